"""Where a compiled kernel starts: the call the runtime makes to a scheme's whole-loop kernel,
recorded, for code that runs the kernel without the runtime (the FMU, issue 40).

A kernel continues from its row 0 and its ``inout`` settings (:mod:`mechgen.core.kernel_interface`),
and what the runtime puts there (the consistent initial state, the starting accelerations and
multipliers, the method's coefficients and tolerances) is each scheme's own business. Rather than
a second copy of every scheme's start, :func:`kernel_start` runs the scheme for one step on the
module and records the call its kernel receives: the settings and row 0 as they were handed over.
Whatever another program does with them is then exactly what ``mechgen simulate`` starts from.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType

import numpy as np
from mechgen.core.errors import SolverError
from mechgen.core.kernel_interface import INTERFACES, KernelInterface

from .schemes import SCHEMES, simulate


@dataclass(frozen=True)
class KernelStart:
    """One recorded kernel call: the kernel's interface, the step size and start time, its
    settings by name (numbers, or arrays copied before the kernel changed them) and row 0 of each
    per-row output."""

    interface: KernelInterface
    h: float
    t0: float
    p: np.ndarray
    settings: dict[str, float | int | np.ndarray]
    row0: dict[str, np.ndarray]


class _Recording:
    """A module seen through a recorder: every attribute is the module's, but a kernel records
    its first call before running it."""

    def __init__(self, module: ModuleType):
        self._module = module
        self.calls: list[KernelStart] = []

    def __getattr__(self, name: str):
        value = getattr(self._module, name)
        if name.endswith("_kernel") and callable(value):
            return self._recorded(name.removesuffix("_kernel").replace("_", "-"), value)
        return value

    def _recorded(self, kernel: str, run):
        interface = INTERFACES[kernel]

        def recorded(p, h, t0, n_steps, **arguments):
            settings = {
                a.name: np.array(arguments[a.name], copy=True)
                if isinstance(arguments[a.name], np.ndarray)
                else arguments[a.name]
                for a in interface.settings
            }
            row0 = {a.name: np.array(arguments[a.name][0], copy=True) for a in interface.outputs}
            self.calls.append(
                KernelStart(interface, float(h), float(t0), np.array(p), settings, row0)
            )
            return run(p, h, t0, n_steps, **arguments)

        return recorded


def continuable_schemes() -> tuple[str, ...]:
    """The schemes whose kernel another program may run on from its last row and restart at
    a state of its own (``KernelInterface.restart``): those an FMU can hold."""
    return tuple(name for name, s in SCHEMES.items() if s.kernel and INTERFACES[s.kernel].restart)


def kernel_start(
    module: ModuleType, scheme: str, h: float, params: dict[str, float] | None = None, **options
) -> KernelStart:
    """The kernel call with which ``simulate(module, scheme, h, ...)`` starts a run (module
    docstring), recorded from a run of one step.

    Raises:
        SolverError: the module has no compiled kernel for the scheme, or these options make the
            scheme step in Python (naming them), or the first step fails.
    """
    recording = _Recording(module)
    result = simulate(recording, scheme, h, h, params, **options)
    if not recording.calls:
        found = [n for n in result.notices if "kernel does not cover" in n]
        raise SolverError(
            f"scheme '{scheme}' runs no compiled kernel here: "
            + (found[0].split(":")[0] if found else "the module has none (--backend c)")
        )
    return recording.calls[0]
