"""User names and text in emitted files (issue 16): any identifier works as a parameter or
body name in both backends, and hostile labels and names never become code."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import numpy as np
import pytest
from helpers import missing_tool, needs_tool
from mechgen.codegen.emit import emit, write
from mechgen.codegen.latex import compile_pdf, report
from mechgen.core.escaping import unvisible
from mechgen.runtime import load_module, simulate
from mechgen.symbolic import Mechanism, derive

#: names that were generator locals, C keywords and macros, builtins or coordinate names
NAMES = (
    "h", "t0", "r_bar_y", "A_bar_11", "long", "char", "sin", "sqrt", "pow", "fabs", "exp",
    "unsigned", "register", "signed", "NAN", "INFINITY", "ab", "abs", "a", "I", "N", "S", "out",
    "q", "p", "v", "lam", "np", "math", "cse0", "x0", "lam_0", "M_PI", "p_h", "q_r_bar_x",
)  # fmt: skip

#: text that ends docstrings, comments and strings or runs commands if pasted
HOSTILE = (
    'x"""\nimport os; os.system("touch pwned")\n"""',
    "x'''\nimport os\n'''",
    "back\\slash \\N{BULLET} \\x00",
    "line\nbreak\r\n",
    "*/ int pwned; /*",
    "#include <stdio.h>",
    "??/ trigraph",
    "\\write18{touch pwned}",
    "} \\end{document}",
    "nul\x00byte",
    "\u00e9t\u00e9 \U0001f600",
)


def pendulum(length_names: tuple[str, ...], body: str = "bar", label: str = "") -> Mechanism:
    """A pendulum whose length is the sum of one parameter per name (defaults share 2 m) and
    whose joint and a redundant constraint group carry ``label``."""
    m = Mechanism("named", gravity=(0, 0, -9.81))
    length = sum(m.parameter(n, 2.0 / len(length_names)) for n in length_names)
    bar = m.add_body(body, mass=3.0, inertia=(0.5, 0.5, 0.01), position=(0, length / 2, 0))
    m.add_joint("revolute", m.ground, bar, point=(0, 0, 0), axis=(1, 0, 0), name=label or "J1")
    if label:
        m.add_constraint(
            "DP1", m.ground, bar, a_i=(1, 0, 0), a_j=(0, 1, 0), name=label + "!", label=label
        )
    return m


def hostile_pendulum() -> Mechanism:
    """The pendulum with one redundant constraint group per hostile text (group g<k>)."""
    m = pendulum(("L",))
    for k, text in enumerate(HOSTILE):
        m.add_constraint(
            "DP1", m.ground, "bar", a_i=(1, 0, 0), a_j=(0, 1, 0), name=f"g{k}", label=text
        )
    return m


def _emit(m: Mechanism, formulation: str, backend: str, directory: Path):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eqs = derive(m, formulation)
    paths = write(emit(eqs, backend), directory)
    return eqs, load_module(next(p for p in paths if p.suffix == ".py"))


def _swing(module, **params) -> np.ndarray:
    return simulate(module, "index3", 1e-3, 0.3, params=params, progress=None).q[-1]


@pytest.mark.parametrize("backend", ["numpy", pytest.param("c", marks=needs_tool("cc"))])
def test_any_identifier_is_a_parameter_and_body_name(backend, tmp_path, monkeypatch):
    """Parameters named like the generator's locals, C keywords and macros, numpy builtins and
    coordinates change nothing: the run equals the one with a single parameter 'L' (same
    arithmetic up to the order of the length's sum: 1e-12), at the defaults and at another
    value of 'h' (the step size is not the parameter)."""
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path / "cache"))
    _, ref = _emit(pendulum(("L",)), "rA", "numpy", tmp_path / "ref")
    _, mod = _emit(pendulum(NAMES, body="q"), "rA", backend, tmp_path / backend)
    assert list(NAMES) == mod.PARAMETERS
    np.testing.assert_allclose(_swing(mod), _swing(ref), atol=1e-12)
    share = 2.0 / len(NAMES)
    longer = _swing(mod, h=share + 0.5)
    np.testing.assert_allclose(longer, _swing(ref, L=2.5), atol=1e-12)
    assert abs(longer - _swing(ref)).max() > 1e-3


def test_reserved_parameter_names_are_listed():
    from mechgen.core.errors import ModelError

    m = pendulum(("pi",))
    with pytest.raises(ModelError, match=r"parameter 'pi': 'pi' is a constant of model-file "):
        derive(m, "rA")


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_labels_and_names_stay_text(text, tmp_path, monkeypatch):
    """A label or joint name from an untrusted model reaches the docstring, METADATA, C
    comments and LaTeX escaped: importing the module runs nothing, METADATA reads it back
    exactly, and the docstring reads it back through the escaping printer."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path / "cache"))
    eqs, mod = _emit(pendulum(("L",), label=text), "rA", "numpy", tmp_path / "py")
    assert mod.METADATA["constraint_rows"][0]["owner"] == text
    assert mod.METADATA["dropped_rows"][0]["label"] == text  # the group is redundant
    assert text in mod.__doc__  # a non-raw docstring gives back the original characters
    assert not (tmp_path / "pwned").exists()
    tree = ast.parse((tmp_path / "py" / "named_rA.py").read_text())
    imports = [ast.unparse(n) for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert imports == ["import math", "import numpy as np"]
    tex = report(eqs)
    assert "\\write18" not in tex and "\\end{document}" in tex
    assert tex.count("\\end{document}") == 1


@needs_tool("cc")
def test_hostile_text_in_c_files(tmp_path, monkeypatch):
    """All hostile texts at once through the C backend: compiled with -Werror, imported in a
    fresh process (nothing runs), METADATA exact, every C comment still one comment."""
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path / "cache"))
    eqs, mod = _emit(hostile_pendulum(), "rA", "c", tmp_path / "c")
    labels = [r["label"] for r in mod.METADATA["constraint_rows"] if r["owner"].startswith("g")]
    dropped = [r["label"] for r in mod.METADATA["dropped_rows"]]
    assert sorted(labels + dropped) == sorted(HOSTILE)
    for name in ("named_rA.c", "named_rA.h"):  # METADATA in the wrapper holds it as a literal
        assert "int pwned" not in (tmp_path / "c" / name).read_text()
    script = textwrap.dedent(
        f"""
        import os
        from mechgen.runtime import load_module
        mod = load_module({str(tmp_path / "c" / "named_rA_c.py")!r})
        assert not os.path.exists("pwned")
        print(len(mod.METADATA["constraint_rows"]))
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, check=True
    )
    assert int(out.stdout) == eqs.metadata.n_c
    assert not (tmp_path / "pwned").exists()


@needs_tool("pdflatex")
def test_hostile_text_in_a_pdf(tmp_path):
    """The LaTeX report of a mechanism carrying every hostile text compiles (\\write18 is
    text, not a command) and creates no file."""
    m = hostile_pendulum()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eqs = derive(m, "rA", ("Phi", "Phi_q"))
    tex = tmp_path / "r.tex"
    tex.write_text(report(eqs))
    assert compile_pdf(tex).is_file()
    assert not (tmp_path / "pwned").exists()


def test_escaping_round_trip():
    from mechgen.core import escaping

    for text in HOSTILE:
        for printer in (escaping.python_comment, escaping.c_comment, escaping.printable):
            assert "\n" not in printer(text) and "\x00" not in printer(text)
        for printer in (escaping.python_comment, escaping.c_comment):
            assert unvisible(printer(text)) == text
        assert "*/" not in escaping.c_comment(text) and "/*" not in escaping.c_comment(text)
        assert "??" not in escaping.c_comment(text)
        assert "\n" not in escaping.latex_text(text)


@needs_tool("cc")
def test_c_strings_and_xml_read_back_as_the_visible_text(tmp_path):
    """Every hostile text through the C-string printer compiles into one string that C reads as
    the text's visible spelling (no trigraph, no early quote), and through the XML printer
    into an attribute and an element an XML parser reads the same way (the FMU's files)."""
    import xml.etree.ElementTree as ET

    from mechgen.core import escaping
    from mechgen.core.clib import compiler

    lines = "".join(f'    puts("{escaping.c_string(text)}");\n' for text in HOSTILE)
    (tmp_path / "s.c").write_text(
        f"#include <stdio.h>\nint main(void)\n{{\n{lines}    return 0;\n}}\n"
    )
    subprocess.run(
        [compiler(), "-std=c99", "-Wall", "-Werror", "-trigraphs", "s.c", "-o", "s"],
        cwd=tmp_path,
        check=True,
    )
    out = subprocess.run(["./s"], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert out.stdout.splitlines() == [escaping.visible(text) for text in HOSTILE]
    for text in HOSTILE:
        printed = escaping.xml_text(text)
        element = ET.fromstring(f"<a b=\"{printed}\" c='{printed}'>{printed}</a>")
        assert element.get("b") == element.get("c") == element.text == escaping.visible(text)


def test_the_reported_model_file_runs_nothing(tmp_path):
    """The model file of the report: its label closed the module docstring and ran os.system
    at import, through the CLI."""
    label = 'x"""\nimport os; os.system(\'touch pwned\')\n"""'
    (tmp_path / "inj.yaml").write_text(
        textwrap.dedent(
            f"""
            name: inj
            bodies:
              - {{name: bar, mass: 1, inertia: [1, 1, 1], position: [0, 0, 0]}}
            constraints:
              - {{name: c1, kind: CD, body_i: bar, body_j: ground, c: [1, 0, 0], s_i: [0, 0, 0],
                 s_j: [0, 0, 0], label: {json.dumps(label)}}}
            """
        )
    )
    env = {**os.environ, "MECHGEN_CACHE_DIR": str(tmp_path / "cache")}
    command = [
        "simulate",
        "inj.yaml",
        "--scheme",
        "index3",
        "--h",
        "1e-3",
        "--t-end",
        "0.01",
        "--json",
    ]
    for backend in ("numpy", "c") if missing_tool("cc") is None else ("numpy",):
        out = subprocess.run(
            [sys.executable, "-m", "mechgen", *command, "--backend", backend],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
        )
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["steps"] == 10
    assert not (tmp_path / "pwned").exists()


def test_joint_names_in_relative_coordinates_are_latex_text():
    """The relative formulation names its coordinates after the joints (free text)."""
    m = pendulum(("L",), label="\\write18{touch pwned}}$")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eqs = derive(m, "relative", ("M",))
    tex = report(eqs)
    assert "\\write18" not in tex and "\\textbackslash{}write18\\{touch pwned\\}\\}\\$" in tex
