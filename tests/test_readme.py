"""Every command of README.md and of the documentation's tutorial, how-to, theory and
reliability pages runs, in the order a reader meets them (the README, then the pages in the
order of mkdocs.yml's nav), from an empty directory.

Code blocks are read from the README itself: YAML blocks whose first line is ``# FILE`` are
written to that file; each ``mechgen ...`` command of the bash and plain blocks is run (``&&``
chains split, trailing comments dropped). The directory holds a link to the repository's
``examples/`` (the README's tour runs from the clone: ``generate examples/four_link.py``).

Commands that need a system tool, ``--pdf`` (pdflatex), ``fmu`` and ``simulate``/``sweep
--backend c`` (a C compiler), run one per test in test_readme_command_needing_a_tool, each in
its own directory holding the files the README wrote before it; where the tool is missing that test
skips, naming the package to install (CI, .ci/run, installs them). All other commands run in
order in test_every_readme_command_runs, whatever is installed. Not run: ``pip install`` and
``pytest`` (what CI itself does), the developer's commands of "Layout" (``lint-imports`` and
``regenerate`` need an editable checkout; CI runs ``lint-imports`` itself), and commands that
need a running Dask scheduler (``tcp://``). Every python block runs too, as a script (a block
that defines ``build()`` also calls it).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import missing_tool

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"```(\w*)\n(.*?)```", re.S)
#: the documentation's sections whose commands and snippets a reader runs
RUN_SECTIONS = ("tutorial/", "how-to/", "theory/", "reliability/")


def documents() -> list[Path]:
    """README.md, then the pages of RUN_SECTIONS in the order of mkdocs.yml's nav."""
    nav = re.findall(
        r"^\s+- (?:[^:\n]+: )?([\w/.-]+\.md)$", (ROOT / "mkdocs.yml").read_text(), re.M
    )
    return [ROOT / "README.md"] + [ROOT / "docs" / p for p in nav if p.startswith(RUN_SECTIONS)]


def _blocks() -> list[tuple[str, str]]:
    return [block for doc in documents() for block in BLOCK.findall(doc.read_text())]


def readme_steps() -> list[tuple[str, tuple[str, str] | list[str]]]:
    """('file', (name, text)) and ('run', argv) steps in reading order."""
    steps = []
    for lang, body in _blocks():
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


def tool_needed(argv: list[str]) -> str | None:
    """The system tool a README command needs (a helpers.missing_tool name), or None."""
    if "--pdf" in argv:
        return "pdflatex"
    backend_c = "--backend=c" in argv or any(
        a == "--backend" and b == "c" for a, b in zip(argv, argv[1:], strict=False)
    )
    if (backend_c and argv[0] in ("simulate", "sweep")) or argv[0] == "fmu":
        return "cc"  # generate only writes the C source; an FMU holds a compiled library
    return None


def needing_a_tool() -> list[tuple[int, str, list[str]]]:
    """(index in readme_steps, tool, argv) of the commands that need a system tool."""
    return [
        (i, tool_needed(arg), arg)
        for i, (kind, arg) in enumerate(readme_steps())
        if kind == "run" and tool_needed(arg)
    ]


def workdir(tmp_path: Path, files: list[tuple[str, str]]) -> dict[str, str]:
    """Prepares an empty directory as a reader's (``examples/`` linked, the README's files
    written); returns the environment to run mechgen in."""
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    for name, text in files:
        (tmp_path / name).write_text(text)
    return workdir_env(tmp_path)


def workdir_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a reader's run: its own cache of emitted modules."""
    return dict(os.environ, MECHGEN_CACHE_DIR=str(tmp_path / "cache"))


def run(argv: list[str], cwd: Path, env: dict[str, str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mechgen", *argv],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, f"mechgen {' '.join(argv)}\n{done.stderr}"


def test_readme_lists_the_tour():
    runs = [" ".join(a) for kind, a in readme_steps() if kind == "run"]
    for command in ("simulate crank.yaml", "plot pendulum.npz", "sweep crank.yaml", "latex"):
        assert any(command in r for r in runs), command
    assert any(kind == "file" and a[0] == "crank.yaml" for kind, a in readme_steps())
    assert {tool for _, tool, _ in needing_a_tool()} == {"pdflatex", "cc"}


def test_every_readme_command_runs(tmp_path):
    env = workdir(tmp_path, [])
    scheduler = []
    for kind, arg in readme_steps():
        if kind == "file":
            (tmp_path / arg[0]).write_text(arg[1])
        elif "tcp://" in " ".join(arg):
            scheduler.append(" ".join(arg))
        elif tool_needed(arg) is None:
            run(arg, tmp_path, env)
    assert len(scheduler) <= 1, scheduler


@pytest.mark.parametrize(
    ("index", "tool", "argv"), needing_a_tool(), ids=[" ".join(a) for *_, a in needing_a_tool()]
)
def test_readme_command_needing_a_tool(index, tool, argv, tmp_path):
    reason = missing_tool(tool)
    if reason:
        pytest.skip(f"{reason} (README: mechgen {' '.join(argv)})")
    files = [arg for kind, arg in readme_steps()[:index] if kind == "file"]
    run(argv, tmp_path, workdir(tmp_path, files))


def python_blocks() -> list[str]:
    return [body for lang, body in _blocks() if lang == "python"]


def test_the_documents_to_run_are_the_readme_and_the_pages():
    """The pages the reader runs are found (a nav the regular expression missed would leave
    the documentation's commands untested)."""
    names = [p.relative_to(ROOT).as_posix() for p in documents()]
    assert names[0] == "README.md" and "docs/tutorial/describe.md" in names
    assert "docs/how-to/fmu.md" in names and all((ROOT / n).is_file() for n in names)


def test_readme_python_blocks_run(tmp_path):
    """The README's Python uses the public API (``from mechgen import ...``) and runs."""
    blocks = python_blocks()
    assert len(blocks) >= 2
    skipped = []
    for body in blocks:
        assert "from mechgen import" in body, body
        reason = missing_tool("cc") if 'backend="c"' in body else None
        if reason:
            skipped.append(reason)
            continue
        code = body + ("\nprint(type(build()).__name__)\n" if "def build(" in body else "")
        done = subprocess.run(
            [sys.executable, "-c", code],
            cwd=tmp_path,
            env=workdir_env(tmp_path),
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, f"{body}\n{done.stderr}"
        if "def build(" in body:
            assert done.stdout.split()[-1] == "Mechanism"
    if skipped:
        pytest.skip(f"{len(skipped)} block(s) with the C backend not run: {skipped[0]}")
