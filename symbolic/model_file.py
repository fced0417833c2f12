"""Mechanisms in YAML or JSON files: the schema, the loader and the exporter.

A model file holds the same data as a Python ``build()`` (bodies, joints, basic constraints,
drivers, forces, springs, parameters, joint rates, cut joints). :data:`SCHEMA` (JSON Schema,
draft 2020-12) fixes its structure; every violation is reported at once with its key path
(``bodies[1].mass: ...``). Numbers may be given as expressions in the parameters and ``t``,
parsed by :mod:`mechgen.symbolic.expressions` (nothing is evaluated). :func:`export` writes any
Mechanism back to this form, exactly: loading the file gives the same description, hence the
same input hash.

A model file is untrusted input: whatever it holds, reading it ends in bounded time and memory,
either with the document or with a :class:`ModelFileError` of at most :data:`MAX_PROBLEMS` short
problems naming the file and, where there is one, the key path or line. Before anything is
constructed, the file may have at most :data:`MAX_BYTES` bytes of UTF-8 text, its document at
most :data:`MAX_NODES` values nested at most :data:`MAX_DEPTH` deep, and YAML anchors and
aliases are refused (:class:`_Loader` says why); integer literals too long to be numbers are
kept as text, which the expression parser refuses with their key path; the expressions of one
file have at most :data:`MAX_EXPRESSION_TEXT` characters in all. YAML is read by a subclass of
``yaml.SafeLoader``, which builds plain data only.
"""

from __future__ import annotations

import json
import math
import re
from itertools import islice
from pathlib import Path

import jsonschema
import sympy as sp
import yaml
from mechgen.core.errors import MAX_LISTED, ModelError, Problem
from mechgen.core.outputs import MODEL_FILE_SUFFIXES, atomic, check_output
from sympy.printing.str import StrPrinter

from .constraints import BY_HAND
from .expressions import MAX_DIGITS, ExpressionError, parse, shorten
from .joints import JOINT_KINDS, KINDS
from .model import COORDINATE_KINDS, Mechanism
from .validation import MAX_MECHANISM_NAME, MAX_NAME

#: scalar data of the joint kinds (a screw's pitch), accepted on every joint entry
JOINT_SCALARS = tuple(dict.fromkeys(s for k in KINDS.values() for s in k.scalars))

_EXPR = {"type": ["number", "string"]}
_VEC = {"type": "array", "items": _EXPR, "minItems": 3, "maxItems": 3}
_MAT = {"type": "array", "items": _VEC, "minItems": 3, "maxItems": 3}
_NAME = {"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]*$", "maxLength": MAX_NAME}
_REF = {"type": "string", "minLength": 1, "maxLength": MAX_NAME}
#: how the schema says what a number is; units are SI throughout (m, kg, s, rad, N)
_NUMBER = "a number or an expression in the parameters and t"
_VECTOR = "3 numbers or expressions"


def _is(schema: dict, description: str) -> dict:
    """``schema`` with a description (the schema's documentation, and the message of a value
    that matches none of an ``anyOf``)."""
    return {**schema, "description": description}


def _object(properties: dict, required: tuple[str, ...], description: str = "") -> dict:
    out = {
        "type": "object",
        "properties": properties,
        "required": list(required),
        "additionalProperties": False,
    }
    return _is(out, description) if description else out


_BODY_REF = "name of a body, or 'ground'"

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "mechgen mechanism",
    **_object(
        {
            "name": _is(
                _NAME | {"maxLength": MAX_MECHANISM_NAME},
                f"name of the mechanism (a letter, then letters, digits, _; at most "
                f"{MAX_MECHANISM_NAME}: it names files)",
            ),
            "gravity": _is(_VEC, f"gravitational acceleration, global [m/s^2]: {_VECTOR}"),
            "assemble": _is(
                {"type": "boolean"},
                "true: the initial configuration may violate the constraints; it is assembled "
                "by Newton projection",
            ),
            "parameters": _is(
                {
                    "type": "object",
                    "propertyNames": _NAME,
                    "additionalProperties": {"type": "number"},
                },
                "named parameters and their default values, usable in every expression "
                "(their units are those of where they are used)",
            ),
            "bodies": _is(
                {
                    "type": "array",
                    "items": _object(
                        {
                            "name": _is(_NAME, "unique name (keys the results)"),
                            "mass": _is(_EXPR, f"mass [kg]: {_NUMBER}"),
                            "inertia": _is(
                                {"anyOf": [_VEC, _MAT]},
                                "inertia about the centre of mass in the body frame [kg m^2]: "
                                "3 principal values or a 3x3 matrix",
                            ),
                            "position": _is(_VEC, f"initial centre of mass, global [m]: {_VECTOR}"),
                            "orientation": _is(
                                _MAT,
                                "initial rotation matrix body -> global, by rows: a 3x3 matrix "
                                "(default: the identity)",
                            ),
                            "velocity": _is(
                                _VEC, f"initial centre-of-mass velocity, global [m/s]: {_VECTOR}"
                            ),
                            "angular_velocity": _is(
                                _VEC, f"initial angular velocity, global [rad/s]: {_VECTOR}"
                            ),
                        },
                        ("name", "mass", "inertia"),
                        "a rigid body",
                    ),
                },
                "the rigid bodies",
            ),
            "joints": _is(
                {
                    "type": "array",
                    "items": _object(
                        {
                            "name": _is(_NAME, "unique name (default J1, J2, ...)"),
                            "kind": _is({"enum": list(JOINT_KINDS)}, "the kind of joint"),
                            "body_i": _is(_REF, _BODY_REF),
                            "body_j": _is(_REF, _BODY_REF),
                            "point": _is(
                                _VEC,
                                f"joint point, global at the initial configuration [m]: {_VECTOR}",
                            ),
                            "axis": _is(
                                _VEC,
                                "joint axis, global at the initial configuration "
                                f"(direction): {_VECTOR}",
                            ),
                            "axis_i": _is(
                                _VEC, f"a universal joint's axis on body_i, global: {_VECTOR}"
                            ),
                            "axis_j": _is(
                                _VEC, f"a universal joint's axis on body_j, global: {_VECTOR}"
                            ),
                            "normal": _is(
                                _VEC, f"a planar joint's plane normal, global: {_VECTOR}"
                            ),
                        }
                        | {
                            name: _is(
                                _EXPR,
                                f"scalar datum of a joint kind (a screw's pitch: the axial "
                                f"advance per turn [m], right-handed if positive): {_NUMBER}",
                            )
                            for name in JOINT_SCALARS
                        },
                        ("kind", "body_i", "body_j"),
                        "a joint between two bodies; body_j moves relative to body_i",
                    ),
                },
                "the joints",
            ),
            "constraints": _is(
                {
                    "type": "array",
                    "items": _object(
                        {
                            "name": _is(
                                _NAME, "group name: constraints sharing it are reported together"
                            ),
                            "label": _is(
                                {"type": "string", "maxLength": MAX_NAME},
                                "label of this row in reports",
                            ),
                            "kind": _is(
                                {"enum": list(BY_HAND)},
                                "basic constraint of Kissel, Taves & Negrut (DP1, DP2, D, CD)",
                            ),
                            "body_i": _is(_REF, _BODY_REF),
                            "body_j": _is(_REF, _BODY_REF),
                            "f": _is(_EXPR, f"prescribed value, may depend on t: {_NUMBER}"),
                            **{
                                k: _is(_VEC, f"{k}, body frame of its body [m or direction]")
                                for k in ("a_i", "a_j", "b_i", "b_j", "s_i", "s_j")
                            },
                            "c": _is(_VEC, f"the CD constraint's global direction: {_VECTOR}"),
                        },
                        ("kind", "body_i", "body_j"),
                        "one basic constraint row, vectors in the bodies' frames",
                    ),
                },
                "basic constraints (rows of your own beside the joints)",
            ),
            "drivers": _is(
                {
                    "type": "array",
                    "items": _object(
                        {
                            "name": _is(_NAME, "unique name (default JOINT_driver)"),
                            "joint": _is(_REF, "name of the driven joint"),
                            "expr": _is(
                                _EXPR,
                                "the joint coordinate from the initial configuration as a "
                                "function of t [rad or m]",
                            ),
                            "coordinate": _is(
                                {"enum": ["angle", "displacement"]},
                                "which coordinate of a cylindrical joint is driven",
                            ),
                        },
                        ("joint", "expr"),
                        "a prescribed joint coordinate",
                    ),
                },
                "the drivers",
            ),
            "forces": _is(
                {
                    "type": "array",
                    "items": _object(
                        {
                            "body": _is(_REF, "name of the body loaded"),
                            "force": _is(_VEC, f"force, global [N]: {_VECTOR}"),
                            "point": _is(_VEC, f"point of application, body frame [m]: {_VECTOR}"),
                            "torque": _is(_VEC, f"torque, global [N m]: {_VECTOR}"),
                        },
                        ("body",),
                        "an applied force and torque (may depend on t)",
                    ),
                },
                "applied loads",
            ),
            "springs": _is(
                {
                    "type": "array",
                    "items": _object(
                        {
                            "name": _is(_NAME, "unique name (default S1, S2, ...)"),
                            "body_i": _is(_REF, _BODY_REF),
                            "body_j": _is(_REF, _BODY_REF),
                            "point_i": _is(_VEC, f"point on body_i, body frame [m]: {_VECTOR}"),
                            "point_j": _is(_VEC, f"point on body_j, body frame [m]: {_VECTOR}"),
                            "stiffness": _is(_EXPR, f"stiffness [N/m]: {_NUMBER}"),
                            "damping": _is(_EXPR, f"damping [N s/m]: {_NUMBER}"),
                            "rest_length": _is(_EXPR, f"rest length [m]: {_NUMBER}"),
                        },
                        ("body_i", "body_j", "stiffness"),
                        "a linear spring-damper between two body points",
                    ),
                },
                "spring-dampers",
            ),
            "markers": _is(
                {
                    "type": "array",
                    "items": _object(
                        {
                            "name": _is(_NAME, "unique marker name (keys its series)"),
                            "body": _is(_REF, "name of the body it sits on"),
                            "point": _is(_VEC, f"where on the body, body frame [m]: {_VECTOR}"),
                        },
                        ("name", "body"),
                        "a sensor: a point whose position, velocity and acceleration are "
                        "reported along a run",
                    ),
                },
                "markers (sensors) on bodies",
            ),
            "coordinates": _is(
                {
                    "type": "array",
                    "items": _object(
                        {
                            "name": _is(_NAME, "unique coordinate name (keys its series)"),
                            "body_i": _is(_REF, "the body it is measured from"),
                            "body_j": _is(_REF, "the body whose motion it measures"),
                            "kind": _is(
                                {"enum": list(COORDINATE_KINDS)},
                                "angle about the axis [rad] or displacement along it [m]",
                            ),
                            "point": _is(
                                _VEC, f"where it is measured, global, initial [m]: {_VECTOR}"
                            ),
                            "axis": _is(_VEC, f"its axis, global, initial: {_VECTOR}"),
                        },
                        ("name", "body_i", "body_j", "kind", "axis"),
                        "a coordinate between two bodies, reported like a joint's: for "
                        "mechanisms of basic constraints, whose groups name none",
                    ),
                },
                "declared coordinates (crank angle, slider travel)",
            ),
            "joint_rates": _is(
                {
                    "type": "object",
                    "propertyNames": _REF,
                    "additionalProperties": {
                        "type": "object",
                        "propertyNames": _NAME,
                        "additionalProperties": _is(
                            {"anyOf": [_EXPR, _VEC]},
                            f"a rate [rad/s or m/s]: {_NUMBER}, or {_VECTOR}",
                        ),
                    },
                },
                "initial joint rates by joint name, body_j relative to body_i (angle, "
                "displacement, ... per joint kind: README, 'Joint coordinates')",
            ),
            "cut_joints": _is(
                {"type": "array", "items": _REF},
                "joints to cut when a spanning tree is built (relative and director formulations)",
            ),
        },
        ("name", "bodies"),
    ),
}
SUFFIXES = MODEL_FILE_SUFFIXES
#: bytes of a model file (bundled examples: at most 9 kB). The pure-Python YAML reader (the C
#: one cannot be bounded while it composes) scans text without values, such as comments or
#: blank lines, at 0.5 to 2 s per MiB.
MAX_BYTES = 2**20
#: levels of nesting in a document (a model file needs 6: bodies[0].inertia[0][0]); every
#: reader and walker of the document recurses per level
MAX_DEPTH = 32
#: values of a document: keys, scalars, lists and mappings (bundled examples: at most 637).
#: Composing one takes up to 40 us in YAML, so about 2 s at the limit.
MAX_NODES = 50_000
#: characters of the expressions of one file (bundled examples: at most 1.3 k); the costliest
#: expressions the parser allows (sums of calls nested 10 deep) take 0.15 ms per character,
#: so at most about 8 s
MAX_EXPRESSION_TEXT = 50_000
#: problems listed in one error
MAX_PROBLEMS = MAX_LISTED
#: characters of one problem's message
MAX_MESSAGE = 240
_JSON_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


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


class _Refused(Exception):
    """A file refused before its document exists; the message says why (ModelFileError adds
    the file)."""


class _Loader(yaml.SafeLoader):
    """``yaml.SafeLoader`` that bounds the document while it is composed, before anything is
    constructed: at most :data:`MAX_NODES` nodes nested at most :data:`MAX_DEPTH` deep.

    Anchors and aliases are refused outright rather than counted. The schema never needs them
    (JSON, the other format, has none, and :func:`export` writes none), and they are what lets
    a small file stand for a huge document ("billion laughs": nine aliases of nine aliases of
    ... reach 10**9 nodes from 300 bytes) or a recursive one (``a: &a [*a]``). Without them the
    document is exactly as large as its text, so the bounds above also bound everything that
    walks it afterwards: the constructor, the schema validation, an error message's repr.
    """

    def __init__(self, stream: str):
        super().__init__(stream)
        self.depth = 0
        self.nodes = 0

    def compose_node(self, parent, index):
        event = self.peek_event()
        mark = event.start_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}"
        if event.anchor is not None:
            sign = "*" if isinstance(event, yaml.AliasEvent) else "&"
            raise _Refused(
                f"{where}: YAML anchors and aliases ({sign}{shorten(event.anchor, 20)}) are not "
                "supported; write the value out"
            )
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _Refused(f"{where}: more than {MAX_NODES} values (keys, numbers, lists, ...)")
        if self.depth == MAX_DEPTH:
            raise _Refused(f"{where}: nested more than {MAX_DEPTH} levels deep")
        self.depth += 1
        node = super().compose_node(parent, index)
        self.depth -= 1
        return node

    def construct_yaml_int(self, node) -> int | str:
        """An integer (YAML 1.1: also 0x.., 0o.., 0b.., with underscores), or its text where it
        is too long for one (:func:`_int_or_text`)."""
        if len(node.value) > 2 * MAX_DIGITS:
            return node.value
        return super().construct_yaml_int(node)

    def construct_yaml_float(self, node) -> float | str:
        """A float, or its text where it overflows (``1e400``): the expression parser then
        refuses the text with its key path, as JSON's too-long integers."""
        value = super().construct_yaml_float(node)
        return node.value if math.isinf(value) and "inf" not in node.value.lower() else value

    def construct_mapping(self, node, deep=False) -> dict:
        """A mapping whose keys are all distinct: YAML says they must be, and PyYAML would let
        the last one win silently (a second ``mass:`` would replace the first); a key that is a
        list or a mapping (YAML's complex keys) is refused where it is (an internal TypeError
        before, issue 37)."""
        seen: set = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if isinstance(key, list | dict):  # a complex key (``? [a, b]``): no field is one
                mark = key_node.start_mark
                raise _Refused(
                    f"line {mark.line + 1}, column {mark.column + 1}: a key that is a "
                    f"{'list' if isinstance(key, list) else 'mapping'} (keys are names)"
                )
            if isinstance(key, str) and key in seen:
                mark = key_node.start_mark
                raise _Refused(
                    f"line {mark.line + 1}, column {mark.column + 1}: duplicate key "
                    f"'{shorten(key, 40)}' (each key may appear once in a mapping)"
                )
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


_Loader.add_constructor("tag:yaml.org,2002:int", _Loader.construct_yaml_int)
_Loader.add_constructor("tag:yaml.org,2002:float", _Loader.construct_yaml_float)
#: YAML 1.2 (and JSON, and Python) read ``1e-3`` and ``1.5e3`` as numbers; PyYAML follows YAML
#: 1.1, whose floats need a dot and a signed exponent (``1.0e-3``, ``1.5e+3``), and would give
#: the strings '1e-3' and '1.5e3', refused where a number is expected. Here every exponent
#: literal is a float (the forms without an exponent resolve as before).
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9_]+)[eE][-+]?[0-9]+$"),
    list("-+.0123456789"),
)


def _int_or_text(text: str) -> int | str:
    """The integer of a literal, or the literal itself where it has far more digits than the
    expression parser allows (it then refuses the text with its key path): Python's ``int`` is
    quadratic in the digits and refuses more than 4300 of them."""
    return int(text) if len(text) <= 2 * MAX_DIGITS else text


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


def _text(path: Path) -> str:
    """The text of a file of at most MAX_BYTES bytes of UTF-8."""
    try:
        with path.open("rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise _Refused(f"cannot be read ({exc.strerror or exc})") from exc
    if len(data) > MAX_BYTES:
        raise _Refused(f"is larger than {MAX_BYTES // 2**20} MiB")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise _Refused(
            f"is not UTF-8 text (byte 0x{data[exc.start]:02x} on line {line}); save it as UTF-8"
        ) from exc


def _json(text: str) -> object:
    """The document of JSON text; the nesting is checked on the text first (the decoder is
    recursive), the number of values on the document."""
    depth = 0
    for match in _JSON_TOKEN.finditer(text):
        token = match.group()
        if token in ("[", "{"):
            depth += 1
            if depth > MAX_DEPTH:
                line = text.count("\n", 0, match.start()) + 1
                raise _Refused(f"line {line}: nested more than {MAX_DEPTH} levels deep")
        elif token in ("]", "}"):
            depth -= 1
    try:
        doc = json.loads(text, parse_int=_int_or_text, object_pairs_hook=_distinct_keys)
    except json.JSONDecodeError as exc:
        raise _Refused(f"is not valid json: {exc}") from exc
    count, stack = 0, [doc]
    while stack:
        item = stack.pop()
        count += 1 + (len(item) if isinstance(item, dict) else 0)  # keys count, as in YAML
        if count > MAX_NODES:
            raise _Refused(f"more than {MAX_NODES} values (keys, numbers, lists, ...)")
        if isinstance(item, (dict, list)):
            stack.extend(item.values() if isinstance(item, dict) else item)
    return doc


def _distinct_keys(pairs: list[tuple[str, object]]) -> dict:
    """A JSON object whose keys are all distinct (``json`` would let the last one win)."""
    out: dict = {}
    for key, value in pairs:
        if key in out:
            keys = ", ".join(shorten(k, 40) for k in islice(out, 8))
            raise _Refused(
                f"duplicate key '{shorten(key, 40)}' in the object with keys {keys} (each key "
                "may appear once in an object)"
            )
        out[key] = value
    return out


def _yaml(text: str) -> object:
    """The document of YAML text (:class:`_Loader`)."""
    try:
        loader = _Loader(text)
        try:
            return loader.get_single_data()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        what = ", ".join(str(x) for x in (exc.context, exc.problem) if x)
        raise _Refused(f"is not valid yaml: {where}{what}") from exc
    except (yaml.YAMLError, ValueError) as exc:  # ReaderError; a bad !!int, !!float, date
        raise _Refused(f"is not valid yaml: {' '.join(str(exc).split())}") from exc


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
        text = _text(path)
        doc = _json(text) if path.suffix == ".json" else _yaml(text)
    except _Refused as exc:
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


def _ref(b) -> str:
    return b if isinstance(b, str) else b.name


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
        {"name": j.name, "kind": j.kind, "body_i": _ref(j.body_i), "body_j": _ref(j.body_j)}
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
    doc["markers"] = [
        {"name": mk.name, "body": _ref(mk.body), "point": _vec(mk.point)} for mk in m.markers
    ]
    doc["coordinates"] = [
        {
            "name": c.name,
            "body_i": _ref(c.body_i),
            "body_j": _ref(c.body_j),
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
