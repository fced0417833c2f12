"""The typed contract between generator and runtime (issue 18): METADATA is written from one
:class:`ModuleMetadata` and read back into it, checked, when a module is loaded."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import bundled
from mechgen.core.errors import BuildError
from mechgen.core.metadata import LAYOUT, ModuleMetadata
from mechgen.examples import load_mechanism
from mechgen.runtime import Model, load_module
from mechgen.symbolic import derive


@pytest.fixture(scope="module")
def record() -> ModuleMetadata:
    return derive(load_mechanism("single_pendulum"), "rA").metadata


def test_emitted_metadata_reads_back_into_the_same_record(record):
    module = bundled("single_pendulum", "rA")
    assert record.as_dict() == module.METADATA
    assert ModuleMetadata.read(module.METADATA, "here") == record
    assert Model(module).meta == record
    assert record.layout == LAYOUT


def test_every_field_is_in_the_emitted_dict_in_field_order(record):
    names = list(record.as_dict())
    assert names[0] == "mechanism" and names[-1] == "layout"
    assert len(names) == len(set(names))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("layout"), f"metadata layout 1; this mechgen reads layout {LAYOUT}"),
        (lambda d: d.update(layout=LAYOUT + 1), f"metadata layout {LAYOUT + 1}"),
        (lambda d: d.pop("n_q"), "missing: n_q"),
        (lambda d: d.update(colour="red"), "unknown: colour"),
        (lambda d: d.update(n_v="3"), "wrong type: n_v"),
        (lambda d: d.update(bodies="bar"), "wrong type: bodies"),
    ],
    ids=["layout-1", "layout-next", "missing", "unknown", "wrong-type", "wrong-list"],
)
def test_a_module_of_another_layout_is_refused_with_regenerate(record, change, message):
    data = record.as_dict()
    change(data)
    with pytest.raises(BuildError, match="regenerate it") as err:
        ModuleMetadata.read(data, "module 'old.py'")
    assert message in str(err.value)
    assert "module 'old.py'" in str(err.value)


def test_an_old_module_file_fails_at_load_with_a_clear_error(tmp_path):
    """An emitted module of layout 1 (before the typed record) run from the command line: exit
    2 with the regenerate message, no traceback."""
    source = bundled("single_pendulum", "rA").__file__
    text = Path(source).read_text()
    old = re.sub(r",\s*'layout': \d+\}", "}", text)
    assert old != text
    path = tmp_path / "single_pendulum_rA.py"
    path.write_text(old)
    with pytest.raises(BuildError, match="layout 1"):
        Model(load_module(path))
    out = subprocess.run(
        [sys.executable, "-m", "mechgen", "simulate", str(path), "--scheme", "index3"]
        + ["--h", "1e-2", "--t-end", "0.1"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 1, out.stderr
    assert "regenerate it" in out.stderr and "Traceback" not in out.stderr
