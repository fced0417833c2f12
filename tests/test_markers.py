"""Markers (sensors, issue 22): named body points whose position, velocity and acceleration are
emitted symbolically and reported as series, in the summary and in model files. Reference:
the driven single pendulum's tip in closed form (seed 001's model), and the same marker in
another formulation and scheme."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
from helpers import emitted
from mechgen.core.errors import ModelError
from mechgen.examples import single_pendulum
from mechgen.runtime import simulate
from mechgen.symbolic import derive
from mechgen.symbolic.model_export import write
from mechgen.symbolic.model_file import load


def pendulum_with_tip():
    m = single_pendulum.build()
    m.add_marker("tip", "bar", (2, 0, 0))
    return m


def _tip(t: np.ndarray):
    """The tip 4 (0, cos a, sin a), a = -pi/2 + pi/4 cos 2t, and its two derivatives."""
    a = -math.pi / 2 + math.pi / 4 * np.cos(2 * t)
    da = -math.pi / 2 * np.sin(2 * t)
    dda = -math.pi * np.cos(2 * t)
    zero = np.zeros_like(t)
    r = 4 * np.stack([zero, np.cos(a), np.sin(a)], 1)
    v = 4 * np.stack([zero, -np.sin(a) * da, np.cos(a) * da], 1)
    acc = 4 * np.stack(
        [
            zero,
            -np.cos(a) * da**2 - np.sin(a) * dda,
            -np.sin(a) * da**2 + np.cos(a) * dda,
        ],
        1,
    )
    return r, v, acc


@pytest.mark.parametrize(("formulation", "scheme"), [("rA", "kinematics"), ("rp", "index3")])
def test_the_pendulum_tip_in_closed_form(formulation, scheme, tmp_path):
    """The bar's point (2, 0, 0) is the tip of the driven pendulum: position, velocity and
    acceleration in closed form. kinematics solves the constraints at each step to 1e-10, so
    all three to 1e-8. index3 (rp) holds the positions as tightly, but its velocities are the
    implicit Euler step's, first order: off by about h |a_P| / 2 <= 6e-3 m/s at h = 1e-3
    (|a_P| <= 12 m/s^2); asserted with 1e-2."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        module = emitted(pendulum_with_tip(), formulation, tmp_path)
    res = simulate(module, scheme, 1e-3, 1.0)
    series = res.series()
    r, v, acc = _tip(res.t)
    np.testing.assert_allclose(series["marker.tip.r"], r, atol=1e-8)
    exact = scheme == "kinematics"
    np.testing.assert_allclose(series["marker.tip.v"], v, atol=1e-8 if exact else 1e-2)
    if exact:
        np.testing.assert_allclose(series["marker.tip.a"], acc, atol=1e-8)
    final = res.summary()["final"]["markers"]["tip"]
    assert final["r"] == pytest.approx(list(r[-1]), abs=1e-8)
    assert set(final) == {"r", "v", "a"}


def test_markers_survive_a_model_file(tmp_path):
    """A marker written to a model file loads back the same (same input hash)."""
    m = pendulum_with_tip()
    path = write(m, tmp_path / "pendulum.yaml")
    assert "markers:" in path.read_text()
    again = load(path)
    assert [(k.name, k.body, list(k.point)) for k in again.markers] == [("tip", "bar", [2, 0, 0])]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        first = derive(m, "rA", ("Phi",)).input_hash
        second = derive(again, "rA", ("Phi",)).input_hash
    assert first == second


def test_bad_markers_are_named():
    m = single_pendulum.build()
    m.add_marker("tip", "nobody", (1, 0, 0))
    m.add_marker("tip", "bar", (1, 0, 0))
    m.add_marker("bad name", "bar")
    with pytest.raises(ModelError) as error, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        derive(m, "rA")
    text = str(error.value)
    assert "marker 'tip': unknown body 'nobody'" in text
    assert "marker 'tip': duplicate marker name" in text
    assert "marker 'bad name': name must be an identifier" in text


def test_the_rows_form_of_markers_matches_each_row(tmp_path):
    """The bundled modules have no markers: the rows form of a module that has one, checked
    like every series entry (test_series)."""
    from test_series import _rows_agree

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        module = emitted(pendulum_with_tip(), "rp", tmp_path)
    _rows_agree(module, simulate(module, "kinematics", 1e-2, 0.3))
