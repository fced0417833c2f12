"""The second-order Taylor prediction of the constraints (seed 003, Huang et al.).

Over one step h every body-fixed point and vector is predicted by its second-order Taylor
expansion in time: the centre of mass r + r' h + r'' h^2/2 (eqs. 9, 12) and the orientation

    A + A omega~ h + A (alpha~ + omega~ omega~) h^2 / 2                     (eqs. 16-18)

with omega and alpha the body angular velocity and acceleration (rA's velocity coordinates and
their rates). The joint constraints evaluated at the predicted configuration and at t + h are
the paper's eqs. (21)-(33) for every joint kind at once: our basic constraints (CD, DP1, DP2,
the angle driver) are polynomial in r and A, so the prediction makes each row a polynomial in
the accelerations a. The scheme linearizes it in the reactions f around f = 0 (the paper drops
the H_i H_j products, eqs. 26-27): with a = M^-1 (Q + B^T f),

    Phi_pred(a0) + dPhi_pred/da (a0) M^-1 B^T f = 0,      a0 = M^-1 Q,          (eq. 36)

so the entries are Phi_pred and dPhi_pred/da (rows of constraints, columns of velocity
coordinates); B comes from :mod:`mechgen.symbolic.reactions` and M^-1 stays numeric in the runtime.
"""

from __future__ import annotations

import symengine as se
import sympy as sp

from .constraints import Pose, evaluate
from .context import sparse_gradient, to_se
from .coordinates import skew
from .derivation import Derivation


def _predicted_pose(d: Derivation, body) -> Pose:
    if body.is_ground:
        return Pose(sp.zeros(3, 1), sp.eye(3))
    ctx = d.ctx
    k = [c.name for c in ctx.coords].index(body.name)
    c, off = ctx.coords[k], ctx.v_off[k]
    acc = sp.Matrix(d.acc[off : off + 6])
    h = d.h
    w, alpha = skew(c.omega), skew(acc[3:, 0])
    r = c.r + c.rdot * h + acc[:3, 0] * h**2 / 2
    A = c.A + c.A * w * h + c.A * (alpha + w * w) * h**2 / 2
    return Pose(r, A)


def predicted_constraints(d: Derivation) -> list[se.Basic]:
    """Phi at the Taylor-predicted configuration and time t + h, one per constraint row."""
    t, h = to_se(d.ctx.t), to_se(d.h)
    out = []
    for row in d.rows:
        con = row.constraint
        e = evaluate(con, _predicted_pose(d, con.body_i), _predicted_pose(d, con.body_j))
        out.append(e.subs({t: t + h}))
    return out


def prediction_jacobian(d: Derivation, predicted: list[se.Basic]) -> list[dict[int, se.Basic]]:
    """dPhi_pred/da, sparse rows along the velocity coordinates."""
    acc = [to_se(s) for s in d.acc]
    return [sparse_gradient(e, acc) for e in predicted]
