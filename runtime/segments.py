"""Runs a scheme in segments: chunks for streaming, step halving after a failure, and partial
results that keep every step computed before a failure.

Every scheme starts from ``Model.start`` when it is set
(:func:`mechgen.runtime.initial.starting_state`), so a run can be cut anywhere on its time grid
(:class:`Grid`: t_i = i h, then one or two shorter steps that land on t_end when h does not divide
it) and continued from its last row:

- chunks: ``chunk_steps`` steps at a time, each yielded as a raw :class:`Trajectory` (the first
  with row 0, the later ones without their duplicated start row), so that a caller can write
  and drop them (mechgen.runtime.stream) and memory stays flat;
- a failing step (SolverError) ends the chunk with the rows stored so far; with
  ``retry_halving`` K > 0 the failed step is redone from its start by 2, 4, ..., 2^K substeps
  of h / 2^j, at most :data:`REDO_ROWS` of them held at a time, only its end row is kept (the
  time grid stays) and a notice records it; after that the run continues with h. An interrupt
  is honoured between substeps as between steps;
- a failing step is re-run once in Python from a fresh starting guess, whichever backend
  failed (a compiled kernel reports no residual: the Python loop names the largest residual
  entry); every final failure adds the conditioning of the constraint Jacobian at the last
  good state (:mod:`mechgen.runtime.diagnosis`);
- ``singular_cond``: stop at the first row whose cond(Phi_q) exceeds it (SingularityError
  with time, condition number and the rows of the smallest singular direction).

Restarting a scheme loses only what it carries between steps as a starting guess (Newton
factors, multiplier guesses); partitioning continues with its current independent set
(``Trajectory.resume``). A one-step scheme then gives the same rows as an uncut run.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np
from mechgen.core.errors import MechgenError, SingularityError, SolverError

from .augmented import dropped_rows_hint
from .diagnosis import (
    NEAR_SINGULAR,
    condition_numbers,
    conditioning,
    growth,
)
from .loader import ARITHMETIC, Model
from .scheme import RunState
from .trajectory import Trajectory

#: a failure whose last good state has a constraint Jacobian this many times worse conditioned
#: than the run's first state is reported as a singular configuration
GROWTH = 5.0
#: substeps of a redone step held in memory at a time (only the end row is kept)
REDO_ROWS = 1024
#: t_end / h this close to a whole number N, relative to t_end / h, is N steps (Grid)
GRID_TOLERANCE = 1e-9


@dataclass(frozen=True)
class Grid:
    """A run's time grid: ``full`` steps of h (t_i = i h), then, when h does not divide t_end,
    ``tail`` (1 or 2) equal shorter steps that land on t_end: the remainder r = t_end - N h
    itself when r >= h / 2, else the last step of h and r together in two halves. Every step
    thus lies in [h/2, h]: a step much shorter than h would divide by a tiny h where a scheme
    scales by 1/h or 1/h^2 (taylor's constraint prediction turns a violation of 4e-5 into an
    energy jump of 6e7 J in a last step of 1e-8; the energy-momentum velocity 2 dq / h - v
    multiplies round-off by 1e8). Every scheme is one-step, so it takes any such step.

    t_end / h within GRID_TOLERANCE (relative) of a whole number N counts as N steps: decimal
    inputs are rounded to binary, so that t_end = 3, h = 1e-3 gives t_end / h =
    2999.9999999999995 (a few ulp, ~1e-16 relative, whatever the number of steps); a tolerance
    relative to t_end / h keeps the same margin over that round-off for any run length, and a
    remainder below 1e-9 of the run is no step anyone meant. Such a run keeps the plain grid
    t_i = i h (its last row at N h, within 1e-9 t_end of t_end).
    """

    h: float
    #: steps of length h
    full: int
    #: the time of the last row: t_end after shorter steps, else full * h
    t_last: float
    #: shorter steps after the full ones (0 when h divides t_end)
    tail: int = 0

    @classmethod
    def of(cls, h: float, t_end: float) -> Grid:
        x = t_end / h
        n = round(x)
        if abs(x - n) <= GRID_TOLERANCE * x:
            return cls(h, n, n * h)
        n = math.floor(x)
        tail = 1 if t_end - n * h >= h / 2 else 2
        return cls(h, n + 1 - tail, t_end, tail)

    @property
    def steps(self) -> int:
        """Steps of the run, the shorter ones included."""
        return self.full + self.tail

    def size(self, i: int) -> float:
        """The length of step i -> i + 1."""
        return self.h if i < self.full else (self.t_last - self.full * self.h) / self.tail

    def times(self, i: int, n: int) -> np.ndarray:
        """t_i, ..., t_{i+n-1}."""
        k = np.arange(i, i + n)
        t = self.h * k
        if self.tail:
            after = k > self.full
            t[after] = self.full * self.h + (k[after] - self.full) * self.size(self.full)
            t[k == self.steps] = self.t_last
        return t

    def time(self, i: int) -> float:
        """t_i."""
        return float(self.times(i, 1)[0])


def chunks(
    model: Model,
    run,
    h: float,
    t_end: float,
    options: dict,
    *,
    chunk_steps: int | None = None,
    retry_halving: int = 0,
    singular_cond: float | None = None,
    progress: Callable[[int, int], None] | None = None,
    reactions: bool = True,
) -> Iterator[Trajectory]:
    """Yields the run's rows chunk by chunk; a failure is raised after the chunk holding the
    rows before it has been yielded (rows of the failing step itself are never yielded).

    Args:
        run: the scheme's run function (``mechgen.runtime.schemes.Scheme.run``).
        options: the scheme's options.
        chunk_steps: steps per chunk (default: the whole run in one chunk).
        retry_halving: K, the number of halvings tried on a failed step before giving up.
        singular_cond: stop where cond(Phi_q) exceeds this (None: no monitoring).
        progress: called as progress(stored rows, total rows) over the whole run.
        reactions: whether the run's reactions were asked for (RunState.reactions).

    Raises:
        SolverError: naming the global step, time and cause (after the partial chunk).
    """
    if retry_halving < 0:
        raise SolverError(f"retry_halving must be a non-negative integer, got {retry_halving}")
    grid = Grid.of(h, t_end)
    size = grid.steps if chunk_steps is None else int(chunk_steps)
    if size < 1:
        raise SolverError(f"chunk_steps must be a positive integer, got {chunk_steps}")
    _check_memory(model, min(size, grid.steps) + 1)
    options, state = dict(options), RunState(reactions=reactions)
    done, origin = 0, None
    while done < grid.steps:
        stop = min(done + size, grid.steps)
        span = (done, stop)
        traj, error = _advance(
            model, run, state, grid, span, options, retry_halving, progress, origin
        )
        if traj is not None:
            traj.t[:] = grid.times(done, len(traj.t))  # the grid, without drift
            origin = origin or (traj.t[0], traj.q[0].copy())
            error = _singular(model, traj, singular_cond, done) or error
            if isinstance(error, SingularityError):
                traj = traj.rows(0, error.step - done + 1)
            part = traj if done == 0 else traj.rows(1)
            if stop == grid.steps and grid.tail and error is None:
                last = "step is" if grid.tail == 1 else f"{grid.tail} steps are"
                part.notices.append(
                    f"t_end = {t_end:g} is not a multiple of h = {h:g}: the last {last} "
                    f"{grid.size(grid.full):.6g} long"
                )
            if len(part.t):
                yield part
        if error is not None:
            raise error
        _resume(state, traj, options)
        done = stop


#: what a run holds per row beyond its trajectory (the judged series, joint coordinates and
#: the stored copy): the trajectory's size times this
ROW_OVERHEAD = 3


def _check_memory(model: Model, rows: int) -> None:
    """Refuses a chunk of ``rows`` rows whose arrays would take more than half the memory this
    machine has free (an internal MemoryError of 7.45 GiB before, issue 36), naming the size
    and what to change.

    Raises:
        SolverError: the estimate, the free memory and the remedy.
    """
    per_row = 8 * (4 + model.n_q + 4 * model.n_v + 2 * model.n_c) * ROW_OVERHEAD
    needed = rows * per_row
    try:
        free = os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):  # not every system says
        return
    if needed > free / 2:
        raise SolverError(
            f"a chunk of {rows - 1} steps needs about {needed / 2**30:.3g} GiB "
            f"({per_row} bytes a step), more than half of the {free / 2**30:.3g} GiB free: "
            "give fewer steps per chunk (--chunk-steps; simulate() holds the whole run, "
            "run_to_file streams it) or a larger h"
        )


def _advance(
    model: Model,
    run,
    state: RunState,
    grid: Grid,
    span: tuple[int, int],
    options: dict,
    retries,
    progress,
    origin,
) -> tuple[Trajectory | None, BaseException | None]:
    """Steps span[0] -> span[1] from state.start (None: the initial state): (rows
    span[0]..last good, the error that stopped it before span[1] or None); ``retries`` is the
    number of halvings allowed, ``origin`` the run's first (t, q) once known."""
    parts: list[Trajectory] = []
    i, i1 = span
    total = grid.steps + 1
    while i < i1:
        if progress is not None:
            state.progress = _offset(progress, i, total)
        end = min(i1, grid.full) if i < grid.full else i1  # the steps of one length from i
        traj, error = _attempt(model, run, state, grid.size(i), grid.time(end), options)
        if traj is not None:
            parts.append(traj if not parts else traj.rows(1))
            i += len(traj.t) - 1
            _resume(state, traj, options)
        if error is None:
            continue
        if traj is None and i == 0:
            raise error
        if isinstance(error, SolverError):
            hold = None if progress is None else _held(progress, i + 1, total)
            row, error = _recover(model, run, state, (grid, i), options, retries, error, hold)
            if row is not None:
                parts.append(row)
                i += 1
                _resume(state, row, options)
                continue
        if isinstance(error, KeyboardInterrupt):
            return _joined(parts), error
        origin = origin or (parts[0].t[0], parts[0].q[0])
        return _joined(parts), _final_error(model, state, (grid, i), error, origin)
    return _joined(parts), None


def _start_time(state: RunState) -> float:
    """The time a scheme starts from: the segment's resume point, else 0."""
    return state.start[0] if state.start is not None else 0.0


def _attempt(model: Model, run, state: RunState, h: float, t_stop: float, options: dict):
    """(rows stored, error or None) of one call of the scheme from state.start; an interrupt
    (KeyboardInterrupt, raised between steps by mechgen.runtime.stream) also keeps the rows
    stored. numpy's floating-point warnings are silenced meanwhile: a value that is not a
    number stops Newton or the judgement (mechgen.runtime.judgement), which names the row and
    the time; the warnings only said "divide by zero encountered" without either."""
    state.trajectory = None
    try:
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            return run(model, state, h, t_stop, **options), None
    except MechgenError as exc:
        if not isinstance(exc, SolverError):
            raise
        failure = exc
    except KeyboardInterrupt as exc:
        failure = exc
    except Exception as exc:  # numpy, math or a bug of ours: named with the step and time
        failure = exc
    traj = state.trajectory
    rows = traj.rows(0, traj.stored) if traj is not None and traj.stored > 0 else None
    if not isinstance(failure, SolverError | KeyboardInterrupt):
        cause, failure = failure, _named(failure, rows, _start_time(state))
        failure.__cause__ = cause  # the traceback a report of a bug needs
    return rows, failure


def _named(exc: Exception, rows: Trajectory | None, t0: float) -> SolverError:
    """The SolverError of an exception raised inside a scheme's step (``rows``: the rows
    stored before it, None at the start, which starts at ``t0``): an expression of the model
    that left its domain, a state that diverged until the model overflowed, a linear solve
    that failed, or else a bug of ours, each with its cause."""
    cause = f"{type(exc).__name__}: {exc}"
    if isinstance(exc, np.linalg.LinAlgError):
        return SolverError(f"a linear solve of the scheme failed ({cause})")
    if not isinstance(exc, ARITHMETIC):
        return SolverError(
            f"internal error ({cause}); please report it with the model and the command line"
        )
    if rows is None:
        return SolverError(
            f"the model could not be evaluated at the start (t = {t0:g}) ({cause}): a load, "
            "driver or parameter expression left its domain"
        )
    return SolverError(f"the model could not be evaluated ({cause}): {growth(rows.t, rows.v)}")


def _recover(model: Model, run, state: RunState, at, options: dict, retries: int, error, hold):
    """Step i -> i + 1 again after ``error`` (``at`` is (grid, i)): first once in Python from
    a fresh starting guess (a restarted scheme carries no Newton factors or predictor from the
    steps before; where a compiled kernel failed, the Python loop also names the residual
    entry if it fails too), then by 2^j substeps, j = 1..retries. The first retry is made
    whichever backend failed, so that numpy and C reach the same outcome (issue 36: the gyro
    top in constrained at h = 0.05 completed in C and failed in numpy). ``hold`` is the
    progress callback meanwhile (it keeps the count and lets an interrupt through). Returns (its
    end row with a notice, None) or (None, the error to report, or the interrupt)."""
    i = at[1]
    cause = error.reason.split(";")[0]
    row, python_error = _redo(model, run, state, at, options, 1, hold, python=True)
    if row is not None:
        where = " in the compiled kernel" if error.kernel else ""
        row.notices.append(
            f"t = {row.t[0]:.6g}: step {i + 1} failed{where} ({cause}); redone in Python from a "
            "fresh starting guess"
        )
        return row, None
    if isinstance(python_error, KeyboardInterrupt):
        return None, python_error
    error, cause = python_error, python_error.reason.split(";")[0]
    for j in range(1, retries + 1):
        row, failure = _redo(model, run, state, at, options, 2**j, hold)
        if row is not None:
            row.notices.append(
                f"t = {row.t[0]:.6g}: step {i + 1} failed ({cause}); redone as {2**j} steps "
                f"of h/{2**j}"
            )
            return row, None
        if isinstance(failure, KeyboardInterrupt):
            return None, failure
    return None, error


def _redo(model: Model, run, state: RunState, at, options: dict, substeps: int, hold, python=False):
    """Step i -> i + 1 (``at`` is (grid, i)) from state.start by ``substeps`` equal substeps,
    REDO_ROWS at a time (without compiled kernels when ``python``): (its end row, None) or
    (None, the error or interrupt). ``state`` itself is left as it was."""
    grid, i = at
    size, t0, options = grid.size(i) / substeps, grid.time(i), dict(options)
    sub = state.resumed(progress=hold, use_kernels=not python)
    iterations = 0
    for done in range(REDO_ROWS, substeps + REDO_ROWS, REDO_ROWS):
        t_stop = grid.time(i + 1) if done >= substeps else t0 + done * size
        traj, failure = _attempt(model, run, sub, size, t_stop, options)
        if failure is not None:
            return None, failure
        iterations += int(traj.iterations[1:].sum())
        _resume(sub, traj, options)
    row = traj.rows(len(traj.t) - 1)
    row.iterations[:] = iterations
    return row, None


def _final_error(model: Model, state: RunState, at, error, origin):
    """The error that ends the run at step i + 1 (``at`` is (grid, i)), with the global step and
    the constraint Jacobian's conditioning at the last good state compared with the run's
    first state; a condition number that grew GROWTH-fold (or beyond NEAR_SINGULAR) makes it a
    SingularityError naming the rows of the smallest singular direction."""
    (grid, i), start = at, state.start
    t = grid.time(i + 1)
    now = conditioning(model, start[1], start[0]) if start is not None else None
    if now is None:
        return SolverError(error.reason, i + 1, t)
    then = conditioning(model, origin[1], origin[0])
    report = f"{now}, {then.cond:.3e} at t = {then.t:.6g}"
    if now.cond > min(GROWTH * then.cond, NEAR_SINGULAR):
        return SingularityError(
            f"{error.reason}; near a singular configuration (a dead centre, a change point or "
            f"a driver that lost rank): {report}; rows involved: {', '.join(now.rows)}"
            + dropped_rows_hint(model),
            i + 1,
            t,
            now.cond,
            now.rows,
        )
    return SolverError(f"{error.reason}; {report}", i + 1, t)


def _offset(progress, i: int, total: int):
    """progress(rows, total rows) of the whole run for a scheme call that starts at step i."""
    return lambda k, _: progress(i + k, total)


def _held(progress, rows: int, total: int):
    """progress(rows, total rows) whatever a scheme call reports (while a step is redone)."""
    return lambda k, _: progress(rows, total)


def _singular(model: Model, traj: Trajectory, limit: float | None, i0: int):
    """SingularityError at the first row of ``traj`` with cond(Phi_q) above ``limit``."""
    if limit is None or model.n_c == 0 or not len(traj.t):
        return None
    cond = condition_numbers(model, traj.t, traj.q)
    above = np.flatnonzero(~(cond <= limit))
    if not len(above):
        return None
    k = int(above[0])
    report = conditioning(model, traj.q[k], traj.t[k])
    return SingularityError(
        f"singular configuration: {report} exceeds the limit {limit:.3e} (a dead centre, "
        f"a change point or a driver that lost rank); rows involved: {', '.join(report.rows)}",
        i0 + k,
        float(traj.t[k]),
        report.cond,
        report.rows,
    )


def _resume(state: RunState, traj: Trajectory, options: dict) -> None:
    """The next call of the scheme starts from the last row of ``traj``."""
    options.update(traj.resume)
    state.start = (traj.t[-1], traj.q[-1], traj.v[-1])


def _joined(parts: list[Trajectory]) -> Trajectory | None:
    """The parts as one trajectory, None when there are none."""
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else Trajectory.join(parts)
