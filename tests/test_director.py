"""Director formulation and the energy-momentum schemes of seed 000 (Betsch & Leyendecker)."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
import sympy as sp
from helpers import emitted, emitted_both
from mechanisms import joint_zoo
from mechgen.core.errors import ModelError, SolverError
from mechgen.examples import (
    cylindrical_pair,
    four_bar_revolutes,
    gyro_top,
    planar_pair,
    serial_chain,
    six_body_linkage,
)
from mechgen.runtime import Model, simulate
from mechgen.runtime.initial import initial_state
from mechgen.runtime.stream import run_to_file
from mechgen.symbolic import Mechanism, derive

EXAMPLES = {
    "gyro_top": gyro_top,
    "cylindrical_pair": cylindrical_pair,
    "planar_pair": planar_pair,
    "serial_chain": serial_chain,
    "four_bar_revolutes": four_bar_revolutes,
    "six_body_linkage": six_body_linkage,
    "joint_zoo": None,
}


@pytest.fixture(scope="module")
def both(tmp_path_factory) -> dict:
    """The numpy and C modules of every example (one derivation each)."""
    out = {}
    directory = tmp_path_factory.mktemp("director")
    for name, example in EXAMPLES.items():
        mech = joint_zoo() if example is None else example.build()
        out[name] = emitted_both(mech, "director", directory / name)
    return out


@pytest.fixture(scope="module")
def modules(both) -> dict:
    return {name: pair["numpy"] for name, pair in both.items()}


def _random_pair(model: Model, rng) -> tuple[np.ndarray, np.ndarray]:
    """A consistent q_n (the initial state moved by F) and q_n+1 = F_q_n(mu), random mu."""
    q, _ = initial_state(model)
    n_mu = model.meta.n_mu
    q0 = model.reparam(q, 0.3 * rng.standard_normal(n_mu), model.p)
    return q0, model.reparam(q0, 0.3 * rng.standard_normal(n_mu), model.p)


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_null_space_continuous_and_discrete(modules, name):
    """G P = 0 at consistent configurations and G(q_m) P(q_m) = 0 at random (q_n, q_n+1) pairs
    (seed 000 eqs. 14, 74), tree rows and internal rows; P has full column rank."""
    model = Model(modules[name])
    rng = np.random.default_rng(7)
    tree = [k for k in range(model.n_c) if k not in set(model.meta.closure_rows)]
    for _ in range(5):
        q0, q1 = _random_pair(model, rng)
        for q in (q0, 0.5 * (q0 + q1)):
            G = model.Phi_q(q, 0.0, model.p)[tree]
            P = model.nullspace(q, model.p)
            assert np.abs(G @ P).max() < 1e-12 * max(1.0, np.abs(G).max() * np.abs(P).max())
            s = np.linalg.svd(P, compute_uv=False)
            assert s[-1] > 1e-6 * s[0]


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_reparametrization_and_midpoint_jacobian(modules, name):
    """F_q_n(mu) satisfies every tree row and internal row for any mu (eqs. 75-78), and the
    mid-point Jacobian is the discrete one: Phi(q1) - Phi(q0) = G(q_m)(q1 - q0) (eqs. 38, 67)
    for arbitrary pairs, because every row is at most quadratic."""
    model = Model(modules[name])
    rng = np.random.default_rng(3)
    tree = [k for k in range(model.n_c) if k not in set(model.meta.closure_rows)]
    for _ in range(5):
        q0, q1 = _random_pair(model, rng)
        assert np.abs(model.Phi(q1, 0.0, model.p)[tree]).max() < 1e-12
        a, b = rng.standard_normal(model.n_q), rng.standard_normal(model.n_q)
        lhs = model.Phi(b, 0.0, model.p) - model.Phi(a, 0.0, model.p)
        rhs = model.Phi_q(0.5 * (a + b), 0.0, model.p) @ (b - a)
        assert np.abs(lhs - rhs).max() < 1e-12 * max(1.0, np.abs(lhs).max())


def test_null_space_symbolic_gyro_top():
    """Symbolically, G P = 0 for the top's spherical pair (eq. 163) on the whole manifold."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eqs = derive(gyro_top.build(), "director", ("Phi_q", "nullspace"))
    G = eqs.entry("Phi_q").as_sympy()
    P = eqs.entry("nullspace").as_sympy()
    assert (G * P).applyfunc(sp.expand) == sp.zeros(G.rows, P.cols)


@pytest.mark.parametrize(
    "name,h,momentum",
    [
        ("gyro_top", 5e-3, "z"),
        ("cylindrical_pair", 1e-3, "all"),
        ("planar_pair", 1e-3, "all"),
        ("serial_chain", 1e-3, "z"),
        ("four_bar_revolutes", 1e-3, None),
        ("joint_zoo", 1e-3, None),
    ],
)
@pytest.mark.parametrize("backend", ["numpy", "c"])
def test_conservation_and_agreement(both, name, h, momentum, backend):
    """1000 steps: energy to 1e-10 relative, constraints to the Newton tolerance at every step,
    angular momentum to 1e-10 of its largest component (e_3 about the fixed point or the
    vertical base axis; all components in free flight), linear momentum in free flight likewise;
    nullspace and constrained agree to 1e-9 (seed 000 sections 2.2, 5). On both backends: the C
    modules run the schemes' compiled kernels."""
    module = both[name][backend]
    results = {s: simulate(module, s, h, 1000 * h) for s in ("nullspace", "constrained")}
    for r in results.values():
        E = r.energy
        assert np.abs(E - E[0]).max() < 1e-10 * max(np.abs(E).max(), np.abs(r.kinetic_energy).max())
        # Newton stops on a correction below tol = 1e-12, so the residual left is at most
        # about ||Phi_q|| tol plus the round-off of the quadratic constraints, O(n eps |q|^2)
        # (measured up to 1.01e-12): 10 tol max(1, |q|^2) bounds both with a margin
        tol = 10 * 1e-12 * max(1.0, np.abs(r.traj.q).max() ** 2)
        assert r.constraint_violation.max() < tol
        if momentum:
            L = r.momentum_angular if momentum == "all" else r.momentum_angular[:, 2:]
            scale = max(1.0, np.abs(r.momentum_angular).max())
            assert np.abs(L - L[0]).max() < 1e-10 * scale
        if name in ("cylindrical_pair", "planar_pair"):
            p = r.momentum_linear
            assert np.abs(p - p[0]).max() < 1e-10 * max(1.0, np.abs(p).max())
    q_n, q_c = results["nullspace"].traj.q, results["constrained"].traj.q
    assert np.abs(q_n - q_c).max() < 1e-9


def test_gyro_top_steady_precession_second_order(modules):
    """The centre of mass converges to steady precession at second order (seed 000 sec. 5.1)."""
    errors = []
    steps = (4e-3, 2e-3, 1e-3)
    for h in steps:
        r = simulate(modules["gyro_top"], "nullspace", h, 0.4)
        errors.append(np.abs(r.traj.q[:, :3] - gyro_top.precession(r.t)).max())
    orders = [math.log2(errors[k] / errors[k + 1]) for k in range(2)]
    assert all(1.8 < o < 2.2 for o in orders), orders
    assert errors[-1] < 1e-3


@pytest.mark.parametrize(
    "name,steps,paper_reduced",
    [
        ("gyro_top", (5e-2, 5e-3, 5e-4), (8, 8, 8)),
        ("cylindrical_pair", (1e-2, 1e-3, 1e-4), (360, 358, 358)),
        ("planar_pair", (1e-2, 1e-3, 1e-4), (730, 800, 800)),
    ],
)
def test_condition_numbers_tables(modules, name, steps, paper_reduced):
    """Tables II-IV: the reduced scheme's condition number stays within a factor 3 across the
    steps and within a factor 10 of the paper's; the constrained one grows >= 100x per decade."""
    reduced, constrained = [], []
    for h in steps:
        for scheme, out in (("nullspace", reduced), ("constrained", constrained)):
            r = simulate(modules[name], scheme, h, 3 * h, record_cond=True)
            out.append(float(np.nanmedian(r.traj.cond[1:])))
    assert max(reduced) / min(reduced) < 3
    for value, paper in zip(reduced, paper_reduced, strict=True):
        assert paper / 10 < value < paper * 10
    assert all(constrained[k + 1] / constrained[k] > 100 for k in range(2))


def test_gyro_top_constrained_condition_matches_table_ii(modules):
    """Table II: constrained scheme ~1.6e4 at dt = 5e-2 (same scaling of eq. 10 as ours)."""
    r = simulate(modules["gyro_top"], "constrained", 5e-2, 0.15, record_cond=True)
    assert 1.6e3 < r.traj.cond[1] < 1.6e5


def test_closed_loop_with_redundant_closure(modules, tmp_path):
    """The four-bar of revolutes: 3 of its rows are redundant. With them dropped (default) or
    kept (--keep-redundant), the null-space scheme gives the same motion (its closure null
    space comes from an SVD with a rank tolerance)."""
    kept = emitted(four_bar_revolutes.build(), "director", tmp_path, drop_redundant=False)
    a = simulate(modules["four_bar_revolutes"], "nullspace", 1e-2, 0.5)
    b = simulate(kept, "nullspace", 1e-2, 0.5)
    assert len(kept.METADATA["closure_rows"]) == 5
    assert np.abs(a.traj.q - b.traj.q).max() < 1e-9


def test_six_body_linkage_body_zero_is_the_papers():
    """Body 0 of the reconstructed geometry has the paper's mass, centre of mass and inertia
    tensor (seed 000 sec. 5.4.2), and its neighbour (body 1) is its mirror image: the same
    principal moments, vertices in the same order (along the hexagon) spanning a volume of
    opposite sign."""
    L, rho, a = 0.1, 1000.0, math.tan(0.16 * math.pi)
    corners = [L * sp.Matrix(c) for c in six_body_linkage.HEXAGON]
    axes = [sp.Matrix(six_body_linkage.joint_axis(c)) for c in six_body_linkage.HEXAGON]

    def body(k):
        ends = (k, (k + 1) % 6)
        vertices = [corners[e] for e in ends] + [corners[e] + a * L * axes[e] for e in ends]
        mass, com, J = six_body_linkage.tetrahedron(vertices, rho)
        signed = float(sp.Matrix.hstack(*[v - vertices[0] for v in vertices[1:]]).det())
        return float(mass), np.array(com, float).ravel(), np.array(J, float), signed

    mass, com, J, volume = body(0)
    paper = (rho * L**5 * a**2 / 40) * np.array(
        [
            [1 / 3 + a**2 / 4, a / 6, -(a**2) / 12],
            [a / 6, a**2 / 2, a / 6],
            [-(a**2) / 12, a / 6, 1 / 3 + a**2 / 4],
        ]
    )
    assert mass == pytest.approx(rho * a**2 * L**3 / 6, rel=1e-14)
    assert np.allclose(com, [a * L / 4, L / 2, -a * L / 4], rtol=0, atol=1e-15)
    assert np.abs(J - paper).max() < 1e-13 * np.abs(paper).max()
    _, _, J1, volume1 = body(1)
    assert np.allclose(np.linalg.eigvalsh(J1), np.linalg.eigvalsh(J), rtol=1e-12)
    assert volume1 == pytest.approx(-volume, rel=1e-14)


@pytest.mark.parametrize("backend", ["numpy", "c"])
def test_six_body_linkage_closure_relation_and_conservation(both, backend):
    """Sec. 5.4.2: 1 DOF (one of the five closure rows of the cut joint J6 is redundant); along
    the motion theta_1 = theta_3 = theta_5, theta_2 = theta_4 and sin theta_2 (1 - sin theta_1)
    = sin theta_1 (the paper's arcsin form while |theta_2| < pi/2; the linkage folds past
    theta_1 = pi/6) to 1e-9; energy to 1e-10, constraints to 1e-12; both schemes agree; on
    both backends."""
    module = both["six_body_linkage"][backend]
    assert module.METADATA["degrees_of_freedom"] == 1
    assert [r["owner"] for r in module.METADATA["dropped_rows"]] == ["J6"]
    results = {s: simulate(module, s, 1e-3, 0.3) for s in ("nullspace", "constrained")}
    for r in results.values():
        th = np.array([six_body_linkage.joint_angles(q) for q in r.traj.q])
        assert np.abs(th[:, 0] - th[:, 2]).max() < 1e-9
        assert np.abs(th[:, 0] - th[:, 4]).max() < 1e-9
        assert np.abs(th[:, 1] - th[:, 3]).max() < 1e-9
        assert np.abs(six_body_linkage.closure_residual(th[:, 0], th[:, 1])).max() < 1e-9
        branch = np.abs(th[:, 1]) < 0.5 * math.pi - 0.1
        assert branch.sum() > 20 and (~branch).sum() > 20  # the motion passes the fold
        g = six_body_linkage.closing_condition(th[branch, 0])
        assert np.abs(th[branch, 1] - g).max() < 1e-9
        E = r.energy
        assert np.abs(E - E[0]).max() < 1e-10 * np.abs(r.kinetic_energy).max()
        assert r.constraint_violation.max() < 1e-12
    assert np.abs(results["nullspace"].traj.q - results["constrained"].traj.q).max() < 1e-9


def test_six_body_linkage_table_v(modules):
    """Table V at t = 0.04: constrained ~1.6e5, 1.5e8, 1.5e11 (ours within a factor 3, and
    >= 100x per decade of dt); reduced ~19, 10, 58 (ours within a factor 10; it stays within a
    factor 3 across the steps, the paper's varies by 5.8)."""
    steps, paper_constrained, paper_reduced = (
        (1e-2, 1e-3, 1e-4),
        (1.6e5, 1.5e8, 1.5e11),
        (19, 10, 58),
    )
    reduced, constrained = [], []
    for h in steps:
        for scheme, out in (("nullspace", reduced), ("constrained", constrained)):
            r = simulate(modules["six_body_linkage"], scheme, h, 0.04, record_cond=True)
            assert r.t[-1] == pytest.approx(0.04)
            out.append(float(r.traj.cond[-1]))
    assert max(reduced) / min(reduced) < 3
    for value, paper in zip(reduced, paper_reduced, strict=True):
        assert paper / 10 < value < paper * 10
    for value, paper in zip(constrained, paper_constrained, strict=True):
        assert paper / 3 < value < paper * 3
    assert all(constrained[k + 1] / constrained[k] > 100 for k in range(2))


def test_the_partitioned_closure_basis_is_eq_191(both):
    """``closure_basis="partitioned"`` (Appendix C's two steps, seed 000 eqs. 187-192): the
    forest's first coordinate theta_1 is independent (the paper's choice) and the closed loop's
    null space is eq. (191), N = (1, theta_2', 1, theta_2', 1), theta_2' = dtheta_2/dtheta_1
    from the closing condition sin theta_2 (1 - sin theta_1) = sin theta_1 differentiated
    (every branch): 1 at the start, -131.7 at t = 0.04, just past the fold. Both bases span
    the same null space, so each step has the same solution (runs equal to 1e-12); with the
    closure rows scaled to the dynamic rows the reduced matrix of a one-DOF loop only changes
    by a factor, so Table V's condition numbers are the same in both bases (1e-9 relative).
    The C kernel computes the orthonormal basis only: a partitioned run steps in Python and
    says so."""
    from mechgen.runtime.energy_momentum import ReducedSystem, nullspace

    module = both["six_body_linkage"]["numpy"]
    runs = {
        basis: simulate(module, "nullspace", 1e-3, 0.04, record_cond=True, closure_basis=basis)
        for basis in ("orthonormal", "partitioned")
    }
    ours, paper = runs["orthonormal"], runs["partitioned"]
    assert np.abs(ours.q - paper.q).max() < 1e-12
    assert paper.traj.cond[-1] == pytest.approx(ours.traj.cond[-1], rel=1e-9)
    model = ours.model
    closure = np.asarray(model.meta.closure_rows, dtype=int)
    for row, size in ((0, 1.0), (-1, 131.7)):
        q = ours.q[row]
        Gt = model.Phi_q(q, 0.0, model.p)[closure] @ nullspace(model, q)
        system = ReducedSystem(model, "partitioned")
        N = system.closure_null_space(Gt).ravel()
        th1, th2 = six_body_linkage.joint_angles(q)[:2]
        slope = np.cos(th1) * (1 + np.sin(th2)) / (np.cos(th2) * (1 - np.sin(th1)))
        assert list(system.independent) == [0]
        assert np.abs(N[1]) == pytest.approx(size, rel=1e-3)
        np.testing.assert_allclose(N, [1, slope, 1, slope, 1], rtol=1e-9)
    c = simulate(
        both["six_body_linkage"]["c"], "nullspace", 1e-3, 0.04, closure_basis="partitioned"
    )
    assert np.abs(c.q - paper.q).max() < 1e-12
    assert any("does not cover --closure-basis partitioned" in n for n in c.notices)


#: Kernel vs numpy: both stop Newton once a correction of q is below tol = 1e-12 and keep the
#: corrected iterate, whose error is then far below tol (quadratic convergence); the two
#: backends differ in round-off only, so an iterate may stop one iteration apart, a difference
#: of at most tol per step that the motion carries on: 100 tol over a run (measured 4e-13 over
#: 300 steps). v_n+1 = 2 (q_n+1 - q_n)/h - v_n turns a difference d in q into 2 d / h in v.
KERNEL_BOUND_Q = 100 * 1e-12


@pytest.mark.parametrize("scheme", ["constrained", "nullspace"])
@pytest.mark.parametrize("name", list(EXAMPLES))
def test_the_c_kernel_runs_the_python_loop_s_scheme(both, name, scheme, kernel_calls):
    """The C module runs the scheme's whole loop in one call (spied on) and gives the numpy
    path's rows and Newton iterations: open trees, the closed loops (one with a redundant
    closure row, four_bar_revolutes), free flight (the pairs) and every joint kind (the zoo)."""
    h = 1e-3
    c = simulate(both[name]["c"], scheme, h, 0.3)
    reference = simulate(both[name]["numpy"], scheme, h, 0.3)
    assert kernel_calls == [scheme]
    assert np.abs(c.traj.q - reference.traj.q).max() <= KERNEL_BOUND_Q
    assert np.abs(c.traj.v - reference.traj.v).max() <= 2 * KERNEL_BOUND_Q / h
    assert np.abs(c.traj.iterations - reference.traj.iterations).max() <= 1


def test_kernels_with_reactions_and_condition_numbers(both, kernel_calls):
    """Multipliers come with the constrained kernel and are recovered after the null-space
    kernel from the stored rows (the least squares of the Python loop); condition numbers are
    per-step Python work, so asked for, the run steps in Python (no kernel call)."""
    pair = both["four_bar_revolutes"]
    for scheme in ("constrained", "nullspace"):
        c = simulate(pair["c"], scheme, 1e-3, 0.1, reactions=True)
        reference = simulate(pair["numpy"], scheme, 1e-3, 0.1, reactions=True)
        scale = np.abs(reference.traj.lam).max()
        assert np.abs(c.traj.lam - reference.traj.lam).max() < 1e-6 * scale, scheme
        cond = simulate(pair["c"], scheme, 1e-3, 0.01, record_cond=True)
        assert np.isfinite(cond.traj.cond[1:]).all()
    assert kernel_calls == ["constrained", "nullspace"]


@pytest.mark.parametrize("scheme", ["constrained", "nullspace"])
def test_a_kernel_failure_stops_where_the_python_loop_does(both, scheme):
    """Two Newton iterations are not enough at h = 1e-2 (three are needed): the kernel reports
    the status at step 1, the step is redone in Python, which names the residual entry, as the
    numpy path does."""
    failures = {}
    for backend in ("numpy", "c"):
        with pytest.raises(SolverError) as info:
            simulate(both["six_body_linkage"][backend], scheme, 1e-2, 0.1, max_iter=2)
        failures[backend] = info.value
    c, reference = failures["c"], failures["numpy"]
    assert c.step == reference.step == 1
    assert "Newton did not converge in 2 iterations" in str(c)
    assert "largest residual entry" in str(c) and "largest residual entry" in str(reference)


def test_chunks_of_the_c_kernels(both, tmp_path):
    """A chunk starts from the last row of the one before. The null-space scheme carries no
    state between steps but that row (the closure rows' scale is set before its first use in a
    step): chunks equal the uncut run bit for bit. The constrained scheme's Newton starts from
    the previous step's multipliers, zero at a chunk's start as in the Python loop, so a chunk
    reaches the same step to the Newton tolerance (bound: KERNEL_BOUND_Q)."""
    module = both["six_body_linkage"]["c"]
    for scheme in ("nullspace", "constrained"):
        whole = simulate(module, scheme, 1e-3, 0.1)
        path = tmp_path / f"{scheme}.npz"
        run_to_file(module, scheme, 1e-3, 0.1, path, chunk_steps=7)
        with np.load(path) as chunked:
            for key in ("t", "q", "v"):
                if scheme == "nullspace":
                    assert np.array_equal(chunked[key], whole.series()[key]), key
                else:
                    bound = KERNEL_BOUND_Q * (1 if key == "q" else 2 / 1e-3)
                    assert np.abs(chunked[key] - whole.series()[key]).max() <= bound, key


def _pendulum(**extra) -> Mechanism:
    m = Mechanism("pendulum")
    bar = m.add_body("bar", mass=1.0, inertia=(1e-3, 0.1, 0.1), position=(0, 0.5, 0))
    m.add_joint("revolute", m.ground, bar, point=(0, 0, 0), axis=(1, 0, 0), name="J1")
    if extra.get("driver"):
        m.drive("J1", sp.sin(m.t))
    if extra.get("force"):
        m.add_force(bar, force=(0, 0, 1))
    if extra.get("rates"):
        m.set_joint_rates(extra["rates"], angle=1.0)
    if extra.get("bad_rate"):
        m.set_joint_rates("J1", displacement=1.0)
    return m


@pytest.mark.parametrize(
    "extra,subject",
    [
        ({"driver": True}, "driver 'J1_driver'"),
        ({"force": True}, "force on body 'bar'"),
        ({"rates": "nope"}, "joint 'nope'"),
        ({"bad_rate": True}, "joint 'J1'"),
    ],
)
def test_unsupported_input_names_the_culprit(extra, subject):
    with pytest.raises(ModelError) as err, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        derive(_pendulum(**extra), "director")
    assert subject in str(err.value)


def test_scheme_needs_director(modules):
    from helpers import bundled

    with pytest.raises(SolverError, match="director"):
        simulate(bundled("single_pendulum", "rA"), "nullspace", 1e-3, 0.01)
    with pytest.raises(SolverError, match="rA, rp, re"):
        simulate(modules["gyro_top"], "index3", 1e-3, 0.01)
