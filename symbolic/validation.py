"""Validation of a mechanism: collect every problem, raise once (STYLE.md item 10).

:func:`validate` resolves names, checks the physical data, orthonormalizes orientations that
are off by round-off (with a notice), expands joints and drivers into basic constraints and
checks that the initial configuration satisfies them. The result, :class:`CheckedModel`, is what
the derivations work on.
"""

from __future__ import annotations

import keyword
import math
import re
import warnings
from dataclasses import dataclass, field

import numpy as np
import symengine as se
import sympy as sp
from mechgen.core import escaping, physical
from mechgen.core.errors import ModelError, Problem

from .constraints import (
    BY_HAND,
    CONSTRAINT_KINDS,
    POINTS,
    VECTORS,
    BasicConstraint,
    Pose,
    evaluate,
)
from .expressions import CONSTANTS, shorten
from .joints import JOINT_KINDS, KINDS, JointFrames, expand_driver
from .model import COORDINATE_KINDS, Body, Mechanism
from .plain_floats import polar_rotation

IDENTIFIER = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")
#: parameter names that mean something else in the expressions of a model file (Python syntax)
RESERVED_PARAMETERS = {
    "t": "the time",
    **{k: "a Python keyword" for k in keyword.kwlist},
    **{k: "a constant of model-file expressions" for k in CONSTANTS},
}
#: emitted files are named after the mechanism (<name>_<formulation>_c.py in a cache folder)
MAX_MECHANISM_NAME = 64
#: names and labels longer than this are refused (they reach every message and emitted file)
MAX_NAME = 200
ORTHONORMAL_ROUNDOFF = 1e-3
DEFAULT_ASSEMBLY_TOLERANCE = 1e-4


@dataclass(frozen=True)
class Row:
    """One scalar constraint row with the name of what it belongs to."""

    owner: str
    owner_kind: str
    label: str
    constraint: BasicConstraint

    @property
    def title(self) -> str:
        return f"{self.owner}[{self.label}]"


@dataclass
class CheckedModel:
    """A validated mechanism ready for derivation."""

    mechanism: Mechanism
    bodies: list[Body]
    orientations: dict[str, sp.Matrix]
    rows: list[Row]
    notices: list[Problem] = field(default_factory=list)

    def pose0(self, body: Body) -> Pose:
        """Initial pose with orthonormalized orientation (ground: identity)."""
        if body.is_ground:
            return Pose(sp.zeros(3, 1), sp.eye(3))
        return Pose(body.position, self.orientations[body.name])


def spring_data(spring) -> tuple[sp.Expr, sp.Expr, sp.Expr]:
    """Stiffness, damping and rest length of a spring (mechgen.core.physical.SPRING_VALUES)."""
    return spring.stiffness, spring.damping, spring.rest_length


def _num(expr, defaults) -> float:
    """The value at the defaults; NaN where it is not a finite real number (sqrt(-1), 1/0),
    so the finiteness checks below report it."""
    try:
        value = sp.sympify(expr).subs(defaults).evalf()
    except (OverflowError, ValueError, ZeroDivisionError):  # mpmath past its range
        return math.nan
    return float(value) if value.is_extended_real and value.is_finite else math.nan


def _num_matrix(mat: sp.Matrix, defaults) -> np.ndarray:
    return np.array([[_num(x, defaults) for x in row] for row in mat.tolist()], dtype=float)


class _Collector:
    def __init__(self):
        self.problems: list[Problem] = []

    def error(self, subject: str, message: str) -> None:
        self.problems.append(Problem(subject, message))

    def warn(self, subject: str, message: str) -> None:
        self.problems.append(Problem(subject, message, "warning"))

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "warning"]


def _check_names(m: Mechanism, col: _Collector) -> None:
    """Mechanism, body and parameter names become parts of file names and identifiers of
    emitted code, so they must be identifiers; any identifier works (emitted code keeps them
    apart from its own names, see mechgen.codegen.spec.local_names), except the parameter names of
    :data:`RESERVED_PARAMETERS`. Other names and labels are free text, escaped where emitted."""
    if not isinstance(m.name, str) or not IDENTIFIER.fullmatch(m.name):
        col.error(
            f"mechanism '{_clip(m.name)}'",
            "name must be an identifier (a letter, then letters, digits, _): it names files",
        )
    elif len(m.name) > MAX_MECHANISM_NAME:
        col.error(
            f"mechanism '{_clip(m.name)}'",
            f"name has {len(m.name)} characters; at most {MAX_MECHANISM_NAME} (it names files)",
        )
    for name in m.parameters:
        if not isinstance(name, str) or not IDENTIFIER.fullmatch(name) or len(name) > MAX_NAME:
            col.error(
                f"parameter '{_clip(name)}'",
                f"name must be an identifier of at most {MAX_NAME} characters",
            )
        elif name in RESERVED_PARAMETERS:
            col.error(
                f"parameter '{name}'",
                f"'{name}' is {RESERVED_PARAMETERS[name]}; reserved are t, the Python keywords "
                f"and the constants of model-file expressions ({', '.join(CONSTANTS)})",
            )
    seen: set[str] = set()
    for body in m.bodies:
        if (
            not IDENTIFIER.fullmatch(body.name)
            or body.name == "ground"
            or len(body.name) > MAX_NAME
        ):
            col.error(
                f"body '{_clip(body.name)}'",
                f"name must be an identifier (letters, digits, _) of at most {MAX_NAME} "
                "characters, not 'ground'",
            )
        if body.name in seen:
            col.error(f"body '{body.name}'", "duplicate body name")
        seen.add(body.name)
    names: set[str] = set()
    owners = [("joint", j.name) for j in m.joints] + [("constraint", g.name) for g in m.groups]
    owners += [("driver", d.name) for d in m.drivers] + [("spring", s.name) for s in m.springs]
    for kind, name in owners:
        if not isinstance(name, str) or not name or len(name) > MAX_NAME:
            col.error(f"{kind} '{_clip(name)}'", f"name must be text of 1 to {MAX_NAME} characters")
        elif name in names:
            col.error(
                f"{kind} '{name}'",
                "duplicate name (joints, constraints, drivers and springs share one namespace)",
            )
        names.add(name)
    for group in m.groups:
        for con in group.constraints:
            if not isinstance(con.label, str) or len(con.label) > MAX_NAME:
                col.error(
                    f"constraint '{_clip(group.name)}'",
                    f"label '{_clip(con.label)}' must be text of at most {MAX_NAME} characters",
                )
    for subject, message in m.recorded_problems:
        col.error(subject, message)


def _clip(text) -> str:
    """A name for a message: printable and short (names may be hostile)."""
    return shorten(escaping.visible(str(text)), 63)


def _check_expression(expr, allowed: set, subject: str, col: _Collector, what: str) -> bool:
    unknown = sp.sympify(expr).free_symbols - allowed
    if unknown and {s.name for s in unknown} == {"t"}:
        col.error(subject, f"{what} may not depend on the time t (only loads and drivers may)")
        return False
    if unknown:
        col.error(
            subject,
            f"{what} uses unknown symbols {sorted(map(str, unknown))}; "
            "declare them with m.parameter()",
        )
        return False
    return True


def _check_twice_differentiable(expr, t: sp.Symbol, subject: str, col: _Collector, what: str):
    """Refuses |g(t)| in a prescribed motion: Phi is differentiated twice in t (the velocity and
    acceleration equations, seed 001 eqs. (3)-(4)), and |g| has no derivative where g = 0 (it
    turns the velocity around in no time, an impulsive acceleration). Judged as written and
    with t real, where sympy writes sqrt(g**2) as |g|. A smooth |g|**2 is refused too (the
    derivation, with t not declared real, would keep the |.|): write g**2."""
    real_t = sp.Symbol("t_real", real=True)
    written = sp.sympify(expr)
    real = written.subs(t, real_t).atoms(sp.Abs, sp.sign)
    kinks = sorted(
        {str(a) for a in written.atoms(sp.Abs, sp.sign) if t in a.free_symbols}
        | {str(a.subs(real_t, t)) for a in real if real_t in a.free_symbols}
    )
    if kinks:
        col.error(
            subject,
            f"{what} uses {shorten(kinks[0], 60)}, which has no derivative where its argument "
            "is zero; a prescribed motion must be twice differentiable in t (write a smooth "
            "profile, e.g. sqrt(g**2 + eps**2) for |g|)",
        )


def _geometry(vec, m: Mechanism, subject: str, col: _Collector, what: str) -> np.ndarray | None:
    """A point or direction of the model data: three real finite numbers at the defaults, in
    parameters only (geometry at the initial configuration cannot depend on t)."""
    params = set(m.parameters.values())
    if not isinstance(vec, sp.MatrixBase) or vec.shape != (3, 1):
        col.error(subject, f"{what} must be three numbers")
        return None
    if not _check_expression(vec, params, subject, col, what):
        return None
    values = _num_matrix(vec, m.defaults_map()).ravel()
    if not np.all(np.isfinite(values)):
        col.error(subject, f"{what} is not three finite real numbers at the parameter defaults")
        return None
    return values


def _check_body(body: Body, m: Mechanism, col: _Collector) -> sp.Matrix | None:
    subject = f"body '{body.name}'"
    defaults = m.defaults_map()
    params = set(m.parameters.values())
    ok = all(
        _check_expression(x, params, subject, col, what)
        for x, what in (
            (body.mass, "mass"),
            (body.inertia, "inertia"),
            (body.position, "position"),
            (body.orientation, "orientation"),
            (body.velocity, "velocity"),
            (body.angular_velocity, "angular velocity"),
        )
    )
    if not ok:
        return None
    problem = physical.mass_problem(_num(body.mass, defaults))
    if problem:
        col.error(subject, problem)
    J = _num_matrix(body.inertia, defaults) if body.inertia.shape == (3, 3) else np.zeros(0)
    problem, warning = physical.inertia_findings(J)
    if problem:
        col.error(subject, problem)
    if warning:
        col.warn(subject, warning)
    for vec, what in (
        (body.position, "position"),
        (body.velocity, "velocity"),
        (body.angular_velocity, "angular velocity"),
    ):
        if vec.shape != (3, 1) or not np.all(np.isfinite(_num_matrix(vec, defaults))):
            col.error(subject, f"{what} must be three finite numbers")
    return _check_orientation(body, defaults, col)


def _check_orientation(body: Body, defaults, col: _Collector) -> sp.Matrix | None:
    subject = f"body '{body.name}'"
    R = body.orientation
    if R.shape != (3, 3):
        col.error(subject, "orientation must be a 3x3 matrix given by rows")
        return None
    A = _num_matrix(R, defaults)
    if not np.all(np.isfinite(A)):
        col.error(subject, "orientation has non-finite entries")
        return None
    err = np.abs(A.T @ A - np.eye(3)).max()
    det = np.linalg.det(A)
    if det <= 0:
        col.error(subject, f"orientation has determinant {det:.3g}; a rotation needs +1")
        return None
    if err <= 1e-12:
        return R
    if err > ORTHONORMAL_ROUNDOFF or R.free_symbols:
        col.error(subject, f"orientation is not orthonormal (max |A^T A - I| = {err:.2e})")
        return None
    fixed = np.array(polar_rotation(A.tolist()))
    col.warn(
        subject,
        f"orientation orthonormalized (max |A^T A - I| was {err:.2e}, entries "
        f"moved by up to {np.abs(fixed - A).max():.2e})",
    )
    return sp.Matrix(fixed.tolist())


def _resolve(ref, m: Mechanism, subject: str, col: _Collector) -> Body | None:
    body = m.find_body(ref)
    if body is None:
        known = ", ".join(["ground"] + [b.name for b in m.bodies])
        col.error(subject, f"unknown body '{ref}' (known: {known})")
    return body


def _expand(m: Mechanism, checked: CheckedModel, col: _Collector) -> None:
    defaults = m.defaults_map()
    allowed = set(m.parameters.values()) | {m.t}

    def frames(subject, ref_i, ref_j):
        bi = _resolve(ref_i, m, subject, col)
        bj = _resolve(ref_j, m, subject, col)
        if bi is None or bj is None:
            return None
        if bi is bj:
            col.error(subject, f"connects body '{bi.name}' to itself")
            return None
        if any(not b.is_ground and b.name not in checked.orientations for b in (bi, bj)):
            return None
        pi, pj = checked.pose0(bi), checked.pose0(bj)
        return JointFrames(bi, bj, pi.r, pi.A, pj.r, pj.A)

    joints = {}
    for joint in m.joints:
        subject = f"joint '{joint.name}'"
        joints[joint.name] = joint
        kind = KINDS.get(joint.kind)
        if kind is None:
            col.error(subject, f"unknown joint kind '{joint.kind}' (known: {JOINT_KINDS})")
            continue
        fr = frames(subject, joint.body_i, joint.body_j)
        bad = _geometry(joint.point, m, subject, col, "point") is None
        values = {}
        for attr in kind.directions:
            vec = getattr(joint, attr)
            if vec is None:
                col.error(subject, f"{joint.kind} joint needs '{attr}'")
                bad = True
                continue
            values[attr] = _geometry(vec, m, subject, col, attr)
            if values[attr] is None:
                bad = True
            elif np.linalg.norm(values[attr]) < 1e-12:
                col.error(subject, f"{attr} has zero length")
                bad = True
        ignored = [
            a
            for a in ("axis", "axis_i", "axis_j")
            if a not in kind.directions and getattr(joint, a) is not None
        ]
        if ignored:  # a warning: models written for every kind alike give all axes
            col.warn(
                subject,
                f"a {joint.kind} joint takes no {', '.join(ignored)}: ignored "
                f"(it takes {', '.join(('point', *kind.directions))})",
            )
        unused = sorted(set(joint.options) - set(kind.scalars))
        if unused:
            col.error(
                subject,
                f"a {joint.kind} joint takes no {', '.join(unused)} "
                f"(it takes {', '.join(kind.scalars) or 'no scalar data'})",
            )
            bad = True
        for name in kind.scalars:
            if name in joint.options and not _check_expression(
                joint.options[name], allowed, subject, col, name
            ):
                bad = True
        if not bad:
            for message in kind.check(joint, values):
                col.error(subject, message)
                bad = True
        if fr is None or bad:
            continue
        for con in kind.rows(joint, fr, kind.vectors(joint, fr, defaults)):
            checked.rows.append(Row(joint.name, "joint", con.label, con))
    for name in m.cut_joints:
        if name not in joints:
            col.error(f"cut joint '{name}'", f"is not a joint (known: {sorted(joints)})")
    for group in m.groups:
        for con in group.constraints:
            subject = f"constraint '{group.name}' ({con.label})"
            if con.kind not in BY_HAND:
                col.error(subject, f"unknown basic constraint '{con.kind}' (known: {BY_HAND})")
                continue
            missing = [v for v in CONSTRAINT_KINDS[con.kind].vectors if getattr(con, v) is None]
            if missing:
                col.error(subject, f"{con.kind} needs {', '.join(missing)}")
                continue
            for v in VECTORS:
                vec = getattr(con, v)
                values = None if vec is None else _geometry(vec, m, subject, col, v)
                if values is not None and v not in POINTS and np.linalg.norm(values) < 1e-12:
                    col.error(subject, f"{v} has zero length")
            if not _check_expression(con.f, allowed, subject, col, "f"):
                continue
            _check_twice_differentiable(con.f, m.t, subject, col, "f")
            fr = frames(subject, con.body_i, con.body_j)
            if fr is None:
                continue
            con.body_i, con.body_j = fr.bi, fr.bj
            checked.rows.append(Row(group.name, "constraint", con.label, con))
    for driver in m.drivers:
        subject = f"driver '{driver.name}'"
        joint = joints.get(driver.joint)
        if joint is None:
            col.error(subject, f"unknown joint '{driver.joint}' (known: {sorted(joints)})")
            continue
        coords = KINDS[joint.kind].drivable if joint.kind in KINDS else ()
        if not coords:
            drivable = [k.name for k in KINDS.values() if k.drivable]
            col.error(
                subject,
                f"a {joint.kind} joint has no single coordinate to drive "
                f"(drivable: {', '.join(drivable)})",
            )
            continue
        if not driver.coordinate:
            if len(coords) > 1:
                col.error(
                    subject,
                    f"say which coordinate of the {joint.kind} joint to drive: "
                    f"coordinate='angle' or 'displacement'",
                )
                continue
            driver.coordinate = coords[0]
        if driver.coordinate not in coords:
            col.error(subject, f"a {joint.kind} joint cannot drive '{driver.coordinate}'")
            continue
        if not _check_expression(driver.expr, allowed, subject, col, "driver expression"):
            continue
        _check_twice_differentiable(driver.expr, m.t, subject, col, "the driver expression")
        fr = frames(subject, joint.body_i, joint.body_j)
        if fr is not None and joint.axis is not None:
            con = expand_driver(driver, joint, fr, defaults)
            checked.rows.append(Row(driver.name, "driver", con.label, con))
    for load in m.loads:
        _resolve(load.body, m, "force", col)
        _geometry(load.point, m, "force", col, "point")
    for spring in m.springs:
        subject = f"spring '{spring.name}'"
        _resolve(spring.body_i, m, subject, col)
        _resolve(spring.body_j, m, subject, col)
        _geometry(spring.point_i, m, subject, col, "point_i")
        _geometry(spring.point_j, m, subject, col, "point_j")
        for value, what in zip(spring_data(spring), physical.SPRING_VALUES, strict=True):
            if not _check_expression(value, allowed, subject, col, what):
                continue
            problem = physical.spring_problem(_num(value.subs(m.t, 0), defaults), what)
            if problem:
                col.error(subject, problem)
    _check_markers(m, col)
    _check_coordinates(m, col)
    _check_connected(m, col)


def _check_markers(m: Mechanism, col: _Collector) -> None:
    """Markers: identifier names, each once, on a known body, at a point of numbers or
    parameter expressions."""
    seen: set[str] = set()
    for marker in m.markers:
        subject = f"marker '{_clip(marker.name)}'"
        _series_name(marker.name, seen, subject, col, "duplicate marker name")
        _resolve(marker.body, m, subject, col)
        _geometry(marker.point, m, subject, col, "point")


def _series_name(name, seen: set[str], subject: str, col: _Collector, duplicate: str) -> None:
    """A name that keys series (markers, coordinates): an identifier of at most MAX_NAME
    characters, not in ``seen``, which it joins."""
    if not isinstance(name, str) or not IDENTIFIER.fullmatch(name) or len(name) > MAX_NAME:
        col.error(
            subject,
            f"name must be an identifier (letters, digits, _) of at most {MAX_NAME} characters",
        )
    elif name in seen:
        col.error(subject, duplicate)
    seen.add(name)


def _check_coordinates(m: Mechanism, col: _Collector) -> None:
    """Declared coordinates: identifier names, each once and none a joint's, driver's, group's
    or spring's (they share the joint coordinates' series), a known kind, two known bodies that
    differ, a point and a non-zero axis of numbers or parameter expressions."""
    taken = {j.name for j in m.joints} | {g.name for g in m.groups}
    taken |= {d.name for d in m.drivers} | {s.name for s in m.springs}
    seen = set(taken)
    for coordinate in m.coordinates:
        subject = f"coordinate '{_clip(coordinate.name)}'"
        duplicate = "duplicate name (a coordinate, joint, constraint, driver or spring)"
        _series_name(coordinate.name, seen, subject, col, duplicate)
        if coordinate.kind not in COORDINATE_KINDS:
            kinds = ", ".join(COORDINATE_KINDS)
            col.error(subject, f"kind must be one of {kinds}, got '{_clip(coordinate.kind)}'")
        bodies = [_resolve(b, m, subject, col) for b in (coordinate.body_i, coordinate.body_j)]
        if bodies[0] is not None and bodies[0] is bodies[1]:
            col.error(subject, "body_i and body_j are the same body")
        _geometry(coordinate.point, m, subject, col, "point")
        axis = _geometry(coordinate.axis, m, subject, col, "axis")
        if axis is not None and np.linalg.norm(axis) < 1e-12:
            col.error(subject, "axis has zero length")


def _check_connected(m: Mechanism, col: _Collector) -> None:
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


def initial_residuals(checked: CheckedModel) -> list[tuple[Row, float]]:
    """Phi of every row at the initial configuration, t = 0, default parameters."""
    m = checked.mechanism
    subs = {se.sympify(k): v for k, v in m.defaults_map().items()}
    subs[se.sympify(m.t)] = 0.0
    out = []
    for row in checked.rows:
        con = row.constraint
        value = evaluate(con, checked.pose0(con.body_i), checked.pose0(con.body_j))
        out.append((row, _finite(value.subs(subs))))
    return out


def _finite(value) -> float:
    """A residual as a float: NaN where it is not a finite real number (log of a negative
    number at t = 0), which the caller reports as a violated row."""
    try:
        number = complex(value)
    except (RuntimeError, TypeError, ValueError):
        return math.nan
    return number.real if number.imag == 0 and math.isfinite(number.real) else math.nan


def validate(
    m: Mechanism, *, assemble: bool = False, assembly_tolerance: float = DEFAULT_ASSEMBLY_TOLERANCE
) -> CheckedModel:
    """Validates a mechanism and expands its joints into basic-constraint rows.

    Args:
        m: the mechanism.
        assemble: accept an initial configuration that violates the constraints by more than
            ``assembly_tolerance``; the runtime then assembles it by Newton projection.
        assembly_tolerance: largest |Phi| accepted without ``assemble``.

    Raises:
        ModelError: listing every problem, each naming the body, joint or parameter at fault.
    """
    col = _Collector()
    _check_names(m, col)
    checked = CheckedModel(m, list(m.bodies), {}, [])
    if not m.bodies:
        col.error(f"mechanism '{m.name}'", "has no bodies")
    _check_expression(m.gravity, set(m.parameters.values()), "gravity", col, "gravity")
    bad_defaults = [
        name
        for name, value in m.defaults.items()
        if not isinstance(value, (int, float)) or not math.isfinite(value)
    ]
    for name in bad_defaults:
        col.error(
            f"parameter '{name}'", f"default must be a finite number, got {m.defaults[name]!r}"
        )
    if bad_defaults:  # every numeric check below evaluates at the defaults
        raise ModelError(col.errors)
    for body in m.bodies:
        orientation = _check_body(body, m, col)
        if orientation is not None:
            checked.orientations[body.name] = orientation
    _expand(m, checked, col)
    if not col.errors:
        for row, value in initial_residuals(checked):
            if not math.isfinite(value):
                col.error(
                    f"{row.owner_kind} '{row.owner}'",
                    f"{row.label} is not a finite real number at t = 0 (an expression outside "
                    "its domain there, such as the log or sqrt of a negative number)",
                )
            elif abs(value) > assembly_tolerance and not assemble:
                col.error(
                    f"{row.owner_kind} '{row.owner}'",
                    f"initial configuration violates {row.label}: residual {value:.3e}; fix the "
                    "data or assemble it by Newton projection (assemble=True, CLI --assemble)",
                )
    if col.errors:
        raise ModelError(col.errors)
    for w in col.warnings:
        warnings.warn(str(w), stacklevel=3)
    checked.notices = col.warnings
    return checked


def work_sources(checked: CheckedModel) -> list[Problem]:
    """What does work on the mechanism besides gravity and undamped springs, each named:
    drivers, constraint rows that depend on time, applied loads, spring damping. A mechanism
    without any is conservative: its energy (kinetic, gravity, springs) is constant along the
    exact motion."""
    m = checked.mechanism
    problems = [Problem(f"driver '{d.name}'", "prescribes a motion") for d in m.drivers]
    problems += [
        Problem(f"{row.owner_kind} '{row.owner}'", f"{row.label} depends on time")
        for row in checked.rows
        if m.t in sp.sympify(row.constraint.f).free_symbols
    ]
    for load in m.loads:
        name = load.body if isinstance(load.body, str) else load.body.name
        problems.append(Problem(f"force on body '{name}'", "an applied load"))
    problems += [Problem(f"spring '{s.name}'", "has damping") for s in m.springs if s.damping != 0]
    problems += [
        Problem(f"spring '{s.name}'", "changes its stiffness or rest length in time")
        for s in m.springs
        if m.t in (sp.sympify(s.stiffness).free_symbols | sp.sympify(s.rest_length).free_symbols)
    ]
    return problems
