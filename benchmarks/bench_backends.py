"""numpy vs C: time per step of every bundled example and scheme it supports (medians), with
the C kernels (one call per run), then the examples of the other schemes, each with its C
kernel (taylor, lie-mk rk4, nullspace, constrained, partitioning; the last three over shorter
runs, their numpy loops are slow). Integration loop only; emission and compilation happen
before timing.

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
#: (scheme, example, formulation, h, run length or None for --t-end) beyond the bundled modules
EXAMPLES = (
    ("taylor", "planar_double_pendulum", "rA", 1e-3, None),
    ("taylor", "double_pendulum", "rA", 1e-3, None),
    ("taylor", "stewart_platform", "rA", 2e-3, None),
    ("lie-mk", "heavy_top", "se3", 1e-3, None),
    ("lie-mk", "heavy_top", "so3r3", 1e-3, None),
    ("lie-mk", "spherical_double_pendulum", "se3", 1e-3, None),
    ("lie-mk", "spherical_double_pendulum", "so3r3", 1e-3, None),
    ("lie-mk", "floating_bodies", "se3", 1e-3, None),
    ("lie-mk", "spherical_three_bar", "so3r3", 1e-3, None),
    ("lie-mk", "stewart_platform", "so3r3", 2e-3, None),
    ("nullspace", "gyro_top", "director", 1e-3, 0.2),
    ("nullspace", "serial_chain", "director", 1e-3, 0.2),
    ("nullspace", "six_body_linkage", "director", 1e-3, 0.2),
    ("constrained", "gyro_top", "director", 1e-3, 0.2),
    ("constrained", "serial_chain", "director", 1e-3, 0.2),
    ("constrained", "six_body_linkage", "director", 1e-3, 0.2),
    ("partitioning", "physical_pendulum", "relative", 1e-3, 0.2),
    ("partitioning", "planar_four_bar", "relative", 1e-3, 0.2),
    ("partitioning", "planar_four_bar", "rp", 1e-3, 0.2),
    ("partitioning", "planar_four_bar", "re", 1e-3, 0.2),
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
        (
            scheme,
            name,
            f,
            H,
            args.t_end,
            *(Path(GENERATED_DIR) / f"{name}_{f}{s}.py" for s in ("", "_c")),
        )
        for scheme, names in (("kinematics", DRIVEN), ("index3", BUNDLED))
        for name in names
        for f in FORMULATIONS
    ]
    for scheme, name, f, h, t_end in EXAMPLES:
        entries = required_entries(scheme)
        paths = (module_path(name, f, b, entries, scheme) for b in ("numpy", "c"))
        runs.append((scheme, name, f, h, t_end or args.t_end, *paths))
    for scheme, name, f, h, t_end, numpy_path, c_path in runs:
        t_np = time_per_step(numpy_path, scheme, h, t_end, args.repeats)
        t_c = time_per_step(c_path, scheme, h, t_end, args.repeats)
        rows.append(
            {
                "mechanism": name,
                "scheme": scheme,
                "formulation": f,
                "h": h,
                "t_end": t_end,
                "numpy_us": t_np * 1e6,
                "c_us": t_c * 1e6,
            }
        )
        ratio = t_np / t_c
        digits = 0 if ratio >= 10 else 1
        speeds = f"{t_np * 1e6:.1f} | {t_c * 1e6:.2f} | {ratio:.{digits}f}x"
        print(f"| {name} | {scheme} | {f} | {speeds} |")
    path = Path(__file__).resolve().parent / "results" / "backends.json"
    path.write_text(
        json.dumps({"t_end": args.t_end, "repeats": args.repeats, "rows": rows}, indent=1)
    )
    print(f"\nwritten to {path}")


if __name__ == "__main__":
    main()
