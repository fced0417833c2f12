"""Open serial chain of five links on revolute joints from the ground (seed 000 section 5.4.1;
EXAMPLES.md ``serial_chain``; the paper leaves the geometry to us).

Link k (k = 1..5) is a slender bar of length 0.2 and mass 0.5 along global x, from
x = 0.2 (k - 1) to 0.2 k; joint k sits at its left end with axis e_3 for odd k and e_2 for even
k, so the chain moves in space. Gravity along -z; initial joint rates 2, -1, 1.5, -2, 1 rad/s.
"""

from __future__ import annotations

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About(
    "open chain of five links on revolutes", "seed000", "sec. 5.4.1", ("nullspace", "constrained")
)

LENGTH, MASS = 0.2, 0.5
RATES = (2.0, -1.0, 1.5, -2.0, 1.0)


def build() -> Mechanism:
    m = Mechanism("serial_chain", gravity=(0, 0, -9.81))
    parent = m.ground
    bar = MASS * LENGTH**2 / 12
    for k in range(1, 6):
        link = m.add_body(
            f"link{k}",
            mass=MASS,
            inertia=(1e-4, bar, bar),
            position=(LENGTH * (k - 0.5), 0, 0),
        )
        axis = (0, 0, 1) if k % 2 else (0, 1, 0)
        m.add_joint(
            "revolute", parent, link, point=(LENGTH * (k - 1), 0, 0), axis=axis, name=f"J{k}"
        )
        m.set_joint_rates(f"J{k}", angle=RATES[k - 1])
        parent = link
    return m
