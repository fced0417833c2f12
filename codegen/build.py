"""Build and load of emitted C (standard library only: the runtime imports this).

Libraries go to a cache directory keyed by the hash of the source, the header and the compiler
command, outside the repository: ``$MECHGEN_CACHE_DIR/c/<hash>/``, default
``~/.cache/mechgen/c/<hash>/``. Each library has a sidecar with its own sha256, written after
the library is complete; a library whose bytes do not match (corrupted, truncated, half
written) is rebuilt rather than loaded. Builds take an exclusive file lock in the target
directory, compile into a temporary name and rename atomically, so processes building the same
module at once neither clash nor load a partial file. Compilation runs with ``cwd=`` set and
the compiler's stderr goes into the error (STYLE.md: no process-global side effects).
"""

from __future__ import annotations

import ctypes
import fcntl
import hashlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from mechgen.errors import BuildError

FLAGS = ("-std=c99", "-O3", "-march=native", "-fPIC", "-shared", "-Wall", "-Wextra", "-Werror")
SUFFIX = ".so"


def cache_root() -> Path:
    """$MECHGEN_CACHE_DIR, else $XDG_CACHE_HOME/mechgen, else ~/.cache/mechgen."""
    env = os.environ.get("MECHGEN_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "mechgen"


def compiler() -> str:
    """The C compiler: $CC, else the first of cc, gcc, clang on PATH.

    Raises:
        BuildError: when none is found, suggesting the numpy backend.
    """
    candidates = [os.environ["CC"]] if os.environ.get("CC") else ["cc", "gcc", "clang"]
    for name in candidates:
        path = shutil.which(name)
        if path:
            return path
    raise BuildError(
        f"no C compiler found (looked for {', '.join(candidates)}); install one, set "
        "CC, or use --backend numpy"
    )


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _valid(lib: Path) -> bool:
    sidecar = lib.with_suffix(".sha256")
    try:
        return lib.is_file() and sidecar.read_text().strip() == _sha256(lib)
    except OSError:
        return False


def library_path(source: Path) -> Path:
    """Where the library of an emitted C source lives in the cache (built or not)."""
    header = source.with_suffix(".h")
    digest = hashlib.sha256()
    digest.update(source.read_bytes())
    if header.is_file():
        digest.update(header.read_bytes())
    digest.update(" ".join(FLAGS).encode())
    return cache_root() / "lib" / digest.hexdigest()[:20] / f"lib{source.stem}{SUFFIX}"


def build(source: str | Path) -> Path:
    """Compiles an emitted C source into the cache unless a valid library is already there.

    Raises:
        BuildError: no compiler, a failing compile (with the compiler's message), or an
            unwritable cache directory.
    """
    source = Path(source).resolve()
    if not source.is_file():
        raise BuildError(f"C source '{source}' does not exist")
    lib = library_path(source)
    if _valid(lib):
        return lib
    cc = compiler()
    try:
        lib.parent.mkdir(parents=True, exist_ok=True)
        with open(lib.parent / ".lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if _valid(lib):
                return lib
            fd, tmp = tempfile.mkstemp(prefix=".build-", suffix=SUFFIX, dir=lib.parent)
            os.close(fd)
            cmd = [cc, *FLAGS, "-I", str(source.parent), "-o", tmp, str(source), "-lm"]
            proc = subprocess.run(cmd, cwd=lib.parent, capture_output=True, text=True)
            if proc.returncode != 0:
                os.unlink(tmp)
                raise BuildError(
                    f"compiling '{source.name}' failed ({' '.join(cmd)}):\n"
                    f"{proc.stderr.strip()}\nuse --backend numpy meanwhile"
                )
            sidecar_tmp = lib.parent / f".{lib.stem}.sha256.tmp"
            sidecar_tmp.write_text(_sha256(Path(tmp)))
            os.replace(tmp, lib)
            os.replace(sidecar_tmp, lib.with_suffix(".sha256"))
    except OSError as exc:
        raise BuildError(
            f"cannot build into '{lib.parent}': {exc}; set MECHGEN_CACHE_DIR to a "
            "writable directory"
        ) from exc
    return lib


def load_library(source: str | Path) -> ctypes.CDLL:
    """Builds if needed, verifies and loads the library of an emitted C source."""
    lib = build(source)
    try:
        return ctypes.CDLL(str(lib))
    except OSError as exc:
        raise BuildError(f"cannot load '{lib}': {exc}") from exc
