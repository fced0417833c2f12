"""The augmented Lagrangian index-3 step with projections (ALI3-P) for the index-3 family
(index3, genalpha): runs through singular positions and redundant constraint rows, where the
multiplier form's iteration matrix [S, Phi_q^T; Phi_q T, 0] is singular (beyond the seeds;
Bayo, Garcia de Jalon & Serna 1988; Bayo & Ledesma 1996, "Augmented Lagrangian and
mass-orthogonal projection methods for constrained multibody dynamics", Nonlinear Dynamics 9:
113-130; Cuadrado, Cardenal, Morer & Bayo 2000, the formulation of the IFToMM benchmark
library's reference solutions).

The unknowns of a step are the accelerations acc alone; q and v follow from acc through the
method's update (:class:`mechgen.runtime.index3.Discretization`). The multipliers are
estimated by lam* and the constraints enter as a penalty alpha:

    r(acc) = M(q) acc + Phi_q^T (lam* + alpha Phi(q, t)) - Q(q, v, t) = 0,

Newton on r with the matrix J = S + hq alpha Phi_q^T Phi_q T, where S, Phi_q^T and Phi_q T are
the blocks of the family's iteration matrix evaluated at lam = lam* + alpha Phi (so J is the
exact derivative of r), and after each iteration lam* <- lam* + alpha Phi at the iterate it
gave (Bayo & Ledesma's update; lagged by one iterate it oscillates). At the fixed point
Phi = 0 and lam* are the multipliers: the penalty only speeds the convergence, it does not
soften the constraints. J is regular wherever M is regular on the motions the joints leave
free, whatever the rank of Phi_q: at a singular position, where the multiplier form's matrix
is singular, the inertia carries the motion through the directions the rows lose.

alpha (our choice, the papers give SI values 1e7-1e9 for their models): PENALTY times the
largest mass entry over hq times the largest squared row of Phi_q, both at the step's start, so
that the penalty dominates the inertia by PENALTY in every unit system and at every step size,
and the round-off of Phi (~eps L) reaches the multipliers only as eps PENALTY max(M) L / hq.

Projections after the step converged (Bayo & Ledesma's mass-orthogonal projections): the
velocities and then the accelerations are moved to the velocity and acceleration
constraints in the metric of the mass matrix, P = M(q) + hq alpha Phi_q^T Phi_q,

    v <- v - P^-1 hq alpha Phi_q^T (Phi_q v - nu),
    acc <- acc - P^-1 hq alpha Phi_q^T (Phi_q acc - gamma),

each SWEEPS times (every sweep cuts the violation by about PENALTY; in the directions a
singular position removes nothing is asked). ALI3-P saves the factorization by projecting in
the metric of the iteration matrix J instead; J = S + ..., and S holds, besides M, the
step's damping and stiffness terms hv C + hq K, K with the constraint forces' derivative
(Phi_q^T lam)_q. Where the inertia of some coordinates is small (the rotation entries of rA
for light or slender bodies: 5e-6 kg m^2 on Haug's spatial slider-crank against masses of
2 kg) hq K is of their size at h = 1e-3, the metric is no longer the inertia's, and the
projection moves the motion along the constraints: genalpha --augmented was 1.5e-3 m off
over 2 s of the free slider-crank where plain genalpha is 6.4e-5 (with J's metric, the error
grew with PENALTY: 0.033 m at 1e5; the Euclidean metric: 0.07 m). In M's metric it is 6.9e-5,
at the cost of one more factorization per step. Where M(q) + hq alpha Phi_q^T Phi_q is
singular (its reciprocal condition below mechgen.runtime.linalg.RANK_CUTOFF: a formulation's
chart at its own singularity, re at the gimbal lock of its ZXZ angles, where M(q) loses rank
along a motion no constraint row restrains) the projection takes J's metric, as ALI3-P does:
the run goes on, and what the chart does to it is judged (mechgen.runtime.judgement).

The method's pseudo-acceleration is updated from the projected acc, so the next step starts
from projected values (ALI3-P with the trapezoidal rule, rho_inf = 1, does the same with its
Newmark predictor; for rho_inf < 1 our choice).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
from mechgen.core.errors import SolverError

from .diagnosis import constraint_jacobian, largest_residual
from .linalg import lu_factor, lu_solve, regular_factor
from .newton import NEWTON_MODES, STALL, bound, diverged, not_converged, passes
from .scheme import Option, max_iterations

if TYPE_CHECKING:
    from .index3 import Discretization
    from .loader import Model

#: how far the penalty dominates the inertia (module docstring)
PENALTY = 1e3
#: near a singular position, where the iteration slows to a linear rate with a fresh matrix,
#: alpha grows by BOOST per slow iteration up to BOOST_LIMIT times its value at the step's start
#: (the method of multipliers' rule; the solution does not depend on alpha)
BOOST, BOOST_LIMIT = 10.0, 1e3
#: the round-off of a row of Phi relative to the size of the coordinates (1 + max |q|): a row
#: sums products of coordinates, each rounded to eps; 100 eps leaves a margin for the sums
ROUNDOFF = 100 * np.finfo(float).eps
#: projection sweeps of the velocities and of the accelerations per step
SWEEPS = 2

#: the Newton iteration limit of the index-3 schemes: near a singular position the augmented
#: iteration converges linearly for a few steps (more than 25 iterations on A02 with N = 10)
MAX_ITER, AUGMENTED_MAX_ITER = 25, 100
#: the option that sets it
MAX_ITERATIONS = max_iterations(None, f"{MAX_ITER}, {AUGMENTED_MAX_ITER} with --augmented")


def iteration_limit(max_iter: int | None, augmented: bool) -> int:
    """The limit a run uses (:data:`MAX_ITERATIONS`)."""
    if max_iter is not None:
        return max_iter
    return AUGMENTED_MAX_ITER if augmented else MAX_ITER


#: the formulations of the index-3 family (index3, genalpha), where this step runs
FORMULATIONS = ("rA", "rp", "re")


def dropped_rows_hint(model: Model) -> str:
    """What to try where a run meets a singular configuration of a module generated with
    redundant rows dropped ("" if none were): the rows dropped at the initial configuration
    may be the ones that keep the loop's rank further on (an overconstrained loop such as
    Bricard's, whose kept set loses rank at its fold), and this step takes every row
    (measured on Bricard's linkage: the kept set stops genalpha at the fold, all rows with
    --augmented pass it with the energy held to 7e-4 J). Spelled out as the two commands, in
    the run's formulation where this step takes it, else in rA. A true singularity (a driven
    dead centre) stops every scheme: the hint says "may"."""
    dropped = ", ".join(f"{r['owner']}[{r['label']}]" for r in model.meta.dropped_rows)
    if not dropped:
        return ""
    name = model.meta.mechanism
    form = model.formulation if model.formulation in FORMULATIONS else FORMULATIONS[0]
    return (
        f"; the rows dropped as redundant at generation ({dropped}) may be needed here: "
        f"'mechgen generate MODEL --formulation {form} --keep-redundant -o DIR' keeps them "
        f"(Python: generate(..., drop_redundant=False)), then 'mechgen simulate "
        f"DIR/{name}_{form}.py --scheme genalpha --augmented'"
    )


#: the option of the index-3 schemes that selects this step
AUGMENTED = Option(
    "augmented",
    "augmented Lagrangian with projections (ALI3-P): runs through singular positions and "
    "redundant rows, in Python",
    False,
    "flag",
)


class AugmentedStep:
    """One ALI3-P step of an index-3 scheme (module docstring); called like
    :class:`mechgen.runtime.index3.MultiplierStep`."""

    def __init__(
        self,
        model: Model,
        method: Discretization,
        h: float,
        theta: float,
        max_iter: int,
        mode: int,
        record_cond: bool,
    ):
        self.model, self.method, self.h, self.theta = model, method, h, theta
        self.max_iter, self.mode, self.record_cond = max_iter, mode, record_cond
        self.hq, self.hv = method.sensitivities(h)
        self.h_residual = math.sqrt(self.hq)
        self.lu, self.weight = None, 0.0

    def penalty(self, q: np.ndarray, t: float) -> float:
        """alpha at the configuration q (module docstring)."""
        model = self.model
        mass = np.abs(np.diag(np.reshape(model.M(q, model.p), (model.n_v, model.n_v)))).max()
        rows = (constraint_jacobian(model, q, t) ** 2).sum(axis=1).max(initial=0.0)
        return PENALTY * mass / (self.hq * rows) if rows > 0 else 0.0

    def __call__(self, step: int, t: float, q_n, v_n, acc_n, lam_n, a_n):
        """(q, v, acc, lam, pseudo-acceleration, iterations, cond(J) or None) at t_n+1."""
        model, method, h, p, nv = self.model, self.method, self.h, self.model.p, self.model.n_v
        alpha = self.penalty(q_n, t - h)
        ceiling = alpha * BOOST_LIMIT
        acc, lam = acc_n.copy(), lam_n.copy()
        if self.mode != NEWTON_MODES["reuse"] or self.record_cond:
            self.lu = None
        last, settled, cond = np.inf, np.inf, None
        for k in range(1, self.max_iter + 1):
            pseudo, v, dv = method.advance(h, v_n, acc_n, a_n, acc)
            q = model.retract(q_n, dv)
            phi = np.asarray(model.Phi(q, t, p), dtype=float).ravel()
            if k > 1:  # lam* <- lam* + alpha Phi at the iterate the last correction gave
                lam = lam + alpha * phi
            pushed = lam + alpha * phi
            g = model.index3_residual(q, v, acc, pushed, t, p, self.h_residual)[:nv]
            fresh = self.lu is None or self.mode == NEWTON_MODES["full"]
            if fresh:
                G = method.matrix(model, q, v, dv, acc, pushed, t, h, self.hq, self.hv)
                weight = self.hq * alpha
                J = G[:nv, :nv] + weight * (G[:nv, nv:] @ G[nv:, :nv])
                if self.record_cond and cond is None:
                    cond = np.linalg.cond(J)
                self.lu, self.weight = _factored(J, step, t), weight
            delta = lu_solve(self.lu, g)
            norm = math.sqrt(delta @ delta)
            if not norm < 1e300:
                raise diverged(largest_residual(model, g, phi), step, t)
            floor = alpha * ROUNDOFF * (1.0 + np.abs(q).max()) * math.sqrt(len(phi))
            limits = (bound(self.theta, acc), max(STALL * bound(self.theta, lam), floor))
            if _converged(norm, alpha * phi, limits, settled, fresh):
                v, acc = self._projected(q, v, acc, t)
                pseudo = method.advance(h, v_n, acc_n, a_n, acc)[0]
                return q, v, acc, lam, pseudo, k, cond
            acc = acc - delta
            slow = norm > 0.5 * last
            boosted = slow and fresh and alpha < ceiling
            if boosted:
                alpha *= BOOST
            if slow:
                self.lu = None
            last, settled = norm, norm if fresh and not boosted else np.inf
        residual = largest_residual(model, g, phi)
        raise not_converged(self.max_iter, norm, self.theta, residual, step, t)

    def _projected(self, q, v, acc, t: float) -> tuple[np.ndarray, np.ndarray]:
        """(v, acc) projected on the velocity and acceleration constraints at q (module
        docstring), in the metric of M(q) + hq alpha Phi_q^T Phi_q (alpha of the last factored
        J)."""
        model, p = self.model, self.model.p
        jac, weight = constraint_jacobian(model, q, t), self.weight
        mass = np.reshape(model.M(q, p), (model.n_v, model.n_v))
        metric = regular_factor(mass + weight * (jac.T @ jac))
        if metric is None:  # M singular off the constraints (module docstring)
            metric = self.lu
        nu = np.asarray(model.nu(q, t, p), dtype=float).ravel()
        for _ in range(SWEEPS):
            v = v - lu_solve(metric, weight * (jac.T @ (jac @ v - nu)))
        gamma = np.asarray(model.gamma(q, v, t, p), dtype=float).ravel()
        for _ in range(SWEEPS):
            acc = acc - lu_solve(metric, weight * (jac.T @ (jac @ acc - gamma)))
        return v, acc


def _converged(norm: float, d_lam: np.ndarray, limits: tuple, last: float, fresh: bool) -> bool:
    """Whether an iteration ends, given the size of the accelerations' correction ``norm`` (the
    previous one ``last``, ``fresh`` whether its matrix was factored in this iteration), the
    multipliers' update alpha Phi and ``limits`` = (the accelerations' bound of
    mechgen.runtime.newton, the multipliers' limit: STALL times their bound, or what the
    round-off of Phi makes of alpha Phi, ROUNDOFF, if larger).

    Either both pass, or the accelerations' correction has stalled at a fresh matrix
    (:func:`mechgen.runtime.newton.passes`: within STALL times its bound and at least
    STALL_RATIO of ``last``). ``last`` is the correction before it only if that one, too, came
    from a fresh matrix at the same alpha, else infinite: a correction after alpha grew, or
    after a stale matrix, is not comparable, and counting those as stalls accepted corrections
    of up to STALL times the bound (1/h^2) at a hundred steps of each passage of A02 at h =
    1e-4, 2.6e-3 m off over 10 s; with comparable corrections no step of that run stalls. The
    stall is what a singular position leaves: along the
    directions the rows lose there, the discrete constraints may have no exact root near the
    step (Phi_s = c delta^2 + eps with eps of the order of the truncation error, measured 4e-11
    m on A02), the iterate sits at the least violation and lam* grows along those directions
    by the same alpha Phi per iteration without acting on the motion: the multipliers'
    part along them is not determined. Near it the iteration converges only linearly, at the
    rate m / (m + hq alpha sigma_min^2) (BOOST). Elsewhere the multipliers converge at a rate of
    about 1/PENALTY and the update after the one that passes is far inside their bound.
    ALI3-P itself stops on the positions' correction alone."""
    if not passes(norm, limits[0], last, fresh):
        return False
    return norm > limits[0] or math.sqrt(d_lam @ d_lam) <= limits[1]


def _factored(J: np.ndarray, step: int, t: float):
    """The LU factors of the augmented matrix J, or a SolverError at (step, t) where it is
    singular: M is, on a motion that no constraint row restrains."""
    try:
        return lu_factor(J)
    except np.linalg.LinAlgError as exc:
        raise SolverError(
            "singular augmented iteration matrix M + hq alpha Phi_q^T Phi_q: a body without "
            "inertia in a direction its joints leave free",
            step,
            t,
        ) from exc
