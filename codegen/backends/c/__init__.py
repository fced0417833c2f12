"""The C backend: a C99 library, its header and a Python wrapper with the numpy module's
interface, compiled on first import into the cache (:mod:`mechgen.core.clib`); with whole-loop
kernels of the schemes whose entries the module carries (``templates/c/kernels``)."""

from __future__ import annotations

from pathlib import Path

from mechgen.core import clib

from .. import Backend


def built(module: Path) -> bool:
    """True when the library of the wrapper ``<stem>_c.py`` is compiled in the cache."""
    return clib.is_built(module.with_name(module.name.removesuffix("_c.py") + ".c"))


BACKEND = Backend(
    name="c",
    summary="a C library behind a Python wrapper, with whole-loop kernels; needs a C compiler",
    templates={".c": "c/source.c.j2", ".h": "c/header.h.j2", "_c.py": "c/wrapper.py.j2"},
    module_suffix="_c.py",
    kernels="c/kernels",
    build_note="compiling the C library (cached after the first build)",
    built=built,
)
