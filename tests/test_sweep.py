"""Parameter sweeps on dask.distributed (LocalCluster of 2 workers)."""

from __future__ import annotations

import csv
import importlib.util
import os

import pytest
from mechgen import sweep
from mechgen.core.errors import MechgenError
from mechgen.pipeline import GENERATED_DIR
from mechgen.runtime import load_module, simulate

MODULE = GENERATED_DIR / "double_pendulum_rA.py"


def test_grid_is_the_product_of_the_axes():
    points = sweep.grid(["L1=2:4:3", "L2=1.5"])
    assert points == [{"L1": 2.0, "L2": 1.5}, {"L1": 3.0, "L2": 1.5}, {"L1": 4.0, "L2": 1.5}]
    for bad in ("L1=1:2", "L1=1:2:0", "L1=a:2:3", "=1:2:3"):
        with pytest.raises(MechgenError, match="--param"):
            sweep.grid([bad])


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


def test_samples_file_and_output_errors(tmp_path):
    good = tmp_path / "samples.csv"
    good.write_text("L1,L2\n2.0,1.0\n3.0,1.5\n")
    assert sweep.samples(good) == [{"L1": 2.0, "L2": 1.0}, {"L1": 3.0, "L2": 1.5}]
    bad = tmp_path / "bad.csv"
    bad.write_text("L1\nabc\n")
    with pytest.raises(MechgenError, match="line 2"):
        sweep.samples(bad)
    with pytest.raises(MechgenError, match=r"\.csv or \.parquet"):
        sweep.write_table([{"a": 1}], tmp_path / "x.txt")
    if importlib.util.find_spec("pyarrow") is None:
        with pytest.raises(MechgenError, match="pyarrow"):
            sweep.write_table([{"a": 1}], tmp_path / "x.parquet")


@pytest.mark.skipif(importlib.util.find_spec("pyarrow") is not None, reason="pyarrow installed")
def test_a_parquet_table_without_pyarrow_is_refused_before_any_run(tmp_path):
    """Issue 37: -o x.parquet without pyarrow failed only once every run had finished. The
    command refuses at once (the grid below would take minutes)."""
    import subprocess
    import sys

    command = [sys.executable, "-m", "mechgen", "sweep", str(MODULE), "--scheme", "index3"]
    command += ["--h", "1e-4", "--t-end", "10", "--param", "L1=2:3:50", "-o"]
    out = subprocess.run(
        [*command, str(tmp_path / "x.parquet")], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 1 and "Parquet output needs pyarrow" in out.stderr


def test_a_scheduler_that_is_no_address_is_named():
    """--scheduler foo used to end as an internal ValueError (missing port number)."""
    with pytest.raises(MechgenError, match=r"Dask scheduler at 'foo' \(an address such as tcp"):
        sweep.run(MODULE, "index3", 1e-3, 0.01, [{"L1": 2.0}], scheduler="foo")


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
