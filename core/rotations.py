"""Numeric rotation helpers (numpy only), shared by the generator's checks and the runtime.

* :func:`exp_so3`: Rodrigues' formula, seed 001 eqs. (5)-(6), with a series near zero angle.
* :func:`quaternion_from_matrix`: Euler parameters of a rotation matrix (Shepperd's method,
  picking the largest of e0^2..e3^2 for accuracy), the inverse of seed 001 eq. (22).
* :func:`zxz_from_matrix`: ZXZ Euler angles of seed 001 section 2.3; singular where
  sin(theta) = 0, which is reported instead of silently returning an arbitrary split.
"""

from __future__ import annotations

import math

import numpy as np


def skew(w: np.ndarray) -> np.ndarray:
    """Cross-product matrix: skew(a) @ b == cross(a, b)."""
    return np.array([[0.0, -w[2], w[1]], [w[2], 0.0, -w[0]], [-w[1], w[0], 0.0]])


def exp_so3(w: np.ndarray) -> np.ndarray:
    """exp(w~) = I + sin(x)/x w~ + (1 - cos x)/x^2 w~^2, x = |w| (seed 001, eq. 5)."""
    x2 = float(w[0] * w[0] + w[1] * w[1] + w[2] * w[2])
    if x2 < 1e-8:
        s = 1.0 - x2 / 6.0 + x2 * x2 / 120.0
        c = 0.5 - x2 / 24.0 + x2 * x2 / 720.0
    else:
        x = math.sqrt(x2)
        s = math.sin(x) / x
        c = (1.0 - math.cos(x)) / x2
    W = skew(w)
    return np.eye(3) + s * W + c * (W @ W)


def quaternion_from_matrix(A: np.ndarray) -> np.ndarray:
    """Euler parameters (e0, e1, e2, e3), e0 >= 0, with A(p) == A (seed 001 eq. 22)."""
    tr = A[0, 0] + A[1, 1] + A[2, 2]
    cands = [tr, A[0, 0], A[1, 1], A[2, 2]]
    k = int(np.argmax(cands))
    if k == 0:
        e0 = 0.5 * math.sqrt(1.0 + tr)
        e = [
            e0,
            (A[2, 1] - A[1, 2]) / (4 * e0),
            (A[0, 2] - A[2, 0]) / (4 * e0),
            (A[1, 0] - A[0, 1]) / (4 * e0),
        ]
    elif k == 1:
        e1 = 0.5 * math.sqrt(1.0 + 2 * A[0, 0] - tr)
        e = [
            (A[2, 1] - A[1, 2]) / (4 * e1),
            e1,
            (A[0, 1] + A[1, 0]) / (4 * e1),
            (A[0, 2] + A[2, 0]) / (4 * e1),
        ]
    elif k == 2:
        e2 = 0.5 * math.sqrt(1.0 + 2 * A[1, 1] - tr)
        e = [
            (A[0, 2] - A[2, 0]) / (4 * e2),
            (A[0, 1] + A[1, 0]) / (4 * e2),
            e2,
            (A[1, 2] + A[2, 1]) / (4 * e2),
        ]
    else:
        e3 = 0.5 * math.sqrt(1.0 + 2 * A[2, 2] - tr)
        e = [
            (A[1, 0] - A[0, 1]) / (4 * e3),
            (A[0, 2] + A[2, 0]) / (4 * e3),
            (A[1, 2] + A[2, 1]) / (4 * e3),
            e3,
        ]
    p = np.array(e)
    return p if p[0] >= 0 else -p


def zxz_from_matrix(A: np.ndarray) -> np.ndarray:
    """ZXZ angles (phi, theta, psi) with A1(phi) A2(theta) A3(psi) == A, theta in (0, pi).

    Raises:
        ValueError: when sin(theta) is below 1e-8: the angles are not unique there and the
            re formulation is singular (seed 001 eq. 43b loses rank).
    """
    c = min(1.0, max(-1.0, A[2, 2]))
    theta = math.acos(c)
    if math.sin(theta) < 1e-8:
        raise ValueError(f"ZXZ Euler angles are singular (theta = {theta:.3g})")
    phi = math.atan2(A[0, 2], -A[1, 2])
    psi = math.atan2(A[2, 0], A[2, 1])
    return np.array([phi, theta, psi])
