"""Function specs: the printed form of an equation-set entry (STYLE.md item 1).

Templates receive these, strings, numbers and tuples only, never sympy objects. One CSE pass
runs over all outputs of a function, with deterministic temporaries ``cse0, cse1, ...``, and the
operation count is recorded for the emitted comment.
"""

from __future__ import annotations

from dataclasses import dataclass

import symengine as se
import sympy as sp
from mechgen.core.entries import SERIES_ENTRIES
from mechgen.core.errors import CodeGenerationError
from mechgen.symbolic.conversion import to_sympy
from mechgen.symbolic.equation_set import Argument, Entry, EquationSet

from .operation_count import operation_count
from .shallow import bound_depth

#: arguments passed as one number, named in emitted code by the argument itself
SCALAR_ARGUMENTS = ("t", "h", "hq", "hv")
#: arguments given per row to the rows form of a series entry (p is shared by all rows)
ROW_ARGUMENTS = {"q", "v", "a", "t"}


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

    @property
    def scalar(self) -> bool:
        """Passed as one number (t, h), not as a vector."""
        return self.name in SCALAR_ARGUMENTS and self.size == 1


@dataclass(frozen=True)
class Printed:
    """An entry's CSE temporaries and nonzero output cells printed by one printer."""

    assignments: tuple[tuple[str, str], ...]
    outputs: tuple[tuple[int, int, str], ...]


@dataclass(frozen=True)
class FunctionSpec:
    """Everything a template needs to emit one function.

    ``rows_form``: for an entry of :data:`mechgen.core.entries.SERIES_ENTRIES`, True, and its
    expressions printed for arrays of rows by the backend's ``rows_printer`` (``batch``; None
    when the backend loops over rows instead)."""

    name: str
    doc: str
    inputs: tuple[InputSpec, ...]
    rows: int
    cols: int
    vector: bool
    assignments: tuple[tuple[str, str], ...]
    outputs: tuple[tuple[int, int, str], ...]
    operation_count: int
    rows_form: bool = False
    batch: Printed | None = None

    @property
    def dense(self) -> bool:
        return len(self.outputs) == self.rows * self.cols


def local_names(arg: Argument) -> tuple[str, ...]:
    """The local variable of each component of an argument in emitted code: ``<argument>_<label>``
    (``p_L1``, ``q_r_bar_x``, ``lam_0``).

    Every local of argument ``X`` starts with ``X_``; argument names have no ``_``, so two
    arguments' locals never meet, labels are unique within an argument, and the generator's own
    names (``cse0``, ``out``, ``t``, ``h``, ``np``, ``math``, ``_floats``) never have that form:
    no user name can collide with them or with a keyword, builtin or library name of either
    language.

    Raises:
        CodeGenerationError: if two components would share a local (a generator bug).
    """
    if arg.name in SCALAR_ARGUMENTS and arg.size == 1:
        return (arg.name,)
    names = tuple(f"{arg.name}_{label}" for label in arg.labels)
    if len(set(names)) != len(names) or not all(n.isidentifier() for n in names):
        raise CodeGenerationError(f"argument '{arg.name}' has clashing component names {names}")
    return names


def build_function(entry: Entry, eqs: EquationSet, printer, rows_printer=None) -> FunctionSpec:
    """CSE (in symengine) and print (with a sympy printer) one entry; an entry of
    :data:`SERIES_ENTRIES` is printed by ``rows_printer`` too, when given.

    The eliminated pieces are small, so converting them to sympy for printing is cheap; the
    symengine temporaries x0, x1, ... are renamed cse0, cse1, ... and every input symbol to its
    local variable (:func:`local_names`) in the same pass, in symengine before the conversion
    (renaming the sympy expressions rebuilt each of them: a third of a C emission, issue 38);
    expressions too deep for a compiler are then cut (:func:`mechgen.codegen.shallow.bound_depth`).
    """
    cells = entry.nonzero()
    temps, reduced = se.cse([e for _, _, e in cells]) if cells else ([], [])
    rename = {sp.Symbol(str(s)): sp.Symbol(f"cse{k}") for k, (s, _) in enumerate(temps)}
    locals_of = {}
    for name in entry.args:
        arg = eqs.arguments[name]
        locals_of[name] = local_names(arg)
        rename.update(
            {
                sp.Symbol(s.name): sp.Symbol(n)
                for s, n in zip(arg.symbols, locals_of[name], strict=True)
            }
        )
    renamed = {se.Symbol(str(old)): se.Symbol(str(new)) for old, new in rename.items()}
    every = [e for _, e in temps] + list(reduced)
    every = list(se.DenseMatrix(len(every), 1, every).xreplace(renamed)) if every else []
    memo: dict = {}
    temps_sp = [
        (rename[sp.Symbol(str(s))], to_sympy(e, memo))
        for (s, _), e in zip(temps, every, strict=False)
    ]
    reduced_sp = [to_sympy(e, memo) for e in every[len(temps) :]]
    temps_sp, reduced_sp = _without_unused(*bound_depth(temps_sp, reduced_sp))
    used = set()
    for _, e in temps_sp:
        used |= e.free_symbols
    for e in reduced_sp:
        used |= e.free_symbols
    used_names = {s.name for s in used}
    known = {n for names in locals_of.values() for n in names} | {s.name for s, _ in temps_sp}
    if used_names - known:
        raise CodeGenerationError(
            f"entry '{entry.name}' uses {sorted(used_names - known)}, which are not among its "
            f"arguments ({', '.join(entry.args)}): a derivation that forgot an argument"
        )
    inputs = []
    for name in entry.args:
        arg = eqs.arguments[name]
        comps = tuple(n if n in used_names else "_" for n in locals_of[name])
        inputs.append(InputSpec(name, arg.size, comps, arg.doc))
    ops = sum(operation_count(e) for _, e in temps_sp) + sum(operation_count(e) for e in reduced_sp)
    rows, cols = entry.shape
    rows_form = entry.name in SERIES_ENTRIES
    if rows_form and ("q" not in entry.args or not set(entry.args) <= ROW_ARGUMENTS | {"p"}):
        raise CodeGenerationError(
            f"entry '{entry.name}' takes {entry.args}: a series entry takes q and only "
            "q, v, a, t and p (a generator bug)"
        )
    printed = _printed(printer, temps_sp, reduced_sp, cells)
    return FunctionSpec(
        name=entry.name,
        doc=entry.doc,
        inputs=tuple(inputs),
        rows=rows,
        cols=cols,
        vector=cols == 1,
        assignments=printed.assignments,
        outputs=printed.outputs,
        operation_count=int(ops),
        rows_form=rows_form,
        batch=_printed(rows_printer, temps_sp, reduced_sp, cells)
        if rows_form and rows_printer is not None
        else None,
    )


def _without_unused(temps: list, reduced: list) -> tuple[list, list]:
    """The temporaries that the outputs use, directly or through later temporaries. Terms that
    cancel once the pieces are back together (a temporary times a difference that vanishes)
    can leave one unused, which a C compiler refuses under -Werror."""
    needed = set().union(*(e.free_symbols for e in reduced)) if reduced else set()
    kept = []
    for symbol, e in reversed(temps):
        if symbol in needed:
            kept.append((symbol, e))
            needed |= e.free_symbols
    return kept[::-1], reduced


def _printed(printer, temps, reduced, cells) -> Printed:
    return Printed(
        tuple((s.name, printer.doprint_checked(e)) for s, e in temps),
        tuple(
            (i, j, printer.doprint_checked(e)) for (i, j, _), e in zip(cells, reduced, strict=True)
        ),
    )
