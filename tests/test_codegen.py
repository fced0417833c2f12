"""Code generation: golden files, numeric equivalence with sympy, strict printing, provenance,
templates, sympy-free emitted modules, LaTeX report (STYLE.md item 7)."""

from __future__ import annotations

import hashlib
import math
import os
import platform
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
import symengine as se
import sympy as sp
from helpers import FORMULATIONS, bundled
from mechgen.codegen.backends.numpy.printers import NumpyModulePrinter
from mechgen.codegen.emit import emit, render
from mechgen.codegen.latex import report
from mechgen.core.errors import CodeGenerationError
from mechgen.examples import BUNDLED, load_mechanism
from mechgen.pipeline import GENERATED_DIR
from mechgen.regenerate import fresh_emission
from mechgen.symbolic import derive

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("formulation", FORMULATIONS)
@pytest.mark.parametrize("name", BUNDLED)
def test_generated_modules_equal_a_fresh_emission(name, formulation):
    """Golden files: regenerate with `python -m mechgen.regenerate`."""
    for fname, text in fresh_emission(name, formulation).items():
        golden = (Path(GENERATED_DIR) / fname).read_text()
        assert golden == text, f"{fname} is stale: run python -m mechgen.regenerate"


#: OpenBLAS kernels of different SIMD widths (sums in different orders): x86-64 only
KERNELS = ("Haswell", "Prescott")
_EMIT_DIGESTS = """
import hashlib, sys, warnings
from mechgen.codegen.emit import emit
from mechgen.examples import load_mechanism
from mechgen.regenerate import fresh_emission
from mechgen.symbolic import derive
for name, formulation in (("single_pendulum", "rA"), ("slider_crank", "rp")):
    for fname, text in sorted(fresh_emission(name, formulation).items()):
        print(fname, hashlib.sha256(text.encode()).hexdigest())
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    eqs = derive(load_mechanism("planar_four_bar"), "relative", scheme="partitioning")
for fname, text in sorted(emit(eqs).items()):
    print(fname, hashlib.sha256(text.encode()).hexdigest())
"""


@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="x86-64 kernels")
def test_emission_does_not_depend_on_the_blas_kernel():
    """Byte-identical emission under two OpenBLAS kernels, each in a fresh process: the
    orthonormalized orientation of single_pendulum and the closed-form closing conditions of the
    four-bar are numbers computed at generation time (mechgen.symbolic.plain_floats); both bundled
    modules also equal the committed golden files."""
    digests = []
    for kernel in KERNELS:
        out = subprocess.run(
            [sys.executable, "-c", _EMIT_DIGESTS],
            cwd=ROOT,
            env={**os.environ, "OPENBLAS_CORETYPE": kernel},
            capture_output=True,
            text=True,
            check=True,
        )
        digests.append(dict(line.split() for line in out.stdout.splitlines()))
    assert digests[0] == digests[1]
    for fname, digest in digests[0].items():
        if fname.startswith(("single_pendulum", "slider_crank")):
            golden = (Path(GENERATED_DIR) / fname).read_bytes()
            assert hashlib.sha256(golden).hexdigest() == digest, f"{fname} differs from golden"


@pytest.fixture(scope="module")
def slider_rp():
    with pytest.warns(UserWarning):
        return derive(load_mechanism("slider_crank"), "rp")


def test_emission_is_deterministic(slider_rp):
    assert emit(slider_rp) == emit(slider_rp)


def test_every_entry_matches_sympy_lambdify(slider_rp):
    """Emitted numpy code (CSE, printer, templates) against sympy.lambdify of the entry."""
    mod = bundled("slider_crank", "rp")
    rng = np.random.default_rng(1)
    values = {name: rng.normal(size=arg.size) for name, arg in slider_rp.arguments.items()}
    values.update(t=0.3, h=1e-2, hq=2.5e-5, hv=5e-3)
    for entry in slider_rp.entries:
        symbols = [s for name in entry.args for s in slider_rp.arguments[name].symbols]
        f = sp.lambdify(
            symbols, entry.as_sympy(), modules=[{"sinc": lambda x: np.sinc(x / np.pi)}, "numpy"]
        )
        flat = [x for name in entry.args for x in np.atleast_1d(values[name])]
        expected = np.asarray(f(*flat), dtype=float).reshape(entry.shape)
        got = np.asarray(getattr(mod, entry.name)(*[values[n] for n in entry.args]))
        np.testing.assert_allclose(
            got.reshape(entry.shape), expected, rtol=1e-12, atol=1e-12, err_msg=entry.name
        )


def test_header_carries_provenance():
    text = (Path(GENERATED_DIR) / "slider_crank_rA.py").read_text()
    head = text.splitlines()[:8]
    for key in (
        "# generator: mechgen",
        "# template: numpy/module.py.j2",
        "# mechanism: slider_crank",
        "# formulation: rA",
        "# input hash: ",
        "# sympy: ",
        "# note: generated file, do not edit",
    ):
        assert any(line.startswith(key) for line in head), key
    assert "operations after common subexpression elimination" in text
    assert "def index3_matrix(q, v, a, lam, t, p, h):" in text


def test_printer_is_strict():
    x = sp.Symbol("x")
    printer = NumpyModulePrinter()
    assert printer.doprint_checked(sp.sin(x) + sp.Float(0.1)) == "math.sin(x) + 0.1"
    with pytest.raises(CodeGenerationError, match="cannot print"):
        printer.doprint_checked(sp.Function("mystery")(x))


def test_template_errors_name_the_template():
    with pytest.raises(CodeGenerationError, match=r"template 'numpy/nope.j2' failed"):
        render("numpy/nope.j2")


def test_unknown_backend_is_refused(slider_rp):
    with pytest.raises(CodeGenerationError, match=r"unknown backend 'fortran' \(known: c, numpy\)"):
        emit(slider_rp, "fortran")


def test_emitted_module_and_runtime_run_without_sympy():
    """The flow is one way: an emitted module plus the runtime need numpy/scipy only."""
    script = textwrap.dedent(f"""
        import sys
        sys.modules["sympy"] = None
        sys.modules["symengine"] = None
        from mechgen.runtime import load_module, simulate
        res = simulate(load_module({str(Path(GENERATED_DIR) / "slider_crank_rA.py")!r}),
                       "index3", 1e-3, 0.05)
        assert "sympy" not in [m for m in sys.modules if sys.modules[m] is not None]
        print(res.bodies["slider"]["r"][-1][0])
    """)
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True
    )
    by, bz = 0.1 + 0.08 * np.sin(0.1 * np.pi), 0.12 + 0.08 * np.cos(0.1 * np.pi)
    assert float(out.stdout) == pytest.approx(np.sqrt(0.09 - by**2 - bz**2), abs=1e-8)


def test_latex_report_names_the_emitted_functions():
    with pytest.warns(UserWarning):
        eqs = derive(load_mechanism("single_pendulum"), "rA")
    tex = report(eqs)
    for name, signature in (
        ("Phi", "Phi(q, t, p)"),
        ("Phi\\_q", "Phi\\_q(q, t, p)"),
        ("gamma", "gamma(q, v, t, p)"),
        ("M", "M(q, p)"),
        ("Q", "Q(q, v, t, p)"),
    ):
        assert f"\\section{{{name} (" in tex
        assert f"\\texttt{{{signature}}}" in tex
    assert r"A_{\mathrm{bar},13}" in tex
    assert "\\section{index3\\_matrix (" in tex  # every entry by default
    assert "index3" not in report(eqs, ("Phi", "M"))
    with pytest.raises(CodeGenerationError, match="no entry 'nope'"):
        report(eqs, ("nope",))
    only = report(eqs, ("Q_v",))
    assert "\\section{Q\\_v (" in only and "\\section{Phi (" not in only


def test_deep_expressions_stay_within_the_compilers_limits():
    """Wide sums and deep nests are cut into temporaries (a chain of about 3000 terms is what
    CPython refuses: "maximum recursion depth exceeded during compilation"): a sum of 870
    products becomes partial sums of at most MAX_TERMS, and sin(... + x1) nested 60 deep (120
    levels) is hoisted; every printed line compiles and the function's value is unchanged."""
    from types import SimpleNamespace

    from mechgen.codegen.shallow import MAX_TERMS
    from mechgen.codegen.spec import build_function
    from mechgen.symbolic.equation_set import Argument, Entry

    x = sp.symbols("x0:50")
    wide = sum(x[i] * x[j] ** 2 for i in range(30) for j in range(30) if i != j)
    deep = se.sympify(x[0])
    for _ in range(60):
        deep = se.sin(deep + se.sympify(x[1]))
    entry = Entry("deep", ("q",), (2, 1), {(0, 0): se.sympify(wide), (1, 0): deep}, "d", "test")
    eqs = SimpleNamespace(arguments={"q": Argument("q", x, "q")})
    spec = build_function(entry, eqs, NumpyModulePrinter())
    values = {f"q_{s.name}": v for s, v in zip(x, np.linspace(0.1, 0.9, 50), strict=True)}
    namespace = {"math": math, **values}
    for name, code in spec.assignments:
        namespace[name] = eval(compile(code, name, "eval"), namespace)
    got = [eval(compile(code, "out", "eval"), namespace) for _, _, code in spec.outputs]
    subs = dict(zip(x, np.linspace(0.1, 0.9, 50), strict=True))
    inner = subs[x[0]]
    for _ in range(60):
        inner = math.sin(inner + subs[x[1]])
    expected = [float(sp.lambdify(x, wide)(*subs.values())), inner]
    np.testing.assert_allclose(got, expected, rtol=1e-12)
    assert len(spec.assignments) >= 870 // MAX_TERMS + 1
