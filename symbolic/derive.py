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

import dataclasses
import hashlib
import warnings
from functools import cache

import sympy as sp
from mechgen.core import __version__
from mechgen.core.entries import ALL_ENTRIES, ALWAYS_EMITTED, OPTIONAL_ENTRIES
from mechgen.core.errors import ModelError, Problem
from mechgen.core.metadata import ModuleMetadata

from .checked_model import Row
from .constraints import LENGTH_POWER
from .derivation import Derivation, cells_of, column, sparse_rows
from .dynamics import tangent
from .element_checks import spring_data
from .equation_set import Argument, Entry, EquationSet
from .formulations import Additions, Formulation, formulation_named
from .markers import marker_motion
from .model import Mechanism, with_internal_parameters
from .reactions import (
    ReactionSite,
    distribution_rows,
    joint_motion,
    reaction_geometry,
    reaction_sites,
    site_geometry,
)
from .redundancy import analyse_redundancy
from .taylor import predicted_constraints, prediction_jacobian
from .tree import initial_twists
from .validation import validate, work_sources


def _physical_data(checked) -> sp.Matrix:
    """The entry ``physical_data`` (layout in mechgen.core.physical); t = 0 in springs' data, as
    validation judges them."""
    m = checked.mechanism
    values = []
    for b in checked.bodies:
        values += [b.mass, *b.inertia]
    for s in m.springs:
        values += [sp.sympify(x).subs(m.t, 0) for x in spring_data(s)]
    return sp.Matrix(values)


def _fields(record) -> list[str]:
    """Every field of a joint or basic constraint, named, so that a field added to either
    (a new kind's data) is part of the hash without being listed here."""
    out = []
    for f in dataclasses.fields(record):
        value = getattr(record, f.name)
        if isinstance(value, dict):
            text = ",".join(f"{k}={sp.srepr(v)}" for k, v in sorted(value.items()))
        elif isinstance(value, str) or f.name in ("body_i", "body_j"):
            text = _ref(value)
        else:
            text = sp.srepr(value)
        out.append(f"{f.name}={text}")
    return out


def describe(m: Mechanism) -> str:
    """A canonical text of everything the user recorded (the input of the hash)."""
    parts = [m.name, sp.srepr(m.gravity), repr(sorted(m.defaults.items())), str(m.assemble)]
    for b in m.bodies:
        parts += [
            b.name,
            *(
                sp.srepr(x)
                for x in (
                    b.mass,
                    b.inertia,
                    b.position,
                    b.orientation,
                    b.velocity,
                    b.angular_velocity,
                )
            ),
        ]
    for j in m.joints:
        parts += _fields(j)
    for g in m.groups:
        for c in g.constraints:
            parts += [g.name, *_fields(c)]
    for d in m.drivers:
        parts += [d.name, d.joint, d.coordinate, sp.srepr(d.expr)]
    parts += [f"cut {name}" for name in m.cut_joints]
    for name, rates in sorted(m.joint_rates.items()):
        parts += [name, *(f"{k}={sp.srepr(v)}" for k, v in sorted(rates.items()))]
    for ld in m.loads:
        parts += [_ref(ld.body), *(sp.srepr(x) for x in (ld.force, ld.point, ld.torque))]
    for s in m.springs:
        parts += [
            s.name,
            _ref(s.body_i),
            _ref(s.body_j),
            *(sp.srepr(x) for x in (s.point_i, s.point_j, s.stiffness, s.damping, s.rest_length)),
        ]
    for marker in m.markers:
        parts += [f"marker {marker.name}", _ref(marker.body), sp.srepr(marker.point)]
    for c in m.coordinates:
        parts += [f"coordinate {c.name} {c.kind}", _ref(c.body_i), _ref(c.body_j)]
        parts += [sp.srepr(c.point), sp.srepr(c.axis)]
    return "\n".join(parts)


def input_hash(
    m: Mechanism,
    formulation: str,
    entries: tuple[str, ...] | None = None,
    scheme: str = "",
    drop_redundant: bool = True,
    strict: bool = False,
    assemble: bool = False,
) -> str:
    """Hash of everything an emission depends on (the mechanism as recorded, the formulation,
    the entries, the options and the generator version); call before validation."""
    wanted = _wanted(entries, formulation_named(formulation))
    key = "\n".join(
        [
            describe(m),
            formulation,
            scheme,
            ",".join(wanted),
            f"{drop_redundant}{strict}{assemble or m.assemble}",
            __version__,
        ]
    )
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def _wanted(entries: tuple[str, ...] | None, formulation: Formulation) -> tuple[str, ...]:
    have = formulation.entries
    wanted = have if entries is None else tuple(entries)
    unknown = [e for e in wanted if e not in have and e not in OPTIONAL_ENTRIES]
    if unknown:
        raise ModelError(
            [
                Problem(
                    "entries",
                    f"entries {unknown} do not exist in the {formulation.name} formulation "
                    f"(known: {', '.join(have)})",
                )
            ],
            "request",
        )
    return tuple(e for e in have if e in wanted or e in ALWAYS_EMITTED)


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
                _ref(j.body_i),
                _ref(j.body_j),
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


def _ref(body) -> str:
    return body if isinstance(body, str) else body.name


def _initial_velocities(checked) -> sp.Matrix:
    """Per body (v, omega): as given, or from the joint rates down the joint tree."""
    if not checked.mechanism.joint_rates:
        return sp.Matrix([list(b.velocity) + list(b.angular_velocity) for b in checked.bodies])
    twists = initial_twists(checked)
    return sp.Matrix([list(twists[b.name]) for b in checked.bodies])


def _per_site(rows: list[list], width: int) -> sp.Matrix:
    """One row per reaction site (``width`` columns also when there is none)."""
    return sp.Matrix(rows) if rows else sp.zeros(0, width)


def _site_frames(ctx, site: ReactionSite) -> list:
    c, E = reaction_geometry(ctx, site)
    c_j, E_j = site_geometry(ctx, site, on_j=True)
    return list(c) + list(E) + list(c_j) + list(E_j)


def _entries(
    d: Derivation,
    wanted: tuple[str, ...],
    checked,
    form: Formulation,
    added: Additions,
    sites: list[ReactionSite],
    dropped: list[Row],
) -> list[Entry]:
    """The requested entries in the order of :data:`ALL_ENTRIES`; the formulation's own recipes
    replace the generic ones of the same name."""
    ctx = d.ctx
    nv, nc = ctx.nv, len(d.phi)
    nf = sum(len(s.components) for s in sites)
    predicted = cache(lambda: predicted_constraints(d))
    table = {
        "retract": (
            ("q", "dv"),
            lambda: form.retract(d),
            r"q \oplus \Delta v",
            "Configuration update q (+) dv: r + dr, and A exp(dtheta~) for rA (seed 001 "
            "eqs. 12, 30b; exp by Rodrigues' formula, eq. 5, written with sinc so it is "
            "exact at zero angle); plain addition for rp and re.",
        ),
        "tangent": (
            ("dv",),
            lambda: tangent(ctx, d.dv),
            r"T(\Delta v)",
            "Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I "
            "and the right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + "
            "dtheta~^2/6 (the truncation only slows Newton convergence by O(|dtheta|^3), "
            "never changes the solution; seed 001 eq. 37 keeps just I); identity for rp "
            "and re.",
        ),
        "Phi": (
            ("q", "t", "p"),
            lambda: column(d.phi),
            r"\Phi",
            "Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).",
        ),
        "dropped_Phi": (
            ("q", "t", "p"),
            lambda: column(form.derivation(ctx, dropped).row_residuals),
            r"\Phi_{\mathrm{dropped}}",
            "Residuals of the rows dropped as redundant at generation (none when none were): "
            "redundant at the default parameters, they may not be for others, so the runtime "
            "checks that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).",
        ),
        "Phi_q": (
            ("q", "t", "p"),
            lambda: ((nc, nv), sparse_rows(d.phi_q)),
            r"\Phi_{q}",
            "Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = "
            "Phi_q v + Phi_t (rA: variations through the Pi operator, seed 001 eqs. 13-16 "
            "and Table 2).",
        ),
        "nu": (
            ("q", "t", "p"),
            lambda: column(d.nu),
            r"\nu",
            "Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, "
            "21, 27).",
        ),
        "velocity_residual": (
            ("q", "v", "t", "p"),
            lambda: column(d.velocity_residual),
            r"\Phi_{q} v - \nu",
            "Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero "
            "where the velocities satisfy the constraints; the runtime's velocity violation.",
        ),
        "gamma": (
            ("q", "v", "t", "p"),
            lambda: column(d.gamma),
            r"\gamma",
            "Right-hand side of the acceleration equation Phi_q v' = gamma, derived as "
            "-d/dt(Phi_q v + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).",
        ),
        "M": (
            ("q", "p"),
            lambda: d.mass,
            "M",
            "Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for "
            "rp (W = 2G, eq. 39a) and re (W = B^e, eq. 43a).",
        ),
        "Q": (
            ("q", "v", "t", "p"),
            lambda: column(d.forces[0]),
            "Q",
            "Generalized applied and gyroscopic forces: gravity, point forces and torques, "
            "spring-dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, "
            "43c).",
        ),
        "Q_q": (
            ("q", "v", "t", "p"),
            lambda: ((nv, nv), d.q_q),
            r"Q_{q}",
            "Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).",
        ),
        "Q_v": (
            ("q", "v", "t", "p"),
            lambda: ((nv, nv), d.q_v),
            r"Q_{v}",
            "Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).",
        ),
        "Ma_q": (
            ("q", "a", "p"),
            lambda: ((nv, nv), d.mass_q),
            r"(M a)_{q}",
            "Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass "
            "matrix is constant).",
        ),
        "Phi_qT_lam_q": (
            ("q", "lam", "t", "p"),
            lambda: ((nv, nv), d.reaction_q),
            r"(\Phi_q^T \lambda)_{q}",
            "Sensitivity of the constraint reaction forces Phi_q^T lam to positions "
            "(seed 001 eq. 38c; Tables 3-6 give its rA blocks per basic constraint).",
        ),
        "index3_residual": (
            ("q", "v", "a", "lam", "t", "p", "h"),
            d.index3_residual,
            r"g",
            "Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] "
            "(seed 001 eqs. 33a, 34b, 41, 44).",
        ),
        "index3_matrix": (
            ("q", "v", "a", "lam", "t", "p", "h"),
            d.index3_matrix,
            r"G",
            "Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + "
            "(Phi_q^T lam)_q - Q_q) T(h v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] "
            "(seed 001 eq. 38c, with the exact chain rule through q = q_n (+) h v).",
        ),
        "genalpha_matrix": (
            ("q", "v", "dv", "a", "lam", "t", "p", "hq", "hv"),
            d.genalpha_matrix,
            r"G_\alpha",
            "Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + "
            "(Phi_q^T lam)_q - Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the "
            "residual g = index3_residual at h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = "
            "beta' h^2 and hv = dv/da = gamma' h, dv the increment of q = q_n (+) dv.",
        ),
        "B": (
            ("q", "p"),
            lambda: ((nf, nv), sparse_rows([r for s in sites for r in distribution_rows(ctx, s)])),
            "B",
            "Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual "
            "work: one block of rows per joint, driver or constraint group, one row per "
            "reaction component it transmits (metadata reaction_sites).",
        ),
        "reaction_frames": (
            ("q", "p"),
            lambda: _per_site([_site_frames(ctx, s) for s in sites], 24),
            "(c, E, c_j, E_j)",
            "Per reaction site (rows): the joint point c on body i and the frame E of its "
            "reaction components (axes as columns, written by rows; the joint frame on body i, "
            "a universal joint's y axis on body j), then the joint point and frame fixed in "
            "body j (they coincide at the initial configuration), global frame.",
        ),
        "joint_motion": (
            ("q", "v", "p"),
            lambda: _per_site([joint_motion(ctx, s) for s in sites if s.coordinates], 18),
            r"(R, d, \omega_{ji}, \dot d)",
            "Per joint with coordinates (rows, the reaction sites that list them): body j's "
            "rotation R = E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to "
            "body i, their rates omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, "
            "all in body i's joint frame (mechgen.symbolic.reactions.joint_motion).",
        ),
        "taylor_residual": (
            ("q", "v", "a", "t", "p", "h"),
            lambda: column(predicted()),
            r"\Phi(\hat q(a), t + h)",
            "Constraints at the second-order Taylor prediction of every body over one step "
            "(seed 003 eqs. 12-20, 21-33).",
        ),
        "taylor_matrix": (
            ("q", "v", "a", "t", "p", "h"),
            lambda: ((nc, nv), sparse_rows(prediction_jacobian(d, predicted()))),
            r"\partial \Phi(\hat q(a), t + h) / \partial a",
            "Sensitivity of the predicted constraints to the accelerations; times M^-1 B^T "
            "it is the reaction matrix of seed 003 eq. (36).",
        ),
        "energy": (
            ("q", "v", "t", "p"),
            lambda: sp.Matrix([d.kinetic[0], d.forces[1]]),
            "(T, V)",
            "Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential "
            "V of gravity and springs (the total is T + V).",
        ),
        "markers": (
            ("q", "v", "a", "p"),
            lambda: marker_motion(d, checked.mechanism),
            "(r_P, v_P, a_P)",
            "Per marker (rows): global position, velocity and acceleration of its body point "
            "(mechgen.symbolic.markers).",
        ),
        "power": (
            ("q", "v", "t", "p"),
            lambda: sp.Matrix([d.forces[2]]),
            "P",
            "Power of the applied loads (their generalized forces times v) and of the springs' "
            "damping (-c l'^2): with the drivers' power, the rate of the energy T + V.",
        ),
        "momentum": (
            ("q", "v", "p"),
            lambda: d.kinetic[1],
            r"(L, H_O)",
            "Linear momentum and angular momentum about the global origin, global frame.",
        ),
        "body_frames": (
            ("q", "p"),
            lambda: sp.Matrix([list(c.r) + list(c.A) for c in ctx.coords]),
            r"(r, A)",
            "Per body (rows): centre of mass r and orientation A by rows.",
        ),
        "body_velocities": (
            ("q", "v", "p"),
            lambda: sp.Matrix([list(c.rdot) + list(c.A * c.omega) for c in ctx.coords]),
            r"(\dot r, \omega)",
            "Per body (rows): centre-of-mass velocity and angular velocity, global frame.",
        ),
        "initial_frames": (
            ("p",),
            lambda: sp.Matrix(
                [list(b.position) + list(checked.orientations[b.name]) for b in checked.bodies]
            ),
            r"(r_0, A_0)",
            "Initial pose per body (rows), orientation orthonormalized where it "
            "was off by round-off.",
        ),
        "initial_velocities": (
            ("p",),
            lambda: _initial_velocities(checked),
            r"(\dot r_0, \omega_0)",
            "Initial velocities per body (rows), global frame.",
        ),
    }
    table["physical_data"] = (
        ("p",),
        lambda: _physical_data(checked),
        r"(m, J, k, c, l_0)",
        "Per body its mass and inertia matrix by rows, then per spring its stiffness, damping "
        "and rest length: the numbers the runtime checks at run-time parameter values "
        "(mechgen.core.physical).",
    )
    table["chart"] = (
        ("p",),
        lambda: sp.Matrix([list(form.chart(checked.orientations[b.name])) for b in checked.bodies]),
        "C",
        "Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and "
        "rp); see mechgen.symbolic.formulations.chart_offset.",
    )
    table.update(added.entries)
    out = []
    for name in ALL_ENTRIES:
        if name not in wanted:
            continue
        if callable(table[name]):
            out += table[name]()
            continue
        args, build, symbol, doc = table[name]
        value = build()
        shape, cells = cells_of(value) if isinstance(value, sp.MatrixBase) else value
        out.append(Entry(name, args, shape, cells, symbol, doc))
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
        drop_redundant: drop dependent constraint rows (DESIGN.md, "Redundant constraints").
        strict: make redundant rows an error instead.
        assemble: accept an initial configuration that violates the constraints (the runtime
            assembles it). ``Mechanism(assemble=True)`` says the same for its data.

    Raises:
        ModelError: for invalid input, naming what is at fault.
    """
    form = formulation_named(formulation)
    wanted = _wanted(entries, form)
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
            "length_power": LENGTH_POWER[r.constraint.kind],
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
    out = _entries(d, wanted, checked, form, added, sites, dropped)
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
                "length_power": LENGTH_POWER[r.constraint.kind],
            }
            for r in dropped
        ],
        reaction_sites=_site_meta(sites),
        degrees_of_freedom=6 * len(ctx.coords) - redundancy.rank,
        parameters=list(m.parameters),
        parameter_defaults=[float(m.defaults[k]) for k in m.parameters],
        assemble=assemble,
        tangent_identity=not form.rotation_matrix,
        mass_matrix_constant=not (d.mass.free_symbols & set(ctx.q)),
        conservative=not work_sources(checked),
        markers=[marker.name for marker in checked.mechanism.markers],
        entries=[e.name for e in out],
        notices=[str(n) for n in checked.notices],
        model=_model_description(checked, parameter_tex),
        **added.metadata,
    )
    return EquationSet(m.name, formulation, scheme, arguments, out, metadata, latex)
