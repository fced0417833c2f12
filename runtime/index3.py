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
the default Theta (:func:`default_theta`) follows the paper's rule Theta h^2 = 1e-11 down to
h = 1e-3 and is capped below it. The step keeps the iterate whose correction passed the test
(applying that last correction would move positions by less than h^2 Theta).

The paper's test is absolute; :mod:`mechgen.runtime.newton` adds a relative part and the round-off
floor (a 1e5 kg pendulum, and one in millimetres, failed where the same motion in kg and m ran).
Each block of x = (a, lam) passes on its own, so the multipliers' size (which scales with the
masses) never loosens the test on the accelerations. The accelerations, which make the motion,
must pass the bound; the multipliers may also stop at the round-off floor once they have
(their accuracy is bounded by eps cond(G), which the units of a model can make large: the
pendulum in millimetres, rp, stalls at 9e-4 of 1.5e3 N). So a step at a singular position,
where Newton slows to a linear rate, still fails there.

A module with a compiled ``index3`` kernel (C backend) runs the same loop in one call; the
kernel serves every scheme of the family (:class:`Discretization`: backward Euler here,
generalized-alpha in :mod:`mechgen.runtime.genalpha`) and evaluates the family's iteration
matrix, genalpha_matrix, which at backward Euler's sensitivities is index3_matrix.

Newton variants (all converge to the same solution, only the work differs): ``"full"``
refactors G at every iteration (the paper's scheme); ``"step"`` (default) factors it at the
first iteration of each step; ``"reuse"`` keeps the factors across steps. Both ``step`` and
``reuse`` refactor as soon as a correction fails to halve the previous one. Measured on the
slider crank (h = 1e-3): step and full take 2.0 iterations per step, reuse 6.8, so reuse pays
only where factoring is far dearer than a residual.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from mechgen.core.errors import SolverError

from . import kernels
from .augmented import (
    AUGMENTED,
    FORMULATIONS,
    MAX_ITERATIONS,
    AugmentedStep,
    iteration_limit,
)
from .diagnosis import largest_residual
from .index1 import least_squares_accelerations
from .initial import starting_state
from .linalg import lu_factor, lu_solve
from .loader import Model
from .newton import (
    NEWTON_MODES,
    POSITION_ROUNDOFF,
    RTOL,
    STALL,
    STALL_RATIO,
    acceleration_floor,
    converged,
    diverged,
    not_converged,
)
from .reactions import STATE
from .scheme import ASSEMBLE, RECORD_COND, Option, RunState, Scheme, tolerance
from .trajectory import Stopwatch, Trajectory

#: index3_matrix for the numpy loop (seed 001 eq. 38c), genalpha_matrix for the compiled kernel,
#: which serves every index-3 scheme (at backward Euler's sensitivities it is index3_matrix)
ENTRIES = (
    "retract",
    "Phi",
    "Phi_q",
    "nu",
    "gamma",
    "M",
    "Q",
    "index3_residual",
    "index3_matrix",
    "genalpha_matrix",
)


#: the cap of the default Theta (its value at h = 1e-3), and the round-off floor it keeps above
THETA_CAP = 1e-5
THETA_FLOOR = 1e-14
#: the default Theta as help texts state it
THETA_TEXT = "min(1e-11 / h^2, max(1e-5, 1e-14 / h^2))"


def default_theta(h: float) -> float:
    """The default Newton test Theta of eq. (46) at step h:

        Theta = min(1e-11 / h^2, max(THETA_CAP, THETA_FLOOR / h^2)).

    The paper's rule Theta h^2 = 1e-11 bounds each step's position correction, but the
    acceleration error it admits enters the velocities at every step and accumulates over the
    T / h steps, a global velocity error up to T 1e-11 / h^2: below h = 1e-4 a smaller step gave
    a worse answer (a universal-joint pendulum in genalpha over 2 s: 3.1e-8 m at h = 1e-4,
    3.4e-6 m at h = 5e-5, issue 36). Our choice keeps the paper's Theta from h = 1e-3 up and
    caps it below at its value there (5e-5: 7.8e-9 m, second order again), but never within 10x
    of the round-off floor of the residual scaled by 1 / h^2 (eps |Phi| / h^2, measured 3.5e-7 at
    h = 5e-5: 1e-14 / h^2 takes over below h = 3e-5)."""
    return min(1e-11 / h**2, max(THETA_CAP, THETA_FLOOR / h**2))


@dataclass(frozen=True)
class Discretization:
    """One step of an index-3 Newton scheme in its unknowns (acc, lam), acc the acceleration at
    t_n+1 (the family of Arnold & Bruls 2007, written so that backward Euler is a member):

        a_n+1 = (alpha_f acc_n - alpha_m a_n + (1 - alpha_f) acc) / (1 - alpha_m),
        v_n+1 = v_n + h (g0 a_n + g1 a_n+1),
        q_n+1 = q_n (+) h (v_n + h (b0 a_n + b1 a_n+1)),

    a the method's pseudo-acceleration, carried from step to step with acc. Seed 001's backward
    Euler is alpha_m = alpha_f = b0 = g0 = 0, b1 = g1 = 1 (a = acc, the increment h v_n+1).
    ``matrix`` evaluates the iteration matrix at (q, v, dv, acc, lam, t) for the sensitivities
    hq = dq/dacc and hv = dv/dacc (:meth:`sensitivities`)."""

    alpha_m: float
    alpha_f: float
    b0: float
    b1: float
    g0: float
    g1: float
    matrix: Callable[..., np.ndarray]

    @property
    def coefficients(self) -> np.ndarray:
        """(alpha_m, alpha_f, b0, b1, g0, g1), as the compiled kernel takes them."""
        return np.array([self.alpha_m, self.alpha_f, self.b0, self.b1, self.g0, self.g1])

    @property
    def carries_state(self) -> bool:
        """Whether a step depends on more than (q_n, v_n): on acc_n and a_n. Backward Euler's
        does not (acc_n and lam_n are only Newton's starting guess)."""
        return any((self.alpha_m, self.alpha_f, self.b0, self.g0))

    def sensitivities(self, h: float) -> tuple[float, float]:
        """(hq, hv): how far q and v move per unit of acc (a_n+1 moves by w = (1 - alpha_f) /
        (1 - alpha_m) per unit of acc)."""
        w = (1.0 - self.alpha_f) / (1.0 - self.alpha_m)
        return h * h * self.b1 * w, h * self.g1 * w

    def advance(self, h: float, v_n, acc_n, a_n, acc) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(a_n+1, v_n+1, increment of q) for the unknown acc."""
        a = (self.alpha_f * acc_n - self.alpha_m * a_n + (1.0 - self.alpha_f) * acc) / (
            1.0 - self.alpha_m
        )
        v = v_n + h * (self.g0 * a_n + self.g1 * a)
        return a, v, h * (v_n + h * (self.b0 * a_n + self.b1 * a))


def _index3_matrix(model: Model, q, v, dv, acc, lam, t: float, h: float, hq: float, hv: float):
    return model.index3_matrix(q, v, acc, lam, t, model.p, h)


BACKWARD_EULER = Discretization(0.0, 0.0, 0.0, 1.0, 0.0, 1.0, _index3_matrix)


def run(
    model: Model,
    state: RunState,
    h: float,
    t_end: float,
    *,
    tol: float | None,
    max_iter: int | None,
    newton: str,
    assemble: bool,
    record_cond: bool,
    augmented: bool,
    carried: dict | None = None,
) -> Trajectory:
    """Integrates from t = 0 to t_end with step h.

    Args:
        tol: Theta of eq. (46); default :func:`default_theta`.
        max_iter: K of eq. (46); reaching it is a SolverError naming the step and time (None:
            25, or 100 when augmented).
        newton: ``reuse``, ``step`` or ``full`` (see the module docstring).
        record_cond: record the 2-norm condition number of G at each step.
        augmented: the augmented Lagrangian form with projections
            (:mod:`mechgen.runtime.augmented`) instead of the multipliers as unknowns.
        carried: what a resumed run continues with (:func:`integrate`).
    """
    options = (tol, max_iter, newton, assemble, record_cond, augmented, carried)
    return integrate(model, state, h, t_end, BACKWARD_EULER, *options)


def integrate(
    model: Model,
    state: RunState,
    h: float,
    t_end: float,
    method: Discretization,
    tol: float | None,
    max_iter: int | None,
    newton: str,
    assemble: bool,
    record_cond: bool,
    augmented: bool = False,
    carried: dict | None = None,
) -> Trajectory:
    """The Newton loop of the index-3 schemes (backward Euler here, generalized-alpha in
    :mod:`mechgen.runtime.genalpha`) with the step ``method``. For a method that carries state
    beyond (q, v), ``carried`` holds what a resumed run continues with (acceleration,
    pseudo-acceleration and multipliers of its last row), and every run leaves the same in
    ``Trajectory.resume["carried"]``; otherwise, and at the start of a run, it starts from the
    least-squares accelerations, a = acc (a fresh starting guess, with which a step that failed
    in the compiled kernel is redone). ``augmented`` steps with
    :class:`mechgen.runtime.augmented.AugmentedStep` (in Python), else with
    :class:`MultiplierStep` (or the compiled kernel, which runs the same iteration)."""
    if newton not in NEWTON_MODES:
        raise SolverError(f"newton must be one of {', '.join(NEWTON_MODES)}, got '{newton}'")
    mode = NEWTON_MODES[newton]
    max_iter = iteration_limit(max_iter, augmented)
    theta = default_theta(h) if tol is None else tol
    t0, q, v = starting_state(model, state, assemble)
    keep = method.carries_state
    if keep and carried and state.start is not None:
        acc, pseudo, lam = (np.array(carried[k], dtype=float) for k in CARRIED)
    else:
        acc, lam = least_squares_accelerations(model, q, v, t0)
        pseudo = acc.copy()
    n = int(round((t_end - t0) / h))
    traj = Trajectory.allocate(n, model, state, record_cond)
    traj.store(0, t0, q, v, acc, 0, lam=lam)
    if kernels.available(
        model, state, "index3", {"--record-cond": record_cond, "--augmented": augmented}
    ):
        try:
            kernels.run(
                model,
                "index3",
                traj,
                h,
                max_iter,
                method=method.coefficients,
                pseudo=pseudo,
                theta=theta,
                rtol=RTOL,
                stall=STALL,
                stall_ratio=STALL_RATIO,
                roundoff=POSITION_ROUNDOFF,
                max_iter=max_iter,
                newton_mode=mode,
                **traj.outputs("q", "v", "a", "lam"),
            )
        finally:
            if keep:
                traj.resume["carried"] = _carried(traj, pseudo)
        return traj
    solve = (AugmentedStep if augmented else MultiplierStep)(
        model, method, h, theta, max_iter, mode, record_cond
    )
    watch = Stopwatch()
    for step in range(1, n + 1):
        t = t0 + step * h
        q, v, acc, lam, pseudo, k, cond = solve(step, t, q, v, acc, lam, pseudo)
        traj.store(step, t, q, v, acc, k, cond, lam)
        if keep:
            traj.resume["carried"] = _carried(traj, pseudo)
    watch.stop(traj)
    return traj


class MultiplierStep:
    """One step of the Newton iteration on x = (acc, lam) with the iteration matrix G of the
    module docstring (its factors kept across steps in the ``reuse`` mode)."""

    def __init__(self, model: Model, method: Discretization, h: float, theta, max_iter, mode, cond):
        self.model, self.method, self.h, self.theta = model, method, h, theta
        self.max_iter, self.mode, self.record_cond = max_iter, mode, cond
        self.hq, self.hv = method.sensitivities(h)
        self.h_residual = math.sqrt(self.hq)  # Phi / hq: Arnold & Bruls' scaling
        self.lu = None

    def __call__(self, step: int, t: float, q_n, v_n, acc_n, lam, a_n):
        """(q, v, acc, lam, pseudo-acceleration, iterations, cond(G) or None) at t_n+1."""
        model, method, h, theta = self.model, self.method, self.h, self.theta
        p, nv, h_residual = model.p, model.n_v, self.h_residual
        x = np.concatenate([acc_n, lam])
        if self.mode != NEWTON_MODES["reuse"] or self.record_cond:
            self.lu = None
        last, last_sizes = np.inf, (np.inf, np.inf)
        cond = None
        for k in range(1, self.max_iter + 1):  # noqa: B007 (k is the iteration count kept)
            acc, lam = x[:nv], x[nv:]
            pseudo, v, dv = method.advance(h, v_n, acc_n, a_n, acc)
            q = model.retract(q_n, dv)
            g = model.index3_residual(q, v, acc, lam, t, p, h_residual)
            fresh = self.lu is None or self.mode == NEWTON_MODES["full"]
            if fresh:
                G = method.matrix(model, q, v, dv, acc, lam, t, h, self.hq, self.hv)
                if self.record_cond and cond is None:
                    cond = np.linalg.cond(G)
                self.lu = factored(G, step, t)
            delta = lu_solve(self.lu, g)
            norm = math.sqrt(delta @ delta)
            if not norm < 1e300:
                residual = largest_residual(model, g[:nv], g[nv:] * h_residual**2)
                raise diverged(residual, step, t)
            floor = acceleration_floor(q, self.hq)
            done, sizes = converged(
                delta[:nv], delta[nv:], x[:nv], x[nv:], theta, last_sizes, fresh, floor
            )
            last_sizes = (min(last_sizes[0], sizes[0]), min(last_sizes[1], sizes[1]))
            if done:
                return q, v, acc, lam, pseudo, k, cond
            x = x - delta
            if norm > 0.5 * last:
                self.lu = None
            last = norm
        residual = largest_residual(model, g[:nv], g[nv:] * h_residual**2)
        reach = float(np.abs(q).max()) if last_sizes[0] <= floor else None
        raise not_converged(self.max_iter, norm, theta, residual, step, t, reach)


def factored(G: np.ndarray, step: int, t: float):
    """The LU factors of an iteration matrix, or a SolverError at (step, t) where singular."""
    try:
        return lu_factor(G)
    except np.linalg.LinAlgError as exc:
        raise SolverError(
            "singular iteration matrix: redundant or inconsistent constraints, or a singular "
            "configuration (--augmented runs through both)",
            step,
            t,
        ) from exc


#: What a resumed index-3 run continues with beyond (t, q, v), the keys of ``carried``.
CARRIED = ("acceleration", "pseudo_acceleration", "multipliers")


def _carried(traj: Trajectory, pseudo: np.ndarray) -> dict:
    """The state a resumed run continues with: the last stored row's acceleration and
    multipliers and the method's pseudo-acceleration there."""
    last = traj.stored - 1
    values = (traj.a[last].tolist(), pseudo.tolist(), traj.lam[last].tolist())
    return dict(zip(CARRIED, values, strict=True))


#: The Newton variant option of the index-3 schemes.
NEWTON = Option(
    "newton",
    "Newton variant: reuse the iteration matrix across steps, one per step, or a fresh one per "
    "iteration",
    "step",
    parse=str,
    choices=tuple(NEWTON_MODES),
)

SCHEME = Scheme(
    "index3",
    "index-3 backward Euler (eqs. 42-46): first order, compiled kernel in C",
    ENTRIES,
    FORMULATIONS,
    STATE,
    run,
    (
        tolerance(None, "the test Theta of eq. (46)", THETA_TEXT),
        MAX_ITERATIONS,
        NEWTON,
        AUGMENTED,
        ASSEMBLE,
        RECORD_COND,
    ),
    source="seed001",
    order=1,
    velocity_level="enforced only with --augmented",
    kernel="index3",
)
