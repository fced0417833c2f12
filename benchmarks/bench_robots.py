"""Cost on real robots imported from URDF (issue 39), side by side with Pinocchio.

For each robot of example-robot-data (panda, UR5, z1) in the relative formulation:

1. generation in a fresh process: derive, C emission and compilation seconds, the emitted
   source's size and the process's peak resident memory (median of ``--repeats`` processes);
2. forward dynamics per call from Python: the emitted C entries M and Q and a numpy solve,
   against Pinocchio's ABA (``pin.aba``) and CRBA + RNEA + solve on the same states, each the
   median of ``--repeats`` timings of ``--calls`` calls, interleaved;
3. one step of the compiled partitioning kernel (RK4 on the joint coordinates: four forward
   dynamics and the stage updates), from a 1 s run.

Both sides' per-call figures include the cost of a call from Python (about 1-3 us a call).
Writes benchmarks/results/robots.json.

    python benchmarks/bench_robots.py [--repeats 3] [--calls 2000]
"""

from __future__ import annotations

import argparse
import glob
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

from provenance import write_results

RESULTS = Path(__file__).resolve().parent / "results" / "robots.json"
ROBOTS = {
    "panda": "panda_description/urdf/panda.urdf",
    "ur5": "ur_description/urdf/ur5_robot.urdf",
    "z1": "z1_description/urdf/z1.urdf",
}

#: one generation in a child process: derive, emit, compile seconds, source bytes, peak MB
CHILD = """
import resource, sys, time, warnings
from pathlib import Path
warnings.simplefilter("ignore")
from mechgen.codegen.emit import emit, write
from mechgen.core import clib
from mechgen.examples import load_mechanism
from mechgen.symbolic import derive

path, folder = sys.argv[1], Path(sys.argv[2])
t0 = time.perf_counter()
eqs = derive(load_mechanism(path), "relative")
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


def generation(path: Path, folder: Path, cache: Path) -> list[float]:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(path), str(folder)],
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


def forward_dynamics(module, path: Path, repeats: int, calls: int) -> dict[str, float]:
    """Microseconds per call of our M, Q and solve, Pinocchio's ABA and its CRBA + RNEA +
    solve, at one random state (medians of interleaved timings)."""
    import numpy as np
    import pinocchio as pin

    model = pin.buildModelFromUrdf(str(path))
    data = model.createData()
    q, v = np.random.default_rng(1).uniform(-1, 1, (2, module.N_Q))
    tau = np.zeros(module.N_Q)
    p = np.array(module.PARAMETER_DEFAULTS, dtype=float)
    work = {
        "forward_dynamics_us": lambda: np.linalg.solve(module.M(q, p), module.Q(q, v, 0.0, p)),
        "pinocchio_aba_us": lambda: pin.aba(model, data, q, v, tau),
        "pinocchio_crba_rnea_us": lambda: np.linalg.solve(
            pin.crba(model, data, q), -pin.rnea(model, data, q, v, tau)
        ),
    }
    timings: dict[str, list[float]] = {key: [] for key in work}
    for _ in range(repeats):  # interleaved
        for key, call in work.items():
            timings[key].append(per_call_us(call, calls))
    return {key: statistics.median(values) for key, values in timings.items()}


def measure(name: str, path: Path, folder: Path, repeats: int, calls: int) -> dict:
    """One robot's row."""
    from mechgen.runtime import load_module, simulate

    runs = [generation(path, folder / f"{name}{k}", folder / f"cache{k}") for k in range(repeats)]
    derive_s, emit_s, compile_s, size, _ = (statistics.median(c) for c in zip(*runs, strict=True))
    module = load_module(next((folder / f"{name}0").glob("*_c.py")))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        steps = [
            simulate(module, "partitioning", 1e-3, 1.0).traj.wall_time_s / 1000
            for _ in range(repeats)
        ]
    return {
        "robot": name,
        "dof": module.N_Q,
        "derive_s": derive_s,
        "emit_c_s": emit_s,
        "compile_s": compile_s,
        "source_bytes": int(size),
        "peak_mb": max(r[4] for r in runs),
        **forward_dynamics(module, path, repeats, calls),
        "rk4_step_us": 1e6 * statistics.median(steps),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--calls", type=int, default=2000)
    args = parser.parse_args()
    rows = []
    print(
        "| robot | dof | derive s | emit C s | compile s | source kB | peak MB | M, Q, solve us "
        "| pin ABA us | pin CRBA+RNEA+solve us | RK4 step us (C kernel) |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for name, relative in ROBOTS.items():
            row = measure(name, robots_folder() / relative, Path(tmp), args.repeats, args.calls)
            rows.append(row)
            print(
                f"| {name} | {row['dof']} | {row['derive_s']:.1f} | {row['emit_c_s']:.1f} | "
                f"{row['compile_s']:.1f} | {row['source_bytes'] / 1e3:.0f} | "
                f"{row['peak_mb']:.0f} | {row['forward_dynamics_us']:.1f} | "
                f"{row['pinocchio_aba_us']:.1f} | {row['pinocchio_crba_rnea_us']:.1f} | "
                f"{row['rk4_step_us']:.1f} |"
            )
    write_results(RESULTS, repeats=args.repeats, calls=args.calls, rows=rows)


if __name__ == "__main__":
    main()
