"""Equation sets: the seam between symbolic/ and codegen/ (DESIGN.md, "Equation sets").

An equation set is an ordered collection of named sympy matrices (entries), each with an
argument list drawn from ``q, v, a, lam, t, p``, plus plain-data metadata (coordinate layout,
constraint rows, parameters, bodies, hash of the inputs). Both backends and the LaTeX report read
the same equation set; codegen never looks at the mechanism model.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sympy as sp

ARGUMENT_ORDER = ("q", "v", "dv", "a", "lam", "t", "p", "h")


@dataclass(frozen=True)
class Argument:
    """One input vector of the emitted functions.

    Attributes:
        name: argument name in emitted code (``q``, ``v``, ...).
        symbols: the sympy symbols of its components, in order (``t``: one symbol).
        doc: what the vector holds.
    """

    name: str
    symbols: tuple[sp.Symbol, ...]
    doc: str

    @property
    def size(self) -> int:
        return len(self.symbols)


@dataclass(frozen=True)
class Entry:
    """One emitted function: a named matrix of expressions of its arguments.

    Attributes:
        name: function name in emitted code and section name in the LaTeX report.
        args: argument names, a subsequence of :data:`ARGUMENT_ORDER`.
        matrix: the expressions (rows x cols); sparse entries are simply zero.
        symbol: LaTeX symbol of the entry.
        doc: one paragraph saying what it is, citing the paper and equation.
    """

    name: str
    args: tuple[str, ...]
    matrix: sp.Matrix
    symbol: str
    doc: str

    @property
    def shape(self) -> tuple[int, int]:
        return tuple(self.matrix.shape)


@dataclass
class EquationSet:
    """Entries plus metadata for one mechanism in one formulation."""

    mechanism: str
    formulation: str
    scheme: str
    arguments: dict[str, Argument]
    entries: list[Entry]
    metadata: dict
    latex_names: dict[sp.Symbol, str] = field(default_factory=dict)

    def entry(self, name: str) -> Entry:
        """The entry of that name.

        Raises:
            KeyError: naming the entries that exist.
        """
        for e in self.entries:
            if e.name == name:
                return e
        raise KeyError(f"no entry '{name}' (entries: {', '.join(e.name for e in self.entries)})")

    @property
    def input_hash(self) -> str:
        return self.metadata["input_hash"]
