# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: single_pendulum
# formulation: re
# scheme: any
# input hash: 6412ca421539284d
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'single_pendulum' in the re formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (6): r_bar_x, r_bar_y, r_bar_z, phi_bar, theta_bar, psi_bar
    v (6): rd_bar_x, rd_bar_y, rd_bar_z, phid_bar, thetad_bar, psid_bar
    lam (6): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (6): increment in velocity coordinates
    a (6): time derivatives of v
    t: time
    h: step size
    p (0): 

Constraint rows:
    0: revolute[DP1 #1] (constraint; bar - ground)
    1: revolute[DP1 #2] (constraint; bar - ground)
    2: revolute[CD x] (constraint; bar - ground)
    3: revolute[CD y] (constraint; bar - ground)
    4: revolute[CD z] (constraint; bar - ground)
    5: driver[DP1 #1] (constraint; bar - ground)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'single_pendulum'
FORMULATION = 're'
INPUT_HASH = '6412ca421539284d'
N_Q = 6
N_V = 6
N_C = 6
BODIES = ['bar']
PARAMETERS = []
PARAMETER_DEFAULTS = []
ENTRIES = ['retract',
 'tangent',
 'Phi',
 'Phi_q',
 'nu',
 'gamma',
 'M',
 'Q',
 'Q_q',
 'Q_v',
 'Ma_q',
 'Phi_qT_lam_q',
 'index3_residual',
 'index3_matrix',
 'energy',
 'momentum',
 'body_frames',
 'body_velocities',
 'initial_frames',
 'initial_velocities']
METADATA = {'mechanism': 'single_pendulum',
 'formulation': 're',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['bar'],
 'q_layout': {'bar': [0, 6]},
 'v_layout': {'bar': [0, 6]},
 'q_names': ['r_bar_x', 'r_bar_y', 'r_bar_z', 'phi_bar', 'theta_bar', 'psi_bar'],
 'v_names': ['rd_bar_x', 'rd_bar_y', 'rd_bar_z', 'phid_bar', 'thetad_bar', 'psid_bar'],
 'n_q': 6,
 'n_v': 6,
 'n_c': 6,
 'constraint_rows': [{'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['bar', 'ground']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['bar', 'ground']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['bar', 'ground']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['bar', 'ground']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['bar', 'ground']},
                     {'owner': 'driver',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['bar', 'ground']}],
 'dropped_rows': [],
 'degrees_of_freedom': 0,
 'parameters': [],
 'parameter_defaults': [],
 'assemble': False,
 'tangent_identity': True,
 'mass_matrix_constant': False,
 'entries': ['retract',
             'tangent',
             'Phi',
             'Phi_q',
             'nu',
             'gamma',
             'M',
             'Q',
             'Q_q',
             'Q_v',
             'Ma_q',
             'Phi_qT_lam_q',
             'index3_residual',
             'index3_matrix',
             'energy',
             'momentum',
             'body_frames',
             'body_velocities',
             'initial_frames',
             'initial_velocities'],
 'notices': ["body 'bar': orientation orthonormalized (max |A^T A - I| was 3.36e-09, entries "
             'moved by up to 1.19e-09)'],
 'input_hash': '6412ca421539284d'}
_tangent_INDEX = (
    np.array([0, 1, 2, 3, 4, 5]),
    np.array([0, 1, 2, 3, 4, 5]),
)
_Phi_q_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5]),
    np.array([3, 4, 5, 3, 4, 5, 0, 3, 4, 5, 1, 3, 4, 5, 2, 4, 5, 4, 5]),
)
_nu_INDEX = np.array([5])
_M_INDEX = (
    np.array([0, 1, 2, 3, 3, 3, 4, 4, 5, 5]),
    np.array([0, 1, 2, 3, 4, 5, 3, 4, 3, 5]),
)
_Q_INDEX = np.array([2, 3, 4, 5])
_Q_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 5]),
    np.array([4, 5, 4, 5, 4, 5]),
)
_Q_v_INDEX = (
    np.array([3, 3, 3, 4, 4, 4, 5, 5]),
    np.array([3, 4, 5, 3, 4, 5, 3, 4]),
)
_Ma_q_INDEX = (
    np.array([3, 3, 4, 4, 5]),
    np.array([4, 5, 4, 5, 4]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3, 3, 3, 4, 4, 4, 5, 5, 5]),
    np.array([3, 4, 5, 3, 4, 5, 3, 4, 5]),
)
_index3_matrix_INDEX = (
    np.array([0,
     0,
     1,
     1,
     2,
     2,
     3,
     3,
     3,
     3,
     3,
     3,
     3,
     4,
     4,
     4,
     4,
     4,
     4,
     4,
     4,
     4,
     5,
     5,
     5,
     5,
     5,
     5,
     5,
     5,
     5,
     6,
     6,
     6,
     7,
     7,
     7,
     8,
     8,
     8,
     8,
     9,
     9,
     9,
     9,
     10,
     10,
     10,
     11,
     11]),
    np.array([0,
     8,
     1,
     9,
     2,
     10,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     10,
     11,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     10,
     11,
     3,
     4,
     5,
     3,
     4,
     5,
     0,
     3,
     4,
     5,
     1,
     3,
     4,
     5,
     2,
     4,
     5,
     4,
     5]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)


_ndarray = np.ndarray


def _floats(x, n, name):
    """The components of an input vector as Python floats, checking its shape."""
    values = np.asarray(x, dtype=float)
    if values.shape != (n,):
        raise ValueError(f"{name} must have shape ({n},), got {values.shape}")
    return values.tolist()


def _sinc(x):
    """sin(x)/x, by its Taylor series below |x| = 1e-4 (exact to round-off there)."""
    if abs(x) < 1e-4:
        x2 = x * x
        return 1.0 - x2 / 6.0 + x2 * x2 / 120.0
    return math.sin(x) / x


def retract(q, dv):
    """Configuration update q (+) dv: r + dr, and A exp(dtheta~) for rA (seed 001 eqs. 12, 30b;
    exp by Rodrigues' formula, eq. 5, written with sinc so it is exact at zero angle); plain
    addition for rp and re.

    Args:
        q: position coordinates (6).
        dv: increment in velocity coordinates (e.g. h v) (6).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 6 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (6,) else _floats(dv, 6, "dv")

    return np.array([
        dv_0 + r_bar_x,  # [0]
        dv_1 + r_bar_y,  # [1]
        dv_2 + r_bar_z,  # [2]
        dv_3 + phi_bar,  # [3]
        dv_4 + theta_bar,  # [4]
        dv_5 + psi_bar,  # [5]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (6).

    Returns:
        ndarray of shape (6, 6), 6 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((6, 6))
    out[_tangent_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        1,  # [3, 3]
        1,  # [4, 4]
        1,  # [5, 5]
    )
    return out



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 35 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    t = float(t)

    cse0 = math.cos(phi_bar)
    cse1 = math.cos(psi_bar)
    cse2 = math.sin(psi_bar)
    cse3 = math.cos(theta_bar)
    cse4 = math.sin(phi_bar)
    cse5 = cse3*cse4
    cse6 = cse2*cse5
    cse7 = cse0*cse2
    cse8 = math.sin(theta_bar)
    return np.array([
        cse0*cse1 - cse6,  # [0]
        -cse1*cse5 - cse7,  # [1]
        2*cse0*cse1 - 2*cse6 - r_bar_x,  # [2]
        2*cse1*cse4 + 2*cse3*cse7 - r_bar_y,  # [3]
        2*cse2*cse8 - r_bar_z,  # [4]
        -cse1*cse8 + math.sin((1/4)*math.pi*math.cos(2*t)),  # [5]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 19 nonzero.
    """
    # 52 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.sin(phi_bar)
    cse1 = math.cos(psi_bar)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_bar)
    cse4 = math.sin(psi_bar)
    cse5 = math.cos(phi_bar)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = math.sin(theta_bar)
    cse9 = cse0*cse4
    cse10 = cse8*cse9
    cse11 = cse2*cse3
    cse12 = cse1*cse5
    cse13 = cse3*cse9
    cse14 = 2*cse6
    out = np.zeros((6, 6))
    out[_Phi_q_INDEX] = (
        -cse2 - cse7,  # [0, 3]
        cse10,  # [0, 4]
        -cse11 - cse6,  # [0, 5]
        -cse12*cse3 + cse9,  # [1, 3]
        cse2*cse8,  # [1, 4]
        -cse12 + cse13,  # [1, 5]
        -1,  # [2, 0]
        -2*cse2 - 2*cse7,  # [2, 3]
        2*cse10,  # [2, 4]
        -2*cse11 - cse14,  # [2, 5]
        -1,  # [3, 1]
        2*cse1*cse5 - 2*cse13,  # [3, 3]
        -cse14*cse8,  # [3, 4]
        2*cse1*cse3*cse5 - 2*cse9,  # [3, 5]
        -1,  # [4, 2]
        2*cse3*cse4,  # [4, 4]
        2*cse1*cse8,  # [4, 5]
        -cse1*cse3,  # [5, 4]
        cse4*cse8,  # [5, 5]
    )
    return out



def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 1 nonzero.
    """
    # 9 operations after common subexpression elimination
    t = float(t)

    cse0 = 2*t
    out = np.zeros(6)
    out[_nu_INDEX] = (
        (1/2)*math.pi*math.sin(cse0)*math.cos((1/4)*math.pi*math.cos(cse0)),  # [5]
    )
    return out



def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 164 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    t = float(t)

    cse0 = math.sin(psi_bar)
    cse1 = math.cos(phi_bar)
    cse2 = cse0*cse1
    cse3 = math.sin(theta_bar)
    cse4 = cse3*phid_bar
    cse5 = math.sin(phi_bar)
    cse6 = math.cos(psi_bar)
    cse7 = cse5*cse6
    cse8 = cse3*psid_bar
    cse9 = math.cos(theta_bar)
    cse10 = cse0*cse5
    cse11 = cse10*cse9
    cse12 = cse11*thetad_bar
    cse13 = cse3*thetad_bar
    cse14 = cse1*cse6
    cse15 = cse11 - cse14
    cse16 = cse14*cse9
    cse17 = cse10 - cse16
    cse18 = cse7*cse9
    cse19 = cse18 + cse2
    cse20 = cse2*cse9
    cse21 = cse20 + cse7
    cse22 = 2*cse2
    cse23 = 2*cse7
    cse24 = 2*cse14
    cse25 = 2*cse11 - cse24
    cse26 = 2*cse10
    cse27 = -2*cse16 + cse26
    cse28 = 2*cse20
    cse29 = -cse23 - cse28
    cse30 = -2*cse18 - cse22
    cse31 = 2*cse0
    cse32 = cse3*cse6
    cse33 = cse0*cse9
    cse34 = 2*t
    cse35 = math.cos(cse34)
    cse36 = (1/4)*math.pi*cse35
    return np.array([
        -phid_bar*(cse13*cse2 + cse15*phid_bar + cse17*psid_bar) - psid_bar*(cse13*cse7 + cse15*psid_bar + cse17*phid_bar) - thetad_bar*(cse12 + cse2*cse4 + cse7*cse8),  # [0]
        -phid_bar*(cse13*cse14 + cse19*phid_bar + cse21*psid_bar) - psid_bar*(-cse10*cse13 + cse19*psid_bar + cse21*phid_bar) - thetad_bar*(-cse10*cse8 + cse14*cse4 + cse18*thetad_bar),  # [1]
        -phid_bar*(cse13*cse22 + cse25*phid_bar + cse27*psid_bar) - psid_bar*(cse13*cse23 + cse25*psid_bar + cse27*phid_bar) - thetad_bar*(2*cse12 + cse22*cse4 + cse23*cse8),  # [2]
        -phid_bar*(cse13*cse26 + cse29*phid_bar + cse30*psid_bar) - psid_bar*(-cse13*cse24 + cse29*psid_bar + cse30*phid_bar) - thetad_bar*(2*cse0*cse3*cse5*phid_bar - cse24*cse8 - cse28*thetad_bar),  # [3]
        -psid_bar*(-cse31*cse8 + 2*cse6*cse9*thetad_bar) - thetad_bar*(-cse13*cse31 + 2*cse6*cse9*psid_bar),  # [4]
        math.pi*cse35*math.cos(cse36) - psid_bar*(cse32*psid_bar + cse33*thetad_bar) - thetad_bar*(cse32*thetad_bar + cse33*psid_bar) + (1/4)*math.pi**2*math.sin(cse34)**2*math.sin(cse36),  # [5]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 10 nonzero.
    """
    # 23 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(psi_bar)
    cse2 = cse1**2
    cse3 = math.sin(theta_bar)
    cse4 = cse3**2
    cse5 = math.cos(psi_bar)
    cse6 = cse5**2
    cse7 = -103.98375*cse1*cse3*cse5
    cse8 = 104.01625*cse0
    out = np.zeros((6, 6))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        104.01625*cse0**2 + 0.0325*cse2*cse4 + 104.01625*cse4*cse6,  # [3, 3]
        cse7,  # [3, 4]
        cse8,  # [3, 5]
        cse7,  # [4, 3]
        104.01625*cse2 + 0.0325*cse6,  # [4, 4]
        cse8,  # [5, 3]
        104.01625,  # [5, 5]
    )
    return out



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 4 nonzero.
    """
    # 64 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(theta_bar)
    cse2 = cse1*phid_bar
    cse3 = math.cos(psi_bar)
    cse4 = cse3*thetad_bar
    cse5 = math.sin(psi_bar)
    cse6 = cse2*cse5
    cse7 = cse4 + cse6
    cse8 = cse5*thetad_bar
    cse9 = 0.0325*cse8
    cse10 = cse2*cse3
    cse11 = 104.01625*cse4
    cse12 = cse11 + 104.01625*cse6
    cse13 = cse10 - cse8
    cse14 = -cse12*cse13 + 104.01625*cse2*thetad_bar + cse7*(0.0325*cse10 - cse9)
    cse15 = 104.01625*psid_bar
    cse16 = cse0*phid_bar
    cse17 = cse16 + psid_bar
    cse18 = 0.0325*psid_bar
    cse19 = -cse11*cse16 + cse12*cse17 + cse15*cse4 + cse15*cse6 + cse7*(-0.0325*cse16 - cse18)
    cse20 = -cse10*cse18 + cse13*(cse15 + 104.01625*cse16) - cse16*cse9 + cse17*(-104.01625*cse10 + 104.01625*cse5*thetad_bar) + cse18*cse8
    out = np.zeros(6)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        cse0*cse14 + cse1*cse19*cse3 + cse1*cse20*cse5,  # [3]
        -cse19*cse5 + cse20*cse3,  # [4]
        cse14,  # [5]
    )
    return out



def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 6 nonzero.
    """
    # 160 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.sin(theta_bar)
    cse1 = cse0*phid_bar
    cse2 = 104.01625*cse1
    cse3 = math.cos(psi_bar)
    cse4 = cse3*thetad_bar
    cse5 = math.sin(psi_bar)
    cse6 = cse1*cse5
    cse7 = cse4 + cse6
    cse8 = cse5*thetad_bar
    cse9 = 0.0325*cse8
    cse10 = cse1*cse3
    cse11 = 0.0325*cse10 - cse9
    cse12 = 104.01625*cse4
    cse13 = cse12 + 104.01625*cse6
    cse14 = -cse13
    cse15 = cse10 - cse8
    cse16 = math.cos(theta_bar)
    cse17 = 104.01625*psid_bar
    cse18 = cse16*phid_bar
    cse19 = cse18 + psid_bar
    cse20 = cse13*cse19
    cse21 = 0.0325*psid_bar
    cse22 = 0.0325*cse18
    cse23 = -cse21 - cse22
    cse24 = -cse12*cse18 + cse17*cse4 + cse17*cse6 + cse20 + cse23*cse7
    cse25 = cse24*cse3
    cse26 = 104.01625*cse10 - 104.01625*cse5*thetad_bar
    cse27 = -cse26
    cse28 = 104.01625*cse18
    cse29 = cse17 + cse28
    cse30 = -cse10*cse21 + cse15*cse29 - cse18*cse9 + cse19*cse27 + cse21*cse8
    cse31 = cse30*cse5
    cse32 = cse18*cse5
    cse33 = cse28*cse5
    cse34 = cse1*cse12 - cse1*cse13 + 0.0325*cse1*cse7 + cse17*cse32 + cse19*cse33 + cse23*cse32
    cse35 = cse0*cse3
    cse36 = cse18*cse3
    cse37 = 0.0325*cse0*cse5*phid_bar*thetad_bar - cse1*cse27 - cse15*cse2 + cse16*cse29*cse3*phid_bar - cse19*cse28*cse3 - cse21*cse36
    cse38 = cse0*cse5
    cse39 = cse11*cse32 + cse14*cse36 - cse15*cse33 + cse22*cse3*cse7 + cse28*thetad_bar
    cse40 = cse10*cse17 + cse15*cse23 - cse17*cse8 + 104.01625*cse18*cse8 + cse19*cse26
    cse41 = -cse7
    cse42 = cse20 + cse21*cse4 + cse21*cse6 - cse22*cse4 + cse29*cse41
    cse43 = cse11*cse15 + cse14*cse41 + cse15*cse27 + cse7*(-0.0325*cse4 - 0.0325*cse6)
    out = np.zeros((6, 6))
    out[_Q_q_INDEX] = (
        -cse0*(cse11*cse7 + cse14*cse15 + cse2*thetad_bar) + cse16*cse25 + cse16*cse31 + cse16*cse39 + cse34*cse35 + cse37*cse38,  # [3, 4]
        cse16*cse43 - cse24*cse38 + cse30*cse35 + cse35*cse40 + cse38*cse42,  # [3, 5]
        cse3*cse37 - cse34*cse5,  # [4, 4]
        -cse25 + cse3*cse42 - cse31 - cse40*cse5,  # [4, 5]
        cse39,  # [5, 4]
        cse43,  # [5, 5]
    )
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 8 nonzero.
    """
    # 128 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = 104.01625*psid_bar
    cse1 = math.sin(psi_bar)
    cse2 = math.sin(theta_bar)
    cse3 = cse1*cse2
    cse4 = math.cos(theta_bar)
    cse5 = math.cos(psi_bar)
    cse6 = cse5*thetad_bar
    cse7 = 104.01625*cse6
    cse8 = cse4*phid_bar
    cse9 = cse8 + psid_bar
    cse10 = 104.01625*cse2
    cse11 = cse1*cse10
    cse12 = 0.0325*psid_bar
    cse13 = 0.0325*cse8
    cse14 = -cse12 - cse13
    cse15 = cse3*phid_bar
    cse16 = 0.0325*cse15 + 0.0325*cse6
    cse17 = cse10*phid_bar
    cse18 = cse1*cse17 + cse7
    cse19 = cse0*cse3 + cse11*cse9 + cse14*cse3 - cse16*cse4 + cse18*cse4 - cse4*cse7
    cse20 = cse2*cse5
    cse21 = cse1*thetad_bar
    cse22 = 0.0325*cse21
    cse23 = 104.01625*cse8
    cse24 = cse0 + cse23
    cse25 = cse20*phid_bar
    cse26 = -cse21 + cse25
    cse27 = -cse10*cse5*cse9 - cse12*cse20 + cse2*cse24*cse5 - cse22*cse4 + 104.01625*cse26*cse4 + cse4*(104.01625*cse1*thetad_bar - cse17*cse5)
    cse28 = -cse18
    cse29 = -cse22 + 0.0325*cse25
    cse30 = cse10*thetad_bar - cse11*cse26 + cse16*cse20 + cse20*cse28 + cse29*cse3
    cse31 = cse0*cse5 + cse14*cse5 - cse23*cse5 + 104.01625*cse5*cse9
    cse32 = -cse1*cse13 - cse1*cse24 + 104.01625*cse1*cse9 + 0.0325*cse1*psid_bar
    cse33 = -cse1*cse16 - cse1*cse28 + 104.01625*cse2*phid_bar - 104.01625*cse26*cse5 + cse29*cse5
    cse34 = 208.0*cse15 + 208.0*cse6
    cse35 = 0.03249999999999886*cse1*thetad_bar - 0.03249999999999886*cse25
    out = np.zeros((6, 6))
    out[_Q_v_INDEX] = (
        cse19*cse20 + cse27*cse3 + cse30*cse4,  # [3, 3]
        cse20*cse31 + cse3*cse32 + cse33*cse4,  # [3, 4]
        cse20*cse34 + cse3*cse35,  # [3, 5]
        -cse1*cse19 + cse27*cse5,  # [4, 3]
        -cse1*cse31 + cse32*cse5,  # [4, 4]
        -cse1*cse34 + cse35*cse5,  # [4, 5]
        cse30,  # [5, 3]
        cse33,  # [5, 4]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (6).
        a: accelerations (time derivative of v) (6).
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 5 nonzero.
    """
    # 44 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, acc_3,
        acc_4, acc_5,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (6,) else _floats(a, 6, "a")

    cse0 = math.sin(theta_bar)
    cse1 = 104.01625*cse0
    cse2 = math.cos(psi_bar)
    cse3 = math.sin(psi_bar)
    cse4 = cse2*cse3
    cse5 = acc_4*cse4
    cse6 = math.cos(theta_bar)
    cse7 = 103.98375*cse6
    cse8 = cse0*cse6
    cse9 = 208.0325*cse8
    cse10 = cse3**2
    cse11 = cse2**2
    cse12 = 103.98375*cse0
    cse13 = acc_3*cse4
    cse14 = acc_3*cse12
    out = np.zeros((6, 6))
    out[_Ma_q_INDEX] = (
        acc_3*(0.065*cse10*cse8 + cse11*cse9 - cse9) - acc_5*cse1 - cse5*cse7,  # [3, 4]
        103.98375*acc_4*cse0*cse10 - acc_4*cse11*cse12 - 207.9675*cse0**2*cse13,  # [3, 5]
        -cse13*cse7,  # [4, 4]
        cse10*cse14 - cse11*cse14 + 207.9675*cse5,  # [4, 5]
        -acc_3*cse1,  # [5, 4]
    )
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (6).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 9 nonzero.
    """
    # 85 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    cse0 = math.sin(psi_bar)
    cse1 = math.cos(phi_bar)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_bar)
    cse4 = math.sin(phi_bar)
    cse5 = math.cos(psi_bar)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = cse1*cse5
    cse9 = cse0*cse4
    cse10 = cse3*cse9
    cse11 = 2*cse8
    cse12 = 2*cse10
    cse13 = 2*cse6
    cse14 = cse2*cse3
    cse15 = 2*cse14
    cse16 = lam_0*(cse10 - cse8) + lam_1*(cse2 + cse7) + lam_2*(-cse11 + cse12) + lam_3*(-cse13 - cse15)
    cse17 = math.sin(theta_bar)
    cse18 = cse17*lam_0
    cse19 = cse17*lam_1
    cse20 = 2*cse2
    cse21 = cse17*lam_2
    cse22 = 2*cse9
    cse23 = cse17*lam_3
    cse24 = cse18*cse2 + cse19*cse8 + cse20*cse21 + cse22*cse23
    cse25 = lam_0*(-cse3*cse8 + cse9) + lam_1*(cse14 + cse6) + lam_2*(-cse11*cse3 + cse22) + lam_3*(-cse20 - 2*cse7)
    cse26 = 2*lam_4
    cse27 = -cse0*cse17*cse26 + cse17*cse5*lam_5
    cse28 = cse0*cse3*lam_5 - cse11*cse23 + cse13*cse21 + cse18*cse6 - cse19*cse9 + cse26*cse3*cse5
    out = np.zeros((6, 6))
    out[_Phi_qT_lam_q_INDEX] = (
        cse16,  # [3, 3]
        cse24,  # [3, 4]
        cse25,  # [3, 5]
        cse24,  # [4, 3]
        cse10*lam_0 + cse12*lam_2 - cse15*lam_3 + cse27 + cse7*lam_1,  # [4, 4]
        cse28,  # [4, 5]
        cse25,  # [5, 3]
        cse28,  # [5, 4]
        cse16 + cse27,  # [5, 5]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        a: accelerations (time derivative of v) (6).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 197 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, acc_5,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (6,) else _floats(a, 6, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    t = float(t)

    h = float(h)

    cse0 = math.cos(theta_bar)
    cse1 = 104.01625*acc_5
    cse2 = math.sin(psi_bar)
    cse3 = math.sin(theta_bar)
    cse4 = math.cos(psi_bar)
    cse5 = cse3*cse4
    cse6 = 103.98375*cse2*cse5
    cse7 = math.sin(phi_bar)
    cse8 = cse2*cse7
    cse9 = math.cos(phi_bar)
    cse10 = cse4*cse9
    cse11 = cse4*cse7
    cse12 = cse2*cse9
    cse13 = cse0*cse12
    cse14 = 2*cse11
    cse15 = 2*cse13 + cse14
    cse16 = cse0*cse8
    cse17 = 2*cse16 - 2*cse4*cse9
    cse18 = cse2**2
    cse19 = cse3**2
    cse20 = cse4**2
    cse21 = 104.01625*cse3*phid_bar*thetad_bar
    cse22 = cse4*thetad_bar
    cse23 = cse2*cse3
    cse24 = cse23*phid_bar
    cse25 = cse22 + cse24
    cse26 = cse2*thetad_bar
    cse27 = 0.0325*cse26
    cse28 = cse5*phid_bar
    cse29 = cse25*(-cse27 + 0.0325*cse28)
    cse30 = 104.01625*cse22
    cse31 = 104.01625*cse24 + cse30
    cse32 = -cse26 + cse28
    cse33 = -cse31*cse32
    cse34 = 104.01625*psid_bar
    cse35 = cse0*phid_bar
    cse36 = cse35 + psid_bar
    cse37 = 0.0325*psid_bar
    cse38 = cse22*cse34 + cse24*cse34 + cse25*(-0.0325*cse35 - cse37) - cse30*cse35 + cse31*cse36
    cse39 = cse26*cse37 - cse27*cse35 - cse28*cse37 + cse32*(cse34 + 104.01625*cse35) + cse36*(104.01625*cse2*thetad_bar - 104.01625*cse28)
    cse40 = 2*lam_4
    cse41 = 2*cse8
    cse42 = 2*cse12
    cse43 = -cse10 + cse16
    cse44 = -cse0*cse11 - cse12
    cse45 = h**(-2)
    return np.array([
        78.0*acc_0 - lam_2,  # [0]
        78.0*acc_1 - lam_3,  # [1]
        78.0*acc_2 - lam_4 + 765.1800000000001,  # [2]
        acc_3*(104.01625*cse0**2 + 0.0325*cse18*cse19 + 104.01625*cse19*cse20) - acc_4*cse6 + cse0*cse1 - cse0*(cse21 + cse29 + cse33) - cse15*lam_2 - cse17*lam_3 - cse23*cse39 - cse38*cse5 + lam_0*(-cse11 - cse13) + lam_1*(-cse0*cse10 + cse8),  # [3]
        -acc_3*cse6 + acc_4*(104.01625*cse18 + 0.0325*cse20) + cse0*cse2*cse40 - cse0*cse4*lam_5 + cse11*cse3*lam_1 + cse2*cse38 + cse3*cse41*lam_2 - cse3*cse42*lam_3 + cse3*cse8*lam_0 - cse39*cse4,  # [4]
        104.01625*acc_3*cse0 + cse1 - cse21 + cse23*lam_5 - cse29 - cse33 + cse40*cse5 + cse43*lam_1 + cse44*lam_0 + lam_2*(-cse0*cse14 - cse42) + lam_3*(2*cse0*cse4*cse9 - cse41),  # [5]
        -cse43*cse45,  # [6]
        cse44*cse45,  # [7]
        cse45*(-cse17 - r_bar_x),  # [8]
        cse45*(cse15 - r_bar_y),  # [9]
        cse45*(2*cse2*cse3 - r_bar_z),  # [10]
        cse45*(-cse5 + math.sin((1/4)*math.pi*math.cos(2*t))),  # [11]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        a: accelerations (time derivative of v) (6).
        lam: Lagrange multipliers, one per constraint row (6).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (12, 12), 50 nonzero.
    """
    # 488 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    (
        _, _, _, acc_3,
        acc_4, acc_5,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (6,) else _floats(a, 6, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    h = float(h)

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(psi_bar)
    cse2 = cse1**2
    cse3 = math.sin(theta_bar)
    cse4 = cse3**2
    cse5 = math.cos(psi_bar)
    cse6 = cse5**2
    cse7 = h**2
    cse8 = math.cos(phi_bar)
    cse9 = cse1*cse8
    cse10 = math.sin(phi_bar)
    cse11 = cse10*cse5
    cse12 = cse0*cse11
    cse13 = cse12 + cse9
    cse14 = cse5*cse8
    cse15 = cse1*cse10
    cse16 = cse0*cse15
    cse17 = -cse14 + cse16
    cse18 = 2*cse14
    cse19 = 2*cse16
    cse20 = -cse18 + cse19
    cse21 = 2*cse11
    cse22 = cse0*cse9
    cse23 = 2*cse22
    cse24 = -cse21 - cse23
    cse25 = cse13*lam_1 + cse17*lam_0 + cse20*lam_2 + cse24*lam_3
    cse26 = 104.01625*psid_bar
    cse27 = cse1*cse3
    cse28 = cse5*thetad_bar
    cse29 = 104.01625*cse0
    cse30 = cse0*phid_bar
    cse31 = cse30 + psid_bar
    cse32 = 0.0325*psid_bar
    cse33 = 0.0325*cse30
    cse34 = -cse32 - cse33
    cse35 = cse27*phid_bar
    cse36 = cse28 + cse35
    cse37 = 0.0325*cse36
    cse38 = 104.01625*cse28
    cse39 = 104.01625*cse35 + cse38
    cse40 = -cse0*cse37 + cse0*cse39 + cse26*cse27 + 104.01625*cse27*cse31 + cse27*cse34 - cse28*cse29
    cse41 = cse3*cse5
    cse42 = cse1*thetad_bar
    cse43 = 0.0325*cse42
    cse44 = 104.01625*cse3
    cse45 = cse31*cse5
    cse46 = 104.01625*cse30
    cse47 = cse26 + cse46
    cse48 = cse41*phid_bar
    cse49 = -cse42 + cse48
    cse50 = cse44*phid_bar
    cse51 = -104.01625*cse1*thetad_bar + cse5*cse50
    cse52 = -cse51
    cse53 = -cse0*cse43 + 104.01625*cse0*cse49 + cse0*cse52 + cse3*cse47*cse5 - cse32*cse41 - cse44*cse45
    cse54 = cse44*thetad_bar
    cse55 = -cse39
    cse56 = -cse43 + 0.0325*cse48
    cse57 = -104.01625*cse27*cse49 + cse27*cse56 + cse37*cse41 + cse41*cse55 + cse54
    cse58 = 103.98375*cse27*cse5
    cse59 = 104.01625*cse5
    cse60 = cse26*cse5 + cse31*cse59 + cse34*cse5 - cse46*cse5
    cse61 = 104.01625*cse1*cse31 - cse1*cse33 - cse1*cse47 + 0.0325*cse1*psid_bar
    cse62 = -cse1*cse37 - cse1*cse55 + 104.01625*cse3*phid_bar - cse49*cse59 + cse5*cse56
    cse63 = acc_4*cse1
    cse64 = cse0*cse5
    cse65 = 103.98375*cse64
    cse66 = cse0*cse3
    cse67 = 208.0325*cse66
    cse68 = cse31*cse39
    cse69 = cse26*cse28 + cse26*cse35 - cse30*cse38 + cse34*cse36 + cse68
    cse70 = cse5*cse69
    cse71 = -cse30*cse43 + cse31*cse52 + cse32*cse42 - cse32*cse48 + cse47*cse49
    cse72 = cse1*cse71
    cse73 = cse1*cse30
    cse74 = cse1*cse46
    cse75 = cse3*phid_bar
    cse76 = cse26*cse73 + cse28*cse50 + cse31*cse74 + cse34*cse73 + cse37*cse75 - cse39*cse75
    cse77 = cse30*cse5
    cse78 = cse0*cse47*cse5*phid_bar + 0.0325*cse1*cse3*phid_bar*thetad_bar - cse32*cse77 - cse45*cse46 - cse49*cse50 - cse52*cse75
    cse79 = cse37*cse77 + cse46*thetad_bar - cse49*cse74 + cse55*cse77 + cse56*cse73
    cse80 = 208.0*cse28 + 208.0*cse35
    cse81 = 0.03249999999999886*cse1*thetad_bar - 0.03249999999999886*cse48
    cse82 = 103.98375*cse3
    cse83 = 207.9675*cse5
    cse84 = acc_3*cse1
    cse85 = cse11 + cse22
    cse86 = -cse0*cse14 + cse15
    cse87 = 2*cse15
    cse88 = -cse0*cse18 + cse87
    cse89 = 2*cse9
    cse90 = -2*cse12 - cse89
    cse91 = -cse26*cse42 + cse26*cse48 + 104.01625*cse30*cse42 + cse31*cse51 + cse34*cse49
    cse92 = -cse36
    cse93 = cse28*cse32 - cse28*cse33 + cse32*cse35 + cse47*cse92 + cse68
    cse94 = cse36*(-0.0325*cse28 - 0.0325*cse35)
    cse95 = cse49*cse52
    cse96 = cse49*cse56
    cse97 = cse55*cse92
    cse98 = -cse85
    cse99 = -cse20
    cse100 = cse3*cse89
    cse101 = cse3*cse87
    cse102 = 2*lam_4
    cse103 = -cse102*cse27 + cse41*lam_5
    cse104 = cse0*cse1
    cse105 = cse11*cse3
    cse106 = acc_3*cse82
    cse107 = cse15*cse3
    cse108 = cse107*lam_1
    cse109 = cse18*cse3*lam_3
    cse110 = -cse100
    cse111 = 2*cse104
    cse112 = -cse64
    cse113 = -cse13
    cse114 = -cse88
    cse115 = 2*cse41
    out = np.zeros((12, 12))
    out[_index3_matrix_INDEX] = (
        78.0,  # [0, 0]
        -1,  # [0, 8]
        78.0,  # [1, 1]
        -1,  # [1, 9]
        78.0,  # [2, 2]
        -1,  # [2, 10]
        104.01625*cse0**2 + 0.0325*cse2*cse4 + cse25*cse7 + 104.01625*cse4*cse6 - h*(cse0*cse57 + cse27*cse53 + cse40*cse41),  # [3, 3]
        -cse58 + cse7*(acc_3*(0.065*cse2*cse66 + cse6*cse67 - cse67) - acc_5*cse44 - cse0*cse70 - cse0*cse72 - cse0*cse79 + 2*cse1*cse10*cse3*lam_3 + cse1*cse3*cse8*lam_0 + 2*cse1*cse3*cse8*lam_2 - cse27*cse78 + cse3*cse5*cse8*lam_1 + cse3*(cse36*cse56 + cse49*cse55 + cse54*phid_bar) - cse41*cse76 - cse63*cse65) - h*(cse0*cse62 + cse27*cse61 + cse41*cse60),  # [3, 4]
        cse29 + cse7*(103.98375*acc_4*cse2*cse3 - acc_4*cse6*cse82 - cse0*(cse94 + cse95 + cse96 + cse97) + cse1*cse3*cse69 - cse27*cse93 - cse4*cse83*cse84 - cse41*cse71 - cse41*cse91 + cse85*lam_1 + cse86*lam_0 + cse88*lam_2 + cse90*lam_3) - h*(cse27*cse81 + cse41*cse80),  # [3, 5]
        cse98,  # [3, 6]
        cse86,  # [3, 7]
        cse24,  # [3, 8]
        cse99,  # [3, 9]
        -cse58 + cse7*(cse100*lam_2 + cse101*lam_3 + cse14*cse3*lam_1 + cse3*cse9*lam_0) - h*(-cse1*cse40 + cse5*cse53),  # [4, 3]
        104.01625*cse2 + 0.0325*cse6 + cse7*(cse1*cse76 + cse103 + cse12*lam_1 + cse16*lam_0 + cse19*lam_2 - cse23*lam_3 - cse5*cse78 - cse65*cse84) - h*(-cse1*cse60 + cse5*cse61),  # [4, 4]
        cse7*(cse1*cse91 + cse102*cse64 + cse104*lam_5 + cse105*lam_0 + cse106*cse2 - cse106*cse6 - cse108 - cse109 + cse21*cse3*lam_2 - cse5*cse93 + cse63*cse83 + cse70 + cse72) - h*(-cse1*cse80 + cse5*cse81),  # [4, 5]
        cse107,  # [4, 6]
        cse105,  # [4, 7]
        cse101,  # [4, 8]
        cse110,  # [4, 9]
        cse111,  # [4, 10]
        cse112,  # [4, 11]
        cse29 - cse57*h + cse7*(cse85*lam_1 + cse86*lam_0 + cse88*lam_2 + cse90*lam_3),  # [5, 3]
        -cse62*h + cse7*(-acc_3*cse44 + cse0*cse1*lam_5 + 2*cse0*cse5*lam_4 + cse10*cse3*cse5*lam_0 + 2*cse10*cse3*cse5*lam_2 - cse108 - cse109 - cse79),  # [5, 4]
        cse7*(cse103 + cse25 - cse94 - cse95 - cse96 - cse97) + 104.01625,  # [5, 5]
        cse113,  # [5, 6]
        cse17,  # [5, 7]
        cse90,  # [5, 8]
        cse114,  # [5, 9]
        cse115,  # [5, 10]
        cse27,  # [5, 11]
        cse98,  # [6, 3]
        cse107,  # [6, 4]
        cse113,  # [6, 5]
        cse86,  # [7, 3]
        cse105,  # [7, 4]
        cse17,  # [7, 5]
        -1,  # [8, 0]
        cse24,  # [8, 3]
        cse101,  # [8, 4]
        cse90,  # [8, 5]
        -1,  # [9, 1]
        cse99,  # [9, 3]
        cse110,  # [9, 4]
        cse114,  # [9, 5]
        -1,  # [10, 2]
        cse111,  # [10, 4]
        cse115,  # [10, 5]
        cse112,  # [11, 4]
        cse27,  # [11, 5]
    )
    return out



def energy(q, v, t, p):
    """Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring
    potentials.

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (1,), 1 nonzero.
    """
    # 41 operations after common subexpression elimination
    (
        _, _, r_bar_z, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        rd_bar_x, rd_bar_y, rd_bar_z, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = phid_bar*math.cos(theta_bar)
    cse1 = math.cos(psi_bar)
    cse2 = cse1*thetad_bar
    cse3 = math.sin(psi_bar)
    cse4 = phid_bar*math.sin(theta_bar)
    cse5 = cse3*cse4
    cse6 = cse3*thetad_bar
    cse7 = cse1*cse4
    return np.array([
        765.1800000000001*r_bar_z + 39.0*rd_bar_x**2 + 39.0*rd_bar_y**2 + 39.0*rd_bar_z**2 + (1/2)*(cse0 + psid_bar)*(104.01625*cse0 + 104.01625*psid_bar) + (1/2)*(0.0325*cse2 + 0.0325*cse5)*(cse2 + cse5) + (1/2)*(-104.01625*cse6 + 104.01625*cse7)*(-cse6 + cse7),  # [0]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 71 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        rd_bar_x, rd_bar_y, rd_bar_z, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = 78.0*rd_bar_x
    cse1 = 78.0*rd_bar_y
    cse2 = 78.0*rd_bar_z
    cse3 = math.sin(phi_bar)
    cse4 = math.cos(theta_bar)
    cse5 = cse4*phid_bar + psid_bar
    cse6 = math.sin(theta_bar)
    cse7 = 104.01625*cse6
    cse8 = cse5*cse7
    cse9 = math.cos(psi_bar)
    cse10 = math.sin(psi_bar)
    cse11 = cse6*phid_bar
    cse12 = cse10*cse11 + cse9*thetad_bar
    cse13 = math.cos(phi_bar)
    cse14 = 0.0325*cse10
    cse15 = cse14*cse4
    cse16 = -cse10*thetad_bar + cse11*cse9
    cse17 = 104.01625*cse10
    cse18 = 104.01625*cse4
    return np.array([
        cse0,  # [0]
        cse1,  # [1]
        cse2,  # [2]
        -cse1*r_bar_z + cse12*(0.0325*cse13*cse9 - cse15*cse3) + cse16*(-cse13*cse17 - cse18*cse3*cse9) + cse2*r_bar_y + cse3*cse8,  # [3]
        cse0*r_bar_z + cse12*(cse13*cse15 + 0.0325*cse3*cse9) - cse13*cse8 + cse16*(104.01625*cse13*cse4*cse9 - cse17*cse3) - cse2*r_bar_x,  # [4]
        -cse0*r_bar_y + cse1*r_bar_x + cse12*cse14*cse6 + cse16*cse7*cse9 + cse18*cse5,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (6).

    Returns:
        ndarray of shape (1, 12), 12 nonzero.
    """
    # 25 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(phi_bar)
    cse1 = math.cos(psi_bar)
    cse2 = math.cos(theta_bar)
    cse3 = math.sin(phi_bar)
    cse4 = math.sin(psi_bar)
    cse5 = cse3*cse4
    cse6 = cse0*cse4
    cse7 = cse1*cse3
    cse8 = math.sin(theta_bar)
    return np.array([
        r_bar_x,  # [0, 0]
        r_bar_y,  # [0, 1]
        r_bar_z,  # [0, 2]
        cse0*cse1 - cse2*cse5,  # [0, 3]
        -cse2*cse7 - cse6,  # [0, 4]
        cse3*cse8,  # [0, 5]
        cse2*cse6 + cse7,  # [0, 6]
        cse0*cse1*cse2 - cse5,  # [0, 7]
        -cse0*cse8,  # [0, 8]
        cse4*cse8,  # [0, 9]
        cse1*cse8,  # [0, 10]
        cse2,  # [0, 11]
    ]).reshape(1, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).

    Returns:
        ndarray of shape (1, 6), 6 nonzero.
    """
    # 47 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        rd_bar_x, rd_bar_y, rd_bar_z, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.sin(phi_bar)
    cse1 = math.cos(theta_bar)
    cse2 = cse1*phid_bar + psid_bar
    cse3 = math.sin(theta_bar)
    cse4 = cse2*cse3
    cse5 = math.cos(psi_bar)
    cse6 = math.sin(psi_bar)
    cse7 = cse3*phid_bar
    cse8 = cse5*thetad_bar + cse6*cse7
    cse9 = math.cos(phi_bar)
    cse10 = cse0*cse6
    cse11 = cse5*cse7 - cse6*thetad_bar
    cse12 = cse6*cse9
    cse13 = cse0*cse5
    return np.array([
        rd_bar_x,  # [0, 0]
        rd_bar_y,  # [0, 1]
        rd_bar_z,  # [0, 2]
        cse0*cse4 + cse11*(-cse1*cse13 - cse12) + cse8*(-cse1*cse10 + cse5*cse9),  # [0, 3]
        cse11*(cse1*cse5*cse9 - cse10) - cse4*cse9 + cse8*(cse1*cse12 + cse13),  # [0, 4]
        cse1*cse2 + cse11*cse3*cse5 + cse3*cse6*cse8,  # [0, 5]
    ]).reshape(1, 6)



def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (1, 12), 11 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((1, 12))
    out[_initial_frames_INDEX] = (
        1.41421356,  # [0, 1]
        -1.41421356,  # [0, 2]
        0.0,  # [0, 3]
        -1.9967346175427393e-16,  # [0, 4]
        0.9999999999999999,  # [0, 5]
        0.7071067811865475,  # [0, 6]
        0.7071067811865476,  # [0, 7]
        -7.850462293418875e-17,  # [0, 8]
        -0.7071067811865475,  # [0, 9]
        0.7071067811865476,  # [0, 10]
        1.895269253967044e-16,  # [0, 11]
    )
    return out



def initial_velocities(p):
    """Initial velocities per body (rows), global frame.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (1, 6), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((1, 6))
    return out

