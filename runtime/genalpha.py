"""The generalized-alpha scheme for index-3 constrained systems (Arnold & Bruls 2007, "Convergence
of the generalized-alpha scheme for constrained mechanical systems", Multibody System Dynamics
18: 185-202; beyond the seeds, DESIGN.md).

Per step the unknowns are the acceleration acc_n+1 and the multipliers lam_n+1, which satisfy
the equations of motion and the position constraints at t_n+1,

    M(q) acc + Phi_q(q)^T lam - Q(q, v, t) = 0,        Phi(q, t) = 0,

with the Newmark update driven by the pseudo-acceleration a,

    (1 - alpha_m) a_n+1 + alpha_m a_n = (1 - alpha_f) acc_n+1 + alpha_f acc_n,
    v_n+1 = v_n + h ((1 - gamma) a_n + gamma a_n+1),
    q_n+1 = q_n (+) h (v_n + h ((1/2 - beta) a_n + beta a_n+1)),

(+) the formulation's update (for rA the rotation A_n exp(increment~), the Lie-group form of
Bruls & Cardona 2010). The parameters come from one spectral radius at infinity rho_inf in
[0, 1] (Chung & Hulbert 1993): alpha_m = (2 rho - 1)/(rho + 1), alpha_f = rho/(rho + 1),
gamma = 1/2 + alpha_f - alpha_m, beta = (gamma + 1/2)^2 / 4. rho_inf = 1 is the trapezoidal
rule (no numerical damping, energy bounded); smaller values damp the highest frequencies, and
with them the constraint forces' spurious oscillations of index-3 schemes.

It shares the Newton loop, the stopping test (seed 001 eq. 46 with the relative part and the
round-off floor), the residual entry and the compiled kernel with index3
(:func:`mechgen.runtime.index3.integrate`); its iteration matrix is the entry genalpha_matrix
(the sensitivities hq = beta' h^2 and hv = gamma' h of q and v to acc, beta' = beta w,
gamma' = gamma w, w = (1 - alpha_f)/(1 - alpha_m)) and the residual's constraint rows are scaled
by 1/hq, so that the matrix stays O(1) as h -> 0 (Arnold & Bruls' scaling).

Starting values (a gap of the method closed here): a_0 = acc_0, the consistent acceleration.
Arnold & Bruls show this leaves an O(h) error in acc and lam that decays like rho_inf^n; with
rho_inf < 1 it is gone after a few hundred steps (the default 0.9: 1e-10 after 220 steps).
With rho_inf = 1 it persists in acc and lam, undamped, and nothing damps round-off in them
either: IFToMM A01 (a point-mass pendulum) at h = 1e-3 runs to t = 8.66 s, where Newton stalls
on the accelerations, while rho_inf = 0.9 runs the 10 s within 1.2e-4 m. A run
resumed from its last row continues with that row's acc, lam and pseudo-acceleration, so chunked
runs equal uncut ones.
"""

from __future__ import annotations

from .augmented import AUGMENTED, FORMULATIONS, MAX_ITERATIONS
from .index3 import NEWTON, THETA_TEXT, Discretization, integrate
from .loader import Model
from .reactions import STATE
from .scheme import ASSEMBLE, RECORD_COND, Option, RunState, Scheme, tolerance
from .trajectory import Trajectory

ENTRIES = ("retract", "Phi", "Phi_q", "nu", "gamma", "M", "Q", "index3_residual", "genalpha_matrix")


def generalized_alpha(rho_inf: float) -> Discretization:
    """Chung & Hulbert's parameters of one spectral radius (module docstring)."""
    alpha_m = (2.0 * rho_inf - 1.0) / (rho_inf + 1.0)
    alpha_f = rho_inf / (rho_inf + 1.0)
    gamma = 0.5 + alpha_f - alpha_m
    beta = 0.25 * (gamma + 0.5) ** 2
    return Discretization(alpha_m, alpha_f, 0.5 - beta, beta, 1.0 - gamma, gamma, _matrix)


def _matrix(model: Model, q, v, dv, acc, lam, t: float, h: float, hq: float, hv: float):
    return model.genalpha_matrix(q, v, dv, acc, lam, t, model.p, hq, hv)


def run(
    model: Model,
    state: RunState,
    h: float,
    t_end: float,
    *,
    tol: float | None,
    max_iter: int | None,
    newton: str,
    rho_inf: float,
    augmented: bool,
    assemble: bool,
    record_cond: bool,
    carried: dict | None = None,
) -> Trajectory:
    """Integrates from the start state to t_end with step h (options as index3's, and
    rho_inf, the spectral radius at infinity)."""
    method = generalized_alpha(rho_inf)
    options = (tol, max_iter, newton, assemble, record_cond, augmented, carried)
    return integrate(model, state, h, t_end, method, *options)


SCHEME = Scheme(
    "genalpha",
    "generalized-alpha for index-3 systems: second order, numerical "
    "damping set by rho_inf, compiled kernel in C",
    ENTRIES,
    FORMULATIONS,
    STATE,
    run,
    (
        tolerance(None, "on the accelerations and multipliers", THETA_TEXT),
        MAX_ITERATIONS,
        NEWTON,
        Option(
            "rho_inf",
            "spectral radius at infinity in [0, 1]: 1 no numerical damping (trapezoidal), "
            "smaller damps high frequencies",
            0.9,
            parse=float,
            valid=lambda value: isinstance(value, float) and 0.0 <= value <= 1.0,
            requirement="a number in [0, 1]",
        ),
        AUGMENTED,
        ASSEMBLE,
        RECORD_COND,
    ),
    source="arnold2007",
    kernel="index3",
    order=2,
    velocity_level="enforced only with --augmented",
)
