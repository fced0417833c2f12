"""Work-precision comparison of ``bench_peers.py --work-precision``: error against an
independent reference (:mod:`references`) versus the time of the integration loop, for each
method at a ladder of fixed step sizes.

Problems: the double pendulum (bar 2's centre) and the heavy top (its centre of mass), error at
t = 1 s; the IFToMM benchmarks A01 (the point-mass pendulum's bob) and A02 (the N-four-bar with
N = 2, point B0: the tip of crank 0) over their 10 s, error the largest distance to the reference
on the output grid t = 0, 0.1, ..., 10 s (every step of the ladder lands on it), times to
1e-3 m (IFToMM's high-precision tolerance) and 1e-5 m. Methods:

* mechgen, C backend, every (scheme, formulation) of :data:`MECHGEN` that the example derives in;
  a scheme whose module carries no whole-loop kernel for it runs its Python loop over the C
  entries and says so in its label (today constrained and nullspace; they pick up their
  kernels when the template lands; genalpha runs index3's kernel). lie-mk and partitioning run
  classical RK4. On A01 and A02 also genalpha with ``augmented=True`` (the augmented Lagrangian
  step with projections, made for A02's singular positions; Python loop over the C entries);
* MuJoCo, :data:`MUJOCO_INTEGRATORS`, the loop in C (``mj_step(nstep=...)``; how the positions
  are read: :func:`runners.mujoco_runner`). A02's loop
  is closed by ``connect`` equality constraints, soft by MuJoCo's design: with the defaults
  (as the four-bar of bench_peers.py) and, for RK4, also as stiff as MuJoCo allows
  (solref 2h, solimp 0.9999);
* Exudyn, generalized-alpha with modified Newton (its default implicit solver), fixed steps; on a
  grid a body sensor records the positions (inside the timed run: 101 rows).

Each time is the median of ``repeats`` runs of the CPU time of the method's integration loop
(:mod:`runners`; model building, emission and compilation are outside it), the methods
interleaved: at each step of the ladder every method runs once, then every method again, and
so on (:func:`run_ladders`), so that a change in the machine's load falls on all of them. A
step at which a method fails (a Newton iteration that does not converge, an unstable run) is
reported with its reason and skipped; so is a step whose run would take more than
:data:`BUDGET_S` (predicted from the previous step's time). Per method: the time to reach
each of the problem's tolerances (:data:`TOLERANCE` for the first two), interpolated log-log
between ladder points, marked "(k finer h fail)" where k steps finer than the crossing failed
(the time then holds only for the steps that ran), and the observed order of convergence
against the expected one.
"""

from __future__ import annotations

import importlib.util
import math
import statistics
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from functools import partial

import numpy as np
import peer_models
import references
from mechgen.core.errors import MechgenError
from mechgen.pipeline import module_path
from mechgen.runtime import load_module, required_entries
from runners import (
    RunFailed,
    Runner,
    exudyn_runner,
    mechgen_runner,
    mujoco_runner,
    pydy_runner,
    short,
)

T_END = 1.0
TOLERANCE = 1e-5
LADDER = (5e-2, 2e-2, 1e-2, 5e-3, 2e-3, 1e-3, 5e-4, 2e-4, 1e-4)
#: the IFToMM problems: their duration, output grid (a multiple of every step of LADDER) and the
#: tolerances timed (the library's high-precision one and TOLERANCE)
IFTOMM_T_END, IFTOMM_GRID, IFTOMM_TOLERANCES = 10.0, 0.1, (1e-3, TOLERANCE)
#: the longest single run the ladder starts (s): finer steps are skipped past it
BUDGET_S = 120.0
#: errors below this are round-off of the runs and the reference; the observed order ignores them
ERROR_FLOOR = 1e-11
#: (scheme, formulation, order of convergence) of mechgen's runs on every problem
MECHGEN = (
    ("index3", "rA", 1),
    ("index3", "rp", 1),
    ("index3", "re", 1),
    ("genalpha", "rA", 2),
    ("genalpha", "rp", 2),
    ("genalpha", "re", 2),
    ("taylor", "rA", 2),  # the rattle velocity update (the paper's v + h a: 1)
    ("lie-mk", "se3", 4),
    ("lie-mk", "so3r3", 4),
    ("partitioning", "relative", 4),
    ("partitioning", "rp", 4),
    ("partitioning", "re", 4),
    ("constrained", "director", 2),
    ("nullspace", "director", 2),
)
#: MuJoCo's integrators and their orders. implicit linearizes all velocity-dependent forces,
#: Coriolis and centrifugal ones included; implicitfast only damping and actuators, of which these
#: models have none, so here it equals MuJoCo's semi-implicit Euler.
MUJOCO_INTEGRATORS = (("RK4", 4), ("implicit", 1), ("implicitfast", 1))
EXUDYN_ORDER = 2
#: PyDy's ladder: odeint's rtol = atol, one per step of LADDER (the runs interleave by index)
PYDY_TOLERANCES = (1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10)
#: what the label of a scheme names beyond its own name (the tableau it runs)
TABLEAU = {"lie-mk": " rk4", "partitioning": " rk4"}
#: the compiled kernel a scheme runs, where it is another scheme's (``KERNELS`` of a module)
KERNEL_OF = {"genalpha": "index3"}


#: a mechgen method: (scheme, formulation, order of convergence, options, backend)
MechgenRun = tuple[str, str, int, dict, str]


@dataclass(frozen=True)
class Problem:
    """A problem: the example, the body whose centre of mass gives the compared point, the
    reference and the peers' model builders (:mod:`peer_models`; None: that peer is not in the
    comparison).

    ``reference(t)`` is the compared point at time t (with ``grid``: at an array of times, one
    row each). ``grid``: the error is the largest over t = 0, grid, ..., t_end; None: at t_end
    only. ``scale``: the compared point is scale x the body's centre (A02: B0 = 2 x crank 0's
    centre, crank 0 being pinned at the origin). ``augmented``: the formulations in which
    genalpha also runs with ``augmented=True``. ``mujoco_variants``: more MuJoCo methods,
    (label, builder, integrator, order). ``loop``: (body, body, point at t = 0) of a joint that
    closes a loop, whose gap each run reports at the end (the two bodies' copies of the point;
    bodies named alike in every code). ``pydy()``: PyDy's (right-hand side, initial state, its
    args, final state -> compared point). ``emit(formulation, backend, entries, scheme)``: the
    path of the emitted module; None: the cached pipeline's module of the example ``name``."""

    name: str
    body: str
    point: str
    reference: Callable
    mujoco: Callable | None = None
    exudyn: Callable | None = None
    t_end: float = T_END
    grid: float | None = None
    scale: float = 1.0
    tolerances: tuple[float, ...] = (TOLERANCE,)
    augmented: tuple[str, ...] = ()
    mujoco_variants: tuple[tuple[str, Callable, str, int], ...] = ()
    loop: tuple[str, str, tuple[float, float, float]] | None = None
    pydy: Callable | None = None
    emit: Callable | None = None

    def times(self) -> np.ndarray:
        """The times the error is measured at."""
        if self.grid is None:
            return np.array([self.t_end])
        return np.arange(round(self.t_end / self.grid) + 1) * self.grid

    def reference_points(self) -> np.ndarray:
        """The reference at :meth:`times`, one row each."""
        if self.grid is None:
            return np.asarray(self.reference(self.t_end)).reshape(1, 3)
        return np.asarray(self.reference(self.times()))

    def measured(self) -> str:
        """What the error column measures."""
        if self.grid is None:
            return f"at {self.t_end:g} s"
        return f"max over t = 0, {self.grid:g}, ..., {self.t_end:g} s"


PROBLEMS = (
    Problem(
        "double_pendulum",
        "bar2",
        "bar-2 centre",
        references.double_pendulum_bar2,
        peer_models.mujoco_double_pendulum,
        peer_models.exudyn_double_pendulum,
    ),
    Problem(
        "heavy_top",
        "top",
        "centre of mass",
        references.heavy_top_centre,
        peer_models.mujoco_heavy_top,
        peer_models.exudyn_heavy_top,
    ),
    Problem(
        "point_mass_pendulum",
        "bob",
        "bob (IFToMM A01)",
        references.point_mass_pendulum_bob,
        peer_models.mujoco_point_mass_pendulum,
        peer_models.exudyn_point_mass_pendulum,
        t_end=IFTOMM_T_END,
        grid=IFTOMM_GRID,
        tolerances=IFTOMM_TOLERANCES,
        augmented=("rA",),
    ),
    Problem(
        "n_four_bar",
        "crank0",
        "point B0 (IFToMM A02, N = 2)",
        references.n_four_bar_b0,
        peer_models.mujoco_n_four_bar,
        peer_models.exudyn_n_four_bar,
        t_end=IFTOMM_T_END,
        grid=IFTOMM_GRID,
        scale=2.0,
        tolerances=IFTOMM_TOLERANCES,
        augmented=("rA",),
        mujoco_variants=(
            (
                "MuJoCo RK4, stiff loop",
                partial(peer_models.mujoco_n_four_bar, stiff=True),
                "RK4",
                4,
            ),
        ),
    ),
)


@dataclass
class Point:
    """One step size (or tolerance) of a method: error (m), median time (s) and, on a problem
    with a loop, the loop's gap at the end (m), or why it failed."""

    h: float
    error_m: float | None = None
    s: float | None = None
    failure: str | None = None
    skipped: bool = False
    loop_gap_m: float | None = None


@dataclass
class Method:
    """A method: its run, its ladder (``steps``, of ``setting``: the step h, or for an adaptive
    integrator rtol = atol) and the points measured on it, or why it has none (``note``).
    ``order``: of convergence in h, None for an adaptive integrator."""

    label: str
    order: int | None
    points: list[Point] = field(default_factory=list)
    note: str | None = None
    run: Runner | None = field(default=None, repr=False)
    steps: tuple[float, ...] = LADDER
    setting: str = "h"

    def done(self) -> list[Point]:
        """The points that ran, coarsest step first."""
        return [p for p in self.points if p.failure is None]

    def time_at(self, tolerance: float) -> tuple[float | None, bool]:
        """(seconds to reach ``tolerance``, whether that is only an upper bound).

        The crossing is taken where the error stays at or below ``tolerance`` for every finer
        step, interpolated linearly in log(error)-log(time) between the points either side;
        (None, False) when the finest step is above it, (time of the coarsest step, True) when
        even that one is below it.
        """
        done = self.done()
        i = len(done)
        while i > 0 and done[i - 1].error_m <= tolerance:
            i -= 1
        if i == len(done):
            return None, False
        if i == 0:
            return done[0].s, True
        a, b = done[i - 1], done[i]
        x = math.log(tolerance / a.error_m) / math.log(b.error_m / a.error_m)
        return math.exp(math.log(a.s) + x * math.log(b.s / a.s)), False

    def failures_after(self, tolerance: float) -> int:
        """How many steps finer than where the error first reaches ``tolerance`` (the step
        before the crossing :meth:`time_at` interpolates) failed, skipped ones aside."""
        done = self.done()
        i = len(done)
        while i > 0 and done[i - 1].error_m <= tolerance:
            i -= 1
        if i == len(done):
            return 0
        coarsest = done[max(i - 1, 0)].h
        return sum(1 for p in self.points if p.failure and not p.skipped and p.h < coarsest)

    def observed_order(self) -> float | None:
        """Slope of log(error) over log(h) between the two finest steps above ERROR_FLOOR (None
        for an adaptive integrator)."""
        above = [p for p in self.done() if p.error_m > ERROR_FLOOR]
        if len(above) < 2 or self.setting != "h":
            return None
        a, b = above[-2], above[-1]
        return math.log(a.error_m / b.error_m) / math.log(a.h / b.h)


def run_ladders(methods: list[Method], reference: np.ndarray, repeats: int) -> None:
    """Fills the points of every method that has a run, the methods interleaved: for the i-th
    step of the ladders, ``repeats`` rounds in each of which every method still in runs once
    (A B C A B C ...). A point holds the median time of its runs and the error of the last (the
    largest distance to ``reference`` over its rows); a method whose run fails at a step leaves
    that step's rounds; a step whose run would take more than BUDGET_S, by the method's last
    finished step's time, is skipped."""
    running = [m for m in methods if m.run is not None]
    for i in range(max((len(m.steps) for m in running), default=0)):
        active = []
        for m in running:
            if i >= len(m.steps):
                continue
            h, done = m.steps[i], m.done()
            scale = done[-1].h / h if done and m.setting == "h" else 1.0
            if done and done[-1].s * scale > BUDGET_S:
                predicted = done[-1].s * scale
                failure = f"skipped: a run would take about {predicted:.0f} s (> {BUDGET_S:g} s)"
                m.points.append(Point(h, failure=failure, skipped=True))
                continue
            active.append(m)
        times = {m.label: [] for m in active}
        last = {}
        for k in range(repeats):
            for m in list(active):
                try:
                    last[m.label] = m.run(m.steps[i], k == repeats - 1)
                except RunFailed as exc:
                    m.points.append(Point(m.steps[i], failure=str(exc)))
                    active.remove(m)
                    continue
                times[m.label].append(last[m.label].s)
        for m in active:
            run = last[m.label]
            distances = np.linalg.norm(run.rows - reference, axis=1)
            if not np.isfinite(distances).all():
                m.points.append(Point(m.steps[i], failure="non-finite state"))
                continue
            seconds = statistics.median(times[m.label])
            m.points.append(
                Point(m.steps[i], float(distances.max()), seconds, None, False, run.gap)
            )


def mechgen_methods(problem: Problem, runs: Sequence[MechgenRun] | None = None) -> list[Method]:
    """mechgen's methods (``runs``; default: MECHGEN and genalpha augmented in
    ``problem.augmented``, all with the C backend), each module emitted (or taken from the
    cache) and loaded before any timing."""
    if runs is None:
        runs = [(s, f, order, {}, "c") for s, f, order in MECHGEN]
        runs += [("genalpha", f, 2, {"augmented": True}, "c") for f in problem.augmented]
    methods = []
    for scheme, formulation, order, options, backend in runs:
        augmented = " augmented" if options.get("augmented") else ""
        name = f"mechgen {scheme}{TABLEAU.get(scheme, '')}{augmented}"
        if backend != "c":
            name = f"mechgen {backend} {scheme}{TABLEAU.get(scheme, '')}{augmented}"
        entries = required_entries(scheme)
        emit = problem.emit or partial(module_path, problem.name)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                module = load_module(emit(formulation, backend, entries, scheme))
        except MechgenError as exc:
            note = f"does not derive: {short(str(exc))}"
            methods.append(Method(f"{name} ({formulation})", order, note=note))
            continue
        kernel = KERNEL_OF.get(scheme, scheme) in getattr(module, "KERNELS", ())
        loop = "" if backend != "c" or (kernel and not augmented) else ", Python loop"
        label = f"{name} ({formulation}{loop})"
        run = mechgen_runner(module, scheme, problem, **options)
        methods.append(Method(label, order, run=run))
    return methods


def peer_methods(
    problem: Problem, integrators: Sequence[tuple[str, int]] = MUJOCO_INTEGRATORS
) -> list[Method]:
    """The peers' methods that the problem has models for: MuJoCo's ``integrators`` and
    variants, Exudyn's generalized-alpha, PyDy's Cython right-hand side through odeint (on a
    ladder of tolerances, :data:`PYDY_TOLERANCES`), or a note that a peer is not installed."""
    methods = []
    mujoco_runs = [(f"MuJoCo {i}", problem.mujoco, i, order) for i, order in integrators]
    if problem.mujoco is None:
        mujoco_runs = []
    for label, build, integrator, order in mujoco_runs + list(problem.mujoco_variants):
        if importlib.util.find_spec("mujoco") is None:
            methods.append(Method(label, order, note="not installed"))
            continue
        methods.append(Method(label, order, run=mujoco_runner(problem, build, integrator)))
    if problem.exudyn is not None:
        label = "Exudyn generalized-alpha"
        if importlib.util.find_spec("exudyn") is None:
            methods.append(Method(label, EXUDYN_ORDER, note="not installed"))
        else:
            run = exudyn_runner(problem, peer_models.exudyn_settings)
            methods.append(Method(label, EXUDYN_ORDER, run=run))
    if problem.pydy is not None:
        label = "PyDy Cython + odeint (rtol = atol)"
        missing = [p for p in ("pydy", "Cython") if importlib.util.find_spec(p) is None]
        if missing:
            methods.append(Method(label, None, note=f"not installed: {', '.join(missing)}"))
        else:
            run = pydy_runner(problem)
            methods.append(Method(label, None, run=run, steps=PYDY_TOLERANCES, setting="rtol"))
    return methods


def headline(methods: list[Method]) -> dict:
    """The best mechgen method at TOLERANCE and its time over MuJoCo RK4's there (None where
    either never reaches it); ``is_bound`` when either time is only an upper bound."""
    times = {m.label: m.time_at(TOLERANCE) for m in methods}
    mechgen = {k: t for k, t in times.items() if k.startswith("mechgen") and t[0] is not None}
    rk4 = times.get("MuJoCo RK4", (None, False))
    if not mechgen or rk4[0] is None:
        return {"best_mechgen": None, "time_over_mujoco_rk4": None, "is_bound": False}
    best = min(mechgen, key=lambda k: mechgen[k][0])
    return {
        "best_mechgen": best,
        "time_over_mujoco_rk4": mechgen[best][0] / rk4[0],
        "is_bound": mechgen[best][1] or rk4[1],
    }


def _format_time(seconds: float | None, bound: bool, failures: int = 0) -> str:
    if seconds is None:
        return "not reached"
    failed = f" ({failures} finer h fail)" if failures else ""
    return f"{'<= ' if bound else ''}{seconds * 1e3:.3g}{failed}"


def print_points(problem: Problem, methods: list[Method]) -> None:
    """Prints every point of every method: error, time and, on a problem with a loop, the
    loop's gap at the end."""
    gap = problem.loop is not None
    head = f"| method | h | error {problem.measured()} (m) | time for {problem.t_end:g} s (ms) |"
    print(head + (" loop gap at the end (m) |" if gap else ""))
    print("|---|---|---|---|" + ("---|" if gap else ""))
    for m in methods:
        if m.note:
            print(f"| {m.label} | - | {m.note} | - |" + (" - |" if gap else ""))
        for p in m.points:
            if p.skipped:
                cells = f"{p.failure} | -"
            elif p.failure:
                cells = f"failed: {p.failure} | -"
            else:
                cells = f"{p.error_m:.2e} | {p.s * 1e3:.3g}"
            if gap:
                cells += " | -" if p.loop_gap_m is None else f" | {p.loop_gap_m:.1e}"
            setting = f"{p.h:g}" if m.setting == "h" else f"{m.setting} {p.h:g}"
            print(f"| {m.label} | {setting} | {cells} |")


def method_record(m: Method, tolerances: Sequence[float]) -> dict:
    """A method's JSON record: orders, time to each tolerance (interpolated, as
    :meth:`Method.time_at`; and ``h_reaching``, the coarsest step of its ladder from which on
    every step that ran is at or below it), note and points."""
    at = {tol: m.time_at(tol) for tol in tolerances}
    seconds, bound = m.time_at(TOLERANCE)
    reaching = {}
    for tol in tolerances:
        done = m.done()
        i = len(done)
        while i > 0 and done[i - 1].error_m <= tol:
            i -= 1
        reaching[tol] = done[i].h if i < len(done) else None
    return {
        "setting": m.setting,
        "expected_order": m.order,
        "observed_order": m.observed_order(),
        "s_at_tolerance": seconds,
        "s_at_tolerance_is_bound": bound,
        "s_at_tolerances": {
            f"{tol:g}": {
                "s": at[tol][0],
                "is_bound": at[tol][1],
                "finer_failures": m.failures_after(tol),
                "h_reaching": reaching[tol],
            }
            for tol in tolerances
        },
        "note": m.note,
        "points": [asdict(p) for p in m.points],
    }


def report(problem: Problem, reference: np.ndarray, methods: list[Method]) -> dict:
    """Prints the problem's markdown tables and returns its JSON section."""
    if problem.grid is None:
        print(f"\n### {problem.name}: error of the {problem.point} at t = {problem.t_end:g} s\n")
        print(f"reference {np.array2string(reference[-1], precision=12)} m\n")
    else:
        print(
            f"\n### {problem.name}: largest error of the {problem.point} over "
            f"t = 0, {problem.grid:g}, ..., {problem.t_end:g} s\n"
        )
        at_end = np.array2string(reference[-1], precision=12)
        print(f"reference at t = {problem.t_end:g} s {at_end} m\n")
    print_points(problem, methods)
    columns = "".join(f" time to error <= {tol:g} (ms) |" for tol in problem.tolerances)
    print(f"\n| method |{columns} order: expected | observed |")
    print("|---|" + "---|" * (len(problem.tolerances) + 2))
    section = {
        "t_end_s": problem.t_end,
        "grid_s": problem.grid,
        "tolerances_m": list(problem.tolerances),
        "reference_m": reference[-1].tolist(),
        "methods": {},
    }
    for m in methods:
        record = section["methods"][m.label] = method_record(m, problem.tolerances)
        observed = record["observed_order"]
        shown = "-" if observed is None else f"{observed:.2f}"
        at = [record["s_at_tolerances"][f"{tol:g}"] for tol in problem.tolerances]
        cells = "".join(
            f" {_format_time(a['s'], a['is_bound'], a['finer_failures'])} |" for a in at
        )
        print(f"| {m.label} |{cells} {'-' if m.order is None else m.order} | {shown} |")
    section["headline"] = best = headline(methods)
    if best["best_mechgen"] is not None:
        bound = " (from an upper bound: reached at the coarsest step)" if best["is_bound"] else ""
        print(
            f"\nheadline: {best['best_mechgen']} reaches {TOLERANCE:g} m in "
            f"{best['time_over_mujoco_rk4']:.2f}x MuJoCo RK4's time (goal <= 2){bound}"
        )
    return section


def main(repeats: int, names: list[str] | None = None) -> dict:
    """Runs the problems named (default: all of PROBLEMS); returns their ``work_precision``
    section of peers.json."""
    out = {"t_end": T_END, "tolerance_m": TOLERANCE, "repeats": repeats, "problems": {}}
    out["clock"] = "CPU time of the process (time.process_time) around each loop"
    out["interleaved"] = True
    for problem in PROBLEMS:
        if names and problem.name not in names:
            continue
        start = time.perf_counter()
        reference = problem.reference_points()
        methods = mechgen_methods(problem) + peer_methods(problem)
        run_ladders(methods, reference, repeats)
        out["problems"][problem.name] = report(problem, reference, methods)
        print(f"\n({problem.name}: {time.perf_counter() - start:.0f} s)")
    return out
