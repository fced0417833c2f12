"""A numpy archive (.npz) written in place: each series' rows go straight to their final offset.

An .npz is a zip archive of .npy members, stored (not compressed). Its members must each be
contiguous, while a streamed run produces all series a chunk at a time; staging each series in
a file of its own and copying them into the archive at the end wrote every byte twice, and at
a disk's sustained rate the second write cost as much as the whole C kernel (10^6 slider-crank
steps: 1.4 GB, 3.3 s of 11.9 s). Here the archive is laid out for a planned number of rows
(the run knows how many it stores), each member at a fixed offset, so the rows are written once
and the zip records are filled in at the end (each member's CRC-32 runs along as its rows are
written, the .npy header of the planned shape first). A run that stores another number of rows (a
failure, an interrupt, --retry-halving's extra rows) is copied into an archive of the right
size, which is what every run paid before.

Formats (written with ``struct``, read by ``zipfile`` and ``np.load``): the .npy format version
2.0 (NEP 1: magic, version, a little-endian uint32 header length, the header dict padded with
spaces to a multiple of 64 bytes), and the zip format's stored members with zip64 sizes and
offsets (PKWARE APPNOTE 6.3.x, sections 4.3.7, 4.3.12, 4.3.14-16, 4.5.3). Dates are the zip
epoch, 1980-01-01, so that the same run writes the same bytes.
"""

from __future__ import annotations

import math
import os
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

#: zip records (APPNOTE 4.3.7, 4.3.12, 4.3.14, 4.3.15, 4.3.16) and the zip64 extra field (4.5.3)
LOCAL = struct.Struct("<IHHHHHIIIHH")
CENTRAL = struct.Struct("<IHHHHHHIIIHHHHHII")
ZIP64_END = struct.Struct("<IQHHIIQQQQ")
ZIP64_LOCATOR = struct.Struct("<IIQI")
END = struct.Struct("<IHHHHIIH")
#: version 4.5 (zip64), the 1980-01-01 00:00 date, the 32-bit field that points to zip64 values
VERSION, DATE, TIME, FULL = 45, (1 << 5) | 1, 0, 0xFFFFFFFF
#: bytes copied at a time when an archive is resized
COPY_BLOCK = 1 << 22


def npy_header(descr: str, shape: tuple[int, ...]) -> bytes:
    """The .npy 2.0 header of a C-order array, padded with spaces to a multiple of 64 bytes."""
    text = repr({"descr": descr, "fortran_order": False, "shape": shape}).encode("latin1")
    total = 64 * math.ceil((12 + len(text) + 1) / 64)
    pad = total - 12 - len(text) - 1
    return b"\x93NUMPY\x02\x00" + struct.pack("<I", total - 12) + text + b" " * pad + b"\n"


def _local_size(encoded: bytes) -> int:
    """Bytes of a member's local header: the record, its name and the zip64 sizes (20)."""
    return LOCAL.size + len(encoded) + 20


def _zip64(*values: int) -> bytes:
    return struct.pack(f"<HH{len(values)}Q", 1, 8 * len(values), *values)


@dataclass
class Member:
    """One .npy member: where its local header and rows lie, its .npy header (of the planned
    shape), and the running CRC-32 of its file (header, then the rows written so far)."""

    name: str
    dtype: np.dtype
    tail: tuple[int, ...]
    at: int
    npy: bytes
    rows: int = 0
    crc: int = 0

    @property
    def encoded(self) -> bytes:
        return f"{self.name}.npy".encode()

    @property
    def row_bytes(self) -> int:
        return self.dtype.itemsize * math.prod(self.tail)

    @property
    def data_at(self) -> int:
        return self.at + _local_size(self.encoded) + len(self.npy)

    def size(self) -> int:
        """Bytes of the member's file: .npy header and rows."""
        return len(self.npy) + self.rows * self.row_bytes


class PlannedArchive:
    """An .npz of the series ``shapes`` (name -> (dtype, shape of one row)) with room for
    ``capacity`` rows of each, written at ``path`` (kept open until :meth:`finish`)."""

    def __init__(self, path: Path, shapes: dict[str, tuple[np.dtype, tuple[int, ...]]], capacity):
        self.path, self.capacity = path, capacity
        self.members: list[Member] = []
        at = 0
        self.fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
        for name, (dtype, tail) in shapes.items():
            npy = npy_header(np.lib.format.dtype_to_descr(dtype), (capacity, *tail))
            member = Member(name, np.dtype(dtype), tuple(tail), at, npy, crc=zlib.crc32(npy))
            os.pwrite(self.fd, npy, member.data_at - len(npy))
            self.members.append(member)
            at = member.data_at + capacity * member.row_bytes
        self.end = at

    @property
    def rows(self) -> int:
        return self.members[0].rows if self.members else 0

    def append(self, arrays: dict[str, np.ndarray]) -> None:
        """Writes the next rows of every series (as many of each) at their offsets.

        Raises:
            ValueError: more rows than the archive has room for.
        """
        for member in self.members:
            data = np.ascontiguousarray(arrays[member.name], dtype=member.dtype)
            rows = len(data)
            if member.rows + rows > self.capacity:
                raise ValueError(f"{member.rows + rows} rows exceed the archive's {self.capacity}")
            # the raw bytes (a series of zero width, such as the multipliers of a mechanism
            # without constraints, has none: memoryview cannot cast that shape, issue 37)
            view = data.reshape(-1).view(np.uint8)
            os.pwrite(self.fd, view, member.data_at + member.rows * member.row_bytes)
            member.crc = zlib.crc32(view, member.crc)
            member.rows += rows

    def rows_of(self, member: Member, start: int, stop: int) -> np.ndarray:
        """Rows ``start:stop`` of a member, read back from the file."""
        count = (stop - start) * member.row_bytes
        data = os.pread(self.fd, count, member.data_at + start * member.row_bytes)
        return np.frombuffer(data, dtype=member.dtype).reshape(-1, *member.tail)

    def resized(self, capacity: int) -> PlannedArchive:
        """The rows written so far, copied into an archive with room for ``capacity`` rows that
        takes this one's place (this one is closed)."""
        shapes = {m.name: (m.dtype, m.tail) for m in self.members}
        staging = self.path.with_name(self.path.name + ".resizing")
        copy = PlannedArchive(staging, shapes, capacity)
        step = max(1, COPY_BLOCK // max(1, sum(m.row_bytes for m in self.members)))
        for start in range(0, self.rows, step):
            stop = min(self.rows, start + step)
            copy.append({m.name: self.rows_of(m, start, stop) for m in self.members})
        self.close()
        os.replace(staging, self.path)
        copy.path = self.path
        return copy

    def finish(self, extra: dict[str, bytes]) -> None:
        """Writes the zip records and the ``extra`` members (name -> .npy file bytes) after the
        series, and closes the file. Every series must fill its room."""
        if any(m.rows != self.capacity for m in self.members):
            raise ValueError("an archive is finished only when every series fills its room")
        central, at = [], self.end
        for m in self.members:
            os.pwrite(self.fd, self._local(m.encoded, m.crc, m.size()), m.at)
            central.append(self._central(m.encoded, m.crc, m.size(), m.at))
        for name, data in extra.items():
            encoded = f"{name}.npy".encode()
            crc = zlib.crc32(data)
            os.pwrite(self.fd, self._local(encoded, crc, len(data)) + data, at)
            central.append(self._central(encoded, crc, len(data), at))
            at += _local_size(encoded) + len(data)
        directory = b"".join(central)
        count = len(central)
        tail = ZIP64_END.pack(
            0x06064B50, 44, VERSION, VERSION, 0, 0, count, count, len(directory), at
        )
        tail += ZIP64_LOCATOR.pack(0x07064B50, 0, at + len(directory), 1)
        tail += END.pack(0x06054B50, 0, 0, min(count, 0xFFFF), min(count, 0xFFFF), FULL, FULL, 0)
        os.pwrite(self.fd, directory + tail, at)
        os.ftruncate(self.fd, at + len(directory) + len(tail))
        self.close()

    @staticmethod
    def _local(encoded: bytes, crc: int, size: int) -> bytes:
        fields = (0x04034B50, VERSION, 0, 0, TIME, DATE, crc, FULL, FULL, len(encoded), 20)
        return LOCAL.pack(*fields) + encoded + _zip64(size, size)

    @staticmethod
    def _central(encoded: bytes, crc: int, size: int, at: int) -> bytes:
        fields = (0x02014B50, VERSION, VERSION, 0, 0, TIME, DATE, crc, FULL, FULL)
        fields += (len(encoded), 28, 0, 0, 0, 0, FULL)
        return CENTRAL.pack(*fields) + encoded + _zip64(size, size, at)

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
