"""Closing conditions q_D = g(q_I) in closed form (seed 004, section 4 and eqs. 39-42).

Woernle's approach: part the loop at two joints so that one distance condition holds a single
unknown, solve it (law of cosines), then place the rest by elementary geometry. We derive it for
the loop where closed forms are classical: one cut joint closing a planar loop of four revolute
joints with parallel axes (the four-bar) in the relative formulation. With a, b, c the tree
joints from the ground and d the cut joint (on the ground), and each tree angle in turn as the
independent coordinate:

* q_I at a (the crank, the paper's alpha1): b follows; the triangle b-c-d has sides l2, l3 and
  |d - b|, so its angle at c is +-arccos((l2^2 + l3^2 - |d - b|^2) / (2 l2 l3)) (eq. 40, the sign
  of the initial assembly), and c is the apex of that triangle (eq. 41);
* q_I at c (alpha3): the angle at c gives |d - b| by the law of cosines, b is the apex of the
  triangle a-b-d (sides l1, |d - b|), then c the apex of b-c-d;
* q_I at b (alpha2): the angle at b gives |c - a|, c is the apex of a-c-d, b the apex of a-b-c.

The apex X of a triangle P-X-Q with |X - P| = l_p, |X - Q| = l_q and signed angle psi at X
(from X->P to X->Q) is built in a frame at X and rotated onto P, Q: every step is atan2, sqrt and
arccos, so g is explicit. The tree angles follow from the link directions. Differentiating g
gives D^T = dq/dq_I (eq. 9, with eta = 0: the loop is scleronomic) and xi = d(D^T)/dt v_I
(eq. 10). The loop's lengths and angles are numbers of the emitted code, so a loop whose joint
points or axes depend on parameters, and loops of other shapes (spatial, with prismatic joints,
several loops) have no such closed form here and use the Newton closure of
:mod:`mechgen.runtime.partitioning`.
"""

from __future__ import annotations

import math

import mpmath
import numpy as np
import sympy as sp

from . import plain_floats as pf
from .relative import RelativeContext

PARALLEL_TOLERANCE = 1e-12


def _angle(v: sp.Matrix) -> sp.Expr:
    return sp.atan2(v[1], v[0])


def _rot(phi: sp.Expr) -> sp.Matrix:
    return sp.Matrix([[sp.cos(phi), -sp.sin(phi)], [sp.sin(phi), sp.cos(phi)]])


def apex(P: sp.Matrix, Q: sp.Matrix, lp, lq, psi: sp.Expr) -> sp.Matrix:
    """The vertex X of the triangle P-X-Q (see the module docstring)."""
    local = sp.Matrix([lq * sp.cos(psi) - lp, lq * sp.sin(psi)])  # Q - P with X at 0, P at lp
    phi = _angle(Q - P) - _angle(local)
    return P - _rot(phi) * sp.Matrix([lp, 0])


def _floats(vector: sp.Matrix, defaults) -> tuple[float, ...]:
    return tuple(float(x) for x in vector.subs(defaults))


def _signed(u: np.ndarray, w: np.ndarray) -> float:
    """Signed angle from u to w (2D), by mpmath: the same bits on every machine (see
    :mod:`mechgen.symbolic.plain_floats`; every number here ends up in emitted code)."""
    u0, u1, w0, w1 = (float(x) for x in (*u, *w))
    return float(mpmath.atan2(u0 * w1 - u1 * w0, u0 * w0 + u1 * w1))


def _cosine_angle(lp, lq, dist2, sign: float) -> sp.Expr:
    return sign * sp.acos((lp**2 + lq**2 - dist2) / (2 * lp * lq))


def four_bar_loop(ctx: RelativeContext):
    """The loop's data when the mechanism is one planar 4R loop closed by its cut joint, else
    None: (tree edges a, b, c in order from the ground, in-plane basis, initial points)."""
    forest, m = ctx.forest, ctx.m
    if len(forest.cut) != 1 or len(forest.edges) != 3 or m.drivers or m.groups:
        return None
    joints = {j.name: j for j in m.joints}
    cut = joints[forest.cut[0]]
    edges = list(forest.edges)
    if any(e.joint.kind != "revolute" for e in edges) or cut.kind != "revolute":
        return None
    if not edges[0].parent.is_ground or any(
        edges[k + 1].parent.name != edges[k].child.name for k in range(2)
    ):
        return None
    ends = {b if isinstance(b, str) else b.name for b in (cut.body_i, cut.body_j)}
    if ends != {"ground", edges[2].child.name}:
        return None
    defaults = m.defaults_map()
    ends = (*[e.joint for e in edges], cut)
    if any(j.point.free_symbols or j.axis.free_symbols for j in ends):
        return None  # lengths that are parameters: the Newton closure serves every value
    axes = [_floats(j.axis, defaults) for j in ends]
    axes = [pf.scale(1.0 / pf.norm(a), a) for a in axes]
    if any(pf.norm(pf.cross(axes[0], a)) > PARALLEL_TOLERANCE for a in axes):
        return None
    points = [_floats(j.point, defaults) for j in ends]
    z = axes[0]
    if any(abs(pf.dot(pf.sub(p, points[0]), z)) > 1e-9 for p in points):
        return None
    x = pf.sub(pf.sub(points[1], points[0]), pf.scale(pf.dot(pf.sub(points[1], points[0]), z), z))
    x = pf.scale(1.0 / pf.norm(x), x)
    y = pf.cross(z, x)
    plane = [
        np.array([pf.dot(pf.sub(p, points[0]), x), pf.dot(pf.sub(p, points[0]), y)]) for p in points
    ]
    return edges, plane, [math.copysign(1.0, pf.dot(a, z)) for a in axes[:3]]


def closing_conditions(ctx: RelativeContext) -> tuple[list[str], list[sp.Matrix]]:
    """(names of the independent choices, per choice the full q as a function of q_I)."""
    loop = four_bar_loop(ctx)
    if loop is None:
        return [], []
    edges, (a0, b0, c0, d0), turns = loop
    # in-plane turn of the child relative to the parent per unit of the tree coordinate: the
    # tree direction (child = body j or body i) times the axis sense (+z or -z)
    sgn = [(1 if e.forward else -1) * o for e, o in zip(edges, turns, strict=True)]
    l1, l2, l3 = (pf.norm(u) for u in (b0 - a0, c0 - b0, d0 - c0))
    a, d = sp.Matrix(a0), sp.Matrix(d0)
    psi_c0 = _signed(b0 - c0, d0 - c0)
    chi_b0 = _signed(a0 - b0, c0 - b0)
    beta_b0 = _signed(a0 - b0, d0 - b0)
    gamma_c0 = _signed(a0 - c0, d0 - c0)
    theta0 = [_signed(np.array([1.0, 0.0]), u) for u in (b0 - a0, c0 - b0, d0 - c0)]
    q = ctx.q
    choices, solutions = [], []
    for k in range(3):
        qk = q[k]
        if k == 0:
            b = a + _rot(sgn[0] * qk) * sp.Matrix(b0 - a0)
            dist2 = ((d - b).T * (d - b))[0, 0]
            c = apex(b, d, l2, l3, _cosine_angle(l2, l3, dist2, np.sign(psi_c0)))
        elif k == 2:
            psi = psi_c0 + sgn[2] * qk
            dist2 = l2**2 + l3**2 - 2 * l2 * l3 * sp.cos(psi)
            b = apex(
                a,
                d,
                l1,
                sp.sqrt(dist2),
                _cosine_angle(l1, sp.sqrt(dist2), pf.dot(d0 - a0, d0 - a0), np.sign(beta_b0)),
            )
            c = apex(b, d, l2, l3, psi)
        else:
            chi = chi_b0 + sgn[1] * qk
            dist2 = l1**2 + l2**2 - 2 * l1 * l2 * sp.cos(chi)
            ac = sp.sqrt(dist2)
            c = apex(
                a, d, ac, l3, _cosine_angle(ac, l3, pf.dot(d0 - a0, d0 - a0), np.sign(gamma_c0))
            )
            b = apex(a, c, l1, l2, chi)
        th = [_angle(u) for u in (b - a, c - b, d - c)]
        rel = [
            th[0] - theta0[0],
            th[1] - th[0] - (theta0[1] - theta0[0]),
            th[2] - th[1] - (theta0[2] - theta0[1]),
        ]
        full = [qk if i == k else sgn[i] * rel[i] for i in range(3)]
        choices.append(str(qk))
        solutions.append(sp.Matrix(full))
    return choices, solutions
