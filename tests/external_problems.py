"""Problems written outside the project, built from their public definitions with the public
API (``Mechanism``, ``add_body``, ``add_joint``, ``add_spring``, ``set_joint_rates``): no example
of mechgen is used, so that a run of them measures the schemes against data that the project did
not choose. Each builder's docstring cites the definition and lists every number it uses.

Not a test module (no ``test_`` prefix): tests and probes import the builders from here.
"""

from __future__ import annotations

import math

import numpy as np
from mechgen import Mechanism

G = 9.81


def _unit(v) -> np.ndarray:
    v = np.asarray(v, dtype=float)
    return v / np.linalg.norm(v)


def _frame(x_axis, y_axis) -> list[list[float]]:
    """The rotation body -> global whose columns are x, y and x cross y, by rows."""
    x, y = _unit(x_axis), _unit(y_axis)
    return np.column_stack([x, y, np.cross(x, y)]).tolist()


def spatial_slider_crank(crank_rate: float = -2 * math.pi) -> Mechanism:
    """Haug's spatial slider-crank, free (no driver), with joints.

    Definition: E. J. Haug, *Computer-Aided Kinematics and Dynamics of Mechanical Systems*, Vol. I
    (Allyn and Bacon, 1989), the spatial slider-crank (the same data as
    ``examples/slider_crank.py``, which writes it with basic constraints and a driver). Here the
    joints are mechgen's joint kinds and nothing drives the crank: it starts turning at
    ``crank_rate`` (-2 pi rad/s about global x) and moves under gravity alone.

    Numbers (SI):

    * gravity (0, 0, -9.81) m/s^2;
    * crank: mass 0.12 kg, principal inertia (1e-4, 1e-5, 1e-4) kg m^2, centre of mass
      (0, 0.1, 0.12) on its axis, body axes x = global x, y = global z, z = -global y (rows
      [[1, 0, 0], [0, 0, -1], [0, 1, 0]]); crank pin 0.08 m from the axis along body y, so at
      (0, 0.1, 0.2) at the start;
    * rod: mass 0.5 kg, principal inertia (4e-3, 4e-4, 4e-3) kg m^2, length 0.3 m along its
      body x from the crank pin B = (0, 0.1, 0.2) to the slider's centre C = (0.2, 0, 0), centre
      of mass at the middle (0.1, 0.05, 0.1); body x = (2, -1, -2)/3, body y = (0, 2, -1)/sqrt 5
      (Haug's rounded rows give these to 2e-6; here they are exact);
    * slider: mass 2.0 kg, principal inertia (1e-4, 1e-4, 1e-4) kg m^2, centre of mass
      (0.2, 0, 0), rows [[0, 0, 1], [0, 1, 0], [-1, 0, 0]];
    * joints: revolute ground-crank through (0, 0.1, 0.12) about global x; spherical rod-crank at
      B; universal rod-slider at C with cross axes the rod's body y, (0, 2, -1)/sqrt 5, and the
      slider's body z, global x; prismatic (translational) slider-ground along global x through C.

    Initial velocities (consistent with the crank's rate w = ``crank_rate``, worked out here and
    passed to ``add_body``): crank at rest translationally with angular velocity (w, 0, 0); pin
    B moves at w x (B - axis point) = (0, -0.08 w, 0); the slider at x' = -(B_y B_y')/C_x (from
    |C - B| = 0.3 with C on the x axis); the rod's centre at the mean of the velocities of B and
    C and its angular velocity the solution of (v_C - v_B) = omega x (C - B) with the universal
    joint's cross axes staying perpendicular ((omega x y_rod) . x = 0, the slider does not
    turn).
    """
    m = Mechanism("spatial_slider_crank", gravity=(0, 0, -G))
    axis_point = np.array([0.0, 0.1, 0.12])
    pin = np.array([0.0, 0.1, 0.2])  # the crank pin B at the start
    centre = np.array([0.2, 0.0, 0.0])  # the slider's centre C
    rod_x, rod_y = _unit(centre - pin), _unit([0.0, 2.0, -1.0])
    w = np.array([crank_rate, 0.0, 0.0])
    v_pin = np.cross(w, pin - axis_point)
    v_slider = np.array([-(pin[1] * v_pin[1] + pin[2] * v_pin[2]) / centre[0], 0.0, 0.0])
    # rod angular velocity: (v_C - v_B) = omega x (C - B), (omega x y_rod) . e_x = 0
    d = centre - pin
    skew = np.array([[0, d[2], -d[1]], [-d[2], 0, d[0]], [d[1], -d[0], 0]])  # skew @ w = w x d
    universal = np.cross(rod_y, [1.0, 0.0, 0.0])  # (omega x y) . x = omega . (y x x)
    system = np.vstack([skew, universal])
    rhs = np.concatenate([v_slider - v_pin, [0.0]])
    omega_rod = np.linalg.lstsq(system, rhs, rcond=None)[0]
    crank = m.add_body(
        "crank",
        mass=0.12,
        inertia=(1e-4, 1e-5, 1e-4),
        position=tuple(axis_point),
        orientation=[[1, 0, 0], [0, 0, -1], [0, 1, 0]],
        angular_velocity=tuple(w),
    )
    rod = m.add_body(
        "rod",
        mass=0.5,
        inertia=(4e-3, 4e-4, 4e-3),
        position=tuple((pin + centre) / 2),
        orientation=_frame(rod_x, rod_y),
        velocity=tuple((v_pin + v_slider) / 2),
        angular_velocity=tuple(omega_rod),
    )
    slider = m.add_body(
        "slider",
        mass=2.0,
        inertia=(1e-4, 1e-4, 1e-4),
        position=tuple(centre),
        orientation=[[0, 0, 1], [0, 1, 0], [-1, 0, 0]],
        velocity=tuple(v_slider),
    )
    m.add_joint(
        "revolute", m.ground, crank, point=tuple(axis_point), axis=(1, 0, 0), name="crank_axis"
    )
    m.add_joint("spherical", rod, crank, point=tuple(pin), name="pin")
    m.add_joint(
        "universal",
        rod,
        slider,
        point=tuple(centre),
        axis_i=tuple(rod_y),
        axis_j=(1, 0, 0),
        name="cross",
    )
    m.add_joint("prismatic", m.ground, slider, point=tuple(centre), axis=(1, 0, 0), name="guide")
    return m


#: the stiff flyball governor's data (flyball_governor's docstring)
FLYBALL = {
    "density": 3000.0,
    "shaft_length": 1.0,
    "bar_width": 0.01,
    "slider_side": 0.1,
    "point_mass": 5.0,
    "stiffness": 8e5,
    "damping": 4e4,
    "rest_length": 0.5,
    "s": 0.5,
    "alpha": math.radians(30.0),
    "hinge_offset": 0.05,
    "spin": 2 * math.pi,
}


def _box_inertia(mass: float, a: float, b: float, c: float) -> tuple[float, float, float]:
    """Principal inertia of a homogeneous box of sides a, b, c (along x, y, z) about its
    centre."""
    return (mass * (b * b + c * c) / 12, mass * (a * a + c * c) / 12, mass * (a * a + b * b) / 12)


def flyball_governor() -> Mechanism:
    """The stiff flyball governor, MBS benchmark A05 (IFToMM library of computational benchmark
    problems, lim.ii.udc.es/mbsbenchmark, problem A05 "Stiff flyball governor", M. Gonzalez,
    2005; M. Gonzalez, D. Dopico, U. Lugris, J. Cuadrado, "A benchmarking system for MBS
    simulation software", Multibody Syst. Dyn. 16, 2006). The table of the definition: shaft and
    rods 1.0 x 0.01 x 0.01 m, slider 0.1 x 0.1 x 0.1 m, density 3000 kg/m^3, two point masses of
    5 kg, spring stiffness K = 8e5 N/m, damping C = 4e4 N s/m, spring rest length 0.5 m,
    s = 0.5 m, alpha = 30 deg, initial spin of the shaft 2 pi rad/s; the geometry the table does
    not spell out (where the rods hinge, where the springs attach) as both public
    reproductions of the benchmark place it (the OpenSim one of Tagliapietra et al.,
    RehabEngGroup/MBSbenchmarksInOpenSim, A05; the IFToMM one of Exudyn,
    stiffFlyballGovernorKT.py), which agree.

    Numbers (SI), z up, gravity (0, 0, -9.81) m/s^2:

    * shaft: 1.0 x 0.01 x 0.01 m box of density 3000 (mass 0.3 kg), along z from (0, 0, 0) to
      (0, 0, 1), centre of mass (0, 0, 0.5); revolute joint to the ground at the origin about z;
      free (no torque, no driver), spinning at 2 pi rad/s about z at the start;
    * slider: 0.1 m cube of density 3000 (mass 3 kg), centre of mass on the shaft at height
      s = 0.5 m; prismatic joint to the shaft along z (it turns with the shaft);
    * rods: 1.0 x 0.01 x 0.01 m boxes of density 3000 (0.3 kg each, centre of mass at their
      middle), hinged to the shaft's top at (+-0.05, 0, 1.0) by revolute joints about y; each
      points outwards and down at alpha = 30 deg below the horizontal, so its far end is at
      (+-(0.05 + cos 30), 0, 1 - sin 30) = (+-0.916, 0, 0.5); a point mass of 5 kg at its far end
      is rigidly part of the rod (one body of 5.3 kg: centre of mass 5.15/5.3 m from the hinge,
      the inertia of the bar about it plus the point mass's, by the parallel-axis theorem);
    * springs: each a linear spring-damper (K = 8e5 N/m, C = 4e4 N s/m, rest length 0.5 m) from
      the slider's side point (+-0.05, 0, 0) (body frame; (+-0.05, 0, 0.5) global) to the
      middle of its rod (0.5 m from the hinge; (+-(0.05 + 0.5 cos 30), 0, 1 - 0.5 sin 30)
      global), 0.5 m long at the start: the springs start at rest length;
    * initial state: every body turns with the shaft at 2 pi rad/s about z (the shaft's
      revolute rate 2 pi, every other joint rate 0: ``set_joint_rates``), run for 10 s.
    """
    d = FLYBALL
    m = Mechanism("flyball_governor", gravity=(0, 0, -G))
    length, width, side = d["shaft_length"], d["bar_width"], d["slider_side"]
    bar_mass = d["density"] * length * width * width
    shaft = m.add_body(
        "shaft",
        mass=bar_mass,
        inertia=_box_inertia(bar_mass, width, width, length),
        position=(0, 0, length / 2),
    )
    slider_mass = d["density"] * side**3
    slider = m.add_body(
        "slider",
        mass=slider_mass,
        inertia=_box_inertia(slider_mass, side, side, side),
        position=(0, 0, d["s"]),
    )
    m.add_joint("revolute", m.ground, shaft, point=(0, 0, 0), axis=(0, 0, 1), name="spin")
    m.add_joint("prismatic", shaft, slider, point=(0, 0, d["s"]), axis=(0, 0, 1), name="sleeve")
    total = bar_mass + d["point_mass"]
    com = (bar_mass * length / 2 + d["point_mass"] * length) / total  # from the hinge
    bar_axial, bar_transverse, _ = _box_inertia(bar_mass, length, width, width)
    transverse = (
        bar_transverse + bar_mass * (length / 2 - com) ** 2 + d["point_mass"] * (length - com) ** 2
    )
    ca, sa = math.cos(d["alpha"]), math.sin(d["alpha"])
    for sign, name in ((1, "rod_right"), (-1, "rod_left")):
        hinge = np.array([sign * d["hinge_offset"], 0.0, length])
        direction = np.array([sign * ca, 0.0, -sa])  # the rod's body x, hinge to far end
        rod = m.add_body(
            name,
            mass=total,
            inertia=(bar_axial, transverse, transverse),
            position=tuple(hinge + com * direction),
            orientation=_frame(direction, (0, 1, 0)),
        )
        m.add_joint(
            "revolute", shaft, rod, point=tuple(hinge), axis=(0, 1, 0), name=f"{name}_hinge"
        )
        m.add_spring(
            slider,
            rod,
            point_i=(sign * side / 2, 0, 0),
            point_j=(length / 2 - com, 0, 0),
            stiffness=d["stiffness"],
            damping=d["damping"],
            rest_length=d["rest_length"],
            name=f"{name}_spring",
        )
    m.set_joint_rates("spin", angle=d["spin"])
    return m
