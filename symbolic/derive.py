"""Derivation of the rA / rp / re equation sets (seed 001, sections 2 and 3).

Everything is derived from Phi and from the formulation's kinematic map q' = K(q) v
(:mod:`symbolic.formulations`), never transcribed from the printed tables (which carry typos):

* Phi_q = dPhi/dq K: for rA the variation through the Pi operator (eqs. 13-16, Table 2); for rp
  and re the partial derivatives (eqs. 20, 26).
* nu = -dPhi/dt (eqs. 17, 21, 27).
* gamma = -d/dt (Phi_q v + Phi_t) at frozen v, i.e. Phi_q v' = gamma (eqs. 16, 20b, 26).
* M and Q (eqs. 31, 39, 43): with omega_bar = W v_rot, virtual power gives
  M_rot = W^T J W and Q_rot = W^T (n_bar - omega~ J omega - J W' v_rot). For rA (W = I) this is
  eq. (31a); for re it is eq. (43c) with its typos removed; for rp it differs from Haug's
  8 G'^T J G' p (eq. 39d) by a multiple of p only, which the normalization multiplier absorbs.
* Sensitivities for the index-3 iteration matrix (eq. 38c; Tables 3-6 are the rA case of
  Phi_qT_lam_q): derivatives along K of Phi_q^T lam, Q and M a, and dQ/dv.

Derivation is local: each expression is differentiated only with respect to the coordinates of
the bodies it involves, so the cost grows linearly with the number of bodies and joints.
"""

from __future__ import annotations

import hashlib
import warnings

import sympy as sp

from mechgen import __version__
from mechgen.errors import ModelError, Problem

from .constraints import Pose, evaluate
from .equation_set import Argument, Entry, EquationSet
from .formulations import BODY_BUILDERS, FORMULATIONS, BodyCoordinates, skew
from .model import Mechanism
from .redundancy import analyse_redundancy
from .validation import CheckedModel, validate

ALL_ENTRIES = (
    "retract", "tangent", "Phi", "Phi_q", "nu", "gamma", "M", "Q", "Q_q", "Q_v", "Ma_q", "Phi_qT_lam_q",
    "energy", "momentum", "body_frames", "body_velocities", "initial_frames",
    "initial_velocities",
)
ALWAYS = ("retract", "Phi", "Phi_q", "nu", "energy", "momentum", "body_frames", "body_velocities",
          "initial_frames", "initial_velocities")


def describe(m: Mechanism) -> str:
    """A canonical text of everything the user recorded (the input of the hash)."""
    parts = [m.name, sp.srepr(m.gravity), repr(sorted(m.defaults.items())), str(m.assemble)]
    for b in m.bodies:
        parts += [b.name, *(sp.srepr(x) for x in (b.mass, b.inertia, b.position, b.orientation,
                                                    b.velocity, b.angular_velocity))]
    for j in m.joints:
        parts += [j.name, j.kind, _ref(j.body_i), _ref(j.body_j),
                  *(sp.srepr(x) for x in (j.point, j.axis, j.axis_i, j.axis_j))]
    for g in m.groups:
        for c in g.constraints:
            parts += [g.name, c.kind, c.label, _ref(c.body_i), _ref(c.body_j),
                      *(sp.srepr(x) for x in (c.f, c.a_i, c.a_j, c.b_i, c.b_j, c.s_i, c.s_j,
                                              c.c))]
    for d in m.drivers:
        parts += [d.name, d.joint, d.coordinate, sp.srepr(d.expr)]
    for ld in m.loads:
        parts += [_ref(ld.body), *(sp.srepr(x) for x in (ld.force, ld.point, ld.torque))]
    for s in m.springs:
        parts += [s.name, _ref(s.body_i), _ref(s.body_j),
                  *(sp.srepr(x) for x in (s.point_i, s.point_j, s.stiffness, s.damping,
                                          s.rest_length))]
    return "\n".join(parts)


def _ref(body) -> str:
    return body if isinstance(body, str) else body.name


class _Context:
    """Coordinates of every body and the generic differential operators on them."""

    def __init__(self, checked: CheckedModel, formulation: str):
        m = checked.mechanism
        self.m = m
        self.t = m.t
        self.formulation = formulation
        self.coords: list[BodyCoordinates] = [BODY_BUILDERS[formulation](b.name)
                                              for b in checked.bodies]
        self.by_name = {c.name: c for c in self.coords}
        self.owner: dict[sp.Symbol, int] = {}
        self.q_off, self.v_off = [], []
        nq = nv = 0
        for k, c in enumerate(self.coords):
            self.q_off.append(nq)
            self.v_off.append(nv)
            nq += len(c.q)
            nv += len(c.v)
            for s in c.q + c.v:
                self.owner[s] = k
        self.nq, self.nv = nq, nv
        self.K = [c.K for c in self.coords]
        self.q = [s for c in self.coords for s in c.q]
        self.v = [s for c in self.coords for s in c.v]
        self.checked = checked

    def pose(self, body) -> Pose:
        if body.is_ground:
            return Pose(sp.zeros(3, 1), sp.eye(3))
        c = self.by_name[body.name]
        return Pose(c.r, c.A)

    def bodies_in(self, expr) -> list[int]:
        return sorted({self.owner[s] for s in sp.sympify(expr).free_symbols if s in self.owner})

    def jac_v(self, expr) -> dict[int, sp.Expr]:
        """Row of dexpr/dq K(q): the derivative along the velocity coordinates."""
        out = {}
        for k in self.bodies_in(expr):
            c, K = self.coords[k], self.K[k]
            grad = [sp.diff(expr, s) for s in c.q]
            for col in range(len(c.v)):
                val = sp.Add(*[grad[i] * K[i, col] for i in range(len(c.q))
                               if K[i, col] != 0 and grad[i] != 0])
                if val != 0:
                    out[self.v_off[k] + col] = val
        return out

    def jac_vel(self, expr) -> dict[int, sp.Expr]:
        """Row of dexpr/dv (v the velocity coordinates)."""
        fs = sp.sympify(expr).free_symbols
        out = {}
        for k, c in enumerate(self.coords):
            for col, s in enumerate(c.v):
                if s in fs:
                    d = sp.diff(expr, s)
                    if d != 0:
                        out[self.v_off[k] + col] = d
        return out

    def dt(self, expr) -> sp.Expr:
        """Total time derivative along q' = K(q) v with v frozen."""
        terms = [sp.diff(expr, self.t)]
        for k in self.bodies_in(expr):
            c = self.coords[k]
            terms += [sp.diff(expr, s) * c.qdot[i] for i, s in enumerate(c.q)]
        return sp.Add(*terms)

    def sparse(self, rows: list[dict[int, sp.Expr]], ncols: int) -> sp.Matrix:
        data = {(r, c): e for r, row in enumerate(rows) for c, e in row.items()}
        return sp.SparseMatrix(len(rows), ncols, data).as_mutable()


def _generalized_forces(ctx: _Context) -> tuple[list[sp.Expr], sp.Expr]:
    """Q (applied + gyroscopic) per velocity coordinate and the potential energy V."""
    m = ctx.m
    Q = [sp.Integer(0)] * ctx.nv
    V = sp.Integer(0)

    def add_wrench(body, force: sp.Matrix, point: sp.Matrix, torque: sp.Matrix, sign=1):
        nonlocal Q
        if body.is_ground:
            return
        k = [c.name for c in ctx.coords].index(body.name)
        c, off = ctx.coords[k], ctx.v_off[k]
        n_bar = c.A.T * (torque + (c.A * point).cross(force))
        rot = c.W.T * n_bar
        for i in range(3):
            Q[off + i] += sign * force[i]
        for i in range(rot.rows):
            Q[off + 3 + i] += sign * rot[i]

    for body, c, off in zip(ctx.checked.bodies, ctx.coords, ctx.v_off, strict=True):
        weight = body.mass * m.gravity
        for i in range(3):
            Q[off + i] += weight[i]
        V -= (weight.T * c.r)[0, 0]
        J = body.inertia
        w = c.omega
        Wdot_v = (sp.Matrix([sp.expand(ctx.dt(x)) for x in c.W * c.rot_rates])
                  if c.W.free_symbols else None)
        gyro = -skew(w) * J * w
        if Wdot_v is not None and any(x != 0 for x in Wdot_v):
            gyro -= J * Wdot_v
        rot = c.W.T * gyro
        for i in range(rot.rows):
            Q[off + 3 + i] += rot[i]
    for load in m.loads:
        body = m.find_body(load.body)
        add_wrench(body, load.force, load.point, load.torque)
    for spring in m.springs:
        bi, bj = m.find_body(spring.body_i), m.find_body(spring.body_j)
        pi, pj = ctx.pose(bi), ctx.pose(bj)
        d = pj.r + pj.A * spring.point_j - pi.r - pi.A * spring.point_i
        length = sp.sqrt((d.T * d)[0, 0])
        ddot = sp.Matrix([ctx.dt(x) for x in d])
        rate = (d.T * ddot)[0, 0] / length
        tension = spring.stiffness * (length - spring.rest_length) + spring.damping * rate
        f_i = tension * d / length
        add_wrench(bi, f_i, spring.point_i, sp.zeros(3, 1))
        add_wrench(bj, -f_i, spring.point_j, sp.zeros(3, 1))
        V += spring.stiffness * (length - spring.rest_length) ** 2 / 2
    return Q, V


def _retraction(ctx: _Context, dv: tuple) -> sp.Matrix:
    """q (+) dv per body; for rA exp(w~) = I + sinc(x) w~ + sinc(x/2)^2/2 w~^2, x = |w|."""
    out = []
    for k, c in enumerate(ctx.coords):
        d = dv[ctx.v_off[k]:ctx.v_off[k] + len(c.v)]
        if ctx.formulation != "rA":
            out += [s + e for s, e in zip(c.q, d, strict=True)]
            continue
        w = sp.Matrix(d[3:])
        x = sp.sqrt((w.T * w)[0, 0])
        W = skew(w)
        E = sp.eye(3) + sp.sinc(x) * W + sp.sinc(x / 2) ** 2 / 2 * W * W
        out += [c.q[i] + d[i] for i in range(3)] + list(c.A * E)
    return sp.Matrix(out)


def _tangent(ctx: _Context, dv: tuple) -> sp.Matrix:
    """Block-diagonal T(dv): I for translations (and rp, re), I - w~/2 + w~^2/6 for rA."""
    blocks = []
    for k, c in enumerate(ctx.coords):
        if ctx.formulation != "rA":
            blocks.append(sp.eye(len(c.v)))
            continue
        W = skew(sp.Matrix(dv[ctx.v_off[k] + 3:ctx.v_off[k] + 6]))
        blocks += [sp.eye(3), sp.eye(3) - W / 2 + W * W / 6]
    return sp.diag(*blocks) if blocks else sp.zeros(0, 0)


def _kinetic(ctx: _Context) -> tuple[sp.Expr, sp.Matrix, list[list]]:
    T = sp.Integer(0)
    momentum = sp.zeros(6, 1)
    mass_blocks = []
    for body, c in zip(ctx.checked.bodies, ctx.coords, strict=True):
        rd, w = c.rdot, c.omega
        T += body.mass * (rd.T * rd)[0, 0] / 2 + (w.T * body.inertia * w)[0, 0] / 2
        lin = body.mass * rd
        ang = c.r.cross(lin) + c.A * body.inertia * w
        momentum += sp.Matrix.vstack(lin, ang)
        mass_blocks.append(sp.diag(body.mass, body.mass, body.mass, c.W.T * body.inertia * c.W))
    return T, momentum, mass_blocks


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
        formulation: ``rA``, ``rp`` or ``re``.
        entries: the entries a scheme needs (all of :data:`ALL_ENTRIES` when None); the
            entries of :data:`ALWAYS` are always derived.
        scheme: recorded in the metadata and headers.
        drop_redundant: drop dependent constraint rows (DESIGN.md, "Redundant constraints").
        strict: make redundant rows an error instead.
        assemble: accept an initial configuration that violates the constraints (the runtime
            assembles it).

    Raises:
        ModelError: for invalid input, naming what is at fault.
    """
    if formulation not in FORMULATIONS:
        raise ModelError([Problem("formulation", f"unknown formulation '{formulation}' "
                                  f"(this derivation knows {', '.join(FORMULATIONS)})")])
    wanted = ALL_ENTRIES if entries is None else entries
    unknown = [e for e in wanted if e not in ALL_ENTRIES]
    if unknown:
        raise ModelError([Problem("entries", f"unknown entries {unknown} (known: {ALL_ENTRIES})")])
    wanted = tuple(e for e in ALL_ENTRIES if e in wanted or e in ALWAYS)
    assemble = assemble or m.assemble
    checked = validate(m, assemble=assemble)
    redundancy = analyse_redundancy(checked)
    if redundancy.dropped and strict:
        raise ModelError([Problem(f"{r.owner_kind} '{r.owner}'", f"row {r.label} is redundant "
                                  "(linearly dependent on earlier rows)") for r in redundancy.dropped])
    rows = redundancy.kept if drop_redundant else checked.rows
    if redundancy.dropped and drop_redundant:
        warnings.warn("redundant constraint rows dropped: "
                      + ", ".join(r.title for r in redundancy.dropped), stacklevel=2)

    ctx = _Context(checked, formulation)
    phi_rows = [evaluate(r.constraint, ctx.pose(r.constraint.body_i), ctx.pose(r.constraint.body_j))
                for r in rows]
    row_meta = [{"owner": r.owner, "kind": r.owner_kind, "label": r.label,
                 "bodies": [r.constraint.body_i.name, r.constraint.body_j.name]} for r in rows]
    for c in ctx.coords:
        for expr in c.normalization:
            phi_rows.append(expr)
            row_meta.append({"owner": c.name, "kind": "normalization", "label": "p.p/2-1/2",
                             "bodies": [c.name, "ground"]})
    nc = len(phi_rows)
    t = ctx.t
    params = tuple(m.parameters.values())
    lam = tuple(sp.Symbol(f"lam_{i}") for i in range(nc))
    acc = tuple(sp.Symbol(f"acc_{i}") for i in range(ctx.nv))
    dv = tuple(sp.Symbol(f"dv_{i}") for i in range(ctx.nv))
    arguments = {
        "q": Argument("q", tuple(ctx.q), "position coordinates"),
        "v": Argument("v", tuple(ctx.v), "velocity coordinates"),
        "dv": Argument("dv", dv, "increment in velocity coordinates (e.g. h v)"),
        "a": Argument("a", acc, "accelerations (time derivative of v)"),
        "lam": Argument("lam", lam, "Lagrange multipliers, one per constraint row"),
        "t": Argument("t", (t,), "time"),
        "p": Argument("p", params, "parameters"),
    }
    out: list[Entry] = []

    def add(name, args, matrix, symbol, doc):
        if name in wanted:
            out.append(Entry(name, args, matrix, symbol, doc))

    add("retract", ("q", "dv"), _retraction(ctx, dv), r"q \oplus \Delta v",
        "Configuration update q (+) dv: r + dr, and A exp(dtheta~) for rA (seed 001 eqs. 12, 30b; "
        "exp by Rodrigues' formula, eq. 5, written with sinc so it is exact at zero angle); "
        "plain addition for rp and re.")
    add("tangent", ("dv",), _tangent(ctx, dv), r"T(\Delta v)",
        "Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the "
        "right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (its error "
        "O(|dtheta|^3) only slows Newton convergence, never changes the solution; seed 001 "
        "eq. 37 keeps just I); identity for rp and re.")
    phi_q_rows = [ctx.jac_v(e) for e in phi_rows]
    add("Phi", ("q", "t", "p"), sp.Matrix(phi_rows), r"\Phi",
        "Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).")
    add("Phi_q", ("q", "t", "p"), ctx.sparse(phi_q_rows, ctx.nv), r"\Phi_{q}",
        "Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + "
        "Phi_t (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).")
    add("nu", ("q", "t", "p"), sp.Matrix([-sp.diff(e, t) for e in phi_rows]), r"\nu",
        "Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).")
    if "gamma" in wanted:
        gam = []
        for e, row in zip(phi_rows, phi_q_rows, strict=True):
            rate = sp.Add(*[val * ctx.v[col] for col, val in row.items()]) + sp.diff(e, t)
            gam.append(-ctx.dt(rate))
        add("gamma", ("q", "v", "t", "p"), sp.Matrix(gam), r"\gamma",
            "Right-hand side of the acceleration equation Phi_q v' = gamma, derived as "
            "-d/dt(Phi_q v + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).")
    T, momentum, mass_blocks = _kinetic(ctx)
    Mmat = sp.diag(*mass_blocks) if mass_blocks else sp.zeros(0, 0)
    Qvec, V = _generalized_forces(ctx)
    add("M", ("q", "p"), Mmat, r"M",
        "Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp "
        "(W = 2G, eq. 39a) and re (W = B^e, eq. 43a).")
    add("Q", ("q", "v", "t", "p"), sp.Matrix(Qvec), r"Q",
        "Generalized applied and gyroscopic forces: gravity, point forces and torques, "
        "spring-dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).")
    if "Q_q" in wanted:
        add("Q_q", ("q", "v", "t", "p"), ctx.sparse([ctx.jac_v(e) for e in Qvec], ctx.nv),
            r"Q_{q}", "Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r, Pi(f)).")
    if "Q_v" in wanted:
        add("Q_v", ("q", "v", "t", "p"), ctx.sparse([ctx.jac_vel(e) for e in Qvec], ctx.nv),
            r"Q_{v}", "Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega, n_omega).")
    if "Ma_q" in wanted:
        Ma = Mmat * sp.Matrix(acc)
        add("Ma_q", ("q", "a", "p"), ctx.sparse([ctx.jac_v(e) for e in Ma], ctx.nv),
            r"(M a)_{q}", "Sensitivity of the inertia forces M(q) a to positions (zero for rA, "
            "whose mass matrix is constant).")
    if "Phi_qT_lam_q" in wanted:
        reaction = [sp.Integer(0)] * ctx.nv
        for row, lam_i in zip(phi_q_rows, lam, strict=True):
            for col, val in row.items():
                reaction[col] += val * lam_i
        add("Phi_qT_lam_q", ("q", "lam", "t", "p"),
            ctx.sparse([ctx.jac_v(e) for e in reaction], ctx.nv), r"(\Phi_q^T \lambda)_{q}",
            "Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 "
            "eq. 38c; Tables 3-6 give its rA blocks per basic constraint).")
    add("energy", ("q", "v", "t", "p"), sp.Matrix([[T + V]]), r"E",
        "Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring "
        "potentials.")
    add("momentum", ("q", "v", "p"), momentum, r"(L, H_O)",
        "Linear momentum and angular momentum about the global origin, global frame.")
    add("body_frames", ("q",), sp.Matrix([list(c.r) + list(c.A) for c in ctx.coords]),
        r"(r, A)", "Per body (rows): centre of mass r and orientation A by rows.")
    add("body_velocities", ("q", "v"),
        sp.Matrix([list(c.rdot) + list(c.A * c.omega) for c in ctx.coords]), r"(\dot r, \omega)",
        "Per body (rows): centre-of-mass velocity and angular velocity, global frame.")
    add("initial_frames", ("p",), sp.Matrix([list(b.position) + list(checked.orientations[b.name])
                                             for b in checked.bodies]), r"(r_0, A_0)",
        "Initial pose per body (rows), orientation orthonormalized where it was off by round-off.")
    add("initial_velocities", ("p",),
        sp.Matrix([list(b.velocity) + list(b.angular_velocity) for b in checked.bodies]),
        r"(\dot r_0, \omega_0)", "Initial velocities per body (rows), global frame.")

    latex = {}
    for c in ctx.coords:
        latex.update(c.latex)
    metadata = {
        "mechanism": m.name,
        "formulation": formulation,
        "scheme": scheme,
        "generator_version": __version__,
        "sympy_version": sp.__version__,
        "bodies": [c.name for c in ctx.coords],
        "q_layout": {c.name: [ctx.q_off[k], ctx.q_off[k] + len(c.q)]
                     for k, c in enumerate(ctx.coords)},
        "v_layout": {c.name: [ctx.v_off[k], ctx.v_off[k] + len(c.v)]
                     for k, c in enumerate(ctx.coords)},
        "q_names": [str(s) for s in ctx.q],
        "v_names": [str(s) for s in ctx.v],
        "n_q": ctx.nq,
        "n_v": ctx.nv,
        "n_c": nc,
        "constraint_rows": row_meta,
        "dropped_rows": [{"owner": r.owner, "kind": r.owner_kind, "label": r.label}
                         for r in redundancy.dropped] if drop_redundant else [],
        "degrees_of_freedom": 6 * len(ctx.coords) - redundancy.rank,
        "parameters": list(m.parameters),
        "parameter_defaults": [float(m.defaults[k]) for k in m.parameters],
        "assemble": assemble,
        "tangent_identity": formulation != "rA",
        "mass_matrix_constant": not any(Mmat.free_symbols & set(ctx.q)),
        "entries": [e.name for e in out],
        "notices": [str(n) for n in checked.notices],
    }
    key = "\n".join([describe(m), formulation, scheme, ",".join(wanted),
                     f"{drop_redundant}{strict}{assemble}", __version__])
    metadata["input_hash"] = hashlib.sha256(key.encode()).hexdigest()[:16]
    return EquationSet(m.name, formulation, scheme, arguments, out, metadata, latex)
