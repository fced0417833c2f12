"""Exit 0 means a usable answer (issue 36): a run whose constraint residual or energy error is
orders of magnitude past any physical scale stops with an error naming the quantity, the step
and the time (mechgen.runtime.judgement); --keep-going opts out; correct runs, dissipative ones
included, are never stopped.

The problem is one written outside the project: the heavy (spinning) top of Arnold & Bruls,
"Convergence of the generalized-alpha scheme for constrained mechanical systems" (Multibody
Syst. Dyn. 18, 2007) and Bruls & Cardona (J. Comput. Nonlinear Dyn. 5, 2010): m = 15 kg,
J = diag(0.234375, 0.46875, 0.234375) kg m^2 about the centre of mass, which sits at X = (0, 1, 0)
m in the body frame from the fixed pivot, gravity 9.81 m/s^2 along -z, R(0) = I and body angular
velocity Omega(0) = (0, 150, -4.61538) rad/s. Its start R = I is the gimbal lock of ZXZ Euler
angles, where the re formulation's kinematics are singular.
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from helpers import emitted
from mechgen import Mechanism
from mechgen.core.errors import SolverError
from mechgen.runtime import simulate
from mechgen.runtime.judgement import ABSURD_ENERGY, Judgement, Watch
from test_cli import mechgen

MASS = 15.0
INERTIA = (0.234375, 0.46875, 0.234375)
OFFSET = np.array([0.0, 1.0, 0.0])
OMEGA = np.array([0.0, 150.0, -4.61538])


def spinning_top() -> Mechanism:
    """The heavy top of Arnold & Bruls (module docstring)."""
    m = Mechanism("spinning_top", gravity=(0, 0, -9.81))
    top = m.add_body(
        "top",
        mass=MASS,
        inertia=INERTIA,
        position=tuple(OFFSET),
        velocity=tuple(np.cross(OMEGA, OFFSET)),
        angular_velocity=tuple(OMEGA),
    )
    m.add_joint("spherical", m.ground, top, point=(0, 0, 0), name="pivot")
    return m


@pytest.fixture(scope="module")
def top(tmp_path_factory):
    return {f: emitted(spinning_top(), f, tmp_path_factory.mktemp(f)) for f in ("rA", "re")}


def test_an_absurd_answer_stops_the_run_with_what_where_and_when(top):
    """genalpha --augmented in re from the gimbal lock: the energy grew 1e14-fold within 9 steps
    (left running with the projections in J's metric, it ended 3e7 m off with 1e27 J, which
    used to exit 0 with a notice; in M's metric its Newton iteration diverges at step 19). The
    run stops at the first step past the judgement, naming the energy error, the step and the
    time, and keeps the steps before it; keep_going runs on past it (to t = 0.012, three
    steps on: the energy is 1e12 J there) and says so once."""
    with pytest.raises(SolverError) as err:
        simulate(top["re"], "genalpha", 1e-3, 2.0, augmented=True)
    message = str(err.value)
    assert "absurd answer, stopped (--keep-going finishes it anyway)" in message
    assert "energy error E - E0 - W" in message and "physical energy scale" in message
    assert err.value.step is not None and err.value.step < 100
    assert message.startswith(f"step {err.value.step} (t = ")
    kept = err.value.result
    assert len(kept.t) == err.value.step + 1 and kept.t[-1] == pytest.approx(err.value.time)
    absurd = simulate(top["re"], "genalpha", 1e-3, 0.012, augmented=True, keep_going=True)
    assert absurd.t[-1] == pytest.approx(0.012)
    assert np.abs(absurd.energy - absurd.energy[0]).max() > 1e6 * abs(absurd.energy[0])
    kept = [n for n in absurd.notices if n.startswith("absurd answer, kept going: ")]
    assert len(kept) == 1 and "energy error E - E0 - W" in kept[0]


def test_a_correct_run_of_the_same_top_is_not_stopped(top):
    """rA (rotation matrices, no singular chart) on the same top at the same step runs the 2 s
    with the energy to 1e-3 of its start (measured 7.5e-5: genalpha is second order) and the
    pivot at round-off; also under --strict."""
    result = simulate(top["rA"], "genalpha", 1e-3, 2.0, augmented=True, strict=True)
    assert result.t[-1] == pytest.approx(2.0)
    assert np.abs(result.energy / result.energy[0] - 1).max() < 1e-3
    assert result.constraint_violation.max() < 1e-10


class _Series:
    """The rows the watch reads (RowSeries' fields), for hand-made runs."""

    def __init__(self, energy, kinetic, work=None, drift=None, start=None):
        self.energy = np.asarray(energy, dtype=float)
        self.kinetic_energy = np.asarray(kinetic, dtype=float)
        self.work = np.zeros((len(self.energy), 1)) if work is None else np.asarray(work)
        total = self.work.reshape(len(self.energy), -1).sum(axis=1)
        e0 = self.energy[0] if start is None else start  # E0: the run's, not the part's
        self.energy_balance = self.energy - e0 - total
        self.drift = np.zeros(len(self.energy)) if drift is None else np.asarray(drift)
        self.drift_row = np.zeros(len(self.energy), dtype=int)


class _Meta:
    constraint_rows = [{"kind": "joint", "owner": "J", "label": "CD x", "length_power": 1}]
    dropped_rows: list = []
    conservative = True


class _Model:
    meta = _Meta()


def _watch() -> Watch:
    from mechgen.runtime.drift import DriftLimit

    limit = DriftLimit(1.0, np.ones(1), 1e-3)
    return Judgement().watch(_Model(), limit)


def _first_over(watch: Watch, series, t) -> tuple | None:
    return watch.first_over(series, t, [])


def test_the_physical_scale_leaves_the_kinetic_energy_out():
    """A pendulum released at rest from the height of its pivot (E0 = T0 = V0 = 0, the
    hardest start: no scale at all) that a dissipative scheme brings to rest at the bottom
    loses all it held (|E - E0| = the potential range m g L, 1 S) and passes; one that creates
    energy is stopped at the first row past ABSURD_ENERGY S, though its running energy scale
    (which holds T) would keep its relative drift at 1; rows without any scale are not
    judged."""
    t = np.linspace(0, 1, 101)
    potential = -9.81 * np.sin(0.5 * math.pi * t)  # falls by m g L = 9.81 J
    dissipated = _Series(potential, np.zeros_like(t))  # all the energy lost: T stays 0
    assert _first_over(_watch(), dissipated, t) is None
    created = _Series(potential + np.exp(40 * t) - 1, np.exp(40 * t) - 1)
    row, message = _first_over(_watch(), created, t)
    error, scale = np.abs(created.energy_balance), -potential  # V falls from 0
    expected = np.flatnonzero(error > ABSURD_ENERGY * scale)
    assert row == expected[0] and "the energy error E - E0 - W reached" in message
    nothing = _Series(np.zeros(5), [0, 1e-30, 2e-30, 0, 0])
    assert _first_over(_watch(), nothing, t[:5]) is None


def test_the_watch_carries_its_scale_across_parts():
    """A run cut in parts (streamed chunks) is judged as one: the scale reached in the first
    part holds in the second."""
    t = np.linspace(0, 1, 11)
    watch = _watch()
    first = _Series(-9.81 * t, np.zeros_like(t))  # falls 9.81 J
    assert _first_over(watch, first, t) is None
    second = _Series(np.full(11, -9.81) + 500.0, np.full(11, 500.0), start=0.0)  # +500 J: 51 S
    assert _first_over(watch, second, t + 1) is None
    third = _Series(np.full(11, -9.81) + 1000.0, np.full(11, 1000.0), start=0.0)  # +1000 J: 102 S
    assert _first_over(watch, third, t + 2)[0] == 0


def test_a_constraint_that_came_apart_stops_the_run():
    """drift_k past 0.1 of the mechanism's size is absurd; 0.05 is only a notice's business."""
    t = np.linspace(0, 1, 4)
    rows = _Series(np.ones(4), np.ones(4), drift=[0, 0.05, 0.2, 1.0])
    row, message = _first_over(_watch(), rows, t)
    assert row == 2 and "J [CD x] left its constraint by 0.2" in message
    assert "past the tolerance 0.1" in message


def test_keep_going_and_the_exit_code_from_the_command_line(tmp_path):
    """The CLI exits 1 with the error on stderr (nothing on stdout); --keep-going exits 0 with
    the absurd answer and its notices."""
    model = tmp_path / "spinning_top.py"
    model.write_text(
        "import numpy as np\n"
        "from mechgen import Mechanism\n\n\n"
        "def build():\n"
        "    m = Mechanism('spinning_top', gravity=(0, 0, -9.81))\n"
        "    w, x = np.array([0.0, 150.0, -4.61538]), np.array([0.0, 1.0, 0.0])\n"
        "    top = m.add_body('top', mass=15.0, inertia=(0.234375, 0.46875, 0.234375),\n"
        "                     position=tuple(x), velocity=tuple(np.cross(w, x)),\n"
        "                     angular_velocity=tuple(w))\n"
        "    m.add_joint('spherical', m.ground, top, point=(0, 0, 0), name='pivot')\n"
        "    return m\n"
    )
    run = ("simulate", model, "--scheme", "genalpha", "--formulation", "re", "--augmented")
    run += ("--h", "1e-3", "--t-end", "0.012", "--json")  # past the absurd step 9 (above)
    cache = {"MECHGEN_CACHE_DIR": str(tmp_path / "cache")}
    out = mechgen(*run, env_extra=cache)
    assert out.returncode == 1 and out.stdout == ""
    assert "mechgen: error: step" in out.stderr and "absurd answer" in out.stderr
    out = mechgen(*run, "--keep-going", env_extra=cache)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["energy_drift_max_rel"] > 0.5


def test_a_label_in_the_message_cannot_reach_the_terminal():
    """Constraint labels are free text from a model file: the drift and absurd messages quote
    them with their control characters spelled out (no terminal escape, no forged line)."""
    from mechgen.runtime.drift import DriftLimit

    row = {"kind": "constraint", "owner": "g\x1b[2J", "label": "a\nmechgen: ok", "length_power": 1}
    text = DriftLimit(1.0, np.ones(1), 1e-3).describe(row, 0.5, 1.0)
    assert "\x1b" not in text and "\n" not in text
    assert "g\\x1b[2J [a\\nmechgen: ok]" in text


def test_a_spring_too_stiff_for_the_step_stops_as_an_absurd_answer(tmp_path):
    """Issue 37: index3 in rA with a spring of 1e8 N/m at h = 1e-3 (its period 6e-4 s, below
    the step) took whole extra turns per step, energy 2.3e6 -> 1.2e13 J, with only a notice.
    It now stops within the first steps, naming the energy error against the physical scale;
    keep_going finishes it with the same words in one notice."""
    m = Mechanism("stiff", gravity=(0, 0, -9.81))
    k = m.parameter("k", 1e8)
    bar = m.add_body("bar", mass=1.0, inertia=(0.1, 0.1, 0.1), position=(0, 0, -1))
    m.add_joint("revolute", m.ground, bar, point=(0, 0, 0), axis=(1, 0, 0), name="O")
    m.add_spring(m.ground, bar, point_i=(0, 1, 0), point_j=(0, 0, -1), stiffness=k, rest_length=1.0)
    module = emitted(m, "rA", tmp_path)
    with pytest.raises(SolverError, match=r"absurd answer, stopped .* the energy error") as err:
        simulate(module, "index3", 1e-3, 1.0)
    assert err.value.step <= 10
    kept = simulate(module, "index3", 1e-3, 1.0, keep_going=True)
    assert any(n.startswith("absurd answer, kept going: the energy error") for n in kept.notices)
    soft = simulate(module, "index3", 1e-3, 1.0, {"k": 1e2})  # a period of 0.6 s: it runs
    assert soft.t[-1] == pytest.approx(1.0)
