"""The input hash of an emission: a canonical text of everything the user recorded
(:func:`describe`) hashed with the formulation, the entries, the options and the generator
version (:func:`input_hash`). It names an emission in the cache and in every emitted file's
header; a model file exported and loaded again has the same one.
"""

from __future__ import annotations

import dataclasses
import hashlib

import sympy as sp
from mechgen.core import __version__

from .entry_recipes import wanted_entries
from .formulations import formulation_named
from .model import Mechanism, body_name


def _fields(record) -> list[str]:
    """Every field of a joint or basic constraint, named, so that a field added to either
    (a new kind's data) is part of the hash without being listed here."""
    out = []
    for f in dataclasses.fields(record):
        value = getattr(record, f.name)
        if isinstance(value, dict):
            text = ",".join(f"{k}={sp.srepr(v)}" for k, v in sorted(value.items()))
        elif isinstance(value, str) or f.name in ("body_i", "body_j"):
            text = body_name(value)
        else:
            text = sp.srepr(value)
        out.append(f"{f.name}={text}")
    return out


def describe(m: Mechanism) -> str:
    """A canonical text of everything the user recorded (the input of the hash)."""
    parts = [m.name, sp.srepr(m.gravity), repr(sorted(m.defaults.items())), str(m.assemble)]
    for b in m.bodies:
        parts += [
            b.name,
            *(
                sp.srepr(x)
                for x in (
                    b.mass,
                    b.inertia,
                    b.position,
                    b.orientation,
                    b.velocity,
                    b.angular_velocity,
                )
            ),
        ]
    for j in m.joints:
        parts += _fields(j)
    for g in m.groups:
        for c in g.constraints:
            parts += [g.name, *_fields(c)]
    for d in m.drivers:
        parts += [d.name, d.joint, d.coordinate, sp.srepr(d.expr)]
    parts += [f"cut {name}" for name in m.cut_joints]
    for name, rates in sorted(m.joint_rates.items()):
        parts += [name, *(f"{k}={sp.srepr(v)}" for k, v in sorted(rates.items()))]
    for ld in m.loads:
        parts += [body_name(ld.body), *(sp.srepr(x) for x in (ld.force, ld.point, ld.torque))]
    for s in m.springs:
        parts += [
            s.name,
            body_name(s.body_i),
            body_name(s.body_j),
            *(sp.srepr(x) for x in (s.point_i, s.point_j, s.stiffness, s.damping, s.rest_length)),
        ]
    for marker in m.markers:
        parts += [f"marker {marker.name}", body_name(marker.body), sp.srepr(marker.point)]
    for c in m.coordinates:
        parts += [f"coordinate {c.name} {c.kind}", body_name(c.body_i), body_name(c.body_j)]
        parts += [sp.srepr(c.point), sp.srepr(c.axis)]
    return "\n".join(parts)


def input_hash(
    m: Mechanism,
    formulation: str,
    entries: tuple[str, ...] | None = None,
    scheme: str = "",
    drop_redundant: bool = True,
    strict: bool = False,
    assemble: bool = False,
) -> str:
    """Hash of everything an emission depends on (the mechanism as recorded, the formulation,
    the entries, the options and the generator version); call before validation."""
    wanted = wanted_entries(entries, formulation_named(formulation))
    key = "\n".join(
        [
            describe(m),
            formulation,
            scheme,
            ",".join(wanted),
            f"{drop_redundant}{strict}{assemble or m.assemble}",
            __version__,
        ]
    )
    return hashlib.sha256(key.encode()).hexdigest()[:16]
