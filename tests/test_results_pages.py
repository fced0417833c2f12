"""The results pages of docs/results/ come from the benchmarks' figures (issue 41: no figure
pasted by hand): each committed page equals what docs/results.py writes from
benchmarks/results/*.json now."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_results_pages_are_current():
    out = subprocess.run(
        [sys.executable, str(ROOT / "docs" / "results.py"), "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr + out.stdout[-2000:]
