"""Markers (sensors): named body points whose global position, velocity and acceleration are
emitted as one entry, ``markers`` (rows: r, v, a per marker), in every formulation.

With the point's position P(q) = r + A s (the body's pose in the formulation,
:meth:`mechgen.symbolic.context.Context.pose`), its velocity is the time derivative along
q' = K(q) v, and its acceleration the derivative of that velocity along the motion, with
v' = a (the velocity coordinates' rates, the schemes' accelerations):

    v_P = dP/dq K v,        a_P = d(v_P)/dq K v + d(v_P)/dv a.
"""

from __future__ import annotations

import symengine as se
import sympy as sp

from .context import to_sympy
from .derivation import Derivation
from .model import Mechanism


def marker_motion(d: Derivation, m: Mechanism) -> sp.Matrix:
    """One row per marker of ``m``: global position, velocity, acceleration (9 columns)."""
    ctx, rows = d.ctx, []
    acc = [se.Symbol(str(s)) for s in d.acc]
    for marker in m.markers:
        body = m.find_body(marker.body)
        pose = ctx.pose(body)
        position = pose.r + pose.A * marker.point
        velocity = [ctx.dt(x) for x in position]
        acceleration = [
            se.add(ctx.dt(x), *[val * acc[col] for col, val in ctx.jac_vel(x).items()])
            for x in velocity
        ]
        rows.append(list(position) + [to_sympy(x) for x in (*velocity, *acceleration)])
    return sp.Matrix(rows) if rows else sp.zeros(0, 9)
