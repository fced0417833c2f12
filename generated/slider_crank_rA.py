# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: slider_crank
# formulation: rA
# scheme: any
# input hash: 92892a4e3d5ef044
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
INPUT_HASH = '92892a4e3d5ef044'
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
 'B',
 'reaction_frames',
 'taylor_residual',
 'taylor_matrix',
 'energy',
 'momentum',
 'body_frames',
 'body_velocities',
 'initial_frames',
 'initial_velocities',
 'chart']
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
 'reaction_sites': [{'owner': 'revolute',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['ground', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [0, 6]},
                    {'owner': 'spherical',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [6, 12]},
                    {'owner': 'revolute_cylindrical',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'slider'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [12, 18]},
                    {'owner': 'translational',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['slider', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [18, 24]},
                    {'owner': 'distance',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'slider'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [24, 30]},
                    {'owner': 'driver',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['ground', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [30, 36]}],
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
             'B',
             'reaction_frames',
             'taylor_residual',
             'taylor_matrix',
             'energy',
             'momentum',
             'body_frames',
             'body_velocities',
             'initial_frames',
             'initial_velocities',
             'chart'],
 'notices': ["body 'rod': orientation orthonormalized (max |A^T A - I| was 1.24e-06, entries "
             'moved by up to 5.55e-07)'],
 'model': {'parameters': [],
           'bodies': [['crank',
                       '0.12',
                       '\\left[\\begin{matrix}0.0001 & 0 & 0\\\\0 & 1.0 \\cdot 10^{-5} & '
                       '0\\\\0 & 0 & 0.0001\\end{matrix}\\right]',
                       '(0, 0.1, 0.12)'],
                      ['rod',
                       '0.5',
                       '\\left[\\begin{matrix}0.004 & 0 & 0\\\\0 & 0.0004 & 0\\\\0 & 0 & '
                       '0.004\\end{matrix}\\right]',
                       '(0.1, 0.05, 0.1)'],
                      ['slider',
                       '2.0',
                       '\\left[\\begin{matrix}0.0001 & 0 & 0\\\\0 & 0.0001 & 0\\\\0 & 0 & '
                       '0.0001\\end{matrix}\\right]',
                       '(0.2, 0, 0)']],
           'joints': [],
           'drivers': [],
           'groups': [['revolute', 'CD, CD, CD, DP1, DP1'],
                      ['spherical', 'CD, CD, CD'],
                      ['revolute_cylindrical', 'DP1, DP2, DP2'],
                      ['translational', 'DP1, DP1, DP2, DP2, DP1'],
                      ['distance', 'D'],
                      ['driver', 'angle']],
           'gravity': '(0, 0, -9.81)'},
 'input_hash': '92892a4e3d5ef044'}
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
_B_INDEX = (
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
     18,
     18,
     18,
     19,
     19,
     19,
     20,
     20,
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
     24,
     24,
     24,
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
     26,
     26,
     26,
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
     31,
     31,
     31,
     31,
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
     35,
     35,
     35]),
    np.array([0,
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
     3,
     4,
     5,
     0,
     1,
     2,
     3,
     4,
     5,
     6,
     7,
     8,
     10,
     11,
     0,
     1,
     2,
     3,
     4,
     5,
     6,
     7,
     8,
     10,
     11,
     0,
     1,
     2,
     3,
     4,
     5,
     6,
     7,
     8,
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
     11,
     3,
     4,
     5,
     9,
     10,
     11,
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
     17,
     9,
     10,
     11,
     15,
     16,
     17,
     9,
     10,
     11,
     15,
     16,
     17,
     9,
     10,
     11,
     15,
     16,
     17,
     12,
     13,
     14,
     12,
     13,
     14,
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
     17,
     9,
     10,
     11,
     15,
     16,
     17,
     9,
     10,
     11,
     15,
     16,
     17,
     9,
     10,
     11,
     15,
     16,
     17,
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
     3,
     4,
     5]),
)
_reaction_frames_INDEX = (
    np.array([0,
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
     2,
     2,
     2,
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
     5,
     5,
     5]),
    np.array([1,
     2,
     3,
     7,
     11,
     0,
     1,
     2,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     10,
     11,
     0,
     1,
     2,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     10,
     11,
     0,
     1,
     2,
     3,
     4,
     5,
     6,
     7,
     8,
     9,
     10,
     11,
     0,
     1,
     2,
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
     7,
     11]),
)
_taylor_matrix_INDEX = (
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
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2]),
    np.array([1, 2, 3, 8, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 5, 7, 9]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 2, 2, 2]),
    np.array([0, 4, 8, 0, 4, 8, 0, 4, 8]),
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
    # 252 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13, dv_14, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    cse0 = dv_5**2
    cse1 = dv_4**2
    cse2 = dv_3**2
    cse3 = math.sqrt(cse0 + cse1 + cse2)
    cse4 = (1/2)*_sinc((1/2)*cse3)**2
    cse5 = cse4*dv_3
    cse6 = cse5*dv_5
    cse7 = _sinc(cse3)
    cse8 = cse7*dv_4
    cse9 = cse6 - cse8
    cse10 = cse5*dv_4
    cse11 = cse7*dv_5
    cse12 = cse10 + cse11
    cse13 = -cse1*cse4
    cse14 = -cse0*cse4 + 1
    cse15 = cse13 + cse14
    cse16 = cse4*dv_4*dv_5
    cse17 = cse7*dv_3
    cse18 = cse16 + cse17
    cse19 = -cse2*cse4
    cse20 = cse14 + cse19
    cse21 = cse10 - cse11
    cse22 = cse13 + cse19 + 1
    cse23 = cse16 - cse17
    cse24 = cse6 + cse8
    cse25 = dv_9**2
    cse26 = dv_11**2
    cse27 = dv_10**2
    cse28 = math.sqrt(cse25 + cse26 + cse27)
    cse29 = (1/2)*_sinc((1/2)*cse28)**2
    cse30 = cse29*dv_9
    cse31 = cse30*dv_11
    cse32 = _sinc(cse28)
    cse33 = cse32*dv_10
    cse34 = cse31 - cse33
    cse35 = cse30*dv_10
    cse36 = cse32*dv_11
    cse37 = cse35 + cse36
    cse38 = -cse27*cse29
    cse39 = -cse26*cse29 + 1
    cse40 = cse38 + cse39
    cse41 = cse29*dv_10*dv_11
    cse42 = cse32*dv_9
    cse43 = cse41 + cse42
    cse44 = -cse25*cse29
    cse45 = cse39 + cse44
    cse46 = cse35 - cse36
    cse47 = cse38 + cse44 + 1
    cse48 = cse41 - cse42
    cse49 = cse31 + cse33
    cse50 = dv_17**2
    cse51 = dv_16**2
    cse52 = dv_15**2
    cse53 = math.sqrt(cse50 + cse51 + cse52)
    cse54 = (1/2)*_sinc((1/2)*cse53)**2
    cse55 = cse54*dv_16
    cse56 = cse55*dv_15
    cse57 = _sinc(cse53)
    cse58 = cse57*dv_17
    cse59 = cse56 + cse58
    cse60 = cse54*dv_15*dv_17
    cse61 = cse57*dv_16
    cse62 = cse60 - cse61
    cse63 = -cse50*cse54
    cse64 = -cse51*cse54 + 1
    cse65 = cse63 + cse64
    cse66 = cse55*dv_17
    cse67 = cse57*dv_15
    cse68 = cse66 + cse67
    cse69 = -cse52*cse54
    cse70 = cse63 + cse69 + 1
    cse71 = cse56 - cse58
    cse72 = cse64 + cse69
    cse73 = cse66 - cse67
    cse74 = cse60 + cse61
    return np.array([
        dv_0 + q_r_crank_x,  # [0]
        dv_1 + q_r_crank_y,  # [1]
        dv_2 + q_r_crank_z,  # [2]
        cse12*q_A_crank_12 + cse15*q_A_crank_11 + cse9*q_A_crank_13,  # [3]
        cse18*q_A_crank_13 + cse20*q_A_crank_12 + cse21*q_A_crank_11,  # [4]
        cse22*q_A_crank_13 + cse23*q_A_crank_12 + cse24*q_A_crank_11,  # [5]
        cse12*q_A_crank_22 + cse15*q_A_crank_21 + cse9*q_A_crank_23,  # [6]
        cse18*q_A_crank_23 + cse20*q_A_crank_22 + cse21*q_A_crank_21,  # [7]
        cse22*q_A_crank_23 + cse23*q_A_crank_22 + cse24*q_A_crank_21,  # [8]
        cse12*q_A_crank_32 + cse15*q_A_crank_31 + cse9*q_A_crank_33,  # [9]
        cse18*q_A_crank_33 + cse20*q_A_crank_32 + cse21*q_A_crank_31,  # [10]
        cse22*q_A_crank_33 + cse23*q_A_crank_32 + cse24*q_A_crank_31,  # [11]
        dv_6 + q_r_rod_x,  # [12]
        dv_7 + q_r_rod_y,  # [13]
        dv_8 + q_r_rod_z,  # [14]
        cse34*q_A_rod_13 + cse37*q_A_rod_12 + cse40*q_A_rod_11,  # [15]
        cse43*q_A_rod_13 + cse45*q_A_rod_12 + cse46*q_A_rod_11,  # [16]
        cse47*q_A_rod_13 + cse48*q_A_rod_12 + cse49*q_A_rod_11,  # [17]
        cse34*q_A_rod_23 + cse37*q_A_rod_22 + cse40*q_A_rod_21,  # [18]
        cse43*q_A_rod_23 + cse45*q_A_rod_22 + cse46*q_A_rod_21,  # [19]
        cse47*q_A_rod_23 + cse48*q_A_rod_22 + cse49*q_A_rod_21,  # [20]
        cse34*q_A_rod_33 + cse37*q_A_rod_32 + cse40*q_A_rod_31,  # [21]
        cse43*q_A_rod_33 + cse45*q_A_rod_32 + cse46*q_A_rod_31,  # [22]
        cse47*q_A_rod_33 + cse48*q_A_rod_32 + cse49*q_A_rod_31,  # [23]
        dv_12 + q_r_slider_x,  # [24]
        dv_13 + q_r_slider_y,  # [25]
        dv_14 + q_r_slider_z,  # [26]
        cse59*q_A_slider_12 + cse62*q_A_slider_13 + cse65*q_A_slider_11,  # [27]
        cse68*q_A_slider_13 + cse70*q_A_slider_12 + cse71*q_A_slider_11,  # [28]
        cse72*q_A_slider_13 + cse73*q_A_slider_12 + cse74*q_A_slider_11,  # [29]
        cse59*q_A_slider_22 + cse62*q_A_slider_23 + cse65*q_A_slider_21,  # [30]
        cse68*q_A_slider_23 + cse70*q_A_slider_22 + cse71*q_A_slider_21,  # [31]
        cse72*q_A_slider_23 + cse73*q_A_slider_22 + cse74*q_A_slider_21,  # [32]
        cse59*q_A_slider_32 + cse62*q_A_slider_33 + cse65*q_A_slider_31,  # [33]
        cse68*q_A_slider_33 + cse70*q_A_slider_32 + cse71*q_A_slider_31,  # [34]
        cse72*q_A_slider_33 + cse73*q_A_slider_32 + cse74*q_A_slider_31,  # [35]
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
    # 81 operations after common subexpression elimination
    (
        _, _, _, dv_3,
        dv_4, dv_5, _, _,
        _, dv_9, dv_10, dv_11,
        _, _, _, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    cse0 = -1/6*dv_4**2
    cse1 = 1 - 1/6*dv_5**2
    cse2 = (1/6)*dv_4
    cse3 = cse2*dv_3
    cse4 = (1/2)*dv_5
    cse5 = (1/6)*dv_3*dv_5
    cse6 = (1/2)*dv_4
    cse7 = -1/6*dv_3**2
    cse8 = cse2*dv_5
    cse9 = (1/2)*dv_3
    cse10 = -1/6*dv_11**2
    cse11 = -1/6*dv_10**2
    cse12 = (1/6)*dv_9
    cse13 = cse12*dv_10
    cse14 = (1/2)*dv_11
    cse15 = cse12*dv_11
    cse16 = (1/2)*dv_10
    cse17 = 1 - 1/6*dv_9**2
    cse18 = (1/6)*dv_10*dv_11
    cse19 = (1/2)*dv_9
    cse20 = -1/6*dv_17**2
    cse21 = 1 - 1/6*dv_16**2
    cse22 = (1/6)*dv_15
    cse23 = cse22*dv_16
    cse24 = (1/2)*dv_17
    cse25 = cse22*dv_17
    cse26 = (1/2)*dv_16
    cse27 = -1/6*dv_15**2
    cse28 = (1/6)*dv_16*dv_17
    cse29 = (1/2)*dv_15
    out = np.zeros((18, 18))
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
        cse10 + cse11 + 1,  # [9, 9]
        cse13 + cse14,  # [9, 10]
        cse15 - cse16,  # [9, 11]
        cse13 - cse14,  # [10, 9]
        cse10 + cse17,  # [10, 10]
        cse18 + cse19,  # [10, 11]
        cse15 + cse16,  # [11, 9]
        cse18 - cse19,  # [11, 10]
        cse11 + cse17,  # [11, 11]
        1,  # [12, 12]
        1,  # [13, 13]
        1,  # [14, 14]
        cse20 + cse21,  # [15, 15]
        cse23 + cse24,  # [15, 16]
        cse25 - cse26,  # [15, 17]
        cse23 - cse24,  # [16, 15]
        cse20 + cse27 + 1,  # [16, 16]
        cse28 + cse29,  # [16, 17]
        cse25 + cse26,  # [17, 15]
        cse28 - cse29,  # [17, 16]
        cse21 + cse27,  # [17, 17]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, _,
        q_A_crank_12, _, q_A_crank_21, q_A_crank_22,
        _, q_A_crank_31, q_A_crank_32, _,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = 0.15*q_A_rod_11
    cse1 = -q_r_rod_x
    cse2 = 0.15*q_A_rod_21
    cse3 = -q_r_rod_y
    cse4 = 0.15*q_A_rod_31
    cse5 = -q_r_rod_z
    cse6 = -cse4 + cse5 + q_r_slider_z
    cse7 = -cse2 + cse3 + q_r_slider_y
    cse8 = -cse0 + cse1 + q_r_slider_x
    cse9 = 0.2 - q_r_slider_x
    cse10 = 2*math.pi*t
    return np.array([
        q_r_crank_x,  # [0]
        q_r_crank_y - 0.1,  # [1]
        q_r_crank_z - 0.12,  # [2]
        q_A_crank_21,  # [3]
        q_A_crank_31,  # [4]
        cse0 + cse1 + 0.08*q_A_crank_12 + q_r_crank_x,  # [5]
        cse2 + cse3 + 0.08*q_A_crank_22 + q_r_crank_y,  # [6]
        cse4 + cse5 + 0.08*q_A_crank_32 + q_r_crank_z,  # [7]
        q_A_rod_12*q_A_slider_13 + q_A_rod_22*q_A_slider_23 + q_A_rod_32*q_A_slider_33,  # [8]
        cse6*q_A_rod_32 + cse7*q_A_rod_22 + cse8*q_A_rod_12,  # [9]
        cse6*q_A_rod_33 + cse7*q_A_rod_23 + cse8*q_A_rod_13,  # [10]
        -q_A_slider_11,  # [11]
        q_A_slider_12,  # [12]
        -cse9*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z,  # [13]
        cse9*q_A_slider_12 - q_A_slider_22*q_r_slider_y - q_A_slider_32*q_r_slider_z,  # [14]
        -q_A_slider_21,  # [15]
        (cse6 + q_A_slider_33)**2 + (cse7 + q_A_slider_23)**2 + (cse8 + q_A_slider_13)**2 - 1,  # [16]
        -q_A_crank_22*math.cos(cse10) + q_A_crank_32*math.sin(cse10),  # [17]
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
    # 173 operations after common subexpression elimination
    (
        _, _, _, q_A_crank_11,
        _, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = 0.15*q_A_rod_12
    cse1 = 0.15*q_A_rod_22
    cse2 = 0.15*q_A_rod_33
    cse3 = -0.15*q_A_rod_31 - q_r_rod_z + q_r_slider_z
    cse4 = -0.15*q_A_rod_21 - q_r_rod_y + q_r_slider_y
    cse5 = -0.15*q_A_rod_11 - q_r_rod_x + q_r_slider_x
    cse6 = cse2*q_A_rod_32
    cse7 = cse1*q_A_rod_23
    cse8 = cse0*q_A_rod_13
    cse9 = cse3*q_A_rod_31
    cse10 = cse4*q_A_rod_21
    cse11 = cse5*q_A_rod_11
    cse12 = -q_A_slider_12
    cse13 = q_r_slider_x - 0.2
    cse14 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z
    cse15 = -q_A_slider_22
    cse16 = 0.2 - q_r_slider_x
    cse17 = cse5 + q_A_slider_13
    cse18 = 2*cse17
    cse19 = cse4 + q_A_slider_23
    cse20 = 2*cse19
    cse21 = cse3 + q_A_slider_33
    cse22 = 2*cse21
    cse23 = 0.3*cse21
    cse24 = 0.3*cse19
    cse25 = 0.3*cse17
    cse26 = 2*math.pi*t
    cse27 = math.sin(cse26)
    cse28 = math.cos(cse26)
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        -q_A_crank_23,  # [3, 4]
        q_A_crank_22,  # [3, 5]
        -q_A_crank_33,  # [4, 4]
        q_A_crank_32,  # [4, 5]
        1,  # [5, 0]
        0.08*q_A_crank_13,  # [5, 3]
        -0.08*q_A_crank_11,  # [5, 5]
        -1,  # [5, 6]
        -0.15*q_A_rod_13,  # [5, 10]
        cse0,  # [5, 11]
        1,  # [6, 1]
        0.08*q_A_crank_23,  # [6, 3]
        -0.08*q_A_crank_21,  # [6, 5]
        -1,  # [6, 7]
        -0.15*q_A_rod_23,  # [6, 10]
        cse1,  # [6, 11]
        1,  # [7, 2]
        0.08*q_A_crank_33,  # [7, 3]
        -0.08*q_A_crank_31,  # [7, 5]
        -1,  # [7, 8]
        -cse2,  # [7, 10]
        0.15*q_A_rod_32,  # [7, 11]
        q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33,  # [8, 9]
        -q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33,  # [8, 11]
        -q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32,  # [8, 15]
        q_A_rod_12*q_A_slider_11 + q_A_rod_22*q_A_slider_21 + q_A_rod_32*q_A_slider_31,  # [8, 16]
        -q_A_rod_12,  # [9, 6]
        -q_A_rod_22,  # [9, 7]
        -q_A_rod_32,  # [9, 8]
        cse3*q_A_rod_33 + cse4*q_A_rod_23 + cse5*q_A_rod_13,  # [9, 9]
        cse6 + cse7 + cse8,  # [9, 10]
        -cse10 - cse11 - cse9 - 0.15*q_A_rod_12**2 - 0.15*q_A_rod_22**2 - 0.15*q_A_rod_32**2,  # [9, 11]
        q_A_rod_12,  # [9, 12]
        q_A_rod_22,  # [9, 13]
        q_A_rod_32,  # [9, 14]
        -q_A_rod_13,  # [10, 6]
        -q_A_rod_23,  # [10, 7]
        -q_A_rod_33,  # [10, 8]
        -cse3*q_A_rod_32 - cse4*q_A_rod_22 - cse5*q_A_rod_12,  # [10, 9]
        cse10 + cse11 + cse9 + 0.15*q_A_rod_13**2 + 0.15*q_A_rod_23**2 + 0.15*q_A_rod_33**2,  # [10, 10]
        -cse6 - cse7 - cse8,  # [10, 11]
        q_A_rod_13,  # [10, 12]
        q_A_rod_23,  # [10, 13]
        q_A_rod_33,  # [10, 14]
        q_A_slider_13,  # [11, 16]
        cse12,  # [11, 17]
        q_A_slider_13,  # [12, 15]
        -q_A_slider_11,  # [12, 17]
        q_A_slider_11,  # [13, 12]
        q_A_slider_21,  # [13, 13]
        q_A_slider_31,  # [13, 14]
        -cse13*q_A_slider_13 + cse14,  # [13, 16]
        cse13*q_A_slider_12 + q_A_slider_22*q_r_slider_y + q_A_slider_32*q_r_slider_z,  # [13, 17]
        cse12,  # [14, 12]
        cse15,  # [14, 13]
        -q_A_slider_32,  # [14, 14]
        cse14 + cse16*q_A_slider_13,  # [14, 15]
        -cse16*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z,  # [14, 17]
        q_A_slider_23,  # [15, 16]
        cse15,  # [15, 17]
        -cse18,  # [16, 6]
        -cse20,  # [16, 7]
        -cse22,  # [16, 8]
        cse23*q_A_rod_33 + cse24*q_A_rod_23 + cse25*q_A_rod_13,  # [16, 10]
        -cse23*q_A_rod_32 - cse24*q_A_rod_22 - cse25*q_A_rod_12,  # [16, 11]
        cse18,  # [16, 12]
        cse20,  # [16, 13]
        cse22,  # [16, 14]
        -cse18*q_A_slider_12 - cse20*q_A_slider_22 - cse22*q_A_slider_32,  # [16, 15]
        cse18*q_A_slider_11 + cse20*q_A_slider_21 + cse22*q_A_slider_31,  # [16, 16]
        cse27*q_A_crank_33 - cse28*q_A_crank_23,  # [17, 3]
        -cse27*q_A_crank_31 + cse28*q_A_crank_21,  # [17, 5]
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
        _, _, _, q_A_crank_22,
        _, _, q_A_crank_32, _,
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
        -cse0*q_A_crank_22*math.sin(cse1) - cse0*q_A_crank_32*math.cos(cse1),  # [17]
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
    # 597 operations after common subexpression elimination
    (
        _, _, _, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = q_A_crank_21*v_w_crank_y - q_A_crank_22*v_w_crank_x
    cse1 = -q_A_crank_21*v_w_crank_z + q_A_crank_23*v_w_crank_x
    cse2 = q_A_crank_31*v_w_crank_y - q_A_crank_32*v_w_crank_x
    cse3 = -q_A_crank_31*v_w_crank_z + q_A_crank_33*v_w_crank_x
    cse4 = q_A_rod_12*v_w_rod_x
    cse5 = q_A_rod_11*v_w_rod_y
    cse6 = -cse4 + cse5
    cse7 = 0.15*v_w_rod_y
    cse8 = 0.08*v_w_crank_x
    cse9 = q_A_rod_11*v_w_rod_z
    cse10 = q_A_rod_13*v_w_rod_x
    cse11 = cse10 - cse9
    cse12 = 0.15*v_w_rod_z
    cse13 = 0.08*v_w_crank_z
    cse14 = q_A_rod_22*v_w_rod_x
    cse15 = q_A_rod_21*v_w_rod_y
    cse16 = -cse14 + cse15
    cse17 = q_A_rod_21*v_w_rod_z
    cse18 = q_A_rod_23*v_w_rod_x
    cse19 = -cse17 + cse18
    cse20 = q_A_crank_22*v_w_crank_z - q_A_crank_23*v_w_crank_y
    cse21 = q_A_rod_32*v_w_rod_x
    cse22 = q_A_rod_31*v_w_rod_y
    cse23 = -cse21 + cse22
    cse24 = q_A_rod_31*v_w_rod_z
    cse25 = q_A_rod_33*v_w_rod_x
    cse26 = -cse24 + cse25
    cse27 = q_A_crank_32*v_w_crank_z - q_A_crank_33*v_w_crank_y
    cse28 = q_A_slider_32*v_w_slider_z - q_A_slider_33*v_w_slider_y
    cse29 = cse28*v_w_slider_y
    cse30 = q_A_rod_13*v_w_rod_y
    cse31 = q_A_rod_12*v_w_rod_z
    cse32 = -cse30 + cse31
    cse33 = q_A_slider_11*v_w_slider_y
    cse34 = q_A_slider_12*v_w_slider_x
    cse35 = cse33 - cse34
    cse36 = q_A_slider_31*v_w_slider_z
    cse37 = q_A_slider_33*v_w_slider_x
    cse38 = -cse36 + cse37
    cse39 = cse38*v_w_slider_x
    cse40 = q_A_rod_23*v_w_rod_y
    cse41 = q_A_rod_22*v_w_rod_z
    cse42 = -cse40 + cse41
    cse43 = q_A_slider_21*v_w_slider_y
    cse44 = q_A_slider_22*v_w_slider_x
    cse45 = cse43 - cse44
    cse46 = q_A_slider_21*v_w_slider_z
    cse47 = q_A_slider_23*v_w_slider_x
    cse48 = -cse46 + cse47
    cse49 = cse48*v_w_slider_x
    cse50 = q_A_rod_33*v_w_rod_y
    cse51 = q_A_rod_32*v_w_rod_z
    cse52 = -cse50 + cse51
    cse53 = q_A_slider_11*v_w_slider_z
    cse54 = q_A_slider_13*v_w_slider_x
    cse55 = -cse53 + cse54
    cse56 = cse55*v_w_slider_x
    cse57 = q_A_slider_31*v_w_slider_y
    cse58 = q_A_slider_32*v_w_slider_x
    cse59 = cse57 - cse58
    cse60 = q_A_slider_12*v_w_slider_z - q_A_slider_13*v_w_slider_y
    cse61 = cse60*v_w_slider_y
    cse62 = q_A_slider_22*v_w_slider_z - q_A_slider_23*v_w_slider_y
    cse63 = cse62*v_w_slider_y
    cse64 = 0.15*q_A_rod_31
    cse65 = -q_r_rod_z + q_r_slider_z
    cse66 = 0.3*q_A_rod_11
    cse67 = -q_r_slider_x
    cse68 = cse67 + q_r_rod_x
    cse69 = 0.3*cse31
    cse70 = -cse69
    cse71 = -v_rd_rod_x + v_rd_slider_x
    cse72 = 0.15*q_A_rod_11
    cse73 = -q_r_rod_x + q_r_slider_x
    cse74 = 0.3*q_A_rod_21
    cse75 = q_r_rod_y - q_r_slider_y
    cse76 = 0.3*cse41
    cse77 = -cse76
    cse78 = -v_rd_rod_y + v_rd_slider_y
    cse79 = 0.15*q_A_rod_21
    cse80 = -q_r_rod_y + q_r_slider_y
    cse81 = 0.3*q_A_rod_31
    cse82 = q_r_rod_z - q_r_slider_z
    cse83 = 0.3*cse51
    cse84 = -cse83
    cse85 = -v_rd_rod_z + v_rd_slider_z
    cse86 = -cse74
    cse87 = 0.3*cse50
    cse88 = -cse66
    cse89 = 0.3*cse30
    cse90 = -cse81
    cse91 = 0.3*cse40
    cse92 = cse35*v_w_slider_y
    cse93 = cse55*v_w_slider_z
    cse94 = cse35*v_w_slider_x
    cse95 = cse60*v_w_slider_z
    cse96 = cse59*q_r_slider_z
    cse97 = cse48*v_w_slider_z
    cse98 = cse67 + 0.2
    cse99 = cse45*v_w_slider_y
    cse100 = 2*v_rd_slider_z
    cse101 = q_r_slider_z*v_w_slider_z
    cse102 = 2*v_rd_slider_y
    cse103 = q_r_slider_x - 0.2
    cse104 = 2*v_rd_slider_x
    cse105 = 2*q_r_rod_z
    cse106 = 2*q_A_slider_33
    cse107 = 2*q_r_slider_z
    cse108 = 2*q_r_rod_y
    cse109 = 2*q_A_slider_23
    cse110 = 2*q_r_slider_y
    cse111 = 2*cse34
    cse112 = 2*v_rd_rod_x
    cse113 = 2*cse33
    cse114 = cse104 - cse111 - cse112 + cse113 + cse70 + cse89
    cse115 = 2*v_rd_rod_y
    cse116 = 2*cse43
    cse117 = 2*cse44
    cse118 = cse102 - cse115 + cse116 - cse117 + cse77 + cse91
    cse119 = 2*q_r_rod_x
    cse120 = 2*q_A_slider_13
    cse121 = 2*q_r_slider_x
    cse122 = 2*cse58
    cse123 = 2*cse57
    cse124 = 2*v_rd_rod_z
    cse125 = cse100 - cse122 + cse123 - cse124 + cse84 + cse87
    cse126 = 0.3*q_r_rod_z
    cse127 = 0.045*q_A_rod_31
    cse128 = 0.3*q_A_slider_33
    cse129 = 0.3*q_r_slider_z
    cse130 = 0.045*q_A_rod_11
    cse131 = 0.3*q_r_rod_x
    cse132 = 0.3*q_A_slider_13
    cse133 = 0.3*q_r_slider_x
    cse134 = 0.3*q_r_rod_y
    cse135 = 0.045*q_A_rod_21
    cse136 = 0.3*q_A_slider_23
    cse137 = 0.3*q_r_slider_y
    cse138 = 2*math.pi
    cse139 = cse138*t
    cse140 = math.sin(cse139)
    cse141 = math.cos(cse139)
    cse142 = cse138*cse141
    cse143 = cse138*cse140
    cse144 = 4*math.pi**2
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        cse0*v_w_crank_y - cse1*v_w_crank_z,  # [3]
        cse2*v_w_crank_y - cse3*v_w_crank_z,  # [4]
        -cse11*cse12 + cse13*(q_A_crank_12*v_w_crank_z - q_A_crank_13*v_w_crank_y) + cse6*cse7 - cse8*(q_A_crank_11*v_w_crank_y - q_A_crank_12*v_w_crank_x),  # [5]
        -cse0*cse8 - cse12*cse19 + cse13*cse20 + cse16*cse7,  # [6]
        -cse12*cse26 + cse13*cse27 - cse2*cse8 + cse23*cse7,  # [7]
        -2*cse11*cse35 - cse16*q_A_slider_23*v_w_rod_x - 2*cse19*cse45 - cse23*q_A_slider_33*v_w_rod_x - 2*cse26*cse59 - cse29*q_A_rod_32 + cse32*q_A_slider_13*v_w_rod_z + cse39*q_A_rod_32 + cse42*q_A_slider_23*v_w_rod_z + cse49*q_A_rod_22 + cse52*q_A_slider_33*v_w_rod_z + cse56*q_A_rod_12 - cse6*q_A_slider_13*v_w_rod_x - cse61*q_A_rod_12 - cse63*q_A_rod_22,  # [8]
        -cse11*v_rd_slider_x - cse11*(0.15*cse30 + cse70 + cse71) - cse16*(cse7*q_A_rod_22 + v_w_rod_x*(-cse79 + cse80)) - cse19*v_rd_slider_y - cse19*(0.15*cse40 + cse77 + cse78) - cse23*(cse7*q_A_rod_32 + v_w_rod_x*(-cse64 + cse65)) - cse26*v_rd_slider_z - cse26*(0.15*cse50 + cse84 + cse85) - cse32*(-0.15*cse10 + v_w_rod_z*(cse66 + cse68)) - cse42*(-0.15*cse18 + v_w_rod_z*(cse74 + cse75)) - cse52*(-0.15*cse25 + v_w_rod_z*(cse81 + cse82)) - cse6*(cse7*q_A_rod_12 + v_w_rod_x*(-cse72 + cse73)) - v_rd_rod_x*(-cse10 + cse9) - v_rd_rod_y*(cse17 - cse18) - v_rd_rod_z*(cse24 - cse25),  # [9]
        -cse11*(-cse12*q_A_rod_13 + v_w_rod_x*(cse68 + cse72)) - cse16*v_rd_slider_y - cse16*(-0.15*cse41 + cse78 + cse91) - cse19*(-cse12*q_A_rod_23 + v_w_rod_x*(cse75 + cse79)) - cse23*v_rd_slider_z - cse23*(-0.15*cse51 + cse85 + cse87) - cse26*(-cse12*q_A_rod_33 + v_w_rod_x*(cse64 + cse82)) - cse32*(0.15*cse4 + v_w_rod_y*(cse73 + cse88)) - cse42*(0.15*cse14 + v_w_rod_y*(cse80 + cse86)) - cse52*(0.15*cse21 + v_w_rod_y*(cse65 + cse90)) - cse6*v_rd_slider_x - cse6*(-0.15*cse31 + cse71 + cse89) - v_rd_rod_x*(cse4 - cse5) - v_rd_rod_y*(cse14 - cse15) - v_rd_rod_z*(cse21 - cse22),  # [10]
        -cse92 + cse93,  # [11]
        -cse94 + cse95,  # [12]
        -cse100*cse28 - cse101*cse38 - cse102*cse62 - cse103*cse93 - cse104*cse60 - cse92*cse98 + cse96*v_w_slider_y - cse97*q_r_slider_y + cse99*q_r_slider_y,  # [13]
        -cse101*cse28 - cse103*cse95 + cse38*v_rd_slider_z + cse45*q_r_slider_y*v_w_slider_x + cse48*v_rd_slider_y + cse55*v_rd_slider_x - cse62*q_r_slider_y*v_w_slider_z - cse94*cse98 + cse96*v_w_slider_x - v_rd_slider_x*(cse53 - cse54) - v_rd_slider_y*(cse46 - cse47) - v_rd_slider_z*(cse36 - cse37),  # [14]
        cse97 - cse99,  # [15]
        -cse11*v_w_rod_z*(cse130 + cse131 - cse132 - cse133) - cse114*cse35 - cse114*v_rd_slider_x - cse118*cse45 - cse118*v_rd_slider_y - cse125*cse59 - cse125*v_rd_slider_z - cse16*v_w_rod_y*(-cse134 - cse135 + cse136 + cse137) - cse19*v_w_rod_z*(cse134 + cse135 - cse136 - cse137) - cse23*v_w_rod_y*(-cse126 - cse127 + cse128 + cse129) - cse26*v_w_rod_z*(cse126 + cse127 - cse128 - cse129) - cse29*(-cse105 + cse106 + cse107 + cse90) - cse32*(-0.045*cse30 + 0.045*cse31 - 0.3*cse33 + 0.3*cse34 + 0.3*v_rd_rod_x - 0.3*v_rd_slider_x) - cse39*(cse105 - cse106 - cse107 + cse81) - cse42*(-0.045*cse40 + 0.045*cse41 - 0.3*cse43 + 0.3*cse44 + 0.3*v_rd_rod_y - 0.3*v_rd_slider_y) - cse49*(cse108 - cse109 - cse110 + cse74) - cse52*(-0.045*cse50 + 0.045*cse51 - 0.3*cse57 + 0.3*cse58 + 0.3*v_rd_rod_z - 0.3*v_rd_slider_z) - cse56*(cse119 - cse120 - cse121 + cse66) - cse6*v_w_rod_y*(-cse130 - cse131 + cse132 + cse133) - cse61*(-cse119 + cse120 + cse121 + cse88) - cse63*(-cse108 + cse109 + cse110 + cse86) - v_rd_rod_x*(-cse104 + cse111 + cse112 - cse113 + cse69 - cse89) - v_rd_rod_y*(-cse102 + cse115 - cse116 + cse117 + cse76 - cse91) - v_rd_rod_z*(-cse100 + cse122 - cse123 + cse124 + cse83 - cse87),  # [16]
        cse0*cse141*v_w_crank_x - cse1*cse143 + cse140*cse144*q_A_crank_32 - cse140*cse2*v_w_crank_x + cse140*cse27*v_w_crank_z - cse141*cse144*q_A_crank_22 - cse141*cse20*v_w_crank_z - cse142*cse3 - v_w_crank_x*(cse142*q_A_crank_33 + cse143*q_A_crank_23) - v_w_crank_z*(-cse142*q_A_crank_31 - cse143*q_A_crank_21),  # [17]
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
        _, _, _, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, _, _,
        _, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        _, _, _, _,
        _, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 9e-05*v_w_crank_y
    cse1 = 0.0036*v_w_rod_y
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -1.1772,  # [2]
        -cse0*v_w_crank_z,  # [3]
        cse0*v_w_crank_x,  # [5]
        -4.905,  # [8]
        -cse1*v_w_rod_z,  # [9]
        cse1*v_w_rod_x,  # [11]
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
        _, _, _, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, _, _,
        _, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        _, _, _, _,
        _, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 9e-05*v_w_crank_y
    cse1 = 0.0036*v_w_rod_y
    out = np.zeros((18, 18))
    out[_Q_v_INDEX] = (
        -9e-05*v_w_crank_z,  # [3, 4]
        -cse0,  # [3, 5]
        cse0,  # [5, 3]
        9e-05*v_w_crank_x,  # [5, 4]
        -0.0036*v_w_rod_z,  # [9, 10]
        -cse1,  # [9, 11]
        cse1,  # [11, 9]
        0.0036*v_w_rod_x,  # [11, 10]
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
    # 569 operations after common subexpression elimination
    (
        _, _, _, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    cse0 = 0.08*lam_7
    cse1 = 2*math.pi*t
    cse2 = lam_17*math.sin(cse1)
    cse3 = cse0 + cse2
    cse4 = 0.08*lam_6
    cse5 = lam_17*math.cos(cse1)
    cse6 = cse4 - cse5
    cse7 = 0.08*lam_5
    cse8 = -cse7*q_A_crank_12
    cse9 = -lam_3*q_A_crank_21 - lam_4*q_A_crank_31
    cse10 = -cse0 - cse2
    cse11 = -cse4 + cse5
    cse12 = 2*lam_16
    cse13 = lam_10*q_A_rod_12
    cse14 = lam_9*q_A_rod_13
    cse15 = cse13 - cse14
    cse16 = lam_10*q_A_rod_11
    cse17 = 0.3*lam_16
    cse18 = cse17*q_A_rod_13
    cse19 = -cse16 - cse18
    cse20 = lam_9*q_A_rod_11
    cse21 = cse17*q_A_rod_12
    cse22 = cse20 + cse21
    cse23 = -cse12
    cse24 = cse12*q_A_slider_12
    cse25 = cse12*q_A_slider_11
    cse26 = -cse25
    cse27 = lam_10*q_A_rod_22
    cse28 = lam_9*q_A_rod_23
    cse29 = cse27 - cse28
    cse30 = lam_10*q_A_rod_21
    cse31 = cse17*q_A_rod_23
    cse32 = -cse30 - cse31
    cse33 = lam_9*q_A_rod_21
    cse34 = cse17*q_A_rod_22
    cse35 = cse33 + cse34
    cse36 = cse12*q_A_slider_22
    cse37 = cse12*q_A_slider_21
    cse38 = -cse37
    cse39 = lam_10*q_A_rod_32
    cse40 = lam_9*q_A_rod_33
    cse41 = cse39 - cse40
    cse42 = lam_10*q_A_rod_31
    cse43 = cse17*q_A_rod_33
    cse44 = -cse42 - cse43
    cse45 = lam_9*q_A_rod_31
    cse46 = cse17*q_A_rod_32
    cse47 = cse45 + cse46
    cse48 = cse12*q_A_slider_32
    cse49 = cse12*q_A_slider_31
    cse50 = -cse49
    cse51 = lam_8*q_A_slider_33
    cse52 = 0.15*q_A_rod_31
    cse53 = -q_r_rod_z + q_r_slider_z
    cse54 = cse51 + lam_9*(-cse52 + cse53)
    cse55 = lam_8*q_A_slider_23
    cse56 = 0.15*q_A_rod_21
    cse57 = -q_r_rod_y + q_r_slider_y
    cse58 = cse55 + lam_9*(-cse56 + cse57)
    cse59 = q_r_rod_y - q_r_slider_y
    cse60 = cse56 + cse59
    cse61 = lam_10*q_A_rod_23
    cse62 = q_r_rod_z - q_r_slider_z
    cse63 = cse52 + cse62
    cse64 = lam_10*q_A_rod_33
    cse65 = lam_8*q_A_slider_13
    cse66 = 0.15*q_A_rod_11
    cse67 = -q_r_rod_x + q_r_slider_x
    cse68 = cse65 + lam_9*(-cse66 + cse67)
    cse69 = -q_r_slider_x
    cse70 = cse69 + q_r_rod_x
    cse71 = cse66 + cse70
    cse72 = lam_10*q_A_rod_13
    cse73 = 0.15*cse39 - 0.15*cse40
    cse74 = 0.15*cse27 - 0.15*cse28
    cse75 = 0.15*cse13 - 0.15*cse14
    cse76 = -cse13 + cse14
    cse77 = -cse27 + cse28
    cse78 = -cse39 + cse40
    cse79 = lam_8*q_A_rod_33
    cse80 = lam_8*q_A_rod_23
    cse81 = lam_8*q_A_rod_13
    cse82 = -cse79*q_A_slider_32 - cse80*q_A_slider_22 - cse81*q_A_slider_12
    cse83 = cse79*q_A_slider_31 + cse80*q_A_slider_21 + cse81*q_A_slider_11
    cse84 = 0.15*lam_7
    cse85 = 0.15*lam_9
    cse86 = 0.3*q_r_rod_z
    cse87 = 0.045*q_A_rod_31
    cse88 = 0.3*q_A_slider_33
    cse89 = 0.3*q_r_slider_z
    cse90 = 0.3*cse64 - cse84 + cse85*q_A_rod_32 + lam_16*(-cse86 - cse87 + cse88 + cse89)
    cse91 = 0.15*lam_6
    cse92 = 0.3*q_r_rod_y
    cse93 = 0.045*q_A_rod_21
    cse94 = 0.3*q_A_slider_23
    cse95 = 0.3*q_r_slider_y
    cse96 = 0.3*cse61 + cse85*q_A_rod_22 - cse91 + lam_16*(-cse92 - cse93 + cse94 + cse95)
    cse97 = 0.15*lam_5
    cse98 = 0.045*q_A_rod_11
    cse99 = 0.3*q_r_rod_x
    cse100 = 0.3*q_A_slider_13
    cse101 = 0.3*q_r_slider_x
    cse102 = 0.3*cse72 + cse85*q_A_rod_12 - cse97 + lam_16*(cse100 + cse101 - cse98 - cse99)
    cse103 = 0.3*q_A_rod_31
    cse104 = -cse103
    cse105 = 0.045*lam_16
    cse106 = -cse105*q_A_rod_33 + lam_10*(cse104 + cse53)
    cse107 = 0.3*q_A_rod_21
    cse108 = -cse107
    cse109 = -cse105*q_A_rod_23 + lam_10*(cse108 + cse57)
    cse110 = 0.3*q_A_rod_11
    cse111 = -cse110
    cse112 = -cse105*q_A_rod_13 + lam_10*(cse111 + cse67)
    cse113 = cse16 + cse18
    cse114 = cse30 + cse31
    cse115 = cse42 + cse43
    cse116 = -cse18*q_A_slider_12 - cse31*q_A_slider_22 - cse43*q_A_slider_32
    cse117 = cse18*q_A_slider_11 + cse31*q_A_slider_21 + cse43*q_A_slider_31
    cse118 = 0.15*lam_10
    cse119 = 0.3*lam_9
    cse120 = -cse119*q_A_rod_32 - 0.15*cse64 + cse84 + lam_16*(cse86 + cse87 - cse88 - cse89)
    cse121 = -cse119*q_A_rod_22 - 0.15*cse61 + cse91 + lam_16*(cse92 + cse93 - cse94 - cse95)
    cse122 = -cse119*q_A_rod_12 - 0.15*cse72 + cse97 + lam_16*(-cse100 - cse101 + cse98 + cse99)
    cse123 = cse105*q_A_rod_32 - cse51 + lam_9*(cse103 + cse62)
    cse124 = cse105*q_A_rod_22 - cse55 + lam_9*(cse107 + cse59)
    cse125 = cse105*q_A_rod_12 - cse65 + lam_9*(cse110 + cse70)
    cse126 = -cse21
    cse127 = cse126 - cse20
    cse128 = -cse34
    cse129 = cse128 - cse33
    cse130 = -cse46
    cse131 = cse130 - cse45
    cse132 = lam_8*q_A_rod_21
    cse133 = cse128 - cse132
    cse134 = lam_8*q_A_rod_31
    cse135 = cse130 - cse134
    cse136 = lam_8*q_A_rod_11
    cse137 = cse126 - cse136
    cse138 = -cse24
    cse139 = cse138 - lam_14*q_A_slider_13
    cse140 = cse25 - lam_13*q_A_slider_13
    cse141 = lam_13*q_A_slider_12 + lam_14*q_A_slider_11
    cse142 = -cse36
    cse143 = cse142 - lam_14*q_A_slider_23
    cse144 = cse37 - lam_13*q_A_slider_23
    cse145 = lam_13*q_A_slider_22 + lam_14*q_A_slider_21
    cse146 = -cse48
    cse147 = cse146 - lam_14*q_A_slider_33
    cse148 = cse49 - lam_13*q_A_slider_33
    cse149 = lam_13*q_A_slider_32 + lam_14*q_A_slider_31
    cse150 = lam_14*q_r_slider_z
    cse151 = cse146 - cse150
    cse152 = lam_14*q_r_slider_y
    cse153 = cse142 - cse152
    cse154 = lam_8*q_A_rod_22
    cse155 = 2*q_r_rod_y
    cse156 = 2*q_A_slider_23
    cse157 = 2*q_r_slider_y
    cse158 = -cse154 + lam_16*(cse107 + cse155 - cse156 - cse157)
    cse159 = cse69 + 0.2
    cse160 = cse138 + cse159*lam_14 + lam_12
    cse161 = lam_8*q_A_rod_32
    cse162 = 2*q_r_rod_z
    cse163 = 2*q_A_slider_33
    cse164 = 2*q_r_slider_z
    cse165 = -cse161 + lam_16*(cse103 + cse162 - cse163 - cse164)
    cse166 = lam_8*q_A_rod_12
    cse167 = 2*q_r_rod_x
    cse168 = 2*q_A_slider_13
    cse169 = 2*q_r_slider_x
    cse170 = -cse166 + lam_16*(cse110 + cse167 - cse168 - cse169)
    cse171 = lam_13*q_r_slider_y
    cse172 = -cse171 + cse37 + lam_15
    cse173 = lam_13*q_r_slider_z
    cse174 = -cse173 + cse49
    cse175 = cse159*lam_13 + cse25 + lam_11
    cse176 = cse161 + lam_16*(cse104 - cse162 + cse163 + cse164)
    cse177 = cse154 + lam_16*(cse108 - cse155 + cse156 + cse157)
    cse178 = cse166 + lam_16*(cse111 - cse167 + cse168 + cse169)
    cse179 = cse171 - lam_15
    cse180 = q_r_slider_x - 0.2
    cse181 = cse180*lam_13 - lam_11
    cse182 = cse180*lam_14 - lam_12
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        -cse3*q_A_crank_32 - cse6*q_A_crank_22 + cse8,  # [3, 3]
        cse3*q_A_crank_31 + cse6*q_A_crank_21 + cse7*q_A_crank_11,  # [3, 4]
        lam_3*q_A_crank_22 + lam_4*q_A_crank_32,  # [4, 3]
        cse9,  # [4, 4]
        lam_3*q_A_crank_23 + lam_4*q_A_crank_33,  # [5, 3]
        -cse10*q_A_crank_33 - cse11*q_A_crank_23 + cse7*q_A_crank_13,  # [5, 4]
        cse10*q_A_crank_32 + cse11*q_A_crank_22 + cse8 + cse9,  # [5, 5]
        cse12,  # [6, 6]
        cse15,  # [6, 9]
        cse19,  # [6, 10]
        cse22,  # [6, 11]
        cse23,  # [6, 12]
        cse24,  # [6, 15]
        cse26,  # [6, 16]
        cse12,  # [7, 7]
        cse29,  # [7, 9]
        cse32,  # [7, 10]
        cse35,  # [7, 11]
        cse23,  # [7, 13]
        cse36,  # [7, 15]
        cse38,  # [7, 16]
        cse12,  # [8, 8]
        cse41,  # [8, 9]
        cse44,  # [8, 10]
        cse47,  # [8, 11]
        cse23,  # [8, 14]
        cse48,  # [8, 15]
        cse50,  # [8, 16]
        cse15,  # [9, 6]
        cse29,  # [9, 7]
        cse41,  # [9, 8]
        -cse54*q_A_rod_32 - cse58*q_A_rod_22 + cse60*cse61 + cse63*cse64 - cse68*q_A_rod_12 + cse71*cse72,  # [9, 9]
        cse54*q_A_rod_31 + cse58*q_A_rod_21 + cse68*q_A_rod_11 - cse73*q_A_rod_33 - cse74*q_A_rod_23 - cse75*q_A_rod_13,  # [9, 10]
        -cse16*cse71 - cse30*cse60 - cse42*cse63 + cse73*q_A_rod_32 + cse74*q_A_rod_22 + cse75*q_A_rod_12,  # [9, 11]
        cse76,  # [9, 12]
        cse77,  # [9, 13]
        cse78,  # [9, 14]
        cse82,  # [9, 15]
        cse83,  # [9, 16]
        cse19,  # [10, 6]
        cse32,  # [10, 7]
        cse44,  # [10, 8]
        -cse102*q_A_rod_12 + cse85*q_A_rod_13**2 + cse85*q_A_rod_23**2 + cse85*q_A_rod_33**2 - cse90*q_A_rod_32 - cse96*q_A_rod_22,  # [10, 9]
        cse102*q_A_rod_11 - cse106*q_A_rod_33 - cse109*q_A_rod_23 - cse112*q_A_rod_13 + cse90*q_A_rod_31 + cse96*q_A_rod_21,  # [10, 10]
        cse106*q_A_rod_32 + cse109*q_A_rod_22 + cse112*q_A_rod_12 - cse14*cse66 - 0.15*cse33*q_A_rod_23 - cse40*cse52,  # [10, 11]
        cse113,  # [10, 12]
        cse114,  # [10, 13]
        cse115,  # [10, 14]
        cse116,  # [10, 15]
        cse117,  # [10, 16]
        cse22,  # [11, 6]
        cse35,  # [11, 7]
        cse47,  # [11, 8]
        cse118*q_A_rod_12**2 + cse118*q_A_rod_22**2 + cse118*q_A_rod_32**2 + cse120*q_A_rod_33 + cse121*q_A_rod_23 + cse122*q_A_rod_13,  # [11, 9]
        -cse123*q_A_rod_33 - cse124*q_A_rod_23 - cse125*q_A_rod_13 - cse13*cse66 - 0.15*cse30*q_A_rod_22 - cse39*cse52,  # [11, 10]
        -cse120*q_A_rod_31 - cse121*q_A_rod_21 - cse122*q_A_rod_11 + cse123*q_A_rod_32 + cse124*q_A_rod_22 + cse125*q_A_rod_12,  # [11, 11]
        cse127,  # [11, 12]
        cse129,  # [11, 13]
        cse131,  # [11, 14]
        -cse133*q_A_slider_22 - cse135*q_A_slider_32 - cse137*q_A_slider_12,  # [11, 15]
        cse133*q_A_slider_21 + cse135*q_A_slider_31 + cse137*q_A_slider_11,  # [11, 16]
        cse23,  # [12, 6]
        cse76,  # [12, 9]
        cse113,  # [12, 10]
        cse127,  # [12, 11]
        cse12,  # [12, 12]
        cse139,  # [12, 15]
        cse140,  # [12, 16]
        cse141,  # [12, 17]
        cse23,  # [13, 7]
        cse77,  # [13, 9]
        cse114,  # [13, 10]
        cse129,  # [13, 11]
        cse12,  # [13, 13]
        cse143,  # [13, 15]
        cse144,  # [13, 16]
        cse145,  # [13, 17]
        cse23,  # [14, 8]
        cse78,  # [14, 9]
        cse115,  # [14, 10]
        cse131,  # [14, 11]
        cse12,  # [14, 14]
        cse147,  # [14, 15]
        cse148,  # [14, 16]
        cse149,  # [14, 17]
        cse24,  # [15, 6]
        cse36,  # [15, 7]
        cse48,  # [15, 8]
        cse82,  # [15, 9]
        cse116,  # [15, 10]
        cse132*q_A_slider_22 + cse134*q_A_slider_32 + cse136*q_A_slider_12 + cse21*q_A_slider_12 + cse34*q_A_slider_22 + cse46*q_A_slider_32,  # [15, 11]
        cse139,  # [15, 12]
        cse143,  # [15, 13]
        cse147,  # [15, 14]
        -cse151*q_A_slider_32 - cse153*q_A_slider_22 + cse158*q_A_slider_23 - cse160*q_A_slider_12 + cse165*q_A_slider_33 + cse170*q_A_slider_13,  # [15, 15]
        cse151*q_A_slider_31 + cse153*q_A_slider_21 + cse160*q_A_slider_11,  # [15, 16]
        -cse158*q_A_slider_21 - cse165*q_A_slider_31 - cse170*q_A_slider_11,  # [15, 17]
        cse26,  # [16, 6]
        cse38,  # [16, 7]
        cse50,  # [16, 8]
        cse83,  # [16, 9]
        cse117,  # [16, 10]
        -cse132*q_A_slider_21 - cse134*q_A_slider_31 - cse136*q_A_slider_11 - cse21*q_A_slider_11 - cse34*q_A_slider_21 - cse46*q_A_slider_31,  # [16, 11]
        cse140,  # [16, 12]
        cse144,  # [16, 13]
        cse148,  # [16, 14]
        -cse172*q_A_slider_22 - cse174*q_A_slider_32 - cse175*q_A_slider_12,  # [16, 15]
        cse172*q_A_slider_21 + cse174*q_A_slider_31 + cse175*q_A_slider_11 - cse176*q_A_slider_33 - cse177*q_A_slider_23 - cse178*q_A_slider_13,  # [16, 16]
        cse176*q_A_slider_32 + cse177*q_A_slider_22 + cse178*q_A_slider_12,  # [16, 17]
        cse141,  # [17, 12]
        cse145,  # [17, 13]
        cse149,  # [17, 14]
        cse173*q_A_slider_33 + cse179*q_A_slider_23 + cse181*q_A_slider_13,  # [17, 15]
        -cse150*q_A_slider_33 - cse152*q_A_slider_23 - cse182*q_A_slider_13,  # [17, 16]
        cse150*q_A_slider_32 + cse152*q_A_slider_22 - cse173*q_A_slider_31 - cse179*q_A_slider_21 - cse181*q_A_slider_11 + cse182*q_A_slider_12,  # [17, 17]
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
    # 367 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, _, _,
        _, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        _, _, _, _,
        _, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, a_5, a_6, a_7,
        a_8, a_9, a_10, a_11,
        a_12, a_13, a_14, a_15,
        a_16, a_17,
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

    cse0 = 9e-05*v_w_crank_y
    cse1 = 2*math.pi*t
    cse2 = math.sin(cse1)
    cse3 = math.cos(cse1)
    cse4 = 0.08*lam_7
    cse5 = 0.08*lam_6
    cse6 = 0.08*lam_5
    cse7 = 0.15*q_A_rod_11
    cse8 = -q_r_rod_x
    cse9 = -cse7 + cse8 + q_r_slider_x
    cse10 = cse9 + q_A_slider_13
    cse11 = 2*cse10
    cse12 = cse11*lam_16
    cse13 = lam_10*q_A_rod_13
    cse14 = lam_9*q_A_rod_12
    cse15 = 0.15*q_A_rod_21
    cse16 = -q_r_rod_y
    cse17 = -cse15 + cse16 + q_r_slider_y
    cse18 = cse17 + q_A_slider_23
    cse19 = 2*cse18
    cse20 = cse19*lam_16
    cse21 = lam_10*q_A_rod_23
    cse22 = lam_9*q_A_rod_22
    cse23 = 0.15*q_A_rod_31
    cse24 = -q_r_rod_z
    cse25 = -cse23 + cse24 + q_r_slider_z
    cse26 = cse25 + q_A_slider_33
    cse27 = 2*cse26
    cse28 = cse27*lam_16
    cse29 = lam_10*q_A_rod_33
    cse30 = lam_9*q_A_rod_32
    cse31 = 0.0036*v_w_rod_y
    cse32 = cse25*q_A_rod_32
    cse33 = cse17*q_A_rod_22
    cse34 = cse9*q_A_rod_12
    cse35 = cse17*q_A_rod_23 + cse25*q_A_rod_33 + cse9*q_A_rod_13
    cse36 = 0.3*cse26
    cse37 = 0.3*cse18
    cse38 = 0.3*cse10
    cse39 = cse17*q_A_rod_21
    cse40 = cse25*q_A_rod_31
    cse41 = cse9*q_A_rod_11
    cse42 = 0.15*q_A_rod_33
    cse43 = cse42*q_A_rod_32
    cse44 = 0.15*q_A_rod_23
    cse45 = cse44*q_A_rod_22
    cse46 = 0.15*q_A_rod_12
    cse47 = cse46*q_A_rod_13
    cse48 = 0.2 - q_r_slider_x
    cse49 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z
    cse50 = q_r_slider_x - 0.2
    cse51 = -cse48*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z
    cse52 = q_A_slider_32*q_r_slider_z
    cse53 = q_A_slider_22*q_r_slider_y
    cse54 = h**(-2)
    return np.array([
        0.12*a_0 + lam_0 + lam_5,  # [0]
        0.12*a_1 + lam_1 + lam_6,  # [1]
        0.12*a_2 + lam_2 + lam_7 + 1.1772,  # [2]
        0.0001*a_3 + cse0*v_w_crank_z + cse4*q_A_crank_33 + cse5*q_A_crank_23 + cse6*q_A_crank_13 + lam_17*(cse2*q_A_crank_33 - cse3*q_A_crank_23),  # [3]
        1e-05*a_4 - lam_3*q_A_crank_23 - lam_4*q_A_crank_33,  # [4]
        0.0001*a_5 - cse0*v_w_crank_x - cse4*q_A_crank_31 - cse5*q_A_crank_21 - cse6*q_A_crank_11 + lam_17*(-cse2*q_A_crank_31 + cse3*q_A_crank_21) + lam_3*q_A_crank_22 + lam_4*q_A_crank_32,  # [5]
        0.5*a_6 - cse12 - cse13 - cse14 - lam_5,  # [6]
        0.5*a_7 - cse20 - cse21 - cse22 - lam_6,  # [7]
        0.5*a_8 - cse28 - cse29 - cse30 - lam_7 + 4.905,  # [8]
        0.004*a_9 + cse31*v_w_rod_z + cse35*lam_9 + lam_10*(-cse32 - cse33 - cse34) + lam_8*(q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33),  # [9]
        0.0004*a_10 - cse42*lam_7 - cse44*lam_6 + lam_10*(cse39 + cse40 + cse41 + 0.15*q_A_rod_13**2 + 0.15*q_A_rod_23**2 + 0.15*q_A_rod_33**2) + lam_16*(cse36*q_A_rod_33 + cse37*q_A_rod_23 + cse38*q_A_rod_13) - 0.15*lam_5*q_A_rod_13 + lam_9*(cse43 + cse45 + cse47),  # [10]
        0.004*a_11 - cse31*v_w_rod_x + cse46*lam_5 + lam_10*(-cse43 - cse45 - cse47) + lam_16*(-cse36*q_A_rod_32 - cse37*q_A_rod_22 - cse38*q_A_rod_12) + 0.15*lam_6*q_A_rod_22 + 0.15*lam_7*q_A_rod_32 + lam_8*(-q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33) + lam_9*(-cse39 - cse40 - cse41 - 0.15*q_A_rod_12**2 - 0.15*q_A_rod_22**2 - 0.15*q_A_rod_32**2),  # [11]
        2.0*a_12 + cse12 + cse13 + cse14 + lam_13*q_A_slider_11 - lam_14*q_A_slider_12,  # [12]
        2.0*a_13 + cse20 + cse21 + cse22 + lam_13*q_A_slider_21 - lam_14*q_A_slider_22,  # [13]
        2.0*a_14 + cse28 + cse29 + cse30 + lam_13*q_A_slider_31 - lam_14*q_A_slider_32 + 19.62,  # [14]
        0.0001*a_15 + lam_12*q_A_slider_13 + lam_14*(cse48*q_A_slider_13 + cse49) + lam_16*(-cse11*q_A_slider_12 - cse19*q_A_slider_22 - cse27*q_A_slider_32) + lam_8*(-q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32),  # [15]
        0.0001*a_16 + lam_11*q_A_slider_13 + lam_13*(cse49 - cse50*q_A_slider_13) + lam_15*q_A_slider_23 + lam_16*(cse11*q_A_slider_11 + cse19*q_A_slider_21 + cse27*q_A_slider_31) + lam_8*(q_A_rod_12*q_A_slider_11 + q_A_rod_22*q_A_slider_21 + q_A_rod_32*q_A_slider_31),  # [16]
        0.0001*a_17 + cse51*lam_14 - lam_11*q_A_slider_12 - lam_12*q_A_slider_11 + lam_13*(cse50*q_A_slider_12 + cse52 + cse53) - lam_15*q_A_slider_22,  # [17]
        cse54*q_r_crank_x,  # [18]
        cse54*(q_r_crank_y - 0.1),  # [19]
        cse54*(q_r_crank_z - 0.12),  # [20]
        cse54*q_A_crank_21,  # [21]
        cse54*q_A_crank_31,  # [22]
        cse54*(cse7 + cse8 + 0.08*q_A_crank_12 + q_r_crank_x),  # [23]
        cse54*(cse15 + cse16 + 0.08*q_A_crank_22 + q_r_crank_y),  # [24]
        cse54*(cse23 + cse24 + 0.08*q_A_crank_32 + q_r_crank_z),  # [25]
        cse54*(q_A_rod_12*q_A_slider_13 + q_A_rod_22*q_A_slider_23 + q_A_rod_32*q_A_slider_33),  # [26]
        cse54*(cse32 + cse33 + cse34),  # [27]
        cse35*cse54,  # [28]
        -cse54*q_A_slider_11,  # [29]
        cse54*q_A_slider_12,  # [30]
        cse51*cse54,  # [31]
        cse54*(cse48*q_A_slider_12 - cse52 - cse53),  # [32]
        -cse54*q_A_slider_21,  # [33]
        cse54*(cse10**2 + cse18**2 + cse26**2 - 1),  # [34]
        cse54*(cse2*q_A_crank_32 - cse3*q_A_crank_22),  # [35]
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
        _, _, _, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, _, _,
        _, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        _, _, _, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
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
    cse1 = 0.08*lam_7
    cse2 = 2*math.pi*t
    cse3 = math.sin(cse2)
    cse4 = cse3*lam_17
    cse5 = cse1 + cse4
    cse6 = 0.08*lam_6
    cse7 = math.cos(cse2)
    cse8 = cse7*lam_17
    cse9 = cse6 - cse8
    cse10 = 0.08*q_A_crank_11
    cse11 = cse10*lam_5 + cse5*q_A_crank_31 + cse9*q_A_crank_21
    cse12 = (1/6)*cse0
    cse13 = cse12*v_w_crank_y
    cse14 = cse13*v_w_crank_x
    cse15 = (1/2)*h
    cse16 = cse15*v_w_crank_z
    cse17 = cse14 - cse16
    cse18 = -cse12*v_w_crank_z**2
    cse19 = -cse12*v_w_crank_y**2 + 1
    cse20 = cse18 + cse19
    cse21 = -0.08*lam_5*q_A_crank_12
    cse22 = cse21 - cse5*q_A_crank_32 - cse9*q_A_crank_22
    cse23 = 9e-05*h
    cse24 = -cse12*v_w_crank_x**2
    cse25 = cse18 + cse24 + 1
    cse26 = cse14 + cse16
    cse27 = cse23*v_w_crank_y
    cse28 = cse13*v_w_crank_z
    cse29 = cse15*v_w_crank_x
    cse30 = cse28 + cse29
    cse31 = cse12*v_w_crank_x*v_w_crank_z
    cse32 = cse15*v_w_crank_y
    cse33 = cse31 - cse32
    cse34 = 0.08*q_A_crank_13
    cse35 = 0.08*q_A_crank_23
    cse36 = 0.08*q_A_crank_33
    cse37 = cse3*q_A_crank_33 - cse7*q_A_crank_23
    cse38 = -lam_3*q_A_crank_21 - lam_4*q_A_crank_31
    cse39 = lam_3*q_A_crank_22 + lam_4*q_A_crank_32
    cse40 = -cse1 - cse4
    cse41 = -cse6 + cse8
    cse42 = cse21 + cse38 + cse40*q_A_crank_32 + cse41*q_A_crank_22
    cse43 = cse31 + cse32
    cse44 = cse34*lam_5 - cse40*q_A_crank_33 - cse41*q_A_crank_23
    cse45 = lam_3*q_A_crank_23 + lam_4*q_A_crank_33
    cse46 = cse28 - cse29
    cse47 = cse19 + cse24
    cse48 = 0.08*q_A_crank_21
    cse49 = 0.08*q_A_crank_31
    cse50 = -cse3*q_A_crank_31 + cse7*q_A_crank_21
    cse51 = 2*lam_16
    cse52 = cse0*cse51
    cse53 = cse52 + 0.5
    cse54 = lam_9*q_A_rod_11
    cse55 = 0.3*lam_16
    cse56 = cse55*q_A_rod_12
    cse57 = cse54 + cse56
    cse58 = cse12*v_w_rod_x
    cse59 = cse58*v_w_rod_z
    cse60 = cse15*v_w_rod_y
    cse61 = cse59 + cse60
    cse62 = cse58*v_w_rod_y
    cse63 = cse15*v_w_rod_z
    cse64 = cse62 - cse63
    cse65 = lam_10*q_A_rod_11
    cse66 = cse55*q_A_rod_13
    cse67 = -cse65 - cse66
    cse68 = -cse12*v_w_rod_z**2
    cse69 = -cse12*v_w_rod_y**2 + 1
    cse70 = cse68 + cse69
    cse71 = lam_10*q_A_rod_12
    cse72 = lam_9*q_A_rod_13
    cse73 = cse71 - cse72
    cse74 = cse12*v_w_rod_y*v_w_rod_z
    cse75 = cse15*v_w_rod_x
    cse76 = cse74 - cse75
    cse77 = -cse12*v_w_rod_x**2
    cse78 = cse68 + cse77 + 1
    cse79 = cse62 + cse63
    cse80 = cse69 + cse77
    cse81 = cse74 + cse75
    cse82 = cse59 - cse60
    cse83 = -cse52
    cse84 = cse12*v_w_slider_y
    cse85 = cse84*v_w_slider_x
    cse86 = cse15*v_w_slider_z
    cse87 = cse85 - cse86
    cse88 = cse51*q_A_slider_11
    cse89 = -cse12*v_w_slider_y**2
    cse90 = -cse12*v_w_slider_z**2 + 1
    cse91 = cse89 + cse90
    cse92 = cse51*q_A_slider_12
    cse93 = -cse12*v_w_slider_x**2
    cse94 = cse90 + cse93
    cse95 = cse85 + cse86
    cse96 = cse84*v_w_slider_z
    cse97 = cse15*v_w_slider_x
    cse98 = cse96 + cse97
    cse99 = cse12*v_w_slider_x*v_w_slider_z
    cse100 = cse15*v_w_slider_y
    cse101 = -cse100 + cse99
    cse102 = -q_A_rod_12
    cse103 = -q_A_rod_13
    cse104 = 0.15*q_A_rod_11
    cse105 = -q_r_rod_x + q_r_slider_x
    cse106 = -cse104 + cse105
    cse107 = cse106 + q_A_slider_13
    cse108 = 2*cse107
    cse109 = -cse108
    cse110 = lam_9*q_A_rod_21
    cse111 = cse55*q_A_rod_22
    cse112 = cse110 + cse111
    cse113 = lam_10*q_A_rod_21
    cse114 = cse55*q_A_rod_23
    cse115 = -cse113 - cse114
    cse116 = lam_10*q_A_rod_22
    cse117 = lam_9*q_A_rod_23
    cse118 = cse116 - cse117
    cse119 = cse51*q_A_slider_21
    cse120 = cse51*q_A_slider_22
    cse121 = -q_A_rod_22
    cse122 = -q_A_rod_23
    cse123 = 0.15*q_A_rod_21
    cse124 = -q_r_rod_y + q_r_slider_y
    cse125 = -cse123 + cse124
    cse126 = cse125 + q_A_slider_23
    cse127 = 2*cse126
    cse128 = -cse127
    cse129 = lam_9*q_A_rod_31
    cse130 = cse55*q_A_rod_32
    cse131 = cse129 + cse130
    cse132 = lam_10*q_A_rod_31
    cse133 = cse55*q_A_rod_33
    cse134 = -cse132 - cse133
    cse135 = lam_10*q_A_rod_32
    cse136 = lam_9*q_A_rod_33
    cse137 = cse135 - cse136
    cse138 = cse51*q_A_slider_31
    cse139 = cse51*q_A_slider_32
    cse140 = -q_A_rod_32
    cse141 = -q_A_rod_33
    cse142 = 0.15*q_A_rod_31
    cse143 = -q_r_rod_z + q_r_slider_z
    cse144 = -cse142 + cse143
    cse145 = cse144 + q_A_slider_33
    cse146 = 2*cse145
    cse147 = -cse146
    cse148 = 0.15*q_A_rod_32
    cse149 = -0.15*cse136 + cse148*lam_10
    cse150 = lam_8*q_A_slider_23
    cse151 = cse125*lam_9 + cse150
    cse152 = lam_8*q_A_slider_33
    cse153 = cse144*lam_9 + cse152
    cse154 = 0.15*q_A_rod_22
    cse155 = -0.15*cse117 + cse154*lam_10
    cse156 = lam_8*q_A_slider_13
    cse157 = cse106*lam_9 + cse156
    cse158 = 0.15*q_A_rod_12
    cse159 = cse158*lam_10 - 0.15*cse72
    cse160 = -cse149*q_A_rod_33 + cse151*q_A_rod_21 + cse153*q_A_rod_31 - cse155*q_A_rod_23 + cse157*q_A_rod_11 - cse159*q_A_rod_13
    cse161 = q_r_rod_z - q_r_slider_z
    cse162 = cse142 + cse161
    cse163 = q_r_rod_y - q_r_slider_y
    cse164 = cse123 + cse163
    cse165 = -q_r_slider_x
    cse166 = cse165 + q_r_rod_x
    cse167 = cse104 + cse166
    cse168 = -cse113*cse164 - cse132*cse162 + cse149*q_A_rod_32 + cse155*q_A_rod_22 + cse159*q_A_rod_12 - cse167*cse65
    cse169 = lam_10*q_A_rod_23
    cse170 = lam_10*q_A_rod_33
    cse171 = lam_10*q_A_rod_13
    cse172 = -cse151*q_A_rod_22 - cse153*q_A_rod_32 - cse157*q_A_rod_12 + cse162*cse170 + cse164*cse169 + cse167*cse171
    cse173 = 0.0036*h
    cse174 = cse173*v_w_rod_y
    cse175 = -cse71 + cse72
    cse176 = -cse116 + cse117
    cse177 = -cse135 + cse136
    cse178 = lam_8*q_A_rod_33
    cse179 = lam_8*q_A_rod_23
    cse180 = lam_8*q_A_rod_13
    cse181 = cse178*q_A_slider_31 + cse179*q_A_slider_21 + cse180*q_A_slider_11
    cse182 = -cse178*q_A_slider_32 - cse179*q_A_slider_22 - cse180*q_A_slider_12
    cse183 = q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33
    cse184 = cse106*q_A_rod_13 + cse125*q_A_rod_23 + cse144*q_A_rod_33
    cse185 = -cse106*q_A_rod_12 - cse125*q_A_rod_22 - cse144*q_A_rod_32
    cse186 = 0.15*q_A_rod_33
    cse187 = 0.15*q_A_rod_23
    cse188 = 0.3*q_A_rod_31
    cse189 = -cse188
    cse190 = 0.045*lam_16
    cse191 = -cse190*q_A_rod_33 + lam_10*(cse143 + cse189)
    cse192 = 0.3*q_A_rod_21
    cse193 = -cse192
    cse194 = -cse190*q_A_rod_23 + lam_10*(cse124 + cse193)
    cse195 = 0.15*q_A_rod_13
    cse196 = 0.3*q_A_rod_11
    cse197 = -cse196
    cse198 = -cse190*q_A_rod_13 + lam_10*(cse105 + cse197)
    cse199 = -cse110*cse187 - cse129*cse186 + cse191*q_A_rod_32 + cse194*q_A_rod_22 - cse195*cse54 + cse198*q_A_rod_12
    cse200 = 0.15*lam_7
    cse201 = 0.3*q_r_rod_z
    cse202 = 0.045*q_A_rod_31
    cse203 = 0.3*q_A_slider_33
    cse204 = 0.3*q_r_slider_z
    cse205 = cse148*lam_9 + 0.3*cse170 - cse200 + lam_16*(-cse201 - cse202 + cse203 + cse204)
    cse206 = 0.15*lam_6
    cse207 = 0.3*q_r_rod_y
    cse208 = 0.045*q_A_rod_21
    cse209 = 0.3*q_A_slider_23
    cse210 = 0.3*q_r_slider_y
    cse211 = cse154*lam_9 + 0.3*cse169 - cse206 + lam_16*(-cse207 - cse208 + cse209 + cse210)
    cse212 = 0.15*lam_5
    cse213 = 0.045*q_A_rod_11
    cse214 = 0.3*q_r_rod_x
    cse215 = 0.3*q_A_slider_13
    cse216 = 0.3*q_r_slider_x
    cse217 = cse158*lam_9 + 0.3*cse171 - cse212 + lam_16*(-cse213 - cse214 + cse215 + cse216)
    cse218 = -cse191*q_A_rod_33 - cse194*q_A_rod_23 - cse198*q_A_rod_13 + cse205*q_A_rod_31 + cse211*q_A_rod_21 + cse217*q_A_rod_11
    cse219 = 0.15*q_A_rod_33**2
    cse220 = 0.15*q_A_rod_23**2
    cse221 = 0.15*q_A_rod_13**2
    cse222 = -cse205*q_A_rod_32 - cse211*q_A_rod_22 - cse217*q_A_rod_12 + cse219*lam_9 + cse220*lam_9 + cse221*lam_9
    cse223 = cse65 + cse66
    cse224 = cse113 + cse114
    cse225 = cse132 + cse133
    cse226 = cse114*q_A_slider_21 + cse133*q_A_slider_31 + cse66*q_A_slider_11
    cse227 = -cse114*q_A_slider_22 - cse133*q_A_slider_32 - cse66*q_A_slider_12
    cse228 = cse148*q_A_rod_33
    cse229 = cse154*q_A_rod_23
    cse230 = cse158*q_A_rod_13
    cse231 = cse228 + cse229 + cse230
    cse232 = cse125*q_A_rod_21
    cse233 = cse144*q_A_rod_31
    cse234 = cse106*q_A_rod_11
    cse235 = cse219 + cse220 + cse221 + cse232 + cse233 + cse234
    cse236 = 0.3*cse145
    cse237 = 0.3*cse126
    cse238 = 0.3*cse107
    cse239 = cse236*q_A_rod_33 + cse237*q_A_rod_23 + cse238*q_A_rod_13
    cse240 = 0.3*lam_9
    cse241 = -cse186*lam_10 + cse200 - cse240*q_A_rod_32 + lam_16*(cse201 + cse202 - cse203 - cse204)
    cse242 = -cse152 + cse190*q_A_rod_32 + lam_9*(cse161 + cse188)
    cse243 = -cse187*lam_10 + cse206 - cse240*q_A_rod_22 + lam_16*(cse207 + cse208 - cse209 - cse210)
    cse244 = -cse150 + cse190*q_A_rod_22 + lam_9*(cse163 + cse192)
    cse245 = -cse195*lam_10 + cse212 - cse240*q_A_rod_12 + lam_16*(cse213 + cse214 - cse215 - cse216)
    cse246 = -cse156 + cse190*q_A_rod_12 + lam_9*(cse166 + cse196)
    cse247 = -cse241*q_A_rod_31 + cse242*q_A_rod_32 - cse243*q_A_rod_21 + cse244*q_A_rod_22 - cse245*q_A_rod_11 + cse246*q_A_rod_12
    cse248 = -cse116*cse123 - cse135*cse142 - cse158*cse65 - cse242*q_A_rod_33 - cse244*q_A_rod_23 - cse246*q_A_rod_13
    cse249 = 0.15*q_A_rod_32**2
    cse250 = 0.15*q_A_rod_22**2
    cse251 = 0.15*q_A_rod_12**2
    cse252 = cse241*q_A_rod_33 + cse243*q_A_rod_23 + cse245*q_A_rod_13 + cse249*lam_10 + cse250*lam_10 + cse251*lam_10
    cse253 = -cse56
    cse254 = cse253 - cse54
    cse255 = -cse111
    cse256 = -cse110 + cse255
    cse257 = -cse130
    cse258 = -cse129 + cse257
    cse259 = lam_8*q_A_rod_31
    cse260 = cse257 - cse259
    cse261 = lam_8*q_A_rod_21
    cse262 = cse255 - cse261
    cse263 = lam_8*q_A_rod_11
    cse264 = cse253 - cse263
    cse265 = cse260*q_A_slider_31 + cse262*q_A_slider_21 + cse264*q_A_slider_11
    cse266 = -cse260*q_A_slider_32 - cse262*q_A_slider_22 - cse264*q_A_slider_12
    cse267 = -q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33
    cse268 = -cse232 - cse233 - cse234 - cse249 - cse250 - cse251
    cse269 = -cse228 - cse229 - cse230
    cse270 = -cse236*q_A_rod_32 - cse237*q_A_rod_22 - cse238*q_A_rod_12
    cse271 = cse52 + 2.0
    cse272 = lam_13*q_A_slider_12 + lam_14*q_A_slider_11
    cse273 = cse100 + cse99
    cse274 = cse88 - lam_13*q_A_slider_13
    cse275 = -cse92
    cse276 = cse275 - lam_14*q_A_slider_13
    cse277 = cse96 - cse97
    cse278 = cse89 + cse93 + 1
    cse279 = -q_A_slider_12
    cse280 = lam_13*q_A_slider_22 + lam_14*q_A_slider_21
    cse281 = cse119 - lam_13*q_A_slider_23
    cse282 = -cse120
    cse283 = lam_14*q_A_slider_23
    cse284 = cse282 - cse283
    cse285 = -q_A_slider_22
    cse286 = lam_13*q_A_slider_33
    cse287 = cse138 - cse286
    cse288 = lam_13*q_A_slider_32 + lam_14*q_A_slider_31
    cse289 = -cse139
    cse290 = lam_14*q_A_slider_33
    cse291 = cse289 - cse290
    cse292 = -q_A_slider_32
    cse293 = q_A_rod_22*q_A_slider_22
    cse294 = q_A_rod_32*q_A_slider_32
    cse295 = q_A_rod_12*q_A_slider_12
    cse296 = cse259*q_A_slider_32 + cse261*q_A_slider_22 + cse263*q_A_slider_12 + cse293*cse55 + cse294*cse55 + cse295*cse55
    cse297 = lam_8*q_A_rod_32
    cse298 = 2*q_r_rod_z
    cse299 = 2*q_A_slider_33
    cse300 = 2*q_r_slider_z
    cse301 = -cse297 + lam_16*(cse188 + cse298 - cse299 - cse300)
    cse302 = lam_8*q_A_rod_22
    cse303 = 2*q_r_rod_y
    cse304 = 2*q_A_slider_23
    cse305 = 2*q_r_slider_y
    cse306 = -cse302 + lam_16*(cse192 + cse303 - cse304 - cse305)
    cse307 = lam_8*q_A_rod_12
    cse308 = 2*q_r_rod_x
    cse309 = 2*q_A_slider_13
    cse310 = 2*q_r_slider_x
    cse311 = -cse307 + lam_16*(cse196 + cse308 - cse309 - cse310)
    cse312 = -cse301*q_A_slider_31 - cse306*q_A_slider_21 - cse311*q_A_slider_11
    cse313 = cse289 - lam_14*q_r_slider_z
    cse314 = cse282 - lam_14*q_r_slider_y
    cse315 = cse165 + 0.2
    cse316 = cse275 + cse315*lam_14 + lam_12
    cse317 = cse313*q_A_slider_31 + cse314*q_A_slider_21 + cse316*q_A_slider_11
    cse318 = cse301*q_A_slider_33 + cse306*q_A_slider_23 + cse311*q_A_slider_13 - cse313*q_A_slider_32 - cse314*q_A_slider_22 - cse316*q_A_slider_12
    cse319 = -cse293 - cse294 - cse295
    cse320 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z
    cse321 = cse315*q_A_slider_13 + cse320
    cse322 = -cse108*q_A_slider_12 - cse127*q_A_slider_22 - cse146*q_A_slider_32
    cse323 = q_A_rod_32*q_A_slider_31
    cse324 = q_A_rod_22*q_A_slider_21
    cse325 = q_A_rod_12*q_A_slider_11
    cse326 = -cse259*q_A_slider_31 - cse261*q_A_slider_21 - cse263*q_A_slider_11 - cse323*cse55 - cse324*cse55 - cse325*cse55
    cse327 = cse297 + lam_16*(cse189 - cse298 + cse299 + cse300)
    cse328 = cse302 + lam_16*(cse193 - cse303 + cse304 + cse305)
    cse329 = cse307 + lam_16*(cse197 - cse308 + cse309 + cse310)
    cse330 = cse327*q_A_slider_32 + cse328*q_A_slider_22 + cse329*q_A_slider_12
    cse331 = cse138 - lam_13*q_r_slider_z
    cse332 = lam_13*q_r_slider_y
    cse333 = cse119 - cse332 + lam_15
    cse334 = cse315*lam_13 + cse88 + lam_11
    cse335 = -cse327*q_A_slider_33 - cse328*q_A_slider_23 - cse329*q_A_slider_13 + cse331*q_A_slider_31 + cse333*q_A_slider_21 + cse334*q_A_slider_11
    cse336 = -cse331*q_A_slider_32 - cse333*q_A_slider_22 - cse334*q_A_slider_12
    cse337 = cse323 + cse324 + cse325
    cse338 = q_r_slider_x - 0.2
    cse339 = cse320 - cse338*q_A_slider_13
    cse340 = cse108*q_A_slider_11 + cse127*q_A_slider_21 + cse146*q_A_slider_31
    cse341 = q_A_slider_31*q_r_slider_z
    cse342 = q_A_slider_32*q_r_slider_z
    cse343 = cse332 - lam_15
    cse344 = q_A_slider_22*q_r_slider_y
    cse345 = cse338*lam_13 - lam_11
    cse346 = cse338*lam_14 - lam_12
    cse347 = -cse341*lam_13 + cse342*lam_14 - cse343*q_A_slider_21 + cse344*lam_14 - cse345*q_A_slider_11 + cse346*q_A_slider_12
    cse348 = -cse283*q_r_slider_y - cse290*q_r_slider_z - cse346*q_A_slider_13
    cse349 = cse286*q_r_slider_z + cse343*q_A_slider_23 + cse345*q_A_slider_13
    cse350 = cse338*q_A_slider_12 + cse342 + cse344
    cse351 = -cse315*q_A_slider_11 + cse341 + q_A_slider_21*q_r_slider_y
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
        cse0*(cse11*cse17 + cse20*cse22) + 0.0001,  # [3, 3]
        cse0*(cse11*cse25 + cse22*cse26) + cse23*v_w_crank_z,  # [3, 4]
        cse0*(cse11*cse30 + cse22*cse33) + cse27,  # [3, 5]
        cse34,  # [3, 23]
        cse35,  # [3, 24]
        cse36,  # [3, 25]
        cse37,  # [3, 35]
        cse0*(cse17*cse38 + cse20*cse39),  # [4, 3]
        cse0*(cse25*cse38 + cse26*cse39) + 1e-05,  # [4, 4]
        cse0*(cse30*cse38 + cse33*cse39),  # [4, 5]
        -q_A_crank_23,  # [4, 21]
        -q_A_crank_33,  # [4, 22]
        cse0*(cse17*cse44 + cse20*cse45 + cse42*cse43) - cse27,  # [5, 3]
        cse0*(cse25*cse44 + cse26*cse45 + cse42*cse46) - cse23*v_w_crank_x,  # [5, 4]
        cse0*(cse30*cse44 + cse33*cse45 + cse42*cse47) + 0.0001,  # [5, 5]
        q_A_crank_22,  # [5, 21]
        q_A_crank_32,  # [5, 22]
        -cse10,  # [5, 23]
        -cse48,  # [5, 24]
        -cse49,  # [5, 25]
        cse50,  # [5, 35]
        cse53,  # [6, 6]
        cse0*(cse57*cse61 + cse64*cse67 + cse70*cse73),  # [6, 9]
        cse0*(cse57*cse76 + cse67*cse78 + cse73*cse79),  # [6, 10]
        cse0*(cse57*cse80 + cse67*cse81 + cse73*cse82),  # [6, 11]
        cse83,  # [6, 12]
        cse0*(-cse87*cse88 + cse91*cse92),  # [6, 15]
        cse0*(-cse88*cse94 + cse92*cse95),  # [6, 16]
        cse0*(cse101*cse92 - cse88*cse98),  # [6, 17]
        -1,  # [6, 23]
        cse102,  # [6, 27]
        cse103,  # [6, 28]
        cse109,  # [6, 34]
        cse53,  # [7, 7]
        cse0*(cse112*cse61 + cse115*cse64 + cse118*cse70),  # [7, 9]
        cse0*(cse112*cse76 + cse115*cse78 + cse118*cse79),  # [7, 10]
        cse0*(cse112*cse80 + cse115*cse81 + cse118*cse82),  # [7, 11]
        cse83,  # [7, 13]
        cse0*(-cse119*cse87 + cse120*cse91),  # [7, 15]
        cse0*(-cse119*cse94 + cse120*cse95),  # [7, 16]
        cse0*(cse101*cse120 - cse119*cse98),  # [7, 17]
        -1,  # [7, 24]
        cse121,  # [7, 27]
        cse122,  # [7, 28]
        cse128,  # [7, 34]
        cse53,  # [8, 8]
        cse0*(cse131*cse61 + cse134*cse64 + cse137*cse70),  # [8, 9]
        cse0*(cse131*cse76 + cse134*cse78 + cse137*cse79),  # [8, 10]
        cse0*(cse131*cse80 + cse134*cse81 + cse137*cse82),  # [8, 11]
        cse83,  # [8, 14]
        cse0*(-cse138*cse87 + cse139*cse91),  # [8, 15]
        cse0*(-cse138*cse94 + cse139*cse95),  # [8, 16]
        cse0*(cse101*cse139 - cse138*cse98),  # [8, 17]
        -1,  # [8, 25]
        cse140,  # [8, 27]
        cse141,  # [8, 28]
        cse147,  # [8, 34]
        cse0*cse73,  # [9, 6]
        cse0*cse118,  # [9, 7]
        cse0*cse137,  # [9, 8]
        cse0*(cse160*cse64 + cse168*cse61 + cse172*cse70) + 0.004,  # [9, 9]
        cse0*(cse160*cse78 + cse168*cse76 + cse172*cse79) + cse173*v_w_rod_z,  # [9, 10]
        cse0*(cse160*cse81 + cse168*cse80 + cse172*cse82) + cse174,  # [9, 11]
        cse0*cse175,  # [9, 12]
        cse0*cse176,  # [9, 13]
        cse0*cse177,  # [9, 14]
        cse0*(cse181*cse87 + cse182*cse91),  # [9, 15]
        cse0*(cse181*cse94 + cse182*cse95),  # [9, 16]
        cse0*(cse101*cse182 + cse181*cse98),  # [9, 17]
        cse183,  # [9, 26]
        cse184,  # [9, 27]
        cse185,  # [9, 28]
        cse0*cse67,  # [10, 6]
        cse0*cse115,  # [10, 7]
        cse0*cse134,  # [10, 8]
        cse0*(cse199*cse61 + cse218*cse64 + cse222*cse70),  # [10, 9]
        cse0*(cse199*cse76 + cse218*cse78 + cse222*cse79) + 0.0004,  # [10, 10]
        cse0*(cse199*cse80 + cse218*cse81 + cse222*cse82),  # [10, 11]
        cse0*cse223,  # [10, 12]
        cse0*cse224,  # [10, 13]
        cse0*cse225,  # [10, 14]
        cse0*(cse226*cse87 + cse227*cse91),  # [10, 15]
        cse0*(cse226*cse94 + cse227*cse95),  # [10, 16]
        cse0*(cse101*cse227 + cse226*cse98),  # [10, 17]
        -cse195,  # [10, 23]
        -cse187,  # [10, 24]
        -cse186,  # [10, 25]
        cse231,  # [10, 27]
        cse235,  # [10, 28]
        cse239,  # [10, 34]
        cse0*cse57,  # [11, 6]
        cse0*cse112,  # [11, 7]
        cse0*cse131,  # [11, 8]
        cse0*(cse247*cse61 + cse248*cse64 + cse252*cse70) - cse174,  # [11, 9]
        cse0*(cse247*cse76 + cse248*cse78 + cse252*cse79) - cse173*v_w_rod_x,  # [11, 10]
        cse0*(cse247*cse80 + cse248*cse81 + cse252*cse82) + 0.004,  # [11, 11]
        cse0*cse254,  # [11, 12]
        cse0*cse256,  # [11, 13]
        cse0*cse258,  # [11, 14]
        cse0*(cse265*cse87 + cse266*cse91),  # [11, 15]
        cse0*(cse265*cse94 + cse266*cse95),  # [11, 16]
        cse0*(cse101*cse266 + cse265*cse98),  # [11, 17]
        cse158,  # [11, 23]
        cse154,  # [11, 24]
        cse148,  # [11, 25]
        cse267,  # [11, 26]
        cse268,  # [11, 27]
        cse269,  # [11, 28]
        cse270,  # [11, 34]
        cse83,  # [12, 6]
        cse0*(cse175*cse70 + cse223*cse64 + cse254*cse61),  # [12, 9]
        cse0*(cse175*cse79 + cse223*cse78 + cse254*cse76),  # [12, 10]
        cse0*(cse175*cse82 + cse223*cse81 + cse254*cse80),  # [12, 11]
        cse271,  # [12, 12]
        cse0*(cse272*cse273 + cse274*cse87 + cse276*cse91),  # [12, 15]
        cse0*(cse272*cse277 + cse274*cse94 + cse276*cse95),  # [12, 16]
        cse0*(cse101*cse276 + cse272*cse278 + cse274*cse98),  # [12, 17]
        q_A_rod_12,  # [12, 27]
        q_A_rod_13,  # [12, 28]
        q_A_slider_11,  # [12, 31]
        cse279,  # [12, 32]
        cse108,  # [12, 34]
        cse83,  # [13, 7]
        cse0*(cse176*cse70 + cse224*cse64 + cse256*cse61),  # [13, 9]
        cse0*(cse176*cse79 + cse224*cse78 + cse256*cse76),  # [13, 10]
        cse0*(cse176*cse82 + cse224*cse81 + cse256*cse80),  # [13, 11]
        cse271,  # [13, 13]
        cse0*(cse273*cse280 + cse281*cse87 + cse284*cse91),  # [13, 15]
        cse0*(cse277*cse280 + cse281*cse94 + cse284*cse95),  # [13, 16]
        cse0*(cse101*cse284 + cse278*cse280 + cse281*cse98),  # [13, 17]
        q_A_rod_22,  # [13, 27]
        q_A_rod_23,  # [13, 28]
        q_A_slider_21,  # [13, 31]
        cse285,  # [13, 32]
        cse127,  # [13, 34]
        cse83,  # [14, 8]
        cse0*(cse177*cse70 + cse225*cse64 + cse258*cse61),  # [14, 9]
        cse0*(cse177*cse79 + cse225*cse78 + cse258*cse76),  # [14, 10]
        cse0*(cse177*cse82 + cse225*cse81 + cse258*cse80),  # [14, 11]
        cse271,  # [14, 14]
        cse0*(cse273*cse288 + cse287*cse87 + cse291*cse91),  # [14, 15]
        cse0*(cse277*cse288 + cse287*cse94 + cse291*cse95),  # [14, 16]
        cse0*(cse101*cse291 + cse278*cse288 + cse287*cse98),  # [14, 17]
        q_A_rod_32,  # [14, 27]
        q_A_rod_33,  # [14, 28]
        q_A_slider_31,  # [14, 31]
        cse292,  # [14, 32]
        cse146,  # [14, 34]
        cse0*cse92,  # [15, 6]
        cse0*cse120,  # [15, 7]
        cse0*cse139,  # [15, 8]
        cse0*(cse182*cse70 + cse227*cse64 + cse296*cse61),  # [15, 9]
        cse0*(cse182*cse79 + cse227*cse78 + cse296*cse76),  # [15, 10]
        cse0*(cse182*cse82 + cse227*cse81 + cse296*cse80),  # [15, 11]
        cse0*cse276,  # [15, 12]
        cse0*cse284,  # [15, 13]
        cse0*cse291,  # [15, 14]
        cse0*(cse273*cse312 + cse317*cse87 + cse318*cse91) + 0.0001,  # [15, 15]
        cse0*(cse277*cse312 + cse317*cse94 + cse318*cse95),  # [15, 16]
        cse0*(cse101*cse318 + cse278*cse312 + cse317*cse98),  # [15, 17]
        cse319,  # [15, 26]
        q_A_slider_13,  # [15, 30]
        cse321,  # [15, 32]
        cse322,  # [15, 34]
        -cse0*cse88,  # [16, 6]
        -cse0*cse119,  # [16, 7]
        -cse0*cse138,  # [16, 8]
        cse0*(cse181*cse70 + cse226*cse64 + cse326*cse61),  # [16, 9]
        cse0*(cse181*cse79 + cse226*cse78 + cse326*cse76),  # [16, 10]
        cse0*(cse181*cse82 + cse226*cse81 + cse326*cse80),  # [16, 11]
        cse0*cse274,  # [16, 12]
        cse0*cse281,  # [16, 13]
        cse0*cse287,  # [16, 14]
        cse0*(cse273*cse330 + cse335*cse87 + cse336*cse91),  # [16, 15]
        cse0*(cse277*cse330 + cse335*cse94 + cse336*cse95) + 0.0001,  # [16, 16]
        cse0*(cse101*cse336 + cse278*cse330 + cse335*cse98),  # [16, 17]
        cse337,  # [16, 26]
        q_A_slider_13,  # [16, 29]
        cse339,  # [16, 31]
        q_A_slider_23,  # [16, 33]
        cse340,  # [16, 34]
        cse0*cse272,  # [17, 12]
        cse0*cse280,  # [17, 13]
        cse0*cse288,  # [17, 14]
        cse0*(cse273*cse347 + cse348*cse87 + cse349*cse91),  # [17, 15]
        cse0*(cse277*cse347 + cse348*cse94 + cse349*cse95),  # [17, 16]
        cse0*(cse101*cse349 + cse278*cse347 + cse348*cse98) + 0.0001,  # [17, 17]
        cse279,  # [17, 29]
        -q_A_slider_11,  # [17, 30]
        cse350,  # [17, 31]
        cse351,  # [17, 32]
        cse285,  # [17, 33]
        1,  # [18, 0]
        1,  # [19, 1]
        1,  # [20, 2]
        -cse17*q_A_crank_23 + cse43*q_A_crank_22,  # [21, 3]
        -cse25*q_A_crank_23 + cse46*q_A_crank_22,  # [21, 4]
        -cse30*q_A_crank_23 + cse47*q_A_crank_22,  # [21, 5]
        -cse17*q_A_crank_33 + cse43*q_A_crank_32,  # [22, 3]
        -cse25*q_A_crank_33 + cse46*q_A_crank_32,  # [22, 4]
        -cse30*q_A_crank_33 + cse47*q_A_crank_32,  # [22, 5]
        1,  # [23, 0]
        -cse10*cse43 + cse20*cse34,  # [23, 3]
        -cse10*cse46 + cse26*cse34,  # [23, 4]
        -cse10*cse47 + cse33*cse34,  # [23, 5]
        -1,  # [23, 6]
        cse158*cse61 - cse195*cse64,  # [23, 9]
        cse158*cse76 - cse195*cse78,  # [23, 10]
        cse158*cse80 - cse195*cse81,  # [23, 11]
        1,  # [24, 1]
        cse20*cse35 - cse43*cse48,  # [24, 3]
        cse26*cse35 - cse46*cse48,  # [24, 4]
        cse33*cse35 - cse47*cse48,  # [24, 5]
        -1,  # [24, 7]
        cse154*cse61 - cse187*cse64,  # [24, 9]
        cse154*cse76 - cse187*cse78,  # [24, 10]
        cse154*cse80 - cse187*cse81,  # [24, 11]
        1,  # [25, 2]
        cse20*cse36 - cse43*cse49,  # [25, 3]
        cse26*cse36 - cse46*cse49,  # [25, 4]
        cse33*cse36 - cse47*cse49,  # [25, 5]
        -1,  # [25, 8]
        cse148*cse61 - cse186*cse64,  # [25, 9]
        cse148*cse76 - cse186*cse78,  # [25, 10]
        cse148*cse80 - cse186*cse81,  # [25, 11]
        cse183*cse70 + cse267*cse61,  # [26, 9]
        cse183*cse79 + cse267*cse76,  # [26, 10]
        cse183*cse82 + cse267*cse80,  # [26, 11]
        cse319*cse91 + cse337*cse87,  # [26, 15]
        cse319*cse95 + cse337*cse94,  # [26, 16]
        cse101*cse319 + cse337*cse98,  # [26, 17]
        cse102,  # [27, 6]
        cse121,  # [27, 7]
        cse140,  # [27, 8]
        cse184*cse70 + cse231*cse64 + cse268*cse61,  # [27, 9]
        cse184*cse79 + cse231*cse78 + cse268*cse76,  # [27, 10]
        cse184*cse82 + cse231*cse81 + cse268*cse80,  # [27, 11]
        q_A_rod_12,  # [27, 12]
        q_A_rod_22,  # [27, 13]
        q_A_rod_32,  # [27, 14]
        cse103,  # [28, 6]
        cse122,  # [28, 7]
        cse141,  # [28, 8]
        cse185*cse70 + cse235*cse64 + cse269*cse61,  # [28, 9]
        cse185*cse79 + cse235*cse78 + cse269*cse76,  # [28, 10]
        cse185*cse82 + cse235*cse81 + cse269*cse80,  # [28, 11]
        q_A_rod_13,  # [28, 12]
        q_A_rod_23,  # [28, 13]
        q_A_rod_33,  # [28, 14]
        -cse273*q_A_slider_12 + cse87*q_A_slider_13,  # [29, 15]
        -cse277*q_A_slider_12 + cse94*q_A_slider_13,  # [29, 16]
        -cse278*q_A_slider_12 + cse98*q_A_slider_13,  # [29, 17]
        -cse273*q_A_slider_11 + cse91*q_A_slider_13,  # [30, 15]
        -cse277*q_A_slider_11 + cse95*q_A_slider_13,  # [30, 16]
        cse101*q_A_slider_13 - cse278*q_A_slider_11,  # [30, 17]
        q_A_slider_11,  # [31, 12]
        q_A_slider_21,  # [31, 13]
        q_A_slider_31,  # [31, 14]
        cse273*cse350 + cse339*cse87,  # [31, 15]
        cse277*cse350 + cse339*cse94,  # [31, 16]
        cse278*cse350 + cse339*cse98,  # [31, 17]
        cse279,  # [32, 12]
        cse285,  # [32, 13]
        cse292,  # [32, 14]
        cse273*cse351 + cse321*cse91,  # [32, 15]
        cse277*cse351 + cse321*cse95,  # [32, 16]
        cse101*cse321 + cse278*cse351,  # [32, 17]
        -cse273*q_A_slider_22 + cse87*q_A_slider_23,  # [33, 15]
        -cse277*q_A_slider_22 + cse94*q_A_slider_23,  # [33, 16]
        -cse278*q_A_slider_22 + cse98*q_A_slider_23,  # [33, 17]
        cse109,  # [34, 6]
        cse128,  # [34, 7]
        cse147,  # [34, 8]
        cse239*cse64 + cse270*cse61,  # [34, 9]
        cse239*cse78 + cse270*cse76,  # [34, 10]
        cse239*cse81 + cse270*cse80,  # [34, 11]
        cse108,  # [34, 12]
        cse127,  # [34, 13]
        cse146,  # [34, 14]
        cse322*cse91 + cse340*cse87,  # [34, 15]
        cse322*cse95 + cse340*cse94,  # [34, 16]
        cse101*cse322 + cse340*cse98,  # [34, 17]
        cse20*cse37 + cse43*cse50,  # [35, 3]
        cse26*cse37 + cse46*cse50,  # [35, 4]
        cse33*cse37 + cse47*cse50,  # [35, 5]
    )
    return out



def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Args:
        q: position coordinates (36).
        p: parameters (0).

    Returns:
        ndarray of shape (36, 18), 213 nonzero.
    """
    # 490 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    cse0 = -q_r_crank_y
    cse1 = cse0 + 0.1
    cse2 = -q_r_crank_z
    cse3 = cse2 + 0.12
    cse4 = q_A_crank_31*q_r_crank_x
    cse5 = q_A_crank_32*q_r_crank_x
    cse6 = q_A_crank_33*q_r_crank_x
    cse7 = -q_A_crank_21*q_r_crank_x
    cse8 = -q_A_crank_22*q_r_crank_x
    cse9 = -q_A_crank_23*q_r_crank_x
    cse10 = -q_A_crank_11
    cse11 = -q_A_crank_12
    cse12 = -q_A_crank_13
    cse13 = -q_A_crank_21
    cse14 = -q_A_crank_22
    cse15 = -q_A_crank_23
    cse16 = -q_A_crank_31
    cse17 = -q_A_crank_32
    cse18 = -q_A_crank_33
    cse19 = -q_A_rod_11
    cse20 = -q_A_rod_21
    cse21 = -q_A_rod_31
    cse22 = 0.15*q_A_rod_21
    cse23 = cse0 - cse22 + q_r_rod_y
    cse24 = 0.15*q_A_rod_31
    cse25 = cse2 - cse24 + q_r_rod_z
    cse26 = cse23*q_A_crank_31 - cse25*q_A_crank_21
    cse27 = 0.15*q_A_rod_11
    cse28 = -cse27 - q_r_crank_x + q_r_rod_x
    cse29 = cse25*q_A_crank_11 - cse28*q_A_crank_31
    cse30 = -cse23*q_A_crank_11 + cse28*q_A_crank_21
    cse31 = cse23*q_A_crank_32 - cse25*q_A_crank_22
    cse32 = cse25*q_A_crank_12 - cse28*q_A_crank_32
    cse33 = -cse23*q_A_crank_12 + cse28*q_A_crank_22
    cse34 = cse23*q_A_crank_33 - cse25*q_A_crank_23
    cse35 = cse25*q_A_crank_13 - cse28*q_A_crank_33
    cse36 = -cse23*q_A_crank_13 + cse28*q_A_crank_23
    cse37 = cse24*q_A_rod_22
    cse38 = cse22*q_A_rod_32
    cse39 = -cse37 + cse38
    cse40 = cse27*q_A_rod_32
    cse41 = cse24*q_A_rod_12
    cse42 = -cse40 + cse41
    cse43 = cse27*q_A_rod_22
    cse44 = cse22*q_A_rod_12
    cse45 = cse43 - cse44
    cse46 = cse24*q_A_rod_23
    cse47 = cse22*q_A_rod_33
    cse48 = -cse46 + cse47
    cse49 = cse27*q_A_rod_33
    cse50 = cse24*q_A_rod_13
    cse51 = -cse49 + cse50
    cse52 = cse27*q_A_rod_23
    cse53 = cse22*q_A_rod_13
    cse54 = cse52 - cse53
    cse55 = -q_A_rod_12
    cse56 = -q_A_rod_22
    cse57 = -q_A_rod_32
    cse58 = -q_A_rod_13
    cse59 = -q_A_rod_23
    cse60 = -q_A_rod_33
    cse61 = q_A_rod_11**2 + q_A_rod_21**2 + q_A_rod_31**2
    cse62 = q_A_rod_11*q_A_rod_12 + q_A_rod_21*q_A_rod_22 + q_A_rod_31*q_A_rod_32
    cse63 = q_A_rod_11*q_A_rod_13 + q_A_rod_21*q_A_rod_23 + q_A_rod_31*q_A_rod_33
    cse64 = q_A_rod_12**2 + q_A_rod_22**2 + q_A_rod_32**2
    cse65 = q_A_rod_12*q_A_rod_13 + q_A_rod_22*q_A_rod_23 + q_A_rod_32*q_A_rod_33
    cse66 = q_A_rod_13**2 + q_A_rod_23**2 + q_A_rod_33**2
    cse67 = cse37 - cse38
    cse68 = cse40 - cse41
    cse69 = -cse43 + cse44
    cse70 = cse67*q_A_rod_11 + cse68*q_A_rod_21 + cse69*q_A_rod_31
    cse71 = cse46 - cse47
    cse72 = cse49 - cse50
    cse73 = -cse52 + cse53
    cse74 = cse71*q_A_rod_11 + cse72*q_A_rod_21 + cse73*q_A_rod_31
    cse75 = cse22 + q_r_rod_y - q_r_slider_y
    cse76 = cse24 + q_r_rod_z - q_r_slider_z
    cse77 = cse75*q_A_slider_31 - cse76*q_A_slider_21
    cse78 = cse27 + q_r_rod_x - q_r_slider_x
    cse79 = cse76*q_A_slider_11 - cse78*q_A_slider_31
    cse80 = -cse75*q_A_slider_11 + cse78*q_A_slider_21
    cse81 = cse77*q_A_rod_11 + cse79*q_A_rod_21 + cse80*q_A_rod_31
    cse82 = cse75*q_A_slider_32 - cse76*q_A_slider_22
    cse83 = cse76*q_A_slider_12 - cse78*q_A_slider_32
    cse84 = -cse75*q_A_slider_12 + cse78*q_A_slider_22
    cse85 = cse82*q_A_rod_11 + cse83*q_A_rod_21 + cse84*q_A_rod_31
    cse86 = cse75*q_A_slider_33 - cse76*q_A_slider_23
    cse87 = cse76*q_A_slider_13 - cse78*q_A_slider_33
    cse88 = -cse75*q_A_slider_13 + cse78*q_A_slider_23
    cse89 = cse86*q_A_rod_11 + cse87*q_A_rod_21 + cse88*q_A_rod_31
    cse90 = cse67*q_A_rod_12 + cse68*q_A_rod_22 + cse69*q_A_rod_32
    cse91 = cse71*q_A_rod_12 + cse72*q_A_rod_22 + cse73*q_A_rod_32
    cse92 = cse77*q_A_rod_12 + cse79*q_A_rod_22 + cse80*q_A_rod_32
    cse93 = cse82*q_A_rod_12 + cse83*q_A_rod_22 + cse84*q_A_rod_32
    cse94 = cse86*q_A_rod_12 + cse87*q_A_rod_22 + cse88*q_A_rod_32
    cse95 = cse67*q_A_rod_13 + cse68*q_A_rod_23 + cse69*q_A_rod_33
    cse96 = cse71*q_A_rod_13 + cse72*q_A_rod_23 + cse73*q_A_rod_33
    cse97 = cse77*q_A_rod_13 + cse79*q_A_rod_23 + cse80*q_A_rod_33
    cse98 = cse82*q_A_rod_13 + cse83*q_A_rod_23 + cse84*q_A_rod_33
    cse99 = cse86*q_A_rod_13 + cse87*q_A_rod_23 + cse88*q_A_rod_33
    cse100 = -q_A_rod_11*q_A_slider_11 - q_A_rod_21*q_A_slider_21 - q_A_rod_31*q_A_slider_31
    cse101 = -q_A_rod_11*q_A_slider_12 - q_A_rod_21*q_A_slider_22 - q_A_rod_31*q_A_slider_32
    cse102 = -q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33
    cse103 = -q_A_rod_12*q_A_slider_11 - q_A_rod_22*q_A_slider_21 - q_A_rod_32*q_A_slider_31
    cse104 = -q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32
    cse105 = -q_A_rod_12*q_A_slider_13 - q_A_rod_22*q_A_slider_23 - q_A_rod_32*q_A_slider_33
    cse106 = -q_A_rod_13*q_A_slider_11 - q_A_rod_23*q_A_slider_21 - q_A_rod_33*q_A_slider_31
    cse107 = -q_A_rod_13*q_A_slider_12 - q_A_rod_23*q_A_slider_22 - q_A_rod_33*q_A_slider_32
    cse108 = -q_A_rod_13*q_A_slider_13 - q_A_rod_23*q_A_slider_23 - q_A_rod_33*q_A_slider_33
    cse109 = q_A_slider_11*q_A_slider_12 + q_A_slider_21*q_A_slider_22 + q_A_slider_31*q_A_slider_32
    cse110 = q_A_slider_11*q_A_slider_13 + q_A_slider_21*q_A_slider_23 + q_A_slider_31*q_A_slider_33
    cse111 = q_A_slider_12*q_A_slider_13 + q_A_slider_22*q_A_slider_23 + q_A_slider_32*q_A_slider_33
    out = np.zeros((36, 18))
    out[_B_INDEX] = (
        -1,  # [0, 0]
        cse1*q_A_crank_31 - cse3*q_A_crank_21,  # [0, 3]
        cse1*q_A_crank_32 - cse3*q_A_crank_22,  # [0, 4]
        cse1*q_A_crank_33 - cse3*q_A_crank_23,  # [0, 5]
        -1,  # [1, 1]
        cse3*q_A_crank_11 + cse4,  # [1, 3]
        cse3*q_A_crank_12 + cse5,  # [1, 4]
        cse3*q_A_crank_13 + cse6,  # [1, 5]
        -1,  # [2, 2]
        -cse1*q_A_crank_11 + cse7,  # [2, 3]
        -cse1*q_A_crank_12 + cse8,  # [2, 4]
        -cse1*q_A_crank_13 + cse9,  # [2, 5]
        cse10,  # [3, 3]
        cse11,  # [3, 4]
        cse12,  # [3, 5]
        cse13,  # [4, 3]
        cse14,  # [4, 4]
        cse15,  # [4, 5]
        cse16,  # [5, 3]
        cse17,  # [5, 4]
        cse18,  # [5, 5]
        cse19,  # [6, 0]
        cse20,  # [6, 1]
        cse21,  # [6, 2]
        cse26*q_A_rod_11 + cse29*q_A_rod_21 + cse30*q_A_rod_31,  # [6, 3]
        cse31*q_A_rod_11 + cse32*q_A_rod_21 + cse33*q_A_rod_31,  # [6, 4]
        cse34*q_A_rod_11 + cse35*q_A_rod_21 + cse36*q_A_rod_31,  # [6, 5]
        q_A_rod_11,  # [6, 6]
        q_A_rod_21,  # [6, 7]
        q_A_rod_31,  # [6, 8]
        cse39*q_A_rod_11 + cse42*q_A_rod_21 + cse45*q_A_rod_31,  # [6, 10]
        cse48*q_A_rod_11 + cse51*q_A_rod_21 + cse54*q_A_rod_31,  # [6, 11]
        cse55,  # [7, 0]
        cse56,  # [7, 1]
        cse57,  # [7, 2]
        cse26*q_A_rod_12 + cse29*q_A_rod_22 + cse30*q_A_rod_32,  # [7, 3]
        cse31*q_A_rod_12 + cse32*q_A_rod_22 + cse33*q_A_rod_32,  # [7, 4]
        cse34*q_A_rod_12 + cse35*q_A_rod_22 + cse36*q_A_rod_32,  # [7, 5]
        q_A_rod_12,  # [7, 6]
        q_A_rod_22,  # [7, 7]
        q_A_rod_32,  # [7, 8]
        cse39*q_A_rod_12 + cse42*q_A_rod_22 + cse45*q_A_rod_32,  # [7, 10]
        cse48*q_A_rod_12 + cse51*q_A_rod_22 + cse54*q_A_rod_32,  # [7, 11]
        cse58,  # [8, 0]
        cse59,  # [8, 1]
        cse60,  # [8, 2]
        cse26*q_A_rod_13 + cse29*q_A_rod_23 + cse30*q_A_rod_33,  # [8, 3]
        cse31*q_A_rod_13 + cse32*q_A_rod_23 + cse33*q_A_rod_33,  # [8, 4]
        cse34*q_A_rod_13 + cse35*q_A_rod_23 + cse36*q_A_rod_33,  # [8, 5]
        q_A_rod_13,  # [8, 6]
        q_A_rod_23,  # [8, 7]
        q_A_rod_33,  # [8, 8]
        cse39*q_A_rod_13 + cse42*q_A_rod_23 + cse45*q_A_rod_33,  # [8, 10]
        cse48*q_A_rod_13 + cse51*q_A_rod_23 + cse54*q_A_rod_33,  # [8, 11]
        -q_A_crank_11*q_A_rod_11 - q_A_crank_21*q_A_rod_21 - q_A_crank_31*q_A_rod_31,  # [9, 3]
        -q_A_crank_12*q_A_rod_11 - q_A_crank_22*q_A_rod_21 - q_A_crank_32*q_A_rod_31,  # [9, 4]
        -q_A_crank_13*q_A_rod_11 - q_A_crank_23*q_A_rod_21 - q_A_crank_33*q_A_rod_31,  # [9, 5]
        cse61,  # [9, 9]
        cse62,  # [9, 10]
        cse63,  # [9, 11]
        -q_A_crank_11*q_A_rod_12 - q_A_crank_21*q_A_rod_22 - q_A_crank_31*q_A_rod_32,  # [10, 3]
        -q_A_crank_12*q_A_rod_12 - q_A_crank_22*q_A_rod_22 - q_A_crank_32*q_A_rod_32,  # [10, 4]
        -q_A_crank_13*q_A_rod_12 - q_A_crank_23*q_A_rod_22 - q_A_crank_33*q_A_rod_32,  # [10, 5]
        cse62,  # [10, 9]
        cse64,  # [10, 10]
        cse65,  # [10, 11]
        -q_A_crank_11*q_A_rod_13 - q_A_crank_21*q_A_rod_23 - q_A_crank_31*q_A_rod_33,  # [11, 3]
        -q_A_crank_12*q_A_rod_13 - q_A_crank_22*q_A_rod_23 - q_A_crank_32*q_A_rod_33,  # [11, 4]
        -q_A_crank_13*q_A_rod_13 - q_A_crank_23*q_A_rod_23 - q_A_crank_33*q_A_rod_33,  # [11, 5]
        cse63,  # [11, 9]
        cse65,  # [11, 10]
        cse66,  # [11, 11]
        q_A_rod_11,  # [12, 6]
        q_A_rod_21,  # [12, 7]
        q_A_rod_31,  # [12, 8]
        cse70,  # [12, 10]
        cse74,  # [12, 11]
        cse19,  # [12, 12]
        cse20,  # [12, 13]
        cse21,  # [12, 14]
        cse81,  # [12, 15]
        cse85,  # [12, 16]
        cse89,  # [12, 17]
        q_A_rod_12,  # [13, 6]
        q_A_rod_22,  # [13, 7]
        q_A_rod_32,  # [13, 8]
        cse90,  # [13, 10]
        cse91,  # [13, 11]
        cse55,  # [13, 12]
        cse56,  # [13, 13]
        cse57,  # [13, 14]
        cse92,  # [13, 15]
        cse93,  # [13, 16]
        cse94,  # [13, 17]
        q_A_rod_13,  # [14, 6]
        q_A_rod_23,  # [14, 7]
        q_A_rod_33,  # [14, 8]
        cse95,  # [14, 10]
        cse96,  # [14, 11]
        cse58,  # [14, 12]
        cse59,  # [14, 13]
        cse60,  # [14, 14]
        cse97,  # [14, 15]
        cse98,  # [14, 16]
        cse99,  # [14, 17]
        cse61,  # [15, 9]
        cse62,  # [15, 10]
        cse63,  # [15, 11]
        cse100,  # [15, 15]
        cse101,  # [15, 16]
        cse102,  # [15, 17]
        cse62,  # [16, 9]
        cse64,  # [16, 10]
        cse65,  # [16, 11]
        cse103,  # [16, 15]
        cse104,  # [16, 16]
        cse105,  # [16, 17]
        cse63,  # [17, 9]
        cse65,  # [17, 10]
        cse66,  # [17, 11]
        cse106,  # [17, 15]
        cse107,  # [17, 16]
        cse108,  # [17, 17]
        q_A_slider_11,  # [18, 12]
        q_A_slider_21,  # [18, 13]
        q_A_slider_31,  # [18, 14]
        q_A_slider_12,  # [19, 12]
        q_A_slider_22,  # [19, 13]
        q_A_slider_32,  # [19, 14]
        q_A_slider_13,  # [20, 12]
        q_A_slider_23,  # [20, 13]
        q_A_slider_33,  # [20, 14]
        q_A_slider_11**2 + q_A_slider_21**2 + q_A_slider_31**2,  # [21, 15]
        cse109,  # [21, 16]
        cse110,  # [21, 17]
        cse109,  # [22, 15]
        q_A_slider_12**2 + q_A_slider_22**2 + q_A_slider_32**2,  # [22, 16]
        cse111,  # [22, 17]
        cse110,  # [23, 15]
        cse111,  # [23, 16]
        q_A_slider_13**2 + q_A_slider_23**2 + q_A_slider_33**2,  # [23, 17]
        q_A_rod_11,  # [24, 6]
        q_A_rod_21,  # [24, 7]
        q_A_rod_31,  # [24, 8]
        cse70,  # [24, 10]
        cse74,  # [24, 11]
        cse19,  # [24, 12]
        cse20,  # [24, 13]
        cse21,  # [24, 14]
        cse81,  # [24, 15]
        cse85,  # [24, 16]
        cse89,  # [24, 17]
        q_A_rod_12,  # [25, 6]
        q_A_rod_22,  # [25, 7]
        q_A_rod_32,  # [25, 8]
        cse90,  # [25, 10]
        cse91,  # [25, 11]
        cse55,  # [25, 12]
        cse56,  # [25, 13]
        cse57,  # [25, 14]
        cse92,  # [25, 15]
        cse93,  # [25, 16]
        cse94,  # [25, 17]
        q_A_rod_13,  # [26, 6]
        q_A_rod_23,  # [26, 7]
        q_A_rod_33,  # [26, 8]
        cse95,  # [26, 10]
        cse96,  # [26, 11]
        cse58,  # [26, 12]
        cse59,  # [26, 13]
        cse60,  # [26, 14]
        cse97,  # [26, 15]
        cse98,  # [26, 16]
        cse99,  # [26, 17]
        cse61,  # [27, 9]
        cse62,  # [27, 10]
        cse63,  # [27, 11]
        cse100,  # [27, 15]
        cse101,  # [27, 16]
        cse102,  # [27, 17]
        cse62,  # [28, 9]
        cse64,  # [28, 10]
        cse65,  # [28, 11]
        cse103,  # [28, 15]
        cse104,  # [28, 16]
        cse105,  # [28, 17]
        cse63,  # [29, 9]
        cse65,  # [29, 10]
        cse66,  # [29, 11]
        cse106,  # [29, 15]
        cse107,  # [29, 16]
        cse108,  # [29, 17]
        -1,  # [30, 0]
        q_A_crank_21*q_r_crank_z - q_A_crank_31*q_r_crank_y,  # [30, 3]
        q_A_crank_22*q_r_crank_z - q_A_crank_32*q_r_crank_y,  # [30, 4]
        q_A_crank_23*q_r_crank_z - q_A_crank_33*q_r_crank_y,  # [30, 5]
        -1,  # [31, 1]
        cse4 - q_A_crank_11*q_r_crank_z,  # [31, 3]
        cse5 - q_A_crank_12*q_r_crank_z,  # [31, 4]
        cse6 - q_A_crank_13*q_r_crank_z,  # [31, 5]
        -1,  # [32, 2]
        cse7 + q_A_crank_11*q_r_crank_y,  # [32, 3]
        cse8 + q_A_crank_12*q_r_crank_y,  # [32, 4]
        cse9 + q_A_crank_13*q_r_crank_y,  # [32, 5]
        cse10,  # [33, 3]
        cse11,  # [33, 4]
        cse12,  # [33, 5]
        cse13,  # [34, 3]
        cse14,  # [34, 4]
        cse15,  # [34, 5]
        cse16,  # [35, 3]
        cse17,  # [35, 4]
        cse18,  # [35, 5]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
    columns, written by rows), global frame.

    Args:
        q: position coordinates (36).
        p: parameters (0).

    Returns:
        ndarray of shape (6, 12), 56 nonzero.
    """
    # 9 operations after common subexpression elimination
    (
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    cse0 = 0.15*q_A_rod_11
    cse1 = 0.15*q_A_rod_21
    cse2 = 0.15*q_A_rod_31
    cse3 = cse0 + q_r_rod_x
    cse4 = cse1 + q_r_rod_y
    cse5 = cse2 + q_r_rod_z
    out = np.zeros((6, 12))
    out[_reaction_frames_INDEX] = (
        0.1,  # [0, 1]
        0.12,  # [0, 2]
        1,  # [0, 3]
        1,  # [0, 7]
        1,  # [0, 11]
        -cse0 + q_r_rod_x,  # [1, 0]
        -cse1 + q_r_rod_y,  # [1, 1]
        -cse2 + q_r_rod_z,  # [1, 2]
        q_A_rod_11,  # [1, 3]
        q_A_rod_12,  # [1, 4]
        q_A_rod_13,  # [1, 5]
        q_A_rod_21,  # [1, 6]
        q_A_rod_22,  # [1, 7]
        q_A_rod_23,  # [1, 8]
        q_A_rod_31,  # [1, 9]
        q_A_rod_32,  # [1, 10]
        q_A_rod_33,  # [1, 11]
        cse3,  # [2, 0]
        cse4,  # [2, 1]
        cse5,  # [2, 2]
        q_A_rod_11,  # [2, 3]
        q_A_rod_12,  # [2, 4]
        q_A_rod_13,  # [2, 5]
        q_A_rod_21,  # [2, 6]
        q_A_rod_22,  # [2, 7]
        q_A_rod_23,  # [2, 8]
        q_A_rod_31,  # [2, 9]
        q_A_rod_32,  # [2, 10]
        q_A_rod_33,  # [2, 11]
        q_r_slider_x,  # [3, 0]
        q_r_slider_y,  # [3, 1]
        q_r_slider_z,  # [3, 2]
        q_A_slider_11,  # [3, 3]
        q_A_slider_12,  # [3, 4]
        q_A_slider_13,  # [3, 5]
        q_A_slider_21,  # [3, 6]
        q_A_slider_22,  # [3, 7]
        q_A_slider_23,  # [3, 8]
        q_A_slider_31,  # [3, 9]
        q_A_slider_32,  # [3, 10]
        q_A_slider_33,  # [3, 11]
        cse3,  # [4, 0]
        cse4,  # [4, 1]
        cse5,  # [4, 2]
        q_A_rod_11,  # [4, 3]
        q_A_rod_12,  # [4, 4]
        q_A_rod_13,  # [4, 5]
        q_A_rod_21,  # [4, 6]
        q_A_rod_22,  # [4, 7]
        q_A_rod_23,  # [4, 8]
        q_A_rod_31,  # [4, 9]
        q_A_rod_32,  # [4, 10]
        q_A_rod_33,  # [4, 11]
        1,  # [5, 3]
        1,  # [5, 7]
        1,  # [5, 11]
    )
    return out



def taylor_residual(q, v, a, t, p, h):
    """Constraints at the second-order Taylor prediction of every body over one step (seed 003
    eqs. 12-20, 21-33).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        a: accelerations (time derivative of v) (18).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 442 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, a_5, a_6, a_7,
        a_8, a_9, a_10, a_11,
        a_12, a_13, a_14, a_15,
        a_16, a_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    t = float(t)

    h = float(h)

    cse0 = (1/2)*h**2
    cse1 = a_0*cse0 + h*v_rd_crank_x + q_r_crank_x
    cse2 = a_1*cse0 + h*v_rd_crank_y + q_r_crank_y
    cse3 = a_2*cse0 + h*v_rd_crank_z + q_r_crank_z
    cse4 = -v_w_crank_z**2
    cse5 = cse4 - v_w_crank_y**2
    cse6 = v_w_crank_x*v_w_crank_y
    cse7 = a_5 + cse6
    cse8 = -a_4 + v_w_crank_x*v_w_crank_z
    cse9 = -a_6*cse0 - h*v_rd_rod_x - q_r_rod_x
    cse10 = -a_5 + cse6
    cse11 = cse4 - v_w_crank_x**2
    cse12 = a_3 + v_w_crank_y*v_w_crank_z
    cse13 = -v_w_rod_y**2
    cse14 = -v_w_rod_z**2
    cse15 = cse13 + cse14
    cse16 = v_w_rod_x*v_w_rod_y
    cse17 = a_11 + cse16
    cse18 = v_w_rod_x*v_w_rod_z
    cse19 = -a_10 + cse18
    cse20 = 0.15*cse0*(cse15*q_A_rod_11 + cse17*q_A_rod_12 + cse19*q_A_rod_13) + 0.15*h*(q_A_rod_12*v_w_rod_z - q_A_rod_13*v_w_rod_y) + 0.15*q_A_rod_11
    cse21 = -a_7*cse0 - h*v_rd_rod_y - q_r_rod_y
    cse22 = cse0*(cse10*q_A_crank_21 + cse11*q_A_crank_22 + cse12*q_A_crank_23) + h*(-q_A_crank_21*v_w_crank_z + q_A_crank_23*v_w_crank_x) + q_A_crank_22
    cse23 = 0.15*cse0*(cse15*q_A_rod_21 + cse17*q_A_rod_22 + cse19*q_A_rod_23) + 0.15*h*(q_A_rod_22*v_w_rod_z - q_A_rod_23*v_w_rod_y) + 0.15*q_A_rod_21
    cse24 = -a_8*cse0 - h*v_rd_rod_z - q_r_rod_z
    cse25 = cse0*(cse10*q_A_crank_31 + cse11*q_A_crank_32 + cse12*q_A_crank_33) + h*(-q_A_crank_31*v_w_crank_z + q_A_crank_33*v_w_crank_x) + q_A_crank_32
    cse26 = 0.15*cse0*(cse15*q_A_rod_31 + cse17*q_A_rod_32 + cse19*q_A_rod_33) + 0.15*h*(q_A_rod_32*v_w_rod_z - q_A_rod_33*v_w_rod_y) + 0.15*q_A_rod_31
    cse27 = v_w_slider_x*v_w_slider_z
    cse28 = a_16 + cse27
    cse29 = v_w_slider_y*v_w_slider_z
    cse30 = -a_15 + cse29
    cse31 = -v_w_slider_x**2
    cse32 = -v_w_slider_y**2
    cse33 = cse31 + cse32
    cse34 = cse0*(cse28*q_A_slider_11 + cse30*q_A_slider_12 + cse33*q_A_slider_13) + h*(q_A_slider_11*v_w_slider_y - q_A_slider_12*v_w_slider_x) + q_A_slider_13
    cse35 = -a_11 + cse16
    cse36 = -v_w_rod_x**2
    cse37 = cse14 + cse36
    cse38 = v_w_rod_y*v_w_rod_z
    cse39 = a_9 + cse38
    cse40 = cse0*(cse35*q_A_rod_11 + cse37*q_A_rod_12 + cse39*q_A_rod_13) + h*(-q_A_rod_11*v_w_rod_z + q_A_rod_13*v_w_rod_x) + q_A_rod_12
    cse41 = cse0*(cse28*q_A_slider_21 + cse30*q_A_slider_22 + cse33*q_A_slider_23) + h*(q_A_slider_21*v_w_slider_y - q_A_slider_22*v_w_slider_x) + q_A_slider_23
    cse42 = cse0*(cse35*q_A_rod_21 + cse37*q_A_rod_22 + cse39*q_A_rod_23) + h*(-q_A_rod_21*v_w_rod_z + q_A_rod_23*v_w_rod_x) + q_A_rod_22
    cse43 = cse0*(cse28*q_A_slider_31 + cse30*q_A_slider_32 + cse33*q_A_slider_33) + h*(q_A_slider_31*v_w_slider_y - q_A_slider_32*v_w_slider_x) + q_A_slider_33
    cse44 = cse0*(cse35*q_A_rod_31 + cse37*q_A_rod_32 + cse39*q_A_rod_33) + h*(-q_A_rod_31*v_w_rod_z + q_A_rod_33*v_w_rod_x) + q_A_rod_32
    cse45 = a_12*cse0 + h*v_rd_slider_x + q_r_slider_x
    cse46 = -cse20 + cse45 + cse9
    cse47 = a_13*cse0 + h*v_rd_slider_y + q_r_slider_y
    cse48 = cse21 - cse23 + cse47
    cse49 = a_14*cse0 + h*v_rd_slider_z + q_r_slider_z
    cse50 = cse24 - cse26 + cse49
    cse51 = a_10 + cse18
    cse52 = -a_9 + cse38
    cse53 = cse13 + cse36
    cse54 = -v_w_slider_z**2
    cse55 = cse32 + cse54
    cse56 = v_w_slider_x*v_w_slider_y
    cse57 = a_17 + cse56
    cse58 = -a_16 + cse27
    cse59 = cse0*(cse55*q_A_slider_11 + cse57*q_A_slider_12 + cse58*q_A_slider_13) + h*(q_A_slider_12*v_w_slider_z - q_A_slider_13*v_w_slider_y) + q_A_slider_11
    cse60 = -a_17 + cse56
    cse61 = cse31 + cse54
    cse62 = a_15 + cse29
    cse63 = cse0*(cse60*q_A_slider_11 + cse61*q_A_slider_12 + cse62*q_A_slider_13) + h*(-q_A_slider_11*v_w_slider_z + q_A_slider_13*v_w_slider_x) + q_A_slider_12
    cse64 = 0.2 - cse45
    cse65 = cse0*(cse55*q_A_slider_21 + cse57*q_A_slider_22 + cse58*q_A_slider_23) + h*(q_A_slider_22*v_w_slider_z - q_A_slider_23*v_w_slider_y) + q_A_slider_21
    cse66 = 2*math.pi*(h + t)
    return np.array([
        cse1,  # [0]
        cse2 - 0.1,  # [1]
        cse3 - 0.12,  # [2]
        cse0*(cse5*q_A_crank_21 + cse7*q_A_crank_22 + cse8*q_A_crank_23) + h*(q_A_crank_22*v_w_crank_z - q_A_crank_23*v_w_crank_y) + q_A_crank_21,  # [3]
        cse0*(cse5*q_A_crank_31 + cse7*q_A_crank_32 + cse8*q_A_crank_33) + h*(q_A_crank_32*v_w_crank_z - q_A_crank_33*v_w_crank_y) + q_A_crank_31,  # [4]
        0.08*cse0*(cse10*q_A_crank_11 + cse11*q_A_crank_12 + cse12*q_A_crank_13) + cse1 + cse20 + cse9 + 0.08*h*(-q_A_crank_11*v_w_crank_z + q_A_crank_13*v_w_crank_x) + 0.08*q_A_crank_12,  # [5]
        cse2 + cse21 + 0.08*cse22 + cse23,  # [6]
        cse24 + 0.08*cse25 + cse26 + cse3,  # [7]
        cse34*cse40 + cse41*cse42 + cse43*cse44,  # [8]
        cse40*cse46 + cse42*cse48 + cse44*cse50,  # [9]
        cse46*(cse0*(cse51*q_A_rod_11 + cse52*q_A_rod_12 + cse53*q_A_rod_13) + h*(q_A_rod_11*v_w_rod_y - q_A_rod_12*v_w_rod_x) + q_A_rod_13) + cse48*(cse0*(cse51*q_A_rod_21 + cse52*q_A_rod_22 + cse53*q_A_rod_23) + h*(q_A_rod_21*v_w_rod_y - q_A_rod_22*v_w_rod_x) + q_A_rod_23) + cse50*(cse0*(cse51*q_A_rod_31 + cse52*q_A_rod_32 + cse53*q_A_rod_33) + h*(q_A_rod_31*v_w_rod_y - q_A_rod_32*v_w_rod_x) + q_A_rod_33),  # [10]
        -cse59,  # [11]
        cse63,  # [12]
        cse47*cse65 + cse49*(cse0*(cse55*q_A_slider_31 + cse57*q_A_slider_32 + cse58*q_A_slider_33) + h*(q_A_slider_32*v_w_slider_z - q_A_slider_33*v_w_slider_y) + q_A_slider_31) - cse59*cse64,  # [13]
        -cse47*(cse0*(cse60*q_A_slider_21 + cse61*q_A_slider_22 + cse62*q_A_slider_23) + h*(-q_A_slider_21*v_w_slider_z + q_A_slider_23*v_w_slider_x) + q_A_slider_22) - cse49*(cse0*(cse60*q_A_slider_31 + cse61*q_A_slider_32 + cse62*q_A_slider_33) + h*(-q_A_slider_31*v_w_slider_z + q_A_slider_33*v_w_slider_x) + q_A_slider_32) + cse63*cse64,  # [14]
        -cse65,  # [15]
        (cse34 + cse46)**2 + (cse41 + cse48)**2 + (cse43 + cse50)**2 - 1,  # [16]
        -cse22*math.cos(cse66) + cse25*math.sin(cse66),  # [17]
    ])



def taylor_matrix(q, v, a, t, p, h):
    """Sensitivity of the predicted constraints to the accelerations; times M^-1 B^T it is the
    reaction matrix of seed 003 eq. (36).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        a: accelerations (time derivative of v) (18).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (18, 18), 75 nonzero.
    """
    # 484 operations after common subexpression elimination
    (
        _, _, _, q_A_crank_11,
        _, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, _,
        _, _, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, _,
        _, _, a_6, a_7,
        a_8, a_9, a_10, a_11,
        a_12, a_13, a_14, a_15,
        a_16, a_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    t = float(t)

    h = float(h)

    cse0 = h**2
    cse1 = (1/2)*cse0
    cse2 = cse1*q_A_crank_23
    cse3 = cse1*q_A_crank_33
    cse4 = 0.04*cse0
    cse5 = -cse1
    cse6 = 0.075*cse0
    cse7 = cse6*q_A_rod_13
    cse8 = cse6*q_A_rod_12
    cse9 = cse6*q_A_rod_23
    cse10 = cse6*q_A_rod_22
    cse11 = cse6*q_A_rod_33
    cse12 = cse6*q_A_rod_32
    cse13 = v_w_slider_x*v_w_slider_z
    cse14 = a_16 + cse13
    cse15 = v_w_slider_y*v_w_slider_z
    cse16 = -a_15 + cse15
    cse17 = -v_w_slider_x**2
    cse18 = -v_w_slider_y**2
    cse19 = cse17 + cse18
    cse20 = cse1*(cse14*q_A_slider_21 + cse16*q_A_slider_22 + cse19*q_A_slider_23) + h*(q_A_slider_21*v_w_slider_y - q_A_slider_22*v_w_slider_x) + q_A_slider_23
    cse21 = cse1*cse20
    cse22 = cse1*(cse14*q_A_slider_31 + cse16*q_A_slider_32 + cse19*q_A_slider_33) + h*(q_A_slider_31*v_w_slider_y - q_A_slider_32*v_w_slider_x) + q_A_slider_33
    cse23 = cse1*cse22
    cse24 = cse1*(cse14*q_A_slider_11 + cse16*q_A_slider_12 + cse19*q_A_slider_13) + h*(q_A_slider_11*v_w_slider_y - q_A_slider_12*v_w_slider_x) + q_A_slider_13
    cse25 = cse1*cse24
    cse26 = v_w_rod_x*v_w_rod_y
    cse27 = -a_11 + cse26
    cse28 = -v_w_rod_x**2
    cse29 = -v_w_rod_z**2
    cse30 = cse28 + cse29
    cse31 = v_w_rod_y*v_w_rod_z
    cse32 = a_9 + cse31
    cse33 = cse1*(cse27*q_A_rod_31 + cse30*q_A_rod_32 + cse32*q_A_rod_33) + h*(-q_A_rod_31*v_w_rod_z + q_A_rod_33*v_w_rod_x) + q_A_rod_32
    cse34 = cse1*cse33
    cse35 = cse1*(cse27*q_A_rod_21 + cse30*q_A_rod_22 + cse32*q_A_rod_23) + h*(-q_A_rod_21*v_w_rod_z + q_A_rod_23*v_w_rod_x) + q_A_rod_22
    cse36 = cse1*q_A_slider_22
    cse37 = cse1*(cse27*q_A_rod_11 + cse30*q_A_rod_12 + cse32*q_A_rod_13) + h*(-q_A_rod_11*v_w_rod_z + q_A_rod_13*v_w_rod_x) + q_A_rod_12
    cse38 = cse1*q_A_slider_12
    cse39 = cse1*cse35
    cse40 = cse1*q_A_slider_11
    cse41 = cse1*cse37
    cse42 = -v_w_rod_y**2
    cse43 = cse29 + cse42
    cse44 = a_11 + cse26
    cse45 = v_w_rod_x*v_w_rod_z
    cse46 = -a_10 + cse45
    cse47 = a_14*cse1 + h*v_rd_slider_z + q_r_slider_z
    cse48 = -a_8*cse1 - 0.15*cse1*(cse43*q_A_rod_31 + cse44*q_A_rod_32 + cse46*q_A_rod_33) + cse47 - h*v_rd_rod_z - 0.15*h*(q_A_rod_32*v_w_rod_z - q_A_rod_33*v_w_rod_y) - 0.15*q_A_rod_31 - q_r_rod_z
    cse49 = cse1*cse48
    cse50 = a_13*cse1 + h*v_rd_slider_y + q_r_slider_y
    cse51 = -a_7*cse1 - 0.15*cse1*(cse43*q_A_rod_21 + cse44*q_A_rod_22 + cse46*q_A_rod_23) + cse50 - h*v_rd_rod_y - 0.15*h*(q_A_rod_22*v_w_rod_z - q_A_rod_23*v_w_rod_y) - 0.15*q_A_rod_21 - q_r_rod_y
    cse52 = cse1*cse51
    cse53 = a_12*cse1 + h*v_rd_slider_x + q_r_slider_x
    cse54 = -a_6*cse1 - 0.15*cse1*(cse43*q_A_rod_11 + cse44*q_A_rod_12 + cse46*q_A_rod_13) + cse53 - h*v_rd_rod_x - 0.15*h*(q_A_rod_12*v_w_rod_z - q_A_rod_13*v_w_rod_y) - 0.15*q_A_rod_11 - q_r_rod_x
    cse55 = cse1*cse54
    cse56 = cse49*q_A_rod_31
    cse57 = cse52*q_A_rod_21
    cse58 = cse55*q_A_rod_11
    cse59 = a_10 + cse45
    cse60 = -a_9 + cse31
    cse61 = cse28 + cse42
    cse62 = cse1*(cse59*q_A_rod_11 + cse60*q_A_rod_12 + cse61*q_A_rod_13) + h*(q_A_rod_11*v_w_rod_y - q_A_rod_12*v_w_rod_x) + q_A_rod_13
    cse63 = cse1*cse62
    cse64 = cse1*(cse59*q_A_rod_21 + cse60*q_A_rod_22 + cse61*q_A_rod_23) + h*(q_A_rod_21*v_w_rod_y - q_A_rod_22*v_w_rod_x) + q_A_rod_23
    cse65 = cse1*cse64
    cse66 = cse1*(cse59*q_A_rod_31 + cse60*q_A_rod_32 + cse61*q_A_rod_33) + h*(q_A_rod_31*v_w_rod_y - q_A_rod_32*v_w_rod_x) + q_A_rod_33
    cse67 = cse1*cse66
    cse68 = cse1*q_A_slider_13
    cse69 = -v_w_slider_z**2
    cse70 = cse18 + cse69
    cse71 = v_w_slider_x*v_w_slider_y
    cse72 = a_17 + cse71
    cse73 = -a_16 + cse13
    cse74 = cse1*cse47
    cse75 = cse1*q_A_slider_23
    cse76 = 0.2 - cse53
    cse77 = -cse50*cse75 + cse68*cse76 - cse74*q_A_slider_33
    cse78 = -a_17 + cse71
    cse79 = cse17 + cse69
    cse80 = a_15 + cse15
    cse81 = cse0*(cse24 + cse54)
    cse82 = cse0*(cse20 + cse51)
    cse83 = cse0*(cse22 + cse48)
    cse84 = 0.15*cse83
    cse85 = 0.15*cse82
    cse86 = 0.15*cse81
    cse87 = 2*math.pi*(h + t)
    cse88 = math.sin(cse87)
    cse89 = math.cos(cse87)
    out = np.zeros((18, 18))
    out[_taylor_matrix_INDEX] = (
        cse1,  # [0, 0]
        cse1,  # [1, 1]
        cse1,  # [2, 2]
        -cse2,  # [3, 4]
        cse1*q_A_crank_22,  # [3, 5]
        -cse3,  # [4, 4]
        cse1*q_A_crank_32,  # [4, 5]
        cse1,  # [5, 0]
        cse4*q_A_crank_13,  # [5, 3]
        -cse4*q_A_crank_11,  # [5, 5]
        cse5,  # [5, 6]
        -cse7,  # [5, 10]
        cse8,  # [5, 11]
        cse1,  # [6, 1]
        cse4*q_A_crank_23,  # [6, 3]
        -cse4*q_A_crank_21,  # [6, 5]
        cse5,  # [6, 7]
        -cse9,  # [6, 10]
        cse10,  # [6, 11]
        cse1,  # [7, 2]
        cse4*q_A_crank_33,  # [7, 3]
        -cse4*q_A_crank_31,  # [7, 5]
        cse5,  # [7, 8]
        -cse11,  # [7, 10]
        cse12,  # [7, 11]
        cse21*q_A_rod_23 + cse23*q_A_rod_33 + cse25*q_A_rod_13,  # [8, 9]
        -cse21*q_A_rod_21 - cse23*q_A_rod_31 - cse25*q_A_rod_11,  # [8, 11]
        -cse34*q_A_slider_32 - cse35*cse36 - cse37*cse38,  # [8, 15]
        cse34*q_A_slider_31 + cse37*cse40 + cse39*q_A_slider_21,  # [8, 16]
        -cse41,  # [9, 6]
        -cse39,  # [9, 7]
        -cse34,  # [9, 8]
        cse49*q_A_rod_33 + cse52*q_A_rod_23 + cse55*q_A_rod_13,  # [9, 9]
        cse11*cse33 + cse35*cse9 + cse37*cse7,  # [9, 10]
        -cse10*cse35 - cse12*cse33 - cse37*cse8 - cse56 - cse57 - cse58,  # [9, 11]
        cse41,  # [9, 12]
        cse39,  # [9, 13]
        cse34,  # [9, 14]
        -cse63,  # [10, 6]
        -cse65,  # [10, 7]
        -cse67,  # [10, 8]
        -cse49*q_A_rod_32 - cse52*q_A_rod_22 - cse55*q_A_rod_12,  # [10, 9]
        cse11*cse66 + cse56 + cse57 + cse58 + cse62*cse7 + cse64*cse9,  # [10, 10]
        -cse10*cse64 - cse12*cse66 - cse62*cse8,  # [10, 11]
        cse63,  # [10, 12]
        cse65,  # [10, 13]
        cse67,  # [10, 14]
        cse68,  # [11, 16]
        -cse38,  # [11, 17]
        cse68,  # [12, 15]
        -cse40,  # [12, 17]
        cse1*(cse1*(cse70*q_A_slider_11 + cse72*q_A_slider_12 + cse73*q_A_slider_13) + h*(q_A_slider_12*v_w_slider_z - q_A_slider_13*v_w_slider_y) + q_A_slider_11),  # [13, 12]
        cse1*(cse1*(cse70*q_A_slider_21 + cse72*q_A_slider_22 + cse73*q_A_slider_23) + h*(q_A_slider_22*v_w_slider_z - q_A_slider_23*v_w_slider_y) + q_A_slider_21),  # [13, 13]
        cse1*(cse1*(cse70*q_A_slider_31 + cse72*q_A_slider_32 + cse73*q_A_slider_33) + h*(q_A_slider_32*v_w_slider_z - q_A_slider_33*v_w_slider_y) + q_A_slider_31),  # [13, 14]
        cse77,  # [13, 16]
        cse36*cse50 - cse38*cse76 + cse74*q_A_slider_32,  # [13, 17]
        -cse1*(cse1*(cse78*q_A_slider_11 + cse79*q_A_slider_12 + cse80*q_A_slider_13) + h*(-q_A_slider_11*v_w_slider_z + q_A_slider_13*v_w_slider_x) + q_A_slider_12),  # [14, 12]
        -cse1*(cse1*(cse78*q_A_slider_21 + cse79*q_A_slider_22 + cse80*q_A_slider_23) + h*(-q_A_slider_21*v_w_slider_z + q_A_slider_23*v_w_slider_x) + q_A_slider_22),  # [14, 13]
        -cse1*(cse1*(cse78*q_A_slider_31 + cse79*q_A_slider_32 + cse80*q_A_slider_33) + h*(-q_A_slider_31*v_w_slider_z + q_A_slider_33*v_w_slider_x) + q_A_slider_32),  # [14, 14]
        cse77,  # [14, 15]
        cse1*cse50*q_A_slider_21 - cse40*cse76 + cse74*q_A_slider_31,  # [14, 17]
        cse75,  # [15, 16]
        -cse36,  # [15, 17]
        -cse81,  # [16, 6]
        -cse82,  # [16, 7]
        -cse83,  # [16, 8]
        cse84*q_A_rod_33 + cse85*q_A_rod_23 + cse86*q_A_rod_13,  # [16, 10]
        -cse84*q_A_rod_32 - cse85*q_A_rod_22 - cse86*q_A_rod_12,  # [16, 11]
        cse81,  # [16, 12]
        cse82,  # [16, 13]
        cse83,  # [16, 14]
        -cse81*q_A_slider_12 - cse82*q_A_slider_22 - cse83*q_A_slider_32,  # [16, 15]
        cse81*q_A_slider_11 + cse82*q_A_slider_21 + cse83*q_A_slider_31,  # [16, 16]
        -cse2*cse89 + cse3*cse88,  # [17, 3]
        -cse1*cse88*q_A_crank_31 + cse1*cse89*q_A_crank_21,  # [17, 5]
    )
    return out



def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (2,), 2 nonzero.
    """
    # 58 operations after common subexpression elimination
    (
        _, _, q_r_crank_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, q_r_rod_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, q_r_slider_z, _,
        _, _, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        0.06*v_rd_crank_x**2 + 0.06*v_rd_crank_y**2 + 0.06*v_rd_crank_z**2 + 0.25*v_rd_rod_x**2 + 0.25*v_rd_rod_y**2 + 0.25*v_rd_rod_z**2 + 1.0*v_rd_slider_x**2 + 1.0*v_rd_slider_y**2 + 1.0*v_rd_slider_z**2 + 5e-05*v_w_crank_x**2 + 5e-06*v_w_crank_y**2 + 5e-05*v_w_crank_z**2 + 0.002*v_w_rod_x**2 + 0.0002*v_w_rod_y**2 + 0.002*v_w_rod_z**2 + 5e-05*v_w_slider_x**2 + 5e-05*v_w_slider_y**2 + 5e-05*v_w_slider_z**2,  # [0]
        1.1772*q_r_crank_z + 4.905*q_r_rod_z + 19.62*q_r_slider_z,  # [1]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 0.12*v_rd_crank_x
    cse1 = 2.0*v_rd_slider_x
    cse2 = 0.5*v_rd_rod_x
    cse3 = 0.12*v_rd_crank_y
    cse4 = 2.0*v_rd_slider_y
    cse5 = 0.5*v_rd_rod_y
    cse6 = 0.12*v_rd_crank_z
    cse7 = 2.0*v_rd_slider_z
    cse8 = 0.5*v_rd_rod_z
    cse9 = 1e-05*v_w_crank_y
    cse10 = 0.0001*v_w_slider_z
    cse11 = 0.004*v_w_rod_x
    cse12 = 0.004*v_w_rod_z
    cse13 = 0.0001*v_w_crank_x
    cse14 = 0.0001*v_w_slider_x
    cse15 = 0.0001*v_w_slider_y
    cse16 = 0.0001*v_w_crank_z
    cse17 = 0.0004*v_w_rod_y
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse10*q_A_slider_13 + cse11*q_A_rod_11 + cse12*q_A_rod_13 + cse13*q_A_crank_11 + cse14*q_A_slider_11 + cse15*q_A_slider_12 + cse16*q_A_crank_13 + cse17*q_A_rod_12 - cse3*q_r_crank_z - cse4*q_r_slider_z - cse5*q_r_rod_z + cse6*q_r_crank_y + cse7*q_r_slider_y + cse8*q_r_rod_y + cse9*q_A_crank_12,  # [3]
        cse0*q_r_crank_z + cse1*q_r_slider_z + cse10*q_A_slider_23 + cse11*q_A_rod_21 + cse12*q_A_rod_23 + cse13*q_A_crank_21 + cse14*q_A_slider_21 + cse15*q_A_slider_22 + cse16*q_A_crank_23 + cse17*q_A_rod_22 + cse2*q_r_rod_z - cse6*q_r_crank_x - cse7*q_r_slider_x - cse8*q_r_rod_x + cse9*q_A_crank_22,  # [4]
        -cse0*q_r_crank_y - cse1*q_r_slider_y + cse10*q_A_slider_33 + cse11*q_A_rod_31 + cse12*q_A_rod_33 + cse13*q_A_crank_31 + cse14*q_A_slider_31 + cse15*q_A_slider_32 + cse16*q_A_crank_33 + cse17*q_A_rod_32 - cse2*q_r_rod_y + cse3*q_r_crank_x + cse4*q_r_slider_x + cse5*q_r_rod_x + cse9*q_A_crank_32,  # [5]
    ])



def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (36).
        p: parameters (0).

    Returns:
        ndarray of shape (3, 12), 36 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    return np.array([
        q_r_crank_x,  # [0, 0]
        q_r_crank_y,  # [0, 1]
        q_r_crank_z,  # [0, 2]
        q_A_crank_11,  # [0, 3]
        q_A_crank_12,  # [0, 4]
        q_A_crank_13,  # [0, 5]
        q_A_crank_21,  # [0, 6]
        q_A_crank_22,  # [0, 7]
        q_A_crank_23,  # [0, 8]
        q_A_crank_31,  # [0, 9]
        q_A_crank_32,  # [0, 10]
        q_A_crank_33,  # [0, 11]
        q_r_rod_x,  # [1, 0]
        q_r_rod_y,  # [1, 1]
        q_r_rod_z,  # [1, 2]
        q_A_rod_11,  # [1, 3]
        q_A_rod_12,  # [1, 4]
        q_A_rod_13,  # [1, 5]
        q_A_rod_21,  # [1, 6]
        q_A_rod_22,  # [1, 7]
        q_A_rod_23,  # [1, 8]
        q_A_rod_31,  # [1, 9]
        q_A_rod_32,  # [1, 10]
        q_A_rod_33,  # [1, 11]
        q_r_slider_x,  # [2, 0]
        q_r_slider_y,  # [2, 1]
        q_r_slider_z,  # [2, 2]
        q_A_slider_11,  # [2, 3]
        q_A_slider_12,  # [2, 4]
        q_A_slider_13,  # [2, 5]
        q_A_slider_21,  # [2, 6]
        q_A_slider_22,  # [2, 7]
        q_A_slider_23,  # [2, 8]
        q_A_slider_31,  # [2, 9]
        q_A_slider_32,  # [2, 10]
        q_A_slider_33,  # [2, 11]
    ]).reshape(3, 12)



def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (3, 6), 18 nonzero.
    """
    # 45 operations after common subexpression elimination
    (
        _, _, _, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        _, _, _, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        _, _, _, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        v_rd_crank_x,  # [0, 0]
        v_rd_crank_y,  # [0, 1]
        v_rd_crank_z,  # [0, 2]
        q_A_crank_11*v_w_crank_x + q_A_crank_12*v_w_crank_y + q_A_crank_13*v_w_crank_z,  # [0, 3]
        q_A_crank_21*v_w_crank_x + q_A_crank_22*v_w_crank_y + q_A_crank_23*v_w_crank_z,  # [0, 4]
        q_A_crank_31*v_w_crank_x + q_A_crank_32*v_w_crank_y + q_A_crank_33*v_w_crank_z,  # [0, 5]
        v_rd_rod_x,  # [1, 0]
        v_rd_rod_y,  # [1, 1]
        v_rd_rod_z,  # [1, 2]
        q_A_rod_11*v_w_rod_x + q_A_rod_12*v_w_rod_y + q_A_rod_13*v_w_rod_z,  # [1, 3]
        q_A_rod_21*v_w_rod_x + q_A_rod_22*v_w_rod_y + q_A_rod_23*v_w_rod_z,  # [1, 4]
        q_A_rod_31*v_w_rod_x + q_A_rod_32*v_w_rod_y + q_A_rod_33*v_w_rod_z,  # [1, 5]
        v_rd_slider_x,  # [2, 0]
        v_rd_slider_y,  # [2, 1]
        v_rd_slider_z,  # [2, 2]
        q_A_slider_11*v_w_slider_x + q_A_slider_12*v_w_slider_y + q_A_slider_13*v_w_slider_z,  # [2, 3]
        q_A_slider_21*v_w_slider_x + q_A_slider_22*v_w_slider_y + q_A_slider_23*v_w_slider_z,  # [2, 4]
        q_A_slider_31*v_w_slider_x + q_A_slider_32*v_w_slider_y + q_A_slider_33*v_w_slider_z,  # [2, 5]
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
        0.6666643557356875,  # [1, 3]
        5.254189828941647e-07,  # [1, 4]
        0.7453580594528005,  # [1, 5]
        -0.33333535914981494,  # [1, 6]
        0.8944266622941008,  # [1, 7]
        0.2981417181776114,  # [1, 8]
        -0.666667964681058,  # [1, 9]
        -0.4472146529097166,  # [1, 10]
        0.5962825497118436,  # [1, 11]
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



def chart(p):
    """Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and
    rp); see symbolic.formulations.chart_offset.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (3, 9), 9 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((3, 9))
    out[_chart_INDEX] = (
        1,  # [0, 0]
        1,  # [0, 4]
        1,  # [0, 8]
        1,  # [1, 0]
        1,  # [1, 4]
        1,  # [1, 8]
        1,  # [2, 0]
        1,  # [2, 4]
        1,  # [2, 8]
    )
    return out

