"""Double pendulum, 2 DOF, free (seed 001 section 4.4; EXAMPLES.md).

Two square steel bars (side w = 0.05, density 7800; lengths 4 m and 2 m, so 78 kg and 39 kg) on
revolute joints about global x, built with the high-level joint API. Bar 1 starts along +y,
bar 2 hangs along -z, both at rest. Lengths, side and density are parameters; masses and
inertias follow from them (m = rho L w^2, J = diag(m w^2 / 6, m (L^2 + w^2) / 12, same)), so one
emitted module serves every geometry.
"""

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("double pendulum, 2 DOF, free", "seed001", "sec. 4.4", ("index3", "genalpha"))


def build() -> Mechanism:
    m = Mechanism("double_pendulum", gravity=(0, 0, -9.81))
    L1 = m.parameter("L1", 4.0)
    L2 = m.parameter("L2", 2.0)
    w = m.parameter("w", 0.05)
    rho = m.parameter("rho", 7800.0)

    def bar(name, length, position, orientation):
        mass = rho * length * w**2
        axial, transverse = mass * w**2 / 6, mass * (length**2 + w**2) / 12
        return m.add_body(
            name,
            mass=mass,
            inertia=(axial, transverse, transverse),
            position=position,
            orientation=orientation,
        )

    bar1 = bar("bar1", L1, (0, L1 / 2, 0), [[0, 0, 1], [1, 0, 0], [0, 1, 0]])
    bar2 = bar("bar2", L2, (0, L1, -L2 / 2), [[0, 0, 1], [0, 1, 0], [-1, 0, 0]])
    m.add_joint("revolute", m.ground, bar1, point=(0, 0, 0), axis=(1, 0, 0), name="J1")
    m.add_joint("revolute", bar1, bar2, point=(0, L1, 0), axis=(1, 0, 0), name="J2")
    return m
