"""The energy balance of a run: the work W(t) done on the mechanism and E(t) - E(0) - W(t).

Along the exact motion dE/dt = P, the power of everything that does work besides gravity and
the springs' elasticity (which E = T + V holds):

* the applied loads and the springs' damping: the emitted entry ``power`` (their generalized
  forces times v; -c l'^2 per damper), :func:`mechgen.symbolic.dynamics.generalized_forces`,
  at the row's velocities moved onto the velocity constraints where a scheme leaves them off
  (:func:`consistent_velocities`);
* the constraints: their generalized force -Phi_q^T lam (mechgen's convention M a + Phi_q^T lam
  = Q) does the work -lam^T Phi_q v = -lam^T nu, nu = -Phi_t: zero for every row that does not
  depend on time, the drivers' (and time-dependent basic constraints') power otherwise.

Where the multipliers come from is the scheme's (:attr:`mechgen.runtime.scheme.Scheme.reactions`,
as for the reactions), and its :class:`mechgen.runtime.reactions.ReactionSource` carries the
power: ``state`` schemes store lam of each state, so the constraints' power is -lam^T nu
exactly and does not pick up the drift of Phi_q v (:func:`multiplier_power`); ``inverse``
(kinematics) and ``direct`` (taylor, partitioning) schemes store the accelerations of each
state, which satisfy the equations of motion there, so -Phi_q^T lam = M a - Q and the power is
v^T (M a - Q) (:func:`inertial_power`); ``midpoint`` schemes (the energy-momentum schemes of
seed 000) take only conservative, autonomous mechanisms (mechgen.symbolic.tree.check_supported):
nothing does work (:func:`no_power`). Neither do the constraints of any conservative mechanism
(nu = 0): their power is 0 exactly there, where v^T (M a - Q) would read a scheme's velocity
drift as work.

W is the trapezoidal integral of P over every step of the run (second order, exact for a power
linear in t); the balance E - E0 - W is then the scheme's energy error plus that quadrature's,
O(h^2) relative. On a conservative mechanism W = 0 and the balance is the energy drift.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from .linalg import minimum_norm_rows
from .loader import Model
from .rows import blocks

if TYPE_CHECKING:
    from .reactions import ReactionSource


def constraint_power(model: Model, traj, multipliers: ReactionSource, nu: np.ndarray) -> np.ndarray:
    """The constraints' power at each row of ``traj`` (module docstring; ``multipliers`` is the
    scheme's reactions source, ``nu`` the rows' nu, which the caller has evaluated already)."""
    if model.meta.conservative or not model.n_c or not len(traj.t):
        return np.zeros(len(traj.t))
    return multipliers.power(model, traj, nu)


def no_power(model: Model, traj, nu: np.ndarray) -> np.ndarray:
    """The constraints do no work (the midpoint source's conservative mechanisms)."""
    return np.zeros(len(traj.t))


def multiplier_power(model: Model, traj, nu: np.ndarray) -> np.ndarray:
    """-lam^T nu from the stored multipliers of each state."""
    return -np.einsum("ni,ni->n", traj.lam, nu)


def inertial_power(model: Model, traj, nu: np.ndarray) -> np.ndarray:
    """v^T (M a - Q) from the stored accelerations of each state."""
    n, p = len(traj.t), model.p
    out = np.empty(n)
    for block in blocks(n, model.n_v * model.n_v):
        q, v, a, t = traj.q[block], traj.v[block], traj.a[block], traj.t[block]
        inertia = np.einsum("nij,nj->ni", model.M_rows(q, p), a)
        out[block] = np.einsum("ni,ni->n", v, inertia - model.Q_rows(q, v, t, p))
    return out


#: the kinds of work, the columns of :func:`powers` and of the work series
KINDS = ("applied", "constraints")


#: Phi_q v - nu below this, relative to 1 + max |v|, is a row whose velocities satisfy the
#: velocity constraints (every scheme that enforces them lands within round-off of it)
CONSISTENT = 1e-10


def consistent_velocities(model: Model, traj, residual: np.ndarray) -> np.ndarray:
    """Each row's v, moved by the least change (minimum norm) onto Phi_q v = nu where it is off
    them by more than CONSISTENT (``residual``: the rows' Phi_q v - nu, (n, n_c)).

    Our choice, from what the balance must judge: a scheme that does not enforce the velocity
    constraints (index3 without ``--augmented``, whose velocity update leaves Phi_q v - nu =
    O(h)) stores velocities with a component the joints forbid, and the power of a damper,
    -c l'^2, counts it as work. With the stiff dampers of the IFToMM A05 flyball governor
    (c = 4e4 N s/m) that fake work depended on the formulation: over 2 s at h = 1e-3 the
    balance read 0.42 J in rp against 9.4 J in rA and re for the same motion, so only rA and re
    were flagged; at the consistent velocities it reads 16.6 J in all three."""
    v = traj.v
    if not model.n_c or not len(v):
        return v
    size = 1.0 + np.abs(v).max(axis=1)
    off = np.flatnonzero(np.abs(residual).max(axis=1) > CONSISTENT * size)
    if not len(off):
        return v
    out = v.copy()
    for block in blocks(len(off), model.n_c * model.n_v):
        rows = off[block]
        jac = model.Phi_q_rows(traj.q[rows], traj.t[rows], model.p)
        jac = np.reshape(jac, (len(rows), model.n_c, model.n_v))
        out[rows] -= minimum_norm_rows(jac, residual[rows])
    return out


def powers(
    model: Model, traj, multipliers: ReactionSource, nu: np.ndarray, residual: np.ndarray
) -> np.ndarray:
    """(n, 2): the power of the applied loads and damping (at :func:`consistent_velocities`),
    and of the constraints, per row (``nu``: the rows' nu, ``residual``: their Phi_q v - nu,
    both (n, n_c))."""
    n = len(traj.t)
    applied = model.power_rows(traj.q, traj.v, traj.t, model.p).reshape(n)
    if np.any(applied):  # loads or dampers do work: at the consistent velocities
        v = consistent_velocities(model, traj, residual)
        applied = model.power_rows(traj.q, v, traj.t, model.p).reshape(n)
    return np.column_stack([applied, constraint_power(model, traj, multipliers, nu)])


@dataclass(frozen=True)
class Carry:
    """What the next part of a run continues from: the last row's time, powers and works, and
    the run's initial energy (None before the first part)."""

    t: float
    power: np.ndarray
    work: np.ndarray
    energy0: float


def work(
    t: np.ndarray, power: np.ndarray, energy: np.ndarray, carry: Carry | None
) -> tuple[np.ndarray, np.ndarray, Carry | None]:
    """W of each kind at each row (trapezoids from the row before, the last of the previous
    part; (n, 2) like ``power``), the balance E - E0 - W per row (``energy``: E per row), and
    the carry for the next part."""
    if not len(t):
        return np.zeros((0, len(KINDS))), np.zeros(0), carry
    if carry is None:
        carry = Carry(float(t[0]), power[0], np.zeros(len(KINDS)), float(energy[0]))
    t_all = np.concatenate([[carry.t], t])
    p_all = np.vstack([carry.power, power])
    steps = 0.5 * np.diff(t_all)[:, None] * (p_all[1:] + p_all[:-1])
    w = carry.work + np.cumsum(steps, axis=0)
    out = Carry(float(t[-1]), power[-1].copy(), w[-1].copy(), carry.energy0)
    return w, energy - carry.energy0 - w.sum(axis=1), out
