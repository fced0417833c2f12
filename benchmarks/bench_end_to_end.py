"""End to end: `mechgen simulate` wall time, numpy against C, side by side (issue 19).

1. The command line on the slider crank (index3 and kinematics, rA) writing --out run.npz,
   each backend timed in a fresh process (median of --repeats), with the module already
   emitted and compiled (a warm-up run first): what a user waits for.
2. The breakdown of one 10^5-step C run in process: interpreter start-up and import, the
   kernel, the derived series per stored row (bulk rows form) and writing the file.
3. The cost of one entry call from Python (M, Phi, gamma of the slider crank), numpy and C:
   the C wrapper copies its inputs into arrays whose addresses it took once per thread.
4. The overhead of one `simulate()` call beyond its loop (C, genalpha, 10 steps of the slider
   crank: what a sweep of short runs pays per run; issue 36 targets < 0.5 ms).
5. 10^6 steps streamed to .npz in C, with and without --every 100.

Issue 36's targets, which the results page (docs/results/end_to_end.md) sets beside the
figures: the process at most 2x the loop for 10^5 steps, numpy/C end to end at least 10x,
10^6 steps streamed in under 10 s, and a simulate() call under 0.5 ms beyond its loop.

Writes benchmarks/results/end_to_end.json.

Run: python benchmarks/bench_end_to_end.py [--repeats 3] [--skip-million]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

from provenance import write_results

RESULTS = Path(__file__).resolve().parent / "results" / "end_to_end.json"


def cli_seconds(args: list[str], repeats: int, env: dict) -> float:
    """Median wall time of `python -m mechgen <args>` over ``repeats`` fresh processes."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "mechgen", *args], check=True, env=env, capture_output=True
        )
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def breakdown(folder: Path, repeats: int) -> dict:
    """Seconds of each part of a 10^5-step C index3 run of the slider crank (medians)."""
    from mechgen.pipeline import GENERATED_DIR
    from mechgen.runtime import load_module, simulate

    warnings.simplefilter("ignore")
    module = load_module(GENERATED_DIR / "slider_crank_rA_c.py")
    parts = {"kernel": [], "derived": [], "write": []}
    for _ in range(repeats):
        result = simulate(module, "index3", 1e-4, 10.0)
        parts["kernel"].append(result.traj.wall_time_s)
        start = time.perf_counter()
        result.series()
        parts["derived"].append(time.perf_counter() - start)
        start = time.perf_counter()
        result.save(folder / "breakdown.npz")
        parts["write"].append(time.perf_counter() - start)
    out = {k: statistics.median(v) for k, v in parts.items()}
    out["rows"] = len(result.t)
    return out


def entry_calls(repeats: int) -> dict:
    """Microseconds per call of a few entries of the slider crank (median of ``repeats``
    timings of 20,000 calls), numpy and C."""
    import numpy as np
    from mechgen.pipeline import GENERATED_DIR
    from mechgen.runtime import load_module

    out = {}
    for suffix in ("", "_c"):
        module = load_module(GENERATED_DIR / f"slider_crank_rA{suffix}.py")
        q, v = np.full(module.N_Q, 0.1), np.full(module.N_V, 0.2)
        p = np.ones(len(module.PARAMETERS))
        calls = {
            "M(q, p)": (module.M, (q, p)),
            "Phi(q, t, p)": (module.Phi, (q, 0.1, p)),
            "gamma(q, v, t, p)": (module.gamma, (q, v, 0.1, p)),
        }
        for name, (entry, arguments) in calls.items():
            times = []
            for _ in range(repeats):
                start = time.perf_counter()
                for _ in range(20000):
                    entry(*arguments)
                times.append((time.perf_counter() - start) / 20000)
            out[name, module.BACKEND] = 1e6 * statistics.median(times)
    return out


def call_overhead(repeats: int, calls: int = 200) -> float:
    """Milliseconds of CPU one simulate() call costs beyond its integration loop (median over
    ``repeats`` timings of ``calls`` calls of a 10-step C genalpha run of the slider crank; the
    process's CPU time, so that other jobs on the machine do not count)."""
    from mechgen.pipeline import GENERATED_DIR
    from mechgen.runtime import load_module, simulate

    warnings.simplefilter("ignore")
    module = load_module(GENERATED_DIR / "slider_crank_rA_c.py")
    simulate(module, "genalpha", 1e-3, 1e-2)
    times = []
    for _ in range(repeats):
        loops, start = 0.0, time.process_time()
        for _ in range(calls):
            loops += simulate(module, "genalpha", 1e-3, 1e-2).traj.cpu_time_s
        times.append((time.process_time() - start - loops) / calls)
    return 1e3 * statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--skip-million", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = dict(os.environ, MECHGEN_CACHE_DIR=str(folder / "cache"))
        record: dict = {"runs": {}}
        print("| run (slider crank, rA, --out .npz) | numpy s | C s | C speed-up |")
        print("|---|---|---|---|")
        for scheme, h, t_end in (("index3", 1e-4, 10), ("kinematics", 1e-4, 10)):
            row = []
            for backend in ("numpy", "c"):
                run = [
                    "simulate",
                    "slider_crank",
                    "--scheme",
                    scheme,
                    "--h",
                    str(h),
                    "--t-end",
                    str(t_end),
                    "--backend",
                    backend,
                    "--out",
                    str(folder / "run.npz"),
                ]
                cli_seconds(run, 1, env)  # warm-up: emit and compile once
                row.append(cli_seconds(run, args.repeats, env))
            print(
                f"| {scheme}, {int(t_end / h):,} steps | {row[0]:.2f} | {row[1]:.2f} | "
                f"{row[0] / row[1]:.1f}x |"
            )
            record["runs"][scheme] = {"steps": round(t_end / h), "numpy_s": row[0], "c_s": row[1]}
        unsaved = run[: run.index("--out")]  # the last C run (kinematics) without its file
        unsaved[unsaved.index("kinematics")] = "index3"
        record["c_index3_no_file_s"] = cli_seconds(unsaved, args.repeats, env)
        print(f"| index3, C, no --out | | {record['c_index3_no_file_s']:.2f} | |")
        start_up = cli_seconds(["--version"], args.repeats, env)
        parts = breakdown(folder, args.repeats)
        record["start_up_s"], record["breakdown"] = start_up, parts
        print()
        print("| 10^5-step C index3 run | s | per stored row |")
        print("|---|---|---|")
        print(f"| interpreter start-up (mechgen --version) | {start_up:.2f} | |")
        for key in ("kernel", "derived", "write"):
            print(f"| {key} | {parts[key]:.3f} | {1e6 * parts[key] / parts['rows']:.2f} us |")
        calls = entry_calls(args.repeats)
        print()
        print("| entry call (slider crank, rA) | numpy us | C us |")
        print("|---|---|---|")
        for name in ("M(q, p)", "Phi(q, t, p)", "gamma(q, v, t, p)"):
            print(f"| {name} | {calls[name, 'numpy']:.2f} | {calls[name, 'c']:.2f} |")
        record["entry_calls_us"] = {f"{name} {backend}": t for (name, backend), t in calls.items()}
        overhead = call_overhead(args.repeats)
        record["call_overhead_ms"] = overhead
        print()
        print(f"simulate() call overhead beyond the loop: {overhead:.2f} ms")
        if not args.skip_million:
            record["million_s"] = million(folder, env, args.repeats)
    write_results(RESULTS, repeats=args.repeats, **record)


def million(folder: Path, env: dict, repeats: int) -> dict[str, float]:
    """Seconds of 10^6 C index3 steps of the slider crank streamed to .npz, every row stored
    and every 100th."""
    out = {}
    print()
    print("| 10^6 steps, C, streamed to .npz | s |")
    print("|---|---|")
    for every in (1, 100):
        run = ["simulate", "slider_crank", "--scheme", "index3", "--h", "1e-4", "--t-end", "100"]
        run += ["--backend", "c", "--out", str(folder / "million.npz"), "--every", str(every)]
        out[f"every {every}"] = cli_seconds(run, repeats, env)
        print(f"| --every {every} | {out[f'every {every}']:.1f} |")
    return out


if __name__ == "__main__":
    main()
