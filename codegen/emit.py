"""Emission of equation sets through jinja2 templates (DESIGN.md, "Code generation").

Jinja runs with StrictUndefined, trim_blocks, lstrip_blocks and keep_trailing_newline; template
errors are re-raised as CodeGenerationError naming the template. Emission is deterministic: the
same equation set gives byte-identical files.
"""

from __future__ import annotations

import functools
import pprint
from importlib import resources
from pathlib import Path

import jinja2
from mechgen.core import escaping
from mechgen.core.errors import CodeGenerationError, OutputError
from mechgen.core.flush import FLUSH_BELOW
from mechgen.core.kernel_interface import INTERFACES, STATUSES
from mechgen.symbolic.equation_set import EquationSet

from .backends import Backend, backend_named
from .banded import band
from .spec import FunctionSpec, build_function


@functools.cache
def _environment() -> jinja2.Environment:
    """The one Jinja environment of the process: it keeps the templates it has compiled
    (compiling them again for every render took two thirds of a C emission, issue 38)."""
    root = resources.files("mechgen.templates")
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(root)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters["pyliteral"] = lambda value: pprint.pformat(value, width=96, sort_dicts=False)
    env.filters["pydoc"] = escaping.python_docstring
    env.filters["pycomment"] = escaping.python_comment
    env.filters["ccomment"] = escaping.c_comment
    env.filters["cstring"] = escaping.c_string
    env.filters["xml"] = escaping.xml_text
    env.globals["FLUSH_BELOW"] = f"{FLUSH_BELOW:.0e}"
    return env


def render(template: str, **context) -> str:
    """Renders one template; errors name the template."""
    try:
        return _environment().get_template(template).render(**context)
    except jinja2.TemplateError as exc:
        raise CodeGenerationError(f"template '{template}' failed: {exc}") from exc


def kernel_templates(folder: str) -> dict[str, jinja2.environment.TemplateModule]:
    """The whole-loop kernel templates in a backend's folder by scheme name, sorted: each
    declares the ``entries`` it calls and whether it needs a ``square`` Phi_q."""
    env = _environment()
    root = resources.files("mechgen.templates").joinpath(folder)
    out = {}
    for path in sorted(p.name for p in root.iterdir() if p.name.endswith(".j2")):
        template = f"{folder}/{path}"
        try:
            out[path.removesuffix(".j2")] = env.get_template(template).module
        except jinja2.TemplateError as exc:
            raise CodeGenerationError(f"template '{template}' failed: {exc}") from exc
    return out


def kernel_bands(eqs: EquationSet) -> dict[str, dict]:
    """Band storage of the square matrices the kernels factor (genalpha_matrix, which the index3
    kernel factors for every index-3 scheme;
    Phi_q of a fully driven mechanism; the index-1 matrix of lie-mk; the iteration matrix of
    constrained).

    Banded LU with partial pivoting after a reverse Cuthill-McKee ordering beats dense LU even
    where the band is about half the order (the slider crank, n = 36, kl = ku = 19: 4.6 us per
    index3 step against 6.9 us): it never touches the zeros outside the band, and for chains
    and trees the band stays bounded as n grows.
    """
    out = {}
    for name in ("genalpha_matrix", "Phi_q"):
        if name in eqs.metadata.entries and eqs.entry(name).shape[0] == eqs.entry(name).shape[1]:
            entry = eqs.entry(name)
            out[name] = _band_dict(band([(i, j) for i, j, _ in entry.nonzero()], entry.shape[0]))
    have = set(eqs.metadata.entries)
    if {"M", "Phi_q"} <= have:
        out["index1"] = _index1_band(eqs)
    if {"M", "Phi_q", "Phi_qT_lam_q", "potential_hessian"} <= have:
        out["constrained"] = _constrained_band(eqs)
    return out


def _band_dict(b) -> dict:
    return {
        "n": b.n,
        "kl": b.kl,
        "ku": b.ku,
        "ldab": b.ldab,
        "perm": b.perm,
        "positions": b.positions,
    }


def _assembled_band(n: int, pieces: list[tuple[tuple[int, int], int]]) -> dict:
    """Band storage of an n x n matrix that a kernel assembles from dense entry outputs laid
    out one after the other: ``pieces`` are (cell, index in that buffer); ``sources[k]`` is the
    buffer index of the value stored at ``positions[k]``."""
    cells = [cell for cell, _ in pieces]
    return {**_band_dict(band(cells, n)), "sources": tuple(source for _, source in pieces)}


def _index1_band(eqs: EquationSet) -> dict:
    """The index-1 matrix [M Phi_q^T; Phi_q 0] (seed 002 eq. 3) of the lie-mk kernel, from the
    outputs of M and Phi_q (Phi_q's cells twice, as G and as G^T)."""
    nv, nc = eqs.metadata.n_v, eqs.metadata.n_c
    pieces = [((i, j), i * nv + j) for i, j, _ in eqs.entry("M").nonzero()]
    for r, c, _ in eqs.entry("Phi_q").nonzero():
        source = nv * nv + r * nv + c
        pieces += [((nv + r, c), source), ((c, nv + r), source)]
    return _assembled_band(nv + nc, pieces)


def _constrained_band(eqs: EquationSet) -> dict:
    """The iteration matrix of the constrained scheme (runtime/energy_momentum.py),
    [[A, h G(q_m)^T], [G(q_n+1), 0]], from the outputs A (n x n), h G(q_m) and G(q_n+1). A is
    the sum of 2M/h, the discrete gradient's Jacobian and (G^T lam)_q/2: its cells are those
    of M, the potential's Hessian and Phi_qT_lam_q, or all n x n when the potential is not
    quadratic (Gonzalez's discrete gradient adds dense rank-2 terms)."""
    n, m = eqs.metadata.n_q, eqs.metadata.n_c
    if eqs.metadata.potential_quadratic:
        names = ("M", "potential_hessian", "Phi_qT_lam_q")
        block = sorted({(i, j) for name in names for i, j, _ in eqs.entry(name).nonzero()})
    else:
        block = [(i, j) for i in range(n) for j in range(n)]
    pieces = [((i, j), i * n + j) for i, j in block]
    for r, c, _ in eqs.entry("Phi_q").nonzero():
        pieces += [((c, n + r), n * n + r * n + c), ((n + r, c), n * n + m * n + r * n + c)]
    return _assembled_band(n + m, pieces)


def kernels(eqs: EquationSet, config: Backend) -> tuple[str, ...]:
    """Names of the backend's scheme kernels the equation set has every entry for (a kernel
    that factors Phi_q needs a fully driven mechanism: as many rows as velocity coordinates; a
    kernel that declares ``formulations`` is emitted for those alone)."""
    if config.kernels is None:
        return ()
    have = set(eqs.metadata.entries)
    square = eqs.metadata.n_c == eqs.metadata.n_v
    return tuple(
        name
        for name, kernel in kernel_templates(config.kernels).items()
        if set(kernel.entries) <= have
        and (square or not kernel.square)
        and eqs.metadata.formulation in getattr(kernel, "formulations", (eqs.metadata.formulation,))
    )


def kernel_helpers(names: tuple[str, ...], config: Backend) -> tuple[str, ...]:
    """The shared helper templates (``<folder>/../<name>.j2``) the named kernels declare in
    ``helpers``, each once, in order of first use: code that two kernels share is emitted once
    per source."""
    templates = kernel_templates(config.kernels) if names else {}
    out: list[str] = []
    for name in names:
        out += [h for h in getattr(templates[name], "helpers", ()) if h not in out]
    return tuple(out)


def module_name(eqs: EquationSet) -> str:
    """File stem of an emitted module: ``<mechanism>_<formulation>``."""
    return f"{eqs.mechanism}_{eqs.formulation}"


def function_specs(eqs: EquationSet, config: Backend) -> list[FunctionSpec]:
    """CSE and print every entry of the equation set with the backend's printer."""
    printer, rows_printer = config.printers()
    printer = printer()
    rows_printer = rows_printer() if rows_printer is not None else None
    return [build_function(entry, eqs, printer, rows_printer) for entry in eqs.entries]


def emit(eqs: EquationSet, backend: str = "numpy") -> dict[str, str]:
    """Emits an equation set with a backend of :mod:`mechgen.codegen.backends`; returns file
    name -> text.

    Raises:
        CodeGenerationError: for an unknown backend, an unprintable expression or a failing
            template.
    """
    config = backend_named(backend)
    functions = function_specs(eqs, config)
    header = {
        "generator": f"mechgen {eqs.metadata.generator_version}",
        "mechanism": eqs.mechanism,
        "formulation": eqs.formulation,
        "scheme": eqs.scheme or "any",
        "input hash": eqs.input_hash,
        "sympy": eqs.metadata.sympy_version,
        "note": "generated file, do not edit; regenerate with `mechgen generate`",
    }
    stem = module_name(eqs)
    names, bands = kernels(eqs, config), kernel_bands(eqs)
    forward = has_forward_dynamics(eqs)
    files = {}
    for suffix, template in config.templates.items():
        files[stem + suffix] = render(
            template,
            header=header,
            functions=functions,
            meta=eqs.metadata,
            arguments={k: a.doc for k, a in eqs.arguments.items()},
            template_name=template,
            stem=stem,
            prefix=f"mg_{stem}_",
            guard=f"MECHGEN_{stem.upper()}_H",
            kernels=names,
            helpers=kernel_helpers(names, config),
            bands=bands,
            interfaces=INTERFACES,
            statuses=STATUSES,
            forward_dynamics=forward,
        )
    return files


#: the entries the composite function ``forward_dynamics`` calls (the constraint ones only
#: where the module has constraint rows)
FORWARD_DYNAMICS = ("M", "Q")
FORWARD_DYNAMICS_CONSTRAINED = ("Phi_q", "gamma")


def has_forward_dynamics(eqs: EquationSet) -> bool:
    """Whether a module emits ``forward_dynamics(q, v, t, p)``: the accelerations of the
    index-1 equations (seed 002 eq. 3), where it has the entries they take."""
    needed = FORWARD_DYNAMICS + (FORWARD_DYNAMICS_CONSTRAINED if eqs.metadata.n_c else ())
    return set(needed) <= set(eqs.metadata.entries)


def write(files: dict[str, str], directory: str | Path) -> list[Path]:
    """Writes emitted files into ``directory`` (created if needed); returns their paths.

    Raises:
        OutputError: ``directory`` is a file, or cannot be created or written (read-only, a
            full disk), naming it (an internal FileExistsError or PermissionError before,
            issue 37).
    """
    out = Path(directory)
    if out.exists() and not out.is_dir():
        raise OutputError(f"output folder '{out}' is a file; give a folder")
    paths = []
    try:
        out.mkdir(parents=True, exist_ok=True)
        for name, text in sorted(files.items()):
            path = out / name
            path.write_text(text)
            paths.append(path)
    except OSError as exc:
        raise OutputError(
            f"cannot write the emitted files into '{out}': {exc.strerror or exc}"
        ) from None
    return paths
