"""Generation time and peak memory of IFToMM A02, the N-four-bar (examples/n_four_bar.py), in the
director and rA formulations for growing N (issue 21: the director derivation took 2.2 GB at
N = 4 and was killed past 24 GB at N = 10; target N = 10 in under 60 s and 2 GB).

Each generation (derive + emit, numpy backend) runs in a fresh process, so that its peak
resident memory is its own; the median of ``--repeats`` runs is reported with the largest peak.

    python bench_generation.py [--sizes 2 5 10 20 40] [--repeats 3] [--formulations director rA]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

#: one generation in a child process: prints derive and emit seconds and the peak RSS in MB
CHILD = """
import resource, sys, time, warnings
warnings.simplefilter("ignore")
from mechgen.codegen.emit import emit
from mechgen.examples import load_mechanism
from mechgen.symbolic import derive
n, formulation = int(sys.argv[1]), sys.argv[2]
t0 = time.perf_counter()
eqs = derive(load_mechanism("n_four_bar", n=n), formulation)
t1 = time.perf_counter()
emit(eqs, "numpy")
t2 = time.perf_counter()
print(t1 - t0, t2 - t1, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


def generation(n: int, formulation: str) -> tuple[float, float, float]:
    """(derive s, emit s, peak MB) of one generation in a fresh process."""
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(n), formulation],
        capture_output=True,
        text=True,
        check=True,
    )
    derive_s, emit_s, peak = (float(x) for x in out.stdout.split())
    return derive_s, emit_s, peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[2, 5, 10, 20, 40])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--formulations", nargs="+", default=["director", "rA"])
    args = parser.parse_args()
    rows = []
    print("| N | formulation | derive s | emit s | total s | peak MB |")
    print("|---|---|---|---|---|---|")
    for n in args.sizes:
        for formulation in args.formulations:
            runs = [generation(n, formulation) for _ in range(args.repeats)]
            derive_s = statistics.median(r[0] for r in runs)
            emit_s = statistics.median(r[1] for r in runs)
            total = statistics.median(r[0] + r[1] for r in runs)
            peak = max(r[2] for r in runs)
            rows.append(
                {
                    "n": n,
                    "formulation": formulation,
                    "derive_s": derive_s,
                    "emit_s": emit_s,
                    "total_s": total,
                    "peak_mb": peak,
                }
            )
            print(
                f"| {n} | {formulation} | {derive_s:.1f} | {emit_s:.1f} | {total:.1f} | "
                f"{peak:.0f} |",
                flush=True,
            )
    out = Path(__file__).parent / "results" / "generation.json"
    out.write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
