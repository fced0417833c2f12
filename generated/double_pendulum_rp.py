# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: rp
# scheme: any
# input hash: 9f5752b3bb15dc4b
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'double_pendulum' in the rp formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (14): r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0, e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1, e_bar2_2, e_bar2_3
    v (14): rd_bar1_x, rd_bar1_y, rd_bar1_z, ed_bar1_0, ed_bar1_1, ed_bar1_2, ed_bar1_3,
        rd_bar2_x, rd_bar2_y, rd_bar2_z, ed_bar2_0, ed_bar2_1, ed_bar2_2, ed_bar2_3
    lam (12): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (14): increment in velocity coordinates
    a (14): time derivatives of v
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
    10: bar1[p.p/2-1/2] (normalization; bar1 - ground)
    11: bar2[p.p/2-1/2] (normalization; bar2 - ground)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'double_pendulum'
FORMULATION = 'rp'
INPUT_HASH = '9f5752b3bb15dc4b'
N_Q = 14
N_V = 14
N_C = 12
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
 'formulation': 'rp',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['bar1', 'bar2'],
 'q_layout': {'bar1': [0, 7], 'bar2': [7, 14]},
 'v_layout': {'bar1': [0, 7], 'bar2': [7, 14]},
 'q_names': ['r_bar1_x',
             'r_bar1_y',
             'r_bar1_z',
             'e_bar1_0',
             'e_bar1_1',
             'e_bar1_2',
             'e_bar1_3',
             'r_bar2_x',
             'r_bar2_y',
             'r_bar2_z',
             'e_bar2_0',
             'e_bar2_1',
             'e_bar2_2',
             'e_bar2_3'],
 'v_names': ['rd_bar1_x',
             'rd_bar1_y',
             'rd_bar1_z',
             'ed_bar1_0',
             'ed_bar1_1',
             'ed_bar1_2',
             'ed_bar1_3',
             'rd_bar2_x',
             'rd_bar2_y',
             'rd_bar2_z',
             'ed_bar2_0',
             'ed_bar2_1',
             'ed_bar2_2',
             'ed_bar2_3'],
 'n_q': 14,
 'n_v': 14,
 'n_c': 12,
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
                      'bodies': ['bar1', 'bar2']},
                     {'owner': 'bar1',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['bar1', 'ground']},
                     {'owner': 'bar2',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['bar2', 'ground']}],
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
 'input_hash': '9f5752b3bb15dc4b'}
_tangent_INDEX = (
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
)
_Phi_q_INDEX = (
    np.array([0,
     0,
     0,
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
     3,
     3,
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
     6,
     6,
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
     7,
     7,
     7,
     7,
     8,
     8,
     8,
     8,
     8,
     8,
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
     11,
     11,
     11,
     11]),
    np.array([0,
     3,
     4,
     1,
     3,
     4,
     5,
     6,
     2,
     3,
     4,
     5,
     6,
     3,
     6,
     3,
     4,
     5,
     6,
     0,
     3,
     4,
     7,
     10,
     11,
     1,
     3,
     4,
     5,
     6,
     8,
     10,
     11,
     12,
     13,
     2,
     3,
     4,
     5,
     6,
     9,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13]),
)
_M_INDEX = (
    np.array([0,
     1,
     2,
     3,
     3,
     3,
     3,
     4,
     4,
     4,
     4,
     5,
     5,
     5,
     5,
     6,
     6,
     6,
     6,
     7,
     8,
     9,
     10,
     10,
     10,
     10,
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
     13]),
    np.array([0,
     1,
     2,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13]),
)
_Q_INDEX = np.array([2, 3, 4, 5, 6, 9, 10, 11, 12, 13])
_Q_q_INDEX = (
    np.array([3,
     3,
     3,
     3,
     4,
     4,
     4,
     4,
     5,
     5,
     5,
     5,
     6,
     6,
     6,
     6,
     10,
     10,
     10,
     10,
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
     13]),
    np.array([3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13]),
)
_Q_v_INDEX = (
    np.array([3,
     3,
     3,
     3,
     4,
     4,
     4,
     4,
     5,
     5,
     5,
     5,
     6,
     6,
     6,
     6,
     10,
     10,
     10,
     10,
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
     13]),
    np.array([3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13]),
)
_Ma_q_INDEX = (
    np.array([3,
     3,
     3,
     3,
     4,
     4,
     4,
     4,
     5,
     5,
     5,
     5,
     6,
     6,
     6,
     6,
     10,
     10,
     10,
     10,
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
     13]),
    np.array([3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13,
     10,
     11,
     12,
     13]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3,
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
     11,
     11,
     12,
     12,
     12,
     12,
     12,
     12,
     12,
     12,
     13,
     13,
     13,
     13,
     13,
     13,
     13,
     13]),
    np.array([3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13]),
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
     6,
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
     8,
     8,
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
     10,
     10,
     10,
     11,
     11,
     11,
     11,
     11,
     11,
     11,
     11,
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
     12,
     12,
     12,
     12,
     12,
     12,
     12,
     12,
     12,
     13,
     13,
     13,
     13,
     13,
     13,
     13,
     13,
     13,
     13,
     13,
     13,
     13,
     14,
     14,
     14,
     15,
     15,
     15,
     15,
     15,
     16,
     16,
     16,
     16,
     16,
     17,
     17,
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
     21,
     21,
     21,
     21,
     21,
     22,
     22,
     22,
     22,
     22,
     22,
     22,
     22,
     23,
     23,
     23,
     23,
     23,
     23,
     23,
     23,
     24,
     24,
     24,
     24,
     25,
     25,
     25,
     25]),
    np.array([0,
     14,
     19,
     1,
     15,
     20,
     2,
     16,
     21,
     3,
     4,
     5,
     6,
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
     20,
     21,
     22,
     23,
     24,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     18,
     19,
     20,
     21,
     22,
     23,
     24,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     15,
     16,
     18,
     20,
     21,
     22,
     23,
     24,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     15,
     16,
     17,
     18,
     20,
     21,
     22,
     23,
     24,
     7,
     19,
     8,
     20,
     9,
     21,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     19,
     20,
     21,
     22,
     23,
     25,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     19,
     20,
     21,
     22,
     23,
     25,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     20,
     21,
     22,
     23,
     25,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     20,
     21,
     22,
     23,
     25,
     0,
     3,
     4,
     1,
     3,
     4,
     5,
     6,
     2,
     3,
     4,
     5,
     6,
     3,
     6,
     3,
     4,
     5,
     6,
     0,
     3,
     4,
     7,
     10,
     11,
     1,
     3,
     4,
     5,
     6,
     8,
     10,
     11,
     12,
     13,
     2,
     3,
     4,
     5,
     6,
     9,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13]),
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
        q: position coordinates (14).
        dv: increment in velocity coordinates (e.g. h v) (14).

    Returns:
        ndarray of shape (14,), 14 nonzero.
    """
    # 14 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (14,) else _floats(dv, 14, "dv")

    return np.array([
        dv_0 + r_bar1_x,  # [0]
        dv_1 + r_bar1_y,  # [1]
        dv_2 + r_bar1_z,  # [2]
        dv_3 + e_bar1_0,  # [3]
        dv_4 + e_bar1_1,  # [4]
        dv_5 + e_bar1_2,  # [5]
        dv_6 + e_bar1_3,  # [6]
        dv_7 + r_bar2_x,  # [7]
        dv_8 + r_bar2_y,  # [8]
        dv_9 + r_bar2_z,  # [9]
        dv_10 + e_bar2_0,  # [10]
        dv_11 + e_bar2_1,  # [11]
        dv_12 + e_bar2_2,  # [12]
        dv_13 + e_bar2_3,  # [13]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (14).

    Returns:
        ndarray of shape (14, 14), 14 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((14, 14))
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
        1,  # [12, 12]
        1,  # [13, 13]
    )
    return out



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (14).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 101 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = e_bar1_1**2
    cse1 = e_bar1_0**2
    cse2 = 2*cse1 - 1
    cse3 = 2*cse0 + cse2
    cse4 = (1/2)*L1
    cse5 = -cse3*cse4
    cse6 = 2*e_bar1_1
    cse7 = cse6*e_bar1_2
    cse8 = 2*e_bar1_0*e_bar1_3
    cse9 = cse7 + cse8
    cse10 = -cse4*cse9
    cse11 = 2*e_bar1_2
    cse12 = -cse11*e_bar1_0 + cse6*e_bar1_3
    cse13 = -cse12*cse4
    cse14 = e_bar1_3**2
    cse15 = cse11*e_bar1_3
    cse16 = cse6*e_bar1_0
    cse17 = e_bar2_1**2
    cse18 = e_bar2_0**2
    cse19 = 2*cse18 - 1
    cse20 = (1/2)*L2
    cse21 = 2*e_bar2_2
    cse22 = 2*e_bar2_0
    cse23 = 2*e_bar2_1*e_bar2_3
    cse24 = cse22*e_bar2_2
    cse25 = e_bar2_3**2
    cse26 = cse19 + 2*cse25
    cse27 = cse21*e_bar2_3 - cse22*e_bar2_1
    cse28 = e_bar1_2**2
    cse29 = cse23 + cse24
    return np.array([
        cse5 + r_bar1_x,  # [0]
        cse10 + r_bar1_y,  # [1]
        cse13 + r_bar1_z,  # [2]
        2*cse14 + cse2,  # [3]
        -cse15 + cse16,  # [4]
        -cse20*(2*cse17 + cse19) + cse5 - r_bar1_x + r_bar2_x,  # [5]
        cse10 - cse20*(cse21*e_bar2_1 + cse22*e_bar2_3) - r_bar1_y + r_bar2_y,  # [6]
        cse13 - cse20*(cse23 - cse24) - r_bar1_z + r_bar2_z,  # [7]
        cse26*(cse15 + cse16) + cse27*(cse2 + 2*cse28) + cse29*(cse7 - cse8),  # [8]
        -cse12*cse26 - cse27*cse9 - cse29*cse3,  # [9]
        (1/2)*cse0 + (1/2)*cse1 + (1/2)*cse14 + (1/2)*cse28 - 1/2,  # [10]
        (1/2)*cse17 + (1/2)*cse18 + (1/2)*cse25 + (1/2)*e_bar2_2**2 - 1/2,  # [11]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (14).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12, 14), 69 nonzero.
    """
    # 142 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = 2*e_bar1_0
    cse1 = -L1*cse0
    cse2 = L1*e_bar1_1
    cse3 = -2*cse2
    cse4 = -L1*e_bar1_3
    cse5 = L1*e_bar1_2
    cse6 = -cse5
    cse7 = -cse2
    cse8 = L1*e_bar1_0
    cse9 = -cse8
    cse10 = 4*e_bar1_0
    cse11 = 2*e_bar1_1
    cse12 = 2*e_bar1_3
    cse13 = 2*e_bar1_2
    cse14 = L2*e_bar2_0
    cse15 = L2*e_bar2_1
    cse16 = -L2*e_bar2_3
    cse17 = L2*e_bar2_2
    cse18 = -cse15
    cse19 = 2*e_bar2_0**2 + 2*e_bar2_3**2 - 1
    cse20 = cse11*cse19
    cse21 = 2*e_bar2_3
    cse22 = 2*e_bar2_0
    cse23 = cse21*e_bar2_2 - cse22*e_bar2_1
    cse24 = cse21*e_bar2_1 + cse22*e_bar2_2
    cse25 = cse0*cse19
    cse26 = cse12*cse19
    cse27 = cse13*cse19
    cse28 = 4*cse0*e_bar1_1 + 4*cse13*e_bar1_3
    cse29 = 2*e_bar1_0**2 - 1
    cse30 = cse29 + 2*e_bar1_2**2
    cse31 = 2*cse30
    cse32 = cse13*e_bar1_1
    cse33 = cse0*e_bar1_3
    cse34 = cse32 - cse33
    cse35 = 2*cse34
    cse36 = -4*cse0*e_bar1_2 + 4*cse12*e_bar1_1
    cse37 = cse29 + 2*e_bar1_1**2
    cse38 = 2*cse37
    cse39 = cse32 + cse33
    cse40 = 2*cse39
    out = np.zeros((12, 14))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        cse1,  # [0, 3]
        cse3,  # [0, 4]
        1,  # [1, 1]
        cse4,  # [1, 3]
        cse6,  # [1, 4]
        cse7,  # [1, 5]
        cse9,  # [1, 6]
        1,  # [2, 2]
        cse5,  # [2, 3]
        cse4,  # [2, 4]
        cse8,  # [2, 5]
        cse7,  # [2, 6]
        cse10,  # [3, 3]
        4*e_bar1_3,  # [3, 6]
        cse11,  # [4, 3]
        cse0,  # [4, 4]
        -cse12,  # [4, 5]
        -cse13,  # [4, 6]
        -1,  # [5, 0]
        cse1,  # [5, 3]
        cse3,  # [5, 4]
        1,  # [5, 7]
        -2*cse14,  # [5, 10]
        -2*cse15,  # [5, 11]
        -1,  # [6, 1]
        cse4,  # [6, 3]
        cse6,  # [6, 4]
        cse7,  # [6, 5]
        cse9,  # [6, 6]
        1,  # [6, 8]
        cse16,  # [6, 10]
        -cse17,  # [6, 11]
        cse18,  # [6, 12]
        -cse14,  # [6, 13]
        -1,  # [7, 2]
        cse5,  # [7, 3]
        cse4,  # [7, 4]
        cse8,  # [7, 5]
        cse7,  # [7, 6]
        1,  # [7, 9]
        cse17,  # [7, 10]
        cse16,  # [7, 11]
        cse14,  # [7, 12]
        cse18,  # [7, 13]
        cse10*cse23 - cse12*cse24 + cse20,  # [8, 3]
        cse13*cse24 + cse25,  # [8, 4]
        cse11*cse24 + 4*cse23*e_bar1_2 + cse26,  # [8, 5]
        -cse0*cse24 + cse27,  # [8, 6]
        cse28*e_bar2_0 - cse31*e_bar2_1 + cse35*e_bar2_2,  # [8, 10]
        cse21*cse34 - cse22*cse30,  # [8, 11]
        cse21*cse30 + cse35*e_bar2_0,  # [8, 12]
        cse28*e_bar2_3 + cse31*e_bar2_2 + cse35*e_bar2_1,  # [8, 13]
        -cse10*cse24 - cse12*cse23 + cse27,  # [9, 3]
        -cse13*cse23 - 4*cse24*e_bar1_1 - cse26,  # [9, 4]
        -cse11*cse23 + cse25,  # [9, 5]
        -cse0*cse23 - cse20,  # [9, 6]
        -cse36*e_bar2_0 - cse38*e_bar2_2 + cse40*e_bar2_1,  # [9, 10]
        -cse21*cse37 + cse40*e_bar2_0,  # [9, 11]
        -cse21*cse39 - cse22*cse37,  # [9, 12]
        -cse36*e_bar2_3 - cse38*e_bar2_1 - cse40*e_bar2_2,  # [9, 13]
        e_bar1_0,  # [10, 3]
        e_bar1_1,  # [10, 4]
        e_bar1_2,  # [10, 5]
        e_bar1_3,  # [10, 6]
        e_bar2_0,  # [11, 10]
        e_bar2_1,  # [11, 11]
        e_bar2_2,  # [11, 12]
        e_bar2_3,  # [11, 13]
    )
    return out



def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (14).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12,), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros(12)
    return out



def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 400 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = ed_bar1_1**2
    cse1 = 2*L1
    cse2 = ed_bar1_0**2
    cse3 = -cse0*cse1 - cse1*cse2
    cse4 = cse1*ed_bar1_2
    cse5 = cse1*ed_bar1_3
    cse6 = -cse4*ed_bar1_1 - cse5*ed_bar1_0
    cse7 = cse4*ed_bar1_0 - cse5*ed_bar1_1
    cse8 = ed_bar1_3**2
    cse9 = ed_bar2_1**2
    cse10 = 2*L2
    cse11 = ed_bar2_0**2
    cse12 = cse10*ed_bar2_1
    cse13 = cse10*ed_bar2_0
    cse14 = 4*e_bar2_0
    cse15 = cse14*e_bar1_3
    cse16 = 8*e_bar2_3
    cse17 = cse16*e_bar1_0
    cse18 = -cse15 + cse17
    cse19 = cse14*e_bar1_2
    cse20 = cse14*e_bar1_1
    cse21 = cse16*e_bar1_2
    cse22 = cse20 + cse21
    cse23 = e_bar1_0*ed_bar1_3
    cse24 = cse14*cse23
    cse25 = 4*e_bar1_2
    cse26 = cse25*e_bar1_1
    cse27 = 4*e_bar1_3
    cse28 = cse27*e_bar1_0
    cse29 = -cse28
    cse30 = cse26 + cse29
    cse31 = 4*e_bar1_2**2
    cse32 = 4*e_bar1_0**2
    cse33 = cse31 + cse32 - 2
    cse34 = 4*e_bar2_3
    cse35 = cse34*e_bar1_2
    cse36 = cse34*e_bar1_1
    cse37 = 8*e_bar2_0
    cse38 = cse37*e_bar1_2
    cse39 = cse36 - cse38
    cse40 = 2 - cse32
    cse41 = -cse31 + cse40
    cse42 = cse37*e_bar1_0
    cse43 = -cse34*e_bar1_3 - cse42
    cse44 = -cse23*cse34 + cse43*ed_bar1_0
    cse45 = cse37*e_bar1_1
    cse46 = 8*e_bar1_0
    cse47 = -cse27*e_bar2_2 - cse46*e_bar2_1
    cse48 = cse45 + cse47
    cse49 = cse25*e_bar2_2
    cse50 = cse42 + cse49
    cse51 = 4*e_bar1_1
    cse52 = cse51*e_bar2_2
    cse53 = e_bar1_2*e_bar2_1
    cse54 = cse37*e_bar1_3
    cse55 = cse52 - 8*cse53 + cse54
    cse56 = 4*e_bar1_0
    cse57 = -cse56*e_bar2_2
    cse58 = cse38 + cse57
    cse59 = 8*e_bar1_2
    cse60 = 8*e_bar1_1
    cse61 = cse59*e_bar1_3 + cse60*e_bar1_0
    cse62 = 4*cse53
    cse63 = cse17 + cse62
    cse64 = cse27*e_bar2_1
    cse65 = cse46*e_bar2_2
    cse66 = cse16*e_bar1_1
    cse67 = -cse64 + cse65 + cse66
    cse68 = cse51*e_bar2_1
    cse69 = cse16*e_bar1_3
    cse70 = cse59*e_bar2_2 + cse68 + cse69
    cse71 = cse56*e_bar2_1
    cse72 = cse21 - cse71
    cse73 = cse34*e_bar2_1
    cse74 = cse14*e_bar2_2
    cse75 = -cse73 - cse74
    cse76 = e_bar1_0*ed_bar2_2
    cse77 = 4*e_bar2_3**2
    cse78 = 4*e_bar2_0**2
    cse79 = cse77 + cse78 - 2
    cse80 = cse79*ed_bar1_2
    cse81 = e_bar1_0*ed_bar2_1
    cse82 = cse73 + cse74
    cse83 = cse16*e_bar2_2 - cse37*e_bar2_1
    cse84 = cse79*ed_bar1_0
    cse85 = cse21 + cse47
    cse86 = -cse49 - cse60*e_bar2_1 - cse69
    cse87 = cse17 - cse52
    cse88 = cse46*e_bar1_2 - cse60*e_bar1_3
    cse89 = -cse66
    cse90 = cse57 + cse89
    cse91 = cse40 - 4*e_bar1_1**2
    cse92 = -cse26 + cse29
    cse93 = -cse45
    cse94 = -cse35 + cse93
    cse95 = cse19 + cse89
    cse96 = cse15 - cse17
    cse97 = cse26 + cse28
    cse98 = -cse54 - cse60*e_bar2_2 + cse62
    cse99 = cse42 + cse68
    cse100 = cse71 + cse93
    cse101 = cse38 + cse64 - cse65
    cse102 = -cse77 - cse78 + 2
    cse103 = cse14*e_bar2_1 - cse34*e_bar2_2
    cse104 = -cse16*e_bar2_1 - cse37*e_bar2_2
    return np.array([
        -cse3,  # [0]
        -cse6,  # [1]
        -cse7,  # [2]
        -4*cse2 - 4*cse8,  # [3]
        -4*ed_bar1_0*ed_bar1_1 + 4*ed_bar1_2*ed_bar1_3,  # [4]
        cse10*cse11 + cse10*cse9 - cse3,  # [5]
        cse12*ed_bar2_2 + cse13*ed_bar2_3 - cse6,  # [6]
        cse12*ed_bar2_3 - cse13*ed_bar2_2 - cse7,  # [7]
        -ed_bar1_0*(cse18*ed_bar2_2 + cse43*ed_bar2_1 + cse48*ed_bar2_0 + cse67*ed_bar2_3 + cse75*ed_bar1_3 + cse79*ed_bar1_1 + cse83*ed_bar1_0) - ed_bar1_1*(cse19*ed_bar2_2 + cse35*ed_bar2_1 + cse50*ed_bar2_0 + cse63*ed_bar2_3 + cse82*ed_bar1_2 + cse84) - ed_bar1_2*(cse22*ed_bar2_2 + cse39*ed_bar2_1 + cse55*ed_bar2_0 + cse70*ed_bar2_3 + cse79*ed_bar1_3 + cse82*ed_bar1_1 + cse83*ed_bar1_2) - ed_bar1_3*(-cse14*cse76 - cse34*cse81 + cse58*ed_bar2_0 + cse72*ed_bar2_3 + cse75*ed_bar1_0 + cse80) - ed_bar2_0*(cse30*ed_bar2_2 + cse41*ed_bar2_1 + cse48*ed_bar1_0 + cse50*ed_bar1_1 + cse55*ed_bar1_2 + cse58*ed_bar1_3 + cse61*ed_bar2_0) - ed_bar2_1*(cse30*ed_bar2_3 + cse35*ed_bar1_1 + cse39*ed_bar1_2 + cse41*ed_bar2_0 + cse44) - ed_bar2_2*(cse18*ed_bar1_0 + cse19*ed_bar1_1 + cse22*ed_bar1_2 - cse24 + cse30*ed_bar2_0 + cse33*ed_bar2_3) - ed_bar2_3*(cse30*ed_bar2_1 + cse33*ed_bar2_2 + cse61*ed_bar2_3 + cse63*ed_bar1_1 + cse67*ed_bar1_0 + cse70*ed_bar1_2 + cse72*ed_bar1_3),  # [8]
        -ed_bar1_0*(cse101*ed_bar2_0 + cse103*ed_bar1_3 + cse104*ed_bar1_0 + cse43*ed_bar2_2 + cse80 + cse85*ed_bar2_3 + cse96*ed_bar2_1) - ed_bar1_1*(cse102*ed_bar1_3 + cse103*ed_bar1_2 + cse104*ed_bar1_1 + cse86*ed_bar2_3 + cse94*ed_bar2_2 + cse95*ed_bar2_1 + cse98*ed_bar2_0) - ed_bar1_2*(cse103*ed_bar1_1 + cse20*ed_bar2_1 - cse36*ed_bar2_2 + cse84 + cse87*ed_bar2_3 + cse99*ed_bar2_0) - ed_bar1_3*(cse100*ed_bar2_0 + cse102*ed_bar1_1 + cse103*ed_bar1_0 + cse14*cse81 - cse34*cse76 + cse90*ed_bar2_3) - ed_bar2_0*(cse100*ed_bar1_3 + cse101*ed_bar1_0 + cse88*ed_bar2_0 + cse91*ed_bar2_2 + cse97*ed_bar2_1 + cse98*ed_bar1_1 + cse99*ed_bar1_2) - ed_bar2_1*(cse20*ed_bar1_2 + cse24 + cse91*ed_bar2_3 + cse95*ed_bar1_1 + cse96*ed_bar1_0 + cse97*ed_bar2_0) - ed_bar2_2*(-cse36*ed_bar1_2 + cse44 + cse91*ed_bar2_0 + cse92*ed_bar2_3 + cse94*ed_bar1_1) - ed_bar2_3*(cse85*ed_bar1_0 + cse86*ed_bar1_1 + cse87*ed_bar1_2 + cse88*ed_bar2_3 + cse90*ed_bar1_3 + cse91*ed_bar2_1 + cse92*ed_bar2_2),  # [9]
        -cse0 - cse2 - cse8 - ed_bar1_2**2,  # [10]
        -cse11 - cse9 - ed_bar2_2**2 - ed_bar2_3**2,  # [11]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (14).
        p: parameters (2).

    Returns:
        ndarray of shape (14, 14), 38 nonzero.
    """
    # 84 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    cse0 = e_bar1_1**2
    cse1 = e_bar1_3**2
    cse2 = e_bar1_2**2
    cse3 = 416.065*cse1 + 416.065*cse2
    cse4 = -0.13*e_bar1_0*e_bar1_1
    cse5 = e_bar1_0*e_bar1_2
    cse6 = 415.935*e_bar1_3
    cse7 = -416.065*cse5 + cse6*e_bar1_1
    cse8 = 416.065*e_bar1_3
    cse9 = e_bar1_1*e_bar1_2
    cse10 = -cse8*e_bar1_0 - 415.935*cse9
    cse11 = e_bar1_0**2
    cse12 = -cse6*e_bar1_0 - 416.065*cse9
    cse13 = 415.935*cse5 - cse8*e_bar1_1
    cse14 = 416.065*cse0 + 416.065*cse11
    cse15 = -0.13*e_bar1_2*e_bar1_3
    cse16 = e_bar2_1**2
    cse17 = e_bar2_3**2
    cse18 = e_bar2_2**2
    cse19 = 52.0325*cse17 + 52.0325*cse18
    cse20 = -0.065*e_bar2_0*e_bar2_1
    cse21 = 52.0325*e_bar2_2
    cse22 = 51.9675*e_bar2_3
    cse23 = -cse21*e_bar2_0 + cse22*e_bar2_1
    cse24 = 52.0325*e_bar2_3
    cse25 = 51.9675*e_bar2_2
    cse26 = -cse24*e_bar2_0 - cse25*e_bar2_1
    cse27 = e_bar2_0**2
    cse28 = -cse21*e_bar2_1 - cse22*e_bar2_0
    cse29 = -cse24*e_bar2_1 + cse25*e_bar2_0
    cse30 = 52.0325*cse16 + 52.0325*cse27
    cse31 = -0.065*e_bar2_2*e_bar2_3
    out = np.zeros((14, 14))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        0.13*cse0 + cse3,  # [3, 3]
        cse4,  # [3, 4]
        cse7,  # [3, 5]
        cse10,  # [3, 6]
        cse4,  # [4, 3]
        0.13*cse11 + cse3,  # [4, 4]
        cse12,  # [4, 5]
        cse13,  # [4, 6]
        cse7,  # [5, 3]
        cse12,  # [5, 4]
        0.13*cse1 + cse14,  # [5, 5]
        cse15,  # [5, 6]
        cse10,  # [6, 3]
        cse13,  # [6, 4]
        cse15,  # [6, 5]
        cse14 + 0.13*cse2,  # [6, 6]
        39.0,  # [7, 7]
        39.0,  # [8, 8]
        39.0,  # [9, 9]
        0.065*cse16 + cse19,  # [10, 10]
        cse20,  # [10, 11]
        cse23,  # [10, 12]
        cse26,  # [10, 13]
        cse20,  # [11, 10]
        cse19 + 0.065*cse27,  # [11, 11]
        cse28,  # [11, 12]
        cse29,  # [11, 13]
        cse23,  # [12, 10]
        cse28,  # [12, 11]
        0.065*cse17 + cse30,  # [12, 12]
        cse31,  # [12, 13]
        cse26,  # [13, 10]
        cse29,  # [13, 11]
        cse31,  # [13, 12]
        0.065*cse18 + cse30,  # [13, 13]
    )
    return out



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (14,), 10 nonzero.
    """
    # 213 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    cse0 = 2*e_bar1_1
    cse1 = 2*ed_bar1_2
    cse2 = 2*ed_bar1_1
    cse3 = 2*ed_bar1_0
    cse4 = cse0*ed_bar1_3 + cse1*e_bar1_0 - cse2*e_bar1_3 - cse3*e_bar1_2
    cse5 = 208.0325*ed_bar1_2
    cse6 = cse5*e_bar1_3
    cse7 = 208.0325*ed_bar1_1
    cse8 = cse7*e_bar1_0
    cse9 = 208.0325*ed_bar1_3
    cse10 = cse9*e_bar1_2
    cse11 = 208.0325*ed_bar1_0
    cse12 = cse11*e_bar1_1
    cse13 = 2*ed_bar1_3
    cse14 = -cse0*ed_bar1_0 + cse1*e_bar1_3 - cse13*e_bar1_2 + cse2*e_bar1_0
    cse15 = 0.065*ed_bar1_0
    cse16 = 0.065*ed_bar1_3
    cse17 = 0.065*ed_bar1_1
    cse18 = 0.065*ed_bar1_2
    cse19 = 2*cse14*(-cse15*e_bar1_2 + cse16*e_bar1_1 - cse17*e_bar1_3 + cse18*e_bar1_0) + 2*cse4*(cse10 + cse12 - cse6 - cse8)
    cse20 = -cse0*ed_bar1_2 + cse13*e_bar1_0 + cse2*e_bar1_2 - cse3*e_bar1_3
    cse21 = 2*cse14*(cse15*e_bar1_3 - cse16*e_bar1_0 - cse17*e_bar1_2 + cse18*e_bar1_1) + 2*cse20*(-cse10 - cse12 + cse6 + cse8)
    cse22 = cse20*(cse11*e_bar1_2 - cse5*e_bar1_0 + cse7*e_bar1_3 - cse9*e_bar1_1) + cse4*(-cse11*e_bar1_3 - cse5*e_bar1_1 + cse7*e_bar1_2 + cse9*e_bar1_0)
    cse23 = 2*cse22
    cse24 = 26.01625*ed_bar2_2
    cse25 = cse24*e_bar2_3
    cse26 = 26.01625*ed_bar2_1
    cse27 = cse26*e_bar2_0
    cse28 = 26.01625*ed_bar2_3
    cse29 = cse28*e_bar2_2
    cse30 = 26.01625*ed_bar2_0
    cse31 = cse30*e_bar2_1
    cse32 = 2*e_bar2_1
    cse33 = 2*ed_bar2_2
    cse34 = 2*ed_bar2_1
    cse35 = cse32*ed_bar2_3 + cse33*e_bar2_0 - cse34*e_bar2_3 - 2*e_bar2_2*ed_bar2_0
    cse36 = e_bar2_3*ed_bar2_1
    cse37 = 0.0325*e_bar2_2
    cse38 = 0.0325*ed_bar2_3
    cse39 = 0.0325*ed_bar2_2
    cse40 = 2*ed_bar2_3
    cse41 = -cse32*ed_bar2_0 + cse33*e_bar2_3 + cse34*e_bar2_0 - cse40*e_bar2_2
    cse42 = cse35*(-cse25 - cse27 + cse29 + cse31) + cse41*(-0.0325*cse36 - cse37*ed_bar2_0 + cse38*e_bar2_1 + cse39*e_bar2_0)
    cse43 = 2*cse42
    cse44 = e_bar2_3*ed_bar2_0
    cse45 = -cse32*ed_bar2_2 + cse34*e_bar2_2 + cse40*e_bar2_0 - 2*cse44
    cse46 = cse41*(-cse37*ed_bar2_1 - cse38*e_bar2_0 + cse39*e_bar2_1 + 0.0325*cse44) + cse45*(cse25 + cse27 - cse29 - cse31)
    cse47 = 2*cse46
    cse48 = cse35*(-cse24*e_bar2_1 + cse26*e_bar2_2 + cse28*e_bar2_0 - 26.01625*cse44) + cse45*(-cse24*e_bar2_0 - cse28*e_bar2_1 + cse30*e_bar2_2 + 26.01625*cse36)
    cse49 = 2*cse48
    out = np.zeros(14)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        -cse0*cse22 - cse19*e_bar1_3 - cse21*e_bar1_2,  # [3]
        cse19*e_bar1_2 - cse21*e_bar1_3 + cse23*e_bar1_0,  # [4]
        -cse19*e_bar1_1 + cse21*e_bar1_0 + cse23*e_bar1_3,  # [5]
        cse19*e_bar1_0 + cse21*e_bar1_1 - cse23*e_bar1_2,  # [6]
        -382.59000000000003,  # [9]
        -cse32*cse48 - cse43*e_bar2_3 - cse47*e_bar2_2,  # [10]
        cse43*e_bar2_2 - cse47*e_bar2_3 + cse49*e_bar2_0,  # [11]
        -cse32*cse42 + cse47*e_bar2_0 + cse49*e_bar2_3,  # [12]
        cse32*cse46 + cse43*e_bar2_0 - cse49*e_bar2_2,  # [13]
    )
    return out



def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (14, 14), 32 nonzero.
    """
    # 592 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    cse0 = 0.065*ed_bar1_0
    cse1 = 0.065*ed_bar1_3
    cse2 = 0.065*ed_bar1_1
    cse3 = 0.065*ed_bar1_2
    cse4 = -cse0*e_bar1_2 + cse1*e_bar1_1 - cse2*e_bar1_3 + cse3*e_bar1_0
    cse5 = 2*ed_bar1_1
    cse6 = 2*ed_bar1_2
    cse7 = 2*ed_bar1_3
    cse8 = 2*ed_bar1_0
    cse9 = cse5*e_bar1_0 + cse6*e_bar1_3 - cse7*e_bar1_2 - cse8*e_bar1_1
    cse10 = cse3*cse9
    cse11 = 208.0325*ed_bar1_2
    cse12 = cse11*e_bar1_3
    cse13 = 208.0325*ed_bar1_1
    cse14 = cse13*e_bar1_0
    cse15 = 208.0325*e_bar1_2
    cse16 = cse15*ed_bar1_3
    cse17 = 208.0325*ed_bar1_0
    cse18 = cse17*e_bar1_1
    cse19 = -cse12 - cse14 + cse16 + cse18
    cse20 = -cse5*e_bar1_3 + cse6*e_bar1_0 + cse7*e_bar1_1 - cse8*e_bar1_2
    cse21 = cse13*cse20
    cse22 = cse10 + cse19*cse6 - cse21 + cse4*cse5
    cse23 = 2*cse22
    cse24 = cse0*e_bar1_3 - cse1*e_bar1_0 - cse2*e_bar1_2 + cse3*e_bar1_1
    cse25 = cse1*cse9
    cse26 = cse12 + cse14 - cse16 - cse18
    cse27 = cse5*e_bar1_2 - cse6*e_bar1_1 + cse7*e_bar1_0 - cse8*e_bar1_3
    cse28 = cse13*cse27
    cse29 = cse24*cse5 - cse25 + cse26*cse7 + cse28
    cse30 = 2*e_bar1_2
    cse31 = 208.0325*ed_bar1_3
    cse32 = -cse11*e_bar1_0 + cse13*e_bar1_3 + cse15*ed_bar1_0 - cse31*e_bar1_1
    cse33 = 2*cse32
    cse34 = cse11*cse27
    cse35 = -cse11*e_bar1_1 + cse15*ed_bar1_1 - cse17*e_bar1_3 + cse31*e_bar1_0
    cse36 = 2*cse35
    cse37 = cse20*cse31
    cse38 = 2*cse33*ed_bar1_3 - 2*cse34 + 2*cse36*ed_bar1_2 + 2*cse37
    cse39 = cse17*cse20
    cse40 = cse19*cse7 + cse25 + cse39 - cse4*cse8
    cse41 = 2*e_bar1_3
    cse42 = cse17*cse27
    cse43 = cse10 - cse24*cse8 - cse26*cse6 - cse42
    cse44 = -cse27*cse31
    cse45 = -cse11*cse20
    cse46 = -cse33*ed_bar1_2 + cse36*ed_bar1_3 + cse44 + cse45
    cse47 = 2*e_bar1_1
    cse48 = cse27*cse33
    cse49 = cse20*cse36
    cse50 = -cse48 - cse49
    cse51 = cse0*cse9
    cse52 = -cse19*cse8 + cse37 - cse4*cse7 - cse51
    cse53 = cse21 + cse33*ed_bar1_1 - cse35*cse8 + cse42
    cse54 = -cse2*cse9
    cse55 = -2*cse24*cse7 + 2*cse26*cse5 + 2*cse44 + 2*cse54
    cse56 = 2*cse9
    cse57 = cse24*cse56
    cse58 = 2*cse26*cse27
    cse59 = -cse57 - cse58
    cse60 = -cse19*cse5 + cse4*cse6 + cse45 + cse54
    cse61 = 2*cse24*cse6 - 2*cse26*cse8 + 2*cse34 + 2*cse51
    cse62 = 2*cse28 - 2*cse32*cse8 - 2*cse36*ed_bar1_1 - 2*cse39
    cse63 = cse4*cse56
    cse64 = 2*cse19*cse20
    cse65 = -cse63 - cse64
    cse66 = cse48 + cse49
    cse67 = 2*cse46
    cse68 = 2*cse53
    cse69 = cse63 + cse64
    cse70 = 2*e_bar1_0
    cse71 = cse57 + cse58
    cse72 = 2*ed_bar2_2
    cse73 = 2*ed_bar2_1
    cse74 = 2*ed_bar2_3
    cse75 = 2*ed_bar2_0
    cse76 = cse72*e_bar2_3 + cse73*e_bar2_0 - cse74*e_bar2_2 - cse75*e_bar2_1
    cse77 = 0.0325*ed_bar2_2
    cse78 = cse76*cse77
    cse79 = 0.0325*ed_bar2_1
    cse80 = 0.0325*ed_bar2_0
    cse81 = 0.0325*ed_bar2_3
    cse82 = cse77*e_bar2_0 - cse79*e_bar2_3 - cse80*e_bar2_2 + cse81*e_bar2_1
    cse83 = 2*cse82
    cse84 = cse72*e_bar2_0 - cse73*e_bar2_3 + cse74*e_bar2_1 - cse75*e_bar2_2
    cse85 = 26.01625*cse84
    cse86 = cse85*ed_bar2_1
    cse87 = 26.01625*ed_bar2_2
    cse88 = cse87*e_bar2_3
    cse89 = 26.01625*ed_bar2_1
    cse90 = cse89*e_bar2_0
    cse91 = 26.01625*ed_bar2_3
    cse92 = cse91*e_bar2_2
    cse93 = 26.01625*e_bar2_1
    cse94 = cse93*ed_bar2_0
    cse95 = -cse88 - cse90 + cse92 + cse94
    cse96 = 2*cse72*cse95 + 2*cse78 + 2*cse83*ed_bar2_1 - 2*cse86
    cse97 = cse76*cse81
    cse98 = cse77*e_bar2_1 - cse79*e_bar2_2 + cse80*e_bar2_3 - cse81*e_bar2_0
    cse99 = 2*cse98
    cse100 = -cse72*e_bar2_1 + cse73*e_bar2_2 + cse74*e_bar2_0 - cse75*e_bar2_3
    cse101 = 26.01625*cse100
    cse102 = cse101*ed_bar2_1
    cse103 = cse88 + cse90 - cse92 - cse94
    cse104 = 2*cse102 + 2*cse103*cse74 - 2*cse97 + 2*cse99*ed_bar2_1
    cse105 = 26.01625*ed_bar2_0
    cse106 = cse105*e_bar2_2 - cse87*e_bar2_0 + cse89*e_bar2_3 - cse93*ed_bar2_3
    cse107 = cse101*ed_bar2_2
    cse108 = cse85*ed_bar2_3
    cse109 = -cse105*e_bar2_3 + cse89*e_bar2_2 + cse91*e_bar2_0 - cse93*ed_bar2_2
    cse110 = 2*cse106*cse74 - 2*cse107 + 2*cse108 + 2*cse109*cse72
    cse111 = cse85*ed_bar2_0
    cse112 = 2*cse111 + 2*cse74*cse95 - 2*cse75*cse82 + 2*cse97
    cse113 = -cse101*ed_bar2_3
    cse114 = -cse85*ed_bar2_2
    cse115 = -2*cse106*cse72 + 2*cse109*cse74 + 2*cse113 + 2*cse114
    cse116 = cse101*ed_bar2_0
    cse117 = -2*cse103*cse72 - 2*cse116 - 2*cse75*cse98 + 2*cse78
    cse118 = 2*cse100
    cse119 = cse106*cse118
    cse120 = 2*cse84
    cse121 = cse109*cse120
    cse122 = -cse119 - cse121
    cse123 = cse76*cse80
    cse124 = 2*cse108 - 2*cse123 - 2*cse75*cse95 - 2*cse83*ed_bar2_3
    cse125 = 2*cse106*cse73 - 2*cse109*cse75 + 2*cse116 + 2*cse86
    cse126 = -cse76*cse79
    cse127 = 2*cse103*cse73 + 2*cse113 + 2*cse126 - 2*cse99*ed_bar2_3
    cse128 = cse76*cse99
    cse129 = cse103*cse118
    cse130 = -cse128 - cse129
    cse131 = 2*cse114 + 2*cse126 - 2*cse73*cse95 + 2*cse83*ed_bar2_2
    cse132 = -2*cse103*cse75 + 2*cse107 + 2*cse123 + 2*cse99*ed_bar2_2
    cse133 = 2*cse102 - 2*cse106*cse75 - 2*cse109*cse73 - 2*cse111
    cse134 = cse76*cse83
    cse135 = cse120*cse95
    cse136 = -cse134 - cse135
    cse137 = cse119 + cse121
    cse138 = cse134 + cse135
    cse139 = cse128 + cse129
    out = np.zeros((14, 14))
    out[_Q_q_INDEX] = (
        -cse23*e_bar1_3 - cse29*cse30 - cse38*e_bar1_1,  # [3, 3]
        -cse30*cse43 - cse40*cse41 - cse46*cse47 + cse50,  # [3, 4]
        -cse41*cse52 - cse47*cse53 - cse55*e_bar1_2 + cse59,  # [3, 5]
        -cse41*cse60 - cse61*e_bar1_2 - cse62*e_bar1_1 + cse65,  # [3, 6]
        cse22*cse30 - cse29*cse41 + cse38*e_bar1_0 + cse66,  # [4, 3]
        cse30*cse40 - cse41*cse43 + cse67*e_bar1_0,  # [4, 4]
        cse30*cse52 - cse55*e_bar1_3 + cse68*e_bar1_0 + cse69,  # [4, 5]
        cse30*cse60 + cse59 - cse61*e_bar1_3 + cse62*e_bar1_0,  # [4, 6]
        -cse22*cse47 + cse29*cse70 + cse38*e_bar1_3 + cse71,  # [5, 3]
        -cse40*cse47 + cse43*cse70 + cse65 + cse67*e_bar1_3,  # [5, 4]
        -cse47*cse52 + cse55*e_bar1_0 + cse68*e_bar1_3,  # [5, 5]
        -cse47*cse60 + cse61*e_bar1_0 + cse62*e_bar1_3 + cse66,  # [5, 6]
        cse23*e_bar1_0 + cse29*cse47 - cse38*e_bar1_2 + cse69,  # [6, 3]
        cse40*cse70 + cse43*cse47 - cse67*e_bar1_2 + cse71,  # [6, 4]
        cse50 + cse52*cse70 + cse55*e_bar1_1 - cse68*e_bar1_2,  # [6, 5]
        cse60*cse70 + cse61*e_bar1_1 - cse62*e_bar1_2,  # [6, 6]
        -cse104*e_bar2_2 - cse110*e_bar2_1 - cse96*e_bar2_3,  # [10, 10]
        -cse112*e_bar2_3 - cse115*e_bar2_1 - cse117*e_bar2_2 + cse122,  # [10, 11]
        -cse124*e_bar2_3 - cse125*e_bar2_1 - cse127*e_bar2_2 + cse130,  # [10, 12]
        -cse131*e_bar2_3 - cse132*e_bar2_2 - cse133*e_bar2_1 + cse136,  # [10, 13]
        -cse104*e_bar2_3 + cse110*e_bar2_0 + cse137 + cse96*e_bar2_2,  # [11, 10]
        cse112*e_bar2_2 + cse115*e_bar2_0 - cse117*e_bar2_3,  # [11, 11]
        cse124*e_bar2_2 + cse125*e_bar2_0 - cse127*e_bar2_3 + cse138,  # [11, 12]
        cse130 + cse131*e_bar2_2 - cse132*e_bar2_3 + cse133*e_bar2_0,  # [11, 13]
        cse104*e_bar2_0 + cse110*e_bar2_3 + cse139 - cse96*e_bar2_1,  # [12, 10]
        -cse112*e_bar2_1 + cse115*e_bar2_3 + cse117*e_bar2_0 + cse136,  # [12, 11]
        -cse124*e_bar2_1 + cse125*e_bar2_3 + cse127*e_bar2_0,  # [12, 12]
        -cse131*e_bar2_1 + cse132*e_bar2_0 + cse133*e_bar2_3 + cse137,  # [12, 13]
        cse104*e_bar2_1 - cse110*e_bar2_2 + cse138 + cse96*e_bar2_0,  # [13, 10]
        cse112*e_bar2_0 - cse115*e_bar2_2 + cse117*e_bar2_1 + cse139,  # [13, 11]
        cse122 + cse124*e_bar2_0 - cse125*e_bar2_2 + cse127*e_bar2_1,  # [13, 12]
        cse131*e_bar2_0 + cse132*e_bar2_1 - cse133*e_bar2_2,  # [13, 13]
    )
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (14, 14), 32 nonzero.
    """
    # 504 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    cse0 = 208.0325*e_bar1_1
    cse1 = 208.0325*ed_bar1_2
    cse2 = 208.0325*ed_bar1_1
    cse3 = 208.0325*ed_bar1_0
    cse4 = -cse0*ed_bar1_3 - cse1*e_bar1_0 + cse2*e_bar1_3 + cse3*e_bar1_2
    cse5 = 2*e_bar1_3
    cse6 = 2*e_bar1_2
    cse7 = 2*e_bar1_0
    cse8 = 2*e_bar1_1
    cse9 = -cse5*ed_bar1_0 + cse6*ed_bar1_1 + cse7*ed_bar1_3 - cse8*ed_bar1_2
    cse10 = 208.0325*e_bar1_2
    cse11 = cse10*cse9
    cse12 = 208.0325*ed_bar1_3
    cse13 = -cse0*ed_bar1_2 + cse12*e_bar1_0 + cse2*e_bar1_2 - cse3*e_bar1_3
    cse14 = -cse5*ed_bar1_1 - cse6*ed_bar1_0 + cse7*ed_bar1_2 + cse8*ed_bar1_3
    cse15 = 208.0325*cse14
    cse16 = -cse15*e_bar1_3
    cse17 = cse11 - cse13*cse6 + cse16 - cse4*cse5
    cse18 = 0.065*cse5*ed_bar1_2 - 0.065*cse6*ed_bar1_3 + 0.065*cse7*ed_bar1_1 - 0.065*cse8*ed_bar1_0
    cse19 = cse18*e_bar1_3
    cse20 = cse12*e_bar1_2
    cse21 = cse0*ed_bar1_0
    cse22 = cse1*e_bar1_3
    cse23 = cse2*e_bar1_0
    cse24 = -cse20 - cse21 + cse22 + cse23
    cse25 = 0.065*ed_bar1_1
    cse26 = 0.065*ed_bar1_3
    cse27 = 0.065*ed_bar1_0
    cse28 = 0.065*ed_bar1_2
    cse29 = -cse25*e_bar1_2 - cse26*e_bar1_0 + cse27*e_bar1_3 + cse28*e_bar1_1
    cse30 = -cse0*cse9
    cse31 = cse19 - cse24*cse5 - cse29*cse8 + cse30
    cse32 = 2*cse31
    cse33 = -cse25*e_bar1_3 + cse26*e_bar1_1 - cse27*e_bar1_2 + cse28*e_bar1_0
    cse34 = -cse18*e_bar1_2
    cse35 = cse20 + cse21 - cse22 - cse23
    cse36 = cse0*cse14
    cse37 = -cse33*cse8 + cse34 - cse35*cse6 + cse36
    cse38 = 208.0325*cse9
    cse39 = cse38*e_bar1_3
    cse40 = cse10*cse14
    cse41 = -cse13*cse5 + cse39 + cse4*cse6 + cse40
    cse42 = cse38*e_bar1_0
    cse43 = cse24*cse6 + cse29*cse7 + cse34 + cse42
    cse44 = 2*cse43
    cse45 = cse15*e_bar1_0
    cse46 = -cse19 + cse33*cse7 - cse35*cse5 - cse45
    cse47 = cse13*cse7 - cse36 - cse4*cse8 - cse42
    cse48 = cse18*e_bar1_1
    cse49 = -cse24*cse8 + cse29*cse5 + cse39 + cse48
    cse50 = 2*cse49
    cse51 = cse18*e_bar1_0
    cse52 = cse16 + cse33*cse5 + cse35*cse7 + cse51
    cse53 = -cse11 + cse24*cse7 - cse29*cse6 - cse51
    cse54 = 2*cse53
    cse55 = cse13*cse8 + cse30 + cse4*cse7 + cse45
    cse56 = -cse33*cse6 + cse35*cse8 + cse40 + cse48
    cse57 = 2*cse41
    cse58 = 2*cse47
    cse59 = 2*ed_bar2_1
    cse60 = 2*ed_bar2_3
    cse61 = 2*e_bar2_3
    cse62 = 2*e_bar2_1
    cse63 = 26.01625*cse59*e_bar2_2 + 26.01625*cse60*e_bar2_0 - 26.01625*cse61*ed_bar2_0 - 26.01625*cse62*ed_bar2_2
    cse64 = cse63*e_bar2_2
    cse65 = 26.01625*ed_bar2_3
    cse66 = 26.01625*ed_bar2_2
    cse67 = 26.01625*ed_bar2_1
    cse68 = 26.01625*ed_bar2_0
    cse69 = -2*cse65*e_bar2_1 - 2*cse66*e_bar2_0 + 2*cse67*e_bar2_3 + 2*cse68*e_bar2_2
    cse70 = 2*e_bar2_0
    cse71 = 2*e_bar2_2
    cse72 = 26.01625*cse60*e_bar2_1 - 26.01625*cse61*ed_bar2_1 + 26.01625*cse70*ed_bar2_2 - 26.01625*cse71*ed_bar2_0
    cse73 = -cse72*e_bar2_3
    cse74 = 2*cse65*e_bar2_0 - 2*cse66*e_bar2_1 + 2*cse67*e_bar2_2 - 2*cse68*e_bar2_3
    cse75 = 2*cse64 - 2*cse69*e_bar2_3 + 2*cse73 - 2*cse74*e_bar2_2
    cse76 = 0.0325*cse59*e_bar2_0 - 0.0325*cse60*e_bar2_2 + 0.0325*cse61*ed_bar2_2 - 0.0325*cse62*ed_bar2_0
    cse77 = cse76*e_bar2_3
    cse78 = 0.0325*ed_bar2_1
    cse79 = 0.0325*ed_bar2_3
    cse80 = 0.0325*ed_bar2_0
    cse81 = 0.0325*ed_bar2_2
    cse82 = -cse78*e_bar2_2 - cse79*e_bar2_0 + cse80*e_bar2_3 + cse81*e_bar2_1
    cse83 = -cse63*e_bar2_1
    cse84 = cse65*e_bar2_2
    cse85 = cse68*e_bar2_1
    cse86 = cse66*e_bar2_3
    cse87 = cse67*e_bar2_0
    cse88 = -cse84 - cse85 + cse86 + cse87
    cse89 = -cse61*cse88 - cse62*cse82 + cse77 + cse83
    cse90 = -cse76*e_bar2_2
    cse91 = -cse78*e_bar2_3 + cse79*e_bar2_1 - cse80*e_bar2_2 + cse81*e_bar2_0
    cse92 = cse72*e_bar2_1
    cse93 = cse84 + cse85 - cse86 - cse87
    cse94 = -cse62*cse91 - cse71*cse93 + cse90 + cse92
    cse95 = cse63*e_bar2_3
    cse96 = cse72*e_bar2_2
    cse97 = cse69*e_bar2_2 - cse74*e_bar2_3 + cse95 + cse96
    cse98 = cse63*e_bar2_0
    cse99 = cse70*cse82 + cse71*cse88 + cse90 + cse98
    cse100 = cse72*e_bar2_0
    cse101 = -cse100 - cse61*cse93 + cse70*cse91 - cse77
    cse102 = -cse69*e_bar2_1 + cse74*e_bar2_0 - cse92 - cse98
    cse103 = cse76*e_bar2_1
    cse104 = cse103 + cse61*cse82 - cse62*cse88 + cse95
    cse105 = cse76*e_bar2_0
    cse106 = cse105 + cse61*cse91 + cse70*cse93 + cse73
    cse107 = 2*cse100 + 2*cse69*e_bar2_0 + 2*cse74*e_bar2_1 + 2*cse83
    cse108 = -cse105 - cse64 + cse70*cse88 - cse71*cse82
    cse109 = cse103 + cse62*cse93 - cse71*cse91 + cse96
    out = np.zeros((14, 14))
    out[_Q_v_INDEX] = (
        -cse17*cse8 - cse32*e_bar1_2 - cse37*cse5,  # [3, 3]
        -cse41*cse8 - cse44*e_bar1_2 - cse46*cse5,  # [3, 4]
        -cse47*cse8 - cse5*cse52 - cse50*e_bar1_2,  # [3, 5]
        -cse5*cse56 - cse54*e_bar1_2 - cse55*cse8,  # [3, 6]
        cse17*cse7 - cse31*cse5 + cse37*cse6,  # [4, 3]
        -cse43*cse5 + cse46*cse6 + cse57*e_bar1_0,  # [4, 4]
        -cse49*cse5 + cse52*cse6 + cse58*e_bar1_0,  # [4, 5]
        -cse5*cse53 + cse55*cse7 + cse56*cse6,  # [4, 6]
        cse17*cse5 + cse32*e_bar1_0 - cse37*cse8,  # [5, 3]
        cse44*e_bar1_0 - cse46*cse8 + cse57*e_bar1_3,  # [5, 4]
        cse50*e_bar1_0 - cse52*cse8 + cse58*e_bar1_3,  # [5, 5]
        cse5*cse55 + cse54*e_bar1_0 - cse56*cse8,  # [5, 6]
        -cse17*cse6 + cse31*cse8 + cse37*cse7,  # [6, 3]
        cse43*cse8 + cse46*cse7 - cse57*e_bar1_2,  # [6, 4]
        cse49*cse8 + cse52*cse7 - cse58*e_bar1_2,  # [6, 5]
        cse53*cse8 - cse55*cse6 + cse56*cse7,  # [6, 6]
        -cse61*cse94 - cse71*cse89 - cse75*e_bar2_1,  # [10, 10]
        -cse101*cse61 - cse62*cse97 - cse71*cse99,  # [10, 11]
        -cse102*cse62 - cse104*cse71 - cse106*cse61,  # [10, 12]
        -cse107*e_bar2_1 - cse108*cse71 - cse109*cse61,  # [10, 13]
        -cse61*cse89 + cse71*cse94 + cse75*e_bar2_0,  # [11, 10]
        cse101*cse71 - cse61*cse99 + cse70*cse97,  # [11, 11]
        cse102*cse70 - cse104*cse61 + cse106*cse71,  # [11, 12]
        cse107*e_bar2_0 - cse108*cse61 + cse109*cse71,  # [11, 13]
        -cse62*cse94 + cse70*cse89 + cse75*e_bar2_3,  # [12, 10]
        -cse101*cse62 + cse61*cse97 + cse70*cse99,  # [12, 11]
        cse102*cse61 + cse104*cse70 - cse106*cse62,  # [12, 12]
        cse107*e_bar2_3 + cse108*cse70 - cse109*cse62,  # [12, 13]
        cse62*cse89 + cse70*cse94 - cse75*e_bar2_2,  # [13, 10]
        cse101*cse70 + cse62*cse99 - cse71*cse97,  # [13, 11]
        -cse102*cse71 + cse104*cse62 + cse106*cse70,  # [13, 12]
        -cse107*e_bar2_2 + cse108*cse62 + cse109*cse70,  # [13, 13]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (14).
        a: accelerations (time derivative of v) (14).
        p: parameters (2).

    Returns:
        ndarray of shape (14, 14), 32 nonzero.
    """
    # 200 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, acc_3,
        acc_4, acc_5, acc_6, _,
        _, _, acc_10, acc_11,
        acc_12, acc_13,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (14,) else _floats(a, 14, "a")

    cse0 = 0.13*acc_4
    cse1 = 416.065*acc_6
    cse2 = 416.065*acc_5
    cse3 = -cse1*e_bar1_3 - cse2*e_bar1_2
    cse4 = acc_6*e_bar1_2
    cse5 = 415.935*cse4
    cse6 = acc_5*e_bar1_3
    cse7 = 415.935*cse6
    cse8 = acc_3*e_bar1_1
    cse9 = 415.935*acc_6
    cse10 = 832.13*e_bar1_2
    cse11 = 415.935*acc_5
    cse12 = 832.13*e_bar1_3
    cse13 = 0.13*acc_3
    cse14 = acc_4*e_bar1_0
    cse15 = 832.13*acc_5
    cse16 = 415.935*acc_4
    cse17 = 416.065*acc_3
    cse18 = 416.065*acc_4
    cse19 = 415.935*acc_3
    cse20 = 0.13*acc_6
    cse21 = -cse17*e_bar1_0 - cse18*e_bar1_1
    cse22 = 415.935*cse14
    cse23 = 415.935*cse8
    cse24 = 832.13*acc_6
    cse25 = 0.13*acc_5
    cse26 = acc_11*e_bar2_1
    cse27 = acc_12*e_bar2_2
    cse28 = 52.0325*acc_13
    cse29 = -52.0325*cse27 - cse28*e_bar2_3
    cse30 = acc_11*e_bar2_0
    cse31 = 51.9675*acc_13
    cse32 = cse31*e_bar2_2
    cse33 = acc_10*e_bar2_1
    cse34 = 51.9675*acc_12
    cse35 = cse34*e_bar2_3
    cse36 = acc_12*e_bar2_0
    cse37 = 104.065*acc_10
    cse38 = acc_10*e_bar2_0
    cse39 = acc_12*e_bar2_1
    cse40 = 104.065*acc_11
    cse41 = 52.0325*acc_10
    cse42 = 51.9675*acc_11
    cse43 = 52.0325*acc_11
    cse44 = 51.9675*acc_10
    cse45 = -52.0325*cse26 - 52.0325*cse38
    cse46 = acc_13*e_bar2_2
    cse47 = 51.9675*cse33
    cse48 = acc_12*e_bar2_3
    cse49 = 51.9675*cse30
    cse50 = 104.065*acc_13
    out = np.zeros((14, 14))
    out[_Ma_q_INDEX] = (
        -cse0*e_bar1_1 + cse3,  # [3, 3]
        -cse0*e_bar1_0 - cse5 + cse7 + 0.26*cse8,  # [3, 4]
        acc_3*cse10 - cse2*e_bar1_0 - cse9*e_bar1_1,  # [3, 5]
        acc_3*cse12 - cse1*e_bar1_0 + cse11*e_bar1_1,  # [3, 6]
        -cse13*e_bar1_1 + 0.26*cse14 + cse5 - cse7,  # [4, 3]
        -cse13*e_bar1_0 + cse3,  # [4, 4]
        acc_4*cse10 - cse2*e_bar1_1 + cse9*e_bar1_0,  # [4, 5]
        acc_4*cse12 - cse1*e_bar1_1 - cse11*e_bar1_0,  # [4, 6]
        cse15*e_bar1_0 - cse16*e_bar1_3 - cse17*e_bar1_2,  # [5, 3]
        cse15*e_bar1_1 - cse18*e_bar1_2 + cse19*e_bar1_3,  # [5, 4]
        -cse20*e_bar1_3 + cse21,  # [5, 5]
        -cse20*e_bar1_2 - cse22 + cse23 + 0.26*cse6,  # [5, 6]
        cse16*e_bar1_2 - cse17*e_bar1_3 + cse24*e_bar1_0,  # [6, 3]
        -cse18*e_bar1_3 - cse19*e_bar1_2 + cse24*e_bar1_1,  # [6, 4]
        cse22 - cse23 - cse25*e_bar1_3 + 0.26*cse4,  # [6, 5]
        cse21 - cse25*e_bar1_2,  # [6, 6]
        -0.065*cse26 + cse29,  # [10, 10]
        -0.065*cse30 - cse32 + 0.13*cse33 + cse35,  # [10, 11]
        -cse31*e_bar2_1 - 52.0325*cse36 + cse37*e_bar2_2,  # [10, 12]
        -cse28*e_bar2_0 + cse34*e_bar2_1 + cse37*e_bar2_3,  # [10, 13]
        0.13*cse30 + cse32 - 0.065*cse33 - cse35,  # [11, 10]
        cse29 - 0.065*cse38,  # [11, 11]
        cse31*e_bar2_0 - 52.0325*cse39 + cse40*e_bar2_2,  # [11, 12]
        -cse28*e_bar2_1 - cse34*e_bar2_0 + cse40*e_bar2_3,  # [11, 13]
        104.065*cse36 - cse41*e_bar2_2 - cse42*e_bar2_3,  # [12, 10]
        104.065*cse39 - cse43*e_bar2_2 + cse44*e_bar2_3,  # [12, 11]
        -0.065*acc_13*e_bar2_3 + cse45,  # [12, 12]
        -0.065*cse46 + cse47 + 0.13*cse48 - cse49,  # [12, 13]
        -cse41*e_bar2_3 + cse42*e_bar2_2 + cse50*e_bar2_0,  # [13, 10]
        -cse43*e_bar2_3 - cse44*e_bar2_2 + cse50*e_bar2_1,  # [13, 11]
        0.13*cse46 - cse47 - 0.065*cse48 + cse49,  # [13, 12]
        -0.065*cse27 + cse45,  # [13, 13]
    )
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (14).
        lam: Lagrange multipliers, one per constraint row (12).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (14, 14), 64 nonzero.
    """
    # 230 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (12,) else _floats(lam, 12, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = 4*lam_3
    cse1 = 8*e_bar2_3
    cse2 = e_bar2_0*e_bar2_1
    cse3 = lam_10 + lam_8*(cse1*e_bar2_2 - 8*cse2)
    cse4 = e_bar2_0*e_bar2_2
    cse5 = 2*lam_5
    cse6 = -L1*cse5 - 2*L1*lam_0 + lam_9*(-cse1*e_bar2_1 - 8*cse4)
    cse7 = 4*e_bar2_3**2
    cse8 = 4*e_bar2_0**2
    cse9 = cse7 + cse8 - 2
    cse10 = cse9*lam_8
    cse11 = 2*lam_4
    cse12 = cse10 + cse11
    cse13 = L1*lam_2
    cse14 = L1*lam_7
    cse15 = cse13 + cse14 + cse9*lam_9
    cse16 = 4*e_bar2_3
    cse17 = cse16*e_bar2_1
    cse18 = 4*cse4
    cse19 = -L1*lam_1 - L1*lam_6 + lam_9*(-cse16*e_bar2_2 + 4*cse2)
    cse20 = cse19 + lam_8*(-cse17 - cse18)
    cse21 = 8*e_bar1_0
    cse22 = cse21*e_bar2_2
    cse23 = 4*e_bar2_1
    cse24 = cse23*e_bar1_3
    cse25 = 8*e_bar1_2
    cse26 = cse25*e_bar2_0
    cse27 = 8*e_bar1_1
    cse28 = cse27*e_bar2_0
    cse29 = 4*e_bar1_3
    cse30 = -cse21*e_bar2_1 - cse29*e_bar2_2
    cse31 = lam_8*(cse28 + cse30) + lam_9*(-cse22 + cse24 + cse26)
    cse32 = cse21*e_bar2_3
    cse33 = cse29*e_bar2_0
    cse34 = cse21*e_bar2_0
    cse35 = -cse16*e_bar1_3 - cse34
    cse36 = cse35*lam_8 + lam_9*(-cse32 + cse33)
    cse37 = cse35*lam_9 + lam_8*(cse32 - cse33)
    cse38 = cse25*e_bar2_3
    cse39 = cse27*e_bar2_3
    cse40 = lam_8*(cse22 - cse24 + cse39) + lam_9*(cse30 + cse38)
    cse41 = cse19 + lam_8*(cse17 + cse18)
    cse42 = -cse13 - cse14 + lam_9*(-cse7 - cse8 + 2)
    cse43 = cse23*e_bar1_2
    cse44 = 8*e_bar1_3
    cse45 = cse44*e_bar2_0
    cse46 = 4*e_bar1_2
    cse47 = cse46*e_bar2_2
    cse48 = lam_8*(cse34 + cse47) + lam_9*(-cse27*e_bar2_2 + cse43 - cse45)
    cse49 = -cse39
    cse50 = cse46*e_bar2_0
    cse51 = cse16*e_bar1_2
    cse52 = cse51*lam_8 + lam_9*(cse49 + cse50)
    cse53 = -cse28
    cse54 = cse50*lam_8 + lam_9*(-cse51 + cse53)
    cse55 = cse44*e_bar2_3
    cse56 = lam_8*(cse32 + cse43) + lam_9*(-cse27*e_bar2_1 - cse47 - cse55)
    cse57 = cse10 - cse11
    cse58 = cse23*e_bar1_1
    cse59 = 4*e_bar1_1
    cse60 = cse59*e_bar2_2
    cse61 = lam_8*(-cse25*e_bar2_1 + cse45 + cse60) + lam_9*(cse34 + cse58)
    cse62 = cse59*e_bar2_0
    cse63 = cse16*e_bar1_1
    cse64 = cse62*lam_9 + lam_8*(-cse26 + cse63)
    cse65 = -cse63*lam_9 + lam_8*(cse38 + cse62)
    cse66 = lam_8*(cse25*e_bar2_2 + cse55 + cse58) + lam_9*(cse32 - cse60)
    cse67 = 4*e_bar1_0
    cse68 = cse67*e_bar2_1
    cse69 = -cse67*e_bar2_2
    cse70 = lam_8*(cse26 + cse69) + lam_9*(cse53 + cse68)
    cse71 = cse67*lam_9
    cse72 = cse67*lam_8
    cse73 = cse71*e_bar2_0 - cse72*e_bar2_3
    cse74 = -cse71*e_bar2_3 - cse72*e_bar2_0
    cse75 = lam_8*(cse38 - cse68) + lam_9*(cse49 + cse69)
    cse76 = -L2*cse5 + lam_11
    cse77 = lam_8*(cse25*e_bar1_3 + cse27*e_bar1_0) + lam_9*(cse25*e_bar1_0 - cse27*e_bar1_3)
    cse78 = cse59*e_bar1_2
    cse79 = cse67*e_bar1_3
    cse80 = 4*e_bar1_2**2
    cse81 = 4*e_bar1_0**2
    cse82 = 2 - cse81
    cse83 = lam_8*(-cse80 + cse82) + lam_9*(cse78 + cse79)
    cse84 = L2*lam_7
    cse85 = -cse79
    cse86 = lam_8*(cse78 + cse85) + lam_9*(cse82 - 4*e_bar1_1**2)
    cse87 = cse84 + cse86
    cse88 = -L2*lam_6
    cse89 = -cse84 + cse86
    cse90 = lam_8*(cse80 + cse81 - 2) + lam_9*(-cse78 + cse85)
    out = np.zeros((14, 14))
    out[_Phi_qT_lam_q_INDEX] = (
        cse0 + cse3 + cse6,  # [3, 3]
        cse12,  # [3, 4]
        cse15,  # [3, 5]
        cse20,  # [3, 6]
        cse31,  # [3, 10]
        cse36,  # [3, 11]
        cse37,  # [3, 12]
        cse40,  # [3, 13]
        cse12,  # [4, 3]
        cse6 + lam_10,  # [4, 4]
        cse41,  # [4, 5]
        cse42,  # [4, 6]
        cse48,  # [4, 10]
        cse52,  # [4, 11]
        cse54,  # [4, 12]
        cse56,  # [4, 13]
        cse15,  # [5, 3]
        cse41,  # [5, 4]
        cse3,  # [5, 5]
        cse57,  # [5, 6]
        cse61,  # [5, 10]
        cse64,  # [5, 11]
        cse65,  # [5, 12]
        cse66,  # [5, 13]
        cse20,  # [6, 3]
        cse42,  # [6, 4]
        cse57,  # [6, 5]
        cse0 + lam_10,  # [6, 6]
        cse70,  # [6, 10]
        cse73,  # [6, 11]
        cse74,  # [6, 12]
        cse75,  # [6, 13]
        cse31,  # [10, 3]
        cse48,  # [10, 4]
        cse61,  # [10, 5]
        cse70,  # [10, 6]
        cse76 + cse77,  # [10, 10]
        cse83,  # [10, 11]
        cse87,  # [10, 12]
        cse88,  # [10, 13]
        cse36,  # [11, 3]
        cse52,  # [11, 4]
        cse64,  # [11, 5]
        cse73,  # [11, 6]
        cse83,  # [11, 10]
        cse76,  # [11, 11]
        cse88,  # [11, 12]
        cse89,  # [11, 13]
        cse37,  # [12, 3]
        cse54,  # [12, 4]
        cse65,  # [12, 5]
        cse74,  # [12, 6]
        cse87,  # [12, 10]
        cse88,  # [12, 11]
        lam_11,  # [12, 12]
        cse90,  # [12, 13]
        cse40,  # [13, 3]
        cse56,  # [13, 4]
        cse66,  # [13, 5]
        cse75,  # [13, 6]
        cse88,  # [13, 10]
        cse89,  # [13, 11]
        cse90,  # [13, 12]
        cse77 + lam_11,  # [13, 13]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        a: accelerations (time derivative of v) (14).
        lam: Lagrange multipliers, one per constraint row (12).
        t: time.
        p: parameters (2).
        h: step size.

    Returns:
        ndarray of shape (26,), 26 nonzero.
    """
    # 679 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, acc_5, acc_6, acc_7,
        acc_8, acc_9, acc_10, acc_11,
        acc_12, acc_13,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (14,) else _floats(a, 14, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (12,) else _floats(lam, 12, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    h = float(h)

    cse0 = 2*ed_bar1_3
    cse1 = 2*ed_bar1_2
    cse2 = 2*ed_bar1_1
    cse3 = 2*ed_bar1_0
    cse4 = cse0*e_bar1_1 + cse1*e_bar1_0 - cse2*e_bar1_3 - cse3*e_bar1_2
    cse5 = 208.0325*ed_bar1_2
    cse6 = cse5*e_bar1_3
    cse7 = 208.0325*e_bar1_0
    cse8 = cse7*ed_bar1_1
    cse9 = 208.0325*ed_bar1_3
    cse10 = cse9*e_bar1_2
    cse11 = 208.0325*ed_bar1_0
    cse12 = cse11*e_bar1_1
    cse13 = -cse0*e_bar1_2 + cse1*e_bar1_3 + cse2*e_bar1_0 - cse3*e_bar1_1
    cse14 = 0.065*ed_bar1_0
    cse15 = 0.065*e_bar1_1
    cse16 = 0.065*ed_bar1_1
    cse17 = 0.065*e_bar1_0
    cse18 = cse13*(-cse14*e_bar1_2 + cse15*ed_bar1_3 - cse16*e_bar1_3 + cse17*ed_bar1_2) + cse4*(cse10 + cse12 - cse6 - cse8)
    cse19 = 2*cse18
    cse20 = cse0*e_bar1_0 - cse1*e_bar1_1 + cse2*e_bar1_2 - cse3*e_bar1_3
    cse21 = 2*cse13*(cse14*e_bar1_3 + cse15*ed_bar1_2 - cse16*e_bar1_2 - cse17*ed_bar1_3) + 2*cse20*(-cse10 - cse12 + cse6 + cse8)
    cse22 = 208.0325*ed_bar1_1
    cse23 = cse20*(cse11*e_bar1_2 + cse22*e_bar1_3 - cse7*ed_bar1_2 - cse9*e_bar1_1) + cse4*(-cse11*e_bar1_3 + cse22*e_bar1_2 - cse5*e_bar1_1 + cse7*ed_bar1_3)
    cse24 = 2*cse23
    cse25 = e_bar1_1**2
    cse26 = e_bar1_2**2
    cse27 = e_bar1_3**2
    cse28 = 416.065*cse26 + 416.065*cse27
    cse29 = e_bar1_0*e_bar1_2
    cse30 = e_bar1_1*e_bar1_3
    cse31 = -416.065*cse29 + 415.935*cse30
    cse32 = e_bar1_0*e_bar1_3
    cse33 = e_bar1_1*e_bar1_2
    cse34 = -416.065*cse32 - 415.935*cse33
    cse35 = 2*e_bar1_0
    cse36 = L1*lam_5
    cse37 = 4*lam_3
    cse38 = 0.13*e_bar1_0*e_bar1_1
    cse39 = L1*lam_2
    cse40 = 2*lam_4
    cse41 = e_bar2_3**2
    cse42 = e_bar2_0**2
    cse43 = 2*cse42 - 1
    cse44 = 2*cse41 + cse43
    cse45 = 2*cse44
    cse46 = cse45*e_bar1_2
    cse47 = 2*e_bar2_2
    cse48 = 2*e_bar2_1
    cse49 = cse47*e_bar2_3 - cse48*e_bar2_0
    cse50 = 2*cse49
    cse51 = cse48*e_bar2_3
    cse52 = cse47*e_bar2_0
    cse53 = cse51 + cse52
    cse54 = 4*cse53
    cse55 = L1*lam_1
    cse56 = cse45*e_bar1_1
    cse57 = 4*cse49
    cse58 = 2*cse53
    cse59 = L1*lam_0
    cse60 = L1*lam_6
    cse61 = L1*lam_7
    cse62 = 2*e_bar1_2
    cse63 = 2*e_bar1_1
    cse64 = -415.935*cse32 - 416.065*cse33
    cse65 = 415.935*cse29 - 416.065*cse30
    cse66 = cse45*e_bar1_3
    cse67 = cse45*e_bar1_0
    cse68 = e_bar1_0**2
    cse69 = L1*e_bar1_0
    cse70 = 0.13*e_bar1_2*e_bar1_3
    cse71 = 416.065*cse25 + 416.065*cse68
    cse72 = 2*e_bar2_0
    cse73 = L2*lam_5
    cse74 = L2*lam_7
    cse75 = L2*lam_6
    cse76 = cse62*e_bar1_3
    cse77 = cse35*e_bar1_1
    cse78 = cse76 + cse77
    cse79 = 4*cse78
    cse80 = 2*cse68 - 1
    cse81 = 2*cse26 + cse80
    cse82 = cse62*e_bar1_1
    cse83 = 2*cse32
    cse84 = cse82 - cse83
    cse85 = 0.065*e_bar2_0*e_bar2_1
    cse86 = 52.0325*e_bar2_3
    cse87 = 51.9675*e_bar2_2
    cse88 = -cse86*e_bar2_0 - cse87*e_bar2_1
    cse89 = 2*cse30 - cse62*e_bar1_0
    cse90 = 4*cse89
    cse91 = 2*cse25 + cse80
    cse92 = cse82 + cse83
    cse93 = 52.0325*e_bar2_2
    cse94 = 51.9675*e_bar2_3
    cse95 = -cse93*e_bar2_0 + cse94*e_bar2_1
    cse96 = 26.01625*ed_bar2_2
    cse97 = cse96*e_bar2_3
    cse98 = 26.01625*ed_bar2_1
    cse99 = cse98*e_bar2_0
    cse100 = 26.01625*ed_bar2_3
    cse101 = cse100*e_bar2_2
    cse102 = 26.01625*ed_bar2_0
    cse103 = cse102*e_bar2_1
    cse104 = 2*e_bar2_3
    cse105 = -cse104*ed_bar2_1 - cse47*ed_bar2_0 + cse48*ed_bar2_3 + cse72*ed_bar2_2
    cse106 = 0.0325*ed_bar2_1
    cse107 = 0.0325*ed_bar2_0
    cse108 = 0.0325*ed_bar2_3
    cse109 = 0.0325*ed_bar2_2
    cse110 = cse104*ed_bar2_2 - cse47*ed_bar2_3 - cse48*ed_bar2_0 + cse72*ed_bar2_1
    cse111 = cse105*(cse101 + cse103 - cse97 - cse99) + cse110*(-cse106*e_bar2_3 - cse107*e_bar2_2 + cse108*e_bar2_1 + cse109*e_bar2_0)
    cse112 = 2*cse111
    cse113 = -cse104*ed_bar2_0 + cse47*ed_bar2_1 - cse48*ed_bar2_2 + cse72*ed_bar2_3
    cse114 = cse110*(-cse106*e_bar2_2 + cse107*e_bar2_3 - cse108*e_bar2_0 + cse109*e_bar2_1) + cse113*(-cse101 - cse103 + cse97 + cse99)
    cse115 = 2*cse105*(cse100*e_bar2_0 - cse102*e_bar2_3 - cse96*e_bar2_1 + cse98*e_bar2_2) + 2*cse113*(-cse100*e_bar2_1 + cse102*e_bar2_2 - cse96*e_bar2_0 + cse98*e_bar2_3)
    cse116 = e_bar2_1**2
    cse117 = e_bar2_2**2
    cse118 = 52.0325*cse117 + 52.0325*cse41
    cse119 = 2*cse91
    cse120 = -cse86*e_bar2_1 + cse87*e_bar2_0
    cse121 = 2*cse114
    cse122 = -cse93*e_bar2_1 - cse94*e_bar2_0
    cse123 = 0.065*e_bar2_2*e_bar2_3
    cse124 = 52.0325*cse116 + 52.0325*cse42
    cse125 = h**(-2)
    cse126 = (1/2)*L1
    cse127 = -cse126*cse91
    cse128 = -cse126*cse92
    cse129 = -cse126*cse89
    cse130 = (1/2)*L2
    return np.array([
        78.0*acc_0 + lam_0 - lam_5,  # [0]
        78.0*acc_1 + lam_1 - lam_6,  # [1]
        78.0*acc_2 + lam_2 - lam_7 + 765.1800000000001,  # [2]
        acc_3*(0.13*cse25 + cse28) - acc_4*cse38 + acc_5*cse31 + acc_6*cse34 + cse19*e_bar1_3 + cse21*e_bar1_2 + cse24*e_bar1_1 - cse35*cse36 - cse35*cse59 + cse37*e_bar1_0 + cse39*e_bar1_2 + cse40*e_bar1_1 - cse55*e_bar1_3 - cse60*e_bar1_3 + cse61*e_bar1_2 + e_bar1_0*lam_10 + lam_8*(cse56 + cse57*e_bar1_0 - cse58*e_bar1_3) + lam_9*(cse46 - cse50*e_bar1_3 - cse54*e_bar1_0),  # [3]
        -acc_3*cse38 + acc_4*(cse28 + 0.13*cse68) + acc_5*cse64 + acc_6*cse65 - cse18*cse62 + cse21*e_bar1_3 - cse23*cse35 - cse36*cse63 - cse39*e_bar1_3 + cse40*e_bar1_0 - cse55*e_bar1_2 - cse59*cse63 - cse60*e_bar1_2 - cse61*e_bar1_3 + e_bar1_1*lam_10 + lam_8*(cse58*e_bar1_2 + cse67) + lam_9*(-cse50*e_bar1_2 - cse54*e_bar1_1 - cse66),  # [4]
        acc_3*cse31 + acc_4*cse64 + acc_5*(0.13*cse27 + cse71) - acc_6*cse70 + cse19*e_bar1_1 - cse21*e_bar1_0 - cse24*e_bar1_3 - cse40*e_bar1_3 - cse55*e_bar1_1 - cse60*e_bar1_1 + cse69*lam_2 + cse69*lam_7 + e_bar1_2*lam_10 + lam_8*(cse57*e_bar1_2 + cse58*e_bar1_1 + cse66) + lam_9*(-cse50*e_bar1_1 + cse67),  # [5]
        acc_3*cse34 + acc_4*cse65 - acc_5*cse70 + acc_6*(0.13*cse26 + cse71) - cse18*cse35 - cse21*e_bar1_1 + cse23*cse62 + cse37*e_bar1_3 - cse39*e_bar1_1 - cse40*e_bar1_2 - cse61*e_bar1_1 - cse69*lam_1 - cse69*lam_6 + e_bar1_3*lam_10 + lam_8*(cse46 - cse58*e_bar1_0) + lam_9*(-cse50*e_bar1_0 - cse56),  # [6]
        39.0*acc_7 + lam_5,  # [7]
        39.0*acc_8 + lam_6,  # [8]
        39.0*acc_9 + lam_7 + 382.59000000000003,  # [9]
        acc_10*(0.065*cse116 + cse118) - acc_11*cse85 + acc_12*cse95 + acc_13*cse88 + cse112*e_bar2_3 + cse114*cse47 + cse115*e_bar2_1 - cse72*cse73 + cse74*e_bar2_2 - cse75*e_bar2_3 + e_bar2_0*lam_11 + lam_8*(cse47*cse84 - cse48*cse81 + cse79*e_bar2_0) + lam_9*(-cse47*cse91 + cse48*cse92 - cse90*e_bar2_0),  # [10]
        -acc_10*cse85 + acc_11*(cse118 + 0.065*cse42) + acc_12*cse122 + acc_13*cse120 - cse111*cse47 - cse115*e_bar2_0 + cse121*e_bar2_3 - cse48*cse73 - cse74*e_bar2_3 - cse75*e_bar2_2 + e_bar2_1*lam_11 + lam_8*(cse104*cse84 - cse72*cse81) + lam_9*(-cse119*e_bar2_3 + cse72*cse92),  # [11]
        acc_10*cse95 + acc_11*cse122 + acc_12*(cse124 + 0.065*cse41) - acc_13*cse123 + cse111*cse48 - cse115*e_bar2_3 - cse121*e_bar2_0 + cse74*e_bar2_0 - cse75*e_bar2_1 + e_bar2_2*lam_11 + lam_8*(cse104*cse81 + cse72*cse84) + lam_9*(-cse104*cse92 - cse119*e_bar2_0),  # [12]
        acc_10*cse88 + acc_11*cse120 - acc_12*cse123 + acc_13*(0.065*cse117 + cse124) - cse112*e_bar2_0 - cse114*cse48 + cse115*e_bar2_2 - cse74*e_bar2_1 - cse75*e_bar2_0 + e_bar2_3*lam_11 + lam_8*(cse47*cse81 + cse48*cse84 + cse79*e_bar2_3) + lam_9*(-cse119*e_bar2_1 - cse47*cse92 - cse90*e_bar2_3),  # [13]
        cse125*(cse127 + r_bar1_x),  # [14]
        cse125*(cse128 + r_bar1_y),  # [15]
        cse125*(cse129 + r_bar1_z),  # [16]
        cse125*(2*cse27 + cse80),  # [17]
        -cse125*(cse76 - cse77),  # [18]
        cse125*(cse127 - cse130*(2*cse116 + cse43) - r_bar1_x + r_bar2_x),  # [19]
        cse125*(cse128 - cse130*(cse47*e_bar2_1 + cse72*e_bar2_3) - r_bar1_y + r_bar2_y),  # [20]
        cse125*(cse129 - cse130*(cse51 - cse52) - r_bar1_z + r_bar2_z),  # [21]
        cse125*(cse44*cse78 + cse49*cse81 + cse53*cse84),  # [22]
        cse125*(-cse44*cse89 - cse49*cse92 - cse53*cse91),  # [23]
        cse125*((1/2)*cse25 + (1/2)*cse26 + (1/2)*cse27 + (1/2)*cse68 - 1/2),  # [24]
        cse125*((1/2)*cse116 + (1/2)*cse117 + (1/2)*cse41 + (1/2)*cse42 - 1/2),  # [25]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        a: accelerations (time derivative of v) (14).
        lam: Lagrange multipliers, one per constraint row (12).
        t: time.
        p: parameters (2).
        h: step size.

    Returns:
        ndarray of shape (26, 26), 208 nonzero.
    """
    # 1697 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        _, _, _, acc_3,
        acc_4, acc_5, acc_6, _,
        _, _, acc_10, acc_11,
        acc_12, acc_13,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (14,) else _floats(a, 14, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (12,) else _floats(lam, 12, "lam")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    h = float(h)

    cse0 = e_bar1_1**2
    cse1 = 208.0325*ed_bar1_3
    cse2 = 208.0325*ed_bar1_2
    cse3 = 208.0325*ed_bar1_1
    cse4 = 208.0325*ed_bar1_0
    cse5 = -cse1*e_bar1_1 - cse2*e_bar1_0 + cse3*e_bar1_3 + cse4*e_bar1_2
    cse6 = 2*e_bar1_3
    cse7 = 2*e_bar1_2
    cse8 = 2*e_bar1_0
    cse9 = 2*e_bar1_1
    cse10 = -cse6*ed_bar1_0 + cse7*ed_bar1_1 + cse8*ed_bar1_3 - cse9*ed_bar1_2
    cse11 = 208.0325*cse10
    cse12 = cse11*e_bar1_2
    cse13 = e_bar1_3*ed_bar1_0
    cse14 = cse1*e_bar1_0 - 208.0325*cse13 - cse2*e_bar1_1 + cse3*e_bar1_2
    cse15 = -cse6*ed_bar1_1 - cse7*ed_bar1_0 + cse8*ed_bar1_2 + cse9*ed_bar1_3
    cse16 = 208.0325*cse15
    cse17 = -cse16*e_bar1_3
    cse18 = cse12 - cse14*cse7 + cse17 - cse5*cse6
    cse19 = cse6*ed_bar1_2 - cse7*ed_bar1_3 + cse8*ed_bar1_1 - cse9*ed_bar1_0
    cse20 = 0.065*cse19
    cse21 = cse20*e_bar1_3
    cse22 = cse1*e_bar1_2
    cse23 = cse4*e_bar1_1
    cse24 = cse2*e_bar1_3
    cse25 = cse3*e_bar1_0
    cse26 = -cse22 - cse23 + cse24 + cse25
    cse27 = 0.065*ed_bar1_1
    cse28 = 0.065*ed_bar1_3
    cse29 = 0.065*ed_bar1_2
    cse30 = 0.065*cse13 - cse27*e_bar1_2 - cse28*e_bar1_0 + cse29*e_bar1_1
    cse31 = -cse11*e_bar1_1
    cse32 = cse21 - cse26*cse6 - cse30*cse9 + cse31
    cse33 = 0.065*e_bar1_2
    cse34 = -cse27*e_bar1_3 + cse28*e_bar1_1 + cse29*e_bar1_0 - cse33*ed_bar1_0
    cse35 = -cse19*cse33
    cse36 = cse22 + cse23 - cse24 - cse25
    cse37 = cse16*e_bar1_1
    cse38 = -cse34*cse9 + cse35 - cse36*cse7 + cse37
    cse39 = h**2
    cse40 = e_bar2_2*e_bar2_3
    cse41 = e_bar2_0*e_bar2_1
    cse42 = lam_8*(8*cse40 - 8*cse41)
    cse43 = acc_4*e_bar1_1
    cse44 = 2*ed_bar1_1
    cse45 = cse19*cse29
    cse46 = 2*cse36
    cse47 = cse15*cse3
    cse48 = cse34*cse44 + cse45 + cse46*ed_bar1_2 - cse47
    cse49 = cse19*cse28
    cse50 = 2*ed_bar1_3
    cse51 = cse10*cse3
    cse52 = cse26*cse50 + cse30*cse44 - cse49 + cse51
    cse53 = cse10*cse2
    cse54 = 2*ed_bar1_2
    cse55 = cse1*cse15
    cse56 = cse14*cse54 + cse5*cse50 - cse53 + cse55
    cse57 = lam_10 + 4*lam_3
    cse58 = 416.065*e_bar1_2
    cse59 = acc_6*e_bar1_3
    cse60 = e_bar2_1*e_bar2_3
    cse61 = e_bar2_0*e_bar2_2
    cse62 = 2*L1
    cse63 = -acc_5*cse58 - 416.065*cse59 - cse62*lam_0 - cse62*lam_5 + lam_9*(-8*cse60 - 8*cse61)
    cse64 = e_bar1_2**2
    cse65 = e_bar1_3**2
    cse66 = 416.065*cse64 + 416.065*cse65
    cse67 = 0.13*e_bar1_0
    cse68 = -cse67*e_bar1_1
    cse69 = cse11*e_bar1_3
    cse70 = cse16*e_bar1_2
    cse71 = -cse14*cse6 + cse5*cse7 + cse69 + cse70
    cse72 = cse11*e_bar1_0
    cse73 = cse26*cse7 + cse30*cse8 + cse35 + cse72
    cse74 = cse16*e_bar1_0
    cse75 = -cse21 + cse34*cse8 - cse36*cse6 - cse74
    cse76 = acc_5*e_bar1_3
    cse77 = 415.935*cse76
    cse78 = acc_6*e_bar1_2
    cse79 = 415.935*cse78
    cse80 = acc_4*e_bar1_0
    cse81 = acc_3*e_bar1_1
    cse82 = 2*ed_bar1_0
    cse83 = cse15*cse4
    cse84 = -cse34*cse82 + cse46*ed_bar1_3 + cse49 + cse83
    cse85 = cse10*cse4
    cse86 = -cse26*cse54 - cse30*cse82 + cse45 - cse85
    cse87 = -cse1*cse10
    cse88 = -cse15*cse2
    cse89 = cse14*cse50 - cse5*cse54 + cse87 + cse88
    cse90 = 2*cse10
    cse91 = cse5*cse90
    cse92 = 2*cse14*cse15
    cse93 = -cse91 - cse92
    cse94 = e_bar2_3**2
    cse95 = 4*cse94
    cse96 = e_bar2_0**2
    cse97 = 4*cse96
    cse98 = cse95 + cse97 - 2
    cse99 = cse98*lam_8
    cse100 = 2*lam_4
    cse101 = cse100 + cse99
    cse102 = cse14*cse8 - cse37 - cse5*cse9 - cse72
    cse103 = cse20*e_bar1_1
    cse104 = cse103 - cse26*cse9 + cse30*cse6 + cse69
    cse105 = cse20*e_bar1_0
    cse106 = cse105 + cse17 + cse34*cse6 + cse36*cse8
    cse107 = 832.13*acc_3
    cse108 = 416.065*e_bar1_0
    cse109 = 415.935*e_bar1_1
    cse110 = 2*cse34
    cse111 = cse20*ed_bar1_0
    cse112 = -cse110*ed_bar1_3 - cse111 - cse36*cse82 + cse55
    cse113 = -cse14*cse82 + cse44*cse5 + cse47 + cse85
    cse114 = 2*cse30
    cse115 = -cse19*cse27
    cse116 = -cse114*ed_bar1_3 + cse115 + cse26*cse44 + cse87
    cse117 = cse114*cse19
    cse118 = cse26*cse90
    cse119 = -cse117 - cse118
    cse120 = L1*lam_7
    cse121 = L1*lam_2
    cse122 = cse120 + cse121 + cse98*lam_9
    cse123 = -cse108*e_bar1_2 + cse109*e_bar1_3
    cse124 = -cse105 - cse12 + cse26*cse8 - cse30*cse7
    cse125 = cse14*cse9 + cse31 + cse5*cse8 + cse74
    cse126 = cse103 - cse34*cse7 + cse36*cse9 + cse70
    cse127 = cse110*ed_bar1_2 + cse115 - cse46*ed_bar1_1 + cse88
    cse128 = cse111 + cse114*ed_bar1_2 - cse26*cse82 + cse53
    cse129 = -cse14*cse44 - cse5*cse82 + cse51 - cse83
    cse130 = cse110*cse19
    cse131 = cse15*cse46
    cse132 = -cse130 - cse131
    cse133 = 4*cse60
    cse134 = 4*cse61
    cse135 = -L1*lam_1 - L1*lam_6 + lam_9*(-4*cse40 + 4*cse41)
    cse136 = cse135 + lam_8*(-cse133 - cse134)
    cse137 = -cse108*e_bar1_3 - cse109*e_bar1_2
    cse138 = 8*e_bar1_0
    cse139 = cse138*e_bar2_2
    cse140 = 4*e_bar1_3
    cse141 = cse140*e_bar2_1
    cse142 = 8*e_bar1_2
    cse143 = cse142*e_bar2_0
    cse144 = 8*e_bar1_1
    cse145 = cse144*e_bar2_0
    cse146 = -cse138*e_bar2_1 - cse140*e_bar2_2
    cse147 = cse39*(lam_8*(cse145 + cse146) + lam_9*(-cse139 + cse141 + cse143))
    cse148 = cse138*e_bar2_3
    cse149 = cse140*e_bar2_0
    cse150 = cse138*e_bar2_0
    cse151 = -cse140*e_bar2_3 - cse150
    cse152 = cse39*(cse151*lam_8 + lam_9*(-cse148 + cse149))
    cse153 = cse39*(cse151*lam_9 + lam_8*(cse148 - cse149))
    cse154 = cse142*e_bar2_3
    cse155 = cse144*e_bar2_3
    cse156 = cse39*(lam_8*(cse139 - cse141 + cse155) + lam_9*(cse146 + cse154))
    cse157 = L1*e_bar1_0
    cse158 = -2*cse157
    cse159 = -L1*e_bar1_3
    cse160 = L1*e_bar1_2
    cse161 = 4*e_bar1_0
    cse162 = 2*cse94 + 2*cse96 - 1
    cse163 = cse162*cse9
    cse164 = 2*cse40 - 2*cse41
    cse165 = 2*e_bar2_3
    cse166 = 2*e_bar2_2
    cse167 = cse165*e_bar2_1 + cse166*e_bar2_0
    cse168 = cse161*cse164 + cse163 - cse167*cse6
    cse169 = cse162*cse7
    cse170 = -cse161*cse167 - cse164*cse6 + cse169
    cse171 = cse91 + cse92
    cse172 = e_bar1_0**2
    cse173 = 832.13*acc_4
    cse174 = 416.065*e_bar1_1
    cse175 = 415.935*e_bar1_0
    cse176 = cse130 + cse131
    cse177 = cse135 + lam_8*(cse133 + cse134)
    cse178 = -cse174*e_bar1_2 - cse175*e_bar1_3
    cse179 = -cse120 - cse121 + lam_9*(-cse95 - cse97 + 2)
    cse180 = -cse174*e_bar1_3 + cse175*e_bar1_2
    cse181 = 4*e_bar1_2
    cse182 = cse181*e_bar2_1
    cse183 = 8*e_bar1_3
    cse184 = cse183*e_bar2_0
    cse185 = cse181*e_bar2_2
    cse186 = cse39*(lam_8*(cse150 + cse185) + lam_9*(-cse144*e_bar2_2 + cse182 - cse184))
    cse187 = -cse155
    cse188 = cse181*e_bar2_0
    cse189 = cse181*e_bar2_3
    cse190 = cse39*(cse189*lam_8 + lam_9*(cse187 + cse188))
    cse191 = -cse145
    cse192 = cse39*(cse188*lam_8 + lam_9*(-cse189 + cse191))
    cse193 = cse183*e_bar2_3
    cse194 = cse39*(lam_8*(cse148 + cse182) + lam_9*(-cse144*e_bar2_1 - cse185 - cse193))
    cse195 = L1*e_bar1_1
    cse196 = -2*cse195
    cse197 = -cse160
    cse198 = cse162*cse8
    cse199 = cse167*cse7 + cse198
    cse200 = cse162*cse6
    cse201 = 4*e_bar1_1
    cse202 = -cse164*cse7 - cse167*cse201 - cse200
    cse203 = 415.935*acc_4
    cse204 = 832.13*acc_5
    cse205 = cse117 + cse118
    cse206 = 415.935*acc_3
    cse207 = -acc_3*cse108 - 416.065*cse43
    cse208 = 416.065*cse0 + 416.065*cse172
    cse209 = 0.13*e_bar1_2
    cse210 = -cse209*e_bar1_3
    cse211 = 415.935*cse80
    cse212 = 415.935*cse81
    cse213 = -cse100 + cse99
    cse214 = cse201*e_bar2_1
    cse215 = cse201*e_bar2_2
    cse216 = cse39*(lam_8*(-cse142*e_bar2_1 + cse184 + cse215) + lam_9*(cse150 + cse214))
    cse217 = cse201*e_bar2_0
    cse218 = cse201*e_bar2_3
    cse219 = cse39*(cse217*lam_9 + lam_8*(-cse143 + cse218))
    cse220 = cse39*(-cse218*lam_9 + lam_8*(cse154 + cse217))
    cse221 = cse39*(lam_8*(cse142*e_bar2_2 + cse193 + cse214) + lam_9*(cse148 - cse215))
    cse222 = -cse195
    cse223 = -cse6
    cse224 = cse164*cse181 + cse167*cse9 + cse200
    cse225 = -cse164*cse9 + cse198
    cse226 = 832.13*acc_6
    cse227 = 416.065*e_bar1_3
    cse228 = cse161*e_bar2_1
    cse229 = -cse161*e_bar2_2
    cse230 = cse39*(lam_8*(cse143 + cse229) + lam_9*(cse191 + cse228))
    cse231 = cse161*lam_9
    cse232 = cse161*lam_8
    cse233 = cse39*(cse231*e_bar2_0 - cse232*e_bar2_3)
    cse234 = cse39*(-cse231*e_bar2_3 - cse232*e_bar2_0)
    cse235 = cse39*(lam_8*(cse154 - cse228) + lam_9*(cse187 + cse229))
    cse236 = -cse157
    cse237 = -cse7
    cse238 = -cse167*cse8 + cse169
    cse239 = -cse163 - cse164*cse8
    cse240 = e_bar2_1**2
    cse241 = 2*e_bar2_0
    cse242 = 2*e_bar2_1
    cse243 = -cse165*ed_bar2_0 + cse166*ed_bar2_1 + cse241*ed_bar2_3 - cse242*ed_bar2_2
    cse244 = 26.01625*cse243
    cse245 = cse244*e_bar2_2
    cse246 = 26.01625*ed_bar2_3
    cse247 = 26.01625*ed_bar2_2
    cse248 = 26.01625*e_bar2_3
    cse249 = 26.01625*ed_bar2_0
    cse250 = -cse246*e_bar2_1 - cse247*e_bar2_0 + cse248*ed_bar2_1 + cse249*e_bar2_2
    cse251 = 2*cse250
    cse252 = -cse165*ed_bar2_1 - cse166*ed_bar2_0 + cse241*ed_bar2_2 + cse242*ed_bar2_3
    cse253 = 26.01625*cse252
    cse254 = -cse253*e_bar2_3
    cse255 = 26.01625*ed_bar2_1
    cse256 = cse246*e_bar2_0 - cse247*e_bar2_1 - cse248*ed_bar2_0 + cse255*e_bar2_2
    cse257 = -cse166*cse256 + cse245 - cse251*e_bar2_3 + cse254
    cse258 = cse165*ed_bar2_2 - cse166*ed_bar2_3 + cse241*ed_bar2_1 - cse242*ed_bar2_0
    cse259 = 0.0325*cse258
    cse260 = cse259*e_bar2_3
    cse261 = 0.0325*ed_bar2_1
    cse262 = 0.0325*ed_bar2_3
    cse263 = 0.0325*ed_bar2_0
    cse264 = 0.0325*ed_bar2_2
    cse265 = -2*cse261*e_bar2_2 - 2*cse262*e_bar2_0 + 2*cse263*e_bar2_3 + 2*cse264*e_bar2_1
    cse266 = -cse244*e_bar2_1
    cse267 = cse246*e_bar2_2
    cse268 = cse249*e_bar2_1
    cse269 = cse247*e_bar2_3
    cse270 = cse255*e_bar2_0
    cse271 = -cse267 - cse268 + cse269 + cse270
    cse272 = -cse165*cse271 + cse260 - cse265*e_bar2_1 + cse266
    cse273 = -cse259*e_bar2_2
    cse274 = -2*cse261*e_bar2_3 + 2*cse262*e_bar2_1 - 2*cse263*e_bar2_2 + 2*cse264*e_bar2_0
    cse275 = cse253*e_bar2_1
    cse276 = cse267 + cse268 - cse269 - cse270
    cse277 = -cse166*cse276 + cse273 - cse274*e_bar2_1 + cse275
    cse278 = cse258*cse264
    cse279 = cse253*ed_bar2_1
    cse280 = 2*cse276
    cse281 = cse274*ed_bar2_1 + cse278 - cse279 + cse280*ed_bar2_2
    cse282 = cse258*cse262
    cse283 = cse244*ed_bar2_1
    cse284 = 2*cse271
    cse285 = 2*cse265*ed_bar2_1 - 2*cse282 + 2*cse283 + 2*cse284*ed_bar2_3
    cse286 = cse244*ed_bar2_2
    cse287 = cse253*ed_bar2_3
    cse288 = 2*cse256
    cse289 = 2*cse251*ed_bar2_3 - 2*cse286 + 2*cse287 + 2*cse288*ed_bar2_2
    cse290 = 52.0325*acc_13
    cse291 = 52.0325*acc_12
    cse292 = -2*L2*lam_5 - cse290*e_bar2_3 - cse291*e_bar2_2 + lam_11
    cse293 = lam_8*(cse138*e_bar1_1 + cse142*e_bar1_3) + lam_9*(cse142*e_bar1_0 - cse183*e_bar1_1)
    cse294 = e_bar2_2**2
    cse295 = 52.0325*cse294 + 52.0325*cse94
    cse296 = -0.065*cse41
    cse297 = cse244*e_bar2_3
    cse298 = cse253*e_bar2_2
    cse299 = cse166*cse250 - cse288*e_bar2_3 + cse297 + cse298
    cse300 = cse244*e_bar2_0
    cse301 = cse166*cse271 + cse265*e_bar2_0 + cse273 + cse300
    cse302 = cse253*e_bar2_0
    cse303 = -cse165*cse276 - cse260 + cse274*e_bar2_0 - cse302
    cse304 = 51.9675*e_bar2_3
    cse305 = acc_12*cse304
    cse306 = acc_10*e_bar2_1
    cse307 = 51.9675*e_bar2_2
    cse308 = acc_13*cse307
    cse309 = acc_11*e_bar2_0
    cse310 = cse253*ed_bar2_0
    cse311 = -cse274*ed_bar2_0 + cse280*ed_bar2_3 + cse282 + cse310
    cse312 = -cse244*ed_bar2_3
    cse313 = -cse253*ed_bar2_2
    cse314 = -cse251*ed_bar2_2 + cse288*ed_bar2_3 + cse312 + cse313
    cse315 = cse244*ed_bar2_0
    cse316 = -2*cse265*ed_bar2_0 + 2*cse278 - 2*cse284*ed_bar2_2 - 2*cse315
    cse317 = cse243*cse251
    cse318 = cse252*cse288
    cse319 = -cse317 - cse318
    cse320 = cse181*e_bar1_1
    cse321 = cse140*e_bar1_0
    cse322 = 4*cse64
    cse323 = 4*cse172
    cse324 = 2 - cse323
    cse325 = lam_8*(-cse322 + cse324) + lam_9*(cse320 + cse321)
    cse326 = -cse251*e_bar2_1 - cse275 + cse288*e_bar2_0 - cse300
    cse327 = cse259*e_bar2_1
    cse328 = -cse242*cse271 + cse265*e_bar2_3 + cse297 + cse327
    cse329 = cse259*e_bar2_0
    cse330 = cse241*cse276 + cse254 + cse274*e_bar2_3 + cse329
    cse331 = 104.065*acc_10
    cse332 = 52.0325*e_bar2_0
    cse333 = 51.9675*e_bar2_1
    cse334 = cse258*cse263
    cse335 = -cse274*ed_bar2_3 - cse280*ed_bar2_0 + cse287 - cse334
    cse336 = cse251*ed_bar2_1 + cse279 - cse288*ed_bar2_0 + cse315
    cse337 = -cse258*cse261
    cse338 = -cse265*ed_bar2_3 + cse284*ed_bar2_1 + cse312 + cse337
    cse339 = cse258*cse265
    cse340 = cse243*cse284
    cse341 = -cse339 - cse340
    cse342 = L2*lam_7
    cse343 = -cse321
    cse344 = lam_8*(cse320 + cse343) + lam_9*(-4*cse0 + cse324)
    cse345 = cse342 + cse344
    cse346 = cse304*e_bar2_1 - 52.0325*cse61
    cse347 = cse251*e_bar2_0 + cse266 + cse288*e_bar2_1 + cse302
    cse348 = cse241*cse271 - cse245 - cse265*e_bar2_2 - cse329
    cse349 = cse242*cse276 - cse274*e_bar2_2 + cse298 + cse327
    cse350 = cse274*ed_bar2_2 - cse280*ed_bar2_1 + cse313 + cse337
    cse351 = cse265*ed_bar2_2 - cse284*ed_bar2_0 + cse286 + cse334
    cse352 = -2*cse251*ed_bar2_0 + 2*cse283 - 2*cse288*ed_bar2_1 - 2*cse310
    cse353 = cse258*cse274
    cse354 = cse252*cse280
    cse355 = -cse353 - cse354
    cse356 = -L2*lam_6
    cse357 = -cse332*e_bar2_3 - cse333*e_bar2_2
    cse358 = L2*e_bar2_0
    cse359 = -2*cse358
    cse360 = -L2*e_bar2_3
    cse361 = L2*e_bar2_2
    cse362 = 4*cse7*e_bar1_3 + 4*cse8*e_bar1_1
    cse363 = 2*cse172 - 1
    cse364 = cse363 + 2*cse64
    cse365 = cse7*e_bar1_1
    cse366 = cse6*e_bar1_0
    cse367 = cse365 - cse366
    cse368 = cse166*cse367 - cse242*cse364 + cse362*e_bar2_0
    cse369 = 4*cse6*e_bar1_1 - 4*cse7*e_bar1_0
    cse370 = 2*cse0 + cse363
    cse371 = cse365 + cse366
    cse372 = -cse166*cse370 + cse242*cse371 - cse369*e_bar2_0
    cse373 = cse317 + cse318
    cse374 = 104.065*acc_11
    cse375 = cse353 + cse354
    cse376 = 51.9675*e_bar2_0
    cse377 = -cse304*e_bar2_0 - 52.0325*e_bar2_1*e_bar2_2
    cse378 = -cse342 + cse344
    cse379 = cse376*e_bar2_2 - 52.0325*cse60
    cse380 = L2*e_bar2_1
    cse381 = -2*cse380
    cse382 = -cse361
    cse383 = cse165*cse367 - cse241*cse364
    cse384 = -cse165*cse370 + cse241*cse371
    cse385 = 52.0325*acc_10
    cse386 = 104.065*acc_12
    cse387 = cse339 + cse340
    cse388 = 52.0325*acc_11
    cse389 = -acc_10*cse332 - cse388*e_bar2_1 + lam_11
    cse390 = 52.0325*cse240 + 52.0325*cse96
    cse391 = -0.065*cse40
    cse392 = acc_11*cse376
    cse393 = acc_12*e_bar2_3
    cse394 = 51.9675*acc_10
    cse395 = cse394*e_bar2_1
    cse396 = acc_13*e_bar2_2
    cse397 = lam_8*(cse322 + cse323 - 2) + lam_9*(-cse320 + cse343)
    cse398 = -cse380
    cse399 = cse165*cse364 + cse241*cse367
    cse400 = -cse165*cse371 - cse241*cse370
    cse401 = 104.065*acc_13
    cse402 = -cse358
    cse403 = cse166*cse364 + cse242*cse367 + cse362*e_bar2_3
    cse404 = -cse166*cse371 - cse242*cse370 - cse369*e_bar2_3
    out = np.zeros((26, 26))
    out[_index3_matrix_INDEX] = (
        78.0,  # [0, 0]
        1,  # [0, 14]
        -1,  # [0, 19]
        78.0,  # [1, 1]
        1,  # [1, 15]
        -1,  # [1, 20]
        78.0,  # [2, 2]
        1,  # [2, 16]
        -1,  # [2, 21]
        0.13*cse0 + cse39*(cse42 - 0.13*cse43 + cse48*cse6 + cse52*cse7 + cse56*cse9 + cse57 + cse63) + cse66 - h*(-cse18*cse9 - cse32*cse7 - cse38*cse6),  # [3, 3]
        cse39*(cse101 + cse6*cse84 + cse7*cse86 + cse77 - cse79 - 0.13*cse80 + 0.26*cse81 + cse89*cse9 - cse93) + cse68 - h*(-cse6*cse75 - cse7*cse73 - cse71*cse9),  # [3, 4]
        cse123 + cse39*(-acc_5*cse108 - acc_6*cse109 + cse107*e_bar1_2 + cse112*cse6 + cse113*cse9 + cse116*cse7 - cse119 + cse122) - h*(-cse102*cse9 - cse104*cse7 - cse106*cse6),  # [3, 5]
        cse137 + cse39*(acc_5*cse109 - acc_6*cse108 + cse107*e_bar1_3 + cse127*cse6 + cse128*cse7 + cse129*cse9 - cse132 + cse136) - h*(-cse124*cse7 - cse125*cse9 - cse126*cse6),  # [3, 6]
        cse147,  # [3, 10]
        cse152,  # [3, 11]
        cse153,  # [3, 12]
        cse156,  # [3, 13]
        cse158,  # [3, 14]
        cse159,  # [3, 15]
        cse160,  # [3, 16]
        cse161,  # [3, 17]
        cse9,  # [3, 18]
        cse158,  # [3, 19]
        cse159,  # [3, 20]
        cse160,  # [3, 21]
        cse168,  # [3, 22]
        cse170,  # [3, 23]
        e_bar1_0,  # [3, 24]
        cse39*(cse101 - cse171 - cse48*cse7 + cse52*cse6 - cse56*cse8 - cse77 + cse79 + 0.26*cse80 - 0.13*cse81) + cse68 - h*(cse18*cse8 - cse32*cse6 + cse38*cse7),  # [4, 3]
        0.13*cse172 + cse39*(-acc_3*cse67 + cse6*cse86 + cse63 - cse7*cse84 - cse8*cse89 + lam_10) + cse66 - h*(-cse6*cse73 + cse7*cse75 + cse71*cse8),  # [4, 4]
        cse178 + cse39*(-acc_5*cse174 + acc_6*cse175 - cse112*cse7 - cse113*cse8 + cse116*cse6 + cse173*e_bar1_2 - cse176 + cse177) - h*(cse102*cse8 - cse104*cse6 + cse106*cse7),  # [4, 5]
        cse180 + cse39*(-acc_5*cse175 - acc_6*cse174 - cse119 - cse127*cse7 + cse128*cse6 - cse129*cse8 + cse173*e_bar1_3 + cse179) - h*(-cse124*cse6 + cse125*cse8 + cse126*cse7),  # [4, 6]
        cse186,  # [4, 10]
        cse190,  # [4, 11]
        cse192,  # [4, 12]
        cse194,  # [4, 13]
        cse196,  # [4, 14]
        cse197,  # [4, 15]
        cse159,  # [4, 16]
        cse8,  # [4, 18]
        cse196,  # [4, 19]
        cse197,  # [4, 20]
        cse159,  # [4, 21]
        cse199,  # [4, 22]
        cse202,  # [4, 23]
        e_bar1_1,  # [4, 24]
        cse123 + cse39*(-acc_3*cse58 + cse122 - cse203*e_bar1_3 + cse204*e_bar1_0 - cse205 + cse48*cse9 - cse52*cse8 - cse56*cse6) - h*(cse18*cse6 + cse32*cse8 - cse38*cse9),  # [5, 3]
        cse178 + cse39*(-acc_4*cse58 - cse132 + cse177 + cse204*e_bar1_1 + cse206*e_bar1_3 - cse6*cse89 - cse8*cse86 + cse84*cse9) - h*(cse6*cse71 + cse73*cse8 - cse75*cse9),  # [5, 4]
        cse208 + cse39*(cse112*cse9 - cse113*cse6 - cse116*cse8 + cse207 + cse42 - 0.13*cse59 + lam_10) + 0.13*cse65 - h*(cse102*cse6 + cse104*cse8 - cse106*cse9),  # [5, 5]
        cse210 + cse39*(cse127*cse9 - cse128*cse8 - cse129*cse6 - cse171 - cse211 + cse212 + cse213 + 0.26*cse76 - 0.13*cse78) - h*(cse124*cse8 + cse125*cse6 - cse126*cse9),  # [5, 6]
        cse216,  # [5, 10]
        cse219,  # [5, 11]
        cse220,  # [5, 12]
        cse221,  # [5, 13]
        cse222,  # [5, 15]
        cse157,  # [5, 16]
        cse223,  # [5, 18]
        cse222,  # [5, 20]
        cse157,  # [5, 21]
        cse224,  # [5, 22]
        cse225,  # [5, 23]
        e_bar1_2,  # [5, 24]
        cse137 + cse39*(-acc_3*cse227 + cse136 - cse176 + cse203*e_bar1_2 + cse226*e_bar1_0 - cse48*cse8 - cse52*cse9 + cse56*cse7) - h*(-cse18*cse7 + cse32*cse9 + cse38*cse8),  # [6, 3]
        cse180 + cse39*(-acc_4*cse227 + cse179 - cse205 - cse206*e_bar1_2 + cse226*e_bar1_1 + cse7*cse89 - cse8*cse84 - cse86*cse9) - h*(-cse7*cse71 + cse73*cse9 + cse75*cse8),  # [6, 4]
        cse210 + cse39*(-cse112*cse8 + cse113*cse7 - cse116*cse9 + cse211 - cse212 + cse213 - 0.13*cse76 + 0.26*cse78 - cse93) - h*(-cse102*cse7 + cse104*cse9 + cse106*cse8),  # [6, 5]
        cse208 + cse39*(-acc_5*cse209 - cse127*cse8 - cse128*cse9 + cse129*cse7 + cse207 + cse57) + 0.13*cse64 - h*(cse124*cse9 - cse125*cse7 + cse126*cse8),  # [6, 6]
        cse230,  # [6, 10]
        cse233,  # [6, 11]
        cse234,  # [6, 12]
        cse235,  # [6, 13]
        cse236,  # [6, 15]
        cse222,  # [6, 16]
        cse140,  # [6, 17]
        cse237,  # [6, 18]
        cse236,  # [6, 20]
        cse222,  # [6, 21]
        cse238,  # [6, 22]
        cse239,  # [6, 23]
        e_bar1_3,  # [6, 24]
        39.0,  # [7, 7]
        1,  # [7, 19]
        39.0,  # [8, 8]
        1,  # [8, 20]
        39.0,  # [9, 9]
        1,  # [9, 21]
        cse147,  # [10, 3]
        cse186,  # [10, 4]
        cse216,  # [10, 5]
        cse230,  # [10, 6]
        0.065*cse240 + cse295 + cse39*(-0.065*acc_11*e_bar2_1 + cse165*cse281 + cse285*e_bar2_2 + cse289*e_bar2_1 + cse292 + cse293) - h*(-cse165*cse277 - cse166*cse272 - cse242*cse257),  # [10, 10]
        cse296 + cse39*(cse165*cse311 + cse242*cse314 + cse305 + 0.13*cse306 - cse308 - 0.065*cse309 + cse316*e_bar2_2 - cse319 + cse325) - h*(-cse165*cse303 - cse166*cse301 - cse242*cse299),  # [10, 11]
        cse346 + cse39*(-acc_12*cse332 - acc_13*cse333 + cse165*cse335 + cse166*cse338 + cse242*cse336 + cse331*e_bar2_2 - cse341 + cse345) - h*(-cse165*cse330 - cse166*cse328 - cse242*cse326),  # [10, 12]
        cse357 + cse39*(acc_12*cse333 - acc_13*cse332 + cse165*cse350 + cse166*cse351 + cse331*e_bar2_3 + cse352*e_bar2_1 - cse355 + cse356) - h*(-cse165*cse349 - cse166*cse348 - cse242*cse347),  # [10, 13]
        cse359,  # [10, 19]
        cse360,  # [10, 20]
        cse361,  # [10, 21]
        cse368,  # [10, 22]
        cse372,  # [10, 23]
        e_bar2_0,  # [10, 25]
        cse152,  # [11, 3]
        cse190,  # [11, 4]
        cse219,  # [11, 5]
        cse233,  # [11, 6]
        cse296 + cse39*(-cse166*cse281 + cse285*e_bar2_3 - cse289*e_bar2_0 - cse305 - 0.065*cse306 + cse308 + 0.13*cse309 + cse325 - cse373) - h*(-cse165*cse272 + cse166*cse277 + cse241*cse257),  # [11, 10]
        cse295 + cse39*(-0.065*acc_10*e_bar2_0 - cse166*cse311 - cse241*cse314 + cse292 + cse316*e_bar2_3) + 0.065*cse96 - h*(-cse165*cse301 + cse166*cse303 + cse241*cse299),  # [11, 11]
        cse377 + cse39*(acc_13*cse376 + cse165*cse338 - cse166*cse335 - cse241*cse336 - cse291*e_bar2_1 + cse356 + cse374*e_bar2_2 - cse375) - h*(-cse165*cse328 + cse166*cse330 + cse241*cse326),  # [11, 12]
        cse379 + cse39*(-acc_12*cse376 + cse165*cse351 - cse166*cse350 - cse290*e_bar2_1 - cse341 - cse352*e_bar2_0 + cse374*e_bar2_3 + cse378) - h*(-cse165*cse348 + cse166*cse349 + cse241*cse347),  # [11, 13]
        cse381,  # [11, 19]
        cse382,  # [11, 20]
        cse360,  # [11, 21]
        cse383,  # [11, 22]
        cse384,  # [11, 23]
        e_bar2_1,  # [11, 25]
        cse153,  # [12, 3]
        cse192,  # [12, 4]
        cse220,  # [12, 5]
        cse234,  # [12, 6]
        cse346 + cse39*(-acc_11*cse304 + cse242*cse281 - cse285*e_bar2_0 - cse289*e_bar2_3 + cse345 - cse385*e_bar2_2 + cse386*e_bar2_0 - cse387) - h*(cse165*cse257 + cse241*cse272 - cse242*cse277),  # [12, 10]
        cse377 + cse39*(acc_10*cse304 - cse165*cse314 + cse242*cse311 - cse316*e_bar2_0 - cse355 + cse356 + cse386*e_bar2_1 - cse388*e_bar2_2) - h*(cse165*cse299 + cse241*cse301 - cse242*cse303),  # [12, 11]
        cse39*(-0.065*acc_13*e_bar2_3 - cse165*cse336 - cse241*cse338 + cse242*cse335 + cse389) + cse390 + 0.065*cse94 - h*(cse165*cse326 + cse241*cse328 - cse242*cse330),  # [12, 12]
        cse39*(-cse241*cse351 + cse242*cse350 - cse352*e_bar2_3 - cse373 - cse392 + 0.13*cse393 + cse395 - 0.065*cse396 + cse397) + cse391 - h*(cse165*cse347 + cse241*cse348 - cse242*cse349),  # [12, 13]
        cse398,  # [12, 20]
        cse358,  # [12, 21]
        cse399,  # [12, 22]
        cse400,  # [12, 23]
        e_bar2_2,  # [12, 25]
        cse156,  # [13, 3]
        cse194,  # [13, 4]
        cse221,  # [13, 5]
        cse235,  # [13, 6]
        cse357 + cse39*(acc_11*cse307 - cse241*cse281 - cse285*e_bar2_1 + cse289*e_bar2_2 + cse356 - cse375 - cse385*e_bar2_3 + cse401*e_bar2_0) - h*(-cse166*cse257 + cse241*cse277 + cse242*cse272),  # [13, 10]
        cse379 + cse39*(cse166*cse314 - cse241*cse311 - cse316*e_bar2_1 + cse378 - cse387 - cse388*e_bar2_3 - cse394*e_bar2_2 + cse401*e_bar2_1) - h*(-cse166*cse299 + cse241*cse303 + cse242*cse301),  # [13, 11]
        cse39*(cse166*cse336 - cse241*cse335 - cse242*cse338 - cse319 + cse392 - 0.065*cse393 - cse395 + 0.13*cse396 + cse397) + cse391 - h*(-cse166*cse326 + cse241*cse330 + cse242*cse328),  # [13, 12]
        0.065*cse294 + cse39*(-0.065*acc_12*e_bar2_2 - cse241*cse350 - cse242*cse351 + cse293 + cse352*e_bar2_2 + cse389) + cse390 - h*(-cse166*cse347 + cse241*cse349 + cse242*cse348),  # [13, 13]
        cse402,  # [13, 20]
        cse398,  # [13, 21]
        cse403,  # [13, 22]
        cse404,  # [13, 23]
        e_bar2_3,  # [13, 25]
        1,  # [14, 0]
        cse158,  # [14, 3]
        cse196,  # [14, 4]
        1,  # [15, 1]
        cse159,  # [15, 3]
        cse197,  # [15, 4]
        cse222,  # [15, 5]
        cse236,  # [15, 6]
        1,  # [16, 2]
        cse160,  # [16, 3]
        cse159,  # [16, 4]
        cse157,  # [16, 5]
        cse222,  # [16, 6]
        cse161,  # [17, 3]
        cse140,  # [17, 6]
        cse9,  # [18, 3]
        cse8,  # [18, 4]
        cse223,  # [18, 5]
        cse237,  # [18, 6]
        -1,  # [19, 0]
        cse158,  # [19, 3]
        cse196,  # [19, 4]
        1,  # [19, 7]
        cse359,  # [19, 10]
        cse381,  # [19, 11]
        -1,  # [20, 1]
        cse159,  # [20, 3]
        cse197,  # [20, 4]
        cse222,  # [20, 5]
        cse236,  # [20, 6]
        1,  # [20, 8]
        cse360,  # [20, 10]
        cse382,  # [20, 11]
        cse398,  # [20, 12]
        cse402,  # [20, 13]
        -1,  # [21, 2]
        cse160,  # [21, 3]
        cse159,  # [21, 4]
        cse157,  # [21, 5]
        cse222,  # [21, 6]
        1,  # [21, 9]
        cse361,  # [21, 10]
        cse360,  # [21, 11]
        cse358,  # [21, 12]
        cse398,  # [21, 13]
        cse168,  # [22, 3]
        cse199,  # [22, 4]
        cse224,  # [22, 5]
        cse238,  # [22, 6]
        cse368,  # [22, 10]
        cse383,  # [22, 11]
        cse399,  # [22, 12]
        cse403,  # [22, 13]
        cse170,  # [23, 3]
        cse202,  # [23, 4]
        cse225,  # [23, 5]
        cse239,  # [23, 6]
        cse372,  # [23, 10]
        cse384,  # [23, 11]
        cse400,  # [23, 12]
        cse404,  # [23, 13]
        e_bar1_0,  # [24, 3]
        e_bar1_1,  # [24, 4]
        e_bar1_2,  # [24, 5]
        e_bar1_3,  # [24, 6]
        e_bar2_0,  # [25, 10]
        e_bar2_1,  # [25, 11]
        e_bar2_2,  # [25, 12]
        e_bar2_3,  # [25, 13]
    )
    return out



def energy(q, v, t, p):
    """Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring
    potentials.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (2).

    Returns:
        ndarray of shape (1,), 1 nonzero.
    """
    # 148 operations after common subexpression elimination
    (
        _, _, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, rd_bar2_x,
        rd_bar2_y, rd_bar2_z, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    cse0 = 26.01625*ed_bar2_1
    cse1 = 26.01625*ed_bar2_0
    cse2 = 26.01625*ed_bar2_3
    cse3 = 26.01625*ed_bar2_2
    cse4 = 2*ed_bar2_3
    cse5 = 2*ed_bar2_2
    cse6 = 2*e_bar2_3
    cse7 = e_bar2_1*ed_bar2_0
    cse8 = 2*ed_bar2_1
    cse9 = 2*ed_bar1_3
    cse10 = 2*ed_bar1_2
    cse11 = 2*ed_bar1_1
    cse12 = 2*ed_bar1_0
    cse13 = 208.0325*ed_bar1_0
    cse14 = 208.0325*ed_bar1_3
    cse15 = 208.0325*ed_bar1_1
    cse16 = 208.0325*ed_bar1_2
    cse17 = e_bar1_3*ed_bar1_2
    cse18 = e_bar1_0*ed_bar1_1
    cse19 = e_bar1_2*ed_bar1_3
    cse20 = e_bar1_1*ed_bar1_0
    return np.array([
        765.1800000000001*r_bar1_z + 382.59000000000003*r_bar2_z + 39.0*rd_bar1_x**2 + 39.0*rd_bar1_y**2 + 39.0*rd_bar1_z**2 + 19.5*rd_bar2_x**2 + 19.5*rd_bar2_y**2 + 19.5*rd_bar2_z**2 + (1/2)*(0.065*cse17 + 0.065*cse18 - 0.065*cse19 - 0.065*cse20)*(2*cse17 + 2*cse18 - 2*cse19 - 2*cse20) + (1/2)*(-0.0325*cse7 + 0.0325*e_bar2_0*ed_bar2_1 - 0.0325*e_bar2_2*ed_bar2_3 + 0.0325*e_bar2_3*ed_bar2_2)*(-cse4*e_bar2_2 + cse6*ed_bar2_2 - 2*cse7 + cse8*e_bar2_0) + (1/2)*(cse0*e_bar2_2 - cse1*e_bar2_3 + cse2*e_bar2_0 - cse3*e_bar2_1)*(cse4*e_bar2_0 - cse5*e_bar2_1 - cse6*ed_bar2_0 + cse8*e_bar2_2) + (1/2)*(-cse0*e_bar2_3 - cse1*e_bar2_2 + cse2*e_bar2_1 + cse3*e_bar2_0)*(cse4*e_bar2_1 + cse5*e_bar2_0 - cse6*ed_bar2_1 - 2*e_bar2_2*ed_bar2_0) + (1/2)*(cse10*e_bar1_0 - cse11*e_bar1_3 - cse12*e_bar1_2 + cse9*e_bar1_1)*(-cse13*e_bar1_2 + cse14*e_bar1_1 - cse15*e_bar1_3 + cse16*e_bar1_0) + (1/2)*(-cse10*e_bar1_1 + cse11*e_bar1_2 - cse12*e_bar1_3 + cse9*e_bar1_0)*(-cse13*e_bar1_3 + cse14*e_bar1_0 + cse15*e_bar1_2 - cse16*e_bar1_1),  # [0]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        p: parameters (2).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 188 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, rd_bar2_x,
        rd_bar2_y, rd_bar2_z, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    cse0 = 78.0*rd_bar1_x
    cse1 = 39.0*rd_bar2_x
    cse2 = 78.0*rd_bar1_y
    cse3 = 39.0*rd_bar2_y
    cse4 = 78.0*rd_bar1_z
    cse5 = 39.0*rd_bar2_z
    cse6 = 2*ed_bar1_2
    cse7 = 2*ed_bar1_1
    cse8 = 2*e_bar1_2
    cse9 = 2*ed_bar1_0
    cse10 = cse6*e_bar1_3 + cse7*e_bar1_0 - cse8*ed_bar1_3 - cse9*e_bar1_1
    cse11 = e_bar1_0**2
    cse12 = 2*ed_bar2_2
    cse13 = 2*e_bar2_0
    cse14 = 2*ed_bar2_3
    cse15 = 2*ed_bar2_0
    cse16 = cse12*e_bar2_3 + cse13*ed_bar2_1 - cse14*e_bar2_2 - cse15*e_bar2_1
    cse17 = e_bar2_0**2
    cse18 = 2*ed_bar1_3
    cse19 = cse18*e_bar1_1 + cse6*e_bar1_0 - cse7*e_bar1_3 - cse8*ed_bar1_0
    cse20 = 208.0325*e_bar1_0
    cse21 = 208.0325*e_bar1_1
    cse22 = cse18*e_bar1_0 - cse6*e_bar1_1 + cse8*ed_bar1_1 - cse9*e_bar1_3
    cse23 = 2*ed_bar2_1
    cse24 = cse13*ed_bar2_2 + cse14*e_bar2_1 - cse15*e_bar2_2 - cse23*e_bar2_3
    cse25 = 26.01625*e_bar2_3
    cse26 = 26.01625*e_bar2_1
    cse27 = -cse12*e_bar2_1 + cse13*ed_bar2_3 - cse15*e_bar2_3 + cse23*e_bar2_2
    cse28 = 208.0325*cse11 - 104.01625
    cse29 = 26.01625*cse17 - 13.008125
    cse30 = cse21*e_bar1_0
    cse31 = 208.0325*e_bar1_2*e_bar1_3
    cse32 = cse26*e_bar2_0
    cse33 = cse25*e_bar2_2
    cse34 = 0.065*e_bar1_1
    cse35 = 0.065*e_bar1_0
    cse36 = 0.0325*e_bar2_2
    cse37 = 0.0325*e_bar2_3
    return np.array([
        cse0 + cse1,  # [0]
        cse2 + cse3,  # [1]
        cse4 + cse5,  # [2]
        cse10*(0.065*cse11 + 0.065*e_bar1_1**2 - 0.0325) + cse16*(0.0325*cse17 + 0.0325*e_bar2_1**2 - 0.01625) + cse19*(-cse20*e_bar1_3 + cse21*e_bar1_2) - cse2*r_bar1_z + cse22*(cse20*e_bar1_2 + cse21*e_bar1_3) + cse24*(-cse25*e_bar2_0 + cse26*e_bar2_2) + cse27*(cse25*e_bar2_1 + 26.01625*e_bar2_0*e_bar2_2) - cse3*r_bar2_z + cse4*r_bar1_y + cse5*r_bar2_y,  # [3]
        cse0*r_bar1_z + cse1*r_bar2_z + cse10*(cse34*e_bar1_2 + cse35*e_bar1_3) + cse16*(cse36*e_bar2_1 + cse37*e_bar2_0) + cse19*(cse28 + 208.0325*e_bar1_2**2) + cse22*(-cse30 + cse31) + cse24*(cse29 + 26.01625*e_bar2_2**2) + cse27*(-cse32 + cse33) - cse4*r_bar1_x - cse5*r_bar2_x,  # [4]
        -cse0*r_bar1_y - cse1*r_bar2_y + cse10*(cse34*e_bar1_3 - cse35*e_bar1_2) + cse16*(-cse36*e_bar2_0 + cse37*e_bar2_1) + cse19*(cse30 + cse31) + cse2*r_bar1_x + cse22*(cse28 + 208.0325*e_bar1_3**2) + cse24*(cse32 + cse33) + cse27*(cse29 + 26.01625*e_bar2_3**2) + cse3*r_bar2_x,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (14).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 54 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    cse0 = 2*e_bar1_0**2 - 1
    cse1 = 2*e_bar1_1
    cse2 = cse1*e_bar1_2
    cse3 = 2*e_bar1_0*e_bar1_3
    cse4 = cse1*e_bar1_3
    cse5 = 2*e_bar1_2
    cse6 = cse5*e_bar1_0
    cse7 = cse5*e_bar1_3
    cse8 = cse1*e_bar1_0
    cse9 = 2*e_bar2_0**2 - 1
    cse10 = 2*e_bar2_1
    cse11 = cse10*e_bar2_2
    cse12 = 2*e_bar2_3
    cse13 = cse12*e_bar2_0
    cse14 = cse10*e_bar2_3
    cse15 = 2*e_bar2_0*e_bar2_2
    cse16 = cse12*e_bar2_2
    cse17 = cse10*e_bar2_0
    return np.array([
        r_bar1_x,  # [0, 0]
        r_bar1_y,  # [0, 1]
        r_bar1_z,  # [0, 2]
        cse0 + 2*e_bar1_1**2,  # [0, 3]
        cse2 - cse3,  # [0, 4]
        cse4 + cse6,  # [0, 5]
        cse2 + cse3,  # [0, 6]
        cse0 + 2*e_bar1_2**2,  # [0, 7]
        cse7 - cse8,  # [0, 8]
        cse4 - cse6,  # [0, 9]
        cse7 + cse8,  # [0, 10]
        cse0 + 2*e_bar1_3**2,  # [0, 11]
        r_bar2_x,  # [1, 0]
        r_bar2_y,  # [1, 1]
        r_bar2_z,  # [1, 2]
        cse9 + 2*e_bar2_1**2,  # [1, 3]
        cse11 - cse13,  # [1, 4]
        cse14 + cse15,  # [1, 5]
        cse11 + cse13,  # [1, 6]
        cse9 + 2*e_bar2_2**2,  # [1, 7]
        cse16 - cse17,  # [1, 8]
        cse14 - cse15,  # [1, 9]
        cse16 + cse17,  # [1, 10]
        cse9 + 2*e_bar2_3**2,  # [1, 11]
    ]).reshape(2, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 131 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, rd_bar2_x,
        rd_bar2_y, rd_bar2_z, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    cse0 = 2*e_bar1_3
    cse1 = 2*e_bar1_0
    cse2 = 2*e_bar1_2
    cse3 = 2*e_bar1_1
    cse4 = cse0*ed_bar1_2 + cse1*ed_bar1_1 - cse2*ed_bar1_3 - cse3*ed_bar1_0
    cse5 = 2*e_bar1_0**2 - 1
    cse6 = cse0*e_bar1_1
    cse7 = cse2*e_bar1_0
    cse8 = -cse0*ed_bar1_0 + cse1*ed_bar1_3 + cse2*ed_bar1_1 - cse3*ed_bar1_2
    cse9 = cse2*e_bar1_1
    cse10 = cse0*e_bar1_0
    cse11 = -cse0*ed_bar1_1 + cse1*ed_bar1_2 - cse2*ed_bar1_0 + cse3*ed_bar1_3
    cse12 = cse2*e_bar1_3
    cse13 = cse3*e_bar1_0
    cse14 = 2*e_bar2_0**2 - 1
    cse15 = 2*ed_bar2_2
    cse16 = 2*ed_bar2_1
    cse17 = 2*ed_bar2_3
    cse18 = 2*ed_bar2_0
    cse19 = cse15*e_bar2_3 + cse16*e_bar2_0 - cse17*e_bar2_2 - cse18*e_bar2_1
    cse20 = 2*e_bar2_3
    cse21 = cse20*e_bar2_1
    cse22 = 2*e_bar2_0
    cse23 = cse22*e_bar2_2
    cse24 = -cse15*e_bar2_1 + cse16*e_bar2_2 + cse17*e_bar2_0 - cse18*e_bar2_3
    cse25 = 2*e_bar2_1*e_bar2_2
    cse26 = cse20*e_bar2_0
    cse27 = cse15*e_bar2_0 - cse16*e_bar2_3 + cse17*e_bar2_1 - cse18*e_bar2_2
    cse28 = cse20*e_bar2_2
    cse29 = cse22*e_bar2_1
    return np.array([
        rd_bar1_x,  # [0, 0]
        rd_bar1_y,  # [0, 1]
        rd_bar1_z,  # [0, 2]
        cse11*(-cse10 + cse9) + cse4*(cse5 + 2*e_bar1_1**2) + cse8*(cse6 + cse7),  # [0, 3]
        cse11*(cse5 + 2*e_bar1_2**2) + cse4*(cse10 + cse9) + cse8*(cse12 - cse13),  # [0, 4]
        cse11*(cse12 + cse13) + cse4*(cse6 - cse7) + cse8*(cse5 + 2*e_bar1_3**2),  # [0, 5]
        rd_bar2_x,  # [1, 0]
        rd_bar2_y,  # [1, 1]
        rd_bar2_z,  # [1, 2]
        cse19*(cse14 + 2*e_bar2_1**2) + cse24*(cse21 + cse23) + cse27*(cse25 - cse26),  # [1, 3]
        cse19*(cse25 + cse26) + cse24*(cse28 - cse29) + cse27*(cse14 + 2*e_bar2_2**2),  # [1, 4]
        cse19*(cse21 - cse23) + cse24*(cse14 + 2*e_bar2_3**2) + cse27*(cse28 + cse29),  # [1, 5]
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

