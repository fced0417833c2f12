"""The index-1 equations at one instant (seed 002 eq. 3; seed 001 eq. 16 with eq. 31):

    [ M    Phi_q^T ] [ a   ]   [ Q                                  ]
    [ Phi_q  0     ] [ lam ] = [ gamma - 2 alpha (Phi_q v - nu) - beta^2 Phi ]

solved for the accelerations a and the multipliers lam. The Baumgarte terms (alpha, beta) are
zero unless asked for (constraint stabilization of the lie-mk scheme).
"""

from __future__ import annotations

import numpy as np
from mechgen.core.errors import SolverError

from .linalg import regular_or_least_squares
from .loader import Model


def index1_system(
    model: Model, q, v, t: float, baumgarte: tuple[float, float] | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """The matrix and right-hand side of the index-1 equations at (q, v, t)."""
    p, nv = model.p, model.n_v
    Pq = model.Phi_q(q, t, p)
    S = np.zeros((nv + model.n_c, nv + model.n_c))
    S[:nv, :nv] = model.M(q, p)
    S[:nv, nv:] = Pq.T
    S[nv:, :nv] = Pq
    gamma = model.gamma(q, v, t, p)
    if baumgarte is not None:
        alpha, beta = baumgarte
        gamma = gamma - 2.0 * alpha * (Pq @ v - model.nu(q, t, p)) - beta**2 * model.Phi(q, t, p)
    return S, np.concatenate([model.Q(q, v, t, p), gamma])


def accelerations(
    model: Model,
    q,
    v,
    t: float,
    baumgarte: tuple[float, float] | None = None,
    step: int | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(a, lam, matrix) at (q, v, t).

    Raises:
        SolverError: the matrix is singular (redundant rows kept, or a singular configuration),
            naming the step and time when given.
    """
    S, rhs = index1_system(model, q, v, t, baumgarte)
    try:
        x = np.linalg.solve(S, rhs)
    except np.linalg.LinAlgError as exc:
        raise SolverError(
            "singular index-1 matrix [M Phi_q^T; Phi_q 0]: redundant constraints (derive with "
            "redundant rows dropped) or a singular configuration",
            step,
            t,
        ) from exc
    return x[: model.n_v], x[model.n_v :], S


def least_squares_accelerations(model: Model, q, v, t: float) -> tuple[np.ndarray, np.ndarray]:
    """(a, lam) by least squares, for the initial accelerations whatever the rank."""
    S, rhs = index1_system(model, q, v, t)
    x = regular_or_least_squares(S, rhs)
    return x[: model.n_v], x[model.n_v :]
