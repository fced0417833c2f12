"""Dense LU factorization and solves through LAPACK directly (dgetrf/dgetrs, dgesv).

scipy.linalg.lu_factor / lu_solve spend most of their time validating small inputs; calling the
LAPACK routines directly cuts that overhead, which dominates for the system sizes of a few
bodies. Singular matrices raise numpy's LinAlgError, as numpy.linalg.solve does.
"""

from __future__ import annotations

import numpy as np
from scipy.linalg import lapack

_getrf, _getrs, _gesv = lapack.get_lapack_funcs(("getrf", "getrs", "gesv"), (np.zeros(1),))


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
