"""What the importers of other tools' model files share (:mod:`mechgen.symbolic.urdf`,
:mod:`mechgen.symbolic.mjcf`): rigid parts welded into one body, names made identifiers, and
the one warning per kind of what mechgen does not model."""

from __future__ import annotations

import re
import warnings

import numpy as np

_NOT_IDENTIFIER = re.compile(r"[^A-Za-z0-9_]")


#: a rigid part: mass, centre of mass and inertia about it, in world axes
Part = tuple[float, np.ndarray, np.ndarray]


def lumped(parts: list[Part]) -> Part:
    """Mass, centre of mass and inertia about it (world axes) of rigid parts welded together,
    each given as (mass, centre of mass, inertia about it, all in world axes): masses added,
    centres averaged, inertias moved to the common centre by parallel axes (zero mass: zeros)."""
    mass = sum(m for m, _, _ in parts)
    if mass <= 0:
        return 0.0, np.zeros(3), np.zeros((3, 3))
    com = sum(m * c for m, c, _ in parts) / mass
    inertia = np.zeros((3, 3))
    for m, c, J in parts:
        d = c - com
        inertia += J + m * (d @ d * np.eye(3) - np.outer(d, d))
    return mass, com, inertia


def in_body_axes(inertia: np.ndarray, R: np.ndarray) -> list[list[float]]:
    """A world-axes inertia in the axes of a body whose orientation is R, exactly symmetric and
    without the round-off dust (below 1e-15 of its largest entry) that the turns leave."""
    local = R.T @ inertia @ R
    local = (local + local.T) / 2
    local[np.abs(local) < 1e-15 * np.abs(local).max()] = 0.0
    return local.tolist()


def identifier(name: str, taken: set[str]) -> str:
    """``name`` as an identifier no other body has (every other character an underscore, a
    leading non-letter prefixed; ``ground`` is the fixed body's)."""
    ident = _NOT_IDENTIFIER.sub("_", name)
    if not ident or not ident[0].isalpha():
        ident = "link_" + ident
    while ident in taken or ident == "ground":
        ident += "_"
    taken.add(ident)
    return ident


def warn_ignored(
    file: str, what: str, count: int, kind: str = "", names=(), said: list | None = None
) -> None:
    """The one warning for a kind of what an imported file has and mechgen does not model:
    how many of what (``kind``), and the first five ``names``; appended to ``said`` as
    (subject, message), which the importer keeps on the mechanism (``Mechanism.unmodelled``)
    so that every run of its module says it again. The warning points at the line that loaded
    the file (load_mechanism -> the importer's load -> its check -> here)."""
    listed = ", ".join(str(n) for n in list(names)[:5] if n)
    more = f" and {count - 5} more" if count > 5 and listed else ""
    detail = f"{count} {kind}".strip() + (f": {listed}{more}" if listed else "")
    message = f"{what} not modelled, ignored ({detail})"
    if said is not None:
        said.append((file, message))
    warnings.warn(f"{file}: {message}", stacklevel=5)
