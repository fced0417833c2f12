"""YAML/JSON model files: schema validation with key paths, the restricted expression parser,
and export/load round trips that rebuild the same mechanism."""

from __future__ import annotations

import functools

import numpy as np
import pytest
import sympy as sp
import yaml
from helpers import emitted
from mechanisms import joint_chain, joint_zoo
from mechgen.core.errors import ModelError
from mechgen.examples import EXAMPLES, load_mechanism
from mechgen.runtime import simulate
from mechgen.symbolic import model_export, model_file
from mechgen.symbolic.expressions import ExpressionError, parse
from mechgen.symbolic.input_hash import describe, input_hash

MECHANISMS = {name: functools.partial(load_mechanism, name) for name in EXAMPLES} | {
    "joint_zoo": joint_zoo,
    "joint_chain": joint_chain,
}


@functools.cache
def _original(name: str):
    """Built once for both suffixes (six_body_linkage takes seconds to build)."""
    return MECHANISMS[name]()


@pytest.mark.parametrize("suffix", [".yaml", ".json"])
@pytest.mark.parametrize("name", MECHANISMS)
def test_export_then_load_rebuilds_the_mechanism(name, suffix, tmp_path):
    """Every bundled example, and bodies, joints of every kind, basic constraints with f(t),
    drivers, forces, springs, parameters, joint rates and cut joints survive the round trip
    exactly: the same description, hence the same input hash (floats as the repr of the double,
    exact rationals as text, products grouped so that sympy rebuilds the same tree)."""
    original = _original(name)
    path = model_export.write(original, tmp_path / f"{name}{suffix}")
    loaded = model_file.load(path)
    assert describe(loaded) == describe(original)
    assert input_hash(loaded, "rA") == input_hash(original, "rA")


def test_an_exported_example_runs_bit_for_bit_like_its_source(tmp_path):
    """planar_pair has exact rational inertias (5125/48): exported as floats they were rounded,
    and the model file ran another mechanism. Both are now derived and emitted separately and
    run to the same last bit."""
    original = load_mechanism("planar_pair")
    path = model_export.write(original, tmp_path / "planar_pair.yaml")
    source, copy = (
        simulate(emitted(m, "rA", tmp_path / tag), "index3", 1e-3, 0.05).traj
        for tag, m in (("source", original), ("file", model_file.load(path)))
    )
    for series in ("t", "q", "v", "a", "lam"):
        assert np.array_equal(getattr(source, series), getattr(copy, series)), series


def _write(tmp_path, doc) -> str:
    path = tmp_path / "m.yaml"
    path.write_text(yaml.safe_dump(doc))
    return str(path)


def _pendulum(**changes) -> dict:
    doc = {
        "name": "pendulum",
        "parameters": {"L": 0.5},
        "bodies": [
            {"name": "bar", "mass": 1.0, "inertia": [0.01, 0.02, 0.02], "position": ["L/2", 0, 0]}
        ],
        "joints": [
            {
                "name": "pin",
                "kind": "revolute",
                "body_i": "ground",
                "body_j": "bar",
                "point": [0, 0, 0],
                "axis": [0, 0, 1],
            }
        ],
    }
    doc.update(changes)
    return doc


def test_expressions_use_parameters(tmp_path):
    m = load_mechanism(_write(tmp_path, _pendulum()))
    assert m.bodies[0].position[0] == m.parameters["L"] / 2


@pytest.mark.parametrize(
    "changes, where, message",
    [
        ({"bodies": [{"name": "bar", "inertia": [1, 1, 1]}]}, "bodies[0]", "'mass' is a required"),
        (
            {"bodies": [{"name": "bar", "mass": [1], "inertia": [1, 1, 1]}]},
            "bodies[0].mass",
            "is not of type",
        ),
        ({"bodies": [{"name": "bar", "mass": 1, "inertia": [1, 1]}]}, "bodies[0].inertia", ""),
        (
            {"bodies": [{"name": "bar", "mass": 1, "inertia": [1, 1, 1], "colour": "red"}]},
            "bodies[0]",
            "'colour' was unexpected",
        ),
        (
            {"joints": [{"kind": "hinge", "body_i": "ground", "body_j": "bar"}]},
            "joints[0].kind",
            "'hinge' is not one of",
        ),
        ({"name": "has space"}, "name", "does not match"),
    ],
)
def test_schema_errors_name_the_key_path(changes, where, message, tmp_path):
    with pytest.raises(ModelError) as info:
        load_mechanism(_write(tmp_path, _pendulum(**changes)))
    text = str(info.value)
    assert f"m.yaml: {where}" in text and message in text


@pytest.mark.parametrize(
    "expression, message",
    [
        (
            "__import__('os').system('echo pwned')",
            "'__import__\\('os'\\).system' is not an allowed function",
        ),
        ("().__class__", "is not allowed"),
        ("[x for x in ()]", "is not allowed"),
        ("lambda: 1", "is not allowed"),
        ("sin(x=1)", "keyword arguments are not allowed"),
        ("'text'", "is not a number"),
        ("M * 2", "unknown name 'M'"),
        ("L *", "is not an expression"),
        ("9" * 3000, "longer than"),
    ],
)
def test_hostile_or_wrong_expressions_are_rejected(expression, message, tmp_path):
    with pytest.raises(ExpressionError, match=message):
        parse(expression, {"L": sp.Symbol("L"), "t": sp.Symbol("t")})
    doc = _pendulum(bodies=[{"name": "bar", "mass": expression, "inertia": [1, 1, 1]}])
    with pytest.raises(ModelError, match=r"m\.yaml: bodies\[0\]\.mass"):
        load_mechanism(_write(tmp_path, doc))


def test_allowed_expressions_parse_to_sympy():
    L, t = sp.symbols("L t")
    e = parse("-L**2/2 + sqrt(abs(sin(2*pi*t))) + atan2(1, L) + E", {"L": L, "t": t})
    assert e == -(L**2) / 2 + sp.sqrt(sp.Abs(sp.sin(2 * sp.pi * t))) + sp.atan2(1, L) + sp.E


def test_syntax_errors_name_the_file(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text("name: x\nbodies: [\n  - {")
    with pytest.raises(ModelError, match="broken.yaml': is not valid yaml"):
        load_mechanism(str(path))
    path = tmp_path / "broken.json"
    path.write_text('{"name": "x", ')
    with pytest.raises(ModelError, match="broken.json': is not valid json"):
        load_mechanism(str(path))


def test_semantic_errors_still_come_from_validation(tmp_path):
    """The schema checks structure; names and physics are the model validation's."""
    from mechgen.symbolic import derive

    doc = _pendulum(
        joints=[{"kind": "revolute", "body_i": "ground", "body_j": "nobody", "axis": [0, 0, 1]}]
    )
    with pytest.raises(ModelError, match="nobody"):
        derive(load_mechanism(_write(tmp_path, doc)), "rA")
