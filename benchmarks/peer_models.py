"""MuJoCo and Exudyn models of the double pendulum (EXAMPLES.md data, as
``mechgen.examples.double_pendulum``), of the planar four-bar
(``mechgen.examples.four_bar_revolutes``, built from its mechanism's data), of the heavy top
(``mechgen.examples.heavy_top``) and of the IFToMM benchmarks A01
(``mechgen.examples.point_mass_pendulum``) and A02 (``mechgen.examples.n_four_bar``), and PyDy's
model of the pendulum chain (``mechgen.examples.spatial_chain`` with revolute joints), shared by
the sections of bench_peers.py. Each MuJoCo and Exudyn builder returns the model ready to run
and the index of the body whose centre of mass the benchmarks compare: MuJoCo's
``data.xipos[body]``, Exudyn's reference point (the centre of mass of every body built here).
"""

from __future__ import annotations

import numpy as np
from mechgen.examples import heavy_top, n_four_bar, point_mass_pendulum
from mechgen.examples.four_bar_revolutes import build as four_bar

DOUBLE_PENDULUM_MJCF = """<mujoco><option timestep="{h!r}" gravity="0 0 -9.81"
    integrator="{integrator}"/>
  <worldbody><body name="bar1"><joint type="hinge" axis="1 0 0"/>
    <inertial pos="0 2 0" mass="78" diaginertia="104.01625 0.0325 104.01625"/>
    <body name="bar2" pos="0 4 0"><joint type="hinge" axis="1 0 0"/>
      <inertial pos="0 0 -1" mass="39" diaginertia="13.008125 13.008125 0.01625"/>
    </body></body></worldbody></mujoco>"""

#: a ball joint at the origin; qvel of a ball joint is the body-frame angular velocity
HEAVY_TOP_MJCF = """<mujoco><option timestep="{h!r}" gravity="0 0 0" integrator="{integrator}"/>
  <worldbody><body name="top"><joint type="ball"/>
    <inertial pos="{offset}" mass="{mass!r}" diaginertia="{inertia}"/>
  </body></worldbody></mujoco>"""


def mujoco_double_pendulum(integrator: str, h: float):
    """(MjModel, MjData at the initial state, index of bar 2)."""
    import mujoco

    model = mujoco.MjModel.from_xml_string(DOUBLE_PENDULUM_MJCF.format(h=h, integrator=integrator))
    return model, mujoco.MjData(model), 2


def mujoco_heavy_top(integrator: str, h: float):
    """(MjModel, MjData at the initial state, index of the top)."""
    import mujoco

    xml = HEAVY_TOP_MJCF.format(
        h=h,
        integrator=integrator,
        offset=" ".join(map(repr, heavy_top.OFFSET)),
        mass=heavy_top.MASS,
        inertia=" ".join(map(repr, heavy_top.INERTIA)),
    )
    model = mujoco.MjModel.from_xml_string(xml)
    data = mujoco.MjData(model)
    data.qvel[:] = heavy_top.OMEGA
    return model, data, 1


def exudyn_double_pendulum():
    """(assembled MainSystem, bar 2's object number)."""
    import exudyn as exu
    from exudyn.utilities import InertiaCuboid, RotationMatrixY, RotationMatrixZ

    mbs = exu.SystemContainer().AddSystem()
    g = [0, 0, -9.81]
    ground = mbs.CreateGround(referencePosition=[0, 0, 0])
    b1 = mbs.CreateRigidBody(
        inertia=InertiaCuboid(7800, [4, 0.05, 0.05]),
        referencePosition=[0, 2, 0],
        referenceRotationMatrix=RotationMatrixZ(np.pi / 2),
        gravity=g,
    )
    b2 = mbs.CreateRigidBody(
        inertia=InertiaCuboid(7800, [2, 0.05, 0.05]),
        referencePosition=[0, 4, -1],
        referenceRotationMatrix=RotationMatrixY(np.pi / 2),
        gravity=g,
    )
    mbs.CreateRevoluteJoint(itemNumbers=[ground, b1], position=[0, 0, 0], axis=[1, 0, 0])
    mbs.CreateRevoluteJoint(itemNumbers=[b1, b2], position=[0, 4, 0], axis=[1, 0, 0])
    mbs.Assemble()
    return mbs, b2


def exudyn_heavy_top():
    """(assembled MainSystem, the top's object number); Exudyn takes global initial velocities,
    equal to the body-frame ones at the start (the top's frame is the global one)."""
    import exudyn as exu
    from exudyn.utilities import RigidBodyInertia

    omega, offset = np.array(heavy_top.OMEGA), np.array(heavy_top.OFFSET)
    mbs = exu.SystemContainer().AddSystem()
    ground = mbs.CreateGround(referencePosition=[0, 0, 0])
    top = mbs.CreateRigidBody(
        inertia=RigidBodyInertia(mass=heavy_top.MASS, inertiaTensor=np.diag(heavy_top.INERTIA)),
        referencePosition=list(offset),
        initialVelocity=list(np.cross(omega, offset)),
        initialAngularVelocity=list(omega),
    )
    mbs.CreateSphericalJoint(itemNumbers=[ground, top], position=[0, 0, 0])
    mbs.Assemble()
    return mbs, top


def four_bar_links() -> tuple[dict, dict, np.ndarray]:
    """The four-bar's data from its mechanism: ({link: (mass, centre, inertia about the centre
    in global axes)}, {joint: point}, gravity), links crank, coupler, rocker and joints O1, A,
    B, O2 (crank O1-A, coupler A-B, rocker B-O2)."""
    mechanism = four_bar()
    links = {}
    for name in ("crank", "coupler", "rocker"):
        body = mechanism.find_body(name)
        rotation = np.array(body.orientation, dtype=float)
        inertia = rotation @ np.array(body.inertia, dtype=float) @ rotation.T
        links[name] = (float(body.mass), np.array(body.position, dtype=float).ravel(), inertia)
    points = {j.name: np.array(j.point, dtype=float).ravel() for j in mechanism.joints}
    return links, points, np.array(mechanism.gravity, dtype=float).ravel()


def _vector(v) -> str:
    return " ".join(repr(float(x)) for x in v)


def mujoco_four_bar(integrator: str, h: float, stiff: bool = False):
    """(MjModel, MjData at the initial state, index of the coupler) of the planar four-bar.

    A tree (crank on a hinge at O1, the coupler on a hinge at A at the crank's end, the rocker
    on a hinge at O2) whose loop a ``connect`` equality constraint closes at B, every hinge
    about x; bodies named as the example's, each body's frame at its joint with global axes.
    MuJoCo's equality constraints are soft: ``stiff`` as in :func:`mujoco_n_four_bar`, time
    constant 2h and impedance 0.9999, else MuJoCo's defaults (solref 0.02 1, solimp 0.9 0.95
    0.001), which a user who writes the model gets."""
    import mujoco

    links, points, gravity = four_bar_links()

    def inertial(name: str, frame: np.ndarray) -> str:
        mass, centre, j = links[name]
        full = (j[0, 0], j[1, 1], j[2, 2], j[0, 1], j[0, 2], j[1, 2])
        return (
            f'<inertial pos="{_vector(centre - frame)}" mass="{mass!r}" '
            f'fullinertia="{_vector(full)}"/>'
        )

    o1, a, b, o2 = (points[name] for name in ("O1", "A", "B", "O2"))
    xml = f"""<mujoco><option timestep="{h!r}" gravity="{_vector(gravity)}"
        integrator="{integrator}"/>
      <worldbody>
        <body name="crank" pos="{_vector(o1)}"><joint type="hinge" axis="1 0 0"/>
          {inertial("crank", o1)}
          <body name="coupler" pos="{_vector(a - o1)}"><joint type="hinge" axis="1 0 0"/>
            {inertial("coupler", a)}
          </body></body>
        <body name="rocker" pos="{_vector(o2)}"><joint type="hinge" axis="1 0 0"/>
          {inertial("rocker", o2)}
        </body></worldbody>
      <equality><connect body1="coupler" body2="rocker" anchor="{_vector(b - a)}"/></equality>
    </mujoco>"""
    model = mujoco.MjModel.from_xml_string(xml)
    if stiff:
        model.eq_solref[:] = (2 * h, 1.0)
        model.eq_solimp[:, :3] = (0.9999, 0.9999, 0.001)
    return model, mujoco.MjData(model), model.body("coupler").id


def exudyn_four_bar():
    """(assembled MainSystem, the coupler's object number) of the planar four-bar: rigid bodies
    named as the example's, with its masses and inertias, revolute joints about x at O1, A and
    O2 and, as Exudyn's own fourBarMechanism3D example does, the loop closed at B by a generic
    joint on the two in-plane position rows only (Exudyn refuses the redundant rows of a
    fourth revolute joint: 17 rows, 1 DOF, as mechgen after dropping)."""
    import exudyn as exu
    from exudyn.utilities import RigidBodyInertia

    links, points, gravity = four_bar_links()
    mbs = exu.SystemContainer().AddSystem()
    ground = mbs.CreateGround(referencePosition=[0, 0, 0])
    bodies = {
        name: mbs.CreateRigidBody(
            name=name,
            inertia=RigidBodyInertia(mass=mass, inertiaTensor=inertia),
            referencePosition=list(centre),
            gravity=list(gravity),
        )
        for name, (mass, centre, inertia) in links.items()
    }
    x = [1, 0, 0]
    for pair, point in (
        ([ground, bodies["crank"]], "O1"),
        ([bodies["crank"], bodies["coupler"]], "A"),
        ([bodies["rocker"], ground], "O2"),
    ):
        mbs.CreateRevoluteJoint(itemNumbers=pair, position=list(points[point]), axis=x)
    mbs.CreateGenericJoint(
        itemNumbers=[bodies["coupler"], bodies["rocker"]],
        position=list(points["B"]),
        constrainedAxes=[0, 1, 1, 0, 0, 0],
    )
    mbs.Assemble()
    return mbs, bodies["coupler"]


def pydy_chain(n: int):
    """PyDy's model of the pendulum chain of ``n`` rods (``spatial_chain`` with revolute
    joints: rods of 0.5 m and 1 kg, inertia 1/12 m L^2 across and 1e-3 kg m^2 along, turning
    about global x from the origin, starting along +y with rod k turning at 0.3 (k mod 3) rad/s)
    as a user writes it: sympy.physics.mechanics, Kane's method in the rods' absolute angles,
    ``System.generate_ode_function(generator="cython")``.

    Returns (right-hand side, initial state, ``args`` of the right-hand side); the state is the
    n angles, then the n rates."""
    import sympy as sm
    import sympy.physics.mechanics as me
    from pydy.system import System

    angles, rates = me.dynamicsymbols(f"q:{n}"), me.dynamicsymbols(f"u:{n}")
    g, length, mass = sm.symbols("g l m")
    world = me.ReferenceFrame("N")
    joint = me.Point("O")
    joint.set_vel(world, 0)
    bodies, loads = [], []
    for k in range(n):
        frame = world.orientnew(f"R{k}", "Axis", (angles[k], world.x))
        frame.set_ang_vel(world, rates[k] * world.x)
        centre = joint.locatenew(f"C{k}", length / 2 * frame.y)
        centre.v2pt_theory(joint, world, frame)
        across = mass * length**2 / 12
        inertia = me.inertia(frame, across, sm.Rational(1, 1000), across)
        bodies.append(me.RigidBody(f"rod{k + 1}", centre, frame, mass, (inertia, centre)))
        loads.append((centre, -mass * g * world.z))
        tip = joint.locatenew(f"P{k + 1}", length * frame.y)
        tip.v2pt_theory(joint, world, frame)
        joint = tip
    kinematics = [q.diff() - u for q, u in zip(angles, rates, strict=True)]
    kane = me.KanesMethod(world, angles, rates, kd_eqs=kinematics)
    kane.kanes_equations(bodies, loads)
    start = {**dict.fromkeys(angles, 0.0), **{u: 0.3 * (k % 3) for k, u in enumerate(rates)}}
    values = {g: 9.81, length: 0.5, mass: 1.0}
    system = System(kane, constants=values, initial_conditions=start)
    rhs = system.generate_ode_function(generator="cython")
    x0 = np.array([start[x] for x in system.states])
    # the constants as an array in the generator's order, its fast path (System.integrate
    # passes a dict, which the right-hand side converts at every call)
    return rhs, x0, (np.array([values[c] for c in system.constants_symbols]),)


#: A01: MuJoCo needs a positive inertia; 1e-12 kg m^2 beside the bob's m L^2 = 1 kg m^2 about the
#: pivot changes its motion by about 1e-12 relative
POINT_MASS_MJCF = """<mujoco><option timestep="{h!r}" gravity="0 0 {gz!r}"
    integrator="{integrator}"/>
  <worldbody><body name="bob"><joint type="hinge" axis="1 0 0"/>
    <inertial pos="0 {length!r} 0" mass="{mass!r}" diaginertia="1e-12 1e-12 1e-12"/>
  </body></worldbody></mujoco>"""


def mujoco_point_mass_pendulum(integrator: str, h: float):
    """(MjModel, MjData at the initial state, index of the bob): the bob hangs off a hinge about
    x at the origin, starting at (0, L, 0) at rest."""
    import mujoco

    a01 = point_mass_pendulum
    xml = POINT_MASS_MJCF.format(
        h=h, integrator=integrator, gz=-a01.GRAVITY, length=a01.LENGTH, mass=a01.MASS
    )
    model = mujoco.MjModel.from_xml_string(xml)
    return model, mujoco.MjData(model), 1


def exudyn_point_mass_pendulum():
    """(assembled MainSystem, the bob's object number): a mass point kept at distance L from the
    origin (a distance constraint) and in the plane x = 0 (a coordinate constraint: the revolute
    about x of the example; a point mass has no rotations to lock)."""
    import exudyn as exu

    a01 = point_mass_pendulum
    mbs = exu.SystemContainer().AddSystem()
    ground = mbs.CreateGround(referencePosition=[0, 0, 0])
    bob = mbs.CreateMassPoint(
        referencePosition=[0, a01.LENGTH, 0], mass=a01.MASS, gravity=[0, 0, -a01.GRAVITY]
    )
    node = mbs.GetObject(bob)["nodeNumber"]
    mbs.CreateDistanceConstraint(itemNumbers=[ground, node], distance=a01.LENGTH)
    mbs.CreateCoordinateConstraint(itemNumbers=[None, node], coordinates=[None, 0])
    mbs.Assemble()
    return mbs, bob


def _a02_links(n: int) -> list[tuple[str, tuple, tuple, tuple]]:
    """A02's links as (name, end a, end b, (vx, vy, wz) of the centre): N + 1 cranks pinned at
    (i, 0) and vertical, N couplers between the cranks' tips; B0 at 1 m/s along +x."""
    length, speed = n_four_bar.LENGTH, 1.0
    cranks = [
        (f"crank{i}", (i, 0.0), (i, length), (speed / 2, 0.0, -speed / length))
        for i in range(n + 1)
    ]
    couplers = [
        (f"coupler{i}", (i - 1, length), (i, length), (speed, 0.0, 0.0)) for i in range(1, n + 1)
    ]
    return cranks + couplers


def mujoco_n_four_bar(integrator: str, h: float, n: int = 2, stiff: bool = False):
    """(MjModel, MjData at the initial state, index of crank 0) of A02 with ``n`` windows.

    A tree plus N equality constraints, as the four-bar of bench_peers.py: each crank hinges
    about z on the ground, coupler i hinges on the tip of crank i - 1, and a ``connect``
    constraint holds its other end on the tip of crank i. Link inertias as the example's
    (1/12 m L^2 across, AXIAL along the link). B0 = 2 x crank 0's centre.

    MuJoCo's constraints are soft: with its defaults (solref 0.02 1, solimp 0.9 0.95 0.001) the
    loop stretches by about 0.4 mm and the cranks fall out of step near the first flat
    position. ``stiff``: as stiff as MuJoCo accepts, time constant 2h (the least its refsafe
    allows) and impedance 0.9999, which leaves about 4e-5 m at h = 1e-4."""
    import mujoco

    length, mass, axial = n_four_bar.LENGTH, n_four_bar.MASS, n_four_bar.AXIAL
    across = mass * length**2 / 12
    couplers = [
        f"""<body name="coupler{i}" pos="0 {length!r} 0">
            <joint name="B{i - 1}_{i}" type="hinge" axis="0 0 1"/>
            <inertial pos="{length / 2!r} 0 0" mass="{mass!r}"
                      diaginertia="{axial!r} {across!r} {across!r}"/></body>"""
        for i in range(1, n + 1)
    ] + [""]
    cranks = "".join(
        f"""<body name="crank{i}" pos="{i} 0 0">
            <joint name="A{i}" type="hinge" axis="0 0 1"/>
            <inertial pos="0 {length / 2!r} 0" mass="{mass!r}"
                      diaginertia="{across!r} {axial!r} {across!r}"/>{couplers[i]}</body>"""
        for i in range(n + 1)
    )
    connects = "".join(
        f'<connect body1="coupler{i}" body2="crank{i}" anchor="{length!r} 0 0"/>'
        for i in range(1, n + 1)
    )
    xml = f"""<mujoco><option timestep="{h!r}" gravity="0 {-n_four_bar.GRAVITY!r} 0"
        integrator="{integrator}"/>
      <worldbody>{cranks}</worldbody><equality>{connects}</equality></mujoco>"""
    model = mujoco.MjModel.from_xml_string(xml)
    if stiff:
        model.eq_solref[:] = (2 * h, 1.0)
        model.eq_solimp[:, :3] = (0.9999, 0.9999, 0.001)
    data = mujoco.MjData(model)
    for i in range(n + 1):
        data.joint(f"A{i}").qvel[:] = -1.0 / length
    for i in range(1, n + 1):
        data.joint(f"B{i - 1}_{i}").qvel[:] = 1.0 / length  # the couplers translate
    return model, data, model.body("crank0").id


def exudyn_n_four_bar(n: int = 2):
    """(assembled MainSystem, crank 0's object number) of A02 with ``n`` windows: rigid bodies
    with the example's inertias, revolute joints about z for every crank and at each coupler's
    first end, and, as in Exudyn's own fourBarMechanism3D example, the loop closed at each
    coupler's second end by a generic joint on the two in-plane position rows only (the
    redundant rows left out: Exudyn refuses a singular Jacobian)."""
    import exudyn as exu
    from exudyn.utilities import RigidBodyInertia, RotationMatrixZ

    length, mass, axial = n_four_bar.LENGTH, n_four_bar.MASS, n_four_bar.AXIAL
    across = mass * length**2 / 12
    mbs = exu.SystemContainer().AddSystem()
    ground = mbs.CreateGround(referencePosition=[0, 0, 0])
    bodies = {}
    for name, a, b, (vx, vy, wz) in _a02_links(n):
        angle = np.arctan2(b[1] - a[1], b[0] - a[0])
        bodies[name] = mbs.CreateRigidBody(
            inertia=RigidBodyInertia(mass=mass, inertiaTensor=np.diag([axial, across, across])),
            referencePosition=[(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 0],
            referenceRotationMatrix=RotationMatrixZ(angle),
            initialVelocity=[vx, vy, 0],
            initialAngularVelocity=[0, 0, wz],
            gravity=[0, -n_four_bar.GRAVITY, 0],
        )
    z = [0, 0, 1]
    for i in range(n + 1):
        mbs.CreateRevoluteJoint(
            itemNumbers=[ground, bodies[f"crank{i}"]], position=[i, 0, 0], axis=z
        )
    for i in range(1, n + 1):
        coupler = bodies[f"coupler{i}"]
        mbs.CreateRevoluteJoint(
            itemNumbers=[bodies[f"crank{i - 1}"], coupler], position=[i - 1, length, 0], axis=z
        )
        mbs.CreateGenericJoint(
            itemNumbers=[bodies[f"crank{i}"], coupler],
            position=[i, length, 0],
            constrainedAxes=[1, 1, 0, 0, 0, 0],
        )
    mbs.Assemble()
    return mbs, bodies["crank0"]


def exudyn_settings(h: float, t_end: float):
    """Generalized-alpha (Exudyn's default implicit solver) with modified Newton at the fixed
    step h: adaptive step reduction is off, so a step whose Newton iteration fails ends the
    run (SolveDynamic raises) instead of being redone at smaller steps."""
    import exudyn as exu

    settings = exu.SimulationSettings()
    settings.timeIntegration.numberOfSteps = int(round(t_end / h))
    settings.timeIntegration.endTime = t_end
    settings.timeIntegration.verboseMode = 0
    settings.timeIntegration.newton.useModifiedNewton = True
    settings.timeIntegration.adaptiveStep = False
    settings.solution.file.write = False
    return settings
