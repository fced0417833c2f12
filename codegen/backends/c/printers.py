"""The C backend's printer: C99 expressions of the emitted library."""

from __future__ import annotations

import sympy as sp
from mechgen.codegen.printer import StrictPrinter
from sympy.printing.c import C99CodePrinter
from sympy.printing.precedence import PRECEDENCE


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


PRINTER = CModulePrinter
