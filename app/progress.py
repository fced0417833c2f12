"""Progress on stderr for the command line: a bar over the steps of a run (tqdm) and status
lines for generation and compilation. Shown only when stderr is a terminal and ``--quiet`` is
not given, so ``--json`` output and logs stay clean."""

from __future__ import annotations

import sys
from types import TracebackType


def enabled(quiet: bool) -> bool:
    """True when progress should be shown."""
    return not quiet and sys.stderr.isatty()


def status(message: str, quiet: bool) -> None:
    """One status line (generation, compilation) on stderr when progress is shown."""
    if enabled(quiet):
        print(f"mechgen: {message}", file=sys.stderr, flush=True)


#: seconds before a bar appears: a run shorter than this shows none
DELAY = 1.0


class StepBar:
    """A progress bar over the stored rows of a run (or the runs of a sweep: ``unit``), shown
    once ``delay`` seconds have passed; call it as progress(done, total)."""

    def __init__(self, description: str, quiet: bool, unit: str = "step", delay: float = DELAY):
        self.description = description
        self.unit, self.delay = unit, delay
        self.on = enabled(quiet)
        self.bar = None

    def __call__(self, done: int, total: int) -> None:
        if not self.on:
            return
        if self.bar is None:
            from tqdm import tqdm

            self.bar = tqdm(  # starts at the first count, shown once a run lasts over DELAY
                total=total,
                delay=self.delay,
                initial=done,
                desc=self.description,
                unit=self.unit,
                file=sys.stderr,
                leave=False,
            )
        self.bar.update(done - self.bar.n)

    def __enter__(self) -> StepBar:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self.bar is not None:
            self.bar.close()
