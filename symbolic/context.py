"""Coordinates of all bodies in one formulation and the generic differential operators on them.

Expressions are built with sympy and differentiated with symengine (the C++ core of the sympy
project): on the float-laden expressions of real mechanisms sympy's ``diff`` spends most of its
time in the assumptions system, symengine is 30-40x faster with identical results. The operators
take sympy or symengine expressions and return symengine ones; :func:`to_sympy` converts back
where an entry is finished (codegen and the LaTeX report read sympy only).

Derivation is local: an expression is differentiated only with respect to the coordinates of the
bodies it involves, so derivation cost grows linearly with the number of bodies and joints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import symengine as se
import sympy as sp

from . import conversion
from .checked_model import CheckedModel
from .constraints import Pose
from .coordinates import BodyCoordinates

if TYPE_CHECKING:
    from .formulations import Formulation

ZERO = se.Integer(0)


#: sympy heads converted node by node; any other node is converted whole by se.sympify
_HEADS = {
    sp.Add: se.Add,
    sp.Mul: se.Mul,
    sp.Pow: se.Pow,
    sp.sin: se.sin,
    sp.cos: se.cos,
    sp.tan: se.tan,
    sp.exp: se.exp,
    sp.log: se.log,
    sp.asin: se.asin,
    sp.acos: se.acos,
    sp.atan: se.atan,
    sp.atan2: se.atan2,
    sp.sinh: se.sinh,
    sp.cosh: se.cosh,
    sp.tanh: se.tanh,
}


class Converter:
    """sympy -> symengine that converts every distinct subexpression once, however often it
    appears, and hands out the same symengine object for it.

    sympy builds expressions as DAGs: a loop closure in the director formulation's tree of
    depth 2N + 1 uses each body's pose three times in its child's, so the tree that
    ``se.sympify`` unfolds grows like 9^N while the DAG has a few hundred distinct nodes
    (A02 with N = 3: 1.95 million nodes unfolded, 861 distinct; N = 4 took 2.2 GB). One
    converter shared by the cells of an entry keeps the DAG, and symengine's CSE then works on
    it. The result is the same expression (node by node, the heads of _HEADS are rebuilt by
    their symengine constructors, which canonicalize as se.sympify does; every other node is
    converted by se.sympify itself)."""

    def __init__(self):
        self.done: dict[sp.Basic, se.Basic] = {}

    def __call__(self, expr) -> se.Basic:
        if not isinstance(expr, sp.Basic):
            return se.sympify(expr)
        done = self.done
        stack = [expr]
        while stack:
            node = stack[-1]
            if node in done:
                stack.pop()
                continue
            head = _HEADS.get(node.func) if node.args else None
            if head is None:
                done[node] = se.sympify(node)
                stack.pop()
                continue
            pending = [a for a in node.args if a not in done]
            if pending:
                stack.extend(pending)
                continue
            done[node] = head(*(done[a] for a in node.args))
            stack.pop()
        return done[expr]


def to_se(expr) -> se.Basic:
    """A symengine copy of a sympy expression (identity for symengine input); see
    :class:`Converter` for many expressions that share subexpressions."""
    return Converter()(expr)


def to_sympy(expr, memo: dict | None = None) -> sp.Expr:
    """A sympy copy of a symengine expression, the one ``sympy.sympify`` makes
    (:mod:`mechgen.symbolic.conversion`); ``memo`` keeps the conversions of subexpressions
    that several calls share."""
    if not isinstance(expr, se.Basic):
        return sp.sympify(expr)
    return conversion.to_sympy(expr, {} if memo is None else memo)


def sparse_gradient(e: se.Basic, symbols, offset: int = 0) -> dict[int, se.Basic]:
    """The nonzero derivatives of ``e`` by ``symbols``, keyed by offset + position (a sparse
    Jacobian row; symbols ``e`` does not contain are not differentiated)."""
    present = e.free_symbols
    out = {}
    for k, s in enumerate(symbols):
        if s in present:
            d = e.diff(s)
            if d != ZERO:
                out[offset + k] = d
    return out


class Context:
    """Coordinates of every body and the generic differential operators on them."""

    def __init__(self, checked: CheckedModel, formulation: Formulation):
        m = checked.mechanism
        self.m = m
        self.t = m.t
        self.formulation = formulation
        self.checked = checked
        #: LaTeX names of symbols that no body's coordinates carry (the relative formulation's)
        self.latex: dict[sp.Symbol, str] = {}
        self.coords: list[BodyCoordinates] = [
            formulation.body(b.name, checked.orientations[b.name]) for b in checked.bodies
        ]
        self.by_name = {c.name: c for c in self.coords}
        self.q_off, self.v_off = [], []
        self.owner: dict[se.Symbol, int] = {}
        nq = nv = 0
        for k, c in enumerate(self.coords):
            self.q_off.append(nq)
            self.v_off.append(nv)
            nq += len(c.q)
            nv += len(c.v)
            for s in c.q + c.v:
                self.owner[to_se(s)] = k
        self.nq, self.nv = nq, nv
        self.q = [s for c in self.coords for s in c.q]
        self.v = [s for c in self.coords for s in c.v]
        self._q = [[to_se(s) for s in c.q] for c in self.coords]
        self._v = [[to_se(s) for s in c.v] for c in self.coords]
        self._qdot = [[to_se(x) for x in c.qdot] for c in self.coords]
        self._K = []
        for c in self.coords:
            K = c.K
            self._K.append(
                [
                    [(i, to_se(K[i, j])) for i in range(len(c.q)) if K[i, j] != 0]
                    for j in range(len(c.v))
                ]
            )
        self._t = to_se(self.t)

    def layout(self) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
        """Per body its [start, stop) in q and in v (metadata ``q_layout``, ``v_layout``)."""
        return (
            {c.name: [self.q_off[k], self.q_off[k] + len(c.q)] for k, c in enumerate(self.coords)},
            {c.name: [self.v_off[k], self.v_off[k] + len(c.v)] for k, c in enumerate(self.coords)},
        )

    def rates(self) -> sp.Matrix:
        """q' = K(q) v, one entry per position coordinate."""
        return sp.Matrix([x for c in self.coords for x in c.qdot])

    def pose(self, body) -> Pose:
        """Pose (sympy) of a body in this formulation; ground: identity."""
        if body.is_ground:
            return Pose(sp.zeros(3, 1), sp.eye(3))
        c = self.by_name[body.name]
        return Pose(c.r, c.A)

    def bodies_in(self, expr) -> list[int]:
        """Indices of the bodies whose coordinates appear in expr."""
        return sorted({self.owner[s] for s in to_se(expr).free_symbols if s in self.owner})

    def jac_v(self, expr) -> dict[int, se.Basic]:
        """Row of dexpr/dq K(q): the derivative along the velocity coordinates."""
        e = to_se(expr)
        out = {}
        for k in self.bodies_in(e):
            grad = [e.diff(s) for s in self._q[k]]
            for col, column in enumerate(self._K[k]):
                val = se.add(*[grad[i] * kij for i, kij in column if grad[i] != ZERO])
                if val != ZERO:
                    out[self.v_off[k] + col] = val
        return out

    def jac_vel(self, expr) -> dict[int, se.Basic]:
        """Row of dexpr/dv (v the velocity coordinates)."""
        e = to_se(expr)
        out = {}
        for k, vs in enumerate(self._v):
            out.update(sparse_gradient(e, vs, self.v_off[k]))
        return out

    def dt(self, expr) -> se.Basic:
        """Total time derivative along q' = K(q) v with v frozen."""
        e = to_se(expr)
        terms = [e.diff(self._t)]
        for k in self.bodies_in(e):
            terms += [e.diff(s) * qd for s, qd in zip(self._q[k], self._qdot[k], strict=True)]
        return se.add(*terms)
