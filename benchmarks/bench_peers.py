"""mechgen side by side with what users would pick instead, measured in the same run.

Side by side (the default):

* double pendulum (EXAMPLES.md data) and the planar four-bar (examples/four_bar_revolutes.py):
  mechgen index3 rA (C kernel and numpy) against MuJoCo (implicit Euler, the loop in C via
  ``mj_step(nstep=...)``, loop closure by an equality constraint) and Exudyn (generalized-alpha,
  modified Newton, its default for rigid bodies), all at h = 1e-3 over 1 s;
* a pendulum chain of N links: mechgen (C kernel, the spatial chain with revolute joints) against
  PyDy with its Cython backend (``n_link_pendulum_on_cart``: N links of 0.5 m, 1 kg on a free
  cart, minimal coordinates, integrated by scipy's ``odeint`` at rtol = atol = 1e-8 as
  ``System.integrate`` does). Different coordinates, schemes and accuracy: read the ratio as
  what each tool's natural use costs for 1 s of motion.

Work-precision (``--work-precision``, :mod:`work_precision`): the double pendulum and the heavy
top, every mechgen scheme that runs them (C backend) against MuJoCo (RK4, implicit,
implicitfast) and Exudyn (generalized-alpha) at a ladder of step sizes from 5e-2 to 1e-4: error
at t = 1 s against an independent scipy reference (:mod:`references`), median time of
``--repeats`` runs, time to reach an error of 1e-5 and the best mechgen scheme's time there over
MuJoCo RK4's. The same for the IFToMM benchmarks A01 (point_mass_pendulum) and A02 (n_four_bar,
N = 2) over their 10 s, with genalpha --augmented too: largest error on the grid
t = 0, 0.1, ..., 10 s, times to 1e-3 and 1e-5 m. ``--problems`` runs some of the four (their
sections of peers.json are replaced, the others kept).

Peers are optional: install them with ``pip install mujoco exudyn pydy cython``; a missing one is
reported as such. Prints markdown tables (side by side: time per simulated second, ratios to
mechgen C and the Euclidean error of the double pendulum's bar-2 centre at t = 1 against the
scipy reference) and writes its sections of benchmarks/results/peers.json, keeping the others.

    python benchmarks/bench_peers.py
    python benchmarks/bench_peers.py --work-precision [--repeats 3] [--problems NAME ...]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import tempfile
import time
import warnings
from pathlib import Path

import numpy as np
import peer_models
import references
import work_precision
from mechgen.examples.four_bar_revolutes import build as four_bar
from mechgen.examples.spatial_chain import build as chain
from mechgen.pipeline import GENERATED_DIR, generate
from mechgen.runtime import load_module, required_entries, simulate

H, T_END = 1e-3, 1.0
RESULTS = Path(__file__).resolve().parent / "results" / "peers.json"
FOUR_BAR = {
    "o1": (0, 0, 0),
    "a": (0, 0, 1),
    "b": (0, 1.8, 1.3),
    "o2": (0, 2.2, 0),
    "masses": (1.0, 2.0, 1.5),
}


def have(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def mechgen_run(module) -> tuple[float, object]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        res = simulate(module, "index3", H, T_END)
    return res.traj.wall_time_s, res


def mujoco_double_pendulum() -> tuple[float, np.ndarray]:
    import mujoco

    model, data, bar2 = peer_models.mujoco_double_pendulum("implicit", H)
    start = time.perf_counter()
    mujoco.mj_step(model, data, nstep=int(round(T_END / H)))
    elapsed = time.perf_counter() - start
    mujoco.mj_kinematics(model, data)  # mj_step leaves xipos at the last step's start
    return elapsed, data.xipos[bar2].copy()


def _link_inertial(a, b, mass) -> tuple[str, str, float, float]:
    mid = ((a[1] + b[1]) / 2, (a[2] + b[2]) / 2)
    length = np.hypot(b[1] - a[1], b[2] - a[2])
    j = mass * length**2 / 12
    return (f"0 {mid[0]} {mid[1]}", f"{mass}", length, j)


def mujoco_four_bar() -> float:
    import mujoco

    fb = FOUR_BAR
    links = [
        ("crank", fb["o1"], fb["a"]),
        ("coupler", fb["a"], fb["b"]),
        ("rocker", fb["o2"], fb["b"]),
    ]
    bodies = {}
    for (name, a, b), mass in zip(links, fb["masses"], strict=True):
        pos, m, length, j = _link_inertial(a, b, mass)
        fullinertia = f"{j} 1e-3 {j}" if abs(b[2] - a[2]) < abs(b[1] - a[1]) else f"{j} {j} 1e-3"
        bodies[name] = (pos, m, fullinertia)
    xml = f"""<mujoco><option timestep="0.001" gravity="0 0 -9.81" integrator="implicit"/>
    <worldbody>
      <body name="crank"><joint type="hinge" axis="1 0 0" pos="0 0 0"/>
        <inertial pos="{bodies["crank"][0]}" mass="{bodies["crank"][1]}"
                  diaginertia="{bodies["crank"][2]}"/>
        <body name="coupler" pos="0 0 1"><joint type="hinge" axis="1 0 0"/>
          <inertial pos="0 0.9 0.15" mass="{bodies["coupler"][1]}"
                    diaginertia="{bodies["coupler"][2]}"/>
        </body></body>
      <body name="rocker" pos="0 2.2 0"><joint type="hinge" axis="1 0 0"/>
        <inertial pos="0 -0.2 0.65" mass="{bodies["rocker"][1]}"
                  diaginertia="{bodies["rocker"][2]}"/>
      </body></worldbody>
    <equality><connect body1="coupler" body2="rocker" anchor="0 1.8 0.3"/></equality>
    </mujoco>"""
    model = mujoco.MjModel.from_xml_string(xml)
    data = mujoco.MjData(model)
    start = time.perf_counter()
    mujoco.mj_step(model, data, nstep=int(round(T_END / H)))
    return time.perf_counter() - start


def _exudyn_solve(mbs) -> float:
    start = time.perf_counter()
    mbs.SolveDynamic(peer_models.exudyn_settings(H, T_END))
    return time.perf_counter() - start


def exudyn_double_pendulum() -> tuple[float, np.ndarray]:
    import exudyn as exu

    mbs, bar2 = peer_models.exudyn_double_pendulum()
    elapsed = _exudyn_solve(mbs)
    position = mbs.GetObjectOutputBody(bar2, exu.OutputVariableType.Position, [0, 0, 0])
    return elapsed, np.asarray(position)


def exudyn_four_bar() -> float:
    import exudyn as exu
    from exudyn.utilities import RigidBodyInertia

    fb = FOUR_BAR
    mbs = exu.SystemContainer().AddSystem()
    ground = mbs.CreateGround(referencePosition=[0, 0, 0])
    bodies = []
    for (a, b), mass in zip(
        ((fb["o1"], fb["a"]), (fb["a"], fb["b"]), (fb["o2"], fb["b"])), fb["masses"], strict=True
    ):
        length = np.hypot(b[1] - a[1], b[2] - a[2])
        j = mass * length**2 / 12
        inertia = RigidBodyInertia(mass=mass, inertiaTensor=np.diag([j, j, j]))
        mid = [0, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2]
        bodies.append(
            mbs.CreateRigidBody(inertia=inertia, referencePosition=mid, gravity=[0, 0, -9.81])
        )
    crank, coupler, rocker = bodies
    for pair, point in (
        ([ground, crank], fb["o1"]),
        ([crank, coupler], fb["a"]),
        ([rocker, ground], fb["o2"]),
    ):
        mbs.CreateRevoluteJoint(itemNumbers=pair, position=list(point), axis=[1, 0, 0])
    # Exudyn's solver does not accept the redundant fourth revolute joint: close the loop with
    # the two in-plane position constraints only (17 rows, 1 DOF, as mechgen after dropping)
    mbs.CreateGenericJoint(
        itemNumbers=[coupler, rocker], position=list(fb["b"]), constrainedAxes=[0, 1, 1, 0, 0, 0]
    )
    mbs.Assemble()
    return _exudyn_solve(mbs)


def pydy_chain(n: int) -> tuple[float, float]:
    """(seconds for 1 s by odeint at rtol = atol = 1e-8, seconds per right-hand side)."""
    from pydy.models import n_link_pendulum_on_cart
    from scipy.integrate import odeint

    system = n_link_pendulum_on_cart(n, cart_force=False, joint_torques=False)
    rhs = system.generate_ode_function(generator="cython")
    values = {"g": 9.81, "l": 0.5, "m": 1.0}
    constants = np.array([values.get(str(c)[0], 1.0) for c in system.constants_symbols])
    x0 = np.zeros(len(system.coordinates) + len(system.speeds))
    x0[1 : n + 1] = 0.3
    start = time.perf_counter()
    odeint(rhs, x0, [0.0, T_END], args=(constants,), rtol=1e-8, atol=1e-8)
    elapsed = time.perf_counter() - start
    calls = 2000
    start = time.perf_counter()
    for _ in range(calls):
        rhs(x0, 0.0, constants)
    return elapsed, (time.perf_counter() - start) / calls


def side_by_side() -> dict:
    """Prints the side-by-side tables; returns their sections of peers.json."""
    out = {"h": H, "t_end": T_END, "double_pendulum": {}, "four_bar": {}, "chain": {}}
    gen = Path(GENERATED_DIR)
    t_c, res = mechgen_run(load_module(gen / "double_pendulum_rA_c.py"))
    t_np, _ = mechgen_run(load_module(gen / "double_pendulum_rA.py"))
    rows = {
        "mechgen C (index3, rA)": (t_c, res.bodies["bar2"]["r"][-1]),
        "mechgen numpy (index3, rA)": (t_np, res.bodies["bar2"]["r"][-1]),
    }
    if have("mujoco"):
        rows["MuJoCo (implicit)"] = mujoco_double_pendulum()
    if have("exudyn"):
        rows["Exudyn (generalized-alpha)"] = exudyn_double_pendulum()
    print("### double pendulum, 1 s at h = 1e-3\n")
    print("| code | time (ms) | time / mechgen C | bar-2 error at t = 1 s (m) |")
    print("|---|---|---|---|")
    bar2_at_end = references.double_pendulum_bar2(T_END)
    for name, (t, r2) in rows.items():
        err = float(np.linalg.norm(np.asarray(r2) - bar2_at_end))
        out["double_pendulum"][name] = {"s": t, "error_m": err}
        print(f"| {name} | {t * 1e3:.2f} | {t / t_c:.2f} | {err:.1e} |")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with tempfile.TemporaryDirectory() as tmp:
            entries = required_entries("index3")
            generate(four_bar(), "rA", "c", entries, "index3", tmp)
            generate(four_bar(), "rA", "numpy", entries, "index3", tmp)
            stem = Path(tmp) / "four_bar_revolutes_rA"
            fb_rows = {
                "mechgen C (index3, rA)": mechgen_run(load_module(f"{stem}_c.py"))[0],
                "mechgen numpy (index3, rA)": mechgen_run(load_module(f"{stem}.py"))[0],
            }
    if have("mujoco"):
        fb_rows["MuJoCo (implicit)"] = mujoco_four_bar()
    if have("exudyn"):
        fb_rows["Exudyn (generalized-alpha)"] = exudyn_four_bar()
    print("\n### planar four-bar (4 revolute joints, 3 redundant rows), 1 s at h = 1e-3\n")
    print("| code | time (ms) | time / mechgen C |")
    print("|---|---|---|")
    base = fb_rows["mechgen C (index3, rA)"]
    for name, t in fb_rows.items():
        out["four_bar"][name] = {"s": t}
        print(f"| {name} | {t * 1e3:.2f} | {t / base:.2f} |")
    print(
        "\n### pendulum chain of N links, 1 s (mechgen: index3, h = 1e-3; PyDy: Cython right-hand"
        " side, odeint at rtol = atol = 1e-8)\n"
    )
    print(
        "| N | mechgen C (ms) | mechgen C (us/step) | PyDy (ms) | PyDy (us/rhs) | "
        "PyDy / mechgen (1 s) |"
    )
    print("|---|---|---|---|---|---|")
    for n in (2, 4, 8):
        with tempfile.TemporaryDirectory() as tmp, warnings.catch_warnings():
            warnings.simplefilter("ignore")
            generate(chain(n, "revolute"), "rA", "c", required_entries("index3"), "index3", tmp)
            t_mg = mechgen_run(load_module(Path(tmp) / f"chain{n}_rA_c.py"))[0]
        t_pd, t_rhs = (
            pydy_chain(n) if have("pydy") and have("Cython") else (float("nan"), float("nan"))
        )
        out["chain"][n] = {"mechgen_c_s": t_mg, "pydy_cython_s": t_pd, "pydy_rhs_s": t_rhs}
        print(
            f"| {n} | {t_mg * 1e3:.2f} | {t_mg / T_END * H * 1e6:.2f} | {t_pd * 1e3:.2f} | "
            f"{t_rhs * 1e6:.2f} | {t_pd / t_mg:.2f} |"
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--work-precision",
        action="store_true",
        help="run the work-precision comparison instead of the side-by-side tables",
    )
    parser.add_argument(
        "--repeats",
        type=int,
        default=3,
        help="runs per step size, timed by their median (--work-precision; default 3)",
    )
    parser.add_argument(
        "--problems",
        nargs="+",
        choices=[p.name for p in work_precision.PROBLEMS],
        metavar="NAME",
        help="run only these problems (--work-precision; default all: "
        + ", ".join(p.name for p in work_precision.PROBLEMS)
        + ")",
    )
    args = parser.parse_args()
    results = json.loads(RESULTS.read_text()) if RESULTS.is_file() else {}
    if args.work_precision:
        section = work_precision.main(args.repeats, args.problems)
        kept = results.get("work_precision", {}).get("problems", {}) if args.problems else {}
        section["problems"] = {**kept, **section["problems"]}
        sections = {"work_precision": section}
    else:
        sections = side_by_side()
    results.update(sections)
    RESULTS.write_text(json.dumps(results, indent=1, default=str))
    print(f"\nwritten to {RESULTS}")


if __name__ == "__main__":
    main()
