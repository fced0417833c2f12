"""Seed 000 measured: the condition numbers of Tables II-V beside the paper's, and the cost per
step of the nullspace and constrained schemes, numpy and C, for the director examples.

Condition numbers (``--record-cond``, the 2-norm condition number of each step's iteration
matrix), measured as tests/test_director.py measures them (which asserts their bounds):

* Tables II-IV (gyro_top, cylindrical_pair, planar_pair) and the two examples the paper gives
  no table for (serial_chain, four_bar_revolutes): the median over the first three steps at each
  step size of the paper's ladder;
* Table V (six_body_linkage): at t = 0.04, nullspace with both bases of the closed loop's null
  space (``--closure-basis orthonormal`` and ``partitioned``, seed 000 eq. 191).

Cost: CPU seconds per step of the scheme's loop (the runtime's cpu_time_s, which excludes
derivation, emission, compilation and post-processing) at h = 1e-3 over 0.2 s, the median of
``--repeats`` runs, the backends and schemes interleaved in each repeat (the machine is
shared). numpy's loop is Python; C runs the whole loop in one kernel call.

Writes benchmarks/results/director.json (docs/results.py renders docs/results/director.md).

    python benchmarks/bench_director.py [--repeats 3]
"""

from __future__ import annotations

import argparse
import statistics
import warnings
from importlib import import_module
from pathlib import Path
from tempfile import mkdtemp

import numpy as np
from mechgen.codegen.emit import emit, write
from mechgen.runtime import load_module, simulate
from mechgen.symbolic import derive
from provenance import write_results

RESULTS = Path(__file__).resolve().parent / "results" / "director.json"
SCHEMES = ("nullspace", "constrained")
#: per example: the paper's table, its step sizes and its condition numbers (constrained,
#: reduced) at each, None where the paper has no table
TABLES = {
    "gyro_top": ("II", (5e-2, 5e-3, 5e-4), ((1.6e4, 8), (1.6e7, 8), (1.6e10, 8))),
    "cylindrical_pair": (
        "III",
        (1e-2, 1e-3, 1e-4),
        ((3.6e11, 360), (3.6e14, 358), (3.6e17, 358)),
    ),
    "planar_pair": ("IV", (1e-2, 1e-3, 1e-4), ((4.8e10, 730), (4.6e13, 800), (4.6e16, 800))),
    "serial_chain": (None, (1e-2, 1e-3, 1e-4), None),
    "four_bar_revolutes": (None, (1e-2, 1e-3, 1e-4), None),
    "six_body_linkage": ("V", (1e-2, 1e-3, 1e-4), ((1.6e5, 19), (1.5e8, 10), (1.5e11, 58))),
}
#: Table V is taken at this time; the others over their first steps
TABLE_V_TIME = 0.04


def _cond(module, scheme: str, name: str, h: float, **options) -> float:
    """The condition number of the iteration matrix as the tests measure it."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if name == "six_body_linkage":
            run = simulate(module, scheme, h, TABLE_V_TIME, record_cond=True, **options)
            return float(run.traj.cond[-1])
        run = simulate(module, scheme, h, 3 * h, record_cond=True, **options)
    return float(np.nanmedian(run.traj.cond[1:]))


def conditioning(name: str, module) -> dict:
    """The example's condition numbers at each step of its ladder, with the paper's."""
    table, steps, paper = TABLES[name]
    rows = []
    for k, h in enumerate(steps):
        row = {
            "h": h,
            "constrained": _cond(module, "constrained", name, h),
            "nullspace": _cond(module, "nullspace", name, h),
        }
        if module.METADATA.get("closure_rows"):
            row["nullspace_partitioned"] = _cond(
                module, "nullspace", name, h, closure_basis="partitioned"
            )
        if paper is not None:
            row["paper_constrained"], row["paper_reduced"] = paper[k]
        rows.append(row)
    return {"table": table, "unknowns": _unknowns(module), "rows": rows}


def _unknowns(module) -> dict:
    """Unknowns per step: constrained n + m, reduced n - m (plus the closure rows' count)."""
    meta = module.METADATA
    closure = len(meta.get("closure_rows") or ())
    return {
        "constrained": module.N_Q + module.N_C,
        "nullspace": int(meta["n_mu"]),
        "closure_rows": closure,
    }


def cost(modules: dict, repeats: int) -> dict:
    """Median seconds per step of each scheme and backend, interleaved per repeat."""
    times: dict[str, list[float]] = {}
    for _ in range(repeats):
        for backend, module in modules.items():
            for scheme in SCHEMES:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    run = simulate(module, scheme, 1e-3, 0.2)
                per_step = run.traj.cpu_time_s / (len(run.t) - 1)
                times.setdefault(f"{scheme}_{backend}", []).append(per_step)
    return {key: statistics.median(values) for key, values in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    out = Path(mkdtemp())
    examples = {}
    for name in TABLES:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            eqs = derive(import_module(f"mechgen.examples.{name}").build(), "director")
        modules = {}
        for backend in ("numpy", "c"):
            paths = write(emit(eqs, backend), out / name / backend)
            modules[backend] = load_module(next(p for p in paths if p.suffix == ".py"))
        examples[name] = {
            **conditioning(name, modules["numpy"]),
            "seconds_per_step": cost(modules, args.repeats),
        }
        print(name, examples[name])
    write_results(RESULTS, repeats=args.repeats, h=1e-3, t_end=0.2, examples=examples)


if __name__ == "__main__":
    main()
