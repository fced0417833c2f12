"""Test mechanisms that exercise every joint, basic constraint, driver and force element."""

from __future__ import annotations

import sympy as sp

from symbolic import Mechanism


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


def joint_zoo() -> Mechanism:
    """A free-floating tree through every joint kind, half of them declared child-first (so the
    tree runs from body j to body i), with full inertia tensors, a spring (non-quadratic
    potential) and joint rates: a conservative system for the director schemes."""
    m = Mechanism("joint_zoo", gravity=(0.0, 0.0, -9.81))
    inertia = [[0.3, 0.02, -0.01], [0.02, 0.4, 0.03], [-0.01, 0.03, 0.5]]
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
    m.add_spring("base", "universal_body", (0.1, 0.0, 0.0), (0.0, 0.1, 0.0), stiffness=30.0)
    return m
