"""Physical joint reactions: the distribution matrix B with B^T f = Phi_q^T lam (seed 004, eq. 32).

Every constraint owner (joint, driver, hand-made constraint group) is a *reaction site*: a point
c fixed in body i (the joint point) and a joint frame E fixed in body i, with the wrench
components that the owner can transmit, ``f``, measured in that frame. The wrench acts on body i
at c as (F, T) = (E f_F, E f_T) and on body j as (-F, -T) at the same point (Newton's third law
holds by construction). Components per joint kind, frame axes x, y, z with z the joint axis
(revolute, cylindrical, prismatic; the normal for planar):

=============  ======================  ==================================================
spherical      fx fy fz                frame: the global axes at the initial configuration
revolute       fx fy fz tx ty          frame: (b, c, u) of :func:`mechgen.symbolic.joints.triad`
cylindrical    fx fy tx ty
prismatic      fx fy tx ty tz
planar         fz tx ty                z = the plane normal
universal      fx fy fz tz             x = axis_i on body i, y = axis_j on body j, z = x cross y
fixed          fx fy fz tx ty tz       frame: the global axes at the initial configuration
screw          fx fy fz tx ty          fz: the axial force with the torque -pitch fz / (2 pi)
=============  ======================  ==================================================

The components of each kind are part of its :class:`mechgen.symbolic.joints.JointKind`: each is
a unit wrench in the joint frame (:class:`mechgen.symbolic.joints.Component`), a single force or
torque except a screw's axial component, which carries the torque of its thread.

A revolute angle driver transmits tz, a displacement driver fz, in the frame of its joint; a
constraint group made of basic constraints transmits all six components, in body i's frame, at
the body-i point s_i of its first constraint that has one (else body i's origin). Basic
constraints are invariant under a common rigid motion of their two bodies once satisfied, so the
group's reaction on body j is the opposite wrench; reported values come from a least-squares
solve that is exact in that case (:mod:`mechgen.runtime.reactions`).

B is derived by virtual work, as NEWEUL does (seed 004, section 5): the row of component f_k is
the derivative with respect to the velocity coordinates v of the power of a unit component,

    force along e:   e . (c_i' - c_j'),     torque about e:   e . (omega_i - omega_j),

summed over the forces and torques of the component's wrench,

with c_i' = r_i' + omega_i x (c - r_i) and c_j' = r_j' + omega_j x (c - r_j) the velocities of
the material points of body i and body j at c (global frame). So B needs nothing but each
formulation's r', A and omega (:mod:`mechgen.symbolic.coordinates`), and one derivation serves rA,
rp, re, se3, so3r3 and the director formulation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import sympy as sp

from .checked_model import CheckedModel
from .context import Context
from .joints import (
    ALL_COMPONENTS,
    DRIVER_COMPONENT,
    KINDS,
    Component,
    axis_frame,
    frame_on_i,
)
from .model import COORDINATE_KINDS, Body


@dataclass(frozen=True)
class ReactionSite:
    """Where and how one constraint owner transmits its reaction.

    ``point`` and ``frame`` are fixed in body i (body-frame vector; body-frame images of the
    joint axes as columns); ``point_j`` and ``frame_j`` are the same point and axes at the
    initial configuration, fixed in body j (the joint coordinates measure how far the two
    frames have moved apart).
    """

    owner: str
    kind: str
    joint_kind: str
    body_i: Body
    body_j: Body
    point: sp.Matrix
    frame: sp.Matrix
    components: tuple[Component, ...]
    point_j: sp.Matrix
    frame_j: sp.Matrix
    #: the joint coordinates reported (JointKind.coordinates; none for drivers and groups)
    coordinates: tuple[tuple[str, str], ...] = ()
    #: the frame of the reaction components from the frames on body i and j
    #: (JointKind.reaction_frame; the frame on body i for drivers and groups)
    reaction_frame: Callable[[sp.Matrix, sp.Matrix], sp.Matrix] = frame_on_i


def reaction_sites(checked: CheckedModel) -> list[ReactionSite]:
    """One site per constraint owner, in the order the owners first appear in the rows."""
    m = checked.mechanism
    defaults = m.defaults_map()
    joints = {j.name: j for j in m.joints}
    drivers = {d.name: d for d in m.drivers}
    owned: dict[tuple[str, str], list] = {}
    for row in checked.rows:
        owned.setdefault((row.owner_kind, row.owner), []).append(row.constraint)
    sites = []
    for (kind, owner), cons in owned.items():
        bi, bj = cons[0].body_i, cons[0].body_j
        if kind == "constraint":
            points = [c.s_i for c in cons if c.s_i is not None]
            point = points[0] if points else sp.zeros(3, 1)
            sites.append(_site(checked, owner, kind, "", bi, bj, point, sp.eye(3), ALL_COMPONENTS))
            continue
        joint = joints[owner] if kind == "joint" else joints[drivers[owner].joint]
        jk, pose = KINDS[joint.kind], checked.pose0(bi)
        point, frame = pose.A.T * (joint.point - pose.r), pose.A.T * jk.frame(joint, defaults)
        if kind == "joint":
            extra = (jk.components(joint), jk.coordinates, jk.reaction_frame)
        else:
            extra = ((DRIVER_COMPONENT[drivers[owner].coordinate],),)
        sites.append(_site(checked, owner, kind, joint.kind, bi, bj, point, frame, *extra))
    for c in m.coordinates:  # declared: they measure, they transmit nothing
        bi, bj = m.find_body(c.body_i), m.find_body(c.body_j)
        pose = checked.pose0(bi)
        point, frame = pose.A.T * (c.point - pose.r), pose.A.T * axis_frame(c.axis, defaults)
        recipe = ((c.kind, COORDINATE_KINDS[c.kind]),)
        sites.append(_site(checked, c.name, "coordinate", "", bi, bj, point, frame, (), recipe))
    return sites


def _site(
    checked: CheckedModel,
    owner: str,
    kind: str,
    joint_kind: str,
    bi: Body,
    bj: Body,
    point: sp.Matrix,
    frame: sp.Matrix,
    components: tuple[Component, ...],
    coordinates: tuple[tuple[str, str], ...] = (),
    reaction_frame: Callable[[sp.Matrix, sp.Matrix], sp.Matrix] = frame_on_i,
) -> ReactionSite:
    """A site from its point and frame fixed in body i (body frame), with their images fixed in
    body j at the initial configuration."""
    pose, pose_j = checked.pose0(bi), checked.pose0(bj)
    point_j = pose_j.A.T * (pose.r + pose.A * point - pose_j.r)
    frame_j = pose_j.A.T * pose.A * frame
    return ReactionSite(
        owner,
        kind,
        joint_kind,
        bi,
        bj,
        point,
        frame,
        components,
        point_j,
        frame_j,
        coordinates,
        reaction_frame,
    )


def _motion(ctx: Context, body: Body) -> tuple[sp.Matrix, sp.Matrix, sp.Matrix]:
    """(r, r', omega) of a body, global frame (zeros for the ground)."""
    if body.is_ground:
        return sp.zeros(3, 1), sp.zeros(3, 1), sp.zeros(3, 1)
    c = ctx.by_name[body.name]
    return c.r, c.rdot, c.A * c.omega


def site_geometry(ctx: Context, site: ReactionSite, on_j: bool = False):
    """The joint point c and the joint frame E (columns), global frame, at the current q: fixed
    in body i, or (``on_j``) their images fixed in body j."""
    if on_j:
        pose = ctx.pose(site.body_j)
        return pose.r + pose.A * site.point_j, pose.A * site.frame_j
    pose = ctx.pose(site.body_i)
    return pose.r + pose.A * site.point, pose.A * site.frame


def reaction_geometry(ctx: Context, site: ReactionSite) -> tuple[sp.Matrix, sp.Matrix]:
    """The joint point c on body i and the frame its reaction components are measured in
    (:attr:`ReactionSite.reaction_frame`), global frame, at the current q."""
    c, on_i = site_geometry(ctx, site)
    return c, site.reaction_frame(on_i, site_geometry(ctx, site, on_j=True)[1])


def joint_motion(ctx: Context, site: ReactionSite) -> list[sp.Expr]:
    """Body j's pose and its rates relative to body i, in body i's joint frame E_i (the joint
    coordinates are read from them, :mod:`mechgen.runtime.joint_coordinates`): the rotation
    R = E_i^T E_j by rows, the displacement d = E_i^T (c_j - c_i), the relative angular velocity
    E_i^T (omega_j - omega_i) and the displacement's rate as seen in body i,
    E_i^T (c_j' - c_i' - omega_i x (c_j - c_i)), with c' = r' + omega x (c - r) for a point fixed
    in its body. At the initial configuration R = I and d = 0 (the images on body j coincide
    with the frame on body i, :func:`site_geometry`)."""
    c_i, E_i = site_geometry(ctx, site)
    c_j, E_j = site_geometry(ctx, site, on_j=True)
    r_i, rd_i, w_i = _motion(ctx, site.body_i)
    r_j, rd_j, w_j = _motion(ctx, site.body_j)
    gap = c_j - c_i
    rate = rd_j + w_j.cross(c_j - r_j) - rd_i - w_i.cross(c_i - r_i) - w_i.cross(gap)
    E_t = E_i.T
    return [*(E_t * E_j), *(E_t * gap), *(E_t * (w_j - w_i)), *(E_t * rate)]


def distribution_rows(ctx: Context, site: ReactionSite) -> list[dict]:
    """The rows of B of one site (sparse, along the velocity coordinates)."""
    c, E = reaction_geometry(ctx, site)
    r_i, rd_i, w_i = _motion(ctx, site.body_i)
    r_j, rd_j, w_j = _motion(ctx, site.body_j)
    point_rate = rd_i + w_i.cross(c - r_i) - rd_j - w_j.cross(c - r_j)
    spin_rate = w_i - w_j
    rows = []
    for comp in site.components:
        power = 0
        for k, weight in enumerate(comp.wrench):
            if weight:
                rate = point_rate if k < 3 else spin_rate
                term = (E[:, k % 3].T * rate)[0, 0]
                power += term if weight == 1 else weight * term
        rows.append(ctx.jac_vel(power))
    return rows
