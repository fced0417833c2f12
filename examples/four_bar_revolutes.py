"""Planar four-bar of four revolute joints about global x (not one of the papers' examples).

Ground pivots O1 = (0, 0, 0) and O2 = (0, 2.2, 0); crank O1-A (1 m), coupler A-B (1.82 m),
rocker B-O2 (1.36 m); released at rest under gravity. In 3D its 20 constraint rows hold 3
redundant ones (1 DOF): the test case of redundancy detection, and the four-bar of the peer
benchmark.
"""

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About(
    "planar four-bar in 3D, 3 redundant rows",
    None,
    "",
    ("index3", "genalpha", "nullspace", "constrained"),
)


def _link(m: Mechanism, name: str, a: tuple, b: tuple, mass: float):
    """A slender link from point a to point b in the global y-z plane (body x along it)."""
    dy, dz = b[1] - a[1], b[2] - a[2]
    length = (dy * dy + dz * dz) ** 0.5
    dy, dz = dy / length, dz / length
    return m.add_body(
        name,
        mass=mass,
        inertia=(1e-3, mass * length**2 / 12, mass * length**2 / 12),
        position=(0, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2),
        orientation=[[0, 0, 1], [dy, -dz, 0], [dz, dy, 0]],
    )


def build() -> Mechanism:
    """A planar four-bar built from four revolute joints about global x: in 3D, 3 of its 20
    constraint rows are redundant (1 DOF)."""
    m = Mechanism("four_bar_revolutes", gravity=(0, 0, -9.81))
    o1, a, b, o2 = (0, 0, 0), (0, 0, 1), (0, 1.8, 1.3), (0, 2.2, 0)
    crank = _link(m, "crank", o1, a, 1.0)
    coupler = _link(m, "coupler", a, b, 2.0)
    rocker = _link(m, "rocker", b, o2, 1.5)
    for name, bi, bj, point in (
        ("O1", m.ground, crank, o1),
        ("A", crank, coupler, a),
        ("B", coupler, rocker, b),
        ("O2", rocker, m.ground, o2),
    ):
        m.add_joint("revolute", bi, bj, point=point, axis=(1, 0, 0), name=name)
    return m
