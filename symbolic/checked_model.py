"""What validation hands to the derivations: the constraint rows, each naming what it belongs
to, and the checked model (:func:`mechgen.symbolic.validation.validate` builds it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import sympy as sp
from mechgen.core import physical
from mechgen.core.errors import Problem

from .constraints import BasicConstraint, Pose
from .model import Body, Mechanism


@dataclass(frozen=True)
class Row:
    """One scalar constraint row with the name of what it belongs to."""

    owner: str
    owner_kind: str
    label: str
    constraint: BasicConstraint

    @property
    def title(self) -> str:
        return f"{self.owner}[{self.label}]"


@dataclass
class CheckedModel:
    """A validated mechanism ready for derivation."""

    mechanism: Mechanism
    bodies: list[Body]
    orientations: dict[str, sp.Matrix]
    rows: list[Row]
    notices: list[Problem] = field(default_factory=list)

    def pose0(self, body: Body) -> Pose:
        """Initial pose with orthonormalized orientation (ground: identity)."""
        if body.is_ground:
            return Pose(sp.zeros(3, 1), sp.eye(3))
        return Pose(body.position, self.orientations[body.name])

    @property
    def frames(self) -> list[Body]:
        """The bodies without mass and inertia at the default parameters (frames that only
        carry joints, :func:`mechgen.core.physical.is_frame`)."""
        defaults = self.mechanism.defaults_map()
        return [
            b
            for b in self.bodies
            if physical.is_frame(
                float(sp.sympify(b.mass).subs(defaults)),
                np.array(sp.Matrix(b.inertia).subs(defaults), dtype=float),
            )
        ]
