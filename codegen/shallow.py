"""Bounded nesting of emitted expressions.

A printed sum or product of n terms is a chain of n - 1 nested binary operations, and a
function of a function nests once more per call. CPython's compiler recurses once per level
and stops with "maximum recursion depth exceeded during compilation" (a spatial loop in relative
coordinates reached it); C compilers have limits too. After CSE, every expression deeper than
:data:`MAX_DEPTH` is cut: sums and products of more than :data:`MAX_TERMS` terms become sums of
partial sums held in temporaries, and the deepest arguments of any node still too deep are
hoisted into temporaries, innermost first. The values are unchanged (the same operations, only
grouped), and the temporaries continue the CSE numbering, so emission stays deterministic.
"""

from __future__ import annotations

from collections.abc import Callable

import sympy as sp

#: deepest nesting of printed operations in one emitted expression
MAX_DEPTH = 100
#: most terms of one printed sum or product
MAX_TERMS = 32


def _depth(node: sp.Basic, child_depths: list[int]) -> int:
    """Nesting of a node as printed: a chain for sums and products, one level otherwise."""
    if not child_depths:
        return 0
    chain = len(child_depths) - 1 if (node.is_Add or node.is_Mul) else 1
    return max(child_depths) + max(chain, 1)


def _shallow(expr: sp.Basic, hoist: Callable[[sp.Basic], sp.Symbol]) -> tuple[sp.Basic, int]:
    if not expr.args:
        return expr, 0
    results = [_shallow(a, hoist) for a in expr.args]
    args = [a for a, _ in results]
    depths = [d for _, d in results]
    changed = any(new is not old for new, old in zip(args, expr.args, strict=True))
    if (expr.is_Add or expr.is_Mul) and len(args) > MAX_TERMS:
        while len(args) > MAX_TERMS:
            args = [
                hoist(expr.func(*args[k : k + MAX_TERMS])) for k in range(0, len(args), MAX_TERMS)
            ]
        depths = [0] * len(args)
        changed = True
    while _depth(expr, depths) > MAX_DEPTH:
        k = max(range(len(args)), key=lambda i: (depths[i], -i))
        args[k], depths[k] = hoist(args[k]), 0
        changed = True
    node = expr.func(*args) if changed else expr
    return node, _depth(node, depths)


def bound_depth(
    assignments: list[tuple[sp.Symbol, sp.Basic]], outputs: list[sp.Basic]
) -> tuple[list[tuple[sp.Symbol, sp.Basic]], list[sp.Basic]]:
    """Cuts every too-deep expression of a function (its CSE temporaries in order, then its
    outputs); new temporaries ``cse<k>`` are numbered on from the existing ones and placed
    just before the expression that uses them."""
    out: list[tuple[sp.Symbol, sp.Basic]] = []
    count = len(assignments)

    def hoist(expr: sp.Basic) -> sp.Symbol:
        nonlocal count
        symbol = sp.Symbol(f"cse{count}")
        count += 1
        out.append((symbol, expr))
        return symbol

    for symbol, expr in assignments:
        out.append((symbol, _shallow(expr, hoist)[0]))
    shallow_outputs = [_shallow(expr, hoist)[0] for expr in outputs]
    return out, shallow_outputs
