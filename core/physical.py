"""Physical checks of a mechanism's numbers: masses, inertias and spring data.

One set of rules for both places where numbers meet them: the generator's validation checks the
parameter defaults (mechgen.symbolic.validation), and the runtime checks the values a run uses
(``--param``, ``simulate(..., params=)``, each sweep row) on the emitted entry
``physical_data`` (mechgen.runtime.loader). So ``k = -50`` is refused the same way as a default and
as a run-time value. Numbers only (no sympy): the runtime imports this.

The layout of ``physical_data``: per body, in METADATA order, the mass and the 9 entries of the
inertia matrix by rows (:data:`BODY_SIZE`); then per spring its stiffness, damping and rest
length (:data:`SPRING_SIZE`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from .errors import Problem

BODY_SIZE = 10
SPRING_SIZE = 3
SPRING_VALUES = ("stiffness", "damping", "rest length")
#: a principal inertia below this fraction of the largest is zero (slender rods, thin discs)
ZERO_INERTIA = 1e-12


def mass_problem(mass: float) -> str | None:
    """Why a mass is refused, or None."""
    if not math.isfinite(mass) or mass <= 0:
        return f"mass must be positive and finite, got {mass:g}"
    return None


def is_frame(mass: float, J: np.ndarray) -> bool:
    """A body without mass and inertia: a frame that only carries joints (an intermediate link
    of a composite joint, such as an MJCF body with several joints). Only the relative
    formulation takes one, where its pose follows from its joints
    (mechgen.symbolic.formulations)."""
    return mass == 0 and J.shape == (3, 3) and not np.any(J)


def body_findings(mass: float, J: np.ndarray) -> tuple[list[str], str | None]:
    """(why a body's mass and inertia are refused, a warning): a frame (:func:`is_frame`) has
    none, any other body the findings of :func:`mass_problem` and :func:`inertia_findings`."""
    if is_frame(mass, J):
        return [], None
    problem, warning = inertia_findings(J)
    return [e for e in (mass_problem(mass), problem) if e], warning


def inertia_findings(J: np.ndarray) -> tuple[str | None, str | None]:
    """(why an inertia matrix is refused, a warning) for a 3x3 matrix, each or both None.

    Refused: non-finite, not symmetric, not positive semi-definite, or principal values that
    violate the triangle inequality J1 + J2 >= J3 (no rigid body has them). Accepted with a
    warning: a zero principal value (slender rod, thin disc), also where the triangle
    inequality fails with it (a textbook simplification)."""
    if J.shape != (3, 3) or not np.all(np.isfinite(J)):
        return "inertia must be 3 principal values or a finite 3x3 matrix", None
    if not np.allclose(J, J.T, rtol=1e-12, atol=1e-14 * max(1.0, np.abs(J).max())):
        return "inertia matrix is not symmetric", None
    eig = np.linalg.eigvalsh(J)
    scale = max(abs(eig).max(), 1e-300)
    if eig.min() < -ZERO_INERTIA * scale:
        return f"inertia is not positive semi-definite (eigenvalues {eig})", None
    zero = eig.min() <= ZERO_INERTIA * scale
    e0, e1, e2 = eig
    if e0 + e1 < e2 * (1 - 1e-9):
        if zero:
            return None, (
                f"principal inertias {eig} violate the triangle inequality J1 + J2 >= J3 "
                "(textbook simplification, accepted)"
            )
        return (
            f"principal inertias {eig} violate the triangle inequality J1 + J2 >= J3: no rigid "
            "body has them; check the values (only an idealized slender rod or thin disc, with "
            "a zero principal value, is accepted)"
        ), None
    if zero:
        return None, (
            "inertia has a zero principal value (accepted where the constraints fix that motion)"
        )
    return None, None


def spring_problem(value: float, what: str) -> str | None:
    """Why a spring's stiffness, damping or rest length is refused, or None."""
    if not (math.isfinite(value) and value >= 0):
        return f"{what} must be finite and not negative, got {value}"
    return None


def check(data: Sequence[float], bodies: Sequence[str], springs: Sequence[str]) -> list[Problem]:
    """The errors of the numbers of ``physical_data`` (module docstring), each naming its body
    or spring; warnings are the generator's (they do not stop a run)."""
    data = np.asarray(data, dtype=float).ravel()
    problems = []
    for k, name in enumerate(bodies):
        chunk = data[k * BODY_SIZE : (k + 1) * BODY_SIZE]
        errors, _ = body_findings(float(chunk[0]), chunk[1:].reshape(3, 3))
        problems += [Problem(f"body '{name}'", e) for e in errors]
    offset = len(bodies) * BODY_SIZE
    for k, name in enumerate(springs):
        chunk = data[offset + k * SPRING_SIZE : offset + (k + 1) * SPRING_SIZE]
        errors = [spring_problem(float(x), w) for x, w in zip(chunk, SPRING_VALUES, strict=True)]
        problems += [Problem(f"spring '{name}'", e) for e in errors if e]
    return problems
