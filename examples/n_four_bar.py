"""IFToMM benchmark A02, the N-four-bar mechanism (library of computational benchmarks for
multibody dynamics, lim.ii.udc.es/mbsbenchmark; Gonzalez, Dopico, Lugris & Cuadrado 2006).

N four-bar windows in a row, 2N+1 uniform links of 1 m and 1 kg: N+1 cranks pinned to the ground
at A_i = (i, 0, 0) and N couplers joining the cranks' tips B_{i-1}, B_i; revolute joints about z;
gravity 9.81 along -y. The cranks start vertical (B_i = (i, 1, 0)) and point B0 moves at 1 m/s
along +x. Every window is a parallelogram, so the mechanism has one degree of freedom, the
cranks' common angle phi from the x axis (:func:`crank_angle`); where the links lie
horizontal (phi = 0, pi) every window flattens and the mechanism instantaneously has N+1
degrees of freedom: the singular positions the benchmark is about. In 3D each window's loop
holds 3 redundant rows (dropped at generation).

The benchmark fixes planar links; in 3D a link also turns about its own axis, which the
revolutes lock: its inertia there only needs to be positive (AXIAL, a thin rod's).
"""

from __future__ import annotations

import math

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About(
    "IFToMM A02: N-four-bar, singular positions",
    "iftomm",
    "A02",
    ("genalpha", "partitioning", "nullspace", "constrained"),
)

LENGTH, MASS, GRAVITY = 1.0, 1.0, 9.81
#: inertia of a link about its own axis [kg m^2] (module docstring)
AXIAL = 1e-4


def _link(m: Mechanism, name: str, a: tuple, b: tuple, rate: tuple):
    """A uniform link from a to b in the x-y plane (body x along it) with centre velocity and
    angular velocity ``rate`` = (vx, vy, wz)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    c, s = dx / LENGTH, dy / LENGTH
    return m.add_body(
        name,
        mass=MASS,
        inertia=(AXIAL, MASS * LENGTH**2 / 12, MASS * LENGTH**2 / 12),
        position=((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 0.0),
        orientation=((c, -s, 0), (s, c, 0), (0, 0, 1)),
        velocity=(rate[0], rate[1], 0.0),
        angular_velocity=(0.0, 0.0, rate[2]),
    )


def build(n: int = 2, speed: float = 1.0, gravity: float = GRAVITY) -> Mechanism:
    """The N-four-bar with ``n`` windows; B0 starts at ``speed`` m/s along +x (the cranks turn
    at -speed / L rad/s, the couplers translate at ``speed``); ``gravity`` along -y (0: the
    cranks turn uniformly, through a singular position every pi L / speed seconds)."""
    if not (isinstance(n, int) and n >= 1):
        raise ValueError(f"n must be a positive integer, got {n!r}")
    m = Mechanism("n_four_bar", gravity=(0, -gravity, 0))
    omega = -speed / LENGTH
    cranks = [
        _link(m, f"crank{i}", (i, 0.0), (i, LENGTH), (speed / 2, 0.0, omega)) for i in range(n + 1)
    ]
    couplers = [
        _link(m, f"coupler{i}", (i - 1, LENGTH), (i, LENGTH), (speed, 0.0, 0.0))
        for i in range(1, n + 1)
    ]
    z = (0, 0, 1)
    for i, crank in enumerate(cranks):
        m.add_joint("revolute", m.ground, crank, point=(i, 0, 0), axis=z, name=f"A{i}")
    for i, coupler in enumerate(couplers, start=1):
        m.add_joint(
            "revolute",
            cranks[i - 1],
            coupler,
            point=(i - 1, LENGTH, 0),
            axis=z,
            name=f"B{i - 1}_{i}",
        )
        m.add_joint("revolute", coupler, cranks[i], point=(i, LENGTH, 0), axis=z, name=f"B{i}")
    return m


def crank_angle(b0: tuple[float, float]) -> float:
    """phi, the cranks' angle from the x axis, of B0's position (x, y)."""
    return math.atan2(b0[1], b0[0])
