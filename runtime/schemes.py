"""The scheme registry and the one entry point that runs a scheme on a loaded module.

A scheme declares the equation-set entries it needs (DESIGN.md); the CLI passes them to the
generator so that only those are derived.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

from mechgen.core.entries import ALWAYS_EMITTED
from mechgen.core.errors import SolverError

from . import energy_momentum, index3, kinematics, lie_mk, partitioning, taylor
from .loader import Model
from .results import Result, finalize
from .segments import chunks


@dataclass(frozen=True)
class Scheme:
    """A time-stepping scheme: the entries it calls, its run function, the formulations, and
    where its reactions come from (:mod:`mechgen.runtime.reactions`)."""

    ENTRIES: tuple[str, ...]
    run: Callable
    formulations: tuple[str, ...]
    reactions: str
    #: entries used where the formulation has them (mechgen.core.entries.OPTIONAL_ENTRIES)
    optional: tuple[str, ...] = ()


ABSOLUTE = ("rA", "rp", "re")
#: What reporting reactions calls (:mod:`mechgen.runtime.reactions`); every module since they
#: exist has them, older ones must be regenerated.
REACTION_ENTRIES = ("B", "reaction_frames")
SCHEMES = {
    "kinematics": Scheme(kinematics.ENTRIES, kinematics.run, ABSOLUTE, "inverse"),
    "index3": Scheme(index3.ENTRIES, index3.run, ABSOLUTE, "state"),
    "constrained": Scheme(
        energy_momentum.ENTRIES, energy_momentum.run_constrained, ("director",), "midpoint"
    ),
    "nullspace": Scheme(
        energy_momentum.ENTRIES, energy_momentum.run_nullspace, ("director",), "midpoint"
    ),
    "lie-mk": Scheme(lie_mk.ENTRIES, lie_mk.run, ("se3", "so3r3"), "state"),
    "taylor": Scheme(taylor.ENTRIES, taylor.run, ("rA",), "direct"),
    "partitioning": Scheme(
        partitioning.ENTRIES, partitioning.run, ("relative", "rp", "re"), "direct", ("closing",)
    ),
}


def required_entries(scheme: str) -> tuple[str, ...]:
    """Entries a scheme needs, the common ones (results, initial state) included."""
    runner = _scheme(scheme)
    return tuple(dict.fromkeys(ALWAYS_EMITTED + runner.ENTRIES + runner.optional))


def formulations(scheme: str) -> tuple[str, ...]:
    """Formulations a scheme accepts."""
    return _scheme(scheme).formulations


def _scheme(scheme: str) -> Scheme:
    if scheme not in SCHEMES:
        raise SolverError(f"unknown scheme '{scheme}' (known: {', '.join(SCHEMES)})")
    return SCHEMES[scheme]


def prepare(
    module: ModuleType | Model,
    scheme: str,
    h: float,
    t_end: float,
    params: dict[str, float] | None,
    reactions: bool,
    options: dict,
) -> tuple[Model, Scheme, str | None]:
    """Checks a run's inputs before any work: (model, scheme, reaction source or None).

    Raises:
        SolverError: bad step size or end time, an unknown scheme, a formulation the scheme
            does not accept, options of another scheme.
        ModelError: unknown or non-finite parameters. BuildError: missing entries.
    """
    runner = _scheme(scheme)
    model = module if isinstance(module, Model) else Model(module, params)
    accepted = runner.formulations
    if model.formulation not in accepted:
        raise SolverError(
            f"scheme '{scheme}' works on formulations {', '.join(accepted)}, not "
            f"'{model.formulation}'"
        )
    if not (h > 0 and h == h and h != float("inf")):
        raise SolverError(f"step size h must be positive and finite, got {h}")
    if not (t_end >= h and t_end != float("inf")):
        raise SolverError(f"t_end must be finite and at least h = {h}, got {t_end}")
    model.require(runner.ENTRIES + (REACTION_ENTRIES if reactions else ()), scheme)
    accepted_options = inspect.signature(runner.run).parameters
    unknown = sorted(k for k in options if k not in accepted_options or k in ("model", "h"))
    if unknown:
        raise SolverError(f"option(s) {', '.join(unknown)} do not apply to scheme '{scheme}'")
    return model, runner, runner.reactions if reactions else None


def simulate(
    module: ModuleType | Model,
    scheme: str,
    h: float,
    t_end: float,
    params: dict[str, float] | None = None,
    reactions: bool = False,
    progress: Callable[[int, int], None] | None = None,
    *,
    retry_halving: int = 0,
    singular_cond: float | None = None,
    **options,
) -> Result:
    """Runs ``scheme`` on an emitted module (numpy or C; the runtime does not care which).

    Args:
        module: an emitted module, or a :class:`Model` already bound to parameters.
        scheme: a name of :data:`SCHEMES`.
        h: step size (> 0).
        t_end: end time (>= h).
        params: parameter overrides by name.
        reactions: add the physical joint reactions to the result
        (:mod:`mechgen.runtime.reactions`). progress: called as progress(stored rows, total rows)
        while the scheme runs (whole-
            loop C kernels report only their end).
        retry_halving: K > 0 redoes a failed step by 2, 4, ..., 2^K substeps before giving up
            (:mod:`mechgen.runtime.segments`).
        singular_cond: stop at the first state whose cond(Phi_q) exceeds this.
        **options: passed to the scheme (``tol``, ``max_iter``, ``assemble``, ``record_cond``,
            for index3 ``newton``, for lie-mk ``tableau``, ``stabilization``, ``baumgarte``).

    Raises:
        SolverError: bad step size or end time, a formulation the scheme does not accept, or a
            failure during the run naming step, time and the largest residual entry; its
            ``result`` holds every step computed before it (None if it failed at the start).
        SingularityError: the configuration became singular (with singular_cond).
    """
    model, runner, source = prepare(module, scheme, h, t_end, params, reactions, options)
    model.progress = progress
    parts = []
    try:
        for part in chunks(
            model,
            runner.run,
            h,
            t_end,
            options,
            retry_halving=retry_halving,
            singular_cond=singular_cond,
        ):
            parts.append(part)
    except SolverError as exc:
        if parts:
            exc.result = finalize(model, parts[0], scheme, h, t_end, source)
        raise
    return finalize(model, parts[0], scheme, h, t_end, source)
