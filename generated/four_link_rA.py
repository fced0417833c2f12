# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: four_link
# formulation: rA
# scheme: any
# input hash: 2902b17a50230ad6
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'four_link' in the rA formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (36): r_rotor_x, r_rotor_y, r_rotor_z, A_rotor_11, A_rotor_12, A_rotor_13, A_rotor_21,
        A_rotor_22, A_rotor_23, A_rotor_31, A_rotor_32, A_rotor_33, r_link2_x,
        r_link2_y, r_link2_z, A_link2_11, A_link2_12, A_link2_13, A_link2_21,
        A_link2_22, A_link2_23, A_link2_31, A_link2_32, A_link2_33, r_link3_x,
        r_link3_y, r_link3_z, A_link3_11, A_link3_12, A_link3_13, A_link3_21,
        A_link3_22, A_link3_23, A_link3_31, A_link3_32, A_link3_33
    v (18): rd_rotor_x, rd_rotor_y, rd_rotor_z, w_rotor_x, w_rotor_y, w_rotor_z, rd_link2_x,
        rd_link2_y, rd_link2_z, w_link2_x, w_link2_y, w_link2_z, rd_link3_x, rd_link3_y,
        rd_link3_z, w_link3_x, w_link3_y, w_link3_z
    lam (18): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (18): increment in velocity coordinates
    a (18): time derivatives of v
    t: time
    h: step size
    p (0): 

Constraint rows:
    0: A[DP1 #1] (constraint; rotor - ground)
    1: A[DP1 #2] (constraint; rotor - ground)
    2: A[CD x] (constraint; rotor - ground)
    3: A[CD y] (constraint; rotor - ground)
    4: A[CD z] (constraint; rotor - ground)
    5: D[DP1 #1] (constraint; link3 - ground)
    6: D[DP1 #2] (constraint; link3 - ground)
    7: D[CD x] (constraint; link3 - ground)
    8: D[CD y] (constraint; link3 - ground)
    9: D[CD z] (constraint; link3 - ground)
    10: spherical[CD x] (constraint; link3 - link2)
    11: spherical[CD y] (constraint; link3 - link2)
    12: spherical[CD z] (constraint; link3 - link2)
    13: universal[CD x] (constraint; rotor - link2)
    14: universal[CD y] (constraint; rotor - link2)
    15: universal[CD z] (constraint; rotor - link2)
    16: universal[DP1 #4] (constraint; rotor - link2)
    17: driver[angle #1] (constraint; ground - rotor)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'four_link'
FORMULATION = 'rA'
INPUT_HASH = '2902b17a50230ad6'
N_Q = 36
N_V = 18
N_C = 18
BODIES = ['rotor', 'link2', 'link3']
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
METADATA = {'mechanism': 'four_link',
 'formulation': 'rA',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['rotor', 'link2', 'link3'],
 'q_layout': {'rotor': [0, 12], 'link2': [12, 24], 'link3': [24, 36]},
 'v_layout': {'rotor': [0, 6], 'link2': [6, 12], 'link3': [12, 18]},
 'q_names': ['r_rotor_x',
             'r_rotor_y',
             'r_rotor_z',
             'A_rotor_11',
             'A_rotor_12',
             'A_rotor_13',
             'A_rotor_21',
             'A_rotor_22',
             'A_rotor_23',
             'A_rotor_31',
             'A_rotor_32',
             'A_rotor_33',
             'r_link2_x',
             'r_link2_y',
             'r_link2_z',
             'A_link2_11',
             'A_link2_12',
             'A_link2_13',
             'A_link2_21',
             'A_link2_22',
             'A_link2_23',
             'A_link2_31',
             'A_link2_32',
             'A_link2_33',
             'r_link3_x',
             'r_link3_y',
             'r_link3_z',
             'A_link3_11',
             'A_link3_12',
             'A_link3_13',
             'A_link3_21',
             'A_link3_22',
             'A_link3_23',
             'A_link3_31',
             'A_link3_32',
             'A_link3_33'],
 'v_names': ['rd_rotor_x',
             'rd_rotor_y',
             'rd_rotor_z',
             'w_rotor_x',
             'w_rotor_y',
             'w_rotor_z',
             'rd_link2_x',
             'rd_link2_y',
             'rd_link2_z',
             'w_link2_x',
             'w_link2_y',
             'w_link2_z',
             'rd_link3_x',
             'rd_link3_y',
             'rd_link3_z',
             'w_link3_x',
             'w_link3_y',
             'w_link3_z'],
 'n_q': 36,
 'n_v': 18,
 'n_c': 18,
 'constraint_rows': [{'owner': 'A',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['link3', 'ground']},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['link3', 'ground']},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['link3', 'ground']},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['link3', 'ground']},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['link3', 'ground']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['link3', 'link2']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['link3', 'link2']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['link3', 'link2']},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['rotor', 'link2']},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['rotor', 'link2']},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['rotor', 'link2']},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'DP1 #4',
                      'bodies': ['rotor', 'link2']},
                     {'owner': 'driver',
                      'kind': 'constraint',
                      'label': 'angle #1',
                      'bodies': ['ground', 'rotor']}],
 'dropped_rows': [],
 'reaction_sites': [{'owner': 'A',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rotor', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [0, 6]},
                    {'owner': 'D',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['link3', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [6, 12]},
                    {'owner': 'spherical',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['link3', 'link2'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [12, 18]},
                    {'owner': 'universal',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rotor', 'link2'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [18, 24]},
                    {'owner': 'driver',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['ground', 'rotor'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [24, 30]}],
 'degrees_of_freedom': 0,
 'parameters': [],
 'parameter_defaults': [],
 'assemble': True,
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
 'notices': ["body 'rotor': inertia has a zero principal value (accepted where the constraints "
             'fix that motion)',
             "body 'rotor': principal inertias [0. 2. 4.] violate the triangle inequality J1 + "
             'J2 >= J3 (textbook simplification, accepted)',
             "body 'link2': inertia has a zero principal value (accepted where the constraints "
             'fix that motion)',
             "body 'link2': principal inertias [0.00e+00 1.00e-02 1.24e+01] violate the "
             'triangle inequality J1 + J2 >= J3 (textbook simplification, accepted)',
             "body 'link2': orientation orthonormalized (max |A^T A - I| was 5.50e-10, entries "
             'moved by up to 3.32e-10)',
             "body 'link3': inertia has a zero principal value (accepted where the constraints "
             'fix that motion)',
             "body 'link3': principal inertias [0.   0.01 4.54] violate the triangle "
             'inequality J1 + J2 >= J3 (textbook simplification, accepted)',
             "body 'link3': orientation orthonormalized (max |A^T A - I| was 2.58e-09, entries "
             'moved by up to 1.04e-09)'],
 'model': {'parameters': [],
           'bodies': [['rotor',
                       '2.0',
                       '\\left[\\begin{matrix}4.0 & 0 & 0\\\\0 & 2.0 & 0\\\\0 & 0 & '
                       '0.0\\end{matrix}\\right]',
                       '(0, 0, 0)'],
                      ['link2',
                       '1.0',
                       '\\left[\\begin{matrix}12.4 & 0 & 0\\\\0 & 0.01 & 0\\\\0 & 0 & '
                       '0.0\\end{matrix}\\right]',
                       '(-3.74555772, -4.25, 4.26236544)'],
                      ['link3',
                       '1.0',
                       '\\left[\\begin{matrix}4.54 & 0 & 0\\\\0 & 0.01 & 0\\\\0 & 0 & '
                       '0.0\\end{matrix}\\right]',
                       '(-5.74555772, -8.5, 3.26236544)']],
           'joints': [],
           'drivers': [],
           'groups': [['A', 'DP1, DP1, CD, CD, CD'],
                      ['D', 'DP1, DP1, CD, CD, CD'],
                      ['spherical', 'CD, CD, CD'],
                      ['universal', 'CD, CD, CD, DP1'],
                      ['driver', 'angle']],
           'gravity': '(0, 0, -9.81)'},
 'input_hash': '2902b17a50230ad6'}
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
     0,
     1,
     1,
     2,
     3,
     4,
     5,
     5,
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
     17,
     17]),
    np.array([4,
     5,
     3,
     5,
     0,
     1,
     2,
     15,
     16,
     15,
     17,
     12,
     15,
     17,
     13,
     15,
     17,
     14,
     15,
     17,
     6,
     9,
     11,
     12,
     15,
     17,
     7,
     9,
     11,
     13,
     15,
     17,
     8,
     9,
     11,
     14,
     15,
     17,
     0,
     4,
     5,
     6,
     9,
     11,
     1,
     4,
     5,
     7,
     9,
     11,
     2,
     4,
     5,
     8,
     9,
     11,
     3,
     4,
     5,
     9,
     10,
     4,
     5]),
)
_nu_INDEX = np.array([17])
_gamma_INDEX = np.array([0, 1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
_M_INDEX = (
    np.array([0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16]),
    np.array([0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16]),
)
_Q_INDEX = np.array([2, 3, 4, 5, 8, 9, 10, 11, 14, 15, 16, 17])
_Q_v_INDEX = (
    np.array([3, 3, 4, 4, 5, 5, 9, 9, 10, 10, 11, 11, 15, 15, 16, 16, 17, 17]),
    np.array([4, 5, 3, 5, 3, 4, 10, 11, 9, 11, 9, 10, 16, 17, 15, 17, 15, 16]),
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
     11,
     11,
     15,
     15,
     15,
     16,
     16,
     17,
     17]),
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
     10,
     11,
     10,
     11,
     15,
     16,
     17,
     16,
     17,
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
     7,
     7,
     7,
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
     12,
     12,
     12,
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
     19,
     19,
     19,
     20,
     21,
     22,
     23,
     23,
     23,
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
     32,
     32,
     32,
     32,
     32,
     32,
     33,
     33,
     33,
     33,
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
     35,
     35,
     35]),
    np.array([0,
     20,
     31,
     1,
     21,
     32,
     2,
     22,
     33,
     3,
     4,
     5,
     9,
     10,
     11,
     19,
     34,
     3,
     4,
     5,
     9,
     10,
     11,
     18,
     31,
     32,
     33,
     34,
     35,
     3,
     4,
     5,
     9,
     10,
     11,
     18,
     19,
     31,
     32,
     33,
     34,
     35,
     6,
     28,
     31,
     7,
     29,
     32,
     8,
     30,
     33,
     3,
     4,
     5,
     9,
     10,
     11,
     28,
     29,
     30,
     31,
     32,
     33,
     34,
     3,
     4,
     5,
     9,
     10,
     11,
     34,
     9,
     10,
     11,
     28,
     29,
     30,
     31,
     32,
     33,
     12,
     25,
     28,
     13,
     26,
     29,
     14,
     27,
     30,
     15,
     16,
     17,
     23,
     24,
     25,
     26,
     27,
     28,
     29,
     30,
     15,
     16,
     17,
     23,
     15,
     16,
     17,
     24,
     25,
     26,
     27,
     28,
     29,
     30,
     3,
     4,
     5,
     3,
     4,
     5,
     0,
     1,
     2,
     15,
     16,
     17,
     15,
     16,
     17,
     12,
     15,
     16,
     17,
     13,
     15,
     16,
     17,
     14,
     15,
     16,
     17,
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
     5]),
)
_B_INDEX = (
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
     10,
     10,
     10,
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
     25,
     26,
     26,
     26,
     26,
     27,
     27,
     27,
     28,
     28,
     28,
     29,
     29,
     29]),
    np.array([0,
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
     5,
     12,
     13,
     14,
     15,
     17,
     12,
     13,
     14,
     15,
     17,
     12,
     13,
     14,
     15,
     17,
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
     9,
     10,
     11,
     12,
     13,
     14,
     15,
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
     1,
     2,
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
     0,
     0,
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
     4]),
    np.array([0,
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
     0,
     1,
     1,
     2,
     3,
     4,
     5,
     5,
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
     17,
     17]),
    np.array([4,
     5,
     3,
     5,
     0,
     1,
     2,
     15,
     16,
     15,
     17,
     12,
     15,
     17,
     13,
     15,
     17,
     14,
     15,
     17,
     6,
     9,
     11,
     12,
     15,
     17,
     7,
     9,
     11,
     13,
     15,
     17,
     8,
     9,
     11,
     14,
     15,
     17,
     0,
     4,
     5,
     6,
     9,
     11,
     1,
     4,
     5,
     7,
     9,
     11,
     2,
     4,
     5,
     8,
     9,
     11,
     3,
     4,
     5,
     9,
     10,
     4,
     5]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    np.array([5, 7, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
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
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        q_r_link2_x, q_r_link2_y, q_r_link2_z, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_A_link3_11,
        q_A_link3_12, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, q_A_link3_32, q_A_link3_33,
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
    cse5 = cse4*dv_3*dv_5
    cse6 = _sinc(cse3)
    cse7 = cse6*dv_4
    cse8 = cse5 - cse7
    cse9 = cse4*dv_4
    cse10 = cse9*dv_3
    cse11 = cse6*dv_5
    cse12 = cse10 + cse11
    cse13 = -cse0*cse4
    cse14 = -cse1*cse4 + 1
    cse15 = cse13 + cse14
    cse16 = cse9*dv_5
    cse17 = cse6*dv_3
    cse18 = cse16 + cse17
    cse19 = -cse2*cse4
    cse20 = cse13 + cse19 + 1
    cse21 = cse10 - cse11
    cse22 = cse14 + cse19
    cse23 = cse16 - cse17
    cse24 = cse5 + cse7
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
    cse38 = -cse26*cse29
    cse39 = -cse27*cse29
    cse40 = cse38 + cse39 + 1
    cse41 = cse29*dv_10*dv_11
    cse42 = cse32*dv_9
    cse43 = cse41 + cse42
    cse44 = -cse25*cse29 + 1
    cse45 = cse38 + cse44
    cse46 = cse35 - cse36
    cse47 = cse39 + cse44
    cse48 = cse41 - cse42
    cse49 = cse31 + cse33
    cse50 = dv_17**2
    cse51 = dv_16**2
    cse52 = dv_15**2
    cse53 = math.sqrt(cse50 + cse51 + cse52)
    cse54 = (1/2)*_sinc((1/2)*cse53)**2
    cse55 = cse54*dv_15*dv_17
    cse56 = _sinc(cse53)
    cse57 = cse56*dv_16
    cse58 = cse55 - cse57
    cse59 = cse54*dv_16
    cse60 = cse59*dv_15
    cse61 = cse56*dv_17
    cse62 = cse60 + cse61
    cse63 = -cse51*cse54
    cse64 = -cse50*cse54 + 1
    cse65 = cse63 + cse64
    cse66 = cse59*dv_17
    cse67 = cse56*dv_15
    cse68 = cse66 + cse67
    cse69 = -cse52*cse54
    cse70 = cse64 + cse69
    cse71 = cse60 - cse61
    cse72 = cse63 + cse69 + 1
    cse73 = cse66 - cse67
    cse74 = cse55 + cse57
    return np.array([
        dv_0 + q_r_rotor_x,  # [0]
        dv_1 + q_r_rotor_y,  # [1]
        dv_2 + q_r_rotor_z,  # [2]
        cse12*q_A_rotor_12 + cse15*q_A_rotor_11 + cse8*q_A_rotor_13,  # [3]
        cse18*q_A_rotor_13 + cse20*q_A_rotor_12 + cse21*q_A_rotor_11,  # [4]
        cse22*q_A_rotor_13 + cse23*q_A_rotor_12 + cse24*q_A_rotor_11,  # [5]
        cse12*q_A_rotor_22 + cse15*q_A_rotor_21 + cse8*q_A_rotor_23,  # [6]
        cse18*q_A_rotor_23 + cse20*q_A_rotor_22 + cse21*q_A_rotor_21,  # [7]
        cse22*q_A_rotor_23 + cse23*q_A_rotor_22 + cse24*q_A_rotor_21,  # [8]
        cse12*q_A_rotor_32 + cse15*q_A_rotor_31 + cse8*q_A_rotor_33,  # [9]
        cse18*q_A_rotor_33 + cse20*q_A_rotor_32 + cse21*q_A_rotor_31,  # [10]
        cse22*q_A_rotor_33 + cse23*q_A_rotor_32 + cse24*q_A_rotor_31,  # [11]
        dv_6 + q_r_link2_x,  # [12]
        dv_7 + q_r_link2_y,  # [13]
        dv_8 + q_r_link2_z,  # [14]
        cse34*q_A_link2_13 + cse37*q_A_link2_12 + cse40*q_A_link2_11,  # [15]
        cse43*q_A_link2_13 + cse45*q_A_link2_12 + cse46*q_A_link2_11,  # [16]
        cse47*q_A_link2_13 + cse48*q_A_link2_12 + cse49*q_A_link2_11,  # [17]
        cse34*q_A_link2_23 + cse37*q_A_link2_22 + cse40*q_A_link2_21,  # [18]
        cse43*q_A_link2_23 + cse45*q_A_link2_22 + cse46*q_A_link2_21,  # [19]
        cse47*q_A_link2_23 + cse48*q_A_link2_22 + cse49*q_A_link2_21,  # [20]
        cse34*q_A_link2_33 + cse37*q_A_link2_32 + cse40*q_A_link2_31,  # [21]
        cse43*q_A_link2_33 + cse45*q_A_link2_32 + cse46*q_A_link2_31,  # [22]
        cse47*q_A_link2_33 + cse48*q_A_link2_32 + cse49*q_A_link2_31,  # [23]
        dv_12 + q_r_link3_x,  # [24]
        dv_13 + q_r_link3_y,  # [25]
        dv_14 + q_r_link3_z,  # [26]
        cse58*q_A_link3_13 + cse62*q_A_link3_12 + cse65*q_A_link3_11,  # [27]
        cse68*q_A_link3_13 + cse70*q_A_link3_12 + cse71*q_A_link3_11,  # [28]
        cse72*q_A_link3_13 + cse73*q_A_link3_12 + cse74*q_A_link3_11,  # [29]
        cse58*q_A_link3_23 + cse62*q_A_link3_22 + cse65*q_A_link3_21,  # [30]
        cse68*q_A_link3_23 + cse70*q_A_link3_22 + cse71*q_A_link3_21,  # [31]
        cse72*q_A_link3_23 + cse73*q_A_link3_22 + cse74*q_A_link3_21,  # [32]
        cse58*q_A_link3_33 + cse62*q_A_link3_32 + cse65*q_A_link3_31,  # [33]
        cse68*q_A_link3_33 + cse70*q_A_link3_32 + cse71*q_A_link3_31,  # [34]
        cse72*q_A_link3_33 + cse73*q_A_link3_32 + cse74*q_A_link3_31,  # [35]
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
    # 58 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        q_r_link2_x, q_r_link2_y, q_r_link2_z, _,
        q_A_link2_12, q_A_link2_13, _, q_A_link2_22,
        q_A_link2_23, _, q_A_link2_32, q_A_link2_33,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, _,
        q_A_link3_12, _, _, q_A_link3_22,
        q_A_link3_23, _, q_A_link3_32, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = -q_r_rotor_x
    cse1 = -q_r_rotor_y
    cse2 = -q_r_rotor_z
    cse3 = 3.7*q_A_link3_12
    cse4 = -q_r_link3_x
    cse5 = 3.7*q_A_link3_22
    cse6 = -q_r_link3_y
    cse7 = 3.7*q_A_link3_32
    cse8 = -q_r_link3_z
    cse9 = 6.1*q_A_link2_12
    cse10 = 6.1*q_A_link2_22
    cse11 = 6.1*q_A_link2_32
    cse12 = math.pi*t
    return np.array([
        q_A_rotor_11,  # [0]
        q_A_rotor_12,  # [1]
        cse0,  # [2]
        cse1,  # [3]
        cse2,  # [4]
        q_A_link3_23,  # [5]
        q_A_link3_22,  # [6]
        -cse3 + cse4 - 4,  # [7]
        -cse5 + cse6 - 8.5,  # [8]
        -cse7 + cse8,  # [9]
        cse3 + cse4 - cse9 + q_r_link2_x,  # [10]
        -cse10 + cse5 + cse6 + q_r_link2_y,  # [11]
        -cse11 + cse7 + cse8 + q_r_link2_z,  # [12]
        cse0 + cse9 + 2*q_A_rotor_11 + q_r_link2_x,  # [13]
        cse1 + cse10 + 2*q_A_rotor_21 + q_r_link2_y,  # [14]
        cse11 + cse2 + 2*q_A_rotor_31 + q_r_link2_z,  # [15]
        q_A_link2_13*(-0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13) + q_A_link2_23*(-0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23) + q_A_link2_33*(-0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33),  # [16]
        q_A_rotor_21*math.cos(cse12) + q_A_rotor_31*math.sin(cse12),  # [17]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (36).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 63 nonzero.
    """
    # 107 operations after common subexpression elimination
    (
        _, _, _, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        _, _, _, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        _, _, _, q_A_link3_11,
        _, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, _, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = 3.7*q_A_link3_13
    cse1 = 3.7*q_A_link3_11
    cse2 = 3.7*q_A_link3_23
    cse3 = 3.7*q_A_link3_21
    cse4 = 3.7*q_A_link3_33
    cse5 = 3.7*q_A_link3_31
    cse6 = 6.1*q_A_link2_13
    cse7 = 6.1*q_A_link2_11
    cse8 = 6.1*q_A_link2_23
    cse9 = 6.1*q_A_link2_21
    cse10 = 6.1*q_A_link2_33
    cse11 = 6.1*q_A_link2_31
    cse12 = 0.7497211555855399*q_A_link2_33
    cse13 = 0.6617538733301699*q_A_link2_33
    cse14 = 0.7497211555855399*q_A_link2_23
    cse15 = 0.6617538733301699*q_A_link2_23
    cse16 = 0.7497211555855399*q_A_link2_13
    cse17 = 0.6617538733301699*q_A_link2_13
    cse18 = -0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33
    cse19 = -0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23
    cse20 = -0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13
    cse21 = math.pi*t
    cse22 = math.sin(cse21)
    cse23 = math.cos(cse21)
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        -q_A_rotor_13,  # [0, 4]
        q_A_rotor_12,  # [0, 5]
        q_A_rotor_13,  # [1, 3]
        -q_A_rotor_11,  # [1, 5]
        -1,  # [2, 0]
        -1,  # [3, 1]
        -1,  # [4, 2]
        -q_A_link3_22,  # [5, 15]
        q_A_link3_21,  # [5, 16]
        q_A_link3_23,  # [6, 15]
        -q_A_link3_21,  # [6, 17]
        -1,  # [7, 12]
        -cse0,  # [7, 15]
        cse1,  # [7, 17]
        -1,  # [8, 13]
        -cse2,  # [8, 15]
        cse3,  # [8, 17]
        -1,  # [9, 14]
        -cse4,  # [9, 15]
        cse5,  # [9, 17]
        1,  # [10, 6]
        -cse6,  # [10, 9]
        cse7,  # [10, 11]
        -1,  # [10, 12]
        cse0,  # [10, 15]
        -cse1,  # [10, 17]
        1,  # [11, 7]
        -cse8,  # [11, 9]
        cse9,  # [11, 11]
        -1,  # [11, 13]
        cse2,  # [11, 15]
        -cse3,  # [11, 17]
        1,  # [12, 8]
        -cse10,  # [12, 9]
        cse11,  # [12, 11]
        -1,  # [12, 14]
        cse4,  # [12, 15]
        -cse5,  # [12, 17]
        -1,  # [13, 0]
        -2*q_A_rotor_13,  # [13, 4]
        2*q_A_rotor_12,  # [13, 5]
        1,  # [13, 6]
        cse6,  # [13, 9]
        -cse7,  # [13, 11]
        -1,  # [14, 1]
        -2*q_A_rotor_23,  # [14, 4]
        2*q_A_rotor_22,  # [14, 5]
        1,  # [14, 7]
        cse8,  # [14, 9]
        -cse9,  # [14, 11]
        -1,  # [15, 2]
        -2*q_A_rotor_33,  # [15, 4]
        2*q_A_rotor_32,  # [15, 5]
        1,  # [15, 8]
        cse10,  # [15, 9]
        -cse11,  # [15, 11]
        -cse12*q_A_rotor_32 - cse13*q_A_rotor_33 - cse14*q_A_rotor_22 - cse15*q_A_rotor_23 - cse16*q_A_rotor_12 - cse17*q_A_rotor_13,  # [16, 3]
        cse12*q_A_rotor_31 + cse14*q_A_rotor_21 + cse16*q_A_rotor_11,  # [16, 4]
        cse13*q_A_rotor_31 + cse15*q_A_rotor_21 + cse17*q_A_rotor_11,  # [16, 5]
        -cse18*q_A_link2_32 - cse19*q_A_link2_22 - cse20*q_A_link2_12,  # [16, 9]
        cse18*q_A_link2_31 + cse19*q_A_link2_21 + cse20*q_A_link2_11,  # [16, 10]
        -cse22*q_A_rotor_33 - cse23*q_A_rotor_23,  # [17, 4]
        cse22*q_A_rotor_32 + cse23*q_A_rotor_22,  # [17, 5]
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
    # 8 operations after common subexpression elimination
    (
        _, _, _, _,
        _, _, q_A_rotor_21, _,
        _, q_A_rotor_31, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    t = float(t)

    cse0 = math.pi*t
    out = np.zeros(18)
    out[_nu_INDEX] = (
        math.pi*q_A_rotor_21*math.sin(cse0) - math.pi*q_A_rotor_31*math.cos(cse0),  # [17]
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
    # 292 operations after common subexpression elimination
    (
        _, _, _, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        _, _, _, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        _, _, _, q_A_link3_11,
        q_A_link3_12, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, q_A_link3_32, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, _, _,
        _, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        _, _, _, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = q_A_rotor_11*v_w_rotor_y
    cse1 = cse0 - q_A_rotor_12*v_w_rotor_x
    cse2 = cse1*v_w_rotor_y
    cse3 = q_A_rotor_11*v_w_rotor_z
    cse4 = -cse3 + q_A_rotor_13*v_w_rotor_x
    cse5 = cse4*v_w_rotor_z
    cse6 = q_A_rotor_12*v_w_rotor_z - q_A_rotor_13*v_w_rotor_y
    cse7 = q_A_link3_22*v_w_link3_z - q_A_link3_23*v_w_link3_y
    cse8 = v_w_link3_x*(q_A_link3_21*v_w_link3_y - q_A_link3_22*v_w_link3_x)
    cse9 = cse7*v_w_link3_z
    cse10 = 3.7*v_w_link3_x
    cse11 = cse10*(q_A_link3_11*v_w_link3_y - q_A_link3_12*v_w_link3_x)
    cse12 = 3.7*v_w_link3_z
    cse13 = cse12*(q_A_link3_12*v_w_link3_z - q_A_link3_13*v_w_link3_y)
    cse14 = 3.7*cse8
    cse15 = 3.7*cse9
    cse16 = cse10*(q_A_link3_31*v_w_link3_y - q_A_link3_32*v_w_link3_x)
    cse17 = cse12*(q_A_link3_32*v_w_link3_z - q_A_link3_33*v_w_link3_y)
    cse18 = q_A_link2_12*v_w_link2_x
    cse19 = q_A_link2_11*v_w_link2_y
    cse20 = -cse18 + cse19
    cse21 = 6.1*v_w_link2_x
    cse22 = cse20*cse21
    cse23 = q_A_link2_12*v_w_link2_z - q_A_link2_13*v_w_link2_y
    cse24 = 6.1*v_w_link2_z
    cse25 = cse23*cse24
    cse26 = q_A_link2_22*v_w_link2_x
    cse27 = q_A_link2_21*v_w_link2_y
    cse28 = -cse26 + cse27
    cse29 = cse21*cse28
    cse30 = q_A_link2_22*v_w_link2_z - q_A_link2_23*v_w_link2_y
    cse31 = cse24*cse30
    cse32 = q_A_link2_32*v_w_link2_x
    cse33 = q_A_link2_31*v_w_link2_y
    cse34 = -cse32 + cse33
    cse35 = cse21*cse34
    cse36 = q_A_link2_32*v_w_link2_z - q_A_link2_33*v_w_link2_y
    cse37 = cse24*cse36
    cse38 = q_A_rotor_21*v_w_rotor_y
    cse39 = cse38 - q_A_rotor_22*v_w_rotor_x
    cse40 = cse39*v_w_rotor_y
    cse41 = q_A_rotor_21*v_w_rotor_z
    cse42 = -cse41 + q_A_rotor_23*v_w_rotor_x
    cse43 = 2*v_w_rotor_z
    cse44 = q_A_rotor_31*v_w_rotor_y
    cse45 = cse44 - q_A_rotor_32*v_w_rotor_x
    cse46 = cse45*v_w_rotor_y
    cse47 = q_A_rotor_31*v_w_rotor_z
    cse48 = -cse47 + q_A_rotor_33*v_w_rotor_x
    cse49 = 0.7497211555855399*q_A_rotor_33
    cse50 = 0.6617538733301699*q_A_rotor_32
    cse51 = 0.7497211555855399*q_A_rotor_23
    cse52 = 0.6617538733301699*q_A_rotor_22
    cse53 = 0.7497211555855399*v_w_rotor_y
    cse54 = 0.6617538733301699*v_w_rotor_z
    cse55 = 0.7497211555855399*v_w_rotor_x
    cse56 = 0.7497211555855399*q_A_rotor_13
    cse57 = 0.6617538733301699*q_A_rotor_12
    cse58 = 0.6617538733301699*v_w_rotor_x
    cse59 = q_A_rotor_22*v_w_rotor_z - q_A_rotor_23*v_w_rotor_y
    cse60 = q_A_rotor_32*v_w_rotor_z - q_A_rotor_33*v_w_rotor_y
    cse61 = math.pi*t
    cse62 = math.sin(cse61)
    cse63 = math.cos(cse61)
    cse64 = math.pi*cse63
    cse65 = math.pi**2
    cse66 = math.pi*cse62
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        cse2 - cse5,  # [0]
        -cse1*v_w_rotor_x + cse6*v_w_rotor_z,  # [1]
        -cse7*v_w_link3_y + v_w_link3_x*(-q_A_link3_21*v_w_link3_z + q_A_link3_23*v_w_link3_x),  # [5]
        -cse8 + cse9,  # [6]
        cse11 - cse13,  # [7]
        cse14 - cse15,  # [8]
        cse16 - cse17,  # [9]
        -cse11 + cse13 + cse22 - cse25,  # [10]
        -cse14 + cse15 + cse29 - cse31,  # [11]
        -cse16 + cse17 + cse35 - cse37,  # [12]
        2*cse2 - cse22 + cse25 - 2*cse5,  # [13]
        -cse29 + cse31 + 2*cse40 - cse42*cse43,  # [14]
        -cse35 + cse37 - cse43*cse48 + 2*cse46,  # [15]
        -cse1*(-0.7497211555855399*cse18 + 0.7497211555855399*cse19 - cse58*q_A_link2_13) - cse20*(0.7497211555855399*cse0 + 0.6617538733301699*cse3 + v_w_rotor_x*(-0.7497211555855399*q_A_rotor_12 - 0.6617538733301699*q_A_rotor_13)) - cse23*v_w_link2_y*(cse56 - cse57) - cse28*(0.7497211555855399*cse38 + 0.6617538733301699*cse41 + v_w_rotor_x*(-0.7497211555855399*q_A_rotor_22 - 0.6617538733301699*q_A_rotor_23)) - cse30*v_w_link2_y*(cse51 - cse52) - cse34*(0.7497211555855399*cse44 + 0.6617538733301699*cse47 + v_w_rotor_x*(-0.7497211555855399*q_A_rotor_32 - 0.6617538733301699*q_A_rotor_33)) - cse36*v_w_link2_y*(cse49 - cse50) - cse39*(-0.7497211555855399*cse26 + 0.7497211555855399*cse27 - cse58*q_A_link2_23) - cse4*(0.6617538733301699*cse18 - 0.6617538733301699*cse19 - cse55*q_A_link2_13) - cse42*(0.6617538733301699*cse26 - 0.6617538733301699*cse27 - cse55*q_A_link2_23) - cse45*(-0.7497211555855399*cse32 + 0.7497211555855399*cse33 - cse58*q_A_link2_33) - cse48*(0.6617538733301699*cse32 - 0.6617538733301699*cse33 - cse55*q_A_link2_33) - cse59*(cse53*q_A_link2_23 + cse54*q_A_link2_23) - cse6*(cse53*q_A_link2_13 + cse54*q_A_link2_13) - cse60*(cse53*q_A_link2_33 + cse54*q_A_link2_33) - v_w_link2_x*(-cse49 + cse50)*(-q_A_link2_31*v_w_link2_z + q_A_link2_33*v_w_link2_x) - v_w_link2_x*(-cse51 + cse52)*(-q_A_link2_21*v_w_link2_z + q_A_link2_23*v_w_link2_x) - v_w_link2_x*(-cse56 + cse57)*(-q_A_link2_11*v_w_link2_z + q_A_link2_13*v_w_link2_x),  # [16]
        cse40*cse63 - cse42*cse63*v_w_rotor_z + cse46*cse62 - cse48*cse62*v_w_rotor_z + cse59*cse66 - cse60*cse64 + cse62*cse65*q_A_rotor_31 + cse63*cse65*q_A_rotor_21 - v_w_rotor_y*(-cse64*q_A_rotor_33 + cse66*q_A_rotor_23) - v_w_rotor_z*(cse64*q_A_rotor_32 - cse66*q_A_rotor_22),  # [17]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (36).
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 15 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((18, 18))
    out[_M_INDEX] = (
        2.0,  # [0, 0]
        2.0,  # [1, 1]
        2.0,  # [2, 2]
        4.0,  # [3, 3]
        2.0,  # [4, 4]
        1.0,  # [6, 6]
        1.0,  # [7, 7]
        1.0,  # [8, 8]
        12.4,  # [9, 9]
        0.01,  # [10, 10]
        1.0,  # [12, 12]
        1.0,  # [13, 13]
        1.0,  # [14, 14]
        4.54,  # [15, 15]
        0.01,  # [16, 16]
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
        ndarray of shape (18,), 12 nonzero.
    """
    # 20 operations after common subexpression elimination
    (
        _, _, _, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, _, _,
        _, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        _, _, _, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 2.0*v_w_rotor_y
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -19.62,  # [2]
        cse0*v_w_rotor_z,  # [3]
        -4.0*v_w_rotor_x*v_w_rotor_z,  # [4]
        cse0*v_w_rotor_x,  # [5]
        -9.81,  # [8]
        0.01*v_w_link2_y*v_w_link2_z,  # [9]
        -12.4*v_w_link2_x*v_w_link2_z,  # [10]
        12.39*v_w_link2_x*v_w_link2_y,  # [11]
        -9.81,  # [14]
        0.01*v_w_link3_y*v_w_link3_z,  # [15]
        -4.54*v_w_link3_x*v_w_link3_z,  # [16]
        4.53*v_w_link3_x*v_w_link3_y,  # [17]
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
        ndarray of shape (18, 18), 18 nonzero.
    """
    # 23 operations after common subexpression elimination
    (
        _, _, _, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, _, _,
        _, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        _, _, _, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 2.0*v_w_rotor_y
    out = np.zeros((18, 18))
    out[_Q_v_INDEX] = (
        2.0*v_w_rotor_z,  # [3, 4]
        cse0,  # [3, 5]
        -4.0*v_w_rotor_z,  # [4, 3]
        -4.0*v_w_rotor_x,  # [4, 5]
        cse0,  # [5, 3]
        2.0*v_w_rotor_x,  # [5, 4]
        0.01*v_w_link2_z,  # [9, 10]
        0.01*v_w_link2_y,  # [9, 11]
        -12.4*v_w_link2_z,  # [10, 9]
        -12.4*v_w_link2_x,  # [10, 11]
        12.39*v_w_link2_y,  # [11, 9]
        12.39*v_w_link2_x,  # [11, 10]
        0.01*v_w_link3_z,  # [15, 16]
        0.01*v_w_link3_y,  # [15, 17]
        -4.54*v_w_link3_z,  # [16, 15]
        -4.54*v_w_link3_x,  # [16, 17]
        4.53*v_w_link3_y,  # [17, 15]
        4.53*v_w_link3_x,  # [17, 16]
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
        ndarray of shape (18, 18), 35 nonzero.
    """
    # 273 operations after common subexpression elimination
    (
        _, _, _, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        _, _, _, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        _, _, _, q_A_link3_11,
        q_A_link3_12, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, q_A_link3_32, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    cse0 = lam_16*q_A_link2_13
    cse1 = 0.6617538733301699*cse0
    cse2 = -cse1 + lam_1
    cse3 = 0.7497211555855399*q_A_rotor_23
    cse4 = lam_16*q_A_link2_23
    cse5 = 0.7497211555855399*q_A_rotor_33
    cse6 = lam_16*q_A_link2_33
    cse7 = 0.7497211555855399*q_A_rotor_13
    cse8 = -cse0*cse7 - cse3*cse4 - cse5*cse6
    cse9 = 0.6617538733301699*q_A_rotor_22
    cse10 = 0.6617538733301699*q_A_rotor_32
    cse11 = cse10*cse6 + cse4*cse9
    cse12 = 0.6617538733301699*q_A_rotor_31
    cse13 = 0.6617538733301699*q_A_rotor_21
    cse14 = 0.7497211555855399*q_A_rotor_31
    cse15 = 0.7497211555855399*q_A_rotor_21
    cse16 = 0.7497211555855399*q_A_rotor_11
    cse17 = 0.6617538733301699*q_A_rotor_33
    cse18 = 0.7497211555855399*q_A_rotor_32
    cse19 = -cse17 - cse18
    cse20 = lam_16*q_A_link2_32
    cse21 = 0.6617538733301699*q_A_rotor_23
    cse22 = 0.7497211555855399*q_A_rotor_22
    cse23 = lam_16*(-cse21 - cse22)
    cse24 = 0.6617538733301699*q_A_rotor_13
    cse25 = 0.7497211555855399*q_A_rotor_12
    cse26 = -cse24 - cse25
    cse27 = lam_16*q_A_link2_12
    cse28 = lam_16*q_A_link2_31
    cse29 = lam_16*q_A_link2_11
    cse30 = 2*lam_15
    cse31 = math.pi*t
    cse32 = lam_17*math.sin(cse31)
    cse33 = -cse30 - cse32
    cse34 = 2*lam_14
    cse35 = lam_17*math.cos(cse31)
    cse36 = -cse34 - cse35
    cse37 = 2*lam_13
    cse38 = -cse37 - lam_0
    cse39 = lam_16*q_A_link2_22
    cse40 = -cse14*cse20 - cse15*cse39 - cse16*cse27
    cse41 = lam_16*q_A_link2_21
    cse42 = cse14*cse28 + cse15*cse41 + cse16*cse29
    cse43 = cse30 + cse32
    cse44 = cse34 + cse35
    cse45 = cse37 + lam_0
    cse46 = cse1 - lam_1
    cse47 = 0.6617538733301699*q_A_rotor_11
    cse48 = -cse12*cse20 - cse13*cse39 - cse27*cse47
    cse49 = cse12*cse28 + cse13*cse41 + cse29*cse47
    cse50 = cse21*lam_16
    cse51 = 6.1*lam_11
    cse52 = 6.1*lam_14
    cse53 = -cse51 + cse52
    cse54 = 6.1*lam_12
    cse55 = 6.1*lam_15
    cse56 = -cse54 + cse55
    cse57 = cse10 - cse5
    cse58 = lam_16*(-cse3 + cse9)
    cse59 = 6.1*lam_10
    cse60 = 6.1*lam_13
    cse61 = -cse59 + cse60
    cse62 = 0.6617538733301699*q_A_rotor_12
    cse63 = cse62 - cse7
    cse64 = -cse10 + cse5
    cse65 = lam_16*(cse3 - cse9)
    cse66 = -cse62 + cse7
    cse67 = cse54 - cse55
    cse68 = cse51 - cse52
    cse69 = cse59 - cse60
    cse70 = 3.7*lam_8
    cse71 = 3.7*lam_11
    cse72 = -cse70 + cse71 + lam_6
    cse73 = 3.7*lam_9
    cse74 = 3.7*lam_12
    cse75 = -cse73 + cse74
    cse76 = -lam_5*q_A_link3_23
    cse77 = 3.7*lam_7
    cse78 = 3.7*lam_10
    cse79 = -cse77 + cse78
    cse80 = cse73 - cse74
    cse81 = cse70 - cse71 - lam_6
    cse82 = cse77 - cse78
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        cse11 - cse2*q_A_rotor_12 + cse8,  # [3, 3]
        -cse12*cse6 - cse13*cse4 + cse2*q_A_rotor_11,  # [3, 4]
        cse0*cse16 + cse14*cse6 + cse15*cse4,  # [3, 5]
        -cse19*cse20 - cse23*q_A_link2_22 - cse26*cse27,  # [3, 9]
        cse19*cse28 + cse23*q_A_link2_21 + cse26*cse29,  # [3, 10]
        -cse33*q_A_rotor_32 - cse36*q_A_rotor_22 - cse38*q_A_rotor_12,  # [4, 3]
        cse33*q_A_rotor_31 + cse36*q_A_rotor_21 + cse38*q_A_rotor_11 + cse8,  # [4, 4]
        cse0*cse25 + cse18*cse6 + cse22*cse4,  # [4, 5]
        cse40,  # [4, 9]
        cse42,  # [4, 10]
        cse43*q_A_rotor_33 + cse44*q_A_rotor_23 + cse45*q_A_rotor_13,  # [5, 3]
        -cse17*cse6 - cse21*cse4 - cse46*q_A_rotor_13,  # [5, 4]
        cse11 - cse43*q_A_rotor_31 - cse44*q_A_rotor_21 - cse45*q_A_rotor_11 + cse46*q_A_rotor_12,  # [5, 5]
        cse48,  # [5, 9]
        cse49,  # [5, 10]
        cse17*cse20 + cse18*cse20 + cse22*cse39 + cse24*cse27 + cse25*cse27 + cse50*q_A_link2_22,  # [9, 3]
        cse40,  # [9, 4]
        cse48,  # [9, 5]
        cse0*cse63 - cse53*q_A_link2_22 - cse56*q_A_link2_32 + cse57*cse6 + cse58*q_A_link2_23 - cse61*q_A_link2_12,  # [9, 9]
        cse53*q_A_link2_21 + cse56*q_A_link2_31 + cse61*q_A_link2_11,  # [9, 10]
        -cse28*cse57 - cse29*cse63 - cse58*q_A_link2_21,  # [9, 11]
        -cse17*cse28 - cse18*cse28 - cse22*cse41 - cse24*cse29 - cse25*cse29 - cse50*q_A_link2_21,  # [10, 3]
        cse42,  # [10, 4]
        cse49,  # [10, 5]
        -cse0*cse66 - cse6*cse64 - cse65*q_A_link2_23,  # [10, 10]
        cse20*cse64 + cse27*cse66 + cse65*q_A_link2_22,  # [10, 11]
        -cse67*q_A_link2_33 - cse68*q_A_link2_23 - cse69*q_A_link2_13,  # [11, 10]
        cse67*q_A_link2_32 + cse68*q_A_link2_22 + cse69*q_A_link2_12,  # [11, 11]
        -cse72*q_A_link3_22 - cse75*q_A_link3_32 + cse76 - cse79*q_A_link3_12,  # [15, 15]
        cse72*q_A_link3_21 + cse75*q_A_link3_31 + cse79*q_A_link3_11,  # [15, 16]
        lam_5*q_A_link3_21,  # [15, 17]
        cse76,  # [16, 16]
        lam_5*q_A_link3_22,  # [16, 17]
        -cse80*q_A_link3_33 - cse81*q_A_link3_23 - cse82*q_A_link3_13,  # [17, 16]
        cse80*q_A_link3_32 + cse81*q_A_link3_22 + cse82*q_A_link3_12,  # [17, 17]
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
    # 288 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        q_r_link2_x, q_r_link2_y, q_r_link2_z, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_A_link3_11,
        q_A_link3_12, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, q_A_link3_32, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, _, _,
        _, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        _, _, _, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, _, a_6, a_7,
        a_8, a_9, a_10, _,
        a_12, a_13, a_14, a_15,
        a_16, _,
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

    cse0 = 2.0*v_w_rotor_y
    cse1 = 0.7497211555855399*q_A_link2_33
    cse2 = 0.6617538733301699*q_A_link2_33
    cse3 = 0.7497211555855399*q_A_link2_23
    cse4 = 0.6617538733301699*q_A_link2_23
    cse5 = 0.7497211555855399*q_A_link2_13
    cse6 = 0.6617538733301699*q_A_link2_13
    cse7 = math.pi*t
    cse8 = math.sin(cse7)
    cse9 = math.cos(cse7)
    cse10 = 2*lam_15
    cse11 = 2*lam_14
    cse12 = 2*lam_13
    cse13 = -0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33
    cse14 = -0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23
    cse15 = -0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13
    cse16 = 6.1*lam_15
    cse17 = 6.1*lam_14
    cse18 = 6.1*lam_13
    cse19 = 6.1*lam_12
    cse20 = 6.1*lam_11
    cse21 = 6.1*lam_10
    cse22 = 3.7*lam_12
    cse23 = 3.7*q_A_link3_23
    cse24 = 3.7*lam_10
    cse25 = 3.7*lam_9
    cse26 = 3.7*lam_7
    cse27 = 3.7*q_A_link3_21
    cse28 = h**(-2)
    cse29 = 3.7*q_A_link3_12
    cse30 = -q_r_link3_x
    cse31 = 3.7*q_A_link3_22
    cse32 = -q_r_link3_y
    cse33 = 3.7*q_A_link3_32
    cse34 = -q_r_link3_z
    cse35 = 6.1*q_A_link2_12
    cse36 = 6.1*q_A_link2_22
    cse37 = 6.1*q_A_link2_32
    return np.array([
        2.0*a_0 - lam_13 - lam_2,  # [0]
        2.0*a_1 - lam_14 - lam_3,  # [1]
        2.0*a_2 - lam_15 - lam_4 + 19.62,  # [2]
        4.0*a_3 - cse0*v_w_rotor_z + lam_1*q_A_rotor_13 + lam_16*(-cse1*q_A_rotor_32 - cse2*q_A_rotor_33 - cse3*q_A_rotor_22 - cse4*q_A_rotor_23 - cse5*q_A_rotor_12 - cse6*q_A_rotor_13),  # [3]
        2.0*a_4 - cse10*q_A_rotor_33 - cse11*q_A_rotor_23 - cse12*q_A_rotor_13 - lam_0*q_A_rotor_13 + lam_16*(cse1*q_A_rotor_31 + cse3*q_A_rotor_21 + cse5*q_A_rotor_11) + lam_17*(-cse8*q_A_rotor_33 - cse9*q_A_rotor_23) + 4.0*v_w_rotor_x*v_w_rotor_z,  # [4]
        -cse0*v_w_rotor_x + cse10*q_A_rotor_32 + cse11*q_A_rotor_22 + cse12*q_A_rotor_12 + lam_0*q_A_rotor_12 - lam_1*q_A_rotor_11 + lam_16*(cse2*q_A_rotor_31 + cse4*q_A_rotor_21 + cse6*q_A_rotor_11) + lam_17*(cse8*q_A_rotor_32 + cse9*q_A_rotor_22),  # [5]
        1.0*a_6 + lam_10 + lam_13,  # [6]
        1.0*a_7 + lam_11 + lam_14,  # [7]
        1.0*a_8 + lam_12 + lam_15 + 9.81,  # [8]
        12.4*a_9 + cse16*q_A_link2_33 + cse17*q_A_link2_23 + cse18*q_A_link2_13 - cse19*q_A_link2_33 - cse20*q_A_link2_23 - cse21*q_A_link2_13 + lam_16*(-cse13*q_A_link2_32 - cse14*q_A_link2_22 - cse15*q_A_link2_12) - 0.01*v_w_link2_y*v_w_link2_z,  # [9]
        0.01*a_10 + lam_16*(cse13*q_A_link2_31 + cse14*q_A_link2_21 + cse15*q_A_link2_11) + 12.4*v_w_link2_x*v_w_link2_z,  # [10]
        -cse16*q_A_link2_31 - cse17*q_A_link2_21 - cse18*q_A_link2_11 + cse19*q_A_link2_31 + cse20*q_A_link2_21 + cse21*q_A_link2_11 - 12.39*v_w_link2_x*v_w_link2_y,  # [11]
        1.0*a_12 - lam_10 - lam_7,  # [12]
        1.0*a_13 - lam_11 - lam_8,  # [13]
        1.0*a_14 - lam_12 - lam_9 + 9.81,  # [14]
        4.54*a_15 + cse22*q_A_link3_33 + cse23*lam_11 - cse23*lam_8 + cse24*q_A_link3_13 - cse25*q_A_link3_33 - cse26*q_A_link3_13 - lam_5*q_A_link3_22 + lam_6*q_A_link3_23 - 0.01*v_w_link3_y*v_w_link3_z,  # [15]
        0.01*a_16 + lam_5*q_A_link3_21 + 4.54*v_w_link3_x*v_w_link3_z,  # [16]
        -cse22*q_A_link3_31 - cse24*q_A_link3_11 + cse25*q_A_link3_31 + cse26*q_A_link3_11 - cse27*lam_11 + cse27*lam_8 - lam_6*q_A_link3_21 - 4.53*v_w_link3_x*v_w_link3_y,  # [17]
        cse28*q_A_rotor_11,  # [18]
        cse28*q_A_rotor_12,  # [19]
        -cse28*q_r_rotor_x,  # [20]
        -cse28*q_r_rotor_y,  # [21]
        -cse28*q_r_rotor_z,  # [22]
        cse28*q_A_link3_23,  # [23]
        cse28*q_A_link3_22,  # [24]
        cse28*(-cse29 + cse30 - 4),  # [25]
        cse28*(-cse31 + cse32 - 8.5),  # [26]
        cse28*(-cse33 + cse34),  # [27]
        cse28*(cse29 + cse30 - cse35 + q_r_link2_x),  # [28]
        cse28*(cse31 + cse32 - cse36 + q_r_link2_y),  # [29]
        cse28*(cse33 + cse34 - cse37 + q_r_link2_z),  # [30]
        cse28*(cse35 + 2*q_A_rotor_11 + q_r_link2_x - q_r_rotor_x),  # [31]
        cse28*(cse36 + 2*q_A_rotor_21 + q_r_link2_y - q_r_rotor_y),  # [32]
        cse28*(cse37 + 2*q_A_rotor_31 + q_r_link2_z - q_r_rotor_z),  # [33]
        cse28*(cse13*q_A_link2_33 + cse14*q_A_link2_23 + cse15*q_A_link2_13),  # [34]
        cse28*(cse8*q_A_rotor_31 + cse9*q_A_rotor_21),  # [35]
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
        ndarray of shape (36, 36), 198 nonzero.
    """
    # 886 operations after common subexpression elimination
    (
        _, _, _, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        _, _, _, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        _, _, _, q_A_link3_11,
        q_A_link3_12, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, q_A_link3_32, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, _, _,
        _, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        _, _, _, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    h = float(h)

    cse0 = h**2
    cse1 = (1/6)*cse0
    cse2 = cse1*v_w_rotor_x*v_w_rotor_z
    cse3 = (1/2)*h
    cse4 = cse3*v_w_rotor_y
    cse5 = cse2 + cse4
    cse6 = q_A_link2_33*q_A_rotor_31
    cse7 = 0.7497211555855399*cse6
    cse8 = q_A_link2_23*q_A_rotor_21
    cse9 = 0.7497211555855399*cse8
    cse10 = 0.7497211555855399*q_A_rotor_11
    cse11 = cse10*q_A_link2_13
    cse12 = cse11*lam_16 + cse7*lam_16 + cse9*lam_16
    cse13 = cse1*v_w_rotor_y
    cse14 = cse13*v_w_rotor_x
    cse15 = cse3*v_w_rotor_z
    cse16 = cse14 - cse15
    cse17 = 0.6617538733301699*cse6
    cse18 = 0.6617538733301699*cse8
    cse19 = 0.6617538733301699*q_A_link2_13
    cse20 = cse19*lam_16
    cse21 = -cse20 + lam_1
    cse22 = -cse17*lam_16 - cse18*lam_16 + cse21*q_A_rotor_11
    cse23 = -cse1*v_w_rotor_z**2
    cse24 = -cse1*v_w_rotor_y**2 + 1
    cse25 = cse23 + cse24
    cse26 = 0.6617538733301699*q_A_rotor_32
    cse27 = lam_16*q_A_link2_33
    cse28 = 0.6617538733301699*q_A_rotor_22
    cse29 = lam_16*q_A_link2_23
    cse30 = cse26*cse27 + cse28*cse29
    cse31 = 0.7497211555855399*q_A_rotor_33
    cse32 = 0.7497211555855399*q_A_rotor_23
    cse33 = 0.7497211555855399*q_A_rotor_13
    cse34 = lam_16*q_A_link2_13
    cse35 = -cse27*cse31 - cse29*cse32 - cse33*cse34
    cse36 = -cse21*q_A_rotor_12 + cse30 + cse35
    cse37 = 2.0*h
    cse38 = cse13*v_w_rotor_z
    cse39 = cse3*v_w_rotor_x
    cse40 = cse38 - cse39
    cse41 = -cse1*v_w_rotor_x**2
    cse42 = cse23 + cse41 + 1
    cse43 = cse14 + cse15
    cse44 = -cse37*v_w_rotor_y
    cse45 = cse38 + cse39
    cse46 = cse24 + cse41
    cse47 = cse2 - cse4
    cse48 = cse1*v_w_link2_x
    cse49 = cse48*v_w_link2_y
    cse50 = cse3*v_w_link2_z
    cse51 = cse49 - cse50
    cse52 = 0.6617538733301699*q_A_rotor_33
    cse53 = 0.7497211555855399*q_A_rotor_32
    cse54 = lam_16*(-cse52 - cse53)
    cse55 = 0.6617538733301699*q_A_rotor_23
    cse56 = 0.7497211555855399*q_A_rotor_22
    cse57 = lam_16*(-cse55 - cse56)
    cse58 = 0.6617538733301699*q_A_rotor_13
    cse59 = 0.7497211555855399*q_A_rotor_12
    cse60 = -cse58 - cse59
    cse61 = lam_16*q_A_link2_11
    cse62 = cse54*q_A_link2_31 + cse57*q_A_link2_21 + cse60*cse61
    cse63 = -cse1*v_w_link2_y**2
    cse64 = -cse1*v_w_link2_z**2 + 1
    cse65 = cse63 + cse64
    cse66 = lam_16*q_A_link2_12
    cse67 = -cse54*q_A_link2_32 - cse57*q_A_link2_22 - cse60*cse66
    cse68 = -cse1*v_w_link2_x**2
    cse69 = cse64 + cse68
    cse70 = cse49 + cse50
    cse71 = cse1*v_w_link2_y*v_w_link2_z
    cse72 = cse3*v_w_link2_x
    cse73 = cse71 + cse72
    cse74 = cse48*v_w_link2_z
    cse75 = cse3*v_w_link2_y
    cse76 = cse74 - cse75
    cse77 = cse53*q_A_link2_33
    cse78 = cse52*q_A_link2_33
    cse79 = cse56*q_A_link2_23
    cse80 = cse55*q_A_link2_23
    cse81 = cse59*q_A_link2_13
    cse82 = -cse58*q_A_link2_13 - cse77 - cse78 - cse79 - cse80 - cse81
    cse83 = 4.0*h
    cse84 = cse77*lam_16 + cse79*lam_16 + cse81*lam_16
    cse85 = 2*lam_15
    cse86 = math.pi*t
    cse87 = math.sin(cse86)
    cse88 = cse87*lam_17
    cse89 = -cse85 - cse88
    cse90 = 2*lam_14
    cse91 = math.cos(cse86)
    cse92 = cse91*lam_17
    cse93 = -cse90 - cse92
    cse94 = 2*lam_13
    cse95 = -cse94 - lam_0
    cse96 = cse35 + cse89*q_A_rotor_31 + cse93*q_A_rotor_21 + cse95*q_A_rotor_11
    cse97 = -cse89*q_A_rotor_32 - cse93*q_A_rotor_22 - cse95*q_A_rotor_12
    cse98 = lam_16*q_A_link2_31
    cse99 = 0.7497211555855399*q_A_rotor_31
    cse100 = lam_16*q_A_link2_21
    cse101 = 0.7497211555855399*q_A_rotor_21
    cse102 = cse10*cse61 + cse100*cse101 + cse98*cse99
    cse103 = lam_16*q_A_link2_32
    cse104 = lam_16*q_A_link2_22
    cse105 = -cse10*cse66 - cse101*cse104 - cse103*cse99
    cse106 = 2*q_A_rotor_23
    cse107 = 2*q_A_rotor_33
    cse108 = cse11 + cse7 + cse9
    cse109 = -cse87*q_A_rotor_33 - cse91*q_A_rotor_23
    cse110 = cse85 + cse88
    cse111 = cse94 + lam_0
    cse112 = cse90 + cse92
    cse113 = cse20 - lam_1
    cse114 = -cse110*q_A_rotor_31 - cse111*q_A_rotor_11 - cse112*q_A_rotor_21 + cse113*q_A_rotor_12 + cse30
    cse115 = -cse113*q_A_rotor_13 - cse78*lam_16 - cse80*lam_16
    cse116 = cse110*q_A_rotor_33 + cse111*q_A_rotor_13 + cse112*q_A_rotor_23
    cse117 = 0.6617538733301699*q_A_rotor_31
    cse118 = 0.6617538733301699*q_A_rotor_21
    cse119 = 0.6617538733301699*q_A_rotor_11
    cse120 = cse100*cse118 + cse117*cse98 + cse119*cse61
    cse121 = -cse103*cse117 - cse104*cse118 - cse119*cse66
    cse122 = 2*q_A_rotor_22
    cse123 = 2*q_A_rotor_32
    cse124 = cse17 + cse18 + cse19*q_A_rotor_11
    cse125 = cse87*q_A_rotor_32 + cse91*q_A_rotor_22
    cse126 = cse103*cse52 + cse103*cse53 + cse104*cse55 + cse104*cse56 + cse58*cse66 + cse59*cse66
    cse127 = lam_16*(cse26 - cse31)
    cse128 = cse28 - cse32
    cse129 = 0.6617538733301699*q_A_rotor_12
    cse130 = cse129 - cse33
    cse131 = -cse100*cse128 - cse127*q_A_link2_31 - cse130*cse61
    cse132 = cse74 + cse75
    cse133 = 6.1*lam_12
    cse134 = 6.1*lam_15
    cse135 = -cse133 + cse134
    cse136 = 6.1*lam_11
    cse137 = 6.1*lam_14
    cse138 = -cse136 + cse137
    cse139 = 6.1*lam_10
    cse140 = 6.1*lam_13
    cse141 = -cse139 + cse140
    cse142 = cse135*q_A_link2_31 + cse138*q_A_link2_21 + cse141*q_A_link2_11
    cse143 = cse127*q_A_link2_33 + cse128*cse29 + cse130*cse34 - cse135*q_A_link2_32 - cse138*q_A_link2_22 - cse141*q_A_link2_12
    cse144 = 0.01*h
    cse145 = cse71 - cse72
    cse146 = cse63 + cse68 + 1
    cse147 = 6.1*q_A_link2_13
    cse148 = 6.1*q_A_link2_23
    cse149 = 6.1*q_A_link2_33
    cse150 = -cse26 + cse31
    cse151 = cse150*q_A_link2_32
    cse152 = -cse28 + cse32
    cse153 = cse152*q_A_link2_22
    cse154 = -cse129 + cse33
    cse155 = cse154*q_A_link2_12
    cse156 = -cse151 - cse153 - cse155
    cse157 = -cse100*cse55 - cse100*cse56 - cse52*cse98 - cse53*cse98 - cse58*cse61 - cse59*cse61
    cse158 = 12.4*h
    cse159 = cse151*lam_16 + cse153*lam_16 + cse155*lam_16
    cse160 = -cse150*cse27 - cse152*cse29 - cse154*cse34
    cse161 = cse150*q_A_link2_31 + cse152*q_A_link2_21 + cse154*q_A_link2_11
    cse162 = 12.39*h
    cse163 = cse133 - cse134
    cse164 = cse136 - cse137
    cse165 = cse139 - cse140
    cse166 = cse163*q_A_link2_32 + cse164*q_A_link2_22 + cse165*q_A_link2_12
    cse167 = -cse163*q_A_link2_33 - cse164*q_A_link2_23 - cse165*q_A_link2_13
    cse168 = 6.1*q_A_link2_11
    cse169 = 6.1*q_A_link2_21
    cse170 = 6.1*q_A_link2_31
    cse171 = cse1*v_w_link3_x
    cse172 = cse171*v_w_link3_z
    cse173 = cse3*v_w_link3_y
    cse174 = cse172 + cse173
    cse175 = cse174*q_A_link3_21
    cse176 = cse171*v_w_link3_y
    cse177 = cse3*v_w_link3_z
    cse178 = cse176 - cse177
    cse179 = 3.7*lam_9
    cse180 = 3.7*lam_12
    cse181 = -cse179 + cse180
    cse182 = 3.7*lam_8
    cse183 = 3.7*lam_11
    cse184 = -cse182 + cse183 + lam_6
    cse185 = 3.7*lam_7
    cse186 = 3.7*lam_10
    cse187 = -cse185 + cse186
    cse188 = cse181*q_A_link3_31 + cse184*q_A_link3_21 + cse187*q_A_link3_11
    cse189 = -cse1*v_w_link3_y**2
    cse190 = -cse1*v_w_link3_z**2 + 1
    cse191 = cse189 + cse190
    cse192 = lam_5*q_A_link3_23
    cse193 = -cse181*q_A_link3_32 - cse184*q_A_link3_22 - cse187*q_A_link3_12 - cse192
    cse194 = cse1*v_w_link3_y*v_w_link3_z
    cse195 = cse3*v_w_link3_x
    cse196 = cse194 - cse195
    cse197 = cse196*q_A_link3_21
    cse198 = -cse1*v_w_link3_x**2
    cse199 = cse190 + cse198
    cse200 = cse176 + cse177
    cse201 = cse189 + cse198 + 1
    cse202 = cse201*q_A_link3_21
    cse203 = cse194 + cse195
    cse204 = cse172 - cse173
    cse205 = 3.7*q_A_link3_13
    cse206 = 3.7*q_A_link3_23
    cse207 = 3.7*q_A_link3_33
    cse208 = 4.54*h
    cse209 = lam_5*q_A_link3_22
    cse210 = 4.53*h
    cse211 = cse179 - cse180
    cse212 = cse182 - cse183 - lam_6
    cse213 = cse185 - cse186
    cse214 = cse211*q_A_link3_32 + cse212*q_A_link3_22 + cse213*q_A_link3_12
    cse215 = -cse211*q_A_link3_33 - cse212*q_A_link3_23 - cse213*q_A_link3_13
    cse216 = 3.7*q_A_link3_11
    cse217 = 3.7*q_A_link3_21
    cse218 = 3.7*q_A_link3_31
    cse219 = cse5*q_A_rotor_12
    cse220 = cse16*q_A_rotor_13
    cse221 = cse40*q_A_rotor_12
    cse222 = cse42*q_A_rotor_13
    cse223 = cse46*q_A_rotor_12
    cse224 = cse45*q_A_rotor_13
    cse225 = cse200*q_A_link3_23
    cse226 = cse204*q_A_link3_23
    cse227 = cse174*cse216
    cse228 = cse191*cse205
    cse229 = cse196*cse216
    cse230 = cse200*cse205
    cse231 = cse201*cse216
    cse232 = cse204*cse205
    cse233 = 3.7*cse175
    cse234 = cse191*cse206
    cse235 = 3.7*cse197
    cse236 = 3.7*cse225
    cse237 = cse201*cse217
    cse238 = 3.7*cse226
    cse239 = cse174*cse218
    cse240 = cse191*cse207
    cse241 = cse196*cse218
    cse242 = cse200*cse207
    cse243 = cse201*cse218
    cse244 = cse204*cse207
    cse245 = cse132*cse168
    cse246 = cse147*cse65
    cse247 = cse145*cse168
    cse248 = cse147*cse70
    cse249 = cse146*cse168
    cse250 = cse147*cse76
    cse251 = cse132*cse169
    cse252 = cse148*cse65
    cse253 = cse145*cse169
    cse254 = cse148*cse70
    cse255 = cse146*cse169
    cse256 = cse148*cse76
    cse257 = cse132*cse170
    cse258 = cse149*cse65
    cse259 = cse145*cse170
    cse260 = cse149*cse70
    cse261 = cse146*cse170
    cse262 = cse149*cse76
    out = np.zeros((36, 36))
    out[_index3_matrix_INDEX] = (
        2.0,  # [0, 0]
        -1,  # [0, 20]
        -1,  # [0, 31]
        2.0,  # [1, 1]
        -1,  # [1, 21]
        -1,  # [1, 32]
        2.0,  # [2, 2]
        -1,  # [2, 22]
        -1,  # [2, 33]
        cse0*(cse12*cse5 + cse16*cse22 + cse25*cse36) + 4.0,  # [3, 3]
        cse0*(cse12*cse40 + cse22*cse42 + cse36*cse43) - cse37*v_w_rotor_z,  # [3, 4]
        cse0*(cse12*cse46 + cse22*cse45 + cse36*cse47) + cse44,  # [3, 5]
        cse0*(cse51*cse62 + cse65*cse67),  # [3, 9]
        cse0*(cse62*cse69 + cse67*cse70),  # [3, 10]
        cse0*(cse62*cse73 + cse67*cse76),  # [3, 11]
        q_A_rotor_13,  # [3, 19]
        cse82,  # [3, 34]
        cse0*(cse16*cse96 + cse25*cse97 + cse5*cse84) + cse83*v_w_rotor_z,  # [4, 3]
        cse0*(cse40*cse84 + cse42*cse96 + cse43*cse97) + 2.0,  # [4, 4]
        cse0*(cse45*cse96 + cse46*cse84 + cse47*cse97) + cse83*v_w_rotor_x,  # [4, 5]
        cse0*(cse102*cse51 + cse105*cse65),  # [4, 9]
        cse0*(cse102*cse69 + cse105*cse70),  # [4, 10]
        cse0*(cse102*cse73 + cse105*cse76),  # [4, 11]
        -q_A_rotor_13,  # [4, 18]
        -2*q_A_rotor_13,  # [4, 31]
        -cse106,  # [4, 32]
        -cse107,  # [4, 33]
        cse108,  # [4, 34]
        cse109,  # [4, 35]
        cse0*(cse114*cse5 + cse115*cse16 + cse116*cse25) + cse44,  # [5, 3]
        cse0*(cse114*cse40 + cse115*cse42 + cse116*cse43) - cse37*v_w_rotor_x,  # [5, 4]
        cse0*(cse114*cse46 + cse115*cse45 + cse116*cse47),  # [5, 5]
        cse0*(cse120*cse51 + cse121*cse65),  # [5, 9]
        cse0*(cse120*cse69 + cse121*cse70),  # [5, 10]
        cse0*(cse120*cse73 + cse121*cse76),  # [5, 11]
        q_A_rotor_12,  # [5, 18]
        -q_A_rotor_11,  # [5, 19]
        2*q_A_rotor_12,  # [5, 31]
        cse122,  # [5, 32]
        cse123,  # [5, 33]
        cse124,  # [5, 34]
        cse125,  # [5, 35]
        1.0,  # [6, 6]
        1,  # [6, 28]
        1,  # [6, 31]
        1.0,  # [7, 7]
        1,  # [7, 29]
        1,  # [7, 32]
        1.0,  # [8, 8]
        1,  # [8, 30]
        1,  # [8, 33]
        cse0*(cse105*cse16 + cse121*cse5 + cse126*cse25),  # [9, 3]
        cse0*(cse105*cse42 + cse121*cse40 + cse126*cse43),  # [9, 4]
        cse0*(cse105*cse45 + cse121*cse46 + cse126*cse47),  # [9, 5]
        cse0*(cse131*cse132 + cse142*cse51 + cse143*cse65) + 12.4,  # [9, 9]
        cse0*(cse131*cse145 + cse142*cse69 + cse143*cse70) - cse144*v_w_link2_z,  # [9, 10]
        cse0*(cse131*cse146 + cse142*cse73 + cse143*cse76) - cse144*v_w_link2_y,  # [9, 11]
        -cse147,  # [9, 28]
        -cse148,  # [9, 29]
        -cse149,  # [9, 30]
        cse147,  # [9, 31]
        cse148,  # [9, 32]
        cse149,  # [9, 33]
        cse156,  # [9, 34]
        cse0*(cse102*cse16 + cse120*cse5 + cse157*cse25),  # [10, 3]
        cse0*(cse102*cse42 + cse120*cse40 + cse157*cse43),  # [10, 4]
        cse0*(cse102*cse45 + cse120*cse46 + cse157*cse47),  # [10, 5]
        cse0*(cse132*cse159 + cse160*cse51) + cse158*v_w_link2_z,  # [10, 9]
        cse0*(cse145*cse159 + cse160*cse69) + 0.01,  # [10, 10]
        cse0*(cse146*cse159 + cse160*cse73) + cse158*v_w_link2_x,  # [10, 11]
        cse161,  # [10, 34]
        cse0*(cse132*cse166 + cse167*cse51) - cse162*v_w_link2_y,  # [11, 9]
        cse0*(cse145*cse166 + cse167*cse69) - cse162*v_w_link2_x,  # [11, 10]
        cse0*(cse146*cse166 + cse167*cse73),  # [11, 11]
        cse168,  # [11, 28]
        cse169,  # [11, 29]
        cse170,  # [11, 30]
        -cse168,  # [11, 31]
        -cse169,  # [11, 32]
        -cse170,  # [11, 33]
        1.0,  # [12, 12]
        -1,  # [12, 25]
        -1,  # [12, 28]
        1.0,  # [13, 13]
        -1,  # [13, 26]
        -1,  # [13, 29]
        1.0,  # [14, 14]
        -1,  # [14, 27]
        -1,  # [14, 30]
        cse0*(cse175*lam_5 + cse178*cse188 + cse191*cse193) + 4.54,  # [15, 15]
        cse0*(cse188*cse199 + cse193*cse200 + cse197*lam_5) - cse144*v_w_link3_z,  # [15, 16]
        cse0*(cse188*cse203 + cse193*cse204 + cse202*lam_5) - cse144*v_w_link3_y,  # [15, 17]
        -q_A_link3_22,  # [15, 23]
        q_A_link3_23,  # [15, 24]
        -cse205,  # [15, 25]
        -cse206,  # [15, 26]
        -cse207,  # [15, 27]
        cse205,  # [15, 28]
        cse206,  # [15, 29]
        cse207,  # [15, 30]
        cse0*(cse174*cse209 - cse178*cse192) + cse208*v_w_link3_z,  # [16, 15]
        cse0*(-cse192*cse199 + cse196*cse209) + 0.01,  # [16, 16]
        cse0*(-cse192*cse203 + cse201*cse209) + cse208*v_w_link3_x,  # [16, 17]
        q_A_link3_21,  # [16, 23]
        cse0*(cse174*cse214 + cse178*cse215) - cse210*v_w_link3_y,  # [17, 15]
        cse0*(cse196*cse214 + cse199*cse215) - cse210*v_w_link3_x,  # [17, 16]
        cse0*(cse201*cse214 + cse203*cse215),  # [17, 17]
        -q_A_link3_21,  # [17, 24]
        cse216,  # [17, 25]
        cse217,  # [17, 26]
        cse218,  # [17, 27]
        -cse216,  # [17, 28]
        -cse217,  # [17, 29]
        -cse218,  # [17, 30]
        cse219 - cse220,  # [18, 3]
        cse221 - cse222,  # [18, 4]
        cse223 - cse224,  # [18, 5]
        cse25*q_A_rotor_13 - cse5*q_A_rotor_11,  # [19, 3]
        -cse40*q_A_rotor_11 + cse43*q_A_rotor_13,  # [19, 4]
        -cse46*q_A_rotor_11 + cse47*q_A_rotor_13,  # [19, 5]
        -1,  # [20, 0]
        -1,  # [21, 1]
        -1,  # [22, 2]
        cse178*q_A_link3_21 - cse191*q_A_link3_22,  # [23, 15]
        cse199*q_A_link3_21 - cse200*q_A_link3_22,  # [23, 16]
        cse203*q_A_link3_21 - cse204*q_A_link3_22,  # [23, 17]
        -cse175 + cse191*q_A_link3_23,  # [24, 15]
        -cse197 + cse225,  # [24, 16]
        -cse202 + cse226,  # [24, 17]
        -1,  # [25, 12]
        cse227 - cse228,  # [25, 15]
        cse229 - cse230,  # [25, 16]
        cse231 - cse232,  # [25, 17]
        -1,  # [26, 13]
        cse233 - cse234,  # [26, 15]
        cse235 - cse236,  # [26, 16]
        cse237 - cse238,  # [26, 17]
        -1,  # [27, 14]
        cse239 - cse240,  # [27, 15]
        cse241 - cse242,  # [27, 16]
        cse243 - cse244,  # [27, 17]
        1,  # [28, 6]
        cse245 - cse246,  # [28, 9]
        cse247 - cse248,  # [28, 10]
        cse249 - cse250,  # [28, 11]
        -1,  # [28, 12]
        -cse227 + cse228,  # [28, 15]
        -cse229 + cse230,  # [28, 16]
        -cse231 + cse232,  # [28, 17]
        1,  # [29, 7]
        cse251 - cse252,  # [29, 9]
        cse253 - cse254,  # [29, 10]
        cse255 - cse256,  # [29, 11]
        -1,  # [29, 13]
        -cse233 + cse234,  # [29, 15]
        -cse235 + cse236,  # [29, 16]
        -cse237 + cse238,  # [29, 17]
        1,  # [30, 8]
        cse257 - cse258,  # [30, 9]
        cse259 - cse260,  # [30, 10]
        cse261 - cse262,  # [30, 11]
        -1,  # [30, 14]
        -cse239 + cse240,  # [30, 15]
        -cse241 + cse242,  # [30, 16]
        -cse243 + cse244,  # [30, 17]
        -1,  # [31, 0]
        2*cse219 - 2*cse220,  # [31, 3]
        2*cse221 - 2*cse222,  # [31, 4]
        2*cse223 - 2*cse224,  # [31, 5]
        1,  # [31, 6]
        -cse245 + cse246,  # [31, 9]
        -cse247 + cse248,  # [31, 10]
        -cse249 + cse250,  # [31, 11]
        -1,  # [32, 1]
        -cse106*cse16 + cse122*cse5,  # [32, 3]
        -cse106*cse42 + cse122*cse40,  # [32, 4]
        -cse106*cse45 + cse122*cse46,  # [32, 5]
        1,  # [32, 7]
        -cse251 + cse252,  # [32, 9]
        -cse253 + cse254,  # [32, 10]
        -cse255 + cse256,  # [32, 11]
        -1,  # [33, 2]
        -cse107*cse16 + cse123*cse5,  # [33, 3]
        -cse107*cse42 + cse123*cse40,  # [33, 4]
        -cse107*cse45 + cse123*cse46,  # [33, 5]
        1,  # [33, 8]
        -cse257 + cse258,  # [33, 9]
        -cse259 + cse260,  # [33, 10]
        -cse261 + cse262,  # [33, 11]
        cse108*cse16 + cse124*cse5 + cse25*cse82,  # [34, 3]
        cse108*cse42 + cse124*cse40 + cse43*cse82,  # [34, 4]
        cse108*cse45 + cse124*cse46 + cse47*cse82,  # [34, 5]
        cse156*cse65 + cse161*cse51,  # [34, 9]
        cse156*cse70 + cse161*cse69,  # [34, 10]
        cse156*cse76 + cse161*cse73,  # [34, 11]
        cse109*cse16 + cse125*cse5,  # [35, 3]
        cse109*cse42 + cse125*cse40,  # [35, 4]
        cse109*cse45 + cse125*cse46,  # [35, 5]
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
        ndarray of shape (30, 18), 165 nonzero.
    """
    # 513 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        q_r_link2_x, q_r_link2_y, q_r_link2_z, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_A_link3_11,
        q_A_link3_12, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, q_A_link3_32, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    cse0 = q_A_rotor_11**2 + q_A_rotor_21**2 + q_A_rotor_31**2
    cse1 = q_A_rotor_11*q_A_rotor_12 + q_A_rotor_21*q_A_rotor_22 + q_A_rotor_31*q_A_rotor_32
    cse2 = q_A_rotor_11*q_A_rotor_13 + q_A_rotor_21*q_A_rotor_23 + q_A_rotor_31*q_A_rotor_33
    cse3 = q_A_rotor_12**2 + q_A_rotor_22**2 + q_A_rotor_32**2
    cse4 = q_A_rotor_12*q_A_rotor_13 + q_A_rotor_22*q_A_rotor_23 + q_A_rotor_32*q_A_rotor_33
    cse5 = q_A_rotor_13**2 + q_A_rotor_23**2 + q_A_rotor_33**2
    cse6 = 3.7*q_A_link3_32
    cse7 = cse6*q_A_link3_21
    cse8 = 3.7*q_A_link3_22
    cse9 = cse8*q_A_link3_31
    cse10 = cse7 - cse9
    cse11 = 3.7*q_A_link3_12
    cse12 = cse11*q_A_link3_31
    cse13 = cse6*q_A_link3_11
    cse14 = cse12 - cse13
    cse15 = cse8*q_A_link3_11
    cse16 = cse11*q_A_link3_21
    cse17 = cse15 - cse16
    cse18 = cse6*q_A_link3_23
    cse19 = cse8*q_A_link3_33
    cse20 = cse18 - cse19
    cse21 = cse11*q_A_link3_33
    cse22 = cse6*q_A_link3_13
    cse23 = cse21 - cse22
    cse24 = cse8*q_A_link3_13
    cse25 = cse11*q_A_link3_23
    cse26 = cse24 - cse25
    cse27 = q_A_link3_11**2 + q_A_link3_21**2 + q_A_link3_31**2
    cse28 = q_A_link3_11*q_A_link3_12 + q_A_link3_21*q_A_link3_22 + q_A_link3_31*q_A_link3_32
    cse29 = q_A_link3_11*q_A_link3_13 + q_A_link3_21*q_A_link3_23 + q_A_link3_31*q_A_link3_33
    cse30 = q_A_link3_12**2 + q_A_link3_22**2 + q_A_link3_32**2
    cse31 = q_A_link3_12*q_A_link3_13 + q_A_link3_22*q_A_link3_23 + q_A_link3_32*q_A_link3_33
    cse32 = q_A_link3_13**2 + q_A_link3_23**2 + q_A_link3_33**2
    cse33 = -q_r_link2_y
    cse34 = cse33 - cse8 + q_r_link3_y
    cse35 = -q_r_link2_z
    cse36 = cse35 - cse6 + q_r_link3_z
    cse37 = cse34*q_A_link2_31 - cse36*q_A_link2_21
    cse38 = -q_r_link2_x
    cse39 = -cse11 + cse38 + q_r_link3_x
    cse40 = cse36*q_A_link2_11 - cse39*q_A_link2_31
    cse41 = -cse34*q_A_link2_11 + cse39*q_A_link2_21
    cse42 = cse36*q_A_link2_12 - cse39*q_A_link2_32
    cse43 = cse34*q_A_link2_32 - cse36*q_A_link2_22
    cse44 = -cse34*q_A_link2_12 + cse39*q_A_link2_22
    cse45 = cse34*q_A_link2_33 - cse36*q_A_link2_23
    cse46 = cse36*q_A_link2_13 - cse39*q_A_link2_33
    cse47 = -cse34*q_A_link2_13 + cse39*q_A_link2_23
    cse48 = -cse7 + cse9
    cse49 = -cse12 + cse13
    cse50 = -cse15 + cse16
    cse51 = -cse18 + cse19
    cse52 = -cse21 + cse22
    cse53 = -cse24 + cse25
    cse54 = 2*q_A_rotor_21
    cse55 = 2*q_A_rotor_31
    cse56 = cse54*q_A_rotor_32 - cse55*q_A_rotor_22
    cse57 = 2*q_A_rotor_11
    cse58 = -cse54*q_A_rotor_12 + cse57*q_A_rotor_22
    cse59 = cse55*q_A_rotor_12 - cse57*q_A_rotor_32
    cse60 = cse54*q_A_rotor_33 - cse55*q_A_rotor_23
    cse61 = -cse54*q_A_rotor_13 + cse57*q_A_rotor_23
    cse62 = cse55*q_A_rotor_13 - cse57*q_A_rotor_33
    cse63 = -q_A_rotor_11
    cse64 = -q_A_rotor_21
    cse65 = -q_A_rotor_31
    cse66 = cse33 - cse54 + q_r_rotor_y
    cse67 = cse35 - cse55 + q_r_rotor_z
    cse68 = cse66*q_A_link2_31 - cse67*q_A_link2_21
    cse69 = cse38 - cse57 + q_r_rotor_x
    cse70 = -cse66*q_A_link2_11 + cse69*q_A_link2_21
    cse71 = cse67*q_A_link2_11 - cse69*q_A_link2_31
    cse72 = cse66*q_A_link2_32 - cse67*q_A_link2_22
    cse73 = -cse66*q_A_link2_12 + cse69*q_A_link2_22
    cse74 = cse67*q_A_link2_12 - cse69*q_A_link2_32
    cse75 = cse66*q_A_link2_33 - cse67*q_A_link2_23
    cse76 = -cse66*q_A_link2_13 + cse69*q_A_link2_23
    cse77 = cse67*q_A_link2_13 - cse69*q_A_link2_33
    cse78 = -q_A_rotor_12
    cse79 = -q_A_rotor_22
    cse80 = -q_A_rotor_32
    cse81 = -q_A_rotor_13
    cse82 = -q_A_rotor_23
    cse83 = -q_A_rotor_33
    out = np.zeros((30, 18))
    out[_B_INDEX] = (
        q_A_rotor_11,  # [0, 0]
        q_A_rotor_21,  # [0, 1]
        q_A_rotor_31,  # [0, 2]
        q_A_rotor_12,  # [1, 0]
        q_A_rotor_22,  # [1, 1]
        q_A_rotor_32,  # [1, 2]
        q_A_rotor_13,  # [2, 0]
        q_A_rotor_23,  # [2, 1]
        q_A_rotor_33,  # [2, 2]
        cse0,  # [3, 3]
        cse1,  # [3, 4]
        cse2,  # [3, 5]
        cse1,  # [4, 3]
        cse3,  # [4, 4]
        cse4,  # [4, 5]
        cse2,  # [5, 3]
        cse4,  # [5, 4]
        cse5,  # [5, 5]
        q_A_link3_11,  # [6, 12]
        q_A_link3_21,  # [6, 13]
        q_A_link3_31,  # [6, 14]
        cse10*q_A_link3_11 + cse14*q_A_link3_21 + cse17*q_A_link3_31,  # [6, 15]
        cse20*q_A_link3_11 + cse23*q_A_link3_21 + cse26*q_A_link3_31,  # [6, 17]
        q_A_link3_12,  # [7, 12]
        q_A_link3_22,  # [7, 13]
        q_A_link3_32,  # [7, 14]
        cse10*q_A_link3_12 + cse14*q_A_link3_22 + cse17*q_A_link3_32,  # [7, 15]
        cse20*q_A_link3_12 + cse23*q_A_link3_22 + cse26*q_A_link3_32,  # [7, 17]
        q_A_link3_13,  # [8, 12]
        q_A_link3_23,  # [8, 13]
        q_A_link3_33,  # [8, 14]
        cse10*q_A_link3_13 + cse14*q_A_link3_23 + cse17*q_A_link3_33,  # [8, 15]
        cse20*q_A_link3_13 + cse23*q_A_link3_23 + cse26*q_A_link3_33,  # [8, 17]
        cse27,  # [9, 15]
        cse28,  # [9, 16]
        cse29,  # [9, 17]
        cse28,  # [10, 15]
        cse30,  # [10, 16]
        cse31,  # [10, 17]
        cse29,  # [11, 15]
        cse31,  # [11, 16]
        cse32,  # [11, 17]
        -q_A_link3_11,  # [12, 6]
        -q_A_link3_21,  # [12, 7]
        -q_A_link3_31,  # [12, 8]
        cse37*q_A_link3_11 + cse40*q_A_link3_21 + cse41*q_A_link3_31,  # [12, 9]
        cse42*q_A_link3_21 + cse43*q_A_link3_11 + cse44*q_A_link3_31,  # [12, 10]
        cse45*q_A_link3_11 + cse46*q_A_link3_21 + cse47*q_A_link3_31,  # [12, 11]
        q_A_link3_11,  # [12, 12]
        q_A_link3_21,  # [12, 13]
        q_A_link3_31,  # [12, 14]
        cse48*q_A_link3_11 + cse49*q_A_link3_21 + cse50*q_A_link3_31,  # [12, 15]
        cse51*q_A_link3_11 + cse52*q_A_link3_21 + cse53*q_A_link3_31,  # [12, 17]
        -q_A_link3_12,  # [13, 6]
        -q_A_link3_22,  # [13, 7]
        -q_A_link3_32,  # [13, 8]
        cse37*q_A_link3_12 + cse40*q_A_link3_22 + cse41*q_A_link3_32,  # [13, 9]
        cse42*q_A_link3_22 + cse43*q_A_link3_12 + cse44*q_A_link3_32,  # [13, 10]
        cse45*q_A_link3_12 + cse46*q_A_link3_22 + cse47*q_A_link3_32,  # [13, 11]
        q_A_link3_12,  # [13, 12]
        q_A_link3_22,  # [13, 13]
        q_A_link3_32,  # [13, 14]
        cse48*q_A_link3_12 + cse49*q_A_link3_22 + cse50*q_A_link3_32,  # [13, 15]
        cse51*q_A_link3_12 + cse52*q_A_link3_22 + cse53*q_A_link3_32,  # [13, 17]
        -q_A_link3_13,  # [14, 6]
        -q_A_link3_23,  # [14, 7]
        -q_A_link3_33,  # [14, 8]
        cse37*q_A_link3_13 + cse40*q_A_link3_23 + cse41*q_A_link3_33,  # [14, 9]
        cse42*q_A_link3_23 + cse43*q_A_link3_13 + cse44*q_A_link3_33,  # [14, 10]
        cse45*q_A_link3_13 + cse46*q_A_link3_23 + cse47*q_A_link3_33,  # [14, 11]
        q_A_link3_13,  # [14, 12]
        q_A_link3_23,  # [14, 13]
        q_A_link3_33,  # [14, 14]
        cse48*q_A_link3_13 + cse49*q_A_link3_23 + cse50*q_A_link3_33,  # [14, 15]
        cse51*q_A_link3_13 + cse52*q_A_link3_23 + cse53*q_A_link3_33,  # [14, 17]
        -q_A_link2_11*q_A_link3_11 - q_A_link2_21*q_A_link3_21 - q_A_link2_31*q_A_link3_31,  # [15, 9]
        -q_A_link2_12*q_A_link3_11 - q_A_link2_22*q_A_link3_21 - q_A_link2_32*q_A_link3_31,  # [15, 10]
        -q_A_link2_13*q_A_link3_11 - q_A_link2_23*q_A_link3_21 - q_A_link2_33*q_A_link3_31,  # [15, 11]
        cse27,  # [15, 15]
        cse28,  # [15, 16]
        cse29,  # [15, 17]
        -q_A_link2_11*q_A_link3_12 - q_A_link2_21*q_A_link3_22 - q_A_link2_31*q_A_link3_32,  # [16, 9]
        -q_A_link2_12*q_A_link3_12 - q_A_link2_22*q_A_link3_22 - q_A_link2_32*q_A_link3_32,  # [16, 10]
        -q_A_link2_13*q_A_link3_12 - q_A_link2_23*q_A_link3_22 - q_A_link2_33*q_A_link3_32,  # [16, 11]
        cse28,  # [16, 15]
        cse30,  # [16, 16]
        cse31,  # [16, 17]
        -q_A_link2_11*q_A_link3_13 - q_A_link2_21*q_A_link3_23 - q_A_link2_31*q_A_link3_33,  # [17, 9]
        -q_A_link2_12*q_A_link3_13 - q_A_link2_22*q_A_link3_23 - q_A_link2_32*q_A_link3_33,  # [17, 10]
        -q_A_link2_13*q_A_link3_13 - q_A_link2_23*q_A_link3_23 - q_A_link2_33*q_A_link3_33,  # [17, 11]
        cse29,  # [17, 15]
        cse31,  # [17, 16]
        cse32,  # [17, 17]
        q_A_rotor_11,  # [18, 0]
        q_A_rotor_21,  # [18, 1]
        q_A_rotor_31,  # [18, 2]
        cse56*q_A_rotor_11 + cse58*q_A_rotor_31 + cse59*q_A_rotor_21,  # [18, 4]
        cse60*q_A_rotor_11 + cse61*q_A_rotor_31 + cse62*q_A_rotor_21,  # [18, 5]
        cse63,  # [18, 6]
        cse64,  # [18, 7]
        cse65,  # [18, 8]
        cse68*q_A_rotor_11 + cse70*q_A_rotor_31 + cse71*q_A_rotor_21,  # [18, 9]
        cse72*q_A_rotor_11 + cse73*q_A_rotor_31 + cse74*q_A_rotor_21,  # [18, 10]
        cse75*q_A_rotor_11 + cse76*q_A_rotor_31 + cse77*q_A_rotor_21,  # [18, 11]
        q_A_rotor_12,  # [19, 0]
        q_A_rotor_22,  # [19, 1]
        q_A_rotor_32,  # [19, 2]
        cse56*q_A_rotor_12 + cse58*q_A_rotor_32 + cse59*q_A_rotor_22,  # [19, 4]
        cse60*q_A_rotor_12 + cse61*q_A_rotor_32 + cse62*q_A_rotor_22,  # [19, 5]
        cse78,  # [19, 6]
        cse79,  # [19, 7]
        cse80,  # [19, 8]
        cse68*q_A_rotor_12 + cse70*q_A_rotor_32 + cse71*q_A_rotor_22,  # [19, 9]
        cse72*q_A_rotor_12 + cse73*q_A_rotor_32 + cse74*q_A_rotor_22,  # [19, 10]
        cse75*q_A_rotor_12 + cse76*q_A_rotor_32 + cse77*q_A_rotor_22,  # [19, 11]
        q_A_rotor_13,  # [20, 0]
        q_A_rotor_23,  # [20, 1]
        q_A_rotor_33,  # [20, 2]
        cse56*q_A_rotor_13 + cse58*q_A_rotor_33 + cse59*q_A_rotor_23,  # [20, 4]
        cse60*q_A_rotor_13 + cse61*q_A_rotor_33 + cse62*q_A_rotor_23,  # [20, 5]
        cse81,  # [20, 6]
        cse82,  # [20, 7]
        cse83,  # [20, 8]
        cse68*q_A_rotor_13 + cse70*q_A_rotor_33 + cse71*q_A_rotor_23,  # [20, 9]
        cse72*q_A_rotor_13 + cse73*q_A_rotor_33 + cse74*q_A_rotor_23,  # [20, 10]
        cse75*q_A_rotor_13 + cse76*q_A_rotor_33 + cse77*q_A_rotor_23,  # [20, 11]
        cse0,  # [21, 3]
        cse1,  # [21, 4]
        cse2,  # [21, 5]
        -q_A_link2_11*q_A_rotor_11 - q_A_link2_21*q_A_rotor_21 - q_A_link2_31*q_A_rotor_31,  # [21, 9]
        -q_A_link2_12*q_A_rotor_11 - q_A_link2_22*q_A_rotor_21 - q_A_link2_32*q_A_rotor_31,  # [21, 10]
        -q_A_link2_13*q_A_rotor_11 - q_A_link2_23*q_A_rotor_21 - q_A_link2_33*q_A_rotor_31,  # [21, 11]
        cse1,  # [22, 3]
        cse3,  # [22, 4]
        cse4,  # [22, 5]
        -q_A_link2_11*q_A_rotor_12 - q_A_link2_21*q_A_rotor_22 - q_A_link2_31*q_A_rotor_32,  # [22, 9]
        -q_A_link2_12*q_A_rotor_12 - q_A_link2_22*q_A_rotor_22 - q_A_link2_32*q_A_rotor_32,  # [22, 10]
        -q_A_link2_13*q_A_rotor_12 - q_A_link2_23*q_A_rotor_22 - q_A_link2_33*q_A_rotor_32,  # [22, 11]
        cse2,  # [23, 3]
        cse4,  # [23, 4]
        cse5,  # [23, 5]
        -q_A_link2_11*q_A_rotor_13 - q_A_link2_21*q_A_rotor_23 - q_A_link2_31*q_A_rotor_33,  # [23, 9]
        -q_A_link2_12*q_A_rotor_13 - q_A_link2_22*q_A_rotor_23 - q_A_link2_32*q_A_rotor_33,  # [23, 10]
        -q_A_link2_13*q_A_rotor_13 - q_A_link2_23*q_A_rotor_23 - q_A_link2_33*q_A_rotor_33,  # [23, 11]
        -1,  # [24, 0]
        q_A_rotor_21*q_r_rotor_z - q_A_rotor_31*q_r_rotor_y,  # [24, 3]
        q_A_rotor_22*q_r_rotor_z - q_A_rotor_32*q_r_rotor_y,  # [24, 4]
        q_A_rotor_23*q_r_rotor_z - q_A_rotor_33*q_r_rotor_y,  # [24, 5]
        -1,  # [25, 1]
        -q_A_rotor_11*q_r_rotor_z + q_A_rotor_31*q_r_rotor_x,  # [25, 3]
        -q_A_rotor_12*q_r_rotor_z + q_A_rotor_32*q_r_rotor_x,  # [25, 4]
        -q_A_rotor_13*q_r_rotor_z + q_A_rotor_33*q_r_rotor_x,  # [25, 5]
        -1,  # [26, 2]
        q_A_rotor_11*q_r_rotor_y - q_A_rotor_21*q_r_rotor_x,  # [26, 3]
        q_A_rotor_12*q_r_rotor_y - q_A_rotor_22*q_r_rotor_x,  # [26, 4]
        q_A_rotor_13*q_r_rotor_y - q_A_rotor_23*q_r_rotor_x,  # [26, 5]
        cse63,  # [27, 3]
        cse78,  # [27, 4]
        cse81,  # [27, 5]
        cse64,  # [28, 3]
        cse79,  # [28, 4]
        cse82,  # [28, 5]
        cse65,  # [29, 3]
        cse80,  # [29, 4]
        cse83,  # [29, 5]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
    columns, written by rows), global frame.

    Args:
        q: position coordinates (36).
        p: parameters (0).

    Returns:
        ndarray of shape (5, 12), 51 nonzero.
    """
    # 15 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_A_link3_11,
        q_A_link3_12, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, q_A_link3_32, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    cse0 = 3.7*q_A_link3_12
    cse1 = 3.7*q_A_link3_22
    cse2 = 3.7*q_A_link3_32
    out = np.zeros((5, 12))
    out[_reaction_frames_INDEX] = (
        q_r_rotor_x,  # [0, 0]
        q_r_rotor_y,  # [0, 1]
        q_r_rotor_z,  # [0, 2]
        q_A_rotor_11,  # [0, 3]
        q_A_rotor_12,  # [0, 4]
        q_A_rotor_13,  # [0, 5]
        q_A_rotor_21,  # [0, 6]
        q_A_rotor_22,  # [0, 7]
        q_A_rotor_23,  # [0, 8]
        q_A_rotor_31,  # [0, 9]
        q_A_rotor_32,  # [0, 10]
        q_A_rotor_33,  # [0, 11]
        cse0 + q_r_link3_x,  # [1, 0]
        cse1 + q_r_link3_y,  # [1, 1]
        cse2 + q_r_link3_z,  # [1, 2]
        q_A_link3_11,  # [1, 3]
        q_A_link3_12,  # [1, 4]
        q_A_link3_13,  # [1, 5]
        q_A_link3_21,  # [1, 6]
        q_A_link3_22,  # [1, 7]
        q_A_link3_23,  # [1, 8]
        q_A_link3_31,  # [1, 9]
        q_A_link3_32,  # [1, 10]
        q_A_link3_33,  # [1, 11]
        -cse0 + q_r_link3_x,  # [2, 0]
        -cse1 + q_r_link3_y,  # [2, 1]
        -cse2 + q_r_link3_z,  # [2, 2]
        q_A_link3_11,  # [2, 3]
        q_A_link3_12,  # [2, 4]
        q_A_link3_13,  # [2, 5]
        q_A_link3_21,  # [2, 6]
        q_A_link3_22,  # [2, 7]
        q_A_link3_23,  # [2, 8]
        q_A_link3_31,  # [2, 9]
        q_A_link3_32,  # [2, 10]
        q_A_link3_33,  # [2, 11]
        -2*q_A_rotor_11 + q_r_rotor_x,  # [3, 0]
        -2*q_A_rotor_21 + q_r_rotor_y,  # [3, 1]
        -2*q_A_rotor_31 + q_r_rotor_z,  # [3, 2]
        q_A_rotor_11,  # [3, 3]
        q_A_rotor_12,  # [3, 4]
        q_A_rotor_13,  # [3, 5]
        q_A_rotor_21,  # [3, 6]
        q_A_rotor_22,  # [3, 7]
        q_A_rotor_23,  # [3, 8]
        q_A_rotor_31,  # [3, 9]
        q_A_rotor_32,  # [3, 10]
        q_A_rotor_33,  # [3, 11]
        1,  # [4, 3]
        1,  # [4, 7]
        1,  # [4, 11]
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
    # 389 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        q_r_link2_x, q_r_link2_y, q_r_link2_z, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_A_link3_11,
        q_A_link3_12, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, q_A_link3_32, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
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

    cse0 = -v_w_rotor_y**2
    cse1 = -v_w_rotor_z**2
    cse2 = cse0 + cse1
    cse3 = v_w_rotor_x*v_w_rotor_y
    cse4 = a_5 + cse3
    cse5 = v_w_rotor_x*v_w_rotor_z
    cse6 = -a_4 + cse5
    cse7 = (1/2)*h**2
    cse8 = cse7*(cse2*q_A_rotor_11 + cse4*q_A_rotor_12 + cse6*q_A_rotor_13) + h*(q_A_rotor_12*v_w_rotor_z - q_A_rotor_13*v_w_rotor_y) + q_A_rotor_11
    cse9 = -a_5 + cse3
    cse10 = -v_w_rotor_x**2
    cse11 = cse1 + cse10
    cse12 = v_w_rotor_y*v_w_rotor_z
    cse13 = a_3 + cse12
    cse14 = cse7*(cse11*q_A_rotor_12 + cse13*q_A_rotor_13 + cse9*q_A_rotor_11) + h*(-q_A_rotor_11*v_w_rotor_z + q_A_rotor_13*v_w_rotor_x) + q_A_rotor_12
    cse15 = -a_0*cse7 - h*v_rd_rotor_x - q_r_rotor_x
    cse16 = -a_1*cse7 - h*v_rd_rotor_y - q_r_rotor_y
    cse17 = -a_2*cse7 - h*v_rd_rotor_z - q_r_rotor_z
    cse18 = v_w_link3_y*v_w_link3_z
    cse19 = -v_w_link3_x**2
    cse20 = -a_17 + v_w_link3_x*v_w_link3_y
    cse21 = cse19 - v_w_link3_z**2
    cse22 = a_15 + cse18
    cse23 = cse7*(cse20*q_A_link3_21 + cse21*q_A_link3_22 + cse22*q_A_link3_23) + h*(-q_A_link3_21*v_w_link3_z + q_A_link3_23*v_w_link3_x) + q_A_link3_22
    cse24 = -a_12*cse7 - h*v_rd_link3_x - q_r_link3_x
    cse25 = 3.7*cse7*(cse20*q_A_link3_11 + cse21*q_A_link3_12 + cse22*q_A_link3_13) + 3.7*h*(-q_A_link3_11*v_w_link3_z + q_A_link3_13*v_w_link3_x) + 3.7*q_A_link3_12
    cse26 = -a_13*cse7 - h*v_rd_link3_y - q_r_link3_y
    cse27 = 3.7*cse23
    cse28 = -a_14*cse7 - h*v_rd_link3_z - q_r_link3_z
    cse29 = 3.7*cse7*(cse20*q_A_link3_31 + cse21*q_A_link3_32 + cse22*q_A_link3_33) + 3.7*h*(-q_A_link3_31*v_w_link3_z + q_A_link3_33*v_w_link3_x) + 3.7*q_A_link3_32
    cse30 = -a_11 + v_w_link2_x*v_w_link2_y
    cse31 = v_w_link2_y*v_w_link2_z
    cse32 = a_9 + cse31
    cse33 = -v_w_link2_x**2
    cse34 = cse33 - v_w_link2_z**2
    cse35 = 6.1*cse7*(cse30*q_A_link2_11 + cse32*q_A_link2_13 + cse34*q_A_link2_12) + 6.1*h*(-q_A_link2_11*v_w_link2_z + q_A_link2_13*v_w_link2_x) + 6.1*q_A_link2_12
    cse36 = a_6*cse7 + h*v_rd_link2_x + q_r_link2_x
    cse37 = 6.1*cse7*(cse30*q_A_link2_21 + cse32*q_A_link2_23 + cse34*q_A_link2_22) + 6.1*h*(-q_A_link2_21*v_w_link2_z + q_A_link2_23*v_w_link2_x) + 6.1*q_A_link2_22
    cse38 = a_7*cse7 + h*v_rd_link2_y + q_r_link2_y
    cse39 = 6.1*cse7*(cse30*q_A_link2_31 + cse32*q_A_link2_33 + cse34*q_A_link2_32) + 6.1*h*(-q_A_link2_31*v_w_link2_z + q_A_link2_33*v_w_link2_x) + 6.1*q_A_link2_32
    cse40 = a_8*cse7 + h*v_rd_link2_z + q_r_link2_z
    cse41 = cse7*(cse2*q_A_rotor_21 + cse4*q_A_rotor_22 + cse6*q_A_rotor_23) + h*(q_A_rotor_22*v_w_rotor_z - q_A_rotor_23*v_w_rotor_y) + q_A_rotor_21
    cse42 = cse7*(cse2*q_A_rotor_31 + cse4*q_A_rotor_32 + cse6*q_A_rotor_33) + h*(q_A_rotor_32*v_w_rotor_z - q_A_rotor_33*v_w_rotor_y) + q_A_rotor_31
    cse43 = a_10 + v_w_link2_x*v_w_link2_z
    cse44 = -a_9 + cse31
    cse45 = cse33 - v_w_link2_y**2
    cse46 = a_4 + cse5
    cse47 = -a_3 + cse12
    cse48 = cse0 + cse10
    cse49 = math.pi*(h + t)
    return np.array([
        cse8,  # [0]
        cse14,  # [1]
        cse15,  # [2]
        cse16,  # [3]
        cse17,  # [4]
        cse7*(q_A_link3_21*(a_16 + v_w_link3_x*v_w_link3_z) + q_A_link3_22*(-a_15 + cse18) + q_A_link3_23*(cse19 - v_w_link3_y**2)) + h*(q_A_link3_21*v_w_link3_y - q_A_link3_22*v_w_link3_x) + q_A_link3_23,  # [5]
        cse23,  # [6]
        cse24 - cse25 - 4,  # [7]
        cse26 - cse27 - 8.5,  # [8]
        cse28 - cse29,  # [9]
        cse24 + cse25 - cse35 + cse36,  # [10]
        cse26 + cse27 - cse37 + cse38,  # [11]
        cse28 + cse29 - cse39 + cse40,  # [12]
        cse15 + cse35 + cse36 + 2*cse8,  # [13]
        cse16 + cse37 + cse38 + 2*cse41,  # [14]
        cse17 + cse39 + cse40 + 2*cse42,  # [15]
        (cse7*(cse43*q_A_link2_11 + cse44*q_A_link2_12 + cse45*q_A_link2_13) + h*(q_A_link2_11*v_w_link2_y - q_A_link2_12*v_w_link2_x) + q_A_link2_13)*(-0.6617538733301699*cse14 + 0.7497211555855399*cse7*(cse46*q_A_rotor_11 + cse47*q_A_rotor_12 + cse48*q_A_rotor_13) + 0.7497211555855399*h*(q_A_rotor_11*v_w_rotor_y - q_A_rotor_12*v_w_rotor_x) + 0.7497211555855399*q_A_rotor_13) + (cse7*(cse43*q_A_link2_21 + cse44*q_A_link2_22 + cse45*q_A_link2_23) + h*(q_A_link2_21*v_w_link2_y - q_A_link2_22*v_w_link2_x) + q_A_link2_23)*(-0.6617538733301699*cse7*(cse11*q_A_rotor_22 + cse13*q_A_rotor_23 + cse9*q_A_rotor_21) + 0.7497211555855399*cse7*(cse46*q_A_rotor_21 + cse47*q_A_rotor_22 + cse48*q_A_rotor_23) + 0.7497211555855399*h*(q_A_rotor_21*v_w_rotor_y - q_A_rotor_22*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_21*v_w_rotor_z + q_A_rotor_23*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23) + (cse7*(cse43*q_A_link2_31 + cse44*q_A_link2_32 + cse45*q_A_link2_33) + h*(q_A_link2_31*v_w_link2_y - q_A_link2_32*v_w_link2_x) + q_A_link2_33)*(-0.6617538733301699*cse7*(cse11*q_A_rotor_32 + cse13*q_A_rotor_33 + cse9*q_A_rotor_31) + 0.7497211555855399*cse7*(cse46*q_A_rotor_31 + cse47*q_A_rotor_32 + cse48*q_A_rotor_33) + 0.7497211555855399*h*(q_A_rotor_31*v_w_rotor_y - q_A_rotor_32*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_31*v_w_rotor_z + q_A_rotor_33*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33),  # [16]
        cse41*math.cos(cse49) + cse42*math.sin(cse49),  # [17]
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
        ndarray of shape (18, 18), 63 nonzero.
    """
    # 258 operations after common subexpression elimination
    (
        _, _, _, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        _, _, _, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        _, _, _, q_A_link3_11,
        _, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, _, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        _, _, _, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, _, _,
        _, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        _, _, _, _,
        _, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, a_3,
        a_4, a_5, _, _,
        _, a_9, a_10, _,
        _, _, _, _,
        _, _,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    t = float(t)

    h = float(h)

    cse0 = h**2
    cse1 = cse0*q_A_rotor_13
    cse2 = (1/2)*cse1
    cse3 = cse0*q_A_rotor_12
    cse4 = (1/2)*cse0
    cse5 = -cse4
    cse6 = cse4*q_A_link3_21
    cse7 = 1.85*cse0
    cse8 = cse7*q_A_link3_13
    cse9 = cse7*q_A_link3_11
    cse10 = cse7*q_A_link3_23
    cse11 = cse7*q_A_link3_21
    cse12 = cse7*q_A_link3_33
    cse13 = cse7*q_A_link3_31
    cse14 = 3.05*cse0
    cse15 = cse14*q_A_link2_13
    cse16 = cse14*q_A_link2_11
    cse17 = cse14*q_A_link2_23
    cse18 = cse14*q_A_link2_21
    cse19 = cse14*q_A_link2_33
    cse20 = cse14*q_A_link2_31
    cse21 = cse0*q_A_rotor_23
    cse22 = cse0*q_A_rotor_22
    cse23 = cse0*q_A_rotor_33
    cse24 = cse0*q_A_rotor_32
    cse25 = a_10 + v_w_link2_x*v_w_link2_z
    cse26 = -a_9 + v_w_link2_y*v_w_link2_z
    cse27 = -v_w_link2_x**2 - v_w_link2_y**2
    cse28 = cse4*(cse25*q_A_link2_31 + cse26*q_A_link2_32 + cse27*q_A_link2_33) + h*(q_A_link2_31*v_w_link2_y - q_A_link2_32*v_w_link2_x) + q_A_link2_33
    cse29 = cse4*(cse25*q_A_link2_21 + cse26*q_A_link2_22 + cse27*q_A_link2_23) + h*(q_A_link2_21*v_w_link2_y - q_A_link2_22*v_w_link2_x) + q_A_link2_23
    cse30 = cse4*(cse25*q_A_link2_11 + cse26*q_A_link2_12 + cse27*q_A_link2_13) + h*(q_A_link2_11*v_w_link2_y - q_A_link2_12*v_w_link2_x) + q_A_link2_13
    cse31 = 0.37486057779276993*cse0
    cse32 = cse28*q_A_rotor_31
    cse33 = cse29*q_A_rotor_21
    cse34 = cse30*q_A_rotor_11
    cse35 = 0.33087693666508494*cse0
    cse36 = -a_5 + v_w_rotor_x*v_w_rotor_y
    cse37 = -v_w_rotor_x**2
    cse38 = cse37 - v_w_rotor_z**2
    cse39 = v_w_rotor_y*v_w_rotor_z
    cse40 = a_3 + cse39
    cse41 = a_4 + v_w_rotor_x*v_w_rotor_z
    cse42 = -a_3 + cse39
    cse43 = cse37 - v_w_rotor_y**2
    cse44 = cse4*(-0.6617538733301699*cse4*(cse36*q_A_rotor_31 + cse38*q_A_rotor_32 + cse40*q_A_rotor_33) + 0.7497211555855399*cse4*(cse41*q_A_rotor_31 + cse42*q_A_rotor_32 + cse43*q_A_rotor_33) + 0.7497211555855399*h*(q_A_rotor_31*v_w_rotor_y - q_A_rotor_32*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_31*v_w_rotor_z + q_A_rotor_33*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33)
    cse45 = cse4*(-0.6617538733301699*cse4*(cse36*q_A_rotor_21 + cse38*q_A_rotor_22 + cse40*q_A_rotor_23) + 0.7497211555855399*cse4*(cse41*q_A_rotor_21 + cse42*q_A_rotor_22 + cse43*q_A_rotor_23) + 0.7497211555855399*h*(q_A_rotor_21*v_w_rotor_y - q_A_rotor_22*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_21*v_w_rotor_z + q_A_rotor_23*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23)
    cse46 = cse4*(-0.6617538733301699*cse4*(cse36*q_A_rotor_11 + cse38*q_A_rotor_12 + cse40*q_A_rotor_13) + 0.7497211555855399*cse4*(cse41*q_A_rotor_11 + cse42*q_A_rotor_12 + cse43*q_A_rotor_13) + 0.7497211555855399*h*(q_A_rotor_11*v_w_rotor_y - q_A_rotor_12*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_11*v_w_rotor_z + q_A_rotor_13*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13)
    cse47 = math.pi*(h + t)
    cse48 = math.sin(cse47)
    cse49 = cse4*math.cos(cse47)
    out = np.zeros((18, 18))
    out[_taylor_matrix_INDEX] = (
        -cse2,  # [0, 4]
        (1/2)*cse3,  # [0, 5]
        cse2,  # [1, 3]
        -cse4*q_A_rotor_11,  # [1, 5]
        cse5,  # [2, 0]
        cse5,  # [3, 1]
        cse5,  # [4, 2]
        -cse4*q_A_link3_22,  # [5, 15]
        cse6,  # [5, 16]
        cse4*q_A_link3_23,  # [6, 15]
        -cse6,  # [6, 17]
        cse5,  # [7, 12]
        -cse8,  # [7, 15]
        cse9,  # [7, 17]
        cse5,  # [8, 13]
        -cse10,  # [8, 15]
        cse11,  # [8, 17]
        cse5,  # [9, 14]
        -cse12,  # [9, 15]
        cse13,  # [9, 17]
        cse4,  # [10, 6]
        -cse15,  # [10, 9]
        cse16,  # [10, 11]
        cse5,  # [10, 12]
        cse8,  # [10, 15]
        -cse9,  # [10, 17]
        cse4,  # [11, 7]
        -cse17,  # [11, 9]
        cse18,  # [11, 11]
        cse5,  # [11, 13]
        cse10,  # [11, 15]
        -cse11,  # [11, 17]
        cse4,  # [12, 8]
        -cse19,  # [12, 9]
        cse20,  # [12, 11]
        cse5,  # [12, 14]
        cse12,  # [12, 15]
        -cse13,  # [12, 17]
        cse5,  # [13, 0]
        -cse1,  # [13, 4]
        cse3,  # [13, 5]
        cse4,  # [13, 6]
        cse15,  # [13, 9]
        -cse16,  # [13, 11]
        cse5,  # [14, 1]
        -cse21,  # [14, 4]
        cse22,  # [14, 5]
        cse4,  # [14, 7]
        cse17,  # [14, 9]
        -cse18,  # [14, 11]
        cse5,  # [15, 2]
        -cse23,  # [15, 4]
        cse24,  # [15, 5]
        cse4,  # [15, 8]
        cse19,  # [15, 9]
        -cse20,  # [15, 11]
        cse28*(-0.33087693666508494*cse23 - 0.37486057779276993*cse24) + cse29*(-0.33087693666508494*cse21 - 0.37486057779276993*cse22) + cse30*(-0.33087693666508494*cse1 - 0.37486057779276993*cse3),  # [16, 3]
        cse31*cse32 + cse31*cse33 + cse31*cse34,  # [16, 4]
        cse32*cse35 + cse33*cse35 + cse34*cse35,  # [16, 5]
        -cse44*q_A_link2_32 - cse45*q_A_link2_22 - cse46*q_A_link2_12,  # [16, 9]
        cse44*q_A_link2_31 + cse45*q_A_link2_21 + cse46*q_A_link2_11,  # [16, 10]
        -1/2*cse23*cse48 - cse49*q_A_rotor_23,  # [17, 4]
        cse4*cse48*q_A_rotor_32 + cse49*q_A_rotor_22,  # [17, 5]
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
    # 49 operations after common subexpression elimination
    (
        _, _, q_r_rotor_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, q_r_link2_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, q_r_link3_z, _,
        _, _, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, _, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_w_link2_x, v_w_link2_y, _,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        0.5*v_rd_link2_x**2 + 0.5*v_rd_link2_y**2 + 0.5*v_rd_link2_z**2 + 0.5*v_rd_link3_x**2 + 0.5*v_rd_link3_y**2 + 0.5*v_rd_link3_z**2 + 1.0*v_rd_rotor_x**2 + 1.0*v_rd_rotor_y**2 + 1.0*v_rd_rotor_z**2 + 6.2*v_w_link2_x**2 + 0.005*v_w_link2_y**2 + 2.27*v_w_link3_x**2 + 0.005*v_w_link3_y**2 + 2.0*v_w_rotor_x**2 + 1.0*v_w_rotor_y**2,  # [0]
        9.81*q_r_link2_z + 9.81*q_r_link3_z + 19.62*q_r_rotor_z,  # [1]
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
    # 90 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_A_rotor_11,
        q_A_rotor_12, _, q_A_rotor_21, q_A_rotor_22,
        _, q_A_rotor_31, q_A_rotor_32, _,
        q_r_link2_x, q_r_link2_y, q_r_link2_z, q_A_link2_11,
        q_A_link2_12, _, q_A_link2_21, q_A_link2_22,
        _, q_A_link2_31, q_A_link2_32, _,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_A_link3_11,
        q_A_link3_12, _, q_A_link3_21, q_A_link3_22,
        _, q_A_link3_31, q_A_link3_32, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, _, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_w_link2_x, v_w_link2_y, _,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 2.0*v_rd_rotor_x
    cse1 = 1.0*v_rd_link3_x
    cse2 = 1.0*v_rd_link2_x
    cse3 = 2.0*v_rd_rotor_y
    cse4 = 1.0*v_rd_link3_y
    cse5 = 1.0*v_rd_link2_y
    cse6 = 2.0*v_rd_rotor_z
    cse7 = 1.0*v_rd_link3_z
    cse8 = 1.0*v_rd_link2_z
    cse9 = 0.01*v_w_link2_y
    cse10 = 12.4*v_w_link2_x
    cse11 = 0.01*v_w_link3_y
    cse12 = 4.54*v_w_link3_x
    cse13 = 2.0*v_w_rotor_y
    cse14 = 4.0*v_w_rotor_x
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse10*q_A_link2_11 + cse11*q_A_link3_12 + cse12*q_A_link3_11 + cse13*q_A_rotor_12 + cse14*q_A_rotor_11 - cse3*q_r_rotor_z - cse4*q_r_link3_z - cse5*q_r_link2_z + cse6*q_r_rotor_y + cse7*q_r_link3_y + cse8*q_r_link2_y + cse9*q_A_link2_12,  # [3]
        cse0*q_r_rotor_z + cse1*q_r_link3_z + cse10*q_A_link2_21 + cse11*q_A_link3_22 + cse12*q_A_link3_21 + cse13*q_A_rotor_22 + cse14*q_A_rotor_21 + cse2*q_r_link2_z - cse6*q_r_rotor_x - cse7*q_r_link3_x - cse8*q_r_link2_x + cse9*q_A_link2_22,  # [4]
        -cse0*q_r_rotor_y - cse1*q_r_link3_y + cse10*q_A_link2_31 + cse11*q_A_link3_32 + cse12*q_A_link3_31 + cse13*q_A_rotor_32 + cse14*q_A_rotor_31 - cse2*q_r_link2_y + cse3*q_r_rotor_x + cse4*q_r_link3_x + cse5*q_r_link2_x + cse9*q_A_link2_32,  # [5]
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
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        q_r_link2_x, q_r_link2_y, q_r_link2_z, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_A_link3_11,
        q_A_link3_12, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, q_A_link3_32, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    return np.array([
        q_r_rotor_x,  # [0, 0]
        q_r_rotor_y,  # [0, 1]
        q_r_rotor_z,  # [0, 2]
        q_A_rotor_11,  # [0, 3]
        q_A_rotor_12,  # [0, 4]
        q_A_rotor_13,  # [0, 5]
        q_A_rotor_21,  # [0, 6]
        q_A_rotor_22,  # [0, 7]
        q_A_rotor_23,  # [0, 8]
        q_A_rotor_31,  # [0, 9]
        q_A_rotor_32,  # [0, 10]
        q_A_rotor_33,  # [0, 11]
        q_r_link2_x,  # [1, 0]
        q_r_link2_y,  # [1, 1]
        q_r_link2_z,  # [1, 2]
        q_A_link2_11,  # [1, 3]
        q_A_link2_12,  # [1, 4]
        q_A_link2_13,  # [1, 5]
        q_A_link2_21,  # [1, 6]
        q_A_link2_22,  # [1, 7]
        q_A_link2_23,  # [1, 8]
        q_A_link2_31,  # [1, 9]
        q_A_link2_32,  # [1, 10]
        q_A_link2_33,  # [1, 11]
        q_r_link3_x,  # [2, 0]
        q_r_link3_y,  # [2, 1]
        q_r_link3_z,  # [2, 2]
        q_A_link3_11,  # [2, 3]
        q_A_link3_12,  # [2, 4]
        q_A_link3_13,  # [2, 5]
        q_A_link3_21,  # [2, 6]
        q_A_link3_22,  # [2, 7]
        q_A_link3_23,  # [2, 8]
        q_A_link3_31,  # [2, 9]
        q_A_link3_32,  # [2, 10]
        q_A_link3_33,  # [2, 11]
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
        _, _, _, q_A_rotor_11,
        q_A_rotor_12, q_A_rotor_13, q_A_rotor_21, q_A_rotor_22,
        q_A_rotor_23, q_A_rotor_31, q_A_rotor_32, q_A_rotor_33,
        _, _, _, q_A_link2_11,
        q_A_link2_12, q_A_link2_13, q_A_link2_21, q_A_link2_22,
        q_A_link2_23, q_A_link2_31, q_A_link2_32, q_A_link2_33,
        _, _, _, q_A_link3_11,
        q_A_link3_12, q_A_link3_13, q_A_link3_21, q_A_link3_22,
        q_A_link3_23, q_A_link3_31, q_A_link3_32, q_A_link3_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        v_rd_rotor_x,  # [0, 0]
        v_rd_rotor_y,  # [0, 1]
        v_rd_rotor_z,  # [0, 2]
        q_A_rotor_11*v_w_rotor_x + q_A_rotor_12*v_w_rotor_y + q_A_rotor_13*v_w_rotor_z,  # [0, 3]
        q_A_rotor_21*v_w_rotor_x + q_A_rotor_22*v_w_rotor_y + q_A_rotor_23*v_w_rotor_z,  # [0, 4]
        q_A_rotor_31*v_w_rotor_x + q_A_rotor_32*v_w_rotor_y + q_A_rotor_33*v_w_rotor_z,  # [0, 5]
        v_rd_link2_x,  # [1, 0]
        v_rd_link2_y,  # [1, 1]
        v_rd_link2_z,  # [1, 2]
        q_A_link2_11*v_w_link2_x + q_A_link2_12*v_w_link2_y + q_A_link2_13*v_w_link2_z,  # [1, 3]
        q_A_link2_21*v_w_link2_x + q_A_link2_22*v_w_link2_y + q_A_link2_23*v_w_link2_z,  # [1, 4]
        q_A_link2_31*v_w_link2_x + q_A_link2_32*v_w_link2_y + q_A_link2_33*v_w_link2_z,  # [1, 5]
        v_rd_link3_x,  # [2, 0]
        v_rd_link3_y,  # [2, 1]
        v_rd_link3_z,  # [2, 2]
        q_A_link3_11*v_w_link3_x + q_A_link3_12*v_w_link3_y + q_A_link3_13*v_w_link3_z,  # [2, 3]
        q_A_link3_21*v_w_link3_x + q_A_link3_22*v_w_link3_y + q_A_link3_23*v_w_link3_z,  # [2, 4]
        q_A_link3_31*v_w_link3_x + q_A_link3_32*v_w_link3_y + q_A_link3_33*v_w_link3_z,  # [2, 5]
    ]).reshape(3, 6)



def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (3, 12), 27 nonzero.
    """
    # 1 operations after common subexpression elimination
    out = np.zeros((3, 12))
    out[_initial_frames_INDEX] = (
        1,  # [0, 5]
        1,  # [0, 7]
        -1,  # [0, 9]
        -3.74555772,  # [1, 0]
        -4.25,  # [1, 1]
        4.26236544,  # [1, 2]
        0.7501572120007941,  # [1, 3]
        0.6140258560576402,  # [1, 4]
        0.245431060332383,  # [1, 5]
        -0.6612594709887001,  # [1, 6]
        0.6967213111475148,  # [1, 7]
        0.27805633713446004,  # [1, 8]
        -0.00026326970986405957,  # [1, 9]
        -0.3708795797635267,  # [1, 10]
        0.9286809290620163,  # [1, 11]
        -5.74555772,  # [2, 0]
        -8.5,  # [2, 1]
        3.26236544,  # [2, 2]
        0.0,  # [2, 3]
        0.4741231347908751,  # [2, 4]
        0.8804585470401622,  # [2, 5]
        -1.0,  # [2, 6]
        0.0,  # [2, 7]
        0.0,  # [2, 8]
        0.0,  # [2, 9]
        -0.8804585470401622,  # [2, 10]
        0.4741231347908751,  # [2, 11]
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

