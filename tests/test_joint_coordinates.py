"""Joint coordinates in every formulation (issue 22): each joint's angles and displacements and
their rates as series (``joint.NAME.angle``, ``joint.NAME.angle_rate``, ...), in the summary's
final state and the saved files. References: the relative formulation, whose coordinates are
the joint coordinates by definition (so its series must equal q and v to round-off), the
closed form of a free spin, scipy's rotation vector of the bodies' own orientations, and the
IFToMM A02 crank angle across formulations."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
from helpers import bundled, emitted
from mechgen import Mechanism
from mechgen.examples import n_four_bar
from mechgen.runtime import run_to_file, simulate
from scipy.spatial.transform import Rotation

AXES = {"axis": (0, 0, 1)}
#: per joint kind: its data, initial joint rates, and its coordinates
KINDS = {
    "revolute": (AXES, {"angle": 2.0}, ("angle",)),
    "prismatic": (AXES, {"displacement": 0.5}, ("displacement",)),
    "cylindrical": (AXES, {"displacement": 0.5, "angle": 2.0}, ("displacement", "angle")),
    "planar": (AXES, {"ub": 0.3, "uc": -0.2, "angle": 1.5}, ("ub", "uc", "angle")),
    "universal": (
        {"axis_i": (1, 0, 0), "axis_j": (0, 1, 0)},
        {"angle_i": 1.0, "angle_j": -2.0},
        ("angle_i", "angle_j"),
    ),
    "screw": ({**AXES, "pitch": 0.1}, {"angle": 2.0}, ("angle",)),
}


def one_joint(kind: str, gravity=(0, -9.81, 0)) -> Mechanism:
    """A body on one joint of ``kind`` to the ground, its centre of mass off the joint, moving
    at the given joint rates."""
    data, rates, _ = KINDS.get(kind, ({}, {}, ()))
    m = Mechanism(f"one_{kind}", gravity=gravity)
    body = m.add_body("body", mass=1.5, inertia=(0.1, 0.2, 0.3), position=(0.3, 0.2, 0.1))
    m.add_joint(kind, "ground", body, point=(0, 0, 0), name="J", **data)
    if rates:
        m.set_joint_rates("J", **rates)
    return m


def on_a_link(kind: str) -> Mechanism:
    """A body on a joint J of ``kind`` to a link that turns about the ground: both bodies of J
    move (body i's own rotation enters every rate)."""
    data, rates, _ = KINDS.get(kind, ({}, {}, ()))
    m = Mechanism(f"link_{kind}", gravity=(0, -9.81, 0))
    link = m.add_body("link", mass=1.0, inertia=(0.1, 0.1, 0.1), position=(0.2, 0, 0))
    m.add_joint("revolute", "ground", link, point=(0, 0, 0), axis=(0, 1, 1), name="J0")
    m.set_joint_rates("J0", angle=1.5)
    body = m.add_body("body", mass=1.5, inertia=(0.1, 0.2, 0.3), position=(0.6, 0.2, 0.1))
    m.add_joint(kind, link, body, point=(0.4, 0, 0), name="J", **data)
    if rates:
        m.set_joint_rates("J", **rates)
    return m


#: the scheme that runs each formulation to the state the rates are checked at
RUNS = {"rA": "genalpha", "rp": "genalpha", "director": "nullspace", "se3": "lie-mk"}


@pytest.mark.parametrize(
    ("kind", "formulation"),
    [(kind, "rA") for kind in (*sorted(KINDS), "spherical")]
    + [("spherical", f) for f in ("rp", "director", "se3")]
    + [("universal", "director")],
)
def test_joint_motion_rates_are_the_derivatives_of_its_pose(kind, formulation, tmp_path):
    """The emitted joint_motion (per joint: R = E_i^T E_j, d = E_i^T (c_j - c_i), omega_ji and
    d', symbolic) against first principles at a run's state (q, v) after 0.2 s: R is a
    rotation, R = I and d = 0 at the start, and the rates are the derivatives of the pose along
    v: central differences over q (+) +-eps v (the module's own retract) give R' = omega_ji~ R
    (R' = E_i^T (omega_j~ - omega_i~) E_j) and d'. eps = 1e-6: truncation ~eps^2 = 1e-12,
    round-off ~1e-16 / eps = 1e-10 of the unit-sized poses; asserted to 1e-7."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        module = emitted(on_a_link(kind), formulation, tmp_path)
        res = simulate(module, RUNS[formulation], 1e-3, 0.2)
    model, eps = res.model, 1e-6

    def pose(q, v):
        motion = model.joint_motion(q, v, model.p)
        return motion[:, :9].reshape(-1, 3, 3), motion[:, 9:12], motion[:, 12:15], motion[:, 15:]

    R0, d0, _, _ = pose(res.traj.q[0], res.traj.v[0])
    identity = np.broadcast_to(np.eye(3), R0.shape)
    np.testing.assert_allclose(R0, identity, atol=1e-12)
    np.testing.assert_allclose(d0, 0.0, atol=1e-12)
    q, t = res.traj.q[-1], res.t[-1]
    # the velocity made consistent: genalpha and nullspace hold Phi_q v = nu only to their
    # error (1.9e-6 here), and rp's omega = 2 G p' and the directors' 1/2 sum d x d' are the
    # derivatives of the frames only where v keeps the normalization rows (rA, se3: any v)
    G = model.Phi_q(q, t, model.p)
    v = res.traj.v[-1] - np.linalg.lstsq(G, G @ res.traj.v[-1] - model.nu(q, t, model.p))[0]
    R, d, w, dd = pose(q, v)
    ahead, behind = (pose(model.retract(q, s * eps * v), v) for s in (1.0, -1.0))
    R_rate = (ahead[0] - behind[0]) / (2 * eps)
    d_rate = (ahead[1] - behind[1]) / (2 * eps)
    skew = np.zeros_like(R)
    skew[:, 0, 1], skew[:, 0, 2], skew[:, 1, 2] = -w[:, 2], w[:, 1], -w[:, 0]
    skew -= np.swapaxes(skew, 1, 2)
    np.testing.assert_allclose(np.einsum("kij,klj->kil", R, R), identity, atol=1e-9)
    np.testing.assert_allclose(R_rate, skew @ R, atol=1e-7)
    np.testing.assert_allclose(d_rate, dd, atol=1e-7)
    assert np.abs(w).max() > 0.5  # it turned


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_relative_coordinates_are_the_joint_coordinates(kind, tmp_path):
    """In the relative formulation q and v are the joint coordinates and rates (measured from
    the start, body j relative to body i): the series read from the bodies' frames equal them
    to round-off, along a run under gravity (partitioning)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        module = emitted(one_joint(kind), "relative", tmp_path)
    res = simulate(module, "partitioning", 1e-3, 0.5)
    series = res.series()
    names = res.model.meta.q_names
    for coordinate in KINDS[kind][2]:
        k = names.index(f"q_J_{coordinate}")
        np.testing.assert_allclose(series[f"joint.J.{coordinate}"], res.q[:, k], atol=1e-12)
        np.testing.assert_allclose(series[f"joint.J.{coordinate}_rate"], res.v[:, k], atol=1e-12)
    assert any(np.ptp(res.q[:, k]) > 0.1 for k in range(len(names)))  # it moved


def test_a_spherical_joint_reads_the_rotation_vector(tmp_path):
    """A body on a spherical joint to the ground (joint frame: the global axes): the rotation
    vector of A(t) A(0)^T (scipy) and the body's angular velocity."""
    m = Mechanism("ball", gravity=(0, -9.81, 0))
    body = m.add_body(
        "body",
        mass=1.5,
        inertia=(0.1, 0.2, 0.3),
        position=(0.3, -0.2, 0.1),
        velocity=(-0.4, -1.0, -0.8),  # omega x r: the point at the origin stays
        angular_velocity=(1.0, 2.0, -3.0),
    )
    m.add_joint("spherical", "ground", body, point=(0, 0, 0), name="J")
    module = emitted(m, "rA", tmp_path)
    res = simulate(module, "genalpha", 1e-3, 1.0)
    series = res.series()
    A = series["body.A"]
    expected = Rotation.from_matrix(np.einsum("nij,kj->nik", A, A[0])).as_rotvec()
    np.testing.assert_allclose(series["joint.J.rotation"], expected, atol=1e-9)
    np.testing.assert_allclose(series["joint.J.rotation_rate"], series["body.omega"], atol=1e-12)
    assert res.summary()["final"]["joints"]["J"]["rotation"] == pytest.approx(
        list(expected[-1]), abs=1e-9
    )


def test_angles_are_continuous_across_turns_and_chunks(tmp_path):
    """A free spin at 10 rad/s (no gravity, the centre of mass on the axis) turns 3 times in
    2 s: the angle reads 10 t, not a sawtooth, also when the run is streamed in chunks of 7
    steps (the last angle is carried across)."""
    m = Mechanism("spin", gravity=(0, 0, 0))
    body = m.add_body("body", mass=1.0, inertia=(0.1, 0.1, 0.2))
    m.add_joint("revolute", "ground", body, axis=(0, 0, 1), name="J")
    m.set_joint_rates("J", angle=10.0)
    module = emitted(m, "rA", tmp_path / "module")
    path = tmp_path / "spin.npz"
    summary = run_to_file(module, "genalpha", 1e-3, 2.0, path, chunk_steps=7)
    with np.load(path) as data:
        np.testing.assert_allclose(data["joint.J.angle"], 10 * data["t"], atol=1e-9)
        np.testing.assert_allclose(data["joint.J.angle_rate"], 10.0, atol=1e-9)
    assert summary["final"]["joints"]["J"]["angle"] == pytest.approx(20.0, abs=1e-9)


def test_a_turn_of_almost_a_turn_per_step_keeps_its_turns(tmp_path):
    """A free spin at 0.95 turn per step (h = 0.1, 2 pi 9.5 rad/s; genalpha keeps a free
    spin's rate exactly): unwrapping by the values alone took each step as -0.05 turn and read
    -31.4 rad instead of 596.9 at t = 10 (issue 37); unwrapped by the turn the rates predict,
    the angle reads omega t at every row, also across chunks of 7 steps."""
    omega = 2 * np.pi * 9.5
    m = Mechanism("spin", gravity=(0, 0, 0))
    body = m.add_body("body", mass=1.0, inertia=(0.1, 0.1, 0.2))
    m.add_joint("revolute", "ground", body, axis=(0, 0, 1), name="J")
    m.set_joint_rates("J", angle=omega)
    module = emitted(m, "rA", tmp_path / "module")
    path = tmp_path / "spin.npz"
    summary = run_to_file(module, "genalpha", 0.1, 10.0, path, chunk_steps=7)
    with np.load(path) as data:
        np.testing.assert_allclose(data["joint.J.angle"], omega * data["t"], atol=1e-6)
    assert summary["final"]["joints"]["J"]["angle"] == pytest.approx(omega * 10.0, abs=1e-6)


def test_a02_crank_angles_in_absolute_coordinates(tmp_path):
    """IFToMM A02 without gravity in rA: every crank turns uniformly at -speed / L = -1 rad/s
    (n_four_bar.build), so each ground joint's angle is -t and its rate -1, to the scheme's
    error before the first singular position: genalpha at h = 1e-3 over 0.5 s carries its
    start-up transient, which decays as rho_inf^n (measured: 4e-8 rad on the angle, 1.6e-7
    rad/s on the rate; asserted with 1e-6)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        module = emitted(n_four_bar.build(2, gravity=0.0), "rA", tmp_path)
    res = simulate(module, "genalpha", 1e-3, 0.5)
    series = res.series()
    grounded = {  # joint: +1 with the ground as body i (the crank's angle), else -1
        s["owner"]: 1.0 if s["bodies"][0] == "ground" else -1.0
        for s in res.model.meta.reaction_sites
        if s["coordinates"] and "ground" in s["bodies"]
    }
    assert len(grounded) == 3  # N + 1 cranks
    for joint, sign in grounded.items():
        np.testing.assert_allclose(sign * series[f"joint.{joint}.angle"], -res.t, atol=1e-6)
        np.testing.assert_allclose(sign * series[f"joint.{joint}.angle_rate"], -1.0, atol=1e-6)
    final = res.summary()["final"]["joints"][next(iter(grounded))]["angle"]
    assert math.isclose(abs(final), 0.5, abs_tol=1e-6)


def test_final_state_keeps_the_coordinates_beside_the_reactions():
    """final.joints of a run with reactions holds each joint's coordinates and its reaction
    forces together (a run with reactions once replaced the coordinates), each the last stored
    value of its series."""
    res = simulate(bundled("double_pendulum", "rA"), "index3", 1e-3, 0.05, reactions=True)
    final, series = res.summary()["final"]["joints"], res.series()
    for joint in ("J1", "J2"):
        assert final[joint]["angle"] == series[f"joint.{joint}.angle"][-1]
        assert final[joint]["angle_rate"] == series[f"joint.{joint}.angle_rate"][-1]
        assert final[joint]["force_joint"] == list(res.reactions.of(joint)["force_joint"][-1])


@pytest.mark.parametrize("formulation", ["rA", "rp", "re"])
def test_declared_coordinates_of_a_mechanism_of_basic_constraints(formulation):
    """The slider crank is built from basic constraints, whose groups name no coordinates; its
    declared ``crank_angle`` and ``slider_travel`` (Mechanism.add_coordinate) read the closed
    form (issue 36): the angle -2 pi t and the travel x(t) - 0.2 with x = sqrt(0.09 - B_y^2 -
    B_z^2), B = (0, 0.1 + 0.08 sin 2 pi t, 0.12 + 0.08 cos 2 pi t), and their rates, to the
    kinematics scheme's Newton tolerance (1e-10, measured 1e-15); they measure and transmit
    nothing: no reaction is reported for them."""
    res = simulate(bundled("slider_crank", formulation), "kinematics", 1e-3, 0.6, reactions=True)
    series, t = res.series(), res.t
    by = 0.1 + 0.08 * np.sin(2 * np.pi * t)
    bz = 0.12 + 0.08 * np.cos(2 * np.pi * t)
    x = np.sqrt(0.09 - by**2 - bz**2)
    dby, dbz = 0.16 * np.pi * np.cos(2 * np.pi * t), -0.16 * np.pi * np.sin(2 * np.pi * t)
    dx = -(by * dby + bz * dbz) / x
    np.testing.assert_allclose(series["joint.crank_angle.angle"], -2 * np.pi * t, atol=1e-10)
    np.testing.assert_allclose(series["joint.crank_angle.angle_rate"], -2 * np.pi, atol=1e-10)
    np.testing.assert_allclose(series["joint.slider_travel.displacement"], x - 0.2, atol=1e-10)
    np.testing.assert_allclose(series["joint.slider_travel.displacement_rate"], dx, atol=1e-10)
    assert not any(k.startswith(("reaction.crank_angle", "reaction.slider_travel")) for k in series)
    final = res.summary()["final"]["joints"]
    assert set(final["crank_angle"]) == {"angle", "angle_rate"}
    assert "force_joint" in final["driver"] and "crank_angle" not in res.layout["joints"]


def test_a_declared_coordinate_is_checked_and_named():
    """Each problem of a declared coordinate is an error naming it: a name another owner has,
    an unknown kind, the same body twice, an axis of zero length, an unknown body."""
    from mechgen.core.errors import ModelError
    from mechgen.symbolic import derive

    m = Mechanism("c")
    a = m.add_body("a", mass=1.0, inertia=(1, 1, 1))
    m.add_joint("revolute", m.ground, a, axis=(0, 0, 1), name="J")
    m.add_coordinate("J", m.ground, a)
    m.add_coordinate("twist", m.ground, a, kind="twist")
    m.add_coordinate("self", a, a)
    m.add_coordinate("flat", m.ground, a, axis=(0, 0, 0))
    m.add_coordinate("lost", m.ground, "nobody")
    with pytest.raises(ModelError) as err:
        derive(m, "rA")
    text = str(err.value)
    assert "coordinate 'J': duplicate name" in text
    assert "coordinate 'twist': kind must be one of angle, displacement, got 'twist'" in text
    assert "coordinate 'self': body_i and body_j are the same body" in text
    assert "coordinate 'flat': axis has zero length" in text
    assert "coordinate 'lost'" in text and "nobody" in text
