"""Property tests (hypothesis): random trees of random joints keep their invariants.

For a tree (no loops) built from the joints of the model: the initial configuration satisfies
every constraint, no row is redundant, the degrees of freedom equal the sum of the joints'
freedoms, and an index-3 run keeps the constraints to round-off.
"""

from __future__ import annotations

import numpy as np
from conftest import emitted, model
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mechgen.rotations import exp_so3
from runtime import simulate
from symbolic import Mechanism

FREEDOM = {
    "spherical": 3,
    "revolute": 1,
    "cylindrical": 2,
    "prismatic": 1,
    "planar": 3,
    "universal": 2,
    "fixed": 0,
}


@st.composite
def trees(draw):
    n = draw(st.integers(min_value=1, max_value=3))
    joints = [draw(st.sampled_from(sorted(FREEDOM))) for _ in range(n)]
    parents = [draw(st.integers(min_value=-1, max_value=k - 1)) for k in range(n)]
    seed = draw(st.integers(min_value=0, max_value=2**16))
    formulation = draw(st.sampled_from(("rA", "rp", "re")))
    return joints, parents, seed, formulation


def build(joints, parents, seed) -> Mechanism:
    rng = np.random.default_rng(seed)
    m = Mechanism("random_tree", gravity=(0, 0, -9.81))
    bodies = []
    for k, (kind, parent) in enumerate(zip(joints, parents, strict=True)):
        A = exp_so3(rng.normal(size=3))
        body = m.add_body(
            f"b{k}",
            mass=float(rng.uniform(0.5, 2.0)),
            inertia=tuple(float(x) for x in rng.uniform(0.1, 0.2, size=3)),
            position=tuple(float(x) for x in rng.normal(size=3)),
            orientation=A.tolist(),
            angular_velocity=tuple(float(x) for x in rng.normal(size=3)),
        )
        other = m.ground if parent < 0 else bodies[parent]
        axis = rng.normal(size=3)
        axis_j = np.cross(axis, rng.normal(size=3))
        m.add_joint(
            kind,
            other,
            body,
            point=tuple(float(x) for x in rng.normal(size=3)),
            axis=tuple(float(x) for x in axis),
            axis_i=tuple(float(x) for x in axis),
            axis_j=tuple(float(x) for x in axis_j),
            name=f"J{k}",
        )
        bodies.append(body)
    return m


@settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(trees())
def test_random_trees_keep_their_invariants(tmp_path, tree):
    joints, parents, seed, formulation = tree
    m = build(joints, parents, seed)
    mod = model(emitted(m, formulation, tmp_path / f"tree{seed}_{formulation}"))
    assert mod.meta["dropped_rows"] == []
    assert mod.meta["degrees_of_freedom"] == sum(FREEDOM[k] for k in joints)
    res = simulate(mod.module, "index3", 1e-3, 0.02)
    assert res.constraint_violation.max() < 1e-9
    assert np.isfinite(res.energy).all()
