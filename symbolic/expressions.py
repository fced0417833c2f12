"""A restricted parser for the expressions of model files (no eval of arbitrary code).

An expression is a number or a string of arithmetic on numbers, parameter names, ``t``, ``pi``
and ``E``, with ``+ - * / **``, unary signs, parentheses and calls of the functions in
:data:`FUNCTIONS` with positional arguments. The string is parsed by Python's ``ast`` and every
node is checked against that grammar before a sympy expression is built from it, so attribute
access, subscripts, comprehensions, lambdas, keyword arguments, strings or names outside the
allowed set are rejected with the offending construct named. Nothing is ever executed.
"""

from __future__ import annotations

import ast
import math

import sympy as sp

FUNCTIONS = {
    "sin": sp.sin,
    "cos": sp.cos,
    "tan": sp.tan,
    "asin": sp.asin,
    "acos": sp.acos,
    "atan": sp.atan,
    "atan2": sp.atan2,
    "sinh": sp.sinh,
    "cosh": sp.cosh,
    "tanh": sp.tanh,
    "exp": sp.exp,
    "log": sp.log,
    "sqrt": sp.sqrt,
    "abs": sp.Abs,
    "Abs": sp.Abs,
}
CONSTANTS = {"pi": sp.pi, "E": sp.E}
MAX_LENGTH = 2000
BINARY = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b,
    ast.Pow: lambda a, b: a**b,
}


class ExpressionError(ValueError):
    """A model-file expression outside the allowed grammar (the message says what)."""


def parse(value: float | int | str, names: dict[str, sp.Symbol]) -> sp.Expr:
    """The sympy expression of a number or an expression string.

    Args:
        value: a number, or a string such as ``"0.5*L*sin(2*pi*t)"``.
        names: the symbols a string may use (parameters and ``t``).

    Raises:
        ExpressionError: naming the construct that is not allowed.
    """
    if isinstance(value, bool):
        raise ExpressionError(f"{value!r} is a boolean, not a number or an expression")
    if isinstance(value, (int, float)):
        if not math.isfinite(value):
            raise ExpressionError(f"{value!r} is not finite")
        return sp.Integer(value) if isinstance(value, int) else sp.Float(value)
    if not isinstance(value, str):
        raise ExpressionError(f"{value!r} is neither a number nor an expression string")
    if len(value) > MAX_LENGTH:
        raise ExpressionError(f"expression longer than {MAX_LENGTH} characters")
    try:
        tree = ast.parse(value.strip(), mode="eval")
    except SyntaxError as exc:
        raise ExpressionError(f"'{value}' is not an expression ({exc.msg})") from exc
    return _build(tree.body, names, value)


def _build(node: ast.AST, names: dict[str, sp.Symbol], text: str) -> sp.Expr:
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool) or not isinstance(node.value, (int, float)):
            raise ExpressionError(f"'{text}': the literal {node.value!r} is not a number")
        return sp.Integer(node.value) if isinstance(node.value, int) else sp.Float(node.value)
    if isinstance(node, ast.Name):
        if node.id in names:
            return names[node.id]
        if node.id in CONSTANTS:
            return CONSTANTS[node.id]
        known = ", ".join(sorted(names) + sorted(CONSTANTS))
        raise ExpressionError(f"'{text}': unknown name '{node.id}' (known: {known})")
    if isinstance(node, ast.BinOp) and type(node.op) in BINARY:
        return BINARY[type(node.op)](
            _build(node.left, names, text), _build(node.right, names, text)
        )
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        inner = _build(node.operand, names, text)
        return -inner if isinstance(node.op, ast.USub) else inner
    if isinstance(node, ast.Call):
        if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
            what = node.func.id if isinstance(node.func, ast.Name) else ast.unparse(node.func)
            raise ExpressionError(
                f"'{text}': '{what}' is not an allowed function "
                f"(allowed: {', '.join(sorted(FUNCTIONS))})"
            )
        if node.keywords:
            raise ExpressionError(f"'{text}': keyword arguments are not allowed")
        return FUNCTIONS[node.func.id](*(_build(a, names, text) for a in node.args))
    raise ExpressionError(
        f"'{text}': '{ast.unparse(node)}' is not allowed (numbers, names, + - * / **, and "
        "calls of the allowed functions only)"
    )
