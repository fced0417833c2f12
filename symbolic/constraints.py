"""Basic geometric constraints DP1, DP2, D, CD (seed 001, eqs. 1-4) and the angle driver.

Every function takes the poses (r, A) of the two bodies as sympy matrices, whatever coordinates
they are built from, so that one definition serves every formulation: rA (A stored), rp
(A(p), seed 001 eq. 22) and re (A(phi, theta, psi), ZXZ). The time derivatives f', f'' of the
prescribed functions are never written down: nu and gamma are derived from Phi itself
(:mod:`mechgen.symbolic.derive`).

Each kind is one :class:`BasicKind` in :data:`CONSTRAINT_KINDS` (its residual function, the
power of length its row is measured in, the vectors it reads, whether a user may add it by
hand), which checks itself when it is defined: a new kind is a residual function, whose
docstring gives its formula and source, and one entry of that table.
"""

from __future__ import annotations

from collections.abc import Callable
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


#: the vector fields of :class:`BasicConstraint`, body-frame (``c`` global); ``s_i``, ``s_j``
#: are points (lengths), the others directions
VECTORS = ("a_i", "a_j", "b_i", "b_j", "c", "s_i", "s_j")
POINTS = ("s_i", "s_j")


@dataclass(frozen=True)
class BasicKind:
    """One kind of basic constraint: everything mechgen knows about it lives here, and nothing
    else branches on its name. Its formula, and the paper it comes from, is the docstring of
    its ``residual``."""

    name: str
    #: Phi of one row from the poses of body i and body j and the constraint's data
    residual: Callable[[Pose, Pose, BasicConstraint], se.Basic]
    #: the power of length its row is measured in (CD and DP2 are lengths, D a squared length,
    #: DP1 a cosine, angle and helical 2 tan of half an angle): what a row's violation is
    #: judged against (mechgen.runtime.drift)
    length_power: int
    #: the vector fields of :class:`BasicConstraint` it reads (:data:`VECTORS`)
    vectors: tuple[str, ...]
    #: whether a user adds it by hand (Mechanism.add_constraint); ``helical`` comes from screw
    #: joints
    by_hand: bool = True

    def __post_init__(self):
        """A kind checks itself when it is defined (issue 38), on a generic placement
        (:func:`_probe`): its vectors are vector fields of :class:`BasicConstraint`, its
        residual says where its formula comes from (a docstring), reads exactly the vectors it
        declares and is measured in the length power it declares.

        Raises:
            TypeError: naming the kind and what does not fit.
        """
        problems = _probe(self)
        if problems:
            raise TypeError(f"basic constraint kind '{self.name}': " + "; ".join(problems))

    def phi(self, con: BasicConstraint, pi: Pose, pj: Pose) -> se.Basic:
        """Phi of one constraint of this kind for the given poses (a symengine expression)."""
        return self.residual(*_symengine(con, pi, pj))


def _se(x):
    return None if x is None else se.sympify(x)


def _symengine(con: BasicConstraint, pi: Pose, pj: Pose) -> tuple[Pose, Pose, BasicConstraint]:
    """The poses and the constraint's data in symengine, what a residual is evaluated on."""
    fields = {k: _se(getattr(con, k)) for k in (*VECTORS, "f", "pitch")}
    local = BasicConstraint(con.kind, con.body_i, con.body_j, con.label, **fields)
    return Pose(_se(pi.r), _se(pi.A)), Pose(_se(pj.r), _se(pj.A)), local


class _Reads:
    """A constraint that records which of its fields a residual reads."""

    def __init__(self, con: BasicConstraint):
        self.con, self.read = con, set()

    def __getattr__(self, name: str):
        self.read.add(name)
        return getattr(self.con, name)


def _probe(kind: BasicKind) -> list[str]:
    """What does not fit in a kind (:meth:`BasicKind.__post_init__`). Its residual is evaluated
    on a generic placement (body j turned about z, every vector given, f = 0, a pitch of 3/10)
    and on the same placement with every length doubled (positions, points and pitch): a row
    measured in L^k is 2^k times larger there."""
    problems = []
    if type(kind.length_power) is not int or not 0 <= kind.length_power <= 2:
        problems.append(
            f"length_power must be an int from 0 to 2 (a cosine or an angle, a length, a squared "
            f"length), got {kind.length_power!r}"
        )
    unknown = [v for v in kind.vectors if v not in VECTORS]
    if unknown or len(set(kind.vectors)) != len(kind.vectors):
        problems.append(
            f"vectors {kind.vectors} must name distinct fields of BasicConstraint among "
            f"{', '.join(VECTORS)}"
        )
    if not callable(kind.residual) or not (kind.residual.__doc__ or "").strip():
        problems.append(
            "its residual must be a function whose docstring gives its formula and where it "
            "comes from"
        )
    if type(kind.by_hand) is not bool:
        problems.append(f"by_hand must be True or False, got {kind.by_hand!r}")
    if problems:
        return problems
    directions = (
        sp.Matrix([sp.Rational(9, 25), -sp.Rational(12, 25), sp.Rational(4, 5)]),
        sp.Matrix([sp.Rational(3, 5), sp.Rational(4, 5), 0]),
        sp.Matrix([-sp.Rational(16, 25), sp.Rational(12, 25), sp.Rational(3, 5)]),
    )
    turned = sp.Matrix([[3, -4, 0], [4, 3, 0], [0, 0, 5]]) / 5
    values, read = [], set()
    for scale in (1, 2):
        vectors = {
            v: scale * sp.Matrix([k + 1, -k, 2 * k - 1]) / 7
            if v in POINTS
            else directions[k % len(directions)]
            for k, v in enumerate(VECTORS)
        }
        pitch = scale * sp.Rational(3, 10)
        pi, pj, local = _symengine(
            BasicConstraint(kind.name, "i", "j", "probe", pitch=pitch, **vectors),
            Pose(scale * sp.Matrix([3, -2, 1]) / 10, sp.eye(3)),
            Pose(scale * sp.Matrix([9, 4, -5]) / 10, turned),
        )
        con = _Reads(local)
        values.append(float(kind.residual(pi, pj, con)))
        read |= con.read & set(VECTORS)
    undeclared = [v for v in VECTORS if v in read and v not in kind.vectors]
    if undeclared:
        problems.append(f"its residual reads {', '.join(undeclared)}, not among its vectors")
    unread = [v for v in kind.vectors if v not in read]
    if unread:
        problems.append(f"its residual does not read {', '.join(unread)} of its vectors")
    small, large = values
    if small == 0:
        problems.append("its row vanishes on a generic placement")
    elif abs(large - 2**kind.length_power * small) > 1e-9 * abs(large):
        problems.append(
            f"its row is not measured in L^{kind.length_power} (length_power): doubling every "
            f"length takes it from {small:.6g} to {large:.6g}"
        )
    return problems


#: every kind of basic constraint, by name
CONSTRAINT_KINDS: dict[str, BasicKind] = {
    k.name: k
    for k in (
        BasicKind("DP1", dp1, 0, ("a_i", "a_j")),
        BasicKind("DP2", dp2, 1, ("a_i", "s_i", "s_j")),
        BasicKind("D", distance, 2, ("s_i", "s_j")),
        BasicKind("CD", coordinate_difference, 1, ("c", "s_i", "s_j")),
        BasicKind("angle", angle, 0, ("a_i", "b_i", "b_j")),
        BasicKind("helical", helical, 0, ("a_i", "b_i", "b_j", "s_i", "s_j"), by_hand=False),
    )
}
#: the names of the kinds a user adds by hand (Mechanism.add_constraint)
BY_HAND = tuple(name for name, k in CONSTRAINT_KINDS.items() if k.by_hand)


def evaluate(con: BasicConstraint, pi: Pose, pj: Pose) -> se.Basic:
    """Phi of one basic constraint for the given poses (a symengine expression)."""
    return CONSTRAINT_KINDS[con.kind].phi(con, pi, pj)
