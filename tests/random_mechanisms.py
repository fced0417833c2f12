"""Random mechanisms for the property tests: open trees, planar four-link loops and spatial
loops of three or four random joints, with random geometry, masses and inertias, and initial
velocities consistent with every joint.

The builders only use what :class:`mechgen.symbolic.Mechanism` records: joints are given globally at
the initial configuration, so any placement of the bodies satisfies every joint row exactly
(Phi(q0) = 0 by construction, loops included). The initial body twists come from an
independent numpy model of the joints' velocity constraints (:func:`twist_rows`, rigid-body
kinematics only, nothing of the generator): a random vector of its null space. The emitted
``Phi_q v = nu`` must then hold at the initial state without any projection, which is one of
the properties the tests check, and the initial state is the same in every formulation (a
projection would be the minimum-norm one of each formulation's own coordinates).

Geometry is drawn until the twist model is well conditioned (its smallest kept singular value
is at least :data:`CONDITION` of its largest) and has the expected mobility, so the random
mechanisms stay away from singular configurations.
"""

from __future__ import annotations

import itertools
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import scipy.linalg
from mechgen.codegen.emit import emit, write
from mechgen.core.rotations import exp_so3
from mechgen.symbolic import Mechanism, derive

FREEDOM = {
    "spherical": 3,
    "revolute": 1,
    "cylindrical": 2,
    "prismatic": 1,
    "planar": 3,
    "universal": 2,
    "fixed": 0,
}
#: rotational freedoms of each joint kind
ROTATION = {
    "spherical": 3,
    "revolute": 1,
    "cylindrical": 1,
    "prismatic": 0,
    "planar": 1,
    "universal": 2,
    "fixed": 0,
}
#: joint kinds of spatial loops (fixed would only merge two bodies)
LOOP_KINDS = ("spherical", "revolute", "cylindrical", "prismatic", "planar", "universal")
#: smallest accepted ratio of the twist model's last kept singular value to its largest
CONDITION = 0.05
ATTEMPTS = 200


@dataclass(frozen=True)
class Spec:
    """A random mechanism: ``family`` (tree, planar_loop, spatial_loop), joint kinds, the
    bodies each joint connects (index into the bodies, -1 for the ground), the seed of the
    geometry and whether an undamped spring pulls the last body to the ground."""

    family: str
    kinds: tuple[str, ...]
    edges: tuple[tuple[int, int], ...]
    seed: int
    spring: bool = False

    @property
    def n_bodies(self) -> int:
        return 1 + max(max(e) for e in self.edges)

    @property
    def dof(self) -> int:
        """Mobility: the joints' freedoms for a tree; Grübler's count for a single loop,
        planar (3 per moving link, 2 per joint) or spatial (generic geometry)."""
        total = sum(FREEDOM[k] for k in self.kinds)
        if self.family == "tree":
            return total
        if self.family == "planar_loop":
            return 3 * self.n_bodies - 2 * len(self.kinds)
        return total - 6

    @property
    def redundant(self) -> int:
        """Dependent joint rows: every row minus the rank 6 n_bodies - dof (3 for a planar
        loop built in 3D, none for trees and generic spatial loops)."""
        rows = sum(6 - FREEDOM[k] for k in self.kinds)
        return rows - (6 * self.n_bodies - self.dof)

    @property
    def name(self) -> str:
        return f"{self.family}_{self.seed}"


def tree(kinds, parents, seed: int, spring: bool = False) -> Spec:
    """A tree: joint k connects body parents[k] (-1: ground) to body k."""
    edges = tuple((p, k) for k, p in enumerate(parents))
    return Spec("tree", tuple(kinds), edges, seed, spring)


def loop(family: str, kinds, seed: int, spring: bool = False) -> Spec:
    """A single loop ground - b0 - b1 - ... - ground, one joint per link of the chain."""
    n = len(kinds) - 1
    edges = tuple((k - 1, k if k < n else -1) for k in range(n + 1))
    return Spec(family, tuple(kinds), edges, seed, spring)


def mobile_loops() -> list[tuple[str, ...]]:
    """Every joint sequence of a spatial loop of 3 or 4 joints that :func:`mobile_loop`
    accepts."""
    return [
        kinds
        for n in (3, 4)
        for kinds in itertools.product(LOOP_KINDS, repeat=n)
        if mobile_loop(kinds)
    ]


def mobile_loop(kinds) -> bool:
    """A single spatial loop of these joints moves, with sum(freedoms) - 6 degrees of freedom,
    for generic geometry: at least 7 freedoms, at least 3 of them rotations (the relative
    rotations must span 3D; a prismatic-planar-planar loop, say, turns about two directions
    only and is rank deficient for any geometry)."""
    return sum(FREEDOM[k] for k in kinds) >= 7 and sum(ROTATION[k] for k in kinds) >= 3


def skew(x) -> np.ndarray:
    return np.array([[0.0, -x[2], x[1]], [x[2], 0.0, -x[0]], [-x[1], x[0], 0.0]])


def unit(x) -> np.ndarray:
    x = np.asarray(x, dtype=float)
    return x / np.linalg.norm(x)


def perpendicular_pair(u) -> tuple[np.ndarray, np.ndarray]:
    """Two unit vectors completing u to an orthonormal triad."""
    b = unit(np.cross(u, np.eye(3)[int(np.argmin(np.abs(u)))]))
    return b, np.cross(u, b)


def twist_rows(kind: str, point, axis, axis_i, axis_j, r_i, r_j) -> np.ndarray:
    """Velocity constraints of one joint on the body twists (v_i, w_i, v_j, w_j) (global
    centre-of-mass velocities and angular velocities), at the initial configuration.

    Rigid-body kinematics only: the relative velocity of the joint point is
    (v_j + w_j x (P - r_j)) - (v_i + w_i x (P - r_i)) and the relative angular velocity is
    w_j - w_i; each joint kind fixes some of their components (a universal joint the component
    of w_j - w_i along axis_i x axis_j).
    """
    P = np.asarray(point, dtype=float)
    lin = np.hstack([-np.eye(3), skew(P - r_i), np.eye(3), -skew(P - r_j)])
    ang = np.hstack([np.zeros((3, 3)), -np.eye(3), np.zeros((3, 3)), np.eye(3)])
    rows = [lin] if kind in ("spherical", "universal", "fixed", "revolute") else []
    if kind == "fixed" or kind == "prismatic":
        rows.append(ang)
    if kind == "universal":
        rows.append(np.cross(axis_i, axis_j) @ ang)
    if kind in ("revolute", "cylindrical", "prismatic", "planar"):
        b, c = perpendicular_pair(unit(axis))
        if kind != "prismatic":
            rows.append(np.vstack([b @ ang, c @ ang]))
        if kind in ("cylindrical", "prismatic"):
            rows.append(np.vstack([b @ lin, c @ lin]))
        if kind == "planar":
            rows.append(unit(axis) @ lin)
    return np.vstack([np.atleast_2d(r) for r in rows])


@dataclass
class Geometry:
    """Poses of the bodies and the joints' global data at the initial configuration."""

    positions: np.ndarray
    orientations: list[np.ndarray]
    points: list[np.ndarray]
    axes: list[np.ndarray]
    axes_i: list[np.ndarray]
    axes_j: list[np.ndarray]


def _random_axes(rng, n: int, normal=None):
    """Joint axes (a common normal for planar loops) and perpendicular universal pairs."""
    axes = [normal if normal is not None else unit(rng.normal(size=3)) for _ in range(n)]
    axes_j = [unit(np.cross(a, rng.normal(size=3))) for a in axes]
    return axes, list(axes), axes_j


def _tree_geometry(spec: Spec, rng) -> Geometry:
    n = spec.n_bodies
    positions = rng.normal(size=(n, 3))
    points = [rng.normal(size=3) for _ in spec.kinds]
    axes, axes_i, axes_j = _random_axes(rng, len(spec.kinds))
    return Geometry(positions, _orientations(rng, n), points, axes, axes_i, axes_j)


def _planar_loop_geometry(spec: Spec, rng) -> Geometry:
    """Joint points at the corners of a random polygon in a randomly oriented plane; revolute
    axes along the plane normal; a prismatic joint slides along a random in-plane direction."""
    n = spec.n_bodies
    frame = exp_so3(rng.normal(size=3))
    origin = rng.normal(size=3)
    angles = np.sort(rng.uniform(0, 2 * np.pi, size=len(spec.kinds)))
    radii = rng.uniform(0.5, 1.5, size=len(spec.kinds))
    corners = [
        origin + frame @ np.array([r * np.cos(a), r * np.sin(a), 0.0])
        for r, a in zip(radii, angles, strict=True)
    ]
    normal = frame[:, 2]
    axes, axes_i, axes_j = _random_axes(rng, len(spec.kinds), normal)
    for k, kind in enumerate(spec.kinds):
        if kind == "prismatic":
            a = rng.uniform(0, 2 * np.pi)
            axes[k] = frame @ np.array([np.cos(a), np.sin(a), 0.0])
    # link k runs from joint k to joint k+1; its centre of mass is off the line, out of plane
    positions = np.array(
        [0.5 * (corners[k] + corners[k + 1]) + 0.1 * rng.normal(size=3) for k in range(n)]
    )
    return Geometry(positions, _orientations(rng, n), corners, axes, axes_i, axes_j)


def _spatial_loop_geometry(spec: Spec, rng) -> Geometry:
    n = spec.n_bodies
    points = [rng.normal(size=3) for _ in spec.kinds]
    positions = np.array(
        [0.5 * (points[k] + points[k + 1]) + 0.2 * rng.normal(size=3) for k in range(n)]
    )
    axes, axes_i, axes_j = _random_axes(rng, len(spec.kinds))
    return Geometry(positions, _orientations(rng, n), points, axes, axes_i, axes_j)


def _orientations(rng, n: int) -> list[np.ndarray]:
    return [exp_so3(rng.normal(size=3)) for _ in range(n)]


GEOMETRY = {
    "tree": _tree_geometry,
    "planar_loop": _planar_loop_geometry,
    "spatial_loop": _spatial_loop_geometry,
}


def velocity_matrix(spec: Spec, geo: Geometry) -> np.ndarray:
    """The twist model of the whole mechanism: rows of every joint on the 6 n_bodies twist
    components (v, w per body; the ground has none)."""
    n = spec.n_bodies
    blocks = []
    for k, (kind, (i, j)) in enumerate(zip(spec.kinds, spec.edges, strict=True)):
        r_i = np.zeros(3) if i < 0 else geo.positions[i]
        r_j = np.zeros(3) if j < 0 else geo.positions[j]
        rows = twist_rows(kind, geo.points[k], geo.axes[k], geo.axes_i[k], geo.axes_j[k], r_i, r_j)
        full = np.zeros((rows.shape[0], 6 * n))
        for body, cols in ((i, rows[:, :6]), (j, rows[:, 6:])):
            if body >= 0:
                full[:, 6 * body : 6 * body + 6] += cols
        blocks.append(full)
    return np.vstack(blocks)


def _well_conditioned(C: np.ndarray, dof: int) -> bool:
    rank = C.shape[1] - dof
    if rank == 0:
        return True
    s = np.linalg.svd(C, compute_uv=False)
    tail = s[rank] if rank < len(s) else 0.0
    return s[rank - 1] >= CONDITION * s[0] and tail <= 1e-10 * s[0]


@dataclass
class Built:
    """A built mechanism with its geometry, the twist model and the consistent twists."""

    mechanism: Mechanism
    geometry: Geometry
    velocity_matrix: np.ndarray
    twists: np.ndarray


def build(spec: Spec, spring: bool | None = None, gravity=(0.0, 0.0, -9.81)) -> Built:
    """The random mechanism of ``spec``: masses in [0.5, 2], full inertia tensors with principal
    moments in [0.1, 0.2] (the triangle inequality holds, as the director formulation needs),
    and consistent initial twists of moderate size (largest component about 1). With
    ``spring`` (default: the spec's), an undamped spring (stiffness in [100, 400], stretched to
    twice its rest length) joins random points of the last body and the ground: a potential
    that is not quadratic in the coordinates.

    Raises:
        ValueError: when no well-conditioned geometry with the expected mobility turns up
            (a structurally degenerate joint combination).
    """
    rng = np.random.default_rng(spec.seed)
    for _ in range(ATTEMPTS):
        geo = GEOMETRY[spec.family](spec, rng)
        C = velocity_matrix(spec, geo)
        if _well_conditioned(C, spec.dof):
            break
    else:
        raise ValueError(f"no well-conditioned geometry for {spec}")
    N = scipy.linalg.null_space(C, rcond=1e-10)
    assert N.shape[1] == spec.dof, (N.shape, spec)
    twists = N @ rng.normal(size=N.shape[1]) if spec.dof else np.zeros(C.shape[1])
    scale = np.abs(twists).max()
    if scale > 0:
        twists = twists / scale
    spring = spec.spring if spring is None else spring
    m = Mechanism(spec.name + ("_spring" if spring else ""), gravity=gravity)
    bodies = []
    for k in range(spec.n_bodies):
        R = exp_so3(rng.normal(size=3))
        J = R @ np.diag(rng.uniform(0.1, 0.2, size=3)) @ R.T
        bodies.append(
            m.add_body(
                f"b{k}",
                mass=float(rng.uniform(0.5, 2.0)),
                inertia=[[float(x) for x in row] for row in 0.5 * (J + J.T)],
                position=tuple(float(x) for x in geo.positions[k]),
                orientation=geo.orientations[k].tolist(),
                velocity=tuple(float(x) for x in twists[6 * k : 6 * k + 3]),
                angular_velocity=tuple(float(x) for x in twists[6 * k + 3 : 6 * k + 6]),
            )
        )
    for k, (kind, (i, j)) in enumerate(zip(spec.kinds, spec.edges, strict=True)):
        m.add_joint(
            kind,
            m.ground if i < 0 else bodies[i],
            m.ground if j < 0 else bodies[j],
            point=tuple(float(x) for x in geo.points[k]),
            axis=tuple(float(x) for x in geo.axes[k]),
            axis_i=tuple(float(x) for x in geo.axes_i[k]),
            axis_j=tuple(float(x) for x in geo.axes_j[k]),
            name=f"J{k}",
        )
    if spring:
        body = spec.n_bodies - 1
        point_i, point_j = rng.normal(size=3), 0.3 * rng.normal(size=3)
        ends = geo.positions[body] + geo.orientations[body] @ point_j - point_i
        m.add_spring(
            m.ground,
            bodies[body],
            point_i=tuple(float(x) for x in point_i),
            point_j=tuple(float(x) for x in point_j),
            stiffness=float(rng.uniform(100.0, 400.0)),
            rest_length=float(0.5 * np.linalg.norm(ends)),
            name="S0",
        )
    return Built(m, geo, C, twists)


def emit_files(spec: Spec, formulation: str, entries, directory) -> list:
    """Builds, derives and emits ``spec`` with both backends (numpy and C sources, nothing
    compiled) into ``directory``; the emitted paths. Also run in a subprocess by the
    determinism property, hence here and importable without pytest."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eqs = derive(build(spec).mechanism, formulation, tuple(entries))
    files = emit(eqs, "numpy") | emit(eqs, "c")
    return write(files, Path(directory))
