"""IFToMM benchmark A01, the simple pendulum (library of computational benchmarks for multibody
dynamics, lim.ii.udc.es/mbsbenchmark): a point mass of 1 kg on a massless rod of 1 m, released
at rest with the rod horizontal, under gravity 9.81 along -z; 10 s.

The bob is a body with zero inertia: the revolute joint about global x at the origin removes
its rotations, so the schemes whose iteration matrices hold the constraint rows beside M run it
(index3, genalpha); the angle theta of the rod below the horizontal obeys
theta'' = g cos(theta) / L (with the bob at (0, L cos theta, -L sin theta)).
"""

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About(
    "IFToMM A01: simple pendulum, point mass",
    "iftomm",
    "A01",
    ("genalpha", "index3", "partitioning", "taylor"),
)

LENGTH, MASS, GRAVITY = 1.0, 1.0, 9.81


def build() -> Mechanism:
    m = Mechanism("point_mass_pendulum", gravity=(0, 0, -GRAVITY))
    bob = m.add_body("bob", mass=MASS, inertia=(0.0, 0.0, 0.0), position=(0, LENGTH, 0))
    m.add_joint("revolute", m.ground, bob, point=(0, 0, 0), axis=(1, 0, 0), name="pivot")
    return m
