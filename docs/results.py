"""Writes the results pages of docs/results/ from the benchmarks' figures in
benchmarks/results/*.json (each with the machine, date and commit measured), never by hand.

Run: python docs/results.py (``--check`` exits 1 when a page is not what the figures give; the
test suite runs that check, tests/test_generated_pages.py). Measure again with the benchmark a
page names, then run this.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIGURES = ROOT / "benchmarks" / "results"
PAGES = ROOT / "docs" / "results"


def _provenance(record: dict, script: str) -> str:
    return (
        f"Measured by `python benchmarks/{script}` on {record['date']} at commit "
        f"{record['commit']} ({record['machine']}, {record['processor']}; "
        f"{record['repeats']} repeats, medians)."
    )


def _number(value, digits: int = 1) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def robots_page(record: dict) -> str:
    """Cost on imported robots (benchmarks/bench_robots.py), the peers side by side."""
    lines = [
        "# Cost on imported robots",
        "",
        "Models read from their own files in the relative formulation (joint coordinates; Euler",
        "parameters for free bodies), each beside the peer that reads the same file: Pinocchio",
        "for URDF (example-robot-data; Go1 with a floating base), MuJoCo for MJCF (gymnasium's",
        "ant). Generation is one fresh process: derive, emit C, compile. Forward dynamics is one",
        "call from Python: our emitted C entries (M, Q, and for Euler parameters the",
        "normalization rows' Phi_q and gamma) and a numpy solve, against Pinocchio's ABA or",
        "MuJoCo's `mj_forward` (both sides pay Python's call overhead, 1-3 us a call). An RK4",
        "step at h = 1e-3 is our compiled partitioning kernel (four forward dynamics and the",
        "closure of the normalization rows) and MuJoCo's `mj_step` with its RK4 integrator.",
        "",
        _provenance(record, "bench_robots.py"),
        "",
        "| model | peer | dof | derive s | emit C s | compile s | source kB | peak MB "
        "| forward dynamics us | peer's forward dynamics us | RK4 step us "
        "| peer's RK4 step us |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in record["rows"]:
        lines.append(
            f"| {row['robot']} | {row['peer']} | {row['dof']} | {_number(row['derive_s'])} | "
            f"{_number(row['emit_c_s'])} | {_number(row['compile_s'])} | "
            f"{row['source_bytes'] / 1e3:.0f} | {row['peak_mb']:.0f} | "
            f"{_number(row['forward_dynamics_us'])} | {_number(row['peer_forward_us'])} | "
            f"{_number(row['rk4_step_us'])} | {_number(row.get('peer_rk4_step_us'))} |"
        )
    errors = [row for row in record["rows"] if "rk4_error" in row]
    if errors:
        lines += [
            "",
            "Error after 1 s from rest under gravity, in MuJoCo's joint coordinates, against",
            "MuJoCo's RK4 at h = 1e-5 (both RK4 at h = 1e-3, so the step costs compare at equal",
            "error):",
            "",
            "| model | ours | MuJoCo's |",
            "|---|---|---|",
        ]
        lines += [
            f"| {row['robot']} | {row['rk4_error']:.1e} | {row['peer_rk4_error']:.1e} |"
            for row in errors
        ]
    return "\n".join(lines) + "\n"


def scaling_page(record: dict) -> str:
    """Generation and step cost of the N-body spatial chain (benchmarks/bench_scaling.py)."""
    lines = [
        "# Scaling with the number of bodies",
        "",
        f"An N-body spatial chain with {record['joint']} joints (`examples/spatial_chain.py`) in",
        "rA with the index3 scheme's entries: derivation and emission in fresh processes, the C",
        "source compiled into an empty cache, and the time per index3 step of the numpy module",
        f"and of the C kernel over {record['steps']} steps (band: the banded LU of the",
        "iteration matrix). Issue 39's goal: generation and compilation of the 64-body chain",
        "under 60 s on this 2-core machine.",
        "",
        _provenance(record, "bench_scaling.py"),
        "",
        "| N | n_v + n_c | derive s | emit numpy s | emit C s | compile s "
        "| derive + emit C + compile s | numpy us/step | C us/step |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for row in record["rows"]:
        total = row["derive_s"] + row["emit_c_s"] + row["compile_s"]
        band = " (band)" if row["banded"] else ""
        lines.append(
            f"| {row['N']} | {row['n_v'] + row['n_c']} | {row['derive_s']:.2f} | "
            f"{row['emit_numpy_s']:.2f} | {row['emit_c_s']:.2f} | {row['compile_s']:.2f} | "
            f"{total:.1f} | {row['numpy_us']:.0f} | {row['c_us']:.1f}{band} |"
        )
    return "\n".join(lines) + "\n"


#: each page: (file under docs/results, figures file, writer)
PAGE_WRITERS = (
    ("robots.md", "robots.json", robots_page),
    ("scaling.md", "scaling.json", scaling_page),
)


def pages() -> dict[Path, str]:
    return {
        PAGES / page: writer(json.loads((FIGURES / figures).read_text()))
        for page, figures, writer in PAGE_WRITERS
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a page is not current")
    args = parser.parse_args()
    stale = []
    for path, text in pages().items():
        if args.check:
            if not path.is_file() or path.read_text() != text:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        print(path)
    for path in stale:
        print(f"{path} is not current: run python docs/results.py", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
