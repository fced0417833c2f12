"""Mechanisms written as model files: :func:`export` gives any Mechanism as a model-file
document, exactly (loading it rebuilds the same description, hence the same input hash), and
:func:`write` writes it as YAML or JSON.
"""

from __future__ import annotations

import json
from pathlib import Path

import sympy as sp
import yaml
from mechgen.core.outputs import MODEL_FILE_SUFFIXES, atomic, check_output
from sympy.printing.str import StrPrinter

from .model import Mechanism, body_name


class _Printer(StrPrinter):
    """sympy's str form, written so that the expression parser rebuilds the same tree.

    Floats are printed as the repr of the double (the shortest text that reads back to it).
    A product of a number and an Add with other factors, ``Mul(-1, x + y, z)``, prints by
    default as ``-(x + y)*z``, which parses as ``(-(x + y))*z``: sympy distributes a number over
    an Add when they are the only two factors, giving ``(-x - y)*z``, another tree (and input
    hash). The other factors are grouped first instead: ``-((x + y)*z)``.
    """

    def _print_Float(self, expr) -> str:
        return repr(float(expr))

    def _print_Mul(self, expr) -> str:
        coefficient, rest = expr.as_coeff_Mul()
        if coefficient != 1 and rest.is_Mul and any(f.is_Add for f in rest.args):
            grouped = f"({self._print(rest)})"
            return f"-{grouped}" if coefficient == -1 else f"{self._print(coefficient)}*{grouped}"
        return super()._print_Mul(expr)


def _expr(e):
    """A number stays a number (an exact rational becomes text, ``5125/48``: a float would
    round it); anything else is an expression string."""
    e = sp.sympify(e)
    if e.is_Integer:
        return int(e)
    if e.is_Float:
        return float(e)
    return _Printer().doprint(e)


def _vec(v):
    return None if v is None else [_expr(x) for x in v]


def export(m: Mechanism) -> dict:
    """A Mechanism as a model-file document (load(export(m)) rebuilds it)."""
    doc: dict = {"name": m.name, "gravity": _vec(m.gravity)}
    if m.assemble:
        doc["assemble"] = True
    if m.parameters:
        defaults = {k: m.defaults[k] for k in m.parameters}
        doc["parameters"] = {k: v if isinstance(v, int) else float(v) for k, v in defaults.items()}
    doc["bodies"] = [
        {
            "name": b.name,
            "mass": _expr(b.mass),
            "inertia": [_vec(b.inertia.row(k)) for k in range(3)],
            "position": _vec(b.position),
            "orientation": [_vec(b.orientation.row(k)) for k in range(3)],
            "velocity": _vec(b.velocity),
            "angular_velocity": _vec(b.angular_velocity),
        }
        for b in m.bodies
    ]
    doc["joints"] = [
        {
            "name": j.name,
            "kind": j.kind,
            "body_i": body_name(j.body_i),
            "body_j": body_name(j.body_j),
        }
        | {
            k: _vec(getattr(j, k))
            for k in ("point", "axis", "axis_i", "axis_j")
            if getattr(j, k) is not None
        }
        | {k: _expr(v) for k, v in j.options.items()}
        for j in m.joints
    ]
    doc["constraints"] = [
        {
            "name": g.name,
            "label": c.label,
            "kind": c.kind,
            "body_i": body_name(c.body_i),
            "body_j": body_name(c.body_j),
            "f": _expr(c.f),
        }
        | {
            k: _vec(getattr(c, k))
            for k in ("a_i", "a_j", "b_i", "b_j", "s_i", "s_j", "c")
            if getattr(c, k) is not None
        }
        for g in m.groups
        for c in g.constraints
    ]
    doc["drivers"] = [
        {"name": d.name, "joint": d.joint, "expr": _expr(d.expr)}
        | ({"coordinate": d.coordinate} if d.coordinate else {})
        for d in m.drivers
    ]
    doc["forces"] = [
        {
            "body": body_name(f.body),
            "force": _vec(f.force),
            "point": _vec(f.point),
            "torque": _vec(f.torque),
        }
        for f in m.loads
    ]
    doc["springs"] = [
        {
            "name": s.name,
            "body_i": body_name(s.body_i),
            "body_j": body_name(s.body_j),
            "point_i": _vec(s.point_i),
            "point_j": _vec(s.point_j),
            "stiffness": _expr(s.stiffness),
            "damping": _expr(s.damping),
            "rest_length": _expr(s.rest_length),
        }
        for s in m.springs
    ]
    doc["markers"] = [
        {"name": mk.name, "body": body_name(mk.body), "point": _vec(mk.point)} for mk in m.markers
    ]
    doc["coordinates"] = [
        {
            "name": c.name,
            "body_i": body_name(c.body_i),
            "body_j": body_name(c.body_j),
            "kind": c.kind,
            "point": _vec(c.point),
            "axis": _vec(c.axis),
        }
        for c in m.coordinates
    ]
    doc["joint_rates"] = {
        j: {k: _vec(v) if isinstance(v, sp.MatrixBase) else _expr(v) for k, v in rates.items()}
        for j, rates in m.joint_rates.items()
    }
    doc["cut_joints"] = list(m.cut_joints)
    return {k: v for k, v in doc.items() if v not in ([], {})}


def write(m: Mechanism, path: str | Path) -> Path:
    """Writes a model file (.yaml, .yml or .json by the suffix).

    Raises:
        OutputError: another suffix or a folder that cannot be written (nothing is written).
    """
    path = check_output(path, MODEL_FILE_SUFFIXES, "model file")
    doc = export(m)
    text = (
        json.dumps(doc, indent=2)
        if path.suffix == ".json"
        else yaml.safe_dump(doc, sort_keys=False, default_flow_style=None)
    )
    with atomic(path) as tmp:
        tmp.write_text(text)
    return path
