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
* the round-off floor: a correction computed with a freshly factored iteration matrix that is
  at least STALL_RATIO of the previous one, and within STALL times the bound above, is
  round-off, not progress (Newton's rate is quadratic until it meets round-off); the iterate
  is kept. A stale factorization (reused across iterations, converging only linearly) never
  counts as a stall, and neither does the linear rate 1/2 of Newton at a double root. A
  scheme applies it only to unknowns that do not make the motion (index3's multipliers, once
  the accelerations have passed the bound): at a singular position (a driver that loses rank,
  a dead centre) a growing correction is not round-off, and the step must fail and say so. The
  energy-momentum schemes of seed 000 meet the same floor (their iteration matrix has
  cond ~ 1/h^3 at small steps).

The C kernels apply the same test (``mg_passes`` in templates/c/kernels.j2), RTOL, STALL and
STALL_RATIO passed in.
"""

from __future__ import annotations

import math

import numpy as np
from mechgen.core.errors import SolverError

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


def bound(tol: float, x: np.ndarray, rtol: float = RTOL) -> float:
    """The bound on the correction of the unknowns ``x``: tol + rtol ||x||."""
    return tol + rtol * math.sqrt(x @ x)


def passes(norm: float, limit: float, last: float, fresh: bool = True) -> bool:
    """Whether a correction of size ``norm`` ends the iteration: below ``limit``, or stalled at
    the round-off floor (``last`` the previous correction's size, ``fresh`` whether this one
    came from a matrix factored in this iteration)."""
    return norm <= limit or (fresh and norm <= STALL * limit and norm >= STALL_RATIO * last)


def converged(
    d_a: np.ndarray,
    d_lam: np.ndarray,
    a: np.ndarray,
    lam: np.ndarray,
    theta: float,
    last: float,
    fresh: bool,
) -> tuple[bool, float]:
    """Whether the corrections (d_a, d_lam) of an index-3 iteration's unknowns (a, lam) end it,
    and the size of d_lam (``last`` of the next iteration): the accelerations, which make the
    motion, must pass the bound; the multipliers may also stop at the round-off floor
    (mechgen.runtime.index3)."""
    size = math.sqrt(d_lam @ d_lam)
    accelerations = math.sqrt(d_a @ d_a) <= bound(theta, a)
    return accelerations and passes(size, bound(theta, lam), last, fresh), size


def diverged(residual: str, step: int, t: float) -> SolverError:
    """The error of an index-3 Newton iteration whose correction became non-finite, with its
    largest residual entry (``residual``, mechgen.runtime.diagnosis.largest_residual)."""
    return SolverError(
        f"the Newton iteration diverged (non-finite correction); {residual}", step, t
    )


def not_converged(
    max_iter: int, norm: float, theta: float, residual: str, step: int, t: float
) -> SolverError:
    """The error of an index-3 Newton iteration that did not pass in ``max_iter`` iterations
    (last correction ``norm``, tolerance ``theta``), with its largest residual entry."""
    return SolverError(
        f"Newton did not converge in {max_iter} iterations (last correction {norm:.3e}, "
        f"tolerance {theta:.3e} + {RTOL:.0e} of the size of a and lam); reduce the step size; "
        + residual,
        step,
        t,
    )
