"""What every printer of emitted code shares (STYLE.md item 3): language facts in class-level
tables, strict. Each backend's own printer lives in its module (:mod:`mechgen.codegen.backends`).
Floats are printed with the digits of their repr, which round-trips exactly.
"""

from __future__ import annotations

import sympy as sp
from mechgen.core.errors import CodeGenerationError


class StrictPrinter:
    """A mixin before a sympy printer: helper functions of the emitted file (a class-level table
    ``MODULE_FUNCTIONS``), exact floats, plain symbol names, errors naming the expression (also
    for objects the printer does not know)."""

    MODULE_FUNCTIONS: dict[str, str] = {}

    def __init__(self, settings=None):
        super().__init__(settings)
        self.known_functions = {**self.known_functions, **self.MODULE_FUNCTIONS}

    def _print_Float(self, expr: sp.Float) -> str:
        return repr(float(expr))

    def _print_Symbol(self, expr: sp.Symbol) -> str:
        return expr.name

    def _handle_UnevaluatedExpr(self, expr):  # noqa: N802 (sympy's name)
        """sympy's code printers rebuild every expression to take re() off UnevaluatedExpr
        nodes (a replace over the whole tree: a third of the printing of a C module, issue 38);
        an expression without re() is returned as it is, which is what that replace returns."""
        return super()._handle_UnevaluatedExpr(expr) if expr.has(sp.re) else expr

    def emptyPrinter(self, expr) -> str:  # noqa: N802 (sympy's name)
        raise CodeGenerationError(f"cannot print {type(expr).__name__}: {expr}")

    def doprint_checked(self, expr: sp.Expr) -> str:
        """Prints one expression or raises CodeGenerationError naming it."""
        try:
            return self.doprint(expr)
        except CodeGenerationError:
            raise
        except Exception as exc:  # sympy raises its own print-method errors and others
            raise CodeGenerationError(f"cannot print expression {expr}: {exc}") from exc
