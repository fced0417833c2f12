"""Nothing silently wrong (issue 17): a run ends at t_end whatever h; the energy drift of a
system at rest is not 1e15; `mechgen plot` measures a file before loading it; a sweep refuses
non-positive workers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import matplotlib.figure
import numpy as np
import pytest
from helpers import bundled, emitted
from mechgen import sweep
from mechgen.core.errors import MechgenError
from mechgen.pipeline import GENERATED_DIR
from mechgen.plotting import load_run, plot
from mechgen.runtime import load_module, simulate
from mechgen.runtime.segments import Grid
from mechgen.runtime.stream import run_to_file
from mechgen.symbolic import Mechanism

ROOT = Path(__file__).resolve().parent.parent
G, V0 = 9.81, 0.5
#: every scheme with a formulation it takes
SCHEMES = [
    ("index3", "rA"),
    ("taylor", "rA"),
    ("constrained", "director"),
    ("nullspace", "director"),
    ("lie-mk", "se3"),
    ("partitioning", "relative"),
]


def faller(driven: bool = False) -> Mechanism:
    """A slider on a vertical prismatic joint, thrown up at V0: it moves under the constant
    acceleration -G (driven: along z(t) = V0 t - G t^2 / 2, for kinematics)."""
    m = Mechanism("faller", gravity=(0, 0, -G))
    body = m.add_body("slider", mass=1.0, inertia=(0.1, 0.2, 0.3), position=(0, 0, 0))
    body.velocity[2] = V0
    m.add_joint("prismatic", m.ground, body, point=(0, 0, 0), axis=(0, 0, 1), name="P")
    if driven:
        m.drive("P", V0 * m.t - G / 2 * m.t**2)
    return m


@pytest.fixture(scope="module")
def fallers(tmp_path_factory):
    """The faller's emitted module per formulation (and the driven one as 'kinematics')."""
    folder = tmp_path_factory.mktemp("faller")
    modules = {f: emitted(faller(), f, folder / f) for f in dict.fromkeys(f for _, f in SCHEMES)}
    modules["kinematics"] = emitted(faller(driven=True), "rA", folder / "driven")
    return modules


@pytest.mark.parametrize(("h", "grid"), [(0.6, [0, 0.6, 1]), (0.3, [0, 0.3, 0.6, 0.8, 1])])
@pytest.mark.parametrize(("scheme", "formulation"), SCHEMES + [("kinematics", "kinematics")])
def test_the_last_steps_land_on_t_end(scheme, formulation, h, grid, fallers):
    """h = 0.6 leaves 0.4 to t_end = 1: one shorter last step; h = 0.3 leaves 0.1, less than
    h/2: the last 0.3 + 0.1 go in two steps of 0.2 (no step shorter than h/2). The state at
    t_end is exact to round-off (1e-12 here), which each scheme guarantees for a constant
    acceleration on any grid: velocities V0 - G t for every one; positions V0 t - G t^2/2 for
    all but index3, whose symplectic Euler gives V0 t - G sum(h_i t_i) over its steps, and
    kinematics, which solves z(t_end) from the driver (its Newton tolerance 1e-10 is met at
    once: z is linear in the coordinates). The old grid ended at 1.2 and 0.9."""
    result = simulate(fallers[formulation], scheme, h, 1.0)
    assert result.t[-1] == 1.0
    assert result.t == pytest.approx(grid, abs=1e-15)
    z, vz = result.bodies["slider"]["r"][-1, 2], result.bodies["slider"]["v"][-1, 2]
    steps, ends = np.diff(result.t), result.t[1:]
    fall = G * (steps @ ends) if scheme == "index3" else G / 2
    assert vz == pytest.approx(V0 - G, abs=1e-12)
    assert z == pytest.approx(V0 - fall, abs=1e-12)
    last = "step is 0.4" if h == 0.6 else "2 steps are 0.2"
    assert f"t_end = 1 is not a multiple of h = {h:g}: the last {last} long" in result.notices


def test_chunks_cut_anywhere_in_the_shorter_steps(fallers):
    """Chunks of 1, 2 and 3 steps cut before, between and after the two shorter steps: the
    rows equal the uncut run's (the faller's Newton problems are linear: to round-off)."""
    whole = simulate(fallers["rA"], "index3", 0.3, 1.0)
    for size in (1, 2, 3):
        summary = run_to_file(fallers["rA"], "index3", 0.3, 1.0, None, chunk_steps=size)
        assert summary["steps"] == 4 and summary["final"]["t"] == 1.0
        final = summary["final"]["bodies"]["slider"]
        assert final["r"] == pytest.approx(whole.bodies["slider"]["r"][-1], abs=1e-12)


@pytest.mark.parametrize(
    ("h", "t_end", "steps"),
    [
        (1e-3, 3.0, 3000),  # t_end / h = 2999.9999999999995
        (0.1, 0.3, 3),  # 2.9999999999999996
        (1e-3, 0.9999999999, 1000),  # 999.9999999: within 1e-9 of 1000, relative
        (0.1, 1.0, 10),
    ],
)
def test_a_whole_number_of_steps_keeps_the_plain_grid(h, t_end, steps):
    """t_end / h within 1e-9 (relative) of a whole number N is N steps on the grid t_i = i h,
    as before: the round-off of a quotient of decimals never adds a step of 1e-13."""
    grid = Grid.of(h, t_end)
    assert (grid.full, grid.tail, grid.steps) == (steps, 0, steps)
    assert np.array_equal(grid.times(0, steps + 1), h * np.arange(steps + 1))


def test_a_run_over_a_whole_number_of_steps_is_unchanged():
    """The rows' times are i h exactly, and no notice speaks of shorter steps."""
    result = simulate(bundled("double_pendulum", "rA"), "index3", 1e-3, 0.9999999999)
    assert np.array_equal(result.t, 1e-3 * np.arange(1001))
    assert not [n for n in result.notices if "not a multiple" in n]


def test_a_remainder_beyond_the_tolerance_is_a_step():
    """1 - 1e-5 at h = 1e-3: 999.99 steps, so 999 of h and one of 0.99e-3 ending on t_end."""
    grid = Grid.of(1e-3, 1 - 1e-5)
    assert (grid.full, grid.tail) == (999, 1)
    assert grid.time(1000) == 1 - 1e-5
    assert grid.size(999) == pytest.approx(0.99e-3, rel=1e-9)


@pytest.fixture(scope="module")
def held(tmp_path_factory):
    """A body welded to the ground at height 0: at rest, its energy is 0 up to round-off."""
    m = Mechanism("held", gravity=(0, 0, -G))
    bar = m.add_body("bar", mass=2.0, inertia=(0.1, 0.2, 0.3), position=(0.3, 0.7, 0.0))
    m.add_joint("fixed", m.ground, bar, point=(0, 0, 0), name="weld")
    return emitted(m, "rA", tmp_path_factory.mktemp("held"))


def test_the_energy_drift_of_a_body_at_rest_is_not_1e15(held):
    """The drift is relative to E_scale, the largest of |E|, the kinetic energy and the range
    of the potential energy over the run: never below max |E|, so at most 2 (here round-off
    against round-off, 1); the absolute drift says how small it is. The old scale, max(|E0|,
    max T) = 1e-29 here, read 1.7e15. Since the start's projections are solved by QR and LU
    (issue 36) the body starts exactly at rest, energy 0 throughout: scale 0, drift 0 and the
    relative figure 0 rather than 0/0."""
    summary = simulate(held, "index3", 1e-2, 1.0).summary()
    assert summary["energy_drift_max_rel"] <= 2.0
    assert summary["energy_drift_max"] < 1e-12
    scale = summary["energy_scale"]
    expected = summary["energy_drift_max"] / scale if scale else 0.0
    assert summary["energy_drift_max_rel"] == expected


def _scale(energy: np.ndarray, kinetic: np.ndarray) -> float:
    potential = energy - kinetic
    return max(np.abs(energy).max(), kinetic.max(), potential.max() - potential.min())


def test_the_energy_scale_of_a_run_and_of_its_chunks(tmp_path):
    """E_scale from a run's series, and merged over the chunks of a streamed run exactly (its
    maxima and minima): equal to what the saved series give."""
    module = bundled("double_pendulum", "rA")
    result = simulate(module, "index3", 1e-3, 0.5)
    summary = result.summary()
    assert summary["energy_scale"] == _scale(result.energy, result.kinetic_energy)
    assert summary["energy_drift_max"] == np.abs(result.energy - result.energy[0]).max()
    path = tmp_path / "run.npz"
    streamed = run_to_file(module, "index3", 1e-3, 0.5, path, chunk_steps=37)
    with np.load(path) as data:
        assert streamed["energy_scale"] == _scale(data["energy"], data["kinetic_energy"])


def test_the_drift_figure_of_a_body_at_rest_stays_below_2(held, tmp_path, monkeypatch):
    """The plotted relative drift uses the same E_scale (named on the axis)."""
    run = simulate(held, "index3", 1e-2, 1.0).save(tmp_path / "held.npz")
    figures = []
    save = matplotlib.figure.Figure.savefig
    monkeypatch.setattr(
        matplotlib.figure.Figure,
        "savefig",
        lambda fig, *a, **k: (figures.append(fig), save(fig, *a, **k))[1],
    )
    plot(run, tmp_path)
    drift = figures[0].axes[1]
    assert drift.lines[0].get_ydata().max() <= 2.0
    assert drift.get_ylabel() == "energy drift |E - E0| / E_scale"
    assert drift.get_title().startswith("E_scale = ")


def _member(zf: zipfile.ZipFile, name: str, array: np.ndarray) -> None:
    with zf.open(f"{name}.npy", "w") as out:
        np.lib.format.write_array(out, array)


def test_a_zip_bomb_is_refused_unread(tmp_path):
    """100 MB of zeros deflate to 0.1 MB: the directory declares 1000x the file's size, more
    than MAX_EXPANSION (16x; mechgen stores runs uncompressed): refused before any array is
    allocated (the issue's 2.3 MB file loaded into 2.35 GB)."""
    bomb = tmp_path / "bomb.npz"
    header = {"descr": "<f8", "fortran_order": False, "shape": (12_500_000,)}
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as zf:
        _member(zf, "t", np.zeros(3))
        _member(zf, "layout", np.array(json.dumps({"bodies": []})))
        with zf.open("q.npy", "w", force_zip64=True) as out:
            np.lib.format.write_array_header_1_0(out, header)
            for _ in range(100):
                out.write(bytes(1_000_000))
    with pytest.raises(MechgenError, match=r"'.*bomb.npz' is refused unread: its arrays declare "):
        load_run(bomb)


def test_an_array_larger_than_its_member_is_refused(tmp_path):
    """An .npy header may claim any shape; numpy allocates it before reading: 8 TB claimed
    by 24 stored bytes is refused, naming the member."""
    forged = tmp_path / "forged.npz"
    header = {"descr": "<f8", "fortran_order": False, "shape": (10**12,)}
    with zipfile.ZipFile(forged, "w") as zf:
        _member(zf, "layout", np.array(json.dumps({"bodies": []})))
        with zf.open("t.npy", "w") as out:
            np.lib.format.write_array_header_1_0(out, header)
            out.write(bytes(24))
    with pytest.raises(MechgenError, match=r"not a saved run: member 't.npy' declares a "):
        load_run(forged)


def test_non_positive_workers_are_refused(tmp_path):
    """A LocalCluster of no worker waited for ever: the command line refuses --workers 0
    (usage error, exit 2) and the Python API a negative count, before any cluster starts."""
    env = dict(os.environ, MECHGEN_CACHE_DIR=str(tmp_path / "cache"))
    command = ["sweep", "double_pendulum", "--scheme", "index3", "--h", "1e-3", "--t-end", "0.1"]
    out = subprocess.run(
        [sys.executable, "-m", "mechgen", *command, "--param", "L1=2:3:2", "--workers", "0"]
        + ["-o", "sweep.csv"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 2
    assert "error: argument --workers: must be a positive integer, got 0" in out.stderr
    with pytest.raises(MechgenError, match=r"^workers must be a positive integer, got -1$"):
        sweep.run(GENERATED_DIR / "double_pendulum_rA.py", "index3", 1e-3, 0.1, [{}], workers=-1)


def test_a_runs_options_are_one_record_from_python_and_the_command_line():
    """Issue 38: 12-17 loose keyword arguments went from the CLI through two orchestrations.
    The command line's flags and Python's keywords make the same RunOptions (the scheme's own
    options apart in ``scheme``); it travels to a sweep's workers (pickled); giving it and
    keywords at once is refused; simulate with the record equals simulate with keywords."""
    import pickle

    from mechgen.arguments import parser
    from mechgen.run_flags import run_options
    from mechgen.runtime import RunOptions

    argv = ["simulate", "double_pendulum", "--scheme", "index3", "--h", "1e-3", "--t-end", "0.1"]
    argv += ["--retry-halving", "3", "--every", "2", "--keep-going", "--tol", "1e-8"]
    from_cli = run_options(parser().parse_args(argv))
    from_python = RunOptions.of(
        retry_halving=3, save_every=2, keep_going=True, chunk_steps=10_000, assemble=False, tol=1e-8
    )
    assert from_cli == from_python
    assert pickle.loads(pickle.dumps(from_python)) == from_python
    module = load_module(GENERATED_DIR / "double_pendulum_rA.py")
    with pytest.raises(TypeError, match="not both"):
        simulate(module, "index3", 1e-3, 0.1, options=from_python, strict=True)
    by_record = simulate(module, "index3", 1e-3, 0.1, options=from_python)
    by_keywords = simulate(module, "index3", 1e-3, 0.1, retry_halving=3, save_every=2, tol=1e-8)
    np.testing.assert_array_equal(by_record.traj.q, by_keywords.traj.q)
