"""The reaction-force scheme of Huang, Yan, Jeng & Cheing (seed 003) on the rA formulation.

The unknowns of a step are the joint reactions f (the components of
:mod:`mechgen.symbolic.reactions`, so a revolute carries its three forces and the two moments normal
to its axis). From the state (q, v) at t:

    a0 = M^-1 Q(q, v, t)                                   accelerations without reactions
    S  = dPhi_pred/da (q, v, a0) M^-1 B(q)^T               eq. (36), assembled from (14), (20)
    S f = -Phi_pred(q, v, a0)                              eq. (36) (Psi of eq. 4)
    a  = a0 + M^-1 B^T f                                   eqs. (9), (10)
    q_n+1 = q (+) (h v + h^2 a / 2),   v_n+1 = v + h a     eqs. (5)-(10), (12)

Phi_pred is the constraint vector at the second-order Taylor prediction of every body and at
t + h (:mod:`mechgen.symbolic.taylor`), so the new positions satisfy the joints up to the neglected
products of reactions (O(h^4 f^2)) and the difference between the predicted orientation
polynomial and the exponential: closing this gap is our one choice beyond the paper, which leaves
the orientation update to "eqs. (5)-(10)". We update A by A exp(h omega~ + h^2 alpha~ / 2), equal
to the paper's A + A omega~ h + A (alpha~ + omega~^2) h^2/2 to second order and orthonormal.
S is not singular at kinematic singularities of Phi_q for h > 0 (the paper's Fig. 1 argument);
where the reaction unknowns outnumber the constraint rows (hand-made constraint groups carry six
components; redundant rows dropped), the minimum-norm reactions are taken, which leaves the
motion unique.

The paper's M^-1 does not exist where a body has a zero principal inertia (a slender rod, whose
spin about its axis the joints fix). There we solve eqs. (9), (10) and (36) together for (a, f),
the saddle-point form of the same step,

    M a - B^T f = Q,   (2 / h^2) T a = (2 / h^2) (T a_r - Phi_pred(a_r)),   T = dPhi_pred/da (a_r)

linearized at the minimum-norm a_r of M a_r = Q (for a regular M, a_r = a0 and the solution is
that of eq. 36; the rows of T are scaled by 2 / h^2, T being O(h^2)), with the minimum-norm
solution where f is not unique. The motion is unique whenever the constrained motion has
inertia. A singular reaction (or saddle-point) matrix is reported with what its singular
direction involves: a motion without inertia by its coordinates, else the constraint rows and
reaction components.

The reactions f of eq. (36) are those of the step: the one constant reaction over [t_n, t_n+1]
that makes the second-order prediction hold the constraints at t_n+1. They differ from the
reaction at t_n by O(h) (the mean of a varying force over the step), so they converge at first
order whatever the velocity update (double pendulum, rattle: 0.136, 0.068, 0.034, 0.017 N at
h = 4e-4 .. 5e-5), while the positions converge at second order; this is what the paper's
method is (it never needs Phi_q M^-1 B^T, which is singular at kinematic singularities). With
``reactions_at="state"`` the run stores instead the reactions at each stored state, from the
index-1 equations M a - B^T f = Q, Phi_q a = gamma at (q_n, v_n) (:func:`state_reactions`):
second order with the rattle update (7.3e-8, 1.8e-8, 4.4e-9, 1.0e-9 N on the same runs; with
the euler update v_n is first order, and so are they). Where that system is singular (at a
kinematic singularity) the row keeps the step's reactions and the run says so.

A module with a compiled ``taylor`` kernel (C backend, ``templates/c/kernels/taylor.j2``) runs
the same loop in one call, with either velocity update, where the mass matrix is regular and S
square (every bundled rA mechanism), on the same arithmetic: M^-1 taken once (rA's M is
constant) and applied as a product, S factored by LU with partial pivoting.
"""

from __future__ import annotations

import numpy as np
from mechgen.core.errors import SolverError

from . import kernels
from .diagnosis import constraint_jacobian, coordinate_titles, involved, non_finite
from .initial import starting_state
from .loader import Model
from .reactions import DIRECT
from .scheme import ASSEMBLE, RECORD_COND, Option, RunState, Scheme
from .trajectory import Stopwatch, Trajectory

ENTRIES = (
    "retract",
    "Phi",
    "Phi_q",
    "nu",
    "gamma",
    "M",
    "Q",
    "B",
    "taylor_residual",
    "taylor_matrix",
)
#: A mass matrix whose smallest eigenvalue is below this fraction of its largest is singular.
MASS_TOLERANCE = 1e-12
#: singular values below this fraction of the largest are dropped in the rattle projection's
#: least squares (:func:`rattle_velocity`)
RANK_TOLERANCE = 1e-10


def mass_inverse(model: Model, q, t: float, step: int) -> np.ndarray | None:
    """M(q)^-1, or None where M is singular (a zero principal inertia; the step is then solved
    in saddle-point form, see the module docstring). The mass matrix of rA is constant and
    block diagonal, so its inverse is taken once and applied as a product (the C kernel
    applies the same inverse, keeping both backends on the same arithmetic).

    Raises:
        SolverError: the state is not finite.
    """
    M = model.M(q, model.p)
    if not np.all(np.isfinite(M)):
        raise SolverError("the state is not finite; reduce the step size", step, t)
    eig = np.linalg.eigvalsh(M)
    if eig[0] <= MASS_TOLERANCE * eig[-1]:
        return None
    return np.linalg.inv(M)


def reactions_step(model: Model, q, v, t: float, h: float, step: int, Minv):
    """(a, f, S) of one step from the state (q, v) at t; ``Minv``: M(q)^-1
    (:func:`mass_inverse`; None when M is singular). S is the reaction matrix of eq. (36), or
    the saddle-point matrix where M is singular.

    Raises:
        SolverError: the reaction matrix S is singular or the result is not finite.
    """
    p = model.p
    if Minv is None:
        a, f, S = _saddle_point_step(model, q, v, t, h, step)
    else:
        a0 = Minv @ model.Q(q, v, t, p)
        Minv_BT = Minv @ model.B(q, p).T
        S = model.taylor_matrix(q, v, a0, t, p, h) @ Minv_BT
        psi = model.taylor_residual(q, v, a0, t, p, h)
        _check_finite(model, q, v, t, step, S, psi)
        if S.shape[0] == S.shape[1]:
            try:
                f = np.linalg.solve(S, -psi)
            except np.linalg.LinAlgError as exc:
                raise _singular(model, S, step, t, "the reaction matrix S of eq. (36)") from exc
        else:
            f = np.linalg.lstsq(S, -psi, rcond=None)[0]
        a = a0 + Minv_BT @ f
    _check_finite(model, q, v, t, step, a, f)
    return a, f, S


def _saddle_point_step(model: Model, q, v, t: float, h: float, step: int):
    """(a, f, K) of one step in saddle-point form (module docstring) for a singular M."""
    p = model.p
    M, Q, B = model.M(q, p), model.Q(q, v, t, p), model.B(q, p)
    ar = np.linalg.lstsq(M, Q, rcond=None)[0]
    T = model.taylor_matrix(q, v, ar, t, p, h) * (2.0 / h**2)
    psi = model.taylor_residual(q, v, ar, t, p, h) * (2.0 / h**2)
    K = np.block([[M, -B.T], [T, np.zeros((T.shape[0], B.shape[0]))]])
    rhs = np.concatenate([Q, T @ ar - psi])
    _check_finite(model, q, v, t, step, K, rhs)
    if K.shape[0] == K.shape[1]:
        try:
            x = np.linalg.solve(K, rhs)
        except np.linalg.LinAlgError as exc:
            raise _singular(model, K, step, t, "the saddle-point matrix [M -B^T; T 0]") from exc
    else:
        x = np.linalg.lstsq(K, rhs, rcond=None)[0]
    return x[: model.n_v], x[model.n_v :], K


def _check_finite(
    model: Model, q, v, t: float, step: int, *arrays, what: str = "the reactions"
) -> None:
    """A SolverError at (step, t) naming ``what`` became non-finite where ``arrays`` are, and
    why from the state (q, v) they were computed at."""
    if not all(np.all(np.isfinite(x)) for x in arrays):
        raise SolverError(
            f"{what} became non-finite ({non_finite(model, q, v)}); reduce the step size",
            step,
            t,
        )


def _singular(model: Model, S: np.ndarray, step: int, t: float, what: str) -> SolverError:
    """The error of a singular square reaction matrix S (rows: constraint rows; columns:
    reaction components) or saddle-point matrix K (the equations of motion and the
    accelerations first): a singular direction in the accelerations is a motion without
    inertia, named by its coordinates; one in the reactions names the constraint rows and
    reaction components involved."""
    components = [
        f"{site['owner']}.{c}" for site in model.meta.reaction_sites for c in site["components"]
    ]
    nv = S.shape[0] - model.n_c
    U, sv, Vt = np.linalg.svd(S)
    cond = float(sv[0] / sv[-1]) if sv[-1] > 0 else float("inf")
    if np.linalg.norm(Vt[-1, :nv]) > np.linalg.norm(Vt[-1, nv:]):
        coords = involved(Vt[-1, :nv], coordinate_titles(model, range(nv)))
        cause = (
            "the mass matrix is singular along a motion the constraints leave free: no inertia "
            f"resists the motion of {', '.join(coords)}"
        )
    else:
        rows = involved(U[nv:, -1], model.row_titles)
        cause = (
            f"the constraint rows {', '.join(rows)} cannot be held by the reaction components "
            f"{', '.join(involved(Vt[-1, nv:], components))} (a statically indeterminate joint "
            "set: generate without --keep-redundant so that redundant rows are dropped)"
        )
    return SolverError(
        f"{what} of the Taylor scheme is singular (condition number {cond:.3e}): {cause}", step, t
    )


def run(
    model: Model,
    state: RunState,
    h: float,
    t_end: float,
    *,
    velocity: str,
    reactions_at: str,
    assemble: bool,
    record_cond: bool,
) -> Trajectory:
    """Integrates from t = 0 to t_end with step h; the reactions of each stored state are those
    of the step that starts there (the last state's close the record).

    Args:
        velocity: the velocity update, ``euler`` (v + h a, module docstring) or ``rattle``
            (:func:`rattle_velocity`).
        reactions_at: ``step``, the reactions of eq. (36) (first order), or ``state``, those
            of the index-1 equations at each stored state (:func:`state_reactions`).
        record_cond: store the 2-norm condition number of the reaction matrix S per step (of
            the saddle-point matrix where M is singular).

    Raises:
        SolverError: a singular reaction matrix or a non-finite state, naming step and time.
    """
    t0, q, v = starting_state(model, state, assemble)
    n = int(round((t_end - t0) / h))
    traj = Trajectory.allocate(n, model, state, record_cond)
    traj.f = np.zeros((n + 1, model.B(q, model.p).shape[0]))
    constant = model.meta.mass_matrix_constant
    Minv = mass_inverse(model, q, t0, 0) if constant else None
    if constant and Minv is None:
        traj.notices.append(
            "the mass matrix is singular (a zero principal inertia): every step is solved in "
            "saddle-point form for the accelerations and reactions together"
        )
    square = traj.f.shape[1] == model.n_c
    uncovered = {
        "a singular mass matrix": constant and Minv is None,
        "a mass matrix that depends on q": not constant,
        "redundant constraint rows (a reaction matrix that is not square)": not square,
        "--record-cond": record_cond,
    }
    if kernels.available(model, state, "taylor", uncovered):
        a, f, _ = reactions_step(model, q, v, t0, h, 0, Minv)  # named errors at step 0
        traj.store(0, t0, q, v, a, 0)  # a and f of row 0 are the kernel's (chunks agree)
        kernels.run(
            model,
            "taylor",
            traj,
            h,
            0,
            Minv=Minv,
            rattle=velocity == "rattle",
            rank_tol=RANK_TOLERANCE,
            **traj.outputs("q", "v", "a", "f"),
        )
        _stored_reactions(model, state, traj, reactions_at)
        return traj
    watch = Stopwatch()
    for step in range(n + 1):
        t = t0 + step * h
        if not constant:
            Minv = mass_inverse(model, q, t, step)
        a, f, S = reactions_step(model, q, v, t, h, step, Minv)
        traj.store(step, t, q, v, a, 0, np.linalg.cond(S) if record_cond else None)
        traj.f[step] = f
        if step < n:
            q_next = model.retract(q, h * v + 0.5 * h * h * a)
            if velocity == "rattle":  # evaluates the loads at t + h
                v_next = rattle_velocity(model, q_next, v, a, t + h, h, Minv)
                _check_finite(model, q_next, v, t + h, step + 1, v_next, what="the velocities")
                v = v_next
            else:
                v = v + h * a
            q = q_next
    watch.stop(traj)
    _stored_reactions(model, state, traj, reactions_at)
    return traj


def _stored_reactions(model: Model, state: RunState, traj: Trajectory, reactions_at: str) -> None:
    """The reactions the run stores: the step's (as integrated), or the states' where asked
    for; asked for in a run that reports no reactions, a notice says it changed nothing."""
    if reactions_at != "state":
        return
    if state.reactions:
        state_reactions(model, traj)
    else:
        traj.notices.append(
            "--reactions-at state changes the reported reactions only, and this run reports "
            "none (add --reactions)"
        )


def state_reactions(model: Model, traj: Trajectory) -> None:
    """Replaces the reactions of every stored row by those at its state (q, v, t): f of the
    index-1 equations

        M a - B^T f = Q,   Phi_q a = gamma,

    in least squares (the minimum-norm f where the components outnumber the rows, as the step
    takes them; M may be singular). A row where the system is singular (a kinematic
    singularity, where only the step's reactions exist) keeps the step's, and the run's notice
    names the first such time."""
    p, n = model.p, model.n_v
    kept = []
    for i in range(traj.stored):
        q, v, t = traj.q[i], traj.v[i], float(traj.t[i])
        M, B = model.M(q, p), model.B(q, p)
        C = constraint_jacobian(model, q, t)
        K = np.block([[M, -B.T], [C, np.zeros((C.shape[0], B.shape[0]))]])
        rhs = np.concatenate([model.Q(q, v, t, p), np.ravel(model.gamma(q, v, t, p))])
        x, _, rank, _ = np.linalg.lstsq(K, rhs, rcond=RANK_TOLERANCE)
        if rank < min(K.shape):
            kept.append(t)
            continue
        traj.f[i] = x[n:]
    if kept:
        traj.notices.append(
            f"the index-1 reactions are singular at {len(kept)} stored states (first at "
            f"t = {kept[0]:.6g}, a kinematic singularity): those rows keep the step's reactions "
            "(first order)"
        )


def rattle_velocity(model: Model, q, v, a, t: float, h: float, Minv) -> np.ndarray:
    """v_n+1 of the symmetric update (``velocity="rattle"``) at the new positions q = q_n+1:

        v* = v_n + h/2 (a_n + a0_n+1),   a0_n+1 = M^-1 Q(q_n+1, v_n + h a_n, t_n+1),
        v_n+1 = argmin (v - v*)^T M (v - v*)  subject to  Phi_q(q_n+1) v = nu(q_n+1),

    the velocity half of Andersen's RATTLE (1983) with the Taylor step's positions as its
    position half (those are velocity Verlet's, q_n+1 = q_n (+) (h v_n + h^2 a_n / 2), with the
    reactions that hold the predicted constraints). The paper gives no velocity update (its
    eqs. 5-10 only advance positions); v_n + h a_n, the default, is first order and leaves the
    velocities off the constraints' tangent space, which pumps energy: the planar double
    pendulum gains 9e5 J in 10 s at h = 1e-3, the parallelogram four-bar leaves its branch at
    a change point. The symmetric update is second order and keeps the energy bounded (0.022 J
    over the same 10 s); the reactions of the second half are the multipliers of the projection,
    which lands the velocities on the tangent space. Our choice beyond RATTLE: a force that
    depends on velocity (rA's gyroscopic terms) is evaluated at the first-order prediction
    v_n + h a_n, which keeps the update explicit and second order. At a change point, where
    Phi_q loses rank, the projection takes the least-squares multipliers (every solution gives
    the same velocities, since Phi_q M^-1 Phi_q^T mu = 0 implies Phi_q^T mu = 0); where M is
    singular (a zero principal inertia) it solves the saddle-point form [M Phi_q^T; Phi_q 0]
    in least squares."""
    p = model.p
    Q = model.Q(q, v + h * a, t, p)
    C = constraint_jacobian(model, q, t)
    nu = np.asarray(model.nu(q, t, p), dtype=float).ravel()
    if Minv is None:
        M = model.M(q, p)
        a0 = np.linalg.lstsq(M, Q, rcond=None)[0]
        star = v + 0.5 * h * (a + a0)
        K = np.block([[M, C.T], [C, np.zeros((len(nu), len(nu)))]])
        rhs = np.concatenate([M @ star, nu])
        return np.linalg.lstsq(K, rhs, rcond=RANK_TOLERANCE)[0][: model.n_v]
    star = v + 0.5 * h * (a + Minv @ Q)
    mu = np.linalg.lstsq(C @ Minv @ C.T, C @ star - nu, rcond=RANK_TOLERANCE)[0]
    return star - Minv @ (C.T @ mu)


SCHEME = Scheme(
    "taylor",
    "Taylor scheme: predicted constraints, the reactions as unknowns",
    ENTRIES,
    ("rA",),
    DIRECT,
    run,
    (
        Option(
            "velocity",
            "velocity update: euler (v + h a, first order) or rattle (symmetric, second order, "
            "bounded energy, passes change points)",
            "rattle",
            parse=str,
            choices=("euler", "rattle"),
        ),
        Option(
            "reactions_at",
            "reactions stored: step (eq. 36, the step's constant reaction, first order, never "
            "singular) or state (index-1 at each stored state, second order with rattle)",
            "step",
            parse=str,
            choices=("step", "state"),
        ),
        ASSEMBLE,
        RECORD_COND,
    ),
    source="seed003",
    order=lambda options: 2 if options["velocity"] == "rattle" else 1,
    kernel="taylor",
    velocity_level="not enforced",
)
