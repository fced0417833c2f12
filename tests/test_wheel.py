"""The distribution installs exactly one top-level package, ``mechgen`` (issue 18): built as a
wheel from a copy of the checkout, installed into a fresh venv, and run from a folder that holds
a user's own ``examples/`` (which used to shadow the bundled examples)."""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from helpers import needs_tool

ROOT = Path(__file__).resolve().parent.parent
#: what the wheel is built from (tests and benchmarks are not part of the distribution)
SKIPPED = ("tests", "benchmarks", "build", "dist", ".git", "*.egg-info", "__pycache__")


@pytest.fixture(scope="module")
def fresh(tmp_path_factory) -> tuple[Path, Path]:
    """(the wheel, the python of a fresh venv with it installed). The venv finds the
    dependencies (numpy, sympy, ...) through a path entry to this interpreter's site-packages,
    placed after its own, so the mechgen it imports is the wheel's."""
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*SKIPPED))
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp), str(source)],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp.glob("mechgen-*.whl")
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps"]
        + ["--no-index", str(wheel)],
        check=True,
        capture_output=True,
    )
    (own,) = (venv / "lib").glob("python*/site-packages")
    (own / "dependencies.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    return wheel, python


def test_wheel_holds_one_top_level_package(fresh):
    wheel, _ = fresh
    with zipfile.ZipFile(wheel) as zf:
        tops = {name.split("/")[0] for name in zf.namelist()}
        (info,) = [t for t in tops if t.endswith(".dist-info")]
        assert zf.read(f"{info}/top_level.txt").decode().split() == ["mechgen"]
        names = zf.namelist()
    assert tops == {"mechgen", info}
    for package in ("core", "symbolic", "codegen", "runtime", "examples", "generated"):
        assert f"mechgen/{package}/__init__.py" in names
    templates = {
        f"mechgen/templates/{p.relative_to(ROOT / 'templates')}"
        for p in (ROOT / "templates").rglob("*.j2")
    }
    assert templates <= set(names), sorted(templates - set(names))  # every template ships
    assert "mechgen/codegen/backends/c/printers.py" in names
    assert "mechgen/generated/slider_crank_rA.c" in names


def _run(python: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    """Runs the venv's python in ``cwd``, with a cache of emitted modules inside it."""
    env = dict(os.environ, MECHGEN_CACHE_DIR=str(cwd / "cache"))
    return subprocess.run(
        [str(python), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600
    )


def test_installed_wheel_runs_beside_a_users_examples_folder(fresh, tmp_path):
    """A user's own examples/ and symbolic/ folders in the working directory change nothing."""
    _, python = fresh
    for name in ("examples", "symbolic", "runtime"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text("raise ImportError('the user\\'s own')\n")
    where = _run(python, tmp_path, "-c", "import mechgen.runtime as r; print(r.__file__)")
    assert where.returncode == 0, where.stderr
    assert "site-packages/mechgen/runtime" in where.stdout
    listed = _run(python, tmp_path, "-m", "mechgen", "list")
    assert listed.returncode == 0, listed.stderr
    assert "slider_crank" in listed.stdout
    run = _run(
        python,
        tmp_path,
        "-m",
        "mechgen",
        "simulate",
        "slider_crank",
        "--scheme",
        "index3",
        "--formulation",
        "rA",
        "--h",
        "1e-2",
        "--t-end",
        "0.2",
        "--json",
    )
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["steps"] == 20  # 0.2 s at h = 1e-2


def test_public_api_from_the_wheel(fresh, tmp_path):
    """The top-level names of the README import from the installed package, lazily: importing
    mechgen alone loads neither sympy nor numpy."""
    _, python = fresh
    code = (
        "import sys, mechgen\n"
        "assert 'sympy' not in sys.modules and 'numpy' not in sys.modules\n"
        "from mechgen import Mechanism, derive, generate, load_mechanism, load_module, simulate\n"
        "(path,) = generate(load_mechanism('single_pendulum'), 'rA', directory='out')\n"
        "print(simulate(load_module(path), 'index3', 1e-2, 0.1).summary()['steps'])\n"
    )
    out = _run(python, tmp_path, "-c", code)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "10"  # 0.1 s at h = 1e-2


def test_regenerate_never_writes_into_site_packages(fresh, tmp_path):
    _, python = fresh
    out = _run(python, tmp_path, "-m", "mechgen.regenerate")
    assert out.returncode == 2
    assert "is not in a source checkout" in out.stderr
    assert "pip install -e ." in out.stderr


@needs_tool("cc")
def test_c_backend_from_the_wheel(fresh, tmp_path):
    """The shipped C source of a bundled example compiles and runs from site-packages (the
    library goes to the cache, never beside the installed source)."""
    _, python = fresh
    code = (
        "from mechgen import load_module, simulate\n"
        "from mechgen.pipeline import module_path\n"
        "path = module_path('slider_crank', 'rA', 'c')\n"
        "assert 'site-packages' in str(path), path\n"
        "print(simulate(load_module(path), 'index3', 1e-2, 0.1).summary()['steps'])\n"
    )
    out = _run(python, tmp_path, "-c", code)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "10"  # 0.1 s at h = 1e-2
