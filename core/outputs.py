"""Output files: checked before any work is done, and published whole or not at all.

Every file mechgen writes for a user (runs, reports, model files, sweep tables, plots) goes
through here: :func:`check_output` refuses a wrong suffix, a missing or read-only folder or a
folder given as a file, naming the path and the fix, before a model is derived or a run
started; :func:`atomic` writes under a hidden temporary name beside the target and renames it
over the target only when writing succeeded, so an error or an interrupt never leaves a
partial or corrupt file at the path (POSIX rename is atomic).

A file written in parts (a streamed run) collects them in a :class:`WorkingFolder` beside the
target, locked by its owner while it lives, so that the next writer in that folder removes what
a killed process left (``kill -9`` included) and never what a live one is writing. The signals
that ask a command to stop (:data:`STOP_SIGNALS`) all become a KeyboardInterrupt
(:func:`stop_signals`, :func:`interrupt`), so that every ``finally`` above runs on them too.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import signal
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from mechgen.core.errors import OutputError


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
        OutputError: writing or the rename fails (permissions, a full disk); its ``reason``
            is the system's word for it.
    """
    path = Path(path)
    tmp = temporary_beside(path, "tmp" + path.suffix)
    try:
        yield tmp
        os.replace(tmp, path)
    except OSError as exc:
        error = OutputError(f"cannot write '{path}': {exc.strerror or exc}")
        error.reason = exc.strerror or str(exc)
        raise error from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


#: the suffixes of model files (YAML or JSON data: mechgen.symbolic.model_file reads them, ``mechgen
#: export`` writes them), in lower case
MODEL_FILE_SUFFIXES = (".yaml", ".yml", ".json")
#: the suffixes of other tools' model files mechgen imports (mechgen.symbolic.urdf, .mjcf),
#: lower case
IMPORTED_SUFFIXES = (".urdf", ".xml")

#: what asks a command to stop: Ctrl-C, ``kill``/``timeout``/batch schedulers, a closed terminal,
#: Ctrl-\ (SIGQUIT, whose default core dump left a streamed run's parts behind, issue 36)
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)

#: seconds after a stop signal within which another is the same stop (a key pressed twice, a
#: batch system that signals the process group and the process): ignored; a later one stops
#: the command again, even while it saves
REPEAT_GRACE_S = 1.0


def interrupt(signum: int) -> KeyboardInterrupt:
    """The KeyboardInterrupt that stops a command on signal ``signum``, which it carries as
    ``signum`` (the CLI exits with 128 + signum, the shell's code for that signal)."""
    exc = KeyboardInterrupt(signal.Signals(signum).name)
    exc.signum = signum
    return exc


@contextlib.contextmanager
def handlers(signals: Iterable[int], handler) -> Iterator[None]:
    """Within the block each of ``signals`` that the process does not ignore gets ``handler``
    (a function, or signal.SIG_IGN); the previous handlers come back after it. Only the main
    thread can change signal handlers: elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    taken = {s: signal.getsignal(s) for s in signals}
    taken = {s: old for s, old in taken.items() if old != signal.SIG_IGN}
    for s in taken:
        signal.signal(s, handler)
    try:
        yield
    finally:
        for s, old in taken.items():
            signal.signal(s, signal.SIG_DFL if old is None else old)


@contextlib.contextmanager
def stop_signals(handler: Callable) -> Iterator[None]:
    """Within the block every signal of :data:`STOP_SIGNALS` calls ``handler(signum, frame)``,
    but not again within :data:`REPEAT_GRACE_S` of the last call (a double Ctrl-C used to
    interrupt the saving of the finished rows that the first one started, issue 37), except
    those the process ignores (``nohup`` ignores SIGHUP, a shell script's background job
    SIGINT): they stay ignored (:func:`handlers`)."""
    first: list[float] = []

    def once(signum: int, frame) -> None:
        now = time.monotonic()
        if first and now - first[0] < REPEAT_GRACE_S:
            return  # the same stop, pressed twice: the first is being handled
        first[:] = [now]
        handler(signum, frame)

    with handlers(STOP_SIGNALS, once):
        yield


class Interrupts:
    """Turns the first stop signal (:data:`STOP_SIGNALS`, handled through :func:`stop_signals`)
    into a flag that a long loop checks at its safe points (:meth:`check`, or a progress
    callback wrapped by :meth:`hook`), so that an interrupt never lands inside a file write or
    between a row's hand-over and its saving (a sweep lost its finished rows so, issue 37); a
    second one interrupts at once, unless it comes within REPEAT_GRACE_S of the first (the same
    stop, pressed twice). The KeyboardInterrupt carries the signal (``signum``)."""

    def __init__(self):
        self.signum = None

    def handle(self, signum, frame):
        if self.signum is not None:
            raise interrupt(signum)
        self.signum = signum

    def check(self) -> None:
        """Raises the KeyboardInterrupt of a stop asked for since the last check."""
        if self.signum is not None:
            raise interrupt(self.signum)

    def hook(self, progress: Callable[[int, int], None] | None) -> Callable[[int, int], None]:
        """A progress callback that checks for a stop after calling ``progress``."""

        def checked(done: int, total: int) -> None:
            if progress is not None:
                progress(done, total)
            self.check()

        return checked


class WorkingFolder:
    """A hidden folder beside an output file that holds its parts while it is written, with a
    lock file whose flock its owner holds for as long as it lives.

    The folder gets its name only once that lock is held (it is made under a temporary name and
    renamed), and the kernel releases a process's locks when it ends, however it ends. So a
    folder of this kind whose lock nobody holds was left by a dead process: creating a working
    folder first removes those (:func:`remove_stale`), and never one whose owner lives, whatever
    its pid (pids are reused) and whichever process (or thread) writes it.

    Raises:
        OutputError: the folder cannot be created.
    """

    #: the lock file inside the folder, and what it holds: the mark of a folder this program
    #: made (a user's folder of the same names is never taken for one, issue 37)
    LOCK = ".owner.lock"
    MARK = b"mechgen working folder: its parts while a file is written\n"

    def __init__(self, target: Path, tag: str = "parts"):
        remove_stale(target.parent, tag)
        self.path = temporary_beside(target, tag)
        self.lock = staging = None
        try:
            staging = Path(tempfile.mkdtemp(prefix=f"{self.path.name}.", dir=target.parent))
            self.lock = os.open(staging / self.LOCK, os.O_RDWR | os.O_CREAT, 0o600)
            fcntl.flock(self.lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            os.write(self.lock, self.MARK)
            os.rename(staging, self.path)
        except OSError as exc:
            if staging is not None:
                shutil.rmtree(staging, ignore_errors=True)
            self.release()
            raise OutputError(f"cannot write '{target}': {exc.strerror or exc}") from None

    def remove(self) -> None:
        """Removes the folder, then releases its lock."""
        shutil.rmtree(self.path, ignore_errors=True)
        self.release()

    def keep(self, name: str) -> Path:
        """Keeps the folder for the user: without its lock file (no writer will take it for a
        dead process's) and renamed to the visible ``name`` beside it when that is free; returns
        where it is."""
        with contextlib.suppress(FileNotFoundError):
            (self.path / self.LOCK).unlink()
        with contextlib.suppress(OSError):  # the name is taken: it stays where it is
            os.rename(self.path, self.path.with_name(name))
            self.path = self.path.with_name(name)
        self.release()
        return self.path

    def release(self) -> None:
        """Releases the lock (once)."""
        if self.lock is not None:
            os.close(self.lock)
            self.lock = None


def remove_stale(folder: Path, tag: str = "parts") -> None:
    """Removes the working folders (``.*.TAG``) in ``folder`` whose lock nobody holds: their
    owner is gone. Folders without a lock file of this program's (its mark), or whose lock is
    held, stay."""
    for candidate in folder.glob(f".*.{tag}"):
        try:
            fd = os.open(candidate / WorkingFolder.LOCK, os.O_RDONLY | os.O_NOFOLLOW)
        except OSError:
            continue
        try:
            if os.pread(fd, len(WorkingFolder.MARK) + 1, 0) != WorkingFolder.MARK:
                continue  # not a folder this program made
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            continue  # held: its owner lives
        else:
            shutil.rmtree(candidate, ignore_errors=True)
        finally:
            os.close(fd)
