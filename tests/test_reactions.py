"""Physical joint reactions (seed 004 section 5): static equilibrium per joint kind and
formulation, per-body Newton-Euler balance, agreement across formulations, driver power."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
from helpers import emitted, model
from mechanisms import ZOO_INERTIA, joint_zoo, zoo_masses
from mechgen.runtime import simulate
from mechgen.runtime.index1 import accelerations
from mechgen.runtime.initial import initial_state
from mechgen.runtime.reactions import SiteSolver
from mechgen.symbolic import Mechanism

G = np.array([0.0, 0.0, -9.81])
MASS = 2.0
#: Per joint kind: joint geometry and a centre of mass that gravity cannot move.
STATIC = {
    "fixed": ({}, (0.3, 0.1, -0.2)),
    "spherical": ({}, (0.0, 0.0, -0.5)),
    "revolute": ({"axis": (0, 0, 1)}, (0.3, 0.2, -0.1)),
    "cylindrical": ({"axis": (1, 0, 0)}, (0.4, 0.0, -0.5)),
    "prismatic": ({"axis": (1, 0, 0)}, (0.3, 0.2, -0.1)),
    "planar": ({"normal": (0, 0, 1)}, (0.3, 0.2, -0.1)),
    "universal": ({"axis_i": (1, 0, 0), "axis_j": (0, 1, 0)}, (0.0, 0.0, -0.5)),
}
RUNS = [("index3", "rA"), ("index3", "rp"), ("index3", "re"), ("lie-mk", "se3")]


def hanging(kind: str) -> Mechanism:
    geometry, com = STATIC[kind]
    m = Mechanism(f"hanging_{kind}", gravity=tuple(G))
    body = m.add_body("body", mass=MASS, inertia=(0.1, 0.2, 0.3), position=com)
    m.add_joint(kind, m.ground, body, point=(0, 0, 0), name="J", **geometry)
    return m


@pytest.mark.parametrize(
    "scheme,formulation", RUNS + [("genalpha", "rp"), ("nullspace", "director")]
)
@pytest.mark.parametrize("kind", STATIC)
def test_static_reactions_carry_the_weight(kind, scheme, formulation, tmp_path):
    """A body held by one joint in equilibrium: the joint carries the weight m g and its moment
    about the joint point, whatever the formulation."""
    mod = emitted(hanging(kind), formulation, tmp_path)
    res = simulate(mod, scheme, 1e-3, 0.005, reactions=True)
    on_body = res.reactions.of("J")
    com = np.array(STATIC[kind][1])
    weight = MASS * G
    np.testing.assert_allclose(on_body["force_j"][-1], -weight, atol=1e-9 * MASS * 9.81)
    np.testing.assert_allclose(
        on_body["torque_j"][-1], -np.cross(com, weight), atol=1e-9 * MASS * 9.81
    )
    np.testing.assert_allclose(on_body["force_i"][-1], weight, atol=1e-9 * MASS * 9.81)


def _wrench_sums(solver: SiteSolver, q, f, bodies: list[str]) -> dict[str, np.ndarray]:
    """Per body: total reaction force and moment about the body's centre of mass, global."""
    force, torque, _, _ = solver.wrenches(q, f)
    frames = np.reshape(solver.model.reaction_frames(q, solver.model.p), (len(solver.sites), 24))
    com = np.reshape(solver.model.body_frames(q, solver.model.p), (len(bodies), 12))[:, :3]
    out = {b: np.zeros(6) for b in bodies}
    for k, site in enumerate(solver.sites):
        for body, sign in zip(site["bodies"], (1.0, -1.0), strict=True):
            if body in out:
                arm = frames[k, :3] - com[bodies.index(body)]
                out[body] += sign * np.concatenate([force[k], torque[k] + np.cross(arm, force[k])])
    return out


@pytest.fixture(scope="module")
def zoo_rA(tmp_path_factory):
    return model(emitted(joint_zoo(), "rA", tmp_path_factory.mktemp("zoo_rA")))


def test_newton_euler_balance_of_every_body(zoo_rA):
    """Reconstructed from the reported wrenches alone (points, frames, components), each body's
    reactions equal M a - Q of its Newton-Euler equations (rA: r'' and the body-frame moment),
    for a tree with every joint kind, a spring and full inertia tensors."""
    mdl = zoo_rA
    q, v = initial_state(mdl, 0.0, False)
    a, lam, _ = accelerations(mdl, q, v, 0.0)
    solver = SiteSolver(mdl)
    f = solver.components(q, 0.0, lam)
    sums = _wrench_sums(solver, q, f, mdl.bodies)
    residual = mdl.M(q, mdl.p) @ a - mdl.Q(q, v, 0.0, mdl.p)
    frames = np.reshape(mdl.body_frames(q, mdl.p), (len(mdl.bodies), 12))
    scale = np.abs(residual).max()
    for k, body in enumerate(mdl.bodies):
        A = frames[k, 3:].reshape(3, 3)
        np.testing.assert_allclose(sums[body][:3], residual[6 * k : 6 * k + 3], atol=1e-9 * scale)
        np.testing.assert_allclose(
            A.T @ sums[body][3:], residual[6 * k + 3 : 6 * k + 6], atol=1e-9 * scale
        )


@pytest.fixture(scope="module")
def free_zoo(tmp_path_factory):
    """The joint zoo without its spring, in rA: gravity and the joints are all its loads."""
    return emitted(joint_zoo(spring=False), "rA", tmp_path_factory.mktemp("free_zoo"))


@pytest.mark.parametrize("scheme", ["genalpha", "index3", "taylor"])
def test_reactions_satisfy_newton_euler_along_a_run(scheme, free_zoo):
    """Every joint kind's reported reactions against an independent Newton-Euler computation
    along a run (issue 36: a universal joint's cross torque turns with body j about axis_i, and
    a torque component fixed in body i's frame misreported it, and made taylor's motion wrong,
    once the joint had turned; at t = 0, where the frames coincide, nothing showed). From the
    run's state and accelerations and the masses and inertias written in the test, each body
    satisfies

        m r'' = m g + sum of the reaction forces on it,
        J w' + w x J w = A^T sum (torque + (c - r) x force)     (body frame; rA's v is (r', w)),

    over 0.3 s (the universal joint turns by 0.2 rad about axis_i), at every 25th row. genalpha
    and index3 solve M a + Phi_q^T lam = Q to their Newton tolerance at each state, taylor
    solves for the reactions with its step (they are exact at its own a): 1e-7 of the largest
    load (m g ~ 20 N) bounds the Newton tolerances' effect with a margin of 100."""
    options = {"augmented": False} if scheme == "genalpha" else {}
    result = simulate(free_zoo, scheme, 1e-3, 0.3, reactions=True, **options)
    masses, J = zoo_masses(), np.array(ZOO_INERTIA)
    sites = result.model.meta.reaction_sites
    layout = result.model.meta.v_layout
    scale = max(masses.values()) * 9.81
    for row in range(0, len(result.t), 25):
        loads = {name: np.zeros(6) for name in masses}
        for site in sites:
            wrench = result.reactions.of(site["owner"])
            point = result.joint_points[site["owner"]][row]
            for body, side in zip(site["bodies"], "ij", strict=True):
                if body in loads:
                    force, torque = wrench[f"force_{side}"][row], wrench[f"torque_{side}"][row]
                    arm = point - result.bodies[body]["r"][row]
                    loads[body] += np.concatenate([force, torque + np.cross(arm, force)])
        for name, mass in masses.items():
            start, stop = layout[name]
            acc, w = result.traj.a[row, start:stop], result.traj.v[row, start + 3 : stop]
            A = result.bodies[name]["A"][row]
            translation = mass * acc[:3] - mass * G - loads[name][:3]
            rotation = J @ acc[3:] + np.cross(w, J @ w) - A.T @ loads[name][3:]
            assert np.abs(translation).max() < 1e-7 * scale, (scheme, row, name, translation)
            assert np.abs(rotation).max() < 1e-7 * scale, (scheme, row, name, rotation)


@pytest.mark.parametrize("formulation", ["rp", "re", "se3", "so3r3"])
def test_reactions_agree_across_formulations(formulation, zoo_rA, tmp_path):
    """Physical reactions do not depend on the coordinates: the same state in rp, re, se3 and
    so3r3 gives rA's reactions (each from its own multipliers, B and normalization rows)."""
    ref = SiteSolver(zoo_rA)
    q, v = initial_state(zoo_rA, 0.0, False)
    _, lam, _ = accelerations(zoo_rA, q, v, 0.0)
    expected = ref.components(q, 0.0, lam)
    other = model(emitted(joint_zoo(), formulation, tmp_path))
    q2, v2 = initial_state(other, 0.0, False)
    _, lam2, _ = accelerations(other, q2, v2, 0.0)
    got = SiteSolver(other).components(q2, 0.0, lam2)
    np.testing.assert_allclose(got, expected, atol=1e-8 * np.abs(expected).max())


def test_director_schemes_recover_the_same_reactions(zoo_rA, tmp_path):
    """The energy-momentum schemes' multipliers (constrained) and the recovered ones (nullspace)
    give rA's reactions, to the O(h) of one step of h = 1e-3 (taken at its mid-configuration).
    """
    solver = SiteSolver(zoo_rA)
    q, v = initial_state(zoo_rA, 0.0, False)
    _, lam, _ = accelerations(zoo_rA, q, v, 0.0)
    expected = solver.components(q, 0.0, lam)
    mod = emitted(joint_zoo(), "director", tmp_path)
    got = {
        s: simulate(mod, s, 1e-3, 1e-3, reactions=True).reactions.f[-1]
        for s in ("constrained", "nullspace")
    }
    np.testing.assert_allclose(
        got["nullspace"], got["constrained"], atol=1e-8 * np.abs(expected).max()
    )
    np.testing.assert_allclose(got["constrained"], expected, atol=5e-3 * np.abs(expected).max())


def driven_slider_crank() -> Mechanism:
    """A spatial slider crank of joints (revolute, spherical, universal, prismatic; 17 rows, one
    degree of freedom) with its crank driven at a varying rate, gravity in the plane."""
    m = Mechanism("driven_slider_crank", gravity=(0.0, -9.81, 0.0))
    theta0, crank, rod = 0.5, 0.2, 0.5
    tip = np.array([crank * math.cos(theta0), crank * math.sin(theta0), 0.0])
    slider_at = np.array([tip[0] + math.sqrt(rod**2 - tip[1] ** 2), 0.0, 0.0])
    c, s = math.cos(theta0), math.sin(theta0)
    b_crank = m.add_body(
        "crank",
        mass=1.0,
        inertia=(0.001, 0.004, 0.004),
        position=tuple(tip / 2),
        orientation=((c, -s, 0), (s, c, 0), (0, 0, 1)),
    )
    b_rod = m.add_body(
        "rod", mass=2.0, inertia=(0.002, 0.04, 0.04), position=tuple((tip + slider_at) / 2)
    )
    slider = m.add_body("slider", mass=3.0, inertia=(0.01, 0.01, 0.01), position=tuple(slider_at))
    direction = (slider_at - tip) / rod
    m.add_joint("revolute", m.ground, b_crank, point=(0, 0, 0), axis=(0, 0, 1), name="crank_pin")
    m.add_joint("spherical", b_crank, b_rod, point=tuple(tip), name="crank_rod")
    m.add_joint(
        "universal",
        slider,
        b_rod,
        point=tuple(slider_at),
        axis_i=(0, 0, 1),
        axis_j=tuple(np.cross(direction, (0, 0, 1))),
        name="rod_slider",
    )
    m.add_joint("prismatic", m.ground, slider, point=tuple(slider_at), axis=(1, 0, 0), name="guide")
    m.drive("crank_pin", 2.0 * m.t + 1.5 * m.t**2, name="motor")
    return m


def test_driver_effort_matches_the_power_balance(tmp_path):
    """Inverse dynamics of the driven slider crank (kinematics scheme): the motor torque times
    the crank rate equals d(energy)/dt (central differences, O(h^2) = 1e-8) to 1e-6."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        mod = emitted(driven_slider_crank(), "rA", tmp_path)
    h = 1e-4
    res = simulate(mod, "kinematics", h, 0.4, reactions=True)
    effort = res.reactions.of("motor")["effort"]
    rate = 2.0 + 3.0 * res.t
    power = effort * rate
    dE = (res.energy[2:] - res.energy[:-2]) / (2 * h)
    assert np.abs(power).max() > 1.0
    np.testing.assert_allclose(power[1:-1], dE, atol=1e-6 * np.abs(power).max())
    assert res.summary()["final"]["drivers"]["motor"] == pytest.approx(effort[-1])
