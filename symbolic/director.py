"""Dynamics and the null-space entries of the director formulation (seed 000, sections 3-4).

* Mass matrix (eq. 23): per body diag(M_phi I, E (x) I) with the Euler tensor about the centre of
  mass E = tr(J)/2 I - J in the body frame (eqs. 20, 158). For a principal body frame E is
  diagonal and this is eq. (23); a full inertia tensor gives the constant, non-diagonal block
  E_IJ I coupling d_I and d_J (kinetic energy 1/2 sum_IJ E_IJ d_I' . d_J').
* Potential V(q): gravity -M_phi g . phi (linear) and spring potentials k/2 (l - l0)^2; the
  schemes use its gradient and Hessian for the discrete gradient (eq. 10).
* Momentum: L = sum M_phi phi' and J_O = sum (phi x M_phi phi' + sum_IJ E_IJ d_I x d_J'), the
  angular momentum about the global origin of x = phi + X_I d_I.
* The null-space entries of :mod:`mechgen.symbolic.tree`: P(q) (discrete-safe, evaluated at
q_{n+1/2}
  it is the discrete null-space matrix), d(P^T w)/dq for Newton, and F_{q_n}(mu).

Every external constraint of :mod:`mechgen.symbolic.joints` is at most quadratic in the director
coordinates, so the discrete constraint Jacobian is the mid-point Jacobian G(q_{n+1/2}) (eqs.
38, 67): Phi(q_{n+1}) - Phi(q_n) = G(q_{n+1/2}) (q_{n+1} - q_n) exactly. :func:`check_quadratic`
verifies this for every row of a model.
"""

from __future__ import annotations

import sympy as sp
from mechgen.core.errors import ModelError, Problem

from .context import Context, to_sympy
from .derivation import cells_of, column, sparse_rows
from .tree import BodyState, Forest, nullspace_matrix, reparametrization


def euler_tensor(J: sp.Matrix) -> sp.Matrix:
    """E = tr(J)/2 I - J (seed 000 eq. 158)."""
    return J.trace() / 2 * sp.eye(3) - J


def mass_matrix(ctx: Context) -> sp.Matrix:
    """Block-diagonal constant mass matrix (eq. 23, general inertia)."""
    blocks = []
    for body in ctx.checked.bodies:
        E = euler_tensor(body.inertia)
        block = sp.zeros(12, 12)
        block[0:3, 0:3] = body.mass * sp.eye(3)
        for i in range(3):
            for j in range(3):
                block[3 + 3 * i : 6 + 3 * i, 3 + 3 * j : 6 + 3 * j] = E[i, j] * sp.eye(3)
        blocks.append(block)
    return sp.diag(*blocks)


def potential(ctx: Context) -> sp.Expr:
    """V(q): gravity and undamped springs."""
    m = ctx.m
    V = sp.Integer(0)
    for body, c in zip(ctx.checked.bodies, ctx.coords, strict=True):
        V -= body.mass * (m.gravity.T * c.r)[0, 0]
    for spring in m.springs:
        pi, pj = ctx.pose(m.find_body(spring.body_i)), ctx.pose(m.find_body(spring.body_j))
        d = pj.r + pj.A * spring.point_j - pi.r - pi.A * spring.point_i
        length = sp.sqrt((d.T * d)[0, 0])
        V += spring.stiffness * (length - spring.rest_length) ** 2 / 2
    return V


def kinetic_and_momentum(ctx: Context) -> tuple[sp.Expr, sp.Matrix]:
    """T = 1/2 v^T M v and (L, J_O)."""
    T = sp.Integer(0)
    mom = sp.zeros(6, 1)
    for body, c in zip(ctx.checked.bodies, ctx.coords, strict=True):
        E = euler_tensor(body.inertia)
        v = sp.Matrix(c.v)
        vphi = v[0:3, :]
        vd = [v[3 + 3 * k : 6 + 3 * k, :] for k in range(3)]
        d = [c.A[:, k] for k in range(3)]
        T += body.mass * (vphi.T * vphi)[0, 0] / 2
        ang = c.r.cross(body.mass * vphi)
        for i in range(3):
            for j in range(3):
                if E[i, j] != 0:
                    T += E[i, j] * (vd[i].T * vd[j])[0, 0] / 2
                    ang += E[i, j] * d[i].cross(vd[j])
        mom += sp.Matrix.vstack(body.mass * vphi, ang)
    return T, mom


def angular_velocities(ctx: Context) -> list[sp.Matrix]:
    """omega = 1/2 sum_I d_I x d_I' per body (exact on the constraint manifold)."""
    out = []
    for c in ctx.coords:
        v = sp.Matrix(c.v)
        out.append(
            sum((c.A[:, k].cross(v[3 + 3 * k : 6 + 3 * k, :]) for k in range(3)), sp.zeros(3, 1))
            / 2
        )
    return out


def states(ctx: Context) -> dict[str, BodyState]:
    return {c.name: BodyState(c.r, c.A) for c in ctx.coords}


def nullspace(ctx: Context, forest: Forest) -> sp.Matrix:
    return nullspace_matrix(forest, ctx.checked.bodies, states(ctx))


def reparam(ctx: Context, forest: Forest, mu: list[sp.Symbol]) -> sp.Matrix:
    new = reparametrization(forest, states(ctx), mu)
    out = []
    for body in ctx.checked.bodies:
        s = new[body.name]
        out += list(s.phi) + [s.D[i, k] for k in range(3) for i in range(3)]
    return sp.Matrix(out)


def is_quadratic(expr, symbols) -> bool:
    """True when expr is a polynomial of total degree <= 2 in the given symbols."""
    e = to_sympy(expr)
    involved = [s for s in symbols if s in e.free_symbols]
    if not involved:
        return True
    try:
        return sp.Poly(sp.expand(e), *involved).total_degree() <= 2
    except sp.PolynomialError:
        return False


def check_quadratic(ctx: Context, phi, titles: list[str]) -> None:
    """Raises ModelError naming every row that is not at most quadratic in q (seed 000 eq. 67
    needs it for the mid-point Jacobian to be the discrete one)."""
    q = [sp.Symbol(str(s)) for s in ctx.q]
    bad = [t for e, t in zip(phi, titles, strict=True) if not is_quadratic(e, q)]
    if bad:
        raise ModelError(
            [
                Problem(
                    t,
                    "is not a polynomial of degree <= 2 in the director coordinates; the "
                    "energy-momentum schemes need G(q_n, q_n+1) = G(q_n+1/2) (seed 000 eq. 67)",
                )
                for t in bad
            ]
        )


def entry_table(d, forest: Forest, mu: list[sp.Symbol], w: list[sp.Symbol]) -> dict:
    """The director entries (name -> (args, build, symbol, doc)), see
    :mod:`mechgen.symbolic.derive`."""
    ctx = d.ctx
    r = len(mu)
    V = potential(ctx)

    def weighted():
        P = nullspace(ctx, forest)
        rows = [
            ctx.jac_v(sum((P[i, k] * w[i] for i in range(P.rows) if P[i, k] != 0), sp.Integer(0)))
            for k in range(r)
        ]
        return (r, ctx.nq), sparse_rows(rows)

    def hessian():
        grad = ctx.jac_v(V)
        rows = [ctx.jac_v(grad.get(i, 0)) for i in range(ctx.nq)]
        return (ctx.nq, ctx.nq), sparse_rows(rows)

    def gradient():
        grad = ctx.jac_v(V)
        return column([grad.get(i, 0) for i in range(ctx.nq)])

    kinetic, mom = kinetic_and_momentum(ctx)
    omegas = angular_velocities(ctx)
    return {
        "M": (
            ("q", "p"),
            lambda: mass_matrix(ctx),
            "M",
            "Constant mass matrix of the director formulation: per body diag(M_phi I, E (x) I), "
            "E = tr(J)/2 I - J the Euler tensor (seed 000 eqs. 20, 23, 158).",
        ),
        "energy": (
            ("q", "v", "t", "p"),
            lambda: sp.Matrix([kinetic, V]),
            "(T, V)",
            "Kinetic energy 1/2 v^T M v (seed 000 eq. 17) and potential V of gravity and "
            "springs (eq. 159).",
        ),
        "power": (
            ("q", "v", "t", "p"),
            lambda: sp.Matrix([sp.Integer(0)]),
            "P",
            "Power of loads and damping: none, the director formulation takes conservative, "
            "autonomous mechanisms only (tree.check_supported).",
        ),
        "momentum": (
            ("q", "v", "p"),
            lambda: mom,
            r"(L, J_O)",
            "Linear momentum and angular momentum about the global origin, sum phi x M phi' + "
            "sum_IJ E_IJ d_I x d_J' (seed 000 eq. 173 in redundant coordinates).",
        ),
        "body_velocities": (
            ("q", "v", "p"),
            lambda: sp.Matrix(
                [list(c.rdot) + list(om) for c, om in zip(ctx.coords, omegas, strict=True)]
            ),
            r"(\dot\varphi, \omega)",
            "Per body (rows): centre-of-mass velocity and omega = 1/2 sum_I d_I x d_I' (seed "
            "000 eq. 27).",
        ),
        "nullspace": (
            ("q", "p"),
            lambda: cells_of(nullspace(ctx, forest)),
            "P",
            "Null-space matrix P = P_int P_ext over the joint forest (seed 000 eqs. 55, 60, "
            "178-186); its mid-point evaluation is the discrete null-space matrix "
            "(eqs. 92, 113, 125, 133, 149, 187): G(q_n+1/2) P(q_n+1/2) = 0.",
        ),
        "nullspace_T_w_q": (
            ("q", "w", "p"),
            weighted,
            r"\partial (P^T w) / \partial q",
            "Derivative of P(q)^T w with respect to q at fixed w, for the Newton matrix of the "
            "reduced scheme.",
        ),
        "reparam": (
            ("q", "mu", "p"),
            lambda: reparam(ctx, forest, mu),
            r"F_{q}(\mu)",
            "Reparametrization q_n+1 = F_q_n(mu) by products of exponentials (seed 000 eqs. "
            "44, 95, 118, 126, 136, 154, 188-189): every tree joint row and the internal "
            "constraints hold for any mu.",
        ),
        "potential_gradient": (
            ("q", "p"),
            gradient,
            r"\nabla V",
            "Gradient of the potential energy.",
        ),
        "potential_hessian": (
            ("q", "p"),
            hessian,
            r"\nabla^2 V",
            "Hessian of the potential energy (Newton matrix of the discrete gradient).",
        ),
    }


def potential_is_quadratic(ctx: Context) -> bool:
    """True when V is at most quadratic in q: then the mid-point gradient is the discrete
    gradient; otherwise the schemes add Gonzalez's correction."""
    return is_quadratic(potential(ctx), [sp.Symbol(str(s)) for s in ctx.q])
