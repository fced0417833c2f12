"""Physical joint reactions from a run (seed 004 section 5; DESIGN.md, ``--reactions``).

The emitted entry ``B`` (the reaction distribution matrix, :mod:`mechgen.symbolic.reactions`)
satisfies B^T f = -Phi_q^T lam for the reactions f, with mechgen's sign convention M a + Phi_q^T lam
= Q. Scheme (38) of seed 004 solves that system; we solve it site by site: the reaction of a joint
is carried by its own constraint rows, so for each site k

    [B_k^T  N^T] [f_k; mu] = -Phi_q,k^T lam_k       (columns of the site's two bodies)

where N are the normalization rows of those bodies (rp's Euler-parameter norm, the director
formulation's six internal constraints; none for rA, re, se3, so3r3): their multipliers take up
the generalized forces that do no physical work. B_k^T has full column rank, so f_k is unique and
the solve exact whenever lam is (least squares only guards hand-made groups, see
:mod:`mechgen.symbolic.reactions`). Reactions of redundant sets (rows dropped at generation) are one
admissible split among many; results say so in a notice.

Where the multipliers come from depends on the scheme: its
:attr:`mechgen.runtime.scheme.Scheme.reactions` is one :class:`ReactionSource` of
:data:`SOURCES`. :data:`STATE` the multipliers of each stored state (index3, genalpha, lie-mk);
:data:`MIDPOINT` the multipliers of the step ending at the stored state, acting at the
mid-configuration (the energy-momentum schemes of seed 000, whose constraint forces are
G(q_n+1/2)^T lam; the initial row is NaN); :data:`INVERSE` inverse dynamics of a driven
mechanism, Phi_q^T lam = Q - M a (kinematics); :data:`DIRECT` the scheme's unknowns are the
reactions (taylor, partitioning). The source also gives the work the constraints do along a run
(:mod:`mechgen.runtime.balance`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from . import balance
from .loader import Model


def transmits(site: dict) -> bool:
    """Whether a reaction site carries a reaction (a joint, driver or constraint group), not
    only a coordinate declared to be measured (Mechanism.add_coordinate: no components)."""
    return bool(site["components"])


@dataclass
class Reactions:
    """Reaction time series per site (joint, driver or constraint group)."""

    sites: list[dict]
    f: np.ndarray
    force_i: np.ndarray
    torque_i: np.ndarray
    force_joint: np.ndarray
    torque_joint: np.ndarray

    def of(self, owner: str) -> dict[str, np.ndarray]:
        """Series of one site: global force/torque on body i and j, components in the joint
        frame (on body i), the raw components f, and for a driver its effort: the torque (or
        force) it exerts on body j about (along) the joint axis, so that effort times the
        driven rate is the power it delivers."""
        k = [s["owner"] for s in self.sites].index(owner)
        a, b = self.sites[k]["rows"]
        extra = {"effort": -self.f[:, a]} if self.sites[k]["kind"] == "driver" else {}
        return extra | {
            "force_i": self.force_i[:, k],
            "torque_i": self.torque_i[:, k],
            "force_j": -self.force_i[:, k],
            "torque_j": -self.torque_i[:, k],
            "force_joint": self.force_joint[:, k],
            "torque_joint": self.torque_joint[:, k],
            "components": self.f[:, a:b],
        }


class SiteSolver:
    """Index sets of every site, prepared once per model."""

    def __init__(self, model: Model):
        self.model = model
        self.sites = model.meta.reaction_sites
        rows = model.meta.constraint_rows
        layout = model.meta.v_layout
        self.blocks = []
        for site in self.sites:
            cols = (
                np.concatenate([np.arange(*layout[b]) for b in site["bodies"] if b in layout])
                if layout
                else np.arange(model.n_v)
            ).astype(int)
            own = [k for k, r in enumerate(rows) if r["owner"] == site["owner"]]
            norm = [
                k
                for k, r in enumerate(rows)
                if r["kind"] == "normalization" and r["owner"] in site["bodies"]
            ]
            self.blocks.append((np.arange(*site["rows"]), np.asarray(own, int), norm, cols))
        self.nf = self.sites[-1]["rows"][1] if self.sites else 0
        # the nonzero weights of every component's wrench: (site, slot 0..5, row of f, weight)
        slots = [
            (k, axis, site["rows"][0] + n, weight)
            for k, site in enumerate(self.sites)
            for n, wrench in enumerate(site["wrenches"])
            for axis, weight in enumerate(wrench)
            if weight
        ]
        self.slots = (
            tuple(np.array(column) for column in zip(*slots, strict=True)) if slots else None
        )

    def components(self, q, t: float, lam) -> np.ndarray:
        """f from the multipliers lam at configuration q (scheme 38, per site)."""
        model, p = self.model, self.model.p
        Pq = model.Phi_q(q, t, p)
        B = model.B(q, p)
        f = np.zeros(self.nf)
        for frows, crows, norm, cols in self.blocks:
            if not len(crows):
                continue
            lhs = np.hstack([B[np.ix_(frows, cols)].T, Pq[np.ix_(norm, cols)].T])
            rhs = -Pq[np.ix_(crows, cols)].T @ lam[crows]
            f[frows] = np.linalg.lstsq(lhs, rhs, rcond=None)[0][: len(frows)]
        return f

    def inverse_dynamics(self, q, v, a, t: float) -> np.ndarray:
        """Multipliers of a driven motion: Phi_q^T lam = Q - M a (least squares)."""
        model, p = self.model, self.model.p
        rhs = model.Q(q, v, t, p) - model.M(q, p) @ a
        return np.linalg.lstsq(model.Phi_q(q, t, p).T, rhs, rcond=None)[0]

    def wrenches(self, q, f) -> tuple[np.ndarray, ...]:
        """Per site: force and torque on body i (global), and both in the joint frame."""
        frames = np.reshape(self.model.reaction_frames(q, self.model.p), (len(self.sites), 24))
        ns = len(self.sites)
        flat = np.zeros((ns, 6))
        site, axis, row, weight = self.slots  # only each component's own slots: f may be NaN
        np.add.at(flat, (site, axis), weight * f[row])
        local = flat.reshape(ns, 2, 3).transpose(1, 0, 2)
        E = frames[:, 3:12].reshape(ns, 3, 3)
        glob = np.einsum("kij,skj->ski", E, local)
        return glob[0], glob[1], local[0], local[1]


#: the configuration a stored row's reactions act at and their components f, or None where
#: the row has none
Components = tuple[np.ndarray, np.ndarray] | None


@dataclass(frozen=True, repr=False)
class ReactionSource:
    """Where a scheme's multipliers come from (module docstring), with what follows from it:
    the reactions of a stored row and the power of the constraints. What it means is the
    docstring of its ``components``."""

    name: str
    #: the reactions of row i of a trajectory, from the site solver and the (t, q) of the row
    #: before the trajectory's first (None at a run's start)
    components: Callable[[SiteSolver, object, int, tuple[float, np.ndarray] | None], Components]
    #: the constraints' power at each row of a trajectory, from the rows' nu, where they may do
    #: work (:func:`mechgen.runtime.balance.constraint_power`)
    power: Callable[[Model, object, np.ndarray], np.ndarray]

    def __repr__(self) -> str:
        return f"ReactionSource({self.name!r})"


def _direct(solver: SiteSolver, traj, i: int, previous) -> Components:
    """The scheme's unknowns are the reactions (seed 003; seed 004, scheme (37)): f as stored."""
    return traj.q[i], traj.f[i]


def _inverse(solver: SiteSolver, traj, i: int, previous) -> Components:
    """Inverse dynamics of a driven mechanism: the multipliers of Phi_q^T lam = Q - M a at the
    stored state."""
    q, t = traj.q[i], traj.t[i]
    lam = solver.inverse_dynamics(q, traj.v[i], traj.a[i], t)
    return q, solver.components(q, t, lam)


def _state(solver: SiteSolver, traj, i: int, previous) -> Components:
    """The multipliers of each stored state, at its configuration."""
    q = traj.q[i]
    return q, solver.components(q, traj.t[i], traj.lam[i])


def _midpoint(solver: SiteSolver, traj, i: int, previous) -> Components:
    """The multipliers of the step ending at the stored state, acting at the mid-configuration
    (seed 000: constraint forces G(q_n+1/2)^T lam); none at a run's first row."""
    if i == 0 and previous is None:
        return None
    t_prev, q_prev = (traj.t[i - 1], traj.q[i - 1]) if i > 0 else previous
    q = 0.5 * (q_prev + traj.q[i])
    return q, solver.components(q, 0.5 * (t_prev + traj.t[i]), traj.lam[i])


STATE = ReactionSource("state", _state, balance.multiplier_power)
MIDPOINT = ReactionSource("midpoint", _midpoint, balance.no_power)
INVERSE = ReactionSource("inverse", _inverse, balance.inertial_power)
DIRECT = ReactionSource("direct", _direct, balance.inertial_power)
#: every source of multipliers (:attr:`mechgen.runtime.scheme.Scheme.reactions`)
SOURCES = (STATE, MIDPOINT, INVERSE, DIRECT)


def from_run(
    model: Model,
    traj,
    source: ReactionSource,
    rows: np.ndarray | None = None,
    previous: tuple[float, np.ndarray] | None = None,
) -> Reactions:
    """The reactions at ``rows`` of a run's trajectory (None: every row) from the scheme's
    ``source`` of multipliers. ``previous`` is the (t, q) of the row before the trajectory's
    first (a later chunk of a run), which the midpoint source needs there."""
    solver = SiteSolver(model)
    rows = np.arange(len(traj.t)) if rows is None else np.asarray(rows, dtype=int)
    n, ns = len(rows), len(solver.sites)
    f = np.full((n, solver.nf), np.nan)
    out = np.full((4, n, ns, 3), np.nan)
    for k, i in enumerate(rows):
        at = source.components(solver, traj, i, previous)
        if at is None:
            continue
        q, f[k] = at
        out[:, k] = solver.wrenches(q, f[k])
    return Reactions(solver.sites, f, *out)
