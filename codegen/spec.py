"""Function specs: the printed form of an equation-set entry (STYLE.md item 1).

Templates receive these, strings, numbers and tuples only, never sympy objects. One CSE pass
runs over all outputs of a function, with deterministic temporaries ``cse0, cse1, ...``, and the
operation count is recorded for the emitted comment.
"""

from __future__ import annotations

from dataclasses import dataclass

import symengine as se
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


def build_function(entry: Entry, eqs: EquationSet, printer) -> FunctionSpec:
    """CSE (in symengine) and print (with a sympy printer) one entry.

    The eliminated pieces are small, so converting them to sympy for printing is cheap; the
    symengine temporaries x0, x1, ... are renamed cse0, cse1, ... (parameter names of either
    form are rejected by validation).
    """
    cells = entry.nonzero()
    temps, reduced = se.cse([e for _, _, e in cells]) if cells else ([], [])
    rename = {sp.Symbol(str(s)): sp.Symbol(f"cse{k}") for k, (s, _) in enumerate(temps)}
    temps_sp = [(rename[sp.Symbol(str(s))], sp.sympify(e).xreplace(rename)) for s, e in temps]
    reduced_sp = [sp.sympify(e).xreplace(rename) for e in reduced]
    used = set()
    for _, e in temps_sp:
        used |= e.free_symbols
    for e in reduced_sp:
        used |= e.free_symbols
    used_names = {s.name for s in used}
    inputs = []
    for name in entry.args:
        arg = eqs.arguments[name]
        comps = tuple(s.name if s.name in used_names else "_" for s in arg.symbols)
        inputs.append(InputSpec(name, arg.size, comps, arg.doc))
    ops = sum(sp.count_ops(e) for _, e in temps_sp) + sum(sp.count_ops(e) for e in reduced_sp)
    rows, cols = entry.shape
    return FunctionSpec(
        name=entry.name,
        doc=entry.doc,
        inputs=tuple(inputs),
        rows=rows,
        cols=cols,
        vector=cols == 1,
        assignments=tuple((s.name, printer.doprint_checked(e)) for s, e in temps_sp),
        outputs=tuple(
            (i, j, printer.doprint_checked(e))
            for (i, j, _), e in zip(cells, reduced_sp, strict=True)
        ),
        operation_count=int(ops),
    )
