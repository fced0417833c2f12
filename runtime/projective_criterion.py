"""The projective criterion of coordinate partitioning (Blajer, Schiehlen & Schirm, seed 004,
eqs. 23a, 23b) and the choice of a set of k independent coordinates; the scheme that uses it is
:mod:`mechgen.runtime.partitioning`, whose docstring gives the equations and the choice for
k > 1 (the Gram determinant of the vectors u_i, taken greedily).
"""

from __future__ import annotations

import numpy as np

from .diagnosis import constraint_jacobian
from .loader import Model

RANK_TOLERANCE = 1e-10
#: A metric whose smallest eigenvalue is below this fraction of its largest is singular.
METRIC_TOLERANCE = 1e-12
#: Phi_q whose smallest singular value is below this fraction of its largest marks a
#: configuration singularity (:func:`tangent_space`); the C kernel judges the pivots of its
#: rank-revealing elimination against it.
SINGULAR_MARGIN = 1e-3


def normalization_rows(model: Model) -> list[int]:
    return [k for k, r in enumerate(model.meta.constraint_rows) if r["kind"] == "normalization"]


def mass(model: Model, q) -> np.ndarray:
    """M(q) as an (n_v, n_v) array (a module with one coordinate returns it as a vector)."""
    return np.reshape(model.M(q, model.p), (model.n_v, model.n_v))


def distribution(model: Model, q) -> np.ndarray:
    """B(q) as an (n_f, n_v) array (a module with one coordinate returns it as a vector)."""
    return np.reshape(model.B(q, model.p), (-1, model.n_v))


def metric(model: Model, q, t: float) -> np.ndarray:
    """The mass matrix as the metric of the configuration space, whose inverse eqs. (23a) and
    (35) need. rp's M is singular along the Euler-parameter normalization direction (no
    inertia moves p along itself); we add s C_N^T C_N there (C_N the normalization rows, s
    the largest diagonal entry of M). A body with a zero principal inertia (a slender rod)
    leaves M singular along its spin about that axis, a motion its joints forbid; where the
    metric is still singular (:func:`is_singular_metric`) we add s C^T C of every constraint
    row instead, which is regular whenever the constrained motion has inertia (M_d regular).
    Either addition vanishes on the tangent space (C D^T = 0), so M_d = D M D^T, the motion and
    the reactions (:func:`mechgen.runtime.partitioning.reactions`) are unchanged; it enters
    only the criterion's (M^-1)_ii, i.e. how the coordinates are ranked: our choice where the
    paper assumes M regular."""
    M = mass(model, q)
    scale = np.abs(np.diag(M)).max()
    norm = normalization_rows(model)
    if norm:
        CN = constraint_jacobian(model, q, t)[norm]
        M = M + scale * CN.T @ CN
    if model.n_c and is_singular_metric(M, scale):
        C = constraint_jacobian(model, q, t)
        M = M + scale * C.T @ C
    return M


def is_singular_metric(M: np.ndarray, scale: float) -> bool:
    """Whether the symmetric M is singular as a metric: its Cholesky factorization fails or
    meets a pivot at most METRIC_TOLERANCE times ``scale`` (M's largest diagonal entry). The
    smallest pivot bounds the smallest eigenvalue from above, and the test costs no
    eigenvalues (the C kernel makes the same one)."""
    try:
        pivots = np.diag(np.linalg.cholesky(M)) ** 2
    except np.linalg.LinAlgError:
        return True
    return bool(pivots.min() <= METRIC_TOLERANCE * scale)


def tangent_basis(model: Model, q, t: float) -> np.ndarray:
    """N with C N = 0: an orthonormal basis of the tangent space (n x k), from the SVD of C
    (the identity without constraint rows)."""
    return tangent_space(model, q, t)[0]


def tangent_space(model: Model, q, t: float) -> tuple[np.ndarray, float]:
    """(:func:`tangent_basis`, the smallest singular value of C over its largest: 1 without
    constraint rows).

    The ratio marks a configuration singularity (a change point or bifurcation) where it falls
    below SINGULAR_MARGIN: the rows become dependent there, every C_D of eq. (7) loses rank at
    once, so no partition describes the motion, and the accelerations of RK4 stages next to it
    carry round-off amplified by the inverse of the ratio (the paper assumes the rows
    independent). Measured on IFToMM A02 in relative coordinates: a stage next to a passage
    changed the crank's speed by 3e-5 rad/s at h = 1e-4, and the runs ended 2 m off at
    h = 1e-4 and 1.7e-6 m off at h = 1e-3 over 10 s; our choice is to say so
    (:func:`_near_singular`), not to guess."""
    C = constraint_jacobian(model, q, t)
    if C.shape[0] == 0:
        return np.eye(model.n_v), 1.0
    _, s, Vt = np.linalg.svd(C)
    rank = int(np.sum(s > RANK_TOLERANCE * max(s[0], 1.0)))
    return Vt[rank:].T, float(s[-1] / s[0]) if s[0] > 0 else 0.0


def projections(model: Model, q, t: float, N: np.ndarray) -> np.ndarray:
    """The vectors u_i of every coordinate as rows (module docstring): |u_i|^2 = cos^2
    alpha_i, and their Gram determinants rate sets of coordinates."""
    M = metric(model, q, t)
    L = np.linalg.cholesky(N.T @ M @ N)
    return np.linalg.solve(L, N.T).T * np.diag(np.linalg.inv(M))[:, None] ** -0.5


def cos2(U: np.ndarray) -> np.ndarray:
    return np.einsum("ik,ik->i", U, U)


def criterion(model: Model, q, t: float) -> np.ndarray:
    """cos^2 alpha_i of every coordinate (eq. 23a)."""
    return cos2(projections(model, q, t, tangent_basis(model, q, t)))


def criterion_orthogonal(model: Model, q, t: float) -> np.ndarray:
    """cos^2 beta_i of every coordinate (eq. 23b), from the orthogonal subspace: with the
    columns of C M^-1 and M_c = C M^-1 C^T (eq. 15). The two subspaces are M-orthogonal
    complements, so cos^2 alpha_i + cos^2 beta_i = 1 (rows of C that are dependent, such as
    redundant ones, are left out of M_c by a pseudo-inverse)."""
    C = constraint_jacobian(model, q, t)
    Minv = np.linalg.inv(metric(model, q, t))
    K = C @ Minv
    proj = np.einsum("ji,ji->i", K, np.linalg.pinv(K @ C.T, rcond=RANK_TOLERANCE) @ K)
    return proj / np.diag(Minv)


def best_partition(model: Model, q, t: float, k: int) -> np.ndarray:
    """The best set of k independent coordinates at (q, t) (:func:`best_set`)."""
    return best_set(projections(model, q, t, tangent_basis(model, q, t)), k)


def best_set(U: np.ndarray, k: int) -> np.ndarray:
    """k coordinates taken greedily (module docstring): each next one has the longest vector
    u_i once orthogonalized against those taken (the first of equal ones), which must exceed
    RANK_TOLERANCE; sorted. Fewer than k when the rest is dependent."""
    rest = np.array(U, dtype=float)
    taken: list[int] = []
    for _ in range(k):
        lengths = np.einsum("ik,ik->i", rest, rest)
        lengths[taken] = -np.inf
        i = int(np.argmax(lengths))
        if not np.sqrt(lengths[i]) > RANK_TOLERANCE:
            break
        taken.append(i)
        b = rest[i] / np.sqrt(lengths[i])
        for _ in range(2):  # twice, for round-off
            rest -= np.outer(rest @ b, b)
    return np.sort(np.array(taken, dtype=int))


def volume(U: np.ndarray, independent: np.ndarray) -> float:
    """Gamma_I = det(U_I U_I^T) (module docstring), as the product of the squared lengths left
    by Gram-Schmidt over the set in order."""
    kept: list[np.ndarray] = []
    volume = 1.0
    for i in independent:
        row = orthogonalized(U[i], kept)
        length = float(np.linalg.norm(row))
        volume *= length * length
        if length > 0:
            kept.append(row / length)
    return volume


def orthogonalized(row: np.ndarray, basis: list[np.ndarray]) -> np.ndarray:
    """What is left of ``row`` once the orthonormal ``basis`` is projected out (Gram-Schmidt,
    twice for round-off)."""
    rest = np.array(row, dtype=float)
    for _ in range(2):
        for b in basis:
            rest = rest - (b @ rest) * b
    return rest
