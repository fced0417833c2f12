"""Validation of a mechanism: collect every problem, raise once (STYLE.md item 10).

:func:`validate` resolves names (:mod:`mechgen.symbolic.name_checks`), checks the physical data
(:mod:`mechgen.symbolic.body_checks`, :mod:`mechgen.symbolic.element_checks`), orthonormalizes
orientations that are off by round-off (with a notice), expands joints and drivers into basic
constraints (:mod:`mechgen.symbolic.row_expansion`) and checks that the initial configuration
satisfies them. The result, :class:`mechgen.symbolic.checked_model.CheckedModel`, is what the
derivations work on.
"""

from __future__ import annotations

import math
import warnings

import symengine as se
import sympy as sp
from mechgen.core.errors import ModelError, Problem

from .body_checks import check_body
from .checked_model import CheckedModel, Row
from .constraints import evaluate
from .element_checks import check_elements
from .model import Mechanism
from .name_checks import check_names
from .row_expansion import expand_rows
from .validation_checks import Collector, check_expression

DEFAULT_ASSEMBLY_TOLERANCE = 1e-4


def initial_residuals(checked: CheckedModel) -> list[tuple[Row, float]]:
    """Phi of every row at the initial configuration, t = 0, default parameters."""
    m = checked.mechanism
    subs = {se.sympify(k): v for k, v in m.defaults_map().items()}
    subs[se.sympify(m.t)] = 0.0
    out = []
    for row in checked.rows:
        con = row.constraint
        value = evaluate(con, checked.pose0(con.body_i), checked.pose0(con.body_j))
        out.append((row, _finite(value.subs(subs))))
    return out


def _finite(value) -> float:
    """A residual as a float: NaN where it is not a finite real number (log of a negative
    number at t = 0), which the caller reports as a violated row."""
    try:
        number = complex(value)
    except (RuntimeError, TypeError, ValueError):
        return math.nan
    return number.real if number.imag == 0 and math.isfinite(number.real) else math.nan


def validate(
    m: Mechanism, *, assemble: bool = False, assembly_tolerance: float = DEFAULT_ASSEMBLY_TOLERANCE
) -> CheckedModel:
    """Validates a mechanism and expands its joints into basic-constraint rows.

    Args:
        m: the mechanism.
        assemble: accept an initial configuration that violates the constraints by more than
            ``assembly_tolerance``; the runtime then assembles it by Newton projection.
        assembly_tolerance: largest |Phi| accepted without ``assemble``.

    Raises:
        ModelError: listing every problem, each naming the body, joint or parameter at fault.
    """
    col = Collector()
    check_names(m, col)
    checked = CheckedModel(m, list(m.bodies), {}, [])
    if not m.bodies:
        col.error(f"mechanism '{m.name}'", "has no bodies")
    check_expression(m.gravity, set(m.parameters.values()), "gravity", col, "gravity")
    bad_defaults = [
        name
        for name, value in m.defaults.items()
        if not isinstance(value, (int, float)) or not math.isfinite(value)
    ]
    for name in bad_defaults:
        col.error(
            f"parameter '{name}'", f"default must be a finite number, got {m.defaults[name]!r}"
        )
    if bad_defaults:  # every numeric check below evaluates at the defaults
        raise ModelError(col.errors)
    for body in m.bodies:
        orientation = check_body(body, m, col)
        if orientation is not None:
            checked.orientations[body.name] = orientation
    expand_rows(m, checked, col)
    check_elements(m, col)
    if not col.errors:
        for row, value in initial_residuals(checked):
            if not math.isfinite(value):
                col.error(
                    f"{row.owner_kind} '{row.owner}'",
                    f"{row.label} is not a finite real number at t = 0 (an expression outside "
                    "its domain there, such as the log or sqrt of a negative number)",
                )
            elif abs(value) > assembly_tolerance and not assemble:
                col.error(
                    f"{row.owner_kind} '{row.owner}'",
                    f"initial configuration violates {row.label}: residual {value:.3e}; fix the "
                    "data or assemble it by Newton projection (assemble=True, CLI --assemble)",
                )
    if col.errors:
        raise ModelError(col.errors)
    for w in col.warnings:
        warnings.warn(str(w), stacklevel=3)
    # what an importer could not model was said when the file was loaded; it is recorded here
    # so that every module, and every run of it, says it again
    checked.notices = col.warnings + [
        Problem(subject, message, "warning") for subject, message in m.unmodelled
    ]
    return checked


def work_sources(checked: CheckedModel) -> list[Problem]:
    """What does work on the mechanism besides gravity and undamped springs, each named:
    drivers, constraint rows that depend on time, applied loads, spring damping. A mechanism
    without any is conservative: its energy (kinetic, gravity, springs) is constant along the
    exact motion."""
    m = checked.mechanism
    problems = [Problem(f"driver '{d.name}'", "prescribes a motion") for d in m.drivers]
    problems += [
        Problem(f"{row.owner_kind} '{row.owner}'", f"{row.label} depends on time")
        for row in checked.rows
        if m.t in sp.sympify(row.constraint.f).free_symbols
    ]
    for load in m.loads:
        name = load.body if isinstance(load.body, str) else load.body.name
        problems.append(Problem(f"force on body '{name}'", "an applied load"))
    problems += [Problem(f"spring '{s.name}'", "has damping") for s in m.springs if s.damping != 0]
    problems += [
        Problem(f"spring '{s.name}'", "changes its stiffness or rest length in time")
        for s in m.springs
        if m.t in (sp.sympify(s.stiffness).free_symbols | sp.sympify(s.rest_length).free_symbols)
    ]
    return problems
