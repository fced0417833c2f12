"""Work-precision comparison of ``bench_peers.py --work-precision``: error at t = 1 s against an
independent reference (:mod:`references`) versus the time of the integration loop, for each
method at a ladder of fixed step sizes.

Problems: the double pendulum (bar 2's centre) and the heavy top (its centre of mass). Methods:

* mechgen, C backend, every (scheme, formulation) of :data:`MECHGEN` that the example derives in;
  a scheme whose module carries no whole-loop kernel for it runs its Python loop over the C
  entries and says so in its label (today constrained and nullspace; they pick up their
  kernels when the template lands). lie-mk and partitioning run classical RK4;
* MuJoCo, :data:`MUJOCO_INTEGRATORS`, the loop in C (``mj_step(nstep=...)``); the body position
  is read after ``mj_kinematics``, since mj_step leaves ``xipos`` at the state it started the
  last step from;
* Exudyn, generalized-alpha with modified Newton (its default implicit solver), fixed steps.

Each time is the median of ``repeats`` runs; model building, emission and compilation are
outside it. A step at which a method fails (a Newton iteration that does not converge, an
unstable run) is reported with its reason and skipped. Per method: the time to reach an error
of :data:`TOLERANCE`, interpolated log-log between ladder points, and the observed order of
convergence against the expected one.
"""

from __future__ import annotations

import importlib.util
import math
import statistics
import textwrap
import time
import warnings
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

import numpy as np
import peer_models
import references
from mechgen.core.errors import MechgenError
from mechgen.pipeline import module_path
from mechgen.runtime import load_module, required_entries, simulate

T_END = 1.0
TOLERANCE = 1e-5
LADDER = (5e-2, 2e-2, 1e-2, 5e-3, 2e-3, 1e-3, 5e-4, 2e-4, 1e-4)
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
    ("taylor", "rA", 1),
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
#: what the label of a scheme names beyond its own name (the tableau it runs)
TABLEAU = {"lie-mk": " rk4", "partitioning": " rk4"}


class RunFailed(Exception):
    """A run that did not reach t_end; the message says why."""


def short(message: str) -> str:
    """A failure message for a table cell: its first clause, at most 110 characters."""
    return textwrap.shorten(message.split("; ")[0], 110, placeholder=" ...")


#: one run at step h: (seconds of the integration loop, position at T_END)
Runner = Callable[[float], tuple[float, np.ndarray]]


@dataclass(frozen=True)
class Problem:
    """A problem: the example, the body whose centre of mass is compared, the reference and the
    peers' model builders (:mod:`peer_models`)."""

    name: str
    body: str
    point: str
    reference: Callable[[float], np.ndarray]
    mujoco: Callable
    exudyn: Callable


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
)


@dataclass
class Point:
    """One step size of a method: error (m) and median time (s), or why it failed."""

    h: float
    error_m: float | None = None
    s: float | None = None
    failure: str | None = None


@dataclass
class Method:
    """A method's ladder, or why it has none (``note``)."""

    label: str
    order: int
    points: list[Point] = field(default_factory=list)
    note: str | None = None

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

    def observed_order(self) -> float | None:
        """Slope of log(error) over log(h) between the two finest steps above ERROR_FLOOR."""
        above = [p for p in self.done() if p.error_m > ERROR_FLOOR]
        if len(above) < 2:
            return None
        a, b = above[-2], above[-1]
        return math.log(a.error_m / b.error_m) / math.log(a.h / b.h)


def ladder(run: Runner, reference: np.ndarray, repeats: int) -> list[Point]:
    """Every step of LADDER: the median time of ``repeats`` runs and the error of the last."""
    points = []
    for h in LADDER:
        try:
            runs = [run(h) for _ in range(repeats)]
            error = float(np.linalg.norm(runs[-1][1] - reference))
            if not math.isfinite(error):
                raise RunFailed("non-finite state at t_end")
        except RunFailed as exc:
            points.append(Point(h, failure=str(exc)))
            continue
        points.append(Point(h, error, statistics.median(s for s, _ in runs)))
    return points


def mechgen_runner(module, scheme: str, body: str) -> Runner:
    """Runs ``scheme`` on an emitted module; the time is the runtime's loop time."""

    def run(h: float) -> tuple[float, np.ndarray]:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                res = simulate(module, scheme, h, T_END)
            except MechgenError as exc:
                raise RunFailed(short(str(exc))) from exc
        return res.traj.wall_time_s, res.bodies[body]["r"][-1]

    return run


def mujoco_runner(build: Callable, integrator: str) -> Runner:
    """Steps a fresh MuJoCo model in one ``mj_step(nstep=...)`` call."""
    import mujoco

    def run(h: float) -> tuple[float, np.ndarray]:
        model, data, body = build(integrator, h)
        start = time.perf_counter()
        mujoco.mj_step(model, data, nstep=round(T_END / h))
        elapsed = time.perf_counter() - start
        resets = data.warning[mujoco.mjtWarning.mjWARN_BADQACC].number
        if resets:
            raise RunFailed(f"unstable: bad accelerations, MuJoCo reset the state {resets}x")
        mujoco.mj_kinematics(model, data)
        return elapsed, data.xipos[body].copy()

    return run


def exudyn_runner(build: Callable) -> Runner:
    """Solves a freshly assembled Exudyn system at the fixed step h."""
    import exudyn as exu

    def run(h: float) -> tuple[float, np.ndarray]:
        mbs, body = build()
        settings = peer_models.exudyn_settings(h, T_END)
        printing, exu.config.printToConsole = exu.config.printToConsole, False  # failure banner
        try:
            start = time.perf_counter()
            mbs.SolveDynamic(settings)
            elapsed = time.perf_counter() - start
        except exu.SolverError as exc:
            raise RunFailed(
                f"Newton did not converge at t = {mbs.systemData.GetTime():.3g} s"
            ) from exc
        finally:
            exu.config.printToConsole = printing
        position = mbs.GetObjectOutputBody(
            body, exu.OutputVariableType.Position, localPosition=[0, 0, 0]
        )
        return elapsed, np.asarray(position)

    return run


def mechgen_methods(problem: Problem, reference: np.ndarray, repeats: int) -> list[Method]:
    """mechgen's ladders: C modules emitted (or taken from the cache) before any timing."""
    methods = []
    for scheme, formulation, order in MECHGEN:
        name = f"mechgen {scheme}{TABLEAU.get(scheme, '')}"
        entries = required_entries(scheme)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                module = load_module(module_path(problem.name, formulation, "c", entries, scheme))
        except MechgenError as exc:
            note = f"does not derive: {short(str(exc))}"
            methods.append(Method(f"{name} ({formulation})", order, note=note))
            continue
        loop = "" if scheme in getattr(module, "KERNELS", ()) else ", Python loop"
        label = f"{name} ({formulation}{loop})"
        run = mechgen_runner(module, scheme, problem.body)
        methods.append(Method(label, order, ladder(run, reference, repeats)))
    return methods


def peer_methods(problem: Problem, reference: np.ndarray, repeats: int) -> list[Method]:
    """MuJoCo's and Exudyn's ladders, or a note that a peer is not installed."""
    methods = []
    for integrator, order in MUJOCO_INTEGRATORS:
        label = f"MuJoCo {integrator}"
        if importlib.util.find_spec("mujoco") is None:
            methods.append(Method(label, order, note="not installed"))
            continue
        run = mujoco_runner(problem.mujoco, integrator)
        methods.append(Method(label, order, ladder(run, reference, repeats)))
    label = "Exudyn generalized-alpha"
    if importlib.util.find_spec("exudyn") is None:
        methods.append(Method(label, EXUDYN_ORDER, note="not installed"))
    else:
        run = exudyn_runner(problem.exudyn)
        methods.append(Method(label, EXUDYN_ORDER, ladder(run, reference, repeats)))
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


def _format_time(seconds: float | None, bound: bool) -> str:
    if seconds is None:
        return "not reached"
    return f"{'<= ' if bound else ''}{seconds * 1e3:.3g}"


def report(problem: Problem, reference: np.ndarray, methods: list[Method]) -> dict:
    """Prints the problem's markdown tables and returns its JSON section."""
    print(f"\n### {problem.name}: error of the {problem.point} at t = {T_END:g} s\n")
    print(f"reference {np.array2string(reference, precision=12)} m\n")
    print("| method | h | error at 1 s (m) | time for 1 s (ms) |")
    print("|---|---|---|---|")
    for m in methods:
        if m.note:
            print(f"| {m.label} | - | {m.note} | - |")
        for p in m.points:
            cells = (
                f"failed: {p.failure} | -" if p.failure else f"{p.error_m:.2e} | {p.s * 1e3:.3g}"
            )
            print(f"| {m.label} | {p.h:g} | {cells} |")
    print(f"\n| method | time to error <= {TOLERANCE:g} (ms) | order: expected | observed |")
    print("|---|---|---|---|")
    section = {"reference_m": reference.tolist(), "methods": {}}
    for m in methods:
        seconds, bound = m.time_at(TOLERANCE)
        observed = m.observed_order()
        shown = "-" if observed is None else f"{observed:.2f}"
        print(f"| {m.label} | {_format_time(seconds, bound)} | {m.order} | {shown} |")
        section["methods"][m.label] = {
            "expected_order": m.order,
            "observed_order": observed,
            "s_at_tolerance": seconds,
            "s_at_tolerance_is_bound": bound,
            "note": m.note,
            "points": [asdict(p) for p in m.points],
        }
    section["headline"] = best = headline(methods)
    if best["best_mechgen"] is not None:
        bound = " (from an upper bound: reached at the coarsest step)" if best["is_bound"] else ""
        print(
            f"\nheadline: {best['best_mechgen']} reaches {TOLERANCE:g} m in "
            f"{best['time_over_mujoco_rk4']:.2f}x MuJoCo RK4's time (goal <= 2){bound}"
        )
    return section


def main(repeats: int) -> dict:
    """Runs every problem; returns the ``work_precision`` section of peers.json."""
    out = {"t_end": T_END, "tolerance_m": TOLERANCE, "repeats": repeats, "problems": {}}
    for problem in PROBLEMS:
        start = time.perf_counter()
        reference = problem.reference(T_END)
        methods = mechgen_methods(problem, reference, repeats)
        methods += peer_methods(problem, reference, repeats)
        out["problems"][problem.name] = report(problem, reference, methods)
        print(f"\n({problem.name}: {time.perf_counter() - start:.0f} s)")
    return out
