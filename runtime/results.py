"""Run results: raw trajectories, derived time series, .npz/.csv output and the JSON summary
(DESIGN.md, "Runtime" and "CLI" contracts)."""

from __future__ import annotations

import csv
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .loader import Model
from .reactions import Reactions, from_run


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
    #: called as progress(stored rows, total rows) after each stored state (Model.progress)
    progress: Callable[[int, int], None] | None = None

    @classmethod
    def allocate(cls, n_steps: int, model: Model, record_cond: bool) -> Trajectory:
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
        traj.progress = model.progress
        return traj

    def store(
        self, i: int, t: float, q, v, a, iterations: int, cond: float | None = None, lam=None
    ) -> None:
        if self.progress is not None:
            self.progress(i + 1, len(self.t))
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
        """Writes the time series to .npz (arrays by name) or .csv (one column per component).

        Raises:
            ValueError: for another file extension.
        """
        path = Path(path)
        data = self.series()
        if path.suffix == ".npz":
            np.savez(path, **data, layout=np.array(json.dumps(self.layout)))
            return path
        if path.suffix != ".csv":
            raise ValueError(f"output '{path}' must end in .npz or .csv")
        columns, names = [], []
        for name, arr in data.items():
            flat = arr.reshape(len(self.t), -1)
            for k in range(flat.shape[1]):
                names.append(name if flat.shape[1] == 1 else f"{name}[{k}]")
                columns.append(flat[:, k])
        with path.open("w", newline="") as fh:
            writer = csv.writer(fh)
            writer.writerow(names)
            for row in np.column_stack(columns):
                writer.writerow([repr(float(x)) for x in row])
        return path

    def summary(self) -> dict:
        """The JSON summary of DESIGN.md's CLI contract."""
        e0 = float(self.energy[0])
        # relative to |E0|, or to the largest kinetic energy where E0 is near zero
        scale = max(abs(e0), float(self.kinetic_energy.max()), 1e-300)
        it = self.newton_iterations[1:] if len(self.t) > 1 else self.newton_iterations
        out = {
            "mechanism": self.mechanism,
            "scheme": self.scheme,
            "formulation": self.formulation,
            "backend": self.backend,
            "h": self.h,
            "t_end": self.t_end,
            "steps": len(self.t) - 1,
            "wall_time_s": self.traj.wall_time_s,
            "newton_iterations_mean": float(it.mean()) if len(it) else 0.0,
            "newton_iterations_max": int(it.max()) if len(it) else 0,
            "energy_initial": e0,
            "energy_final": float(self.energy[-1]),
            "energy_drift_max_rel": float(np.abs(self.energy - e0).max() / scale),
            "constraint_violation_max": float(self.constraint_violation.max()),
            "velocity_constraint_violation_max": float(self.velocity_constraint_violation.max()),
            "constraint_violation_by_owner_max": {
                k: float(x.max()) for k, x in self.violation_by_owner.items()
            },
            "momentum_initial": {
                "linear": self.momentum_linear[0].tolist(),
                "angular": self.momentum_angular[0].tolist(),
            },
            "momentum_final": {
                "linear": self.momentum_linear[-1].tolist(),
                "angular": self.momentum_angular[-1].tolist(),
            },
            "final": {
                "t": float(self.t[-1]),
                "bodies": {
                    name: {
                        "r": d["r"][-1].tolist(),
                        "A": d["A"][-1].tolist(),
                        "v": d["v"][-1].tolist(),
                        "omega": d["omega"][-1].tolist(),
                    }
                    for name, d in self.bodies.items()
                },
            },
        }
        if self.reactions is not None:
            out["final"].update(self._final_reactions())
        if self.traj.partition_switches is not None:
            out["partition_switches"] = self.traj.partition_switches
        if self.traj.cond is not None:
            c = self.traj.cond[np.isfinite(self.traj.cond)]
            out["iteration_matrix_condition"] = {
                "min": float(c.min()),
                "median": float(np.median(c)),
                "max": float(c.max()),
            }
        if self.notices:
            out["notices"] = self.notices
        return out

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


def _json_vector(x: np.ndarray) -> list:
    """A vector for JSON: null where a value is not determined (NaN)."""
    return [float(v) if np.isfinite(v) else None for v in x]


def _redundancy_notice(model: Model) -> list[str]:
    dropped = sorted({r["owner"] for r in model.meta.get("dropped_rows", [])})
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
    where the multipliers come from (:mod:`runtime.reactions`), None for no reactions."""
    n, nb, p = len(traj.t), len(model.bodies), model.p
    frames = np.zeros((n, nb, 12))
    rates = np.zeros((n, nb, 6))
    energy = np.zeros((n, 2))
    mom = np.zeros((n, 6))
    viol = np.zeros(n)
    vviol = np.zeros(n)
    sites = model.meta["reaction_sites"]
    points = np.zeros((n, len(sites), 3))
    owners = [r["owner"] for r in model.meta["constraint_rows"]]
    by_owner = {o: np.zeros(n) for o in dict.fromkeys(owners)}
    rows_of = {o: [k for k, x in enumerate(owners) if x == o] for o in by_owner}
    for i in range(n):
        q, v, t = traj.q[i], traj.v[i], traj.t[i]
        frames[i] = np.reshape(model.body_frames(q), (nb, 12))
        rates[i] = np.reshape(model.body_velocities(q, v), (nb, 6))
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
        list(model.meta.get("notices", [])) + (_redundancy_notice(model) if reactions else []),
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
