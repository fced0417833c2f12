"""symengine expressions to the sympy expressions ``sympy.sympify`` makes of them, faster.

Emission eliminates common subexpressions in symengine and prints with sympy's printers, so
every eliminated piece is converted. ``sympify`` converts node by node through sympy's
evaluating constructors, whose flattening of every sum and product was a quarter of a C
emission (issue 38). A symengine sum or product is already flat and collected, so here it
becomes a sympy node directly, its arguments in sympy's canonical order (sorted by
``Basic.compare``, the number first, as ``Add.flatten`` and ``Mul.flatten`` leave them). Where
sympy's evaluation would change the structure (a number times a sum, which sympy distributes;
numeric radicals, which it merges; more than one number) and for every other kind of node, the
conversion is sympy's own; a test checks that the result equals ``sympify``'s, arguments in
order, on every expression of the bundled modules.
"""

from __future__ import annotations

import functools

import symengine as se
import sympy as sp

_CANONICAL = functools.cmp_to_key(sp.Basic.compare)


def to_sympy(expr: se.Basic, memo: dict) -> sp.Expr:
    """``sympy.sympify(expr)``; ``memo`` keeps the conversions of shared subexpressions."""
    hit = memo.get(expr)
    if hit is None:
        hit = memo[expr] = _converted(expr, memo)
    return hit


def _converted(expr: se.Basic, memo: dict) -> sp.Expr:
    if isinstance(expr, se.Symbol) and not isinstance(expr, se.Dummy):
        return sp.Symbol(expr.name)
    if isinstance(expr, se.Add):
        return _flat(sp.Add, expr, memo, sp.S.Zero)
    if isinstance(expr, se.Mul):
        return _flat(sp.Mul, expr, memo, sp.S.One)
    if isinstance(expr, se.Pow):
        base, exp = expr.args
        return sp.Pow(to_sympy(base, memo), to_sympy(exp, memo))
    return sp.sympify(expr)


def _flat(kind, expr: se.Basic, memo: dict, identity: sp.Expr) -> sp.Expr:
    """A sum or product from its converted arguments, unless sympy would evaluate them into
    another structure (then sympy's own constructor)."""
    args = [to_sympy(a, memo) for a in expr.args]
    numbers = [a for a in args if a.is_Number]
    rest = [a for a in args if not a.is_Number]
    if (
        len(numbers) > 1
        or (numbers and numbers[0] == identity)
        or (kind is sp.Mul and numbers and len(rest) == 1 and rest[0].is_Add)
        or (kind is sp.Mul and sum(a.is_Pow and a.base.is_Number for a in rest) > 1)
        or any(isinstance(a, kind) for a in rest)
    ):
        return kind(*args)
    return kind._from_args(numbers + sorted(rest, key=_CANONICAL))
