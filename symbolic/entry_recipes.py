"""The recipes of the generic entries of an equation set, and which entries a request gets.

Each entry is one recipe: the arguments it takes, how its value is built from the derivation
(lazily: only the requested entries are built), its symbol and its docstring, which cites the
papers' equations (:mod:`mechgen.symbolic.derive` says how each quantity is derived). The
recipes come in groups, one function each, in the order of
:data:`mechgen.core.entries.ALL_ENTRIES`; a formulation's own recipes replace the generic ones
of the same name.
"""

from __future__ import annotations

from functools import cache

import sympy as sp
from mechgen.core.entries import ALL_ENTRIES, ALWAYS_EMITTED, OPTIONAL_ENTRIES
from mechgen.core.errors import ModelError, Problem

from .checked_model import CheckedModel, Row
from .derivation import Derivation, cells_of, column, sparse_rows
from .dynamics import tangent
from .element_checks import spring_data
from .equation_set import Entry
from .formulations import Additions, Formulation, Recipe
from .markers import marker_motion
from .reactions import (
    ReactionSite,
    distribution_rows,
    joint_motion,
    reaction_geometry,
    site_geometry,
)
from .taylor import predicted_constraints, prediction_jacobian
from .tree import initial_twists


def wanted_entries(entries: tuple[str, ...] | None, formulation: Formulation) -> tuple[str, ...]:
    """The entries a request gets: those asked for (all of the formulation's when None) and
    those always emitted, in the formulation's order.

    Raises:
        ModelError: an entry that is neither the formulation's nor optional.
    """
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


def build_entries(
    d: Derivation,
    wanted: tuple[str, ...],
    checked: CheckedModel,
    form: Formulation,
    added: Additions,
    sites: list[ReactionSite],
    dropped: list[Row],
) -> list[Entry]:
    """The requested entries in the order of :data:`ALL_ENTRIES`; the formulation's own recipes
    replace the generic ones of the same name."""
    table = {
        **_update_recipes(d, form),
        **_constraint_recipes(d, form, dropped),
        **_dynamics_recipes(d),
        **_iteration_recipes(d),
        **_reaction_recipes(d, sites),
        **_taylor_recipes(d),
        **_output_recipes(d, checked),
        **_initial_recipes(checked, form),
    }
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


def _update_recipes(d: Derivation, form: Formulation) -> dict[str, Recipe]:
    """The configuration update and its tangent (seed 001 eqs. 12, 30b, 37)."""
    ctx = d.ctx
    return {
        "retract": (
            ("q", "dv"),
            lambda: form.retract(d),
            r"q \oplus \Delta v",
            "Configuration update q (+) dv: r + dr, and A exp(dtheta~) for rA (seed 001 "
            "eqs. 12, 30b; exp by Rodrigues' formula, eq. 5, written with sinc so it is "
            "exact at zero angle); plain addition for rp, re and relative.",
        ),
        "tangent": (
            ("dv",),
            lambda: tangent(ctx, d.dv),
            r"T(\Delta v)",
            "Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I "
            "and the right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + "
            "dtheta~^2/6 (the truncation only slows Newton convergence by O(|dtheta|^3), "
            "never changes the solution; seed 001 eq. 37 keeps just I); identity for rp, "
            "re and relative.",
        ),
        "qdot": (
            ("q", "v"),
            ctx.rates,
            r"\dot q",
            "The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for "
            "rp and re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T "
            "w / 2 for the Euler parameters of a ball joint or free body, A u for a free body's "
            "centre of mass (seed 001 eq. 39c), the rates elsewhere.",
        ),
    }


def _constraint_recipes(d: Derivation, form: Formulation, dropped: list[Row]) -> dict[str, Recipe]:
    """The constraints and their velocity and acceleration equations (seed 001, eqs. 1-29)."""
    ctx = d.ctx
    nv, nc = ctx.nv, len(d.phi)
    return {
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
    }


def _dynamics_recipes(d: Derivation) -> dict[str, Recipe]:
    """The mass matrix, the generalized forces and the sensitivities of the index-3 iteration
    matrix (seed 001 eqs. 31, 38c, 39, 43)."""
    nv = d.ctx.nv
    return {
        "M": (
            ("q", "p"),
            lambda: d.mass,
            "M",
            "Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for "
            "rp (W = 2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the "
            "bodies of m V^T V + K^T J K, u = V v and omega = K v their body-frame velocities "
            "(Kane's equations, mechgen.symbolic.relative).",
        ),
        "Q": (
            ("q", "v", "t", "p"),
            lambda: column(d.forces[0]),
            "Q",
            "Generalized applied and gyroscopic forces: gravity, point forces and torques, "
            "spring-dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, "
            "43c); for relative, the body-frame loads and the bias accelerations at frozen v "
            "projected by V^T and K^T (mechgen.symbolic.relative).",
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
    }


def _iteration_recipes(d: Derivation) -> dict[str, Recipe]:
    """The fused residual and iteration matrices that the index3 and genalpha schemes evaluate
    in one call each (seed 001 eqs. 34b, 38c; Arnold & Bruls 2007)."""
    return {
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
    }


def _reaction_recipes(d: Derivation, sites: list[ReactionSite]) -> dict[str, Recipe]:
    """The reaction distribution matrix and the frames and motion of the reaction sites
    (seed 004)."""
    ctx = d.ctx
    nv = ctx.nv
    nf = sum(len(s.components) for s in sites)
    return {
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
    }


def _taylor_recipes(d: Derivation) -> dict[str, Recipe]:
    """The constraints at the Taylor prediction of one step and their sensitivity (seed 003)."""
    nv, nc = d.ctx.nv, len(d.phi)
    predicted = cache(lambda: predicted_constraints(d))
    return {
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
    }


def _output_recipes(d: Derivation, checked: CheckedModel) -> dict[str, Recipe]:
    """What a run reports beside the state: energy, markers, power, momentum, body frames
    and velocities."""
    ctx = d.ctx
    return {
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
    }


def _initial_recipes(checked: CheckedModel, form: Formulation) -> dict[str, Recipe]:
    """Per body: the initial pose and velocities, the physical data the runtime checks and
    the chart offset."""
    return {
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
        "physical_data": (
            ("p",),
            lambda: _physical_data(checked),
            r"(m, J, k, c, l_0)",
            "Per body its mass and inertia matrix by rows, then per spring its stiffness, damping "
            "and rest length: the numbers the runtime checks at run-time parameter values "
            "(mechgen.core.physical).",
        ),
        "chart": (
            ("p",),
            lambda: sp.Matrix(
                [list(form.chart(checked.orientations[b.name])) for b in checked.bodies]
            ),
            "C",
            "Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and "
            "rp); see mechgen.symbolic.formulations.chart_offset.",
        ),
    }


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
