"""Gyro top in steady precession (seed 000 section 5.1; EXAMPLES.md ``gyro_top``).

A cone (height H, radius R, density rho) on a spherical joint at its tip, fixed to the ground.
Initial directors d_I = exp(theta e_1^) e_I with nutation theta, centre of mass phi = L d_3
(L = 3H/4), angular velocity omega = w_p e_3 + w_s d_3 with the spin w_s of eq. (165) for
steady precession (M~1 = J_1 + M L^2, M~3 = J_3, eq. 168). The centre of mass then moves on
x = L sin(theta) sin(w_p t), y = -L sin(theta) cos(w_p t), z = L cos(theta)
(:func:`precession`).
"""

from __future__ import annotations

import numpy as np
import sympy as sp
from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("gyro top in steady precession", "seed000", "sec. 5.1", ("nullspace", "constrained"))

G = 9.81


def build() -> Mechanism:
    m = Mechanism("gyro_top", gravity=(0, 0, -G))
    H = m.parameter("H", 0.1)
    R = m.parameter("R", 0.05)
    rho = m.parameter("rho", 2700.0)
    theta = m.parameter("theta", float(np.pi / 3))
    wp = m.parameter("wp", 10.0)
    mass = rho * sp.pi * R**2 * H / 3
    L = 3 * H / 4
    J1 = 3 * mass / 80 * (4 * R**2 + H**2)
    J3 = 3 * mass / 10 * R**2
    ws = mass * G * L / (J3 * wp) + (J1 + mass * L**2 - J3) / J3 * wp * sp.cos(theta)
    c, s = sp.cos(theta), sp.sin(theta)
    A = sp.Matrix([[1, 0, 0], [0, c, -s], [0, s, c]])  # exp(theta e1^), columns d_I
    d3 = A[:, 2]
    phi = L * d3
    omega = sp.Matrix([0, 0, wp]) + ws * d3
    top = m.add_body(
        "top",
        mass=mass,
        inertia=(J1, J1, J3),
        position=list(phi),
        orientation=A.tolist(),
        velocity=list(omega.cross(phi)),
        angular_velocity=list(omega),
    )
    m.add_joint("spherical", m.ground, top, point=(0, 0, 0), name="tip")
    return m


def precession(t: np.ndarray, H: float = 0.1, theta: float = np.pi / 3, wp: float = 10.0):
    """The analytic centre-of-mass path of steady precession, shape (len(t), 3)."""
    L = 0.75 * H
    return np.stack(
        [
            L * np.sin(theta) * np.sin(wp * t),
            -L * np.sin(theta) * np.cos(wp * t),
            np.full_like(t, L * np.cos(theta)),
        ],
        axis=1,
    )
