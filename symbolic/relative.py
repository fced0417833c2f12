"""Formulation ``relative``: joint coordinates of a spanning tree (seed 004, sections 2 and 6).

The joints form a spanning tree from the ground (:func:`symbolic.tree.build_forest`; the joints
the user names with ``Mechanism.cut_joint`` are cut first, the others by the depth-first rule).
The coordinates q are the tree's joint coordinates (angles, displacements) measured from the
initial configuration, v = q'. Each body's pose is the recursive kinematics of the tree, the
product of the joint motions from the ground (:func:`symbolic.tree.reparametrization` applied to
the initial configuration), so every tree joint holds identically and Phi holds only the rows of
the cut joints (and of drivers and hand-made constraints): the closure conditions.

Dynamics by Lagrange's equations in q: with T = sum 1/2 m r'.r' + 1/2 w.J w (w the body angular
velocity, vee(A^T A')), M = d^2T/dv^2 and

    Q = dP/dv - dV/dq - (d/dt(dT/dv) - M a) + dT/dq,

P the power of the non-potential loads (point forces and torques, damping), V the potential of
gravity and springs. Where the closure rows are redundant in these coordinates (a planar four-bar
of revolutes leaves 2 of the cut revolute's 5 rows), the dependent rows are dropped, judged by
the rank of Phi_q at the initial configuration.

Supported tree joints: revolute, prismatic, cylindrical, planar, universal, fixed, from the
ground. Spherical joints and free bodies would need rotation-vector coordinates, singular at
|theta| = 2 pi: use rp or re for them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np
import symengine as se
import sympy as sp

from mechgen.errors import ModelError, Problem
from mechgen.escaping import latex_text

from .constraints import evaluate
from .context import ZERO, Context, to_se, to_sympy
from .derivation import Derivation
from .tree import BodyState, Forest, build_forest, reparametrization
from .validation import CheckedModel, Row

RANK_TOLERANCE = 1e-9


@dataclass
class RelativeBody:
    """A body's pose and velocities as functions of the tree coordinates (read by the generic
    entries like a formulation's BodyCoordinates)."""

    name: str
    r: sp.Matrix
    A: sp.Matrix
    rdot: sp.Matrix
    omega: sp.Matrix
    normalization: list = field(default_factory=list)
    normalization_labels: tuple[str, ...] = ()
    latex: dict = field(default_factory=dict)


def _symbol_name(rate: str) -> str:
    return re.sub(r"[^A-Za-z0-9]", "_", rate)


def _vee(S: sp.Matrix) -> sp.Matrix:
    """The vector of a skew matrix (its antisymmetric part, exact off the manifold too)."""
    return sp.Matrix([S[2, 1] - S[1, 2], S[0, 2] - S[2, 0], S[1, 0] - S[0, 1]]) / 2


def check_tree(checked: CheckedModel, forest: Forest) -> None:
    """Raises ModelError for trees the relative coordinates cannot describe, naming them."""
    problems = [
        Problem(
            f"body '{b.name}'",
            "is not connected to the ground by joints (add_joint); relative coordinates need "
            "a tree of joints from the ground, hand-made constraint groups do not form one: "
            "use rp or re",
        )
        for b in forest.roots
    ]
    problems += [
        Problem(
            f"joint '{e.joint.name}'",
            "spherical tree joints are not supported by relative coordinates (use rp or re, "
            "or cut this joint with Mechanism.cut_joint)",
        )
        for e in forest.edges
        if e.joint.kind == "spherical"
    ]
    if problems:
        raise ModelError(problems)


class RelativeContext(Context):
    """Tree coordinates of all bodies and the differential operators on them (K = I)."""

    def __init__(self, checked: CheckedModel, formulation: str = "relative"):
        m = checked.mechanism
        self.m, self.t, self.formulation, self.checked = m, m.t, formulation, checked
        self.forest = build_forest(checked, tuple(m.cut_joints))
        check_tree(checked, self.forest)
        names = self.forest.rate_names
        self.q = [sp.Symbol(f"q_{_symbol_name(n)}") for n in names]
        self.v = [sp.Symbol(f"qd_{_symbol_name(n)}") for n in names]
        tex = [latex_text(n) for n in names]  # joint names are free text
        self.latex = {s: rf"\alpha_{{\mathrm{{{n}}}}}" for s, n in zip(self.q, tex, strict=True)}
        self.latex.update(
            {s: rf"\dot\alpha_{{\mathrm{{{n}}}}}" for s, n in zip(self.v, tex, strict=True)}
        )
        self.nq = self.nv = len(names)
        states0 = {
            b.name: BodyState(checked.pose0(b).r, checked.pose0(b).A) for b in checked.bodies
        }
        states = reparametrization(self.forest, states0, self.q)
        v = sp.Matrix(self.v)
        self.coords = []
        for b in checked.bodies:
            r, A = states[b.name].phi, states[b.name].D
            rdot = r.jacobian(self.q) * v
            Adot = sp.Matrix(3, 3, [(sp.Matrix([x]).jacobian(self.q) * v)[0, 0] for x in A])
            omega = _vee(A.T * Adot)
            self.coords.append(RelativeBody(b.name, r, A, rdot, omega))
        self.by_name = {c.name: c for c in self.coords}
        self._q = [to_se(s) for s in self.q]
        self._v = [to_se(s) for s in self.v]
        self._t = to_se(self.t)

    def bodies_in(self, expr) -> list[int]:
        return []

    def jac_v(self, expr) -> dict[int, se.Basic]:
        return self._jacobian(expr, self._q)

    def jac_vel(self, expr) -> dict[int, se.Basic]:
        return self._jacobian(expr, self._v)

    @staticmethod
    def _jacobian(expr, symbols) -> dict[int, se.Basic]:
        e = to_se(expr)
        fs = e.free_symbols
        out = {}
        for k, s in enumerate(symbols):
            if s in fs:
                d = e.diff(s)
                if d != ZERO:
                    out[k] = d
        return out

    def dt(self, expr) -> se.Basic:
        e = to_se(expr)
        return se.add(
            e.diff(self._t), *[e.diff(q) * v for q, v in zip(self._q, self._v, strict=True)]
        )


class RelativeDerivation(Derivation):
    """Lagrange's equations in the tree coordinates (see the module docstring)."""

    def __init__(self, ctx: RelativeContext, rows: list[Row]):
        super().__init__(ctx, rows)
        T = sp.Integer(0)
        momentum = sp.zeros(6, 1)
        for body, c in zip(ctx.checked.bodies, ctx.coords, strict=True):
            T += body.mass * (c.rdot.T * c.rdot)[0, 0] / 2
            T += (c.omega.T * body.inertia * c.omega)[0, 0] / 2
            lin = body.mass * c.rdot
            momentum += sp.Matrix.vstack(lin, c.r.cross(lin) + c.A * body.inertia * c.omega)
        self._kinetic = (T, momentum, [])
        self._T = to_se(T)

    @property
    def kinetic(self):
        return self._kinetic

    @cached_property
    def mass(self) -> sp.Matrix:
        ctx = self.ctx
        grad = [self._T.diff(s) for s in ctx._v]
        n = ctx.nv
        return sp.Matrix(n, n, lambda i, j: to_sympy(se.expand(grad[i].diff(ctx._v[j]))))

    @cached_property
    def forces(self) -> tuple[list[se.Basic], sp.Expr]:
        ctx, m = self.ctx, self.ctx.m
        V = sp.Integer(0)
        power = sp.Integer(0)
        for body, c in zip(ctx.checked.bodies, ctx.coords, strict=True):
            V -= body.mass * (m.gravity.T * c.r)[0, 0]
        for load in m.loads:
            c = ctx.by_name[m.find_body(load.body).name]
            point_rate = c.rdot + (c.A * c.omega).cross(c.A * load.point)
            power += (load.force.T * point_rate)[0, 0] + (load.torque.T * c.A * c.omega)[0, 0]
        for spring in m.springs:
            pi, pj = ctx.pose(m.find_body(spring.body_i)), ctx.pose(m.find_body(spring.body_j))
            d = pj.r + pj.A * spring.point_j - pi.r - pi.A * spring.point_i
            length = sp.sqrt((d.T * d)[0, 0])
            rate = (d.T * sp.Matrix([to_sympy(ctx.dt(x)) for x in d]))[0, 0] / length
            V += spring.stiffness * (length - spring.rest_length) ** 2 / 2
            power -= spring.damping * rate**2 / 2
        V_se, P_se, T = to_se(V), to_se(power), self._T
        # d/dt(dT/dv) = M a + ctx.dt(dT/dv) (ctx.dt keeps v frozen): the convective part
        out = [
            se.expand(P_se.diff(v) - V_se.diff(q) - ctx.dt(T.diff(v)) + T.diff(q))
            for q, v in zip(ctx._q, ctx._v, strict=True)
        ]
        return out, V


def closure_rows(ctx: RelativeContext, rows: list[Row]) -> list[Row]:
    """The rows that do not belong to tree joints (they hold identically)."""
    tree = {e.joint.name for e in ctx.forest.edges}
    return [r for r in rows if not (r.owner_kind == "joint" and r.owner in tree)]


def independent_rows(ctx: RelativeContext, rows: list[Row]) -> tuple[list, list]:
    """Rows whose gradient is independent of those kept before it at the initial configuration
    (q = 0, t = 0): (kept, dropped)."""
    if not rows:
        return [], []
    phi = [
        evaluate(r.constraint, ctx.pose(r.constraint.body_i), ctx.pose(r.constraint.body_j))
        for r in rows
    ]
    values = {to_se(s): 0.0 for s in ctx.q}
    values[to_se(ctx.t)] = 0.0
    values.update({to_se(k): float(v) for k, v in ctx.m.defaults_map().items()})
    grads = np.array(
        [[float(to_se(e).diff(q).subs(values)) for q in ctx._q] for e in phi], dtype=float
    ).reshape(len(rows), ctx.nq)
    scale = max(np.abs(grads).max(), 1.0)
    kept, dropped, basis = [], [], np.zeros((0, ctx.nq))
    for row, g in zip(rows, grads, strict=True):
        trial = np.vstack([basis, g])
        if np.linalg.matrix_rank(trial, tol=RANK_TOLERANCE * scale) > basis.shape[0]:
            kept.append(row)
            basis = trial
        else:
            dropped.append(row)
    return kept, dropped
