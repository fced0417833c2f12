"""How a run is made and judged, besides its module, scheme, step and end time: one frozen
record (issue 38: 12 to 17 loose keyword arguments went from the command line through two
parallel orchestrations into the scheme; MuJoCo's ``mjOption`` is the model).

:func:`mechgen.runtime.simulate` and :func:`mechgen.runtime.stream.run_to_file` take one
(``options=``), or the same fields as keyword arguments, which :meth:`RunOptions.of` sorts:
the fields below, and the scheme's own options (``Scheme.options``: ``tol``, ``newton``, ...)
in :attr:`RunOptions.scheme`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from mechgen.core.errors import SolverError

from .drift import DRIFT_TOLERANCE, DriftLimit
from .judgement import Judgement
from .segments import Grid

if TYPE_CHECKING:
    from .loader import Model
    from .scheme import Scheme


@dataclass(frozen=True)
class RunOptions:
    """A run's options (module docstring)."""

    #: add the physical joint reactions to the result (:mod:`mechgen.runtime.reactions`)
    reactions: bool = False
    #: K > 0 redoes a failed step by 2, 4, ..., 2^K substeps before giving up
    #: (:mod:`mechgen.runtime.segments`)
    retry_halving: int = 0
    #: stop at the first state whose cond(Phi_q) exceeds this (None: no monitoring)
    singular_cond: float | None = None
    #: store every K-th step (t_0, t_K, ...) and the last; every step is judged
    save_every: int = 1
    #: threads BLAS may use during the run (None: as configured)
    blas_threads: int | None = 1
    #: the tolerance on constraint drift relative to the mechanism's size
    #: (:mod:`mechgen.runtime.drift`): past it the summary has a notice naming the row
    drift_tol: float = DRIFT_TOLERANCE
    #: stop at the first step past ``drift_tol``, or whose energy error passes 1e-2 of its scale
    strict: bool = False
    #: finish a run whose answer is absurd (by default it stops, :mod:`mechgen.runtime.judgement`)
    keep_going: bool = False
    #: estimate the run's global error in the bodies' positions by the same run at 2h and stop
    #: where it passes this tolerance [m] (:mod:`mechgen.runtime.error_estimate`; None: no
    #: estimate; inf: estimated and reported, never stopped)
    error_tol: float | None = None
    #: steps per chunk (None: the whole run in one; a streamed run's default is its own)
    chunk_steps: int | None = None
    #: the scheme's own options by name (``Scheme.options``), checked by the scheme
    scheme: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))

    @classmethod
    def of(cls, **given: Any) -> RunOptions:
        """The record of keyword arguments: this record's fields, and the rest as the
        scheme's options."""
        names = {f.name for f in dataclasses.fields(cls)} - {"scheme"}
        own = {k: v for k, v in given.items() if k in names}
        scheme = {k: v for k, v in given.items() if k not in names}
        return cls(**own, scheme=MappingProxyType(scheme))

    def error_estimate(self, model: Model, runner: Scheme, filled: dict, h: float, t_end: float):
        """The running error estimate of a run of ``model`` with ``error_tol`` (None without),
        checked; its size L is the drift's (:class:`mechgen.runtime.drift.DriftLimit`).

        Raises:
            SolverError: a tolerance that is not a positive number (inf included), a run
                shorter than two steps of 2h, or a scheme whose positions have no step error.
        """
        from .error_estimate import ERROR_TOL, ErrorEstimate

        tol = self.error_tol
        if tol is None:
            return None
        if not (isinstance(tol, int | float) and not isinstance(tol, bool) and tol > 0):
            raise SolverError(f"error_tol must be a positive number or inf, got {tol!r}")
        if Grid.of(2 * h, t_end).full < 2:
            raise SolverError(
                f"{ERROR_TOL} compares the run with the same run at 2h = {2 * h:g} s, which "
                f"needs at least two such steps: t_end >= {4 * h:g} s (got {t_end:g})"
            )
        order = runner.order_of(filled)
        if order is None:
            raise SolverError(
                f"scheme '{runner.name}' has no step error to estimate ({ERROR_TOL}): its "
                "positions solve the constraints at each time"
            )
        size = DriftLimit.of(model).size
        return ErrorEstimate(float(tol), order, 2 * h, size, tuple(model.bodies))

    def judgement(self) -> Judgement:
        """What the run is judged against, checked (:class:`Judgement`)."""
        return Judgement.of(self.drift_tol, self.strict, self.keep_going)

    def __reduce__(self):
        """Pickled with the scheme's options as a plain dict (a sweep sends it to workers)."""
        values = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        values["scheme"] = dict(self.scheme)
        return (_rebuilt, (values,))


def _rebuilt(values: dict) -> RunOptions:
    return RunOptions(**{**values, "scheme": MappingProxyType(values["scheme"])})


def given(options: RunOptions | None, keywords: dict) -> RunOptions:
    """The record of a call that got ``options`` or keyword arguments (not both).

    Raises:
        TypeError: both were given.
    """
    if options is None:
        return RunOptions.of(**keywords)
    if keywords:
        raise TypeError(
            f"give the run's options as options= or as keyword arguments, not both "
            f"(also given: {', '.join(sorted(keywords))})"
        )
    return options
