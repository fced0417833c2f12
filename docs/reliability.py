"""Writes docs/reliability.md: the hostile and careless cases the test suite runs, counted and
listed from the suite itself (pytest's collection and each test's docstring), never by hand.

Run: python docs/reliability.py (``--check`` exits 1 when the page is not current; the test
suite runs that check, tests/test_generated_pages.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from written_pages import main

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "reliability.md"

#: the suites of hostile and careless input, in the order of the page: file, title, what it
#: holds
SUITES = (
    ("test_hostile_files.py", "Hostile model files", "bounded time and memory, one short line"),
    ("test_bad_input.py", "Bad input", "the model API, the runtime, model files and the CLI"),
    ("test_emitted_text.py", "User text in emitted files", "names and labels never become code"),
    ("test_no_silent_errors.py", "Wrong answers that exited 0", "each a case that did"),
    ("test_judgement.py", "Absurd answers", "stopped, named, or finished on request"),
    ("test_run_semantics.py", "Nothing silently wrong", "runs, plots and sweeps"),
    ("test_faults.py", "Faults and long runs", "failing steps, halving, chunks, interrupts"),
    ("test_signals_and_streams.py", "Signals and streams", "nothing lost on a stop"),
    ("test_cache_integrity.py", "Caches", "concurrent builders, corrupt files, held locks"),
    ("test_sweep.py", "Sweeps", "order, failures, huge grids, intruders, interrupts"),
    ("test_urdf_import.py", "Imported robots", "URDF files judged by Pinocchio, broken ones named"),
    ("test_mjcf_import.py", "Imported MJCF", "judged by MuJoCo; what cannot be imported named"),
)


class _Collector:
    """A pytest plugin that keeps the collected items."""

    def __init__(self):
        self.items = []

    def pytest_collection_modifyitems(self, items):
        self.items = list(items)


def _first_sentence(doc: str | None) -> str:
    """The first sentence of a docstring, on one line (its first paragraph if no full stop)."""
    text = " ".join((doc or "").strip().split("\n\n")[0].split())
    end = text.find(". ")
    return text if end < 0 else text[: end + 1]


def _short(case: str, width: int = 48) -> str:
    """A case's id on the page: backquotes spelled out, long ids cut."""
    case = case.replace("`", "'")
    return case if len(case) <= width else case[: width - 3] + "..."


def page() -> str:
    """The page's Markdown, from the suites as collected now (slow tests left out, as in the
    default run)."""
    collector = _Collector()
    files = [str(ROOT / "tests" / name) for name, _, _ in SUITES]
    code = pytest.main(
        ["--collect-only", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", *files],
        plugins=[collector],
    )
    if code != 0:
        raise SystemExit(f"collecting the suites failed (pytest exit {code})")
    by_file: dict[str, dict[str, list]] = {}
    for item in collector.items:
        tests = by_file.setdefault(item.path.name, {})
        tests.setdefault(item.originalname, []).append(item)
    total = sum(len(cases) for tests in by_file.values() for cases in tests.values())
    lines = [
        "# Reliability: the hostile and careless cases",
        "",
        "Written by `docs/reliability.py` from the test suite's own collection (never by hand);",
        f"the default test run runs all {total} cases below. Each test pins the message a user",
        "sees (naming the file, key, body, joint, parameter, step or time at fault) or the answer",
        "a run must give; its first sentence is quoted here.",
        "",
        "| suite | tests | cases |",
        "|---|---|---|",
    ]
    for name, title, _ in SUITES:
        tests = by_file.get(name, {})
        lines.append(
            f"| [{title}](#{title.lower().replace(' ', '-')}) | {len(tests)} "
            f"| {sum(len(c) for c in tests.values())} |"
        )
    for name, title, held in SUITES:
        tests = by_file.get(name, {})
        lines += ["", f"## {title}", "", f"`tests/{name}`: {held}.", ""]
        for function, cases in tests.items():
            doc = _first_sentence(getattr(cases[0], "function", None).__doc__)
            ids = [item.callspec.id for item in cases if hasattr(item, "callspec")]
            shown = "; ".join(_short(i) for i in ids)
            count = f" ({len(cases)} cases: {shown})" if len(cases) > 1 else ""
            lines.append(f"- `{function}`{count}" + (f": {doc}" if doc else ""))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main(lambda: {PAGE: page()}, "python docs/reliability.py", __doc__.split("\n\n")[0]))
