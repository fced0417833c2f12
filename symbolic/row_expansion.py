"""The expansion of joints, basic constraints and drivers into constraint rows.

Each joint, basic constraint and driver is checked (its bodies, geometry, data and, for a
driver, the coordinate it drives) and, where nothing is wrong, expanded into the basic-constraint
rows it stands for (:mod:`mechgen.symbolic.joints`), each a :class:`Row` naming what it belongs
to; every problem is recorded in the collector.
"""

from __future__ import annotations

import numpy as np

from .checked_model import CheckedModel, Row
from .constraints import BY_HAND, CONSTRAINT_KINDS, POINTS, VECTORS, BasicConstraint
from .joints import JOINT_KINDS, KINDS, JointFrames, JointKind, expand_driver
from .model import Driver, Joint, Mechanism
from .validation_checks import (
    Collector,
    check_expression,
    check_twice_differentiable,
    geometry,
    resolve,
)


def expand_rows(m: Mechanism, checked: CheckedModel, col: Collector) -> None:
    """Appends to ``checked.rows`` the rows of every joint, basic constraint and driver of
    ``m`` that passes its checks (bodies need their checked orientations), and records in
    ``col`` what is wrong with the others and with the cut joints."""
    expansion = _Expansion(m, checked, col)
    joints = {joint.name: joint for joint in m.joints}
    for joint in m.joints:
        expansion.joint(joint)
    for name in m.cut_joints:
        if name not in joints:
            col.error(f"cut joint '{name}'", f"is not a joint (known: {sorted(joints)})")
    for group in m.groups:
        for con in group.constraints:
            expansion.constraint(group.name, con)
    for driver in m.drivers:
        expansion.driver(driver, joints)


class _Expansion:
    """The expansion of one mechanism: its parameter defaults, the symbols its prescribed
    values may use (parameters and t), and where rows and problems go."""

    def __init__(self, m: Mechanism, checked: CheckedModel, col: Collector):
        self.m = m
        self.checked = checked
        self.col = col
        self.defaults = m.defaults_map()
        self.allowed = set(m.parameters.values()) | {m.t}

    def frames(self, subject: str, ref_i, ref_j) -> JointFrames | None:
        """The frames of two distinct known bodies at their initial poses; None where a body is
        unknown (recorded), the same (recorded) or has no checked orientation."""
        bi = resolve(ref_i, self.m, subject, self.col)
        bj = resolve(ref_j, self.m, subject, self.col)
        if bi is None or bj is None:
            return None
        if bi is bj:
            self.col.error(subject, f"connects body '{bi.name}' to itself")
            return None
        if any(not b.is_ground and b.name not in self.checked.orientations for b in (bi, bj)):
            return None
        pi, pj = self.checked.pose0(bi), self.checked.pose0(bj)
        return JointFrames(bi, bj, pi.r, pi.A, pj.r, pj.A)

    def joint(self, joint: Joint) -> None:
        """The rows of a joint of a known kind whose frames and data are right."""
        subject = f"joint '{joint.name}'"
        kind = KINDS.get(joint.kind)
        if kind is None:
            self.col.error(subject, f"unknown joint kind '{joint.kind}' (known: {JOINT_KINDS})")
            return
        fr = self.frames(subject, joint.body_i, joint.body_j)
        if not self._joint_data(joint, kind, subject) or fr is None:
            return
        for con in kind.rows(joint, fr, kind.vectors(joint, fr, self.defaults)):
            self.checked.rows.append(Row(joint.name, "joint", con.label, con))

    def _joint_data(self, joint: Joint, kind: JointKind, subject: str) -> bool:
        """Whether the joint's point, directions and scalar data are right, and then its kind's
        own checks pass (every problem recorded)."""
        point = geometry(joint.point, self.m, subject, self.col, "point") is not None
        values = self._directions(joint, kind, subject)
        scalars = self._scalars(joint, kind, subject)
        if not (point and values is not None and scalars):
            return False
        problems = kind.check(joint, values)
        for message in problems:
            self.col.error(subject, message)
        return not problems

    def _directions(self, joint: Joint, kind: JointKind, subject: str) -> dict | None:
        """The directions the joint's kind takes, at the defaults; None where one is missing,
        not three finite numbers or of zero length. Axes the kind does not take are a warning:
        models written for every kind alike give all axes."""
        values, bad = {}, False
        for attr in kind.directions:
            vec = getattr(joint, attr)
            if vec is None:
                self.col.error(subject, f"{joint.kind} joint needs '{attr}'")
                bad = True
                continue
            values[attr] = geometry(vec, self.m, subject, self.col, attr)
            if values[attr] is None:
                bad = True
            elif np.linalg.norm(values[attr]) < 1e-12:
                self.col.error(subject, f"{attr} has zero length")
                bad = True
        ignored = [
            a
            for a in ("axis", "axis_i", "axis_j")
            if a not in kind.directions and getattr(joint, a) is not None
        ]
        if ignored:
            self.col.warn(
                subject,
                f"a {joint.kind} joint takes no {', '.join(ignored)}: ignored "
                f"(it takes {', '.join(('point', *kind.directions))})",
            )
        return None if bad else values

    def _scalars(self, joint: Joint, kind: JointKind, subject: str) -> bool:
        """Whether the joint's scalar data are those of its kind, each an expression in the
        parameters and t."""
        ok = True
        unused = sorted(set(joint.options) - set(kind.scalars))
        if unused:
            self.col.error(
                subject,
                f"a {joint.kind} joint takes no {', '.join(unused)} "
                f"(it takes {', '.join(kind.scalars) or 'no scalar data'})",
            )
            ok = False
        for name in kind.scalars:
            if name in joint.options and not check_expression(
                joint.options[name], self.allowed, subject, self.col, name
            ):
                ok = False
        return ok

    def constraint(self, group: str, con: BasicConstraint) -> None:
        """The row of a basic constraint of a known kind with the vectors it needs, a twice
        differentiable prescribed value and known bodies (resolved in place)."""
        subject = f"constraint '{group}' ({con.label})"
        if con.kind not in BY_HAND:
            self.col.error(subject, f"unknown basic constraint '{con.kind}' (known: {BY_HAND})")
            return
        missing = [v for v in CONSTRAINT_KINDS[con.kind].vectors if getattr(con, v) is None]
        if missing:
            self.col.error(subject, f"{con.kind} needs {', '.join(missing)}")
            return
        for v in VECTORS:
            vec = getattr(con, v)
            values = None if vec is None else geometry(vec, self.m, subject, self.col, v)
            if values is not None and v not in POINTS and np.linalg.norm(values) < 1e-12:
                self.col.error(subject, f"{v} has zero length")
        if not check_expression(con.f, self.allowed, subject, self.col, "f"):
            return
        check_twice_differentiable(con.f, self.m.t, subject, self.col, "f")
        fr = self.frames(subject, con.body_i, con.body_j)
        if fr is None:
            return
        con.body_i, con.body_j = fr.bi, fr.bj
        self.checked.rows.append(Row(group, "constraint", con.label, con))

    def driver(self, driver: Driver, joints: dict[str, Joint]) -> None:
        """The row of a driver of a known joint's coordinate, by a twice differentiable
        expression in the parameters and t."""
        subject = f"driver '{driver.name}'"
        joint = joints.get(driver.joint)
        if joint is None:
            self.col.error(subject, f"unknown joint '{driver.joint}' (known: {sorted(joints)})")
            return
        if not self._driven_coordinate(driver, joint, subject):
            return
        if not check_expression(driver.expr, self.allowed, subject, self.col, "driver expression"):
            return
        check_twice_differentiable(
            driver.expr, self.m.t, subject, self.col, "the driver expression"
        )
        fr = self.frames(subject, joint.body_i, joint.body_j)
        if fr is not None and joint.axis is not None:
            con = expand_driver(driver, joint, fr, self.defaults)
            self.checked.rows.append(Row(driver.name, "driver", con.label, con))

    def _driven_coordinate(self, driver: Driver, joint: Joint, subject: str) -> bool:
        """Whether the driver names a coordinate its joint's kind can drive; one it leaves out
        is set where the kind has only one."""
        coords = KINDS[joint.kind].drivable if joint.kind in KINDS else ()
        if not coords:
            drivable = [k.name for k in KINDS.values() if k.drivable]
            self.col.error(
                subject,
                f"a {joint.kind} joint has no single coordinate to drive "
                f"(drivable: {', '.join(drivable)})",
            )
            return False
        if not driver.coordinate:
            if len(coords) > 1:
                self.col.error(
                    subject,
                    f"say which coordinate of the {joint.kind} joint to drive: "
                    f"coordinate='angle' or 'displacement'",
                )
                return False
            driver.coordinate = coords[0]
        if driver.coordinate not in coords:
            self.col.error(subject, f"a {joint.kind} joint cannot drive '{driver.coordinate}'")
            return False
        return True
