"""Run results: raw trajectories, derived time series, .npz/.csv output and the JSON summary
(DESIGN.md, "Runtime" and "CLI" contracts)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import numpy as np
from mechgen.core.errors import SolverError
from mechgen.core.flush import flushed

from . import balance
from .drift import DriftLimit
from .joint_coordinates import joint_coordinates
from .joint_coordinates import units as joint_units
from .judgement import (
    DEFAULT_JUDGEMENT,
    ENERGY_TOLERANCE,
    Judgement,
    energy_bounds,
    energy_scale,
    relative_drift,
)
from .loader import Model
from .reactions import Reactions, from_run, transmits
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
    #: whether ``a`` holds the accelerations of each state (False: the energy-momentum
    #: schemes' difference quotients, which the markers' accelerations do not report)
    accelerations: bool = True

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
        """Rows start..stop-1 (copies), with the record-keeping fields of this trajectory and the
        partition switches up to its last row."""
        out = self.take(slice(start, stop))
        if self.partition_switches is not None:
            end = out.t[-1] if len(out.t) else -np.inf
            out.partition_switches = [s for s in self.partition_switches if s["t"] <= end]
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
        out.accelerations = first.accelerations
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

    def take(self, rows: slice | np.ndarray) -> Trajectory:
        """The rows ``rows`` (a slice or an index array; copies), with the record-keeping
        fields of this trajectory."""
        cut = {
            name: None if getattr(self, name) is None else getattr(self, name)[rows].copy()
            for name in self.ROWS
        }
        out = Trajectory(**cut, wall_time_s=self.wall_time_s, notices=list(self.notices))
        out.partition_switches = self.partition_switches
        out.accelerations = self.accelerations
        out.stored = len(out.t)
        out.resume = dict(self.resume)
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
class RowSeries:
    """What is judged at every step of a run, evaluated in bulk (the ``_rows`` form of the
    emitted entries): energy, kinetic energy, the work done on the mechanism by kind
    (:data:`mechgen.runtime.balance.KINDS`, from the run's start) and the balance E - E0 - W,
    constraint violation at
    position and velocity level (max |Phi|, max |Phi_q v - nu|), max |Phi| per constraint owner,
    and the largest drift relative to the mechanism's size with its row (:class:`DriftLimit`),
    of the kept rows and of the rows dropped as redundant at generation (0 where none were)."""

    energy: np.ndarray
    kinetic_energy: np.ndarray
    constraint_violation: np.ndarray
    velocity_constraint_violation: np.ndarray
    by_owner: dict[str, np.ndarray]
    drift: np.ndarray
    drift_row: np.ndarray
    dropped_drift: np.ndarray
    dropped_row: np.ndarray
    work: np.ndarray
    energy_balance: np.ndarray
    #: joint coordinates and rates by ``NAME.COORD`` (:mod:`mechgen.runtime.joint_coordinates`)
    joints: dict[str, np.ndarray]

    @classmethod
    def of(
        cls,
        model: Model,
        traj: Trajectory,
        limit: DriftLimit,
        multipliers: str,
        carry: balance.Carry | None = None,
        angles: dict[str, tuple[float, float, float]] | None = None,
    ) -> tuple[RowSeries, balance.Carry | None]:
        """The series of one part of a run, and what the next part's work continues from
        (``carry``: this part's; ``multipliers``: the scheme's source of multipliers,
        :mod:`mechgen.runtime.balance`); ``angles`` holds (t, angle, rate) of the last row
        before the part and is updated with this part's last."""
        n, p = len(traj.t), model.p
        energy = model.energy_rows(traj.q, traj.v, traj.t, p)
        total = energy.sum(axis=1)
        viol, vviol = np.zeros(n), np.zeros(n)
        drift, drift_row = np.zeros(n), np.zeros(n, dtype=int)
        dropped, dropped_row = np.zeros(n), np.zeros(n, dtype=int)
        if model.meta.dropped_rows and n:
            dropped, dropped_row = limit.relative(
                np.abs(model.dropped_Phi_rows(traj.q, traj.t, p)), limit.dropped_scales
            )
        owners = [r["owner"] for r in model.meta.constraint_rows]
        by_owner = {o: np.zeros(n) for o in dict.fromkeys(owners)}
        nu = np.zeros((n, model.n_c))
        if model.n_c and n:
            phi = np.abs(model.Phi_rows(traj.q, traj.t, p))
            viol = phi.max(axis=1)
            drift, drift_row = limit.relative(phi)
            for owner in by_owner:
                rows = [k for k, x in enumerate(owners) if x == owner]
                by_owner[owner] = phi[:, rows].max(axis=1)
            nu = model.nu_rows(traj.q, traj.t, p)
            residual = model.velocity_residual_rows(traj.q, traj.v, traj.t, p)
            vviol = np.abs(residual).max(axis=1)
        powers = balance.powers(model, traj, multipliers, nu)
        work, imbalance, carry = balance.work(traj.t, powers, total, carry)
        joints = joint_coordinates(model, traj.q, traj.v, traj.t, angles)
        series = cls(
            total,
            energy[:, 0],
            viol,
            vviol,
            by_owner,
            drift,
            drift_row,
            dropped,
            dropped_row,
            work,
            imbalance,
            joints,
        )
        return series, carry

    def take(self, rows: np.ndarray) -> RowSeries:
        return RowSeries(
            self.energy[rows],
            self.kinetic_energy[rows],
            self.constraint_violation[rows],
            self.velocity_constraint_violation[rows],
            {k: x[rows] for k, x in self.by_owner.items()},
            self.drift[rows],
            self.drift_row[rows],
            self.dropped_drift[rows],
            self.dropped_row[rows],
            self.work[rows],
            self.energy_balance[rows],
            {k: x[rows] for k, x in self.joints.items()},
        )


class Result:
    """A run's stored rows: the trajectory, what is judged at every row (energy, momenta,
    violations; :class:`RowSeries`), and the per-body series, evaluated in bulk when first
    asked for (a run that only reports its summary never builds them).

    Attributes:
        mechanism, scheme, formulation, backend, h, t_end: what ran.
        traj: the stored rows.
        notices: what the user should know about the run.
        reactions: the joint reactions (when asked for) at the stored rows.
        layout: what a reader of the saved file needs besides the series.
    """

    def __init__(
        self,
        model: Model,
        traj: Trajectory,
        scheme: str,
        h: float,
        t_end: float,
        notices: list[str],
        judged: RowSeries,
        limit: DriftLimit,
        reactions: Reactions | None = None,
    ):
        self.model = model
        self.mechanism, self.formulation, self.backend = (
            model.MECHANISM,
            model.formulation,
            model.BACKEND,
        )
        self.scheme, self.h, self.t_end = scheme, h, t_end
        self.traj, self.notices, self.judged, self.reactions = traj, notices, judged, reactions
        #: what the constraint rows are judged against (:mod:`mechgen.runtime.drift`)
        self.drift_limit = limit
        sites = model.meta.reaction_sites
        self.layout = {
            "mechanism": model.MECHANISM,
            "scheme": scheme,
            "formulation": model.formulation,
            "bodies": list(model.bodies),
            "joints": {site["owner"]: site["bodies"] for site in sites if transmits(site)},
            "joint_coordinates": joint_units(model),
        }
        #: the summary of the whole run when the stored rows are only some of its steps
        self.statistics: RunSummary | None = None

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

    @property
    def energy(self) -> np.ndarray:
        return self.judged.energy

    @property
    def kinetic_energy(self) -> np.ndarray:
        return self.judged.kinetic_energy

    @property
    def work(self) -> dict[str, np.ndarray]:
        """The work done on the mechanism from the run's start to each stored row, by kind
        (:data:`mechgen.runtime.balance.KINDS`: applied loads and damping; constraints, i.e.
        drivers) [J]."""
        return {kind: self.judged.work[:, k] for k, kind in enumerate(balance.KINDS)}

    @property
    def energy_balance(self) -> np.ndarray:
        """E - E0 - W per stored row [J]: the scheme's energy error where work is done
        (:mod:`mechgen.runtime.balance`); the energy drift on a conservative mechanism."""
        return self.judged.energy_balance

    @property
    def constraint_violation(self) -> np.ndarray:
        """max |Phi| per stored row."""
        return self.judged.constraint_violation

    @property
    def velocity_constraint_violation(self) -> np.ndarray:
        """max |Phi_q v - nu| per stored row."""
        return self.judged.velocity_constraint_violation

    @property
    def violation_by_owner(self) -> dict[str, np.ndarray]:
        """max |Phi| per stored row of each constraint owner (joint, group, normalization)."""
        return self.judged.by_owner

    @cached_property
    def bodies(self) -> dict[str, dict[str, np.ndarray]]:
        """Per body its r, A, v (centre of mass) and omega (global) per stored row."""
        return self._bodies(slice(None))

    def _bodies(self, rows) -> dict[str, dict[str, np.ndarray]]:
        model, q, v = self.model, self.traj.q[rows], self.traj.v[rows]
        n, nb = len(q), len(model.bodies)
        frames = model.body_frames_rows(q, model.p).reshape(n, nb, 12)
        rates = model.body_velocities_rows(q, v, model.p).reshape(n, nb, 6)
        return {
            name: {
                "r": frames[:, k, :3],
                "A": frames[:, k, 3:].reshape(n, 3, 3),
                "v": rates[:, k, :3],
                "omega": rates[:, k, 3:],
            }
            for k, name in enumerate(model.bodies)
        }

    @cached_property
    def markers(self) -> dict[str, dict[str, np.ndarray]]:
        """Per marker its global position ``r``, velocity ``v`` and, where the scheme stores
        the accelerations of its states, acceleration ``a`` per stored row."""
        return self._markers(slice(None))

    def _markers(self, rows) -> dict[str, dict[str, np.ndarray]]:
        names = self.model.meta.markers
        if not names:
            return {}
        traj, model = self.traj, self.model
        n = len(traj.t[rows])
        motion = model.markers_rows(traj.q[rows], traj.v[rows], traj.a[rows], model.p)
        motion = motion.reshape(n, len(names), 9)
        keys = ("r", "v", "a") if traj.accelerations else ("r", "v")
        return {
            name: {key: motion[:, k, 3 * j : 3 * j + 3] for j, key in enumerate(keys)}
            for k, name in enumerate(names)
        }

    @cached_property
    def _momentum(self) -> np.ndarray:
        return self.model.momentum_rows(self.traj.q, self.traj.v, self.model.p)

    @property
    def momentum_linear(self) -> np.ndarray:
        return self._momentum[:, :3]

    @property
    def momentum_angular(self) -> np.ndarray:
        """About the global origin."""
        return self._momentum[:, 3:]

    @cached_property
    def joint_points(self) -> dict[str, np.ndarray]:
        """Per reaction site (joint, driver, constraint group) its point on body i, global."""
        sites = self.model.meta.reaction_sites
        n = len(self.traj.t)
        frames = self.model.reaction_frames_rows(self.traj.q, self.model.p)
        points = frames.reshape(n, len(sites), 24)[:, :, :3]
        return {site["owner"]: points[:, k] for k, site in enumerate(sites) if transmits(site)}

    def at(self, row: int) -> dict:
        """The momenta and the bodies' state at one stored row (for the summary: no series)."""
        model, rows = self.model, slice(row, row + 1 if row != -1 else None)
        mom = flushed(model.momentum_rows(self.traj.q[rows], self.traj.v[rows], model.p)[0])
        bodies = {
            name: {key: flushed(x[0]).tolist() for key, x in data.items()}
            for name, data in self._bodies(rows).items()
        }
        out = {"linear": mom[:3].tolist(), "angular": mom[3:].tolist(), "bodies": bodies}
        markers = self._markers(rows)
        if markers:
            out["markers"] = {
                name: {key: flushed(x[0]).tolist() for key, x in data.items()}
                for name, data in markers.items()
            }
        return out

    def series(self) -> dict[str, np.ndarray]:
        """Every time series by flat name (``crank.r``, ``energy``, ...), magnitudes below
        :data:`mechgen.core.flush.FLUSH_BELOW` flushed to zero."""
        return {name: flushed(x) for name, x in self._series().items()}

    def _series(self) -> dict[str, np.ndarray]:
        out = {
            "t": self.t,
            "q": self.q,
            "v": self.v,
            "a": self.traj.a,
            **({} if self.traj.lam is None else {"lam": self.traj.lam}),
            "newton_iterations": self.newton_iterations,
            "energy": self.energy,
            "kinetic_energy": self.kinetic_energy,
            "work": self.judged.work.sum(axis=1),
            **{f"work_{kind}": w for kind, w in self.work.items()},
            "energy_balance": self.energy_balance,
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
        for name, arr in self.judged.joints.items():
            out[f"joint.{name}"] = arr
        for name, data in self.markers.items():
            for key, arr in data.items():
                out[f"marker.{name}.{key}"] = arr
        if self.reactions is not None:
            for site in filter(transmits, self.reactions.sites):
                for key, arr in self.reactions.of(site["owner"]).items():
                    out[f"reaction.{site['owner']}.{key}"] = arr
        return out

    def save(self, path: str | Path) -> Path:
        """Writes the time series to .npz (arrays by name) or .csv (one column per component),
        through a temporary file renamed at the end (:class:`.series_file.SeriesWriter`).

        Raises:
            OutputError: another file extension, or a path that cannot be written.
        """
        writer = SeriesWriter(path, len(self.t))
        try:
            writer.write(self)
        except BaseException:
            writer.abort()
            raise
        return writer.close(self.layout)

    def summary(self) -> dict:
        """The JSON summary of DESIGN.md's CLI contract, over every step of the run (also the
        steps that were not stored)."""
        return (self.statistics or RunSummary().add(self, self)).as_dict()

    def final_reactions(self) -> dict:
        """final.joints (joints and constraint groups) and final.drivers (their effort) at the
        last stored row."""
        joints, drivers = {}, {}
        for site in filter(transmits, self.reactions.sites):
            series = self.reactions.of(site["owner"])
            if site["kind"] == "driver":
                drivers[site["owner"]] = float(flushed(series["effort"][-1]))
                continue
            keys = ("force_i", "torque_i", "force_j", "torque_j", "force_joint", "torque_joint")
            joints[site["owner"]] = {key: _json_vector(series[key][-1]) for key in keys} | {
                "bodies": site["bodies"]
            }
        return {"joints": joints, "drivers": drivers}


class RunSummary:
    """The JSON summary of a run built from its parts in order (a whole Result, or the chunks
    of a streamed run, mechgen.runtime.stream): maxima, sums and first/last values merge exactly;
    the condition-number median keeps the per-step values (recorded only on request). Each part
    is given twice: with every step (what is judged) and as stored (its last row is the run's
    last so far)."""

    def __init__(self):
        self.head: dict | None = None
        self.tail: dict = {}
        self.rows = 0
        self.wall_time = 0.0
        self.iterations = [0, 0, 0]  # sum, count, max over steps (row 0 excluded)
        self.drift = 0.0
        self.balance = 0.0
        self.work = np.zeros(len(balance.KINDS))
        self.energies = np.full(4, -np.inf)  # energy_bounds, merged over the parts
        self.violation = [0.0, 0.0]
        self.by_owner: dict[str, float] = {}
        self.switches: list[dict] | None = None
        self.cond: list[np.ndarray] = []
        self.notices: list[str] = []
        #: the largest drift (value, row index, t), the first time past the tolerance
        self.drift_max = (0.0, 0, 0.0)
        self.drift_from: float | None = None
        self.limit: DriftLimit | None = None
        self.conservative = False
        self.rows_meta: list[dict] = []

    @property
    def started(self) -> bool:
        return self.head is not None

    def add(self, every: Result, stored: Result) -> RunSummary:
        """Adds the next part: ``every`` holds all its steps, ``stored`` the rows kept of them
        (the same object when every step is kept)."""
        if self.head is None:
            start = every.at(0)
            self.head = {
                "mechanism": every.mechanism,
                "scheme": every.scheme,
                "formulation": every.formulation,
                "backend": every.backend,
                "h": every.h,
                "t_end": every.t_end,
                "energy_initial": float(every.energy[0]),
                "momentum_initial": {"linear": start["linear"], "angular": start["angular"]},
            }
            self.limit, self.rows_meta = every.drift_limit, every.model.meta.constraint_rows
            self.conservative = every.model.meta.conservative
        it = every.newton_iterations[1:] if self.rows == 0 else every.newton_iterations
        self.rows += len(every.t)
        self.wall_time += every.traj.wall_time_s
        if len(it):
            self.iterations = [
                self.iterations[0] + int(it.sum()),
                self.iterations[1] + len(it),
                max(self.iterations[2], int(it.max())),
            ]
        e0 = self.head["energy_initial"]
        self.drift = max(self.drift, float(np.abs(every.energy - e0).max()))
        self.balance = max(self.balance, float(np.abs(every.energy_balance).max()))
        self.work = every.judged.work[-1]
        self.energies = np.maximum(self.energies, energy_bounds(every.energy, every.kinetic_energy))
        self.violation = [
            max(self.violation[0], float(every.constraint_violation.max())),
            max(self.violation[1], float(every.velocity_constraint_violation.max())),
        ]
        for owner, x in every.violation_by_owner.items():
            self.by_owner[owner] = max(self.by_owner.get(owner, 0.0), float(x.max()))
        self._add_drift(every)
        if every.traj.partition_switches is not None:
            self.switches = self.switches or []
            for switch in every.traj.partition_switches:
                if not self.switches or self.switches[-1]["independent"] != switch["independent"]:
                    self.switches.append(switch)
        if every.traj.cond is not None:
            self.cond.append(every.traj.cond[np.isfinite(every.traj.cond)])
        self.notices += [n for n in stored.notices if n not in self.notices]
        end = stored.at(-1)
        self.tail = {
            "energy_final": float(stored.energy[-1]),
            "momentum_final": {"linear": end["linear"], "angular": end["angular"]},
            "final": {"t": float(stored.t[-1]), "bodies": end["bodies"]},
        }
        if "markers" in end:
            self.tail["final"]["markers"] = end["markers"]
        if stored.judged.joints:
            self.tail["final"]["joints"] = _final_joints(stored.judged.joints)
        if stored.reactions is not None:
            reactions = stored.final_reactions()
            joints = self.tail["final"].setdefault("joints", {})
            for name, values in reactions["joints"].items():  # beside the joint's coordinates
                joints[name] = joints.get(name, {}) | values
            self.tail["final"]["drivers"] = reactions["drivers"]
        return self

    def _add_drift(self, every: Result) -> None:
        """Merges a part's drift: its maximum (NaN counts as the largest) and where it first
        exceeds the tolerance."""
        drift = every.judged.drift
        if not len(drift):
            return
        k = int(np.argmax(np.where(np.isnan(drift), np.inf, drift)))
        if not drift[k] <= self.drift_max[0]:
            self.drift_max = (float(drift[k]), int(every.judged.drift_row[k]), float(every.t[k]))
        first = self.limit.first_over(drift)
        if self.drift_from is None and first is not None:
            self.drift_from = float(every.t[first])

    def _drift_notice(self) -> list[str]:
        """The notice of a run whose constraints drifted past the tolerance."""
        if self.drift_from is None:
            return []
        value, row, t = self.drift_max
        return [
            f"constraint drift: {self.limit.describe(self.rows_meta[row], value, t)} from t = "
            f"{self.drift_from:.6g} on: positions and what is derived from them are not to be "
            "trusted there (use a scheme that enforces the constraints, stabilization or a "
            "smaller h; --strict stops the run there)"
        ]

    def _energy_notice(self, summary: dict) -> list[str]:
        """The notice of a run whose energy error passed ENERGY_TOLERANCE of E_scale: on a
        conservative mechanism its drift, elsewhere its balance E - E0 - W (the work done on it
        accounted for): the scheme's error, not physics."""
        if self.conservative:
            relative = summary["energy_drift_max_rel"]
            what = (
                "the energy of this conservative mechanism (no drivers, applied loads or "
                f"damping) changed by {self.drift:.3g} J"
            )
        else:
            relative = summary["energy_balance_max_rel"]
            what = (
                f"the energy balance E - E0 - W (W: the work of the drivers, loads and dampers, "
                f"{summary['work_final']['total']:.4g} J at the end) reached {self.balance:.3g} J"
            )
        if relative <= ENERGY_TOLERANCE:
            return []
        label = "energy drift" if self.conservative else "energy balance"
        return [
            f"{label}: {what}, {relative:.3g} of its scale, past {ENERGY_TOLERANCE:g}: numerical "
            "dissipation, or energy created by a wrong answer (use a smaller h or a second-order "
            "or energy-conserving scheme)"
        ]

    def as_dict(self) -> dict:
        """The summary; its energy keys: ``energy_drift_max`` = max |E - E0| over the run [J],
        ``energy_scale`` = E_scale (:func:`energy_scale`) [J] and ``energy_drift_max_rel`` =
        their ratio (at most 2; 0 for a run whose energy is identically 0);
        ``work_final`` = the work W done on the mechanism over the run [J], by kind (``applied``
        loads and damping, ``constraints``: drivers) and in ``total``; ``energy_balance_max`` =
        max |E - E0 - W| [J] and ``energy_balance_max_rel`` = its ratio to E_scale: the
        scheme's energy error where work is done (:mod:`mechgen.runtime.balance`), equal to the
        drift on a conservative mechanism; ``energy_judged_by`` = ``"drift"`` (conservative)
        or ``"balance"``, which of the two measures the run's energy error;
        ``constraint_drift_max_rel`` = the largest |Phi_k| / L^p_k over rows and steps, L =
        ``mechanism_size`` [m] (:mod:`mechgen.runtime.drift`), with a notice when it exceeds
        the tolerance; ``conservative`` whether nothing but gravity and undamped springs does
        work (then an energy drift past ENERGY_TOLERANCE gets a notice)."""
        head, tail = self.head, self.tail
        scale = energy_scale(self.energies)
        total, count, most = self.iterations
        out = {
            **{k: head[k] for k in ("mechanism", "scheme", "formulation", "backend", "h", "t_end")},
            "steps": self.rows - 1,
            "wall_time_s": self.wall_time,
            "newton_iterations_mean": total / count if count else 0.0,
            "newton_iterations_max": most,
            "energy_initial": head["energy_initial"],
            "energy_final": tail["energy_final"],
            "energy_drift_max": self.drift,
            "energy_scale": scale,
            "energy_drift_max_rel": relative_drift(self.drift, scale),
            "work_final": {
                **{kind: float(w) for kind, w in zip(balance.KINDS, self.work, strict=True)},
                "total": float(self.work.sum()),
            },
            "energy_balance_max": self.balance,
            "energy_balance_max_rel": relative_drift(self.balance, scale),
            "energy_judged_by": "drift" if self.conservative else "balance",
            "conservative": self.conservative,
            "constraint_violation_max": self.violation[0],
            "velocity_constraint_violation_max": self.violation[1],
            "constraint_violation_by_owner_max": dict(self.by_owner),
            "constraint_drift_max_rel": self.drift_max[0],
            "mechanism_size": self.limit.size,
            "momentum_initial": head["momentum_initial"],
            "momentum_final": tail["momentum_final"],
            "final": tail["final"],
        }
        if self.switches is not None:
            out["partition_switches"] = self.switches
        if self.cond:
            c = np.concatenate(self.cond)
            out["iteration_matrix_condition"] = {
                "min": float(c.min()),
                "median": float(np.median(c)),
                "max": float(c.max()),
            }
        energy = self._energy_notice(out)
        out["notices"] = self.notices + self._drift_notice() + energy
        return out


def _final_joints(joints: dict[str, np.ndarray]) -> dict[str, dict]:
    """The joint coordinates and rates at the last row, by joint and coordinate."""
    out: dict[str, dict] = {}
    for key, x in joints.items():
        joint, coordinate = key.split(".", 1)
        last = flushed(x[-1])
        out.setdefault(joint, {})[coordinate] = last.tolist() if np.ndim(last) else float(last)
    return out


def _json_vector(x: np.ndarray) -> list:
    """A vector for JSON: null where a value is not determined (NaN), flushed
    (:mod:`mechgen.core.flush`)."""
    return [float(v) if np.isfinite(v) else None for v in flushed(x)]


def _redundancy_notice(model: Model) -> list[str]:
    dropped = sorted({r["owner"] for r in model.meta.dropped_rows})
    if not dropped:
        return []
    return [
        "reactions are not unique: redundant rows of "
        + ", ".join(dropped)
        + " were dropped, so the reported reactions are one admissible split of the loads"
    ]


class Stride:
    """Which steps of a run are stored: every ``every``-th (t_0, t_K, t_2K, ...) and the last,
    counted over the whole run across its chunks."""

    def __init__(self, every: int = 1):
        if not (isinstance(every, int | np.integer) and every >= 1):
            raise SolverError(f"save_every must be a positive integer, got {every!r}")
        self.every, self.done = int(every), 0

    def stored(self, steps: int) -> int:
        """How many rows a run of ``steps`` steps stores (its first row, every ``every``-th,
        the last)."""
        return steps // self.every + 1 + (steps % self.every > 0)

    def rows(self, n: int, last: bool) -> np.ndarray:
        """The rows to keep of the next n steps of the run (``last``: they end it)."""
        index = np.arange(self.done, self.done + n)
        keep = index % self.every == 0
        if last and n:
            keep[-1] = True
        self.done += n
        return np.flatnonzero(keep)


def finalize(
    model: Model,
    traj: Trajectory,
    scheme: str,
    h: float,
    t_end: float,
    judged: tuple[RowSeries, DriftLimit],
    reactions: str | None = None,
    keep: np.ndarray | None = None,
    previous: tuple[float, np.ndarray] | None = None,
) -> tuple[Result, Result]:
    """The results of one part of a run: (every step, the stored rows ``keep``, None: all).
    ``judged`` is what is judged at every step (energy, violations, drift: :class:`RowSeries`,
    evaluated in bulk over every step) and the limit the drift was judged against;
    ``reactions`` names where the multipliers come from (:mod:`mechgen.runtime.reactions`, None
    for no reactions), evaluated at the stored rows only; ``previous`` is the (t, q) of the row
    before this part (the midpoint reactions need it)."""
    notices = (
        list(model.meta.notices)
        + (_redundancy_notice(model) if reactions else [])
        + list(dict.fromkeys(traj.notices))
    )
    series, limit = judged
    every = Result(model, traj, scheme, h, t_end, notices, series, limit)
    if keep is None or len(keep) == len(traj.t):
        stored = every
        keep = None
    else:
        stored = Result(model, traj.take(keep), scheme, h, t_end, notices, series.take(keep), limit)
    if reactions:
        stored.reactions = from_run(model, traj, reactions, keep, previous)
    return every, stored


def finalized(
    model: Model,
    parts: Iterable[Trajectory],
    scheme: str,
    h: float,
    t_end: float,
    reactions: str | None = None,
    save_every: int = 1,
    judgement: Judgement = DEFAULT_JUDGEMENT,
    *,
    multipliers: str,
) -> Iterator[tuple[Result, Result]]:
    """(every step, stored rows) of each part of a run in order (:func:`finalize`), storing
    every ``save_every``-th step and the last (:class:`Stride`). A part is held until the next
    one arrives, so that the run's last row is known; an error of ``parts`` is raised after
    the part before it has been given.

    The constraint rows are judged against ``judgement``'s tolerance relative to the
    mechanism's size (:mod:`mechgen.runtime.drift`); the run ends at the first step past the
    judgement (:mod:`mechgen.runtime.judgement`: an absurd answer by default, with ``strict``
    also drift or energy error past their tolerances), kept as the evidence (unless it holds
    no numbers: then the rows before it), with a SolverError
    naming the row or the energy, the step and the time. ``multipliers`` is the scheme's source
    of multipliers, which the work of the constraints needs (:mod:`mechgen.runtime.balance`).
    """
    stride, limit = Stride(save_every), DriftLimit.of(model, judgement.tolerance)
    carry, angles = None, {}
    watch = judgement.watch(model, limit)
    previous, step = None, 0
    for traj, last in _marked_last(parts):
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):  # judged next
            series, carry = RowSeries.of(model, traj, limit, multipliers, carry, angles)
        over = watch.first_over(series, traj.t, traj.notices)
        if over is not None:
            k, at = over[0], float(traj.t[over[0]])
            end = k + 1 if k == 0 or _finite_row(traj, series, k) else k  # no NaN row kept
            traj, series, last = traj.rows(0, end), series.take(np.arange(end)), True
        keep = stride.rows(len(traj.t), last)
        yield finalize(model, traj, scheme, h, t_end, (series, limit), reactions, keep, previous)
        if over is not None:
            raise SolverError(over[1], step + k, at)
        previous, step = (traj.t[-1], traj.q[-1].copy()), step + len(traj.t)


def _finite_row(traj: Trajectory, series: RowSeries, k: int) -> bool:
    """Whether row ``k`` of a part holds numbers: its state, energy and drift (a step that
    retry halving took onto a driver's pole stored NaN and 1e17 J, issue 37)."""
    values = (traj.q[k], traj.v[k], series.energy[k], series.drift[k])
    return all(np.all(np.isfinite(x)) for x in values)


def _marked_last(parts: Iterable[Trajectory]) -> Iterator[tuple[Trajectory, bool]]:
    """(part, whether it is the last) of each part; a part before an error is the last."""
    held = None
    try:
        for part in parts:
            if held is not None:
                yield held, False
            held = part
    except GeneratorExit:
        raise
    except BaseException:
        if held is not None:
            yield held, True
        raise
    if held is not None:
        yield held, True
