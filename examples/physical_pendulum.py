"""Physical pendulum of Blajer, Schiehlen & Schirm (seed 004 section 3, Fig. 1; EXAMPLES.md
``physical_pendulum``).

A body of mass m and moment of inertia J about its centre of mass G, hinged at the origin by a
revolute joint about z, with G at distance rho from the hinge at angle gamma from the x axis.
Gravity -9.81 along y. The paper's q = (x, y, gamma) are G's coordinates and the body's angle:
in the re formulation these are r_x, r_y and the first Euler angle (the chart puts every body at
theta = pi/2, where phi turns about global z); the in-plane principal inertias are equal (J_perp)
so that the metric of the rotation angles is diagonal, as in the paper's M = diag(m, m, J).
"""

from __future__ import annotations

import math

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("physical pendulum", "seed004", "sec. 3, fig. 1", ("partitioning",))

MASS = 2.0
INERTIA = 0.15
INERTIA_PERP = 0.1
RHO = 0.5


def build(gamma: float = -math.pi / 3) -> Mechanism:
    m = Mechanism("physical_pendulum", gravity=(0, -9.81, 0))
    c, s = math.cos(gamma), math.sin(gamma)
    body = m.add_body(
        "body",
        mass=MASS,
        inertia=(INERTIA_PERP, INERTIA_PERP, INERTIA),
        position=(RHO * c, RHO * s, 0),
        orientation=((c, -s, 0), (s, c, 0), (0, 0, 1)),
    )
    m.add_joint("revolute", m.ground, body, point=(0, 0, 0), axis=(0, 0, 1), name="hinge")
    return m
