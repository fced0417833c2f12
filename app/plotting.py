"""Plots of a saved run (``mechgen plot RUN.npz``; the animation is :mod:`mechgen.animation`).

Reads only the .npz that :meth:`mechgen.runtime.results.Result.save` writes (series by name plus the
``layout`` record: bodies, and per joint its two bodies), so a run can be looked at long after,
on another machine, without the mechanism or its emitted module. matplotlib renders off-screen
(Agg). A file is measured before it is loaded: what its arrays declare must fit in it
(:data:`MAX_EXPANSION`).
"""

from __future__ import annotations

import json
import math
import zipfile
from pathlib import Path

import numpy as np
from mechgen.core.errors import MechgenError
from mechgen.core.escaping import printable
from mechgen.core.outputs import atomic
from mechgen.runtime.judgement import energy_bounds, energy_scale, relative_drift

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
    if not path.exists():
        raise MechgenError(f"'{path}' does not exist (a run saved with --out RUN.npz)")
    if path.suffix != ".npz" or not path.is_file():
        raise MechgenError(f"'{path}' is not a saved run (a .npz file written by --out)")
    _measure(path)
    with np.load(path, allow_pickle=False) as data:
        series = {k: data[k] for k in data.files}
    if "layout" not in series or "t" not in series:
        raise MechgenError(
            f"'{path}' has no run layout (written by an older mechgen?); simulate again with --out"
        )
    try:
        layout = json.loads(str(series.pop("layout")))
    except ValueError as exc:
        raise MechgenError(f"'{path}' is not a saved run: its layout is not JSON ({exc})") from None
    problem = _inconsistency(series, layout)
    if problem:
        raise MechgenError(f"'{path}' is not a saved run as mechgen writes it: {problem}")
    return series, layout


#: the layout's fields the plots read, and their types
LAYOUT_FIELDS = {
    "mechanism": str,
    "scheme": str,
    "formulation": str,
    "bodies": list,
    "joints": dict,
}
#: the series every saved run holds (besides each body's ``BODY.r``)
SERIES = (
    "t",
    "energy",
    "kinetic_energy",
    "constraint_violation",
    "velocity_constraint_violation",
    "newton_iterations",
)


def _inconsistency(series: dict[str, np.ndarray], layout: object) -> str:
    """What makes a loaded run unreadable (a file edited or of another program; internal
    KeyErrors and broadcasting errors before, issue 37), or "": the layout's fields and types,
    the series every run holds, numbers in every series, one row per time, times finite and
    increasing."""
    if not isinstance(layout, dict):
        return "its layout is not a record"
    wrong = [k for k, kind in LAYOUT_FIELDS.items() if not isinstance(layout.get(k), kind)]
    if wrong:
        return f"its layout lacks {', '.join(wrong)} (or they have the wrong type)"
    bodies = [b for b in layout["bodies"] if isinstance(b, str)]
    missing = [k for k in (*SERIES, *(f"{b}.r" for b in bodies)) if k not in series]
    if missing or len(bodies) != len(layout["bodies"]):
        return f"series {', '.join(printable(k) for k in missing) or 'bodies'} missing"
    t = series["t"]
    if t.ndim != 1 or not len(t):
        return "it holds no times"
    for name, values in series.items():
        if values.dtype.kind not in "biuf":
            return f"series '{printable(name)}' holds {values.dtype} values, not numbers"
        if values.ndim == 0 or len(values) != len(t):
            return f"series '{printable(name)}' has {values.shape} values for {len(t)} times"
    if not np.all(np.isfinite(t)) or np.any(np.diff(t) <= 0):
        return "its times are not finite and increasing"
    if not np.isfinite(series["energy"]).any():
        return "its energy is nowhere a finite number"
    return ""


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


def pyplot():
    """matplotlib.pyplot on the off-screen Agg backend."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


#: reaction sites drawn component by component; more are drawn as magnitudes
DETAILED_SITES = 8


def _level(ax, arrays, zero_below: float = 1e-12) -> None:
    """No offset notation on the y axis, and a series that stays at one value (a component
    that is zero up to round-off: below ``zero_below``, or flat to 1e-9 of its size) drawn
    flat at it, not autoscaled into its round-off."""
    ax.ticklabel_format(axis="y", useOffset=False)
    finite = [a[np.isfinite(a)] for a in arrays if np.isfinite(a).any()]
    if not finite:
        return
    values = np.concatenate([a.ravel() for a in finite])
    scale = float(np.abs(values).max())
    if scale < zero_below:
        ax.set_ylim(-1.0, 1.0)
    elif np.ptp(values) < 1e-9 * scale:
        center = float(np.median(values))
        ax.set_ylim(center - 0.05 * scale, center + 0.05 * scale)


def _energy_figure(plt, t, series, layout):
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
    _level(ax1, [energy, kinetic])
    ax2.semilogy(t, np.maximum(relative_drift(error, scale), 1e-17))
    ax2.set_ylabel(f"{name} / E_scale", fontsize="small")
    ax2.set_title(
        f"E_scale = {scale:.3g} J: the largest of |E|, T and the range of V", fontsize="small"
    )
    ax2.set_xlabel("t [s]")
    return fig


def _constraints_figure(plt, t, series, layout):
    from mechgen.runtime import SCHEMES

    scheme = SCHEMES.get(layout["scheme"])
    level = scheme.velocity_level if scheme is not None else "enforced"
    fig, ax = plt.subplots(figsize=(8, 4))
    ax.semilogy(t, np.maximum(series["constraint_violation"], 1e-17), label="max |Phi|")
    velocity = "max |Phi_q v - nu|" + ("" if level == "enforced" else f" ({scheme.name}: {level})")
    ax.semilogy(t, np.maximum(series["velocity_constraint_violation"], 1e-17), label=velocity)
    ax.set_ylabel("violation [rows in m, m^2 or 1; per s]", fontsize="small")
    ax.set_xlabel("t [s]")
    ax.legend(fontsize="small")
    return fig


def _bodies_figure(plt, t, series, layout):
    fig, axes = plt.subplots(3, 1, figsize=(8, 7), sharex=True)
    for body in layout["bodies"]:
        r = series[f"{body}.r"]
        for k, ax in enumerate(axes):
            ax.plot(t, r[:, k], label=body)
    for k, ax in enumerate(axes):
        ax.set_ylabel(f"centre of mass r_{'xyz'[k]} [m]", fontsize="small")
        _level(ax, [series[f"{body}.r"][:, k] for body in layout["bodies"]])
    axes[0].legend(fontsize="small")
    axes[-1].set_xlabel("t [s]")
    return fig


def _iterations_figure(plt, t, series, layout):
    if not np.any(series["newton_iterations"]):  # only for schemes that iterate
        return None
    fig, ax = plt.subplots(figsize=(8, 3))
    ax.step(t, series["newton_iterations"], where="post")
    ax.set_ylabel("Newton iterations per step")
    ax.set_xlabel("t [s]")
    return fig


def _joints_figure(plt, t, series, layout):
    coordinates = layout.get("joint_coordinates", {})
    if not coordinates:
        return None
    units = sorted(set(coordinates.values()), reverse=True)  # rad above m
    fig, axes = plt.subplots(len(units), 1, figsize=(8, 3 * len(units)), sharex=True)
    for ax, unit in zip(np.atleast_1d(axes), units, strict=True):
        drawn = []
        for key, of in coordinates.items():
            if of == unit:
                x = series[f"joint.{key}"]
                ax.plot(t, x, label=key if x.ndim == 1 else [f"{key}[{k}]" for k in "xyz"])
                drawn.append(x)
        what = "angle" if unit == "rad" else "displacement"
        ax.set_ylabel(f"joint {what} [{unit}]")
        ax.legend(fontsize="small")
        _level(ax, drawn)
    np.atleast_1d(axes)[-1].set_xlabel("t [s]")
    return fig


def marker_names(series: dict[str, np.ndarray]) -> list[str]:
    """The markers of a run, in its series' order (``marker.NAME.r``)."""
    return [
        k[len("marker.") : -len(".r")]
        for k in series
        if k.startswith("marker.") and k.endswith(".r")
    ]


#: the markers figure's rows: series suffix, quantity and unit
MARKER_ROWS = (("r", "position", "m"), ("v", "velocity", "m/s"), ("a", "acceleration", "m/s^2"))


def _markers_figure(plt, t, series, layout):
    """Per marker the global components of its position, velocity and (where the scheme stores
    accelerations) acceleration."""
    names = marker_names(series)
    if not names:
        return None
    rows = [row for row in MARKER_ROWS if f"marker.{names[0]}.{row[0]}" in series]
    fig, axes = plt.subplots(len(rows), 1, figsize=(8, 2.6 * len(rows)), sharex=True)
    for ax, (key, quantity, unit) in zip(np.atleast_1d(axes), rows, strict=True):
        drawn = [series[f"marker.{name}.{key}"] for name in names]
        for name, x in zip(names, drawn, strict=True):
            ax.plot(t, x, label=[f"{name} {c}" for c in "xyz"])
        ax.set_ylabel(f"marker {quantity} [{unit}]", fontsize="small")
        _level(ax, drawn)
    np.atleast_1d(axes)[0].legend(fontsize="small", ncol=min(3 * len(names), 6))
    np.atleast_1d(axes)[-1].set_xlabel("t [s]")
    return fig


def _reactions_figure(plt, t, series, layout):
    """Per site (joint, driver, constraint group) its force and torque components in the joint
    frame of body i, a driver its effort; more than DETAILED_SITES sites as magnitudes. Sites
    whose reactions are undetermined (NaN throughout) are named in a note."""
    sites = [name for name in layout["joints"] if f"reaction.{name}.force_joint" in series]
    if not sites:
        return None
    undetermined = [
        name for name in sites if not np.isfinite(series[f"reaction.{name}.force_joint"]).any()
    ]
    shown = [name for name in sites if name not in undetermined]
    drivers = [name for name in shown if f"reaction.{name}.effort" in series]
    joints = [name for name in shown if name not in drivers]
    detailed = len(shown) <= DETAILED_SITES
    rows = (len(joints) if detailed else 2 if joints else 0) + (1 if drivers else 0)
    fig, axes = plt.subplots(
        max(rows, 1), 1, figsize=(9.5, 2.4 * max(rows, 1) + 0.6), squeeze=False
    )
    axes = list(axes[:, 0])
    if detailed:
        for ax, name in zip(axes, joints, strict=False):
            force = series[f"reaction.{name}.force_joint"]
            torque = series[f"reaction.{name}.torque_joint"]
            for k, axis in enumerate("xyz"):
                ax.plot(t, force[:, k], label=f"f{axis} [N]")
            twin = ax.twinx()
            for k, axis in enumerate("xyz"):
                twin.plot(t, torque[:, k], "--", color=f"C{k + 3}", label=f"t{axis} [N m]")
            ax.set_ylabel(f"{name}: force [N]", fontsize="small")
            twin.set_ylabel("torque [N m] (dashed)", fontsize="small")
            _level(ax, [force])
            # a torque below 1e-9 of the force times a metre is the force's round-off
            _level(twin, [torque], 1e-9 * float(np.nanmax(np.abs(force), initial=0.0)) + 1e-12)
            handles = ax.get_legend_handles_labels()
            extra = twin.get_legend_handles_labels()
            ax.legend(
                handles[0] + extra[0],
                handles[1] + extra[1],
                fontsize="x-small",
                loc="upper left",
                bbox_to_anchor=(1.12, 1.0),
            )
    elif joints:
        for ax, key, unit in zip(axes, ("force_joint", "torque_joint"), ("N", "N m"), strict=False):
            for name in joints:
                ax.plot(t, np.linalg.norm(series[f"reaction.{name}.{key}"], axis=1), label=name)
            ax.set_ylabel(f"|{key.split('_')[0]}| [{unit}]")
            ax.legend(fontsize="x-small", ncol=4)
    if drivers:
        ax = axes[-1]
        for name in drivers:
            ax.plot(t, series[f"reaction.{name}.effort"], label=name)
        ax.set_ylabel("driver effort\n[N m about / N along its axis]", fontsize="small")
        ax.legend(fontsize="small")
        _level(ax, [series[f"reaction.{name}.effort"] for name in drivers])
    axes[-1].set_xlabel("t [s]")
    if undetermined:
        why = (
            "tree joints of relative coordinates: their reactions do no virtual work"
            if layout["formulation"] == "relative"
            else "their constraint rows were dropped as redundant"
        )
        fig.text(
            0.01, 0.005, f"not determined: {', '.join(undetermined)} ({why})", fontsize="x-small"
        )
    return fig


#: the figures of ``mechgen plot``, by file suffix; a builder returns None when it has nothing
FIGURES = (
    ("energy", _energy_figure),
    ("constraints", _constraints_figure),
    ("bodies", _bodies_figure),
    ("iterations", _iterations_figure),
    ("joints", _joints_figure),
    ("markers", _markers_figure),
    ("reactions", _reactions_figure),
)


def plot(path: str | Path, directory: str | Path | None = None) -> list[Path]:
    """Writes the PNG plots of a run next to it (or into ``directory``); returns their paths
    (:data:`FIGURES`): energy with the work done and its relative balance (drift where nothing
    does work), constraint violations (position and velocity), the bodies' centres of mass,
    Newton iterations per step (schemes that iterate), the joint coordinates, the markers, and
    the joint reactions and driver efforts when saved."""
    series, layout = load_run(path)
    plt = pyplot()
    path = Path(path)
    out_dir = Path(directory) if directory else path.parent
    out_dir.mkdir(parents=True, exist_ok=True)
    title = f"{layout['mechanism']} ({layout['scheme']}, {layout['formulation']})"
    written = []
    for name, build in FIGURES:
        fig = build(plt, series["t"], series, layout)
        if fig is None:
            continue
        fig.suptitle(title)
        fig.tight_layout()
        target = out_dir / f"{path.stem}_{name}.png"
        with atomic(target) as tmp:
            fig.savefig(tmp, dpi=100, format="png")
        plt.close(fig)
        written.append(target)
    return written
