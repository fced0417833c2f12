"""Dense LU factorization and solves through LAPACK directly (dgetrf/dgetrs, dgesv), and the
least-squares solves of a run's start through the cheapest factorization that gives numpy's
answer.

scipy.linalg.lu_factor / lu_solve spend most of their time validating small inputs; calling the
LAPACK routines directly cuts that overhead, which dominates for the system sizes of a few
bodies. Singular matrices raise numpy's LinAlgError, as numpy.linalg.solve does.

numpy.linalg.lstsq factors by an SVD: a run's start takes four of them (position and velocity
projections, initial accelerations), a quarter of a short run's cost beyond its loop (issue 36).
:func:`minimum_norm` and :func:`regular_or_least_squares` give the same solution through QR or
LU where the matrix has full rank, and fall back to lstsq where it has not.
"""

from __future__ import annotations

import numpy as np
from scipy.linalg import lapack

_getrf, _getrs, _gesv, _gecon, _geqrf, _orgqr, _trtrs = lapack.get_lapack_funcs(
    ("getrf", "getrs", "gesv", "gecon", "geqrf", "orgqr", "trtrs"), (np.zeros(1),)
)
#: a factor whose smallest pivot (or reciprocal condition) is below this fraction of the
#: largest is rank deficient for these solves: lstsq decides instead (numpy's own cut-off,
#: eps times the size, is far below it, so a matrix of full rank here is one for lstsq too)
RANK_CUTOFF = 1e-12


def lu_factor(A: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """LU factors of a square matrix (raises LinAlgError when exactly singular)."""
    lu, piv, info = _getrf(A)
    if info != 0:
        raise np.linalg.LinAlgError(f"singular matrix (LAPACK getrf info = {info})")
    return lu, piv


def lu_solve(factors: tuple[np.ndarray, np.ndarray], b: np.ndarray) -> np.ndarray:
    """Solves A x = b with the factors of :func:`lu_factor`."""
    x, _ = _getrs(factors[0], factors[1], b)
    return x


def solve(A: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Solves A x = b (raises LinAlgError when exactly singular)."""
    _, _, x, info = _gesv(A, b)
    if info != 0:
        raise np.linalg.LinAlgError(f"singular matrix (LAPACK gesv info = {info})")
    return x


def minimum_norm(A: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The least-squares solution of minimum norm of A x = b, numpy.linalg.lstsq's: through the
    QR factorization A^T = Q R (x = Q R^-T b) where A has no more rows than columns and full
    row rank, else by lstsq."""
    m, n = A.shape
    if 0 < m <= n:
        qr, tau, _, info = _geqrf(np.array(A.T, order="F"))
        R = np.triu(qr[:m, :m])
        pivots = np.abs(np.diag(R))
        if info == 0 and pivots.min() > RANK_CUTOFF * pivots.max():
            y, _ = _trtrs(R, b, trans=1)
            Q, _, _ = _orgqr(qr[:, :m], tau)
            return Q @ y
    return np.linalg.lstsq(A, b, rcond=None)[0]


def regular_factor(S: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """The LU factors of a square S (for :func:`lu_solve`) where S is regular, its reciprocal
    condition number (LAPACK's estimate in the 1-norm) above RANK_CUTOFF; else None."""
    if not S.shape[0]:
        return None
    lu, piv, info = _getrf(S)
    if info != 0:
        return None
    rcond, info = _gecon(lu, np.abs(S).sum(axis=0).max())
    return (lu, piv) if info == 0 and rcond > RANK_CUTOFF else None


def regular_or_least_squares(S: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The solution of a square S x = b by LU where S is regular (:func:`regular_factor`),
    else numpy.linalg.lstsq's minimum-norm least squares."""
    factors = regular_factor(S)
    if factors is not None:
        return lu_solve(factors, b)
    return np.linalg.lstsq(S, b, rcond=None)[0]
