"""Parameter sweeps on Dask (``mechgen sweep``).

One emitted module serves every run (parameters are arguments of the emitted functions), so a
sweep emits (and compiles) once, then maps runs over a dask.distributed cluster: a LocalCluster
by default, or any running scheduler given by its address to scale out. Each run returns one
row: its parameters, the scalar fields of the JSON summary, and ``error`` (empty, or the message
of a run that failed; a failure never stops the sweep). The table goes to CSV, or to Parquet
when pyarrow is installed. Rows are collected as runs finish, so that an interrupt keeps the
finished ones (the CLI writes them).
"""

from __future__ import annotations

import csv
import importlib.util
import itertools
from collections.abc import Callable
from pathlib import Path

import numpy as np
from mechgen.core.errors import MechgenError
from mechgen.core.escaping import printable
from mechgen.core.outputs import atomic, check_output

#: summary fields that name the run rather than measure it: the same in every row
IDENTITY = ("mechanism", "scheme", "formulation", "backend", "h", "t_end")


def scalar_fields(summary: dict) -> dict:
    """The fields of a run's JSON summary that a table row holds: every number, string and
    flag of its top level (the energy balance and what judges it, drift, violations, sizes),
    in the summary's order, except the run's identity."""
    return {
        key: value
        for key, value in summary.items()
        if key not in IDENTITY and isinstance(value, bool | int | float | str)
    }


def grid(specs: list[str]) -> list[dict[str, float]]:
    """The full grid of NAME=START:STOP:N specifications (N values from START to STOP), or of
    NAME=VALUE for a single value.

    Raises:
        MechgenError: naming a malformed specification.
    """
    axes = []
    for spec in specs:
        name, _, values = spec.partition("=")
        parts = values.split(":")
        try:
            if len(parts) == 3:
                start, stop, n = float(parts[0]), float(parts[1]), int(parts[2])
                if n < 1:
                    raise ValueError
                axis = np.linspace(start, stop, n)
            elif len(parts) == 1:
                axis = np.array([float(parts[0])])
            else:
                raise ValueError
        except ValueError as exc:
            raise MechgenError(
                f"--param '{spec}': expected NAME=START:STOP:N (N >= 1) or NAME=VALUE"
            ) from exc
        if not name:
            raise MechgenError(f"--param '{spec}': the parameter name is missing")
        axes.append([(name, float(v)) for v in axis])
    return [dict(point) for point in itertools.product(*axes)]


def samples(path: str | Path) -> list[dict[str, float]]:
    """Parameter samples from a CSV file with one column per parameter.

    Raises:
        MechgenError: a missing file or a value that is not a number (naming row and column).
    """
    path = Path(path)
    if not path.is_file():
        raise MechgenError(f"samples file '{path}' does not exist")
    out = []
    with path.open(newline="") as fh:
        for k, row in enumerate(csv.DictReader(fh), start=2):
            try:
                out.append({key: float(value) for key, value in row.items()})
            except ValueError as exc:
                raise MechgenError(f"samples file '{path}', line {k}: {exc}") from exc
    return out


def run_one(path: str, scheme: str, h: float, t_end: float, params: dict, options: dict) -> dict:
    """One run on a worker: a row of the table (never raises)."""
    import warnings

    from mechgen.runtime import load_module, simulate

    row: dict = dict(params)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            summary = simulate(load_module(path), scheme, h, t_end, params, **options).summary()
        row.update(scalar_fields(summary))
        row["error"] = ""
    except Exception as exc:  # a failed run is a row, not the end of the sweep (its fields
        row["error"] = f"{type(exc).__name__}: {exc}"  # are empty: write_table)
    return row


def run(
    path: str | Path,
    scheme: str,
    h: float,
    t_end: float,
    points: list[dict[str, float]],
    scheduler: str = "local",
    workers: int = 2,
    progress: Callable[[int, int], None] | None = None,
    options: dict | None = None,
) -> list[dict]:
    """Runs every parameter point on a Dask cluster; rows in the order of ``points``.

    Args:
        scheduler: ``local`` for a LocalCluster of ``workers`` processes, or the address of a
            running scheduler (``tcp://host:8786``).
        progress: called as progress(finished runs, runs) as runs finish.

    Raises:
        MechgenError: ``workers`` < 1 for a LocalCluster, an unreachable scheduler.
        KeyboardInterrupt: an interrupt (SIGINT; SIGTERM and SIGHUP under the CLI); its
            ``rows`` holds the runs finished before it, in the order of ``points``.
    """
    from dask.distributed import Client, LocalCluster, as_completed

    if scheduler == "local":
        if workers < 1:
            raise MechgenError(f"workers must be a positive integer, got {workers}")
        open_files(workers)
        cluster = LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
        )
        client = Client(cluster)
    else:
        cluster = None
        try:
            client = Client(scheduler, timeout=10)
        except (OSError, ValueError, TypeError) as exc:  # unreachable, or not an address
            raise MechgenError(
                f"cannot reach the Dask scheduler at '{printable(scheduler)}' (an address such "
                f"as tcp://host:8786): {printable(str(exc))}"
            ) from exc
    finished: dict[int, dict] = {}
    try:
        futures = client.map(
            run_one,
            [str(path)] * len(points),
            [scheme] * len(points),
            [h] * len(points),
            [t_end] * len(points),
            points,
            [options or {}] * len(points),
            pure=False,
        )
        index = {future.key: k for k, future in enumerate(futures)}
        for future in as_completed(futures):
            finished[index[future.key]] = future.result()
            if progress is not None:
                progress(len(finished), len(points))
    except KeyboardInterrupt as exc:
        exc.rows = [finished[k] for k in sorted(finished)]
        raise
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    return [finished[k] for k in range(len(points))]


#: open files a LocalCluster takes in this process: the scheduler and its client, and per
#: worker process its nanny's pipes and connections (measured with dask 2025: 31, 41, 61, 97
#: for 1, 2, 4, 8 workers, 21 + 10 per worker), with a margin of 3x and 1.6x
FILES_PER_CLUSTER = 64
FILES_PER_WORKER = 16


def open_files(workers: int) -> None:
    """Makes sure a LocalCluster of ``workers`` processes can open the files it needs: raises
    the soft limit on open files (RLIMIT_NOFILE) up to the hard limit where it is lower, else
    refuses. Below that the cluster does not fail but waits for connections that cannot be
    made (a sweep under ``ulimit -n 12`` hung for minutes, issue 36).

    Raises:
        MechgenError: the hard limit is below what the cluster needs, naming both.
    """
    import resource

    needed = FILES_PER_CLUSTER + FILES_PER_WORKER * workers
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY or soft >= needed:
        return
    if hard != resource.RLIM_INFINITY and hard < needed:
        raise MechgenError(
            f"a local Dask cluster of {workers} workers needs about {needed} open files, and "
            f"this process may open {hard} (ulimit -n): raise the limit, run fewer --workers, "
            "or give --scheduler the address of a running cluster"
        )
    resource.setrlimit(resource.RLIMIT_NOFILE, (needed, hard))


def table_target(target: str | Path) -> Path:
    """The checked path of a sweep table: .csv, or .parquet where pyarrow is installed; the
    sweep checks it before any run (a Parquet table without pyarrow failed only once every run
    had finished, issue 37).

    Raises:
        MechgenError: another suffix, an unusable folder, or Parquet without pyarrow.
    """
    target = check_output(target, (".csv", ".parquet"), "sweep output")
    if target.suffix == ".parquet" and importlib.util.find_spec("pyarrow") is None:
        raise MechgenError("Parquet output needs pyarrow (pip install pyarrow); use .csv")
    return target


def write_table(rows: list[dict], target: str | Path) -> Path:
    """Writes the rows as CSV, or Parquet (needs pyarrow): the columns of every row, ``error``
    last; a field a row lacks (every field of a failed run) is empty (null in Parquet).

    Raises:
        MechgenError: as :func:`table_target`.
    """
    target = table_target(target)
    columns = [key for key in dict.fromkeys(key for row in rows for key in row) if key != "error"]
    columns.append("error")
    table = [{key: row.get(key) for key in columns} for row in rows]
    if target.suffix == ".parquet":
        import pyarrow as pa
        import pyarrow.parquet as pq
    with atomic(target) as tmp:
        if target.suffix == ".csv":
            with tmp.open("w", newline="") as fh:
                writer = csv.DictWriter(fh, fieldnames=columns)
                writer.writeheader()
                writer.writerows(table)
        else:
            pq.write_table(pa.Table.from_pylist(table), tmp)
    return target
