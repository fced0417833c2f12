"""Where a benchmark's figures come from, written with them (standard library only): the
machine, the date and the commit measured."""

from __future__ import annotations

import json
import platform
import subprocess
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def stamp() -> dict:
    """The machine, processor, date and commit measured, as :func:`write_results` writes them
    (for a figures file whose sections are measured by separate runs, each section its own);
    a working tree whose tracked files differ from the commit is said to."""
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    changed = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=no"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    ).stdout.strip()
    if commit and changed:
        commit += " with uncommitted changes"
    return {
        "machine": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "date": date.today().isoformat(),
        "commit": commit,
    }


def write_results(path: Path, **fields) -> None:
    """Writes ``fields`` as JSON to ``path``, after the machine, date and commit, and says
    where."""
    record = {**stamp(), **fields}
    path.write_text(json.dumps(record, indent=1) + "\n")
    print(path)
