"""The operation count of emitted functions (codegen/operation_count.py) is sympy's count_ops,
computed without building expressions (issue 38: a quarter of a C emission)."""

from __future__ import annotations

import warnings

import pytest
import sympy as sp
from mechgen.codegen import spec
from mechgen.codegen.backends import backend_named
from mechgen.codegen.emit import function_specs
from mechgen.codegen.operation_count import operation_count
from mechgen.examples import load_mechanism
from mechgen.symbolic import derive

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


@pytest.mark.parametrize(
    "name, formulation",
    [("slider_crank", "rA"), ("gyro_top", "director"), ("heavy_top", "se3"),
     ("planar_four_bar", "relative")],
)  # fmt: skip
def test_every_emitted_expression_counts_as_sympy_counts_it(name, formulation, monkeypatch):
    """Every expression an emission counts (CSE temporaries and outputs, after the depth
    bound), in four formulations: the count is sympy's, exactly (it is printed in the goldens,
    which stay byte-identical)."""
    seen = []

    def checked(expr):
        got = operation_count(expr)
        seen.append(got == sp.count_ops(expr) or expr)
        return got

    monkeypatch.setattr(spec, "operation_count", checked)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        function_specs(derive(load_mechanism(name), formulation), backend_named("c"))
    assert len(seen) > 100 and all(ok is True for ok in seen), [e for e in seen if e is not True]
