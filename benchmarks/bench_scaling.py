"""Scaling of the N-body spatial chain (examples/spatial_chain.py), N = 2 ... 64: time to derive
and emit (numpy and C, entries of index3) and the peak resident memory of that process, C
compile time, and index3 time per step with the numpy path and the C kernel (banded LU once
the band pays).

    python benchmarks/bench_scaling.py [--sizes 2 4 8 16 32 64] [--joint spherical] [--repeats 3]

Derivation and emission run in fresh processes; compilation uses an empty cache; each figure is
the median of ``--repeats`` rounds (generation, compilation and the runs repeated). Prints a
markdown table and writes benchmarks/results/scaling.json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

from provenance import write_results

ROOT = Path(__file__).resolve().parent.parent
SNIPPET = """
import json, resource, sys, time, warnings
warnings.simplefilter("ignore")
from mechgen.codegen.emit import emit, write
from mechgen.examples.spatial_chain import build
from mechgen.runtime import required_entries
from mechgen.symbolic import derive

n, joint, out = int(sys.argv[1]), sys.argv[2], sys.argv[3]
t0 = time.perf_counter()
eqs = derive(build(n, joint), "rA", required_entries("index3"), scheme="index3")
t1 = time.perf_counter()
write(emit(eqs, "numpy"), out)
t2 = time.perf_counter()
write(emit(eqs, "c"), out)
t3 = time.perf_counter()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"derive_s": t1 - t0, "emit_numpy_s": t2 - t1, "emit_c_s": t3 - t2,
                  "n_v": eqs.metadata.n_v, "n_c": eqs.metadata.n_c, "peak_mb": peak}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[2, 4, 8, 16, 32, 64])
    parser.add_argument("--joint", default="spherical")
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    rows = []
    print(
        "| N | n_v + n_c | derive (s) | emit numpy (s) | emit C (s) | compile (s) | "
        "numpy (us/step) | C (us/step) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for n in args.sizes:
        rounds = [one_round(n, args.joint, args.steps) for _ in range(args.repeats)]
        row = {
            key: statistics.median(r[key] for r in rounds)
            if isinstance(rounds[0][key], float)
            else rounds[0][key]
            for key in rounds[0]
        }
        rows.append(row)
        band = " (band)" if row["banded"] else ""
        print(
            f"| {n} | {row['n_v'] + row['n_c']} | {row['derive_s']:.2f} | "
            f"{row['emit_numpy_s']:.2f} | {row['emit_c_s']:.2f} | {row['compile_s']:.2f} | "
            f"{row['numpy_us']:.0f} | {row['c_us']:.1f}{band} |",
            flush=True,
        )
    path = ROOT / "benchmarks" / "results" / "scaling.json"
    write_results(path, joint=args.joint, steps=args.steps, repeats=args.repeats, rows=rows)


def one_round(n: int, joint: str, steps: int) -> dict:
    """One round for the N-body chain: generation in a fresh process, compilation into an
    empty cache, and the index3 runs of both backends."""
    from mechgen.core.clib import build
    from mechgen.runtime import load_module, simulate

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["MECHGEN_CACHE_DIR"] = str(Path(tmp) / "cache")  # compile from scratch
        out = Path(tmp) / f"chain{n}"
        proc = subprocess.run(
            [sys.executable, "-c", SNIPPET, str(n), joint, str(out)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        row = {"N": n, **json.loads(proc.stdout.splitlines()[-1])}
        start = time.perf_counter()
        build(out / f"chain{n}_rA.c")
        row["compile_s"] = time.perf_counter() - start
        h, t_end = 1e-3, steps * 1e-3
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for backend, fname in (("numpy", f"chain{n}_rA.py"), ("c", f"chain{n}_rA_c.py")):
                res = simulate(load_module(out / fname), "index3", h, t_end)
                row[f"{backend}_us"] = res.traj.wall_time_s / steps * 1e6
        row["banded"] = "genalpha_matrix_band" in (out / f"chain{n}_rA.h").read_text()
    return row


if __name__ == "__main__":
    main()
