"""Kinematic analysis of fully driven mechanisms (seed 001, section 2).

Position: Newton on Phi(q, t_n) = 0 with Phi_q as iteration matrix and corrections applied
through the formulation's update (rA: A exp(theta~), eq. 12), starting from the predictor
q_{n-1} (+) h v_{n-1} (eq. 11); stop when ||delta|| <= tol + RTOL ||q||
(:mod:`mechgen.runtime.newton`: the same test in any unit of length; no stall rule, so a driver that
loses rank fails there). Velocity and
acceleration from the linear systems Phi_q v = nu and Phi_q v' = gamma (eqs. 15b, 16). A module
with a compiled ``kinematics`` kernel (C backend) runs the same loop in one call.
"""

from __future__ import annotations

import numpy as np
from mechgen.core.errors import SolverError

from . import kernels
from .diagnosis import largest_residual
from .initial import starting_state
from .linalg import lu_factor, lu_solve, solve
from .loader import Model
from .newton import RTOL, bound
from .reactions import INVERSE
from .scheme import ASSEMBLE, RECORD_COND, RunState, Scheme, max_iterations, tolerance
from .trajectory import Stopwatch, Trajectory

#: M and Q serve the inverse dynamics of the reactions (driver efforts), not the analysis.
ENTRIES = ("retract", "Phi", "Phi_q", "nu", "gamma", "M", "Q")


def run(
    model: Model,
    state: RunState,
    h: float,
    t_end: float,
    *,
    tol: float,
    max_iter: int,
    assemble: bool,
    record_cond: bool,
) -> Trajectory:
    """Kinematic analysis from t = 0 to t_end with step h.

    Raises:
        SolverError: when the mechanism is not fully driven (names the degrees of freedom
            left), or a Newton solve fails (names the step and time).
    """
    if model.n_c != model.n_v:
        dof = model.n_v - model.n_c
        raise SolverError(
            f"kinematics needs a fully driven mechanism with as many independent "
            f"constraint rows as velocity coordinates; '{model.MECHANISM}' has "
            f"{model.n_c} rows for {model.n_v} coordinates ({dof} degrees of "
            "freedom left): add drivers or use a dynamics scheme"
        )
    t0, q, v = starting_state(model, state, assemble)
    p = model.p
    n = int(round((t_end - t0) / h))
    traj = Trajectory.allocate(n, model, state, record_cond)
    Pq = model.Phi_q(q, t0, p)
    a = solve(Pq, model.gamma(q, v, t0, p))
    traj.store(0, t0, q, v, a, 0)
    if kernels.available(model, state, "kinematics", {"--record-cond": record_cond}):
        outputs = traj.outputs("q", "v", "a")
        kernels.run(
            model, "kinematics", traj, h, max_iter, tol=tol, rtol=RTOL, max_iter=max_iter, **outputs
        )
        return traj
    watch = Stopwatch()
    for step in range(1, n + 1):
        t = t0 + step * h
        q = model.retract(q, h * v)
        for k in range(1, max_iter + 1):  # noqa: B007 (k is the iteration count kept)
            Pq = model.Phi_q(q, t, p)
            try:
                delta = -solve(Pq, model.Phi(q, t, p))
            except np.linalg.LinAlgError as exc:
                raise SolverError(
                    "singular constraint Jacobian in the position analysis: the "
                    "mechanism is at a singular configuration or a driver lost rank",
                    step,
                    t,
                ) from exc
            q = model.retract(q, delta)
            if not np.isfinite(delta).all():
                raise SolverError(
                    "the position analysis diverged (non-finite correction); "
                    + largest_residual(model, constraints=model.Phi(q, t, p)),
                    step,
                    t,
                )
            if np.sqrt(delta @ delta) <= bound(tol, q):
                break
        else:
            raise SolverError(
                f"position analysis did not converge in {max_iter} Newton "
                f"iterations (last correction {np.linalg.norm(delta):.3e}); "
                + largest_residual(model, constraints=model.Phi(q, t, p)),
                step,
                t,
            )
        Pq = model.Phi_q(q, t, p)
        lu = lu_factor(Pq)
        v = lu_solve(lu, model.nu(q, t, p))
        a = lu_solve(lu, model.gamma(q, v, t, p))
        traj.store(step, t, q, v, a, k, np.linalg.cond(Pq) if record_cond else None)
    watch.stop(traj)
    return traj


SCHEME = Scheme(
    "kinematics",
    "kinematic analysis of a fully driven mechanism: Newton on Phi = 0, then velocities and "
    "accelerations from the constraints",
    ENTRIES,
    ("rA", "rp", "re"),
    INVERSE,
    run,
    (
        tolerance(1e-10, "absolute part of the test on each correction"),
        max_iterations(),
        ASSEMBLE,
        RECORD_COND,
    ),
    source="seed001",
    kernel="kinematics",
)
