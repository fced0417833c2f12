"""Formulation ``relative``: joint coordinates of a spanning tree (seed 004, sections 2 and 6).

The joints form a spanning tree from the ground (:func:`mechgen.symbolic.tree.build_forest`; the
joints the user names with ``Mechanism.cut_joint`` are cut first, the others by the depth-first
rule). The coordinates q are the tree's joint coordinates (angles, displacements) measured from
the initial configuration, v = q' (but for the charts below). Each body's pose is the recursive
kinematics of the tree, so every tree joint holds identically and Phi holds only the rows of the
cut joints (and of drivers and hand-made constraints): the closure conditions. Where the closure
rows are redundant in these coordinates (a planar four-bar of revolutes leaves 2 of the cut
revolute's 5 rows), the dependent rows are dropped, judged by the rank of Phi_q at the initial
configuration.

Kinematics, from first principles. The reparametrization of
:func:`mechgen.symbolic.tree.reparametrization` (applied to the initial states D_0, phi_0) gives a
tree joint e from parent p to child c the pose D_c = D_p D_p0^T R_e D_c0 and phi_c = phi_p +
D_p s_p + (slide along directors of p or c) - D_c s_c, R_e the product of e's rotations (one
exponential per angle, about axes fixed at the initial configuration). So the child's pose in
the parent's frame depends on e's own coordinates q_e only, and it is that pose with every other
coordinate zero (the parent at its initial pose):

    L_e(q_e) = D_p^T D_c,    o_e(q_e) = D_p^T (phi_c - phi_p),

and the poses follow down the tree, A_c = A_p L_e, r_c = r_p + A_p o_e. In body frames, with
u = A^T r' and omega = A^T w the body's centre-of-mass velocity and angular velocity, the
relative angular velocity Omega_e = vee(L_e' L_e^T) (parent frame) and d/dt(r_c - r_p) =
A_p (omega_p x o_e + o_e'):

    omega_c = L_e^T (omega_p + Omega_e),    u_c = L_e^T (u_p + omega_p x o_e + o_e'),

so omega = K v and u = V v with K_c = L_e^T (K_p + G_e), V_c = L_e^T (V_p - o_e~ K_p + H_e),
G_e and H_e the columns d Omega_e / d q_e' and d o_e / d q_e (zero elsewhere). The column of an
angle q_k in G_e is the axis of its exponential turned by the exponentials before it, which do
not depend on q_k: it is taken at q_k = 0 (a revolute's is then a constant, not a sum of
trigonometric products that equals it). Every factor is local, a joint's own motion, so the
expressions grow with the depth of the tree through the 3x3 products only; globally r' = A u
and w = A omega.

Dynamics by Newton-Euler projected onto the joint rates (Kane's equations; from first
principles). In the body frame, m (u' + omega x u) = A^T f and J omega' + omega x J omega =
A^T n (J the constant inertia about the centre of mass, f and n the global resultant force and
moment about it). With the bias accelerations of frozen v (``ctx.dt``: d/dt = sum_k v_k d/dq_k)
u' = V a + (V v)'|_v and omega' = K a + (K v)'|_v, and the virtual velocities the tree allows,
du = V dv, domega = K dv, the principle of virtual power gives M a = Q with

    M = sum_b m V^T V + K^T J K,
    Q = sum_b V^T (A^T f - m ((V v)'|_v + omega x u)) + K^T (A^T n - omega x J omega
        - J (K v)'|_v),

f and n from gravity (m g), point forces and torques (a global force F at the body point s and
a torque N add A^T F to A^T f and s x A^T F + A^T N to A^T n) and spring-dampers (tension
k (l - l0) + c l' along the line of the attachment points). These are Lagrange's equations in q
(M = d^2T/dv^2 and Q = d/dq(T - V) - (d/dt dT/dv - M a) + dP/dv with T = sum 1/2 m u.u +
1/2 omega.J omega, V the potential of gravity and springs, P the power of the other loads, the
damping as Rayleigh's -c l'^2/2) written without differentiating T: the entries stay sums of
products of the local Jacobians, nothing is expanded, and the common subexpressions are left to
code generation.

Every joint kind is a tree joint. A kind's coordinates are its rates (angles about axes,
displacements), except where it has a :class:`mechgen.symbolic.joints.Chart`: a ball joint's
coordinates are the Euler parameters p of body j's turn relative to body i in body j's frame at
the initial configuration F (MuJoCo's convention for its ball joint), L_e = D_p0^T F A(p) F^T
D_c0, and its velocity coordinates are the angular velocity w of A(p) in its own frame (MuJoCo's
ball ``qvel``, Pinocchio's spherical joint): the child's angular velocity relative to the
parent is F w in the child's frame, a constant column (-F A(p) w for a tree that runs from body
j to body i), p' = G(p)^T w / 2 (seed 001 eq. 39c), and the configuration update is the
exponential p * exp(w / 2). A body that no joint connects to the ground is a free body, the
root of its own tree: its coordinates are the displacement x of its centre of mass and the Euler
parameters of its turn in its own initial frame, r = r_0 + x, A = A_0 A(p), and its velocity
coordinates are u and omega themselves (Pinocchio's free flyer, taken at the centre of mass), so
its columns are constant, x' = A u and p' = G(p)^T omega / 2. So T(q) in q' = T(q) v is the
identity but for these blocks, the Jacobians are dPhi/dq T(q) and the bias terms derivatives
along q' = T(q) v (:meth:`RelativeContext.jac_v`, :meth:`RelativeContext.dt`); M and the
constraint rows do not see p at all where it turns a free base (its columns are in its own
frame), which keeps a floating robot's entries as short as a fixed one's. The Euler parameters
need no normalization row: the update keeps them on the sphere, and the one scheme of these
coordinates (partitioning) renormalizes them after each RK4 step (metadata ``unit_blocks``).
Earlier, p' were the velocity coordinates with p.p = 1 as a row of Phi: four rates for three
degrees of freedom, M depending on the base's p, and the projective criterion run every step
for that row alone (issue 39: 27 us per RK4 step of gymnasium's ant against MuJoCo's 9).
The coordinates start at q_initial (metadata): 0, and 1 for each e0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

import numpy as np
import symengine as se
import sympy as sp
from mechgen.core.errors import ModelError, Problem
from mechgen.core.escaping import latex_text

from .checked_model import CheckedModel, Row
from .constraints import evaluate
from .context import ZERO, Context, sparse_gradient, to_se, to_sympy
from .coordinates import skew
from .derivation import Derivation
from .joints import EULER_PARAMETERS, Chart
from .tree import BodyState, Forest, build_forest, ground_state, moved_child

if TYPE_CHECKING:
    from .formulations import Formulation

RANK_TOLERANCE = 1e-9
#: a free body's coordinates: the displacement of its centre of mass, its Euler parameters
FREE_BASE = ("x", "y", "z", *EULER_PARAMETERS.coordinates)
#: a free body's velocity coordinates: its centre of mass velocity and angular velocity, both
#: in its body frame
FREE_RATES = ("ux", "uy", "uz", *EULER_PARAMETERS.rates)


@dataclass
class RelativeBody:
    """A body's pose and velocities as functions of the tree coordinates (read by the generic
    entries like a formulation's BodyCoordinates; omega in the body frame)."""

    name: str
    r: sp.Matrix
    A: sp.Matrix
    rdot: sp.Matrix
    omega: sp.Matrix
    normalization: list = field(default_factory=list)
    normalization_labels: tuple[str, ...] = ()
    latex: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Block:
    """One body's coordinates in the relative formulation: those of its tree joint (or its own,
    for a free body), their place in q and in v, and the chart that turns it (None where the
    coordinates are the rates)."""

    owner: str
    q: range
    v: range
    chart: Chart | None = None
    free: bool = False

    @property
    def unit(self) -> range:
        """The chart's coordinates in q (they live on the unit sphere; empty without a chart)."""
        if self.chart is None:
            return range(0)
        return range(self.q.stop - len(self.chart.coordinates), self.q.stop)


@dataclass(frozen=True)
class BodyJacobians:
    """A body's pose and body-frame Jacobians in symengine (module docstring): r, A, and
    u = V v, omega = K v."""

    r: se.DenseMatrix
    A: se.DenseMatrix
    V: se.DenseMatrix
    K: se.DenseMatrix


def _symbol_names(names: list[str]) -> list[str]:
    """The coordinates' names as parts of identifiers, each distinct: joint names are free text
    (``a-b`` and ``a_b`` both read ``a_b``) and a free body may share its name with a joint, so
    a repeated one gets a numbered suffix."""
    out, taken = [], set()
    for name in names:
        base = candidate = re.sub(r"[^A-Za-z0-9]", "_", name)
        k = 1
        while candidate in taken:
            k += 1
            candidate = f"{base}_{k}"
        taken.add(candidate)
        out.append(candidate)
    return out


def _vee(S: sp.Matrix) -> sp.Matrix:
    """The vector of a skew matrix (its antisymmetric part, exact off the manifold too)."""
    return sp.Matrix([S[2, 1] - S[1, 2], S[0, 2] - S[2, 0], S[1, 0] - S[0, 1]]) / 2


def _skew(x: se.DenseMatrix) -> se.DenseMatrix:
    return se.Matrix([[0, -x[2], x[1]], [x[2], 0, -x[0]], [-x[1], x[0], 0]])


def _without_round_off(X: sp.Matrix) -> sp.Matrix:
    """X without its Float coefficients below 1e-14 of the largest one.

    The local motions are products of the constant initial frames, orthonormal to round-off, so
    an exact zero (a joint axis along a body axis, as is the rule) comes out as terms of 1e-17
    that every product down the tree would carry: on Bricard's linkage the fifth link's A grows
    from 1.1 to 12 thousand characters per entry with them. Floats are coefficients and
    additive constants only (sympy evaluates a Float's powers), so dropping the small ones
    changes the poses by round-off."""
    floats = X.atoms(sp.Float)
    if not floats:
        return X
    tol = 1e-14 * max(abs(f) for f in floats)
    return X.xreplace({f: sp.Integer(0) for f in floats if abs(f) < tol})


def _to_sympy(M: se.DenseMatrix) -> sp.Matrix:
    """M in sympy, its entries' shared subexpressions converted once."""
    memo: dict = {}
    return sp.Matrix(M.rows, M.cols, [to_sympy(x, memo) for x in M])


class SharedConversion:
    """sympy -> symengine converting every distinct subexpression once (and once for all the
    calls of a context).

    :func:`to_se` walks an expression as a tree, but the poses and velocities of a deep tree
    are graphs: each body's A is its parent's times a local factor, and the entries that the
    reactions and the constraints build from them share those subexpressions again. Converted
    as trees they cost time exponential in the depth of the tree."""

    def __init__(self):
        self._done: dict[sp.Basic, se.Basic] = {}

    def __call__(self, expr) -> se.Basic:
        if isinstance(expr, se.Basic):
            return expr
        expr, done = sp.sympify(expr), self._done
        stack = [expr]
        while stack:
            e = stack[-1]
            if e in done:
                stack.pop()
                continue
            pending = [a for a in e.args if a not in done]
            if pending:
                stack += pending
                continue
            stack.pop()
            done[e] = self._node(e, [done[a] for a in e.args])
        return done[expr]

    @staticmethod
    def _node(e: sp.Basic, args: list[se.Basic]) -> se.Basic:
        """One node from its converted arguments."""
        if not args:
            return to_se(e)
        if e.is_Add:
            return se.add(*args)
        if e.is_Mul:
            return se.Mul(*args)
        if e.is_Pow:
            return args[0] ** args[1]
        dummies = [sp.Dummy() for _ in args]
        pattern = to_se(e.func(*dummies))
        return pattern.xreplace({to_se(d): a for d, a in zip(dummies, args, strict=True)})


def tree_coordinates(forest: Forest) -> tuple[list[str], list[str], list[int], list[Block]]:
    """The relative formulation's coordinates: the names of q and of v, the values of q at the
    initial configuration, and per body of ``forest.order`` its :class:`Block` (module
    docstring)."""
    q_names, v_names, initial, blocks = [], [], [], []
    for body, edge in forest.order:
        chart = EULER_PARAMETERS if edge is None else edge.kind.chart
        if edge is None:
            owner, coordinates, rates = body.name, FREE_BASE, FREE_RATES
            values = (0, 0, 0, *chart.initial)
        elif chart is None:
            owner, coordinates, rates = edge.joint.name, edge.rates, edge.rates
            values = (0,) * len(edge.rates)
        else:
            owner, coordinates, rates = edge.joint.name, chart.coordinates, chart.rates
            values = chart.initial
        q = range(len(q_names), len(q_names) + len(coordinates))
        v = range(len(v_names), len(v_names) + len(rates))
        blocks.append(Block(owner, q, v, chart, edge is None))
        q_names += [f"{owner}.{c}" for c in coordinates]
        v_names += [f"{owner}.{c}" for c in rates]
        initial += list(values)
    return q_names, v_names, initial, blocks


def check_inertia(checked: CheckedModel, forest: Forest) -> None:
    """Every coordinate moves mass: a tree joint or free body whose subtree has only frames
    (bodies without mass, :attr:`CheckedModel.frames`) would leave M singular.

    Raises:
        ModelError: naming each such joint or free body.
    """
    frames = {b.name for b in checked.frames}
    if not frames:
        return
    children: dict[str, list[str]] = {}
    for e in forest.edges:
        children.setdefault(e.parent.name, []).append(e.child.name)
    massive: dict[str, bool] = {}
    for body, _ in reversed(forest.order):  # children before their parents
        below = children.get(body.name, [])
        massive[body.name] = body.name not in frames or any(massive[c] for c in below)
    problems = [
        Problem(
            f"joint '{edge.joint.name}'" if edge else f"body '{body.name}'",
            "moves only bodies without mass (frames): its coordinates have no inertia; give "
            "the bodies it carries a mass",
        )
        for body, edge in forest.order
        if not massive[body.name]
    ]
    if problems:
        raise ModelError(problems)


class RelativeContext(Context):
    """Tree coordinates of all bodies and the differential operators on them (q' = T(q) v, T
    the identity but for the charts' blocks)."""

    def __init__(self, checked: CheckedModel, formulation: Formulation):
        m = checked.mechanism
        self.m, self.t, self.formulation, self.checked = m, m.t, formulation, checked
        self.forest = build_forest(checked, tuple(m.cut_joints))
        check_inertia(checked, self.forest)
        q_names, v_names, self.initial, self.blocks = tree_coordinates(self.forest)
        self.q = [sp.Symbol(f"q_{n}") for n in _symbol_names(q_names)]
        self.v = [sp.Symbol(f"qd_{n}") for n in _symbol_names(v_names)]
        self.latex = {
            s: rf"\alpha_{{\mathrm{{{latex_text(n)}}}}}"
            for s, n in zip(self.q, q_names, strict=True)
        }
        for block in self.blocks:
            head = r"\dot\alpha" if block.chart is None else "v"
            for k in block.v:
                self.latex[self.v[k]] = rf"{head}_{{\mathrm{{{latex_text(v_names[k])}}}}}"
        self.nq, self.nv = len(q_names), len(v_names)
        self._q = [to_se(s) for s in self.q]
        self._v = [to_se(s) for s in self.v]
        self._t = to_se(self.t)
        self.convert = SharedConversion()
        #: q' per coordinate, and per coordinate the nonzero (column, dq'/dv) of T(q)
        self.qdot: list[se.Basic] = [se.Integer(0)] * self.nq
        self.jacobians = self._recursion()
        self._T = [sparse_gradient(x, self._v) for x in self.qdot]
        v = se.Matrix(self._v)
        self.coords = []
        for b in checked.bodies:
            J = self.jacobians[b.name]
            self.coords.append(
                RelativeBody(
                    b.name,
                    _to_sympy(J.r),
                    _to_sympy(J.A),
                    _to_sympy(J.A * (J.V * v)),
                    _to_sympy(J.K * v),
                )
            )
        self.by_name = {c.name: c for c in self.coords}

    @property
    def unit_blocks(self) -> list[list[int]]:
        """[start, stop) in q of each chart's coordinates (metadata ``unit_blocks``)."""
        return [[b.unit.start, b.unit.stop] for b in self.blocks if b.chart is not None]

    def _recursion(self) -> dict[str, BodyJacobians]:
        """Poses and body-frame Jacobians of every body, down the tree (module docstring); sets
        q' of each coordinate."""
        checked, n = self.checked, self.nv
        states0 = {
            b.name: BodyState(checked.pose0(b).r, checked.pose0(b).A) for b in checked.bodies
        }
        states0["ground"] = ground_state()
        zero = se.zeros(3, n)
        out = {"ground": BodyJacobians(se.zeros(3, 1), se.eye(3), zero, zero)}
        for (body, edge), block in zip(self.forest.order, self.blocks, strict=True):
            x = sp.Matrix([self.q[k] for k in block.q])
            w = sp.Matrix([self.v[k] for k in block.v])
            if edge is None:
                out[body.name] = self._free_base(states0[body.name], x, w, block)
                continue
            L, o, K, V = self._local_motion(edge, states0, x, w, block)
            p = out[edge.parent.name]
            out[edge.child.name] = BodyJacobians(
                p.r + p.A * o, p.A * L, L.T * (p.V - _skew(o) * p.K) + V, L.T * p.K + K
            )
        return out

    def _free_base(self, state0: BodyState, x: sp.Matrix, w: sp.Matrix, block: Block):
        """A free body (the root of a tree that does not start at the ground): its centre of
        mass r_0 + x[0:3] and orientation A = A_0 A(p), p = x[3:7] the Euler parameters of its
        turn in its own initial frame; its velocity coordinates are u and omega themselves,
        so x' = A u and p' = G(p)^T omega / 2 (seed 001 eq. 39c)."""
        p = x[3:, 0]
        A = _without_round_off(state0.D * EULER_PARAMETERS.rotation(p))
        V, K = se.zeros(3, self.nv), se.zeros(3, self.nv)
        for i in range(3):
            V[i, block.v.start + i] = 1
            K[i, block.v.start + 3 + i] = 1
        rates = list(A * w[:3, 0]) + list(EULER_PARAMETERS.kinematics(p, w[3:, 0]))
        for k, rate in zip(block.q, rates, strict=True):
            self.qdot[k] = to_se(rate)
        return BodyJacobians(se.Matrix(state0.phi + x[0:3, 0]), se.Matrix(A), V, K)

    def _local_motion(self, edge, states0: dict, x: sp.Matrix, w: sp.Matrix, block: Block):
        """(L_e, o_e) of the module docstring for a tree joint with coordinates x, the parent
        at its initial pose, and the columns of its rates w in the child's omega and u: L_e^T
        G_e and L_e^T H_e for a joint whose coordinates are its rates; for a chart, the child's
        angular velocity relative to the parent in its own frame, F w (body j the child; -F
        rotation(x) w for a tree that runs from body j to body i), and the velocity that gives
        its centre of mass about the joint's point, s x that (s the point in the child's
        frame), both exact without the products of L_e^T with L_e' that would not cancel."""
        vec = edge.global_vectors(states0[edge.body_i.name], states0[edge.body_j.name])
        chart = edge.kind.chart
        if chart is None:
            turn = edge.kind.rotations(edge.joint, vec, list(x))
        else:
            F = states0[edge.body_j.name].D
            turn = [F * chart.rotation(x) * F.T]
        parent0 = states0[edge.parent.name]
        child, _ = moved_child(edge, states0, vec, parent0, sp.eye(3), turn, list(x))
        L = _without_round_off(parent0.D.T * child.D)
        o = _without_round_off(parent0.D.T * (child.phi - parent0.phi))
        K, V = se.zeros(3, self.nv), se.zeros(3, self.nv)
        Lt = L.T
        if chart is None:
            for k, col in zip(block.q, block.v, strict=True):
                q_k = self.q[k]
                G = _without_round_off(_vee(L.diff(q_k) * L.T).subs(q_k, 0))
                K[:, col] = se.Matrix(Lt * G)
                V[:, col] = se.Matrix(Lt * o.diff(q_k))
                self.qdot[k] = to_se(self.v[col])
            return se.Matrix(L), se.Matrix(o), K, V
        if edge.forward:  # the child is body j: F is its own initial frame
            relative = sp.eye(3)
        else:
            relative = _without_round_off(-states0[edge.child.name].D.T * F * chart.rotation(x))
        s_child = edge.s_j if edge.forward else edge.s_i
        K[:, block.v.start : block.v.stop] = se.Matrix(relative)
        V[:, block.v.start : block.v.stop] = se.Matrix(skew(s_child) * relative)
        for k, rate in zip(block.q, chart.kinematics(x, w), strict=True):
            self.qdot[k] = to_se(rate)
        return se.Matrix(L), se.Matrix(o), K, V

    def retract(self, dv: tuple) -> sp.Matrix:
        """q (+) dv: plain addition for the coordinates that are rates, the chart's exponential
        for a ball's, and for a free body x + A du and its Euler parameters' exponential
        (consistent with x' = A u, as se3's update: seed 002)."""
        out = list(self.q)
        for block in self.blocks:
            d = sp.Matrix([dv[k] for k in block.v])
            if block.chart is None:
                for k, col in zip(block.q, block.v, strict=True):
                    out[k] = self.q[k] + dv[col]
                continue
            x = sp.Matrix([self.q[k] for k in block.q])
            if block.free:
                A = self.by_name[block.owner].A
                moved = list(x[:3, 0] + A * d[:3, 0]) + list(
                    block.chart.exponential(x[3:, 0], d[3:, 0])
                )
            else:
                moved = list(block.chart.exponential(x, d))
            for k, value in zip(block.q, moved, strict=True):
                out[k] = value
        return sp.Matrix(out)

    def rates(self) -> sp.Matrix:
        """q' = T(q) v."""
        memo: dict = {}
        return sp.Matrix([to_sympy(x, memo) for x in self.qdot])

    def bodies_in(self, expr) -> list[int]:
        return []

    def layout(self) -> tuple[dict, dict]:
        """No per-body blocks: every body's pose depends on the tree coordinates."""
        return {}, {}

    def jac_v(self, expr) -> dict[int, se.Basic]:
        """Row of dexpr/dq T(q)."""
        terms: dict[int, list[se.Basic]] = {}
        for k, d in sparse_gradient(self.convert(expr), self._q).items():
            for col, t in self._T[k].items():
                terms.setdefault(col, []).append(d * t)
        out = {col: se.add(*cells) for col, cells in sorted(terms.items())}
        return {col: e for col, e in out.items() if e != ZERO}

    def jac_vel(self, expr) -> dict[int, se.Basic]:
        return sparse_gradient(self.convert(expr), self._v)

    def dt(self, expr) -> se.Basic:
        """Total time derivative along q' = T(q) v with v frozen."""
        e = self.convert(expr)
        present = e.free_symbols
        return se.add(
            e.diff(self._t),
            *[e.diff(q) * qd for q, qd in zip(self._q, self.qdot, strict=True) if q in present],
        )


class RelativeDerivation(Derivation):
    """Newton-Euler projected onto the tree coordinates (see the module docstring)."""

    def __init__(self, ctx: RelativeContext, rows: list[Row]):
        super().__init__(ctx, rows)
        self._v = se.Matrix(ctx._v)
        T = []
        momentum = se.zeros(6, 1)
        for body in ctx.checked.bodies:
            b = ctx.jacobians[body.name]
            mass, J = to_se(body.mass), se.Matrix(body.inertia)
            u, omega = b.V * self._v, b.K * self._v
            T.append(mass * (u.T * u)[0, 0] / 2 + (omega.T * J * omega)[0, 0] / 2)
            lin = mass * (b.A * u)
            momentum += lin.col_join(b.r.cross(lin) + b.A * (J * omega))
        self._kinetic = (to_sympy(se.add(*T)), _to_sympy(momentum), [])

    @property
    def kinetic(self):
        return self._kinetic

    @cached_property
    def mass(self) -> sp.Matrix:
        """M = sum_b m V^T V + K^T J K, one triangle computed and mirrored."""
        n = self.ctx.nv
        terms: dict[tuple[int, int], list[se.Basic]] = {}
        for body in self.ctx.checked.bodies:
            b = self.ctx.jacobians[body.name]
            mass, JK = to_se(body.mass), se.Matrix(body.inertia) * b.K
            for i in range(n):
                for j in range(i, n):
                    lin = (b.V[:, i].T * b.V[:, j])[0, 0]
                    terms.setdefault((i, j), []).append(mass * lin + (b.K[:, i].T * JK[:, j])[0, 0])
        memo: dict = {}
        upper = {key: to_sympy(se.add(*cells), memo) for key, cells in terms.items()}
        return sp.Matrix(n, n, lambda i, j: upper[min(i, j), max(i, j)])

    def _project(self, Q: list[list[se.Basic]], body, force, moment) -> None:
        """Adds V^T force + K^T moment (body frame: resultant force, moment about the centre of
        mass) to Q; nothing for the ground."""
        if body.is_ground:
            return
        b = self.ctx.jacobians[body.name]
        for k in range(self.ctx.nv):
            Q[k] += [(b.V[:, k].T * force)[0, 0], (b.K[:, k].T * moment)[0, 0]]

    def _point(self, body, point: sp.Matrix) -> tuple[se.DenseMatrix, se.DenseMatrix]:
        """Global position and velocity of a body-frame point, r + A s and A (u + omega x s)."""
        s = se.Matrix(point)
        if body.is_ground:
            return s, se.zeros(3, 1)
        b = self.ctx.jacobians[body.name]
        return b.r + b.A * s, b.A * (b.V * self._v + (b.K * self._v).cross(s))

    def _load(self, Q, body, force, point, torque) -> None:
        """A global force at a body-frame point and a global torque (module docstring)."""
        if body.is_ground:
            return
        A = self.ctx.jacobians[body.name].A
        F = A.T * se.Matrix(force)
        self._project(Q, body, F, se.Matrix(point).cross(F) + A.T * se.Matrix(torque))

    def _load_power(self, body, force, point, torque) -> se.Basic:
        """Power of a global force at a body-frame point and a global torque: F . v_P + tau .
        omega (omega global)."""
        if body.is_ground:
            return se.Integer(0)
        b = self.ctx.jacobians[body.name]
        _, velocity = self._point(body, point)
        omega = b.A * (b.K * self._v)
        return (se.Matrix(force).T * velocity)[0, 0] + (se.Matrix(torque).T * omega)[0, 0]

    @cached_property
    def forces(self) -> tuple[list[se.Basic], sp.Expr, sp.Expr]:
        """Q of the module docstring, the potential V of gravity and springs, and the power of
        the loads and the springs' damping (as :func:`mechgen.symbolic.dynamics.
        generalized_forces`)."""
        ctx, m = self.ctx, self.ctx.m
        Q: list[list[se.Basic]] = [[] for _ in range(ctx.nv)]
        V, power = [], []
        g = se.Matrix(m.gravity)
        for body in ctx.checked.bodies:
            b = ctx.jacobians[body.name]
            mass, J = to_se(body.mass), se.Matrix(body.inertia)
            V.append(-mass * (g.T * b.r)[0, 0])
            u, omega = b.V * self._v, b.K * self._v
            bias_u = se.Matrix([ctx.dt(x) for x in u])
            bias_omega = se.Matrix([ctx.dt(x) for x in omega])
            force = mass * (b.A.T * g - bias_u - omega.cross(u))
            self._project(Q, body, force, -omega.cross(J * omega) - J * bias_omega)
        for load in m.loads:
            body = m.find_body(load.body)
            self._load(Q, body, load.force, load.point, load.torque)
            power.append(self._load_power(body, load.force, load.point, load.torque))
        for spring in m.springs:
            bi, bj = m.find_body(spring.body_i), m.find_body(spring.body_j)
            (xi, vi), (xj, vj) = self._point(bi, spring.point_i), self._point(bj, spring.point_j)
            d = xj - xi
            length = se.sqrt((d.T * d)[0, 0])
            stretch = length - to_se(spring.rest_length)
            V.append(to_se(spring.stiffness) * stretch**2 / 2)
            rate = (d.T * (vj - vi))[0, 0] / length
            f_i = (to_se(spring.stiffness) * stretch + to_se(spring.damping) * rate) / length * d
            self._load(Q, bi, f_i, spring.point_i, sp.zeros(3, 1))
            self._load(Q, bj, -f_i, spring.point_j, sp.zeros(3, 1))
            power.append(-to_se(spring.damping) * rate**2)
        return (
            [se.add(*terms) for terms in Q],
            to_sympy(se.add(*V)),
            to_sympy(se.add(*power)) if power else sp.Integer(0),
        )


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
    values = {to_se(s): float(x) for s, x in zip(ctx.q, ctx.initial, strict=True)}
    values[to_se(ctx.t)] = 0.0
    values.update({to_se(k): float(v) for k, v in ctx.m.defaults_map().items()})
    grads = np.zeros((len(rows), ctx.nv))
    for i, e in enumerate(phi):
        for col, d in ctx.jac_v(e).items():
            grads[i, col] = float(d.subs(values))
    scale = max(np.abs(grads).max(), 1.0)
    kept, dropped, basis = [], [], np.zeros((0, ctx.nv))
    for row, g in zip(rows, grads, strict=True):
        trial = np.vstack([basis, g])
        if np.linalg.matrix_rank(trial, tol=RANK_TOLERANCE * scale) > basis.shape[0]:
            kept.append(row)
            basis = trial
        else:
            dropped.append(row)
    return kept, dropped
