"""The scheme registry and the one entry point that runs a scheme on a loaded module.

Each scheme is a :class:`mechgen.runtime.scheme.Scheme` defined next to its run function; this
module only lists them. A scheme declares the entries it needs (DESIGN.md), which the command
line passes to the generator so that only those are derived, and its options, which the
command line turns into flags.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator
from dataclasses import replace
from types import ModuleType

from mechgen.core.entries import ALWAYS_EMITTED
from mechgen.core.errors import SolverError
from threadpoolctl import ThreadpoolController

from . import energy_momentum, genalpha, index3, kinematics, lie_mk, partitioning, taylor
from .error_estimate import estimated
from .loader import Model
from .parts import finalized
from .reactions import ReactionSource
from .results import Result, RunSummary
from .run_options import RunOptions, given
from .scheme import Scheme
from .segments import Grid, chunks

#: every scheme by name, in the order help texts list them
SCHEMES: dict[str, Scheme] = {
    s.name: s
    for s in (
        kinematics.SCHEME,
        index3.SCHEME,
        genalpha.SCHEME,
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
    run: RunOptions,
) -> tuple[Model, Scheme, ReactionSource | None, dict]:
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
    if not t_end / h <= MAX_STEPS:  # also where t_end / h overflows (h = 1e-320, issue 37)
        steps = t_end / h
        count = f"{steps:.3g} steps" if steps < float("inf") else "too many steps to count"
        raise SolverError(
            f"h = {h:g} makes {count} of t_end = {t_end:g}, more than {MAX_STEPS:g}:"
            " a larger h (or a shorter run)"
        )
    model.require(runner.entries + (REACTION_ENTRIES if run.reactions else ()), name)
    filled = runner.options_for(dict(run.scheme))
    return model, runner, runner.reactions if run.reactions else None, filled


#: the most steps a run may take: 10^12 steps of even the cheapest kernel (1 us) are 11 days
MAX_STEPS = 1e12


def limited_blas(threads: int | None):
    """A context in which BLAS (numpy's linear algebra) uses at most ``threads`` threads (None:
    as configured). The schemes solve many small systems, where threads only cost: with
    OpenBLAS's default threading on a loaded 2-core machine taylor on the Stewart platform ran
    75x slower and constrained on the serial chain 370x (issue 19). threadpoolctl is the
    well-kept library for exactly this (it finds OpenBLAS, MKL or BLIS whichever is loaded)."""
    if threads is None:
        return contextlib.nullcontext()
    if not (isinstance(threads, int) and threads >= 1):
        raise SolverError(f"blas_threads must be a positive integer or None, got {threads!r}")
    return _blas().limit(limits=threads, user_api="blas")


@functools.cache
def _blas() -> ThreadpoolController:
    """The thread pools of the loaded libraries, found once: finding them reads the process's
    memory map (1.4 ms, every run paid it: issue 36). numpy's BLAS is loaded before any run, and
    the libraries loaded later (compiled modules) have no thread pool."""
    return ThreadpoolController()


def simulate(
    module: ModuleType | Model,
    scheme: str,
    h: float,
    t_end: float,
    params: dict[str, float] | None = None,
    reactions: bool | None = None,
    progress: Callable[[int, int], None] | None = None,
    *,
    options: RunOptions | None = None,
    **keywords: object,
) -> Result:
    """Runs ``scheme`` on an emitted module (numpy or C; the runtime does not care which).

    Args:
        module: an emitted module, or a :class:`Model` already bound to parameters.
        scheme: a name of :data:`SCHEMES`.
        h: step size (> 0).
        t_end: end time (>= h).
        params: parameter overrides by name.
        reactions: add the physical joint reactions to the result (a field of
            :class:`RunOptions`, also accepted here).
        progress: called as progress(stored rows, total rows) while the scheme runs (whole-
            loop C kernels report only their end).
        options: how the run is made and judged (:class:`RunOptions`), or instead
        **keywords: its fields (``retry_halving``, ``singular_cond``, ``save_every``,
            ``blas_threads``, ``drift_tol``, ``strict``, ``keep_going``, ``chunk_steps``) and
            the scheme's options (``Scheme.options``: ``tol``, ``max_iter``, ``assemble``,
            ``record_cond``, for index3 ``newton``, for lie-mk ``tableau``, ``stabilization``,
            ``baumgarte``, for partitioning ``hysteresis``, ``independent``).

    Raises:
        SolverError: bad step size or end time, a formulation the scheme does not accept, or a
            failure during the run naming step, time and the largest residual entry; its
            ``result`` holds every step stored before it (None if it failed at the start).
        SingularityError: the configuration became singular (with singular_cond).
    """
    if reactions is not None:
        keywords["reactions"] = reactions
    run = given(options, keywords)
    model, runner, source, filled = prepare(module, scheme, h, t_end, params, run)
    summary, stored = RunSummary(), None
    with limited_blas(run.blas_threads):
        try:
            for every, stored in run_parts(model, runner, h, t_end, run, filled, source, progress):
                summary.add(every, stored)
        except SolverError as exc:
            if stored is not None:
                stored.statistics = summary
            exc.result = stored
            raise
    stored.statistics = summary
    return stored


def run_parts(
    model: Model,
    runner: Scheme,
    h: float,
    t_end: float,
    run: RunOptions,
    filled: dict,
    source: ReactionSource | None,
    progress: Callable[[int, int], None] | None,
) -> Iterator[tuple[Result, Result]]:
    """The one orchestration of a run, for :func:`simulate` and the streamed run alike: the
    scheme's chunks (:func:`mechgen.runtime.segments.chunks`), judged and made results
    (:func:`mechgen.runtime.parts.finalized`): (every step, stored rows) of each part in order.
    ``filled`` is the scheme's options with their defaults, ``source`` where the reactions
    come from (None: not asked for); both from :func:`prepare`.

    Raises:
        SolverError: a bad judgement option at once; a failure of the run after the part
            before it.
    """
    judgement = run.judgement()
    estimate = run.error_estimate(model, runner, filled, h, t_end)
    parts = chunks(
        model,
        runner.run,
        h,
        t_end,
        filled,
        chunk_steps=run.chunk_steps,
        retry_halving=run.retry_halving,
        singular_cond=run.singular_cond,
        progress=progress,
        reactions=source is not None,
    )
    results = finalized(
        model,
        parts,
        runner.name,
        h,
        t_end,
        source,
        run.save_every,
        judgement,
        multipliers=runner.reactions,
    )
    if estimate is None:
        return results
    half = None if run.chunk_steps is None else max(1, run.chunk_steps // 2)
    companion = replace(
        run,
        error_tol=None,
        reactions=False,
        save_every=1,
        chunk_steps=half,
        strict=False,
        keep_going=True,
    )
    companion = run_parts(model, runner, 2 * h, t_end, companion, filled, None, None)
    return estimated(results, companion, estimate, Grid.of(h, t_end).steps, run.chunk_steps)
