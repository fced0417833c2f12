"""A planar slider crank driven at its slider towards the bottom dead centre (issue 9's
singular-configuration example; not from the papers).

Crank (length R, hinged at the origin about z), rod (length L) and slider (on the x axis)
joined by revolutes; the prismatic joint's displacement is driven at constant speed SPEED
towards the crank, from crank angle THETA0. The slider reaches its bottom dead centre,
x = L - R with the crank at angle pi, at T_DEAD; there dx/dtheta = 0, so the driven
mechanism's constraint Jacobian is singular, and beyond it the prescribed slider position
cannot be reached at all. A kinematic run must report that singularity (time, condition
number, the rows involved) instead of wandering off: ``mechgen simulate dead_centre --scheme
kinematics --h 0.01 --t-end 1``.
"""

from __future__ import annotations

import math

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("slider crank driven to its dead centre", None, "", ("kinematics",))

R = 1.0
L = 2.0
THETA0 = 2.0
SPEED = 1.0


def slider_position(theta: float) -> float:
    """x of the slider for crank angle theta (the assembly branch with the rod to the right)."""
    return R * math.cos(theta) + math.sqrt(L**2 - (R * math.sin(theta)) ** 2)


#: time at which the driven slider reaches its bottom dead centre x = L - R
T_DEAD = (slider_position(THETA0) - (L - R)) / SPEED


def build() -> Mechanism:
    m = Mechanism("dead_centre", gravity=(0, -9.81, 0))
    c, s = math.cos(THETA0), math.sin(THETA0)
    crank_end = (R * c, R * s, 0.0)
    x0 = slider_position(THETA0)
    rod_angle = math.atan2(-crank_end[1], x0 - crank_end[0])
    crank = m.add_body(
        "crank",
        mass=1.0,
        inertia=(0.01, 0.1, 0.1),
        position=(0.5 * R * c, 0.5 * R * s, 0),
        orientation=((c, -s, 0), (s, c, 0), (0, 0, 1)),
    )
    cr, sr = math.cos(rod_angle), math.sin(rod_angle)
    rod = m.add_body(
        "rod",
        mass=1.0,
        inertia=(0.01, 0.3, 0.3),
        position=(crank_end[0] + 0.5 * L * cr, crank_end[1] + 0.5 * L * sr, 0),
        orientation=((cr, -sr, 0), (sr, cr, 0), (0, 0, 1)),
    )
    slider = m.add_body("slider", mass=0.5, inertia=(0.01, 0.01, 0.01), position=(x0, 0, 0))
    m.add_joint("revolute", m.ground, crank, point=(0, 0, 0), axis=(0, 0, 1), name="O")
    m.add_joint("revolute", crank, rod, point=crank_end, axis=(0, 0, 1), name="A")
    m.add_joint("revolute", rod, slider, point=(x0, 0, 0), axis=(0, 0, 1), name="B")
    m.add_joint("prismatic", m.ground, slider, point=(x0, 0, 0), axis=(1, 0, 0), name="P")
    m.drive("P", -SPEED * m.t)
    return m
