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
    # 32 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    t = float(t)

    cse0 = math.sin(phi_bar)
    cse1 = math.sin(psi_bar)
    cse2 = math.cos(theta_bar)
    cse3 = math.cos(phi_bar)
    cse4 = math.cos(psi_bar)
    cse5 = -cse0*cse1*cse2 + cse3*cse4
    cse6 = cse0*cse4
    cse7 = cse1*cse3
    cse8 = math.sin(theta_bar)
    return np.array([
        cse5,  # [0]
        -cse2*cse6 - cse7,  # [1]
        2*cse5 - r_bar_x,  # [2]
        2*cse2*cse7 + 2*cse6 - r_bar_y,  # [3]
        2*cse1*cse8 - r_bar_z,  # [4]
        -cse4*cse8 + math.sin((1/4)*math.pi*math.cos(2*t)),  # [5]
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
    # 50 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(theta_bar)
    cse1 = math.cos(phi_bar)
    cse2 = math.sin(psi_bar)
    cse3 = cse1*cse2
    cse4 = math.sin(phi_bar)
    cse5 = math.cos(psi_bar)
    cse6 = cse4*cse5
    cse7 = math.sin(theta_bar)
    cse8 = cse2*cse7
    cse9 = cse4*cse8
    cse10 = cse0*cse5
    cse11 = cse10*cse4
    cse12 = cse1*cse10
    cse13 = cse2*cse4
    cse14 = cse1*cse5
    cse15 = 2*cse3
    cse16 = 2*cse13
    out = np.zeros((6, 6))
    out[_Phi_q_INDEX] = (
        -cse0*cse3 - cse6,  # [0, 3]
        cse9,  # [0, 4]
        -cse11 - cse3,  # [0, 5]
        -cse12 + cse13,  # [1, 3]
        cse6*cse7,  # [1, 4]
        cse0*cse13 - cse14,  # [1, 5]
        -1,  # [2, 0]
        -cse0*cse15 - 2*cse6,  # [2, 3]
        2*cse9,  # [2, 4]
        -2*cse11 - cse15,  # [2, 5]
        -1,  # [3, 1]
        -cse0*cse16 + 2*cse14,  # [3, 3]
        -2*cse1*cse8,  # [3, 4]
        2*cse12 - cse16,  # [3, 5]
        -1,  # [4, 2]
        2*cse0*cse2,  # [4, 4]
        2*cse5*cse7,  # [4, 5]
        -cse10,  # [5, 4]
        cse8,  # [5, 5]
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
    # 158 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    t = float(t)

    cse0 = math.sin(phi_bar)
    cse1 = math.sin(psi_bar)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_bar)
    cse4 = math.cos(phi_bar)
    cse5 = math.cos(psi_bar)
    cse6 = cse4*cse5
    cse7 = cse2 - cse3*cse6
    cse8 = cse0*cse5
    cse9 = math.sin(theta_bar)
    cse10 = cse9*thetad_bar
    cse11 = cse2*cse3
    cse12 = cse11 - cse6
    cse13 = cse1*cse4
    cse14 = cse9*phid_bar
    cse15 = cse9*psid_bar
    cse16 = cse13*cse3 + cse8
    cse17 = cse3*cse8
    cse18 = cse13 + cse17
    cse19 = 2*cse6
    cse20 = 2*cse2
    cse21 = -cse19*cse3 + cse20
    cse22 = 2*cse8
    cse23 = cse20*cse3
    cse24 = -cse19 + cse23
    cse25 = 2*cse13
    cse26 = -cse22*cse3 - cse25
    cse27 = cse25*cse3
    cse28 = -cse22 - cse27
    cse29 = 2*cse3*cse5
    cse30 = 2*cse1
    cse31 = cse5*cse9
    cse32 = cse1*cse3
    cse33 = 2*t
    cse34 = math.pi*math.cos(cse33)
    cse35 = (1/4)*cse34
    return np.array([
        -phid_bar*(cse10*cse13 + cse12*phid_bar + cse7*psid_bar) - psid_bar*(cse10*cse8 + cse12*psid_bar + cse7*phid_bar) - thetad_bar*(cse11*thetad_bar + cse13*cse14 + cse15*cse8),  # [0]
        -phid_bar*(cse10*cse6 + cse16*psid_bar + cse18*phid_bar) - psid_bar*(-cse10*cse2 + cse16*phid_bar + cse18*psid_bar) - thetad_bar*(cse14*cse6 - cse15*cse2 + cse17*thetad_bar),  # [1]
        -phid_bar*(cse10*cse25 + cse21*psid_bar + cse24*phid_bar) - psid_bar*(cse10*cse22 + cse21*phid_bar + cse24*psid_bar) - thetad_bar*(cse14*cse25 + cse15*cse22 + cse23*thetad_bar),  # [2]
        -phid_bar*(cse10*cse20 + cse26*psid_bar + cse28*phid_bar) - psid_bar*(-cse10*cse19 + cse26*phid_bar + cse28*psid_bar) - thetad_bar*(cse14*cse20 - cse15*cse19 - cse27*thetad_bar),  # [3]
        -psid_bar*(-cse15*cse30 + cse29*thetad_bar) - thetad_bar*(-cse10*cse30 + cse29*psid_bar),  # [4]
        cse34*math.cos(cse35) - psid_bar*(cse31*psid_bar + cse32*thetad_bar) - thetad_bar*(cse31*thetad_bar + cse32*psid_bar) + (1/4)*math.pi**2*math.sin(cse33)**2*math.sin(cse35),  # [5]
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

    cse0 = math.cos(psi_bar)
    cse1 = cse0**2
    cse2 = math.sin(theta_bar)
    cse3 = cse2**2
    cse4 = math.sin(psi_bar)
    cse5 = cse4**2
    cse6 = math.cos(theta_bar)
    cse7 = -103.98375*cse0*cse2*cse4
    cse8 = 104.01625*cse6
    out = np.zeros((6, 6))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        104.01625*cse1*cse3 + 0.0325*cse3*cse5 + 104.01625*cse6**2,  # [3, 3]
        cse7,  # [3, 4]
        cse8,  # [3, 5]
        cse7,  # [4, 3]
        0.0325*cse1 + 104.01625*cse5,  # [4, 4]
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
    # 65 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.cos(theta_bar)
    cse1 = cse0*phid_bar
    cse2 = math.sin(psi_bar)
    cse3 = cse2*thetad_bar
    cse4 = 0.0325*cse3
    cse5 = 0.0325*psid_bar
    cse6 = math.cos(psi_bar)
    cse7 = math.sin(theta_bar)
    cse8 = cse6*cse7
    cse9 = cse8*phid_bar
    cse10 = 104.01625*psid_bar
    cse11 = -cse3 + cse9
    cse12 = cse1 + psid_bar
    cse13 = -cse1*cse4 + cse11*(104.01625*cse1 + cse10) + cse12*(104.01625*cse3 - 104.01625*cse9) + cse3*cse5 - cse5*cse9
    cse14 = cse2*cse7
    cse15 = cse6*thetad_bar
    cse16 = 104.01625*cse15
    cse17 = cse14*phid_bar
    cse18 = cse15 + cse17
    cse19 = 104.01625*cse17
    cse20 = -cse1*cse16 + cse10*cse15 + cse10*cse17 + cse12*(cse16 + cse19) + cse18*(-0.0325*cse1 - cse5)
    cse21 = cse11*(-cse16 - cse19) + cse18*(-cse4 + 0.0325*cse9) + 104.01625*cse7*phid_bar*thetad_bar
    out = np.zeros(6)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        cse0*cse21 + cse13*cse14 + cse20*cse8,  # [3]
        cse13*cse6 - cse2*cse20,  # [4]
        cse21,  # [5]
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
    # 155 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(psi_bar)
    cse2 = cse1*thetad_bar
    cse3 = cse0*phid_bar
    cse4 = 0.0325*cse3
    cse5 = 0.0325*psid_bar
    cse6 = math.cos(psi_bar)
    cse7 = math.sin(theta_bar)
    cse8 = cse7*phid_bar
    cse9 = cse6*cse8
    cse10 = 104.01625*cse3
    cse11 = 104.01625*psid_bar
    cse12 = cse10 + cse11
    cse13 = -cse2 + cse9
    cse14 = cse3 + psid_bar
    cse15 = 104.01625*cse9
    cse16 = 104.01625*cse2
    cse17 = -cse15 + cse16
    cse18 = cse12*cse13 + cse14*cse17 - cse2*cse4 + cse2*cse5 - cse5*cse9
    cse19 = cse1*cse18
    cse20 = cse10*cse14
    cse21 = cse1*cse8
    cse22 = 104.01625*cse21
    cse23 = cse6*thetad_bar
    cse24 = 104.01625*cse23
    cse25 = cse22 + cse24
    cse26 = cse21 + cse23
    cse27 = cse1*cse3
    cse28 = -cse4 - cse5
    cse29 = cse1*cse20 + cse11*cse27 + cse24*cse8 - cse25*cse8 + 0.0325*cse26*cse8 + cse27*cse28
    cse30 = cse6*cse7
    cse31 = 104.01625*cse8
    cse32 = cse3*cse6
    cse33 = 0.0325*cse2
    cse34 = cse12*cse32 - cse13*cse31 - cse17*cse8 - cse20*cse6 - cse32*cse5 + cse33*cse8
    cse35 = cse1*cse7
    cse36 = -cse22 - cse24
    cse37 = -cse33 + 0.0325*cse9
    cse38 = cse14*cse25
    cse39 = -cse10*cse23 + cse11*cse21 + cse11*cse23 + cse26*cse28 + cse38
    cse40 = cse39*cse6
    cse41 = -cse1*cse10*cse13 + cse10*thetad_bar + cse26*cse4*cse6 + cse27*cse37 + cse32*cse36
    cse42 = -cse21 - cse23
    cse43 = 0.0325*cse23
    cse44 = cse12*cse42 + cse21*cse5 + cse23*cse5 - cse3*cse43 + cse38
    cse45 = cse13*cse17 + cse13*cse37 + cse26*(-0.0325*cse21 - cse43) + cse36*cse42
    cse46 = cse10*cse2 - cse11*cse2 + cse11*cse9 + cse13*cse28 + cse14*(cse15 - cse16)
    out = np.zeros((6, 6))
    out[_Q_q_INDEX] = (
        cse0*cse19 + cse0*cse40 + cse0*cse41 + cse29*cse30 + cse34*cse35 - cse7*(cse13*cse36 + cse26*cse37 + cse31*thetad_bar),  # [3, 4]
        cse0*cse45 + cse18*cse30 + cse30*cse46 - cse35*cse39 + cse35*cse44,  # [3, 5]
        -cse1*cse29 + cse34*cse6,  # [4, 4]
        -cse1*cse46 - cse19 - cse40 + cse44*cse6,  # [4, 5]
        cse41,  # [5, 4]
        cse45,  # [5, 5]
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
    # 123 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.sin(psi_bar)
    cse1 = math.sin(theta_bar)
    cse2 = cse0*cse1
    cse3 = cse2*phid_bar
    cse4 = math.cos(psi_bar)
    cse5 = cse4*thetad_bar
    cse6 = 0.0325*cse3 + 0.0325*cse5
    cse7 = cse1*cse4
    cse8 = cse7*phid_bar
    cse9 = cse0*thetad_bar
    cse10 = 104.01625*cse8 - 104.01625*cse9
    cse11 = 104.01625*cse1
    cse12 = cse11*phid_bar
    cse13 = cse0*cse12
    cse14 = 104.01625*cse5
    cse15 = -cse13 - cse14
    cse16 = 0.0325*cse9
    cse17 = -cse16 + 0.0325*cse8
    cse18 = -cse10*cse2 + cse11*thetad_bar + cse15*cse7 + cse17*cse2 + cse6*cse7
    cse19 = math.cos(theta_bar)
    cse20 = cse19*phid_bar
    cse21 = cse20 + psid_bar
    cse22 = cse11*cse21
    cse23 = 0.0325*cse20
    cse24 = 0.0325*psid_bar
    cse25 = -cse23 - cse24
    cse26 = 104.01625*psid_bar
    cse27 = cse0*cse22 - cse14*cse19 - cse19*cse6 + cse19*(cse13 + cse14) + cse2*cse25 + cse2*cse26
    cse28 = 104.01625*cse20
    cse29 = cse26 + cse28
    cse30 = cse10*cse19 - cse16*cse19 + cse19*(-cse12*cse4 + 104.01625*cse9) - cse22*cse4 - cse24*cse7 + cse29*cse7
    cse31 = -cse0*cse15 - cse0*cse6 - cse10*cse4 + cse12 + cse17*cse4
    cse32 = 104.01625*cse21
    cse33 = cse25*cse4 + cse26*cse4 - cse28*cse4 + cse32*cse4
    cse34 = -cse0*cse23 + cse0*cse24 - cse0*cse29 + cse0*cse32
    cse35 = 208.0325*cse3 + 208.0325*cse5 - cse6
    cse36 = cse10 - 104.04875*cse8 + 104.04875*cse9
    out = np.zeros((6, 6))
    out[_Q_v_INDEX] = (
        cse18*cse19 + cse2*cse30 + cse27*cse7,  # [3, 3]
        cse19*cse31 + cse2*cse34 + cse33*cse7,  # [3, 4]
        cse2*cse36 + cse35*cse7,  # [3, 5]
        -cse0*cse27 + cse30*cse4,  # [4, 3]
        -cse0*cse33 + cse34*cse4,  # [4, 4]
        -cse0*cse35 + cse36*cse4,  # [4, 5]
        cse18,  # [5, 3]
        cse31,  # [5, 4]
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
    # 42 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, acc_3,
        acc_4, acc_5,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (6,) else _floats(a, 6, "a")

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(psi_bar)
    cse2 = math.cos(psi_bar)
    cse3 = cse1*cse2
    cse4 = 103.98375*cse0*cse3
    cse5 = math.sin(theta_bar)
    cse6 = 104.01625*cse5
    cse7 = cse0*cse5
    cse8 = 208.0325*cse7
    cse9 = cse1**2
    cse10 = cse2**2
    cse11 = 103.98375*cse5
    cse12 = acc_4*cse11
    cse13 = 207.9675*cse3
    cse14 = acc_3*cse11
    out = np.zeros((6, 6))
    out[_Ma_q_INDEX] = (
        acc_3*(cse10*cse8 + 0.065*cse7*cse9 - cse8) - acc_4*cse4 - acc_5*cse6,  # [3, 4]
        -acc_3*cse13*cse5**2 - cse10*cse12 + cse12*cse9,  # [3, 5]
        -acc_3*cse4,  # [4, 4]
        acc_4*cse13 - cse10*cse14 + cse14*cse9,  # [4, 5]
        -acc_3*cse6,  # [5, 4]
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

    cse0 = math.cos(theta_bar)
    cse1 = math.cos(phi_bar)
    cse2 = math.sin(psi_bar)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = 2*cse4
    cse6 = math.sin(phi_bar)
    cse7 = math.cos(psi_bar)
    cse8 = cse6*cse7
    cse9 = 2*cse8
    cse10 = cse2*cse6
    cse11 = cse0*cse10
    cse12 = 2*cse11
    cse13 = cse1*cse7
    cse14 = 2*cse13
    cse15 = cse0*cse8
    cse16 = lam_0*(cse11 - cse13) + lam_1*(cse15 + cse3) + lam_2*(cse12 - cse14) + lam_3*(-cse5 - cse9)
    cse17 = 2*cse10
    cse18 = math.sin(theta_bar)
    cse19 = cse18*lam_3
    cse20 = 2*cse3
    cse21 = cse18*lam_2
    cse22 = cse18*lam_1
    cse23 = cse18*lam_0
    cse24 = cse13*cse22 + cse17*cse19 + cse20*cse21 + cse23*cse3
    cse25 = cse0*cse13
    cse26 = lam_0*(cse10 - cse25) + lam_1*(cse4 + cse8) + lam_2*(cse17 - 2*cse25) + lam_3*(-2*cse15 - cse20)
    cse27 = 2*lam_4
    cse28 = -cse18*cse2*cse27 + cse18*cse7*lam_5
    cse29 = cse0*cse2*lam_5 + cse0*cse27*cse7 - cse10*cse22 - cse14*cse19 + cse21*cse9 + cse23*cse8
    out = np.zeros((6, 6))
    out[_Phi_qT_lam_q_INDEX] = (
        cse16,  # [3, 3]
        cse24,  # [3, 4]
        cse26,  # [3, 5]
        cse24,  # [4, 3]
        cse11*lam_0 + cse12*lam_2 + cse15*lam_1 + cse28 - cse5*lam_3,  # [4, 4]
        cse29,  # [4, 5]
        cse26,  # [5, 3]
        cse29,  # [5, 4]
        cse16 + cse28,  # [5, 5]
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
    # 195 operations after common subexpression elimination
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

    cse0 = math.sin(psi_bar)
    cse1 = cse0*thetad_bar
    cse2 = math.cos(theta_bar)
    cse3 = cse2*phid_bar
    cse4 = 0.0325*cse3
    cse5 = 0.0325*psid_bar
    cse6 = math.cos(psi_bar)
    cse7 = math.sin(theta_bar)
    cse8 = cse6*cse7
    cse9 = cse8*phid_bar
    cse10 = 104.01625*cse3
    cse11 = 104.01625*psid_bar
    cse12 = -cse1 + cse9
    cse13 = cse3 + psid_bar
    cse14 = -cse1*cse4 + cse1*cse5 + cse12*(cse10 + cse11) + cse13*(104.01625*cse1 - 104.01625*cse9) - cse5*cse9
    cse15 = cse0*cse7
    cse16 = cse6*thetad_bar
    cse17 = cse15*phid_bar
    cse18 = cse16 + cse17
    cse19 = 104.01625*cse17
    cse20 = 104.01625*cse16
    cse21 = -cse10*cse16 + cse11*cse16 + cse11*cse17 + cse13*(cse19 + cse20) + cse18*(-cse4 - cse5)
    cse22 = cse12*(-cse19 - cse20) + cse18*(-0.0325*cse1 + 0.0325*cse9) + 104.01625*cse7*phid_bar*thetad_bar
    cse23 = math.cos(phi_bar)
    cse24 = cse0*cse23
    cse25 = cse2*cse24
    cse26 = math.sin(phi_bar)
    cse27 = cse26*cse6
    cse28 = cse23*cse6
    cse29 = cse0*cse26
    cse30 = 2*cse27
    cse31 = 2*cse24
    cse32 = 2*cse28
    cse33 = 2*cse29
    cse34 = 103.98375*cse0*cse8
    cse35 = 104.01625*acc_5
    cse36 = cse6**2
    cse37 = cse7**2
    cse38 = cse0**2
    cse39 = 2*lam_4
    cse40 = -cse2*cse27 - cse24
    cse41 = cse2*cse29
    cse42 = h**(-2)
    cse43 = cse28 - cse41
    return np.array([
        78.0*acc_0 - lam_2,  # [0]
        78.0*acc_1 - lam_3,  # [1]
        78.0*acc_2 - lam_4 + 765.1800000000001,  # [2]
        acc_3*(104.01625*cse2**2 + 104.01625*cse36*cse37 + 0.0325*cse37*cse38) - acc_4*cse34 - cse14*cse15 - cse2*cse22 + cse2*cse35 - cse21*cse8 + lam_0*(-cse25 - cse27) + lam_1*(-cse2*cse28 + cse29) + lam_2*(-cse2*cse31 - cse30) + lam_3*(-cse2*cse33 + cse32),  # [3]
        -acc_3*cse34 + acc_4*(0.0325*cse36 + 104.01625*cse38) + cse0*cse2*cse39 + cse0*cse21 - cse14*cse6 - cse2*cse6*lam_5 + cse27*cse7*lam_1 + cse29*cse7*lam_0 - cse31*cse7*lam_3 + cse33*cse7*lam_2,  # [4]
        104.01625*acc_3*cse2 + cse15*lam_5 - cse22 + cse35 + cse39*cse8 + cse40*lam_0 + lam_1*(-cse28 + cse41) + lam_2*(-cse2*cse30 - cse31) + lam_3*(cse2*cse32 - cse33),  # [5]
        cse42*cse43,  # [6]
        cse40*cse42,  # [7]
        cse42*(2*cse43 - r_bar_x),  # [8]
        cse42*(2*cse25 + 2*cse27 - r_bar_y),  # [9]
        cse42*(2*cse15 - r_bar_z),  # [10]
        cse42*(-cse8 + math.sin((1/4)*math.pi*math.cos(2*t))),  # [11]
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
    # 431 operations after common subexpression elimination
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

    cse0 = math.sin(psi_bar)
    cse1 = cse0**2
    cse2 = math.sin(theta_bar)
    cse3 = cse2**2
    cse4 = math.cos(psi_bar)
    cse5 = cse4**2
    cse6 = cse0*cse2
    cse7 = cse6*phid_bar
    cse8 = cse4*thetad_bar
    cse9 = cse7 + cse8
    cse10 = 0.0325*cse9
    cse11 = cse2*cse4
    cse12 = cse11*phid_bar
    cse13 = cse0*thetad_bar
    cse14 = cse12 - cse13
    cse15 = 104.01625*cse14
    cse16 = 104.01625*cse7
    cse17 = 104.01625*cse8
    cse18 = -cse16 - cse17
    cse19 = 0.0325*cse13
    cse20 = 0.0325*cse12 - cse19
    cse21 = 104.01625*cse2
    cse22 = cse21*thetad_bar
    cse23 = cse10*cse11 + cse11*cse18 - cse15*cse6 + cse20*cse6 + cse22
    cse24 = math.cos(theta_bar)
    cse25 = cse24*phid_bar
    cse26 = cse25 + psid_bar
    cse27 = 104.01625*cse26
    cse28 = 0.0325*cse25
    cse29 = 0.0325*psid_bar
    cse30 = -cse28 - cse29
    cse31 = cse16 + cse17
    cse32 = 104.01625*psid_bar
    cse33 = 104.01625*cse24
    cse34 = -cse10*cse24 + cse24*cse31 + cse27*cse6 + cse30*cse6 + cse32*cse6 - cse33*cse8
    cse35 = 104.01625*cse12
    cse36 = 104.01625*cse13
    cse37 = -cse35 + cse36
    cse38 = 104.01625*cse25
    cse39 = cse32 + cse38
    cse40 = -cse11*cse27 - cse11*cse29 + cse11*cse39 + cse15*cse24 - cse19*cse24 + cse24*cse37
    cse41 = h**2
    cse42 = math.cos(phi_bar)
    cse43 = cse0*cse42
    cse44 = cse24*cse43
    cse45 = 2*cse44
    cse46 = math.sin(phi_bar)
    cse47 = cse4*cse46
    cse48 = -cse45 - 2*cse47
    cse49 = cse0*cse46
    cse50 = cse24*cse49
    cse51 = 2*cse50
    cse52 = cse4*cse42
    cse53 = 2*cse52
    cse54 = cse24*cse47
    cse55 = cse50 - cse52
    cse56 = cse48*lam_3 + cse55*lam_0 + lam_1*(cse43 + cse54) + lam_2*(cse51 - cse53)
    cse57 = -103.98375*cse4*cse6
    cse58 = -cse0*cse10 - cse0*cse18 - cse15*cse4 + cse20*cse4 + cse21*phid_bar
    cse59 = cse27*cse4
    cse60 = cse30*cse4 + cse32*cse4 - cse38*cse4 + cse59
    cse61 = cse0*cse27
    cse62 = -cse0*cse28 + cse0*cse29 - cse0*cse39 + cse61
    cse63 = cse2*cse24
    cse64 = 208.0325*cse63
    cse65 = acc_4*cse0
    cse66 = cse24*cse4
    cse67 = 103.98375*cse66
    cse68 = -cse12*cse29 - cse13*cse28 + cse13*cse29 + cse14*cse39 + cse26*cse37
    cse69 = cse0*cse68
    cse70 = cse2*phid_bar
    cse71 = cse0*cse25
    cse72 = cse10*cse70 + cse17*cse70 + cse25*cse61 + cse30*cse71 - cse31*cse70 + cse32*cse71
    cse73 = cse25*cse4
    cse74 = -cse15*cse70 + cse19*cse70 - cse25*cse59 - cse29*cse73 - cse37*cse70 + cse39*cse73
    cse75 = cse26*cse31
    cse76 = -cse17*cse25 + cse30*cse9 + cse32*cse7 + cse32*cse8 + cse75
    cse77 = cse10*cse73 - cse15*cse71 + cse18*cse73 + cse20*cse71 + cse38*thetad_bar
    cse78 = cse2*cse49
    cse79 = 2*cse78
    cse80 = 2*cse43
    cse81 = cse2*cse80
    cse82 = cse2*cse43*lam_0 + cse2*cse52*lam_1 + cse79*lam_3 + cse81*lam_2
    cse83 = -cse10 + 208.0325*cse7 + 208.0325*cse8
    cse84 = -104.04875*cse12 + 104.04875*cse13 + cse15
    cse85 = 207.9675*cse4
    cse86 = acc_3*cse0
    cse87 = 103.98375*cse2
    cse88 = acc_4*cse87
    cse89 = -cse7 - cse8
    cse90 = -cse28*cse8 + cse29*cse7 + cse29*cse8 + cse39*cse89 + cse75
    cse91 = cse14*cse20 + cse14*cse37 + cse18*cse89 + cse9*(-0.0325*cse7 - 0.0325*cse8)
    cse92 = cse12*cse32 - cse13*cse32 + cse14*cse30 + cse25*cse36 + cse26*(cse35 - cse36)
    cse93 = -2*cse54 - cse80
    cse94 = cse24*cse52
    cse95 = 2*cse94
    cse96 = 2*cse49
    cse97 = cse49 - cse94
    cse98 = cse93*lam_3 + cse97*lam_0 + lam_1*(cse44 + cse47) + lam_2*(-cse95 + cse96)
    cse99 = -cse44 - cse47
    cse100 = -cse51 + cse53
    cse101 = 2*lam_4
    cse102 = -cse101*cse6 + cse11*lam_5
    cse103 = acc_3*cse87
    cse104 = cse0*cse24
    cse105 = cse2*cse47
    cse106 = cse101*cse66 + cse104*lam_5 + cse105*lam_0 + 2*cse105*lam_2 - cse2*cse53*lam_3 - cse78*lam_1
    cse107 = -cse81
    cse108 = 2*cse104
    cse109 = -cse66
    cse110 = -cse43 - cse54
    cse111 = cse95 - cse96
    cse112 = 2*cse11
    out = np.zeros((12, 12))
    out[_index3_matrix_INDEX] = (
        78.0,  # [0, 0]
        -1,  # [0, 8]
        78.0,  # [1, 1]
        -1,  # [1, 9]
        78.0,  # [2, 2]
        -1,  # [2, 10]
        0.0325*cse1*cse3 + 104.01625*cse24**2 + 104.01625*cse3*cse5 + cse41*cse56 - h*(cse11*cse34 + cse23*cse24 + cse40*cse6),  # [3, 3]
        cse41*(acc_3*(0.065*cse1*cse63 + cse5*cse64 - cse64) - acc_5*cse21 - cse11*cse72 + cse2*(cse14*cse18 + cse20*cse9 + cse22*phid_bar) - cse24*cse69 - cse24*cse77 - cse6*cse74 - cse65*cse67 - cse66*cse76 + cse82) + cse57 - h*(cse11*cse60 + cse24*cse58 + cse6*cse62),  # [3, 4]
        cse33 + cse41*(cse1*cse88 - cse11*cse68 - cse11*cse92 - cse24*cse91 - cse3*cse85*cse86 - cse5*cse88 + cse6*cse76 - cse6*cse90 + cse98) - h*(cse11*cse83 + cse6*cse84),  # [3, 5]
        cse99,  # [3, 6]
        cse97,  # [3, 7]
        cse48,  # [3, 8]
        cse100,  # [3, 9]
        cse41*cse82 + cse57 - h*(-cse0*cse34 + cse4*cse40),  # [4, 3]
        104.01625*cse1 + cse41*(cse0*cse72 + cse102 - cse4*cse74 - cse45*lam_3 + cse50*lam_0 + cse51*lam_2 + cse54*lam_1 - cse67*cse86) + 0.0325*cse5 - h*(-cse0*cse60 + cse4*cse62),  # [4, 4]
        cse41*(cse0*cse92 + cse1*cse103 - cse103*cse5 + cse106 + cse4*cse76 - cse4*cse90 + cse65*cse85 + cse69) - h*(-cse0*cse83 + cse4*cse84),  # [4, 5]
        cse78,  # [4, 6]
        cse105,  # [4, 7]
        cse79,  # [4, 8]
        cse107,  # [4, 9]
        cse108,  # [4, 10]
        cse109,  # [4, 11]
        -cse23*h + cse33 + cse41*cse98,  # [5, 3]
        cse41*(-acc_3*cse21 + cse106 - cse77) - cse58*h,  # [5, 4]
        cse41*(cse102 + cse56 - cse91) + 104.01625,  # [5, 5]
        cse110,  # [5, 6]
        cse55,  # [5, 7]
        cse93,  # [5, 8]
        cse111,  # [5, 9]
        cse112,  # [5, 10]
        cse6,  # [5, 11]
        cse99,  # [6, 3]
        cse78,  # [6, 4]
        cse110,  # [6, 5]
        cse97,  # [7, 3]
        cse105,  # [7, 4]
        cse55,  # [7, 5]
        -1,  # [8, 0]
        cse48,  # [8, 3]
        cse79,  # [8, 4]
        cse93,  # [8, 5]
        -1,  # [9, 1]
        cse100,  # [9, 3]
        cse107,  # [9, 4]
        cse111,  # [9, 5]
        -1,  # [10, 2]
        cse108,  # [10, 4]
        cse112,  # [10, 5]
        cse109,  # [11, 4]
        cse6,  # [11, 5]
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

    cse0 = math.sin(psi_bar)
    cse1 = phid_bar*math.sin(theta_bar)
    cse2 = cse0*cse1
    cse3 = math.cos(psi_bar)
    cse4 = cse3*thetad_bar
    cse5 = phid_bar*math.cos(theta_bar)
    cse6 = cse1*cse3
    cse7 = cse0*thetad_bar
    return np.array([
        765.1800000000001*r_bar_z + 39.0*rd_bar_x**2 + 39.0*rd_bar_y**2 + 39.0*rd_bar_z**2 + (1/2)*(0.0325*cse2 + 0.0325*cse4)*(cse2 + cse4) + (1/2)*(cse5 + psid_bar)*(104.01625*cse5 + 104.01625*psid_bar) + (1/2)*(cse6 - cse7)*(104.01625*cse6 - 104.01625*cse7),  # [0]
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
    # 69 operations after common subexpression elimination
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
    cse4 = math.sin(theta_bar)
    cse5 = math.cos(theta_bar)
    cse6 = 104.01625*cse5*phid_bar + 104.01625*psid_bar
    cse7 = cse4*cse6
    cse8 = math.cos(psi_bar)
    cse9 = cse4*phid_bar
    cse10 = math.sin(psi_bar)
    cse11 = -cse10*thetad_bar + cse8*cse9
    cse12 = cse3*cse5
    cse13 = 104.01625*cse8
    cse14 = math.cos(phi_bar)
    cse15 = 104.01625*cse10
    cse16 = 0.0325*cse10
    cse17 = 0.0325*cse8
    cse18 = cse10*cse9 + cse8*thetad_bar
    cse19 = cse14*cse5
    return np.array([
        cse0,  # [0]
        cse1,  # [1]
        cse2,  # [2]
        -cse1*r_bar_z + cse11*(-cse12*cse13 - cse14*cse15) + cse18*(-cse12*cse16 + cse14*cse17) + cse2*r_bar_y + cse3*cse7,  # [3]
        cse0*r_bar_z + cse11*(cse13*cse19 - cse15*cse3) - cse14*cse7 + cse18*(cse16*cse19 + cse17*cse3) - cse2*r_bar_x,  # [4]
        -cse0*r_bar_y + cse1*r_bar_x + cse11*cse13*cse4 + cse16*cse18*cse4 + cse5*cse6,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (6).

    Returns:
        ndarray of shape (1, 12), 12 nonzero.
    """
    # 24 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(phi_bar)
    cse2 = math.sin(psi_bar)
    cse3 = cse1*cse2
    cse4 = math.cos(phi_bar)
    cse5 = math.cos(psi_bar)
    cse6 = cse4*cse5
    cse7 = cse1*cse5
    cse8 = cse2*cse4
    cse9 = math.sin(theta_bar)
    return np.array([
        r_bar_x,  # [0, 0]
        r_bar_y,  # [0, 1]
        r_bar_z,  # [0, 2]
        -cse0*cse3 + cse6,  # [0, 3]
        -cse0*cse7 - cse8,  # [0, 4]
        cse1*cse9,  # [0, 5]
        cse0*cse8 + cse7,  # [0, 6]
        cse0*cse6 - cse3,  # [0, 7]
        -cse4*cse9,  # [0, 8]
        cse2*cse9,  # [0, 9]
        cse5*cse9,  # [0, 10]
        cse0,  # [0, 11]
    ]).reshape(1, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).

    Returns:
        ndarray of shape (1, 6), 6 nonzero.
    """
    # 45 operations after common subexpression elimination
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
    cse6 = cse0*cse5
    cse7 = math.cos(phi_bar)
    cse8 = math.sin(psi_bar)
    cse9 = cse7*cse8
    cse10 = cse3*cse5
    cse11 = cse10*phid_bar - cse8*thetad_bar
    cse12 = cse0*cse8
    cse13 = cse5*cse7
    cse14 = cse3*cse8
    cse15 = cse14*phid_bar + cse5*thetad_bar
    return np.array([
        rd_bar_x,  # [0, 0]
        rd_bar_y,  # [0, 1]
        rd_bar_z,  # [0, 2]
        cse0*cse4 + cse11*(-cse1*cse6 - cse9) + cse15*(-cse1*cse12 + cse13),  # [0, 3]
        cse11*(cse1*cse13 - cse12) + cse15*(cse1*cse9 + cse6) - cse4*cse7,  # [0, 4]
        cse1*cse2 + cse10*cse11 + cse14*cse15,  # [0, 5]
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

