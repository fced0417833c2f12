"""Bundled mechanisms of the papers (EXAMPLES.md), each a module with ``build() -> Mechanism``.

:func:`load_mechanism` resolves a bundled name or a path to a user file defining ``build()``.
Importing this package does not import sympy (the pipeline's cache shortcut reads the names).
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from mechgen.core.errors import MechgenError, ModelError, Problem
from mechgen.core.outputs import IMPORTED_SUFFIXES

if TYPE_CHECKING:
    from mechgen.symbolic import Mechanism

BUNDLED = ("single_pendulum", "double_pendulum", "four_link", "slider_crank")
#: Every example loadable by name; BUNDLED ones also ship emitted modules in generated/.
EXAMPLES = BUNDLED + (
    "gyro_top",
    "cylindrical_pair",
    "planar_pair",
    "serial_chain",
    "four_bar_revolutes",
    "six_body_linkage",
    "heavy_top",
    "spherical_double_pendulum",
    "floating_bodies",
    "spherical_three_bar",
    "planar_double_pendulum",
    "stewart_platform",
    "physical_pendulum",
    "planar_four_bar",
    "dead_centre",
    "point_mass_pendulum",
    "n_four_bar",
)


def load_mechanism(ref: str, **options) -> Mechanism:
    """The Mechanism of a bundled example, of a Python file that defines ``build()``, of a
    YAML/JSON model file (:mod:`mechgen.symbolic.model_file`), of a URDF file
    (:mod:`mechgen.symbolic.urdf`) or of an MJCF file (``.xml``, :mod:`mechgen.symbolic.mjcf`).

    The kind of a file is its suffix: ``.py``, ``.urdf``, ``.xml`` or one of
    ``model_file.SUFFIXES``, in lower case. ``options`` go to an example's or a Python file's
    ``build()`` and to the URDF reader (``floating_base=True``: :func:`mechgen.symbolic.urdf.load`).
    Another one (``.PY``, ``.YAML``, ``.txt``) is refused with the accepted list rather than
    guessed at: Python imports ``.py`` files only and ``mechgen export`` writes lower-case
    suffixes only, so accepting upper case here would make a file that works in one command fail
    in the next.

    Raises:
        ModelError: unknown name, missing file, another suffix, or a file without ``build()``.
    """
    from mechgen.symbolic import Mechanism, mjcf, model_file, urdf

    if ref in EXAMPLES:
        return importlib.import_module(f"mechgen.examples.{ref}").build(**options)
    path = Path(ref)
    if not path.is_file():
        if path.suffix or len(path.parts) > 1:  # meant as a file
            message = "is a folder, not a file" if path.is_dir() else "no such file"
        else:
            message = f"is neither a bundled example ({', '.join(EXAMPLES)}) nor an existing file"
        raise ModelError([Problem(f"mechanism '{ref}'", message)])
    if path.suffix in model_file.SUFFIXES:
        return model_file.load(path)
    if path.suffix in IMPORTED_SUFFIXES:
        return {".urdf": urdf.load, ".xml": mjcf.load}[path.suffix](path, **options)
    if path.suffix != ".py":
        raise model_file.suffix_error(
            path, (".py", *IMPORTED_SUFFIXES, *model_file.SUFFIXES), "mechanism file"
        )
    spec = importlib.util.spec_from_file_location(f"mechgen_user_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
        build = getattr(module, "build", None)
        if build is None:
            raise ModelError([Problem(f"file '{path}'", "defines no build() -> Mechanism")])
        mechanism = build(**options)
    except MechgenError:
        raise
    except Exception as exc:  # the user's code: report it as theirs, with its own message
        raise ModelError(
            [Problem(f"file '{path}'", f"running it raised {type(exc).__name__}: {exc}")]
        ) from exc
    if not isinstance(mechanism, Mechanism):
        raise ModelError(
            [
                Problem(
                    f"file '{path}'",
                    f"build() must return a Mechanism, got {type(mechanism).__name__}",
                )
            ]
        )
    return mechanism


@dataclass(frozen=True)
class About:
    """What ``mechgen list`` says of an example (each example module's ``ABOUT``)."""

    #: the mechanism in a few words
    what: str
    #: the paper it comes from (a key of :data:`mechgen.core.papers.PAPERS`), None for ours
    source: str | None
    #: where in that paper (section, figure, benchmark)
    where: str
    #: the schemes its paper and the tests run it with
    schemes: tuple[str, ...]


def catalogue() -> list[tuple[str, About]]:
    """(name, :class:`About`) of every example loadable by name, in :data:`EXAMPLES` order."""
    return [(name, importlib.import_module(f"mechgen.examples.{name}").ABOUT) for name in EXAMPLES]
