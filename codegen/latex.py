"""LaTeX report of an equation set (``mechgen latex``): a compilable amsmath document with the
mechanism (parameters, bodies, joints, drivers, constraint groups in tables, from the equation
set's metadata), then one section per entry naming the emitted function that evaluates it.
Long entries are broken into blocks: rows that are constraint rows by their joint (or driver,
constraint group, body normalization), rows that are velocity coordinates by their body; long
cells into lines that fit the page, with auxiliary terms (:mod:`.latex_layout`). Reads the same
equation set as the code backends."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import sympy as sp
from mechgen.core.errors import CodeGenerationError
from mechgen.core.escaping import latex_text as escape
from mechgen.symbolic.equation_set import EquationSet

from .emit import render
from .latex_layout import EntryLayout

#: What the rows of an entry are (entries not named have no row blocks).
CONSTRAINT_ROWS = ("Phi", "Phi_q", "nu", "gamma", "taylor_residual", "taylor_matrix")
VELOCITY_ROWS = ("M", "Q", "Q_q", "Q_v", "Ma_q", "Phi_qT_lam_q", "tangent")


def _row_groups(eqs: EquationSet, name: str, n_rows: int) -> list[str]:
    """A block title per row: the constraint owner, the body of a velocity coordinate, the
    reaction site (B, reaction_frames, joint_motion), or ''."""
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
    elif name == "reaction_frames":
        titles = [f"{site['kind']} {site['owner']}" for site in meta.reaction_sites]
    elif name == "joint_motion":
        titles = [
            f"{site['kind']} {site['owner']}" for site in meta.reaction_sites if site["coordinates"]
        ]
    return titles


def _breakable(text: str) -> str:
    """Escaped text with break points after the dots and underscores inside names (a dotted
    module path is one word to TeX, wider than a line)."""
    return re.sub(r"(?<=\w)(\.|\\_)(?=\w)", r"\1\\allowbreak{}", text)


def _label(entry, i: int, j: int) -> str:
    """The label of a cell: the entry's symbol and the cell's index."""
    index = f"{i}" if entry.shape[1] == 1 else f"{i},{j}"
    return rf"\left({entry.symbol}\right)_{{{index}}}"


def _blocks(eqs: EquationSet, entry, layout: EntryLayout) -> list[dict]:
    """The entry's nonzero cells grouped in consecutive blocks of equal row title; each cell
    is its index and its display lines (:meth:`EntryLayout.lines`)."""
    titles = _row_groups(eqs, entry.name, entry.shape[0])
    blocks: list[dict] = []
    for i, j, expr in entry.nonzero():
        cell = (_label(entry, i, j), layout.lines(sp.sympify(expr)))
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
        layout = EntryLayout(eqs.latex_names, _label(entry, rows - 1, cols - 1))
        blocks = _blocks(eqs, entry, layout)
        sections.append(
            {
                "name": escape(name),
                "symbol": entry.symbol,
                "signature": escape(f"{name}({', '.join(entry.args)})"),
                "doc": _breakable(escape(entry.doc)),
                "shape": f"{rows} x {cols}",
                "blocks": blocks,
                "auxiliaries": layout.definitions(),
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
    """Runs latexmk (or pdflatex) on a report, in its folder; returns the PDF's path, beside
    ``tex`` as given (relative stays relative). LaTeX's .aux and .log stay beside it.

    Raises:
        CodeGenerationError: when neither is installed (naming the Debian package), or the
            compilation fails (with LaTeX's first error line).
    """
    given, tex = Path(tex), Path(tex).resolve()
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
    return given.with_suffix(".pdf")
