"""The command line contract (DESIGN.md "CLI"): commands, JSON summary, outputs, errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
from mechgen.arguments import EXIT_FAILED

ROOT = Path(__file__).resolve().parent.parent
SUMMARY_KEYS = {
    "mechanism",
    "scheme",
    "formulation",
    "backend",
    "h",
    "t_end",
    "steps",
    "wall_time_s",
    "cpu_time_s",
    "newton_iterations_mean",
    "newton_iterations_max",
    "energy_initial",
    "energy_final",
    "energy_drift_max_rel",
    "constraint_violation_max",
    "velocity_constraint_violation_max",
    "momentum_initial",
    "momentum_final",
    "final",
}


SLIDER_INDEX3 = (
    "simulate",
    "slider_crank",
    "--scheme",
    "index3",
    "--formulation",
    "rA",
    "--h",
    "1e-3",
)


def mechgen(*args, cwd=None, env_extra=None):
    env = dict(os.environ)
    env.update(env_extra or {})
    return subprocess.run(
        [sys.executable, "-m", "mechgen", *map(str, args)],
        cwd=cwd or ROOT,
        capture_output=True,
        text=True,
        env=env,
    )


@pytest.fixture()
def cache(tmp_path):
    return {"MECHGEN_CACHE_DIR": str(tmp_path / "cache")}


def test_list_shows_the_bundled_examples():
    out = mechgen("list")
    assert out.returncode == 0
    for name in ("single_pendulum", "double_pendulum", "four_link", "slider_crank"):
        assert name in out.stdout


def test_simulate_json_is_the_only_stdout(cache):
    out = mechgen(*SLIDER_INDEX3, "--t-end", "0.1", "--json", "--record-cond", env_extra=cache)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert set(summary) >= SUMMARY_KEYS
    assert summary["steps"] == 100 and summary["backend"] == "numpy"
    assert set(summary["final"]["bodies"]) == {"crank", "rod", "slider"}
    slider = summary["final"]["bodies"]["slider"]
    assert len(slider["A"]) == 3 and len(slider["A"][0]) == 3
    by, bz = 0.1 + 0.08 * np.sin(0.2 * np.pi), 0.12 + 0.08 * np.cos(0.2 * np.pi)
    assert slider["r"][0] == pytest.approx(np.sqrt(0.09 - by**2 - bz**2), abs=1e-9)
    cond = summary["iteration_matrix_condition"]
    assert 1 <= cond["min"] <= cond["median"] <= cond["max"]
    assert set(summary["momentum_final"]) == {"linear", "angular"}
    assert summary["notices"] == [n for n in summary["notices"] if "orthonormalized" in n]
    human = mechgen(*SLIDER_INDEX3, "--t-end", "0.1", "--record-cond", env_extra=cache).stdout
    assert f"cond(iteration matrix) min {cond['min']:.3g}, median {cond['median']:.3g}" in human


@pytest.mark.parametrize("suffix", (".npz", ".csv"))
def test_simulate_writes_time_series(suffix, tmp_path, cache):
    target = tmp_path / f"run{suffix}"
    out = mechgen(
        "simulate",
        "double_pendulum",
        "--scheme",
        "index3",
        "--formulation",
        "rp",
        "--h",
        "1e-2",
        "--t-end",
        "0.2",
        "--param",
        "L2=2.0",
        "--out",
        target,
        env_extra=cache,
    )
    assert out.returncode == 0, out.stderr
    if suffix == ".npz":
        data = np.load(target)
        assert data["t"].shape == (21,) and data["bar2.r"].shape == (21, 3)
        assert data["bar1.A"].shape == (21, 3, 3)
        assert data["energy"].shape == (21,)
    else:
        header = target.read_text().splitlines()[0].split(",")
        assert "t" in header and "bar2.r[2]" in header and "energy" in header
        assert len(target.read_text().splitlines()) == 22


def test_user_file_generate_simulate_latex(tmp_path, cache):
    user = tmp_path / "my_pendulum.py"
    user.write_text(
        textwrap.dedent("""
        from mechgen.symbolic import Mechanism

        def build():
            m = Mechanism("my_pendulum", gravity=(0, 0, -9.81))
            L = m.parameter("L", 1.5)
            bar = m.add_body("bar", mass=2.0, inertia=(1e-3, 0.4, 0.4),
                             position=(0, L / 2, 0))
            m.add_joint("revolute", m.ground, bar, point=(0, 0, 0), axis=(1, 0, 0), name="pin")
            m.drive("pin", 0.3 * m.t)
            return m
    """)
    )
    out = mechgen(
        "generate",
        user,
        "--formulation",
        "rp",
        "--backend",
        "numpy",
        "-o",
        tmp_path / "gen",
        env_extra=cache,
    )
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "gen" / "my_pendulum_rp.py").is_file()
    out = mechgen(
        "simulate",
        user,
        "--scheme",
        "kinematics",
        "--formulation",
        "re",
        "--h",
        "1e-2",
        "--t-end",
        "1",
        "--json",
        env_extra=cache,
    )
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    # the bar turns at 0.3 rad/s about x: its centre is at L/2 (0, cos 0.3, sin 0.3)
    assert summary["final"]["bodies"]["bar"]["r"] == pytest.approx(
        [0, 0.75 * np.cos(0.3), 0.75 * np.sin(0.3)], abs=1e-10
    )
    assert list((tmp_path / "cache" / "numpy").iterdir()), "module cached by input hash"
    out = mechgen("latex", user, "--formulation", "rA", "-o", tmp_path / "p.tex")
    assert out.returncode == 0, out.stderr
    tex = (tmp_path / "p.tex").read_text()
    assert "\\section{gamma (" in tex and "\\texttt{gamma(q, v, t, p)}" in tex


def test_emitted_module_simulates_directly(cache):
    module = ROOT / "generated" / "single_pendulum_rp.py"
    out = mechgen(
        "simulate",
        module,
        "--scheme",
        "index3",
        "--formulation",
        "rp",
        "--h",
        "1e-2",
        "--t-end",
        "0.1",
        "--json",
        env_extra=cache,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["formulation"] == "rp"


DOUBLE = "simulate double_pendulum --scheme index3 --h 1e-2 --t-end 1 "


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            "simulate no_such_thing --scheme index3 --h 1e-3 --t-end 1",
            "mechanism 'no_such_thing': is neither a bundled example",
        ),
        (DOUBLE + "--param L9=3", "parameter 'L9': unknown parameter (known: L1, L2, w, rho)"),
        (DOUBLE + "--param L1", "--param expects NAME=VALUE, got 'L1'"),
        (
            "simulate double_pendulum --scheme kinematics --h 1e-2 --t-end 1",
            "2 degrees of freedom left",
        ),
        (DOUBLE + "--out run.txt", "--out 'run.txt' must end in .npz or .csv"),
        # issue 37: internal FileExistsError and NotADirectoryError before
        (
            "generate double_pendulum --formulation rA -o afile",
            "output folder 'afile' is a file; give a folder",
        ),
        (
            "generate double_pendulum --formulation rA -o afile/sub",
            "cannot write the emitted files into 'afile/sub': Not a directory",
        ),
    ],
)
def test_errors_are_one_line_on_stderr(args, message, cache, tmp_path):
    (tmp_path / "afile").write_text("a file, not a folder")
    out = mechgen(*args.split(), cwd=tmp_path, env_extra=cache)
    assert out.returncode == EXIT_FAILED
    assert out.stdout == ""
    assert out.stderr.startswith("mechgen: error: ")
    assert message in out.stderr
    assert "Traceback" not in out.stderr


def test_example_script_runs(tmp_path):
    env = dict(os.environ)
    env["MPLBACKEND"] = "Agg"
    out = subprocess.run(
        [
            sys.executable,
            str(ROOT / "examples" / "scripts" / "double_pendulum_study.py"),
            "--out-dir",
            str(tmp_path),
            "--h",
            "1e-2",
        ],
        capture_output=True,
        text=True,
        env=env,
    )
    assert out.returncode == 0, out.stderr
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith(("rA:", "rp:", "re:"))]
    assert len(lines) == 3


def test_c_backend_from_the_command_line(tmp_path, cache):
    out = mechgen(*SLIDER_INDEX3, "--t-end", "0.3", "--backend", "c", "--json", env_extra=cache)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["backend"] == "c"
    assert summary["final"]["bodies"]["slider"]["r"][0] == pytest.approx(
        0.22341938597909655, abs=1e-9
    )
    out = mechgen(
        "generate",
        "double_pendulum",
        "--formulation",
        "rp",
        "--backend",
        "c",
        "-o",
        tmp_path,
        env_extra=cache,
    )
    assert out.returncode == 0, out.stderr
    assert {p.name for p in tmp_path.iterdir()} >= {
        "double_pendulum_rp.c",
        "double_pendulum_rp.h",
        "double_pendulum_rp_c.py",
    }
    out = mechgen(
        "simulate",
        "double_pendulum",
        "--scheme",
        "index3",
        "--h",
        "1e-3",
        "--t-end",
        "0.1",
        "--backend",
        "c",
        "--json",
        env_extra={**cache, "CC": "no-such-cc"},
    )
    assert out.returncode == EXIT_FAILED
    assert (
        "no C compiler found (looked for no-such-cc); install one, set CC, or use --backend "
        "numpy" in out.stderr
    )


@pytest.mark.parametrize(
    ("source", "message"),
    [
        (
            "def build():\n    return undefined_name\n",
            "running it raised NameError: name 'undefined_name' is not defined",
        ),
        ("def build():\n    return 42\n", "build() must return a Mechanism, got int"),
        ("x = 1\n", "defines no build() -> Mechanism"),
    ],
)
def test_errors_in_user_files_name_the_file(source, message, tmp_path, cache):
    user = tmp_path / "broken.py"
    user.write_text(source)
    out = mechgen("generate", user, "--formulation", "rA", "-o", tmp_path, env_extra=cache)
    assert out.returncode == EXIT_FAILED
    assert f"file '{user}'" in out.stderr and message in out.stderr


def test_lie_mk_from_the_command_line(cache):
    """lie-mk with its options (formulation, tableau, stabilization) through the CLI; the heavy
    top's pivot stays put with se3 and its kinetic energy is the paper's 13.97 kJ."""
    base = ("simulate", "heavy_top", "--scheme", "lie-mk", "--h", "1e-3", "--t-end", "0.2")
    out = mechgen(*base, "--json", env_extra=cache)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["formulation"] == "se3"
    assert round(summary["energy_initial"] / 1000, 2) == 13.97
    assert summary["constraint_violation_max"] < 1e-12
    out = mechgen(
        *base,
        "--formulation",
        "so3r3",
        "--tableau",
        "rk38",
        "--stabilization",
        "projection",
        "--json",
        env_extra=cache,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["constraint_violation_max"] < 1e-13
    out = mechgen(*base, "--tableau", "rk9", env_extra=cache)  # the choices come from lie-mk
    assert out.returncode == 2 and "invalid choice: 'rk9'" in out.stderr and "rk38" in out.stderr


def test_reactions_from_the_command_line(tmp_path, cache):
    """--reactions: final.joints with the wrench on both bodies (Newton's third law), the
    series in the .npz, and the B entry in the LaTeX report."""
    out_file = tmp_path / "run.npz"
    base = ("simulate", "planar_double_pendulum", "--scheme", "taylor", "--h", "1e-3")
    out = mechgen(
        *base, "--t-end", "0.05", "--reactions", "--json", "--out", out_file, env_extra=cache
    )
    assert out.returncode == 0, out.stderr
    joints = json.loads(out.stdout)["final"]["joints"]
    assert set(joints) == {"J1", "J2"}
    j2 = joints["J2"]
    assert j2["bodies"] == ["link1", "link2"]
    np.testing.assert_allclose(j2["force_j"], -np.array(j2["force_i"]))
    assert np.linalg.norm(j2["force_i"]) > 10.0
    with np.load(out_file) as data:
        assert data["reaction.J1.force_j"].shape == (51, 3)
        assert data["reaction.J2.components"].shape == (51, 5)
    tex = tmp_path / "b.tex"
    out = mechgen(
        "latex",
        "planar_double_pendulum",
        "--formulation",
        "rA",
        "--only",
        "B",
        "-o",
        tex,
        env_extra=cache,
    )
    assert out.returncode == 0, out.stderr
    assert "Reaction distribution matrix" in tex.read_text()


def test_partitioning_from_the_command_line(cache):
    """The relative four-bar through the CLI: emitted with its closed-form closing conditions
    (no Newton iteration), switches logged in the JSON, the cut joint's reaction reported, the
    tree joints' (not determined in joint coordinates) as null; rp takes the same scheme."""
    base = ("simulate", "planar_four_bar", "--scheme", "partitioning", "--h", "1e-3")
    base += ("--formulation", "relative")
    out = mechgen(
        *base,
        "--t-end",
        "0.6",
        "--hysteresis",
        "0.9",
        "--reactions",
        "--json",
        env_extra=cache,
    )
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    switches = summary["partition_switches"]
    assert switches[0] == {"t": 0.0, "independent": ["q_O1_angle"]} and len(switches) >= 2
    assert summary["newton_iterations_max"] == 0  # closed-form closing conditions (eq. 28)
    joints = summary["final"]["joints"]
    assert all(x is not None for x in joints["O4"]["force_i"])
    assert joints["O1"]["force_i"] == [None, None, None]
    rp = ("simulate", "planar_four_bar", "--scheme", "partitioning", "--formulation", "rp")
    out = mechgen(*rp, "--h", "1e-3", "--t-end", "0.05", "--json", env_extra=cache)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["constraint_violation_max"] < 1e-10
    out = mechgen(*base, "--t-end", "0.1", "--independent", "q_nope", env_extra=cache)
    assert out.returncode != 0 and "q_nope" in out.stderr


def test_plot_and_animate_from_the_command_line(tmp_path, cache):
    run = tmp_path / "run.npz"
    out = mechgen(*SLIDER_INDEX3, "--t-end", "0.05", "--out", run, env_extra=cache)
    assert out.returncode == 0, out.stderr
    out = mechgen("plot", run, "-o", tmp_path / "plots", env_extra=cache)
    assert out.returncode == 0, out.stderr
    # the slider crank's declared coordinates (crank_angle, slider_travel) add the joints plot
    assert len(list((tmp_path / "plots").glob("run_*.png"))) == 5
    assert (tmp_path / "plots" / "run_joints.png").is_file()
    out = mechgen("animate", run, "--frames", "5", env_extra=cache)
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "run.gif").is_file()
    out = mechgen("plot", tmp_path / "missing.npz", env_extra=cache)
    assert out.returncode != 0 and "missing.npz' does not exist" in out.stderr


def _on_a_terminal(*args, env_extra=None) -> tuple[str, str]:
    """Runs mechgen with stderr on a pseudo-terminal 100 columns wide: (stdout, stderr)."""
    import fcntl
    import pty
    import select
    import struct
    import termios

    env = dict(os.environ, **(env_extra or {}))
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    proc = subprocess.Popen(
        [sys.executable, "-m", "mechgen", *map(str, args)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=slave,
        env=env,
    )
    os.close(slave)
    err = b""
    while select.select([master], [], [], 60)[0]:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        err += chunk
    out = proc.stdout.read().decode()
    proc.wait()
    os.close(master)
    return out, err.decode(errors="replace")


def test_progress_only_on_a_terminal_and_never_in_the_json(cache):
    """A step bar on stderr when it is a terminal and the run lasts over a second (the bar's
    delay, mechgen.progress.DELAY); none for a short run, with --quiet or when stderr is a
    pipe; "generating" only when the module is generated, not on a cache hit; stdout holds the
    JSON alone in every case."""
    short = ("simulate", "planar_double_pendulum", "--scheme", "index3", "--h", "1e-3")
    out, err = _on_a_terminal(*short, "--t-end", "0.3", "--json", env_extra=cache)
    assert json.loads(out)["steps"] == 300
    assert "generating planar_double_pendulum" in err and "step/s" not in err
    out, err = _on_a_terminal(*short, "--t-end", "0.3", "--json", env_extra=cache)
    assert json.loads(out)["steps"] == 300 and err == "", "a cache hit generates nothing"
    long = (*short[:-1], "1e-4", "--t-end", "3")  # ~30 us a step: well over a second
    out, err = _on_a_terminal(*long, "--json", env_extra=cache)
    assert json.loads(out)["steps"] == 30000
    assert "/30001 [" in err and "step/s" in err
    out, err = _on_a_terminal(*long, "--json", "--quiet", env_extra=cache)
    assert json.loads(out)["steps"] == 30000 and err == ""
    piped = mechgen(*long, "--json", env_extra=cache)
    assert json.loads(piped.stdout)["steps"] == 30000 and "step/s" not in piped.stderr


def test_model_files_from_the_command_line(tmp_path, cache):
    """export writes a YAML model that simulates exactly like its source; schema prints the
    JSON Schema; a broken model file is one error line naming the key path."""
    model = tmp_path / "four_bar.yaml"
    out = mechgen("export", "planar_four_bar", "-o", model, env_extra=cache)
    assert out.returncode == 0, out.stderr
    run = ("--scheme", "partitioning", "--formulation", "relative", "--h", "1e-3", "--t-end")
    a = mechgen("simulate", model, *run, "0.1", "--json", env_extra=cache)
    b = mechgen("simulate", "planar_four_bar", *run, "0.1", "--json", env_extra=cache)
    assert a.returncode == 0, a.stderr
    assert json.loads(a.stdout)["final"] == json.loads(b.stdout)["final"]
    out = mechgen("schema", env_extra=cache)
    assert json.loads(out.stdout)["title"] == "mechgen mechanism"
    model.write_text(model.read_text().replace("mass: 0.3", "mass: [0.3]", 1))
    out = mechgen("simulate", model, *run, "0.1", env_extra=cache)
    assert out.returncode != 0 and "four_bar.yaml: bodies[0].mass" in out.stderr


def test_sweep_from_the_command_line(tmp_path, cache):
    table = tmp_path / "sweep.csv"
    base = ("sweep", "double_pendulum", "--scheme", "index3", "--h", "1e-3", "--t-end", "0.1")
    out = mechgen(*base, "--param", "L1=2:3:2", "-o", table, env_extra=cache)
    assert out.returncode == 0, out.stderr
    assert "2 runs (0 failed)" in out.stdout
    assert table.read_text().splitlines()[0].startswith("L1,steps,")
    out = mechgen(*base, "--param", "nope=1:2:2", "-o", table, env_extra=cache)
    assert out.returncode != 0 and "unknown parameter(s) nope" in out.stderr


@pytest.mark.parametrize("suffix", [".csv", ".npz"])
def test_a_file_size_limit_while_writing_is_a_clear_error(suffix, tmp_path, cache):
    """Issue 37: a full disk or `ulimit -f` while the rows were written ended as an internal
    OSError. The error names the file asked for and the system's reason, exit 1, and nothing
    is left beside it."""
    import resource

    def limited():
        resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))

    out = subprocess.run(
        [sys.executable, "-m", "mechgen", *DOUBLE.split(), "--h", "1e-4", "-o", f"big{suffix}"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={**os.environ, **cache},
        preexec_fn=limited,
        timeout=300,
    )
    assert out.returncode == EXIT_FAILED, out.stderr
    assert f"mechgen: error: cannot write 'big{suffix}': File too large" in out.stderr
    assert "Traceback" not in out.stderr
    assert not any(p.name.startswith(".big") for p in tmp_path.iterdir())
