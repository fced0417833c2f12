"""Slider crank (Haug), 3 bodies, 0 DOF, driven, period 1 s (seed 001; EXAMPLES.md).

A crank on a revolute joint to ground turns at -2 pi rad/s about global x; a rod joins it by a
spherical joint and the slider by a revolute-cylindrical pair plus a distance constraint; the
slider moves along global x on a translational joint. The constraints are the paper's (seed 001
Table 7: 6 CD, 7 DP1, 4 DP2, 1 D). The rod's orientation is off by 2e-6 and orthonormalized.

Closed form: crank pin B = (0, 0.1 + 0.08 sin 2 pi t, 0.12 + 0.08 cos 2 pi t), slider
x = sqrt(0.09 - B_y^2 - B_z^2).

Declared coordinates (the constraint groups name none): ``crank_angle``, the crank's rotation
about global x from the start (the driver's angle, -2 pi t), and ``slider_travel``, the
slider's displacement along global x from x = 0.2 m; reported as ``joint.crank_angle.angle``
and ``joint.slider_travel.displacement``.

Drivers (``build(driver=...)``): ``"angle"`` (default) prescribes the crank angle -2 pi t with
the rank-safe angle constraint; ``"dp1"`` is the paper's DP1 driver f = cos(-2 pi t + pi/2),
which loses rank at t = 0.25 + k/2 (|f| = 1).
"""

import sympy as sp
from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About(
    "Haug's slider crank, 0 DOF, driven",
    "seed001",
    "Haug's data",
    ("kinematics", "index3", "genalpha"),
)


def build(driver: str = "angle") -> Mechanism:
    m = Mechanism(
        "slider_crank" if driver == "angle" else "slider_crank_dp1", gravity=(0, 0, -9.81)
    )
    crank = m.add_body(
        "crank",
        mass=0.12,
        inertia=(1e-4, 1e-5, 1e-4),
        position=(0, 0.1, 0.12),
        orientation=[[1, 0, 0], [0, 0, -1], [0, 1, 0]],
    )
    rod = m.add_body(
        "rod",
        mass=0.5,
        inertia=(4e-3, 4e-4, 4e-3),
        position=(0.1, 0.05, 0.1),
        orientation=[
            [0.666663941, 5.25423484e-07, 0.745357596],
            [-0.333335152, 0.894426107, 0.298141533],
            [-0.66666755, -0.447214375, 0.596282179],
        ],
    )
    slider = m.add_body(
        "slider",
        mass=2.0,
        inertia=(1e-4, 1e-4, 1e-4),
        position=(0.2, 0, 0),
        orientation=[[0, 0, 1], [0, 1, 0], [-1, 0, 0]],
    )
    g = m.ground
    axes = {"x": (1, 0, 0), "y": (0, 1, 0), "z": (0, 0, 1)}
    for ax, c in axes.items():
        m.add_constraint(
            "CD",
            g,
            crank,
            c=c,
            s_i=(0, 0.1, 0.12),
            s_j=(0, 0, 0),
            name="revolute",
            label=f"CD {ax}",
        )
    m.add_constraint("DP1", g, crank, a_i=(0, 1, 0), a_j=(1, 0, 0), name="revolute")
    m.add_constraint("DP1", g, crank, a_i=(0, 0, 1), a_j=(1, 0, 0), name="revolute")
    for ax, c in axes.items():
        m.add_constraint(
            "CD",
            rod,
            crank,
            c=c,
            s_i=(-0.15, 0, 0),
            s_j=(0, 0.08, 0),
            name="spherical",
            label=f"CD {ax}",
        )
    m.add_constraint("DP1", rod, slider, a_i=(0, 1, 0), a_j=(0, 0, 1), name="revolute_cylindrical")
    m.add_constraint(
        "DP2",
        rod,
        slider,
        a_i=(0, 1, 0),
        s_i=(0.15, 0, 0),
        s_j=(0, 0, 0),
        name="revolute_cylindrical",
    )
    m.add_constraint(
        "DP2",
        rod,
        slider,
        a_i=(0, 0, 1),
        s_i=(0.15, 0, 0),
        s_j=(0, 0, 0),
        name="revolute_cylindrical",
    )
    for a_i, a_j in (((-1, 0, 0), (1, 0, 0)), ((0, 1, 0), (1, 0, 0))):
        m.add_constraint("DP1", slider, g, a_i=a_i, a_j=a_j, name="translational")
    for a_i in ((-1, 0, 0), (0, 1, 0)):
        m.add_constraint(
            "DP2", slider, g, a_i=a_i, s_i=(0, 0, 0), s_j=(0.2, 0, 0), name="translational"
        )
    m.add_constraint("DP1", slider, g, a_i=(-1, 0, 0), a_j=(0, 1, 0), name="translational")
    m.add_constraint("D", rod, slider, s_i=(0.15, 0, 0), s_j=(0, 0, 1), f=1, name="distance")
    if driver == "angle":
        m.add_constraint(
            "angle",
            g,
            crank,
            a_i=(1, 0, 0),
            b_i=(0, 0, 1),
            b_j=(0, 1, 0),
            f=-2 * sp.pi * m.t,
            name="driver",
        )
    else:
        m.add_constraint(
            "DP1",
            g,
            crank,
            a_i=(0, 1, 0),
            a_j=(0, 1, 0),
            f=sp.cos(-2 * sp.pi * m.t + sp.pi / 2),
            name="driver",
        )
    m.add_coordinate("crank_angle", g, crank, "angle", point=(0, 0.1, 0.12), axis=(1, 0, 0))
    m.add_coordinate("slider_travel", g, slider, "displacement", point=(0.2, 0, 0), axis=(1, 0, 0))
    return m
