"""LaTeX report of an equation set (``mechgen latex``): a compilable amsmath document with the
mechanism (parameters, bodies, joints, drivers, constraint groups in tables, from the equation
set's metadata), then one section per entry naming the emitted function that evaluates it.
Long entries are broken into blocks: rows that are constraint rows by their joint (or driver,
constraint group, body normalization), rows that are velocity coordinates by their body. Reads
the same equation set as the code backends."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import sympy as sp
from mechgen.core.errors import CodeGenerationError
from mechgen.core.escaping import latex_text as escape
from mechgen.symbolic.equation_set import EquationSet

from .emit import render

#: What the rows of an entry are (entries not named have no row blocks).
CONSTRAINT_ROWS = ("Phi", "Phi_q", "nu", "gamma", "taylor_residual", "taylor_matrix")
VELOCITY_ROWS = ("M", "Q", "Q_q", "Q_v", "Ma_q", "Phi_qT_lam_q", "tangent")
#: characters of LaTeX source per display line, and of one term shown in full (_lines)
LINE = 400
TERM = 8000


def _row_groups(eqs: EquationSet, name: str, n_rows: int) -> list[str]:
    """A block title per row: the constraint owner, the body of a velocity coordinate, the
    reaction site (B), or ''."""
    meta = eqs.metadata
    titles = [""] * n_rows
    if name in CONSTRAINT_ROWS:
        titles = [f"{r['kind']} {r['owner']}" for r in meta.constraint_rows]
    elif name in VELOCITY_ROWS:
        for body, (a, b) in meta.v_layout.items():
            titles[a:b] = [f"body {body}"] * (b - a)
    elif name == "B":
        for site in meta.reaction_sites:
            a, b = site["rows"]
            titles[a:b] = [f"{site['kind']} {site['owner']}"] * (b - a)
    return titles


def _lines(expr: sp.Expr, names: dict) -> list[str]:
    """The LaTeX of a cell as display lines of at most about LINE characters of source, broken
    between the terms of its sum.

    TeX cannot set a line wider than 16384 pt (about 5.8 m: "Dimension too large"), which a
    cell of 17,000 characters of source reached (the gamma of a half-angle driver), and no one
    reads such a line anyway. A single term longer than TERM characters of source is named, not
    shown: its formula is in the emitted module."""
    whole = sp.latex(expr, symbol_names=names)
    if len(whole) <= LINE:
        return [whole]
    lines: list[str] = []
    for k, term in enumerate(expr.as_ordered_terms() if expr.is_Add else [expr]):
        tex = sp.latex(term, symbol_names=names)
        if len(tex) > TERM:
            tex = rf"\text{{(a term of {len(tex)} characters of \LaTeX: see the emitted module)}}"
        if k:
            tex = tex if tex.startswith("-") else f"+ {tex}"
        if lines and len(lines[-1]) + len(tex) <= LINE:
            lines[-1] += f" {tex}"
        else:
            lines.append(tex)
    return lines


def _blocks(eqs: EquationSet, entry) -> list[dict]:
    """The entry's nonzero cells grouped in consecutive blocks of equal row title; each cell
    is its index and its display lines (:func:`_lines`)."""
    titles = _row_groups(eqs, entry.name, entry.shape[0])
    blocks: list[dict] = []
    for i, j, expr in entry.nonzero():
        index = f"{i}" if entry.shape[1] == 1 else f"{i},{j}"
        cell = (index, _lines(sp.sympify(expr), eqs.latex_names))
        if not blocks or blocks[-1]["title"] != escape(titles[i]):
            blocks.append({"title": escape(titles[i]), "cells": []})
        blocks[-1]["cells"].append(cell)
    return blocks


def report(eqs: EquationSet, only: tuple[str, ...] | None = None) -> str:
    """The .tex source for the chosen entries (default: every entry of the equation set).

    Raises:
        CodeGenerationError: when an entry asked for is not in the equation set.
    """
    names = only or tuple(e.name for e in eqs.entries)
    sections = []
    for name in names:
        try:
            entry = eqs.entry(name)
        except KeyError as exc:
            raise CodeGenerationError(str(exc.args[0])) from exc
        rows, cols = entry.shape
        sections.append(
            {
                "name": escape(name),
                "symbol": entry.symbol,
                "signature": escape(f"{name}({', '.join(entry.args)})"),
                "doc": escape(entry.doc),
                "shape": f"{rows} x {cols}",
                "blocks": _blocks(eqs, entry),
            }
        )
    model = eqs.metadata.model
    rows = [f"{i}: {r['owner']}[{r['label']}]" for i, r in enumerate(eqs.metadata.constraint_rows)]
    return render(
        "latex/report.tex.j2",
        title=escape(f"{eqs.mechanism} in the {eqs.formulation} formulation"),
        header_hash=eqs.input_hash,
        version=eqs.metadata.generator_version,
        q_names=escape(", ".join(eqs.metadata.q_names)),
        v_names=escape(", ".join(eqs.metadata.v_names)),
        rows=[escape(r) for r in rows],
        sections=sections,
        model=model,
        escape=escape,
    )


def compile_pdf(tex: str | Path) -> Path:
    """Runs latexmk (or pdflatex) on a report; returns the PDF's path.

    Raises:
        CodeGenerationError: when neither is installed (naming the Debian package), or the
            compilation fails (with LaTeX's first error line).
    """
    tex = Path(tex).resolve()
    if shutil.which("latexmk"):
        command = ["latexmk", "-pdf", "-interaction=nonstopmode", "-halt-on-error", tex.name]
    elif shutil.which("pdflatex"):
        command = ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", tex.name]
    else:
        raise CodeGenerationError(
            f"--pdf needs pdflatex or latexmk, and neither is installed (Debian: apt-get install "
            f"texlive-latex-base); the LaTeX source is in {tex}"
        )
    try:
        done = subprocess.run(
            command, cwd=tex.parent, capture_output=True, text=True, timeout=300, check=False
        )
    except subprocess.TimeoutExpired as exc:
        raise CodeGenerationError(f"{command[0]} did not finish within 300 s on {tex}") from exc
    pdf = tex.with_suffix(".pdf")
    if done.returncode != 0 or not pdf.is_file():
        errors = [line for line in done.stdout.splitlines() if line.startswith("!")]
        raise CodeGenerationError(
            f"{command[0]} failed on {tex}: {errors[0] if errors else 'see its log'}"
        )
    return pdf
