"""Animation of a saved run (``mechgen animate RUN.npz``): GIF through pillow, or MP4 when
ffmpeg is installed. Reads the same .npz as :mod:`mechgen.plotting`."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import NamedTuple

import numpy as np
from mechgen.core.errors import MechgenError
from mechgen.core.outputs import atomic

from .plotting import load_run, marker_names, pyplot

AXIS_LENGTH = 0.15  # drawn body axes, as a fraction of the scene's size
#: a mechanism is planar when its points stay within this fraction of its size of a plane
FLAT = 1e-6
MARKER_COLOUR = "tab:purple"
#: points of a marker's drawn path (the run's rows, thinned)
TRACE_POINTS = 2000


class Plane(NamedTuple):
    """The plane a planar mechanism moves in: two orthonormal directions (rows of ``basis``)
    and the label of each drawn axis."""

    basis: np.ndarray
    labels: tuple[str, str]


def _signed(direction: np.ndarray) -> np.ndarray:
    """The direction with its largest component positive (an eigenvector's sign is arbitrary:
    this makes the picture the same on every machine)."""
    return direction if direction[np.argmax(np.abs(direction))] > 0 else -direction


def _label(direction: np.ndarray) -> str:
    axis = np.flatnonzero(direction)
    if len(axis) == 1:
        return f"{'xyz'[axis[0]]} [m]"
    return f"along ({', '.join(f'{c:.3g}' for c in direction)}) [m]"


def plane_of(points: np.ndarray, size: float) -> Plane | None:
    """The plane a mechanism moves in: the one through its points' mean normal to their
    least-spread direction, when every point stays within FLAT x ``size`` of it over the whole
    run; None for a spatial mechanism.

    A plane normal to a global axis (to 1e-9) is drawn in the other two global axes in their
    order (x-y, x-z or y-z); an oblique one in its directions of largest and second spread,
    each labelled with its global components.
    """
    centred = points - points.mean(axis=0)
    _, vectors = np.linalg.eigh(centred.T @ centred)  # ascending spread
    normal = _signed(vectors[:, 0])
    if np.abs(centred @ normal).max() > FLAT * size:
        return None
    if np.abs(normal).max() >= 1 - 1e-9:
        kept = [k for k in range(3) if k != int(np.argmax(np.abs(normal)))]
        basis = np.eye(3)[kept]
    else:
        first = _signed(vectors[:, 2])
        basis = np.stack([first, np.cross(normal, first)])
    return Plane(basis, (_label(basis[0]), _label(basis[1])))


def _links(layout: dict, bodies: list[str]) -> dict[str, list[str]]:
    """Per body the joints on it, in the layout's order: the body is drawn as the segments
    between their points (with one joint: from it to the centre of mass)."""
    return {
        body: [name for name, pair in layout["joints"].items() if body in pair] for body in bodies
    }


def animate(path: str | Path, target: str | Path | None = None, frames: int = 80) -> Path:
    """Writes an animation of a run: each body as the segments between its joints' points
    (with one joint: from it to its centre of mass), its centre of mass and its three axes;
    each joint as a point; each marker as a point with its path over the whole run. A planar
    mechanism (:func:`plane_of`) is drawn in its plane, a spatial one in 3D; axes in metres,
    the time in the title. GIF (pillow) by default; MP4 when the target ends in .mp4 and
    ffmpeg is installed.

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
    plt = pyplot()
    from matplotlib.animation import FFMpegWriter, FuncAnimation, PillowWriter

    t = series["t"]
    picks = np.unique(np.linspace(0, len(t) - 1, min(frames, len(t))).astype(int))
    bodies = layout["bodies"]
    centres = np.stack([series[f"{b}.r"] for b in bodies], axis=1)
    joints = {
        n: series[f"joint.{n}.point"] for n in layout["joints"] if f"joint.{n}.point" in series
    }
    markers = {name: series[f"marker.{name}.r"] for name in marker_names(series)}
    links = {b: [n for n in names if n in joints] for b, names in _links(layout, bodies).items()}
    everything = np.concatenate([centres.reshape(-1, 3), *joints.values(), *markers.values()])
    low, high = everything.min(axis=0), everything.max(axis=0)
    size = max(float((high - low).max()), 1e-9)
    mid = (low + high) / 2
    plane = plane_of(everything, size)
    project = plane.basis if plane is not None else np.eye(3)
    labels = plane.labels if plane is not None else ("x [m]", "y [m]", "z [m]")
    centre = project @ mid
    fig = plt.figure(figsize=(6, 6))
    ax = fig.add_subplot() if plane is not None else fig.add_subplot(projection="3d")

    def at(*points):
        """The drawn coordinates of points: one array per drawn axis."""
        return list(project @ np.asarray(points, dtype=float).T)

    def draw(i: int):
        ax.cla()
        setters = (ax.set_xlim, ax.set_ylim, getattr(ax, "set_zlim", None))
        namers = (ax.set_xlabel, ax.set_ylabel, getattr(ax, "set_zlabel", None))
        for n, label in enumerate(labels):
            setters[n](centre[n] - 0.55 * size, centre[n] + 0.55 * size)
            namers[n](label)
        if plane is not None:
            ax.set_aspect("equal")
        ax.set_title(f"{layout['mechanism']}   t = {t[i]:.3f} s")
        for b, body in enumerate(bodies):
            r, A = centres[i, b], series[f"{body}.A"][i]
            ends = [joints[name][i] for name in links[body]] or [r]
            if len(ends) == 1:
                ends = [ends[0], r]
            ax.plot(*at(*ends), color="0.35", linewidth=3, solid_capstyle="round")
            for k, colour in enumerate(("r", "g", "b")):
                ax.plot(*at(r, r + AXIS_LENGTH * size * A[:, k]), colour, linewidth=1)
            ax.scatter(*at(r), color="k", s=12)
        for point in joints.values():
            ax.scatter(*at(point[i]), color="orange", s=18, zorder=3)
        for name, trace in markers.items():
            ax.plot(
                *at(*trace[:: max(1, len(trace) // TRACE_POINTS)]),
                color=MARKER_COLOUR,
                linewidth=0.8,
                alpha=0.5,
            )
            ax.scatter(*at(trace[i]), color=MARKER_COLOUR, marker="*", s=60, zorder=4)
            ax.text(*(float(c[0]) for c in at(trace[i])), f" {name}", color=MARKER_COLOUR)
        return []

    movie = FuncAnimation(fig, draw, frames=picks, blit=False)
    writer = PillowWriter(fps=20) if target.suffix == ".gif" else FFMpegWriter(fps=20)
    with atomic(target) as tmp:
        movie.save(tmp, writer=writer)
    plt.close(fig)
    return target
