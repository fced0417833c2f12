"""Energy-momentum schemes of the director formulation (seed 000): ``constrained`` and
``nullspace``.

Both solve the mid-point scheme of eq. (10) for constant M,

    q_n+1 - q_n = h v_n+1/2,
    M (v_n+1 - v_n) = -h grad_V(q_n, q_n+1) - h G(q_n+1/2)^T lam,          Phi(q_n+1) = 0,

with v_n+1/2 = (v_n + v_n+1)/2, so v_n+1 = 2 (q_n+1 - q_n)/h - v_n. G(q_n+1/2) is the discrete
constraint Jacobian because every row is at most quadratic (eq. 67). grad_V is the mid-point
gradient when V is at most quadratic (gravity), else Gonzalez's discrete gradient

    grad_V = grad V(q_m) + (V(q_n+1) - V(q_n) - grad V(q_m) . dq) dq / |dq|^2,   dq = q_n+1 - q_n,

which makes V(q_n+1) - V(q_n) = grad_V . dq exactly; the scheme then conserves energy and the
momentum maps of the symmetries (seed 000 sec. 2.2.1).

``constrained``: Newton on (q_n+1, lam), n + m unknowns, with residual
[y + h G_m^T lam; Phi(q_n+1)], y = (2/h) M dq - 2 M v_n + h grad_V, and iteration matrix
[[2M/h + h d(grad_V)/dq_n+1 + h/2 (G^T lam)_q, h G_m^T], [G(q_n+1), 0]].

``nullspace``: the multipliers are eliminated with the discrete null-space matrix
P(q_n, q_n+1) = P(q_n+1/2) (seed 000 eqs. 11-14, 68-74): P^T y = 0, with q_n+1 = F(mu)
(eq. 15), n - m unknowns. Newton runs on the constraint manifold: each correction delta is
applied as q_n+1 <- F_{q_n+1}(delta), whose derivative at delta = 0 is P(q_n+1), so the
iteration matrix is d(P_m^T y)/dq_n+1 P(q_n+1) (quadratic convergence, and the same solution as
reparametrizing from q_n; the emitted F is the paper's).

Closed loops (two-step procedure; Part I's appendix C is not in seeds/, so we design it from
first principles). Step 1 is the open forest: P_o = P(q_m) and F. Step 2 closes the loop with the
closure rows Phi_c (cut joints and hand-made constraints): their discrete Jacobian on the
forest's velocities is G~ = G_c(q_m) P_o (quadratic rows again); its numerical null space N (SVD,
rank by a relative tolerance, so redundant closure rows such as the sixth joint of a
single-loop linkage are harmless) gives the closed-loop discrete null space P_o N (eq. 192's
discrete counterpart), and the unknowns mu of the forest are fixed by

    N^T P_o^T y = 0   and   Phi_c(q_n+1) = 0,

a consistent overdetermined system solved by Gauss-Newton (least squares; quadratic for
consistent systems). The closure rows are scaled to the norm of the dynamic rows (a row scaling
that leaves the solution unchanged and keeps the condition number independent of h).
The Jacobian of N^T P_o^T y uses y - G_c^T lam_c, lam_c the closure
multipliers in the least-squares sense, so that the derivative of N drops out at the solution.
Closed-form closing conditions (e.g. theta_2(theta_1) of the six-body linkage) enter through the
consistent initial velocities (Mechanism.set_joint_rates).

The basis N of step 2 is a choice (``closure_basis``); both span the same null space, so the
steps' solutions agree, but the reduced iteration matrix, and so its condition number, differ:

- ``orthonormal`` (default): the right singular vectors of G~ beyond its rank. Well conditioned
  wherever the closed loop is regular, whatever coordinates the forest has.
- ``partitioned``: the paper's eq. (191), P_ext^oc = [1; dtheta_2/dtheta_1; ...], made general
  (Wehage and Haug's coordinate partitioning of G~ w = 0): k = n_o - rank independent forest
  coordinates w_i, the first ones in the forest's order whose complement keeps G~'s rank (for
  the six-body linkage theta_1, the paper's choice), chosen at the run's first step and kept, and
  N = [I; -G~_d^+ G~_i] (rows reordered). The dependent rates dtheta_d / dtheta_i grow without
  bound where that set reaches a fold of the loop, and so does cond(N); seed 000 Table V's
  reduced condition numbers are of this kind. The compiled kernel computes the orthonormal
  basis only: a partitioned run steps in Python and says so.

A module with compiled ``constrained`` and ``nullspace`` kernels (C backend,
templates/c/kernels/) runs the same loops in one call each; the differences are those of
round-off and of which side of tol a Newton correction falls (tests/test_director.py states the
bound). The iteration matrix of ``constrained`` is factored in band storage; ``nullspace``
replaces numpy's SVD and least squares by a one-sided Jacobi SVD of G~ and Householder QR. Its
multipliers, when reactions are asked for, are recovered afterwards from the stored rows.
Condition numbers (record_cond) are Python work: asked for, the run steps in Python.
"""

from __future__ import annotations

import math

import numpy as np
from mechgen.core.errors import SolverError

from . import kernels
from .diagnosis import largest_residual
from .initial import starting_state
from .loader import Model
from .newton import STALL, STALL_RATIO, passes
from .reactions import MIDPOINT
from .scheme import ASSEMBLE, RECORD_COND, Option, RunState, Scheme, max_iterations, tolerance
from .trajectory import Stopwatch, Trajectory

ENTRIES = (
    "Phi",
    "Phi_q",
    "M",
    "Phi_qT_lam_q",
    "energy",
    "nullspace",
    "nullspace_T_w_q",
    "reparam",
    "potential_gradient",
    "potential_hessian",
)
RANK_TOLERANCE = 1e-8
#: the bases of a closed loop's discrete null space (``closure_basis``, module docstring)
CLOSURE_BASES = ("orthonormal", "partitioned")
#: Halvings of a Newton correction tried before it is applied whole (damped).
BACKTRACKS = 12
#: Below this size a correction is applied along the tangent, q - P(q) delta (off the manifold
#: by O(|delta|^2) < 1e-16), rather than through F, whose products of rotations would re-round
#: every coordinate at each step and make momentum and energy walk at the 1e-9 level.
LINEAR_UPDATE = 1e-8


class DiscreteGradient:
    """grad_V(q_n, q_n+1) and its derivative with respect to q_n+1."""

    def __init__(self, model: Model):
        self.model = model
        self.quadratic = bool(model.meta.potential_quadratic)
        self.zero_v = np.zeros(model.n_v)

    def potential(self, q: np.ndarray) -> float:
        return float(self.model.energy(q, self.zero_v, 0.0, self.model.p)[1])

    def __call__(self, q0: np.ndarray, q1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        p = self.model.p
        qm = 0.5 * (q0 + q1)
        g = self.model.potential_gradient(qm, p)
        H = self.model.potential_hessian(qm, p)
        dq = q1 - q0
        s = dq @ dq
        if self.quadratic or s <= 1e-14 * (1.0 + q0 @ q0):
            return g, 0.5 * H
        e = self.potential(q1) - self.potential(q0) - g @ dq
        de = self.model.potential_gradient(q1, p) - g - 0.5 * H @ dq
        J = 0.5 * H + np.outer(dq, de) / s + (e / s) * np.eye(len(dq))
        J -= (2.0 * e / s**2) * np.outer(dq, dq)
        return g + (e / s) * dq, J


def nullspace(model: Model, q: np.ndarray) -> np.ndarray:
    """P(q) as an n x (n - m) matrix (an emitted single-column matrix comes back flat)."""
    return np.reshape(model.nullspace(q, model.p), (model.n_q, -1))


def predictor(model: Model, q0: np.ndarray, v0: np.ndarray, h: float) -> np.ndarray:
    """mu for the first iterate: the increment of the mid-point rule at constant independent
    velocities w = P(q_n)^+ v_n. Translations move h w; rotations (about one axis, or by a
    rotation vector) turn by 2 atan(h |w| / 2), the angle per step of the mid-point (Cayley)
    rule, rather than h |w|: at large steps of fast spinning bodies h |w| can exceed pi and lead
    Newton to a spurious root whose mid-point directors are degenerate."""
    w = np.linalg.lstsq(nullspace(model, q0), v0, rcond=None)[0]
    mu = h * w
    kinds = model.meta.mu_kinds
    k = 0
    while k < len(kinds):
        if kinds[k] == "angle":
            mu[k] = 2.0 * math.atan(0.5 * mu[k])
            k += 1
        elif kinds[k] == "rotation":
            angle = math.sqrt(mu[k : k + 3] @ mu[k : k + 3])
            if angle > 0:
                mu[k : k + 3] *= 2.0 * math.atan(0.5 * angle) / angle
            k += 3
        else:
            k += 1
    return mu


def _converged(
    norm: float, last: float, tol: float, step: int, t: float, k: int, max_iter: int
) -> bool:
    """Newton's stopping test (:func:`mechgen.runtime.newton.passes`: the correction is below tol,
    or it has stopped decreasing near it, the round-off floor of an ill-conditioned iteration
    matrix, e.g. the constrained scheme at small steps, cond ~ 1/h^3). The tolerance stays
    absolute: conservation to round-off is what these schemes are for."""
    if not norm < 1e300:
        raise SolverError("the Newton iteration diverged (non-finite correction)", step, t)
    if passes(norm, tol, last):
        return True
    if k == max_iter:
        raise SolverError(
            f"Newton did not converge in {max_iter} iterations (last correction {norm:.3e}, "
            f"tolerance {tol:.3e}); reduce the step size",
            step,
            t,
        )
    return False


def _cond(J: np.ndarray) -> float:
    s = np.linalg.svd(J, compute_uv=False)
    return float(s[0] / s[-1]) if s[-1] > 0 else math.inf


class ReducedSystem:
    """The null-space scheme: n - m unknowns mu, residual and iteration matrix at an iterate,
    corrections applied through F (or along the tangent once they are tiny)."""

    scheme = "nullspace"

    def __init__(self, model: Model, basis: str = "orthonormal"):
        self.model, self.basis = model, basis
        #: the independent forest coordinates of a partitioned basis, chosen at the first step
        self.independent: np.ndarray | None = None
        self.closure = np.asarray(model.meta.closure_rows, dtype=int)
        self.M = model.M(np.zeros(model.n_q), model.p)
        self.grad = DiscreteGradient(model)
        self.scale = 1.0
        self.P1: np.ndarray | None = None

    def evaluate(self, q0, v0, q1, h, t, jacobian: bool = True):
        """(R, J) at the iterate q1 (J is None when not asked for)."""
        model, p = self.model, self.model.p
        qm = 0.5 * (q0 + q1)
        Pm = nullspace(model, qm)
        y, dy = momentum_balance(self, q0, v0, q1, h)
        if jacobian:
            self.P1 = P1 = nullspace(model, q1)
        if self.closure.size == 0:
            if not jacobian:
                return Pm.T @ y, None
            J = (0.5 * model.nullspace_T_w_q(qm, y, p) + Pm.T @ dy) @ P1
            return Pm.T @ y, J
        C = self.closure
        Gc = model.Phi_q(qm, t, p)[C]
        Gt = Gc @ Pm
        N = self.closure_null_space(Gt)
        dyn, closure = N.T @ (Pm.T @ y), model.Phi(q1, t, p)[C]
        if not jacobian:
            return np.concatenate([dyn, self.scale * closure]), None
        lam_c = np.linalg.lstsq(Gt.T, Pm.T @ y, rcond=None)[0]
        lam = np.zeros(model.n_c)
        lam[C] = lam_c
        z = y - Gc.T @ lam_c
        Jz = 0.5 * model.nullspace_T_w_q(qm, z, p) + Pm.T @ (
            dy - 0.5 * model.Phi_qT_lam_q(qm, lam, t, p)
        )
        Jd, Jc = N.T @ Jz @ P1, model.Phi_q(q1, t, p)[C] @ P1
        if Jd.size and np.linalg.norm(Jc) > 0:
            self.scale = np.linalg.norm(Jd) / np.linalg.norm(Jc)
        R = np.concatenate([dyn, self.scale * closure])
        return R, np.vstack([Jd, self.scale * Jc])

    def closure_null_space(self, Gt: np.ndarray) -> np.ndarray:
        """N, a basis of the null space of G~ (columns), of the run's kind (module
        docstring)."""
        _, S, Vt = np.linalg.svd(Gt)
        rank = int(np.sum(RANK_TOLERANCE * S[0] < S)) if S.size and S[0] > 0 else 0
        if self.basis == "orthonormal" or rank == 0:
            return Vt[rank:].T
        n = Gt.shape[1]
        if self.independent is None:
            self.independent = _independent(Gt, rank, RANK_TOLERANCE * S[0])
        free = self.independent
        dependent = np.setdiff1d(np.arange(n), free)
        N = np.zeros((n, len(free)))
        N[free, np.arange(len(free))] = 1.0
        N[dependent] = -np.linalg.lstsq(Gt[:, dependent], Gt[:, free], rcond=None)[0]
        return N

    def multipliers(self, q0, v0, q1, h: float, t: float) -> np.ndarray:
        """The multipliers recovered from a converged step: G(q_n+1/2)^T lam = -y / h, the
        constrained scheme's force balance (eq. 10), solved in the least-squares sense."""
        model, p = self.model, self.model.p
        qm = 0.5 * (q0 + q1)
        y = momentum_balance(self, q0, v0, q1, h)[0]
        return np.linalg.lstsq(model.Phi_q(qm, t, p).T, -y / h, rcond=None)[0]

    def run_kernel(self, traj: Trajectory, h: float, tol: float, max_iter: int) -> None:
        """Rows 1.. of ``traj`` by the module's compiled kernel (the same loop in one call);
        the multipliers, when reactions are asked for, from the stored rows afterwards."""
        settings = np.array([tol, STALL, STALL_RATIO, RANK_TOLERANCE, LINEAR_UPDATE])
        try:
            kernels.run(
                self.model,
                self.scheme,
                traj,
                h,
                max_iter,
                settings=settings,
                max_iter=max_iter,
                backtracks=BACKTRACKS,
                **traj.outputs("q", "v", "a"),
            )
        finally:
            if traj.lam is not None:
                for k in range(1, traj.stored):
                    q0, v0, q1 = traj.q[k - 1], traj.v[k - 1], traj.q[k]
                    traj.lam[k] = self.multipliers(q0, v0, q1, h, traj.t[k])

    def iterate(self, q0, v0, q1, h: float, t: float, step: int):
        """One Newton correction: (new q1, |delta|, iteration matrix)."""
        R, J = self.evaluate(q0, v0, q1, h, t)
        delta, _, rank, _ = np.linalg.lstsq(J, R, rcond=None)
        if rank < J.shape[1]:
            raise SolverError(
                "singular iteration matrix of the reduced scheme (a singular configuration of "
                "the mechanism)",
                step,
                t,
            )
        norm = math.sqrt(delta @ delta)
        if norm < LINEAR_UPDATE:
            return q1 - self.P1 @ delta, norm, J
        return damped(self, q1, delta, R, (q0, v0, h, t)), norm, J


def _independent(Gt: np.ndarray, rank: int, tolerance: float) -> np.ndarray:
    """The independent columns of a partitioned basis: the first ones in order whose removal
    keeps the rank of G~ (module docstring)."""
    free: list[int] = []
    for j in range(Gt.shape[1]):
        if len(free) == Gt.shape[1] - rank:
            break
        rest = [c for c in range(Gt.shape[1]) if c not in (*free, j)]
        s = np.linalg.svd(Gt[:, rest], compute_uv=False)
        if int(np.sum(s > tolerance)) == rank:
            free.append(j)
    return np.array(free, dtype=int)


def damped(system: ReducedSystem, q1, delta, R: np.ndarray, step: tuple) -> np.ndarray:
    """F_q1(-delta), or the first of F_q1(-delta/2), F_q1(-delta/4), ... that reduces |R|
    (backtracking keeps Newton in the basin of the physical root when a step turns bodies by
    large angles). ``step`` is (q_n, v_n, h, t)."""
    model = system.model
    alpha = 1.0
    for _ in range(BACKTRACKS):
        trial = model.reparam(q1, -alpha * delta, model.p)
        R1, _ = system.evaluate(step[0], step[1], trial, step[2], step[3], jacobian=False)
        if R1 @ R1 < R @ R:
            return trial
        alpha *= 0.5
    return model.reparam(q1, -delta, model.p)


class ConstrainedSystem:
    """The constrained scheme, eq. (10): n + m unknowns (q_n+1, lam); lam is kept across
    iterations and steps as the starting guess. A module with a compiled ``constrained`` kernel
    (C backend, templates/c/kernels/constrained.j2) runs the same loop in one call, with the
    iteration matrix in band storage (its pattern, that of M, the potential's Hessian, (G^T
    lam)_q and G, is known at generation)."""

    scheme = "constrained"

    def __init__(self, model: Model):
        self.model = model
        self.M = model.M(np.zeros(model.n_q), model.p)
        self.grad = DiscreteGradient(model)
        self.lam = np.zeros(model.n_c)

    def iterate(self, q0, v0, q1, h: float, t: float, step: int):
        """One Newton correction: (new q1, |delta q|, iteration matrix)."""
        model, p, lam = self.model, self.model.p, self.lam
        n, m = model.n_q, model.n_c
        qm = 0.5 * (q0 + q1)
        Gm = model.Phi_q(qm, t, p)
        y, dy = momentum_balance(self, q0, v0, q1, h)
        R = np.concatenate([y + h * Gm.T @ lam, model.Phi(q1, t, p)])
        K = np.zeros((n + m, n + m))
        K[:n, :n] = dy + (0.5 * h) * model.Phi_qT_lam_q(qm, lam, t, p)
        K[:n, n:] = h * Gm.T
        K[n:, :n] = model.Phi_q(q1, t, p)
        try:
            delta = np.linalg.solve(K, R)
        except np.linalg.LinAlgError as exc:
            raise SolverError(
                "singular iteration matrix: redundant constraints (derive with redundant rows "
                "dropped) or a singular configuration",
                step,
                t,
            ) from exc
        self.lam = lam - delta[n:]
        return q1 - delta[:n], math.sqrt(delta[:n] @ delta[:n]), K

    def multipliers(self, q0, v0, q1, h: float, t: float) -> np.ndarray:
        """The multipliers of the converged step (unknowns of eq. 10)."""
        return self.lam

    def run_kernel(self, traj: Trajectory, h: float, tol: float, max_iter: int) -> None:
        """Rows 1.. of ``traj`` by the module's compiled kernel (the same loop in one call; the
        multipliers come with it, stored when reactions are asked for)."""
        lam = traj.lam if traj.lam is not None else np.empty((len(traj.t), self.model.n_c))
        kernels.run(
            self.model,
            self.scheme,
            traj,
            h,
            max_iter,
            tol=tol,
            stall=STALL,
            stall_ratio=STALL_RATIO,
            max_iter=max_iter,
            **traj.outputs("q", "v", "a"),
            lam_out=lam,
        )


def momentum_balance(system, q0, v0, q1, h: float) -> tuple[np.ndarray, np.ndarray]:
    """y of eq. (10), the discrete momentum balance without the constraint forces,
    y = (2/h) M (q_n+1 - q_n) - 2 M v_n + h grad V(q_n, q_n+1), and its derivative in q_n+1
    (the discrete gradient's Jacobian from ``system.grad``): one place for both schemes."""
    M = system.M
    gbar, Jg = system.grad(q0, q1)
    return (2.0 / h) * M @ (q1 - q0) - 2.0 * M @ v0 + h * gbar, (2.0 / h) * M + h * Jg


def _failure_detail(system, q0, v0, q1, h: float, t: float) -> str:
    """The largest residual entry of eq. (10) at the last iterate: the momentum balance with
    the least-squares multipliers, and the constraints."""
    model = system.model
    qm = 0.5 * (q0 + q1)
    y = momentum_balance(system, q0, v0, q1, h)[0]
    Gm = model.Phi_q(qm, t, model.p)
    lam = np.linalg.lstsq(Gm.T, -y / h, rcond=None)[0]
    return largest_residual(model, y + h * Gm.T @ lam, model.Phi(q1, t, model.p))


def _integrate(
    system,
    state: RunState,
    h: float,
    t_end,
    tol,
    max_iter,
    assemble,
    record_cond,
    uncovered: dict[str, bool] | None = None,
):
    """The step loop shared by both schemes: predictor, Newton with the system's corrections,
    v_n+1 = 2 (q_n+1 - q_n)/h - v_n (eq. 10). ``uncovered``: the scheme's own cases its
    compiled kernel does not cover (:func:`mechgen.runtime.kernels.available`)."""
    model = system.model
    p, n = model.p, model.n_q
    t0, q, v = starting_state(model, state, assemble)
    steps = int(round((t_end - t0) / h))
    traj = Trajectory.allocate(steps, model, state, record_cond)
    if not state.reactions:  # a least squares per step (nullspace) that nobody asked for
        traj.lam = None
    traj.accelerations = False  # a: difference quotients of the steps (0 at the start)
    traj.store(0, t0, q, v, np.zeros(n), 0)
    if kernels.available(
        model, state, system.scheme, {"--record-cond": record_cond, **(uncovered or {})}
    ):
        system.run_kernel(traj, h, tol, max_iter)
        return traj
    watch = Stopwatch()
    for step in range(1, steps + 1):
        t = t0 + step * h
        q0, v0 = q, v
        q1 = model.reparam(q0, predictor(model, q0, v0, h), p)
        cond, norm = None, math.inf
        for k in range(1, max_iter + 1):
            last = norm
            q1, norm, matrix = system.iterate(q0, v0, q1, h, t, step)
            if record_cond and cond is None:
                cond = _cond(matrix)
            try:
                if _converged(norm, last, tol, step, t, k, max_iter):
                    break
            except SolverError as exc:  # name the largest residual entry (off the hot path)
                detail = _failure_detail(system, q0, v0, q1, h, t)
                raise SolverError(f"{exc.reason}; {detail}", step, t) from None
        v1 = 2.0 * (q1 - q0) / h - v0
        lam = system.multipliers(q0, v0, q1, h, t) if state.reactions else None
        traj.store(step, t, q1, v1, (v1 - v0) / h, k, cond, lam)
        q, v = q1, v1
    watch.stop(traj)
    return traj


def run_constrained(
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
    """The constrained scheme, eq. (10): n + m unknowns (q_n+1, lam)."""
    system = ConstrainedSystem(model)
    return _integrate(system, state, h, t_end, tol, max_iter, assemble, record_cond)


def run_nullspace(
    model: Model,
    state: RunState,
    h: float,
    t_end: float,
    *,
    tol: float,
    max_iter: int,
    assemble: bool,
    record_cond: bool,
    closure_basis: str,
) -> Trajectory:
    """The reduced scheme (discrete null space method): n - m unknowns mu; ``closure_basis``
    the basis of a closed loop's null space (module docstring)."""
    system = ReducedSystem(model, closure_basis)
    partitioned = {"--closure-basis partitioned": closure_basis == "partitioned"}
    return _integrate(system, state, h, t_end, tol, max_iter, assemble, record_cond, partitioned)


_OPTIONS = (
    tolerance(1e-12, "on the momentum balance and the constraints"),
    max_iterations(),
    ASSEMBLE,
    RECORD_COND,
)
CONSTRAINED = Scheme(
    "constrained",
    "energy-momentum scheme (eq. 10): new positions and multipliers",
    ENTRIES,
    ("director",),
    MIDPOINT,
    run_constrained,
    _OPTIONS,
    source="seed000",
    order=2,
    kernel="constrained",
    velocity_level="not enforced (the midpoint rule's velocities)",
)
NULLSPACE = Scheme(
    "nullspace",
    "energy-momentum scheme on the discrete null space: the independent increments",
    ENTRIES,
    ("director",),
    MIDPOINT,
    run_nullspace,
    (
        *_OPTIONS,
        Option(
            "closure_basis",
            "basis of a closed loop's discrete null space: orthonormal (SVD) or partitioned "
            "(seed 000 eq. 191: the first independent forest coordinates, kept)",
            "orthonormal",
            parse=str,
            choices=CLOSURE_BASES,
        ),
    ),
    source="seed000",
    order=2,
    kernel="nullspace",
    velocity_level="not enforced (the midpoint rule's velocities)",
)
