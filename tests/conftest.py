"""Shared fixtures: emitted modules of the bundled examples (from generated/, kept current by
the golden test) and a helper that derives, emits and loads any mechanism."""

from __future__ import annotations

import warnings
from pathlib import Path

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
