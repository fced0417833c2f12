"""The extension points of the house (issue 18) hold together: every formulation the generator
knows has its numeric counterpart in the runtime (and no other), every scheme names known
formulations and entries those formulations have, every backend module declares itself under
its own name, and every whole-loop kernel template belongs to a scheme whose entries include
what the kernel calls."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import resources

import pytest
from helpers import needs_tool
from mechgen.codegen.backends import backend_named, names
from mechgen.codegen.emit import kernel_templates
from mechgen.core.errors import CodeGenerationError, ModelError
from mechgen.runtime import SCHEMES
from mechgen.runtime.coordinates import COORDINATES
from mechgen.symbolic.formulations import FORMULATIONS, formulation_named


def test_every_formulation_has_its_runtime_coordinates():
    assert list(FORMULATIONS) == list(COORDINATES)
    for name, form in FORMULATIONS.items():
        assert form.name == name
        assert COORDINATES[name].summary, name


def test_every_scheme_works_on_known_formulations_that_have_its_entries():
    for scheme in SCHEMES.values():
        for name in scheme.formulations:
            have = FORMULATIONS[name].entries
            missing = [e for e in scheme.entries if e not in have]
            assert not missing, (scheme.name, name, missing)


def test_backends_are_modules_named_after_themselves():
    assert names() == ("c", "numpy")
    for name in names():
        config = backend_named(name)
        assert config.name == name and config.module_suffix in config.templates
        printer, rows_printer = config.printers()
        assert printer.printmethod == f"_mechgen_{name}"
    with pytest.raises(CodeGenerationError, match=r"unknown backend 'jax' \(known: c, numpy\)"):
        backend_named("jax")


def test_kernel_templates_belong_to_schemes_with_their_entries():
    kernels = kernel_templates(backend_named("c").kernels)
    assert set(kernels) == {
        "constrained",
        "index3",
        "kinematics",
        "lie-mk",
        "nullspace",
        "partitioning",
        "taylor",
    }
    templates = resources.files("mechgen.templates").joinpath("c")
    for name, kernel in kernels.items():
        assert set(kernel.entries) <= set(SCHEMES[name].entries), name
        assert set(getattr(kernel, "formulations", ())) <= set(SCHEMES[name].formulations), name
        for helper in getattr(kernel, "helpers", ()):
            assert templates.joinpath(f"{helper}.j2").is_file(), (name, helper)


def test_an_unknown_formulation_is_a_model_error_listing_the_known_ones():
    with pytest.raises(ModelError, match="unknown formulation 'rq'.*rA, rp, re, director"):
        formulation_named("rq")


def test_listing_backends_does_not_import_sympy():
    """The command line builds --backend from the module names alone (startup stays light)."""
    code = (
        "import sys; from mechgen.codegen.backends import names, backend_named; "
        "[backend_named(n) for n in names()]; print('sympy' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_run_of_a_module_resolved_before_does_not_import_sympy(tmp_path):
    """The pipeline remembers what a request for a bundled example resolved to (keyed by the
    examples' and the generator's source), so a second run skips building and hashing the
    mechanism, half the start-up of a short run. The first run resolves it the long way."""
    code = (
        "import sys; from mechgen.cli import main; "
        "main(['simulate', 'planar_four_bar', '--scheme', 'partitioning', '--h', '1e-3', "
        "'--t-end', '0.002', '--json', '--quiet']); print('sympy' in sys.modules)"
    )
    env = {**os.environ, "MECHGEN_CACHE_DIR": str(tmp_path)}
    runs = [
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
        ).stdout.strip()
        for _ in range(2)
    ]
    assert [run.splitlines()[-1] for run in runs] == ["True", "False"]
    first, second = (json.loads(run.splitlines()[0]) for run in runs)
    for run in (first, second):  # the clocks aside
        run.pop("wall_time_s"), run.pop("cpu_time_s")
    assert first == second


def test_a_run_of_a_model_file_resolved_before_does_not_import_sympy(tmp_path):
    """A model file is data: its bytes determine its mechanism, so the pipeline remembers what
    it resolved to as for a bundled example (issue 36: a cached model file's run imported sympy
    and hashed the model, about 1 s); a changed file resolves anew."""
    model = tmp_path / "crank.yaml"
    text = (
        "name: crank\ngravity: [0, 0, -9.81]\nparameters: {L: 0.4}\nbodies:\n"
        "  - {name: bar, mass: 1.2, inertia: [1e-3, 0.016, 0.016], position: [0, L/2, 0]}\n"
        "joints:\n  - {name: pin, kind: revolute, body_i: ground, body_j: bar, "
        "point: [0, 0, 0], axis: [1, 0, 0]}\n"
    )
    model.write_text(text)
    code = (
        f"import sys; from mechgen.cli import main; main(['simulate', {str(model)!r}, "
        "'--scheme', 'index3', '--h', '1e-3', '--t-end', '0.002', '--json', '--quiet']); "
        "print('sympy' in sys.modules)"
    )
    env = {**os.environ, "MECHGEN_CACHE_DIR": str(tmp_path / "cache")}

    def run() -> str:
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
        )
        return out.stdout.strip().splitlines()[-1]

    assert [run(), run()] == ["True", "False"]
    model.write_text(text.replace("mass: 1.2", "mass: 1.3"))
    assert run() == "True"


def test_an_incomplete_joint_kind_is_refused_when_it_is_defined():
    """Issue 38: a kind declared with its rows but without rates (the default ``rates=()``
    reads "weld") derived a free-falling box at rest in the director formulation, exit 0, and
    an internal IndexError in the relative one. A kind now checks itself on a generic placement
    (mechgen.symbolic.joints._probe): rank of its rows plus its rates make six, every rate is a
    motion its rows allow, one reaction component per independent row."""
    from dataclasses import replace

    from mechgen.symbolic.joints import KINDS, _unit_components

    ball = KINDS["spherical"]
    with pytest.raises(TypeError, match=r"joint kind 'ball': its rows leave 3 degrees of "):
        replace(ball, name="ball", rates=(), rate_kinds=(), columns=lambda joint, vec: [])
    with pytest.raises(TypeError, match=r"'hinge': rate 'angle' is a motion its rows do not"):
        replace(KINDS["revolute"], name="hinge", columns=lambda j, vec: [(vec["b_i"], None)])
    with pytest.raises(TypeError, match=r"'pin': 2 reaction components for 3 independent rows"):
        replace(ball, name="pin", components=lambda joint: _unit_components("fx", "fy"))
    with pytest.raises(TypeError, match=r"'odd': 3 rates but 2 rate_kinds"):
        replace(ball, name="odd", rate_kinds=("angle", "angle"))
    for kind in KINDS.values():  # every bundled kind passes its own check
        assert replace(kind) == kind


def test_an_incomplete_basic_constraint_kind_is_refused_when_it_is_defined():
    """Issue 38: a basic constraint kind was four entries of four tables keyed by its name (its
    residual, length power, vectors, whether a user adds it), any of which could be missing or
    wrong. A kind is now one object that checks itself on a generic placement
    (mechgen.symbolic.constraints._probe): its vectors are fields its residual reads, its row
    scales with the length power it declares, its residual documents itself."""
    from dataclasses import replace

    from mechgen.symbolic.constraints import BY_HAND, CONSTRAINT_KINDS

    dp1, distance = CONSTRAINT_KINDS["DP1"], CONSTRAINT_KINDS["D"]
    with pytest.raises(TypeError, match=r"kind 'd1': its residual reads s_j, not among its vec"):
        replace(distance, name="d1", vectors=("s_i",))
    with pytest.raises(TypeError, match=r"'d2': its residual does not read c of its vectors"):
        replace(distance, name="d2", vectors=("s_i", "s_j", "c"))
    with pytest.raises(TypeError, match=r"'d3': its row is not measured in L\^1 \(length_power\)"):
        replace(distance, name="d3", length_power=1)
    with pytest.raises(TypeError, match=r"'d4': length_power must be an int from 0 to 2.*got 2.0"):
        replace(distance, name="d4", length_power=2.0)
    with pytest.raises(TypeError, match=r"'p1': vectors \('a_i', 'a_k'\) must name distinct fie"):
        replace(dp1, name="p1", vectors=("a_i", "a_k"))
    with pytest.raises(TypeError, match=r"'p2': its residual must be a function whose docstring"):
        replace(dp1, name="p2", residual=lambda pi, pj, con: con.f)
    with pytest.raises(TypeError, match=r"'p3': by_hand must be True or False, got 'yes'"):
        replace(dp1, name="p3", by_hand="yes")
    for kind in CONSTRAINT_KINDS.values():  # every bundled kind passes its own check
        assert replace(kind) == kind
    assert BY_HAND == ("DP1", "DP2", "D", "CD", "angle")


def test_an_incomplete_scheme_is_refused_when_it_is_defined():
    """Issue 38: Scheme.source defaulted to "" and Scheme.reactions was a string other modules
    compared against: a scheme without a paper, or with a misspelt source, was taken as it was.
    A reactions source is now an object of mechgen.runtime.reactions.SOURCES that carries what
    follows from it; its name alone is refused."""
    from dataclasses import replace

    from mechgen.runtime.reactions import SOURCES

    index3 = SCHEMES["index3"]
    with pytest.raises(TypeError, match=r"scheme 'mine': source '' is not a paper of"):
        replace(index3, name="mine", source="")
    with pytest.raises(TypeError, match=r"reactions 'lam' is not a source of mechgen.runtime"):
        replace(index3, name="mine", reactions="lam")
    with pytest.raises(TypeError, match=r"reactions 'state' is not a source .*not its name\)"):
        replace(index3, name="mine", reactions="state")
    assert {s.reactions.name for s in SCHEMES.values()} == {s.name for s in SOURCES}
    with pytest.raises(TypeError, match=r"unknown entries Phi_qq \(mechgen.core.entries\)"):
        replace(index3, name="mine", entries=(*index3.entries, "Phi_qq"))
    with pytest.raises(TypeError, match=r"it works on no formulation"):
        replace(index3, name="mine", formulations=())


@needs_tool("cc")
@pytest.mark.parametrize("scheme", ["index3", "genalpha", "kinematics", "partitioning"])
def test_a_run_of_a_compiled_module_does_not_import_scipy(scheme, tmp_path):
    """A compiled run starts with numpy's solves and runs in its kernel: importing scipy.linalg
    (half the command line's start-up, mechgen.runtime.linalg) waits for a factorization in
    Python. The bundled C module of the slider crank (partitioning: the four link, in rp), and
    the same run's result as with scipy loaded first."""
    name, formulation = ("four_link", "rp") if scheme == "partitioning" else ("slider_crank", "rA")
    code = (
        "import sys, json; from mechgen.runtime import load_module, simulate; "
        "from mechgen.pipeline import GENERATED_DIR; "
        f"m = load_module(GENERATED_DIR / '{name}_{formulation}_c.py'); "
        f"r = simulate(m, '{scheme}', 1e-3, 0.05); "
        "print('scipy' in sys.modules); print(json.dumps(r.q[-1].tolist()))"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    imported, q = run.stdout.strip().splitlines()
    assert imported == "False"
    loaded = subprocess.run(
        [sys.executable, "-c", "import scipy.linalg; " + code],
        capture_output=True,
        text=True,
        check=True,
    )
    assert loaded.stdout.strip().splitlines()[1] == q
