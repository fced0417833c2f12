"""Seed 001 benchmarks: time per step of kinematics and index3 for every formulation and bundled
mechanism (median of repeats, integration loop only), the speedups relative to rp beside the
paper's Tables 8 and 10, and symbolic generation time (derive + emit, in a fresh process) per
mechanism.

    python benchmarks/bench_seed001.py [--repeats 5] [--t-end 1.0]

Prints markdown tables and writes benchmarks/results/seed001.json.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
from pathlib import Path

from mechgen.examples import BUNDLED
from mechgen.pipeline import GENERATED_DIR
from timing import time_per_step

FORMULATIONS = ("rA", "rp", "re")
DRIVEN = ("single_pendulum", "four_link", "slider_crank")
# seed 001: speedup relative to rp, code C1 (Table 8: kinematics, Table 10: dynamics)
PAPER = {
    "kinematics": {
        "single_pendulum": (2.21, 1.40),
        "four_link": (2.38, 1.23),
        "slider_crank": (2.70, 1.47),
    },
    "index3": {
        "single_pendulum": (2.43, 1.29),
        "double_pendulum": (2.63, 1.21),
        "four_link": (2.62, 1.21),
        "slider_crank": (2.93, 1.31),
    },
}
H = 1e-3


GENERATION_SNIPPET = """
import json, sys, time, warnings
warnings.simplefilter("ignore")
from mechgen.codegen.emit import emit
from mechgen.examples import load_mechanism
from mechgen.runtime import required_entries
from mechgen.symbolic import derive
name, formulation, scheme = sys.argv[1:]
entries = required_entries(scheme) if scheme else None
start = time.perf_counter()
eqs = derive(load_mechanism(name), formulation, entries)
middle = time.perf_counter()
emit(eqs)
print(json.dumps([middle - start, time.perf_counter() - middle]))
"""


def generation_time(name: str, formulation: str, scheme: str, repeats: int = 3) -> float:
    """Median wall time of derive + emit, each in a fresh process (no warm caches)."""
    times = []
    for _ in range(repeats):
        out = subprocess.run(
            [sys.executable, "-c", GENERATION_SNIPPET, name, formulation, scheme],
            capture_output=True,
            text=True,
            check=True,
            cwd=Path(__file__).resolve().parent.parent,
        )
        times.append(sum(json.loads(out.stdout)))
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--t-end", type=float, default=1.0)
    args = parser.parse_args()
    out = {
        "machine": platform.processor() or platform.machine(),
        "python": platform.python_version(),
        "h": H,
        "t_end": args.t_end,
        "repeats": args.repeats,
        "per_step_us": {},
        "generation_s": {},
    }
    for scheme, names in (("kinematics", DRIVEN), ("index3", BUNDLED)):
        print(f"\n### {scheme}: time per step (us, median of {args.repeats}), h = {H}\n")
        print("| mechanism | rA | rp | re | speedup rA/rp (paper C1) | speedup re/rp (paper C1) |")
        print("|---|---|---|---|---|---|")
        for name in names:
            t = {
                f: time_per_step(
                    Path(GENERATED_DIR) / f"{name}_{f}.py", scheme, H, args.t_end, args.repeats
                )
                for f in FORMULATIONS
            }
            out["per_step_us"][f"{scheme}/{name}"] = {f: v * 1e6 for f, v in t.items()}
            pa, pe = PAPER[scheme][name]
            print(
                f"| {name} | {t['rA'] * 1e6:.0f} | {t['rp'] * 1e6:.0f} | {t['re'] * 1e6:.0f} | "
                f"{t['rp'] / t['rA']:.2f} ({pa}) | {t['rp'] / t['re']:.2f} ({pe}) |"
            )
    print("\n### symbolic generation (derive + emit, s)\n")
    print("| mechanism | rA all | rp all | re all | rA index3 | rp index3 | re index3 |")
    print("|---|---|---|---|---|---|---|")
    for name in BUNDLED:
        row = {}
        for f in FORMULATIONS:
            row[f"{f} all"] = generation_time(name, f, "")
            row[f"{f} index3"] = generation_time(name, f, "index3")
        out["generation_s"][name] = row
        cols = [f"{f} {kind}" for kind in ("all", "index3") for f in FORMULATIONS]
        print(f"| {name} | " + " | ".join(f"{row[c]:.2f}" for c in cols) + " |")
    path = Path(__file__).resolve().parent / "results" / "seed001.json"
    path.write_text(json.dumps(out, indent=1))
    print(f"\nwritten to {path}")


if __name__ == "__main__":
    main()
