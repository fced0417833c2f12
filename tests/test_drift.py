"""No silent wrong answers (issue 21): constraint drift judged against the mechanism's size,
with a notice naming the row and ``--strict`` to stop there; exceptions raised inside a step
named with the step, the time and the cause, the steps before kept."""

from __future__ import annotations

import numpy as np
import pytest
from helpers import bundled, emitted
from mechanisms import bricard
from mechgen.arguments import EXIT_FAILED
from mechgen.cli import main
from mechgen.core.errors import SolverError
from mechgen.examples import load_mechanism
from mechgen.runtime import Model, simulate
from mechgen.runtime.diagnosis import growth
from mechgen.runtime.drift import DRIFT_TOLERANCE
from mechgen.runtime.stream import run_to_file

#: lie-mk without stabilization on the double pendulum at a large step: its joints drift
#: apart past 1e-3 of the mechanism's size at t = 1.9 s (step 38)
DRIFTING = ("lie-mk", 0.05, 3.0)


@pytest.fixture(scope="module")
def se3_pendulum(tmp_path_factory):
    return emitted(load_mechanism("double_pendulum"), "se3", tmp_path_factory.mktemp("se3"))


def _drift_by_hand(result) -> tuple[float, np.ndarray]:
    """(L, max_k |Phi_k| / L^p_k per row) from first principles: L the diagonal of the box
    around the origin and the bodies' initial centres, p 1 for the CD rows (lengths) and 0 for
    the DP1 rows (cosines) of the revolute joints."""
    centres = np.array([result.bodies[name]["r"][0] for name in result.bodies] + [[0, 0, 0]])
    size = float(np.linalg.norm(centres.max(axis=0) - centres.min(axis=0)))
    model = result.model
    phi = np.abs(model.Phi_rows(result.q, result.t, model.p))
    power = np.array(
        [1.0 if r["label"].startswith("CD") else 0.0 for r in model.meta.constraint_rows]
    )
    return size, (phi / size**power).max(axis=1)


def test_drift_past_the_tolerance_is_a_notice_naming_the_joint(se3_pendulum):
    """The summary's largest drift is max_k |Phi_k| / L^p_k computed here by hand, to
    round-off; the notice names the joint, the row and the first time past 1e-3."""
    scheme, h, t_end = DRIFTING
    result = simulate(se3_pendulum, scheme, h, t_end)
    size, drift = _drift_by_hand(result)
    summary = result.summary()
    assert summary["mechanism_size"] == pytest.approx(size, rel=1e-12)
    assert summary["constraint_drift_max_rel"] == pytest.approx(drift.max(), rel=1e-9)
    first = int(np.argmax(drift > DRIFT_TOLERANCE))
    (notice,) = [n for n in summary["notices"] if n.startswith("constraint drift")]
    assert "joint J2 [CD" in notice
    assert f"from t = {result.t[first]:.6g} on" in notice


def test_a_scheme_that_enforces_the_constraints_gets_no_notice():
    """index3 keeps |Phi| at its Newton tolerance: the drift stays at round-off, no notice."""
    summary = simulate(bundled("double_pendulum", "rp"), "index3", 1e-3, 1.0).summary()
    assert summary["constraint_drift_max_rel"] < 1e-9
    assert not any(n.startswith("constraint drift") for n in summary.get("notices", []))


def test_strict_stops_at_the_first_step_past_the_tolerance(se3_pendulum, tmp_path):
    """--strict ends the run at the first row past the tolerance (kept as the evidence) with an
    error naming the joint, the step and the time; streamed in chunks of 7 steps storing every
    third, the same step, and the file holds the rows up to it."""
    scheme, h, t_end = DRIFTING
    free = simulate(se3_pendulum, scheme, h, t_end)
    first = int(np.argmax(_drift_by_hand(free)[1] > DRIFT_TOLERANCE))
    with pytest.raises(SolverError) as err:
        simulate(se3_pendulum, scheme, h, t_end, strict=True)
    assert err.value.step == first
    assert err.value.time == pytest.approx(free.t[first])
    assert "constraint drift (--strict): joint J2" in str(err.value)
    kept = err.value.result
    assert kept.t[-1] == pytest.approx(free.t[first])
    np.testing.assert_array_equal(kept.q[-1], free.q[first])
    path = tmp_path / "run.npz"
    with pytest.raises(SolverError) as streamed:
        run_to_file(se3_pendulum, scheme, h, t_end, path, chunk_steps=7, save_every=3, strict=True)
    assert (streamed.value.step, streamed.value.time) == (err.value.step, err.value.time)
    assert streamed.value.summary["final"]["t"] == pytest.approx(free.t[first])
    assert np.load(path)["t"][-1] == pytest.approx(free.t[first])


def test_the_command_line_reports_drift_and_strict_stops(tmp_path, capsys):
    """simulate prints the notice on stderr; with --strict it exits with the error and saves
    the steps before it."""
    argv = ["simulate", "double_pendulum", "--formulation", "se3", "--scheme", "lie-mk"]
    argv += ["--h", "0.05", "--t-end", "3", "--quiet"]
    assert main(argv) == 0
    assert "mechgen: notice: constraint drift: joint J2" in capsys.readouterr().err
    out = tmp_path / "run.npz"
    assert main([*argv, "--strict", "--out", str(out)]) == EXIT_FAILED
    err = capsys.readouterr().err
    assert "step 38 (t = 1.9): constraint drift (--strict): joint J2" in err
    assert f"saved in {out}" in err
    assert main([*argv, "--drift-tol", "0.5"]) == 0
    assert "constraint drift" not in capsys.readouterr().err


def test_a_bad_drift_tolerance_is_refused(se3_pendulum):
    with pytest.raises(SolverError, match="drift_tol must be a positive number, got -1"):
        simulate(se3_pendulum, "lie-mk", 0.05, 0.1, drift_tol=-1.0)


@pytest.mark.parametrize(
    ("raised", "message"),
    [
        (np.linalg.LinAlgError("boom"), "a linear solve of the scheme failed (LinAlgError: boom)"),
        (IndexError("boom"), "internal error (IndexError: boom); please report it"),
        (OverflowError("math range error"), "(OverflowError: math range error): a load, driver"),
    ],
    ids=["linalg", "bug", "overflow"],
)
def test_an_exception_inside_a_step_is_named_with_the_step_and_time(raised, message):
    """An exception out of numpy, math or our own code at t = 0.06 (step 6 of h = 0.01): an
    error naming the step, the time and the cause; the 5 steps before are kept."""
    model = Model(bundled("double_pendulum", "rA"))
    matrix = model.genalpha_matrix

    def failing(q, v, dv, a, lam, t, p, hq, hv):
        if t > 0.055:
            raise raised
        return matrix(q, v, dv, a, lam, t, p, hq, hv)

    model.genalpha_matrix = failing
    with pytest.raises(SolverError) as err:
        simulate(model, "genalpha", 0.01, 0.2)
    assert (err.value.step, err.value.time) == (6, pytest.approx(0.06))
    assert message in str(err.value)
    assert err.value.result.t[-1] == pytest.approx(0.05)


def test_growth_tells_a_diverged_solution_from_a_domain_error():
    """A model that could not be evaluated after velocities grew a thousandfold diverged;
    one whose velocities stayed put met an expression outside its domain."""
    t = np.array([0.0, 1.0, 2.0])
    steady = np.array([[1.0, -2.0], [1.5, -2.0], [1.0, 2.5]])
    assert growth(t, steady) == "a load, driver or parameter expression left its domain"
    exploding = steady * np.array([[1.0], [1e2], [1e4]])
    assert growth(t, exploding).startswith(
        "the solution diverged: max |v| grew from 2 at t = 0 to 2.5e+04 at t = 2"
    )


def test_rows_carry_their_power_of_length():
    """Revolute joints' CD rows are lengths, DP1 rows cosines, rp's normalization rows pure
    numbers (what the drift is judged against)."""
    rows = bundled("double_pendulum", "rp").METADATA["constraint_rows"]
    powers = {r["label"].split()[0]: r["length_power"] for r in rows}
    assert powers == {"CD": 1, "DP1": 0, "p.p/2-1/2": 0}


def test_energy_drift_of_a_conservative_mechanism_is_a_notice(tmp_path):
    """The orthogonal Bricard linkage (rods without axial inertia) in relative coordinates with
    partitioning: its kept closure rows lose rank at the fold, the run finishes with exit 0 and
    gains 8.6 J over 3 s on a mechanism where nothing does work; the summary says so (the
    energy-momentum schemes keep it to round-off). IFToMM A01 with index3 loses 2 % of its
    energy in 1 s (numerical dissipation): a notice; genalpha (7.5e-6): none."""
    bricard_run = simulate(emitted(bricard(), "relative", tmp_path), "partitioning", 1e-3, 3.0)
    summary = bricard_run.summary()
    assert summary["conservative"] and summary["energy_drift_max_rel"] > 0.1
    assert any(
        n.startswith("energy drift: the energy of this conservative") for n in summary["notices"]
    )
    a01 = emitted(load_mechanism("point_mass_pendulum"), "rA", tmp_path / "a01")
    dissipated = simulate(a01, "index3", 1e-3, 1.0).summary()
    assert any(n.startswith("energy drift") for n in dissipated["notices"])
    kept = simulate(a01, "genalpha", 1e-3, 1.0).summary()
    assert not any(n.startswith("energy drift") for n in kept.get("notices", []))


def test_a_driven_mechanism_is_not_conservative():
    """The slider crank is driven: its energy changes by the motor's work, not the scheme's
    error, and no energy notice is given."""
    summary = simulate(bundled("slider_crank", "rA"), "index3", 1e-3, 1.0).summary()
    assert summary["conservative"] is False
    assert not any(n.startswith("energy drift") for n in summary.get("notices", []))
