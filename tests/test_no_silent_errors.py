"""Wrong answers with exit 0 and errors that pointed at the wrong cause (issue 17), each a case
that failed before its fix: the angle driver's second root, a driver that contradicts a joint,
a non-smooth driver, duplicate keys and exponent literals in model files, heavy bodies that
Newton's absolute test refused, run-time parameters that skipped the model's checks, and names
that are not identifiers through the Python API.
"""

from __future__ import annotations

import json
import textwrap

import numpy as np
import pytest
from helpers import emitted, needs_tool
from mechgen.arguments import EXIT_FAILED
from mechgen.cli import main
from mechgen.codegen.emit import emit, write
from mechgen.core.errors import ModelError, SolverError
from mechgen.runtime import load_module, simulate
from mechgen.symbolic import Mechanism, derive, model_export, model_file

#: the driven pendulum of the report: a bar of 1 m about global x, angle 3 sin(20 t)
DRIVEN = """\
name: driven
gravity: [0, 0, -9.81]
bodies:
- {name: bar, mass: 1.0, inertia: [0.1, 0.1, 0.1], position: [0, 0, -1]}
joints:
- {name: O, kind: revolute, body_i: ground, body_j: bar, point: [0, 0, 0], axis: [1, 0, 0]}
drivers:
- {joint: O, expr: "3*sin(20*t)"}
"""


def _load(tmp_path, text: str, name: str = "m.yaml") -> Mechanism:
    path = tmp_path / name
    path.write_text(text)
    return model_file.load(path)


def _module(mechanism, formulation, directory, backend):
    eqs = derive(mechanism, formulation)
    paths = write(emit(eqs, backend), directory)
    return load_module(next(p for p in paths if p.suffix == ".py"))


@pytest.mark.parametrize("backend", ["numpy", pytest.param("c", marks=needs_tool("cc"))])
def test_angle_driver_keeps_its_branch_at_large_steps(tmp_path, backend):
    """f = 3 sin(20 t) turns the bar up to 3 rad per step at h = 5e-2: the product form
    sin(theta - f) = 0 converged to theta = f + pi in 10 of 21 steps with a violation of 2e-12.
    The half-angle form has one root per turn, so every step lands on r = (0, sin f, -cos f)
    (measured 1.0e-10: the Newton test's h^2 RTOL |a| with |a| ~ 1e3; asserted 1e-7, a
    flipped pose is off by 2)."""
    module = _module(_load(tmp_path, DRIVEN), "rA", tmp_path / backend, backend)
    res = simulate(module, "index3", 5e-2, 1.0)
    f = 3 * np.sin(20 * res.t)
    r = res.bodies["bar"]["r"]
    assert len(res.t) == 21
    np.testing.assert_allclose(r[:, 1], np.sin(f), rtol=0, atol=1e-7)
    np.testing.assert_allclose(r[:, 2], -np.cos(f), rtol=0, atol=1e-7)


def test_angle_driver_gradient_is_unchanged_at_the_solution(tmp_path):
    """At a pose that satisfies the driver the half-angle form's Jacobian equals the product
    form's (module docstring of mechgen.symbolic.constraints.angle), so multipliers are the same:
    d Phi / d theta = 2 rho / (1 + rho) = 1. Checked on the emitted Phi by central differences
    along the driven rotation (truncation ~1e-10)."""
    m = _load(tmp_path, DRIVEN.replace("3*sin(20*t)", "0.7*t"))
    module = emitted(m, "rp", tmp_path)
    p = module.PARAMETER_DEFAULTS

    (row,) = [i for i, r in enumerate(module.METADATA["constraint_rows"]) if r["kind"] == "driver"]

    def phi_at(theta):
        e = [np.cos(theta / 2), np.sin(theta / 2), 0.0, 0.0]
        r = [0.0, np.sin(theta), -np.cos(theta)]
        return module.Phi(np.array(r + e), 1.0, p)[row]

    eps = 1e-5
    slope = (phi_at(0.7 + eps) - phi_at(0.7 - eps)) / (2 * eps)
    assert abs(phi_at(0.7)) < 1e-14
    assert slope == pytest.approx(1.0, abs=1e-8)
    # the former second root, half a turn away, is no root
    assert abs(phi_at(0.7 + np.pi - 1e-3)) > 1e2


CONTRADICTING = """\
name: contra
gravity: [0, 0, -9.81]
bodies:
- {name: bar, mass: 1.0, inertia: [0.1, 0.1, 0.1], position: [0, 0, -1]}
- {name: arm, mass: 1.0, inertia: [0.1, 0.1, 0.1], position: [0, 0, -2]}
joints:
- {name: O, kind: revolute, body_i: ground, body_j: bar, point: [0, 0, 0], axis: [1, 0, 0]}
- {name: F, kind: fixed, body_i: bar, body_j: arm, point: [0, 0, -1.5]}
- {name: R, kind: revolute, body_i: bar, body_j: arm, point: [0, 0, -1.5], axis: [1, 0, 0]}
drivers:
- {joint: R, expr: "sin(t)"}
"""


@pytest.mark.parametrize("formulation", ["rA", "relative"])
def test_driver_that_contradicts_a_fixed_joint_is_refused(tmp_path, formulation):
    """The driver's row is linearly dependent on the fixed joint's, so it was dropped as
    redundant and the arm never moved, exit 0. It does not hold where the other rows do."""
    m = _load(tmp_path, CONTRADICTING)
    with pytest.raises(ModelError, match=r"driver 'R_driver': row angle contradicts the other"):
        derive(m, formulation)


def test_consistent_redundant_driver_is_still_dropped(tmp_path):
    """Two revolutes on one axis, each driven by the same f: dependent and consistent, so the
    second joint and its driver are dropped (with a notice), as before."""
    text = DRIVEN.replace(
        "drivers:",
        "- {name: O2, kind: revolute, body_i: ground, body_j: bar, point: [0, 0, 0], "
        'axis: [1, 0, 0]}\ndrivers:\n- {joint: O2, expr: "3*sin(20*t)"}',
    )
    with pytest.warns(UserWarning, match="redundant constraint rows dropped"):
        eqs = derive(_load(tmp_path, text), "rA")
    assert {r["owner"] for r in eqs.metadata.dropped_rows} == {"O2", "O_driver"}


def test_abs_in_a_driver_is_refused_with_the_reason(tmp_path):
    """abs(g(t)) has no derivative where g = 0; it reached the printer as Derivative(Abs(...))
    with a message about the printer. Abs of a parameter is a constant and stays allowed."""
    m = _load(tmp_path, DRIVEN.replace("3*sin(20*t)", "abs(sin(t))"))
    message = (
        r"driver 'O_driver': the driver expression uses Abs\(sin\(t\)\), which has no "
        r"derivative .* twice differentiable"
    )
    with pytest.raises(ModelError, match=message):
        derive(m, "rA")
    text = DRIVEN.replace("3*sin(20*t)", "abs(a)*sin(t)").replace(
        "gravity:", "parameters: {a: -2.0}\ngravity:"
    )
    derive(_load(tmp_path, text), "rA")


@pytest.mark.parametrize(
    ("suffix", "text", "message"),
    [
        (
            ".yaml",
            "name: m\nbodies:\n- name: bar\n  mass: 1.0\n  mass: 2.0\n",
            r"line 5, column 3: duplicate key 'mass'",
        ),
        (".json", '{"name": "a", "name": "b"}', r"duplicate key 'name' in the object"),
    ],
)
def test_duplicate_keys_are_refused(tmp_path, suffix, text, message):
    """The last value used to win silently (a second mass replaced the first)."""
    path = tmp_path / f"m{suffix}"
    path.write_text(text)
    with pytest.raises(ModelError, match=message):
        model_file.read(path)


def test_exponent_literals_are_numbers_in_yaml(tmp_path):
    """YAML 1.1 (PyYAML) reads 1e-3 and 1.5e3 as strings, refused as 'not of type number';
    JSON and Python read them as numbers, and so does a model file now."""
    path = tmp_path / "m.yaml"
    path.write_text(
        "name: m\nparameters: {a: 1e-3, b: 1.5e3, c: -2E+2, d: .5e1, e: 0x10, f: 3, g: 1.0}\n"
        "bodies: []\n"
    )
    doc = model_file.read(path)
    assert doc["parameters"] == {"a": 1e-3, "b": 1500.0, "c": -200.0, "d": 5.0, "e": 16,
                                 "f": 3, "g": 1.0}  # fmt: skip
    assert json.loads('{"a": 1e-3}')["a"] == doc["parameters"]["a"]


def _pendulum(mass: float = 1.0, unit: float = 1.0) -> Mechanism:
    """A bar of 1 m released horizontal about global x, its mass (and inertia) scaled by
    ``mass`` and its lengths (and gravity) given in units of 1/``unit`` m (1e3: millimetres)."""
    m = Mechanism("scaled", gravity=(0, 0, -9.81 * unit))
    bar = m.add_body("bar", mass=mass, inertia=(0.1 * mass * unit**2,) * 3, position=(0, unit, 0))
    m.add_joint("revolute", m.ground, bar, point=(0, 0, 0), axis=(1, 0, 0), name="O")
    return m


@pytest.mark.parametrize("formulation", ["rA", "rp", "re"])
@pytest.mark.parametrize("backend", ["numpy", pytest.param("c", marks=needs_tool("cc"))])
def test_motion_does_not_depend_on_the_units(tmp_path, formulation, backend):
    """The same pendulum in kg and m, with masses of 1e5 kg, and in millimetres: the motion
    is the same. Newton's absolute test refused the heavy one at step ~150 (corrections of the
    1e6 N multipliers stall near 1e-5 = Theta) and the one in millimetres in rp at step 2 (its
    multipliers' corrections stall at 9e-4 from round-off); with the relative part and the
    round-off floor of mechgen.runtime.newton all run and their positions agree to 1e-9 m (each
    within h^2 (Theta + RTOL |a|) ~ 1e-11 per step of its Newton solution; measured 8e-16 to
    1.2e-11)."""
    runs = {}
    for name, mass, unit in (("kg", 1.0, 1.0), ("heavy", 1e5, 1.0), ("mm", 1.0, 1e3)):
        module = _module(_pendulum(mass, unit), formulation, tmp_path / name, backend)
        res = simulate(module, "index3", 1e-3, 0.5)
        assert len(res.t) == 501
        runs[name] = res.bodies["bar"]["r"] / unit
    np.testing.assert_allclose(runs["heavy"], runs["kg"], rtol=0, atol=1e-9)
    np.testing.assert_allclose(runs["mm"], runs["kg"], rtol=0, atol=1e-9)


def test_names_are_identifiers_through_the_python_api(tmp_path):
    """A mechanism name like ../../x would make generate -o out/ write outside out/."""
    m = _pendulum(1.0)
    m.name = "../../x"
    with pytest.raises(ModelError, match=r"mechanism '../../x': name must be an identifier"):
        derive(m, "rA")
    assert not (tmp_path.parent.parent / "x_rA.py").exists()


def test_cli_names_the_contradicting_driver(tmp_path, capsys):
    """The same through the command line: the error exit, one line naming the driver."""
    path = tmp_path / "contra.yaml"
    path.write_text(textwrap.dedent(CONTRADICTING))
    code = main(["simulate", str(path), "--scheme", "index3", "--h", "1e-3", "--t-end", "0.01"])
    err = capsys.readouterr().err
    assert code == EXIT_FAILED
    assert "driver 'R_driver': row angle contradicts the other constraints" in err


def _sprung(tmp_path):
    """A bar of density rho on a spring of stiffness k: parameters with physical limits."""
    m = Mechanism("sprung", gravity=(0, 0, -9.81))
    rho, k = m.parameter("rho", 7800.0), m.parameter("k", 500.0)
    mass = rho * 1e-4
    bar = m.add_body("bar", mass=mass, inertia=(0.01 * mass,) * 3, position=(0, 0, -1))
    m.add_joint("prismatic", m.ground, bar, point=(0, 0, -1), axis=(0, 0, 1), name="P")
    m.add_spring(m.ground, bar, point_j=(0, 0, 0), stiffness=k, rest_length=0.5, name="s")
    return emitted(m, "rA", tmp_path)


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"k": -50.0}, r"spring 's' \(parameters k=-50.0\): stiffness must be finite and not "),
        ({"rho": -7800.0}, r"body 'bar' \(parameters rho=-7800.0\): mass must be positive"),
    ],
)
def test_run_time_parameters_get_the_models_checks(tmp_path, params, message):
    """--param k=-50 ran, and rho=-7800 gave a negative mass, though the same values as
    defaults are refused: the runtime checks the emitted physical_data at the run's values."""
    module = _sprung(tmp_path)
    simulate(module, "index3", 1e-3, 0.01)
    with pytest.raises(ModelError, match=message):
        simulate(module, "index3", 1e-3, 0.01, params=params)


def test_cli_and_sweep_refuse_unphysical_parameters(tmp_path, capsys):
    """The same through simulate --param and in each row of a sweep (the row's error column
    names the spring; the other rows run)."""
    module = _sprung(tmp_path)
    path = module.__file__
    argv = ["simulate", path, "--scheme", "index3", "--h", "1e-3", "--t-end", "0.01"]
    assert main([*argv, "--param", "k=-50"]) == EXIT_FAILED
    assert "spring 's' (parameters k=-50.0): stiffness must be" in capsys.readouterr().err
    from mechgen import sweep

    rows = sweep.run(path, "index3", 1e-3, 0.01, [{"k": -50.0}, {"k": 50.0}], workers=1)
    assert "stiffness must be finite and not negative" in rows[0]["error"]
    assert not rows[1].get("error")


@pytest.mark.parametrize("expr", ["sqrt(sin(t)**2)", "abs(sin(t))**2"])
def test_disguised_abs_in_a_driver_is_refused(tmp_path, expr):
    """sqrt(g**2) is |g| for real t (it passed the check and failed at run time with a message
    naming nothing); |g|**2 is refused too, since the derivation would keep the |.|."""
    with pytest.raises(ModelError, match=r"driver 'O_driver': .* twice differentiable"):
        derive(_load(tmp_path, DRIVEN.replace("3*sin(20*t)", expr)), "rA")


def test_driver_outside_its_domain_at_the_start_is_named(tmp_path, capsys):
    """log(t - 0.2) at t = 0 was 'internal error: RuntimeError: Not Implemented' (float() of a
    complex residual); sqrt(t), whose rate is infinite at t = 0, named no time."""
    m = _load(tmp_path, DRIVEN.replace("3*sin(20*t)", "log(t - 0.2)"))
    with pytest.raises(ModelError, match=r"driver 'O_driver': angle is not a finite real number"):
        derive(m, "rA")
    path = tmp_path / "sqrt.yaml"
    path.write_text(DRIVEN.replace("3*sin(20*t)", "sqrt(t)"))
    argv = ["simulate", str(path), "--scheme", "index3", "--h", "1e-3", "--t-end", "0.01"]
    assert main(argv) == EXIT_FAILED
    assert "could not be evaluated at the start (t = 0)" in capsys.readouterr().err


#: a bar on a revolute about x, tethered to the pivot by a distance constraint of length D2:
#: redundant (the revolute holds the distance) at D2 = 1, contradicting the joint elsewhere
TETHERED = """\
name: tethered
gravity: [0, 0, -9.81]
parameters: {D2: 1.0}
bodies:
- {name: bar, mass: 1.0, inertia: [0.1, 0.1, 0.1], position: [0, 1, 0], velocity: [0, 0, 1],
   angular_velocity: [1, 0, 0]}
joints:
- {name: O, kind: revolute, body_i: ground, body_j: bar, point: [0, 0, 0], axis: [1, 0, 0]}
constraints:
- {name: tether, kind: D, body_i: ground, body_j: bar, s_i: [0, 0, 0], s_j: [0, 0, 0],
   f: "D2**2"}
"""


@pytest.mark.parametrize(
    ("formulation", "scheme"), [("rA", "genalpha"), ("relative", "partitioning")]
)
def test_a_dropped_row_is_rechecked_at_the_run_parameters(tmp_path, formulation, scheme):
    """Issue 37: a row dropped as redundant at the default parameters was never checked again:
    D2 = 6 given at run time was ignored (the point stayed at 1 m, violation 5.6e-16, exit 0).
    It is refused before the run, naming the row and the parameters; at D2 = 1 (redundant
    there) the run goes on, and the bar stays 1 m from the pivot."""
    module = emitted(_load(tmp_path, TETHERED), formulation, tmp_path)
    assert [r["owner"] for r in module.METADATA["dropped_rows"]] == ["tether"]
    with pytest.raises(ModelError, match=r"tether \[D #1\] was dropped as redundant") as err:
        simulate(module, scheme, 1e-3, 0.1, {"D2": 6.0})
    message = str(err.value)
    assert "with parameters D2=6.0 it does not hold: it leaves its constraint by 35" in message
    result = simulate(module, scheme, 1e-3, 0.1, {"D2": 1.0})
    r = result.bodies["bar"]["r"]
    np.testing.assert_allclose(np.linalg.norm(r, axis=1), 1.0, rtol=0, atol=1e-9)


@pytest.mark.parametrize("backend", ["numpy", pytest.param("c", marks=needs_tool("cc"))])
def test_a_dropped_driver_that_parts_later_stops_the_run(tmp_path, backend):
    """Two revolutes on one axis, each driven: A sin 2t and B sin 2t, redundant at A = B (the
    defaults). At B = 4 the dropped driver holds at t = 0 (both are 0) and parts from the
    first step on: the run stops there by default, naming it and the parameters; with
    keep_going it finishes and says so (the bar follows A, the kept driver)."""
    text = DRIVEN.replace("gravity:", "parameters: {A: 3.0, B: 3.0}\ngravity:").replace(
        'drivers:\n- {joint: O, expr: "3*sin(20*t)"}',
        "- {name: O2, kind: revolute, body_i: ground, body_j: bar, point: [0, 0, 0], "
        'axis: [1, 0, 0]}\ndrivers:\n- {joint: O, expr: "A*sin(2*t)"}\n'
        '- {joint: O2, expr: "B*sin(2*t)"}',
    )
    with pytest.warns(UserWarning, match="redundant constraint rows dropped"):
        eqs = derive(_load(tmp_path, text), "rA")
    paths = write(emit(eqs, backend), tmp_path / backend)
    module = load_module(next(p for p in paths if p.name.endswith(".py")))
    with pytest.raises(SolverError, match=r"step 1 \(t = 0.001\): absurd answer") as err:
        simulate(module, "index3", 1e-3, 0.5, {"B": 4.0})
    assert "driver O2_driver [angle] was dropped as redundant" in str(err.value)
    assert "with parameters B=4.0 it does not hold" in str(err.value)
    result = simulate(module, "index3", 1e-3, 0.5, {"B": 4.0}, keep_going=True)
    assert any("absurd answer, kept going" in n for n in result.notices)
    angle = np.arctan2(result.bodies["bar"]["r"][:, 1], -result.bodies["bar"]["r"][:, 2])
    np.testing.assert_allclose(angle, 3 * np.sin(2 * result.t), rtol=0, atol=1e-9)
    assert len(simulate(module, "index3", 1e-3, 0.5).t) == 501  # A = B: redundant, runs


def test_retry_halving_onto_a_drivers_pole_stores_no_row_there(tmp_path):
    """Issue 37: a driver with a pole at t = 0.5 (0.01/(t - 0.5)); 40 halvings of the step
    before it took a substep onto the pole and stored a row of NaN and 9e16 J, exit 0 (then an
    internal error once the judgement read it). The run stops at the step of the pole, naming
    the driver, and keeps only the rows before it, all numbers."""
    import csv

    from mechgen.runtime.stream import run_to_file

    text = DRIVEN.replace("3*sin(20*t)", "0.01/(t - 0.5) + 0.02")
    module = _module(_load(tmp_path, text), "rA", tmp_path / "m", "numpy")
    out = tmp_path / "run.csv"
    with pytest.raises(SolverError, match=r"step 500 \(t = 0.5\): absurd answer") as err:
        run_to_file(module, "index3", 1e-3, 1.0, out, retry_halving=40)
    assert "driver O_driver [angle] is not a number" in str(err.value)
    with out.open() as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 500 and float(rows[-1]["t"]) == pytest.approx(0.499)
    assert all(np.isfinite(float(x)) for row in rows for x in row.values())


def _shifted(tmp_path, name: str, offset: float) -> Mechanism:
    """A bundled example moved by ``offset`` metres along x: its bodies, joint points and the
    ground points of its basic constraints (as a model file)."""
    import yaml
    from mechgen.examples import load_mechanism

    source = tmp_path / f"{name}.yaml"
    model_export.write(load_mechanism(name), source)
    doc = yaml.safe_load(source.read_text())

    def moved(v):
        return [
            v[0] + offset if isinstance(v[0], int | float) else f"({v[0]}) + {offset!r}",
            *v[1:],
        ]

    for body in doc["bodies"]:
        body["position"] = moved(body["position"])
    for item in doc.get("joints", []) + doc.get("coordinates", []):
        if "point" in item:
            item["point"] = moved(item["point"])
    for c in doc.get("constraints", []):
        for side in ("i", "j"):
            if c[f"body_{side}"] == "ground" and f"s_{side}" in c:
                c[f"s_{side}"] = moved(c[f"s_{side}"])
    target = tmp_path / f"{name}_{offset:g}.yaml"
    target.write_text(yaml.safe_dump(doc, sort_keys=False))
    return model_file.load(target)


@pytest.mark.parametrize("backend", ["numpy", pytest.param("c", marks=needs_tool("cc"))])
def test_a_model_far_from_the_origin_runs_as_near_it(tmp_path, backend):
    """Issue 37: the four-link 10^5 m from the origin failed at step 1 with "reduce the step
    size" (a smaller step failed sooner): its acceleration corrections stalled at the round-off
    of its positions, 4.8e-4 against Theta = 1e-5. Now they stop at the position round-off
    floor (mechgen.runtime.newton), and the motion is the one near the origin: measured to
    2.4e-11 m (positions there hold 1.5e-11 m) and the energy to 2.8e-8 of its scale, asserted
    to 1e-9 m and 1e-6 (40x: round-off, which varies with the BLAS kernel). At 10^7 m the
    error names the cause instead."""
    import warnings

    def run(offset: float):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            module = _module(
                _shifted(tmp_path, "four_link", offset), "rA", tmp_path / f"{offset:g}", backend
            )
            return simulate(module, "genalpha", 1e-3, 0.5)

    near, far = run(0.0), run(1e5)
    for body in near.bodies:
        moved = far.bodies[body]["r"] - [1e5, 0.0, 0.0]
        np.testing.assert_allclose(moved, near.bodies[body]["r"], rtol=0, atol=1e-9)
    scale = np.abs(near.energy).max()
    np.testing.assert_allclose(far.energy, near.energy, rtol=0, atol=1e-6 * scale)
    with pytest.raises(SolverError, match=r"the positions, up to 1e\+07 m from the origin, hold"):
        run(1e7)
