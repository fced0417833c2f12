"""Derived series in bulk, output every K-th step, BLAS threads (issue 19).

The rows form of the series entries (``<entry>_rows``) gives what the per-row entries give; a
run that stores every K-th step stores exactly those rows of the full run, and its summary
judges every step (the same summary as the full run); reactions at stored rows and across
chunk boundaries are those of the full run; BLAS runs on one thread while a scheme integrates;
a .npz written in place holds what np.savez writes, whatever the planned row count.
"""

from __future__ import annotations

import inspect
import zipfile

import numpy as np
import pytest
from helpers import bundled, emitted, needs_tool
from mechgen.core.entries import SERIES_ENTRIES
from mechgen.core.errors import SolverError
from mechgen.examples import load_mechanism
from mechgen.pipeline import GENERATED_DIR
from mechgen.runtime import load_module, simulate
from mechgen.runtime.series_file import SeriesWriter
from mechgen.runtime.stream import run_to_file
from threadpoolctl import threadpool_info


def _rows_agree(module, run) -> None:
    """Each series entry at every row of ``run``: the rows form against the per-row entry. The
    rows form of the numpy backend evaluates the same expressions with numpy's elementwise
    functions instead of ``math`` (and C calls the same function per row), so they differ by
    the rounding of a few operations: 1e-12 of the entry's scale is orders above that."""
    rows = {"q": run.q, "v": run.v, "a": run.traj.a, "t": run.t, "p": run.q[:0]}
    for name in SERIES_ENTRIES:
        args = list(inspect.signature(getattr(module, name)).parameters)
        p = np.asarray(module.PARAMETER_DEFAULTS)
        bulk = getattr(module, f"{name}_rows")(*[p if a == "p" else rows[a] for a in args])
        each = np.array(
            [
                getattr(module, name)(*[p if a == "p" else rows[a][i] for a in args])
                for i in range(len(run.t))
            ]
        )
        assert bulk.shape == each.shape, name
        scale = max(1.0, np.abs(each).max(initial=0.0))
        np.testing.assert_allclose(bulk, each, rtol=0, atol=1e-12 * scale, err_msg=name)


@pytest.mark.parametrize("name", ["slider_crank", "four_link", "double_pendulum"])
def test_rows_form_matches_each_row_numpy(name):
    module = bundled(name, "rA")
    _rows_agree(module, simulate(module, "index3", 1e-2, 0.5))


@needs_tool("cc")
def test_rows_form_matches_each_row_c(tmp_path, monkeypatch):
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path))
    module = load_module(GENERATED_DIR / "slider_crank_rp_c.py")
    _rows_agree(module, simulate(module, "index3", 1e-2, 0.5))


@pytest.mark.parametrize(("name", "formulation"), [("slider_crank", "rp"), ("four_link", "re")])
def test_velocity_residual_is_phi_q_v_minus_nu(name, formulation):
    """The emitted velocity_residual (the velocity violation series) against its definition
    from two other entries, Phi_q(q, t) v - nu(q, t), at states off the constraints (random q,
    v, t: the identity holds everywhere). Both sides evaluate the same derivatives in a
    different order: 1e-12 of the terms' scale."""
    module = bundled(name, formulation)
    p = np.asarray(module.PARAMETER_DEFAULTS)
    rng = np.random.default_rng(7)
    for _ in range(5):
        q, v, t = rng.normal(size=module.N_Q), rng.normal(size=module.N_V), rng.uniform(0, 2)
        G, nu = module.Phi_q(q, t, p), module.nu(q, t, p)
        scale = max(1.0, np.abs(G).max() * np.abs(v).max(), np.abs(nu).max())
        np.testing.assert_allclose(
            module.velocity_residual(q, v, t, p), G @ v - nu, rtol=0, atol=1e-12 * scale
        )


def test_rows_form_refuses_a_wrong_shape():
    module = bundled("slider_crank", "rA")
    with pytest.raises(ValueError, match=r"q must have shape \(2, 36\), got \(2, 35\)"):
        module.body_frames_rows(np.zeros((2, 35)), [])


def _same_summary(a: dict, b: dict) -> None:
    """Every figure of two summaries of the same steps, the clocks aside."""
    a, b = dict(a), dict(b)
    for summary in (a, b):
        summary.pop("wall_time_s"), summary.pop("cpu_time_s")
    assert a == b


@pytest.mark.parametrize("every", [1, 7, 1000])
def test_every_kth_step_is_stored_and_every_step_judged(every):
    """Rows t_0, t_K, ... and the last, equal to those of the full run; the summary (drift,
    violations, iterations: over every step) is the full run's, to the bit."""
    module = bundled("double_pendulum", "rA")
    full = simulate(module, "index3", 1e-2, 1.03)
    part = simulate(module, "index3", 1e-2, 1.03, save_every=every)
    keep = sorted({*range(0, len(full.t), every), len(full.t) - 1})
    np.testing.assert_array_equal(part.t, full.t[keep])
    np.testing.assert_array_equal(part.q, full.q[keep])
    np.testing.assert_array_equal(part.energy, full.energy[keep])
    np.testing.assert_array_equal(part.bodies["bar2"]["r"], full.bodies["bar2"]["r"][keep])
    _same_summary(part.summary(), full.summary())


def test_the_summary_of_a_strided_run_sees_the_steps_it_did_not_store():
    """The largest violation of a run sits at a step that a stride of 50 skips: the summary
    still reports it (it judges every step, not the stored rows)."""
    module = bundled("double_pendulum", "rA")
    full = simulate(module, "index3", 1e-2, 2.0)
    worst = int(np.argmax(full.constraint_violation))
    every = 50 if worst % 50 else 49
    part = simulate(module, "index3", 1e-2, 2.0, save_every=every)
    assert part.constraint_violation.max() < full.constraint_violation.max()
    assert part.summary()["constraint_violation_max"] == full.constraint_violation.max()


@pytest.mark.parametrize("suffix", [".npz", ".csv"])
def test_a_streamed_strided_run_writes_the_same_rows(tmp_path, suffix):
    """Chunks of 100 steps, every 7th kept: the file holds the rows of the same streamed run
    without a stride at t_0, t_7, ... (the count runs over the whole run, across chunks) and
    the last, and the summary is that run's (the same steps: a chunk restarts the scheme's
    Newton guesses in both)."""
    module = bundled("slider_crank", "rA")
    full, strided = tmp_path / f"full{suffix}", tmp_path / f"strided{suffix}"
    whole = run_to_file(module, "index3", 1e-3, 0.5, full, chunk_steps=100)
    summary = run_to_file(module, "index3", 1e-3, 0.5, strided, chunk_steps=100, save_every=7)
    keep = sorted({*range(0, 501, 7), 500})
    if suffix == ".npz":
        with np.load(full) as a, np.load(strided) as b:
            assert len(b["t"]) == len(keep)
            for name in ("t", "q", "energy", "crank.r", "joint.revolute.point"):
                np.testing.assert_array_equal(b[name], a[name][keep], err_msg=name)
    else:
        a = np.loadtxt(full, delimiter=",", skiprows=1)
        b = np.loadtxt(strided, delimiter=",", skiprows=1)
        np.testing.assert_array_equal(b, a[keep])
    _same_summary(summary, whole)


def test_a_bad_stride_is_refused_before_the_run():
    with pytest.raises(SolverError, match="save_every must be a positive integer, got 0"):
        simulate(bundled("single_pendulum", "rA"), "index3", 1e-2, 0.1, save_every=0)


def test_midpoint_reactions_of_stored_rows_and_chunks_are_those_of_the_whole_run(tmp_path):
    """The energy-momentum schemes' reactions come from the multipliers of the step into each
    row at the midpoint configuration, which needs the row before: at the stored rows of a
    strided run and at the first row of every later chunk it is taken from the steps
    themselves (a chunk boundary used to give NaN there)."""
    module = emitted(load_mechanism("serial_chain"), "director", tmp_path)
    full = simulate(module, "constrained", 1e-2, 0.3, reactions=True)
    part = simulate(module, "constrained", 1e-2, 0.3, reactions=True, save_every=4)
    keep = sorted({*range(0, len(full.t), 4), len(full.t) - 1})
    np.testing.assert_allclose(part.reactions.f, full.reactions.f[keep], atol=1e-12)
    path = tmp_path / "chunks.npz"
    run_to_file(module, "constrained", 1e-2, 0.3, path, reactions=True, chunk_steps=7)
    with np.load(path) as data:
        name = next(k for k in data.files if k.startswith("reaction.") and k.endswith("force_i"))
        owner = name.split(".")[1]
        expected = full.reactions.of(owner)["force_i"]
        assert np.isfinite(data[name][1:]).all()
        np.testing.assert_allclose(data[name], expected, atol=1e-10, equal_nan=True)


def test_blas_runs_on_one_thread_during_a_run_unless_asked():
    """The progress hook runs inside the scheme: there BLAS reports one thread (threadpoolctl
    limits it), and the user's own count when given."""
    seen = []

    def progress(done, total):
        if done == 2:
            seen.append(max(i["num_threads"] for i in threadpool_info() if i["user_api"] == "blas"))

    module = bundled("single_pendulum", "rA")
    simulate(module, "index3", 1e-2, 0.05, progress=progress)
    simulate(module, "index3", 1e-2, 0.05, progress=progress, blas_threads=2)
    assert seen == [1, 2]


@pytest.mark.parametrize("planned", [None, 1, 7, 50, 1000])
def test_a_npz_written_in_place_holds_the_rows_whatever_was_planned(tmp_path, planned):
    """The writer lays the archive out for the planned rows and writes each chunk at its final
    offset; too few planned rows grow it (a copy), too many (an interrupted run) shrink it when
    it is completed. Every case must read back as the rows given, with valid CRCs, and the
    exactly planned case must not copy at all (the published file is the archive first
    opened)."""
    result = simulate(bundled("double_pendulum", "rA"), "index3", 1e-2, 0.49)
    series = result.series()
    assert len(result.t) == 50

    class Chunk:  # what the writer reads of a result: t, series(), layout
        def __init__(self, rows):
            self.t, self.layout = result.t[rows], result.layout
            self.series = lambda: {name: values[rows] for name, values in series.items()}

    writer = SeriesWriter(tmp_path / "run.npz", planned)
    for start in range(0, 50, 13):
        writer.write(Chunk(slice(start, start + 13)))
        if start == 0:
            first = writer.archive.path.stat().st_ino
    writer.close(result.layout)
    assert ((tmp_path / "run.npz").stat().st_ino != first) == (planned != 50)
    with zipfile.ZipFile(tmp_path / "run.npz") as archive:
        assert archive.testzip() is None
    with np.load(tmp_path / "run.npz") as data:
        assert set(data.files) == {*series, "layout"}
        for name, values in series.items():
            assert data[name].dtype == values.dtype and np.array_equal(data[name], values), name
