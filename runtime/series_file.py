"""The series file of a run: a writer that appends a run's series chunk by chunk (.npz or .csv)
and publishes the file only when it is complete.

The file at the output path is always whole: the writer collects the rows beside it in a
hidden working folder (mechgen.core.outputs.WorkingFolder: raw per-series files and their
manifest for .npz, a .csv) and, on close, assembles the final file there and renames it over
the path (an atomic replace on POSIX). A .npz written this way is a standard numpy archive,
member for member what ``np.savez`` writes, with the run's ``layout`` record; its ``status``
says whether the run completed, failed or was interrupted. An assembly that fails (a full disk)
keeps the rows in a visible folder beside the path and says so. A process killed outright
leaves its working folder, which the next writer in that folder removes.
"""

from __future__ import annotations

import contextlib
import csv
import json
import os
import shutil
import zipfile
from pathlib import Path

import numpy as np
from mechgen.core.errors import OutputError
from mechgen.core.outputs import WorkingFolder, check_output

SUFFIXES = (".npz", ".csv")
#: bytes copied at a time when the .npz is assembled
COPY_BLOCK = 1 << 22
#: in the parts folder: the assembled file before it is renamed over the path, and the
#: description of the raw series files
ASSEMBLED, MANIFEST = "assembled", "manifest.json"
RAW_FORMAT = "each file: its rows one after another, C order, no header; rows = size / row bytes"


class SeriesWriter:
    """Appends a run's series (Result.series) part by part and publishes the file on close.

    Raises:
        OutputError: an extension other than .npz/.csv, or a folder that cannot be written
            (checked at construction, before any work is done; mechgen.core.outputs).
    """

    def __init__(self, path: str | Path):
        self.path = check_output(path, SUFFIXES)
        self.work = WorkingFolder(self.path)
        self.parts = self.work.path
        self.rows = 0
        #: per .npz series: dtype, shape of one row, raw file in the parts folder
        self.shapes: dict[str, tuple[np.dtype, tuple[int, ...], str]] = {}
        self.names: list[str] = []

    def write(self, result) -> None:
        """Appends the rows of ``result`` (a Result, a whole run or one chunk of it)."""
        data = result.series()
        if self.path.suffix == ".npz":
            first = not self.shapes
            for name, arr in data.items():
                arr = np.ascontiguousarray(arr)
                shape = (arr.dtype, arr.shape[1:], f"{len(self.shapes)}.raw")
                known = self.shapes.setdefault(name, shape)
                if known[:2] != shape[:2]:
                    raise OutputError(f"series '{name}' changed shape between chunks")
                with (self.parts / known[2]).open("ab") as fh:
                    fh.write(arr.tobytes())
            if first:
                self._write_manifest(result.layout)
        else:
            self._write_csv(data, len(result.t))
        self.rows += len(result.t)

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

    def _write_manifest(self, layout: dict) -> None:
        """MANIFEST in the parts folder: what each raw file holds (rows: its size over the
        bytes of one row), so that rows kept after a failed assembly can be read."""
        series = {
            name: {"file": slot, "dtype": np.lib.format.dtype_to_descr(dtype), "row": list(tail)}
            for name, (dtype, tail, slot) in self.shapes.items()
        }
        text = json.dumps({"format": RAW_FORMAT, "series": series, "layout": layout}, indent=1)
        (self.parts / MANIFEST).write_text(text)

    def close(self, layout: dict, status: str = "complete") -> Path:
        """Assembles the file and renames it over the path; returns the path.

        Raises:
            OutputError: the file cannot be written (disk full, permissions); the rows written
                so far are then kept in a folder beside the path, which the message names.
        """
        npz = self.path.suffix == ".npz"
        done = self.parts / (ASSEMBLED if npz else "rows.csv")
        try:
            if npz:
                self._assemble_npz(done, dict(layout, status=status))
            os.replace(done, self.path)
        except OSError as exc:
            if npz:
                with contextlib.suppress(FileNotFoundError):
                    done.unlink()
            kept = self.work.keep(f"{self.path.name}.chunks")
            described = f" (one raw file per series, listed in its {MANIFEST})" if npz else ""
            raise OutputError(
                f"cannot write '{self.path}': {exc.strerror or exc}; the {self.rows} rows "
                f"written so far are kept in '{kept}'{described}"
            ) from None
        except BaseException:  # a second interrupt: stop at once
            self.abort()
            raise
        self.abort()
        return self.path

    def _assemble_npz(self, target: Path, layout: dict) -> None:
        with zipfile.ZipFile(target, "w", zipfile.ZIP_STORED, allowZip64=True) as zf:
            for name, (dtype, tail, slot) in self.shapes.items():
                header = {
                    "descr": np.lib.format.dtype_to_descr(dtype),
                    "fortran_order": False,
                    "shape": (self.rows, *tail),
                }
                with zf.open(f"{name}.npy", "w", force_zip64=True) as out:
                    np.lib.format.write_array_header_2_0(out, header)
                    with (self.parts / slot).open("rb") as src:
                        shutil.copyfileobj(src, out, COPY_BLOCK)
            with zf.open("layout.npy", "w") as out:
                np.lib.format.write_array(out, np.array(json.dumps(layout)))

    def abort(self) -> None:
        """Removes what the writer left beside the path (the path itself is untouched)."""
        self.work.remove()
