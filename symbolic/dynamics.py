"""Dynamics terms of the absolute-coordinate formulations (seed 001, section 3).

With omega_bar = W v_rot (W = I for rA, 2G for rp, B^e for re), virtual power gives the
rotational mass block W^T J W and the forces W^T (n_bar - omega~ J omega - J W' v_rot): for rA
this is eq. (31a); for re it is eq. (43c) with its typos removed; for rp W' v_rot = 2 G(p') p' = 0
and the result differs from Haug's 8 G'^T J G' p (eq. 39d) only by a multiple of p, which the
normalization multiplier absorbs.
"""

from __future__ import annotations

import symengine as se
import sympy as sp

from .context import Context, to_sympy
from .coordinates import SINC, skew


def generalized_forces(ctx: Context) -> tuple[list[sp.Expr], sp.Expr, sp.Expr]:
    """Q (applied + gyroscopic) per velocity coordinate, the potential energy V, and the power P
    of what does work besides gravity and the springs' elasticity: the applied loads (their
    generalized force times v, the velocity coordinates Q is conjugate to), the springs'
    damping (-c l'^2: the damper's force c l' along the spring, against its rate on both ends)
    and a spring whose stiffness or rest length changes in time (the explicit rate dV/dt of its
    energy, issue 37: such a spring is not conservative).
    Together with the constraints' power (the drivers', :mod:`mechgen.runtime.balance`),
    dE/dt = P along the exact motion."""
    m = ctx.m
    Q = [sp.Integer(0)] * ctx.nv
    V = sp.Integer(0)
    loads = [sp.Integer(0)] * ctx.nv

    def add_wrench(body, force: sp.Matrix, point: sp.Matrix, torque: sp.Matrix, sign=1, also=()):
        if body.is_ground:
            return
        k = [c.name for c in ctx.coords].index(body.name)
        c, off = ctx.coords[k], ctx.v_off[k]
        n_bar = c.A.T * (torque + (c.A * point).cross(force))
        rot = c.W.T * n_bar
        linear = c.A.T * force if c.body_linear else force
        for target in (Q, *also):
            for i in range(3):
                target[off + i] += sign * linear[i]
            for i in range(rot.rows):
                target[off + 3 + i] += sign * rot[i]

    for body, c, off in zip(ctx.checked.bodies, ctx.coords, ctx.v_off, strict=True):
        weight = body.mass * m.gravity
        # se3: Newton's law in the body frame, m (v' + omega~ v) = A^T f (seed 002 eq. 40)
        linear = c.A.T * weight - body.mass * skew(c.omega) * c.v_lin if c.body_linear else weight
        for i in range(3):
            Q[off + i] += linear[i]
        V -= (weight.T * c.r)[0, 0]
        J = body.inertia
        w = c.omega
        Wdot_v = (
            sp.Matrix([to_sympy(se.expand(ctx.dt(x))) for x in c.W * c.rot_rates])
            if c.W.free_symbols
            else None
        )
        gyro = -skew(w) * J * w
        if Wdot_v is not None and any(x != 0 for x in Wdot_v):
            gyro -= J * Wdot_v
        rot = c.W.T * gyro
        for i in range(rot.rows):
            Q[off + 3 + i] += rot[i]
    for load in m.loads:
        body = m.find_body(load.body)
        add_wrench(body, load.force, load.point, load.torque, also=(loads,))
    damping = sp.Integer(0)
    for spring in m.springs:
        bi, bj = m.find_body(spring.body_i), m.find_body(spring.body_j)
        pi, pj = ctx.pose(bi), ctx.pose(bj)
        d = pj.r + pj.A * spring.point_j - pi.r - pi.A * spring.point_i
        length = sp.sqrt((d.T * d)[0, 0])
        ddot = sp.Matrix([to_sympy(ctx.dt(x)) for x in d])
        rate = (d.T * ddot)[0, 0] / length
        tension = spring.stiffness * (length - spring.rest_length) + spring.damping * rate
        f_i = tension * d / length
        add_wrench(bi, f_i, spring.point_i, sp.zeros(3, 1))
        add_wrench(bj, -f_i, spring.point_j, sp.zeros(3, 1))
        energy = spring.stiffness * (length - spring.rest_length) ** 2 / 2
        V += energy
        # a stiffness or rest length that changes in time does work on the mechanism: the
        # explicit rate of its energy (the length depends on q only)
        damping += sp.diff(energy, m.t) - spring.damping * rate**2
    power = sum((f * v for f, v in zip(loads, ctx.v, strict=True)), damping)
    return Q, V, power


def retraction(ctx: Context, dv: tuple) -> sp.Matrix:
    """q (+) dv per body; for rA exp(w~) = I + sinc(x) w~ + sinc(x/2)^2/2 w~^2, x = |w|, and
    r + dv_lin (so3r3 likewise: it is the exponential of SO(3) x R^3, seed 002 eq. 18); se3
    moves r by A dv_lin, a retraction consistent with r' = A v (the exact exponential of SE(3),
    eq. 8, is :func:`mechgen.runtime.liegroup.se3_exp`, which the lie-mk scheme uses)."""
    out = []
    for k, c in enumerate(ctx.coords):
        d = dv[ctx.v_off[k] : ctx.v_off[k] + len(c.v)]
        if not ctx.formulation.rotation_matrix:
            out += [s + e for s, e in zip(c.q, d, strict=True)]
            continue
        w = sp.Matrix(d[3:])
        x = sp.sqrt((w.T * w)[0, 0])
        W = skew(w)
        E = sp.eye(3) + SINC(x) * W + SINC(x / 2) ** 2 / 2 * W * W
        step = c.A * sp.Matrix(d[:3]) if c.body_linear else sp.Matrix(d[:3])
        out += [c.q[i] + step[i] for i in range(3)] + list(c.A * E)
    return sp.Matrix(out)


def tangent(ctx: Context, dv: tuple) -> sp.Matrix:
    """Block-diagonal T(dv): I for translations (and rp, re), I - w~/2 + w~^2/6 for rA."""
    blocks = []
    for k, c in enumerate(ctx.coords):
        if not ctx.formulation.rotation_matrix:
            blocks.append(sp.eye(len(c.v)))
            continue
        W = skew(sp.Matrix(dv[ctx.v_off[k] + 3 : ctx.v_off[k] + 6]))
        blocks += [sp.eye(3), sp.eye(3) - W / 2 + W * W / 6]
    return sp.diag(*blocks) if blocks else sp.zeros(0, 0)


def kinetic(ctx: Context) -> tuple[sp.Expr, sp.Matrix, list[list]]:
    T = sp.Integer(0)
    momentum = sp.zeros(6, 1)
    mass_blocks = []
    for body, c in zip(ctx.checked.bodies, ctx.coords, strict=True):
        rd, w = c.rdot, c.omega
        T += body.mass * (rd.T * rd)[0, 0] / 2 + (w.T * body.inertia * w)[0, 0] / 2
        lin = body.mass * rd
        ang = c.r.cross(lin) + c.A * body.inertia * w
        momentum += sp.Matrix.vstack(lin, ang)
        mass_blocks.append(sp.diag(body.mass, body.mass, body.mass, c.W.T * body.inertia * c.W))
    return T, momentum, mass_blocks
