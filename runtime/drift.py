"""Constraint drift: how far a run leaves the constraint manifold, judged against the size of
the mechanism (issue 21, "no silent wrong answers").

Schemes that do not enforce the position constraints (lie-mk without stabilization, taylor)
let |Phi| grow; schemes that do enforce them keep it at their Newton tolerance unless they
went wrong. Either way, a violation that is a visible fraction of the mechanism is an answer
the user must not take at face value. The rows of Phi have different units (CD and DP2 rows are
lengths, D rows squared lengths, DP1 rows cosines, angle rows 2 tan of half an angle,
normalization rows pure numbers: ``length_power`` of each row in the module's metadata), so each
row is divided by L^p, L the size of the mechanism and p the row's power of length:

    drift_k = |Phi_k| / L^p_k

and the run is judged against a relative tolerance (DRIFT_TOLERANCE, 1e-3: a millimetre on a
metre-sized mechanism, the IFToMM benchmark library's high-precision tolerance on positions,
and a milliradian on an angle).

L, our choice from first principles (no paper of the seeds defines a size): the diagonal of the
bounding box of the ground origin and of the bodies' initial positions, which is what a joint
point's displacement compares with; a mechanism whose bodies all sit at the origin (a top on
its pivot) has no length of its own and is judged in metres (L = 1).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from mechgen.core.escaping import printable

from .loader import Model

#: default tolerance on drift_k (module docstring)
DRIFT_TOLERANCE = 1e-3

#: A row dropped as redundant at generation was decided redundant at the default parameters
#: only (issue 37: a distance given another value with --param was silently ignored). Where it
#: is redundant its residual is, to first order, a combination of the kept rows' residuals
#: (its gradient is theirs), so it drifts with them; it does not hold here when its drift
#: passes DROPPED_FACTOR times the kept rows' largest and DROPPED_FLOOR (the generator's own
#: consistency tolerance, mechgen.symbolic.redundancy), our choice: three orders of magnitude
#: above the combination's coefficients, which are ratios of lengths of the mechanism.
DROPPED_FACTOR = 1e3
DROPPED_FLOOR = 1e-6


@dataclass(frozen=True)
class DriftLimit:
    """What a run's constraint rows are judged against: L (``size``, m), L^p per row
    (``scales``) and the relative ``tolerance``."""

    size: float
    scales: np.ndarray
    tolerance: float
    #: L^p of each row dropped as redundant at generation (none by default)
    dropped_scales: np.ndarray = field(default_factory=lambda: np.zeros(0))

    @classmethod
    def of(cls, model: Model, tolerance: float = DRIFT_TOLERANCE) -> DriftLimit:
        """The limit of a model's mechanism (bound to its parameters)."""
        frames = np.asarray(model.initial_frames(model.p), dtype=float)
        points = np.vstack([np.zeros(3), frames.reshape(len(model.bodies), 12)[:, :3]])
        size = float(np.linalg.norm(points.max(axis=0) - points.min(axis=0))) or 1.0
        powers = np.array([r["length_power"] for r in model.meta.constraint_rows], dtype=float)
        dropped = np.array([r["length_power"] for r in model.meta.dropped_rows], dtype=float)
        return cls(size, size**powers, float(tolerance), size**dropped)

    def relative(
        self, magnitude: np.ndarray, scales: np.ndarray | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """(max_k drift_k, the row k of it) per time of ``magnitude`` (rows of |Phi|, one per
        time; the caller has them already), of the kept rows, or of the rows whose L^p are
        ``scales``."""
        drift = magnitude / (self.scales if scales is None else scales)
        row = drift.argmax(axis=1)
        return drift[np.arange(len(drift)), row], row

    def dropped_violated(self, dropped: np.ndarray, kept: np.ndarray) -> np.ndarray:
        """Where the largest drift of the dropped rows, ``dropped``, shows that they do not
        hold though the kept rows (largest drift ``kept``) do: DROPPED_FACTOR and DROPPED_FLOOR."""
        return ~(dropped <= np.maximum(DROPPED_FLOOR, DROPPED_FACTOR * kept))

    def describe_dropped(self, model: Model, row: int, drift: float, t: float) -> str:
        """What a dropped row that does not hold means, naming it and the parameters."""
        r = model.meta.dropped_rows[row]
        name = printable(f"{r['owner']} [{r['label']}]")
        return (
            f"{r['kind']} {name} was dropped as redundant at generation (where the parameters "
            f"had their defaults), and with {model.given} it does not hold: it leaves its "
            f"constraint by {drift:.3g} of the mechanism's size (L = {self.size:.3g} m) at "
            f"t = {t:.6g}, so the run would ignore it. Keep it: 'mechgen generate MODEL "
            "--keep-redundant -o DIR' (Python: derive(..., drop_redundant=False)), then run "
            "that module"
        )

    def first_over(self, drift: np.ndarray) -> int | None:
        """The first index where ``drift`` exceeds the tolerance, or None."""
        over = np.flatnonzero(~(drift <= self.tolerance))
        return int(over[0]) if len(over) else None

    def describe(self, row: dict, drift: float, t: float, tolerance: float | None = None) -> str:
        """What a row's drift ``drift`` at time ``t`` means, naming the row and the tolerance it
        passed (None: this limit's)."""
        tolerance = self.tolerance if tolerance is None else tolerance
        name = printable(f"{row['owner']} [{row['label']}]")  # user text, one line
        if not np.isfinite(drift):
            return (
                f"the residual of {row['kind']} {name} is not a number ({drift}) at t = {t:.6g}: "
                "the state left the numbers (an expression at a pole, a step that diverged)"
            )
        return (
            f"{row['kind']} {name} left its constraint by {drift:.3g} "
            f"of the mechanism's size (L = {self.size:.3g} m, per unit of "
            f"L^{row['length_power']}) at t = {t:.6g}, past the tolerance {tolerance:g}"
        )
