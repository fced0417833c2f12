"""The one-way pipeline symbolic -> codegen -> emitted module, with a cache of emitted modules.

This is what the CLI calls and what scripts can call: it imports the symbolic layer only when it
is handed a mechanism, never on the runtime's import path.

The cache holds one directory per input hash with the emitted files and a ``SHA256SUMS`` list
(``sha256sum -c`` reads it) written last. A directory is used only when every listed file has
its listed hash, so a file that is missing, truncated or corrupted (a crash mid-write, a full
disk, another process writing) is regenerated, never loaded. Processes that need the same
module take a file lock: one derives and emits it, the others wait and reuse it. Each file is
written under a temporary name and renamed over its target, so a process that checks or
compiles a file while another rewrites it sees the old bytes or the new ones, never a mix
(concurrent writers used to truncate a C source that another process was compiling, issue 17).
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
from collections.abc import Callable
from pathlib import Path

from mechgen.codegen.backends import backend_named
from mechgen.core.clib import cache_root
from mechgen.core.errors import BuildError, MechgenError, OutputError
from mechgen.core.locks import locked
from mechgen.core.outputs import IMPORTED_SUFFIXES, MODEL_FILE_SUFFIXES, atomic

#: the emitted modules of the bundled examples, shipped with the package (resolved: an editable
#: install of the strict kind links each file to the checkout, where regenerate writes)
GENERATED_DIR = Path(importlib.util.find_spec("mechgen.generated").origin).resolve().parent
SUMS = "SHA256SUMS"


def _emit(
    mechanism,
    formulation: str,
    backend: str,
    entries: tuple[str, ...] | None,
    scheme: str,
    **options,
) -> dict[str, str]:
    """The emitted files of one mechanism, name -> text."""
    from mechgen.codegen.emit import emit
    from mechgen.symbolic import derive

    return emit(derive(mechanism, formulation, entries, scheme=scheme, **options), backend)


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
    from mechgen.codegen.emit import write

    return write(_emit(mechanism, formulation, backend, entries, scheme, **options), directory)


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
    on_generate: Callable[[], None] | None = None,
    reading: dict | None = None,
    **options,
) -> Path:
    """Path of an emitted module for a bundled example or user file, emitting it if needed
    (``on_generate`` is called first then: the command line's status line). ``reading`` goes
    to :func:`mechgen.examples.load_mechanism` (``floating_base`` for a URDF file), the
    ``options`` to the derivation.

    Bundled examples use ``generated/`` when its module has the expected input hash; other
    mechanisms are emitted once into the cache directory (``mechgen.core.clib.cache_root``), keyed
    by the input hash, and checked against its ``SHA256SUMS`` on every use. For the C backend the
    path is that of the Python wrapper, which compiles the library on first import.

    Raises:
        BuildError: the cache directory cannot be written.
    """
    if is_emitted_module(ref):
        return Path(ref)
    reading = reading or {}
    shortcut = _shortcut(ref, formulation, backend, entries, scheme, {**options, **reading})
    path = _resolved(shortcut)
    if path is None:
        path = _resolve(ref, formulation, backend, entries, scheme, on_generate, reading, **options)
        _remember(shortcut, path)
    return path


def _resolve(
    ref: str,
    formulation: str,
    backend: str,
    entries: tuple[str, ...] | None,
    scheme: str,
    on_generate: Callable[[], None] | None,
    reading: dict,
    **options,
) -> Path:
    """module_path's work when no shortcut knows the answer: build the mechanism (read with
    ``reading``), hash it, and find or emit its module."""
    from mechgen.examples import BUNDLED, load_mechanism
    from mechgen.symbolic.input_hash import input_hash

    mechanism = load_mechanism(ref, **reading)
    suffix = backend_named(backend).module_suffix
    if ref in BUNDLED:
        full = input_hash(mechanism, formulation, None, "", **options)
        candidate = GENERATED_DIR / f"{mechanism.name}_{formulation}{suffix}"
        if candidate.is_file() and _header(candidate, "input hash") == full:
            return candidate
    digest = input_hash(mechanism, formulation, entries, scheme, **options)
    target = cache_root() / backend / f"{digest}-{_generator_digest()}"
    path = target / f"{mechanism.name}_{formulation}{suffix}"
    if _intact(target, path.name):
        return path
    try:
        target.mkdir(parents=True, exist_ok=True)
        with locked(target / ".lock", f"the module cache entry of {mechanism.name}"):
            if not _intact(target, path.name):
                if on_generate is not None:
                    on_generate()
                _publish(_emit(mechanism, formulation, backend, entries, scheme, **options), target)
    except (OSError, OutputError) as exc:
        raise BuildError(
            f"cannot write emitted module to '{target}': {exc}; set "
            "MECHGEN_CACHE_DIR to a writable directory"
        ) from exc
    return path


def _shortcut(
    ref: str,
    formulation: str,
    backend: str,
    entries: tuple[str, ...] | None,
    scheme: str,
    options: dict,
) -> Path | None:
    """Where the cache remembers the module that a request for a bundled example or a model
    file resolved to, keyed by the examples' source (the file's bytes), the generator's source
    and the request; None for a user's Python file (it may depend on anything it imports).

    Building a mechanism and hashing it imports sympy and costs about 0.5 s, half the start-up
    of a short run; the example's source (a model file is data, nothing else goes into its
    mechanism) and the generator's determine the mechanism and its emission just as well, so a
    request seen before skips both."""
    from mechgen.examples import EXAMPLES

    digest = hashlib.sha256()
    for part in (_generator_digest(), formulation, backend, repr(entries), scheme):
        digest.update(part.encode() + b"\0")
    digest.update(repr(sorted(options.items())).encode())
    if ref in EXAMPLES:
        root = _package_dir("mechgen.examples")
        for path in sorted(root.rglob("*.py")):
            digest.update(path.relative_to(root).as_posix().encode() + b"\0")
            digest.update(path.read_bytes())
        name = ref
    elif Path(ref).suffix in MODEL_FILE_SUFFIXES + IMPORTED_SUFFIXES and Path(ref).is_file():
        digest.update(Path(ref).read_bytes())
        name = "file"
    else:
        return None
    return cache_root() / "resolved" / f"{name}-{digest.hexdigest()[:20]}"


def _resolved(shortcut: Path | None) -> Path | None:
    """The module a shortcut remembers, if it is still there and intact."""
    try:
        path = Path(shortcut.read_text())
    except (AttributeError, OSError):
        return None
    if path.parent == GENERATED_DIR and path.is_file():
        return path
    return path if _intact(path.parent, path.name) else None


def _remember(shortcut: Path | None, path: Path) -> None:
    """Records a resolution for the next request; a cache that cannot be written only costs
    the shortcut."""
    if shortcut is None:
        return
    try:
        shortcut.parent.mkdir(parents=True, exist_ok=True)
        _write(shortcut, str(path.resolve()).encode())
    except (OSError, OutputError):
        pass


def _package_dir(name: str) -> Path:
    """The folder of a package of ours, found without importing it (mechgen.symbolic imports
    sympy)."""
    return Path(importlib.util.find_spec(name).origin).parent


@functools.cache
def _generator_digest() -> str:
    """A digest of the generator's own source (mechgen.core, .symbolic, .codegen, .templates):
    part of the cache directory's name, so a changed derivation or template never serves a
    module emitted by the code before it (the input hash, which emitted files carry, names the
    generator by its version only, so that it changes with the model, not with every edit)."""
    digest = hashlib.sha256()
    for package in ("core", "symbolic", "codegen", "templates"):
        root = _package_dir(f"mechgen.{package}")
        for path in sorted(root.rglob("*")):
            if path.suffix in (".py", ".j2"):
                digest.update(f"{package}/{path.relative_to(root).as_posix()}".encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def _intact(target: Path, name: str) -> bool:
    """True when ``target`` holds a complete emission with the file ``name``: its
    ``SHA256SUMS`` lists ``name`` and every file listed there has the listed hash."""
    try:
        sums = {}
        for line in (target / SUMS).read_text().splitlines():
            digest, file = line.split("  ", 1)
            sums[file] = digest
        return name in sums and all(
            hashlib.sha256((target / file).read_bytes()).hexdigest() == digest
            for file, digest in sums.items()
        )
    except (OSError, ValueError):
        return False


def _publish(files: dict[str, str], target: Path) -> None:
    """Writes emitted files into ``target``, each under a temporary name renamed over its
    target, then their ``SHA256SUMS``: the list appears only once every file is complete."""
    sums = {}
    for name, text in sorted(files.items()):
        data = text.encode()
        _write(target / name, data)
        sums[name] = hashlib.sha256(data).hexdigest()
    _write(target / SUMS, "".join(f"{d}  {n}\n" for n, d in sums.items()).encode())


def _write(path: Path, data: bytes) -> None:
    """Writes ``data`` under a temporary name renamed over ``path``
    (mechgen.core.outputs.atomic)."""
    with atomic(path) as tmp:
        tmp.write_bytes(data)


def _header(path: Path, key: str) -> str | None:
    """The value of ``# key: value`` in the provenance header of an emitted file."""
    with path.open() as fh:
        for _ in range(12):
            line = fh.readline()
            if line.startswith(f"# {key}:"):
                return line.split(":", 1)[1].strip()
    return None
