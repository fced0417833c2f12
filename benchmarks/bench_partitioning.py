"""Per-step cost of the partitioning scheme (seed 004) on the planar four-bar: relative
coordinates with the closed-form closing conditions, relative with the Newton closure, rp and
re (absolute coordinates, Newton closure), numpy and C backends (C: the whole-loop kernel),
side by side, median of ``--repeats`` runs of 2 s at h = 1e-3, hysteresis 0.9.

    python benchmarks/bench_partitioning.py [--repeats 3]
"""

from __future__ import annotations

import argparse
import warnings
from pathlib import Path
from tempfile import mkdtemp

from mechgen.codegen.emit import emit, write
from mechgen.examples import planar_four_bar
from mechgen.symbolic import derive
from timing import time_per_step

RUNS = (("relative", True), ("relative", False), ("rp", False), ("re", False))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    out = Path(mkdtemp())
    print("| formulation | closure | numpy (us/step) | C (us/step) | C speedup |")
    print("|---|---|---|---|---|")
    for formulation, explicit in RUNS:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            eqs = derive(planar_four_bar.build(omega=8.0), formulation)
        times = {}
        for backend in ("numpy", "c"):
            paths = write(emit(eqs, backend), out / f"{formulation}_{backend}")
            module = next(p for p in paths if p.suffix == ".py")
            options = {"hysteresis": 0.9, "explicit": explicit}
            times[backend] = time_per_step(
                module, "partitioning", 1e-3, 2.0, args.repeats, **options
            )
        closure = "closed form" if explicit else "Newton"
        numpy_us, c_us = times["numpy"] * 1e6, times["c"] * 1e6
        print(
            f"| {formulation} | {closure} | {numpy_us:.0f} | {c_us:.1f} | {numpy_us / c_us:.0f}x |"
        )


if __name__ == "__main__":
    main()
