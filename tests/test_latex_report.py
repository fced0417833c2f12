"""The LaTeX report (mechgen latex): a complete document with the mechanism's tables and every
entry, blocks per joint and body, compiled to PDF where LaTeX is installed (the PDF tests skip
where pdflatex or pdftoppm is missing, naming the Debian package; CI installs both)."""

from __future__ import annotations

import subprocess
import warnings

import numpy as np
import pytest
from conftest import needs_tool
from mechgen.codegen import latex
from mechgen.codegen.latex import compile_pdf, report
from mechgen.core.errors import CodeGenerationError
from mechgen.examples import BUNDLED, load_mechanism
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


@needs_latex
@pytest.mark.parametrize("name", BUNDLED)
def test_report_compiles_to_pdf(name, tmp_path):
    tex = tmp_path / f"{name}.tex"
    tex.write_text(report(_eqs(name)))
    pdf = compile_pdf(tex)
    assert pdf.stat().st_size > 10_000


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
