"""Derivation of an equation set in one formulation (seed 001, sections 2 and 3, for the
generic entries; the formulation object of :mod:`mechgen.symbolic.formulations` supplies its
coordinates, update, chart, kept rows and entries of its own).

Everything is derived from Phi and from the formulation's kinematic map q' = K(q) v
(:mod:`mechgen.symbolic.coordinates`), never transcribed from the printed tables (which carry
typos):

* Phi_q = dPhi/dq K: for rA the variation through the Pi operator (eqs. 13-16, Table 2); for rp
  and re the partial derivatives (eqs. 20, 26).
* nu = -dPhi/dt (eqs. 17, 21, 27).
* gamma = -d/dt (Phi_q v + Phi_t) at frozen v, i.e. Phi_q v' = gamma (eqs. 16, 20b, 26).
* M and Q (eqs. 31, 39, 43), see :mod:`mechgen.symbolic.dynamics`.
* Sensitivities for the index-3 iteration matrix (eq. 38c; Tables 3-6 are the rA blocks of
  Phi_qT_lam_q): derivatives along K of Phi_q^T lam, Q and M a, and dQ/dv; and the fused
  entries ``index3_residual`` and ``index3_matrix`` that the index3 scheme evaluates in one call
  each (eqs. 34b, 38c).
"""

from __future__ import annotations

import warnings

import sympy as sp
from mechgen.core import __version__
from mechgen.core.errors import ModelError, Problem
from mechgen.core.metadata import ModuleMetadata

from .constraints import CONSTRAINT_KINDS
from .entry_recipes import build_entries, wanted_entries
from .equation_set import Argument, EquationSet
from .formulations import formulation_named
from .input_hash import input_hash
from .model import Mechanism, body_name, with_internal_parameters
from .reactions import ReactionSite, reaction_sites
from .redundancy import analyse_redundancy
from .validation import validate, work_sources


def _model_description(checked, names: dict) -> dict:
    """The mechanism as recorded, in LaTeX strings (symbols spelled by ``names``), for the
    report's tables."""
    m = checked.mechanism

    def tex(x) -> str:
        return sp.latex(sp.sympify(x), symbol_names=names)

    def vec(v) -> str:
        return "(" + ", ".join(tex(x) for x in v) + ")"

    return {
        "parameters": [[name, float(m.defaults[name])] for name in m.parameters],
        "bodies": [[b.name, tex(b.mass), tex(b.inertia), vec(b.position)] for b in checked.bodies],
        "joints": [
            [
                j.name,
                j.kind,
                body_name(j.body_i),
                body_name(j.body_j),
                vec(j.point),
                vec(j.axis) if j.axis is not None else "",
            ]
            for j in m.joints
        ],
        "drivers": [[d.name, d.joint, tex(d.expr)] for d in m.drivers],
        "groups": [[g.name, ", ".join(c.kind for c in g.constraints)] for g in m.groups],
        "gravity": vec(m.gravity),
    }


def _site_meta(sites: list[ReactionSite]) -> list[dict]:
    out, start = [], 0
    for s in sites:
        stop = start + len(s.components)
        out.append(
            {
                "owner": s.owner,
                "kind": s.kind,
                "joint_kind": s.joint_kind,
                "bodies": [s.body_i.name, s.body_j.name],
                "components": [c.name for c in s.components],
                "wrenches": [list(c.wrench) for c in s.components],
                "rows": [start, stop],
                "coordinates": [list(c) for c in s.coordinates],
            }
        )
        start = stop
    return out


def derive(
    m: Mechanism,
    formulation: str,
    entries: tuple[str, ...] | None = None,
    *,
    scheme: str = "",
    drop_redundant: bool = True,
    strict: bool = False,
    assemble: bool = False,
) -> EquationSet:
    """Validates ``m`` and derives its equation set in one formulation.

    Args:
        m: the mechanism.
        formulation: a name of :data:`mechgen.symbolic.formulations.FORMULATIONS`.
        entries: the entries a scheme needs (all of :data:`ALL_ENTRIES` when None); the
            entries of :data:`mechgen.core.entries.ALWAYS_EMITTED` are always derived.
        scheme: recorded in the metadata and headers.
        drop_redundant: drop dependent constraint rows (the theory page of seed 001,
            "Validation and redundant constraints").
        strict: make redundant rows an error instead.
        assemble: accept an initial configuration that violates the constraints (the runtime
            assembles it). ``Mechanism(assemble=True)`` says the same for its data.

    Raises:
        ModelError: for invalid input, naming what is at fault.
    """
    form = formulation_named(formulation)
    wanted = wanted_entries(entries, form)
    digest = input_hash(m, formulation, entries, scheme, drop_redundant, strict, assemble)
    assemble = assemble or m.assemble
    m = with_internal_parameters(m)
    parameter_tex = {s: sp.latex(sp.Symbol(name)) for name, s in m.parameters.items()}
    checked = validate(m, assemble=assemble)
    ctx = form.context(checked)
    redundancy = form.redundancy(ctx, checked, analyse_redundancy(checked))
    rows = redundancy.kept if drop_redundant else checked.rows
    if redundancy.dropped and strict:
        raise ModelError(
            [
                Problem(
                    f"{r.owner_kind} '{r.owner}'",
                    f"row {r.label} is redundant (linearly dependent on earlier rows)",
                )
                for r in redundancy.dropped
            ]
        )
    if redundancy.dropped and drop_redundant:
        warnings.warn(
            "redundant constraint rows dropped: " + ", ".join(r.title for r in redundancy.dropped),
            stacklevel=2,
        )
    d = form.derivation(ctx, rows)
    added = form.additions(d, checked, rows, wanted)
    row_meta = [
        {
            "owner": r.owner,
            "kind": r.owner_kind,
            "label": r.label,
            "bodies": [r.constraint.body_i.name, r.constraint.body_j.name],
            "length_power": CONSTRAINT_KINDS[r.constraint.kind].length_power,
        }
        for r in rows
    ]
    row_meta += [
        {
            "owner": c.name,
            "kind": "normalization",
            "label": label,
            "bodies": [c.name, "ground"],
            "length_power": 0,
        }
        for c in ctx.coords
        for label in c.normalization_labels[: len(c.normalization)]
    ]
    arguments = {
        "q": Argument("q", tuple(ctx.q), "position coordinates"),
        "v": Argument("v", tuple(ctx.v), "velocity coordinates"),
        "dv": Argument.numbered("dv", d.dv, "increment in velocity coordinates (e.g. h v)"),
        "a": Argument.numbered("a", d.acc, "accelerations (time derivative of v)"),
        "lam": Argument.numbered("lam", d.lam, "Lagrange multipliers, one per constraint row"),
        "t": Argument("t", (ctx.t,), "time"),
        "p": Argument("p", tuple(m.parameters.values()), "parameters", tuple(m.parameters)),
        "h": Argument("h", (d.h,), "step size"),
        "hq": Argument("hq", (d.hq,), "sensitivity of positions to accelerations (beta' h^2)"),
        "hv": Argument("hv", (d.hv,), "sensitivity of velocities to accelerations (gamma' h)"),
        **added.arguments,
    }
    sites = reaction_sites(checked)
    dropped = redundancy.dropped if drop_redundant else []
    out = build_entries(d, wanted, checked, form, added, sites, dropped)
    latex = {**ctx.latex, **parameter_tex}
    for c in ctx.coords:
        latex.update(c.latex)
    q_layout, v_layout = ctx.layout()
    metadata = ModuleMetadata(
        mechanism=m.name,
        formulation=formulation,
        scheme=scheme,
        generator_version=__version__,
        sympy_version=sp.__version__,
        input_hash=digest,
        bodies=[c.name for c in ctx.coords],
        springs=[s.name for s in m.springs],
        q_layout=q_layout,
        v_layout=v_layout,
        q_names=[str(s) for s in ctx.q],
        v_names=[str(s) for s in ctx.v],
        n_q=ctx.nq,
        n_v=ctx.nv,
        n_c=len(d.phi),
        constraint_rows=row_meta,
        dropped_rows=[
            {
                "owner": r.owner,
                "kind": r.owner_kind,
                "label": r.label,
                "length_power": CONSTRAINT_KINDS[r.constraint.kind].length_power,
            }
            for r in dropped
        ],
        reaction_sites=_site_meta(sites),
        degrees_of_freedom=6 * len(ctx.coords) - redundancy.rank,
        parameters=list(m.parameters),
        parameter_defaults=[float(m.defaults[k]) for k in m.parameters],
        assemble=assemble,
        tangent_identity=not form.rotation_matrix and ctx.nq == ctx.nv,
        mass_matrix_constant=not (d.mass.free_symbols & set(ctx.q)),
        configuration_parameters=configuration_parameters(out, m.parameters),
        conservative=not work_sources(checked),
        markers=[marker.name for marker in checked.mechanism.markers],
        entries=[e.name for e in out],
        notices=[str(n) for n in checked.notices],
        model=_model_description(checked, parameter_tex),
        **added.metadata,
    )
    return EquationSet(m.name, formulation, scheme, arguments, out, metadata, latex)


#: the entries that fix where a run starts and which states it may take: the constraints and
#: drivers, the initial configuration and velocities, the chart of the orientations, and the
#: body velocities the initial rates are read back through (relative coordinates: the joints'
#: geometry)
CONFIGURATION_ENTRIES = (
    "Phi",
    "dropped_Phi",
    "nu",
    "initial_frames",
    "initial_velocities",
    "chart",
    "body_velocities",
)


def configuration_parameters(entries: list, parameters: dict[str, sp.Symbol]) -> list[str]:
    """The parameters any of :data:`CONFIGURATION_ENTRIES` reads, in the model's order: a new
    value of one needs a new consistent initial state (assembly), not only new accelerations
    (metadata ``configuration_parameters``; the FMU takes the others as tunable)."""
    read = {
        str(s)
        for e in entries
        if e.name in CONFIGURATION_ENTRIES
        for expr in e.cells.values()
        for s in expr.free_symbols
    }
    return [name for name, symbol in parameters.items() if str(symbol) in read]
