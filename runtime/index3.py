"""Index-3 implicit (backward) Euler with Newton iterations (seed 001, section 3).

Unknowns per step are the accelerations a (r'' and omega_bar' for rA; r'' and p'' or e'' for
rp and re) and the multipliers lam. With v = v_n + h a and q = q_n (+) h v (eqs. 32, 40; for rA
A = A_n exp(h omega~), eq. 32d), the residual is (eqs. 34b, 41, 44)

    g = [ M(q) a + Phi_q^T lam - Q(q, v, t) ;  Phi(q, t) / h^2 ]

scaled by 1/h^2 as in eq. (33a). The iteration matrix (eq. 38c, in its general form) is

    G = [ M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T - h Q_v ,  Phi_q^T ;  Phi_q T , 0 ]

derived symbolically from the sensitivities and emitted as two fused entries (``index3_residual``
and ``index3_matrix``), so that each is one call per iteration. T is the tangent of the update
q_n (+) h v: identity for rp and re; for rA the dexp correction of A_n exp(h omega~), where the
paper keeps only I (eq. 37). Both change the iteration matrix only, never the solution; with T,
Newton keeps its quadratic rate. The Newton loop stops when the correction is small (eq. 46);
the default Theta = 1e-11 / h^2 follows the paper's rule Theta h^2 = 1e-11. The step keeps the
iterate whose correction passed the test (applying that last correction would move positions by
less than h^2 Theta).

The paper's test is absolute; :mod:`mechgen.runtime.newton` adds a relative part and the round-off
floor (a 1e5 kg pendulum, and one in millimetres, failed where the same motion in kg and m ran).
Each block of x = (a, lam) passes on its own, so the multipliers' size (which scales with the
masses) never loosens the test on the accelerations. The accelerations, which make the motion,
must pass the bound; the multipliers may also stop at the round-off floor once they have
(their accuracy is bounded by eps cond(G), which the units of a model can make large: the
pendulum in millimetres, rp, stalls at 9e-4 of 1.5e3 N). So a step at a singular position,
where Newton slows to a linear rate, still fails there.

A module with a compiled ``index3`` kernel (C backend) runs the same loop in one call.

Newton variants (all converge to the same solution, only the work differs): ``"full"``
refactors G at every iteration (the paper's scheme); ``"step"`` (default) factors it at the
first iteration of each step; ``"reuse"`` keeps the factors across steps. Both ``step`` and
``reuse`` refactor as soon as a correction fails to halve the previous one. Measured on the
slider crank (h = 1e-3): step and full take 2.0 iterations per step, reuse 6.8, so reuse pays
only where factoring is far dearer than a residual.
"""

from __future__ import annotations

import math
import time

import numpy as np
from mechgen.core.errors import SolverError

from . import kernels
from .diagnosis import largest_residual
from .index1 import least_squares_accelerations
from .initial import starting_state
from .linalg import lu_factor, lu_solve
from .loader import Model
from .newton import RTOL, STALL, STALL_RATIO, bound, passes
from .results import Trajectory
from .scheme import ASSEMBLE, RECORD_COND, Option, RunState, Scheme, max_iterations, tolerance

NEWTON_MODES = {"reuse": 0, "step": 1, "full": 2}
ENTRIES = ("retract", "Phi", "Phi_q", "nu", "gamma", "M", "Q", "index3_residual", "index3_matrix")


def converged(
    delta: np.ndarray, x: np.ndarray, nv: int, theta: float, last: float, fresh: bool
) -> tuple[bool, float]:
    """Whether the correction ``delta`` of x = (a, lam) ends the iteration (module docstring),
    and the size of its multiplier block (``last`` of the next iteration)."""
    d_a, d_lam = delta[:nv], delta[nv:]
    size = math.sqrt(d_lam @ d_lam)
    accelerations = math.sqrt(d_a @ d_a) <= bound(theta, x[:nv])
    return accelerations and passes(size, bound(theta, x[nv:]), last, fresh), size


def run(
    model: Model,
    state: RunState,
    h: float,
    t_end: float,
    *,
    tol: float | None,
    max_iter: int,
    newton: str,
    assemble: bool,
    record_cond: bool,
) -> Trajectory:
    """Integrates from t = 0 to t_end with step h.

    Args:
        tol: Theta of eq. (46); default 1e-11 / h^2.
        max_iter: K of eq. (46); reaching it is a SolverError naming the step and time.
        newton: ``reuse``, ``step`` or ``full`` (see the module docstring).
        record_cond: record the 2-norm condition number of G at each step.
    """
    if newton not in NEWTON_MODES:
        raise SolverError(f"newton must be one of {', '.join(NEWTON_MODES)}, got '{newton}'")
    mode = NEWTON_MODES[newton]
    theta = 1e-11 / h**2 if tol is None else tol
    p, nv = model.p, model.n_v
    t0, q, v = starting_state(model, state, assemble)
    a, lam = least_squares_accelerations(model, q, v, t0)
    n = int(round((t_end - t0) / h))
    traj = Trajectory.allocate(n, model, state, record_cond)
    traj.store(0, t0, q, v, a, 0, lam=lam)
    if kernels.available(model, state, "index3") and not record_cond:
        outputs = [traj.q, traj.v, traj.a, traj.lam]
        kernels.run(
            model,
            "index3",
            traj,
            outputs,
            h,
            max_iter,
            theta,
            RTOL,
            STALL,
            STALL_RATIO,
            max_iter,
            mode,
        )
        return traj
    x = np.concatenate([a, lam])
    residual, matrix, retract = model.index3_residual, model.index3_matrix, model.retract
    lu = None
    start = time.perf_counter()
    for step in range(1, n + 1):
        t = t0 + step * h
        q_n, v_n = q, v
        if mode != NEWTON_MODES["reuse"] or record_cond:
            lu = None
        last, last_lam = np.inf, np.inf
        cond = None
        for k in range(1, max_iter + 1):  # noqa: B007 (k is the iteration count kept)
            a, lam = x[:nv], x[nv:]
            v = v_n + h * a
            q = retract(q_n, h * v)
            g = residual(q, v, a, lam, t, p, h)
            fresh = lu is None or mode == NEWTON_MODES["full"]
            if fresh:
                G = matrix(q, v, a, lam, t, p, h)
                if record_cond and cond is None:
                    cond = np.linalg.cond(G)
                try:
                    lu = lu_factor(G)
                except np.linalg.LinAlgError as exc:
                    raise SolverError(
                        "singular iteration matrix: redundant or inconsistent "
                        "constraints, or a singular configuration",
                        step,
                        t,
                    ) from exc
            delta = lu_solve(lu, g)
            norm = math.sqrt(delta @ delta)
            if not norm < 1e300:
                raise SolverError(
                    "the Newton iteration diverged (non-finite correction); "
                    + largest_residual(model, g[:nv], g[nv:] * h**2),
                    step,
                    t,
                )
            done, last_lam = converged(delta, x, nv, theta, last_lam, fresh)
            if done:
                break
            x = x - delta
            if norm > 0.5 * last:
                lu = None
            last = norm
        else:
            raise SolverError(
                f"Newton did not converge in {max_iter} iterations (last correction "
                f"{norm:.3e}, tolerance {theta:.3e} + {RTOL:.0e} of the size of a and lam); "
                "reduce the step size; " + largest_residual(model, g[:nv], g[nv:] * h**2),
                step,
                t,
            )
        traj.store(step, t, q, v, a, k, cond, lam)
    traj.wall_time_s = time.perf_counter() - start
    return traj


SCHEME = Scheme(
    "index3",
    "index-3 backward Euler of seed 001 (eqs. 42-46): first order, compiled kernel in C",
    ENTRIES,
    ("rA", "rp", "re"),
    "state",
    run,
    (
        tolerance(None, "Theta of seed 001 eq. (46), default 1e-11 / h^2"),
        max_iterations(),
        Option(
            "newton",
            "Newton variant: reuse the iteration matrix across steps, one per step, or a "
            "fresh one per iteration (default step)",
            "step",
            parse=str,
            choices=tuple(NEWTON_MODES),
        ),
        ASSEMBLE,
        RECORD_COND,
    ),
)
