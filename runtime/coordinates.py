"""Formulations at run time: the numeric counterpart of :mod:`mechgen.symbolic.formulations`
(no sympy), one class per formulation under the same name.

Each packs body frames into q and converts global velocities into v, used once per run to set
up the initial state, and says what a scheme may ask of it (``tree``, ``body_fixed_velocity``).
The update q (+) dv that schemes apply at every iteration is an emitted entry (``retract``), so
that it runs at the speed of the backend.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from mechgen.core.rotations import quaternion_from_matrix, zxz_from_matrix


class Coordinates:
    """Numeric coordinate operations of one formulation of absolute body coordinates: per body
    a block (r, rotation coordinates) of q and (linear velocity, rotation rates) of v.

    Attributes:
        summary: one line for the command line's help.
        tree: one set of joint coordinates for all bodies (no per-body blocks).
        body_fixed_velocity: the linear velocity coordinates are in the body frame (r' = A v).
    """

    summary = ""
    tree = False
    body_fixed_velocity = False

    def __init__(
        self,
        n_bodies: int,
        charts: np.ndarray | None = None,
        velocity_map: Callable | None = None,
        n_q: int = 0,
        q_initial: list[float] | None = None,
        n_v: int = 0,
    ):
        """charts: per body the 9 entries of the constant chart offset C (re: A = E(e) C).
        ``velocity_map(q, v)`` gives the bodies' (r', omega) (the emitted ``body_velocities``),
        ``n_q`` and ``n_v`` the numbers of position and velocity coordinates and ``q_initial``
        the former's values at the initial configuration where they do not depend on it
        (relative coordinates)."""
        self.nb = n_bodies
        self.velocity_map, self.n_q, self.n_v = velocity_map, n_q, n_v
        self.q_initial = np.zeros(n_q) if not q_initial else np.array(q_initial, dtype=float)
        eye = np.tile(np.eye(3).ravel(), (n_bodies, 1))
        self.charts = (eye if charts is None else np.asarray(charts)).reshape(n_bodies, 3, 3)

    def rotation(self, A: np.ndarray, k: int) -> np.ndarray:
        """Body k's rotation coordinates for the orientation A."""
        return A.ravel()

    def rotation_rates(self, A: np.ndarray, omega: np.ndarray, q_rot: np.ndarray, k: int):
        """Body k's rotational velocity coordinates for the angular velocity omega (global) at
        the orientation A (rotation coordinates q_rot): here the body angular velocity."""
        return A.T @ omega

    def pack(self, frames: np.ndarray) -> np.ndarray:
        """q from per-body rows (r, A by rows)."""
        blocks = [
            np.concatenate([row[:3], self.rotation(row[3:].reshape(3, 3), k)])
            for k, row in enumerate(frames)
        ]
        return np.concatenate(blocks)

    def velocities(self, q: np.ndarray, frames: np.ndarray, rates: np.ndarray) -> np.ndarray:
        """v from per-body rows (r', omega global) at the configuration q / frames."""
        blocks = []
        nq = len(q) // self.nb
        for k, (row, rate) in enumerate(zip(frames, rates, strict=True)):
            A = row[3:].reshape(3, 3)
            rot = self.rotation_rates(A, rate[3:], q[k * nq + 3 : (k + 1) * nq], k)
            linear = A.T @ rate[:3] if self.body_fixed_velocity else rate[:3]
            blocks.append(np.concatenate([linear, rot]))
        return np.concatenate(blocks)


class RotationMatrix(Coordinates):
    summary = "r and the rotation matrix A; velocities r' and the body angular velocity"


class BodyTwist(RotationMatrix):
    summary = "pose (r, A) on SE(3); the body-fixed twist (a Lie group)"
    body_fixed_velocity = True


class HybridTwist(RotationMatrix):
    summary = "pose (r, A) on SO(3) x R^3; velocities r' and the body angular velocity"


class EulerParameters(Coordinates):
    summary = "r and Euler parameters p (one normalization row per body); velocities r', p'"

    def rotation(self, A: np.ndarray, k: int) -> np.ndarray:
        return quaternion_from_matrix(A)

    def rotation_rates(self, A: np.ndarray, omega: np.ndarray, q_rot: np.ndarray, k: int):
        """p' = G^T w_bar / 2 (seed 001 eq. 39c, G p = 0 on the unit sphere)."""
        e0, e1, e2, e3 = q_rot
        G = np.array([[-e1, e0, e3, -e2], [-e2, -e3, e0, e1], [-e3, e2, -e1, e0]])
        return 0.5 * G.T @ (A.T @ omega)


class EulerAngles(Coordinates):
    summary = "r and ZXZ Euler angles of a chart turned away from its singularity; r', e'"

    def rotation(self, A: np.ndarray, k: int) -> np.ndarray:
        return zxz_from_matrix(A @ self.charts[k].T)

    def rotation_rates(self, A: np.ndarray, omega: np.ndarray, q_rot: np.ndarray, k: int):
        """e' = B^e(e)^-1 C w_bar (seed 001 eq. 43b with the chart offset C)."""
        _, theta, psi = q_rot
        B = np.array(
            [
                [np.sin(psi) * np.sin(theta), np.cos(psi), 0.0],
                [np.cos(psi) * np.sin(theta), -np.sin(psi), 0.0],
                [np.cos(theta), 0.0, 1.0],
            ]
        )
        return np.linalg.solve(B, self.charts[k] @ (A.T @ omega))


class Directors(Coordinates):
    summary = "centre of mass and the three directors; their velocities"

    def rotation(self, A: np.ndarray, k: int) -> np.ndarray:
        return A.T.ravel()  # d_1, d_2, d_3: the columns of A

    def rotation_rates(self, A: np.ndarray, omega: np.ndarray, q_rot: np.ndarray, k: int):
        return np.cross(omega, A.T).ravel()  # d_I' = omega x d_I


class JointCoordinates(Coordinates):
    """Joint coordinates of a spanning tree, measured from the initial configuration."""

    summary = "joint coordinates of a spanning tree; the joint rates"
    tree = True

    def pack(self, frames: np.ndarray) -> np.ndarray:
        """The initial frames are the coordinates' initial values (zero angles and displacements,
        unit Euler parameters)."""
        return self.q_initial.copy()

    def velocities(self, q: np.ndarray, frames: np.ndarray, rates: np.ndarray) -> np.ndarray:
        """The least-squares joint rates (exact when the bodies' rates are consistent)."""
        columns = [np.ravel(self.velocity_map(q, e)) for e in np.eye(self.n_v)]
        J = np.column_stack(columns) if columns else np.zeros((rates.size, 0))
        return np.linalg.lstsq(J, np.ravel(rates), rcond=None)[0]


#: Every formulation's numeric coordinates, by the name of its symbolic object.
COORDINATES: dict[str, type[Coordinates]] = {
    "rA": RotationMatrix,
    "rp": EulerParameters,
    "re": EulerAngles,
    "director": Directors,
    "se3": BodyTwist,
    "so3r3": HybridTwist,
    "relative": JointCoordinates,
}


def coordinates(formulation: str, *args, **kwargs) -> Coordinates:
    """The numeric coordinates of ``formulation`` (arguments as :class:`Coordinates`).

    Raises:
        ValueError: for a formulation this runtime does not know.
    """
    if formulation not in COORDINATES:
        raise ValueError(f"unknown formulation '{formulation}'")
    return COORDINATES[formulation](*args, **kwargs)
