"""Function specs: the printed form of an equation-set entry (STYLE.md item 1).

Templates receive these, strings, numbers and tuples only, never sympy objects. One CSE pass
runs over all outputs of a function, with deterministic temporaries ``cse0, cse1, ...``, and the
operation count is recorded for the emitted comment.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from symbolic.equation_set import Entry, EquationSet


@dataclass(frozen=True)
class InputSpec:
    """One argument: its name, size, and per component the variable name ('_' if unused)."""

    name: str
    size: int
    components: tuple[str, ...]
    doc: str

    @property
    def used(self) -> bool:
        return any(c != "_" for c in self.components)


@dataclass(frozen=True)
class FunctionSpec:
    """Everything a template needs to emit one function."""

    name: str
    doc: str
    inputs: tuple[InputSpec, ...]
    rows: int
    cols: int
    vector: bool
    assignments: tuple[tuple[str, str], ...]
    outputs: tuple[tuple[int, int, str], ...]
    operation_count: int

    @property
    def dense(self) -> bool:
        return len(self.outputs) == self.rows * self.cols


def _nonzero(entry: Entry) -> list[tuple[int, int, sp.Expr]]:
    m = entry.matrix
    items = sorted(m.todok().items()) if hasattr(m, "todok") else []
    return [(i, j, e) for (i, j), e in items if e != 0]


def build_function(entry: Entry, eqs: EquationSet, printer) -> FunctionSpec:
    """CSE and print one entry."""
    cells = _nonzero(entry)
    exprs = [e for _, _, e in cells]
    temps, reduced = sp.cse(exprs, symbols=sp.numbered_symbols("cse"), order="canonical")
    used = set()
    for _, e in temps:
        used |= e.free_symbols
    for e in reduced:
        used |= e.free_symbols
    inputs = []
    for name in entry.args:
        arg = eqs.arguments[name]
        comps = tuple(s.name if s in used else "_" for s in arg.symbols)
        inputs.append(InputSpec(name, arg.size, comps, arg.doc))
    ops = sum(sp.count_ops(e) for _, e in temps) + sum(sp.count_ops(e) for e in reduced)
    rows, cols = entry.shape
    return FunctionSpec(
        name=entry.name,
        doc=entry.doc,
        inputs=tuple(inputs),
        rows=rows,
        cols=cols,
        vector=cols == 1,
        assignments=tuple((str(s), printer.doprint_checked(e)) for s, e in temps),
        outputs=tuple(
            (i, j, printer.doprint_checked(e)) for (i, j, _), e in zip(cells, reduced, strict=True)
        ),
        operation_count=int(ops),
    )
