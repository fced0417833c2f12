"""Basic geometric constraints DP1, DP2, D, CD (seed 001, eqs. 1-4) and the angle driver.

Every function takes the poses (r, A) of the two bodies as sympy matrices, whatever coordinates
they are built from, so that one definition serves every formulation: rA (A stored), rp
(A(p), seed 001 eq. 22) and re (A(phi, theta, psi), ZXZ). The time derivatives f', f'' of the
prescribed functions are never written down: nu and gamma are derived from Phi itself
(:mod:`mechgen.symbolic.derive`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import symengine as se
import sympy as sp

if TYPE_CHECKING:
    from .model import Body


@dataclass(eq=False)
class BasicConstraint:
    """One scalar basic constraint (seed 001, eqs. 1-4), vectors in body frames.

    ``kind`` is DP1, DP2, D, CD, ``angle`` (the rank-safe driver of a relative rotation about
    the body-i axis ``a_i`` measured from ``b_i`` (body i) to ``b_j`` (body j), :func:`angle`)
    or ``helical`` (the coupling row of a screw joint, :func:`helical`, with its ``pitch``).
    """

    kind: str
    body_i: Body | str
    body_j: Body | str
    label: str
    f: sp.Expr = field(default_factory=lambda: sp.Integer(0))
    a_i: sp.Matrix | None = None
    a_j: sp.Matrix | None = None
    b_i: sp.Matrix | None = None
    b_j: sp.Matrix | None = None
    s_i: sp.Matrix | None = None
    s_j: sp.Matrix | None = None
    c: sp.Matrix | None = None
    pitch: sp.Expr | None = None


@dataclass(frozen=True)
class Pose:
    """Position r (3x1) of the body frame origin and orientation A (3x3, body -> global)."""

    r: sp.Matrix
    A: sp.Matrix


def _d_ij(pi: Pose, pj: Pose, s_i: sp.Matrix, s_j: sp.Matrix) -> sp.Matrix:
    """d_ij = r_j + A_j s_j^Q - r_i - A_i s_i^P (seed 001, eq. 2)."""
    return pj.r + pj.A * s_j - pi.r - pi.A * s_i


def dp1(pi: Pose, pj: Pose, con: BasicConstraint) -> sp.Expr:
    """DP1: a_i^T A_i^T A_j a_j - f (seed 001, eq. 1)."""
    return ((pi.A * con.a_i).T * (pj.A * con.a_j))[0, 0] - con.f


def dp2(pi: Pose, pj: Pose, con: BasicConstraint) -> sp.Expr:
    """DP2: a_i^T A_i^T d_ij - f (seed 001, eq. 2)."""
    return ((pi.A * con.a_i).T * _d_ij(pi, pj, con.s_i, con.s_j))[0, 0] - con.f


def distance(pi: Pose, pj: Pose, con: BasicConstraint) -> sp.Expr:
    """D: d_ij^T d_ij - f, f the squared distance (seed 001, eq. 3)."""
    d = _d_ij(pi, pj, con.s_i, con.s_j)
    return (d.T * d)[0, 0] - con.f


def coordinate_difference(pi: Pose, pj: Pose, con: BasicConstraint) -> sp.Expr:
    """CD: c^T d_ij - f, c a global direction (seed 001, eq. 4)."""
    return (con.c.T * _d_ij(pi, pj, con.s_i, con.s_j))[0, 0] - con.f


def angle(pi: Pose, pj: Pose, con: BasicConstraint) -> sp.Expr:
    """Rank-safe driver of the rotation angle of body j relative to body i about a_i, with one
    root per turn.

    With c_i = a_i x b_i, the angle is theta = atan2(c_i . b_j, b_i . b_j), both products of
    DP1 type: S = c_i . b_j = rho sin theta, C = b_i . b_j = rho cos theta, rho the length of b_j
    projected on the plane normal to the axis (1 for unit vectors and an intact joint).
    Prescribing theta = f(t) through atan2 would have a branch cut, and the product form
    rho sin(theta - f) = S cos f - C sin f, though regular, has a second root at
    theta = f + pi: a Newton iteration started more than a quarter turn away converges to the
    pose turned half a turn, with a violation of round-off (a pendulum driven by 3 sin(20 t) at
    h = 5e-2 flipped in 10 of 21 steps). Our choice, from first principles: the half-angle form

        Phi = 2 (S cos f - C sin f) / (1 + C cos f + S sin f)
            = 2 rho sin(x) / (1 + rho cos(x)),    x = theta - f,

    which is 2 tan(x/2) for rho = 1. Its only root in a turn is x = 0, where its derivative in
    theta is 2 rho / (1 + rho) = 1 (never zero, unlike a DP1 driver whose derivative vanishes
    where |f| = 1; EXAMPLES.md, seed 001 notes) and its gradient equals that of the product
    form, so multipliers and reactions are the same. Newton on 2 tan(x/2) maps x to x - sin x,
    towards 0 from anywhere inside the turn; the denominator vanishes only at x = pi with an
    intact joint (rho < 1 keeps it positive), the pose the product form would have accepted.
    """
    return _half_angle(pi, pj, con, se.sympify(con.f))


def _half_angle(pi: Pose, pj: Pose, con: BasicConstraint, f) -> se.Basic:
    """2 (S cos f - C sin f) / (1 + C cos f + S sin f) of :func:`angle` for the angle f."""
    c_i = con.a_i.cross(con.b_i)
    b_j = pj.A * con.b_j
    sin_part = ((pi.A * c_i).T * b_j)[0, 0]
    cos_part = ((pi.A * con.b_i).T * b_j)[0, 0]
    cos_f, sin_f = se.cos(f), se.sin(f)
    return 2 * (sin_part * cos_f - cos_part * sin_f) / (1 + cos_part * cos_f + sin_part * sin_f)


def helical(pi: Pose, pj: Pose, con: BasicConstraint) -> sp.Expr:
    """The coupling row of a screw joint (helical pair): body j turns about the body-i axis a_i
    by theta (measured as in :func:`angle`, from b_i to b_j) exactly when it advances along a_i
    by s = a_i . d_ij = pitch theta / (2 pi) (right-handed for pitch > 0; pitch is the advance
    per turn).

    No paper of seeds 000-004 has a screw; from first principles: theta is known only modulo a
    turn, so the row cannot be theta - 2 pi s / pitch. It is the angle driver's half-angle form
    with the prescribed angle f = 2 pi s / pitch (+ f of the constraint, zero for a joint),

        Phi = 2 tan((theta - 2 pi s / pitch) / 2),

    whose zero set, theta = 2 pi s / pitch modulo 2 pi, is the helix: s fixes the turn, so the
    row is a holonomic constraint without branch cut, and, like the angle driver, it never loses
    rank (its derivative in theta is 1 at the root, its derivative in s is -2 pi / pitch).
    """
    s = ((pi.A * con.a_i).T * _d_ij(pi, pj, con.s_i, con.s_j))[0, 0]
    return _half_angle(pi, pj, con, 2 * se.pi * s / se.sympify(con.pitch) + se.sympify(con.f))


BASIC = {
    "DP1": dp1,
    "DP2": dp2,
    "D": distance,
    "CD": coordinate_difference,
    "angle": angle,
    "helical": helical,
}
#: the power of length each kind's row is measured in (CD and DP2 are lengths, D a squared
#: length, DP1 a cosine, angle and helical 2 tan of half an angle): what a row's violation is
#: judged against (mechgen.runtime.drift)
LENGTH_POWER = {"DP1": 0, "DP2": 1, "D": 2, "CD": 1, "angle": 0, "helical": 0}
#: the kinds a user adds by hand (Mechanism.add_constraint); ``helical`` comes from screw joints
BASIC_KINDS = ("DP1", "DP2", "D", "CD", "angle")

REQUIRED_VECTORS = {
    "DP1": ("a_i", "a_j"),
    "DP2": ("a_i", "s_i", "s_j"),
    "D": ("s_i", "s_j"),
    "CD": ("c", "s_i", "s_j"),
    "angle": ("a_i", "b_i", "b_j"),
    "helical": ("a_i", "b_i", "b_j", "s_i", "s_j"),
}


def _se(x):
    return None if x is None else se.sympify(x)


def evaluate(con: BasicConstraint, pi: Pose, pj: Pose) -> se.Basic:
    """Phi of one basic constraint for the given poses (a symengine expression)."""
    names = ("a_i", "a_j", "b_i", "b_j", "s_i", "s_j", "c", "f", "pitch")
    fields = {k: _se(getattr(con, k)) for k in names}
    local = BasicConstraint(con.kind, con.body_i, con.body_j, con.label, **fields)
    return BASIC[con.kind](Pose(_se(pi.r), _se(pi.A)), Pose(_se(pj.r), _se(pj.A)), local)
