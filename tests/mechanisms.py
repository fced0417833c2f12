"""Test mechanisms that exercise every joint, basic constraint, driver and force element."""

from __future__ import annotations

import math

import numpy as np
import sympy as sp
from mechgen.symbolic import Mechanism


def pendulum(**body) -> Mechanism:
    """A valid pendulum (body 'bar', revolute 'J1' at the origin about x) for tests that break
    one piece at a time; ``body`` overrides add_body's arguments."""
    m = Mechanism("p", gravity=(0, 0, -9.81))
    options = {"mass": 1.0, "inertia": (0.1, 0.1, 0.1), "position": (0, 1, 0)}
    options.update(body)
    bar = m.add_body("bar", **options)
    m.add_joint("revolute", m.ground, bar, point=(0, 0, 0), axis=(1, 0, 0), name="J1")
    return m


def joint_chain() -> Mechanism:
    """Seven bodies in a chain through every joint kind, driven joints, every basic constraint
    with a time-dependent f, a point force, a torque and a spring-damper.

    The chain is over-constrained and its initial configuration need not be consistent: it is
    used only to compare derived quantities with finite differences along arbitrary motions.
    """
    m = Mechanism("joint_chain", gravity=(0.3, -0.2, -9.81), assemble=True)
    k = m.parameter("k", 50.0)
    bodies = []
    for i in range(7):
        c, s = sp.cos(0.3 * i), sp.sin(0.3 * i)
        bodies.append(
            m.add_body(
                f"b{i + 1}",
                mass=1.0 + 0.2 * i,
                inertia=[[0.3 + 0.01 * i, 0.01, 0.0], [0.01, 0.4, 0.02], [0.0, 0.02, 0.5]],
                position=(0.5 * i, 0.1 * i, -0.2 * i),
                orientation=[[float(c), float(-s), 0], [float(s), float(c), 0], [0, 0, 1]],
            )
        )
    b1, b2, b3, b4, b5, b6, b7 = bodies
    m.add_joint("revolute", m.ground, b1, point=(0.1, 0.2, 0.3), axis=(0.2, 0.3, 1.0), name="R")
    m.drive("R", 0.5 * sp.sin(2 * m.t))
    m.add_joint("spherical", b1, b2, point=(0.3, 0.1, -0.1), name="S")
    m.add_joint("cylindrical", b2, b3, point=(0.8, 0.2, -0.3), axis=(1, 0.5, 0.2), name="C")
    m.drive("C", 0.2 * m.t, coordinate="displacement")
    m.add_joint("prismatic", b3, b4, point=(1.3, 0.3, -0.5), axis=(0.1, 1, 0.3), name="P")
    m.drive("P", 0.1 * sp.cos(m.t))
    m.add_joint("planar", b4, b5, point=(1.8, 0.4, -0.7), normal=(0.3, 0.2, 1), name="E")
    m.add_joint(
        "universal", b5, b6, point=(2.3, 0.5, -0.9), axis_i=(1, 0, 0), axis_j=(0, 1, 0), name="U"
    )
    m.add_joint("fixed", b6, b7, point=(2.8, 0.6, -1.1), name="F")
    m.add_constraint("DP1", b7, b1, a_i=(1, 0, 0), a_j=(0, 1, 0), f=0.3 * sp.sin(m.t), name="dp1")
    m.add_constraint(
        "DP2", b7, b2, a_i=(0, 0, 1), s_i=(0.1, 0, 0), s_j=(0, 0.2, 0), f=0.1 * m.t**2, name="dp2"
    )
    m.add_constraint("D", b7, b3, s_i=(0, 0.1, 0), s_j=(0.2, 0, 0), f=1 + 0.1 * m.t, name="d")
    m.add_constraint(
        "CD",
        b7,
        m.ground,
        c=(0, 1, 0),
        s_i=(0.1, 0.1, 0),
        s_j=(0, 0, 0),
        f=0.2 * sp.cos(3 * m.t),
        name="cd",
    )
    m.add_constraint(
        "angle", b7, b4, a_i=(0, 0, 1), b_i=(1, 0, 0), b_j=(0, 1, 0), f=sp.pi * m.t, name="angle"
    )
    m.add_force(b3, force=(1.0, sp.sin(m.t), 0.5), point=(0.1, 0.2, 0.3), torque=(0.2, 0, 0.1))
    m.add_spring(
        b2, b5, point_i=(0.1, 0, 0), point_j=(0, 0.1, 0), stiffness=k, damping=3.0, rest_length=0.4
    )
    m.add_spring(
        m.ground,
        b6,
        point_i=(0, 0, 1),
        point_j=(0.1, 0, 0),
        stiffness=20.0,
        damping=0.5,
        rest_length=0.2,
    )
    return m


#: the inertia tensor of every body of :func:`joint_zoo`, in its body frame
ZOO_INERTIA = [[0.3, 0.02, -0.01], [0.02, 0.4, 0.03], [-0.01, 0.03, 0.5]]


def zoo_masses() -> dict[str, float]:
    """The mass of every body of :func:`joint_zoo` by name."""
    kinds = ("revolute", "spherical", "cylindrical", "prismatic", "planar", "universal", "fixed")
    return {"base": 2.0} | {f"{kind}_body": 1.0 + 0.1 * k for k, kind in enumerate(kinds)}


def joint_zoo(spring: bool = True) -> Mechanism:
    """A free-floating tree through every joint kind, half of them declared child-first (so the
    tree runs from body j to body i), with full inertia tensors, a spring (non-quadratic
    potential; ``spring``) and joint rates: a conservative system for the director schemes."""
    m = Mechanism("joint_zoo", gravity=(0.0, 0.0, -9.81))
    inertia = ZOO_INERTIA
    base = m.add_body(
        "base",
        mass=2.0,
        inertia=inertia,
        velocity=(0.1, -0.2, 0.3),
        angular_velocity=(0.5, -0.3, 0.8),
    )
    kinds = [
        ("revolute", dict(axis=(0.2, 0.3, 1.0))),
        ("spherical", {}),
        ("cylindrical", dict(axis=(1.0, 0.5, 0.2))),
        ("prismatic", dict(axis=(0.1, 1.0, 0.3))),
        ("planar", dict(normal=(0.3, 0.2, 1.0))),
        ("universal", dict(axis_i=(1.0, 0.0, 0.0), axis_j=(0.0, 0.6, 0.8))),
        ("fixed", {}),
    ]
    rates = {
        "revolute": dict(angle=1.5),
        "spherical": dict(wx=0.4, wy=-0.7, wz=0.2),
        "cylindrical": dict(displacement=0.3, angle=-1.0),
        "prismatic": dict(displacement=-0.4),
        "planar": dict(ub=0.2, uc=-0.1, angle=0.8),
        "universal": dict(angle_i=0.6, angle_j=-0.9),
    }
    for k, (kind, geometry) in enumerate(kinds):
        c, s = sp.cos(0.4 * k + 0.3), sp.sin(0.4 * k + 0.3)
        body = m.add_body(
            f"{kind}_body",
            mass=1.0 + 0.1 * k,
            inertia=inertia,
            position=(0.6 * (k + 1), 0.2 * (k % 3), -0.1 * k),
            orientation=[[float(c), float(-s), 0], [float(s), float(c), 0], [0, 0, 1]],
        )
        point = (0.6 * k + 0.3, 0.1, -0.05 * k)
        pair = (base, body) if k % 2 == 0 else (body, base)
        m.add_joint(kind, *pair, point=point, name=kind, **geometry)
        if kind in rates:
            m.set_joint_rates(kind, **rates[kind])
    if spring:
        m.add_spring("base", "universal_body", (0.1, 0.0, 0.0), (0.0, 0.1, 0.0), stiffness=30.0)
    return m


def bricard_angles(even: float = math.pi / 3) -> tuple[float, float]:
    """Joint angles (odd, even) of the orthogonal Bricard linkage (:func:`bricard`) on its
    motion: theta_1 = theta_3 = theta_5 = x, theta_2 = theta_4 = theta_6 = y with
    (1 + cos x)(1 + cos y) = 1, i.e. cos x + cos y + cos x cos y = 0 (the loop product of
    :func:`bricard_frames` is the identity on this curve; tests/test_user_models.py checks it
    at random points). The default y = pi/3 gives cos x = -1/3."""
    c = math.cos(even)
    return math.acos(-c / (1.0 + c)), even


def bricard_frames(odd: float, even: float) -> list[tuple[np.ndarray, np.ndarray]]:
    """(P_i, R_i) of the six links of the orthogonal Bricard loop for the joint angles
    (odd, even): with Denavit-Hartenberg steps Rz(theta_i) Tx(1) Rx(+-pi/2) from joint i to
    joint i + 1, P_i is joint i's point and R_i's columns are link i's direction (x, from
    joint i to joint i + 1), a normal (y) and joint i's axis (z). Link 6 closes the loop back
    to P_1 = 0 when the angles are on the motion (:func:`bricard_angles`)."""
    frames, R, P = [], np.eye(3), np.zeros(3)
    for i in range(6):
        theta, twist = (odd, math.pi / 2) if i % 2 == 0 else (even, -math.pi / 2)
        c, s = math.cos(theta), math.sin(theta)
        link = R @ np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])
        frames.append((P, link))
        P = P + link[:, 0]
        c, s = math.cos(twist), math.sin(twist)
        R = link @ np.array([[1.0, 0.0, 0.0], [0.0, c, -s], [0.0, s, c]])
    return frames


def bricard(even: float = math.pi / 3, inertia: tuple | None = None) -> Mechanism:
    """The orthogonal Bricard linkage: a closed loop of six revolute joints and six unit links
    (the ground is link 6), consecutive joint axes perpendicular (twists alternating
    +pi/2, -pi/2), zero offsets. The mobility formula gives 6 * 5 - 5 * 6 = 0, yet it moves
    with one degree of freedom along (1 + cos x)(1 + cos y) = 1 (:func:`bricard_angles`): one
    of the 30 joint rows is redundant everywhere on the motion. Links are uniform slender rods
    of 1 kg along their body x axis, inertia (0, 1/12, 1/12) (a zero principal value; pass
    ``inertia`` for another), starting at rest at the joint angles of
    :func:`bricard_angles` under gravity -9.81 along z."""
    m = Mechanism("bricard", gravity=(0, 0, -9.81))
    frames = bricard_frames(*bricard_angles(even))
    bodies = [m.ground]
    for k, (P, R) in enumerate(frames[:5]):
        bodies.append(
            m.add_body(
                f"link{k + 1}",
                mass=1.0,
                inertia=inertia or (0.0, 1 / 12, 1 / 12),
                position=tuple(float(x) for x in P + R[:, 0] / 2),
                orientation=[[float(x) for x in row] for row in R],
            )
        )
    bodies.append(m.ground)
    for k, (P, R) in enumerate(frames):
        m.add_joint(
            "revolute",
            bodies[k],
            bodies[k + 1],
            point=tuple(float(x) for x in P),
            axis=tuple(float(x) for x in R[:, 2]),
            name=f"R{k + 1}",
        )
    return m


def parameterized_pendulum() -> Mechanism:
    """A body hinged at the origin about x whose pose, mass and inertia are all parameters:
    centre of mass at distance L from the hinge, turned by theta0 from the downward vertical
    (position (0, L sin theta0, -L cos theta0), orientation Rx(theta0)), mass m, inertia
    (J, J, J); gravity -9.81 along z. With phi the angle from the vertical,
    (J + m L^2) phi'' = -m g L sin phi, phi(0) = theta0, at rest."""
    m = Mechanism("parameterized_pendulum", gravity=(0, 0, -9.81))
    L, theta0 = m.parameter("L", 1.0), m.parameter("theta0", 0.3)
    mass, J = m.parameter("m", 1.0), m.parameter("J", 0.1)
    c, s = sp.cos(theta0), sp.sin(theta0)
    bar = m.add_body(
        "bar",
        mass=mass,
        inertia=(J, J, J),
        position=(0, L * s, -L * c),
        orientation=[[1, 0, 0], [0, c, -s], [0, s, c]],
    )
    m.add_joint("revolute", m.ground, bar, point=(0, 0, 0), axis=(1, 0, 0), name="J1")
    return m


def parallelogram() -> Mechanism:
    """A parallelogram four-bar whose geometry and inertia are parameters: ground pivots
    O1 = 0 and O4 = (l0, 0, 0), crank O1-O2 and rocker O4-O3 of length l1 turned by theta0
    from the downward vertical, coupler O2-O3 of length l0 (it translates), revolutes about z,
    cut at O4; uniform slender links of rho kg per metre (inertia (rho l 1e-4, m l^2/12,
    m l^2/12), x along the link); gravity -9.81 along y. With phi the crank's angle from the
    vertical, m1 = rho l1 and m2 = rho l0:
    (2 m1 l1^2 / 3 + m2 l1^2) phi'' = -(m1 + m2) g l1 sin phi, phi(0) = theta0, at rest."""
    m = Mechanism("parallelogram", gravity=(0, -9.81, 0))
    l0, l1 = m.parameter("l0", 1.0), m.parameter("l1", 0.5)
    theta0, rho = m.parameter("theta0", 0.4), m.parameter("rho", 1.0)
    c, s = sp.cos(theta0), sp.sin(theta0)
    down = [[s, c, 0], [-c, s, 0], [0, 0, 1]]  # body x along the crank, from O1 to O2

    def link(name, length, position, orientation):
        mass = rho * length
        rod = mass * length**2 / 12
        return m.add_body(
            name,
            mass=mass,
            inertia=(mass * 1e-4, rod, rod),
            position=position,
            orientation=orientation,
        )

    crank = link("crank", l1, (l1 * s / 2, -l1 * c / 2, 0), down)
    coupler = link("coupler", l0, (l1 * s + l0 / 2, -l1 * c, 0), [[1, 0, 0], [0, 1, 0], [0, 0, 1]])
    rocker = link("rocker", l1, (l0 + l1 * s / 2, -l1 * c / 2, 0), down)
    for name, bi, bj, point in (
        ("O1", m.ground, crank, (0, 0, 0)),
        ("O2", crank, coupler, (l1 * s, -l1 * c, 0)),
        ("O3", coupler, rocker, (l0 + l1 * s, -l1 * c, 0)),
        ("O4", rocker, m.ground, (l0, 0, 0)),
    ):
        m.add_joint("revolute", bi, bj, point=point, axis=(0, 0, 1), name=name)
    m.cut_joint("O4")
    return m
