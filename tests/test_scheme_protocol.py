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
from conftest import bundled
from mechgen.core.errors import SolverError
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
        assert f"{scheme.name}: {scheme.summary[:30]}" in " ".join(text.split())
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
    """The run's start, progress, trajectory and kernel switch live in RunState."""
    model = Model(bundled("single_pendulum", "rA"))
    for name in ("start", "progress", "trajectory", "use_kernels"):
        assert not hasattr(model, name)
    assert {f.name for f in dataclasses.fields(RunState)} == {
        "start",
        "progress",
        "trajectory",
        "use_kernels",
    }
