"""The scheme registry and the one entry point that runs a scheme on a loaded module.

Each scheme is a :class:`mechgen.runtime.scheme.Scheme` defined next to its run function; this
module only lists them. A scheme declares the entries it needs (DESIGN.md), which the command
line passes to the generator so that only those are derived, and its options, which the
command line turns into flags.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from mechgen.core.entries import ALWAYS_EMITTED
from mechgen.core.errors import SolverError

from . import energy_momentum, index3, kinematics, lie_mk, partitioning, taylor
from .loader import Model
from .results import Result, finalize
from .scheme import Scheme
from .segments import chunks

#: every scheme by name, in the order help texts list them
SCHEMES: dict[str, Scheme] = {
    s.name: s
    for s in (
        kinematics.SCHEME,
        index3.SCHEME,
        energy_momentum.CONSTRAINED,
        energy_momentum.NULLSPACE,
        lie_mk.SCHEME,
        taylor.SCHEME,
        partitioning.SCHEME,
    )
}
#: What reporting reactions calls (:mod:`mechgen.runtime.reactions`); every module since they
#: exist has them, older ones must be regenerated.
REACTION_ENTRIES = ("B", "reaction_frames")


def scheme(name: str) -> Scheme:
    """The scheme of a name.

    Raises:
        SolverError: an unknown name, listing the known ones.
    """
    if name not in SCHEMES:
        raise SolverError(f"unknown scheme '{name}' (known: {', '.join(SCHEMES)})")
    return SCHEMES[name]


def required_entries(name: str) -> tuple[str, ...]:
    """Entries a scheme needs, the common ones (results, initial state) included."""
    s = scheme(name)
    return tuple(dict.fromkeys(ALWAYS_EMITTED + s.entries + s.optional))


def formulations(name: str) -> tuple[str, ...]:
    """Formulations a scheme accepts."""
    return scheme(name).formulations


def prepare(
    module: ModuleType | Model,
    name: str,
    h: float,
    t_end: float,
    params: dict[str, float] | None,
    reactions: bool,
    options: dict,
) -> tuple[Model, Scheme, str | None, dict]:
    """Checks a run's inputs before any work: (model, scheme, reaction source or None, the
    scheme's options with their defaults).

    Raises:
        SolverError: bad step size or end time, an unknown scheme, a formulation the scheme
            does not accept, options of another scheme.
        ModelError: unknown or non-finite parameters. BuildError: missing entries.
    """
    runner = scheme(name)
    model = module if isinstance(module, Model) else Model(module, params)
    accepted = runner.formulations
    if model.formulation not in accepted:
        raise SolverError(
            f"scheme '{name}' works on formulations {', '.join(accepted)}, not "
            f"'{model.formulation}'"
        )
    if not (h > 0 and h == h and h != float("inf")):
        raise SolverError(f"step size h must be positive and finite, got {h}")
    if not (t_end >= h and t_end != float("inf")):
        raise SolverError(f"t_end must be finite and at least h = {h}, got {t_end}")
    model.require(runner.entries + (REACTION_ENTRIES if reactions else ()), name)
    filled = runner.options_for(options)
    return model, runner, runner.reactions if reactions else None, filled


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
            (:mod:`mechgen.runtime.reactions`).
        progress: called as progress(stored rows, total rows) while the scheme runs (whole-
            loop C kernels report only their end).
        retry_halving: K > 0 redoes a failed step by 2, 4, ..., 2^K substeps before giving up
            (:mod:`mechgen.runtime.segments`).
        singular_cond: stop at the first state whose cond(Phi_q) exceeds this.
        **options: the scheme's options (``Scheme.options``: ``tol``, ``max_iter``,
            ``assemble``, ``record_cond``, for index3 ``newton``, for lie-mk ``tableau``,
            ``stabilization``, ``baumgarte``, for partitioning ``hysteresis``, ``independent``).

    Raises:
        SolverError: bad step size or end time, a formulation the scheme does not accept, or a
            failure during the run naming step, time and the largest residual entry; its
            ``result`` holds every step computed before it (None if it failed at the start).
        SingularityError: the configuration became singular (with singular_cond).
    """
    model, runner, source, options = prepare(module, scheme, h, t_end, params, reactions, options)
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
            progress=progress,
        ):
            parts.append(part)
    except SolverError as exc:
        if parts:
            exc.result = finalize(model, parts[0], scheme, h, t_end, source)
        raise
    return finalize(model, parts[0], scheme, h, t_end, source)
