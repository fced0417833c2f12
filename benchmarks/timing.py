"""What the benchmarks share: the median time per step of a scheme on an emitted module
(integration loop only: the runtime's wall_time_s excludes derivation, emission, compilation
and post-processing)."""

from __future__ import annotations

import statistics
import time
import warnings
from pathlib import Path

from mechgen.runtime import load_module, simulate


def time_per_step(
    path: Path, scheme: str, h: float, t_end: float, repeats: int, **options
) -> float:
    """Median over ``repeats`` runs of the seconds per step of ``scheme`` (with its
    ``options``) on the module."""
    module = load_module(path)
    times = []
    for _ in range(repeats):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            res = simulate(module, scheme, h, t_end, **options)
        times.append(res.traj.wall_time_s / (len(res.t) - 1))
    return statistics.median(times)


def median_seconds(work, repeats: int) -> float:
    """Median over ``repeats`` calls of the wall seconds of ``work()``."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)
