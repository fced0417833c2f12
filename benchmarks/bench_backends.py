"""numpy vs C: time per step of every bundled example and scheme it supports (medians), with
the C kernels (one call per run). Integration loop only; compilation happens before timing.

    python benchmarks/bench_backends.py [--repeats 5] [--t-end 1.0]

Prints a markdown table and writes benchmarks/results/backends.json.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from mechgen.examples import BUNDLED
from mechgen.pipeline import GENERATED_DIR
from timing import time_per_step

FORMULATIONS = ("rA", "rp", "re")
DRIVEN = ("single_pendulum", "four_link", "slider_crank")
H = 1e-3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--t-end", type=float, default=1.0)
    args = parser.parse_args()
    rows = []
    print("| mechanism | scheme | formulation | numpy (us/step) | C (us/step) | C speedup |")
    print("|---|---|---|---|---|---|")
    for scheme, names in (("kinematics", DRIVEN), ("index3", BUNDLED)):
        for name in names:
            for f in FORMULATIONS:
                stem = Path(GENERATED_DIR) / f"{name}_{f}"
                t_np = time_per_step(stem.with_suffix(".py"), scheme, H, args.t_end, args.repeats)
                t_c = time_per_step(Path(f"{stem}_c.py"), scheme, H, args.t_end, args.repeats)
                rows.append(
                    {
                        "mechanism": name,
                        "scheme": scheme,
                        "formulation": f,
                        "numpy_us": t_np * 1e6,
                        "c_us": t_c * 1e6,
                    }
                )
                print(
                    f"| {name} | {scheme} | {f} | {t_np * 1e6:.1f} | {t_c * 1e6:.2f} | "
                    f"{t_np / t_c:.0f}x |"
                )
    path = Path(__file__).resolve().parent / "results" / "backends.json"
    path.write_text(
        json.dumps({"h": H, "t_end": args.t_end, "repeats": args.repeats, "rows": rows}, indent=1)
    )
    print(f"\nwritten to {path}")


if __name__ == "__main__":
    main()
