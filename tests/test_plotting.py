"""Plots and animations of saved runs (mechgen plot / animate)."""

from __future__ import annotations

import shutil

import numpy as np
import pytest
from conftest import bundled
from mechgen.core.errors import MechgenError
from mechgen.plotting import animate, load_run, plot
from mechgen.runtime import simulate
from PIL import Image


@pytest.fixture(scope="module")
def run_file(tmp_path_factory):
    res = simulate(bundled("double_pendulum", "rA"), "index3", 1e-3, 0.2, reactions=True)
    return res.save(tmp_path_factory.mktemp("run") / "run.npz")


def _not_blank(path) -> bool:
    pixels = np.asarray(Image.open(path).convert("L"), dtype=float)
    return pixels.std() > 5.0 and (pixels < 128).mean() > 0.005


def test_saved_run_carries_its_layout(run_file):
    series, layout = load_run(run_file)
    assert layout["bodies"] == ["bar1", "bar2"]
    assert set(layout["joints"]) == {"J1", "J2"} and layout["joints"]["J2"] == ["bar1", "bar2"]
    assert series["joint.J2.point"].shape == (201, 3)


def test_plot_writes_every_figure(run_file, tmp_path):
    paths = plot(run_file, tmp_path)
    names = {p.name for p in paths}
    assert names == {
        f"run_{k}.png"
        for k in ("energy", "constraints", "bodies", "iterations", "joints", "reactions")
    }
    assert all(_not_blank(p) for p in paths)


def test_iterations_are_plotted_only_for_schemes_that_iterate(tmp_path):
    res = simulate(bundled("double_pendulum", "rp"), "partitioning", 1e-3, 0.1)
    names = {p.name for p in plot(res.save(tmp_path / "explicit.npz"), tmp_path)}
    assert "explicit_iterations.png" not in names and "explicit_joints.png" in names


def test_animate_writes_the_frames(run_file, tmp_path):
    target = animate(run_file, tmp_path / "movie.gif", frames=12)
    with Image.open(target) as im:
        assert im.n_frames == 12
        im.seek(6)
        frame = tmp_path / "frame.png"
        im.convert("RGB").save(frame)
    assert _not_blank(frame)


def test_bad_inputs_are_named(run_file, tmp_path):
    csv = tmp_path / "run.csv"
    csv.write_text("t\n0\n")
    with pytest.raises(MechgenError, match="not a saved run"):
        plot(csv)
    with pytest.raises(MechgenError, match=r"must end in \.gif or \.mp4"):
        animate(run_file, tmp_path / "movie.avi")
    with pytest.raises(MechgenError, match="at least 2 frames"):
        animate(run_file, tmp_path / "movie.gif", frames=1)
    if shutil.which("ffmpeg") is None:
        with pytest.raises(MechgenError, match="ffmpeg"):
            animate(run_file, tmp_path / "movie.mp4")
