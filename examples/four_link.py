"""Four link (Haug), 3 bodies, 0 DOF, driven, period 2 s (seed 001; EXAMPLES.md).

Haug's spatial four-bar: a rotor on a revolute joint to ground, link 2 joined to the rotor by a
universal joint and to link 3 by a spherical joint, link 3 on a revolute joint to ground; the
rotor turns at pi rad/s. Constraints are the paper's basic constraints (12 CD, 6 DP1).

Data notes: the zero axial inertias violate the triangle inequality (accepted with a warning:
the constraints fix those motions). Haug's data are rounded: link 3's orientation is off by about
2.4e-3 rad, so the revolute joint D and the spherical joint are violated by about 9e-3 at t = 0.
The model therefore declares ``assemble=True`` and the runtime assembles the initial
configuration by Newton projection.

Declared coordinates (the constraint groups name none): ``rotor_angle`` about global x and
``rocker_angle``, link 3's rotation about global y at its ground pivot (-4, -8.5, 0), each from
the start.

Drivers (``build(driver=...)``): ``"angle"`` (default) prescribes the rotor angle pi t about
global x with the rank-safe angle constraint; ``"dp1"`` is the paper's DP1 driver
f = cos(pi t + pi/2), which loses rank at t = 0.5 + k (|f| = 1).
"""

import sympy as sp
from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("Haug's four link, 0 DOF, driven", "seed001", "Haug's data", ("kinematics", "index3"))


def build(driver: str = "angle") -> Mechanism:
    m = Mechanism(
        "four_link" if driver == "angle" else "four_link_dp1", gravity=(0, 0, -9.81), assemble=True
    )
    rotor = m.add_body(
        "rotor",
        mass=2.0,
        inertia=(4.0, 2.0, 0.0),
        position=(0, 0, 0),
        orientation=[[0, 0, 1], [0, 1, 0], [-1, 0, 0]],
    )
    link2 = m.add_body(
        "link2",
        mass=1.0,
        inertia=(12.4, 0.01, 0.0),
        position=(-3.74555772, -4.25, 4.26236544),
        orientation=[
            [0.750157212, 0.614025856, 0.24543106],
            [-0.661259471, 0.696721311, 0.278056337],
            [-0.000263269879, -0.37087958, 0.928680929],
        ],
    )
    link3 = m.add_body(
        "link3",
        mass=1.0,
        inertia=(4.54, 0.01, 0.0),
        position=(-5.74555772, -8.5, 3.26236544),
        orientation=[[0, 0.474123134, 0.880458547], [-1, 0, 0], [0, -0.880458546, 0.474123135]],
    )
    g = m.ground
    axes = {"x": (1, 0, 0), "y": (0, 1, 0), "z": (0, 0, 1)}

    def cd_triple(bi, bj, s_i, s_j, name):
        for ax, c in axes.items():
            m.add_constraint("CD", bi, bj, c=c, s_i=s_i, s_j=s_j, name=name, label=f"CD {ax}")

    m.add_constraint("DP1", rotor, g, a_i=(1, 0, 0), a_j=(1, 0, 0), name="A")
    m.add_constraint("DP1", rotor, g, a_i=(0, 1, 0), a_j=(1, 0, 0), name="A")
    cd_triple(rotor, g, (0, 0, 0), (0, 0, 0), "A")
    m.add_constraint("DP1", link3, g, a_i=(0, 0, 1), a_j=(0, 1, 0), name="D")
    m.add_constraint("DP1", link3, g, a_i=(0, 1, 0), a_j=(0, 1, 0), name="D")
    cd_triple(link3, g, (0, 3.7, 0), (-4, -8.5, 0), "D")
    cd_triple(link3, link2, (0, -3.7, 0), (0, -6.1, 0), "spherical")
    cd_triple(rotor, link2, (-2, 0, 0), (0, 6.1, 0), "universal")
    norm = sp.sqrt(sp.Float(0.662) ** 2 + sp.Float(0.75) ** 2)
    m.add_constraint(
        "DP1", rotor, link2, a_i=(0, -0.662 / norm, 0.75 / norm), a_j=(0, 0, 1), name="universal"
    )
    if driver == "angle":
        m.add_constraint(
            "angle",
            g,
            rotor,
            a_i=(1, 0, 0),
            b_i=(0, 0, 1),
            b_j=(-1, 0, 0),
            f=sp.pi * m.t,
            name="driver",
        )
    else:
        m.add_constraint(
            "DP1",
            rotor,
            g,
            a_i=(-1, 0, 0),
            a_j=(0, 1, 0),
            f=sp.cos(sp.pi * m.t + sp.pi / 2),
            name="driver",
        )
    m.add_coordinate("rotor_angle", g, rotor, "angle", point=(0, 0, 0), axis=(1, 0, 0))
    m.add_coordinate("rocker_angle", g, link3, "angle", point=(-4, -8.5, 0), axis=(0, 1, 0))
    return m
