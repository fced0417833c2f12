"""Per-step cost of the partitioning scheme (seed 004) on the planar four-bar: relative
coordinates with the closed-form closing conditions, relative with the Newton closure, and re
(absolute coordinates, Newton closure), numpy and C backends.
Run: python benchmarks/bench_partitioning.py"""

from __future__ import annotations

import warnings
from pathlib import Path
from tempfile import mkdtemp

from mechgen.codegen.emit import emit, write
from mechgen.examples import planar_four_bar
from mechgen.runtime import load_module, simulate
from mechgen.symbolic import derive

RUNS = (("relative", True), ("relative", False), ("re", False))


def main() -> None:
    out = Path(mkdtemp())
    print("| formulation | closure | backend | us/step | switches |")
    print("|---|---|---|---|---|")
    for formulation, explicit in RUNS:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            eqs = derive(planar_four_bar.build(omega=8.0), formulation)
        for backend in ("numpy", "c"):
            paths = write(emit(eqs, backend), out / f"{formulation}_{backend}")
            module = load_module(next(p for p in paths if p.suffix == ".py"))
            res = simulate(module, "partitioning", 1e-3, 2.0, hysteresis=0.9, explicit=explicit)
            per_step = res.traj.wall_time_s / (len(res.t) - 1) * 1e6
            closure = "closed form" if explicit else "Newton"
            switches = len(res.summary()["partition_switches"]) - 1
            print(f"| {formulation} | {closure} | {backend} | {per_step:.0f} | {switches} |")


if __name__ == "__main__":
    main()
