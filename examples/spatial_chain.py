"""N-body spatial chain (scaling benchmark of the C backend; not one of the papers' examples).

N equal rods (0.5 m, 1 kg) hanging from a fixed point, consecutive rods joined by spherical (or
revolute) joints, starting horizontal along +y with joint rates that give rod k the
angular velocity (0.3 (k mod 3), 0, 0.2) (spherical; its x part for revolute joints about
x), so that the motion is spatial. ``build(n, joint)``; run it with
``mechgen simulate examples/spatial_chain.py ...`` (n = 8).
"""

from __future__ import annotations

import numpy as np
from mechgen import Mechanism
from mechgen.core.rotations import exp_so3


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
        )
        axis = None if joint == "spherical" else (1, 0, 0)
        m.add_joint(joint, previous, body, point=(0, k * length, 0), axis=axis, name=f"J{k + 1}")
        spin = 0.3 * (k % 3) - (0.3 * ((k - 1) % 3) if k else 0.0)
        if joint == "spherical":
            m.set_joint_rates(f"J{k + 1}", wx=spin, wz=0.2 if k == 0 else 0.0)
        else:
            m.set_joint_rates(f"J{k + 1}", angle=spin)
        previous = body
    return m
