"""The run's global error estimated by the same run at 2h (issue 36; mechgen.runtime.
error_estimate): it equals the true error where the scheme is in its asymptotic range, in every
order of scheme; past ``error_tol`` the run stops naming the step, time and body; a streamed,
chunked run is estimated exactly as a whole one; a companion run that fails leaves the run
unjudged, which is an error with a finite tolerance and a notice with an infinite one."""

from __future__ import annotations

import json
import math

import pytest
from helpers import bundled, needs_tool, pose_error
from mechgen.core.errors import SolverError
from mechgen.runtime import simulate
from mechgen.runtime.stream import run_to_file
from test_cli import mechgen

INF = float("inf")


@pytest.mark.parametrize(
    ("scheme", "formulation", "h", "options"),
    [
        ("index3", "rp", 1e-3, {}),  # order 1
        ("genalpha", "rA", 2e-3, {}),  # order 2
        ("taylor", "rA", 2e-3, {}),  # order 2 (rattle)
        ("taylor", "rA", 1e-3, {"velocity": "euler"}),  # order 1
        ("partitioning", "rp", 1e-2, {}),  # order 4 (RK4)
    ],
)
def test_the_estimate_is_the_true_error(scheme, formulation, h, options):
    """Over 2 s of the double pendulum (L = 4.1 m), the estimate's largest value equals the
    largest true error (against the same scheme at h/8, whose own error is 8^p times smaller)
    within 30 %: Richardson neglects the next term of the error, O(h) relative to the leading
    one (measured ratios 1.00 to 1.02). The errors span 1e-5 to 0.5 m, so a wrong order (the
    divisor 2^p - 1) would be off by 3x to 15x."""
    module = bundled("double_pendulum", formulation)
    run = simulate(module, scheme, h, 2.0, error_tol=INF, **options)
    estimate = run.error_estimate
    reference = simulate(module, scheme, h / 8, 2.0, **options)
    true = pose_error(run, reference, estimate.size)
    assert estimate.compared == 1 + round(1.0 / h)  # every row at 2 k h, the start included
    assert estimate.largest == pytest.approx(true, rel=0.3)
    assert (
        estimate.failed is None
        and run.statistics.as_dict()["error_estimate"]["order"]
        == {
            "index3": 1,
            "genalpha": 2,
            "taylor": 2 if not options else 1,
            "partitioning": 4,
        }[scheme]
    )


@needs_tool("cc")
def test_compiled_and_numpy_modules_are_estimated_alike():
    """The estimate is made from outside the scheme: the C module's run (whole-loop kernel) has
    the numpy module's estimate to within the two backends' own agreement (their runs stop
    Newton on different round-off: measured 2e-11 in q at h = 2e-3, 4e-15 at 4e-3, and the
    estimates 3e-11 m apart); 1e-9 m leaves that a margin of 30."""
    runs = [
        simulate(bundled("double_pendulum", f), "genalpha", 2e-3, 1.0, error_tol=INF)
        for f in ("rA", "rA_c")
    ]
    numpy_run, c_run = (r.error_estimate for r in runs)
    assert c_run.largest == pytest.approx(numpy_run.largest, abs=1e-9)
    assert (c_run.at, c_run.body) == (numpy_run.at, numpy_run.body)


def test_past_the_tolerance_the_run_stops_naming_step_time_and_body():
    """index3 (first order) is 0.46 m off after 2 s at h = 1e-3: with a tolerance of 1 cm the
    run fails at the first row past it, t = 0.74 s (the estimate is the true error there,
    test above), naming the body; what was computed is kept. The same run with a tolerance of
    1 m passes."""
    module = bundled("double_pendulum", "rp")
    with pytest.raises(SolverError) as err:
        simulate(module, "index3", 1e-3, 2.0, error_tol=1e-2)
    message = str(err.value)
    assert message.startswith("step 740 (t = 0.74): the estimated error of the bodies'")
    assert "passed the tolerance 0.01 m (--error-tol)" in message and "body 'bar2'" in message
    assert err.value.result is not None and err.value.result.t[-1] == pytest.approx(2.0)
    fine = simulate(module, "index3", 1e-3, 2.0, error_tol=1.0)
    assert 0.4 < fine.error_estimate.largest < 1.0


def test_a_streamed_chunked_run_is_estimated_as_a_whole_one(tmp_path):
    """Chunks of 70 steps (the companion's of 35, over the same times) and an end time that h
    does not divide (1.001 s: shorter last steps, where both grids meet at t_end) give the
    whole run's estimate exactly; the streamed run stops after the chunk where it passed."""
    module = bundled("double_pendulum", "rA")
    whole = simulate(module, "genalpha", 3e-3, 1.001, error_tol=INF).error_estimate
    summary = run_to_file(
        module, "genalpha", 3e-3, 1.001, tmp_path / "x.npz", error_tol=INF, chunk_steps=70
    )
    chunked = summary["error_estimate"]
    assert chunked["position_error_max"] == whole.largest
    assert (chunked["t"], chunked["body"]) == (whole.at, whole.body)
    assert chunked["rows_compared"] == whole.compared == 168  # t = 0, 6e-3, ..., 0.996, t_end
    with pytest.raises(SolverError) as err:
        run_to_file(module, "genalpha", 3e-3, 1.001, None, error_tol=whole.largest / 2)
    assert err.value.time < 1.001


def test_a_companion_that_fails_leaves_the_run_unjudged():
    """genalpha with 3 Newton iterations converges at h = 5e-3 but not at 2h (step 65): with a
    tolerance the run fails, saying it cannot be judged and why; with an infinite one it ends
    with a notice and the rows compared before."""
    module = bundled("double_pendulum", "rA")
    with pytest.raises(SolverError, match=r"error cannot be estimated \(--error-tol\)"):
        simulate(module, "genalpha", 5e-3, 1.0, max_iter=3, error_tol=1.0)
    run = simulate(module, "genalpha", 5e-3, 1.0, max_iter=3, error_tol=INF)
    summary = run.statistics.as_dict()
    assert summary["error_estimate"]["companion_failed"].startswith("step 65")
    assert any(n.startswith("error estimate: the same run at 2h") for n in summary["notices"])
    assert 0 < run.error_estimate.compared < 1 + 1.0 / 1e-2


def test_what_cannot_be_estimated_is_refused():
    """Kinematic analysis has no step error; a run shorter than two steps of 2h has nothing to
    compare (its companion would take the run's own steps); a tolerance must be a positive
    number."""
    with pytest.raises(SolverError, match="no step error to estimate"):
        simulate(bundled("slider_crank", "rA"), "kinematics", 1e-2, 0.1, error_tol=1.0)
    with pytest.raises(SolverError, match=r"needs at least two such steps: t_end >= 0.004 s"):
        simulate(bundled("double_pendulum", "rA"), "genalpha", 1e-3, 0.003, error_tol=1.0)
    for bad in (0, -1.0, math.nan, "1"):
        with pytest.raises(SolverError, match="error_tol must be a positive number"):
            simulate(bundled("double_pendulum", "rA"), "genalpha", 1e-2, 0.1, error_tol=bad)


def test_the_command_line_exit_code_follows_the_tolerance(tmp_path):
    """--error-tol on the command line: exit 1 with the error past it, exit 0 with the estimate
    in the summary within it, in the JSON (strict JSON: ``inf``, which only reports, is a null
    tolerance) and in the text line."""
    run = ("simulate", "double_pendulum", "--scheme", "index3", "--formulation", "rp")
    run += ("--h", "1e-3", "--t-end", "1")
    env = {"MECHGEN_CACHE_DIR": str(tmp_path)}
    failed = mechgen(*run, "--error-tol", "0.01", env_extra=env)
    assert failed.returncode == 1 and "passed the tolerance 0.01 m" in failed.stderr
    for tol, judged in (("1", 1.0), ("inf", None)):
        out = mechgen(*run, "--error-tol", tol, "--json", env_extra=env)
        assert out.returncode == 0, out.stderr
        estimate = json.loads(out.stdout, parse_constant=pytest.fail)["error_estimate"]
        assert estimate["tolerance"] == judged and 0.01 < estimate["position_error_max"] < 1
    text = mechgen(*run, "--error-tol", "1", env_extra=env).stdout
    assert "; estimated error 0.0" in text and "m at body 'bar2', t = " in text
    assert text.rstrip().endswith("(tolerance 1 m)")


def test_a_run_cut_short_by_another_judgement_names_both():
    """--strict stops index3 at t = 1.204 s (energy drift); the estimate passed 1 mm earlier, at
    t = 0.112 s, in the same part: the error is the estimate's (the earlier), and names the
    other stop, whose rows are the ones kept."""
    module = bundled("double_pendulum", "rp")
    with pytest.raises(SolverError) as err:
        simulate(module, "index3", 1e-3, 2.0, error_tol=1e-3, strict=True)
    message = str(err.value)
    assert message.startswith("step 112 (t = 0.112): the estimated error")
    assert "; the run also stopped at step 1204 (t = 1.204): energy drift (--strict)" in message
