"""The Python side of an emitted C library: what every generated ``<stem>_c.py`` shares.

A generated wrapper holds only what is particular to its mechanism (its constants, METADATA and
one function per entry with its docstring); it makes one :class:`CLibrary` and asks it for a
caller of each entry (:meth:`CLibrary.entry`, :meth:`CLibrary.rows`) and of each whole-loop
kernel (:meth:`CLibrary.kernel`). A change to how entries are called therefore rewrites no
generated file (issue 38: these helpers were emitted into every wrapper).

Kernels follow their declaration in :mod:`mechgen.core.kernel_interface`: the ctypes argument
types, the checks of each argument and the work memory a kernel asks for all come from it.
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np
from mechgen.core.clib import load_library
from mechgen.core.kernel_interface import INTERFACES, KernelInterface

_ARRAY = ctypes.c_void_p
_SCALAR = ctypes.c_double

#: an entry's inputs: (name, size), size None for a scalar
Inputs = tuple[tuple[str, int | None], ...]


def _load(buffer: np.ndarray, x, name: str) -> None:
    """Copies input ``x`` into its workspace array, checking its shape."""
    if type(x) is not np.ndarray or x.shape != buffer.shape:
        x = np.asarray(x, dtype=float)
        if x.shape != buffer.shape:
            raise ValueError(f"{name} must have shape {buffer.shape}, got {x.shape}")
    buffer[...] = x


def _contiguous(x, shape: tuple[int, ...], name: str, dtype=float) -> np.ndarray:
    """A contiguous copy (or view) of an input of the given dtype, checking its shape."""
    values = np.ascontiguousarray(x, dtype=dtype)
    if values.shape != shape:
        raise ValueError(f"{name} must have shape {shape}, got {values.shape}")
    return values


def _in_place(x, shape: tuple[int, ...], name: str, dtype) -> np.ndarray:
    """An array the C code writes into: it must already be C-contiguous, of the dtype and
    shape (a copy would take the results away from the caller)."""
    if not (
        type(x) is np.ndarray and x.dtype == dtype and x.flags.c_contiguous and x.shape == shape
    ):
        raise ValueError(f"{name} must be a C-contiguous {np.dtype(dtype)} array of shape {shape}")
    return x


class CLibrary:
    """An emitted C library, compiled on first use into the cache (:mod:`mechgen.core.clib`),
    and the callers of its functions ``<prefix><name>``. ``sizes`` are the module's sizes
    (n_q, n_v, n_c, n_p) that kernel shapes name."""

    def __init__(self, source: Path, prefix: str, sizes: dict[str, int]) -> None:
        self._lib = load_library(source)
        self._prefix = prefix
        self.sizes = dict(sizes)

    def _bind(self, name: str, argtypes: list, restype=None):
        function = getattr(self._lib, self._prefix + name)
        function.argtypes = argtypes
        function.restype = restype
        return function

    def work_size(self, name: str) -> int:
        """The doubles of work memory function ``name`` takes (its ``<name>_work()``)."""
        return int(self._bind(f"{name}_work", [], ctypes.c_size_t)())

    def entry(
        self, name: str, inputs: Inputs, shape: tuple[int, ...], work: int = 0
    ) -> Callable[..., np.ndarray]:
        """The caller of entry ``name``: its inputs (in order) checked and copied into arrays
        whose addresses are taken once per thread (taking an array's address costs about 1 us
        in numpy, more than most entries' C work; copying a few numbers costs 0.1 us). Returns
        a new array of ``shape``. A function that takes ``work`` doubles of work memory after
        its output gets them from a buffer of its thread (the caller owns work memory: emitted
        C allocates nothing)."""
        function = self._bind(
            name,
            [_SCALAR if n is None else _ARRAY for _, n in inputs] + [_ARRAY] * (2 if work else 1),
        )
        arrays = [(k, label, (n,)) for k, (label, n) in enumerate(inputs) if n is not None]
        scalars = [k for k, (_, n) in enumerate(inputs) if n is None]
        local = threading.local()

        def workspace():
            buffers = [np.empty(s) for _, _, s in arrays]
            out = np.empty(shape)
            argv = [None] * len(inputs) + [_ARRAY(out.ctypes.data)]
            if work:
                local.memory = np.empty(work)  # the thread's work memory, kept with its arrays
                argv.append(_ARRAY(local.memory.ctypes.data))
            for (k, _, _), buffer in zip(arrays, buffers, strict=True):
                argv[k] = _ARRAY(buffer.ctypes.data)
            loads = [(b, k, label) for b, (k, label, _) in zip(buffers, arrays, strict=True)]
            local.work = state = (loads, argv, out)
            return state

        def call(*values) -> np.ndarray:
            try:
                loads, argv, out = local.work
            except AttributeError:
                loads, argv, out = workspace()
            for buffer, k, label in loads:
                _load(buffer, values[k], label)
            for k in scalars:
                argv[k] = values[k]
            function(*argv)
            return out.copy()

        return call

    def rows(self, name: str, inputs: Inputs, shape: tuple[int, ...]) -> Callable[..., np.ndarray]:
        """The caller of ``<name>_rows``: the entry at n rows at once (one row of each input
        but ``p``, which is shared). Returns an array of shape (n, *shape)."""
        function = self._bind(f"{name}_rows", [ctypes.c_int] + [_ARRAY] * (len(inputs) + 1))

        def call(*values) -> np.ndarray:
            n = len(values[0])
            data = []
            for (label, size), x in zip(inputs, values, strict=True):
                if label == "p":
                    data.append(_contiguous(x, (size,), "p"))
                else:
                    data.append(_contiguous(x, (n,) if size is None else (n, size), label))
            out = np.empty((n, *shape))
            function(n, *(x.ctypes.data for x in data), out.ctypes.data)
            return out

        return call

    def kernel(self, name: str) -> CKernel:
        """The caller of the whole-loop kernel of scheme family ``name``."""
        return CKernel(self, INTERFACES[name])


class CKernel:
    """One whole-loop kernel: ``kernel(p, h, t0, n_steps, **arguments)`` with its settings and
    per-row outputs by the names of its declaration; returns (status, failing step), status 0
    for success (:data:`mechgen.core.kernel_interface.STATUSES` names the others). The work
    memory it asks for is allocated here, once per thread and size."""

    def __init__(self, library: CLibrary, interface: KernelInterface) -> None:
        self.interface = interface
        self._sizes = library.sizes
        symbol = interface.symbol
        self._run = library._bind(
            f"{symbol}_run", [a.ctype for a in interface.arguments], ctypes.c_int
        )
        self._work = library._bind(
            f"{symbol}_work", [a.ctype for a in interface.work_arguments], ctypes.c_size_t
        )
        self._local = threading.local()

    def _shape(self, shape: tuple, given: dict) -> tuple[int, ...]:
        return tuple(s if isinstance(s, int) else self._sizes.get(s, given.get(s)) for s in shape)

    def _work_memory(self, given: dict) -> np.ndarray:
        """Work memory of the size the kernel asks for at these settings, kept per thread."""
        n = self._work(*(int(given[a.name]) for a in self.interface.work_arguments))
        work = getattr(self._local, "work", None)
        if work is None or len(work) < n:
            work = self._local.work = np.empty(max(n, 1))
        return work

    def __call__(self, p, h: float, t0: float, n_steps: int, **given) -> tuple[int, int]:
        interface = self.interface
        names = [a.name for a in interface.given]
        wrong = sorted(set(given) - set(names)), [k for k in names if k not in given]
        if any(wrong):
            raise TypeError(
                f"kernel {interface.name!r} takes {', '.join(names)}; unknown: "
                f"{', '.join(wrong[0]) or 'none'}, missing: {', '.join(wrong[1]) or 'none'}"
            )
        n_steps = int(n_steps)
        values = {
            "p": _contiguous(p, (self._sizes["n_p"],), "p"),
            "h": float(h),
            "t0": float(t0),
            "n_steps": n_steps,
        }
        for a in interface.given:
            values[a.name] = self._argument(a, given[a.name], n_steps, given)
        fail = np.zeros(1, dtype=np.intc)
        work = self._work_memory(given)
        values.update(fail_step=fail, work=work, n_work=len(work))
        argv = [
            v.ctypes.data if isinstance(v, np.ndarray) else v
            for v in (values[a.name] for a in interface.arguments)
        ]
        status = self._run(*argv)
        return status, int(fail[0])

    def _argument(self, a, x, n_steps: int, given: dict):
        """One setting or output of the kernel, checked against its declaration."""
        shape = self._shape(a.shape, given)
        if a.kind == "double":
            return float(x)
        if a.kind == "int":
            return int(x)
        if a.kind == "doubles":
            return _contiguous(x, shape, a.name)
        if a.kind == "ints":
            return _contiguous(x, shape, a.name, np.intc)
        if a.kind == "inout":
            return _in_place(x, shape, a.name, np.float64)
        rows = (n_steps + 1, *shape)
        return _in_place(x, rows, a.name, np.intc if a.kind == "int_rows" else np.float64)
