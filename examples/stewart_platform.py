"""Three-leg Stewart platform of Huang et al. (seed 003 section 12, Fig. 10; EXAMPLES.md
``stewart_platform``): a 3-RRS parallel mechanism.

Each leg is a motor crank L4..L6 (1 kg) turning about a revolute to the ground (J7..J9, the
motors, constant 10 N m each), a leg L1..L3 (5 kg) on a revolute to its crank (J4..J6) and a
spherical joint (J1..J3) to the platform L7 (10 kg). 7 bodies, 39 constraint rows, 3 degrees of
freedom; gravity -9.81 along z; released from rest.

Positions, masses, inertias and the revolute directions of J4..J6 are the paper's tables (c)
and (d). Where the tables disagree with the figure we restore the mechanism's three-fold
symmetry (the paper's own data are symmetric to their two printed digits):

* the crank of leg k sits between its leg's revolute and the motor joint nearest to it (the
  tables' mass centres of L4..L6 are the midpoints of J4-J8, J5-J7, J6-J9);
* the motor axes: the printed directions of J8 and J9 are swapped (J7's, (0, -0.97, 0.26), is
  the 120-degree rotation of (0.84, 0.48, 0.26), which therefore belongs to J8 at (0, 0.39),
  and (-0.84, 0.48, 0.26) to J9); we use the three rotations of J8's direction, which equal the
  printed values to their two digits;
* link frames: x along the link (inertia I_x about the long axis), y horizontal; the platform's
  y axis is the vertical (its largest inertia, I_y = 5 = I_x + I_z for a plate).
"""

from __future__ import annotations

import math

import numpy as np
from mechgen import Mechanism
from mechgen.examples import About

#: what ``mechgen list`` says of this example
ABOUT = About("three-leg Stewart platform (3-RRS)", "seed003", "sec. 12, fig. 10", ("taylor",))

MOTOR_TORQUE = 10.0
#: (mass, inertia) of a leg, a crank and the platform.
LEG = (5.0, (0.07, 0.7, 0.7))
CRANK = (1.0, (0.01, 0.1, 0.1))
PLATFORM = (10.0, (2.5, 5.0, 2.5))
#: Leg 1's joints: spherical (platform), revolute (leg-crank) with its axis, motor (crank-ground).
SPHERICAL = np.array([0.0, 0.61, 0.71])
KNEE = np.array([0.0, 0.29, 0.0])
KNEE_AXIS = np.array([1.0, 0.0, 0.0])
MOTOR = np.array([0.0, 0.39, -0.03])
MOTOR_AXIS = np.array([0.84, 0.48, 0.26])
PLATFORM_CENTRE = (0.0, 0.0, 0.71)
#: The motor joint of legs 1, 2, 3 (named after the table's positions).
MOTORS = ("J8", "J7", "J9")


def _rot_z(angle: float) -> np.ndarray:
    c, s = math.cos(angle), math.sin(angle)
    return np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])


def link_frame(lower: np.ndarray, upper: np.ndarray) -> tuple:
    """Orientation rows of a link frame with x from ``lower`` to ``upper`` and y horizontal."""
    x = (upper - lower) / np.linalg.norm(upper - lower)
    y = np.cross((0.0, 0.0, 1.0), x)
    y /= np.linalg.norm(y)
    z = np.cross(x, y)
    return tuple(tuple(float(v) for v in row) for row in np.column_stack([x, y, z]))


def _tuple(v: np.ndarray) -> tuple:
    return tuple(float(x) for x in v)


def build(torque: float = -MOTOR_TORQUE) -> Mechanism:
    m = Mechanism("stewart_platform", gravity=(0, 0, -9.81))
    tau = m.parameter("tau", torque)
    platform = m.add_body(
        "L7",
        mass=PLATFORM[0],
        inertia=PLATFORM[1],
        position=PLATFORM_CENTRE,
        orientation=((1, 0, 0), (0, 0, -1), (0, 1, 0)),
    )
    for k in range(3):
        R = _rot_z(-2 * math.pi * k / 3)
        top, knee, motor = R @ SPHERICAL, R @ KNEE, R @ MOTOR
        axis = R @ MOTOR_AXIS
        leg = m.add_body(
            f"L{k + 1}",
            mass=LEG[0],
            inertia=LEG[1],
            position=_tuple((top + knee) / 2),
            orientation=link_frame(knee, top),
        )
        crank = m.add_body(
            f"L{k + 4}",
            mass=CRANK[0],
            inertia=CRANK[1],
            position=_tuple((knee + motor) / 2),
            orientation=link_frame(motor, knee),
        )
        m.add_joint("spherical", leg, platform, point=_tuple(top), name=f"J{k + 1}")
        m.add_joint(
            "revolute",
            crank,
            leg,
            point=_tuple(knee),
            axis=_tuple(R @ KNEE_AXIS),
            name=f"J{k + 4}",
        )
        m.add_joint(
            "revolute", m.ground, crank, point=_tuple(motor), axis=_tuple(axis), name=f"J{k + 7}"
        )
        unit = axis / np.linalg.norm(axis)
        m.add_force(crank, torque=tuple(tau * float(x) for x in unit))
    return m
