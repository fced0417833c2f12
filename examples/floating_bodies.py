"""Two floating boxes joined by one spherical joint (seed 002 section 5.3; EXAMPLES.md
``floating_bodies``): the boxes of ``spherical_double_pendulum`` without the ground joint and
without gravity, omega1 = (0, 0, -10), omega2 = (1, -1, 2 pi). The paper gives no linear
velocities: box 1's centre of mass starts at rest, box 2's moves with the joint.
"""

from __future__ import annotations

import math

from mechgen.examples import About, spherical_double_pendulum

#: what ``mechgen list`` says of this example
ABOUT = About("two free boxes on a spherical joint", "seed002", "sec. 5.3", ("lie-mk",))

OMEGA1 = (0.0, 0.0, -10.0)
OMEGA2 = (1.0, -1.0, 2 * math.pi)


def build():
    return spherical_double_pendulum.build(
        grounded=False, omega1=OMEGA1, omega2=OMEGA2, gravity=0.0
    )
