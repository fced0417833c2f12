"""N-body spatial chain (scaling benchmark of the C backend; not one of the papers' examples).

N equal rods (0.5 m, 1 kg) hanging from a fixed point, consecutive rods joined by spherical (or
revolute) joints, starting horizontal along +y with angular velocities that make the motion
spatial. ``build(n, joint)``; run it with ``mechgen simulate examples/spatial_chain.py ...``
(n = 8).
"""

from __future__ import annotations

import numpy as np

from mechgen.rotations import exp_so3
from symbolic import Mechanism


def build(n: int = 8, joint: str = "spherical") -> Mechanism:
    m = Mechanism(f"chain{n}", gravity=(0, 0, -9.81))
    length, mass = 0.5, 1.0
    inertia = (1e-3, mass * length**2 / 12, mass * length**2 / 12)
    A = exp_so3(np.array([0.0, 0.0, np.pi / 2]))  # body x along global +y
    previous = m.ground
    for k in range(n):
        body = m.add_body(
            f"rod{k + 1}",
            mass=mass,
            inertia=inertia,
            position=(0, (k + 0.5) * length, 0),
            orientation=A.tolist(),
            angular_velocity=(0.3 * (k % 3), 0.0, 0.2),
        )
        m.add_joint(
            joint, previous, body, point=(0, k * length, 0), axis=(1, 0, 0), name=f"J{k + 1}"
        )
        previous = body
    return m
