"""Peak memory of long runs: the slider crank (index3, h = 1e-3, C whole-loop kernel from
generated/) streamed to .npz in chunks of 10^4 steps, for 10^4 .. 10^6 steps, against the
in-memory run (simulate + save) where it fits. Each case runs in a fresh process; the peak is
that process's maximum resident set size (getrusage), so it includes the interpreter, numpy
and the loaded module (~the 10^4-step figure).

Run: python benchmarks/bench_streaming.py [--max-steps 1000000]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

H = 1e-3
MODULE = "slider_crank_rA_c.py"


def case(mode: str, steps: int, out: str) -> None:
    """One measurement, in its own process: prints wall and kernel time and the peak RSS."""
    import resource
    import warnings

    from mechgen.pipeline import GENERATED_DIR
    from mechgen.runtime import load_module, run_to_file, simulate

    warnings.simplefilter("ignore")
    module = load_module(GENERATED_DIR / MODULE)
    start = time.perf_counter()
    if mode == "streamed":
        summary = run_to_file(module, "index3", H, steps * H, out, chunk_steps=10_000)
    else:
        result = simulate(module, "index3", H, steps * H)
        result.save(out)
        summary = result.summary()
    wall = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"wall_s": wall, "kernel_s": summary["wall_time_s"], "peak_mb": peak}))


def run_case(mode: str, steps: int, folder: Path) -> dict:
    out = folder / f"{mode}_{steps}.npz"
    env = dict(os.environ)
    done = subprocess.run(
        [sys.executable, __file__, "--case", mode, str(steps), str(out)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    record = json.loads(done.stdout.strip().splitlines()[-1])
    record["file_mb"] = out.stat().st_size / 2**20
    out.unlink()
    return record


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-steps", type=int, default=1_000_000)
    parser.add_argument("--case", nargs=3, metavar=("MODE", "STEPS", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.case:
        case(args.case[0], int(args.case[1]), args.case[2])
        return
    sizes = [n for n in (10_000, 100_000, 1_000_000) if n <= args.max_steps]
    print("| steps | run | wall s | kernel s | peak RSS MB | file MB |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for steps in sizes:
            modes = ("streamed", "in memory") if steps <= 100_000 else ("streamed",)
            for mode in modes:
                r = run_case(mode.split()[0], steps, Path(tmp))
                print(
                    f"| {steps:,} | {mode} | {r['wall_s']:.1f} | {r['kernel_s']:.2f} | "
                    f"{r['peak_mb']:.0f} | {r['file_mb']:.0f} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
