"""Planar four-bar of Blajer, Schiehlen & Schirm (seed 004 section 6, Fig. 2; EXAMPLES.md
``planar_four_bar``).

Ground pivots O1 = (0, 0) and O4 = (0, l0); crank O1-O2 (l1), coupler O2-O3 (l2), rocker O3-O4
(l3); revolute joints about z; relative coordinates alpha1 (crank from the x axis), alpha2
(coupler relative to crank), alpha3 (rocker relative to coupler), cut at O4. The paper gives no
numbers; eq. (40) fixes the layout (O4 on the y axis: |O2 - O4|^2 = l0^2 + l1^2 - 2 l0 l1 sin
alpha1) and the criterion's figure needs a crank-rocker in which alpha1 is never singular:
l0 = 1, l1 = 0.3, l2 = 1, l3 = 0.8 (Grashof: 0.3 + 1 < 1 + 0.8), where cos alpha3 stays in
[-0.72, 0.03], so sin alpha3 never vanishes, and alpha3 is singular (d alpha3 / d alpha1 = 0) at
alpha1 = pi/2 and 3 pi/2, as in the paper. Slender uniform links of 1 kg per metre; gravity
-9.81 along y; the crank starts at ``alpha1`` with angular velocity ``omega``. A marker on the
coupler traces its coupler curve.
"""

from __future__ import annotations

import math

import numpy as np
from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("planar four-bar", "seed004", "sec. 6, fig. 2", ("partitioning",))

L0, L1, L2, L3 = 1.0, 0.3, 1.0, 0.8
DENSITY = 1.0
#: a point of the coupler 0.3 m off its midpoint (coupler frame): a marker tracing the coupler
#: curve
COUPLER_POINT = (0.0, 0.3, 0.0)


def positions(alpha1: float) -> tuple[np.ndarray, ...]:
    """O1, O2, O3, O4 for the crank angle alpha1 (the assembly with O3 to the right)."""
    o1, o4 = np.zeros(2), np.array([0.0, L0])
    o2 = L1 * np.array([math.cos(alpha1), math.sin(alpha1)])
    d = o4 - o2
    dist = float(np.linalg.norm(d))
    a = (L2**2 - L3**2 + dist**2) / (2 * dist)
    h = math.sqrt(L2**2 - a**2)
    e = d / dist
    o3 = o2 + a * e + h * np.array([e[1], -e[0]])
    return o1, o2, o3, o4


def angles(alpha1: float) -> np.ndarray:
    """The relative coordinates (alpha1, alpha2, alpha3) of the assembly of :func:`positions`."""
    _, o2, o3, o4 = positions(alpha1)
    a2 = math.atan2(*(o3 - o2)[::-1])
    a3 = math.atan2(*(o4 - o3)[::-1])
    wrap = lambda x: (x + math.pi) % (2 * math.pi) - math.pi  # noqa: E731
    return np.array([alpha1, wrap(a2 - alpha1), wrap(a3 - a2)])


def rates(alpha1: float, omega: float) -> np.ndarray:
    """(alpha1', alpha2', alpha3') for the crank rate omega (central differences, 1e-10)."""
    h = 1e-5
    return omega * (angles(alpha1 + h) - angles(alpha1 - h)) / (2 * h)


def _link(m: Mechanism, name: str, a: np.ndarray, b: np.ndarray):
    d = b - a
    length = float(np.linalg.norm(d))
    c, s = d / length
    mass = DENSITY * length
    return m.add_body(
        name,
        mass=mass,
        inertia=(1e-4, mass * length**2 / 12, mass * length**2 / 12),
        position=((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 0.0),
        orientation=((c, -s, 0), (s, c, 0), (0, 0, 1)),
    )


def build(alpha1: float = 0.3, omega: float = 4.0) -> Mechanism:
    m = Mechanism("planar_four_bar", gravity=(0, -9.81, 0))
    o1, o2, o3, o4 = positions(alpha1)
    links = [
        _link(m, n, a, b)
        for n, a, b in (("crank", o1, o2), ("coupler", o2, o3), ("rocker", o3, o4))
    ]
    for name, bi, bj, point in (
        ("O1", m.ground, links[0], o1),
        ("O2", links[0], links[1], o2),
        ("O3", links[1], links[2], o3),
        ("O4", links[2], m.ground, o4),
    ):
        m.add_joint(
            "revolute",
            bi,
            bj,
            point=(float(point[0]), float(point[1]), 0.0),
            axis=(0, 0, 1),
            name=name,
        )
    m.cut_joint("O4")
    m.add_marker("coupler_point", links[1], COUPLER_POINT)
    for name, rate in zip(("O1", "O2", "O3"), rates(alpha1, omega), strict=True):
        m.set_joint_rates(name, angle=float(rate))
    return m
