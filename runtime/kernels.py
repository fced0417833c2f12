"""Whole-loop kernels of compiled backends: a run of many steps is one call.

A module that offers a kernel for a scheme lists it in ``KERNELS`` and exposes
``<scheme>_kernel``; the schemes use it when present (and when no per-step Python work such as
condition numbers is asked for), so the runtime stays backend-agnostic: it asks what a module
can do, never which backend made it.
"""

from __future__ import annotations

import numpy as np
from mechgen.core.errors import SolverError
from mechgen.core.kernel_interface import STATUSES

from .loader import Model
from .scheme import RunState
from .trajectory import Stopwatch, Trajectory

#: status code -> message of every failure a kernel reports (declared with the kernels'
#: interface, mechgen.core.kernel_interface.STATUSES, as the C header's enum is)
FAILURES = {code: message for code, _, message in STATUSES if code}


def available(
    model: Model, state: RunState, scheme: str, unless: dict[str, bool] | None = None
) -> bool:
    """True when the module carries a compiled kernel for the scheme and the call may use it.

    ``unless`` names the cases the kernel does not cover, each with whether this run is one: a
    run that is one steps in Python, and says so in a notice of its trajectory (never a silent
    fall-back to a loop hundreds of times slower, issue 36)."""
    if not (state.use_kernels and scheme in getattr(model.module, "KERNELS", ())):
        return False
    cases = [what for what, applies in (unless or {}).items() if applies]
    if cases and state.trajectory is not None:
        state.trajectory.notices.append(
            f"the compiled {scheme} kernel does not cover {' or '.join(cases)}: this run steps "
            "in Python, much slower than the kernel"
        )
    return not cases


def run(model: Model, scheme: str, traj: Trajectory, h: float, limit: int, **arguments) -> None:
    """Fills rows 1.. of ``traj`` with the kernel of ``scheme`` (row 0 is the initial state):
    its settings and per-row outputs (arrays of ``traj``) by the names its interface declares
    (:data:`mechgen.core.kernel_interface.INTERFACES`); ``limit`` is the iteration limit a
    failure's message names.

    Raises:
        SolverError: naming the failing step and time, as the Python schemes do.
    """
    kernel = getattr(model.module, f"{scheme.replace('-', '_')}_kernel")
    n = len(traj.t) - 1
    t0 = traj.t[0]
    traj.t[:] = t0 + np.arange(n + 1) * h
    iterations = np.zeros(n + 1, dtype=np.intc)
    watch = Stopwatch()
    status, step = kernel(model.p, h, t0, n, iterations=iterations, **arguments)
    watch.stop(traj)
    traj.iterations[:] = iterations
    traj.stored = n + 1 if not status else step
    if traj.progress is not None:
        traj.progress(traj.stored, n + 1)
    if status:
        message = FAILURES.get(status, f"kernel failed with status {status}")
        raise SolverError(message.format(max_iter=limit), step, t0 + step * h, kernel=True)
