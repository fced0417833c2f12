"""Parameter sweeps on dask.distributed (LocalCluster of 2 workers)."""

from __future__ import annotations

import csv
import os

import numpy as np
import pytest
from mechgen import sweep
from mechgen.core.errors import MechgenError
from mechgen.pipeline import GENERATED_DIR
from mechgen.runtime import load_module, simulate

MODULE = GENERATED_DIR / "double_pendulum_rA.py"


def test_grid_is_the_product_of_the_axes():
    """The points are numpy.linspace's values, the last axis fastest, made as they are asked
    for: a grid of 10^12 points costs nothing until it is iterated (issue 37: 10^8 points ran
    out of memory before any run)."""
    points = sweep.grid(["L1=2:4:3", "L2=1.5"])
    assert list(points) == [{"L1": 2.0, "L2": 1.5}, {"L1": 3.0, "L2": 1.5}, {"L1": 4.0, "L2": 1.5}]
    assert points.names == ("L1", "L2") and len(points) == 3
    for spec in ("a=0.1:0.7:7", "b=-3:1e-300:13", "c=1:1:4", "d=5:5.000000000000001:3"):
        axis = [p[spec[0]] for p in sweep.grid([spec])]
        start, stop, n = spec[2:].split(":")
        assert axis == list(np.linspace(float(start), float(stop), int(n)))  # bit for bit
    both = list(sweep.grid(["a=0:1:3", "b=5:6:2"]))
    assert both == [{"a": a, "b": b} for a in (0.0, 0.5, 1.0) for b in (5.0, 6.0)]
    huge = sweep.grid(["L1=1:2:1000000", "L2=1:2:1000000"])
    assert len(huge) == 10**12
    assert next(iter(huge)) == {"L1": 1.0, "L2": 1.0}
    for bad in ("L1=1:2", "L1=1:2:0", "L1=a:2:3", "=1:2:3"):
        with pytest.raises(MechgenError, match="--param"):
            sweep.grid([bad])
    with pytest.raises(MechgenError, match="'L1' given twice"):
        sweep.grid(["L1=1:2:3", "L1=4"])


def test_sweep_on_a_local_cluster_keeps_order_and_failures(tmp_path):
    """Rows come back in the order of the points, equal to direct runs; a failing run (a NaN
    parameter) records its error and the others complete."""
    points = [{"L1": 2.0}, {"L1": float("nan")}, {"L1": 3.0}, {"L1": 4.0}]
    rows = sweep.run(MODULE, "index3", 1e-3, 0.2, points, workers=2)
    assert [r["L1"] for r in rows[::2]] == [2.0, 3.0]
    assert rows[1]["error"].startswith("ModelError") and "not finite" in rows[1]["error"]
    for row in (rows[0], rows[2], rows[3]):
        assert row["error"] == ""
        direct = simulate(load_module(MODULE), "index3", 1e-3, 0.2, {"L1": row["L1"]}).summary()
        assert row["energy_final"] == direct["energy_final"]
        assert row["steps"] == 200
    table = sweep.write_table(rows, tmp_path / "sweep.csv")
    with table.open() as fh:
        read = list(csv.DictReader(fh))
    assert len(read) == 4 and read[1]["error"] and read[0]["L1"] == "2.0"
    # a row holds every scalar field of the summary (the balance and what judges it too),
    # the failed run's empty, the error last
    header = list(read[0])
    summary = simulate(load_module(MODULE), "index3", 1e-3, 0.2, {"L1": 2.0}).summary()
    assert header == ["L1", *sweep.scalar_fields(summary), "error"]
    for key in ("energy_balance_max_rel", "energy_judged_by", "conservative", "mechanism_size"):
        assert key in header and read[1][key] == ""
    assert read[0]["energy_judged_by"] == "drift" and read[0]["conservative"] == "True"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("L1\nabc\n", r"line 2, column 'L1': 'abc' is not a number"),
        ("L1,L2\n2.0,1.0\n3.0\n", r"line 3: 1 fields, the header names 2"),
        ("L1,L2\n2.0,1.0,7\n", r"line 2: 3 fields, the header names 2"),
        ("", r"is empty: its first line names the parameters"),
        ("L1,L1\n1,2\n", r"every column of the header needs its own name"),
        ("L1,\n1,2\n", r"every column of the header needs its own name"),
        ('L1\n"2\n', r"unexpected end of data|line 2"),
        ("L1,L2\n", r"holds no samples: one row per run after its header"),
    ],
)
def test_a_bad_samples_file_is_named_at_its_line(tmp_path, text, message):
    """Issue 37: a ragged samples CSV ended as an internal TypeError (float(None))."""
    bad = tmp_path / "bad.csv"
    bad.write_text(text)
    with pytest.raises(MechgenError, match=message):
        sweep.samples(bad)


def test_samples_file_and_output_errors(tmp_path):
    good = tmp_path / "samples.csv"
    good.write_text("L1,L2\n2.0,1.0\n\n3.0,1.5\n")
    points = sweep.samples(good)
    assert list(points) == [{"L1": 2.0, "L2": 1.0}, {"L1": 3.0, "L2": 1.5}]
    assert len(points) == 2 and points.names == ("L1", "L2")
    (tmp_path / "bom.csv").write_text("\ufeffL1\n2.5\n")  # as spreadsheets save UTF-8
    assert list(sweep.samples(tmp_path / "bom.csv")) == [{"L1": 2.5}]
    with pytest.raises(MechgenError, match=r"\.csv or \.parquet"):
        sweep.write_table([{"a": 1}], tmp_path / "x.txt")


def test_a_parquet_table_holds_the_rows_of_the_csv(tmp_path):
    """The Parquet writer (row groups from the spool) gives the CSV's table: columns in the
    same order, typed by their values, a failed row's fields null."""
    pq = pytest.importorskip("pyarrow.parquet", reason="pyarrow is in the test extras")
    rows = [
        {"L1": 2.0, "steps": 10, "conservative": True, "judged": "drift", "error": ""},
        {"L1": float("nan"), "error": "ModelError: L1 is not finite"},
        {"L1": 3, "steps": 12, "conservative": False, "judged": "balance", "error": ""},
    ]
    sweep.write_table(rows, tmp_path / "t.csv")
    table = pq.read_table(sweep.write_table(rows, tmp_path / "t.parquet"))
    with (tmp_path / "t.csv").open() as fh:
        assert table.column_names == next(csv.reader(fh))
    assert str(table.schema.field("L1").type) == "double"
    assert str(table.schema.field("steps").type) == "int64"
    read = table.to_pylist()
    assert read[1]["steps"] is None and read[1]["error"].startswith("ModelError")
    assert read[2] == {**rows[2], "L1": 3.0}


def test_a_parquet_table_without_pyarrow_is_refused_before_any_run(tmp_path):
    """Issue 37: -o x.parquet without pyarrow failed only once every run had finished. The
    command refuses at once (the grid below would take minutes); pyarrow is hidden from the
    command (it is in the test extras)."""
    import subprocess
    import sys

    hide = "import sys; sys.modules['pyarrow'] = None; from mechgen.cli import main; "
    hide += "sys.exit(main(sys.argv[1:]))"
    command = [sys.executable, "-c", hide, "sweep", str(MODULE), "--scheme", "index3"]
    command += ["--h", "1e-4", "--t-end", "10", "--param", "L1=2:3:50", "-o"]
    out = subprocess.run(
        [*command, str(tmp_path / "x.parquet")], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 1 and "Parquet output needs pyarrow" in out.stderr


def test_a_scheduler_that_is_no_address_is_named():
    """--scheduler foo used to end as an internal ValueError (missing port number)."""
    with pytest.raises(MechgenError, match=r"Dask scheduler at 'foo' \(an address such as tcp"):
        sweep.run(MODULE, "index3", 1e-3, 0.01, [{"L1": 2.0}], scheduler="foo")


def test_a_local_cluster_that_does_not_start_is_started_anew_then_named():
    """Dask's LocalCluster fails on an internal assertion when the thread of its event loop
    misses 10 s to start (seen once on a loaded CI machine): the sweep starts it anew, and
    after CLUSTER_ATTEMPTS failures says what happened instead of an AssertionError."""
    from distributed import LocalCluster
    from distributed.security import Security

    calls = []

    def failing(fails: int):
        def make(*args, **kwargs):
            calls.append(1)
            if len(calls) <= fails:
                raise AssertionError
            return LocalCluster(*args, **kwargs)

        return make

    security = Security.temporary()
    with sweep._no_finalizers():
        cluster = sweep._local_cluster(failing(sweep.CLUSTER_ATTEMPTS - 1), 1, security)
    cluster.close()
    assert len(calls) == sweep.CLUSTER_ATTEMPTS
    calls.clear()
    with pytest.raises(MechgenError, match=r"did not start in 3 attempts .* --scheduler"):
        sweep._local_cluster(failing(sweep.CLUSTER_ATTEMPTS), 1, security)
    assert len(calls) == sweep.CLUSTER_ATTEMPTS


def test_no_finalizer_runs_while_a_cluster_starts():
    """A test suite hung in LocalCluster.__init__: the collector ran Client.__del__ of an
    earlier sweep's client inside LoopRunner.start, and its close waited for the lock that
    start held (py-spy, 2026-11-28). Clusters and clients start in sweep._no_finalizers: the
    garbage there is finalized on entry, none while the block runs, however much it allocates,
    and the collector is on again after it."""
    import gc

    finalized = []

    class Garbage:
        def __del__(self):
            finalized.append(self.name)

    def garbage(name):
        g = Garbage()
        g.name, g.cycle = name, g  # only the collector frees a cycle

    garbage("before")
    with sweep._no_finalizers():
        assert finalized == ["before"] and not gc.isenabled()
        garbage("inside")
        _ = [[k] for k in range(100_000)]  # many times the collector's thresholds
        assert finalized == ["before"]
    assert gc.isenabled()
    gc.collect()
    assert finalized == ["before", "inside"]


def test_too_few_open_files_is_a_clear_error_in_bounded_time(tmp_path):
    """Under `ulimit -n 12` a two-run sweep used to hang for minutes and then say that no run
    had finished: now it refuses at once, naming the limit and the remedies; a soft limit
    below what the cluster needs is raised to the hard one, and the sweep runs."""
    import resource
    import subprocess
    import sys

    def limited(soft: int, hard: int):
        return lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))

    command = [sys.executable, "-m", "mechgen", "sweep", str(MODULE), "--scheme", "index3"]
    command += ["--h", "1e-2", "--t-end", "0.05", "--param", "L1=2:3:2"]
    env = {**os.environ, "MECHGEN_CACHE_DIR": str(tmp_path / "cache")}
    out = subprocess.run(
        [*command, "-o", str(tmp_path / "a.csv")],
        preexec_fn=limited(12, 12),
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert out.returncode == 1, out.stderr
    assert "needs about 96 open files, and this process may open 12 (ulimit -n)" in out.stderr
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    if hard != resource.RLIM_INFINITY and hard < 256:
        pytest.skip(f"the hard limit on open files here is {hard}")
    out = subprocess.run(
        [*command, "-o", str(tmp_path / "b.csv")],
        preexec_fn=limited(30, 256),
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert out.returncode == 0, out.stderr
    assert "2 runs (0 failed)" in out.stdout


#: a client that tries to run code on a sweep's cluster: with Dask's default configuration
#: (plain TCP), and over TLS with a certificate of its own
INTRUDER = """
import sys
from distributed import Client
from distributed.security import Security

address, marker = sys.argv[1], sys.argv[2]


def intrude():
    open(marker, "w").write("ran")


for target in (address, address.replace("tls://", "tcp://")):
    for security in (None, Security.temporary()):
        try:
            client = Client(target, timeout=5, security=security)
            client.submit(intrude).result(timeout=10)
            print("SUBMITTED", target)
        except Exception as exc:
            print("refused", target, type(exc).__name__)
"""


def test_a_sweeps_cluster_runs_no_code_for_a_client_without_its_certificate(tmp_path):
    """Issue 37: any local user could connect to a sweep's scheduler on 127.0.0.1 and run code
    as the sweeping user. A listener on the loopback cannot tell users apart, so another user
    is a client without this sweep's certificate (held in this process's memory only): such a
    client, in another process, plain or with a TLS certificate of its own, is refused and its
    code never runs, while the sweep's own client works."""
    import subprocess
    import sys

    marker = tmp_path / "intruded"
    script = tmp_path / "intruder.py"
    script.write_text(INTRUDER)
    with sweep.connect("local", 1) as client:
        address = client.scheduler.address
        assert address.startswith("tls://127.0.0.1:")
        out = subprocess.run(
            [sys.executable, str(script), address, str(marker)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert client.submit(sum, [1, 2]).result() == 3
    assert "SUBMITTED" not in out.stdout and out.stdout.count("refused") == 4, out.stdout
    assert not marker.exists()


def test_a_huge_grid_streams_in_bounded_memory(tmp_path):
    """Issue 37: a grid of 10^8 points hit MemoryError at 3.7 GB before any run, and 9e6
    points restarted workers and finished nothing in 2 minutes. Points are made as they are
    submitted: a grid of 10^12 points starts at once, keeps at most a window of runs in flight,
    and an interrupt keeps the rows finished, in the order of the points, from the first."""
    import tracemalloc

    points = sweep.grid(["L1=2:3:1000000", "L2=1:2:1000000"])
    seen = []

    def progress(done: int, total: int) -> None:
        seen.append(total)
        if done == 40:
            raise KeyboardInterrupt

    tracemalloc.start()
    with pytest.raises(KeyboardInterrupt) as stop:
        sweep.run(MODULE, "index3", 1e-3, 0.002, points, workers=1, progress=progress)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    rows = stop.value.rows
    assert seen[0] == 10**12 and 36 <= len(rows) <= 40  # 40 finished, up to 4 held in flight
    assert [r["L2"] for r in rows] == [1 + k / 999999 for k in range(len(rows))][: len(rows)]
    assert all(r["L1"] == 2.0 and r["error"] == "" for r in rows)
    # the cluster's start-up takes some 10 MB here: nothing of the size of the grid
    assert peak < 200e6, peak


def test_a_double_ctrl_c_saves_the_finished_rows_without_a_traceback(tmp_path):
    """Issue 37: Ctrl-C reaches every process of the terminal's group: each Dask worker printed a
    KeyboardInterrupt traceback (270 lines), and a second Ctrl-C within 50 ms interrupted the
    saving of the finished rows. Two SIGINTs 30 ms apart to the whole group: exit 130, one
    line per fact, the finished runs saved in the order of the points."""
    import signal
    import subprocess
    import sys
    import time

    command = [sys.executable, "-m", "mechgen", "sweep", str(MODULE), "--scheme", "index3"]
    command += ["--h", "1e-4", "--t-end", "2", "--param", "L1=1:3:400", "-o", "s.csv"]
    sweeping = subprocess.Popen(
        command,
        cwd=tmp_path,
        start_new_session=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(8)
    os.killpg(sweeping.pid, signal.SIGINT)
    time.sleep(0.03)
    os.killpg(sweeping.pid, signal.SIGINT)
    _, err = sweeping.communicate(timeout=120)
    assert sweeping.returncode == 130, err
    lines = err.strip().splitlines()
    assert lines[0] == "mechgen: interrupted (SIGINT)" and len(lines) == 2, err
    with (tmp_path / "s.csv").open() as fh:
        rows = list(csv.DictReader(fh))
    assert lines[1] == f"mechgen: the {len(rows)} finished runs are saved in s.csv (400 runs asked)"
    assert 0 < len(rows) < 400
    # in the order of the points: every run yielded, then those finished ahead of a slower one
    values = [float(r["L1"]) for r in rows]
    assert values == sorted(values) and set(values) <= set(np.linspace(1, 3, 400))
    assert all(r["error"] == "" for r in rows)


def test_a_sweep_beside_another_cluster_says_nothing_of_ports(tmp_path):
    """The local cluster's scheduler serves HTTP routes even without a dashboard, by default
    on port 8787 of every interface: with that port taken (another sweep at once, as two test
    workers run them) it printed "Port 8787 is already in use" and an unclosed-socket notice,
    and a test that reads the sweep's lines failed. Now it listens on loopback, on a free
    port: nothing on stderr."""
    import socket
    import subprocess
    import sys

    holder = socket.socket()
    try:
        holder.bind(("0.0.0.0", 8787))
    except OSError:
        holder.close()
        pytest.skip("port 8787 is taken already: the case is set up without the test")
    holder.listen(1)
    try:
        out = subprocess.run(
            [sys.executable, "-m", "mechgen", "sweep", str(MODULE), "--scheme", "index3",
             "--h", "1e-3", "--t-end", "0.01", "--param", "L1=1:3:3", "-o", "s.csv"],
            capture_output=True, text=True, cwd=tmp_path,
        )  # fmt: skip
    finally:
        holder.close()
    assert out.returncode == 0 and out.stderr == "", out.stderr
