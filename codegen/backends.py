"""Backend configurations (STYLE.md item 2): each names its templates, printer and files, so
the emit loop never asks which language it is."""

from __future__ import annotations

from dataclasses import dataclass

from .printer import CModulePrinter, NumpyModulePrinter


@dataclass(frozen=True)
class BackendConfig:
    """How one backend turns function specs into files.

    Attributes:
        name: backend name on the command line.
        templates: output file suffix -> template path under ``templates/``.
        printer: sympy printer class for expressions.
    """

    name: str
    templates: dict[str, str]
    printer: type


NUMPY = BackendConfig(
    name="numpy",
    templates={".py": "numpy/module.py.j2"},
    printer=NumpyModulePrinter,
)

C = BackendConfig(
    name="c",
    templates={".c": "c/source.c.j2", ".h": "c/header.h.j2", "_c.py": "c/wrapper.py.j2"},
    printer=CModulePrinter,
)

BACKENDS = {"numpy": NUMPY, "c": C}
