"""Runs per second of a parameter sweep on a Dask LocalCluster against a plain loop, on the
double pendulum (index3 at h = 1e-3, runs of 1 s and 5 s, numpy module from generated/).
Run: python benchmarks/bench_sweep.py"""

from __future__ import annotations

import time
import warnings

from mechgen import sweep
from mechgen.pipeline import GENERATED_DIR
from mechgen.runtime import load_module, simulate

MODULE = GENERATED_DIR / "double_pendulum_rA.py"
POINTS = sweep.grid(["L1=2:4:16"])


def main() -> None:
    module = load_module(MODULE)
    print("| run length | runner | runs/s |")
    print("|---|---|---|")
    for t_end in (1.0, 5.0):
        start = time.perf_counter()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for point in POINTS:
                simulate(module, "index3", 1e-3, t_end, point)
        loop = len(POINTS) / (time.perf_counter() - start)
        print(f"| {t_end:g} s | plain loop | {loop:.2f} |")
        for workers in (1, 2):
            start = time.perf_counter()
            sweep.run(MODULE, "index3", 1e-3, t_end, POINTS, workers=workers)
            rate = len(POINTS) / (time.perf_counter() - start)
            print(f"| {t_end:g} s | LocalCluster, {workers} workers (with start-up) | {rate:.2f} |")


if __name__ == "__main__":
    main()
