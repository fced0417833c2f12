"""The checks of a body's data: symbols, mass, inertia, initial state and orientation, the
orientation orthonormalized (with a notice) where it is off by round-off.
"""

from __future__ import annotations

import numpy as np
import sympy as sp
from mechgen.core import physical

from .model import Body, Mechanism
from .plain_floats import polar_rotation
from .validation_checks import Collector, check_expression, num, num_matrix

ORTHONORMAL_ROUNDOFF = 1e-3


def check_body(body: Body, m: Mechanism, col: Collector) -> sp.Matrix | None:
    """Checks a body's data; returns its orientation, orthonormalized where it was off by
    round-off, or None where its data or orientation are wrong."""
    subject = f"body '{body.name}'"
    defaults = m.defaults_map()
    params = set(m.parameters.values())
    ok = all(
        check_expression(x, params, subject, col, what)
        for x, what in (
            (body.mass, "mass"),
            (body.inertia, "inertia"),
            (body.position, "position"),
            (body.orientation, "orientation"),
            (body.velocity, "velocity"),
            (body.angular_velocity, "angular velocity"),
        )
    )
    if not ok:
        return None
    J = num_matrix(body.inertia, defaults) if body.inertia.shape == (3, 3) else np.zeros(0)
    problems, warning = physical.body_findings(num(body.mass, defaults), J)
    for problem in problems:
        col.error(subject, problem)
    if warning:
        col.warn(subject, warning)
    for vec, what in (
        (body.position, "position"),
        (body.velocity, "velocity"),
        (body.angular_velocity, "angular velocity"),
    ):
        if vec.shape != (3, 1) or not np.all(np.isfinite(num_matrix(vec, defaults))):
            col.error(subject, f"{what} must be three finite numbers")
    return _check_orientation(body, defaults, col)


def _check_orientation(body: Body, defaults, col: Collector) -> sp.Matrix | None:
    """A rotation matrix at the defaults, orthonormalized (with a notice) within
    :data:`ORTHONORMAL_ROUNDOFF` of one."""
    subject = f"body '{body.name}'"
    R = body.orientation
    if R.shape != (3, 3):
        col.error(subject, "orientation must be a 3x3 matrix given by rows")
        return None
    A = num_matrix(R, defaults)
    if not np.all(np.isfinite(A)):
        col.error(subject, "orientation has non-finite entries")
        return None
    err = np.abs(A.T @ A - np.eye(3)).max()
    det = np.linalg.det(A)
    if det <= 0:
        col.error(subject, f"orientation has determinant {det:.3g}; a rotation needs +1")
        return None
    if err <= 1e-12:
        return R
    if err > ORTHONORMAL_ROUNDOFF or R.free_symbols:
        col.error(subject, f"orientation is not orthonormal (max |A^T A - I| = {err:.2e})")
        return None
    fixed = np.array(polar_rotation(A.tolist()))
    col.warn(
        subject,
        f"orientation orthonormalized (max |A^T A - I| was {err:.2e}, entries "
        f"moved by up to {np.abs(fixed - A).max():.2e})",
    )
    return sp.Matrix(fixed.tolist())
