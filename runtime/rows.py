"""Bulk evaluation over the rows of a run in blocks that bound the temporaries' memory."""

from __future__ import annotations

#: doubles of the largest temporary of a bulk evaluation (M over a block of rows)
BLOCK_DOUBLES = 1 << 21


def blocks(n: int, per_row: int) -> list[slice]:
    """Slices of at most BLOCK_DOUBLES / per_row rows covering 0..n-1."""
    size = max(1, BLOCK_DOUBLES // max(1, per_row))
    return [slice(i, min(i + size, n)) for i in range(0, n, size)]
