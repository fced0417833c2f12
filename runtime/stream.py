"""The streamed run: a scheme's rows go to a series file (:mod:`.series_file`) chunk by chunk,
so that memory stays flat: only one chunk of rows (and its derived series) lives at a time; the
summary is merged from the chunks (:class:`mechgen.runtime.results.RunSummary`). A run that
fails before its first row leaves no file at all; one that fails or is interrupted later
leaves the rows computed before it, with the status in the file's layout.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from mechgen.core.errors import SolverError
from mechgen.core.outputs import interrupt, stop_signals

from .drift import DRIFT_TOLERANCE
from .judgement import Judgement
from .loader import Model
from .results import RunSummary, Stride, finalized
from .schemes import limited_blas, prepare
from .segments import Grid, chunks
from .series_file import SeriesWriter

#: steps per chunk of a streamed run when none is given
CHUNK_STEPS = 10_000


class _Interrupts:
    """Turns the first stop signal (SIGINT, SIGTERM, SIGHUP: mechgen.core.outputs.STOP_SIGNALS) into
    a flag that the run checks between steps (the progress hook raises KeyboardInterrupt
    there), so that an interrupt never lands inside a file write; a second one interrupts at
    once, unless it comes within REPEAT_GRACE_S of the first (mechgen.core.outputs: the same
    stop, pressed twice). The KeyboardInterrupt carries the signal (``signum``)."""

    def __init__(self):
        self.signum = None

    def handle(self, signum, frame):
        if self.signum is not None:
            raise interrupt(signum)
        self.signum = signum

    def hook(self, progress: Callable[[int, int], None] | None):
        """A progress callback that raises KeyboardInterrupt once an interrupt is requested."""

        def check(done: int, total: int) -> None:
            if progress is not None:
                progress(done, total)
            if self.signum is not None:
                raise interrupt(self.signum)

        return check


def run_to_file(
    module: ModuleType | Model,
    scheme: str,
    h: float,
    t_end: float,
    path: str | Path | None,
    params: dict[str, float] | None = None,
    reactions: bool = False,
    progress: Callable[[int, int], None] | None = None,
    *,
    chunk_steps: int = CHUNK_STEPS,
    retry_halving: int = 0,
    singular_cond: float | None = None,
    save_every: int = 1,
    blas_threads: int | None = 1,
    drift_tol: float = DRIFT_TOLERANCE,
    strict: bool = False,
    keep_going: bool = False,
    **options,
) -> dict:
    """Runs ``scheme`` like :func:`mechgen.runtime.simulate` but streams the rows to ``path`` (.npz
    or .csv; None: no file) chunk by chunk, every ``save_every``-th step and the last, and returns
    the JSON summary, which judges every step. A failure or an interrupt
    closes the file with the rows computed before it (layout ``status`` says which) and is
    raised after; the error then carries ``saved`` (the path) and ``summary``.

    Raises:
        SolverError, ModelError, BuildError: as simulate; OutputError: an unusable path.
        KeyboardInterrupt: after SIGINT, SIGTERM or SIGHUP (its ``signum``), once the partial
            file is written.
    """
    model, runner, reaction_source, options = prepare(
        module, scheme, h, t_end, params, reactions, options
    )
    judgement = Judgement.of(drift_tol, strict, keep_going)
    rows = Stride(save_every).stored(Grid.of(h, t_end).steps)
    writer = SeriesWriter(path, rows) if path is not None else None
    summary, layout, interrupts = RunSummary(), None, _Interrupts()
    with stop_signals(interrupts.handle), limited_blas(blas_threads):  # also while assembling
        try:
            parts = chunks(
                model,
                runner.run,
                h,
                t_end,
                options,
                chunk_steps=chunk_steps,
                retry_halving=retry_halving,
                singular_cond=singular_cond,
                progress=interrupts.hook(progress),
                reactions=reaction_source is not None,
            )
            for every, stored in finalized(
                model,
                parts,
                scheme,
                h,
                t_end,
                reaction_source,
                save_every,
                judgement,
                multipliers=runner.reactions,
            ):
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
