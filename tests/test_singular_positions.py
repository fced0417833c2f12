"""IFToMM A02, the N-four-bar through its singular positions (issue 21): the augmented
Lagrangian step with projections (--augmented, mechgen.runtime.augmented) against the
one-coordinate equation of motion written here from first principles.

All N + 1 cranks keep the common angle phi from the x axis (every window is a parallelogram)
and the N couplers translate with the cranks' tips, so with uniform links of mass m and length
L the kinetic and potential energies are

    T = 1/2 m L^2 ((N + 1)/3 + N) phi'^2,    V = m g L ((N + 1)/2 + N) sin phi,

and phi'' = -(g / L) ((N + 1)/2 + N) / ((N + 1)/3 + N) cos phi, phi(0) = pi/2,
phi'(0) = -1 rad/s (B0 at 1 m/s along +x). B0 = L (cos phi, sin phi).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from helpers import bundled, emitted, emitted_both
from mechgen.core.errors import SingularityError, SolverError
from mechgen.examples import load_mechanism
from mechgen.runtime import simulate
from scipy.integrate import solve_ivp
from test_reproduction import double_pendulum_reference

G = 9.81


def reference(n: int, t_end: float):
    """phi(t) of the one-coordinate equation (module docstring), DOP853 at 1e-12."""
    ratio = G * ((n + 1) / 2 + n) / ((n + 1) / 3 + n)
    sol = solve_ivp(
        lambda _, y: [y[1], -ratio * math.cos(y[0])],
        (0, t_end),
        [math.pi / 2, -1.0],
        method="DOP853",
        rtol=1e-12,
        atol=1e-12,
        dense_output=True,
    )
    return lambda t: sol.sol(t)[0]


def b0(result) -> np.ndarray:
    """B0, the tip of the first crank (pinned at the origin, centre at L/2)."""
    return 2.0 * result.bodies["crank0"]["r"][:, :2]


def assert_follows_the_reference(result, n: int, passages: int) -> None:
    """B0 within 1e-3 m of the reference at every row (the library's high-precision
    tolerance), through ``passages`` passages of phi through 0 or pi, counted on the reference,
    each matched by the run (a branch jump would change B0's side)."""
    phi = reference(n, float(result.t[-1]))(result.t)
    exact = np.stack([np.cos(phi), np.sin(phi)], axis=1)
    assert np.abs(b0(result) - exact).max() < 1e-3
    assert np.count_nonzero(np.diff(np.sign(np.sin(phi)))) == passages
    assert np.count_nonzero(np.diff(np.sign(b0(result)[:, 1]))) == passages


@pytest.fixture(scope="module")
def a02(tmp_path_factory):
    """A02 with N = 2 in rA and re."""
    mechanism = load_mechanism("n_four_bar", n=2)
    return {f: emitted(mechanism, f, tmp_path_factory.mktemp(f)) for f in ("rA", "re")}


@pytest.mark.parametrize("formulation", ["rA", "re"])
def test_a02_runs_through_its_singular_positions(a02, formulation):
    """genalpha --augmented over the benchmark's 10 s at h = 1e-3: B0 within 1e-3 m of the
    one-coordinate reference at every step (the library's high-precision tolerance; measured
    3.0e-4 m), through every passage of phi through 0 and pi (10 in 10 s: counted on the
    reference, each matched by the run), the energy within 5e-3 J of its start (measured
    8e-4 J; the kinetic energy peaks at 72 J) and the position constraints at round-off."""
    result = simulate(a02[formulation], "genalpha", 1e-3, 10.0, augmented=True)
    assert_follows_the_reference(result, 2, passages=10)
    assert np.abs(result.energy - result.energy[0]).max() < 5e-3
    assert result.constraint_violation.max() < 1e-8


@pytest.fixture(scope="module")
def ten_windows(tmp_path_factory):
    """A02 with N = 10 in rA (21 links, 31 joints; derived in about 11 s)."""
    return emitted(load_mechanism("n_four_bar", n=10), "rA", tmp_path_factory.mktemp("n10"))


def test_ten_windows_stop_the_multiplier_form_and_pass_with_augmented(ten_windows):
    """With ten windows the multiplier form's matrix [S, Phi_q^T; Phi_q T, 0] is too close to
    singular where the links lie horizontal (phi = 0 at t = 0.72 s; at N = 2 it still passes):
    the run stops there and says so. --augmented runs 3 s through the first three passages,
    B0 within 1e-3 m of the reference (measured 6.4e-5 m), with up to 100 iterations on the
    steps next to a passage (its default limit)."""
    with pytest.raises(SingularityError) as err:
        simulate(ten_windows, "genalpha", 1e-3, 1.0)
    assert 0.71 < err.value.time < 0.73
    assert "near a singular configuration" in str(err.value)
    result = simulate(ten_windows, "genalpha", 1e-3, 3.0, augmented=True)
    assert_follows_the_reference(result, 10, passages=3)


def test_augmented_genalpha_stays_second_order_through_a_passage(a02):
    """Through A02's first passage (t = 0.71 s) the augmented step keeps order 2 +- 0.15 from
    h = 1e-3 to h = 1e-4 (measured 2.00: 1.75e-5 m and 1.76e-7 m). Its convergence test once
    took a correction that grew after alpha was raised for a stall, accepting errors up to 1e3
    times the Newton bound 1e-11 / h^2 next to each passage: order 0.9 here, and 2.6e-3 m over
    10 s at h = 1e-4."""
    reach = reference(2, 1.0)
    errors = []
    for h in (1e-3, 1e-4):
        result = simulate(a02["rA"], "genalpha", h, 1.0, augmented=True)
        phi = reach(result.t)
        errors.append(np.abs(b0(result) - np.stack([np.cos(phi), np.sin(phi)], 1)).max())
    assert math.log10(errors[0] / errors[1]) == pytest.approx(2.0, abs=0.15), errors


def test_augmented_genalpha_is_second_order(tmp_path):
    """The augmented step with its projections keeps genalpha's order: bar 2's centre of the
    double pendulum against scipy on the two angles (test_reproduction's reference), order
    2 +- 0.15 at h = 4e-3, 2e-3, 1e-3."""
    module = bundled("double_pendulum", "rA")
    com2 = double_pendulum_reference(1.0)
    errors = []
    for h in (4e-3, 2e-3, 1e-3):
        result = simulate(module, "genalpha", h, 1.0, augmented=True)
        errors.append(np.abs(result.bodies["bar2"]["r"] - com2(result.t)).max())
    for k in range(len(errors) - 1):
        assert math.log2(errors[k] / errors[k + 1]) == pytest.approx(2.0, abs=0.15), errors


def test_redundant_rows_kept_change_nothing_with_augmented(tmp_path):
    """The four-bar of four revolutes keeps its 3 redundant rows (drop_redundant=False): the
    multiplier form's matrix is singular at the first step and the error says to use
    --augmented; the augmented step runs it and gives the rows-dropped module's run to
    round-off (measured 4e-14 m over 2 s)."""
    mechanism = load_mechanism("four_bar_revolutes")
    kept = emitted(mechanism, "rA", tmp_path / "kept", drop_redundant=False)
    dropped = emitted(mechanism, "rA", tmp_path / "dropped")
    with pytest.raises(SolverError, match=r"singular iteration matrix: .*--augmented"):
        simulate(kept, "genalpha", 1e-3, 0.1)
    a = simulate(kept, "genalpha", 1e-3, 2.0, augmented=True)
    b = simulate(dropped, "genalpha", 1e-3, 2.0, augmented=True)
    for body in a.bodies:
        assert np.abs(a.bodies[body]["r"] - b.bodies[body]["r"]).max() < 1e-10, body
    assert a.constraint_violation.max() < 1e-10


def test_the_director_formulation_derives_four_windows_and_conserves_energy(tmp_path):
    """The director formulation of A02 with N = 4 (9 links in one chain of the spanning tree,
    4 loops cut): its derivation took 2.2 GB and 47 s before the sympy -> symengine conversion
    kept shared subexpressions (symbolic/context.Converter; now about 160 MB and 10-20 s). The
    energy-momentum schemes of seed 000 run through the singular positions too: 3 s (three
    passages) at h = 1e-3 within 1e-4 m of the reference (measured 1.8e-5 m), the energy
    conserved to 1e-9 J (measured 1.1e-10 J, round-off of 2000 Newton solves)."""
    module = emitted(load_mechanism("n_four_bar", n=4), "director", tmp_path)
    result = simulate(module, "nullspace", 1e-3, 3.0)
    assert_follows_the_reference(result, 4, passages=3)
    phi = reference(4, 3.0)(result.t)
    exact = np.stack([np.cos(phi), np.sin(phi)], axis=1)
    assert np.abs(b0(result) - exact).max() < 1e-4
    assert np.abs(result.energy - result.energy[0]).max() < 1e-9


def test_partitioning_says_where_it_meets_a_configuration_singularity(tmp_path):
    """In relative coordinates the four rows of A02 (N = 2) lose rank at each passage (the
    smallest singular value of Phi_q falls like |phi|): every partition's C_D is singular
    there, and the accelerations of RK4 stages next to it carry round-off amplified without
    bound (over 10 s: 1.7e-6 m at h = 1e-3, 2 m at h = 1e-4, the energy notice firing only on
    the last). Both paths name the first row next to the passage: phi = 0 at t = 0.7145 s, where
    the ratio of Phi_q's singular values falls by 7.8e-4 per ms, so at h = 1e-3 the rows at
    0.714 and 0.715 are below SINGULAR_MARGIN = 1e-3 (measured 2.8e-4 and 5.0e-4; the kernel's
    pivot estimate may take either). A run that stops before it says nothing."""
    modules = emitted_both(load_mechanism("n_four_bar", n=2), "relative", tmp_path)
    for backend, module in modules.items():
        result = simulate(module, "partitioning", 1e-3, 0.8)
        near = [n for n in result.notices if "configuration singularity" in n]
        assert len(near) == 1, (backend, result.notices)
        assert near[0].startswith(("t = 0.714:", "t = 0.715:")), (backend, near)
        assert not any(
            "configuration" in n for n in simulate(module, "partitioning", 1e-3, 0.6).notices
        )


def test_lie_mk_projects_a_closed_loop_by_default(tmp_path):
    """lie-mk's index-1 drift lets a closed loop leave its assembly branch (A02, N = 2, in C over
    10 s: 2.0 m off, exit 0 before issue 36). On a mechanism with a closed loop its default
    stabilization is the projection, said in a notice, and numpy and C (whose kernel projects
    too, 37x faster) take the same path: 2 s through two passages, B0 within 1e-3 m of the
    reference (measured 9.3e-9 m numpy, 6.4e-10 C). The backends agree to 1e-12 up to the
    first passage (t = 0.715 s; only CSE rounding and Cholesky against lstsq for the
    corrections differ) and to 1e-7 after it, where Phi_q loses rank and amplifies round-off
    (measured 9.9e-9 at 2 s)."""
    modules = emitted_both(load_mechanism("n_four_bar", n=2), "se3", tmp_path)
    runs = {backend: simulate(module, "lie-mk", 1e-3, 2.0) for backend, module in modules.items()}
    for result in runs.values():
        assert_follows_the_reference(result, 2, passages=2)
        assert any(n.startswith("closed kinematic loop: lie-mk projects") for n in result.notices)
        assert not any("does not cover" in n for n in result.notices)
    apart = np.abs(runs["c"].traj.q - runs["numpy"].traj.q).max(axis=1)
    assert apart[runs["c"].t < 0.7].max() < 1e-12 and apart.max() < 1e-7
    plain = simulate(modules["numpy"], "lie-mk", 1e-3, 2.0, stabilization="none")
    assert not any("closed kinematic loop" in n for n in plain.notices)
    # unstabilized the loop drifts (7e-11 here against 3e-14, then it diverges: numpy at
    # t = 3.17 s, C at 4.60 s)
    assert plain.constraint_violation.max() > 100 * runs["numpy"].constraint_violation.max()
