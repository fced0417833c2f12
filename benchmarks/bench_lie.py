"""Per-step cost of lie-mk (seed 002) on se3 vs so3r3, numpy and C backends, and the drift
table of each example (1 s at dt = 1e-3, RK4, no stabilization).
Run: python benchmarks/bench_lie.py"""

from __future__ import annotations

import warnings
from importlib import import_module
from pathlib import Path
from tempfile import mkdtemp

import numpy as np
from mechgen.codegen.emit import emit, write
from mechgen.runtime import load_module, simulate
from mechgen.symbolic import derive

EXAMPLES = ("heavy_top", "spherical_double_pendulum", "floating_bodies", "spherical_three_bar")


def main() -> None:
    out = Path(mkdtemp())
    print("| example | formulation | backend | us/step | max joint violation | energy drift |")
    print("|---|---|---|---|---|---|")
    for name in EXAMPLES:
        for formulation in ("se3", "so3r3"):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                eqs = derive(import_module(f"mechgen.examples.{name}").build(), formulation)
            for backend in ("numpy", "c"):
                paths = write(emit(eqs, backend), out / f"{formulation}_{backend}")
                module = load_module(next(p for p in paths if p.suffix == ".py"))
                r = simulate(module, "lie-mk", 1e-3, 1.0)
                per_step = r.traj.wall_time_s / (len(r.t) - 1) * 1e6
                viol = ", ".join(f"{k} {v.max():.1e}" for k, v in r.violation_by_owner.items())
                scale = np.abs(r.kinetic_energy).max()
                drift = np.abs(r.energy - r.energy[0]).max() / scale
                print(
                    f"| {name} | {formulation} | {backend} | {per_step:.0f} | {viol} | "
                    f"{drift:.1e} |"
                )


if __name__ == "__main__":
    main()
