"""The operation count an emitted function's comment states: ``sympy.count_ops`` (visual=False),
computed without building expressions.

sympy's count_ops negates every negative term of a sum and splits every product into numerator
and denominator (``fraction``), building each piece as a new, evaluated expression; for a C
module that was a quarter of the emission time (issue 38). This walks the same tree with the
same rules and only counts: a negated or split product is kept as its list of factors. Every
node kind it does not know (a symbolic exponent, ``exp`` inside a product, a lattice operation)
is counted by sympy itself, so the total is sympy's in every case; a test compares the two on
every expression of the bundled modules.
"""

from __future__ import annotations

import sympy as sp
from sympy.core.operations import LatticeOp

#: Nodes not built as sympy expressions are tuples: ("product", factors) and
#: ("power", base, positive number).


def operation_count(expr: sp.Expr) -> int:
    """``sympy.count_ops(expr)`` for the expressions code generation prints."""
    count = 0
    stack: list = [expr]
    while stack:
        a = stack.pop()
        if type(a) is tuple:
            if a[0] == "power":
                count += 1
                stack += [a[1], a[2]]
            else:
                count += _product(a, a[1], stack)
        elif a.is_Rational:
            count += (a.p < 0) + (a.q != 1)
        elif a.is_Mul:
            count += _product(a, list(a.args), stack)
        elif a.is_Add:
            terms = a.args
            negative = [_negative(t) for t in terms]
            count += len(terms) - 1 + all(negative)
            stack += [_negated(t) if neg else t for t, neg in zip(terms, negative, strict=True)]
        else:
            count += _other(a, stack)
    return count


def _negative(a: sp.Expr) -> bool:
    """sympy's _coeff_isneg: a negative number, or a product whose coefficient is one."""
    if a.is_Mul:
        a = a.args[0]
    return a.is_Number and a.is_extended_negative


def _negated(a: sp.Expr):
    """-a, as sympy evaluates it, for a term with a negative coefficient."""
    if a.is_Number:
        return -a
    factors = list(a.args)
    return _one(factors[1:] if factors[0] == -1 else [-factors[0], *factors[1:]])


def _evaluates(items: list) -> bool:
    """Whether sympy's Mul(*items) would change the items: numbers to multiply or a 1 to drop,
    a number to distribute over a sum, or powers of one base to merge (none of these occurs in
    an evaluated product, but the depth bound builds some unevaluated ones)."""
    real = [i for i in items if type(i) is not tuple]
    numbers = [i for i in real if i.is_Number]
    if len(numbers) > 1 or (numbers and len(items) > 1 and numbers[0] == 1):
        return True
    if len(items) == 2 and numbers and any(i.is_Add for i in real):
        return True
    bases = [i[1] if type(i) is tuple else i.base if i.is_Pow else i for i in items]
    return len(set(bases)) != len(bases)


def _product(node, factors: list, stack: list) -> int:
    """The count of one product (sympy's Mul branch: sign, numerator and denominator);
    pushes what is left to count."""
    count = 0
    if type(factors[0]) is not tuple and factors[0].is_Number and factors[0].is_extended_negative:
        count += 1
        if factors[0] != -1:
            factors = [-factors[0], *factors[1:]]
            if _evaluates(factors):
                return sp.count_ops(_built(node))
        else:
            factors = factors[1:]
    numer, denom = [], []
    for term in factors:
        if type(term) is tuple:
            numer.append(term)
        elif term.is_Pow:
            ex = term.exp
            if not ex.is_Number:
                return sp.count_ops(_built(node))
            if ex == -1:
                denom.append(term.base)
            elif ex < 0:
                denom.append(("power", term.base, -ex))
            else:
                numer.append(term)
        elif isinstance(term, sp.exp):
            return sp.count_ops(_built(node))
        elif term.is_Rational and not term.is_Integer:
            if term.p != 1:
                numer.append(sp.Integer(term.p))
            denom.append(sp.Integer(term.q))
        else:
            numer.append(term)
    if all(type(n) is not tuple and n.is_Integer for n in numer) and len(numer) <= 1:
        stack.append(_one(denom))
        return count + 1 + int(bool(numer) and bool(numer[0] < 0))
    if denom:
        d = _one(denom)
        if type(d) is tuple or not d.is_Integer:
            stack.append(d)
        stack.append(_one(numer))
        return count + 1
    if len(factors) == 1:
        return count + _other(factors[0], stack)
    stack += factors
    return count + len(factors) - 1


def _one(items: list):
    """The product of ``items`` as sympy's Mul(*items) evaluates it: 1, the one item, a
    product node, or (where evaluation changes the items) the evaluated expression."""
    if not items:
        return sp.S.One
    if len(items) == 1:
        return items[0]
    return sp.Mul(*(_built(i) for i in items)) if _evaluates(items) else ("product", items)


def _built(item) -> sp.Expr:
    """A factor as a sympy expression (for the fallback to sympy's own count)."""
    if type(item) is not tuple:
        return item
    if item[0] == "power":
        return sp.Pow(item[1], item[2])
    return sp.Mul(*(_built(f) for f in item[1]))


def _other(a, stack: list) -> int:
    """sympy's count of a node that is neither a number, a product nor a sum."""
    if type(a) is tuple:
        stack.append(a)
        return 0
    if a.is_Pow and a.exp is sp.S.NegativeOne:
        stack.append(a.base)
        return 1
    if isinstance(a, LatticeOp):
        return sp.count_ops(a)
    if a.is_Pow or a.is_Function:
        if isinstance(a, (sp.exp, sp.Piecewise)) or not a.args:
            return sp.count_ops(a)
        stack += a.args
        return 1
    if a.is_Symbol or a.is_Number or not a.args:
        return 0
    return sp.count_ops(a)
