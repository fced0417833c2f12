"""Output files: checked before any work is done, and published whole or not at all.

Every file mechgen writes for a user (runs, reports, model files, sweep tables, plots) goes
through here: :func:`check_output` refuses a wrong suffix, a missing or read-only folder or a
folder given as a file, naming the path and the fix, before a model is derived or a run
started; :func:`atomic` writes under a hidden temporary name beside the target and renames it
over the target only when writing succeeded, so an error or an interrupt never leaves a
partial or corrupt file at the path (POSIX rename is atomic).
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from pathlib import Path

from mechgen.errors import OutputError


def check_output(path: str | Path, suffixes: tuple[str, ...], what: str = "output") -> Path:
    """The path, once it has one of ``suffixes`` and its folder exists and is writable.

    Raises:
        OutputError: naming the path and what to change.
    """
    path = Path(path)
    if suffixes and path.suffix not in suffixes:
        raise OutputError(f"{what} '{path}' must end in {' or '.join(suffixes)}")
    if path.is_dir():
        raise OutputError(f"{what} '{path}' is a folder; give a file name")
    folder = path.parent
    if not folder.is_dir():
        raise OutputError(f"{what} '{path}': folder '{folder}' does not exist; create it first")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise OutputError(f"{what} '{path}': folder '{folder}' is not writable")
    return path


def temporary_beside(path: Path, tag: str = "tmp") -> Path:
    """A hidden name beside ``path``, unique per process and thread."""
    return path.parent / f".{path.name}.{os.getpid()}.{threading.get_ident()}.{tag}"


@contextlib.contextmanager
def atomic(path: str | Path) -> Iterator[Path]:
    """Yields a temporary path to write; renames it over ``path`` when the block succeeds,
    removes it when the block raises (or is interrupted).

    Raises:
        OutputError: the rename fails (permissions, a full disk).
    """
    path = Path(path)
    tmp = temporary_beside(path, "tmp" + path.suffix)
    try:
        yield tmp
        os.replace(tmp, path)
    except OSError as exc:
        raise OutputError(f"cannot write '{path}': {exc.strerror or exc}") from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
