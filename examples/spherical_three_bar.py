"""Closed-loop spherical three-bar linkage (seed 002 section 5.4; EXAMPLES.md
``spherical_three_bar``; the paper gives no data, these are ours).

Two boxes of ``spherical_double_pendulum`` (0.2 x 0.1 x 0.05, m = 2.7) and the ground close a
triangle: box 1 from the ground pivot G1 = (0, 0, 0) to the apex P = (a/2, 0, -a sqrt(3)/2),
box 2 from P to the ground pivot G2 = (a, 0, 0), each along its body x axis; spherical joints at
G1 (J1), P (J2) and G2 (J3). Three DOF: the triangle swings about the line G1 G2 and each box
spins about its own axis. Initially it swings at 2 rad/s, box 1 spins at 5 rad/s and box 2 at
-3 rad/s; gravity 9.81 along -z.
"""

from __future__ import annotations

import math

from mechgen import Mechanism
from mechgen.examples import About
from mechgen.examples.spherical_double_pendulum import A, box, cross

#: what ``mechgen list`` says of this example
ABOUT = About("closed spherical three-bar linkage", "seed002", "sec. 5.4", ("lie-mk",))

SWING, SPIN1, SPIN2 = 2.0, 5.0, -3.0


def build() -> Mechanism:
    m = Mechanism("spherical_three_bar", gravity=(0, 0, -9.81))
    g1, g2 = (0.0, 0.0, 0.0), (A, 0.0, 0.0)
    apex = (A / 2, 0.0, -A * math.sqrt(3) / 2)
    bars = []
    for name, start, end, spin in (("bar1", g1, apex, SPIN1), ("bar2", apex, g2, SPIN2)):
        u = tuple((e - s) / A for s, e in zip(start, end, strict=True))
        centre = tuple((s + e) / 2 for s, e in zip(start, end, strict=True))
        omega = (SWING + spin * u[0], spin * u[1], spin * u[2])
        pivot = g1 if name == "bar1" else g2
        lever = tuple(c - p for c, p in zip(centre, pivot, strict=True))
        side = cross(u, (0.0, 1.0, 0.0))
        rows = [(u[k], float(k == 1), side[k]) for k in range(3)]  # columns u, e_y, u x e_y
        bars.append(box(m, name, centre, cross(omega, lever), omega, rows))
    m.add_joint("spherical", m.ground, bars[0], point=g1, name="J1")
    m.add_joint("spherical", bars[0], bars[1], point=apex, name="J2")
    m.add_joint("spherical", bars[1], m.ground, point=g2, name="J3")
    return m
