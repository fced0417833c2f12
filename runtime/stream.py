"""The streamed run: a scheme's rows go to a series file (:mod:`.series_file`) chunk by chunk,
so that memory stays flat: only one chunk of rows (and its derived series) lives at a time; the
summary is merged from the chunks (:class:`mechgen.runtime.results.RunSummary`). A run that
fails before its first row leaves no file at all; one that fails or is interrupted later
leaves the rows computed before it, with the status in the file's layout.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import ModuleType

from mechgen.core.errors import SolverError
from mechgen.core.outputs import Interrupts, stop_signals

from .loader import Model
from .parts import Stride
from .results import RunSummary
from .run_options import RunOptions, given
from .schemes import limited_blas, prepare, run_parts
from .segments import Grid
from .series_file import SeriesWriter

#: steps per chunk of a streamed run when none is given
CHUNK_STEPS = 10_000


def run_to_file(
    module: ModuleType | Model,
    scheme: str,
    h: float,
    t_end: float,
    path: str | Path | None,
    params: dict[str, float] | None = None,
    reactions: bool | None = None,
    progress: Callable[[int, int], None] | None = None,
    *,
    options: RunOptions | None = None,
    **keywords,
) -> dict:
    """Runs ``scheme`` like :func:`mechgen.runtime.simulate` (the same orchestration,
    :func:`mechgen.runtime.schemes.run_parts`, and the same ``options`` or keywords) but streams
    the rows to ``path`` (.npz or .csv; None: no file) chunk by chunk (``chunk_steps``, default
    CHUNK_STEPS), every ``save_every``-th step and the last, and returns the JSON summary,
    which judges every step. A failure or an interrupt closes the file with the rows computed
    before it (layout ``status`` says which) and is raised after; the error then carries
    ``saved`` (the path) and ``summary``.

    Raises:
        SolverError, ModelError, BuildError: as simulate; OutputError: an unusable path.
        KeyboardInterrupt: after SIGINT, SIGTERM or SIGHUP (its ``signum``), once the partial
            file is written.
    """
    if reactions is not None:
        keywords["reactions"] = reactions
    run = given(options, keywords)
    if run.chunk_steps is None:
        run = replace(run, chunk_steps=CHUNK_STEPS)
    model, runner, source, filled = prepare(module, scheme, h, t_end, params, run)
    run.judgement()  # a bad option fails before the file is made
    rows = Stride(run.save_every).stored(Grid.of(h, t_end).steps)
    writer = SeriesWriter(path, rows) if path is not None else None
    summary, layout, interrupts = RunSummary(), None, Interrupts()
    with stop_signals(interrupts.handle), limited_blas(run.blas_threads):  # also assembling
        try:
            hook = interrupts.hook(progress)
            for every, stored in run_parts(model, runner, h, t_end, run, filled, source, hook):
                layout = stored.layout
                summary.add(every, stored)
                if writer is not None:
                    writer.write(stored)
        except (SolverError, KeyboardInterrupt) as exc:
            status = "interrupted" if isinstance(exc, KeyboardInterrupt) else f"failed: {exc}"
            _close(writer, layout, status, exc, summary)
            raise
        except BaseException:
            if writer is not None:
                writer.abort()
            raise
        _close(writer, layout, "complete", None, summary)
    return summary.as_dict()


def _close(writer, layout, status: str, exc, summary: RunSummary) -> None:
    """Publishes the file when rows were written (else removes the writer's leftovers) and
    tells the error where the rows went."""
    if writer is None:
        saved = None
    elif layout is None:
        writer.abort()
        saved = None
    else:
        saved = writer.close(layout, status)
    if exc is not None:
        exc.saved = saved
        exc.summary = summary.as_dict() if summary.started else None
