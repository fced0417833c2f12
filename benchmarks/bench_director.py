"""Per-step time of the nullspace and constrained schemes (seed 000) for the director examples,
numpy and C backends, with condition numbers.
Run: python benchmarks/bench_director.py"""

from __future__ import annotations

import warnings
from importlib import import_module
from pathlib import Path
from tempfile import mkdtemp

import numpy as np
from mechgen.codegen.emit import emit, write
from mechgen.runtime import load_module, simulate
from mechgen.symbolic import derive

EXAMPLES = (
    "gyro_top",
    "cylindrical_pair",
    "planar_pair",
    "serial_chain",
    "four_bar_revolutes",
    "six_body_linkage",
)


def main() -> None:
    out = Path(mkdtemp())
    for name in EXAMPLES:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            eqs = derive(import_module(f"mechgen.examples.{name}").build(), "director")
        for backend in ("numpy", "c"):
            paths = write(emit(eqs, backend), out / backend)
            module = load_module(next(p for p in paths if p.suffix == ".py"))
            for scheme in ("nullspace", "constrained"):
                r = simulate(module, scheme, 1e-3, 0.2, record_cond=True)
                per_step = r.traj.wall_time_s / (len(r.t) - 1) * 1e6
                print(
                    f"{name:20s} {backend:5s} {scheme:11s} {per_step:8.1f} us/step "
                    f"cond {np.nanmedian(r.traj.cond):.3g}"
                )


if __name__ == "__main__":
    main()
