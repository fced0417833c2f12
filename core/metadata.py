"""The contract between the generator and the runtime: the typed record of an emitted module.

The generator derives one :class:`ModuleMetadata` (``mechgen.symbolic.derive``), the templates
write it into every emitted module as the literal ``METADATA`` dict (:meth:`as_dict`), and the
runtime reads it back with :meth:`ModuleMetadata.read` when it loads a module, which checks the
layout version, that every field is there with its type, and that nothing unknown is: a module
emitted under another layout gets a clear "regenerate" error instead of a KeyError deep inside a
scheme. Change :data:`LAYOUT` with any change of fields or of their meaning.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from dataclasses import dataclass, field
from typing import Any, TypedDict

from .errors import BuildError

#: version of the METADATA layout; modules of any other layout must be regenerated (4: each
#: constraint row carries the power of length it is measured in, ``length_power``, and the
#: record says whether the mechanism is ``conservative``; 5: each reaction site lists its
#: joint ``coordinates``, and reaction_frames holds the frames on both bodies; 6: ``markers``;
#: 7: the ``joint_motion`` entry the joint coordinates are read from and ``velocity_residual``,
#: the velocity violation's; 8: the ``dropped_Phi`` entry and the dropped rows' ``length_power``;
#: 9: ``q_initial``, the relative coordinates at the initial configuration; 10:
#: ``configuration_parameters``, the parameters the constraints and the initial state read; 11:
#: ``unit_blocks``, and angular velocities as the relative formulation's rates of ball joints
#: and free bodies, with the ``qdot`` entry)
LAYOUT = 11


class ConstraintRow(TypedDict):
    """One row of Phi: who owns it (a joint, driver, group or body), its kind and label, the
    two bodies it connects, and the power of length it is measured in (``length_power``: 1
    for CD and DP2 rows [m], 2 for D rows [m^2], 0 for DP1, angle, helical and normalization
    rows; :attr:`mechgen.symbolic.constraints.BasicKind.length_power`)."""

    owner: str
    kind: str
    label: str
    bodies: list[str]
    length_power: int


class DroppedRow(TypedDict):
    """A redundant row the generator dropped (DESIGN.md, "Redundant constraints"), with the
    power of length it is measured in (as :class:`ConstraintRow`)."""

    owner: str
    kind: str
    label: str
    length_power: int


class ReactionSite(TypedDict):
    """A joint or constraint group whose reactions are reported (seed 004, section 5): its
    components and their rows of the reaction vector f."""

    owner: str
    kind: str
    joint_kind: str
    bodies: list[str]
    components: list[str]
    #: per component its unit wrench in the joint frame: force along x, y, z, torque about them
    wrenches: list[list[float]]
    rows: list[int]
    #: the joint coordinates reported, (name, recipe of mechgen.runtime.joint_coordinates)
    coordinates: list[list[str]]


@dataclass(frozen=True)
class ModuleMetadata:
    """What the runtime knows about an emitted module besides its functions."""

    mechanism: str
    formulation: str
    #: the scheme the module was emitted for ("" for every entry)
    scheme: str
    generator_version: str
    sympy_version: str
    #: digest of the model and the generation options (``mechgen.symbolic.input_hash.input_hash``)
    input_hash: str
    bodies: list[str]
    springs: list[str]
    #: per body, [start, stop) of its coordinates in q and v (empty in relative coordinates)
    q_layout: dict[str, list[int]]
    v_layout: dict[str, list[int]]
    q_names: list[str]
    v_names: list[str]
    n_q: int
    n_v: int
    n_c: int
    constraint_rows: list[ConstraintRow]
    dropped_rows: list[DroppedRow]
    reaction_sites: list[ReactionSite]
    degrees_of_freedom: int
    parameters: list[str]
    parameter_defaults: list[float]
    #: the initial configuration may violate the constraints (the runtime assembles it)
    assemble: bool
    #: the kinematic map q' = T(q) v is the identity (no rotation parameters)
    tangent_identity: bool
    mass_matrix_constant: bool
    #: the parameters the constraints, drivers, initial configuration or velocities read: a new
    #: value needs a new consistent initial state (mechgen.symbolic.derive.CONFIGURATION_ENTRIES)
    configuration_parameters: list[str]
    #: nothing does work on the mechanism but gravity and undamped springs (no drivers,
    #: time-dependent rows, applied loads or damping): its energy is constant along the motion
    conservative: bool
    #: the markers (sensors), in the rows of the ``markers`` entry
    markers: list[str]
    entries: list[str]
    notices: list[str]
    #: the mechanism as recorded, in LaTeX strings, for the report's tables
    model: dict[str, Any]
    #: director formulation (seed 000): independent coordinates mu and the joint tree
    mu_names: list[str] = field(default_factory=list)
    n_mu: int = 0
    mu_kinds: list[str] = field(default_factory=list)
    free_bases: list[str] = field(default_factory=list)
    closure_rows: list[int] = field(default_factory=list)
    potential_quadratic: bool = False
    #: director and relative formulations: joints of the spanning tree and cut joints
    tree_joints: list[str] = field(default_factory=list)
    cut_joints: list[str] = field(default_factory=list)
    #: relative formulation: the closed-form closing conditions chosen (seed 004)
    closing_choices: list[str] = field(default_factory=list)
    #: relative formulation: the coordinates at the initial configuration (0 but for the
    #: scalar part of Euler parameters, 1)
    q_initial: list[float] = field(default_factory=list)
    #: relative formulation: [start, stop) in q of each block of Euler parameters, which a
    #: scheme that integrates q' = T(q) v renormalizes (mechgen.symbolic.relative)
    unit_blocks: list[list[int]] = field(default_factory=list)
    layout: int = LAYOUT

    def as_dict(self) -> dict[str, Any]:
        """The record as the literal dict emitted modules carry (field order)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def read(cls, data: object, where: str) -> ModuleMetadata:
        """The record of a loaded module's ``METADATA``, checked.

        Raises:
            BuildError: another layout version, missing or unknown fields, or a field of the
                wrong type, naming the module (``where``) and saying to regenerate it.
        """
        regenerate = "regenerate it (mechgen generate, or python -m mechgen.regenerate)"
        if not isinstance(data, dict):
            raise BuildError(f"{where}: METADATA is not a dict; {regenerate}")
        layout = data.get("layout", 1)
        if layout != LAYOUT:
            raise BuildError(
                f"{where} was emitted by mechgen {data.get('generator_version', '?')} with "
                f"metadata layout {layout}; this mechgen reads layout {LAYOUT}: {regenerate}"
            )
        types = _field_types(cls)
        missing = [n for n in types if n not in data]
        unknown = sorted(str(k) for k in data if k not in types)
        wrong = [n for n, kind in types.items() if n in data and not isinstance(data[n], kind)]
        if missing or unknown or wrong:
            found = (("missing", missing), ("unknown", unknown), ("wrong type", wrong))
            parts = "; ".join(f"{label}: {', '.join(items)}" for label, items in found if items)
            raise BuildError(
                f"{where}: METADATA does not fit layout {LAYOUT} ({parts}); {regenerate}"
            )
        return cls(**data)


@functools.cache
def _field_types(cls: type) -> dict[str, type | tuple[type, ...]]:
    """The class each field's isinstance check uses, by field in order, read once (the type
    hints cost about 1 ms a read, which every run paid: issue 36)."""
    hints = typing.get_type_hints(cls)
    return {f.name: _runtime_type(hints[f.name]) for f in dataclasses.fields(cls)}


def _runtime_type(hint) -> type | tuple[type, ...]:
    """The class an isinstance check of a field uses (list for list[str], int or float for
    float: a default of 0 prints as an int)."""
    origin = typing.get_origin(hint) or hint
    if origin is float:
        return (int, float)
    if origin is bool:
        return bool
    if origin is int:
        return int
    return origin
