"""Shortcuts of emission that must give sympy's answer (issue 38: each was a quarter of a C
emission): the operation count (codegen/operation_count.py) is sympy's count_ops, and the
conversion of symengine expressions (symbolic/conversion.py) is sympy's sympify, arguments in
order; checked on hand-made shapes and on every expression of bundled modules."""

from __future__ import annotations

import warnings

import pytest
import symengine as se
import sympy as sp
from mechgen.codegen import spec
from mechgen.codegen.backends import backend_named
from mechgen.codegen.emit import function_specs
from mechgen.codegen.operation_count import operation_count
from mechgen.examples import load_mechanism
from mechgen.symbolic import derive
from mechgen.symbolic.conversion import to_sympy

x, y, z, w = sp.symbols("x y z w")
f = sp.Function("f")

#: shapes the walk treats apart: signs, rationals, floats, powers in the denominator, sums
#: under a number (unevaluated, as the depth bound builds them), symbolic exponents,
#: functions sympy counts itself
EDGES = [
    -x,
    -x - y,
    x - y,
    -x + 2 * y,
    sp.Rational(-3, 4) * x / y,
    -2.5 * x * y**-2,
    x ** sp.Rational(-1, 2) * y,
    -1 / (x + y),
    (x + y) ** -2 * 3 * z,
    sp.Mul(2, x + y, evaluate=False),
    sp.Mul(-1, 2, x, y**-1, evaluate=False),
    sp.Mul(-2, x + y, evaluate=False),
    sp.Mul(x, x, evaluate=False),
    sp.Mul(1, x, evaluate=False),
    sp.Add(sp.Mul(-1, 2, x, evaluate=False), sp.Mul(-3, y, evaluate=False), evaluate=False),
    x**y / z,
    sp.exp(-x) * y,
    sp.Max(x, y, z) - w,
    sp.Piecewise((x, y > 0), (-x, True)),
    f(x, -y) / (z * w),
    sp.sqrt(x**2 + y**2) * sp.sin(z) / 2,
    sp.Float(-1.5),
    sp.S.One,
]


@pytest.mark.parametrize("expr", EDGES, ids=range(len(EDGES)))
def test_the_count_of_each_shape_is_sympys(expr):
    assert operation_count(expr) == sp.count_ops(expr)


@pytest.mark.parametrize("expr", EDGES[:-3], ids=range(len(EDGES) - 3))
def test_each_shape_converts_as_sympify_converts_it(expr):
    """symengine's forms of the shapes (it keeps 2*(x + y) and sqrt(2)*sqrt(3), which sympy
    evaluates) convert to sympify's result, arguments in order."""
    original = se.sympify(expr)
    got = to_sympy(original, {})
    assert got == sp.sympify(original) and got.args == sp.sympify(original).args


def test_unevaluated_symengine_forms_convert_as_sympify_converts_them():
    a, b = se.symbols("a b")
    for expr in (2 * (a + b), se.sqrt(2) * se.sqrt(3) * a, -3 * (a + b), se.pi * a / 2):
        assert to_sympy(expr, {}) == sp.sympify(expr)


@pytest.mark.parametrize(
    "name, formulation",
    [("slider_crank", "rA"), ("gyro_top", "director"), ("heavy_top", "se3"),
     ("planar_four_bar", "relative")],
)  # fmt: skip
def test_every_emitted_expression_converts_and_counts_as_sympy_does(name, formulation, monkeypatch):
    """Every expression an emission converts and counts (CSE temporaries and outputs, before
    and after the depth bound), in four formulations: the conversion equals sympify's,
    arguments in order, and the count is sympy's, exactly (both show in the goldens, which stay
    byte-identical)."""
    seen = []

    def converted(expr, memo):
        got = to_sympy(expr, memo)
        expected = sp.sympify(expr)
        seen.append((got == expected and got.args == expected.args) or expr)
        return got

    def counted(expr):
        got = operation_count(expr)
        seen.append(got == sp.count_ops(expr) or expr)
        return got

    monkeypatch.setattr(spec, "to_sympy", converted)
    monkeypatch.setattr(spec, "operation_count", counted)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        function_specs(derive(load_mechanism(name), formulation), backend_named("c"))
    assert len(seen) > 200 and all(ok is True for ok in seen), [e for e in seen if e is not True]
