"""One run of each code that bench_peers.py compares (its side by side and
:mod:`work_precision`), on a problem of :mod:`work_precision` at a step h (PyDy: at a tolerance).

Every time is the CPU time of the process (``time.process_time``) around the code's integration
loop only: mechgen's loop as its runtime brackets it (``Trajectory.cpu_time_s``: the C kernel
call or the scheme's Python loop), MuJoCo's ``mj_step(nstep=...)`` call, Exudyn's
``SolveDynamic`` and PyDy's ``odeint`` call. Model building, emission, compilation, a run's
set-up and its post-processing lie outside. CPU time rather than wall time, so that other
processes on the machine do not count; every code here runs on one thread (MuJoCo and Exudyn
by their defaults, mechgen's kernels and PyDy's right-hand side by construction).
"""

from __future__ import annotations

import textwrap
import time
import warnings
from collections.abc import Callable
from typing import NamedTuple

import numpy as np
from mechgen.core.errors import MechgenError
from mechgen.runtime import simulate


class RunFailed(Exception):
    """A run that did not reach t_end; the message says why."""


def short(message: str) -> str:
    """A failure message for a table cell: its first clause, at most 110 characters."""
    return textwrap.shorten(message.split("; ")[0], 110, placeholder=" ...")


class Run(NamedTuple):
    """One run: the CPU seconds of its integration loop, the compared point at the problem's
    times (one row each; None unless asked to record) and, on a problem with a loop, the gap
    of the loop's joint at the end (m; None unless recorded)."""

    s: float
    rows: np.ndarray | None
    gap: float | None = None


#: one run at step h (or tolerance), recording or not
Runner = Callable[[float, bool], Run]


def _local(rotation: np.ndarray, origin: np.ndarray, point: np.ndarray) -> np.ndarray:
    """A global point in a body's frame (rotation: body to global)."""
    return rotation.T @ (point - origin)


def _gap(frames: list[tuple[np.ndarray, np.ndarray]], locals_: list[np.ndarray]) -> float:
    """The distance between the loop's joint point as each of its two bodies carries it."""
    (ra, rot_a), (rb, rot_b) = frames
    return float(np.linalg.norm(ra + rot_a @ locals_[0] - rb - rot_b @ locals_[1]))


def mechgen_runner(module, scheme: str, problem, **options) -> Runner:
    """Runs ``scheme`` (with its ``options``) on an emitted module; the time is the runtime's
    loop time, on the CPU clock."""
    times = problem.times()

    def run(h: float, record: bool) -> Run:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                res = simulate(module, scheme, h, problem.t_end, **options)
            except MechgenError as exc:
                raise RunFailed(short(str(exc))) from exc
        if not record:
            return Run(res.traj.cpu_time_s, None)
        rows = np.rint(times / h).astype(int)
        assert np.allclose(res.t[rows], times, rtol=0, atol=1e-9), "grid off the steps"
        gap = None
        if problem.loop is not None:
            bodies = [res.bodies[name] for name in problem.loop[:2]]
            point = np.array(problem.loop[2], dtype=float)
            locals_ = [_local(b["A"][0], b["r"][0], point) for b in bodies]
            gap = _gap([(b["r"][-1], b["A"][-1]) for b in bodies], locals_)
        return Run(res.traj.cpu_time_s, problem.scale * res.bodies[problem.body]["r"][rows], gap)

    return run


def mujoco_runner(problem, build: Callable, integrator: str) -> Runner:
    """Steps a fresh MuJoCo model in one ``mj_step(nstep=...)`` call; the body position is read
    after ``mj_kinematics``, since mj_step leaves ``xipos`` at the state it started the last
    step from. On a grid the positions come from a second run, untimed, stepped from grid point
    to grid point (the same arithmetic)."""
    import mujoco

    def check(data) -> None:
        kinds = {"mjWARN_BADQACC": "accelerations", "mjWARN_BADQPOS": "positions"}
        kinds["mjWARN_BADQVEL"] = "velocities"
        for kind, what in kinds.items():
            resets = data.warning[getattr(mujoco.mjtWarning, kind)].number
            if resets:
                raise RunFailed(f"unstable: bad {what}, MuJoCo reset the state {resets}x")

    def frames(model, data) -> list[tuple[np.ndarray, np.ndarray]]:
        ids = [model.body(name).id for name in problem.loop[:2]]
        return [(data.xpos[i].copy(), data.xmat[i].reshape(3, 3).copy()) for i in ids]

    def run(h: float, record: bool) -> Run:
        model, data, body = build(integrator, h)
        if record and problem.loop is not None:
            mujoco.mj_kinematics(model, data)
            point = np.array(problem.loop[2], dtype=float)
            locals_ = [_local(rot, r, point) for r, rot in frames(model, data)]
        start = time.process_time()
        mujoco.mj_step(model, data, nstep=round(problem.t_end / h))
        elapsed = time.process_time() - start
        check(data)
        if not record:
            return Run(elapsed, None)
        if problem.grid is None:
            mujoco.mj_kinematics(model, data)
            gap = None if problem.loop is None else _gap(frames(model, data), locals_)
            return Run(elapsed, problem.scale * data.xipos[body].reshape(1, 3), gap)
        model, data, body = build(integrator, h)
        rows = []
        for k in range(len(problem.times())):
            if k:
                mujoco.mj_step(model, data, nstep=round(problem.grid / h))
            mujoco.mj_kinematics(model, data)
            rows.append(problem.scale * data.xipos[body])
        check(data)
        return Run(elapsed, np.array(rows))

    return run


def exudyn_runner(problem, settings: Callable) -> Runner:
    """Solves a freshly assembled Exudyn system (``problem.exudyn()``) with ``settings(h,
    t_end)``; on a grid a body sensor stores the positions at its points (inside the timed
    run: one row per grid point)."""
    import exudyn as exu
    from exudyn.itemInterface import SensorBody

    kind = exu.OutputVariableType

    def run(h: float, record: bool) -> Run:
        mbs, body = problem.exudyn()
        solver_settings = settings(h, problem.t_end)
        if problem.grid is not None:
            sensor = mbs.AddSensor(
                SensorBody(
                    bodyNumber=body,
                    storeInternal=True,
                    writeToFile=False,
                    outputVariableType=kind.Position,
                )
            )
            mbs.Assemble()
            solver_settings.solution.sensors.writePeriod = problem.grid
        printing, exu.config.printToConsole = exu.config.printToConsole, False  # failure banner
        try:
            start = time.process_time()
            mbs.SolveDynamic(solver_settings)
            elapsed = time.process_time() - start
        except exu.SolverError as exc:
            raise RunFailed(
                f"Newton did not converge at t = {mbs.systemData.GetTime():.3g} s"
            ) from exc
        finally:
            exu.config.printToConsole = printing
        if not record:
            return Run(elapsed, None)
        gap = None
        if problem.loop is not None:
            point = np.array(problem.loop[2], dtype=float)
            initial = exu.ConfigurationType.Initial
            ends = []
            for name in problem.loop[:2]:
                number = mbs.GetObjectNumber(name)
                origin = mbs.GetObjectOutputBody(number, kind.Position, [0, 0, 0], initial)
                rotation = mbs.GetObjectOutputBody(number, kind.RotationMatrix, [0, 0, 0], initial)
                local = _local(np.reshape(rotation, (3, 3)), np.asarray(origin), point)
                ends.append(np.asarray(mbs.GetObjectOutputBody(number, kind.Position, list(local))))
            gap = float(np.linalg.norm(ends[0] - ends[1]))
        if problem.grid is None:
            position = mbs.GetObjectOutputBody(body, kind.Position, localPosition=[0, 0, 0])
            return Run(elapsed, problem.scale * np.asarray(position).reshape(1, 3), gap)
        stored = mbs.GetSensorStoredData(sensor)
        assert np.allclose(stored[:, 0], problem.times(), rtol=0, atol=1e-9), "sensor times"
        return Run(elapsed, problem.scale * stored[:, 1:4], gap)

    return run


def pydy_runner(problem) -> Runner:
    """Integrates PyDy's generated right-hand side (``problem.pydy()``: right-hand side,
    initial state, its args, and the map from the final state to the compared point) by scipy's
    ``odeint`` (LSODA), as ``System.integrate`` does, at rtol = atol = the ladder's value in
    place of h; ``mxstep`` raised to 10^6 so that the tight tolerances finish (odeint's default
    500 steps per output interval stops them)."""
    from scipy.integrate import odeint

    rhs, x0, args, point = problem.pydy()

    def run(tol: float, record: bool) -> Run:
        start = time.process_time()
        states, info = odeint(
            rhs,
            x0,
            [0.0, problem.t_end],
            args=args,
            rtol=tol,
            atol=tol,
            mxstep=10**6,
            full_output=True,
        )
        elapsed = time.process_time() - start
        if info["message"] != "Integration successful.":
            raise RunFailed(short(info["message"]))
        return Run(elapsed, point(states[-1]).reshape(1, 3) if record else None)

    return run
