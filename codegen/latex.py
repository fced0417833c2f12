"""LaTeX report of an equation set: one section per entry, naming the emitted function that
evaluates it (``mechgen latex``). Reads the same equation set as the code backends."""

from __future__ import annotations

import sympy as sp

from mechgen.errors import CodeGenerationError
from symbolic.equation_set import EquationSet

from .emit import render

DEFAULT_ENTRIES = ("Phi", "Phi_q", "nu", "gamma", "M", "Q")
_TEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "_": r"\_",
    "^": r"\^{}",
    "~": r"\~{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "{": r"\{",
    "}": r"\}",
}


def escape(text: str) -> str:
    """Escapes text for LaTeX text mode."""
    return "".join(_TEX_SPECIAL.get(ch, ch) for ch in text)


def report(eqs: EquationSet, only: tuple[str, ...] | None = None) -> str:
    """The .tex source for the chosen entries (default: Phi, Phi_q, nu, gamma, M, Q).

    Raises:
        CodeGenerationError: when an entry asked for is not in the equation set.
    """
    names = only or tuple(n for n in DEFAULT_ENTRIES if n in eqs.metadata["entries"])
    sections = []
    for name in names:
        try:
            entry = eqs.entry(name)
        except KeyError as exc:
            raise CodeGenerationError(str(exc.args[0])) from exc
        rows, cols = entry.shape
        cells = []
        for i, j, expr in entry.nonzero():
            index = f"{i}" if cols == 1 else f"{i},{j}"
            cells.append((index, sp.latex(sp.sympify(expr), symbol_names=eqs.latex_names)))
        sections.append(
            {
                "name": escape(name),
                "symbol": entry.symbol,
                "signature": escape(f"{name}({', '.join(entry.args)})"),
                "doc": escape(entry.doc),
                "shape": f"{rows} x {cols}",
                "cells": cells,
            }
        )
    rows = [
        f"{i}: {r['owner']}[{r['label']}]" for i, r in enumerate(eqs.metadata["constraint_rows"])
    ]
    return render(
        "latex/report.tex.j2",
        title=escape(f"{eqs.mechanism} in the {eqs.formulation} formulation"),
        header_hash=eqs.input_hash,
        version=eqs.metadata["generator_version"],
        q_names=escape(", ".join(eqs.metadata["q_names"])),
        v_names=escape(", ".join(eqs.metadata["v_names"])),
        rows=[escape(r) for r in rows],
        sections=sections,
    )
