# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: rA
# scheme: any
# input hash: 252d5900c966960f
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'double_pendulum' in the rA formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (24): r_bar1_x, r_bar1_y, r_bar1_z, A_bar1_11, A_bar1_12, A_bar1_13, A_bar1_21,
        A_bar1_22, A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33, r_bar2_x, r_bar2_y,
        r_bar2_z, A_bar2_11, A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22, A_bar2_23,
        A_bar2_31, A_bar2_32, A_bar2_33
    v (12): rd_bar1_x, rd_bar1_y, rd_bar1_z, w_bar1_x, w_bar1_y, w_bar1_z, rd_bar2_x,
        rd_bar2_y, rd_bar2_z, w_bar2_x, w_bar2_y, w_bar2_z
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
FORMULATION = 'rA'
INPUT_HASH = '252d5900c966960f'
N_Q = 24
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
 'initial_velocities']
METADATA = {'mechanism': 'double_pendulum',
 'formulation': 'rA',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['bar1', 'bar2'],
 'q_layout': {'bar1': [0, 12], 'bar2': [12, 24]},
 'v_layout': {'bar1': [0, 6], 'bar2': [6, 12]},
 'q_names': ['r_bar1_x',
             'r_bar1_y',
             'r_bar1_z',
             'A_bar1_11',
             'A_bar1_12',
             'A_bar1_13',
             'A_bar1_21',
             'A_bar1_22',
             'A_bar1_23',
             'A_bar1_31',
             'A_bar1_32',
             'A_bar1_33',
             'r_bar2_x',
             'r_bar2_y',
             'r_bar2_z',
             'A_bar2_11',
             'A_bar2_12',
             'A_bar2_13',
             'A_bar2_21',
             'A_bar2_22',
             'A_bar2_23',
             'A_bar2_31',
             'A_bar2_32',
             'A_bar2_33'],
 'v_names': ['rd_bar1_x',
             'rd_bar1_y',
             'rd_bar1_z',
             'w_bar1_x',
             'w_bar1_y',
             'w_bar1_z',
             'rd_bar2_x',
             'rd_bar2_y',
             'rd_bar2_z',
             'w_bar2_x',
             'w_bar2_y',
             'w_bar2_z'],
 'n_q': 24,
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
 'tangent_identity': False,
 'mass_matrix_constant': True,
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
 'notices': [],
 'input_hash': '252d5900c966960f'}
_tangent_INDEX = (
    np.array([0, 1, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 7, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11]),
    np.array([0, 1, 2, 3, 4, 5, 3, 4, 5, 3, 4, 5, 6, 7, 8, 9, 10, 11, 9, 10, 11, 9, 10, 11]),
)
_Phi_q_INDEX = (
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
     4,
     4,
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
     9,
     9,
     9,
     9]),
    np.array([0,
     4,
     5,
     1,
     4,
     5,
     2,
     4,
     5,
     3,
     4,
     3,
     4,
     0,
     4,
     5,
     6,
     10,
     11,
     1,
     4,
     5,
     7,
     10,
     11,
     2,
     4,
     5,
     8,
     10,
     11,
     3,
     5,
     9,
     10,
     4,
     5,
     9,
     10]),
)
_M_INDEX = (
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_Q_INDEX = np.array([2, 4, 5, 8, 10, 11])
_Q_v_INDEX = (
    np.array([4, 4, 5, 5, 10, 10, 11, 11]),
    np.array([3, 5, 3, 4, 9, 11, 9, 10]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 9, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 11, 11]),
    np.array([3, 4, 5, 9, 10, 3, 4, 5, 9, 10, 3, 4, 5, 9, 10, 3, 4, 5, 9, 11, 3, 4, 5, 9, 10, 11, 9, 11]),
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
     14,
     15,
     15,
     15,
     16,
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
     19,
     19,
     20,
     20,
     20,
     20,
     20,
     20,
     21,
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
     11,
     15,
     16,
     20,
     3,
     4,
     5,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     18,
     19,
     21,
     3,
     4,
     5,
     9,
     10,
     11,
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
     3,
     4,
     5,
     8,
     9,
     10,
     11,
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
     11]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 1, 1, 1, 1, 1]),
    np.array([1, 5, 6, 10, 1, 2, 5, 7, 9]),
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
        q: position coordinates (24).
        dv: increment in velocity coordinates (e.g. h v) (12).

    Returns:
        ndarray of shape (24,), 24 nonzero.
    """
    # 174 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, A_bar1_11,
        A_bar1_12, A_bar1_13, A_bar1_21, A_bar1_22,
        A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33,
        r_bar2_x, r_bar2_y, r_bar2_z, A_bar2_11,
        A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22,
        A_bar2_23, A_bar2_31, A_bar2_32, A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (12,) else _floats(dv, 12, "dv")

    cse0 = dv_3**2
    cse1 = dv_4**2
    cse2 = dv_5**2
    cse3 = math.sqrt(cse0 + cse1 + cse2)
    cse4 = _sinc(cse3)
    cse5 = cse4*dv_5
    cse6 = _sinc((1/2)*cse3)**2
    cse7 = (1/2)*cse6
    cse8 = cse7*dv_3
    cse9 = cse8*dv_4
    cse10 = cse5 + cse9
    cse11 = cse4*dv_4
    cse12 = cse8*dv_5
    cse13 = -cse11 + cse12
    cse14 = cse1*cse7
    cse15 = cse2*cse7 - 1
    cse16 = -cse14 - cse15
    cse17 = cse4*dv_3
    cse18 = cse17 + cse7*dv_4*dv_5
    cse19 = -cse5 + cse9
    cse20 = cse0*cse7
    cse21 = -cse15 - cse20
    cse22 = cse11 + cse12
    cse23 = -cse17 + (1/2)*cse6*dv_4*dv_5
    cse24 = -cse14 - cse20 + 1
    cse25 = dv_10**2
    cse26 = dv_11**2
    cse27 = dv_9**2
    cse28 = math.sqrt(cse25 + cse26 + cse27)
    cse29 = _sinc(cse28)
    cse30 = cse29*dv_11
    cse31 = _sinc((1/2)*cse28)**2
    cse32 = (1/2)*cse31
    cse33 = cse32*dv_9
    cse34 = cse33*dv_10
    cse35 = cse30 + cse34
    cse36 = cse29*dv_10
    cse37 = (1/2)*cse31*dv_11*dv_9 - cse36
    cse38 = cse25*cse32
    cse39 = cse26*cse32 - 1
    cse40 = -cse38 - cse39
    cse41 = cse29*dv_9
    cse42 = cse32*dv_10*dv_11
    cse43 = cse41 + cse42
    cse44 = -cse30 + cse34
    cse45 = cse27*cse32
    cse46 = -cse39 - cse45
    cse47 = cse33*dv_11 + cse36
    cse48 = -cse41 + cse42
    cse49 = -cse38 - cse45 + 1
    return np.array([
        dv_0 + r_bar1_x,  # [0]
        dv_1 + r_bar1_y,  # [1]
        dv_2 + r_bar1_z,  # [2]
        A_bar1_11*cse16 + A_bar1_12*cse10 + A_bar1_13*cse13,  # [3]
        A_bar1_11*cse19 + A_bar1_12*cse21 + A_bar1_13*cse18,  # [4]
        A_bar1_11*cse22 + A_bar1_12*cse23 + A_bar1_13*cse24,  # [5]
        A_bar1_21*cse16 + A_bar1_22*cse10 + A_bar1_23*cse13,  # [6]
        A_bar1_21*cse19 + A_bar1_22*cse21 + A_bar1_23*cse18,  # [7]
        A_bar1_21*cse22 + A_bar1_22*cse23 + A_bar1_23*cse24,  # [8]
        A_bar1_31*cse16 + A_bar1_32*cse10 + A_bar1_33*cse13,  # [9]
        A_bar1_31*cse19 + A_bar1_32*cse21 + A_bar1_33*cse18,  # [10]
        A_bar1_31*cse22 + A_bar1_32*cse23 + A_bar1_33*cse24,  # [11]
        dv_6 + r_bar2_x,  # [12]
        dv_7 + r_bar2_y,  # [13]
        dv_8 + r_bar2_z,  # [14]
        A_bar2_11*cse40 + A_bar2_12*cse35 + A_bar2_13*cse37,  # [15]
        A_bar2_11*cse44 + A_bar2_12*cse46 + A_bar2_13*cse43,  # [16]
        A_bar2_11*cse47 + A_bar2_12*cse48 + A_bar2_13*cse49,  # [17]
        A_bar2_21*cse40 + A_bar2_22*cse35 + A_bar2_23*cse37,  # [18]
        A_bar2_21*cse44 + A_bar2_22*cse46 + A_bar2_23*cse43,  # [19]
        A_bar2_21*cse47 + A_bar2_22*cse48 + A_bar2_23*cse49,  # [20]
        A_bar2_31*cse40 + A_bar2_32*cse35 + A_bar2_33*cse37,  # [21]
        A_bar2_31*cse44 + A_bar2_32*cse46 + A_bar2_33*cse43,  # [22]
        A_bar2_31*cse47 + A_bar2_32*cse48 + A_bar2_33*cse49,  # [23]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (12).

    Returns:
        ndarray of shape (12, 12), 24 nonzero.
    """
    # 58 operations after common subexpression elimination
    (
        _, _, _, dv_3,
        dv_4, dv_5, _, _,
        _, dv_9, dv_10, dv_11,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (12,) else _floats(dv, 12, "dv")

    cse0 = (1/6)*dv_4**2
    cse1 = (1/6)*dv_5**2 - 1
    cse2 = (1/2)*dv_5
    cse3 = (1/6)*dv_3
    cse4 = cse3*dv_4
    cse5 = (1/2)*dv_4
    cse6 = cse3*dv_5
    cse7 = (1/6)*dv_3**2
    cse8 = (1/2)*dv_3
    cse9 = (1/6)*dv_10**2
    cse10 = (1/6)*dv_11**2 - 1
    cse11 = (1/2)*dv_11
    cse12 = (1/6)*dv_9
    cse13 = cse12*dv_10
    cse14 = (1/2)*dv_10
    cse15 = (1/6)*dv_9**2
    cse16 = (1/2)*dv_9
    cse17 = (1/6)*dv_10*dv_11
    out = np.zeros((12, 12))
    out[_tangent_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        -cse0 - cse1,  # [3, 3]
        cse2 + cse4,  # [3, 4]
        -cse5 + cse6,  # [3, 5]
        -cse2 + cse4,  # [4, 3]
        -cse1 - cse7,  # [4, 4]
        cse8 + (1/6)*dv_4*dv_5,  # [4, 5]
        cse5 + cse6,  # [5, 3]
        -cse8 + (1/6)*dv_4*dv_5,  # [5, 4]
        -cse0 - cse7 + 1,  # [5, 5]
        1,  # [6, 6]
        1,  # [7, 7]
        1,  # [8, 8]
        -cse10 - cse9,  # [9, 9]
        cse11 + cse13,  # [9, 10]
        -cse14 + (1/6)*dv_11*dv_9,  # [9, 11]
        -cse11 + cse13,  # [10, 9]
        -cse10 - cse15,  # [10, 10]
        cse16 + cse17,  # [10, 11]
        cse12*dv_11 + cse14,  # [11, 9]
        -cse16 + cse17,  # [11, 10]
        -cse15 - cse9 + 1,  # [11, 11]
    )
    return out



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (24).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 32 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, A_bar1_11,
        A_bar1_12, _, A_bar1_21, A_bar1_22,
        A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33,
        r_bar2_x, r_bar2_y, r_bar2_z, A_bar2_11,
        _, A_bar2_13, A_bar2_21, _,
        A_bar2_23, A_bar2_31, _, A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = (1/2)*L1
    cse1 = A_bar1_11*cse0
    cse2 = A_bar1_21*cse0
    cse3 = A_bar1_31*cse0
    cse4 = (1/2)*L2
    return np.array([
        -cse1 + r_bar1_x,  # [0]
        -cse2 + r_bar1_y,  # [1]
        -cse3 + r_bar1_z,  # [2]
        A_bar1_33,  # [3]
        -A_bar1_23,  # [4]
        -A_bar2_11*cse4 - cse1 - r_bar1_x + r_bar2_x,  # [5]
        -A_bar2_21*cse4 - cse2 - r_bar1_y + r_bar2_y,  # [6]
        -A_bar2_31*cse4 - cse3 - r_bar1_z + r_bar2_z,  # [7]
        A_bar1_12*A_bar2_13 + A_bar1_22*A_bar2_23 + A_bar1_32*A_bar2_33,  # [8]
        -A_bar1_11*A_bar2_13 - A_bar1_21*A_bar2_23 - A_bar1_31*A_bar2_33,  # [9]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (24).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10, 12), 39 nonzero.
    """
    # 64 operations after common subexpression elimination
    (
        _, _, _, A_bar1_11,
        A_bar1_12, A_bar1_13, A_bar1_21, A_bar1_22,
        A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33,
        _, _, _, A_bar2_11,
        A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22,
        A_bar2_23, A_bar2_31, A_bar2_32, A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = (1/2)*L1
    cse1 = A_bar1_13*cse0
    cse2 = -A_bar1_12*cse0
    cse3 = A_bar1_23*cse0
    cse4 = -A_bar1_22*cse0
    cse5 = A_bar1_33*cse0
    cse6 = -A_bar1_32*cse0
    cse7 = (1/2)*L2
    cse8 = A_bar1_13*A_bar2_13 + A_bar1_23*A_bar2_23 + A_bar1_33*A_bar2_33
    out = np.zeros((10, 12))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        cse1,  # [0, 4]
        cse2,  # [0, 5]
        1,  # [1, 1]
        cse3,  # [1, 4]
        cse4,  # [1, 5]
        1,  # [2, 2]
        cse5,  # [2, 4]
        cse6,  # [2, 5]
        -A_bar1_32,  # [3, 3]
        A_bar1_31,  # [3, 4]
        A_bar1_22,  # [4, 3]
        -A_bar1_21,  # [4, 4]
        -1,  # [5, 0]
        cse1,  # [5, 4]
        cse2,  # [5, 5]
        1,  # [5, 6]
        A_bar2_13*cse7,  # [5, 10]
        -A_bar2_12*cse7,  # [5, 11]
        -1,  # [6, 1]
        cse3,  # [6, 4]
        cse4,  # [6, 5]
        1,  # [6, 7]
        A_bar2_23*cse7,  # [6, 10]
        -A_bar2_22*cse7,  # [6, 11]
        -1,  # [7, 2]
        cse5,  # [7, 4]
        cse6,  # [7, 5]
        1,  # [7, 8]
        A_bar2_33*cse7,  # [7, 10]
        -A_bar2_32*cse7,  # [7, 11]
        cse8,  # [8, 3]
        -A_bar1_11*A_bar2_13 - A_bar1_21*A_bar2_23 - A_bar1_31*A_bar2_33,  # [8, 5]
        -A_bar1_12*A_bar2_12 - A_bar1_22*A_bar2_22 - A_bar1_32*A_bar2_32,  # [8, 9]
        A_bar1_12*A_bar2_11 + A_bar1_22*A_bar2_21 + A_bar1_32*A_bar2_31,  # [8, 10]
        cse8,  # [9, 4]
        -A_bar1_12*A_bar2_13 - A_bar1_22*A_bar2_23 - A_bar1_32*A_bar2_33,  # [9, 5]
        A_bar1_11*A_bar2_12 + A_bar1_21*A_bar2_22 + A_bar1_31*A_bar2_32,  # [9, 9]
        -A_bar1_11*A_bar2_11 - A_bar1_21*A_bar2_21 - A_bar1_31*A_bar2_31,  # [9, 10]
    )
    return out



def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (24).
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
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 185 operations after common subexpression elimination
    (
        _, _, _, A_bar1_11,
        A_bar1_12, A_bar1_13, A_bar1_21, A_bar1_22,
        A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33,
        _, _, _, A_bar2_11,
        A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22,
        A_bar2_23, A_bar2_31, A_bar2_32, A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        _, _, _, w_bar1_x,
        w_bar1_y, w_bar1_z, _, _,
        _, w_bar2_x, w_bar2_y, w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = A_bar1_11*w_bar1_y - A_bar1_12*w_bar1_x
    cse1 = (1/2)*L1*w_bar1_y
    cse2 = -A_bar1_11*w_bar1_z + A_bar1_13*w_bar1_x
    cse3 = -1/2*L1*cse2*w_bar1_z + cse0*cse1
    cse4 = A_bar1_21*w_bar1_y - A_bar1_22*w_bar1_x
    cse5 = -A_bar1_21*w_bar1_z + A_bar1_23*w_bar1_x
    cse6 = -1/2*L1*cse5*w_bar1_z + cse1*cse4
    cse7 = A_bar1_31*w_bar1_y - A_bar1_32*w_bar1_x
    cse8 = -A_bar1_31*w_bar1_z + A_bar1_33*w_bar1_x
    cse9 = -1/2*L1*cse8*w_bar1_z + cse1*cse7
    cse10 = A_bar1_32*w_bar1_z - A_bar1_33*w_bar1_y
    cse11 = A_bar1_22*w_bar1_z - A_bar1_23*w_bar1_y
    cse12 = A_bar2_11*w_bar2_y - A_bar2_12*w_bar2_x
    cse13 = (1/2)*L2*w_bar2_y
    cse14 = -A_bar2_11*w_bar2_z + A_bar2_13*w_bar2_x
    cse15 = A_bar2_21*w_bar2_y - A_bar2_22*w_bar2_x
    cse16 = -A_bar2_21*w_bar2_z + A_bar2_23*w_bar2_x
    cse17 = A_bar2_31*w_bar2_y - A_bar2_32*w_bar2_x
    cse18 = -A_bar2_31*w_bar2_z + A_bar2_33*w_bar2_x
    cse19 = A_bar2_12*w_bar2_z - A_bar2_13*w_bar2_y
    cse20 = A_bar2_22*w_bar2_z - A_bar2_23*w_bar2_y
    cse21 = A_bar2_32*w_bar2_z - A_bar2_33*w_bar2_y
    cse22 = A_bar2_13*cse0
    cse23 = A_bar2_23*cse4
    cse24 = A_bar2_33*cse7
    cse25 = A_bar1_12*w_bar1_z - A_bar1_13*w_bar1_y
    return np.array([
        -cse3,  # [0]
        -cse6,  # [1]
        -cse9,  # [2]
        -cse10*w_bar1_y + cse8*w_bar1_x,  # [3]
        cse11*w_bar1_y - cse5*w_bar1_x,  # [4]
        (1/2)*L2*cse14*w_bar2_z - cse12*cse13 - cse3,  # [5]
        (1/2)*L2*cse16*w_bar2_z - cse13*cse15 - cse6,  # [6]
        (1/2)*L2*cse18*w_bar2_z - cse13*cse17 - cse9,  # [7]
        A_bar1_12*cse14*w_bar2_x - A_bar1_12*cse19*w_bar2_y + A_bar1_22*cse16*w_bar2_x - A_bar1_22*cse20*w_bar2_y + A_bar1_32*cse18*w_bar2_x - A_bar1_32*cse21*w_bar2_y + A_bar2_13*cse25*w_bar1_z + A_bar2_23*cse11*w_bar1_z + A_bar2_33*cse10*w_bar1_z - 2*cse12*cse2 - 2*cse15*cse5 - 2*cse17*cse8 - cse22*w_bar1_x - cse23*w_bar1_x - cse24*w_bar1_x,  # [8]
        -A_bar1_11*cse14*w_bar2_x + A_bar1_11*cse19*w_bar2_y - A_bar1_21*cse16*w_bar2_x + A_bar1_21*cse20*w_bar2_y - A_bar1_31*cse18*w_bar2_x + A_bar1_31*cse21*w_bar2_y + A_bar2_13*cse2*w_bar1_z + A_bar2_23*cse5*w_bar1_z + A_bar2_33*cse8*w_bar1_z + 2*cse10*cse17 + 2*cse11*cse15 + 2*cse12*cse25 - cse22*w_bar1_y - cse23*w_bar1_y - cse24*w_bar1_y,  # [9]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (24).
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 12 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((12, 12))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        0.0325,  # [3, 3]
        104.01625,  # [4, 4]
        104.01625,  # [5, 5]
        39.0,  # [6, 6]
        39.0,  # [7, 7]
        39.0,  # [8, 8]
        0.01625,  # [9, 9]
        13.008125,  # [10, 10]
        13.008125,  # [11, 11]
    )
    return out



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12,), 6 nonzero.
    """
    # 8 operations after common subexpression elimination
    (
        _, _, _, w_bar1_x,
        w_bar1_y, w_bar1_z, _, _,
        _, w_bar2_x, w_bar2_y, w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = 103.98375*w_bar1_x
    cse1 = 12.991875*w_bar2_x
    out = np.zeros(12)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        cse0*w_bar1_z,  # [4]
        -cse0*w_bar1_y,  # [5]
        -382.59000000000003,  # [8]
        cse1*w_bar2_z,  # [10]
        -cse1*w_bar2_y,  # [11]
    )
    return out



def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((12, 12))
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 8 nonzero.
    """
    # 10 operations after common subexpression elimination
    (
        _, _, _, w_bar1_x,
        w_bar1_y, w_bar1_z, _, _,
        _, w_bar2_x, w_bar2_y, w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = 103.98375*w_bar1_x
    cse1 = 12.991875*w_bar2_x
    out = np.zeros((12, 12))
    out[_Q_v_INDEX] = (
        103.98375*w_bar1_z,  # [4, 3]
        cse0,  # [4, 5]
        -103.98375*w_bar1_y,  # [5, 3]
        -cse0,  # [5, 4]
        12.991875*w_bar2_z,  # [10, 9]
        cse1,  # [10, 11]
        -12.991875*w_bar2_y,  # [11, 9]
        -cse1,  # [11, 10]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (24).
        a: accelerations (time derivative of v) (12).
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((12, 12))
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (24).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12, 12), 28 nonzero.
    """
    # 199 operations after common subexpression elimination
    (
        _, _, _, A_bar1_11,
        A_bar1_12, A_bar1_13, A_bar1_21, A_bar1_22,
        A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33,
        _, _, _, A_bar2_11,
        A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22,
        A_bar2_23, A_bar2_31, A_bar2_32, A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = A_bar1_33*lam_3
    cse1 = A_bar1_12*lam_8
    cse2 = A_bar1_22*lam_8
    cse3 = A_bar1_32*lam_8
    cse4 = A_bar2_13*cse1 + A_bar2_23*cse2 + A_bar2_33*cse3
    cse5 = A_bar1_11*lam_8
    cse6 = A_bar1_21*lam_8
    cse7 = A_bar1_31*lam_8
    cse8 = A_bar1_13*lam_8
    cse9 = A_bar1_23*lam_8
    cse10 = A_bar1_33*lam_8
    cse11 = -A_bar2_12*cse8 - A_bar2_22*cse9 - A_bar2_32*cse10
    cse12 = A_bar2_11*cse8 + A_bar2_21*cse9 + A_bar2_31*cse10
    cse13 = (1/2)*L1
    cse14 = A_bar2_13*lam_9 + cse13*lam_0 + cse13*lam_5
    cse15 = A_bar2_23*lam_9 + cse13*lam_1 + cse13*lam_6
    cse16 = A_bar2_33*lam_9 + cse13*lam_2 + cse13*lam_7
    cse17 = A_bar1_13*lam_9
    cse18 = A_bar1_23*lam_9
    cse19 = A_bar1_33*lam_9
    cse20 = -A_bar2_12*cse17 - A_bar2_22*cse18 - A_bar2_32*cse19
    cse21 = A_bar2_11*cse17 + A_bar2_21*cse18 + A_bar2_31*cse19
    cse22 = -cse14
    cse23 = -cse15
    cse24 = -cse16
    cse25 = A_bar1_12*lam_9
    cse26 = -cse25 - cse5
    cse27 = A_bar1_22*lam_9
    cse28 = -cse27 - cse6
    cse29 = A_bar1_32*lam_9
    cse30 = -cse29 - cse7
    cse31 = A_bar1_11*lam_9 - cse1
    cse32 = A_bar1_21*lam_9 - cse2
    cse33 = A_bar1_31*lam_9 - cse3
    cse34 = (1/2)*L2
    cse35 = cse34*lam_5
    cse36 = cse34*lam_6
    cse37 = cse34*lam_7
    cse38 = -cse31
    cse39 = -cse32
    cse40 = -cse33
    cse41 = A_bar2_11*cse35 + A_bar2_21*cse36 + A_bar2_31*cse37
    out = np.zeros((12, 12))
    out[_Phi_qT_lam_q_INDEX] = (
        A_bar1_23*lam_4 - cse0 - cse4,  # [3, 3]
        A_bar2_13*cse5 + A_bar2_23*cse6 + A_bar2_33*cse7,  # [3, 4]
        -A_bar1_21*lam_4 + A_bar1_31*lam_3,  # [3, 5]
        cse11,  # [3, 9]
        cse12,  # [3, 10]
        -A_bar1_12*cse14 - A_bar1_22*cse15 - A_bar1_32*cse16,  # [4, 3]
        A_bar1_11*cse14 + A_bar1_21*cse15 + A_bar1_23*lam_4 + A_bar1_31*cse16 - cse0,  # [4, 4]
        -A_bar1_22*lam_4 + A_bar1_32*lam_3,  # [4, 5]
        cse20,  # [4, 9]
        cse21,  # [4, 10]
        A_bar1_13*cse22 + A_bar1_23*cse23 + A_bar1_33*cse24,  # [5, 3]
        A_bar2_13*cse8 + A_bar2_23*cse9 + A_bar2_33*cse10,  # [5, 4]
        -A_bar1_11*cse22 - A_bar1_21*cse23 - A_bar1_31*cse24 - cse4,  # [5, 5]
        -A_bar2_12*cse26 - A_bar2_22*cse28 - A_bar2_32*cse30,  # [5, 9]
        A_bar2_11*cse26 + A_bar2_21*cse28 + A_bar2_31*cse30,  # [5, 10]
        cse11,  # [9, 3]
        cse20,  # [9, 4]
        A_bar2_12*cse25 + A_bar2_12*cse5 + A_bar2_22*cse27 + A_bar2_22*cse6 + A_bar2_32*cse29 + A_bar2_32*cse7,  # [9, 5]
        A_bar2_13*cse31 + A_bar2_23*cse32 + A_bar2_33*cse33,  # [9, 9]
        -A_bar2_11*cse31 - A_bar2_21*cse32 - A_bar2_31*cse33,  # [9, 11]
        cse12,  # [10, 3]
        cse21,  # [10, 4]
        -A_bar2_11*cse25 - A_bar2_11*cse5 - A_bar2_21*cse27 - A_bar2_21*cse6 - A_bar2_31*cse29 - A_bar2_31*cse7,  # [10, 5]
        -A_bar2_12*cse35 - A_bar2_22*cse36 - A_bar2_32*cse37,  # [10, 9]
        -A_bar2_13*cse38 - A_bar2_23*cse39 - A_bar2_33*cse40 + cse41,  # [10, 10]
        A_bar2_12*cse38 + A_bar2_22*cse39 + A_bar2_32*cse40,  # [10, 11]
        -A_bar2_13*cse35 - A_bar2_23*cse36 - A_bar2_33*cse37,  # [11, 9]
        cse41,  # [11, 11]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (2).
        h: step size.

    Returns:
        ndarray of shape (22,), 22 nonzero.
    """
    # 175 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, A_bar1_11,
        A_bar1_12, A_bar1_13, A_bar1_21, A_bar1_22,
        A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33,
        r_bar2_x, r_bar2_y, r_bar2_z, A_bar2_11,
        A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22,
        A_bar2_23, A_bar2_31, A_bar2_32, A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        _, _, _, w_bar1_x,
        w_bar1_y, w_bar1_z, _, _,
        _, w_bar2_x, w_bar2_y, w_bar2_z,
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

    cse0 = A_bar1_13*A_bar2_13 + A_bar1_23*A_bar2_23 + A_bar1_33*A_bar2_33
    cse1 = (1/2)*L1
    cse2 = A_bar1_13*cse1
    cse3 = A_bar1_23*cse1
    cse4 = A_bar1_33*cse1
    cse5 = A_bar1_12*cse1
    cse6 = A_bar1_22*cse1
    cse7 = A_bar1_32*cse1
    cse8 = -A_bar1_11*A_bar2_13 - A_bar1_21*A_bar2_23 - A_bar1_31*A_bar2_33
    cse9 = A_bar1_12*A_bar2_13 + A_bar1_22*A_bar2_23 + A_bar1_32*A_bar2_33
    cse10 = (1/2)*L2
    cse11 = cse10*lam_5
    cse12 = cse10*lam_6
    cse13 = cse10*lam_7
    cse14 = h**(-2)
    cse15 = A_bar1_11*cse1
    cse16 = A_bar1_21*cse1
    cse17 = A_bar1_31*cse1
    return np.array([
        78.0*acc_0 + lam_0 - lam_5,  # [0]
        78.0*acc_1 + lam_1 - lam_6,  # [1]
        78.0*acc_2 + lam_2 - lam_7 + 765.1800000000001,  # [2]
        A_bar1_22*lam_4 - A_bar1_32*lam_3 + 0.0325*acc_3 + cse0*lam_8,  # [3]
        -A_bar1_21*lam_4 + A_bar1_31*lam_3 + 104.01625*acc_4 + cse0*lam_9 + cse2*lam_0 + cse2*lam_5 + cse3*lam_1 + cse3*lam_6 + cse4*lam_2 + cse4*lam_7 - 103.98375*w_bar1_x*w_bar1_z,  # [4]
        104.01625*acc_5 - cse5*lam_0 - cse5*lam_5 - cse6*lam_1 - cse6*lam_6 - cse7*lam_2 - cse7*lam_7 + cse8*lam_8 - cse9*lam_9 + 103.98375*w_bar1_x*w_bar1_y,  # [5]
        39.0*acc_6 + lam_5,  # [6]
        39.0*acc_7 + lam_6,  # [7]
        39.0*acc_8 + lam_7 + 382.59000000000003,  # [8]
        0.01625*acc_9 + lam_8*(-A_bar1_12*A_bar2_12 - A_bar1_22*A_bar2_22 - A_bar1_32*A_bar2_32) + lam_9*(A_bar1_11*A_bar2_12 + A_bar1_21*A_bar2_22 + A_bar1_31*A_bar2_32),  # [9]
        A_bar2_13*cse11 + A_bar2_23*cse12 + A_bar2_33*cse13 + 13.008125*acc_10 + lam_8*(A_bar1_12*A_bar2_11 + A_bar1_22*A_bar2_21 + A_bar1_32*A_bar2_31) + lam_9*(-A_bar1_11*A_bar2_11 - A_bar1_21*A_bar2_21 - A_bar1_31*A_bar2_31) - 12.991875*w_bar2_x*w_bar2_z,  # [10]
        -A_bar2_12*cse11 - A_bar2_22*cse12 - A_bar2_32*cse13 + 13.008125*acc_11 + 12.991875*w_bar2_x*w_bar2_y,  # [11]
        cse14*(-cse15 + r_bar1_x),  # [12]
        cse14*(-cse16 + r_bar1_y),  # [13]
        cse14*(-cse17 + r_bar1_z),  # [14]
        A_bar1_33*cse14,  # [15]
        -A_bar1_23*cse14,  # [16]
        cse14*(-A_bar2_11*cse10 - cse15 - r_bar1_x + r_bar2_x),  # [17]
        cse14*(-A_bar2_21*cse10 - cse16 - r_bar1_y + r_bar2_y),  # [18]
        cse14*(-A_bar2_31*cse10 - cse17 - r_bar1_z + r_bar2_z),  # [19]
        cse14*cse9,  # [20]
        cse14*cse8,  # [21]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (2).
        h: step size.

    Returns:
        ndarray of shape (22, 22), 132 nonzero.
    """
    # 655 operations after common subexpression elimination
    (
        _, _, _, A_bar1_11,
        A_bar1_12, A_bar1_13, A_bar1_21, A_bar1_22,
        A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33,
        _, _, _, A_bar2_11,
        A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22,
        A_bar2_23, A_bar2_31, A_bar2_32, A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        _, _, _, w_bar1_x,
        w_bar1_y, w_bar1_z, _, _,
        _, w_bar2_x, w_bar2_y, w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    h = float(h)

    cse0 = h**2
    cse1 = -A_bar1_21*lam_4 + A_bar1_31*lam_3
    cse2 = (1/2)*h
    cse3 = cse2*w_bar1_y
    cse4 = (1/6)*cse0
    cse5 = cse4*w_bar1_x
    cse6 = cse5*w_bar1_z
    cse7 = cse3 + cse6
    cse8 = cse2*w_bar1_z
    cse9 = cse5*w_bar1_y
    cse10 = -cse8 + cse9
    cse11 = A_bar1_11*lam_8
    cse12 = A_bar1_21*lam_8
    cse13 = A_bar1_31*lam_8
    cse14 = A_bar2_13*cse11 + A_bar2_23*cse12 + A_bar2_33*cse13
    cse15 = cse4*w_bar1_y**2
    cse16 = cse4*w_bar1_z**2 - 1
    cse17 = -cse15 - cse16
    cse18 = A_bar1_33*lam_3
    cse19 = A_bar1_12*A_bar2_13
    cse20 = A_bar1_22*A_bar2_23
    cse21 = A_bar1_32*A_bar2_33
    cse22 = cse19*lam_8 + cse20*lam_8 + cse21*lam_8
    cse23 = A_bar1_23*lam_4 - cse18 - cse22
    cse24 = cse2*w_bar1_x
    cse25 = cse4*w_bar1_y*w_bar1_z
    cse26 = -cse24 + cse25
    cse27 = cse4*w_bar1_x**2
    cse28 = -cse16 - cse27
    cse29 = cse8 + cse9
    cse30 = cse24 + cse25
    cse31 = -cse15 - cse27 + 1
    cse32 = -cse3 + cse6
    cse33 = cse2*w_bar2_z
    cse34 = cse4*w_bar2_y
    cse35 = cse34*w_bar2_x
    cse36 = -cse33 + cse35
    cse37 = A_bar1_13*lam_8
    cse38 = A_bar1_23*lam_8
    cse39 = A_bar1_33*lam_8
    cse40 = A_bar2_11*cse37 + A_bar2_21*cse38 + A_bar2_31*cse39
    cse41 = -A_bar2_12*cse37 - A_bar2_22*cse38 - A_bar2_32*cse39
    cse42 = cse4*w_bar2_y**2
    cse43 = cse4*w_bar2_z**2 - 1
    cse44 = -cse42 - cse43
    cse45 = cse33 + cse35
    cse46 = cse4*w_bar2_x**2
    cse47 = -cse43 - cse46
    cse48 = cse2*w_bar2_x
    cse49 = cse34*w_bar2_z
    cse50 = cse48 + cse49
    cse51 = cse2*w_bar2_y
    cse52 = cse4*w_bar2_x*w_bar2_z
    cse53 = -cse51 + cse52
    cse54 = A_bar1_13*A_bar2_13
    cse55 = A_bar1_23*A_bar2_23
    cse56 = A_bar1_33*A_bar2_33
    cse57 = cse54 + cse55 + cse56
    cse58 = 103.98375*h
    cse59 = -A_bar1_22*lam_4 + A_bar1_32*lam_3
    cse60 = (1/2)*L1
    cse61 = A_bar2_13*lam_9 + cse60*lam_0 + cse60*lam_5
    cse62 = A_bar2_23*lam_9 + cse60*lam_1 + cse60*lam_6
    cse63 = A_bar2_33*lam_9 + cse60*lam_2 + cse60*lam_7
    cse64 = A_bar1_11*cse61 + A_bar1_21*cse62 + A_bar1_23*lam_4 + A_bar1_31*cse63 - cse18
    cse65 = -A_bar1_12*cse61 - A_bar1_22*cse62 - A_bar1_32*cse63
    cse66 = cse58*w_bar1_x
    cse67 = A_bar1_13*lam_9
    cse68 = A_bar1_23*lam_9
    cse69 = A_bar1_33*lam_9
    cse70 = A_bar2_11*cse67 + A_bar2_21*cse68 + A_bar2_31*cse69
    cse71 = -A_bar2_12*cse67 - A_bar2_22*cse68 - A_bar2_32*cse69
    cse72 = A_bar1_13*cse60
    cse73 = A_bar1_23*cse60
    cse74 = A_bar1_33*cse60
    cse75 = cse54*lam_8 + cse55*lam_8 + cse56*lam_8
    cse76 = -cse61
    cse77 = -cse62
    cse78 = -cse63
    cse79 = A_bar1_13*cse76 + A_bar1_23*cse77 + A_bar1_33*cse78
    cse80 = -A_bar1_11*cse76 - A_bar1_21*cse77 - A_bar1_31*cse78 - cse22
    cse81 = A_bar1_12*lam_9
    cse82 = -cse11 - cse81
    cse83 = A_bar1_22*lam_9
    cse84 = -cse12 - cse83
    cse85 = A_bar1_32*lam_9
    cse86 = -cse13 - cse85
    cse87 = A_bar2_11*cse82 + A_bar2_21*cse84 + A_bar2_31*cse86
    cse88 = -A_bar2_12*cse82 - A_bar2_22*cse84 - A_bar2_32*cse86
    cse89 = A_bar1_12*cse60
    cse90 = -cse89
    cse91 = A_bar1_22*cse60
    cse92 = -cse91
    cse93 = A_bar1_32*cse60
    cse94 = -cse93
    cse95 = -A_bar1_11*A_bar2_13 - A_bar1_21*A_bar2_23 - A_bar1_31*A_bar2_33
    cse96 = -cse19 - cse20 - cse21
    cse97 = A_bar2_12*cse11 + A_bar2_12*cse81 + A_bar2_22*cse12 + A_bar2_22*cse83 + A_bar2_32*cse13 + A_bar2_32*cse85
    cse98 = cse51 + cse52
    cse99 = A_bar1_11*lam_9 - A_bar1_12*lam_8
    cse100 = A_bar1_21*lam_9 - A_bar1_22*lam_8
    cse101 = A_bar1_31*lam_9 - A_bar1_32*lam_8
    cse102 = -A_bar2_11*cse99 - A_bar2_21*cse100 - A_bar2_31*cse101
    cse103 = A_bar2_13*cse99 + A_bar2_23*cse100 + A_bar2_33*cse101
    cse104 = -cse48 + cse49
    cse105 = -cse42 - cse46 + 1
    cse106 = -A_bar1_12*A_bar2_12 - A_bar1_22*A_bar2_22 - A_bar1_32*A_bar2_32
    cse107 = A_bar1_11*A_bar2_12 + A_bar1_21*A_bar2_22 + A_bar1_31*A_bar2_32
    cse108 = -A_bar2_11*cse11 - A_bar2_11*cse81 - A_bar2_21*cse12 - A_bar2_21*cse83 - A_bar2_31*cse13 - A_bar2_31*cse85
    cse109 = 12.991875*h
    cse110 = (1/2)*L2
    cse111 = A_bar2_12*cse110
    cse112 = A_bar2_22*cse110
    cse113 = A_bar2_32*cse110
    cse114 = -cse111*lam_5 - cse112*lam_6 - cse113*lam_7
    cse115 = -cse99
    cse116 = -cse100
    cse117 = -cse101
    cse118 = A_bar2_12*cse115 + A_bar2_22*cse116 + A_bar2_32*cse117
    cse119 = A_bar2_11*cse110*lam_5 + A_bar2_21*cse110*lam_6 + A_bar2_31*cse110*lam_7
    cse120 = -A_bar2_13*cse115 - A_bar2_23*cse116 - A_bar2_33*cse117 + cse119
    cse121 = cse109*w_bar2_x
    cse122 = A_bar2_13*cse110
    cse123 = A_bar2_23*cse110
    cse124 = A_bar2_33*cse110
    cse125 = A_bar1_12*A_bar2_11 + A_bar1_22*A_bar2_21 + A_bar1_32*A_bar2_31
    cse126 = -A_bar1_11*A_bar2_11 - A_bar1_21*A_bar2_21 - A_bar1_31*A_bar2_31
    cse127 = -cse122*lam_5 - cse123*lam_6 - cse124*lam_7
    cse128 = (1/2)*A_bar1_13*L1*cse10 - cse7*cse89
    cse129 = (1/2)*A_bar1_13*L1*cse28 - cse26*cse89
    cse130 = (1/2)*A_bar1_13*L1*cse30 - cse31*cse89
    cse131 = (1/2)*A_bar1_23*L1*cse10 - cse7*cse91
    cse132 = (1/2)*A_bar1_23*L1*cse28 - cse26*cse91
    cse133 = (1/2)*A_bar1_23*L1*cse30 - cse31*cse91
    cse134 = (1/2)*A_bar1_33*L1*cse10 - cse7*cse93
    cse135 = (1/2)*A_bar1_33*L1*cse28 - cse26*cse93
    cse136 = (1/2)*A_bar1_33*L1*cse30 - cse31*cse93
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
        cse0*(cse1*cse7 + cse10*cse14 + cse17*cse23) + 0.0325,  # [3, 3]
        cse0*(cse1*cse26 + cse14*cse28 + cse23*cse29),  # [3, 4]
        cse0*(cse1*cse31 + cse14*cse30 + cse23*cse32),  # [3, 5]
        cse0*(cse36*cse40 + cse41*cse44),  # [3, 9]
        cse0*(cse40*cse47 + cse41*cse45),  # [3, 10]
        cse0*(cse40*cse50 + cse41*cse53),  # [3, 11]
        -A_bar1_32,  # [3, 15]
        A_bar1_22,  # [3, 16]
        cse57,  # [3, 20]
        cse0*(cse10*cse64 + cse17*cse65 + cse59*cse7) - cse58*w_bar1_z,  # [4, 3]
        cse0*(cse26*cse59 + cse28*cse64 + cse29*cse65) + 104.01625,  # [4, 4]
        cse0*(cse30*cse64 + cse31*cse59 + cse32*cse65) - cse66,  # [4, 5]
        cse0*(cse36*cse70 + cse44*cse71),  # [4, 9]
        cse0*(cse45*cse71 + cse47*cse70),  # [4, 10]
        cse0*(cse50*cse70 + cse53*cse71),  # [4, 11]
        cse72,  # [4, 12]
        cse73,  # [4, 13]
        cse74,  # [4, 14]
        A_bar1_31,  # [4, 15]
        -A_bar1_21,  # [4, 16]
        cse72,  # [4, 17]
        cse73,  # [4, 18]
        cse74,  # [4, 19]
        cse57,  # [4, 21]
        cse0*(cse10*cse75 + cse17*cse79 + cse7*cse80) + cse58*w_bar1_y,  # [5, 3]
        cse0*(cse26*cse80 + cse28*cse75 + cse29*cse79) + cse66,  # [5, 4]
        cse0*(cse30*cse75 + cse31*cse80 + cse32*cse79) + 104.01625,  # [5, 5]
        cse0*(cse36*cse87 + cse44*cse88),  # [5, 9]
        cse0*(cse45*cse88 + cse47*cse87),  # [5, 10]
        cse0*(cse50*cse87 + cse53*cse88),  # [5, 11]
        cse90,  # [5, 12]
        cse92,  # [5, 13]
        cse94,  # [5, 14]
        cse90,  # [5, 17]
        cse92,  # [5, 18]
        cse94,  # [5, 19]
        cse95,  # [5, 20]
        cse96,  # [5, 21]
        39.0,  # [6, 6]
        1,  # [6, 17]
        39.0,  # [7, 7]
        1,  # [7, 18]
        39.0,  # [8, 8]
        1,  # [8, 19]
        cse0*(cse10*cse71 + cse17*cse41 + cse7*cse97),  # [9, 3]
        cse0*(cse26*cse97 + cse28*cse71 + cse29*cse41),  # [9, 4]
        cse0*(cse30*cse71 + cse31*cse97 + cse32*cse41),  # [9, 5]
        cse0*(cse102*cse98 + cse103*cse44) + 0.01625,  # [9, 9]
        cse0*(cse102*cse104 + cse103*cse45),  # [9, 10]
        cse0*(cse102*cse105 + cse103*cse53),  # [9, 11]
        cse106,  # [9, 20]
        cse107,  # [9, 21]
        cse0*(cse10*cse70 + cse108*cse7 + cse17*cse40),  # [10, 3]
        cse0*(cse108*cse26 + cse28*cse70 + cse29*cse40),  # [10, 4]
        cse0*(cse108*cse31 + cse30*cse70 + cse32*cse40),  # [10, 5]
        cse0*(cse114*cse44 + cse118*cse98 + cse120*cse36) - cse109*w_bar2_z,  # [10, 9]
        cse0*(cse104*cse118 + cse114*cse45 + cse120*cse47) + 13.008125,  # [10, 10]
        cse0*(cse105*cse118 + cse114*cse53 + cse120*cse50) - cse121,  # [10, 11]
        cse122,  # [10, 17]
        cse123,  # [10, 18]
        cse124,  # [10, 19]
        cse125,  # [10, 20]
        cse126,  # [10, 21]
        cse0*(cse119*cse98 + cse127*cse44) + cse109*w_bar2_y,  # [11, 9]
        cse0*(cse104*cse119 + cse127*cse45) + cse121,  # [11, 10]
        cse0*(cse105*cse119 + cse127*cse53) + 13.008125,  # [11, 11]
        -cse111,  # [11, 17]
        -cse112,  # [11, 18]
        -cse113,  # [11, 19]
        1,  # [12, 0]
        cse128,  # [12, 3]
        cse129,  # [12, 4]
        cse130,  # [12, 5]
        1,  # [13, 1]
        cse131,  # [13, 3]
        cse132,  # [13, 4]
        cse133,  # [13, 5]
        1,  # [14, 2]
        cse134,  # [14, 3]
        cse135,  # [14, 4]
        cse136,  # [14, 5]
        A_bar1_31*cse10 - A_bar1_32*cse17,  # [15, 3]
        A_bar1_31*cse28 - A_bar1_32*cse29,  # [15, 4]
        A_bar1_31*cse30 - A_bar1_32*cse32,  # [15, 5]
        -A_bar1_21*cse10 + A_bar1_22*cse17,  # [16, 3]
        -A_bar1_21*cse28 + A_bar1_22*cse29,  # [16, 4]
        -A_bar1_21*cse30 + A_bar1_22*cse32,  # [16, 5]
        -1,  # [17, 0]
        cse128,  # [17, 3]
        cse129,  # [17, 4]
        cse130,  # [17, 5]
        1,  # [17, 6]
        (1/2)*A_bar2_13*L2*cse36 - cse111*cse98,  # [17, 9]
        (1/2)*A_bar2_13*L2*cse47 - cse104*cse111,  # [17, 10]
        (1/2)*A_bar2_13*L2*cse50 - cse105*cse111,  # [17, 11]
        -1,  # [18, 1]
        cse131,  # [18, 3]
        cse132,  # [18, 4]
        cse133,  # [18, 5]
        1,  # [18, 7]
        (1/2)*A_bar2_23*L2*cse36 - cse112*cse98,  # [18, 9]
        (1/2)*A_bar2_23*L2*cse47 - cse104*cse112,  # [18, 10]
        (1/2)*A_bar2_23*L2*cse50 - cse105*cse112,  # [18, 11]
        -1,  # [19, 2]
        cse134,  # [19, 3]
        cse135,  # [19, 4]
        cse136,  # [19, 5]
        1,  # [19, 8]
        (1/2)*A_bar2_33*L2*cse36 - cse113*cse98,  # [19, 9]
        (1/2)*A_bar2_33*L2*cse47 - cse104*cse113,  # [19, 10]
        (1/2)*A_bar2_33*L2*cse50 - cse105*cse113,  # [19, 11]
        cse17*cse57 + cse7*cse95,  # [20, 3]
        cse26*cse95 + cse29*cse57,  # [20, 4]
        cse31*cse95 + cse32*cse57,  # [20, 5]
        cse106*cse44 + cse125*cse36,  # [20, 9]
        cse106*cse45 + cse125*cse47,  # [20, 10]
        cse106*cse53 + cse125*cse50,  # [20, 11]
        cse10*cse57 + cse7*cse96,  # [21, 3]
        cse26*cse96 + cse28*cse57,  # [21, 4]
        cse30*cse57 + cse31*cse96,  # [21, 5]
        cse107*cse44 + cse126*cse36,  # [21, 9]
        cse107*cse45 + cse126*cse47,  # [21, 10]
        cse107*cse53 + cse126*cse50,  # [21, 11]
    )
    return out



def energy(q, v, t, p):
    """Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring
    potentials.

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (1,), 1 nonzero.
    """
    # 39 operations after common subexpression elimination
    (
        _, _, r_bar1_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, r_bar2_z, _,
        _, _, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, w_bar1_x,
        w_bar1_y, w_bar1_z, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, w_bar2_x, w_bar2_y, w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    return np.array([
        765.1800000000001*r_bar1_z + 382.59000000000003*r_bar2_z + 39.0*rd_bar1_x**2 + 39.0*rd_bar1_y**2 + 39.0*rd_bar1_z**2 + 19.5*rd_bar2_x**2 + 19.5*rd_bar2_y**2 + 19.5*rd_bar2_z**2 + 0.01625*w_bar1_x**2 + 52.008125*w_bar1_y**2 + 52.008125*w_bar1_z**2 + 0.008125*w_bar2_x**2 + 6.5040625*w_bar2_y**2 + 6.5040625*w_bar2_z**2,  # [0]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        p: parameters (2).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 72 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, A_bar1_11,
        A_bar1_12, A_bar1_13, A_bar1_21, A_bar1_22,
        A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33,
        r_bar2_x, r_bar2_y, r_bar2_z, A_bar2_11,
        A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22,
        A_bar2_23, A_bar2_31, A_bar2_32, A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, w_bar1_x,
        w_bar1_y, w_bar1_z, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, w_bar2_x, w_bar2_y, w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = 78.0*rd_bar1_x
    cse1 = 39.0*rd_bar2_x
    cse2 = 78.0*rd_bar1_y
    cse3 = 39.0*rd_bar2_y
    cse4 = 78.0*rd_bar1_z
    cse5 = 39.0*rd_bar2_z
    cse6 = 0.0325*w_bar1_x
    cse7 = 104.01625*w_bar1_y
    cse8 = 104.01625*w_bar1_z
    cse9 = 0.01625*w_bar2_x
    cse10 = 13.008125*w_bar2_y
    cse11 = 13.008125*w_bar2_z
    return np.array([
        cse0 + cse1,  # [0]
        cse2 + cse3,  # [1]
        cse4 + cse5,  # [2]
        A_bar1_11*cse6 + A_bar1_12*cse7 + A_bar1_13*cse8 + A_bar2_11*cse9 + A_bar2_12*cse10 + A_bar2_13*cse11 - cse2*r_bar1_z - cse3*r_bar2_z + cse4*r_bar1_y + cse5*r_bar2_y,  # [3]
        A_bar1_21*cse6 + A_bar1_22*cse7 + A_bar1_23*cse8 + A_bar2_21*cse9 + A_bar2_22*cse10 + A_bar2_23*cse11 + cse0*r_bar1_z + cse1*r_bar2_z - cse4*r_bar1_x - cse5*r_bar2_x,  # [4]
        A_bar1_31*cse6 + A_bar1_32*cse7 + A_bar1_33*cse8 + A_bar2_31*cse9 + A_bar2_32*cse10 + A_bar2_33*cse11 - cse0*r_bar1_y - cse1*r_bar2_y + cse2*r_bar1_x + cse3*r_bar2_x,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (24).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, A_bar1_11,
        A_bar1_12, A_bar1_13, A_bar1_21, A_bar1_22,
        A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33,
        r_bar2_x, r_bar2_y, r_bar2_z, A_bar2_11,
        A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22,
        A_bar2_23, A_bar2_31, A_bar2_32, A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    return np.array([
        r_bar1_x,  # [0, 0]
        r_bar1_y,  # [0, 1]
        r_bar1_z,  # [0, 2]
        A_bar1_11,  # [0, 3]
        A_bar1_12,  # [0, 4]
        A_bar1_13,  # [0, 5]
        A_bar1_21,  # [0, 6]
        A_bar1_22,  # [0, 7]
        A_bar1_23,  # [0, 8]
        A_bar1_31,  # [0, 9]
        A_bar1_32,  # [0, 10]
        A_bar1_33,  # [0, 11]
        r_bar2_x,  # [1, 0]
        r_bar2_y,  # [1, 1]
        r_bar2_z,  # [1, 2]
        A_bar2_11,  # [1, 3]
        A_bar2_12,  # [1, 4]
        A_bar2_13,  # [1, 5]
        A_bar2_21,  # [1, 6]
        A_bar2_22,  # [1, 7]
        A_bar2_23,  # [1, 8]
        A_bar2_31,  # [1, 9]
        A_bar2_32,  # [1, 10]
        A_bar2_33,  # [1, 11]
    ]).reshape(2, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 30 operations after common subexpression elimination
    (
        _, _, _, A_bar1_11,
        A_bar1_12, A_bar1_13, A_bar1_21, A_bar1_22,
        A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33,
        _, _, _, A_bar2_11,
        A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22,
        A_bar2_23, A_bar2_31, A_bar2_32, A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, w_bar1_x,
        w_bar1_y, w_bar1_z, rd_bar2_x, rd_bar2_y,
        rd_bar2_z, w_bar2_x, w_bar2_y, w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    return np.array([
        rd_bar1_x,  # [0, 0]
        rd_bar1_y,  # [0, 1]
        rd_bar1_z,  # [0, 2]
        A_bar1_11*w_bar1_x + A_bar1_12*w_bar1_y + A_bar1_13*w_bar1_z,  # [0, 3]
        A_bar1_21*w_bar1_x + A_bar1_22*w_bar1_y + A_bar1_23*w_bar1_z,  # [0, 4]
        A_bar1_31*w_bar1_x + A_bar1_32*w_bar1_y + A_bar1_33*w_bar1_z,  # [0, 5]
        rd_bar2_x,  # [1, 0]
        rd_bar2_y,  # [1, 1]
        rd_bar2_z,  # [1, 2]
        A_bar2_11*w_bar2_x + A_bar2_12*w_bar2_y + A_bar2_13*w_bar2_z,  # [1, 3]
        A_bar2_21*w_bar2_x + A_bar2_22*w_bar2_y + A_bar2_23*w_bar2_z,  # [1, 4]
        A_bar2_31*w_bar2_x + A_bar2_32*w_bar2_y + A_bar2_33*w_bar2_z,  # [1, 5]
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

