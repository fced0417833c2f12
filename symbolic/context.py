"""Coordinates of all bodies in one formulation and the generic differential operators on them.

Derivation is local: an expression is differentiated only with respect to the coordinates of the
bodies it involves, so derivation cost grows linearly with the number of bodies and joints.
"""

from __future__ import annotations

import sympy as sp

from .constraints import Pose
from .formulations import BODY_BUILDERS, BodyCoordinates
from .validation import CheckedModel


class Context:
    """Coordinates of every body and the generic differential operators on them."""

    def __init__(self, checked: CheckedModel, formulation: str):
        m = checked.mechanism
        self.m = m
        self.t = m.t
        self.formulation = formulation
        self.coords: list[BodyCoordinates] = [
            BODY_BUILDERS[formulation](b.name) for b in checked.bodies
        ]
        self.by_name = {c.name: c for c in self.coords}
        self.owner: dict[sp.Symbol, int] = {}
        self.q_off, self.v_off = [], []
        nq = nv = 0
        for k, c in enumerate(self.coords):
            self.q_off.append(nq)
            self.v_off.append(nv)
            nq += len(c.q)
            nv += len(c.v)
            for s in c.q + c.v:
                self.owner[s] = k
        self.nq, self.nv = nq, nv
        self.K = [c.K for c in self.coords]
        self.q = [s for c in self.coords for s in c.q]
        self.v = [s for c in self.coords for s in c.v]
        self.checked = checked

    def pose(self, body) -> Pose:
        if body.is_ground:
            return Pose(sp.zeros(3, 1), sp.eye(3))
        c = self.by_name[body.name]
        return Pose(c.r, c.A)

    def bodies_in(self, expr) -> list[int]:
        return sorted({self.owner[s] for s in sp.sympify(expr).free_symbols if s in self.owner})

    def jac_v(self, expr) -> dict[int, sp.Expr]:
        """Row of dexpr/dq K(q): the derivative along the velocity coordinates."""
        out = {}
        for k in self.bodies_in(expr):
            c, K = self.coords[k], self.K[k]
            grad = [sp.diff(expr, s) for s in c.q]
            for col in range(len(c.v)):
                val = sp.Add(
                    *[
                        grad[i] * K[i, col]
                        for i in range(len(c.q))
                        if K[i, col] != 0 and grad[i] != 0
                    ]
                )
                if val != 0:
                    out[self.v_off[k] + col] = val
        return out

    def jac_vel(self, expr) -> dict[int, sp.Expr]:
        """Row of dexpr/dv (v the velocity coordinates)."""
        fs = sp.sympify(expr).free_symbols
        out = {}
        for k, c in enumerate(self.coords):
            for col, s in enumerate(c.v):
                if s in fs:
                    d = sp.diff(expr, s)
                    if d != 0:
                        out[self.v_off[k] + col] = d
        return out

    def dt(self, expr) -> sp.Expr:
        """Total time derivative along q' = K(q) v with v frozen."""
        terms = [sp.diff(expr, self.t)]
        for k in self.bodies_in(expr):
            c = self.coords[k]
            terms += [sp.diff(expr, s) * c.qdot[i] for i, s in enumerate(c.q)]
        return sp.Add(*terms)
