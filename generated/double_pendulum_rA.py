# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: rA
# scheme: any
# input hash: c6bb083b66abdefc
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
INPUT_HASH = 'c6bb083b66abdefc'
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
 'initial_velocities',
 'chart']
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
             'initial_velocities',
             'chart'],
 'notices': [],
 'input_hash': 'c6bb083b66abdefc'}
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
_chart_INDEX = (
    np.array([0, 0, 0, 1, 1, 1]),
    np.array([0, 4, 8, 0, 4, 8]),
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
    # 168 operations after common subexpression elimination
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

    cse0 = dv_5**2
    cse1 = dv_4**2
    cse2 = dv_3**2
    cse3 = math.sqrt(cse0 + cse1 + cse2)
    cse4 = (1/2)*_sinc((1/2)*cse3)**2
    cse5 = cse4*dv_3*dv_5
    cse6 = _sinc(cse3)
    cse7 = cse6*dv_4
    cse8 = cse5 - cse7
    cse9 = cse4*dv_4
    cse10 = cse9*dv_3
    cse11 = cse6*dv_5
    cse12 = cse10 + cse11
    cse13 = -cse1*cse4
    cse14 = -cse0*cse4 + 1
    cse15 = cse13 + cse14
    cse16 = cse9*dv_5
    cse17 = cse6*dv_3
    cse18 = cse16 + cse17
    cse19 = -cse2*cse4
    cse20 = cse14 + cse19
    cse21 = cse10 - cse11
    cse22 = cse13 + cse19 + 1
    cse23 = cse16 - cse17
    cse24 = cse5 + cse7
    cse25 = dv_9**2
    cse26 = dv_11**2
    cse27 = dv_10**2
    cse28 = math.sqrt(cse25 + cse26 + cse27)
    cse29 = (1/2)*_sinc((1/2)*cse28)**2
    cse30 = cse29*dv_11
    cse31 = cse30*dv_9
    cse32 = _sinc(cse28)
    cse33 = cse32*dv_10
    cse34 = cse31 - cse33
    cse35 = cse29*dv_10*dv_9
    cse36 = cse32*dv_11
    cse37 = cse35 + cse36
    cse38 = -cse26*cse29
    cse39 = -cse27*cse29
    cse40 = cse38 + cse39 + 1
    cse41 = cse30*dv_10
    cse42 = cse32*dv_9
    cse43 = cse41 + cse42
    cse44 = -cse25*cse29 + 1
    cse45 = cse38 + cse44
    cse46 = cse35 - cse36
    cse47 = cse39 + cse44
    cse48 = cse41 - cse42
    cse49 = cse31 + cse33
    return np.array([
        dv_0 + r_bar1_x,  # [0]
        dv_1 + r_bar1_y,  # [1]
        dv_2 + r_bar1_z,  # [2]
        A_bar1_11*cse15 + A_bar1_12*cse12 + A_bar1_13*cse8,  # [3]
        A_bar1_11*cse21 + A_bar1_12*cse20 + A_bar1_13*cse18,  # [4]
        A_bar1_11*cse24 + A_bar1_12*cse23 + A_bar1_13*cse22,  # [5]
        A_bar1_21*cse15 + A_bar1_22*cse12 + A_bar1_23*cse8,  # [6]
        A_bar1_21*cse21 + A_bar1_22*cse20 + A_bar1_23*cse18,  # [7]
        A_bar1_21*cse24 + A_bar1_22*cse23 + A_bar1_23*cse22,  # [8]
        A_bar1_31*cse15 + A_bar1_32*cse12 + A_bar1_33*cse8,  # [9]
        A_bar1_31*cse21 + A_bar1_32*cse20 + A_bar1_33*cse18,  # [10]
        A_bar1_31*cse24 + A_bar1_32*cse23 + A_bar1_33*cse22,  # [11]
        dv_6 + r_bar2_x,  # [12]
        dv_7 + r_bar2_y,  # [13]
        dv_8 + r_bar2_z,  # [14]
        A_bar2_11*cse40 + A_bar2_12*cse37 + A_bar2_13*cse34,  # [15]
        A_bar2_11*cse46 + A_bar2_12*cse45 + A_bar2_13*cse43,  # [16]
        A_bar2_11*cse49 + A_bar2_12*cse48 + A_bar2_13*cse47,  # [17]
        A_bar2_21*cse40 + A_bar2_22*cse37 + A_bar2_23*cse34,  # [18]
        A_bar2_21*cse46 + A_bar2_22*cse45 + A_bar2_23*cse43,  # [19]
        A_bar2_21*cse49 + A_bar2_22*cse48 + A_bar2_23*cse47,  # [20]
        A_bar2_31*cse40 + A_bar2_32*cse37 + A_bar2_33*cse34,  # [21]
        A_bar2_31*cse46 + A_bar2_32*cse45 + A_bar2_33*cse43,  # [22]
        A_bar2_31*cse49 + A_bar2_32*cse48 + A_bar2_33*cse47,  # [23]
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
    # 54 operations after common subexpression elimination
    (
        _, _, _, dv_3,
        dv_4, dv_5, _, _,
        _, dv_9, dv_10, dv_11,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (12,) else _floats(dv, 12, "dv")

    cse0 = -1/6*dv_4**2
    cse1 = 1 - 1/6*dv_5**2
    cse2 = (1/6)*dv_3
    cse3 = cse2*dv_4
    cse4 = (1/2)*dv_5
    cse5 = cse2*dv_5
    cse6 = (1/2)*dv_4
    cse7 = -1/6*dv_3**2
    cse8 = (1/6)*dv_4*dv_5
    cse9 = (1/2)*dv_3
    cse10 = -1/6*dv_10**2
    cse11 = 1 - 1/6*dv_11**2
    cse12 = (1/6)*dv_10
    cse13 = cse12*dv_9
    cse14 = (1/2)*dv_11
    cse15 = (1/6)*dv_11*dv_9
    cse16 = (1/2)*dv_10
    cse17 = -1/6*dv_9**2
    cse18 = cse12*dv_11
    cse19 = (1/2)*dv_9
    out = np.zeros((12, 12))
    out[_tangent_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        cse0 + cse1,  # [3, 3]
        cse3 + cse4,  # [3, 4]
        cse5 - cse6,  # [3, 5]
        cse3 - cse4,  # [4, 3]
        cse1 + cse7,  # [4, 4]
        cse8 + cse9,  # [4, 5]
        cse5 + cse6,  # [5, 3]
        cse8 - cse9,  # [5, 4]
        cse0 + cse7 + 1,  # [5, 5]
        1,  # [6, 6]
        1,  # [7, 7]
        1,  # [8, 8]
        cse10 + cse11,  # [9, 9]
        cse13 + cse14,  # [9, 10]
        cse15 - cse16,  # [9, 11]
        cse13 - cse14,  # [10, 9]
        cse11 + cse17,  # [10, 10]
        cse18 + cse19,  # [10, 11]
        cse15 + cse16,  # [11, 9]
        cse18 - cse19,  # [11, 10]
        cse10 + cse17 + 1,  # [11, 11]
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
    # 35 operations after common subexpression elimination
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
    cse1 = -A_bar1_11*cse0
    cse2 = -A_bar1_21*cse0
    cse3 = -A_bar1_31*cse0
    cse4 = (1/2)*L2
    return np.array([
        cse1 + r_bar1_x,  # [0]
        cse2 + r_bar1_y,  # [1]
        cse3 + r_bar1_z,  # [2]
        A_bar1_33,  # [3]
        -A_bar1_23,  # [4]
        -A_bar2_11*cse4 + cse1 - r_bar1_x + r_bar2_x,  # [5]
        -A_bar2_21*cse4 + cse2 - r_bar1_y + r_bar2_y,  # [6]
        -A_bar2_31*cse4 + cse3 - r_bar1_z + r_bar2_z,  # [7]
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
    # 175 operations after common subexpression elimination
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
    cse1 = (1/2)*L1
    cse2 = cse1*w_bar1_y
    cse3 = -A_bar1_11*w_bar1_z + A_bar1_13*w_bar1_x
    cse4 = cse1*w_bar1_z
    cse5 = cse0*cse2 - cse3*cse4
    cse6 = A_bar1_21*w_bar1_y - A_bar1_22*w_bar1_x
    cse7 = -A_bar1_21*w_bar1_z + A_bar1_23*w_bar1_x
    cse8 = cse2*cse6 - cse4*cse7
    cse9 = A_bar1_31*w_bar1_y - A_bar1_32*w_bar1_x
    cse10 = -A_bar1_31*w_bar1_z + A_bar1_33*w_bar1_x
    cse11 = -cse10*cse4 + cse2*cse9
    cse12 = A_bar1_33*w_bar1_y
    cse13 = A_bar1_32*w_bar1_z
    cse14 = -cse12 + cse13
    cse15 = A_bar1_23*w_bar1_y
    cse16 = A_bar1_22*w_bar1_z
    cse17 = -cse15 + cse16
    cse18 = -A_bar2_11*w_bar2_z + A_bar2_13*w_bar2_x
    cse19 = (1/2)*L2
    cse20 = cse19*w_bar2_z
    cse21 = A_bar2_12*w_bar2_x
    cse22 = A_bar2_11*w_bar2_y
    cse23 = -cse21 + cse22
    cse24 = cse19*w_bar2_y
    cse25 = A_bar2_22*w_bar2_x
    cse26 = A_bar2_21*w_bar2_y
    cse27 = -cse25 + cse26
    cse28 = -A_bar2_21*w_bar2_z + A_bar2_23*w_bar2_x
    cse29 = A_bar2_32*w_bar2_x
    cse30 = A_bar2_31*w_bar2_y
    cse31 = -cse29 + cse30
    cse32 = -A_bar2_31*w_bar2_z + A_bar2_33*w_bar2_x
    cse33 = w_bar2_y*(A_bar2_32*w_bar2_z - A_bar2_33*w_bar2_y)
    cse34 = A_bar1_13*w_bar1_y
    cse35 = A_bar1_12*w_bar1_z
    cse36 = -cse34 + cse35
    cse37 = A_bar2_13*w_bar1_z
    cse38 = cse32*w_bar2_x
    cse39 = w_bar2_y*(A_bar2_12*w_bar2_z - A_bar2_13*w_bar2_y)
    cse40 = A_bar2_23*w_bar1_z
    cse41 = A_bar2_33*w_bar1_z
    cse42 = cse28*w_bar2_x
    cse43 = A_bar2_13*cse0
    cse44 = A_bar2_23*cse6
    cse45 = A_bar2_33*cse9
    cse46 = cse18*w_bar2_x
    cse47 = w_bar2_y*(A_bar2_22*w_bar2_z - A_bar2_23*w_bar2_y)
    return np.array([
        -cse5,  # [0]
        -cse8,  # [1]
        -cse11,  # [2]
        cse10*w_bar1_x - cse14*w_bar1_y,  # [3]
        cse17*w_bar1_y - cse7*w_bar1_x,  # [4]
        cse18*cse20 - cse23*cse24 - cse5,  # [5]
        cse20*cse28 - cse24*cse27 - cse8,  # [6]
        -cse11 + cse20*cse32 - cse24*cse31,  # [7]
        -A_bar1_12*cse39 + A_bar1_12*cse46 + A_bar1_22*cse42 - A_bar1_22*cse47 - A_bar1_32*cse33 + A_bar1_32*cse38 - 2*cse10*cse31 + cse14*cse41 + cse17*cse40 - 2*cse23*cse3 - 2*cse27*cse7 + cse36*cse37 - cse43*w_bar1_x - cse44*w_bar1_x - cse45*w_bar1_x,  # [8]
        A_bar1_11*cse39 - A_bar1_11*cse46 - A_bar1_21*cse42 + A_bar1_21*cse47 + A_bar1_31*cse33 - A_bar1_31*cse38 + cse10*cse41 - cse14*(cse29 - cse30) - cse17*(cse25 - cse26) - cse23*(cse34 - cse35) - cse27*(cse15 - cse16) + cse3*cse37 - cse31*(cse12 - cse13) - cse36*(cse21 - cse22) + cse40*cse7 - cse43*w_bar1_y - cse44*w_bar1_y - cse45*w_bar1_y,  # [9]
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
    # 204 operations after common subexpression elimination
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

    cse0 = A_bar1_23*lam_4 - A_bar1_33*lam_3
    cse1 = A_bar1_32*lam_8
    cse2 = A_bar1_22*lam_8
    cse3 = A_bar1_12*lam_8
    cse4 = -A_bar2_13*cse3 - A_bar2_23*cse2 - A_bar2_33*cse1
    cse5 = A_bar1_31*lam_8
    cse6 = A_bar1_21*lam_8
    cse7 = A_bar1_11*lam_8
    cse8 = A_bar1_33*A_bar2_32
    cse9 = A_bar1_23*lam_8
    cse10 = A_bar1_13*lam_8
    cse11 = -A_bar2_12*cse10 - A_bar2_22*cse9 - cse8*lam_8
    cse12 = A_bar1_33*A_bar2_31
    cse13 = A_bar2_11*cse10 + A_bar2_21*cse9 + cse12*lam_8
    cse14 = (1/2)*L1
    cse15 = cse14*lam_2
    cse16 = cse14*lam_7
    cse17 = A_bar2_33*lam_9
    cse18 = cse15 + cse16 + cse17
    cse19 = cse14*lam_1
    cse20 = cse14*lam_6
    cse21 = A_bar2_23*lam_9
    cse22 = cse19 + cse20 + cse21
    cse23 = cse14*lam_0
    cse24 = cse14*lam_5
    cse25 = A_bar2_13*lam_9
    cse26 = cse23 + cse24 + cse25
    cse27 = A_bar1_23*lam_9
    cse28 = A_bar1_13*lam_9
    cse29 = -A_bar2_12*cse28 - A_bar2_22*cse27 - cse8*lam_9
    cse30 = A_bar2_11*cse28 + A_bar2_21*cse27 + cse12*lam_9
    cse31 = -cse15 - cse16 - cse17
    cse32 = -cse19 - cse20 - cse21
    cse33 = -cse23 - cse24 - cse25
    cse34 = A_bar1_32*lam_9
    cse35 = -cse34 - cse5
    cse36 = A_bar1_22*lam_9
    cse37 = -cse36 - cse6
    cse38 = A_bar1_12*lam_9
    cse39 = -cse38 - cse7
    cse40 = A_bar1_31*lam_9
    cse41 = -cse1 + cse40
    cse42 = A_bar1_21*lam_9
    cse43 = -cse2 + cse42
    cse44 = A_bar1_11*lam_9
    cse45 = -cse3 + cse44
    cse46 = (1/2)*L2
    cse47 = cse46*lam_7
    cse48 = cse46*lam_6
    cse49 = cse46*lam_5
    cse50 = cse1 - cse40
    cse51 = cse2 - cse42
    cse52 = cse3 - cse44
    cse53 = A_bar2_11*cse49 + A_bar2_21*cse48 + A_bar2_31*cse47
    out = np.zeros((12, 12))
    out[_Phi_qT_lam_q_INDEX] = (
        cse0 + cse4,  # [3, 3]
        A_bar2_13*cse7 + A_bar2_23*cse6 + A_bar2_33*cse5,  # [3, 4]
        -A_bar1_21*lam_4 + A_bar1_31*lam_3,  # [3, 5]
        cse11,  # [3, 9]
        cse13,  # [3, 10]
        -A_bar1_12*cse26 - A_bar1_22*cse22 - A_bar1_32*cse18,  # [4, 3]
        A_bar1_11*cse26 + A_bar1_21*cse22 + A_bar1_31*cse18 + cse0,  # [4, 4]
        -A_bar1_22*lam_4 + A_bar1_32*lam_3,  # [4, 5]
        cse29,  # [4, 9]
        cse30,  # [4, 10]
        A_bar1_13*cse33 + A_bar1_23*cse32 + A_bar1_33*cse31,  # [5, 3]
        A_bar1_33*A_bar2_33*lam_8 + A_bar2_13*cse10 + A_bar2_23*cse9,  # [5, 4]
        -A_bar1_11*cse33 - A_bar1_21*cse32 - A_bar1_31*cse31 + cse4,  # [5, 5]
        -A_bar2_12*cse39 - A_bar2_22*cse37 - A_bar2_32*cse35,  # [5, 9]
        A_bar2_11*cse39 + A_bar2_21*cse37 + A_bar2_31*cse35,  # [5, 10]
        cse11,  # [9, 3]
        cse29,  # [9, 4]
        A_bar2_12*cse38 + A_bar2_12*cse7 + A_bar2_22*cse36 + A_bar2_22*cse6 + A_bar2_32*cse34 + A_bar2_32*cse5,  # [9, 5]
        A_bar2_13*cse45 + A_bar2_23*cse43 + A_bar2_33*cse41,  # [9, 9]
        -A_bar2_11*cse45 - A_bar2_21*cse43 - A_bar2_31*cse41,  # [9, 11]
        cse13,  # [10, 3]
        cse30,  # [10, 4]
        -A_bar2_11*cse38 - A_bar2_11*cse7 - A_bar2_21*cse36 - A_bar2_21*cse6 - A_bar2_31*cse34 - A_bar2_31*cse5,  # [10, 5]
        -A_bar2_12*cse49 - A_bar2_22*cse48 - A_bar2_32*cse47,  # [10, 9]
        -A_bar2_13*cse52 - A_bar2_23*cse51 - A_bar2_33*cse50 + cse53,  # [10, 10]
        A_bar2_12*cse52 + A_bar2_22*cse51 + A_bar2_32*cse50,  # [10, 11]
        -A_bar2_13*cse49 - A_bar2_23*cse48 - A_bar2_33*cse47,  # [11, 9]
        cse53,  # [11, 11]
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
    # 179 operations after common subexpression elimination
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
    cse2 = cse1*lam_7
    cse3 = cse1*lam_5
    cse4 = cse1*lam_6
    cse5 = cse1*lam_2
    cse6 = cse1*lam_1
    cse7 = 103.98375*w_bar1_x
    cse8 = cse1*lam_0
    cse9 = A_bar1_32*A_bar2_33
    cse10 = A_bar1_22*A_bar2_23
    cse11 = A_bar1_12*A_bar2_13
    cse12 = -A_bar1_11*A_bar2_13 - A_bar1_21*A_bar2_23 - A_bar1_31*A_bar2_33
    cse13 = 12.991875*w_bar2_x
    cse14 = (1/2)*L2
    cse15 = cse14*lam_7
    cse16 = cse14*lam_6
    cse17 = cse14*lam_5
    cse18 = h**(-2)
    cse19 = -A_bar1_11*cse1
    cse20 = -A_bar1_21*cse1
    cse21 = -A_bar1_31*cse1
    return np.array([
        78.0*acc_0 + lam_0 - lam_5,  # [0]
        78.0*acc_1 + lam_1 - lam_6,  # [1]
        78.0*acc_2 + lam_2 - lam_7 + 765.1800000000001,  # [2]
        A_bar1_22*lam_4 - A_bar1_32*lam_3 + 0.0325*acc_3 + cse0*lam_8,  # [3]
        A_bar1_13*cse3 + A_bar1_13*cse8 - A_bar1_21*lam_4 + A_bar1_23*cse4 + A_bar1_23*cse6 + A_bar1_31*lam_3 + A_bar1_33*cse2 + A_bar1_33*cse5 + 104.01625*acc_4 + cse0*lam_9 - cse7*w_bar1_z,  # [4]
        -A_bar1_12*cse3 - A_bar1_12*cse8 - A_bar1_22*cse4 - A_bar1_22*cse6 - A_bar1_32*cse2 - A_bar1_32*cse5 + 104.01625*acc_5 + cse12*lam_8 + cse7*w_bar1_y + lam_9*(-cse10 - cse11 - cse9),  # [5]
        39.0*acc_6 + lam_5,  # [6]
        39.0*acc_7 + lam_6,  # [7]
        39.0*acc_8 + lam_7 + 382.59000000000003,  # [8]
        0.01625*acc_9 + lam_8*(-A_bar1_12*A_bar2_12 - A_bar1_22*A_bar2_22 - A_bar1_32*A_bar2_32) + lam_9*(A_bar1_11*A_bar2_12 + A_bar1_21*A_bar2_22 + A_bar1_31*A_bar2_32),  # [9]
        A_bar2_13*cse17 + A_bar2_23*cse16 + A_bar2_33*cse15 + 13.008125*acc_10 - cse13*w_bar2_z + lam_8*(A_bar1_12*A_bar2_11 + A_bar1_22*A_bar2_21 + A_bar1_32*A_bar2_31) + lam_9*(-A_bar1_11*A_bar2_11 - A_bar1_21*A_bar2_21 - A_bar1_31*A_bar2_31),  # [10]
        -A_bar2_12*cse17 - A_bar2_22*cse16 - A_bar2_32*cse15 + 13.008125*acc_11 + cse13*w_bar2_y,  # [11]
        cse18*(cse19 + r_bar1_x),  # [12]
        cse18*(cse20 + r_bar1_y),  # [13]
        cse18*(cse21 + r_bar1_z),  # [14]
        A_bar1_33*cse18,  # [15]
        -A_bar1_23*cse18,  # [16]
        cse18*(-A_bar2_11*cse14 + cse19 - r_bar1_x + r_bar2_x),  # [17]
        cse18*(-A_bar2_21*cse14 + cse20 - r_bar1_y + r_bar2_y),  # [18]
        cse18*(-A_bar2_31*cse14 + cse21 - r_bar1_z + r_bar2_z),  # [19]
        cse18*(cse10 + cse11 + cse9),  # [20]
        cse12*cse18,  # [21]
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
    # 623 operations after common subexpression elimination
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
    cse2 = (1/6)*cse0
    cse3 = cse2*w_bar1_x*w_bar1_z
    cse4 = (1/2)*h
    cse5 = cse4*w_bar1_y
    cse6 = cse3 + cse5
    cse7 = cse2*w_bar1_y
    cse8 = cse7*w_bar1_x
    cse9 = cse4*w_bar1_z
    cse10 = cse8 - cse9
    cse11 = A_bar1_31*A_bar2_33
    cse12 = A_bar1_21*A_bar2_23
    cse13 = A_bar1_11*A_bar2_13
    cse14 = cse11*lam_8 + cse12*lam_8 + cse13*lam_8
    cse15 = -cse2*w_bar1_z**2
    cse16 = -cse2*w_bar1_y**2
    cse17 = cse15 + cse16 + 1
    cse18 = A_bar1_23*lam_4 - A_bar1_33*lam_3
    cse19 = A_bar1_32*A_bar2_33
    cse20 = A_bar1_22*A_bar2_23
    cse21 = A_bar1_12*A_bar2_13
    cse22 = -cse19*lam_8 - cse20*lam_8 - cse21*lam_8
    cse23 = cse18 + cse22
    cse24 = cse7*w_bar1_z
    cse25 = cse4*w_bar1_x
    cse26 = cse24 - cse25
    cse27 = -cse2*w_bar1_x**2 + 1
    cse28 = cse15 + cse27
    cse29 = cse8 + cse9
    cse30 = cse24 + cse25
    cse31 = cse16 + cse27
    cse32 = cse3 - cse5
    cse33 = cse2*w_bar2_x
    cse34 = cse33*w_bar2_y
    cse35 = cse4*w_bar2_z
    cse36 = cse34 - cse35
    cse37 = A_bar1_33*lam_8
    cse38 = A_bar1_23*lam_8
    cse39 = A_bar1_13*A_bar2_11
    cse40 = A_bar2_21*cse38 + A_bar2_31*cse37 + cse39*lam_8
    cse41 = -cse2*w_bar2_z**2
    cse42 = -cse2*w_bar2_y**2
    cse43 = cse41 + cse42 + 1
    cse44 = A_bar1_13*A_bar2_12
    cse45 = -A_bar2_22*cse38 - A_bar2_32*cse37 - cse44*lam_8
    cse46 = -cse2*w_bar2_x**2 + 1
    cse47 = cse41 + cse46
    cse48 = cse34 + cse35
    cse49 = cse2*w_bar2_y*w_bar2_z
    cse50 = cse4*w_bar2_x
    cse51 = cse49 + cse50
    cse52 = cse33*w_bar2_z
    cse53 = cse4*w_bar2_y
    cse54 = cse52 - cse53
    cse55 = A_bar1_33*A_bar2_33
    cse56 = A_bar1_23*A_bar2_23
    cse57 = A_bar1_13*A_bar2_13
    cse58 = cse55 + cse56 + cse57
    cse59 = 103.98375*h
    cse60 = -A_bar1_22*lam_4 + A_bar1_32*lam_3
    cse61 = (1/2)*L1
    cse62 = cse61*lam_2
    cse63 = cse61*lam_7
    cse64 = A_bar2_33*lam_9
    cse65 = cse62 + cse63 + cse64
    cse66 = cse61*lam_1
    cse67 = cse61*lam_6
    cse68 = A_bar2_23*lam_9
    cse69 = cse66 + cse67 + cse68
    cse70 = cse61*lam_0
    cse71 = cse61*lam_5
    cse72 = A_bar2_13*lam_9
    cse73 = cse70 + cse71 + cse72
    cse74 = A_bar1_11*cse73 + A_bar1_21*cse69 + A_bar1_31*cse65 + cse18
    cse75 = -A_bar1_12*cse73 - A_bar1_22*cse69 - A_bar1_32*cse65
    cse76 = cse59*w_bar1_x
    cse77 = A_bar1_33*lam_9
    cse78 = A_bar1_23*lam_9
    cse79 = A_bar2_21*cse78 + A_bar2_31*cse77 + cse39*lam_9
    cse80 = -A_bar2_22*cse78 - A_bar2_32*cse77 - cse44*lam_9
    cse81 = A_bar1_13*cse61
    cse82 = A_bar1_23*cse61
    cse83 = A_bar1_33*cse61
    cse84 = -cse62 - cse63 - cse64
    cse85 = -cse66 - cse67 - cse68
    cse86 = -cse70 - cse71 - cse72
    cse87 = -A_bar1_11*cse86 - A_bar1_21*cse85 - A_bar1_31*cse84 + cse22
    cse88 = cse55*lam_8 + cse56*lam_8 + cse57*lam_8
    cse89 = A_bar1_13*cse86 + A_bar1_23*cse85 + A_bar1_33*cse84
    cse90 = -A_bar1_31*lam_8 - A_bar1_32*lam_9
    cse91 = -A_bar1_21*lam_8 - A_bar1_22*lam_9
    cse92 = -A_bar1_11*lam_8 - A_bar1_12*lam_9
    cse93 = A_bar2_11*cse92 + A_bar2_21*cse91 + A_bar2_31*cse90
    cse94 = -A_bar2_12*cse92 - A_bar2_22*cse91 - A_bar2_32*cse90
    cse95 = A_bar1_12*cse61
    cse96 = -cse95
    cse97 = A_bar1_22*cse61
    cse98 = -cse97
    cse99 = A_bar1_32*cse61
    cse100 = -cse99
    cse101 = -cse11 - cse12 - cse13
    cse102 = -cse19 - cse20 - cse21
    cse103 = A_bar1_32*A_bar2_32
    cse104 = A_bar1_21*A_bar2_22
    cse105 = A_bar1_22*A_bar2_22
    cse106 = A_bar1_31*A_bar2_32
    cse107 = A_bar1_11*A_bar2_12
    cse108 = A_bar1_12*A_bar2_12
    cse109 = cse103*lam_9 + cse104*lam_8 + cse105*lam_9 + cse106*lam_8 + cse107*lam_8 + cse108*lam_9
    cse110 = A_bar1_32*lam_8
    cse111 = A_bar1_31*lam_9
    cse112 = -cse110 + cse111
    cse113 = A_bar1_22*lam_8
    cse114 = A_bar1_21*lam_9
    cse115 = -cse113 + cse114
    cse116 = A_bar1_12*lam_8
    cse117 = A_bar1_11*lam_9
    cse118 = -cse116 + cse117
    cse119 = -A_bar2_11*cse118 - A_bar2_21*cse115 - A_bar2_31*cse112
    cse120 = cse52 + cse53
    cse121 = A_bar2_13*cse118 + A_bar2_23*cse115 + A_bar2_33*cse112
    cse122 = cse49 - cse50
    cse123 = cse42 + cse46
    cse124 = -cse103 - cse105 - cse108
    cse125 = cse104 + cse106 + cse107
    cse126 = A_bar1_31*A_bar2_31
    cse127 = A_bar1_32*A_bar2_31
    cse128 = A_bar1_21*A_bar2_21
    cse129 = A_bar1_22*A_bar2_21
    cse130 = A_bar1_11*A_bar2_11
    cse131 = A_bar1_12*A_bar2_11
    cse132 = -cse126*lam_8 - cse127*lam_9 - cse128*lam_8 - cse129*lam_9 - cse130*lam_8 - cse131*lam_9
    cse133 = 12.991875*h
    cse134 = cse110 - cse111
    cse135 = cse113 - cse114
    cse136 = cse116 - cse117
    cse137 = A_bar2_12*cse136 + A_bar2_22*cse135 + A_bar2_32*cse134
    cse138 = (1/2)*L2
    cse139 = A_bar2_11*cse138*lam_5 + A_bar2_21*cse138*lam_6 + A_bar2_31*cse138*lam_7
    cse140 = -A_bar2_13*cse136 - A_bar2_23*cse135 - A_bar2_33*cse134 + cse139
    cse141 = A_bar2_32*cse138
    cse142 = A_bar2_22*cse138
    cse143 = A_bar2_12*cse138
    cse144 = -cse141*lam_7 - cse142*lam_6 - cse143*lam_5
    cse145 = cse133*w_bar2_x
    cse146 = A_bar2_13*cse138
    cse147 = A_bar2_23*cse138
    cse148 = A_bar2_33*cse138
    cse149 = cse127 + cse129 + cse131
    cse150 = -cse126 - cse128 - cse130
    cse151 = -cse146*lam_5 - cse147*lam_6 - cse148*lam_7
    cse152 = cse10*cse81 - cse6*cse95
    cse153 = -cse26*cse95 + cse28*cse81
    cse154 = cse30*cse81 - cse31*cse95
    cse155 = cse10*cse82 - cse6*cse97
    cse156 = -cse26*cse97 + cse28*cse82
    cse157 = cse30*cse82 - cse31*cse97
    cse158 = cse10*cse83 - cse6*cse99
    cse159 = -cse26*cse99 + cse28*cse83
    cse160 = cse30*cse83 - cse31*cse99
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
        cse0*(cse1*cse6 + cse10*cse14 + cse17*cse23) + 0.0325,  # [3, 3]
        cse0*(cse1*cse26 + cse14*cse28 + cse23*cse29),  # [3, 4]
        cse0*(cse1*cse31 + cse14*cse30 + cse23*cse32),  # [3, 5]
        cse0*(cse36*cse40 + cse43*cse45),  # [3, 9]
        cse0*(cse40*cse47 + cse45*cse48),  # [3, 10]
        cse0*(cse40*cse51 + cse45*cse54),  # [3, 11]
        -A_bar1_32,  # [3, 15]
        A_bar1_22,  # [3, 16]
        cse58,  # [3, 20]
        cse0*(cse10*cse74 + cse17*cse75 + cse6*cse60) - cse59*w_bar1_z,  # [4, 3]
        cse0*(cse26*cse60 + cse28*cse74 + cse29*cse75) + 104.01625,  # [4, 4]
        cse0*(cse30*cse74 + cse31*cse60 + cse32*cse75) - cse76,  # [4, 5]
        cse0*(cse36*cse79 + cse43*cse80),  # [4, 9]
        cse0*(cse47*cse79 + cse48*cse80),  # [4, 10]
        cse0*(cse51*cse79 + cse54*cse80),  # [4, 11]
        cse81,  # [4, 12]
        cse82,  # [4, 13]
        cse83,  # [4, 14]
        A_bar1_31,  # [4, 15]
        -A_bar1_21,  # [4, 16]
        cse81,  # [4, 17]
        cse82,  # [4, 18]
        cse83,  # [4, 19]
        cse58,  # [4, 21]
        cse0*(cse10*cse88 + cse17*cse89 + cse6*cse87) + cse59*w_bar1_y,  # [5, 3]
        cse0*(cse26*cse87 + cse28*cse88 + cse29*cse89) + cse76,  # [5, 4]
        cse0*(cse30*cse88 + cse31*cse87 + cse32*cse89) + 104.01625,  # [5, 5]
        cse0*(cse36*cse93 + cse43*cse94),  # [5, 9]
        cse0*(cse47*cse93 + cse48*cse94),  # [5, 10]
        cse0*(cse51*cse93 + cse54*cse94),  # [5, 11]
        cse96,  # [5, 12]
        cse98,  # [5, 13]
        cse100,  # [5, 14]
        cse96,  # [5, 17]
        cse98,  # [5, 18]
        cse100,  # [5, 19]
        cse101,  # [5, 20]
        cse102,  # [5, 21]
        39.0,  # [6, 6]
        1,  # [6, 17]
        39.0,  # [7, 7]
        1,  # [7, 18]
        39.0,  # [8, 8]
        1,  # [8, 19]
        cse0*(cse10*cse80 + cse109*cse6 + cse17*cse45),  # [9, 3]
        cse0*(cse109*cse26 + cse28*cse80 + cse29*cse45),  # [9, 4]
        cse0*(cse109*cse31 + cse30*cse80 + cse32*cse45),  # [9, 5]
        cse0*(cse119*cse120 + cse121*cse43) + 0.01625,  # [9, 9]
        cse0*(cse119*cse122 + cse121*cse48),  # [9, 10]
        cse0*(cse119*cse123 + cse121*cse54),  # [9, 11]
        cse124,  # [9, 20]
        cse125,  # [9, 21]
        cse0*(cse10*cse79 + cse132*cse6 + cse17*cse40),  # [10, 3]
        cse0*(cse132*cse26 + cse28*cse79 + cse29*cse40),  # [10, 4]
        cse0*(cse132*cse31 + cse30*cse79 + cse32*cse40),  # [10, 5]
        cse0*(cse120*cse137 + cse140*cse36 + cse144*cse43) - cse133*w_bar2_z,  # [10, 9]
        cse0*(cse122*cse137 + cse140*cse47 + cse144*cse48) + 13.008125,  # [10, 10]
        cse0*(cse123*cse137 + cse140*cse51 + cse144*cse54) - cse145,  # [10, 11]
        cse146,  # [10, 17]
        cse147,  # [10, 18]
        cse148,  # [10, 19]
        cse149,  # [10, 20]
        cse150,  # [10, 21]
        cse0*(cse120*cse139 + cse151*cse43) + cse133*w_bar2_y,  # [11, 9]
        cse0*(cse122*cse139 + cse151*cse48) + cse145,  # [11, 10]
        cse0*(cse123*cse139 + cse151*cse54) + 13.008125,  # [11, 11]
        -cse143,  # [11, 17]
        -cse142,  # [11, 18]
        -cse141,  # [11, 19]
        1,  # [12, 0]
        cse152,  # [12, 3]
        cse153,  # [12, 4]
        cse154,  # [12, 5]
        1,  # [13, 1]
        cse155,  # [13, 3]
        cse156,  # [13, 4]
        cse157,  # [13, 5]
        1,  # [14, 2]
        cse158,  # [14, 3]
        cse159,  # [14, 4]
        cse160,  # [14, 5]
        A_bar1_31*cse10 - A_bar1_32*cse17,  # [15, 3]
        A_bar1_31*cse28 - A_bar1_32*cse29,  # [15, 4]
        A_bar1_31*cse30 - A_bar1_32*cse32,  # [15, 5]
        -A_bar1_21*cse10 + A_bar1_22*cse17,  # [16, 3]
        -A_bar1_21*cse28 + A_bar1_22*cse29,  # [16, 4]
        -A_bar1_21*cse30 + A_bar1_22*cse32,  # [16, 5]
        -1,  # [17, 0]
        cse152,  # [17, 3]
        cse153,  # [17, 4]
        cse154,  # [17, 5]
        1,  # [17, 6]
        -cse120*cse143 + cse146*cse36,  # [17, 9]
        -cse122*cse143 + cse146*cse47,  # [17, 10]
        -cse123*cse143 + cse146*cse51,  # [17, 11]
        -1,  # [18, 1]
        cse155,  # [18, 3]
        cse156,  # [18, 4]
        cse157,  # [18, 5]
        1,  # [18, 7]
        -cse120*cse142 + cse147*cse36,  # [18, 9]
        -cse122*cse142 + cse147*cse47,  # [18, 10]
        -cse123*cse142 + cse147*cse51,  # [18, 11]
        -1,  # [19, 2]
        cse158,  # [19, 3]
        cse159,  # [19, 4]
        cse160,  # [19, 5]
        1,  # [19, 8]
        -cse120*cse141 + cse148*cse36,  # [19, 9]
        -cse122*cse141 + cse148*cse47,  # [19, 10]
        -cse123*cse141 + cse148*cse51,  # [19, 11]
        cse101*cse6 + cse17*cse58,  # [20, 3]
        cse101*cse26 + cse29*cse58,  # [20, 4]
        cse101*cse31 + cse32*cse58,  # [20, 5]
        cse124*cse43 + cse149*cse36,  # [20, 9]
        cse124*cse48 + cse149*cse47,  # [20, 10]
        cse124*cse54 + cse149*cse51,  # [20, 11]
        cse10*cse58 + cse102*cse6,  # [21, 3]
        cse102*cse26 + cse28*cse58,  # [21, 4]
        cse102*cse31 + cse30*cse58,  # [21, 5]
        cse125*cse43 + cse150*cse36,  # [21, 9]
        cse125*cse48 + cse150*cse47,  # [21, 10]
        cse125*cse54 + cse150*cse51,  # [21, 11]
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
    cse6 = 104.01625*w_bar1_z
    cse7 = 104.01625*w_bar1_y
    cse8 = 0.0325*w_bar1_x
    cse9 = 13.008125*w_bar2_z
    cse10 = 0.01625*w_bar2_x
    cse11 = 13.008125*w_bar2_y
    return np.array([
        cse0 + cse1,  # [0]
        cse2 + cse3,  # [1]
        cse4 + cse5,  # [2]
        A_bar1_11*cse8 + A_bar1_12*cse7 + A_bar1_13*cse6 + A_bar2_11*cse10 + A_bar2_12*cse11 + A_bar2_13*cse9 - cse2*r_bar1_z - cse3*r_bar2_z + cse4*r_bar1_y + cse5*r_bar2_y,  # [3]
        A_bar1_21*cse8 + A_bar1_22*cse7 + A_bar1_23*cse6 + A_bar2_21*cse10 + A_bar2_22*cse11 + A_bar2_23*cse9 + cse0*r_bar1_z + cse1*r_bar2_z - cse4*r_bar1_x - cse5*r_bar2_x,  # [4]
        A_bar1_31*cse8 + A_bar1_32*cse7 + A_bar1_33*cse6 + A_bar2_31*cse10 + A_bar2_32*cse11 + A_bar2_33*cse9 - cse0*r_bar1_y - cse1*r_bar2_y + cse2*r_bar1_x + cse3*r_bar2_x,  # [5]
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



def chart(p):
    """Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and
    rp); see symbolic.formulations.chart_offset.

    Args:
        p: parameters (2).

    Returns:
        ndarray of shape (2, 9), 6 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((2, 9))
    out[_chart_INDEX] = (
        1,  # [0, 0]
        1,  # [0, 4]
        1,  # [0, 8]
        1,  # [1, 0]
        1,  # [1, 4]
        1,  # [1, 8]
    )
    return out

