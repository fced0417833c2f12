"""Writes the results pages of docs/results/ from the benchmarks' figures in
benchmarks/results/*.json (each with the machine, date and commit measured, where the file
records them; a page says which it does not), never by hand, and their index.

Run: python docs/results.py (``--check`` exits 1 when a page is not what the figures give; the
test suite runs that check, tests/test_generated_pages.py). Measure again with the benchmark a
page names, then run this.
"""

from __future__ import annotations

import json
import math
import sys
import textwrap
from pathlib import Path

from written_pages import main

ROOT = Path(__file__).resolve().parent.parent
FIGURES = ROOT / "benchmarks" / "results"
PAGES = ROOT / "docs" / "results"


#: what a figures file says of where and how it was measured, in the order a page names them
PROVENANCE = ("machine", "processor", "date", "commit", "repeats")


def _listed(words: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"


def _provenance(record: dict, command: str, fields: tuple[str, ...] = PROVENANCE) -> str:
    """Where and how the figures were measured, from the ``fields`` the record holds (and its
    Python version, when it holds one); the fields it lacks are named as not recorded."""
    have = {key: record[key] for key in fields if record.get(key) is not None}
    text = f"Measured by `python benchmarks/{command}`"
    if "date" in have:
        text += f" on {have['date']}"
    if "commit" in have:
        text += f" at commit {have['commit']}"
    where = [str(have[key]) for key in ("machine", "processor") if key in have]
    if record.get("python") is not None:
        where.append(f"Python {record['python']}")
    how = [", ".join(where)] if where else []
    if "repeats" in have:
        how.append(f"{have['repeats']} repeats, medians")
    if how:
        text += f" ({'; '.join(how)})"
    missing = [key for key in fields if key not in have]
    if missing:
        text += f"; {_listed(missing)} not recorded in this file"
    return text + "."


def _missing(value) -> bool:
    """No figure: None, or the NaN a benchmark writes for a peer that is not installed."""
    return value is None or (isinstance(value, float) and math.isnan(value))


def _number(value, digits: int = 1) -> str:
    if _missing(value):
        return "-"
    text = f"{value:.{digits}f}"
    return text.removeprefix("-") if float(text) == 0 else text  # no "-0.00"


def _significant(value, digits: int = 3) -> str:
    """``value`` to ``digits`` significant digits, without an exponent (0.0658, 25.5, 13700)."""
    if _missing(value):
        return "-"
    if value == 0:
        return "0"
    rounded = float(f"{value:.{digits}g}")
    decimals = max(0, digits - 1 - math.floor(math.log10(abs(rounded))))
    return f"{rounded:.{decimals}f}"


def _scientific(value, digits: int = 1) -> str:
    return "-" if _missing(value) else f"{value:.{digits}e}"


def _short(value: float) -> str:
    """A step size or tolerance as written by hand: 0.001, 1e-5."""
    return f"{value:g}".replace("e-0", "e-")


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    """A markdown table; every row has the header's cells."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for row in rows:
        if len(row) != len(header):
            raise ValueError(f"{len(row)} cells under {len(header)} columns: {row}")
        lines.append("| " + " | ".join(row) + " |")
    return lines


def robots_page(record: dict) -> str:
    """Derivation, emission, compilation, forward dynamics and steps of robots read from URDF
    and MJCF, beside Pinocchio and MuJoCo, and RK4 at equal error with MuJoCo
    (benchmarks/bench_robots.py)."""
    lines = [
        "# Cost on imported robots",
        "",
        "Models read from their own files in the relative formulation (joint coordinates; Euler",
        "parameters and angular velocities for ball joints and free bodies), each beside the",
        "peer that reads the same file: Pinocchio for URDF (example-robot-data; Go1 with a",
        "floating base), MuJoCo for MJCF (gymnasium's ant). Generation is one fresh process:",
        "derive, emit C, compile. Forward dynamics is one call from Python: our emitted",
        "`forward_dynamics` (M and Q, solved by LU in C), against Pinocchio's ABA or MuJoCo's",
        "`mj_forward` (both sides pay Python's call overhead, 1-3 us a call). An RK4 step at",
        "h = 1e-3 is our compiled partitioning kernel (four forward dynamics; the Euler",
        "parameters renormalized), a genalpha step at h = 1e-3 our compiled genalpha kernel in",
        "rA coordinates (the joints as constraint rows), both in CPU time over 1 s from rest.",
        "Pinocchio has no time stepper; MuJoCo's steps are in the table below.",
        "",
        _provenance(record, "bench_robots.py"),
        "",
        "| model | peer | dof | derive s | emit C s | compile s | source kB | peak MB "
        "| forward dynamics us | peer's forward dynamics us | RK4 step us "
        "| genalpha step us |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in record["rows"]:
        lines.append(
            f"| {row['robot']} | {row['peer']} | {row['dof']} | {_number(row['derive_s'])} | "
            f"{_number(row['emit_c_s'])} | {_number(row['compile_s'])} | "
            f"{row['source_bytes'] / 1e3:.0f} | {row['peak_mb']:.0f} | "
            f"{_number(row['forward_dynamics_us'])} | {_number(row['peer_forward_us'])} | "
            f"{_number(row['rk4_step_us'])} | {_number(row['genalpha_step_us'])} |"
        )
    ladders = [row for row in record["rows"] if row.get("rk4_ladder")]
    if ladders:
        lines += [
            "",
            "RK4 at equal error with MuJoCo: 1 s from `qpos0` with every component of `qvel`",
            f"at {record['rate']:g} (the torso tumbles, the legs swing), contacts, limits,",
            "damping and armature off, the error after 1 s in MuJoCo's joint coordinates",
            "against MuJoCo's RK4 at",
            "h = 1e-5, CPU time per step (MuJoCo's `mj_step` looped in C by `mujoco.rollout`,",
            "ours by the partitioning kernel: each one call for the run):",
            "",
            "| model | h | ours us/step | ours error | MuJoCo us/step | MuJoCo error |",
            "|---|---|---|---|---|---|",
        ]
        lines += [
            f"| {row['robot']} | {rung['h']:g} | {_number(rung['step_us'])} | "
            f"{rung['error']:.1e} | {_number(rung['peer_step_us'])} | {rung['peer_error']:.1e} |"
            for row in ladders
            for rung in row["rk4_ladder"]
        ]
    return "\n".join(lines) + "\n"


def scaling_page(record: dict) -> str:
    """Generation, compilation and index3 step cost of the N-body spatial chain, numpy and C
    (benchmarks/bench_scaling.py)."""
    lines = [
        "# Scaling with the number of bodies",
        "",
        f"An N-body spatial chain with {record['joint']} joints (`examples/spatial_chain.py`) in",
        "rA with the index3 scheme's entries: derivation and emission in fresh processes, the C",
        "source compiled into an empty cache (peak MB: the peak resident memory of the process",
        "that derives and emits; the compiler runs apart), and the time per index3 step of the",
        "numpy module",
        f"and of the C kernel over {record['steps']} steps (band: the banded LU of the",
        "iteration matrix). The goal: generation and compilation of the 64-body chain under",
        "60 s on a 2-core machine.",
        "",
        _provenance(record, "bench_scaling.py"),
        "",
        "| N | n_v + n_c | derive s | emit numpy s | emit C s | compile s "
        "| derive + emit C + compile s | peak MB | numpy us/step | C us/step |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in record["rows"]:
        total = row["derive_s"] + row["emit_c_s"] + row["compile_s"]
        band = " (band)" if row["banded"] else ""
        lines.append(
            f"| {row['N']} | {row['n_v'] + row['n_c']} | {row['derive_s']:.2f} | "
            f"{row['emit_numpy_s']:.2f} | {row['emit_c_s']:.2f} | {row['compile_s']:.2f} | "
            f"{total:.1f} | {row['peak_mb']:.0f} | {row['numpy_us']:.0f} | "
            f"{row['c_us']:.1f}{band} |"
        )
    return "\n".join(lines) + "\n"


def backends_page(record: dict) -> str:
    """Time per step of the numpy module and of the C kernel for every example and scheme, and
    the C speedup (benchmarks/bench_backends.py)."""
    lines = [
        "# numpy and C backends: time per step",
        "",
        "Time per step of every bundled example and scheme it supports, on the numpy module and",
        "on the C kernel (one call per run): kinematics and index3 in each formulation, then the",
        "examples of the other schemes (taylor, lie-mk rk4, nullspace, constrained,",
        "partitioning), each at the step h and over the run given in its row. Integration loop",
        "only (the runtime's loop time over the number of steps); emission and compilation",
        "happen before timing. C speedup: numpy time / C time.",
        "",
        _provenance(record, "bench_backends.py"),
        "",
    ]
    rows = []
    for row in record["rows"]:
        ratio = row["numpy_us"] / row["c_us"]
        rows.append(
            [
                row["mechanism"],
                row["scheme"],
                row["formulation"],
                _short(row["h"]),
                f"{row['t_end']:g}",
                _number(row["numpy_us"]),
                _number(row["c_us"], 2),
                f"{ratio:.{0 if ratio >= 10 else 1}f}x",
            ]
        )
    header = [
        "mechanism",
        "scheme",
        "formulation",
        "h",
        "simulated time s",
        "numpy us/step",
        "C us/step",
    ]
    lines += _table([*header, "C speedup"], rows)
    return "\n".join(lines) + "\n"


def seed001_page(record: dict) -> str:
    """Time per step of kinematics and index3 per formulation and mechanism, the speedups over
    rp, and symbolic generation time (benchmarks/bench_seed001.py)."""
    lines = [
        "# Absolute coordinates (Kissel, Taves & Negrut, seed 001): time per step and generation",
        "",
        "Time per step of kinematics and index3 for every formulation and bundled mechanism on",
        f"the numpy modules, at h = {_short(record['h'])} over runs of {record['t_end']:g} s "
        "(median of repeats,",
        "integration loop only); speedup rp/X = time(rp) / time(X). The script prints seed",
        "001's own speedups (the paper's tables) beside these; they are not in the figures file.",
        "Symbolic generation time: derive + emit, each run in a fresh process (no warm caches),",
        "the median of its runs; `all` is every entry, `index3` the entries index3 needs.",
        "",
        _provenance(record, "bench_seed001.py"),
    ]
    schemes: dict[str, dict[str, dict]] = {}
    for key, times in record["per_step_us"].items():
        scheme, mechanism = key.split("/", 1)
        schemes.setdefault(scheme, {})[mechanism] = times
    for scheme, mechanisms in schemes.items():
        formulations = list(dict.fromkeys(f for times in mechanisms.values() for f in times))
        others = [f for f in formulations if f != "rp"] if "rp" in formulations else []
        header = ["mechanism", *(f"{f} (us)" for f in formulations)]
        header += [f"speedup rp/{f}" for f in others]
        rows = []
        for mechanism, times in mechanisms.items():
            cells = [mechanism, *(_number(times.get(f), 0) for f in formulations)]
            cells += [
                _number(times["rp"] / times[f] if {f, "rp"} <= times.keys() else None, 2)
                for f in others
            ]
            rows.append(cells)
        lines += ["", f"## {scheme}: time per step", "", *_table(header, rows)]
    generation = record.get("generation_s", {})
    if generation:
        columns = list(dict.fromkeys(c for row in generation.values() for c in row))
        kinds = list(dict.fromkeys(c.split(" ", 1)[-1] for c in columns))
        columns.sort(key=lambda c: kinds.index(c.split(" ", 1)[-1]))
        rows = [
            [mechanism, *(_number(row.get(c), 2) for c in columns)]
            for mechanism, row in generation.items()
        ]
        lines += ["", "## Symbolic generation, derive + emit (s)", ""]
        lines += _table(["mechanism", *columns], rows)
    return "\n".join(lines) + "\n"


def director_page(record: dict) -> str:
    """Seed 000's condition numbers (Tables II-V) beside the paper's, with both bases of a
    closed loop's null space, and the cost per step of nullspace and constrained
    (benchmarks/bench_director.py)."""
    lines = [
        "# Energy-momentum schemes (Betsch, seed 000): conditioning and cost",
        "",
        "The condition number of each step's iteration matrix (`--record-cond`): the median over",
        "the first three steps, and for the six-body linkage (Table V) at t = 0.04, as",
        "`tests/test_director.py` measures and bounds them. `nullspace` is the reduced scheme;",
        "on a closed loop, the columns `orthonormal` and `partitioned` are the two bases of the",
        "loop's null space (`--closure-basis`; the paper's eq. 191 is the partitioned one).",
        "The paper's figures are from its tables (none for the serial chain and the four-bar).",
        "",
        _provenance(record, "bench_director.py"),
    ]
    for name, example in record["examples"].items():
        table = f"Table {example['table']}" if example["table"] else "no table in the paper"
        unknowns = example["unknowns"]
        reduced = f"{unknowns['nullspace']}"
        if unknowns["closure_rows"]:
            reduced += f" + {unknowns['closure_rows']} closure rows"
        closed = any("nullspace_partitioned" in row for row in example["rows"])
        header = ["h", "constrained", "paper"]
        header += ["reduced, orthonormal", "partitioned"] if closed else ["reduced"]
        header += ["paper"]
        rows = []
        for row in example["rows"]:
            cells = [_short(row["h"]), _scientific(row["constrained"])]
            cells.append(_scientific(row.get("paper_constrained")))
            cells.append(_significant(row["nullspace"]))
            if closed:
                cells.append(_significant(row.get("nullspace_partitioned")))
            cells.append(
                "-" if _missing(row.get("paper_reduced")) else _short(row["paper_reduced"])
            )
            rows.append(cells)
        lines += [
            "",
            f"## {name} ({table})",
            "",
            f"Unknowns per step: constrained {unknowns['constrained']}, reduced {reduced}.",
            "",
            *_table(header, rows),
        ]
    header = ["example", "nullspace numpy", "nullspace C", "constrained numpy", "constrained C"]
    keys = ("nullspace_numpy", "nullspace_c", "constrained_numpy", "constrained_c")
    rows = [
        [name, *(_number(1e6 * example["seconds_per_step"][k], 1) for k in keys)]
        for name, example in record["examples"].items()
    ]
    lines += [
        "",
        f"## CPU time per step (us), h = {_short(record['h'])} over {record['t_end']:g} s",
        "",
        "The scheme's loop only; numpy steps in Python, C runs the whole loop in one kernel call.",
        "",
        *_table(header, rows),
    ]
    return "\n".join(lines) + "\n"


#: what the work-precision problems compare, as bench_peers.py's work_precision.py says
PROBLEM_POINTS = {
    "double_pendulum": "the centre of bar 2",
    "heavy_top": "the top's centre of mass",
    "point_mass_pendulum": "the bob (IFToMM A01, the point-mass pendulum)",
    "n_four_bar": "point B0, the tip of crank 0 (IFToMM A02, the N-four-bar)",
}


def _ratio(at: dict, fastest: dict | None) -> str:
    """A time to a tolerance over the fastest mechgen method's there: ``>=`` when that one is
    only an upper bound, ``<=`` when this one is, ``~`` when both are."""
    if fastest is None:
        return "-"
    bounds = (at["is_bound"], fastest["is_bound"] and fastest is not at)
    mark = {(True, True): "~", (True, False): "<= ", (False, True): ">= "}.get(bounds, "")
    return f"{mark}{at['s'] / fastest['s']:.2f}"


def _equal_error(methods: dict, tolerances: list[float]) -> list[str]:
    """Per tolerance: each code's coarsest step (or rtol) from which on its error stays at or
    below it, the time to reach it and that time over the fastest mechgen method's."""
    fastest = {}
    for tol in tolerances:
        reached = [
            m["s_at_tolerances"][f"{tol:g}"] for label, m in methods.items() if "mechgen" in label
        ]
        reached = [at for at in reached if at["s"] is not None]
        fastest[tol] = min(reached, key=lambda at: at["s"]) if reached else None
    header = ["code", "order"]
    for tol in tolerances:
        header += [f"step to {_short(tol)} m", f"ms to {_short(tol)} m", "/ fastest mechgen"]
    rows = []
    for label, method in methods.items():
        order = method["expected_order"]
        cells = [label, "adaptive" if order is None else str(order)]
        for tol in tolerances:
            at = method["s_at_tolerances"][f"{tol:g}"]
            if method["note"]:
                cells += [method["note"], "-", "-"]
            elif at["s"] is None:
                errors = [p["error_m"] for p in method["points"] if p["failure"] is None]
                least = f" (least error {_scientific(min(errors))} m)" if errors else ""
                cells += [f"not reached{least}", "-", "-"]
            else:
                step = _short(at["h_reaching"])
                step = step if method["setting"] == "h" else f"{method['setting']} {step}"
                cells += [step, _time_to(at), _ratio(at, fastest[tol])]
        rows.append(cells)
    return _table(header, rows)


def _equal_step(methods: dict, h: float, loop: bool) -> list[str]:
    """Every fixed-step code at step h: time, time over mechgen C index3's, error and, on a
    loop, the loop's gap at the end."""
    at_h = {}
    for label, method in methods.items():
        for point in method["points"]:
            if method["setting"] == "h" and point["h"] == h and point["failure"] is None:
                at_h[label] = point
    base = at_h.get("mechgen index3 (rA)")
    header = ["code", "time (ms)", "time / mechgen C index3", "error (m)"]
    header += ["loop gap (m)"] if loop else []
    rows = []
    for label, point in at_h.items():
        cells = [label, _significant(point["s"] * 1e3), _number(base and point["s"] / base["s"], 2)]
        cells.append(_scientific(point["error_m"]))
        cells += [_scientific(point["loop_gap_m"])] if loop else []
        rows.append(cells)
    return _table(header, rows)


def _loop_gaps(methods: dict) -> list[str]:
    """The loop's gap at the end of every fixed-step run."""
    steps = sorted({p["h"] for m in methods.values() for p in m["points"]}, reverse=True)
    rows = []
    for label, method in methods.items():
        by_h = {p["h"]: p for p in method["points"]}
        rows.append(
            [label] + [_scientific(by_h[h]["loop_gap_m"]) if h in by_h else "-" for h in steps]
        )
    header = ["method", *(f"h = {_short(h)}" for h in steps)]
    return ["", "Loop gap at the end (m) at each step:", "", *_table(header, rows)]


def _tolerance_ladder(label: str, method: dict) -> list[str]:
    """An adaptive integrator's error and time at each of its tolerances."""
    header = [method["setting"], "error (m)", "time (ms)"]
    rows = [
        [
            _short(p["h"]),
            p["failure"] or _scientific(p["error_m"], 2),
            "-" if p["failure"] else _significant(p["s"] * 1e3),
        ]
        for p in method["points"]
    ]
    return ["", f"{label} at each tolerance:", "", *_table(header, rows)]


def _side_by_side(section: dict) -> list[str]:
    """The side by side at equal error: per case the equal-error table, the equal-step table
    (for reference only) and every point of the ladders."""
    tolerances, h = section["tolerances_m"], section["equal_step_h"]
    peers = [f"{name} {version}" for name, version in section["peers"].items() if version]
    lines = [
        "",
        "## Side by side at equal error",
        "",
        "The double pendulum (the centre of bar 2), the planar four-bar",
        "(`examples/four_bar_revolutes.py`: the coupler's centre, and the gap of the loop's",
        "last joint) and the pendulum chain of N rods (`examples/spatial_chain.py` with",
        f"revolute joints: the last rod's centre), each at t = {section['t_end_s']:g} s.",
        "mechgen with the C backend (whole-loop kernels: index3 and genalpha in rA, lie-mk rk4",
        "in se3, and on the trees partitioning rk4 in relative coordinates) and index3 with the",
        "numpy backend (its Python loop); MuJoCo (implicit Euler and RK4, the loop in C via",
        "`mj_step(nstep=...)`; the four-bar's loop closed by an equality constraint, soft by",
        "MuJoCo's design: its defaults, and for RK4 also as stiff as MuJoCo allows); Exudyn",
        "(generalized-alpha, modified Newton; the four-bar's loop closed by its two in-plane",
        "position rows, as Exudyn refuses the redundant revolute joint); PyDy on the chain (the",
        "same chain written with sympy.physics.mechanics, its Cython right-hand side integrated",
        "by scipy's `odeint` as `System.integrate` does).",
        "",
        "Every code runs a ladder of fixed steps (PyDy: of odeint's rtol = atol). Error: the",
        "distance of the compared point to an independent scipy reference",
        "(`benchmarks/references.py`). Time: the median of the repeats of the CPU time of the",
        "process around each code's integration loop only (model building, emission and",
        "compilation outside it), the codes interleaved: at each step every code runs once,",
        "then every code again. Equal error: the coarsest step of each code's ladder from which",
        "on its error stays at or below the tolerance, the time to reach it (interpolated",
        "log-log between ladder points; `<=` when even the coarsest step is below it) and that",
        "time over the fastest mechgen method's (`>=` when that one is only an upper bound, `~`",
        f"when both are). The equal-step tables, at h = {_short(h)}, compare different",
        "accuracies (the codes' orders differ) and are there for reference only.",
        "",
        _provenance(section, "bench_peers.py"),
        f"Peers: {_listed(peers) if peers else 'none installed'}.",
    ]
    for case in section["cases"].values():
        methods = case["methods"]
        reference = ", ".join(f"{x:.6g}" for x in case["reference_m"])
        lines += ["", f"### {case['title'][0].upper()}{case['title'][1:]}", ""]
        lines.append(
            f"Compared point: the {case['point']} at t = {section['t_end_s']:g} s, reference "
            f"({reference}) m."
        )
        measured = case.get("measured", {})
        if (measured.get("date"), measured.get("commit")) != (section["date"], section["commit"]):
            lines.append(_provenance(measured, "bench_peers.py --cases ...", PROVENANCE[:-1]))
        lines += ["", "At equal error:", "", *_equal_error(methods, tolerances)]
        stepped = {label: m for label, m in methods.items() if m["setting"] == "h"}
        if not any(m["setting"] != "h" for m in methods.values()):
            lines += [
                "",
                f"At equal step h = {_short(h)}, for reference only (the orders differ):",
                "",
                *_equal_step(methods, h, case["loop"] is not None),
            ]
        lines += _ladder(stepped)
        if case["loop"] is not None:
            lines += _loop_gaps(stepped)
        for label, method in methods.items():
            if method["setting"] != "h" and method["points"]:
                lines += _tolerance_ladder(label, method)
    return lines


def _time_to(entry: dict | None) -> str:
    """Time to a tolerance (ms), as work_precision.py prints it."""
    if entry is None:
        return "-"
    if entry["s"] is None:
        return "not reached"
    bound = "<= " if entry["is_bound"] else ""
    failed = entry.get("finer_failures", 0)
    return f"{bound}{_significant(entry['s'] * 1e3)}" + (
        f" ({failed} finer h fail)" if failed else ""
    )


def _work_precision(section: dict) -> list[str]:
    """Per problem: the time to each tolerance and the orders, the headline, the ladder."""
    ladder = sorted(
        {
            point["h"]
            for problem in section["problems"].values()
            for method in problem["methods"].values()
            for point in method["points"]
        },
        reverse=True,
    )
    steps = f" h = {_short(ladder[0])} ... {_short(ladder[-1])}" if ladder else ""
    lines = [
        "",
        "## Work-precision",
        "",
        f"Every method at a ladder of fixed steps{steps}:",
        "mechgen's schemes with the C backend (a label with `Python loop` runs the scheme's",
        "Python loop over the C entries; lie-mk and partitioning run classical RK4), MuJoCo's",
        "integrators (the loop in C) and Exudyn's generalized-alpha. Error: the distance of the",
        "compared point to an independent scipy reference (`benchmarks/references.py`), at the",
        "end of the run or, on an output grid, the largest over the grid. Time: the median of",
        "the repeats of the CPU time of the process around each integration loop, the methods",
        "interleaved as in the side by side; model building, emission and compilation are",
        "outside it.",
        "A step at which a method fails is listed with its reason; a step whose run would",
        "exceed the script's time budget is skipped. Time to a tolerance: interpolated log-log",
        "between ladder points; `<=` when even the coarsest step is below it (an upper bound),",
        "`(k finer h fail)` when k steps finer than the crossing failed. Observed order: the",
        "slope of log(error) over log(h) between the two finest steps above the script's",
        "round-off floor.",
        "",
        _provenance(section, "bench_peers.py --work-precision"),
    ]
    for name, problem in section["problems"].items():
        tolerances = problem["tolerances_m"]
        t_end = problem["t_end_s"]
        if problem["grid_s"] is None:
            measured = f"at t = {t_end:g} s"
        else:
            measured = f"largest over t = 0, {problem['grid_s']:g}, ..., {t_end:g} s"
        reference = ", ".join(f"{x:.6g}" for x in problem["reference_m"])
        lines += [
            "",
            f"### {name}",
            "",
            f"Compared point: {PROBLEM_POINTS.get(name, name)}.",
            f"Error: {measured}.",
            f"Reference at t = {t_end:g} s: ({reference}) m.",
            "",
        ]
        header = ["method", *(f"ms to {_short(t)} m" for t in tolerances)]
        header += ["order: expected", "observed"]
        rows, notes = [], []
        for label, method in problem["methods"].items():
            at = method["s_at_tolerances"]
            cells = [label, *(_time_to(at.get(f"{t:g}")) for t in tolerances)]
            cells += [str(method["expected_order"]), _number(method["observed_order"], 2)]
            rows.append(cells)
            if method["note"]:
                notes.append(f"- {label}: {method['note']}")
        lines += _table(header, rows)
        if notes:
            lines += ["", "Methods without a ladder:", "", *notes]
        lines += ["", _headline(problem, section["tolerance_m"])]
        lines += _ladder(problem["methods"])
    return lines


def _headline(problem: dict, tolerance: float) -> str:
    """The best mechgen method at ``tolerance`` and its time over MuJoCo RK4's there."""
    best = problem["headline"]
    if best["best_mechgen"] is None:
        rk4 = problem["methods"].get("MuJoCo RK4", {}).get("s_at_tolerances", {})
        if (rk4.get(f"{tolerance:g}") or {}).get("s") is None:
            why = "MuJoCo RK4 does not reach it"
        else:
            why = "no mechgen method reaches it"
        return f"No time over MuJoCo RK4's at {_short(tolerance)} m: {why}."
    bound = " (from an upper bound)" if best["is_bound"] else ""
    return (
        f"Fastest of mechgen's methods to {_short(tolerance)} m: `{best['best_mechgen']}`, in "
        f"{best['time_over_mujoco_rk4']:.2f}x MuJoCo RK4's time there{bound}."
    )


def _ladder(methods: dict) -> list[str]:
    """The error and time of every method at every step of the ladder, and the failures."""
    steps = sorted({p["h"] for m in methods.values() for p in m["points"]}, reverse=True)
    errors, times, failures = [], [], []
    for label, method in methods.items():
        if not method["points"]:
            continue
        by_h = {point["h"]: point for point in method["points"]}
        error_row, time_row = [label], [label]
        for h in steps:
            point = by_h.get(h)
            if point is None:
                cell = None
            elif point["skipped"]:
                cell = "skipped"
            elif point["failure"]:
                cell = "failed"
            else:
                cell = None
            error_row.append(cell or _scientific(point and point["error_m"], 2))
            time_row.append(cell or _significant(point and point["s"] and point["s"] * 1e3))
            if point and point["failure"]:
                failures.append(f"- {label}, h = {_short(h)}: {point['failure']}")
        errors.append(error_row)
        times.append(time_row)
    header = ["method", *(f"h = {_short(h)}" for h in steps)]
    lines = ["", "Error (m) at each step:", "", *_table(header, errors)]
    lines += ["", "Time of the whole run (ms) at each step:", "", *_table(header, times)]
    if failures:
        lines += ["", "Failed or skipped steps:", "", *failures]
    return lines


def peers_page(record: dict) -> str:
    """mechgen beside MuJoCo, Exudyn and PyDy: time and error side by side, and
    work-precision per problem (benchmarks/bench_peers.py)."""
    lines = [
        "# Side by side with peers",
        "",
        "mechgen beside what users would pick instead, measured in the same run.",
    ]
    if record.get("side_by_side"):
        lines += _side_by_side(record["side_by_side"])
    if record.get("work_precision"):
        lines += _work_precision(record["work_precision"])
    return "\n".join(lines) + "\n"


def end_to_end_page(record: dict) -> str:
    """The command line end to end, numpy against C, what a C run's process spends beyond its
    loop, entry calls and simulate()'s own cost, against issue 36's targets
    (benchmarks/bench_end_to_end.py)."""
    runs, parts = record["runs"], record["breakdown"]
    lines = [
        "# End to end: the command line, start-up and per-call cost",
        "",
        "`mechgen simulate` on the slider crank (rA, `--out run.npz`), each backend in fresh",
        "processes with its module already emitted and compiled; the breakdown of one C run of",
        "10^5 steps in process; entry calls from Python; simulate()'s CPU time beyond its loop",
        "(a 10-step C genalpha run, what a sweep of short runs pays per run).",
        "",
        _provenance(record, "bench_end_to_end.py"),
        "",
        "## The command line, numpy against C (s)",
        "",
    ]
    rows = [
        [
            f"{scheme}, {run['steps']:,} steps",
            _number(run["numpy_s"], 2),
            _number(run["c_s"], 2),
            _number(run["numpy_s"] / run["c_s"], 1) + "x",
        ]
        for scheme, run in runs.items()
    ]
    lines += _table(["run", "numpy", "C", "numpy / C"], rows)
    per_row = 1e6 / parts["rows"]
    lines += ["", "## One C index3 run of 10^5 steps (s)", ""]
    rows = [["interpreter start-up (`mechgen --version`)", _number(record["start_up_s"], 2), ""]]
    rows += [
        [key, _number(parts[key], 3), f"{_number(parts[key] * per_row, 2)} us"]
        for key in ("kernel", "derived", "write")
    ]
    lines += _table(["part", "s", "per stored row"], rows)
    calls = record["entry_calls_us"]
    names = list(dict.fromkeys(key.rsplit(" ", 1)[0] for key in calls))
    lines += ["", "## One entry call from Python (us)", ""]
    lines += _table(
        ["entry", "numpy", "C"],
        [[f"`{n}`", _number(calls[f"{n} numpy"], 2), _number(calls[f"{n} c"], 2)] for n in names],
    )
    process = runs["index3"]["c_s"] / parts["kernel"]
    ratio = min(run["numpy_s"] / run["c_s"] for run in runs.values())
    targets = []
    if "c_index3_no_file_s" in record:
        alone = record["c_index3_no_file_s"] / parts["kernel"]
        targets.append(("the same, without `--out` (the summary only)", alone, 2.0, False))
    targets = [
        ("the C index3 run's process time over its loop's, 10^5 steps", process, 2.0, False),
        *targets,
        ("numpy / C end to end, the smaller of the two runs", ratio, 10.0, True),
        ("simulate() beyond its loop (ms of CPU)", record["call_overhead_ms"], 0.5, False),
    ]
    million = record.get("million_s")
    if million:
        streamed = ("10^6 steps streamed, every row stored (s)", million["every 1"], 10.0, False)
        targets.append(streamed)
        lines += ["", "## 10^6 steps of the slider crank, C index3, streamed to .npz (s)", ""]
        lines += _table(["stored", "s"], [[key, _number(s, 1)] for key, s in million.items()])
    lines += [
        "",
        "## Against the targets",
        "",
        "The start-up targets of issue 36 (cached and bundled runs): the process at most twice",
        "its loop, C at least 10x numpy end to end, 10^6 steps streamed in under 10 s, and a",
        "simulate() call under 0.5 ms beyond its loop. The process's time is the C run's command",
        "line above; beyond the loop it holds the interpreter's start-up, the derived series and",
        "the file (every row: 145 MB for the slider crank), whose parts are measured in process",
        "above (they need not add up to the command line's time: each is its own median).",
        "",
    ]
    rows = []
    for what, value, target, above in targets:
        met = value > target if above else value < target
        bound = ("> " if above else "< ") + _short(target)
        rows.append([what, bound, _number(value, 2), "yes" if met else "no"])
    lines += _table(["what", "target", "measured", "met"], rows)
    return "\n".join(lines) + "\n"


def emission_page(record: dict) -> str:
    """Emission time and size of bundled modules, numpy and C, today against a baseline commit
    (benchmarks/bench_emission.py)."""
    baseline = record["baseline"]
    lines = [
        "# Emission time against a baseline",
        "",
        "Emission time of bundled modules in rA (derivation excluded), numpy and C backends:",
        f"today's tree against the baseline commit {baseline}, side by side in one run. Each",
        "side runs in its own process on the package laid out from its tree, with the same",
        "interpreter and libraries. A process derives the equation set once, emits it once to",
        f"warm up, then times {record['emissions']} emissions and reports their median; the two",
        f"sides alternate {record['rounds']} times and the table gives the median over rounds.",
        "Bytes: the length of the emitted files' text. Speedup: baseline time / today's time.",
        "",
        _provenance(record, "bench_emission.py", PROVENANCE[:-1]),
        "",
    ]
    header = ["mechanism", "backend", f"{baseline} s", "today s", "speedup"]
    header += [f"{baseline} bytes", "today bytes"]
    rows = [
        [
            row["mechanism"],
            row["backend"],
            _number(row["baseline_s"], 3),
            _number(row["today_s"], 3),
            f"{row['speedup']:.2f}x",
            f"{row['baseline_bytes']:,}",
            f"{row['today_bytes']:,}",
        ]
        for row in record["rows"]
    ]
    lines += _table(header, rows)
    return "\n".join(lines) + "\n"


def generation_page(record: list) -> str:
    """Derivation and emission time and peak memory of the N-four-bar per N and formulation
    (benchmarks/bench_generation.py)."""
    lines = [
        "# Generation time and memory of the N-four-bar",
        "",
        "Generation time and peak memory of IFToMM A02, the N-four-bar",
        "(`examples/n_four_bar.py`), per N and formulation. Each generation (derive + emit,",
        "numpy backend) runs in a fresh process, so that its peak resident memory is its own;",
        "each time is the median of the script's `--repeats` runs (total: the median of derive",
        "+ emit per run), with the largest peak.",
        "",
        # the file is a bare list of rows: nothing of where or how it was measured
        _provenance(record if isinstance(record, dict) else {}, "bench_generation.py"),
        "",
    ]
    rows = record if isinstance(record, list) else record["rows"]
    header = ["N", "formulation", "derive s", "emit s", "total s", "peak MB"]
    lines += _table(
        header,
        [
            [
                str(row["n"]),
                row["formulation"],
                _number(row["derive_s"]),
                _number(row["emit_s"]),
                _number(row["total_s"]),
                _number(row["peak_mb"], 0),
            ]
            for row in rows
        ],
    )
    return "\n".join(lines) + "\n"


def index_page(written: dict[str, str]) -> str:
    """The list of the results pages (``written``: each page's text by its file name)."""
    lines = [
        "# Benchmark results",
        "",
        "Each page is written by `python docs/results.py` from a figures file of",
        "`benchmarks/results/`, which the benchmark script it names writes.",
        "",
    ]
    for page, figures, writer in PAGE_WRITERS:
        if figures is None:
            continue
        title = written[page].splitlines()[0].removeprefix("# ")
        summary = " ".join(writer.__doc__.split())
        item = f"- [{title}]({page}): {summary}"
        lines += textwrap.wrap(item, 100, subsequent_indent="  ", break_on_hyphens=False)
    return "\n".join(lines) + "\n"


#: each page: (file under docs/results, figures file, writer); a page without a figures file
#: is written from the pages before it
PAGE_WRITERS = (
    ("robots.md", "robots.json", robots_page),
    ("scaling.md", "scaling.json", scaling_page),
    ("backends.md", "backends.json", backends_page),
    ("seed001.md", "seed001.json", seed001_page),
    ("director.md", "director.json", director_page),
    ("end_to_end.md", "end_to_end.json", end_to_end_page),
    ("peers.md", "peers.json", peers_page),
    ("emission.md", "emission.json", emission_page),
    ("generation.md", "generation.json", generation_page),
    ("index.md", None, index_page),
)


def pages() -> dict[Path, str]:
    written: dict[str, str] = {}
    for page, figures, writer in PAGE_WRITERS:
        source = written if figures is None else json.loads((FIGURES / figures).read_text())
        written[page] = writer(source)
    return {PAGES / page: text for page, text in written.items()}


if __name__ == "__main__":
    sys.exit(main(pages, "python docs/results.py", __doc__.splitlines()[0]))
