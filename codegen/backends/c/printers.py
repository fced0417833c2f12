"""The C backend: a C99 library, its header and a Python wrapper with the numpy module's
interface, compiled on first import into the cache (:mod:`mechgen.core.clib`); with whole-loop
kernels of the schemes whose entries the module carries (``templates/c/kernels``)."""

from __future__ import annotations

from pathlib import Path

import sympy as sp
from mechgen.codegen.printer import StrictPrinter
from mechgen.core import clib
from sympy.printing.c import C99CodePrinter
from sympy.printing.precedence import PRECEDENCE

from . import Backend


class CModulePrinter(StrictPrinter, C99CodePrinter):
    """C99 printer of the C backend: small integer powers as products, half-integer powers
    through sqrt, constants as exact float literals."""

    printmethod = "_mechgen_c"
    _default_settings = {**C99CodePrinter._default_settings, "strict": True}
    MODULE_FUNCTIONS = {"sinc": "mg_sinc"}

    def _print_NumberSymbol(self, expr) -> str:
        """pi, E, ...: exact float literals (strict C99 has no M_PI)."""
        return repr(float(expr))

    _print_Pi = _print_Exp1 = _print_NumberSymbol

    def _print_Pow(self, expr: sp.Pow) -> str:
        base, exp = expr.args
        b = self.parenthesize(base, PRECEDENCE["Mul"], strict=True)
        if exp.is_Integer and 1 < exp <= 4:
            return "(" + "*".join([b] * int(exp)) + ")"
        if exp.is_Integer and -4 <= exp < 0:
            return "(1.0/(" + "*".join([b] * int(-exp)) + "))"
        if exp == sp.Rational(1, 2):
            return f"sqrt({self._print(base)})"
        if exp == -sp.Rational(1, 2):
            return f"(1.0/sqrt({self._print(base)}))"
        return f"pow({self._print(base)}, {self._print(exp)})"


def built(module: Path) -> bool:
    """True when the library of the wrapper ``<stem>_c.py`` is compiled in the cache."""
    return clib.is_built(module.with_name(module.name.removesuffix("_c.py") + ".c"))


BACKEND = Backend(
    name="c",
    summary="a C library behind a Python wrapper, with whole-loop kernels; needs a C compiler",
    printer=CModulePrinter,
    templates={".c": "c/source.c.j2", ".h": "c/header.h.j2", "_c.py": "c/wrapper.py.j2"},
    module_suffix="_c.py",
    kernels="c/kernels",
    build_note="compiling the C library (cached after the first build)",
    built=built,
)
