"""Dense LU factorization and solves through LAPACK directly (dgetrf/dgetrs, dgesv), and the
least-squares solves of a run's start through the cheapest factorization that gives numpy's
answer.

scipy.linalg.lu_factor / lu_solve spend most of their time validating small inputs; calling the
LAPACK routines directly cuts that overhead, which dominates for the system sizes of a few
bodies. Singular matrices raise numpy's LinAlgError, as numpy.linalg.solve does. scipy is
imported at the first factorization, not with the runtime: importing scipy.linalg takes
0.18 s, half of the command line's start-up, and a run of a compiled module needs none of it
(its start solves with numpy alone, below; issue 36's start-up targets).

numpy.linalg.lstsq factors by an SVD: a run's start takes four of them (position and velocity
projections, initial accelerations), a quarter of a short run's cost beyond its loop (issue 36).
:func:`minimum_norm` and :func:`regular_or_least_squares` give the same solution through QR or
LU where the matrix has full rank, and fall back to lstsq where it has not.
"""

from __future__ import annotations

import functools

import numpy as np


@functools.cache
def _lapack():
    """(getrf, getrs, gecon) of the LAPACK scipy ships, loaded at the first use."""
    from scipy.linalg import lapack

    return lapack.get_lapack_funcs(("getrf", "getrs", "gecon"), (np.zeros(1),))


#: a factor whose smallest pivot (or reciprocal condition) is below this fraction of the
#: largest is rank deficient for these solves: lstsq decides instead (numpy's own cut-off,
#: eps times the size, is far below it, so a matrix of full rank here is one for lstsq too)
RANK_CUTOFF = 1e-12


def lu_factor(A: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """LU factors of a square matrix (raises LinAlgError when exactly singular)."""
    lu, piv, info = _lapack()[0](A)
    if info != 0:
        raise np.linalg.LinAlgError(f"singular matrix (LAPACK getrf info = {info})")
    return lu, piv


def lu_solve(factors: tuple[np.ndarray, np.ndarray], b: np.ndarray) -> np.ndarray:
    """Solves A x = b with the factors of :func:`lu_factor`."""
    x, _ = _lapack()[1](factors[0], factors[1], b)
    return x


def solve(A: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Solves A x = b (raises LinAlgError when exactly singular): numpy's gesv, the same LAPACK
    routine, without scipy (module docstring)."""
    return np.linalg.solve(A, b)


def minimum_norm(A: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The least-squares solution of minimum norm of A x = b, numpy.linalg.lstsq's: through the
    QR factorization A^T = Q R (x = Q R^-T b) where A has no more rows than columns and full
    row rank, else by lstsq."""
    m, n = A.shape
    if 0 < m <= n:
        Q, R = np.linalg.qr(A.T)
        pivots = np.abs(np.diag(R))
        if pivots.min() > RANK_CUTOFF * pivots.max():
            return Q @ np.linalg.solve(R.T, b)
    return np.linalg.lstsq(A, b, rcond=None)[0]


def minimum_norm_rows(A: np.ndarray, b: np.ndarray) -> np.ndarray:
    """:func:`minimum_norm` of a stack of systems, A (rows, m, n) and b (rows, m): A^T (A
    A^T)^-1 b, one batched solve (a thousandth of the pseudo-inverses' cost); by the
    pseudo-inverse where redundant rows make A A^T singular."""
    gram = np.einsum("nij,nkj->nik", A, A)
    try:
        return np.einsum("nji,nj->ni", A, np.linalg.solve(gram, b[..., None])[..., 0])
    except np.linalg.LinAlgError:
        return np.einsum("nij,nj->ni", np.linalg.pinv(A), b)


def regular_factor(S: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """The LU factors of a square S (for :func:`lu_solve`) where S is regular, its reciprocal
    condition number (LAPACK's estimate in the 1-norm) above RANK_CUTOFF; else None."""
    if not S.shape[0]:
        return None
    getrf, _, gecon = _lapack()
    lu, piv, info = getrf(S)
    if info != 0:
        return None
    rcond, info = gecon(lu, np.abs(S).sum(axis=0).max())
    return (lu, piv) if info == 0 and rcond > RANK_CUTOFF else None


def regular_or_least_squares(S: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The solution of a square S x = b by LU where S is regular (its reciprocal condition in
    the 1-norm above RANK_CUTOFF), else numpy.linalg.lstsq's minimum-norm least squares; numpy
    alone (module docstring)."""
    if S.shape[0]:
        try:
            inverse = np.linalg.inv(S)
        except np.linalg.LinAlgError:
            inverse = None
        if inverse is not None and np.all(np.isfinite(inverse)):
            norm = np.abs(S).sum(axis=0).max() * np.abs(inverse).sum(axis=0).max()
            if norm > 0 and 1.0 / norm > RANK_CUTOFF:
                return np.linalg.solve(S, b)
    return np.linalg.lstsq(S, b, rcond=None)[0]
