"""Free flight of a planar pair (seed 000 section 5.3; EXAMPLES.md ``planar_pair``).

Body 1: plate 16 x 16 x 0.5, mass 5, J = (5125/48, 5125/48, 640/3); body 2: pyramid (base
2 x 2, height 3), mass 2, J = (43/40, 43/40, 4/5), sliding on the top face of the plate
(normal n = e_3 of body 1), no gravity. Initially both frames are e_i, phi_1 = (5, 5, 5),
phi_2 = (-2, -2, 6.25); independent velocities of eq. (177): v_phi1 = 0,
omega_1 = (-20, -20, 10), u_1' = 150 (along e_1), u_2' = -120 (along e_2), theta' = 60.

The joint point is the pyramid's base centre, body-2 frame (0, 0, -1) as in the paper; on the
plate it is the point of the top face below it (the paper's body-1 point (0, 0, 0.25) differs
by an in-plane offset, which the planar constraint does not see).
"""

from __future__ import annotations

import sympy as sp
from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("free flight of a planar pair", "seed000", "sec. 5.3", ("nullspace", "constrained"))


def build() -> Mechanism:
    m = Mechanism("planar_pair", gravity=(0, 0, 0))
    body1 = m.add_body(
        "body1",
        mass=5,
        inertia=(sp.Rational(5125, 48), sp.Rational(5125, 48), sp.Rational(640, 3)),
        position=(5, 5, 5),
        angular_velocity=(-20, -20, 10),
    )
    body2 = m.add_body(
        "body2",
        mass=2,
        inertia=(sp.Rational(43, 40), sp.Rational(43, 40), sp.Rational(4, 5)),
        position=(-2, -2, 6.25),
    )
    m.add_joint("planar", body1, body2, point=(-2, -2, 5.25), normal=(0, 0, 1), name="E")
    m.set_joint_rates("E", translation=(150, -120, 0), angle=60)
    return m
