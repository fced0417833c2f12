"""What a failed or singular step reports: the largest residual entry, named by the body (or
coordinate) or the constraint row it belongs to, and the singular direction of the constraint
Jacobian with its condition number and the rows involved."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .loader import Model

#: rows whose share of the smallest singular direction is at least this fraction of the
#: largest share are named as involved
ROW_SHARE = 0.25
#: condition numbers of Phi_q above this are called near-singular in failure reports whatever
#: they were at the start
NEAR_SINGULAR = 1e6


def coordinate_title(model: Model, k: int) -> str:
    """Velocity coordinate k by its body, e.g. ``body 'crank' (w_crank_z)``; in joint
    coordinates (relative formulation) by its name alone."""
    name = model.meta.v_names[k]
    for body, (start, stop) in model.meta.v_layout.items():
        if start <= k < stop:
            return f"body '{body}' ({name})"
    return f"coordinate {name}"


#: residual entries within this relative distance of the largest are a tie
TIE = 1e-6


def largest_residual(model: Model, dynamics=(), constraints=()) -> str:
    """``largest residual entry: <what> = <value>`` over a residual made of rows per velocity
    coordinate (equations of motion) and rows per constraint; a non-finite entry wins, and of
    entries equal up to round-off (:data:`TIE`) the first."""
    dyn = np.asarray(dynamics, dtype=float).ravel()
    con = np.asarray(constraints, dtype=float).ravel()
    r = np.concatenate([dyn, con])
    if not len(r):
        return "no residual entries"
    bad = ~np.isfinite(r)
    if bad.any():
        k = int(np.argmax(bad))
    else:  # ties (a force and its reaction) go to the first entry, not to round-off
        size = np.abs(r)
        k = int(np.argmax(size >= (1 - TIE) * size.max()))
    if k < len(dyn):
        title = f"equation of motion of {coordinate_title(model, k)}"
    else:
        title = f"constraint {model.row_titles[k - len(dyn)]}"
    return f"largest residual entry: {title} = {r[k]:.3e}"


def non_finite(model: Model, q, v) -> str:
    """Names the bodies (or coordinates) whose velocity became non-finite, else says the
    positions did; a finite state means an expression of the model (compiled code returns NaN
    where numpy raises) left its domain there."""
    bad = ~np.isfinite(np.asarray(v, dtype=float))
    if bad.any():
        titles = dict.fromkeys(coordinate_title(model, int(k)) for k in np.flatnonzero(bad))
        return "non-finite velocities of " + ", ".join(list(titles)[:4])
    if not np.isfinite(q).all():
        return "non-finite positions"
    return "at a finite state: a load, driver or parameter expression left its domain"


#: velocities this many times larger than at the start of a run mark a diverging solution
DIVERGED = 1e3


def growth(t: np.ndarray, v: np.ndarray) -> str:
    """Why a model could not be evaluated after the rows (t, v) of a run: a solution whose
    velocities grew DIVERGED-fold (or became non-finite) diverged until the model overflowed;
    else a load, driver or parameter expression left its domain."""
    size = np.abs(np.asarray(v, dtype=float)).max(axis=1)
    first, last = size[0], size[-1]
    if np.isfinite(last) and last <= DIVERGED * max(first, 1.0):
        return "a load, driver or parameter expression left its domain"
    return (
        f"the solution diverged: max |v| grew from {first:.3g} at t = {t[0]:.6g} to "
        f"{last:.3g} at t = {t[-1]:.6g} (a smaller h, or a scheme that enforces the "
        "constraints)"
    )


@dataclass(frozen=True)
class Conditioning:
    """The constraint Jacobian's 2-norm condition number at a configuration and the rows of
    its smallest singular direction (left singular vector), largest share first."""

    t: float
    cond: float
    rows: list[str]

    def __str__(self) -> str:
        return f"condition number of the constraint Jacobian {self.cond:.3e} at t = {self.t:.6g}"


def constraint_jacobian(model: Model, q, t: float) -> np.ndarray:
    """Phi_q(q, t) as an (n_c, n_v) array, also where the module returns it as a vector (no
    constraint rows, or one velocity coordinate)."""
    return np.reshape(model.Phi_q(q, t, model.p), (model.n_c, model.n_v))


def involved(vector: np.ndarray, titles: list[str]) -> list[str]:
    """The titles of the entries whose share of ``vector`` is at least ROW_SHARE of the
    largest, largest first."""
    share = np.abs(vector)
    order = np.argsort(-share, kind="stable")
    return [titles[i] for i in order if share[i] >= ROW_SHARE * share[order[0]]]


def singular_direction(matrix: np.ndarray, rows: list[str], columns: list[str]):
    """(condition number, titles of the rows, titles of the columns) of the smallest singular
    value s_k, k = min(shape) - 1, of ``matrix``: the rows and columns of its left and right
    singular vectors, largest share first; the 2-norm condition number s_0 / s_k is inf where
    s_k = 0."""
    U, s, Vt = np.linalg.svd(matrix)
    k = len(s) - 1
    cond = float(s[0] / s[k]) if s[k] > 0 else float("inf")
    return cond, involved(U[:, k], rows), involved(Vt[k], columns)


def coordinate_titles(model: Model, columns) -> list[str]:
    """:func:`coordinate_title` of each velocity coordinate in ``columns``."""
    return [coordinate_title(model, int(k)) for k in columns]


def conditioning(model: Model, q, t: float) -> Conditioning | None:
    """The SVD of Phi_q(q, t); None when the mechanism has no constraints."""
    if model.n_c == 0:
        return None
    U, s, _ = np.linalg.svd(constraint_jacobian(model, q, t))
    cond = float(s[0] / s[-1]) if s[-1] > 0 else float("inf")
    return Conditioning(float(t), cond, involved(U[:, len(s) - 1], model.row_titles))


def condition_numbers(model: Model, t, q) -> np.ndarray:
    """cond(Phi_q) at every row of a trajectory (inf where singular)."""
    out = np.zeros(len(t))
    for i in range(len(t)):
        s = np.linalg.svd(constraint_jacobian(model, q[i], t[i]), compute_uv=False)
        out[i] = s[0] / s[-1] if s[-1] > 0 else np.inf
    return out
