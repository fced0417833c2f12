"""Free flight of a cylindrical pair (seed 000 section 5.2; EXAMPLES.md ``cylindrical_pair``).

Body 1: cylinder (length 30, radius 2), mass 4, J = (304, 304, 8); body 2: hollow cylinder,
mass 3, J = (18.75, 18.75, 19.5); joint axis n = e_3 of body 1, no gravity. Initially both
frames are e_i, phi_1 = 0, phi_2 = (0, 0, -11) (u = -11, theta = 0), and the independent
velocities of eq. (175): v_phi1 = (0, 50, 0), omega_1 = (1, 1.5, 0), u' = 35.5, theta' = -100.

The paper places the joint at both centres of mass; a joint of this package has one global
point, here the centre of mass of body 1 (on body 2 it sits 11 along the common axis): on the
constraint manifold the two descriptions coincide.
"""

from __future__ import annotations

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About(
    "free flight of a cylindrical pair", "seed000", "sec. 5.2", ("nullspace", "constrained")
)


def build() -> Mechanism:
    m = Mechanism("cylindrical_pair", gravity=(0, 0, 0))
    body1 = m.add_body(
        "body1",
        mass=4,
        inertia=(304, 304, 8),
        velocity=(0, 50, 0),
        angular_velocity=(1, 1.5, 0),
    )
    body2 = m.add_body("body2", mass=3, inertia=(18.75, 18.75, 19.5), position=(0, 0, -11))
    m.add_joint("cylindrical", body1, body2, point=(0, 0, 0), axis=(0, 0, 1), name="C")
    m.set_joint_rates("C", displacement=35.5, angle=-100)
    return m
