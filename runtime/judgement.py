"""How a run is judged while it runs: where it stops, and why (issue 36, "exit 0 must mean a
usable answer").

Two levels, each a stop at the first step past it with a SolverError naming the quantity, the
step and the time (the steps before it are kept as the evidence):

- **absurd** (a stop by default; with ``keep_going`` the run goes on and says so in a
  notice, once): an answer that no reading of the
  numbers can use. Either a constraint row left its constraint by ABSURD_DRIFT of the
  mechanism's size (drift_k = |Phi_k| / L^p_k, :mod:`mechgen.runtime.drift`: a joint that came
  apart by a tenth of the mechanism, an axis tilted by 6 degrees), a row dropped as redundant
  at generation does not hold at the run's parameters (:meth:`DriftLimit.dropped_violated`:
  the run ignores a constraint of the model), or the energy error |E - E0 - W| passed
  ABSURD_ENERGY times the run's physical energy scale (below).
- **strict** (``strict``): the tighter judgement of a run that is merely inaccurate: constraint
  drift past the drift tolerance, or an energy error past ENERGY_TOLERANCE of the energy scale so
  far (:func:`energy_scale`).

The physical energy scale, our choice from first principles (no paper of the seeds defines
one): what the energy of a correct run is made of up to time t,

    S(t) = max(|E(0)|, T(0), max_{s <= t} |W(s)|, max_{s <= t} V(s) - min_{s <= t} V(s)),

the initial energy and kinetic energy, the work done on the mechanism and the range of the
potential energy it went through. The kinetic energy along the run is left out on purpose: a
scheme that creates energy grows T, and a scale that grew with it would never judge it. A
correct run has T = E(0) + W - V <= |E(0)| + |W| + |V - V(0)| + |V(0)| (|V(0)| <= |E(0)| + T(0)),
and a dissipative one loses at most what it holds, so |E - E0 - W| stays within a few S; past
ABSURD_ENERGY S the scheme created energy from nothing (a diverging Newton iteration, a
formulation at its singularity). Rows where S is 0 (nothing moves, nothing is held) are not
judged: the error there is round-off of nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from mechgen.core.errors import SolverError

from .drift import DRIFT_TOLERANCE, DriftLimit
from .loader import Model

#: relative energy drift (of E_scale) past which a conservative run gets a notice: far above the
#: drift of the second-order and energy-conserving schemes at ordinary steps (genalpha on IFToMM
#: A01 at h = 1e-3: 7.5e-6; the energy-momentum schemes: round-off), below what a wrong answer
#: or a first-order scheme's dissipation makes (index3 on A01: 0.17)
ENERGY_TOLERANCE = 1e-2
#: drift_k past which an answer is absurd: a tenth of the mechanism's size (module docstring)
ABSURD_DRIFT = 0.1
#: energy error, in units of the physical scale S(t), past which an answer is absurd: two
#: orders of magnitude past what a correct or dissipative run can reach (module docstring)
ABSURD_ENERGY = 1e2
#: the option that finishes an absurd run anyway, named in its errors
KEEP_GOING = "--keep-going"
#: how the error of an absurd answer starts
ABSURD = f"absurd answer, stopped ({KEEP_GOING} finishes it anyway)"


@dataclass(frozen=True)
class Judgement:
    """What a run is judged against: the drift ``tolerance`` (notices; with ``strict`` a stop),
    and whether an absurd answer stops it (``absurd``, the default)."""

    tolerance: float = DRIFT_TOLERANCE
    strict: bool = False
    absurd: bool = True

    @classmethod
    def of(cls, tolerance: float, strict: bool, keep_going: bool) -> Judgement:
        """The judgement of a run's options, checked.

        Raises:
            SolverError: a tolerance that is not a positive number.
        """
        if not (isinstance(tolerance, int | float) and 0 < tolerance < float("inf")):
            raise SolverError(f"drift_tol must be a positive number, got {tolerance!r}")
        return cls(float(tolerance), bool(strict), not keep_going)

    def watch(self, model: Model, limit: DriftLimit) -> Watch:
        """A watch over the parts of one run."""
        return Watch(model, limit, self)


#: the judgement of a run given no options: absurd answers stop it
DEFAULT_JUDGEMENT = Judgement()


def energy_bounds(energy: np.ndarray, kinetic: np.ndarray) -> np.ndarray:
    """(max |E|, max T, -min V, max V) over rows of the total energy E and the kinetic energy
    T (V = E - T, the potential energy): what :func:`energy_scale` needs, merged over the parts
    of a run by their elementwise maximum."""
    potential = energy - kinetic
    return np.array([np.abs(energy).max(), kinetic.max(), -potential.min(), potential.max()])


def energy_scale(bounds: np.ndarray) -> float:
    """E_scale, what energy drift is relative to: the largest of |E|, of the kinetic energy and
    of the range of the potential energy over the run (``bounds``: :func:`energy_bounds`), the
    energy that the run holds or exchanges. Never below max |E|, so that a relative drift is at
    most 2: a system at rest with an energy near 0 reads its round-off against round-off there
    (around 1), not 1e15; its absolute drift tells how small it is."""
    return float(_scales(bounds))


def _scales(bounds: np.ndarray) -> np.ndarray:
    """:func:`energy_scale` of the last axis of ``bounds`` (one set, or one per row)."""
    return np.maximum(np.maximum(bounds[..., 0], bounds[..., 1]), bounds[..., 2] + bounds[..., 3])


def _running(carried: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """The running maxima of ``rows`` (one per row), starting from ``carried``, the maxima of
    the parts of the run before."""
    return np.maximum.accumulate(np.vstack([carried, rows]), axis=0)[1:]


def relative_drift(drift, scale: float):
    """``drift`` (|E - E0|, a number or an array) over E_scale; 0 where E_scale is 0 (the energy
    is then 0 throughout, and so is the drift)."""
    return drift / scale if scale > 0 else drift * 0.0


class Watch:
    """The first step of a run past its judgement, part after part: the running energy scale
    (strict) and the physical scale S(t) (absurd) carry over from part to part."""

    def __init__(self, model: Model, limit: DriftLimit, judgement: Judgement):
        self.model, self.limit, self.judgement = model, limit, judgement
        self.bounds = np.full(4, -np.inf)  # running (|E|, T, -V, V): energy_scale so far
        self.physical = np.full(3, -np.inf)  # running (|W|, -V, V): S(t) so far, with start
        self.start: tuple[float, float] | None = None  # (|E0|, T0)
        self.accepted = False  # an absurd answer was let through (keep_going), and said so

    def first_over(self, series, t: np.ndarray, notices: list[str]) -> tuple[int, str] | None:
        """(row, message) of the first row of a part past the judgement, or None; an absurd
        answer that ``keep_going`` lets through is said once in ``notices`` instead."""
        found = self._absurd(series, t)
        if found and not self.judgement.absurd:
            if not self.accepted:
                k, message = min(found, key=lambda item: item[0])
                notices.append(message.replace(ABSURD, "absurd answer, kept going", 1))
                self.accepted = True
            found = []
        if self.judgement.strict:
            found += self._strict(series, t)
        return min(found, key=lambda item: item[0]) if found else None

    def _absurd(self, series, t: np.ndarray) -> list[tuple[int, str]]:
        found = []
        over = []
        if self.model.meta.dropped_rows:
            over = np.flatnonzero(self.limit.dropped_violated(series.dropped_drift, series.drift))
        if len(over):
            k = int(over[0])
            what = self.limit.describe_dropped(
                self.model, int(series.dropped_row[k]), series.dropped_drift[k], t[k]
            )
            found.append((k, f"{ABSURD}: {what}"))
        over = np.flatnonzero(~(series.drift <= ABSURD_DRIFT))
        if len(over):
            k = int(over[0])
            row = self.model.meta.constraint_rows[int(series.drift_row[k])]
            what = self.limit.describe(row, series.drift[k], t[k], ABSURD_DRIFT)
            found.append((k, f"{ABSURD}: {what}"))
        energy = self._absurd_energy(series)
        if energy is not None:
            k, error, scale = energy
            found.append(
                (
                    k,
                    f"{ABSURD}: the energy error E - E0 - W reached {error:.3g} J, "
                    f"{error / scale:.3g} times the run's physical energy "
                    f"scale {scale:.3g} J (initial energy, work done, range of the potential "
                    f"energy), past {ABSURD_ENERGY:g}: the scheme created energy (a smaller h, "
                    "or another formulation or scheme)",
                )
            )
        return found

    def _absurd_energy(self, series) -> tuple[int, float, float] | None:
        """(row, |E - E0 - W|, S) of the first row of a part whose energy error passes
        ABSURD_ENERGY S(t), or None."""
        energy, kinetic = series.energy, series.kinetic_energy
        if not len(energy):
            return None
        potential = energy - kinetic
        if self.start is None:
            self.start = (abs(float(energy[0])), float(kinetic[0]))
        work = np.abs(np.asarray(series.work, dtype=float).reshape(len(energy), -1).sum(axis=1))
        running = _running(self.physical, np.stack([work, -potential, potential], axis=1))
        self.physical = running[-1]
        scale = np.maximum(
            np.maximum(max(self.start), running[:, 0]), running[:, 1] + running[:, 2]
        )
        error = np.abs(series.energy_balance)
        over = np.flatnonzero((scale > 0) & ~(error <= ABSURD_ENERGY * scale))
        if not len(over):
            return None
        k = int(over[0])
        return k, float(error[k]), float(scale[k])

    def _strict(self, series, t: np.ndarray) -> list[tuple[int, str]]:
        found = []
        k = self.limit.first_over(series.drift)
        if k is not None:
            row = self.model.meta.constraint_rows[int(series.drift_row[k])]
            what = self.limit.describe(row, series.drift[k], t[k])
            found.append((k, f"constraint drift (--strict): {what}"))
        energy = self._strict_energy(series)
        if energy is not None:
            k, change, scale = energy
            what = (
                "energy drift (--strict): the energy of this conservative mechanism changed by"
                if self.model.meta.conservative
                else "energy balance (--strict): E - E0 - W, the energy less the work of the "
                "drivers, loads and dampers, reached"
            )
            found.append(
                (
                    k,
                    f"{what} {change:.3g} J, {change / scale:.3g} of its scale {scale:.3g} J, "
                    f"past {ENERGY_TOLERANCE:g} at t = {t[k]:.6g}",
                )
            )
        return found

    def _strict_energy(self, series) -> tuple[int, float, float] | None:
        """(row, |E - E0 - W|, scale) of the first row of a part whose energy error passes
        ENERGY_TOLERANCE of its scale so far (:func:`energy_scale` of the rows up to there), or
        None."""
        energy, kinetic = series.energy, series.kinetic_energy
        if not len(energy):
            return None
        potential = energy - kinetic
        rows = np.stack([np.abs(energy), kinetic, -potential, potential], axis=1)
        running = _running(self.bounds, rows)
        self.bounds = running[-1]
        scale = _scales(running)
        drift = np.abs(series.energy_balance)
        over = np.flatnonzero(~(drift <= ENERGY_TOLERANCE * scale))
        return (int(over[0]), float(drift[over[0]]), float(scale[over[0]])) if len(over) else None
