"""Consistent initial state: assembly by Newton projection and velocity projection."""

from __future__ import annotations

import warnings

import numpy as np
from mechgen.core.errors import ModelError, Problem, SolverError
from mechgen.core.escaping import printable

from .diagnosis import constraint_jacobian
from .drift import DriftLimit
from .linalg import minimum_norm
from .loader import Model
from .scheme import RunState

ASSEMBLY_TOLERANCE = 1e-4
#: largest velocity-constraint residual of given initial velocities, relative to the largest
#: given rate (or 1)
VELOCITY_TOLERANCE = 1e-6
PROJECTION_TOLERANCE = 1e-12


def project_positions(
    model: Model,
    q: np.ndarray,
    t: float,
    max_iter: int = 50,
    *,
    update=None,
    tolerance: float = PROJECTION_TOLERANCE,
    step: int = 0,
) -> tuple[np.ndarray, int]:
    """Minimum-norm Newton projection of q onto Phi(q, t) = 0 (seed 001 eq. 14, least squares):
    (q, iterations). ``update(q, dv)`` applies a correction (default the module's retract; the
    lie-mk scheme passes its group exponential).

    Raises:
        SolverError: a row keeps a residual above 1e-9 after max_iter corrections, naming the
            row, step and time.
    """
    update = update or model.retract
    for k in range(max_iter):
        phi = model.Phi(q, t, model.p)
        if np.abs(phi).max(initial=0.0) < tolerance:
            return q, k
        dq = minimum_norm(constraint_jacobian(model, q, t), -phi)
        q = update(q, dq)
    phi = model.Phi(q, t, model.p)
    if np.abs(phi).max(initial=0.0) > 1e-9:
        worst = int(np.argmax(np.abs(phi)))
        raise SolverError(
            f"position projection failed: {model.row_titles[worst]} keeps a residual of "
            f"{phi[worst]:.3e}",
            step,
            t,
        )
    return q, max_iter


def project_velocities(model: Model, q: np.ndarray, v: np.ndarray, t: float) -> np.ndarray:
    """The v closest to the given one (Euclidean) with Phi_q v = nu."""
    Pq = constraint_jacobian(model, q, t)
    if Pq.shape[0] == 0:
        return v
    res = model.nu(q, t, model.p) - Pq @ v
    return v + minimum_norm(Pq, res)


def starting_state(
    model: Model, state: RunState, assemble: bool = False
) -> tuple[float, np.ndarray, np.ndarray]:
    """(t0, q0, v0) where a run starts: ``state.start`` when the segment driver resumes a run
    (:mod:`mechgen.runtime.segments`; the state is taken as it is, it came from the scheme), else
    the model's consistent initial state at t = 0 (:func:`initial_state`)."""
    if state.start is not None:
        t0, q, v = state.start
        return float(t0), np.array(q, dtype=float), np.array(v, dtype=float)
    q, v = initial_state(model, 0.0, assemble)
    return 0.0, q, v


#: the consistent initial states found so far, by module, parameter vector and options (at
#: most STARTS_KEPT, the oldest dropped first): a sweep of short runs, or a script calling
#: simulate in a loop, projected the same state again on every run (issue 36, the per-call cost)
_STARTS: dict[tuple, tuple[np.ndarray, np.ndarray]] = {}
STARTS_KEPT = 256


def initial_state(
    model: Model, t0: float = 0.0, assemble: bool = False, tolerance: float = ASSEMBLY_TOLERANCE
) -> tuple[np.ndarray, np.ndarray]:
    """(q0, v0) on the constraint manifold at t0, found once per module, parameter vector and
    options (copies of the kept arrays; a start that had to be assembled is found again, so
    that every run says so).

    Raises:
        ModelError: when the given configuration violates a constraint by more than
            ``tolerance`` and ``assemble`` is False; names every violated row.
    """
    key = (model.module, model.p.tobytes(), float(t0), bool(assemble), float(tolerance))
    if key not in _STARTS:
        q, v, assembled = _consistent(model, t0, assemble, tolerance)
        if assembled:
            return q, v
        if len(_STARTS) >= STARTS_KEPT:
            del _STARTS[next(iter(_STARTS))]
        _STARTS[key] = (q, v)
    q, v = _STARTS[key]
    return q.copy(), v.copy()


def _consistent(
    model: Model, t0: float, assemble: bool, tolerance: float
) -> tuple[np.ndarray, np.ndarray, bool]:
    """:func:`initial_state`'s work: (q0, v0, whether the configuration was assembled)."""
    frames = np.asarray(model.initial_frames(model.p), dtype=float).reshape(len(model.bodies), 12)
    rates = np.asarray(model.initial_velocities(model.p), dtype=float).reshape(len(model.bodies), 6)
    for k, name in enumerate(model.bodies):
        A = frames[k, 3:].reshape(3, 3)
        err = np.abs(A.T @ A - np.eye(3)).max()
        if err > 1e-3:
            raise ModelError(
                [
                    Problem(
                        f"body '{name}'",
                        "initial orientation is not a rotation "
                        f"for these parameters (max |A^T A - I| = {err:.2e})",
                    )
                ]
            )
        if err > 1e-14:
            U, _, Vt = np.linalg.svd(A)
            frames[k, 3:] = (U @ Vt).ravel()
    try:
        q = model.coords.pack(frames)
    except ValueError as exc:
        raise ModelError([Problem("initial orientation", str(exc))]) from exc
    phi = model.Phi(q, t0, model.p)
    assemble = assemble or model.meta.assemble
    bad = [i for i in range(len(phi)) if abs(phi[i]) > tolerance]
    if bad and not assemble:
        raise ModelError(
            [
                Problem(
                    model.row_titles[i],
                    f"initial configuration violates this row "
                    f"by {phi[i]:.3e}; pass assemble=True (CLI --assemble) to project "
                    "it by Newton",
                )
                for i in bad
            ]
        )
    if bad:
        warnings.warn(
            f"initial configuration assembled (largest residual was {np.abs(phi).max():.3e})",
            stacklevel=3,
        )
    q, _ = project_positions(model, q, t0)
    _check_dropped(model, q, t0)
    frames_now = np.reshape(model.body_frames(q, model.p), (len(model.bodies), 12))
    v = model.coords.velocities(q, frames_now, rates)
    if np.any(rates) and not assemble and model.n_c:
        _check_velocities(model, q, v, t0, VELOCITY_TOLERANCE * max(1.0, np.abs(rates).max()))
    return q, project_velocities(model, q, v, t0), bool(bad)


def _check_velocities(model: Model, q, v, t0: float, tolerance: float) -> None:
    """Given (non-zero) initial velocities must satisfy Phi_q v = nu; all-zero ones are the
    default and are completed by projection (a driven mechanism starts at its driver rates).

    Raises:
        ModelError: naming every violated velocity-constraint row.
    """
    res = constraint_jacobian(model, q, t0) @ v - model.nu(q, t0, model.p)
    bad = [i for i in range(len(res)) if abs(res[i]) > tolerance]
    if bad:
        raise ModelError(
            [
                Problem(
                    model.row_titles[i],
                    f"initial velocities violate this row's velocity constraint by "
                    f"{res[i]:.3e}; give consistent body velocities (or joint rates, "
                    "Mechanism.set_joint_rates), or pass assemble=True (CLI --assemble) to "
                    "project them",
                )
                for i in bad
            ]
        )


def _check_dropped(model: Model, q: np.ndarray, t0: float) -> None:
    """The rows dropped as redundant at generation must hold at the run's parameters where the
    kept rows do (:meth:`mechgen.runtime.drift.DriftLimit.dropped_violated`; issue 37: a
    distance given another value with --param was ignored, exit 0).

    Raises:
        ModelError: naming every dropped row that does not hold, and the parameters.
    """
    if not model.meta.dropped_rows:
        return
    limit = DriftLimit.of(model)
    dropped = np.abs(model.dropped_Phi(q, t0, model.p)) / limit.dropped_scales
    kept = float(np.max(np.abs(model.Phi(q, t0, model.p)) / limit.scales, initial=0.0))
    bad = np.flatnonzero(limit.dropped_violated(dropped, np.full(len(dropped), kept)))
    if len(bad):
        raise ModelError(
            [
                Problem(
                    printable(
                        f"{model.meta.dropped_rows[k]['kind']} "
                        f"'{model.meta.dropped_rows[k]['owner']}'"
                    ),
                    limit.describe_dropped(model, int(k), float(dropped[k]), t0),
                )
                for k in bad
            ],
            "parameters",
        )
