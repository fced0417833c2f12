"""The pieces every check of validation is made of: the collector of problems, values at the
parameter defaults, and the checks of one expression, point or direction, and body reference,
each recording what is wrong in the collector (STYLE.md item 10: collect every problem, raise
once).
"""

from __future__ import annotations

import math

import numpy as np
import sympy as sp
from mechgen.core import escaping
from mechgen.core.errors import Problem

from .expressions import shorten
from .model import Body, Mechanism


def num(expr, defaults) -> float:
    """The value at the defaults; NaN where it is not a finite real number (sqrt(-1), 1/0),
    so that the finiteness checks report it."""
    try:
        value = sp.sympify(expr).subs(defaults).evalf()
    except (OverflowError, ValueError, ZeroDivisionError):  # mpmath past its range
        return math.nan
    return float(value) if value.is_extended_real and value.is_finite else math.nan


def num_matrix(mat: sp.Matrix, defaults) -> np.ndarray:
    """The values of a matrix's entries at the defaults (:func:`num`)."""
    return np.array([[num(x, defaults) for x in row] for row in mat.tolist()], dtype=float)


class Collector:
    """The problems found so far, errors and warnings, in the order they were found."""

    def __init__(self):
        self.problems: list[Problem] = []

    def error(self, subject: str, message: str) -> None:
        self.problems.append(Problem(subject, message))

    def warn(self, subject: str, message: str) -> None:
        self.problems.append(Problem(subject, message, "warning"))

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "warning"]


def clip(text) -> str:
    """A name for a message: printable and short (names may be hostile)."""
    return shorten(escaping.visible(str(text)), 63)


def check_expression(expr, allowed: set, subject: str, col: Collector, what: str) -> bool:
    """Whether ``expr`` uses only the symbols ``allowed`` (the parameters, and t where time
    may enter)."""
    unknown = sp.sympify(expr).free_symbols - allowed
    if unknown and {s.name for s in unknown} == {"t"}:
        col.error(subject, f"{what} may not depend on the time t (only loads and drivers may)")
        return False
    if unknown:
        col.error(
            subject,
            f"{what} uses unknown symbols {sorted(map(str, unknown))}; "
            "declare them with m.parameter()",
        )
        return False
    return True


def check_twice_differentiable(expr, t: sp.Symbol, subject: str, col: Collector, what: str):
    """Refuses |g(t)| in a prescribed motion: Phi is differentiated twice in t (the velocity and
    acceleration equations, seed 001 eqs. (3)-(4)), and |g| has no derivative where g = 0 (it
    turns the velocity around in no time, an impulsive acceleration). Judged as written and
    with t real, where sympy writes sqrt(g**2) as |g|. A smooth |g|**2 is refused too (the
    derivation, with t not declared real, would keep the |.|): write g**2."""
    real_t = sp.Symbol("t_real", real=True)
    written = sp.sympify(expr)
    real = written.subs(t, real_t).atoms(sp.Abs, sp.sign)
    kinks = sorted(
        {str(a) for a in written.atoms(sp.Abs, sp.sign) if t in a.free_symbols}
        | {str(a.subs(real_t, t)) for a in real if real_t in a.free_symbols}
    )
    if kinks:
        col.error(
            subject,
            f"{what} uses {shorten(kinks[0], 60)}, which has no derivative where its argument "
            "is zero; a prescribed motion must be twice differentiable in t (write a smooth "
            "profile, e.g. sqrt(g**2 + eps**2) for |g|)",
        )


def geometry(vec, m: Mechanism, subject: str, col: Collector, what: str) -> np.ndarray | None:
    """A point or direction of the model data: three real finite numbers at the defaults, in
    parameters only (geometry at the initial configuration cannot depend on t)."""
    params = set(m.parameters.values())
    if not isinstance(vec, sp.MatrixBase) or vec.shape != (3, 1):
        col.error(subject, f"{what} must be three numbers")
        return None
    if not check_expression(vec, params, subject, col, what):
        return None
    values = num_matrix(vec, m.defaults_map()).ravel()
    if not np.all(np.isfinite(values)):
        col.error(subject, f"{what} is not three finite real numbers at the parameter defaults")
        return None
    return values


def resolve(ref, m: Mechanism, subject: str, col: Collector) -> Body | None:
    """The body a reference names (a body, its name or 'ground'); None where it is unknown."""
    body = m.find_body(ref)
    if body is None:
        known = ", ".join(["ground"] + [b.name for b in m.bodies])
        col.error(subject, f"unknown body '{ref}' (known: {known})")
    return body
