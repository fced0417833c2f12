"""The layers of .importlinter hold, and a back arrow breaks them (issue 38: the application's
modules were `exhaustive_ignores`, so core importing mechgen.progress kept every contract).

The package is laid out from the repository's folders by pyproject.toml's package-dir mapping,
so import-linter cannot read an editable install; each test lays the package out as installed
(a copy under tmp_path) and runs lint-imports on it, which also makes the check work in the
default developer set-up (``pip install -e .``)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import laid_out

ROOT = Path(__file__).resolve().parent.parent
LINT = shutil.which("lint-imports", path=str(Path(sys.executable).parent))


def _lint(tree: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [LINT, str(ROOT / ".importlinter"), "--no-cache"],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        timeout=600,
    )


pytestmark = pytest.mark.skipif(LINT is None, reason="lint-imports is in the test extras")


def test_the_layers_hold_and_a_back_arrow_from_core_breaks_them(tmp_path):
    tree = laid_out(tmp_path)
    clean = _lint(tree)
    assert clean.returncode == 0, clean.stdout[-3000:] + clean.stderr[-2000:]
    flush = tree / "mechgen" / "core" / "flush.py"
    flush.write_text(flush.read_text() + "\nimport mechgen.progress  # a back arrow\n")
    broken = _lint(tree)
    assert broken.returncode != 0
    assert "mechgen.core.flush -> mechgen.progress" in broken.stdout, broken.stdout[-3000:]
