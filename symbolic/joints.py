"""Joint kinds: everything mechgen knows about one kind of lower pair lives in one object here.

A joint is given globally at the initial configuration: a point P, unit directions and, for a
screw, its pitch. With the initial poses (r_k, A_k) these become body-frame vectors
s_k = A_k^T (P - r_k), u_k = A_k^T u. Each :class:`JointKind` carries

* its basic-constraint rows (seed 001, Table 1, which prints garbled in places; the
  decompositions used here, with (u, b, c) a right-handed orthonormal triad, u the axis, are in
  the table below);
* its reaction components and joint frame (seed 004, section 5; :mod:`.reactions`);
* its tree kinematics for the director and relative formulations (seed 000, eq. 57;
  :mod:`.tree`): the rates, the columns of P_b, the rotations and slides of the
  reparametrization;
* the data it needs (directions and scalars), the coordinates a driver can prescribe, and the
  checks of its data that :mod:`.validation` runs.

Nothing else in mechgen branches on a joint kind's name: a new kind is one object here (and a
:class:`.constraints.BasicKind` if no existing kind of basic constraint expresses its rows).

=============  ==========================================================================  ===
spherical      CD x, CD y, CD z at P                                                        3
revolute       spherical + DP1(b_i, u_j), DP1(c_i, u_j)  (perpendicular-1 pair)             5
cylindrical    DP1(b_i, u_j), DP1(c_i, u_j), DP2(b_i; P_i, P_j), DP2(c_i; P_i, P_j)         4
prismatic      cylindrical + DP1(b_i, c_j)  (no rotation about u)                           5
planar         DP1(b_i, n_j), DP1(c_i, n_j), DP2(n_i; P_i, P_j), u = n the normal           3
universal      spherical + DP1(axis_i, axis_j), the two axes perpendicular                  4
fixed          spherical + DP1(x_i, y_j), DP1(y_i, z_j), DP1(z_i, x_j)                      6
screw          cylindrical + helical(u_i, b_i, b_j; P_i, P_j; pitch)                         5
=============  ==========================================================================  ===

Drivers: a revolute (cylindrical, screw) angle uses :func:`.constraints.angle` about u from b_i
to b_j; a prismatic (cylindrical) displacement is DP2(u_i; P_i, P_j) = f(t).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import symengine as se
import sympy as sp

from .constraints import BasicConstraint, Pose, evaluate
from .coordinates import (
    SINC,
    euler_parameter_matrix,
    euler_parameter_rates,
    rotation_axis,
    rotation_vector,
    skew,
)
from .model import Body, Driver, Joint

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


def axis_frame(axis: sp.Matrix, defaults: dict) -> sp.Matrix:
    """The frame (b, c, u) of :func:`triad` as columns: z the axis."""
    u, b, c = triad(axis, defaults)
    return sp.Matrix.hstack(b, c, u)


def frame_on_i(on_i: sp.Matrix, on_j: sp.Matrix) -> sp.Matrix:
    """The reaction frame of most sites: the joint frame fixed in body i."""
    return on_i


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


@dataclass(frozen=True)
class Component:
    """A reaction component: the unit wrench it stands for, in the joint frame (force weights
    along x, y, z, then torque weights about x, y, z). Most are a single force or torque; a
    screw's axial component carries the torque its thread transmits with it."""

    name: str
    wrench: tuple[float, float, float, float, float, float]


def _unit_components(*names: str) -> tuple[Component, ...]:
    """``fx`` .. ``tz``: a force along or a torque about one axis of the joint frame."""
    out = []
    for name in names:
        wrench = [0.0] * 6
        wrench[(0 if name[0] == "f" else 3) + "xyz".index(name[1])] = 1.0
        out.append(Component(name, tuple(wrench)))
    return tuple(out)


#: what a driver of each coordinate transmits, in the frame of its joint
DRIVER_COMPONENT = {"angle": _unit_components("tz")[0], "displacement": _unit_components("fz")[0]}
#: a constraint group made of basic constraints transmits a whole wrench
ALL_COMPONENTS = _unit_components("fx", "fy", "fz", "tx", "ty", "tz")

#: one column of P_b (seed 000, eq. 57): a rotation axis a and a translation e (either None),
#: global; the column is sign * [(p_j - phi_c) x a + e ; a]
Column = tuple[sp.Matrix | None, sp.Matrix | None]


@dataclass(frozen=True)
class Chart:
    """A tree joint's coordinates in the relative formulation (seed 004 section 2; issue 39)
    where they are not its rates: a rotation whose rates (three angular velocities) are not the
    derivatives of any three coordinates free of singularities, as a ball joint's.

    The coordinates x turn body j relative to body i by ``rotation(x)`` in body j's frame at the
    initial configuration, F: the relative orientation is F rotation(x) F^T, global at the
    initial configuration (the convention of MuJoCo's ball joint, its quaternion in the child's
    frame). The velocity coordinates are the three ``rates`` w, the angular velocity of
    rotation(x) in its own (body) frame, rotation(x)^T rotation(x)' = w~: body j's angular
    velocity relative to body i in body j's frame is F w (MuJoCo's ball ``qvel``). The
    coordinates move by x' = ``kinematics(x, w)``; ``exponential(x, dw)`` is the configuration
    update x (+) dw, rotation(x) exp(dw~). The coordinates live on the unit sphere of their
    space (the update keeps them there, and a scheme that integrates x' renormalizes them);
    ``initial`` are their values at the initial configuration."""

    coordinates: tuple[str, ...]
    initial: tuple[int, ...]
    rates: tuple[str, ...]
    rotation: Callable[[sp.Matrix], sp.Matrix]
    kinematics: Callable[[sp.Matrix, sp.Matrix], sp.Matrix]
    exponential: Callable[[sp.Matrix, sp.Matrix], sp.Matrix]


def quaternion_exponential(p: sp.Matrix, dw: sp.Matrix) -> sp.Matrix:
    """p * exp(dw / 2), the quaternion product of p with the unit quaternion
    (cos(x/2), sin(x/2) dw / x), x = |dw|, written with sinc so it is exact at zero: the Euler
    parameters of A(p) exp(dw~) (seed 001 eq. 22; from first principles: the body angular
    velocity w of A(p) gives p' = p * (0, w) / 2, whose flow over a constant w is this)."""
    x = sp.sqrt((dw.T * dw)[0, 0])
    r0, r = sp.cos(x / 2), SINC(x / 2) / 2 * dw
    p0, pv = p[0], p[1:, 0]
    return sp.Matrix([p0 * r0 - (pv.T * r)[0, 0], *(p0 * r + r0 * pv + pv.cross(r))])


#: Euler parameters (e0, e1, e2, e3), a unit quaternion: A(p) of seed 001 eq. (22), with the
#: body angular velocity w as rates, p' = G(p)^T w / 2 (eq. 39c: w = 2 G(p) p' on the unit sphere,
#: where G G^T = I and G p = 0, so the flow keeps |p|)
EULER_PARAMETERS = Chart(
    ("e0", "e1", "e2", "e3"),
    (1, 0, 0, 0),
    ("wx", "wy", "wz"),
    euler_parameter_matrix,
    lambda p, w: euler_parameter_rates(p)[1].T * w / 2,
    quaternion_exponential,
)


@dataclass(frozen=True)
class JointKind:
    """One kind of lower pair (module docstring). Directions are global at the initial
    configuration; ``vectors`` names the body-frame images the rows and the tree kinematics use
    (``*_i`` fixed in body i, ``*_j`` in body j)."""

    name: str
    #: what the kind is, for help texts and the schema
    summary: str
    #: direction fields the joint needs besides its point (Joint.axis, .axis_i, .axis_j)
    directions: tuple[str, ...]
    #: the basic-constraint rows, from the joint, its frames and its body-frame vectors
    #: (:meth:`vectors`)
    rows: Callable[[Joint, JointFrames, dict], list[BasicConstraint]]
    #: reaction components (seed 004, section 5), given the joint (a screw's depend on its pitch)
    components: Callable[[Joint], tuple[Component, ...]]
    #: tree rates (columns of P_b), body j relative to body i, and their kinds
    rates: tuple[str, ...] = ()
    rate_kinds: tuple[str, ...] = ()
    #: columns of P_b from the global vectors (seed 000, eq. 57)
    columns: Callable[[Joint, dict], list[Column]] = lambda joint, vec: []
    #: rotations of the reparametrization (body j relative to body i, applied in this order)
    #: and slides (body-i vector name, increment along it) for the rate increments m
    rotations: Callable[[Joint, dict, list], list[sp.Matrix]] = lambda joint, vec, m: []
    slides: Callable[[Joint, dict, list], list[tuple[str, sp.Expr]]] = lambda joint, vec, m: []
    #: coordinates a driver can prescribe
    drivable: tuple[str, ...] = ()
    #: the joint coordinates reported along a run (``joint.NAME.angle`` ...): (name, recipe),
    #: the recipe one of :data:`mechgen.runtime.joint_coordinates.RECIPES`, on the relative
    #: pose of body j's joint frame in body i's (both the joint frame at the start, :meth:`frame`)
    coordinates: tuple[tuple[str, str], ...] = ()
    #: scalar data the joint needs (Joint.options), e.g. a screw's pitch
    scalars: tuple[str, ...] = ()
    #: rate keywords accepted besides ``rates`` (Mechanism.set_joint_rates), and the map from
    #: the given keywords (and the joint's global vectors) to values of rates
    aliases: tuple[str, ...] = ()
    rate_aliases: Callable[[dict, dict], dict] = lambda given, vec: {}
    #: the relative formulation's coordinates where they are not the rates (:class:`Chart`)
    chart: Chart | None = None
    #: extra checks of the joint's data at the default parameter values: messages
    check: Callable[[Joint, dict], list[str]] = lambda joint, values: []
    #: the frame its reaction components are measured in, at the current configuration, from
    #: the joint frame fixed in body i and its image fixed in body j (global, axes as columns):
    #: the frame on body i, unless the directions a component transmits turn with body j
    #: (:func:`universal_reaction_frame`)
    reaction_frame: Callable[[sp.Matrix, sp.Matrix], sp.Matrix] = frame_on_i

    def __post_init__(self):
        """A kind checks itself when it is defined (issue 38: a kind given its rows but no
        rates derived a free-falling box at rest, exit 0): on a generic placement
        (:func:`_probe`), its rows' rank and its rates make the six degrees of freedom of body
        j relative to body i, every rate is a motion its rows allow, and it has one reaction
        component per independent row.

        Raises:
            TypeError: naming the kind and what does not fit.
        """
        problems = _probe(self)
        if problems:
            raise TypeError(f"joint kind '{self.name}': " + "; ".join(problems))

    def frame(self, joint: Joint, defaults: dict) -> sp.Matrix:
        """The joint frame (columns x, y, z), global at the initial configuration: the global
        axes for a point joint without axis, (axis_i, axis_j, axis_i x axis_j) for a universal
        joint, else (b, c, u) of :func:`triad` (z the joint axis)."""
        if "axis_i" in self.directions:
            x, y = unit(joint.axis_i, defaults), unit(joint.axis_j, defaults)
            return sp.Matrix.hstack(x, y, x.cross(y))
        if "axis" not in self.directions:
            return sp.eye(3)
        return axis_frame(joint.axis, defaults)

    def vectors(self, joint: Joint, fr: JointFrames, defaults: dict) -> dict[str, sp.Matrix]:
        """The body-frame vectors of the joint's rows and tree kinematics."""
        if "axis_i" in self.directions:
            return {
                "axis_i": fr.direction(unit(joint.axis_i, defaults))[0],
                "axis_j": fr.direction(unit(joint.axis_j, defaults))[1],
            }
        if "axis" not in self.directions:
            return {}
        u, b, c = triad(joint.axis, defaults)
        (u_i, u_j), (b_i, b_j), (c_i, c_j) = fr.direction(u), fr.direction(b), fr.direction(c)
        return {"u_i": u_i, "u_j": u_j, "b_i": b_i, "b_j": b_j, "c_i": c_i, "c_j": c_j}


def _cayley(x: float, y: float, z: float) -> sp.Matrix:
    """An exact rotation matrix (rational entries), the Cayley transform of the skew matrix
    of (x, y, z)."""
    S = skew(sp.Matrix([sp.Rational(x), sp.Rational(y), sp.Rational(z)]))
    return (sp.eye(3) - S).inv() * (sp.eye(3) + S)


def _probe(kind: JointKind) -> list[str]:
    """What does not fit in a kind (:meth:`JointKind.__post_init__`), from its rows, rates,
    columns and components on a generic placement: two bodies in poses with no special
    alignment, a point and axes off every coordinate plane (the universal joint's two
    perpendicular), scalars of 3/10. The rows' Jacobian is taken with respect to the twist of
    body j (velocity of its origin, angular velocity), body i held."""
    problems = []
    if len(kind.rate_kinds) != len(kind.rates):
        problems.append(f"{len(kind.rates)} rates but {len(kind.rate_kinds)} rate_kinds")
    zero = sp.zeros(3, 1)
    bodies = [
        Body(name, 1, sp.eye(3), sp.Matrix(r), _cayley(*w), zero, zero, k)
        for k, (name, r, w) in enumerate(
            [("i", [0.3, -0.2, 0.1], (0.2, -0.3, 0.5)), ("j", [0.9, 0.4, -0.5], (-0.4, 0.1, 0.3))]
        )
    ]
    joint = Joint(
        "probe",
        kind.name,
        bodies[0],
        bodies[1],
        point=sp.Matrix([sp.Rational(2, 5), -sp.Rational(1, 10), sp.Rational(3, 10)]),
        axis=sp.Matrix([sp.Rational(9, 25), -sp.Rational(12, 25), sp.Rational(4, 5)]),
        axis_i=sp.Matrix([sp.Rational(3, 5), sp.Rational(4, 5), 0]),
        axis_j=sp.Matrix([-sp.Rational(16, 25), sp.Rational(12, 25), sp.Rational(3, 5)]),
        options={name: sp.Rational(3, 10) for name in kind.scalars},
    )
    (bi, bj), poses = bodies, [Pose(b.position, b.orientation) for b in bodies]
    fr = JointFrames(bi, bj, bi.position, bi.orientation, bj.position, bj.orientation)
    vec = kind.vectors(joint, fr, {})
    twist = sp.symbols("probe_v0:3"), sp.symbols("probe_w0:3")
    moved = Pose(
        poses[1].r + sp.Matrix(twist[0]), (sp.eye(3) + skew(sp.Matrix(twist[1]))) * poses[1].A
    )
    symbols = [se.Symbol(str(x)) for x in (*twist[0], *twist[1])]
    at_rest = dict.fromkeys(symbols, 0)
    rows = [evaluate(con, poses[0], moved) for con in kind.rows(joint, fr, vec)]
    jacobian = np.array(
        [[float(se.diff(row, x).subs(at_rest)) for x in symbols] for row in rows], dtype=float
    ).reshape(len(rows), 6)
    rank = int(np.linalg.matrix_rank(jacobian, tol=1e-9)) if rows else 0
    if rank + len(kind.rates) != 6:
        problems.append(
            f"its rows leave {6 - rank} degrees of freedom and it declares {len(kind.rates)} "
            f"rates {kind.rates}: give one rate per degree of freedom (rates, rate_kinds, "
            "columns, rotations, slides), or rows that take the others"
        )
    components = kind.components(joint)
    if len(components) != rank:
        problems.append(
            f"{len(components)} reaction components for {rank} independent rows (components)"
        )
    if kind.rates:
        world = {key: (bi if key.endswith("_i") else bj).orientation * v for key, v in vec.items()}
        columns = kind.columns(joint, world)
        if len(columns) != len(kind.rates):
            problems.append(f"{len(columns)} columns for {len(kind.rates)} rates (columns)")
        for name, (a, e) in zip(kind.rates, columns, strict=False):
            a = zero if a is None else a
            e = zero if e is None else e
            motion = sp.Matrix.vstack(a.cross(bj.position - joint.point) + e, a)
            if np.abs(jacobian @ np.array(motion, dtype=float).ravel()).max(initial=0) > 1e-9:
                problems.append(f"rate '{name}' is a motion its rows do not allow (columns)")
    return problems


def _spherical_rows(joint: Joint, fr: JointFrames) -> list[BasicConstraint]:
    s_i, s_j = fr.point(joint.point)
    return [fr.basic("CD", f"CD {ax}", c=_AXES[ax], s_i=s_i, s_j=s_j) for ax in ("x", "y", "z")]


def _perpendicular_1(joint, fr, v) -> list[BasicConstraint]:
    """DP1(b_i, u_j), DP1(c_i, u_j): the axes stay parallel."""
    return [
        fr.basic("DP1", "DP1 b_i.u_j", a_i=v["b_i"], a_j=v["u_j"]),
        fr.basic("DP1", "DP1 c_i.u_j", a_i=v["c_i"], a_j=v["u_j"]),
    ]


def _perpendicular_2(joint, fr, v) -> list[BasicConstraint]:
    """DP2(b_i; P_i, P_j), DP2(c_i; P_i, P_j): the points stay on the axis line."""
    s_i, s_j = fr.point(joint.point)
    return [
        fr.basic("DP2", "DP2 b_i.d_ij", a_i=v["b_i"], s_i=s_i, s_j=s_j),
        fr.basic("DP2", "DP2 c_i.d_ij", a_i=v["c_i"], s_i=s_i, s_j=s_j),
    ]


def _fixed_rows(joint, fr, v) -> list[BasicConstraint]:
    ex, ey, ez = (fr.direction(_AXES[a]) for a in ("x", "y", "z"))
    return _spherical_rows(joint, fr) + [
        fr.basic("DP1", "DP1 x_i.y_j", a_i=ex[0], a_j=ey[1]),
        fr.basic("DP1", "DP1 y_i.z_j", a_i=ey[0], a_j=ez[1]),
        fr.basic("DP1", "DP1 z_i.x_j", a_i=ez[0], a_j=ex[1]),
    ]


def _prismatic_rows(joint, fr, v) -> list[BasicConstraint]:
    return (
        _perpendicular_1(joint, fr, v)
        + _perpendicular_2(joint, fr, v)
        + [fr.basic("DP1", "DP1 b_i.c_j", a_i=v["b_i"], a_j=v["c_j"])]
    )


def universal_reaction_frame(on_i: sp.Matrix, on_j: sp.Matrix) -> sp.Matrix:
    """A universal joint's reaction frame: x = axis_i fixed in body i, y = axis_j fixed in body
    j, z = x cross y. Its row DP1(axis_i, axis_j) = 0 transmits the torque lam (a_i x a_j),
    which turns with body j about axis_i: a torque axis fixed in body i misses it as soon as the
    joint has turned (issue 36). On the constraint manifold the axes are orthonormal."""
    x, y = on_i[:, 0], on_j[:, 1]
    return sp.Matrix.hstack(x, y, x.cross(y))


def _universal_rows(joint, fr, v) -> list[BasicConstraint]:
    return _spherical_rows(joint, fr) + [
        fr.basic("DP1", "DP1 axis_i.axis_j", a_i=v["axis_i"], a_j=v["axis_j"])
    ]


def _planar_rows(joint, fr, v) -> list[BasicConstraint]:
    s_i, s_j = fr.point(joint.point)
    return [
        fr.basic("DP1", "DP1 b_i.n_j", a_i=v["b_i"], a_j=v["u_j"]),
        fr.basic("DP1", "DP1 c_i.n_j", a_i=v["c_i"], a_j=v["u_j"]),
        fr.basic("DP2", "DP2 n_i.d_ij", a_i=v["u_i"], s_i=s_i, s_j=s_j),
    ]


def _screw_rows(joint, fr, v) -> list[BasicConstraint]:
    """The cylindrical rows and the helical coupling of :func:`.constraints.helical`."""
    s_i, s_j = fr.point(joint.point)
    helical = BasicConstraint(
        "helical",
        fr.bi,
        fr.bj,
        "helical u_i.d_ij",
        a_i=v["u_i"],
        b_i=v["b_i"],
        b_j=v["b_j"],
        s_i=s_i,
        s_j=s_j,
        pitch=joint.options["pitch"],
    )
    return _perpendicular_1(joint, fr, v) + _perpendicular_2(joint, fr, v) + [helical]


def _slide(vec: dict) -> sp.Matrix:
    """The sliding direction along the axis, b_i x c_i (seed 000, eqs. 113, 133: m_1 x m_2, since
    mid-point directors are not orthonormal)."""
    return vec["b_i"].cross(vec["c_i"])


def _screw_lead(joint: Joint) -> sp.Expr:
    """Advance per radian, pitch / (2 pi)."""
    return joint.options["pitch"] / (2 * sp.pi)


def _screw_components(joint: Joint) -> tuple[Component, ...]:
    """fx fy tx ty, and the axial force fz together with the torque tz = -pitch fz / (2 pi)
    that the thread transmits with it (no power on the helical motion: fz s' + tz theta' = 0
    with s' = pitch theta' / (2 pi))."""
    lead = float(_screw_lead(joint))
    axial = Component("fz", (0.0, 0.0, 1.0, 0.0, 0.0, -lead))
    fx, fy, tx, ty = _unit_components("fx", "fy", "tx", "ty")
    return (fx, fy, axial, tx, ty)


def _check_pitch(joint: Joint, values: dict) -> list[str]:
    """A screw's pitch: a nonzero finite number (it weighs the reaction's axial component, which
    the runtime reports in numbers)."""
    pitch = joint.options.get("pitch")
    if pitch is None:
        return ["a screw joint needs 'pitch' (axial advance per turn, right-handed if > 0)"]
    if sp.sympify(pitch).free_symbols:
        return [
            "pitch must be a constant, not an expression of parameters (it fixes the joint's "
            "reaction components)"
        ]
    if not (math.isfinite(float(pitch)) and float(pitch) != 0):
        return [f"pitch must be a nonzero finite number, got {pitch}"]
    return []


def _check_perpendicular(joint: Joint, values: dict) -> list[str]:
    ai, aj = values["axis_i"], values["axis_j"]
    cosang = abs(ai @ aj) / (np.linalg.norm(ai) * np.linalg.norm(aj))
    if cosang > 1e-6:
        return [f"universal joint axes must be perpendicular (cos = {cosang:.3g})"]
    return []


def _planar_aliases(given: dict, vec: dict) -> dict:
    """``translation``: a velocity in the plane, split into the rates ub, uc."""
    if "translation" not in given:
        return {}
    vel = given["translation"]
    return {"ub": (vec["b_i"].T * vel)[0, 0], "uc": (vec["c_i"].T * vel)[0, 0]}


_SPHERE = (sp.eye(3)[:, 0], sp.eye(3)[:, 1], sp.eye(3)[:, 2])

KINDS: dict[str, JointKind] = {
    k.name: k
    for k in (
        JointKind(
            "spherical",
            "ball joint: the two bodies share the point",
            (),
            lambda j, fr, v: _spherical_rows(j, fr),
            lambda j: _unit_components("fx", "fy", "fz"),
            rates=("wx", "wy", "wz"),
            rate_kinds=("rotation",) * 3,
            columns=lambda j, vec: [(a, None) for a in _SPHERE],
            rotations=lambda j, vec, m: [rotation_vector(sp.Matrix(m))],
            chart=EULER_PARAMETERS,
            coordinates=(("rotation", "rotation"),),
        ),
        JointKind(
            "revolute",
            "pin joint: rotation about the axis through the point",
            ("axis",),
            lambda j, fr, v: _spherical_rows(j, fr) + _perpendicular_1(j, fr, v),
            lambda j: _unit_components("fx", "fy", "fz", "tx", "ty"),
            rates=("angle",),
            rate_kinds=("angle",),
            columns=lambda j, vec: [(vec["u_j"], None)],
            rotations=lambda j, vec, m: [rotation_axis(m[0], vec["u_j"])],
            drivable=("angle",),
            coordinates=(("angle", "angle_z"),),
        ),
        JointKind(
            "cylindrical",
            "rotation about and sliding along the axis",
            ("axis",),
            lambda j, fr, v: _perpendicular_1(j, fr, v) + _perpendicular_2(j, fr, v),
            lambda j: _unit_components("fx", "fy", "tx", "ty"),
            rates=("displacement", "angle"),
            rate_kinds=("translation", "angle"),
            columns=lambda j, vec: [(None, _slide(vec)), (vec["u_j"], None)],
            rotations=lambda j, vec, m: [rotation_axis(m[1], vec["u_j"])],
            slides=lambda j, vec, m: [("u_i", m[0])],
            drivable=("angle", "displacement"),
            coordinates=(("angle", "angle_z"), ("displacement", "along_z")),
        ),
        JointKind(
            "prismatic",
            "sliding along the axis, no rotation",
            ("axis",),
            _prismatic_rows,
            lambda j: _unit_components("fx", "fy", "tx", "ty", "tz"),
            rates=("displacement",),
            rate_kinds=("translation",),
            columns=lambda j, vec: [(None, _slide(vec))],
            slides=lambda j, vec, m: [("u_i", m[0])],
            drivable=("displacement",),
            coordinates=(("displacement", "along_z"),),
        ),
        JointKind(
            "planar",
            "the bodies slide on a plane through the point (normal: axis) and turn about it",
            ("axis",),
            _planar_rows,
            lambda j: _unit_components("fz", "tx", "ty"),
            rates=("ub", "uc", "angle"),
            rate_kinds=("translation", "translation", "angle"),
            columns=lambda j, vec: [
                (None, vec["c_i"].cross(vec["u_i"])),
                (None, vec["u_i"].cross(vec["b_i"])),
                (vec["u_j"], None),
            ],
            rotations=lambda j, vec, m: [rotation_axis(m[2], vec["u_j"])],
            slides=lambda j, vec, m: [("b_i", m[0]), ("c_i", m[1])],
            aliases=("translation",),
            rate_aliases=_planar_aliases,
            coordinates=(("ub", "along_x"), ("uc", "along_y"), ("angle", "angle_z")),
        ),
        JointKind(
            "universal",
            "Hooke's joint: rotation about two perpendicular axes through the point",
            ("axis_i", "axis_j"),
            _universal_rows,
            lambda j: _unit_components("fx", "fy", "fz", "tz"),
            rates=("angle_i", "angle_j"),
            rate_kinds=("angle", "angle"),
            columns=lambda j, vec: [(vec["axis_i"], None), (vec["axis_j"], None)],
            rotations=lambda j, vec, m: [
                rotation_axis(m[0], vec["axis_i"]),
                rotation_axis(m[1], vec["axis_j"]),
            ],
            check=_check_perpendicular,
            coordinates=(("angle_i", "universal_i"), ("angle_j", "universal_j")),
            reaction_frame=universal_reaction_frame,
        ),
        JointKind(
            "fixed",
            "weld: no relative motion",
            (),
            _fixed_rows,
            lambda j: _unit_components("fx", "fy", "fz", "tx", "ty", "tz"),
        ),
        JointKind(
            "screw",
            "helical pair: rotation about the axis coupled to sliding along it by the pitch "
            "(axial advance per turn, right-handed if > 0)",
            ("axis",),
            _screw_rows,
            _screw_components,
            rates=("angle",),
            rate_kinds=("angle",),
            columns=lambda j, vec: [(vec["u_j"], _screw_lead(j) * _slide(vec))],
            rotations=lambda j, vec, m: [rotation_axis(m[0], vec["u_j"])],
            slides=lambda j, vec, m: [("u_i", _screw_lead(j) * m[0])],
            drivable=("angle",),
            scalars=("pitch",),
            check=_check_pitch,
            coordinates=(("angle", "angle_z"), ("displacement", "along_z")),
        ),
    )
}
#: the names of the joint kinds, in the order of the table
JOINT_KINDS = tuple(KINDS)


def expand_driver(driver: Driver, joint: Joint, fr: JointFrames, defaults: dict) -> BasicConstraint:
    """The basic constraint that prescribes a joint angle or displacement."""
    u, b, _ = triad(joint.axis, defaults)
    u_i, _ = fr.direction(u)
    if driver.coordinate == "angle":
        b_i, b_j = fr.direction(b)
        return fr.basic("angle", "angle", a_i=u_i, b_i=b_i, b_j=b_j, f=driver.expr)
    s_i, s_j = fr.point(joint.point)
    return fr.basic("DP2", "DP2 u_i.d_ij", a_i=u_i, s_i=s_i, s_j=s_j, f=driver.expr)
