"""Shared fixtures: emitted modules of the bundled examples (from generated/, kept current by
the golden test) and a helper that derives, emits and loads any mechanism."""

from __future__ import annotations

import inspect
import warnings
from pathlib import Path

import numpy as np
import pytest

from codegen.emit import emit, write
from mechgen.pipeline import GENERATED_DIR
from runtime import Model, load_module
from symbolic import derive

FORMULATIONS = ("rA", "rp", "re")


def bundled(name: str, formulation: str):
    """The committed emitted module of a bundled example."""
    return load_module(Path(GENERATED_DIR) / f"{name}_{formulation}.py")


def emitted(mechanism, formulation: str, directory: Path, **options):
    """Derives, emits into ``directory`` and loads a mechanism's module."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eqs = derive(mechanism, formulation, **options)
    (path,) = write(emit(eqs), directory)
    return load_module(path)


@pytest.fixture(scope="session")
def module_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("emitted")


def model(module, **params) -> Model:
    return Model(module, params)


def assert_entries_agree(c, py, rng, repeats: int) -> None:
    """Every entry of two emitted modules (C and numpy) agrees to 1e-12 relative at random
    arguments: t and h uniform in [0.2, 1], the default parameters, normal arrays sized by the
    module (only evaluation order and CSE rounding may differ)."""
    sizes = {
        "q": py.N_Q,
        "v": py.N_V,
        "dv": py.N_V,
        "a": py.N_V,
        "lam": py.N_C,
        "mu": py.METADATA.get("n_mu", 0),
        "w": py.N_Q,
    }
    for entry in py.ENTRIES:
        names = list(inspect.signature(getattr(py, entry)).parameters)
        for _ in range(repeats):
            args = [
                rng.uniform(0.2, 1.0)
                if n in ("t", "h")
                else (np.asarray(py.PARAMETER_DEFAULTS) if n == "p" else rng.normal(size=sizes[n]))
                for n in names
            ]
            expected = np.asarray(getattr(py, entry)(*args))
            got = np.asarray(getattr(c, entry)(*args))
            scale = max(1.0, np.abs(expected).max(initial=0.0))
            np.testing.assert_allclose(got, expected, rtol=1e-12, atol=1e-12 * scale, err_msg=entry)
