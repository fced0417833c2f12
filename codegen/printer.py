"""Printers for emitted code (STYLE.md item 3): language facts in class-level tables, strict.

The numpy backend prints scalar straight-line code on Python floats through the ``math``
module: after ``q.tolist()`` every operation is a float operation, which is several times
faster than numpy scalar arithmetic; arrays are used only for inputs and outputs. The C printer
writes small integer powers as products and half-integer powers through sqrt. Both print every
float with the digits of its repr, which round-trips exactly.
"""

from __future__ import annotations

import sympy as sp
from mechgen.core.errors import CodeGenerationError
from sympy.printing.c import C99CodePrinter
from sympy.printing.precedence import PRECEDENCE
from sympy.printing.pycode import PythonCodePrinter


class _Strict:
    """What every mechgen printer shares: helper functions of the emitted file (a class-level
    table ``MODULE_FUNCTIONS``), exact floats, plain symbol names, errors naming the expression."""

    MODULE_FUNCTIONS: dict[str, str] = {}

    def __init__(self, settings=None):
        super().__init__(settings)
        self.known_functions = {**self.known_functions, **self.MODULE_FUNCTIONS}

    def _print_Float(self, expr: sp.Float) -> str:
        return repr(float(expr))

    def _print_Symbol(self, expr: sp.Symbol) -> str:
        return expr.name

    def doprint_checked(self, expr: sp.Expr) -> str:
        """Prints one expression or raises CodeGenerationError naming it."""
        try:
            return self.doprint(expr)
        except CodeGenerationError:
            raise
        except Exception as exc:  # sympy raises its own print-method errors and others
            raise CodeGenerationError(f"cannot print expression {expr}: {exc}") from exc


class NumpyModulePrinter(_Strict, PythonCodePrinter):
    """Python/math printer for the numpy backend."""

    printmethod = "_mechgen_numpy"
    _default_settings = {
        **PythonCodePrinter._default_settings,
        "strict": True,
        "fully_qualified_modules": True,
    }
    MODULE_FUNCTIONS = {"sinc": "_sinc"}

    def emptyPrinter(self, expr) -> str:  # noqa: N802 (sympy's name)
        raise CodeGenerationError(f"cannot print {type(expr).__name__}: {expr}")


class CModulePrinter(_Strict, C99CodePrinter):
    """C99 printer for the C backend."""

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
