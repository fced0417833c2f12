"""The energy balance (issue 22): the work W of drivers, applied loads and dampers, integrated
along the run, and E - E0 - W, the scheme's energy error where work is done
(mechgen.runtime.balance). References from first principles: the driven single pendulum's
closed-form energy, a damped spring-block and a block pushed by F0 sin t (closed form, scipy),
and the Stewart platform's motor torques times the links' angular velocities."""

from __future__ import annotations

import math

import numpy as np
import pytest
import sympy as sp
from helpers import bundled, emitted
from mechgen import Mechanism
from mechgen.arguments import EXIT_FAILED
from mechgen.cli import main
from mechgen.examples import stewart_platform
from mechgen.runtime import run_to_file, simulate
from scipy.integrate import solve_ivp
from test_taylor import motor_power_balance

MASS, STIFFNESS, DAMPING, REST, START = 2.0, 50.0, 1.5, 1.0, 1.1
PUSH = 3.0


def damped_block() -> Mechanism:
    """A block on a prismatic joint along x, held by a spring-damper to the ground's origin,
    released 0.1 m past the spring's rest length, no gravity."""
    m = Mechanism("damped_block", gravity=(0, 0, 0))
    block = m.add_body("block", mass=MASS, inertia=(0.1, 0.1, 0.1), position=(START, 0, 0))
    m.add_joint("prismatic", "ground", block, point=(START, 0, 0), axis=(1, 0, 0))
    m.add_spring("ground", block, stiffness=STIFFNESS, damping=DAMPING, rest_length=REST)
    return m


def pushed_block() -> Mechanism:
    """A block on a prismatic joint along x pushed by F0 sin t along x, no gravity."""
    m = Mechanism("pushed_block", gravity=(0, 0, 0))
    block = m.add_body("block", mass=MASS, inertia=(0.1, 0.1, 0.1))
    m.add_joint("prismatic", "ground", block, axis=(1, 0, 0))
    m.add_force(block, force=(PUSH * sp.sin(m.t), 0, 0))
    return m


@pytest.fixture(scope="module")
def modules(tmp_path_factory):
    root = tmp_path_factory.mktemp("balance")
    return {
        (name, form): emitted(build(), form, root / f"{name}_{form}")
        for name, build in (("damped", damped_block), ("pushed", pushed_block))
        for form in ("rA", "relative", "se3")
    }


def test_driver_work_is_the_closed_form_energy_change():
    """Seed 001's single pendulum is driven along a(t) = -pi/2 + pi/4 cos 2t: the driver's work
    is E(t) - E(0) with E = 1/2 I_O a'^2 + m g z_G, I_O = 104.01625 + 78 * 2^2 about the joint
    and z_G = 2 sin a. The trapezoidal integral of the power is second order: at h = 1e-3 its
    error is below T h^2 max|P''| / 12 = 1e-4 J (P'' ~ 16 P, P ~ 60 W); asserted with 1e-3 J."""
    res = simulate(bundled("single_pendulum", "rA"), "kinematics", 1e-3, 1.0)
    t = res.t
    angle = -math.pi / 2 + math.pi / 4 * np.cos(2 * t)
    rate = -math.pi / 2 * np.sin(2 * t)
    energy = 0.5 * (104.01625 + 78 * 4) * rate**2 + 78 * 9.81 * 2 * np.sin(angle)
    np.testing.assert_allclose(res.work["constraints"], energy - energy[0], rtol=0, atol=1e-3)
    assert np.all(res.work["applied"] == 0)
    summary = res.summary()
    assert summary["energy_judged_by"] == "balance" and not summary["conservative"]
    assert summary["work_final"]["constraints"] == pytest.approx(energy[-1] - energy[0], abs=1e-3)
    assert summary["energy_balance_max"] < 1e-3
    # the change of E is not an error here: the drift is large, the balance is not
    assert summary["energy_drift_max_rel"] > 0.05 > 1e-5 > summary["energy_balance_max_rel"]


def _damped_reference(t_end: float) -> float:
    """The damper's work over [0, t_end]: -int c x'^2 dt along m x'' = -k (x - l0) - c x'."""

    def rhs(t, y):
        x, v, _ = y
        return [v, (-STIFFNESS * (x - REST) - DAMPING * v) / MASS, -DAMPING * v * v]

    sol = solve_ivp(rhs, (0, t_end), [START, 0, 0], method="DOP853", rtol=1e-12, atol=1e-14)
    return float(sol.y[2, -1])


@pytest.mark.parametrize(
    ("formulation", "scheme"),
    [("rA", "genalpha"), ("relative", "partitioning"), ("se3", "lie-mk")],
)
def test_damper_work_against_scipy(modules, formulation, scheme):
    """The damper dissipates -int c l'^2 dt (scipy on the block's one coordinate). Second-order
    and fourth-order schemes at h = 1e-3 with omega = 5 rad/s: (omega h)^2 = 2.5e-5, so 1e-3 of
    the dissipated energy is a wide margin. The constraints do no work (prismatic joint, nu =
    0): zero in the multiplier schemes, and for partitioning, v (M a - Q) of its exact
    projection, round-off."""
    t_end = 2.0
    res = simulate(modules["damped", formulation], scheme, 1e-3, t_end)
    reference = _damped_reference(t_end)
    assert reference < -0.15
    assert res.work["applied"][-1] == pytest.approx(reference, rel=1e-3)
    assert np.abs(res.work["constraints"]).max() < 1e-9
    summary = res.summary()
    assert summary["energy_balance_max"] < 1e-3 * abs(reference)
    assert summary["energy_drift_max"] > 0.9 * abs(reference)  # the drift is the dissipation


@pytest.mark.parametrize(
    ("formulation", "scheme"),
    [("rA", "genalpha"), ("relative", "partitioning"), ("se3", "lie-mk")],
)
def test_work_of_a_time_dependent_force_is_its_closed_form(modules, formulation, scheme):
    """F0 sin t on a block from rest: x' = F0 (1 - cos t) / m, so the force's work is
    (F0 (1 - cos t))^2 / (2 m) = the kinetic energy. Second order (and better) at h = 1e-3:
    1e-4 relative is 100 times the step's h^2."""
    t_end = 2.0
    res = simulate(modules["pushed", formulation], scheme, 1e-3, t_end)
    exact = (PUSH * (1 - np.cos(res.t))) ** 2 / (2 * MASS)
    np.testing.assert_allclose(res.work["applied"], exact, rtol=0, atol=1e-4 * exact[-1])
    assert res.summary()["energy_balance_max_rel"] < 1e-4


def test_motor_work_of_the_stewart_platform(tmp_path):
    """The Stewart platform's motors are applied torques: the power entry's work equals the
    motor torques times the links' angular velocities (test_taylor's independent formula, the
    same trapezoids: to round-off), the links' angular velocities taken at the velocities
    moved onto Phi_q v = nu (minimum norm, numpy's pseudo-inverse here), as the balance takes
    them: taylor with Euler's velocity update drifts off them (mechgen.runtime.balance.
    consistent_velocities). Its joints are scleronomic, but taylor's accelerations read its
    velocity drift as constraint work, v (M a - Q) (mechgen.runtime.balance): measured 1.1e-5 J
    against 13 J of motor work, asserted below 1e-4 of it."""
    module = emitted(stewart_platform.build(), "rA", tmp_path)
    h = 2e-3
    res = simulate(module, "taylor", h, 0.5, velocity="euler")
    model, n = res.model, len(res.t)
    jac = model.Phi_q_rows(res.q, res.t, model.p).reshape(n, model.n_c, model.n_v)
    residual = np.einsum("nij,nj->ni", jac, res.v) - model.nu_rows(res.q, res.t, model.p)
    consistent = res.v - np.einsum("nij,nj->ni", np.linalg.pinv(jac), residual)
    change, motor = motor_power_balance(res, h, consistent)
    np.testing.assert_allclose(res.work["applied"], motor, rtol=1e-10, atol=1e-10)
    assert np.abs(res.work["constraints"]).max() < 1e-4 * np.abs(motor).max()
    total = motor + res.work["constraints"]
    np.testing.assert_allclose(res.energy_balance, change - total, rtol=1e-9, atol=1e-9)


def test_chunks_continue_the_work(tmp_path):
    """A run streamed in chunks of 7 steps integrates across the cuts: the same work and
    balance as uncut. Chunked runs equal uncut ones to the Newton tolerance (the multipliers:
    measured 1.6e-8 relative, README "Long runs"); the work here agrees to 5e-11 relative."""
    module = bundled("slider_crank", "rA")
    whole = simulate(module, "index3", 1e-3, 0.5)
    path = tmp_path / "cut.npz"
    summary = run_to_file(module, "index3", 1e-3, 0.5, path, chunk_steps=7)
    with np.load(path) as cut:
        for kind in ("applied", "constraints"):
            np.testing.assert_allclose(cut[f"work_{kind}"], whole.work[kind], atol=1e-8)
        np.testing.assert_allclose(cut["energy_balance"], whole.energy_balance, atol=1e-8)
    for kind, value in whole.summary()["work_final"].items():
        assert summary["work_final"][kind] == pytest.approx(value, rel=1e-8, abs=1e-12)


def test_a_conservative_mechanism_does_no_work():
    """Nothing does work on the free double pendulum: W is 0 exactly (also for a scheme whose
    accelerations would read velocity drift as constraint work) and the balance is the drift."""
    for scheme, formulation in (("index3", "rA"), ("partitioning", "rp")):
        res = simulate(bundled("double_pendulum", formulation), scheme, 1e-3, 0.5)
        assert np.all(res.work["applied"] == 0) and np.all(res.work["constraints"] == 0)
        np.testing.assert_array_equal(res.energy_balance, res.energy - res.energy[0])
        summary = res.summary()
        assert summary["energy_judged_by"] == "drift"
        assert summary["energy_balance_max"] == summary["energy_drift_max"]


def test_balance_in_the_series_and_on_the_command_line(tmp_path, monkeypatch, capsys):
    """The series carry W by kind, its total and E - E0 - W; the summary line names the
    balance and the work where work is done, the drift where nothing does."""
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "crank.npz"
    argv = ["simulate", "slider_crank", "--scheme", "kinematics", "--h", "1e-2", "--t-end", "0.5"]
    assert main([*argv, "-o", str(out), "--quiet"]) == 0
    line = capsys.readouterr().out
    assert "energy balance |E - E0 - W|" in line and "work done W = " in line
    with np.load(out) as data:
        for key in ("work", "work_applied", "work_constraints", "energy_balance"):
            assert data[key].shape == data["t"].shape
        np.testing.assert_allclose(
            data["energy_balance"], data["energy"] - data["energy"][0] - data["work"], atol=1e-12
        )
    argv = ["simulate", "double_pendulum", "--scheme", "genalpha", "--h", "1e-2", "--t-end", "0.2"]
    assert main([*argv, "--quiet"]) == 0
    assert "conservative" in capsys.readouterr().out


def test_strict_stops_where_the_balance_fails(tmp_path, monkeypatch, capsys):
    """index3 (implicit Euler) dissipates: on the driven slider crank at h = 2e-2 its balance
    passes 1e-2 of the energy scale, which is a notice, and with --strict the end of the run."""
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path / "cache"))
    argv = ["simulate", "slider_crank", "--scheme", "index3", "--h", "2e-2", "--t-end", "2"]
    assert main([*argv, "--quiet"]) == 0
    assert "notice: energy balance: the energy balance E - E0 - W" in capsys.readouterr().err
    assert main([*argv, "--quiet", "--strict"]) == EXIT_FAILED
    assert "energy balance (--strict)" in capsys.readouterr().err


def test_reported_values_carry_no_subnormal_noise():
    """Magnitudes below 1e-250 (what the kernels flush, mechgen.core.flush) are zero in the
    series and the summary, whatever the scheme left in its state (here planted: a value the
    numpy path can leave, -1.225e-321, and one of 1e-300)."""
    res = simulate(bundled("double_pendulum", "rA"), "index3", 1e-2, 0.05)
    res.traj.v[-1, 0] = -1.225e-321
    res.traj.q[:, 0] += 1e-300 - res.traj.q[:, 0]
    series = res.series()
    for name, x in series.items():
        x = np.asarray(x, dtype=float)
        assert not np.any((x != 0) & (np.abs(x) < 1e-250)), name
    assert series["v"][-1, 0] == 0.0
    final = res.at(-1)
    for body in final["bodies"].values():
        assert all(v == 0 or abs(v) >= 1e-250 for key in body for v in np.ravel(body[key]))


def test_a_spring_that_changes_in_time_does_work(tmp_path):
    """Issue 37: a spring whose rest length (or stiffness) changes in time was labelled
    conservative, its energy 'drift' blamed on the scheme, and --strict stopped a correct run.
    Such a spring does the work of the explicit rate of its energy, dV/dt: the mechanism is not
    conservative, the balance E - E0 - W (W with that work) is the scheme's error only (genalpha,
    h = 1e-3, second order: below 1e-4 of the energy scale, measured 3.4e-6), and --strict lets the
    run finish. A block on a prismatic joint pulled by a spring of rest length
    0.5 + 0.2 sin 3t."""
    m = Mechanism("pulled", gravity=(0, 0, 0))
    block = m.add_body("block", mass=1.0, inertia=(0.1, 0.1, 0.1), position=(0.5, 0, 0))
    m.add_joint("prismatic", m.ground, block, point=(0.5, 0, 0), axis=(1, 0, 0), name="P")
    m.add_spring(
        m.ground,
        block,
        (0, 0, 0),
        (0, 0, 0),
        stiffness=40.0,
        rest_length=0.5 + 0.2 * sp.sin(3 * m.t),
    )
    result = simulate(emitted(m, "rA", tmp_path), "genalpha", 1e-3, 3.0, strict=True)
    summary = result.summary()
    assert not summary["conservative"] and summary["energy_judged_by"] == "balance"
    assert summary["energy_balance_max_rel"] < 1e-4
    assert abs(summary["work_final"]["applied"]) > 1e-2 * summary["energy_scale"]
