"""The series file of a run: a writer that appends a run's series chunk by chunk (.npz or .csv)
and publishes the file only when it is complete.

The file at the output path is always whole: the writer collects the rows beside it in a
hidden working folder (mechgen.core.outputs.WorkingFolder: for .npz, the archive being written
in place (:mod:`.npz_archive`) and a manifest of where each series' rows lie; a .csv) and, on
close, completes the final file there and renames it over the path (an atomic replace on
POSIX). A .npz written this way is a standard numpy archive, member for member what
``np.savez`` writes, with the run's ``layout`` record; its ``status`` says whether the run
completed, failed or was interrupted. A completion that fails (a full disk) keeps the rows in a
visible folder beside the path and says so. A process killed outright leaves its working
folder, which the next writer in that folder removes.
"""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

import numpy as np
from mechgen.core.errors import OutputError
from mechgen.core.outputs import WorkingFolder, atomic, check_output

from .npz_archive import PlannedArchive

SUFFIXES = (".npz", ".csv")
#: in the parts folder: the archive being written, and where its series' rows lie
ARCHIVE, MANIFEST = "archive.npz", "manifest.json"
RAW_FORMAT = (
    "each series: its first `rows` rows one after another, C order, from byte `offset` of "
    "`file` (the archive before its zip records are written)"
)


class SeriesWriter:
    """Appends a run's series (Result.series) part by part and publishes the file on close.

    Raises:
        OutputError: an extension other than .npz/.csv, or a folder that cannot be written
            (checked at construction, before any work is done; mechgen.core.outputs).
    """

    def __init__(self, path: str | Path, rows: int | None = None):
        """``rows``: how many rows the writer will be given, when known (a .npz is then laid
        out once and written in place; without it, or with another count, it is resized)."""
        self.path = check_output(path, SUFFIXES)
        self.work = WorkingFolder(self.path)
        self.parts = self.work.path
        self.planned = rows
        self.rows = 0
        self.archive: PlannedArchive | None = None
        self.layout: dict | None = None
        self.names: list[str] = []

    def write(self, result) -> None:
        """Appends the rows of ``result`` (a Result, a whole run or one chunk of it).

        Raises:
            OutputError: the rows cannot be written (a full disk, a file size limit), naming
                the path (not the folder of its parts).
        """
        data = result.series()
        n = len(result.t)
        try:
            if self.path.suffix == ".npz":
                self._write_npz(data, n, result.layout)
            else:
                self._write_csv(data, n)
        except (OSError, OutputError) as exc:  # a full disk, a file size limit (ulimit -f)
            reason = exc.strerror if isinstance(exc, OSError) else exc.reason
            raise OutputError(
                f"cannot write '{self.path}': {reason or exc} (after {self.rows} rows)"
            ) from None
        self.rows += n

    def _write_npz(self, data: dict, n: int, layout: dict) -> None:
        shapes = {name: (arr.dtype, arr.shape[1:]) for name, arr in data.items()}
        if self.archive is None:
            capacity = max(self.planned or 0, n)
            self.archive = PlannedArchive(self.parts / ARCHIVE, shapes, capacity)
            self.layout = layout
        known = {m.name: (m.dtype, m.tail) for m in self.archive.members}
        changed = [name for name in shapes if known.get(name) != shapes[name]]
        if changed or len(known) != len(shapes):
            raise OutputError(f"series {changed or sorted(known)} changed shape between chunks")
        if self.archive.rows + n > self.archive.capacity:
            self.archive = self.archive.resized(max(2 * self.archive.capacity, self.rows + n))
        self.archive.append(data)
        self._write_manifest()

    def _write_csv(self, data: dict, n: int) -> None:
        columns, names = [], []
        for name, arr in data.items():
            flat = arr.reshape(n, -1)
            for k in range(flat.shape[1]):
                names.append(name if flat.shape[1] == 1 else f"{name}[{k}]")
                columns.append(flat[:, k])
        target = self.parts / "rows.csv"
        with target.open("a", newline="") as fh:
            writer = csv.writer(fh)
            if not self.names:
                self.names = names
                writer.writerow(names)
            for row in np.column_stack(columns):
                writer.writerow([repr(float(x)) for x in row])

    def _write_manifest(self) -> None:
        """MANIFEST in the parts folder: where each series' rows lie in the archive and how
        many there are, so that rows kept after a failed completion can be read."""
        series = {
            m.name: {
                "dtype": np.lib.format.dtype_to_descr(m.dtype),
                "row": list(m.tail),
                "offset": m.data_at,
            }
            for m in self.archive.members
        }
        described = {"format": RAW_FORMAT, "file": ARCHIVE, "rows": self.archive.rows}
        text = json.dumps({**described, "series": series, "layout": self.layout}, indent=1)
        with atomic(self.parts / MANIFEST) as tmp:
            tmp.write_text(text)

    def close(self, layout: dict, status: str = "complete") -> Path:
        """Assembles the file and renames it over the path; returns the path.

        Raises:
            OutputError: the file cannot be written (disk full, permissions); the rows written
                so far are then kept in a folder beside the path, which the message names.
        """
        npz = self.path.suffix == ".npz"
        done = self.parts / (ARCHIVE if npz else "rows.csv")
        try:
            if npz:
                self._complete_npz(dict(layout, status=status))
            os.replace(done, self.path)
        except OSError as exc:
            if self.archive is not None:
                self.archive.close()
            kept = self.work.keep(f"{self.path.name}.chunks")
            described = f" (the series' offsets in its raw file listed in its {MANIFEST})"
            described = described if npz else ""
            raise OutputError(
                f"cannot write '{self.path}': {exc.strerror or exc}; the {self.rows} rows "
                f"written so far are kept in '{kept}'{described}"
            ) from None
        except BaseException:  # a second interrupt: stop at once
            self.abort()
            raise
        self.abort()
        return self.path

    def _complete_npz(self, layout: dict) -> None:
        """Fits the archive to the rows written (a copy when their count was not the planned
        one) and writes its zip records with the ``layout`` member."""
        if self.archive.rows != self.archive.capacity:
            self.archive = self.archive.resized(self.archive.rows)
            self._write_manifest()
        record = io.BytesIO()
        np.lib.format.write_array(record, np.array(json.dumps(layout)))
        self.archive.finish({"layout": record.getvalue()})

    def abort(self) -> None:
        """Removes what the writer left beside the path (the path itself is untouched)."""
        if self.archive is not None:
            self.archive.close()
        self.work.remove()
