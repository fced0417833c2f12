"""Plots and animations of saved runs (mechgen plot / animate)."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest
from helpers import bundled, emitted
from mechgen.animation import animate, plane_of
from mechgen.core.errors import MechgenError
from mechgen.examples import dead_centre, planar_four_bar
from mechgen.plotting import load_run, plot
from mechgen.runtime import simulate
from PIL import Image


@pytest.fixture(scope="module")
def run_file(tmp_path_factory):
    res = simulate(bundled("double_pendulum", "rA"), "index3", 1e-3, 0.2, reactions=True)
    return res.save(tmp_path_factory.mktemp("run") / "run.npz")


@pytest.fixture(scope="module")
def four_bar(tmp_path_factory):
    """The planar four-bar of seed 004 in relative coordinates, with its coupler-point marker."""
    return emitted(planar_four_bar.build(), "relative", tmp_path_factory.mktemp("four_bar"))


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


def _edited(run_file, tmp_path, edit) -> Path:
    """A copy of the run with its series edited by ``edit(series, layout)``."""
    import json

    with np.load(run_file) as data:
        series = {k: data[k] for k in data.files}
    layout = json.loads(str(series.pop("layout")))
    edit(series, layout)
    path = tmp_path / "edited.npz"
    if "layout" not in series:
        series["layout"] = np.array(json.dumps(layout))
    np.savez(path, **series)
    return path


def _set(series, **changes):
    series.update(changes)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda s, lay: _set(s, energy=s["energy"][:51]), r"'energy' has \(51,\) values for 201"),
        (lambda s, lay: s.pop("energy"), "series energy missing"),
        (lambda s, lay: _set(s, layout=np.array("{not json")), "its layout is not JSON"),
        (lambda s, lay: lay.pop("bodies"), "its layout lacks bodies"),
        (lambda s, lay: _set(s, energy=s["energy"].astype(str)), "holds <U32 values, not numbers"),
        (lambda s, lay: [_set(s, **{k: v[:0]}) for k, v in list(s.items())], "holds no times"),
        (lambda s, lay: _set(s, energy=s["energy"] * np.nan), "energy is nowhere a finite"),
        (lambda s, lay: _set(s, t=s["t"][::-1].copy()), "times are not finite and increasing"),
    ],
)
def test_an_edited_run_is_named_not_an_internal_error(run_file, tmp_path, edit, message):
    """Issue 37: an npz of another layout given to `plot` (series of mismatched lengths, one
    missing, a layout that is not JSON, strings, no rows) ended as internal errors, and one of
    NaNs exited 0 with blank figures."""
    edited = _edited(run_file, tmp_path, edit)
    with pytest.raises(MechgenError, match=rf"edited\.npz' is not a saved run.*{message}"):
        plot(edited, tmp_path)
    assert not list(tmp_path.glob("*.png"))


def _figures(run, directory, monkeypatch) -> dict:
    """The figures `plot` draws, by file suffix, kept open for inspection."""
    import matplotlib.figure

    kept = {}
    save = matplotlib.figure.Figure.savefig

    def spy(fig, target, *args, **kwargs):
        kept[fig] = None
        return save(fig, target, *args, **kwargs)

    monkeypatch.setattr(matplotlib.figure.Figure, "savefig", spy)
    paths = plot(run, directory)
    return {p.stem.rsplit("_", 1)[1]: fig for p, fig in zip(paths, kept, strict=True)}


def test_reactions_name_undetermined_sites_and_show_driver_efforts(four_bar, tmp_path, monkeypatch):
    """The tree joints of relative coordinates have no reactions (NaN): named in a note, not
    drawn as empty entries; a driver's effort (the motor force of dead_centre's slider) is
    drawn, not 0; a component that stays at zero is drawn at zero."""
    run = simulate(four_bar, "partitioning", 1e-3, 0.2, reactions=True)
    figures = _figures(run.save(tmp_path / "fb.npz"), tmp_path, monkeypatch)
    reactions = figures["reactions"]
    (note,) = (t.get_text() for t in reactions.texts if t.get_text().startswith("not determined"))
    assert note == (
        "not determined: O1, O2, O3 (tree joints of relative coordinates: their reactions do "
        "no virtual work)"
    )
    labels = [ax.get_ylabel() for ax in reactions.axes]
    assert any(label.startswith("O4: force") for label in labels)
    assert not any(label.startswith("O1") for label in labels)
    r_z = figures["bodies"].axes[2]
    assert r_z.get_ylim() == (-1.0, 1.0)  # planar: r_z is zero, not autoscaled round-off

    module = emitted(dead_centre.build(), "rA", tmp_path / "dead_centre")
    crank = simulate(module, "kinematics", 1e-3, 0.3, reactions=True)
    figures = _figures(crank.save(tmp_path / "dc.npz"), tmp_path, monkeypatch)
    (effort,) = (
        ax for ax in figures["reactions"].axes if ax.get_ylabel().startswith("driver effort")
    )
    assert np.abs(effort.lines[0].get_ydata()).max() > 1.0
    assert "iterations" in figures  # kinematics iterates


def test_velocity_violations_say_when_the_scheme_does_not_enforce_them(tmp_path, monkeypatch):
    res = simulate(bundled("double_pendulum", "rA"), "index3", 1e-3, 0.1)
    figures = _figures(res.save(tmp_path / "dp.npz"), tmp_path, monkeypatch)
    labels = figures["constraints"].axes[0].get_legend_handles_labels()[1]
    assert labels[1] == "max |Phi_q v - nu| (index3: enforced only with --augmented)"


def test_plane_of_finds_global_and_oblique_planes():
    """plane_of: a spatial cloud has none; a cloud flattened onto a global plane (to 1e-9 of
    its size) is drawn in the other two global axes; one on an oblique plane in two
    orthonormal in-plane directions that keep every distance (the projection of a planar
    point set is an isometry), labelled with their components, the first with its largest
    component positive whatever sign the eigen-solver gives."""
    rng = np.random.default_rng(1)
    cloud = rng.normal(size=(50, 3))
    assert plane_of(cloud, 1.0) is None
    for flat, labels in ((2, ("x [m]", "y [m]")), (0, ("y [m]", "z [m]")), (1, ("x [m]", "z [m]"))):
        points = cloud.copy()
        points[:, flat] = 0.25 + 1e-9 * rng.normal(size=50)
        assert plane_of(points, 5.0).labels == labels
    normal = np.array([1.0, 1.0, 1.0]) / np.sqrt(3)
    oblique = cloud - np.outer(cloud @ normal, normal) + 0.4 * normal
    plane = plane_of(oblique, 5.0)
    assert plane is not None and all(label.startswith("along (") for label in plane.labels)
    np.testing.assert_allclose(plane.basis @ plane.basis.T, np.eye(2), atol=1e-12)
    flat = oblique @ plane.basis.T
    distance = lambda x: np.linalg.norm(x[:, None] - x[None], axis=-1)  # noqa: E731
    np.testing.assert_allclose(distance(flat), distance(oblique), atol=1e-12)
    first = plane.basis[0]
    assert first[np.argmax(np.abs(first))] > 0  # the sign fixed, not the eigen-solver's


def _axes_drawn(monkeypatch) -> list:
    """Collects the axes animate() adds to its figure."""
    import matplotlib.figure

    drawn = []
    monkeypatch.setattr(
        matplotlib.figure.Figure,
        "add_subplot",
        lambda fig, *a, save=matplotlib.figure.Figure.add_subplot, **k: (
            drawn.append(save(fig, *a, **k)) or drawn[-1]
        ),
    )
    return drawn


def test_a_planar_mechanism_is_animated_in_its_plane(four_bar, tmp_path, monkeypatch):
    """The four-bar moves in x-y: the animation draws it there in 2D with both axes in metres,
    the time in the title, and its coupler-point marker as a star, with its path."""
    run = simulate(four_bar, "partitioning", 1e-3, 0.1).save(tmp_path / "fb.npz")
    drawn = _axes_drawn(monkeypatch)
    target = animate(run, tmp_path / "fb.gif", frames=4)
    (ax,) = drawn
    assert ax.name == "rectilinear" and (ax.get_xlabel(), ax.get_ylabel()) == ("x [m]", "y [m]")
    assert ax.get_title().startswith("planar_four_bar   t = ")
    assert [text.get_text() for text in ax.texts] == [" coupler_point"]
    with Image.open(target) as im:
        assert im.n_frames == 4


def test_markers_are_plotted(four_bar, tmp_path):
    """The markers figure: position, velocity and acceleration of the coupler point, and it
    is drawn from the series the run saved (x of the last frame is the series' last value)."""
    run = simulate(four_bar, "partitioning", 1e-3, 0.1).save(tmp_path / "fb.npz")
    series, _ = load_run(run)
    import matplotlib.pyplot as plt
    from mechgen.plotting import FIGURES

    build = dict(FIGURES)["markers"]
    fig = build(plt, series["t"], series, {})
    axes = fig.get_axes()
    assert [ax.get_ylabel() for ax in axes] == [
        "marker position [m]",
        "marker velocity [m/s]",
        "marker acceleration [m/s^2]",
    ]
    assert axes[0].get_lines()[0].get_ydata()[-1] == series["marker.coupler_point.r"][-1, 0]
    plt.close(fig)
    assert (tmp_path / "fb_markers.png") in plot(run, tmp_path)
    assert _not_blank(tmp_path / "fb_markers.png")
