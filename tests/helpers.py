"""Helpers the tests share (tests import them from here; conftest.py holds the fixtures):
the emitted modules of the bundled examples (from generated/, kept current by the golden
test), a helper that derives, emits and loads any mechanism, the C-against-numpy comparison of
every entry, and skips for tests that need a system tool (pdflatex, pdftoppm, a C compiler)."""

from __future__ import annotations

import inspect
import shutil
import warnings
from pathlib import Path

import numpy as np
import pytest
from mechgen.codegen.emit import emit, write
from mechgen.codegen.spec import SCALAR_ARGUMENTS
from mechgen.core.clib import compiler
from mechgen.core.errors import BuildError
from mechgen.pipeline import GENERATED_DIR
from mechgen.runtime import Model, load_module
from mechgen.symbolic import derive

FORMULATIONS = ("rA", "rp", "re")


def bundled(name: str, formulation: str):
    """The committed emitted module of a bundled example."""
    return load_module(Path(GENERATED_DIR) / f"{name}_{formulation}.py")


def _derived(mechanism, formulation: str, **options):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return derive(mechanism, formulation, **options)


def emitted(mechanism, formulation: str, directory: Path, **options):
    """Derives, emits into ``directory`` and loads a mechanism's module."""
    (path,) = write(emit(_derived(mechanism, formulation, **options)), directory)
    return load_module(path)


def emitted_both(mechanism, formulation: str, directory: Path, **options) -> dict:
    """The numpy and C modules of one derivation (``{"numpy": ..., "c": ...}``)."""
    eqs = _derived(mechanism, formulation, **options)
    (numpy_path,) = write(emit(eqs), directory / "numpy")
    c_paths = write(emit(eqs, "c"), directory / "c")
    wrapper = next(p for p in c_paths if p.name.endswith("_c.py"))
    return {"numpy": load_module(numpy_path), "c": load_module(wrapper)}


def euler_blocks(module) -> list[slice]:
    """The blocks of Euler parameters among a module's coordinates q (the relative
    formulation's ball joints and free bodies: metadata ``unit_blocks``)."""
    return [slice(start, stop) for start, stop in module.METADATA.get("unit_blocks", [])]


def on_sphere(module, q: np.ndarray, v: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(q, v) with each block of Euler parameters on the unit sphere (changed in place; the
    velocity coordinates, angular velocities there, need nothing)."""
    for block in euler_blocks(module):
        q[block] /= np.linalg.norm(q[block])
    return q, v


def tree_accelerations(module, q: np.ndarray, v: np.ndarray, p: np.ndarray) -> np.ndarray:
    """The accelerations of the open tree (loops left open): M a = Q."""
    n = module.N_V
    M = np.reshape(module.M(q, p), (n, n))
    return np.linalg.solve(M, np.ravel(module.Q(q, v, 0.0, p)))


def euler_g(p: np.ndarray) -> np.ndarray:
    """G(p) of seed 001 eq. (39c): the body angular velocity of A(p) is 2 G(p) p'."""
    e0, e1, e2, e3 = p
    return np.array([[-e1, e0, e3, -e2], [-e2, -e3, e0, e1], [-e3, e2, -e1, e0]])


def euler_rotation(p: np.ndarray) -> np.ndarray:
    """A(p), seed 001 eq. (22)."""
    e0, e1, e2, e3 = p
    return 2 * np.array(
        [
            [e0**2 + e1**2 - 0.5, e1 * e2 - e0 * e3, e1 * e3 + e0 * e2],
            [e1 * e2 + e0 * e3, e0**2 + e2**2 - 0.5, e2 * e3 - e0 * e1],
            [e1 * e3 - e0 * e2, e2 * e3 + e0 * e1, e0**2 + e3**2 - 0.5],
        ]
    )


def quaternion_product(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The Hamilton product a b of quaternions (w, x, y, z)."""
    a0, av, b0, bv = a[0], a[1:], b[0], b[1:]
    return np.concatenate([[a0 * b0 - av @ bv], a0 * bv + b0 * av + np.cross(av, bv)])


def model(module, **params) -> Model:
    return Model(module, params)


def assert_entries_agree(c, py, rng, repeats: int) -> None:
    """Every entry of two emitted modules (C and numpy) agrees to 1e-12 relative at random
    arguments: the scalars (t, h, hq, hv) uniform in [0.2, 1], the default parameters, normal
    arrays sized by the module (only evaluation order and CSE rounding may differ)."""
    sizes = {
        "q": py.N_Q,
        "v": py.N_V,
        "dv": py.N_V,
        "a": py.N_V,
        "lam": py.N_C,
        "mu": py.METADATA.get("n_mu", 0),
        "w": py.N_Q,
    }
    for entry in py.ENTRIES:
        names = list(inspect.signature(getattr(py, entry)).parameters)
        for _ in range(repeats):
            args = [
                rng.uniform(0.2, 1.0)
                if n in SCALAR_ARGUMENTS
                else (np.asarray(py.PARAMETER_DEFAULTS) if n == "p" else rng.normal(size=sizes[n]))
                for n in names
            ]
            expected = np.asarray(getattr(py, entry)(*args))
            got = np.asarray(getattr(c, entry)(*args))
            scale = max(1.0, np.abs(expected).max(initial=0.0))
            np.testing.assert_allclose(got, expected, rtol=1e-12, atol=1e-12 * scale, err_msg=entry)


# System tools some tests need, with the Debian package that provides each (README.md's first
# screen names them). CI (.ci/run) installs them; elsewhere a test that needs an absent tool
# skips and says what to install.
TOOL_PACKAGES = {"pdflatex": "texlive-latex-base", "pdftoppm": "poppler-utils", "cc": "gcc"}


def missing_tool(tool: str) -> str | None:
    """Why a system tool is unavailable here (the skip reason), or None when it is on PATH.

    ``"cc"`` is the C compiler as mechgen.core.clib finds it: $CC, else cc, gcc or clang."""
    if tool == "cc":
        try:
            compiler()
        except BuildError:
            return "no C compiler ($CC, cc, gcc, clang): apt-get install gcc, or set CC"
        return None
    if shutil.which(tool) is None:
        return f"{tool} not installed: apt-get install {TOOL_PACKAGES[tool]}"
    return None


def laid_out(target: Path) -> Path:
    """The mechgen package as pip installs it (pyproject.toml's package-dir mapping), copied
    under ``target``, for tools that read packages from folders (import-linter, the docs'
    mkdocstrings) in an editable set-up; returns ``target``."""
    import shutil

    tomllib = pytest.importorskip("tomllib", reason="Python 3.11 reads pyproject.toml")
    root = Path(__file__).resolve().parent.parent
    config = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]
    for package, folder in config["package-dir"].items():
        shutil.copytree(
            root / folder,
            target / package.replace(".", "/"),
            ignore=shutil.ignore_patterns("__pycache__", "*.so"),
            dirs_exist_ok=True,
        )
    return target


def needs_tool(*tools: str) -> pytest.MarkDecorator:
    """Skips a test (with the reason) unless every one of ``tools`` is available."""
    reasons = [r for r in map(missing_tool, tools) if r]
    return pytest.mark.skipif(bool(reasons), reason="; ".join(reasons))


def pose_error(run, reference, size: float) -> float:
    """The largest d_b = |r - r_ref| + L ||A - A_ref||_F / sqrt(2) over bodies and the run's
    rows (L = ``size``): the error estimate's own measure (mechgen.runtime.error_estimate),
    written here from its definition, against the rows of a reference run at the same times
    (its step divides the run's)."""
    stride = round(run.h / reference.h)
    assert stride * reference.h == pytest.approx(run.h, rel=1e-12)  # the grids meet
    rows = slice(None, stride * (len(run.t) - 1) + 1, stride)
    ours, ref = run.bodies, reference.bodies
    return max(
        float(
            (
                np.linalg.norm(ours[b]["r"] - ref[b]["r"][rows], axis=1)
                + size * np.linalg.norm(ours[b]["A"] - ref[b]["A"][rows], axis=(1, 2)) / 2**0.5
            ).max()
        )
        for b in ours
    )
