"""Concurrent ``mechgen simulate --backend c`` runs on fresh caches (issue 17).

Each trial starts PROCESSES simulations of the same model file at once on an empty
$MECHGEN_CACHE_DIR, then one more run on the now filled cache: a failure there means something
broken was published in the cache (every later run would fail too). The model is exported from
the bundled six-body linkage, whose emitted C source is large enough (240 kB) for a reader to
catch a writer mid-file.

Run: python benchmarks/stress_cache.py [--trials 8] [--processes 6]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

COMMAND = ("simulate", "--backend", "c", "--scheme", "index3", "--h", "1e-3", "--t-end", "0.01")


def _mechgen(*args: str, env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "mechgen", *args, "--quiet"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=8)
    parser.add_argument("--processes", type=int, default=6)
    args = parser.parse_args()
    failures = poisoned = 0
    with tempfile.TemporaryDirectory(prefix="mechgen-stress-") as tmp:
        model = Path(tmp) / "big.yaml"
        env = dict(os.environ)
        subprocess.run(
            [sys.executable, "-m", "mechgen", "export", "six_body_linkage", "-o", str(model)],
            env=env,
            check=True,
        )
        for trial in range(args.trials):
            env["MECHGEN_CACHE_DIR"] = str(Path(tmp) / f"cache{trial}")
            command = (COMMAND[0], str(model), *COMMAND[1:])
            procs = [_mechgen(*command, env=env) for _ in range(args.processes)]
            outcomes = [(p.communicate()[1], p.returncode) for p in procs]
            errors = [err for err, code in outcomes if code != 0]
            later = _mechgen(*command, env=env)
            later_error = later.communicate()[1]
            failures += len(errors)
            poisoned += later.returncode != 0
            print(
                f"trial {trial + 1}: {len(errors)} of {args.processes} failed"
                + (", later run failed (cache poisoned)" if later.returncode != 0 else ""),
                flush=True,
            )
            for err in errors[:1] + ([later_error] if later.returncode != 0 else []):
                print("   ", (err.strip().splitlines() or ["(no message)"])[-1], flush=True)
    runs = args.trials * args.processes
    print(
        f"{args.trials} trials x {args.processes} processes: {failures} of {runs} runs failed, "
        f"{poisoned} of {args.trials} caches poisoned"
    )


if __name__ == "__main__":
    main()
