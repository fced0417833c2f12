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
  (at the anchor), and a ``free`` joint leaves its body a free body. Each joint moves its body
  relative to its parent body, so the ``relative`` formulation's coordinate of a hinge or slide
  is MuJoCo's ``qpos`` minus ``qpos0``, in MuJoCo's sign and order, a ball joint's Euler
  parameters are MuJoCo's quaternion (w, x, y, z) and a free body's the displacement of its
  centre of mass and the quaternion of its turn in its frame at ``qpos0`` (tested against
  MuJoCo).
* Gravity is the model's ``opt.gravity``.

What the model has that mechgen does not model is named in one warning per kind: joint limits,
damping, armature, friction loss and springs, actuators, tendons, and geoms that can collide
(contacts). What it cannot import yet is an error naming the element: a body with more than
one joint (MuJoCo composes them; mechgen joins two bodies by one joint), equality constraints
(closed loops), and a moving body without mass.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from mechgen.core.errors import ModelError, Problem

from .bounded_document import Refused, bounded_text
from .imported_bodies import Part, identifier, in_body_axes, lumped, warn_ignored
from .model import Mechanism

#: MuJoCo's joint types (mjtJoint) and the joint kind each becomes (None: a free body)
JOINT_TYPES = {0: None, 1: "spherical", 2: "prismatic", 3: "revolute"}


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
    _warn_ignored(model, names, path.name)
    return _mechanism(model, data, names, path)


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
            f"{name}: body '{names.body(b)}'",
            f"has {model.body_jntnum[b]} joints; mechgen joins two bodies by one joint (split "
            "the body into one body per joint, each with its own inertia)",
        )
        for b in range(1, model.nbody)
        if model.body_jntnum[b] > 1
    ]
    problems += [
        Problem(
            f"{name}: equality '{names.equality(k)}'",
            "closes a loop, which the MJCF import does not take yet (build the loop with "
            "Mechanism.add_joint and cut_joint)",
        )
        for k in range(model.neq)
    ]
    if problems:
        raise MJCFError(problems)


def _warn_ignored(model, names: _Names, name: str) -> None:
    """One warning per kind of what mechgen does not model."""
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
            warn_ignored(name, what, len(joints), "joints", [names.joint(j) for j in joints])
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
            warn_ignored(name, what, count)


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
    for j in range(model.njnt):
        kind = JOINT_TYPES[int(model.jnt_type[j])]
        if kind is None:
            continue
        b = int(model.jnt_bodyid[j])
        m.add_joint(
            kind,
            bodies[owner[int(model.body_parentid[b])]],
            bodies[b],
            point=data.xanchor[j].tolist(),
            axis=None if kind == "spherical" else data.xaxis[j].tolist(),
            name=names.joint(j),
        )
    return m


def _part(model, data, b: int) -> Part:
    """A body's mass, centre of mass and inertia in world axes at qpos0."""
    R = data.ximat[b].reshape(3, 3)
    return (
        float(model.body_mass[b]),
        np.array(data.xipos[b]),
        R @ np.diag(model.body_inertia[b]) @ R.T,
    )
