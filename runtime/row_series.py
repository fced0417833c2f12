"""What is judged at every step of a run (energy, work, violations, drift, joint coordinates),
evaluated in bulk from a part of its trajectory."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import balance
from .drift import DriftLimit
from .joint_coordinates import joint_coordinates
from .loader import Model
from .reactions import ReactionSource
from .trajectory import Trajectory


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
        multipliers: ReactionSource,
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
        nu, residual = np.zeros((n, model.n_c)), np.zeros((n, model.n_c))
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
        powers = balance.powers(model, traj, multipliers, nu, residual)
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
