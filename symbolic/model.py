"""The mechanism model: bodies, joints, basic constraints, drivers, forces and parameters.

Building a mechanism only records what the user says (STYLE.md item 10); nothing is derived and
nothing is checked until :func:`mechgen.symbolic.validation.validate` or
:func:`mechgen.symbolic.derive.derive` runs, so that every problem can be collected and reported at
once.

Conventions (DESIGN.md, "Mechanism model"): SI units; a body frame sits at the centre of mass;
``orientation`` maps body to global and is given by rows; joint points and axes are global, at
the initial configuration; basic-constraint vectors and force/spring points are in body frames;
forces and torques are global.
"""

from __future__ import annotations

from collections.abc import Sequence
from copy import deepcopy
from dataclasses import dataclass, field, fields

import sympy as sp

from .constraints import BasicConstraint

Number = float | int | sp.Expr
Vector = Sequence[Number]


def as_expr(value: Number) -> sp.Expr:
    """Converts a number or expression into a sympy expression (floats stay floats)."""
    return sp.sympify(value)


def as_vector(values: Vector | None, default: Vector = (0, 0, 0)) -> sp.Matrix:
    """Converts three numbers or expressions into a 3x1 sympy column."""
    vals = default if values is None else values
    return sp.Matrix([as_expr(v) for v in vals])


@dataclass(eq=False)
class Body:
    """A rigid body; ``index`` is its position in the mechanism (ground: -1)."""

    name: str
    mass: sp.Expr
    inertia: sp.Matrix
    position: sp.Matrix
    orientation: sp.Matrix
    velocity: sp.Matrix
    angular_velocity: sp.Matrix
    index: int

    @property
    def is_ground(self) -> bool:
        """Whether this is the ground (the fixed frame every mechanism has)."""
        return self.index < 0


def body_name(ref: Body | str) -> str:
    """The name of a body reference: a Body, or the name it is recorded by."""
    return ref if isinstance(ref, str) else ref.name


@dataclass(eq=False)
class Joint:
    """A lower pair given in global terms at the initial configuration."""

    name: str
    kind: str
    body_i: Body | str
    body_j: Body | str
    point: sp.Matrix
    axis: sp.Matrix | None = None
    axis_i: sp.Matrix | None = None
    axis_j: sp.Matrix | None = None
    #: scalar data of the kind (:attr:`mechgen.symbolic.joints.JointKind.scalars`), e.g. pitch
    options: dict[str, sp.Expr] = field(default_factory=dict)


@dataclass(eq=False)
class ConstraintGroup:
    """Basic constraints added by hand under one name (e.g. Haug's revolute 'A')."""

    name: str
    constraints: list[BasicConstraint] = field(default_factory=list)


@dataclass(eq=False)
class Driver:
    """A prescribed joint coordinate: revolute angle or prismatic displacement, f(t)."""

    name: str
    joint: str
    expr: sp.Expr
    coordinate: str


@dataclass(eq=False)
class PointLoad:
    """A global force at a body-frame point plus a global torque, functions of t and p."""

    body: Body | str
    force: sp.Matrix
    point: sp.Matrix
    torque: sp.Matrix


@dataclass(eq=False)
class Marker:
    """A named point on a body (body frame), a sensor: its position, velocity and
    acceleration are reported along a run (``marker.NAME.r``, ``.v``, ``.a``)."""

    name: str
    body: Body | str
    point: sp.Matrix


#: the kinds of a declared coordinate (Mechanism.add_coordinate) and the joint-coordinate
#: recipe each is read with (mechgen.runtime.joint_coordinates)
COORDINATE_KINDS = {"angle": "angle_z", "displacement": "along_z"}


@dataclass(eq=False)
class Coordinate:
    """A coordinate measured between two bodies, declared by the user (Mechanism.add_coordinate)
    where no joint kind names one (a mechanism of basic constraints): the angle of body j about
    ``axis`` relative to body i, or the displacement of body j's copy of ``point`` along
    ``axis`` relative to body i's; point and axis global at the initial configuration, where
    the coordinate is 0. Reported like a joint's (``joint.NAME.angle``, ...)."""

    name: str
    body_i: Body | str
    body_j: Body | str
    kind: str
    point: sp.Matrix
    axis: sp.Matrix


@dataclass(eq=False)
class Spring:
    """A linear spring-damper between two body-frame points."""

    name: str
    body_i: Body | str
    body_j: Body | str
    point_i: sp.Matrix
    point_j: sp.Matrix
    stiffness: sp.Expr
    damping: sp.Expr
    rest_length: sp.Expr


class Mechanism:
    """A constrained multibody system described symbolically.

    Example::

        m = Mechanism("pendulum", gravity=(0, 0, -9.81))
        L = m.parameter("L", 2.0)
        bar = m.add_body("bar", mass=1.0, inertia=(1e-3, 0.3, 0.3), position=(0, L / 2, 0))
        m.add_joint("revolute", m.ground, bar, point=(0, 0, 0), axis=(1, 0, 0), name="J1")
    """

    def __init__(self, name: str, gravity: Vector = (0, 0, -9.81), assemble: bool = False):
        """Starts an empty mechanism.

        Args:
            name: identifier of the mechanism (names emitted files).
            gravity: gravitational acceleration, global.
            assemble: the initial configuration is approximate (rounded textbook data): accept
                constraint violations at t = 0 and let the runtime assemble the initial
                configuration by Newton projection.
        """
        self.name = name
        self.assemble = assemble
        self.gravity = as_vector(gravity)
        self.t = sp.Symbol("t")
        self.ground = Body(
            "ground",
            sp.Integer(0),
            sp.zeros(3, 3),
            sp.zeros(3, 1),
            sp.eye(3),
            sp.zeros(3, 1),
            sp.zeros(3, 1),
            -1,
        )
        self.parameters: dict[str, sp.Symbol] = {}
        self.defaults: dict[str, float] = {}
        self.bodies: list[Body] = []
        self.joints: list[Joint] = []
        self.groups: list[ConstraintGroup] = []
        self.drivers: list[Driver] = []
        self.loads: list[PointLoad] = []
        self.springs: list[Spring] = []
        self.markers: list[Marker] = []
        self.coordinates: list[Coordinate] = []
        self.joint_rates: dict[str, dict[str, sp.Expr | sp.Matrix]] = {}
        self.cut_joints: list[str] = []
        self.recorded_problems: list[tuple[str, str]] = []
        #: what an imported file has that mechgen does not model, (subject, message): every
        #: module of the mechanism records it (METADATA notices) and every run says it
        self.unmodelled: list[tuple[str, str]] = []

    # -- parameters ---------------------------------------------------------------------------

    def __repr__(self) -> str:
        parts = [f"{len(self.bodies)} bodies", f"{len(self.joints)} joints"]
        parts += [
            f"{len(x)} {what}"
            for x, what in ((self.groups, "constraint groups"), (self.parameters, "parameters"))
            if x
        ]
        return f"Mechanism({self.name!r}, {', '.join(parts)})"

    def parameter(self, name: str, default: float) -> sp.Symbol:
        """Declares a named parameter with a default value and returns its symbol."""
        if name in self.parameters:
            self.recorded_problems.append((f"parameter '{name}'", "declared twice"))
            return self.parameters[name]
        symbol = sp.Symbol(name)
        self.parameters[name] = symbol
        self.defaults[name] = default
        return symbol

    # -- bodies -------------------------------------------------------------------------------
    def add_body(
        self,
        name: str,
        mass: Number,
        inertia: Vector | Sequence[Vector],
        position: Vector = (0, 0, 0),
        orientation: Sequence[Vector] | None = None,
        velocity: Vector = (0, 0, 0),
        angular_velocity: Vector = (0, 0, 0),
    ) -> Body:
        """Adds a rigid body.

        Args:
            name: unique identifier (keys the results).
            mass: mass of the body.
            inertia: three principal values or a full 3x3 matrix about the centre of mass,
                body frame.
            position: initial centre of mass, global.
            orientation: initial rotation matrix body -> global, given by rows.
            velocity: initial centre-of-mass velocity, global.
            angular_velocity: initial angular velocity, global.
        """
        inertia_rows = list(inertia)
        if len(inertia_rows) == 3 and all(not isinstance(r, (list, tuple)) for r in inertia_rows):
            j = sp.diag(*[as_expr(x) for x in inertia_rows])
        else:
            j = sp.Matrix([[as_expr(x) for x in row] for row in inertia_rows])
        rows = orientation if orientation is not None else ((1, 0, 0), (0, 1, 0), (0, 0, 1))
        body = Body(
            name,
            as_expr(mass),
            j,
            as_vector(position),
            sp.Matrix([[as_expr(x) for x in row] for row in rows]),
            as_vector(velocity),
            as_vector(angular_velocity),
            len(self.bodies),
        )
        self.bodies.append(body)
        return body

    # -- joints and constraints ---------------------------------------------------------------
    def add_joint(
        self,
        kind: str,
        body_i: Body | str,
        body_j: Body | str,
        point: Vector = (0, 0, 0),
        axis: Vector | None = None,
        axis_i: Vector | None = None,
        axis_j: Vector | None = None,
        normal: Vector | None = None,
        name: str | None = None,
        **options: Number,
    ) -> Joint:
        """Adds a joint of one of the kinds of :data:`mechgen.symbolic.joints.KINDS` (spherical,
        revolute, cylindrical, prismatic, planar, universal, fixed, screw). Point and axes are
        global at the initial configuration; ``normal`` is the planar joint's plane normal (an
        alias of ``axis``); ``options`` are a kind's scalar data (a screw's ``pitch``: the axial
        advance per turn, right-handed if positive)."""
        joint = Joint(
            name or f"J{len(self.joints) + 1}",
            kind,
            body_i,
            body_j,
            as_vector(point),
            None
            if (axis if axis is not None else normal) is None
            else as_vector(axis if axis is not None else normal),
            None if axis_i is None else as_vector(axis_i),
            None if axis_j is None else as_vector(axis_j),
            {key: as_expr(value) for key, value in options.items()},
        )
        self.joints.append(joint)
        return joint

    def add_constraint(
        self,
        kind: str,
        body_i: Body | str,
        body_j: Body | str,
        *,
        a_i: Vector | None = None,
        a_j: Vector | None = None,
        b_i: Vector | None = None,
        b_j: Vector | None = None,
        s_i: Vector | None = None,
        s_j: Vector | None = None,
        c: Vector | None = None,
        f: Number = 0,
        name: str | None = None,
        label: str | None = None,
    ) -> BasicConstraint:
        """Adds one basic constraint (seed 001, Table 1) with body-frame vectors.

        ``f`` is a constant or an expression in ``m.t`` (a driver). Calls sharing ``name`` form
        one group, reported under that name (e.g. the rows of Haug's revolute joint 'A').
        """
        group_name = name or f"C{len(self.groups) + 1}"
        group = next((g for g in self.groups if g.name == group_name), None)
        if group is None:
            group = ConstraintGroup(group_name)
            self.groups.append(group)
        con = BasicConstraint(
            kind,
            body_i,
            body_j,
            label or f"{kind} #{len(group.constraints) + 1}",
            as_expr(f),
            *(None if x is None else as_vector(x) for x in (a_i, a_j, b_i, b_j, s_i, s_j, c)),
        )
        group.constraints.append(con)
        return con

    def drive(
        self,
        joint: str | Joint,
        expr: Number,
        coordinate: str | None = None,
        name: str | None = None,
    ) -> Driver:
        """Prescribes a joint coordinate as a function of ``m.t``.

        The revolute (or cylindrical, ``coordinate="angle"``) angle is measured from the initial
        configuration, right-handed about the joint axis, body j relative to body i; the
        prismatic (or cylindrical, ``coordinate="displacement"``) displacement likewise along the
        axis. The angle driver never loses rank (see :func:`mechgen.symbolic.constraints.angle`).
        """
        joint_name = joint.name if isinstance(joint, Joint) else joint
        driver = Driver(name or f"{joint_name}_driver", joint_name, as_expr(expr), coordinate or "")
        self.drivers.append(driver)
        return driver

    def set_joint_rates(self, joint: str | Joint, **rates: Number | Vector) -> None:
        """Initial joint rates, body j relative to body i; the initial velocities of the bodies
        downstream then follow from the joint tree (seed 000 eqs. 57, 174, 176, 183).

        Rates by joint kind (``JointKind.rates`` of :mod:`mechgen.symbolic.joints`): revolute
        ``angle``; cylindrical ``displacement``, ``angle``; prismatic ``displacement``; planar
        ``ub``, ``uc`` (along the two in-plane axes the joint chooses) or ``translation`` (a
        global vector in the plane), and ``angle``; universal ``angle_i``, ``angle_j``;
        spherical ``wx``, ``wy``, ``wz`` (relative angular velocity, global); screw ``angle``
        (the advance follows from the pitch). Rates not given are zero. Bodies that start a tree
        (free bases) keep the velocities given to :meth:`add_body`.
        """
        name = joint.name if isinstance(joint, Joint) else joint
        self.joint_rates[name] = {
            k: as_vector(v) if isinstance(v, (list, tuple)) else as_expr(v)
            for k, v in rates.items()
        }

    def cut_joint(self, joint: str | Joint) -> None:
        """Cuts this joint when a spanning tree is built (the relative formulation, seed 004
        section 6, and the director formulation's null-space tree): its rows become closure
        conditions. Joints not named are cut by the depth-first rule."""
        self.cut_joints.append(joint.name if isinstance(joint, Joint) else joint)

    # -- loads --------------------------------------------------------------------------------
    def add_force(
        self,
        body: Body | str,
        force: Vector = (0, 0, 0),
        point: Vector = (0, 0, 0),
        torque: Vector = (0, 0, 0),
    ) -> PointLoad:
        """Applies a global force at a body-frame point and a global torque."""
        load = PointLoad(body, as_vector(force), as_vector(point), as_vector(torque))
        self.loads.append(load)
        return load

    def add_spring(
        self,
        body_i: Body | str,
        body_j: Body | str,
        point_i: Vector = (0, 0, 0),
        point_j: Vector = (0, 0, 0),
        stiffness: Number = 0,
        damping: Number = 0,
        rest_length: Number = 0,
        name: str | None = None,
    ) -> Spring:
        """Adds a linear spring-damper between two body-frame points."""
        spring = Spring(
            name or f"S{len(self.springs) + 1}",
            body_i,
            body_j,
            as_vector(point_i),
            as_vector(point_j),
            as_expr(stiffness),
            as_expr(damping),
            as_expr(rest_length),
        )
        self.springs.append(spring)
        return spring

    # -- sensors ------------------------------------------------------------------------------
    def add_marker(self, name: str, body: Body | str, point: Vector = (0, 0, 0)) -> Marker:
        """Adds a marker: a named point on a body, in the body's frame, whose global position,
        velocity and acceleration every run reports (series ``marker.NAME.r``, ``.v``,
        ``.a``; the summary's ``final.markers``)."""
        marker = Marker(name, body, as_vector(point))
        self.markers.append(marker)
        return marker

    def add_coordinate(
        self,
        name: str,
        body_i: Body | str,
        body_j: Body | str,
        kind: str = "angle",
        point: Vector = (0, 0, 0),
        axis: Vector = (0, 0, 1),
    ) -> Coordinate:
        """Declares a coordinate between two bodies that every run reports like a joint's
        (series ``joint.NAME.angle`` or ``joint.NAME.displacement`` and their ``_rate``; the
        summary's ``final.joints``): ``kind`` ``"angle"``, body j's rotation about ``axis``
        relative to body i (right-handed), or ``"displacement"``, body j's motion along
        ``axis`` relative to body i, measured at ``point``; both global at the initial
        configuration, where the coordinate is 0. For mechanisms built from basic constraints,
        whose groups name no coordinates (the crank angle and the slider travel of a slider
        crank)."""
        coordinate = Coordinate(name, body_i, body_j, kind, as_vector(point), as_vector(axis))
        self.coordinates.append(coordinate)
        return coordinate

    # -- lookup -------------------------------------------------------------------------------
    def find_body(self, ref: Body | str) -> Body | None:
        """Resolves a body given by object or name (None when unknown)."""
        if isinstance(ref, Body):
            return ref
        if ref == "ground":
            return self.ground
        return next((b for b in self.bodies if b.name == ref), None)

    def defaults_map(self) -> dict[sp.Symbol, float]:
        """Parameter symbols mapped to their default values."""
        return {self.parameters[k]: float(v) for k, v in self.defaults.items()}


#: Marks the symbols that stand for parameters inside a derivation; not an identifier
#: character, so no coordinate, multiplier or other symbol of the generator can share a name
#: with a parameter, whatever the user calls it (a parameter ``h`` is not the step size).
PARAMETER_MARK = "p:"


def with_internal_parameters(m: Mechanism) -> Mechanism:
    """A copy of ``m`` whose parameter symbols are ``Symbol("p:" + name)``.

    Derivations create their own symbols (coordinates ``r_bar_x``, step ``h``, multipliers
    ``lam_0``, ...) from plain identifiers; a user's parameter of the same name would be the same
    sympy symbol. Renaming the parameters before anything is derived keeps the two apart by
    construction. ``parameters`` keeps the user's names as keys, in order.
    """
    mapping = {s: sp.Symbol(PARAMETER_MARK + name) for name, s in m.parameters.items()}
    copy = deepcopy(m)

    def renamed(value):
        if isinstance(value, (sp.Basic, sp.MatrixBase)):
            return value.xreplace(mapping)
        if isinstance(value, dict):
            return {k: renamed(v) for k, v in value.items()}
        return value

    items = [copy.ground, *copy.bodies, *copy.joints, *copy.drivers, *copy.loads, *copy.springs]
    items += copy.markers + copy.coordinates
    items += [c for g in copy.groups for c in g.constraints]
    for item in items:
        for f in fields(item):
            setattr(item, f.name, renamed(getattr(item, f.name)))
    copy.gravity = renamed(copy.gravity)
    copy.joint_rates = renamed(copy.joint_rates)
    copy.parameters = {name: mapping[s] for name, s in m.parameters.items()}
    return copy
