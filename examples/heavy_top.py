"""Heavy top without gravity (seed 002 section 5.1; EXAMPLES.md ``heavy_top``).

A box 0.1 x 0.2 x 0.4 of mass 21.6 with inertia diag(0.36, 0.306, 0.09) about its centre of
mass, on a spherical joint at the origin; the centre of mass sits at body-frame (0.5, 0, 0) from
the pivot. It starts with its frame aligned with the inertial one and the body angular velocity
(0, 20 pi, 10 pi); no gravity, so it turns freely about the pivot (initial kinetic energy
13.97 kJ).
"""

from __future__ import annotations

import math

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("heavy top without gravity", "seed002", "sec. 5.1", ("lie-mk",))

MASS = 21.6
INERTIA = (0.36, 0.306, 0.09)
OFFSET = (0.5, 0.0, 0.0)
OMEGA = (0.0, 20 * math.pi, 10 * math.pi)


def build() -> Mechanism:
    m = Mechanism("heavy_top", gravity=(0, 0, 0))
    w, r = OMEGA, OFFSET
    velocity = (w[1] * r[2] - w[2] * r[1], w[2] * r[0] - w[0] * r[2], w[0] * r[1] - w[1] * r[0])
    top = m.add_body(
        "top", mass=MASS, inertia=INERTIA, position=r, velocity=velocity, angular_velocity=w
    )
    m.add_joint("spherical", m.ground, top, point=(0, 0, 0), name="pivot")
    return m
