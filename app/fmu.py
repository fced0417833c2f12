"""FMI 2.0 co-simulation FMUs of emitted C modules (issue 40): ``mechgen fmu``.

An FMU is a zip archive: ``modelDescription.xml`` (the variables, their value references and
what the FMU can do), the C sources and a shared library for the platform it was built on. Ours
wraps one scheme's whole-loop kernel (:mod:`mechgen.core.kernel_interface`): each ``fmi2DoStep``
of a communication step of k steps of h is one kernel call that continues from where the last
ended, so the FMU's trajectory is the one ``mechgen simulate`` computes with the same module,
scheme, options and h. The start (consistent initial state, starting accelerations, the
method's settings) is what ``mechgen simulate`` starts from, recorded when the FMU is built
(:func:`mechgen.runtime.kernel_start.kernel_start`), never computed a second way.

Variables (value references in this order):

- **parameters**, one per mechanism parameter with its value as built. A parameter that the
  constraints, drivers, initial configuration or velocities read (metadata
  ``configuration_parameters``) is a ``calculatedParameter``: a new value would need a new
  assembly, so the FMU is built again with ``--param``. The others are ``tunable``: a change,
  before or during the run, restarts the kernel at the current state
  (``KernelInterface.restart``: for the index-3 kernel with the accelerations and multipliers of
  the index-1 equations for the new values), as ``mechgen simulate --param`` starts.
- The schemes are those whose kernel another program may run on from its last row
  (``KernelInterface.restart``): genalpha and index3 (the index-3 kernel) and lie-mk.
- **outputs**: q and v (``q.NAME``, ``v.NAME``: in the relative formulation the joint
  coordinates in the model's order and sign), ``energy.kinetic``, ``energy.potential``,
  ``energy.total``, ``constraint_residual`` (the largest |Phi| row), each marker's position,
  velocity and acceleration (``marker.NAME.r_x`` ...), each joint coordinate and its rate as
  ``mechgen simulate`` reports them (``joint.OWNER.NAME``, ``joint.OWNER.NAME_rate``; angles
  unwrapped step by step), and with ``poses`` each body's centre of mass and orientation
  (``body.NAME.r_x``, ``body.NAME.A_11`` ...).

Inputs are parameters asked for as such (``inputs``): a load, a stiffness, a gain that another
tool sets at each communication point and the FMU holds over the step, restarting there as for
a tunable parameter. Drivers stay the model's functions of time.

What the FMU does not do: a start time other than 0, communication steps that are not whole
multiples of h, saving and restoring its state, and the Python side of ``mechgen simulate``
(the retry of a failed step from a fresh guess, the judgement of energy and drift). A failed
step is an ``fmi2Discard`` (the steps before it kept, ``fmi2LastSuccessfulTime`` there) with
the message ``mechgen simulate`` gives, through the logger; nothing is printed.

The archive is reproducible: the same module, scheme, options and compiler give the same bytes
(sorted members, fixed dates, no build stamp; the GUID is a digest of the inputs).
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import platform
import re
import tempfile
import uuid
import zipfile
from pathlib import Path
from types import ModuleType

import numpy as np
from mechgen.codegen.emit import render
from mechgen.core import __version__, clib
from mechgen.core.errors import BuildError, SolverError
from mechgen.core.escaping import printable
from mechgen.core.kernel_interface import KINDS, STATUSES
from mechgen.core.outputs import atomic
from mechgen.runtime.joint_coordinates import ANGLES
from mechgen.runtime.joint_coordinates import UNITS as JOINT_UNITS
from mechgen.runtime.kernel_start import KernelStart, continuable_schemes, kernel_start
from mechgen.runtime.loader import Model
from mechgen.runtime.run_options import given

#: (system, pointer bits) -> the platform folder of binaries/ (FMI 2.0, section 2.1.2)
#: and the suffix of its libraries
PLATFORMS = {
    ("Linux", 64): ("linux64", ".so"),
    ("Darwin", 64): ("darwin64", ".dylib"),
    ("Windows", 64): ("win64", ".dll"),
}
#: the units the variables use: name -> exponents of the SI base units
UNITS = {
    "J": {"kg": 1, "m": 2, "s": -2},
    "m": {"m": 1},
    "m/s": {"m": 1, "s": -1},
    "m/s2": {"m": 1, "s": -2},
    "rad": {"rad": 1},
    "rad/s": {"rad": 1, "s": -1},
}
#: a zip member's date: the earliest a zip file holds, so that builds give the same bytes
_ZIP_DATE = (1980, 1, 1, 0, 0, 0)
#: the C flags of the FMU's library: portable (no -march=native: the FMU runs on machines other
#: than the one that built it), the FMI functions alone visible
_FLAGS = (
    "-std=c99",
    "-O2",
    "-fPIC",
    "-shared",
    "-fvisibility=hidden",
    "-Wall",
    "-Wextra",
    "-Werror",
)
_GLUE = "fmu.c"


@dataclasses.dataclass(frozen=True)
class Variable:
    """One scalar variable of modelDescription.xml (all are Real)."""

    name: str
    reference: int
    causality: str
    variability: str
    description: str
    initial: str = ""
    start: str | None = None
    unit: str = ""


def platform_binary() -> tuple[str, str]:
    """The binaries/ folder of this machine and the suffix of its libraries.

    Raises:
        BuildError: a platform FMI 2.0 names no folder for.
    """
    bits = 64 if platform.architecture()[0] == "64bit" else 32
    key = (platform.system(), bits)
    if key not in PLATFORMS:
        raise BuildError(f"FMI 2.0 has no binaries folder for {key[0]} with {bits}-bit pointers")
    return PLATFORMS[key]


def model_identifier(name: str) -> str:
    """The mechanism's name as a C identifier and file name (FMI: the library's name)."""
    text = re.sub(r"\W", "_", name, flags=re.ASCII) or "mechanism"
    return f"m_{text}" if text[0].isdigit() else text


def _c_number(value: float) -> str:
    """A double as an exact C99 literal (hexadecimal: no rounding on the way)."""
    return float(value).hex()


def _integer(kind: str) -> bool:
    """Whether a kernel argument of this kind holds C ints (its declared C type says)."""
    return KINDS[kind][0].removeprefix("const ").startswith("int")


def _c_values(kind: str, values) -> list[str]:
    """The exact C literals of an argument's numbers (one 0 for an empty array)."""
    array = np.asarray(values).ravel()
    if _integer(kind):
        return [str(int(x)) for x in array] or ["0"]
    return [_c_number(x) for x in array] or ["0x0p+0"]


def _kernel_context(start: KernelStart) -> dict:
    """The kernel call for the template: each setting by how it is passed (a ``literal``, a
    static ``array`` or an ``inout`` array of the instance), and the per-row outputs with their
    C type, width and row 0."""
    settings = []
    for a in start.interface.settings:
        value = start.settings[a.name]
        ctype = "int" if _integer(a.kind) else "double"
        if a.kind in ("double", "int"):
            literal = _c_values(a.kind, value)[0]
            settings.append({"name": a.name, "passed": "literal", "literal": literal})
        else:
            passed = "inout" if a.kind == "inout" else "array"
            numbers = _c_values(a.kind, value)
            settings.append({"name": a.name, "passed": passed, "type": ctype, "numbers": numbers})
    outputs = [
        {
            "name": a.name,
            "type": "int" if _integer(a.kind) else "double",
            "width": start.row0[a.name].size,
            "numbers": _c_values(a.kind, start.row0[a.name]),
        }
        for a in start.interface.outputs
    ]
    work = [str(int(start.settings[a.name])) for a in start.interface.work_arguments]
    return {"settings": settings, "outputs": outputs, "work_arguments": work}


def _parameter(meta, k: int, value: float, inputs: tuple[str, ...]) -> Variable:
    """Parameter k as a variable: fixed where it shapes the configuration, an input where asked
    for, else tunable (module docstring)."""
    name = meta.parameters[k]
    if name in meta.configuration_parameters:
        return Variable(
            name,
            k,
            "calculatedParameter",
            "fixed",
            f"parameter {name}: shapes the constraints or the initial state, fixed by the build "
            "(--param)",
            initial="approx",
            start=repr(float(value)),
        )
    if name in inputs:
        text = f"input {name}: held over each communication step"
        return Variable(name, k, "input", "continuous", text, start=repr(float(value)))
    return Variable(name, k, "parameter", "tunable", f"parameter {name}", start=repr(float(value)))


def _checked_inputs(meta, inputs: tuple[str, ...]) -> tuple[str, ...]:
    """The parameters asked for as inputs.

    Raises:
        BuildError: a name that is no parameter (listing them), or one that shapes the
            configuration.
    """
    for name in inputs:
        if name not in meta.parameters:
            known = ", ".join(n for n in meta.parameters if n not in meta.configuration_parameters)
            raise BuildError(
                f"input '{printable(name)}' is not a parameter of {meta.mechanism} (those that "
                f"can be inputs: {known or 'none'})"
            )
        if name in meta.configuration_parameters:
            raise BuildError(
                f"parameter '{name}' shapes the constraints or the initial state: it cannot be "
                "an input (an FMU holds no assembly for its new values)"
            )
    return tuple(inputs)


def _variables(
    model: Model, start: KernelStart, poses: bool, coordinates: list[dict], inputs: tuple[str, ...]
) -> tuple[list[Variable], dict]:
    """The variables in value-reference order and the offsets of the output blocks in y (and
    of each joint coordinate's value and rate, written into ``coordinates``)."""
    meta = model.meta
    variables = [_parameter(meta, k, start.p[k], inputs) for k in range(len(meta.parameters))]
    outputs: list[tuple[str, str, str]] = []
    blocks = {}

    def block(what: str, rows: list[tuple[str, str, str]]) -> None:
        blocks[what] = len(outputs)
        outputs.extend(rows)

    block("q", [(f"q.{n}", f"position coordinate {n}", "") for n in meta.q_names])
    block("v", [(f"v.{n}", f"velocity coordinate {n}", "") for n in meta.v_names])
    block(
        "energy",
        [
            ("energy.kinetic", "kinetic energy", "J"),
            ("energy.potential", "potential energy (gravity and springs)", "J"),
            ("energy.total", "mechanical energy", "J"),
        ],
    )
    block(
        "residual",
        [("constraint_residual", "the largest |Phi| of the constraint rows (m or rad)", "")],
    )
    block(
        "markers",
        [
            (f"marker.{n}.{what}_{axis}", f"marker {n}: {text} {axis}", unit)
            for n in meta.markers
            for what, text, unit in (
                ("r", "position", "m"),
                ("v", "velocity", "m/s"),
                ("a", "acceleration", "m/s2"),
            )
            for axis in "xyz"
        ],
    )
    for c in coordinates:
        c["at"], c["rate_at"] = len(outputs), len(outputs) + c["width"]
        outputs.extend(_joint_rows(c))
    if poses:
        block(
            "poses",
            [
                (f"body.{n}.{c}", f"body {n}: {text}", unit)
                for n in model.bodies
                for c, text, unit in [
                    *((f"r_{axis}", f"centre of mass {axis}", "m") for axis in "xyz"),
                    *((f"A_{i}{j}", f"orientation A({i},{j})", "") for i in "123" for j in "123"),
                ]
            ],
        )
    n_p = len(variables)
    variables += [
        Variable(name, n_p + k, "output", "continuous", text, unit=unit)
        for k, (name, text, unit) in enumerate(outputs)
    ]
    return variables, {**blocks, "n_y": len(outputs)}


def _joint_coordinates(meta) -> list[dict]:
    """Every joint coordinate the module reports (metadata ``reaction_sites``, as
    :func:`mechgen.runtime.joint_coordinates.joint_coordinates` reads them): its site among the
    measured ones, owner, name, recipe and width (3 for a rotation vector)."""
    measured = [site for site in meta.reaction_sites if site["coordinates"]]
    return [
        {
            "site": k,
            "owner": site["owner"],
            "name": name,
            "recipe": recipe,
            "width": 3 if recipe == "rotation" else 1,
            "angle": recipe in ANGLES,
        }
        for k, site in enumerate(measured)
        for name, recipe in site["coordinates"]
    ]


def _joint_rows(c: dict) -> list[tuple[str, str, str]]:
    """The output rows of one joint coordinate: its value(s), then its rate(s)."""
    unit = JOINT_UNITS[c["recipe"]]
    key = f"joint.{c['owner']}.{c['name']}"
    axes = ("_x", "_y", "_z") if c["width"] == 3 else ("",)
    what = f"joint {c['owner']}: {c['name']}"
    return [(f"{key}{a}", what, unit) for a in axes] + [
        (f"{key}_rate{a}", f"{what} rate", f"{unit}/s") for a in axes
    ]


def _scheme_options(options: dict) -> str:
    """The scheme options given (as ``options=`` or keywords), as provenance records them."""
    run = given(options.get("options"), {k: v for k, v in options.items() if k != "options"})
    return ", ".join(f"{k}={v}" for k, v in sorted(run.scheme.items())) or "defaults"


def _failure(message: str, limit) -> str:
    """A kernel status's message, with the iteration limit where the kernel has one."""
    if limit is None:
        return message.replace("in {max_iter} iterations", "within its iteration limit")
    return message.format(max_iter=int(limit))


def _check_experiment(h: float, t_end: float, every: int) -> None:
    """The default experiment runs: its stop time is a whole number of its communication steps
    of ``every`` steps of h.

    Raises:
        BuildError: naming the three numbers.
    """
    steps = t_end / (h * every)
    if not (steps >= 1 and abs(steps - round(steps)) <= 1e-9 * steps):
        raise BuildError(
            f"the default experiment's stop time {t_end:g} s is not a whole number of its "
            f"communication steps of {every} x h = {h * every:g} s: change --t-end or --every"
        )


def _guid(*parts: bytes) -> str:
    """A GUID that is a digest of what the FMU is made from (the same inputs, the same GUID)."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(len(part).to_bytes(8, "little"))
        digest.update(part)
    return "{" + str(uuid.UUID(bytes=digest.digest()[:16], version=5)) + "}"


def fmu_files(
    module: ModuleType,
    scheme: str,
    h: float,
    *,
    params: dict[str, float] | None = None,
    t_end: float = 1.0,
    every: int = 1,
    poses: bool = False,
    inputs: tuple[str, ...] = (),
    **options,
) -> dict[str, bytes]:
    """The members of the FMU of an emitted C module (module docstring) by path:
    modelDescription.xml, sources/ and the library in binaries/.

    Raises:
        SolverError: the scheme has no compiled kernel for this module and options, or its first
            step fails. BuildError: a module of another backend, no compiler, a failing compile.
    """
    if getattr(module, "BACKEND", "") != "c":
        raise BuildError("an FMU is built from the C backend's module (--backend c)")
    able = continuable_schemes()
    if scheme not in able:
        raise BuildError(
            f"scheme '{scheme}': an FMU holds a compiled kernel that another program can run on "
            f"from its last row; the schemes whose kernel can: {', '.join(able)}"
        )
    _check_experiment(h, t_end, every)
    source = Path(module.C_SOURCE)
    code, header = source.read_bytes(), source.with_suffix(".h").read_bytes()
    try:
        start = kernel_start(module, scheme, h, params, **options)
    except SolverError as exc:
        if exc.step is not None:
            raise
        raise BuildError(f"an FMU holds the compiled kernel alone, no Python: {exc}") from exc
    model = Model(module, params)
    meta = model.meta
    coordinates = _joint_coordinates(meta)
    variables, blocks = _variables(
        model, start, poses, coordinates, _checked_inputs(meta, tuple(inputs))
    )
    identifier = model_identifier(meta.mechanism)
    provenance = {
        "mechgen_version": __version__,
        "mechanism": meta.mechanism,
        "formulation": meta.formulation,
        "scheme": scheme,
        "kernel": start.interface.name,
        "input_hash": meta.input_hash,
        "h": repr(float(h)),
        "parameters": ", ".join(f"{k}={float(v)!r}" for k, v in sorted((params or {}).items()))
        or "defaults",
        "scheme_options": _scheme_options(options),
    }
    kernel = _kernel_context(start)  # every number as an exact literal
    guid = _guid(
        json.dumps(provenance, sort_keys=True).encode(),
        json.dumps([dataclasses.astuple(v) for v in variables]).encode(),
        json.dumps(kernel, sort_keys=True).encode(),
        code,
        header,
    )
    limit = start.settings.get("max_iter")
    glue = render(
        "fmu/fmu.c.j2",
        template_name="fmu/fmu.c.j2",
        header={"generator": f"mechgen {__version__}", **provenance},
        meta=meta,
        scheme=scheme,
        stem=source.stem,
        prefix=module.C_PREFIX,
        guid=guid,
        h=_c_number(h),
        interface=start.interface,
        sizes={"n_q": model.n_q, "n_v": model.n_v, "n_c": model.n_c, "n_p": len(meta.parameters)},
        parameters=[
            {
                "name": v.name,
                "value": _c_number(start.p[v.reference]),
                "settable": v.causality in ("parameter", "input"),
            }
            for v in variables[: len(meta.parameters)]
        ],
        restart=start.interface.restart,
        blocks=blocks,
        n_y=blocks["n_y"],
        markers=bool(meta.markers),
        coordinates=coordinates,
        n_sites=len({c["site"] for c in coordinates}),
        poses=poses,
        failures=[_failure(message, limit) for _, _, message in STATUSES],
        **kernel,
    )
    description = render(
        "fmu/modelDescription.xml.j2",
        model_name=meta.mechanism,
        model_identifier=identifier,
        guid=guid,
        description=f"mechanism {meta.mechanism}: {scheme} scheme in the {meta.formulation} "
        f"formulation, h = {h:g} (mechgen {__version__})",
        version=__version__,
        provenance=provenance,
        variables=variables,
        units=[{"name": name, "base": base} for name, base in UNITS.items()],
        outputs=[v.reference + 1 for v in variables if v.causality == "output"],
        initial_unknowns=[
            v.reference + 1
            for v in variables
            if v.causality == "output" or v.causality == "calculatedParameter"
        ],
        t_end=f"{t_end:.15g}",
        step=f"{h * every:.15g}",
        sources=[_GLUE],
    )
    files = {
        "modelDescription.xml": description.encode(),
        f"sources/{_GLUE}": glue.encode(),
        f"sources/{source.name}": code,
        f"sources/{source.with_suffix('.h').name}": header,
    }
    folder, suffix = platform_binary()
    files[f"binaries/{folder}/{identifier}{suffix}"] = compile_library(files, identifier + suffix)
    return files


def compile_library(files: dict[str, bytes], library: str) -> bytes:
    """The FMU's shared library ``library`` from its sources (:data:`_FLAGS`, the compiler
    :func:`mechgen.core.clib.compiler` finds).

    Raises:
        BuildError: no compiler, or a failing compile with its message.
    """
    with tempfile.TemporaryDirectory(prefix="mechgen-fmu-") as tmp:
        folder = Path(tmp)
        for name, data in files.items():
            if name.startswith("sources/"):
                (folder / name.removeprefix("sources/")).write_bytes(data)
        advice = "please report it with the command line"
        clib.compile_sources(folder, [_GLUE], library, _FLAGS, advice)
        return (folder / library).read_bytes()


def build_fmu(module: ModuleType, scheme: str, h: float, out: str | Path, **keywords) -> Path:
    """Writes the FMU of an emitted C module to ``out`` (keywords: those of :func:`fmu_files`
    and the scheme's options); returns its path.

    Raises:
        BuildError, SolverError: as :func:`fmu_files` and :func:`compile_library`.
    """
    files = fmu_files(module, scheme, h, **keywords)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, _ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, files[name])
    with atomic(out) as tmp:
        tmp.write_bytes(buffer.getvalue())
    return Path(out)
