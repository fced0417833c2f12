"""Munthe-Kaas Runge-Kutta integration on SE(3) or SO(3) x R^3 (seed 002, section 4).

A module with a compiled ``lie-mk`` kernel (C backend, ``templates/c/kernels/lie-mk.j2``) runs
the same loop in one call, every tableau and stabilization (the projection's minimum-norm
corrections by Cholesky of Phi_q Phi_q^T, where numpy takes lstsq: the same corrections where
the rows are independent); record_cond steps in Python.

State X = (q, V): per body the pose C = (r, A) and the velocity V = (v, omega_bar), the body-fixed
twist for ``se3`` (eq. 6) or the hybrid velocity (r', omega_bar) for ``so3r3`` (eq. 20). The
equations X' = X F(t, X) (eq. 35) take F = (V, V') with V' from the index-1 equations
(eq. 3, :mod:`mechgen.runtime.index1`). One step of an s-stage explicit tableau (a, b, c) is eq.
(37):

    Psi_j = h sum_{l<j} a_jl k_l,
    k_j   = dexp^-1_{-Psi_j} F(t_n + c_j h, X_n exp(Psi_j)),
    X_n+1 = X_n exp(h sum_j b_j k_j),

where exp and dexp^-1 act on the pose part only (eqs. 13-15, 22-24): per body the exponential of
SE(3) (eq. 8: A exp(w~), r + A dexp_w v) or of SO(3) x R^3 (eq. 18: A exp(w~), r + v), and
dexp^-1 of eq. (10) or (11) (:mod:`mechgen.runtime.liegroup`); the velocity part is a vector space
(exp = addition, dexp = identity). The last evaluation of a step is the first stage of the next.

Constraint stabilization: ``"baumgarte"`` adds -2 alpha (Phi_q V - nu) - beta^2 Phi to the
acceleration right-hand side; ``"projection"`` projects each step's result onto Phi = 0
(Gauss-Newton with the minimum-norm correction, applied through the group exponential) and then
onto Phi_q V = nu (minimum-norm); ``"none"`` integrates the index-1 equations as the paper does.
The default, ``"auto"``, is none on open chains and trees (the paper's drift comparisons), and
projection on a mechanism with a closed kinematic loop (:attr:`Model.closed_loops`): there the
index-1 drift lets the loop leave its assembly branch (IFToMM A02 with two four-bars: 2 m off
after 10 s, issue 36), an answer no drift notice makes usable; the run says so in a notice.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from mechgen.core.errors import SolverError

from . import kernels, liegroup
from .diagnosis import non_finite
from .index1 import accelerations
from .initial import project_positions, project_velocities, starting_state
from .loader import Model
from .reactions import STATE
from .scheme import ASSEMBLE, RECORD_COND, Option, RunState, Scheme
from .trajectory import Stopwatch, Trajectory

ENTRIES = ("Phi", "Phi_q", "nu", "gamma", "M", "Q")
STABILIZATIONS = ("auto", "none", "baumgarte", "projection")
PROJECTION_TOLERANCE = 1e-13
#: position corrections of the projection before a step fails (project_positions' default)
PROJECTION_ITERATIONS = 50


@dataclass(frozen=True)
class Tableau:
    """An explicit Runge-Kutta (Butcher) tableau: a strictly lower triangular."""

    name: str
    a: tuple[tuple[float, ...], ...]
    b: tuple[float, ...]
    c: tuple[float, ...]
    order: int

    def check(self) -> None:
        """Raises SolverError naming the tableau when it is not a consistent explicit one."""
        s = len(self.b)
        a = np.asarray(self.a, dtype=float)
        problems = []
        if a.shape != (s, s) or len(self.c) != s:
            problems.append(f"a must be {s}x{s} and c of length {s} for {s} weights b")
        elif np.any(np.triu(a) != 0):
            problems.append("a must be strictly lower triangular (explicit)")
        else:
            if not np.allclose(a.sum(axis=1), self.c, atol=1e-14):
                problems.append("c must equal the row sums of a")
            if abs(sum(self.b) - 1.0) > 1e-14:
                problems.append("the weights b must sum to 1")
        if problems:
            raise SolverError(f"tableau '{self.name}': " + "; ".join(problems))


TABLEAUS = {
    "euler": Tableau("euler", ((0.0,),), (1.0,), (0.0,), 1),
    "heun": Tableau("heun", ((0.0, 0.0), (1.0, 0.0)), (0.5, 0.5), (0.0, 1.0), 2),
    "midpoint": Tableau("midpoint", ((0.0, 0.0), (0.5, 0.0)), (0.0, 1.0), (0.0, 0.5), 2),
    "rk3": Tableau(
        "rk3",
        ((0.0, 0.0, 0.0), (0.5, 0.0, 0.0), (-1.0, 2.0, 0.0)),
        (1 / 6, 2 / 3, 1 / 6),
        (0.0, 0.5, 1.0),
        3,
    ),
    "rk4": Tableau(
        "rk4",
        ((0.0, 0.0, 0.0, 0.0), (0.5, 0.0, 0.0, 0.0), (0.0, 0.5, 0.0, 0.0), (0.0, 0.0, 1.0, 0.0)),
        (1 / 6, 1 / 3, 1 / 3, 1 / 6),
        (0.0, 0.5, 0.5, 1.0),
        4,
    ),
    "rk38": Tableau(
        "rk38",
        (
            (0.0, 0.0, 0.0, 0.0),
            (1 / 3, 0.0, 0.0, 0.0),
            (-1 / 3, 1.0, 0.0, 0.0),
            (1.0, -1.0, 1.0, 0.0),
        ),
        (1 / 8, 3 / 8, 3 / 8, 1 / 8),
        (0.0, 1 / 3, 2 / 3, 1.0),
        4,
    ),
}


def resolve_tableau(tableau: str | Tableau) -> Tableau:
    """A tableau by name (:data:`TABLEAUS`) or a user's :class:`Tableau`, checked."""
    if isinstance(tableau, Tableau):
        tableau.check()
        return tableau
    if tableau not in TABLEAUS:
        raise SolverError(f"unknown tableau '{tableau}' (known: {', '.join(TABLEAUS)})")
    return TABLEAUS[tableau]


class PoseGroup:
    """The pose part of the state as a product of per-body Lie groups (SE(3) or SO(3) x R^3).

    q holds per body r and the nine entries of A by rows; algebra elements are (nb, 6) arrays
    (v, w), in the order of the velocity coordinates.
    """

    def __init__(self, model: Model):
        self.nb = len(model.bodies)
        if model.n_q != 12 * self.nb or model.n_v != 6 * self.nb:
            raise SolverError("lie-mk needs 12 position and 6 velocity coordinates per body")
        self.se3 = model.coords.body_fixed_velocity

    def exp(self, q: np.ndarray, X: np.ndarray) -> np.ndarray:
        """q exp(X) (eqs. 8, 18)."""
        Q = q.reshape(self.nb, 12)
        A = Q[:, 3:].reshape(self.nb, 3, 3)
        if self.se3:
            R, p = liegroup.se3_exp(X)
            r = Q[:, :3] + np.einsum("nij,nj->ni", A, p)
        else:
            R = liegroup.so3_exp(X[:, 3:])
            r = Q[:, :3] + X[:, :3]
        return np.concatenate([r, (A @ R).reshape(self.nb, 9)], axis=1).ravel()

    def update(self, q: np.ndarray, dv: np.ndarray) -> np.ndarray:
        """q exp(dv) for a flat vector of velocity increments."""
        return self.exp(q, dv.reshape(self.nb, 6))

    def dexpinv(self, X: np.ndarray, V: np.ndarray) -> np.ndarray:
        """dexp^-1_X applied to the velocities V (eqs. 10, 11), as (nb, 6)."""
        V = V.reshape(self.nb, 6)
        if self.se3:
            return np.einsum("nij,nj->ni", liegroup.se3_dexpinv(X), V)
        rot = np.einsum("nij,nj->ni", liegroup.so3_dexpinv(X[:, 3:]), V[:, 3:])
        return np.concatenate([V[:, :3], rot], axis=1)


def run(
    model: Model,
    state: RunState,
    h: float,
    t_end: float,
    *,
    tableau: str | Tableau,
    stabilization: str | None,
    baumgarte: tuple[float, float],
    assemble: bool,
    record_cond: bool,
) -> Trajectory:
    """Integrates from t = 0 to t_end with step h (seed 002 eq. 37).

    Args:
        tableau: a name of :data:`TABLEAUS` (default classical RK4) or a :class:`Tableau`.
        stabilization: ``"auto"`` (default: projection on closed loops, else none),
            ``"none"`` (also None), ``"baumgarte"`` or ``"projection"``.
        baumgarte: (alpha, beta) of the Baumgarte terms, used with ``"baumgarte"``.
        record_cond: store the condition number of the index-1 matrix at each step's start.

    Raises:
        SolverError: an unknown tableau or stabilization, a singular index-1 matrix, or a
            non-finite state, naming the step and time.
    """
    tab = resolve_tableau(tableau)
    stabilization = "none" if stabilization is None else stabilization
    if stabilization not in STABILIZATIONS:
        raise SolverError(
            f"unknown stabilization '{stabilization}' (known: {', '.join(STABILIZATIONS)})"
        )
    gains = tuple(float(x) for x in baumgarte) if stabilization == "baumgarte" else None
    group = PoseGroup(model)
    a_tab, b_tab, c_tab = np.asarray(tab.a, dtype=float), tab.b, tab.c
    s, nb = len(b_tab), group.nb
    t_start, q, V = starting_state(model, state, assemble)
    steps = int(round((t_end - t_start) / h))
    traj = Trajectory.allocate(steps, model, state, record_cond)
    acc, lam, S = accelerations(model, q, V, t_start, gains, 0)  # named errors at step 0
    traj.store(0, t_start, q, V, acc, 0, _cond(S) if record_cond else None, lam)
    if stabilization == "auto":
        stabilization = "projection" if model.closed_loops else "none"
        if stabilization == "projection":
            traj.notices.append(
                "closed kinematic loop: lie-mk projects each step onto the position and velocity "
                "constraints (--stabilization projection, the default here; --stabilization "
                "none runs the paper's unstabilized index-1 integration)"
            )
    if kernels.available(model, state, "lie-mk", {"--record-cond": record_cond}):
        alpha, beta = gains or (0.0, 0.0)
        kernels.run(
            model,
            "lie-mk",
            traj,
            h,
            PROJECTION_ITERATIONS,
            stages=s,
            a_tab=a_tab,
            b_tab=b_tab,
            c_tab=c_tab,
            se3=group.se3,
            baumgarte=gains is not None,
            alpha=alpha,
            beta=beta,
            project=stabilization == "projection",
            project_tol=PROJECTION_TOLERANCE,
            **traj.outputs("q", "v", "a", "lam"),
        )
        return traj
    watch = Stopwatch()
    for step in range(1, steps + 1):
        t0 = t_start + (step - 1) * h
        kq = np.zeros((s, nb, 6))
        kv = np.zeros((s, model.n_v))
        cond = _cond(S) if record_cond else None
        for j in range(s):
            if j == 0:
                kq[0], kv[0] = V.reshape(nb, 6), acc
                continue
            psi_q = h * np.einsum("l,lnk->nk", a_tab[j, :j], kq[:j])
            psi_v = h * a_tab[j, :j] @ kv[:j]
            Vj = V + psi_v
            qj = group.exp(q, psi_q)
            kv[j] = accelerations(model, qj, Vj, t0 + c_tab[j] * h, gains, step)[0]
            kq[j] = group.dexpinv(-psi_q, Vj)
        q = group.exp(q, h * np.einsum("l,lnk->nk", np.asarray(b_tab), kq))
        V = V + h * np.asarray(b_tab) @ kv
        t = t_start + step * h
        iterations = 0
        if stabilization == "projection":
            q, iterations = project_positions(
                model,
                q,
                t,
                PROJECTION_ITERATIONS,
                update=group.update,
                tolerance=PROJECTION_TOLERANCE,
                step=step,
            )
            V = project_velocities(model, q, V, t)
        if not (np.all(np.isfinite(q)) and np.all(np.isfinite(V))):
            raise SolverError(f"{non_finite(model, q, V)}; reduce the step size", step, t)
        acc, lam, S = accelerations(model, q, V, t, gains, step)
        traj.store(step, t, q, V, acc, iterations, cond, lam)
    watch.stop(traj)
    return traj


def _cond(S: np.ndarray) -> float:
    return float(np.linalg.cond(S))


SCHEME = Scheme(
    "lie-mk",
    "Munthe-Kaas Runge-Kutta on SE(3) or SO(3) x R^3 (eq. 37)",
    ENTRIES,
    ("se3", "so3r3"),
    STATE,
    run,
    (
        Option(
            "tableau",
            f"explicit Runge-Kutta tableau: {', '.join(TABLEAUS)}",
            "rk4",
            parse=str,
            choices=tuple(TABLEAUS),
        ),
        Option(
            "stabilization",
            "constraint stabilization: none, baumgarte or projection",
            "auto",
            default_text="projection on a closed kinematic loop, else none",
            parse=str,
            choices=STABILIZATIONS[1:],
        ),
        Option(
            "baumgarte",
            "Baumgarte gains alpha, beta",
            (10.0, 10.0),
            kind="pair",
            metavar=("ALPHA", "BETA"),
        ),
        ASSEMBLE,
        RECORD_COND,
    ),
    source="seed002",
    order=lambda options: resolve_tableau(options["tableau"]).order,
    kernel="lie-mk",
    velocity_level="enforced only with --stabilization projection",
)
