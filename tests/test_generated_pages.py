"""The pages of docs/ that scripts write are current (issue 37: the reliability page's counts
come from the suite; issue 41: the results pages from benchmarks/results/*.json, never by
hand; the reference pages from the code): each committed page equals what its script writes
now (``--check``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("script", ["reliability.py", "results.py", "reference.py"])
def test_the_written_pages_are_current(script):
    out = subprocess.run(
        [sys.executable, str(ROOT / "docs" / script), "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr + out.stdout[-2000:]
