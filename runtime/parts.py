"""A run's parts on their way out: which steps are stored (:class:`Stride`), each part
judged at every step (:mod:`mechgen.runtime.judgement`) and made a :class:`Result` of every step
and one of the stored rows (:func:`finalized`), for :func:`mechgen.runtime.simulate` and the
streamed run alike."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np
from mechgen.core.errors import SolverError

from .drift import DriftLimit
from .judgement import DEFAULT_JUDGEMENT, Judgement
from .loader import Model
from .reactions import ReactionSource, from_run
from .results import Result, redundancy_notice
from .row_series import RowSeries
from .trajectory import Trajectory


class Stride:
    """Which steps of a run are stored: every ``every``-th (t_0, t_K, t_2K, ...) and the last,
    counted over the whole run across its chunks."""

    def __init__(self, every: int = 1):
        if not (isinstance(every, int | np.integer) and every >= 1):
            raise SolverError(f"save_every must be a positive integer, got {every!r}")
        self.every, self.done = int(every), 0

    def stored(self, steps: int) -> int:
        """How many rows a run of ``steps`` steps stores (its first row, every ``every``-th,
        the last)."""
        return steps // self.every + 1 + (steps % self.every > 0)

    def rows(self, n: int, last: bool) -> np.ndarray:
        """The rows to keep of the next n steps of the run (``last``: they end it)."""
        index = np.arange(self.done, self.done + n)
        keep = index % self.every == 0
        if last and n:
            keep[-1] = True
        self.done += n
        return np.flatnonzero(keep)


def finalize(
    model: Model,
    traj: Trajectory,
    scheme: str,
    h: float,
    t_end: float,
    judged: tuple[RowSeries, DriftLimit],
    reactions: ReactionSource | None = None,
    keep: np.ndarray | None = None,
    previous: tuple[float, np.ndarray] | None = None,
) -> tuple[Result, Result]:
    """The results of one part of a run: (every step, the stored rows ``keep``, None: all).
    ``judged`` is what is judged at every step (energy, violations, drift: :class:`RowSeries`,
    evaluated in bulk over every step) and the limit the drift was judged against;
    ``reactions`` is where the multipliers come from (:mod:`mechgen.runtime.reactions`, None
    for no reactions), evaluated at the stored rows only; ``previous`` is the (t, q) of the row
    before this part (the midpoint reactions need it)."""
    notices = (
        list(model.meta.notices)
        + (redundancy_notice(model) if reactions else [])
        + list(dict.fromkeys(traj.notices))
    )
    series, limit = judged
    every = Result(model, traj, scheme, h, t_end, notices, series, limit)
    if keep is None or len(keep) == len(traj.t):
        stored = every
        keep = None
    else:
        stored = Result(model, traj.take(keep), scheme, h, t_end, notices, series.take(keep), limit)
    if reactions:
        stored.reactions = from_run(model, traj, reactions, keep, previous)
    return every, stored


def finalized(
    model: Model,
    parts: Iterable[Trajectory],
    scheme: str,
    h: float,
    t_end: float,
    reactions: ReactionSource | None = None,
    save_every: int = 1,
    judgement: Judgement = DEFAULT_JUDGEMENT,
    *,
    multipliers: ReactionSource,
) -> Iterator[tuple[Result, Result]]:
    """(every step, stored rows) of each part of a run in order (:func:`finalize`), storing
    every ``save_every``-th step and the last (:class:`Stride`). A part is held until the next
    one arrives, so that the run's last row is known; an error of ``parts`` is raised after
    the part before it has been given.

    The constraint rows are judged against ``judgement``'s tolerance relative to the
    mechanism's size (:mod:`mechgen.runtime.drift`); the run ends at the first step past the
    judgement (:mod:`mechgen.runtime.judgement`: an absurd answer by default, with ``strict``
    also drift or energy error past their tolerances), kept as the evidence (unless it holds
    no numbers: then the rows before it), with a SolverError
    naming the row or the energy, the step and the time. ``multipliers`` is the scheme's source
    of multipliers, which the work of the constraints needs (:mod:`mechgen.runtime.balance`).
    """
    stride, limit = Stride(save_every), DriftLimit.of(model, judgement.tolerance)
    carry, angles = None, {}
    watch = judgement.watch(model, limit)
    previous, step = None, 0
    for traj, last in _marked_last(parts):
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):  # judged next
            series, carry = RowSeries.of(model, traj, limit, multipliers, carry, angles)
        over = watch.first_over(series, traj.t, traj.notices)
        if over is not None:
            k, at = over[0], float(traj.t[over[0]])
            end = k + 1 if k == 0 or _finite_row(traj, series, k) else k  # no NaN row kept
            traj, series, last = traj.rows(0, end), series.take(np.arange(end)), True
        keep = stride.rows(len(traj.t), last)
        yield finalize(model, traj, scheme, h, t_end, (series, limit), reactions, keep, previous)
        if over is not None:
            raise SolverError(over[1], step + k, at)
        previous, step = (traj.t[-1], traj.q[-1].copy()), step + len(traj.t)


def _finite_row(traj: Trajectory, series: RowSeries, k: int) -> bool:
    """Whether row ``k`` of a part holds numbers: its state, energy and drift (a step that
    retry halving took onto a driver's pole stored NaN and 1e17 J, issue 37)."""
    values = (traj.q[k], traj.v[k], series.energy[k], series.drift[k])
    return all(np.all(np.isfinite(x)) for x in values)


def _marked_last(parts: Iterable[Trajectory]) -> Iterator[tuple[Trajectory, bool]]:
    """(part, whether it is the last) of each part; a part before an error is the last."""
    held = None
    try:
        for part in parts:
            if held is not None:
                yield held, False
            held = part
    except GeneratorExit:
        raise
    except BaseException:
        if held is not None:
            yield held, True
        raise
    if held is not None:
        yield held, True
