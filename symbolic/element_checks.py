"""The checks of the elements that add no constraint rows: applied loads, springs, markers,
declared coordinates, and a notice for a body that nothing connects.
"""

from __future__ import annotations

import numpy as np
import sympy as sp
from mechgen.core import physical

from .model import COORDINATE_KINDS, Mechanism
from .name_checks import check_series_name
from .validation_checks import Collector, check_expression, clip, geometry, num, resolve


def check_elements(m: Mechanism, col: Collector) -> None:
    """Checks the loads, springs, markers and declared coordinates of ``m``, and notices a body
    that nothing connects."""
    _check_loads(m, col)
    _check_springs(m, col)
    _check_markers(m, col)
    _check_coordinates(m, col)
    _check_connected(m, col)


def spring_data(spring) -> tuple[sp.Expr, sp.Expr, sp.Expr]:
    """Stiffness, damping and rest length of a spring (mechgen.core.physical.SPRING_VALUES)."""
    return spring.stiffness, spring.damping, spring.rest_length


def _check_loads(m: Mechanism, col: Collector) -> None:
    """Applied loads: on a known body, at a point of numbers or parameter expressions."""
    for load in m.loads:
        resolve(load.body, m, "force", col)
        geometry(load.point, m, "force", col, "point")


def _check_springs(m: Mechanism, col: Collector) -> None:
    """Springs: between known bodies, at points of numbers or parameter expressions, with
    stiffness, damping and rest length that are physical at t = 0 (they may depend on t)."""
    defaults = m.defaults_map()
    allowed = set(m.parameters.values()) | {m.t}
    for spring in m.springs:
        subject = f"spring '{spring.name}'"
        resolve(spring.body_i, m, subject, col)
        resolve(spring.body_j, m, subject, col)
        geometry(spring.point_i, m, subject, col, "point_i")
        geometry(spring.point_j, m, subject, col, "point_j")
        for value, what in zip(spring_data(spring), physical.SPRING_VALUES, strict=True):
            if not check_expression(value, allowed, subject, col, what):
                continue
            problem = physical.spring_problem(num(value.subs(m.t, 0), defaults), what)
            if problem:
                col.error(subject, problem)


def _check_markers(m: Mechanism, col: Collector) -> None:
    """Markers: identifier names, each once, on a known body, at a point of numbers or
    parameter expressions."""
    seen: set[str] = set()
    for marker in m.markers:
        subject = f"marker '{clip(marker.name)}'"
        check_series_name(marker.name, seen, subject, col, "duplicate marker name")
        resolve(marker.body, m, subject, col)
        geometry(marker.point, m, subject, col, "point")


def _check_coordinates(m: Mechanism, col: Collector) -> None:
    """Declared coordinates: identifier names, each once and none a joint's, driver's, group's
    or spring's (they share the joint coordinates' series), a known kind, two known bodies that
    differ, a point and a non-zero axis of numbers or parameter expressions."""
    taken = {j.name for j in m.joints} | {g.name for g in m.groups}
    taken |= {d.name for d in m.drivers} | {s.name for s in m.springs}
    seen = set(taken)
    for coordinate in m.coordinates:
        subject = f"coordinate '{clip(coordinate.name)}'"
        duplicate = "duplicate name (a coordinate, joint, constraint, driver or spring)"
        check_series_name(coordinate.name, seen, subject, col, duplicate)
        if coordinate.kind not in COORDINATE_KINDS:
            kinds = ", ".join(COORDINATE_KINDS)
            col.error(subject, f"kind must be one of {kinds}, got '{clip(coordinate.kind)}'")
        bodies = [resolve(b, m, subject, col) for b in (coordinate.body_i, coordinate.body_j)]
        if bodies[0] is not None and bodies[0] is bodies[1]:
            col.error(subject, "body_i and body_j are the same body")
        geometry(coordinate.point, m, subject, col, "point")
        axis = geometry(coordinate.axis, m, subject, col, "axis")
        if axis is not None and np.linalg.norm(axis) < 1e-12:
            col.error(subject, "axis has zero length")


def _check_connected(m: Mechanism, col: Collector) -> None:
    """A notice for a body that nothing connects (no joint, constraint, driver or spring) in
    a mechanism that has joints: it flies freely, which is rarely what was meant (a free-
    floating body of its own is legitimate, hence not an error)."""
    if not m.joints and not m.groups:
        return
    ends = [(j.body_i, j.body_j) for j in m.joints] + [(s.body_i, s.body_j) for s in m.springs]
    ends += [(c.body_i, c.body_j) for g in m.groups for c in g.constraints]
    used = {b if isinstance(b, str) else b.name for pair in ends for b in pair}
    for body in m.bodies:
        if body.name not in used:
            col.warn(
                f"body '{body.name}'",
                "no joint, constraint or spring connects it: it moves freely (connect it, or "
                "remove it if it is left over)",
            )
