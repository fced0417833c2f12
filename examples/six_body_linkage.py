"""Six-body linkage: a closed chain of six tetrahedra on revolute joints, body 0 fixed
(seed 000 section 5.4.2; EXAMPLES.md ``six_body_linkage``).

Geometry (the paper shows it only in its Figure 22; reconstructed from the data it gives).
Body 0 is the tetrahedron with vertices (0, 0, 0), (aL, 0, 0), (0, L, 0), (0, L, -aL): its
volume a^2 L^3 / 6, centre of mass (aL/4, L/2, -aL/4) and inertia tensor (standard convention
J = int(|x|^2 I - x x^T) dm) are exactly those of the paper. Its two edges of length aL lie on the
joint axes (global x through the origin, global z through (0, L, 0)); the edge of length L
between them is their common perpendicular. The six joints therefore sit at the corners of a
skew hexagon of cube edges (the Petrie polygon of the cube [0, L] x [0, L] x [-L, 0], which
avoids the opposite corners (L, 0, 0) and (0, L, -L)); the axis at each corner is the third cube
edge there, pointing towards the avoided corner next to it, and each body is the tetrahedron on
one edge of the hexagon. Consecutive bodies are mirror images, as the paper says.

This is Bricard's trihedral linkage: with every axis directed towards its avoided corner and
angles measured right-handed, the loop closes along theta_1 = theta_3 = theta_5,
theta_2 = theta_4 = theta_6 = arcsin(sin theta_1 / (1 - sin theta_1)) (the paper's closing
condition, checked numerically for both orientations of the hexagon). We run around the hexagon
from body 0 through its corner (0, L, 0): joint J_k joins body k-1 and body k (body 0 is the
ground), J6 joins body 5 and the ground and is the joint the tree cuts. Its five rows are the
closure rows of eq. (190); only four are independent (1 DOF), and the derivation's redundancy
analysis drops the fifth (with ``drop_redundant=False`` the reduced scheme's closure null space
ignores it instead).

Past theta_1 = pi/6 the linkage folds: theta_2 leaves the arcsin branch for pi - arcsin, so the
relation that holds along the whole motion is sin theta_2 (1 - sin theta_1) = sin theta_1
(:func:`closure_residual`).

Initial velocities (eq. 191): theta_1' = 30, theta_2' = theta_1' dtheta_2/dtheta_1 (= 30 at
theta = 0), theta_3' = theta_1', theta_4' = theta_2', theta_5' = theta_1'; gravity 9.81
along -e_3.
"""

from __future__ import annotations

import numpy as np
import sympy as sp
from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About(
    "six-body linkage (Bricard's), 1 DOF", "seed000", "sec. 5.4.2", ("nullspace", "constrained")
)

#: Corners of the hexagon, in units of L, in the order of the joints J6 (at the first), J1, ...
HEXAGON = ((0, 0, 0), (0, 1, 0), (1, 1, 0), (1, 1, -1), (1, 0, -1), (0, 0, -1))
#: The two cube corners the hexagon avoids; each joint axis points to the one next to it.
AVOIDED = ((1, 0, 0), (0, 1, -1))


def joint_axis(corner: tuple) -> tuple:
    """The unit axis at a corner of the hexagon: towards the adjacent avoided corner."""
    for far in AVOIDED:
        d = tuple(f - c for f, c in zip(far, corner, strict=True))
        if sum(x * x for x in d) == 1:
            return d
    raise ValueError(f"{corner} is not a corner of the hexagon")


def tetrahedron(vertices: list[sp.Matrix], rho: sp.Expr) -> tuple[sp.Expr, sp.Matrix, sp.Matrix]:
    """(mass, centre of mass, inertia about it) of a homogeneous tetrahedron, global axes.

    Uses int x x^T dV = V/20 (sum v v^T + (sum v)(sum v)^T) over a tetrahedron of volume V.
    """
    v0 = vertices[0]
    volume = sp.Abs(sp.Matrix.hstack(*[v - v0 for v in vertices[1:]]).det()) / 6
    mass = rho * volume
    total = sum(vertices, sp.zeros(3, 1))
    second = mass / 20 * (sum((v * v.T for v in vertices), sp.zeros(3, 3)) + total * total.T)
    com = total / 4
    central = second - mass * com * com.T
    return mass, com, sp.simplify(central.trace() * sp.eye(3) - central)


def closing_condition(theta1: np.ndarray) -> np.ndarray:
    """theta_2(theta_1) = arcsin(sin theta_1 / (1 - sin theta_1)) (seed 000, sec. 5.4.2)."""
    s = np.sin(theta1)
    return np.arcsin(s / (1.0 - s))


def closure_residual(theta1: np.ndarray, theta2: np.ndarray) -> np.ndarray:
    """sin theta_2 (1 - sin theta_1) - sin theta_1: the closing condition on every branch."""
    s = np.sin(theta1)
    return np.sin(theta2) * (1.0 - s) - s


def relative_angle(D_parent: np.ndarray, D_child: np.ndarray, axis: np.ndarray) -> float:
    """The joint angle about ``axis`` (global at t = 0) from the directors (as columns) of the
    two bodies, for bodies that start with identity orientation: D_p^T D_c = exp(theta axis^)."""
    R = D_parent.T @ D_child
    axial = 0.5 * np.array([R[2, 1] - R[1, 2], R[0, 2] - R[2, 0], R[1, 0] - R[0, 1]])
    return float(np.arctan2(axis @ axial, 0.5 * (np.trace(R) - 1.0)))


def joint_angles(q: np.ndarray) -> np.ndarray:
    """theta_1 .. theta_5 of a director state of this mechanism (body k's 12 coordinates are
    phi, d_1, d_2, d_3, at 12 (k - 1))."""
    D = [np.eye(3)] + [q[12 * k + 3 : 12 * k + 12].reshape(3, 3).T for k in range(5)]
    return np.array(
        [
            relative_angle(D[k - 1], D[k], np.array(joint_axis(HEXAGON[k]), float))
            for k in range(1, 6)
        ]
    )


def build() -> Mechanism:
    m = Mechanism("six_body_linkage", gravity=(0, 0, -9.81))
    L = m.parameter("L", 0.1)
    rho = m.parameter("rho", 1000.0)
    gamma = m.parameter("gamma", float(0.16 * np.pi))
    rate = m.parameter("rate", 30.0)
    a = sp.tan(gamma)
    corners = [L * sp.Matrix(c) for c in HEXAGON]
    axes = [sp.Matrix(joint_axis(c)) for c in HEXAGON]
    bodies = [m.ground]
    for k in range(1, 6):
        ends = (k, (k + 1) % 6)
        vertices = [corners[e] for e in ends] + [corners[e] + a * L * axes[e] for e in ends]
        mass, com, inertia = tetrahedron(vertices, rho)
        bodies.append(m.add_body(f"body{k}", mass=mass, inertia=inertia.tolist(), position=com))
    for k in range(1, 7):
        corner = k % 6
        m.add_joint(
            "revolute",
            bodies[k - 1],
            bodies[k % 6],
            point=list(corners[corner]),
            axis=list(axes[corner]),
            name=f"J{k}",
        )
    x = sp.Symbol("x")
    slope = sp.diff(sp.asin(sp.sin(x) / (1 - sp.sin(x))), x).subs(x, 0)
    for k in range(1, 6):
        m.set_joint_rates(f"J{k}", angle=rate * (slope if k % 2 == 0 else 1))
    return m
