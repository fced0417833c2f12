"""Double pendulum, 2 DOF, free (seed 001 section 4.4; EXAMPLES.md).

Two slender bars (4 m, 78 kg and 2 m, 39 kg) on revolute joints about global x, built with the
high-level joint API. Bar 1 starts along +y, bar 2 hangs along -z, both at rest. The bar lengths
are parameters (L1, L2) so one emitted module serves other geometries.
"""

from symbolic import Mechanism


def build() -> Mechanism:
    m = Mechanism("double_pendulum", gravity=(0, 0, -9.81))
    L1 = m.parameter("L1", 4.0)
    L2 = m.parameter("L2", 2.0)
    bar1 = m.add_body(
        "bar1",
        mass=78.0,
        inertia=(0.0325, 104.01625, 104.01625),
        position=(0, L1 / 2, 0),
        orientation=[[0, 0, 1], [1, 0, 0], [0, 1, 0]],
    )
    bar2 = m.add_body(
        "bar2",
        mass=39.0,
        inertia=(0.01625, 13.008125, 13.008125),
        position=(0, L1, -L2 / 2),
        orientation=[[0, 0, 1], [0, 1, 0], [-1, 0, 0]],
    )
    m.add_joint("revolute", m.ground, bar1, point=(0, 0, 0), axis=(1, 0, 0), name="J1")
    m.add_joint("revolute", bar1, bar2, point=(0, L1, 0), axis=(1, 0, 0), name="J2")
    return m
