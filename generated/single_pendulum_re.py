# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: single_pendulum
# formulation: re
# scheme: any
# input hash: 5405b2d207a860b9
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
INPUT_HASH = '5405b2d207a860b9'
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
 'B',
 'reaction_frames',
 'energy',
 'momentum',
 'body_frames',
 'body_velocities',
 'initial_frames',
 'initial_velocities',
 'chart']
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
 'reaction_sites': [{'owner': 'revolute',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['bar', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [0, 6]},
                    {'owner': 'driver',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['bar', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [6, 12]}],
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
             'B',
             'reaction_frames',
             'energy',
             'momentum',
             'body_frames',
             'body_velocities',
             'initial_frames',
             'initial_velocities',
             'chart'],
 'notices': ["body 'bar': orientation orthonormalized (max |A^T A - I| was 3.36e-09, entries "
             'moved by up to 1.19e-09)'],
 'model': {'parameters': [],
           'bodies': [['bar',
                       '78.0',
                       '\\left[\\begin{matrix}0.0325 & 0 & 0\\\\0 & 104.01625 & 0\\\\0 & 0 & '
                       '104.01625\\end{matrix}\\right]',
                       '(0, 1.41421356, -1.41421356)']],
           'joints': [],
           'drivers': [],
           'groups': [['revolute', 'DP1, DP1, CD, CD, CD'], ['driver', 'DP1']],
           'gravity': '(0, 0, -9.81)'},
 'input_hash': '5405b2d207a860b9'}
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
    np.array([0, 1, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5]),
    np.array([0, 1, 2, 3, 4, 5, 3, 4, 5, 3, 4, 5]),
)
_Q_INDEX = np.array([2, 3, 4, 5])
_Q_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 5]),
    np.array([4, 5, 4, 5, 4, 5]),
)
_Q_v_INDEX = (
    np.array([3, 3, 3, 4, 4, 4, 5, 5, 5]),
    np.array([3, 4, 5, 3, 4, 5, 3, 4, 5]),
)
_Ma_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 5]),
    np.array([4, 5, 4, 5, 4, 5]),
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
_B_INDEX = (
    np.array([0,
     0,
     0,
     0,
     0,
     0,
     1,
     1,
     1,
     1,
     1,
     1,
     2,
     2,
     2,
     2,
     2,
     2,
     3,
     3,
     3,
     4,
     4,
     4,
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
     9,
     9,
     9,
     10,
     10,
     10,
     11,
     11,
     11]),
    np.array([0,
     1,
     2,
     3,
     4,
     5,
     0,
     1,
     2,
     3,
     4,
     5,
     0,
     1,
     2,
     3,
     4,
     5,
     3,
     4,
     5,
     3,
     4,
     5,
     3,
     4,
     5,
     0,
     1,
     2,
     0,
     1,
     2,
     0,
     1,
     2,
     3,
     4,
     5,
     3,
     4,
     5,
     3,
     4,
     5]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 0, 0, 0, 0, 0]),
    np.array([0, 1, 2, 3, 4, 5, 7, 8]),
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
    # 60 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    t = float(t)

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(phi_bar)
    cse2 = math.sin(psi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = math.cos(psi_bar)
    cse6 = 0.7071067811865475*cse5
    cse7 = cse1*cse6
    cse8 = math.cos(phi_bar)
    cse9 = cse3*cse8
    cse10 = cse6*cse8
    cse11 = -cse0*cse4 + cse0*cse7 + cse10 + cse9
    cse12 = 0.7071067811865476*cse0*cse1
    cse13 = 0.7071067811865476*cse8
    cse14 = math.sin(theta_bar)
    cse15 = 0.7071067811865476*cse14
    return np.array([
        cse11,  # [0]
        -1.9967346175427393e-16*cse1*cse14 - cse12*cse2 - cse12*cse5 - cse13*cse2 + cse13*cse5,  # [1]
        2*cse11 - r_bar_x,  # [2]
        -2*cse0*cse10 + 2*cse0*cse9 + 2*cse4 + 2*cse7 - r_bar_y,  # [3]
        2*cse14*cse3 - 2*cse14*cse6 - r_bar_z,  # [4]
        1.9967346175427393e-16*cse0 - cse15*cse2 - cse15*cse5 + math.sin((1/4)*math.pi*math.cos(2*t)),  # [5]
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
    # 94 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(psi_bar)
    cse2 = math.cos(phi_bar)
    cse3 = cse1*cse2
    cse4 = 0.7071067811865475*cse3
    cse5 = math.cos(psi_bar)
    cse6 = 0.7071067811865475*cse5
    cse7 = cse2*cse6
    cse8 = math.sin(phi_bar)
    cse9 = 0.7071067811865475*cse1*cse8
    cse10 = cse6*cse8
    cse11 = math.sin(theta_bar)
    cse12 = 0.7071067811865476*cse3
    cse13 = 0.7071067811865476*cse5
    cse14 = cse13*cse2
    cse15 = 0.7071067811865476*cse1
    cse16 = cse15*cse8
    cse17 = 1.9967346175427393e-16*cse11
    cse18 = cse13*cse8
    cse19 = cse11*cse15
    cse20 = 1.414213562373095*cse5
    cse21 = cse20*cse8
    cse22 = 1.414213562373095*cse1
    cse23 = cse0*cse22
    cse24 = cse2*cse23
    cse25 = cse0*cse20
    cse26 = cse2*cse25 - cse22*cse8
    cse27 = cse11*cse20
    cse28 = cse11*cse22
    cse29 = cse2*cse22
    cse30 = cse25*cse8
    cse31 = cse2*cse20 - cse23*cse8
    out = np.zeros((6, 6))
    out[_Phi_q_INDEX] = (
        -cse0*cse4 + cse0*cse7 - cse10 - cse9,  # [0, 3]
        -cse10*cse11 + cse11*cse9,  # [0, 4]
        -cse0*cse10 - cse0*cse9 - cse4 + cse7,  # [0, 5]
        -cse0*cse12 - cse0*cse14 + cse16 - cse17*cse2 - cse18,  # [1, 3]
        -1.9967346175427393e-16*cse0*cse8 + cse11*cse18 + cse19*cse8,  # [1, 4]
        cse0*cse16 - cse0*cse18 - cse12 - cse14,  # [1, 5]
        -1,  # [2, 0]
        -cse21 - cse24 + cse26,  # [2, 3]
        -cse27*cse8 + cse28*cse8,  # [2, 4]
        -cse29 - cse30 + cse31,  # [2, 5]
        -1,  # [3, 1]
        cse29 + cse30 + cse31,  # [3, 3]
        cse2*cse27 - cse2*cse28,  # [3, 4]
        cse21 + cse24 + cse26,  # [3, 5]
        -1,  # [4, 2]
        cse23 - cse25,  # [4, 4]
        cse27 + cse28,  # [4, 5]
        -cse0*cse13 - cse0*cse15 - cse17,  # [5, 4]
        -cse11*cse13 + cse19,  # [5, 5]
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
    # 224 operations after common subexpression elimination
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
    cse2 = 0.7071067811865475*cse1
    cse3 = cse0*cse2
    cse4 = math.cos(psi_bar)
    cse5 = 0.7071067811865475*cse4
    cse6 = cse0*cse5
    cse7 = math.cos(theta_bar)
    cse8 = math.cos(phi_bar)
    cse9 = cse2*cse8
    cse10 = cse4*cse8
    cse11 = 0.7071067811865475*cse10
    cse12 = -cse11*cse7 + cse3 - cse6 - cse7*cse9
    cse13 = math.sin(theta_bar)
    cse14 = cse0*cse13
    cse15 = cse14*cse2 + cse14*cse5
    cse16 = cse3*cse7 - cse6*cse7
    cse17 = -cse11 + cse16 - cse9
    cse18 = -cse11*cse13 + cse13*cse9
    cse19 = 0.7071067811865476*cse1
    cse20 = 0.7071067811865476*cse4
    cse21 = cse19*cse7
    cse22 = 0.7071067811865476*cse10
    cse23 = cse0*cse19 + cse0*cse20 + cse21*cse8 - cse22*cse7
    cse24 = cse20*cse7
    cse25 = cse0*cse21 + cse0*cse24
    cse26 = cse19*cse8 - cse22
    cse27 = -cse14*cse19 + cse14*cse20
    cse28 = 1.9967346175427393e-16*cse7
    cse29 = cse13*cse19
    cse30 = cse13*cse22 - cse28*cse8 + cse29*cse8
    cse31 = 1.9967346175427393e-16*cse14 + cse25
    cse32 = 1.414213562373095*cse10
    cse33 = cse32*cse7
    cse34 = 1.414213562373095*cse1
    cse35 = cse34*cse8
    cse36 = -cse35*cse7
    cse37 = 1.414213562373095*cse4
    cse38 = cse0*cse37
    cse39 = -cse38
    cse40 = cse0*cse34
    cse41 = -cse33 + cse36 + cse39 + cse40
    cse42 = cse14*cse37
    cse43 = cse14*cse34
    cse44 = cse42 + cse43
    cse45 = -cse35
    cse46 = cse40*cse7
    cse47 = -cse38*cse7
    cse48 = cse46 + cse47
    cse49 = -cse32 + cse45 + cse48
    cse50 = cse13*cse35
    cse51 = -cse13*cse32
    cse52 = cse50 + cse51
    cse53 = -cse42 + cse43
    cse54 = cse33 + cse36
    cse55 = -cse50 + cse51
    cse56 = cse32 + cse45 - cse46 + cse47
    cse57 = cse39 - cse40 + cse54
    cse58 = cse34*cse7 + cse37*cse7
    cse59 = -cse13*cse34 + cse13*cse37
    cse60 = cse21 - cse24
    cse61 = cse13*cse20 + cse29
    cse62 = 2*t
    cse63 = math.pi*math.cos(cse62)
    cse64 = (1/4)*cse63
    return np.array([
        -phid_bar*(cse12*psid_bar + cse17*phid_bar + cse18*thetad_bar) - psid_bar*(cse12*phid_bar + cse15*thetad_bar + cse17*psid_bar) - thetad_bar*(cse15*psid_bar + cse16*thetad_bar + cse18*phid_bar),  # [0]
        -phid_bar*(cse23*psid_bar + cse30*thetad_bar + phid_bar*(cse26 + cse31)) - psid_bar*(cse23*phid_bar + cse27*thetad_bar + psid_bar*(cse25 + cse26)) - thetad_bar*(cse27*psid_bar + cse30*phid_bar + cse31*thetad_bar),  # [1]
        -phid_bar*(cse41*psid_bar + cse49*phid_bar + cse52*thetad_bar) - psid_bar*(cse41*phid_bar + cse44*thetad_bar + cse49*psid_bar) - thetad_bar*(cse44*psid_bar + cse48*thetad_bar + cse52*phid_bar),  # [2]
        -phid_bar*(cse53*thetad_bar + cse56*psid_bar + cse57*phid_bar) - psid_bar*(cse55*thetad_bar + cse56*phid_bar + cse57*psid_bar) - thetad_bar*(cse53*phid_bar + cse54*thetad_bar + cse55*psid_bar),  # [3]
        -psid_bar*(cse58*thetad_bar + cse59*psid_bar) - thetad_bar*(cse58*psid_bar + cse59*thetad_bar),  # [4]
        cse63*math.cos(cse64) - psid_bar*(cse60*thetad_bar + cse61*psid_bar) - thetad_bar*(cse60*psid_bar + thetad_bar*(-cse28 + cse61)) + (1/4)*math.pi**2*math.sin(cse62)**2*math.sin(cse64),  # [5]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (6, 6), 12 nonzero.
    """
    # 85 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.sin(theta_bar)
    cse1 = math.sin(psi_bar)
    cse2 = 0.7071067811865476*cse1
    cse3 = math.cos(psi_bar)
    cse4 = 0.7071067811865476*cse3
    cse5 = math.cos(theta_bar)
    cse6 = cse0*cse2 + cse0*cse4 - 1.9967346175427393e-16*cse5
    cse7 = 73.55059572859523*cse1
    cse8 = 73.55059572859523*cse3
    cse9 = cse0*cse7 + cse0*cse8 - 2.0769284716197995e-14*cse5
    cse10 = cse0*cse1
    cse11 = cse0*cse3
    cse12 = -8.16575648527831e-15*cse10 + 1.9713880053794953e-14*cse11 + 104.01624999999999*cse5
    cse13 = -7.850462293418875e-17*cse10 + 1.895269253967044e-16*cse11 + 0.9999999999999999*cse5
    cse14 = 0.7071067811865475*cse3
    cse15 = 0.7071067811865475*cse1
    cse16 = -cse0*cse14 + cse0*cse15
    cse17 = 0.022980970388562793*cse3
    cse18 = 0.022980970388562793*cse1
    cse19 = -cse0*cse17 + cse0*cse18
    cse20 = -1.895269253967044e-16*cse1 - 7.850462293418875e-17*cse3
    cse21 = -cse2 + cse4
    cse22 = cse14 + cse15
    cse23 = 5.027777990577228e-15*cse11 + 104.01624999999997*cse5
    cse24 = -1.9713880053794953e-14*cse1 - 8.16575648527831e-15*cse3
    cse25 = cse17 + cse18
    cse26 = -cse7 + cse8
    cse27 = -5.027777990577228e-15*cse1
    out = np.zeros((6, 6))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        cse12*cse13 + cse16*cse19 + cse6*cse9,  # [3, 3]
        cse12*cse20 + cse19*cse22 + cse21*cse9,  # [3, 4]
        -2.285185854849603e-14*cse10 + cse23,  # [3, 5]
        cse13*cse24 + cse16*cse25 + cse26*cse6,  # [4, 3]
        cse20*cse24 + cse21*cse26 + cse22*cse25,  # [4, 4]
        cse27 - 2.285185854849603e-14*cse3,  # [4, 5]
        -2.2851858548496034e-14*cse10 + cse23,  # [5, 3]
        cse27 - 2.2851858548496034e-14*cse3,  # [5, 4]
        104.01624999999997,  # [5, 5]
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
    # 159 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.sin(psi_bar)
    cse1 = math.cos(theta_bar)
    cse2 = phid_bar*thetad_bar
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(psi_bar)
    cse6 = cse3*cse5
    cse7 = math.sin(theta_bar)
    cse8 = cse0*cse7
    cse9 = phid_bar*psid_bar
    cse10 = cse8*cse9
    cse11 = psid_bar*thetad_bar
    cse12 = cse0*cse11
    cse13 = cse11*cse5
    cse14 = cse2*cse7
    cse15 = 0.7071067811865475*cse0
    cse16 = 0.7071067811865475*cse5
    cse17 = cse15 + cse16
    cse18 = cse17*thetad_bar
    cse19 = 104.01625*cse18
    cse20 = cse15*cse7 - cse16*cse7
    cse21 = cse20*phid_bar
    cse22 = 104.01625*cse21
    cse23 = -1.895269253967044e-16*cse0 - 7.850462293418875e-17*cse5
    cse24 = cse23*thetad_bar
    cse25 = cse5*cse7
    cse26 = 0.9999999999999999*cse1 + 1.895269253967044e-16*cse25 - 7.850462293418875e-17*cse8
    cse27 = cse26*phid_bar
    cse28 = cse24 + cse27 + 0.9999999999999999*psid_bar
    cse29 = cse28*(cse19 + cse22)
    cse30 = cse25*cse9
    cse31 = cse18 + cse21
    cse32 = cse31*(-0.0325*cse24 - 0.0325*cse27 - 0.032499999999999994*psid_bar)
    cse33 = 73.55059572859523*cse10 + 73.55059572859523*cse12 + 73.55059572859523*cse13 - 2.0769284716197995e-14*cse14 + cse29 - 73.55059572859523*cse30 + cse32 - 73.55059572859523*cse4 - 73.55059572859523*cse6
    cse34 = 0.7071067811865476*cse0
    cse35 = 0.7071067811865476*cse5
    cse36 = -1.9967346175427393e-16*cse1 + cse34*cse7 + cse35*cse7
    cse37 = -cse34 + cse35
    cse38 = cse37*thetad_bar
    cse39 = cse36*phid_bar
    cse40 = cse38 + cse39 - 1.9967346175427393e-16*psid_bar
    cse41 = cse40*(-cse19 - cse22)
    cse42 = cse31*(0.0325*cse38 + 0.0325*cse39 - 6.489387507013903e-18*psid_bar)
    cse43 = 1.9713880053794953e-14*cse10 - 8.16575648527831e-15*cse12 + 1.9713880053794953e-14*cse13 + 104.01624999999999*cse14 + 8.16575648527831e-15*cse30 + 8.16575648527831e-15*cse4 + cse41 + cse42 - 1.9713880053794953e-14*cse6
    cse44 = -0.022980970388562793*cse10 + 0.022980970388562793*cse12 - 0.022980970388562793*cse13 + cse28*(-104.01625*cse38 - 104.01625*cse39 + 2.0769284716197995e-14*psid_bar) - 0.022980970388562793*cse30 - 0.022980970388562793*cse4 + cse40*(104.01625*cse24 + 104.01625*cse27 + 104.01624999999999*psid_bar) + 0.022980970388562793*cse6
    out = np.zeros(6)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        cse20*cse44 + cse26*cse43 + cse33*cse36,  # [3]
        cse17*cse44 + cse23*cse43 + cse33*cse37,  # [4]
        5.027777990577228e-15*cse10 - 2.285185854849603e-14*cse12 + 5.027777990577228e-15*cse13 + 104.01624999999997*cse14 - 1.9967346175427393e-16*cse29 + 2.285185854849603e-14*cse30 - 1.9967346175427393e-16*cse32 + 2.285185854849603e-14*cse4 + 0.9999999999999999*cse41 + 0.9999999999999999*cse42 - 5.027777990577228e-15*cse6,  # [5]
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
    # 382 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.cos(theta_bar)
    cse1 = phid_bar*thetad_bar
    cse2 = cse0*cse1
    cse3 = math.sin(psi_bar)
    cse4 = 73.55059572859523*cse3
    cse5 = cse2*cse4
    cse6 = psid_bar*thetad_bar
    cse7 = cse3*cse6
    cse8 = 73.55059572859523*cse7
    cse9 = math.sin(theta_bar)
    cse10 = cse1*cse9
    cse11 = 0.7071067811865475*cse3
    cse12 = math.cos(psi_bar)
    cse13 = 0.7071067811865475*cse12
    cse14 = cse11 + cse13
    cse15 = cse14*thetad_bar
    cse16 = 104.01625*cse15
    cse17 = cse13*cse9
    cse18 = cse11*cse9
    cse19 = -cse17 + cse18
    cse20 = cse19*phid_bar
    cse21 = 104.01625*cse20
    cse22 = cse16 + cse21
    cse23 = 1.895269253967044e-16*cse3
    cse24 = 7.850462293418875e-17*cse12
    cse25 = -cse23 - cse24
    cse26 = cse25*thetad_bar
    cse27 = 7.850462293418875e-17*cse3
    cse28 = 1.895269253967044e-16*cse12
    cse29 = 0.9999999999999999*cse0 - cse27*cse9 + cse28*cse9
    cse30 = cse29*phid_bar
    cse31 = cse26 + cse30 + 0.9999999999999999*psid_bar
    cse32 = phid_bar*psid_bar
    cse33 = cse32*cse9
    cse34 = 73.55059572859523*cse12
    cse35 = cse33*cse34
    cse36 = cse15 + cse20
    cse37 = -0.0325*cse26 - 0.0325*cse30 - 0.032499999999999994*psid_bar
    cse38 = cse12*cse2
    cse39 = cse12*cse6
    cse40 = cse33*cse4 - 73.55059572859523*cse38 + 73.55059572859523*cse39
    cse41 = -2.0769284716197995e-14*cse10 + cse22*cse31 - cse35 + cse36*cse37 + cse40 - cse5 + cse8
    cse42 = 0.7071067811865476*cse12
    cse43 = 0.7071067811865476*cse3
    cse44 = cse0*cse42 + cse0*cse43 + 1.9967346175427393e-16*cse9
    cse45 = cse0*cse11 - cse0*cse13
    cse46 = cse45*phid_bar
    cse47 = cse37*cse46
    cse48 = -cse0*cse27 + cse0*cse28 - 0.9999999999999999*cse9
    cse49 = cse48*phid_bar
    cse50 = cse36*cse49
    cse51 = cse0*cse32
    cse52 = 104.01625*cse31
    cse53 = cse22*cse49
    cse54 = cse10*cse12
    cse55 = cse10*cse4 - 2.0769284716197995e-14*cse2 - cse34*cse51 + cse4*cse51 + cse46*cse52 + cse47 - 0.0325*cse50 + cse53 + 73.55059572859523*cse54
    cse56 = cse43*cse9
    cse57 = cse42*cse9
    cse58 = -1.9967346175427393e-16*cse0 + cse56 + cse57
    cse59 = -cse16 - cse21
    cse60 = cse44*phid_bar
    cse61 = cse59*cse60
    cse62 = -cse43
    cse63 = cse42 + cse62
    cse64 = cse63*thetad_bar
    cse65 = cse58*phid_bar
    cse66 = cse64 + cse65 - 1.9967346175427393e-16*psid_bar
    cse67 = 104.01625*cse66
    cse68 = 0.0325*cse64 + 0.0325*cse65 - 6.489387507013903e-18*psid_bar
    cse69 = cse46*cse68
    cse70 = cse12*cse51
    cse71 = cse36*cse60
    cse72 = -8.16575648527831e-15*cse10*cse3 + 104.01624999999999*cse2 + 1.9713880053794953e-14*cse3*cse51 - cse46*cse67 + 1.9713880053794953e-14*cse54 + cse61 + cse69 + 8.16575648527831e-15*cse70 + 0.0325*cse71
    cse73 = 0.022980970388562793*cse3
    cse74 = cse33*cse73
    cse75 = 0.022980970388562793*cse38
    cse76 = 0.022980970388562793*cse6
    cse77 = cse12*cse76
    cse78 = -104.01625*cse64 - 104.01625*cse65 + 2.0769284716197995e-14*psid_bar
    cse79 = 104.01625*cse26 + 104.01625*cse30 + 104.01624999999999*psid_bar
    cse80 = 0.022980970388562793*cse12
    cse81 = -cse2*cse73 + cse3*cse76 - cse33*cse80
    cse82 = cse31*cse78 + cse66*cse79 - cse74 + cse75 - cse77 + cse81
    cse83 = cse3*cse33
    cse84 = cse2*cse3
    cse85 = cse12*cse33
    cse86 = 8.16575648527831e-15*cse6
    cse87 = 104.01624999999999*cse10 - cse3*cse86 + cse36*cse68 - 1.9713880053794953e-14*cse38 + 1.9713880053794953e-14*cse39 + cse59*cse66 + 1.9713880053794953e-14*cse83 + 8.16575648527831e-15*cse84 + 8.16575648527831e-15*cse85
    cse88 = cse10*cse73 + cse49*cse67 + cse49*cse78 - cse51*cse73 - cse51*cse80 - cse52*cse60 - 0.022980970388562793*cse54 + cse60*cse79
    cse89 = -cse56 + cse57
    cse90 = cse89*phid_bar
    cse91 = -cse42 + cse62
    cse92 = cse91*thetad_bar
    cse93 = cse36*(0.0325*cse90 + 0.0325*cse92)
    cse94 = cse17 + cse18
    cse95 = cse94*phid_bar
    cse96 = -cse11 + cse13
    cse97 = cse96*thetad_bar
    cse98 = cse95 + cse97
    cse99 = cse68*cse98
    cse100 = cse90 + cse92
    cse101 = cse100*cse59
    cse102 = 104.01625*cse95
    cse103 = 104.01625*cse97
    cse104 = cse66*(-cse102 - cse103)
    cse105 = cse101 + cse104 - cse12*cse86 + 8.16575648527831e-15*cse38 - 1.9713880053794953e-14*cse7 - 8.16575648527831e-15*cse83 + 1.9713880053794953e-14*cse84 + 1.9713880053794953e-14*cse85 + cse93 + cse99
    cse106 = -cse23*cse9 - cse24*cse9
    cse107 = cse106*phid_bar
    cse108 = cse27 - cse28
    cse109 = cse108*thetad_bar
    cse110 = cse36*(-0.0325*cse107 - 0.0325*cse109)
    cse111 = cse107 + cse109
    cse112 = cse111*cse22
    cse113 = cse31*(cse102 + cse103)
    cse114 = cse37*cse98
    cse115 = cse110 + cse112 + cse113 + cse114 + cse35 + cse40 + cse5 - cse8
    cse116 = cse100*cse79 + cse111*cse78 + cse31*(-104.01625*cse90 - 104.01625*cse92) + cse66*(104.01625*cse107 + 104.01625*cse109) + cse74 - cse75 + cse77 + cse81
    cse117 = 2.285185854849603e-14*cse3
    cse118 = 5.027777990577228e-15*cse3
    out = np.zeros((6, 6))
    out[_Q_q_INDEX] = (
        cse19*cse88 + cse29*cse72 + cse41*cse44 + cse45*cse82 + cse48*cse87 + cse55*cse58,  # [3, 4]
        cse105*cse29 + cse106*cse87 + cse115*cse58 + cse116*cse19 + cse41*cse89 + cse82*cse94,  # [3, 5]
        cse14*cse88 + cse25*cse72 + cse55*cse63,  # [4, 4]
        cse105*cse25 + cse108*cse87 + cse115*cse63 + cse116*cse14 + cse41*cse91 + cse82*cse96,  # [4, 5]
        -cse10*cse117 + cse118*cse51 + 104.01624999999997*cse2 - 2.0769284716197995e-14*cse31*cse46 - 104.01624999999999*cse46*cse66 - 1.9967346175427393e-16*cse47 + 6.489387507013903e-18*cse50 - 1.9967346175427393e-16*cse53 + 5.027777990577228e-15*cse54 + 0.9999999999999999*cse61 + 0.9999999999999999*cse69 + 2.285185854849603e-14*cse70 + 0.032499999999999994*cse71,  # [5, 4]
        0.9999999999999999*cse101 + 0.9999999999999999*cse104 - 1.9967346175427393e-16*cse110 - 1.9967346175427393e-16*cse112 - 1.9967346175427393e-16*cse113 - 1.9967346175427393e-16*cse114 - cse117*cse33 + cse118*cse2 + 2.285185854849603e-14*cse38 - 2.285185854849603e-14*cse39 - 5.027777990577228e-15*cse7 + 5.027777990577228e-15*cse85 + 0.9999999999999999*cse93 + 0.9999999999999999*cse99,  # [5, 5]
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
        ndarray of shape (6, 6), 9 nonzero.
    """
    # 354 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        _, _, _, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.sin(psi_bar)
    cse1 = 0.7071067811865476*cse0
    cse2 = math.cos(psi_bar)
    cse3 = 0.7071067811865476*cse2
    cse4 = -cse1 + cse3
    cse5 = cse4*thetad_bar
    cse6 = math.sin(theta_bar)
    cse7 = math.cos(theta_bar)
    cse8 = cse1*cse6 + cse3*cse6 - 1.9967346175427393e-16*cse7
    cse9 = cse8*phid_bar
    cse10 = cse5 + cse9 - 1.9967346175427393e-16*psid_bar
    cse11 = cse0*cse6
    cse12 = 1.9713880053794953e-14*cse2
    cse13 = 73.55059572859523*cse0
    cse14 = 73.55059572859523*cse2
    cse15 = -1.895269253967044e-16*cse0 - 7.850462293418875e-17*cse2
    cse16 = cse15*thetad_bar
    cse17 = cse2*cse6
    cse18 = -7.850462293418875e-17*cse11 + 1.895269253967044e-16*cse17 + 0.9999999999999999*cse7
    cse19 = cse18*phid_bar
    cse20 = cse16 + cse19 + 0.9999999999999999*psid_bar
    cse21 = -104.01625*cse5 - 104.01625*cse9 + 2.0769284716197995e-14*psid_bar
    cse22 = 104.01625*cse16 + 104.01625*cse19 + 104.01624999999999*psid_bar
    cse23 = cse2*thetad_bar
    cse24 = 0.022980970388562793*cse23
    cse25 = 0.022980970388562793*psid_bar
    cse26 = cse0*cse25
    cse27 = cse0*thetad_bar
    cse28 = 0.022980970388562793*cse27
    cse29 = cse10*(-8.16575648527831e-15*cse11 + cse12*cse6 + 104.01624999999999*cse7) - cse17*cse25 + cse18*cse21 + cse20*(-cse13*cse6 - cse14*cse6 + 2.0769284716197995e-14*cse7) + cse22*cse8 + cse24*cse7 - cse26*cse6 - cse28*cse7
    cse30 = 0.7071067811865475*cse2
    cse31 = 0.7071067811865475*cse0
    cse32 = -cse30*cse6 + cse31*cse6
    cse33 = cse30 + cse31
    cse34 = cse33*thetad_bar
    cse35 = cse32*phid_bar
    cse36 = cse34 + cse35
    cse37 = 0.022980970388562796*cse0
    cse38 = 0.022980970388562796*cse2
    cse39 = cse36*(cse37*cse6 + cse38*cse6 - 6.489387507013903e-18*cse7)
    cse40 = 104.01625*cse34
    cse41 = 104.01625*cse35
    cse42 = -cse40 - cse41
    cse43 = cse42*cse8
    cse44 = 73.55059572859521*cse2
    cse45 = cse44*cse6
    cse46 = 73.55059572859521*cse0
    cse47 = cse46*cse6
    cse48 = cse10*(cse45 - cse47)
    cse49 = cse6*thetad_bar
    cse50 = 8.16575648527831e-15*cse2
    cse51 = cse6*psid_bar
    cse52 = 0.0325*cse5 + 0.0325*cse9 - 6.489387507013903e-18*psid_bar
    cse53 = cse32*cse52
    cse54 = 8.16575648527831e-15*cse27
    cse55 = 1.9713880053794953e-14*cse0
    cse56 = cse12*thetad_bar
    cse57 = cse39 + cse43 + cse48 + 104.01624999999999*cse49 + cse50*cse51 + cse51*cse55 + cse53 + cse54*cse7 - cse56*cse7
    cse58 = cse20*(-cse45 + cse47)
    cse59 = -0.0325*cse16 - 0.0325*cse19 - 0.032499999999999994*psid_bar
    cse60 = cse32*cse59
    cse61 = cse36*(2.5514002453611343e-18*cse11 - 6.1596250753928936e-18*cse17 - 0.032499999999999994*cse7)
    cse62 = cse14*psid_bar
    cse63 = cse40 + cse41
    cse64 = cse18*cse63
    cse65 = cse13*psid_bar
    cse66 = cse14*thetad_bar
    cse67 = cse13*thetad_bar
    cse68 = -2.0769284716197995e-14*cse49 + cse58 - cse6*cse62 + cse6*cse65 + cse60 + cse61 + cse64 - cse66*cse7 - cse67*cse7
    cse69 = cse7*phid_bar
    cse70 = cse0*cse69
    cse71 = cse10*(-cse50 - cse55) + cse15*cse21 - cse2*cse25 + 0.022980970388562793*cse2*cse69 + cse20*(cse13 - cse14) + cse22*cse4 + cse26 - 0.022980970388562793*cse70
    cse72 = cse36*(-cse37 + cse38)
    cse73 = cse33*cse52
    cse74 = cse0*psid_bar
    cse75 = cse6*phid_bar
    cse76 = cse4*cse42
    cse77 = cse10*(-cse44 - cse46)
    cse78 = -cse12*cse69 + cse12*psid_bar + 8.16575648527831e-15*cse70 + cse72 + cse73 - 8.16575648527831e-15*cse74 + 104.01624999999999*cse75 + cse76 + cse77
    cse79 = cse36*(6.1596250753928936e-18*cse0 + 2.5514002453611343e-18*cse2)
    cse80 = cse20*(cse44 + cse46)
    cse81 = cse33*cse59
    cse82 = cse15*cse63
    cse83 = -cse13*cse69 - cse14*cse69 + cse62 + cse65 - 2.0769284716197995e-14*cse75 + cse79 + cse80 + cse81 + cse82
    cse84 = cse0*cse75
    cse85 = 104.01624999999999*cse10 - 0.022980970388562793*cse17*phid_bar + 2.0769284716197995e-14*cse20 + 0.9999999999999999*cse21 - 1.9967346175427393e-16*cse22 - cse24 + cse28 - 0.022980970388562793*cse84
    cse86 = -6.489387507013903e-18*cse36 - 1.9967346175427393e-16*cse42 + cse50*cse75 - cse54 + cse55*cse75 + cse56
    cse87 = cse13*cse75 - cse14*cse75 - 0.032499999999999994*cse36 + 0.9999999999999999*cse63 + cse66 + cse67
    cse88 = 2.285185854849603e-14*cse17
    cse89 = 2.285185854849603e-14*cse27
    cse90 = 5.027777990577228e-15*cse23
    cse91 = 5.027777990577228e-15*cse2
    out = np.zeros((6, 6))
    out[_Q_v_INDEX] = (
        cse18*cse57 + cse29*cse32 + cse68*cse8,  # [3, 3]
        cse18*cse78 + cse32*cse71 + cse8*cse83,  # [3, 4]
        cse18*cse86 + cse32*cse85 + cse8*cse87,  # [3, 5]
        cse15*cse57 + cse29*cse33 + cse4*cse68,  # [4, 3]
        cse15*cse78 + cse33*cse71 + cse4*cse83,  # [4, 4]
        cse15*cse86 + cse33*cse85 + cse4*cse87,  # [4, 5]
        5.027777990577228e-15*cse11*psid_bar + 0.9999999999999999*cse39 + 0.9999999999999999*cse43 + 0.9999999999999999*cse48 + 104.01624999999997*cse49 + 0.9999999999999999*cse53 - 1.9967346175427393e-16*cse58 - 1.9967346175427393e-16*cse60 - 1.9967346175427393e-16*cse61 - 1.9967346175427393e-16*cse64 + cse7*cse89 - cse7*cse90 + cse88*psid_bar,  # [5, 3]
        -cse69*cse91 + 2.285185854849603e-14*cse70 + 0.9999999999999999*cse72 + 0.9999999999999999*cse73 - 2.285185854849603e-14*cse74 + 104.01624999999997*cse75 + 0.9999999999999999*cse76 + 0.9999999999999999*cse77 - 1.9967346175427393e-16*cse79 - 1.9967346175427393e-16*cse80 - 1.9967346175427393e-16*cse81 - 1.9967346175427393e-16*cse82 + cse91*psid_bar,  # [5, 4]
        -7.703719777548943e-34*cse36 - 1.996734617542739e-16*cse42 - 1.996734617542739e-16*cse63 + 5.027777990577228e-15*cse84 + cse88*phid_bar - cse89 + cse90,  # [5, 5]
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
        ndarray of shape (6, 6), 6 nonzero.
    """
    # 206 operations after common subexpression elimination
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
    cse2 = 2.285185854849603e-14*cse1
    cse3 = math.sin(theta_bar)
    cse4 = math.cos(psi_bar)
    cse5 = 5.027777990577228e-15*cse4
    cse6 = cse0*cse5 - 104.01624999999997*cse3
    cse7 = 0.7071067811865475*cse1
    cse8 = 0.7071067811865475*cse4
    cse9 = cse7 + cse8
    cse10 = 0.022980970388562793*cse1
    cse11 = 0.022980970388562793*cse4
    cse12 = cse0*cse10 - cse0*cse11
    cse13 = 73.55059572859523*cse4
    cse14 = 73.55059572859523*cse1
    cse15 = cse0*cse13 + cse0*cse14 + 2.0769284716197995e-14*cse3
    cse16 = 0.7071067811865476*cse1
    cse17 = -cse16
    cse18 = 0.7071067811865476*cse4
    cse19 = cse17 + cse18
    cse20 = 1.895269253967044e-16*cse1
    cse21 = 7.850462293418875e-17*cse4
    cse22 = -cse20 - cse21
    cse23 = 1.9713880053794953e-14*cse4
    cse24 = 8.16575648527831e-15*cse1
    cse25 = cse0*cse23 - cse0*cse24 - 104.01624999999999*cse3
    cse26 = cse0*cse7 - cse0*cse8
    cse27 = cse11*cse3
    cse28 = cse10*cse3
    cse29 = -cse27 + cse28
    cse30 = cse3*cse8
    cse31 = cse3*cse7
    cse32 = -cse30 + cse31
    cse33 = 7.850462293418875e-17*cse1
    cse34 = 1.895269253967044e-16*cse4
    cse35 = 0.9999999999999999*cse0 - cse3*cse33 + cse3*cse34
    cse36 = -cse0*cse33 + cse0*cse34 - 0.9999999999999999*cse3
    cse37 = 104.01624999999999*cse0 + cse23*cse3 - cse24*cse3
    cse38 = cse0*cse16 + cse0*cse18 + 1.9967346175427393e-16*cse3
    cse39 = cse14*cse3
    cse40 = cse13*cse3
    cse41 = -2.0769284716197995e-14*cse0 + cse39 + cse40
    cse42 = cse16*cse3
    cse43 = cse18*cse3
    cse44 = -1.9967346175427393e-16*cse0 + cse42 + cse43
    cse45 = -5.027777990577228e-15*cse1*cse3
    cse46 = cse3*cse4
    cse47 = -cse7 + cse8
    cse48 = cse27 + cse28
    cse49 = -cse39 + cse40
    cse50 = cse33 - cse34
    cse51 = cse17 - cse18
    cse52 = 1.9713880053794953e-14*cse1
    cse53 = 8.16575648527831e-15*cse4
    cse54 = -cse3*cse52 - cse3*cse53
    cse55 = cse30 + cse31
    cse56 = -cse20*cse3 - cse21*cse3
    cse57 = -cse42 + cse43
    cse58 = -cse14
    cse59 = cse13 + cse58
    cse60 = cse10 + cse11
    cse61 = -cse52 - cse53
    cse62 = -cse5
    cse63 = -cse13 + cse58
    cse64 = -cse10 + cse11
    cse65 = -cse23 + cse24
    cse66 = 2.2851858548496034e-14*cse1
    out = np.zeros((6, 6))
    out[_Ma_q_INDEX] = (
        acc_3*(cse12*cse32 + cse15*cse44 + cse25*cse35 + cse26*cse29 + cse36*cse37 + cse38*cse41) + acc_4*(cse12*cse9 + cse15*cse19 + cse22*cse25) + acc_5*(-cse0*cse2 + cse6),  # [3, 4]
        acc_3*(cse29*cse55 + cse32*cse48 + cse35*cse54 + cse37*cse56 + cse41*cse57 + cse44*cse49) + acc_4*(cse19*cse49 + cse22*cse54 + cse29*cse47 + cse37*cse50 + cse41*cse51 + cse48*cse9) + acc_5*(cse45 - 2.285185854849603e-14*cse46),  # [3, 5]
        acc_3*(cse26*cse60 + cse36*cse61 + cse38*cse59),  # [4, 4]
        acc_3*(cse32*cse64 + cse35*cse65 + cse44*cse63 + cse55*cse60 + cse56*cse61 + cse57*cse59) + acc_4*(cse19*cse63 + cse22*cse65 + cse47*cse60 + cse50*cse61 + cse51*cse59 + cse64*cse9) + acc_5*(cse2 + cse62),  # [4, 5]
        acc_3*(-cse0*cse66 + cse6),  # [5, 4]
        acc_3*(cse45 - 2.2851858548496034e-14*cse46) + acc_4*(cse62 + cse66),  # [5, 5]
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
    # 155 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (6,) else _floats(lam, 6, "lam")

    cse0 = math.sin(phi_bar)
    cse1 = math.sin(theta_bar)
    cse2 = math.cos(theta_bar)
    cse3 = math.cos(psi_bar)
    cse4 = 0.7071067811865476*cse0
    cse5 = cse3*cse4
    cse6 = math.sin(psi_bar)
    cse7 = cse4*cse6
    cse8 = cse2*cse5 + cse2*cse7
    cse9 = 1.9967346175427393e-16*cse0*cse1 + cse8
    cse10 = math.cos(phi_bar)
    cse11 = 0.7071067811865476*cse10
    cse12 = cse11*cse3
    cse13 = cse11*cse6
    cse14 = -cse12 + cse13
    cse15 = 1.414213562373095*cse6
    cse16 = -cse10*cse15
    cse17 = 1.414213562373095*cse3
    cse18 = cse10*cse17
    cse19 = cse15*cse2
    cse20 = cse0*cse19
    cse21 = cse17*cse2
    cse22 = -cse0*cse21
    cse23 = cse20 + cse22
    cse24 = cse0*cse15
    cse25 = -cse0*cse17
    cse26 = cse10*cse21
    cse27 = -cse10*cse19
    cse28 = cse26 + cse27
    cse29 = 0.7071067811865475*cse10
    cse30 = cse29*cse3
    cse31 = cse29*cse6
    cse32 = 0.7071067811865475*cse0
    cse33 = cse3*cse32
    cse34 = cse32*cse6
    cse35 = -cse2*cse33 + cse2*cse34
    cse36 = lam_0*(-cse30 - cse31 + cse35) + lam_2*(cse16 - cse18 + cse23) + lam_3*(-cse24 + cse25 + cse28)
    cse37 = cse1*cse15
    cse38 = cse10*cse37
    cse39 = cse1*cse17
    cse40 = -cse10*cse39
    cse41 = 1.9967346175427393e-16*cse2
    cse42 = cse0*cse39
    cse43 = cse0*cse37
    cse44 = lam_0*(-cse1*cse30 + cse1*cse31) + lam_1*(cse1*cse12 + cse1*cse13 - cse10*cse41) + lam_2*(cse38 + cse40) + lam_3*(-cse42 + cse43)
    cse45 = lam_0*(-cse2*cse30 - cse2*cse31 - cse33 + cse34) + lam_1*(-cse12*cse2 + cse13*cse2 + cse5 + cse7) + lam_2*(cse24 + cse25 - cse26 + cse27) + lam_3*(cse16 + cse18 - cse20 + cse22)
    cse46 = 0.7071067811865476*cse6
    cse47 = 0.7071067811865476*cse3
    cse48 = cse1*cse46 + cse1*cse47
    cse49 = lam_4*(-cse37 + cse39)
    cse50 = lam_0*(cse1*cse33 + cse1*cse34) + lam_1*(cse1*cse5 - cse1*cse7) + lam_2*(cse42 + cse43) + lam_3*(-cse38 + cse40) + lam_4*(cse19 + cse21) + lam_5*(cse2*cse46 - cse2*cse47)
    out = np.zeros((6, 6))
    out[_Phi_qT_lam_q_INDEX] = (
        cse36 + lam_1*(cse14 + cse9),  # [3, 3]
        cse44,  # [3, 4]
        cse45,  # [3, 5]
        cse44,  # [4, 3]
        cse23*lam_2 + cse28*lam_3 + cse35*lam_0 + cse49 + cse9*lam_1 + lam_5*(-cse41 + cse48),  # [4, 4]
        cse50,  # [4, 5]
        cse45,  # [5, 3]
        cse50,  # [5, 4]
        cse36 + cse48*lam_5 + cse49 + lam_1*(cse14 + cse8),  # [5, 5]
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
    # 385 operations after common subexpression elimination
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
    cse1 = math.cos(phi_bar)
    cse2 = math.sin(psi_bar)
    cse3 = 0.7071067811865476*cse2
    cse4 = cse1*cse3
    cse5 = math.cos(psi_bar)
    cse6 = 0.7071067811865476*cse5
    cse7 = cse1*cse6
    cse8 = math.sin(phi_bar)
    cse9 = cse3*cse8
    cse10 = math.sin(theta_bar)
    cse11 = 1.9967346175427393e-16*cse10
    cse12 = 1.414213562373095*cse8
    cse13 = cse12*cse5
    cse14 = 1.414213562373095*cse1
    cse15 = cse14*cse2
    cse16 = cse0*cse15
    cse17 = cse12*cse2
    cse18 = cse14*cse5
    cse19 = cse0*cse18 - cse17
    cse20 = 73.55059572859523*cse2
    cse21 = cse0*phid_bar*thetad_bar
    cse22 = 73.55059572859523*cse5
    cse23 = cse10*cse20
    cse24 = phid_bar*psid_bar
    cse25 = psid_bar*thetad_bar
    cse26 = cse10*phid_bar
    cse27 = cse26*thetad_bar
    cse28 = 0.7071067811865475*cse2
    cse29 = 0.7071067811865475*cse5
    cse30 = cse28 + cse29
    cse31 = cse30*thetad_bar
    cse32 = 104.01625*cse31
    cse33 = cse10*cse28 - cse10*cse29
    cse34 = cse33*phid_bar
    cse35 = 104.01625*cse34
    cse36 = -1.895269253967044e-16*cse2 - 7.850462293418875e-17*cse5
    cse37 = cse36*thetad_bar
    cse38 = cse10*cse2
    cse39 = cse10*cse5
    cse40 = 0.9999999999999999*cse0 - 7.850462293418875e-17*cse38 + 1.895269253967044e-16*cse39
    cse41 = cse40*phid_bar
    cse42 = cse37 + cse41 + 0.9999999999999999*psid_bar
    cse43 = cse42*(cse32 + cse35)
    cse44 = cse10*cse22
    cse45 = cse31 + cse34
    cse46 = cse45*(-0.0325*cse37 - 0.0325*cse41 - 0.032499999999999994*psid_bar)
    cse47 = -cse20*cse21 + cse20*cse25 - cse21*cse22 + cse22*cse25 + cse23*cse24 - cse24*cse44 - 2.0769284716197995e-14*cse27 + cse43 + cse46
    cse48 = cse10*cse3
    cse49 = cse10*cse6
    cse50 = 1.9967346175427393e-16*cse0
    cse51 = cse48 + cse49 - cse50
    cse52 = cse21*cse5
    cse53 = 1.9713880053794953e-14*cse2
    cse54 = cse26*psid_bar
    cse55 = cse2*cse21
    cse56 = 8.16575648527831e-15*cse5
    cse57 = cse25*cse5
    cse58 = cse2*cse25
    cse59 = -cse3 + cse6
    cse60 = cse59*thetad_bar
    cse61 = cse51*phid_bar
    cse62 = cse60 + cse61 - 1.9967346175427393e-16*psid_bar
    cse63 = cse62*(-cse32 - cse35)
    cse64 = cse45*(0.0325*cse60 + 0.0325*cse61 - 6.489387507013903e-18*psid_bar)
    cse65 = 104.01624999999999*cse27 - 1.9713880053794953e-14*cse52 + cse53*cse54 + cse54*cse56 + 8.16575648527831e-15*cse55 + 1.9713880053794953e-14*cse57 - 8.16575648527831e-15*cse58 + cse63 + cse64
    cse66 = 0.022980970388562793*cse2
    cse67 = cse10*cse66
    cse68 = 0.022980970388562793*cse5
    cse69 = cse10*cse68
    cse70 = -cse21*cse66 + cse21*cse68 - cse24*cse67 - cse24*cse69 + cse25*cse66 - cse25*cse68 + cse42*(-104.01625*cse60 - 104.01625*cse61 + 2.0769284716197995e-14*psid_bar) + cse62*(104.01625*cse37 + 104.01625*cse41 + 104.01624999999999*psid_bar)
    cse71 = 104.01624999999997*cse0 + 5.027777990577228e-15*cse39
    cse72 = 104.01624999999999*cse0 - 8.16575648527831e-15*cse38 + 1.9713880053794953e-14*cse39
    cse73 = -2.0769284716197995e-14*cse0 + cse23 + cse44
    cse74 = cse67 - cse69
    cse75 = cse1*cse28
    cse76 = cse0*cse75
    cse77 = cse1*cse29
    cse78 = cse0*cse77
    cse79 = cse28*cse8
    cse80 = cse29*cse8
    cse81 = cse0*cse13
    cse82 = -cse0*cse17 + cse18
    cse83 = 1.414213562373095*cse0
    cse84 = cse0*cse6
    cse85 = 2.285185854849603e-14*cse5
    cse86 = 5.027777990577228e-15*cse2
    cse87 = -cse86
    cse88 = -cse53 - cse56
    cse89 = cse66 + cse68
    cse90 = -cse20 + cse22
    cse91 = cse0*cse9
    cse92 = -cse4 - cse8*cse84
    cse93 = cse0*cse80
    cse94 = -cse0*cse79 + cse77
    cse95 = h**(-2)
    cse96 = cse75 + cse93 + cse94
    return np.array([
        78.0*acc_0 - lam_2,  # [0]
        78.0*acc_1 - lam_3,  # [1]
        78.0*acc_2 - lam_4 + 765.1800000000001,  # [2]
        acc_3*(cse33*cse74 + cse40*cse72 + cse51*cse73) + acc_4*(cse30*cse74 + cse36*cse72 + cse59*cse73) + acc_5*(-2.285185854849603e-14*cse38 + cse71) - cse33*cse70 - cse40*cse65 - cse47*cse51 + lam_0*(-cse76 + cse78 - cse79 - cse80) + lam_1*(-cse0*cse4 - cse0*cse7 - cse1*cse11 - cse6*cse8 + cse9) + lam_2*(-cse13 - cse16 + cse19) + lam_3*(cse15 + cse81 + cse82),  # [3]
        acc_3*(cse33*cse89 + cse40*cse88 + cse51*cse90) + acc_4*(cse30*cse89 + cse36*cse88 + cse59*cse90) + acc_5*(-cse85 + cse87) - cse30*cse70 - cse36*cse65 - cse47*cse59 + lam_0*(cse10*cse79 - cse10*cse80) + lam_1*(cse10*cse9 + cse49*cse8 - cse50*cse8) + lam_2*(cse12*cse38 - cse12*cse39) + lam_3*(-cse14*cse38 + cse14*cse39) + lam_4*(cse2*cse83 - cse5*cse83) + lam_5*(-cse0*cse3 - cse11 - cse84),  # [4]
        acc_3*(-2.2851858548496034e-14*cse38 + cse71) + acc_4*(-2.2851858548496034e-14*cse5 + cse87) + 104.01624999999997*acc_5 - 104.01624999999997*cse27 + 1.9967346175427393e-16*cse43 + 1.9967346175427393e-16*cse46 + 5.027777990577228e-15*cse52 - cse54*cse85 - cse54*cse86 - 2.285185854849603e-14*cse55 - 5.027777990577228e-15*cse57 + 2.285185854849603e-14*cse58 - 0.9999999999999999*cse63 - 0.9999999999999999*cse64 + lam_0*(-cse75 - cse93 + cse94) + lam_1*(-cse7 + cse91 + cse92) + lam_2*(-cse15 - cse81 + cse82) + lam_3*(cse13 + cse16 + cse19) + lam_4*(1.414213562373095*cse38 + 1.414213562373095*cse39) + lam_5*(cse48 - cse49),  # [5]
        cse95*cse96,  # [6]
        cse95*(-cse11*cse8 + cse7 - cse91 + cse92),  # [7]
        cse95*(2*cse96 - r_bar_x),  # [8]
        cse95*(2*cse76 - 2*cse78 + 2*cse79 + 2*cse80 - r_bar_y),  # [9]
        cse95*(2*cse33 - r_bar_z),  # [10]
        cse95*(-cse51 + math.sin((1/4)*math.pi*math.cos(2*t))),  # [11]
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
    # 1031 operations after common subexpression elimination
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

    cse0 = math.sin(theta_bar)
    cse1 = math.cos(psi_bar)
    cse2 = 0.7071067811865475*cse1
    cse3 = cse0*cse2
    cse4 = math.sin(psi_bar)
    cse5 = 0.7071067811865475*cse4
    cse6 = cse0*cse5
    cse7 = -cse3 + cse6
    cse8 = 0.022980970388562793*cse1
    cse9 = cse0*cse8
    cse10 = 0.022980970388562793*cse4
    cse11 = cse0*cse10
    cse12 = cse11 - cse9
    cse13 = 8.16575648527831e-15*cse4
    cse14 = cse0*cse13
    cse15 = 1.9713880053794953e-14*cse1
    cse16 = math.cos(theta_bar)
    cse17 = 104.01624999999999*cse16
    cse18 = cse0*cse15 - cse14 + cse17
    cse19 = 7.850462293418875e-17*cse4
    cse20 = 1.895269253967044e-16*cse1
    cse21 = -cse0*cse19 + cse0*cse20 + 0.9999999999999999*cse16
    cse22 = 1.9967346175427393e-16*cse16
    cse23 = 0.7071067811865476*cse4
    cse24 = cse0*cse23
    cse25 = 0.7071067811865476*cse1
    cse26 = cse0*cse25
    cse27 = cse24 + cse26
    cse28 = -cse22 + cse27
    cse29 = 73.55059572859523*cse4
    cse30 = cse0*cse29
    cse31 = 73.55059572859523*cse1
    cse32 = cse0*cse31
    cse33 = 2.0769284716197995e-14*cse16
    cse34 = cse30 + cse32 - cse33
    cse35 = -cse23
    cse36 = cse25 + cse35
    cse37 = cse36*thetad_bar
    cse38 = cse28*phid_bar
    cse39 = cse37 + cse38 - 1.9967346175427393e-16*psid_bar
    cse40 = -cse30
    cse41 = 1.895269253967044e-16*cse4
    cse42 = 7.850462293418875e-17*cse1
    cse43 = -cse41 - cse42
    cse44 = cse43*thetad_bar
    cse45 = cse21*phid_bar
    cse46 = cse44 + cse45 + 0.9999999999999999*psid_bar
    cse47 = -104.01625*cse37 - 104.01625*cse38 + 2.0769284716197995e-14*psid_bar
    cse48 = 104.01625*cse44 + 104.01625*cse45 + 104.01624999999999*psid_bar
    cse49 = cse16*cse8
    cse50 = cse49*thetad_bar
    cse51 = cse10*psid_bar
    cse52 = cse0*cse51
    cse53 = cse10*thetad_bar
    cse54 = cse16*cse53
    cse55 = cse18*cse39 + cse21*cse47 + cse28*cse48 + cse46*(-cse32 + cse33 + cse40) + cse50 - cse52 - cse54 - cse9*psid_bar
    cse56 = cse2 + cse5
    cse57 = cse56*thetad_bar
    cse58 = cse7*phid_bar
    cse59 = cse57 + cse58
    cse60 = 0.022980970388562796*cse4
    cse61 = 0.022980970388562796*cse1
    cse62 = cse59*(cse0*cse60 + cse0*cse61 - 6.489387507013903e-18*cse16)
    cse63 = 104.01625*cse57
    cse64 = 104.01625*cse58
    cse65 = -cse63 - cse64
    cse66 = cse28*cse65
    cse67 = 73.55059572859521*cse1
    cse68 = cse0*cse67
    cse69 = 73.55059572859521*cse4
    cse70 = cse0*cse69
    cse71 = cse39*(cse68 - cse70)
    cse72 = 104.01624999999999*cse0
    cse73 = 8.16575648527831e-15*cse1
    cse74 = cse0*cse73
    cse75 = cse74*psid_bar
    cse76 = 0.0325*cse37 + 0.0325*cse38 - 6.489387507013903e-18*psid_bar
    cse77 = cse7*cse76
    cse78 = cse13*cse16
    cse79 = cse78*thetad_bar
    cse80 = 1.9713880053794953e-14*cse4
    cse81 = cse0*cse80
    cse82 = cse15*thetad_bar
    cse83 = cse16*cse82
    cse84 = cse62 + cse66 + cse71 + cse72*thetad_bar + cse75 + cse77 + cse79 + cse81*psid_bar - cse83
    cse85 = cse46*(-cse68 + cse70)
    cse86 = -0.0325*cse44 - 0.0325*cse45 - 0.032499999999999994*psid_bar
    cse87 = cse7*cse86
    cse88 = cse59*(-6.1596250753928936e-18*cse0*cse1 + 2.5514002453611343e-18*cse0*cse4 - 0.032499999999999994*cse16)
    cse89 = cse32*psid_bar
    cse90 = cse63 + cse64
    cse91 = cse21*cse90
    cse92 = 2.0769284716197995e-14*cse0
    cse93 = cse92*thetad_bar
    cse94 = cse30*psid_bar
    cse95 = cse16*cse31
    cse96 = cse16*cse29
    cse97 = cse96*thetad_bar
    cse98 = cse85 + cse87 + cse88 - cse89 + cse91 - cse93 + cse94 - cse95*thetad_bar - cse97
    cse99 = h**2
    cse100 = math.sin(phi_bar)
    cse101 = 1.9967346175427393e-16*cse0
    cse102 = cse100*cse25
    cse103 = cse102*cse16
    cse104 = cse100*cse23
    cse105 = cse104*cse16
    cse106 = cse103 + cse105
    cse107 = cse100*cse101 + cse106
    cse108 = math.cos(phi_bar)
    cse109 = cse108*cse25
    cse110 = -cse109
    cse111 = cse108*cse23
    cse112 = cse110 + cse111
    cse113 = 1.414213562373095*cse4
    cse114 = cse108*cse113
    cse115 = -cse114
    cse116 = 1.414213562373095*cse1
    cse117 = cse108*cse116
    cse118 = cse100*cse113
    cse119 = cse118*cse16
    cse120 = cse116*cse16
    cse121 = cse100*cse120
    cse122 = -cse121
    cse123 = cse119 + cse122
    cse124 = cse100*cse116
    cse125 = -cse124
    cse126 = -cse118
    cse127 = cse108*cse120
    cse128 = cse113*cse16
    cse129 = cse108*cse128
    cse130 = -cse129
    cse131 = cse127 + cse130
    cse132 = cse125 + cse126 + cse131
    cse133 = cse108*cse2
    cse134 = cse108*cse5
    cse135 = -cse134
    cse136 = cse100*cse2
    cse137 = -cse136*cse16
    cse138 = cse100*cse5
    cse139 = cse138*cse16
    cse140 = cse137 + cse139
    cse141 = cse132*lam_3 + lam_0*(-cse133 + cse135 + cse140) + lam_2*(cse115 - cse117 + cse123)
    cse142 = cse8*psid_bar
    cse143 = -cse73 - cse80
    cse144 = cse49*phid_bar
    cse145 = -cse31
    cse146 = cse10*cse16
    cse147 = -cse142 + cse143*cse39 + cse144 - cse146*phid_bar + cse36*cse48 + cse43*cse47 + cse46*(cse145 + cse29) + cse51
    cse148 = cse59*(-cse60 + cse61)
    cse149 = cse56*cse76
    cse150 = cse13*psid_bar
    cse151 = cse72*phid_bar
    cse152 = cse36*cse65
    cse153 = cse15*psid_bar
    cse154 = cse39*(-cse67 - cse69)
    cse155 = cse15*cse16
    cse156 = cse148 + cse149 - cse150 + cse151 + cse152 + cse153 + cse154 - cse155*phid_bar + cse78*phid_bar
    cse157 = cse59*(2.5514002453611343e-18*cse1 + 6.1596250753928936e-18*cse4)
    cse158 = cse46*(cse67 + cse69)
    cse159 = cse56*cse86
    cse160 = cse95*phid_bar
    cse161 = cse43*cse90
    cse162 = cse96*phid_bar
    cse163 = cse157 + cse158 + cse159 - cse160 + cse161 - cse162 + cse29*psid_bar + cse31*psid_bar - cse92*phid_bar
    cse164 = -cse16*cse2 + cse16*cse5
    cse165 = cse146 - cse49
    cse166 = cse155 - cse72 - cse78
    cse167 = -0.9999999999999999*cse0 - cse16*cse19 + cse16*cse20
    cse168 = cse16*cse25
    cse169 = cse16*cse23
    cse170 = cse101 + cse168 + cse169
    cse171 = cse92 + cse95 + cse96
    cse172 = 2.285185854849603e-14*cse4
    cse173 = cse16*cse172
    cse174 = 104.01624999999997*cse0
    cse175 = 5.027777990577228e-15*cse1
    cse176 = cse16*cse175
    cse177 = -cse174 + cse176
    cse178 = cse97*phid_bar
    cse179 = cse29*thetad_bar
    cse180 = cse179*psid_bar
    cse181 = cse89*phid_bar
    cse182 = cse31*thetad_bar
    cse183 = -cse160*thetad_bar + cse182*psid_bar + cse94*phid_bar
    cse184 = -cse178 + cse180 - cse181 + cse183 + cse46*cse90 + cse59*cse86 - cse93*phid_bar
    cse185 = cse164*phid_bar
    cse186 = cse185*cse86
    cse187 = cse167*phid_bar
    cse188 = 0.0325*cse59
    cse189 = 104.01625*cse46
    cse190 = cse187*cse90
    cse191 = phid_bar*thetad_bar
    cse192 = cse32*phid_bar
    cse193 = cse30*phid_bar
    cse194 = -cse160*psid_bar + cse162*psid_bar + cse185*cse189 + cse186 - cse187*cse188 + cse190 - cse191*cse33 + cse192*thetad_bar + cse193*thetad_bar
    cse195 = cse170*phid_bar
    cse196 = cse195*cse65
    cse197 = 104.01625*cse39
    cse198 = cse185*cse76
    cse199 = cse16*phid_bar
    cse200 = cse199*psid_bar
    cse201 = cse0*phid_bar
    cse202 = -cse14*cse191 + cse17*cse191 - cse185*cse197 + cse188*cse195 + cse196 + cse198 + cse200*cse73 + cse200*cse80 + cse201*cse82
    cse203 = cse52*phid_bar
    cse204 = cse50*phid_bar
    cse205 = cse142*thetad_bar
    cse206 = cse9*phid_bar
    cse207 = -cse206*psid_bar + cse51*thetad_bar - cse54*phid_bar
    cse208 = -cse203 + cse204 - cse205 + cse207 + cse39*cse48 + cse46*cse47
    cse209 = cse81*phid_bar
    cse210 = -cse150*thetad_bar + cse151*thetad_bar + cse209*psid_bar + cse39*cse65 + cse59*cse76 + cse75*phid_bar + cse79*phid_bar + cse82*psid_bar - cse83*phid_bar
    cse211 = -cse144*psid_bar + cse187*cse197 + cse187*cse47 - cse189*cse195 + cse195*cse48 - cse199*cse51 + cse201*cse53 - cse206*thetad_bar
    cse212 = cse0*cse116
    cse213 = cse100*cse212
    cse214 = cse0*cse113
    cse215 = cse100*cse214
    cse216 = -cse213 + cse215
    cse217 = cse108*cse214
    cse218 = cse108*cse212
    cse219 = -cse218
    cse220 = cse216*lam_3 + lam_0*(-cse0*cse133 + cse0*cse134) + lam_1*(cse0*cse109 + cse0*cse111 - cse108*cse22) + lam_2*(cse217 + cse219)
    cse221 = 104.01624999999999*cse39
    cse222 = 2.0769284716197995e-14*cse46
    cse223 = -cse11*phid_bar - cse206 + cse221 + cse222 + 0.9999999999999999*cse47 - 1.9967346175427393e-16*cse48 + cse53 - cse8*thetad_bar
    cse224 = 6.489387507013903e-18*cse59
    cse225 = -cse13*thetad_bar + cse209 - cse224 - 1.9967346175427393e-16*cse65 + cse74*phid_bar + cse82
    cse226 = 0.032499999999999994*cse59
    cse227 = cse179 + cse182 - cse192 + cse193 - cse226 + 0.9999999999999999*cse90
    cse228 = cse3 + cse6
    cse229 = cse11 + cse9
    cse230 = -cse0*cse41 - cse0*cse42
    cse231 = -cse74 - cse81
    cse232 = -cse24 + cse26
    cse233 = cse32 + cse40
    cse234 = cse2 - cse5
    cse235 = cse19 - cse20
    cse236 = -cse25 + cse35
    cse237 = 5.027777990577228e-15*cse4
    cse238 = cse0*cse237
    cse239 = -cse238
    cse240 = 2.285185854849603e-14*cse1
    cse241 = cse0*cse240
    cse242 = cse232*phid_bar
    cse243 = cse236*thetad_bar
    cse244 = cse59*(0.0325*cse242 + 0.0325*cse243)
    cse245 = cse228*phid_bar
    cse246 = cse234*thetad_bar
    cse247 = cse245 + cse246
    cse248 = cse247*cse76
    cse249 = cse242 + cse243
    cse250 = cse249*cse65
    cse251 = 104.01625*cse245
    cse252 = 104.01625*cse246
    cse253 = cse39*(-cse251 - cse252)
    cse254 = psid_bar*thetad_bar
    cse255 = cse16*cse191
    cse256 = -cse150*cse201 + cse153*cse201 + cse244 + cse248 + cse250 + cse253 - cse254*cse73 - cse254*cse80 + cse255*cse73 + cse255*cse80
    cse257 = cse230*phid_bar
    cse258 = cse235*thetad_bar
    cse259 = cse59*(-0.0325*cse257 - 0.0325*cse258)
    cse260 = cse257 + cse258
    cse261 = cse260*cse90
    cse262 = cse46*(cse251 + cse252)
    cse263 = cse247*cse86
    cse264 = cse178 - cse180 + cse181 + cse183 + cse259 + cse261 + cse262 + cse263
    cse265 = cse203 - cse204 + cse205 + cse207 + cse249*cse48 + cse260*cse47 + cse39*(104.01625*cse257 + 104.01625*cse258) + cse46*(-104.01625*cse242 - 104.01625*cse243)
    cse266 = cse117 - cse119
    cse267 = cse115 + cse122 + cse266
    cse268 = cse133*cse16
    cse269 = -cse134*cse16 - cse136
    cse270 = cse111*cse16
    cse271 = cse104 - cse109*cse16
    cse272 = cse267*lam_3 + lam_0*(cse138 - cse268 + cse269) + lam_1*(cse102 + cse270 + cse271) + lam_2*(cse118 + cse125 - cse127 + cse130)
    cse273 = 104.01624999999997*cse16
    cse274 = cse0*cse175
    cse275 = cse273 + cse274
    cse276 = -cse138 + cse268 + cse269
    cse277 = -cse101*cse108 - cse102 - cse270 + cse271
    cse278 = cse114 + cse121 + cse266
    cse279 = -cse29
    cse280 = cse279 + cse31
    cse281 = cse10 + cse8
    cse282 = lam_4*(cse212 - cse214)
    cse283 = -cse237
    cse284 = cse145 + cse279
    cse285 = -cse10 + cse8
    cse286 = cse13 - cse15
    cse287 = -cse175
    cse288 = -cse168
    cse289 = -cse217
    cse290 = cse0*cse104
    cse291 = cse0*cse102
    cse292 = cse0*cse138
    cse293 = cse0*cse136
    cse294 = lam_0*(cse292 + cse293) + lam_1*(-cse290 + cse291) + lam_2*(cse213 + cse215) + lam_3*(cse219 + cse289) + lam_4*(cse120 + cse128) + lam_5*(cse169 + cse288)
    cse295 = cse292 - cse293
    cse296 = -cse100*cse22 + cse290 + cse291
    cse297 = cse218 + cse289
    cse298 = -cse120 + cse128
    cse299 = -cse101 - cse169 + cse288
    cse300 = 2.2851858548496034e-14*cse4
    cse301 = cse172*thetad_bar
    cse302 = 2.2851858548496034e-14*cse1
    cse303 = cse172*psid_bar
    cse304 = cse175*psid_bar
    cse305 = cse133 + cse135 + cse137 - cse139
    cse306 = -cse103 + cse105 + cse110 - cse111
    cse307 = cse124 + cse126 + cse127 + cse129
    cse308 = cse212 + cse214
    cse309 = cse24 - cse26
    out = np.zeros((12, 12))
    out[_index3_matrix_INDEX] = (
        78.0,  # [0, 0]
        -1,  # [0, 8]
        78.0,  # [1, 1]
        -1,  # [1, 9]
        78.0,  # [2, 2]
        -1,  # [2, 10]
        cse12*cse7 + cse18*cse21 + cse28*cse34 + cse99*(cse141 + lam_1*(cse107 + cse112)) - h*(cse21*cse84 + cse28*cse98 + cse55*cse7),  # [3, 3]
        cse12*cse56 + cse18*cse43 + cse34*cse36 + cse99*(acc_3*(cse12*cse164 + cse165*cse7 + cse166*cse21 + cse167*cse18 + cse170*cse34 + cse171*cse28) + acc_4*(cse165*cse56 + cse166*cse43 + cse171*cse36) + acc_5*(-cse173 + cse177) - cse164*cse208 - cse167*cse210 - cse170*cse184 - cse194*cse28 - cse202*cse21 - cse211*cse7 + cse220) - h*(cse147*cse7 + cse156*cse21 + cse163*cse28),  # [3, 4]
        -cse0*cse172 + cse275 + cse99*(acc_3*(cse12*cse228 + cse18*cse230 + cse21*cse231 + cse229*cse7 + cse232*cse34 + cse233*cse28) + acc_4*(cse12*cse234 + cse18*cse235 + cse229*cse56 + cse231*cse43 + cse233*cse36 + cse236*cse34) + acc_5*(cse239 - cse241) - cse184*cse232 - cse208*cse228 - cse21*cse256 - cse210*cse230 - cse264*cse28 - cse265*cse7 + cse272) - h*(cse21*cse225 + cse223*cse7 + cse227*cse28),  # [3, 5]
        cse276,  # [3, 6]
        cse277,  # [3, 7]
        cse132,  # [3, 8]
        cse278,  # [3, 9]
        cse143*cse21 + cse220*cse99 + cse28*cse280 + cse281*cse7 - h*(cse36*cse98 + cse43*cse84 + cse55*cse56),  # [4, 3]
        cse143*cse43 + cse280*cse36 + cse281*cse56 + cse99*(acc_3*(cse143*cse167 + cse164*cse281 + cse170*cse280) + cse107*lam_1 + cse123*lam_2 + cse131*lam_3 + cse140*lam_0 - cse194*cse36 - cse202*cse43 - cse211*cse56 + cse28*lam_5 + cse282) - h*(cse147*cse56 + cse156*cse43 + cse163*cse36),  # [4, 4]
        -cse240 + cse283 + cse99*(acc_3*(cse143*cse230 + cse21*cse286 + cse228*cse281 + cse232*cse280 + cse28*cse284 + cse285*cse7) + acc_4*(cse143*cse235 + cse234*cse281 + cse236*cse280 + cse284*cse36 + cse285*cse56 + cse286*cse43) + acc_5*(cse172 + cse287) - cse184*cse236 - cse208*cse234 - cse210*cse235 - cse256*cse43 - cse264*cse36 - cse265*cse56 + cse294) - h*(cse223*cse56 + cse225*cse43 + cse227*cse36),  # [4, 5]
        cse295,  # [4, 6]
        cse296,  # [4, 7]
        cse216,  # [4, 8]
        cse297,  # [4, 9]
        cse298,  # [4, 10]
        cse299,  # [4, 11]
        -cse0*cse300 + cse272*cse99 + cse275 - h*(cse16*cse301 + cse174*thetad_bar - cse176*thetad_bar + cse238*psid_bar + cse241*psid_bar + 0.9999999999999999*cse62 + 0.9999999999999999*cse66 + 0.9999999999999999*cse71 + 0.9999999999999999*cse77 - 1.9967346175427393e-16*cse85 - 1.9967346175427393e-16*cse87 - 1.9967346175427393e-16*cse88 - 1.9967346175427393e-16*cse91),  # [5, 3]
        cse283 - cse302 + cse99*(acc_3*(-cse16*cse300 + cse177) + cse185*cse221 + cse185*cse222 + 1.9967346175427393e-16*cse186 - cse187*cse224 + 1.9967346175427393e-16*cse190 - cse191*cse273 - cse191*cse274 - cse195*cse226 - 0.9999999999999999*cse196 - 0.9999999999999999*cse198 - cse200*cse237 - cse200*cse240 + cse201*cse301 + cse294) - h*(0.9999999999999999*cse148 + 0.9999999999999999*cse149 + 0.9999999999999999*cse152 + 0.9999999999999999*cse154 - 1.9967346175427393e-16*cse157 - 1.9967346175427393e-16*cse158 - 1.9967346175427393e-16*cse159 - 1.9967346175427393e-16*cse161 + cse173*phid_bar + cse174*phid_bar - cse176*phid_bar - cse303 + cse304),  # [5, 4]
        cse99*(acc_3*(-cse0*cse302 + cse239) + acc_4*(cse287 + cse300) + cse141 + cse201*cse303 - cse201*cse304 + cse237*cse254 - cse237*cse255 + cse240*cse254 - cse240*cse255 - 0.9999999999999999*cse244 - 0.9999999999999999*cse248 - 0.9999999999999999*cse250 - 0.9999999999999999*cse253 + 1.9967346175427393e-16*cse259 + 1.9967346175427393e-16*cse261 + 1.9967346175427393e-16*cse262 + 1.9967346175427393e-16*cse263 + cse27*lam_5 + cse282 + lam_1*(cse106 + cse112)) - h*(cse175*thetad_bar + cse238*phid_bar + cse241*phid_bar - cse301 - 7.703719777548943e-34*cse59 - 1.996734617542739e-16*cse65 - 1.996734617542739e-16*cse90) + 104.01624999999997,  # [5, 5]
        cse305,  # [5, 6]
        cse306,  # [5, 7]
        cse267,  # [5, 8]
        cse307,  # [5, 9]
        cse308,  # [5, 10]
        cse309,  # [5, 11]
        cse276,  # [6, 3]
        cse295,  # [6, 4]
        cse305,  # [6, 5]
        cse277,  # [7, 3]
        cse296,  # [7, 4]
        cse306,  # [7, 5]
        -1,  # [8, 0]
        cse132,  # [8, 3]
        cse216,  # [8, 4]
        cse267,  # [8, 5]
        -1,  # [9, 1]
        cse278,  # [9, 3]
        cse297,  # [9, 4]
        cse307,  # [9, 5]
        -1,  # [10, 2]
        cse298,  # [10, 4]
        cse308,  # [10, 5]
        cse299,  # [11, 4]
        cse309,  # [11, 5]
    )
    return out



def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Args:
        q: position coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (12, 6), 45 nonzero.
    """
    # 260 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(phi_bar)
    cse2 = math.sin(psi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = math.cos(psi_bar)
    cse6 = 0.7071067811865475*cse5
    cse7 = cse1*cse6
    cse8 = math.cos(phi_bar)
    cse9 = cse3*cse8
    cse10 = cse6*cse8
    cse11 = -cse0*cse4 + cse0*cse7 + cse10 + cse9
    cse12 = -cse0*cse10 + cse0*cse9 + cse4 + cse7
    cse13 = math.sin(theta_bar)
    cse14 = cse13*cse3 - cse13*cse6
    cse15 = 1.414213562373095*cse2
    cse16 = cse15*cse8
    cse17 = 1.414213562373095*cse5
    cse18 = cse17*cse8
    cse19 = cse1*cse15
    cse20 = cse1*cse17
    cse21 = -cse0*cse16 + cse0*cse18 - cse19 - cse20
    cse22 = 1.895269253967044e-16*cse5
    cse23 = cse0*cse22
    cse24 = 7.850462293418875e-17*cse2
    cse25 = cse0*cse24
    cse26 = 1.895269253967044e-16*cse2
    cse27 = 7.850462293418875e-17*cse5
    cse28 = 0.9999999999999999*cse13
    cse29 = -cse1*cse23 + cse1*cse25 + cse1*cse28 - cse26*cse8 - cse27*cse8
    cse30 = 0.9999999999999999*cse0 + cse13*cse22 - cse13*cse24
    cse31 = 0.7071067811865476*cse2
    cse32 = cse1*cse31
    cse33 = 0.7071067811865476*cse5
    cse34 = cse1*cse33
    cse35 = cse31*cse8
    cse36 = 1.9967346175427393e-16*cse13
    cse37 = cse33*cse8
    cse38 = -cse0*cse32 - cse0*cse34 - cse1*cse36 - cse35 + cse37
    cse39 = -1.9967346175427393e-16*cse0 + cse13*cse31 + cse13*cse33
    cse40 = cse11*cse14 + cse29*cse30 + cse38*cse39
    cse41 = -cse1*cse26 - cse1*cse27 + cse23*cse8 - cse25*cse8 - cse28*cse8
    cse42 = cse0*cse35 + cse0*cse37 - cse32 + cse34 + cse36*cse8
    cse43 = cse12*cse14 + cse30*cse41 + cse39*cse42
    cse44 = cse0*cse19 - cse0*cse20 - cse16 - cse18
    cse45 = cse21*cse40 - cse43*cse44
    cse46 = -cse13*cse15 + cse13*cse17
    cse47 = cse14**2 + cse30**2 + cse39**2
    cse48 = -cse21*cse47 + cse43*cse46
    cse49 = -cse40*cse46 + cse44*cse47
    cse50 = cse3 + cse6
    cse51 = -cse26 - cse27
    cse52 = -cse31 + cse33
    cse53 = cse11*cse50 + cse29*cse51 + cse38*cse52
    cse54 = cse12*cse50 + cse41*cse51 + cse42*cse52
    cse55 = cse21*cse53 - cse44*cse54
    cse56 = cse14*cse50 + cse30*cse51 + cse39*cse52
    cse57 = -cse21*cse56 + cse46*cse54
    cse58 = cse44*cse56 - cse46*cse53
    cse59 = 0.9999999999999999*cse29 - 1.9967346175427393e-16*cse38
    cse60 = 0.9999999999999999*cse41 - 1.9967346175427393e-16*cse42
    cse61 = cse21*cse59 - cse44*cse60
    cse62 = 0.9999999999999999*cse30 - 1.9967346175427393e-16*cse39
    cse63 = -cse21*cse62 + cse46*cse60
    cse64 = cse44*cse62 - cse46*cse59
    cse65 = cse11*cse40 + cse12*cse43 + cse14*cse47
    cse66 = cse11*cse53 + cse12*cse54 + cse14*cse56
    cse67 = cse11*cse59 + cse12*cse60 + cse14*cse62
    cse68 = cse38*cse40 + cse39*cse47 + cse42*cse43
    cse69 = cse38*cse53 + cse39*cse56 + cse42*cse54
    cse70 = cse38*cse59 + cse39*cse62 + cse42*cse60
    cse71 = cse29*cse40 + cse30*cse47 + cse41*cse43
    cse72 = cse29*cse53 + cse30*cse56 + cse41*cse54
    cse73 = cse29*cse59 + cse30*cse62 + cse41*cse60
    out = np.zeros((12, 6))
    out[_B_INDEX] = (
        cse11,  # [0, 0]
        cse12,  # [0, 1]
        cse14,  # [0, 2]
        cse11*cse48 + cse12*cse49 + cse14*cse45,  # [0, 3]
        cse11*cse57 + cse12*cse58 + cse14*cse55,  # [0, 4]
        cse11*cse63 + cse12*cse64 + cse14*cse61,  # [0, 5]
        cse38,  # [1, 0]
        cse42,  # [1, 1]
        cse39,  # [1, 2]
        cse38*cse48 + cse39*cse45 + cse42*cse49,  # [1, 3]
        cse38*cse57 + cse39*cse55 + cse42*cse58,  # [1, 4]
        cse38*cse63 + cse39*cse61 + cse42*cse64,  # [1, 5]
        cse29,  # [2, 0]
        cse41,  # [2, 1]
        cse30,  # [2, 2]
        cse29*cse48 + cse30*cse45 + cse41*cse49,  # [2, 3]
        cse29*cse57 + cse30*cse55 + cse41*cse58,  # [2, 4]
        cse29*cse63 + cse30*cse61 + cse41*cse64,  # [2, 5]
        cse65,  # [3, 3]
        cse66,  # [3, 4]
        cse67,  # [3, 5]
        cse68,  # [4, 3]
        cse69,  # [4, 4]
        cse70,  # [4, 5]
        cse71,  # [5, 3]
        cse72,  # [5, 4]
        cse73,  # [5, 5]
        cse11,  # [6, 0]
        cse12,  # [6, 1]
        cse14,  # [6, 2]
        cse38,  # [7, 0]
        cse42,  # [7, 1]
        cse39,  # [7, 2]
        cse29,  # [8, 0]
        cse41,  # [8, 1]
        cse30,  # [8, 2]
        cse65,  # [9, 3]
        cse66,  # [9, 4]
        cse67,  # [9, 5]
        cse68,  # [10, 3]
        cse69,  # [10, 4]
        cse70,  # [10, 5]
        cse71,  # [11, 3]
        cse72,  # [11, 4]
        cse73,  # [11, 5]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
    columns, written by rows), global frame.

    Args:
        q: position coordinates (6).
        p: parameters (0).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 102 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(phi_bar)
    cse2 = math.cos(psi_bar)
    cse3 = 1.414213562373095*cse2
    cse4 = cse1*cse3
    cse5 = math.sin(psi_bar)
    cse6 = cse1*cse5
    cse7 = 1.414213562373095*cse6
    cse8 = math.cos(phi_bar)
    cse9 = cse5*cse8
    cse10 = 1.414213562373095*cse9
    cse11 = cse3*cse8
    cse12 = math.sin(theta_bar)
    cse13 = cse12*cse5
    cse14 = cse12*cse2
    cse15 = 0.7071067811865475*cse6
    cse16 = 0.7071067811865475*cse2
    cse17 = cse1*cse16
    cse18 = 0.7071067811865475*cse9
    cse19 = cse16*cse8
    cse20 = -cse0*cse15 + cse0*cse17 + cse18 + cse19
    cse21 = 0.7071067811865476*cse6
    cse22 = 0.7071067811865476*cse2
    cse23 = cse1*cse22
    cse24 = 0.7071067811865476*cse9
    cse25 = 1.9967346175427393e-16*cse12
    cse26 = cse22*cse8
    cse27 = -cse0*cse21 - cse0*cse23 - cse1*cse25 - cse24 + cse26
    cse28 = 1.895269253967044e-16*cse0*cse2
    cse29 = 7.850462293418875e-17*cse0
    cse30 = 7.850462293418875e-17*cse2
    cse31 = 0.9999999999999999*cse12
    cse32 = -cse1*cse28 + cse1*cse31 + cse29*cse6 - cse30*cse8 - 1.895269253967044e-16*cse9
    cse33 = cse0*cse18 - cse0*cse19 + cse15 + cse17
    cse34 = cse0*cse24 + cse0*cse26 - cse21 + cse23 + cse25*cse8
    cse35 = -cse1*cse30 + cse28*cse8 - cse29*cse9 - cse31*cse8 - 1.895269253967044e-16*cse6
    cse36 = -cse12*cse16 + 0.7071067811865475*cse13
    cse37 = -1.9967346175427393e-16*cse0 + cse12*cse22 + 0.7071067811865476*cse13
    cse38 = 0.9999999999999999*cse0 - 7.850462293418875e-17*cse13 + 1.895269253967044e-16*cse14
    return np.array([
        -cse0*cse4 + cse0*cse7 - cse10 - cse11 + r_bar_x,  # [0, 0]
        -cse0*cse10 + cse0*cse11 - cse4 - cse7 + r_bar_y,  # [0, 1]
        -1.414213562373095*cse13 + 1.414213562373095*cse14 + r_bar_z,  # [0, 2]
        cse20,  # [0, 3]
        cse27,  # [0, 4]
        cse32,  # [0, 5]
        cse33,  # [0, 6]
        cse34,  # [0, 7]
        cse35,  # [0, 8]
        cse36,  # [0, 9]
        cse37,  # [0, 10]
        cse38,  # [0, 11]
        r_bar_x,  # [1, 0]
        r_bar_y,  # [1, 1]
        r_bar_z,  # [1, 2]
        cse20,  # [1, 3]
        cse27,  # [1, 4]
        cse32,  # [1, 5]
        cse33,  # [1, 6]
        cse34,  # [1, 7]
        cse35,  # [1, 8]
        cse36,  # [1, 9]
        cse37,  # [1, 10]
        cse38,  # [1, 11]
    ]).reshape(2, 12)



def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (2,), 2 nonzero.
    """
    # 73 operations after common subexpression elimination
    (
        _, _, r_bar_z, _,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        rd_bar_x, rd_bar_y, rd_bar_z, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.sin(psi_bar)
    cse1 = 0.7071067811865476*cse0
    cse2 = math.cos(psi_bar)
    cse3 = 0.7071067811865476*cse2
    cse4 = thetad_bar*(-cse1 + cse3)
    cse5 = math.sin(theta_bar)
    cse6 = math.cos(theta_bar)
    cse7 = phid_bar*(cse1*cse5 + cse3*cse5 - 1.9967346175427393e-16*cse6)
    cse8 = thetad_bar*(-1.895269253967044e-16*cse0 - 7.850462293418875e-17*cse2)
    cse9 = phid_bar*(-7.850462293418875e-17*cse0*cse5 + 1.895269253967044e-16*cse2*cse5 + 0.9999999999999999*cse6)
    cse10 = 0.7071067811865475*cse0
    cse11 = 0.7071067811865475*cse2
    cse12 = thetad_bar*(cse10 + cse11)
    cse13 = phid_bar*(cse10*cse5 - cse11*cse5)
    return np.array([
        39.0*rd_bar_x**2 + 39.0*rd_bar_y**2 + 39.0*rd_bar_z**2 + (1/2)*(0.0325*cse12 + 0.0325*cse13)*(cse12 + cse13) + (1/2)*(cse4 + cse7 - 1.9967346175427393e-16*psid_bar)*(104.01625*cse4 + 104.01625*cse7 - 2.0769284716197995e-14*psid_bar) + (1/2)*(cse8 + cse9 + 0.9999999999999999*psid_bar)*(104.01625*cse8 + 104.01625*cse9 + 104.01624999999999*psid_bar),  # [0]
        765.1800000000001*r_bar_z,  # [1]
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
    # 150 operations after common subexpression elimination
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
    cse3 = math.sin(psi_bar)
    cse4 = 0.7071067811865476*cse3
    cse5 = math.cos(psi_bar)
    cse6 = 0.7071067811865476*cse5
    cse7 = math.sin(theta_bar)
    cse8 = math.cos(theta_bar)
    cse9 = phid_bar*(cse4*cse7 + cse6*cse7 - 1.9967346175427393e-16*cse8) - 1.9967346175427393e-16*psid_bar + thetad_bar*(-cse4 + cse6)
    cse10 = math.sin(phi_bar)
    cse11 = 73.55059572859523*cse10
    cse12 = cse11*cse3
    cse13 = cse11*cse5
    cse14 = 2.0769284716197995e-14*cse7
    cse15 = math.cos(phi_bar)
    cse16 = cse15*cse3
    cse17 = 73.55059572859523*cse16
    cse18 = cse15*cse5
    cse19 = 73.55059572859523*cse18
    cse20 = 1.9713880053794953e-14*cse8
    cse21 = 8.16575648527831e-15*cse10
    cse22 = 1.9713880053794953e-14*cse3
    cse23 = 104.01624999999999*cse7
    cse24 = cse3*cse7
    cse25 = cse5*cse7
    cse26 = phid_bar*(-7.850462293418875e-17*cse24 + 1.895269253967044e-16*cse25 + 0.9999999999999999*cse8) + 0.9999999999999999*psid_bar + thetad_bar*(-1.895269253967044e-16*cse3 - 7.850462293418875e-17*cse5)
    cse27 = 0.7071067811865475*cse3
    cse28 = 0.7071067811865475*cse5
    cse29 = phid_bar*(cse27*cse7 - cse28*cse7) + thetad_bar*(cse27 + cse28)
    cse30 = 0.022980970388562793*cse10
    cse31 = cse3*cse30
    cse32 = cse30*cse5
    cse33 = 0.022980970388562793*cse15
    cse34 = cse3*cse33
    cse35 = cse33*cse5
    return np.array([
        cse0,  # [0]
        cse1,  # [1]
        cse2,  # [2]
        -cse1*r_bar_z + cse2*r_bar_y + cse26*(-cse10*cse20*cse5 + cse10*cse23 - cse15*cse22 - 8.16575648527831e-15*cse18 + cse21*cse3*cse8) + cse29*(-cse31*cse8 + cse32*cse8 + cse34 + cse35) + cse9*(-cse10*cse14 - cse12*cse8 - cse13*cse8 - cse17 + cse19),  # [3]
        cse0*r_bar_z - cse2*r_bar_x + cse26*(-cse10*cse22 - cse15*cse23 - 8.16575648527831e-15*cse16*cse8 + cse18*cse20 - cse21*cse5) + cse29*(cse31 + cse32 + cse34*cse8 - cse35*cse8) + cse9*(-cse12 + cse13 + cse14*cse15 + cse17*cse8 + cse19*cse8),  # [4]
        -cse0*r_bar_y + cse1*r_bar_x + cse26*(-8.16575648527831e-15*cse24 + 1.9713880053794953e-14*cse25 + 104.01624999999999*cse8) + cse29*(0.022980970388562793*cse24 - 0.022980970388562793*cse25) + cse9*(73.55059572859523*cse24 + 73.55059572859523*cse25 - 2.0769284716197995e-14*cse8),  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (6).

    Returns:
        ndarray of shape (1, 12), 12 nonzero.
    """
    # 81 operations after common subexpression elimination
    (
        r_bar_x, r_bar_y, r_bar_z, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    cse0 = math.cos(theta_bar)
    cse1 = math.sin(psi_bar)
    cse2 = math.sin(phi_bar)
    cse3 = 0.7071067811865475*cse2
    cse4 = cse1*cse3
    cse5 = math.cos(psi_bar)
    cse6 = cse3*cse5
    cse7 = math.cos(phi_bar)
    cse8 = cse1*cse7
    cse9 = 0.7071067811865475*cse8
    cse10 = cse5*cse7
    cse11 = 0.7071067811865475*cse10
    cse12 = 0.7071067811865476*cse2
    cse13 = cse1*cse12
    cse14 = cse12*cse5
    cse15 = 0.7071067811865476*cse8
    cse16 = math.sin(theta_bar)
    cse17 = 1.9967346175427393e-16*cse16
    cse18 = 0.7071067811865476*cse10
    cse19 = cse2*cse5
    cse20 = 1.895269253967044e-16*cse0
    cse21 = cse1*cse2
    cse22 = 7.850462293418875e-17*cse0
    cse23 = 0.9999999999999999*cse16
    cse24 = cse16*cse5
    cse25 = cse1*cse16
    return np.array([
        r_bar_x,  # [0, 0]
        r_bar_y,  # [0, 1]
        r_bar_z,  # [0, 2]
        -cse0*cse4 + cse0*cse6 + cse11 + cse9,  # [0, 3]
        -cse0*cse13 - cse0*cse14 - cse15 - cse17*cse2 + cse18,  # [0, 4]
        -7.850462293418875e-17*cse10 - cse19*cse20 + cse2*cse23 + cse21*cse22 - 1.895269253967044e-16*cse8,  # [0, 5]
        -cse0*cse11 + cse0*cse9 + cse4 + cse6,  # [0, 6]
        cse0*cse15 + cse0*cse18 - cse13 + cse14 + cse17*cse7,  # [0, 7]
        cse10*cse20 - 7.850462293418875e-17*cse19 - 1.895269253967044e-16*cse21 - cse22*cse8 - cse23*cse7,  # [0, 8]
        -0.7071067811865475*cse24 + 0.7071067811865475*cse25,  # [0, 9]
        -1.9967346175427393e-16*cse0 + 0.7071067811865476*cse24 + 0.7071067811865476*cse25,  # [0, 10]
        0.9999999999999999*cse0 + 1.895269253967044e-16*cse24 - 7.850462293418875e-17*cse25,  # [0, 11]
    ]).reshape(1, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (6).
        v: velocity coordinates (6).

    Returns:
        ndarray of shape (1, 6), 6 nonzero.
    """
    # 113 operations after common subexpression elimination
    (
        _, _, _, phi_bar,
        theta_bar, psi_bar,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (6,) else _floats(q, 6, "q")

    (
        rd_bar_x, rd_bar_y, rd_bar_z, phid_bar,
        thetad_bar, psid_bar,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (6,) else _floats(v, 6, "v")

    cse0 = math.sin(psi_bar)
    cse1 = 0.7071067811865476*cse0
    cse2 = math.cos(psi_bar)
    cse3 = 0.7071067811865476*cse2
    cse4 = math.sin(theta_bar)
    cse5 = math.cos(theta_bar)
    cse6 = cse1*cse4 + cse3*cse4 - 1.9967346175427393e-16*cse5
    cse7 = cse6*phid_bar - 1.9967346175427393e-16*psid_bar + thetad_bar*(-cse1 + cse3)
    cse8 = math.sin(phi_bar)
    cse9 = cse1*cse8
    cse10 = cse3*cse8
    cse11 = math.cos(phi_bar)
    cse12 = cse1*cse11
    cse13 = 1.9967346175427393e-16*cse4
    cse14 = cse11*cse3
    cse15 = 1.895269253967044e-16*cse2
    cse16 = cse5*cse8
    cse17 = 7.850462293418875e-17*cse0
    cse18 = 1.895269253967044e-16*cse0
    cse19 = 7.850462293418875e-17*cse2
    cse20 = 0.9999999999999999*cse4
    cse21 = cse15*cse4 - cse17*cse4 + 0.9999999999999999*cse5
    cse22 = cse21*phid_bar + 0.9999999999999999*psid_bar + thetad_bar*(-cse18 - cse19)
    cse23 = 0.7071067811865475*cse0
    cse24 = 0.7071067811865475*cse2
    cse25 = cse23*cse4 - cse24*cse4
    cse26 = cse25*phid_bar + thetad_bar*(cse23 + cse24)
    cse27 = cse23*cse8
    cse28 = cse24*cse8
    cse29 = cse11*cse23
    cse30 = cse11*cse24
    cse31 = cse11*cse5
    return np.array([
        rd_bar_x,  # [0, 0]
        rd_bar_y,  # [0, 1]
        rd_bar_z,  # [0, 2]
        cse22*(-cse11*cse18 - cse11*cse19 - cse15*cse16 + cse16*cse17 + cse20*cse8) + cse26*(-cse27*cse5 + cse28*cse5 + cse29 + cse30) + cse7*(-cse10*cse5 - cse12 - cse13*cse8 + cse14 - cse5*cse9),  # [0, 3]
        cse22*(-cse11*cse20 + cse15*cse31 - cse17*cse31 - cse18*cse8 - cse19*cse8) + cse26*(cse27 + cse28 + cse29*cse5 - cse30*cse5) + cse7*(cse10 + cse11*cse13 + cse12*cse5 + cse14*cse5 - cse9),  # [0, 4]
        cse21*cse22 + cse25*cse26 + cse6*cse7,  # [0, 5]
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



def chart(p):
    """Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and
    rp); see symbolic.formulations.chart_offset.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (1, 9), 8 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((1, 9))
    out[_chart_INDEX] = (
        0.7071067811865475,  # [0, 0]
        0.7071067811865476,  # [0, 1]
        -7.850462293418875e-17,  # [0, 2]
        -0.7071067811865475,  # [0, 3]
        0.7071067811865476,  # [0, 4]
        1.895269253967044e-16,  # [0, 5]
        -1.9967346175427393e-16,  # [0, 7]
        0.9999999999999999,  # [0, 8]
    )
    return out

