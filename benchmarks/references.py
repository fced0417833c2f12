"""Independent references for bench_peers.py (the side by side and ``--work-precision``):
each problem's equations written from first principles and integrated by scipy's DOP853 at
rtol = atol = 2.3e-14, sharing nothing with mechgen but the example's data (parameter defaults,
mass, inertia, gravity).

Checked against mechgen at h = 2e-5 (``python benchmarks/references.py``, which runs the check):
the double pendulum's bar-2 centre agrees with partitioning (RK4, relative) and lie-mk rk4 (se3,
so3r3) to 1.3e-13 m, the heavy top's centre of mass with lie-mk rk4 (se3, so3r3) to 3.2e-13 m,
the planar four-bar's coupler centre (``four_bar_revolutes``) with partitioning (RK4, re) and
lie-mk rk4 (se3) to 6.7e-14 and 1.0e-13 m. Loosening the tolerance to 1e-13 moves them by
3.5e-14, 7.7e-13 and 4.3e-14 m. The pendulum chain of ``spatial_chain`` with revolute joints
(the last rod's centre; not a named example, so not in the check): N = 2, 4, 8 agree with
partitioning (RK4, relative) at h = 5e-5 to 1.0e-14, 5.2e-15 and 7.6e-14 m and move by at most
1.0e-14 m at 1e-13. The IFToMM problems over their 10 s (:data:`CHECKS_IFTOMM`, largest
distance over every step): A01's bob agrees with partitioning (relative) and lie-mk rk4 (se3,
so3r3) at h = 2e-5 to 3.2e-13 - 2.5e-12 m, A02's B0 with partitioning (RK4, re) at h = 1e-4 to
1.0e-11 m; at rtol = atol = 1e-12 (the IFToMM tests') the references move by at most 1.9e-12
(A01) and 1.8e-10 m (A02) on the grid.
"""

from __future__ import annotations

import warnings

import numpy as np
from mechgen.examples import heavy_top
from mechgen.examples.double_pendulum import build as double_pendulum
from mechgen.examples.four_bar_revolutes import build as four_bar
from mechgen.pipeline import module_path
from mechgen.runtime import load_module, required_entries, simulate
from scipy.integrate import solve_ivp

#: the tightest relative tolerance scipy accepts (it raises anything below 100 machine epsilons)
TOL = 2.3e-14


def _skew(w: np.ndarray) -> np.ndarray:
    """The cross-product matrix w~ (w~ x = w x x)."""
    return np.array([[0.0, -w[2], w[1]], [w[2], 0.0, -w[0]], [-w[1], w[0], 0.0]])


def double_pendulum_bar2(t_end: float, tol: float = TOL) -> np.ndarray:
    """Centre of bar 2 of ``mechgen.examples.double_pendulum`` at ``t_end`` (m, global frame).

    Both joints turn about global x, so the motion stays in the y-z plane: minimal coordinates
    are the bars' absolute angles theta_i from the downward vertical (bar direction
    u_i = (0, sin theta_i, -cos theta_i)), bar 1 starting along +y (theta_1 = pi/2), bar 2
    hanging (theta_2 = 0), at rest. With bar masses m_i = rho L_i w^2, centroidal inertias
    about x J_i = m_i (L_i^2 + w^2) / 12, c_i = L_i / 2 and b = m_2 L_1 c_2, Lagrange's
    equations are

        (m_1 c_1^2 + J_1 + m_2 L_1^2) theta_1'' + b cos(d) theta_2''
            = -b sin(d) theta_2'^2 - g (m_1 c_1 + m_2 L_1) sin theta_1,
        b cos(d) theta_1'' + (m_2 c_2^2 + J_2) theta_2''
            = b sin(d) theta_1'^2 - g m_2 c_2 sin theta_2,      d = theta_1 - theta_2,

    and bar 2's centre is L_1 u_1 + c_2 u_2.
    """
    mechanism = double_pendulum()
    p = mechanism.defaults
    g = -float(mechanism.gravity[2])
    m1, m2 = (p["rho"] * p[name] * p["w"] ** 2 for name in ("L1", "L2"))
    j1, j2 = (m * (p[name] ** 2 + p["w"] ** 2) / 12 for m, name in ((m1, "L1"), (m2, "L2")))
    l1, c1, c2 = p["L1"], p["L1"] / 2, p["L2"] / 2
    b = m2 * l1 * c2

    def rhs(_t: float, y: np.ndarray) -> np.ndarray:
        th1, th2, w1, w2 = y
        d = th1 - th2
        mass = np.array(
            [[m1 * c1**2 + j1 + m2 * l1**2, b * np.cos(d)], [b * np.cos(d), m2 * c2**2 + j2]]
        )
        force = np.array(
            [
                -b * np.sin(d) * w2**2 - g * (m1 * c1 + m2 * l1) * np.sin(th1),
                b * np.sin(d) * w1**2 - g * m2 * c2 * np.sin(th2),
            ]
        )
        return np.concatenate(([w1, w2], np.linalg.solve(mass, force)))

    sol = solve_ivp(rhs, (0.0, t_end), [np.pi / 2, 0.0, 0.0, 0.0], "DOP853", rtol=tol, atol=tol)
    th1, th2 = sol.y[:2, -1]
    return np.array(
        [0.0, l1 * np.sin(th1) + c2 * np.sin(th2), -l1 * np.cos(th1) - c2 * np.cos(th2)]
    )


def heavy_top_centre(t_end: float, tol: float = TOL) -> np.ndarray:
    """Centre of mass of ``mechgen.examples.heavy_top`` at ``t_end`` (m, global frame).

    A rigid body turning about a fixed point O: its orientation R (body to global, 9 entries,
    R(0) = I) and body angular velocity omega (omega(0) = OMEGA) follow

        R' = R omega~,    J_O omega' = (J_O omega) x omega + r x (m R^T g),

    with r the centre of mass from O in the body frame (OFFSET), J_O = J_c + m (|r|^2 I - r r^T)
    the inertia about O (Steiner) and g the mechanism's gravity (zero in this example: the top
    spins freely and the torque term vanishes). The centre of mass is R r.
    """
    mass, r = heavy_top.MASS, np.array(heavy_top.OFFSET)
    gravity = np.array(heavy_top.build().gravity, dtype=float).ravel()
    inertia = np.diag(heavy_top.INERTIA) + mass * (r @ r * np.eye(3) - np.outer(r, r))

    def rhs(_t: float, y: np.ndarray) -> np.ndarray:
        rot, omega = y[:9].reshape(3, 3), y[9:]
        torque = np.cross(r, mass * rot.T @ gravity)
        rate = np.linalg.solve(inertia, np.cross(inertia @ omega, omega) + torque)
        return np.concatenate(((rot @ _skew(omega)).ravel(), rate))

    y0 = np.concatenate((np.eye(3).ravel(), heavy_top.OMEGA))
    sol = solve_ivp(rhs, (0.0, t_end), y0, "DOP853", rtol=tol, atol=tol)
    return sol.y[:9, -1].reshape(3, 3) @ r


def _at(rhs, y0: list[float], t, tol: float) -> np.ndarray:
    """The first coordinate of the solution of y' = rhs(y) at t (a time or an array of times),
    DOP853 at rtol = atol = tol."""
    times = np.atleast_1d(np.asarray(t, dtype=float))
    sol = solve_ivp(
        lambda _t, y: rhs(y),
        (0.0, float(times.max())),
        y0,
        "DOP853",
        t_eval=times,
        rtol=tol,
        atol=tol,
    )
    return sol.y[0] if np.ndim(t) else sol.y[0, -1]


def point_mass_pendulum_bob(t, tol: float = TOL) -> np.ndarray:
    """The bob of ``mechgen.examples.point_mass_pendulum`` (IFToMM A01) at time t (m; an array
    of times gives one row each).

    The rod turns about global x at the origin; with theta the rod's angle below the horizontal
    (the bob at (0, L cos theta, -L sin theta), released at theta = 0 at rest) and gravity g
    along -z, the bob's equation of motion along the circle is L theta'' = g cos theta.
    """
    from mechgen.examples import point_mass_pendulum as a01

    g, length = a01.GRAVITY, a01.LENGTH
    theta = _at(lambda y: [y[1], g * np.cos(y[0]) / length], [0.0, 0.0], t, tol)
    zero = np.zeros_like(theta)
    return np.stack([zero, length * np.cos(theta), -length * np.sin(theta)], axis=-1)


def n_four_bar_b0(t, tol: float = TOL, n: int = 2) -> np.ndarray:
    """B0, the tip of crank 0 of ``mechgen.examples.n_four_bar`` (IFToMM A02, ``n`` windows), at
    time t (m; an array of times gives one row each).

    Every window stays a parallelogram: the N + 1 cranks share the angle phi from the x axis and
    the N couplers translate with the cranks' tips. With uniform links of mass m and length L,
    T = 1/2 m L^2 ((N + 1)/3 + N) phi'^2 and V = m g L ((N + 1)/2 + N) sin phi, so

        phi'' = -(g / L) ((N + 1)/2 + N) / ((N + 1)/3 + N) cos phi,

    phi(0) = pi/2 and phi'(0) = -1 rad/s (B0 at 1 m/s along +x); B0 = L (cos phi, sin phi, 0).
    This holds through the singular positions (phi = 0, pi), where the real mechanism could
    also leave the parallelogram branch: the benchmark's solution stays on it.
    """
    from mechgen.examples import n_four_bar as a02

    length = a02.LENGTH
    ratio = a02.GRAVITY / length * ((n + 1) / 2 + n) / ((n + 1) / 3 + n)
    phi = _at(lambda y: [y[1], -ratio * np.cos(y[0])], [np.pi / 2, -1.0 / length], t, tol)
    return np.stack([length * np.cos(phi), length * np.sin(phi), np.zeros_like(phi)], axis=-1)


def _turns(a: float) -> np.ndarray:
    """The unit vector at angle a in the y-z plane, (cos a, sin a)."""
    return np.array([np.cos(a), np.sin(a)])


def _across(a: float) -> np.ndarray:
    """d/da of :func:`_turns`: (-sin a, cos a)."""
    return np.array([-np.sin(a), np.cos(a)])


def four_bar_coupler(t_end: float, tol: float = TOL) -> np.ndarray:
    """Centre of the coupler of ``mechgen.examples.four_bar_revolutes`` at ``t_end`` (m, global
    frame).

    One degree of freedom in the y-z plane, written in the rocker's angle psi (the rocker from
    O2 to its tip B, B = O2 + L_r (cos psi, sin psi)), not the crank's: this four-bar is no
    Grashof linkage (shortest + longest = 3.2 m > 3.185 m), and the crank reaches its limit
    position (coupler and rocker in line, 168 degrees) at t = 0.949 s, where the crank angle
    stops being a coordinate. Loop closure in closed form: the crank tip A is the intersection
    of the circles |A - O1| = L_c and |A - B| = L_k on the side of the line B-O1 it starts on;
    the crank and coupler angles phi_c, phi_k follow, and differentiating
    L_r e'(psi) - L_k e'(phi_k) k_k - L_c e'(phi_c) k_c = 0 (e(a) = (cos a, sin a), e' its
    derivative, k_i = d phi_i / d psi) once and twice gives k_i and dk_i/dpsi from one 2x2
    solve each. With the links' centres c_i (the midpoints), their centroidal inertias about x
    J_i = m_i L_i^2 / 12 and g = (0, -9.81), Lagrange's equation is

        M(psi) psi'' + C(psi) psi'^2 = Q(psi),
        M = sum m_i |dc_i|^2 + J_i k_i^2,  C = sum m_i dc_i . ddc_i + J_i k_i k_i',
        Q = sum m_i g . dc_i,

    dc_i, ddc_i the first and second derivatives of c_i in psi, released at rest. The joints'
    points, the masses, the inertias about x and gravity are read from the example's mechanism.
    Checked (besides the mechgen runs of :data:`CHECKS`): the same equation in the crank's angle
    agrees to 6e-14 m at t = 0.9 s, before the crank's limit position.
    """
    mechanism = four_bar()
    points = {j.name: np.array(j.point, dtype=float).ravel()[1:] for j in mechanism.joints}
    o1, a0, b0, o2 = (points[name] for name in ("O1", "A", "B", "O2"))
    masses, inertia = {}, {}
    for name in ("rocker", "coupler", "crank"):
        body = mechanism.find_body(name)
        rotation = np.array(body.orientation, dtype=float)
        masses[name] = float(body.mass)
        inertia[name] = (rotation @ np.array(body.inertia, dtype=float) @ rotation.T)[0, 0]
    rocker, coupler, crank = (np.linalg.norm(v) for v in (b0 - o2, a0 - b0, a0 - o1))
    gravity = np.array(mechanism.gravity, dtype=float).ravel()[1:]
    d, b = o1 - b0, a0 - b0
    side = np.sign(d[0] * b[1] - d[1] * b[0])

    def closure(psi: float) -> tuple[np.ndarray, float, float]:
        """(B, coupler angle from B to A, crank angle from O1 to A)."""
        tip = o2 + rocker * _turns(psi)
        d = o1 - tip
        dist = np.linalg.norm(d)
        along = (coupler**2 - crank**2 + dist**2) / (2 * dist)
        normal = np.array([-d[1], d[0]]) / dist
        a = tip + along * d / dist + side * np.sqrt(coupler**2 - along**2) * normal
        return tip, np.arctan2(*(a - tip)[::-1]), np.arctan2(*(a - o1)[::-1])

    def derivatives(psi: float) -> tuple[list, list, list, list]:
        """dc_i, ddc_i, k_i, k_i' of rocker, coupler, crank."""
        _, phi_k, phi_c = closure(psi)
        matrix = np.column_stack([coupler * _across(phi_k), -crank * _across(phi_c)])
        k_k, k_c = np.linalg.solve(matrix, -rocker * _across(psi))
        rest = rocker * _turns(psi) + coupler * _turns(phi_k) * k_k**2
        kp_k, kp_c = np.linalg.solve(matrix, rest - crank * _turns(phi_c) * k_c**2)
        dc = [
            rocker / 2 * _across(psi),
            rocker * _across(psi) + coupler / 2 * _across(phi_k) * k_k,
            crank / 2 * _across(phi_c) * k_c,
        ]
        ddc = [
            -rocker / 2 * _turns(psi),
            -rocker * _turns(psi) + coupler / 2 * (-_turns(phi_k) * k_k**2 + _across(phi_k) * kp_k),
            crank / 2 * (-_turns(phi_c) * k_c**2 + _across(phi_c) * kp_c),
        ]
        return dc, ddc, [1.0, k_k, k_c], [0.0, kp_k, kp_c]

    names = ("rocker", "coupler", "crank")
    m = [masses[n] for n in names]
    j = [inertia[n] for n in names]

    def rhs(_t: float, y: np.ndarray) -> list[float]:
        psi, rate = y
        dc, ddc, k, kp = derivatives(psi)
        mass = sum(m[i] * dc[i] @ dc[i] + j[i] * k[i] ** 2 for i in range(3))
        quadratic = sum(m[i] * dc[i] @ ddc[i] + j[i] * k[i] * kp[i] for i in range(3))
        force = sum(m[i] * gravity @ dc[i] for i in range(3))
        return [rate, (force - quadratic * rate**2) / mass]

    psi0 = np.arctan2(*(b0 - o2)[::-1])
    sol = solve_ivp(rhs, (0.0, t_end), [psi0, 0.0], "DOP853", rtol=tol, atol=tol)
    tip, _, phi_c = closure(sol.y[0, -1])
    centre = (tip + o1 + crank * _turns(phi_c)) / 2
    return np.array([0.0, *centre])


def chain_rod(n: int, t_end: float, tol: float = TOL) -> np.ndarray:
    """Centre of the last rod of ``mechgen.examples.spatial_chain`` with revolute joints
    (``build(n, "revolute")``) at ``t_end`` (m, global frame).

    n rods of length L = 0.5 m and mass m = 1 kg turning about global x, hanging from the
    origin; minimal coordinates are the rods' absolute angles theta_k from +y towards +z (rod k
    along u_k = (0, cos theta_k, sin theta_k)), all zero at the start, with rates
    theta_k' = 0.3 (k mod 3), k = 0 .. n - 1 (the example's joint rates summed down the chain).
    Rod k's centre is sum_i a_ki u_i with a_ki = L for i < k, L/2 for i = k. With
    A = m a^T a and J = m L^2 / 12 (about x), Lagrange's equations are

        sum_j (A_ij cos(theta_i - theta_j) + J delta_ij) theta_j''
            = -sum_j A_ij sin(theta_i - theta_j) theta_j'^2 - g cos theta_i sum_k m a_ki.
    """
    length, mass, g = 0.5, 1.0, 9.81
    levers = np.tril(np.full((n, n), length), -1) + np.eye(n) * length / 2
    coupling = mass * levers.T @ levers
    weight = g * mass * levers.sum(axis=0)
    across = mass * length**2 / 12

    def rhs(_t: float, y: np.ndarray) -> np.ndarray:
        theta, rate = y[:n], y[n:]
        d = theta[:, None] - theta[None, :]
        matrix = coupling * np.cos(d) + across * np.eye(n)
        force = -(coupling * np.sin(d)) @ rate**2 - weight * np.cos(theta)
        return np.concatenate((rate, np.linalg.solve(matrix, force)))

    y0 = np.concatenate((np.zeros(n), 0.3 * (np.arange(n) % 3)))
    sol = solve_ivp(rhs, (0.0, t_end), y0, "DOP853", rtol=tol, atol=tol)
    theta = sol.y[:n, -1]
    return np.array([0.0, levers[-1] @ np.cos(theta), levers[-1] @ np.sin(theta)])


#: (reference, example, body, [(scheme, formulation)]) of the check against mechgen
CHECKS = (
    (
        double_pendulum_bar2,
        "double_pendulum",
        "bar2",
        (("partitioning", "relative"), ("lie-mk", "se3"), ("lie-mk", "so3r3")),
    ),
    (heavy_top_centre, "heavy_top", "top", (("lie-mk", "se3"), ("lie-mk", "so3r3"))),
    (
        four_bar_coupler,
        "four_bar_revolutes",
        "coupler",
        (("partitioning", "re"), ("lie-mk", "se3")),
    ),
)
#: the IFToMM problems over their 10 s: (reference, example, body, scale, [(scheme,
#: formulation, h)]); the compared point is ``scale`` times the body's centre (A02: B0, the tip
#: of crank 0, which is pinned at the origin). A02 is checked with partitioning in re at
#: h = 1e-4: in relative coordinates and rp partitioning leaves the parallelogram branch at
#: some of A02's flat positions for h <= 2e-4 (work-precision table)
CHECKS_IFTOMM = (
    (
        point_mass_pendulum_bob,
        "point_mass_pendulum",
        "bob",
        1.0,
        (
            ("partitioning", "relative", 2e-5),
            ("lie-mk", "se3", 2e-5),
            ("lie-mk", "so3r3", 2e-5),
        ),
    ),
    (n_four_bar_b0, "n_four_bar", "crank0", 2.0, (("partitioning", "re", 1e-4),)),
)


def _check(
    reference, example: str, body: str, scale: float, runs, t_end: float, every_step: bool
) -> None:
    """Prints the reference at t_end and its distance to each run of ``runs``, (scheme,
    formulation, h): at t_end, or with ``every_step`` the largest over every step."""
    position = reference(t_end)
    point = body if scale == 1.0 else f"{scale:g} x {body}'s centre"
    print(f"{example}: {point} at t = {t_end:g} s: {np.array2string(position, precision=13)}")
    for scheme, formulation, h in runs:
        entries = required_entries(scheme)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            module = load_module(module_path(example, formulation, "c", entries, scheme))
            res = simulate(module, scheme, h, t_end)
        rows = slice(None) if every_step else slice(-1, None)
        exact = reference(res.t) if every_step else position
        distance = np.linalg.norm(scale * res.bodies[body]["r"][rows] - exact, axis=1).max()
        over = "largest over every step" if every_step else f"at {t_end:g} s"
        print(f"  mechgen {scheme} ({formulation}), h = {h:g}: {distance:.1e} m ({over})")


def main(h: float = 2e-5, t_end: float = 1.0, t_end_iftomm: float = 10.0) -> None:
    """Prints each reference and its distance to mechgen's fourth-order runs at step h (the
    IFToMM problems: at their own steps, the largest over every step of t_end_iftomm)."""
    for reference, example, body, runs in CHECKS:
        _check(reference, example, body, 1.0, [(s, f, h) for s, f in runs], t_end, False)
    for reference, example, body, scale, runs in CHECKS_IFTOMM:
        _check(reference, example, body, scale, runs, t_end_iftomm, True)


if __name__ == "__main__":
    main()
