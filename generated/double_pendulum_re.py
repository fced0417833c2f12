# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: re
# scheme: any
# input hash: 8c4ee6113bebc7dc
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'double_pendulum' in the re formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (12): r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1, theta_bar1, psi_bar1, r_bar2_x,
        r_bar2_y, r_bar2_z, phi_bar2, theta_bar2, psi_bar2
    v (12): rd_bar1_x, rd_bar1_y, rd_bar1_z, phid_bar1, thetad_bar1, psid_bar1, rd_bar2_x,
        rd_bar2_y, rd_bar2_z, phid_bar2, thetad_bar2, psid_bar2
    lam (10): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (12): increment in velocity coordinates
    a (12): time derivatives of v
    t: time
    h: step size
    p (2): L1, L2

Constraint rows:
    0: J1[CD x] (joint; ground - bar1)
    1: J1[CD y] (joint; ground - bar1)
    2: J1[CD z] (joint; ground - bar1)
    3: J1[DP1 b_i.u_j] (joint; ground - bar1)
    4: J1[DP1 c_i.u_j] (joint; ground - bar1)
    5: J2[CD x] (joint; bar1 - bar2)
    6: J2[CD y] (joint; bar1 - bar2)
    7: J2[CD z] (joint; bar1 - bar2)
    8: J2[DP1 b_i.u_j] (joint; bar1 - bar2)
    9: J2[DP1 c_i.u_j] (joint; bar1 - bar2)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'double_pendulum'
FORMULATION = 're'
INPUT_HASH = '8c4ee6113bebc7dc'
N_Q = 12
N_V = 12
N_C = 10
BODIES = ['bar1', 'bar2']
PARAMETERS = ['L1', 'L2']
PARAMETER_DEFAULTS = [4.0, 2.0]
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
 'initial_velocities',
 'chart']
METADATA = {'mechanism': 'double_pendulum',
 'formulation': 're',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['bar1', 'bar2'],
 'q_layout': {'bar1': [0, 6], 'bar2': [6, 12]},
 'v_layout': {'bar1': [0, 6], 'bar2': [6, 12]},
 'q_names': ['r_bar1_x',
             'r_bar1_y',
             'r_bar1_z',
             'phi_bar1',
             'theta_bar1',
             'psi_bar1',
             'r_bar2_x',
             'r_bar2_y',
             'r_bar2_z',
             'phi_bar2',
             'theta_bar2',
             'psi_bar2'],
 'v_names': ['rd_bar1_x',
             'rd_bar1_y',
             'rd_bar1_z',
             'phid_bar1',
             'thetad_bar1',
             'psid_bar1',
             'rd_bar2_x',
             'rd_bar2_y',
             'rd_bar2_z',
             'phid_bar2',
             'thetad_bar2',
             'psid_bar2'],
 'n_q': 12,
 'n_v': 12,
 'n_c': 10,
 'constraint_rows': [{'owner': 'J1',
                      'kind': 'joint',
                      'label': 'CD x',
                      'bodies': ['ground', 'bar1']},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'CD y',
                      'bodies': ['ground', 'bar1']},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'CD z',
                      'bodies': ['ground', 'bar1']},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'DP1 b_i.u_j',
                      'bodies': ['ground', 'bar1']},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'DP1 c_i.u_j',
                      'bodies': ['ground', 'bar1']},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'CD x',
                      'bodies': ['bar1', 'bar2']},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'CD y',
                      'bodies': ['bar1', 'bar2']},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'CD z',
                      'bodies': ['bar1', 'bar2']},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'DP1 b_i.u_j',
                      'bodies': ['bar1', 'bar2']},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'DP1 c_i.u_j',
                      'bodies': ['bar1', 'bar2']}],
 'dropped_rows': [],
 'degrees_of_freedom': 2,
 'parameters': ['L1', 'L2'],
 'parameter_defaults': [4.0, 2.0],
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
             'initial_velocities',
             'chart'],
 'notices': [],
 'input_hash': '8c4ee6113bebc7dc'}
_tangent_INDEX = (
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_Phi_q_INDEX = (
    np.array([0,
     0,
     0,
     0,
     1,
     1,
     1,
     1,
     2,
     2,
     2,
     3,
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
     6,
     6,
     6,
     6,
     6,
     6,
     6,
     6,
     7,
     7,
     7,
     7,
     7,
     7,
     8,
     8,
     8,
     8,
     8,
     9,
     9,
     9,
     9,
     9]),
    np.array([0,
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
     3,
     4,
     0,
     3,
     4,
     5,
     6,
     9,
     10,
     11,
     1,
     3,
     4,
     5,
     7,
     9,
     10,
     11,
     2,
     4,
     5,
     8,
     10,
     11,
     3,
     4,
     5,
     9,
     10,
     3,
     4,
     5,
     9,
     10]),
)
_M_INDEX = (
    np.array([0, 1, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 8, 9, 9, 9, 10, 10, 11, 11]),
    np.array([0, 1, 2, 3, 4, 5, 3, 4, 3, 5, 6, 7, 8, 9, 10, 11, 9, 10, 9, 11]),
)
_Q_INDEX = np.array([2, 3, 4, 5, 8, 9, 10, 11])
_Q_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 5, 9, 9, 10, 10, 11, 11]),
    np.array([4, 5, 4, 5, 4, 5, 10, 11, 10, 11, 10, 11]),
)
_Q_v_INDEX = (
    np.array([3, 3, 3, 4, 4, 4, 5, 5, 9, 9, 9, 10, 10, 10, 11, 11]),
    np.array([3, 4, 5, 3, 4, 5, 3, 4, 9, 10, 11, 9, 10, 11, 9, 10]),
)
_Ma_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 9, 9, 10, 10, 11]),
    np.array([4, 5, 4, 5, 4, 10, 11, 10, 11, 10]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3,
     3,
     3,
     3,
     3,
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
     9,
     9,
     9,
     9,
     9,
     9,
     10,
     10,
     10,
     10,
     10,
     10,
     11,
     11,
     11]),
    np.array([3,
     4,
     5,
     9,
     10,
     3,
     4,
     5,
     9,
     10,
     3,
     4,
     5,
     9,
     10,
     3,
     4,
     5,
     9,
     10,
     11,
     3,
     4,
     5,
     9,
     10,
     11,
     9,
     10,
     11]),
)
_index3_matrix_INDEX = (
    np.array([0,
     0,
     0,
     1,
     1,
     1,
     2,
     2,
     2,
     3,
     3,
     3,
     3,
     3,
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
     5,
     5,
     5,
     5,
     6,
     6,
     7,
     7,
     8,
     8,
     9,
     9,
     9,
     9,
     9,
     9,
     9,
     9,
     9,
     9,
     10,
     10,
     10,
     10,
     10,
     10,
     10,
     10,
     10,
     10,
     10,
     11,
     11,
     11,
     11,
     11,
     11,
     12,
     12,
     12,
     12,
     13,
     13,
     13,
     13,
     14,
     14,
     14,
     15,
     16,
     16,
     17,
     17,
     17,
     17,
     17,
     17,
     17,
     17,
     18,
     18,
     18,
     18,
     18,
     18,
     18,
     18,
     19,
     19,
     19,
     19,
     19,
     19,
     20,
     20,
     20,
     20,
     20,
     21,
     21,
     21,
     21,
     21]),
    np.array([0,
     12,
     17,
     1,
     13,
     18,
     2,
     14,
     19,
     3,
     4,
     5,
     9,
     10,
     12,
     13,
     16,
     17,
     18,
     20,
     21,
     3,
     4,
     5,
     9,
     10,
     12,
     13,
     14,
     15,
     16,
     17,
     18,
     19,
     20,
     21,
     3,
     4,
     5,
     9,
     10,
     12,
     13,
     14,
     17,
     18,
     19,
     20,
     21,
     6,
     17,
     7,
     18,
     8,
     19,
     3,
     4,
     5,
     9,
     10,
     11,
     17,
     18,
     20,
     21,
     3,
     4,
     5,
     9,
     10,
     11,
     17,
     18,
     19,
     20,
     21,
     9,
     10,
     11,
     17,
     18,
     19,
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
     3,
     4,
     0,
     3,
     4,
     5,
     6,
     9,
     10,
     11,
     1,
     3,
     4,
     5,
     7,
     9,
     10,
     11,
     2,
     4,
     5,
     8,
     10,
     11,
     3,
     4,
     5,
     9,
     10,
     3,
     4,
     5,
     9,
     10]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 1, 1, 1, 1, 1]),
    np.array([1, 5, 6, 10, 1, 2, 5, 7, 9]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 1, 1, 1]),
    np.array([0, 4, 8, 1, 3, 8]),
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
        q: position coordinates (12).
        dv: increment in velocity coordinates (e.g. h v) (12).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 12 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (12,) else _floats(dv, 12, "dv")

    return np.array([
        dv_0 + r_bar1_x,  # [0]
        dv_1 + r_bar1_y,  # [1]
        dv_2 + r_bar1_z,  # [2]
        dv_3 + phi_bar1,  # [3]
        dv_4 + theta_bar1,  # [4]
        dv_5 + psi_bar1,  # [5]
        dv_6 + r_bar2_x,  # [6]
        dv_7 + r_bar2_y,  # [7]
        dv_8 + r_bar2_z,  # [8]
        dv_9 + phi_bar2,  # [9]
        dv_10 + theta_bar2,  # [10]
        dv_11 + psi_bar2,  # [11]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (12).

    Returns:
        ndarray of shape (12, 12), 12 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((12, 12))
    out[_tangent_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        1,  # [3, 3]
        1,  # [4, 4]
        1,  # [5, 5]
        1,  # [6, 6]
        1,  # [7, 7]
        1,  # [8, 8]
        1,  # [9, 9]
        1,  # [10, 10]
        1,  # [11, 11]
    )
    return out



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 71 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = math.sin(phi_bar1)
    cse3 = cse1*cse2
    cse4 = math.cos(psi_bar1)
    cse5 = math.cos(phi_bar1)
    cse6 = cse4*cse5
    cse7 = -cse0*cse3 + cse6
    cse8 = (1/2)*L1
    cse9 = -cse7*cse8
    cse10 = cse1*cse5
    cse11 = cse2*cse4
    cse12 = cse0*cse10 + cse11
    cse13 = -cse12*cse8
    cse14 = math.sin(theta_bar1)
    cse15 = -cse1*cse14*cse8
    cse16 = math.sin(phi_bar2)
    cse17 = math.cos(theta_bar2)
    cse18 = math.cos(psi_bar2)
    cse19 = cse17*cse18
    cse20 = math.sin(psi_bar2)
    cse21 = math.cos(phi_bar2)
    cse22 = (1/2)*L2
    cse23 = math.sin(theta_bar2)
    cse24 = cse14*cse17
    cse25 = cse21*cse23
    cse26 = cse16*cse23
    return np.array([
        cse9 + r_bar1_x,  # [0]
        cse13 + r_bar1_y,  # [1]
        cse15 + r_bar1_z,  # [2]
        cse0,  # [3]
        cse14*cse5,  # [4]
        -cse22*(cse16*cse19 + cse20*cse21) + cse9 - r_bar1_x + r_bar2_x,  # [5]
        cse13 - cse22*(cse16*cse20 - cse19*cse21) - r_bar1_y + r_bar2_y,  # [6]
        cse15 + cse18*cse22*cse23 - r_bar1_z + r_bar2_z,  # [7]
        cse24*cse4 - cse25*(cse0*cse6 - cse3) + cse26*(-cse0*cse11 - cse10),  # [8]
        -cse1*cse24 + cse12*cse25 - cse26*cse7,  # [9]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10, 12), 46 nonzero.
    """
    # 136 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = math.cos(psi_bar1)
    cse1 = math.sin(phi_bar1)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_bar1)
    cse4 = math.sin(psi_bar1)
    cse5 = math.cos(phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = -cse2 - cse7
    cse9 = (1/2)*L1
    cse10 = -cse8*cse9
    cse11 = math.sin(theta_bar1)
    cse12 = cse1*cse11
    cse13 = cse4*cse9
    cse14 = -cse12*cse13
    cse15 = -cse2*cse3 - cse6
    cse16 = -cse15*cse9
    cse17 = cse0*cse5
    cse18 = cse1*cse4
    cse19 = cse18*cse3
    cse20 = cse17 - cse19
    cse21 = -cse20*cse9
    cse22 = cse11*cse9
    cse23 = cse22*cse6
    cse24 = cse17*cse3
    cse25 = -cse18 + cse24
    cse26 = -cse25*cse9
    cse27 = -cse13*cse3
    cse28 = -cse0*cse22
    cse29 = math.sin(psi_bar2)
    cse30 = math.sin(phi_bar2)
    cse31 = cse29*cse30
    cse32 = math.cos(theta_bar2)
    cse33 = math.cos(psi_bar2)
    cse34 = math.cos(phi_bar2)
    cse35 = cse33*cse34
    cse36 = (1/2)*L2
    cse37 = cse30*cse33
    cse38 = math.sin(theta_bar2)
    cse39 = cse36*cse38
    cse40 = cse29*cse34
    cse41 = cse15*cse38
    cse42 = cse34*cse41
    cse43 = cse30*cse38
    cse44 = cse3*cse32
    cse45 = cse11*cse38
    cse46 = cse34*cse45
    cse47 = cse12*cse43
    cse48 = cse11*cse32
    cse49 = cse34*cse38
    cse50 = cse25*cse34
    cse51 = cse30*cse32
    cse52 = cse20*cse49
    cse53 = cse2 + cse7
    out = np.zeros((10, 12))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        cse10,  # [0, 3]
        cse14,  # [0, 4]
        cse16,  # [0, 5]
        1,  # [1, 1]
        cse21,  # [1, 3]
        cse23,  # [1, 4]
        cse26,  # [1, 5]
        1,  # [2, 2]
        cse27,  # [2, 4]
        cse28,  # [2, 5]
        -cse11,  # [3, 4]
        -cse12,  # [4, 3]
        cse3*cse5,  # [4, 4]
        -1,  # [5, 0]
        cse10,  # [5, 3]
        cse14,  # [5, 4]
        cse16,  # [5, 5]
        1,  # [5, 6]
        -cse36*(-cse31 + cse32*cse35),  # [5, 9]
        cse37*cse39,  # [5, 10]
        -cse36*(-cse31*cse32 + cse35),  # [5, 11]
        -1,  # [6, 1]
        cse21,  # [6, 3]
        cse23,  # [6, 4]
        cse26,  # [6, 5]
        1,  # [6, 7]
        -cse36*(cse32*cse37 + cse40),  # [6, 9]
        -cse35*cse39,  # [6, 10]
        -cse36*(cse32*cse40 + cse37),  # [6, 11]
        -1,  # [7, 2]
        cse27,  # [7, 4]
        cse28,  # [7, 5]
        1,  # [7, 8]
        cse32*cse33*cse36,  # [7, 10]
        -cse29*cse39,  # [7, 11]
        -cse42 + cse43*(cse18 - cse24),  # [8, 3]
        cse0*cse44 + cse0*cse47 + cse17*cse46,  # [8, 4]
        -cse4*cse48 + cse43*(-cse17 + cse19) - cse49*cse8,  # [8, 5]
        cse25*cse43 + cse42,  # [8, 9]
        -cse0*cse45 + cse15*cse51 - cse32*cse50,  # [8, 10]
        -cse43*cse8 + cse52,  # [9, 3]
        -cse4*cse44 - cse4*cse47 - cse46*cse6,  # [9, 4]
        -cse0*cse48 - cse30*cse41 + cse38*cse50,  # [9, 5]
        -cse43*cse53 - cse52,  # [9, 9]
        -cse20*cse51 + cse32*cse34*cse53 + cse4*cse45,  # [9, 10]
    )
    return out



def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10,), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros(10)
    return out



def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 409 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = math.sin(psi_bar1)
    cse1 = math.sin(phi_bar1)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_bar1)
    cse4 = math.cos(psi_bar1)
    cse5 = math.cos(phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = cse2 - cse7
    cse9 = (1/2)*L1
    cse10 = cse9*phid_bar1
    cse11 = cse2*cse3
    cse12 = cse11 - cse6
    cse13 = cse9*psid_bar1
    cse14 = math.sin(theta_bar1)
    cse15 = cse1*cse4
    cse16 = cse14*cse15
    cse17 = cse9*thetad_bar1
    cse18 = cse0*cse5
    cse19 = cse14*cse18
    cse20 = phid_bar1*(-cse10*cse12 - cse13*cse8 - cse17*cse19) + psid_bar1*(-cse10*cse8 - cse12*cse13 - cse16*cse17) + thetad_bar1*(-cse10*cse19 - cse11*cse17 - cse13*cse16)
    cse21 = cse15*cse3
    cse22 = -cse18 - cse21
    cse23 = cse14*cse6
    cse24 = cse18*cse3
    cse25 = -cse15 - cse24
    cse26 = cse25*cse9
    cse27 = cse14*cse2
    cse28 = phid_bar1*(-cse13*cse22 - cse17*cse27 - cse26*phid_bar1) + psid_bar1*(-cse10*cse22 + cse17*cse23 - cse26*psid_bar1) + thetad_bar1*(-cse10*cse27 + cse13*cse23 + cse17*cse24)
    cse29 = cse3*cse4
    cse30 = cse0*cse14
    cse31 = psid_bar1*(cse13*cse30 - cse17*cse29) + thetad_bar1*(-cse13*cse29 + cse17*cse30)
    cse32 = cse1*cse3
    cse33 = cse14*cse5
    cse34 = math.cos(theta_bar2)
    cse35 = math.sin(psi_bar2)
    cse36 = math.cos(phi_bar2)
    cse37 = cse35*cse36
    cse38 = math.cos(psi_bar2)
    cse39 = math.sin(phi_bar2)
    cse40 = cse38*cse39
    cse41 = -cse34*cse37 - cse40
    cse42 = (1/2)*L2
    cse43 = cse42*phid_bar2
    cse44 = cse35*cse39
    cse45 = math.sin(theta_bar2)
    cse46 = cse42*thetad_bar2
    cse47 = cse45*cse46
    cse48 = cse34*cse40
    cse49 = -cse37 - cse48
    cse50 = cse42*psid_bar2
    cse51 = cse36*cse38
    cse52 = cse43*cse45
    cse53 = -cse34*cse44 + cse51
    cse54 = cse34*cse51
    cse55 = -cse44 + cse54
    cse56 = cse37*cse45
    cse57 = cse38*cse45
    cse58 = cse34*cse35
    cse59 = cse36*cse45
    cse60 = cse59*cse8
    cse61 = cse39*cse45
    cse62 = cse22*cse61
    cse63 = cse60 + cse62
    cse64 = cse14*cse45
    cse65 = cse36*cse64
    cse66 = cse15*cse65
    cse67 = cse14*cse61
    cse68 = cse6*cse67
    cse69 = cse66 - cse68
    cse70 = -cse2 + cse7
    cse71 = cse59*cse70 - cse62
    cse72 = cse12*cse59
    cse73 = cse25*cse61 + cse72
    cse74 = cse34*cse36
    cse75 = cse22*cse74
    cse76 = cse34*cse39
    cse77 = cse70*cse76 + cse75
    cse78 = cse15 + cse24
    cse79 = cse61*cse78 - cse72
    cse80 = cse18*cse36
    cse81 = cse3*cse34
    cse82 = -cse0*cse81 - cse2*cse67 - cse64*cse80
    cse83 = cse14*cse34
    cse84 = -cse4*cse83
    cse85 = -cse60 + cse61*(cse18 + cse21)
    cse86 = cse0*cse64 + cse12*cse76 - cse25*cse74
    cse87 = -cse66 + cse68
    cse88 = cse3*cse45
    cse89 = cse16*cse76 + cse36*cse6*cse83 - cse4*cse88
    cse90 = -cse75 + cse76*cse8
    cse91 = -cse22*cse76 + cse4*cse64 + cse70*cse74
    cse92 = -cse11 + cse6
    cse93 = cse74*cse92
    cse94 = -cse25*cse76 + cse93
    cse95 = -cse76*cse78 - cse93
    cse96 = cse0*cse88 - cse27*cse76 - cse80*cse83
    cse97 = cse0*cse83
    cse98 = cse61*cse92
    cse99 = -cse59*cse78 + cse98
    cse100 = cse25*cse59
    cse101 = -cse100 - cse98
    cse102 = cse22*cse59
    cse103 = -cse102 - cse61*cse70
    cse104 = cse18*cse67
    cse105 = cse2*cse65
    cse106 = cse104 - cse105
    cse107 = cse102 - cse61*cse8
    cse108 = cse100 - cse12*cse61
    cse109 = -cse16*cse61 - cse4*cse81 - cse6*cse65
    cse110 = -cse104 + cse105
    return np.array([
        -cse20,  # [0]
        -cse28,  # [1]
        -cse31,  # [2]
        cse3*thetad_bar1**2,  # [3]
        -phid_bar1*(-cse32*thetad_bar1 - cse33*phid_bar1) - thetad_bar1*(-cse32*phid_bar1 - cse33*thetad_bar1),  # [4]
        -cse20 - phid_bar2*(-cse41*cse50 - cse43*cse49 + cse47*cse51) - psid_bar2*(-cse41*cse43 - cse44*cse47 - cse49*cse50) - thetad_bar2*(-cse44*cse45*cse50 + cse46*cse48 + cse51*cse52),  # [5]
        -cse28 - phid_bar2*(cse40*cse47 - cse43*cse55 - cse50*cse53) - psid_bar2*(-cse43*cse53 + cse46*cse56 - cse50*cse55) - thetad_bar2*(cse40*cse52 - cse46*cse54 + cse50*cse56),  # [6]
        -cse31 - psid_bar2*(-cse46*cse58 - cse50*cse57) - thetad_bar2*(-cse46*cse57 - cse50*cse58),  # [7]
        -phid_bar1*(cse63*phid_bar2 + cse79*psid_bar1 + cse85*phid_bar1 + cse87*thetad_bar1 + cse90*thetad_bar2) - phid_bar2*(cse63*phid_bar1 + cse69*thetad_bar1 + cse71*phid_bar2 + cse73*psid_bar1 + cse77*thetad_bar2) - psid_bar1*(cse73*phid_bar2 + cse79*phid_bar1 + cse82*thetad_bar1 + cse86*thetad_bar2 + psid_bar1*(cse84 + cse85)) - thetad_bar1*(cse69*phid_bar2 + cse82*psid_bar1 + cse87*phid_bar1 + cse89*thetad_bar2 + thetad_bar1*(cse21*cse61 + cse59*cse7 + cse84)) - thetad_bar2*(cse77*phid_bar2 + cse86*psid_bar1 + cse89*thetad_bar1 + cse90*phid_bar1 + thetad_bar2*(cse71 + cse84)),  # [8]
        -phid_bar1*(cse101*phid_bar2 + cse107*psid_bar1 + cse108*phid_bar1 + cse110*thetad_bar1 + cse94*thetad_bar2) - phid_bar2*(cse101*phid_bar1 + cse103*psid_bar1 + cse106*thetad_bar1 + cse95*thetad_bar2 + cse99*phid_bar2) - psid_bar1*(cse103*phid_bar2 + cse107*phid_bar1 + cse109*thetad_bar1 + cse91*thetad_bar2 + psid_bar1*(cse108 + cse97)) - thetad_bar1*(cse106*phid_bar2 + cse109*psid_bar1 + cse110*phid_bar1 + cse96*thetad_bar2 + thetad_bar1*(-cse11*cse61 - cse24*cse59 + cse97)) - thetad_bar2*(cse91*psid_bar1 + cse94*phid_bar1 + cse95*phid_bar2 + cse96*thetad_bar1 + thetad_bar2*(cse97 + cse99)),  # [9]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (12).
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 20 nonzero.
    """
    # 45 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    cse0 = math.sin(theta_bar1)
    cse1 = cse0**2
    cse2 = math.cos(psi_bar1)
    cse3 = cse2**2
    cse4 = math.sin(psi_bar1)
    cse5 = cse4**2
    cse6 = math.cos(theta_bar1)
    cse7 = -103.98375*cse0*cse2*cse4
    cse8 = 104.01625*cse6
    cse9 = math.sin(theta_bar2)
    cse10 = cse9**2
    cse11 = math.sin(psi_bar2)
    cse12 = cse11**2
    cse13 = math.cos(psi_bar2)
    cse14 = cse13**2
    cse15 = math.cos(theta_bar2)
    cse16 = 12.991875*cse11*cse13*cse9
    cse17 = 13.008125*cse15
    out = np.zeros((12, 12))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        104.01625*cse1*cse3 + 0.0325*cse1*cse5 + 104.01625*cse6**2,  # [3, 3]
        cse7,  # [3, 4]
        cse8,  # [3, 5]
        cse7,  # [4, 3]
        0.0325*cse3 + 104.01625*cse5,  # [4, 4]
        cse8,  # [5, 3]
        104.01625,  # [5, 5]
        39.0,  # [6, 6]
        39.0,  # [7, 7]
        39.0,  # [8, 8]
        13.008125*cse10*cse12 + 0.01625*cse10*cse14 + 13.008125*cse15**2,  # [9, 9]
        cse16,  # [9, 10]
        cse17,  # [9, 11]
        cse16,  # [10, 9]
        0.01625*cse12 + 13.008125*cse14,  # [10, 10]
        cse17,  # [11, 9]
        13.008125,  # [11, 11]
    )
    return out



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12,), 8 nonzero.
    """
    # 130 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = math.cos(theta_bar1)
    cse1 = cse0*phid_bar1
    cse2 = math.sin(psi_bar1)
    cse3 = cse2*thetad_bar1
    cse4 = 0.0325*cse3
    cse5 = 0.0325*psid_bar1
    cse6 = math.cos(psi_bar1)
    cse7 = math.sin(theta_bar1)
    cse8 = cse7*phid_bar1
    cse9 = cse6*cse8
    cse10 = -cse3 + cse9
    cse11 = 104.01625*psid_bar1
    cse12 = cse1 + psid_bar1
    cse13 = -cse1*cse4 + cse10*(104.01625*cse1 + cse11) + cse12*(104.01625*cse3 - 104.01625*cse9) + cse3*cse5 - cse5*cse9
    cse14 = cse2*cse8
    cse15 = cse6*thetad_bar1
    cse16 = cse14 + cse15
    cse17 = 104.01625*cse15
    cse18 = 104.01625*cse14
    cse19 = -cse1*cse17 + cse11*cse14 + cse11*cse15 + cse12*(cse17 + cse18) + cse16*(-0.0325*cse1 - cse5)
    cse20 = cse10*(-cse17 - cse18) + cse16*(-cse4 + 0.0325*cse9) + 104.01625*cse8*thetad_bar1
    cse21 = math.cos(psi_bar2)
    cse22 = cse21*thetad_bar2
    cse23 = math.cos(theta_bar2)
    cse24 = cse23*phid_bar2
    cse25 = 0.01625*cse24
    cse26 = 0.01625*psid_bar2
    cse27 = math.sin(psi_bar2)
    cse28 = math.sin(theta_bar2)
    cse29 = cse27*cse28
    cse30 = cse29*phid_bar2
    cse31 = cse22 + cse30
    cse32 = 13.008125*psid_bar2
    cse33 = cse24 + psid_bar2
    cse34 = cse22*cse25 - cse22*cse26 - cse26*cse30 + cse31*(13.008125*cse24 + cse32) + cse33*(-13.008125*cse22 - 13.008125*cse30)
    cse35 = cse21*cse28
    cse36 = cse27*thetad_bar2
    cse37 = 13.008125*cse36
    cse38 = cse35*phid_bar2
    cse39 = cse36 - cse38
    cse40 = 13.008125*cse38
    cse41 = -cse24*cse37 + cse32*cse36 - cse32*cse38 + cse33*(cse37 - cse40) + cse39*(-cse25 - cse26)
    cse42 = 13.008125*cse28*phid_bar2*thetad_bar2 + cse31*(-cse37 + cse40) + cse39*(0.01625*cse22 + 0.01625*cse30)
    out = np.zeros(12)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        cse0*cse20 + cse13*cse2*cse7 + cse19*cse6*cse7,  # [3]
        cse13*cse6 - cse19*cse2,  # [4]
        cse20,  # [5]
        -382.59000000000003,  # [8]
        cse23*cse42 + cse29*cse41 - cse34*cse35,  # [9]
        cse21*cse41 + cse27*cse34,  # [10]
        cse42,  # [11]
    )
    return out



def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 12 nonzero.
    """
    # 308 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = math.cos(theta_bar1)
    cse1 = cse0*phid_bar1
    cse2 = math.sin(psi_bar1)
    cse3 = cse2*thetad_bar1
    cse4 = 0.0325*cse3
    cse5 = 0.0325*psid_bar1
    cse6 = math.cos(psi_bar1)
    cse7 = math.sin(theta_bar1)
    cse8 = cse6*cse7
    cse9 = cse8*phid_bar1
    cse10 = -cse3 + cse9
    cse11 = 104.01625*cse1
    cse12 = 104.01625*psid_bar1
    cse13 = cse11 + cse12
    cse14 = 104.01625*cse9
    cse15 = 104.01625*cse3
    cse16 = -cse14 + cse15
    cse17 = cse1 + psid_bar1
    cse18 = -cse1*cse4 + cse10*cse13 + cse16*cse17 + cse3*cse5 - cse5*cse9
    cse19 = cse18*cse2
    cse20 = cse11*cse17
    cse21 = cse7*phid_bar1
    cse22 = 104.01625*cse21
    cse23 = cse1*cse6
    cse24 = -cse10*cse22 + cse13*cse23 - cse16*cse21 - cse20*cse6 + cse21*cse4 - cse23*cse5
    cse25 = cse2*cse7
    cse26 = cse2*cse21
    cse27 = cse6*thetad_bar1
    cse28 = cse26 + cse27
    cse29 = 0.0325*cse1
    cse30 = -cse29 - cse5
    cse31 = 104.01625*cse26
    cse32 = 104.01625*cse27
    cse33 = cse31 + cse32
    cse34 = cse17*cse33
    cse35 = -cse11*cse27 + cse12*cse26 + cse12*cse27 + cse28*cse30 + cse34
    cse36 = cse35*cse6
    cse37 = cse1*cse2
    cse38 = cse12*cse37 + cse2*cse20 + 0.0325*cse21*cse28 + cse21*cse32 - cse21*cse33 + cse30*cse37
    cse39 = -cse31 - cse32
    cse40 = -cse4 + 0.0325*cse9
    cse41 = -cse10*cse11*cse2 + cse11*thetad_bar1 + cse23*cse39 + cse28*cse29*cse6 + cse37*cse40
    cse42 = -cse26 - cse27
    cse43 = 0.0325*cse27
    cse44 = -cse1*cse43 + cse13*cse42 + cse26*cse5 + cse27*cse5 + cse34
    cse45 = cse10*cse30 + cse11*cse3 - cse12*cse3 + cse12*cse9 + cse17*(cse14 - cse15)
    cse46 = cse10*cse16 + cse10*cse40 + cse28*(-0.0325*cse26 - cse43) + cse39*cse42
    cse47 = math.cos(theta_bar2)
    cse48 = cse47*phid_bar2
    cse49 = math.cos(psi_bar2)
    cse50 = cse49*thetad_bar2
    cse51 = 0.01625*cse50
    cse52 = 0.01625*psid_bar2
    cse53 = math.sin(psi_bar2)
    cse54 = math.sin(theta_bar2)
    cse55 = cse53*cse54
    cse56 = cse55*phid_bar2
    cse57 = cse50 + cse56
    cse58 = 13.008125*cse48
    cse59 = 13.008125*psid_bar2
    cse60 = cse58 + cse59
    cse61 = 13.008125*cse56
    cse62 = 13.008125*cse50
    cse63 = -cse61 - cse62
    cse64 = cse48 + psid_bar2
    cse65 = cse48*cse51 - cse50*cse52 - cse52*cse56 + cse57*cse60 + cse63*cse64
    cse66 = cse49*cse65
    cse67 = cse54*phid_bar2
    cse68 = 13.008125*cse67
    cse69 = cse48*cse53
    cse70 = -cse51*cse67 - cse52*cse69 - cse53*cse58*cse64 - cse57*cse68 + cse60*cse69 - cse63*cse67
    cse71 = cse49*cse54
    cse72 = cse49*cse67
    cse73 = 13.008125*cse72
    cse74 = cse53*thetad_bar2
    cse75 = 13.008125*cse74
    cse76 = -cse73 + cse75
    cse77 = 0.01625*cse48
    cse78 = -cse52 - cse77
    cse79 = cse48*cse49
    cse80 = -cse72 + cse74
    cse81 = cse49*cse58
    cse82 = -cse59*cse79 - cse64*cse81 + cse67*cse75 - cse67*cse76 + 0.01625*cse67*cse80 - cse78*cse79
    cse83 = cse64*cse76
    cse84 = -cse48*cse75 - cse59*cse72 + cse59*cse74 + cse78*cse80 + cse83
    cse85 = cse53*cse84
    cse86 = cse73 - cse75
    cse87 = cse51 + 0.01625*cse56
    cse88 = cse53*cse77*cse80 + cse57*cse81 + cse58*thetad_bar2 + cse69*cse86 - cse79*cse87
    cse89 = cse72 - cse74
    cse90 = 0.01625*cse74
    cse91 = -cse48*cse90 - cse52*cse72 + cse52*cse74 + cse60*cse89 + cse83
    cse92 = -cse48*cse62 + cse50*cse59 + cse56*cse59 + cse57*cse78 + cse64*(cse61 + cse62)
    cse93 = cse57*cse63 + cse57*cse87 + cse80*(0.01625*cse72 - cse90) + cse86*cse89
    out = np.zeros((12, 12))
    out[_Q_q_INDEX] = (
        cse0*cse19 + cse0*cse36 + cse0*cse41 + cse24*cse25 + cse38*cse8 - cse7*(cse10*cse39 + cse22*thetad_bar1 + cse28*cse40),  # [3, 4]
        cse0*cse46 + cse18*cse8 - cse25*cse35 + cse25*cse44 + cse45*cse8,  # [3, 5]
        -cse2*cse38 + cse24*cse6,  # [4, 4]
        -cse19 - cse2*cse45 - cse36 + cse44*cse6,  # [4, 5]
        cse41,  # [5, 4]
        cse46,  # [5, 5]
        -cse47*cse66 + cse47*cse85 + cse47*cse88 - cse54*(cse57*cse86 + cse68*thetad_bar2 + cse80*cse87) + cse55*cse82 - cse70*cse71,  # [9, 10]
        cse47*cse93 + cse55*cse65 + cse55*cse92 + cse71*cse84 - cse71*cse91,  # [9, 11]
        cse49*cse82 + cse53*cse70,  # [10, 10]
        cse49*cse92 + cse53*cse91 + cse66 - cse85,  # [10, 11]
        cse88,  # [11, 10]
        cse93,  # [11, 11]
    )
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 16 nonzero.
    """
    # 246 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = math.cos(theta_bar1)
    cse1 = math.cos(psi_bar1)
    cse2 = math.sin(theta_bar1)
    cse3 = cse1*cse2
    cse4 = cse3*phid_bar1
    cse5 = math.sin(psi_bar1)
    cse6 = cse5*thetad_bar1
    cse7 = 0.0325*cse6
    cse8 = 0.0325*cse4 - cse7
    cse9 = cse2*cse5
    cse10 = cse9*phid_bar1
    cse11 = cse1*thetad_bar1
    cse12 = 0.0325*cse10 + 0.0325*cse11
    cse13 = 104.01625*cse2
    cse14 = cse13*phid_bar1
    cse15 = cse14*cse5
    cse16 = 104.01625*cse11
    cse17 = -cse15 - cse16
    cse18 = 104.01625*cse4 - 104.01625*cse6
    cse19 = cse12*cse3 + cse13*thetad_bar1 + cse17*cse3 - cse18*cse9 + cse8*cse9
    cse20 = cse0*phid_bar1
    cse21 = cse20 + psid_bar1
    cse22 = cse13*cse21
    cse23 = 0.0325*cse20
    cse24 = 0.0325*psid_bar1
    cse25 = -cse23 - cse24
    cse26 = 104.01625*psid_bar1
    cse27 = -cse0*cse12 - cse0*cse16 + cse0*(cse15 + cse16) + cse22*cse5 + cse25*cse9 + cse26*cse9
    cse28 = 104.01625*cse20
    cse29 = cse26 + cse28
    cse30 = cse0*cse18 - cse0*cse7 + cse0*(-cse1*cse14 + 104.01625*cse6) - cse1*cse22 - cse24*cse3 + cse29*cse3
    cse31 = -cse1*cse18 + cse1*cse8 - cse12*cse5 + cse14 - cse17*cse5
    cse32 = 104.01625*cse21
    cse33 = cse1*cse25 + cse1*cse26 - cse1*cse28 + cse1*cse32
    cse34 = -cse23*cse5 + cse24*cse5 - cse29*cse5 + cse32*cse5
    cse35 = 208.0325*cse10 + 208.0325*cse11 - cse12
    cse36 = cse18 - 104.04875*cse4 + 104.04875*cse6
    cse37 = math.sin(psi_bar2)
    cse38 = math.sin(theta_bar2)
    cse39 = cse37*cse38
    cse40 = cse39*phid_bar2
    cse41 = math.cos(psi_bar2)
    cse42 = cse41*thetad_bar2
    cse43 = 13.008125*cse40 + 13.008125*cse42
    cse44 = cse38*cse41
    cse45 = cse44*phid_bar2
    cse46 = 13.008125*cse45
    cse47 = cse37*thetad_bar2
    cse48 = 13.008125*cse47
    cse49 = cse46 - cse48
    cse50 = 0.01625*cse42
    cse51 = 0.01625*cse40 + cse50
    cse52 = -0.01625*cse45 + 0.01625*cse47
    cse53 = 13.008125*cse38
    cse54 = cse39*cse49 + cse39*cse52 + cse43*cse44 - cse44*cse51 + cse53*thetad_bar2
    cse55 = math.cos(theta_bar2)
    cse56 = cse55*phid_bar2
    cse57 = 13.008125*cse56 + 13.008125*psid_bar2
    cse58 = 0.01625*cse56
    cse59 = 0.01625*psid_bar2
    cse60 = -cse58 - cse59
    cse61 = 13.008125*psid_bar2
    cse62 = -cse44*cse57 - cse44*cse60 - cse44*cse61 - cse48*cse55 - cse52*cse55 + cse55*(-cse46 + cse48)
    cse63 = 13.008125*cse56
    cse64 = cse61 + cse63
    cse65 = -cse39*cse57 - cse39*cse59 + cse39*cse64 + cse43*cse55 + cse50*cse55 + cse55*(-13.008125*cse40 - 13.008125*cse42)
    cse66 = -cse37*cse43 + cse37*cse51 + cse41*cse49 + cse41*cse52 + cse53*phid_bar2
    cse67 = cse37*cse57 + cse37*cse60 + cse37*cse61 - cse37*cse63
    cse68 = -cse41*cse57 + cse41*cse58 - cse41*cse59 + cse41*cse64
    cse69 = -26.01625*cse45 + 26.01625*cse47 - cse52
    cse70 = -13.024375*cse40 - 13.024375*cse42 + cse43
    out = np.zeros((12, 12))
    out[_Q_v_INDEX] = (
        cse0*cse19 + cse27*cse3 + cse30*cse9,  # [3, 3]
        cse0*cse31 + cse3*cse33 + cse34*cse9,  # [3, 4]
        cse3*cse35 + cse36*cse9,  # [3, 5]
        cse1*cse30 - cse27*cse5,  # [4, 3]
        cse1*cse34 - cse33*cse5,  # [4, 4]
        cse1*cse36 - cse35*cse5,  # [4, 5]
        cse19,  # [5, 3]
        cse31,  # [5, 4]
        cse39*cse62 - cse44*cse65 + cse54*cse55,  # [9, 9]
        cse39*cse67 - cse44*cse68 + cse55*cse66,  # [9, 10]
        cse39*cse69 - cse44*cse70,  # [9, 11]
        cse37*cse65 + cse41*cse62,  # [10, 9]
        cse37*cse68 + cse41*cse67,  # [10, 10]
        cse37*cse70 + cse41*cse69,  # [10, 11]
        cse54,  # [11, 9]
        cse66,  # [11, 10]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (12).
        a: accelerations (time derivative of v) (12).
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 10 nonzero.
    """
    # 83 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_bar1, psi_bar1, _, _,
        _, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, acc_3,
        acc_4, acc_5, _, _,
        _, acc_9, acc_10, acc_11,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

    cse0 = math.sin(psi_bar1)
    cse1 = math.cos(psi_bar1)
    cse2 = cse0*cse1
    cse3 = acc_4*cse2
    cse4 = math.cos(theta_bar1)
    cse5 = 103.98375*cse4
    cse6 = math.sin(theta_bar1)
    cse7 = 104.01625*cse6
    cse8 = cse4*cse6
    cse9 = 208.0325*cse8
    cse10 = cse0**2
    cse11 = cse1**2
    cse12 = 103.98375*cse6
    cse13 = cse10*cse12
    cse14 = cse11*cse12
    cse15 = acc_3*cse2
    cse16 = math.sin(psi_bar2)
    cse17 = math.cos(psi_bar2)
    cse18 = cse16*cse17
    cse19 = acc_10*cse18
    cse20 = math.cos(theta_bar2)
    cse21 = 12.991875*cse20
    cse22 = math.sin(theta_bar2)
    cse23 = 13.008125*cse22
    cse24 = cse20*cse22
    cse25 = 26.01625*cse24
    cse26 = cse17**2
    cse27 = cse16**2
    cse28 = 12.991875*cse22
    cse29 = acc_10*cse28
    cse30 = acc_9*cse18
    cse31 = acc_9*cse28
    out = np.zeros((12, 12))
    out[_Ma_q_INDEX] = (
        acc_3*(0.065*cse10*cse8 + cse11*cse9 - cse9) - acc_5*cse7 - cse3*cse5,  # [3, 4]
        acc_4*cse13 - acc_4*cse14 - 207.9675*cse15*cse6**2,  # [3, 5]
        -cse15*cse5,  # [4, 4]
        acc_3*cse13 - acc_3*cse14 + 207.9675*cse3,  # [4, 5]
        -acc_3*cse7,  # [5, 4]
        -acc_11*cse23 + acc_9*(0.0325*cse24*cse26 + cse25*cse27 - cse25) + cse19*cse21,  # [9, 10]
        25.98375*cse22**2*cse30 + cse26*cse29 - cse27*cse29,  # [9, 11]
        cse21*cse30,  # [10, 10]
        -25.98375*cse19 + cse26*cse31 - cse27*cse31,  # [10, 11]
        -acc_9*cse23,  # [11, 10]
    )
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 30 nonzero.
    """
    # 303 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = math.cos(theta_bar1)
    cse1 = math.cos(psi_bar1)
    cse2 = math.sin(phi_bar1)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.sin(psi_bar1)
    cse6 = math.cos(phi_bar1)
    cse7 = cse5*cse6
    cse8 = math.sin(phi_bar2)
    cse9 = math.sin(theta_bar2)
    cse10 = cse8*cse9
    cse11 = cse2*cse5
    cse12 = cse1*cse6
    cse13 = cse0*cse12
    cse14 = cse11 - cse13
    cse15 = math.cos(phi_bar2)
    cse16 = cse15*cse9
    cse17 = cse14*cse16
    cse18 = cse10*(cse4 + cse7) - cse17
    cse19 = cse0*cse11
    cse20 = -cse12 + cse19
    cse21 = cse0*cse7
    cse22 = -cse21 - cse3
    cse23 = cse16*cse22
    cse24 = -cse10*cse20 + cse23
    cse25 = math.sin(theta_bar1)
    cse26 = -cse25*cse6*lam_4
    cse27 = (1/2)*L1
    cse28 = cse22*cse27
    cse29 = cse27*lam_5
    cse30 = cse27*lam_0
    cse31 = -cse20*cse29 - cse20*cse30 - cse28*lam_1 - cse28*lam_6
    cse32 = cse10*cse25
    cse33 = cse12*cse32
    cse34 = cse16*cse25
    cse35 = cse3*cse34
    cse36 = cse27*lam_6
    cse37 = cse11*cse25
    cse38 = cse25*cse7
    cse39 = cse10*cse38
    cse40 = cse11*cse34
    cse41 = cse27*lam_1
    cse42 = -cse0*cse2*lam_4 - cse29*cse38 - cse30*cse38 - cse36*cse37 - cse37*cse41 + lam_8*(cse33 - cse35) + lam_9*(-cse39 + cse40)
    cse43 = cse21 + cse3
    cse44 = cse43*cse8
    cse45 = cse16*cse20
    cse46 = -cse4 - cse7
    cse47 = cse27*cse46
    cse48 = cse16*cse46
    cse49 = -cse14*cse29 - cse14*cse30 - cse47*lam_1 - cse47*lam_6 + lam_8*(cse44*cse9 - cse45) + lam_9*(-cse10*cse14 + cse48)
    cse50 = cse10*cse46
    cse51 = cse12 - cse19
    cse52 = cse10*cse51
    cse53 = lam_8*(cse17 + cse50) + lam_9*(-cse23 - cse52)
    cse54 = math.cos(theta_bar2)
    cse55 = cse54*cse8
    cse56 = cse15*cse54
    cse57 = cse46*cse56
    cse58 = cse22*cse54
    cse59 = cse51*cse56
    cse60 = lam_8*(cse14*cse55 - cse57) + lam_9*(-cse58*cse8 + cse59)
    cse61 = cse25*cse5
    cse62 = cse54*cse61
    cse63 = cse1*cse25
    cse64 = -cse54*cse63
    cse65 = cse27*lam_7
    cse66 = cse27*lam_2
    cse67 = cse61*cse65 + cse61*cse66
    cse68 = cse0*cse54
    cse69 = cse0*cse1
    cse70 = cse25*cse3
    cse71 = cse12*cse25
    cse72 = -cse29*cse70 - cse30*cse70 + cse36*cse71 + cse41*cse71 - cse65*cse69 - cse66*cse69 + lam_8*(-cse11*cse32 - cse16*cse38 - cse5*cse68) + lam_9*(-cse1*cse68 - cse12*cse34 - cse3*cse32)
    cse73 = lam_8*(-cse33 + cse35) + lam_9*(cse39 - cse40)
    cse74 = cse25*cse55
    cse75 = cse0*cse9
    cse76 = lam_8*(-cse1*cse75 + cse3*cse74 + cse56*cse71) + lam_9*(-cse11*cse74 - cse38*cse56 + cse5*cse75)
    cse77 = -cse11 + cse13
    cse78 = lam_8*(cse10*cse22 + cse45) + lam_9*(-cse10*cse77 - cse48)
    cse79 = lam_8*(-cse15*cse58 + cse20*cse55 + cse61*cse9) + lam_9*(-cse46*cse55 + cse56*cse77 + cse63*cse9)
    cse80 = -cse16*cse43 + cse52
    cse81 = cse16*cse77 - cse50
    cse82 = math.cos(psi_bar2)
    cse83 = cse8*cse82
    cse84 = cse54*cse83
    cse85 = math.sin(psi_bar2)
    cse86 = cse15*cse85
    cse87 = (1/2)*L2
    cse88 = cse87*lam_5
    cse89 = cse15*cse82
    cse90 = cse54*cse89
    cse91 = cse8*cse85
    cse92 = cse87*lam_6
    cse93 = -cse88*(-cse84 - cse86) - cse92*(cse90 - cse91)
    cse94 = cse9*cse92
    cse95 = cse88*cse9
    cse96 = cse83*cse94 + cse89*cse95 + lam_8*(cse55*cse77 + cse57) + lam_9*(-cse44*cse54 - cse59)
    cse97 = -cse88*(-cse54*cse86 - cse83) - cse92*(-cse54*cse91 + cse89)
    cse98 = cse87*lam_7
    cse99 = -cse82*cse9*cse98
    cse100 = -cse54*cse85*cse98 + cse86*cse94 - cse91*cse95
    out = np.zeros((12, 12))
    out[_Phi_qT_lam_q_INDEX] = (
        cse18*lam_8 + cse24*lam_9 + cse26 + cse31,  # [3, 3]
        cse42,  # [3, 4]
        cse49,  # [3, 5]
        cse53,  # [3, 9]
        cse60,  # [3, 10]
        cse42,  # [4, 3]
        -cse0*lam_3 - cse19*cse29 - cse19*cse30 + cse21*cse36 + cse21*cse41 + cse26 + cse67 + lam_8*(cse10*cse4 + cse13*cse16 + cse64) + lam_9*(-cse10*cse19 - cse16*cse21 + cse62),  # [4, 4]
        cse72,  # [4, 5]
        cse73,  # [4, 9]
        cse76,  # [4, 10]
        cse49,  # [5, 3]
        cse72,  # [5, 4]
        cse31 + cse67 + lam_8*(cse18 + cse64) + lam_9*(cse24 + cse62),  # [5, 5]
        cse78,  # [5, 9]
        cse79,  # [5, 10]
        cse53,  # [9, 3]
        cse73,  # [9, 4]
        cse78,  # [9, 5]
        cse80*lam_9 + cse81*lam_8 + cse93,  # [9, 9]
        cse96,  # [9, 10]
        cse97,  # [9, 11]
        cse60,  # [10, 3]
        cse76,  # [10, 4]
        cse79,  # [10, 5]
        cse96,  # [10, 9]
        cse84*cse88 - cse90*cse92 + cse99 + lam_8*(cse64 + cse81) + lam_9*(cse62 + cse80),  # [10, 10]
        cse100,  # [10, 11]
        cse97,  # [11, 9]
        cse100,  # [11, 10]
        cse93 + cse99,  # [11, 11]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (2).
        h: step size.

    Returns:
        ndarray of shape (22,), 22 nonzero.
    """
    # 428 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, acc_5, acc_6, acc_7,
        acc_8, acc_9, acc_10, acc_11,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    h = float(h)

    cse0 = math.cos(theta_bar1)
    cse1 = cse0*phid_bar1
    cse2 = math.sin(psi_bar1)
    cse3 = cse2*thetad_bar1
    cse4 = 0.0325*cse3
    cse5 = 0.0325*psid_bar1
    cse6 = math.cos(psi_bar1)
    cse7 = math.sin(theta_bar1)
    cse8 = cse7*phid_bar1
    cse9 = cse6*cse8
    cse10 = -cse3 + cse9
    cse11 = 104.01625*cse1
    cse12 = 104.01625*psid_bar1
    cse13 = cse1 + psid_bar1
    cse14 = -cse1*cse4 + cse10*(cse11 + cse12) + cse13*(104.01625*cse3 - 104.01625*cse9) + cse3*cse5 - cse5*cse9
    cse15 = cse2*cse7
    cse16 = cse2*cse8
    cse17 = cse6*thetad_bar1
    cse18 = cse16 + cse17
    cse19 = 104.01625*cse16
    cse20 = 104.01625*cse17
    cse21 = -cse11*cse17 + cse12*cse16 + cse12*cse17 + cse13*(cse19 + cse20) + cse18*(-0.0325*cse1 - cse5)
    cse22 = cse6*cse7
    cse23 = cse10*(-cse19 - cse20) + cse18*(-cse4 + 0.0325*cse9) + 104.01625*cse8*thetad_bar1
    cse24 = math.sin(phi_bar1)
    cse25 = cse24*cse6
    cse26 = math.cos(phi_bar1)
    cse27 = cse2*cse26
    cse28 = cse0*cse27
    cse29 = -cse25 - cse28
    cse30 = (1/2)*L1
    cse31 = cse29*cse30
    cse32 = cse2*cse24
    cse33 = cse0*cse32
    cse34 = cse26*cse6
    cse35 = -cse33 + cse34
    cse36 = cse30*cse35
    cse37 = math.cos(phi_bar2)
    cse38 = math.sin(theta_bar2)
    cse39 = cse37*cse38
    cse40 = cse35*cse39
    cse41 = math.sin(phi_bar2)
    cse42 = cse38*cse41
    cse43 = -cse0*cse25 - cse27
    cse44 = cse39*cse43
    cse45 = cse0*cse34
    cse46 = 103.98375*cse2*cse22
    cse47 = 104.01625*acc_5
    cse48 = cse7**2
    cse49 = cse6**2
    cse50 = cse2**2
    cse51 = cse30*cse7
    cse52 = cse32*cse51
    cse53 = cse27*cse51
    cse54 = cse0*cse2
    cse55 = cse30*lam_2
    cse56 = math.cos(theta_bar2)
    cse57 = cse56*cse6
    cse58 = cse39*cse7
    cse59 = cse42*cse7
    cse60 = cse30*lam_7
    cse61 = -cse32 + cse45
    cse62 = cse30*cse61
    cse63 = cse30*cse43
    cse64 = cse57*cse7
    cse65 = cse37*cse61
    cse66 = cse38*cse65
    cse67 = cse41*cse43
    cse68 = cse38*cse67
    cse69 = -cse15*cse56
    cse70 = math.sin(psi_bar2)
    cse71 = cse41*cse70
    cse72 = math.cos(psi_bar2)
    cse73 = cse37*cse72
    cse74 = cse56*cse73
    cse75 = (1/2)*L2
    cse76 = cse75*lam_5
    cse77 = cse72*thetad_bar2
    cse78 = cse56*phid_bar2
    cse79 = 0.01625*cse78
    cse80 = 0.01625*psid_bar2
    cse81 = cse38*cse70
    cse82 = cse81*phid_bar2
    cse83 = cse77 + cse82
    cse84 = 13.008125*cse78
    cse85 = 13.008125*psid_bar2
    cse86 = cse78 + psid_bar2
    cse87 = cse77*cse79 - cse77*cse80 - cse80*cse82 + cse83*(cse84 + cse85) + cse86*(-13.008125*cse77 - 13.008125*cse82)
    cse88 = cse38*cse72
    cse89 = cse70*thetad_bar2
    cse90 = cse88*phid_bar2
    cse91 = cse89 - cse90
    cse92 = 13.008125*cse90
    cse93 = 13.008125*cse89
    cse94 = -cse84*cse89 + cse85*cse89 - cse85*cse90 + cse86*(-cse92 + cse93) + cse91*(-cse79 - cse80)
    cse95 = 13.008125*cse38*phid_bar2*thetad_bar2 + cse83*(cse92 - cse93) + cse91*(0.01625*cse77 + 0.01625*cse82)
    cse96 = cse41*cse72
    cse97 = cse37*cse70
    cse98 = cse75*(cse56*cse96 + cse97)
    cse99 = cse25 + cse28
    cse100 = 12.991875*cse70*cse88
    cse101 = 13.008125*acc_11
    cse102 = cse38**2
    cse103 = cse70**2
    cse104 = cse72**2
    cse105 = cse75*lam_6
    cse106 = cse75*lam_7
    cse107 = h**(-2)
    cse108 = -cse36
    cse109 = -cse30*cse99
    cse110 = -cse15*cse30
    return np.array([
        78.0*acc_0 + lam_0 - lam_5,  # [0]
        78.0*acc_1 + lam_1 - lam_6,  # [1]
        78.0*acc_2 + lam_2 - lam_7 + 765.1800000000001,  # [2]
        acc_3*(104.01625*cse0**2 + 104.01625*cse48*cse49 + 0.0325*cse48*cse50) - acc_4*cse46 - cse0*cse23 + cse0*cse47 - cse14*cse15 - cse21*cse22 - cse24*cse7*lam_4 - cse31*lam_0 - cse31*lam_5 - cse36*lam_1 - cse36*lam_6 + lam_8*(cse42*(cse32 - cse45) - cse44) + lam_9*(-cse29*cse42 + cse40),  # [3]
        -acc_3*cse46 + acc_4*(0.0325*cse49 + 104.01625*cse50) + cse0*cse26*lam_4 - cse14*cse6 + cse2*cse21 - cse52*lam_0 - cse52*lam_5 + cse53*lam_1 + cse53*lam_6 - cse54*cse55 - cse54*cse60 - cse7*lam_3 + lam_8*(cse0*cse57 + cse25*cse59 + cse34*cse58) + lam_9*(-cse27*cse58 - cse32*cse59 - cse54*cse56),  # [4]
        104.01625*acc_3*cse0 - cse22*cse55 - cse22*cse60 - cse23 + cse47 - cse62*lam_1 - cse62*lam_6 - cse63*lam_0 - cse63*lam_5 + lam_8*(-cse29*cse39 + cse42*(cse33 - cse34) + cse69) + lam_9*(-cse64 + cse66 - cse68),  # [5]
        39.0*acc_6 + lam_5,  # [6]
        39.0*acc_7 + lam_6,  # [7]
        39.0*acc_8 + lam_7 + 382.59000000000003,  # [8]
        acc_10*cse100 + acc_9*(13.008125*cse102*cse103 + 0.01625*cse102*cse104 + 13.008125*cse56**2) + cse101*cse56 - cse56*cse95 - cse76*(-cse71 + cse74) - cse81*cse94 + cse87*cse88 - cse98*lam_6 + lam_8*(cse42*cse61 + cse44) + lam_9*(-cse40 - cse42*cse99),  # [9]
        acc_10*(0.01625*cse103 + 13.008125*cse104) + acc_9*cse100 - cse105*cse38*cse73 + cse106*cse56*cse72 + cse38*cse76*cse96 - cse70*cse87 - cse72*cse94 + lam_8*(-cse22*cse38 - cse56*cse65 + cse56*cse67) + lam_9*(cse15*cse38 - cse35*cse41*cse56 + cse37*cse56*cse99),  # [10]
        13.008125*acc_9*cse56 + cse101 - cse105*(cse56*cse97 + cse96) - cse106*cse81 - cse76*(-cse56*cse71 + cse73) - cse95,  # [11]
        cse107*(cse108 + r_bar1_x),  # [12]
        cse107*(cse109 + r_bar1_y),  # [13]
        cse107*(cse110 + r_bar1_z),  # [14]
        cse0*cse107,  # [15]
        cse107*cse26*cse7,  # [16]
        cse107*(cse108 - cse98 - r_bar1_x + r_bar2_x),  # [17]
        cse107*(cse109 - cse75*(cse71 - cse74) - r_bar1_y + r_bar2_y),  # [18]
        cse107*(cse110 + cse75*cse88 - r_bar1_z + r_bar2_z),  # [19]
        cse107*(cse64 - cse66 + cse68),  # [20]
        cse107*(-cse35*cse42 + cse39*cse99 + cse69),  # [21]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (2).
        h: step size.

    Returns:
        ndarray of shape (22, 22), 128 nonzero.
    """
    # 1018 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, phid_bar1,
        thetad_bar1, psid_bar1, _, _,
        _, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        _, _, _, acc_3,
        acc_4, acc_5, _, _,
        _, acc_9, acc_10, acc_11,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    h = float(h)

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(theta_bar1)
    cse2 = cse1**2
    cse3 = math.sin(psi_bar1)
    cse4 = cse3**2
    cse5 = math.cos(psi_bar1)
    cse6 = cse5**2
    cse7 = cse1*phid_bar1
    cse8 = cse5*cse7
    cse9 = cse3*thetad_bar1
    cse10 = 0.0325*cse9
    cse11 = -cse10 + 0.0325*cse8
    cse12 = cse1*cse3
    cse13 = cse3*cse7
    cse14 = cse5*thetad_bar1
    cse15 = cse13 + cse14
    cse16 = 0.0325*cse15
    cse17 = cse1*cse5
    cse18 = 104.01625*cse1
    cse19 = cse18*phid_bar1
    cse20 = cse19*cse3
    cse21 = 104.01625*cse14
    cse22 = -cse20 - cse21
    cse23 = cse8 - cse9
    cse24 = 104.01625*cse23
    cse25 = cse18*thetad_bar1
    cse26 = cse11*cse12 - cse12*cse24 + cse16*cse17 + cse17*cse22 + cse25
    cse27 = cse0*phid_bar1
    cse28 = cse27 + psid_bar1
    cse29 = cse18*cse28
    cse30 = 104.01625*cse0
    cse31 = cse20 + cse21
    cse32 = 0.0325*cse27
    cse33 = 0.0325*psid_bar1
    cse34 = -cse32 - cse33
    cse35 = 104.01625*psid_bar1
    cse36 = -cse0*cse16 + cse0*cse31 + cse12*cse34 + cse12*cse35 - cse14*cse30 + cse29*cse3
    cse37 = cse19*cse5
    cse38 = 104.01625*cse9
    cse39 = -cse37 + cse38
    cse40 = cse30*phid_bar1
    cse41 = cse35 + cse40
    cse42 = -cse0*cse10 + cse0*cse24 + cse0*cse39 - cse17*cse33 + cse17*cse41 - cse29*cse5
    cse43 = h**2
    cse44 = math.sin(phi_bar1)
    cse45 = cse44*cse5
    cse46 = cse0*cse45
    cse47 = math.cos(phi_bar1)
    cse48 = cse3*cse47
    cse49 = math.sin(theta_bar2)
    cse50 = math.sin(phi_bar2)
    cse51 = cse49*cse50
    cse52 = cse3*cse44
    cse53 = cse0*cse47
    cse54 = cse5*cse53
    cse55 = cse52 - cse54
    cse56 = math.cos(phi_bar2)
    cse57 = cse49*cse56
    cse58 = cse55*cse57
    cse59 = cse51*(cse46 + cse48) - cse58
    cse60 = cse0*cse52
    cse61 = cse47*cse5
    cse62 = cse60 - cse61
    cse63 = cse51*cse62
    cse64 = cse0*cse48
    cse65 = -cse45 - cse64
    cse66 = cse57*cse65
    cse67 = -cse63 + cse66
    cse68 = -cse1*cse47*lam_4
    cse69 = (1/2)*L1
    cse70 = cse65*cse69
    cse71 = cse62*cse69
    cse72 = -cse70*lam_1 - cse70*lam_6 - cse71*lam_0 - cse71*lam_5
    cse73 = 103.98375*cse3
    cse74 = -cse17*cse73
    cse75 = cse11*cse5 - cse16*cse3 + cse19 - cse22*cse3 - cse24*cse5
    cse76 = 104.01625*cse28
    cse77 = cse40*cse5
    cse78 = cse35*cse5
    cse79 = cse34*cse5 + cse5*cse76 - cse77 + cse78
    cse80 = -cse3*cse32 + cse3*cse33 - cse3*cse41 + cse3*cse76
    cse81 = cse0*cse5
    cse82 = cse73*cse81
    cse83 = cse0*cse1
    cse84 = 208.0325*cse83
    cse85 = cse23*cse41 + cse28*cse39 - cse32*cse9 - cse33*cse8 + cse33*cse9
    cse86 = cse3*cse85
    cse87 = cse27*cse5
    cse88 = cse10*cse7 - cse24*cse7 - cse28*cse77 - cse33*cse87 - cse39*cse7 + cse41*cse87
    cse89 = cse28*cse31
    cse90 = cse13*cse35 + cse14*cse35 - cse14*cse40 + cse15*cse34 + cse89
    cse91 = cse5*cse90
    cse92 = cse3*cse40
    cse93 = cse27*cse3
    cse94 = cse14*cse19 + cse16*cse7 + cse28*cse92 - cse31*cse7 + cse34*cse93 + cse92*psid_bar1
    cse95 = cse11*cse93 + cse16*cse87 + cse22*cse87 - cse24*cse93 + cse40*thetad_bar1
    cse96 = cse1*cse52
    cse97 = cse57*cse96
    cse98 = cse1*cse48
    cse99 = cse51*cse98
    cse100 = cse1*cse69
    cse101 = cse100*cse48
    cse102 = cse100*cse52
    cse103 = cse1*cse61
    cse104 = cse103*cse51
    cse105 = cse1*cse44
    cse106 = cse105*cse5
    cse107 = cse106*cse57
    cse108 = -cse0*cse44*lam_4 - cse101*lam_0 - cse101*lam_5 - cse102*lam_1 - cse102*lam_6 + lam_8*(cse104 - cse107) + lam_9*(cse97 - cse99)
    cse109 = 208.0325*cse13 + 208.0325*cse14 - cse16
    cse110 = cse24 - 104.04875*cse8 + 104.04875*cse9
    cse111 = 103.98375*cse1
    cse112 = cse111*cse6
    cse113 = cse111*cse4
    cse114 = 207.9675*cse3*cse5
    cse115 = -cse13 - cse14
    cse116 = cse115*cse41 + cse13*cse33 - cse14*cse32 + cse14*cse33 + cse89
    cse117 = cse23*cse34 + cse28*(cse37 - cse38) - cse35*cse9 + cse40*cse9 + cse7*cse78
    cse118 = cse11*cse23 + cse115*cse22 + cse15*(-0.0325*cse13 - 0.0325*cse14) + cse23*cse39
    cse119 = cse45 + cse64
    cse120 = cse119*cse51
    cse121 = cse57*cse62
    cse122 = cse50*cse55
    cse123 = cse122*cse49
    cse124 = -cse46 - cse48
    cse125 = cse124*cse57
    cse126 = cse124*cse69
    cse127 = cse55*cse69
    cse128 = -cse126*lam_1 - cse126*lam_6 - cse127*lam_0 - cse127*lam_5 + lam_8*(cse120 - cse121) + lam_9*(-cse123 + cse125)
    cse129 = cse124*cse51
    cse130 = -cse66
    cse131 = -cse60 + cse61
    cse132 = cse131*cse51
    cse133 = cse43*(lam_8*(cse129 + cse58) + lam_9*(cse130 - cse132))
    cse134 = math.cos(theta_bar2)
    cse135 = cse124*cse134
    cse136 = cse135*cse56
    cse137 = cse134*cse50
    cse138 = cse134*cse56
    cse139 = cse131*cse138
    cse140 = cse43*(lam_8*(cse122*cse134 - cse136) + lam_9*(-cse137*cse65 + cse139))
    cse141 = -cse70
    cse142 = -cse131*cse69
    cse143 = -cse105
    cse144 = -cse125
    cse145 = cse123 + cse144
    cse146 = cse131*cse57
    cse147 = cse51*cse65
    cse148 = cse146 - cse147
    cse149 = cse12*cse134
    cse150 = -cse134*cse17
    cse151 = cse69*lam_5
    cse152 = cse64*cse69
    cse153 = cse69*lam_0
    cse154 = cse12*cse69
    cse155 = cse154*lam_2 + cse154*lam_7
    cse156 = cse0*cse3
    cse157 = -cse134*cse156 - cse51*cse96 - cse57*cse98
    cse158 = cse69*cse81
    cse159 = cse106*cse51
    cse160 = cse103*cse57
    cse161 = cse134*cse81
    cse162 = cse100*cse61
    cse163 = -cse106*cse151 - cse106*cse153 + cse157*lam_8 - cse158*lam_2 - cse158*lam_7 + cse162*lam_1 + cse162*lam_6 + lam_9*(-cse159 - cse160 - cse161)
    cse164 = cse43*(lam_8*(-cse104 + cse107) + lam_9*(-cse97 + cse99))
    cse165 = cse1*cse138
    cse166 = cse43*(lam_8*(cse106*cse137 + cse165*cse61 - cse49*cse81) + lam_9*(-cse137*cse96 + cse156*cse49 - cse165*cse48))
    cse167 = -cse102
    cse168 = -cse156*cse69
    cse169 = -cse1
    cse170 = cse159 + cse160 + cse161
    cse171 = -cse52 + cse54
    cse172 = cse171*cse51
    cse173 = cse43*(lam_8*(cse121 + cse147) + lam_9*(cse144 - cse172))
    cse174 = cse12*cse49
    cse175 = cse135*cse50
    cse176 = cse134*cse171
    cse177 = cse176*cse56
    cse178 = cse17*cse49
    cse179 = cse43*(lam_8*(cse137*cse62 - cse138*cse65 + cse174) + lam_9*(-cse175 + cse177 + cse178))
    cse180 = -cse126
    cse181 = -cse171*cse69
    cse182 = -cse17*cse69
    cse183 = cse130 - cse149 + cse63
    cse184 = -cse129 + cse171*cse57
    cse185 = cse150 + cse184
    cse186 = cse49**2
    cse187 = math.sin(psi_bar2)
    cse188 = cse187**2
    cse189 = math.cos(psi_bar2)
    cse190 = cse189**2
    cse191 = cse187*cse49
    cse192 = cse191*phid_bar2
    cse193 = cse189*thetad_bar2
    cse194 = cse192 + cse193
    cse195 = 13.008125*cse194
    cse196 = cse189*cse49
    cse197 = cse196*phid_bar2
    cse198 = 13.008125*cse197
    cse199 = cse187*thetad_bar2
    cse200 = 13.008125*cse199
    cse201 = cse198 - cse200
    cse202 = 0.01625*cse193
    cse203 = 0.01625*cse192 + cse202
    cse204 = -cse197 + cse199
    cse205 = 0.01625*cse204
    cse206 = 13.008125*cse49
    cse207 = cse191*cse201 + cse191*cse205 + cse195*cse196 - cse196*cse203 + cse206*thetad_bar2
    cse208 = cse134*phid_bar2
    cse209 = cse208 + psid_bar2
    cse210 = 13.008125*cse209
    cse211 = 0.01625*cse208
    cse212 = 0.01625*psid_bar2
    cse213 = -cse211 - cse212
    cse214 = -cse198 + cse200
    cse215 = 13.008125*psid_bar2
    cse216 = 13.008125*cse134
    cse217 = -cse134*cse205 + cse134*cse214 - cse196*cse210 - cse196*cse213 - cse196*cse215 - cse199*cse216
    cse218 = cse216*phid_bar2
    cse219 = cse215 + cse218
    cse220 = cse206*phid_bar2
    cse221 = cse187*cse220
    cse222 = 13.008125*cse193
    cse223 = -cse221 - cse222
    cse224 = cse134*cse202 + cse134*cse223 - cse187*cse206*cse209 - cse191*cse212 + cse191*cse219 + cse194*cse216
    cse225 = -cse119*cse57 + cse132
    cse226 = cse189*cse50
    cse227 = cse134*cse226
    cse228 = cse187*cse56
    cse229 = (1/2)*L2
    cse230 = cse229*lam_5
    cse231 = cse187*cse50
    cse232 = cse189*cse56
    cse233 = cse134*cse232
    cse234 = cse229*(-cse231 + cse233)
    cse235 = -cse230*(-cse227 - cse228) - cse234*lam_6
    cse236 = 12.991875*cse187
    cse237 = cse196*cse236
    cse238 = -cse187*cse195 + cse187*cse203 + cse189*cse201 + cse189*cse205 + cse220
    cse239 = cse187*cse218
    cse240 = cse187*cse210 + cse187*cse213 + cse187*cse215 - cse239
    cse241 = -cse189*cse210 + cse189*cse211 - cse189*cse212 + cse189*cse219
    cse242 = cse134*cse49
    cse243 = 26.01625*cse242
    cse244 = cse134*cse189
    cse245 = cse236*cse244
    cse246 = -cse192*cse212 - cse193*cse212 + cse194*cse219 + cse202*cse208 + cse209*cse223
    cse247 = cse189*cse246
    cse248 = cse49*phid_bar2
    cse249 = cse187*cse208
    cse250 = -cse195*cse248 - cse202*cse248 - cse209*cse239 - cse212*cse249 + cse219*cse249 - cse223*cse248
    cse251 = cse189*cse208
    cse252 = cse189*cse218
    cse253 = cse200*cse248 + cse205*cse248 - cse209*cse252 - cse213*cse251 - cse214*cse248 - cse252*psid_bar2
    cse254 = cse209*cse214
    cse255 = -cse197*cse215 + cse199*cse215 - cse199*cse218 + cse204*cse213 + cse254
    cse256 = cse187*cse255
    cse257 = cse194*cse252 + cse201*cse249 - cse203*cse251 + cse205*cse249 + cse218*thetad_bar2
    cse258 = cse229*cse49
    cse259 = cse226*cse258
    cse260 = cse230*cse49
    cse261 = cse232*cse260 + cse259*lam_6 + lam_8*(cse136 + cse176*cse50) + lam_9*(-cse119*cse137 - cse139)
    cse262 = -26.01625*cse197 + 26.01625*cse199 - cse205
    cse263 = -13.024375*cse192 - 13.024375*cse193 + cse195
    cse264 = 25.98375*cse187*cse189
    cse265 = 12.991875*cse49
    cse266 = acc_10*cse265
    cse267 = cse197 - cse199
    cse268 = 0.01625*cse199
    cse269 = -cse197*cse212 + cse199*cse212 - cse208*cse268 + cse219*cse267 + cse254
    cse270 = cse192*cse215 + cse193*cse215 - cse193*cse218 + cse194*cse213 + cse209*(cse221 + cse222)
    cse271 = cse194*cse203 + cse194*cse223 + cse201*cse267 + cse204*(0.01625*cse197 - cse268)
    cse272 = cse229*(-cse134*cse231 + cse232)
    cse273 = cse134*cse228
    cse274 = -cse230*(-cse226 - cse273) - cse272*lam_6
    cse275 = -cse234
    cse276 = -cse229*(cse227 + cse228)
    cse277 = cse125 + cse172
    cse278 = -cse120 - cse146
    cse279 = cse229*lam_7
    cse280 = -cse196*cse279
    cse281 = acc_9*cse265
    cse282 = -cse134*cse187*cse279 + cse228*cse258*lam_6 - cse231*cse260
    cse283 = -cse232*cse258
    cse284 = cse229*cse244
    cse285 = cse175 - cse177 - cse178
    cse286 = cse119*cse138 - cse131*cse137 + cse174
    cse287 = -cse272
    cse288 = -cse229*(cse226 + cse273)
    cse289 = -cse191*cse229
    out = np.zeros((22, 22))
    out[_index3_matrix_INDEX] = (
        78.0,  # [0, 0]
        1,  # [0, 12]
        -1,  # [0, 17]
        78.0,  # [1, 1]
        1,  # [1, 13]
        -1,  # [1, 18]
        78.0,  # [2, 2]
        1,  # [2, 14]
        -1,  # [2, 19]
        104.01625*cse0**2 + 0.0325*cse2*cse4 + 104.01625*cse2*cse6 + cse43*(cse59*lam_8 + cse67*lam_9 + cse68 + cse72) - h*(cse0*cse26 + cse12*cse42 + cse17*cse36),  # [3, 3]
        cse43*(acc_3*(0.065*cse4*cse83 + cse6*cse84 - cse84) - acc_4*cse82 - acc_5*cse18 - cse0*cse86 - cse0*cse91 - cse0*cse95 + cse1*(cse11*cse15 + cse22*cse23 + cse25*phid_bar1) + cse108 - cse12*cse88 - cse17*cse94) + cse74 - h*(cse0*cse75 + cse12*cse80 + cse17*cse79),  # [3, 4]
        cse30 + cse43*(-acc_3*cse114*cse2 - acc_4*cse112 + acc_4*cse113 - cse0*cse118 - cse116*cse12 - cse117*cse17 + cse12*cse90 + cse128 - cse17*cse85) - h*(cse109*cse17 + cse110*cse12),  # [3, 5]
        cse133,  # [3, 9]
        cse140,  # [3, 10]
        cse141,  # [3, 12]
        cse142,  # [3, 13]
        cse143,  # [3, 16]
        cse141,  # [3, 17]
        cse142,  # [3, 18]
        cse145,  # [3, 20]
        cse148,  # [3, 21]
        cse108*cse43 + cse74 - h*(-cse3*cse36 + cse42*cse5),  # [4, 3]
        104.01625*cse4 + cse43*(-acc_3*cse82 - cse0*lam_3 - cse151*cse60 + cse152*lam_1 + cse152*lam_6 - cse153*cse60 + cse155 + cse3*cse94 - cse5*cse88 + cse68 + lam_8*(cse150 + cse46*cse51 + cse54*cse57) + lam_9*(cse149 - cse51*cse60 - cse57*cse64)) + 0.0325*cse6 - h*(-cse3*cse79 + cse5*cse80),  # [4, 4]
        cse43*(-acc_3*cse112 + acc_3*cse113 + acc_4*cse114 - cse116*cse5 + cse117*cse3 + cse163 + cse86 + cse91) - h*(-cse109*cse3 + cse110*cse5),  # [4, 5]
        cse164,  # [4, 9]
        cse166,  # [4, 10]
        cse167,  # [4, 12]
        cse101,  # [4, 13]
        cse168,  # [4, 14]
        cse169,  # [4, 15]
        cse53,  # [4, 16]
        cse167,  # [4, 17]
        cse101,  # [4, 18]
        cse168,  # [4, 19]
        cse170,  # [4, 20]
        cse157,  # [4, 21]
        cse128*cse43 - cse26*h + cse30,  # [5, 3]
        cse43*(-acc_3*cse18 + cse163 - cse95) - cse75*h,  # [5, 4]
        cse43*(-cse118 + cse155 + cse72 + lam_8*(cse150 + cse59) + lam_9*(cse149 + cse67)) + 104.01625,  # [5, 5]
        cse173,  # [5, 9]
        cse179,  # [5, 10]
        cse180,  # [5, 12]
        cse181,  # [5, 13]
        cse182,  # [5, 14]
        cse180,  # [5, 17]
        cse181,  # [5, 18]
        cse182,  # [5, 19]
        cse183,  # [5, 20]
        cse185,  # [5, 21]
        39.0,  # [6, 6]
        1,  # [6, 17]
        39.0,  # [7, 7]
        1,  # [7, 18]
        39.0,  # [8, 8]
        1,  # [8, 19]
        cse133,  # [9, 3]
        cse164,  # [9, 4]
        cse173,  # [9, 5]
        13.008125*cse134**2 + 13.008125*cse186*cse188 + 0.01625*cse186*cse190 + cse43*(cse184*lam_8 + cse225*lam_9 + cse235) - h*(cse134*cse207 + cse191*cse217 - cse196*cse224),  # [9, 9]
        cse237 + cse43*(acc_10*cse245 - acc_11*cse206 + acc_9*(cse188*cse243 + 0.0325*cse190*cse242 - cse243) + cse134*cse247 - cse134*cse256 - cse134*cse257 - cse191*cse253 + cse196*cse250 + cse261 + cse49*(cse194*cse201 + cse203*cse204 + cse220*thetad_bar2)) - h*(cse134*cse238 + cse191*cse240 - cse196*cse241),  # [9, 10]
        cse216 + cse43*(acc_9*cse186*cse264 - cse134*cse271 - cse188*cse266 + cse190*cse266 - cse191*cse246 - cse191*cse270 - cse196*cse255 + cse196*cse269 + cse274) - h*(cse191*cse262 - cse196*cse263),  # [9, 11]
        cse275,  # [9, 17]
        cse276,  # [9, 18]
        cse277,  # [9, 20]
        cse278,  # [9, 21]
        cse140,  # [10, 3]
        cse166,  # [10, 4]
        cse179,  # [10, 5]
        cse237 + cse261*cse43 - h*(cse187*cse224 + cse189*cse217),  # [10, 9]
        0.01625*cse188 + 13.008125*cse190 + cse43*(acc_9*cse245 + cse185*lam_8 - cse187*cse250 - cse189*cse253 + cse227*cse230 - cse229*cse233*lam_6 + cse280 + lam_9*(cse149 + cse225)) - h*(cse187*cse241 + cse189*cse240),  # [10, 10]
        cse43*(-acc_10*cse264 - cse187*cse269 - cse188*cse281 - cse189*cse270 + cse190*cse281 - cse247 + cse256 + cse282) - h*(cse187*cse263 + cse189*cse262),  # [10, 11]
        cse259,  # [10, 17]
        cse283,  # [10, 18]
        cse284,  # [10, 19]
        cse285,  # [10, 20]
        cse286,  # [10, 21]
        -cse207*h + cse216 + cse274*cse43,  # [11, 9]
        -cse238*h + cse43*(-acc_9*cse206 - cse257 + cse282),  # [11, 10]
        cse43*(cse235 - cse271 + cse280) + 13.008125,  # [11, 11]
        cse287,  # [11, 17]
        cse288,  # [11, 18]
        cse289,  # [11, 19]
        1,  # [12, 0]
        cse141,  # [12, 3]
        cse167,  # [12, 4]
        cse180,  # [12, 5]
        1,  # [13, 1]
        cse142,  # [13, 3]
        cse101,  # [13, 4]
        cse181,  # [13, 5]
        1,  # [14, 2]
        cse168,  # [14, 4]
        cse182,  # [14, 5]
        cse169,  # [15, 4]
        cse143,  # [16, 3]
        cse53,  # [16, 4]
        -1,  # [17, 0]
        cse141,  # [17, 3]
        cse167,  # [17, 4]
        cse180,  # [17, 5]
        1,  # [17, 6]
        cse275,  # [17, 9]
        cse259,  # [17, 10]
        cse287,  # [17, 11]
        -1,  # [18, 1]
        cse142,  # [18, 3]
        cse101,  # [18, 4]
        cse181,  # [18, 5]
        1,  # [18, 7]
        cse276,  # [18, 9]
        cse283,  # [18, 10]
        cse288,  # [18, 11]
        -1,  # [19, 2]
        cse168,  # [19, 4]
        cse182,  # [19, 5]
        1,  # [19, 8]
        cse284,  # [19, 10]
        cse289,  # [19, 11]
        cse145,  # [20, 3]
        cse170,  # [20, 4]
        cse183,  # [20, 5]
        cse277,  # [20, 9]
        cse285,  # [20, 10]
        cse148,  # [21, 3]
        cse157,  # [21, 4]
        cse185,  # [21, 5]
        cse278,  # [21, 9]
        cse286,  # [21, 10]
    )
    return out



def energy(q, v, t, p):
    """Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring
    potentials.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (1,), 1 nonzero.
    """
    # 83 operations after common subexpression elimination
    (
        _, _, r_bar1_z, _,
        theta_bar1, psi_bar1, _, _,
        r_bar2_z, _, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, phid_bar1,
        thetad_bar1, psid_bar1, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = math.cos(psi_bar1)
    cse1 = phid_bar1*math.sin(theta_bar1)
    cse2 = cse0*cse1
    cse3 = math.sin(psi_bar1)
    cse4 = cse3*thetad_bar1
    cse5 = phid_bar1*math.cos(theta_bar1)
    cse6 = phid_bar2*math.cos(theta_bar2)
    cse7 = cse1*cse3
    cse8 = cse0*thetad_bar1
    cse9 = math.sin(psi_bar2)
    cse10 = phid_bar2*math.sin(theta_bar2)
    cse11 = cse10*cse9
    cse12 = math.cos(psi_bar2)
    cse13 = cse12*thetad_bar2
    cse14 = cse10*cse12
    cse15 = cse9*thetad_bar2
    return np.array([
        765.1800000000001*r_bar1_z + 382.59000000000003*r_bar2_z + 39.0*rd_bar1_x**2 + 39.0*rd_bar1_y**2 + 39.0*rd_bar1_z**2 + 19.5*rd_bar2_x**2 + 19.5*rd_bar2_y**2 + 19.5*rd_bar2_z**2 + (1/2)*(cse11 + cse13)*(13.008125*cse11 + 13.008125*cse13) + (1/2)*(-cse14 + cse15)*(-0.01625*cse14 + 0.01625*cse15) + (1/2)*(cse2 - cse4)*(104.01625*cse2 - 104.01625*cse4) + (1/2)*(cse5 + psid_bar1)*(104.01625*cse5 + 104.01625*psid_bar1) + (1/2)*(cse6 + psid_bar2)*(13.008125*cse6 + 13.008125*psid_bar2) + (1/2)*(0.0325*cse7 + 0.0325*cse8)*(cse7 + cse8),  # [0]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        p: parameters (2).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 141 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, phid_bar1,
        thetad_bar1, psid_bar1, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = 78.0*rd_bar1_x
    cse1 = 39.0*rd_bar2_x
    cse2 = 78.0*rd_bar1_y
    cse3 = 39.0*rd_bar2_y
    cse4 = 78.0*rd_bar1_z
    cse5 = 39.0*rd_bar2_z
    cse6 = math.sin(phi_bar1)
    cse7 = math.cos(theta_bar1)
    cse8 = cse7*phid_bar1 + psid_bar1
    cse9 = math.sin(theta_bar1)
    cse10 = 104.01625*cse9
    cse11 = cse10*cse8
    cse12 = math.cos(psi_bar2)
    cse13 = math.sin(theta_bar2)
    cse14 = cse13*phid_bar2
    cse15 = math.sin(psi_bar2)
    cse16 = -cse12*cse14 + cse15*thetad_bar2
    cse17 = math.sin(phi_bar2)
    cse18 = math.cos(theta_bar2)
    cse19 = 0.01625*cse12
    cse20 = cse18*cse19
    cse21 = math.cos(phi_bar2)
    cse22 = 0.01625*cse15
    cse23 = cse18*phid_bar2 + psid_bar2
    cse24 = 13.008125*cse13
    cse25 = cse23*cse24
    cse26 = math.cos(psi_bar1)
    cse27 = cse9*phid_bar1
    cse28 = math.sin(psi_bar1)
    cse29 = cse26*cse27 - cse28*thetad_bar1
    cse30 = 104.01625*cse7
    cse31 = cse26*cse30
    cse32 = math.cos(phi_bar1)
    cse33 = 104.01625*cse28
    cse34 = cse12*thetad_bar2 + cse14*cse15
    cse35 = 13.008125*cse18
    cse36 = cse15*cse35
    cse37 = 13.008125*cse12
    cse38 = cse26*thetad_bar1 + cse27*cse28
    cse39 = 0.0325*cse28
    cse40 = cse39*cse7
    cse41 = 0.0325*cse26
    return np.array([
        cse0 + cse1,  # [0]
        cse2 + cse3,  # [1]
        cse4 + cse5,  # [2]
        cse11*cse6 + cse16*(cse17*cse20 + cse21*cse22) + cse17*cse25 - cse2*r_bar1_z + cse29*(-cse31*cse6 - cse32*cse33) - cse3*r_bar2_z + cse34*(-cse17*cse36 + cse21*cse37) + cse38*(cse32*cse41 - cse40*cse6) + cse4*r_bar1_y + cse5*r_bar2_y,  # [3]
        cse0*r_bar1_z + cse1*r_bar2_z - cse11*cse32 + cse16*(cse17*cse22 - cse20*cse21) - cse21*cse25 + cse29*(cse31*cse32 - cse33*cse6) + cse34*(cse17*cse37 + cse21*cse36) + cse38*(cse32*cse40 + cse41*cse6) - cse4*r_bar1_x - cse5*r_bar2_x,  # [4]
        -cse0*r_bar1_y - cse1*r_bar2_y + cse10*cse26*cse29 - cse13*cse16*cse19 + cse15*cse24*cse34 + cse2*r_bar1_x + cse23*cse35 + cse3*r_bar2_x + cse30*cse8 + cse38*cse39*cse9,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (12).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 48 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1,
        theta_bar1, psi_bar1, r_bar2_x, r_bar2_y,
        r_bar2_z, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    cse0 = math.cos(theta_bar1)
    cse1 = math.sin(psi_bar1)
    cse2 = math.sin(phi_bar1)
    cse3 = cse1*cse2
    cse4 = math.cos(psi_bar1)
    cse5 = math.cos(phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse2*cse4
    cse8 = cse1*cse5
    cse9 = math.sin(theta_bar1)
    cse10 = math.cos(theta_bar2)
    cse11 = math.cos(psi_bar2)
    cse12 = math.sin(phi_bar2)
    cse13 = cse11*cse12
    cse14 = math.sin(psi_bar2)
    cse15 = math.cos(phi_bar2)
    cse16 = cse14*cse15
    cse17 = cse12*cse14
    cse18 = cse11*cse15
    cse19 = math.sin(theta_bar2)
    return np.array([
        r_bar1_x,  # [0, 0]
        r_bar1_y,  # [0, 1]
        r_bar1_z,  # [0, 2]
        -cse0*cse3 + cse6,  # [0, 3]
        -cse0*cse7 - cse8,  # [0, 4]
        cse2*cse9,  # [0, 5]
        cse0*cse8 + cse7,  # [0, 6]
        cse0*cse6 - cse3,  # [0, 7]
        -cse5*cse9,  # [0, 8]
        cse1*cse9,  # [0, 9]
        cse4*cse9,  # [0, 10]
        cse0,  # [0, 11]
        r_bar2_x,  # [1, 0]
        r_bar2_y,  # [1, 1]
        r_bar2_z,  # [1, 2]
        cse10*cse13 + cse16,  # [1, 3]
        -cse10*cse17 + cse18,  # [1, 4]
        cse12*cse19,  # [1, 5]
        -cse10*cse18 + cse17,  # [1, 6]
        cse10*cse16 + cse13,  # [1, 7]
        -cse15*cse19,  # [1, 8]
        -cse11*cse19,  # [1, 9]
        cse14*cse19,  # [1, 10]
        cse10,  # [1, 11]
    ]).reshape(2, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 90 operations after common subexpression elimination
    (
        _, _, _, phi_bar1,
        theta_bar1, psi_bar1, _, _,
        _, phi_bar2, theta_bar2, psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, phid_bar1,
        thetad_bar1, psid_bar1, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, phid_bar2, thetad_bar2, psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = math.sin(phi_bar1)
    cse1 = math.cos(theta_bar1)
    cse2 = cse1*phid_bar1 + psid_bar1
    cse3 = math.sin(theta_bar1)
    cse4 = cse2*cse3
    cse5 = math.cos(psi_bar1)
    cse6 = cse3*cse5
    cse7 = math.sin(psi_bar1)
    cse8 = cse6*phid_bar1 - cse7*thetad_bar1
    cse9 = cse0*cse5
    cse10 = math.cos(phi_bar1)
    cse11 = cse10*cse7
    cse12 = cse3*cse7
    cse13 = cse12*phid_bar1 + cse5*thetad_bar1
    cse14 = cse0*cse7
    cse15 = cse10*cse5
    cse16 = math.sin(phi_bar2)
    cse17 = math.cos(theta_bar2)
    cse18 = cse17*phid_bar2 + psid_bar2
    cse19 = math.sin(theta_bar2)
    cse20 = cse18*cse19
    cse21 = math.cos(psi_bar2)
    cse22 = cse19*phid_bar2
    cse23 = math.sin(psi_bar2)
    cse24 = -cse21*cse22 + cse23*thetad_bar2
    cse25 = cse16*cse21
    cse26 = math.cos(phi_bar2)
    cse27 = cse23*cse26
    cse28 = cse21*thetad_bar2 + cse22*cse23
    cse29 = cse16*cse23
    cse30 = cse21*cse26
    return np.array([
        rd_bar1_x,  # [0, 0]
        rd_bar1_y,  # [0, 1]
        rd_bar1_z,  # [0, 2]
        cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(-cse1*cse9 - cse11),  # [0, 3]
        -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(cse1*cse15 - cse14),  # [0, 4]
        cse1*cse2 + cse12*cse13 + cse6*cse8,  # [0, 5]
        rd_bar2_x,  # [1, 0]
        rd_bar2_y,  # [1, 1]
        rd_bar2_z,  # [1, 2]
        cse16*cse20 + cse24*(cse17*cse25 + cse27) + cse28*(-cse17*cse29 + cse30),  # [1, 3]
        -cse20*cse26 + cse24*(-cse17*cse30 + cse29) + cse28*(cse17*cse27 + cse25),  # [1, 4]
        cse17*cse18 - cse19*cse21*cse24 + cse19*cse23*cse28,  # [1, 5]
    ]).reshape(2, 6)



def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Args:
        p: parameters (2).

    Returns:
        ndarray of shape (2, 12), 9 nonzero.
    """
    # 4 operations after common subexpression elimination
    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    out = np.zeros((2, 12))
    out[_initial_frames_INDEX] = (
        (1/2)*L1,  # [0, 1]
        1,  # [0, 5]
        1,  # [0, 6]
        1,  # [0, 10]
        L1,  # [1, 1]
        -1/2*L2,  # [1, 2]
        1,  # [1, 5]
        1,  # [1, 7]
        -1,  # [1, 9]
    )
    return out



def initial_velocities(p):
    """Initial velocities per body (rows), global frame.

    Args:
        p: parameters (2).

    Returns:
        ndarray of shape (2, 6), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((2, 6))
    return out



def chart(p):
    """Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and
    rp); see symbolic.formulations.chart_offset.

    Args:
        p: parameters (2).

    Returns:
        ndarray of shape (2, 9), 6 nonzero.
    """
    # 1 operations after common subexpression elimination
    out = np.zeros((2, 9))
    out[_chart_INDEX] = (
        1,  # [0, 0]
        1,  # [0, 4]
        1,  # [0, 8]
        1,  # [1, 1]
        -1,  # [1, 3]
        1,  # [1, 8]
    )
    return out

