"""The screw joint (helical pair, issue 18): the sibling of the universal joint added through the
joint-kind object alone (symbolic/joints.py, plus its coupling row in symbolic/constraints.py).

The reference is a nut on a vertical screw, dropped from rest under gravity: one degree of
freedom, the turn theta, with the advance z = L theta, L = pitch / (2 pi). From first principles
(Lagrange): T = (m L^2 + J) theta'^2 / 2, V = m g L theta, so the turn accelerates uniformly,

    theta(t) = -alpha t^2 / 2,   alpha = m g L / (m L^2 + J),

and the joint carries the axial force F = m (g + z'') = m g J / (m L^2 + J) with the thread's
torque -L F about the axis (no power on the helical motion).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from helpers import emitted, needs_tool
from mechgen import Mechanism, generate, load_module
from mechgen.core.errors import ModelError
from mechgen.runtime import required_entries, simulate
from mechgen.symbolic import derive, model_export, model_file

MASS, J_AXIS, G = 2.0, 0.05, 9.81
PITCH = 0.2  # advance per turn (m)
LEAD = PITCH / (2 * math.pi)
ALPHA = MASS * G * LEAD / (MASS * LEAD**2 + J_AXIS)
FORCE = MASS * G * J_AXIS / (MASS * LEAD**2 + J_AXIS)


def nut(driven: bool = False, pitch=PITCH) -> Mechanism:
    """A nut of mass MASS and axial inertia J_AXIS on a screw along the global z axis; the
    nut's frame is turned so that its body y axis is the joint axis (nothing may depend on the
    body z axis coinciding with it)."""
    m = Mechanism("nut", gravity=(0, 0, -G))
    body = m.add_body(
        "nut",
        mass=MASS,
        inertia=(0.03, J_AXIS, 0.04),
        position=(0, 0, 0),
        orientation=[[0, 0, 1], [1, 0, 0], [0, 1, 0]],
    )
    m.add_joint("screw", m.ground, body, point=(0, 0, 0), axis=(0, 0, 1), pitch=pitch, name="S")
    if driven:
        m.drive("S", 2 * math.pi * m.t)
    return m


def _turn_and_height(result) -> tuple[np.ndarray, np.ndarray]:
    """The nut's turn about z (unwrapped) and height, from its body frames: the rotation
    A(t) A(0)^T since the start is one about z by the turn."""
    frames = result.bodies["nut"]
    R = frames["A"] @ frames["A"][0].T
    return np.unwrap(np.arctan2(R[:, 1, 0], R[:, 0, 0])), frames["r"][:, 2]


@pytest.mark.parametrize("formulation", ["rA", "rp", "re"])
def test_driven_screw_advances_by_the_pitch_per_turn(formulation, tmp_path):
    """Kinematics: one turn per second raises the nut by PITCH per second; every row holds to
    the Newton tolerance (1e-10 plus round-off), so the height matches to 1e-9 m."""
    module = emitted(
        nut(driven=True), formulation, tmp_path, entries=required_entries("kinematics")
    )
    result = simulate(module, "kinematics", 1e-2, 2.5)
    theta, z = _turn_and_height(result)
    assert np.abs(theta - 2 * math.pi * result.t).max() < 1e-9
    assert np.abs(z - PITCH * result.t).max() < 1e-9
    assert result.summary()["constraint_violation_max"] < 1e-10


def test_falling_nut_in_relative_coordinates_is_exact(tmp_path):
    """Relative coordinates: q is the turn itself and the motion is a polynomial of degree 2,
    which the classical RK4 of the partitioning scheme integrates exactly: round-off only
    (1e-9 rad after 1 s, from a 1e-12 per-step budget)."""
    module = emitted(nut(), "relative", tmp_path, entries=required_entries("partitioning"))
    result = simulate(module, "partitioning", 1e-2, 1.0)
    theta, z = _turn_and_height(result)
    exact = -0.5 * ALPHA * result.t**2
    assert np.abs(theta - exact).max() < 1e-9
    assert np.abs(z - LEAD * exact).max() < 1e-9


def test_falling_nut_in_se3_with_lie_mk(tmp_path):
    """SE(3) and lie-mk RK4: the nut's motion is a screw about a fixed axis with uniformly
    accelerated twist, so all group elements commute and RK4 is exact for the quadratic turn
    (1e-9, round-off over 100 steps)."""
    module = emitted(nut(), "se3", tmp_path, entries=required_entries("lie-mk"))
    result = simulate(module, "lie-mk", 1e-2, 1.0)
    theta, z = _turn_and_height(result)
    exact = -0.5 * ALPHA * result.t**2
    assert np.abs(theta - exact).max() < 1e-9
    assert np.abs(z - LEAD * exact).max() < 1e-9


@pytest.mark.parametrize("formulation", ["rA", "rp", "re"])
def test_falling_nut_with_index3_and_its_reactions(formulation, tmp_path):
    """index3 (backward Euler, first order). On uniform acceleration its turn after N steps is
    -alpha h^2 N (N + 1) / 2, off by exactly alpha h t / 2, which rA and re reproduce (the
    rotation update is exact on this motion; 1e-8 for the Newton tolerance); in rp the
    normalization row of the Euler parameters adds a first-order part (measured 1.22 alpha h t
    at h = 1e-3 and 5e-4), so we bound it by 2 alpha h t. The axial reaction is
    F = m g J / (m L^2 + J) at every step after the first (the multipliers of the uniformly
    accelerated motion are constant: 1e-6 relative in rA and re; rp's first-order drift is
    1.4e-3 at t = 1, bounded by 5e-3), and the thread's torque is -L times the axial force
    exactly (both are one component's wrench)."""
    module = emitted(nut(), formulation, tmp_path, entries=required_entries("index3"))
    h = 1e-3
    result = simulate(module, "index3", h, 1.0, reactions=True)
    theta, z = _turn_and_height(result)
    exact = -0.5 * ALPHA * result.t**2
    error = np.abs(theta - exact).max()
    if formulation == "rp":
        assert error <= 2 * ALPHA * h * 1.0
    else:
        assert abs(error - 0.5 * ALPHA * h * 1.0) < 1e-8
    assert np.abs(z - LEAD * theta).max() < 1e-9  # the helix holds to the Newton tolerance
    site = result.reactions.of("S")
    force, torque = site["force_joint"][1:], site["torque_joint"][1:]
    # on body i (the ground): the nut pushes down, its thread turns the screw
    assert np.allclose(force[:, 2], -FORCE, rtol=5e-3 if formulation == "rp" else 1e-6)
    assert np.allclose(torque[:, 2], -LEAD * force[:, 2], rtol=1e-12)  # one wrench: exact
    assert np.abs(force[:, :2]).max() < 1e-6 * FORCE


def test_the_director_formulation_refuses_the_helix():
    """The energy-momentum schemes of seed 000 need constraints quadratic in the directors
    (eq. 67); a helix is not one, and the error says which row."""
    with pytest.raises(ModelError, match=r"joint 'S' \(helical u_i.d_ij\): is not a polynomial"):
        derive(nut(), "director", required_entries("nullspace"))


@pytest.mark.parametrize(
    ("pitch", "message"),
    [
        (None, "a screw joint needs 'pitch'"),
        (0, "pitch must be a nonzero finite number"),
        ("L", "pitch must be a constant"),
    ],
)
def test_bad_pitch_names_the_joint(pitch, message):
    m = nut(pitch=PITCH)
    m.parameter("L", 0.1)
    joint = m.joints[0]
    if pitch is None:
        joint.options.pop("pitch")
    else:
        joint.options["pitch"] = m.parameters["L"] if pitch == "L" else pitch
    with pytest.raises(ModelError, match=message) as err:
        derive(m, "rA")
    assert "joint 'S'" in str(err.value)


def test_a_revolute_joint_takes_no_pitch():
    m = Mechanism("m")
    body = m.add_body("b", mass=1, inertia=(1, 1, 1))
    m.add_joint("revolute", m.ground, body, axis=(0, 0, 1), pitch=0.1, name="R")
    with pytest.raises(ModelError, match="a revolute joint takes no pitch"):
        derive(m, "rA")


def test_model_file_round_trip_keeps_the_pitch(tmp_path):
    """export -> YAML -> load: the pitch survives and the input hash is the same."""
    path = tmp_path / "nut.yaml"
    model_export.write(nut(), path)
    assert "pitch: 0.2" in path.read_text()
    again = model_file.load(path)
    assert derive(again, "rA").input_hash == derive(nut(), "rA").input_hash


@needs_tool("cc")
def test_c_backend_equals_numpy_for_the_screw(tmp_path):
    """The emitted C (helical row, its kernel) runs the falling nut as numpy does: 1e-10, the
    bound the index3 kernel tests of test_c_backend.py use for the same Newton path."""
    paths = generate(nut(), "rA", "c", required_entries("index3"), directory=tmp_path)
    c_module = load_module(next(p for p in paths if p.name.endswith("_c.py")))
    py_module = emitted(nut(), "rA", tmp_path / "py", entries=required_entries("index3"))
    got = simulate(c_module, "index3", 1e-3, 0.5, reactions=True)
    ref = simulate(py_module, "index3", 1e-3, 0.5, reactions=True)
    assert got.backend == "c"
    np.testing.assert_allclose(got.q, ref.q, rtol=0, atol=1e-10)
    # relative to the force's scale: components that are zero in exact arithmetic carry
    # round-off (1e-15 N beside 18.9 N) whose relative difference means nothing
    force = ref.reactions.of("S")["force_joint"]
    scale = np.abs(force).max()
    np.testing.assert_allclose(
        got.reactions.of("S")["force_joint"], force, rtol=0, atol=1e-9 * scale
    )


def test_a_direction_the_kind_does_not_take_is_named():
    """axis_i on a revolute joint used to be ignored without a word; now a warning names it
    (not an error: models written for several kinds alike give every axis)."""
    m = Mechanism("m")
    body = m.add_body("b", mass=1, inertia=(1, 1, 1))
    m.add_joint("revolute", m.ground, body, axis=(0, 0, 1), axis_i=(1, 0, 0), name="R")
    with pytest.warns(UserWarning, match=r"joint 'R'.*a revolute joint takes no axis_i: ignored"):
        derive(m, "rA")
