"""The stopping test of the runtime's Newton iterations: absolute, relative, and the round-off
floor.

The papers stop Newton when the correction is below an absolute tolerance (seed 001, eq. (46):
||delta|| < Theta). That asks for digits below round-off where the unknowns are large or the
iteration matrix is badly scaled: a correction stalls near eps cond(G) ||x||. A 1e5 kg pendulum
(multipliers of 1e6 N) failed at h = 1e-3 where the same motion at 1 kg ran, and so did the
same pendulum written in millimetres in rp coordinates. Our choices beyond the papers, from
first principles:

* a relative part: a block of unknowns x passes when ||delta|| <= tol + RTOL ||x||. The
  absolute tolerance decides wherever the unknowns are of ordinary size, so results there are
  the papers'; where the relative part decides, the test does not depend on the units of mass
  or length, and it accepts an error of RTOL ||x||, far below any scheme's truncation error.
* the position round-off floor of the accelerations: an index-3 scheme's accelerations make
  the positions through q_n+1 = q_n + ... + hq a (hq = beta' h^2), and positions hold only
  eps ||q|| absolute digits: an acceleration correction below POSITION_ROUNDOFF eps ||q|| / hq
  cannot move them, and one that stops shrinking there (STALL_RATIO) is round-off. A model
  10^5 m from the origin failed at every step size ("reduce the step size"; a smaller one
  failed sooner): its corrections stalled at 4.8e-4 against Theta = 1e-5 (issue 37). Where the
  positions are of ordinary size the floor is far below Theta (9e-7 at |q| = 1, h = 1e-3) and
  changes nothing.
* the round-off floor: a correction computed with a freshly factored iteration matrix that is at
  least STALL_RATIO of the previous one, and within STALL times the bound above, is round-off,
  not progress (Newton's rate is quadratic until it meets round-off); the iterate is kept. The
  index-3 schemes compare with the smallest correction of the step so far, not only the previous
  one: at small steps their multipliers meet round-off in a limit cycle (genalpha on the double
  pendulum at h = 6.25e-5: 3.5e-5, 1.7e-5, 4.7e-5, 3.5e-5, ... against a bound of 1e-5, the
  largest of the three from a stale matrix), which never passes a comparison with the previous
  correction, and the step failed at t = 0.6 s; converging corrections shrink, so the smallest
  so far is the previous one there. A stale factorization (reused across iterations, converging
  only linearly) never counts as a stall, and neither does the linear rate 1/2 of Newton at a
  double root. A scheme applies it only to unknowns that do not make the motion (index3's
  multipliers, once the accelerations have passed the bound): at a singular position (a driver
  that loses rank, a dead centre) a growing correction is not round-off, and the step must fail
  and say so. The energy-momentum schemes of seed 000 meet the same floor (their iteration
  matrix has cond ~ 1/h^3 at small steps).

The C kernels apply the same test (``mg_passes`` in templates/c/linear_algebra.j2), RTOL, STALL,
STALL_RATIO and POSITION_ROUNDOFF passed in.
"""

from __future__ import annotations

import math

import numpy as np
from mechgen.core.errors import SolverError

#: the machine epsilon of float64
EPS = float(np.finfo(float).eps)
#: the Newton variants of the index-3 schemes (mechgen.runtime.index3), as the kernel takes them
NEWTON_MODES = {"reuse": 0, "step": 1, "full": 2}
#: far above eps cond(G) for the conditions the schemes meet (up to 1e5), far below their
#: truncation errors
RTOL = 1e-10
#: how far above the bound a stalled correction may be (module docstring)
STALL = 1e3
#: a stalled correction is at least this fraction of the one before; well above the ratio 1/2
#: of Newton at a double root, below the ratio ~1 of round-off
STALL_RATIO = 0.9
#: the position round-off floor of an acceleration correction, in units of eps ||q||_inf / hq
#: (module docstring): 20x the 48 measured 10^5 m from the origin (genalpha, the four-link)
POSITION_ROUNDOFF = 1e3


def bound(tol: float, x: np.ndarray, rtol: float = RTOL) -> float:
    """The bound on the correction of the unknowns ``x``: tol + rtol ||x||."""
    return tol + rtol * math.sqrt(x @ x)


def passes(norm: float, limit: float, last: float, fresh: bool = True) -> bool:
    """Whether a correction of size ``norm`` ends the iteration: below ``limit``, or stalled at
    the round-off floor (``last`` the previous correction's size, ``fresh`` whether this one
    came from a matrix factored in this iteration)."""
    return norm <= limit or (fresh and norm <= STALL * limit and norm >= STALL_RATIO * last)


def acceleration_floor(q: np.ndarray, hq: float) -> float:
    """The position round-off floor of an acceleration correction at positions ``q`` with the
    sensitivity hq = dq/da (module docstring)."""
    return POSITION_ROUNDOFF * EPS * float(np.abs(q).max(initial=1.0)) / hq


def converged(
    d_a: np.ndarray,
    d_lam: np.ndarray,
    a: np.ndarray,
    lam: np.ndarray,
    theta: float,
    last: tuple[float, float],
    fresh: bool,
    floor_a: float = 0.0,
) -> tuple[bool, tuple[float, float]]:
    """Whether the corrections (d_a, d_lam) of an index-3 iteration's unknowns (a, lam) end it,
    and the sizes of (d_a, d_lam) (``last`` of the next iteration): the accelerations, which
    make the motion, must pass the bound or stall below ``floor_a``
    (:func:`acceleration_floor`); the multipliers may also stop at the round-off floor
    (mechgen.runtime.index3)."""
    size_a, size = math.sqrt(d_a @ d_a), math.sqrt(d_lam @ d_lam)
    accelerations = size_a <= bound(theta, a) or (
        fresh and size_a <= floor_a and size_a >= STALL_RATIO * last[0]
    )
    return accelerations and passes(size, bound(theta, lam), last[1], fresh), (size_a, size)


def diverged(residual: str, step: int, t: float) -> SolverError:
    """The error of an index-3 Newton iteration whose correction became non-finite, with its
    largest residual entry (``residual``, mechgen.runtime.diagnosis.largest_residual)."""
    return SolverError(
        f"the Newton iteration diverged (non-finite correction); {residual}", step, t
    )


def not_converged(
    max_iter: int,
    norm: float,
    theta: float,
    residual: str,
    step: int,
    t: float,
    reach: float | None = None,
) -> SolverError:
    """The error of an index-3 Newton iteration that did not pass in ``max_iter`` iterations
    (last correction ``norm``, tolerance ``theta``), with its largest residual entry. With
    ``reach`` (the largest position coordinate, given where the accelerations had reached
    their position round-off floor) the cause is round-off, and a smaller step makes it worse:
    the advice says so instead."""
    advice = "reduce the step size"
    if reach is not None:
        advice = (
            f"the positions, up to {reach:.3g} m from the origin, hold too few digits for "
            "these corrections (round-off: a smaller step makes it worse); place the "
            "mechanism near the origin of its frame"
        )
    return SolverError(
        f"Newton did not converge in {max_iter} iterations (last correction {norm:.3e}, "
        f"tolerance {theta:.3e} + {RTOL:.0e} of the size of a and lam); {advice}; " + residual,
        step,
        t,
    )
