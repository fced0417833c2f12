"""Build and load of emitted C (standard library only: the runtime imports this).

Libraries go to a cache directory outside the repository, ``$MECHGEN_CACHE_DIR/lib/<key>/``
(default ``~/.cache/mechgen/lib/<key>/``). The key hashes everything the library's bytes depend
on: the source, the header, the compiler (its resolved path and ``--version`` output, asked once
per process) and the flags, so a new or upgraded compiler never picks up another one's library.

What a build guarantees, and why (issue 17):

* The compiler is fed the exact bytes that were hashed: source and header are read once and
  copied into a private build directory. Compiling the original path read it a second time,
  and a process rewriting it in between (truncate, then write) produced a library without
  functions, published under the full source's hash, that every later run loaded.
* Nothing is published that is not a working library: the output must exist, be non-empty,
  load, and export every function the header declares. A compiler that exits 0 without writing
  a real library is an error naming that compiler.
* Each library has a sidecar with its own sha256, written after the library is complete; a
  library whose bytes do not match (corrupted, truncated) is rebuilt rather than loaded.
* Builds take an exclusive file lock in the target directory and rename atomically, so
  processes building the same module at once neither clash nor load a partial file.

Compilation runs with ``cwd=`` set and the compiler's stderr goes into the error (STYLE.md: no
process-global side effects).
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from mechgen.core.errors import BuildError
from mechgen.core.locks import locked

FLAGS = ("-std=c99", "-O3", "-march=native", "-fPIC", "-shared", "-Wall", "-Wextra", "-Werror")
#: GCC 10 and later optimize one large source in parallel: its link-time optimization splits the
#: code into partitions and compiles them in as many processes as there are processors (a 64-body
#: chain's 3 MB of C compiles in 25 s instead of 47 on 2 cores; a small module costs 0.06 s
#: more). The partitions do not depend on the number of processes, so neither do the bytes.
PARALLEL_FLAGS = ("-flto=auto",)
#: GCC's first line of ``--version``: "<name> (<build>) <major>.<minor>..."
_GCC_VERSION = re.compile(r"^\S+ \(.*\) (\d+)\.", re.MULTILINE)
SUFFIX = ".so"

#: a function prototype in an emitted header: ``type name(arguments);``
_PROTOTYPE = re.compile(r"\b(\w+)\s*\([^()]*\)\s*;")
_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)


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


def _compiler_error(what: str) -> BuildError:
    """A BuildError for a compiler that cannot be run or builds no working library, with the
    fix."""
    return BuildError(f"{what}; set CC to a working compiler or use --backend numpy")


@functools.cache
def _compiler_identity(cc: str) -> str:
    """What names a compiler in the cache key: the path it is called by, the file that path
    resolves to (``cc`` is a symlink to gcc or clang) and its ``--version`` output, whatever its
    exit status (not every compiler knows ``--version``; its complaint still tells them apart).
    Asked once per process: the answer only changes when the compiler is reinstalled.

    Raises:
        BuildError: the compiler cannot be run or does not answer within a minute.
    """
    try:
        proc = subprocess.run(
            [cc, "--version"], capture_output=True, text=True, errors="replace", timeout=60
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise _compiler_error(f"cannot run the C compiler '{cc}' ({exc})") from exc
    return f"{cc}\n{os.path.realpath(cc)}\n{proc.returncode}\n{proc.stdout}{proc.stderr}"


def flags(cc: str) -> tuple[str, ...]:
    """The compiler's flags: :data:`FLAGS`, and :data:`PARALLEL_FLAGS` for GCC 10 or later
    (told by its ``--version``; clang and others compile as they are)."""
    identity = _compiler_identity(cc)
    found = _GCC_VERSION.search(identity)
    gcc = found and "Free Software Foundation" in identity and int(found.group(1)) >= 10
    return FLAGS + PARALLEL_FLAGS if gcc else FLAGS


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _valid(lib: Path) -> bool:
    """Whether a cached library is complete: its sidecar holds its sha256. A sidecar that is
    missing, unreadable or garbage (not even text) marks a corrupt entry, rebuilt like a
    truncated library (it broke every later run, issue 37)."""
    sidecar = lib.with_suffix(".sha256")
    try:
        return lib.is_file() and sidecar.read_bytes().strip() == _sha256(lib).encode()
    except OSError:
        return False


def _read(source: Path) -> tuple[bytes, bytes]:
    """The bytes of an emitted source and of its header (the source includes it), read once."""
    try:
        return source.read_bytes(), source.with_suffix(".h").read_bytes()
    except OSError as exc:
        raise BuildError(
            f"cannot read emitted C file '{exc.filename}' ({exc.strerror}); regenerate it "
            "with mechgen generate --backend c"
        ) from exc


def _library(stem: str, code: bytes, header: bytes, cc: str) -> Path:
    """The cache path keyed by source, header, compiler and flags; each part is hashed with its
    length so that no two different inputs run together into the same bytes."""
    digest = hashlib.sha256()
    for part in (code, header, _compiler_identity(cc).encode(), " ".join(flags(cc)).encode()):
        digest.update(len(part).to_bytes(8, "little"))
        digest.update(part)
    return cache_root() / "lib" / digest.hexdigest()[:20] / f"lib{stem}{SUFFIX}"


def library_path(source: str | Path) -> Path:
    """Where the library of an emitted C source lives in the cache (built or not)."""
    source = Path(source).resolve()
    return _library(source.stem, *_read(source), compiler())


def is_built(source: str | Path) -> bool:
    """True when the library of an emitted C source is in the cache, intact (no build needed).

    Raises:
        BuildError: no compiler is found, or the source cannot be read.
    """
    return _valid(library_path(source))


def _compile(cc: str, stem: str, code: bytes, header: bytes, directory: Path) -> Path:
    """Compiles ``code`` (with ``header`` beside it) in a private ``directory``; returns the
    library, checked to be a file with content."""
    (directory / f"{stem}.c").write_bytes(code)
    (directory / f"{stem}.h").write_bytes(header)
    out = directory / f"lib{stem}{SUFFIX}"
    compile_sources(
        directory, [f"{stem}.c"], out.name, flags(cc), "use --backend numpy meanwhile", cc
    )
    return out


def compile_sources(
    directory: Path,
    sources: list[str],
    out: str,
    options: tuple[str, ...],
    advice: str,
    cc: str | None = None,
) -> None:
    """Compiles and links ``sources`` in ``directory`` into the library ``out`` there with the
    flags ``options``, without GCC's link-time optimizer where it has none; a failure's message
    ends with ``advice``.

    Raises:
        BuildError: a failing compile (with the compiler's message), or a compiler that exited
            0 without writing the library.
    """
    cc = cc or compiler()
    cmd = [cc, *options, "-o", out, *sources, "-lm"]
    proc = _run(cmd, directory, cc)
    if proc.returncode != 0 and PARALLEL_FLAGS[0] in cmd:
        # a GCC installed without its link-time optimizer: the same build, in one process
        cmd = [c for c in cmd if c not in PARALLEL_FLAGS]
        proc = _run(cmd, directory, cc)
    if proc.returncode != 0:
        raise BuildError(
            f"compiling '{' '.join(sources)}' failed ({' '.join(cmd)}):\n"
            f"{proc.stderr.strip()}\n{advice}"
        )
    library = directory / out
    if not library.is_file() or library.stat().st_size == 0:
        raise _compiler_error(
            f"the C compiler '{cc}' exited 0 but wrote no library for "
            f"'{' '.join(sources)}' ({' '.join(cmd)})"
        )


def _run(cmd: list[str], directory: Path, cc: str) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(cmd, cwd=directory, capture_output=True, text=True, errors="replace")
    except OSError as exc:
        raise _compiler_error(f"cannot run the C compiler '{cc}' ({exc})") from exc


def _check_exports(lib: Path, header: bytes, cc: str, stem: str) -> None:
    """Loads a freshly built library and checks it defines every function its header declares
    (the names the generated wrapper binds), so a broken build is never published."""
    try:
        handle = ctypes.CDLL(str(lib))
    except OSError as exc:
        raise _compiler_error(
            f"the C compiler '{cc}' wrote a library for '{stem}.c' that cannot be loaded ({exc})"
        ) from exc
    declared = _PROTOTYPE.findall(_COMMENT.sub("", header.decode(errors="replace")))
    missing = [name for name in declared if not hasattr(handle, name)]
    if missing:
        raise _compiler_error(
            f"the library the C compiler '{cc}' built from '{stem}.c' lacks {len(missing)} of "
            f"the {len(declared)} functions its header declares ({', '.join(missing[:3])}"
            f"{', ...' if len(missing) > 3 else ''})"
        )


def build(source: str | Path) -> Path:
    """Compiles an emitted C source into the cache unless a valid library is already there.

    Raises:
        BuildError: no compiler, an unreadable source or header, a failing compile (with the
            compiler's message), a compiler that wrote no working library, or an unwritable
            cache directory.
    """
    source = Path(source).resolve()
    code, header = _read(source)
    cc = compiler()
    lib = _library(source.stem, code, header, cc)
    if _valid(lib):
        return lib
    try:
        lib.parent.mkdir(parents=True, exist_ok=True)
        with locked(lib.parent / ".lock", f"the C build cache of {source.stem}"):
            if _valid(lib):
                return lib
            with tempfile.TemporaryDirectory(prefix=".build-", dir=lib.parent) as tmp:
                built = _compile(cc, source.stem, code, header, Path(tmp))
                _check_exports(built, header, cc, source.stem)
                sidecar = Path(tmp) / "sha256"
                sidecar.write_text(_sha256(built))
                os.replace(built, lib)
                os.replace(sidecar, lib.with_suffix(".sha256"))
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
