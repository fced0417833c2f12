"""The rows a scheme writes into: a run's raw trajectory (times, states, accelerations,
multipliers or reactions, iterations), allocated once per call and filled step by step. The
schemes depend on this module alone; what is derived from a trajectory is
:mod:`mechgen.runtime.row_series` (judged at every step), :mod:`mechgen.runtime.results`
(results and the summary) and :mod:`mechgen.runtime.parts` (a run's parts, stored and judged).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from .loader import Model
from .scheme import RunState


class Stopwatch:
    """The clocks of a scheme's loop: started where the loop starts, stopped into the
    trajectory it filled (wall_time_s and cpu_time_s), the one place the runtime reads them."""

    def __init__(self):
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def stop(self, traj: Trajectory) -> None:
        traj.wall_time_s = time.perf_counter() - self.wall
        traj.cpu_time_s = time.process_time() - self.cpu


@dataclass
class Trajectory:
    """What a scheme fills while it runs; one row per stored time."""

    t: np.ndarray
    q: np.ndarray
    v: np.ndarray
    a: np.ndarray
    lam: np.ndarray
    iterations: np.ndarray
    cond: np.ndarray | None
    #: the seconds of the scheme's loop (the kernel call or the Python loop; never the set-up
    #: of a run or what is derived from it), by the wall clock and as the process's CPU time
    #: (:class:`Stopwatch`): the CPU time is what a shared machine's other jobs do not change
    wall_time_s: float = 0.0
    cpu_time_s: float = 0.0
    #: reaction components per stored state, for schemes that compute them (taylor,
    #: partitioning).
    f: np.ndarray | None = None
    #: partitioning: cos^2 alpha of every coordinate per stored state, and the switches.
    criterion: np.ndarray | None = None
    partition_switches: list[dict] | None = None
    notices: list[str] = field(default_factory=list)
    #: called as progress(stored rows, total rows) after each stored state (RunState.progress)
    progress: Callable[[int, int], None] | None = None
    #: rows filled so far (all of them once the scheme returns; fewer when a step failed)
    stored: int = 0
    #: scheme options that continue the run from its last row (partitioning: the current
    #: independent set), used by the segment driver (mechgen.runtime.segments)
    resume: dict = field(default_factory=dict)
    #: whether ``a`` holds the accelerations of each state (False: the energy-momentum
    #: schemes' difference quotients, which the markers' accelerations do not report)
    accelerations: bool = True

    #: per-row arrays, in the order rows are sliced and joined
    ROWS = ("t", "q", "v", "a", "lam", "iterations", "cond", "f", "criterion")

    @classmethod
    def allocate(cls, n_steps: int, model: Model, state: RunState, record_cond: bool) -> Trajectory:
        """Rows for n_steps steps, recorded in ``state.trajectory`` (what the segment driver keeps
        when a step fails) and reporting through ``state.progress``."""
        n = n_steps + 1
        traj = cls(
            np.zeros(n),
            np.zeros((n, model.n_q)),
            np.zeros((n, model.n_v)),
            np.zeros((n, model.n_v)),
            np.zeros((n, model.n_c)),
            np.zeros(n, dtype=int),
            np.full(n, np.nan) if record_cond else None,
        )
        traj.progress = state.progress
        state.trajectory = traj
        return traj

    def rows(self, start: int, stop: int | None = None) -> Trajectory:
        """Rows start..stop-1 (copies), with the record-keeping fields of this trajectory and the
        partition switches up to its last row."""
        out = self.take(slice(start, stop))
        if self.partition_switches is not None:
            end = out.t[-1] if len(out.t) else -np.inf
            out.partition_switches = [s for s in self.partition_switches if s["t"] <= end]
        return out

    @classmethod
    def join(cls, parts: list[Trajectory]) -> Trajectory:
        """The rows of consecutive parts one after another (each part starts where the previous
        one ended, its first row excluded by the caller); switches and notices in order."""
        first = parts[0]
        rows = {
            name: None
            if getattr(first, name) is None
            else np.concatenate([getattr(p, name) for p in parts])
            for name in cls.ROWS
        }
        out = cls(
            **rows,
            wall_time_s=sum(p.wall_time_s for p in parts),
            cpu_time_s=sum(p.cpu_time_s for p in parts),
        )
        out.notices = [n for p in parts for n in p.notices]
        out.accelerations = first.accelerations
        if first.partition_switches is not None:
            out.partition_switches = []
            for part in parts:
                for switch in part.partition_switches:
                    last = out.partition_switches[-1] if out.partition_switches else None
                    if last is None or last["independent"] != switch["independent"]:
                        out.partition_switches.append(switch)
        out.stored = len(out.t)
        out.resume = dict(parts[-1].resume)
        out.progress = first.progress
        return out

    def take(self, rows: slice | np.ndarray) -> Trajectory:
        """The rows ``rows`` (a slice or an index array; copies), with the record-keeping
        fields of this trajectory."""
        cut = {
            name: None if getattr(self, name) is None else getattr(self, name)[rows].copy()
            for name in self.ROWS
        }
        out = Trajectory(
            **cut,
            wall_time_s=self.wall_time_s,
            cpu_time_s=self.cpu_time_s,
            notices=list(self.notices),
        )
        out.partition_switches = self.partition_switches
        out.accelerations = self.accelerations
        out.stored = len(out.t)
        out.resume = dict(self.resume)
        return out

    def outputs(self, *names: str) -> dict[str, np.ndarray]:
        """The arrays of ``names`` as a kernel's per-row outputs: ``{"q_out": self.q, ...}``."""
        return {f"{name}_out": getattr(self, name) for name in names}

    def store(
        self, i: int, t: float, q, v, a, iterations: int, cond: float | None = None, lam=None
    ) -> None:
        if self.progress is not None:
            self.progress(i + 1, len(self.t))
        self.stored = i + 1
        self.t[i] = t
        self.q[i] = q
        self.v[i] = v
        self.a[i] = a
        self.iterations[i] = iterations
        if lam is not None:
            self.lam[i] = lam
        if self.cond is not None and cond is not None:
            self.cond[i] = cond
