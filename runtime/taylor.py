"""The reaction-force scheme of Huang, Yan, Jeng & Cheing (seed 003) on the rA formulation.

The unknowns of a step are the joint reactions f (the components of :mod:`symbolic.reactions`,
so a revolute carries its three forces and the two moments normal to its axis). From the state
(q, v) at t:

    a0 = M^-1 Q(q, v, t)                                   accelerations without reactions
    S  = dPhi_pred/da (q, v, a0) M^-1 B(q)^T               eq. (36), assembled from (14), (20)
    S f = -Phi_pred(q, v, a0)                              eq. (36) (Psi of eq. 4)
    a  = a0 + M^-1 B^T f                                   eqs. (9), (10)
    q_n+1 = q (+) (h v + h^2 a / 2),   v_n+1 = v + h a     eqs. (5)-(10), (12)

Phi_pred is the constraint vector at the second-order Taylor prediction of every body and at
t + h (:mod:`symbolic.taylor`), so the new positions satisfy the joints up to the neglected
products of reactions (O(h^4 f^2)) and the difference between the predicted orientation
polynomial and the exponential: closing this gap is our one choice beyond the paper, which leaves
the orientation update to "eqs. (5)-(10)". We update A by A exp(h omega~ + h^2 alpha~ / 2), equal
to the paper's A + A omega~ h + A (alpha~ + omega~^2) h^2/2 to second order and orthonormal.
S is not singular at kinematic singularities of Phi_q for h > 0 (the paper's Fig. 1 argument);
where the reaction unknowns outnumber the constraint rows (hand-made constraint groups carry six
components; redundant rows dropped), the minimum-norm reactions are taken, which leaves the
motion unique.
"""

from __future__ import annotations

import time

import numpy as np
import scipy.linalg

from mechgen.errors import SolverError

from .diagnosis import non_finite
from .initial import starting_state
from .loader import Model
from .results import Trajectory

ENTRIES = ("retract", "Phi", "Phi_q", "M", "Q", "B", "taylor_residual", "taylor_matrix")


def mass_factors(model: Model, q, t: float, step: int):
    """LU factors of M(q).

    Raises:
        SolverError: the state is not finite.
    """
    try:
        return scipy.linalg.lu_factor(model.M(q, model.p), check_finite=True)
    except (ValueError, np.linalg.LinAlgError) as exc:
        raise SolverError("the state is not finite; reduce the step size", step, t) from exc


def reactions_step(model: Model, q, v, t: float, h: float, step: int, lu=None):
    """(a, f, S) of one step from the state (q, v) at t; ``lu``: the factors of a constant
    mass matrix (rA's), else M(q) is factored here.

    Raises:
        SolverError: the reaction matrix S is singular or the result is not finite.
    """
    p = model.p
    if lu is None:
        lu = mass_factors(model, q, t, step)
    a0 = scipy.linalg.lu_solve(lu, model.Q(q, v, t, p), check_finite=False)
    Minv_BT = scipy.linalg.lu_solve(lu, model.B(q, p).T, check_finite=False)
    S = model.taylor_matrix(q, v, a0, t, p, h) @ Minv_BT
    psi = model.taylor_residual(q, v, a0, t, p, h)
    if S.shape[0] == S.shape[1]:
        try:
            f = np.linalg.solve(S, -psi)
        except np.linalg.LinAlgError as exc:
            raise SolverError(
                "singular reaction matrix of the Taylor scheme (eq. 36): a statically "
                "indeterminate joint set; drop redundant rows when generating",
                step,
                t,
            ) from exc
    else:
        f = np.linalg.lstsq(S, -psi, rcond=None)[0]
    a = a0 + Minv_BT @ f
    if not (np.all(np.isfinite(a)) and np.all(np.isfinite(f))):
        raise SolverError(
            f"the reactions became non-finite ({non_finite(model, q, v)}); reduce the step size",
            step,
            t,
        )
    return a, f, S


def run(
    model: Model,
    h: float,
    t_end: float,
    *,
    assemble: bool = False,
    record_cond: bool = False,
) -> Trajectory:
    """Integrates from t = 0 to t_end with step h; the reactions of each stored state are those
    of the step that starts there (the last state's close the record).

    Args:
        record_cond: store the 2-norm condition number of the reaction matrix S per step.

    Raises:
        SolverError: a singular reaction matrix or a non-finite state, naming step and time.
    """
    if model.formulation != "rA":
        raise SolverError("scheme 'taylor' needs the rA formulation")
    t0, q, v = starting_state(model, assemble)
    n = int(round((t_end - t0) / h))
    traj = Trajectory.allocate(n, model, record_cond)
    traj.f = np.zeros((n + 1, model.B(q, model.p).shape[0]))
    lu = mass_factors(model, q, t0, 0) if model.meta["mass_matrix_constant"] else None
    start = time.perf_counter()
    for step in range(n + 1):
        t = t0 + step * h
        a, f, S = reactions_step(model, q, v, t, h, step, lu)
        traj.store(step, t, q, v, a, 0, np.linalg.cond(S) if record_cond else None)
        traj.f[step] = f
        if step < n:
            q = model.retract(q, h * v + 0.5 * h * h * a)
            v = v + h * a
    traj.wall_time_s = time.perf_counter() - start
    return traj
