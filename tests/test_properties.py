"""Property tests (hypothesis) on random mechanisms: open trees of random joints, planar
four-link loops (four revolutes, or three and a prismatic: slider cranks and their inversions)
in a randomly oriented plane, and spatial loops of three or four random joints that move
(:func:`random_mechanisms.mobile_loop`), all with random geometry, masses, full inertia tensors
and initial velocities consistent with every joint, under gravity and, at random, an undamped
spring (:mod:`random_mechanisms`).

Properties (each a ``check_*`` function, run by a fast test with a few examples and by a deep
test marked ``slow`` with many; ``pytest -m slow tests/test_properties.py`` runs the deep ones):

* invariants in rA, rp, re: the expected rows dropped and degrees of freedom, the given state
  consistent (Phi = 0 and Phi_q v = nu without projection), Phi_q of the expected rank along an
  index-3 run, which keeps the constraints, and whose secant velocities satisfy Phi_q v = nu;
* director null space: G P = 0, P spans the null space of the tree rows, the closed loop's null
  space has the expected dimension and holds the initial velocity;
* energy: the director's energy-momentum schemes (constrained and nullspace) conserve energy
  and agree with each other;
* rA, rp and re agree: the same initial state and accelerations, and index-3 runs that differ
  at first order in h only;
* the C backend agrees with numpy: every entry at random arguments, and a short run;
* emission is deterministic: in this process and in a fresh one with another hash seed,
  byte-identical files.

Fast (default, derandomized): 3 + 3 + 3 + 2 + 2 + 2 examples of the smaller mechanisms (trees
of 1 or 2 bodies, 2-body spatial loops, planar loops) plus one pinned example, about 85 s on
two cores. Deep (``-m slow``, new random examples at every run): 30 + 25 + 25 + 12 + 12 + 10
examples of all sizes, about 15 minutes (more when a failure is shrunk: every shrinking step
derives again).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import pytest
from helpers import assert_entries_agree, emitted, emitted_both
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from mechgen.runtime import Model, load_module, required_entries, simulate
from random_mechanisms import (
    FREEDOM,
    Spec,
    build,
    emit_files,
    loop,
    mobile_loops,
    tree,
)

ROOT = Path(__file__).resolve().parent.parent
MOBILE_LOOPS = mobile_loops()
FORMULATIONS = ("rA", "rp", "re")
#: index-3 runs: step and length (20 steps)
H, T = 1e-3, 0.02
#: energy-momentum runs: 50 steps
H_EM, T_EM = 1e-3, 0.05

_COMMON = dict(
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    print_blob=True,
)


def examples(n: int, explore: bool = False) -> settings:
    """Settings of a property test with ``n`` examples: few for the fast test of a property, so
    that the file runs in about a minute and a half on two cores (each example derives and
    emits one to three modules, seconds each), many for its deep test (marked ``slow``).

    The fast tests are derandomized: the same examples at every run, so the default suite has
    a stable run time and no chance failures; ``explore`` (the deep tests) draws new examples
    at every run, which is where new failures are found."""
    return settings(max_examples=n, derandomize=not explore, **_COMMON)


@pytest.fixture(scope="module", autouse=True)
def c_cache(tmp_path_factory):
    """Compiled C libraries go to a temporary cache, not the user's."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("MECHGEN_CACHE_DIR", str(tmp_path_factory.mktemp("c-cache")))
        yield


# -- strategies ---------------------------------------------------------------------------------

#: the seed of a mechanism's geometry, masses, inertias and velocities
seeds = st.integers(min_value=0, max_value=2**16)


@st.composite
def trees(draw, max_bodies: int = 3) -> Spec:
    n = draw(st.integers(min_value=1, max_value=max_bodies))
    kinds = [draw(st.sampled_from(sorted(FREEDOM))) for _ in range(n)]
    parents = [draw(st.integers(min_value=-1, max_value=k - 1)) for k in range(n)]
    return tree(kinds, parents, draw(seeds), draw(st.booleans()))


@st.composite
def planar_loops(draw) -> Spec:
    """Four links (the ground and three bodies) closed by revolutes with parallel axes; one of
    them may be a prismatic joint (slider crank and its inversions)."""
    slider = draw(st.integers(min_value=-1, max_value=3))
    kinds = ["prismatic" if k == slider else "revolute" for k in range(4)]
    return loop("planar_loop", kinds, draw(seeds), draw(st.booleans()))


@st.composite
def spatial_loops(draw, max_joints: int = 4) -> Spec:
    """Three or four joints of random kinds that make a loop move (mobile_loop)."""
    kinds = draw(st.sampled_from([k for k in MOBILE_LOOPS if len(k) <= max_joints]))
    return loop("spatial_loop", kinds, draw(seeds), draw(st.booleans()))


#: the deep tests' mechanisms: trees of 1 to 3 bodies, loops of 2 or 3 bodies and the ground
mechanisms = st.one_of(trees(), planar_loops(), spatial_loops())
#: the fast tests' mechanisms, cheaper to derive: trees of 1 or 2 bodies, spatial loops of 2
#: bodies (planar loops need 3)
small_mechanisms = st.one_of(trees(max_bodies=2), planar_loops(), spatial_loops(max_joints=3))


def directory(tmp_path: Path) -> Path:
    """A fresh directory per example (hypothesis shares the function's tmp_path)."""
    return Path(tempfile.mkdtemp(dir=tmp_path))


def given_state(model: Model) -> tuple[np.ndarray, np.ndarray]:
    """(q, v) packed from the mechanism's initial frames and body twists, without the
    projections of mechgen.runtime.initial (which would hide an inconsistency)."""
    nb = len(model.bodies)
    frames = np.reshape(model.initial_frames(model.p), (nb, 12))
    rates = np.reshape(model.initial_velocities(model.p), (nb, 6))
    q = model.coords.pack(frames)
    now = np.reshape(model.body_frames(q, model.p), (nb, 12))
    return q, model.coords.velocities(q, now, rates)


def nullity(J: np.ndarray, rtol: float = 1e-8) -> int:
    """Columns minus the numerical rank (singular values above rtol of the largest)."""
    if J.size == 0:
        return J.shape[1]
    s = np.linalg.svd(J, compute_uv=False)
    return J.shape[1] - int((s > rtol * s[0]).sum())


# -- invariants in rA, rp, re -------------------------------------------------------------------


def check_invariants(tmp_path: Path, spec: Spec, formulation: str) -> None:
    """Derived structure, the given state and an index-3 run of a random mechanism.

    * Dropped rows and degrees of freedom are those of the mechanism's family (3 redundant rows
      for a planar loop in 3D; Grübler's mobility).
    * The given configuration satisfies Phi to 1e-12 (joints are defined at it) and the given
      velocity, from an independent rigid-body twist model of the joints, satisfies the emitted
      Phi_q v = nu to 1e-12 relative to |Phi_q| |v|: round-off of one product.
    * The index-3 run keeps Phi below 1e-9 (Newton stops at corrections of 1e-11, seed 001
      eq. 46), and Phi_q keeps nullity dof at every step (no loss of rank).
    * Phi_q v = nu for kinematically consistent velocities along the run: the step
      q_n+1 = q_n (+) h v_n+1 joins two configurations with Phi = 0, so along the curve
      c(s) = q_n (+) s v_n+1 the mid-point rule gives Phi_q(c(h/2)) v_n+1 = (Phi(q_n+1) -
      Phi(q_n))/h + O(h^2) exactly when Phi_q is the derivative of Phi along the update. The
      bound allows 2 max|Phi| / h and h^2 (1 + |v|)^3: the third derivative of Phi along c is
      cubic in v with lever arms of order 1. Measured: the residual stays below 2% of the
      bound, while the end-point residual Phi_q(q_n+1) v_n+1 of backward Euler, O(h), exceeds
      it 40-fold, and a wrong Phi_q leaves an O(1) residual.
    """
    built = build(spec)
    module = emitted(
        built.mechanism, formulation, directory(tmp_path), entries=required_entries("index3")
    )
    meta = Model(module).meta
    assert meta.degrees_of_freedom == spec.dof
    assert len(meta.dropped_rows) == spec.redundant
    model = Model(module)
    q, v = given_state(model)
    assert np.abs(model.Phi(q, 0.0, model.p)).max(initial=0.0) < 1e-12
    J = model.Phi_q(q, 0.0, model.p)
    residual = J @ v - model.nu(q, 0.0, model.p)
    assert np.abs(residual).max() < 1e-12 * max(1.0, np.abs(J).max() * np.abs(v).max())
    res = simulate(module, "index3", H, T)
    assert res.constraint_violation.max() < 1e-9
    assert np.isfinite(res.energy).all()
    viol = res.constraint_violation.max()
    for n in range(len(res.t) - 1):
        q_n, t_n = res.q[n], res.t[n]
        w = res.v[n + 1]
        assert nullity(model.Phi_q(res.q[n + 1], res.t[n + 1], model.p)) == spec.dof
        mid = model.retract(q_n, 0.5 * H * w)
        t_mid = t_n + 0.5 * H
        secant = model.Phi_q(mid, t_mid, model.p) @ w - model.nu(mid, t_mid, model.p)
        bound = 2 * viol / H + H**2 * (1 + np.abs(w).max()) ** 3
        assert np.abs(secant).max() < bound, (n, np.abs(secant).max(), bound)


#: Found by test_formulations_agree_deep: a slider-crank inversion whose plane is nearly
#: vertical (normal (0.575, -0.818, 0.0015)). The redundancy analysis, then greedy in row order
#: at 1e-8, dropped J3's CD z and its two DP1 rows and kept CD x and CD y, which see the in-plane
#: vertical direction only through n_z: the kept Phi_q had smallest singular value 3e-4 (of
#: 2.4; 0.43 for the twist model) and the index-3 Newton stalled at step 1 in rA, rp and re.
#: Fixed by the two-pass selection of symbolic/redundancy.py (WELL_POSED); pinned below.
#: test_director_schemes_conserve_energy_deep found a relative in the director formulation,
#: loop("planar_loop", ("revolute", "prismatic", "revolute", "revolute"), 1250, spring=True):
#: the cut joint's kept closure rows give G a smallest singular value of 2.9e-4 and the energy
#: drifts 1.3e-10 in 50 nullspace steps (limit 1e-10), still so after that fix; not pinned
#: (open: the director's closure rows need the same well-posed choice).
ILL_CONDITIONED_ROWS = loop("planar_loop", ("revolute", "prismatic", "revolute", "revolute"), 2274)


@examples(3)
@given(small_mechanisms, st.sampled_from(FORMULATIONS))
@example(ILL_CONDITIONED_ROWS, "rA")
def test_random_mechanisms_keep_their_invariants(tmp_path, spec, formulation):
    check_invariants(tmp_path, spec, formulation)


@pytest.mark.slow
@examples(30, explore=True)
@given(mechanisms, st.sampled_from(FORMULATIONS))
def test_random_mechanisms_keep_their_invariants_deep(tmp_path, spec, formulation):
    check_invariants(tmp_path, spec, formulation)


# -- director null space ------------------------------------------------------------------------


def null_space_matrix(model: Model, q: np.ndarray) -> np.ndarray:
    """P(q), n_q x n_mu (an emitted single-column matrix comes back flat, as
    mechgen.runtime.energy_momentum.nullspace notes)."""
    P = np.asarray(model.nullspace(q, model.p))
    assert P.size == model.n_q * model.meta.n_mu
    return P.reshape(model.n_q, model.meta.n_mu)


def check_director_null_space(tmp_path: Path, spec: Spec) -> None:
    """G P = 0 for the director formulation's null-space matrix (seed 000 eqs. 14, 74).

    * On the tree rows (joints of the spanning tree and the directors' internal rows),
      G(q) P(q) = 0 at consistent configurations q = F_q0(mu) and at mid-points of pairs of
      them, to 1e-12 of |G| |P| (round-off of the product: P is exact, not a numerical basis).
    * P has full column rank and spans the whole null space of the tree rows: n_mu columns,
      n_mu = n_q - rank G_tree = the tree joints' freedoms + 6 per free base.
    * With the closure rows of the cut joint, G(q0) P N = 0 has a null space N of dimension
      dof, and the given initial velocity (from the independent twist model) satisfies
      G(q0) v0 = 0 (autonomous: nu = 0) to round-off.
    """
    built = build(spec)
    module = emitted(
        built.mechanism, "director", directory(tmp_path), entries=required_entries("nullspace")
    )
    model = Model(module)
    meta = model.meta
    closure = set(meta.closure_rows)
    tree_rows = [k for k in range(model.n_c) if k not in closure]
    kinds = dict(zip([f"J{k}" for k in range(len(spec.kinds))], spec.kinds, strict=True))
    n_mu = sum(FREEDOM[kinds[j]] for j in meta.tree_joints) + 6 * len(meta.free_bases)
    assert meta.n_mu == n_mu
    q0, v0 = given_state(model)
    G0 = model.Phi_q(q0, 0.0, model.p)
    assert np.abs(G0 @ v0).max() < 1e-12 * max(1.0, np.abs(G0).max() * np.abs(v0).max())
    P0 = null_space_matrix(model, q0)
    assert nullity(G0[sorted(closure)] @ P0 if closure else np.zeros((0, n_mu))) == spec.dof
    assert nullity(G0) == spec.dof
    rng = np.random.default_rng(spec.seed)
    for _ in range(3):
        qa = model.reparam(q0, 0.3 * rng.standard_normal(n_mu), model.p)
        qb = model.reparam(qa, 0.3 * rng.standard_normal(n_mu), model.p)
        assert np.abs(model.Phi(qa, 0.0, model.p)[tree_rows]).max(initial=0.0) < 1e-12
        for q in (qa, 0.5 * (qa + qb)):
            G = model.Phi_q(q, 0.0, model.p)[tree_rows]
            P = null_space_matrix(model, q)
            scale = max(1.0, np.abs(G).max() * np.abs(P).max(initial=0.0))
            assert np.abs(G @ P).max(initial=0.0) < 1e-12 * scale
        if n_mu:
            s = np.linalg.svd(P, compute_uv=False)
            assert s[-1] > 1e-6 * s[0]
        assert nullity(G) == n_mu


@examples(3)
@given(small_mechanisms)
def test_director_null_space(tmp_path, spec):
    check_director_null_space(tmp_path, spec)


@pytest.mark.slow
@examples(25, explore=True)
@given(mechanisms)
def test_director_null_space_deep(tmp_path, spec):
    check_director_null_space(tmp_path, spec)


# -- energy ---------------------------------------------------------------------------------------


def check_energy(tmp_path: Path, spec: Spec) -> None:
    """The energy-momentum schemes conserve the energy of a conservative system exactly up to
    the Newton tolerance (seed 000 sec. 2.2). The mechanism carries gravity and an undamped
    spring to the ground, so the potential is not quadratic and the schemes go through
    Gonzalez's discrete gradient. Over 50 steps the drift stays below 1e-10 of the largest
    kinetic energy. test_director asserts 1e-10 of max(|E|, kinetic) for the bundled examples;
    the kinetic energy alone is the stricter scale (|E| depends on the origin). Measured here:
    1e-14 to 3e-12; with the plain mid-point gradient in place of the discrete one, 3e-8 to
    1e-6 on most examples (O(h^2)). Constraints hold to 1e-10 and the two schemes, which solve
    the same discrete equations, agree to 1e-8. All of it on both backends (the C module runs
    the compiled kernels, discrete gradient included)."""
    built = build(spec, spring=True)
    modules = emitted_both(
        built.mechanism, "director", directory(tmp_path), entries=required_entries("constrained")
    )
    runs = {
        (s, backend): simulate(module, s, H_EM, T_EM)
        for s in ("constrained", "nullspace")
        for backend, module in modules.items()
    }
    for key, r in runs.items():
        E = r.energy
        scale = max(r.kinetic_energy.max(), 1e-3)
        drift = np.abs(E - E[0]).max()
        assert drift < 1e-10 * scale, (key, drift, scale)
        assert r.constraint_violation.max() < 1e-10, key
    for backend in modules:
        agree = runs["constrained", backend].q - runs["nullspace", backend].q
        assert np.abs(agree).max() < 1e-8, backend


@examples(3)
@given(small_mechanisms)
def test_director_schemes_conserve_energy(tmp_path, spec):
    check_energy(tmp_path, spec)


@pytest.mark.slow
@examples(25, explore=True)
@given(mechanisms)
def test_director_schemes_conserve_energy_deep(tmp_path, spec):
    check_energy(tmp_path, spec)


# -- formulations agree -------------------------------------------------------------------------


def _frames(result) -> np.ndarray:
    """Per stored time, every body's r and A (12 numbers each)."""
    n = len(result.t)
    return np.concatenate(
        [np.hstack([d["r"], d["A"].reshape(n, 9)]) for d in result.bodies.values()], axis=1
    )


def _twists(result) -> np.ndarray:
    n = len(result.t)
    return np.concatenate(
        [np.hstack([d["v"], d["omega"]]).reshape(n, 6) for d in result.bodies.values()], axis=1
    )


def check_formulations_agree(tmp_path: Path, spec: Spec) -> None:
    """rA, rp and re describe the same motion.

    * Initial state: body positions, rotation matrices, velocities and angular velocities agree
      to 1e-12 (the same frames and twists through each formulation's coordinates and back).
    * Initial centre-of-mass accelerations r'' (the first three velocity coordinates of every
      body in each formulation) agree to 1e-9 of their size: each solves its own index-1
      system (M, Q, Phi_q, gamma differ entirely), whose condition number stays below ~1e3.
    * Index-3 runs (backward Euler) of each approximate the same solution with an error
      c_f h + O(h^2); the difference D(h) between two formulations is then (c_f - c_rA) h +
      O(h^2), so halving h halves it: |2 D(h/2) - D(h)| <= 0.2 |D(h)| + 1e-9 (the last term the
      Newton tolerance, 1e-11 per step in positions). Differences that do not shrink with h
      (different dynamics) fail.
    """
    built = build(spec)
    modules = {
        f: emitted(built.mechanism, f, directory(tmp_path), entries=required_entries("index3"))
        for f in FORMULATIONS
    }
    runs = {f: {h: simulate(m, "index3", h, T) for h in (H, H / 2)} for f, m in modules.items()}
    ref = runs["rA"]
    frames0 = _frames(ref[H])[0]
    twists0 = _twists(ref[H])[0]
    acc0 = {}
    for f, m in modules.items():
        layout = m.METADATA["v_layout"]
        acc0[f] = np.concatenate([runs[f][H].traj.a[0][a : a + 3] for a, _ in layout.values()])
    for f in FORMULATIONS[1:]:
        assert np.abs(_frames(runs[f][H])[0] - frames0).max() < 1e-12
        assert np.abs(_twists(runs[f][H])[0] - twists0).max() < 1e-12 * max(
            1.0, np.abs(twists0).max()
        )
        scale = max(1.0, np.abs(acc0["rA"]).max())
        assert np.abs(acc0[f] - acc0["rA"]).max() < 1e-9 * scale, f
        d_h = _frames(runs[f][H]) - _frames(ref[H])
        d_half = (_frames(runs[f][H / 2]) - _frames(ref[H / 2]))[::2]
        extrapolated = np.abs(2 * d_half - d_h).max()
        assert extrapolated <= 0.2 * np.abs(d_h).max() + 1e-9, (
            f,
            np.abs(d_h).max(),
            np.abs(d_half).max(),
            extrapolated,
        )


@examples(2)
@given(small_mechanisms)
def test_formulations_agree(tmp_path, spec):
    check_formulations_agree(tmp_path, spec)


@pytest.mark.slow
@examples(12, explore=True)
@given(mechanisms)
def test_formulations_agree_deep(tmp_path, spec):
    check_formulations_agree(tmp_path, spec)


# -- C backend ----------------------------------------------------------------------------------


def check_c_backend(tmp_path: Path, spec: Spec, formulation: str) -> None:
    """One equation set emitted with both backends: the C module (compiled with -Wall -Wextra
    -Werror) has the same entries and metadata, every entry agrees with numpy to 1e-12 relative
    at random arguments (different evaluation order and CSE rounding only), and a short run
    (index3 for rA/rp/re through the C kernel; constrained for the director, entry by entry)
    agrees to 1e-10 (test_c_backend's bound for 500 steps; ours are 20)."""
    scheme = "constrained" if formulation == "director" else "index3"
    paths = emit_files(spec, formulation, required_entries(scheme), directory(tmp_path))
    py = load_module(next(p for p in paths if p.suffix == ".py" and not p.stem.endswith("_c")))
    c = load_module(next(p for p in paths if p.stem.endswith("_c")))
    assert c.BACKEND == "c" and c.ENTRIES == py.ENTRIES and c.METADATA == py.METADATA
    assert_entries_agree(c, py, np.random.default_rng(spec.seed), 2)
    ref, run = simulate(py, scheme, H, T), simulate(c, scheme, H, T)
    assert run.backend == "c"
    np.testing.assert_allclose(run.q, ref.q, rtol=0, atol=1e-10)
    np.testing.assert_allclose(run.v, ref.v, rtol=0, atol=1e-10 * max(1, np.abs(ref.v).max()))


@examples(2)
@given(small_mechanisms, st.sampled_from((*FORMULATIONS, "director")))
def test_c_backend_matches_numpy(tmp_path, spec, formulation):
    check_c_backend(tmp_path, spec, formulation)


@pytest.mark.slow
@examples(12, explore=True)
@given(mechanisms, st.sampled_from((*FORMULATIONS, "director")))
def test_c_backend_matches_numpy_deep(tmp_path, spec, formulation):
    check_c_backend(tmp_path, spec, formulation)


# -- determinism --------------------------------------------------------------------------------

_EMIT = """
import json, sys
sys.path[:0] = {paths!r}
from random_mechanisms import Spec, emit_files
a = json.loads(sys.argv[1])
edges = tuple(map(tuple, a["edges"]))
spec = Spec(a["family"], tuple(a["kinds"]), edges, a["seed"], a["spring"])
emit_files(spec, a["formulation"], a["entries"], a["directory"])
"""


def check_deterministic(tmp_path: Path, spec: Spec, formulation: str) -> None:
    """Building, deriving and emitting (numpy and C sources) the same random mechanism in this
    process (after many other derivations: warm caches) and in a fresh subprocess with another
    PYTHONHASHSEED (the iteration order of sets of symbols and strings changes with it), into
    two directories, gives the same file names and byte-identical files."""
    scheme = "constrained" if formulation == "director" else "index3"
    entries = required_entries(scheme)
    dirs = [directory(tmp_path) for _ in range(2)]
    args = {
        "family": spec.family,
        "kinds": list(spec.kinds),
        "edges": [list(e) for e in spec.edges],
        "seed": spec.seed,
        "spring": spec.spring,
        "formulation": formulation,
        "entries": list(entries),
        "directory": str(dirs[1]),
    }
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "1" if os.environ.get("PYTHONHASHSEED") != "1" else "2"
    script = _EMIT.format(paths=[str(ROOT), str(ROOT / "tests")])
    child = subprocess.Popen(
        [sys.executable, "-c", script, json.dumps(args)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        emit_files(spec, formulation, entries, dirs[0])
    finally:
        try:
            _, err = child.communicate(timeout=600)
        except subprocess.TimeoutExpired:
            child.kill()
            raise
    assert child.returncode == 0, err
    names = [sorted(p.name for p in d.iterdir()) for d in dirs]
    assert names[0] == names[1] and names[0]
    for name in names[0]:
        assert (dirs[0] / name).read_bytes() == (dirs[1] / name).read_bytes(), name


@examples(2)
@given(small_mechanisms, st.sampled_from((*FORMULATIONS, "director")))
def test_emission_is_deterministic(tmp_path, spec, formulation):
    check_deterministic(tmp_path, spec, formulation)


@pytest.mark.slow
@examples(10, explore=True)
@given(mechanisms, st.sampled_from((*FORMULATIONS, "director")))
def test_emission_is_deterministic_deep(tmp_path, spec, formulation):
    check_deterministic(tmp_path, spec, formulation)
