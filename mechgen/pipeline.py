"""The one-way pipeline symbolic -> codegen -> emitted module, with a cache of emitted modules.

This is what the CLI calls and what scripts can call: it imports the symbolic layer only when it
is handed a mechanism, never on the runtime's import path.
"""

from __future__ import annotations

import os
from pathlib import Path

from mechgen.errors import BuildError

GENERATED_DIR = Path(__file__).resolve().parent.parent / "generated"


def cache_dir() -> Path:
    """Where emitted modules of user mechanisms are cached: $MECHGEN_CACHE_DIR, else
    $XDG_CACHE_HOME/mechgen, else ~/.cache/mechgen (never inside the repository)."""
    env = os.environ.get("MECHGEN_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "mechgen"


def generate(
    mechanism,
    formulation: str,
    backend: str = "numpy",
    entries: tuple[str, ...] | None = None,
    scheme: str = "",
    directory: str | Path = ".",
    **options,
) -> list[Path]:
    """Derives, emits and writes the files of one mechanism; returns their paths."""
    from codegen.emit import emit, write
    from symbolic import derive

    eqs = derive(mechanism, formulation, entries, scheme=scheme, **options)
    return write(emit(eqs, backend), directory)


def is_emitted_module(path: str | Path) -> bool:
    """True for a file emitted by mechgen (it starts with the provenance header)."""
    p = Path(path)
    if p.suffix != ".py" or not p.is_file():
        return False
    with p.open() as fh:
        return fh.readline().startswith("# generator: mechgen")


def module_path(
    ref: str,
    formulation: str,
    backend: str = "numpy",
    entries: tuple[str, ...] | None = None,
    scheme: str = "",
    **options,
) -> Path:
    """Path of an emitted module for a bundled example or user file, emitting it if needed.

    Bundled examples use ``generated/`` when its module has the expected input hash; other
    mechanisms are emitted once into the cache directory, keyed by the input hash.
    """
    from examples import BUNDLED, load_mechanism
    from symbolic.derive import input_hash

    if is_emitted_module(ref):
        return Path(ref)
    mechanism = load_mechanism(ref)
    if ref in BUNDLED and backend == "numpy":
        full = input_hash(mechanism, formulation, None, "", **options)
        candidate = GENERATED_DIR / f"{mechanism.name}_{formulation}.py"
        if candidate.is_file() and _header_hash(candidate) == full:
            return candidate
    digest = input_hash(mechanism, formulation, entries, scheme, **options)
    target = cache_dir() / backend / digest
    stem = f"{mechanism.name}_{formulation}"
    path = target / f"{stem}.py"
    if path.is_file() and _header_hash(path) == digest:
        return path
    try:
        generate(mechanism, formulation, backend, entries, scheme, target, **options)
    except OSError as exc:
        raise BuildError(
            f"cannot write emitted module to '{target}': {exc}; set "
            "MECHGEN_CACHE_DIR to a writable directory"
        ) from exc
    return path


def _header_hash(path: Path) -> str | None:
    with path.open() as fh:
        for _ in range(12):
            line = fh.readline()
            if line.startswith("# input hash:"):
                return line.split(":", 1)[1].strip()
    return None
