"""The LaTeX report (mechgen latex): a complete document with the mechanism's tables and every
entry, blocks per joint and body, long cells laid out in lines that fit the page without losing
a term, compiled to PDF where LaTeX is installed (the PDF tests skip where pdflatex or pdftoppm
is missing, naming the Debian package; CI installs both)."""

from __future__ import annotations

import re
import subprocess
import warnings

import numpy as np
import pytest
import sympy as sp
from helpers import needs_tool
from mechgen.codegen import latex
from mechgen.codegen.latex import compile_pdf, report
from mechgen.codegen.latex_layout import EntryLayout, width
from mechgen.core.errors import CodeGenerationError
from mechgen.examples import catalogue, load_mechanism
from mechgen.runtime.schemes import SCHEMES
from mechgen.symbolic import derive
from PIL import Image

needs_latex = needs_tool("pdflatex")


def _eqs(name: str, formulation: str = "rA"):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return derive(load_mechanism(name), formulation)


def test_report_has_the_mechanism_and_every_entry():
    eqs = _eqs("slider_crank")
    tex = report(eqs)
    for body in ("crank", "rod", "slider"):
        assert rf"\texttt{{{body}}}" in tex
    assert r"\hline constraint group & basic constraints" in tex
    for entry in eqs.entries:
        assert f"\\section{{{latex.escape(entry.name)} (" in tex
    assert r"\paragraph{constraint revolute}" in tex and r"\paragraph{body crank}" in tex


def test_entries_render_in_jupyter():
    entry = _eqs("single_pendulum").entry("Phi")
    text = entry._repr_latex_()
    assert text.startswith("$\\displaystyle \\Phi = ") and text.endswith("$")
    assert r"\texttt{Phi(q, t, p)}" in text


def _formulations(every: bool) -> list[tuple[str, str]]:
    """(example, formulation): every example of mechgen list in the formulation it runs in
    first, or (every) in each formulation its schemes take."""
    pairs = []
    for name, about in catalogue():
        taken = [f for s in about.schemes for f in SCHEMES[s].formulations]
        pairs += [(name, f) for f in (dict.fromkeys(taken) if every else taken[:1])]
    return pairs


def _overfull(log: str) -> list[str]:
    """TeX's overfull-box warnings wider than 3 pt. TeX warns of any excess over \\hfuzz
    (0.1 pt); a few points run into the margin, not off the page, and lose nothing."""
    return [
        m.group(0)
        for m in re.finditer(r"Overfull \\[hv]box \((\d+\.?\d*)pt too \w+\)[^\n]*", log)
        if float(m.group(1)) > 3.0
    ]


def _compiles_within_the_page(name: str, formulation: str, tmp_path) -> None:
    tex = tmp_path / f"{name}_{formulation}.tex"
    tex.write_text(report(_eqs(name, formulation)))
    pdf = compile_pdf(tex)
    assert pdf.stat().st_size > 10_000
    assert _overfull(pdf.with_suffix(".log").read_text(errors="replace")) == []


@needs_latex
@pytest.mark.parametrize(
    ("name", "formulation"), [*_formulations(False), ("double_pendulum", "relative")]
)
def test_report_compiles_within_the_page(name, formulation, tmp_path):
    """Every example's report (and a mechanism without constraint rows) compiles, and no line
    is wider than the page."""
    _compiles_within_the_page(name, formulation, tmp_path)


@pytest.mark.slow
@needs_latex
@pytest.mark.parametrize(("name", "formulation"), _formulations(True))
def test_every_report_compiles_within_the_page(name, formulation, tmp_path):
    _compiles_within_the_page(name, formulation, tmp_path)


def test_layout_keeps_every_term_and_fits_the_line():
    """The slider crank in ZXZ angles has the report's longest cells (up to 17,000 characters of
    LaTeX in gamma and the index-3 matrix): laid out, every line fits the width budget, and the
    terms with each auxiliary put back are the cell itself, term for term."""
    eqs = _eqs("slider_crank", "re")
    for name in ("gamma", "index3_matrix"):
        entry = eqs.entry(name)
        layout = EntryLayout(eqs.latex_names, "x")
        cells = [sp.sympify(expr) for _, _, expr in entry.nonzero()]
        laid = [layout.terms(cell) for cell in cells]
        assert layout.auxiliaries, f"{name} has no cell wider than a line"
        back = {symbol: total for symbol, total in layout.auxiliaries}
        for cell, terms in zip(cells, laid, strict=True):
            assert sp.Add(*terms).xreplace(back) == cell
        lines = [line for cell in cells for line in layout.lines(cell)]
        lines += [line for _, defined in layout.definitions() for line in defined]
        # lines are packed by adding their terms' widths: the sum read at once may differ by
        # round-off
        assert max(width(line) for line in lines) <= layout.line + 1e-9


def test_width_of_fractions_scripts_and_delimiters():
    """The estimate reads structure: a fraction is as wide as its wider part, a subscript 0.7
    of its text, \\left/\\right one delimiter each, a \\mathrm name its letters."""
    assert width(r"\frac{a b c}{d}") == pytest.approx(3.4)
    assert width(r"x_{\mathrm{crank}}") == pytest.approx(1 + 0.7 * 5)
    assert width(r"\left(a + b\right)") == pytest.approx(0.8 + 1 + 2.2 + 1 + 0.8)
    assert width(r"\sin{\left(x \right)}") == pytest.approx(3.3 + 0.8 + 1 + 0.8)


@needs_tool("pdflatex", "pdftoppm")
def test_first_page_is_not_blank(tmp_path):
    tex = tmp_path / "four_link.tex"
    tex.write_text(report(_eqs("four_link", "rp")))
    pdf = compile_pdf(tex)
    subprocess.run(
        ["pdftoppm", "-png", "-r", "50", "-f", "1", "-l", "1", str(pdf), str(tmp_path / "page")],
        check=True,
    )
    (png,) = tmp_path.glob("page*.png")
    pixels = np.asarray(Image.open(png).convert("L"), dtype=float)
    assert (pixels < 128).mean() > 0.01


def test_pdf_without_latex_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setattr(latex.shutil, "which", lambda _: None)
    tex = tmp_path / "x.tex"
    tex.write_text("x")
    with pytest.raises(CodeGenerationError, match="texlive-latex-base"):
        compile_pdf(tex)
