"""Nothing lost (issue 17): SIGTERM and SIGHUP stop a run as Ctrl-C does; a killed run's working
folder is removed by the next run, a live one's never; a sweep saves its finished runs on an
interrupt; a full disk at the final assembly keeps the rows; retries of a step that cannot
succeed hold bounded memory and stop on Ctrl-C."""

from __future__ import annotations

import contextlib
import csv
import errno
import fcntl
import json
import math
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import numpy as np
import pytest
import sympy as sp
from helpers import bundled, emitted
from mechgen.cli import main
from mechgen.core.errors import SolverError
from mechgen.core.outputs import WorkingFolder
from mechgen.runtime import simulate
from mechgen.runtime.npz_archive import PlannedArchive
from mechgen.runtime.segments import REDO_ROWS
from mechgen.runtime.stream import run_to_file
from mechgen.runtime.trajectory import Trajectory
from mechgen.symbolic import Mechanism

ROOT = Path(__file__).resolve().parent.parent
#: a run of 10^7 steps, streamed in chunks of 500: far longer than any test waits
LONG_RUN = ["simulate", "double_pendulum", "--scheme", "index3", "--h", "1e-4", "--t-end", "1000"]
LONG_RUN += ["--chunk-steps", "500", "--quiet"]


def _name(signum: int) -> str:
    return signal.Signals(signum).name


def _environment(tmp_path: Path) -> dict:
    return dict(os.environ, MECHGEN_CACHE_DIR=str(tmp_path / "cache"))


@pytest.fixture()
def started():
    """Processes a test starts; those still running at its end (a failed test) get SIGTERM,
    which also ends a sweep's Dask workers, then SIGKILL."""
    processes: list[subprocess.Popen] = []
    yield processes
    for process in processes:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _long_run(tmp_path: Path, out: Path, started: list, ignore=()) -> subprocess.Popen:
    """Starts the long run writing to ``out`` (ignoring the signals ``ignore``, as nohup
    does); returns once its first chunk is on disk (the manifest follows the first chunk's
    rows of a .npz in the working folder; a .csv's rows file), so that at least 501 rows
    exist."""

    def ignored():
        for signum in ignore:
            signal.signal(signum, signal.SIG_IGN)

    process = subprocess.Popen(
        [sys.executable, "-m", "mechgen", *LONG_RUN, "--out", str(out)],
        cwd=tmp_path,
        env=_environment(tmp_path),
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=ignored,
    )
    started.append(process)
    deadline = time.monotonic() + 120
    first = [".*.parts/manifest.json", ".*.parts/rows.csv"]  # .npz, .csv
    while not any(f.stat().st_size for pattern in first for f in tmp_path.glob(pattern)):
        assert time.monotonic() < deadline and process.poll() is None, "the run did not start"
        time.sleep(0.05)
    return process


def _hidden(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name.startswith(".")]


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT], ids=_name)
def test_stop_signals_save_the_rows_like_ctrl_c(signum, tmp_path, started):
    """What `timeout`, batch schedulers, a closed terminal and Ctrl-\\ send stops a run as
    Ctrl-C does (SIGQUIT's default core dump left the working folder behind, issue 36):
    the step in progress ends, the rows so far are saved (status interrupted), no working
    folder is left, and the exit code is the shell's for that signal (128 + signum)."""
    out = tmp_path / "long.npz"
    process = _long_run(tmp_path, out, started)
    process.send_signal(signum)
    _, err = process.communicate(timeout=120)
    assert process.returncode == 128 + signum, err
    assert f"mechgen: interrupted ({_name(signum)})" in err
    assert f"saved in {out}" in err
    with np.load(out) as data:
        t = data["t"]
        assert len(t) > 500 and np.all(np.diff(t) > 0)
        assert json.loads(str(data["layout"]))["status"] == "interrupted"
        assert np.isfinite(data["energy"]).all()
    assert _hidden(tmp_path) == []


@pytest.mark.parametrize("suffix", [".npz", ".csv"])
def test_a_double_ctrl_c_saves_the_rows_the_first_one_asked_for(suffix, tmp_path, started):
    """Issue 37: a second Ctrl-C 40 ms after the first interrupted the saving: the CSV held
    half the rows it said it saved, the .npz was not written and nothing said so. Within
    REPEAT_GRACE_S a repeated stop is the same stop: every row it names is in the file."""
    out = tmp_path / f"long{suffix}"
    process = _long_run(tmp_path, out, started)
    process.send_signal(signal.SIGINT)
    time.sleep(0.04)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=120)
    # 130 from the CLI, or -2 where the second signal came after the CLI had restored
    # Python's handler on its way out: the shell's $? is 130 either way
    assert process.returncode in (130, -signal.SIGINT), err
    saved = re.search(r"the (\d+) steps up to t = \S+ are saved in", err)
    assert saved, err
    if suffix == ".npz":
        with np.load(out) as data:
            rows = len(data["t"])
    else:
        rows = len(out.read_text().splitlines()) - 1
    assert rows == int(saved.group(1)) + 1 and rows > 500  # the steps and the start
    assert _hidden(tmp_path) == []


def test_a_run_under_nohup_goes_on_after_sighup(tmp_path, started):
    """A process that ignores SIGHUP (nohup, so that it outlives its terminal) keeps ignoring
    it: the run goes on (two more chunks of 500 rows reach the disk after it, more than an
    interrupted chunk could) until SIGTERM stops it."""
    process = _long_run(tmp_path, tmp_path / "long.npz", started, ignore=(signal.SIGHUP,))
    (parts,) = tmp_path.glob(".*.parts")

    def written():
        with contextlib.suppress(FileNotFoundError):
            return json.loads((parts / "manifest.json").read_text())["rows"]
        return 0

    before = written()
    process.send_signal(signal.SIGHUP)
    deadline = time.monotonic() + 120
    while written() < before + 2 * 500:
        assert time.monotonic() < deadline and process.poll() is None, "SIGHUP stopped it"
        time.sleep(0.05)
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=120)
    assert process.returncode == 128 + signal.SIGTERM, err
    assert "mechgen: interrupted (SIGTERM)" in err


def test_a_killed_runs_folder_goes_with_the_next_run_and_a_live_one_stays(tmp_path, started):
    """kill -9 leaves the working folder (nothing runs in a killed process). The next writer
    in that folder removes it because nobody holds its lock, whatever pid its name carries
    (renamed here to carry this live process's pid, as a reused pid would), and leaves the
    folder of a live writer (its lock is held), one without a lock file and one whose lock
    file lacks mechgen's mark (a user's folder of the same names: issue 37, it was deleted)."""
    process = _long_run(tmp_path, tmp_path / "long.npz", started)
    process.kill()
    process.communicate(timeout=60)
    (stale,) = tmp_path.glob(".*.parts")
    reused = stale.rename(tmp_path / f".long.npz.{os.getpid()}.1.parts")
    live = WorkingFolder(tmp_path / "other.npz")
    foreign = tmp_path / ".foreign.npz.1.2.parts"
    foreign.mkdir()
    users = tmp_path / ".notes.1.2.parts"
    users.mkdir()
    (users / WorkingFolder.LOCK).write_text("my own lock file\n")
    (users / "thesis.tex").write_text("months of work\n")
    run_to_file(bundled("double_pendulum", "rA"), "index3", 1e-2, 0.05, tmp_path / "next.npz")
    assert not reused.exists()
    assert live.path.is_dir() and foreign.is_dir()
    assert (users / "thesis.tex").read_text() == "months of work\n"
    live.remove()
    assert sorted(_hidden(tmp_path)) == sorted([foreign.name, users.name])


def _read_until(master: int, pattern: str, process: subprocess.Popen) -> str:
    """What a pseudo-terminal shows until ``pattern`` matches it (or it closes)."""
    seen = ""
    deadline = time.monotonic() + 180
    while not re.search(pattern, seen):
        assert time.monotonic() < deadline and process.poll() is None, seen
        if select.select([master], [], [], 1)[0]:
            seen += os.read(master, 4096).decode(errors="replace")
    return seen


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=_name)
def test_an_interrupted_sweep_saves_its_finished_runs(signum, tmp_path, started):
    """Two of three points fail at once (a NaN parameter: a finished row with its error); the
    third runs for minutes. Once the bar (stderr on a terminal) counts a finished run the
    signal comes: the finished rows are written, stderr says how many and where, and the exit
    code is 128 + signum."""
    (tmp_path / "points.csv").write_text("L1\nnan\n2.0\nnan\n")
    command = ["sweep", "double_pendulum", "--scheme", "index3", "--h", "1e-4", "--t-end", "200"]
    command += ["--samples", "points.csv", "-o", "sweep.csv"]
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # tqdm needs a width
    process = subprocess.Popen(
        [sys.executable, "-m", "mechgen", *command],
        cwd=tmp_path,
        env=_environment(tmp_path),
        stdout=subprocess.PIPE,
        stderr=slave,
    )
    started.append(process)
    os.close(slave)
    try:
        _read_until(master, r"\b[12]/3\b", process)
        process.send_signal(signum)
        process.wait(timeout=120)
        err = ""
        while select.select([master], [], [], 1)[0]:
            try:
                chunk = os.read(master, 4096)
            except OSError:  # the terminal closed with the process
                break
            if not chunk:
                break
            err += chunk.decode(errors="replace")
    finally:
        os.close(master)
    assert process.returncode == 128 + signum, err
    assert f"mechgen: interrupted ({_name(signum)})" in err
    with (tmp_path / "sweep.csv").open() as fh:
        rows = list(csv.DictReader(fh))
    assert 1 <= len(rows) <= 2
    assert all(r["L1"] == "nan" and r["error"].startswith("ModelError") for r in rows)
    assert f"the {len(rows)} finished runs are saved in sweep.csv (3 runs asked)" in err
    assert _hidden(tmp_path) == []


def test_a_full_disk_at_assembly_keeps_the_rows_and_says_where(tmp_path, monkeypatch, capsys):
    """The .npz is completed when a streamed run ends (its zip records written); when that
    write fails (ENOSPC here), the rows stay in a visible folder that the one-line error names,
    with a manifest that reads them back: exactly what the same run writes on a disk with
    room."""

    def full(*args):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(PlannedArchive, "finish", full)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path / "cache"))
    command = ["simulate", "double_pendulum", "--scheme", "index3", "--h", "1e-2"]
    code = main([*command, "--t-end", "0.2", "--chunk-steps", "7", "--out", "run.npz"])
    monkeypatch.undo()
    err = capsys.readouterr().err
    assert code == 1
    assert err == (
        "mechgen: error: cannot write 'run.npz': No space left on device; the 21 rows written "
        "so far are kept in 'run.npz.chunks' (the series' offsets in its raw file listed in its "
        "manifest.json)\n"
    )
    kept = tmp_path / "run.npz.chunks"
    assert not (tmp_path / "run.npz").exists() and _hidden(tmp_path) == []
    manifest = json.loads((kept / "manifest.json").read_text())
    assert manifest["layout"]["bodies"] == ["bar1", "bar2"]
    room = tmp_path / "room.npz"
    run_to_file(bundled("double_pendulum", "rA"), "index3", 1e-2, 0.2, room, chunk_steps=7)
    with np.load(room) as written:
        assert set(written.files) == {*manifest["series"], "layout"}
        for name, entry in manifest["series"].items():
            count = manifest["rows"] * math.prod(entry["row"])
            raw = np.fromfile(
                kept / manifest["file"], entry["dtype"], count, offset=entry["offset"]
            )
            assert np.array_equal(raw.reshape(-1, *entry["row"]), written[name]), name


@pytest.fixture(scope="module")
def doomed(tmp_path_factory):
    """A pendulum whose load log(1.05 - t) leaves its domain at t = 1.05: at h = 0.1, step 11
    fails, and so does every substep that crosses t = 1.05, however small."""
    m = Mechanism("doomed", gravity=(0, 0, -9.81))
    bar = m.add_body("bar", mass=1.0, inertia=(0.1, 0.1, 0.1), position=(0, 1, 0))
    m.add_joint("revolute", m.ground, bar, point=(0, 0, 0), axis=(1, 0, 0), name="J1")
    m.add_force(bar, force=(0, 0, sp.log(1.05 - m.t)))
    return emitted(m, "rA", tmp_path_factory.mktemp("doomed"))


def test_retries_hold_at_most_redo_rows_substeps(doomed, monkeypatch):
    """K = 12 halvings redo step 11 with up to 2^12 substeps; no scheme call allocates more
    than REDO_ROWS of them (a retry's memory does not grow with 2^K), and the run still ends
    in the step's own error."""
    sizes = []
    allocate = Trajectory.allocate.__func__

    def spy(cls, n_steps, model, state, record_cond):
        sizes.append(n_steps)
        return allocate(cls, n_steps, model, state, record_cond)

    monkeypatch.setattr(Trajectory, "allocate", classmethod(spy))
    with pytest.raises(SolverError, match=r"^step 11 \(t = 1.1\): the model could not be eval"):
        simulate(doomed, "index3", 0.1, 2.0, retry_halving=12)
    assert max(sizes) == REDO_ROWS < 2**12


@pytest.mark.parametrize("how", ["signal", "raised"])
def test_ctrl_c_stops_the_retries(how, doomed, tmp_path):
    """While step 11 is redone the progress count holds at 11 rows; Ctrl-C there (a SIGINT to
    this process, or the KeyboardInterrupt a second Ctrl-C raises inside the scheme) stops the
    retries: the 11 rows are saved with status interrupted. K = 12 keeps a run that ignored it
    finite (it would end in a SolverError)."""
    counts = []

    def progress(done: int, total: int) -> None:
        if counts and done == counts[-1]:
            if how == "raised":
                raise KeyboardInterrupt
            os.kill(os.getpid(), signal.SIGINT)
        counts.append(done)

    path = tmp_path / "run.npz"
    with pytest.raises(KeyboardInterrupt) as info:
        run_to_file(doomed, "index3", 0.1, 2.0, path, progress=progress, retry_halving=12)
    assert info.value.saved == path
    with np.load(path) as data:
        assert data["t"] == pytest.approx(0.1 * np.arange(11))
        assert json.loads(str(data["layout"]))["status"] == "interrupted"


def test_a_chunk_larger_than_memory_is_refused_before_it_starts(tmp_path):
    """--chunk-steps 1000000000 used to end as an internal MemoryError (7.45 GiB): the chunk's
    size is estimated before anything is allocated and refused, naming the size and the
    remedy; nothing is written."""
    module = bundled("double_pendulum", "rA")
    target = tmp_path / "huge.npz"
    with pytest.raises(SolverError, match=r"a chunk of 1000000000 steps needs about .* GiB"):
        run_to_file(module, "index3", 1e-9, 1.0, target, chunk_steps=1_000_000_000)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("formulation", "scheme"), [("rA", "index3"), ("rA", "genalpha"), ("se3", "lie-mk")]
)
def test_a_mechanism_without_constraints_saves_to_npz(formulation, scheme, tmp_path):
    """A free body has no constraint rows: its multipliers are a series of zero width, which the
    archive writer could not cast (an internal TypeError, exit 3; issue 37). Saved and streamed
    alike, read back with the shape (rows, 0)."""
    m = Mechanism("free", gravity=(0, 0, -9.81))
    m.add_body("b", mass=1.0, inertia=(1, 2, 3), angular_velocity=(0.1, 2.0, 0.3))
    module = emitted(m, formulation, tmp_path)
    result = simulate(module, scheme, 1e-3, 0.05)
    result.save(tmp_path / "saved.npz")
    run_to_file(module, scheme, 1e-3, 0.05, tmp_path / "streamed.npz", chunk_steps=7)
    for name in ("saved.npz", "streamed.npz"):
        with np.load(tmp_path / name) as data:
            assert data["lam"].shape == (51, 0)
            np.testing.assert_array_equal(data["q"], result.q)
