"""Coordinate partitioning with the projective criterion (seed 004): eq. (26), the four-bar's
criterion over a crank revolution, switching without loss, closure, reactions (35)/(37)/(38)
against each other and against the absolute-coordinate model."""

from __future__ import annotations

import math

import numpy as np
import pytest
from helpers import bundled, emitted, emitted_both, model, needs_tool
from mechgen.core.errors import SolverError
from mechgen.examples import load_mechanism
from mechgen.examples import physical_pendulum as pp
from mechgen.examples import planar_four_bar as pfb
from mechgen.runtime import simulate
from mechgen.runtime.initial import initial_state
from mechgen.runtime.partitioning import Partition, reactions
from mechgen.runtime.projective_criterion import (
    best_partition,
    criterion,
    criterion_orthogonal,
    projections,
    tangent_basis,
    volume,
)
from mechgen.runtime.reactions import SiteSolver
from mechgen.runtime.stream import run_to_file
from test_reproduction import double_pendulum_reference


@pytest.mark.parametrize("gamma", np.linspace(-3.0, 3.0, 7))
def test_physical_pendulum_criterion_is_eq_26(gamma, tmp_path):
    """cos^2 alpha of x, y and gamma (re: r_x, r_y and the Euler angle phi about z) equal
    eq. (26): m rho^2/(m rho^2 + J) sin^2 gamma, ... cos^2 gamma, J/(m rho^2 + J)."""
    mdl = model(emitted(pp.build(gamma), "re", tmp_path))
    q, _ = initial_state(mdl, 0.0, False)
    names = mdl.meta.q_names
    cos2 = criterion(mdl, q, 0.0)
    mr2, J = pp.MASS * pp.RHO**2, pp.INERTIA
    expected = {
        "r_body_x": mr2 / (mr2 + J) * math.sin(gamma) ** 2,
        "r_body_y": mr2 / (mr2 + J) * math.cos(gamma) ** 2,
        "phi_body": J / (mr2 + J),
    }
    for name, value in expected.items():
        assert cos2[names.index(name)] == pytest.approx(value, abs=1e-12)
    np.testing.assert_allclose(criterion_orthogonal(mdl, q, 0.0), 1.0 - cos2, atol=1e-12)


@pytest.fixture(scope="module")
def four_bar(tmp_path_factory):
    return emitted(pfb.build(omega=8.0), "relative", tmp_path_factory.mktemp("four_bar"))


def test_closing_relations_of_the_relative_model(four_bar):
    """Relative coordinates alpha1..alpha3 cut at O4: 2 closure rows remain of O4's 5 (the
    others are dependent in the plane), one degree of freedom, and the emitted closure
    vanishes on the geometric solution (eqs. 39-41) over a revolution."""
    mdl = model(four_bar)
    assert mdl.meta.cut_joints == ["O4"] and mdl.meta.tree_joints == ["O1", "O2", "O3"]
    assert mdl.n_c == 2 and mdl.meta.degrees_of_freedom == 1
    a0 = pfb.angles(0.3)
    for a1 in np.linspace(0.0, 2 * math.pi, 9):
        q = pfb.angles(a1) - a0
        q[0] = a1 - 0.3
        assert np.abs(mdl.Phi(q, 0.0, mdl.p)).max() < 1e-12


@pytest.mark.parametrize("alpha1", np.linspace(0.0, 2 * math.pi, 9))
def test_closing_conditions_are_eqs_40_to_42(alpha1, four_bar):
    """The closed-form closing conditions for q_I = alpha1 (Woernle's split at O2 and O4): the
    emitted alpha3 satisfies eq. (40), and dq/dq_I is eq. (42), to round-off."""
    mdl = model(four_bar)
    assert mdl.meta.closing_choices == ["q_O1_angle", "q_O2_angle", "q_O3_angle"]
    a0 = pfb.angles(0.3)
    q = np.array([alpha1 - 0.3, 0.0, 0.0])
    g = np.ravel(mdl.closing_0(q, 0.0, mdl.p))
    Dt = np.ravel(mdl.closing_D_0(q, 0.0, mdl.p))
    l0, l1, l2, l3 = pfb.L0, pfb.L1, pfb.L2, pfb.L3
    a2, a3 = g[1] + a0[1], g[2] + a0[2]
    eq40 = (l0**2 + l1**2 - l2**2 - l3**2 - 2 * l0 * l1 * math.sin(alpha1)) / (2 * l2 * l3)
    assert math.cos(a3) == pytest.approx(eq40, abs=1e-14)
    d3 = l0 * l1 * math.cos(alpha1) / (l2 * l3 * math.sin(a3))
    d2 = -l0 * math.cos(alpha1 + a2) / (l3 * math.sin(a3)) - d3
    assert Dt == pytest.approx([1.0, d2, d3], abs=1e-13)
    assert np.abs(mdl.Phi(g, 0.0, mdl.p)).max() < 1e-14


def test_criterion_never_picks_alpha3_at_its_singularities(four_bar):
    """Over a crank revolution (seed 004 Fig. 3): cos^2 alpha3 vanishes at alpha1 = pi/2 and
    3 pi/2, alpha1 and alpha2 stay acceptable (> 0.7) and the best set is always one of them."""
    mdl = model(four_bar)
    a0 = pfb.angles(0.3)
    for a1 in np.linspace(0.0, 2 * math.pi, 73):
        q = pfb.angles(a1) - a0
        q[0] = a1 - 0.3
        cos2 = criterion(mdl, q, 0.0)
        np.testing.assert_allclose(criterion_orthogonal(mdl, q, 0.0), 1.0 - cos2, atol=1e-12)
        assert cos2[:2].min() > 0.7
        assert list(best_partition(mdl, q, 0.0, 1)) in ([0], [1])
        if min(abs(a1 - math.pi / 2), abs(a1 - 3 * math.pi / 2)) < 1e-9:
            assert cos2[2] < 1e-12


@pytest.fixture(scope="module")
def runs(four_bar):
    out = {
        hy: simulate(four_bar, "partitioning", 1e-3, 2.0, hysteresis=hy, reactions=True)
        for hy in (0.0, 0.9)
    }
    out["newton"] = simulate(four_bar, "partitioning", 1e-3, 2.0, hysteresis=0.9, explicit=False)
    return out


def test_switching_keeps_accuracy_energy_and_closure(runs):
    """With hysteresis 0.9 the independent coordinate alternates between alpha1 and alpha2
    (6 switches in 2 s over three crank revolutions); the motion equals the run that never
    switches to RK4's error, energy holds to 1e-8 and the closure to 1e-10 (1e-14 with the
    closed-form closing conditions, which solve nothing: no Newton iteration at all)."""
    switching, fixed, newton = runs[0.9], runs[0.0], runs["newton"]
    switches = switching.summary()["partition_switches"]
    assert len(switches) >= 5 and len(fixed.summary()["partition_switches"]) == 1
    assert {s["independent"][0] for s in switches} == {"q_O1_angle", "q_O2_angle"}
    assert switching.q[-1, 0] > 3 * 2 * math.pi
    np.testing.assert_allclose(switching.q[-1], fixed.q[-1], atol=1e-8)
    np.testing.assert_allclose(newton.q[-1], switching.q[-1], atol=1e-8)
    assert switching.newton_iterations.max() == 0 and newton.newton_iterations.max() >= 1
    assert switching.constraint_violation.max() < 1e-14
    for res in runs.values():
        assert res.summary()["energy_drift_max_rel"] < 1e-8
        assert res.constraint_violation.max() < 1e-10
        assert res.velocity_constraint_violation.max() < 1e-10


def test_reaction_schemes_35_37_38_agree(runs, four_bar):
    """At every 100th state the three schemes of seed 004 give the same O4 reaction to 1e-9."""
    mdl = model(four_bar)
    res = runs[0.9]
    part = Partition(mdl, np.array([0]))
    for i in range(0, len(res.t), 100):
        q, v, t = res.q[i], res.v[i], res.t[i]
        _, a, Dm, _ = part.accelerations(q, v[:1], t)
        f = {s: reactions(mdl, q, v, a, t, Dm, s) for s in (35, 37, 38)}
        scale = np.nanmax(np.abs(f[37]))
        for s in (35, 38):
            np.testing.assert_allclose(f[s], f[37], atol=1e-9 * scale, equal_nan=True)


def test_o4_reaction_matches_the_absolute_model(runs, tmp_path):
    """The same four-bar in absolute coordinates: partitioning in re (RK4) gives the relative
    model's O4 force to 1e-6; index3 in rA (backward Euler, h = 1e-4) to its O(h) error."""
    rel = runs[0.0]
    o4 = rel.reactions.of("O4")["force_j"][:, :2]
    at = int(round(0.3 / 1e-3))
    re_run = simulate(
        emitted(pfb.build(omega=8.0), "re", tmp_path / "re"),
        "partitioning",
        1e-3,
        0.3,
        reactions=True,
    )
    got = re_run.reactions.of("O4")["force_j"][:, :2]
    scale = np.abs(o4[: at + 1]).max()
    np.testing.assert_allclose(got, o4[: at + 1], atol=1e-6 * scale)
    index3 = simulate(
        emitted(pfb.build(omega=8.0), "rA", tmp_path / "rA"),
        "index3",
        1e-4,
        0.3,
        reactions=True,
    )
    ref = index3.reactions.of("O4")["force_j"][::10, :2]
    assert np.abs(ref - o4[: at + 1]).max() < 2e-2 * scale
    assert np.isnan(rel.reactions.of("O1")["force_j"]).all()


def test_per_site_solve_agrees_with_the_partitioning_reactions(runs, four_bar):
    """Scheme (38) per site from multipliers (mechgen.runtime.reactions) and the partitioning's (37)
    agree at the cut joint when the multipliers are those of the same accelerations."""
    mdl = model(four_bar)
    res = runs[0.0]
    q, v, a, t = res.q[500], res.v[500], res.traj.a[500], res.t[500]
    Pq = mdl.Phi_q(q, t, mdl.p)
    lam = np.linalg.lstsq(Pq.T, mdl.Q(q, v, t, mdl.p) - mdl.M(q, mdl.p) @ a, rcond=None)[0]
    per_site = SiteSolver(mdl).components(q, t, lam)
    rows = slice(*next(s["rows"] for s in mdl.meta.reaction_sites if s["owner"] == "O4"))
    np.testing.assert_allclose(per_site[rows][:2], res.traj.f[500, rows][:2], rtol=1e-9)


def test_a_singular_choice_is_left_before_its_singularity(four_bar):
    """Started on alpha3 (singular at alpha1 = pi/2, reached at t = 0.16 s), the scheme switches
    away near its singularity even with hysteresis 0 and follows the regular run to 1e-7."""
    forced = simulate(
        four_bar, "partitioning", 1e-3, 0.5, hysteresis=0.0, independent=["q_O3_angle"]
    )
    regular = simulate(four_bar, "partitioning", 1e-3, 0.5, hysteresis=0.0)
    switches = forced.summary()["partition_switches"]
    assert switches[0]["independent"] == ["q_O3_angle"]
    assert switches[1]["independent"] != ["q_O3_angle"] and switches[1]["t"] < 0.16
    np.testing.assert_allclose(forced.q[-1], regular.q[-1], atol=1e-7)
    assert forced.summary()["energy_drift_max_rel"] < 1e-8


#: (mechanism, formulation) pairs of the bundled partitioning examples for the C kernel
KERNEL_CASES = {
    "four_bar_relative": (lambda: pfb.build(omega=8.0), "relative"),
    "four_bar_rp": (lambda: pfb.build(omega=8.0), "rp"),
    "four_bar_re": (lambda: pfb.build(omega=8.0), "re"),
    "physical_pendulum_re": (lambda: pp.build(1.0), "re"),
    "physical_pendulum_relative": (lambda: pp.build(1.0), "relative"),
}


@pytest.fixture(scope="module")
def both(tmp_path_factory):
    out = {}
    for key, (build, formulation) in KERNEL_CASES.items():
        out[key] = emitted_both(build(), formulation, tmp_path_factory.mktemp(key))
    return out


@pytest.mark.parametrize(
    "case, explicit, bound",
    [
        ("four_bar_relative", True, 1e-10),
        ("four_bar_relative", False, 1e-10),
        ("four_bar_rp", False, 1e-8),
        ("four_bar_re", False, 1e-8),
        ("physical_pendulum_re", False, 1e-10),
        ("physical_pendulum_relative", False, 1e-10),
    ],
)
def test_the_c_kernel_runs_the_python_loop_s_scheme(case, explicit, bound, both, kernel_calls):
    """The C kernel runs the whole loop in one call (spied on) and gives the numpy path's rows,
    criterion and partition switches (the four-bar switches 3 times in the second with hysteresis
    0.9). RK4 is explicit and the closed-form closure solves nothing: only round-off differs
    (bound 1e-10 of each series' scale over 1 s; measured 5e-13). The Newton closure of rp and
    re stops at |Phi| < 1e-12, so where a residual sits at that threshold one backend makes one
    iteration more than the other, a difference of up to 1e-12 per step that the motion carries
    on (bound 1e-8; measured 1.1e-12 for rp, 1.9e-9 for re over 2 s). The physical pendulum
    in relative coordinates is an open tree: no constraint rows, every coordinate independent."""
    pair = both[case]
    options = {"hysteresis": 0.9, "explicit": explicit}
    c = simulate(pair["c"], "partitioning", 1e-3, 1.0, **options)
    reference = simulate(pair["numpy"], "partitioning", 1e-3, 1.0, **options)
    assert kernel_calls == ["partitioning"]
    for key in ("q", "v", "a", "criterion"):
        x, y = getattr(c.traj, key), getattr(reference.traj, key)
        assert np.abs(x - y).max() <= bound * max(1.0, np.abs(y).max()), key
    switches = [c.summary()["partition_switches"], reference.summary()["partition_switches"]]
    assert [s["independent"] for s in switches[0]] == [s["independent"] for s in switches[1]]
    np.testing.assert_allclose([s["t"] for s in switches[0]], [s["t"] for s in switches[1]])
    assert len(switches[0]) >= (4 if case.startswith("four_bar") else 1)
    assert c.constraint_violation.max() < 1e-10


def test_reactions_and_condition_numbers_are_stepped_in_python(both, kernel_calls):
    """Per-step reactions and cond(M_d) are Python work: asked for, the run steps in Python
    (no kernel call) and the motion is the kernel's to round-off."""
    module = both["four_bar_relative"]["c"]
    fast = simulate(module, "partitioning", 1e-3, 0.2, hysteresis=0.9)
    slow = simulate(module, "partitioning", 1e-3, 0.2, hysteresis=0.9, reactions=True)
    cond = simulate(module, "partitioning", 1e-3, 0.2, hysteresis=0.9, record_cond=True)
    assert kernel_calls == ["partitioning"]
    assert np.abs(slow.q - fast.q).max() < 1e-12 and np.abs(cond.q - fast.q).max() < 1e-12
    # one degree of freedom: M_d is 1 x 1, its condition number 1
    assert np.isfinite(slow.traj.f).any(axis=1).all() and np.all(cond.traj.cond == 1.0)


def test_a_kernel_failure_stops_where_the_python_loop_does(both):
    """At h = 0.05 the re four-bar's Newton closure fails at step 2 in both paths: the kernel
    reports the status, the step is redone in Python, which names the residual entry, and the
    rows before it are the numpy path's."""
    failures = {}
    for backend in ("numpy", "c"):
        with pytest.raises(SolverError) as info:
            simulate(both["four_bar_re"][backend], "partitioning", 0.05, 1.0)
        failures[backend] = info.value
    c, reference = failures["c"], failures["numpy"]
    assert c.step == reference.step == 2
    assert "dependent coordinates did not close" in str(c)
    assert "largest residual entry: constraint O2" in str(c)
    assert np.abs(c.result.q - reference.result.q).max() < 1e-12


def test_chunks_of_the_c_kernel_equal_the_uncut_run(both, tmp_path):
    """A chunk starts from the last row of the one before with the partition it ended on, and
    the kernel evaluates that row itself as the uncut run did: the rows agree bit for bit,
    switches included."""
    module = both["four_bar_relative"]["c"]
    whole = simulate(module, "partitioning", 1e-3, 0.3, hysteresis=0.9)
    assert len(whole.summary()["partition_switches"]) >= 2
    run_to_file(
        module, "partitioning", 1e-3, 0.3, tmp_path / "chunked.npz", chunk_steps=7, hysteresis=0.9
    )
    with np.load(tmp_path / "chunked.npz") as chunked:
        for key in ("t", "q", "v", "a"):
            assert np.array_equal(chunked[key], whole.series()[key]), key


@pytest.mark.parametrize("formulation", ["rp", "re"])
def test_a_fully_driven_mechanism_has_no_independent_coordinate(formulation):
    """The driven slider crank has no degree of freedom: the partition is empty, every
    coordinate follows from the closure, and the run is the kinematic analysis of the same
    module (both solve Phi = 0 at each time to |Phi| < 1e-12, whose sensitivity on this
    well-conditioned mechanism, cond(Phi_q) = 56, leaves the coordinates within 1e-9; measured
    1e-11). It failed with an internal error (an IndexError on the empty partition)."""
    module = bundled("slider_crank", formulation)
    partitioned = simulate(module, "partitioning", 2e-3, 1.0)
    kinematic = simulate(module, "kinematics", 2e-3, 1.0)
    assert partitioned.summary()["partition_switches"][0]["independent"] == []
    assert np.abs(partitioned.q - kinematic.q).max() < 1e-9


def test_a_jointly_singular_pair_is_switched_in_absolute_coordinates(tmp_path):
    """The double pendulum in re (k = 2): the centre of bar 2, y and z, starts as the best pair
    and each keeps cos^2 alpha ~ 0.4 at t = 0.7 s, where the two span the motion with a volume
    Gamma of 0.002 (C_D near-singular). Rated one by one they were kept, and RK4 ended 3e-3 m
    off at every h (issue 36); rated by Gamma the run switches at t = 0.66 and 0.74 s and
    converges at fourth order to the minimal-coordinate reference: within 1e-8 m over 1 s at
    h = 1e-3 (measured 5.4e-10) and 10x smaller when h halves (measured 19x, 1.0e-8 at
    h = 2e-3), in numpy and C alike (the same switches)."""
    com2 = double_pendulum_reference(1.0)
    modules = emitted_both(load_mechanism("double_pendulum"), "re", tmp_path)
    switches = {}
    for backend, module in modules.items():
        errors = {}
        for h in (2e-3, 1e-3):
            result = simulate(module, "partitioning", h, 1.0)
            exact = np.array([com2(t) for t in result.t])
            errors[h] = np.abs(result.bodies["bar2"]["r"] - exact).max()
            switches[backend, h] = [s["independent"] for s in result.traj.partition_switches]
        assert errors[1e-3] < 1e-8 and errors[2e-3] > 10 * errors[1e-3], (backend, errors)
    assert switches["c", 1e-3] == switches["numpy", 1e-3]
    assert switches["numpy", 1e-3][:2] == [["r_bar2_y", "r_bar2_z"], ["r_bar1_z", "r_bar2_y"]]
    mdl = model(modules["numpy"])
    result = simulate(
        modules["numpy"],
        "partitioning",
        1e-3,
        0.7,
        independent=["r_bar2_y", "r_bar2_z"],
        hysteresis=0.0,
    )
    q, t = result.traj.q[-1], result.t[-1]
    U = projections(mdl, q, t, tangent_basis(mdl, q, t))
    pair = [mdl.meta.q_names.index(n) for n in ("r_bar2_y", "r_bar2_z")]
    cos2 = np.einsum("ik,ik->i", U, U)
    assert cos2[pair].min() > 0.3 and volume(U, pair) < 0.01


@needs_tool("cc")
def test_a_set_switched_to_past_its_fold_drops_its_closed_form(tmp_path):
    """The four-bar of examples/four_bar_revolutes.py is not a Grashof linkage: its crank O1
    reaches a limit position at t = 0.949 s, where the loop moves onto the other branch of the
    crank's closed-form closing conditions. Partitioning in relative coordinates switches back
    to O1 at t = 0.961 s; the closed form of that set is not on the run's branch there, so the
    set starts with the Newton closure and says so (Partition.follow; bit 4 of the kernel's
    left_out). With the closed form on the wrong branch in the RK4 stages of the step after the
    switch, the run was 4.3e-4 m and 1.5e-4 m off at h = 1e-3 and 5e-4 (order 1.5); now the
    errors against h = 1.25e-4 are 2.2e-6 and 2.3e-7 m (asserted: below 1e-5 and 1e-6 and a
    ratio above 8, order 3 or more; RK4 reaches 4 as h falls). The C kernel switches alike: the
    same notices, rows equal to the Python loop's within its agreement bound (1e-9 m)."""
    from mechgen.examples import four_bar_revolutes

    modules = emitted_both(four_bar_revolutes.build(), "relative", tmp_path)
    runs = {h: simulate(modules["c"], "partitioning", h, 1.0) for h in (1e-3, 5e-4, 1.25e-4)}
    fine = runs[1.25e-4].bodies

    def error(h: float) -> float:
        stride = round(h / 1.25e-4)
        return max(
            float(np.abs(runs[h].bodies[b]["r"] - fine[b]["r"][::stride]).max()) for b in fine
        )

    assert error(1e-3) < 1e-5 and error(5e-4) < 1e-6
    assert error(1e-3) / error(5e-4) > 8
    python = simulate(modules["numpy"], "partitioning", 1e-3, 1.0)
    left = [n for n in python.notices if "left the assembly branch" in n]
    assert any(n.startswith("t = 0.961: the closing conditions of q_O1_angle") for n in left)
    assert [n for n in runs[1e-3].notices if "left the assembly branch" in n] == left
    assert np.abs(python.q - runs[1e-3].q).max() < 1e-9
