"""Run results: a run's stored rows with their derived time series, .npz/.csv output, and the
JSON summary merged from a run's parts (DESIGN.md, "Runtime" and "CLI" contracts). The raw rows
are :mod:`mechgen.runtime.trajectory`'s, what is judged at every step
:mod:`mechgen.runtime.row_series`'s, and a run's parts are made results by
:mod:`mechgen.runtime.parts`."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path

import numpy as np
from mechgen.core.flush import flushed

from . import balance
from .drift import DriftLimit
from .joint_coordinates import units as joint_units
from .judgement import (
    ENERGY_TOLERANCE,
    energy_bounds,
    energy_scale,
    relative_drift,
)
from .loader import Model
from .reactions import Reactions, transmits
from .row_series import RowSeries
from .series_file import SeriesWriter
from .trajectory import Trajectory


class Result:
    """A run's stored rows: the trajectory, what is judged at every row (energy, momenta,
    violations; :class:`RowSeries`), and the per-body series, evaluated in bulk when first
    asked for (a run that only reports its summary never builds them).

    Attributes:
        mechanism: the mechanism's name.
        scheme: the scheme that ran.
        formulation: its formulation.
        backend: the backend of the module ("numpy" or "c").
        h: the step size.
        t_end: the end time.
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
        #: the run's global error estimated up to this part, when asked for (``error_tol``;
        #: :class:`mechgen.runtime.error_estimate.ErrorEstimate`)
        self.error_estimate = None

    @property
    def t(self) -> np.ndarray:
        """The time of each stored row [s]."""
        return self.traj.t

    @property
    def q(self) -> np.ndarray:
        """The position coordinates of each stored row (rows of N_Q)."""
        return self.traj.q

    @property
    def v(self) -> np.ndarray:
        """The velocity coordinates of each stored row (rows of N_V)."""
        return self.traj.v

    @property
    def newton_iterations(self) -> np.ndarray:
        """The Newton iterations of each stored row (0 for explicit schemes)."""
        return self.traj.iterations

    @property
    def energy(self) -> np.ndarray:
        """The mechanical energy E = T + V of each stored row [J]."""
        return self.judged.energy

    @property
    def kinetic_energy(self) -> np.ndarray:
        """The kinetic energy T of each stored row [J]."""
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
        """The linear momentum of each stored row [kg m/s]."""
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
        """The JSON summary (its keys: :data:`SUMMARY_FIELDS`), over every step of the run (also the
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


#: Every key of the JSON summary (:meth:`RunSummary.summary`, ``--json``): (keys, what they
#: hold). The reference page docs/reference/summary.md is written from it, and a test checks
#: that runs' summaries have these keys and no other.
SUMMARY_FIELDS = (
    (("mechanism", "scheme", "formulation", "backend", "h", "t_end"), "what ran"),
    (
        ("steps", "wall_time_s", "cpu_time_s"),
        "steps taken (every step, also those `--every` skips), and the scheme's loop by the "
        "wall clock and in the process's CPU time [s]",
    ),
    (("newton_iterations_mean", "newton_iterations_max"), "per step (0 for explicit schemes)"),
    (("energy_initial", "energy_final"), "E = T + V (kinetic, gravity, springs) [J]"),
    (
        ("energy_scale",),
        "E_scale: the largest of |E|, of T and of the range of V over the run [J]",
    ),
    (
        ("energy_drift_max", "energy_drift_max_rel"),
        "max |E - E0| [J] and over E_scale (at most 2): the error only where `conservative`",
    ),
    (
        ("work_final",),
        "the work done over the run [J]: `applied` (loads, dampers), `constraints` (drivers), "
        "`total`",
    ),
    (
        ("energy_balance_max", "energy_balance_max_rel"),
        "max |E - E0 - W| [J] and over E_scale: the energy error where work is done",
    ),
    (
        ("energy_judged_by",),
        '`"drift"` (conservative) or `"balance"`: which of the two the notices and `--strict` '
        "judge",
    ),
    (("conservative",), "nothing but gravity and undamped springs does work"),
    (
        ("constraint_violation_max", "velocity_constraint_violation_max"),
        "max |Phi|, max |Phi_q v - nu| over every step",
    ),
    (("constraint_violation_by_owner_max",), "max |Phi| per joint, group or normalization"),
    (
        ("constraint_drift_max_rel", "mechanism_size"),
        "the largest |Phi_k| / L^p_k, and L [m] (`runtime/drift.py`)",
    ),
    (
        ("momentum_initial", "momentum_final"),
        "`linear` [kg m/s] and `angular` about the global origin [kg m^2/s]",
    ),
    (
        ("final",),
        "`t`, per body `r`, `A` (rows), `v`, `omega` (global); `joints`: per joint its "
        "coordinates and rates; `markers`: per marker `r`, `v`, `a`; with `--reactions` per "
        "joint `force_i`, `torque_i`, `force_j`, `torque_j` (global), `force_joint`, "
        "`torque_joint` (joint frame), and per driver its effort",
    ),
    (("partition_switches",), "partitioning: where the independent set changed"),
    (("iteration_matrix_condition",), "with `--record-cond`: min, median, max"),
    (
        ("error_estimate",),
        "with `--error-tol`: the estimated global error of the bodies' positions "
        "(`position_error_max` [m], its `t` and `body`), the `tolerance`, the scheme's `order`, "
        "the companion run's step `companion_h`, `rows_compared`, `companion_failed` (its "
        "error, or null), its `wall_time_s` and `cpu_time_s` (`runtime/error_estimate.py`)",
    ),
    (
        ("notices",),
        "what you should know: drift, balance, singular positions, assumptions taken (always "
        "present; `[]` when there is nothing to say)",
    ),
)


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
        self.cpu_time = 0.0
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
        self.error_estimate = None

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
        self.cpu_time += every.traj.cpu_time_s
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
        self.error_estimate = every.error_estimate
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
            "cpu_time_s": self.cpu_time,
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
        if self.error_estimate is not None:
            out["error_estimate"] = self.error_estimate.as_dict()
        energy = self._energy_notice(out)
        estimate = [] if self.error_estimate is None else self.error_estimate.notices()
        out["notices"] = self.notices + self._drift_notice() + energy + estimate
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


def redundancy_notice(model: Model) -> list[str]:
    """The notice of a run's reactions where redundant rows were dropped (none otherwise)."""
    dropped = sorted({r["owner"] for r in model.meta.dropped_rows})
    if not dropped:
        return []
    return [
        "reactions are not unique: redundant rows of "
        + ", ".join(dropped)
        + " were dropped, so the reported reactions are one admissible split of the loads"
    ]
