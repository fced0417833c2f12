"""Formulations as objects: everything about one formulation in one place (DESIGN.md,
"Extension points").

A formulation says how each body's pose is coordinatized (its body builder, see
:mod:`mechgen.symbolic.coordinates`), which entries it has, how a configuration is updated
(``retract``), its chart, which constraint rows it keeps, and what it adds to an equation set
(entries, arguments and metadata of its own). :func:`mechgen.symbolic.derive.derive` asks the
object and never branches on a formulation's name. The runtime's numeric counterpart (packing
frames into q, velocities into v) is :mod:`mechgen.runtime.coordinates`, under the same name.

A new formulation is one object here (with its body builder) and one class there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import sympy as sp
from mechgen.core.entries import (
    ALL_ENTRIES,
    APPLIED_FORCES,
    CLOSING,
    INDEX3,
    NULLSPACE,
    TAYLOR,
)
from mechgen.core.errors import ModelError, Problem

from . import director
from .checked_model import CheckedModel, Row
from .closing import closing_conditions
from .context import Context, to_se, to_sympy
from .coordinates import (
    BodyCoordinates,
    chart_offset,
    director_body,
    rA_body,
    re_body,
    rp_body,
    se3_body,
)
from .derivation import Derivation, cells_of
from .dynamics import retraction
from .equation_set import Argument, Entry
from .redundancy import Redundancy
from .relative import RelativeContext, RelativeDerivation, closure_rows, independent_rows
from .tree import build_forest, check_supported

#: An entry's recipe: (arguments, build, LaTeX symbol, doc); build() gives a sympy matrix or
#: (shape, sparse cells). Or a callable giving finished entries (several functions per name).
Recipe = tuple | Callable[[], list[Entry]]


@dataclass(frozen=True)
class Additions:
    """What a formulation adds to the generic equation set: entry recipes (replacing generic
    ones of the same name), arguments and metadata fields of its own."""

    entries: dict[str, Recipe] = field(default_factory=dict)
    arguments: dict[str, Argument] = field(default_factory=dict)
    metadata: dict = field(default_factory=dict)


def identity_chart(A0: sp.Matrix) -> sp.Matrix:
    """No chart offset: A = A(q)."""
    return sp.eye(3)


@dataclass(frozen=True)
class Formulation:
    """A formulation of absolute body coordinates (seeds 000, 001, 002).

    Attributes:
        name: the name users give (``--formulation``).
        lacks: groups of :data:`mechgen.core.entries.ALL_ENTRIES` it does not have.
        body: builds one body's coordinates from its name and initial orientation.
        rotation_matrix: stores the nine entries of A with the body angular velocity as
            rotational velocity coordinates, so the update is an exponential and the tangent of
            the update is not the identity (:func:`mechgen.symbolic.dynamics.retraction`).
        chart: the constant chart offset C of a body starting at A0 (A = E(q) C).
    """

    name: str
    lacks: tuple[str, ...]
    body: Callable[[str, sp.Matrix], BodyCoordinates] | None = None
    rotation_matrix: bool = False
    chart: Callable[[sp.Matrix], sp.Matrix] = identity_chart

    @property
    def entries(self) -> tuple[str, ...]:
        """The entries this formulation has, in emission order."""
        return tuple(e for e in ALL_ENTRIES if e not in self.lacks)

    def context(self, checked: CheckedModel) -> Context:
        """The formulation's coordinates of the checked model.

        Raises:
            ModelError: for a body without mass and inertia (a frame): its coordinates would
                have no inertia, M no inverse.
        """
        frames = [b.name for b in checked.frames]
        if frames:
            listed = ", ".join(f"'{n}'" for n in frames[:3]) + (
                f" and {len(frames) - 3} more" if len(frames) > 3 else ""
            )
            raise ModelError(
                [
                    Problem(
                        f"body {listed}" if len(frames) == 1 else f"bodies {listed}",
                        f"{'has' if len(frames) == 1 else 'have'} no mass nor inertia (frames "
                        f"between joints, as an imported body with several joints gets): their "
                        f"{self.name} coordinates would have no inertia; only the relative "
                        "formulation takes them, their poses following from the joints "
                        "(--formulation relative --scheme partitioning)",
                    )
                ]
            )
        return Context(checked, self)

    def redundancy(self, ctx: Context, checked: CheckedModel, found: Redundancy) -> Redundancy:
        """The rows to keep: absolute coordinates keep the generic analysis."""
        return found

    def derivation(self, ctx: Context, rows: list[Row]) -> Derivation:
        return Derivation(ctx, rows)

    def retract(self, d: Derivation) -> sp.Matrix:
        """q (+) dv."""
        return retraction(d.ctx, d.dv)

    def additions(
        self, d: Derivation, checked: CheckedModel, rows: list[Row], wanted: tuple[str, ...]
    ) -> Additions:
        return Additions()


class DirectorFormulation(Formulation):
    """The director formulation (seed 000): a constant mass matrix, forces from a potential,
    and the null-space method's entries over the joint tree (eqs. 57-59)."""

    def additions(
        self, d: Derivation, checked: CheckedModel, rows: list[Row], wanted: tuple[str, ...]
    ) -> Additions:
        forest = build_forest(checked, tuple(checked.mechanism.cut_joints))
        check_supported(checked, forest)
        titles = [f"{r.owner_kind} '{r.owner}' ({r.label})" for r in rows]
        titles += [f"body '{c.name}' (internal)" for c in d.ctx.coords for _ in c.normalization]
        director.check_quadratic(d.ctx, d.phi, titles)
        names = forest.rate_names
        mu = [sp.Symbol(f"mu_{k}") for k in range(len(names))]
        w = [sp.Symbol(f"w_{k}") for k in range(d.ctx.nq)]
        tree_joints = {e.joint.name for e in forest.edges}
        return Additions(
            director.entry_table(d, forest, mu, w),
            {
                "mu": Argument.numbered("mu", mu, "increments of the independent coordinates"),
                "w": Argument.numbered(
                    "w", w, "a weight vector, one entry per position coordinate"
                ),
            },
            {
                "mu_names": names,
                "n_mu": len(names),
                "mu_kinds": forest.rate_kinds,
                "tree_joints": [e.joint.name for e in forest.edges],
                "cut_joints": list(forest.cut),
                "free_bases": [b.name for b in forest.roots],
                "closure_rows": [
                    k
                    for k, r in enumerate(rows)
                    if not (r.owner_kind == "joint" and r.owner in tree_joints)
                ],
                "potential_quadratic": director.potential_is_quadratic(d.ctx),
            },
        )


class RelativeFormulation(Formulation):
    """Joint coordinates of a spanning tree (seed 004, :mod:`mechgen.symbolic.relative`): Phi
    holds the closure rows only, the update is plain addition, and a four-bar loop has closed-form
    closing conditions."""

    def context(self, checked: CheckedModel) -> Context:
        return RelativeContext(checked, self)

    def redundancy(self, ctx: Context, checked: CheckedModel, found: Redundancy) -> Redundancy:
        """The closure rows independent at the initial configuration (tree rows hold
        identically); the rank adds the 6 per body the tree coordinates remove (one per
        velocity coordinate)."""
        kept, dropped = independent_rows(ctx, closure_rows(ctx, checked.rows))
        return Redundancy(kept, dropped, len(kept) + 6 * len(checked.bodies) - ctx.nv)

    def derivation(self, ctx: Context, rows: list[Row]) -> Derivation:
        return RelativeDerivation(ctx, rows)

    def retract(self, d: Derivation) -> sp.Matrix:
        return d.ctx.retract(d.dv)

    def additions(
        self, d: Derivation, checked: CheckedModel, rows: list[Row], wanted: tuple[str, ...]
    ) -> Additions:
        choices, closing = closing_conditions(d.ctx) if "closing" in wanted else ([], [])
        return Additions(
            {"closing": lambda: closing_entries(d.ctx, closing)},
            {},
            {
                "tree_joints": [e.joint.name for e in d.ctx.forest.edges],
                "cut_joints": list(d.ctx.forest.cut),
                "closing_choices": choices,
                "q_initial": [float(x) for x in d.ctx.initial],
                "unit_blocks": d.ctx.unit_blocks,
            },
        )


def _d_independent(g: sp.Matrix, ctx: Context, order: int) -> sp.Matrix:
    """d^order g / dq_I^order (times v_I^2 for the second derivative), differentiated in
    symengine (sympy takes 30x longer on these nested atan2/acos expressions)."""
    k = next(i for i, (s, e) in enumerate(zip(ctx.q, g, strict=True)) if e == s)
    qs, out = to_se(ctx.q[k]), []
    for e in g:
        x = to_se(e)
        for _ in range(order):
            x = x.diff(qs)
        out.append(to_sympy(x) * (ctx.v[k] ** 2 if order == 2 else 1))
    return sp.Matrix(out)


def closing_entries(ctx: Context, closing: list[sp.Matrix]) -> list[Entry]:
    """Per choice j of the independent coordinate (metadata closing_choices), three entries:
    ``closing_j`` the full q from q_I (seed 004 eqs. 27, 39-41), ``closing_D_j`` = dq/dq_I
    (eqs. 9, 42) and ``closing_xi_j`` = d^2 q / dq_I^2 v_I^2 (eq. 10). One function per choice:
    a closed form is valid on its own coordinate's range only."""
    out = []
    for j, g in enumerate(closing):
        for name, args, value, symbol, doc in (
            (f"closing_{j}", ("q", "t", "p"), g, "g(q_I)", "Closing conditions: q from q_I."),
            (
                f"closing_D_{j}",
                ("q", "t", "p"),
                _d_independent(g, ctx, 1),
                "D^T",
                "dq/dq_I of the closing conditions.",
            ),
            (
                f"closing_xi_{j}",
                ("q", "v", "t", "p"),
                _d_independent(g, ctx, 2),
                r"\xi",
                "d(D^T)/dt v_I of the closing conditions.",
            ),
        ):
            shape, cells = cells_of(value)
            out.append(Entry(name, args, shape, cells, symbol, f"{doc} Choice {j}."))
    return out


def _body(builder: Callable[[str], BodyCoordinates]) -> Callable[[str, sp.Matrix], BodyCoordinates]:
    """A body builder that does not depend on the initial orientation."""
    return lambda name, A0: builder(name)


#: Every formulation by name. rA, rp, re: seed 001 section 2; se3, so3r3: seed 002 section 2
#: (the entries of the index-1 equations only; their scheme, lie-mk, is explicit); director:
#: seed 000 section 3; relative: seed 004.
FORMULATIONS: dict[str, Formulation] = {
    f.name: f
    for f in (
        Formulation("rA", NULLSPACE + CLOSING, _body(rA_body), rotation_matrix=True),
        Formulation("rp", NULLSPACE + CLOSING + TAYLOR, _body(rp_body)),
        Formulation(
            "re",
            NULLSPACE + CLOSING + TAYLOR,
            lambda name, A0: re_body(name, chart_offset(A0)),
            chart=chart_offset,
        ),
        DirectorFormulation("director", APPLIED_FORCES + CLOSING + TAYLOR, _body(director_body)),
        Formulation(
            "se3", NULLSPACE + INDEX3 + CLOSING + TAYLOR, _body(se3_body), rotation_matrix=True
        ),
        Formulation(
            "so3r3", NULLSPACE + INDEX3 + CLOSING + TAYLOR, _body(rA_body), rotation_matrix=True
        ),
        RelativeFormulation("relative", NULLSPACE + INDEX3 + TAYLOR),
    )
}


def formulation_named(name: str) -> Formulation:
    """The formulation called ``name``.

    Raises:
        ModelError: for an unknown name, listing the known ones.
    """
    if name not in FORMULATIONS:
        raise ModelError(
            [
                Problem(
                    "formulation",
                    f"unknown formulation '{name}' (this derivation knows "
                    f"{', '.join(FORMULATIONS)})",
                )
            ],
            "request",
        )
    return FORMULATIONS[name]
