"""Parameter sweeps on Dask (``mechgen sweep``).

One emitted module serves every run (parameters are arguments of the emitted functions), so a
sweep emits (and compiles) once, then maps runs over a dask.distributed cluster: a LocalCluster
by default, or any running scheduler given by its address to scale out. Each run returns one
row: its parameters, the scalar fields of the JSON summary, and ``error`` (empty, or the message
of a run that failed; a failure never stops the sweep).

Nothing grows with the number of points (issue 37: a grid of 10^8 points ran out of memory
before its first run): the points are made as they are submitted (:class:`Points`), at most
:data:`WINDOW_PER_THREAD` runs per worker thread are in flight, and the rows go, in the order of
the points, to a :class:`Table` that spools them to an unlinked temporary file and writes the
CSV (or Parquet, with pyarrow) at the end, or with the rows finished when it is interrupted.

A LocalCluster talks over TLS with a certificate made for this sweep and held in memory only
(Dask's ``Security.temporary``): its scheduler, nannies and workers listen on 127.0.0.1, where
any local user could otherwise connect and run code as the sweeping user (issue 37); a client
without this sweep's certificate is refused during the handshake.
"""

from __future__ import annotations

import contextlib
import csv
import gc
import importlib.util
import json
import logging
import signal
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from mechgen.core.errors import MechgenError
from mechgen.core.escaping import printable
from mechgen.core.outputs import STOP_SIGNALS, atomic, check_output, handlers

if TYPE_CHECKING:
    from mechgen.runtime.run_options import RunOptions

#: summary fields that name the run rather than measure it: the same in every row
IDENTITY = ("mechanism", "scheme", "formulation", "backend", "h", "t_end")

#: runs in flight per worker thread: enough to keep every worker busy while the finished rows
#: come back, few enough that the futures held stay few for any number of points
WINDOW_PER_THREAD = 4

#: seconds the sweep waits for a run at a time before it looks at its signals again
POLL_S = 0.25

#: finished rows held back behind a slow run, per run in flight, before no more are submitted
#: until it finishes (rows are about a kilobyte)
HELD_PER_RUN = 256


def scalar_fields(summary: dict) -> dict:
    """The fields of a run's JSON summary that a table row holds: every number, string and
    flag of its top level (the energy balance and what judges it, drift, violations, sizes),
    in the summary's order, except the run's identity."""
    return {
        key: value
        for key, value in summary.items()
        if key not in IDENTITY and isinstance(value, bool | int | float | str)
    }


@dataclass(frozen=True)
class Points:
    """Parameter points, made one at a time as they are iterated (again at each iteration):
    the parameter ``names``, the number of points, and the function that makes them."""

    names: tuple[str, ...]
    count: int
    make: Callable[[], Iterator[dict[str, float]]]

    def __iter__(self) -> Iterator[dict[str, float]]:
        return self.make()

    def __len__(self) -> int:
        return self.count


@dataclass(frozen=True)
class _Axis:
    """N values from START to STOP as numpy.linspace spaces them (k step + start, the last
    exactly STOP), one at a time."""

    name: str
    start: float
    stop: float
    n: int

    def value(self, k: int) -> float:
        if k == self.n - 1:
            return self.stop
        div = self.n - 1
        step = (self.stop - self.start) / div
        if step == 0.0:  # numpy.linspace's own case of a span too small to divide
            return k / div * (self.stop - self.start) + self.start
        return k * step + self.start


def grid(specs: list[str]) -> Points:
    """The full grid of NAME=START:STOP:N specifications (N values from START to STOP, as
    numpy.linspace), or of NAME=VALUE for a single value; the last axis varies fastest.

    Raises:
        MechgenError: naming a malformed specification, or a parameter given twice.
    """
    axes: list[_Axis] = []
    for spec in specs:
        name, _, values = spec.partition("=")
        parts = values.split(":")
        try:
            if len(parts) == 3:
                axis = _Axis(name, float(parts[0]), float(parts[1]), int(parts[2]))
                if axis.n < 1:
                    raise ValueError
            elif len(parts) == 1:
                axis = _Axis(name, float(parts[0]), float(parts[0]), 1)
            else:
                raise ValueError
        except ValueError as exc:
            raise MechgenError(
                f"--param '{printable(spec)}': expected NAME=START:STOP:N (N >= 1) or NAME=VALUE"
            ) from exc
        if not name:
            raise MechgenError(f"--param '{printable(spec)}': the parameter name is missing")
        if name in (a.name for a in axes):
            raise MechgenError(f"--param '{printable(spec)}': '{printable(name)}' given twice")
        axes.append(axis)
    count = 1
    for axis in axes:
        count *= axis.n

    def make() -> Iterator[dict[str, float]]:
        for index in range(count):
            point = {}
            for axis in reversed(axes):
                index, k = divmod(index, axis.n)
                point[axis.name] = axis.value(k)
            yield {axis.name: point[axis.name] for axis in axes}

    return Points(tuple(a.name for a in axes), count, make)


def samples(path: str | Path) -> Points:
    """Parameter samples from a CSV file with one column per parameter, read once to check
    every row (and count them) and then again as the runs are submitted.

    Raises:
        MechgenError: a missing file, no header or no row, a column named twice or without a
            name, a row with more or fewer fields than the header or a value that is not a
            number (naming the line and the column).
    """
    path = Path(path)
    if not path.is_file():
        raise MechgenError(f"samples file '{printable(str(path))}' does not exist")

    def rows() -> Iterator[tuple[int, list[str]]]:
        try:
            with path.open(newline="", encoding="utf-8-sig") as fh:  # a BOM is no name
                reader = csv.reader(fh, strict=True)
                for row in reader:
                    yield reader.line_num, row
        except (csv.Error, UnicodeDecodeError) as exc:
            raise MechgenError(f"samples file '{printable(str(path))}': {exc}") from exc

    where = f"samples file '{printable(str(path))}'"
    header = next((row for _, row in rows()), None)
    if not header:
        raise MechgenError(f"{where} is empty: its first line names the parameters")
    names = tuple(name.strip() for name in header)
    if "" in names or len(set(names)) < len(names):
        raise MechgenError(f"{where}: every column of the header needs its own name")

    def make() -> Iterator[dict[str, float]]:
        body = rows()
        next(body)
        for line, row in body:
            if not row:
                continue  # a blank line
            if len(row) != len(names):
                raise MechgenError(
                    f"{where}, line {line}: {len(row)} fields, the header names {len(names)}"
                )
            point = {}
            for name, value in zip(names, row, strict=True):
                try:
                    point[name] = float(value)
                except ValueError as exc:
                    raise MechgenError(
                        f"{where}, line {line}, column '{printable(name)}': "
                        f"'{printable(value)}' is not a number"
                    ) from exc
            yield point

    count = sum(1 for _ in make())
    if not count:
        raise MechgenError(f"{where} holds no samples: one row per run after its header")
    return Points(names, count, make)


def run_one(
    path: str, scheme: str, h: float, t_end: float, params: dict, options: RunOptions | None
) -> dict:
    """One run on a worker: a row of the table (never raises). ``options``: the run's
    (:class:`mechgen.runtime.run_options.RunOptions`, or None for the defaults)."""
    import warnings

    from mechgen.runtime import load_module, simulate

    row: dict = dict(params)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            summary = simulate(load_module(path), scheme, h, t_end, params, options=options)
            summary = summary.summary()
        row.update(scalar_fields(summary))
        row["error"] = ""
    except Exception as exc:  # a failed run is a row, not the end of the sweep (its fields
        row["error"] = f"{type(exc).__name__}: {exc}"  # are empty: write_table)
    return row


@contextlib.contextmanager
def connect(scheduler: str = "local", workers: int = 2) -> Iterator:
    """A Dask client for a sweep: of a LocalCluster of ``workers`` processes (one thread each)
    that speaks TLS with a certificate of its own (the module docstring), or of the running
    scheduler at the address ``scheduler`` (its security is that cluster's, from Dask's
    configuration). Both are closed after the block.

    Raises:
        MechgenError: ``workers`` < 1 for a LocalCluster, too few open files for it, or an
            unreachable scheduler.
    """
    from dask.distributed import Client, LocalCluster
    from distributed.security import Security

    if scheduler == "local":
        if workers < 1:
            raise MechgenError(f"workers must be a positive integer, got {workers}")
        open_files(workers)
        security = Security.temporary()
        with _no_finalizers():
            cluster = _local_cluster(LocalCluster, workers, security)
            client = Client(cluster, security=security)
    else:
        cluster = None
        try:
            with _no_finalizers():
                client = Client(scheduler, timeout=10)
        except (OSError, ValueError, TypeError) as exc:  # unreachable, or not an address
            raise MechgenError(
                f"cannot reach the Dask scheduler at '{printable(scheduler)}' (an address such "
                f"as tcp://host:8786): {printable(str(exc))}"
            ) from exc
    try:
        yield client
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


#: attempts to start a LocalCluster whose event loop does not start (below)
CLUSTER_ATTEMPTS = 3


@contextlib.contextmanager
def _no_finalizers():
    """A block in which the garbage collector runs no finalizer: it collects first, then is off
    until the block ends. Dask's LoopRunner starts and stops every event loop under one lock of
    its class, and a Client left from an earlier sweep closes itself in its ``__del__``, which
    takes that lock: collected while a new cluster or client starts its loop, it waited for
    the lock held around it. In the thread that held it, that is a deadlock (a test suite hung
    in LocalCluster.__init__ with Client.__del__ below it, 2026-11-28); in the loop's own
    thread it would make the start miss Dask's 10 s and fail on ``assert loop is not None``,
    our reading of two CI failures in sweep tests (not caught in the act). A second sweep in
    one Python process is exposed the same way."""
    enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _local_cluster(LocalCluster, workers: int, security):
    """The sweep's LocalCluster (:func:`connect`; inside :func:`_no_finalizers`). Should its
    event loop still miss Dask's 10 s to start (an internal assertion of
    distributed.utils.LoopRunner), the cluster is started anew, up to CLUSTER_ATTEMPTS times,
    and then the error says so.

    Raises:
        MechgenError: no attempt started."""
    for _ in range(CLUSTER_ATTEMPTS):
        try:
            with _deaf_children():
                return LocalCluster(
                    n_workers=workers,
                    threads_per_worker=1,
                    processes=True,
                    dashboard_address=None,
                    # the scheduler serves its HTTP routes even without a dashboard, by default
                    # on port 8787 of every interface: a second sweep at once (two test workers)
                    # then warned of the port in use. Loopback and a free port, no dashboard.
                    scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
                    security=security,
                    silence_logs=logging.ERROR,  # a run's failure is its row's error
                )
        except AssertionError:
            continue
    raise MechgenError(
        f"the local Dask cluster did not start in {CLUSTER_ATTEMPTS} attempts (its event loop "
        "missed Dask's 10 s to start: a heavily loaded machine); retry, or start a scheduler "
        "and give --scheduler tcp://host:8786"
    )


def _deaf_children():
    """A block in which the worker processes started ignore the stop signals of a terminal
    (:data:`mechgen.core.outputs.STOP_SIGNALS` but SIGTERM): Ctrl-C reaches every process of
    the foreground group, and each worker printed a KeyboardInterrupt traceback while the
    sweep was saving its rows (issue 37). The sweep stops them itself when it is interrupted;
    an ignored signal stays ignored across exec, and Python keeps it so."""
    return handlers([s for s in STOP_SIGNALS if s != signal.SIGTERM], signal.SIG_IGN)


def stream(
    path: str | Path,
    scheme: str,
    h: float,
    t_end: float,
    points: Iterable[dict[str, float]],
    scheduler: str = "local",
    workers: int = 2,
    progress: Callable[[int, int], None] | None = None,
    options: RunOptions | None = None,
    checkpoint: Callable[[], None] | None = None,
) -> Iterator[dict]:
    """Runs every parameter point on a Dask cluster (:func:`connect`), yielding the rows in
    the order of ``points``, with at most :data:`WINDOW_PER_THREAD` runs per worker thread in
    flight; finished rows wait until the rows before them are in (at most
    :data:`HELD_PER_RUN` per run in flight: then no more runs start until the slow one ends).

    Args:
        progress: called as progress(finished runs, runs) as runs finish (runs is
            ``len(points)``).
        options: every run's options (:class:`mechgen.runtime.run_options.RunOptions`; None:
            the defaults).
        checkpoint: called at every safe point (at least every POLL_S seconds); what it
            raises (a KeyboardInterrupt, :class:`mechgen.core.outputs.Interrupts`) stops the
            sweep there with its ``rows``.

    Raises:
        MechgenError: as :func:`connect`, or from making the points (a bad samples row).
        KeyboardInterrupt: an interrupt (SIGINT; SIGTERM, SIGHUP and SIGQUIT under the CLI);
            its ``rows`` holds the finished runs not yet yielded, in the order of ``points``.
    """
    from dask.distributed import wait

    total = len(points) if hasattr(points, "__len__") else 0
    with connect(scheduler, workers) as client:
        window = WINDOW_PER_THREAD * max(1, sum(client.nthreads().values()))
        todo = enumerate(points)
        index: dict = {}  # future -> its point's place
        held: dict[int, dict] = {}
        following = done = 0

        def submit() -> bool:
            if len(held) >= HELD_PER_RUN * window:
                return False
            nxt = next(todo, None)
            if nxt is None:
                return False
            k, point = nxt
            future = client.submit(run_one, str(path), scheme, h, t_end, point, options, pure=False)
            index[future] = k
            return True

        try:
            while len(index) < window and submit():
                pass
            while index:
                if checkpoint is not None:
                    checkpoint()
                try:  # a bounded wait: a stop signal is handled by the main thread only when
                    # it runs Python, and one taken by another thread did not wake a wait
                    # without a timeout (an interrupted sweep hung until its next run ended)
                    finished = wait(list(index), timeout=POLL_S, return_when="FIRST_COMPLETED")
                except TimeoutError:
                    continue
                for future in sorted(finished.done, key=index.__getitem__):
                    held[index.pop(future)] = future.result()
                    done += 1
                    if progress is not None:
                        progress(done, total)
                while following in held:
                    yield held.pop(following)
                    following += 1
                while len(index) < window and submit():
                    pass
        except KeyboardInterrupt as exc:
            exc.rows = [held[k] for k in sorted(held)]
            raise


def run(
    path: str | Path,
    scheme: str,
    h: float,
    t_end: float,
    points: Iterable[dict[str, float]],
    scheduler: str = "local",
    workers: int = 2,
    progress: Callable[[int, int], None] | None = None,
    options: RunOptions | None = None,
) -> list[dict]:
    """Every row of :func:`stream` in a list, for sweeps whose rows fit in memory.

    Raises:
        MechgenError: as :func:`stream`.
        KeyboardInterrupt: its ``rows`` holds every run finished before it, in the order of
            ``points``.
    """
    rows: list[dict] = []
    try:
        rows.extend(stream(path, scheme, h, t_end, points, scheduler, workers, progress, options))
    except KeyboardInterrupt as exc:
        exc.rows = rows + getattr(exc, "rows", [])
        raise
    return rows


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


class Table:
    """The rows of a sweep on their way to a CSV or Parquet file (:func:`table_target`): each
    row is spooled as one JSON line to an unlinked temporary file as it comes, so that memory
    holds only the column names; :meth:`write` writes the table (atomically) from the spool:
    the columns of every row in the order they first came, ``error`` last, a field a row lacks
    (every field of a failed run) empty (null in Parquet). Use it as a context manager.

    Raises:
        MechgenError: as :func:`table_target`.
    """

    def __init__(self, target: str | Path):
        self.target = table_target(target)
        self.columns: dict[str, set[type]] = {}
        self.rows = self.failed = 0
        # open for the table's life, closed by __exit__; unlinked at once, so gone however
        # the process ends
        self._spool = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115

    def __enter__(self) -> Table:
        return self

    def __exit__(self, *exc) -> None:
        self._spool.close()

    def add(self, row: dict) -> None:
        """Appends a row."""
        for key, value in row.items():
            if key != "error":
                self.columns.setdefault(key, set()).add(type(value))
        self.rows += 1
        self.failed += bool(row.get("error"))
        self._spool.write(json.dumps(row) + "\n")

    def _read(self) -> Iterator[dict]:
        self._spool.flush()
        self._spool.seek(0)
        for line in self._spool:
            yield json.loads(line)
        self._spool.seek(0, 2)

    def write(self) -> Path:
        """Writes the table of every row added so far; returns its path.

        Raises:
            OutputError: the file cannot be written (a full disk, a file size limit).
        """
        columns = [*self.columns, "error"]
        with atomic(self.target) as tmp:
            if self.target.suffix == ".csv":
                with tmp.open("w", newline="") as fh:
                    writer = csv.DictWriter(fh, fieldnames=columns)
                    writer.writeheader()
                    for row in self._read():
                        writer.writerow({key: row.get(key) for key in columns})
            else:
                self._write_parquet(tmp, columns)
        return self.target

    #: rows per Parquet row group
    BATCH = 65536

    def _write_parquet(self, tmp: Path, columns: list[str]) -> None:
        """Parquet in row groups of :data:`BATCH` rows, each column typed by the values it
        holds (bool, int64, float64 where any value is a float, else string)."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        def kind(types: set[type]) -> pa.DataType:
            types = types - {type(None)}
            if types == {bool}:
                return pa.bool_()
            if types == {int}:
                return pa.int64()
            if types and types <= {int, float}:
                return pa.float64()
            return pa.string()

        types = {**self.columns, "error": {str}}
        schema = pa.schema([(key, kind(types[key])) for key in columns])
        text = [key for key in columns if schema.field(key).type == pa.string()]
        with pq.ParquetWriter(tmp, schema) as writer:
            batch: list[dict] = []
            for row in self._read():
                row = {key: row.get(key) for key in columns}
                for key in text:
                    row[key] = None if row[key] is None else str(row[key])
                batch.append(row)
                if len(batch) == self.BATCH:
                    writer.write_table(pa.Table.from_pylist(batch, schema=schema))
                    batch = []
            writer.write_table(pa.Table.from_pylist(batch, schema=schema))


def write_table(rows: Iterable[dict], target: str | Path) -> Path:
    """Writes the rows as a :class:`Table` at ``target``; returns its path.

    Raises:
        MechgenError: as :func:`table_target` and :meth:`Table.write`.
    """
    with Table(target) as table:
        for row in rows:
            table.add(row)
        return table.write()
