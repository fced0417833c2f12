"""Derived quantities against finite differences, for every joint, basic constraint, driver and
force element in the absolute formulations (rA, rp, re of seed 001 sections 2-3; se3, so3r3 of
seed 002).

Along arbitrary smooth motions q(t) (Phi need not vanish): dPhi/dt = Phi_q v - nu and
d2Phi/dt2 = Phi_q v' - gamma. The fused index-3 iteration matrix must be the derivative of the
index-3 residual through q = q_n (+) h (v_n + h a), and must equal its assembly from the
separate sensitivity entries. A free body's accelerations must satisfy Euler's equations.
"""

from __future__ import annotations

import numpy as np
import pytest
import symengine as se
import sympy as sp
from helpers import FORMULATIONS, emitted, model
from mechanisms import joint_chain
from mechgen.core.rotations import exp_so3
from mechgen.symbolic import Mechanism
from mechgen.symbolic.context import Converter

T0 = 0.37


LIE = ("se3", "so3r3")


_CHAINS: dict = {}


def _chain(formulation: str, module_dir):
    """The joint chain's module in a formulation, emitted once per session."""
    if formulation not in _CHAINS:
        mod = emitted(joint_chain(), formulation, module_dir / formulation, drop_redundant=False)
        _CHAINS[formulation] = model(mod)
    return _CHAINS[formulation]


@pytest.fixture(scope="module", params=FORMULATIONS + LIE)
def chain(request, module_dir):
    return _chain(request.param, module_dir)


@pytest.fixture(scope="module", params=FORMULATIONS)
def index3_chain(request, module_dir):
    """The chain in the formulations that have the index-3 entries (not se3, so3r3)."""
    return _chain(request.param, module_dir)


def motion(nb: int, seed: int = 7):
    """A smooth random motion of nb bodies: (frames(t), None) with frames rows (r, A)."""
    rng = np.random.default_rng(seed)
    r0, r1, r2 = (rng.normal(size=(nb, 3)) for _ in range(3))
    A0 = [exp_so3(rng.normal(size=3) * 1.2) for _ in range(nb)]
    u1, u2 = rng.normal(size=(nb, 3)) * 0.8, rng.normal(size=(nb, 3)) * 0.5

    def frames(t):
        out = np.zeros((nb, 12))
        for k in range(nb):
            out[k, :3] = r0[k] + r1[k] * t + r2[k] * t * t
            out[k, 3:] = (A0[k] @ exp_so3(u1[k] * t + u2[k] * t * t)).ravel()
        return out

    return frames


def states(m, frames, t, eps=1e-6):
    """q, v at time t; v from central differences of q (rA, so3r3: r' and vee(A^T A'); se3:
    A^T r' and vee(A^T A'))."""
    coords = m.coords
    q = coords.pack(frames(t))
    qp, qm = coords.pack(frames(t + eps)), coords.pack(frames(t - eps))
    if m.formulation not in ("rA",) + LIE:
        return q, (qp - qm) / (2 * eps)
    v = []
    for k in range(len(m.bodies)):
        b = slice(12 * k, 12 * k + 12)
        A = q[b][3:].reshape(3, 3)
        Adot = (qp[b][3:] - qm[b][3:]).reshape(3, 3) / (2 * eps)
        W = A.T @ Adot
        rdot = (qp[b][:3] - qm[b][:3]) / (2 * eps)
        v += list(A.T @ rdot if m.formulation == "se3" else rdot) + [W[2, 1], W[0, 2], W[1, 0]]
    return q, np.array(v)


def test_phi_q_and_nu_are_the_time_derivative_of_phi(chain):
    frames = motion(len(chain.bodies))
    q, v = states(chain, frames, T0)
    eps = 1e-6
    phi = [chain.Phi(states(chain, frames, T0 + s)[0], T0 + s, chain.p) for s in (eps, -eps)]
    fd = (phi[0] - phi[1]) / (2 * eps)
    derived = chain.Phi_q(q, T0, chain.p) @ v - chain.nu(q, T0, chain.p)
    assert chain.n_c == 38 + (7 if chain.formulation == "rp" else 0)
    np.testing.assert_allclose(derived, fd, rtol=1e-6, atol=1e-6 * max(1, np.abs(fd).max()))


def test_gamma_is_the_second_time_derivative_of_phi(chain):
    frames = motion(len(chain.bodies))
    eps = 1e-4
    q, v = states(chain, frames, T0)
    vp, vm = states(chain, frames, T0 + eps)[1], states(chain, frames, T0 - eps)[1]
    vdot = (vp - vm) / (2 * eps)
    phi = [chain.Phi(states(chain, frames, T0 + s)[0], T0 + s, chain.p) for s in (eps, 0, -eps)]
    fd = (phi[0] - 2 * phi[1] + phi[2]) / eps**2
    derived = chain.Phi_q(q, T0, chain.p) @ vdot - chain.gamma(q, v, T0, chain.p)
    np.testing.assert_allclose(derived, fd, rtol=1e-6, atol=1e-6 * max(1, np.abs(fd).max()))


def test_index3_matrix_is_the_derivative_of_the_residual(index3_chain):
    chain = index3_chain
    frames = motion(len(chain.bodies), seed=3)
    rng = np.random.default_rng(5)
    q_n, v_n = states(chain, frames, T0)
    h = 1e-2
    x = rng.normal(size=chain.n_v + chain.n_c)
    nv = chain.n_v

    def residual(x):
        a, lam = x[:nv], x[nv:]
        v = v_n + h * a
        q = chain.retract(q_n, h * v)
        return chain.index3_residual(q, v, a, lam, T0, chain.p, h), q, v

    g0, q, v = residual(x)
    G = chain.index3_matrix(q, v, x[:nv], x[nv:], T0, chain.p, h)
    fd = np.zeros_like(G)
    for j in range(len(x)):
        e = np.zeros_like(x)
        e[j] = 1e-6 * max(1.0, abs(x[j]))
        fd[:, j] = (residual(x + e)[0] - residual(x - e)[0]) / (2 * e[j])
    # rA truncates dexp at third order: a relative error O(|h omega|^3) is expected there
    np.testing.assert_allclose(G, fd, rtol=1e-5, atol=1e-5 * np.abs(fd).max())


def test_index3_matrix_assembles_from_the_separate_sensitivities(index3_chain):
    chain = index3_chain
    frames = motion(len(chain.bodies), seed=4)
    rng = np.random.default_rng(6)
    q, v = states(chain, frames, T0)
    a, lam, h, p = rng.normal(size=chain.n_v), rng.normal(size=chain.n_c), 1e-2, chain.p
    nv = chain.n_v
    K = chain.Phi_qT_lam_q(q, lam, T0, p) - chain.Q_q(q, v, T0, p) + chain.Ma_q(q, a, p)
    T = chain.tangent(h * v)
    Pq = chain.Phi_q(q, T0, p)
    G = chain.index3_matrix(q, v, a, lam, T0, p, h)
    np.testing.assert_allclose(
        G[:nv, :nv],
        chain.M(q, p) + h * h * K @ T - h * chain.Q_v(q, v, T0, p),
        rtol=1e-10,
        atol=1e-10,
    )
    np.testing.assert_allclose(G[nv:, :nv], Pq @ T, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(G[:nv, nv:], Pq.T, rtol=1e-12, atol=1e-12)
    g = chain.index3_residual(q, v, a, lam, T0, p, h)
    np.testing.assert_allclose(
        g[:nv], chain.M(q, p) @ a + Pq.T @ lam - chain.Q(q, v, T0, p), rtol=1e-10, atol=1e-10
    )
    np.testing.assert_allclose(g[nv:], chain.Phi(q, T0, p) / h**2, rtol=1e-12, atol=1e-8)


def free_body() -> Mechanism:
    m = Mechanism("free_body", gravity=(0, 0, -9.81))
    m.add_body(
        "body",
        mass=2.0,
        inertia=[[0.3, 0.02, 0.01], [0.02, 0.5, -0.03], [0.01, -0.03, 0.7]],
        position=(0.1, 0.2, 0.3),
        orientation=[[0.36, 0.48, -0.8], [-0.8, 0.6, 0], [0.48, 0.64, 0.6]],
        angular_velocity=(1.0, -2.0, 3.0),
    )
    m.add_force(
        "body", force=(1.0, 0.5, sp.Symbol("t")), point=(0.2, 0.0, 0.1), torque=(0.3, -0.1, 0.2)
    )
    return m


@pytest.mark.parametrize("formulation", FORMULATIONS + LIE)
def test_free_body_accelerations_satisfy_newton_euler(formulation, module_dir):
    """M v' = Q (with the rp normalization) gives r'' = f/m and Euler's equations; for se3 the
    body-frame Newton law (seed 002 eq. 40), for so3r3 the hybrid one (eq. 42)."""
    m = free_body()
    m.loads[0].force[2] = m.t
    mod = model(emitted(m, formulation, module_dir / f"free_{formulation}"))
    frames = motion(1, seed=11)
    q, v = states(mod, frames, T0)
    from mechgen.runtime.index1 import least_squares_accelerations

    a, _ = least_squares_accelerations(mod, q, v, T0)
    eps = 1e-6
    rates = [mod.body_velocities(mod.retract(q, s * v), v + s * a, mod.p) for s in (eps, -eps)]
    acc = (rates[0] - rates[1]).ravel() / (2 * eps)
    A = frames(T0)[0, 3:].reshape(3, 3)
    omega = mod.body_velocities(q, v, mod.p).ravel()[3:]
    J = A @ np.array([[0.3, 0.02, 0.01], [0.02, 0.5, -0.03], [0.01, -0.03, 0.7]]) @ A.T
    f = np.array([1.0, 0.5, T0])
    torque = np.array([0.3, -0.1, 0.2]) + np.cross(A @ [0.2, 0.0, 0.1], f)
    np.testing.assert_allclose(acc[:3], f / 2.0 + [0, 0, -9.81], rtol=1e-6)
    np.testing.assert_allclose(
        acc[3:], np.linalg.solve(J, torque - np.cross(omega, J @ omega)), rtol=1e-5, atol=1e-6
    )


def test_conversion_keeps_shared_subexpressions():
    """sympy -> symengine (symbolic/context.Converter) converts each distinct subexpression
    once: an expression of depth 60 that uses its previous level twice (2^60 nodes unfolded,
    121 distinct) converts at once, and at depth 6 it equals se.sympify's copy."""
    x, y = sp.symbols("x y")

    def nested(depth: int) -> sp.Expr:
        e = sp.sin(x) + y
        for _ in range(depth):
            e = e * e + sp.cos(e)
        return e

    assert Converter()(nested(6)) == se.sympify(nested(6))
    deep = Converter()(nested(60))
    assert isinstance(deep, se.Add)  # e * e + cos(e), built from 121 converted nodes
