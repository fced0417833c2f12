"""The one-way pipeline symbolic -> codegen -> emitted module, with a cache of emitted modules.

This is what the CLI calls and what scripts can call: it imports the symbolic layer only when it
is handed a mechanism, never on the runtime's import path.
"""

from __future__ import annotations

from pathlib import Path

from codegen.build import cache_root
from mechgen.errors import BuildError, MechgenError

GENERATED_DIR = Path(__file__).resolve().parent.parent / "generated"


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


def run_formulation(ref: str, formulation: str | None, default: str) -> str:
    """The formulation a run of ``ref`` uses: an emitted module's own (read from its header),
    else ``formulation``, else ``default``.

    Raises:
        MechgenError: ``ref`` is an emitted module of another formulation than the one asked
            for (its equations are fixed: simulating it would silently ignore the request).
    """
    if not is_emitted_module(ref):
        return formulation or default
    own = _header(Path(ref), "formulation")
    if formulation is not None and formulation != own:
        raise MechgenError(
            f"'{ref}' is an emitted module of the {own} formulation, not {formulation}: drop "
            f"--formulation {formulation} to run it in {own}, or generate the {formulation} "
            "module of the mechanism (mechgen generate MECH --formulation "
            f"{formulation}) and simulate that"
        )
    return own


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
    mechanisms are emitted once into the cache directory (``codegen.build.cache_root``), keyed by
    the input hash. For the C backend the path is that of the Python wrapper, which compiles
    the library on first import.
    """
    from examples import BUNDLED, load_mechanism
    from symbolic.derive import input_hash

    if is_emitted_module(ref):
        return Path(ref)
    mechanism = load_mechanism(ref)
    suffix = "_c.py" if backend == "c" else ".py"
    if ref in BUNDLED:
        full = input_hash(mechanism, formulation, None, "", **options)
        candidate = GENERATED_DIR / f"{mechanism.name}_{formulation}{suffix}"
        if candidate.is_file() and _header(candidate, "input hash") == full:
            return candidate
    digest = input_hash(mechanism, formulation, entries, scheme, **options)
    target = cache_root() / backend / digest
    path = target / f"{mechanism.name}_{formulation}{suffix}"
    if path.is_file() and _header(path, "input hash") == digest:
        return path
    try:
        generate(mechanism, formulation, backend, entries, scheme, target, **options)
    except OSError as exc:
        raise BuildError(
            f"cannot write emitted module to '{target}': {exc}; set "
            "MECHGEN_CACHE_DIR to a writable directory"
        ) from exc
    return path


def _header(path: Path, key: str) -> str | None:
    """The value of ``# key: value`` in the provenance header of an emitted file."""
    with path.open() as fh:
        for _ in range(12):
            line = fh.readline()
            if line.startswith(f"# {key}:"):
                return line.split(":", 1)[1].strip()
    return None
