# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: slider_crank
# formulation: rp
# scheme: any
# input hash: 02c07f8a8f8a5254
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'slider_crank' in the rp formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (21): r_crank_x, r_crank_y, r_crank_z, e_crank_0, e_crank_1, e_crank_2, e_crank_3,
        r_rod_x, r_rod_y, r_rod_z, e_rod_0, e_rod_1, e_rod_2, e_rod_3, r_slider_x,
        r_slider_y, r_slider_z, e_slider_0, e_slider_1, e_slider_2, e_slider_3
    v (21): rd_crank_x, rd_crank_y, rd_crank_z, ed_crank_0, ed_crank_1, ed_crank_2,
        ed_crank_3, rd_rod_x, rd_rod_y, rd_rod_z, ed_rod_0, ed_rod_1, ed_rod_2,
        ed_rod_3, rd_slider_x, rd_slider_y, rd_slider_z, ed_slider_0, ed_slider_1,
        ed_slider_2, ed_slider_3
    lam (21): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (21): increment in velocity coordinates
    a (21): time derivatives of v
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
    18: crank[p.p/2-1/2] (normalization; crank - ground)
    19: rod[p.p/2-1/2] (normalization; rod - ground)
    20: slider[p.p/2-1/2] (normalization; slider - ground)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'slider_crank'
FORMULATION = 'rp'
INPUT_HASH = '02c07f8a8f8a5254'
N_Q = 21
N_V = 21
N_C = 21
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
 'formulation': 'rp',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['crank', 'rod', 'slider'],
 'q_layout': {'crank': [0, 7], 'rod': [7, 14], 'slider': [14, 21]},
 'v_layout': {'crank': [0, 7], 'rod': [7, 14], 'slider': [14, 21]},
 'q_names': ['r_crank_x',
             'r_crank_y',
             'r_crank_z',
             'e_crank_0',
             'e_crank_1',
             'e_crank_2',
             'e_crank_3',
             'r_rod_x',
             'r_rod_y',
             'r_rod_z',
             'e_rod_0',
             'e_rod_1',
             'e_rod_2',
             'e_rod_3',
             'r_slider_x',
             'r_slider_y',
             'r_slider_z',
             'e_slider_0',
             'e_slider_1',
             'e_slider_2',
             'e_slider_3'],
 'v_names': ['rd_crank_x',
             'rd_crank_y',
             'rd_crank_z',
             'ed_crank_0',
             'ed_crank_1',
             'ed_crank_2',
             'ed_crank_3',
             'rd_rod_x',
             'rd_rod_y',
             'rd_rod_z',
             'ed_rod_0',
             'ed_rod_1',
             'ed_rod_2',
             'ed_rod_3',
             'rd_slider_x',
             'rd_slider_y',
             'rd_slider_z',
             'ed_slider_0',
             'ed_slider_1',
             'ed_slider_2',
             'ed_slider_3'],
 'n_q': 21,
 'n_v': 21,
 'n_c': 21,
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
                      'bodies': ['ground', 'crank']},
                     {'owner': 'crank',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['crank', 'ground']},
                     {'owner': 'rod',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['rod', 'ground']},
                     {'owner': 'slider',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['slider', 'ground']}],
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
 'notices': ["body 'rod': orientation orthonormalized (max |A^T A - I| was 1.24e-06, entries "
             'moved by up to 5.55e-07)'],
 'input_hash': '02c07f8a8f8a5254'}
_tangent_INDEX = (
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]),
)
_Phi_q_INDEX = (
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
     17,
     17,
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
     20,
     20,
     20,
     20]),
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
     0,
     3,
     4,
     5,
     6,
     7,
     10,
     11,
     1,
     3,
     5,
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
     10,
     11,
     12,
     13,
     17,
     18,
     19,
     20,
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
     18,
     17,
     18,
     19,
     20,
     14,
     15,
     16,
     17,
     18,
     19,
     20,
     14,
     15,
     16,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20,
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
     18,
     19,
     20,
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
     17,
     18,
     19,
     20]),
)
_nu_INDEX = np.array([17])
_gamma_INDEX = np.array([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
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
     13,
     14,
     15,
     16,
     17,
     17,
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
     20,
     20,
     20,
     20]),
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
     13,
     14,
     15,
     16,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20]),
)
_Q_INDEX = np.array([2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20])
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
     13,
     17,
     17,
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
     20,
     20,
     20,
     20]),
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
     13,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20]),
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
     13,
     17,
     17,
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
     20,
     20,
     20,
     20]),
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
     13,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20]),
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
     13,
     17,
     17,
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
     20,
     20,
     20,
     20]),
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
     13,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20]),
)
_Phi_qT_lam_q_INDEX = (
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
     20,
     20,
     20,
     20]),
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
     7,
     10,
     11,
     12,
     13,
     14,
     17,
     18,
     19,
     20,
     8,
     10,
     11,
     12,
     13,
     15,
     17,
     18,
     19,
     20,
     9,
     10,
     11,
     12,
     13,
     16,
     17,
     20,
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
     18,
     19,
     20,
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
     18,
     19,
     20,
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
     18,
     19,
     20,
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
     18,
     19,
     20,
     7,
     10,
     11,
     12,
     13,
     14,
     17,
     18,
     19,
     20,
     8,
     10,
     11,
     12,
     13,
     15,
     17,
     18,
     19,
     20,
     9,
     10,
     11,
     12,
     13,
     16,
     17,
     18,
     19,
     20,
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
     18,
     19,
     20,
     7,
     8,
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
     7,
     8,
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
     18,
     19,
     20]),
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
     18,
     18,
     18,
     18,
     18,
     18,
     18,
     18,
     18,
     18,
     18,
     18,
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
     19,
     19,
     19,
     19,
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
     20,
     20,
     20,
     20,
     20,
     21,
     22,
     23,
     24,
     24,
     24,
     24,
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
     28,
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
     29,
     29,
     29,
     29,
     29,
     30,
     30,
     30,
     30,
     30,
     30,
     30,
     30,
     30,
     30,
     31,
     31,
     31,
     31,
     31,
     31,
     31,
     31,
     31,
     31,
     32,
     32,
     33,
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
     35,
     35,
     35,
     35,
     35,
     35,
     35,
     36,
     36,
     36,
     36,
     37,
     37,
     37,
     37,
     37,
     37,
     37,
     37,
     37,
     37,
     37,
     37,
     37,
     37,
     38,
     38,
     38,
     38,
     39,
     39,
     39,
     39,
     40,
     40,
     40,
     40,
     41,
     41,
     41,
     41]),
    np.array([0,
     21,
     26,
     1,
     22,
     27,
     2,
     23,
     28,
     3,
     4,
     5,
     6,
     24,
     25,
     26,
     27,
     28,
     38,
     39,
     3,
     4,
     5,
     6,
     24,
     25,
     26,
     28,
     38,
     39,
     3,
     4,
     5,
     6,
     24,
     25,
     26,
     27,
     28,
     38,
     39,
     3,
     4,
     5,
     6,
     24,
     25,
     26,
     28,
     38,
     39,
     7,
     10,
     11,
     12,
     13,
     14,
     17,
     18,
     19,
     20,
     26,
     30,
     31,
     37,
     8,
     10,
     11,
     12,
     13,
     15,
     17,
     18,
     19,
     20,
     27,
     30,
     31,
     37,
     9,
     10,
     11,
     12,
     13,
     16,
     17,
     20,
     28,
     30,
     31,
     37,
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
     18,
     19,
     20,
     26,
     27,
     28,
     29,
     30,
     31,
     37,
     40,
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
     18,
     19,
     20,
     26,
     27,
     28,
     29,
     30,
     31,
     37,
     40,
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
     18,
     19,
     20,
     27,
     28,
     29,
     30,
     31,
     37,
     40,
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
     18,
     19,
     20,
     27,
     28,
     29,
     30,
     31,
     37,
     40,
     7,
     10,
     11,
     12,
     13,
     14,
     17,
     18,
     19,
     20,
     30,
     31,
     34,
     35,
     37,
     8,
     10,
     11,
     12,
     13,
     15,
     17,
     18,
     19,
     20,
     30,
     31,
     34,
     35,
     37,
     9,
     10,
     11,
     12,
     13,
     16,
     17,
     18,
     19,
     20,
     30,
     31,
     34,
     35,
     37,
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
     18,
     19,
     20,
     29,
     32,
     33,
     34,
     35,
     36,
     37,
     41,
     7,
     8,
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
     29,
     32,
     33,
     34,
     35,
     36,
     37,
     41,
     7,
     8,
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
     29,
     33,
     34,
     35,
     36,
     37,
     41,
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
     18,
     19,
     20,
     29,
     33,
     34,
     35,
     36,
     37,
     41,
     0,
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
     0,
     3,
     4,
     5,
     6,
     7,
     10,
     11,
     1,
     3,
     5,
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
     10,
     11,
     12,
     13,
     17,
     18,
     19,
     20,
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
     18,
     17,
     18,
     19,
     20,
     14,
     15,
     16,
     17,
     18,
     19,
     20,
     14,
     15,
     16,
     17,
     18,
     19,
     20,
     17,
     18,
     19,
     20,
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
     18,
     19,
     20,
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
     17,
     18,
     19,
     20]),
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
        q: position coordinates (21).
        dv: increment in velocity coordinates (e.g. h v) (21).

    Returns:
        ndarray of shape (21,), 21 nonzero.
    """
    # 21 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, r_rod_x,
        r_rod_y, r_rod_z, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, r_slider_x, r_slider_y,
        r_slider_z, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13, dv_14, dv_15,
        dv_16, dv_17, dv_18, dv_19,
        dv_20,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (21,) else _floats(dv, 21, "dv")

    return np.array([
        dv_0 + r_crank_x,  # [0]
        dv_1 + r_crank_y,  # [1]
        dv_2 + r_crank_z,  # [2]
        dv_3 + e_crank_0,  # [3]
        dv_4 + e_crank_1,  # [4]
        dv_5 + e_crank_2,  # [5]
        dv_6 + e_crank_3,  # [6]
        dv_7 + r_rod_x,  # [7]
        dv_8 + r_rod_y,  # [8]
        dv_9 + r_rod_z,  # [9]
        dv_10 + e_rod_0,  # [10]
        dv_11 + e_rod_1,  # [11]
        dv_12 + e_rod_2,  # [12]
        dv_13 + e_rod_3,  # [13]
        dv_14 + r_slider_x,  # [14]
        dv_15 + r_slider_y,  # [15]
        dv_16 + r_slider_z,  # [16]
        dv_17 + e_slider_0,  # [17]
        dv_18 + e_slider_1,  # [18]
        dv_19 + e_slider_2,  # [19]
        dv_20 + e_slider_3,  # [20]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (21).

    Returns:
        ndarray of shape (21, 21), 21 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((21, 21))
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
        1,  # [14, 14]
        1,  # [15, 15]
        1,  # [16, 16]
        1,  # [17, 17]
        1,  # [18, 18]
        1,  # [19, 19]
        1,  # [20, 20]
    )
    return out



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21,), 21 nonzero.
    """
    # 197 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, r_rod_x,
        r_rod_y, r_rod_z, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, r_slider_x, r_slider_y,
        r_slider_z, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = 2*e_crank_0
    cse1 = -r_rod_x
    cse2 = 0.16*e_crank_1
    cse3 = 0.16*e_crank_3
    cse4 = e_rod_0**2
    cse5 = 0.3*cse4
    cse6 = e_rod_1**2
    cse7 = 0.3*cse6
    cse8 = cse5 + cse7 - 0.15
    cse9 = e_crank_0**2
    cse10 = e_crank_2**2
    cse11 = 0.3*e_rod_3
    cse12 = 0.3*e_rod_2
    cse13 = cse11*e_rod_0 + cse12*e_rod_1
    cse14 = -r_rod_z
    cse15 = cse12*e_rod_0
    cse16 = cse11*e_rod_1
    cse17 = 2*e_rod_0
    cse18 = -cse17*e_rod_3 + 2*e_rod_1*e_rod_2
    cse19 = 2*e_slider_0
    cse20 = cse19*e_slider_2
    cse21 = 2*e_slider_3
    cse22 = cse21*e_slider_1
    cse23 = cse20 + cse22
    cse24 = cse17*e_rod_1
    cse25 = cse24 + 2*e_rod_2*e_rod_3
    cse26 = e_slider_3**2
    cse27 = e_slider_0**2
    cse28 = 2*cse27 - 1
    cse29 = 2*cse26 + cse28
    cse30 = cse19*e_slider_1
    cse31 = cse30 - 2*e_slider_2*e_slider_3
    cse32 = e_rod_2**2
    cse33 = 2*cse4 - 1
    cse34 = 2*cse32 + cse33
    cse35 = cse14 + cse15 - cse16 + r_slider_z
    cse36 = -cse8 - r_rod_x + r_slider_x
    cse37 = cse13 + r_rod_y - r_slider_y
    cse38 = -cse37
    cse39 = e_rod_3**2
    cse40 = e_slider_1**2
    cse41 = -cse28 - 2*cse40
    cse42 = cse19*e_slider_3
    cse43 = 2*e_slider_1*e_slider_2
    cse44 = -cse42 + cse43
    cse45 = -cse42 - cse43
    cse46 = 0.2 - r_slider_x
    cse47 = e_slider_2**2
    cse48 = 2*math.pi*t
    return np.array([
        r_crank_x,  # [0]
        r_crank_y - 0.1,  # [1]
        r_crank_z - 0.12,  # [2]
        cse0*e_crank_3 + 2*e_crank_1*e_crank_2,  # [3]
        -cse0*e_crank_2 + 2*e_crank_1*e_crank_3,  # [4]
        cse1 + cse2*e_crank_2 - cse3*e_crank_0 + cse8 + r_crank_x,  # [5]
        0.16*cse10 + cse13 + 0.16*cse9 + r_crank_y - r_rod_y - 0.08,  # [6]
        cse14 - cse15 + cse16 + cse2*e_crank_0 + cse3*e_crank_2 + r_crank_z,  # [7]
        cse18*cse23 + cse25*cse29 - cse31*cse34,  # [8]
        cse18*cse36 + cse25*cse35 + cse34*cse38,  # [9]
        cse35*(cse33 + 2*cse39) + cse36*(cse17*e_rod_2 + 2*e_rod_1*e_rod_3) + cse38*(-cse24 + 2*e_rod_2*e_rod_3),  # [10]
        cse41,  # [11]
        cse44,  # [12]
        cse41*cse46 - cse45*r_slider_y - r_slider_z*(cse20 - cse22),  # [13]
        cse44*cse46 - r_slider_y*(cse28 + 2*cse47) - r_slider_z*(cse21*e_slider_2 + cse30),  # [14]
        cse45,  # [15]
        (cse29 + cse35)**2 + (-cse31 - cse37)**2 + (cse1 + cse23 - cse5 - cse7 + r_slider_x + 0.15)**2 - 1,  # [16]
        (cse0*e_crank_1 + 2*e_crank_2*e_crank_3)*math.sin(cse48) + (-2*cse10 - 2*cse9 + 1)*math.cos(cse48),  # [17]
        (1/2)*cse10 + (1/2)*cse9 + (1/2)*e_crank_1**2 + (1/2)*e_crank_3**2 - 1/2,  # [18]
        (1/2)*cse32 + (1/2)*cse39 + (1/2)*cse4 + (1/2)*cse6 - 1/2,  # [19]
        (1/2)*cse26 + (1/2)*cse27 + (1/2)*cse40 + (1/2)*cse47 - 1/2,  # [20]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21, 21), 119 nonzero.
    """
    # 371 operations after common subexpression elimination
    (
        _, _, _, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, r_rod_x,
        r_rod_y, r_rod_z, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, r_slider_x, r_slider_y,
        r_slider_z, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = 2*e_crank_3
    cse1 = 2*e_crank_2
    cse2 = 2*e_crank_1
    cse3 = 2*e_crank_0
    cse4 = 0.16*e_crank_3
    cse5 = 0.16*e_crank_2
    cse6 = 0.16*e_crank_1
    cse7 = 0.16*e_crank_0
    cse8 = 0.6*e_rod_0
    cse9 = 0.6*e_rod_1
    cse10 = 0.3*e_rod_3
    cse11 = 0.3*e_rod_2
    cse12 = 0.3*e_rod_1
    cse13 = 0.3*e_rod_0
    cse14 = 2*e_slider_1
    cse15 = cse14*e_slider_0
    cse16 = 2*e_slider_3
    cse17 = cse16*e_slider_2
    cse18 = cse15 - cse17
    cse19 = -4*cse18
    cse20 = 2*e_slider_2
    cse21 = cse20*e_slider_0
    cse22 = cse16*e_slider_1 + cse21
    cse23 = 2*cse22
    cse24 = e_slider_3**2
    cse25 = e_slider_0**2
    cse26 = 2*cse25 - 1
    cse27 = 2*cse24 + cse26
    cse28 = 2*cse27
    cse29 = 2*e_rod_0
    cse30 = cse29*e_rod_1
    cse31 = 2*e_rod_2
    cse32 = cse31*e_rod_3
    cse33 = cse30 + cse32
    cse34 = 4*e_slider_0
    cse35 = cse29*e_rod_3 - 2*e_rod_1*e_rod_2
    cse36 = -cse35
    cse37 = e_rod_0**2
    cse38 = 2*cse37 - 1
    cse39 = cse38 + 2*e_rod_2**2
    cse40 = 2*e_slider_0
    cse41 = 4*e_slider_3
    cse42 = cse10*e_rod_0 + cse11*e_rod_1 + r_rod_y - r_slider_y
    cse43 = -cse42
    cse44 = -cse10*e_rod_1 + cse11*e_rod_0 - r_rod_z + r_slider_z
    cse45 = 0.3*cse37
    cse46 = e_rod_1**2
    cse47 = 0.3*cse46
    cse48 = -cse45 - cse47 - r_rod_x + r_slider_x + 0.15
    cse49 = 2*cse48
    cse50 = cse49*e_rod_3
    cse51 = -2*cse48*e_rod_2
    cse52 = cse49*e_rod_1
    cse53 = cse29*cse48
    cse54 = 2*e_rod_1
    cse55 = cse29*e_rod_2 + cse54*e_rod_3
    cse56 = cse30 - cse32
    cse57 = cse38 + 2*e_rod_3**2
    cse58 = -cse56
    cse59 = 4*e_slider_1
    cse60 = -cse16
    cse61 = -cse40
    cse62 = cse16*e_slider_0
    cse63 = cse20*e_slider_1
    cse64 = cse20*r_slider_z
    cse65 = 0.2 - r_slider_x
    cse66 = cse16*r_slider_z
    cse67 = cse40*r_slider_z
    cse68 = cse14*r_slider_z
    cse69 = 4*e_slider_2
    cse70 = cse34*e_slider_2 - 0.6*cse37 - 0.6*cse46 + cse59*e_slider_3 - 2*r_rod_x + 2*r_slider_x + 0.3
    cse71 = cse34*e_slider_1 - cse41*e_slider_2 + cse8*e_rod_3 + cse9*e_rod_2 + 2*r_rod_y - 2*r_slider_y
    cse72 = 4*cse24 + 4*cse25 + cse8*e_rod_2 - 0.6*e_rod_1*e_rod_3 - 2*r_rod_z + 2*r_slider_z - 2
    cse73 = -cse18 - cse42
    cse74 = 0.6*e_rod_3
    cse75 = cse22 - cse45 - cse47 - r_rod_x + r_slider_x + 0.15
    cse76 = 1.2*cse75
    cse77 = cse27 + cse44
    cse78 = 8*cse77
    cse79 = 2*math.pi*t
    cse80 = 4*math.cos(cse79)
    cse81 = math.sin(cse79)
    out = np.zeros((21, 21))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        cse0,  # [3, 3]
        cse1,  # [3, 4]
        cse2,  # [3, 5]
        cse3,  # [3, 6]
        -cse1,  # [4, 3]
        cse0,  # [4, 4]
        -cse3,  # [4, 5]
        cse2,  # [4, 6]
        1,  # [5, 0]
        -cse4,  # [5, 3]
        cse5,  # [5, 4]
        cse6,  # [5, 5]
        -cse7,  # [5, 6]
        -1,  # [5, 7]
        cse8,  # [5, 10]
        cse9,  # [5, 11]
        1,  # [6, 1]
        0.32*e_crank_0,  # [6, 3]
        0.32*e_crank_2,  # [6, 5]
        -1,  # [6, 8]
        cse10,  # [6, 10]
        cse11,  # [6, 11]
        cse12,  # [6, 12]
        cse13,  # [6, 13]
        1,  # [7, 2]
        cse6,  # [7, 3]
        cse7,  # [7, 4]
        cse4,  # [7, 5]
        cse5,  # [7, 6]
        -1,  # [7, 9]
        -cse11,  # [7, 10]
        cse10,  # [7, 11]
        -cse13,  # [7, 12]
        cse12,  # [7, 13]
        cse19*e_rod_0 - cse23*e_rod_3 + cse28*e_rod_1,  # [8, 10]
        cse23*e_rod_2 + cse28*e_rod_0,  # [8, 11]
        cse19*e_rod_2 + cse23*e_rod_1 + cse28*e_rod_3,  # [8, 12]
        -cse23*e_rod_0 + 2*cse27*e_rod_2,  # [8, 13]
        -cse14*cse39 + cse20*cse36 + cse33*cse34,  # [8, 17]
        2*cse36*e_slider_3 - cse39*cse40,  # [8, 18]
        cse16*cse39 + cse36*cse40,  # [8, 19]
        cse14*cse36 + cse20*cse39 + cse33*cse41,  # [8, 20]
        cse35,  # [9, 7]
        -cse39,  # [9, 8]
        -cse33,  # [9, 9]
        -cse10*cse39 + 0.3*cse33*e_rod_2 - cse36*cse8 + 4*cse43*e_rod_0 + 2*cse44*e_rod_1 - cse50,  # [9, 10]
        -cse10*cse33 - cse11*cse39 - cse36*cse9 + 2*cse44*e_rod_0 - cse51,  # [9, 11]
        -cse12*cse39 + cse13*cse33 + 4*cse43*e_rod_2 + 2*cse44*e_rod_3 + cse52,  # [9, 12]
        -cse12*cse33 - cse13*cse39 + 2*cse44*e_rod_2 - cse53,  # [9, 13]
        cse36,  # [9, 14]
        cse39,  # [9, 15]
        cse33,  # [9, 16]
        -cse55,  # [10, 7]
        cse56,  # [10, 8]
        -cse57,  # [10, 9]
        -cse10*cse58 - cse43*cse54 + 4*cse44*e_rod_0 - cse51 - cse55*cse8 + 0.3*cse57*e_rod_2,  # [10, 10]
        -cse10*cse57 - cse11*cse58 - cse29*cse43 + cse50 - cse55*cse9,  # [10, 11]
        -cse12*cse58 + cse13*cse57 + 2*cse43*e_rod_3 + cse53,  # [10, 12]
        -cse12*cse57 - cse13*cse58 + cse31*cse43 + 4*cse44*e_rod_3 + cse52,  # [10, 13]
        cse55,  # [10, 14]
        cse58,  # [10, 15]
        cse57,  # [10, 16]
        -cse34,  # [11, 17]
        -cse59,  # [11, 18]
        cse60,  # [12, 17]
        cse20,  # [12, 18]
        cse14,  # [12, 19]
        cse61,  # [12, 20]
        cse26 + 2*e_slider_1**2,  # [13, 14]
        cse62 + cse63,  # [13, 15]
        -cse21 + 2*e_slider_1*e_slider_3,  # [13, 16]
        -cse34*cse65 - cse64 + 2*e_slider_3*r_slider_y,  # [13, 17]
        cse20*r_slider_y - cse59*cse65 + cse66,  # [13, 18]
        -cse67 + 2*e_slider_1*r_slider_y,  # [13, 19]
        cse40*r_slider_y + cse68,  # [13, 20]
        cse62 - cse63,  # [14, 14]
        -cse26 - 2*e_slider_2**2,  # [14, 15]
        -cse15 - cse17,  # [14, 16]
        -cse16*cse65 - cse34*r_slider_y - cse68,  # [14, 17]
        2*cse65*e_slider_2 - cse67,  # [14, 18]
        2*cse65*e_slider_1 - cse66 - cse69*r_slider_y,  # [14, 19]
        -cse40*cse65 - cse64,  # [14, 20]
        cse60,  # [15, 17]
        -cse20,  # [15, 18]
        -cse14,  # [15, 19]
        cse61,  # [15, 20]
        -cse70,  # [16, 7]
        cse71,  # [16, 8]
        -cse72,  # [16, 9]
        -cse73*cse74 - cse76*e_rod_0 + 0.6*cse77*e_rod_2,  # [16, 10]
        -0.6*cse73*e_rod_2 - cse74*cse77 - cse76*e_rod_1,  # [16, 11]
        -cse73*cse9 + cse77*cse8,  # [16, 12]
        -cse73*cse8 - cse77*cse9,  # [16, 13]
        cse70,  # [16, 14]
        -cse71,  # [16, 15]
        cse72,  # [16, 16]
        -cse59*cse73 + cse69*cse75 + cse78*e_slider_0,  # [16, 17]
        -cse34*cse73 + 4*cse75*e_slider_3,  # [16, 18]
        cse34*cse75 + cse41*cse73,  # [16, 19]
        cse59*cse75 + cse69*cse73 + cse78*e_slider_3,  # [16, 20]
        -cse80*e_crank_0 + 2*cse81*e_crank_1,  # [17, 3]
        cse3*cse81,  # [17, 4]
        -cse80*e_crank_2 + 2*cse81*e_crank_3,  # [17, 5]
        cse1*cse81,  # [17, 6]
        e_crank_0,  # [18, 3]
        e_crank_1,  # [18, 4]
        e_crank_2,  # [18, 5]
        e_crank_3,  # [18, 6]
        e_rod_0,  # [19, 10]
        e_rod_1,  # [19, 11]
        e_rod_2,  # [19, 12]
        e_rod_3,  # [19, 13]
        e_slider_0,  # [20, 17]
        e_slider_1,  # [20, 18]
        e_slider_2,  # [20, 19]
        e_slider_3,  # [20, 20]
    )
    return out



def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21,), 1 nonzero.
    """
    # 21 operations after common subexpression elimination
    (
        _, _, _, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = 2*math.pi
    cse1 = cse0*t
    out = np.zeros(21)
    out[_nu_INDEX] = (
        -cse0*(2*e_crank_0*e_crank_1 + 2*e_crank_2*e_crank_3)*math.cos(cse1) + 2*math.pi*(-2*e_crank_0**2 - 2*e_crank_2**2 + 1)*math.sin(cse1),  # [17]
    )
    return out



def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21,), 18 nonzero.
    """
    # 1175 operations after common subexpression elimination
    (
        _, _, _, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, r_rod_x,
        r_rod_y, r_rod_z, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, r_slider_x, r_slider_y,
        r_slider_z, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_crank_0,
        ed_crank_1, ed_crank_2, ed_crank_3, rd_rod_x,
        rd_rod_y, rd_rod_z, ed_rod_0, ed_rod_1,
        ed_rod_2, ed_rod_3, rd_slider_x, rd_slider_y,
        rd_slider_z, ed_slider_0, ed_slider_1, ed_slider_2,
        ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    t = float(t)

    cse0 = 4*ed_crank_3
    cse1 = 4*ed_crank_2
    cse2 = 0.32*ed_crank_2
    cse3 = ed_rod_0**2
    cse4 = ed_rod_1**2
    cse5 = 0.6*ed_rod_0
    cse6 = 0.6*ed_rod_1
    cse7 = ed_crank_0**2
    cse8 = ed_crank_2**2
    cse9 = 4*e_rod_2
    cse10 = e_slider_0*ed_slider_2
    cse11 = 4*e_slider_3
    cse12 = cse11*ed_slider_1
    cse13 = 4*e_slider_2
    cse14 = cse11*e_slider_1 + cse13*e_slider_0
    cse15 = 8*e_slider_0
    cse16 = cse15*e_rod_0
    cse17 = cse13*e_rod_2 + cse16
    cse18 = 8*e_slider_3
    cse19 = cse18*e_rod_0
    cse20 = 4*e_slider_1
    cse21 = cse19 + cse20*e_rod_2
    cse22 = e_slider_0**2
    cse23 = e_slider_3**2
    cse24 = 4*cse22 + 4*cse23 - 2
    cse25 = 4*e_rod_0
    cse26 = -cse14
    cse27 = -cse15*e_rod_2
    cse28 = -cse13*e_rod_0 - cse27
    cse29 = -cse20*e_rod_0 + 8*e_rod_2*e_slider_3
    cse30 = -cse11*e_rod_3 - cse16
    cse31 = cse11*e_rod_1 + cse27
    cse32 = 4*e_rod_3
    cse33 = -cse32*e_rod_0 + 4*e_rod_1*e_rod_2
    cse34 = e_rod_0**2
    cse35 = e_rod_2**2
    cse36 = 4*cse34 + 4*cse35 - 2
    cse37 = -cse36
    cse38 = e_slider_0*ed_rod_3
    cse39 = cse19 - cse32*e_slider_0
    cse40 = cse18*e_rod_2 + 4*e_rod_1*e_slider_0
    cse41 = 8*e_slider_1
    cse42 = -cse41*e_slider_0 + 8*e_slider_2*e_slider_3
    cse43 = -cse13*e_rod_3 - cse41*e_rod_0 + 8*e_rod_1*e_slider_0
    cse44 = 8*e_slider_2
    cse45 = cse18*e_rod_1 - cse32*e_slider_1 + cse44*e_rod_0
    cse46 = cse13*e_rod_1 + cse15*e_rod_3 - cse41*e_rod_2
    cse47 = cse18*e_rod_3 + cse20*e_rod_1 + cse44*e_rod_2
    cse48 = e_rod_0*e_rod_1
    cse49 = e_rod_2*e_rod_3
    cse50 = 8*cse48 + 8*cse49
    cse51 = cse25*ed_rod_0
    cse52 = cse51 + cse9*ed_rod_2
    cse53 = 2*ed_rod_3
    cse54 = 2*e_rod_1
    cse55 = 2*ed_rod_1
    cse56 = 2*e_rod_3
    cse57 = cse53*e_rod_0 - cse54*ed_rod_2 - cse55*e_rod_2 + cse56*ed_rod_0
    cse58 = cse53*e_rod_2
    cse59 = cse56*ed_rod_2
    cse60 = cse54*ed_rod_0 + cse55*e_rod_0
    cse61 = cse58 + cse59 + cse60
    cse62 = 2*r_slider_x
    cse63 = -cse62 + 2*r_rod_x
    cse64 = 1.2*e_rod_3
    cse65 = cse64*e_rod_1
    cse66 = 2*r_rod_z - 2*r_slider_z
    cse67 = -cse65 - cse66
    cse68 = 2*rd_rod_z
    cse69 = 2*rd_slider_z
    cse70 = 1.2*e_rod_2
    cse71 = cse70*e_rod_1
    cse72 = 1.2*cse49
    cse73 = cse72*ed_rod_1
    cse74 = 2*rd_slider_x
    cse75 = 2*rd_rod_x
    cse76 = -cse74*e_rod_0 + cse75*e_rod_0
    cse77 = cse75*e_rod_3
    cse78 = cse74*e_rod_3
    cse79 = 1.2*cse48
    cse80 = 4*r_slider_y
    cse81 = -cse80 + 4*r_rod_y
    cse82 = cse71 + cse81
    cse83 = cse75*e_rod_2
    cse84 = 3.5999999999999996*e_rod_1
    cse85 = cse84*e_rod_2
    cse86 = 1.1999999999999997*e_rod_0
    cse87 = e_rod_3**2
    cse88 = e_rod_1**2
    cse89 = 0.6*cse34 + cse63 + 1.7999999999999998*cse88 - 0.6
    cse90 = -1.7999999999999998*cse35 - 0.6*cse87 - cse89
    cse91 = cse48*ed_rod_0
    cse92 = cse74*e_rod_1 - cse75*e_rod_1 - 1.1999999999999997*cse91
    cse93 = cse32*ed_rod_3 + cse51
    cse94 = e_rod_0*ed_rod_2
    cse95 = cse54*ed_rod_3 + cse55*e_rod_3 + 2*cse94 + 2*e_rod_2*ed_rod_0
    cse96 = -cse58 - cse59 + cse60
    cse97 = -cse63
    cse98 = 2*r_rod_y
    cse99 = 2*r_slider_y
    cse100 = -cse71 - cse98 + cse99
    cse101 = 2*rd_rod_y
    cse102 = 2*rd_slider_y
    cse103 = 4*r_rod_z - 4*r_slider_z
    cse104 = cse64*e_rod_0
    cse105 = -cse98 + cse99
    cse106 = cse84*e_rod_3
    cse107 = -0.6*cse35 - 1.7999999999999998*cse87 - cse89
    cse108 = ed_slider_0**2
    cse109 = ed_slider_1**2
    cse110 = 4*ed_slider_0
    cse111 = cse110*ed_slider_3
    cse112 = 4*ed_slider_2
    cse113 = cse112*ed_slider_1
    cse114 = cse110*e_slider_0
    cse115 = 2*r_slider_z
    cse116 = cse115*ed_slider_0 + cse69*e_slider_0
    cse117 = cse115*ed_slider_1 + cse69*e_slider_1
    cse118 = 2*e_slider_1
    cse119 = cse118*ed_slider_2
    cse120 = 2*e_slider_2
    cse121 = cse120*ed_slider_1
    cse122 = 2*e_slider_0
    cse123 = 2*e_slider_3
    cse124 = cse122*ed_slider_3 + cse123*ed_slider_0
    cse125 = 4*r_slider_x - 0.8
    cse126 = 4*e_slider_0
    cse127 = cse126*rd_slider_x
    cse128 = -cse115*ed_slider_2 - cse69*e_slider_2
    cse129 = cse20*rd_slider_x
    cse130 = cse115*ed_slider_3 + cse69*e_slider_3
    cse131 = cse62 - 0.4
    cse132 = -cse131
    cse133 = cse126*rd_slider_y
    cse134 = cse13*rd_slider_y
    cse135 = cse15*ed_slider_0 + cse18*ed_slider_3 + cse5*e_rod_2 + cse69 + 0.6*cse94 - 0.6*e_rod_1*ed_rod_3 - 0.6*e_rod_3*ed_rod_1 - 2*rd_rod_z
    cse136 = cse112*e_slider_0 + cse12 + cse13*ed_slider_0 + cse20*ed_slider_3 + cse74 - 1.2*e_rod_0*ed_rod_0 - 1.2*e_rod_1*ed_rod_1 - 2*rd_rod_x
    cse137 = 0.6*e_rod_0
    cse138 = 0.6*e_rod_1
    cse139 = cse101 - cse102 - cse11*ed_slider_2 + cse126*ed_slider_1 - cse13*ed_slider_3 + cse137*ed_rod_3 + cse138*ed_rod_2 + cse20*ed_slider_0 + cse5*e_rod_3 + cse6*e_rod_2
    cse140 = 1.2*e_rod_1
    cse141 = e_slider_0*ed_slider_1
    cse142 = e_slider_3*ed_slider_2
    cse143 = 2.4*e_slider_0
    cse144 = cse143*e_rod_0
    cse145 = 1.2*e_slider_1
    cse146 = cse144 + cse145*e_rod_1
    cse147 = 2.4*e_slider_3
    cse148 = cse147*e_rod_0
    cse149 = 1.2*e_slider_2
    cse150 = cse148 - cse149*e_rod_1
    cse151 = 0.18*cse34 + 0.18*cse88
    cse152 = 0.36*e_rod_1
    cse153 = cse145*e_slider_0 - cse149*e_slider_3 + 0.6*r_rod_y - 0.6*r_slider_y
    cse154 = cse152*e_rod_2 + cse153
    cse155 = 0.6*r_rod_z
    cse156 = 0.6*r_slider_z
    cse157 = 0.36*e_rod_0
    cse158 = 1.2*cse22
    cse159 = 1.2*cse23
    cse160 = -cse155 + cse156 + cse157*e_rod_2 + cse158 + cse159 - 0.6
    cse161 = 1.2*e_rod_0
    cse162 = cse143*e_rod_1
    cse163 = cse145*e_rod_0 - cse162
    cse164 = cse147*e_rod_1
    cse165 = -cse149*e_rod_0 - cse164
    cse166 = cse153 + cse157*e_rod_3
    cse167 = cse152*e_rod_3 + cse155 - cse156 - cse158 - cse159 + 0.6
    cse168 = cse140*ed_rod_2
    cse169 = -cse148 + 1.2*e_rod_3*e_slider_0
    cse170 = -cse164 + 1.2*e_rod_2*e_slider_0
    cse171 = 8*cse22 + 8*cse23
    cse172 = cse104 + cse82
    cse173 = cse172 + 16*e_slider_0*e_slider_1
    cse174 = 1.2*cse34 + 1.2*cse88 + 4*r_rod_x - 4*r_slider_x - 0.6
    cse175 = -cse174 + 16*e_slider_1*e_slider_3
    cse176 = -cse144 - cse64*e_slider_3
    cse177 = -cse162 - cse70*e_slider_3
    cse178 = -cse172 + 16*e_slider_2*e_slider_3
    cse179 = -cse174 + 16*e_slider_0*e_slider_2
    cse180 = 0.6*e_rod_2
    cse181 = 0.6*e_rod_3
    cse182 = 2.4*e_rod_0
    cse183 = cse143*e_rod_2 - cse182*e_slider_2 + cse64*e_slider_1
    cse184 = -cse182*e_slider_1 - cse64*e_slider_2 + 2.4*e_rod_2*e_slider_3
    cse185 = -cse143*e_slider_2 - cse147*e_slider_1 + 0.18*cse35 + 0.18*cse87 + 1.2*r_rod_x - 1.2*r_slider_x - 0.18
    cse186 = 2.4*e_rod_1
    cse187 = -cse143*e_rod_3 - cse186*e_slider_2 + 1.2*e_rod_2*e_slider_1
    cse188 = -cse147*e_rod_3 - cse186*e_slider_1 - cse70*e_slider_2
    cse189 = 32*e_slider_0*e_slider_3
    cse190 = cse182*e_rod_2 - cse186*e_rod_3 + 8*e_slider_1**2 + 8*e_slider_2**2 - 8*r_rod_z + 8*r_slider_z - 8
    cse191 = 2*math.pi*t
    cse192 = math.cos(cse191)
    cse193 = 4*cse192
    cse194 = math.pi*cse193
    cse195 = cse194*e_crank_0
    cse196 = math.pi**2
    cse197 = math.sin(cse191)
    cse198 = 2*cse197
    cse199 = 8*math.pi*cse197
    cse200 = cse194*e_crank_1 + cse199*e_crank_0
    cse201 = cse194*e_crank_3 + cse199*e_crank_2
    out = np.zeros(21)
    out[_gamma_INDEX] = (
        -cse0*ed_crank_0 - cse1*ed_crank_1,  # [3]
        -cse0*ed_crank_1 + cse1*ed_crank_0,  # [4]
        -cse2*ed_crank_1 - 0.6*cse3 - 0.6*cse4 + 0.32*ed_crank_0*ed_crank_3,  # [5]
        -cse5*ed_rod_3 - cse6*ed_rod_2 - 0.32*cse7 - 0.32*cse8,  # [6]
        -cse2*ed_crank_3 - cse6*ed_rod_3 - 0.32*ed_crank_0*ed_crank_1 + 0.6*ed_rod_0*ed_rod_2,  # [7]
        -ed_rod_0*(cse24*ed_rod_1 + cse26*ed_rod_3 + cse30*ed_slider_1 + cse39*ed_slider_2 + cse42*ed_rod_0 + cse43*ed_slider_0 + cse45*ed_slider_3) - ed_rod_1*(cse10*cse9 + cse12*e_rod_2 + cse14*ed_rod_2 + cse17*ed_slider_0 + cse21*ed_slider_3 + cse24*ed_rod_0) - ed_rod_2*(cse14*ed_rod_1 + cse24*ed_rod_3 + cse31*ed_slider_1 + cse40*ed_slider_2 + cse42*ed_rod_2 + cse46*ed_slider_0 + cse47*ed_slider_3) - ed_rod_3*(-cse10*cse25 - cse12*e_rod_0 + cse24*ed_rod_2 + cse26*ed_rod_0 + cse28*ed_slider_0 + cse29*ed_slider_3) - ed_slider_0*(cse17*ed_rod_1 + cse28*ed_rod_3 + cse33*ed_slider_2 + cse37*ed_slider_1 + cse43*ed_rod_0 + cse46*ed_rod_2 + cse50*ed_slider_0) - ed_slider_1*(-cse11*e_rod_0*ed_rod_3 + cse11*e_rod_2*ed_rod_1 + cse30*ed_rod_0 + cse31*ed_rod_2 + cse33*ed_slider_3 + cse37*ed_slider_0) - ed_slider_2*(-cse25*cse38 + cse33*ed_slider_0 + cse36*ed_slider_3 + cse39*ed_rod_0 + cse40*ed_rod_2 + cse9*e_slider_0*ed_rod_1) - ed_slider_3*(cse21*ed_rod_1 + cse29*ed_rod_3 + cse33*ed_slider_1 + cse36*ed_slider_2 + cse45*ed_rod_0 + cse47*ed_rod_2 + cse50*ed_slider_3),  # [8]
        cse52*rd_rod_y - cse52*rd_slider_y - cse57*rd_rod_x + cse57*rd_slider_x + cse61*rd_rod_z - cse61*rd_slider_z - ed_rod_0*(-cse25*rd_rod_y + cse25*rd_slider_y + cse63*ed_rod_3 - cse68*e_rod_1 + cse69*e_rod_1 + cse77 - cse78 - cse79*ed_rod_2 - cse82*ed_rod_0 + ed_rod_1*(-cse66 - cse70*e_rod_0)) - ed_rod_1*(-cse68*e_rod_0 - cse72*ed_rod_3 - cse83 - cse85*ed_rod_1 + cse90*ed_rod_2 + 2*e_rod_0*rd_slider_z + 2*e_rod_2*rd_slider_x + ed_rod_0*(-cse66 - cse86*e_rod_2)) - ed_rod_2*(cse67*ed_rod_3 - cse68*e_rod_3 + cse69*e_rod_3 - cse9*rd_rod_y + cse9*rd_slider_y + cse90*ed_rod_1 + cse92 + ed_rod_2*(-cse81 - cse85)) - ed_rod_3*(cse63*ed_rod_0 + cse67*ed_rod_2 - cse68*e_rod_2 + cse69*e_rod_2 - cse71*ed_rod_3 - cse73 + cse76),  # [9]
        cse93*rd_rod_z - cse93*rd_slider_z + cse95*rd_rod_x - cse95*rd_slider_x - cse96*rd_rod_y + cse96*rd_slider_y - ed_rod_0*(cse101*e_rod_1 - cse102*e_rod_1 - cse25*rd_rod_z + cse25*rd_slider_z + cse74*e_rod_2 - cse79*ed_rod_3 - cse83 + cse97*ed_rod_2 + ed_rod_0*(-cse103 - cse65) + ed_rod_1*(-cse104 - cse105)) - ed_rod_1*(cse101*e_rod_0 - cse102*e_rod_0 - cse106*ed_rod_1 + cse107*ed_rod_3 - cse72*ed_rod_2 - cse77 + cse78 + ed_rod_0*(-cse105 - cse86*e_rod_3)) - ed_rod_2*(cse100*ed_rod_3 - cse101*e_rod_3 - cse65*ed_rod_2 - cse73 - cse76 + cse97*ed_rod_0 + 2*e_rod_3*rd_slider_y) - ed_rod_3*(cse100*ed_rod_2 - cse101*e_rod_2 + cse102*e_rod_2 + cse107*ed_rod_1 - cse32*rd_rod_z + cse32*rd_slider_z + cse92 + ed_rod_3*(-cse103 - cse106)),  # [10]
        4*cse108 + 4*cse109,  # [11]
        cse111 - cse113,  # [12]
        -ed_slider_0*(cse102*e_slider_3 + cse125*ed_slider_0 + cse127 + cse128 + cse99*ed_slider_3) - ed_slider_1*(cse102*e_slider_2 + cse125*ed_slider_1 + cse129 + cse130 + cse99*ed_slider_2) - ed_slider_2*(-cse116 + 2*e_slider_1*rd_slider_y + 2*ed_slider_1*r_slider_y) - ed_slider_3*(cse102*e_slider_0 + cse117 + cse99*ed_slider_0) - rd_slider_x*(cse114 + cse20*ed_slider_1) - rd_slider_y*(cse119 + cse121 + cse124) - rd_slider_z*(-cse120*ed_slider_0 - cse122*ed_slider_2 + 2*e_slider_1*ed_slider_3 + 2*e_slider_3*ed_slider_1),  # [13]
        -ed_slider_0*(-cse117 + cse131*ed_slider_3 - cse133 - cse80*ed_slider_0 + 2*e_slider_3*rd_slider_x) - ed_slider_1*(-cse116 + cse132*ed_slider_2 - cse74*e_slider_2) - ed_slider_2*(-cse130 + cse132*ed_slider_1 - cse134 - cse74*e_slider_1 - cse80*ed_slider_2) - ed_slider_3*(cse128 + cse131*ed_slider_0 + cse74*e_slider_0) - rd_slider_x*(-cse119 - cse121 + cse124) - rd_slider_y*(-cse114 - cse13*ed_slider_2) - rd_slider_z*(-cse118*ed_slider_0 - cse120*ed_slider_3 - cse122*ed_slider_1 - cse123*ed_slider_2),  # [14]
        cse111 + cse113,  # [15]
        cse135*rd_rod_z - cse135*rd_slider_z + cse136*rd_rod_x - cse136*rd_slider_x - cse139*rd_rod_y + cse139*rd_slider_y - ed_rod_0*(cse160*ed_rod_2 + cse161*rd_rod_x - cse161*rd_slider_x + cse166*ed_rod_3 + cse169*ed_slider_1 + cse176*ed_slider_2 - cse180*rd_rod_z + cse180*rd_slider_z + cse181*rd_rod_y - cse181*rd_slider_y + cse183*ed_slider_0 + cse184*ed_slider_3 + 0.72*cse48*ed_rod_1 + ed_rod_0*(cse185 + 1.08*cse34 + 0.36*cse88)) - ed_rod_1*(cse140*rd_rod_x - cse140*rd_slider_x + cse154*ed_rod_2 + cse167*ed_rod_3 + cse170*ed_slider_1 + cse177*ed_slider_2 + cse180*rd_rod_y - cse180*rd_slider_y + cse181*rd_rod_z - cse181*rd_slider_z + cse187*ed_slider_0 + cse188*ed_slider_3 + 0.72*cse91 + ed_rod_1*(cse185 + 0.36*cse34 + 1.08*cse88)) - ed_rod_2*(-cse137*rd_rod_z + cse137*rd_slider_z + cse138*rd_rod_y - cse138*rd_slider_y + cse140*cse141 - cse140*cse142 + cse146*ed_slider_0 + cse150*ed_slider_3 + cse151*ed_rod_2 + cse154*ed_rod_1 + cse160*ed_rod_0) - ed_rod_3*(cse137*rd_rod_y - cse137*rd_slider_y + cse138*rd_rod_z - cse138*rd_slider_z + cse141*cse161 - cse142*cse161 + cse151*ed_rod_3 + cse163*ed_slider_0 + cse165*ed_slider_3 + cse166*ed_rod_0 + cse167*ed_rod_1) - ed_slider_0*(-cse13*rd_rod_x + cse13*rd_slider_x + cse146*ed_rod_2 - cse15*rd_rod_z + cse15*rd_slider_z + cse163*ed_rod_3 + cse173*ed_slider_1 + cse179*ed_slider_2 + cse183*ed_rod_0 + cse187*ed_rod_1 + cse189*ed_slider_3 + cse20*rd_rod_y - cse20*rd_slider_y + ed_slider_0*(cse190 + 48*cse22 + 16*cse23)) - ed_slider_1*(-cse11*rd_rod_x + cse11*rd_slider_x + cse126*rd_rod_y - cse133 + cse161*cse38 + cse168*e_slider_0 + cse169*ed_rod_0 + cse170*ed_rod_1 + cse171*ed_slider_1 + cse173*ed_slider_0 + cse175*ed_slider_3) - ed_slider_2*(-cse11*rd_rod_y + cse11*rd_slider_y - cse126*rd_rod_x + cse127 - cse161*e_slider_3*ed_rod_3 - cse168*e_slider_3 + cse171*ed_slider_2 + cse176*ed_rod_0 + cse177*ed_rod_1 + cse178*ed_slider_3 + cse179*ed_slider_0) - ed_slider_3*(cse129 - cse13*rd_rod_y + cse134 + cse150*ed_rod_2 + cse165*ed_rod_3 + cse175*ed_slider_1 + cse178*ed_slider_2 - cse18*rd_rod_z + cse18*rd_slider_z + cse184*ed_rod_0 + cse188*ed_rod_1 + cse189*ed_slider_0 - cse20*rd_rod_x + ed_slider_3*(cse190 + 16*cse22 + 48*cse23)),  # [16]
        -math.pi*cse0*cse192*e_crank_2 + 4*cse192*cse196*(-2*e_crank_0**2 - 2*e_crank_2**2 + 1) - cse195*ed_crank_1 + 4*cse196*cse197*(2*e_crank_0*e_crank_1 + 2*e_crank_2*e_crank_3) - cse200*ed_crank_0 - cse201*ed_crank_2 - ed_crank_0*(-cse193*ed_crank_0 + cse198*ed_crank_1 + cse200) - ed_crank_1*(cse195 + cse198*ed_crank_0) - ed_crank_2*(-cse1*cse192 + cse198*ed_crank_3 + cse201) - ed_crank_3*(cse194*e_crank_2 + cse198*ed_crank_2),  # [17]
        -cse7 - cse8 - ed_crank_1**2 - ed_crank_3**2,  # [18]
        -cse3 - cse4 - ed_rod_2**2 - ed_rod_3**2,  # [19]
        -cse108 - cse109 - ed_slider_2**2 - ed_slider_3**2,  # [20]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (21).
        p: parameters (0).

    Returns:
        ndarray of shape (21, 21), 57 nonzero.
    """
    # 115 operations after common subexpression elimination
    (
        _, _, _, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, _,
        _, _, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, _, _,
        _, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = e_crank_2**2
    cse1 = e_crank_1**2
    cse2 = e_crank_3**2
    cse3 = 0.0004*cse1 + 0.0004*cse2
    cse4 = 0.0004*e_crank_0
    cse5 = -cse4*e_crank_1 - 0.00036*e_crank_2*e_crank_3
    cse6 = -4e-05*e_crank_0*e_crank_2
    cse7 = -cse4*e_crank_3 + 0.00036*e_crank_1*e_crank_2
    cse8 = e_crank_0**2
    cse9 = 0.0004*cse0 + 0.0004*cse8
    cse10 = 0.00036*e_crank_0
    cse11 = 0.0004*e_crank_2
    cse12 = cse10*e_crank_3 - cse11*e_crank_1
    cse13 = -4e-05*e_crank_1*e_crank_3
    cse14 = -cse10*e_crank_1 - cse11*e_crank_3
    cse15 = e_rod_2**2
    cse16 = e_rod_1**2
    cse17 = e_rod_3**2
    cse18 = 0.016*cse16 + 0.016*cse17
    cse19 = 0.016*e_rod_0
    cse20 = -cse19*e_rod_1 - 0.0144*e_rod_2*e_rod_3
    cse21 = -0.0016*e_rod_0*e_rod_2
    cse22 = -cse19*e_rod_3 + 0.0144*e_rod_1*e_rod_2
    cse23 = e_rod_0**2
    cse24 = 0.016*cse15 + 0.016*cse23
    cse25 = 0.0144*e_rod_0
    cse26 = 0.016*e_rod_2
    cse27 = cse25*e_rod_3 - cse26*e_rod_1
    cse28 = -0.0016*e_rod_1*e_rod_3
    cse29 = -cse25*e_rod_1 - cse26*e_rod_3
    cse30 = 0.0004*e_slider_1**2
    cse31 = 0.0004*e_slider_2**2
    cse32 = 0.0004*e_slider_3**2
    cse33 = cse31 + cse32
    cse34 = 0.0004*e_slider_0
    cse35 = -cse34*e_slider_1
    cse36 = -cse34*e_slider_2
    cse37 = -cse34*e_slider_3
    cse38 = 0.0004*e_slider_0**2
    cse39 = 0.0004*e_slider_1
    cse40 = -cse39*e_slider_2
    cse41 = -cse39*e_slider_3
    cse42 = cse30 + cse38
    cse43 = -0.0004*e_slider_2*e_slider_3
    out = np.zeros((21, 21))
    out[_M_INDEX] = (
        0.12,  # [0, 0]
        0.12,  # [1, 1]
        0.12,  # [2, 2]
        4e-05*cse0 + cse3,  # [3, 3]
        cse5,  # [3, 4]
        cse6,  # [3, 5]
        cse7,  # [3, 6]
        cse5,  # [4, 3]
        4e-05*cse2 + cse9,  # [4, 4]
        cse12,  # [4, 5]
        cse13,  # [4, 6]
        cse6,  # [5, 3]
        cse12,  # [5, 4]
        cse3 + 4e-05*cse8,  # [5, 5]
        cse14,  # [5, 6]
        cse7,  # [6, 3]
        cse13,  # [6, 4]
        cse14,  # [6, 5]
        4e-05*cse1 + cse9,  # [6, 6]
        0.5,  # [7, 7]
        0.5,  # [8, 8]
        0.5,  # [9, 9]
        0.0016*cse15 + cse18,  # [10, 10]
        cse20,  # [10, 11]
        cse21,  # [10, 12]
        cse22,  # [10, 13]
        cse20,  # [11, 10]
        0.0016*cse17 + cse24,  # [11, 11]
        cse27,  # [11, 12]
        cse28,  # [11, 13]
        cse21,  # [12, 10]
        cse27,  # [12, 11]
        cse18 + 0.0016*cse23,  # [12, 12]
        cse29,  # [12, 13]
        cse22,  # [13, 10]
        cse28,  # [13, 11]
        cse29,  # [13, 12]
        0.0016*cse16 + cse24,  # [13, 13]
        2.0,  # [14, 14]
        2.0,  # [15, 15]
        2.0,  # [16, 16]
        cse30 + cse33,  # [17, 17]
        cse35,  # [17, 18]
        cse36,  # [17, 19]
        cse37,  # [17, 20]
        cse35,  # [18, 17]
        cse33 + cse38,  # [18, 18]
        cse40,  # [18, 19]
        cse41,  # [18, 20]
        cse36,  # [19, 17]
        cse40,  # [19, 18]
        cse32 + cse42,  # [19, 19]
        cse43,  # [19, 20]
        cse37,  # [20, 17]
        cse41,  # [20, 18]
        cse43,  # [20, 19]
        cse31 + cse42,  # [20, 20]
    )
    return out



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21,), 15 nonzero.
    """
    # 308 operations after common subexpression elimination
    (
        _, _, _, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, _,
        _, _, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, _, _,
        _, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_crank_0,
        ed_crank_1, ed_crank_2, ed_crank_3, _,
        _, _, ed_rod_0, ed_rod_1,
        ed_rod_2, ed_rod_3, _, _,
        _, ed_slider_0, ed_slider_1, ed_slider_2,
        ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 0.0002*ed_crank_2
    cse1 = 0.0002*ed_crank_3
    cse2 = cse0*e_crank_0 + cse1*e_crank_1 - 0.0002*e_crank_2*ed_crank_0 - 0.0002*e_crank_3*ed_crank_1
    cse3 = 2*ed_crank_3
    cse4 = 2*ed_crank_2
    cse5 = 2*ed_crank_1
    cse6 = 2*ed_crank_0
    cse7 = cse3*e_crank_0 - cse4*e_crank_1 + cse5*e_crank_2 - cse6*e_crank_3
    cse8 = 2e-05*ed_crank_1
    cse9 = 2e-05*e_crank_3
    cse10 = cse3*e_crank_1 + cse4*e_crank_0 - cse5*e_crank_3 - cse6*e_crank_2
    cse11 = 2*cse10*(cse8*e_crank_2 - cse9*ed_crank_0 + 2e-05*e_crank_0*ed_crank_3 - 2e-05*e_crank_1*ed_crank_2) - 2*cse2*cse7
    cse12 = 0.0002*ed_crank_1
    cse13 = -cse3*e_crank_2 + cse4*e_crank_3 + cse5*e_crank_0 - cse6*e_crank_1
    cse14 = 2*cse13*(-cse1*e_crank_0 - cse12*e_crank_2 + 0.0002*e_crank_1*ed_crank_2 + 0.0002*e_crank_3*ed_crank_0) + 2*cse7*(cse0*e_crank_3 - cse1*e_crank_2 + cse12*e_crank_0 - 0.0002*e_crank_1*ed_crank_0)
    cse15 = 2*cse10*(-cse8*e_crank_0 - cse9*ed_crank_2 + 2e-05*e_crank_1*ed_crank_0 + 2e-05*e_crank_2*ed_crank_3) + 2*cse13*cse2
    cse16 = 0.008*ed_rod_2
    cse17 = 0.008*ed_rod_3
    cse18 = cse16*e_rod_0 + cse17*e_rod_1 - 0.008*e_rod_2*ed_rod_0 - 0.008*e_rod_3*ed_rod_1
    cse19 = 2*ed_rod_3
    cse20 = 2*ed_rod_2
    cse21 = 2*ed_rod_1
    cse22 = 2*ed_rod_0
    cse23 = cse19*e_rod_0 - cse20*e_rod_1 + cse21*e_rod_2 - cse22*e_rod_3
    cse24 = 0.0008*ed_rod_1
    cse25 = 0.0008*e_rod_3
    cse26 = cse19*e_rod_1 + cse20*e_rod_0 - cse21*e_rod_3 - cse22*e_rod_2
    cse27 = -2*cse18*cse23 + 2*cse26*(cse24*e_rod_2 - cse25*ed_rod_0 + 0.0008*e_rod_0*ed_rod_3 - 0.0008*e_rod_1*ed_rod_2)
    cse28 = 0.008*ed_rod_1
    cse29 = -cse19*e_rod_2 + cse20*e_rod_3 + cse21*e_rod_0 - cse22*e_rod_1
    cse30 = 2*cse23*(cse16*e_rod_3 - cse17*e_rod_2 + cse28*e_rod_0 - 0.008*e_rod_1*ed_rod_0) + 2*cse29*(-cse17*e_rod_0 - cse28*e_rod_2 + 0.008*e_rod_1*ed_rod_2 + 0.008*e_rod_3*ed_rod_0)
    cse31 = 2*cse18*cse29 + 2*cse26*(-cse24*e_rod_0 - cse25*ed_rod_2 + 0.0008*e_rod_1*ed_rod_0 + 0.0008*e_rod_2*ed_rod_3)
    cse32 = 0.0002*e_slider_0
    cse33 = 0.0002*e_slider_1
    cse34 = cse32*ed_slider_2 + cse33*ed_slider_3 - 0.0002*e_slider_2*ed_slider_0 - 0.0002*e_slider_3*ed_slider_1
    cse35 = 2*ed_slider_3
    cse36 = 2*ed_slider_2
    cse37 = 2*ed_slider_1
    cse38 = 2*ed_slider_0
    cse39 = cse35*e_slider_0 - cse36*e_slider_1 + cse37*e_slider_2 - cse38*e_slider_3
    cse40 = 0.0002*e_slider_2
    cse41 = 0.0002*e_slider_3
    cse42 = cse32*ed_slider_3 - cse33*ed_slider_2 + cse40*ed_slider_1 - cse41*ed_slider_0
    cse43 = cse35*e_slider_1 + cse36*e_slider_0 - cse37*e_slider_3 - cse38*e_slider_2
    cse44 = -2*cse34*cse39 + 2*cse42*cse43
    cse45 = cse32*ed_slider_1 - cse33*ed_slider_0 - cse40*ed_slider_3 + cse41*ed_slider_2
    cse46 = -cse35*e_slider_2 + cse36*e_slider_3 + cse37*e_slider_0 - cse38*e_slider_1
    cse47 = 2*cse39*cse45 - 2*cse42*cse46
    cse48 = 2*cse34*cse46 - 2*cse43*cse45
    out = np.zeros(21)
    out[_Q_INDEX] = (
        -1.1772,  # [2]
        -cse11*e_crank_1 - cse14*e_crank_2 - cse15*e_crank_3,  # [3]
        cse11*e_crank_0 - cse14*e_crank_3 + cse15*e_crank_2,  # [4]
        cse11*e_crank_3 + cse14*e_crank_0 - cse15*e_crank_1,  # [5]
        -cse11*e_crank_2 + cse14*e_crank_1 + cse15*e_crank_0,  # [6]
        -4.905,  # [9]
        -cse27*e_rod_1 - cse30*e_rod_2 - cse31*e_rod_3,  # [10]
        cse27*e_rod_0 - cse30*e_rod_3 + cse31*e_rod_2,  # [11]
        cse27*e_rod_3 + cse30*e_rod_0 - cse31*e_rod_1,  # [12]
        -cse27*e_rod_2 + cse30*e_rod_1 + cse31*e_rod_0,  # [13]
        -19.62,  # [16]
        -cse44*e_slider_1 - cse47*e_slider_2 - cse48*e_slider_3,  # [17]
        cse44*e_slider_0 - cse47*e_slider_3 + cse48*e_slider_2,  # [18]
        cse44*e_slider_3 + cse47*e_slider_0 - cse48*e_slider_1,  # [19]
        -cse44*e_slider_2 + cse47*e_slider_1 + cse48*e_slider_0,  # [20]
    )
    return out



def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21, 21), 48 nonzero.
    """
    # 823 operations after common subexpression elimination
    (
        _, _, _, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, _,
        _, _, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, _, _,
        _, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_crank_0,
        ed_crank_1, ed_crank_2, ed_crank_3, _,
        _, _, ed_rod_0, ed_rod_1,
        ed_rod_2, ed_rod_3, _, _,
        _, ed_slider_0, ed_slider_1, ed_slider_2,
        ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2e-05*ed_crank_3
    cse1 = e_crank_1*ed_crank_2
    cse2 = e_crank_2*ed_crank_1
    cse3 = e_crank_3*ed_crank_0
    cse4 = cse0*e_crank_0 - 2e-05*cse1 + 2e-05*cse2 - 2e-05*cse3
    cse5 = 2*ed_crank_2
    cse6 = 0.0002*ed_crank_2
    cse7 = e_crank_1*ed_crank_3
    cse8 = cse6*e_crank_0 + 0.0002*cse7 - 0.0002*e_crank_2*ed_crank_0 - 0.0002*e_crank_3*ed_crank_1
    cse9 = -cse8
    cse10 = 2*ed_crank_3
    cse11 = -2*cse1 + cse10*e_crank_0 + 2*cse2 - 2*cse3
    cse12 = cse11*cse6
    cse13 = cse5*e_crank_0 + 2*cse7 - 2*e_crank_2*ed_crank_0 - 2*e_crank_3*ed_crank_1
    cse14 = cse0*cse13 + cse10*cse9 - cse12 + cse4*cse5
    cse15 = 2*e_crank_1
    cse16 = 0.0002*e_crank_0
    cse17 = -cse16*ed_crank_3 - 0.0002*cse2 + 0.0002*e_crank_1*ed_crank_2 + 0.0002*e_crank_3*ed_crank_0
    cse18 = 2*ed_crank_1
    cse19 = 0.0002*ed_crank_3
    cse20 = cse16*ed_crank_1 - cse19*e_crank_2 + cse6*e_crank_3 - 0.0002*e_crank_1*ed_crank_0
    cse21 = 0.0002*cse11
    cse22 = -cse10*e_crank_2 - cse15*ed_crank_0 + cse18*e_crank_0 + cse5*e_crank_3
    cse23 = cse19*cse22
    cse24 = cse10*cse20 + cse17*cse18 + cse21*ed_crank_1 - cse23
    cse25 = 2*e_crank_2
    cse26 = 2e-05*ed_crank_1
    cse27 = 2e-05*ed_crank_2
    cse28 = -cse26*e_crank_0 - cse27*e_crank_3 + 2e-05*e_crank_1*ed_crank_0 + 2e-05*e_crank_2*ed_crank_3
    cse29 = cse13*cse26
    cse30 = cse18*cse8 + cse22*cse6 + cse28*cse5 - cse29
    cse31 = 2*e_crank_3
    cse32 = cse13*cse27
    cse33 = cse11*cse19
    cse34 = -cse32 - cse33 + 2*cse4*ed_crank_3 - cse5*cse9
    cse35 = 2*ed_crank_0
    cse36 = cse21*ed_crank_0
    cse37 = -cse17*cse35 - cse20*cse5 + 0.0002*cse22*ed_crank_2 - cse36
    cse38 = 2e-05*cse13*ed_crank_0
    cse39 = cse10*cse28 + cse23 - cse35*cse8 + cse38
    cse40 = 2*cse11
    cse41 = 2*cse13
    cse42 = cse4*cse41 + cse40*cse9
    cse43 = cse18*cse9 + cse29 - cse35*cse4 + cse36
    cse44 = 0.0002*cse22
    cse45 = cse44*ed_crank_1
    cse46 = -cse10*cse17 + 2*cse20*ed_crank_1 - cse33 - cse45
    cse47 = cse44*ed_crank_0
    cse48 = -cse10*cse8 + 2e-05*cse13*ed_crank_3 - cse28*cse35 - cse47
    cse49 = 2*cse22
    cse50 = cse17*cse49 + cse20*cse40
    cse51 = 0.0002*cse11*ed_crank_1 - cse18*cse4 - cse35*cse9 - cse38
    cse52 = cse12 + cse17*cse5 - cse20*cse35 + cse47
    cse53 = -cse18*cse28 - cse32 - cse45 + 2*cse8*ed_crank_2
    cse54 = cse28*cse41 + cse49*cse8
    cse55 = 2*e_crank_0
    cse56 = 0.0008*ed_rod_3
    cse57 = e_rod_1*ed_rod_2
    cse58 = e_rod_2*ed_rod_1
    cse59 = e_rod_3*ed_rod_0
    cse60 = cse56*e_rod_0 - 0.0008*cse57 + 0.0008*cse58 - 0.0008*cse59
    cse61 = 2*ed_rod_2
    cse62 = 0.008*ed_rod_2
    cse63 = e_rod_1*ed_rod_3
    cse64 = cse62*e_rod_0 + 0.008*cse63 - 0.008*e_rod_2*ed_rod_0 - 0.008*e_rod_3*ed_rod_1
    cse65 = -cse64
    cse66 = 2*ed_rod_3
    cse67 = -2*cse57 + 2*cse58 - 2*cse59 + cse66*e_rod_0
    cse68 = cse62*cse67
    cse69 = cse61*e_rod_0 + 2*cse63 - 2*e_rod_2*ed_rod_0 - 2*e_rod_3*ed_rod_1
    cse70 = cse56*cse69 + cse60*cse61 + cse65*cse66 - cse68
    cse71 = 2*e_rod_1
    cse72 = 0.008*e_rod_0
    cse73 = -0.008*cse58 - cse72*ed_rod_3 + 0.008*e_rod_1*ed_rod_2 + 0.008*e_rod_3*ed_rod_0
    cse74 = 2*ed_rod_1
    cse75 = 0.008*ed_rod_3
    cse76 = cse62*e_rod_3 + cse72*ed_rod_1 - cse75*e_rod_2 - 0.008*e_rod_1*ed_rod_0
    cse77 = 0.008*cse67
    cse78 = cse61*e_rod_3 - cse66*e_rod_2 - cse71*ed_rod_0 + cse74*e_rod_0
    cse79 = cse75*cse78
    cse80 = cse66*cse76 + cse73*cse74 + cse77*ed_rod_1 - cse79
    cse81 = 2*e_rod_2
    cse82 = 0.0008*ed_rod_1
    cse83 = 0.0008*ed_rod_2
    cse84 = -cse82*e_rod_0 - cse83*e_rod_3 + 0.0008*e_rod_1*ed_rod_0 + 0.0008*e_rod_2*ed_rod_3
    cse85 = cse69*cse82
    cse86 = cse61*cse84 + cse62*cse78 + cse64*cse74 - cse85
    cse87 = 2*e_rod_3
    cse88 = cse69*cse83
    cse89 = cse67*cse75
    cse90 = 2*cse60*ed_rod_3 - cse61*cse65 - cse88 - cse89
    cse91 = 2*ed_rod_0
    cse92 = cse77*ed_rod_0
    cse93 = -cse61*cse76 - cse73*cse91 + 0.008*cse78*ed_rod_2 - cse92
    cse94 = 0.0008*cse69*ed_rod_0
    cse95 = -cse64*cse91 + cse66*cse84 + cse79 + cse94
    cse96 = 2*cse67
    cse97 = 2*cse69
    cse98 = cse60*cse97 + cse65*cse96
    cse99 = -cse60*cse91 + cse65*cse74 + cse85 + cse92
    cse100 = 0.008*cse78
    cse101 = cse100*ed_rod_1
    cse102 = -cse101 - cse66*cse73 + 2*cse76*ed_rod_1 - cse89
    cse103 = cse100*ed_rod_0
    cse104 = -cse103 - cse64*cse66 + 0.0008*cse69*ed_rod_3 - cse84*cse91
    cse105 = 2*cse78
    cse106 = cse105*cse73 + cse76*cse96
    cse107 = -cse60*cse74 - cse65*cse91 + 0.008*cse67*ed_rod_1 - cse94
    cse108 = cse103 + cse61*cse73 + cse68 - cse76*cse91
    cse109 = -cse101 + 2*cse64*ed_rod_2 - cse74*cse84 - cse88
    cse110 = cse105*cse64 + cse84*cse97
    cse111 = 2*e_rod_0
    cse112 = 0.0002*e_slider_0
    cse113 = 0.0002*e_slider_1
    cse114 = 0.0002*e_slider_2
    cse115 = 0.0002*e_slider_3
    cse116 = cse112*ed_slider_3 - cse113*ed_slider_2 + cse114*ed_slider_1 - cse115*ed_slider_0
    cse117 = 2*ed_slider_2
    cse118 = cse112*ed_slider_2 + cse113*ed_slider_3 - 0.0002*e_slider_2*ed_slider_0 - 0.0002*e_slider_3*ed_slider_1
    cse119 = -cse118
    cse120 = 2*ed_slider_3
    cse121 = 2*ed_slider_1
    cse122 = 2*ed_slider_0
    cse123 = -cse117*e_slider_1 + cse120*e_slider_0 + cse121*e_slider_2 - cse122*e_slider_3
    cse124 = 0.0002*cse123
    cse125 = cse124*ed_slider_2
    cse126 = cse117*e_slider_0 + cse120*e_slider_1 - cse121*e_slider_3 - cse122*e_slider_2
    cse127 = 0.0002*ed_slider_3
    cse128 = cse116*cse117 + cse119*cse120 - cse125 + cse126*cse127
    cse129 = 2*e_slider_1
    cse130 = -cse116
    cse131 = cse112*ed_slider_1 - cse113*ed_slider_0 - cse114*ed_slider_3 + cse115*ed_slider_2
    cse132 = cse117*e_slider_3 - cse120*e_slider_2 + cse121*e_slider_0 - cse122*e_slider_1
    cse133 = cse127*cse132
    cse134 = cse120*cse131 + cse121*cse130 + cse124*ed_slider_1 - cse133
    cse135 = 2*e_slider_2
    cse136 = -cse131
    cse137 = 0.0002*cse126
    cse138 = cse137*ed_slider_1
    cse139 = 0.0002*ed_slider_2
    cse140 = cse117*cse136 + cse118*cse121 + cse132*cse139 - cse138
    cse141 = 2*e_slider_3
    cse142 = cse126*cse139
    cse143 = cse123*cse127
    cse144 = 2*cse116*ed_slider_3 - cse117*cse119 - cse142 - cse143
    cse145 = cse124*ed_slider_0
    cse146 = -cse117*cse131 - cse122*cse130 + 0.0002*cse132*ed_slider_2 - cse145
    cse147 = cse137*ed_slider_0
    cse148 = -cse118*cse122 + cse120*cse136 + cse133 + cse147
    cse149 = 2*cse123
    cse150 = 2*cse126
    cse151 = cse116*cse150 + cse119*cse149
    cse152 = -cse116*cse122 + cse119*cse121 + cse138 + cse145
    cse153 = 0.0002*cse132
    cse154 = cse153*ed_slider_1
    cse155 = -cse120*cse130 + 2*cse131*ed_slider_1 - cse143 - cse154
    cse156 = cse153*ed_slider_0
    cse157 = -cse118*cse120 - cse122*cse136 + 0.0002*cse126*ed_slider_3 - cse156
    cse158 = 2*cse132
    cse159 = cse130*cse158 + cse131*cse149
    cse160 = -cse116*cse121 - cse119*cse122 + 0.0002*cse123*ed_slider_1 - cse147
    cse161 = cse117*cse130 - cse122*cse131 + cse125 + cse156
    cse162 = 2*cse118*ed_slider_2 - cse121*cse136 - cse142 - cse154
    cse163 = cse118*cse158 + cse136*cse150
    cse164 = 2*e_slider_0
    out = np.zeros((21, 21))
    out[_Q_q_INDEX] = (
        -cse14*cse15 - cse24*cse25 - cse30*cse31,  # [3, 3]
        -cse15*cse34 - cse25*cse37 - cse31*cse39 - cse42,  # [3, 4]
        -cse15*cse43 - cse25*cse46 - cse31*cse48 - cse50,  # [3, 5]
        -cse15*cse51 - cse25*cse52 - cse31*cse53 - cse54,  # [3, 6]
        cse14*cse55 - cse24*cse31 + cse25*cse30 + cse42,  # [4, 3]
        cse25*cse39 - cse31*cse37 + cse34*cse55,  # [4, 4]
        cse25*cse48 - cse31*cse46 + cse43*cse55 + cse54,  # [4, 5]
        -cse31*cse52 - cse50 + 2*cse51*e_crank_0 + 2*cse53*e_crank_2,  # [4, 6]
        cse14*cse31 - cse15*cse30 + cse24*cse55 + cse50,  # [5, 3]
        -cse15*cse39 + 2*cse34*e_crank_3 + 2*cse37*e_crank_0 - cse54,  # [5, 4]
        -cse15*cse48 + cse31*cse43 + cse46*cse55,  # [5, 5]
        -cse15*cse53 + cse31*cse51 + cse42 + cse52*cse55,  # [5, 6]
        -cse14*cse25 + cse15*cse24 + cse30*cse55 + cse54,  # [6, 3]
        cse15*cse37 - cse25*cse34 + cse39*cse55 + cse50,  # [6, 4]
        -cse25*cse43 - cse42 + 2*cse46*e_crank_1 + 2*cse48*e_crank_0,  # [6, 5]
        cse15*cse52 - cse25*cse51 + cse53*cse55,  # [6, 6]
        -cse70*cse71 - cse80*cse81 - cse86*cse87,  # [10, 10]
        -cse71*cse90 - cse81*cse93 - cse87*cse95 - cse98,  # [10, 11]
        -cse102*cse81 - cse104*cse87 - cse106 - cse71*cse99,  # [10, 12]
        -cse107*cse71 - cse108*cse81 - cse109*cse87 - cse110,  # [10, 13]
        cse111*cse70 - cse80*cse87 + cse81*cse86 + cse98,  # [11, 10]
        cse111*cse90 + cse81*cse95 - cse87*cse93,  # [11, 11]
        -cse102*cse87 + cse104*cse81 + cse110 + cse111*cse99,  # [11, 12]
        -cse106 + 2*cse107*e_rod_0 - cse108*cse87 + 2*cse109*e_rod_2,  # [11, 13]
        cse106 + cse111*cse80 + cse70*cse87 - cse71*cse86,  # [12, 10]
        -cse110 - cse71*cse95 + 2*cse90*e_rod_3 + 2*cse93*e_rod_0,  # [12, 11]
        cse102*cse111 - cse104*cse71 + cse87*cse99,  # [12, 12]
        cse107*cse87 + cse108*cse111 - cse109*cse71 + cse98,  # [12, 13]
        cse110 + cse111*cse86 - cse70*cse81 + cse71*cse80,  # [13, 10]
        cse106 + cse111*cse95 + cse71*cse93 - cse81*cse90,  # [13, 11]
        2*cse102*e_rod_1 + 2*cse104*e_rod_0 - cse81*cse99 - cse98,  # [13, 12]
        -cse107*cse81 + cse108*cse71 + cse109*cse111,  # [13, 13]
        -cse128*cse129 - cse134*cse135 - cse140*cse141,  # [17, 17]
        -cse129*cse144 - cse135*cse146 - cse141*cse148 - cse151,  # [17, 18]
        -cse129*cse152 - cse135*cse155 - cse141*cse157 - cse159,  # [17, 19]
        -cse129*cse160 - cse135*cse161 - cse141*cse162 - cse163,  # [17, 20]
        cse128*cse164 - cse134*cse141 + cse135*cse140 + cse151,  # [18, 17]
        cse135*cse148 - cse141*cse146 + cse144*cse164,  # [18, 18]
        cse135*cse157 - cse141*cse155 + cse152*cse164 + cse163,  # [18, 19]
        -cse141*cse161 - cse159 + 2*cse160*e_slider_0 + 2*cse162*e_slider_2,  # [18, 20]
        cse128*cse141 - cse129*cse140 + cse134*cse164 + cse159,  # [19, 17]
        -cse129*cse148 + 2*cse144*e_slider_3 + 2*cse146*e_slider_0 - cse163,  # [19, 18]
        -cse129*cse157 + cse141*cse152 + cse155*cse164,  # [19, 19]
        -cse129*cse162 + cse141*cse160 + cse151 + cse161*cse164,  # [19, 20]
        -cse128*cse135 + cse129*cse134 + cse140*cse164 + cse163,  # [20, 17]
        cse129*cse146 - cse135*cse144 + cse148*cse164 + cse159,  # [20, 18]
        -cse135*cse152 - cse151 + 2*cse155*e_slider_1 + 2*cse157*e_slider_0,  # [20, 19]
        cse129*cse161 - cse135*cse160 + cse162*cse164,  # [20, 20]
    )
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21, 21), 48 nonzero.
    """
    # 700 operations after common subexpression elimination
    (
        _, _, _, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, _,
        _, _, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, _, _,
        _, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_crank_0,
        ed_crank_1, ed_crank_2, ed_crank_3, _,
        _, _, ed_rod_0, ed_rod_1,
        ed_rod_2, ed_rod_3, _, _,
        _, ed_slider_0, ed_slider_1, ed_slider_2,
        ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = e_crank_0*ed_crank_3
    cse1 = e_crank_1*ed_crank_2
    cse2 = e_crank_2*ed_crank_1
    cse3 = e_crank_3*ed_crank_0
    cse4 = 2e-05*cse0 - 2e-05*cse1 + 2e-05*cse2 - 2e-05*cse3
    cse5 = 2*e_crank_2
    cse6 = e_crank_0*ed_crank_2
    cse7 = e_crank_1*ed_crank_3
    cse8 = 0.0002*cse6 + 0.0002*cse7 - 0.0002*e_crank_2*ed_crank_0 - 0.0002*e_crank_3*ed_crank_1
    cse9 = -cse8
    cse10 = 2*e_crank_3
    cse11 = 2*cse0 - 2*cse1 + 2*cse2 - 2*cse3
    cse12 = 0.0002*e_crank_2
    cse13 = cse11*cse12
    cse14 = -cse5*ed_crank_0 + 2*cse6 + 2*cse7 - 2*e_crank_3*ed_crank_1
    cse15 = 2e-05*e_crank_3
    cse16 = cse14*cse15
    cse17 = -cse10*cse9 + cse13 - cse16 - cse4*cse5
    cse18 = 2*e_crank_1
    cse19 = -0.0002*cse0 - 0.0002*cse2 + 0.0002*e_crank_1*ed_crank_2 + 0.0002*e_crank_3*ed_crank_0
    cse20 = e_crank_0*ed_crank_1
    cse21 = 0.0002*e_crank_1
    cse22 = 0.0002*e_crank_3
    cse23 = -cse12*ed_crank_3 + 0.0002*cse20 - cse21*ed_crank_0 + cse22*ed_crank_2
    cse24 = cse11*cse21
    cse25 = cse10*ed_crank_2 - cse18*ed_crank_0 + 2*cse20 - cse5*ed_crank_3
    cse26 = cse22*cse25
    cse27 = -cse10*cse23 - cse18*cse19 - cse24 + cse26
    cse28 = -cse15*ed_crank_2 - 2e-05*cse20 + 2e-05*e_crank_1*ed_crank_0 + 2e-05*e_crank_2*ed_crank_3
    cse29 = 2e-05*cse14*e_crank_1
    cse30 = cse12*cse25
    cse31 = -cse18*cse8 - cse28*cse5 + cse29 - cse30
    cse32 = 2e-05*cse14*e_crank_2
    cse33 = cse11*cse22
    cse34 = -cse10*cse4 + cse32 + cse33 + cse5*cse9
    cse35 = 2*e_crank_0
    cse36 = 0.0002*e_crank_0
    cse37 = cse11*cse36
    cse38 = cse19*cse35 + cse23*cse5 - cse30 + cse37
    cse39 = 2e-05*cse14*e_crank_0
    cse40 = -cse10*cse28 - cse26 - cse39 + 2*cse8*e_crank_0
    cse41 = -cse18*cse9 - cse29 - cse37 + 2*cse4*e_crank_0
    cse42 = cse21*cse25
    cse43 = cse10*cse19 - cse18*cse23 + cse33 + cse42
    cse44 = cse25*cse36
    cse45 = cse10*cse8 - cse16 + cse28*cse35 + cse44
    cse46 = cse18*cse4 - cse24 + cse35*cse9 + cse39
    cse47 = -cse13 - cse19*cse5 + 2*cse23*e_crank_0 - cse44
    cse48 = cse18*cse28 + cse32 + cse42 - cse5*cse8
    cse49 = e_rod_0*ed_rod_3
    cse50 = e_rod_1*ed_rod_2
    cse51 = e_rod_2*ed_rod_1
    cse52 = e_rod_3*ed_rod_0
    cse53 = 0.0008*cse49 - 0.0008*cse50 + 0.0008*cse51 - 0.0008*cse52
    cse54 = 2*e_rod_2
    cse55 = e_rod_0*ed_rod_2
    cse56 = e_rod_1*ed_rod_3
    cse57 = 0.008*cse55 + 0.008*cse56 - 0.008*e_rod_2*ed_rod_0 - 0.008*e_rod_3*ed_rod_1
    cse58 = -cse57
    cse59 = 2*e_rod_3
    cse60 = 2*cse49 - 2*cse50 + 2*cse51 - 2*cse52
    cse61 = 0.008*e_rod_2
    cse62 = cse60*cse61
    cse63 = -cse54*ed_rod_0 + 2*cse55 + 2*cse56 - 2*e_rod_3*ed_rod_1
    cse64 = 0.0008*e_rod_3
    cse65 = cse63*cse64
    cse66 = -cse53*cse54 - cse58*cse59 + cse62 - cse65
    cse67 = 2*e_rod_1
    cse68 = -0.008*cse49 - 0.008*cse51 + 0.008*e_rod_1*ed_rod_2 + 0.008*e_rod_3*ed_rod_0
    cse69 = e_rod_0*ed_rod_1
    cse70 = 0.008*e_rod_1
    cse71 = 0.008*e_rod_3
    cse72 = -cse61*ed_rod_3 + 0.008*cse69 - cse70*ed_rod_0 + cse71*ed_rod_2
    cse73 = cse60*cse70
    cse74 = -cse54*ed_rod_3 + cse59*ed_rod_2 - cse67*ed_rod_0 + 2*cse69
    cse75 = cse71*cse74
    cse76 = -cse59*cse72 - cse67*cse68 - cse73 + cse75
    cse77 = -cse64*ed_rod_2 - 0.0008*cse69 + 0.0008*e_rod_1*ed_rod_0 + 0.0008*e_rod_2*ed_rod_3
    cse78 = 0.0008*cse63*e_rod_1
    cse79 = cse61*cse74
    cse80 = -cse54*cse77 - cse57*cse67 + cse78 - cse79
    cse81 = 0.0008*cse63*e_rod_2
    cse82 = cse60*cse71
    cse83 = -cse53*cse59 + cse54*cse58 + cse81 + cse82
    cse84 = 2*e_rod_0
    cse85 = 0.008*e_rod_0
    cse86 = cse60*cse85
    cse87 = cse54*cse72 + cse68*cse84 - cse79 + cse86
    cse88 = 0.0008*cse63*e_rod_0
    cse89 = 2*cse57*e_rod_0 - cse59*cse77 - cse75 - cse88
    cse90 = 2*cse53*e_rod_0 - cse58*cse67 - cse78 - cse86
    cse91 = cse70*cse74
    cse92 = cse59*cse68 - cse67*cse72 + cse82 + cse91
    cse93 = cse74*cse85
    cse94 = cse57*cse59 - cse65 + cse77*cse84 + cse93
    cse95 = cse53*cse67 + cse58*cse84 - cse73 + cse88
    cse96 = -cse54*cse68 - cse62 + 2*cse72*e_rod_0 - cse93
    cse97 = -cse54*cse57 + cse67*cse77 + cse81 + cse91
    cse98 = 0.0002*e_slider_0
    cse99 = 0.0002*e_slider_1
    cse100 = 0.0002*e_slider_2
    cse101 = 0.0002*e_slider_3
    cse102 = cse100*ed_slider_1 - cse101*ed_slider_0 + cse98*ed_slider_3 - cse99*ed_slider_2
    cse103 = 2*e_slider_2
    cse104 = cse98*ed_slider_2 + cse99*ed_slider_3 - 0.0002*e_slider_2*ed_slider_0 - 0.0002*e_slider_3*ed_slider_1
    cse105 = -cse104
    cse106 = 2*e_slider_3
    cse107 = 2*ed_slider_3
    cse108 = 2*ed_slider_2
    cse109 = cse103*ed_slider_1 - cse106*ed_slider_0 + cse107*e_slider_0 - cse108*e_slider_1
    cse110 = cse100*cse109
    cse111 = -cse103*ed_slider_0 - cse106*ed_slider_1 + cse107*e_slider_1 + cse108*e_slider_0
    cse112 = cse101*cse111
    cse113 = -cse102*cse103 - cse105*cse106 + cse110 - cse112
    cse114 = 2*e_slider_1
    cse115 = -cse102
    cse116 = -cse100*ed_slider_3 + cse101*ed_slider_2 + cse98*ed_slider_1 - cse99*ed_slider_0
    cse117 = cse109*cse99
    cse118 = 2*e_slider_0
    cse119 = -cse103*ed_slider_3 + cse106*ed_slider_2 - cse114*ed_slider_0 + cse118*ed_slider_1
    cse120 = cse101*cse119
    cse121 = -cse106*cse116 - cse114*cse115 - cse117 + cse120
    cse122 = -cse116
    cse123 = cse111*cse99
    cse124 = cse100*cse119
    cse125 = -cse103*cse122 - cse104*cse114 + cse123 - cse124
    cse126 = cse100*cse111
    cse127 = cse101*cse109
    cse128 = -cse102*cse106 + cse103*cse105 + cse126 + cse127
    cse129 = cse109*cse98
    cse130 = cse103*cse116 + cse115*cse118 - cse124 + cse129
    cse131 = cse111*cse98
    cse132 = 2*cse104*e_slider_0 - cse106*cse122 - cse120 - cse131
    cse133 = 2*cse102*e_slider_0 - cse105*cse114 - cse123 - cse129
    cse134 = cse119*cse99
    cse135 = cse106*cse115 - cse114*cse116 + cse127 + cse134
    cse136 = cse119*cse98
    cse137 = cse104*cse106 - cse112 + cse118*cse122 + cse136
    cse138 = cse102*cse114 + cse105*cse118 - cse117 + cse131
    cse139 = -cse103*cse115 - cse110 + 2*cse116*e_slider_0 - cse136
    cse140 = -cse103*cse104 + cse114*cse122 + cse126 + cse134
    out = np.zeros((21, 21))
    out[_Q_v_INDEX] = (
        -cse10*cse31 - cse17*cse18 - cse27*cse5,  # [3, 3]
        -cse10*cse40 - cse18*cse34 - cse38*cse5,  # [3, 4]
        -cse10*cse45 - cse18*cse41 - cse43*cse5,  # [3, 5]
        -cse10*cse48 - cse18*cse46 - cse47*cse5,  # [3, 6]
        -cse10*cse27 + cse17*cse35 + cse31*cse5,  # [4, 3]
        -cse10*cse38 + cse34*cse35 + cse40*cse5,  # [4, 4]
        -cse10*cse43 + cse35*cse41 + cse45*cse5,  # [4, 5]
        -cse10*cse47 + cse35*cse46 + cse48*cse5,  # [4, 6]
        cse10*cse17 - cse18*cse31 + cse27*cse35,  # [5, 3]
        cse10*cse34 - cse18*cse40 + cse35*cse38,  # [5, 4]
        cse10*cse41 - cse18*cse45 + cse35*cse43,  # [5, 5]
        cse10*cse46 - cse18*cse48 + cse35*cse47,  # [5, 6]
        -cse17*cse5 + cse18*cse27 + cse31*cse35,  # [6, 3]
        cse18*cse38 - cse34*cse5 + cse35*cse40,  # [6, 4]
        cse18*cse43 + cse35*cse45 - cse41*cse5,  # [6, 5]
        cse18*cse47 + cse35*cse48 - cse46*cse5,  # [6, 6]
        -cse54*cse76 - cse59*cse80 - cse66*cse67,  # [10, 10]
        -cse54*cse87 - cse59*cse89 - cse67*cse83,  # [10, 11]
        -cse54*cse92 - cse59*cse94 - cse67*cse90,  # [10, 12]
        -cse54*cse96 - cse59*cse97 - cse67*cse95,  # [10, 13]
        cse54*cse80 - cse59*cse76 + cse66*cse84,  # [11, 10]
        cse54*cse89 - cse59*cse87 + cse83*cse84,  # [11, 11]
        cse54*cse94 - cse59*cse92 + cse84*cse90,  # [11, 12]
        cse54*cse97 - cse59*cse96 + cse84*cse95,  # [11, 13]
        cse59*cse66 - cse67*cse80 + cse76*cse84,  # [12, 10]
        cse59*cse83 - cse67*cse89 + cse84*cse87,  # [12, 11]
        cse59*cse90 - cse67*cse94 + cse84*cse92,  # [12, 12]
        cse59*cse95 - cse67*cse97 + cse84*cse96,  # [12, 13]
        -cse54*cse66 + cse67*cse76 + cse80*cse84,  # [13, 10]
        -cse54*cse83 + cse67*cse87 + cse84*cse89,  # [13, 11]
        -cse54*cse90 + cse67*cse92 + cse84*cse94,  # [13, 12]
        -cse54*cse95 + cse67*cse96 + cse84*cse97,  # [13, 13]
        -cse103*cse121 - cse106*cse125 - cse113*cse114,  # [17, 17]
        -cse103*cse130 - cse106*cse132 - cse114*cse128,  # [17, 18]
        -cse103*cse135 - cse106*cse137 - cse114*cse133,  # [17, 19]
        -cse103*cse139 - cse106*cse140 - cse114*cse138,  # [17, 20]
        cse103*cse125 - cse106*cse121 + cse113*cse118,  # [18, 17]
        cse103*cse132 - cse106*cse130 + cse118*cse128,  # [18, 18]
        cse103*cse137 - cse106*cse135 + cse118*cse133,  # [18, 19]
        cse103*cse140 - cse106*cse139 + cse118*cse138,  # [18, 20]
        cse106*cse113 - cse114*cse125 + cse118*cse121,  # [19, 17]
        cse106*cse128 - cse114*cse132 + cse118*cse130,  # [19, 18]
        cse106*cse133 - cse114*cse137 + cse118*cse135,  # [19, 19]
        cse106*cse138 - cse114*cse140 + cse118*cse139,  # [19, 20]
        -cse103*cse113 + cse114*cse121 + cse118*cse125,  # [20, 17]
        -cse103*cse128 + cse114*cse130 + cse118*cse132,  # [20, 18]
        -cse103*cse133 + cse114*cse135 + cse118*cse137,  # [20, 19]
        -cse103*cse138 + cse114*cse139 + cse118*cse140,  # [20, 20]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (21).
        a: accelerations (time derivative of v) (21).
        p: parameters (0).

    Returns:
        ndarray of shape (21, 21), 48 nonzero.
    """
    # 275 operations after common subexpression elimination
    (
        _, _, _, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, _,
        _, _, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, _, _,
        _, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, acc_3,
        acc_4, acc_5, acc_6, _,
        _, _, acc_10, acc_11,
        acc_12, acc_13, _, _,
        _, acc_17, acc_18, acc_19,
        acc_20,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (21,) else _floats(a, 21, "a")

    cse0 = 4e-05*acc_5
    cse1 = 0.0004*acc_4
    cse2 = 0.0004*acc_6
    cse3 = cse1*e_crank_1 + cse2*e_crank_3
    cse4 = 0.00036*acc_6
    cse5 = acc_3*e_crank_2
    cse6 = 0.00036*acc_4
    cse7 = cse4*e_crank_1 - cse6*e_crank_3
    cse8 = 0.0004*acc_3
    cse9 = 0.00036*e_crank_3
    cse10 = 4e-05*acc_6
    cse11 = 0.0004*acc_5
    cse12 = cse11*e_crank_2 + cse8*e_crank_0
    cse13 = -0.00036*acc_5*e_crank_0 + 0.00036*cse5
    cse14 = 0.00036*e_crank_1
    cse15 = 0.0016*acc_12
    cse16 = 0.016*acc_11
    cse17 = 0.016*acc_13
    cse18 = cse16*e_rod_1 + cse17*e_rod_3
    cse19 = 0.0144*acc_13
    cse20 = acc_10*e_rod_2
    cse21 = 0.0144*acc_11
    cse22 = cse19*e_rod_1 - cse21*e_rod_3
    cse23 = 0.016*acc_10
    cse24 = 0.0144*e_rod_3
    cse25 = 0.0016*acc_13
    cse26 = 0.016*acc_12
    cse27 = cse23*e_rod_0 + cse26*e_rod_2
    cse28 = -0.0144*acc_12*e_rod_0 + 0.0144*cse20
    cse29 = 0.0144*e_rod_1
    cse30 = 0.0004*acc_18
    cse31 = cse30*e_slider_1
    cse32 = 0.0004*acc_19
    cse33 = cse32*e_slider_2
    cse34 = 0.0004*acc_20
    cse35 = cse34*e_slider_3
    cse36 = cse33 + cse35
    cse37 = 0.0008*acc_17
    cse38 = 0.0004*acc_17
    cse39 = cse38*e_slider_0
    cse40 = 0.0008*acc_18
    cse41 = cse31 + cse39
    out = np.zeros((21, 21))
    out[_Ma_q_INDEX] = (
        -cse0*e_crank_2 - cse3,  # [3, 3]
        0.0008*acc_3*e_crank_1 - cse1*e_crank_0 + cse4*e_crank_2,  # [3, 4]
        -cse0*e_crank_0 + 8e-05*cse5 + cse7,  # [3, 5]
        0.0008*acc_3*e_crank_3 - cse2*e_crank_0 - cse6*e_crank_2,  # [3, 6]
        0.0008*acc_4*e_crank_0 + acc_5*cse9 - cse8*e_crank_1,  # [4, 3]
        -cse10*e_crank_3 - cse12,  # [4, 4]
        -acc_3*cse9 + 0.0008*acc_4*e_crank_2 - cse11*e_crank_1,  # [4, 5]
        8e-05*acc_4*e_crank_3 - cse10*e_crank_1 - cse13,  # [4, 6]
        8e-05*acc_5*e_crank_0 - 4e-05*cse5 - cse7,  # [5, 3]
        0.0008*acc_5*e_crank_1 - cse1*e_crank_2 - cse4*e_crank_0,  # [5, 4]
        -4e-05*acc_3*e_crank_0 - cse3,  # [5, 5]
        0.0008*acc_5*e_crank_3 - cse2*e_crank_2 + cse6*e_crank_0,  # [5, 6]
        -acc_5*cse14 + 0.0008*acc_6*e_crank_0 - cse8*e_crank_3,  # [6, 3]
        -4e-05*acc_4*e_crank_3 + 8e-05*acc_6*e_crank_1 + cse13,  # [6, 4]
        acc_3*cse14 + 0.0008*acc_6*e_crank_2 - cse11*e_crank_3,  # [6, 5]
        -4e-05*acc_4*e_crank_1 - cse12,  # [6, 6]
        -cse15*e_rod_2 - cse18,  # [10, 10]
        0.032*acc_10*e_rod_1 - cse16*e_rod_0 + cse19*e_rod_2,  # [10, 11]
        -cse15*e_rod_0 + 0.0032*cse20 + cse22,  # [10, 12]
        0.032*acc_10*e_rod_3 - cse17*e_rod_0 - cse21*e_rod_2,  # [10, 13]
        0.032*acc_11*e_rod_0 + acc_12*cse24 - cse23*e_rod_1,  # [11, 10]
        -cse25*e_rod_3 - cse27,  # [11, 11]
        -acc_10*cse24 + 0.032*acc_11*e_rod_2 - cse26*e_rod_1,  # [11, 12]
        0.0032*acc_11*e_rod_3 - cse25*e_rod_1 - cse28,  # [11, 13]
        0.0032*acc_12*e_rod_0 - 0.0016*cse20 - cse22,  # [12, 10]
        0.032*acc_12*e_rod_1 - cse16*e_rod_2 - cse19*e_rod_0,  # [12, 11]
        -0.0016*acc_10*e_rod_0 - cse18,  # [12, 12]
        0.032*acc_12*e_rod_3 - cse17*e_rod_2 + cse21*e_rod_0,  # [12, 13]
        -acc_12*cse29 + 0.032*acc_13*e_rod_0 - cse23*e_rod_3,  # [13, 10]
        -0.0016*acc_11*e_rod_3 + 0.0032*acc_13*e_rod_1 + cse28,  # [13, 11]
        acc_10*cse29 + 0.032*acc_13*e_rod_2 - cse26*e_rod_3,  # [13, 12]
        -0.0016*acc_11*e_rod_1 - cse27,  # [13, 13]
        -cse31 - cse36,  # [17, 17]
        -cse30*e_slider_0 + cse37*e_slider_1,  # [17, 18]
        -cse32*e_slider_0 + cse37*e_slider_2,  # [17, 19]
        -cse34*e_slider_0 + cse37*e_slider_3,  # [17, 20]
        0.0008*acc_18*e_slider_0 - cse38*e_slider_1,  # [18, 17]
        -cse36 - cse39,  # [18, 18]
        -cse32*e_slider_1 + cse40*e_slider_2,  # [18, 19]
        -cse34*e_slider_1 + cse40*e_slider_3,  # [18, 20]
        0.0008*acc_19*e_slider_0 - cse38*e_slider_2,  # [19, 17]
        0.0008*acc_19*e_slider_1 - cse30*e_slider_2,  # [19, 18]
        -cse35 - cse41,  # [19, 19]
        0.0008*acc_19*e_slider_3 - cse34*e_slider_2,  # [19, 20]
        0.0008*acc_20*e_slider_0 - cse38*e_slider_3,  # [20, 17]
        0.0008*acc_20*e_slider_1 - cse30*e_slider_3,  # [20, 18]
        0.0008*acc_20*e_slider_2 - cse32*e_slider_3,  # [20, 19]
        -cse33 - cse41,  # [20, 20]
    )
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (21).
        lam: Lagrange multipliers, one per constraint row (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21, 21), 184 nonzero.
    """
    # 622 operations after common subexpression elimination
    (
        _, _, _, _,
        _, _, _, r_rod_x,
        r_rod_y, r_rod_z, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, r_slider_x, r_slider_y,
        r_slider_z, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17, lam_18, lam_19,
        lam_20,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (21,) else _floats(lam, 21, "lam")

    t = float(t)

    cse0 = 2*math.pi*t
    cse1 = -4*lam_17*math.cos(cse0) + lam_18 + 0.32*lam_6
    cse2 = 2*lam_17*math.sin(cse0) + 0.16*lam_7
    cse3 = 2*lam_4
    cse4 = -cse3
    cse5 = 0.16*lam_5
    cse6 = 2*lam_3
    cse7 = -cse5 + cse6
    cse8 = cse5 + cse6
    cse9 = 2*lam_16
    cse10 = 1.2*lam_16
    cse11 = cse10*e_rod_0
    cse12 = 2*e_rod_2
    cse13 = -cse12*lam_10
    cse14 = 2*e_rod_3
    cse15 = cse14*lam_9
    cse16 = cse11 + cse13 + cse15
    cse17 = cse12*lam_9
    cse18 = cse14*lam_10
    cse19 = cse17 + cse18 - 1.2*e_rod_1*lam_16
    cse20 = -cse19
    cse21 = 2*lam_10
    cse22 = cse21*e_rod_0
    cse23 = 2*lam_9
    cse24 = cse23*e_rod_1
    cse25 = cse22 + cse24
    cse26 = -cse25
    cse27 = cse23*e_rod_0
    cse28 = cse21*e_rod_1
    cse29 = cse27 - cse28
    cse30 = -cse9
    cse31 = 4*lam_16
    cse32 = cse31*e_slider_2
    cse33 = -cse32
    cse34 = cse31*e_slider_3
    cse35 = -cse34
    cse36 = cse31*e_slider_0
    cse37 = -cse36
    cse38 = cse31*e_slider_1
    cse39 = -cse38
    cse40 = 0.6*lam_16
    cse41 = cse40*e_rod_3
    cse42 = 4*lam_9
    cse43 = cse28 + cse41 - cse42*e_rod_0
    cse44 = cse40*e_rod_2
    cse45 = cse22 + cse44
    cse46 = -0.6*e_rod_1*lam_16
    cse47 = cse18 + cse42*e_rod_2 + cse46
    cse48 = -cse47
    cse49 = cse40*e_rod_0
    cse50 = cse13 + cse49
    cse51 = 4*lam_10
    cse52 = cse24 + cse44 + cse51*e_rod_0
    cse53 = -cse52
    cse54 = cse27 - cse41
    cse55 = -cse54
    cse56 = cse15 + cse49
    cse57 = -cse56
    cse58 = cse17 + cse46 + cse51*e_rod_3
    cse59 = -cse58
    cse60 = 8*lam_16
    cse61 = -cse60*e_slider_0
    cse62 = cse60*e_slider_3
    cse63 = -cse62
    cse64 = e_slider_0*e_slider_1
    cse65 = lam_8*(-8*cse64 + 8*e_slider_2*e_slider_3)
    cse66 = 1.2*e_rod_1
    cse67 = cse66*e_rod_3
    cse68 = 4*r_rod_z - 4*r_slider_z
    cse69 = e_rod_0**2
    cse70 = e_rod_1**2
    cse71 = e_rod_2**2
    cse72 = e_rod_3**2
    cse73 = e_slider_0*e_slider_2
    cse74 = e_slider_1*e_slider_3
    cse75 = 0.18*cse71 + 0.18*cse72 - 2.4*cse73 - 2.4*cse74 + 1.2*r_rod_x - 1.2*r_slider_x - 0.18
    cse76 = cse66*e_rod_2
    cse77 = 4*r_slider_y
    cse78 = -cse77 + 4*r_rod_y
    cse79 = cse76 + cse78
    cse80 = lam_19 + 0.6*lam_5
    cse81 = 1.1999999999999997*e_rod_0
    cse82 = 2*r_rod_y
    cse83 = 2*r_slider_y
    cse84 = -cse82 + cse83
    cse85 = 2*r_rod_z - 2*r_slider_z
    cse86 = e_slider_0**2
    cse87 = e_slider_3**2
    cse88 = lam_8*(4*cse86 + 4*cse87 - 2)
    cse89 = cse88 + 0.72*e_rod_0*e_rod_1*lam_16
    cse90 = cse81*e_rod_1
    cse91 = 0.3*lam_7
    cse92 = 2*r_slider_x
    cse93 = -cse92 + 2*r_rod_x
    cse94 = 0.6*r_rod_z
    cse95 = 0.6*r_slider_z
    cse96 = 0.36*e_rod_0
    cse97 = 1.2*cse86
    cse98 = 1.2*cse87
    cse99 = cse91 + cse93*lam_10 - lam_16*(-cse94 + cse95 + cse96*e_rod_2 + cse97 + cse98 - 0.6)
    cse100 = 0.3*lam_6
    cse101 = 1.2*cse64 - 1.2*e_slider_2*e_slider_3 + 0.6*r_rod_y - 0.6*r_slider_y
    cse102 = 4*cse73 + 4*cse74
    cse103 = cse100 - cse102*lam_8 + cse93*lam_9 + lam_16*(cse101 + cse96*e_rod_3)
    cse104 = -cse16
    cse105 = -cse43
    cse106 = 2.4*e_rod_0
    cse107 = 2.4*e_slider_0
    cse108 = 1.2*e_rod_3
    cse109 = 8*e_rod_0
    cse110 = 4*e_rod_3
    cse111 = lam_16*(-cse106*e_slider_2 + cse107*e_rod_2 + cse108*e_slider_1) + lam_8*(-cse109*e_slider_1 - cse110*e_slider_2 + 8*e_rod_1*e_slider_0)
    cse112 = cse106*e_slider_3
    cse113 = cse109*e_slider_0
    cse114 = lam_16*(-cse112 + 1.2*e_rod_3*e_slider_0) + lam_8*(-cse110*e_slider_3 - cse113)
    cse115 = cse107*e_rod_0
    cse116 = cse109*e_slider_3
    cse117 = lam_16*(-cse108*e_slider_3 - cse115) + lam_8*(-cse110*e_slider_0 + cse116)
    cse118 = lam_16*(-cse106*e_slider_1 - cse108*e_slider_2 + 2.4*e_rod_2*e_slider_3) + lam_8*(cse109*e_slider_2 - cse110*e_slider_1 + 8*e_rod_1*e_slider_3)
    cse119 = cse108*e_rod_0
    cse120 = 1.2*e_rod_2
    cse121 = 3.5999999999999996*e_rod_1
    cse122 = cse121*e_rod_2
    cse123 = cse121*e_rod_3
    cse124 = cse108*e_rod_2
    cse125 = 0.36*e_rod_1
    cse126 = 0.6*cse69 + 1.7999999999999998*cse70 + cse93 - 0.6
    cse127 = cse100 + cse102*lam_8 - cse124*lam_10 + lam_16*(cse101 + cse125*e_rod_2) + lam_9*(-cse126 - 1.7999999999999998*cse71 - 0.6*cse72)
    cse128 = -cse124*lam_9 + cse91 + lam_10*(-cse126 - 0.6*cse71 - 1.7999999999999998*cse72) + lam_16*(cse125*e_rod_3 + cse94 - cse95 - cse97 - cse98 + 0.6)
    cse129 = -cse45
    cse130 = 4*e_rod_2
    cse131 = 2.4*e_rod_1
    cse132 = lam_16*(-cse107*e_rod_3 - cse131*e_slider_2 + 1.2*e_rod_2*e_slider_1) + lam_8*(cse113 + cse130*e_slider_2)
    cse133 = cse130*lam_8
    cse134 = 2.4*e_slider_3
    cse135 = cse134*e_rod_1
    cse136 = cse133*e_slider_3 + lam_16*(-cse135 + 1.2*e_rod_2*e_slider_0)
    cse137 = cse107*e_rod_1
    cse138 = cse133*e_slider_0 + lam_16*(-cse120*e_slider_3 - cse137)
    cse139 = lam_16*(-cse120*e_slider_2 - cse131*e_slider_1 - cse134*e_rod_3) + lam_8*(cse116 + cse130*e_slider_1)
    cse140 = cse66*e_rod_0
    cse141 = lam_16*(0.18*cse69 + 0.18*cse70) + lam_19
    cse142 = cse88 + lam_10*(-cse76 - cse82 + cse83) + lam_9*(-cse67 - cse85)
    cse143 = 4*e_rod_1
    cse144 = 8*e_rod_2
    cse145 = 8*e_rod_3
    cse146 = lam_16*(cse115 + cse66*e_slider_1) + lam_8*(cse143*e_slider_2 - cse144*e_slider_1 + cse145*e_slider_0)
    cse147 = cse10*e_rod_1
    cse148 = -cse144*e_slider_0
    cse149 = cse147*e_slider_0 + lam_8*(cse143*e_slider_3 + cse148)
    cse150 = -cse147*e_slider_3 + lam_8*(cse143*e_slider_0 + cse144*e_slider_3)
    cse151 = lam_16*(cse112 - cse66*e_slider_2) + lam_8*(cse143*e_slider_1 + cse144*e_slider_2 + cse145*e_slider_3)
    cse152 = -cse29
    cse153 = -cse50
    cse154 = 1.2*e_rod_0
    cse155 = 4*e_rod_0
    cse156 = lam_16*(-cse137 + cse154*e_slider_1) + lam_8*(-cse148 - cse155*e_slider_2)
    cse157 = cse155*lam_8
    cse158 = cse11*e_slider_0 - cse157*e_slider_3
    cse159 = -cse11*e_slider_3 - cse157*e_slider_0
    cse160 = lam_16*(-cse135 - cse154*e_slider_2) + lam_8*(-cse155*e_slider_1 + 8*e_rod_2*e_slider_3)
    cse161 = 4*lam_13
    cse162 = 2*lam_14
    cse163 = cse162*e_slider_3
    cse164 = cse161*e_slider_0 + cse163 + cse32
    cse165 = -cse162*e_slider_2
    cse166 = cse161*e_slider_1 + cse165 + cse34
    cse167 = cse162*e_slider_1
    cse168 = -cse167 + cse36
    cse169 = cse162*e_slider_0
    cse170 = cse169 + cse38
    cse171 = 4*lam_14
    cse172 = -2*e_slider_3*lam_13
    cse173 = -cse171*e_slider_0 - cse172 - cse38
    cse174 = 2*lam_13
    cse175 = cse174*e_slider_2
    cse176 = cse175 - cse36
    cse177 = cse174*e_slider_1
    cse178 = -cse171*e_slider_2 + cse177 + cse34
    cse179 = cse174*e_slider_0
    cse180 = cse179 + cse32
    cse181 = -cse167 - cse175 - cse61
    cse182 = -cse169 - cse172
    cse183 = -cse163 - cse179
    cse184 = cse165 + cse177 + cse62
    cse185 = -cse77*lam_14
    cse186 = cse106*e_rod_2 - cse131*e_rod_3 + 8*e_slider_1**2 + 8*e_slider_2**2 - 8*r_rod_z + 8*r_slider_z - 8
    cse187 = lam_20 + lam_8*(cse109*e_rod_1 + cse144*e_rod_3)
    cse188 = -4*lam_11 + lam_13*(4*r_slider_x - 0.8)
    cse189 = 2*r_slider_z
    cse190 = -cse189*lam_14
    cse191 = 4*cse69 + 4*cse71 - 2
    cse192 = cse119 + cse79
    cse193 = cse190 - cse191*lam_8 + lam_16*(cse192 + 16*cse64)
    cse194 = cse189*lam_13
    cse195 = lam_8*(-cse110*e_rod_0 + 4*e_rod_1*e_rod_2)
    cse196 = 1.2*cse69 + 1.2*cse70 + 4*r_rod_x - 4*r_slider_x - 0.6
    cse197 = -cse194 + cse195 + lam_16*(-cse196 + 16*e_slider_0*e_slider_2)
    cse198 = 2*lam_12
    cse199 = cse92 - 0.4
    cse200 = cse83*lam_13 - 2*lam_15
    cse201 = -cse198 + cse199*lam_14 + cse200 + 32*e_slider_0*e_slider_3*lam_16
    cse202 = lam_16*(8*cse86 + 8*cse87) + lam_20
    cse203 = cse198 - cse199*lam_14 + cse200
    cse204 = cse194 + cse195 + lam_16*(-cse196 + 16*e_slider_1*e_slider_3)
    cse205 = cse190 + cse191*lam_8 + lam_16*(-cse192 + 16*e_slider_2*e_slider_3)
    out = np.zeros((21, 21))
    out[_Phi_qT_lam_q_INDEX] = (
        cse1,  # [3, 3]
        cse2,  # [3, 4]
        cse4,  # [3, 5]
        cse7,  # [3, 6]
        cse2,  # [4, 3]
        lam_18,  # [4, 4]
        cse8,  # [4, 5]
        cse3,  # [4, 6]
        cse4,  # [5, 3]
        cse8,  # [5, 4]
        cse1,  # [5, 5]
        cse2,  # [5, 6]
        cse7,  # [6, 3]
        cse3,  # [6, 4]
        cse2,  # [6, 5]
        lam_18,  # [6, 6]
        cse9,  # [7, 7]
        cse16,  # [7, 10]
        cse20,  # [7, 11]
        cse26,  # [7, 12]
        cse29,  # [7, 13]
        cse30,  # [7, 14]
        cse33,  # [7, 17]
        cse35,  # [7, 18]
        cse37,  # [7, 19]
        cse39,  # [7, 20]
        cse9,  # [8, 8]
        cse43,  # [8, 10]
        cse45,  # [8, 11]
        cse48,  # [8, 12]
        cse50,  # [8, 13]
        cse30,  # [8, 15]
        cse38,  # [8, 17]
        cse36,  # [8, 18]
        cse35,  # [8, 19]
        cse33,  # [8, 20]
        cse9,  # [9, 9]
        cse53,  # [9, 10]
        cse55,  # [9, 11]
        cse57,  # [9, 12]
        cse59,  # [9, 13]
        cse30,  # [9, 16]
        cse61,  # [9, 17]
        cse63,  # [9, 20]
        cse16,  # [10, 7]
        cse43,  # [10, 8]
        cse53,  # [10, 9]
        cse65 - cse79*lam_9 + cse80 + lam_10*(-cse67 - cse68) + lam_16*(1.08*cse69 + 0.36*cse70 + cse75),  # [10, 10]
        cse89 + lam_10*(-cse81*e_rod_3 - cse84) + lam_9*(-cse81*e_rod_2 - cse85),  # [10, 11]
        -cse90*lam_9 - cse99,  # [10, 12]
        cse103 - cse90*lam_10,  # [10, 13]
        cse104,  # [10, 14]
        cse105,  # [10, 15]
        cse52,  # [10, 16]
        cse111,  # [10, 17]
        cse114,  # [10, 18]
        cse117,  # [10, 19]
        cse118,  # [10, 20]
        cse20,  # [11, 7]
        cse45,  # [11, 8]
        cse55,  # [11, 9]
        cse89 + lam_10*(-cse119 - cse84) + lam_9*(-cse120*e_rod_0 - cse85),  # [11, 10]
        -cse122*lam_9 - cse123*lam_10 + cse80 + lam_16*(0.36*cse69 + 1.08*cse70 + cse75),  # [11, 11]
        cse127,  # [11, 12]
        cse128,  # [11, 13]
        cse19,  # [11, 14]
        cse129,  # [11, 15]
        cse54,  # [11, 16]
        cse132,  # [11, 17]
        cse136,  # [11, 18]
        cse138,  # [11, 19]
        cse139,  # [11, 20]
        cse26,  # [12, 7]
        cse48,  # [12, 8]
        cse57,  # [12, 9]
        -cse140*lam_9 - cse99,  # [12, 10]
        cse127,  # [12, 11]
        cse141 + cse65 - cse67*lam_10 + lam_9*(-cse122 - cse78),  # [12, 12]
        cse142,  # [12, 13]
        cse25,  # [12, 14]
        cse47,  # [12, 15]
        cse56,  # [12, 16]
        cse146,  # [12, 17]
        cse149,  # [12, 18]
        cse150,  # [12, 19]
        cse151,  # [12, 20]
        cse29,  # [13, 7]
        cse50,  # [13, 8]
        cse59,  # [13, 9]
        cse103 - cse140*lam_10,  # [13, 10]
        cse128,  # [13, 11]
        cse142,  # [13, 12]
        cse141 - cse76*lam_9 + lam_10*(-cse123 - cse68),  # [13, 13]
        cse152,  # [13, 14]
        cse153,  # [13, 15]
        cse58,  # [13, 16]
        cse156,  # [13, 17]
        cse158,  # [13, 18]
        cse159,  # [13, 19]
        cse160,  # [13, 20]
        cse30,  # [14, 7]
        cse104,  # [14, 10]
        cse19,  # [14, 11]
        cse25,  # [14, 12]
        cse152,  # [14, 13]
        cse9,  # [14, 14]
        cse164,  # [14, 17]
        cse166,  # [14, 18]
        cse168,  # [14, 19]
        cse170,  # [14, 20]
        cse30,  # [15, 8]
        cse105,  # [15, 10]
        cse129,  # [15, 11]
        cse47,  # [15, 12]
        cse153,  # [15, 13]
        cse9,  # [15, 15]
        cse173,  # [15, 17]
        cse176,  # [15, 18]
        cse178,  # [15, 19]
        cse180,  # [15, 20]
        cse30,  # [16, 9]
        cse52,  # [16, 10]
        cse54,  # [16, 11]
        cse56,  # [16, 12]
        cse58,  # [16, 13]
        cse9,  # [16, 16]
        cse181,  # [16, 17]
        cse182,  # [16, 18]
        cse183,  # [16, 19]
        cse184,  # [16, 20]
        cse33,  # [17, 7]
        cse38,  # [17, 8]
        cse61,  # [17, 9]
        cse111,  # [17, 10]
        cse132,  # [17, 11]
        cse146,  # [17, 12]
        cse156,  # [17, 13]
        cse164,  # [17, 14]
        cse173,  # [17, 15]
        cse181,  # [17, 16]
        cse185 + cse187 + cse188 + lam_16*(cse186 + 48*cse86 + 16*cse87),  # [17, 17]
        cse193,  # [17, 18]
        cse197,  # [17, 19]
        cse201,  # [17, 20]
        cse35,  # [18, 7]
        cse36,  # [18, 8]
        cse114,  # [18, 10]
        cse136,  # [18, 11]
        cse149,  # [18, 12]
        cse158,  # [18, 13]
        cse166,  # [18, 14]
        cse176,  # [18, 15]
        cse182,  # [18, 16]
        cse193,  # [18, 17]
        cse188 + cse202,  # [18, 18]
        cse203,  # [18, 19]
        cse204,  # [18, 20]
        cse37,  # [19, 7]
        cse35,  # [19, 8]
        cse117,  # [19, 10]
        cse138,  # [19, 11]
        cse150,  # [19, 12]
        cse159,  # [19, 13]
        cse168,  # [19, 14]
        cse178,  # [19, 15]
        cse183,  # [19, 16]
        cse197,  # [19, 17]
        cse203,  # [19, 18]
        cse185 + cse202,  # [19, 19]
        cse205,  # [19, 20]
        cse39,  # [20, 7]
        cse33,  # [20, 8]
        cse63,  # [20, 9]
        cse118,  # [20, 10]
        cse139,  # [20, 11]
        cse151,  # [20, 12]
        cse160,  # [20, 13]
        cse170,  # [20, 14]
        cse180,  # [20, 15]
        cse184,  # [20, 16]
        cse201,  # [20, 17]
        cse204,  # [20, 18]
        cse205,  # [20, 19]
        cse187 + lam_16*(cse186 + 16*cse86 + 48*cse87),  # [20, 20]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        a: accelerations (time derivative of v) (21).
        lam: Lagrange multipliers, one per constraint row (21).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (42,), 42 nonzero.
    """
    # 1175 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, r_rod_x,
        r_rod_y, r_rod_z, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, r_slider_x, r_slider_y,
        r_slider_z, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_crank_0,
        ed_crank_1, ed_crank_2, ed_crank_3, _,
        _, _, ed_rod_0, ed_rod_1,
        ed_rod_2, ed_rod_3, _, _,
        _, ed_slider_0, ed_slider_1, ed_slider_2,
        ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, acc_5, acc_6, acc_7,
        acc_8, acc_9, acc_10, acc_11,
        acc_12, acc_13, acc_14, acc_15,
        acc_16, acc_17, acc_18, acc_19,
        acc_20,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (21,) else _floats(a, 21, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17, lam_18, lam_19,
        lam_20,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (21,) else _floats(lam, 21, "lam")

    t = float(t)

    h = float(h)

    cse0 = 0.32*lam_6
    cse1 = 0.16*lam_7
    cse2 = 0.16*lam_5
    cse3 = 2*e_crank_2
    cse4 = 2*e_crank_3
    cse5 = 4e-05*e_crank_0*e_crank_2
    cse6 = 0.0004*e_crank_0
    cse7 = -cse6*e_crank_1 - 0.00036*e_crank_2*e_crank_3
    cse8 = -cse6*e_crank_3 + 0.00036*e_crank_1*e_crank_2
    cse9 = e_crank_2**2
    cse10 = e_crank_1**2
    cse11 = e_crank_3**2
    cse12 = 0.0004*cse10 + 0.0004*cse11
    cse13 = 2*math.pi*t
    cse14 = math.cos(cse13)
    cse15 = 4*cse14
    cse16 = math.sin(cse13)
    cse17 = 0.0002*ed_crank_2
    cse18 = 0.0002*ed_crank_3
    cse19 = cse17*e_crank_0 + cse18*e_crank_1 - 0.0002*e_crank_2*ed_crank_0 - 0.0002*e_crank_3*ed_crank_1
    cse20 = 2*e_crank_0
    cse21 = 2*e_crank_1
    cse22 = cse20*ed_crank_3 - cse21*ed_crank_2 + cse3*ed_crank_1 - cse4*ed_crank_0
    cse23 = 2e-05*ed_crank_1
    cse24 = 2e-05*e_crank_3
    cse25 = cse20*ed_crank_2 + cse21*ed_crank_3 - cse3*ed_crank_0 - cse4*ed_crank_1
    cse26 = -cse19*cse22 + cse25*(cse23*e_crank_2 - cse24*ed_crank_0 + 2e-05*e_crank_0*ed_crank_3 - 2e-05*e_crank_1*ed_crank_2)
    cse27 = 0.0002*ed_crank_1
    cse28 = cse20*ed_crank_1 - cse21*ed_crank_0 - cse3*ed_crank_3 + cse4*ed_crank_2
    cse29 = cse22*(cse17*e_crank_3 - cse18*e_crank_2 + cse27*e_crank_0 - 0.0002*e_crank_1*ed_crank_0) + cse28*(-cse18*e_crank_0 - cse27*e_crank_2 + 0.0002*e_crank_1*ed_crank_2 + 0.0002*e_crank_3*ed_crank_0)
    cse30 = cse19*cse28 + cse25*(-cse23*e_crank_0 - cse24*ed_crank_2 + 2e-05*e_crank_1*ed_crank_0 + 2e-05*e_crank_2*ed_crank_3)
    cse31 = 4e-05*e_crank_1*e_crank_3
    cse32 = cse16*lam_17
    cse33 = 0.00036*e_crank_0
    cse34 = 0.0004*e_crank_2
    cse35 = cse33*e_crank_3 - cse34*e_crank_1
    cse36 = e_crank_0**2
    cse37 = 0.0004*cse36 + 0.0004*cse9
    cse38 = -cse33*e_crank_1 - cse34*e_crank_3
    cse39 = 2*e_rod_2
    cse40 = 2*e_rod_3
    cse41 = cse39*e_rod_0 + cse40*e_rod_1
    cse42 = -cse39*e_rod_1 + cse40*e_rod_0
    cse43 = 4*e_slider_2
    cse44 = 4*e_slider_1
    cse45 = e_rod_0**2
    cse46 = e_rod_1**2
    cse47 = cse43*e_slider_0 + cse44*e_slider_3 - 0.6*cse45 - 0.6*cse46 - 2*r_rod_x + 2*r_slider_x + 0.3
    cse48 = e_rod_0*e_rod_1
    cse49 = 2*cse48
    cse50 = cse39*e_rod_3
    cse51 = cse49 - cse50
    cse52 = e_rod_2**2
    cse53 = 2*cse45 - 1
    cse54 = 2*cse52 + cse53
    cse55 = 2*r_slider_y
    cse56 = 0.6*e_rod_3
    cse57 = 0.6*e_rod_2
    cse58 = -cse43*e_slider_3 + cse44*e_slider_0 - cse55 + cse56*e_rod_0 + cse57*e_rod_1 + 2*r_rod_y
    cse59 = cse49 + cse50
    cse60 = e_rod_3**2
    cse61 = cse53 + 2*cse60
    cse62 = 2*r_slider_z
    cse63 = e_slider_0**2
    cse64 = e_slider_3**2
    cse65 = cse57*e_rod_0 + cse62 + 4*cse63 + 4*cse64 - 0.6*e_rod_1*e_rod_3 - 2*r_rod_z - 2
    cse66 = 0.6*e_rod_0
    cse67 = 0.3*e_rod_2
    cse68 = 0.3*e_rod_3
    cse69 = 0.0016*e_rod_0*e_rod_2
    cse70 = -0.016*cse48 - 0.0144*e_rod_2*e_rod_3
    cse71 = e_rod_0*e_rod_3
    cse72 = -0.016*cse71 + 0.0144*e_rod_1*e_rod_2
    cse73 = 0.016*cse46 + 0.016*cse60
    cse74 = 2*e_slider_0
    cse75 = cse74*e_slider_1
    cse76 = 2*e_slider_3
    cse77 = cse76*e_slider_2
    cse78 = cse75 - cse77
    cse79 = -cse78
    cse80 = cse74*e_slider_2
    cse81 = cse76*e_slider_1 + cse80
    cse82 = 2*cse63 - 1
    cse83 = 2*cse64 + cse82
    cse84 = 2*e_rod_1
    cse85 = 0.008*ed_rod_2
    cse86 = 0.008*ed_rod_3
    cse87 = cse85*e_rod_0 + cse86*e_rod_1 - 0.008*e_rod_2*ed_rod_0 - 0.008*e_rod_3*ed_rod_1
    cse88 = 2*e_rod_0
    cse89 = cse39*ed_rod_1 - cse40*ed_rod_0 - cse84*ed_rod_2 + cse88*ed_rod_3
    cse90 = 0.0008*ed_rod_1
    cse91 = 0.0008*e_rod_3
    cse92 = -cse39*ed_rod_0 - cse40*ed_rod_1 + cse84*ed_rod_3 + cse88*ed_rod_2
    cse93 = -cse87*cse89 + cse92*(cse90*e_rod_2 - cse91*ed_rod_0 + 0.0008*e_rod_0*ed_rod_3 - 0.0008*e_rod_1*ed_rod_2)
    cse94 = 0.008*ed_rod_1
    cse95 = -cse39*ed_rod_3 + cse40*ed_rod_2 - cse84*ed_rod_0 + cse88*ed_rod_1
    cse96 = cse89*(cse85*e_rod_3 - cse86*e_rod_2 + cse94*e_rod_0 - 0.008*e_rod_1*ed_rod_0) + cse95*(-cse86*e_rod_0 - cse94*e_rod_2 + 0.008*e_rod_1*ed_rod_2 + 0.008*e_rod_3*ed_rod_0)
    cse97 = cse87*cse95 + cse92*(-cse90*e_rod_0 - cse91*ed_rod_2 + 0.0008*e_rod_1*ed_rod_0 + 0.0008*e_rod_2*ed_rod_3)
    cse98 = cse67*e_rod_1 + 0.3*cse71
    cse99 = cse98 + r_rod_y - r_slider_y
    cse100 = -cse78 - cse99
    cse101 = -r_rod_x
    cse102 = 0.3*cse45
    cse103 = 0.3*cse46
    cse104 = cse101 - cse102 - cse103 + cse81 + r_slider_x + 0.15
    cse105 = 1.2*cse104
    cse106 = -r_rod_z
    cse107 = cse67*e_rod_0
    cse108 = cse68*e_rod_1
    cse109 = cse106 + cse107 - cse108 + r_slider_z
    cse110 = cse109 + cse83
    cse111 = -cse51
    cse112 = -cse99
    cse113 = cse102 + cse103 - 0.15
    cse114 = -cse113 - r_rod_x + r_slider_x
    cse115 = -2*cse114*e_rod_2
    cse116 = -cse42
    cse117 = cse114*cse40
    cse118 = 0.6*e_rod_1
    cse119 = 0.0016*e_rod_1*e_rod_3
    cse120 = 0.016*e_rod_2
    cse121 = -cse120*e_rod_1 + 0.0144*cse71
    cse122 = 0.016*cse45 + 0.016*cse52
    cse123 = 0.3*e_rod_0
    cse124 = 0.3*e_rod_1
    cse125 = -cse120*e_rod_3 - 0.0144*cse48
    cse126 = 4*e_rod_2
    cse127 = cse114*cse88
    cse128 = cse114*cse84
    cse129 = cse74*e_slider_3
    cse130 = 2*e_slider_1
    cse131 = cse130*e_slider_2
    cse132 = cse129 - cse131
    cse133 = e_slider_1**2
    cse134 = 2*cse133 + cse82
    cse135 = cse129 + cse131
    cse136 = e_slider_2**2
    cse137 = 2*cse136 + cse82
    cse138 = cse80 - 2*e_slider_1*e_slider_3
    cse139 = cse75 + cse77
    cse140 = 4*e_slider_0
    cse141 = 0.0004*e_slider_0
    cse142 = cse141*e_slider_1
    cse143 = acc_19*e_slider_2
    cse144 = acc_20*e_slider_3
    cse145 = 0.0004*cse133
    cse146 = 0.0004*cse136
    cse147 = 0.0004*cse64
    cse148 = cse146 + cse147
    cse149 = cse62*e_slider_2
    cse150 = 0.2 - r_slider_x
    cse151 = cse62*e_slider_1
    cse152 = 2*e_slider_2
    cse153 = 0.0002*e_slider_0
    cse154 = 0.0002*e_slider_1
    cse155 = cse153*ed_slider_2 + cse154*ed_slider_3 - 0.0002*e_slider_2*ed_slider_0 - 0.0002*e_slider_3*ed_slider_1
    cse156 = -cse130*ed_slider_2 + cse152*ed_slider_1 + cse74*ed_slider_3 - cse76*ed_slider_0
    cse157 = 0.0002*e_slider_2
    cse158 = 0.0002*e_slider_3
    cse159 = cse153*ed_slider_3 - cse154*ed_slider_2 + cse157*ed_slider_1 - cse158*ed_slider_0
    cse160 = cse130*ed_slider_3 - cse152*ed_slider_0 + cse74*ed_slider_2 - cse76*ed_slider_1
    cse161 = -cse155*cse156 + cse159*cse160
    cse162 = cse153*ed_slider_1 - cse154*ed_slider_0 - cse157*ed_slider_3 + cse158*ed_slider_2
    cse163 = -cse130*ed_slider_0 - cse152*ed_slider_3 + cse74*ed_slider_1 + cse76*ed_slider_2
    cse164 = cse156*cse162 - cse159*cse163
    cse165 = cse155*cse163 - cse160*cse162
    cse166 = 8*cse110
    cse167 = 0.0004*e_slider_1
    cse168 = cse62*e_slider_0
    cse169 = 0.0004*cse63
    cse170 = cse62*e_slider_3
    cse171 = acc_17*cse141
    cse172 = acc_18*cse167
    cse173 = cse145 + cse169
    cse174 = 4*e_slider_3
    cse175 = h**(-2)
    cse176 = 0.16*e_crank_1
    cse177 = 0.16*e_crank_3
    cse178 = -cse134
    cse179 = -cse132
    cse180 = -cse135
    return np.array([
        0.12*acc_0 + lam_0 + lam_5,  # [0]
        0.12*acc_1 + lam_1 + lam_6,  # [1]
        0.12*acc_2 + lam_2 + lam_7 + 1.1772,  # [2]
        acc_3*(cse12 + 4e-05*cse9) + acc_4*cse7 - acc_5*cse5 + acc_6*cse8 + cse0*e_crank_0 + cse1*e_crank_1 - cse2*e_crank_3 + cse21*cse26 + cse29*cse3 - cse3*lam_4 + cse30*cse4 + cse4*lam_3 + e_crank_0*lam_18 + lam_17*(-cse15*e_crank_0 + 2*cse16*e_crank_1),  # [3]
        acc_3*cse7 + acc_4*(4e-05*cse11 + cse37) + acc_5*cse35 - acc_6*cse31 + cse1*e_crank_0 + cse2*e_crank_2 - cse20*cse26 + cse20*cse32 + cse29*cse4 - cse3*cse30 + cse3*lam_3 + cse4*lam_4 + e_crank_1*lam_18,  # [4]
        -acc_3*cse5 + acc_4*cse35 + acc_5*(cse12 + 4e-05*cse36) + acc_6*cse38 + cse0*e_crank_2 + cse1*e_crank_3 + cse2*e_crank_1 - cse20*cse29 - cse20*lam_4 + cse21*cse30 + cse21*lam_3 - cse26*cse4 + e_crank_2*lam_18 + lam_17*(-cse15*e_crank_2 + 2*cse16*e_crank_3),  # [5]
        acc_3*cse8 - acc_4*cse31 + acc_5*cse38 + acc_6*(4e-05*cse10 + cse37) + cse1*e_crank_2 - cse2*e_crank_0 - cse20*cse30 + cse20*lam_3 - cse21*cse29 + cse21*lam_4 + cse26*cse3 + cse3*cse32 + e_crank_3*lam_18,  # [6]
        0.5*acc_7 - cse41*lam_10 + cse42*lam_9 - cse47*lam_16 - lam_5,  # [7]
        0.5*acc_8 + cse51*lam_10 - cse54*lam_9 + cse58*lam_16 - lam_6,  # [8]
        0.5*acc_9 - cse59*lam_9 - cse61*lam_10 - cse65*lam_16 - lam_7 + 4.905,  # [9]
        acc_10*(0.0016*cse52 + cse73) + acc_11*cse70 - acc_12*cse69 + acc_13*cse72 + cse39*cse96 + cse40*cse97 + cse66*lam_5 - cse67*lam_7 + cse68*lam_6 + cse84*cse93 + e_rod_0*lam_19 + lam_10*(4*cse109*e_rod_0 - cse111*cse68 - cse112*cse84 - cse115 - cse41*cse66 + 0.3*cse61*e_rod_2) + lam_16*(-cse100*cse56 - cse105*e_rod_0 + 0.6*cse110*e_rod_2) + lam_8*(-cse40*cse81 + 4*cse79*e_rod_0 + cse83*cse84) + lam_9*(2*cse109*e_rod_1 + 4*cse112*e_rod_0 - cse116*cse66 - cse117 - cse54*cse68 + 0.3*cse59*e_rod_2),  # [10]
        acc_10*cse70 + acc_11*(cse122 + 0.0016*cse60) + acc_12*cse121 - acc_13*cse119 + cse118*lam_5 - cse39*cse97 + cse40*cse96 + cse67*lam_6 + cse68*lam_7 - cse88*cse93 + e_rod_1*lam_19 + lam_10*(-cse111*cse67 - cse112*cse88 + cse117 - cse118*cse41 - cse61*cse68) + lam_16*(-cse100*cse57 - cse105*e_rod_1 - cse110*cse56) + lam_8*(cse39*cse81 + cse83*cse88) + lam_9*(2*cse109*e_rod_0 - cse115 - cse116*cse118 - cse54*cse67 - cse59*cse68),  # [11]
        -acc_10*cse69 + acc_11*cse121 + acc_12*(0.0016*cse45 + cse73) + acc_13*cse125 - cse123*lam_7 + cse124*lam_6 - cse40*cse93 + cse84*cse97 - cse88*cse96 + e_rod_2*lam_19 + lam_10*(-cse111*cse124 + cse112*cse40 + cse123*cse61 + cse127) + lam_16*(-cse100*cse118 + cse110*cse66) + lam_8*(cse126*cse79 + cse40*cse83 + cse81*cse84) + lam_9*(cse109*cse40 + cse112*cse126 + cse123*cse59 - cse124*cse54 + cse128),  # [12]
        acc_10*cse72 - acc_11*cse119 + acc_12*cse125 + acc_13*(cse122 + 0.0016*cse46) + cse123*lam_6 + cse124*lam_7 + cse39*cse93 - cse84*cse96 - cse88*cse97 + e_rod_3*lam_19 + lam_10*(4*cse109*e_rod_3 - cse111*cse123 + cse112*cse39 - cse124*cse61 + cse128) + lam_16*(-cse100*cse66 - cse110*cse118) + lam_8*(-cse81*cse88 + 2*cse83*e_rod_2) + lam_9*(2*cse109*e_rod_2 - cse123*cse54 - cse124*cse59 - cse127),  # [13]
        2.0*acc_14 + cse116*lam_9 + cse132*lam_14 + cse134*lam_13 + cse41*lam_10 + cse47*lam_16,  # [14]
        2.0*acc_15 + cse111*lam_10 + cse135*lam_13 - cse137*lam_14 + cse54*lam_9 - cse58*lam_16,  # [15]
        2.0*acc_16 - cse138*lam_13 - cse139*lam_14 + cse59*lam_9 + cse61*lam_10 + cse65*lam_16 + 19.62,  # [16]
        acc_17*(cse145 + cse148) - acc_18*cse142 + cse130*cse161 - cse140*lam_11 - cse141*cse143 - cse141*cse144 + cse152*cse164 + cse165*cse76 - cse76*lam_12 - cse76*lam_15 + e_slider_0*lam_20 + lam_13*(-cse140*cse150 - cse149 + 2*e_slider_3*r_slider_y) + lam_14*(-cse140*r_slider_y - cse150*cse76 - cse151) + lam_16*(-cse100*cse44 + cse104*cse43 + cse166*e_slider_0) + lam_8*(cse116*cse152 - cse130*cse54 + cse140*cse59),  # [17]
        -acc_17*cse142 + acc_18*(cse148 + cse169) - cse143*cse167 - cse144*cse167 - cse152*cse165 + cse152*lam_12 - cse152*lam_15 - cse161*cse74 + cse164*cse76 - cse44*lam_11 + e_slider_1*lam_20 + lam_13*(-cse150*cse44 + cse170 + cse55*e_slider_2) + lam_14*(2*cse150*e_slider_2 - cse168) + lam_16*(-cse100*cse140 + 4*cse104*e_slider_3) + lam_8*(2*cse116*e_slider_3 - cse54*cse74),  # [18]
        acc_19*(cse147 + cse173) + cse130*cse165 + cse130*lam_12 - cse130*lam_15 - 0.0004*cse144*e_slider_2 - cse161*cse76 - cse164*cse74 - cse171*e_slider_2 - cse172*e_slider_2 + e_slider_2*lam_20 + lam_13*(-cse168 + 2*e_slider_1*r_slider_y) + lam_14*(2*cse150*e_slider_1 - cse170 - cse43*r_slider_y) + lam_16*(cse100*cse174 + cse104*cse140) + lam_8*(cse116*cse74 + cse54*cse76),  # [19]
        acc_20*(cse146 + cse173) - cse130*cse164 - 0.0004*cse143*e_slider_3 + 2*cse161*e_slider_2 - cse165*cse74 - cse171*e_slider_3 - cse172*e_slider_3 - cse74*lam_12 - cse74*lam_15 + e_slider_3*lam_20 + lam_13*(cse151 + cse55*e_slider_0) + lam_14*(-cse149 - cse150*cse74) + lam_16*(cse100*cse43 + cse104*cse44 + cse166*e_slider_3) + lam_8*(cse116*cse130 + cse152*cse54 + cse174*cse59),  # [20]
        cse175*r_crank_x,  # [21]
        cse175*(r_crank_y - 0.1),  # [22]
        cse175*(r_crank_z - 0.12),  # [23]
        cse175*(cse21*e_crank_2 + cse4*e_crank_0),  # [24]
        cse175*(-cse3*e_crank_0 + 2*e_crank_1*e_crank_3),  # [25]
        cse175*(cse101 + cse113 + cse176*e_crank_2 - cse177*e_crank_0 + r_crank_x),  # [26]
        cse175*(0.16*cse36 + 0.16*cse9 + cse98 + r_crank_y - r_rod_y - 0.08),  # [27]
        cse175*(cse106 - cse107 + cse108 + cse176*e_crank_0 + cse177*e_crank_2 + r_crank_z),  # [28]
        cse175*(cse116*cse81 + cse54*cse79 + cse59*cse83),  # [29]
        cse175*(cse109*cse59 + cse112*cse54 + cse114*cse116),  # [30]
        cse175*(cse109*cse61 + cse111*cse112 + cse114*cse41),  # [31]
        cse175*cse178,  # [32]
        cse175*cse179,  # [33]
        cse175*(-cse138*r_slider_z + cse150*cse178 - cse180*r_slider_y),  # [34]
        cse175*(-cse137*r_slider_y - cse139*r_slider_z + cse150*cse179),  # [35]
        cse175*cse180,  # [36]
        cse175*(cse100**2 + cse104**2 + cse110**2 - 1),  # [37]
        cse175*(cse14*(-2*cse36 - 2*cse9 + 1) + cse16*(cse21*e_crank_0 + cse3*e_crank_3)),  # [38]
        cse175*((1/2)*cse10 + (1/2)*cse11 + (1/2)*cse36 + (1/2)*cse9 - 1/2),  # [39]
        cse175*((1/2)*cse45 + (1/2)*cse46 + (1/2)*cse52 + (1/2)*cse60 - 1/2),  # [40]
        cse175*((1/2)*cse133 + (1/2)*cse136 + (1/2)*cse63 + (1/2)*cse64 - 1/2),  # [41]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        a: accelerations (time derivative of v) (21).
        lam: Lagrange multipliers, one per constraint row (21).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (42, 42), 425 nonzero.
    """
    # 2988 operations after common subexpression elimination
    (
        _, _, _, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, r_rod_x,
        r_rod_y, r_rod_z, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, r_slider_x, r_slider_y,
        r_slider_z, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_crank_0,
        ed_crank_1, ed_crank_2, ed_crank_3, _,
        _, _, ed_rod_0, ed_rod_1,
        ed_rod_2, ed_rod_3, _, _,
        _, ed_slider_0, ed_slider_1, ed_slider_2,
        ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    (
        _, _, _, acc_3,
        acc_4, acc_5, acc_6, _,
        _, _, acc_10, acc_11,
        acc_12, acc_13, _, _,
        _, acc_17, acc_18, acc_19,
        acc_20,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (21,) else _floats(a, 21, "a")

    (
        _, _, _, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17, lam_18, lam_19,
        lam_20,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (21,) else _floats(lam, 21, "lam")

    t = float(t)

    h = float(h)

    cse0 = e_crank_2**2
    cse1 = h**2
    cse2 = 0.0004*acc_4
    cse3 = cse2*e_crank_1
    cse4 = 4e-05*acc_5
    cse5 = 0.0004*acc_6
    cse6 = cse5*e_crank_3
    cse7 = 2*math.pi*t
    cse8 = 4*math.cos(cse7)
    cse9 = cse8*lam_17
    cse10 = 2e-05*ed_crank_3
    cse11 = e_crank_2*ed_crank_1
    cse12 = cse10*e_crank_0 + 2e-05*cse11 - 2e-05*e_crank_1*ed_crank_2 - 2e-05*e_crank_3*ed_crank_0
    cse13 = 2*ed_crank_2
    cse14 = 0.0002*ed_crank_2
    cse15 = 0.0002*ed_crank_3
    cse16 = cse14*e_crank_0 + cse15*e_crank_1 - 0.0002*e_crank_2*ed_crank_0 - 0.0002*e_crank_3*ed_crank_1
    cse17 = -cse16
    cse18 = 2*ed_crank_3
    cse19 = 2*e_crank_0
    cse20 = 2*e_crank_1
    cse21 = 2*e_crank_2
    cse22 = 2*e_crank_3
    cse23 = cse19*ed_crank_3 - cse20*ed_crank_2 + cse21*ed_crank_1 - cse22*ed_crank_0
    cse24 = cse14*cse23
    cse25 = cse19*ed_crank_2 + cse20*ed_crank_3 - cse21*ed_crank_0 - cse22*ed_crank_1
    cse26 = cse10*cse25 + cse12*cse13 + cse17*cse18 - cse24
    cse27 = -0.0002*cse11 - cse15*e_crank_0 + 0.0002*e_crank_1*ed_crank_2 + 0.0002*e_crank_3*ed_crank_0
    cse28 = 2*ed_crank_1
    cse29 = 0.0002*ed_crank_1
    cse30 = 0.0002*ed_crank_0
    cse31 = cse14*e_crank_3 - cse15*e_crank_2 + cse29*e_crank_0 - cse30*e_crank_1
    cse32 = cse19*ed_crank_1 - cse20*ed_crank_0 - cse21*ed_crank_3 + cse22*ed_crank_2
    cse33 = cse15*cse32
    cse34 = cse18*cse31 + cse23*cse29 + cse27*cse28 - cse33
    cse35 = 2e-05*ed_crank_1
    cse36 = 2e-05*e_crank_3
    cse37 = -cse35*e_crank_0 - cse36*ed_crank_2 + 2e-05*e_crank_1*ed_crank_0 + 2e-05*e_crank_2*ed_crank_3
    cse38 = cse25*cse35
    cse39 = cse13*cse37 + cse14*cse32 + cse16*cse28 - cse38
    cse40 = 0.0002*cse23
    cse41 = cse40*e_crank_2
    cse42 = cse25*cse36
    cse43 = -cse12*cse21 - cse17*cse22 + cse41 - cse42
    cse44 = cse40*e_crank_1
    cse45 = 0.0002*cse32
    cse46 = cse45*e_crank_3
    cse47 = -cse20*cse27 - cse22*cse31 - cse44 + cse46
    cse48 = 2e-05*cse25*e_crank_1
    cse49 = cse45*e_crank_2
    cse50 = -cse16*cse20 - cse21*cse37 + cse48 - cse49
    cse51 = e_crank_1**2
    cse52 = e_crank_3**2
    cse53 = 0.0004*cse51 + 0.0004*cse52
    cse54 = 2e-05*cse25
    cse55 = cse54*e_crank_2
    cse56 = cse40*e_crank_3
    cse57 = -cse12*cse22 + cse17*cse21 + cse55 + cse56
    cse58 = cse40*e_crank_0
    cse59 = cse19*cse27 + cse21*cse31 - cse49 + cse58
    cse60 = cse54*e_crank_0
    cse61 = 2*cse16*e_crank_0 - cse22*cse37 - cse46 - cse60
    cse62 = cse54*ed_crank_2
    cse63 = cse15*cse23
    cse64 = 2*cse12*ed_crank_3 - cse13*cse17 - cse62 - cse63
    cse65 = 2*ed_crank_0
    cse66 = cse23*cse30
    cse67 = -cse13*cse31 - cse27*cse65 + 0.0002*cse32*ed_crank_2 - cse66
    cse68 = cse54*ed_crank_0
    cse69 = -cse16*cse65 + cse18*cse37 + cse33 + cse68
    cse70 = 0.00036*e_crank_2
    cse71 = 0.0008*acc_3
    cse72 = 2*cse23
    cse73 = cse17*cse72
    cse74 = 2*cse25
    cse75 = cse12*cse74
    cse76 = cse73 + cse75
    cse77 = math.sin(cse7)
    cse78 = 2*cse77*lam_17 + 0.16*lam_7
    cse79 = cse76 + cse78
    cse80 = 0.0004*e_crank_0
    cse81 = cse70*e_crank_3 + cse80*e_crank_1
    cse82 = 4e-05*e_crank_0
    cse83 = cse82*e_crank_2
    cse84 = 2*cse12*e_crank_0 - cse17*cse20 - cse48 - cse58
    cse85 = cse45*e_crank_1
    cse86 = -cse20*cse31 + cse22*cse27 + cse56 + cse85
    cse87 = cse45*e_crank_0
    cse88 = cse16*cse22 + cse19*cse37 - cse42 + cse87
    cse89 = -cse12*cse65 + cse17*cse28 + cse38 + cse66
    cse90 = cse29*cse32
    cse91 = -cse18*cse27 + 2*cse31*ed_crank_1 - cse63 - cse90
    cse92 = cse30*cse32
    cse93 = -cse16*cse18 + 2e-05*cse25*ed_crank_3 - cse37*cse65 - cse92
    cse94 = acc_3*e_crank_2
    cse95 = 2*lam_4
    cse96 = 2*cse32
    cse97 = cse27*cse96 + cse31*cse72
    cse98 = -cse95 + cse97
    cse99 = acc_6*e_crank_1
    cse100 = 0.00036*e_crank_3
    cse101 = -acc_4*cse100 + 0.00036*cse99
    cse102 = cse12*cse20 + cse17*cse19 - cse44 + cse60
    cse103 = -cse21*cse27 + 2*cse31*e_crank_0 - cse41 - cse87
    cse104 = -cse16*cse21 + cse20*cse37 + cse55 + cse85
    cse105 = 2*lam_3
    cse106 = -cse12*cse28 - cse17*cse65 + 0.0002*cse23*ed_crank_1 - cse68
    cse107 = cse13*cse27 + cse24 - cse31*cse65 + cse92
    cse108 = 2*cse16*ed_crank_2 - cse28*cse37 - cse62 - cse90
    cse109 = 0.16*lam_5
    cse110 = cse16*cse96 + cse37*cse74
    cse111 = -cse109 + cse110
    cse112 = cse80*e_crank_3 - 0.00036*e_crank_1*e_crank_2
    cse113 = -cse21
    cse114 = 0.16*e_crank_3
    cse115 = -cse114
    cse116 = 0.32*e_crank_0
    cse117 = 0.16*e_crank_1
    cse118 = 2*cse77*e_crank_1 - cse8*e_crank_0
    cse119 = 0.0004*e_crank_1
    cse120 = 4e-05*e_crank_3
    cse121 = -lam_18
    cse122 = 0.0004*e_crank_2
    cse123 = acc_3*cse80 + acc_5*cse122 + cse121
    cse124 = e_crank_0**2
    cse125 = 0.0004*cse0 + 0.0004*cse124
    cse126 = -2*lam_3
    cse127 = cse100*e_crank_0 - cse119*e_crank_2
    cse128 = cse120*e_crank_1
    cse129 = cse95 + cse97
    cse130 = -acc_3*cse70 + 0.00036*acc_5*e_crank_0
    cse131 = 0.16*e_crank_2
    cse132 = 0.16*e_crank_0
    cse133 = cse19*cse77
    cse134 = 0.0008*acc_5
    cse135 = 0.00036*e_crank_0
    cse136 = cse109 + cse110
    cse137 = cse122*e_crank_3 + cse135*e_crank_1
    cse138 = -cse19
    cse139 = 0.32*e_crank_2
    cse140 = 2*cse77*e_crank_3 - cse8*e_crank_2
    cse141 = 0.00036*e_crank_1
    cse142 = 0.0004*e_crank_3
    cse143 = -cse132
    cse144 = cse21*cse77
    cse145 = cse1*lam_16
    cse146 = 2*cse145
    cse147 = cse146 + 0.5
    cse148 = 1.2*lam_16
    cse149 = cse148*e_rod_0
    cse150 = 2*e_rod_2
    cse151 = -cse150*lam_10
    cse152 = 2*e_rod_3
    cse153 = cse152*lam_9
    cse154 = cse149 + cse151 + cse153
    cse155 = cse1*cse154
    cse156 = cse150*lam_9
    cse157 = cse152*lam_10
    cse158 = cse156 + cse157 - 1.2*e_rod_1*lam_16
    cse159 = -cse1*cse158
    cse160 = 2*lam_10
    cse161 = cse160*e_rod_0
    cse162 = 2*lam_9
    cse163 = cse162*e_rod_1
    cse164 = cse161 + cse163
    cse165 = -cse1*cse164
    cse166 = cse162*e_rod_0
    cse167 = cse160*e_rod_1
    cse168 = cse166 - cse167
    cse169 = cse1*cse168
    cse170 = -cse146
    cse171 = 4*e_slider_2
    cse172 = -cse145*cse171
    cse173 = 4*e_slider_3
    cse174 = -cse145*cse173
    cse175 = 4*e_slider_0
    cse176 = cse145*cse175
    cse177 = -cse176
    cse178 = 4*e_slider_1
    cse179 = cse145*cse178
    cse180 = -cse179
    cse181 = -cse150*e_rod_1 + cse152*e_rod_0
    cse182 = cse150*e_rod_0 + cse152*e_rod_1
    cse183 = -cse182
    cse184 = 2*r_slider_x
    cse185 = 2*r_rod_x
    cse186 = e_rod_0**2
    cse187 = 0.6*cse186
    cse188 = e_rod_1**2
    cse189 = cse175*e_slider_2 + cse178*e_slider_3
    cse190 = cse184 - cse185 - cse187 - 0.6*cse188 + cse189 + 0.3
    cse191 = -cse190
    cse192 = 0.6*lam_16
    cse193 = cse192*e_rod_3
    cse194 = 4*lam_9
    cse195 = cse167 + cse193 - cse194*e_rod_0
    cse196 = cse1*cse195
    cse197 = cse192*e_rod_2
    cse198 = cse161 + cse197
    cse199 = cse1*cse198
    cse200 = -0.6*e_rod_1*lam_16
    cse201 = cse157 + cse194*e_rod_2 + cse200
    cse202 = -cse1*cse201
    cse203 = 0.6*e_rod_0
    cse204 = cse203*lam_16
    cse205 = cse151 + cse204
    cse206 = cse1*cse205
    cse207 = e_rod_2**2
    cse208 = 2*cse186 - 1
    cse209 = 2*cse207 + cse208
    cse210 = -cse209
    cse211 = 2*e_rod_0
    cse212 = cse211*e_rod_1
    cse213 = cse150*e_rod_3
    cse214 = cse212 - cse213
    cse215 = e_slider_2*e_slider_3
    cse216 = 0.6*e_rod_1
    cse217 = 2*r_slider_y
    cse218 = 2*r_rod_y
    cse219 = -cse217 + cse218
    cse220 = cse175*e_slider_1 + cse203*e_rod_3 - 4*cse215 + cse216*e_rod_2 + cse219
    cse221 = 4*lam_10
    cse222 = cse163 + cse197 + cse221*e_rod_0
    cse223 = -cse1*cse222
    cse224 = cse166 - cse193
    cse225 = -cse1*cse224
    cse226 = cse153 + cse204
    cse227 = -cse1*cse226
    cse228 = cse156 + cse200 + cse221*e_rod_3
    cse229 = -cse1*cse228
    cse230 = 8*cse145
    cse231 = -cse230*e_slider_0
    cse232 = -cse230*e_slider_3
    cse233 = cse212 + cse213
    cse234 = -cse233
    cse235 = e_rod_3**2
    cse236 = cse208 + 2*cse235
    cse237 = -cse236
    cse238 = 2*r_rod_z
    cse239 = 2*r_slider_z
    cse240 = e_slider_0**2
    cse241 = e_slider_3**2
    cse242 = 4*cse240 + 4*cse241 - 2
    cse243 = cse203*e_rod_2 - cse238 + cse239 + cse242 - 0.6*e_rod_1*e_rod_3
    cse244 = -cse243
    cse245 = 0.016*acc_11
    cse246 = cse245*e_rod_1
    cse247 = 0.0016*acc_12
    cse248 = 0.016*acc_13
    cse249 = cse248*e_rod_3
    cse250 = e_slider_0*e_slider_1
    cse251 = -8*cse250 + 8*e_slider_2*e_slider_3
    cse252 = 1.2*e_rod_1
    cse253 = cse252*e_rod_3
    cse254 = 4*r_rod_z - 4*r_slider_z
    cse255 = cse252*e_rod_2
    cse256 = 4*r_slider_y
    cse257 = -cse256 + 4*r_rod_y
    cse258 = cse255 + cse257
    cse259 = 2.4*e_slider_0
    cse260 = 2.4*e_slider_3
    cse261 = 0.18*cse207 + 0.18*cse235 - cse259*e_slider_2 - cse260*e_slider_1 + 1.2*r_rod_x - 1.2*r_slider_x - 0.18
    cse262 = 0.0008*ed_rod_3
    cse263 = e_rod_1*ed_rod_2
    cse264 = e_rod_2*ed_rod_1
    cse265 = cse262*e_rod_0 - 0.0008*cse263 + 0.0008*cse264 - 0.0008*e_rod_3*ed_rod_0
    cse266 = 2*ed_rod_2
    cse267 = 0.008*ed_rod_2
    cse268 = e_rod_1*ed_rod_3
    cse269 = cse267*e_rod_0 + 0.008*cse268 - 0.008*e_rod_2*ed_rod_0 - 0.008*e_rod_3*ed_rod_1
    cse270 = -cse269
    cse271 = 2*ed_rod_3
    cse272 = cse150*ed_rod_1 - cse152*ed_rod_0 + cse211*ed_rod_3 - 2*cse263
    cse273 = cse267*cse272
    cse274 = -cse150*ed_rod_0 - cse152*ed_rod_1 + cse211*ed_rod_2 + 2*cse268
    cse275 = cse262*cse274 + cse265*cse266 + cse270*cse271 - cse273
    cse276 = 2*e_rod_1
    cse277 = 0.008*ed_rod_3
    cse278 = -0.008*cse264 - cse277*e_rod_0 + 0.008*e_rod_1*ed_rod_2 + 0.008*e_rod_3*ed_rod_0
    cse279 = 2*ed_rod_1
    cse280 = 0.008*ed_rod_1
    cse281 = 0.008*ed_rod_0
    cse282 = cse267*e_rod_3 - cse277*e_rod_2 + cse280*e_rod_0 - cse281*e_rod_1
    cse283 = -cse150*ed_rod_3 + cse152*ed_rod_2 + cse211*ed_rod_1 - cse276*ed_rod_0
    cse284 = cse277*cse283
    cse285 = cse271*cse282 + cse272*cse280 + cse278*cse279 - cse284
    cse286 = 0.0008*ed_rod_1
    cse287 = 0.0008*e_rod_3
    cse288 = -cse286*e_rod_0 - cse287*ed_rod_2 + 0.0008*e_rod_1*ed_rod_0 + 0.0008*e_rod_2*ed_rod_3
    cse289 = cse274*cse286
    cse290 = cse266*cse288 + cse267*cse283 + cse269*cse279 - cse289
    cse291 = 0.008*cse272
    cse292 = cse291*e_rod_2
    cse293 = cse274*cse287
    cse294 = -cse150*cse265 - cse152*cse270 + cse292 - cse293
    cse295 = cse291*e_rod_1
    cse296 = 0.008*cse283
    cse297 = cse296*e_rod_3
    cse298 = -cse152*cse282 - cse276*cse278 - cse295 + cse297
    cse299 = 0.0008*cse274*e_rod_1
    cse300 = cse296*e_rod_2
    cse301 = -cse150*cse288 - cse269*cse276 + cse299 - cse300
    cse302 = 0.016*cse188 + 0.016*cse235
    cse303 = 0.0008*cse274
    cse304 = cse303*e_rod_2
    cse305 = cse291*e_rod_3
    cse306 = cse150*cse270 - cse152*cse265 + cse304 + cse305
    cse307 = cse291*e_rod_0
    cse308 = cse150*cse282 + cse211*cse278 - cse300 + cse307
    cse309 = cse303*e_rod_0
    cse310 = -cse152*cse288 + 2*cse269*e_rod_0 - cse297 - cse309
    cse311 = 1.1999999999999997*e_rod_0
    cse312 = cse217 - cse218
    cse313 = cse238 - cse239
    cse314 = cse303*ed_rod_2
    cse315 = cse272*cse277
    cse316 = 2*cse265*ed_rod_3 - cse266*cse270 - cse314 - cse315
    cse317 = 2*ed_rod_0
    cse318 = cse272*cse281
    cse319 = -cse266*cse282 - cse278*cse317 + 0.008*cse283*ed_rod_2 - cse318
    cse320 = cse303*ed_rod_0
    cse321 = -cse269*cse317 + cse271*cse288 + cse284 + cse320
    cse322 = 0.032*acc_10
    cse323 = 0.0144*e_rod_2
    cse324 = 2*cse272
    cse325 = cse270*cse324
    cse326 = 2*cse274
    cse327 = cse265*cse326
    cse328 = cse325 + cse327
    cse329 = cse242*lam_8
    cse330 = cse329 + 0.72*e_rod_0*e_rod_1*lam_16
    cse331 = 0.016*e_rod_0
    cse332 = cse323*e_rod_3 + cse331*e_rod_1
    cse333 = e_rod_0*e_rod_2
    cse334 = 0.0016*cse333
    cse335 = 2*cse265*e_rod_0 - cse270*cse276 - cse299 - cse307
    cse336 = cse296*e_rod_1
    cse337 = cse152*cse278 - cse276*cse282 + cse305 + cse336
    cse338 = cse296*e_rod_0
    cse339 = cse152*cse269 + cse211*cse288 - cse293 + cse338
    cse340 = -cse184 + cse185
    cse341 = -cse340
    cse342 = 0.6*r_rod_z
    cse343 = 0.6*r_slider_z
    cse344 = 1.2*cse240
    cse345 = 1.2*cse241
    cse346 = 0.36*cse333 - cse342 + cse343 + cse344 + cse345 - 0.6
    cse347 = -cse265*cse317 + cse270*cse279 + cse289 + cse318
    cse348 = cse280*cse283
    cse349 = -cse271*cse278 + 2*cse282*ed_rod_1 - cse315 - cse348
    cse350 = cse281*cse283
    cse351 = -cse269*cse271 + 0.0008*cse274*ed_rod_3 - cse288*cse317 - cse350
    cse352 = acc_10*e_rod_2
    cse353 = cse311*e_rod_1
    cse354 = 0.3*lam_7
    cse355 = 2*cse283
    cse356 = cse278*cse355 + cse282*cse324
    cse357 = -cse354 + cse356
    cse358 = acc_13*e_rod_1
    cse359 = 0.0144*e_rod_3
    cse360 = -acc_11*cse359 + 0.0144*cse358
    cse361 = cse211*cse270 + cse265*cse276 - cse295 + cse309
    cse362 = -cse150*cse278 + 2*cse282*e_rod_0 - cse292 - cse338
    cse363 = -cse150*cse269 + cse276*cse288 + cse304 + cse336
    cse364 = e_rod_0*e_rod_3
    cse365 = -1.2*cse215 + 1.2*cse250 + 0.6*r_rod_y - 0.6*r_slider_y
    cse366 = 0.36*cse364 + cse365
    cse367 = -cse189
    cse368 = -cse265*cse279 - cse270*cse317 + 0.008*cse272*ed_rod_1 - cse320
    cse369 = cse266*cse278 + cse273 - cse282*cse317 + cse350
    cse370 = 2*cse269*ed_rod_2 - cse279*cse288 - cse314 - cse348
    cse371 = cse269*cse355 + cse288*cse326
    cse372 = cse371 + 0.3*lam_6
    cse373 = cse331*e_rod_3 - 0.0144*e_rod_1*e_rod_2
    cse374 = -cse1*cse154
    cse375 = -cse1*cse195
    cse376 = cse1*cse222
    cse377 = 2.4*e_rod_0
    cse378 = 1.2*e_rod_3
    cse379 = 8*e_rod_0
    cse380 = 4*e_rod_3
    cse381 = cse1*(lam_16*(cse259*e_rod_2 - cse377*e_slider_2 + cse378*e_slider_1) + lam_8*(-cse379*e_slider_1 - cse380*e_slider_2 + 8*e_rod_1*e_slider_0))
    cse382 = cse260*e_rod_0
    cse383 = cse379*e_slider_0
    cse384 = cse1*(lam_16*(-cse382 + 1.2*e_rod_3*e_slider_0) + lam_8*(-cse380*e_slider_3 - cse383))
    cse385 = cse259*e_rod_0
    cse386 = cse379*e_slider_3
    cse387 = cse1*(lam_16*(-cse378*e_slider_3 - cse385) + lam_8*(-cse175*e_rod_3 + cse386))
    cse388 = cse1*(lam_16*(-cse377*e_slider_1 - cse378*e_slider_2 + 2.4*e_rod_2*e_slider_3) + lam_8*(-cse178*e_rod_3 + cse379*e_slider_2 + 8*e_rod_1*e_slider_3))
    cse389 = 0.3*e_rod_3
    cse390 = 0.3*e_rod_2
    cse391 = -cse390
    cse392 = 2*e_slider_1
    cse393 = cse392*e_slider_0
    cse394 = 2*e_slider_3
    cse395 = cse394*e_slider_2
    cse396 = cse393 - cse395
    cse397 = -cse396
    cse398 = 4*e_rod_0
    cse399 = 2*e_slider_2
    cse400 = cse399*e_slider_0
    cse401 = cse394*e_slider_1 + cse400
    cse402 = 2*cse240 - 1
    cse403 = 2*cse241 + cse402
    cse404 = -cse152*cse401 + cse276*cse403 + cse397*cse398
    cse405 = -cse181
    cse406 = cse389*e_rod_0 + cse390*e_rod_1 + r_rod_y - r_slider_y
    cse407 = -cse406
    cse408 = -cse389*e_rod_1 + cse390*e_rod_0 - r_rod_z + r_slider_z
    cse409 = 0.3*cse186
    cse410 = 0.3*cse188
    cse411 = -cse409 - cse410 - r_rod_x + r_slider_x + 0.15
    cse412 = cse152*cse411
    cse413 = -cse203*cse405 - cse209*cse389 + 0.3*cse233*e_rod_2 + 4*cse407*e_rod_0 + 2*cse408*e_rod_1 - cse412
    cse414 = -cse214
    cse415 = -2*cse411*e_rod_2
    cse416 = -cse182*cse203 + 0.3*cse236*e_rod_2 - cse276*cse407 - cse389*cse414 + 4*cse408*e_rod_0 - cse415
    cse417 = -cse396 - cse406
    cse418 = 0.6*e_rod_3
    cse419 = cse401 - cse409 - cse410 - r_rod_x + r_slider_x + 0.15
    cse420 = 1.2*e_rod_0
    cse421 = cse403 + cse408
    cse422 = -cse417*cse418 - cse419*cse420 + 0.6*cse421*e_rod_2
    cse423 = 1.2*cse364
    cse424 = 0.016*e_rod_1
    cse425 = -cse325 - cse327
    cse426 = -lam_19
    cse427 = 0.0016*e_rod_3
    cse428 = 3.5999999999999996*e_rod_1
    cse429 = cse428*e_rod_2
    cse430 = cse428*e_rod_3
    cse431 = 0.016*e_rod_2
    cse432 = acc_10*cse331 + acc_12*cse431
    cse433 = 0.016*cse186 + 0.016*cse207
    cse434 = 0.36*e_rod_1
    cse435 = cse365 + cse434*e_rod_2
    cse436 = cse187 + 1.7999999999999998*cse188 + cse340 - 0.6
    cse437 = -1.7999999999999998*cse207 - 0.6*cse235 - cse436
    cse438 = cse378*e_rod_2
    cse439 = cse438*lam_10
    cse440 = cse371 - 0.3*lam_6
    cse441 = cse359*e_rod_0 - cse424*e_rod_2
    cse442 = cse427*e_rod_1
    cse443 = -0.6*cse207 - 1.7999999999999998*cse235 - cse436
    cse444 = cse342 - cse343 - cse344 - cse345 + cse434*e_rod_3 + 0.6
    cse445 = cse438*lam_9
    cse446 = cse354 + cse356
    cse447 = -acc_10*cse323 + 0.0144*acc_12*e_rod_0
    cse448 = cse1*cse158
    cse449 = -cse1*cse198
    cse450 = cse1*cse224
    cse451 = 2.4*e_rod_1
    cse452 = cse1*(lam_16*(-cse259*e_rod_3 - cse451*e_slider_2 + 1.2*e_rod_2*e_slider_1) + lam_8*(cse171*e_rod_2 + cse383))
    cse453 = e_rod_2*lam_8
    cse454 = cse260*e_rod_1
    cse455 = cse1*(cse173*cse453 + lam_16*(-cse454 + 1.2*e_rod_2*e_slider_0))
    cse456 = cse259*e_rod_1
    cse457 = 1.2*e_rod_2
    cse458 = cse1*(cse175*cse453 + lam_16*(-cse456 - cse457*e_slider_3))
    cse459 = cse1*(lam_16*(-cse260*e_rod_3 - cse451*e_slider_1 - cse457*e_slider_2) + lam_8*(cse178*e_rod_2 + cse386))
    cse460 = cse150*cse401 + cse211*cse403
    cse461 = -cse209*cse390 - cse216*cse405 - cse233*cse389 + 2*cse408*e_rod_0 - cse415
    cse462 = -cse182*cse216 - cse211*cse407 - cse236*cse389 - cse390*cse414 + cse412
    cse463 = -cse252*cse419 - 0.6*cse417*e_rod_2 - cse418*cse421
    cse464 = cse252*e_rod_0
    cse465 = 0.032*acc_12
    cse466 = 0.0144*e_rod_0
    cse467 = cse426 - lam_16*(0.18*cse186 + 0.18*cse188)
    cse468 = cse329 + lam_10*(-cse219 - cse255) + lam_9*(-cse253 - cse313)
    cse469 = cse431*e_rod_3 + cse466*e_rod_1
    cse470 = cse1*cse164
    cse471 = cse1*cse201
    cse472 = cse1*cse226
    cse473 = 8*e_rod_2
    cse474 = 8*e_rod_3
    cse475 = cse1*(lam_16*(cse252*e_slider_1 + cse385) + lam_8*(cse171*e_rod_1 - cse473*e_slider_1 + cse474*e_slider_0))
    cse476 = cse148*e_rod_1
    cse477 = -cse473*e_slider_0
    cse478 = cse1*(cse476*e_slider_0 + lam_8*(cse173*e_rod_1 + cse477))
    cse479 = cse1*(-cse476*e_slider_3 + lam_8*(cse175*e_rod_1 + cse473*e_slider_3))
    cse480 = cse1*(lam_16*(-cse252*e_slider_2 + cse382) + lam_8*(cse178*e_rod_1 + cse473*e_slider_2 + cse474*e_slider_3))
    cse481 = 0.3*e_rod_1
    cse482 = 0.3*e_rod_0
    cse483 = -cse482
    cse484 = 4*e_rod_2
    cse485 = cse152*cse403 + cse276*cse401 + cse397*cse484
    cse486 = cse276*cse411
    cse487 = cse152*cse408 - cse209*cse481 + cse233*cse482 + cse407*cse484 + cse486
    cse488 = cse211*cse411
    cse489 = cse152*cse407 + cse236*cse482 - cse414*cse481 + cse488
    cse490 = cse203*cse421 - cse216*cse417
    cse491 = 0.016*e_rod_3
    cse492 = 0.0144*e_rod_1
    cse493 = -cse1*cse168
    cse494 = -cse1*cse205
    cse495 = cse1*cse228
    cse496 = cse1*(lam_16*(cse420*e_slider_1 - cse456) + lam_8*(-cse398*e_slider_2 - cse477))
    cse497 = cse1*(cse149*e_slider_0 - cse398*e_slider_3*lam_8)
    cse498 = cse1*(-cse149*e_slider_3 - cse175*e_rod_0*lam_8)
    cse499 = cse1*(lam_16*(-cse420*e_slider_2 - cse454) + lam_8*(-cse178*e_rod_0 + 8*e_rod_2*e_slider_3))
    cse500 = -cse211*cse401 + 2*cse403*e_rod_2
    cse501 = -cse209*cse482 - cse233*cse481 + 2*cse408*e_rod_2 - cse488
    cse502 = cse150*cse407 - cse236*cse481 + cse380*cse408 - cse414*cse482 + cse486
    cse503 = -cse203*cse417 - cse216*cse421
    cse504 = cse146 + 2.0
    cse505 = cse171*lam_16
    cse506 = cse394*lam_14
    cse507 = cse1*(cse175*lam_13 + cse505 + cse506)
    cse508 = -cse399*lam_14
    cse509 = cse173*lam_16
    cse510 = cse1*(cse178*lam_13 + cse508 + cse509)
    cse511 = cse175*lam_16
    cse512 = cse392*lam_14
    cse513 = cse1*(cse511 - cse512)
    cse514 = 2*e_slider_0
    cse515 = cse514*lam_14
    cse516 = cse178*lam_16
    cse517 = cse1*(cse515 + cse516)
    cse518 = e_slider_1**2
    cse519 = cse402 + 2*cse518
    cse520 = cse394*e_slider_0
    cse521 = cse399*e_slider_1
    cse522 = cse520 - cse521
    cse523 = -2*e_slider_3*lam_13
    cse524 = cse1*(-cse175*lam_14 - cse516 - cse523)
    cse525 = cse399*lam_13
    cse526 = cse1*(-cse511 + cse525)
    cse527 = cse392*lam_13
    cse528 = cse1*(-cse171*lam_14 + cse509 + cse527)
    cse529 = cse514*lam_13
    cse530 = cse1*(cse505 + cse529)
    cse531 = cse520 + cse521
    cse532 = e_slider_2**2
    cse533 = -cse402 - 2*cse532
    cse534 = -cse220
    cse535 = cse1*(-cse512 - cse525 + 8*e_slider_0*lam_16)
    cse536 = cse1*(-cse515 - cse523)
    cse537 = cse1*(-cse506 - cse529)
    cse538 = cse1*(cse508 + cse527 + 8*e_slider_3*lam_16)
    cse539 = -cse400 + 2*e_slider_1*e_slider_3
    cse540 = -cse393 - cse395
    cse541 = 0.0004*cse518
    cse542 = 4*lam_11
    cse543 = 0.0004*acc_18
    cse544 = cse543*e_slider_1
    cse545 = 0.0004*acc_19
    cse546 = cse545*e_slider_2
    cse547 = 0.0004*acc_20
    cse548 = cse547*e_slider_3
    cse549 = cse256*lam_14
    cse550 = 4*r_slider_x - 0.8
    cse551 = cse379*e_rod_1 + cse473*e_rod_3
    cse552 = 2.4*cse333 - cse451*e_rod_3 + 8*cse518 + 8*cse532 - 8*r_rod_z + 8*r_slider_z - 8
    cse553 = 0.0002*e_slider_0
    cse554 = 0.0002*e_slider_1
    cse555 = 0.0002*e_slider_2
    cse556 = 0.0002*e_slider_3
    cse557 = cse553*ed_slider_3 - cse554*ed_slider_2 + cse555*ed_slider_1 - cse556*ed_slider_0
    cse558 = 2*ed_slider_2
    cse559 = cse553*ed_slider_2 + cse554*ed_slider_3 - 0.0002*e_slider_2*ed_slider_0 - 0.0002*e_slider_3*ed_slider_1
    cse560 = -cse559
    cse561 = 2*ed_slider_3
    cse562 = -cse392*ed_slider_2 - cse394*ed_slider_0 + cse399*ed_slider_1 + cse514*ed_slider_3
    cse563 = 0.0002*cse562
    cse564 = cse563*ed_slider_2
    cse565 = cse392*ed_slider_3 - cse394*ed_slider_1 - cse399*ed_slider_0 + cse514*ed_slider_2
    cse566 = 0.0002*ed_slider_3
    cse567 = cse557*cse558 + cse560*cse561 - cse564 + cse565*cse566
    cse568 = -cse557
    cse569 = 2*ed_slider_1
    cse570 = cse553*ed_slider_1 - cse554*ed_slider_0 - cse555*ed_slider_3 + cse556*ed_slider_2
    cse571 = -cse392*ed_slider_0 + cse394*ed_slider_2 - cse399*ed_slider_3 + cse514*ed_slider_1
    cse572 = cse566*cse571
    cse573 = cse561*cse570 + cse563*ed_slider_1 + cse568*cse569 - cse572
    cse574 = -cse570
    cse575 = 0.0002*cse565
    cse576 = cse575*ed_slider_1
    cse577 = 0.0002*ed_slider_2
    cse578 = cse558*cse574 + cse559*cse569 + cse571*cse577 - cse576
    cse579 = cse555*cse562
    cse580 = cse556*cse565
    cse581 = -cse394*cse560 - cse399*cse557 + cse579 - cse580
    cse582 = cse554*cse562
    cse583 = cse556*cse571
    cse584 = -cse392*cse568 - cse394*cse570 - cse582 + cse583
    cse585 = cse554*cse565
    cse586 = cse555*cse571
    cse587 = -cse392*cse559 - cse399*cse574 + cse585 - cse586
    cse588 = 0.0004*cse532
    cse589 = 0.0004*cse241
    cse590 = cse588 + cse589
    cse591 = 0.0004*cse250
    cse592 = cse555*cse565
    cse593 = cse556*cse562
    cse594 = -cse394*cse557 + cse399*cse560 + cse592 + cse593
    cse595 = cse553*cse562
    cse596 = cse399*cse570 + cse514*cse568 - cse586 + cse595
    cse597 = cse553*cse565
    cse598 = -cse394*cse574 + 2*cse559*e_slider_0 - cse583 - cse597
    cse599 = cse258 + cse423
    cse600 = 16*cse250 + cse599
    cse601 = 4*cse186 + 4*cse207 - 2
    cse602 = -cse601
    cse603 = cse565*cse577
    cse604 = cse562*cse566
    cse605 = 2*cse557*ed_slider_3 - cse558*cse560 - cse603 - cse604
    cse606 = 2*ed_slider_0
    cse607 = cse563*ed_slider_0
    cse608 = -cse558*cse570 - cse568*cse606 + 0.0002*cse571*ed_slider_2 - cse607
    cse609 = cse575*ed_slider_0
    cse610 = -cse559*cse606 + cse561*cse574 + cse572 + cse609
    cse611 = 0.0008*acc_17
    cse612 = cse239*lam_14
    cse613 = 2*cse562
    cse614 = 2*cse565
    cse615 = cse557*cse614 + cse560*cse613
    cse616 = -cse612 + cse615
    cse617 = 0.0004*e_slider_0*e_slider_2
    cse618 = -cse392*cse560 + 2*cse557*e_slider_0 - cse585 - cse595
    cse619 = cse554*cse571
    cse620 = -cse392*cse570 + cse394*cse568 + cse593 + cse619
    cse621 = cse553*cse571
    cse622 = cse394*cse559 + cse514*cse574 - cse580 + cse621
    cse623 = 1.2*cse186 + 1.2*cse188 + 4*r_rod_x - 4*r_slider_x - 0.6
    cse624 = -cse623 + 16*e_slider_0*e_slider_2
    cse625 = cse239*lam_13
    cse626 = -cse625
    cse627 = -cse557*cse606 + cse560*cse569 + cse576 + cse607
    cse628 = 0.0002*cse571
    cse629 = cse628*ed_slider_1
    cse630 = -cse561*cse568 + 2*cse570*ed_slider_1 - cse604 - cse629
    cse631 = cse628*ed_slider_0
    cse632 = -cse559*cse561 + 0.0002*cse565*ed_slider_3 - cse574*cse606 - cse631
    cse633 = -4*cse364 + 4*e_rod_1*e_rod_2
    cse634 = 2*cse571
    cse635 = cse568*cse634 + cse570*cse613
    cse636 = cse633*lam_8 + cse635
    cse637 = 0.0004*e_slider_0
    cse638 = cse637*e_slider_3
    cse639 = cse392*cse557 + cse514*cse560 - cse582 + cse597
    cse640 = -cse399*cse568 + 2*cse570*e_slider_0 - cse579 - cse621
    cse641 = cse392*cse574 - cse399*cse559 + cse592 + cse619
    cse642 = cse184 - 0.4
    cse643 = -cse557*cse569 - cse560*cse606 + 0.0002*cse562*ed_slider_1 - cse609
    cse644 = cse558*cse568 + cse564 - cse570*cse606 + cse631
    cse645 = 2*cse559*ed_slider_2 - cse569*cse574 - cse603 - cse629
    cse646 = 2*lam_12
    cse647 = cse559*cse634 + cse574*cse614
    cse648 = -cse646 + cse647
    cse649 = 2*lam_15
    cse650 = cse217*lam_13 - cse649
    cse651 = cse175*cse233 - cse209*cse392 + cse399*cse405
    cse652 = -cse175
    cse653 = -cse394
    cse654 = cse239*e_slider_2
    cse655 = 0.2 - r_slider_x
    cse656 = -cse175*cse655 - cse654 + 2*e_slider_3*r_slider_y
    cse657 = cse239*e_slider_1
    cse658 = -cse256*e_slider_0 - cse394*cse655 - cse657
    cse659 = 8*cse421
    cse660 = cse171*cse419 - cse178*cse417 + cse659*e_slider_0
    cse661 = 0.0004*e_slider_1
    cse662 = cse612 + cse615
    cse663 = 0.0004*cse240
    cse664 = -lam_20
    cse665 = acc_17*cse637
    cse666 = cse548 - lam_16*(8*cse240 + 8*cse241)
    cse667 = cse661*e_slider_2
    cse668 = -cse642
    cse669 = cse649 - 2*lam_13*r_slider_y
    cse670 = cse661*e_slider_3
    cse671 = -cse623 + 16*e_slider_1*e_slider_3
    cse672 = -cse209*cse514 + 2*cse405*e_slider_3
    cse673 = -cse178
    cse674 = cse239*e_slider_3
    cse675 = -cse178*cse655 + cse217*e_slider_2 + cse674
    cse676 = cse239*e_slider_0
    cse677 = 2*cse655*e_slider_2 - cse676
    cse678 = -cse399
    cse679 = -cse175*cse417 + 4*cse419*e_slider_3
    cse680 = 0.0004*acc_17
    cse681 = -cse633*lam_8 + cse635
    cse682 = cse646 + cse647
    cse683 = cse544 + cse664 + cse665
    cse684 = cse541 + cse663
    cse685 = 0.0004*cse215
    cse686 = -cse599 + 16*e_slider_2*e_slider_3
    cse687 = cse209*cse394 + cse405*cse514
    cse688 = -cse676 + 2*e_slider_1*r_slider_y
    cse689 = -cse256*e_slider_2 + 2*cse655*e_slider_1 - cse674
    cse690 = -cse392
    cse691 = cse173*cse417 + cse175*cse419
    cse692 = cse173*cse233 + cse209*cse399 + cse392*cse405
    cse693 = -cse514
    cse694 = cse217*e_slider_0 + cse657
    cse695 = -cse514*cse655 - cse654
    cse696 = cse171*cse417 + cse178*cse419 + cse659*e_slider_3
    out = np.zeros((42, 42))
    out[_index3_matrix_INDEX] = (
        0.12,  # [0, 0]
        1,  # [0, 21]
        1,  # [0, 26]
        0.12,  # [1, 1]
        1,  # [1, 22]
        1,  # [1, 27]
        0.12,  # [2, 2]
        1,  # [2, 23]
        1,  # [2, 28]
        4e-05*cse0 + cse1*(cse20*cse26 + cse21*cse34 + cse22*cse39 - cse3 - cse4*e_crank_2 - cse6 - cse9 + lam_18 + 0.32*lam_6) + cse53 - h*(-cse20*cse43 - cse21*cse47 - cse22*cse50),  # [3, 3]
        cse1*(acc_6*cse70 - cse2*e_crank_0 + cse20*cse64 + cse21*cse67 + cse22*cse69 + cse71*e_crank_1 + cse79) - cse81 - h*(-cse20*cse57 - cse21*cse59 - cse22*cse61),  # [3, 4]
        cse1*(cse101 + cse20*cse89 + cse21*cse91 + cse22*cse93 - cse4*e_crank_0 + 8e-05*cse94 + cse98) - cse83 - h*(-cse20*cse84 - cse21*cse86 - cse22*cse88),  # [3, 5]
        cse1*(-acc_4*cse70 + cse105 + cse106*cse20 + cse107*cse21 + cse108*cse22 + cse111 - cse5*e_crank_0 + cse71*e_crank_3) - cse112 - h*(-cse102*cse20 - cse103*cse21 - cse104*cse22),  # [3, 6]
        cse22,  # [3, 24]
        cse113,  # [3, 25]
        cse115,  # [3, 26]
        cse116,  # [3, 27]
        cse117,  # [3, 28]
        cse118,  # [3, 38]
        e_crank_0,  # [3, 39]
        cse1*(-acc_3*cse119 + 0.0008*acc_4*e_crank_0 + 0.00036*acc_5*e_crank_3 - cse19*cse26 - cse21*cse39 + 2*cse34*e_crank_3 - cse76 + 2*cse77*lam_17 + 0.16*lam_7) - cse81 - h*(cse19*cse43 + cse21*cse50 - cse22*cse47),  # [4, 3]
        cse1*(-acc_6*cse120 - cse123 - cse19*cse64 - cse21*cse69 + 2*cse67*e_crank_3) + cse125 + 4e-05*cse52 - h*(cse19*cse57 + cse21*cse61 - cse22*cse59),  # [4, 4]
        cse1*(-acc_3*cse100 + 0.0008*acc_4*e_crank_2 - acc_5*cse119 - cse111 - cse126 - cse19*cse89 - cse21*cse93 + 2*cse91*e_crank_3) + cse127 - h*(cse19*cse84 + cse21*cse88 - cse22*cse86),  # [4, 5]
        cse1*(8e-05*acc_4*e_crank_3 - cse106*cse19 + cse107*cse22 - cse108*cse21 + cse129 + cse130 - 4e-05*cse99) - cse128 - h*(cse102*cse19 - cse103*cse22 + cse104*cse21),  # [4, 6]
        cse21,  # [4, 24]
        cse22,  # [4, 25]
        cse131,  # [4, 26]
        cse132,  # [4, 28]
        cse133,  # [4, 38]
        e_crank_1,  # [4, 39]
        cse1*(8e-05*acc_5*e_crank_0 - cse101 - cse129 - cse19*cse34 - cse22*cse26 + 2*cse39*e_crank_1 - 4e-05*cse94) - cse83 - h*(cse19*cse47 - cse20*cse50 + cse22*cse43),  # [5, 3]
        cse1*(-acc_6*cse135 + cse105 + cse134*e_crank_1 + cse136 - cse19*cse67 - cse2*e_crank_2 + cse20*cse69 - cse22*cse64) + cse127 - h*(cse19*cse59 - cse20*cse61 + cse22*cse57),  # [5, 4]
        cse1*(-acc_3*cse82 - cse121 - cse19*cse91 - cse22*cse89 - cse3 - cse6 - cse9 + 2*cse93*e_crank_1 + 0.32*lam_6) + 4e-05*cse124 + cse53 - h*(cse19*cse86 - cse20*cse88 + cse22*cse84),  # [5, 5]
        cse1*(acc_4*cse135 - cse106*cse22 - cse107*cse19 + cse108*cse20 + cse134*e_crank_3 - cse5*e_crank_2 - cse73 - cse75 + cse78) - cse137 - h*(cse102*cse22 + cse103*cse19 - cse104*cse20),  # [5, 6]
        cse20,  # [5, 24]
        cse138,  # [5, 25]
        cse117,  # [5, 26]
        cse139,  # [5, 27]
        cse114,  # [5, 28]
        cse140,  # [5, 38]
        e_crank_2,  # [5, 39]
        cse1*(-acc_3*cse142 - acc_5*cse141 + 0.0008*acc_6*e_crank_0 - cse126 - cse136 - cse19*cse39 - cse20*cse34 + 2*cse26*e_crank_2) - cse112 - h*(cse19*cse50 + cse20*cse47 - cse21*cse43),  # [6, 3]
        cse1*(-acc_4*cse120 + 8e-05*acc_6*e_crank_1 - cse130 - cse19*cse69 - cse20*cse67 + 2*cse64*e_crank_2 - cse98) - cse128 - h*(cse19*cse61 + cse20*cse59 - cse21*cse57),  # [6, 4]
        cse1*(acc_3*cse141 - acc_5*cse142 + 0.0008*acc_6*e_crank_2 - cse19*cse93 - cse20*cse91 + cse21*cse89 + cse79) - cse137 - h*(cse19*cse88 + cse20*cse86 - cse21*cse84),  # [6, 5]
        cse1*(-4e-05*acc_4*e_crank_1 + 2*cse106*e_crank_2 - cse107*cse20 - cse108*cse19 - cse123) + cse125 + 4e-05*cse51 - h*(-cse102*cse21 + cse103*cse20 + cse104*cse19),  # [6, 6]
        cse19,  # [6, 24]
        cse20,  # [6, 25]
        cse143,  # [6, 26]
        cse131,  # [6, 28]
        cse144,  # [6, 38]
        e_crank_3,  # [6, 39]
        cse147,  # [7, 7]
        cse155,  # [7, 10]
        cse159,  # [7, 11]
        cse165,  # [7, 12]
        cse169,  # [7, 13]
        cse170,  # [7, 14]
        cse172,  # [7, 17]
        cse174,  # [7, 18]
        cse177,  # [7, 19]
        cse180,  # [7, 20]
        -1,  # [7, 26]
        cse181,  # [7, 30]
        cse183,  # [7, 31]
        cse191,  # [7, 37]
        cse147,  # [8, 8]
        cse196,  # [8, 10]
        cse199,  # [8, 11]
        cse202,  # [8, 12]
        cse206,  # [8, 13]
        cse170,  # [8, 15]
        cse179,  # [8, 17]
        cse176,  # [8, 18]
        cse174,  # [8, 19]
        cse172,  # [8, 20]
        -1,  # [8, 27]
        cse210,  # [8, 30]
        cse214,  # [8, 31]
        cse220,  # [8, 37]
        cse147,  # [9, 9]
        cse223,  # [9, 10]
        cse225,  # [9, 11]
        cse227,  # [9, 12]
        cse229,  # [9, 13]
        cse170,  # [9, 16]
        cse231,  # [9, 17]
        cse232,  # [9, 20]
        -1,  # [9, 28]
        cse234,  # [9, 30]
        cse237,  # [9, 31]
        cse244,  # [9, 37]
        cse155,  # [10, 7]
        cse196,  # [10, 8]
        cse223,  # [10, 9]
        cse1*(cse150*cse285 + cse152*cse290 - cse246 - cse247*e_rod_2 - cse249 + cse251*lam_8 - cse258*lam_9 + cse275*cse276 + lam_10*(-cse253 - cse254) + lam_16*(1.08*cse186 + 0.36*cse188 + cse261) + lam_19 + 0.6*lam_5) + 0.0016*cse207 + cse302 - h*(-cse150*cse298 - cse152*cse301 - cse276*cse294),  # [10, 10]
        cse1*(acc_13*cse323 + cse150*cse319 + cse152*cse321 - cse245*e_rod_0 + cse276*cse316 + cse322*e_rod_1 + cse328 + cse330 + lam_10*(-cse311*e_rod_3 - cse312) + lam_9*(-cse311*e_rod_2 - cse313)) - cse332 - h*(-cse150*cse308 - cse152*cse310 - cse276*cse306),  # [10, 11]
        cse1*(cse150*cse349 + cse152*cse351 - cse247*e_rod_0 + cse276*cse347 + cse341*lam_10 + cse346*lam_16 + 0.0032*cse352 - cse353*lam_9 + cse357 + cse360) - cse334 - h*(-cse150*cse337 - cse152*cse339 - cse276*cse335),  # [10, 12]
        cse1*(-acc_11*cse323 + cse150*cse369 + cse152*cse370 - cse248*e_rod_0 + cse276*cse368 + cse322*e_rod_3 + cse340*lam_9 - cse353*lam_10 + cse366*lam_16 + cse367*lam_8 + cse372) - cse373 - h*(-cse150*cse362 - cse152*cse363 - cse276*cse361),  # [10, 13]
        cse374,  # [10, 14]
        cse375,  # [10, 15]
        cse376,  # [10, 16]
        cse381,  # [10, 17]
        cse384,  # [10, 18]
        cse387,  # [10, 19]
        cse388,  # [10, 20]
        cse203,  # [10, 26]
        cse389,  # [10, 27]
        cse391,  # [10, 28]
        cse404,  # [10, 29]
        cse413,  # [10, 30]
        cse416,  # [10, 31]
        cse422,  # [10, 37]
        e_rod_0,  # [10, 40]
        cse159,  # [11, 7]
        cse199,  # [11, 8]
        cse225,  # [11, 9]
        cse1*(-acc_10*cse424 + 0.032*acc_11*e_rod_0 + acc_12*cse359 - cse150*cse290 + cse152*cse285 - cse211*cse275 + cse330 + cse425 + lam_10*(-cse312 - cse423) + lam_9*(-cse313 - 1.2*cse333)) - cse332 - h*(cse150*cse301 - cse152*cse298 + cse211*cse294),  # [11, 10]
        cse1*(-acc_13*cse427 - cse150*cse321 - cse211*cse316 + 2*cse319*e_rod_3 - cse426 - cse429*lam_9 - cse430*lam_10 - cse432 + lam_16*(0.36*cse186 + 1.08*cse188 + cse261) + 0.6*lam_5) + 0.0016*cse235 + cse433 - h*(cse150*cse310 - cse152*cse308 + cse211*cse306),  # [11, 11]
        cse1*(-acc_10*cse359 + 0.032*acc_11*e_rod_2 - acc_12*cse424 - cse150*cse351 + cse189*lam_8 - cse211*cse347 + 2*cse349*e_rod_3 + cse435*lam_16 + cse437*lam_9 - cse439 - cse440) + cse441 - h*(cse150*cse339 - cse152*cse337 + cse211*cse335),  # [11, 12]
        cse1*(0.0032*acc_11*e_rod_3 - cse150*cse370 + cse152*cse369 - cse211*cse368 - 0.0016*cse358 + cse443*lam_10 + cse444*lam_16 - cse445 + cse446 + cse447) - cse442 - h*(cse150*cse363 - cse152*cse362 + cse211*cse361),  # [11, 13]
        cse448,  # [11, 14]
        cse449,  # [11, 15]
        cse450,  # [11, 16]
        cse452,  # [11, 17]
        cse455,  # [11, 18]
        cse458,  # [11, 19]
        cse459,  # [11, 20]
        cse216,  # [11, 26]
        cse390,  # [11, 27]
        cse389,  # [11, 28]
        cse460,  # [11, 29]
        cse461,  # [11, 30]
        cse462,  # [11, 31]
        cse463,  # [11, 37]
        e_rod_1,  # [11, 40]
        cse165,  # [12, 7]
        cse202,  # [12, 8]
        cse227,  # [12, 9]
        cse1*(0.0032*acc_12*e_rod_0 - cse152*cse275 - cse211*cse285 + 2*cse290*e_rod_1 + cse341*lam_10 + cse346*lam_16 - 0.0016*cse352 - cse360 - cse446 - cse464*lam_9) - cse334 - h*(cse152*cse294 + cse211*cse298 - cse276*cse301),  # [12, 10]
        cse1*(-acc_13*cse466 - cse152*cse316 + cse189*lam_8 - cse211*cse319 - cse245*e_rod_2 + cse276*cse321 + cse372 + cse435*lam_16 + cse437*lam_9 - cse439 + cse465*e_rod_1) + cse441 - h*(cse152*cse306 + cse211*cse308 - cse276*cse310),  # [12, 11]
        cse1*(-0.0016*acc_10*e_rod_0 - cse152*cse347 - cse211*cse349 - cse246 - cse249 + cse251*lam_8 - cse253*lam_10 + 2*cse351*e_rod_1 - cse467 + lam_9*(-cse257 - cse429)) + 0.0016*cse186 + cse302 - h*(cse152*cse335 + cse211*cse337 - cse276*cse339),  # [12, 12]
        cse1*(acc_11*cse466 - cse152*cse368 - cse211*cse369 - cse248*e_rod_2 + cse276*cse370 + cse425 + cse465*e_rod_3 + cse468) - cse469 - h*(cse152*cse361 + cse211*cse362 - cse276*cse363),  # [12, 13]
        cse470,  # [12, 14]
        cse471,  # [12, 15]
        cse472,  # [12, 16]
        cse475,  # [12, 17]
        cse478,  # [12, 18]
        cse479,  # [12, 19]
        cse480,  # [12, 20]
        cse481,  # [12, 27]
        cse483,  # [12, 28]
        cse485,  # [12, 29]
        cse487,  # [12, 30]
        cse489,  # [12, 31]
        cse490,  # [12, 37]
        e_rod_2,  # [12, 40]
        cse169,  # [13, 7]
        cse206,  # [13, 8]
        cse229,  # [13, 9]
        cse1*(-acc_10*cse491 - acc_12*cse492 + 0.032*acc_13*e_rod_0 - cse211*cse290 + 2*cse275*e_rod_2 - cse276*cse285 + cse340*lam_9 + cse366*lam_16 + cse367*lam_8 - cse440 - cse464*lam_10) - cse373 - h*(-cse150*cse294 + cse211*cse301 + cse276*cse298),  # [13, 10]
        cse1*(-acc_11*cse427 + 0.0032*acc_13*e_rod_1 - cse211*cse321 - cse276*cse319 + 2*cse316*e_rod_2 - cse357 + cse443*lam_10 + cse444*lam_16 - cse445 - cse447) - cse442 - h*(-cse150*cse306 + cse211*cse310 + cse276*cse308),  # [13, 11]
        cse1*(acc_10*cse492 - acc_12*cse491 + 0.032*acc_13*e_rod_2 + cse150*cse347 - cse211*cse351 - cse276*cse349 + cse328 + cse468) - cse469 - h*(-cse150*cse335 + cse211*cse339 + cse276*cse337),  # [13, 12]
        cse1*(-0.0016*acc_11*e_rod_1 - cse211*cse370 - cse255*lam_9 - cse276*cse369 + 2*cse368*e_rod_2 - cse432 - cse467 + lam_10*(-cse254 - cse430)) + 0.0016*cse188 + cse433 - h*(-cse150*cse361 + cse211*cse363 + cse276*cse362),  # [13, 13]
        cse493,  # [13, 14]
        cse494,  # [13, 15]
        cse495,  # [13, 16]
        cse496,  # [13, 17]
        cse497,  # [13, 18]
        cse498,  # [13, 19]
        cse499,  # [13, 20]
        cse482,  # [13, 27]
        cse481,  # [13, 28]
        cse500,  # [13, 29]
        cse501,  # [13, 30]
        cse502,  # [13, 31]
        cse503,  # [13, 37]
        e_rod_3,  # [13, 40]
        cse170,  # [14, 7]
        cse374,  # [14, 10]
        cse448,  # [14, 11]
        cse470,  # [14, 12]
        cse493,  # [14, 13]
        cse504,  # [14, 14]
        cse507,  # [14, 17]
        cse510,  # [14, 18]
        cse513,  # [14, 19]
        cse517,  # [14, 20]
        cse405,  # [14, 30]
        cse182,  # [14, 31]
        cse519,  # [14, 34]
        cse522,  # [14, 35]
        cse190,  # [14, 37]
        cse170,  # [15, 8]
        cse375,  # [15, 10]
        cse449,  # [15, 11]
        cse471,  # [15, 12]
        cse494,  # [15, 13]
        cse504,  # [15, 15]
        cse524,  # [15, 17]
        cse526,  # [15, 18]
        cse528,  # [15, 19]
        cse530,  # [15, 20]
        cse209,  # [15, 30]
        cse414,  # [15, 31]
        cse531,  # [15, 34]
        cse533,  # [15, 35]
        cse534,  # [15, 37]
        cse170,  # [16, 9]
        cse376,  # [16, 10]
        cse450,  # [16, 11]
        cse472,  # [16, 12]
        cse495,  # [16, 13]
        cse504,  # [16, 16]
        cse535,  # [16, 17]
        cse536,  # [16, 18]
        cse537,  # [16, 19]
        cse538,  # [16, 20]
        cse233,  # [16, 30]
        cse236,  # [16, 31]
        cse539,  # [16, 34]
        cse540,  # [16, 35]
        cse243,  # [16, 37]
        cse172,  # [17, 7]
        cse179,  # [17, 8]
        cse231,  # [17, 9]
        cse381,  # [17, 10]
        cse452,  # [17, 11]
        cse475,  # [17, 12]
        cse496,  # [17, 13]
        cse507,  # [17, 14]
        cse524,  # [17, 15]
        cse535,  # [17, 16]
        cse1*(cse392*cse567 + cse394*cse578 + cse399*cse573 - cse542 - cse544 - cse546 - cse548 - cse549 + cse550*lam_13 + cse551*lam_8 + lam_16*(48*cse240 + 16*cse241 + cse552) + lam_20) + cse541 + cse590 - h*(-cse392*cse581 - cse394*cse587 - cse399*cse584),  # [17, 17]
        cse1*(cse392*cse605 + cse394*cse610 + cse399*cse608 - cse543*e_slider_0 + cse600*lam_16 + cse602*lam_8 + cse611*e_slider_1 + cse616) - cse591 - h*(-cse392*cse594 - cse394*cse598 - cse399*cse596),  # [17, 18]
        cse1*(cse392*cse627 + cse394*cse632 + cse399*cse630 - cse545*e_slider_0 + cse611*e_slider_2 + cse624*lam_16 + cse626 + cse636) - cse617 - h*(-cse392*cse618 - cse394*cse622 - cse399*cse620),  # [17, 19]
        cse1*(cse392*cse643 + cse394*cse645 + cse399*cse644 - cse547*e_slider_0 + cse611*e_slider_3 + cse642*lam_14 + cse648 + cse650 + 32*e_slider_0*e_slider_3*lam_16) - cse638 - h*(-cse392*cse639 - cse394*cse641 - cse399*cse640),  # [17, 20]
        cse651,  # [17, 29]
        cse652,  # [17, 32]
        cse653,  # [17, 33]
        cse656,  # [17, 34]
        cse658,  # [17, 35]
        cse653,  # [17, 36]
        cse660,  # [17, 37]
        e_slider_0,  # [17, 41]
        cse174,  # [18, 7]
        cse176,  # [18, 8]
        cse384,  # [18, 10]
        cse455,  # [18, 11]
        cse478,  # [18, 12]
        cse497,  # [18, 13]
        cse510,  # [18, 14]
        cse526,  # [18, 15]
        cse536,  # [18, 16]
        cse1*(-acc_17*cse661 + 0.0008*acc_18*e_slider_0 - cse399*cse578 - cse514*cse567 + 2*cse573*e_slider_3 + cse600*lam_16 + cse602*lam_8 - cse662) - cse591 - h*(-cse394*cse584 + cse399*cse587 + cse514*cse581),  # [18, 17]
        cse1*(-cse399*cse610 - cse514*cse605 - cse542 - cse546 + cse550*lam_13 + 2*cse608*e_slider_3 - cse664 - cse665 - cse666) + cse590 + cse663 - h*(-cse394*cse596 + cse399*cse598 + cse514*cse594),  # [18, 18]
        cse1*(0.0008*acc_18*e_slider_2 - cse399*cse632 - cse514*cse627 - cse545*e_slider_1 + 2*cse630*e_slider_3 - cse648 + cse668*lam_14 - cse669) - cse667 - h*(-cse394*cse620 + cse399*cse622 + cse514*cse618),  # [18, 19]
        cse1*(0.0008*acc_18*e_slider_3 + cse394*cse644 - cse399*cse645 - cse514*cse643 - cse547*e_slider_1 + cse625 + cse636 + cse671*lam_16) - cse670 - h*(-cse394*cse640 + cse399*cse641 + cse514*cse639),  # [18, 20]
        cse672,  # [18, 29]
        cse673,  # [18, 32]
        cse399,  # [18, 33]
        cse675,  # [18, 34]
        cse677,  # [18, 35]
        cse678,  # [18, 36]
        cse679,  # [18, 37]
        e_slider_1,  # [18, 41]
        cse177,  # [19, 7]
        cse174,  # [19, 8]
        cse387,  # [19, 10]
        cse458,  # [19, 11]
        cse479,  # [19, 12]
        cse498,  # [19, 13]
        cse513,  # [19, 14]
        cse528,  # [19, 15]
        cse537,  # [19, 16]
        cse1*(0.0008*acc_19*e_slider_0 - cse394*cse567 - cse514*cse573 + 2*cse578*e_slider_1 + cse624*lam_16 - cse625 - cse680*e_slider_2 - cse681) - cse617 - h*(-cse392*cse587 + cse394*cse581 + cse514*cse584),  # [19, 17]
        cse1*(0.0008*acc_19*e_slider_1 + cse392*cse610 - cse394*cse605 - cse514*cse608 - cse543*e_slider_2 + cse650 + cse668*lam_14 + cse682) - cse667 - h*(-cse392*cse598 + cse394*cse594 + cse514*cse596),  # [19, 18]
        cse1*(-cse394*cse627 - cse514*cse630 - cse549 + 2*cse632*e_slider_1 - cse666 - cse683) + cse589 + cse684 - h*(-cse392*cse622 + cse394*cse618 + cse514*cse620),  # [19, 19]
        cse1*(0.0008*acc_19*e_slider_3 - cse394*cse643 - cse514*cse644 - cse547*e_slider_2 + cse601*lam_8 + 2*cse645*e_slider_1 - cse662 + cse686*lam_16) - cse685 - h*(-cse392*cse641 + cse394*cse639 + cse514*cse640),  # [19, 20]
        cse687,  # [19, 29]
        cse392,  # [19, 33]
        cse688,  # [19, 34]
        cse689,  # [19, 35]
        cse690,  # [19, 36]
        cse691,  # [19, 37]
        e_slider_2,  # [19, 41]
        cse180,  # [20, 7]
        cse172,  # [20, 8]
        cse232,  # [20, 9]
        cse388,  # [20, 10]
        cse459,  # [20, 11]
        cse480,  # [20, 12]
        cse499,  # [20, 13]
        cse517,  # [20, 14]
        cse530,  # [20, 15]
        cse538,  # [20, 16]
        cse1*(0.0008*acc_20*e_slider_0 - cse392*cse573 - cse514*cse578 + 2*cse567*e_slider_2 + cse642*lam_14 - cse669 - cse680*e_slider_3 - cse682 + 32*e_slider_0*e_slider_3*lam_16) - cse638 - h*(cse392*cse584 - cse399*cse581 + cse514*cse587),  # [20, 17]
        cse1*(0.0008*acc_20*e_slider_1 - cse392*cse608 - cse514*cse610 - cse543*e_slider_3 + 2*cse605*e_slider_2 - cse626 + cse671*lam_16 - cse681) - cse670 - h*(cse392*cse596 - cse399*cse594 + cse514*cse598),  # [20, 18]
        cse1*(0.0008*acc_20*e_slider_2 - cse392*cse630 + cse399*cse627 - cse514*cse632 - cse545*e_slider_3 + cse601*lam_8 + cse616 + cse686*lam_16) - cse685 - h*(cse392*cse620 - cse399*cse618 + cse514*cse622),  # [20, 19]
        cse1*(-cse392*cse644 - cse514*cse645 - cse546 + cse551*lam_8 + 2*cse643*e_slider_2 - cse683 + lam_16*(16*cse240 + 48*cse241 + cse552)) + cse588 + cse684 - h*(cse392*cse640 - cse399*cse639 + cse514*cse641),  # [20, 20]
        cse692,  # [20, 29]
        cse693,  # [20, 33]
        cse694,  # [20, 34]
        cse695,  # [20, 35]
        cse693,  # [20, 36]
        cse696,  # [20, 37]
        e_slider_3,  # [20, 41]
        1,  # [21, 0]
        1,  # [22, 1]
        1,  # [23, 2]
        cse22,  # [24, 3]
        cse21,  # [24, 4]
        cse20,  # [24, 5]
        cse19,  # [24, 6]
        cse113,  # [25, 3]
        cse22,  # [25, 4]
        cse138,  # [25, 5]
        cse20,  # [25, 6]
        1,  # [26, 0]
        cse115,  # [26, 3]
        cse131,  # [26, 4]
        cse117,  # [26, 5]
        cse143,  # [26, 6]
        -1,  # [26, 7]
        cse203,  # [26, 10]
        cse216,  # [26, 11]
        1,  # [27, 1]
        cse116,  # [27, 3]
        cse139,  # [27, 5]
        -1,  # [27, 8]
        cse389,  # [27, 10]
        cse390,  # [27, 11]
        cse481,  # [27, 12]
        cse482,  # [27, 13]
        1,  # [28, 2]
        cse117,  # [28, 3]
        cse132,  # [28, 4]
        cse114,  # [28, 5]
        cse131,  # [28, 6]
        -1,  # [28, 9]
        cse391,  # [28, 10]
        cse389,  # [28, 11]
        cse483,  # [28, 12]
        cse481,  # [28, 13]
        cse404,  # [29, 10]
        cse460,  # [29, 11]
        cse485,  # [29, 12]
        cse500,  # [29, 13]
        cse651,  # [29, 17]
        cse672,  # [29, 18]
        cse687,  # [29, 19]
        cse692,  # [29, 20]
        cse181,  # [30, 7]
        cse210,  # [30, 8]
        cse234,  # [30, 9]
        cse413,  # [30, 10]
        cse461,  # [30, 11]
        cse487,  # [30, 12]
        cse501,  # [30, 13]
        cse405,  # [30, 14]
        cse209,  # [30, 15]
        cse233,  # [30, 16]
        cse183,  # [31, 7]
        cse214,  # [31, 8]
        cse237,  # [31, 9]
        cse416,  # [31, 10]
        cse462,  # [31, 11]
        cse489,  # [31, 12]
        cse502,  # [31, 13]
        cse182,  # [31, 14]
        cse414,  # [31, 15]
        cse236,  # [31, 16]
        cse652,  # [32, 17]
        cse673,  # [32, 18]
        cse653,  # [33, 17]
        cse399,  # [33, 18]
        cse392,  # [33, 19]
        cse693,  # [33, 20]
        cse519,  # [34, 14]
        cse531,  # [34, 15]
        cse539,  # [34, 16]
        cse656,  # [34, 17]
        cse675,  # [34, 18]
        cse688,  # [34, 19]
        cse694,  # [34, 20]
        cse522,  # [35, 14]
        cse533,  # [35, 15]
        cse540,  # [35, 16]
        cse658,  # [35, 17]
        cse677,  # [35, 18]
        cse689,  # [35, 19]
        cse695,  # [35, 20]
        cse653,  # [36, 17]
        cse678,  # [36, 18]
        cse690,  # [36, 19]
        cse693,  # [36, 20]
        cse191,  # [37, 7]
        cse220,  # [37, 8]
        cse244,  # [37, 9]
        cse422,  # [37, 10]
        cse463,  # [37, 11]
        cse490,  # [37, 12]
        cse503,  # [37, 13]
        cse190,  # [37, 14]
        cse534,  # [37, 15]
        cse243,  # [37, 16]
        cse660,  # [37, 17]
        cse679,  # [37, 18]
        cse691,  # [37, 19]
        cse696,  # [37, 20]
        cse118,  # [38, 3]
        cse133,  # [38, 4]
        cse140,  # [38, 5]
        cse144,  # [38, 6]
        e_crank_0,  # [39, 3]
        e_crank_1,  # [39, 4]
        e_crank_2,  # [39, 5]
        e_crank_3,  # [39, 6]
        e_rod_0,  # [40, 10]
        e_rod_1,  # [40, 11]
        e_rod_2,  # [40, 12]
        e_rod_3,  # [40, 13]
        e_slider_0,  # [41, 17]
        e_slider_1,  # [41, 18]
        e_slider_2,  # [41, 19]
        e_slider_3,  # [41, 20]
    )
    return out



def energy(q, v, t, p):
    """Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring
    potentials.

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (1,), 1 nonzero.
    """
    # 221 operations after common subexpression elimination
    (
        _, _, r_crank_z, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, _,
        _, r_rod_z, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, _, _,
        r_slider_z, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        rd_crank_x, rd_crank_y, rd_crank_z, ed_crank_0,
        ed_crank_1, ed_crank_2, ed_crank_3, rd_rod_x,
        rd_rod_y, rd_rod_z, ed_rod_0, ed_rod_1,
        ed_rod_2, ed_rod_3, rd_slider_x, rd_slider_y,
        rd_slider_z, ed_slider_0, ed_slider_1, ed_slider_2,
        ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = e_crank_0*ed_crank_1
    cse1 = e_crank_1*ed_crank_0
    cse2 = e_crank_2*ed_crank_3
    cse3 = e_crank_3*ed_crank_2
    cse4 = e_crank_0*ed_crank_2
    cse5 = e_crank_1*ed_crank_3
    cse6 = e_crank_2*ed_crank_0
    cse7 = e_crank_3*ed_crank_1
    cse8 = e_crank_0*ed_crank_3
    cse9 = e_crank_1*ed_crank_2
    cse10 = e_crank_2*ed_crank_1
    cse11 = e_crank_3*ed_crank_0
    cse12 = e_rod_0*ed_rod_1
    cse13 = e_rod_1*ed_rod_0
    cse14 = e_rod_2*ed_rod_3
    cse15 = e_rod_3*ed_rod_2
    cse16 = e_rod_0*ed_rod_2
    cse17 = e_rod_1*ed_rod_3
    cse18 = e_rod_2*ed_rod_0
    cse19 = e_rod_3*ed_rod_1
    cse20 = e_rod_0*ed_rod_3
    cse21 = e_rod_1*ed_rod_2
    cse22 = e_rod_2*ed_rod_1
    cse23 = e_rod_3*ed_rod_0
    cse24 = e_slider_0*ed_slider_1
    cse25 = e_slider_1*ed_slider_0
    cse26 = e_slider_2*ed_slider_3
    cse27 = e_slider_3*ed_slider_2
    cse28 = e_slider_0*ed_slider_2
    cse29 = e_slider_1*ed_slider_3
    cse30 = e_slider_2*ed_slider_0
    cse31 = e_slider_3*ed_slider_1
    cse32 = e_slider_0*ed_slider_3
    cse33 = e_slider_1*ed_slider_2
    cse34 = e_slider_2*ed_slider_1
    cse35 = e_slider_3*ed_slider_0
    return np.array([
        1.1772*r_crank_z + 4.905*r_rod_z + 19.62*r_slider_z + 0.06*rd_crank_x**2 + 0.06*rd_crank_y**2 + 0.06*rd_crank_z**2 + 0.25*rd_rod_x**2 + 0.25*rd_rod_y**2 + 0.25*rd_rod_z**2 + 1.0*rd_slider_x**2 + 1.0*rd_slider_y**2 + 1.0*rd_slider_z**2 + (1/2)*(0.0002*cse0 - 0.0002*cse1 - 0.0002*cse2 + 0.0002*cse3)*(2*cse0 - 2*cse1 - 2*cse2 + 2*cse3) + (1/2)*(0.0002*cse10 - 0.0002*cse11 + 0.0002*cse8 - 0.0002*cse9)*(2*cse10 - 2*cse11 + 2*cse8 - 2*cse9) + (1/2)*(0.008*cse12 - 0.008*cse13 - 0.008*cse14 + 0.008*cse15)*(2*cse12 - 2*cse13 - 2*cse14 + 2*cse15) + (1/2)*(0.0008*cse16 + 0.0008*cse17 - 0.0008*cse18 - 0.0008*cse19)*(2*cse16 + 2*cse17 - 2*cse18 - 2*cse19) + (1/2)*(0.008*cse20 - 0.008*cse21 + 0.008*cse22 - 0.008*cse23)*(2*cse20 - 2*cse21 + 2*cse22 - 2*cse23) + (1/2)*(0.0002*cse24 - 0.0002*cse25 - 0.0002*cse26 + 0.0002*cse27)*(2*cse24 - 2*cse25 - 2*cse26 + 2*cse27) + (1/2)*(0.0002*cse28 + 0.0002*cse29 - 0.0002*cse30 - 0.0002*cse31)*(2*cse28 + 2*cse29 - 2*cse30 - 2*cse31) + (1/2)*(0.0002*cse32 - 0.0002*cse33 + 0.0002*cse34 - 0.0002*cse35)*(2*cse32 - 2*cse33 + 2*cse34 - 2*cse35) + (1/2)*(2e-05*cse4 + 2e-05*cse5 - 2e-05*cse6 - 2e-05*cse7)*(2*cse4 + 2*cse5 - 2*cse6 - 2*cse7),  # [0]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 288 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, r_rod_x,
        r_rod_y, r_rod_z, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, r_slider_x, r_slider_y,
        r_slider_z, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        rd_crank_x, rd_crank_y, rd_crank_z, ed_crank_0,
        ed_crank_1, ed_crank_2, ed_crank_3, rd_rod_x,
        rd_rod_y, rd_rod_z, ed_rod_0, ed_rod_1,
        ed_rod_2, ed_rod_3, rd_slider_x, rd_slider_y,
        rd_slider_z, ed_slider_0, ed_slider_1, ed_slider_2,
        ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 0.12*rd_crank_x
    cse1 = 0.5*rd_rod_x
    cse2 = 2.0*rd_slider_x
    cse3 = 0.12*rd_crank_y
    cse4 = 0.5*rd_rod_y
    cse5 = 2.0*rd_slider_y
    cse6 = 0.12*rd_crank_z
    cse7 = 0.5*rd_rod_z
    cse8 = 2.0*rd_slider_z
    cse9 = 0.0002*e_crank_0*e_crank_2
    cse10 = 0.0002*e_crank_1
    cse11 = 2*ed_crank_3
    cse12 = 2*ed_crank_2
    cse13 = 2*ed_crank_1
    cse14 = 2*ed_crank_0
    cse15 = cse11*e_crank_0 - cse12*e_crank_1 + cse13*e_crank_2 - cse14*e_crank_3
    cse16 = e_crank_0*e_crank_3
    cse17 = cse11*e_crank_1 + cse12*e_crank_0 - cse13*e_crank_3 - cse14*e_crank_2
    cse18 = 0.008*e_rod_0
    cse19 = cse18*e_rod_2
    cse20 = 0.008*e_rod_1
    cse21 = 2*ed_rod_3
    cse22 = 2*ed_rod_2
    cse23 = 2*ed_rod_1
    cse24 = 2*ed_rod_0
    cse25 = cse21*e_rod_0 - cse22*e_rod_1 + cse23*e_rod_2 - cse24*e_rod_3
    cse26 = 0.0008*e_rod_3
    cse27 = cse21*e_rod_1 + cse22*e_rod_0 - cse23*e_rod_3 - cse24*e_rod_2
    cse28 = 0.0002*e_slider_2
    cse29 = cse28*e_slider_0
    cse30 = 0.0002*e_slider_3
    cse31 = 2*ed_slider_3
    cse32 = 2*ed_slider_2
    cse33 = 2*ed_slider_1
    cse34 = 2*ed_slider_0
    cse35 = cse31*e_slider_0 - cse32*e_slider_1 + cse33*e_slider_2 - cse34*e_slider_3
    cse36 = cse30*e_slider_0
    cse37 = cse31*e_slider_1 + cse32*e_slider_0 - cse33*e_slider_3 - cse34*e_slider_2
    cse38 = e_crank_0**2
    cse39 = 0.0002*cse38 - 0.0001
    cse40 = -cse11*e_crank_2 + cse12*e_crank_3 + cse13*e_crank_0 - cse14*e_crank_1
    cse41 = e_rod_0**2
    cse42 = 0.008*cse41 - 0.004
    cse43 = -cse21*e_rod_2 + cse22*e_rod_3 + cse23*e_rod_0 - cse24*e_rod_1
    cse44 = 0.0002*e_slider_0**2 - 0.0001
    cse45 = -cse31*e_slider_2 + cse32*e_slider_3 + cse33*e_slider_0 - cse34*e_slider_1
    cse46 = 0.0002*e_slider_0*e_slider_1
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse15*(cse10*e_crank_3 + cse9) + cse17*(-2e-05*cse16 + 2e-05*e_crank_1*e_crank_2) + cse25*(cse19 + cse20*e_rod_3) + cse27*(-cse26*e_rod_0 + 0.0008*e_rod_1*e_rod_2) - cse3*r_crank_z + cse35*(cse29 + cse30*e_slider_1) + cse37*(-cse36 + 0.0002*e_slider_1*e_slider_2) - cse4*r_rod_z + cse40*(cse39 + 0.0002*e_crank_1**2) + cse43*(cse42 + 0.008*e_rod_1**2) + cse45*(cse44 + 0.0002*e_slider_1**2) - cse5*r_slider_z + cse6*r_crank_y + cse7*r_rod_y + cse8*r_slider_y,  # [3]
        cse0*r_crank_z + cse1*r_rod_z + cse15*(-cse10*e_crank_0 + 0.0002*e_crank_2*e_crank_3) + cse17*(2e-05*cse38 + 2e-05*e_crank_2**2 - 1e-05) + cse2*r_slider_z + cse25*(-cse18*e_rod_1 + 0.008*e_rod_2*e_rod_3) + cse27*(0.0008*cse41 + 0.0008*e_rod_2**2 - 0.0004) + cse35*(-cse46 + 0.0002*e_slider_2*e_slider_3) + cse37*(cse44 + 0.0002*e_slider_2**2) + cse40*(0.0002*cse16 + 0.0002*e_crank_1*e_crank_2) + cse43*(cse18*e_rod_3 + cse20*e_rod_2) + cse45*(cse28*e_slider_1 + cse36) - cse6*r_crank_x - cse7*r_rod_x - cse8*r_slider_x,  # [4]
        -cse0*r_crank_y - cse1*r_rod_y + cse15*(cse39 + 0.0002*e_crank_3**2) + cse17*(2e-05*e_crank_0*e_crank_1 + 2e-05*e_crank_2*e_crank_3) - cse2*r_slider_y + cse25*(cse42 + 0.008*e_rod_3**2) + cse27*(cse26*e_rod_2 + 0.0008*e_rod_0*e_rod_1) + cse3*r_crank_x + cse35*(cse44 + 0.0002*e_slider_3**2) + cse37*(cse28*e_slider_3 + cse46) + cse4*r_rod_x + cse40*(-cse9 + 0.0002*e_crank_1*e_crank_3) + cse43*(-cse19 + 0.008*e_rod_1*e_rod_3) + cse45*(-cse29 + 0.0002*e_slider_1*e_slider_3) + cse5*r_slider_x,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (21).

    Returns:
        ndarray of shape (3, 12), 36 nonzero.
    """
    # 99 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, r_rod_x,
        r_rod_y, r_rod_z, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, r_slider_x, r_slider_y,
        r_slider_z, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = 2*e_crank_0**2 - 1
    cse1 = 2*e_crank_0
    cse2 = cse1*e_crank_3
    cse3 = cse1*e_crank_2
    cse4 = 2*e_crank_1
    cse5 = cse1*e_crank_1
    cse6 = 2*e_rod_0**2 - 1
    cse7 = 2*e_rod_0
    cse8 = cse7*e_rod_3
    cse9 = cse7*e_rod_2
    cse10 = 2*e_rod_1
    cse11 = cse7*e_rod_1
    cse12 = 2*e_slider_0**2 - 1
    cse13 = 2*e_slider_0
    cse14 = cse13*e_slider_3
    cse15 = cse13*e_slider_2
    cse16 = 2*e_slider_1
    cse17 = cse13*e_slider_1
    return np.array([
        r_crank_x,  # [0, 0]
        r_crank_y,  # [0, 1]
        r_crank_z,  # [0, 2]
        cse0 + 2*e_crank_1**2,  # [0, 3]
        -cse2 + 2*e_crank_1*e_crank_2,  # [0, 4]
        cse3 + cse4*e_crank_3,  # [0, 5]
        cse2 + cse4*e_crank_2,  # [0, 6]
        cse0 + 2*e_crank_2**2,  # [0, 7]
        -cse5 + 2*e_crank_2*e_crank_3,  # [0, 8]
        -cse3 + 2*e_crank_1*e_crank_3,  # [0, 9]
        cse5 + 2*e_crank_2*e_crank_3,  # [0, 10]
        cse0 + 2*e_crank_3**2,  # [0, 11]
        r_rod_x,  # [1, 0]
        r_rod_y,  # [1, 1]
        r_rod_z,  # [1, 2]
        cse6 + 2*e_rod_1**2,  # [1, 3]
        -cse8 + 2*e_rod_1*e_rod_2,  # [1, 4]
        cse10*e_rod_3 + cse9,  # [1, 5]
        cse10*e_rod_2 + cse8,  # [1, 6]
        cse6 + 2*e_rod_2**2,  # [1, 7]
        -cse11 + 2*e_rod_2*e_rod_3,  # [1, 8]
        -cse9 + 2*e_rod_1*e_rod_3,  # [1, 9]
        cse11 + 2*e_rod_2*e_rod_3,  # [1, 10]
        cse6 + 2*e_rod_3**2,  # [1, 11]
        r_slider_x,  # [2, 0]
        r_slider_y,  # [2, 1]
        r_slider_z,  # [2, 2]
        cse12 + 2*e_slider_1**2,  # [2, 3]
        -cse14 + 2*e_slider_1*e_slider_2,  # [2, 4]
        cse15 + cse16*e_slider_3,  # [2, 5]
        cse14 + cse16*e_slider_2,  # [2, 6]
        cse12 + 2*e_slider_2**2,  # [2, 7]
        -cse17 + 2*e_slider_2*e_slider_3,  # [2, 8]
        -cse15 + 2*e_slider_1*e_slider_3,  # [2, 9]
        cse17 + 2*e_slider_2*e_slider_3,  # [2, 10]
        cse12 + 2*e_slider_3**2,  # [2, 11]
    ]).reshape(3, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).

    Returns:
        ndarray of shape (3, 6), 18 nonzero.
    """
    # 216 operations after common subexpression elimination
    (
        _, _, _, e_crank_0,
        e_crank_1, e_crank_2, e_crank_3, _,
        _, _, e_rod_0, e_rod_1,
        e_rod_2, e_rod_3, _, _,
        _, e_slider_0, e_slider_1, e_slider_2,
        e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        rd_crank_x, rd_crank_y, rd_crank_z, ed_crank_0,
        ed_crank_1, ed_crank_2, ed_crank_3, rd_rod_x,
        rd_rod_y, rd_rod_z, ed_rod_0, ed_rod_1,
        ed_rod_2, ed_rod_3, rd_slider_x, rd_slider_y,
        rd_slider_z, ed_slider_0, ed_slider_1, ed_slider_2,
        ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2*e_crank_2
    cse1 = cse0*e_crank_0
    cse2 = 2*e_crank_3
    cse3 = 2*ed_crank_3
    cse4 = 2*ed_crank_2
    cse5 = cse0*ed_crank_1 - cse2*ed_crank_0 + cse3*e_crank_0 - cse4*e_crank_1
    cse6 = cse2*e_crank_0
    cse7 = -cse0*ed_crank_0 - cse2*ed_crank_1 + cse3*e_crank_1 + cse4*e_crank_0
    cse8 = 2*e_crank_0**2 - 1
    cse9 = 2*e_crank_1
    cse10 = -cse0*ed_crank_3 + cse2*ed_crank_2 - cse9*ed_crank_0 + 2*e_crank_0*ed_crank_1
    cse11 = cse9*e_crank_0
    cse12 = 2*e_rod_2
    cse13 = cse12*e_rod_0
    cse14 = 2*e_rod_3
    cse15 = 2*ed_rod_3
    cse16 = 2*ed_rod_2
    cse17 = cse12*ed_rod_1 - cse14*ed_rod_0 + cse15*e_rod_0 - cse16*e_rod_1
    cse18 = cse14*e_rod_0
    cse19 = -cse12*ed_rod_0 - cse14*ed_rod_1 + cse15*e_rod_1 + cse16*e_rod_0
    cse20 = 2*e_rod_0**2 - 1
    cse21 = 2*e_rod_1
    cse22 = -cse12*ed_rod_3 + cse14*ed_rod_2 - cse21*ed_rod_0 + 2*e_rod_0*ed_rod_1
    cse23 = cse21*e_rod_0
    cse24 = 2*e_slider_2
    cse25 = cse24*e_slider_0
    cse26 = 2*e_slider_3
    cse27 = 2*ed_slider_3
    cse28 = 2*ed_slider_2
    cse29 = cse24*ed_slider_1 - cse26*ed_slider_0 + cse27*e_slider_0 - cse28*e_slider_1
    cse30 = cse26*e_slider_0
    cse31 = -cse24*ed_slider_0 - cse26*ed_slider_1 + cse27*e_slider_1 + cse28*e_slider_0
    cse32 = 2*e_slider_0**2 - 1
    cse33 = 2*e_slider_1
    cse34 = -cse24*ed_slider_3 + cse26*ed_slider_2 - cse33*ed_slider_0 + 2*e_slider_0*ed_slider_1
    cse35 = cse33*e_slider_0
    return np.array([
        rd_crank_x,  # [0, 0]
        rd_crank_y,  # [0, 1]
        rd_crank_z,  # [0, 2]
        cse10*(cse8 + 2*e_crank_1**2) + cse5*(cse1 + cse2*e_crank_1) + cse7*(-cse6 + 2*e_crank_1*e_crank_2),  # [0, 3]
        cse10*(cse0*e_crank_1 + cse6) + cse5*(-cse11 + 2*e_crank_2*e_crank_3) + cse7*(cse8 + 2*e_crank_2**2),  # [0, 4]
        cse10*(-cse1 + 2*e_crank_1*e_crank_3) + cse5*(cse8 + 2*e_crank_3**2) + cse7*(cse11 + cse2*e_crank_2),  # [0, 5]
        rd_rod_x,  # [1, 0]
        rd_rod_y,  # [1, 1]
        rd_rod_z,  # [1, 2]
        cse17*(cse13 + cse14*e_rod_1) + cse19*(-cse18 + 2*e_rod_1*e_rod_2) + cse22*(cse20 + 2*e_rod_1**2),  # [1, 3]
        cse17*(-cse23 + 2*e_rod_2*e_rod_3) + cse19*(cse20 + 2*e_rod_2**2) + cse22*(cse12*e_rod_1 + cse18),  # [1, 4]
        cse17*(cse20 + 2*e_rod_3**2) + cse19*(cse14*e_rod_2 + cse23) + cse22*(-cse13 + 2*e_rod_1*e_rod_3),  # [1, 5]
        rd_slider_x,  # [2, 0]
        rd_slider_y,  # [2, 1]
        rd_slider_z,  # [2, 2]
        cse29*(cse25 + cse26*e_slider_1) + cse31*(-cse30 + 2*e_slider_1*e_slider_2) + cse34*(cse32 + 2*e_slider_1**2),  # [2, 3]
        cse29*(-cse35 + 2*e_slider_2*e_slider_3) + cse31*(cse32 + 2*e_slider_2**2) + cse34*(cse24*e_slider_1 + cse30),  # [2, 4]
        cse29*(cse32 + 2*e_slider_3**2) + cse31*(cse26*e_slider_2 + cse35) + cse34*(-cse25 + 2*e_slider_1*e_slider_3),  # [2, 5]
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

