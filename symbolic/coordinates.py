"""Body coordinates of the absolute-coordinate formulations (seeds 000, 001, 002).

Each formulation gives, per body, its position coordinates q_b, velocity coordinates v_b, the
pose (r, A) as expressions of q_b, the body angular velocity omega_bar = W(q) v_rot, and the
kinematic map q_b' = K(q_b) v_b. Everything else (Jacobians, nu, gamma, mass matrix, forces) is
derived generically from these in :mod:`mechgen.symbolic.derive`; the formulation objects
that pick a builder per body are :mod:`mechgen.symbolic.formulations`:

* rA (seed 001 section 2.1): q_b = (r, A) with the nine entries of A stored, v_b = (r', omega_bar);
  A' = A omega_bar~ (eq. 30a), so derivatives taken along K are the variations through the Pi
  operator (eqs. 13-16) and the Jacobian is with respect to small body rotations.
* rp (section 2.2): q_b = (r, p), p the Euler parameters; A(p) is eq. (22), omega_bar = 2 G(p) p'
  with G = B^P of eq. (39c); the normalization p^T p / 2 - 1/2 = 0 (eq. 19) is one more row.
* re (section 2.3): q_b = (r, phi, theta, psi), ZXZ angles, A = A1(phi) A2(theta) A3(psi);
  omega_bar = B^e e' with B^e of eq. (43b). Singular where sin(theta) = 0.
* se3 (seed 002 section 2.1): the pose C = (r, A) of SE(3), stored as rA stores it, with the
  body-fixed twist v_b = (v, omega_bar), v = A^T r' the velocity of the body origin in the body
  frame (eq. 6; we keep mechgen's order, linear part first): r' = A v, A' = A omega_bar~.
* so3r3 (seed 002 section 2.2): the same pose on SO(3) x R^3 with the hybrid velocity
  (r', omega_bar) (eq. 20). Its coordinates and every derived entry are those of rA: the two
  differ only in how a scheme updates the pose (the Lie group of :mod:`mechgen.runtime.liegroup`).
* director (seed 000 section 3.1): q_b = (phi, d_1, d_2, d_3), the centre of mass and the three
  directors (the columns of A, eq. 16), v_b = q_b' (12 each); six internal constraints of
  orthonormality (eq. 24) are rows of Phi. The mass matrix is constant (eq. 23, see
  :mod:`mechgen.symbolic.director`) and there are no rotation parameters at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sympy as sp

#: sin(x)/x as an undefined function: symengine keeps it as a named function symbol (a
#: deterministic hash, unlike a wrapped sympy class), and every backend defines it with a
#: series near zero (templates: ``_sinc``).
SINC = sp.Function("sinc")


def skew(w: sp.Matrix) -> sp.Matrix:
    """The tilde (cross-product) matrix: skew(a) b = a x b."""
    return sp.Matrix([[0, -w[2], w[1]], [w[2], 0, -w[0]], [-w[1], w[0], 0]])


def rotation_vector(theta: sp.Matrix) -> sp.Matrix:
    """exp(theta^) by Rodrigues' formula, written with sinc (seed 000 eq. 43)."""
    x = sp.sqrt((theta.T * theta)[0, 0])
    W = skew(theta)
    return sp.eye(3) + SINC(x) * W + SINC(x / 2) ** 2 / 2 * W * W


def rotation_axis(angle: sp.Expr, a: sp.Matrix) -> sp.Matrix:
    """exp(angle a^) for a unit axis a."""
    W = skew(a)
    return sp.eye(3) + sp.sin(angle) * W + (1 - sp.cos(angle)) * W * W


@dataclass
class BodyCoordinates:
    """One body's coordinates and kinematics in a formulation."""

    name: str
    q: list[sp.Symbol]
    v: list[sp.Symbol]
    r: sp.Matrix
    A: sp.Matrix
    W: sp.Matrix
    qdot: sp.Matrix
    normalization: list[sp.Expr] = field(default_factory=list)
    latex: dict[sp.Symbol, str] = field(default_factory=dict)
    normalization_labels: tuple[str, ...] = ("p.p/2-1/2",)
    #: The linear velocity coordinates are body-fixed (se3): r' = A v_lin.
    body_linear: bool = False

    @property
    def v_lin(self) -> sp.Matrix:
        return sp.Matrix(self.v[:3])

    @property
    def rdot(self) -> sp.Matrix:
        """Centre-of-mass velocity, global frame."""
        return self.A * self.v_lin if self.body_linear else self.v_lin

    @property
    def rot_rates(self) -> sp.Matrix:
        return sp.Matrix(self.v[3:])

    @property
    def omega(self) -> sp.Matrix:
        """Angular velocity in the body frame, omega_bar = W v_rot."""
        return self.W * self.rot_rates

    @property
    def K(self) -> sp.Matrix:
        """The kinematic map dq/dv (constant in v, q-dependent for rA)."""
        return self.qdot.jacobian(self.v)


def _symbols(names: list[str], latex: dict, latex_names: list[str]) -> list[sp.Symbol]:
    syms = [sp.Symbol(n) for n in names]
    latex.update(zip(syms, latex_names, strict=True))
    return syms


def _translation(name: str, latex: dict) -> tuple[list[sp.Symbol], list[sp.Symbol]]:
    tex = r"\mathrm{" + name.replace("_", r"\_") + "}"
    r = _symbols([f"r_{name}_{c}" for c in "xyz"], latex, [f"r_{{{tex},{c}}}" for c in "xyz"])
    rd = _symbols(
        [f"rd_{name}_{c}" for c in "xyz"], latex, [rf"\dot r_{{{tex},{c}}}" for c in "xyz"]
    )
    return r, rd


def _rotation_matrix(name: str, latex: dict) -> tuple[list[sp.Symbol], list[sp.Symbol]]:
    """The nine stored entries of A (by rows) and the body angular velocity omega_bar."""
    tex = r"\mathrm{" + name.replace("_", r"\_") + "}"
    a = _symbols(
        [f"A_{name}_{i}{j}" for i in "123" for j in "123"],
        latex,
        [f"A_{{{tex},{i}{j}}}" for i in "123" for j in "123"],
    )
    w = _symbols(
        [f"w_{name}_{c}" for c in "xyz"], latex, [rf"\bar\omega_{{{tex},{c}}}" for c in "xyz"]
    )
    return a, w


def rA_body(name: str) -> BodyCoordinates:
    """rA: r and the nine stored entries of A; velocities r' and omega_bar."""
    latex: dict = {}
    r, rd = _translation(name, latex)
    a, w = _rotation_matrix(name, latex)
    A = sp.Matrix(3, 3, a)
    Adot = A * skew(sp.Matrix(w))
    qdot = sp.Matrix(list(rd) + list(Adot))
    return BodyCoordinates(name, r + a, rd + w, sp.Matrix(r), A, sp.eye(3), qdot, [], latex)


def se3_body(name: str) -> BodyCoordinates:
    """se3: r and the nine entries of A; the body-fixed twist (v, omega_bar), r' = A v
    (seed 002 eq. 6)."""
    latex: dict = {}
    tex = r"\mathrm{" + name.replace("_", r"\_") + "}"
    r, _ = _translation(name, latex)
    a, w = _rotation_matrix(name, latex)
    vb = _symbols([f"vb_{name}_{c}" for c in "xyz"], latex, [rf"v_{{{tex},{c}}}" for c in "xyz"])
    A = sp.Matrix(3, 3, a)
    qdot = sp.Matrix(list(A * sp.Matrix(vb)) + list(A * skew(sp.Matrix(w))))
    return BodyCoordinates(
        name, r + a, vb + w, sp.Matrix(r), A, sp.eye(3), qdot, [], latex, body_linear=True
    )


def euler_parameter_matrix(p: sp.Matrix) -> sp.Matrix:
    """A(p), seed 001 eq. (22)."""
    e0, e1, e2, e3 = p
    return 2 * sp.Matrix(
        [
            [e0**2 + e1**2 - sp.Rational(1, 2), e1 * e2 - e0 * e3, e1 * e3 + e0 * e2],
            [e1 * e2 + e0 * e3, e0**2 + e2**2 - sp.Rational(1, 2), e2 * e3 - e0 * e1],
            [e1 * e3 - e0 * e2, e2 * e3 + e0 * e1, e0**2 + e3**2 - sp.Rational(1, 2)],
        ]
    )


def euler_parameter_rates(p: sp.Matrix) -> tuple[sp.Matrix, sp.Matrix]:
    """(E, G) of seed 001 eq. (39c): for A = A(p), the global angular velocity is 2 E(p) p' and
    the body one 2 G(p) p' (on the unit sphere, where A = E G^T)."""
    e0, e1, e2, e3 = p
    E = sp.Matrix([[-e1, e0, -e3, e2], [-e2, e3, e0, -e1], [-e3, -e2, e1, e0]])
    G = sp.Matrix([[-e1, e0, e3, -e2], [-e2, -e3, e0, e1], [-e3, e2, -e1, e0]])
    return E, G


def euler_parameter_norm(p: sp.Matrix) -> sp.Expr:
    """The normalization row p^T p / 2 - 1/2 (seed 001 eq. 19)."""
    return (p.T * p)[0, 0] / 2 - sp.Rational(1, 2)


def rp_body(name: str) -> BodyCoordinates:
    """rp: r and Euler parameters p; velocities r' and p'; omega_bar = 2 G(p) p'."""
    latex: dict = {}
    tex = r"\mathrm{" + name.replace("_", r"\_") + "}"
    r, rd = _translation(name, latex)
    e = _symbols([f"e_{name}_{k}" for k in range(4)], latex, [f"e_{{{tex},{k}}}" for k in range(4)])
    ed = _symbols(
        [f"ed_{name}_{k}" for k in range(4)], latex, [rf"\dot e_{{{tex},{k}}}" for k in range(4)]
    )
    p = sp.Matrix(e)
    _, G = euler_parameter_rates(p)
    qdot = sp.Matrix(rd + ed)
    norm = euler_parameter_norm(p)
    return BodyCoordinates(
        name, r + e, rd + ed, sp.Matrix(r), euler_parameter_matrix(p), 2 * G, qdot, [norm], latex
    )


def zxz_matrix(phi, theta, psi) -> sp.Matrix:
    """A = A1(phi) A2(theta) A3(psi), ZXZ Euler angles (seed 001, section 2.3)."""
    c, s = sp.cos, sp.sin
    A1 = sp.Matrix([[c(phi), -s(phi), 0], [s(phi), c(phi), 0], [0, 0, 1]])
    A2 = sp.Matrix([[1, 0, 0], [0, c(theta), -s(theta)], [0, s(theta), c(theta)]])
    A3 = sp.Matrix([[c(psi), -s(psi), 0], [s(psi), c(psi), 0], [0, 0, 1]])
    return A1 * A2 * A3


CHART_BASE = sp.Matrix([[0, 0, 1], [1, 0, 0], [0, 1, 0]])


def chart_offset(A0: sp.Matrix) -> sp.Matrix:
    """The constant C of the re chart A = E(phi, theta, psi) C for a body starting at A0.

    ZXZ angles are singular where sin(theta) = 0, i.e. where the chart's z axis is vertical;
    with the identity chart every body in its reference orientation would start there. We take
    C = R^T A0 with R = CHART_BASE (a rotation with R e3 = e_x), so E(e0) = R at t = 0: every
    body starts at e0 = (pi/2, pi/2, 0), as far from the singularity as possible, with the chart
    axis along the body vector that is initially along global x. (The paper is silent on this;
    the Euler angles are those of the body frame turned by the constant C^T.)
    """
    return CHART_BASE.T * A0


def re_body(name: str, offset: sp.Matrix | None = None) -> BodyCoordinates:
    """re: r and ZXZ angles e = (phi, theta, psi) of the chart E = A C^T (see
    :func:`chart_offset`); omega_bar = C^T B^e e' (eq. 43b for C = I)."""
    latex: dict = {}
    tex = r"\mathrm{" + name.replace("_", r"\_") + "}"
    r, rd = _translation(name, latex)
    ang = ["phi", "theta", "psi"]
    e = _symbols([f"{a}_{name}" for a in ang], latex, [rf"\{a}_{{{tex}}}" for a in ang])
    ed = _symbols([f"{a}d_{name}" for a in ang], latex, [rf"\dot\{a}_{{{tex}}}" for a in ang])
    phi, theta, psi = e
    B = sp.Matrix(
        [
            [sp.sin(psi) * sp.sin(theta), sp.cos(psi), 0],
            [sp.cos(psi) * sp.sin(theta), -sp.sin(psi), 0],
            [sp.cos(theta), 0, 1],
        ]
    )
    C = sp.eye(3) if offset is None else offset
    return BodyCoordinates(
        name,
        r + e,
        rd + ed,
        sp.Matrix(r),
        zxz_matrix(phi, theta, psi) * C,
        C.T * B,
        sp.Matrix(rd + ed),
        [],
        latex,
    )


INTERNAL_LABELS = ("d1.d1", "d2.d2", "d3.d3", "d1.d2", "d1.d3", "d2.d3")


def director_body(name: str) -> BodyCoordinates:
    """director: q_b = (phi, d_1, d_2, d_3) and v_b = q_b' (seed 000 eqs. 21-22).

    A = [d_1 d_2 d_3] (columns, eq. 16), so every basic constraint of the foundation is at most
    quadratic in q_b. The internal constraints are eq. (24). omega_bar = A^T omega with
    omega = 1/2 sum_I d_I x d_I' (exact on the constraint manifold, where d_I' = omega x d_I).
    """
    latex: dict = {}
    tex = r"\mathrm{" + name.replace("_", r"\_") + "}"
    phi = _symbols(
        [f"phi_{name}_{c}" for c in "xyz"], latex, [rf"\varphi_{{{tex},{c}}}" for c in "xyz"]
    )
    d = _symbols(
        [f"d{k}_{name}_{c}" for k in "123" for c in "xyz"],
        latex,
        [f"d_{{{k},{tex},{c}}}" for k in "123" for c in "xyz"],
    )
    v = _symbols(
        [f"vphi_{name}_{c}" for c in "xyz"] + [f"vd{k}_{name}_{c}" for k in "123" for c in "xyz"],
        latex,
        [rf"\dot\varphi_{{{tex},{c}}}" for c in "xyz"]
        + [rf"\dot d_{{{k},{tex},{c}}}" for k in "123" for c in "xyz"],
    )
    D = [sp.Matrix(d[3 * k : 3 * k + 3]) for k in range(3)]
    A = sp.Matrix.hstack(*D)
    # omega_bar = A^T omega, omega = 1/2 sum_I d_I x v_I: W maps the nine director rates.
    W = A.T * sp.Matrix.hstack(*(skew(D[k]) / 2 for k in range(3)))
    internal = [
        ((D[0].T * D[0])[0, 0] - 1) / 2,
        ((D[1].T * D[1])[0, 0] - 1) / 2,
        ((D[2].T * D[2])[0, 0] - 1) / 2,
        (D[0].T * D[1])[0, 0],
        (D[0].T * D[2])[0, 0],
        (D[1].T * D[2])[0, 0],
    ]
    return BodyCoordinates(
        name,
        phi + d,
        v,
        sp.Matrix(phi),
        A,
        W,
        sp.Matrix(v),
        internal,
        latex,
        INTERNAL_LABELS,
    )
