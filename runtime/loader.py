"""Loading emitted modules and binding them to parameter values (backend-agnostic)."""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import math
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
from mechgen.core import physical
from mechgen.core.errors import BuildError, ModelError, Problem
from mechgen.core.escaping import printable
from mechgen.core.metadata import ModuleMetadata

from .coordinates import coordinates

#: what an emitted numpy module raises when an expression leaves its domain (math.log(-1),
#: 1/0) or overflows (math.exp(1e3), math.cos(inf), L**3 at L = 1e308): turned into a named
#: error where it happens
ARITHMETIC = (ValueError, ArithmeticError)

#: the file stamp (:func:`_stamp`) of each module loaded, by module name
_LOADED: dict[str, tuple[int, int, int]] = {}


def _stamp(path: Path) -> tuple[int, int, int]:
    """What tells a file changed without reading it: inode, size, modification time (ns)."""
    stat = path.stat()
    return stat.st_ino, stat.st_size, stat.st_mtime_ns


def load_module(path: str | Path) -> ModuleType:
    """Imports an emitted module from a file, under a name derived from its absolute path
    (sha256, not ``hash()``: the same in every process, whatever the hash seed).

    Raises:
        BuildError: when the file is missing or is not a mechgen module.
    """
    path = Path(path)
    if not path.is_file():
        raise BuildError(f"emitted module '{path}' does not exist")
    if path.suffix != ".py":
        wrapper = path.with_name(f"{path.stem}_c.py")
        hint = f": a C module loads through its wrapper '{wrapper}'" if wrapper.is_file() else ""
        raise BuildError(f"'{path}' is not a module emitted by mechgen (a .py file){hint}")
    key = hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:16]
    name = f"mechgen_emitted_{path.stem}_{key}"
    stamp = _stamp(path)
    if name in sys.modules and _LOADED.get(name) == stamp:  # loaded, and the file unchanged
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        raise BuildError(f"cannot import emitted module '{path}': {exc}") from exc
    if not getattr(module, "MECHGEN_MODULE", False):
        raise BuildError(f"'{path}' is not a module emitted by mechgen")
    _LOADED[name] = stamp
    return module


@functools.lru_cache(maxsize=64)
def _described(module: ModuleType) -> tuple[ModuleMetadata, list[str]]:
    """A module's checked metadata and the titles of its constraint rows, quoted in one-line
    messages (labels are free text), read once per module (every run used to read them)."""
    meta = ModuleMetadata.read(module.METADATA, f"module '{module.__file__}'")
    titles = [printable(f"{r['owner']}[{r['label']}]") for r in meta.constraint_rows]
    return meta, titles


@functools.lru_cache(maxsize=256)
def _physical_problems(module: ModuleType, p: bytes) -> list:
    """mechgen.core.physical's findings on a module's masses, inertias and springs at the
    parameter vector p (its bytes), checked once per module and values."""
    data = module.physical_data(np.frombuffer(p))
    meta = _described(module)[0]
    return physical.check(data, list(module.BODIES), meta.springs)


class Model:
    """An emitted module bound to parameter values: the runtime's only view of a mechanism.

    Attributes:
        module: the emitted module (numpy or C wrapper; same interface).
        p: parameter vector in the module's order.
        coords: numeric coordinate operations of the module's formulation.
    """

    def __init__(self, module: ModuleType, params: dict[str, float] | None = None):
        self.module = module
        self.meta, self.row_titles = _described(module)
        self.formulation = module.FORMULATION
        self.n_q, self.n_v, self.n_c = module.N_Q, module.N_V, module.N_C
        self.bodies = list(module.BODIES)
        self.p = self._parameters(params or {})
        #: the parameters given, as messages quote them
        self.given = "parameters " + (
            ", ".join(f"{printable(str(k))}={v}" for k, v in (params or {}).items())
            or "the defaults"
        )
        self._check_physical()
        self.coords = coordinates(
            self.formulation,
            len(self.bodies),
            np.asarray(module.chart(self.p), dtype=float),
            lambda q, v: module.body_velocities(q, v, self.p),
            self.n_q,
            self.meta.q_initial,
            self.n_v,
        )

    @functools.cached_property
    def closed_loops(self) -> int:
        """The number of independent closed kinematic loops: the cyclomatic number E - N + C of
        the graph whose nodes are the bodies (ground included) and whose edges are the pairs of
        bodies that constraint rows tie together (several rows or joints between one pair are
        one edge)."""
        pairs = {
            tuple(sorted(r["bodies"]))
            for r in self.meta.constraint_rows
            if len(set(r["bodies"])) == 2
        }
        parent = {}

        def root(node: str) -> str:
            while parent.setdefault(node, node) != node:
                node = parent[node]
            return node

        loops = 0
        for a, b in sorted(pairs):
            ra, rb = root(a), root(b)
            if ra == rb:
                loops += 1
            else:
                parent[ra] = rb
        return loops

    def _parameters(self, params: dict[str, float]) -> np.ndarray:
        names = list(self.module.PARAMETERS)
        values = dict(zip(names, self.module.PARAMETER_DEFAULTS, strict=True))
        problems = []
        for key, value in params.items():
            if key not in values:
                problems.append(
                    Problem(
                        f"parameter '{key}'",
                        f"unknown parameter (known: {', '.join(names) if names else 'none'})",
                    )
                )
                continue
            try:
                value = float(value)
            except (TypeError, ValueError):
                problems.append(Problem(f"parameter '{key}'", f"value {value!r} is not a number"))
                continue
            if not math.isfinite(value):
                problems.append(Problem(f"parameter '{key}'", f"value {value} is not finite"))
            values[key] = value
        if problems:
            raise ModelError(problems, "parameters")
        return np.array([values[n] for n in names], dtype=float)

    def _check_physical(self) -> None:
        """The model's own checks of masses, inertias and springs (mechgen.core.physical) at the
        run's parameter values: a value the generator would refuse as a default (a negative
        stiffness, a density that makes a mass negative) is refused here too, naming the body
        or spring and the parameters given."""
        try:
            problems = _physical_problems(self.module, self.p.tobytes())
        except ARITHMETIC as exc:  # L = 1e308 overflows L**3 (issue 37)
            raise ModelError(
                [
                    Problem(
                        self.given,
                        "the bodies' masses and inertias cannot be evaluated at these values "
                        f"({type(exc).__name__}: {exc})",
                    )
                ],
                "parameters",
            ) from exc
        if problems:
            raise ModelError(
                [Problem(f"{p.subject} ({self.given})", p.message) for p in problems],
                "parameters",
            )

    def require(self, entries: tuple[str, ...], scheme: str) -> None:
        """Checks that the module carries what a scheme needs."""
        missing = [e for e in entries if e not in self.module.ENTRIES]
        if missing:
            raise BuildError(
                f"module of '{self.module.MECHANISM}' lacks entries {missing} needed "
                f"by scheme '{scheme}'; regenerate it with --scheme {scheme}"
            )

    def __getattr__(self, name: str):
        return getattr(self.module, name)
