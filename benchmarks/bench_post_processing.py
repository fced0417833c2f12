"""What the reported quantities cost per stored row, side by side with the kernel (issue 22).

After a run's kernel, every stored row gets its derived series (:class:`RowSeries.of`): the
energy, the position and velocity violations, the power and work of the energy balance, the
joint coordinates; the markers and per-body series are evaluated when asked for. Each part is
timed on its own, on the run's stored rows, median of ``--repeats``, next to the kernel's own
time per step, with the C backend:

- the planar four-bar in 3D (``four_bar_revolutes``, rA, index3): 4 revolute joints, no marker;
- the planar four-bar of seed 004 (relative, partitioning): 4 joints, the coupler-point marker.

Run: python benchmarks/bench_post_processing.py [--repeats 3] [--t-end 10]
"""

from __future__ import annotations

import argparse
import statistics
import warnings

import numpy as np
from mechgen.pipeline import module_path
from mechgen.runtime import SCHEMES, balance, load_module, required_entries, simulate
from mechgen.runtime.drift import DRIFT_TOLERANCE, DriftLimit
from mechgen.runtime.joint_coordinates import joint_coordinates
from mechgen.runtime.row_series import RowSeries
from timing import median_seconds

#: (example, formulation, scheme, h)
RUNS = (
    ("four_bar_revolutes", "rA", "index3", 1e-3),
    ("planar_four_bar", "relative", "partitioning", 1e-3),
)


def parts(name: str, formulation: str, scheme: str, h: float, t_end: float, repeats: int):
    """Seconds of the kernel and of each derived quantity over the run's rows (medians)."""
    path = module_path(name, formulation, "c", required_entries(scheme), scheme)
    model = load_module(path)
    kernel = []
    for _ in range(repeats):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = simulate(model, scheme, h, t_end)
        kernel.append(result.traj.wall_time_s)
    traj, m = result.traj, result.model
    p = m.p
    nu = m.nu_rows(traj.q, traj.t, p) if m.n_c else np.zeros((len(traj.t), 0))
    residual = m.velocity_residual_rows(traj.q, traj.v, traj.t, p) if m.n_c else np.zeros_like(nu)
    out = {"rows": len(traj.t), "kernel": statistics.median(kernel)}
    out["energy"] = median_seconds(lambda: m.energy_rows(traj.q, traj.v, traj.t, p), repeats)
    if m.n_c:
        out["position violation (Phi rows)"] = median_seconds(
            lambda: m.Phi_rows(traj.q, traj.t, p), repeats
        )
        out["velocity violation (Phi_q v - nu)"] = median_seconds(
            lambda: m.velocity_residual_rows(traj.q, traj.v, traj.t, p), repeats
        )
    total = m.energy_rows(traj.q, traj.v, traj.t, p).sum(axis=1)
    multipliers = SCHEMES[scheme].reactions
    out["energy balance (power, work)"] = median_seconds(
        lambda: balance.work(
            traj.t, balance.powers(m, traj, multipliers, nu, residual), total, None
        ),
        repeats,
    )
    out["joint coordinates"] = median_seconds(
        lambda: joint_coordinates(m, traj.q, traj.v, traj.t, None), repeats
    )
    if m.meta.markers:
        out["markers (r, v, a)"] = median_seconds(
            lambda: m.markers_rows(traj.q, traj.v, traj.a, p), repeats
        )
    limit = DriftLimit.of(m, DRIFT_TOLERANCE)
    out["all judged series (RowSeries.of)"] = median_seconds(
        lambda: RowSeries.of(m, traj, limit, multipliers), repeats
    )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--t-end", type=float, default=10.0)
    args = parser.parse_args()
    for name, formulation, scheme, h in RUNS:
        measured = parts(name, formulation, scheme, h, args.t_end, args.repeats)
        rows = measured.pop("rows")
        print(f"\n{name} ({formulation}, {scheme}, C), {rows:,} rows, median of {args.repeats}")
        print("| part | s | us per row |")
        print("|---|---|---|")
        for part, seconds in measured.items():
            print(f"| {part} | {seconds:.3f} | {1e6 * seconds / rows:.2f} |")


if __name__ == "__main__":
    main()
