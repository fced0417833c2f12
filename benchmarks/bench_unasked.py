"""The cost of work that serves only the reactions (issue 20): nullspace recovers its
multipliers by a least squares after each step and partitioning computes its reactions at each
step; both now do it only when the reactions are asked for. Per-step time of the numpy path with
and without reactions, side by side, median of REPEATS runs of 0.2 s at h = 1e-3.

Run: python benchmarks/bench_unasked.py
"""

from __future__ import annotations

import statistics
import tempfile
import warnings
from pathlib import Path

from mechgen.codegen.emit import emit, write
from mechgen.examples import load_mechanism
from mechgen.runtime import load_module, simulate
from mechgen.symbolic import derive

REPEATS = 3
RUNS = (
    ("gyro_top", "director", "nullspace"),
    ("six_body_linkage", "director", "nullspace"),
    ("planar_four_bar", "relative", "partitioning"),
)


def main() -> None:
    warnings.simplefilter("ignore")
    print("| example | scheme | with reactions us/step | without us/step |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for name, formulation, scheme in RUNS:
            (path,) = write(emit(derive(load_mechanism(name), formulation)), Path(tmp) / name)
            module = load_module(path)
            row = []
            for reactions in (True, False):
                times = [
                    simulate(module, scheme, 1e-3, 0.2, reactions=reactions).traj.wall_time_s
                    for _ in range(REPEATS)
                ]
                row.append(statistics.median(times) / 200 * 1e6)
            print(f"| {name} | {scheme} | {row[0]:.0f} | {row[1]:.0f} |")


if __name__ == "__main__":
    main()
