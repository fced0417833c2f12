"""Equation sets: the seam between symbolic/ and codegen/ (DESIGN.md, "Equation sets").

An equation set is an ordered collection of named sympy matrices (entries), each with an
argument list drawn from ``q, v, a, lam, t, p``, plus plain-data metadata (coordinate layout,
constraint rows, parameters, bodies, hash of the inputs). Both backends and the LaTeX report read
the same equation set; codegen never looks at the mechanism model.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import symengine as se
import sympy as sp
from mechgen.core.metadata import ModuleMetadata

ARGUMENT_ORDER = ("q", "v", "dv", "a", "lam", "mu", "w", "t", "p", "h", "hq", "hv")


@dataclass(frozen=True)
class Argument:
    """One input vector of the emitted functions.

    Attributes:
        name: argument name in emitted code (``q``, ``v``, ...).
        symbols: the sympy symbols of its components, in order (``t``: one symbol).
        doc: what the vector holds.
        labels: the components' names as the user knows them (default: the symbols' names);
            emitted code names its local variables after them.
    """

    name: str
    symbols: tuple[sp.Symbol, ...]
    doc: str
    labels: tuple[str, ...] = ()

    def __post_init__(self):
        if not self.labels:
            object.__setattr__(self, "labels", tuple(s.name for s in self.symbols))

    @classmethod
    def numbered(cls, name: str, symbols, doc: str) -> Argument:
        """An argument whose components are only numbered (emitted as ``lam_0``, ...)."""
        return cls(name, tuple(symbols), doc, tuple(str(k) for k in range(len(symbols))))

    @property
    def size(self) -> int:
        return len(self.symbols)


@dataclass(frozen=True)
class Entry:
    """One emitted function: a named sparse matrix of expressions of its arguments.

    Attributes:
        name: function name in emitted code and section name in the LaTeX report.
        args: argument names, a subsequence of :data:`ARGUMENT_ORDER`.
        shape: (rows, cols); a column vector has cols == 1.
        cells: the nonzero cells, (row, col) -> symengine expression.
        symbol: LaTeX symbol of the entry.
        doc: one paragraph saying what it is, citing the paper and equation.
    """

    name: str
    args: tuple[str, ...]
    shape: tuple[int, int]
    cells: dict[tuple[int, int], se.Basic]
    symbol: str
    doc: str

    def nonzero(self) -> list[tuple[int, int, se.Basic]]:
        """The nonzero cells in row-major order."""
        return [(i, j, e) for (i, j), e in sorted(self.cells.items()) if e != 0]

    def as_sympy(self) -> sp.Matrix:
        """The entry as a sympy matrix."""
        rows, cols = self.shape
        data = {(i, j): sp.sympify(e) for i, j, e in self.nonzero()}
        return sp.SparseMatrix(rows, cols, data).as_mutable()

    def _repr_latex_(self) -> str:
        """Jupyter's rendering: the symbol, the emitted function's signature and the matrix."""
        name = self.name.replace("_", r"\_")
        signature = rf"\texttt{{{name}({', '.join(self.args)})}}"
        return f"$\\displaystyle {self.symbol} = {sp.latex(self.as_sympy())} \\quad {signature}$"


@dataclass
class EquationSet:
    """Entries plus metadata for one mechanism in one formulation."""

    mechanism: str
    formulation: str
    scheme: str
    arguments: dict[str, Argument]
    entries: list[Entry]
    metadata: ModuleMetadata
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
        return self.metadata.input_hash
