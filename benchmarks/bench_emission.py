"""Emission time of bundled modules (derivation excluded), numpy and C, with the templates
compiled once per process (today) against compiled again for every render (before issue 38:
the Jinja environment was made anew for each template), side by side in one run.

Each timing is the median of ``--repeats`` emissions of one derived equation set; the output
is byte-identical both ways (checked). Writes benchmarks/results/emission.json.

    python benchmarks/bench_emission.py [--repeats 5] [--mechanisms slider_crank four_link]
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import time
import warnings
from datetime import date
from pathlib import Path

from mechgen.codegen import emit as emission
from mechgen.examples import load_mechanism
from mechgen.symbolic import derive

RESULTS = Path(__file__).resolve().parent / "results" / "emission.json"


def _timed(eqs, backend: str, fresh: bool) -> tuple[float, dict]:
    """(seconds, files) of one emission; ``fresh``: a new environment for every render, which
    compiles every template again, as before."""
    cached = emission._environment
    if fresh:
        emission._environment = cached.__wrapped__
    try:
        start = time.perf_counter()
        files = emission.emit(eqs, backend)
        return time.perf_counter() - start, files
    finally:
        emission._environment = cached


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--mechanisms", nargs="+", default=["slider_crank", "four_link"])
    args = parser.parse_args()
    rows = []
    print("| mechanism | backend | templates compiled per render s | once s | speed-up |")
    print("|---|---|---|---|---|")
    for name in args.mechanisms:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            eqs = derive(load_mechanism(name), "rA")
        for backend in ("numpy", "c"):
            before, today = [], []
            for _ in range(args.repeats):  # interleaved, so that load affects both alike
                seconds, old = _timed(eqs, backend, fresh=True)
                before.append(seconds)
                seconds, new = _timed(eqs, backend, fresh=False)
                today.append(seconds)
                assert old == new, "emission differs"
            row = {
                "mechanism": name,
                "backend": backend,
                "compiled_per_render_s": statistics.median(before),
                "compiled_once_s": statistics.median(today),
            }
            row["speedup"] = row["compiled_per_render_s"] / row["compiled_once_s"]
            rows.append(row)
            print(
                f"| {name} | {backend} | {row['compiled_per_render_s']:.3f} "
                f"| {row['compiled_once_s']:.3f} | {row['speedup']:.1f}x |"
            )
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    record = {
        "machine": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "date": date.today().isoformat(),
        "commit": commit,
        "repeats": args.repeats,
        "rows": rows,
    }
    RESULTS.write_text(json.dumps(record, indent=1) + "\n")
    print(RESULTS)


if __name__ == "__main__":
    main()
