"""Derivation time (sympy, no emission) of the partitioning scheme's entries for Bricard's
linkage (tests/mechanisms.py: five links, six revolutes, one spatial loop) in relative and rp
coordinates, each in a fresh process (derivations cache within a process), median of 3.
Run: PYTHONPATH=tests python benchmarks/bench_derivation.py"""

from __future__ import annotations

import statistics
import subprocess
import sys

FORMULATIONS = ("relative", "rp")
REPEATS = 3

ONE_RUN = """
import time, warnings
from mechgen.runtime.schemes import required_entries
from mechgen.symbolic import derive
from mechanisms import bricard
start = time.perf_counter()
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    derive(bricard(), {formulation!r}, required_entries("partitioning"))
print(time.perf_counter() - start)
"""


def seconds(formulation: str) -> float:
    """Derivation time in a fresh interpreter."""
    code = ONE_RUN.format(formulation=formulation)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout.split()[-1])


def main() -> None:
    print("| mechanism | formulation | derivation s (median of 3) |")
    print("|---|---|---|")
    for formulation in FORMULATIONS:
        times = [seconds(formulation) for _ in range(REPEATS)]
        print(f"| bricard | {formulation} | {statistics.median(times):.2f} |")


if __name__ == "__main__":
    main()
