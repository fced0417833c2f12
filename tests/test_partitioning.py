"""Coordinate partitioning with the projective criterion (seed 004): eq. (26), the four-bar's
criterion over a crank revolution, switching without loss, closure, reactions (35)/(37)/(38)
against each other and against the absolute-coordinate model."""

from __future__ import annotations

import math

import numpy as np
import pytest
from conftest import emitted, model
from mechgen.examples import physical_pendulum as pp
from mechgen.examples import planar_four_bar as pfb
from mechgen.runtime import simulate
from mechgen.runtime.initial import initial_state
from mechgen.runtime.partitioning import (
    Partition,
    best_partition,
    criterion,
    criterion_orthogonal,
    reactions,
)
from mechgen.runtime.reactions import SiteSolver


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
        assert list(best_partition(cos2, mdl, q, 0.0, 1)) in ([0], [1])
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


@pytest.mark.parametrize(
    "name, message",
    [
        ("slider_crank", "hand-made constraint groups do not form one: use rp or re"),
        ("heavy_top", "spherical tree joints are not supported by relative coordinates"),
    ],
)
def test_relative_coordinates_say_what_they_cannot_describe(name, message):
    import warnings

    from mechgen.core.errors import ModelError
    from mechgen.examples import load_mechanism
    from mechgen.symbolic import derive

    with warnings.catch_warnings(), pytest.raises(ModelError, match=message):
        warnings.simplefilter("ignore")
        derive(load_mechanism(name), "relative")
