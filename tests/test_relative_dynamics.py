"""Dynamics of the relative formulation (symbolic/relative.py) against first principles.

Every reference below is computed by numbers from the emitted kinematics alone (the entries
``body_frames`` and ``body_velocities``) and the mechanism's data (masses, inertias, gravity,
point loads, spring-dampers); none of it reads the emitted M or Q:

* velocities: (r', w) of ``body_velocities`` are the derivatives of ``body_frames`` along
  q + s q', q' = T(q) v (the module's ``qdot``: v itself but for the Euler parameters of ball
  joints and free bodies, whose velocity coordinates are angular velocities; central
  differences, w from A' A^T);
* M: the kinetic energy T(q, v) = sum 1/2 m r'.r' + 1/2 w.(A J A^T) w is a quadratic form in v,
  so M_ii = 2 T(e_i) and M_ij = T(e_i + e_j) - T(e_i) - T(e_j) hold exactly (polarization);
* Q: Lagrange's equations in q, d/dt(dT/dq') - dT/dq = -dV/dq + dP/dq' (+ the Euler
  parameters' multipliers), written in v (:meth:`Reference.forces`); where q' = v they read
  M a = Q, Q = d(T - V)/dq - (sum_k v_k dM/dq_k) v + dP/dv, with V the potential of gravity and
  springs and P = sum F.v_point + N.w - sum c l'^2 / 2 (damping as Rayleigh's function): the
  q-derivatives by central differences, dP/dv by central differences of step 1 (exact, P is
  quadratic in v).

The poses themselves are checked against the joints: read as rA coordinates, they satisfy the
rA module's rows of every tree joint.

Mechanisms: the bundled physical pendulum and planar four-bar, the parameterized pendulum of
tests/mechanisms.py (random parameters), a spatial chain of every supported tree joint
(revolute, universal, cylindrical, prismatic, planar, fixed; two declared child first) with a
full inertia tensor, two spring-dampers (one to the ground) and a time-dependent point load
with a torque, and Bricard's linkage (six revolutes in one spatial loop), whose relative model
used to take more than 20 minutes and 2 GB to derive and now takes seconds.
"""

from __future__ import annotations

import inspect
import math
import warnings

import numpy as np
import pytest
import sympy as sp
from helpers import emitted, on_sphere
from mechanisms import bricard, parameterized_pendulum
from mechgen.codegen.emit import emit, write
from mechgen.examples import load_mechanism
from mechgen.runtime import load_module, simulate
from mechgen.runtime.schemes import required_entries
from mechgen.symbolic import Mechanism, derive

ENTRIES = ("qdot", "M", "Q", "energy", "body_frames", "body_velocities")
#: central-difference step in q for the derivatives of T, V and M (truncation ~h^2, round-off
#: ~1e-16/h relative: both near 1e-10 of the largest term)
H_Q = 1e-5


def spatial_chain() -> Mechanism:
    """Six bodies on every supported tree joint: ground -R1- l1 -U2- l2 -C3- l3 -P4- l4,
    ground -E5- l5 and l2 -F6- l6 (fixed), with C3 and E5 declared child first (the tree runs
    from body j to body i);
    a spring-damper from l3 to the ground and one between l5 and l1, a point force growing with
    t and a torque on l2, full inertia tensors on l2, the spring stiffness a parameter k."""
    m = Mechanism("spatial_chain", gravity=(0, 0, -9.81))
    k = m.parameter("k", 40.0)
    c, s = math.cos(1 / 3), math.sin(1 / 3)
    l1 = m.add_body("l1", mass=1.2, inertia=(0.02, 0.1, 0.11), position=(0.3, 0.1, -0.4))
    l2 = m.add_body(
        "l2",
        mass=0.8,
        inertia=[[0.05, 0.01, 0.0], [0.01, 0.07, 0.02], [0.0, 0.02, 0.09]],
        position=(0.7, 0.2, -0.9),
        orientation=[[c, -s, 0], [s, c, 0], [0, 0, 1]],
    )
    l3 = m.add_body("l3", mass=0.5, inertia=(0.01, 0.03, 0.03), position=(1.1, 0.6, -1.2))
    l4 = m.add_body("l4", mass=0.3, inertia=(0.004, 0.004, 0.006), position=(1.5, 0.8, -1.5))
    l5 = m.add_body("l5", mass=0.7, inertia=(0.02, 0.02, 0.03), position=(-0.5, 0.2, 0.3))
    l6 = m.add_body("l6", mass=0.2, inertia=(0.001, 0.002, 0.002), position=(0.8, 0.0, -1.0))
    m.add_joint("revolute", m.ground, l1, point=(0, 0, 0), axis=(0.2, 0.1, 1.0), name="R1")
    m.add_joint(
        "universal", l1, l2, point=(0.5, 0.1, -0.7), axis_i=(1, 0, 0), axis_j=(0, 1, 0), name="U2"
    )
    m.add_joint("cylindrical", l3, l2, point=(0.9, 0.4, -1.0), axis=(0.3, 1.0, -0.2), name="C3")
    m.add_joint("prismatic", l3, l4, point=(1.3, 0.7, -1.3), axis=(1.0, 0.5, -0.5), name="P4")
    m.add_joint("planar", l5, m.ground, point=(-0.5, 0, 0), normal=(0.1, 0.2, 1.0), name="E5")
    m.add_joint("fixed", l2, l6, point=(0.8, 0.1, -0.9), name="F6")
    m.add_spring(
        l3,
        m.ground,
        point_i=(0.1, 0, 0),
        point_j=(1, 1, 0),
        stiffness=k,
        damping=0.7,
        rest_length=0.4,
    )
    m.add_spring(
        l5,
        l1,
        point_i=(0, 0.1, 0),
        point_j=(0.1, 0, 0.1),
        stiffness=25.0,
        damping=0.3,
        rest_length=0.2,
    )
    m.add_force(l2, force=(0.3, -0.2, 1.0 + m.t), point=(0.1, 0.05, 0), torque=(0.05, 0, -0.1))
    return m


def ball_tree() -> Mechanism:
    """Euler-parameter charts (issue 39): a free base turned away from the global axes with a
    full inertia tensor, a ball joint to an arm turned otherwise (its chart in the arm's frame)
    and a revolute to a forearm; a pendulum on a ball joint declared child first (the tree runs
    from body j to body i), a spring-damper between it and the base and a point load with a
    torque on the arm."""
    m = Mechanism("ball_tree", gravity=(0, -9.81, -3.0))
    c, s = math.cos(0.4), math.sin(0.4)
    base = m.add_body(
        "base",
        mass=2.0,
        inertia=[[0.2, 0.02, -0.01], [0.02, 0.3, 0.03], [-0.01, 0.03, 0.25]],
        position=(0.1, 0.2, 0.5),
        orientation=[[c, 0, s], [0, 1, 0], [-s, 0, c]],
    )
    arm = m.add_body(
        "arm",
        mass=0.9,
        inertia=[[0.02, 0.0, 0.004], [0.0, 0.05, 0.0], [0.004, 0.0, 0.06]],
        position=(0.5, 0.3, 0.4),
        orientation=[[c, -s, 0], [s, c, 0], [0, 0, 1]],
    )
    forearm = m.add_body("forearm", mass=0.4, inertia=(0.01, 0.02, 0.02), position=(0.9, 0.3, 0.3))
    pend = m.add_body("pend", mass=0.6, inertia=(0.01, 0.01, 0.004), position=(-0.4, 0.0, -0.5))
    m.add_joint("spherical", base, arm, point=(0.3, 0.25, 0.45), name="B1")
    m.add_joint("revolute", arm, forearm, point=(0.7, 0.3, 0.35), axis=(0, 0.6, 0.8), name="R2")
    m.add_joint("spherical", pend, m.ground, point=(-0.4, 0.0, 0.0), name="B3")
    m.add_spring(
        pend,
        base,
        point_i=(0, 0, 0.1),
        point_j=(0.1, 0, 0),
        stiffness=30.0,
        damping=0.4,
        rest_length=0.5,
    )
    m.add_force(arm, force=(0.2, 0.1, -0.3 * m.t), point=(0.1, 0, 0.05), torque=(0, 0.05, 0.02))
    return m


BUILDERS = {
    "ball_tree": ball_tree,
    "physical_pendulum": lambda: load_mechanism("physical_pendulum"),
    "planar_four_bar": lambda: load_mechanism("planar_four_bar"),
    "parameterized_pendulum": parameterized_pendulum,
    "spatial_chain": spatial_chain,
}


class Reference:
    """T, V and P of a mechanism from its emitted kinematics and its data, by numbers."""

    def __init__(self, mechanism: Mechanism, module, p: np.ndarray):
        self.module, self.p = module, np.asarray(p, dtype=float)
        self.values = dict(zip(mechanism.parameters.values(), self.p, strict=True))
        self.t_symbol = mechanism.t
        self.mass = {b.name: self._number(b.mass) for b in mechanism.bodies}
        self.inertia = {b.name: self._array(b.inertia) for b in mechanism.bodies}
        self.gravity = self._array(mechanism.gravity).ravel()
        name = mechanism.find_body
        self.loads = [(name(ld.body).name, ld) for ld in mechanism.loads]
        self.springs = [(name(s.body_i).name, name(s.body_j).name, s) for s in mechanism.springs]

    def _number(self, x, t: float = 0.0) -> float:
        return float(sp.sympify(x).subs({**self.values, self.t_symbol: t}))

    def _array(self, x, t: float = 0.0) -> np.ndarray:
        return np.array(sp.Matrix(x).subs({**self.values, self.t_symbol: t}), dtype=float)

    def frames(self, q) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        rows = self.module.body_frames(q, self.p)
        out = {"ground": (np.zeros(3), np.eye(3))}
        for name, row in zip(self.module.METADATA["bodies"], rows, strict=True):
            out[name] = (row[:3], row[3:].reshape(3, 3))
        return out

    def velocities(self, q, v) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        rows = self.module.body_velocities(q, v, self.p)
        out = {"ground": (np.zeros(3), np.zeros(3))}
        for name, row in zip(self.module.METADATA["bodies"], rows, strict=True):
            out[name] = (row[:3], row[3:])
        return out

    def kinetic(self, q, v) -> float:
        frames, vel = self.frames(q), self.velocities(q, v)
        total = 0.0
        for name, mass in self.mass.items():
            A, (rd, w) = frames[name][1], vel[name]
            total += 0.5 * mass * rd @ rd + 0.5 * w @ A @ self.inertia[name] @ A.T @ w
        return total

    def _spring(self, spring, frames, i, j):
        xi = frames[i][0] + frames[i][1] @ self._array(spring.point_i).ravel()
        xj = frames[j][0] + frames[j][1] @ self._array(spring.point_j).ravel()
        return xi, xj

    def potential(self, q) -> float:
        frames = self.frames(q)
        total = sum(-m * self.gravity @ frames[name][0] for name, m in self.mass.items())
        for i, j, spring in self.springs:
            xi, xj = self._spring(spring, frames, i, j)
            stretch = np.linalg.norm(xj - xi) - self._number(spring.rest_length)
            total += 0.5 * self._number(spring.stiffness) * stretch**2
        return total

    def power(self, q, v, t: float) -> float:
        """Power of the point loads minus Rayleigh's dissipation function of the dampers."""
        frames, vel = self.frames(q), self.velocities(q, v)

        def point_velocity(name, point):
            (rd, w), A = vel[name], frames[name][1]
            return rd + np.cross(w, A @ self._array(point).ravel())

        total = 0.0
        for name, load in self.loads:
            total += self._array(load.force, t).ravel() @ point_velocity(name, load.point)
            total += self._array(load.torque, t).ravel() @ vel[name][1]
        for i, j, spring in self.springs:
            xi, xj = self._spring(spring, frames, i, j)
            d = xj - xi
            rate = d @ (point_velocity(j, spring.point_j) - point_velocity(i, spring.point_i))
            total -= 0.5 * self._number(spring.damping) * (rate / np.linalg.norm(d)) ** 2
        return total

    def mass_matrix(self, q) -> np.ndarray:
        """By polarization of T (exact: T is a quadratic form in v)."""
        n = self.module.N_V
        E = np.eye(n)
        diag = np.array([self.kinetic(q, E[i]) for i in range(n)])
        M = np.diag(2 * diag)
        for i in range(n):
            for j in range(i + 1, n):
                M[i, j] = M[j, i] = self.kinetic(q, E[i] + E[j]) - diag[i] - diag[j]
        return M

    def rates(self, q) -> np.ndarray:
        """T(q) with q' = T(q) v (the module's qdot, linear in v): the identity but for the
        Euler parameters of ball joints and free bodies."""
        return np.column_stack([self.module.qdot(q, e) for e in np.eye(self.module.N_V)])

    def chart_mass_matrix(self, q) -> np.ndarray:
        """M_q = W^T M W, the mass matrix of T in q' (W = T(q)^+, so v = W q' where q' = T v;
        off the Euler parameters' sphere, one extension of it)."""
        W = np.linalg.pinv(self.rates(q))
        return W.T @ self.mass_matrix(q) @ W

    def forces(self, q, v, t: float) -> np.ndarray:
        """Q from Lagrange's equations in the coordinates q (module docstring), written in the
        velocity coordinates v: with q' = T v, Lagrange's M_q q'' = Q_q + lam dg/dq (g the
        Euler parameters' norms, whose multipliers T^T removes: T^T dg/dq = 0) and q'' = T a +
        T' v give M a = T^T (Q_q - M_q T' v), M = T^T M_q T, where
        Q_q = d(T - V)/dq - (sum_k q'_k dM_q/dq_k) q' (T as a function of q and q', v = W q');
        the loads and dampers add dP/dv. Where q' = v, that is the familiar
        d(T - V)/dq - (dM/dq . v) v + dP/dv."""
        n = len(q)
        E = np.eye(n)
        T = self.rates(q)
        qdot = T @ v

        def lagrangian(x):
            return self.kinetic(x, np.linalg.pinv(self.rates(x)) @ qdot) - self.potential(x)

        grad = np.array(
            [
                (lagrangian(q + H_Q * E[k]) - lagrangian(q - H_Q * E[k])) / (2 * H_Q)
                for k in range(n)
            ]
        )
        M_q = self.chart_mass_matrix(q)
        dM = (self.chart_mass_matrix(q + H_Q * qdot) - self.chart_mass_matrix(q - H_Q * qdot)) / (
            2 * H_Q
        )
        dT = (self.rates(q + H_Q * qdot) - self.rates(q - H_Q * qdot)) / (2 * H_Q)
        m = self.module.N_V
        dP = np.array(
            [
                (self.power(q, v + np.eye(m)[k], t) - self.power(q, v - np.eye(m)[k], t)) / 2
                for k in range(m)
            ]
        )
        return T.T @ (grad - dM @ qdot - M_q @ dT @ v) + dP


def _module(mechanism, directory, entries=ENTRIES):
    return emitted(mechanism, "relative", directory, entries=entries)


@pytest.fixture(scope="module", params=sorted(BUILDERS))
def case(request, tmp_path_factory):
    """(name, mechanism, module, reference at random parameters, random generator)."""
    name = request.param
    mechanism = BUILDERS[name]()
    module = _module(mechanism, tmp_path_factory.mktemp(name))
    rng = np.random.default_rng(sum(map(ord, name)))
    p = np.asarray(module.PARAMETER_DEFAULTS, dtype=float) * rng.uniform(
        0.8, 1.2, len(module.PARAMETER_DEFAULTS)
    )
    return name, mechanism, module, Reference(mechanism, module, p), rng


def _states(module, rng, count: int = 4):
    """Random (q, v, t): angles and displacements of order 1, rates of order 1; Euler
    parameters on the unit sphere (where their kinematics holds)."""
    for _ in range(count):
        q, v = on_sphere(module, rng.normal(size=module.N_Q), rng.normal(size=module.N_V))
        yield q, v, rng.uniform(0.0, 2.0)


def test_tree_joints_hold_at_every_configuration(case, tmp_path):
    """The poses of body_frames at random q, read as rA coordinates (r and A by rows, seed 001),
    satisfy every row of the rA module's Phi that belongs to a tree joint, and its other rows
    (cut joints, drivers) equal the relative module's Phi row by row: measured 2.4e-16 of the
    largest coordinate at worst (4.1e-16 on Bricard's loop), asserted 1e-12."""
    _, mechanism, module, ref, rng = case
    absolute = emitted(mechanism, "rA", tmp_path, entries=("Phi",))
    tree = set(module.METADATA["tree_joints"])

    def rows(mod):
        return [(r["owner"], r["label"]) for r in mod.METADATA["constraint_rows"]]

    closure = {key: k for k, key in enumerate(rows(module))}
    for q, _, t in _states(module, rng):
        x = module.body_frames(q, ref.p).ravel()
        phi, expected = absolute.Phi(x, t, ref.p), module.Phi(q, t, ref.p)
        scale = max(1.0, np.abs(x).max())
        for k, key in enumerate(rows(absolute)):
            if key[0] in tree:
                assert abs(phi[k]) < 1e-12 * scale, key
            elif key in closure:
                assert abs(phi[k] - expected[closure[key]]) < 1e-12 * scale, key


def test_velocities_are_the_derivatives_of_the_poses(case):
    """r' and w of body_velocities equal d/ds of r and A (w~ = A' A^T) of body_frames along
    q + s v, central differences of step 1e-6: measured 1.9e-10 of the largest velocity at worst
    (the spatial chain), asserted 1e-8."""
    _, _, module, ref, rng = case
    h = 1e-6
    for q, v, _ in _states(module, rng):
        qdot = np.ravel(module.qdot(q, v))
        plus, minus = ref.frames(q + h * qdot), ref.frames(q - h * qdot)
        vel = ref.velocities(q, v)
        scale = max(1.0, max(np.abs(np.concatenate(x)).max() for x in vel.values()))
        for name, (rd, w) in vel.items():
            if name == "ground":
                continue
            A = ref.frames(q)[name][1]
            r_rate = (plus[name][0] - minus[name][0]) / (2 * h)
            W = (plus[name][1] - minus[name][1]) / (2 * h) @ A.T
            w_fd = np.array([W[2, 1] - W[1, 2], W[0, 2] - W[2, 0], W[1, 0] - W[0, 1]]) / 2
            assert np.abs(rd - r_rate).max() < 1e-8 * scale, name
            assert np.abs(w - w_fd).max() < 1e-8 * scale, name


def test_a_free_base_turn_enters_neither_m_nor_the_rows(tmp_path):
    """The free base's velocity coordinates are its own body-frame velocities, so its columns
    are constant and its Euler parameters enter M nowhere (symbolic/relative.py): M at random
    states that differ only in the base's turn is the same to the last bit. With the Euler
    parameters' rates as velocity coordinates (before issue 39's chart) M depended on them."""
    module = _module(ball_tree(), tmp_path, ENTRIES)
    (base,) = [slice(*b) for b in module.METADATA["unit_blocks"] if b[0] == 3]
    rng = np.random.default_rng(8)
    p = np.asarray(module.PARAMETER_DEFAULTS, dtype=float)
    q = on_sphere(module, rng.normal(size=module.N_Q), np.zeros(module.N_V))[0]
    turned = q.copy()
    turned[base] = rng.normal(size=4)
    turned[base] /= np.linalg.norm(turned[base])
    np.testing.assert_array_equal(module.M(q, p), module.M(turned, p))
    assert "q_base_e0" not in inspect.getsource(module.M)


def test_mass_matrix_is_the_kinetic_energy(case):
    """M equals the polarization of T to round-off (measured 7.1e-16 of its largest entry at
    worst, asserted 1e-13), is symmetric, and the emitted energy's T is 1/2 v.M v and the
    reference T (measured 4.4e-16)."""
    _, _, module, ref, rng = case
    for q, v, t in _states(module, rng):
        M = module.M(q, ref.p).reshape(module.N_V, module.N_V)
        scale = np.abs(M).max()
        np.testing.assert_allclose(M, ref.mass_matrix(q), rtol=0, atol=1e-13 * scale)
        np.testing.assert_array_equal(M, M.T)
        T = module.energy(q, v, t, ref.p)[0]
        assert abs(T - 0.5 * v @ M @ v) < 1e-13 * max(1.0, abs(T))
        assert abs(T - ref.kinetic(q, v)) < 1e-13 * max(1.0, abs(T))


def test_forces_satisfy_lagrange_equations(case):
    """Q equals d(T - V)/dq - (dM/dq . v) v + dP/dv from the emitted kinematics by
    differences (step 1e-5 in q): measured 1.1e-10 of the largest term at worst (the spatial
    chain), asserted 1e-8. Leaving out one term of Q (m omega x u) makes it 7e-2."""
    _, _, module, ref, rng = case
    for q, v, t in _states(module, rng):
        Q = module.Q(q, v, t, ref.p)
        expected = ref.forces(q, v, t)
        scale = max(1.0, np.abs(expected).max())
        np.testing.assert_allclose(Q, expected, rtol=0, atol=1e-8 * scale)


# Bricard's linkage: one spatial loop of six revolutes, five tree joints in relative
# coordinates (the recursive kinematics five deep), one redundant closure row dropped.

T_END = 0.2
H = 2e-3


@pytest.fixture(scope="module")
def bricard_relative(tmp_path_factory):
    """The module with the partitioning scheme's entries."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eqs = derive(bricard(), "relative", required_entries("partitioning"))
    (path,) = write(emit(eqs), tmp_path_factory.mktemp("bricard_relative"))
    return load_module(path)


@pytest.fixture(scope="module")
def bricard_relative_run(bricard_relative):
    return simulate(bricard_relative, "partitioning", H, T_END)


def test_bricard_relative_mass_and_forces(bricard_relative):
    """The derivation took more than 20 minutes and 2 GB when M and Q came from the Hessian and
    the expanded Lagrange terms of T; now 1.7 s (benchmarks/bench_derivation.py), so the
    fixture is cheap. The module imports (CPython compiles it) and its M and Q agree with the
    first-principles references at random states (measured 6.0e-16 and 4.1e-10 relative).
    Random states matter here: on the motion of a mechanism of one degree of freedom an error
    of Q orthogonal to v (such as a missing m omega x u) changes nothing."""
    module = bricard_relative
    ref = Reference(bricard(), module, module.PARAMETER_DEFAULTS)
    rng = np.random.default_rng(5)
    for q, v, t in _states(module, rng, 3):
        M = module.M(q, ref.p).reshape(module.N_V, module.N_V)
        np.testing.assert_allclose(M, ref.mass_matrix(q), rtol=0, atol=1e-13 * np.abs(M).max())
        expected = ref.forces(q, v, t)
        scale = max(1.0, np.abs(expected).max())
        np.testing.assert_allclose(module.Q(q, v, t, ref.p), expected, rtol=0, atol=1e-8 * scale)


def test_bricard_partitioning_in_relative_coordinates(bricard_relative, bricard_relative_run):
    """Five coordinates, four closure rows (one of the cut joint's five dropped), one degree of
    freedom; released at rest under gravity, partitioning (RK4, h = 2e-3, 0.2 s) keeps the loop
    closed below Newton's 1e-12 (measured 9.7e-13) and conserves the energy to 1e-10 (O(h^4);
    measured 1.3e-12)."""
    module = bricard_relative
    assert (module.N_Q, module.N_C) == (5, 4)
    assert module.METADATA["degrees_of_freedom"] == 1
    res = bricard_relative_run
    assert res.constraint_violation.max() < 1e-12
    assert np.abs(res.energy - res.energy[0]).max() < 1e-10 * abs(res.energy[0])


def test_bricard_partitioning_in_relative_and_rp_agree(bricard_relative_run, tmp_path):
    """The same motion in relative and in rp coordinates: both RK4 at h = 2e-3 over 0.2 s,
    each within its O(h^4) truncation error of the exact motion (estimated by halving h:
    2.4e-12 relative, 1.1e-12 rp) and closed to 1e-12 after every step, so the final link
    positions agree to 1e-10 (measured 3.7e-12; 3.0e-13 at h = 1e-3, the fourth-order
    ratio)."""
    rp = emitted(bricard(), "rp", tmp_path, entries=required_entries("partitioning"))
    runs = (bricard_relative_run, simulate(rp, "partitioning", H, T_END))
    final = [np.array([res.bodies[f"link{k}"]["r"][-1] for k in range(1, 6)]) for res in runs]
    np.testing.assert_allclose(final[0], final[1], rtol=0, atol=1e-10)
