"""Mechanisms in YAML or JSON files: reading and loading them.

A model file holds the same data as a Python ``build()`` (bodies, joints, basic constraints,
drivers, forces, springs, parameters, joint rates, cut joints). :data:`SCHEMA` (JSON Schema,
draft 2020-12, :mod:`mechgen.symbolic.model_schema`) fixes its structure; every violation is
reported at once with its key path (``bodies[1].mass: ...``). Numbers may be given as
expressions in the parameters and ``t``, parsed by :mod:`mechgen.symbolic.expressions` (nothing
is evaluated). :func:`mechgen.symbolic.model_export.export` writes any Mechanism back to this
form, exactly: loading the file gives the same description, hence the same input hash.

A model file is untrusted input: whatever it holds, reading it ends in bounded time and memory,
either with the document or with a :class:`ModelFileError` of at most :data:`MAX_PROBLEMS` short
problems naming the file and, where there is one, the key path or line. Before anything is
constructed, the file's text and document are bounded (:mod:`mechgen.symbolic.bounded_document`:
its size, nesting and number of values; no YAML anchors or aliases); the expressions of one
file have at most :data:`MAX_EXPRESSION_TEXT` characters in all.
"""

from __future__ import annotations

import math
from itertools import islice
from pathlib import Path

import jsonschema
import sympy as sp
from mechgen.core.errors import MAX_LISTED, ModelError, Problem
from mechgen.core.outputs import MODEL_FILE_SUFFIXES

from .bounded_document import Refused, document
from .expressions import ExpressionError, parse, shorten
from .model import Mechanism
from .model_schema import JOINT_SCALARS, SCHEMA

SUFFIXES = MODEL_FILE_SUFFIXES
#: characters of the expressions of one file (bundled examples: at most 1.3 k); the costliest
#: expressions the parser allows (sums of calls nested 10 deep) take 0.15 ms per character,
#: so at most about 8 s
MAX_EXPRESSION_TEXT = 50_000
#: problems listed in one error
MAX_PROBLEMS = MAX_LISTED
#: characters of one problem's message
MAX_MESSAGE = 240


class ModelFileError(ModelError):
    """The problems of one model file, each message at most :data:`MAX_MESSAGE` characters,
    so that hostile content cannot make the message huge. ModelError lists at most
    :data:`MAX_PROBLEMS`; the schema check stops looking after one more, which the message
    says."""

    def __init__(self, problems: list[Problem]):
        super().__init__([Problem(p.subject, shorten(p.message, MAX_MESSAGE)) for p in problems])
        if len(problems) > MAX_PROBLEMS:
            text = str(self).split(":", 1)[1]
            self.args = (
                f"invalid mechanism (more than {MAX_PROBLEMS} problems, the first "
                f"{MAX_PROBLEMS}):{text}",
            )


def suffix_error(path: Path, accepted: tuple[str, ...], what: str) -> ModelFileError:
    """The error for a file whose suffix is none of ``accepted`` (compared as written: the
    suffixes are lower case, as ``mechgen export`` writes them).

    Args:
        path: the file.
        accepted: the suffixes, each with its dot.
        what: what such a file is, e.g. ``"model file"``.
    """
    has = f"the suffix '{shorten(path.suffix, 20)}'" if path.suffix else "no suffix"
    return ModelFileError(
        [Problem(f"file '{path}'", f"has {has}; a {what} ends in {' or '.join(accepted)}")]
    )


def _path(parts) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{shorten(str(p), 40)}" if out else str(p))
    return out or "(top level)"


def _schema_message(error: jsonschema.ValidationError) -> str:
    """The message of a schema violation with the offending value shortened (jsonschema
    quotes it whole)."""
    message = error.message
    if error.validator == "anyOf" and "description" in error.schema:
        message = (
            f"{shorten(repr(error.instance))} is not valid: expected {error.schema['description']}"
        )
    if len(message) > MAX_MESSAGE:
        value = repr(error.instance)
        if message.startswith(value):
            message = shorten(value) + message[len(value) :]
    return message


def read(path: str | Path) -> dict:
    """The document of a model file, structurally validated.

    Raises:
        ModelFileError: a file too large, nested too deep, not UTF-8, a syntax error (with its
            line), YAML anchors, or schema violations (with key paths).
    """
    path = Path(path)
    if path.suffix not in SUFFIXES:
        raise suffix_error(path, SUFFIXES, "model file")
    try:
        doc = document(path)
    except Refused as exc:
        raise ModelFileError([Problem(f"file '{path}'", str(exc))]) from None
    validator = jsonschema.Draft202012Validator(SCHEMA)
    errors = list(islice(validator.iter_errors(doc), MAX_PROBLEMS + 1))
    if errors:
        errors.sort(key=lambda e: list(map(str, e.absolute_path)))
        raise ModelFileError(
            [Problem(f"{path.name}: {_path(e.absolute_path)}", _schema_message(e)) for e in errors]
        )
    return doc


def load(path: str | Path) -> Mechanism:
    """The Mechanism of a YAML or JSON model file (see :data:`SCHEMA`).

    Raises:
        ModelFileError: naming the file and the key path of every problem.
    """
    doc = read(path)
    name = Path(path).name
    m = Mechanism(doc["name"], assemble=doc.get("assemble", False))
    symbols = {"t": m.t}
    problems: list[Problem] = []
    for key, value in doc.get("parameters", {}).items():
        if not math.isfinite(value):
            problems.append(Problem(f"{name}: parameters.{key}", f"{value!r} is not finite"))
        symbols[key] = m.parameter(key, value)
    budget = MAX_EXPRESSION_TEXT

    def ex(value, where: str):
        nonlocal budget
        if isinstance(value, str):
            budget -= len(value)
            if budget < 0:
                problems.append(
                    Problem(
                        f"file '{path}'",
                        f"more than {MAX_EXPRESSION_TEXT} characters of expressions",
                    )
                )
                raise ModelFileError(problems)
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
        scalars = {k: ex(j[k], f"joints[{i}].{k}") for k in JOINT_SCALARS if k in j}
        m.add_joint(j["kind"], j["body_i"], j["body_j"], name=j.get("name"), **geometry, **scalars)
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
    for i, mk in enumerate(doc.get("markers", [])):
        m.add_marker(mk["name"], mk["body"], **vectors(mk, ("point",), f"markers[{i}]"))
    for i, c in enumerate(doc.get("coordinates", [])):
        m.add_coordinate(
            c["name"],
            c["body_i"],
            c["body_j"],
            c["kind"],
            **vectors(c, ("point", "axis"), f"coordinates[{i}]"),
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
        raise ModelFileError(problems)
    return m
