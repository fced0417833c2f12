"""Validation: every problem named, collected, raised once (DESIGN.md "Mechanism model"), and the
runtime's errors for bad input (parameters, step size, failing Newton, inconsistent start)."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest
from helpers import bundled, emitted
from mechanisms import pendulum
from mechgen.core.errors import ModelError, SolverError
from mechgen.examples import load_mechanism
from mechgen.examples.four_bar_revolutes import build as planar_four_bar_revolutes
from mechgen.runtime import simulate
from mechgen.symbolic import Mechanism, derive, validate


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"mass": 0.0}, r"body 'bar': mass must be positive and finite, got 0"),
        ({"mass": math.nan}, r"body 'bar': mass must be positive and finite, got nan"),
        (
            {"inertia": [[1, 0.1, 0], [0, 1, 0], [0, 0, 1]]},
            r"body 'bar': inertia matrix is not "
            "symmetric",
        ),
        ({"inertia": (1, -1, 1)}, r"body 'bar': inertia is not positive semi-definite"),
        (
            {"orientation": [[1, 0.1, 0], [0, 1, 0], [0, 0, 1]]},
            r"body 'bar': orientation is not "
            r"orthonormal \(max \|A\^T A - I\| = 1.00e-01\)",
        ),
        (
            {"orientation": [[1, 0, 0], [0, 1, 0], [0, 0, -1]]},
            r"body 'bar': orientation has "
            r"determinant -1",
        ),
    ],
)
def test_body_errors_name_the_body(body, message):
    with pytest.raises(ModelError, match=message):
        validate(pendulum(**body))


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"inertia": (0.0, 1.0, 1.0)}, r"body 'bar': inertia has a zero principal value"),
        (
            {"inertia": (0.0, 1.0, 3.0)},
            r"body 'bar': principal inertias .* violate the triangle "
            r"inequality J1 \+ J2 >= J3 \(textbook simplification, accepted\)",
        ),
        (
            {"orientation": [[1, 1e-7, 0], [0, 1, 0], [0, 0, 1]]},
            r"body 'bar': orientation "
            r"orthonormalized \(max \|A\^T A - I\| was 1.00e-07",
        ),
    ],
)
def test_textbook_data_give_warnings_not_errors(body, message):
    with pytest.warns(UserWarning, match=message):
        checked = validate(pendulum(**body))
    assert any(re.search(message, str(n)) for n in checked.notices)


def test_orthonormalized_orientation_is_a_rotation():
    with pytest.warns(UserWarning, match="orthonormalized"):
        checked = validate(pendulum(orientation=[[1, 1e-7, 0], [0, 1, 0], [0, 0, 1]]))
    A = np.array(checked.orientations["bar"], dtype=float)
    assert np.abs(A.T @ A - np.eye(3)).max() < 1e-15


def test_all_problems_are_collected_and_raised_once():
    m = Mechanism("bad")
    m.add_body("a", mass=-1.0, inertia=(1, 1, 1))
    m.add_body("a", mass=1.0, inertia=(1, -2, 1))
    m.add_joint("revolute", "a", "nowhere", point=(0, 0, 0), axis=(0, 0, 0), name="J")
    m.add_joint("hinge", m.ground, "a", name="J")
    with pytest.raises(ModelError) as info:
        validate(m)
    text = str(info.value)
    for fragment in (
        "body 'a': duplicate body name",
        "joint 'J': duplicate name",
        "body 'a': mass must be positive",
        "not positive semi-definite",
    ):
        assert fragment in text
    assert len(info.value.problems) >= 4


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (
            lambda m, b: m.add_joint("revolute", m.ground, b, axis=(0, 0, 0), name="Z"),
            r"joint 'Z': axis has zero length",
        ),
        (
            lambda m, b: m.add_joint("revolute", m.ground, "nope", axis=(1, 0, 0), name="K"),
            r"joint 'K': unknown body 'nope' \(known: ground, bar\)",
        ),
        (
            lambda m, b: m.add_joint("hinge", m.ground, b, name="H"),
            r"joint 'H': unknown joint kind 'hinge'",
        ),
        (
            lambda m, b: m.add_joint(
                "universal", m.ground, b, axis_i=(1, 0, 0), axis_j=(1, 1, 0), name="U"
            ),
            r"joint 'U': universal joint axes must be "
            "perpendicular",
        ),
        (
            lambda m, b: m.drive("J1", m.t * sp_symbol("w")),
            r"driver 'J1_driver': driver "
            r"expression uses unknown symbols \['w'\]",
        ),
        (lambda m, b: m.drive("J9", m.t), r"driver 'J9_driver': unknown joint 'J9'"),
        (
            lambda m, b: (m.add_joint("spherical", m.ground, b, name="S"), m.drive("S", m.t)),
            r"driver 'S_driver': a spherical joint has no single coordinate to drive",
        ),
        (
            lambda m, b: (
                m.add_joint("cylindrical", m.ground, b, axis=(1, 0, 0), name="C"),
                m.drive("C", m.t),
            ),
            r"driver 'C_driver': say which coordinate",
        ),
        (
            lambda m, b: m.add_constraint("DP1", b, m.ground, a_i=(1, 0, 0), name="c1"),
            r"constraint 'c1' \(DP1 #1\): DP1 needs a_j",
        ),
        (lambda m, b: m.parameter("t", 1.0), r"parameter 't': 't' is the time; reserved are t"),
        (lambda m, b: m.parameter("2x", 1.0), r"parameter '2x': name must be an identifier"),
        (
            lambda m, b: (m.parameter("k", 1.0), m.parameter("k", 2.0)),
            r"parameter 'k': declared twice",
        ),
    ],
)
def test_joint_and_constraint_errors_name_what_is_at_fault(build, message):
    m = pendulum()
    build(m, m.bodies[0])
    with pytest.raises(ModelError, match=message):
        validate(m)


def sp_symbol(name):
    import sympy

    return sympy.Symbol(name)


def misplaced_pendulum(offset: float = 0.1) -> Mechanism:
    """A pendulum whose bar is ``offset`` away from where its CD constraints put it (the pin
    sits at body point (-1, 0, 0), the bar centre at L/2 + offset with L = 2)."""
    m = Mechanism("misplaced", gravity=(0, 0, -9.81))
    L = m.parameter("L", 2.0)
    bar = m.add_body(
        "bar",
        mass=1.0,
        inertia=(0.01, 0.3, 0.3),
        position=(0, L / 2 + offset, 0),
        orientation=[[0, 0, 1], [1, 0, 0], [0, 1, 0]],
    )
    for axis, label in (((1, 0, 0), "CD x"), ((0, 1, 0), "CD y"), ((0, 0, 1), "CD z")):
        m.add_constraint(
            "CD", bar, m.ground, c=axis, s_i=(-1, 0, 0), s_j=(0, 0, 0), name="pin", label=label
        )
    m.add_constraint("DP1", bar, m.ground, a_i=(0, 0, 1), a_j=(0, 1, 0), name="pin")
    m.add_constraint("DP1", bar, m.ground, a_i=(0, 0, 1), a_j=(0, 0, 1), name="pin")
    return m


def test_initial_violation_names_the_row_and_residual():
    with pytest.raises(
        ModelError,
        match=r"constraint 'pin': initial configuration violates "
        r"CD y: residual -1.000e-01; .*assemble=True, CLI --assemble",
    ):
        derive(misplaced_pendulum(), "rA")


def test_assembly_by_newton_projection(module_dir):
    """Assembled at every run: the consistent start is kept between runs only where it needed
    no assembly (mechgen.runtime.initial), so that every run of a misplaced model says so."""
    mod = emitted(misplaced_pendulum(), "rA", module_dir / "misplaced", assemble=True)
    for _ in range(2):
        with pytest.warns(UserWarning, match="initial configuration assembled"):
            res = simulate(mod, "index3", 1e-2, 0.1)
        assert res.constraint_violation.max() < 1e-10
        assert res.bodies["bar"]["r"][0][1] == pytest.approx(1.0, abs=1e-9)


def test_the_kept_start_is_the_start_of_its_parameters():
    """The consistent start found once per module and parameter vector: a second run starts
    where a fresh projection does, another parameter value gets its own start, and a caller
    that changes the arrays it got cannot change the next run's start."""
    from mechgen.runtime import Model
    from mechgen.runtime.initial import _consistent, initial_state

    mod = bundled("double_pendulum", "rA")
    for params in ({}, {"L1": 1.5}, {}):
        model = Model(mod, params)
        q, v = initial_state(model)
        fresh_q, fresh_v, _ = _consistent(model, 0.0, False, 1e-4)
        assert np.array_equal(q, fresh_q) and np.array_equal(v, fresh_v)
        q[:] = np.nan
        assert np.isfinite(initial_state(model)[0]).all()


def test_runtime_checks_the_start_for_the_actual_parameters(module_dir):
    mod = emitted(misplaced_pendulum(0.0), "rA", module_dir / "placed")
    with pytest.raises(
        ModelError,
        match=r"pin\[CD y\]: initial configuration violates this row "
        r"by -1.000e-01; pass assemble=True",
    ):
        simulate(mod, "index3", 1e-2, 0.1, params={"L": 2.2})
    with pytest.warns(UserWarning, match="initial configuration assembled"):
        res = simulate(mod, "index3", 1e-2, 0.1, params={"L": 2.2}, assemble=True)
    assert res.bodies["bar"]["r"][0][1] == pytest.approx(1.0, abs=1e-9)


def test_runtime_parameter_errors_name_the_parameter():
    mod = bundled("double_pendulum", "rA")
    with pytest.raises(
        ModelError, match=r"parameter 'L3': unknown parameter \(known: L1, L2, w, rho\)"
    ):
        simulate(mod, "index3", 1e-2, 0.1, params={"L3": 1.0})
    with pytest.raises(ModelError, match=r"parameter 'L1': value inf is not finite"):
        simulate(mod, "index3", 1e-2, 0.1, params={"L1": math.inf})


def test_parameters_change_the_emitted_model_without_regeneration():
    mod = bundled("double_pendulum", "rA")
    res = simulate(mod, "index3", 1e-2, 0.1, params={"L1": 3.0})
    assert res.bodies["bar2"]["r"][0] == pytest.approx([0, 3.0, -1.0])
    assert res.constraint_violation.max() < 1e-10


@pytest.mark.parametrize(
    ("h", "t_end", "message"),
    [
        (-1e-3, 1.0, r"step size h must be positive and finite, got -0.001"),
        (math.nan, 1.0, r"step size h must be positive and finite, got nan"),
        (1e-2, 1e-3, r"t_end must be finite and at least h = 0.01, got 0.001"),
    ],
)
def test_bad_step_or_end_time(h, t_end, message):
    with pytest.raises(SolverError, match=message):
        simulate(bundled("single_pendulum", "rA"), "index3", h, t_end)


def test_unknown_scheme_and_wrong_formulation():
    with pytest.raises(SolverError, match=r"unknown scheme 'rk4' \(known: kinematics, index3"):
        simulate(bundled("single_pendulum", "rA"), "rk4", 1e-2, 1.0)


def test_kinematics_needs_a_driven_mechanism():
    with pytest.raises(
        SolverError,
        match=r"'double_pendulum' has 10 rows for 12 coordinates "
        r"\(2 degrees of freedom left\): add drivers",
    ):
        simulate(bundled("double_pendulum", "rA"), "kinematics", 1e-2, 1.0)


def test_newton_failure_names_step_and_time(module_dir):
    """The paper's DP1 driver of the slider crank loses rank where |f| = 1 (t = 0.25)."""
    mod = emitted(load_mechanism("slider_crank", driver="dp1"), "rA", module_dir / "dp1")
    with pytest.raises(SolverError, match=r"step 25\d \(t = 0.25\d*\): "):
        simulate(mod, "kinematics", 1e-3, 0.5)
    res = simulate(mod, "kinematics", 1e-3, 0.2)
    by, bz = 0.1 + 0.08 * np.sin(0.4 * np.pi), 0.12 + 0.08 * np.cos(0.4 * np.pi)
    assert res.bodies["slider"]["r"][-1][0] == pytest.approx(
        np.sqrt(0.09 - by**2 - bz**2), abs=1e-12
    )


def test_angle_and_dp1_drivers_agree_where_both_work(module_dir):
    mod = emitted(load_mechanism("four_link", driver="dp1"), "rA", module_dir / "fl_dp1")
    dp1 = simulate(mod, "kinematics", 1e-3, 0.4)
    angle = simulate(bundled("four_link", "rA"), "kinematics", 1e-3, 0.4)
    np.testing.assert_allclose(dp1.bodies["link2"]["r"], angle.bodies["link2"]["r"], atol=1e-10)


def test_redundant_rows_of_a_planar_four_bar_are_reported_and_dropped(module_dir):
    with pytest.warns(
        UserWarning,
        match=r"redundant constraint rows dropped: O2\[CD x\], "
        r"O2\[DP1 b_i.u_j\], O2\[DP1 c_i.u_j\]",
    ):
        eqs = derive(planar_four_bar_revolutes(), "rA")
    assert [r["label"] for r in eqs.metadata.dropped_rows] == [
        "CD x",
        "DP1 b_i.u_j",
        "DP1 c_i.u_j",
    ]
    assert eqs.metadata.n_c == 17
    assert eqs.metadata.degrees_of_freedom == 1
    with pytest.raises(ModelError, match=r"joint 'O2': row CD x is redundant"):
        derive(planar_four_bar_revolutes(), "rA", strict=True)


@pytest.mark.parametrize("formulation", ("rA", "rp"))
def test_four_bar_with_dropped_rows_simulates(formulation, module_dir):
    mod = emitted(planar_four_bar_revolutes(), formulation, module_dir / f"fb_{formulation}")
    drift = []
    for h in (2e-3, 1e-3):
        res = simulate(mod, "index3", h, 1.0)
        assert res.constraint_violation.max() < 1e-9
        # the dropped rows still hold: the motion stays in the y-z plane
        for body in res.bodies.values():
            assert np.abs(body["r"][:, 0]).max() < 1e-9
        drift.append(abs(res.energy[-1] - res.energy[0]))
    # backward Euler dissipates energy at first order in h (measured: 11.3 J, then 6.5 J)
    assert drift[1] < 0.65 * drift[0]


def test_emitted_functions_check_their_input_shapes():
    mod = bundled("single_pendulum", "rA")
    with pytest.raises(ValueError, match=r"q must have shape \(12,\), got \(11,\)"):
        mod.Phi(np.zeros(11), 0.0, [])
    np.testing.assert_allclose(
        mod.Phi(list(range(12)), 0.0, []), mod.Phi(np.arange(12.0), 0.0, np.zeros(0))
    )


def test_options_of_another_scheme_are_refused():
    with pytest.raises(
        SolverError, match=r"option\(s\) newton do not apply to scheme 'kinematics'"
    ):
        simulate(bundled("single_pendulum", "rA"), "kinematics", 1e-2, 0.1, newton="full")
    with pytest.raises(SolverError, match=r"newton must be one of reuse, step, full, got 'fast'"):
        simulate(bundled("single_pendulum", "rA"), "index3", 1e-2, 0.1, newton="fast")
