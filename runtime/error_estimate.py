"""A run's global error, estimated by the same run at twice its step (issue 36: "a scheme's error
estimate must catch what the energy notice misses": runs off by centimetres whose energy and
constraints looked fine, in some formulations and not in others).

Richardson's principle (Hairer, Norsett & Wanner, Solving Ordinary Differential Equations I,
sec. II.4, "extrapolation"; the step-doubling estimate): a one-step scheme of order p has the
global error e_h(t) = C(t) h^p + O(h^(p+1)), so that the same run at 2h differs from it by
y_2h - y_h = (2^p - 1) C(t) h^p + O(h^(p+1)) and

    e_h(t) ~ |y_2h(t) - y_h(t)| / (2^p - 1)

at every time both runs reach (t = 2 k h and the end, where the grids of
:class:`mechgen.runtime.segments.Grid` meet exactly: 2h is h scaled by an exact power of two).
Every scheme and backend is estimated alike, from outside (no scheme carries an estimator of
its own), for half the run's cost again; p is the scheme's declared order
(:meth:`mechgen.runtime.scheme.Scheme.order_of`). The estimate is asymptotic: where h is too
large for the leading term to dominate, the two runs differ by more than it says, and a run
that takes another branch at 2h (a bifurcation, a dead centre passed differently) shows a
difference of the branch's size, which is the right verdict on an answer that depends on h.

What is compared: the pose of each body, measured as the largest displacement of a point of it
within the mechanism's size L of its frame's origin (our choice: a tolerance in metres that
means the same in every formulation, rotations included):

    d_b = |r_h - r_2h| + L ||A_h - A_2h||_2,   ||A_h - A_2h||_2 = ||A_h - A_2h||_F / sqrt(2)

(for rotations A_h = A_2h R, ||A_h - A_2h||_2 = ||I - R||_2 = 2 sin(theta / 2) for the angle
theta of R, and ||I - R||_F^2 = 8 sin^2(theta / 2); the difference form keeps small angles
exact where an arccos of the trace would round them to 0).

The estimate runs beside the run in lockstep, part by part (a streamed run's chunks; the
companion's chunks are half as many steps, over the same times), so that its memory is one
chunk of each. Past the tolerance, the run stops after the part where it passed, with an error
naming the time, the body and the estimate; a companion that fails (at 2h the scheme may not
converge where it does at h) leaves the run without an estimate, which, with a tolerance
asked for, is an error too: the run cannot be judged.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
from mechgen.core.errors import SolverError
from mechgen.core.escaping import printable

from .results import Result

#: the option that asks for the estimate, named in its errors
ERROR_TOL = "--error-tol"


@dataclass
class ErrorEstimate:
    """The running estimate of a run's global error in the bodies' poses (module docstring)."""

    #: the run's tolerance on it [m] (inf: estimated and reported, not judged)
    tolerance: float
    #: the scheme's order p (Richardson's divisor 2^p - 1)
    order: int
    #: the companion run's step, 2h [s]
    companion_h: float
    #: the mechanism's size L [m] (what turns an angle into a displacement)
    size: float
    #: the bodies' names, in the model's order
    bodies: tuple[str, ...]
    #: the largest estimate so far [m], the time and the body where it was reached
    largest: float = 0.0
    at: float = 0.0
    body: str = ""
    #: where the estimate first passed the tolerance: (t [s], step index, estimate [m], body)
    over: tuple[float, int, float, str] | None = None
    #: rows of the run compared with the companion's
    compared: int = 0
    #: the companion's failure, when it did not reach the end
    failed: str | None = None
    #: the companion's loop time [s], by the wall clock and in CPU time
    wall_time_s: float = 0.0
    cpu_time_s: float = 0.0

    def as_dict(self) -> dict:
        """The summary's ``error_estimate``."""
        return {
            "position_error_max": self.largest,
            "t": self.at,
            "body": self.body,
            "tolerance": self.tolerance if self.judged else None,  # JSON has no infinity
            "order": self.order,
            "companion_h": self.companion_h,
            "rows_compared": self.compared,
            "companion_failed": self.failed,
            "wall_time_s": self.wall_time_s,
            "cpu_time_s": self.cpu_time_s,
        }

    def compare(self, t: np.ndarray, steps: np.ndarray, fine: tuple, coarse: tuple) -> None:
        """Adds the rows at times ``t`` (step indices ``steps``) reached by both runs: their
        body frames (r of shape (rows, bodies, 3), A of shape (rows, bodies, 3, 3)) in
        :attr:`bodies`' order."""
        (r, a), (r2, a2) = fine, coarse
        turn = np.linalg.norm(a - a2, axis=(2, 3)) / math.sqrt(2.0)
        d = (np.linalg.norm(r - r2, axis=2) + self.size * turn) / (2.0**self.order - 1.0)
        d = np.where(np.isnan(d), np.inf, d)  # NaN counts as the largest
        row, body = np.unravel_index(int(np.argmax(d)), d.shape)
        if not d[row, body] <= self.largest:
            self.largest, self.at, self.body = float(d[row, body]), float(t[row]), self.bodies[body]
        if self.over is None and self.tolerance is not None:
            past = np.flatnonzero(d.max(axis=1) > self.tolerance)
            if len(past):
                k = past[0]
                b = int(np.argmax(d[k]))
                self.over = (float(t[k]), int(steps[k]), float(d[k, b]), self.bodies[b])
        self.compared += len(t)

    @property
    def judged(self) -> bool:
        """Whether the run stops past a tolerance (an infinite one only reports)."""
        return self.tolerance is not None and math.isfinite(self.tolerance)

    def notices(self) -> list[str]:
        """The summary's word on an estimate that could not be made (with a finite tolerance
        the run fails instead)."""
        if self.failed is None:
            return []
        return [
            f"error estimate: the same run at 2h = {self.companion_h:g} s failed "
            f"({self.failed}); the estimate covers only the {self.compared} rows before"
        ]

    def exceeded(self) -> SolverError:
        """The error of a run whose estimate passed its tolerance."""
        t, step, value, body = self.over
        first, most = printable(body), printable(self.body)
        return SolverError(
            f"the estimated error of the bodies' positions passed the tolerance "
            f"{self.tolerance:g} m ({ERROR_TOL}): {value:.3g} m at body '{first}', and it "
            f"reached {self.largest:.3g} m at body '{most}' at t = {self.at:.6g} "
            f"(Richardson: the same run at 2h = {self.companion_h:g} s, the scheme's order "
            f"{self.order}): a smaller h or a higher-order scheme",
            step,
            t,
        )

    def unjudged(self) -> SolverError:
        """The error of a run with a tolerance whose companion run failed."""
        return SolverError(
            f"the run's error cannot be estimated ({ERROR_TOL}) past the {self.compared} rows "
            f"compared (largest estimate {self.largest:.3g} m): the same run at 2h = "
            f"{self.companion_h:g} s failed ({self.failed}); h is too close to what the scheme "
            "can take to judge the answer: a smaller h"
        )

    def also_stopped(self, other: SolverError) -> SolverError:
        """The error of a run whose estimate passed its tolerance in a part that another
        judgement (``--strict``, an absurd answer, a failing step) cut short: the estimate's,
        the earlier, naming the other too."""
        first = self.exceeded()
        return SolverError(
            f"{first.reason}; the run also stopped at step {other.step} (t = "
            f"{other.time:.6g}): {other.reason}",
            first.step,
            first.time,
        )


def _frames(part: Result, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The body frames of a part's ``rows``: r (rows, bodies, 3) and A (rows, bodies, 3, 3)."""
    bodies = part._bodies(rows).values()
    return (
        np.stack([b["r"] for b in bodies], axis=1),
        np.stack([b["A"] for b in bodies], axis=1),
    )


class _Pending:
    """The companion's rows at the times the run has not reached yet: times, body frames."""

    def __init__(self):
        self.t = np.empty(0)
        self.r, self.a = np.empty((0, 0, 3)), np.empty((0, 0, 3, 3))

    @property
    def last(self) -> float:
        return float(self.t[-1]) if len(self.t) else -math.inf

    def add(self, part: Result) -> None:
        r, a = _frames(part, np.arange(len(part.t)))
        if len(self.t):
            r, a = np.concatenate([self.r, r]), np.concatenate([self.a, a])
        self.t, self.r, self.a = np.concatenate([self.t, part.t]), r, a

    def matched(self, t: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(rows of ``t``, rows of the pending ones) at the times both have, exactly equal."""
        at = np.clip(np.searchsorted(self.t, t), 0, max(len(self.t) - 1, 0))
        hit = np.flatnonzero(self.t[at] == t) if len(self.t) else np.empty(0, dtype=int)
        return hit, at[hit]

    def drop_through(self, t: float) -> None:
        keep = self.t > t
        self.t, self.r, self.a = self.t[keep], self.r[keep], self.a[keep]


def estimated(
    parts: Iterator[tuple[Result, Result]],
    companion: Iterator[tuple[Result, Result]],
    estimate: ErrorEstimate,
    total: int,
    chunk: int | None,
) -> Iterator[tuple[Result, Result]]:
    """The run's parts, each with ``error_estimate`` (the running estimate) set on both its
    results, estimated against ``companion`` (the same run's parts at 2h) in lockstep;
    ``total`` is the run's number of steps, ``chunk`` its steps per part (None: one part), so
    that a part cut short by another judgement is known: past the tolerance there, the error
    names both (:meth:`ErrorEstimate.also_stopped`).

    Raises:
        SolverError: after the part where the estimate passed the tolerance, and at the end
            when the companion failed and there is a tolerance (module docstring).
    """
    pending, rows = _Pending(), 0
    parts = iter(parts)
    for every, stored in parts:
        while companion is not None and pending.last < every.t[-1]:
            try:
                part, _ = next(companion)
            except StopIteration:
                companion = None
            except SolverError as exc:
                estimate.failed, companion = str(exc), None
            else:
                estimate.wall_time_s += part.traj.wall_time_s
                estimate.cpu_time_s += part.traj.cpu_time_s
                pending.add(part)
        mine, theirs = pending.matched(every.t)
        if len(mine):
            fine = _frames(every, mine)
            coarse = (pending.r[theirs], pending.a[theirs])
            estimate.compare(every.t[mine], rows + mine, fine, coarse)
        pending.drop_through(float(every.t[-1]))
        rows += len(every.t)
        ends = rows - 1  # the step of the part's last row
        every.error_estimate = stored.error_estimate = estimate
        yield every, stored
        if estimate.over is not None:
            if ends < total and (chunk is None or ends % chunk):  # cut short: an error follows
                try:
                    next(parts)
                except SolverError as other:
                    raise estimate.also_stopped(other) from None
            raise estimate.exceeded()
    if estimate.failed is not None and estimate.judged:
        raise estimate.unjudged()
