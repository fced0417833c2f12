"""Names in a mechanism: mechanism, body, parameter and series names become parts of file names
and identifiers of emitted code, so they are identifiers; the other names and labels are free
text of bounded length, escaped where emitted. :func:`check_names` checks every name of a
mechanism, :func:`check_series_name` one name that keys series (markers, coordinates).
"""

from __future__ import annotations

import keyword
import re

from .expressions import CONSTANTS
from .model import Mechanism
from .validation_checks import Collector, clip

IDENTIFIER = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")
#: parameter names that mean something else in the expressions of a model file (Python syntax)
RESERVED_PARAMETERS = {
    "t": "the time",
    **{k: "a Python keyword" for k in keyword.kwlist},
    **{k: "a constant of model-file expressions" for k in CONSTANTS},
}
#: emitted files are named after the mechanism (<name>_<formulation>_c.py in a cache folder)
MAX_MECHANISM_NAME = 64
#: names and labels longer than this are refused (they reach every message and emitted file)
MAX_NAME = 200


def check_names(m: Mechanism, col: Collector) -> None:
    """Mechanism, body and parameter names become parts of file names and identifiers of
    emitted code, so they must be identifiers; any identifier works (emitted code keeps them
    apart from its own names, see mechgen.codegen.spec.local_names), except the parameter names of
    :data:`RESERVED_PARAMETERS`. Other names and labels are free text, escaped where emitted."""
    if not isinstance(m.name, str) or not IDENTIFIER.fullmatch(m.name):
        col.error(
            f"mechanism '{clip(m.name)}'",
            "name must be an identifier (a letter, then letters, digits, _): it names files",
        )
    elif len(m.name) > MAX_MECHANISM_NAME:
        col.error(
            f"mechanism '{clip(m.name)}'",
            f"name has {len(m.name)} characters; at most {MAX_MECHANISM_NAME} (it names files)",
        )
    for name in m.parameters:
        if not isinstance(name, str) or not IDENTIFIER.fullmatch(name) or len(name) > MAX_NAME:
            col.error(
                f"parameter '{clip(name)}'",
                f"name must be an identifier of at most {MAX_NAME} characters",
            )
        elif name in RESERVED_PARAMETERS:
            col.error(
                f"parameter '{name}'",
                f"'{name}' is {RESERVED_PARAMETERS[name]}; reserved are t, the Python keywords "
                f"and the constants of model-file expressions ({', '.join(CONSTANTS)})",
            )
    seen: set[str] = set()
    for body in m.bodies:
        if (
            not IDENTIFIER.fullmatch(body.name)
            or body.name == "ground"
            or len(body.name) > MAX_NAME
        ):
            col.error(
                f"body '{clip(body.name)}'",
                f"name must be an identifier (letters, digits, _) of at most {MAX_NAME} "
                "characters, not 'ground'",
            )
        if body.name in seen:
            col.error(f"body '{body.name}'", "duplicate body name")
        seen.add(body.name)
    names: set[str] = set()
    owners = [("joint", j.name) for j in m.joints] + [("constraint", g.name) for g in m.groups]
    owners += [("driver", d.name) for d in m.drivers] + [("spring", s.name) for s in m.springs]
    for kind, name in owners:
        if not isinstance(name, str) or not name or len(name) > MAX_NAME:
            col.error(f"{kind} '{clip(name)}'", f"name must be text of 1 to {MAX_NAME} characters")
        elif name in names:
            col.error(
                f"{kind} '{name}'",
                "duplicate name (joints, constraints, drivers and springs share one namespace)",
            )
        names.add(name)
    for group in m.groups:
        for con in group.constraints:
            if not isinstance(con.label, str) or len(con.label) > MAX_NAME:
                col.error(
                    f"constraint '{clip(group.name)}'",
                    f"label '{clip(con.label)}' must be text of at most {MAX_NAME} characters",
                )
    for subject, message in m.recorded_problems:
        col.error(subject, message)


def check_series_name(name, seen: set[str], subject: str, col: Collector, duplicate: str) -> None:
    """A name that keys series (markers, coordinates): an identifier of at most MAX_NAME
    characters, not in ``seen``, which it joins."""
    if not isinstance(name, str) or not IDENTIFIER.fullmatch(name) or len(name) > MAX_NAME:
        col.error(
            subject,
            f"name must be an identifier (letters, digits, _) of at most {MAX_NAME} characters",
        )
    elif name in seen:
        col.error(subject, duplicate)
    seen.add(name)
