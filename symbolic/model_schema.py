"""The JSON Schema of model files (draft 2020-12).

:data:`SCHEMA` fixes the structure of a model file and says, for every property, what it is and
its unit (SI throughout: m, kg, s, rad, N); ``mechgen schema`` prints it, and
:func:`mechgen.symbolic.model_file.read` reports every violation of a document at once, with its
key path. The joint kinds, basic constraints and coordinate kinds it accepts come from their
registries, the longest names from validation.
"""

from __future__ import annotations

from .constraints import BY_HAND
from .joints import JOINT_KINDS, KINDS
from .model import COORDINATE_KINDS
from .name_checks import MAX_MECHANISM_NAME, MAX_NAME

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
                "displacement, ... per joint kind: the how-to page 'Joint coordinates')",
            ),
            "cut_joints": _is(
                {"type": "array", "items": _REF},
                "joints to cut when a spanning tree is built (relative and director formulations)",
            ),
        },
        ("name", "bodies"),
    ),
}
