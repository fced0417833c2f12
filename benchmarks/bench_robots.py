"""Cost on real robots imported from URDF and MJCF (issue 39), side by side with the peer that
reads the same file: Pinocchio for URDF (example-robot-data's panda, UR5, z1, and Go1 with a
floating base), MuJoCo for MJCF (gymnasium's ant: a free torso and eight hinges).

For each model in the relative formulation:

1. generation in a fresh process: derive, C emission and compilation seconds, the emitted
   source's size and the process's peak resident memory (median of ``--repeats`` processes);
2. forward dynamics per call from Python: the module's ``forward_dynamics``, one C call (M
   and Q solved by LU in C), against the peer's (Pinocchio's ABA, ``pin.aba``, and CRBA +
   RNEA + solve; MuJoCo's ``mj_forward``, which computes the positions, the mass matrix, the
   bias forces and solves, and more), each at a random state of its own coordinates (the cost
   hardly depends on it), each the median of ``--repeats`` timings of ``--calls`` calls,
   interleaved;
3. one step of RK4 at h = 1e-3: ours the compiled partitioning kernel (four forward dynamics,
   the stage updates and the Euler parameters renormalized), from a 1 s run from rest, in CPU
   time; and one step of genalpha at h = 1e-3 in rA coordinates (absolute coordinates with
   the joints as constraint rows, a module of its own, compiled), likewise;
4. for the MJCF model, RK4 at equal error with MuJoCo: 1 s from ``qpos0`` with every component
   of ``qvel`` at RATE (the torso tumbles and the legs swing; from rest the model only falls,
   which any integrator gets exact) at each h of LADDER, ours (the same file's module
   started with that ``qvel``, ``mechgen.symbolic.mjcf.set_qvel``) and MuJoCo's ``mj_step``
   with its RK4 integrator (damping, armature, limits and contacts off) looped in C by
   ``mujoco.rollout``, each side one call for the run: CPU time per step
   (median of ``--repeats``) and the error after 1 s in MuJoCo's joint coordinates against
   MuJoCo's RK4 at h = 1e-5.

Both sides' per-call figures include the cost of a call from Python (about 1-3 us a call).
Writes benchmarks/results/robots.json.

    python benchmarks/bench_robots.py [--repeats 3] [--calls 2000]
"""

from __future__ import annotations

import argparse
import glob
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from dataclasses import dataclass
from pathlib import Path

from provenance import write_results

RESULTS = Path(__file__).resolve().parent / "results" / "robots.json"


@dataclass(frozen=True)
class Robot:
    """A model file, how it is loaded, and the peer that judges it."""

    name: str
    where: str
    floating_base: bool = False

    @property
    def path(self) -> Path:
        if self.where.endswith(".xml"):
            import gymnasium

            return Path(os.path.dirname(gymnasium.__file__)) / "envs/mujoco/assets" / self.where
        return robots_folder() / self.where

    @property
    def peer(self) -> str:
        return "mujoco" if self.where.endswith(".xml") else "pinocchio"


ROBOTS = (
    Robot("panda", "panda_description/urdf/panda.urdf"),
    Robot("ur5", "ur_description/urdf/ur5_robot.urdf"),
    Robot("z1", "z1_description/urdf/z1.urdf"),
    Robot("go1", "go1_description/urdf/go1.urdf", floating_base=True),
    Robot("ant", "ant.xml"),
)

#: one generation in a child process: derive, emit, compile seconds, source bytes, peak MB
CHILD = """
import resource, sys, time, warnings
from pathlib import Path
warnings.simplefilter("ignore")
from mechgen.codegen.emit import emit, write
from mechgen.core import clib
from mechgen.examples import load_mechanism
from mechgen.symbolic import derive

path, folder, floating = sys.argv[1], Path(sys.argv[2]), sys.argv[3] == "1"
t0 = time.perf_counter()
options = {"floating_base": True} if floating else {}
eqs = derive(load_mechanism(path, **options), "relative")
t1 = time.perf_counter()
files = emit(eqs, "c")
t2 = time.perf_counter()
written = write(files, folder)
source = next(p for p in written if p.suffix == ".c")
clib.build(source)
t3 = time.perf_counter()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(t1 - t0, t2 - t1, t3 - t2, len(source.read_bytes()), peak)
"""


def robots_folder() -> Path:
    for entry in sys.path:
        hits = glob.glob(f"{entry}/cmeel.prefix/share/example-robot-data/robots")
        if hits:
            return Path(hits[0])
    raise SystemExit("example-robot-data is not installed (pip install example-robot-data)")


def generation(robot: Robot, folder: Path, cache: Path) -> list[float]:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(robot.path), str(folder), str(int(robot.floating_base))],
        capture_output=True,
        text=True,
        check=True,
        env={"MECHGEN_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin", "HOME": str(Path.home())},
    )
    return [float(x) for x in out.stdout.split()]


def per_call_us(work, calls: int) -> float:
    start = time.perf_counter()
    for _ in range(calls):
        work()
    return 1e6 * (time.perf_counter() - start) / calls


def interleaved(work: dict, repeats: int, calls: int) -> dict[str, float]:
    """Median microseconds per call of each piece of ``work``, timed in turns."""
    timings: dict[str, list[float]] = {key: [] for key in work}
    for _ in range(repeats):
        for key, call in work.items():
            timings[key].append(per_call_us(call, calls))
    return {key: statistics.median(values) for key, values in timings.items()}


def ours(module):
    """Our forward dynamics at (q, v): the module's ``forward_dynamics``, one C call (M a = Q +
    C^T lam, C a = gamma with the normalization rows, none without Euler parameters)."""
    import numpy as np

    p = np.array(module.PARAMETER_DEFAULTS, dtype=float)
    return lambda q, v: module.forward_dynamics(q, v, 0.0, p)


def state(module, rng):
    """A random state, its Euler parameters on the unit sphere."""
    import numpy as np

    q, v = rng.uniform(-1, 1, module.N_Q), rng.uniform(-1, 1, module.N_V)
    for start, stop in module.METADATA["unit_blocks"]:
        q[start:stop] /= np.linalg.norm(q[start:stop])
    return q, v


def pinocchio_costs(robot: Robot, module, repeats: int, calls: int) -> dict[str, float]:
    import numpy as np
    import pinocchio as pin

    root = (pin.JointModelFreeFlyer(),) if robot.floating_base else ()
    model = pin.buildModelFromUrdf(str(robot.path), *root)
    data = model.createData()
    rng = np.random.default_rng(1)
    q, v = state(module, rng)
    q_pin, v_pin = pin.neutral(model), rng.uniform(-1, 1, model.nv)
    first = 7 if robot.floating_base else 0
    q_pin[first:] = rng.uniform(-1, 1, model.nq - first)
    if robot.floating_base:
        q_pin[3:7] = rng.normal(size=4)
        q_pin[3:7] /= np.linalg.norm(q_pin[3:7])
    tau = np.zeros(model.nv)
    forward = ours(module)
    return interleaved(
        {
            "forward_dynamics_us": lambda: forward(q, v),
            "peer_forward_us": lambda: pin.aba(model, data, q_pin, v_pin, tau),
            "pinocchio_crba_rnea_us": lambda: np.linalg.solve(
                pin.crba(model, data, q_pin), -pin.rnea(model, data, q_pin, v_pin, tau)
            ),
        },
        repeats,
        calls,
    )


def passive(robot: Robot):
    """MuJoCo's model as mechgen models it (``mechgen.symbolic.mjcf.as_modelled``), with its
    RK4 integrator."""
    import mujoco
    from mechgen.symbolic.mjcf import as_modelled

    model = as_modelled(mujoco.MjModel.from_xml_path(str(robot.path)))
    model.opt.integrator = mujoco.mjtIntegrator.mjINT_RK4
    return model


def mujoco_costs(robot: Robot, module, repeats: int, calls: int, folder: Path) -> dict:
    import mujoco
    import numpy as np

    model = passive(robot)
    data = mujoco.MjData(model)
    rng = np.random.default_rng(1)
    data.qpos[:] = model.qpos0
    data.qvel[:] = rng.uniform(-1, 1, model.nv)
    q, v = state(module, rng)
    forward = ours(module)
    costs = interleaved(
        {
            "forward_dynamics_us": lambda: forward(q, v),
            "peer_forward_us": lambda: mujoco.mj_forward(model, data),
        },
        repeats,
        calls,
    )
    return costs | {"rk4_ladder": mujoco_motion(robot, model, folder, repeats)}


#: every component of MuJoCo's qvel at the start of the equal-error comparison (rad/s, m/s):
#: the torso turns by 2 rad in the second, enough motion for errors well above round-off at
#: every step of LADDER
RATE = 2.0
#: the steps of the equal-error comparison
LADDER = (8e-3, 4e-3, 2e-3, 1e-3)


def mujoco_motion(robot: Robot, model, folder: Path, repeats: int) -> list[dict]:
    """RK4 on 1 s of motion with qvel = RATE at the start (module docstring, item 4): per step
    size, ours and MuJoCo's CPU us per step and error."""
    import mujoco
    import numpy as np
    from mechgen import generate, load_module
    from mechgen.examples import load_mechanism
    from mechgen.runtime import simulate
    from mechgen.symbolic.mjcf import set_qvel
    from mujoco import rollout

    qvel = np.full(model.nv, RATE)

    def mujoco_run(h: float) -> tuple[np.ndarray, float]:
        """MuJoCo's qpos after 1 s and its CPU us per step: ``mujoco.rollout``, the loop of
        ``mj_step`` in C, one call for the run as ours (it stores every step's state)."""
        model.opt.timestep = h
        data = mujoco.MjData(model)
        data.qpos[:], data.qvel[:] = model.qpos0, qvel
        spec = mujoco.mjtState.mjSTATE_FULLPHYSICS
        state = np.empty(mujoco.mj_stateSize(model, spec))
        mujoco.mj_getState(model, data, state, spec)
        steps = round(1.0 / h)
        start = time.process_time()
        states, _ = rollout.rollout(model, data, state[None], nstep=steps)
        elapsed = time.process_time() - start
        return states[0, -1, 1 : 1 + model.nq], 1e6 * elapsed / steps  # (time, qpos, ...)

    reference, _ = mujoco_run(1e-5)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        mechanism = load_mechanism(str(robot.path))
    set_qvel(mechanism, model, qvel)
    paths = generate(mechanism, "relative", "c", scheme="partitioning", directory=folder / "moving")
    module = load_module(next(p for p in paths if p.name.endswith("_c.py")))
    ladder = []
    for h in LADDER:
        peer = [mujoco_run(h) for _ in range(repeats)]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            runs = [simulate(module, "partitioning", h, 1.0) for _ in range(repeats)]
        ours_q = mujoco_coordinates(model, mechanism, runs[0].q[-1])
        ladder.append(
            {
                "h": h,
                "step_us": 1e6 * statistics.median(r.traj.cpu_time_s for r in runs) * h,
                "error": float(np.abs(ours_q - reference).max()),
                "peer_step_us": statistics.median(t for _, t in peer),
                "peer_error": float(np.abs(peer[0][0] - reference).max()),
            }
        )
    return ladder


def mujoco_coordinates(model, mechanism, q):
    """MuJoCo's qpos of our relative coordinates (the import's conventions, symbolic/mjcf.py;
    checked in tests/test_mjcf_import.py): a hinge or slide is qpos0 + q; a free body's centre
    of mass moved by x and turned by A0 A(p) puts MuJoCo's origin at c - A s and its quaternion
    at quat0 p."""
    import mujoco
    import numpy as np

    data = mujoco.MjData(model)
    data.qpos[:] = model.qpos0
    mujoco.mj_kinematics(model, data)
    bodies = {b.name: b for b in mechanism.bodies}
    out, k = model.qpos0.copy(), 0
    for j in range(model.njnt):
        at = model.jnt_qposadr[j]
        if model.jnt_type[j] != mujoco.mjtJoint.mjJNT_FREE:
            out[at] += q[k]
            k += 1
            continue
        body = model.jnt_bodyid[j]
        ours = bodies[mujoco.mj_id2name(model, mujoco.mjtObj.mjOBJ_BODY, body)]
        A0 = np.array(ours.orientation, dtype=float)
        c0 = np.array(ours.position, dtype=float).ravel()
        x, p = q[k : k + 3], q[k + 3 : k + 7]
        turn = np.empty(9)
        mujoco.mju_quat2Mat(turn, p)
        out[at : at + 3] = c0 + x - A0 @ turn.reshape(3, 3) @ A0.T @ (c0 - data.xpos[body])
        quat = np.empty(4)
        mujoco.mju_mulQuat(quat, data.xquat[body], p)
        out[at + 3 : at + 7] = quat
        k += 7
    return out


def measure(robot: Robot, folder: Path, repeats: int, calls: int) -> dict:
    """One model's row."""
    from mechgen.pipeline import module_path
    from mechgen.runtime import load_module, simulate

    runs = [
        generation(robot, folder / f"{robot.name}{k}", folder / f"cache{k}") for k in range(repeats)
    ]
    derive_s, emit_s, compile_s, size, _ = (statistics.median(c) for c in zip(*runs, strict=True))
    module = load_module(next((folder / f"{robot.name}0").glob("*_c.py")))
    reading = {"floating_base": True} if robot.floating_base else {}
    absolute = load_module(
        module_path(str(robot.path), "rA", "c", scheme="genalpha", reading=reading)
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        steps = [
            simulate(module, "partitioning", 1e-3, 1.0).traj.cpu_time_s / 1000
            for _ in range(repeats)
        ]
        genalpha = [
            simulate(absolute, "genalpha", 1e-3, 1.0).traj.cpu_time_s / 1000 for _ in range(repeats)
        ]
    if robot.peer == "mujoco":
        costs = mujoco_costs(robot, module, repeats, calls, folder)
    else:
        costs = pinocchio_costs(robot, module, repeats, calls)
    return {
        "robot": robot.name,
        "peer": robot.peer,
        "dof": module.N_V,
        "derive_s": derive_s,
        "emit_c_s": emit_s,
        "compile_s": compile_s,
        "source_bytes": int(size),
        "peak_mb": max(r[4] for r in runs),
        **costs,
        "rk4_step_us": 1e6 * statistics.median(steps),
        "genalpha_step_us": 1e6 * statistics.median(genalpha),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--calls", type=int, default=2000)
    args = parser.parse_args()
    rows = []
    print(
        "| model | peer | dof | derive s | emit C s | compile s | source kB | peak MB "
        "| forward dynamics us | peer's us | RK4 step us | genalpha step us |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for robot in ROBOTS:
            row = measure(robot, Path(tmp), args.repeats, args.calls)
            rows.append(row)
            print(
                f"| {robot.name} | {robot.peer} | {row['dof']} | {row['derive_s']:.1f} | "
                f"{row['emit_c_s']:.1f} | {row['compile_s']:.1f} | "
                f"{row['source_bytes'] / 1e3:.0f} | {row['peak_mb']:.0f} | "
                f"{row['forward_dynamics_us']:.1f} | {row['peer_forward_us']:.1f} | "
                f"{row['rk4_step_us']:.1f} | {row['genalpha_step_us']:.1f} |"
            )
            for rung in row.get("rk4_ladder", []):
                print(
                    f"  h = {rung['h']:g}: ours {rung['step_us']:.1f} us/step, error "
                    f"{rung['error']:.1e}; MuJoCo {rung['peer_step_us']:.1f} us/step, error "
                    f"{rung['peer_error']:.1e}"
                )
    write_results(RESULTS, repeats=args.repeats, calls=args.calls, rate=RATE, rows=rows)


if __name__ == "__main__":
    main()
