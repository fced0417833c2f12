"""The least-squares shortcuts of a run's start (runtime/linalg.py, issue 36) give numpy's
lstsq answer: by QR or LU where the matrix has full rank, by lstsq itself where it has not."""

from __future__ import annotations

import numpy as np
import pytest
from mechgen.runtime.linalg import minimum_norm, regular_or_least_squares


@pytest.mark.parametrize("shape", [(1, 1), (3, 7), (12, 12), (30, 36)])
def test_minimum_norm_is_lstsqs_for_full_row_rank(shape):
    """Both are backward stable on a matrix of condition about 10: they agree to 1e-13 of
    the solution's size (measured 3e-15)."""
    rng = np.random.default_rng(sum(shape))
    A, b = rng.standard_normal(shape), rng.standard_normal(shape[0])
    expected = np.linalg.lstsq(A, b, rcond=None)[0]
    assert np.abs(minimum_norm(A, b) - expected).max() <= 1e-13 * np.abs(expected).max()


def test_minimum_norm_of_dependent_rows_and_of_tall_matrices_is_lstsqs():
    """A repeated row (a redundant constraint) and more rows than columns go to lstsq: the
    same minimum-norm least-squares solution, bit for bit."""
    rng = np.random.default_rng(5)
    A = rng.standard_normal((4, 9))
    A[3] = A[1]
    b = rng.standard_normal(4)
    assert np.array_equal(minimum_norm(A, b), np.linalg.lstsq(A, b, rcond=None)[0])
    tall, c = rng.standard_normal((9, 4)), rng.standard_normal(9)
    assert np.array_equal(minimum_norm(tall, c), np.linalg.lstsq(tall, c, rcond=None)[0])
    assert minimum_norm(np.zeros((0, 3)), np.zeros(0)).shape == (3,)


def test_regular_or_least_squares():
    """A regular index-1 matrix [M G^T; G 0] is solved by LU (equal to lstsq to 1e-12 of the
    solution, condition about 1e2); a singular one (a zero row) takes lstsq's minimum-norm
    answer, bit for bit."""
    rng = np.random.default_rng(7)
    M = np.diag(rng.uniform(1, 2, 6))
    G = rng.standard_normal((2, 6))
    S = np.block([[M, G.T], [G, np.zeros((2, 2))]])
    b = rng.standard_normal(8)
    expected = np.linalg.lstsq(S, b, rcond=None)[0]
    assert np.abs(regular_or_least_squares(S, b) - expected).max() <= 1e-12 * np.abs(expected).max()
    S[7] = 0.0
    assert np.array_equal(regular_or_least_squares(S, b), np.linalg.lstsq(S, b, rcond=None)[0])
