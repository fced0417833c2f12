"""Joint coordinates along a run, in every formulation: each joint's relative angles and
displacements and their rates (``joint.NAME.angle``, ``joint.NAME.angle_rate``, ...).

A joint's frame E (axes as columns; z the joint axis, x and y a universal joint's axes) and
point c are fixed in body i, their images fixed in body j coincide with them at the initial
configuration. The emitted ``joint_motion`` gives, per joint that has coordinates, body j's
pose relative to body i in body i's joint frame and its rates
(:func:`mechgen.symbolic.reactions.joint_motion`):

    R = E_i^T E_j,   d = E_i^T (c_j - c_i),   omega_rel = E_i^T (omega_j - omega_i),   d',

the identity and zero at the start; evaluated in bulk over a run's rows, like the energy.

Each joint kind names its coordinates and how they are read (:data:`RECIPES`; the kind's
``coordinates``, :class:`mechgen.symbolic.joints.JointKind`), as its drivers and
``set_joint_rates`` measure them: from the initial configuration, body j relative to body i,
right-handed about the joint axis. Angles are continuous along the run (a crank that turns
twice reads 4 pi): unwrapped between consecutive steps by the turn their rates predict, every
step of the run (the caller carries the last angles from one part of a run to the next).
"""

from __future__ import annotations

import numpy as np

from .loader import Model


def _angle_z(R, d, w, dd):
    return np.arctan2(R[:, 1, 0], R[:, 0, 0]), w[:, 2]


def _along(axis: int):
    def recipe(R, d, w, dd):
        return d[:, axis], dd[:, axis]

    return recipe


def _universal(R, w):
    """R = Rx(a) Ry(b): a about axis_i (fixed in body i), b about axis_j (fixed in body j);
    omega_rel = a' x + b' Rx(a) y."""
    a = np.arctan2(-R[:, 1, 2], R[:, 2, 2])
    b = np.arctan2(R[:, 0, 2], R[:, 0, 0])
    return a, b, w[:, 0], w[:, 1] * np.cos(a) + w[:, 2] * np.sin(a)


def _universal_i(R, d, w, dd):
    a, _, rate, _ = _universal(R, w)
    return a, rate


def _universal_j(R, d, w, dd):
    _, b, _, rate = _universal(R, w)
    return b, rate


def _rotation(R, d, w, dd):
    """The rotation vector of R (axis times angle, |angle| <= pi) and omega_rel."""
    cos = np.clip((np.trace(R, axis1=1, axis2=2) - 1) / 2, -1.0, 1.0)
    angle = np.arccos(cos)
    axial = np.stack([R[:, 2, 1] - R[:, 1, 2], R[:, 0, 2] - R[:, 2, 0], R[:, 1, 0] - R[:, 0, 1]], 1)
    sin = np.sin(angle)
    small = sin < 1e-8
    scale = np.where(small, 0.5, angle / (2 * np.where(small, 1.0, sin)))
    vector = axial * scale[:, None]
    near_pi = small & (cos < 0)
    if near_pi.any():  # sin ~ 0 at angle ~ pi: the axis from R + I
        for k in np.flatnonzero(near_pi):
            column = np.argmax(np.diag(R[k]))
            axis = (R[k][:, column] + np.eye(3)[:, column]) / np.sqrt(
                2 * (1 + R[k][column, column])
            )
            vector[k] = np.pi * axis
    return vector, w


#: how each kind of coordinate is read from (R, d, omega_rel, d'): value and rate per row
RECIPES = {
    "angle_z": _angle_z,
    "along_x": _along(0),
    "along_y": _along(1),
    "along_z": _along(2),
    "universal_i": _universal_i,
    "universal_j": _universal_j,
    "rotation": _rotation,
}
#: the recipes whose values are angles, unwrapped along the run
ANGLES = ("angle_z", "universal_i", "universal_j")
#: the unit of each recipe's value (its rate's is per second)
UNITS = {recipe: "rad" if recipe in (*ANGLES, "rotation") else "m" for recipe in RECIPES}


def units(model: Model) -> dict[str, str]:
    """The unit of each joint coordinate by ``NAME.COORD``."""
    return {
        f"{site['owner']}.{name}": UNITS[recipe]
        for site in model.meta.reaction_sites
        for name, recipe in site["coordinates"]
    }


def joint_coordinates(
    model: Model,
    q: np.ndarray,
    v: np.ndarray,
    t: np.ndarray,
    previous: dict[str, tuple[float, float, float]] | None = None,
) -> dict[str, np.ndarray]:
    """Every joint coordinate and its rate at each row (t, q, v), by name ``NAME.COORD`` and
    ``NAME.COORD_rate``; angles unwrapped from ``previous`` (the last (t, angle, rate) of the
    part of a run before, by name), which is updated with this part's last."""
    measured = [site for site in model.meta.reaction_sites if site["coordinates"]]
    out: dict[str, np.ndarray] = {}
    if not measured or not len(q):
        return out
    motion = model.joint_motion_rows(q, v, model.p).reshape(len(q), len(measured), 18)
    R = motion[..., :9].reshape(len(q), len(measured), 3, 3)
    d, w, dd = motion[..., 9:12], motion[..., 12:15], motion[..., 15:18]
    for m, site in enumerate(measured):
        for name, recipe in site["coordinates"]:
            value, rate = RECIPES[recipe](R[:, m], d[:, m], w[:, m], dd[:, m])
            key = f"{site['owner']}.{name}"
            if recipe in ANGLES:
                before = None if previous is None else previous.get(key)
                value = _unwrapped(value, rate, t, before)
                if previous is not None:
                    previous[key] = (float(t[-1]), float(value[-1]), float(rate[-1]))
            out[key], out[f"{key}_rate"] = value, rate
    return out


def _unwrapped(
    angle: np.ndarray, rate: np.ndarray, t: np.ndarray, before: tuple | None
) -> np.ndarray:
    """``angle`` (each in (-pi, pi]) continuous along the rows, and from ``before`` ((t,
    angle, rate) of the row before the first). Each increment takes the turn nearest the one
    the rates predict, (t_k - t_k-1) (rate_k-1 + rate_k) / 2 (trapezoid): a joint that turns
    more than half a turn between stored rows keeps its turns (unwrapping by the values alone
    read -31.4 rad for 596.9 at 0.95 turn per step, issue 37). Right while the prediction
    errs by less than half a turn."""
    if before is not None:
        angle = np.concatenate([[before[1]], angle])
        rate = np.concatenate([[before[2]], rate])
        t = np.concatenate([[before[0]], t])
    if len(angle) < 2:
        return angle
    predicted = np.diff(t) * (rate[1:] + rate[:-1]) / 2
    # whole turns added at each row, so that a value is its angle plus 2 pi times an integer,
    # bit for bit the same whether the run is cut into parts or not
    turns = np.cumsum(np.round((predicted - np.diff(angle)) / (2 * np.pi)))
    out = angle[1:] + 2 * np.pi * turns
    return out if before is not None else np.concatenate([angle[:1], out])
