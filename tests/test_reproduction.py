"""Reproductions of seed 001 (Kissel, Taves & Negrut) on the bundled examples (EXAMPLES.md).

* Closed forms of the driven mechanisms from the kinematic analysis.
* index3 positions equal kinematics positions at every step; velocity errors shrink with
  order 1 (backward Euler), in rA, rp and re.
* double_pendulum converges with order 1 to an independent minimal-coordinate reference
  (scipy on the two joint angles), and the three formulations agree.
* Kinematic Newton iteration counts in the range of seed 001 Table 9.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from helpers import FORMULATIONS, bundled
from mechgen.runtime import simulate
from scipy.integrate import solve_ivp

STEPS = (1e-2, 5e-3, 2.5e-3)
DRIVEN = ("single_pendulum", "four_link", "slider_crank")


@pytest.mark.parametrize("formulation", FORMULATIONS)
def test_single_pendulum_tip_matches_closed_form(formulation):
    res = simulate(bundled("single_pendulum", formulation), "kinematics", 1e-3, 1.0)
    bar = res.bodies["bar"]
    tip = bar["r"][-1] + bar["A"][-1] @ np.array([2.0, 0, 0])
    np.testing.assert_allclose(tip, [0, -1.2842113277240328, -3.7882451433012196], atol=1e-12)


@pytest.mark.parametrize("formulation", FORMULATIONS)
def test_slider_crank_matches_closed_form(formulation):
    res = simulate(bundled("slider_crank", formulation), "kinematics", 1e-3, 0.3)
    slider = res.bodies["slider"]
    assert slider["r"][-1][0] == pytest.approx(0.22341938597909655, abs=1e-12)
    assert slider["v"][-1][0] == pytest.approx(0.32628890081929673, abs=1e-11)
    t = res.t
    pin_y, pin_z = 0.1 + 0.08 * np.sin(2 * np.pi * t), 0.12 + 0.08 * np.cos(2 * np.pi * t)
    np.testing.assert_allclose(slider["r"][:, 0], np.sqrt(0.09 - pin_y**2 - pin_z**2), atol=1e-12)


@pytest.mark.parametrize("formulation", FORMULATIONS)
def test_four_link_matches_haug(formulation):
    res = simulate(bundled("four_link", formulation), "kinematics", 1e-3, 1.3)
    r = res.bodies["link2"]["r"]
    np.testing.assert_allclose(
        r[300], [-4.605581695191935, -5.059016994374948, 3.214750046438126], atol=1e-10
    )
    np.testing.assert_allclose(
        r[1300], [0.42585782806955896, -3.440983005625053, 2.2059960201040694], atol=1e-10
    )


def _order(errors: list[float]) -> list[float]:
    return [math.log2(errors[i] / errors[i + 1]) for i in range(len(errors) - 1)]


@pytest.mark.parametrize("formulation", FORMULATIONS)
@pytest.mark.parametrize("name", DRIVEN)
def test_index3_tracks_kinematics_with_first_order_velocities(name, formulation):
    module = bundled(name, formulation)
    errors = []
    for h in STEPS:
        kin = simulate(module, "kinematics", h, 1.0, tol=1e-12)
        dyn = simulate(module, "index3", h, 1.0)
        for body in kin.bodies:
            np.testing.assert_allclose(dyn.bodies[body]["r"], kin.bodies[body]["r"], atol=1e-8)
            np.testing.assert_allclose(dyn.bodies[body]["A"], kin.bodies[body]["A"], atol=1e-8)
        errors.append(
            max(
                np.abs(dyn.bodies[b][k] - kin.bodies[b][k]).max()
                for b in kin.bodies
                for k in ("v", "omega")
            )
        )
    for order in _order(errors):
        assert order == pytest.approx(1.0, abs=0.15), errors


def double_pendulum_reference(t_end: float) -> tuple[np.ndarray, np.ndarray]:
    """Bar-2 centre of mass by scipy on the joint angles (independent of mechgen).

    phi_k is the angle of bar k in the y-z plane from +y; bar 1 starts along +y, bar 2 hangs
    down; both at rest; bars as in EXAMPLES.md (J about the joint axis as given).
    """
    m1, m2, L1, L2, J1, J2, g = 78.0, 39.0, 4.0, 2.0, 104.01625, 13.008125, 9.81
    c = m2 * L1 * L2 / 2

    def rhs(_, y):
        p1, p2, w1, w2 = y
        s, co = math.sin(p1 - p2), math.cos(p1 - p2)
        M = np.array([[m1 * L1**2 / 4 + J1 + m2 * L1**2, c * co], [c * co, m2 * L2**2 / 4 + J2]])
        f = -np.array(
            [
                c * s * w2**2 + g * math.cos(p1) * (m1 * L1 / 2 + m2 * L1),
                -c * s * w1**2 + g * m2 * L2 / 2 * math.cos(p2),
            ]
        )
        return [w1, w2, *np.linalg.solve(M, f)]

    sol = solve_ivp(
        rhs,
        (0, t_end),
        [0.0, -math.pi / 2, 0.0, 0.0],
        method="DOP853",
        rtol=1e-12,
        atol=1e-12,
        dense_output=True,
    )

    def com2(t):
        p1, p2 = sol.sol(t)[:2]
        return np.stack(
            [0 * t, L1 * np.cos(p1) + L2 / 2 * np.cos(p2), L1 * np.sin(p1) + L2 / 2 * np.sin(p2)],
            axis=-1,
        )

    return com2


def test_double_pendulum_converges_to_minimal_coordinate_reference():
    com2 = double_pendulum_reference(1.0)
    np.testing.assert_allclose(com2(np.array(1.0)), [0, 1.31300, -4.19977], atol=2e-5)
    finals = {f: [] for f in FORMULATIONS}
    for formulation in FORMULATIONS:
        module = bundled("double_pendulum", formulation)
        errors = []
        for h in STEPS:
            res = simulate(module, "index3", h, 1.0)
            r2 = res.bodies["bar2"]["r"]
            errors.append(np.abs(r2 - com2(res.t)).max())
            finals[formulation].append(r2[-1])
        for order in _order(errors):
            assert order == pytest.approx(1.0, abs=0.15), (formulation, errors)
    for k, h in enumerate(STEPS):
        error = np.abs(finals["rA"][k] - com2(np.array(1.0))).max()
        for formulation in ("rp", "re"):
            assert np.abs(finals[formulation][k] - finals["rA"][k]).max() < 0.1 * error, h


@pytest.mark.parametrize("formulation", FORMULATIONS)
@pytest.mark.parametrize("name", DRIVEN)
def test_kinematic_newton_iterations_in_table9_range(name, formulation):
    res = simulate(bundled(name, formulation), "kinematics", 1e-3, 1.0, tol=1e-10)
    assert 2.0 <= res.newton_iterations[1:].mean() <= 6.0


@pytest.mark.slow
@pytest.mark.parametrize("formulation", FORMULATIONS)
@pytest.mark.parametrize("name", DRIVEN)
def test_three_second_runs_of_the_paper(name, formulation):
    """The paper's 3 s runs at h = 1e-3 (seed 001 section 4.4)."""
    module = bundled(name, formulation)
    kin = simulate(module, "kinematics", 1e-3, 3.0, tol=1e-12)
    dyn = simulate(module, "index3", 1e-3, 3.0)
    for body in kin.bodies:
        np.testing.assert_allclose(dyn.bodies[body]["r"], kin.bodies[body]["r"], atol=1e-8)
