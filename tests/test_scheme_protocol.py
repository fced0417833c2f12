"""The scheme protocol of the house (issue 18): a scheme is one Scheme object next to its run
function; the registry lists it, the command line reads its options, and a run's state is
explicit (RunState), not attributes of the Model."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys

import numpy as np
import pytest
from helpers import bundled, emitted, needs_tool
from mechgen.core.errors import SolverError
from mechgen.examples import load_mechanism
from mechgen.runtime import SCHEMES, Model, simulate
from mechgen.runtime.scheme import RunState, Scheme


def _help() -> str:
    out = subprocess.run(
        [sys.executable, "-m", "mechgen", "simulate", "--help"],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "COLUMNS": "200"},
    )
    return out.stdout


def test_the_command_line_has_a_flag_for_every_scheme_option():
    text = _help()
    for scheme in SCHEMES.values():
        assert f"{scheme.name} {scheme.summary[:30]}" in " ".join(text.split())
        for option in scheme.options:
            if option.kind != "api":
                assert option.flag in text, (scheme.name, option.name)
            for choice in option.choices or ():
                assert choice in text


def test_an_option_of_another_scheme_is_refused_naming_what_applies():
    with pytest.raises(
        SolverError, match=r"option\(s\) newton do not apply to scheme 'kinematics'"
    ):
        simulate(bundled("slider_crank", "rA"), "kinematics", 1e-2, 0.1, newton="full")


def test_defaults_come_from_the_scheme():
    """A run with no options equals one with every option at the Scheme's declared default."""
    module = bundled("double_pendulum", "rA")
    defaults = {o.name: o.default for o in SCHEMES["index3"].options}
    plain = simulate(module, "index3", 1e-2, 0.2)
    explicit = simulate(module, "index3", 1e-2, 0.2, **defaults)
    np.testing.assert_array_equal(plain.q, explicit.q)


def test_a_new_scheme_is_one_object(monkeypatch):
    """Registering a Scheme (here index3's run under another name, taking no Newton variant)
    is all a new scheme needs to run through simulate, chunks and the options check."""
    index3 = SCHEMES["index3"]
    seen = []

    def run(model, state: RunState, h, t_end, **options):
        seen.append(state)
        return index3.run(model, state, h, t_end, newton="step", **options)

    options = tuple(o for o in index3.options if o.name != "newton")
    twin = dataclasses.replace(index3, name="twin", run=run, options=options)
    assert isinstance(twin, Scheme)
    monkeypatch.setitem(SCHEMES, "twin", twin)
    module = bundled("double_pendulum", "rA")
    got = simulate(module, "twin", 1e-2, 0.2)
    ref = simulate(module, "index3", 1e-2, 0.2)
    np.testing.assert_array_equal(got.q, ref.q)
    assert seen and all(isinstance(s, RunState) for s in seen)
    with pytest.raises(SolverError, match="do not apply to scheme 'twin'"):
        simulate(module, "twin", 1e-2, 0.2, newton="full")


def test_the_model_carries_no_run_state():
    """The run's start, progress, trajectory, kernel switch and whether reactions were asked
    for live in RunState."""
    model = Model(bundled("single_pendulum", "rA"))
    for name in ("start", "progress", "trajectory", "use_kernels", "reactions"):
        assert not hasattr(model, name)
    assert {f.name for f in dataclasses.fields(RunState)} == {
        "start",
        "progress",
        "trajectory",
        "use_kernels",
        "reactions",
    }


@pytest.mark.parametrize(
    ("name", "formulation", "scheme", "skipped"),
    [
        ("four_bar_revolutes", "director", "nullspace", "lam"),
        ("planar_four_bar", "relative", "partitioning", "f"),
    ],
)
def test_work_that_serves_only_reactions_is_skipped_unless_asked(
    name, formulation, scheme, skipped, tmp_path
):
    """nullspace recovers its multipliers by a least squares after each step, partitioning its
    reactions: work for the reactions alone, done only when they are asked for. The motion is
    the same bit for bit, and a run without them carries no series of zeros in their place."""
    module = emitted(load_mechanism(name), formulation, tmp_path)
    plain = simulate(module, scheme, 1e-2, 0.2)
    asked = simulate(module, scheme, 1e-2, 0.2, reactions=True)
    assert getattr(plain.traj, skipped) is None and getattr(asked.traj, skipped) is not None
    if skipped == "lam":
        assert "lam" not in plain.series() and "lam" in asked.series()
    for key in ("q", "v", "a"):
        assert np.array_equal(getattr(plain.traj, key), getattr(asked.traj, key)), key
    assert asked.reactions is not None


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"max_iter": 0}, "option max_iter must be a positive integer, got 0"),
        ({"tol": -1.0}, "option tol must be a positive finite number, got -1.0"),
    ],
)
def test_option_values_are_checked_before_the_run(options, message):
    """A Newton loop of zero iterations used to crash on an unbound local; a negative tolerance
    ran every step to max_iter and blamed the step size."""
    with pytest.raises(SolverError, match=message):
        simulate(bundled("slider_crank", "rA"), "index3", 1e-3, 0.1, **options)


def test_sweep_takes_the_scheme_flags(tmp_path):
    """sweep reads the same scheme flags as simulate, and refuses a bad one before any run."""
    command = [sys.executable, "-m", "mechgen", "sweep", "double_pendulum", "--scheme", "index3"]
    command += ["--h", "1e-2", "--t-end", "0.05", "--param", "L1=1:2:2", "--quiet"]
    env = {**os.environ, "MECHGEN_CACHE_DIR": str(tmp_path / "cache")}
    out = tmp_path / "sweep.csv"
    done = subprocess.run(
        [*command, "--newton", "full", "--workers", "1", "-o", str(out)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    assert len(out.read_text().splitlines()) == 3  # header and two runs
    bad = subprocess.run(
        [*command, "--tol", "-1", "-o", str(out)], capture_output=True, text=True, env=env
    )
    assert bad.returncode == 1 and "option tol must be a positive finite number" in bad.stderr


@pytest.mark.parametrize(
    ("scheme", "mechanism", "formulation"),
    [
        ("kinematics", "slider_crank", "rA"),
        ("index3", "double_pendulum", "rA"),
        ("genalpha", "double_pendulum", "rA"),
        ("taylor", "double_pendulum", "rA"),
        ("partitioning", "double_pendulum", "rp"),
    ],
)
@needs_tool("cc")
def test_a_scheme_runs_the_kernel_it_declares(kernel_calls, scheme, mechanism, formulation):
    """``Scheme.kernel`` is the kernel the scheme calls on a compiled module (the FMU takes a
    scheme by its kernel's declaration, mechgen.runtime.kernel_start.continuable_schemes)."""
    simulate(bundled(mechanism, f"{formulation}_c"), scheme, 1e-3, 5e-3)
    assert kernel_calls == [SCHEMES[scheme].kernel]
