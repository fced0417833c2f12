"""A restricted parser for the expressions of model files (no eval of arbitrary code).

An expression is a number or a string of arithmetic on numbers, parameter names, ``t``, ``pi``
and ``E``, with ``+ - * / **``, unary signs, parentheses and calls of the functions in
:data:`FUNCTIONS` with positional arguments. The string is parsed by Python's ``ast`` and every
node is checked against that grammar before a sympy expression is built from it, so attribute
access, subscripts, comprehensions, lambdas, keyword arguments, strings or names outside the
allowed set are rejected with the offending construct named. Nothing is ever executed.

A model file is untrusted input, so the work of building an expression is bounded before sympy
sees it: the string has at most :data:`MAX_LENGTH` characters, its syntax tree at most
:data:`MAX_NODES` nodes, :data:`MAX_DEPTH` levels and :data:`MAX_CALLS` nested calls, and an
integer literal at most :data:`MAX_DIGITS` digits. sympy evaluates arithmetic on numbers as it
builds (``9**9**9`` would be an integer of 370 million digits), so every sub-expression is
checked as soon as it is built, before anything uses it: a constant exponent must be at most
:data:`MAX_EXPONENT` in magnitude, a rational number have at most :data:`MAX_BITS` bits, and a
constant be a finite real double (not ``I``, ``zoo``, ``nan``, ``oo``, nor beyond 1.8e308; its
value is computed once, in doubles, from those of its operands). No operation thus receives an
operand beyond a double, which bounds the cost of every step: ``exp(exp(exp(100)))`` is refused
at ``exp(exp(100))``. A sub-expression in parameters or ``t`` must be free of ``zoo``, ``nan``,
``oo`` and ``I`` (``t/0``); its value at the parameter defaults is the validation's.
"""

from __future__ import annotations

import ast
import math
import operator

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
#: (fewest, most) arguments of a function of FUNCTIONS where not exactly one
ARGUMENTS = {"atan2": (2, 2), "log": (1, 2)}
CONSTANTS = {"pi": sp.pi, "E": sp.E}
#: characters of an expression string (the longest of the bundled examples has 356)
MAX_LENGTH = 2000
#: expression nodes of its syntax tree (bundled examples: 185)
MAX_NODES = 1000
#: levels of its syntax tree; a sum of n terms is n levels deep (bundled examples: 18)
MAX_DEPTH = 100
#: calls nested in calls, as in sin(cos(...)): sympy evaluates the arguments of a constant call
#: again at every level (quadratic cost), 0.01 s at 10 but 1.2 s at 98 (bundled examples: 2)
MAX_CALLS = 10
#: decimal digits of an integer literal (a double holds 17 significant digits)
MAX_DIGITS = 30
#: magnitude of a numeric exponent
MAX_EXPONENT = 64
#: bits of the numerator plus the denominator of a rational constant (a double needs 1100)
MAX_BITS = 2200
#: characters of the expression quoted in an error message
QUOTE_LENGTH = 80
#: names listed in an "unknown name" message
LISTED_NAMES = 20
BINARY = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b,
    ast.Pow: lambda a, b: a**b,
}
_NOT_FINITE_REAL = (sp.zoo, sp.nan, sp.oo, -sp.oo, sp.I)
_NUMERIC = {
    "sin": math.sin,
    "cos": math.cos,
    "tan": math.tan,
    "asin": math.asin,
    "acos": math.acos,
    "atan": math.atan,
    "atan2": math.atan2,
    "sinh": math.sinh,
    "cosh": math.cosh,
    "tanh": math.tanh,
    "exp": math.exp,
    "log": math.log,
    "sqrt": math.sqrt,
    "abs": abs,
    "Abs": abs,
}
_NUMERIC_BINARY = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: math.pow,
}
_NUMERIC_CONSTANTS = {"pi": math.pi, "E": math.e}


class ExpressionError(ValueError):
    """A model-file expression outside the allowed grammar (the message says what)."""


def shorten(text: str, limit: int = QUOTE_LENGTH) -> str:
    """``text`` cut to at most ``limit`` characters, ending in ``...`` where it was cut.

    Args:
        text: any text, typically a value quoted in an error message.
        limit: the most characters returned.
    """
    return text if len(text) <= limit else text[: limit - 3] + "..."


def parse(value: float | int | str, names: dict[str, sp.Symbol]) -> sp.Expr:
    """The sympy expression of a number or an expression string.

    Args:
        value: a number, or a string such as ``"0.5*L*sin(2*pi*t)"``.
        names: the symbols a string may use (parameters and ``t``).

    Raises:
        ExpressionError: naming the construct that is not allowed or the bound exceeded.
    """
    if isinstance(value, bool):
        raise ExpressionError(f"{value!r} is a boolean, not a number or an expression")
    if isinstance(value, (int, float)):
        return _number(value, "")
    if not isinstance(value, str):
        raise ExpressionError(
            f"{shorten(repr(value))} is neither a number nor an expression string"
        )
    if len(value) > MAX_LENGTH:
        raise ExpressionError(f"'{shorten(value)}': expression longer than {MAX_LENGTH} characters")
    text = shorten(value)
    try:
        tree = ast.parse(value.strip(), mode="eval")
    except SyntaxError as exc:
        raise ExpressionError(f"'{text}' is not an expression ({shorten(exc.msg)})") from exc
    nodes, depth, calls = _size(tree.body)
    if nodes > MAX_NODES:
        raise ExpressionError(f"'{text}': more than {MAX_NODES} terms, names and operations")
    if depth > MAX_DEPTH:
        raise ExpressionError(
            f"'{text}': nested more than {MAX_DEPTH} levels deep (a sum or product of n terms "
            "is n levels)"
        )
    if calls > MAX_CALLS:
        raise ExpressionError(f"'{text}': functions nested more than {MAX_CALLS} deep")
    return _Builder(names, text, tree.body).build(tree.body)[0]


def _size(root: ast.expr) -> tuple[int, int, int]:
    """(expression nodes, depth, calls nested in calls) of a syntax tree, without recursion."""
    nodes, deepest, calls = 0, 0, 0
    stack = [(root, 1, 0)]
    while stack:
        node, depth, nested = stack.pop()
        nested += isinstance(node, ast.Call)
        nodes += 1
        deepest = max(deepest, depth)
        calls = max(calls, nested)
        stack.extend(
            (child, depth + 1, nested)
            for child in ast.iter_child_nodes(node)
            if isinstance(child, ast.expr)
        )
    return nodes, deepest, calls


def _number(value: int | float, where: str) -> sp.Expr:
    """A number as a sympy number; ``where`` prefixes a message (the quoted expression)."""
    if isinstance(value, int):
        if abs(value) >= 10**MAX_DIGITS:
            raise ExpressionError(f"{where}an integer of more than {MAX_DIGITS} digits")
        return sp.Integer(value)
    if not math.isfinite(value):
        raise ExpressionError(f"{where}{value!r} is not finite")
    return sp.Float(value)


class _Builder:
    """Builds the sympy expression of a checked syntax tree, bottom up.

    Each node gives ``(expression, value)``: ``value`` is the double of a constant
    sub-expression (None where it depends on a parameter or ``t``), computed once from the values
    of its operands with :mod:`math`, so that checking every constant costs one floating-point
    operation, not a re-evaluation of its whole sub-tree.
    """

    def __init__(self, names: dict[str, sp.Symbol], text: str, root: ast.expr):
        self.names = names
        self.text = text
        self.root = root

    def build(self, node: ast.AST) -> tuple[sp.Expr, float | None]:
        text = self.text
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool) or not isinstance(node.value, (int, float)):
                raise ExpressionError(
                    f"'{text}': the literal {shorten(repr(node.value))} is not a number"
                )
            return _number(node.value, f"'{text}': "), float(node.value)
        if isinstance(node, ast.Name):
            if node.id in self.names:
                return self.names[node.id], None
            if node.id in CONSTANTS:
                return CONSTANTS[node.id], _NUMERIC_CONSTANTS[node.id]
            known = sorted(self.names) + sorted(CONSTANTS)
            listed = ", ".join(known[:LISTED_NAMES]) + (
                ", ..." if len(known) > LISTED_NAMES else ""
            )
            raise ExpressionError(f"'{text}': unknown name '{shorten(node.id)}' (known: {listed})")
        if isinstance(node, ast.BinOp) and type(node.op) in BINARY:
            (left, a), (right, b) = self.build(node.left), self.build(node.right)
            if isinstance(node.op, ast.Pow) and b is not None and abs(b) > MAX_EXPONENT:
                raise ExpressionError(
                    f"'{text}': the exponent of '{shorten(ast.unparse(node), 40)}' is larger "
                    f"than {MAX_EXPONENT} in magnitude"
                )
            operation = _NUMERIC_BINARY[type(node.op)]
            return self.checked(BINARY[type(node.op)](left, right), node, operation, a, b)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            inner, value = self.build(node.operand)
            if isinstance(node.op, ast.UAdd):
                return inner, value
            return -inner, None if value is None else -value
        if isinstance(node, ast.Call):
            return self.call(node)
        raise ExpressionError(
            f"'{text}': '{shorten(ast.unparse(node))}' is not allowed (numbers, names, "
            "+ - * / **, and calls of the allowed functions only)"
        )

    def call(self, node: ast.Call) -> tuple[sp.Expr, float | None]:
        text = self.text
        if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
            what = node.func.id if isinstance(node.func, ast.Name) else ast.unparse(node.func)
            raise ExpressionError(
                f"'{text}': '{shorten(what)}' is not an allowed function "
                f"(allowed: {', '.join(sorted(FUNCTIONS))})"
            )
        if node.keywords:
            raise ExpressionError(f"'{text}': keyword arguments are not allowed")
        name = node.func.id
        fewest, most = ARGUMENTS.get(name, (1, 1))
        if not fewest <= len(node.args) <= most:
            wanted = str(fewest) if fewest == most else f"{fewest} or {most}"
            raise ExpressionError(
                f"'{text}': {name}() takes {wanted} argument(s), got {len(node.args)}"
            )
        args, values = zip(*(self.build(a) for a in node.args), strict=True)
        return self.checked(FUNCTIONS[name](*args), node, _NUMERIC[name], *values)

    def checked(
        self, expr: sp.Expr, node: ast.AST, operation, *operands: float | None
    ) -> tuple[sp.Expr, float | None]:
        """``expr`` and its value, once it is free of ``zoo``, ``nan``, ``oo`` and ``I`` and,
        where it is constant, a finite real double. Operands were checked when they were built,
        so only ``expr`` and its direct arguments need a look."""
        if expr in _NOT_FINITE_REAL or any(a in _NOT_FINITE_REAL for a in expr.args):
            raise self.refused(node, shorten(str(expr), 40))
        if not expr.is_number:
            return expr, None
        if expr.is_Rational and expr.p.bit_length() + expr.q.bit_length() > MAX_BITS:
            raise self.refused(node, f"{expr.evalf(4)}")
        try:
            if expr.is_Number:
                value = float(expr)
            elif None in operands:  # constant only once sympy cancelled a symbol (t - t)
                value = float(expr.evalf())
            else:
                value = operation(*operands)
        except (ArithmeticError, ValueError, TypeError) as exc:
            raise self.refused(node, str(exc)) from exc
        if not math.isfinite(value):
            raise self.refused(node, repr(value))
        return expr, value

    def refused(self, node: ast.AST, why: str) -> ExpressionError:
        part = "" if node is self.root else f": '{shorten(ast.unparse(node), 40)}'"
        return ExpressionError(
            f"'{self.text}'{part} is not a finite real number ({shorten(why, 40)})"
        )
