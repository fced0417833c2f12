"""Planar double pendulum of Huang et al. (seed 003 section 11, Fig. 8; EXAMPLES.md
``planar_double_pendulum``).

Two equal links of mass 14.59 and moment of inertia 1.36 about the normal axis, joints at -0.61
and +0.61 along each link from its centre, revolute joints about z, gravity -9.81 along y. The
paper gives only the in-plane inertia J' = (0, 0, 1.36); a rigid body in 3D needs the other two
principal values, which do not enter the planar motion: we take 1.36 about the link's normal
axis y as well and 0.01 about its long axis x (a slender bar; the triangle inequality holds).
Both links start at rest at the same angle ``theta`` from the x axis (theta1 = theta2, the
configuration the paper singles out).
"""

from __future__ import annotations

import math

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("planar double pendulum", "seed003", "sec. 11, fig. 8", ("taylor",))

MASS = 14.59
INERTIA = (0.01, 1.36, 1.36)
HALF = 0.61


def build(theta: float = 0.0) -> Mechanism:
    m = Mechanism("planar_double_pendulum", gravity=(0, -9.81, 0))
    c, s = math.cos(theta), math.sin(theta)
    frame = ((c, -s, 0), (s, c, 0), (0, 0, 1))
    links = [
        m.add_body(
            f"link{k + 1}",
            mass=MASS,
            inertia=INERTIA,
            position=((2 * k + 1) * HALF * c, (2 * k + 1) * HALF * s, 0),
            orientation=frame,
        )
        for k in range(2)
    ]
    m.add_joint("revolute", m.ground, links[0], point=(0, 0, 0), axis=(0, 0, 1), name="J1")
    m.add_joint(
        "revolute",
        links[0],
        links[1],
        point=(2 * HALF * c, 2 * HALF * s, 0),
        axis=(0, 0, 1),
        name="J2",
    )
    return m
