"""Mechanisms in YAML or JSON files: the schema, the loader and the exporter.

A model file holds the same data as a Python ``build()`` (bodies, joints, basic constraints,
drivers, forces, springs, parameters, joint rates, cut joints). :data:`SCHEMA` (JSON Schema,
draft 2020-12) fixes its structure; every violation is reported at once with its key path
(``bodies[1].mass: ...``). Numbers may be given as expressions in the parameters and ``t``,
parsed by :mod:`symbolic.expressions` (nothing is evaluated). YAML is read with ``safe_load``,
which builds plain data only. :func:`export` writes any Mechanism back to this form.
"""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import sympy as sp
import yaml
from sympy.printing.str import StrPrinter

from mechgen.errors import ModelError, Problem
from mechgen.outputs import atomic, check_output

from .expressions import ExpressionError, parse
from .model import BASIC_KINDS, JOINT_KINDS, Mechanism

_EXPR = {"type": ["number", "string"]}
_VEC = {"type": "array", "items": _EXPR, "minItems": 3, "maxItems": 3}
_MAT = {"type": "array", "items": _VEC, "minItems": 3, "maxItems": 3}
_NAME = {"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]*$"}
_REF = {"type": "string", "minLength": 1}


def _object(properties: dict, required: tuple[str, ...]) -> dict:
    return {
        "type": "object",
        "properties": properties,
        "required": list(required),
        "additionalProperties": False,
    }


SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "mechgen mechanism",
    **_object(
        {
            "name": _NAME,
            "gravity": _VEC,
            "assemble": {"type": "boolean"},
            "parameters": {"type": "object", "additionalProperties": {"type": "number"}},
            "bodies": {
                "type": "array",
                "items": _object(
                    {
                        "name": _NAME,
                        "mass": _EXPR,
                        "inertia": {"anyOf": [_VEC, _MAT]},
                        "position": _VEC,
                        "orientation": _MAT,
                        "velocity": _VEC,
                        "angular_velocity": _VEC,
                    },
                    ("name", "mass", "inertia"),
                ),
            },
            "joints": {
                "type": "array",
                "items": _object(
                    {
                        "name": _NAME,
                        "kind": {"enum": list(JOINT_KINDS)},
                        "body_i": _REF,
                        "body_j": _REF,
                        "point": _VEC,
                        "axis": _VEC,
                        "axis_i": _VEC,
                        "axis_j": _VEC,
                        "normal": _VEC,
                    },
                    ("kind", "body_i", "body_j"),
                ),
            },
            "constraints": {
                "type": "array",
                "items": _object(
                    {
                        "name": _NAME,
                        "label": {"type": "string"},
                        "kind": {"enum": list(BASIC_KINDS)},
                        "body_i": _REF,
                        "body_j": _REF,
                        "f": _EXPR,
                        **{k: _VEC for k in ("a_i", "a_j", "b_i", "b_j", "s_i", "s_j", "c")},
                    },
                    ("kind", "body_i", "body_j"),
                ),
            },
            "drivers": {
                "type": "array",
                "items": _object(
                    {
                        "name": _NAME,
                        "joint": _REF,
                        "expr": _EXPR,
                        "coordinate": {"enum": ["angle", "displacement"]},
                    },
                    ("joint", "expr"),
                ),
            },
            "forces": {
                "type": "array",
                "items": _object(
                    {"body": _REF, "force": _VEC, "point": _VEC, "torque": _VEC}, ("body",)
                ),
            },
            "springs": {
                "type": "array",
                "items": _object(
                    {
                        "name": _NAME,
                        "body_i": _REF,
                        "body_j": _REF,
                        "point_i": _VEC,
                        "point_j": _VEC,
                        "stiffness": _EXPR,
                        "damping": _EXPR,
                        "rest_length": _EXPR,
                    },
                    ("body_i", "body_j", "stiffness"),
                ),
            },
            "joint_rates": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "additionalProperties": {"anyOf": [_EXPR, _VEC]},
                },
            },
            "cut_joints": {"type": "array", "items": _REF},
        },
        ("name", "bodies"),
    ),
}
SUFFIXES = (".yaml", ".yml", ".json")


def _path(parts) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "(top level)"


def read(path: str | Path) -> dict:
    """The document of a model file, structurally validated.

    Raises:
        ModelError: a syntax error (with its line) or schema violations (with key paths).
    """
    path = Path(path)
    text = path.read_text()
    try:
        doc = json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)
    except (json.JSONDecodeError, yaml.YAMLError) as exc:
        raise ModelError(
            [Problem(f"file '{path}'", f"is not valid {path.suffix[1:]}: {exc}")]
        ) from exc
    validator = jsonschema.Draft202012Validator(SCHEMA)
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(map(str, e.absolute_path)))
    if errors:
        raise ModelError(
            [Problem(f"{path.name}: {_path(e.absolute_path)}", e.message) for e in errors]
        )
    return doc


def load(path: str | Path) -> Mechanism:
    """The Mechanism of a YAML or JSON model file (see :data:`SCHEMA`).

    Raises:
        ModelError: naming the file and the key path of every problem.
    """
    doc = read(path)
    name = Path(path).name
    m = Mechanism(doc["name"], assemble=doc.get("assemble", False))
    symbols = {"t": m.t}
    for key, value in doc.get("parameters", {}).items():
        symbols[key] = m.parameter(key, value)
    problems: list[Problem] = []

    def ex(value, where: str):
        try:
            return parse(value, symbols)
        except ExpressionError as exc:
            problems.append(Problem(f"{name}: {where}", str(exc)))
            return sp.Integer(0)

    def vec(value, where: str):
        return None if value is None else [ex(x, f"{where}[{k}]") for k, x in enumerate(value)]

    def vectors(item: dict, keys: tuple[str, ...], where: str) -> dict:
        return {k: vec(item[k], f"{where}.{k}") for k in keys if k in item}

    if "gravity" in doc:
        m.gravity = sp.Matrix(vec(doc["gravity"], "gravity"))
    for i, b in enumerate(doc["bodies"]):
        where = f"bodies[{i}]"
        inertia = b["inertia"]
        inertia = (
            [vec(r, f"{where}.inertia[{k}]") for k, r in enumerate(inertia)]
            if isinstance(inertia[0], list)
            else vec(inertia, f"{where}.inertia")
        )
        orientation = b.get("orientation")
        m.add_body(
            b["name"],
            mass=ex(b["mass"], f"{where}.mass"),
            inertia=inertia,
            orientation=None
            if orientation is None
            else [vec(r, f"{where}.orientation[{k}]") for k, r in enumerate(orientation)],
            **vectors(b, ("position", "velocity", "angular_velocity"), where),
        )
    for i, j in enumerate(doc.get("joints", [])):
        geometry = vectors(j, ("point", "axis", "axis_i", "axis_j", "normal"), f"joints[{i}]")
        m.add_joint(j["kind"], j["body_i"], j["body_j"], name=j.get("name"), **geometry)
    for i, c in enumerate(doc.get("constraints", [])):
        where = f"constraints[{i}]"
        keys = ("a_i", "a_j", "b_i", "b_j", "s_i", "s_j", "c")
        m.add_constraint(
            c["kind"],
            c["body_i"],
            c["body_j"],
            f=ex(c.get("f", 0), f"{where}.f"),
            name=c.get("name"),
            label=c.get("label"),
            **vectors(c, keys, where),
        )
    for i, d in enumerate(doc.get("drivers", [])):
        m.drive(d["joint"], ex(d["expr"], f"drivers[{i}].expr"), d.get("coordinate"), d.get("name"))
    for i, f in enumerate(doc.get("forces", [])):
        m.add_force(f["body"], **vectors(f, ("force", "point", "torque"), f"forces[{i}]"))
    for i, s in enumerate(doc.get("springs", [])):
        where = f"springs[{i}]"
        m.add_spring(
            s["body_i"],
            s["body_j"],
            **vectors(s, ("point_i", "point_j"), where),
            stiffness=ex(s["stiffness"], f"{where}.stiffness"),
            damping=ex(s.get("damping", 0), f"{where}.damping"),
            rest_length=ex(s.get("rest_length", 0), f"{where}.rest_length"),
            name=s.get("name"),
        )
    for joint, rates in doc.get("joint_rates", {}).items():
        where = f"joint_rates.{joint}"
        m.set_joint_rates(
            joint,
            **{
                k: vec(v, f"{where}.{k}") if isinstance(v, list) else ex(v, f"{where}.{k}")
                for k, v in rates.items()
            },
        )
    for joint in doc.get("cut_joints", []):
        m.cut_joint(joint)
    if problems:
        raise ModelError(problems)
    return m


class _Printer(StrPrinter):
    """sympy's str form with floats printed to round-trip (repr of the double)."""

    def _print_Float(self, expr) -> str:
        return repr(float(expr))


def _expr(e):
    e = sp.sympify(e)
    if e.is_Integer:
        return int(e)
    if e.is_Number and e.is_real:
        return float(e)
    return _Printer().doprint(e)


def _vec(v):
    return None if v is None else [_expr(x) for x in v]


def _ref(b) -> str:
    return b if isinstance(b, str) else b.name


def export(m: Mechanism) -> dict:
    """A Mechanism as a model-file document (load(export(m)) rebuilds it)."""
    doc: dict = {"name": m.name, "gravity": _vec(m.gravity)}
    if m.assemble:
        doc["assemble"] = True
    if m.parameters:
        doc["parameters"] = {k: float(m.defaults[k]) for k in m.parameters}
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
        {"name": j.name, "kind": j.kind, "body_i": _ref(j.body_i), "body_j": _ref(j.body_j)}
        | {
            k: _vec(getattr(j, k))
            for k in ("point", "axis", "axis_i", "axis_j")
            if getattr(j, k) is not None
        }
        for j in m.joints
    ]
    doc["constraints"] = [
        {
            "name": g.name,
            "label": c.label,
            "kind": c.kind,
            "body_i": _ref(c.body_i),
            "body_j": _ref(c.body_j),
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
            "body": _ref(f.body),
            "force": _vec(f.force),
            "point": _vec(f.point),
            "torque": _vec(f.torque),
        }
        for f in m.loads
    ]
    doc["springs"] = [
        {
            "name": s.name,
            "body_i": _ref(s.body_i),
            "body_j": _ref(s.body_j),
            "point_i": _vec(s.point_i),
            "point_j": _vec(s.point_j),
            "stiffness": _expr(s.stiffness),
            "damping": _expr(s.damping),
            "rest_length": _expr(s.rest_length),
        }
        for s in m.springs
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
    path = check_output(path, SUFFIXES, "model file")
    doc = export(m)
    text = (
        json.dumps(doc, indent=2)
        if path.suffix == ".json"
        else yaml.safe_dump(doc, sort_keys=False, default_flow_style=None)
    )
    with atomic(path) as tmp:
        tmp.write_text(text)
    return path
