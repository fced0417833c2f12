"""Every model a user can write (issue 16, section 3): parameters in the relative formulation,
a tree without a loop in the partitioning scheme, an overconstrained spatial loop with slender
links (Bricard's linkage) in every scheme that takes it, and an emitted module asked for in
another formulation."""

from __future__ import annotations

import math

import numpy as np
import pytest
from helpers import emitted
from mechanisms import (
    bricard,
    bricard_angles,
    bricard_frames,
    parallelogram,
    parameterized_pendulum,
)
from mechgen.cli import main
from mechgen.core.errors import SolverError
from mechgen.examples import physical_pendulum
from mechgen.runtime import Model, simulate
from mechgen.runtime.initial import initial_state
from mechgen.runtime.schemes import required_entries
from mechgen.symbolic import Mechanism
from scipy.integrate import solve_ivp

G = 9.81


def emitted_for(mechanism, formulation, directory, *schemes, **options):
    """The module of ``mechanism`` with only the entries ``schemes`` need (faster to derive)."""
    entries = tuple(dict.fromkeys(e for s in schemes for e in required_entries(s)))
    return emitted(mechanism, formulation, directory, entries=entries, **options)


def pendulum_angle(inertia: float, moment: float, theta0: float, t_end: float) -> float:
    """phi(t_end) of inertia phi'' = -moment sin phi from rest at theta0 (DOP853, 1e-13)."""
    sol = solve_ivp(
        lambda t, y: [y[1], -moment * math.sin(y[0]) / inertia],
        (0.0, t_end),
        [theta0, 0.0],
        method="DOP853",
        rtol=1e-13,
        atol=1e-13,
    )
    return float(sol.y[0, -1])


# 1. Parameters in the relative formulation


PENDULUM = {"L": 1.5, "theta0": 0.8, "m": 2.0, "J": 0.3}


def test_relative_pendulum_uses_its_parameters(tmp_path):
    """Pose, mass and inertia from parameters: the emitted body_frames takes p (at q = 0 it
    gives the initial pose of the parameters passed, not of the defaults), and a run with
    non-default values follows (J + m L^2) phi'' = -m g L sin phi to 1e-9 (RK4, h = 1e-3;
    measured 2.9e-13)."""
    mod = emitted_for(parameterized_pendulum(), "relative", tmp_path, "partitioning")
    L, theta0 = PENDULUM["L"], PENDULUM["theta0"]
    p = Model(mod, PENDULUM).p
    frames = np.reshape(mod.body_frames(np.zeros(mod.N_Q), p), (1, 12))
    c, s = math.cos(theta0), math.sin(theta0)
    np.testing.assert_allclose(frames[0, :3], [0, L * s, -L * c], atol=1e-15)
    np.testing.assert_allclose(frames[0, 3:], [1, 0, 0, 0, c, -s, 0, s, c], atol=1e-15)
    t_end = 0.5
    res = simulate(mod, "partitioning", 1e-3, t_end, params=PENDULUM)
    m, J = PENDULUM["m"], PENDULUM["J"]
    phi = pendulum_angle(J + m * L * L, m * G * L, theta0, t_end)
    np.testing.assert_allclose(
        res.bodies["bar"]["r"][-1], [0, L * math.sin(phi), -L * math.cos(phi)], atol=1e-9
    )
    np.testing.assert_allclose(res.energy, res.energy[0], rtol=1e-11)


@pytest.fixture(scope="module")
def parallelogram_module(tmp_path_factory):
    directory = tmp_path_factory.mktemp("parallelogram")
    return emitted_for(parallelogram(), "relative", directory, "partitioning")


def _parallelogram_angle(res) -> np.ndarray:
    """The crank's angle from the downward vertical (its body x axis is along the crank)."""
    A = res.bodies["crank"]["A"]
    return np.arctan2(A[:, 0, 0], -A[:, 1, 0])


@pytest.mark.parametrize(
    "params",
    [{}, {"l0": 1.6, "l1": 0.7, "theta0": 1.1, "rho": 2.0}],
    ids=["defaults", "other-values"],
)
def test_relative_four_bar_uses_its_parameters(params, parallelogram_module):
    """A parallelogram four-bar whose geometry, masses and inertias are parameters, closed by
    relative coordinates cut at O4 (2 closure rows kept of 5): with the default and with other
    values, the crank angle follows (2 m1 l1^2 / 3 + m2 l1^2) phi'' = -(m1 + m2) g l1 sin phi
    to 1e-9 (RK4, h = 1e-3; measured 1.5e-12 and 2.9e-12) and the loop stays closed to 1e-12."""
    mod = parallelogram_module
    assert mod.N_C == 2 and mod.METADATA["degrees_of_freedom"] == 1
    values = {"l0": 1.0, "l1": 0.5, "theta0": 0.4, "rho": 1.0} | params
    t_end = 0.6
    res = simulate(mod, "partitioning", 1e-3, t_end, params=params)
    l0, l1 = values["l0"], values["l1"]
    m1, m2 = values["rho"] * l1, values["rho"] * l0
    phi = pendulum_angle((2 * m1 / 3 + m2) * l1 * l1, (m1 + m2) * G * l1, values["theta0"], t_end)
    assert _parallelogram_angle(res)[-1] == pytest.approx(phi, abs=1e-9)
    assert res.constraint_violation.max() < 1e-12
    np.testing.assert_allclose(res.bodies["coupler"]["A"][-1], np.eye(3), atol=1e-12)


# 2. A tree without a loop in the partitioning scheme


def test_tree_without_loop_in_partitioning(tmp_path):
    """The physical pendulum in relative coordinates has no constraint row: every coordinate
    is independent (D = I), nothing is closed, and the run equals the rp run of the same
    pendulum (the same RK4, h = 1e-3, in other coordinates) to 1e-10 (measured 1.4e-12)."""
    relative = emitted_for(physical_pendulum.build(), "relative", tmp_path / "rel", "partitioning")
    assert relative.N_C == 0 and relative.N_Q == 1
    rp = emitted_for(physical_pendulum.build(), "rp", tmp_path / "rp", "partitioning")
    runs = [simulate(mod, "partitioning", 1e-3, 0.3, reactions=True) for mod in (relative, rp)]
    assert runs[0].traj.partition_switches == [{"t": 0.0, "independent": ["q_hinge_angle"]}]
    assert runs[0].constraint_violation.max() == 0.0
    for key in ("r", "A", "v", "omega"):
        np.testing.assert_allclose(
            runs[0].bodies["body"][key], runs[1].bodies["body"][key], atol=1e-10, err_msg=key
        )
    np.testing.assert_allclose(runs[0].energy, runs[0].energy[0], rtol=1e-12)


def test_motion_without_inertia_is_named(tmp_path):
    """A rod spinning about its own axis, the one with zero inertia: partitioning (relative
    and rp) and taylor (rA) say which motion has no inertia, at step 0, instead of "an
    expression left its domain"."""
    m = Mechanism("spin", gravity=(0, 0, -9.81))
    rod = m.add_body("rod", mass=1.0, inertia=(0.0, 0.1, 0.1))
    m.add_joint("revolute", m.ground, rod, point=(0, 0, 0), axis=(1, 0, 0), name="J1")
    m.set_joint_rates("J1", angle=1.0)
    for formulation, scheme, subject in (
        ("relative", "partitioning", "coordinate qd_J1_angle"),
        ("rp", "partitioning", "body 'rod'"),
        ("rA", "taylor", "body 'rod' (w_rod_x)"),
    ):
        mod = emitted_for(m, formulation, tmp_path / formulation, scheme)
        with pytest.raises(SolverError) as err:
            simulate(mod, scheme, 1e-3, 0.01)
        assert err.value.step == 0
        assert f"no inertia resists the motion of {subject}" in str(err.value)
        assert "left its domain" not in str(err.value)


# 3. An overconstrained spatial loop: the orthogonal Bricard linkage


def _loop(odd: float, even: float) -> tuple[np.ndarray, np.ndarray]:
    """(rotation, point) at which the chain of bricard_frames arrives back after link 6, and
    the 6 x 6 Jacobian of that closure by the joint screws (axis; P_i x axis)."""
    frames = bricard_frames(odd, even)
    P, R = frames[-1]
    c, s = math.cos(-math.pi / 2), math.sin(-math.pi / 2)
    R_end = R @ np.array([[1.0, 0.0, 0.0], [0.0, c, -s], [0.0, s, c]])
    gap = np.concatenate([P + R[:, 0], (R_end - np.eye(3)).ravel()])
    screws = np.array([np.concatenate([Ri[:, 2], np.cross(Pi, Ri[:, 2])]) for Pi, Ri in frames])
    return gap, screws.T


def test_bricard_geometry_closes_with_one_degree_of_freedom():
    """On (1 + cos x)(1 + cos y) = 1 the six links close (the chain returns to the identity
    at the origin, 1e-14) at random points of the motion, and the joint screws have rank 5:
    one degree of freedom, although the mobility formula gives 6 * 5 - 5 * 6 = 0."""
    rng = np.random.default_rng(16)
    for even in [math.pi / 3, *rng.uniform(0.1, 1.5, 4)]:
        gap, screws = _loop(*bricard_angles(even))
        assert np.abs(gap).max() < 1e-14
        s = np.linalg.svd(screws, compute_uv=False)
        assert s[4] > 0.1 * s[0] and s[5] < 1e-14 * s[0]


@pytest.fixture(scope="module")
def bricard_modules(tmp_path_factory):
    d = tmp_path_factory.mktemp("bricard")
    return {
        "rA": emitted_for(bricard(), "rA", d / "rA", "taylor", "index3"),
        "rp": emitted_for(bricard(), "rp", d / "rp", "partitioning"),
        "re": emitted_for(bricard(), "re", d / "re", "partitioning"),
    }


def test_bricard_redundant_row_is_dropped(bricard_modules):
    """The generator drops one of the 30 joint rows (in every formulation), the initial
    configuration satisfies every kept row, and Phi_q has full row rank there with one
    column more than rows in rp (35 velocity coordinates, 29 joint rows + 5 normalizations):
    mobility 1."""
    for mod in bricard_modules.values():
        assert len(mod.METADATA["dropped_rows"]) == 1
        assert mod.METADATA["degrees_of_freedom"] == 1
    model = Model(bricard_modules["rp"])
    q, _ = initial_state(model)
    assert np.abs(model.Phi(q, 0.0, model.p)).max() < 1e-12
    C = model.Phi_q(q, 0.0, model.p)
    assert C.shape == (34, 35) and np.linalg.matrix_rank(C) == 34


T_END = 0.2
H = 1e-3


@pytest.fixture(scope="module")
def bricard_runs(bricard_modules):
    runs = {
        f"partitioning-{f}": simulate(bricard_modules[f], "partitioning", 2 * H, T_END)
        for f in ("rp", "re")
    }
    for scheme in ("taylor", "index3"):
        for h in (H, H / 2):
            options = {"velocity": "euler"} if scheme == "taylor" else {}
            runs[f"{scheme}-{h}"] = simulate(bricard_modules["rA"], scheme, h, T_END, **options)
    return runs


def _final_positions(res) -> np.ndarray:
    return np.array([res.bodies[f"link{k}"]["r"][-1] for k in range(1, 6)])


def _drift(res) -> float:
    return float(np.abs(res.energy - res.energy[0]).max() / abs(res.energy[0]))


def test_bricard_partitioning_in_rp_and_re(bricard_runs):
    """Slender links (a zero principal inertia) and the dropped redundant row: partitioning
    runs in rp and re with the loop closed below 1e-12 (the Newton closure's tolerance, a
    bound of every stored state; measured 9.9e-13), energy conserved to 1e-10 (RK4 at
    h = 2e-3 over 0.2 s: O(h^4); measured 8e-12), and the two agree to 1e-9 (both fourth
    order, in different coordinates; measured 3.2e-13)."""
    rp, re = bricard_runs["partitioning-rp"], bricard_runs["partitioning-re"]
    for res in (rp, re):
        assert res.constraint_violation.max() < 1e-12
        assert _drift(res) < 1e-10
    np.testing.assert_allclose(_final_positions(rp), _final_positions(re), atol=1e-9)


@pytest.mark.parametrize("scheme", ["taylor", "index3"])
def test_bricard_first_order_schemes_converge_to_partitioning(scheme, bricard_runs):
    """Taylor (the paper's explicit velocity update, velocity="euler") and index3 (backward
    Euler) are first-order: their final positions differ from partitioning's (fourth order, so
    exact at this scale) by C h,
    halving with h (ratio in [1.8, 2.2]); the Richardson extrapolation 2 x(h/2) - x(h) removes
    the O(h) term, so it agrees with partitioning to a small fraction of the error at h (5 %).
    Measured at h = 1e-3: taylor error 2.0e-5, ratio 1.995, extrapolation 0.26 % of it;
    index3 error 4.7e-4, ratio 2.002, 0.08 %. Energy drifts at first order too (ratios 2.000
    and 2.001)."""
    ref = _final_positions(bricard_runs["partitioning-rp"])
    coarse, fine = bricard_runs[f"{scheme}-{H}"], bricard_runs[f"{scheme}-{H / 2}"]
    x_h, x_h2 = _final_positions(coarse), _final_positions(fine)
    e_h, e_h2 = np.abs(x_h - ref).max(), np.abs(x_h2 - ref).max()
    assert 1.8 < e_h / e_h2 < 2.2
    assert np.abs(2 * x_h2 - x_h - ref).max() < 0.05 * e_h
    assert 1.8 < _drift(coarse) / _drift(fine) < 2.2


def test_bricard_taylor_holds_the_joints_at_third_order(bricard_runs):
    """The Taylor step satisfies the predicted constraints, so positions violate the joints by
    O(h^3) only (seed 003; the rows left are O(h^4 f^2) and the orientation update): below
    1e-8 at h = 1e-3 (measured 3.8e-9) and 8x smaller at h/2 (ratio in [6, 10]; measured
    7.97); the run
    says that its mass matrix is singular and how the steps are solved."""
    coarse, fine = bricard_runs[f"taylor-{H}"], bricard_runs[f"taylor-{H / 2}"]
    assert coarse.constraint_violation.max() < 1e-8
    assert 6 < coarse.constraint_violation.max() / fine.constraint_violation.max() < 10
    assert any("saddle-point form" in n for n in coarse.notices)


def test_bricard_with_redundant_rows_kept_names_them(tmp_path):
    """Generated with the redundant row kept, partitioning cannot choose a regular C_D and says
    so at step 0, naming the dependent rows and the fix, not "an expression left its
    domain"."""
    mod = emitted_for(bricard(), "rp", tmp_path, "partitioning", drop_redundant=False)
    with pytest.raises(SolverError) as err:
        simulate(mod, "partitioning", H, 0.01)
    message = str(err.value)
    assert err.value.step == 0
    assert "the constraint rows are dependent at the start (rank 34 of 35 rows" in message
    assert "R6[DP1 c_i.u_j]" in message and "--keep-redundant" in message


def test_bricard_through_its_fold_needs_every_row(bricard_modules, tmp_path):
    """The row dropped at the start (R6[DP1 c_i.u_j]) is redundant there, but the kept rows
    lose rank at the linkage's fold (t = 0.69 s), where the dropped one is needed: even the
    augmented step stops there (the kept rows admit a motion the linkage does not have) and the
    error names the dropped row and the fix. Generated with every row and run with
    --augmented, the linkage passes the fold over 3 s with the energy held within
    5e-3 J (measured 7e-4 J of a 57 J scale; genalpha's numerical dissipation at rho_inf =
    0.9 and h = 1e-3) and the joints to round-off."""
    with pytest.raises(SolverError) as err:
        simulate(bricard_modules["rA"], "genalpha", H, 1.0, augmented=True)
    assert 0.6 < err.value.time < 0.75 and "near a singular configuration" in str(err.value)
    assert (
        "R6[DP1 c_i.u_j]) may be needed here: 'mechgen generate MODEL --formulation rA "
        "--keep-redundant -o DIR' keeps them (Python: generate(..., drop_redundant=False)), then "
        "'mechgen simulate DIR/bricard_rA.py --scheme genalpha --augmented'"
    ) in str(err.value)
    every = emitted_for(bricard(), "rA", tmp_path, "genalpha", drop_redundant=False)
    result = simulate(every, "genalpha", H, 3.0, augmented=True)
    assert np.abs(result.energy - result.energy[0]).max() < 5e-3
    assert result.constraint_violation.max() < 1e-10


# 4. An emitted module asked for in another formulation


def test_emitted_module_of_another_formulation_is_an_error(tmp_path, capsys, monkeypatch):
    """`simulate MODULE --formulation X` with a module of formulation Y stops with an error
    naming both (it used to run Y silently); without --formulation, or with Y, it runs."""
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path / "cache"))
    mod = emitted_for(physical_pendulum.build(), "rp", tmp_path, "index3", "partitioning")
    path = mod.__file__
    run = ["simulate", path, "--scheme", "partitioning", "--h", "1e-2", "--t-end", "0.02"]
    assert main([*run, "--formulation", "re", "--quiet"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("mechgen: error: ")
    assert "is an emitted module of the rp formulation, not re" in err
    for extra in ([], ["--formulation", "rp"]):
        assert main([*run, *extra, "--json", "--quiet"]) == 0
        assert '"formulation": "rp"' in capsys.readouterr().out
