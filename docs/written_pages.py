"""The command line every page-writing script of docs/ shares: write its pages, or with
``--check`` exit 1 naming each page that is not what the script writes now (the test suite runs
the check, tests/test_generated_pages.py)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path


def main(pages: Callable[[], dict[Path, str]], script: str, description: str) -> int:
    """Writes ``pages()`` (path -> text), or checks them with ``--check``; ``script`` is the
    command that writes them, named in the message of a stale page."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="exit 1 if a page is not current")
    args = parser.parse_args()
    stale = []
    for path, text in pages().items():
        if args.check:
            if not path.is_file() or path.read_text() != text:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        print(path)
    for path in stale:
        print(f"{path} is not current: run {script}", file=sys.stderr)
    return 1 if stale else 0
