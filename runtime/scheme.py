"""The scheme protocol: what a time-stepping scheme declares about itself (:class:`Scheme`), the
options it takes (:class:`Option`, which the command line reads to build its flags), and the
explicit state one call of its run function starts from and reports through
(:class:`RunState`).

Each scheme module (kinematics, index3, energy_momentum, lie_mk, taylor, partitioning) defines
its Scheme objects next to its run function; :mod:`.schemes` only lists them. A run function
has the signature ``run(model, state, h, t_end, **options)`` with every option of its Scheme
passed (defaults filled in by :meth:`Scheme.options_for`), and it

* starts from ``state.start`` when the segment driver resumes a run, else from the model's
  consistent initial state (:func:`.initial.starting_state`);
* allocates its rows with ``Trajectory.allocate(..., state, ...)``, which records them in
  ``state.trajectory`` (what is kept when a step fails) and reports each stored row through
  ``state.progress``;
* uses a compiled kernel only while ``state.use_kernels`` (the driver re-runs a failed kernel
  step in Python to name the residual entry).

A scheme's whole-loop C kernel, if it has one, is the template ``c/kernels/<scheme>.j2``
(:mod:`mechgen.codegen.backends.c`); an emitted module that carries it lists the scheme's name
in ``KERNELS`` (:mod:`.kernels`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import numpy as np
from mechgen.core.errors import SolverError

if TYPE_CHECKING:
    from .reactions import ReactionSource
    from .trajectory import Trajectory


@dataclass(frozen=True)
class Option:
    """One option of a scheme: its keyword, default, help, and how the command line reads it.

    ``kind`` is ``"value"`` (``--name X``, converted by ``parse``), ``"flag"`` (``--name``,
    True when given), ``"list"`` (``--name a,b,c``) or ``"pair"`` (``--name X Y``).
    """

    name: str
    help: str
    default: Any = None
    kind: str = "value"
    parse: Callable[[str], Any] = float
    choices: tuple[str, ...] | None = None
    metavar: str | tuple[str, ...] | None = None
    #: what a given value must satisfy (checked before the run starts), and how to say it
    valid: Callable[[Any], bool] | None = None
    requirement: str = ""
    #: how help texts state the default where the value alone does not say it ("1e-11 / h^2"
    #: for a default the scheme derives)
    default_text: str = ""

    @property
    def flag(self) -> str:
        """The command-line flag: ``--record-cond`` for ``record_cond``."""
        return "--" + self.name.replace("_", "-")

    @property
    def described(self) -> str:
        """The help with the default: "... (default 0.9)"; a flag's default is off, not said."""
        if self.kind == "flag" and not self.default_text:
            return self.help
        if self.default_text:
            shown = self.default_text
        elif isinstance(self.default, tuple):
            shown = " ".join(f"{x:g}" for x in self.default)
        else:
            shown = f"{self.default:g}" if isinstance(self.default, float) else str(self.default)
        return f"{self.help} (default {shown})"


#: options every scheme takes
ASSEMBLE = Option(
    "assemble",
    "accept an initial configuration that violates the constraints and assemble it",
    False,
    "flag",
)
RECORD_COND = Option(
    "record_cond", "record the condition number of the scheme's iteration matrix", False, "flag"
)


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def _positive(value) -> bool:
    return isinstance(value, int | float) and math.isfinite(value) and value > 0


def tolerance(default: float | None, what: str, default_text: str = "") -> Option:
    """The Newton tolerance option of a scheme (``default`` None: the scheme derives it, as
    ``default_text`` says)."""
    return Option(
        "tol",
        f"Newton tolerance: {what}",
        default,
        default_text=default_text,
        valid=lambda value: value is None or _positive(value),
        requirement="a positive finite number",
    )


def max_iterations(default: int | None = 25, what: str = "") -> Option:
    """The Newton iteration limit option of a scheme (``default`` None: the scheme derives it,
    as ``what`` says)."""
    return Option(
        "max_iter",
        "Newton iterations per step before a step fails",
        default,
        default_text=what,
        parse=int,
        valid=lambda value: (
            (value is None and default is None) or (isinstance(value, int) and value >= 1)
        ),
        requirement="a positive integer",
    )


@dataclass
class RunState:
    """The state of one call of a scheme's run function (module docstring)."""

    #: (t0, q0, v0) a call resumes from (mechgen.runtime.segments), None at the start of a run
    start: tuple[float, np.ndarray, np.ndarray] | None = None
    #: progress(stored rows, total rows) after each stored row, or None
    progress: Callable[[int, int], None] | None = None
    #: False makes the scheme step in Python even where the module has a compiled kernel
    use_kernels: bool = True
    #: whether the run's reactions were asked for: otherwise a scheme skips the work that
    #: serves only them (nullspace's least squares for the multipliers, leaving
    #: ``trajectory.lam`` None; partitioning's reactions, leaving ``trajectory.f`` None)
    reactions: bool = True
    #: the rows the running call fills (set by Trajectory.allocate)
    trajectory: Trajectory | None = None

    def resumed(self, **changes) -> RunState:
        """A fresh state for the next call (no trajectory yet), with ``changes``."""
        return replace(self, trajectory=None, **changes)


@dataclass(frozen=True)
class Scheme:
    """A time-stepping scheme: everything the generator, the runtime and the command line need
    to know about it."""

    name: str
    #: one line for help texts: what it is and the paper it comes from
    summary: str
    #: entries it calls, and those it uses where the formulation has them
    entries: tuple[str, ...]
    formulations: tuple[str, ...]
    #: where its multipliers, and so its reactions, come from (:mod:`mechgen.runtime.reactions`)
    reactions: ReactionSource
    run: Callable[..., Trajectory]
    options: tuple[Option, ...] = (ASSEMBLE, RECORD_COND)
    optional: tuple[str, ...] = field(default=())
    #: the paper it implements (a key of :data:`mechgen.core.papers.PAPERS`)
    source: str = ""
    #: whether its states satisfy the velocity constraints Phi_q v = nu (plots say so)
    velocity_level: str = "enforced"
    #: the whole-loop kernel it runs on a compiled module (a key of
    #: mechgen.core.kernel_interface.INTERFACES), "" for none
    kernel: str = ""
    #: the order p of its positions' global error (O(h^p)), a function of the run's options
    #: where they choose it; None where positions have no step error (kinematic analysis).
    #: The error estimate divides by 2^p - 1 (:mod:`mechgen.runtime.error_estimate`).
    order: int | Callable[[dict], int] | None = None

    def __post_init__(self):
        """A scheme checks itself when it is defined (issue 38: a scheme without a paper, or
        with a misspelt reactions source that other modules compared against, was taken as it
        was): its paper is one of :data:`mechgen.core.papers.PAPERS`, its reactions source one
        of :data:`mechgen.runtime.reactions.SOURCES` (an object, not its name), its entries are
        entries, it works on at least one formulation, and its kernel is a kernel.

        Raises:
            TypeError: naming the scheme and what does not fit.
        """
        from mechgen.core.entries import ALL_ENTRIES
        from mechgen.core.kernel_interface import INTERFACES
        from mechgen.core.papers import PAPERS

        from .reactions import SOURCES

        problems = []
        if self.source not in PAPERS:
            problems.append(
                f"source {self.source!r} is not a paper of mechgen.core.papers.PAPERS "
                f"({', '.join(PAPERS)})"
            )
        if self.reactions not in SOURCES:
            problems.append(
                f"reactions {self.reactions!r} is not a source of mechgen.runtime.reactions "
                f"(SOURCES: {', '.join(s.name for s in SOURCES)}; the object, not its name)"
            )
        unknown = [e for e in (*self.entries, *self.optional) if e not in ALL_ENTRIES]
        if unknown:
            problems.append(f"unknown entries {', '.join(unknown)} (mechgen.core.entries)")
        if not self.formulations:
            problems.append("it works on no formulation")
        if self.kernel and self.kernel not in INTERFACES:
            problems.append(
                f"kernel {self.kernel!r} is not one of mechgen.core.kernel_interface.INTERFACES "
                f"({', '.join(INTERFACES)})"
            )
        if not (self.order is None or callable(self.order) or _whole(self.order)):
            problems.append(f"order {self.order!r} is not a positive integer, a function or None")
        if problems:
            raise TypeError(f"scheme '{self.name}': " + "; ".join(problems))

    def order_of(self, options: dict) -> int | None:
        """The order of its positions' global error in a run with ``options`` (filled in by
        :meth:`options_for`), None where there is no step error."""
        return self.order(options) if callable(self.order) else self.order

    def options_for(self, given: dict) -> dict:
        """The options of a run: ``given`` over the defaults.

        Raises:
            SolverError: an option this scheme does not take, naming the ones it does.
        """
        known = {o.name: o.default for o in self.options}
        unknown = sorted(k for k in given if k not in known)
        if unknown:
            raise SolverError(
                f"option(s) {', '.join(unknown)} do not apply to scheme '{self.name}' "
                f"(it takes {', '.join(known)})"
            )
        for option in self.options:
            if option.name in given and option.valid and not option.valid(given[option.name]):
                raise SolverError(
                    f"option {option.name} must be {option.requirement}, got {given[option.name]!r}"
                )
        return known | given
