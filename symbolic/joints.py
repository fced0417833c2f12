"""Lower-pair joints and drivers expanded into basic constraints (seed 001, Table 1).

A joint is given globally at the initial configuration: a point P and unit directions. With the
initial poses (r_k, A_k) these become body-frame vectors s_k = A_k^T (P - r_k), u_k = A_k^T u.
Table 1 of seed 001 prints garbled in places; the decompositions used here, with (u, b, c) a
right-handed orthonormal triad (u the axis), are:

=============  ============================================================================
spherical      CD x, CD y, CD z at P                                                  (3)
revolute       spherical + DP1(b_i, u_j), DP1(c_i, u_j)  (perpendicular-1 pair)       (5)
cylindrical    DP1(b_i, u_j), DP1(c_i, u_j), DP2(b_i; P_i, P_j), DP2(c_i; P_i, P_j)   (4)
prismatic      cylindrical + DP1(b_i, c_j)  (no rotation about u)                     (5)
planar         DP1(b_i, n_j), DP1(c_i, n_j), DP2(n_i; P_i, P_j), u = n the normal     (3)
universal      spherical + DP1(axis_i, axis_j), the two axes perpendicular            (4)
fixed          spherical + DP1(x_i, y_j), DP1(y_i, z_j), DP1(z_i, x_j)                (6)
=============  ============================================================================

Drivers: a revolute angle uses :func:`mechgen.symbolic.constraints.angle` about u from b_i to b_j; a
prismatic displacement is DP2(u_i; P_i, P_j) = f(t).
"""

from __future__ import annotations

import sympy as sp

from .model import BasicConstraint, Body, Driver, Joint

DRIVABLE = {
    "revolute": ("angle",),
    "cylindrical": ("angle", "displacement"),
    "prismatic": ("displacement",),
}

_AXES = {"x": sp.Matrix([1, 0, 0]), "y": sp.Matrix([0, 1, 0]), "z": sp.Matrix([0, 0, 1])}


def unit(v: sp.Matrix, defaults: dict) -> sp.Matrix:
    """Normalizes v (exactly for numbers, symbolically for parameter expressions)."""
    norm2 = (v.T * v)[0, 0]
    if not norm2.free_symbols and abs(float(norm2) - 1.0) < 1e-15:
        return v
    return v / sp.sqrt(norm2)


def triad(u: sp.Matrix, defaults: dict) -> tuple[sp.Matrix, sp.Matrix, sp.Matrix]:
    """A right-handed orthonormal triad (u, b, c) with b chosen deterministically.

    b is built from the global axis least aligned with u (judged at the default parameter
    values), so the choice is reproducible and well conditioned.
    """
    u = unit(u, defaults)
    numeric = [abs(float(x.subs(defaults))) for x in u]
    k = numeric.index(min(numeric))
    e = sp.zeros(3, 1)
    e[k] = 1
    b = unit(u.cross(e), defaults)
    c = u.cross(b)
    return u, b, c


class JointFrames:
    """Body-frame images of global points and directions at the initial configuration."""

    def __init__(self, body_i: Body, body_j: Body, r_i, A_i, r_j, A_j):
        self.bi, self.bj = body_i, body_j
        self.r_i, self.A_i, self.r_j, self.A_j = r_i, A_i, r_j, A_j

    def point(self, p: sp.Matrix) -> tuple[sp.Matrix, sp.Matrix]:
        return self.A_i.T * (p - self.r_i), self.A_j.T * (p - self.r_j)

    def direction(self, d: sp.Matrix) -> tuple[sp.Matrix, sp.Matrix]:
        return self.A_i.T * d, self.A_j.T * d

    def basic(self, kind: str, label: str, **vectors) -> BasicConstraint:
        return BasicConstraint(kind, self.bi, self.bj, label, **vectors)


def expand_joint(joint: Joint, fr: JointFrames, defaults: dict) -> list[BasicConstraint]:
    """The basic constraints of one joint (see the module docstring for the table)."""
    s_i, s_j = fr.point(joint.point)
    spherical = [
        fr.basic("CD", f"CD {ax}", c=_AXES[ax], s_i=s_i, s_j=s_j) for ax in ("x", "y", "z")
    ]
    if joint.kind == "spherical":
        return spherical
    if joint.kind == "fixed":
        ex, ey, ez = (fr.direction(_AXES[a]) for a in ("x", "y", "z"))
        return spherical + [
            fr.basic("DP1", "DP1 x_i.y_j", a_i=ex[0], a_j=ey[1]),
            fr.basic("DP1", "DP1 y_i.z_j", a_i=ey[0], a_j=ez[1]),
            fr.basic("DP1", "DP1 z_i.x_j", a_i=ez[0], a_j=ex[1]),
        ]
    if joint.kind == "universal":
        ai = fr.direction(unit(joint.axis_i, defaults))[0]
        aj = fr.direction(unit(joint.axis_j, defaults))[1]
        return spherical + [fr.basic("DP1", "DP1 axis_i.axis_j", a_i=ai, a_j=aj)]
    u, b, c = triad(joint.axis, defaults)
    (u_i, u_j), (b_i, _), (c_i, c_j) = fr.direction(u), fr.direction(b), fr.direction(c)
    perp1 = [
        fr.basic("DP1", "DP1 b_i.u_j", a_i=b_i, a_j=u_j),
        fr.basic("DP1", "DP1 c_i.u_j", a_i=c_i, a_j=u_j),
    ]
    perp2 = [
        fr.basic("DP2", "DP2 b_i.d_ij", a_i=b_i, s_i=s_i, s_j=s_j),
        fr.basic("DP2", "DP2 c_i.d_ij", a_i=c_i, s_i=s_i, s_j=s_j),
    ]
    if joint.kind == "revolute":
        return spherical + perp1
    if joint.kind == "cylindrical":
        return perp1 + perp2
    if joint.kind == "prismatic":
        return perp1 + perp2 + [fr.basic("DP1", "DP1 b_i.c_j", a_i=b_i, a_j=c_j)]
    if joint.kind == "planar":
        return [
            fr.basic("DP1", "DP1 b_i.n_j", a_i=b_i, a_j=u_j),
            fr.basic("DP1", "DP1 c_i.n_j", a_i=c_i, a_j=u_j),
            fr.basic("DP2", "DP2 n_i.d_ij", a_i=u_i, s_i=s_i, s_j=s_j),
        ]
    raise ValueError(joint.kind)


def expand_driver(driver: Driver, joint: Joint, fr: JointFrames, defaults: dict) -> BasicConstraint:
    """The basic constraint that prescribes a joint angle or displacement."""
    u, b, _ = triad(joint.axis, defaults)
    u_i, _ = fr.direction(u)
    if driver.coordinate == "angle":
        b_i, b_j = fr.direction(b)
        return fr.basic("angle", "angle", a_i=u_i, b_i=b_i, b_j=b_j, f=driver.expr)
    s_i, s_j = fr.point(joint.point)
    return fr.basic("DP2", "DP2 u_i.d_ij", a_i=u_i, s_i=s_i, s_j=s_j, f=driver.expr)
