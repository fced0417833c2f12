"""The bad-input corpus (issue 9): hostile or mistaken input through the model API, model files
and the command line. Each case pins the message that names the object at fault and the fix;
CLI cases also exit non-zero with one line on stderr and leave no file behind.

More cases of the same kinds live in test_validation.py, test_model_files.py and test_cli.py;
this file is the one place that walks every surface.
"""

from __future__ import annotations

import math
import os
import re
import warnings

import pytest
import sympy as sp
from helpers import bundled
from mechanisms import pendulum
from mechgen.cli import main
from mechgen.core.errors import MechgenError, ModelError
from mechgen.runtime import simulate
from mechgen.symbolic import Mechanism, derive, model_file, validate


def second_body(m: Mechanism, **options):
    return m.add_body("arm", mass=1.0, inertia=(0.1, 0.1, 0.1), position=(0, 2, 0), **options)


# -- the model API: validate() names the body, joint, driver, spring or parameter ----------------
MODEL_API = {
    "nan mass": (pendulum(mass=math.nan), r"body 'bar': mass must be positive and finite, got nan"),
    "negative mass": (pendulum(mass=-2.0), r"body 'bar': mass must be positive and finite"),
    "infinite mass": (pendulum(mass=math.inf), r"body 'bar': mass must be positive and finite"),
    "nan position": (
        pendulum(position=(math.nan, 1, 0)),
        r"body 'bar': position must be three finite numbers",
    ),
    "infinite velocity": (
        pendulum(velocity=(0, math.inf, 0)),
        r"body 'bar': velocity must be three finite numbers",
    ),
    "negative inertia": (
        pendulum(inertia=(1, -1, 1)),
        r"body 'bar': inertia is not positive semi-definite",
    ),
    "nan inertia": (
        pendulum(inertia=(math.nan, 1, 1)),
        r"body 'bar': inertia must be 3 principal values or a finite 3x3 matrix",
    ),
    "inertia triangle": (
        pendulum(inertia=(1.0, 1.0, 3.0)),
        r"body 'bar': principal inertias .* violate the triangle inequality J1 \+ J2 >= J3: "
        r"no rigid body has them",
    ),
    "non-orthonormal frame": (
        pendulum(orientation=[[1, 0.2, 0], [0, 1, 0], [0, 0, 1]]),
        r"body 'bar': orientation is not orthonormal",
    ),
    "reflection": (
        pendulum(orientation=[[1, 0, 0], [0, 1, 0], [0, 0, -1]]),
        r"body 'bar': orientation has determinant -1",
    ),
    "nan orientation": (
        pendulum(orientation=[[math.nan, 0, 0], [0, 1, 0], [0, 0, 1]]),
        r"body 'bar': orientation has non-finite entries",
    ),
}


def _add(build):
    m = pendulum()
    build(m, m.bodies[0])
    return m


MODEL_API |= {
    "duplicate body": (
        _add(lambda m, b: m.add_body("bar", mass=1.0, inertia=(1, 1, 1))),
        r"body 'bar': duplicate body name",
    ),
    "duplicate joint": (
        _add(lambda m, b: m.add_joint("spherical", m.ground, b, name="J1")),
        r"joint 'J1': duplicate name",
    ),
    "unknown body": (
        _add(lambda m, b: m.add_joint("revolute", b, "nope", axis=(1, 0, 0), name="K")),
        r"joint 'K': unknown body 'nope' \(known: ground, bar\)",
    ),
    "unknown joint kind": (
        _add(lambda m, b: m.add_joint("hinge", m.ground, b, name="H")),
        r"joint 'H': unknown joint kind 'hinge'",
    ),
    "zero-length axis": (
        _add(lambda m, b: m.add_joint("revolute", m.ground, b, axis=(0, 0, 0), name="Z")),
        r"joint 'Z': axis has zero length",
    ),
    "joint to itself": (
        _add(lambda m, b: m.add_joint("spherical", b, b, name="self")),
        r"joint 'self': connects body 'bar' to itself",
    ),
    "unknown driven joint": (
        _add(lambda m, b: m.drive("J9", m.t)),
        r"driver 'J9_driver': unknown joint 'J9'",
    ),
    "unknown symbol": (
        _add(lambda m, b: m.drive("J1", m.t * sp.Symbol("omega"))),
        r"driver 'J1_driver': driver expression uses unknown symbols \['omega'\]; "
        r"declare them with m.parameter\(\)",
    ),
    "reserved parameter": (
        _add(lambda m, b: m.parameter("lambda", 1.0)),
        r"parameter 'lambda': 'lambda' is a Python keyword; reserved are t, the Python keywords "
        r"and the constants of model-file expressions \(pi, E\)",
    ),
    "complex mass at the defaults": (
        _add(lambda m, b: setattr(b, "mass", sp.sqrt(m.parameter("L", 0.5) - 1))),
        r"body 'bar': mass must be positive and finite, got nan",
    ),
    "division by zero in a position": (
        _add(lambda m, b: setattr(b, "position", sp.Matrix([0, 1 / m.parameter("z", 0.0), 0]))),
        r"body 'bar': position must be three finite numbers",
    ),
    "time in a joint axis": (
        _add(lambda m, b: m.add_joint("revolute", m.ground, b, axis=(1, m.t, 0), name="K")),
        r"joint 'K': axis may not depend on the time t \(only loads and drivers may\)",
    ),
    "complex joint point": (
        _add(
            lambda m, b: m.add_joint("spherical", m.ground, b, point=(sp.sqrt(-1), 0, 0), name="K")
        ),
        r"joint 'K': point is not three finite real numbers at the parameter defaults",
    ),
    "mechanism name with a line break": (
        _add(lambda m, b: setattr(m, "name", "m\n")),
        r"mechanism 'm\\n': name must be an identifier",
    ),
    "long mechanism name": (
        _add(lambda m, b: setattr(m, "name", "m" * 300)),
        r"mechanism 'm{60}...': name has 300 characters; at most 64",
    ),
    "nan parameter": (
        _add(lambda m, b: m.parameter("k", math.nan)),
        r"parameter 'k': default must be a finite number, got nan",
    ),
    "negative spring": (
        _add(
            lambda m, b: m.add_spring(b, m.ground, stiffness=-5.0, name="s1"),
        ),
        r"spring 's1': stiffness must be finite and not negative, got -5.0",
    ),
    "unknown cut joint": (
        _add(lambda m, b: m.cut_joint("J7")),
        r"J7",
    ),
    "contradicting constraint": (
        _add(
            lambda m, b: m.add_constraint(
                "CD", b, m.ground, c=(0, 1, 0), s_i=(0, 0, 0), s_j=(0, 0, 0), f=0.5, name="c1"
            )
        ),
        r"constraint 'c1': initial configuration violates CD #1: residual -1.500e\+00; fix the "
        r"data or assemble it by Newton projection \(assemble=True, CLI --assemble\)",
    ),
}


@pytest.mark.parametrize("case", MODEL_API)
def test_model_api(case):
    mechanism, message = MODEL_API[case]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(ModelError, match=message):
            validate(mechanism)


def test_disconnected_body_is_a_notice():
    """A body nothing connects is legitimate (a free-floating body) but rarely meant: a notice
    naming it, not an error."""
    m = pendulum()
    second_body(m)
    with pytest.warns(UserWarning, match=r"body 'arm': no joint, constraint or spring connects"):
        validate(m)


def test_unknown_formulation():
    with pytest.raises(ModelError, match=r"unknown formulation 'rX' \(this derivation knows rA"):
        derive(pendulum(), "rX")


def test_redundant_rows_are_an_error_when_strict():
    m = pendulum()
    m.add_joint("revolute", m.ground, m.bodies[0], point=(0, 0, 0), axis=(1, 0, 0), name="J2")
    with pytest.raises(ModelError, match=r"J2"):
        derive(m, "rA", strict=True)


# -- the runtime: step, end time, scheme, options, parameters, initial state --------------------
RUNTIME = {
    "zero step": (dict(h=0.0), r"step size h must be positive and finite, got 0.0"),
    "nan step": (dict(h=math.nan), r"step size h must be positive and finite, got nan"),
    "negative end": (dict(t_end=-1.0), r"t_end must be finite and at least h = 0.001, got -1.0"),
    "infinite end": (dict(t_end=math.inf), r"t_end must be finite"),
    "unknown scheme": (dict(scheme="rk45"), r"unknown scheme 'rk45' \(known: kinematics, index3"),
    "wrong formulation": (
        dict(scheme="lie-mk"),
        r"scheme 'lie-mk' works on formulations se3, so3r3, not 'rA'",
    ),
    "foreign option": (
        dict(tableau="rk4"),
        r"option\(s\) tableau do not apply to scheme 'index3'",
    ),
    "unknown parameter": (
        dict(params={"L9": 1.0}),
        r"parameter 'L9': unknown parameter \(known: L1, L2, w, rho\)",
    ),
    "infinite parameter": (dict(params={"L1": math.inf}), r"parameter 'L1': value inf is not"),
    "not driven": (dict(scheme="kinematics"), r"2 degrees of freedom left\): add drivers"),
    "negative halving": (
        dict(retry_halving=-1),
        r"retry_halving must be a non-negative integer, got -1",
    ),
}


@pytest.mark.parametrize("case", RUNTIME)
def test_runtime(case):
    args = {"scheme": "index3", "h": 1e-3, "t_end": 0.01} | RUNTIME[case][0]
    with pytest.raises(MechgenError, match=RUNTIME[case][1]):
        simulate(bundled("double_pendulum", "rA"), **args)


def test_inconsistent_initial_velocity(tmp_path):
    """Given velocities must satisfy the velocity constraints (all-zero ones are completed by
    projection); the error names the row and both fixes."""
    from helpers import emitted

    module = emitted(pendulum(velocity=(0, 0, 1.0)), "rA", tmp_path)
    with pytest.raises(ModelError, match=r"J1\[CD .\]: initial velocities violate this row's "):
        simulate(module, "index3", 1e-3, 0.01)
    simulate(module, "index3", 1e-3, 0.01, assemble=True)


# -- model files ------------------------------------------------------------------------------
GOOD = """\
name: m
bodies:
  - {name: bar, mass: 1.0, inertia: [0.1, 0.1, 0.1], position: [0, 1, 0]}
joints:
  - {name: J1, kind: revolute, body_i: ground, body_j: bar, point: [0, 0, 0], axis: [1, 0, 0]}
"""
FILES = {
    "yaml syntax": ("name: m\nbodies: [\n", r"file '.*m.yaml': is not valid yaml"),
    "not a mapping": ("- 1\n- 2\n", r"m.yaml: \(top level\): \[1, 2\] is not of type 'object'"),
    "unknown key": (GOOD + "colour: red\n", r"colour"),
    "missing bodies": ("name: m\n", r"bodies"),
    "string mass": (GOOD.replace("mass: 1.0", "mass: heavy"), r"bodies\[0\]"),
    "import": (GOOD.replace("mass: 1.0", "mass: __import__('os')"), r"__import__"),
    "attribute": (
        GOOD.replace("mass: 1.0", "mass: 'x.__class__'"),
        r"bodies\[0\].mass: 'x.__class__': 'x.__class__' is not allowed \(numbers, names",
    ),
    "lambda": (GOOD.replace("mass: 1.0", "mass: '(lambda: 1)()'"), r"lambda"),
    "unknown name": (GOOD.replace("mass: 1.0", "mass: 2 * m0"), r"m0"),
}


@pytest.mark.parametrize("case", FILES)
def test_model_files(case, tmp_path):
    text, message = FILES[case]
    path = tmp_path / "m.yaml"
    path.write_text(text)
    with pytest.raises(ModelError, match=message):
        model_file.load(path)


def test_good_model_file_loads(tmp_path):
    """The base of the file cases is valid: each case breaks exactly one thing."""
    path = tmp_path / "m.yaml"
    path.write_text(GOOD)
    validate(model_file.load(path))


#: a CD constraint that the initial configuration violates by 1.5
MISPLACED = """\
constraints:
  - {name: c1, kind: CD, body_i: bar, body_j: ground, f: 0.5, s_i: [0, 0, 0], s_j: [0, 0, 0],
     c: [0, 1, 0]}
"""

# -- the command line: exit code, one stderr line, no file left behind -------------------------
SIM = ["simulate", "single_pendulum", "--scheme", "index3", "--h", "1e-3", "--t-end", "0.01"]
CLI = {
    "unknown mechanism": (
        ["simulate", "nothing", "--scheme", "index3", "--h", "1", "--t-end", "1"],
        r"mechanism 'nothing': is neither a bundled example",
    ),
    # a misspelt file: said first, not after the list of the bundled examples
    "missing file": (
        ["simulate", "robots/ant.xm", "--scheme", "index3", "--h", "1", "--t-end", "1"],
        r"mechanism 'robots/ant.xm': no such file$",
    ),
    "zero step": (SIM[:4] + ["--h", "0", "--t-end", "1"], r"argument --h: must be a positive"),
    "end before start": (SIM[:6] + ["--t-end", "-1"], r"t_end must be finite and at least h"),
    "unknown scheme": (SIM[:3] + ["rk45"] + SIM[4:], r"argument --scheme: invalid choice"),
    "unknown formulation": (
        ["generate", "single_pendulum", "--formulation", "rX"],
        r"argument --formulation: invalid choice: 'rX'",
    ),
    "unknown backend": (SIM + ["--backend", "fortran"], r"argument --backend: invalid choice"),
    "scheme and formulation": (
        SIM + ["--formulation", "director"],
        r"scheme 'index3' works on formulations rA, rp, re, not 'director'",
    ),
    "bad parameter": (SIM + ["--param", "L=abc"], r"--param L: 'abc' is not a number"),
    "unknown parameter": (SIM + ["--param", "X=1"], r"invalid parameters: parameter 'X': unknown"),
    "foreign flag": (
        SIM + ["--tableau", "rk4"],
        r"--tableau does not apply to scheme 'index3' \(its options: --tol, --max-iter, ",
    ),
    "unknown entry": (
        ["latex", "single_pendulum", "--formulation", "rA", "--only", "bogus"],
        r"invalid request: entries: entries \['bogus'\] do not exist in the rA formulation",
    ),
    "out suffix": (SIM + ["--out", "run.txt"], r"--out 'run.txt' must end in .npz or .csv"),
    "out folder": (
        SIM + ["--out", "missing/run.npz"],
        r"--out 'missing/run.npz': folder 'missing' does not exist; create it first",
    ),
    "out is a folder": (SIM + ["--out", "."], r"must end in .npz or .csv"),
    "read-only folder": (
        SIM + ["--out", "/proc/run.npz"],
        r"'/proc/run.npz': folder '/proc' is not writable|cannot write '/proc/run.npz'",
    ),
    "negative halving": (SIM + ["--retry-halving", "-2"], r"must be a non-negative integer"),
    "zero chunk": (SIM + ["--chunk-steps", "0"], r"must be a positive integer, got 0"),
    "hostile file": ("hostile.yaml", r"__import__"),
    "broken file": ("broken.yaml", r"is not valid yaml"),
    "export suffix": (
        ["export", "single_pendulum", "-o", "m.txt"],
        r"model file 'm.txt' must end in .yaml or .yml or .json",
    ),
    "latex suffix": (
        ["latex", "single_pendulum", "--formulation", "rA", "-o", "r.pdf"],
        r"report 'r.pdf' must end in .tex",
    ),
    "plot non-run": (["plot", "nothing.npz"], r"'nothing.npz' does not exist \(a run saved with"),
    "sweep folder": (
        ["sweep", "single_pendulum", "--scheme", "index3", "--h", "1e-3", "--t-end", "0.01"]
        + ["--param", "L=1:2:2", "-o", "missing/table.csv"],
        r"sweep output 'missing/table.csv': folder 'missing' does not exist",
    ),
    "inconsistent start": (
        ["simulate", "misplaced.yaml", "--scheme", "index3", "--h", "1e-3", "--t-end", "0.01"]
        + ["--out", "run.npz"],
        r"constraint 'c1': initial configuration violates CD #1: residual -1.500e\+00; .*"
        r"CLI --assemble",
    ),
}


@pytest.mark.parametrize("case", CLI)
def test_cli(case, tmp_path, monkeypatch, capsys):
    argv, message = CLI[case]
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(tmp_path.parent / "cache"))
    (tmp_path / "hostile.yaml").write_text(GOOD.replace("mass: 1.0", "mass: __import__('os')"))
    (tmp_path / "broken.yaml").write_text("name: m\nbodies: [\n")
    (tmp_path / "misplaced.yaml").write_text(GOOD + MISPLACED)
    if isinstance(argv, str):
        argv = ["generate", argv, "--formulation", "rA"]
    before = sorted(os.listdir(tmp_path))
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse refuses the command line itself
        code = exc.code
    err = capsys.readouterr().err
    assert code != 0
    assert re.search(message, err), err
    assert "Traceback" not in err
    assert sorted(os.listdir(tmp_path)) == before, "a failed command left a file behind"


def test_extreme_numbers_are_named_errors():
    """Issue 37: a parameter whose masses overflow (L1 = 1e308: L1**3) and a step so small that
    the number of steps overflows (h = 1e-320) ended as internal errors; both are named."""
    from mechgen.core.errors import ModelError, SolverError
    from mechgen.runtime import simulate
    from mechgen.runtime.schemes import MAX_STEPS

    module = bundled("double_pendulum", "rA")
    with pytest.raises(ModelError, match=r"parameters L1=1e\+308: the bodies' masses and inert"):
        simulate(module, "index3", 1e-3, 0.01, {"L1": 1e308})
    with pytest.raises(
        SolverError, match=r"h = 9.99989e-321 makes too many steps to count of t_end = 0.01"
    ):
        simulate(module, "index3", 1e-320, 0.01)
    with pytest.raises(SolverError, match=re.escape(f"more than {MAX_STEPS:g}")):
        simulate(module, "index3", 1e-13, 1.0)
