"""mechgen side by side with what users would pick instead, measured in the same run.

Side by side (the default), each code compared at equal error:

* the double pendulum (EXAMPLES.md data; bar 2's centre at t = 1 s) and the planar four-bar
  (examples/four_bar_revolutes.py; the coupler's centre at t = 1 s, and the gap of the loop's
  last joint B): mechgen with the C backend, index3 and genalpha in rA, lie-mk rk4 in se3 and,
  on the double pendulum, partitioning rk4 in relative coordinates (whole-loop kernels), and
  index3 with the numpy backend (its Python loop), against MuJoCo (implicit Euler and RK4, the
  loop in C via ``mj_step(nstep=...)``; the four-bar's loop closed by an equality constraint,
  soft by MuJoCo's design: its defaults, which a user who writes the model gets, and for RK4
  also as stiff as MuJoCo allows) and Exudyn (generalized-alpha with modified Newton, its
  default implicit solver; the four-bar's loop closed by its two in-plane position rows, as
  Exudyn refuses the redundant revolute joint);
* the pendulum chain of N = 2, 4, 8 rods (examples/spatial_chain.py with revolute joints; the
  last rod's centre at t = 1 s): mechgen C, index3 and genalpha in rA and partitioning rk4 in
  relative coordinates, against PyDy (the same chain written with sympy.physics.mechanics,
  Kane's method in the rods' absolute angles, its Cython right-hand side integrated by scipy's
  ``odeint`` as ``System.integrate`` does).

Every code runs a ladder: mechgen, MuJoCo and Exudyn the fixed steps h = 5e-2 ... 1e-4 of
:data:`work_precision.LADDER`, PyDy odeint's rtol = atol = 1e-2 ... 1e-10. Error: the distance
of the compared point to an independent scipy reference (:mod:`references`: minimal-coordinate
equations from first principles; the four-bar's in the rocker's angle with the loop closed in
closed form). Time: the median of ``--repeats`` runs (at least 3) of the CPU time of the
process around each code's integration loop only (``time.process_time``; :mod:`runners`), the
codes interleaved (at each step of the ladder every code runs once, then every code again:
:func:`work_precision.run_ladders`). For each of :data:`TOLERANCES`: the coarsest step (or
loosest rtol) of each code's ladder from which on its error stays at or below it, the time to
reach it (interpolated log-log between ladder points, as work_precision does; ``<=`` when even
the coarsest step is below it) and that time over the fastest mechgen method's (``>=`` when that
one is only an upper bound, ``~`` when both are; a code that never reaches it shows its least
error). The equal-step table at h = 1e-3 is kept for reference only: the codes' orders differ,
so it compares different accuracies.

Work-precision (``--work-precision``, :mod:`work_precision`): the double pendulum and the heavy
top, every mechgen scheme that runs them (C backend) against MuJoCo (RK4, implicit,
implicitfast) and Exudyn (generalized-alpha) on the same ladder, timed the same way; time to
reach an error of 1e-5 and the best mechgen scheme's time there over MuJoCo RK4's. The same for
the IFToMM benchmarks A01 (point_mass_pendulum) and A02 (n_four_bar, N = 2) over their 10 s,
with genalpha --augmented too: largest error on the grid t = 0, 0.1, ..., 10 s, times to 1e-3
and 1e-5 m. ``--problems`` runs some of the four, ``--cases`` some of the side by side's (their
entries of peers.json are replaced, the others kept).

Peers are optional: install them with ``pip install mujoco exudyn pydy cython``; a missing one is
reported as such. Prints markdown tables and writes its section of benchmarks/results/peers.json
(``side_by_side`` or ``work_precision``), stamped with the machine, date and commit measured
(:mod:`provenance`), Python's and the peers' versions, keeping the other section; each case or
problem carries the same stamp as ``measured``, so that one kept from an earlier run says when
it was measured.

    python benchmarks/bench_peers.py [--repeats 3] [--cases NAME ...]
    python benchmarks/bench_peers.py --work-precision [--repeats 3] [--problems NAME ...]
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import platform
import tempfile
import time
import warnings
from dataclasses import replace
from functools import partial
from pathlib import Path

import numpy as np
import peer_models
import references
import work_precision
from mechgen.examples.spatial_chain import build as chain
from mechgen.pipeline import generate
from provenance import stamp
from work_precision import Method, Problem, method_record, print_points, run_ladders

RESULTS = Path(__file__).resolve().parent / "results" / "peers.json"
#: the step of the equal-step table (one of work_precision.LADDER)
EQUAL_STEP = 1e-3
#: the errors each code is timed to (m)
TOLERANCES = (1e-3, 1e-5)
#: mechgen's methods on the four-bar: (scheme, formulation, order, options, backend); lie-mk
#: rk4 is its fastest fourth-order scheme (partitioning rk4 in re: 1.4x its time at h = 1e-3)
MECHGEN = (
    ("index3", "rA", 1, {}, "c"),
    ("genalpha", "rA", 2, {}, "c"),
    ("lie-mk", "se3", 4, {}, "c"),
    ("index3", "rA", 1, {}, "numpy"),
)
#: on the double pendulum (a tree) also partitioning rk4 in relative coordinates, minimal there
#: (its fastest method in the work-precision comparison)
TREE_MECHGEN = (*MECHGEN[:3], ("partitioning", "relative", 4, {}, "c"), MECHGEN[3])
#: mechgen's methods on the chain (a tree too; the numpy backend left out)
CHAIN_MECHGEN = (
    ("index3", "rA", 1, {}, "c"),
    ("genalpha", "rA", 2, {}, "c"),
    ("partitioning", "relative", 4, {}, "c"),
)
#: MuJoCo's integrators side by side, with their orders
MUJOCO = (("implicit", 1), ("RK4", 4))
CHAIN_SIZES = (2, 4, 8)
PEERS = ("mujoco", "exudyn", "pydy", "Cython")
#: what the side by side wrote before it compared at equal error (dropped when it runs)
LEGACY_KEYS = ("h", "t_end", "double_pendulum", "four_bar", "chain")


def emit_chain(n: int, folder: Path, formulation: str, backend: str, entries, scheme: str):
    """The chain's module for one method, emitted into a folder of its own (two schemes in
    one formulation would write the same file names)."""
    where = folder / f"chain{n}_{scheme}_{formulation}_{backend}"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        generate(chain(n, "revolute"), formulation, backend, entries, scheme, where)
    suffix = "_c" if backend == "c" else ""
    return where / f"chain{n}_{formulation}{suffix}.py"


def pydy_chain(n: int):
    """PyDy's chain (:func:`peer_models.pydy_chain`) and the last rod's centre from a state."""
    rhs, x0, args = peer_models.pydy_chain(n)
    levers = np.full(n, 0.5)
    levers[-1] = 0.25

    def point(state: np.ndarray) -> np.ndarray:
        theta = state[:n]
        return np.array([0.0, levers @ np.cos(theta), levers @ np.sin(theta)])

    return rhs, x0, args, point


def cases(folder: Path) -> dict[str, tuple[str, Problem]]:
    """The side by side's cases by name: (title, problem); the chains' modules go to
    ``folder``."""
    _, points, _ = peer_models.four_bar_links()
    out = {
        "double_pendulum": (
            "double pendulum",
            replace(work_precision.PROBLEMS[0], tolerances=TOLERANCES),
        ),
        "four_bar": (
            "planar four-bar (4 revolute joints, 3 redundant rows)",
            Problem(
                "four_bar_revolutes",
                "coupler",
                "coupler centre",
                references.four_bar_coupler,
                peer_models.mujoco_four_bar,
                peer_models.exudyn_four_bar,
                tolerances=TOLERANCES,
                loop=("coupler", "rocker", tuple(points["B"])),
                mujoco_variants=(
                    (
                        "MuJoCo RK4, stiff loop",
                        partial(peer_models.mujoco_four_bar, stiff=True),
                        "RK4",
                        4,
                    ),
                ),
            ),
        ),
    }
    for n in CHAIN_SIZES:
        out[f"chain{n}"] = (
            f"pendulum chain of {n} rods",
            Problem(
                f"chain{n}",
                f"rod{n}",
                f"centre of rod {n}",
                partial(references.chain_rod, n),
                tolerances=TOLERANCES,
                pydy=partial(pydy_chain, n),
                emit=partial(emit_chain, n, folder),
            ),
        )
    return out


CASES = ("double_pendulum", "four_bar", *(f"chain{n}" for n in CHAIN_SIZES))


def _ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds * 1e3:.3g}"


def equal_error(methods: list[Method], records: dict) -> None:
    """Prints, for each tolerance, each code's coarsest step (or rtol) that reaches it, its
    time there and that time over the fastest mechgen method's."""
    header = "| code | order |"
    for tol in TOLERANCES:
        header += f" h reaching {tol:g} m | ms to {tol:g} m | / fastest mechgen |"
    print(header)
    print("|---|---|" + "---|---|---|" * len(TOLERANCES))
    fastest = {}
    for tol in TOLERANCES:
        times = [
            records[m.label]["s_at_tolerances"][f"{tol:g}"]
            for m in methods
            if m.label.startswith("mechgen")
        ]
        times = [t for t in times if t["s"] is not None]
        fastest[tol] = min(times, key=lambda t: t["s"]) if times else None
    for m in methods:
        order = "adaptive" if m.order is None else str(m.order)
        cells = f"| {m.label} | {order} |"
        for tol in TOLERANCES:
            at = records[m.label]["s_at_tolerances"][f"{tol:g}"]
            if m.note:
                cells += f" {m.note} | - | - |"
                continue
            if at["s"] is None:
                errors = [p.error_m for p in m.done()]
                least = f" (least error {min(errors):.1e})" if errors else ""
                cells += f" not reached{least} | - | - |"
                continue
            reaching = at["h_reaching"]
            where = f"{reaching:g}" if m.setting == "h" else f"rtol {reaching:g}"
            bound = "<= " if at["is_bound"] else ""
            failed = f" ({at['finer_failures']} finer fail)" if at["finer_failures"] else ""
            ratio = "-"
            if fastest[tol] is not None:
                # an upper bound over an upper bound says nothing; over an exact time, at most
                bounds = (at["is_bound"], fastest[tol]["is_bound"] and fastest[tol] is not at)
                mark = {(True, True): "~", (True, False): "<= ", (False, True): ">= "}
                ratio = f"{mark.get(bounds, '')}{at['s'] / fastest[tol]['s']:.2f}"
            cells += f" {where} | {bound}{_ms(at['s'])}{failed} | {ratio} |"
        print(cells)


def equal_step(problem: Problem, methods: list[Method]) -> None:
    """Prints each fixed-step code at h = EQUAL_STEP: time, time over mechgen C index3's,
    error and, with a loop, its gap."""
    loop = problem.loop is not None
    points = {
        m.label: p
        for m in methods
        if m.setting == "h"
        for p in m.points
        if p.h == EQUAL_STEP and p.failure is None
    }
    base = points.get("mechgen index3 (rA)")
    print("| code | time (ms) | time / mechgen C index3 | error (m) |" + (" loop gap (m) |" * loop))
    print("|---|---|---|---|" + "---|" * loop)
    for label, p in points.items():
        ratio = "-" if base is None else f"{p.s / base.s:.2f}"
        gap = f" {p.loop_gap_m:.1e} |" if loop else ""
        print(f"| {label} | {_ms(p.s)} | {ratio} | {p.error_m:.1e} |{gap}")


def side_by_side(repeats: int, names: list[str] | None = None) -> dict:
    """Runs the cases named (default: all); prints their tables and returns the
    ``side_by_side`` section of peers.json."""
    out = {
        "t_end_s": work_precision.T_END,
        "equal_step_h": EQUAL_STEP,
        "tolerances_m": list(TOLERANCES),
        "repeats": repeats,
        "clock": "CPU time of the process (time.process_time) around each loop",
        "interleaved": True,
        "cases": {},
    }
    with tempfile.TemporaryDirectory() as tmp:
        for name, (title, problem) in cases(Path(tmp)).items():
            if names and name not in names:
                continue
            start = time.perf_counter()
            chain_case = problem.pydy is not None
            runs = CHAIN_MECHGEN if chain_case else MECHGEN if problem.loop else TREE_MECHGEN
            methods = work_precision.mechgen_methods(problem, runs)
            methods += work_precision.peer_methods(problem, MUJOCO)
            reference = problem.reference_points()
            run_ladders(methods, reference, repeats)
            records = {m.label: method_record(m, TOLERANCES) for m in methods}
            print(f"\n### {title}: {problem.point} at t = {problem.t_end:g} s\n")
            print(f"reference {np.array2string(reference[-1], precision=12)} m\n")
            print("Equal error:\n")
            equal_error(methods, records)
            if not chain_case:
                print(f"\nEqual step h = {EQUAL_STEP:g}, for reference only (orders differ):\n")
                equal_step(problem, methods)
            print("\nEvery point of the ladders:\n")
            print_points(problem, methods)
            out["cases"][name] = {
                "title": title,
                "point": problem.point,
                "reference_m": reference[-1].tolist(),
                "loop": None if problem.loop is None else list(problem.loop[:2]),
                "methods": records,
            }
            print(f"\n({name}: {time.perf_counter() - start:.0f} s)")
    return out


def versions() -> dict:
    """The peers' installed versions (None: not installed) and Python's."""
    found = {}
    for name in PEERS:
        try:
            found[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            found[name] = None
    return {"python": platform.python_version(), "peers": found}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--work-precision",
        action="store_true",
        help="run the work-precision comparison instead of the side-by-side tables",
    )
    parser.add_argument(
        "--repeats",
        type=int,
        default=3,
        help="runs per step size, timed by their median (at least 3; default 3)",
    )
    parser.add_argument(
        "--problems",
        nargs="+",
        choices=[p.name for p in work_precision.PROBLEMS],
        metavar="NAME",
        help="run only these problems (--work-precision; default all: "
        + ", ".join(p.name for p in work_precision.PROBLEMS)
        + ")",
    )
    parser.add_argument(
        "--cases",
        nargs="+",
        choices=CASES,
        metavar="NAME",
        help="run only these cases (side by side; default all: " + ", ".join(CASES) + ")",
    )
    args = parser.parse_args()
    if args.repeats < 3:
        parser.error("--repeats: at least 3 (the figures are medians)")
    results = json.loads(RESULTS.read_text()) if RESULTS.is_file() else {}
    if args.work_precision:
        key, entries, only = "work_precision", "problems", args.problems
        section = work_precision.main(args.repeats, only)
    else:
        key, entries, only = "side_by_side", "cases", args.cases
        section = side_by_side(args.repeats, only)
        for legacy in LEGACY_KEYS:
            results.pop(legacy, None)
    measured = {**stamp(), **versions()}
    for entry in section[entries].values():
        entry["measured"] = measured  # kept beside the entries of an earlier run
    kept = results.get(key, {}).get(entries, {}) if only else {}
    section[entries] = {**kept, **section[entries]}
    results[key] = {**measured, **section}
    RESULTS.write_text(json.dumps(results, indent=1, default=str) + "\n")
    print(f"\nwritten to {RESULTS}")


if __name__ == "__main__":
    main()
