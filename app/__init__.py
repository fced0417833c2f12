"""mechgen: symbolic equation generator with code emission for constrained multibody systems.

The public API, imported lazily (``import mechgen`` loads neither sympy nor numpy)::

    from mechgen import Mechanism, derive, generate, load_mechanism, load_module, simulate
    from mechgen import build_fmu

The package is layered, each layer importing only those below it (``lint-imports`` checks
the contracts in ``.importlinter``): :mod:`mechgen.core` (errors, entry names, rotations,
metadata, C libraries) under :mod:`mechgen.symbolic` (model and derivations) under
:mod:`mechgen.codegen` (emission through templates) under :mod:`mechgen.runtime`
(time-stepping schemes; never imports sympy), with the bundled :mod:`mechgen.examples` and the
application on top: this package's own modules (the CLI, pipeline, sweep, plotting).
"""

from __future__ import annotations

import importlib

from mechgen.core import __version__

#: public name -> the module that defines it
_API = {
    "Mechanism": "mechgen.symbolic",
    "Body": "mechgen.symbolic",
    "Joint": "mechgen.symbolic",
    "derive": "mechgen.symbolic",
    "generate": "mechgen.pipeline",
    "build_fmu": "mechgen.fmu",
    "load_mechanism": "mechgen.examples",
    "load_module": "mechgen.runtime",
    "Model": "mechgen.runtime",
    "Result": "mechgen.runtime",
    "RunOptions": "mechgen.runtime",
    "simulate": "mechgen.runtime",
    "run_to_file": "mechgen.runtime",
}

__all__ = ["__version__", *_API]


def __getattr__(name: str):
    """Imports a public name's module on first use (PEP 562)."""
    if name not in _API:
        raise AttributeError(f"module 'mechgen' has no attribute '{name}'")
    value = getattr(importlib.import_module(_API[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
