"""The file locks that serialize work on a shared folder (the module cache, the C build cache),
waited for in bounded time and with a word about who holds them.

A lock is an exclusive ``flock`` on a file in the folder; its holder writes its pid into the
file once it holds it, so that a process that waits can say who it waits for. The kernel
releases a lock when its holder ends, however it ends; a holder that is stopped (Ctrl-Z) or hung
keeps it, and every other run of that model used to wait for it forever, without a word (issue
37). Waiting now says so after :data:`NOTICE_AFTER_S` (a warning: the CLI prints it as a notice)
and gives up after :func:`timeout` seconds with an error naming the lock, its holder and the
holder's state.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import time
import warnings
from collections.abc import Iterator
from pathlib import Path

from mechgen.core.errors import BuildError
from mechgen.core.escaping import printable

#: seconds of waiting after which the wait is said
NOTICE_AFTER_S = 2.0
#: default of :func:`timeout`: long enough for the slowest generation or build a lock covers
DEFAULT_TIMEOUT_S = 600.0
#: the environment variable that sets :func:`timeout`
TIMEOUT_VARIABLE = "MECHGEN_LOCK_TIMEOUT"
#: seconds between attempts
POLL_S = 0.05


def timeout() -> float:
    """Seconds to wait for a lock: $MECHGEN_LOCK_TIMEOUT, else :data:`DEFAULT_TIMEOUT_S`.

    Raises:
        BuildError: the variable is not a non-negative number.
    """
    text = os.environ.get(TIMEOUT_VARIABLE, "")
    if not text:
        return DEFAULT_TIMEOUT_S
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value >= 0.0 or value == float("inf"):
        raise BuildError(f"{TIMEOUT_VARIABLE} must be a number of seconds, got {text!r}")
    return value


def holder(fd: int) -> str:
    """Who holds the lock of the open lock file ``fd``, as a waiter says it: the pid its
    holder wrote, with the process's command and state where /proc tells them."""
    pid = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
    if not pid.isdigit():
        return "a process that has not said who it is"
    proc = Path("/proc") / pid
    try:
        command = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        state = (proc / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return f"process {pid}"
    said = {"T": "stopped (Ctrl-Z: resume it with fg, or end it)", "t": "stopped by a debugger"}
    words = printable(command.strip()[:120])  # another process's text: one line
    return f"process {pid} ({words})" + (f", {said[state]}" if state in said else "")


@contextlib.contextmanager
def locked(path: Path, what: str) -> Iterator[None]:
    """Holds the exclusive lock of the file ``path`` (created if missing) during the block,
    ``what`` naming what it guards in messages.

    Raises:
        BuildError: the lock was not free within :func:`timeout` seconds, naming it and its
            holder.
        OSError: the lock file cannot be opened.
    """
    limit = timeout()
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        start = time.monotonic()
        said = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                waited = time.monotonic() - start
                if waited >= limit:
                    raise BuildError(
                        f"gave up waiting for the lock of {what} ({path}) after {waited:.0f} s: "
                        f"it is held by {holder(fd)}; end that process, or set "
                        f"{TIMEOUT_VARIABLE} to wait longer"
                    ) from None
                if waited >= NOTICE_AFTER_S and not said:
                    warnings.warn(
                        f"waiting for the lock of {what} ({path}), held by {holder(fd)} "
                        f"(up to {limit:.0f} s, {TIMEOUT_VARIABLE})",
                        stacklevel=3,
                    )
                    said = True
                time.sleep(POLL_S)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        yield
    finally:
        os.close(fd)
