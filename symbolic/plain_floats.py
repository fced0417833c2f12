"""Small vector arithmetic in plain Python floats, for every number that reaches emitted text.

numpy hands dot products, norms and matrix products of float64 arrays to BLAS, whose kernels
(chosen per CPU: ``OPENBLAS_CORETYPE``) sum in different orders and so round differently. A
number computed that way at generation time and printed into an emitted module would make the
module depend on the machine that generated it. Here every operation is one IEEE-754 operation
of CPython on doubles in a fixed order, and ``math.sqrt``/``math.atan2`` are the C library's, so
the results are the same bit for bit on every machine.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Vec = Sequence[float]
Mat = Sequence[Sequence[float]]

POLAR_ITERATIONS = 30


def dot(u: Vec, w: Vec) -> float:
    """u . w, summed left to right."""
    total = 0.0
    for a, b in zip(u, w, strict=True):
        total += a * b
    return total


def norm(u: Vec) -> float:
    """Euclidean length."""
    return math.sqrt(dot(u, u))


def cross(u: Vec, w: Vec) -> tuple[float, float, float]:
    """u x w of two 3-vectors."""
    return (
        u[1] * w[2] - u[2] * w[1],
        u[2] * w[0] - u[0] * w[2],
        u[0] * w[1] - u[1] * w[0],
    )


def sub(u: Vec, w: Vec) -> tuple[float, ...]:
    """u - w."""
    return tuple(a - b for a, b in zip(u, w, strict=True))


def scale(s: float, u: Vec) -> tuple[float, ...]:
    """s u."""
    return tuple(s * a for a in u)


def polar_rotation(A: Mat) -> tuple[tuple[float, float, float], ...]:
    """The rotation nearest to a 3x3 matrix with positive determinant (its polar factor).

    Newton's iteration X <- (X + X^-T) / 2 (Higham, "Computing the polar decomposition", 1986)
    converges quadratically to the orthogonal polar factor, which is the nearest orthogonal
    matrix in the Frobenius norm, the same answer as U V^T of an SVD. X^-T is the cofactor
    matrix over the determinant: rows x2 x x3, x3 x x1, x1 x x2. It stops when an update
    changes no entry by more than 4 ulp of 1, or after POLAR_ITERATIONS.
    """
    X = tuple(tuple(float(a) for a in row) for row in A)
    for _ in range(POLAR_ITERATIONS):
        cof = (cross(X[1], X[2]), cross(X[2], X[0]), cross(X[0], X[1]))
        det = dot(X[0], cof[0])
        new = tuple(tuple(0.5 * (X[i][j] + cof[i][j] / det) for j in range(3)) for i in range(3))
        change = max(abs(new[i][j] - X[i][j]) for i in range(3) for j in range(3))
        X = new
        if change <= 4 * 2.0**-52:
            break
    return X
