"""docs/reliability.md is the suite's own account of its hostile and careless cases (issue 37:
the counts come from the suite, never by hand): the committed page equals what
docs/reliability.py writes from the collection now."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_reliability_page_is_current():
    out = subprocess.run(
        [sys.executable, str(ROOT / "docs" / "reliability.py"), "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr + out.stdout[-2000:]
