"""Kinematic trees, joint twists, null-space matrices and reparametrizations (seed 000, sec. 4).

A mechanism's joints span a forest: bodies reached from the ground through joints form trees
(depth first, so a closed chain is cut at its last joint)
with a fixed base; each remaining connected group gets its first body as a free base (its twist
is six independent velocities, seed 000 eq. 26). Joints that would close a loop are cut; their
rows, and the rows of hand-made basic constraints, are the closure constraints (see
:mod:`mechgen.runtime.energy_momentum`).

Per joint, the child's twist t_c = (v_phi, omega) follows from the parent's twist and the joint
rates tau (eq. 57):

    t_c = P_a t_p + P_b tau,   P_a = [[I, (phi_p - phi_c)^], [0, I]]             (eqs. 107, 180)

and each column of P_b is a rotation about a global axis a through the body-j joint point p_j,
sign * [(p_j - phi_c) x a ; a], or a translation sign * [e ; 0] (sign = -1 when the tree runs
from body j to body i, since rates are those of body j relative to body i). With the axes taken
from the directors, these formulas are discrete-safe (eq. 74): evaluated at the mid-point
configuration they satisfy G(q_mid) P = 0 exactly for the joints of :mod:`mechgen.symbolic.joints`:

* a rotation about a = u_j (the body-j copy of the axis) leaves the rows DP1(b_i, u_j),
  DP1(c_i, u_j) unchanged whatever the lengths of the mid-point directors (cf. eq. 125);
* the sliding direction of a cylindrical or prismatic joint is e = b_i x c_i (eqs. 113, 133:
  m_1 x m_2 rather than n, since the mid-point directors are not orthonormal), those of a planar
  joint are c_i x u_i and u_i x b_i (eq. 149);
* a rotation about the line through p_j keeps b_i . (p_j - p_i) unchanged in both tree
  directions, which the paper's pairs (always parent = body 1) do not need to say;
* a universal joint turns about both of its axes, axis_i and axis_j, which keeps their DP1 row
  (derived the same way as the pairs of the paper: t_c = P_a t_p + P_b tau from the row's rate);
* a spherical joint turns about the three global axes (relative rates; the paper's eq. 84 uses
  the child's absolute angular velocity, which spans the same space).

P = P_int P_ext (eqs. 60, 185) with P_int = blockdiag([I 0; 0 -d_1^; 0 -d_2^; 0 -d_3^]) (eq. 55)
and P_ext from the recursion of eqs. (178)-(184) over the forest.

The reparametrization q_{n+1} = F_{q_n}(mu) (eqs. 44, 95, 118, 126, 136, 154, 188-189) updates
the directors by products of exponentials, exp(theta^) by Rodrigues' formula (eq. 43) for free
bases and spherical joints, exp(theta a^) for joint axes, and the centres of mass from the joint
points, so that every tree row holds exactly for any mu.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp
from mechgen.core.errors import ModelError, Problem

from .checked_model import CheckedModel
from .coordinates import rotation_vector, skew
from .joints import KINDS, JointFrames
from .model import Body, Joint
from .validation import work_sources

ROOT_RATES = ("vx", "vy", "vz", "wx", "wy", "wz")


@dataclass(frozen=True)
class BodyState:
    """Centre of mass phi and the directors as the columns of D (ground: 0 and I)."""

    phi: sp.Matrix
    D: sp.Matrix


@dataclass(frozen=True)
class Edge:
    """A tree joint with its body-frame geometry; ``forward``: the parent is body i."""

    joint: Joint
    body_i: Body
    body_j: Body
    forward: bool
    s_i: sp.Matrix
    s_j: sp.Matrix
    vectors: dict[str, sp.Matrix]

    @property
    def parent(self) -> Body:
        return self.body_i if self.forward else self.body_j

    @property
    def child(self) -> Body:
        return self.body_j if self.forward else self.body_i

    @property
    def sign(self) -> int:
        return 1 if self.forward else -1

    @property
    def kind(self):
        """The joint's :class:`mechgen.symbolic.joints.JointKind`."""
        return KINDS[self.joint.kind]

    @property
    def rates(self) -> tuple[str, ...]:
        return self.kind.rates

    def global_vectors(self, state_i: BodyState, state_j: BodyState) -> dict[str, sp.Matrix]:
        """The joint's body-frame vectors (``*_i`` on body i, ``*_j`` on body j) in global
        coordinates at the given states."""
        return {
            name: (state_i if name.endswith("_i") else state_j).D * v
            for name, v in self.vectors.items()
        }


@dataclass(frozen=True)
class Forest:
    """Free bases, tree joints in parent-before-child order, and the cut joints."""

    roots: tuple[Body, ...]
    edges: tuple[Edge, ...]
    cut: tuple[str, ...]

    @property
    def order(self) -> list[tuple[Body, Edge | None]]:
        """Every body once, parents first: (body, None) for a free base, else its edge (the
        edges are in depth-first order, so each parent precedes its children)."""
        return [(b, None) for b in self.roots] + [(e.child, e) for e in self.edges]

    @property
    def rate_kinds(self) -> list[str]:
        """Per independent velocity: ``translation``, ``angle`` (about one axis) or
        ``rotation`` (a component of a rotation vector: free bases, spherical joints)."""
        kinds = []
        for _, edge in self.order:
            if edge is None:
                kinds += ["translation"] * 3 + ["rotation"] * 3
            else:
                kinds += list(edge.kind.rate_kinds)
        return kinds

    @property
    def rate_names(self) -> list[str]:
        """Names of the independent velocities (and of the components of mu)."""
        names = []
        for body, edge in self.order:
            if edge is None:
                names += [f"{body.name}.{r}" for r in ROOT_RATES]
            else:
                names += [f"{edge.joint.name}.{r}" for r in edge.rates]
        return names


def _geometry(joint: Joint, checked: CheckedModel) -> Edge:
    m = checked.mechanism
    bi, bj = m.find_body(joint.body_i), m.find_body(joint.body_j)
    pi, pj = checked.pose0(bi), checked.pose0(bj)
    fr = JointFrames(bi, bj, pi.r, pi.A, pj.r, pj.A)
    s_i, s_j = fr.point(joint.point)
    vectors = KINDS[joint.kind].vectors(joint, fr, m.defaults_map())
    return Edge(joint, bi, bj, True, s_i, s_j, vectors)


def build_forest(checked: CheckedModel, cut_first: tuple[str, ...] = ()) -> Forest:
    """Spanning forest of the joint graph: from the ground, then from each body not reached
    yet (a free base). Joints reaching a body already in the forest are cut, and so are the
    joints named in ``cut_first`` (the user's choice of cut joints)."""
    m = checked.mechanism
    edges_of: dict[str, list[Edge]] = {}
    for joint in m.joints:
        edge = _geometry(joint, checked)
        for b in (edge.body_i, edge.body_j):
            edges_of.setdefault(b.name, []).append(edge)
    seen: set[str] = {"ground"}
    roots: list[Body] = []
    edges: list[Edge] = []
    used: set[str] = set(cut_first)
    cut: list[str] = list(cut_first)

    def grow(name: str) -> None:
        """Depth first, joints in the order given, so a closed chain is cut at its last joint
        (as in seed 000 section 5.4.2)."""
        for edge in edges_of.get(name, []):
            if edge.joint.name in used:
                continue
            used.add(edge.joint.name)
            forward = edge.body_i.name == name
            other = edge.body_j if forward else edge.body_i
            if other.name in seen:
                cut.append(edge.joint.name)
                continue
            seen.add(other.name)
            edges.append(
                Edge(
                    edge.joint, edge.body_i, edge.body_j, forward, edge.s_i, edge.s_j, edge.vectors
                )
            )
            grow(other.name)

    grow("ground")
    for body in checked.bodies:
        if body.name not in seen:
            seen.add(body.name)
            roots.append(body)
            grow(body.name)
    return Forest(tuple(roots), tuple(edges), tuple(cut))


def _point(state: BodyState, s: sp.Matrix) -> sp.Matrix:
    return state.phi + state.D * s


def joint_columns(edge: Edge, parent: BodyState, child: BodyState, body_j: BodyState):
    """(P_a, P_b) of eq. (57) for one tree joint at the given (possibly mid-point) states."""
    Pa = sp.eye(6)
    Pa[0:3, 3:6] = skew(parent.phi - child.phi)
    lever = _point(body_j, edge.s_j) - child.phi
    sign = edge.sign
    vec = edge.global_vectors(*((parent, child) if edge.forward else (child, parent)))
    cols = []
    for a, e in edge.kind.columns(edge.joint, vec):
        top = (lever.cross(a) if a is not None else sp.zeros(3, 1)) + (
            e if e is not None else sp.zeros(3, 1)
        )
        cols.append(sign * sp.Matrix.vstack(top, a if a is not None else sp.zeros(3, 1)))
    Pb = sp.Matrix.hstack(*cols) if cols else sp.zeros(6, 0)
    return Pa, Pb


def ground_state() -> BodyState:
    return BodyState(sp.zeros(3, 1), sp.eye(3))


def twist_matrix(forest: Forest, states: dict[str, BodyState]) -> dict[str, sp.Matrix]:
    """Per body the 6 x r block of P_ext: its twist in terms of all independent velocities
    (eqs. 181-184), over the forest."""
    states = {**states, "ground": ground_state()}
    r = len(forest.rate_names)
    T: dict[str, sp.Matrix] = {"ground": sp.zeros(6, r)}
    col = 0
    for body, edge in forest.order:
        if edge is None:
            block = sp.zeros(6, r)
            block[:, col : col + 6] = sp.eye(6)
            T[body.name] = block
            col += 6
            continue
        p, c = edge.parent.name, edge.child.name
        Pa, Pb = joint_columns(edge, states[p], states[c], states[edge.body_j.name])
        block = sp.zeros(6, r) if edge.parent.is_ground else Pa * T[p]
        if Pb.cols:
            block[:, col : col + Pb.cols] += Pb
        T[c] = block
        col += Pb.cols
    return T


def nullspace_matrix(forest: Forest, bodies: list[Body], states: dict[str, BodyState]):
    """P = P_int P_ext (eqs. 55, 60, 185): rows in the order of ``bodies``, 12 per body."""
    T = twist_matrix(forest, states)
    blocks = []
    for body in bodies:
        t = T[body.name]
        D = states[body.name].D
        blocks += [t[0:3, :]] + [-skew(D[:, k]) * t[3:6, :] for k in range(3)]
    return sp.Matrix.vstack(*blocks)


def reparametrization(
    forest: Forest, states: dict[str, BodyState], mu: list[sp.Symbol]
) -> dict[str, BodyState]:
    """The states at t_{n+1} = F_{q_n}(mu) for the states at t_n (eqs. 44, 95, 118, 126, 136,
    154, 188-189)."""
    new: dict[str, BodyState] = {"ground": ground_state()}
    inc: dict[str, sp.Matrix] = {"ground": sp.eye(3)}
    old = {**states, "ground": ground_state()}
    col = 0
    for body, edge in forest.order:
        if edge is None:
            R = rotation_vector(sp.Matrix(mu[col + 3 : col + 6]))
            s = old[body.name]
            new[body.name] = BodyState(s.phi + sp.Matrix(mu[col : col + 3]), R * s.D)
            inc[body.name] = R
            col += 6
            continue
        k = len(edge.rates)
        m_ = mu[col : col + k]
        col += k
        vec = edge.global_vectors(old[edge.body_i.name], old[edge.body_j.name])
        turn = edge.kind.rotations(edge.joint, vec, m_)
        new[edge.child.name], inc[edge.child.name] = moved_child(
            edge, old, vec, new[edge.parent.name], inc[edge.parent.name], turn, m_
        )
    return new


def moved_child(
    edge: Edge,
    old: dict[str, BodyState],
    vec: dict[str, sp.Matrix],
    parent: BodyState,
    parent_turn: sp.Matrix,
    turn: list[sp.Matrix],
    m: list,
) -> tuple[BodyState, sp.Matrix]:
    """The child's state when the parent has moved to ``parent`` (turned by ``parent_turn``
    from its old state) and the joint by the rotations ``turn`` (body j relative to body i,
    global, applied in this order) and its slides for the increments ``m``; and the child's
    whole turn from its old state (eqs. 188-189). ``vec``: the joint's global vectors at the
    old states (:meth:`Edge.global_vectors`)."""
    rel = sp.eye(3)
    if edge.forward:
        for f in turn:
            rel = rel * f
    else:  # body i relative to body j: the inverse, exp(-x) in reverse order
        for f in reversed(turn):
            rel = rel * f.T
    R = parent_turn * rel
    D_c = R * old[edge.child.name].D
    D_i = parent.D if edge.forward else D_c
    s_par, s_ch = (edge.s_i, edge.s_j) if edge.forward else (edge.s_j, edge.s_i)
    old_i, old_j = old[edge.body_i.name], old[edge.body_j.name]
    slide = sp.zeros(3, 1)  # p_j - p_i at t_n+1 (zero for point joints)
    slides = edge.kind.slides(edge.joint, vec, m)
    if slides:
        d_old = _point(old_j, edge.s_j) - _point(old_i, edge.s_i)
        for name, du in slides:
            current = (vec[name].T * d_old)[0, 0]
            slide += (current + du) * (D_i * edge.vectors[name])
    phi_c = parent.phi + parent.D * s_par + edge.sign * slide - D_c * s_ch
    return BodyState(phi_c, D_c), R


def check_supported(checked: CheckedModel, forest: Forest) -> None:
    """Raises ModelError for what the director schemes cannot integrate, naming it: whatever
    does work on the mechanism (:func:`mechgen.symbolic.validation.work_sources`)."""
    problems = [
        Problem(
            p.subject,
            f"{p.message}: the energy-momentum schemes integrate conservative, autonomous "
            "systems (gravity, springs without damping); use index3 or genalpha",
        )
        for p in work_sources(checked)
    ]
    if problems:
        raise ModelError(problems)


def _rate_vector(edge: Edge, given: dict, vectors: dict) -> list[Problem] | sp.Matrix:
    """The joint's rates in column order from the user's keywords."""
    names = edge.rates
    subject = f"joint '{edge.joint.name}'"
    allowed = set(names) | set(edge.kind.aliases)
    unknown = sorted(set(given) - allowed)
    if unknown:
        return [
            Problem(
                subject,
                f"a {edge.joint.kind} joint has no rate {unknown} "
                f"(rates: {', '.join(sorted(allowed)) or 'none'})",
            )
        ]
    values = {k: given.get(k, sp.Integer(0)) for k in names}
    values |= edge.kind.rate_aliases(given, vectors)
    return sp.Matrix([values[k] for k in names])


def initial_twists(checked: CheckedModel) -> dict[str, sp.Matrix]:
    """Initial twists (v_phi, omega) per body from the joint rates of
    :meth:`Mechanism.set_joint_rates` (eq. 57 at the initial configuration).

    Raises:
        ModelError: for rates of an unknown or a cut joint, or of a rate the joint lacks.
    """
    m = checked.mechanism
    forest = build_forest(checked, tuple(checked.mechanism.cut_joints))
    by_name = {e.joint.name: e for e in forest.edges}
    problems = []
    for name in m.joint_rates:
        if name in forest.cut:
            problems.append(
                Problem(
                    f"joint '{name}'",
                    "closes a loop (it is cut from the joint tree); give the rates of the "
                    "joints of the tree instead",
                )
            )
        elif name not in by_name:
            problems.append(Problem(f"joint '{name}'", f"unknown joint (known: {sorted(by_name)})"))
    states = {b.name: BodyState(checked.pose0(b).r, checked.pose0(b).A) for b in checked.bodies}
    states["ground"] = ground_state()
    rates: list[sp.Expr] = []
    for body, edge in forest.order:
        if edge is None:
            rates += list(body.velocity) + list(body.angular_velocity)
            continue
        vectors = edge.global_vectors(states[edge.body_i.name], states[edge.body_j.name])
        given = _rate_vector(edge, m.joint_rates.get(edge.joint.name, {}), vectors)
        if isinstance(given, list):
            problems += given
        else:
            rates += list(given)
    if problems:
        raise ModelError(problems)
    T = twist_matrix(forest, states)
    return {b.name: T[b.name] * sp.Matrix(rates) for b in checked.bodies}
