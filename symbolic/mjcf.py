"""A mechanism from an MJCF file (MuJoCo's XML format; issue 39), read through MuJoCo's own
compiler (the ``mujoco`` package, an optional dependency: ``pip install "mechgen[mjcf]"``).

MuJoCo compiles the file as it always does (defaults and classes, ``childclass``, ``fromto``,
inertias from geoms, ``<include>``), and the mechanism is read from the compiled model at its
reference configuration ``qpos0``, where MuJoCo's forward kinematics gives every body's
inertial frame and every joint's anchor and axis in the world:

* A body is placed at its centre of mass ``xipos`` and turned as MuJoCo's body frame ``xmat``
  (in which MuJoCo measures its ball joints' quaternions), with ``body_mass`` and the
  principal inertia ``body_inertia`` of the inertial frame ``ximat`` turned into that frame.
* A body without a joint is welded to its parent: both are one rigid body (masses, centres and
  inertias combined), and bodies welded to the world are the ground.
* ``hinge`` joints are revolute joints, ``slide`` joints prismatic, ``ball`` joints spherical
  (at the anchor), and a ``free`` joint leaves its body a free body. A body with several joints
  (gymnasium's hopper, walker and humanoid) gets a frame between each two, a body without mass
  and inertia that only the relative formulation takes (:func:`_add_joints`). Each joint moves
  its body relative to its parent body, so the ``relative`` formulation's coordinate of a
  hinge or slide is MuJoCo's ``qpos`` minus ``qpos0``, in MuJoCo's sign and order, a ball
  joint's Euler parameters are MuJoCo's quaternion (w, x, y, z) and a free body's the
  displacement of its centre of mass and the quaternion of its turn in its frame at ``qpos0``
  (tested against MuJoCo; :func:`as_modelled` reduces a MuJoCo model to what mechgen models
  of it, for such comparisons).
* Gravity is the model's ``opt.gravity``.

* An equality ``connect`` is a spherical joint at its anchor (on body1, or site1) and a
  ``weld`` a fixed joint at body2's anchor (or site2), both cut from the joint tree: the loops
  they close hold exactly (MuJoCo holds them softly, by ``solref`` and ``solimp``). Each must
  hold at ``qpos0`` (mechgen starts from an assembled configuration): a connect's two anchors
  coincide, a weld's residual as MuJoCo measures it vanishes.

What the model has that mechgen does not model is named in one warning per kind: joint limits,
damping, armature, friction loss and springs, actuators, tendons, geoms that can collide
(contacts) and equality constraints inactive at the start. What it cannot import yet is an
error naming the element: equality constraints other than connect and weld (joint, tendon and
flex couplings) or violated at ``qpos0``, and a moving body without mass.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from mechgen.core.errors import ModelError, Problem

from .bounded_document import Refused, bounded_text
from .imported_bodies import Part, identifier, in_body_axes, lumped, warn_ignored
from .model import Mechanism, as_vector

#: MuJoCo's joint types (mjtJoint) and the joint kind each becomes (None: a free body)
JOINT_TYPES = {0: None, 1: "spherical", 2: "prismatic", 3: "revolute"}
#: MuJoCo's equality types (mjtEq) mechgen imports and the joint kind each becomes
EQUALITY_TYPES = {0: "spherical", 1: "fixed"}
#: largest residual of an equality constraint at qpos0 (MuJoCo's efc_pos) that holds there
EQUALITY_TOLERANCE = 1e-9


class MJCFError(ModelError):
    """The problems of one MJCF file, each naming the element at fault."""


def load(path: str | Path) -> Mechanism:
    """The Mechanism of an MJCF file.

    Raises:
        MJCFError: MuJoCo is missing or refuses the file (its message), or the file has what
            mechgen cannot import, naming each body, joint or constraint.
    """
    path = Path(path)
    where = f"file '{path}'"
    try:
        import mujoco
    except ImportError:
        raise MJCFError(
            [Problem(where, 'reading MJCF needs MuJoCo: pip install "mechgen[mjcf]"')]
        ) from None
    try:
        bounded_text(path)
    except Refused as exc:
        raise MJCFError([Problem(where, str(exc))]) from None
    try:
        model = mujoco.MjModel.from_xml_path(str(path))
    except ValueError as exc:
        raise MJCFError([Problem(where, f"MuJoCo cannot compile it: {exc}")]) from None
    data = mujoco.MjData(model)
    data.qpos[:] = model.qpos0
    mujoco.mj_kinematics(model, data)
    names = _Names(mujoco, model)
    _check(model, names, path.name)
    unmodelled: list[tuple[str, str]] = []
    _warn_ignored(model, names, path.name, unmodelled)
    mechanism = _mechanism(model, data, names, path)
    mechanism.unmodelled = unmodelled
    return mechanism


class _Names:
    """The names MuJoCo gives bodies, joints and equality constraints (index when unnamed)."""

    def __init__(self, mujoco, model):
        self._name, self._model, self._kinds = mujoco.mj_id2name, model, mujoco.mjtObj

    def body(self, k: int) -> str:
        return self._name(self._model, self._kinds.mjOBJ_BODY, k) or f"body{k}"

    def joint(self, k: int) -> str:
        return self._name(self._model, self._kinds.mjOBJ_JOINT, k) or f"joint{k}"

    def equality(self, k: int) -> str:
        return self._name(self._model, self._kinds.mjOBJ_EQUALITY, k) or f"equality{k}"


def _check(model, names: _Names, name: str) -> None:
    problems = [
        Problem(
            f"{name}: equality '{names.equality(k)}'",
            "couples joints, tendons or flexes; mechgen imports connect and weld constraints",
        )
        for k in range(model.neq)
        if int(model.eq_type[k]) not in EQUALITY_TYPES
    ]
    if problems:
        raise MJCFError(problems)


def _warn_ignored(model, names: _Names, name: str, said: list) -> None:
    """One warning per kind of what mechgen does not model, each also appended to ``said``."""
    dof_joint = model.dof_jntid
    per_joint = {
        "joint limits": [j for j in range(model.njnt) if model.jnt_limited[j]],
        "joint springs": [j for j in range(model.njnt) if model.jnt_stiffness[j] != 0],
        "joint damping": sorted({int(dof_joint[d]) for d in np.flatnonzero(model.dof_damping)}),
        "joint armature": sorted({int(dof_joint[d]) for d in np.flatnonzero(model.dof_armature)}),
        "joint friction loss": sorted(
            {int(dof_joint[d]) for d in np.flatnonzero(model.dof_frictionloss)}
        ),
    }
    for what, joints in per_joint.items():
        if joints:
            warn_ignored(name, what, len(joints), "joints", [names.joint(j) for j in joints], said)
    inactive = [k for k in range(model.neq) if not model.eq_active0[k]]
    if inactive:
        warn_ignored(
            name,
            "inactive equality constraints",
            len(inactive),
            "equalities",
            [names.equality(k) for k in inactive],
            said,
        )
    counts = {
        "actuators": model.nu,
        "tendons": model.ntendon,
        "contacts (geoms that can collide)": int(
            np.count_nonzero(model.geom_contype | model.geom_conaffinity)
            if np.any(model.geom_contype) and np.any(model.geom_conaffinity)
            else 0
        ),
    }
    for what, count in counts.items():
        if count:
            warn_ignored(name, what, count, said=said)


def _mechanism(model, data, names: _Names, path: Path) -> Mechanism:
    robot = identifier(path.stem, set())
    m = Mechanism(robot, gravity=tuple(float(g) for g in model.opt.gravity))
    owner = {0: 0}
    for b in range(1, model.nbody):
        owner[b] = b if model.body_jntnum[b] else owner[int(model.body_parentid[b])]
    bodies, taken, problems = {0: m.ground}, set(), []
    groups: dict[int, list[int]] = {}
    for b in range(1, model.nbody):
        groups.setdefault(owner[b], []).append(b)
    for b, group in groups.items():
        if b == 0:
            continue
        mass, com, inertia = lumped([_part(model, data, k) for k in group])
        if mass <= 0:
            problems.append(Problem(f"{path.name}: body '{names.body(b)}'", "moves without mass"))
            continue
        R = data.xmat[b].reshape(3, 3)
        bodies[b] = m.add_body(
            identifier(names.body(b), taken),
            mass,
            in_body_axes(inertia, R),
            position=com.tolist(),
            orientation=R.tolist(),
        )
    if problems:
        raise MJCFError(problems)
    for b in range(1, model.nbody):
        _add_joints(m, model, data, names, (bodies, owner, taken), b)
    _close_loops(m, model, data, names, (bodies, owner), path.name)
    return m


def _add_joints(m: Mechanism, model, data, names: _Names, placed, b: int) -> None:
    """Body b's joints, in MuJoCo's order. MuJoCo composes several joints of one body, each
    turning or sliding the body about or along its axis as the joints before it have placed it
    (mj_kinematics); mechgen joins two bodies by one joint, so each joint but the last moves a
    frame (a body without mass and inertia, :func:`mechgen.core.physical.is_frame`, named
    <body>_<joint>) that the next one moves on from: the same composition, for the relative
    formulation, which alone takes frames."""
    bodies, owner, taken = placed
    joints = range(model.body_jntadr[b], model.body_jntadr[b] + model.body_jntnum[b])
    parent = bodies.get(owner[int(model.body_parentid[b])])
    for k, j in enumerate(joints):
        kind = JOINT_TYPES[int(model.jnt_type[j])]
        if kind is None:
            continue
        child = bodies[b]
        if k < len(joints) - 1:
            child = m.add_body(
                identifier(f"{names.body(b)}_{names.joint(j)}", taken),
                0,
                [[0.0] * 3] * 3,
                position=data.xpos[b].tolist(),
                orientation=data.xmat[b].reshape(3, 3).tolist(),
            )
        m.add_joint(
            kind,
            parent,
            child,
            point=data.xanchor[j].tolist(),
            axis=None if kind == "spherical" else data.xaxis[j].tolist(),
            name=names.joint(j),
        )
        parent = child


def _close_loops(m: Mechanism, model, data, names: _Names, placed, name: str) -> None:
    """The active connect and weld constraints as cut joints (module docstring), each checked
    at qpos0."""
    import mujoco

    bodies, owner = placed
    active = [k for k in range(model.neq) if model.eq_active0[k]]
    if not active:
        return
    mujoco.mj_forward(model, data)
    rows = data.efc_type == mujoco.mjtConstraint.mjCNSTR_EQUALITY
    measured: dict[int, float] = {}
    for k, value in zip(data.efc_id[rows], data.efc_pos[rows], strict=True):
        measured[int(k)] = max(measured.get(int(k), 0.0), abs(float(value)))
    problems, taken = [], {j.name for j in m.joints}
    for k in active:
        where = f"{name}: equality '{names.equality(k)}'"
        kind = EQUALITY_TYPES[int(model.eq_type[k])]
        (b1, p1), (b2, p2) = _ends(mujoco, model, data, k)
        residual = measured.get(k) if kind == "fixed" else float(np.linalg.norm(p1 - p2))
        if residual is None or residual > EQUALITY_TOLERANCE:
            said = "unmeasured" if residual is None else f"{residual:.3g}"
            gap = "" if kind == "fixed" else " m apart"
            problems.append(
                Problem(
                    where,
                    f"does not hold at qpos0 (its anchors {said}{gap}); mechgen starts from "
                    "the model's reference configuration: place the bodies (pos, quat) or the "
                    "joints' ref so that the constraint holds there",
                )
            )
            continue
        if owner[b1] == owner[b2]:
            problems.append(Problem(where, "joins two parts of one rigid body"))
            continue
        joint = names.equality(k)
        while joint in taken:
            joint += "_"
        taken.add(joint)
        point = p1 if kind == "spherical" else p2
        m.add_joint(kind, bodies[owner[b1]], bodies[owner[b2]], point=point.tolist(), name=joint)
        m.cut_joint(joint)
    if problems:
        raise MJCFError(problems)


def _ends(mujoco, model, data, k: int) -> tuple[tuple[int, np.ndarray], tuple[int, np.ndarray]]:
    """(body, anchor in the world at qpos0) of both ends of equality k: its sites, or its bodies
    with the anchors of ``eq_data`` in their frames (body2's computed by MuJoCo's compiler)."""
    ends = []
    for side, obj in enumerate((model.eq_obj1id[k], model.eq_obj2id[k])):
        if model.eq_objtype[k] == mujoco.mjtObj.mjOBJ_SITE:
            ends.append((int(model.site_bodyid[obj]), np.array(data.site_xpos[obj])))
            continue
        local = model.eq_data[k][3 * side : 3 * side + 3]
        frame = data.xmat[obj].reshape(3, 3)
        ends.append((int(obj), data.xpos[obj] + frame @ local))
    return ends[0], ends[1]


def set_qvel(mechanism: Mechanism, model, qvel) -> None:
    """Starts ``mechanism``, imported by :func:`load` from the compiled ``model``
    (``mujoco.MjModel``), with MuJoCo's joint velocities ``qvel`` at ``qpos0``: a hinge's or
    slide's rate, a ball joint's angular velocity in its body's frame, and a free joint's
    linear velocity of the body's origin (world) and angular velocity (body frame), which
    become the centre of mass velocity and angular velocity of the free body. Velocities that
    the loops of ``connect`` and ``weld`` constraints do not allow are made consistent by the
    runtime, as any initial velocity.

    Raises:
        MJCFError: ``qvel`` of another length than the model's ``nv``, or a joint or free body
            that ``mechanism`` does not have (another model's), naming it.
    """
    import mujoco

    qvel = np.asarray(qvel, dtype=float)
    if qvel.shape != (model.nv,):
        raise MJCFError([Problem("qvel", f"has {qvel.size} values; the model has nv = {model.nv}")])
    data = mujoco.MjData(model)
    data.qpos[:] = model.qpos0
    mujoco.mj_kinematics(model, data)
    names = _Names(mujoco, model)
    joints = {j.name: j for j in mechanism.joints}
    bodies = {b.name: b for b in mechanism.bodies}
    for j in range(model.njnt):
        kind, b, at = int(model.jnt_type[j]), int(model.jnt_bodyid[j]), model.jnt_dofadr[j]
        frame = data.xmat[b].reshape(3, 3)
        if JOINT_TYPES[kind] is None:
            body = bodies.get(identifier(names.body(b), set()))
            if body is None:
                raise MJCFError([Problem(f"body '{names.body(b)}'", "is not in the mechanism")])
            w = frame @ qvel[at + 3 : at + 6]
            lever = np.array(body.position, dtype=float).ravel() - data.xpos[b]
            body.velocity = as_vector((qvel[at : at + 3] + np.cross(w, lever)).tolist())
            body.angular_velocity = as_vector(w.tolist())
            continue
        joint = joints.get(names.joint(j))
        if joint is None:
            raise MJCFError([Problem(f"joint '{names.joint(j)}'", "is not in the mechanism")])
        if JOINT_TYPES[kind] == "spherical":
            w = frame @ qvel[at : at + 3]
            mechanism.set_joint_rates(joint, wx=w[0], wy=w[1], wz=w[2])
        else:
            rate = "angle" if JOINT_TYPES[kind] == "revolute" else "displacement"
            mechanism.set_joint_rates(joint, **{rate: float(qvel[at])})


def as_modelled(model, loops: bool = True):
    """A compiled MuJoCo model (``mujoco.MjModel``) reduced, in place, to what mechgen models
    of it, so that the two compare one to one: no joint damping, armature, friction loss or
    springs, no tendon springs or dampers, contacts and limits off, and without ``loops`` the
    equality constraints off too (the open tree). Returns the model."""
    import mujoco

    for field in (
        "dof_damping",
        "dof_armature",
        "dof_frictionloss",
        "jnt_stiffness",
        "tendon_stiffness",
        "tendon_damping",
    ):
        getattr(model, field)[:] = 0
    off = mujoco.mjtDisableBit
    model.opt.disableflags |= off.mjDSBL_CONTACT | off.mjDSBL_LIMIT
    if not loops:
        model.opt.disableflags |= off.mjDSBL_EQUALITY
    return model


def _part(model, data, b: int) -> Part:
    """A body's mass, centre of mass and inertia in world axes at qpos0."""
    R = data.ximat[b].reshape(3, 3)
    return (
        float(model.body_mass[b]),
        np.array(data.xipos[b]),
        R @ np.diag(model.body_inertia[b]) @ R.T,
    )
