"""Single pendulum, 0 DOF, driven (seed 001 section 4.2; EXAMPLES.md).

A 4 m square steel bar (78 kg) on a revolute joint about global x at the origin, written with
basic constraints as in the paper's model: DP1 x 2 + CD x 3, and a DP1 driver that sets the
bar's angle in the y-z plane to -pi/2 + pi/4 cos 2t (|f| <= 0.71, so the DP1 driver never loses
rank here). The given orientation is rounded to 8 digits and orthonormalized with a notice.
Closed form: the tip (bar point (2, 0, 0)) is 4 (0, cos a, sin a), a = -pi/2 + pi/4 cos 2t.
"""

import sympy as sp
from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("single pendulum, 0 DOF, driven", "seed001", "sec. 4.2", ("kinematics", "index3"))


def build() -> Mechanism:
    m = Mechanism("single_pendulum", gravity=(0, 0, -9.81))
    c = 0.70710678
    bar = m.add_body(
        "bar",
        mass=78.0,
        inertia=(0.0325, 104.01625, 104.01625),
        position=(0, 1.41421356, -1.41421356),
        orientation=[[0, 0, 1], [c, c, 0], [-c, c, 0]],
    )
    g = m.ground
    m.add_constraint("DP1", bar, g, a_i=(1, 0, 0), a_j=(1, 0, 0), name="revolute")
    m.add_constraint("DP1", bar, g, a_i=(0, 1, 0), a_j=(1, 0, 0), name="revolute")
    for axis, label in (((1, 0, 0), "CD x"), ((0, 1, 0), "CD y"), ((0, 0, 1), "CD z")):
        m.add_constraint(
            "CD", bar, g, c=axis, s_i=(-2, 0, 0), s_j=(0, 0, 0), name="revolute", label=label
        )
    m.add_constraint(
        "DP1",
        bar,
        g,
        a_i=(0, 1, 0),
        a_j=(0, 0, -1),
        f=sp.cos(sp.pi / 2 + sp.pi / 4 * sp.cos(2 * m.t)),
        name="driver",
    )
    return m
