"""Per-step cost of the Taylor reaction-force scheme (seed 003) against index3 (seed 001) and
lie-mk (seed 002) on the same mechanisms, numpy and C backends, and the cost of reporting
reactions (post-processing, outside the integration loop). Each timing is the median of
REPEATS runs; taylor and index3 run their whole-loop kernels in C.
Run: python benchmarks/bench_taylor.py"""

from __future__ import annotations

import statistics
import time
import warnings
from importlib import import_module
from pathlib import Path
from tempfile import mkdtemp

from mechgen.codegen.emit import emit, write
from mechgen.runtime import load_module, simulate
from mechgen.symbolic import derive

REPEATS = 3
RUNS = (
    ("planar_double_pendulum", "rA", "taylor", 1e-3, 1.0),
    ("planar_double_pendulum", "rA", "index3", 1e-3, 1.0),
    ("planar_double_pendulum", "so3r3", "lie-mk", 1e-3, 1.0),
    ("stewart_platform", "rA", "taylor", 2e-3, 1.0),
    ("stewart_platform", "rA", "index3", 2e-3, 1.0),
    ("stewart_platform", "so3r3", "lie-mk", 2e-3, 1.0),
)


def main() -> None:
    out = Path(mkdtemp())
    print(
        "| example | scheme | formulation | backend | us/step | results with reactions, ms/step |"
    )
    print("|---|---|---|---|---|---|")
    for name, formulation, scheme, h, t_end in RUNS:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            eqs = derive(import_module(f"mechgen.examples.{name}").build(), formulation)
        for backend in ("numpy", "c"):
            paths = write(emit(eqs, backend), out / f"{name}_{formulation}_{backend}")
            module = load_module(next(p for p in paths if p.suffix == ".py"))
            loops, posts = [], []
            for _ in range(REPEATS):
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    plain = simulate(module, scheme, h, t_end)
                    start = time.perf_counter()
                    simulate(module, scheme, h, t_end, reactions=True)
                    total = time.perf_counter() - start
                loops.append(plain.traj.wall_time_s)
                posts.append(total - plain.traj.wall_time_s)
            steps = len(plain.t) - 1
            per_step = statistics.median(loops) / steps * 1e6
            post = statistics.median(posts) / steps * 1e3
            print(
                f"| {name} | {scheme} | {formulation} | {backend} | {per_step:.0f} | {post:.2f} |"
            )


if __name__ == "__main__":
    main()
