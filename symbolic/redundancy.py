"""Detection of redundant constraint rows at generation time (DESIGN.md).

A row is redundant when its gradient is a linear combination of the gradients of the rows kept
before it, at the initial configuration and at random consistent configurations alike (a row
that is dependent only at the initial configuration marks a singular configuration, not a
redundancy, and is kept). The rank is judged on the rp form of the rows (Euler parameters plus
their normalization rows): the rank of the joint rows does not depend on how rotations are
parametrized, and rp configurations can be projected by plain Gauss-Newton steps.

A dropped row must also hold wherever the kept rows do: a row that is dependent but not
consistent (a driver that prescribes the motion of a fixed joint) would otherwise be dropped
and the motion it asks for silently ignored. :func:`_check_consistent` evaluates the dropped rows
at configurations that satisfy the kept rows only, at t = 0 and at random times, and refuses the
model where one of them does not hold (CONSISTENCY_TOLERANCE, far above the projection's 1e-12
and far below any motion a driver prescribes).

Random configurations come from a seeded generator, so emission stays deterministic. The
numbers here go through BLAS (projections, dot products), whose round-off depends on the CPU's
kernel, but none of them reaches the emitted text: only the decisions do (which rows are kept),
and they compare quantities with thresholds (RANK_TOLERANCE, WELL_POSED) many orders of
magnitude above that round-off, so every machine takes the same ones.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import symengine as se
import sympy as sp
from mechgen.core.errors import ModelError, Problem
from mechgen.core.rotations import quaternion_from_matrix
from threadpoolctl import threadpool_limits

from .checked_model import CheckedModel, Row
from .constraints import Pose, evaluate
from .coordinates import rp_body

RANK_TOLERANCE = 1e-8
#: first pass of the greedy selection: a row is kept at once only if at least this fraction of
#: its gradient is new; rows that add less are considered again in a second pass (at
#: RANK_TOLERANCE) once every well-posed row is in. One pass at RANK_TOLERANCE kept, for a
#: planar loop in a nearly vertical plane, two in-plane rows that together barely constrain
#: the loop (sigma_min 3e-4 of 2.4) and dropped the well-posed one (found by the hypothesis
#: properties, tests/test_properties.py).
WELL_POSED = 1e-2
SAMPLES = 3
#: largest residual of a dropped row on the kept rows' configurations (module docstring)
CONSISTENCY_TOLERANCE = 1e-6
#: configurations, at random times in [0, 1], on which dropped rows are checked
CONSISTENCY_SAMPLES = 4


@dataclass
class Redundancy:
    """Rows kept and dropped, and the rank of the kept joint rows."""

    kept: list[Row]
    dropped: list[Row]
    rank: int


def _project(fun, jac, q, t, p, iterations=30):
    for _ in range(iterations):
        r = fun(q, t, p)
        if not np.all(np.isfinite(r)):
            return None
        if np.linalg.norm(r) < 1e-12:
            return q
        dq = np.linalg.lstsq(jac(q, t, p), -r, rcond=None)[0]
        q = q + dq
    return q if np.linalg.norm(fun(q, t, p)) < 1e-9 else None


def analyse_redundancy(checked: CheckedModel) -> Redundancy:
    """Greedy selection of independent rows over several consistent configurations, in two
    passes (WELL_POSED, then RANK_TOLERANCE), rows in model order within each pass. BLAS runs
    on one thread meanwhile: the projections solve many small systems, where threads only
    cost (one least-squares solve of A02 with N = 10 took 0.028 s with OpenBLAS's threads on a
    loaded 2-core machine, 0.003 s on one; 12 s of its derivation)."""
    with threadpool_limits(limits=1, user_api="blas"):
        return _analysed(checked)


def _analysed(checked: CheckedModel) -> Redundancy:
    """:func:`analyse_redundancy`'s work."""
    m = checked.mechanism
    rows = checked.rows
    if not rows:
        return Redundancy([], [], 0)
    coords = {b.name: rp_body(b.name) for b in checked.bodies}

    def pose(body):
        if body.is_ground:
            return Pose(sp.zeros(3, 1), sp.eye(3))
        c = coords[body.name]
        return Pose(c.r, c.A)

    exprs = [
        evaluate(r.constraint, pose(r.constraint.body_i), pose(r.constraint.body_j)) for r in rows
    ]
    norms = [e for c in coords.values() for e in c.normalization]
    q_syms = [se.Symbol(s.name) for c in coords.values() for s in c.q]
    allx = [se.sympify(e) for e in exprs + norms]
    jac = [e.diff(s) for e in allx for s in q_syms]
    args = q_syms + [se.sympify(m.t)] + [se.sympify(s) for s in m.parameters.values()]
    fun_n = se.Lambdify(args, allx)
    jac_n = se.Lambdify(args, jac)
    n_eq, n_q = len(allx), len(q_syms)

    def fun(q, t, p):
        return np.asarray(fun_n(np.concatenate([q, [t], p])), dtype=float).ravel()

    def jacf(q, t, p):
        return np.asarray(jac_n(np.concatenate([q, [t], p])), dtype=float).reshape(n_eq, n_q)

    p = np.array([float(m.defaults[k]) for k in m.parameters], dtype=float)
    subs = m.defaults_map()
    q0 = []
    for b in checked.bodies:
        r = np.array(b.position.subs(subs).evalf(), dtype=float).ravel()
        A = np.array(checked.orientations[b.name].subs(subs).evalf(), dtype=float)
        q0 += list(r) + list(quaternion_from_matrix(A))
    q0 = np.array(q0)
    rng = np.random.default_rng(20240601)
    samples = []
    start = _project(fun, jacf, q0, 0.0, p)
    if start is not None:
        samples.append(jacf(start, 0.0, p))
    base = start if start is not None else q0
    for _ in range(SAMPLES - 1):
        t = float(rng.uniform(0.0, 1.0))
        q = _project(fun, jacf, base + 0.05 * rng.standard_normal(base.size), t, p)
        if q is not None:
            samples.append(jacf(q, t, p))
    n_rows = len(rows)
    bases = [[] for _ in samples]
    for s, J in enumerate(samples):
        for g in J[n_rows:]:
            _absorb(bases[s], g)
    chosen: set[int] = set()
    for tolerance in (WELL_POSED, RANK_TOLERANCE):
        for i in range(n_rows):
            if i in chosen:
                continue
            if not samples or any(
                _is_independent(bases[s], J[i], tolerance) for s, J in enumerate(samples)
            ):
                chosen.add(i)
                for s, J in enumerate(samples):
                    _absorb(bases[s], J[i])
    kept = [row for i, row in enumerate(rows) if i in chosen]
    dropped = [row for i, row in enumerate(rows) if i not in chosen]
    if dropped:
        kept_rows = np.array([i in chosen for i in range(n_rows)] + [True] * len(norms))
        _check_consistent(
            lambda q, t, p: fun(q, t, p)[kept_rows],
            lambda q, t, p: jacf(q, t, p)[kept_rows],
            lambda q, t, p: fun(q, t, p)[:n_rows][~kept_rows[:n_rows]],
            dropped,
            base,
            p,
            rng,
        )
    rank = max((len(b) for b in bases), default=len(kept)) - len(norms)
    return Redundancy(kept, dropped, rank)


def _check_consistent(fun, jac, dropped_fun, dropped: list[Row], base, p, rng) -> None:
    """Raises ModelError naming the dropped rows that do not hold on configurations of the kept
    rows (module docstring)."""
    times = [0.0] + [float(t) for t in rng.uniform(0.0, 1.0, CONSISTENCY_SAMPLES)]
    worst: dict[int, tuple[float, float]] = {}
    for k, t in enumerate(times):
        start = base if k == 0 else base + 0.05 * rng.standard_normal(base.size)
        q = _project(fun, jac, start, t, p)
        if q is None:
            continue
        for i, r in enumerate(dropped_fun(q, t, p)):
            if abs(r) > CONSISTENCY_TOLERANCE and abs(r) > worst.get(i, (0.0, 0.0))[0]:
                worst[i] = (abs(r), t)
    if worst:
        raise ModelError(
            [
                Problem(
                    f"{dropped[i].owner_kind} '{dropped[i].owner}'",
                    f"row {dropped[i].label} contradicts the other constraints: it is "
                    "linearly dependent on them but does not hold where they do "
                    f"(residual {res:.3g} at t = {t:.3g}); remove it or the constraint it "
                    "fights (a driver on a fixed joint, a second driver of one coordinate)",
                )
                for i, (res, t) in sorted(worst.items())
            ]
        )


def _residual(basis: list[np.ndarray], g: np.ndarray) -> np.ndarray:
    r = g.copy()
    for _ in range(2):
        for e in basis:
            r -= (e @ r) * e
    return r


def _is_independent(
    basis: list[np.ndarray], g: np.ndarray, tolerance: float = RANK_TOLERANCE
) -> bool:
    scale = np.linalg.norm(g)
    return scale > 0 and np.linalg.norm(_residual(basis, g)) > tolerance * scale


def _absorb(basis: list[np.ndarray], g: np.ndarray) -> None:
    if _is_independent(basis, g):
        r = _residual(basis, g)
        basis.append(r / np.linalg.norm(r))
