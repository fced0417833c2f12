"""Run results: raw trajectories, derived time series, .npz/.csv output and the JSON summary
(DESIGN.md, "Runtime" and "CLI" contracts)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .loader import Model
from .reactions import Reactions, from_run
from .scheme import RunState
from .series_file import SeriesWriter


@dataclass
class Trajectory:
    """What a scheme fills while it runs; one row per stored time."""

    t: np.ndarray
    q: np.ndarray
    v: np.ndarray
    a: np.ndarray
    lam: np.ndarray
    iterations: np.ndarray
    cond: np.ndarray | None
    wall_time_s: float = 0.0
    #: reaction components per stored state, for schemes that compute them (taylor,
    #: partitioning).
    f: np.ndarray | None = None
    #: partitioning: cos^2 alpha of every coordinate per stored state, and the switches.
    criterion: np.ndarray | None = None
    partition_switches: list[dict] | None = None
    notices: list[str] = field(default_factory=list)
    #: called as progress(stored rows, total rows) after each stored state (RunState.progress)
    progress: Callable[[int, int], None] | None = None
    #: rows filled so far (all of them once the scheme returns; fewer when a step failed)
    stored: int = 0
    #: scheme options that continue the run from its last row (partitioning: the current
    #: independent set), used by the segment driver (mechgen.runtime.segments)
    resume: dict = field(default_factory=dict)

    #: per-row arrays, in the order rows are sliced and joined
    ROWS = ("t", "q", "v", "a", "lam", "iterations", "cond", "f", "criterion")

    @classmethod
    def allocate(cls, n_steps: int, model: Model, state: RunState, record_cond: bool) -> Trajectory:
        """Rows for n_steps steps, recorded in ``state.trajectory`` (what the segment driver keeps
        when a step fails) and reporting through ``state.progress``."""
        n = n_steps + 1
        traj = cls(
            np.zeros(n),
            np.zeros((n, model.n_q)),
            np.zeros((n, model.n_v)),
            np.zeros((n, model.n_v)),
            np.zeros((n, model.n_c)),
            np.zeros(n, dtype=int),
            np.full(n, np.nan) if record_cond else None,
        )
        traj.progress = state.progress
        state.trajectory = traj
        return traj

    def rows(self, start: int, stop: int | None = None) -> Trajectory:
        """Rows start..stop-1 (copies), with the record-keeping fields of this trajectory."""
        cut = {
            name: None if getattr(self, name) is None else getattr(self, name)[start:stop].copy()
            for name in self.ROWS
        }
        out = Trajectory(**cut, wall_time_s=self.wall_time_s, notices=list(self.notices))
        if self.partition_switches is not None:
            end = out.t[-1] if len(out.t) else -np.inf
            out.partition_switches = [s for s in self.partition_switches if s["t"] <= end]
        out.stored = len(out.t)
        out.resume = dict(self.resume)
        return out

    @classmethod
    def join(cls, parts: list[Trajectory]) -> Trajectory:
        """The rows of consecutive parts one after another (each part starts where the previous
        one ended, its first row excluded by the caller); switches and notices in order."""
        first = parts[0]
        rows = {
            name: None
            if getattr(first, name) is None
            else np.concatenate([getattr(p, name) for p in parts])
            for name in cls.ROWS
        }
        out = cls(**rows, wall_time_s=sum(p.wall_time_s for p in parts))
        out.notices = [n for p in parts for n in p.notices]
        if first.partition_switches is not None:
            out.partition_switches = []
            for part in parts:
                for switch in part.partition_switches:
                    last = out.partition_switches[-1] if out.partition_switches else None
                    if last is None or last["independent"] != switch["independent"]:
                        out.partition_switches.append(switch)
        out.stored = len(out.t)
        out.resume = dict(parts[-1].resume)
        out.progress = first.progress
        return out

    def store(
        self, i: int, t: float, q, v, a, iterations: int, cond: float | None = None, lam=None
    ) -> None:
        if self.progress is not None:
            self.progress(i + 1, len(self.t))
        self.stored = i + 1
        self.t[i] = t
        self.q[i] = q
        self.v[i] = v
        self.a[i] = a
        self.iterations[i] = iterations
        if lam is not None:
            self.lam[i] = lam
        if self.cond is not None and cond is not None:
            self.cond[i] = cond


@dataclass
class Result:
    """A finished run: the trajectory plus per-body series, energy, momenta and violations."""

    mechanism: str
    scheme: str
    formulation: str
    backend: str
    h: float
    t_end: float
    traj: Trajectory
    bodies: dict[str, dict[str, np.ndarray]]
    energy: np.ndarray
    kinetic_energy: np.ndarray
    momentum_linear: np.ndarray
    momentum_angular: np.ndarray
    constraint_violation: np.ndarray
    velocity_constraint_violation: np.ndarray
    #: max |Phi| per step of each constraint owner (joint, constraint group, normalization).
    violation_by_owner: dict[str, np.ndarray] = field(default_factory=dict)
    notices: list[str] = field(default_factory=list)
    reactions: Reactions | None = None
    #: per reaction site (joint, driver, constraint group) its point on body i, global.
    joint_points: dict[str, np.ndarray] = field(default_factory=dict)
    #: what a reader of the saved file needs besides the series (bodies, joints and bodies).
    layout: dict = field(default_factory=dict)

    @property
    def t(self) -> np.ndarray:
        return self.traj.t

    @property
    def q(self) -> np.ndarray:
        return self.traj.q

    @property
    def v(self) -> np.ndarray:
        return self.traj.v

    @property
    def newton_iterations(self) -> np.ndarray:
        return self.traj.iterations

    def series(self) -> dict[str, np.ndarray]:
        """Every time series by flat name (``crank.r``, ``energy``, ...)."""
        out = {
            "t": self.t,
            "q": self.q,
            "v": self.v,
            "a": self.traj.a,
            "lam": self.traj.lam,
            "newton_iterations": self.newton_iterations,
            "energy": self.energy,
            "kinetic_energy": self.kinetic_energy,
            "momentum_linear": self.momentum_linear,
            "momentum_angular": self.momentum_angular,
            "constraint_violation": self.constraint_violation,
            "velocity_constraint_violation": self.velocity_constraint_violation,
        }
        if self.traj.cond is not None:
            out["iteration_matrix_condition"] = self.traj.cond
        if self.traj.criterion is not None:
            out["partition_criterion"] = self.traj.criterion
        for name, data in self.bodies.items():
            for key, arr in data.items():
                out[f"{name}.{key}"] = arr
        for name, arr in self.joint_points.items():
            out[f"joint.{name}.point"] = arr
        if self.reactions is not None:
            for site in self.reactions.sites:
                for key, arr in self.reactions.of(site["owner"]).items():
                    out[f"reaction.{site['owner']}.{key}"] = arr
        return out

    def save(self, path: str | Path) -> Path:
        """Writes the time series to .npz (arrays by name) or .csv (one column per component),
        through a temporary file renamed at the end (:class:`.series_file.SeriesWriter`).

        Raises:
            OutputError: another file extension, or a path that cannot be written.
        """
        writer = SeriesWriter(path)
        try:
            writer.write(self)
        except BaseException:
            writer.abort()
            raise
        return writer.close(self.layout)

    def summary(self) -> dict:
        """The JSON summary of DESIGN.md's CLI contract."""
        return RunSummary().add(self).as_dict()

    def _final_reactions(self) -> dict:
        """final.joints (joints and constraint groups) and final.drivers (their effort)."""
        joints, drivers = {}, {}
        for site in self.reactions.sites:
            series = self.reactions.of(site["owner"])
            if site["kind"] == "driver":
                drivers[site["owner"]] = float(series["effort"][-1])
                continue
            keys = ("force_i", "torque_i", "force_j", "torque_j", "force_joint", "torque_joint")
            joints[site["owner"]] = {key: _json_vector(series[key][-1]) for key in keys} | {
                "bodies": site["bodies"]
            }
        return {"joints": joints, "drivers": drivers}


class RunSummary:
    """The JSON summary of a run built from its parts in order (a whole Result, or the chunks
    of a streamed run, mechgen.runtime.stream): maxima, sums and first/last values merge exactly;
    the condition-number median keeps the per-step values (recorded only on request)."""

    def __init__(self):
        self.first: Result | None = None
        self.last: Result | None = None
        self.rows = 0
        self.wall_time = 0.0
        self.iterations = [0, 0, 0]  # sum, count, max over steps (row 0 excluded)
        self.drift = 0.0
        self.energies = np.full(4, -np.inf)  # energy_bounds, merged over the parts
        self.violation = [0.0, 0.0]
        self.by_owner: dict[str, float] = {}
        self.switches: list[dict] | None = None
        self.cond: list[np.ndarray] = []
        self.notices: list[str] = []

    def add(self, part: Result) -> RunSummary:
        """Adds the next part (the first one starts the run at row 0)."""
        if self.first is None:
            self.first = part
        self.last = part
        it = part.newton_iterations[1:] if self.rows == 0 else part.newton_iterations
        self.rows += len(part.t)
        self.wall_time += part.traj.wall_time_s
        if len(it):
            self.iterations = [
                self.iterations[0] + int(it.sum()),
                self.iterations[1] + len(it),
                max(self.iterations[2], int(it.max())),
            ]
        e0 = float(self.first.energy[0])
        self.drift = max(self.drift, float(np.abs(part.energy - e0).max()))
        self.energies = np.maximum(self.energies, energy_bounds(part.energy, part.kinetic_energy))
        self.violation = [
            max(self.violation[0], float(part.constraint_violation.max())),
            max(self.violation[1], float(part.velocity_constraint_violation.max())),
        ]
        for owner, x in part.violation_by_owner.items():
            self.by_owner[owner] = max(self.by_owner.get(owner, 0.0), float(x.max()))
        if part.traj.partition_switches is not None:
            self.switches = self.switches or []
            for switch in part.traj.partition_switches:
                if not self.switches or self.switches[-1]["independent"] != switch["independent"]:
                    self.switches.append(switch)
        if part.traj.cond is not None:
            self.cond.append(part.traj.cond[np.isfinite(part.traj.cond)])
        self.notices += [n for n in part.notices if n not in self.notices]
        return self

    def as_dict(self) -> dict:
        """The summary; its energy keys: ``energy_drift_max`` = max |E - E0| over the run [J],
        ``energy_scale`` = E_scale (:func:`energy_scale`) [J] and ``energy_drift_max_rel`` =
        their ratio (at most 2; 0 for a run whose energy is identically 0)."""
        first, last = self.first, self.last
        e0 = float(first.energy[0])
        scale = energy_scale(self.energies)
        total, count, most = self.iterations
        out = {
            "mechanism": first.mechanism,
            "scheme": first.scheme,
            "formulation": first.formulation,
            "backend": first.backend,
            "h": first.h,
            "t_end": first.t_end,
            "steps": self.rows - 1,
            "wall_time_s": self.wall_time,
            "newton_iterations_mean": total / count if count else 0.0,
            "newton_iterations_max": most,
            "energy_initial": e0,
            "energy_final": float(last.energy[-1]),
            "energy_drift_max": self.drift,
            "energy_scale": scale,
            "energy_drift_max_rel": relative_drift(self.drift, scale),
            "constraint_violation_max": self.violation[0],
            "velocity_constraint_violation_max": self.violation[1],
            "constraint_violation_by_owner_max": dict(self.by_owner),
            "momentum_initial": {
                "linear": first.momentum_linear[0].tolist(),
                "angular": first.momentum_angular[0].tolist(),
            },
            "momentum_final": {
                "linear": last.momentum_linear[-1].tolist(),
                "angular": last.momentum_angular[-1].tolist(),
            },
            "final": {
                "t": float(last.t[-1]),
                "bodies": {
                    name: {
                        "r": d["r"][-1].tolist(),
                        "A": d["A"][-1].tolist(),
                        "v": d["v"][-1].tolist(),
                        "omega": d["omega"][-1].tolist(),
                    }
                    for name, d in last.bodies.items()
                },
            },
        }
        if last.reactions is not None:
            out["final"].update(last._final_reactions())
        if self.switches is not None:
            out["partition_switches"] = self.switches
        if self.cond:
            c = np.concatenate(self.cond)
            out["iteration_matrix_condition"] = {
                "min": float(c.min()),
                "median": float(np.median(c)),
                "max": float(c.max()),
            }
        if self.notices:
            out["notices"] = self.notices
        return out


def energy_bounds(energy: np.ndarray, kinetic: np.ndarray) -> np.ndarray:
    """(max |E|, max T, -min V, max V) over rows of the total energy E and the kinetic energy
    T (V = E - T, the potential energy): what :func:`energy_scale` needs, merged over the parts
    of a run by their elementwise maximum."""
    potential = energy - kinetic
    return np.array([np.abs(energy).max(), kinetic.max(), -potential.min(), potential.max()])


def energy_scale(bounds: np.ndarray) -> float:
    """E_scale, what energy drift is relative to: the largest of |E|, of the kinetic energy and
    of the range of the potential energy over the run (``bounds``: :func:`energy_bounds`), the
    energy that the run holds or exchanges. Never below max |E|, so that a relative drift is at
    most 2: a system at rest with an energy near 0 reads its round-off against round-off there
    (around 1), not 1e15; its absolute drift tells how small it is."""
    return float(max(bounds[0], bounds[1], bounds[2] + bounds[3]))


def relative_drift(drift, scale: float):
    """``drift`` (|E - E0|, a number or an array) over E_scale; 0 where E_scale is 0 (the energy
    is then 0 throughout, and so is the drift)."""
    return drift / scale if scale > 0 else drift * 0.0


def _json_vector(x: np.ndarray) -> list:
    """A vector for JSON: null where a value is not determined (NaN)."""
    return [float(v) if np.isfinite(v) else None for v in x]


def _redundancy_notice(model: Model) -> list[str]:
    dropped = sorted({r["owner"] for r in model.meta.dropped_rows})
    if not dropped:
        return []
    return [
        "reactions are not unique: redundant rows of "
        + ", ".join(dropped)
        + " were dropped, so the reported reactions are one admissible split of the loads"
    ]


def finalize(
    model: Model,
    traj: Trajectory,
    scheme: str,
    h: float,
    t_end: float,
    reactions: str | None = None,
) -> Result:
    """Evaluates the derived series (outside the timed integration loop); ``reactions`` names
    where the multipliers come from (:mod:`mechgen.runtime.reactions`), None for no reactions."""
    n, nb, p = len(traj.t), len(model.bodies), model.p
    frames = np.zeros((n, nb, 12))
    rates = np.zeros((n, nb, 6))
    energy = np.zeros((n, 2))
    mom = np.zeros((n, 6))
    viol = np.zeros(n)
    vviol = np.zeros(n)
    sites = model.meta.reaction_sites
    points = np.zeros((n, len(sites), 3))
    owners = [r["owner"] for r in model.meta.constraint_rows]
    by_owner = {o: np.zeros(n) for o in dict.fromkeys(owners)}
    rows_of = {o: [k for k, x in enumerate(owners) if x == o] for o in by_owner}
    for i in range(n):
        q, v, t = traj.q[i], traj.v[i], traj.t[i]
        frames[i] = np.reshape(model.body_frames(q, p), (nb, 12))
        rates[i] = np.reshape(model.body_velocities(q, v, p), (nb, 6))
        energy[i] = model.energy(q, v, t, p)
        mom[i] = model.momentum(q, v, p)
        points[i] = np.reshape(model.reaction_frames(q, p), (len(sites), 12))[:, :3]
        if model.n_c:
            phi = np.abs(model.Phi(q, t, p))
            viol[i] = phi.max()
            for owner, rows in rows_of.items():
                by_owner[owner][i] = phi[rows].max()
            vviol[i] = np.abs(model.Phi_q(q, t, p) @ v - model.nu(q, t, p)).max()
    bodies = {
        name: {
            "r": frames[:, k, :3],
            "A": frames[:, k, 3:].reshape(n, 3, 3),
            "v": rates[:, k, :3],
            "omega": rates[:, k, 3:],
        }
        for k, name in enumerate(model.bodies)
    }
    return Result(
        model.MECHANISM,
        scheme,
        model.formulation,
        model.BACKEND,
        h,
        t_end,
        traj,
        bodies,
        energy.sum(axis=1),
        energy[:, 0],
        mom[:, :3],
        mom[:, 3:],
        viol,
        vviol,
        by_owner,
        list(model.meta.notices)
        + (_redundancy_notice(model) if reactions else [])
        + list(dict.fromkeys(traj.notices)),
        from_run(model, traj, reactions) if reactions else None,
        {site["owner"]: points[:, k] for k, site in enumerate(sites)},
        {
            "mechanism": model.MECHANISM,
            "scheme": scheme,
            "formulation": model.formulation,
            "bodies": list(model.bodies),
            "joints": {site["owner"]: site["bodies"] for site in sites},
        },
    )
