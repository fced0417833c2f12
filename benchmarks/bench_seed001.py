"""Seed 001 benchmarks: time per step of kinematics and index3 for every formulation and bundled
mechanism (median of repeats, integration loop only), the speedups relative to rp beside the
paper's Tables 8 and 10, and symbolic generation time (derive + emit) per mechanism.

    python benchmarks/bench_seed001.py [--repeats 5] [--t-end 1.0]

Prints markdown tables and writes benchmarks/results/seed001.json.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import time
import warnings
from pathlib import Path

from codegen.emit import emit
from examples import BUNDLED, load_mechanism
from mechgen.pipeline import GENERATED_DIR
from runtime import load_module, required_entries, simulate
from symbolic import derive

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


def per_step(name: str, formulation: str, scheme: str, repeats: int, t_end: float) -> float:
    module = load_module(Path(GENERATED_DIR) / f"{name}_{formulation}.py")
    times = []
    for _ in range(repeats):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            res = simulate(module, scheme, H, t_end)
        times.append(res.traj.wall_time_s / (len(res.t) - 1))
    return statistics.median(times)


def generation_time(name: str, formulation: str, entries, repeats: int = 3) -> float:
    """Median wall time of derive + emit (sympy/symengine caches warm after the first run)."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            emit(derive(load_mechanism(name), formulation, entries))
        times.append(time.perf_counter() - start)
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
            t = {f: per_step(name, f, scheme, args.repeats, args.t_end) for f in FORMULATIONS}
            out["per_step_us"][f"{scheme}/{name}"] = {f: v * 1e6 for f, v in t.items()}
            pa, pe = PAPER[scheme][name]
            print(
                f"| {name} | {t['rA'] * 1e6:.0f} | {t['rp'] * 1e6:.0f} | {t['re'] * 1e6:.0f} | "
                f"{t['rp'] / t['rA']:.2f} ({pa}) | {t['rp'] / t['re']:.2f} ({pe}) |"
            )
    print("\n### symbolic generation (derive + emit, s)\n")
    print("| mechanism | rA all | rp all | re all | rA index3 | rp index3 | re index3 |")
    print("|---|---|---|---|---|---|---|")
    index3 = required_entries("index3")
    for name in BUNDLED:
        row = {}
        for f in FORMULATIONS:
            row[f"{f} all"] = generation_time(name, f, None)
            row[f"{f} index3"] = generation_time(name, f, index3)
        out["generation_s"][name] = row
        print(f"| {name} | " + " | ".join(f"{v:.2f}" for v in row.values()) + " |")
    path = Path(__file__).resolve().parent / "results" / "seed001.json"
    path.write_text(json.dumps(out, indent=1))
    print(f"\nwritten to {path}")


if __name__ == "__main__":
    main()
