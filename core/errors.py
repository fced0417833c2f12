"""Exception hierarchy shared by every layer (STYLE.md item 11).

Each error carries machine-readable fields besides its message, so that the CLI and tests can
tell what went wrong without parsing text.
"""

from __future__ import annotations

from dataclasses import dataclass

from .escaping import printable


class MechgenError(Exception):
    """Base class of every error mechgen raises on purpose."""


@dataclass(frozen=True)
class Problem:
    """One validation finding.

    Attributes:
        subject: what is at fault, e.g. ``"body 'rod'"`` or ``"joint 'J2'"``.
        message: what is wrong and, where there is one, the fix.
        severity: ``"error"`` or ``"warning"``.
    """

    subject: str
    message: str
    severity: str = "error"

    def __str__(self) -> str:
        """One line: names and labels quoted in it may be hostile text."""
        return f"{printable(self.subject)}: {printable(self.message)}"


#: problems listed in one ModelError message (all stay in ``problems``)
MAX_LISTED = 20


class ModelError(MechgenError):
    """A mechanism description (or its initial state, or what is asked of it) is invalid; one
    problem reads as one line, several as a list of at most :data:`MAX_LISTED`.

    Attributes:
        problems: every error found, so that one run reports all of them.
        what: what is invalid, the message's first words: ``mechanism`` (its description),
            ``parameters`` (a run's values), ``request`` (entries asked of a formulation).
    """

    def __init__(self, problems: list[Problem] | str, what: str = "mechanism"):
        if isinstance(problems, str):
            problems = [Problem("model", problems)]
        self.problems = list(problems)
        self.what = what
        lines = [str(p) for p in self.problems[:MAX_LISTED]]
        if len(self.problems) == 1:
            super().__init__(f"invalid {what}: {lines[0]}")
            return
        head = f"invalid {what} ({len(self.problems)} problems"
        if len(self.problems) > MAX_LISTED:
            head += f", the first {MAX_LISTED}"
        super().__init__(head + "):\n  - " + "\n  - ".join(lines))


class CodeGenerationError(MechgenError):
    """Emission failed: an expression cannot be printed or a template failed."""


class OutputError(MechgenError):
    """An output file cannot be written (bad extension, missing folder, no permission)."""

    #: the system's word for a failed write ("No space left on device"), where one failed
    reason: str = ""


class BuildError(MechgenError):
    """Compiling or loading an emitted module failed."""


class SolverError(MechgenError):
    """A scheme failed during a run.

    Attributes:
        step: index of the step that failed (1-based; 0 for the initial state).
        time: the time of that step.
        reason: the message without the step/time prefix.
        kernel: True when a compiled whole-loop kernel reported it (no residual at hand).
        result: what was computed up to the last good step (a runtime Result), set by
            ``mechgen.runtime.simulate``; None when the run failed at its start.
    """

    def __init__(
        self,
        message: str,
        step: int | None = None,
        time: float | None = None,
        *,
        kernel: bool = False,
    ):
        self.step = step
        self.time = time
        self.reason = message
        self.kernel = kernel
        self.result = None
        where = "" if step is None else f"step {step} (t = {time:.6g}): "
        super().__init__(where + message)


class SingularityError(SolverError):
    """The constraint Jacobian became (near-)singular: a dead centre, a change point or a
    driver that lost rank.

    Attributes:
        cond: 2-norm condition number of Phi_q at ``time``.
        rows: the constraint rows of the smallest singular direction, largest share first.
    """

    def __init__(self, message: str, step: int, time: float, cond: float, rows: list[str]):
        self.cond = cond
        self.rows = rows
        super().__init__(message, step, time)
