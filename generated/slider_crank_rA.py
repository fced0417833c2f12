# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: slider_crank
# formulation: rA
# scheme: any
# input hash: 59da4a0db9296d3c
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'slider_crank' in the rA formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (36): r_crank_x, r_crank_y, r_crank_z, A_crank_11, A_crank_12, A_crank_13, A_crank_21,
        A_crank_22, A_crank_23, A_crank_31, A_crank_32, A_crank_33, r_rod_x, r_rod_y,
        r_rod_z, A_rod_11, A_rod_12, A_rod_13, A_rod_21, A_rod_22, A_rod_23, A_rod_31,
        A_rod_32, A_rod_33, r_slider_x, r_slider_y, r_slider_z, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22, A_slider_23, A_slider_31,
        A_slider_32, A_slider_33
    v (18): rd_crank_x, rd_crank_y, rd_crank_z, w_crank_x, w_crank_y, w_crank_z, rd_rod_x,
        rd_rod_y, rd_rod_z, w_rod_x, w_rod_y, w_rod_z, rd_slider_x, rd_slider_y,
        rd_slider_z, w_slider_x, w_slider_y, w_slider_z
    lam (18): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (18): increment in velocity coordinates
    a (18): time derivatives of v
    t: time
    h: step size
    p (0): 

Constraint rows:
    0: revolute[CD x] (constraint; ground - crank)
    1: revolute[CD y] (constraint; ground - crank)
    2: revolute[CD z] (constraint; ground - crank)
    3: revolute[DP1 #4] (constraint; ground - crank)
    4: revolute[DP1 #5] (constraint; ground - crank)
    5: spherical[CD x] (constraint; rod - crank)
    6: spherical[CD y] (constraint; rod - crank)
    7: spherical[CD z] (constraint; rod - crank)
    8: revolute_cylindrical[DP1 #1] (constraint; rod - slider)
    9: revolute_cylindrical[DP2 #2] (constraint; rod - slider)
    10: revolute_cylindrical[DP2 #3] (constraint; rod - slider)
    11: translational[DP1 #1] (constraint; slider - ground)
    12: translational[DP1 #2] (constraint; slider - ground)
    13: translational[DP2 #3] (constraint; slider - ground)
    14: translational[DP2 #4] (constraint; slider - ground)
    15: translational[DP1 #5] (constraint; slider - ground)
    16: distance[D #1] (constraint; rod - slider)
    17: driver[angle #1] (constraint; ground - crank)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'slider_crank'
FORMULATION = 'rA'
INPUT_HASH = '59da4a0db9296d3c'
N_Q = 36
N_V = 18
N_C = 18
BODIES = ['crank', 'rod', 'slider']
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
METADATA = {'mechanism': 'slider_crank',
 'formulation': 'rA',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['crank', 'rod', 'slider'],
 'q_layout': {'crank': [0, 12], 'rod': [12, 24], 'slider': [24, 36]},
 'v_layout': {'crank': [0, 6], 'rod': [6, 12], 'slider': [12, 18]},
 'q_names': ['r_crank_x',
             'r_crank_y',
             'r_crank_z',
             'A_crank_11',
             'A_crank_12',
             'A_crank_13',
             'A_crank_21',
             'A_crank_22',
             'A_crank_23',
             'A_crank_31',
             'A_crank_32',
             'A_crank_33',
             'r_rod_x',
             'r_rod_y',
             'r_rod_z',
             'A_rod_11',
             'A_rod_12',
             'A_rod_13',
             'A_rod_21',
             'A_rod_22',
             'A_rod_23',
             'A_rod_31',
             'A_rod_32',
             'A_rod_33',
             'r_slider_x',
             'r_slider_y',
             'r_slider_z',
             'A_slider_11',
             'A_slider_12',
             'A_slider_13',
             'A_slider_21',
             'A_slider_22',
             'A_slider_23',
             'A_slider_31',
             'A_slider_32',
             'A_slider_33'],
 'v_names': ['rd_crank_x',
             'rd_crank_y',
             'rd_crank_z',
             'w_crank_x',
             'w_crank_y',
             'w_crank_z',
             'rd_rod_x',
             'rd_rod_y',
             'rd_rod_z',
             'w_rod_x',
             'w_rod_y',
             'w_rod_z',
             'rd_slider_x',
             'rd_slider_y',
             'rd_slider_z',
             'w_slider_x',
             'w_slider_y',
             'w_slider_z'],
 'n_q': 36,
 'n_v': 18,
 'n_c': 18,
 'constraint_rows': [{'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['ground', 'crank']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['ground', 'crank']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['ground', 'crank']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #4',
                      'bodies': ['ground', 'crank']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #5',
                      'bodies': ['ground', 'crank']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['rod', 'crank']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['rod', 'crank']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['rod', 'crank']},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['rod', 'slider']},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP2 #2',
                      'bodies': ['rod', 'slider']},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP2 #3',
                      'bodies': ['rod', 'slider']},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['slider', 'ground']},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['slider', 'ground']},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP2 #3',
                      'bodies': ['slider', 'ground']},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP2 #4',
                      'bodies': ['slider', 'ground']},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #5',
                      'bodies': ['slider', 'ground']},
                     {'owner': 'distance',
                      'kind': 'constraint',
                      'label': 'D #1',
                      'bodies': ['rod', 'slider']},
                     {'owner': 'driver',
                      'kind': 'constraint',
                      'label': 'angle #1',
                      'bodies': ['ground', 'crank']}],
 'dropped_rows': [],
 'degrees_of_freedom': 0,
 'parameters': [],
 'parameter_defaults': [],
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
 'notices': ["body 'rod': orientation orthonormalized (max |A^T A - I| was 1.24e-06, entries "
             'moved by up to 5.55e-07)'],
 'input_hash': '59da4a0db9296d3c'}
_tangent_INDEX = (
    np.array([0,
     1,
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
     7,
     8,
     9,
     9,
     9,
     10,
     10,
     10,
     11,
     11,
     11,
     12,
     13,
     14,
     15,
     15,
     15,
     16,
     16,
     16,
     17,
     17,
     17]),
    np.array([0,
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
     6,
     7,
     8,
     9,
     10,
     11,
     9,
     10,
     11,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     15,
     16,
     17,
     15,
     16,
     17]),
)
_Phi_q_INDEX = (
    np.array([0,
     1,
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
     11,
     11,
     12,
     12,
     13,
     13,
     13,
     13,
     13,
     14,
     14,
     14,
     14,
     14,
     15,
     15,
     16,
     16,
     16,
     16,
     16,
     16,
     16,
     16,
     16,
     16,
     17,
     17]),
    np.array([0,
     1,
     2,
     4,
     5,
     4,
     5,
     0,
     3,
     5,
     6,
     10,
     11,
     1,
     3,
     5,
     7,
     10,
     11,
     2,
     3,
     5,
     8,
     10,
     11,
     9,
     11,
     15,
     16,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     16,
     17,
     15,
     17,
     12,
     13,
     14,
     16,
     17,
     12,
     13,
     14,
     15,
     17,
     16,
     17,
     6,
     7,
     8,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     3,
     5]),
)
_nu_INDEX = np.array([17])
_gamma_INDEX = np.array([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
_M_INDEX = (
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]),
)
_Q_INDEX = np.array([2, 3, 5, 8, 9, 11, 14])
_Q_v_INDEX = (
    np.array([3, 3, 5, 5, 9, 9, 11, 11]),
    np.array([4, 5, 3, 4, 10, 11, 9, 10]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3,
     3,
     4,
     4,
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
     13,
     14,
     14,
     14,
     14,
     14,
     14,
     14,
     14,
     15,
     15,
     15,
     15,
     15,
     15,
     15,
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
     16,
     16,
     16,
     16,
     16,
     16,
     16,
     17,
     17,
     17,
     17,
     17,
     17]),
    np.array([3,
     4,
     3,
     4,
     3,
     4,
     5,
     6,
     9,
     10,
     11,
     12,
     15,
     16,
     7,
     9,
     10,
     11,
     13,
     15,
     16,
     8,
     9,
     10,
     11,
     14,
     15,
     16,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     6,
     9,
     10,
     11,
     12,
     15,
     16,
     17,
     7,
     9,
     10,
     11,
     13,
     15,
     16,
     17,
     8,
     9,
     10,
     11,
     14,
     15,
     16,
     17,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     12,
     13,
     14,
     15,
     16,
     17]),
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
     14,
     14,
     14,
     14,
     14,
     14,
     14,
     14,
     14,
     14,
     15,
     15,
     15,
     15,
     15,
     15,
     15,
     15,
     15,
     15,
     15,
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
     16,
     16,
     16,
     16,
     16,
     16,
     16,
     16,
     16,
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
     17,
     17,
     17,
     18,
     19,
     20,
     21,
     21,
     21,
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
     24,
     24,
     24,
     24,
     25,
     25,
     25,
     25,
     25,
     25,
     25,
     25,
     26,
     26,
     26,
     26,
     26,
     26,
     27,
     27,
     27,
     27,
     27,
     27,
     27,
     27,
     27,
     28,
     28,
     28,
     28,
     28,
     28,
     28,
     28,
     28,
     29,
     29,
     29,
     30,
     30,
     30,
     31,
     31,
     31,
     31,
     31,
     31,
     32,
     32,
     32,
     32,
     32,
     32,
     33,
     33,
     33,
     34,
     34,
     34,
     34,
     34,
     34,
     34,
     34,
     34,
     34,
     34,
     34,
     35,
     35,
     35]),
    np.array([0,
     18,
     23,
     1,
     19,
     24,
     2,
     20,
     25,
     3,
     4,
     5,
     23,
     24,
     25,
     35,
     3,
     4,
     5,
     21,
     22,
     3,
     4,
     5,
     21,
     22,
     23,
     24,
     25,
     35,
     6,
     9,
     10,
     11,
     12,
     15,
     16,
     17,
     23,
     27,
     28,
     34,
     7,
     9,
     10,
     11,
     13,
     15,
     16,
     17,
     24,
     27,
     28,
     34,
     8,
     9,
     10,
     11,
     14,
     15,
     16,
     17,
     25,
     27,
     28,
     34,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     26,
     27,
     28,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     23,
     24,
     25,
     27,
     28,
     34,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     23,
     24,
     25,
     26,
     27,
     28,
     34,
     6,
     9,
     10,
     11,
     12,
     15,
     16,
     17,
     27,
     28,
     31,
     32,
     34,
     7,
     9,
     10,
     11,
     13,
     15,
     16,
     17,
     27,
     28,
     31,
     32,
     34,
     8,
     9,
     10,
     11,
     14,
     15,
     16,
     17,
     27,
     28,
     31,
     32,
     34,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     26,
     30,
     32,
     34,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     26,
     29,
     31,
     33,
     34,
     12,
     13,
     14,
     15,
     16,
     17,
     29,
     30,
     31,
     32,
     33,
     0,
     1,
     2,
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
     9,
     10,
     11,
     15,
     16,
     17,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     15,
     16,
     17,
     12,
     13,
     14,
     15,
     16,
     17,
     12,
     13,
     14,
     15,
     16,
     17,
     15,
     16,
     17,
     6,
     7,
     8,
     9,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     17,
     3,
     4,
     5]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2]),
    np.array([1, 2, 3, 8, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 5, 7, 9]),
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
        q: position coordinates (36).
        dv: increment in velocity coordinates (e.g. h v) (18).

    Returns:
        ndarray of shape (36,), 36 nonzero.
    """
    # 261 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, A_crank_11,
        A_crank_12, A_crank_13, A_crank_21, A_crank_22,
        A_crank_23, A_crank_31, A_crank_32, A_crank_33,
        r_rod_x, r_rod_y, r_rod_z, A_rod_11,
        A_rod_12, A_rod_13, A_rod_21, A_rod_22,
        A_rod_23, A_rod_31, A_rod_32, A_rod_33,
        r_slider_x, r_slider_y, r_slider_z, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22,
        A_slider_23, A_slider_31, A_slider_32, A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13, dv_14, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

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
    cse50 = dv_15**2
    cse51 = dv_16**2
    cse52 = dv_17**2
    cse53 = math.sqrt(cse50 + cse51 + cse52)
    cse54 = _sinc(cse53)
    cse55 = cse54*dv_17
    cse56 = _sinc((1/2)*cse53)**2
    cse57 = (1/2)*cse56
    cse58 = cse57*dv_15
    cse59 = cse58*dv_16
    cse60 = cse55 + cse59
    cse61 = cse54*dv_16
    cse62 = cse58*dv_17
    cse63 = -cse61 + cse62
    cse64 = cse51*cse57
    cse65 = cse52*cse57 - 1
    cse66 = -cse64 - cse65
    cse67 = cse54*dv_15
    cse68 = cse57*dv_16*dv_17 + cse67
    cse69 = -cse55 + cse59
    cse70 = cse50*cse57
    cse71 = -cse65 - cse70
    cse72 = cse61 + cse62
    cse73 = (1/2)*cse56*dv_16*dv_17 - cse67
    cse74 = -cse64 - cse70 + 1
    return np.array([
        dv_0 + r_crank_x,  # [0]
        dv_1 + r_crank_y,  # [1]
        dv_2 + r_crank_z,  # [2]
        A_crank_11*cse16 + A_crank_12*cse10 + A_crank_13*cse13,  # [3]
        A_crank_11*cse19 + A_crank_12*cse21 + A_crank_13*cse18,  # [4]
        A_crank_11*cse22 + A_crank_12*cse23 + A_crank_13*cse24,  # [5]
        A_crank_21*cse16 + A_crank_22*cse10 + A_crank_23*cse13,  # [6]
        A_crank_21*cse19 + A_crank_22*cse21 + A_crank_23*cse18,  # [7]
        A_crank_21*cse22 + A_crank_22*cse23 + A_crank_23*cse24,  # [8]
        A_crank_31*cse16 + A_crank_32*cse10 + A_crank_33*cse13,  # [9]
        A_crank_31*cse19 + A_crank_32*cse21 + A_crank_33*cse18,  # [10]
        A_crank_31*cse22 + A_crank_32*cse23 + A_crank_33*cse24,  # [11]
        dv_6 + r_rod_x,  # [12]
        dv_7 + r_rod_y,  # [13]
        dv_8 + r_rod_z,  # [14]
        A_rod_11*cse40 + A_rod_12*cse35 + A_rod_13*cse37,  # [15]
        A_rod_11*cse44 + A_rod_12*cse46 + A_rod_13*cse43,  # [16]
        A_rod_11*cse47 + A_rod_12*cse48 + A_rod_13*cse49,  # [17]
        A_rod_21*cse40 + A_rod_22*cse35 + A_rod_23*cse37,  # [18]
        A_rod_21*cse44 + A_rod_22*cse46 + A_rod_23*cse43,  # [19]
        A_rod_21*cse47 + A_rod_22*cse48 + A_rod_23*cse49,  # [20]
        A_rod_31*cse40 + A_rod_32*cse35 + A_rod_33*cse37,  # [21]
        A_rod_31*cse44 + A_rod_32*cse46 + A_rod_33*cse43,  # [22]
        A_rod_31*cse47 + A_rod_32*cse48 + A_rod_33*cse49,  # [23]
        dv_12 + r_slider_x,  # [24]
        dv_13 + r_slider_y,  # [25]
        dv_14 + r_slider_z,  # [26]
        A_slider_11*cse66 + A_slider_12*cse60 + A_slider_13*cse63,  # [27]
        A_slider_11*cse69 + A_slider_12*cse71 + A_slider_13*cse68,  # [28]
        A_slider_11*cse72 + A_slider_12*cse73 + A_slider_13*cse74,  # [29]
        A_slider_21*cse66 + A_slider_22*cse60 + A_slider_23*cse63,  # [30]
        A_slider_21*cse69 + A_slider_22*cse71 + A_slider_23*cse68,  # [31]
        A_slider_21*cse72 + A_slider_22*cse73 + A_slider_23*cse74,  # [32]
        A_slider_31*cse66 + A_slider_32*cse60 + A_slider_33*cse63,  # [33]
        A_slider_31*cse69 + A_slider_32*cse71 + A_slider_33*cse68,  # [34]
        A_slider_31*cse72 + A_slider_32*cse73 + A_slider_33*cse74,  # [35]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (18).

    Returns:
        ndarray of shape (18, 18), 36 nonzero.
    """
    # 87 operations after common subexpression elimination
    (
        _, _, _, dv_3,
        dv_4, dv_5, _, _,
        _, dv_9, dv_10, dv_11,
        _, _, _, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

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
    cse18 = (1/6)*dv_16**2
    cse19 = (1/6)*dv_17**2 - 1
    cse20 = (1/2)*dv_17
    cse21 = (1/6)*dv_15
    cse22 = cse21*dv_16
    cse23 = (1/2)*dv_16
    cse24 = cse21*dv_17
    cse25 = (1/6)*dv_15**2
    cse26 = (1/2)*dv_15
    out = np.zeros((18, 18))
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
        1,  # [12, 12]
        1,  # [13, 13]
        1,  # [14, 14]
        -cse18 - cse19,  # [15, 15]
        cse20 + cse22,  # [15, 16]
        -cse23 + cse24,  # [15, 17]
        -cse20 + cse22,  # [16, 15]
        -cse19 - cse25,  # [16, 16]
        cse26 + (1/6)*dv_16*dv_17,  # [16, 17]
        cse23 + cse24,  # [17, 15]
        -cse26 + (1/6)*dv_16*dv_17,  # [17, 16]
        -cse18 - cse25 + 1,  # [17, 17]
    )
    return out



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (36).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 70 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, _,
        A_crank_12, _, A_crank_21, A_crank_22,
        _, A_crank_31, A_crank_32, _,
        r_rod_x, r_rod_y, r_rod_z, A_rod_11,
        A_rod_12, A_rod_13, A_rod_21, A_rod_22,
        A_rod_23, A_rod_31, A_rod_32, A_rod_33,
        r_slider_x, r_slider_y, r_slider_z, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22,
        A_slider_23, A_slider_31, A_slider_32, A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = 0.15*A_rod_11
    cse1 = 0.15*A_rod_21
    cse2 = 0.15*A_rod_31
    cse3 = cse0 + r_rod_x - r_slider_x
    cse4 = -cse3
    cse5 = cse1 + r_rod_y - r_slider_y
    cse6 = -cse5
    cse7 = cse2 + r_rod_z - r_slider_z
    cse8 = -cse7
    cse9 = 0.2 - r_slider_x
    cse10 = 2*math.pi*t
    return np.array([
        r_crank_x,  # [0]
        r_crank_y - 0.1,  # [1]
        r_crank_z - 0.12,  # [2]
        A_crank_21,  # [3]
        A_crank_31,  # [4]
        0.08*A_crank_12 + cse0 + r_crank_x - r_rod_x,  # [5]
        0.08*A_crank_22 + cse1 + r_crank_y - r_rod_y,  # [6]
        0.08*A_crank_32 + cse2 + r_crank_z - r_rod_z,  # [7]
        A_rod_12*A_slider_13 + A_rod_22*A_slider_23 + A_rod_32*A_slider_33,  # [8]
        A_rod_12*cse4 + A_rod_22*cse6 + A_rod_32*cse8,  # [9]
        A_rod_13*cse4 + A_rod_23*cse6 + A_rod_33*cse8,  # [10]
        -A_slider_11,  # [11]
        A_slider_12,  # [12]
        -A_slider_11*cse9 + A_slider_21*r_slider_y + A_slider_31*r_slider_z,  # [13]
        A_slider_12*cse9 - A_slider_22*r_slider_y - A_slider_32*r_slider_z,  # [14]
        -A_slider_21,  # [15]
        (A_slider_13 - cse3)**2 + (A_slider_23 - cse5)**2 + (A_slider_33 - cse7)**2 - 1,  # [16]
        -A_crank_22*math.cos(cse10) + A_crank_32*math.sin(cse10),  # [17]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (36).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 75 nonzero.
    """
    # 202 operations after common subexpression elimination
    (
        _, _, _, A_crank_11,
        _, A_crank_13, A_crank_21, A_crank_22,
        A_crank_23, A_crank_31, A_crank_32, A_crank_33,
        r_rod_x, r_rod_y, r_rod_z, A_rod_11,
        A_rod_12, A_rod_13, A_rod_21, A_rod_22,
        A_rod_23, A_rod_31, A_rod_32, A_rod_33,
        r_slider_x, r_slider_y, r_slider_z, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22,
        A_slider_23, A_slider_31, A_slider_32, A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = 0.15*A_rod_13
    cse1 = 0.15*A_rod_23
    cse2 = 0.15*A_rod_33
    cse3 = -0.15*A_rod_11 - r_rod_x + r_slider_x
    cse4 = -0.15*A_rod_21 - r_rod_y + r_slider_y
    cse5 = -0.15*A_rod_31 - r_rod_z + r_slider_z
    cse6 = A_rod_12*cse0 + A_rod_22*cse1 + A_rod_32*cse2
    cse7 = A_rod_11*cse3 + A_rod_21*cse4 + A_rod_31*cse5
    cse8 = -A_slider_12
    cse9 = r_slider_x - 0.2
    cse10 = A_slider_23*r_slider_y + A_slider_33*r_slider_z
    cse11 = -A_slider_22
    cse12 = -cse9
    cse13 = 0.3*A_rod_11 - 2*A_slider_13 + 2*r_rod_x - 2*r_slider_x
    cse14 = 0.3*A_rod_21 - 2*A_slider_23 + 2*r_rod_y - 2*r_slider_y
    cse15 = 0.3*A_rod_31 - 2*A_slider_33 + 2*r_rod_z - 2*r_slider_z
    cse16 = 0.045*A_rod_11 - 0.3*A_slider_13 + 0.3*r_rod_x - 0.3*r_slider_x
    cse17 = 0.045*A_rod_21 - 0.3*A_slider_23 + 0.3*r_rod_y - 0.3*r_slider_y
    cse18 = 0.045*A_rod_31 - 0.3*A_slider_33 + 0.3*r_rod_z - 0.3*r_slider_z
    cse19 = -cse13
    cse20 = -cse14
    cse21 = -cse15
    cse22 = 2*math.pi*t
    cse23 = math.cos(cse22)
    cse24 = math.sin(cse22)
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        -A_crank_23,  # [3, 4]
        A_crank_22,  # [3, 5]
        -A_crank_33,  # [4, 4]
        A_crank_32,  # [4, 5]
        1,  # [5, 0]
        0.08*A_crank_13,  # [5, 3]
        -0.08*A_crank_11,  # [5, 5]
        -1,  # [5, 6]
        -cse0,  # [5, 10]
        0.15*A_rod_12,  # [5, 11]
        1,  # [6, 1]
        0.08*A_crank_23,  # [6, 3]
        -0.08*A_crank_21,  # [6, 5]
        -1,  # [6, 7]
        -cse1,  # [6, 10]
        0.15*A_rod_22,  # [6, 11]
        1,  # [7, 2]
        0.08*A_crank_33,  # [7, 3]
        -0.08*A_crank_31,  # [7, 5]
        -1,  # [7, 8]
        -cse2,  # [7, 10]
        0.15*A_rod_32,  # [7, 11]
        A_rod_13*A_slider_13 + A_rod_23*A_slider_23 + A_rod_33*A_slider_33,  # [8, 9]
        -A_rod_11*A_slider_13 - A_rod_21*A_slider_23 - A_rod_31*A_slider_33,  # [8, 11]
        -A_rod_12*A_slider_12 - A_rod_22*A_slider_22 - A_rod_32*A_slider_32,  # [8, 15]
        A_rod_12*A_slider_11 + A_rod_22*A_slider_21 + A_rod_32*A_slider_31,  # [8, 16]
        -A_rod_12,  # [9, 6]
        -A_rod_22,  # [9, 7]
        -A_rod_32,  # [9, 8]
        A_rod_13*cse3 + A_rod_23*cse4 + A_rod_33*cse5,  # [9, 9]
        cse6,  # [9, 10]
        -0.15*A_rod_12**2 - 0.15*A_rod_22**2 - 0.15*A_rod_32**2 - cse7,  # [9, 11]
        A_rod_12,  # [9, 12]
        A_rod_22,  # [9, 13]
        A_rod_32,  # [9, 14]
        -A_rod_13,  # [10, 6]
        -A_rod_23,  # [10, 7]
        -A_rod_33,  # [10, 8]
        -A_rod_12*cse3 - A_rod_22*cse4 - A_rod_32*cse5,  # [10, 9]
        0.15*A_rod_13**2 + 0.15*A_rod_23**2 + 0.15*A_rod_33**2 + cse7,  # [10, 10]
        -cse6,  # [10, 11]
        A_rod_13,  # [10, 12]
        A_rod_23,  # [10, 13]
        A_rod_33,  # [10, 14]
        A_slider_13,  # [11, 16]
        cse8,  # [11, 17]
        A_slider_13,  # [12, 15]
        -A_slider_11,  # [12, 17]
        A_slider_11,  # [13, 12]
        A_slider_21,  # [13, 13]
        A_slider_31,  # [13, 14]
        -A_slider_13*cse9 - cse10,  # [13, 16]
        A_slider_12*cse9 + A_slider_22*r_slider_y + A_slider_32*r_slider_z,  # [13, 17]
        cse8,  # [14, 12]
        cse11,  # [14, 13]
        -A_slider_32,  # [14, 14]
        A_slider_13*cse12 - cse10,  # [14, 15]
        -A_slider_11*cse12 + A_slider_21*r_slider_y + A_slider_31*r_slider_z,  # [14, 17]
        A_slider_23,  # [15, 16]
        cse11,  # [15, 17]
        cse13,  # [16, 6]
        cse14,  # [16, 7]
        cse15,  # [16, 8]
        -A_rod_13*cse16 - A_rod_23*cse17 - A_rod_33*cse18,  # [16, 10]
        A_rod_12*cse16 + A_rod_22*cse17 + A_rod_32*cse18,  # [16, 11]
        cse19,  # [16, 12]
        cse20,  # [16, 13]
        cse21,  # [16, 14]
        -A_slider_12*cse19 - A_slider_22*cse20 - A_slider_32*cse21,  # [16, 15]
        A_slider_11*cse19 + A_slider_21*cse20 + A_slider_31*cse21,  # [16, 16]
        -A_crank_23*cse23 + A_crank_33*cse24,  # [17, 3]
        A_crank_21*cse23 - A_crank_31*cse24,  # [17, 5]
    )
    return out



def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (36).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 1 nonzero.
    """
    # 10 operations after common subexpression elimination
    (
        _, _, _, _,
        _, _, _, A_crank_22,
        _, _, A_crank_32, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = 2*math.pi
    cse1 = cse0*t
    out = np.zeros(18)
    out[_nu_INDEX] = (
        -A_crank_22*cse0*math.sin(cse1) - A_crank_32*cse0*math.cos(cse1),  # [17]
    )
    return out



def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 15 nonzero.
    """
    # 572 operations after common subexpression elimination
    (
        _, _, _, A_crank_11,
        A_crank_12, A_crank_13, A_crank_21, A_crank_22,
        A_crank_23, A_crank_31, A_crank_32, A_crank_33,
        r_rod_x, r_rod_y, r_rod_z, A_rod_11,
        A_rod_12, A_rod_13, A_rod_21, A_rod_22,
        A_rod_23, A_rod_31, A_rod_32, A_rod_33,
        r_slider_x, r_slider_y, r_slider_z, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22,
        A_slider_23, A_slider_31, A_slider_32, A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, w_crank_x,
        w_crank_y, w_crank_z, rd_rod_x, rd_rod_y,
        rd_rod_z, w_rod_x, w_rod_y, w_rod_z,
        rd_slider_x, rd_slider_y, rd_slider_z, w_slider_x,
        w_slider_y, w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = A_crank_21*w_crank_y - A_crank_22*w_crank_x
    cse1 = -A_crank_21*w_crank_z + A_crank_23*w_crank_x
    cse2 = A_crank_31*w_crank_y - A_crank_32*w_crank_x
    cse3 = -A_crank_31*w_crank_z + A_crank_33*w_crank_x
    cse4 = 0.08*w_crank_x
    cse5 = A_rod_12*w_rod_x
    cse6 = A_rod_11*w_rod_y - cse5
    cse7 = A_rod_11*w_rod_z - A_rod_13*w_rod_x
    cse8 = -cse7
    cse9 = 0.15*w_rod_z
    cse10 = A_crank_22*w_crank_z - A_crank_23*w_crank_y
    cse11 = A_rod_22*w_rod_x
    cse12 = A_rod_21*w_rod_y - cse11
    cse13 = A_rod_21*w_rod_z - A_rod_23*w_rod_x
    cse14 = -cse13
    cse15 = A_crank_32*w_crank_z - A_crank_33*w_crank_y
    cse16 = A_rod_32*w_rod_x
    cse17 = A_rod_31*w_rod_y - cse16
    cse18 = A_rod_31*w_rod_z - A_rod_33*w_rod_x
    cse19 = -cse18
    cse20 = A_slider_12*w_slider_z - A_slider_13*w_slider_y
    cse21 = cse20*w_slider_y
    cse22 = A_slider_22*w_slider_z - A_slider_23*w_slider_y
    cse23 = cse22*w_slider_y
    cse24 = A_slider_32*w_slider_z - A_slider_33*w_slider_y
    cse25 = cse24*w_slider_y
    cse26 = A_slider_11*w_slider_z - A_slider_13*w_slider_x
    cse27 = -cse26
    cse28 = A_slider_21*w_slider_z - A_slider_23*w_slider_x
    cse29 = -cse28
    cse30 = A_slider_31*w_slider_z - A_slider_33*w_slider_x
    cse31 = -cse30
    cse32 = A_rod_12*w_rod_z
    cse33 = A_rod_13*w_rod_y
    cse34 = cse32 - cse33
    cse35 = A_rod_22*w_rod_z
    cse36 = A_rod_23*w_rod_y
    cse37 = cse35 - cse36
    cse38 = A_rod_32*w_rod_z
    cse39 = A_rod_33*w_rod_y
    cse40 = cse38 - cse39
    cse41 = A_slider_11*w_slider_y
    cse42 = A_slider_12*w_slider_x
    cse43 = cse41 - cse42
    cse44 = A_slider_21*w_slider_y
    cse45 = A_slider_22*w_slider_x
    cse46 = cse44 - cse45
    cse47 = A_slider_31*w_slider_y
    cse48 = A_slider_32*w_slider_x
    cse49 = cse47 - cse48
    cse50 = 0.3*cse32
    cse51 = rd_rod_x - rd_slider_x
    cse52 = 0.3*cse35
    cse53 = rd_rod_y - rd_slider_y
    cse54 = 0.3*cse38
    cse55 = rd_rod_z - rd_slider_z
    cse56 = 0.15*w_rod_y
    cse57 = r_rod_x - r_slider_x
    cse58 = 0.15*A_rod_11 + cse57
    cse59 = 0.3*A_rod_11
    cse60 = cse57 + cse59
    cse61 = r_rod_y - r_slider_y
    cse62 = 0.15*A_rod_21 + cse61
    cse63 = 0.3*A_rod_21
    cse64 = cse61 + cse63
    cse65 = r_rod_z - r_slider_z
    cse66 = 0.15*A_rod_31 + cse65
    cse67 = 0.3*A_rod_31
    cse68 = cse65 + cse67
    cse69 = -0.3*cse33
    cse70 = -0.3*cse36
    cse71 = -0.3*cse39
    cse72 = cse43*w_slider_y
    cse73 = cse43*w_slider_x
    cse74 = 2*rd_slider_x
    cse75 = 2*rd_slider_y
    cse76 = 2*rd_slider_z
    cse77 = r_slider_z*w_slider_z
    cse78 = r_slider_x - 0.2
    cse79 = -cse78
    cse80 = 0.045*A_rod_11 - 0.3*A_slider_13 + 0.3*r_rod_x - 0.3*r_slider_x
    cse81 = 0.045*A_rod_21 - 0.3*A_slider_23 + 0.3*r_rod_y - 0.3*r_slider_y
    cse82 = 0.045*A_rod_31 - 0.3*A_slider_33 + 0.3*r_rod_z - 0.3*r_slider_z
    cse83 = -2*A_slider_13 + cse59 + 2*r_rod_x - 2*r_slider_x
    cse84 = -2*A_slider_23 + cse63 + 2*r_rod_y - 2*r_slider_y
    cse85 = -2*A_slider_33 + cse67 + 2*r_rod_z - 2*r_slider_z
    cse86 = -2*cse41 + 2*cse42 + cse50 + cse69 - cse74 + 2*rd_rod_x
    cse87 = -2*cse44 + 2*cse45 + cse52 + cse70 - cse75 + 2*rd_rod_y
    cse88 = -2*cse47 + 2*cse48 + cse54 + cse71 - cse76 + 2*rd_rod_z
    cse89 = -cse86
    cse90 = -cse87
    cse91 = -cse88
    cse92 = 2*math.pi
    cse93 = cse92*t
    cse94 = math.cos(cse93)
    cse95 = math.pi**2
    cse96 = math.sin(cse93)
    cse97 = cse92*cse96
    cse98 = cse92*cse94
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        cse0*w_crank_y - cse1*w_crank_z,  # [3]
        cse2*w_crank_y - cse3*w_crank_z,  # [4]
        -cse4*(A_crank_11*w_crank_y - A_crank_12*w_crank_x) + 0.15*cse6*w_rod_y - cse8*cse9 + 0.08*w_crank_z*(A_crank_12*w_crank_z - A_crank_13*w_crank_y),  # [5]
        -cse0*cse4 + 0.08*cse10*w_crank_z + 0.15*cse12*w_rod_y - cse14*cse9,  # [6]
        0.08*cse15*w_crank_z + 0.15*cse17*w_rod_y - cse19*cse9 - cse2*cse4,  # [7]
        -A_rod_12*cse21 + A_rod_12*cse27*w_slider_x - A_rod_22*cse23 + A_rod_22*cse29*w_slider_x - A_rod_32*cse25 + A_rod_32*cse31*w_slider_x + A_slider_13*cse34*w_rod_z - A_slider_13*cse6*w_rod_x - A_slider_23*cse12*w_rod_x + A_slider_23*cse37*w_rod_z - A_slider_33*cse17*w_rod_x + A_slider_33*cse40*w_rod_z - 2*cse14*cse46 - 2*cse19*cse49 - 2*cse43*cse8,  # [8]
        -cse12*(A_rod_22*cse56 - cse62*w_rod_x) - cse13*rd_rod_y - cse14*rd_slider_y - cse14*(0.15*A_rod_23*w_rod_y - cse52 - cse53) - cse17*(A_rod_32*cse56 - cse66*w_rod_x) - cse18*rd_rod_z - cse19*rd_slider_z - cse19*(0.15*A_rod_33*w_rod_y - cse54 - cse55) - cse34*(-0.15*A_rod_13*w_rod_x + cse60*w_rod_z) - cse37*(-0.15*A_rod_23*w_rod_x + cse64*w_rod_z) - cse40*(-0.15*A_rod_33*w_rod_x + cse68*w_rod_z) - cse6*(A_rod_12*cse56 - cse58*w_rod_x) - cse7*rd_rod_x - cse8*rd_slider_x - cse8*(0.15*A_rod_13*w_rod_y - cse50 - cse51),  # [9]
        cse12*rd_rod_y - cse12*rd_slider_y - cse12*(-0.15*cse35 - cse53 - cse70) - cse14*(-A_rod_23*cse9 + cse62*w_rod_x) + cse17*rd_rod_z - cse17*rd_slider_z - cse17*(-0.15*cse38 - cse55 - cse71) - cse19*(-A_rod_33*cse9 + cse66*w_rod_x) - cse34*(0.15*cse5 - cse60*w_rod_y) - cse37*(0.15*cse11 - cse64*w_rod_y) - cse40*(0.15*cse16 - cse68*w_rod_y) + cse6*rd_rod_x - cse6*rd_slider_x - cse6*(-0.15*cse32 - cse51 - cse69) - cse8*(-A_rod_13*cse9 + cse58*w_rod_x),  # [10]
        cse27*w_slider_z - cse72,  # [11]
        cse20*w_slider_z - cse73,  # [12]
        -cse20*cse74 - cse22*cse75 - cse24*cse76 - cse27*cse78*w_slider_z - cse29*r_slider_y*w_slider_z - cse31*cse77 + cse46*r_slider_y*w_slider_y + cse49*r_slider_z*w_slider_y - cse72*cse79,  # [13]
        -cse20*cse78*w_slider_z - cse22*r_slider_y*w_slider_z - cse24*cse77 - cse26*rd_slider_x + cse27*rd_slider_x - cse28*rd_slider_y + cse29*rd_slider_y - cse30*rd_slider_z + cse31*rd_slider_z + cse46*r_slider_y*w_slider_x + cse49*r_slider_z*w_slider_x - cse73*cse79,  # [14]
        cse29*w_slider_z - cse46*w_slider_y,  # [15]
        cse12*cse81*w_rod_y - cse14*cse81*w_rod_z + cse17*cse82*w_rod_y - cse19*cse82*w_rod_z + cse21*cse83 + cse23*cse84 + cse25*cse85 - cse27*cse83*w_slider_x - cse29*cse84*w_slider_x - cse31*cse85*w_slider_x - cse34*(0.045*cse32 - 0.045*cse33 - 0.3*cse41 + 0.3*cse42 + 0.3*rd_rod_x - 0.3*rd_slider_x) - cse37*(0.045*cse35 - 0.045*cse36 - 0.3*cse44 + 0.3*cse45 + 0.3*rd_rod_y - 0.3*rd_slider_y) - cse40*(0.045*cse38 - 0.045*cse39 - 0.3*cse47 + 0.3*cse48 + 0.3*rd_rod_z - 0.3*rd_slider_z) - cse43*cse89 - cse46*cse90 - cse49*cse91 + cse6*cse80*w_rod_y - cse8*cse80*w_rod_z - cse86*rd_rod_x - cse87*rd_rod_y - cse88*rd_rod_z - cse89*rd_slider_x - cse90*rd_slider_y - cse91*rd_slider_z,  # [16]
        -4*A_crank_22*cse94*cse95 + 4*A_crank_32*cse95*cse96 + cse0*cse94*w_crank_x - cse1*cse97 - cse10*cse94*w_crank_z + cse15*cse96*w_crank_z - cse2*cse96*w_crank_x - cse3*cse98 - w_crank_x*(A_crank_23*cse97 + A_crank_33*cse98) - w_crank_z*(-A_crank_21*cse97 - A_crank_31*cse98),  # [17]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (36).
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 18 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((18, 18))
    out[_M_INDEX] = (
        0.12,  # [0, 0]
        0.12,  # [1, 1]
        0.12,  # [2, 2]
        0.0001,  # [3, 3]
        1e-05,  # [4, 4]
        0.0001,  # [5, 5]
        0.5,  # [6, 6]
        0.5,  # [7, 7]
        0.5,  # [8, 8]
        0.004,  # [9, 9]
        0.0004,  # [10, 10]
        0.004,  # [11, 11]
        2.0,  # [12, 12]
        2.0,  # [13, 13]
        2.0,  # [14, 14]
        0.0001,  # [15, 15]
        0.0001,  # [16, 16]
        0.0001,  # [17, 17]
    )
    return out



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 7 nonzero.
    """
    # 8 operations after common subexpression elimination
    (
        _, _, _, w_crank_x,
        w_crank_y, w_crank_z, _, _,
        _, w_rod_x, w_rod_y, w_rod_z,
        _, _, _, _,
        _, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 9e-05*w_crank_y
    cse1 = 0.0036*w_rod_y
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -1.1772,  # [2]
        -cse0*w_crank_z,  # [3]
        cse0*w_crank_x,  # [5]
        -4.905,  # [8]
        -cse1*w_rod_z,  # [9]
        cse1*w_rod_x,  # [11]
        -19.62,  # [14]
    )
    return out



def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((18, 18))
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 8 nonzero.
    """
    # 10 operations after common subexpression elimination
    (
        _, _, _, w_crank_x,
        w_crank_y, w_crank_z, _, _,
        _, w_rod_x, w_rod_y, w_rod_z,
        _, _, _, _,
        _, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 9e-05*w_crank_y
    cse1 = 0.0036*w_rod_y
    out = np.zeros((18, 18))
    out[_Q_v_INDEX] = (
        -9e-05*w_crank_z,  # [3, 4]
        -cse0,  # [3, 5]
        cse0,  # [5, 3]
        9e-05*w_crank_x,  # [5, 4]
        -0.0036*w_rod_z,  # [9, 10]
        -cse1,  # [9, 11]
        cse1,  # [11, 9]
        0.0036*w_rod_x,  # [11, 10]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (36).
        a: accelerations (time derivative of v) (18).
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((18, 18))
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (36).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 115 nonzero.
    """
    # 549 operations after common subexpression elimination
    (
        _, _, _, A_crank_11,
        A_crank_12, A_crank_13, A_crank_21, A_crank_22,
        A_crank_23, A_crank_31, A_crank_32, A_crank_33,
        r_rod_x, r_rod_y, r_rod_z, A_rod_11,
        A_rod_12, A_rod_13, A_rod_21, A_rod_22,
        A_rod_23, A_rod_31, A_rod_32, A_rod_33,
        r_slider_x, r_slider_y, r_slider_z, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22,
        A_slider_23, A_slider_31, A_slider_32, A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    cse0 = 0.08*lam_5
    cse1 = A_crank_12*cse0
    cse2 = 2*math.pi*t
    cse3 = lam_17*math.sin(cse2) + 0.08*lam_7
    cse4 = lam_17*math.cos(cse2) - 0.08*lam_6
    cse5 = -cse4
    cse6 = A_crank_21*lam_3 + A_crank_31*lam_4
    cse7 = -cse3
    cse8 = 2*lam_16
    cse9 = A_rod_12*lam_10
    cse10 = A_rod_13*lam_9
    cse11 = -cse10 + cse9
    cse12 = A_rod_11*lam_10
    cse13 = 0.3*lam_16
    cse14 = A_rod_13*cse13
    cse15 = cse12 + cse14
    cse16 = -cse15
    cse17 = A_rod_12*cse13
    cse18 = A_rod_11*lam_9 + cse17
    cse19 = -cse8
    cse20 = A_slider_12*cse8
    cse21 = A_slider_11*cse8
    cse22 = -cse21
    cse23 = A_rod_22*lam_10
    cse24 = A_rod_23*lam_9
    cse25 = cse23 - cse24
    cse26 = A_rod_21*lam_10
    cse27 = A_rod_23*cse13
    cse28 = cse26 + cse27
    cse29 = -cse28
    cse30 = A_rod_22*cse13
    cse31 = A_rod_21*lam_9 + cse30
    cse32 = A_slider_22*cse8
    cse33 = A_slider_21*cse8
    cse34 = -cse33
    cse35 = A_rod_32*lam_10
    cse36 = A_rod_33*lam_9
    cse37 = cse35 - cse36
    cse38 = A_rod_31*lam_10
    cse39 = A_rod_33*cse13
    cse40 = cse38 + cse39
    cse41 = -cse40
    cse42 = A_rod_32*cse13
    cse43 = A_rod_31*lam_9 + cse42
    cse44 = A_slider_32*cse8
    cse45 = A_slider_31*cse8
    cse46 = -cse45
    cse47 = 0.15*A_rod_11
    cse48 = r_rod_x - r_slider_x
    cse49 = cse47 + cse48
    cse50 = 0.15*A_rod_21
    cse51 = r_rod_y - r_slider_y
    cse52 = cse50 + cse51
    cse53 = 0.15*A_rod_31
    cse54 = r_rod_z - r_slider_z
    cse55 = cse53 + cse54
    cse56 = A_slider_13*lam_8
    cse57 = -cse49*lam_9 + cse56
    cse58 = A_slider_23*lam_8
    cse59 = -cse52*lam_9 + cse58
    cse60 = A_slider_33*lam_8
    cse61 = -cse55*lam_9 + cse60
    cse62 = -0.15*cse10 + 0.15*cse9
    cse63 = 0.15*cse23 - 0.15*cse24
    cse64 = 0.15*cse35 - 0.15*cse36
    cse65 = -cse11
    cse66 = -cse25
    cse67 = -cse37
    cse68 = A_rod_13*lam_8
    cse69 = A_rod_23*lam_8
    cse70 = A_rod_33*lam_8
    cse71 = -A_slider_12*cse68 - A_slider_22*cse69 - A_slider_32*cse70
    cse72 = A_slider_11*cse68 + A_slider_21*cse69 + A_slider_31*cse70
    cse73 = -0.15*lam_5
    cse74 = 0.15*lam_9
    cse75 = A_rod_13*lam_10
    cse76 = 0.045*A_rod_11 - 0.3*A_slider_13 + 0.3*r_rod_x - 0.3*r_slider_x
    cse77 = A_rod_12*cse74 + cse73 + 0.3*cse75 - cse76*lam_16
    cse78 = -0.15*lam_6
    cse79 = A_rod_23*lam_10
    cse80 = 0.045*A_rod_21 - 0.3*A_slider_23 + 0.3*r_rod_y - 0.3*r_slider_y
    cse81 = A_rod_22*cse74 + cse78 + 0.3*cse79 - cse80*lam_16
    cse82 = -0.15*lam_7
    cse83 = A_rod_33*lam_10
    cse84 = 0.045*A_rod_31 - 0.3*A_slider_33 + 0.3*r_rod_z - 0.3*r_slider_z
    cse85 = A_rod_32*cse74 + cse82 + 0.3*cse83 - cse84*lam_16
    cse86 = 0.045*lam_16
    cse87 = 0.3*A_rod_11
    cse88 = cse48 + cse87
    cse89 = -A_rod_13*cse86 - cse88*lam_10
    cse90 = 0.3*A_rod_21
    cse91 = cse51 + cse90
    cse92 = -A_rod_23*cse86 - cse91*lam_10
    cse93 = 0.3*A_rod_31
    cse94 = cse54 + cse93
    cse95 = -A_rod_33*cse86 - cse94*lam_10
    cse96 = -A_slider_12*cse14 - A_slider_22*cse27 - A_slider_32*cse39
    cse97 = A_slider_11*cse14 + A_slider_21*cse27 + A_slider_31*cse39
    cse98 = 0.15*lam_10
    cse99 = 0.3*lam_9
    cse100 = -A_rod_12*cse99 - cse73 - 0.15*cse75 + cse76*lam_16
    cse101 = -A_rod_22*cse99 - cse78 - 0.15*cse79 + cse80*lam_16
    cse102 = -A_rod_32*cse99 - cse82 - 0.15*cse83 + cse84*lam_16
    cse103 = A_rod_12*cse86 - cse56 + cse88*lam_9
    cse104 = A_rod_22*cse86 - cse58 + cse91*lam_9
    cse105 = A_rod_32*cse86 - cse60 + cse94*lam_9
    cse106 = -cse18
    cse107 = -cse31
    cse108 = -cse43
    cse109 = A_rod_11*lam_8
    cse110 = -cse109 - cse17
    cse111 = A_rod_21*lam_8
    cse112 = -cse111 - cse30
    cse113 = A_rod_31*lam_8
    cse114 = -cse113 - cse42
    cse115 = -A_slider_13*lam_14 - cse20
    cse116 = -A_slider_13*lam_13 + cse21
    cse117 = A_slider_11*lam_14 + A_slider_12*lam_13
    cse118 = A_slider_23*lam_14
    cse119 = -cse118 - cse32
    cse120 = -A_slider_23*lam_13 + cse33
    cse121 = A_slider_21*lam_14 + A_slider_22*lam_13
    cse122 = A_slider_33*lam_14
    cse123 = -cse122 - cse44
    cse124 = A_slider_33*lam_13
    cse125 = -cse124 + cse45
    cse126 = A_slider_31*lam_14 + A_slider_32*lam_13
    cse127 = -cse32 - lam_14*r_slider_y
    cse128 = -cse44 - lam_14*r_slider_z
    cse129 = r_slider_x - 0.2
    cse130 = -cse129
    cse131 = cse130*lam_14 - cse20 + lam_12
    cse132 = A_rod_12*lam_8
    cse133 = -2*A_slider_13 + cse87 + 2*r_rod_x - 2*r_slider_x
    cse134 = -cse132 + cse133*lam_16
    cse135 = A_rod_22*lam_8
    cse136 = -2*A_slider_23 + cse90 + 2*r_rod_y - 2*r_slider_y
    cse137 = -cse135 + cse136*lam_16
    cse138 = A_rod_32*lam_8
    cse139 = -2*A_slider_33 + cse93 + 2*r_rod_z - 2*r_slider_z
    cse140 = -cse138 + cse139*lam_16
    cse141 = lam_13*r_slider_z
    cse142 = -cse141 + cse45
    cse143 = lam_13*r_slider_y
    cse144 = -cse143 + cse33 + lam_15
    cse145 = cse130*lam_13 + cse21 + lam_11
    cse146 = cse132 - cse133*lam_16
    cse147 = cse135 - cse136*lam_16
    cse148 = cse138 - cse139*lam_16
    cse149 = cse143 - lam_15
    cse150 = cse129*lam_13 - lam_11
    cse151 = cse129*lam_14 - lam_12
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        -A_crank_22*cse5 - A_crank_32*cse3 - cse1,  # [3, 3]
        A_crank_11*cse0 + A_crank_21*cse5 + A_crank_31*cse3,  # [3, 4]
        A_crank_22*lam_3 + A_crank_32*lam_4,  # [4, 3]
        -cse6,  # [4, 4]
        A_crank_23*lam_3 + A_crank_33*lam_4,  # [5, 3]
        0.08*A_crank_13*lam_5 - A_crank_23*cse4 - A_crank_33*cse7,  # [5, 4]
        A_crank_22*cse4 + A_crank_32*cse7 - cse1 - cse6,  # [5, 5]
        cse8,  # [6, 6]
        cse11,  # [6, 9]
        cse16,  # [6, 10]
        cse18,  # [6, 11]
        cse19,  # [6, 12]
        cse20,  # [6, 15]
        cse22,  # [6, 16]
        cse8,  # [7, 7]
        cse25,  # [7, 9]
        cse29,  # [7, 10]
        cse31,  # [7, 11]
        cse19,  # [7, 13]
        cse32,  # [7, 15]
        cse34,  # [7, 16]
        cse8,  # [8, 8]
        cse37,  # [8, 9]
        cse41,  # [8, 10]
        cse43,  # [8, 11]
        cse19,  # [8, 14]
        cse44,  # [8, 15]
        cse46,  # [8, 16]
        cse11,  # [9, 6]
        cse25,  # [9, 7]
        cse37,  # [9, 8]
        -A_rod_12*cse57 + A_rod_13*cse49*lam_10 - A_rod_22*cse59 + A_rod_23*cse52*lam_10 - A_rod_32*cse61 + A_rod_33*cse55*lam_10,  # [9, 9]
        A_rod_11*cse57 - A_rod_13*cse62 + A_rod_21*cse59 - A_rod_23*cse63 + A_rod_31*cse61 - A_rod_33*cse64,  # [9, 10]
        A_rod_12*cse62 + A_rod_22*cse63 + A_rod_32*cse64 - cse12*cse49 - cse26*cse52 - cse38*cse55,  # [9, 11]
        cse65,  # [9, 12]
        cse66,  # [9, 13]
        cse67,  # [9, 14]
        cse71,  # [9, 15]
        cse72,  # [9, 16]
        cse16,  # [10, 6]
        cse29,  # [10, 7]
        cse41,  # [10, 8]
        -A_rod_12*cse77 + 0.15*A_rod_13**2*lam_9 - A_rod_22*cse81 + 0.15*A_rod_23**2*lam_9 - A_rod_32*cse85 + 0.15*A_rod_33**2*lam_9,  # [10, 9]
        A_rod_11*cse77 - A_rod_13*cse89 + A_rod_21*cse81 - A_rod_23*cse92 + A_rod_31*cse85 - A_rod_33*cse95,  # [10, 10]
        A_rod_12*cse89 + A_rod_22*cse92 + A_rod_32*cse95 - cse10*cse47 - cse24*cse50 - cse36*cse53,  # [10, 11]
        cse15,  # [10, 12]
        cse28,  # [10, 13]
        cse40,  # [10, 14]
        cse96,  # [10, 15]
        cse97,  # [10, 16]
        cse18,  # [11, 6]
        cse31,  # [11, 7]
        cse43,  # [11, 8]
        A_rod_12**2*cse98 + A_rod_13*cse100 + A_rod_22**2*cse98 + A_rod_23*cse101 + A_rod_32**2*cse98 + A_rod_33*cse102,  # [11, 9]
        -A_rod_13*cse103 - A_rod_23*cse104 - A_rod_33*cse105 - cse23*cse50 - cse35*cse53 - cse47*cse9,  # [11, 10]
        -A_rod_11*cse100 + A_rod_12*cse103 - A_rod_21*cse101 + A_rod_22*cse104 - A_rod_31*cse102 + A_rod_32*cse105,  # [11, 11]
        cse106,  # [11, 12]
        cse107,  # [11, 13]
        cse108,  # [11, 14]
        -A_slider_12*cse110 - A_slider_22*cse112 - A_slider_32*cse114,  # [11, 15]
        A_slider_11*cse110 + A_slider_21*cse112 + A_slider_31*cse114,  # [11, 16]
        cse19,  # [12, 6]
        cse65,  # [12, 9]
        cse15,  # [12, 10]
        cse106,  # [12, 11]
        cse8,  # [12, 12]
        cse115,  # [12, 15]
        cse116,  # [12, 16]
        cse117,  # [12, 17]
        cse19,  # [13, 7]
        cse66,  # [13, 9]
        cse28,  # [13, 10]
        cse107,  # [13, 11]
        cse8,  # [13, 13]
        cse119,  # [13, 15]
        cse120,  # [13, 16]
        cse121,  # [13, 17]
        cse19,  # [14, 8]
        cse67,  # [14, 9]
        cse40,  # [14, 10]
        cse108,  # [14, 11]
        cse8,  # [14, 14]
        cse123,  # [14, 15]
        cse125,  # [14, 16]
        cse126,  # [14, 17]
        cse20,  # [15, 6]
        cse32,  # [15, 7]
        cse44,  # [15, 8]
        cse71,  # [15, 9]
        cse96,  # [15, 10]
        A_slider_12*cse109 + A_slider_12*cse17 + A_slider_22*cse111 + A_slider_22*cse30 + A_slider_32*cse113 + A_slider_32*cse42,  # [15, 11]
        cse115,  # [15, 12]
        cse119,  # [15, 13]
        cse123,  # [15, 14]
        -A_slider_12*cse131 + A_slider_13*cse134 - A_slider_22*cse127 + A_slider_23*cse137 - A_slider_32*cse128 + A_slider_33*cse140,  # [15, 15]
        A_slider_11*cse131 + A_slider_21*cse127 + A_slider_31*cse128,  # [15, 16]
        -A_slider_11*cse134 - A_slider_21*cse137 - A_slider_31*cse140,  # [15, 17]
        cse22,  # [16, 6]
        cse34,  # [16, 7]
        cse46,  # [16, 8]
        cse72,  # [16, 9]
        cse97,  # [16, 10]
        -A_slider_11*cse109 - A_slider_11*cse17 - A_slider_21*cse111 - A_slider_21*cse30 - A_slider_31*cse113 - A_slider_31*cse42,  # [16, 11]
        cse116,  # [16, 12]
        cse120,  # [16, 13]
        cse125,  # [16, 14]
        -A_slider_12*cse145 - A_slider_22*cse144 - A_slider_32*cse142,  # [16, 15]
        A_slider_11*cse145 - A_slider_13*cse146 + A_slider_21*cse144 - A_slider_23*cse147 + A_slider_31*cse142 - A_slider_33*cse148,  # [16, 16]
        A_slider_12*cse146 + A_slider_22*cse147 + A_slider_32*cse148,  # [16, 17]
        cse117,  # [17, 12]
        cse121,  # [17, 13]
        cse126,  # [17, 14]
        A_slider_13*cse150 + A_slider_23*cse149 + cse124*r_slider_z,  # [17, 15]
        -A_slider_13*cse151 - cse118*r_slider_y - cse122*r_slider_z,  # [17, 16]
        -A_slider_11*cse150 + A_slider_12*cse151 - A_slider_21*cse149 + A_slider_22*lam_14*r_slider_y - A_slider_31*cse141 + A_slider_32*lam_14*r_slider_z,  # [17, 17]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        a: accelerations (time derivative of v) (18).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (36,), 36 nonzero.
    """
    # 397 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, A_crank_11,
        A_crank_12, A_crank_13, A_crank_21, A_crank_22,
        A_crank_23, A_crank_31, A_crank_32, A_crank_33,
        r_rod_x, r_rod_y, r_rod_z, A_rod_11,
        A_rod_12, A_rod_13, A_rod_21, A_rod_22,
        A_rod_23, A_rod_31, A_rod_32, A_rod_33,
        r_slider_x, r_slider_y, r_slider_z, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22,
        A_slider_23, A_slider_31, A_slider_32, A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, w_crank_x,
        w_crank_y, w_crank_z, _, _,
        _, w_rod_x, w_rod_y, w_rod_z,
        _, _, _, _,
        _, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, acc_5, acc_6, acc_7,
        acc_8, acc_9, acc_10, acc_11,
        acc_12, acc_13, acc_14, acc_15,
        acc_16, acc_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    h = float(h)

    cse0 = 0.08*lam_5
    cse1 = 0.08*lam_6
    cse2 = 0.08*lam_7
    cse3 = 9e-05*w_crank_y
    cse4 = 2*math.pi*t
    cse5 = math.cos(cse4)
    cse6 = math.sin(cse4)
    cse7 = 0.3*A_rod_11 - 2*A_slider_13 + 2*r_rod_x - 2*r_slider_x
    cse8 = A_rod_12*lam_9 + A_rod_13*lam_10
    cse9 = 0.3*A_rod_21 - 2*A_slider_23 + 2*r_rod_y - 2*r_slider_y
    cse10 = A_rod_22*lam_9 + A_rod_23*lam_10
    cse11 = 0.3*A_rod_31 - 2*A_slider_33 + 2*r_rod_z - 2*r_slider_z
    cse12 = A_rod_32*lam_9 + A_rod_33*lam_10
    cse13 = 0.0036*w_rod_y
    cse14 = 0.15*A_rod_11
    cse15 = cse14 + r_rod_x - r_slider_x
    cse16 = -cse15
    cse17 = 0.15*A_rod_21
    cse18 = cse17 + r_rod_y - r_slider_y
    cse19 = -cse18
    cse20 = 0.15*A_rod_31
    cse21 = cse20 + r_rod_z - r_slider_z
    cse22 = -cse21
    cse23 = A_rod_13*cse16 + A_rod_23*cse19 + A_rod_33*cse22
    cse24 = A_rod_12*cse16 + A_rod_22*cse19 + A_rod_32*cse22
    cse25 = 0.15*A_rod_13
    cse26 = 0.15*A_rod_23
    cse27 = 0.15*A_rod_33
    cse28 = A_rod_12*cse25 + A_rod_22*cse26 + A_rod_32*cse27
    cse29 = A_rod_11*cse16 + A_rod_21*cse19 + A_rod_31*cse22
    cse30 = 0.045*A_rod_11 - 0.3*A_slider_13 + 0.3*r_rod_x - 0.3*r_slider_x
    cse31 = 0.045*A_rod_21 - 0.3*A_slider_23 + 0.3*r_rod_y - 0.3*r_slider_y
    cse32 = 0.045*A_rod_31 - 0.3*A_slider_33 + 0.3*r_rod_z - 0.3*r_slider_z
    cse33 = -cse7
    cse34 = -cse9
    cse35 = -cse11
    cse36 = r_slider_x - 0.2
    cse37 = -cse36
    cse38 = A_slider_23*r_slider_y + A_slider_33*r_slider_z
    cse39 = A_slider_22*r_slider_y + A_slider_32*r_slider_z
    cse40 = -A_slider_11*cse37 + A_slider_21*r_slider_y + A_slider_31*r_slider_z
    cse41 = h**(-2)
    return np.array([
        0.12*acc_0 + lam_0 + lam_5,  # [0]
        0.12*acc_1 + lam_1 + lam_6,  # [1]
        0.12*acc_2 + lam_2 + lam_7 + 1.1772,  # [2]
        A_crank_13*cse0 + A_crank_23*cse1 + A_crank_33*cse2 + 0.0001*acc_3 + cse3*w_crank_z + lam_17*(-A_crank_23*cse5 + A_crank_33*cse6),  # [3]
        -A_crank_23*lam_3 - A_crank_33*lam_4 + 1e-05*acc_4,  # [4]
        -A_crank_11*cse0 - A_crank_21*cse1 + A_crank_22*lam_3 - A_crank_31*cse2 + A_crank_32*lam_4 + 0.0001*acc_5 - cse3*w_crank_x + lam_17*(A_crank_21*cse5 - A_crank_31*cse6),  # [5]
        0.5*acc_6 + cse7*lam_16 - cse8 - lam_5,  # [6]
        0.5*acc_7 - cse10 + cse9*lam_16 - lam_6,  # [7]
        0.5*acc_8 + cse11*lam_16 - cse12 - lam_7 + 4.905,  # [8]
        0.004*acc_9 + cse13*w_rod_z + cse23*lam_9 - cse24*lam_10 + lam_8*(A_rod_13*A_slider_13 + A_rod_23*A_slider_23 + A_rod_33*A_slider_33),  # [9]
        0.0004*acc_10 - cse25*lam_5 - cse26*lam_6 - cse27*lam_7 + cse28*lam_9 + lam_10*(0.15*A_rod_13**2 + 0.15*A_rod_23**2 + 0.15*A_rod_33**2 + cse29) + lam_16*(-A_rod_13*cse30 - A_rod_23*cse31 - A_rod_33*cse32),  # [10]
        0.15*A_rod_12*lam_5 + 0.15*A_rod_22*lam_6 + 0.15*A_rod_32*lam_7 + 0.004*acc_11 - cse13*w_rod_x - cse28*lam_10 + lam_16*(A_rod_12*cse30 + A_rod_22*cse31 + A_rod_32*cse32) + lam_8*(-A_rod_11*A_slider_13 - A_rod_21*A_slider_23 - A_rod_31*A_slider_33) + lam_9*(-0.15*A_rod_12**2 - 0.15*A_rod_22**2 - 0.15*A_rod_32**2 - cse29),  # [11]
        A_slider_11*lam_13 - A_slider_12*lam_14 + 2.0*acc_12 + cse33*lam_16 + cse8,  # [12]
        A_slider_21*lam_13 - A_slider_22*lam_14 + 2.0*acc_13 + cse10 + cse34*lam_16,  # [13]
        A_slider_31*lam_13 - A_slider_32*lam_14 + 2.0*acc_14 + cse12 + cse35*lam_16 + 19.62,  # [14]
        A_slider_13*lam_12 + 0.0001*acc_15 + lam_14*(A_slider_13*cse37 - cse38) + lam_16*(-A_slider_12*cse33 - A_slider_22*cse34 - A_slider_32*cse35) + lam_8*(-A_rod_12*A_slider_12 - A_rod_22*A_slider_22 - A_rod_32*A_slider_32),  # [15]
        A_slider_13*lam_11 + A_slider_23*lam_15 + 0.0001*acc_16 + lam_13*(-A_slider_13*cse36 - cse38) + lam_16*(A_slider_11*cse33 + A_slider_21*cse34 + A_slider_31*cse35) + lam_8*(A_rod_12*A_slider_11 + A_rod_22*A_slider_21 + A_rod_32*A_slider_31),  # [16]
        -A_slider_11*lam_12 - A_slider_12*lam_11 - A_slider_22*lam_15 + 0.0001*acc_17 + cse40*lam_14 + lam_13*(A_slider_12*cse36 + cse39),  # [17]
        cse41*r_crank_x,  # [18]
        cse41*(r_crank_y - 0.1),  # [19]
        cse41*(r_crank_z - 0.12),  # [20]
        A_crank_21*cse41,  # [21]
        A_crank_31*cse41,  # [22]
        cse41*(0.08*A_crank_12 + cse14 + r_crank_x - r_rod_x),  # [23]
        cse41*(0.08*A_crank_22 + cse17 + r_crank_y - r_rod_y),  # [24]
        cse41*(0.08*A_crank_32 + cse20 + r_crank_z - r_rod_z),  # [25]
        cse41*(A_rod_12*A_slider_13 + A_rod_22*A_slider_23 + A_rod_32*A_slider_33),  # [26]
        cse24*cse41,  # [27]
        cse23*cse41,  # [28]
        -A_slider_11*cse41,  # [29]
        A_slider_12*cse41,  # [30]
        cse40*cse41,  # [31]
        cse41*(A_slider_12*cse37 - cse39),  # [32]
        -A_slider_21*cse41,  # [33]
        cse41*((A_slider_13 - cse15)**2 + (A_slider_23 - cse18)**2 + (A_slider_33 - cse21)**2 - 1),  # [34]
        cse41*(-A_crank_22*cse5 + A_crank_32*cse6),  # [35]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        a: accelerations (time derivative of v) (18).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (36, 36), 294 nonzero.
    """
    # 1477 operations after common subexpression elimination
    (
        _, _, _, A_crank_11,
        A_crank_12, A_crank_13, A_crank_21, A_crank_22,
        A_crank_23, A_crank_31, A_crank_32, A_crank_33,
        r_rod_x, r_rod_y, r_rod_z, A_rod_11,
        A_rod_12, A_rod_13, A_rod_21, A_rod_22,
        A_rod_23, A_rod_31, A_rod_32, A_rod_33,
        r_slider_x, r_slider_y, r_slider_z, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22,
        A_slider_23, A_slider_31, A_slider_32, A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, w_crank_x,
        w_crank_y, w_crank_z, _, _,
        _, w_rod_x, w_rod_y, w_rod_z,
        _, _, _, w_slider_x,
        w_slider_y, w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    h = float(h)

    cse0 = h**2
    cse1 = h*w_crank_z
    cse2 = (1/2)*cse1
    cse3 = (1/6)*cse0
    cse4 = cse3*w_crank_y
    cse5 = cse4*w_crank_x
    cse6 = -cse2 + cse5
    cse7 = 0.08*A_crank_11
    cse8 = 2*math.pi*t
    cse9 = math.sin(cse8)
    cse10 = cse9*lam_17 + 0.08*lam_7
    cse11 = math.cos(cse8)
    cse12 = cse11*lam_17 - 0.08*lam_6
    cse13 = -cse12
    cse14 = A_crank_21*cse13 + A_crank_31*cse10 + cse7*lam_5
    cse15 = cse3*w_crank_y**2
    cse16 = cse3*w_crank_z**2 - 1
    cse17 = -cse15 - cse16
    cse18 = 0.08*A_crank_12*lam_5
    cse19 = -A_crank_22*cse13 - A_crank_32*cse10 - cse18
    cse20 = cse2 + cse5
    cse21 = cse3*w_crank_x**2
    cse22 = -cse16 - cse21
    cse23 = 9e-05*h
    cse24 = cse23*w_crank_y
    cse25 = (1/2)*h
    cse26 = cse25*w_crank_x
    cse27 = cse4*w_crank_z
    cse28 = cse26 + cse27
    cse29 = cse25*w_crank_y
    cse30 = cse3*w_crank_x*w_crank_z
    cse31 = -cse29 + cse30
    cse32 = -A_crank_23*cse11 + A_crank_33*cse9
    cse33 = A_crank_21*lam_3 + A_crank_31*lam_4
    cse34 = -cse33
    cse35 = A_crank_22*lam_3 + A_crank_32*lam_4
    cse36 = A_crank_23*lam_3 + A_crank_33*lam_4
    cse37 = -cse10
    cse38 = 0.08*A_crank_13*lam_5 - A_crank_23*cse12 - A_crank_33*cse37
    cse39 = cse29 + cse30
    cse40 = A_crank_22*cse12 + A_crank_32*cse37 - cse18 - cse33
    cse41 = -cse26 + cse27
    cse42 = -cse15 - cse21 + 1
    cse43 = 0.08*A_crank_21
    cse44 = 0.08*A_crank_31
    cse45 = A_crank_21*cse11 - A_crank_31*cse9
    cse46 = 2*lam_16
    cse47 = cse0*cse46
    cse48 = cse47 + 0.5
    cse49 = A_rod_11*lam_9
    cse50 = 0.3*lam_16
    cse51 = A_rod_12*cse50
    cse52 = cse49 + cse51
    cse53 = cse25*w_rod_y
    cse54 = cse3*w_rod_x
    cse55 = cse54*w_rod_z
    cse56 = cse53 + cse55
    cse57 = A_rod_11*lam_10
    cse58 = A_rod_13*cse50
    cse59 = cse57 + cse58
    cse60 = -cse59
    cse61 = cse25*w_rod_z
    cse62 = cse54*w_rod_y
    cse63 = -cse61 + cse62
    cse64 = A_rod_12*lam_10
    cse65 = A_rod_13*lam_9
    cse66 = cse64 - cse65
    cse67 = cse3*w_rod_y**2
    cse68 = cse3*w_rod_z**2 - 1
    cse69 = -cse67 - cse68
    cse70 = cse25*w_rod_x
    cse71 = cse3*w_rod_y*w_rod_z
    cse72 = -cse70 + cse71
    cse73 = cse61 + cse62
    cse74 = cse3*w_rod_x**2
    cse75 = -cse68 - cse74
    cse76 = -cse53 + cse55
    cse77 = cse70 + cse71
    cse78 = -cse67 - cse74 + 1
    cse79 = -cse47
    cse80 = cse25*w_slider_z
    cse81 = cse3*w_slider_y
    cse82 = cse81*w_slider_x
    cse83 = -cse80 + cse82
    cse84 = A_slider_11*cse46
    cse85 = cse3*w_slider_y**2
    cse86 = cse3*w_slider_z**2 - 1
    cse87 = -cse85 - cse86
    cse88 = cse80 + cse82
    cse89 = cse3*w_slider_x**2
    cse90 = -cse86 - cse89
    cse91 = cse25*w_slider_x
    cse92 = cse81*w_slider_z
    cse93 = cse91 + cse92
    cse94 = cse25*w_slider_y
    cse95 = cse3*w_slider_x*w_slider_z
    cse96 = -cse94 + cse95
    cse97 = -A_rod_12
    cse98 = -A_rod_13
    cse99 = 0.3*A_rod_11
    cse100 = -2*A_slider_13 + cse99 + 2*r_rod_x - 2*r_slider_x
    cse101 = A_rod_21*lam_9
    cse102 = A_rod_22*cse50
    cse103 = cse101 + cse102
    cse104 = A_rod_21*lam_10
    cse105 = A_rod_23*cse50
    cse106 = cse104 + cse105
    cse107 = -cse106
    cse108 = A_rod_22*lam_10
    cse109 = A_rod_23*lam_9
    cse110 = cse108 - cse109
    cse111 = A_slider_21*cse46
    cse112 = -A_rod_22
    cse113 = -A_rod_23
    cse114 = 0.3*A_rod_21
    cse115 = -2*A_slider_23 + cse114 + 2*r_rod_y - 2*r_slider_y
    cse116 = A_rod_31*lam_9
    cse117 = A_rod_32*cse50
    cse118 = cse116 + cse117
    cse119 = A_rod_31*lam_10
    cse120 = A_rod_33*cse50
    cse121 = cse119 + cse120
    cse122 = -cse121
    cse123 = A_rod_32*lam_10
    cse124 = A_rod_33*lam_9
    cse125 = cse123 - cse124
    cse126 = A_slider_31*cse46
    cse127 = -A_rod_32
    cse128 = -A_rod_33
    cse129 = 0.3*A_rod_31
    cse130 = -2*A_slider_33 + cse129 + 2*r_rod_z - 2*r_slider_z
    cse131 = 0.15*A_rod_11
    cse132 = r_rod_x - r_slider_x
    cse133 = cse131 + cse132
    cse134 = 0.15*A_rod_21
    cse135 = r_rod_y - r_slider_y
    cse136 = cse134 + cse135
    cse137 = 0.15*A_rod_31
    cse138 = r_rod_z - r_slider_z
    cse139 = cse137 + cse138
    cse140 = 0.15*cse64 - 0.15*cse65
    cse141 = 0.15*cse108 - 0.15*cse109
    cse142 = 0.15*cse123 - 0.15*cse124
    cse143 = A_rod_12*cse140 + A_rod_22*cse141 + A_rod_32*cse142 - cse104*cse136 - cse119*cse139 - cse133*cse57
    cse144 = A_slider_13*lam_8
    cse145 = -cse133
    cse146 = cse144 + cse145*lam_9
    cse147 = A_slider_23*lam_8
    cse148 = -cse136
    cse149 = cse147 + cse148*lam_9
    cse150 = A_slider_33*lam_8
    cse151 = -cse139
    cse152 = cse150 + cse151*lam_9
    cse153 = A_rod_11*cse146 - A_rod_13*cse140 + A_rod_21*cse149 - A_rod_23*cse141 + A_rod_31*cse152 - A_rod_33*cse142
    cse154 = -A_rod_12*cse146 + A_rod_13*cse133*lam_10 - A_rod_22*cse149 + A_rod_23*cse136*lam_10 - A_rod_32*cse152 + A_rod_33*cse139*lam_10
    cse155 = 0.0036*h
    cse156 = cse155*w_rod_y
    cse157 = -cse66
    cse158 = -cse110
    cse159 = -cse125
    cse160 = A_rod_13*lam_8
    cse161 = A_rod_23*lam_8
    cse162 = A_rod_33*lam_8
    cse163 = A_slider_11*cse160 + A_slider_21*cse161 + A_slider_31*cse162
    cse164 = -A_slider_12*cse160 - A_slider_22*cse161 - A_slider_32*cse162
    cse165 = A_rod_13*A_slider_13 + A_rod_23*A_slider_23 + A_rod_33*A_slider_33
    cse166 = A_rod_13*cse145 + A_rod_23*cse148 + A_rod_33*cse151
    cse167 = -A_rod_12*cse145 - A_rod_22*cse148 - A_rod_32*cse151
    cse168 = 0.15*A_rod_13
    cse169 = 0.15*A_rod_23
    cse170 = 0.15*A_rod_33
    cse171 = 0.045*lam_16
    cse172 = cse132 + cse99
    cse173 = -A_rod_13*cse171 - cse172*lam_10
    cse174 = cse114 + cse135
    cse175 = -A_rod_23*cse171 - cse174*lam_10
    cse176 = cse129 + cse138
    cse177 = -A_rod_33*cse171 - cse176*lam_10
    cse178 = A_rod_12*cse173 + A_rod_22*cse175 + A_rod_32*cse177 - cse101*cse169 - cse116*cse170 - cse168*cse49
    cse179 = A_rod_13**2
    cse180 = A_rod_23**2
    cse181 = A_rod_33**2
    cse182 = -0.15*lam_5
    cse183 = 0.15*A_rod_12
    cse184 = 0.045*A_rod_11 - 0.3*A_slider_13 + 0.3*r_rod_x - 0.3*r_slider_x
    cse185 = 0.3*A_rod_13*lam_10 + cse182 + cse183*lam_9 - cse184*lam_16
    cse186 = -0.15*lam_6
    cse187 = 0.15*A_rod_22
    cse188 = 0.045*A_rod_21 - 0.3*A_slider_23 + 0.3*r_rod_y - 0.3*r_slider_y
    cse189 = 0.3*A_rod_23*lam_10 + cse186 + cse187*lam_9 - cse188*lam_16
    cse190 = -0.15*lam_7
    cse191 = 0.15*A_rod_32
    cse192 = 0.045*A_rod_31 - 0.3*A_slider_33 + 0.3*r_rod_z - 0.3*r_slider_z
    cse193 = 0.3*A_rod_33*lam_10 + cse190 + cse191*lam_9 - cse192*lam_16
    cse194 = -A_rod_12*cse185 - A_rod_22*cse189 - A_rod_32*cse193 + 0.15*cse179*lam_9 + 0.15*cse180*lam_9 + 0.15*cse181*lam_9
    cse195 = A_rod_11*cse185 - A_rod_13*cse173 + A_rod_21*cse189 - A_rod_23*cse175 + A_rod_31*cse193 - A_rod_33*cse177
    cse196 = A_slider_11*cse58 + A_slider_21*cse105 + A_slider_31*cse120
    cse197 = -A_slider_12*cse58 - A_slider_22*cse105 - A_slider_32*cse120
    cse198 = A_rod_12*cse168 + A_rod_22*cse169 + A_rod_32*cse170
    cse199 = A_rod_11*cse145 + A_rod_21*cse148 + A_rod_31*cse151
    cse200 = 0.15*cse179 + 0.15*cse180 + 0.15*cse181 + cse199
    cse201 = -A_rod_13*cse184 - A_rod_23*cse188 - A_rod_33*cse192
    cse202 = A_rod_12*cse171 - cse144 + cse172*lam_9
    cse203 = A_rod_22*cse171 - cse147 + cse174*lam_9
    cse204 = A_rod_32*cse171 - cse150 + cse176*lam_9
    cse205 = -A_rod_13*cse202 - A_rod_23*cse203 - A_rod_33*cse204 - cse108*cse134 - cse123*cse137 - cse131*cse64
    cse206 = 0.15*A_rod_12**2
    cse207 = 0.15*A_rod_22**2
    cse208 = 0.15*A_rod_32**2
    cse209 = 0.3*lam_9
    cse210 = -A_rod_12*cse209 - cse168*lam_10 - cse182 + cse184*lam_16
    cse211 = -A_rod_22*cse209 - cse169*lam_10 - cse186 + cse188*lam_16
    cse212 = -A_rod_32*cse209 - cse170*lam_10 - cse190 + cse192*lam_16
    cse213 = A_rod_13*cse210 + A_rod_23*cse211 + A_rod_33*cse212 + cse206*lam_10 + cse207*lam_10 + cse208*lam_10
    cse214 = -A_rod_11*cse210 + A_rod_12*cse202 - A_rod_21*cse211 + A_rod_22*cse203 - A_rod_31*cse212 + A_rod_32*cse204
    cse215 = -cse52
    cse216 = -cse103
    cse217 = -cse118
    cse218 = A_rod_11*lam_8
    cse219 = -cse218 - cse51
    cse220 = A_rod_21*lam_8
    cse221 = -cse102 - cse220
    cse222 = A_rod_31*lam_8
    cse223 = -cse117 - cse222
    cse224 = A_slider_11*cse219 + A_slider_21*cse221 + A_slider_31*cse223
    cse225 = -A_slider_12*cse219 - A_slider_22*cse221 - A_slider_32*cse223
    cse226 = -A_rod_11*A_slider_13 - A_rod_21*A_slider_23 - A_rod_31*A_slider_33
    cse227 = -cse199 - cse206 - cse207 - cse208
    cse228 = -cse198
    cse229 = A_rod_12*cse184 + A_rod_22*cse188 + A_rod_32*cse192
    cse230 = cse47 + 2.0
    cse231 = A_slider_11*lam_14 + A_slider_12*lam_13
    cse232 = cse94 + cse95
    cse233 = -A_slider_13*lam_13 + cse84
    cse234 = A_slider_12*cse46
    cse235 = -A_slider_13*lam_14 - cse234
    cse236 = -cse91 + cse92
    cse237 = -cse85 - cse89 + 1
    cse238 = -A_slider_12
    cse239 = -cse100
    cse240 = A_slider_21*lam_14 + A_slider_22*lam_13
    cse241 = -A_slider_23*lam_13 + cse111
    cse242 = A_slider_23*lam_14
    cse243 = A_slider_22*cse46
    cse244 = -cse242 - cse243
    cse245 = -A_slider_22
    cse246 = -cse115
    cse247 = A_slider_31*lam_14 + A_slider_32*lam_13
    cse248 = A_slider_33*lam_13
    cse249 = cse126 - cse248
    cse250 = A_slider_33*lam_14
    cse251 = A_slider_32*cse46
    cse252 = -cse250 - cse251
    cse253 = -A_slider_32
    cse254 = -cse130
    cse255 = A_rod_12*A_slider_12
    cse256 = A_rod_22*A_slider_22
    cse257 = A_rod_32*A_slider_32
    cse258 = A_slider_12*cse218 + A_slider_22*cse220 + A_slider_32*cse222 + cse255*cse50 + cse256*cse50 + cse257*cse50
    cse259 = -cse243 - lam_14*r_slider_y
    cse260 = -cse251 - lam_14*r_slider_z
    cse261 = r_slider_x - 0.2
    cse262 = -cse261
    cse263 = -cse234 + cse262*lam_14 + lam_12
    cse264 = A_slider_11*cse263 + A_slider_21*cse259 + A_slider_31*cse260
    cse265 = A_rod_12*lam_8
    cse266 = cse100*lam_16 - cse265
    cse267 = A_rod_22*lam_8
    cse268 = cse115*lam_16 - cse267
    cse269 = A_rod_32*lam_8
    cse270 = cse130*lam_16 - cse269
    cse271 = -A_slider_11*cse266 - A_slider_21*cse268 - A_slider_31*cse270
    cse272 = -A_slider_12*cse263 + A_slider_13*cse266 - A_slider_22*cse259 + A_slider_23*cse268 - A_slider_32*cse260 + A_slider_33*cse270
    cse273 = -cse255 - cse256 - cse257
    cse274 = A_slider_23*r_slider_y + A_slider_33*r_slider_z
    cse275 = A_slider_13*cse262 - cse274
    cse276 = -A_slider_12*cse239 - A_slider_22*cse246 - A_slider_32*cse254
    cse277 = A_rod_12*A_slider_11
    cse278 = A_rod_22*A_slider_21
    cse279 = A_rod_32*A_slider_31
    cse280 = -A_slider_11*cse218 - A_slider_21*cse220 - A_slider_31*cse222 - cse277*cse50 - cse278*cse50 - cse279*cse50
    cse281 = lam_13*r_slider_z
    cse282 = cse126 - cse281
    cse283 = lam_13*r_slider_y
    cse284 = cse111 - cse283 + lam_15
    cse285 = cse262*lam_13 + cse84 + lam_11
    cse286 = -A_slider_12*cse285 - A_slider_22*cse284 - A_slider_32*cse282
    cse287 = cse239*lam_16 + cse265
    cse288 = cse246*lam_16 + cse267
    cse289 = cse254*lam_16 + cse269
    cse290 = A_slider_12*cse287 + A_slider_22*cse288 + A_slider_32*cse289
    cse291 = A_slider_11*cse285 - A_slider_13*cse287 + A_slider_21*cse284 - A_slider_23*cse288 + A_slider_31*cse282 - A_slider_33*cse289
    cse292 = cse277 + cse278 + cse279
    cse293 = -A_slider_13*cse261 - cse274
    cse294 = A_slider_11*cse239 + A_slider_21*cse246 + A_slider_31*cse254
    cse295 = cse261*lam_14 - lam_12
    cse296 = -A_slider_13*cse295 - cse242*r_slider_y - cse250*r_slider_z
    cse297 = cse283 - lam_15
    cse298 = cse261*lam_13 - lam_11
    cse299 = A_slider_13*cse298 + A_slider_23*cse297 + cse248*r_slider_z
    cse300 = -A_slider_11*cse298 + A_slider_12*cse295 - A_slider_21*cse297 + A_slider_22*lam_14*r_slider_y - A_slider_31*cse281 + A_slider_32*lam_14*r_slider_z
    cse301 = A_slider_12*cse261 + A_slider_22*r_slider_y + A_slider_32*r_slider_z
    cse302 = -A_slider_11*cse262 + A_slider_21*r_slider_y + A_slider_31*r_slider_z
    out = np.zeros((36, 36))
    out[_index3_matrix_INDEX] = (
        0.12,  # [0, 0]
        1,  # [0, 18]
        1,  # [0, 23]
        0.12,  # [1, 1]
        1,  # [1, 19]
        1,  # [1, 24]
        0.12,  # [2, 2]
        1,  # [2, 20]
        1,  # [2, 25]
        cse0*(cse14*cse6 + cse17*cse19) + 0.0001,  # [3, 3]
        cse0*(cse14*cse22 + cse19*cse20) + 9e-05*cse1,  # [3, 4]
        cse0*(cse14*cse28 + cse19*cse31) + cse24,  # [3, 5]
        0.08*A_crank_13,  # [3, 23]
        0.08*A_crank_23,  # [3, 24]
        0.08*A_crank_33,  # [3, 25]
        cse32,  # [3, 35]
        cse0*(cse17*cse35 + cse34*cse6),  # [4, 3]
        cse0*(cse20*cse35 + cse22*cse34) + 1e-05,  # [4, 4]
        cse0*(cse28*cse34 + cse31*cse35),  # [4, 5]
        -A_crank_23,  # [4, 21]
        -A_crank_33,  # [4, 22]
        cse0*(cse17*cse36 + cse38*cse6 + cse39*cse40) - cse24,  # [5, 3]
        cse0*(cse20*cse36 + cse22*cse38 + cse40*cse41) - cse23*w_crank_x,  # [5, 4]
        cse0*(cse28*cse38 + cse31*cse36 + cse40*cse42) + 0.0001,  # [5, 5]
        A_crank_22,  # [5, 21]
        A_crank_32,  # [5, 22]
        -cse7,  # [5, 23]
        -cse43,  # [5, 24]
        -cse44,  # [5, 25]
        cse45,  # [5, 35]
        cse48,  # [6, 6]
        cse0*(cse52*cse56 + cse60*cse63 + cse66*cse69),  # [6, 9]
        cse0*(cse52*cse72 + cse60*cse75 + cse66*cse73),  # [6, 10]
        cse0*(cse52*cse78 + cse60*cse77 + cse66*cse76),  # [6, 11]
        cse79,  # [6, 12]
        cse0*(2*A_slider_12*cse87*lam_16 - cse83*cse84),  # [6, 15]
        cse0*(2*A_slider_12*cse88*lam_16 - cse84*cse90),  # [6, 16]
        cse0*(2*A_slider_12*cse96*lam_16 - cse84*cse93),  # [6, 17]
        -1,  # [6, 23]
        cse97,  # [6, 27]
        cse98,  # [6, 28]
        cse100,  # [6, 34]
        cse48,  # [7, 7]
        cse0*(cse103*cse56 + cse107*cse63 + cse110*cse69),  # [7, 9]
        cse0*(cse103*cse72 + cse107*cse75 + cse110*cse73),  # [7, 10]
        cse0*(cse103*cse78 + cse107*cse77 + cse110*cse76),  # [7, 11]
        cse79,  # [7, 13]
        cse0*(2*A_slider_22*cse87*lam_16 - cse111*cse83),  # [7, 15]
        cse0*(2*A_slider_22*cse88*lam_16 - cse111*cse90),  # [7, 16]
        cse0*(2*A_slider_22*cse96*lam_16 - cse111*cse93),  # [7, 17]
        -1,  # [7, 24]
        cse112,  # [7, 27]
        cse113,  # [7, 28]
        cse115,  # [7, 34]
        cse48,  # [8, 8]
        cse0*(cse118*cse56 + cse122*cse63 + cse125*cse69),  # [8, 9]
        cse0*(cse118*cse72 + cse122*cse75 + cse125*cse73),  # [8, 10]
        cse0*(cse118*cse78 + cse122*cse77 + cse125*cse76),  # [8, 11]
        cse79,  # [8, 14]
        cse0*(2*A_slider_32*cse87*lam_16 - cse126*cse83),  # [8, 15]
        cse0*(2*A_slider_32*cse88*lam_16 - cse126*cse90),  # [8, 16]
        cse0*(2*A_slider_32*cse96*lam_16 - cse126*cse93),  # [8, 17]
        -1,  # [8, 25]
        cse127,  # [8, 27]
        cse128,  # [8, 28]
        cse130,  # [8, 34]
        cse0*cse66,  # [9, 6]
        cse0*cse110,  # [9, 7]
        cse0*cse125,  # [9, 8]
        cse0*(cse143*cse56 + cse153*cse63 + cse154*cse69) + 0.004,  # [9, 9]
        cse0*(cse143*cse72 + cse153*cse75 + cse154*cse73) + cse155*w_rod_z,  # [9, 10]
        cse0*(cse143*cse78 + cse153*cse77 + cse154*cse76) + cse156,  # [9, 11]
        cse0*cse157,  # [9, 12]
        cse0*cse158,  # [9, 13]
        cse0*cse159,  # [9, 14]
        cse0*(cse163*cse83 + cse164*cse87),  # [9, 15]
        cse0*(cse163*cse90 + cse164*cse88),  # [9, 16]
        cse0*(cse163*cse93 + cse164*cse96),  # [9, 17]
        cse165,  # [9, 26]
        cse166,  # [9, 27]
        cse167,  # [9, 28]
        cse0*cse60,  # [10, 6]
        cse0*cse107,  # [10, 7]
        cse0*cse122,  # [10, 8]
        cse0*(cse178*cse56 + cse194*cse69 + cse195*cse63),  # [10, 9]
        cse0*(cse178*cse72 + cse194*cse73 + cse195*cse75) + 0.0004,  # [10, 10]
        cse0*(cse178*cse78 + cse194*cse76 + cse195*cse77),  # [10, 11]
        cse0*cse59,  # [10, 12]
        cse0*cse106,  # [10, 13]
        cse0*cse121,  # [10, 14]
        cse0*(cse196*cse83 + cse197*cse87),  # [10, 15]
        cse0*(cse196*cse90 + cse197*cse88),  # [10, 16]
        cse0*(cse196*cse93 + cse197*cse96),  # [10, 17]
        -cse168,  # [10, 23]
        -cse169,  # [10, 24]
        -cse170,  # [10, 25]
        cse198,  # [10, 27]
        cse200,  # [10, 28]
        cse201,  # [10, 34]
        cse0*cse52,  # [11, 6]
        cse0*cse103,  # [11, 7]
        cse0*cse118,  # [11, 8]
        cse0*(cse205*cse63 + cse213*cse69 + cse214*cse56) - cse156,  # [11, 9]
        cse0*(cse205*cse75 + cse213*cse73 + cse214*cse72) - cse155*w_rod_x,  # [11, 10]
        cse0*(cse205*cse77 + cse213*cse76 + cse214*cse78) + 0.004,  # [11, 11]
        cse0*cse215,  # [11, 12]
        cse0*cse216,  # [11, 13]
        cse0*cse217,  # [11, 14]
        cse0*(cse224*cse83 + cse225*cse87),  # [11, 15]
        cse0*(cse224*cse90 + cse225*cse88),  # [11, 16]
        cse0*(cse224*cse93 + cse225*cse96),  # [11, 17]
        cse183,  # [11, 23]
        cse187,  # [11, 24]
        cse191,  # [11, 25]
        cse226,  # [11, 26]
        cse227,  # [11, 27]
        cse228,  # [11, 28]
        cse229,  # [11, 34]
        cse79,  # [12, 6]
        cse0*(cse157*cse69 + cse215*cse56 + cse59*cse63),  # [12, 9]
        cse0*(cse157*cse73 + cse215*cse72 + cse59*cse75),  # [12, 10]
        cse0*(cse157*cse76 + cse215*cse78 + cse59*cse77),  # [12, 11]
        cse230,  # [12, 12]
        cse0*(cse231*cse232 + cse233*cse83 + cse235*cse87),  # [12, 15]
        cse0*(cse231*cse236 + cse233*cse90 + cse235*cse88),  # [12, 16]
        cse0*(cse231*cse237 + cse233*cse93 + cse235*cse96),  # [12, 17]
        A_rod_12,  # [12, 27]
        A_rod_13,  # [12, 28]
        A_slider_11,  # [12, 31]
        cse238,  # [12, 32]
        cse239,  # [12, 34]
        cse79,  # [13, 7]
        cse0*(cse106*cse63 + cse158*cse69 + cse216*cse56),  # [13, 9]
        cse0*(cse106*cse75 + cse158*cse73 + cse216*cse72),  # [13, 10]
        cse0*(cse106*cse77 + cse158*cse76 + cse216*cse78),  # [13, 11]
        cse230,  # [13, 13]
        cse0*(cse232*cse240 + cse241*cse83 + cse244*cse87),  # [13, 15]
        cse0*(cse236*cse240 + cse241*cse90 + cse244*cse88),  # [13, 16]
        cse0*(cse237*cse240 + cse241*cse93 + cse244*cse96),  # [13, 17]
        A_rod_22,  # [13, 27]
        A_rod_23,  # [13, 28]
        A_slider_21,  # [13, 31]
        cse245,  # [13, 32]
        cse246,  # [13, 34]
        cse79,  # [14, 8]
        cse0*(cse121*cse63 + cse159*cse69 + cse217*cse56),  # [14, 9]
        cse0*(cse121*cse75 + cse159*cse73 + cse217*cse72),  # [14, 10]
        cse0*(cse121*cse77 + cse159*cse76 + cse217*cse78),  # [14, 11]
        cse230,  # [14, 14]
        cse0*(cse232*cse247 + cse249*cse83 + cse252*cse87),  # [14, 15]
        cse0*(cse236*cse247 + cse249*cse90 + cse252*cse88),  # [14, 16]
        cse0*(cse237*cse247 + cse249*cse93 + cse252*cse96),  # [14, 17]
        A_rod_32,  # [14, 27]
        A_rod_33,  # [14, 28]
        A_slider_31,  # [14, 31]
        cse253,  # [14, 32]
        cse254,  # [14, 34]
        A_slider_12*cse47,  # [15, 6]
        A_slider_22*cse47,  # [15, 7]
        A_slider_32*cse47,  # [15, 8]
        cse0*(cse164*cse69 + cse197*cse63 + cse258*cse56),  # [15, 9]
        cse0*(cse164*cse73 + cse197*cse75 + cse258*cse72),  # [15, 10]
        cse0*(cse164*cse76 + cse197*cse77 + cse258*cse78),  # [15, 11]
        cse0*cse235,  # [15, 12]
        cse0*cse244,  # [15, 13]
        cse0*cse252,  # [15, 14]
        cse0*(cse232*cse271 + cse264*cse83 + cse272*cse87) + 0.0001,  # [15, 15]
        cse0*(cse236*cse271 + cse264*cse90 + cse272*cse88),  # [15, 16]
        cse0*(cse237*cse271 + cse264*cse93 + cse272*cse96),  # [15, 17]
        cse273,  # [15, 26]
        A_slider_13,  # [15, 30]
        cse275,  # [15, 32]
        cse276,  # [15, 34]
        -A_slider_11*cse47,  # [16, 6]
        -A_slider_21*cse47,  # [16, 7]
        -A_slider_31*cse47,  # [16, 8]
        cse0*(cse163*cse69 + cse196*cse63 + cse280*cse56),  # [16, 9]
        cse0*(cse163*cse73 + cse196*cse75 + cse280*cse72),  # [16, 10]
        cse0*(cse163*cse76 + cse196*cse77 + cse280*cse78),  # [16, 11]
        cse0*cse233,  # [16, 12]
        cse0*cse241,  # [16, 13]
        cse0*cse249,  # [16, 14]
        cse0*(cse232*cse290 + cse286*cse87 + cse291*cse83),  # [16, 15]
        cse0*(cse236*cse290 + cse286*cse88 + cse291*cse90) + 0.0001,  # [16, 16]
        cse0*(cse237*cse290 + cse286*cse96 + cse291*cse93),  # [16, 17]
        cse292,  # [16, 26]
        A_slider_13,  # [16, 29]
        cse293,  # [16, 31]
        A_slider_23,  # [16, 33]
        cse294,  # [16, 34]
        cse0*cse231,  # [17, 12]
        cse0*cse240,  # [17, 13]
        cse0*cse247,  # [17, 14]
        cse0*(cse232*cse300 + cse296*cse83 + cse299*cse87),  # [17, 15]
        cse0*(cse236*cse300 + cse296*cse90 + cse299*cse88),  # [17, 16]
        cse0*(cse237*cse300 + cse296*cse93 + cse299*cse96) + 0.0001,  # [17, 17]
        cse238,  # [17, 29]
        -A_slider_11,  # [17, 30]
        cse301,  # [17, 31]
        cse302,  # [17, 32]
        cse245,  # [17, 33]
        1,  # [18, 0]
        1,  # [19, 1]
        1,  # [20, 2]
        A_crank_22*cse39 - A_crank_23*cse6,  # [21, 3]
        A_crank_22*cse41 - A_crank_23*cse22,  # [21, 4]
        A_crank_22*cse42 - A_crank_23*cse28,  # [21, 5]
        A_crank_32*cse39 - A_crank_33*cse6,  # [22, 3]
        A_crank_32*cse41 - A_crank_33*cse22,  # [22, 4]
        A_crank_32*cse42 - A_crank_33*cse28,  # [22, 5]
        1,  # [23, 0]
        0.08*A_crank_13*cse17 - cse39*cse7,  # [23, 3]
        0.08*A_crank_13*cse20 - cse41*cse7,  # [23, 4]
        0.08*A_crank_13*cse31 - cse42*cse7,  # [23, 5]
        -1,  # [23, 6]
        -cse168*cse63 + cse183*cse56,  # [23, 9]
        -cse168*cse75 + cse183*cse72,  # [23, 10]
        -cse168*cse77 + cse183*cse78,  # [23, 11]
        1,  # [24, 1]
        0.08*A_crank_23*cse17 - cse39*cse43,  # [24, 3]
        0.08*A_crank_23*cse20 - cse41*cse43,  # [24, 4]
        0.08*A_crank_23*cse31 - cse42*cse43,  # [24, 5]
        -1,  # [24, 7]
        -cse169*cse63 + cse187*cse56,  # [24, 9]
        -cse169*cse75 + cse187*cse72,  # [24, 10]
        -cse169*cse77 + cse187*cse78,  # [24, 11]
        1,  # [25, 2]
        0.08*A_crank_33*cse17 - cse39*cse44,  # [25, 3]
        0.08*A_crank_33*cse20 - cse41*cse44,  # [25, 4]
        0.08*A_crank_33*cse31 - cse42*cse44,  # [25, 5]
        -1,  # [25, 8]
        -cse170*cse63 + cse191*cse56,  # [25, 9]
        -cse170*cse75 + cse191*cse72,  # [25, 10]
        -cse170*cse77 + cse191*cse78,  # [25, 11]
        cse165*cse69 + cse226*cse56,  # [26, 9]
        cse165*cse73 + cse226*cse72,  # [26, 10]
        cse165*cse76 + cse226*cse78,  # [26, 11]
        cse273*cse87 + cse292*cse83,  # [26, 15]
        cse273*cse88 + cse292*cse90,  # [26, 16]
        cse273*cse96 + cse292*cse93,  # [26, 17]
        cse97,  # [27, 6]
        cse112,  # [27, 7]
        cse127,  # [27, 8]
        cse166*cse69 + cse198*cse63 + cse227*cse56,  # [27, 9]
        cse166*cse73 + cse198*cse75 + cse227*cse72,  # [27, 10]
        cse166*cse76 + cse198*cse77 + cse227*cse78,  # [27, 11]
        A_rod_12,  # [27, 12]
        A_rod_22,  # [27, 13]
        A_rod_32,  # [27, 14]
        cse98,  # [28, 6]
        cse113,  # [28, 7]
        cse128,  # [28, 8]
        cse167*cse69 + cse200*cse63 + cse228*cse56,  # [28, 9]
        cse167*cse73 + cse200*cse75 + cse228*cse72,  # [28, 10]
        cse167*cse76 + cse200*cse77 + cse228*cse78,  # [28, 11]
        A_rod_13,  # [28, 12]
        A_rod_23,  # [28, 13]
        A_rod_33,  # [28, 14]
        -A_slider_12*cse232 + A_slider_13*cse83,  # [29, 15]
        -A_slider_12*cse236 + A_slider_13*cse90,  # [29, 16]
        -A_slider_12*cse237 + A_slider_13*cse93,  # [29, 17]
        -A_slider_11*cse232 + A_slider_13*cse87,  # [30, 15]
        -A_slider_11*cse236 + A_slider_13*cse88,  # [30, 16]
        -A_slider_11*cse237 + A_slider_13*cse96,  # [30, 17]
        A_slider_11,  # [31, 12]
        A_slider_21,  # [31, 13]
        A_slider_31,  # [31, 14]
        cse232*cse301 + cse293*cse83,  # [31, 15]
        cse236*cse301 + cse293*cse90,  # [31, 16]
        cse237*cse301 + cse293*cse93,  # [31, 17]
        cse238,  # [32, 12]
        cse245,  # [32, 13]
        cse253,  # [32, 14]
        cse232*cse302 + cse275*cse87,  # [32, 15]
        cse236*cse302 + cse275*cse88,  # [32, 16]
        cse237*cse302 + cse275*cse96,  # [32, 17]
        -A_slider_22*cse232 + A_slider_23*cse83,  # [33, 15]
        -A_slider_22*cse236 + A_slider_23*cse90,  # [33, 16]
        -A_slider_22*cse237 + A_slider_23*cse93,  # [33, 17]
        cse100,  # [34, 6]
        cse115,  # [34, 7]
        cse130,  # [34, 8]
        cse201*cse63 + cse229*cse56,  # [34, 9]
        cse201*cse75 + cse229*cse72,  # [34, 10]
        cse201*cse77 + cse229*cse78,  # [34, 11]
        cse239,  # [34, 12]
        cse246,  # [34, 13]
        cse254,  # [34, 14]
        cse276*cse87 + cse294*cse83,  # [34, 15]
        cse276*cse88 + cse294*cse90,  # [34, 16]
        cse276*cse96 + cse294*cse93,  # [34, 17]
        cse17*cse32 + cse39*cse45,  # [35, 3]
        cse20*cse32 + cse41*cse45,  # [35, 4]
        cse31*cse32 + cse42*cse45,  # [35, 5]
    )
    return out



def energy(q, v, t, p):
    """Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring
    potentials.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (1,), 1 nonzero.
    """
    # 59 operations after common subexpression elimination
    (
        _, _, r_crank_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, r_rod_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, r_slider_z, _,
        _, _, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        rd_crank_x, rd_crank_y, rd_crank_z, w_crank_x,
        w_crank_y, w_crank_z, rd_rod_x, rd_rod_y,
        rd_rod_z, w_rod_x, w_rod_y, w_rod_z,
        rd_slider_x, rd_slider_y, rd_slider_z, w_slider_x,
        w_slider_y, w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        1.1772*r_crank_z + 4.905*r_rod_z + 19.62*r_slider_z + 0.06*rd_crank_x**2 + 0.06*rd_crank_y**2 + 0.06*rd_crank_z**2 + 0.25*rd_rod_x**2 + 0.25*rd_rod_y**2 + 0.25*rd_rod_z**2 + 1.0*rd_slider_x**2 + 1.0*rd_slider_y**2 + 1.0*rd_slider_z**2 + 5e-05*w_crank_x**2 + 5e-06*w_crank_y**2 + 5e-05*w_crank_z**2 + 0.002*w_rod_x**2 + 0.0002*w_rod_y**2 + 0.002*w_rod_z**2 + 5e-05*w_slider_x**2 + 5e-05*w_slider_y**2 + 5e-05*w_slider_z**2,  # [0]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 111 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, A_crank_11,
        A_crank_12, A_crank_13, A_crank_21, A_crank_22,
        A_crank_23, A_crank_31, A_crank_32, A_crank_33,
        r_rod_x, r_rod_y, r_rod_z, A_rod_11,
        A_rod_12, A_rod_13, A_rod_21, A_rod_22,
        A_rod_23, A_rod_31, A_rod_32, A_rod_33,
        r_slider_x, r_slider_y, r_slider_z, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22,
        A_slider_23, A_slider_31, A_slider_32, A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        rd_crank_x, rd_crank_y, rd_crank_z, w_crank_x,
        w_crank_y, w_crank_z, rd_rod_x, rd_rod_y,
        rd_rod_z, w_rod_x, w_rod_y, w_rod_z,
        rd_slider_x, rd_slider_y, rd_slider_z, w_slider_x,
        w_slider_y, w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 0.12*rd_crank_x
    cse1 = 0.5*rd_rod_x
    cse2 = 2.0*rd_slider_x
    cse3 = 0.12*rd_crank_y
    cse4 = 0.5*rd_rod_y
    cse5 = 2.0*rd_slider_y
    cse6 = 0.12*rd_crank_z
    cse7 = 0.5*rd_rod_z
    cse8 = 2.0*rd_slider_z
    cse9 = 0.0001*w_crank_x
    cse10 = 1e-05*w_crank_y
    cse11 = 0.0001*w_crank_z
    cse12 = 0.004*w_rod_x
    cse13 = 0.0004*w_rod_y
    cse14 = 0.004*w_rod_z
    cse15 = 0.0001*w_slider_x
    cse16 = 0.0001*w_slider_y
    cse17 = 0.0001*w_slider_z
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        A_crank_11*cse9 + A_crank_12*cse10 + A_crank_13*cse11 + A_rod_11*cse12 + A_rod_12*cse13 + A_rod_13*cse14 + A_slider_11*cse15 + A_slider_12*cse16 + A_slider_13*cse17 - cse3*r_crank_z - cse4*r_rod_z - cse5*r_slider_z + cse6*r_crank_y + cse7*r_rod_y + cse8*r_slider_y,  # [3]
        A_crank_21*cse9 + A_crank_22*cse10 + A_crank_23*cse11 + A_rod_21*cse12 + A_rod_22*cse13 + A_rod_23*cse14 + A_slider_21*cse15 + A_slider_22*cse16 + A_slider_23*cse17 + cse0*r_crank_z + cse1*r_rod_z + cse2*r_slider_z - cse6*r_crank_x - cse7*r_rod_x - cse8*r_slider_x,  # [4]
        A_crank_31*cse9 + A_crank_32*cse10 + A_crank_33*cse11 + A_rod_31*cse12 + A_rod_32*cse13 + A_rod_33*cse14 + A_slider_31*cse15 + A_slider_32*cse16 + A_slider_33*cse17 - cse0*r_crank_y - cse1*r_rod_y - cse2*r_slider_y + cse3*r_crank_x + cse4*r_rod_x + cse5*r_slider_x,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (36).

    Returns:
        ndarray of shape (3, 12), 36 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, A_crank_11,
        A_crank_12, A_crank_13, A_crank_21, A_crank_22,
        A_crank_23, A_crank_31, A_crank_32, A_crank_33,
        r_rod_x, r_rod_y, r_rod_z, A_rod_11,
        A_rod_12, A_rod_13, A_rod_21, A_rod_22,
        A_rod_23, A_rod_31, A_rod_32, A_rod_33,
        r_slider_x, r_slider_y, r_slider_z, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22,
        A_slider_23, A_slider_31, A_slider_32, A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    return np.array([
        r_crank_x,  # [0, 0]
        r_crank_y,  # [0, 1]
        r_crank_z,  # [0, 2]
        A_crank_11,  # [0, 3]
        A_crank_12,  # [0, 4]
        A_crank_13,  # [0, 5]
        A_crank_21,  # [0, 6]
        A_crank_22,  # [0, 7]
        A_crank_23,  # [0, 8]
        A_crank_31,  # [0, 9]
        A_crank_32,  # [0, 10]
        A_crank_33,  # [0, 11]
        r_rod_x,  # [1, 0]
        r_rod_y,  # [1, 1]
        r_rod_z,  # [1, 2]
        A_rod_11,  # [1, 3]
        A_rod_12,  # [1, 4]
        A_rod_13,  # [1, 5]
        A_rod_21,  # [1, 6]
        A_rod_22,  # [1, 7]
        A_rod_23,  # [1, 8]
        A_rod_31,  # [1, 9]
        A_rod_32,  # [1, 10]
        A_rod_33,  # [1, 11]
        r_slider_x,  # [2, 0]
        r_slider_y,  # [2, 1]
        r_slider_z,  # [2, 2]
        A_slider_11,  # [2, 3]
        A_slider_12,  # [2, 4]
        A_slider_13,  # [2, 5]
        A_slider_21,  # [2, 6]
        A_slider_22,  # [2, 7]
        A_slider_23,  # [2, 8]
        A_slider_31,  # [2, 9]
        A_slider_32,  # [2, 10]
        A_slider_33,  # [2, 11]
    ]).reshape(3, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).

    Returns:
        ndarray of shape (3, 6), 18 nonzero.
    """
    # 45 operations after common subexpression elimination
    (
        _, _, _, A_crank_11,
        A_crank_12, A_crank_13, A_crank_21, A_crank_22,
        A_crank_23, A_crank_31, A_crank_32, A_crank_33,
        _, _, _, A_rod_11,
        A_rod_12, A_rod_13, A_rod_21, A_rod_22,
        A_rod_23, A_rod_31, A_rod_32, A_rod_33,
        _, _, _, A_slider_11,
        A_slider_12, A_slider_13, A_slider_21, A_slider_22,
        A_slider_23, A_slider_31, A_slider_32, A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        rd_crank_x, rd_crank_y, rd_crank_z, w_crank_x,
        w_crank_y, w_crank_z, rd_rod_x, rd_rod_y,
        rd_rod_z, w_rod_x, w_rod_y, w_rod_z,
        rd_slider_x, rd_slider_y, rd_slider_z, w_slider_x,
        w_slider_y, w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        rd_crank_x,  # [0, 0]
        rd_crank_y,  # [0, 1]
        rd_crank_z,  # [0, 2]
        A_crank_11*w_crank_x + A_crank_12*w_crank_y + A_crank_13*w_crank_z,  # [0, 3]
        A_crank_21*w_crank_x + A_crank_22*w_crank_y + A_crank_23*w_crank_z,  # [0, 4]
        A_crank_31*w_crank_x + A_crank_32*w_crank_y + A_crank_33*w_crank_z,  # [0, 5]
        rd_rod_x,  # [1, 0]
        rd_rod_y,  # [1, 1]
        rd_rod_z,  # [1, 2]
        A_rod_11*w_rod_x + A_rod_12*w_rod_y + A_rod_13*w_rod_z,  # [1, 3]
        A_rod_21*w_rod_x + A_rod_22*w_rod_y + A_rod_23*w_rod_z,  # [1, 4]
        A_rod_31*w_rod_x + A_rod_32*w_rod_y + A_rod_33*w_rod_z,  # [1, 5]
        rd_slider_x,  # [2, 0]
        rd_slider_y,  # [2, 1]
        rd_slider_z,  # [2, 2]
        A_slider_11*w_slider_x + A_slider_12*w_slider_y + A_slider_13*w_slider_z,  # [2, 3]
        A_slider_21*w_slider_x + A_slider_22*w_slider_y + A_slider_23*w_slider_z,  # [2, 4]
        A_slider_31*w_slider_x + A_slider_32*w_slider_y + A_slider_33*w_slider_z,  # [2, 5]
    ]).reshape(3, 6)



def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (3, 12), 21 nonzero.
    """
    # 2 operations after common subexpression elimination
    out = np.zeros((3, 12))
    out[_initial_frames_INDEX] = (
        0.1,  # [0, 1]
        0.12,  # [0, 2]
        1,  # [0, 3]
        -1,  # [0, 8]
        1,  # [0, 10]
        0.1,  # [1, 0]
        0.05,  # [1, 1]
        0.1,  # [1, 2]
        0.6666643557356874,  # [1, 3]
        5.254189828548538e-07,  # [1, 4]
        0.7453580594528001,  # [1, 5]
        -0.3333353591498149,  # [1, 6]
        0.8944266622941005,  # [1, 7]
        0.2981417181776111,  # [1, 8]
        -0.666667964681058,  # [1, 9]
        -0.4472146529097166,  # [1, 10]
        0.5962825497118434,  # [1, 11]
        0.2,  # [2, 0]
        1,  # [2, 5]
        1,  # [2, 7]
        -1,  # [2, 9]
    )
    return out



def initial_velocities(p):
    """Initial velocities per body (rows), global frame.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (3, 6), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((3, 6))
    return out

