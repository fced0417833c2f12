"""Backends as objects (DESIGN.md, "Extension points"; in the manner of SymForce's per-language
configs): a backend is one module of this package, named after it, whose ``BACKEND`` says
everything about it (templates, the file a user loads, whole-loop kernels, its build step),
plus its printers (module ``printers`` of its package) and its templates. Nothing else in
mechgen names a backend.

Listing the backends imports none of them (:func:`names` reads the package), and a backend's
package imports sympy only for its printers, so the command line offers them and runs an
emitted module without loading sympy; :func:`backend_named` imports the one asked for.

Emitted code never collides with a user's name whatever the language's reserved words: every
local of an argument is ``<argument>_<label>`` (:func:`mechgen.codegen.spec.local_names`) and
the generator's own names never have that form.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from mechgen.core.errors import CodeGenerationError


@dataclass(frozen=True)
class Backend:
    """How one backend turns function specs into files.

    Attributes:
        name: the backend's name on the command line (and of its module here).
        summary: one line for the command line's help.
        templates: output file suffix -> template path under ``mechgen/templates``; each file
            is ``<mechanism>_<formulation><suffix>``.
        module_suffix: the suffix of the file a user loads (one of ``templates``).
        kernels: the template folder of its whole-loop scheme kernels (one template per kernel,
            named after its scheme, declaring the entries it calls), or None.
        build_note: what loading a module first does (a compilation), for the user to see.
        built: whether the module at a path needs no build step any more (None: it never does).
    """

    name: str
    summary: str
    templates: dict[str, str]
    module_suffix: str
    kernels: str | None = None
    build_note: str | None = None
    built: Callable[[Path], bool] | None = None

    def printers(self) -> tuple[type, type | None]:
        """Its sympy printer classes, from the module ``printers`` of its package (importing
        sympy, which nothing else of a backend needs): ``PRINTER``, of its expressions, and
        ``ROWS_PRINTER``, of expressions over arrays of rows for the rows form of the series
        entries (``<entry>_rows``), None when its templates loop over rows instead."""
        module = importlib.import_module(f"{__name__}.{self.name}.printers")
        return module.PRINTER, getattr(module, "ROWS_PRINTER", None)


def names() -> tuple[str, ...]:
    """The backends' names, sorted, without importing any."""
    return tuple(sorted(m.name for m in pkgutil.iter_modules(__path__)))


def backend_named(name: str) -> Backend:
    """The backend called ``name``.

    Raises:
        CodeGenerationError: for an unknown backend, listing the known ones.
    """
    if name not in names():
        raise CodeGenerationError(f"unknown backend '{name}' (known: {', '.join(names())})")
    return importlib.import_module(f"{__name__}.{name}").BACKEND
