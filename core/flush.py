"""Magnitudes below :data:`FLUSH_BELOW` are zero in what mechgen's kernels carry (the emitted C
helper ``mg_flush``) and in what it reports (summaries, series): components that should vanish
decay geometrically under the implicit schemes and would otherwise show as subnormal noise
(``-1.225e-321``) or slow the arithmetic by two orders of magnitude. The change is far below
any tolerance."""

from __future__ import annotations

import numpy as np

FLUSH_BELOW = 1e-250


def flushed(x):
    """``x`` (an array or a number) with every magnitude below FLUSH_BELOW set to zero; arrays
    of another kind than float are returned as they are."""
    array = np.asarray(x)
    if array.dtype.kind != "f":
        return x
    out = np.where(np.abs(array) < FLUSH_BELOW, 0.0, array)
    return float(out) if np.ndim(x) == 0 and not isinstance(x, np.ndarray) else out
