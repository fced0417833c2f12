"""FMI 2.0 co-simulation FMUs (issue 40), judged by FMPy: an open chain, a closed loop and a
driven mechanism in two schemes, each validated by ``fmpy.validation.validate_fmu`` and run by
``fmpy.simulate_fmu`` against ``mechgen simulate`` with the same module, scheme and step."""

from __future__ import annotations

import subprocess
import sys
import warnings
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import numpy as np
import pytest
from helpers import needs_tool
from mechgen.cli import main
from mechgen.examples import load_mechanism
from mechgen.runtime import required_entries, simulate
from mechgen.runtime.loader import load_module

fmpy = pytest.importorskip("fmpy", reason="FMPy judges the FMUs (pip install fmpy)")
from fmpy.validation import validate_fmu  # noqa: E402
from mechgen.fmu import build_fmu  # noqa: E402

pytestmark = needs_tool("cc")

#: the issue's bound. The FMU runs the module's own kernel, compiled with other flags (-O2
#: without -march=native: no fused multiply-adds), so the two differ by round-off carried
#: along 1000 steps of a second-order scheme (measured 4e-14 on the four-bar)
TOLERANCE = 1e-9
#: (mechanism, what it is); the schemes and the formulation each runs in
MECHANISMS = {
    "double_pendulum": "an open chain",
    "four_link": "a closed loop",
    "slider_crank": "a driven closed loop (the crank's angle is a function of time)",
}
SCHEMES = {"genalpha": "rA", "lie-mk": "se3"}
H, T_END, EVERY = 1e-3, 1.0, 10


@pytest.fixture(scope="module")
def modules(tmp_path_factory):
    """The C module of each mechanism and scheme, emitted once for the file."""
    from mechgen.codegen.emit import emit, write
    from mechgen.symbolic import derive

    folder = tmp_path_factory.mktemp("fmu_modules")
    out = {}
    for name in MECHANISMS:
        for scheme, formulation in SCHEMES.items():
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                eqs = derive(load_mechanism(name), formulation, required_entries(scheme))
            paths = write(emit(eqs, "c"), folder / f"{name}_{scheme}")
            out[name, scheme] = load_module(next(p for p in paths if p.name.endswith("_c.py")))
    return out


def _build(module, scheme: str, h: float, path: Path, **keywords) -> Path:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the four-bar's assembly notice
        return build_fmu(module, scheme, h, path, **keywords)


def _logger(messages: list[str]):
    """An FMI logger (FMPy's Python form) that keeps each message in ``messages``."""
    return lambda env, instance, status, category, message: messages.append(message.decode())


def _run_fmu(path: Path, names: list[str], **keywords):
    messages = []
    keywords.setdefault("output_interval", H * EVERY)
    result = fmpy.simulate_fmu(
        str(path), stop_time=T_END, output=names, logger=_logger(messages), **keywords
    )
    return result, messages


def _q(result, module) -> np.ndarray:
    return np.column_stack([result[f"q.{n}"] for n in module.METADATA["q_names"]])


def _rows(result) -> np.ndarray:
    return np.round(result["time"] / H).astype(int)


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("name", MECHANISMS)
def test_the_fmu_is_valid_and_computes_what_simulate_does(modules, tmp_path, name, scheme):
    """validate_fmu finds no problem, and FMPy's run of the FMU (a kernel call per communication
    step of 10 steps) equals one mechgen simulate run at every communication point: positions,
    velocities and energy."""
    module = modules[name, scheme]
    path = _build(module, scheme, H, tmp_path / f"{name}.fmu", t_end=T_END, every=EVERY)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reference = simulate(module, scheme, H, T_END)
    assert validate_fmu(str(path)) == []
    meta = module.METADATA
    outputs = [f"q.{n}" for n in meta["q_names"]] + [f"v.{n}" for n in meta["v_names"]]
    result, messages = _run_fmu(path, [*outputs, "energy.total", "constraint_residual"])
    rows = _rows(result)
    assert rows[-1] == round(T_END / H) and len(rows) == T_END / H / EVERY + 1
    assert messages == []
    q = _q(result, module)
    v = np.column_stack([result[f"v.{n}"] for n in meta["v_names"]])
    assert np.ptp(q, axis=0).max() > 0.5  # it moves
    assert np.abs(q - reference.q[rows]).max() < TOLERANCE
    assert np.abs(v - reference.v[rows]).max() < TOLERANCE * 10  # rates: 1/h of positions' error
    energy = np.abs(reference.energy).max()  # 1e-9 relative: the velocities' round-off, squared
    assert np.abs(result["energy.total"] - reference.energy[rows]).max() < TOLERANCE * energy
    assert result["constraint_residual"].max() < 1e-8


@pytest.mark.parametrize("scheme", SCHEMES)
def test_joint_coordinates_are_outputs(modules, tmp_path, scheme):
    """The slider crank's joint coordinates (the crank's angle, unwrapped through two turns in
    2 s, and the slider's travel) and their rates are outputs equal to mechgen simulate's."""
    module = modules["slider_crank", scheme]
    path = _build(module, scheme, H, tmp_path / "crank.fmu")
    names = [f"joint.{n}" for n in ("crank_angle.angle", "slider_travel.displacement")]
    names += [f"{n}_rate" for n in names]
    result = fmpy.simulate_fmu(str(path), stop_time=2.0, output_interval=H * EVERY, output=names)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reference = simulate(module, scheme, H, 2.0)
    rows = _rows(result)
    for name in names:
        expected = reference.judged.joints[name.removeprefix("joint.")][rows]
        assert np.abs(result[name] - expected).max() < TOLERANCE, name
    assert result["joint.crank_angle.angle"][-1] == pytest.approx(-4 * np.pi, abs=1e-9)


def test_markers_and_body_poses_are_outputs(tmp_path):
    """The planar four-bar's coupler-point marker (position, velocity, acceleration) and, with
    poses, every body's centre of mass and orientation equal what mechgen simulate reports."""
    from mechgen.pipeline import module_path

    path = module_path("planar_four_bar", "rA", "c", required_entries("genalpha"), "genalpha")
    module = load_module(path)
    fmu = _build(module, "genalpha", H, tmp_path / "four_bar.fmu", every=EVERY, poses=True)
    assert validate_fmu(str(fmu)) == []
    names = [
        v.name
        for v in fmpy.read_model_description(str(fmu)).modelVariables
        if v.name.startswith(("marker.", "body."))
    ]
    assert len(names) == 9 + 12 * len(module.BODIES)
    result, _ = _run_fmu(fmu, names)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reference = simulate(module, "genalpha", H, T_END)
    rows = _rows(result)
    for key, values in reference.markers["coupler_point"].items():
        got = np.column_stack([result[f"marker.coupler_point.{key}_{a}"] for a in "xyz"])
        scale = max(1.0, np.abs(values).max())  # accelerations reach 78 m/s^2: 1e-9 of that
        assert np.abs(got - values[rows]).max() < TOLERANCE * scale, key
    frames = module.body_frames_rows(reference.q[rows], reference.model.p)
    for k, body in enumerate(module.BODIES):
        got = np.column_stack([result[n] for n in names if n.startswith(f"body.{body}.")])
        assert np.abs(got - frames[:, k]).max() < TOLERANCE


def test_a_tunable_parameter_starts_as_simulate_with_param(modules, tmp_path):
    """The pendulum's density and width are tunable (they shape neither the constraints nor
    the initial state): set as FMPy start values, the FMU starts with the accelerations of the
    new masses, as mechgen simulate --param does, and follows it to the tolerance."""
    module = modules["double_pendulum", "genalpha"]
    assert module.METADATA["configuration_parameters"] == ["L1", "L2"]
    path = _build(module, "genalpha", H, tmp_path / "p.fmu", t_end=T_END, every=EVERY)
    changed = {"rho": 5000.0, "w": 0.1}
    result, _ = _run_fmu(path, [f"q.{n}" for n in module.METADATA["q_names"]], start_values=changed)
    tuned = simulate(module, "genalpha", H, T_END, params=changed)
    untuned = simulate(module, "genalpha", H, T_END)
    rows = _rows(result)
    assert np.abs(_q(result, module) - tuned.q[rows]).max() < TOLERANCE
    assert np.abs(_q(result, module) - untuned.q[rows]).max() > 1e-4  # the change mattered


def _slave(path: Path, folder: Path, logged: list[str]):
    """The FMU instantiated through FMPy's low-level interface, its log going to ``logged``;
    returns it with the value references by name."""
    from fmpy.fmi2 import (
        FMU2Slave,
        defaultCallbacks,
        fmi2CallbackFunctions,
        fmi2CallbackLoggerTYPE,
    )

    description = fmpy.read_model_description(str(path))
    slave = FMU2Slave(
        guid=description.guid,
        unzipDirectory=fmpy.extract(str(path), str(folder)),
        modelIdentifier=description.coSimulation.modelIdentifier,
        instanceName="direct",
    )
    slave.logger = fmi2CallbackLoggerTYPE(lambda *a: logged.append(a[4].decode()))
    slave.instantiate(
        callbacks=fmi2CallbackFunctions(
            logger=slave.logger,
            allocateMemory=defaultCallbacks.allocateMemory,
            freeMemory=defaultCallbacks.freeMemory,
        )
    )
    return slave, {v.name: v.valueReference for v in description.modelVariables}


@pytest.mark.parametrize("scheme", SCHEMES)
def test_a_tunable_parameter_changed_mid_run_restarts_the_scheme_there(modules, tmp_path, scheme):
    """The pendulum's bar width (its inertia across the bar) changed at t = 0.5 s: the FMU goes
    on from its state there as the scheme's own run started at that state with the new width
    does (for genalpha, from
    the accelerations of the index-1 equations, which a run started at a state takes)."""
    from mechgen.runtime import SCHEMES as RUNNERS
    from mechgen.runtime import Model
    from mechgen.runtime.scheme import RunState

    module = modules["double_pendulum", scheme]
    path = _build(module, scheme, H, tmp_path / "p.fmu")
    logged = []
    slave, references = _slave(path, tmp_path / "unzipped", logged)
    q_names = [references[f"q.{n}"] for n in module.METADATA["q_names"]]
    v_names = [references[f"v.{n}"] for n in module.METADATA["v_names"]]
    slave.setupExperiment(startTime=0.0)
    slave.enterInitializationMode()
    slave.exitInitializationMode()
    for k in range(50):
        slave.doStep(k * 10 * H, 10 * H)
    q_half, v_half = np.array(slave.getReal(q_names)), np.array(slave.getReal(v_names))
    slave.setReal([references["w"]], [0.4])
    for k in range(50, 100):
        slave.doStep(k * 10 * H, 10 * H)
    q_end = np.array(slave.getReal(q_names))
    slave.terminate()
    slave.freeInstance()
    assert logged == []
    runner = RUNNERS[scheme]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        first = simulate(module, scheme, H, 0.5)
        second = runner.run(
            Model(module, {"w": 0.4}),
            RunState(start=(0.5, first.q[-1], first.v[-1]), reactions=False),
            H,
            1.0,
            **runner.options_for({}),
        )
    assert np.abs(q_half - first.q[-1]).max() < TOLERANCE
    assert np.abs(v_half - first.v[-1]).max() < TOLERANCE * 10
    assert np.abs(q_end - second.q[-1]).max() < TOLERANCE
    assert np.abs(q_end - simulate(module, scheme, H, 1.0).q[-1]).max() > 1e-4  # it mattered


def pushed_pendulum():
    """A pendulum pushed sideways at its tip by a force F, a parameter to make an input."""
    from mechgen.symbolic import Mechanism

    m = Mechanism("pushed", gravity=(0, 0, -9.81))
    force = m.parameter("F", 0.0)
    bar = m.add_body("bar", mass=2.0, inertia=(0.2, 0.2, 0.01), position=(0, 0, -0.5))
    m.add_joint("revolute", m.ground, bar, point=(0, 0, 0), axis=(1, 0, 0), name="pin")
    m.add_force(bar, force=(0, force, 0), point=(0, 0, -0.5))
    return m


@pytest.mark.parametrize("scheme", SCHEMES)
def test_an_input_set_at_each_communication_point(tmp_path, scheme):
    """F as an FMI input, set by the master to another value at each of ten communication
    points: the FMU follows the chain of the scheme's runs, each started where the one before
    ended with that value of F (held over the step), to the tolerance."""
    from mechgen.codegen.emit import emit, write
    from mechgen.runtime import SCHEMES as RUNNERS
    from mechgen.runtime import Model
    from mechgen.runtime.scheme import RunState
    from mechgen.symbolic import derive

    formulation = SCHEMES[scheme]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eqs = derive(pushed_pendulum(), formulation, required_entries(scheme))
    paths = write(emit(eqs, "c"), tmp_path / "module")
    module = load_module(next(p for p in paths if p.name.endswith("_c.py")))
    path = _build(module, scheme, H, tmp_path / "pushed.fmu", inputs=("F",))
    variables = fmpy.read_model_description(str(path)).modelVariables
    assert [(v.name, v.causality, v.variability) for v in variables[:1]] == [
        ("F", "input", "continuous")
    ]
    forces = 3.0 * np.sin(np.arange(10) + 1.0)
    logged = []
    slave, references = _slave(path, tmp_path / "unzipped", logged)
    q_names = [references[f"q.{n}"] for n in module.METADATA["q_names"]]
    slave.setupExperiment(startTime=0.0)
    slave.enterInitializationMode()
    slave.setReal([references["F"]], [forces[0]])
    slave.exitInitializationMode()
    got = []
    for k, force in enumerate(forces):
        slave.setReal([references["F"]], [force])
        slave.doStep(k * 100 * H, 100 * H)
        got.append(slave.getReal(q_names))
    slave.terminate()
    slave.freeInstance()
    assert logged == []
    runner, state, expected = RUNNERS[scheme], RunState(reactions=False), []
    for k, force in enumerate(forces):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            part = runner.run(
                Model(module, {"F": force}), state, H, (k + 1) * 100 * H, **runner.options_for({})
            )
        expected.append(part.q[-1])
        state = RunState(start=(part.t[-1], part.q[-1], part.v[-1]), reactions=False)
    assert np.abs(np.array(got) - np.array(expected)).max() < TOLERANCE
    assert np.ptp(np.array(got), axis=0).max() > 0.1  # pushed: it moved


@pytest.mark.parametrize("scheme", SCHEMES)
def test_a_mechanism_without_constraint_rows(tmp_path, scheme):
    """A free body, thrown spinning (no constraint rows: zero-width multiplier rows in the
    FMU): valid, and equal to mechgen simulate to the tolerance; one communication step of
    25,000 steps runs in kernel calls of at most 10,000 (rows held in memory stay bounded)."""
    from mechgen.codegen.emit import emit, write
    from mechgen.symbolic import Mechanism, derive

    m = Mechanism("thrown", gravity=(0, 0, -9.81))
    m.add_body("box", mass=1.5, inertia=(0.02, 0.05, 0.07), position=(0, 0, 1),
               velocity=(1, 0, 3), angular_velocity=(0.3, 4, 0.2))  # fmt: skip
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eqs = derive(m, SCHEMES[scheme], required_entries(scheme))
    assert eqs.metadata.n_c == 0
    paths = write(emit(eqs, "c"), tmp_path / "module")
    module = load_module(next(p for p in paths if p.name.endswith("_c.py")))
    path = _build(module, scheme, 1e-4, tmp_path / "thrown.fmu", t_end=2.5, every=25_000)
    assert validate_fmu(str(path)) == []
    names = [f"q.{n}" for n in module.METADATA["q_names"]]
    result = fmpy.simulate_fmu(str(path), stop_time=2.5, output_interval=2.5, output=names)
    reference = simulate(module, scheme, 1e-4, 2.5)
    q = np.column_stack([result[n] for n in names])
    assert np.abs(q[-1] - reference.q[-1]).max() < TOLERANCE


def test_parameters_in_the_description(modules, tmp_path):
    """Parameters that shape the constraints or the initial state are calculated parameters
    (fixed by the build, with their reason); the others tunable with their start value; the
    provenance (version, scheme, formulation, input hash) is in the description."""
    module = modules["double_pendulum", "genalpha"]
    path = _build(module, "genalpha", H, tmp_path / "p.fmu", params={"L2": 1.5})
    root = ET.fromstring(zipfile.ZipFile(path).read("modelDescription.xml"))
    variables = {v.get("name"): v for v in root.iter("ScalarVariable")}
    assert variables["L1"].get("causality") == "calculatedParameter"
    assert "fixed by the build" in variables["L1"].get("description")
    assert variables["rho"].get("causality") == "parameter"
    assert variables["rho"].get("variability") == "tunable"
    assert float(variables["rho"].find("Real").get("start")) == 7800.0
    provenance = root.find("VendorAnnotations/Tool/Provenance").attrib
    assert provenance["scheme"] == "genalpha" and provenance["formulation"] == "rA"
    assert provenance["input_hash"] == module.INPUT_HASH
    assert root.get("generationTool").startswith("mechgen ")
    result, _ = _run_fmu(path, ["L2", "q.r_bar2_y"])
    assert result["L2"][0] == 1.5  # built with --param: its value as built


def _messages_of(path: Path, **keywords) -> tuple[str, list[str]]:
    messages = []
    with pytest.raises(Exception) as failure:
        fmpy.simulate_fmu(str(path), stop_time=T_END, logger=_logger(messages), **keywords)
    return str(failure.value), messages


def test_what_the_fmu_refuses_it_says_through_the_logger(modules, tmp_path, capfd):
    """A parameter that would need a new assembly (fmi2SetReal refuses it, through FMPy and
    called directly), a communication step that is not a
    whole number of steps, and a start time other than 0 are errors with their reason in the
    logger; the FMU itself prints nothing."""
    module = modules["double_pendulum", "genalpha"]
    path = _build(module, "genalpha", H, tmp_path / "p.fmu")
    capfd.readouterr()
    _, messages = _messages_of(path, start_values={"L1": 3.0})
    assert any(m.startswith("parameter 'L1' shapes the constraints") for m in messages)
    _, messages = _messages_of(path, output_interval=1.5e-3)
    assert messages == [
        "the communication step 0.0015 is not a whole number of the FMU's steps h = 0.001"
    ]
    _, messages = _messages_of(path, start_time=0.5)
    assert messages == [
        "the start time must be 0, where the FMU's initial state was made (got 0.5)"
    ]
    assert capfd.readouterr().out == ""
    logged = []
    slave, references = _slave(path, tmp_path / "unzipped", logged)
    with pytest.raises(Exception, match="fmi2SetReal failed"):
        slave.setReal([references["L1"]], [3.0])
    assert slave.getReal([references["L1"]]) == [4.0]
    slave.freeInstance()
    assert logged == [
        "parameter 'L1' shapes the constraints or the initial state: the FMU runs with the "
        "value it was built with (build it again with --param NAME=VALUE)"
    ]
    assert capfd.readouterr().out == ""


def test_a_failing_step_is_a_discard_with_simulates_message(modules, tmp_path, capfd):
    """Newton failing at step 23 (a step too large for 3 iterations) is fmi2Discard, with the
    step, time and reason mechgen simulate gives for the same run; FMPy ends the run with the
    last successful step, 22 (t = 0.44), the one simulate keeps."""
    module = modules["double_pendulum", "genalpha"]
    path = _build(module, "genalpha", 2e-2, tmp_path / "p.fmu", max_iter=3)
    capfd.readouterr()
    result, messages = _run_fmu(path, ["q.r_bar2_y"], output_interval=0.1)
    assert result["time"][-1] == pytest.approx(0.44)
    with pytest.raises(Exception) as simulated:
        simulate(module, "genalpha", 2e-2, T_END, max_iter=3)
    head = "step 23 (t = 0.46): Newton did not converge in 3 iterations"
    assert str(simulated.value).startswith(head)
    assert messages == [f"{head}; reduce the step size"]
    assert capfd.readouterr().out == ""


def test_the_fmu_is_reproducible(modules, tmp_path):
    """The same module, scheme and options give the same bytes (no build stamp; the GUID is a
    digest of the inputs), and another step size another GUID."""
    module = modules["four_link", "lie-mk"]
    first = _build(module, "lie-mk", H, tmp_path / "a.fmu").read_bytes()
    second = _build(module, "lie-mk", H, tmp_path / "b.fmu").read_bytes()
    assert first == second
    other = zipfile.ZipFile(_build(module, "lie-mk", 2 * H, tmp_path / "c.fmu"))
    guid = ET.fromstring(zipfile.ZipFile(tmp_path / "a.fmu").read("modelDescription.xml"))
    assert ET.fromstring(other.read("modelDescription.xml")).get("guid") != guid.get("guid")


def test_the_glue_compiles_against_the_standards_headers(modules, tmp_path):
    """The FMU's C, compiled against FMI 2.0's own headers (shipped with FMPy) instead of its
    declarations: every function has the standard's prototype."""
    from mechgen.core.clib import compiler

    headers = Path(fmpy.__file__).parent / "c-code"
    module = modules["slider_crank", "genalpha"]
    path = _build(module, "genalpha", H, tmp_path / "p.fmu")
    sources = tmp_path / "sources"
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            if name.startswith("sources/"):
                archive.extract(name, tmp_path)
    compiled = subprocess.run(
        [compiler(), "-std=c99", "-Wall", "-Wextra", "-Werror", "-DMECHGEN_FMI2_HEADERS",
         f"-I{headers}", "-c", "fmu.c", "-o", "fmu.o"],
        cwd=sources, capture_output=True, text=True,
    )  # fmt: skip
    assert compiled.returncode == 0, compiled.stderr


def test_the_command_line_builds_an_fmu(tmp_path, capsys):
    """mechgen fmu writes the FMU and prints its path; a scheme whose kernel another program
    cannot continue is refused, naming the schemes the FMU takes."""
    out = tmp_path / "pendulum.fmu"
    code = main(["fmu", "single_pendulum", "--scheme", "genalpha", "--h", "1e-3", "-o", str(out)])
    assert code == 0 and capsys.readouterr().out.strip() == str(out)
    assert validate_fmu(str(out)) == []
    with pytest.raises(SystemExit):
        main(["fmu", "double_pendulum", "--scheme", "taylor", "--h", "1e-3", "-o", str(out)])
    assert "choose from 'index3', 'genalpha', 'lie-mk'" in capsys.readouterr().err
    code = main(["fmu", "single_pendulum", "--scheme", "genalpha", "--h", "1e-3", "-o", "x.zip"])
    assert code == 1 and "must end in .fmu" in capsys.readouterr().err
    pendulum = ["fmu", "double_pendulum", "--scheme", "genalpha", "--h", "1e-3", "-o", str(out)]
    assert main([*pendulum, "--input", "L1"]) == 1
    assert "parameter 'L1' shapes the constraints" in capsys.readouterr().err
    assert main([*pendulum, "--input", "mass"]) == 1
    assert "those that can be inputs: w, rho" in capsys.readouterr().err


def test_what_an_fmu_cannot_hold_is_refused_at_the_build(modules, tmp_path):
    """A scheme whose kernel another program cannot continue, options that step in Python, and
    a default experiment that is no whole number of communication steps: each a BuildError
    naming what to change, before anything is written."""
    from mechgen.core.errors import BuildError

    module = modules["double_pendulum", "genalpha"]
    with pytest.raises(BuildError, match="whose kernel can: index3, genalpha, lie-mk"):
        _build(module, "taylor", H, tmp_path / "t.fmu")
    with pytest.raises(BuildError, match="no Python: .*does not cover --augmented"):
        _build(module, "genalpha", H, tmp_path / "a.fmu", augmented=True)
    with pytest.raises(BuildError, match="stop time 1 s is not a whole number of its communi"):
        _build(module, "genalpha", 3e-3, tmp_path / "s.fmu", every=10)
    assert not list(tmp_path.iterdir())


def test_a_failed_step_keeps_the_steps_before_it(modules, tmp_path):
    """One communication step of 1 s failing at step 23: the outputs and the last successful
    time are those of step 22, as the rows mechgen simulate keeps before the failure."""
    module = modules["double_pendulum", "genalpha"]
    path = _build(module, "genalpha", 2e-2, tmp_path / "p.fmu", max_iter=3)
    logged = []
    slave, references = _slave(path, tmp_path / "unzipped", logged)
    q_names = [references[f"q.{n}"] for n in module.METADATA["q_names"]]
    slave.setupExperiment(startTime=0.0)
    slave.enterInitializationMode()
    slave.exitInitializationMode()
    with pytest.raises(Exception, match="fmi2DoStep failed with status 2"):  # fmi2Discard
        slave.doStep(0.0, 1.0)
    assert slave.getBooleanStatus(3)  # fmi2Terminated: it can go no further
    assert logged == [
        "step 23 (t = 0.46): Newton did not converge in 3 iterations; reduce the step size"
    ]
    assert slave.getRealStatus(2) == pytest.approx(0.44)  # fmi2LastSuccessfulTime
    q = np.array(slave.getReal(q_names))
    slave.freeInstance()
    with pytest.raises(Exception) as failure:
        simulate(module, "genalpha", 2e-2, 1.0, max_iter=3)
    kept = failure.value.result
    assert kept.t[-1] == pytest.approx(0.44)
    assert np.abs(q - kept.q[-1]).max() < TOLERANCE


def test_an_fmu_runs_in_a_fresh_process(modules, tmp_path):
    """The FMU needs nothing of mechgen: FMPy runs it in a process that never imports it."""
    module = modules["four_link", "genalpha"]
    path = _build(module, "genalpha", H, tmp_path / "p.fmu")
    script = (
        "import sys, fmpy; r = fmpy.simulate_fmu(sys.argv[1], stop_time=0.1); "
        "assert 'mechgen' not in sys.modules; print(len(r))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script, str(path)], capture_output=True, text=True, check=True
    )
    assert int(out.stdout) == 101
