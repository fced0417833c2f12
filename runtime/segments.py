"""Runs a scheme in segments: chunks for streaming, step halving after a failure, and partial
results that keep every step computed before a failure.

Every scheme starts from ``Model.start`` when it is set (:func:`runtime.initial.starting_state`),
so a run can be cut anywhere on its time grid t_i = i h and continued from its last row:

- chunks: ``chunk_steps`` steps at a time, each yielded as a raw :class:`Trajectory` (the first
  with row 0, the later ones without their duplicated start row), so that a caller can write
  and drop them (runtime.stream) and memory stays flat;
- a failing step (SolverError) ends the chunk with the rows stored so far; with
  ``retry_halving`` K > 0 the failed step is redone from its start by 2, 4, ..., 2^K substeps
  of h / 2^j, only its end row is kept (the time grid stays i h) and a notice records it; after
  that the run continues with h;
- a failure a compiled kernel reports (no residual at hand) is re-run for that one step in
  Python, which names the largest residual entry; every final failure adds the conditioning
  of the constraint Jacobian at the last good state (:mod:`runtime.diagnosis`);
- ``singular_cond``: stop at the first row whose cond(Phi_q) exceeds it (SingularityError
  with time, condition number and the rows of the smallest singular direction).

Restarting a scheme loses only what it carries between steps as a starting guess (Newton
factors, multiplier guesses); partitioning continues with its current independent set
(``Trajectory.resume``). A one-step scheme then gives the same rows as an uncut run.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from mechgen.errors import SingularityError, SolverError

from .diagnosis import NEAR_SINGULAR, condition_numbers, conditioning
from .loader import Model
from .results import Trajectory

#: a failure whose last good state has a constraint Jacobian this many times worse conditioned
#: than the run's first state is reported as a singular configuration
GROWTH = 5.0
#: what an emitted numpy module raises when an expression leaves its domain (math.log(-1),
#: 1/0); turned into a SolverError at the step where it happened
ARITHMETIC = (ValueError, ZeroDivisionError, OverflowError)


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
) -> Iterator[Trajectory]:
    """Yields the run's rows chunk by chunk; a failure is raised after the chunk holding the
    rows before it has been yielded (rows of the failing step itself are never yielded).

    Args:
        run: the scheme's run function (``runtime.schemes.Scheme.run``).
        options: the scheme's options.
        chunk_steps: steps per chunk (default: the whole run in one chunk).
        retry_halving: K, the number of halvings tried on a failed step before giving up.
        singular_cond: stop where cond(Phi_q) exceeds this (None: no monitoring).

    Raises:
        SolverError: naming the global step, time and cause (after the partial chunk).
    """
    if retry_halving < 0:
        raise SolverError(f"retry_halving must be a non-negative integer, got {retry_halving}")
    n_total = int(round(t_end / h))
    size = n_total if chunk_steps is None else int(chunk_steps)
    if size < 1:
        raise SolverError(f"chunk_steps must be a positive integer, got {chunk_steps}")
    progress, options = model.progress, dict(options)
    steps = (n_total, retry_halving)
    model.start, done, origin = None, 0, None
    try:
        while done < n_total:
            stop = min(done + size, n_total)
            traj, error = _advance(model, run, h, (done, stop), options, steps, progress, origin)
            if traj is not None:
                traj.t[:] = h * np.arange(done, done + len(traj.t))  # the grid, without drift
                origin = origin or (traj.t[0], traj.q[0].copy())
                error = _singular(model, traj, singular_cond, done) or error
                if isinstance(error, SingularityError):
                    traj = traj.rows(0, error.step - done + 1)
                part = traj if done == 0 else traj.rows(1)
                if len(part.t):
                    yield part
            if error is not None:
                raise error
            _resume(model, traj, options)
            done = stop
    finally:
        model.start, model.progress = None, progress


def _advance(
    model: Model, run, h: float, span: tuple[int, int], options: dict, steps, progress, origin
) -> tuple[Trajectory | None, BaseException | None]:
    """Steps span[0] -> span[1] from model.start (None: the initial state): (rows
    span[0]..last good, the error that stopped it before span[1] or None). ``steps`` is
    (steps of the whole run, halvings allowed), ``origin`` the run's first (t, q) once known."""
    parts: list[Trajectory] = []
    (i, i1), (n_total, retries) = span, steps
    while i < i1:
        if progress is not None:
            model.progress = _offset(progress, i, n_total + 1)
        traj, error = _attempt(model, run, h, i1 * h, options)
        if traj is not None:
            parts.append(traj if not parts else traj.rows(1))
            i += len(traj.t) - 1
            _resume(model, traj, options)
        if error is None:
            break
        if traj is None and i == 0:
            raise error
        if isinstance(error, KeyboardInterrupt):
            return _joined(parts), error
        row, error = _recover(model, run, (h, i), options, retries, error)
        if row is None:
            origin = origin or (parts[0].t[0], parts[0].q[0])
            return _joined(parts), _final_error(model, (h, i), error, origin)
        parts.append(row)
        i += 1
        _resume(model, row, options)
    return _joined(parts), None


def _attempt(model: Model, run, h: float, t_stop: float, options: dict):
    """(rows stored, error or None) of one call of the scheme from model.start; an interrupt
    (KeyboardInterrupt, raised between steps by runtime.stream) also keeps the rows stored."""
    model.trajectory = None
    try:
        return run(model, h, t_stop, **options), None
    except (SolverError, KeyboardInterrupt, *ARITHMETIC) as exc:
        traj = model.trajectory
        if isinstance(exc, ARITHMETIC):
            exc = SolverError(
                f"the model could not be evaluated ({type(exc).__name__}: {exc}): a load, "
                "driver or parameter expression left its domain"
            )
        if traj is None or traj.stored == 0:
            return None, exc
        return traj.rows(0, traj.stored), exc


def _recover(model: Model, run, at: tuple[float, int], options: dict, retries: int, error):
    """Step i -> i + 1 again after ``error`` (``at`` is (h, i)): first in Python when a
    compiled kernel failed (a fresh starting guess, and the Python loop names the residual
    entry if it fails too), then by 2^j substeps of h / 2^j, j = 1..retries. Returns (its end
    row with a notice, None) or (None, the error to report)."""
    h, i = at
    cause = error.reason.split(";")[0]
    if error.kernel:
        row, python_error = _redo(model, run, at, options, 1, python=True)
        if row is not None:
            row.notices.append(
                f"t = {row.t[0]:.6g}: step {i + 1} failed in the compiled kernel ({cause}); "
                "redone in Python from a fresh starting guess"
            )
            return row, None
        error, cause = python_error, python_error.reason.split(";")[0]
    for j in range(1, retries + 1):
        row, _ = _redo(model, run, at, options, 2**j)
        if row is not None:
            row.notices.append(
                f"t = {row.t[0]:.6g}: step {i + 1} failed ({cause}); redone as {2**j} steps "
                f"of h/{2**j}"
            )
            return row, None
    return None, error


def _redo(model: Model, run, at: tuple[float, int], options: dict, substeps: int, python=False):
    """Step i -> i + 1 from model.start by ``substeps`` steps of h / substeps (without
    compiled kernels when ``python``): (its end row, None) or (None, the error)."""
    (h, i), start, saved = at, model.start, model.progress
    model.progress, model.use_kernels = None, not python
    try:
        traj, failure = _attempt(model, run, h / substeps, (i + 1) * h, options)
    finally:
        model.start, model.progress, model.use_kernels = start, saved, True
    if failure is not None:
        return None, failure
    row = traj.rows(len(traj.t) - 1)
    row.iterations[:] = traj.iterations[1:].sum()
    return row, None


def _final_error(model: Model, at: tuple[float, int], error, origin):
    """The error that ends the run at step i + 1 (``at`` is (h, i)), with the global step and
    the constraint Jacobian's conditioning at the last good state compared with the run's
    first state; a condition number that grew GROWTH-fold (or beyond NEAR_SINGULAR) makes it a
    SingularityError naming the rows of the smallest singular direction."""
    (h, i), start = at, model.start
    now = conditioning(model, start[1], start[0]) if start is not None else None
    if now is None:
        return SolverError(error.reason, i + 1, (i + 1) * h)
    then = conditioning(model, origin[1], origin[0])
    report = f"{now}, {then.cond:.3e} at t = {then.t:.6g}"
    if now.cond > min(GROWTH * then.cond, NEAR_SINGULAR):
        return SingularityError(
            f"{error.reason}; near a singular configuration (a dead centre, a change point or "
            f"a driver that lost rank): {report}; rows involved: {', '.join(now.rows)}",
            i + 1,
            (i + 1) * h,
            now.cond,
            now.rows,
        )
    return SolverError(f"{error.reason}; {report}", i + 1, (i + 1) * h)


def _offset(progress, i: int, total: int):
    """progress(rows, total rows) of the whole run for a scheme call that starts at step i."""
    return lambda k, _: progress(i + k, total)


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


def _resume(model: Model, traj: Trajectory, options: dict) -> None:
    """The next call of the scheme starts from the last row of ``traj``."""
    options.update(traj.resume)
    model.start = (traj.t[-1], traj.q[-1], traj.v[-1])


def _joined(parts: list[Trajectory]) -> Trajectory | None:
    """The parts as one trajectory, None when there are none."""
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else Trajectory.join(parts)
