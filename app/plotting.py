"""Plots and animations of a saved run (``mechgen plot RUN.npz``, ``mechgen animate RUN.npz``).

Reads only the .npz that :meth:`mechgen.runtime.results.Result.save` writes (series by name plus the
``layout`` record: bodies, and per joint its two bodies), so a run can be looked at long after,
on another machine, without the mechanism or its emitted module. matplotlib renders off-screen
(Agg); animations are GIF through pillow, or MP4 when ffmpeg is installed. A file is measured
before it is loaded: what its arrays declare must fit in it (:data:`MAX_EXPANSION`).
"""

from __future__ import annotations

import json
import math
import shutil
import zipfile
from pathlib import Path

import numpy as np
from mechgen.core.errors import MechgenError
from mechgen.core.outputs import atomic
from mechgen.runtime.results import energy_bounds, energy_scale, relative_drift

AXIS_LENGTH = 0.15  # drawn body axes, as a fraction of the scene's size
#: the most memory a run's arrays may declare, in multiples of the file's size on disk: a run
#: as mechgen writes it is stored uncompressed (1x); np.savez_compressed makes it 1.2-1.4x (the
#: double pendulum, the slider crank); a zip bomb (2.3 MB of zeros declaring 2.35 GB) 1000x
MAX_EXPANSION = 16
#: readers of the .npy member header versions numpy writes for plain arrays
NPY_HEADERS = {
    (1, 0): np.lib.format.read_array_header_1_0,
    (2, 0): np.lib.format.read_array_header_2_0,
}


def load_run(path: str | Path) -> tuple[dict[str, np.ndarray], dict]:
    """(series by name, layout) of a saved run.

    Raises:
        MechgenError: when the file is missing or is not a mechgen .npz run.
    """
    path = Path(path)
    if path.suffix != ".npz" or not path.is_file():
        raise MechgenError(f"'{path}' is not a saved run (a .npz file written by --out)")
    _measure(path)
    with np.load(path, allow_pickle=False) as data:
        series = {k: data[k] for k in data.files}
    if "layout" not in series or "t" not in series:
        raise MechgenError(
            f"'{path}' has no run layout (written by an older mechgen?); simulate again with --out"
        )
    return series, json.loads(str(series.pop("layout")))


def _measure(path: Path) -> None:
    """Reads only the zip directory and each member's .npy header: every array must fit in
    its member (an array is allocated from its header before it is read), and the members
    together in MAX_EXPANSION times the file's size on disk (what is decompressed never exceeds
    a member's declared size).

    Raises:
        MechgenError: naming the file and the member or sizes at fault.
    """
    on_disk = path.stat().st_size
    try:
        with zipfile.ZipFile(path) as zf:
            members = zf.infolist()
            declared = sum(m.file_size for m in members)
            if declared > MAX_EXPANSION * on_disk:
                raise MechgenError(
                    f"'{path}' is refused unread: its arrays declare {declared / 1e6:.1f} MB, "
                    f"{declared / on_disk:.0f} times its {on_disk / 1e6:.1f} MB on disk (a saved "
                    f"run is stored uncompressed; at most {MAX_EXPANSION}x is loaded)"
                )
            for member in members:
                with zf.open(member) as fh:
                    reader = NPY_HEADERS.get(np.lib.format.read_magic(fh))
                    if reader is None:
                        raise ValueError("an unknown .npy header version")
                    shape, _, dtype = reader(fh)
                size = dtype.itemsize * math.prod(shape)
                if dtype.hasobject or size > member.file_size:
                    raise ValueError(
                        f"member '{member.filename}' declares a {shape} {dtype} array "
                        f"({size} bytes) in {member.file_size} bytes"
                    )
    except (zipfile.BadZipFile, ValueError, OSError, EOFError) as exc:
        raise MechgenError(f"'{path}' is not a saved run: {exc}") from None


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def plot(path: str | Path, directory: str | Path | None = None) -> list[Path]:
    """Writes the PNG plots of a run next to it (or into ``directory``); returns their paths:
    energy with the work done and its relative balance (drift where nothing does work),
    constraint violations (position and velocity), the bodies' centres of mass, Newton
    iterations per step (schemes that iterate), the joint coordinates, and the joint reaction
    forces when saved."""
    series, layout = load_run(path)
    plt = _pyplot()
    path = Path(path)
    out_dir = Path(directory) if directory else path.parent
    out_dir.mkdir(parents=True, exist_ok=True)
    t = series["t"]
    title = f"{layout['mechanism']} ({layout['scheme']}, {layout['formulation']})"
    written = []

    def save(fig, name: str) -> None:
        fig.suptitle(title)
        fig.tight_layout()
        target = out_dir / f"{path.stem}_{name}.png"
        with atomic(target) as tmp:
            fig.savefig(tmp, dpi=100, format="png")
        plt.close(fig)
        written.append(target)

    fig, (ax1, ax2) = plt.subplots(2, 1, figsize=(8, 6), sharex=True)
    energy, kinetic = series["energy"], series["kinetic_energy"]
    scale = energy_scale(energy_bounds(energy, kinetic))
    work = series.get("work", np.zeros_like(t))
    ax1.plot(t, energy, label="E = T + V")
    ax1.plot(t, kinetic, label="kinetic T")
    if np.any(work != 0):  # work is done: the balance, not the drift, is the error
        ax1.plot(t, energy[0] + work, "--", label="E0 + W (work of drivers, loads, dampers)")
        error, name = np.abs(energy - energy[0] - work), "energy balance |E - E0 - W|"
    else:
        error, name = np.abs(energy - energy[0]), "energy drift |E - E0|"
    ax1.set_ylabel("energy [J]")
    ax1.legend(fontsize="small")
    ax2.semilogy(t, np.maximum(relative_drift(error, scale), 1e-17))
    ax2.set_ylabel(f"{name} / E_scale", fontsize="small")
    ax2.set_title(
        f"E_scale = {scale:.3g} J: the largest of |E|, T and the range of V", fontsize="small"
    )
    ax2.set_xlabel("t [s]")
    save(fig, "energy")

    fig, ax = plt.subplots(figsize=(8, 4))
    for key, label in (
        ("constraint_violation", "max |Phi|"),
        ("velocity_constraint_violation", "max |Phi_q v - nu|"),
    ):
        ax.semilogy(t, np.maximum(series[key], 1e-17), label=label)
    ax.set_xlabel("t [s]")
    ax.legend()
    save(fig, "constraints")

    fig, axes = plt.subplots(3, 1, figsize=(8, 7), sharex=True)
    for body in layout["bodies"]:
        r = series[f"{body}.r"]
        for k, ax in enumerate(axes):
            ax.plot(t, r[:, k], label=body)
    for k, ax in enumerate(axes):
        ax.set_ylabel(f"r_{'xyz'[k]} [m]")
    axes[0].legend(fontsize="small")
    axes[-1].set_xlabel("t [s]")
    save(fig, "bodies")

    if np.any(series["newton_iterations"]):  # only for schemes that iterate
        fig, ax = plt.subplots(figsize=(8, 3))
        ax.step(t, series["newton_iterations"], where="post")
        ax.set_ylabel("Newton iterations per step")
        ax.set_xlabel("t [s]")
        save(fig, "iterations")

    coordinates = layout.get("joint_coordinates", {})
    if coordinates:
        units = sorted(set(coordinates.values()), reverse=True)  # rad above m
        fig, axes = plt.subplots(len(units), 1, figsize=(8, 3 * len(units)), sharex=True)
        for ax, unit in zip(np.atleast_1d(axes), units, strict=True):
            for key, of in coordinates.items():
                if of == unit:
                    x = series[f"joint.{key}"]
                    ax.plot(t, x, label=key if x.ndim == 1 else [f"{key}[{k}]" for k in "xyz"])
            what = "angle" if unit == "rad" else "displacement"
            ax.set_ylabel(f"joint {what} [{unit}]")
            ax.legend(fontsize="small")
        np.atleast_1d(axes)[-1].set_xlabel("t [s]")
        save(fig, "joints")

    forces = {
        name: series[f"reaction.{name}.force_i"]
        for name in layout["joints"]
        if f"reaction.{name}.force_i" in series
    }
    if forces:
        fig, ax = plt.subplots(figsize=(8, 4))
        for name, f in forces.items():
            ax.plot(t, np.linalg.norm(f, axis=1), label=name)
        ax.set_ylabel("|force| at the joint [N]")
        ax.set_xlabel("t [s]")
        ax.legend(fontsize="small")
        save(fig, "reactions")
    return written


def animate(path: str | Path, target: str | Path | None = None, frames: int = 80) -> Path:
    """Writes an animation of a run: each body as its centre of mass with its three axes, each
    joint as a point linked to the centres of its bodies. GIF (pillow) by default; MP4 when the
    target ends in .mp4 and ffmpeg is installed.

    Raises:
        MechgenError: an unknown target format, or MP4 without ffmpeg.
    """
    series, layout = load_run(path)
    path = Path(path)
    target = Path(target) if target else path.with_suffix(".gif")
    if target.suffix not in (".gif", ".mp4"):
        raise MechgenError(f"animation target '{target}' must end in .gif or .mp4")
    if target.suffix == ".mp4" and shutil.which("ffmpeg") is None:
        raise MechgenError("MP4 needs ffmpeg, which is not installed; write a .gif instead")
    if frames < 2:
        raise MechgenError(f"an animation needs at least 2 frames, got {frames}")
    plt = _pyplot()
    from matplotlib.animation import FFMpegWriter, FuncAnimation, PillowWriter

    t = series["t"]
    picks = np.unique(np.linspace(0, len(t) - 1, min(frames, len(t))).astype(int))
    bodies = layout["bodies"]
    centres = np.stack([series[f"{b}.r"] for b in bodies], axis=1)
    joints = {
        n: series[f"joint.{n}.point"] for n in layout["joints"] if f"joint.{n}.point" in series
    }
    everything = np.concatenate([centres.reshape(-1, 3)] + [p for p in joints.values()])
    low, high = everything.min(axis=0), everything.max(axis=0)
    size = max(float((high - low).max()), 1e-9)
    mid = (low + high) / 2
    fig = plt.figure(figsize=(6, 6))
    ax = fig.add_subplot(projection="3d")

    def draw(i: int):
        ax.cla()
        ax.set_xlim3d(mid[0] - size / 2, mid[0] + size / 2)
        ax.set_ylim3d(mid[1] - size / 2, mid[1] + size / 2)
        ax.set_zlim3d(mid[2] - size / 2, mid[2] + size / 2)
        ax.set_title(f"{layout['mechanism']}   t = {t[i]:.3f} s")
        for b, body in enumerate(bodies):
            r, A = centres[i, b], series[f"{body}.A"][i]
            for k, colour in enumerate(("r", "g", "b")):
                end = r + AXIS_LENGTH * size * A[:, k]
                ax.plot(*zip(r, end, strict=True), colour, linewidth=1)
            ax.scatter(*r, color="k", s=12)
        for name, point in joints.items():
            p = point[i]
            ax.scatter(*p, color="orange", s=18)
            for body in layout["joints"][name]:
                if body in bodies:
                    c = centres[i, bodies.index(body)]
                    ax.plot(*zip(c, p, strict=True), color="0.4", linewidth=2)
        return []

    movie = FuncAnimation(fig, draw, frames=picks, blit=False)
    writer = PillowWriter(fps=20) if target.suffix == ".gif" else FFMpegWriter(fps=20)
    with atomic(target) as tmp:
        movie.save(tmp, writer=writer)
    plt.close(fig)
    return target
