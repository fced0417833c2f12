"""Formulation-specific numeric operations of the runtime (no sympy).

For each formulation: packing body frames into q, converting global velocities into v, and the
update q (+) dv that a scheme applies to a velocity-space increment:

* rA: r + dr and A exp(dtheta~) (seed 001 eqs. 12, 30b), batched Rodrigues over all bodies.
* rp, re: plain addition (the normalization row of rp keeps p on the unit sphere).
"""

from __future__ import annotations

import numpy as np

from mechgen.rotations import quaternion_from_matrix, zxz_from_matrix


def _batched_exp(w: np.ndarray) -> np.ndarray:
    """exp(w_k~) for an (n, 3) array, Rodrigues with a series below |w| = 1e-4."""
    x2 = np.einsum("ij,ij->i", w, w)
    small = x2 < 1e-8
    x = np.sqrt(np.where(small, 1.0, x2))
    s = np.where(small, 1.0 - x2 / 6.0 + x2 * x2 / 120.0, np.sin(x) / x)
    c = np.where(small, 0.5 - x2 / 24.0 + x2 * x2 / 720.0, (1.0 - np.cos(x)) / np.where(small, 1.0, x2))
    W = np.zeros((len(w), 3, 3))
    W[:, 0, 1], W[:, 0, 2], W[:, 1, 2] = -w[:, 2], w[:, 1], -w[:, 0]
    W[:, 1, 0], W[:, 2, 0], W[:, 2, 1] = w[:, 2], -w[:, 1], w[:, 0]
    return np.eye(3) + s[:, None, None] * W + c[:, None, None] * (W @ W)


class Coordinates:
    """Numeric coordinate operations of one formulation for nb bodies."""

    def __init__(self, formulation: str, n_bodies: int):
        if formulation not in ("rA", "rp", "re"):
            raise ValueError(f"unknown formulation '{formulation}'")
        self.formulation = formulation
        self.nb = n_bodies

    def pack(self, frames: np.ndarray) -> np.ndarray:
        """q from per-body rows (r, A by rows)."""
        blocks = []
        for row in frames:
            r, A = row[:3], row[3:].reshape(3, 3)
            if self.formulation == "rA":
                rot = A.ravel()
            elif self.formulation == "rp":
                rot = quaternion_from_matrix(A)
            else:
                rot = zxz_from_matrix(A)
            blocks.append(np.concatenate([r, rot]))
        return np.concatenate(blocks)

    def velocities(self, q: np.ndarray, frames: np.ndarray, rates: np.ndarray) -> np.ndarray:
        """v from per-body rows (r', omega global) at the configuration q / frames."""
        blocks = []
        nq = len(q) // self.nb
        for k, (row, rate) in enumerate(zip(frames, rates, strict=True)):
            A = row[3:].reshape(3, 3)
            w_bar = A.T @ rate[3:]
            qb = q[k * nq:(k + 1) * nq]
            if self.formulation == "rA":
                rot = w_bar
            elif self.formulation == "rp":
                e0, e1, e2, e3 = qb[3:]
                G = np.array([[-e1, e0, e3, -e2], [-e2, -e3, e0, e1], [-e3, e2, -e1, e0]])
                rot = 0.5 * G.T @ w_bar
            else:
                _, theta, psi = qb[3:]
                B = np.array([[np.sin(psi) * np.sin(theta), np.cos(psi), 0.0],
                              [np.cos(psi) * np.sin(theta), -np.sin(psi), 0.0],
                              [np.cos(theta), 0.0, 1.0]])
                rot = np.linalg.solve(B, w_bar)
            blocks.append(np.concatenate([rate[:3], rot]))
        return np.concatenate(blocks)

    def retract(self, q: np.ndarray, dv: np.ndarray) -> np.ndarray:
        """q (+) dv: additive, or r + dr and A exp(dtheta~) per body for rA."""
        if self.formulation != "rA":
            return q + dv
        qb = q.reshape(self.nb, 12)
        dvb = dv.reshape(self.nb, 6)
        out = np.empty_like(qb)
        out[:, :3] = qb[:, :3] + dvb[:, :3]
        A = qb[:, 3:].reshape(self.nb, 3, 3)
        out[:, 3:] = (A @ _batched_exp(dvb[:, 3:])).reshape(self.nb, 9)
        return out.ravel()
