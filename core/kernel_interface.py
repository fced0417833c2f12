"""The interface of every whole-loop C kernel, declared once (issue 38).

A kernel is one C function ``<prefix><name>_run`` that runs many steps of a scheme. Its argument
list is declared here, as data, and everything else follows from that declaration: the C
prototype in the emitted header and source (the ``kernel_signature`` macro of
``templates/c/macros.j2``), the ctypes argument types and the checks of each argument
(:mod:`mechgen.runtime.compiled`), and the keywords the runtime's schemes call it with
(:func:`mechgen.runtime.kernels.run`). The status codes a kernel returns are declared here too:
the header's ``enum`` and the runtime's messages come from :data:`STATUSES`.

Every kernel's arguments are, in order: the common head (``p``, ``h``, ``t0``, ``n_steps``), the
kernel's own settings, its per-row outputs, and the common tail (``iterations``, ``fail_step``,
the caller's work memory ``work`` and its length ``n_work``). A kernel allocates nothing: the
caller asks ``<prefix><name>_work(...)`` for the number of doubles of work memory it needs (as
LAPACK's workspace queries and CasADi's ``_work`` functions do) and owns that memory.

Shapes name sizes of the module (``n_q``, ``n_v``, ``n_c``, ``n_p``) or integer settings of the
same kernel (``k``, ``stages``); a per-row output has ``n_steps + 1`` rows of its shape.

Standard library only: the runtime and code generation both read it.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

#: kind -> (C type of the argument, ctypes type, what it is)
KINDS = {
    "double": ("double", ctypes.c_double, "a number"),
    "int": ("int", ctypes.c_int, "an integer (a flag: 0 or 1)"),
    "doubles": ("const double *", ctypes.c_void_p, "an array of numbers, read"),
    "ints": ("const int *", ctypes.c_void_p, "an array of integers, read"),
    "inout": ("double *", ctypes.c_void_p, "an array of numbers, read and updated in place"),
    "rows": ("double *", ctypes.c_void_p, "rows of numbers, filled from row 1 (or row 0)"),
    "int_rows": ("int *", ctypes.c_void_p, "rows of integers, filled"),
    "int_out": ("int *", ctypes.c_void_p, "one integer, written"),
    "work": ("double *", ctypes.c_void_p, "work memory owned by the caller"),
    "size": ("size_t", ctypes.c_size_t, "a length"),
}

#: the sizes of a module a shape may name
SIZES = ("n_q", "n_v", "n_c", "n_p")


@dataclass(frozen=True)
class Argument:
    """One argument of a kernel: its C name, kind (a key of :data:`KINDS`), shape (arrays and
    rows: one row's shape) and what it is."""

    name: str
    kind: str
    doc: str
    shape: tuple[int | str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"kernel argument {self.name!r}: unknown kind {self.kind!r}")

    @property
    def c_declaration(self) -> str:
        """``double *q_out``: the argument as the C prototype declares it."""
        c_type = KINDS[self.kind][0]
        return f"{c_type}{'' if c_type.endswith('*') else ' '}{self.name}"

    @property
    def ctype(self):
        """The ctypes type the argument is passed as."""
        return KINDS[self.kind][1]


#: The status codes of every kernel: (code, C name, message). A message may name
#: ``{max_iter}``, the iteration limit of the run.
STATUSES = (
    (0, "MG_OK", "success"),
    (
        1,
        "MG_NOT_CONVERGED",
        "Newton did not converge in {max_iter} iterations; reduce the step size",
    ),
    (
        2,
        "MG_SINGULAR",
        "singular matrix (the kernel's iteration or reaction matrix): redundant or "
        "inconsistent constraints, a singular configuration, or a driver that lost rank",
    ),
    (
        3,
        "MG_NOT_FINITE",
        "non-finite values (a diverging Newton iteration, or a state that left all bounds)",
    ),
    (4, "MG_WORK_TOO_SMALL", "the work memory given to the kernel is smaller than it asks for"),
    (
        5,
        "MG_NOT_APPLICABLE",
        "the kernel does not apply to this module's matrices (a reaction matrix that is not "
        "square, or constraint rows that are not independent)",
    ),
)

#: How a caller other than the runtime runs a kernel on (the FMU, mechgen.fmu): "" it cannot
#: (the runtime carries more between its calls than row 0 and the inout settings hold, or
#: nobody has shown it does not), "state" a call that starts from the last row of the one
#: before continues the run, and row 0's q and v are all a start at a new state needs,
#: "accelerations" as "state", but a new state also needs row 0's a and lam, the solution of
#: the index-1 equations, and each inout setting started as that a.
RESTARTS = ("", "state", "accelerations")

HEAD = (
    Argument("p", "doubles", "the parameters", ("n_p",)),
    Argument("h", "double", "the step size"),
    Argument("t0", "double", "the time of row 0"),
    Argument("n_steps", "int", "the steps to take: rows 1 .. n_steps are filled"),
)
TAIL = (
    Argument("iterations", "int_rows", "the iterations of each step"),
    Argument("fail_step", "int_out", "the failing step, when the status is not MG_OK"),
    Argument("work", "work", "the caller's work memory"),
    Argument("n_work", "size", "its length in doubles: at least what <prefix><name>_work asks"),
)


def _rows(*names: str) -> tuple[Argument, ...]:
    """The state outputs q, v, a, lam, f: rows of their module sizes."""
    size = {"q": "n_q", "v": "n_v", "a": "n_v", "lam": "n_c", "f": "n_c"}
    return tuple(Argument(f"{n}_out", "rows", f"{n} of each row", (size[n],)) for n in names)


@dataclass(frozen=True)
class KernelInterface:
    """The arguments of the kernel ``<prefix><name>_run`` of one scheme family: its own
    ``settings`` and per-row ``outputs`` between the common :data:`HEAD` and :data:`TAIL`, and
    the integer settings its work memory depends on (``work``: the arguments of
    ``<prefix><name>_work``), and how a caller restarts it at a state (q, v) of its own
    (``restart``, one of :data:`RESTARTS`)."""

    name: str
    doc: str
    settings: tuple[Argument, ...]
    outputs: tuple[Argument, ...]
    work: tuple[str, ...] = ()
    restart: str = ""

    def __post_init__(self) -> None:
        names = [a.name for a in self.arguments]
        if len(set(names)) != len(names):
            raise ValueError(f"kernel {self.name!r}: an argument name is repeated: {names}")
        integers = {a.name for a in self.settings if a.kind == "int"}
        for a in self.arguments:
            for size in a.shape:
                if isinstance(size, str) and size not in SIZES and size not in integers:
                    raise ValueError(
                        f"kernel {self.name!r}: argument {a.name!r} has a shape {a.shape} that "
                        f"names {size!r}, neither a module size ({', '.join(SIZES)}) nor an "
                        "integer setting of the kernel"
                    )
        if self.restart not in RESTARTS:
            raise ValueError(f"kernel {self.name!r}: restart {self.restart!r} is not in RESTARTS")
        if not set(self.work) <= integers:
            raise ValueError(f"kernel {self.name!r}: work depends on {self.work}, not settings")

    @property
    def symbol(self) -> str:
        """The C name's stem: the scheme family's name with '-' as '_'."""
        return self.name.replace("-", "_")

    @property
    def arguments(self) -> tuple[Argument, ...]:
        """Every argument of ``_run``, in order."""
        return HEAD + self.settings + self.outputs + TAIL

    @property
    def given(self) -> tuple[Argument, ...]:
        """The arguments a caller gives by name: the settings, the per-row outputs and
        ``iterations`` (the rest of the head and tail are the binding's own)."""
        return self.settings + self.outputs + TAIL[:1]

    @property
    def work_arguments(self) -> tuple[Argument, ...]:
        """The arguments of ``<prefix><name>_work``."""
        return tuple(a for a in self.settings if a.name in self.work)


def _settings(*rows: tuple) -> tuple[Argument, ...]:
    return tuple(Argument(*row) for row in rows)


_NEWTON = (
    ("stall", "double", "a correction above this stalls ..."),
    ("stall_ratio", "double", "... when it shrinks by less than this ratio"),
)

INTERFACES = {
    kernel.name: kernel
    for kernel in (
        KernelInterface(
            "constrained",
            "the constrained energy-momentum scheme (seed 000, eq. 10)",
            _settings(
                ("tol", "double", "the Newton tolerance"),
                *_NEWTON,
                ("max_iter", "int", "the iteration limit of a step"),
            ),
            _rows("q", "v", "a", "lam"),
        ),
        KernelInterface(
            "index3",
            "the index-3 Newton schemes: backward Euler and generalized-alpha",
            _settings(
                ("method", "doubles", "alpha_m, alpha_f, b0, b1, g0, g1 of the step", (6,)),
                (
                    "pseudo",
                    "inout",
                    "the pseudo-acceleration: at t0, then at the last step",
                    ("n_v",),
                ),
                ("theta", "double", "the absolute tolerance of a correction"),
                ("rtol", "double", "its relative tolerance"),
                *_NEWTON,
                ("roundoff", "double", "the floor of a correction, in eps max|q| / hq"),
                ("max_iter", "int", "the iteration limit of a step"),
                ("newton_mode", "int", "0 keeps the factors, 1 per step, 2 every iteration"),
            ),
            _rows("q", "v", "a", "lam"),
            restart="accelerations",
        ),
        KernelInterface(
            "kinematics",
            "kinematic analysis of a fully driven mechanism (seed 001, section 3)",
            _settings(
                ("tol", "double", "the absolute tolerance of a correction"),
                ("rtol", "double", "its relative tolerance"),
                ("max_iter", "int", "the iteration limit of a step"),
            ),
            _rows("q", "v", "a"),
        ),
        KernelInterface(
            "lie-mk",
            "Munthe-Kaas Runge-Kutta on SE(3) or SO(3) x R^3 (seed 002, section 4)",
            _settings(
                ("stages", "int", "the stages of the explicit tableau"),
                ("a_tab", "doubles", "its matrix", ("stages", "stages")),
                ("b_tab", "doubles", "its weights", ("stages",)),
                ("c_tab", "doubles", "its nodes", ("stages",)),
                ("se3", "int", "1: the pose group is SE(3), 0: SO(3) x R^3"),
                ("baumgarte", "int", "1: add Baumgarte's terms with gains alpha, beta"),
                ("alpha", "double", "Baumgarte's velocity gain"),
                ("beta", "double", "Baumgarte's position gain"),
                ("project", "int", "1: project each step onto the constraints"),
                ("project_tol", "double", "the tolerance of that projection"),
            ),
            _rows("q", "v", "a", "lam"),
            work=("stages",),
            restart="state",
        ),
        KernelInterface(
            "nullspace",
            "the energy-momentum scheme on the discrete null space (seed 000, eq. 13)",
            _settings(
                (
                    "settings",
                    "doubles",
                    "tol, stall, stall ratio, rank tolerance, linear update",
                    (5,),
                ),
                ("max_iter", "int", "the iteration limit of a step"),
                ("backtracks", "int", "halvings of a correction before it is taken whole"),
            ),
            _rows("q", "v", "a"),
        ),
        KernelInterface(
            "partitioning",
            "coordinate partitioning with the projective criterion (seed 004)",
            _settings(
                ("k", "int", "the number of independent coordinates"),
                ("independent", "ints", "the independent coordinates of row 0", ("k",)),
                ("column", "int", "their closed-form closing conditions, or -1"),
                ("explicit_closure", "int", "1: later partitions use the closed forms too"),
                ("settings", "doubles", "hysteresis and the scheme's tolerances", (7,)),
                ("max_iter", "int", "the iteration limit of the closure"),
            ),
            _rows("q", "v", "a")
            + (
                Argument("criterion_out", "rows", "cos^2 alpha of each coordinate", ("n_v",)),
                Argument("independent_out", "int_rows", "the partition of each row", ("k",)),
                Argument(
                    "left_out",
                    "int_rows",
                    "bit 1: left the branch, bit 2: singular, bit 4: a set switched to is off "
                    "its closed form's branch",
                ),
            ),
        ),
        KernelInterface(
            "taylor",
            "the Taylor scheme for joint reactions (seed 003)",
            _settings(
                ("Minv", "doubles", "the inverse of the constant mass matrix", ("n_v", "n_v")),
                ("rattle", "int", "1: the symmetric (rattle) velocity update"),
                ("rank_tol", "double", "singular values below this share of the largest drop"),
            ),
            _rows("q", "v", "a", "f"),
        ),
    )
}
