"""numpy vs C: time per step of every bundled example and scheme it supports (medians), with
the C kernels (one call per run), then the other examples of the schemes with C kernels
(taylor, lie-mk rk4). Integration loop only; emission and compilation happen before timing.

    python benchmarks/bench_backends.py [--repeats 5] [--t-end 1.0]

Prints a markdown table and writes benchmarks/results/backends.json.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from mechgen.examples import BUNDLED
from mechgen.pipeline import GENERATED_DIR, module_path
from mechgen.runtime import required_entries
from timing import time_per_step

FORMULATIONS = ("rA", "rp", "re")
DRIVEN = ("single_pendulum", "four_link", "slider_crank")
H = 1e-3
#: (scheme, example, formulation, h) beyond the bundled modules
EXAMPLES = (
    ("taylor", "planar_double_pendulum", "rA", 1e-3),
    ("taylor", "double_pendulum", "rA", 1e-3),
    ("taylor", "stewart_platform", "rA", 2e-3),
    ("lie-mk", "heavy_top", "se3", 1e-3),
    ("lie-mk", "heavy_top", "so3r3", 1e-3),
    ("lie-mk", "spherical_double_pendulum", "se3", 1e-3),
    ("lie-mk", "spherical_double_pendulum", "so3r3", 1e-3),
    ("lie-mk", "floating_bodies", "se3", 1e-3),
    ("lie-mk", "spherical_three_bar", "so3r3", 1e-3),
    ("lie-mk", "stewart_platform", "so3r3", 2e-3),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--t-end", type=float, default=1.0)
    args = parser.parse_args()
    rows = []
    print("| mechanism | scheme | formulation | numpy (us/step) | C (us/step) | C speedup |")
    print("|---|---|---|---|---|---|")
    runs = [
        (scheme, name, f, H, *(Path(GENERATED_DIR) / f"{name}_{f}{s}.py" for s in ("", "_c")))
        for scheme, names in (("kinematics", DRIVEN), ("index3", BUNDLED))
        for name in names
        for f in FORMULATIONS
    ]
    for scheme, name, f, h in EXAMPLES:
        entries = required_entries(scheme)
        paths = (module_path(name, f, b, entries, scheme) for b in ("numpy", "c"))
        runs.append((scheme, name, f, h, *paths))
    for scheme, name, f, h, numpy_path, c_path in runs:
        t_np = time_per_step(numpy_path, scheme, h, args.t_end, args.repeats)
        t_c = time_per_step(c_path, scheme, h, args.t_end, args.repeats)
        rows.append(
            {
                "mechanism": name,
                "scheme": scheme,
                "formulation": f,
                "h": h,
                "numpy_us": t_np * 1e6,
                "c_us": t_c * 1e6,
            }
        )
        print(
            f"| {name} | {scheme} | {f} | {t_np * 1e6:.1f} | {t_c * 1e6:.2f} | {t_np / t_c:.0f}x |"
        )
    path = Path(__file__).resolve().parent / "results" / "backends.json"
    path.write_text(
        json.dumps({"t_end": args.t_end, "repeats": args.repeats, "rows": rows}, indent=1)
    )
    print(f"\nwritten to {path}")


if __name__ == "__main__":
    main()
