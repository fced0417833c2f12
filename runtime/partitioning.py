"""Coordinate partitioning with the projective criterion (Blajer, Schiehlen & Schirm, seed 004).

For a partition of the velocity coordinates into k independent ones I and m dependent ones D
(q' = v in the formulations this scheme accepts, relative, rp and re, but for the Euler
parameters of ball joints and free bodies in relative coordinates, whose velocity coordinates
are angular velocities: q' = T(q) v, the module's ``qdot``), with C = Phi_q (the derivative
along v):

    A = -C_D^-1 C_I,  eta = C_D^-1 nu,  xi = C_D^-1 gamma                    (eqs. 7, 8)
    D = [I  A^T] (columns in the partition's order),  v = D^T v_I + [0; eta]   (eq. 9)
    M_d = D M D^T,  h_d = D (Q - M [0; xi]),  M_d v_I' = h_d                   (eqs. 12-14)

and the k + n first-order system (q' = T(q) v, v_I') is integrated by classical RK4 with step h
(one-step, so a change of partition costs nothing and loses no order; Euler parameters are
scaled back onto the unit sphere after the step, :func:`unit`). After each step the
dependent coordinates are corrected by Newton on Phi (updates q (+) dv, the module's
``retract``) with the independent ones held, to |Phi| < 1e-12 (classical generalized
coordinate partitioning), and the dependent velocities recomputed from eq. (7), so the
constraints hold at every stored state.

Where the module carries closing conditions in closed form for the current independent
coordinate (entries ``closing_j``, ``closing_D_j``, ``closing_xi_j``;
:mod:`mechgen.symbolic.closing`), the scheme is eq. (28): every evaluation takes q_D = g(q_I), v =
D^T v_I and xi from them, so no equation is solved for the dependent coordinates at any step. A
closed form holds on one assembly branch; should it jump to another (the integrated step and g(q_I)
differ by more than BRANCH_TOLERANCE, which happens only past a singularity of the chosen
coordinate), the partition falls back to the Newton closure and the run records a notice. A
set switched to is checked the same way at the state it starts from (:meth:`Partition.follow`):
past a fold of its coordinate the mechanism has moved to the closed form's other branch (a
non-Grashof four-bar's crank at its limit position), and the RK4 stages of the step after the
switch, closed on the wrong branch, cost the planar four-bar 4e-4 m over its next 40 ms at
h = 1e-3 (order 1.5 instead of 4) before the end-of-step check caught it.

Projective criterion (eq. 23a): with N a basis of the tangent space (C N = 0),

    cos^2 alpha_i = N_i (N^T M N)^-1 N_i^T / (M^-1)_ii = |u_i|^2,
    u_i = L^-1 N_i^T / sqrt((M^-1)_ii),  L L^T = N^T M N,

which does not depend on the basis, hence not on the current partition (eq. 23b,
:func:`mechgen.runtime.projective_criterion.criterion_orthogonal`, gives 1 - cos^2 alpha_i).

Choosing k > 1 coordinates is where the paper leaves a gap: it rates coordinates one by one,
and a set of individually good coordinates can be jointly near-singular (the double pendulum in
re keeps the centre of bar 2, y and z, each with cos^2 alpha ~ 0.4 at t = 0.7 s, where the two
span the motion with a volume of 0.002: C_D is near-singular there and the run ended 3e-3 m
off at every h, issue 36). Our choice from first principles rates a set I by the Gram
determinant of its vectors u_i,

    Gamma_I = det(U_I U_I^T),

Blajer's cos^2 alpha for one coordinate, the product of the cos^2 alpha of M-orthogonal ones
and 0 for a dependent set (Hadamard), independent of the basis N like eq. (23a). The best set
is taken greedily (:func:`mechgen.runtime.projective_criterion.best_set`): each next
coordinate is the one with the largest cos^2 alpha relative to those already taken (the norm
of u_i orthogonalized against them: pivoted Gram-Schmidt), the first one the paper's. The
partition switches when the geometric mean of Gamma, (Gamma_I / Gamma_best)^(1/k), falls
below ``hysteresis`` (default 0.5), and in any case below SINGULAR_FRACTION (near a
singularity of the set); for k = 1 this is the paper's rule on cos^2 alpha. Every switch is
logged with its time.

Reactions (seed 004 section 5): with X the independent rows of the distribution matrix B at the
state (plus the Euler-parameter normalization rows of rp, whose multipliers are not physical),
the three schemes

    (35)  f = (X M^-1 X^T)^-1 X (a - M^-1 Q)
    (37)  [f; 0] = ([X; D M]^T)^-1 (M a - Q)
    (38)  X^T f = M a - Q   (least squares)

are implemented in :func:`reactions`; the run stores those of (37). In relative coordinates the
tree joints' reactions do no virtual work and are not determined (NaN); components of redundant
sets outside X are one admissible split (zero).

A module with a compiled ``partitioning`` kernel (C backend,
``templates/c/kernels/partitioning.j2``) runs the same loop in one call where no reactions and
no condition numbers are asked for. It evaluates the criterion with another orthonormal basis N
(from Gaussian elimination of C with rook pivoting instead of an SVD): eq. (23a) and the
lengths Gamma and :func:`mechgen.runtime.projective_criterion.best_set` take (another basis
turns every u_i by one rotation) do not depend on the basis, so the partitions agree.

Two cases the paper leaves aside: a mechanism without constraint rows (an open tree in relative
coordinates) has every coordinate independent (D = I, nothing to close); a body with a zero
principal inertia (a slender rod spinning about its axis) makes M singular, which only the
criterion's M^-1 minds (see :func:`metric`). A linear solve that fails names what is singular
(C_D with its constraint rows, M_d or the metric with their coordinates), the step and the time.
"""

from __future__ import annotations

import math

import numpy as np
from mechgen.core.errors import SolverError

from . import kernels
from .augmented import FORMULATIONS, dropped_rows_hint
from .diagnosis import (
    conditioning,
    constraint_jacobian,
    coordinate_titles,
    involved,
    largest_residual,
    non_finite,
    singular_direction,
)
from .initial import starting_state
from .loader import Model
from .projective_criterion import (
    METRIC_TOLERANCE,
    RANK_TOLERANCE,
    SINGULAR_MARGIN,
    best_set,
    cos2,
    distribution,
    mass,
    metric,
    normalization_rows,
    orthogonalized,
    projections,
    tangent_basis,
    tangent_space,
    volume,
)
from .reactions import DIRECT
from .scheme import ASSEMBLE, RECORD_COND, Option, RunState, Scheme
from .trajectory import Stopwatch, Trajectory

ENTRIES = ("retract", "qdot", "Phi", "Phi_q", "nu", "gamma", "M", "Q", "B")
CLOSURE_TOLERANCE = 1e-12
#: Newton iterations of the closure before a step fails
CLOSURE_ITERATIONS = 25
#: Largest change the closed-form closing conditions may make to an integrated step (a larger
#: one means they jumped to another assembly branch; the partition then uses Newton).
BRANCH_TOLERANCE = 1e-6
#: Whatever the hysteresis, a set whose cos^2 alpha falls below this fraction of the best set's
#: is switched: it is approaching a singularity (eq. 23a: cos^2 alpha = 0 is singular).
SINGULAR_FRACTION = 0.05


def ahead(ratio: float, previous: float | None) -> float:
    """Gamma's ratio (the current set's over the best's) one step ahead, from its last two
    values: a set that loses rank does so along one direction, where Gamma falls with the
    square of the distance to the singularity, so its square root is extrapolated linearly
    (0 past the singularity). A dependent Euler parameter of a fast spin crosses zero within a
    few steps: the ratio went 0.45, 0.16, then 3e-4 mid-step on the gyro top at h = 1e-3, and
    the step across it took 1.4e-2 J (issue 39); switching one step early keeps RK4's order.
    Our choice where seed 004 judges the criterion at the step reached only. Without a
    previous value (the first step), the ratio itself."""
    if previous is None:
        return ratio
    root = 2 * math.sqrt(ratio) - math.sqrt(previous)
    return root * root if root > 0 else 0.0


class Partition:
    """The independent set I, its complement D, and the compact formulation on it; with
    ``explicit`` the module's closing conditions in closed form for this set (eq. 28) replace
    the dependent-coordinate solves."""

    def __init__(self, model: Model, independent: np.ndarray, explicit: bool = True):
        self.model = model
        self.I = np.asarray(independent, dtype=int)
        self.D = np.setdiff1d(np.arange(model.n_v), self.I)
        choices = model.meta.closing_choices
        names = [model.meta.q_names[i] for i in self.I]
        self.column = (
            choices.index(names[0]) if explicit and names[:1] and names[0] in choices else None
        )

    def follow(self, q, t: float) -> bool:
        """Drops the closed form where it is not on the branch of the consistent state q (the
        state a switched-to set starts from, module docstring); True where it dropped it."""
        if self.column is None or np.abs(self.close(q, t) - q).max() < BRANCH_TOLERANCE:
            return False
        self.column = None
        return True

    def close(self, q, t: float) -> np.ndarray:
        """q with its dependent entries from the closing conditions (eq. 27), unwrapped to
        the turn of the given q."""
        g = np.ravel(getattr(self.model, f"closing_{self.column}")(q, t, self.model.p))
        return q + (g - q + np.pi) % (2 * np.pi) - np.pi

    def velocities(self, q, vI, t: float) -> tuple[np.ndarray, np.ndarray]:
        """(v, A) from the independent velocities (eq. 7)."""
        model, p = self.model, self.model.p
        if self.column is not None:
            Dt = np.ravel(getattr(model, f"closing_D_{self.column}")(q, t, p))
            return Dt * vI[0], Dt[self.D][:, None]
        v = np.zeros(model.n_v)
        v[self.I] = vI
        if not len(self.D):
            return v, np.zeros((0, len(self.I)))
        C = constraint_jacobian(model, q, t)
        CD = C[:, self.D]
        A = -np.linalg.solve(CD, C[:, self.I])
        v[self.D] = A @ vI + np.linalg.solve(CD, model.nu(q, t, p))
        return v, A

    def tangent(self, A: np.ndarray) -> np.ndarray:
        """D = [I A^T] in the coordinates' own order (k x n)."""
        Dm = np.zeros((len(self.I), self.model.n_v))
        Dm[:, self.I] = np.eye(len(self.I))
        Dm[:, self.D] = A.T
        return Dm

    def accelerations(
        self, q, vI, t: float, record_cond: bool = False
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, float | None]:
        """(v, a, D, cond M_d) at the state (eqs. 10, 12-14); cond only when ``record_cond``
        (an SVD of M_d, once a step cost a third of the step)."""
        model, p = self.model, self.model.p
        v, A = self.velocities(q, vI, t)
        w = np.zeros(model.n_v)
        if self.column is not None:
            w = np.ravel(getattr(model, f"closing_xi_{self.column}")(q, v, t, p))
        elif len(self.D):
            C = constraint_jacobian(model, q, t)
            w[self.D] = np.linalg.solve(C[:, self.D], model.gamma(q, v, t, p))
        Dm = self.tangent(A)
        M = mass(model, q)
        Md = Dm @ M @ Dm.T
        aI = np.linalg.solve(Md, Dm @ (model.Q(q, v, t, p) - M @ w))
        return v, Dm.T @ aI + w, Dm, float(np.linalg.cond(Md)) if record_cond else None

    def correct(self, q, t: float, step: int) -> tuple[np.ndarray, int]:
        """The dependent coordinates for the independent ones: from the closing conditions
        where they stay on the branch the step followed (within BRANCH_TOLERANCE of the
        integrated values), else by Newton on Phi(q) = 0 with the independent ones held.
        Returns (q, Newton iterations)."""
        model, p = self.model, self.model.p
        if not len(self.D):
            return q, 0
        if self.column is not None:
            closed = self.close(q, t)
            if np.abs(closed - q).max() < BRANCH_TOLERANCE:
                return closed, 0
            self.column = None
        for k in range(1, CLOSURE_ITERATIONS + 1):
            phi = model.Phi(q, t, p)
            if np.abs(phi).max() < CLOSURE_TOLERANCE:
                return q, k - 1
            dv = np.zeros(model.n_v)
            dv[self.D] = -np.linalg.solve(constraint_jacobian(model, q, t)[:, self.D], phi)
            q = np.ravel(model.retract(q, dv))
        raise SolverError(
            f"the dependent coordinates did not close (|Phi| = {np.abs(phi).max():.3e} after "
            f"{CLOSURE_ITERATIONS} Newton iterations); " + largest_residual(model, constraints=phi),
            step,
            t,
        )


def _active_rows(X: np.ndarray) -> list[int]:
    """Rows of X independent of the rows kept before them, in order: each row is
    orthogonalized against the kept ones (Gram-Schmidt, twice for round-off) and kept when
    something of it remains (one pass, instead of a rank decomposition per row)."""
    kept: list[int] = []
    basis: list[np.ndarray] = []
    scale = max(np.abs(X).max(), 1.0) if X.size else 1.0
    for i, row in enumerate(X):
        rest = orthogonalized(row, basis)
        norm = np.linalg.norm(rest)
        if norm > RANK_TOLERANCE * scale:
            kept.append(i)
            basis.append(rest / norm)
    return kept


def reactions(model: Model, q, v, a, t: float, Dm: np.ndarray, scheme: int = 37) -> np.ndarray:
    """Physical reactions f (all components of B) by scheme (35), (37) or (38) of seed 004,
    from M a - Q = X^T f. Scheme (35) inverts the metric G (:func:`metric`) instead of M:
    G a = Q + X^T f + (G - M) a, and with the term (G - M) a moved to Q it reads
    f = (X G^-1 X^T)^-1 X G^-1 (M a - Q), equal to (35) where G = M; (37) uses D M = D G."""
    p = model.p
    B = distribution(model, q)
    M, Q = mass(model, q), model.Q(q, v, t, p)
    norm = normalization_rows(model)
    active = _active_rows(B)
    X = np.vstack([B[active], constraint_jacobian(model, q, t)[norm]])
    rhs = M @ a - Q
    if scheme == 35:
        Ginv_XT = np.linalg.solve(metric(model, q, t), X.T)
        x = np.linalg.solve(X @ Ginv_XT, Ginv_XT.T @ rhs)
    elif scheme == 37:
        x = np.linalg.solve(np.vstack([X, Dm @ M]).T, rhs)[: X.shape[0]]
    elif scheme == 38:
        x = np.linalg.lstsq(X.T, rhs, rcond=None)[0]
    else:
        raise SolverError(f"reaction scheme must be 35, 37 or 38, got {scheme}")
    f = np.zeros(B.shape[0])
    f[active] = x[: len(active)]
    tree = set(model.meta.tree_joints)
    for site in model.meta.reaction_sites:
        if site["kind"] == "joint" and site["owner"] in tree and model.coords.tree:
            f[slice(*site["rows"])] = np.nan
    return f


def run(
    model: Model,
    state: RunState,
    h: float,
    t_end: float,
    *,
    hysteresis: float,
    independent: list[str] | None,
    explicit: bool,
    assemble: bool,
    record_cond: bool,
) -> Trajectory:
    """Integrates from t = 0 to t_end with step h.

    Args:
        hysteresis: switch when the current set's Gamma is below this fraction of the best
            set's, in geometric mean (module docstring; 1 always takes the best; below
            SINGULAR_FRACTION, only sets approaching a singularity are switched).
        independent: names of the initial independent coordinates (default: the best set).
        explicit: use the module's closed-form closing conditions where it has them for the
            current set (False: Newton closure always).
        record_cond: store the condition number of M_d.

    Raises:
        SolverError: a bad option, a singular partition or a closure that fails, naming the
            step and time.
    """
    if not 0.0 <= hysteresis <= 1.0:
        raise SolverError(f"hysteresis must lie in [0, 1], got {hysteresis}")
    names = coordinate_names(model)
    k = model.meta.degrees_of_freedom if model.coords.tree else None
    t0, q, v = starting_state(model, state, assemble)
    rank = int(np.linalg.matrix_rank(constraint_jacobian(model, q, t0)))
    if rank < model.n_c:
        report = conditioning(model, q, t0)
        raise SolverError(
            f"the constraint rows are dependent at the start (rank {rank} of {model.n_c} rows, "
            f"{report}), so no partition has a regular C_D (eq. 7); rows involved: "
            f"{', '.join(report.rows)}: redundant rows kept (generate without "
            "--keep-redundant) or a singular initial configuration",
            0,
            t0,
        )
    if k is None:
        k = model.n_v - rank
    try:
        N, margin = tangent_space(model, q, t0)
        U = projections(model, q, t0, N)
    except np.linalg.LinAlgError as exc:
        raise criterion_error(model, q, t0, 0) from exc
    if independent is None:
        chosen = best_set(U, k)
    else:
        unknown = [n for n in independent if n not in names]
        if unknown or len(independent) != k:
            raise SolverError(
                f"independent coordinates {independent}: give {k} of {', '.join(names)}"
            )
        chosen = np.array(sorted(names.index(n) for n in independent), dtype=int)
    part = Partition(model, chosen, explicit)
    steps = int(round((t_end - t0) / h))
    traj = Trajectory.allocate(steps, model, state, record_cond)
    if state.reactions:
        traj.f = np.zeros((steps + 1, distribution(model, q).shape[0]))
    traj.criterion = np.zeros((steps + 1, model.n_v))
    traj.partition_switches = []
    _switched(traj, t0, [names[i] for i in part.I])
    compiled = kernels.available(
        model,
        state,
        "partitioning",
        {
            "--record-cond": record_cond,
            "--reactions": state.reactions,
            "redundant constraint rows (a rank-deficient Phi_q)": k != model.n_v - model.n_c,
        },
    )
    watch = Stopwatch()
    vI = v[part.I]
    warned = False
    previous = None
    for step in range(steps + 1):
        t = t0 + step * h
        try:
            v, a, Dm, cond = part.accelerations(q, vI, t, record_cond)
            if state.reactions:
                traj.f[step] = reactions(model, q, v, a, t, Dm)
        except np.linalg.LinAlgError as exc:
            raise singular_error(model, part, q, t, step, t) from exc
        traj.criterion[step] = cos2(U)
        traj.store(step, t, q, v, a, traj.iterations[step], cond)
        if compiled:  # rows 1.. in C, after row 0 here (named errors at step 0)
            _run_kernel(model, traj, part, h, hysteresis, explicit)
            return traj
        if margin < SINGULAR_MARGIN and not warned:
            traj.notices.append(_near_singular(model, t))
            warned = True
        if step == steps:
            break
        try:
            q1, vI = _rk4(part, q, vI, t, h, v, a)
            was_explicit = part.column is not None
            q1, traj.iterations[step + 1] = part.correct(q1, t + h, step + 1)
        except np.linalg.LinAlgError as exc:
            raise singular_error(model, part, q, t, step + 1, t + h) from exc
        q = q1
        if was_explicit and part.column is None:
            traj.notices.append(_left_branch(t + h, names[part.I[0]]))
        if not (np.all(np.isfinite(q)) and np.all(np.isfinite(vI))):
            v = np.zeros(model.n_v)
            v[part.I] = vI
            raise SolverError(f"{non_finite(model, q, v)}; reduce the step size", step + 1, t + h)
        try:
            N, margin = tangent_space(model, q, t + h)
            U = projections(model, q, t + h, N)
        except np.linalg.LinAlgError as exc:
            raise criterion_error(model, q, t + h, step + 1) from exc
        best = best_set(U, k)
        limit = max(hysteresis, SINGULAR_FRACTION) ** k
        best_volume = volume(U, best) if k else 0.0
        ratio = volume(U, part.I) / best_volume if best_volume > 0 else 1.0
        if k and min(ratio, ahead(ratio, previous)) < limit:
            try:
                v, _ = part.velocities(q, vI, t + h)
            except np.linalg.LinAlgError as exc:
                raise singular_error(model, part, q, t + h, step + 1, t + h) from exc
            part = Partition(model, best, explicit)
            vI = v[part.I]
            _switched(traj, t + h, [names[i] for i in part.I])
            if part.follow(q, t + h):
                traj.notices.append(_left_branch(t + h, names[part.I[0]]))
            ratio = 1.0
        previous = ratio
    watch.stop(traj)
    return traj


def _run_kernel(
    model: Model, traj: Trajectory, part: Partition, h: float, hysteresis: float, explicit: bool
) -> None:
    """Rows 1.. of ``traj`` by the module's compiled kernel (the loop of :func:`run` in C,
    ``templates/c/kernels/partitioning.j2``), then the partition switches and branch notices
    from the partition of each stored row, also when the kernel failed at a step."""
    rows, k = len(traj.t), len(part.I)
    partitions = np.zeros((rows, k), dtype=np.intc)
    left = np.zeros(rows, dtype=np.intc)
    settings = np.array(
        [
            hysteresis,
            CLOSURE_TOLERANCE,
            BRANCH_TOLERANCE,
            SINGULAR_FRACTION,
            RANK_TOLERANCE,
            METRIC_TOLERANCE,
            SINGULAR_MARGIN,
        ]
    )
    try:
        kernels.run(
            model,
            "partitioning",
            traj,
            h,
            CLOSURE_ITERATIONS,
            k=k,
            independent=part.I,
            column=-1 if part.column is None else part.column,
            explicit_closure=explicit,
            settings=settings,
            max_iter=CLOSURE_ITERATIONS,
            **traj.outputs("q", "v", "a", "criterion"),
            independent_out=partitions,
            left_out=left,
        )
    finally:
        _record_partitions(model, traj, partitions[: traj.stored], left[: traj.stored])


def _record_partitions(model: Model, traj: Trajectory, partitions, left) -> None:
    """The switches (row where the independent set changes) and the notices of a kernel run, as
    the Python loop records them: of closed forms that left their branch in the step to a row
    (bit 1 of ``left``) or that a set switched to at a row is not on (bit 4), and of the first
    row next to a configuration singularity (bit 2)."""
    names = coordinate_names(model)
    changed = np.zeros(len(partitions), dtype=bool)
    changed[1:] = np.any(partitions[1:] != partitions[:-1], axis=1)
    first_near = np.zeros(len(left), dtype=bool)
    first_near[np.flatnonzero(left & 2)[:1]] = True
    for row in np.flatnonzero(changed | ((left & 5) != 0) | first_near):
        t = traj.t[row]
        if first_near[row]:
            traj.notices.append(_near_singular(model, float(t)))
        if left[row] & 1:
            traj.notices.append(_left_branch(t, names[partitions[row - 1][0]]))
        if changed[row]:
            _switched(traj, float(t), [names[i] for i in partitions[row]])
        if left[row] & 4:
            traj.notices.append(_left_branch(t, names[partitions[row][0]]))


def _switched(traj: Trajectory, t: float, independent: list[str]) -> None:
    """Records that the run uses the independent coordinates ``independent`` from time t on
    (a switch, and the set a resumed run starts with)."""
    traj.partition_switches.append({"t": t, "independent": independent})
    traj.resume["independent"] = independent


def _left_branch(t: float, name: str) -> str:
    return (
        f"t = {t:.6g}: the closing conditions of {name} left the assembly branch of the run; "
        "Newton closure used from there"
    )


def _near_singular(model: Model, t: float) -> str:
    """The notice of the first row next to a configuration singularity (:func:`tangent_space`)."""
    return (
        f"t = {t:.6g}: the constraint rows are nearly dependent (a configuration singularity: "
        f"smallest singular value of Phi_q below {SINGULAR_MARGIN:g} of its largest); coordinate "
        "partitioning assumes them independent, and its accelerations next to such a position "
        "carry errors that a smaller step does not reduce: check the motion past it with "
        f"genalpha --augmented (formulations {', '.join(FORMULATIONS)})" + dropped_rows_hint(model)
    )


def singular_error(
    model: Model, part: Partition, q, t: float, step: int, t_step: float
) -> SolverError:
    """The error of a linear solve of the scheme that failed at ``step`` (time ``t_step``),
    diagnosed at the configuration (q, t): of C_D (Phi_q restricted to the dependent
    coordinates, eq. 7) and M_d = D M D^T (eq. 12), the one with the larger condition number,
    with the constraint rows and the coordinates of its smallest singular direction."""
    names = coordinate_names(model)
    titles = coordinate_titles(model, range(model.n_v))
    C = constraint_jacobian(model, q, t)
    A = np.zeros((0, len(part.I)))
    findings = []
    if len(part.D):
        CD = C[:, part.D]
        cond, rows, cols = singular_direction(CD, model.row_titles, [titles[i] for i in part.D])
        findings.append(
            (
                cond,
                f"C_D (Phi_q restricted to the dependent coordinates, eq. 7) is singular "
                f"(condition number {cond:.3e}): the constraint rows {', '.join(rows)} do not "
                f"determine {', '.join(cols)}",
            )
        )
        A = -np.linalg.lstsq(CD, C[:, part.I], rcond=None)[0]
    if len(part.I):
        cond, coords = _without_inertia(model, q, part.tangent(A).T)
        findings.append(
            (
                cond,
                f"the reduced mass matrix M_d = D M D^T (eq. 12) is singular (condition number "
                f"{cond:.3e}): no inertia resists the motion of {coords}",
            )
        )
    worst = max(findings, key=lambda x: x[0])[1]
    return SolverError(
        f"singular partition (independent coordinates {', '.join(names[i] for i in part.I)}) "
        f"at t = {t:.6g}: {worst}",
        step,
        t_step,
    )


def criterion_error(model: Model, q, t: float, step: int) -> SolverError:
    """The error of a projective criterion (eq. 23a) that cannot be evaluated at (q, t):
    the mass matrix is singular on the tangent space, named by the coordinates of the motion
    without inertia."""
    cond, coords = _without_inertia(model, q, tangent_basis(model, q, t))
    return SolverError(
        "the projective criterion (eq. 23a) cannot be evaluated: the mass matrix is singular "
        f"on the tangent space (N^T M N has condition number {cond:.3e}): no inertia resists "
        f"the motion of {coords}",
        step,
        t,
    )


def _without_inertia(model: Model, q, basis: np.ndarray) -> tuple[float, str]:
    """(condition number of basis^T M basis, the coordinates of its softest motion)."""
    w, V = np.linalg.eigh(basis.T @ mass(model, q) @ basis)
    cond = float(w[-1] / w[0]) if w[0] > 0 else float("inf")
    titles = coordinate_titles(model, range(model.n_v))
    return cond, ", ".join(involved(basis @ V[:, 0], titles))


def _rk4(part: Partition, q, vI, t: float, h: float, v, a) -> tuple[np.ndarray, np.ndarray]:
    """One classical RK4 step of (q' = T(q) v, v_I' = a_I) on the partition; (v, a) at the
    step's start are its first stage. T is the identity but for the Euler parameters of ball
    joints and free bodies in relative coordinates, whose blocks are renormalized after the
    step (:func:`unit`)."""
    model = part.model

    def rates(qs, vs):
        return vs if model.meta.tangent_identity else np.ravel(model.qdot(qs, vs))

    def f(qs, vs, ts):
        if part.column is not None:
            qs = part.close(qs, ts)
        v, a, _, _ = part.accelerations(qs, vs, ts)
        return rates(qs, v), a[part.I]

    k1q, k1v = rates(q, v), a[part.I]
    k2q, k2v = f(q + 0.5 * h * k1q, vI + 0.5 * h * k1v, t + 0.5 * h)
    k3q, k3v = f(q + 0.5 * h * k2q, vI + 0.5 * h * k2v, t + 0.5 * h)
    k4q, k4v = f(q + h * k3q, vI + h * k3v, t + h)
    return (
        unit(model, q + h / 6 * (k1q + 2 * k2q + 2 * k3q + k4q)),
        vI + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v),
    )


def unit(model: Model, q: np.ndarray) -> np.ndarray:
    """q with each block of Euler parameters (metadata ``unit_blocks``) scaled back onto the
    unit sphere. The flow of p' = G(p)^T w / 2 keeps |p| (G p = 0), RK4 only to its order, so
    the projection changes q by O(h^5) per step and keeps the order (Hairer, Lubich & Wanner,
    Geometric Numerical Integration, IV.4, standard projection)."""
    for start, stop in model.meta.unit_blocks:
        q[start:stop] /= np.linalg.norm(q[start:stop])
    return q


def coordinate_names(model: Model) -> list[str]:
    """The names of the coordinates a partition is made of, one per velocity coordinate: q's
    where q' = v, else v's (relative coordinates with ball joints or free bodies, whose
    angular velocities are no coordinate's rates)."""
    return list(model.meta.q_names if model.meta.tangent_identity else model.meta.v_names)


SCHEME = Scheme(
    "partitioning",
    "coordinate partitioning with RK4 on the independent coordinates and the projective criterion",
    ENTRIES,
    ("relative", "rp", "re"),
    DIRECT,
    run,
    (
        Option(
            "hysteresis",
            "switch when the current set's cos^2 alpha falls below this fraction of the best set's",
            0.5,
        ),
        Option(
            "independent",
            "comma-separated initial independent coordinates",
            None,
            default_text="the best set",
            kind="list",
        ),
        Option(
            "explicit",
            "use the module's closed-form closing conditions where it has them",
            True,
            kind="api",
        ),
        ASSEMBLE,
        RECORD_COND,
    ),
    optional=("closing",),
    source="seed004",
    order=4,
    kernel="partitioning",
)
