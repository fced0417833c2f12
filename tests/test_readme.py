"""Every command of README.md runs, in the order written, from an empty directory.

Code blocks are read from the README itself: YAML blocks whose first line is ``# FILE`` are
written to that file; each ``mechgen ...`` command of the bash and plain blocks is run (``&&``
chains split, trailing comments dropped). Not run: ``pip install`` and ``pytest`` (what CI
itself does), commands that need a running Dask scheduler (``tcp://``), and ``--pdf`` where
pdflatex is missing (the skip says so).
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"```(\w*)\n(.*?)```", re.S)


def readme_steps() -> list[tuple[str, list[str] | str]]:
    """('file', name, text) and ('run', argv) steps in README order."""
    steps = []
    for lang, body in BLOCK.findall((ROOT / "README.md").read_text()):
        if lang == "yaml" and body.startswith("# "):
            name = body.splitlines()[0][2:].strip()
            steps.append(("file", (name, body)))
        if lang not in ("bash", ""):
            continue
        for line in body.splitlines():
            for part in line.split("&&"):
                if part.strip().startswith("mechgen "):
                    steps.append(("run", shlex.split(part, comments=True)[1:]))
    return steps


def test_readme_lists_the_tour():
    runs = [" ".join(a) for kind, a in readme_steps() if kind == "run"]
    for command in ("simulate crank.yaml", "plot pendulum.npz", "sweep crank.yaml", "latex"):
        assert any(command in r for r in runs), command
    assert any(kind == "file" and a[0] == "crank.yaml" for kind, a in readme_steps())


def test_every_readme_command_runs(tmp_path):
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    env = dict(os.environ, PYTHONPATH=str(ROOT), MECHGEN_CACHE_DIR=str(tmp_path / "cache"))
    skipped = []
    for kind, arg in readme_steps():
        if kind == "file":
            (tmp_path / arg[0]).write_text(arg[1])
            continue
        line = " ".join(arg)
        if "tcp://" in line or ("--pdf" in arg and shutil.which("pdflatex") is None):
            skipped.append(line)
            continue
        done = subprocess.run(
            [sys.executable, "-m", "mechgen", *arg],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, f"mechgen {line}\n{done.stderr}"
    assert len(skipped) <= 2, skipped
