"""Band structure of the square matrices a C kernel factors (iteration matrices).

The sparsity pattern of an entry is known at generation time. A reverse Cuthill-McKee ordering
of its symmetrized pattern (scipy.sparse.csgraph) gives a permutation P such that P G P^T is
banded; the kernels then factor it with a banded LU with partial pivoting (LAPACK dgbtf2's
algorithm) in O(n kl (kl + ku)) instead of O(n^3): for chains and trees of bodies the bandwidth
stays bounded while n grows, so the per-step cost grows about linearly with the number of bodies.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import reverse_cuthill_mckee


@dataclass(frozen=True)
class Band:
    """Permutation and band storage of an n x n pattern.

    Attributes:
        n: order of the matrix.
        perm: position k of the permuted matrix holds row/column perm[k] of the original.
        kl, ku: lower and upper bandwidth of the permuted pattern.
        positions: per nonzero cell (row-major order of the entry), its index in the
            column-major band storage with leading dimension ldab = 2 kl + ku + 1 (rows kl..
            hold the matrix, rows 0..kl-1 the fill-in of pivoting).
    """

    n: int
    perm: tuple[int, ...]
    kl: int
    ku: int
    positions: tuple[int, ...]

    @property
    def ldab(self) -> int:
        return 2 * self.kl + self.ku + 1


def band(cells: list[tuple[int, int]], n: int) -> Band:
    """Band storage of the nonzero cells (row, col) of an n x n matrix."""
    rows = np.array([i for i, _ in cells] + list(range(n)))
    cols = np.array([j for _, j in cells] + list(range(n)))
    pattern = coo_matrix((np.ones(len(rows)), (rows, cols)), shape=(n, n)).tocsr()
    perm = reverse_cuthill_mckee((pattern + pattern.T).tocsr(), symmetric_mode=True)
    inv = np.empty(n, dtype=int)
    inv[perm] = np.arange(n)
    pi, pj = inv[[i for i, _ in cells]], inv[[j for _, j in cells]]
    kl = int(max(0, (pi - pj).max(initial=0)))
    ku = int(max(0, (pj - pi).max(initial=0)))
    kv = kl + ku
    ldab = 2 * kl + ku + 1
    positions = tuple(int(kv + a - b + b * ldab) for a, b in zip(pi, pj, strict=True))
    return Band(n, tuple(int(x) for x in perm), kl, ku, positions)
