"""Spherical double pendulum (seed 002 section 5.2; EXAMPLES.md ``spherical_double_pendulum``).

Two flat aluminium boxes a x b x c = 0.2 x 0.1 x 0.05 (density 2700 assumed, the paper names the
material only for the top: m = 2.7), along global x: C1 = (I, (a/2, 0, 0)),
C2 = (I, (3a/2, 0, 0)); spherical joints ground-box 1 at the origin and box 1-box 2 at (a, 0, 0).
Body angular velocities omega1 = (10, 0, 0), omega2 = (10 pi, 10 pi, 20 pi); the centre-of-mass
velocities follow from the joints (box 1 turns about its long axis: at rest; box 2's centre moves
with omega2 x (a/2, 0, 0)). Gravity 9.81 along -z.
"""

from __future__ import annotations

import math

from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("spherical double pendulum", "seed002", "sec. 5.2", ("lie-mk",))

A, B, C, RHO = 0.2, 0.1, 0.05, 2700.0
OMEGA1 = (10.0, 0.0, 0.0)
OMEGA2 = (10 * math.pi, 10 * math.pi, 20 * math.pi)


def box(m: Mechanism, name: str, position, velocity, omega, orientation=None):
    """A box a x b x c along its body axes, centre of mass at ``position``; ``orientation``
    (rows of A, body to global) defaults to the identity."""
    mass = RHO * A * B * C
    inertia = (mass * (B**2 + C**2) / 12, mass * (A**2 + C**2) / 12, mass * (A**2 + B**2) / 12)
    return m.add_body(
        name,
        mass=mass,
        inertia=inertia,
        position=position,
        velocity=velocity,
        angular_velocity=omega,
        orientation=orientation,
    )


def cross(u, w):
    return (u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0])


def build(grounded: bool = True, omega1=OMEGA1, omega2=OMEGA2, gravity: float = 9.81):
    """The pendulum; ``grounded=False`` drops the ground joint (the floating pair)."""
    name = "spherical_double_pendulum" if grounded else "floating_bodies"
    m = Mechanism(name, gravity=(0, 0, -gravity))
    v1 = cross(omega1, (A / 2, 0, 0)) if grounded else (0.0, 0.0, 0.0)
    joint = tuple(x + y for x, y in zip(v1, cross(omega1, (A / 2, 0, 0)), strict=True))
    v2 = tuple(x + y for x, y in zip(joint, cross(omega2, (A / 2, 0, 0)), strict=True))
    box1 = box(m, "box1", (A / 2, 0, 0), v1, omega1)
    box2 = box(m, "box2", (3 * A / 2, 0, 0), v2, omega2)
    if grounded:
        m.add_joint("spherical", m.ground, box1, point=(0, 0, 0), name="J1")
    m.add_joint("spherical", box1, box2, point=(A, 0, 0), name="J2")
    return m
