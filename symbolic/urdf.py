"""A mechanism from a URDF file (the Unified Robot Description Format of ROS; issue 39).

Read with the standard library's XML parser, within bounds: a URDF is untrusted input, so the
file has at most :data:`mechgen.symbolic.bounded_document.MAX_BYTES` bytes and
:data:`MAX_ELEMENTS` elements, and a document type declaration (the only way XML has to make a
small file stand for a large one, or to read other files) is refused; nothing in the file is
executed or looked up.

What a link and a joint become (URDF's own conventions, as ROS and Pinocchio read them):

* The kinematic tree at zero joint positions gives every link frame: a joint's frame is its
  ``origin`` (``xyz``, then ``rpy``: R = Rz(yaw) Ry(pitch) Rx(roll)) in its parent link's frame,
  and the child link's frame is the joint's frame.
* Links joined by ``fixed`` joints are one rigid body, the first of them towards the root, with
  their masses, centres of mass and inertias added (parallel axes), as Pinocchio's URDF reader
  does; links fixed to the root are the ground. A link without mass between joints (the cross
  of a universal joint made of two revolutes) is a frame, a body without mass and inertia that
  only the relative formulation takes; one that carries no mass below it is an error. The
  root link is fixed in space (a fixed base, as Pinocchio's ``buildModelFromUrdf``), or with
  ``floating_base=True`` it and the links fixed to it are a free body (a floating base, as
  Pinocchio's ``JointModelFreeFlyer`` root; a file can say the same with a massless ``world``
  link above its root link, joined to it by a ``floating`` joint).
* A body is its link's frame at its centre of mass: the orientation of the link frame and the
  inertia of ``inertial`` turned from its own ``origin`` frame into the link frame.
* ``revolute`` and ``continuous`` joints are revolute joints, ``prismatic`` prismatic,
  ``planar`` planar (the plane normal to ``axis``), about and along the joint's ``axis``
  (default x) turned into the world; ``floating`` leaves its child a free body. Each joint
  moves its child relative to its parent, so the ``relative`` formulation's coordinate of a
  joint is the file's joint position, in the file's sign, from zero at the file's zero
  configuration (tested against Pinocchio).
* Gravity is (0, 0, -9.81), as in ROS and Pinocchio.

What the file has that mechgen does not model is named in one warning per kind: joint limits
and safety controllers, joint dynamics (damping, friction), collision geometry (contacts),
transmissions (actuators), simulator extensions (``gazebo``), calibration and ``mimic``
couplings (a mimicking joint keeps its own coordinate, as Pinocchio reads it by default).
Visual geometry and materials are not dynamics and pass unsaid. A link that moves without
mass, together with everything fixed to it, makes the model unusable as it is: an error names
it.

Link and robot names become identifiers (every other character an underscore; ``ground`` is
taken); joint names stay as they are (they are labels).
"""

from __future__ import annotations

import difflib
import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from mechgen.core.errors import ModelError, Problem
from mechgen.core.rotations import exp_so3

from .bounded_document import Refused, bounded_text
from .imported_bodies import identifier, in_body_axes, lumped, warn_ignored
from .model import Mechanism

#: elements of a URDF (the largest robot of example-robot-data, Talos, has about 1,400)
MAX_ELEMENTS = 100_000
#: joint types and the joint kind each becomes (None: no joint, a free body)
JOINT_TYPES = {
    "revolute": "revolute",
    "continuous": "revolute",
    "prismatic": "prismatic",
    "fixed": None,
    "floating": None,
    "planar": "planar",
}
#: what mechgen does not model: (where it is found, what it is), one warning per kind
IGNORED = {
    "limit": ("joint", "joint limits"),
    "safety_controller": ("joint", "safety controllers"),
    "dynamics": ("joint", "joint dynamics (damping, friction)"),
    "calibration": ("joint", "joint calibration"),
    "mimic": ("joint", "mimic couplings (each such joint moves on its own, as in Pinocchio)"),
    "collision": ("link", "collision geometry (contacts)"),
    "transmission": ("robot", "transmissions (actuators)"),
    "gazebo": ("robot", "simulator extensions (gazebo)"),
}
GRAVITY = (0.0, 0.0, -9.81)


@dataclass
class _Link:
    name: str
    mass: float = 0.0
    com: np.ndarray = field(default_factory=lambda: np.zeros(3))
    inertia: np.ndarray = field(default_factory=lambda: np.zeros((3, 3)))


@dataclass
class _Joint:
    name: str
    type: str
    parent: str
    child: str
    xyz: np.ndarray
    rotation: np.ndarray
    axis: np.ndarray


class URDFError(ModelError):
    """The problems of one URDF file, each naming the element at fault."""


def load(path: str | Path, floating_base: bool = False) -> Mechanism:
    """The Mechanism of a URDF file; ``floating_base``: the root link is a free body (a
    legged robot's trunk), not the ground.

    Raises:
        URDFError: naming the file and the link or joint of every problem.
    """
    path = Path(path)
    root = _parse(path)
    problems: list[Problem] = []
    links = _links(root, path.name, problems)
    joints = _joints(root, path.name, links, problems)
    if problems:
        raise URDFError(problems)
    base = _root(links, joints, path.name)
    unmodelled: list[tuple[str, str]] = []
    _warn_ignored(root, path.name, unmodelled)
    frames = _frames(base, joints)
    owner = _owners(base, joints)
    m = _mechanism(root, path.name, links, joints, (base, floating_base), frames, owner)
    m.unmodelled = unmodelled
    return m


def _parse(path: Path) -> ET.Element:
    """The document's root element, read within bounds."""
    where = f"file '{path}'"
    try:
        content = bounded_text(path)
    except Refused as exc:
        raise URDFError([Problem(where, str(exc))]) from None
    if re.search(r"<!(DOCTYPE|ENTITY)", content, re.IGNORECASE):
        raise URDFError(
            [Problem(where, "has a document type declaration (<!DOCTYPE or <!ENTITY): refused")]
        )
    try:
        root = ET.fromstring(content)
    except ET.ParseError as exc:
        raise URDFError([Problem(where, f"is not well-formed XML ({exc})")]) from None
    if sum(1 for _ in root.iter()) > MAX_ELEMENTS:
        raise URDFError([Problem(where, f"has more than {MAX_ELEMENTS} elements")])
    if root.tag != "robot":
        raise URDFError([Problem(where, f"has <{root.tag}> at its root, not <robot>")])
    return root


def _numbers(
    element: ET.Element | None,
    attribute: str,
    count: int,
    default,
    where: str,
    problems: list[Problem],
) -> np.ndarray:
    """``count`` finite numbers of an attribute (``default`` when the element or the attribute
    is missing)."""
    raw = None if element is None else element.get(attribute)
    if raw is None:
        return np.array(default, dtype=float)
    try:
        values = [float(x) for x in raw.split()]
    except ValueError:
        values = []
    if len(values) != count or not all(math.isfinite(x) for x in values):
        problems.append(Problem(where, f"{attribute}={raw[:80]!r} is not {count} finite number(s)"))
        return np.array(default, dtype=float)
    return np.array(values)


def rotation(rpy: np.ndarray) -> np.ndarray:
    """URDF's rotation of roll, pitch, yaw about the fixed x, y, z axes: Rz Ry Rx."""
    roll, pitch, yaw = (exp_so3(angle * axis) for angle, axis in zip(rpy, np.eye(3), strict=True))
    return yaw @ pitch @ roll


def _links(root: ET.Element, name: str, problems: list[Problem]) -> dict[str, _Link]:
    links: dict[str, _Link] = {}
    for element in root.findall("link"):
        link_name = element.get("name")
        where = f"{name}: link '{link_name}'"
        if not link_name:
            problems.append(Problem(f"{name}: a link", "has no name"))
            continue
        if link_name in links:
            problems.append(Problem(where, "is defined twice"))
            continue
        link = links[link_name] = _Link(link_name)
        inertial = element.find("inertial")
        if inertial is None:
            continue
        origin = inertial.find("origin")
        link.com = _numbers(origin, "xyz", 3, (0, 0, 0), where, problems)
        turn = rotation(_numbers(origin, "rpy", 3, (0, 0, 0), where, problems))
        link.mass = float(_numbers(inertial.find("mass"), "value", 1, (0,), where, problems)[0])
        if link.mass < 0:
            problems.append(Problem(where, f"has a negative mass {link.mass:g}"))
        tensor = inertial.find("inertia")
        i = {
            k: float(_numbers(tensor, k, 1, (0,), where, problems)[0])
            for k in ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")
        }
        own = np.array(
            [
                [i["ixx"], i["ixy"], i["ixz"]],
                [i["ixy"], i["iyy"], i["iyz"]],
                [i["ixz"], i["iyz"], i["izz"]],
            ]
        )
        link.inertia = turn @ own @ turn.T
    return links


def _joints(
    root: ET.Element, name: str, links: dict[str, _Link], problems: list[Problem]
) -> list[_Joint]:
    joints: list[_Joint] = []
    parents: dict[str, str] = {}
    for element in root.findall("joint"):
        joint_name = element.get("name") or ""
        where = f"{name}: joint '{joint_name}'"
        kind = element.get("type")
        if kind not in JOINT_TYPES:
            problems.append(Problem(where, f"has type {kind!r}; known: {', '.join(JOINT_TYPES)}"))
            continue
        ends = {}
        for end in ("parent", "child"):
            tag = element.find(end)
            link = None if tag is None else tag.get("link")
            if link not in links:
                near = difflib.get_close_matches(str(link), links, n=1)
                hint = f" (did you mean '{near[0]}'?)" if near else ""
                problems.append(
                    Problem(where, f"{end} link {link!r} is not a link of the file{hint}")
                )
            ends[end] = link
        if ends["child"] in parents:
            problems.append(
                Problem(
                    where,
                    f"link '{ends['child']}' already has joint '{parents[ends['child']]}' "
                    "to its parent: a URDF is a tree",
                )
            )
            continue
        parents[ends["child"]] = joint_name
        origin = element.find("origin")
        axis = _numbers(element.find("axis"), "xyz", 3, (1, 0, 0), where, problems)
        norm = float(np.linalg.norm(axis))
        if norm == 0 and kind not in ("fixed", "floating"):
            problems.append(Problem(where, "has a zero axis"))
            norm = 1.0
        joints.append(
            _Joint(
                joint_name,
                kind,
                ends["parent"],
                ends["child"],
                _numbers(origin, "xyz", 3, (0, 0, 0), where, problems),
                rotation(_numbers(origin, "rpy", 3, (0, 0, 0), where, problems)),
                axis / (norm or 1.0),
            )
        )
    return joints


def _root(links: dict[str, _Link], joints: list[_Joint], name: str) -> str:
    """The one link that is no joint's child, every link reachable from it."""
    children = {j.child for j in joints}
    roots = [link for link in links if link not in children]
    if len(roots) != 1:
        raise URDFError(
            [
                Problem(
                    f"file '{name}'",
                    f"has {len(roots)} root links ({', '.join(roots[:8])}); a URDF is one tree",
                )
            ]
        )
    reached = {roots[0], *(link for link, _ in _down(roots[0], joints))}
    lost = [link for link in links if link not in reached]
    if lost:
        raise URDFError(
            [
                Problem(
                    f"file '{name}'",
                    f"links {', '.join(lost[:8])} are not connected to the "
                    f"root link '{roots[0]}' (a loop of joints)",
                )
            ]
        )
    return roots[0]


def _warn_ignored(root: ET.Element, name: str, said: list) -> None:
    """One warning per kind of what mechgen does not model, each also appended to ``said``."""
    for tag, (parent, what) in IGNORED.items():
        found = (
            root.findall(tag)
            if parent == "robot"
            else [e for e in root.findall(parent) if e.find(tag) is not None]
        )
        if found:
            warn_ignored(
                name,
                what,
                len(found),
                f"<{tag}> elements" if parent == "robot" else f"{parent}s",
                [e.get("name") or e.get("reference") for e in found],
                said,
            )


def _down(base: str, joints: list[_Joint]):
    """(link, the joint to its parent) of every link below ``base``, parents before children
    (a walk over a map of children: linear in the size of the tree, whatever its shape)."""
    below: dict[str, list[_Joint]] = {}
    for j in joints:
        below.setdefault(j.parent, []).append(j)
    todo = [base]
    while todo:
        for j in below.get(todo.pop(), ()):
            yield j.child, j
            todo.append(j.child)


def _frames(base: str, joints: list[_Joint]) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """(position, rotation) of every link frame at zero joint positions."""
    frames = {base: (np.zeros(3), np.eye(3))}
    for link, j in _down(base, joints):
        p, R = frames[j.parent]
        frames[link] = (p + R @ j.xyz, R @ j.rotation)
    return frames


def _owners(base: str, joints: list[_Joint]) -> dict[str, str]:
    """The body of every link: the nearest link towards the root reached by a joint that is not
    fixed (the root itself for links fixed to it)."""
    owner = {base: base}
    for link, j in _down(base, joints):
        owner[link] = owner[j.parent] if j.type == "fixed" else link
    return owner


def _mechanism(root, name, links, joints, root_link, frames, owner) -> Mechanism:
    """The mechanism of the parsed file; ``root_link``: (the root link, whether it floats)."""
    base, floating = root_link
    robot = identifier(root.get("name") or Path(name).stem, set())
    m = Mechanism(robot, gravity=GRAVITY)
    bodies, taken = {} if floating else {base: m.ground}, set()
    problems: list[Problem] = []
    parent_joint = {j.child: j for j in joints}
    groups: dict[str, list[str]] = {}
    for link in frames:
        groups.setdefault(owner[link], []).append(link)
    below = {link: links[link].mass for link in frames}  # mass carried below each link
    for link, j in reversed(list(_down(base, joints))):
        below[j.parent] += below[link]
    for link, group in groups.items():
        if link in bodies:
            continue
        mass, com, inertia = lumped([_in_world(links[k], frames) for k in group])
        p, R = frames[link]
        if mass <= 0 and any(below[k] > 0 for k in group):
            # a link without mass between joints (a universal joint's cross): a frame
            bodies[link] = m.add_body(
                identifier(link, taken), 0, [[0.0] * 3] * 3, position=p.tolist(),
                orientation=R.tolist(),
            )  # fmt: skip
            continue
        if mass <= 0:
            moves = (
                f"moves with joint '{parent_joint[link].name}'"
                if link in parent_joint
                else "is the floating base"
            )
            problems.append(
                Problem(
                    f"{name}: link '{link}'",
                    f"has no mass{' (nor ' + ', '.join(group[1:5]) + ')' if len(group) > 1 else ''}"
                    f" and {moves}: give it an <inertial>",
                )
            )
            continue
        bodies[link] = m.add_body(
            identifier(link, taken),
            mass,
            in_body_axes(inertia, R),
            position=com.tolist(),
            orientation=R.tolist(),
        )
    if problems:
        raise URDFError(problems)
    for j in joints:
        kind = JOINT_TYPES[j.type]
        if kind is None:
            continue
        p, R = frames[j.child]
        m.add_joint(
            kind,
            bodies[owner[j.parent]],
            bodies[j.child],
            point=p.tolist(),
            axis=(R @ j.axis).tolist(),
            name=j.name,
        )
    return m


def _in_world(link: _Link, frames) -> tuple[float, np.ndarray, np.ndarray]:
    """A link's mass, centre of mass and inertia in world axes at zero joint positions."""
    p, R = frames[link.name]
    return link.mass, p + R @ link.com, R @ link.inertia @ R.T
