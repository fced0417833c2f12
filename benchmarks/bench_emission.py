"""Emission time of bundled modules (derivation excluded), numpy and C: today's tree against
a baseline commit (default: the last commit before issue 38's emission work), side by side in
one run.

Each side runs in its own process on the package laid out from its tree as pyproject.toml's
package-dir maps it (the baseline from ``git archive``), with the same interpreter and
libraries. A process derives the equation set once, emits it once to warm up (the baseline
compiles its templates again at every emission anyway), then times ``--emissions`` emissions and
reports their median; the two sides alternate ``--rounds`` times, so that load on this shared
machine touches both alike, and the table gives the median over rounds. Writes
benchmarks/results/emission.json.

    python benchmarks/bench_emission.py [--baseline c6d795e] [--rounds 3] [--emissions 3]
        [--mechanisms slider_crank four_link]
"""

from __future__ import annotations

import argparse
import io
import json
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import tomllib
from provenance import write_results

ROOT = Path(__file__).resolve().parent.parent
RESULTS = Path(__file__).resolve().parent / "results" / "emission.json"
BASELINE = "c6d795e"

#: run in a fresh process with the laid-out package first on sys.path
WORKER = """
import json, statistics, sys, time, warnings
warnings.simplefilter("ignore")
from mechgen.codegen.emit import emit
from mechgen.examples import load_mechanism
from mechgen.symbolic import derive

name, backend, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
eqs = derive(load_mechanism(name), "rA")
files = emit(eqs, backend)
times = []
for _ in range(n):
    start = time.perf_counter()
    emit(eqs, backend)
    times.append(time.perf_counter() - start)
print(json.dumps({"s": statistics.median(times), "bytes": sum(len(t) for t in files.values())}))
"""


def _laid_out(tree: Path, target: Path) -> Path:
    """The package of ``tree`` laid out as installed (package-dir of its pyproject.toml)."""
    config = tomllib.loads((tree / "pyproject.toml").read_text())["tool"]["setuptools"]
    for package, folder in config["package-dir"].items():
        shutil.copytree(tree / folder, target / package.replace(".", "/"), dirs_exist_ok=True)
    return target


def _baseline_tree(commit: str, target: Path) -> Path:
    archive = subprocess.run(
        ["git", "archive", commit], cwd=ROOT, capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(target, filter="data")
    return target


def _timed(path: Path, name: str, backend: str, emissions: int) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", WORKER, name, backend, str(emissions)],
        env={"PYTHONPATH": str(path), "PATH": "/usr/bin:/bin", "HOME": str(Path.home())},
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--emissions", type=int, default=3)
    parser.add_argument("--mechanisms", nargs="+", default=["slider_crank", "four_link"])
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        sides = {
            "baseline": _laid_out(_baseline_tree(args.baseline, tmp / "tree"), tmp / "base"),
            "today": _laid_out(ROOT, tmp / "today"),
        }
        print(f"| mechanism | backend | {args.baseline} s | today s | speed-up |")
        print("|---|---|---|---|---|")
        for name in args.mechanisms:
            for backend in ("numpy", "c"):
                runs = {side: [] for side in sides}
                for _ in range(args.rounds):
                    for side, path in sides.items():
                        runs[side].append(_timed(path, name, backend, args.emissions))
                row = {"mechanism": name, "backend": backend}
                for side in sides:
                    row[f"{side}_s"] = statistics.median(r["s"] for r in runs[side])
                    row[f"{side}_bytes"] = runs[side][-1]["bytes"]
                row["speedup"] = row["baseline_s"] / row["today_s"]
                rows.append(row)
                print(
                    f"| {name} | {backend} | {row['baseline_s']:.3f} | {row['today_s']:.3f} "
                    f"| {row['speedup']:.2f}x |"
                )
    write_results(
        RESULTS, baseline=args.baseline, rounds=args.rounds, emissions=args.emissions, rows=rows
    )


if __name__ == "__main__":
    main()
