"""Printers for emitted code (STYLE.md item 3): language facts in class-level tables, strict.

The numpy backend prints scalar straight-line code on Python floats through the ``math``
module: after ``q.tolist()`` every operation is a float operation, which is several times
faster than numpy scalar arithmetic; arrays are used only for inputs and outputs.
"""

from __future__ import annotations

import sympy as sp
from sympy.printing.pycode import PythonCodePrinter

from mechgen.errors import CodeGenerationError


class NumpyModulePrinter(PythonCodePrinter):
    """Python/math printer that refuses what it cannot print and keeps full float precision."""

    printmethod = "_mechgen_numpy"
    _default_settings = {
        **PythonCodePrinter._default_settings,
        "strict": True,
        "fully_qualified_modules": True,
    }

    #: helper functions the numpy template defines, by the name of the sympy function
    MODULE_FUNCTIONS = {"sinc": "_sinc"}

    def __init__(self, settings=None):
        super().__init__(settings)
        self.known_functions = {**self.known_functions, **self.MODULE_FUNCTIONS}

    def _print_Float(self, expr: sp.Float) -> str:
        return repr(float(expr))

    def _print_Symbol(self, expr: sp.Symbol) -> str:
        return expr.name

    def emptyPrinter(self, expr) -> str:  # noqa: N802 (sympy's name)
        raise CodeGenerationError(f"cannot print {type(expr).__name__}: {expr}")

    def doprint_checked(self, expr: sp.Expr) -> str:
        """Prints one expression or raises CodeGenerationError naming it."""
        try:
            return self.doprint(expr)
        except CodeGenerationError:
            raise
        except Exception as exc:  # sympy raises PrintMethodNotImplementedError and others
            raise CodeGenerationError(f"cannot print expression {expr}: {exc}") from exc
