"""The pieces of an equation set, each derived once and only when an entry needs it.

Pieces are symengine expressions in sparse form ({(row, col): expr}); see
:mod:`mechgen.symbolic.derive` for the entries built from them and the papers' equations they
implement.
"""

from __future__ import annotations

from functools import cached_property

import symengine as se
import sympy as sp

from .checked_model import Row
from .constraints import evaluate
from .context import ZERO, Context, Converter, to_se
from .dynamics import generalized_forces, kinetic, tangent

Sparse = dict[tuple[int, int], se.Basic]


def sparse_rows(rows: list[dict[int, se.Basic]]) -> Sparse:
    return {(r, c): e for r, row in enumerate(rows) for c, e in row.items()}


def cells_of(matrix) -> tuple[tuple[int, int], Sparse]:
    """Shape and nonzero symengine cells of a sympy matrix (one :class:`Converter` for all, so
    that subexpressions the cells share are converted once)."""
    convert = Converter()
    cells = {
        (i, j): convert(matrix[i, j])
        for i in range(matrix.rows)
        for j in range(matrix.cols)
        if matrix[i, j] != 0
    }
    return (matrix.rows, matrix.cols), cells


def column(values: list) -> tuple[tuple[int, int], Sparse]:
    """Shape and nonzero symengine cells of a column (one :class:`Converter` for all)."""
    convert = Converter()
    converted = [convert(v) for v in values]
    cells = {(i, 0): v for i, v in enumerate(converted) if v != ZERO}
    return (len(values), 1), cells


def _times_block_diagonal(data: Sparse, T: sp.Matrix, blocks: list[tuple[int, int]]) -> Sparse:
    """data @ T for a block-diagonal T given by its (start, stop) column blocks."""
    block_of = {c: (b0, b1) for b0, b1 in blocks for c in range(b0, b1)}
    T_se = {
        (i, j): to_se(T[i, j])
        for b0, b1 in blocks
        for i in range(b0, b1)
        for j in range(b0, b1)
        if T[i, j] != 0
    }
    out: Sparse = {}
    for (i, k), val in data.items():
        b0, b1 = block_of[k]
        for j in range(b0, b1):
            if (k, j) in T_se:
                out[(i, j)] = out.get((i, j), ZERO) + val * T_se[(k, j)]
    return {key: v for key, v in out.items() if v != ZERO}


class Derivation:
    """The pieces of an equation set, each derived once (in symengine) and only when an entry
    needs it."""

    def __init__(self, ctx: Context, rows: list[Row]):
        self.ctx = ctx
        self.rows = rows
        nv = ctx.nv
        self.dv = tuple(sp.Symbol(f"dv_{i}") for i in range(nv))
        self.acc = tuple(sp.Symbol(f"acc_{i}") for i in range(nv))
        self.h = sp.Symbol("h")
        self.hq, self.hv = sp.Symbol("hq"), sp.Symbol("hv")
        self.lam = tuple(sp.Symbol(f"lam_{i}") for i in range(len(self.phi)))

    @cached_property
    def row_residuals(self) -> list[se.Basic]:
        """The residuals of the rows, without the coordinates' normalization rows."""
        ctx = self.ctx
        return [
            to_se(
                evaluate(r.constraint, ctx.pose(r.constraint.body_i), ctx.pose(r.constraint.body_j))
            )
            for r in self.rows
        ]

    @cached_property
    def phi(self) -> list[se.Basic]:
        """The rows' residuals, then the normalization rows of the coordinates."""
        normalization = [to_se(e) for c in self.ctx.coords for e in c.normalization]
        return self.row_residuals + normalization

    @cached_property
    def phi_q(self) -> list[dict[int, se.Basic]]:
        return [self.ctx.jac_v(e) for e in self.phi]

    @cached_property
    def nu(self) -> list[se.Basic]:
        t = to_se(self.ctx.t)
        return [-e.diff(t) for e in self.phi]

    @cached_property
    def velocity_residual(self) -> list[se.Basic]:
        """dPhi/dt = Phi_q v + Phi_t = Phi_q v - nu per row (seed 001 eq. 15b): zero where the
        velocities satisfy the constraints."""
        t = to_se(self.ctx.t)
        v = [to_se(s) for s in self.ctx.v]
        return [
            se.add(*[val * v[col] for col, val in row.items()]) + e.diff(t)
            for e, row in zip(self.phi, self.phi_q, strict=True)
        ]

    @cached_property
    def gamma(self) -> list[se.Basic]:
        return [-self.ctx.dt(rate) for rate in self.velocity_residual]

    @cached_property
    def kinetic(self):
        return kinetic(self.ctx)

    @cached_property
    def mass(self) -> sp.Matrix:
        blocks = self.kinetic[2]
        return sp.diag(*blocks) if blocks else sp.zeros(0, 0)

    @cached_property
    def forces(self) -> tuple[list[se.Basic], sp.Expr, sp.Expr]:
        """Q, the potential V and the power of loads and damping (dynamics.generalized_forces)."""
        Q, V, power = generalized_forces(self.ctx)
        return [to_se(e) for e in Q], V, power

    @cached_property
    def reaction(self) -> list[se.Basic]:
        """Phi_q^T lam, one entry per velocity coordinate."""
        terms: list[list] = [[] for _ in range(self.ctx.nv)]
        for row, lam_i in zip(self.phi_q, self.lam, strict=True):
            lam_se = to_se(lam_i)
            for col, val in row.items():
                terms[col].append(val * lam_se)
        return [se.add(*t) for t in terms]

    @cached_property
    def reaction_q(self) -> Sparse:
        return sparse_rows([self.ctx.jac_v(e) for e in self.reaction])

    @cached_property
    def q_q(self) -> Sparse:
        return sparse_rows([self.ctx.jac_v(e) for e in self.forces[0]])

    @cached_property
    def q_v(self) -> Sparse:
        return sparse_rows([self.ctx.jac_vel(e) for e in self.forces[0]])

    @cached_property
    def inertia(self) -> list[se.Basic]:
        return [to_se(e) for e in self.mass * sp.Matrix(self.acc)]

    @cached_property
    def mass_q(self) -> Sparse:
        return sparse_rows([self.ctx.jac_v(e) for e in self.inertia])

    def index3_residual(self) -> tuple[tuple[int, int], Sparse]:
        """[M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 34b, 41, 44)."""
        top = [
            i + r - f for i, r, f in zip(self.inertia, self.reaction, self.forces[0], strict=True)
        ]
        h2 = to_se(self.h) ** 2
        return column(top + [e / h2 for e in self.phi])

    def index3_matrix(self) -> tuple[tuple[int, int], Sparse]:
        """[[M + h^2 ((Ma)_q + (Phi_q^T lam)_q - Q_q) T - h Q_v, Phi_q^T], [Phi_q T, 0]]: the
        unknown a moves q by h^2 through the increment h v = h v_n + h^2 a, and v by h."""
        return self.iteration_matrix(
            to_se(self.h) ** 2, to_se(self.h), tuple(self.h * s for s in self.ctx.v)
        )

    def genalpha_matrix(self) -> tuple[tuple[int, int], Sparse]:
        """The iteration matrix of the generalized-alpha scheme, with the increment dv of the
        update q = q_n (+) dv and the sensitivities hq = dq/da and hv = dv/da as arguments
        (runtime/genalpha.py: beta' h^2 and gamma' h)."""
        return self.iteration_matrix(to_se(self.hq), to_se(self.hv), self.dv)

    def iteration_matrix(self, hq, hv, increment: tuple) -> tuple[tuple[int, int], Sparse]:
        """[[M + hq ((Ma)_q + (Phi_q^T lam)_q - Q_q) T - hv Q_v, Phi_q^T], [Phi_q T, 0]], T the
        tangent of q_n (+) dv at dv = increment: the derivative of the residual
        [M a + Phi_q^T lam - Q; Phi / hq] in (a, lam) when q moves by hq T and v by hv per unit
        of a."""
        ctx = self.ctx
        nv, nc = ctx.nv, len(self.phi)
        T = tangent(ctx, increment)
        blocks = [(ctx.v_off[k], ctx.v_off[k] + len(c.v)) for k, c in enumerate(ctx.coords)]
        stiff: Sparse = {}
        for part, sign in ((self.reaction_q, 1), (self.q_q, -1), (self.mass_q, 1)):
            for key, val in part.items():
                stiff[key] = stiff.get(key, ZERO) + sign * val
        data: Sparse = {}
        for key, val in _times_block_diagonal(stiff, T, blocks).items():
            data[key] = hq * val
        for (i, j), val in self.q_v.items():
            data[(i, j)] = data.get((i, j), ZERO) - hv * val
        for i in range(nv):
            for j in range(nv):
                if self.mass[i, j] != 0:
                    data[(i, j)] = data.get((i, j), ZERO) + to_se(self.mass[i, j])
        for (r, c), val in _times_block_diagonal(sparse_rows(self.phi_q), T, blocks).items():
            data[(nv + r, c)] = val
        for r, row in enumerate(self.phi_q):
            for c, val in row.items():
                data[(c, nv + r)] = val
        return (nv + nc, nv + nc), data
