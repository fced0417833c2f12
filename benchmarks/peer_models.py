"""MuJoCo and Exudyn models of the double pendulum (EXAMPLES.md data, as
``mechgen.examples.double_pendulum``) and of the heavy top (``mechgen.examples.heavy_top``), shared
by the sections of bench_peers.py. Each builder returns the model ready to run and the index of the
body whose centre of mass the benchmarks compare: MuJoCo's ``data.xipos[body]``, Exudyn's
reference point (the centre of mass of every body built here).
"""

from __future__ import annotations

import numpy as np
from mechgen.examples import heavy_top

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
