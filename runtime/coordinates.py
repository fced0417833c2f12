"""Formulation-specific numeric conversions of the runtime (no sympy).

Packing body frames into q and converting global velocities into v, used once per run to set up
the initial state. The update q (+) dv that schemes apply at every iteration is an emitted entry
(``retract``), so that it runs at the speed of the backend.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from mechgen.core.entries import ROTATION_MATRIX
from mechgen.core.rotations import quaternion_from_matrix, zxz_from_matrix


class Coordinates:
    """Numeric coordinate operations of one formulation for nb bodies."""

    def __init__(
        self,
        formulation: str,
        n_bodies: int,
        charts: np.ndarray | None = None,
        velocity_map: Callable | None = None,
        n_q: int = 0,
    ):
        """charts: per body the 9 entries of the constant chart offset C (re: A = E(e) C).
        For the relative formulation, ``velocity_map(q, v)`` gives the bodies' (r', omega)
        (the emitted ``body_velocities``) and ``n_q`` the number of tree coordinates."""
        if formulation not in ("rA", "rp", "re", "director", "se3", "so3r3", "relative"):
            raise ValueError(f"unknown formulation '{formulation}'")
        self.formulation = formulation
        self.nb = n_bodies
        self.velocity_map, self.n_q = velocity_map, n_q
        eye = np.tile(np.eye(3).ravel(), (n_bodies, 1))
        self.charts = (eye if charts is None else np.asarray(charts)).reshape(n_bodies, 3, 3)

    def pack(self, frames: np.ndarray) -> np.ndarray:
        """q from per-body rows (r, A by rows); relative coordinates are measured from the
        initial configuration, so the initial frames are q = 0."""
        if self.formulation == "relative":
            return np.zeros(self.n_q)
        blocks = []
        for row in frames:
            r, A = row[:3], row[3:].reshape(3, 3)
            if self.formulation in ROTATION_MATRIX:
                rot = A.ravel()
            elif self.formulation == "director":
                rot = A.T.ravel()  # d_1, d_2, d_3: the columns of A
            elif self.formulation == "rp":
                rot = quaternion_from_matrix(A)
            else:
                rot = zxz_from_matrix(A @ self.charts[len(blocks)].T)
            blocks.append(np.concatenate([r, rot]))
        return np.concatenate(blocks)

    def velocities(self, q: np.ndarray, frames: np.ndarray, rates: np.ndarray) -> np.ndarray:
        """v from per-body rows (r', omega global) at the configuration q / frames (relative
        coordinates: the least-squares joint rates, exact when the rates are consistent)."""
        if self.formulation == "relative":
            columns = [np.ravel(self.velocity_map(q, e)) for e in np.eye(self.n_q)]
            J = np.column_stack(columns) if columns else np.zeros((rates.size, 0))
            return np.linalg.lstsq(J, np.ravel(rates), rcond=None)[0]
        blocks = []
        nq = len(q) // self.nb
        for k, (row, rate) in enumerate(zip(frames, rates, strict=True)):
            A = row[3:].reshape(3, 3)
            w_bar = A.T @ rate[3:]
            qb = q[k * nq : (k + 1) * nq]
            if self.formulation in ROTATION_MATRIX:
                rot = w_bar
            elif self.formulation == "director":
                rot = np.cross(rate[3:], A.T).ravel()  # d_I' = omega x d_I
            elif self.formulation == "rp":
                e0, e1, e2, e3 = qb[3:]
                G = np.array([[-e1, e0, e3, -e2], [-e2, -e3, e0, e1], [-e3, e2, -e1, e0]])
                rot = 0.5 * G.T @ w_bar
            else:
                w_bar = self.charts[k] @ w_bar
                _, theta, psi = qb[3:]
                B = np.array(
                    [
                        [np.sin(psi) * np.sin(theta), np.cos(psi), 0.0],
                        [np.cos(psi) * np.sin(theta), -np.sin(psi), 0.0],
                        [np.cos(theta), 0.0, 1.0],
                    ]
                )
                rot = np.linalg.solve(B, w_bar)
            linear = A.T @ rate[:3] if self.formulation == "se3" else rate[:3]
            blocks.append(np.concatenate([linear, rot]))
        return np.concatenate(blocks)
