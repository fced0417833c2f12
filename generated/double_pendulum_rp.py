# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: rp
# scheme: any
# input hash: 4dfe09510baf2368
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
INPUT_HASH = '4dfe09510baf2368'
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
 'initial_velocities']
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
             'initial_velocities'],
 'notices': [],
 'input_hash': '4dfe09510baf2368'}
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
    cse5 = cse3*cse4
    cse6 = 2*e_bar1_0
    cse7 = cse6*e_bar1_3
    cse8 = 2*e_bar1_1*e_bar1_2
    cse9 = cse7 + cse8
    cse10 = cse4*cse9
    cse11 = cse6*e_bar1_2 - 2*e_bar1_1*e_bar1_3
    cse12 = -cse11*cse4
    cse13 = e_bar1_3**2
    cse14 = cse6*e_bar1_1
    cse15 = 2*e_bar1_2*e_bar1_3
    cse16 = e_bar2_1**2
    cse17 = e_bar2_0**2
    cse18 = 2*cse17 - 1
    cse19 = (1/2)*L2
    cse20 = 2*e_bar2_0
    cse21 = 2*e_bar2_1
    cse22 = cse20*e_bar2_2
    cse23 = cse21*e_bar2_3 + cse22
    cse24 = e_bar2_3**2
    cse25 = cse18 + 2*cse24
    cse26 = -cse20*e_bar2_1 + 2*e_bar2_2*e_bar2_3
    cse27 = e_bar1_2**2
    return np.array([
        -cse5 + r_bar1_x,  # [0]
        -cse10 + r_bar1_y,  # [1]
        -cse12 + r_bar1_z,  # [2]
        2*cse13 + cse2,  # [3]
        cse14 - cse15,  # [4]
        -cse19*(2*cse16 + cse18) - cse5 - r_bar1_x + r_bar2_x,  # [5]
        -cse10 - cse19*(cse20*e_bar2_3 + cse21*e_bar2_2) - r_bar1_y + r_bar2_y,  # [6]
        -cse12 - cse19*(-cse22 + 2*e_bar2_1*e_bar2_3) - r_bar1_z + r_bar2_z,  # [7]
        cse23*(-cse7 + cse8) + cse25*(cse14 + cse15) + cse26*(cse2 + 2*cse27),  # [8]
        cse11*cse25 - cse23*cse3 - cse26*cse9,  # [9]
        (1/2)*cse0 + (1/2)*cse1 + (1/2)*cse13 + (1/2)*cse27 - 1/2,  # [10]
        (1/2)*cse16 + (1/2)*cse17 + (1/2)*cse24 + (1/2)*e_bar2_2**2 - 1/2,  # [11]
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
    # 147 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        L1, L2,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (2,) else _floats(p, 2, "p")

    cse0 = L1*e_bar1_0
    cse1 = -2*cse0
    cse2 = L1*e_bar1_1
    cse3 = -2*cse2
    cse4 = -L1*e_bar1_3
    cse5 = L1*e_bar1_2
    cse6 = -cse5
    cse7 = -cse2
    cse8 = -cse0
    cse9 = 4*e_bar1_0
    cse10 = 2*e_bar1_1
    cse11 = 2*e_bar1_0
    cse12 = 2*e_bar1_3
    cse13 = 2*e_bar1_2
    cse14 = L2*e_bar2_0
    cse15 = L2*e_bar2_1
    cse16 = -L2*e_bar2_3
    cse17 = L2*e_bar2_2
    cse18 = -cse15
    cse19 = 2*e_bar2_0
    cse20 = -cse19*e_bar2_1 + 2*e_bar2_2*e_bar2_3
    cse21 = 2*e_bar2_3
    cse22 = cse19*e_bar2_2 + cse21*e_bar2_1
    cse23 = 2*e_bar2_0**2 + 2*e_bar2_3**2 - 1
    cse24 = cse10*cse23
    cse25 = cse11*cse23
    cse26 = cse12*cse23
    cse27 = -2*cse23*e_bar1_2
    cse28 = 4*cse10*e_bar1_0 + 4*cse12*e_bar1_2
    cse29 = cse11*e_bar1_3
    cse30 = cse10*e_bar1_2
    cse31 = -cse29 + cse30
    cse32 = 2*e_bar2_2
    cse33 = 2*e_bar1_0**2 - 1
    cse34 = cse33 + 2*e_bar1_2**2
    cse35 = 2*e_bar2_1
    cse36 = -4*cse10*e_bar1_3 + 4*cse11*e_bar1_2
    cse37 = -cse29 - cse30
    cse38 = -cse33 - 2*e_bar1_1**2
    out = np.zeros((12, 14))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        cse1,  # [0, 3]
        cse3,  # [0, 4]
        1,  # [1, 1]
        cse4,  # [1, 3]
        cse6,  # [1, 4]
        cse7,  # [1, 5]
        cse8,  # [1, 6]
        1,  # [2, 2]
        cse5,  # [2, 3]
        cse4,  # [2, 4]
        cse0,  # [2, 5]
        cse7,  # [2, 6]
        cse9,  # [3, 3]
        4*e_bar1_3,  # [3, 6]
        cse10,  # [4, 3]
        cse11,  # [4, 4]
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
        cse8,  # [6, 6]
        1,  # [6, 8]
        cse16,  # [6, 10]
        -cse17,  # [6, 11]
        cse18,  # [6, 12]
        -cse14,  # [6, 13]
        -1,  # [7, 2]
        cse5,  # [7, 3]
        cse4,  # [7, 4]
        cse0,  # [7, 5]
        cse7,  # [7, 6]
        1,  # [7, 9]
        cse17,  # [7, 10]
        cse16,  # [7, 11]
        cse14,  # [7, 12]
        cse18,  # [7, 13]
        -cse12*cse22 + cse20*cse9 + cse24,  # [8, 3]
        cse13*cse22 + cse25,  # [8, 4]
        cse10*cse22 + 4*cse20*e_bar1_2 + cse26,  # [8, 5]
        -cse11*cse22 - cse27,  # [8, 6]
        cse28*e_bar2_0 + cse31*cse32 - cse34*cse35,  # [8, 10]
        -cse19*cse34 + 2*cse31*e_bar2_3,  # [8, 11]
        cse19*cse31 + cse21*cse34,  # [8, 12]
        cse28*e_bar2_3 + cse31*cse35 + cse32*cse34,  # [8, 13]
        -cse12*cse20 - cse22*cse9 - cse27,  # [9, 3]
        -cse13*cse20 - 4*cse22*e_bar1_1 - cse26,  # [9, 4]
        -cse10*cse20 + cse25,  # [9, 5]
        -cse11*cse20 - cse24,  # [9, 6]
        cse32*cse38 - cse35*cse37 + cse36*e_bar2_0,  # [9, 10]
        -cse19*cse37 + 2*cse38*e_bar2_3,  # [9, 11]
        cse19*cse38 + cse21*cse37,  # [9, 12]
        cse32*cse37 + cse35*cse38 + cse36*e_bar2_3,  # [9, 13]
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
    # 411 operations after common subexpression elimination
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

    cse0 = ed_bar1_0**2
    cse1 = 2*L1
    cse2 = ed_bar1_1**2
    cse3 = cse0*cse1 + cse1*cse2
    cse4 = cse1*ed_bar1_0
    cse5 = cse1*ed_bar1_1*ed_bar1_2 + cse4*ed_bar1_3
    cse6 = -2*L1*ed_bar1_1*ed_bar1_3 + cse4*ed_bar1_2
    cse7 = ed_bar1_3**2
    cse8 = 4*ed_bar1_1
    cse9 = ed_bar2_0**2
    cse10 = 2*L2
    cse11 = ed_bar2_1**2
    cse12 = cse10*ed_bar2_0
    cse13 = 4*e_bar2_0
    cse14 = 4*e_bar2_3
    cse15 = cse14*e_bar1_2
    cse16 = 4*e_bar2_2
    cse17 = cse14*e_bar2_1 + cse16*e_bar2_0
    cse18 = 8*e_bar2_0
    cse19 = cse18*e_bar1_0
    cse20 = cse16*e_bar1_2
    cse21 = cse19 + cse20
    cse22 = 8*e_bar2_3
    cse23 = cse22*e_bar1_0
    cse24 = 4*e_bar2_1
    cse25 = cse23 + cse24*e_bar1_2
    cse26 = 4*e_bar2_0**2 + 4*e_bar2_3**2 - 2
    cse27 = cse26*ed_bar1_0
    cse28 = e_bar1_0*ed_bar2_2
    cse29 = e_bar1_0*ed_bar2_1
    cse30 = -cse17
    cse31 = cse16*e_bar1_0
    cse32 = cse18*e_bar1_2
    cse33 = -cse32
    cse34 = -cse31 - cse33
    cse35 = cse24*e_bar1_0
    cse36 = -8*e_bar1_2*e_bar2_3
    cse37 = -cse35 - cse36
    cse38 = cse26*ed_bar1_2
    cse39 = cse14*e_bar1_1
    cse40 = cse33 + cse39
    cse41 = 4*e_bar1_0**2 - 2
    cse42 = cse41 + 4*e_bar1_2**2
    cse43 = -cse42
    cse44 = 4*e_bar1_3
    cse45 = cse44*e_bar1_0
    cse46 = 4*e_bar1_1
    cse47 = cse46*e_bar1_2
    cse48 = -cse45 + cse47
    cse49 = cse8*e_bar1_2
    cse50 = -cse14*e_bar1_3 - cse19
    cse51 = 4*e_bar1_0*ed_bar1_3
    cse52 = cse50*ed_bar1_0 - cse51*e_bar2_3
    cse53 = cse51*e_bar2_0
    cse54 = cse23 - cse44*e_bar2_0
    cse55 = cse46*e_bar2_0
    cse56 = cse22*e_bar1_2 + cse55
    cse57 = 8*e_bar2_1
    cse58 = -cse57*e_bar2_0 + 8*e_bar2_2*e_bar2_3
    cse59 = cse18*e_bar1_1
    cse60 = -cse59
    cse61 = cse16*e_bar1_3 + cse57*e_bar1_0
    cse62 = -cse60 - cse61
    cse63 = 8*e_bar2_2
    cse64 = cse63*e_bar1_0
    cse65 = cse22*e_bar1_1
    cse66 = cse44*e_bar2_1
    cse67 = cse64 + cse65 - cse66
    cse68 = cse16*e_bar1_1
    cse69 = cse18*e_bar1_3
    cse70 = -cse57*e_bar1_2 + cse68 + cse69
    cse71 = cse24*e_bar1_1
    cse72 = cse22*e_bar1_3
    cse73 = cse63*e_bar1_2 + cse71 + cse72
    cse74 = 8*e_bar1_1
    cse75 = 8*e_bar1_2
    cse76 = cse74*e_bar1_0 + cse75*e_bar1_3
    cse77 = -cse16*e_bar2_3 + cse24*e_bar2_0
    cse78 = cse19 + cse71
    cse79 = cse23 - cse68
    cse80 = cse35 + cse60
    cse81 = -cse31 - cse65
    cse82 = -cse26
    cse83 = -cse54
    cse84 = -cse65 + 4*e_bar1_2*e_bar2_0
    cse85 = cse45 + cse47
    cse86 = -cse41 - 4*e_bar1_1**2
    cse87 = -cse15 - cse59
    cse88 = -cse85
    cse89 = -cse18*e_bar2_2 - cse57*e_bar2_3
    cse90 = cse32 - cse64 + cse66
    cse91 = -cse36 - cse61
    cse92 = -cse63*e_bar1_1 - cse69 + 4*e_bar1_2*e_bar2_1
    cse93 = -cse20 - cse57*e_bar1_1 - cse72
    cse94 = -cse74*e_bar1_3 + cse75*e_bar1_0
    return np.array([
        cse3,  # [0]
        cse5,  # [1]
        -cse6,  # [2]
        -4*cse0 - 4*cse7,  # [3]
        -cse8*ed_bar1_0 + 4*ed_bar1_2*ed_bar1_3,  # [4]
        cse10*cse11 + cse10*cse9 + cse3,  # [5]
        cse10*ed_bar2_1*ed_bar2_2 + cse12*ed_bar2_3 + cse5,  # [6]
        2*L2*ed_bar2_1*ed_bar2_3 - cse12*ed_bar2_2 - cse6,  # [7]
        -ed_bar1_0*(cse26*ed_bar1_1 + cse30*ed_bar1_3 + cse50*ed_bar2_1 + cse54*ed_bar2_2 + cse58*ed_bar1_0 + cse62*ed_bar2_0 + cse67*ed_bar2_3) - ed_bar1_1*(cse13*e_bar1_2*ed_bar2_2 + cse15*ed_bar2_1 + cse17*ed_bar1_2 + cse21*ed_bar2_0 + cse25*ed_bar2_3 + cse27) - ed_bar1_2*(cse17*ed_bar1_1 + cse26*ed_bar1_3 + cse40*ed_bar2_1 + cse56*ed_bar2_2 + cse58*ed_bar1_2 + cse70*ed_bar2_0 + cse73*ed_bar2_3) - ed_bar1_3*(-cse13*cse28 - cse14*cse29 + cse30*ed_bar1_0 + cse34*ed_bar2_0 + cse37*ed_bar2_3 + cse38) - ed_bar2_0*(cse21*ed_bar1_1 + cse34*ed_bar1_3 + cse43*ed_bar2_1 + cse48*ed_bar2_2 + cse62*ed_bar1_0 + cse70*ed_bar1_2 + cse76*ed_bar2_0) - ed_bar2_1*(cse40*ed_bar1_2 + cse43*ed_bar2_0 + cse48*ed_bar2_3 + cse49*e_bar2_3 + cse52) - ed_bar2_2*(cse42*ed_bar2_3 + cse48*ed_bar2_0 + cse49*e_bar2_0 - cse53 + cse54*ed_bar1_0 + cse56*ed_bar1_2) - ed_bar2_3*(cse25*ed_bar1_1 + cse37*ed_bar1_3 + cse42*ed_bar2_2 + cse48*ed_bar2_1 + cse67*ed_bar1_0 + cse73*ed_bar1_2 + cse76*ed_bar2_3),  # [8]
        -ed_bar1_0*(cse38 + cse50*ed_bar2_2 + cse77*ed_bar1_3 + cse83*ed_bar2_1 + cse89*ed_bar1_0 + cse90*ed_bar2_0 + cse91*ed_bar2_3) - ed_bar1_1*(cse77*ed_bar1_2 + cse82*ed_bar1_3 + cse84*ed_bar2_1 + cse87*ed_bar2_2 + cse89*ed_bar1_1 + cse92*ed_bar2_0 + cse93*ed_bar2_3) - ed_bar1_2*(cse27 - cse39*ed_bar2_2 + cse55*ed_bar2_1 + cse77*ed_bar1_1 + cse78*ed_bar2_0 + cse79*ed_bar2_3) - ed_bar1_3*(cse13*cse29 - cse14*cse28 + cse77*ed_bar1_0 + cse80*ed_bar2_0 + cse81*ed_bar2_3 + cse82*ed_bar1_1) - ed_bar2_0*(cse78*ed_bar1_2 + cse80*ed_bar1_3 + cse85*ed_bar2_1 + cse86*ed_bar2_2 + cse90*ed_bar1_0 + cse92*ed_bar1_1 + cse94*ed_bar2_0) - ed_bar2_1*(cse53 + cse55*ed_bar1_2 + cse83*ed_bar1_0 + cse84*ed_bar1_1 + cse85*ed_bar2_0 + cse86*ed_bar2_3) - ed_bar2_2*(-cse39*ed_bar1_2 + cse52 + cse86*ed_bar2_0 + cse87*ed_bar1_1 + cse88*ed_bar2_3) - ed_bar2_3*(cse79*ed_bar1_2 + cse81*ed_bar1_3 + cse86*ed_bar2_1 + cse88*ed_bar2_2 + cse91*ed_bar1_0 + cse93*ed_bar1_1 + cse94*ed_bar2_3),  # [9]
        -cse0 - cse2 - cse7 - ed_bar1_2**2,  # [10]
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
    # 86 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    cse0 = e_bar1_1**2
    cse1 = e_bar1_2**2
    cse2 = e_bar1_3**2
    cse3 = 416.065*cse1 + 416.065*cse2
    cse4 = -0.13*e_bar1_0*e_bar1_1
    cse5 = 416.065*e_bar1_0
    cse6 = -cse5*e_bar1_2 + 415.935*e_bar1_1*e_bar1_3
    cse7 = -cse5*e_bar1_3 - 415.935*e_bar1_1*e_bar1_2
    cse8 = e_bar1_0**2
    cse9 = 415.935*e_bar1_0
    cse10 = 416.065*e_bar1_1
    cse11 = -cse10*e_bar1_2 - cse9*e_bar1_3
    cse12 = -cse10*e_bar1_3 + cse9*e_bar1_2
    cse13 = 416.065*cse0 + 416.065*cse8
    cse14 = -0.13*e_bar1_2*e_bar1_3
    cse15 = e_bar2_1**2
    cse16 = e_bar2_2**2
    cse17 = e_bar2_3**2
    cse18 = 52.0325*cse16 + 52.0325*cse17
    cse19 = -0.065*e_bar2_0*e_bar2_1
    cse20 = 52.0325*e_bar2_0
    cse21 = -cse20*e_bar2_2 + 51.9675*e_bar2_1*e_bar2_3
    cse22 = -cse20*e_bar2_3 - 51.9675*e_bar2_1*e_bar2_2
    cse23 = e_bar2_0**2
    cse24 = 51.9675*e_bar2_0
    cse25 = 52.0325*e_bar2_1
    cse26 = -cse24*e_bar2_3 - cse25*e_bar2_2
    cse27 = cse24*e_bar2_2 - cse25*e_bar2_3
    cse28 = 52.0325*cse15 + 52.0325*cse23
    cse29 = -0.065*e_bar2_2*e_bar2_3
    out = np.zeros((14, 14))
    out[_M_INDEX] = (
        78.0,  # [0, 0]
        78.0,  # [1, 1]
        78.0,  # [2, 2]
        0.13*cse0 + cse3,  # [3, 3]
        cse4,  # [3, 4]
        cse6,  # [3, 5]
        cse7,  # [3, 6]
        cse4,  # [4, 3]
        cse3 + 0.13*cse8,  # [4, 4]
        cse11,  # [4, 5]
        cse12,  # [4, 6]
        cse6,  # [5, 3]
        cse11,  # [5, 4]
        cse13 + 0.13*cse2,  # [5, 5]
        cse14,  # [5, 6]
        cse7,  # [6, 3]
        cse12,  # [6, 4]
        cse14,  # [6, 5]
        0.13*cse1 + cse13,  # [6, 6]
        39.0,  # [7, 7]
        39.0,  # [8, 8]
        39.0,  # [9, 9]
        0.065*cse15 + cse18,  # [10, 10]
        cse19,  # [10, 11]
        cse21,  # [10, 12]
        cse22,  # [10, 13]
        cse19,  # [11, 10]
        cse18 + 0.065*cse23,  # [11, 11]
        cse26,  # [11, 12]
        cse27,  # [11, 13]
        cse21,  # [12, 10]
        cse26,  # [12, 11]
        0.065*cse17 + cse28,  # [12, 12]
        cse29,  # [12, 13]
        cse22,  # [13, 10]
        cse27,  # [13, 11]
        cse29,  # [13, 12]
        0.065*cse16 + cse28,  # [13, 13]
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
    # 216 operations after common subexpression elimination
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

    cse0 = 208.0325*e_bar1_0
    cse1 = 208.0325*e_bar1_1
    cse2 = 2*ed_bar1_3
    cse3 = 2*ed_bar1_2
    cse4 = 2*ed_bar1_1
    cse5 = 2*ed_bar1_0
    cse6 = cse2*e_bar1_0 - cse3*e_bar1_1 + cse4*e_bar1_2 - cse5*e_bar1_3
    cse7 = 208.0325*e_bar1_2
    cse8 = 208.0325*e_bar1_3
    cse9 = cse2*e_bar1_1 + cse3*e_bar1_0 - cse4*e_bar1_3 - cse5*e_bar1_2
    cse10 = 2*cse6*(-cse0*ed_bar1_2 - cse1*ed_bar1_3 + 208.0325*e_bar1_2*ed_bar1_0 + 208.0325*e_bar1_3*ed_bar1_1) + 2*cse9*(cse0*ed_bar1_3 - cse1*ed_bar1_2 + cse7*ed_bar1_1 - cse8*ed_bar1_0)
    cse11 = 0.065*ed_bar1_3
    cse12 = 0.065*ed_bar1_1
    cse13 = -cse2*e_bar1_2 + cse3*e_bar1_3 + cse4*e_bar1_0 - cse5*e_bar1_1
    cse14 = cse0*ed_bar1_1 - cse1*ed_bar1_0 - cse7*ed_bar1_3 + cse8*ed_bar1_2
    cse15 = 2*cse13*(-cse11*e_bar1_0 - cse12*e_bar1_2 + 0.065*e_bar1_1*ed_bar1_2 + 0.065*e_bar1_3*ed_bar1_0) + 2*cse14*cse6
    cse16 = 2*cse13*(cse11*e_bar1_1 - cse12*e_bar1_3 + 0.065*e_bar1_0*ed_bar1_2 - 0.065*e_bar1_2*ed_bar1_0) - 2*cse14*cse9
    cse17 = 26.01625*e_bar2_0
    cse18 = 26.01625*e_bar2_1
    cse19 = 2*ed_bar2_3
    cse20 = 2*ed_bar2_2
    cse21 = 2*ed_bar2_1
    cse22 = 2*ed_bar2_0
    cse23 = cse19*e_bar2_0 - cse20*e_bar2_1 + cse21*e_bar2_2 - cse22*e_bar2_3
    cse24 = 26.01625*e_bar2_2
    cse25 = 26.01625*e_bar2_3
    cse26 = cse19*e_bar2_1 + cse20*e_bar2_0 - cse21*e_bar2_3 - cse22*e_bar2_2
    cse27 = 2*cse23*(-cse17*ed_bar2_2 - cse18*ed_bar2_3 + 26.01625*e_bar2_2*ed_bar2_0 + 26.01625*e_bar2_3*ed_bar2_1) + 2*cse26*(cse17*ed_bar2_3 - cse18*ed_bar2_2 + cse24*ed_bar2_1 - cse25*ed_bar2_0)
    cse28 = 0.0325*ed_bar2_3
    cse29 = 0.0325*ed_bar2_1
    cse30 = -cse19*e_bar2_2 + cse20*e_bar2_3 + cse21*e_bar2_0 - cse22*e_bar2_1
    cse31 = cse17*ed_bar2_1 - cse18*ed_bar2_0 - cse24*ed_bar2_3 + cse25*ed_bar2_2
    cse32 = 2*cse23*cse31 + 2*cse30*(-cse28*e_bar2_0 - cse29*e_bar2_2 + 0.0325*e_bar2_1*ed_bar2_2 + 0.0325*e_bar2_3*ed_bar2_0)
    cse33 = -2*cse26*cse31 + 2*cse30*(cse28*e_bar2_1 - cse29*e_bar2_3 + 0.0325*e_bar2_0*ed_bar2_2 - 0.0325*e_bar2_2*ed_bar2_0)
    out = np.zeros(14)
    out[_Q_INDEX] = (
        -765.1800000000001,  # [2]
        -cse10*e_bar1_1 - cse15*e_bar1_2 - cse16*e_bar1_3,  # [3]
        cse10*e_bar1_0 - cse15*e_bar1_3 + cse16*e_bar1_2,  # [4]
        cse10*e_bar1_3 + cse15*e_bar1_0 - cse16*e_bar1_1,  # [5]
        -cse10*e_bar1_2 + cse15*e_bar1_1 + cse16*e_bar1_0,  # [6]
        -382.59000000000003,  # [9]
        -cse27*e_bar2_1 - cse32*e_bar2_2 - cse33*e_bar2_3,  # [10]
        cse27*e_bar2_0 - cse32*e_bar2_3 + cse33*e_bar2_2,  # [11]
        cse27*e_bar2_3 + cse32*e_bar2_0 - cse33*e_bar2_1,  # [12]
        -cse27*e_bar2_2 + cse32*e_bar2_1 + cse33*e_bar2_0,  # [13]
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
    # 548 operations after common subexpression elimination
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

    cse0 = 208.0325*e_bar1_0
    cse1 = 208.0325*e_bar1_1
    cse2 = 208.0325*e_bar1_2
    cse3 = 208.0325*e_bar1_3
    cse4 = cse0*ed_bar1_3 - cse1*ed_bar1_2 + cse2*ed_bar1_1 - cse3*ed_bar1_0
    cse5 = 2*ed_bar1_2
    cse6 = -cse0*ed_bar1_2 - cse1*ed_bar1_3 + 208.0325*e_bar1_2*ed_bar1_0 + 208.0325*e_bar1_3*ed_bar1_1
    cse7 = 2*ed_bar1_3
    cse8 = 2*ed_bar1_1
    cse9 = 2*ed_bar1_0
    cse10 = -cse5*e_bar1_1 + cse7*e_bar1_0 + cse8*e_bar1_2 - cse9*e_bar1_3
    cse11 = 208.0325*cse10
    cse12 = cse11*ed_bar1_2
    cse13 = cse5*e_bar1_0 + cse7*e_bar1_1 - cse8*e_bar1_3 - cse9*e_bar1_2
    cse14 = 208.0325*cse13
    cse15 = -cse12 + cse14*ed_bar1_3 + cse4*cse5 + cse6*cse7
    cse16 = 2*e_bar1_1
    cse17 = 0.065*ed_bar1_3
    cse18 = 0.065*ed_bar1_1
    cse19 = -cse17*e_bar1_0 - cse18*e_bar1_2 + 0.065*e_bar1_1*ed_bar1_2 + 0.065*e_bar1_3*ed_bar1_0
    cse20 = cse0*ed_bar1_1 - cse1*ed_bar1_0 - cse2*ed_bar1_3 + cse3*ed_bar1_2
    cse21 = cse5*e_bar1_3 - cse7*e_bar1_2 + cse8*e_bar1_0 - cse9*e_bar1_1
    cse22 = cse17*cse21
    cse23 = cse11*ed_bar1_1 + cse19*cse8 + cse20*cse7 - cse22
    cse24 = 2*e_bar1_2
    cse25 = 0.065*ed_bar1_2
    cse26 = 0.065*ed_bar1_0
    cse27 = cse17*e_bar1_1 - cse18*e_bar1_3 + cse25*e_bar1_0 - cse26*e_bar1_2
    cse28 = -cse20
    cse29 = cse14*ed_bar1_1
    cse30 = cse21*cse25 + cse27*cse8 + cse28*cse5 - cse29
    cse31 = 2*e_bar1_3
    cse32 = cse14*ed_bar1_2
    cse33 = cse11*ed_bar1_3
    cse34 = -cse32 - cse33 + 2*cse4*ed_bar1_3 - cse5*cse6
    cse35 = cse11*ed_bar1_0
    cse36 = -cse19*cse9 - cse20*cse5 + 0.065*cse21*ed_bar1_2 - cse35
    cse37 = cse14*ed_bar1_0
    cse38 = cse22 - cse27*cse9 + cse28*cse7 + cse37
    cse39 = 2*cse10
    cse40 = 2*cse13
    cse41 = cse39*cse6 + cse4*cse40
    cse42 = cse29 + cse35 - cse4*cse9 + cse6*cse8
    cse43 = cse18*cse21
    cse44 = -cse19*cse7 + 2*cse20*ed_bar1_1 - cse33 - cse43
    cse45 = cse21*cse26
    cse46 = 208.0325*cse13*ed_bar1_3 - cse27*cse7 - cse28*cse9 - cse45
    cse47 = 2*cse21
    cse48 = cse19*cse47 + cse20*cse39
    cse49 = 208.0325*cse10*ed_bar1_1 - cse37 - cse4*cse8 - cse6*cse9
    cse50 = cse12 + cse19*cse5 - cse20*cse9 + cse45
    cse51 = 2*cse27*ed_bar1_2 - cse28*cse8 - cse32 - cse43
    cse52 = cse27*cse47 + cse28*cse40
    cse53 = 2*e_bar1_0
    cse54 = 26.01625*e_bar2_0
    cse55 = 26.01625*e_bar2_1
    cse56 = 26.01625*e_bar2_2
    cse57 = 26.01625*e_bar2_3
    cse58 = cse54*ed_bar2_3 - cse55*ed_bar2_2 + cse56*ed_bar2_1 - cse57*ed_bar2_0
    cse59 = 2*ed_bar2_2
    cse60 = -cse54*ed_bar2_2 - cse55*ed_bar2_3 + 26.01625*e_bar2_2*ed_bar2_0 + 26.01625*e_bar2_3*ed_bar2_1
    cse61 = 2*ed_bar2_3
    cse62 = 2*ed_bar2_1
    cse63 = 2*ed_bar2_0
    cse64 = -cse59*e_bar2_1 + cse61*e_bar2_0 + cse62*e_bar2_2 - cse63*e_bar2_3
    cse65 = 26.01625*cse64
    cse66 = cse65*ed_bar2_2
    cse67 = cse59*e_bar2_0 + cse61*e_bar2_1 - cse62*e_bar2_3 - cse63*e_bar2_2
    cse68 = 26.01625*cse67
    cse69 = cse58*cse59 + cse60*cse61 - cse66 + cse68*ed_bar2_3
    cse70 = 2*e_bar2_1
    cse71 = 0.0325*ed_bar2_3
    cse72 = 0.0325*ed_bar2_1
    cse73 = -cse71*e_bar2_0 - cse72*e_bar2_2 + 0.0325*e_bar2_1*ed_bar2_2 + 0.0325*e_bar2_3*ed_bar2_0
    cse74 = cse54*ed_bar2_1 - cse55*ed_bar2_0 - cse56*ed_bar2_3 + cse57*ed_bar2_2
    cse75 = cse59*e_bar2_3 - cse61*e_bar2_2 + cse62*e_bar2_0 - cse63*e_bar2_1
    cse76 = cse71*cse75
    cse77 = cse61*cse74 + cse62*cse73 + cse65*ed_bar2_1 - cse76
    cse78 = 2*e_bar2_2
    cse79 = 0.0325*ed_bar2_2
    cse80 = 0.0325*ed_bar2_0
    cse81 = cse71*e_bar2_1 - cse72*e_bar2_3 + cse79*e_bar2_0 - cse80*e_bar2_2
    cse82 = -cse74
    cse83 = cse68*ed_bar2_1
    cse84 = cse59*cse82 + cse62*cse81 + cse75*cse79 - cse83
    cse85 = 2*e_bar2_3
    cse86 = cse68*ed_bar2_2
    cse87 = cse65*ed_bar2_3
    cse88 = 2*cse58*ed_bar2_3 - cse59*cse60 - cse86 - cse87
    cse89 = cse65*ed_bar2_0
    cse90 = -cse59*cse74 - cse63*cse73 + 0.0325*cse75*ed_bar2_2 - cse89
    cse91 = cse68*ed_bar2_0
    cse92 = cse61*cse82 - cse63*cse81 + cse76 + cse91
    cse93 = 2*cse64
    cse94 = 2*cse67
    cse95 = cse58*cse94 + cse60*cse93
    cse96 = -cse58*cse63 + cse60*cse62 + cse83 + cse89
    cse97 = cse72*cse75
    cse98 = -cse61*cse73 + 2*cse74*ed_bar2_1 - cse87 - cse97
    cse99 = cse75*cse80
    cse100 = -cse61*cse81 - cse63*cse82 + 26.01625*cse67*ed_bar2_3 - cse99
    cse101 = 2*cse75
    cse102 = cse101*cse73 + cse74*cse93
    cse103 = -cse58*cse62 - cse60*cse63 + 26.01625*cse64*ed_bar2_1 - cse91
    cse104 = cse59*cse73 - cse63*cse74 + cse66 + cse99
    cse105 = -cse62*cse82 + 2*cse81*ed_bar2_2 - cse86 - cse97
    cse106 = cse101*cse81 + cse82*cse94
    cse107 = 2*e_bar2_0
    out = np.zeros((14, 14))
    out[_Q_q_INDEX] = (
        -cse15*cse16 - cse23*cse24 - cse30*cse31,  # [3, 3]
        -cse16*cse34 - cse24*cse36 - cse31*cse38 - cse41,  # [3, 4]
        -cse16*cse42 - cse24*cse44 - cse31*cse46 - cse48,  # [3, 5]
        -cse16*cse49 - cse24*cse50 - cse31*cse51 - cse52,  # [3, 6]
        cse15*cse53 - cse23*cse31 + cse24*cse30 + cse41,  # [4, 3]
        cse24*cse38 - cse31*cse36 + cse34*cse53,  # [4, 4]
        cse24*cse46 - cse31*cse44 + cse42*cse53 + cse52,  # [4, 5]
        -cse31*cse50 - cse48 + 2*cse49*e_bar1_0 + 2*cse51*e_bar1_2,  # [4, 6]
        cse15*cse31 - cse16*cse30 + cse23*cse53 + cse48,  # [5, 3]
        -cse16*cse38 + 2*cse34*e_bar1_3 + 2*cse36*e_bar1_0 - cse52,  # [5, 4]
        -cse16*cse46 + cse31*cse42 + cse44*cse53,  # [5, 5]
        -cse16*cse51 + cse31*cse49 + cse41 + cse50*cse53,  # [5, 6]
        -cse15*cse24 + cse16*cse23 + cse30*cse53 + cse52,  # [6, 3]
        cse16*cse36 - cse24*cse34 + cse38*cse53 + cse48,  # [6, 4]
        -cse24*cse42 - cse41 + 2*cse44*e_bar1_1 + 2*cse46*e_bar1_0,  # [6, 5]
        cse16*cse50 - cse24*cse49 + cse51*cse53,  # [6, 6]
        -cse69*cse70 - cse77*cse78 - cse84*cse85,  # [10, 10]
        -cse70*cse88 - cse78*cse90 - cse85*cse92 - cse95,  # [10, 11]
        -cse100*cse85 - cse102 - cse70*cse96 - cse78*cse98,  # [10, 12]
        -cse103*cse70 - cse104*cse78 - cse105*cse85 - cse106,  # [10, 13]
        cse107*cse69 - cse77*cse85 + cse78*cse84 + cse95,  # [11, 10]
        cse107*cse88 + cse78*cse92 - cse85*cse90,  # [11, 11]
        cse100*cse78 + cse106 + cse107*cse96 - cse85*cse98,  # [11, 12]
        -cse102 + 2*cse103*e_bar2_0 - cse104*cse85 + 2*cse105*e_bar2_2,  # [11, 13]
        cse102 + cse107*cse77 + cse69*cse85 - cse70*cse84,  # [12, 10]
        -cse106 - cse70*cse92 + 2*cse88*e_bar2_3 + 2*cse90*e_bar2_0,  # [12, 11]
        -cse100*cse70 + cse107*cse98 + cse85*cse96,  # [12, 12]
        cse103*cse85 + cse104*cse107 - cse105*cse70 + cse95,  # [12, 13]
        cse106 + cse107*cse84 - cse69*cse78 + cse70*cse77,  # [13, 10]
        cse102 + cse107*cse92 + cse70*cse90 - cse78*cse88,  # [13, 11]
        2*cse100*e_bar2_0 - cse78*cse96 - cse95 + 2*cse98*e_bar2_1,  # [13, 12]
        -cse103*cse78 + cse104*cse70 + cse105*cse107,  # [13, 13]
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
    # 470 operations after common subexpression elimination
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

    cse0 = 208.0325*e_bar1_0
    cse1 = 208.0325*e_bar1_1
    cse2 = 208.0325*e_bar1_2
    cse3 = 208.0325*e_bar1_3
    cse4 = cse0*ed_bar1_3 - cse1*ed_bar1_2 + cse2*ed_bar1_1 - cse3*ed_bar1_0
    cse5 = 2*e_bar1_2
    cse6 = -cse0*ed_bar1_2 - cse1*ed_bar1_3 + 208.0325*e_bar1_2*ed_bar1_0 + 208.0325*e_bar1_3*ed_bar1_1
    cse7 = 2*e_bar1_3
    cse8 = 2*ed_bar1_3
    cse9 = 2*ed_bar1_2
    cse10 = cse5*ed_bar1_1 - cse7*ed_bar1_0 + cse8*e_bar1_0 - cse9*e_bar1_1
    cse11 = cse10*cse2
    cse12 = -cse5*ed_bar1_0 - cse7*ed_bar1_1 + cse8*e_bar1_1 + cse9*e_bar1_0
    cse13 = cse12*cse3
    cse14 = cse11 - cse13 - cse4*cse5 - cse6*cse7
    cse15 = 2*e_bar1_1
    cse16 = 0.065*ed_bar1_3
    cse17 = 0.065*e_bar1_2
    cse18 = -cse16*e_bar1_0 - cse17*ed_bar1_1 + 0.065*e_bar1_1*ed_bar1_2 + 0.065*e_bar1_3*ed_bar1_0
    cse19 = cse0*ed_bar1_1 - cse1*ed_bar1_0 - cse2*ed_bar1_3 + cse3*ed_bar1_2
    cse20 = cse1*cse10
    cse21 = 2*e_bar1_0
    cse22 = -cse15*ed_bar1_0 + cse21*ed_bar1_1 - cse5*ed_bar1_3 + cse7*ed_bar1_2
    cse23 = 0.065*e_bar1_3
    cse24 = cse22*cse23
    cse25 = -cse15*cse18 - cse19*cse7 - cse20 + cse24
    cse26 = cse16*e_bar1_1 - cse17*ed_bar1_0 - cse23*ed_bar1_1 + 0.065*e_bar1_0*ed_bar1_2
    cse27 = -cse19
    cse28 = cse1*cse12
    cse29 = cse17*cse22
    cse30 = -cse15*cse26 - cse27*cse5 + cse28 - cse29
    cse31 = cse12*cse2
    cse32 = cse10*cse3
    cse33 = cse31 + cse32 - cse4*cse7 + cse5*cse6
    cse34 = cse0*cse10
    cse35 = cse18*cse21 + cse19*cse5 - cse29 + cse34
    cse36 = cse0*cse12
    cse37 = -cse24 + 2*cse26*e_bar1_0 - cse27*cse7 - cse36
    cse38 = -cse15*cse6 - cse28 - cse34 + 2*cse4*e_bar1_0
    cse39 = 0.065*cse22
    cse40 = cse39*e_bar1_1
    cse41 = -cse15*cse19 + cse18*cse7 + cse32 + cse40
    cse42 = cse39*e_bar1_0
    cse43 = -cse13 + cse21*cse27 + cse26*cse7 + cse42
    cse44 = cse15*cse4 - cse20 + cse21*cse6 + cse36
    cse45 = -cse11 - cse18*cse5 + 2*cse19*e_bar1_0 - cse42
    cse46 = cse15*cse27 - cse26*cse5 + cse31 + cse40
    cse47 = 26.01625*e_bar2_0
    cse48 = 26.01625*e_bar2_1
    cse49 = 26.01625*e_bar2_2
    cse50 = 26.01625*e_bar2_3
    cse51 = cse47*ed_bar2_3 - cse48*ed_bar2_2 + cse49*ed_bar2_1 - cse50*ed_bar2_0
    cse52 = 2*e_bar2_2
    cse53 = -cse47*ed_bar2_2 - cse48*ed_bar2_3 + 26.01625*e_bar2_2*ed_bar2_0 + 26.01625*e_bar2_3*ed_bar2_1
    cse54 = 2*e_bar2_3
    cse55 = 2*ed_bar2_3
    cse56 = 2*ed_bar2_2
    cse57 = cse52*ed_bar2_1 - cse54*ed_bar2_0 + cse55*e_bar2_0 - cse56*e_bar2_1
    cse58 = cse49*cse57
    cse59 = -cse52*ed_bar2_0 - cse54*ed_bar2_1 + cse55*e_bar2_1 + cse56*e_bar2_0
    cse60 = cse50*cse59
    cse61 = -cse51*cse52 - cse53*cse54 + cse58 - cse60
    cse62 = 2*e_bar2_1
    cse63 = 0.0325*ed_bar2_3
    cse64 = 0.0325*e_bar2_2
    cse65 = -cse63*e_bar2_0 - cse64*ed_bar2_1 + 0.0325*e_bar2_1*ed_bar2_2 + 0.0325*e_bar2_3*ed_bar2_0
    cse66 = cse47*ed_bar2_1 - cse48*ed_bar2_0 - cse49*ed_bar2_3 + cse50*ed_bar2_2
    cse67 = cse48*cse57
    cse68 = 2*e_bar2_0
    cse69 = -cse52*ed_bar2_3 + cse54*ed_bar2_2 - cse62*ed_bar2_0 + cse68*ed_bar2_1
    cse70 = 0.0325*e_bar2_3
    cse71 = cse69*cse70
    cse72 = -cse54*cse66 - cse62*cse65 - cse67 + cse71
    cse73 = cse63*e_bar2_1 - cse64*ed_bar2_0 - cse70*ed_bar2_1 + 0.0325*e_bar2_0*ed_bar2_2
    cse74 = -cse66
    cse75 = cse48*cse59
    cse76 = cse64*cse69
    cse77 = -cse52*cse74 - cse62*cse73 + cse75 - cse76
    cse78 = cse49*cse59
    cse79 = cse50*cse57
    cse80 = -cse51*cse54 + cse52*cse53 + cse78 + cse79
    cse81 = cse47*cse57
    cse82 = cse52*cse66 + cse65*cse68 - cse76 + cse81
    cse83 = cse47*cse59
    cse84 = -cse54*cse74 - cse71 + 2*cse73*e_bar2_0 - cse83
    cse85 = 2*cse51*e_bar2_0 - cse53*cse62 - cse75 - cse81
    cse86 = 0.0325*cse69
    cse87 = cse86*e_bar2_1
    cse88 = cse54*cse65 - cse62*cse66 + cse79 + cse87
    cse89 = cse86*e_bar2_0
    cse90 = cse54*cse73 - cse60 + cse68*cse74 + cse89
    cse91 = cse51*cse62 + cse53*cse68 - cse67 + cse83
    cse92 = -cse52*cse65 - cse58 + 2*cse66*e_bar2_0 - cse89
    cse93 = -cse52*cse73 + cse62*cse74 + cse78 + cse87
    out = np.zeros((14, 14))
    out[_Q_v_INDEX] = (
        -cse14*cse15 - cse25*cse5 - cse30*cse7,  # [3, 3]
        -cse15*cse33 - cse35*cse5 - cse37*cse7,  # [3, 4]
        -cse15*cse38 - cse41*cse5 - cse43*cse7,  # [3, 5]
        -cse15*cse44 - cse45*cse5 - cse46*cse7,  # [3, 6]
        cse14*cse21 - cse25*cse7 + cse30*cse5,  # [4, 3]
        cse21*cse33 - cse35*cse7 + cse37*cse5,  # [4, 4]
        cse21*cse38 - cse41*cse7 + cse43*cse5,  # [4, 5]
        cse21*cse44 - cse45*cse7 + cse46*cse5,  # [4, 6]
        cse14*cse7 - cse15*cse30 + cse21*cse25,  # [5, 3]
        -cse15*cse37 + cse21*cse35 + cse33*cse7,  # [5, 4]
        -cse15*cse43 + cse21*cse41 + cse38*cse7,  # [5, 5]
        -cse15*cse46 + cse21*cse45 + cse44*cse7,  # [5, 6]
        -cse14*cse5 + cse15*cse25 + cse21*cse30,  # [6, 3]
        cse15*cse35 + cse21*cse37 - cse33*cse5,  # [6, 4]
        cse15*cse41 + cse21*cse43 - cse38*cse5,  # [6, 5]
        cse15*cse45 + cse21*cse46 - cse44*cse5,  # [6, 6]
        -cse52*cse72 - cse54*cse77 - cse61*cse62,  # [10, 10]
        -cse52*cse82 - cse54*cse84 - cse62*cse80,  # [10, 11]
        -cse52*cse88 - cse54*cse90 - cse62*cse85,  # [10, 12]
        -cse52*cse92 - cse54*cse93 - cse62*cse91,  # [10, 13]
        cse52*cse77 - cse54*cse72 + cse61*cse68,  # [11, 10]
        cse52*cse84 - cse54*cse82 + cse68*cse80,  # [11, 11]
        cse52*cse90 - cse54*cse88 + cse68*cse85,  # [11, 12]
        cse52*cse93 - cse54*cse92 + cse68*cse91,  # [11, 13]
        cse54*cse61 - cse62*cse77 + cse68*cse72,  # [12, 10]
        cse54*cse80 - cse62*cse84 + cse68*cse82,  # [12, 11]
        cse54*cse85 - cse62*cse90 + cse68*cse88,  # [12, 12]
        cse54*cse91 - cse62*cse93 + cse68*cse92,  # [12, 13]
        -cse52*cse61 + cse62*cse72 + cse68*cse77,  # [13, 10]
        -cse52*cse80 + cse62*cse82 + cse68*cse84,  # [13, 11]
        -cse52*cse85 + cse62*cse88 + cse68*cse90,  # [13, 12]
        -cse52*cse91 + cse62*cse92 + cse68*cse93,  # [13, 13]
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
    # 212 operations after common subexpression elimination
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
    cse1 = 416.065*acc_5
    cse2 = 416.065*acc_6
    cse3 = cse1*e_bar1_2 + cse2*e_bar1_3
    cse4 = acc_3*e_bar1_1
    cse5 = 415.935*acc_5
    cse6 = 415.935*acc_6
    cse7 = cse5*e_bar1_3 - cse6*e_bar1_2
    cse8 = acc_3*e_bar1_0
    cse9 = 416.065*e_bar1_2
    cse10 = 415.935*e_bar1_3
    cse11 = 0.13*acc_6
    cse12 = 416.065*acc_4
    cse13 = cse12*e_bar1_1 + 416.065*cse8
    cse14 = acc_5*e_bar1_3
    cse15 = -415.935*acc_4*e_bar1_0 + 415.935*cse4
    cse16 = 415.935*e_bar1_2
    cse17 = 0.065*acc_11
    cse18 = 52.0325*acc_12
    cse19 = 52.0325*acc_13
    cse20 = cse18*e_bar2_2 + cse19*e_bar2_3
    cse21 = acc_10*e_bar2_1
    cse22 = 51.9675*acc_12
    cse23 = 51.9675*acc_13
    cse24 = cse22*e_bar2_3 - cse23*e_bar2_2
    cse25 = acc_10*e_bar2_0
    cse26 = 52.0325*e_bar2_2
    cse27 = 51.9675*e_bar2_3
    cse28 = 0.065*acc_13
    cse29 = 52.0325*acc_11
    cse30 = 52.0325*cse25 + cse29*e_bar2_1
    cse31 = acc_12*e_bar2_3
    cse32 = -51.9675*acc_11*e_bar2_0 + 51.9675*cse21
    cse33 = 51.9675*e_bar2_2
    out = np.zeros((14, 14))
    out[_Ma_q_INDEX] = (
        -cse0*e_bar1_1 - cse3,  # [3, 3]
        -cse0*e_bar1_0 + 0.26*cse4 + cse7,  # [3, 4]
        832.13*acc_3*e_bar1_2 - cse1*e_bar1_0 - cse6*e_bar1_1,  # [3, 5]
        832.13*acc_3*e_bar1_3 - cse2*e_bar1_0 + cse5*e_bar1_1,  # [3, 6]
        0.26*acc_4*e_bar1_0 - 0.13*cse4 - cse7,  # [4, 3]
        -cse3 - 0.13*cse8,  # [4, 4]
        832.13*acc_4*e_bar1_2 - cse1*e_bar1_1 + cse6*e_bar1_0,  # [4, 5]
        832.13*acc_4*e_bar1_3 - cse2*e_bar1_1 - cse5*e_bar1_0,  # [4, 6]
        -acc_3*cse9 - acc_4*cse10 + 832.13*acc_5*e_bar1_0,  # [5, 3]
        acc_3*cse10 - acc_4*cse9 + 832.13*acc_5*e_bar1_1,  # [5, 4]
        -cse11*e_bar1_3 - cse13,  # [5, 5]
        -cse11*e_bar1_2 + 0.26*cse14 + cse15,  # [5, 6]
        -416.065*acc_3*e_bar1_3 + acc_4*cse16 + 832.13*acc_6*e_bar1_0,  # [6, 3]
        -acc_3*cse16 + 832.13*acc_6*e_bar1_1 - cse12*e_bar1_3,  # [6, 4]
        0.26*acc_6*e_bar1_2 - 0.13*cse14 - cse15,  # [6, 5]
        -0.13*acc_5*e_bar1_2 - cse13,  # [6, 6]
        -cse17*e_bar2_1 - cse20,  # [10, 10]
        -cse17*e_bar2_0 + 0.13*cse21 + cse24,  # [10, 11]
        104.065*acc_10*e_bar2_2 - cse18*e_bar2_0 - cse23*e_bar2_1,  # [10, 12]
        104.065*acc_10*e_bar2_3 - cse19*e_bar2_0 + cse22*e_bar2_1,  # [10, 13]
        0.13*acc_11*e_bar2_0 - 0.065*cse21 - cse24,  # [11, 10]
        -cse20 - 0.065*cse25,  # [11, 11]
        104.065*acc_11*e_bar2_2 - cse18*e_bar2_1 + cse23*e_bar2_0,  # [11, 12]
        104.065*acc_11*e_bar2_3 - cse19*e_bar2_1 - cse22*e_bar2_0,  # [11, 13]
        -acc_10*cse26 - acc_11*cse27 + 104.065*acc_12*e_bar2_0,  # [12, 10]
        acc_10*cse27 - acc_11*cse26 + 104.065*acc_12*e_bar2_1,  # [12, 11]
        -cse28*e_bar2_3 - cse30,  # [12, 12]
        -cse28*e_bar2_2 + 0.13*cse31 + cse32,  # [12, 13]
        -52.0325*acc_10*e_bar2_3 + acc_11*cse33 + 104.065*acc_13*e_bar2_0,  # [13, 10]
        -acc_10*cse33 + 104.065*acc_13*e_bar2_1 - cse29*e_bar2_3,  # [13, 11]
        0.13*acc_13*e_bar2_2 - 0.065*cse31 - cse32,  # [13, 12]
        -0.065*acc_12*e_bar2_2 - cse30,  # [13, 13]
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
    # 238 operations after common subexpression elimination
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
    cse1 = 8*e_bar2_0
    cse2 = 8*e_bar2_3
    cse3 = -cse1*e_bar2_2 - cse2*e_bar2_1
    cse4 = 2*L1
    cse5 = cse4*lam_0
    cse6 = cse4*lam_5
    cse7 = lam_10 + lam_8*(-cse1*e_bar2_1 + 8*e_bar2_2*e_bar2_3)
    cse8 = 2*lam_4
    cse9 = 4*e_bar2_0**2 + 4*e_bar2_3**2 - 2
    cse10 = cse8 + cse9*lam_8
    cse11 = L1*lam_2 + L1*lam_7
    cse12 = cse11 + cse9*lam_9
    cse13 = 4*e_bar2_2
    cse14 = 4*e_bar2_1
    cse15 = cse13*e_bar2_0 + cse14*e_bar2_3
    cse16 = L1*lam_1 + L1*lam_6 - lam_9*(-cse13*e_bar2_3 + cse14*e_bar2_0)
    cse17 = -cse15*lam_8 - cse16
    cse18 = cse1*e_bar1_1
    cse19 = -cse18
    cse20 = 8*e_bar1_0
    cse21 = cse13*e_bar1_3 + cse20*e_bar2_1
    cse22 = cse20*e_bar2_2
    cse23 = cse1*e_bar1_2
    cse24 = cse14*e_bar1_3
    cse25 = lam_8*(-cse19 - cse21) + lam_9*(-cse22 + cse23 + cse24)
    cse26 = cse1*e_bar1_0
    cse27 = 4*e_bar1_3
    cse28 = -cse26 - cse27*e_bar2_3
    cse29 = cse2*e_bar1_0
    cse30 = cse29 - 4*e_bar1_3*e_bar2_0
    cse31 = cse28*lam_8 - cse30*lam_9
    cse32 = cse28*lam_9 + cse30*lam_8
    cse33 = cse2*e_bar1_1
    cse34 = -8*e_bar1_2*e_bar2_3
    cse35 = lam_8*(cse22 - cse24 + cse33) + lam_9*(-cse21 - cse34)
    cse36 = cse15*lam_8 - cse16
    cse37 = -cse11 - cse9*lam_9
    cse38 = cse13*e_bar1_2
    cse39 = 8*e_bar1_1
    cse40 = cse1*e_bar1_3
    cse41 = lam_8*(cse26 + cse38) + lam_9*(-cse39*e_bar2_2 - cse40 + 4*e_bar1_2*e_bar2_1)
    cse42 = 4*e_bar1_2
    cse43 = cse42*e_bar2_3
    cse44 = cse43*lam_8 + lam_9*(-cse33 + 4*e_bar1_2*e_bar2_0)
    cse45 = cse42*e_bar2_0*lam_8 + lam_9*(-cse18 - cse43)
    cse46 = cse2*e_bar1_3
    cse47 = lam_8*(cse14*e_bar1_2 + cse29) + lam_9*(-cse38 - cse39*e_bar2_1 - cse46)
    cse48 = -cse8 + cse9*lam_8
    cse49 = cse14*e_bar1_1
    cse50 = cse13*e_bar1_1
    cse51 = 8*e_bar1_2
    cse52 = lam_8*(cse40 + cse50 - cse51*e_bar2_1) + lam_9*(cse26 + cse49)
    cse53 = 4*e_bar1_1
    cse54 = cse53*e_bar2_0
    cse55 = cse53*e_bar2_3
    cse56 = -cse23
    cse57 = cse54*lam_9 + lam_8*(cse55 + cse56)
    cse58 = -cse55*lam_9 + lam_8*(cse2*e_bar1_2 + cse54)
    cse59 = lam_8*(cse46 + cse49 + cse51*e_bar2_2) + lam_9*(cse29 - cse50)
    cse60 = cse13*e_bar1_0
    cse61 = cse14*e_bar1_0
    cse62 = lam_8*(-cse56 - cse60) + lam_9*(cse19 + cse61)
    cse63 = 4*e_bar1_0
    cse64 = cse63*lam_9
    cse65 = cse63*lam_8
    cse66 = cse64*e_bar2_0 - cse65*e_bar2_3
    cse67 = -cse64*e_bar2_3 - cse65*e_bar2_0
    cse68 = lam_8*(-cse34 - cse61) + lam_9*(-cse33 - cse60)
    cse69 = 2*L2*lam_5
    cse70 = lam_11 + lam_8*(cse20*e_bar1_1 + cse51*e_bar1_3) + lam_9*(cse20*e_bar1_2 - cse39*e_bar1_3)
    cse71 = cse27*e_bar1_0
    cse72 = cse42*e_bar1_1
    cse73 = cse71 + cse72
    cse74 = 4*e_bar1_0**2 - 2
    cse75 = cse74 + 4*e_bar1_2**2
    cse76 = cse73*lam_9 - cse75*lam_8
    cse77 = L2*lam_7
    cse78 = lam_8*(-cse71 + cse72) + lam_9*(-cse74 - 4*e_bar1_1**2)
    cse79 = cse77 + cse78
    cse80 = -L2*lam_6
    cse81 = -cse77 + cse78
    cse82 = -cse73*lam_9 + cse75*lam_8
    out = np.zeros((14, 14))
    out[_Phi_qT_lam_q_INDEX] = (
        cse0 + cse3*lam_9 - cse5 - cse6 + cse7,  # [3, 3]
        cse10,  # [3, 4]
        cse12,  # [3, 5]
        cse17,  # [3, 6]
        cse25,  # [3, 10]
        cse31,  # [3, 11]
        cse32,  # [3, 12]
        cse35,  # [3, 13]
        cse10,  # [4, 3]
        cse3*lam_9 - cse5 - cse6 + lam_10,  # [4, 4]
        cse36,  # [4, 5]
        cse37,  # [4, 6]
        cse41,  # [4, 10]
        cse44,  # [4, 11]
        cse45,  # [4, 12]
        cse47,  # [4, 13]
        cse12,  # [5, 3]
        cse36,  # [5, 4]
        cse7,  # [5, 5]
        cse48,  # [5, 6]
        cse52,  # [5, 10]
        cse57,  # [5, 11]
        cse58,  # [5, 12]
        cse59,  # [5, 13]
        cse17,  # [6, 3]
        cse37,  # [6, 4]
        cse48,  # [6, 5]
        cse0 + lam_10,  # [6, 6]
        cse62,  # [6, 10]
        cse66,  # [6, 11]
        cse67,  # [6, 12]
        cse68,  # [6, 13]
        cse25,  # [10, 3]
        cse41,  # [10, 4]
        cse52,  # [10, 5]
        cse62,  # [10, 6]
        -cse69 + cse70,  # [10, 10]
        cse76,  # [10, 11]
        cse79,  # [10, 12]
        cse80,  # [10, 13]
        cse31,  # [11, 3]
        cse44,  # [11, 4]
        cse57,  # [11, 5]
        cse66,  # [11, 6]
        cse76,  # [11, 10]
        -cse69 + lam_11,  # [11, 11]
        cse80,  # [11, 12]
        cse81,  # [11, 13]
        cse32,  # [12, 3]
        cse45,  # [12, 4]
        cse58,  # [12, 5]
        cse67,  # [12, 6]
        cse79,  # [12, 10]
        cse80,  # [12, 11]
        lam_11,  # [12, 12]
        cse82,  # [12, 13]
        cse35,  # [13, 3]
        cse47,  # [13, 4]
        cse59,  # [13, 5]
        cse68,  # [13, 6]
        cse80,  # [13, 10]
        cse81,  # [13, 11]
        cse82,  # [13, 12]
        cse70,  # [13, 13]
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
    # 677 operations after common subexpression elimination
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

    cse0 = 4*e_bar1_0
    cse1 = 2*e_bar1_1
    cse2 = L1*e_bar1_2
    cse3 = 0.13*e_bar1_0*e_bar1_1
    cse4 = 2*e_bar1_0
    cse5 = L1*cse4
    cse6 = L1*e_bar1_3
    cse7 = 416.065*e_bar1_0
    cse8 = -cse7*e_bar1_2 + 415.935*e_bar1_1*e_bar1_3
    cse9 = -cse7*e_bar1_3 - 415.935*e_bar1_1*e_bar1_2
    cse10 = e_bar1_1**2
    cse11 = e_bar1_2**2
    cse12 = e_bar1_3**2
    cse13 = 416.065*cse11 + 416.065*cse12
    cse14 = 2*e_bar2_0
    cse15 = -cse14*e_bar2_1 + 2*e_bar2_2*e_bar2_3
    cse16 = cse14*e_bar2_2
    cse17 = 2*e_bar2_3
    cse18 = cse16 + cse17*e_bar2_1
    cse19 = 2*e_bar1_3
    cse20 = e_bar2_3**2
    cse21 = e_bar2_0**2
    cse22 = 2*cse21 - 1
    cse23 = 2*cse20 + cse22
    cse24 = 2*cse23
    cse25 = cse24*e_bar1_1
    cse26 = -2*cse23*e_bar1_2
    cse27 = 208.0325*e_bar1_0
    cse28 = 208.0325*e_bar1_1
    cse29 = 2*e_bar1_2
    cse30 = -cse1*ed_bar1_2 - cse19*ed_bar1_0 + cse29*ed_bar1_1 + cse4*ed_bar1_3
    cse31 = 208.0325*e_bar1_2
    cse32 = 208.0325*e_bar1_3
    cse33 = cse1*ed_bar1_3 - cse19*ed_bar1_1 - cse29*ed_bar1_0 + cse4*ed_bar1_2
    cse34 = cse30*(-cse27*ed_bar1_2 - cse28*ed_bar1_3 + 208.0325*e_bar1_2*ed_bar1_0 + 208.0325*e_bar1_3*ed_bar1_1) + cse33*(cse27*ed_bar1_3 - cse28*ed_bar1_2 + cse31*ed_bar1_1 - cse32*ed_bar1_0)
    cse35 = 0.065*ed_bar1_3
    cse36 = 0.065*ed_bar1_1
    cse37 = -cse1*ed_bar1_0 + cse19*ed_bar1_2 - cse29*ed_bar1_3 + cse4*ed_bar1_1
    cse38 = cse27*ed_bar1_1 - cse28*ed_bar1_0 - cse31*ed_bar1_3 + cse32*ed_bar1_2
    cse39 = cse30*cse38 + cse37*(-cse35*e_bar1_0 - cse36*e_bar1_2 + 0.065*e_bar1_1*ed_bar1_2 + 0.065*e_bar1_3*ed_bar1_0)
    cse40 = -cse33*cse38 + cse37*(cse35*e_bar1_1 - cse36*e_bar1_3 + 0.065*e_bar1_0*ed_bar1_2 - 0.065*e_bar1_2*ed_bar1_0)
    cse41 = L1*cse1
    cse42 = 415.935*e_bar1_0
    cse43 = 416.065*e_bar1_1
    cse44 = -cse42*e_bar1_3 - cse43*e_bar1_2
    cse45 = cse42*e_bar1_2 - cse43*e_bar1_3
    cse46 = e_bar1_0**2
    cse47 = cse24*e_bar1_0
    cse48 = cse19*cse23
    cse49 = L1*e_bar1_0
    cse50 = 0.13*e_bar1_2*e_bar1_3
    cse51 = L1*e_bar1_1
    cse52 = 416.065*cse10 + 416.065*cse46
    cse53 = L2*e_bar2_2
    cse54 = 0.065*e_bar2_0*e_bar2_1
    cse55 = L2*lam_5
    cse56 = L2*e_bar2_3
    cse57 = 52.0325*e_bar2_0
    cse58 = -cse57*e_bar2_2 + 51.9675*e_bar2_1*e_bar2_3
    cse59 = -cse57*e_bar2_3 - 51.9675*e_bar2_1*e_bar2_2
    cse60 = e_bar2_1**2
    cse61 = e_bar2_2**2
    cse62 = 52.0325*cse20 + 52.0325*cse61
    cse63 = cse1*e_bar1_0
    cse64 = cse19*e_bar1_2
    cse65 = cse63 + cse64
    cse66 = 4*e_bar2_0
    cse67 = cse19*e_bar1_0
    cse68 = cse1*e_bar1_2
    cse69 = -cse67 + cse68
    cse70 = 2*e_bar2_2
    cse71 = 2*cse46 - 1
    cse72 = 2*cse11 + cse71
    cse73 = 2*e_bar2_1
    cse74 = -cse19*e_bar1_1 + cse4*e_bar1_2
    cse75 = cse67 + cse68
    cse76 = -cse75
    cse77 = 2*cse10 + cse71
    cse78 = -cse77
    cse79 = 26.01625*e_bar2_0
    cse80 = 26.01625*e_bar2_1
    cse81 = cse14*ed_bar2_3 - cse17*ed_bar2_0 + cse70*ed_bar2_1 - cse73*ed_bar2_2
    cse82 = 26.01625*e_bar2_2
    cse83 = 26.01625*e_bar2_3
    cse84 = cse14*ed_bar2_2 - cse17*ed_bar2_1 - cse70*ed_bar2_0 + cse73*ed_bar2_3
    cse85 = cse81*(-cse79*ed_bar2_2 - cse80*ed_bar2_3 + 26.01625*e_bar2_2*ed_bar2_0 + 26.01625*e_bar2_3*ed_bar2_1) + cse84*(cse79*ed_bar2_3 - cse80*ed_bar2_2 + cse82*ed_bar2_1 - cse83*ed_bar2_0)
    cse86 = 0.0325*ed_bar2_3
    cse87 = 0.0325*ed_bar2_1
    cse88 = cse14*ed_bar2_1 + cse17*ed_bar2_2 - cse70*ed_bar2_3 - cse73*ed_bar2_0
    cse89 = cse79*ed_bar2_1 - cse80*ed_bar2_0 - cse82*ed_bar2_3 + cse83*ed_bar2_2
    cse90 = cse81*cse89 + cse88*(-cse86*e_bar2_0 - cse87*e_bar2_2 + 0.0325*e_bar2_1*ed_bar2_2 + 0.0325*e_bar2_3*ed_bar2_0)
    cse91 = -cse84*cse89 + cse88*(cse86*e_bar2_1 - cse87*e_bar2_3 + 0.0325*e_bar2_0*ed_bar2_2 - 0.0325*e_bar2_2*ed_bar2_0)
    cse92 = 51.9675*e_bar2_0
    cse93 = 52.0325*e_bar2_1
    cse94 = -cse92*e_bar2_3 - cse93*e_bar2_2
    cse95 = cse92*e_bar2_2 - cse93*e_bar2_3
    cse96 = L2*e_bar2_0
    cse97 = 0.065*e_bar2_2*e_bar2_3
    cse98 = L2*e_bar2_1
    cse99 = 52.0325*cse21 + 52.0325*cse60
    cse100 = 4*e_bar2_3
    cse101 = h**(-2)
    cse102 = (1/2)*L1
    cse103 = cse102*cse77
    cse104 = cse102*cse75
    cse105 = -cse102*cse74
    cse106 = (1/2)*L2
    return np.array([
        78.0*acc_0 + lam_0 - lam_5,  # [0]
        78.0*acc_1 + lam_1 - lam_6,  # [1]
        78.0*acc_2 + lam_2 - lam_7 + 765.1800000000001,  # [2]
        acc_3*(0.13*cse10 + cse13) - acc_4*cse3 + acc_5*cse8 + acc_6*cse9 + cse0*lam_3 + cse1*cse34 + cse1*lam_4 + cse19*cse40 + cse2*lam_2 + cse2*lam_7 + cse29*cse39 - cse5*lam_0 - cse5*lam_5 - cse6*lam_1 - cse6*lam_6 + e_bar1_0*lam_10 + lam_8*(cse0*cse15 - cse18*cse19 + cse25) + lam_9*(-cse0*cse18 - cse15*cse19 - cse26),  # [3]
        -acc_3*cse3 + acc_4*(cse13 + 0.13*cse46) + acc_5*cse44 + acc_6*cse45 - cse2*lam_1 - cse2*lam_6 - cse29*cse40 - cse34*cse4 + 2*cse39*e_bar1_3 - cse41*lam_0 - cse41*lam_5 - cse6*lam_2 - cse6*lam_7 + 2*e_bar1_0*lam_4 + e_bar1_1*lam_10 + lam_8*(cse18*cse29 + cse47) + lam_9*(-cse15*cse29 - 4*cse18*e_bar1_1 - cse48),  # [4]
        acc_3*cse8 + acc_4*cse44 + acc_5*(0.13*cse12 + cse52) - acc_6*cse50 + cse1*cse40 - cse19*cse34 - cse19*lam_4 - cse39*cse4 + cse49*lam_2 + cse49*lam_7 - cse51*lam_1 - cse51*lam_6 + e_bar1_2*lam_10 + lam_8*(cse1*cse18 + 4*cse15*e_bar1_2 + cse48) + lam_9*(-cse1*cse15 + cse47),  # [5]
        acc_3*cse9 + acc_4*cse45 - acc_5*cse50 + acc_6*(0.13*cse11 + cse52) - cse1*cse39 - cse29*lam_4 + 2*cse34*e_bar1_2 - cse4*cse40 - cse49*lam_1 - cse49*lam_6 - cse51*lam_2 - cse51*lam_7 + e_bar1_3*lam_10 + 4*e_bar1_3*lam_3 + lam_8*(-cse18*cse4 - cse26) + lam_9*(-cse15*cse4 - cse25),  # [6]
        39.0*acc_7 + lam_5,  # [7]
        39.0*acc_8 + lam_6,  # [8]
        39.0*acc_9 + lam_7 + 382.59000000000003,  # [9]
        acc_10*(0.065*cse60 + cse62) - acc_11*cse54 + acc_12*cse58 + acc_13*cse59 - cse14*cse55 + cse17*cse91 + cse53*lam_7 - cse56*lam_6 + cse70*cse90 + cse73*cse85 + e_bar2_0*lam_11 + lam_8*(cse65*cse66 + cse69*cse70 - cse72*cse73) + lam_9*(cse66*cse74 + cse70*cse78 - cse73*cse76),  # [10]
        -acc_10*cse54 + acc_11*(0.065*cse21 + cse62) + acc_12*cse94 + acc_13*cse95 - cse14*cse85 + cse17*cse90 - cse53*lam_6 - cse55*cse73 - cse56*lam_7 - cse70*cse91 + e_bar2_1*lam_11 + lam_8*(-cse14*cse72 + 2*cse69*e_bar2_3) + lam_9*(-cse14*cse76 + 2*cse78*e_bar2_3),  # [11]
        acc_10*cse58 + acc_11*cse94 + acc_12*(0.065*cse20 + cse99) - acc_13*cse97 - cse14*cse90 - cse17*cse85 + cse73*cse91 + cse96*lam_7 - cse98*lam_6 + e_bar2_2*lam_11 + lam_8*(cse14*cse69 + cse17*cse72) + lam_9*(cse14*cse78 + cse17*cse76),  # [12]
        acc_10*cse59 + acc_11*cse95 - acc_12*cse97 + acc_13*(0.065*cse61 + cse99) - cse14*cse91 + cse70*cse85 - cse73*cse90 - cse96*lam_6 - cse98*lam_7 + e_bar2_3*lam_11 + lam_8*(cse100*cse65 + cse69*cse73 + cse70*cse72) + lam_9*(cse100*cse74 + cse70*cse76 + cse73*cse78),  # [13]
        cse101*(-cse103 + r_bar1_x),  # [14]
        cse101*(-cse104 + r_bar1_y),  # [15]
        cse101*(-cse105 + r_bar1_z),  # [16]
        cse101*(2*cse12 + cse71),  # [17]
        cse101*(cse63 - cse64),  # [18]
        cse101*(-cse103 - cse106*(cse22 + 2*cse60) - r_bar1_x + r_bar2_x),  # [19]
        cse101*(-cse104 - cse106*(cse14*e_bar2_3 + cse73*e_bar2_2) - r_bar1_y + r_bar2_y),  # [20]
        cse101*(-cse105 - cse106*(-cse16 + 2*e_bar2_1*e_bar2_3) - r_bar1_z + r_bar2_z),  # [21]
        cse101*(cse15*cse72 + cse18*cse69 + cse23*cse65),  # [22]
        cse101*(cse15*cse76 + cse18*cse78 + cse23*cse74),  # [23]
        cse101*((1/2)*cse10 + (1/2)*cse11 + (1/2)*cse12 + (1/2)*cse46 - 1/2),  # [24]
        cse101*((1/2)*cse20 + (1/2)*cse21 + (1/2)*cse60 + (1/2)*cse61 - 1/2),  # [25]
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
    # 1744 operations after common subexpression elimination
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
    cse1 = h**2
    cse2 = 0.13*acc_4
    cse3 = 416.065*acc_5
    cse4 = cse3*e_bar1_2
    cse5 = 416.065*acc_6
    cse6 = cse5*e_bar1_3
    cse7 = 2*L1
    cse8 = cse7*lam_0
    cse9 = cse7*lam_5
    cse10 = 8*e_bar2_0
    cse11 = -cse10*e_bar2_1 + 8*e_bar2_2*e_bar2_3
    cse12 = 8*e_bar2_3
    cse13 = -cse10*e_bar2_2 - cse12*e_bar2_1
    cse14 = 208.0325*e_bar1_0
    cse15 = 208.0325*e_bar1_1
    cse16 = 208.0325*e_bar1_2
    cse17 = 208.0325*e_bar1_3
    cse18 = cse14*ed_bar1_3 - cse15*ed_bar1_2 + cse16*ed_bar1_1 - cse17*ed_bar1_0
    cse19 = 2*ed_bar1_2
    cse20 = -cse14*ed_bar1_2 - cse15*ed_bar1_3 + 208.0325*e_bar1_2*ed_bar1_0 + 208.0325*e_bar1_3*ed_bar1_1
    cse21 = 2*ed_bar1_3
    cse22 = 2*e_bar1_0
    cse23 = 2*e_bar1_1
    cse24 = 2*e_bar1_2
    cse25 = 2*e_bar1_3
    cse26 = cse22*ed_bar1_3 - cse23*ed_bar1_2 + cse24*ed_bar1_1 - cse25*ed_bar1_0
    cse27 = 208.0325*cse26
    cse28 = cse27*ed_bar1_2
    cse29 = cse22*ed_bar1_2 + cse23*ed_bar1_3 - cse24*ed_bar1_0 - cse25*ed_bar1_1
    cse30 = 208.0325*cse29
    cse31 = cse18*cse19 + cse20*cse21 - cse28 + cse30*ed_bar1_3
    cse32 = 0.065*ed_bar1_3
    cse33 = 0.065*ed_bar1_1
    cse34 = -cse32*e_bar1_0 - cse33*e_bar1_2 + 0.065*e_bar1_1*ed_bar1_2 + 0.065*e_bar1_3*ed_bar1_0
    cse35 = 2*ed_bar1_1
    cse36 = cse14*ed_bar1_1 - cse15*ed_bar1_0 - cse16*ed_bar1_3 + cse17*ed_bar1_2
    cse37 = cse22*ed_bar1_1 - cse23*ed_bar1_0 - cse24*ed_bar1_3 + cse25*ed_bar1_2
    cse38 = cse32*cse37
    cse39 = cse21*cse36 + cse27*ed_bar1_1 + cse34*cse35 - cse38
    cse40 = 0.065*ed_bar1_2
    cse41 = 0.065*ed_bar1_0
    cse42 = cse32*e_bar1_1 - cse33*e_bar1_3 + cse40*e_bar1_0 - cse41*e_bar1_2
    cse43 = -cse36
    cse44 = cse30*ed_bar1_1
    cse45 = cse19*cse43 + cse35*cse42 + cse37*cse40 - cse44
    cse46 = cse16*cse26
    cse47 = cse17*cse29
    cse48 = -cse18*cse24 - cse20*cse25 + cse46 - cse47
    cse49 = cse15*cse26
    cse50 = 0.065*cse37
    cse51 = cse50*e_bar1_3
    cse52 = -cse23*cse34 - cse25*cse36 - cse49 + cse51
    cse53 = cse15*cse29
    cse54 = cse50*e_bar1_2
    cse55 = -cse23*cse42 - cse24*cse43 + cse53 - cse54
    cse56 = e_bar1_2**2
    cse57 = e_bar1_3**2
    cse58 = 416.065*cse56 + 416.065*cse57
    cse59 = 0.13*e_bar1_0
    cse60 = cse59*e_bar1_1
    cse61 = cse16*cse29
    cse62 = cse17*cse26
    cse63 = -cse18*cse25 + cse20*cse24 + cse61 + cse62
    cse64 = cse14*cse26
    cse65 = cse22*cse34 + cse24*cse36 - cse54 + cse64
    cse66 = cse14*cse29
    cse67 = -cse25*cse43 + 2*cse42*e_bar1_0 - cse51 - cse66
    cse68 = e_bar2_0**2
    cse69 = e_bar2_3**2
    cse70 = 4*cse68 + 4*cse69 - 2
    cse71 = cse70*lam_8
    cse72 = cse30*ed_bar1_2
    cse73 = cse27*ed_bar1_3
    cse74 = 2*cse18*ed_bar1_3 - cse19*cse20 - cse72 - cse73
    cse75 = 2*ed_bar1_0
    cse76 = cse27*ed_bar1_0
    cse77 = -cse19*cse36 - cse34*cse75 + 0.065*cse37*ed_bar1_2 - cse76
    cse78 = cse30*ed_bar1_0
    cse79 = cse21*cse43 + cse38 - cse42*cse75 + cse78
    cse80 = acc_3*e_bar1_1
    cse81 = 2*lam_4
    cse82 = 2*cse26
    cse83 = cse20*cse82
    cse84 = 2*cse29
    cse85 = cse18*cse84
    cse86 = cse81 + cse83 + cse85
    cse87 = 415.935*e_bar1_3
    cse88 = 415.935*acc_6
    cse89 = acc_5*cse87 - cse88*e_bar1_2
    cse90 = 2*cse18*e_bar1_0 - cse20*cse23 - cse53 - cse64
    cse91 = cse50*e_bar1_1
    cse92 = -cse23*cse36 + cse25*cse34 + cse62 + cse91
    cse93 = cse50*e_bar1_0
    cse94 = cse22*cse43 + cse25*cse42 - cse47 + cse93
    cse95 = -cse18*cse75 + cse20*cse35 + cse44 + cse76
    cse96 = cse33*cse37
    cse97 = -cse21*cse34 + 2*cse36*ed_bar1_1 - cse73 - cse96
    cse98 = cse37*cse41
    cse99 = -cse21*cse42 + 208.0325*cse29*ed_bar1_3 - cse43*cse75 - cse98
    cse100 = 832.13*acc_3
    cse101 = L1*lam_2
    cse102 = L1*lam_7
    cse103 = cse101 + cse102
    cse104 = 2*cse37
    cse105 = cse104*cse34
    cse106 = cse36*cse82
    cse107 = cse105 + cse106
    cse108 = cse103 + cse107
    cse109 = 416.065*e_bar1_0
    cse110 = cse109*e_bar1_2 - 415.935*e_bar1_1*e_bar1_3
    cse111 = cse18*cse23 + cse20*cse22 - cse49 + cse66
    cse112 = -cse24*cse34 + 2*cse36*e_bar1_0 - cse46 - cse93
    cse113 = cse23*cse43 - cse24*cse42 + cse61 + cse91
    cse114 = 4*e_bar2_2
    cse115 = 4*e_bar2_1
    cse116 = cse114*e_bar2_0 + cse115*e_bar2_3
    cse117 = -cse116
    cse118 = -cse18*cse35 - cse20*cse75 + 208.0325*cse26*ed_bar1_1 - cse78
    cse119 = cse19*cse34 + cse28 - cse36*cse75 + cse98
    cse120 = -cse35*cse43 + 2*cse42*ed_bar1_2 - cse72 - cse96
    cse121 = 415.935*e_bar1_1
    cse122 = -cse114*e_bar2_3 + cse115*e_bar2_0
    cse123 = L1*lam_1
    cse124 = L1*lam_6
    cse125 = cse104*cse42 + cse43*cse84
    cse126 = cse122*lam_9 - cse123 - cse124 + cse125
    cse127 = cse109*e_bar1_3 + cse121*e_bar1_2
    cse128 = cse10*e_bar1_1
    cse129 = -cse128
    cse130 = 4*e_bar1_3
    cse131 = 8*e_bar1_0
    cse132 = cse130*e_bar2_2 + cse131*e_bar2_1
    cse133 = cse131*e_bar2_2
    cse134 = cse10*e_bar1_2
    cse135 = cse130*e_bar2_1
    cse136 = cse1*(lam_8*(-cse129 - cse132) + lam_9*(-cse133 + cse134 + cse135))
    cse137 = cse10*e_bar1_0
    cse138 = -cse130*e_bar2_3 - cse137
    cse139 = cse12*e_bar1_0
    cse140 = cse139 - 4*e_bar1_3*e_bar2_0
    cse141 = cse1*(cse138*lam_8 - cse140*lam_9)
    cse142 = cse1*(cse138*lam_9 + cse140*lam_8)
    cse143 = cse12*e_bar1_1
    cse144 = -8*e_bar1_2*e_bar2_3
    cse145 = cse1*(lam_8*(cse133 - cse135 + cse143) + lam_9*(-cse132 - cse144))
    cse146 = -L1*cse22
    cse147 = -L1*e_bar1_3
    cse148 = L1*e_bar1_2
    cse149 = 4*e_bar1_0
    cse150 = 2*e_bar2_0
    cse151 = -cse150*e_bar2_1 + 2*e_bar2_2*e_bar2_3
    cse152 = 2*e_bar2_3
    cse153 = cse150*e_bar2_2 + cse152*e_bar2_1
    cse154 = 2*cse68 + 2*cse69 - 1
    cse155 = cse154*cse23
    cse156 = cse149*cse151 - cse153*cse25 + cse155
    cse157 = -2*cse154*e_bar1_2
    cse158 = -cse149*cse153 - cse151*cse25 - cse157
    cse159 = -cse70*lam_8
    cse160 = -cse81 + cse83 + cse85
    cse161 = e_bar1_0**2
    cse162 = -lam_10
    cse163 = -cse122*lam_9 + cse123 + cse124 + cse125
    cse164 = 416.065*e_bar1_1
    cse165 = cse164*e_bar1_2 + cse87*e_bar1_0
    cse166 = cse70*lam_9
    cse167 = 415.935*e_bar1_0
    cse168 = -cse164*e_bar1_3 + cse167*e_bar1_2
    cse169 = cse114*e_bar1_2
    cse170 = 8*e_bar1_1
    cse171 = cse10*e_bar1_3
    cse172 = cse1*(lam_8*(cse137 + cse169) + lam_9*(-cse170*e_bar2_2 - cse171 + 4*e_bar1_2*e_bar2_1))
    cse173 = 4*e_bar1_2
    cse174 = cse173*e_bar2_3
    cse175 = cse1*(cse174*lam_8 + lam_9*(-cse143 + 4*e_bar1_2*e_bar2_0))
    cse176 = cse1*(cse173*e_bar2_0*lam_8 + lam_9*(-cse128 - cse174))
    cse177 = cse12*e_bar1_3
    cse178 = cse1*(lam_8*(cse115*e_bar1_2 + cse139) + lam_9*(-cse169 - cse170*e_bar2_1 - cse177))
    cse179 = -L1*cse23
    cse180 = -cse148
    cse181 = cse154*cse22
    cse182 = cse153*cse24 + cse181
    cse183 = 4*e_bar1_1
    cse184 = cse154*cse25
    cse185 = -cse151*cse24 - cse153*cse183 - cse184
    cse186 = 416.065*e_bar1_2
    cse187 = 0.13*acc_6
    cse188 = acc_3*cse109 + acc_4*cse164 + cse162
    cse189 = 416.065*cse0 + 416.065*cse161
    cse190 = 0.13*e_bar1_2
    cse191 = cse190*e_bar1_3
    cse192 = 415.935*acc_4*e_bar1_0 - 415.935*cse80
    cse193 = cse115*e_bar1_1
    cse194 = cse114*e_bar1_1
    cse195 = 8*e_bar1_2
    cse196 = cse1*(lam_8*(cse171 + cse194 - cse195*e_bar2_1) + lam_9*(cse137 + cse193))
    cse197 = cse183*e_bar2_0
    cse198 = cse183*e_bar2_3
    cse199 = -cse134
    cse200 = cse1*(cse197*lam_9 + lam_8*(cse198 + cse199))
    cse201 = cse1*(-cse198*lam_9 + lam_8*(cse12*e_bar1_2 + cse197))
    cse202 = cse1*(lam_8*(cse177 + cse193 + cse195*e_bar2_2) + lam_9*(cse139 - cse194))
    cse203 = -L1*e_bar1_1
    cse204 = L1*e_bar1_0
    cse205 = -cse25
    cse206 = cse151*cse173 + cse153*cse23 + cse184
    cse207 = -cse151*cse23 + cse181
    cse208 = 416.065*e_bar1_3
    cse209 = cse149*e_bar2_2
    cse210 = cse149*e_bar2_1
    cse211 = cse1*(lam_8*(-cse199 - cse209) + lam_9*(cse129 + cse210))
    cse212 = cse149*lam_9
    cse213 = cse149*lam_8
    cse214 = cse1*(cse212*e_bar2_0 - cse213*e_bar2_3)
    cse215 = cse1*(-cse212*e_bar2_3 - cse213*e_bar2_0)
    cse216 = cse1*(lam_8*(-cse144 - cse210) + lam_9*(-cse143 - cse209))
    cse217 = -cse204
    cse218 = -cse24
    cse219 = -cse153*cse22 - cse157
    cse220 = -cse151*cse22 - cse155
    cse221 = e_bar2_1**2
    cse222 = 0.065*acc_11
    cse223 = 52.0325*acc_12
    cse224 = cse223*e_bar2_2
    cse225 = 52.0325*acc_13
    cse226 = cse225*e_bar2_3
    cse227 = 2*L2*lam_5
    cse228 = cse131*e_bar1_1 + cse195*e_bar1_3
    cse229 = cse131*e_bar1_2 - cse170*e_bar1_3
    cse230 = 26.01625*e_bar2_0
    cse231 = 26.01625*e_bar2_1
    cse232 = 26.01625*e_bar2_2
    cse233 = 26.01625*e_bar2_3
    cse234 = cse230*ed_bar2_3 - cse231*ed_bar2_2 + cse232*ed_bar2_1 - cse233*ed_bar2_0
    cse235 = 2*ed_bar2_2
    cse236 = -cse230*ed_bar2_2 - cse231*ed_bar2_3 + 26.01625*e_bar2_2*ed_bar2_0 + 26.01625*e_bar2_3*ed_bar2_1
    cse237 = 2*ed_bar2_3
    cse238 = 2*e_bar2_2
    cse239 = cse150*ed_bar2_3 - cse152*ed_bar2_0 - cse235*e_bar2_1 + cse238*ed_bar2_1
    cse240 = 26.01625*cse239
    cse241 = cse240*ed_bar2_2
    cse242 = cse150*ed_bar2_2 - cse152*ed_bar2_1 + cse237*e_bar2_1 - cse238*ed_bar2_0
    cse243 = 26.01625*cse242
    cse244 = cse234*cse235 + cse236*cse237 - cse241 + cse243*ed_bar2_3
    cse245 = 2*e_bar2_1
    cse246 = 0.0325*ed_bar2_3
    cse247 = 0.0325*ed_bar2_1
    cse248 = -cse246*e_bar2_0 - cse247*e_bar2_2 + 0.0325*e_bar2_1*ed_bar2_2 + 0.0325*e_bar2_3*ed_bar2_0
    cse249 = 2*ed_bar2_1
    cse250 = cse230*ed_bar2_1 - cse231*ed_bar2_0 - cse232*ed_bar2_3 + cse233*ed_bar2_2
    cse251 = cse150*ed_bar2_1 + cse152*ed_bar2_2 - cse237*e_bar2_2 - cse245*ed_bar2_0
    cse252 = cse246*cse251
    cse253 = cse237*cse250 + cse240*ed_bar2_1 + cse248*cse249 - cse252
    cse254 = 0.0325*ed_bar2_2
    cse255 = 0.0325*ed_bar2_0
    cse256 = cse246*e_bar2_1 - cse247*e_bar2_3 + cse254*e_bar2_0 - cse255*e_bar2_2
    cse257 = -cse250
    cse258 = cse243*ed_bar2_1
    cse259 = cse235*cse257 + cse249*cse256 + cse251*cse254 - cse258
    cse260 = cse232*cse239
    cse261 = cse233*cse242
    cse262 = -cse152*cse236 - cse234*cse238 + cse260 - cse261
    cse263 = cse231*cse239
    cse264 = 0.0325*cse251
    cse265 = cse264*e_bar2_3
    cse266 = -cse152*cse250 - cse245*cse248 - cse263 + cse265
    cse267 = cse231*cse242
    cse268 = cse264*e_bar2_2
    cse269 = -cse238*cse257 - cse245*cse256 + cse267 - cse268
    cse270 = e_bar2_2**2
    cse271 = 52.0325*cse270 + 52.0325*cse69
    cse272 = 0.065*e_bar2_0
    cse273 = cse272*e_bar2_1
    cse274 = cse232*cse242
    cse275 = cse233*cse239
    cse276 = -cse152*cse234 + cse236*cse238 + cse274 + cse275
    cse277 = cse230*cse239
    cse278 = cse150*cse248 + cse238*cse250 - cse268 + cse277
    cse279 = cse230*cse242
    cse280 = -cse152*cse257 + 2*cse256*e_bar2_0 - cse265 - cse279
    cse281 = 4*cse161 - 2
    cse282 = cse281 + 4*cse56
    cse283 = -cse282
    cse284 = cse149*e_bar1_3
    cse285 = cse173*e_bar1_1
    cse286 = cse284 + cse285
    cse287 = cse243*ed_bar2_2
    cse288 = cse240*ed_bar2_3
    cse289 = 2*cse234*ed_bar2_3 - cse235*cse236 - cse287 - cse288
    cse290 = 2*ed_bar2_0
    cse291 = cse240*ed_bar2_0
    cse292 = -cse235*cse250 - cse248*cse290 + 0.0325*cse251*ed_bar2_2 - cse291
    cse293 = cse243*ed_bar2_0
    cse294 = cse237*cse257 + cse252 - cse256*cse290 + cse293
    cse295 = acc_10*e_bar2_1
    cse296 = 51.9675*e_bar2_3
    cse297 = 51.9675*acc_13
    cse298 = 2*cse239
    cse299 = 2*cse242
    cse300 = cse234*cse299 + cse236*cse298
    cse301 = acc_12*cse296 - cse297*e_bar2_2 + cse300
    cse302 = 2*cse234*e_bar2_0 - cse236*cse245 - cse267 - cse277
    cse303 = cse264*e_bar2_1
    cse304 = cse152*cse248 - cse245*cse250 + cse275 + cse303
    cse305 = cse264*e_bar2_0
    cse306 = cse150*cse257 + cse152*cse256 - cse261 + cse305
    cse307 = -cse234*cse290 + cse236*cse249 + cse258 + cse291
    cse308 = cse247*cse251
    cse309 = -cse237*cse248 + 2*cse250*ed_bar2_1 - cse288 - cse308
    cse310 = cse251*cse255
    cse311 = -cse237*cse256 + 26.01625*cse242*ed_bar2_3 - cse257*cse290 - cse310
    cse312 = 104.065*acc_10
    cse313 = L2*lam_7
    cse314 = 2*cse251
    cse315 = cse248*cse314 + cse250*cse298
    cse316 = cse313 + cse315
    cse317 = -cse284 + cse285
    cse318 = -4*cse0 - cse281
    cse319 = cse317*lam_8 + cse318*lam_9
    cse320 = 52.0325*e_bar2_0
    cse321 = cse320*e_bar2_2 - 51.9675*e_bar2_1*e_bar2_3
    cse322 = cse150*cse236 + cse234*cse245 - cse263 + cse279
    cse323 = -cse238*cse248 + 2*cse250*e_bar2_0 - cse260 - cse305
    cse324 = -cse238*cse256 + cse245*cse257 + cse274 + cse303
    cse325 = -cse234*cse249 - cse236*cse290 + 26.01625*cse239*ed_bar2_1 - cse293
    cse326 = cse235*cse248 + cse241 - cse250*cse290 + cse310
    cse327 = -cse249*cse257 + 2*cse256*ed_bar2_2 - cse287 - cse308
    cse328 = 51.9675*e_bar2_1
    cse329 = L2*lam_6
    cse330 = cse256*cse314 + cse257*cse299
    cse331 = -cse329 + cse330
    cse332 = cse320*e_bar2_3 + cse328*e_bar2_2
    cse333 = L2*e_bar2_0
    cse334 = -2*cse333
    cse335 = -L2*e_bar2_3
    cse336 = L2*e_bar2_2
    cse337 = cse23*e_bar1_0 + cse25*e_bar1_2
    cse338 = 4*e_bar2_0
    cse339 = cse22*e_bar1_3
    cse340 = cse23*e_bar1_2
    cse341 = -cse339 + cse340
    cse342 = 2*cse161 - 1
    cse343 = cse342 + 2*cse56
    cse344 = cse238*cse341 - cse245*cse343 + cse337*cse338
    cse345 = cse22*e_bar1_2 - cse23*e_bar1_3
    cse346 = -cse339 - cse340
    cse347 = -2*cse0 - cse342
    cse348 = cse238*cse347 - cse245*cse346 + cse338*cse345
    cse349 = -lam_11
    cse350 = cse329 + cse330
    cse351 = 52.0325*e_bar2_1
    cse352 = cse296*e_bar2_0 + cse351*e_bar2_2
    cse353 = 51.9675*e_bar2_0
    cse354 = -cse313 + cse315
    cse355 = -cse351*e_bar2_3 + cse353*e_bar2_2
    cse356 = L2*e_bar2_1
    cse357 = -2*cse356
    cse358 = -cse336
    cse359 = -cse150*cse343 + 2*cse341*e_bar2_3
    cse360 = -cse150*cse346 + 2*cse347*e_bar2_3
    cse361 = 52.0325*e_bar2_2
    cse362 = -cse317*lam_8 - cse318*lam_9
    cse363 = 0.065*acc_13
    cse364 = acc_10*cse320 + acc_11*cse351 + cse349
    cse365 = 52.0325*cse221 + 52.0325*cse68
    cse366 = 0.065*e_bar2_2
    cse367 = cse366*e_bar2_3
    cse368 = -cse286
    cse369 = 51.9675*acc_11*e_bar2_0 - 51.9675*cse295 + cse300
    cse370 = -cse356
    cse371 = cse150*cse341 + cse152*cse343
    cse372 = cse150*cse347 + cse152*cse346
    cse373 = 52.0325*e_bar2_3
    cse374 = -cse333
    cse375 = 4*e_bar2_3
    cse376 = cse238*cse343 + cse245*cse341 + cse337*cse375
    cse377 = cse238*cse346 + cse245*cse347 + cse345*cse375
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
        0.13*cse0 + cse1*(cse11*lam_8 + cse13*lam_9 - cse2*e_bar1_1 + cse23*cse31 + cse24*cse39 + cse25*cse45 - cse4 - cse6 - cse8 - cse9 + lam_10 + 4*lam_3) + cse58 - h*(-cse23*cse48 - cse24*cse52 - cse25*cse55),  # [3, 3]
        cse1*(-cse2*e_bar1_0 + cse23*cse74 + cse24*cse77 + cse25*cse79 + cse71 + 0.26*cse80 + cse86 + cse89) - cse60 - h*(-cse23*cse63 - cse24*cse65 - cse25*cse67),  # [3, 4]
        cse1*(cse100*e_bar1_2 + cse108 + cse23*cse95 + cse24*cse97 + cse25*cse99 - cse3*e_bar1_0 + cse70*lam_9 - cse88*e_bar1_1) - cse110 - h*(-cse23*cse90 - cse24*cse92 - cse25*cse94),  # [3, 5]
        cse1*(acc_5*cse121 + cse100*e_bar1_3 + cse117*lam_8 + cse118*cse23 + cse119*cse24 + cse120*cse25 + cse126 - cse5*e_bar1_0) - cse127 - h*(-cse111*cse23 - cse112*cse24 - cse113*cse25),  # [3, 6]
        cse136,  # [3, 10]
        cse141,  # [3, 11]
        cse142,  # [3, 12]
        cse145,  # [3, 13]
        cse146,  # [3, 14]
        cse147,  # [3, 15]
        cse148,  # [3, 16]
        cse149,  # [3, 17]
        cse23,  # [3, 18]
        cse146,  # [3, 19]
        cse147,  # [3, 20]
        cse148,  # [3, 21]
        cse156,  # [3, 22]
        cse158,  # [3, 23]
        e_bar1_0,  # [3, 24]
        cse1*(0.26*acc_4*e_bar1_0 - cse159 - cse160 - cse22*cse31 - cse24*cse45 + 2*cse39*e_bar1_3 - 0.13*cse80 - cse89) - cse60 - h*(cse22*cse48 + cse24*cse55 - cse25*cse52),  # [4, 3]
        cse1*(-acc_3*cse59 + cse13*lam_9 - cse162 - cse22*cse74 - cse24*cse79 - cse4 - cse6 + 2*cse77*e_bar1_3 - cse8 - cse9) + 0.13*cse161 + cse58 - h*(cse22*cse63 + cse24*cse67 - cse25*cse65),  # [4, 4]
        cse1*(832.13*acc_4*e_bar1_2 + 415.935*acc_6*e_bar1_0 + cse116*lam_8 - cse163 - cse22*cse95 - cse24*cse99 - cse3*e_bar1_1 + 2*cse97*e_bar1_3) - cse165 - h*(cse22*cse90 + cse24*cse94 - cse25*cse92),  # [4, 5]
        cse1*(832.13*acc_4*e_bar1_3 - acc_5*cse167 - cse103 + cse105 + cse106 - cse118*cse22 + 2*cse119*e_bar1_3 - cse120*cse24 - cse166 - cse5*e_bar1_1) + cse168 - h*(cse111*cse22 - cse112*cse25 + cse113*cse24),  # [4, 6]
        cse172,  # [4, 10]
        cse175,  # [4, 11]
        cse176,  # [4, 12]
        cse178,  # [4, 13]
        cse179,  # [4, 14]
        cse180,  # [4, 15]
        cse147,  # [4, 16]
        cse22,  # [4, 18]
        cse179,  # [4, 19]
        cse180,  # [4, 20]
        cse147,  # [4, 21]
        cse182,  # [4, 22]
        cse185,  # [4, 23]
        e_bar1_1,  # [4, 24]
        cse1*(-acc_3*cse186 - acc_4*cse87 + 832.13*acc_5*e_bar1_0 + cse101 + cse102 - cse107 - cse22*cse39 - cse25*cse31 + 2*cse45*e_bar1_1 + cse70*lam_9) - cse110 - h*(cse22*cse52 - cse23*cse55 + cse25*cse48),  # [5, 3]
        cse1*(acc_3*cse87 - acc_4*cse186 + 832.13*acc_5*e_bar1_1 + cse116*lam_8 + cse126 - cse22*cse77 + cse23*cse79 - cse25*cse74) - cse165 - h*(cse22*cse65 - cse23*cse67 + cse25*cse63),  # [5, 4]
        cse1*(cse11*lam_8 - cse187*e_bar1_3 - cse188 - cse22*cse97 - cse25*cse95 + 2*cse99*e_bar1_1) + cse189 + 0.13*cse57 - h*(cse22*cse92 - cse23*cse94 + cse25*cse90),  # [5, 5]
        cse1*(0.26*acc_5*e_bar1_3 - cse118*cse25 - cse119*cse22 + 2*cse120*e_bar1_1 - cse159 - cse187*e_bar1_2 - cse192 - cse86) - cse191 - h*(cse111*cse25 + cse112*cse22 - cse113*cse23),  # [5, 6]
        cse196,  # [5, 10]
        cse200,  # [5, 11]
        cse201,  # [5, 12]
        cse202,  # [5, 13]
        cse203,  # [5, 15]
        cse204,  # [5, 16]
        cse205,  # [5, 18]
        cse203,  # [5, 20]
        cse204,  # [5, 21]
        cse206,  # [5, 22]
        cse207,  # [5, 23]
        e_bar1_2,  # [5, 24]
        cse1*(-acc_3*cse208 + 415.935*acc_4*e_bar1_2 + 832.13*acc_6*e_bar1_0 + cse117*lam_8 - cse163 - cse22*cse45 - cse23*cse39 + 2*cse31*e_bar1_2) - cse127 - h*(cse22*cse55 + cse23*cse52 - cse24*cse48),  # [6, 3]
        cse1*(-415.935*acc_3*e_bar1_2 - acc_4*cse208 + 832.13*acc_6*e_bar1_1 - cse108 - cse166 - cse22*cse79 - cse23*cse77 + 2*cse74*e_bar1_2) + cse168 - h*(cse22*cse67 + cse23*cse65 - cse24*cse63),  # [6, 4]
        cse1*(-0.13*acc_5*e_bar1_3 + 0.26*acc_6*e_bar1_2 + cse160 + cse192 - cse22*cse99 - cse23*cse97 + cse24*cse95 + cse71) - cse191 - h*(cse22*cse94 + cse23*cse92 - cse24*cse90),  # [6, 5]
        cse1*(-acc_5*cse190 + 2*cse118*e_bar1_2 - cse119*cse23 - cse120*cse22 - cse188 + 4*lam_3) + cse189 + 0.13*cse56 - h*(-cse111*cse24 + cse112*cse23 + cse113*cse22),  # [6, 6]
        cse211,  # [6, 10]
        cse214,  # [6, 11]
        cse215,  # [6, 12]
        cse216,  # [6, 13]
        cse217,  # [6, 15]
        cse203,  # [6, 16]
        cse130,  # [6, 17]
        cse218,  # [6, 18]
        cse217,  # [6, 20]
        cse203,  # [6, 21]
        cse219,  # [6, 22]
        cse220,  # [6, 23]
        e_bar1_3,  # [6, 24]
        39.0,  # [7, 7]
        1,  # [7, 19]
        39.0,  # [8, 8]
        1,  # [8, 20]
        39.0,  # [9, 9]
        1,  # [9, 21]
        cse136,  # [10, 3]
        cse172,  # [10, 4]
        cse196,  # [10, 5]
        cse211,  # [10, 6]
        cse1*(cse152*cse259 - cse222*e_bar2_1 - cse224 - cse226 - cse227 + cse228*lam_8 + cse229*lam_9 + cse238*cse253 + cse244*cse245 + lam_11) + 0.065*cse221 + cse271 - h*(-cse152*cse269 - cse238*cse266 - cse245*cse262),  # [10, 10]
        cse1*(cse152*cse294 - cse222*e_bar2_0 + cse238*cse292 + cse245*cse289 + cse283*lam_8 + cse286*lam_9 + 0.13*cse295 + cse301) - cse273 - h*(-cse152*cse280 - cse238*cse278 - cse245*cse276),  # [10, 11]
        cse1*(cse152*cse311 - cse223*e_bar2_0 + cse238*cse309 + cse245*cse307 - cse297*e_bar2_1 + cse312*e_bar2_2 + cse316 + cse319) - cse321 - h*(-cse152*cse306 - cse238*cse304 - cse245*cse302),  # [10, 12]
        cse1*(acc_12*cse328 + cse152*cse327 - cse225*e_bar2_0 + cse238*cse326 + cse245*cse325 + cse312*e_bar2_3 + cse331) - cse332 - h*(-cse152*cse324 - cse238*cse323 - cse245*cse322),  # [10, 13]
        cse334,  # [10, 19]
        cse335,  # [10, 20]
        cse336,  # [10, 21]
        cse344,  # [10, 22]
        cse348,  # [10, 23]
        e_bar2_0,  # [10, 25]
        cse141,  # [11, 3]
        cse175,  # [11, 4]
        cse200,  # [11, 5]
        cse214,  # [11, 6]
        cse1*(0.13*acc_11*e_bar2_0 - cse150*cse244 - cse238*cse259 + 2*cse253*e_bar2_3 + cse283*lam_8 + cse286*lam_9 - 0.065*cse295 - cse301) - cse273 - h*(cse150*cse262 - cse152*cse266 + cse238*cse269),  # [11, 10]
        cse1*(-acc_10*cse272 - cse150*cse289 - cse224 - cse226 - cse227 - cse238*cse294 + 2*cse292*e_bar2_3 - cse349) + cse271 + 0.065*cse68 - h*(cse150*cse276 - cse152*cse278 + cse238*cse280),  # [11, 11]
        cse1*(104.065*acc_11*e_bar2_2 + 51.9675*acc_13*e_bar2_0 - cse150*cse307 - cse223*e_bar2_1 - cse238*cse311 + 2*cse309*e_bar2_3 - cse350) - cse352 - h*(cse150*cse302 - cse152*cse304 + cse238*cse306),  # [11, 12]
        cse1*(104.065*acc_11*e_bar2_3 - acc_12*cse353 - cse150*cse325 + cse152*cse326 - cse225*e_bar2_1 - cse238*cse327 + cse319 + cse354) + cse355 - h*(cse150*cse322 - cse152*cse323 + cse238*cse324),  # [11, 13]
        cse357,  # [11, 19]
        cse358,  # [11, 20]
        cse335,  # [11, 21]
        cse359,  # [11, 22]
        cse360,  # [11, 23]
        e_bar2_1,  # [11, 25]
        cse142,  # [12, 3]
        cse176,  # [12, 4]
        cse201,  # [12, 5]
        cse215,  # [12, 6]
        cse1*(-acc_10*cse361 - acc_11*cse296 + 104.065*acc_12*e_bar2_0 - cse150*cse253 - cse152*cse244 + 2*cse259*e_bar2_1 - cse354 - cse362) - cse321 - h*(cse150*cse266 + cse152*cse262 - cse245*cse269),  # [12, 10]
        cse1*(acc_10*cse296 - acc_11*cse361 + 104.065*acc_12*e_bar2_1 - cse150*cse292 - cse152*cse289 + cse245*cse294 + cse331) - cse352 - h*(cse150*cse278 + cse152*cse276 - cse245*cse280),  # [12, 11]
        cse1*(-cse150*cse309 - cse152*cse307 + 2*cse311*e_bar2_1 - cse363*e_bar2_3 - cse364) + cse365 + 0.065*cse69 - h*(cse150*cse304 + cse152*cse302 - cse245*cse306),  # [12, 12]
        cse1*(0.13*acc_12*e_bar2_3 - cse150*cse326 - cse152*cse325 + cse282*lam_8 + 2*cse327*e_bar2_1 - cse363*e_bar2_2 + cse368*lam_9 - cse369) - cse367 - h*(cse150*cse323 + cse152*cse322 - cse245*cse324),  # [12, 13]
        cse370,  # [12, 20]
        cse333,  # [12, 21]
        cse371,  # [12, 22]
        cse372,  # [12, 23]
        e_bar2_2,  # [12, 25]
        cse145,  # [13, 3]
        cse178,  # [13, 4]
        cse202,  # [13, 5]
        cse216,  # [13, 6]
        cse1*(-acc_10*cse373 + 51.9675*acc_11*e_bar2_2 + 104.065*acc_13*e_bar2_0 - cse150*cse259 + 2*cse244*e_bar2_2 - cse245*cse253 - cse350) - cse332 - h*(cse150*cse269 - cse238*cse262 + cse245*cse266),  # [13, 10]
        cse1*(-51.9675*acc_10*e_bar2_2 - acc_11*cse373 + 104.065*acc_13*e_bar2_1 - cse150*cse294 - cse245*cse292 + 2*cse289*e_bar2_2 - cse316 - cse362) + cse355 - h*(cse150*cse280 - cse238*cse276 + cse245*cse278),  # [13, 11]
        cse1*(-0.065*acc_12*e_bar2_3 + 0.13*acc_13*e_bar2_2 - cse150*cse311 + cse238*cse307 - cse245*cse309 + cse282*lam_8 + cse368*lam_9 + cse369) - cse367 - h*(cse150*cse306 - cse238*cse302 + cse245*cse304),  # [13, 12]
        cse1*(-acc_12*cse366 - cse150*cse327 + cse228*lam_8 + cse229*lam_9 - cse245*cse326 + 2*cse325*e_bar2_2 - cse364) + 0.065*cse270 + cse365 - h*(cse150*cse324 - cse238*cse322 + cse245*cse323),  # [13, 13]
        cse374,  # [13, 20]
        cse370,  # [13, 21]
        cse376,  # [13, 22]
        cse377,  # [13, 23]
        e_bar2_3,  # [13, 25]
        1,  # [14, 0]
        cse146,  # [14, 3]
        cse179,  # [14, 4]
        1,  # [15, 1]
        cse147,  # [15, 3]
        cse180,  # [15, 4]
        cse203,  # [15, 5]
        cse217,  # [15, 6]
        1,  # [16, 2]
        cse148,  # [16, 3]
        cse147,  # [16, 4]
        cse204,  # [16, 5]
        cse203,  # [16, 6]
        cse149,  # [17, 3]
        cse130,  # [17, 6]
        cse23,  # [18, 3]
        cse22,  # [18, 4]
        cse205,  # [18, 5]
        cse218,  # [18, 6]
        -1,  # [19, 0]
        cse146,  # [19, 3]
        cse179,  # [19, 4]
        1,  # [19, 7]
        cse334,  # [19, 10]
        cse357,  # [19, 11]
        -1,  # [20, 1]
        cse147,  # [20, 3]
        cse180,  # [20, 4]
        cse203,  # [20, 5]
        cse217,  # [20, 6]
        1,  # [20, 8]
        cse335,  # [20, 10]
        cse358,  # [20, 11]
        cse370,  # [20, 12]
        cse374,  # [20, 13]
        -1,  # [21, 2]
        cse148,  # [21, 3]
        cse147,  # [21, 4]
        cse204,  # [21, 5]
        cse203,  # [21, 6]
        1,  # [21, 9]
        cse336,  # [21, 10]
        cse335,  # [21, 11]
        cse333,  # [21, 12]
        cse370,  # [21, 13]
        cse156,  # [22, 3]
        cse182,  # [22, 4]
        cse206,  # [22, 5]
        cse219,  # [22, 6]
        cse344,  # [22, 10]
        cse359,  # [22, 11]
        cse371,  # [22, 12]
        cse376,  # [22, 13]
        cse158,  # [23, 3]
        cse185,  # [23, 4]
        cse207,  # [23, 5]
        cse220,  # [23, 6]
        cse348,  # [23, 10]
        cse360,  # [23, 11]
        cse372,  # [23, 12]
        cse377,  # [23, 13]
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
    # 147 operations after common subexpression elimination
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

    cse0 = e_bar1_0*ed_bar1_1
    cse1 = e_bar1_1*ed_bar1_0
    cse2 = e_bar1_2*ed_bar1_3
    cse3 = e_bar1_3*ed_bar1_2
    cse4 = e_bar1_0*ed_bar1_2
    cse5 = e_bar1_1*ed_bar1_3
    cse6 = e_bar1_2*ed_bar1_0
    cse7 = e_bar1_3*ed_bar1_1
    cse8 = e_bar1_0*ed_bar1_3
    cse9 = e_bar1_1*ed_bar1_2
    cse10 = e_bar1_2*ed_bar1_1
    cse11 = e_bar1_3*ed_bar1_0
    cse12 = e_bar2_0*ed_bar2_1
    cse13 = e_bar2_1*ed_bar2_0
    cse14 = e_bar2_2*ed_bar2_3
    cse15 = e_bar2_3*ed_bar2_2
    cse16 = e_bar2_0*ed_bar2_2
    cse17 = e_bar2_1*ed_bar2_3
    cse18 = e_bar2_2*ed_bar2_0
    cse19 = e_bar2_3*ed_bar2_1
    cse20 = e_bar2_0*ed_bar2_3
    cse21 = e_bar2_1*ed_bar2_2
    cse22 = e_bar2_2*ed_bar2_1
    cse23 = e_bar2_3*ed_bar2_0
    return np.array([
        765.1800000000001*r_bar1_z + 382.59000000000003*r_bar2_z + 39.0*rd_bar1_x**2 + 39.0*rd_bar1_y**2 + 39.0*rd_bar1_z**2 + 19.5*rd_bar2_x**2 + 19.5*rd_bar2_y**2 + 19.5*rd_bar2_z**2 + (1/2)*(0.065*cse0 - 0.065*cse1 - 0.065*cse2 + 0.065*cse3)*(2*cse0 - 2*cse1 - 2*cse2 + 2*cse3) + (1/2)*(2*cse10 - 2*cse11 + 2*cse8 - 2*cse9)*(208.0325*cse10 - 208.0325*cse11 + 208.0325*cse8 - 208.0325*cse9) + (1/2)*(0.0325*cse12 - 0.0325*cse13 - 0.0325*cse14 + 0.0325*cse15)*(2*cse12 - 2*cse13 - 2*cse14 + 2*cse15) + (1/2)*(2*cse16 + 2*cse17 - 2*cse18 - 2*cse19)*(26.01625*cse16 + 26.01625*cse17 - 26.01625*cse18 - 26.01625*cse19) + (1/2)*(2*cse20 - 2*cse21 + 2*cse22 - 2*cse23)*(26.01625*cse20 - 26.01625*cse21 + 26.01625*cse22 - 26.01625*cse23) + (1/2)*(2*cse4 + 2*cse5 - 2*cse6 - 2*cse7)*(208.0325*cse4 + 208.0325*cse5 - 208.0325*cse6 - 208.0325*cse7),  # [0]
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
    # 194 operations after common subexpression elimination
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
    cse6 = 208.0325*e_bar1_2
    cse7 = 208.0325*e_bar1_3
    cse8 = 2*ed_bar1_3
    cse9 = 2*ed_bar1_2
    cse10 = 2*ed_bar1_1
    cse11 = 2*ed_bar1_0
    cse12 = cse10*e_bar1_2 - cse11*e_bar1_3 + cse8*e_bar1_0 - cse9*e_bar1_1
    cse13 = -cse10*e_bar1_3 - cse11*e_bar1_2 + cse8*e_bar1_1 + cse9*e_bar1_0
    cse14 = 26.01625*e_bar2_2
    cse15 = 26.01625*e_bar2_3
    cse16 = 2*ed_bar2_3
    cse17 = 2*ed_bar2_2
    cse18 = 2*ed_bar2_1
    cse19 = 2*ed_bar2_0
    cse20 = cse16*e_bar2_0 - cse17*e_bar2_1 + cse18*e_bar2_2 - cse19*e_bar2_3
    cse21 = cse16*e_bar2_1 + cse17*e_bar2_0 - cse18*e_bar2_3 - cse19*e_bar2_2
    cse22 = e_bar1_0**2
    cse23 = cse10*e_bar1_0 - cse11*e_bar1_1 - cse8*e_bar1_2 + cse9*e_bar1_3
    cse24 = e_bar2_0**2
    cse25 = -cse16*e_bar2_2 + cse17*e_bar2_3 + cse18*e_bar2_0 - cse19*e_bar2_1
    cse26 = 208.0325*e_bar1_0*e_bar1_1
    cse27 = 0.065*e_bar1_2
    cse28 = 26.01625*e_bar2_0*e_bar2_1
    cse29 = 0.0325*e_bar2_2
    cse30 = 208.0325*cse22 - 104.01625
    cse31 = 26.01625*cse24 - 13.008125
    return np.array([
        cse0 + cse1,  # [0]
        cse2 + cse3,  # [1]
        cse4 + cse5,  # [2]
        cse12*(cse6*e_bar1_0 + cse7*e_bar1_1) + cse13*(-cse7*e_bar1_0 + 208.0325*e_bar1_1*e_bar1_2) - cse2*r_bar1_z + cse20*(cse14*e_bar2_0 + cse15*e_bar2_1) + cse21*(-cse15*e_bar2_0 + 26.01625*e_bar2_1*e_bar2_2) + cse23*(0.065*cse22 + 0.065*e_bar1_1**2 - 0.0325) + cse25*(0.0325*cse24 + 0.0325*e_bar2_1**2 - 0.01625) - cse3*r_bar2_z + cse4*r_bar1_y + cse5*r_bar2_y,  # [3]
        cse0*r_bar1_z + cse1*r_bar2_z + cse12*(-cse26 + 208.0325*e_bar1_2*e_bar1_3) + cse13*(cse30 + 208.0325*e_bar1_2**2) + cse20*(-cse28 + 26.01625*e_bar2_2*e_bar2_3) + cse21*(cse31 + 26.01625*e_bar2_2**2) + cse23*(cse27*e_bar1_1 + 0.065*e_bar1_0*e_bar1_3) + cse25*(cse29*e_bar2_1 + 0.0325*e_bar2_0*e_bar2_3) - cse4*r_bar1_x - cse5*r_bar2_x,  # [4]
        -cse0*r_bar1_y - cse1*r_bar2_y + cse12*(cse30 + 208.0325*e_bar1_3**2) + cse13*(cse26 + cse6*e_bar1_3) + cse2*r_bar1_x + cse20*(cse31 + 26.01625*e_bar2_3**2) + cse21*(cse14*e_bar2_3 + cse28) + cse23*(-cse27*e_bar1_0 + 0.065*e_bar1_1*e_bar1_3) + cse25*(-cse29*e_bar2_0 + 0.0325*e_bar2_1*e_bar2_3) + cse3*r_bar2_x,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (14).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 66 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    cse0 = 2*e_bar1_0**2 - 1
    cse1 = 2*e_bar1_0
    cse2 = cse1*e_bar1_3
    cse3 = cse1*e_bar1_2
    cse4 = 2*e_bar1_1
    cse5 = cse1*e_bar1_1
    cse6 = 2*e_bar2_0**2 - 1
    cse7 = 2*e_bar2_0
    cse8 = cse7*e_bar2_3
    cse9 = cse7*e_bar2_2
    cse10 = 2*e_bar2_1
    cse11 = cse7*e_bar2_1
    return np.array([
        r_bar1_x,  # [0, 0]
        r_bar1_y,  # [0, 1]
        r_bar1_z,  # [0, 2]
        cse0 + 2*e_bar1_1**2,  # [0, 3]
        -cse2 + 2*e_bar1_1*e_bar1_2,  # [0, 4]
        cse3 + cse4*e_bar1_3,  # [0, 5]
        cse2 + cse4*e_bar1_2,  # [0, 6]
        cse0 + 2*e_bar1_2**2,  # [0, 7]
        -cse5 + 2*e_bar1_2*e_bar1_3,  # [0, 8]
        -cse3 + 2*e_bar1_1*e_bar1_3,  # [0, 9]
        cse5 + 2*e_bar1_2*e_bar1_3,  # [0, 10]
        cse0 + 2*e_bar1_3**2,  # [0, 11]
        r_bar2_x,  # [1, 0]
        r_bar2_y,  # [1, 1]
        r_bar2_z,  # [1, 2]
        cse6 + 2*e_bar2_1**2,  # [1, 3]
        -cse8 + 2*e_bar2_1*e_bar2_2,  # [1, 4]
        cse10*e_bar2_3 + cse9,  # [1, 5]
        cse10*e_bar2_2 + cse8,  # [1, 6]
        cse6 + 2*e_bar2_2**2,  # [1, 7]
        -cse11 + 2*e_bar2_2*e_bar2_3,  # [1, 8]
        -cse9 + 2*e_bar2_1*e_bar2_3,  # [1, 9]
        cse11 + 2*e_bar2_2*e_bar2_3,  # [1, 10]
        cse6 + 2*e_bar2_3**2,  # [1, 11]
    ]).reshape(2, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 144 operations after common subexpression elimination
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

    cse0 = 2*e_bar1_2
    cse1 = cse0*e_bar1_0
    cse2 = 2*e_bar1_3
    cse3 = 2*ed_bar1_3
    cse4 = 2*ed_bar1_2
    cse5 = cse0*ed_bar1_1 - cse2*ed_bar1_0 + cse3*e_bar1_0 - cse4*e_bar1_1
    cse6 = cse2*e_bar1_0
    cse7 = -cse0*ed_bar1_0 - cse2*ed_bar1_1 + cse3*e_bar1_1 + cse4*e_bar1_0
    cse8 = 2*e_bar1_0**2 - 1
    cse9 = 2*e_bar1_1
    cse10 = -cse0*ed_bar1_3 + cse2*ed_bar1_2 - cse9*ed_bar1_0 + 2*e_bar1_0*ed_bar1_1
    cse11 = cse9*e_bar1_0
    cse12 = 2*e_bar2_2
    cse13 = cse12*e_bar2_0
    cse14 = 2*e_bar2_3
    cse15 = 2*ed_bar2_3
    cse16 = 2*ed_bar2_2
    cse17 = cse12*ed_bar2_1 - cse14*ed_bar2_0 + cse15*e_bar2_0 - cse16*e_bar2_1
    cse18 = cse14*e_bar2_0
    cse19 = -cse12*ed_bar2_0 - cse14*ed_bar2_1 + cse15*e_bar2_1 + cse16*e_bar2_0
    cse20 = 2*e_bar2_0**2 - 1
    cse21 = 2*e_bar2_1
    cse22 = -cse12*ed_bar2_3 + cse14*ed_bar2_2 - cse21*ed_bar2_0 + 2*e_bar2_0*ed_bar2_1
    cse23 = cse21*e_bar2_0
    return np.array([
        rd_bar1_x,  # [0, 0]
        rd_bar1_y,  # [0, 1]
        rd_bar1_z,  # [0, 2]
        cse10*(cse8 + 2*e_bar1_1**2) + cse5*(cse1 + cse2*e_bar1_1) + cse7*(-cse6 + 2*e_bar1_1*e_bar1_2),  # [0, 3]
        cse10*(cse0*e_bar1_1 + cse6) + cse5*(-cse11 + 2*e_bar1_2*e_bar1_3) + cse7*(cse8 + 2*e_bar1_2**2),  # [0, 4]
        cse10*(-cse1 + 2*e_bar1_1*e_bar1_3) + cse5*(cse8 + 2*e_bar1_3**2) + cse7*(cse11 + cse2*e_bar1_2),  # [0, 5]
        rd_bar2_x,  # [1, 0]
        rd_bar2_y,  # [1, 1]
        rd_bar2_z,  # [1, 2]
        cse17*(cse13 + cse14*e_bar2_1) + cse19*(-cse18 + 2*e_bar2_1*e_bar2_2) + cse22*(cse20 + 2*e_bar2_1**2),  # [1, 3]
        cse17*(-cse23 + 2*e_bar2_2*e_bar2_3) + cse19*(cse20 + 2*e_bar2_2**2) + cse22*(cse12*e_bar2_1 + cse18),  # [1, 4]
        cse17*(cse20 + 2*e_bar2_3**2) + cse19*(cse14*e_bar2_2 + cse23) + cse22*(-cse13 + 2*e_bar2_1*e_bar2_3),  # [1, 5]
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

