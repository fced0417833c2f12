# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: four_link
# formulation: rp
# scheme: any
# input hash: 0dade68cfe6532a7
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'four_link' in the rp formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (21): r_rotor_x, r_rotor_y, r_rotor_z, e_rotor_0, e_rotor_1, e_rotor_2, e_rotor_3,
        r_link2_x, r_link2_y, r_link2_z, e_link2_0, e_link2_1, e_link2_2, e_link2_3,
        r_link3_x, r_link3_y, r_link3_z, e_link3_0, e_link3_1, e_link3_2, e_link3_3
    v (21): rd_rotor_x, rd_rotor_y, rd_rotor_z, ed_rotor_0, ed_rotor_1, ed_rotor_2,
        ed_rotor_3, rd_link2_x, rd_link2_y, rd_link2_z, ed_link2_0, ed_link2_1,
        ed_link2_2, ed_link2_3, rd_link3_x, rd_link3_y, rd_link3_z, ed_link3_0,
        ed_link3_1, ed_link3_2, ed_link3_3
    lam (21): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (21): increment in velocity coordinates
    a (21): time derivatives of v
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
    18: rotor[p.p/2-1/2] (normalization; rotor - ground)
    19: link2[p.p/2-1/2] (normalization; link2 - ground)
    20: link3[p.p/2-1/2] (normalization; link3 - ground)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'four_link'
FORMULATION = 'rp'
INPUT_HASH = '0dade68cfe6532a7'
N_Q = 21
N_V = 21
N_C = 21
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
 'energy',
 'momentum',
 'body_frames',
 'body_velocities',
 'initial_frames',
 'initial_velocities',
 'chart']
METADATA = {'mechanism': 'four_link',
 'formulation': 'rp',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['rotor', 'link2', 'link3'],
 'q_layout': {'rotor': [0, 7], 'link2': [7, 14], 'link3': [14, 21]},
 'v_layout': {'rotor': [0, 7], 'link2': [7, 14], 'link3': [14, 21]},
 'q_names': ['r_rotor_x',
             'r_rotor_y',
             'r_rotor_z',
             'e_rotor_0',
             'e_rotor_1',
             'e_rotor_2',
             'e_rotor_3',
             'r_link2_x',
             'r_link2_y',
             'r_link2_z',
             'e_link2_0',
             'e_link2_1',
             'e_link2_2',
             'e_link2_3',
             'r_link3_x',
             'r_link3_y',
             'r_link3_z',
             'e_link3_0',
             'e_link3_1',
             'e_link3_2',
             'e_link3_3'],
 'v_names': ['rd_rotor_x',
             'rd_rotor_y',
             'rd_rotor_z',
             'ed_rotor_0',
             'ed_rotor_1',
             'ed_rotor_2',
             'ed_rotor_3',
             'rd_link2_x',
             'rd_link2_y',
             'rd_link2_z',
             'ed_link2_0',
             'ed_link2_1',
             'ed_link2_2',
             'ed_link2_3',
             'rd_link3_x',
             'rd_link3_y',
             'rd_link3_z',
             'ed_link3_0',
             'ed_link3_1',
             'ed_link3_2',
             'ed_link3_3'],
 'n_q': 21,
 'n_v': 21,
 'n_c': 21,
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
                      'bodies': ['ground', 'rotor']},
                     {'owner': 'rotor',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'link2',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['link2', 'ground']},
                     {'owner': 'link3',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['link3', 'ground']}],
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
 'input_hash': '0dade68cfe6532a7'}
_tangent_INDEX = (
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]),
)
_Phi_q_INDEX = (
    np.array([0,
     0,
     1,
     1,
     1,
     1,
     2,
     3,
     4,
     5,
     5,
     5,
     5,
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
    np.array([3,
     4,
     3,
     4,
     5,
     6,
     0,
     1,
     2,
     17,
     18,
     19,
     20,
     17,
     19,
     14,
     17,
     18,
     19,
     20,
     15,
     17,
     19,
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
     12,
     15,
     17,
     19,
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
     0,
     3,
     4,
     7,
     10,
     11,
     12,
     13,
     1,
     3,
     4,
     5,
     6,
     8,
     10,
     12,
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
_gamma_INDEX = np.array([0, 1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
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
     13,
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
     20]),
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
     13,
     17,
     18,
     20,
     17,
     18,
     19,
     18,
     19,
     20,
     17,
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
     21,
     21,
     22,
     22,
     22,
     22,
     23,
     24,
     25,
     26,
     26,
     26,
     26,
     27,
     27,
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
     35,
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
     36,
     36,
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
     23,
     34,
     1,
     24,
     35,
     2,
     25,
     36,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     21,
     22,
     34,
     35,
     36,
     37,
     38,
     39,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     21,
     22,
     34,
     35,
     36,
     37,
     38,
     39,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     22,
     35,
     36,
     37,
     38,
     39,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     22,
     35,
     36,
     37,
     38,
     39,
     7,
     31,
     34,
     8,
     32,
     35,
     9,
     33,
     36,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     31,
     32,
     33,
     34,
     35,
     36,
     37,
     40,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     31,
     33,
     34,
     36,
     37,
     40,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     31,
     32,
     33,
     34,
     35,
     36,
     37,
     40,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     31,
     33,
     34,
     36,
     37,
     40,
     14,
     28,
     31,
     15,
     29,
     32,
     16,
     30,
     33,
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
     32,
     33,
     41,
     17,
     18,
     19,
     20,
     26,
     28,
     30,
     31,
     33,
     41,
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
     32,
     33,
     41,
     17,
     18,
     19,
     20,
     26,
     28,
     30,
     31,
     33,
     41,
     3,
     4,
     3,
     4,
     5,
     6,
     0,
     1,
     2,
     17,
     18,
     19,
     20,
     17,
     19,
     14,
     17,
     18,
     19,
     20,
     15,
     17,
     19,
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
     12,
     15,
     17,
     19,
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
     0,
     3,
     4,
     7,
     10,
     11,
     12,
     13,
     1,
     3,
     4,
     5,
     6,
     8,
     10,
     12,
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
     24,
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
     27,
     27,
     27,
     27,
     28,
     28,
     28,
     28,
     29,
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
     6,
     3,
     4,
     5,
     6,
     3,
     4,
     5,
     6,
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
     10,
     11,
     12,
     13,
     17,
     18,
     19,
     20,
     10,
     11,
     12,
     13,
     17,
     18,
     19,
     20,
     10,
     11,
     12,
     13,
     17,
     18,
     19,
     20,
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
     12,
     13,
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
     12,
     13,
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
     0,
     3,
     4,
     5,
     6,
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
     6]),
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
        q: position coordinates (21).
        dv: increment in velocity coordinates (e.g. h v) (21).

    Returns:
        ndarray of shape (21,), 21 nonzero.
    """
    # 21 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
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
        dv_0 + q_r_rotor_x,  # [0]
        dv_1 + q_r_rotor_y,  # [1]
        dv_2 + q_r_rotor_z,  # [2]
        dv_3 + q_e_rotor_0,  # [3]
        dv_4 + q_e_rotor_1,  # [4]
        dv_5 + q_e_rotor_2,  # [5]
        dv_6 + q_e_rotor_3,  # [6]
        dv_7 + q_r_link2_x,  # [7]
        dv_8 + q_r_link2_y,  # [8]
        dv_9 + q_r_link2_z,  # [9]
        dv_10 + q_e_link2_0,  # [10]
        dv_11 + q_e_link2_1,  # [11]
        dv_12 + q_e_link2_2,  # [12]
        dv_13 + q_e_link2_3,  # [13]
        dv_14 + q_r_link3_x,  # [14]
        dv_15 + q_r_link3_y,  # [15]
        dv_16 + q_r_link3_z,  # [16]
        dv_17 + q_e_link3_0,  # [17]
        dv_18 + q_e_link3_1,  # [18]
        dv_19 + q_e_link3_2,  # [19]
        dv_20 + q_e_link3_3,  # [20]
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
    # 159 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = q_e_rotor_1**2
    cse1 = q_e_rotor_0**2
    cse2 = 2*cse1 - 1
    cse3 = 2*cse0 + cse2
    cse4 = 2*q_e_rotor_2
    cse5 = cse4*q_e_rotor_1
    cse6 = 2*q_e_rotor_3
    cse7 = cse6*q_e_rotor_0
    cse8 = cse5 - cse7
    cse9 = -q_r_rotor_x
    cse10 = -q_r_rotor_y
    cse11 = -q_r_rotor_z
    cse12 = 2*q_e_link3_2
    cse13 = cse12*q_e_link3_3
    cse14 = 2*q_e_link3_0
    cse15 = cse14*q_e_link3_1
    cse16 = q_e_link3_2**2
    cse17 = q_e_link3_0**2
    cse18 = 2*cse16 + 2*cse17 - 1
    cse19 = 3.7*cse12*q_e_link3_1 - 3.7*cse14*q_e_link3_3
    cse20 = -q_r_link3_x
    cse21 = 3.7*cse18
    cse22 = -q_r_link3_y
    cse23 = 3.7*cse13 + 3.7*cse15
    cse24 = -q_r_link3_z
    cse25 = 2*q_e_link2_1
    cse26 = 2*q_e_link2_3
    cse27 = 6.1*cse25*q_e_link2_2 - 6.1*cse26*q_e_link2_0
    cse28 = q_e_link2_2**2
    cse29 = q_e_link2_0**2
    cse30 = 2*cse29 - 1
    cse31 = 12.2*cse28 + 6.1*cse30
    cse32 = cse26*q_e_link2_2
    cse33 = cse25*q_e_link2_0
    cse34 = 6.1*cse32 + 6.1*cse33
    cse35 = cse5 + cse7
    cse36 = cse6*q_e_rotor_1
    cse37 = cse4*q_e_rotor_0
    cse38 = cse36 - cse37
    cse39 = q_e_link2_3**2
    cse40 = q_e_rotor_3**2
    cse41 = cse6*q_e_rotor_2
    cse42 = 2*q_e_rotor_0*q_e_rotor_1
    cse43 = q_e_rotor_2**2
    cse44 = math.pi*t
    return np.array([
        cse3,  # [0]
        cse8,  # [1]
        cse9,  # [2]
        cse10,  # [3]
        cse11,  # [4]
        cse13 - cse15,  # [5]
        cse18,  # [6]
        -cse19 + cse20 - 4,  # [7]
        -cse21 + cse22 - 8.5,  # [8]
        -cse23 + cse24,  # [9]
        cse19 + cse20 - cse27 + q_r_link2_x,  # [10]
        cse21 + cse22 - cse31 + q_r_link2_y,  # [11]
        cse23 + cse24 - cse34 + q_r_link2_z,  # [12]
        cse27 + 2*cse3 + cse9 + q_r_link2_x,  # [13]
        cse10 + cse31 + 2*cse35 + q_r_link2_y,  # [14]
        cse11 + cse34 + 2*cse38 + q_r_link2_z,  # [15]
        (cse30 + 2*cse39)*(0.7497211555855399*cse2 + 1.4994423111710797*cse40 - 0.6617538733301699*cse41 - 0.6617538733301699*cse42) + (cse32 - cse33)*(-0.6617538733301699*cse2 + 0.7497211555855399*cse41 - 0.7497211555855399*cse42 - 1.3235077466603398*cse43) + (cse25*q_e_link2_3 + 2*q_e_link2_0*q_e_link2_2)*(0.7497211555855399*cse36 + 0.7497211555855399*cse37 - 0.6617538733301699*cse8),  # [16]
        cse35*math.cos(cse44) + cse38*math.sin(cse44),  # [17]
        (1/2)*cse0 + (1/2)*cse1 + (1/2)*cse40 + (1/2)*cse43 - 1/2,  # [18]
        (1/2)*cse28 + (1/2)*cse29 + (1/2)*cse39 + (1/2)*q_e_link2_1**2 - 1/2,  # [19]
        (1/2)*cse16 + (1/2)*cse17 + (1/2)*q_e_link3_1**2 + (1/2)*q_e_link3_3**2 - 1/2,  # [20]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21, 21), 104 nonzero.
    """
    # 180 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = 4*q_e_rotor_0
    cse1 = 4*q_e_rotor_1
    cse2 = 2*q_e_rotor_3
    cse3 = 2*q_e_rotor_2
    cse4 = 2*q_e_rotor_1
    cse5 = 2*q_e_rotor_0
    cse6 = 7.4*q_e_link3_3
    cse7 = 7.4*q_e_link3_2
    cse8 = -cse7
    cse9 = 7.4*q_e_link3_1
    cse10 = -cse9
    cse11 = 7.4*q_e_link3_0
    cse12 = 14.8*q_e_link3_0
    cse13 = 14.8*q_e_link3_2
    cse14 = -cse11
    cse15 = -cse6
    cse16 = 12.2*q_e_link2_3
    cse17 = 12.2*q_e_link2_2
    cse18 = -cse17
    cse19 = 12.2*q_e_link2_1
    cse20 = -cse19
    cse21 = 12.2*q_e_link2_0
    cse22 = 24.4*q_e_link2_0
    cse23 = 24.4*q_e_link2_2
    cse24 = -cse21
    cse25 = -cse16
    cse26 = 4*q_e_rotor_3
    cse27 = 4*q_e_rotor_2
    cse28 = 2*q_e_link2_0**2 + 2*q_e_link2_3**2 - 1
    cse29 = -1.3235077466603398*q_e_rotor_1
    cse30 = 2*q_e_link2_3
    cse31 = 2*q_e_link2_0
    cse32 = cse30*q_e_link2_2 - cse31*q_e_link2_1
    cse33 = 1.4994423111710797*q_e_rotor_1
    cse34 = cse30*q_e_link2_1 + cse31*q_e_link2_2
    cse35 = 1.3235077466603398*q_e_rotor_3
    cse36 = 1.4994423111710797*q_e_rotor_2
    cse37 = 1.3235077466603398*q_e_rotor_0
    cse38 = 1.4994423111710797*q_e_rotor_0
    cse39 = -1.3235077466603398*q_e_rotor_2
    cse40 = 1.4994423111710797*q_e_rotor_3
    cse41 = 2*q_e_rotor_0**2 - 1
    cse42 = cse3*q_e_rotor_3
    cse43 = cse5*q_e_rotor_1
    cse44 = 2.9988846223421595*cse41 - 2.6470154933206795*cse42 - 2.6470154933206795*cse43 + 5.997769244684319*q_e_rotor_3**2
    cse45 = -0.6617538733301699*cse41 + 0.7497211555855399*cse42 - 0.7497211555855399*cse43 - 1.3235077466603398*q_e_rotor_2**2
    cse46 = 2*cse45
    cse47 = 0.6617538733301699*cse2*q_e_rotor_0 + 0.7497211555855399*cse2*q_e_rotor_1 + 0.7497211555855399*cse3*q_e_rotor_0 - 0.6617538733301699*cse3*q_e_rotor_1
    cse48 = 2*cse47
    cse49 = math.pi*t
    cse50 = math.sin(cse49)
    cse51 = math.cos(cse49)
    out = np.zeros((21, 21))
    out[_Phi_q_INDEX] = (
        cse0,  # [0, 3]
        cse1,  # [0, 4]
        -cse2,  # [1, 3]
        cse3,  # [1, 4]
        cse4,  # [1, 5]
        -cse5,  # [1, 6]
        -1,  # [2, 0]
        -1,  # [3, 1]
        -1,  # [4, 2]
        -2*q_e_link3_1,  # [5, 17]
        -2*q_e_link3_0,  # [5, 18]
        2*q_e_link3_3,  # [5, 19]
        2*q_e_link3_2,  # [5, 20]
        4*q_e_link3_0,  # [6, 17]
        4*q_e_link3_2,  # [6, 19]
        -1,  # [7, 14]
        cse6,  # [7, 17]
        cse8,  # [7, 18]
        cse10,  # [7, 19]
        cse11,  # [7, 20]
        -1,  # [8, 15]
        -cse12,  # [8, 17]
        -cse13,  # [8, 19]
        -1,  # [9, 16]
        cse10,  # [9, 17]
        cse14,  # [9, 18]
        cse15,  # [9, 19]
        cse8,  # [9, 20]
        1,  # [10, 7]
        cse16,  # [10, 10]
        cse18,  # [10, 11]
        cse20,  # [10, 12]
        cse21,  # [10, 13]
        -1,  # [10, 14]
        cse15,  # [10, 17]
        cse7,  # [10, 18]
        cse9,  # [10, 19]
        cse14,  # [10, 20]
        1,  # [11, 8]
        -cse22,  # [11, 10]
        -cse23,  # [11, 12]
        -1,  # [11, 15]
        cse12,  # [11, 17]
        cse13,  # [11, 19]
        1,  # [12, 9]
        cse20,  # [12, 10]
        cse24,  # [12, 11]
        cse25,  # [12, 12]
        cse18,  # [12, 13]
        -1,  # [12, 16]
        cse9,  # [12, 17]
        cse11,  # [12, 18]
        cse6,  # [12, 19]
        cse7,  # [12, 20]
        -1,  # [13, 0]
        8*q_e_rotor_0,  # [13, 3]
        8*q_e_rotor_1,  # [13, 4]
        1,  # [13, 7]
        cse25,  # [13, 10]
        cse17,  # [13, 11]
        cse19,  # [13, 12]
        cse24,  # [13, 13]
        -1,  # [14, 1]
        cse26,  # [14, 3]
        cse27,  # [14, 4]
        cse1,  # [14, 5]
        cse0,  # [14, 6]
        1,  # [14, 8]
        cse22,  # [14, 10]
        cse23,  # [14, 12]
        -1,  # [15, 2]
        -cse27,  # [15, 3]
        cse26,  # [15, 4]
        -cse0,  # [15, 5]
        cse1,  # [15, 6]
        1,  # [15, 9]
        cse19,  # [15, 10]
        cse21,  # [15, 11]
        cse16,  # [15, 12]
        cse17,  # [15, 13]
        cse28*(cse29 + 2.9988846223421595*q_e_rotor_0) + cse32*(-cse33 - 2.6470154933206795*q_e_rotor_0) + cse34*(cse35 + cse36),  # [16, 3]
        -cse28*cse37 - cse32*cse38 + cse34*(cse39 + cse40),  # [16, 4]
        -cse28*cse35 + cse32*(cse40 - 2.6470154933206795*q_e_rotor_2) + cse34*(cse29 + cse38),  # [16, 5]
        cse28*(cse39 + 2.9988846223421595*q_e_rotor_3) + cse32*cse36 + cse34*(cse33 + cse37),  # [16, 6]
        cse44*q_e_link2_0 - cse46*q_e_link2_1 + cse48*q_e_link2_2,  # [16, 10]
        cse30*cse47 - cse31*cse45,  # [16, 11]
        cse30*cse45 + cse31*cse47,  # [16, 12]
        cse44*q_e_link2_3 + cse46*q_e_link2_2 + cse48*q_e_link2_1,  # [16, 13]
        cse2*cse51 - cse3*cse50,  # [17, 3]
        cse2*cse50 + cse3*cse51,  # [17, 4]
        cse4*cse51 - cse5*cse50,  # [17, 5]
        cse4*cse50 + cse5*cse51,  # [17, 6]
        q_e_rotor_0,  # [18, 3]
        q_e_rotor_1,  # [18, 4]
        q_e_rotor_2,  # [18, 5]
        q_e_rotor_3,  # [18, 6]
        q_e_link2_0,  # [19, 10]
        q_e_link2_1,  # [19, 11]
        q_e_link2_2,  # [19, 12]
        q_e_link2_3,  # [19, 13]
        q_e_link3_0,  # [20, 17]
        q_e_link3_1,  # [20, 18]
        q_e_link3_2,  # [20, 19]
        q_e_link3_3,  # [20, 20]
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
    # 16 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = 2*q_e_rotor_2
    cse1 = 2*q_e_rotor_3
    cse2 = math.pi*t
    out = np.zeros(21)
    out[_nu_INDEX] = (
        -math.pi*(-cse0*q_e_rotor_0 + cse1*q_e_rotor_1)*math.cos(cse2) + math.pi*(cse0*q_e_rotor_1 + cse1*q_e_rotor_0)*math.sin(cse2),  # [17]
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
    # 442 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, _, _, _,
        _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, _,
        _, _, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, _, _,
        _, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    t = float(t)

    cse0 = v_ed_rotor_1**2
    cse1 = v_ed_rotor_0**2
    cse2 = v_ed_rotor_1*v_ed_rotor_2
    cse3 = v_ed_link3_2*v_ed_link3_3
    cse4 = v_ed_link3_0*v_ed_link3_1
    cse5 = v_ed_link3_2**2
    cse6 = v_ed_link3_0**2
    cse7 = 14.8*v_ed_link3_1*v_ed_link3_2
    cse8 = 14.8*v_ed_link3_0*v_ed_link3_3
    cse9 = 14.8*cse5
    cse10 = 14.8*cse6
    cse11 = 14.8*cse3
    cse12 = 14.8*cse4
    cse13 = 24.4*v_ed_link2_2
    cse14 = cse13*v_ed_link2_1
    cse15 = 24.4*v_ed_link2_0
    cse16 = cse15*v_ed_link2_3
    cse17 = v_ed_link2_2**2
    cse18 = 24.4*cse17
    cse19 = v_ed_link2_0**2
    cse20 = 24.4*cse19
    cse21 = cse13*v_ed_link2_3
    cse22 = cse15*v_ed_link2_1
    cse23 = 8*v_ed_rotor_0
    cse24 = 1.4994423111710797*q_e_rotor_1
    cse25 = -cse24 - 2.6470154933206795*q_e_rotor_0
    cse26 = 2*q_e_link2_2
    cse27 = 1.4994423111710797*q_e_rotor_2 + 1.3235077466603398*q_e_rotor_3
    cse28 = 2*q_e_link2_1
    cse29 = -1.3235077466603398*q_e_rotor_1
    cse30 = 2.9988846223421595*q_e_rotor_0
    cse31 = cse29 + cse30
    cse32 = 4*q_e_link2_3
    cse33 = cse25*cse26 + cse27*cse28 + cse31*cse32
    cse34 = 2*q_e_rotor_2
    cse35 = cse34*q_e_rotor_3
    cse36 = 2*q_e_rotor_0
    cse37 = cse36*q_e_rotor_1
    cse38 = 1.4994423111710797*cse35 - 1.4994423111710797*cse37
    cse39 = 2*q_e_rotor_0**2 - 1
    cse40 = 1.3235077466603398*cse39 + 2.6470154933206795*q_e_rotor_2**2
    cse41 = cse38 - cse40
    cse42 = -1.3235077466603398*q_e_rotor_2
    cse43 = 1.4994423111710797*q_e_rotor_3
    cse44 = cse42 + cse43
    cse45 = 2*cse44
    cse46 = 5.294030986641359*q_e_link2_3
    cse47 = -cse30*q_e_link2_2 + cse45*q_e_link2_1 - cse46*q_e_rotor_0
    cse48 = cse29 + 1.4994423111710797*q_e_rotor_0
    cse49 = 2*cse48
    cse50 = cse43 - 2.6470154933206795*q_e_rotor_2
    cse51 = cse26*cse50 - cse46*q_e_rotor_3 + cse49*q_e_link2_1
    cse52 = 2.9988846223421595*q_e_rotor_2
    cse53 = cse24 + 1.3235077466603398*q_e_rotor_0
    cse54 = cse42 + 2.9988846223421595*q_e_rotor_3
    cse55 = cse28*cse53 + cse32*cse54 + cse52*q_e_link2_2
    cse56 = 2*q_e_rotor_1
    cse57 = cse56*q_e_rotor_3
    cse58 = cse34*q_e_rotor_0
    cse59 = cse34*q_e_rotor_1
    cse60 = cse36*q_e_rotor_3
    cse61 = 1.4994423111710797*cse57 + 1.4994423111710797*cse58 - 1.3235077466603398*cse59 + 1.3235077466603398*cse60
    cse62 = -2.6470154933206795*cse35 - 2.6470154933206795*cse37 + 2.9988846223421595*cse39 + 5.997769244684319*q_e_rotor_3**2
    cse63 = 2*q_e_link2_3
    cse64 = 2*q_e_link2_0
    cse65 = -cse25*cse64 + cse27*cse63
    cse66 = cse48*cse63 - cse50*cse64
    cse67 = -cse52*q_e_link2_0 + cse53*cse63
    cse68 = cse30*q_e_link2_0 + cse44*cse63
    cse69 = -cse38 + cse40
    cse70 = cse25*cse63 + cse27*cse64
    cse71 = cse48*cse64 + cse50*cse63
    cse72 = -cse30*q_e_link2_3 + cse44*cse64
    cse73 = 2.9988846223421595*q_e_link2_3
    cse74 = cse53*cse64 + cse73*q_e_rotor_2
    cse75 = 5.294030986641359*q_e_link2_0
    cse76 = -cse28*cse50 + cse49*q_e_link2_2 - cse75*q_e_rotor_3
    cse77 = cse30*q_e_link2_1 + cse45*q_e_link2_2 - cse75*q_e_rotor_0
    cse78 = 4*q_e_link2_0
    cse79 = cse26*cse53 - cse52*q_e_link2_1 + cse54*cse78
    cse80 = -cse25*cse28 + cse26*cse27 + cse31*cse78
    cse81 = cse63*q_e_link2_1 + cse64*q_e_link2_2
    cse82 = 1.3235077466603398*cse81
    cse83 = cse63*q_e_link2_2 - cse64*q_e_link2_1
    cse84 = 1.4994423111710797*cse83
    cse85 = q_e_link2_3**2
    cse86 = q_e_link2_0**2
    cse87 = -2.6470154933206795*cse85 - 2.6470154933206795*cse86 + 1.3235077466603398
    cse88 = 2*cse85 + 2*cse86 - 1
    cse89 = 2.9988846223421595*cse88
    cse90 = cse81*v_ed_rotor_1
    cse91 = 1.4994423111710797*cse81
    cse92 = 2.6470154933206795*cse83
    cse93 = cse73*q_e_link2_2
    cse94 = 2.9988846223421595*q_e_link2_0*q_e_link2_1
    cse95 = -1.3235077466603398*cse88
    cse96 = cse81*v_ed_rotor_3
    cse97 = math.pi*t
    cse98 = math.cos(cse97)
    cse99 = 2*cse98
    cse100 = math.sin(cse97)
    cse101 = 2*cse100
    cse102 = math.pi*cse100
    cse103 = math.pi*q_e_rotor_3
    cse104 = -cse102*cse34 + cse103*cse99
    cse105 = math.pi*cse98
    cse106 = -cse102*cse56 - cse105*cse36
    cse107 = -cse101*cse103 - cse105*cse34
    cse108 = -cse102*cse36 + cse105*cse56
    cse109 = math.pi**2
    out = np.zeros(21)
    out[_gamma_INDEX] = (
        -4*cse0 - 4*cse1,  # [0]
        -4*cse2 + 4*v_ed_rotor_0*v_ed_rotor_3,  # [1]
        -4*cse3 + 4*cse4,  # [5]
        -4*cse5 - 4*cse6,  # [6]
        cse7 - cse8,  # [7]
        cse10 + cse9,  # [8]
        cse11 + cse12,  # [9]
        cse14 - cse16 - cse7 + cse8,  # [10]
        -cse10 + cse18 + cse20 - cse9,  # [11]
        -cse11 - cse12 + cse21 + cse22,  # [12]
        -8*cse0 - 8*cse1 - cse14 + cse16,  # [13]
        -cse18 - 8*cse2 - cse20 - cse23*v_ed_rotor_3,  # [14]
        -cse21 - cse22 + cse23*v_ed_rotor_2 - 8*v_ed_rotor_1*v_ed_rotor_3,  # [15]
        -v_ed_link2_0*(cse61*v_ed_link2_2 + cse62*v_ed_link2_0 + cse69*v_ed_link2_1 + cse76*v_ed_rotor_2 + cse77*v_ed_rotor_1 + cse79*v_ed_rotor_3 + cse80*v_ed_rotor_0) - v_ed_link2_1*(cse61*v_ed_link2_3 + cse65*v_ed_rotor_0 + cse66*v_ed_rotor_2 + cse67*v_ed_rotor_3 + cse68*v_ed_rotor_1 + cse69*v_ed_link2_0) - v_ed_link2_2*(cse41*v_ed_link2_3 + cse61*v_ed_link2_0 + cse70*v_ed_rotor_0 + cse71*v_ed_rotor_2 + cse72*v_ed_rotor_1 + cse74*v_ed_rotor_3) - v_ed_link2_3*(cse33*v_ed_rotor_0 + cse41*v_ed_link2_2 + cse47*v_ed_rotor_1 + cse51*v_ed_rotor_2 + cse55*v_ed_rotor_3 + cse61*v_ed_link2_1 + cse62*v_ed_link2_3) - v_ed_rotor_0*(cse33*v_ed_link2_3 + cse65*v_ed_link2_1 + cse70*v_ed_link2_2 + cse80*v_ed_link2_0 + cse91*v_ed_rotor_2 + 1.3235077466603398*cse96 + v_ed_rotor_0*(cse89 - cse92) + v_ed_rotor_1*(cse87 - cse93 + cse94)) - v_ed_rotor_1*(cse47*v_ed_link2_3 + cse68*v_ed_link2_1 + cse72*v_ed_link2_2 + cse77*v_ed_link2_0 - cse82*v_ed_rotor_2 + 1.4994423111710797*cse96 + v_ed_rotor_0*(-cse84 + cse95)) - v_ed_rotor_2*(cse51*v_ed_link2_3 + cse66*v_ed_link2_1 + cse71*v_ed_link2_2 + cse76*v_ed_link2_0 - 1.3235077466603398*cse90 + cse91*v_ed_rotor_0 - cse92*v_ed_rotor_2 + v_ed_rotor_3*(cse93 - cse94 + cse95)) - v_ed_rotor_3*(cse55*v_ed_link2_3 + cse67*v_ed_link2_1 + cse74*v_ed_link2_2 + cse79*v_ed_link2_0 + cse82*v_ed_rotor_0 + cse89*v_ed_rotor_3 + 1.4994423111710797*cse90 + v_ed_rotor_2*(cse84 + cse87)),  # [16]
        cse100*cse109*(cse57 - cse58) - cse104*v_ed_rotor_1 - cse106*v_ed_rotor_2 - cse107*v_ed_rotor_0 - cse108*v_ed_rotor_3 + cse109*cse98*(cse59 + cse60) - v_ed_rotor_0*(-cse101*v_ed_rotor_2 + cse107 + cse99*v_ed_rotor_3) - v_ed_rotor_1*(cse101*v_ed_rotor_3 + cse104 + cse99*v_ed_rotor_2) - v_ed_rotor_2*(-cse101*v_ed_rotor_0 + cse106 + cse99*v_ed_rotor_1) - v_ed_rotor_3*(cse101*v_ed_rotor_1 + cse108 + cse99*v_ed_rotor_0),  # [17]
        -cse0 - cse1 - v_ed_rotor_2**2 - v_ed_rotor_3**2,  # [18]
        -cse17 - cse19 - v_ed_link2_1**2 - v_ed_link2_3**2,  # [19]
        -cse5 - cse6 - v_ed_link3_1**2 - v_ed_link3_3**2,  # [20]
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
    # 114 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = q_e_rotor_1**2
    cse1 = q_e_rotor_2**2
    cse2 = q_e_rotor_0*q_e_rotor_1
    cse3 = 8.0*q_e_rotor_3
    cse4 = -16.0*cse2 + cse3*q_e_rotor_2
    cse5 = 8.0*q_e_rotor_2
    cse6 = -cse5*q_e_rotor_0 - 16.0*q_e_rotor_1*q_e_rotor_3
    cse7 = cse5*q_e_rotor_1
    cse8 = q_e_rotor_0**2
    cse9 = q_e_rotor_3**2
    cse10 = cse3*q_e_rotor_0
    cse11 = 16.0*q_e_rotor_2
    cse12 = -cse11*q_e_rotor_0 - cse3*q_e_rotor_1
    cse13 = -cse11*q_e_rotor_3 + 8.0*cse2
    cse14 = q_e_link2_1**2
    cse15 = q_e_link2_2**2
    cse16 = 49.6*q_e_link2_0
    cse17 = 0.04*q_e_link2_3
    cse18 = -cse16*q_e_link2_1 + cse17*q_e_link2_2
    cse19 = 49.6*q_e_link2_3
    cse20 = 0.04*q_e_link2_0
    cse21 = -cse19*q_e_link2_1 - cse20*q_e_link2_2
    cse22 = 49.56*q_e_link2_1*q_e_link2_2
    cse23 = q_e_link2_0**2
    cse24 = q_e_link2_3**2
    cse25 = 49.56*q_e_link2_0*q_e_link2_3
    cse26 = -cse16*q_e_link2_2 - cse17*q_e_link2_1
    cse27 = -cse19*q_e_link2_2 + cse20*q_e_link2_1
    cse28 = q_e_link3_2**2
    cse29 = q_e_link3_1**2
    cse30 = 18.16*q_e_link3_0
    cse31 = q_e_link3_2*q_e_link3_3
    cse32 = -cse30*q_e_link3_1 + 0.04*cse31
    cse33 = -0.04*q_e_link3_0*q_e_link3_2 - 18.16*q_e_link3_1*q_e_link3_3
    cse34 = 18.12*q_e_link3_1*q_e_link3_2
    cse35 = q_e_link3_3**2
    cse36 = q_e_link3_0**2
    cse37 = 18.12*q_e_link3_0*q_e_link3_3
    cse38 = 0.04*q_e_link3_1
    cse39 = -cse30*q_e_link3_2 - cse38*q_e_link3_3
    cse40 = -18.16*cse31 + cse38*q_e_link3_0
    out = np.zeros((21, 21))
    out[_M_INDEX] = (
        2.0,  # [0, 0]
        2.0,  # [1, 1]
        2.0,  # [2, 2]
        16.0*cse0 + 8.0*cse1,  # [3, 3]
        cse4,  # [3, 4]
        cse6,  # [3, 5]
        cse7,  # [3, 6]
        cse4,  # [4, 3]
        16.0*cse8 + 8.0*cse9,  # [4, 4]
        cse10,  # [4, 5]
        cse12,  # [4, 6]
        cse6,  # [5, 3]
        cse10,  # [5, 4]
        8.0*cse8 + 16.0*cse9,  # [5, 5]
        cse13,  # [5, 6]
        cse7,  # [6, 3]
        cse12,  # [6, 4]
        cse13,  # [6, 5]
        8.0*cse0 + 16.0*cse1,  # [6, 6]
        1.0,  # [7, 7]
        1.0,  # [8, 8]
        1.0,  # [9, 9]
        49.6*cse14 + 0.04*cse15,  # [10, 10]
        cse18,  # [10, 11]
        cse21,  # [10, 12]
        cse22,  # [10, 13]
        cse18,  # [11, 10]
        49.6*cse23 + 0.04*cse24,  # [11, 11]
        cse25,  # [11, 12]
        cse26,  # [11, 13]
        cse21,  # [12, 10]
        cse25,  # [12, 11]
        0.04*cse23 + 49.6*cse24,  # [12, 12]
        cse27,  # [12, 13]
        cse22,  # [13, 10]
        cse26,  # [13, 11]
        cse27,  # [13, 12]
        0.04*cse14 + 49.6*cse15,  # [13, 13]
        1.0,  # [14, 14]
        1.0,  # [15, 15]
        1.0,  # [16, 16]
        0.04*cse28 + 18.16*cse29,  # [17, 17]
        cse32,  # [17, 18]
        cse33,  # [17, 19]
        cse34,  # [17, 20]
        cse32,  # [18, 17]
        0.04*cse35 + 18.16*cse36,  # [18, 18]
        cse37,  # [18, 19]
        cse39,  # [18, 20]
        cse33,  # [19, 17]
        cse37,  # [19, 18]
        18.16*cse35 + 0.04*cse36,  # [19, 19]
        cse40,  # [19, 20]
        cse34,  # [20, 17]
        cse39,  # [20, 18]
        cse40,  # [20, 19]
        18.16*cse28 + 0.04*cse29,  # [20, 20]
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
    # 251 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, _,
        _, _, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, _, _,
        _, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2*v_ed_rotor_2
    cse1 = 2*v_ed_rotor_1
    cse2 = q_e_rotor_2*v_ed_rotor_3
    cse3 = 2*v_ed_rotor_0
    cse4 = cse0*q_e_rotor_3 + cse1*q_e_rotor_0 - 2*cse2 - cse3*q_e_rotor_1
    cse5 = 8.0*v_ed_rotor_1
    cse6 = q_e_rotor_0*v_ed_rotor_3
    cse7 = 8.0*v_ed_rotor_0
    cse8 = 8.0*v_ed_rotor_2
    cse9 = cse4*(-cse5*q_e_rotor_2 - 8.0*cse6 + cse7*q_e_rotor_3 + cse8*q_e_rotor_1)
    cse10 = 2*cse9
    cse11 = q_e_rotor_1*v_ed_rotor_3
    cse12 = cse0*q_e_rotor_0 - cse1*q_e_rotor_3 + 2*cse11 - cse3*q_e_rotor_2
    cse13 = 4.0*v_ed_rotor_0
    cse14 = 4.0*v_ed_rotor_2
    cse15 = 4.0*v_ed_rotor_1
    cse16 = cse12*(-cse13*q_e_rotor_3 - cse14*q_e_rotor_1 + cse15*q_e_rotor_2 + 4.0*cse6)
    cse17 = 2*cse16
    cse18 = 2*cse12*(cse13*q_e_rotor_1 - cse14*q_e_rotor_3 - cse15*q_e_rotor_0 + 4.0*cse2) + 2*cse4*(8.0*cse11 - cse5*q_e_rotor_3 - cse7*q_e_rotor_2 + cse8*q_e_rotor_0)
    cse19 = 2*q_e_rotor_3
    cse20 = 2*q_e_link2_2
    cse21 = 2*v_ed_link2_2
    cse22 = 2*v_ed_link2_1
    cse23 = 2*q_e_link2_1
    cse24 = -cse20*v_ed_link2_3 + cse21*q_e_link2_3 + cse22*q_e_link2_0 - cse23*v_ed_link2_0
    cse25 = 24.8*v_ed_link2_1
    cse26 = 24.8*v_ed_link2_3
    cse27 = 24.8*v_ed_link2_0
    cse28 = 24.8*v_ed_link2_2
    cse29 = cse24*(-cse25*q_e_link2_2 - cse26*q_e_link2_0 + cse27*q_e_link2_3 + cse28*q_e_link2_1)
    cse30 = -cse20*v_ed_link2_0 + cse21*q_e_link2_0 - cse22*q_e_link2_3 + cse23*v_ed_link2_3
    cse31 = 0.02*v_ed_link2_0
    cse32 = 0.02*v_ed_link2_2
    cse33 = 0.02*v_ed_link2_1
    cse34 = 0.02*v_ed_link2_3
    cse35 = cse30*(-cse31*q_e_link2_3 - cse32*q_e_link2_1 + cse33*q_e_link2_2 + cse34*q_e_link2_0)
    cse36 = cse24*(-cse25*q_e_link2_3 + cse26*q_e_link2_1 - cse27*q_e_link2_2 + cse28*q_e_link2_0) + cse30*(cse31*q_e_link2_1 - cse32*q_e_link2_3 - cse33*q_e_link2_0 + cse34*q_e_link2_2)
    cse37 = 2*cse36
    cse38 = 2*q_e_link2_0
    cse39 = 2*q_e_link2_3
    cse40 = 2*q_e_link3_2
    cse41 = 2*v_ed_link3_2
    cse42 = 2*v_ed_link3_1
    cse43 = 2*q_e_link3_1
    cse44 = -cse40*v_ed_link3_3 + cse41*q_e_link3_3 + cse42*q_e_link3_0 - cse43*v_ed_link3_0
    cse45 = 9.08*v_ed_link3_1
    cse46 = 9.08*v_ed_link3_3
    cse47 = 9.08*v_ed_link3_0
    cse48 = 9.08*v_ed_link3_2
    cse49 = cse44*(-cse45*q_e_link3_2 - cse46*q_e_link3_0 + cse47*q_e_link3_3 + cse48*q_e_link3_1)
    cse50 = -cse40*v_ed_link3_0 + cse41*q_e_link3_0 - cse42*q_e_link3_3 + cse43*v_ed_link3_3
    cse51 = 0.02*v_ed_link3_0
    cse52 = 0.02*v_ed_link3_2
    cse53 = 0.02*v_ed_link3_1
    cse54 = 0.02*v_ed_link3_3
    cse55 = cse50*(-cse51*q_e_link3_3 - cse52*q_e_link3_1 + cse53*q_e_link3_2 + cse54*q_e_link3_0)
    cse56 = cse44*(-cse45*q_e_link3_3 + cse46*q_e_link3_1 - cse47*q_e_link3_2 + cse48*q_e_link3_0) + cse50*(cse51*q_e_link3_1 - cse52*q_e_link3_3 - cse53*q_e_link3_0 + cse54*q_e_link3_2)
    cse57 = 2*cse56
    cse58 = 2*q_e_link3_0
    cse59 = 2*q_e_link3_3
    out = np.zeros(21)
    out[_Q_INDEX] = (
        -19.62,  # [2]
        -cse10*q_e_rotor_2 - cse17*q_e_rotor_1 - cse18*q_e_rotor_3,  # [3]
        cse17*q_e_rotor_0 + cse18*q_e_rotor_2 - cse19*cse9,  # [4]
        cse10*q_e_rotor_0 + cse16*cse19 - cse18*q_e_rotor_1,  # [5]
        cse10*q_e_rotor_1 - cse17*q_e_rotor_2 + cse18*q_e_rotor_0,  # [6]
        -9.81,  # [9]
        -cse20*cse29 - cse23*cse35 - cse37*q_e_link2_3,  # [10]
        cse20*cse36 - cse29*cse39 + cse35*cse38,  # [11]
        -cse23*cse36 + cse29*cse38 + cse35*cse39,  # [12]
        -cse20*cse35 + cse23*cse29 + cse37*q_e_link2_0,  # [13]
        -9.81,  # [16]
        -cse40*cse49 - cse43*cse55 - cse57*q_e_link3_3,  # [17]
        cse40*cse56 - cse49*cse59 + cse55*cse58,  # [18]
        -cse43*cse56 + cse49*cse58 + cse55*cse59,  # [19]
        -cse40*cse55 + cse43*cse49 + cse57*q_e_link3_0,  # [20]
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
    # 857 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, _,
        _, _, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, _, _,
        _, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 8.0*q_e_rotor_2
    cse1 = cse0*v_ed_rotor_1
    cse2 = 8.0*v_ed_rotor_3
    cse3 = cse2*q_e_rotor_0
    cse4 = 8.0*q_e_rotor_3
    cse5 = cse4*v_ed_rotor_0
    cse6 = 8.0*v_ed_rotor_2
    cse7 = cse6*q_e_rotor_1
    cse8 = -cse1 - cse3 + cse5 + cse7
    cse9 = 4*v_ed_rotor_1
    cse10 = cse8*cse9
    cse11 = 2*v_ed_rotor_2
    cse12 = 2*v_ed_rotor_1
    cse13 = 2*q_e_rotor_2
    cse14 = 2*q_e_rotor_1
    cse15 = cse11*q_e_rotor_3 + cse12*q_e_rotor_0 - cse13*v_ed_rotor_3 - cse14*v_ed_rotor_0
    cse16 = 16.0*cse15
    cse17 = cse16*v_ed_rotor_3
    cse18 = 4.0*v_ed_rotor_0
    cse19 = 4.0*v_ed_rotor_2
    cse20 = 4.0*v_ed_rotor_1
    cse21 = 4.0*v_ed_rotor_3
    cse22 = -cse18*q_e_rotor_3 - cse19*q_e_rotor_1 + cse20*q_e_rotor_2 + cse21*q_e_rotor_0
    cse23 = 4*v_ed_rotor_2
    cse24 = cse22*cse23
    cse25 = cse11*q_e_rotor_0 - cse12*q_e_rotor_3 - cse13*v_ed_rotor_0 + cse14*v_ed_rotor_3
    cse26 = cse2*q_e_rotor_1
    cse27 = 8.0*cse15
    cse28 = cse4*v_ed_rotor_1
    cse29 = cse0*v_ed_rotor_0
    cse30 = cse6*q_e_rotor_0
    cse31 = 2*cse26 - 2*cse28 - 2*cse29 + 2*cse30
    cse32 = 4.0*cse25
    cse33 = cse18*q_e_rotor_1 - cse19*q_e_rotor_3 - cse20*q_e_rotor_0 + cse21*q_e_rotor_2
    cse34 = cse11*cse33 + cse27*v_ed_rotor_2 + cse31*v_ed_rotor_1 - cse32*v_ed_rotor_1
    cse35 = 2*cse34
    cse36 = 4*v_ed_rotor_0
    cse37 = cse36*q_e_rotor_2
    cse38 = cse16*v_ed_rotor_2
    cse39 = 2*cse22*cse25
    cse40 = -cse39
    cse41 = 4*v_ed_rotor_3
    cse42 = cse22*cse41
    cse43 = 2*cse33
    cse44 = cse27*v_ed_rotor_3 - cse31*v_ed_rotor_0 + cse32*v_ed_rotor_0 + cse43*v_ed_rotor_3
    cse45 = 2*cse44
    cse46 = 2*cse15*cse8
    cse47 = -cse46
    cse48 = cse41*cse8
    cse49 = cse16*v_ed_rotor_1
    cse50 = cse36*q_e_rotor_1
    cse51 = 8.0*cse25
    cse52 = cse51*q_e_rotor_1
    cse53 = -cse27*v_ed_rotor_0 - cse31*v_ed_rotor_3 + cse32*v_ed_rotor_3 - cse43*v_ed_rotor_0
    cse54 = 2*cse53
    cse55 = cse23*cse8
    cse56 = cse16*v_ed_rotor_0
    cse57 = cse22*cse9
    cse58 = -cse12*cse33 - cse27*v_ed_rotor_1 + cse31*v_ed_rotor_2 - cse32*v_ed_rotor_2
    cse59 = 2*cse58
    cse60 = cse15*cse31
    cse61 = cse25*cse43
    cse62 = -cse60 - cse61
    cse63 = cse8*q_e_rotor_3
    cse64 = cse36*q_e_rotor_0
    cse65 = cse51*q_e_rotor_0
    cse66 = cse60 + cse61
    cse67 = cse25*v_ed_rotor_3
    cse68 = cse25*cse6
    cse69 = q_e_link2_2*v_ed_link2_3
    cse70 = 2*v_ed_link2_2
    cse71 = 2*v_ed_link2_1
    cse72 = 2*v_ed_link2_3
    cse73 = 2*v_ed_link2_0
    cse74 = cse70*q_e_link2_3 + cse71*q_e_link2_0 - cse72*q_e_link2_2 - cse73*q_e_link2_1
    cse75 = 49.6*cse74
    cse76 = 0.02*v_ed_link2_0
    cse77 = 0.02*v_ed_link2_2
    cse78 = 0.02*v_ed_link2_1
    cse79 = 0.02*v_ed_link2_3
    cse80 = -cse76*q_e_link2_3 - cse77*q_e_link2_1 + cse78*q_e_link2_2 + cse79*q_e_link2_0
    cse81 = 4*cse80
    cse82 = cse81*v_ed_link2_2
    cse83 = 24.8*v_ed_link2_1
    cse84 = 24.8*v_ed_link2_3
    cse85 = 24.8*v_ed_link2_0
    cse86 = 24.8*v_ed_link2_2
    cse87 = -cse83*q_e_link2_2 - cse84*q_e_link2_0 + cse85*q_e_link2_3 + cse86*q_e_link2_1
    cse88 = 4*cse87
    cse89 = cse88*v_ed_link2_1
    cse90 = cse70*q_e_link2_0 - cse71*q_e_link2_3 + cse72*q_e_link2_1 - cse73*q_e_link2_2
    cse91 = 0.04*cse90
    cse92 = cse91*v_ed_link2_3
    cse93 = 24.8*cse74
    cse94 = cse76*q_e_link2_1 - cse77*q_e_link2_3 - cse78*q_e_link2_0 + cse79*q_e_link2_2
    cse95 = -cse83*q_e_link2_3 + cse84*q_e_link2_1 - cse85*q_e_link2_2 + cse86*q_e_link2_0
    cse96 = 2*cse95
    cse97 = cse70*cse94 - cse78*cse90 + cse93*v_ed_link2_2 + cse96*v_ed_link2_1
    cse98 = 2*cse97
    cse99 = q_e_link2_2*v_ed_link2_2
    cse100 = q_e_link2_2*v_ed_link2_0
    cse101 = 2*cse80*cse90
    cse102 = -cse101
    cse103 = cse91*q_e_link2_1
    cse104 = cse81*v_ed_link2_3
    cse105 = 2*cse94
    cse106 = 2*cse105*v_ed_link2_3 - 2*cse73*cse95 + 2*cse76*cse90 + 2*cse93*v_ed_link2_3
    cse107 = 2*cse74
    cse108 = cse107*cse87
    cse109 = -cse108
    cse110 = cse81*v_ed_link2_0
    cse111 = q_e_link2_2*v_ed_link2_1
    cse112 = -cse73*cse94 + cse79*cse90 - cse93*v_ed_link2_0 - cse96*v_ed_link2_3
    cse113 = 2*cse112
    cse114 = cse88*v_ed_link2_2
    cse115 = cse81*v_ed_link2_1
    cse116 = -2*cse105*v_ed_link2_1 + 2*cse70*cse95 - 2*cse77*cse90 - 2*cse93*v_ed_link2_1
    cse117 = cse107*cse95
    cse118 = cse105*cse90
    cse119 = -cse117 - cse118
    cse120 = cse75*v_ed_link2_3
    cse121 = cse91*q_e_link2_0
    cse122 = cse75*v_ed_link2_2
    cse123 = cse88*q_e_link2_3
    cse124 = q_e_link2_0*v_ed_link2_1
    cse125 = cse75*v_ed_link2_1
    cse126 = cse117 + cse118
    cse127 = cse75*v_ed_link2_0
    cse128 = cse88*q_e_link2_0
    cse129 = 2*q_e_link2_1
    cse130 = cse91*q_e_link2_3
    cse131 = cse88*q_e_link2_1
    cse132 = 2*q_e_link3_3
    cse133 = 2*q_e_link3_0
    cse134 = 2*q_e_link3_2
    cse135 = q_e_link3_1*v_ed_link3_0
    cse136 = cse132*v_ed_link3_2 + cse133*v_ed_link3_1 - cse134*v_ed_link3_3 - 2*cse135
    cse137 = 18.16*cse136
    cse138 = cse137*q_e_link3_2
    cse139 = 9.08*v_ed_link3_1
    cse140 = q_e_link3_0*v_ed_link3_3
    cse141 = 9.08*v_ed_link3_0
    cse142 = 9.08*v_ed_link3_2
    cse143 = -cse139*q_e_link3_2 - 9.08*cse140 + cse141*q_e_link3_3 + cse142*q_e_link3_1
    cse144 = 4*cse143
    cse145 = cse144*v_ed_link3_1
    cse146 = q_e_link3_1*v_ed_link3_3
    cse147 = -cse132*v_ed_link3_1 + cse133*v_ed_link3_2 - cse134*v_ed_link3_0 + 2*cse146
    cse148 = 0.04*cse147
    cse149 = 0.02*q_e_link3_3
    cse150 = 0.02*v_ed_link3_2
    cse151 = 0.02*v_ed_link3_1
    cse152 = 0.02*cse140 - cse149*v_ed_link3_0 - cse150*q_e_link3_1 + cse151*q_e_link3_2
    cse153 = 4*cse152
    cse154 = cse153*q_e_link3_1
    cse155 = 9.08*cse136
    cse156 = 0.02*v_ed_link3_3
    cse157 = 0.04*cse135 - 2*cse149*v_ed_link3_2 - 2*cse151*q_e_link3_0 + 2*cse156*q_e_link3_2
    cse158 = -2*cse139*q_e_link3_3 - 2*cse141*q_e_link3_2 + 2*cse142*q_e_link3_0 + 18.16*cse146
    cse159 = -cse147*cse151 + cse155*v_ed_link3_2 + cse157*v_ed_link3_2 + cse158*v_ed_link3_1
    cse160 = 2*cse159
    cse161 = 2*cse147*cse152
    cse162 = -cse161
    cse163 = cse144*v_ed_link3_0
    cse164 = cse148*v_ed_link3_2
    cse165 = cse147*v_ed_link3_0
    cse166 = cse155*v_ed_link3_3 + cse157*v_ed_link3_3 - cse158*v_ed_link3_0 + 0.02*cse165
    cse167 = 2*cse166
    cse168 = 2*cse136*cse143
    cse169 = -cse168
    cse170 = -cse136*cse141 + cse147*cse156 - cse157*v_ed_link3_0 - cse158*v_ed_link3_3
    cse171 = 2*cse170
    cse172 = q_e_link3_2*v_ed_link3_3
    cse173 = cse148*v_ed_link3_1
    cse174 = cse144*v_ed_link3_2
    cse175 = -cse136*cse139 - cse147*cse150 - cse157*v_ed_link3_1 + cse158*v_ed_link3_2
    cse176 = 2*cse175
    cse177 = cse136*cse158
    cse178 = cse147*cse157
    cse179 = -cse177 - cse178
    cse180 = cse153*v_ed_link3_2
    cse181 = q_e_link3_3*v_ed_link3_3
    cse182 = cse137*v_ed_link3_2
    cse183 = cse153*v_ed_link3_0
    cse184 = cse137*v_ed_link3_1
    cse185 = cse177 + cse178
    cse186 = 0.04*cse165
    cse187 = cse153*v_ed_link3_1
    cse188 = cse137*v_ed_link3_0
    cse189 = q_e_link3_3*v_ed_link3_2
    out = np.zeros((21, 21))
    out[_Q_q_INDEX] = (
        -cse10*q_e_rotor_2 + cse17*q_e_rotor_2 - cse24*q_e_rotor_1 - cse25*cse26 - cse35*q_e_rotor_3,  # [3, 3]
        cse25*cse7 + cse37*cse8 - cse38*q_e_rotor_2 + cse40 - cse42*q_e_rotor_1 - cse45*q_e_rotor_3,  # [3, 4]
        cse22*cse50 + cse47 + cse48*q_e_rotor_2 + cse49*q_e_rotor_2 - cse52*v_ed_rotor_1 - cse54*q_e_rotor_3,  # [3, 5]
        cse52*v_ed_rotor_0 - cse55*q_e_rotor_2 - cse56*q_e_rotor_2 + cse57*q_e_rotor_1 - cse59*q_e_rotor_3 + cse62,  # [3, 6]
        cse13*cse34 + cse17*q_e_rotor_3 + cse24*q_e_rotor_0 + cse25*cse3 + cse39 - cse63*cse9,  # [4, 3]
        -cse25*cse30 + cse36*cse63 - cse38*q_e_rotor_3 + cse42*q_e_rotor_0 + cse45*q_e_rotor_2,  # [4, 4]
        cse13*cse53 - cse22*cse64 + cse41*cse63 + cse49*q_e_rotor_3 + cse65*v_ed_rotor_1 + cse66,  # [4, 5]
        -cse23*cse63 + cse47 - cse56*q_e_rotor_3 - cse57*q_e_rotor_0 + cse59*q_e_rotor_2 - cse65*v_ed_rotor_0,  # [4, 6]
        cse10*q_e_rotor_0 - cse14*cse34 - cse17*q_e_rotor_0 + cse24*q_e_rotor_3 + cse4*cse67 + cse46,  # [5, 3]
        -cse14*cse44 + cse38*q_e_rotor_0 + cse42*q_e_rotor_3 + cse62 - cse64*cse8 - cse68*q_e_rotor_3,  # [5, 4]
        -cse14*cse53 - cse22*cse36*q_e_rotor_3 + cse25*cse28 - cse48*q_e_rotor_0 - cse49*q_e_rotor_0,  # [5, 5]
        -cse14*cse58 - cse25*cse5 + cse39 + cse55*q_e_rotor_0 + cse56*q_e_rotor_0 - cse57*q_e_rotor_3,  # [5, 6]
        -cse0*cse67 + cse10*q_e_rotor_1 - cse17*q_e_rotor_1 - cse24*q_e_rotor_2 + cse35*q_e_rotor_0 + cse66,  # [6, 3]
        cse38*q_e_rotor_1 - cse42*q_e_rotor_2 + cse45*q_e_rotor_0 + cse46 - cse50*cse8 + cse68*q_e_rotor_2,  # [6, 4]
        -cse1*cse25 + cse22*cse37 + cse40 - cse48*q_e_rotor_1 - cse49*q_e_rotor_1 + cse54*q_e_rotor_0,  # [6, 5]
        cse25*cse29 + cse55*q_e_rotor_1 + cse56*q_e_rotor_1 + cse57*q_e_rotor_2 + cse59*q_e_rotor_0,  # [6, 6]
        cse69*cse75 - cse82*q_e_link2_1 - cse89*q_e_link2_2 - cse92*q_e_link2_1 - cse98*q_e_link2_3,  # [10, 10]
        cse100*cse88 + cse102 + cse103*v_ed_link2_2 - cse104*q_e_link2_1 - cse106*q_e_link2_3 - cse75*cse99,  # [10, 11]
        -cse103*v_ed_link2_1 + cse109 + cse110*q_e_link2_1 + cse111*cse75 - cse113*q_e_link2_3 + cse69*cse88,  # [10, 12]
        -cse100*cse75 + cse103*v_ed_link2_0 - cse114*q_e_link2_2 + cse115*q_e_link2_1 - cse116*q_e_link2_3 + cse119,  # [10, 13]
        cse101 + cse120*q_e_link2_3 + cse82*q_e_link2_0 - cse89*q_e_link2_3 + cse92*q_e_link2_0 + cse98*q_e_link2_2,  # [11, 10]
        cse104*q_e_link2_0 + cse106*q_e_link2_2 - cse121*v_ed_link2_2 - cse122*q_e_link2_3 + cse123*v_ed_link2_0,  # [11, 11]
        -cse110*q_e_link2_0 + cse113*q_e_link2_2 + cse123*v_ed_link2_3 + cse124*cse91 + cse125*q_e_link2_3 + cse126,  # [11, 12]
        cse109 - cse114*q_e_link2_3 + cse116*q_e_link2_2 - cse121*v_ed_link2_0 - cse124*cse81 - cse127*q_e_link2_3,  # [11, 13]
        cse108 - cse120*q_e_link2_0 + cse128*v_ed_link2_1 - cse129*cse97 + cse82*q_e_link2_3 + cse92*q_e_link2_3,  # [12, 10]
        cse104*q_e_link2_3 - cse106*q_e_link2_1 + cse119 + cse122*q_e_link2_0 - cse128*v_ed_link2_0 - cse130*v_ed_link2_2,  # [12, 11]
        -cse110*q_e_link2_3 - cse112*cse129 - cse124*cse75 - cse128*v_ed_link2_3 + cse130*v_ed_link2_1,  # [12, 12]
        cse101 - cse115*q_e_link2_3 - cse116*q_e_link2_1 + cse127*q_e_link2_0 + cse128*v_ed_link2_2 - cse130*v_ed_link2_0,  # [12, 13]
        -cse120*q_e_link2_1 + cse126 + cse131*v_ed_link2_1 - cse69*cse91 - cse81*cse99 + cse98*q_e_link2_0,  # [13, 10]
        cse106*q_e_link2_0 + cse108 + cse122*q_e_link2_1 - cse131*v_ed_link2_0 - cse69*cse81 + cse91*cse99,  # [13, 11]
        cse100*cse81 + cse102 - cse111*cse91 + cse113*q_e_link2_0 - cse125*q_e_link2_1 - cse131*v_ed_link2_3,  # [13, 12]
        cse100*cse91 + cse111*cse81 + cse116*q_e_link2_0 + cse127*q_e_link2_1 + cse131*v_ed_link2_2,  # [13, 13]
        cse138*v_ed_link3_3 - cse145*q_e_link3_2 - cse146*cse148 - cse154*v_ed_link3_2 - cse160*q_e_link3_3,  # [17, 17]
        -cse138*v_ed_link3_2 - cse146*cse153 + cse162 + cse163*q_e_link3_2 + cse164*q_e_link3_1 - cse167*q_e_link3_3,  # [17, 18]
        cse135*cse153 + cse138*v_ed_link3_1 + cse144*cse172 + cse169 - cse171*q_e_link3_3 - cse173*q_e_link3_1,  # [17, 19]
        cse135*cse148 - cse138*v_ed_link3_0 + cse154*v_ed_link3_1 - cse174*q_e_link3_2 - cse176*q_e_link3_3 + cse179,  # [17, 20]
        cse134*cse159 + cse137*cse181 + cse140*cse148 - cse145*q_e_link3_3 + cse161 + cse180*q_e_link3_0,  # [18, 17]
        cse134*cse166 + cse140*cse153 + cse163*q_e_link3_3 - cse164*q_e_link3_0 - cse182*q_e_link3_3,  # [18, 18]
        cse134*cse170 + cse144*cse181 + cse173*q_e_link3_0 - cse183*q_e_link3_0 + cse184*q_e_link3_3 + cse185,  # [18, 19]
        cse134*cse175 - cse144*cse189 + cse169 - cse186*q_e_link3_0 - cse187*q_e_link3_0 - cse188*q_e_link3_3,  # [18, 20]
        -cse137*cse140 + cse145*q_e_link3_0 + cse148*cse181 + cse153*cse189 - cse160*q_e_link3_1 + cse168,  # [19, 17]
        -cse148*cse189 + cse153*cse181 - cse163*q_e_link3_0 - cse167*q_e_link3_1 + cse179 + cse182*q_e_link3_0,  # [19, 18]
        -cse140*cse144 - cse171*q_e_link3_1 + cse173*q_e_link3_3 - cse183*q_e_link3_3 - cse184*q_e_link3_0,  # [19, 19]
        cse161 + cse174*q_e_link3_0 - cse176*q_e_link3_1 - cse186*q_e_link3_3 - cse187*q_e_link3_3 + cse188*q_e_link3_0,  # [19, 20]
        -cse137*cse146 + cse145*q_e_link3_1 - cse148*cse172 + cse160*q_e_link3_0 - cse180*q_e_link3_2 + cse185,  # [20, 17]
        -cse135*cse144 - cse153*cse172 + cse164*q_e_link3_2 + cse167*q_e_link3_0 + cse168 + cse182*q_e_link3_1,  # [20, 18]
        -cse144*cse146 + cse162 + cse171*q_e_link3_0 - cse173*q_e_link3_2 + cse183*q_e_link3_2 - cse184*q_e_link3_1,  # [20, 19]
        cse135*cse137 + cse174*q_e_link3_1 + cse176*q_e_link3_0 + cse186*q_e_link3_2 + cse187*q_e_link3_2,  # [20, 20]
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
    # 745 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, _,
        _, _, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, _, _,
        _, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2*v_ed_rotor_2
    cse1 = 2*v_ed_rotor_1
    cse2 = 2*v_ed_rotor_3
    cse3 = 2*v_ed_rotor_0
    cse4 = cse0*q_e_rotor_3 + cse1*q_e_rotor_0 - cse2*q_e_rotor_2 - cse3*q_e_rotor_1
    cse5 = 8.0*cse4
    cse6 = 8.0*v_ed_rotor_1
    cse7 = 8.0*v_ed_rotor_0
    cse8 = 8.0*v_ed_rotor_3
    cse9 = 8.0*v_ed_rotor_2
    cse10 = -2*cse6*q_e_rotor_3 - 2*cse7*q_e_rotor_2 + 2*cse8*q_e_rotor_1 + 2*cse9*q_e_rotor_0
    cse11 = cse0*q_e_rotor_0 - cse1*q_e_rotor_3 + cse2*q_e_rotor_1 - cse3*q_e_rotor_2
    cse12 = 4.0*cse11
    cse13 = 4.0*v_ed_rotor_2
    cse14 = 4.0*v_ed_rotor_1
    cse15 = 4.0*v_ed_rotor_3
    cse16 = 4.0*v_ed_rotor_0
    cse17 = -2*cse13*q_e_rotor_3 - 2*cse14*q_e_rotor_0 + 2*cse15*q_e_rotor_2 + 2*cse16*q_e_rotor_1
    cse18 = -2*cse10*q_e_rotor_1 + 2*cse12*q_e_rotor_1 - 2*cse17*q_e_rotor_2 - 2*cse5*q_e_rotor_2
    cse19 = 8.0*cse11
    cse20 = q_e_rotor_1*q_e_rotor_3
    cse21 = cse19*cse20
    cse22 = 16.0*cse4
    cse23 = q_e_rotor_2*q_e_rotor_3
    cse24 = cse22*cse23
    cse25 = -4*cse13*q_e_rotor_1 + 4*cse14*q_e_rotor_2 + 4*cse15*q_e_rotor_0 - 4*cse16*q_e_rotor_3
    cse26 = q_e_rotor_1*q_e_rotor_2
    cse27 = cse25*cse26
    cse28 = -4*cse6*q_e_rotor_2 + 4*cse7*q_e_rotor_3 - 4*cse8*q_e_rotor_0 + 4*cse9*q_e_rotor_1
    cse29 = cse26*cse28
    cse30 = 2*cse10*q_e_rotor_0 - 2*cse12*q_e_rotor_0 - 2*cse17*q_e_rotor_3 - 2*cse5*q_e_rotor_3
    cse31 = cse19*cse26
    cse32 = q_e_rotor_2**2
    cse33 = q_e_rotor_0*q_e_rotor_2
    cse34 = cse20*cse25 - cse28*cse33
    cse35 = 2*cse10*q_e_rotor_3 - 2*cse12*q_e_rotor_3 + 2*cse17*q_e_rotor_0 + 2*cse5*q_e_rotor_0
    cse36 = q_e_rotor_0*q_e_rotor_1
    cse37 = cse25*cse36
    cse38 = -cse22*cse26
    cse39 = q_e_rotor_1**2
    cse40 = cse23*cse28
    cse41 = -2*cse10*q_e_rotor_2 + 2*cse12*q_e_rotor_2 + 2*cse17*q_e_rotor_1 + 2*cse5*q_e_rotor_1
    cse42 = -cse19*cse36
    cse43 = cse22*cse33
    cse44 = q_e_rotor_3**2
    cse45 = q_e_rotor_0*q_e_rotor_3
    cse46 = cse19*cse45
    cse47 = cse20*cse28 - cse25*cse33
    cse48 = cse19*cse33
    cse49 = cse28*cse45
    cse50 = cse25*cse45
    cse51 = cse20*cse22
    cse52 = q_e_rotor_0**2
    cse53 = cse22*cse45
    cse54 = cse28*cse36
    cse55 = cse23*cse25
    cse56 = cse19*cse23
    cse57 = cse22*cse36
    cse58 = 24.8*v_ed_link2_0
    cse59 = 24.8*v_ed_link2_3
    cse60 = 24.8*v_ed_link2_1
    cse61 = 24.8*v_ed_link2_2
    cse62 = -2*cse58*q_e_link2_2 + 2*cse59*q_e_link2_1 - 2*cse60*q_e_link2_3 + 2*cse61*q_e_link2_0
    cse63 = 2*v_ed_link2_2
    cse64 = 2*v_ed_link2_1
    cse65 = 2*v_ed_link2_3
    cse66 = 2*v_ed_link2_0
    cse67 = cse63*q_e_link2_3 + cse64*q_e_link2_0 - cse65*q_e_link2_2 - cse66*q_e_link2_1
    cse68 = 24.8*cse67
    cse69 = 0.02*v_ed_link2_2
    cse70 = 0.02*v_ed_link2_1
    cse71 = 0.02*v_ed_link2_3
    cse72 = 0.02*v_ed_link2_0
    cse73 = -cse69*q_e_link2_3 - cse70*q_e_link2_0 + cse71*q_e_link2_2 + cse72*q_e_link2_1
    cse74 = 2*cse73
    cse75 = cse63*q_e_link2_0 - cse64*q_e_link2_3 + cse65*q_e_link2_1 - cse66*q_e_link2_2
    cse76 = 0.02*cse75
    cse77 = -2*cse62*q_e_link2_1 - 2*cse68*q_e_link2_2 - 2*cse74*q_e_link2_2 + 2*cse76*q_e_link2_1
    cse78 = -4*cse69*q_e_link2_1 + 4*cse70*q_e_link2_2 + 4*cse71*q_e_link2_0 - 4*cse72*q_e_link2_3
    cse79 = cse78*q_e_link2_1
    cse80 = cse79*q_e_link2_2
    cse81 = 0.04*cse75
    cse82 = cse81*q_e_link2_1
    cse83 = cse82*q_e_link2_3
    cse84 = 4*cse58*q_e_link2_3 - 4*cse59*q_e_link2_0 - 4*cse60*q_e_link2_2 + 4*cse61*q_e_link2_1
    cse85 = cse84*q_e_link2_1
    cse86 = cse85*q_e_link2_2
    cse87 = 49.6*cse67
    cse88 = q_e_link2_2*q_e_link2_3
    cse89 = cse87*cse88
    cse90 = 2*cse62*q_e_link2_0 - 2*cse68*q_e_link2_3 - 2*cse74*q_e_link2_3 - 2*cse76*q_e_link2_0
    cse91 = cse82*q_e_link2_2
    cse92 = q_e_link2_2**2
    cse93 = cse84*q_e_link2_0
    cse94 = cse79*q_e_link2_3 - cse93*q_e_link2_2
    cse95 = 2*q_e_link2_0
    cse96 = 2*cse62*q_e_link2_3 + 2*cse68*q_e_link2_0 + 2*cse73*cse95 - 2*cse76*q_e_link2_3
    cse97 = cse79*q_e_link2_0
    cse98 = q_e_link2_1**2
    cse99 = cse84*cse88
    cse100 = cse87*q_e_link2_1
    cse101 = -cse100*q_e_link2_2
    cse102 = -cse62*q_e_link2_2 + cse68*q_e_link2_1 + cse74*q_e_link2_1 + cse76*q_e_link2_2
    cse103 = 2*cse102
    cse104 = cse81*q_e_link2_0
    cse105 = -cse104*q_e_link2_1
    cse106 = cse87*q_e_link2_0
    cse107 = cse106*q_e_link2_2
    cse108 = q_e_link2_3**2
    cse109 = cse104*q_e_link2_3
    cse110 = cse78*q_e_link2_0
    cse111 = -cse110*q_e_link2_2 + cse85*q_e_link2_3
    cse112 = cse93*q_e_link2_3
    cse113 = cse110*q_e_link2_3
    cse114 = cse104*q_e_link2_2
    cse115 = cse100*q_e_link2_3
    cse116 = q_e_link2_0**2
    cse117 = cse106*q_e_link2_3
    cse118 = cse85*q_e_link2_0
    cse119 = cse78*cse88
    cse120 = cse81*cse88
    cse121 = cse106*q_e_link2_1
    cse122 = 9.08*v_ed_link3_1
    cse123 = 9.08*v_ed_link3_0
    cse124 = 9.08*v_ed_link3_3
    cse125 = 9.08*v_ed_link3_2
    cse126 = -2*cse122*q_e_link3_3 - 2*cse123*q_e_link3_2 + 2*cse124*q_e_link3_1 + 2*cse125*q_e_link3_0
    cse127 = 0.02*v_ed_link3_2
    cse128 = 0.02*v_ed_link3_1
    cse129 = 0.02*v_ed_link3_3
    cse130 = 0.02*v_ed_link3_0
    cse131 = -2*cse127*q_e_link3_3 - 2*cse128*q_e_link3_0 + 2*cse129*q_e_link3_2 + 2*cse130*q_e_link3_1
    cse132 = 2*v_ed_link3_2
    cse133 = 2*v_ed_link3_1
    cse134 = 2*v_ed_link3_3
    cse135 = 2*v_ed_link3_0
    cse136 = cse132*q_e_link3_3 + cse133*q_e_link3_0 - cse134*q_e_link3_2 - cse135*q_e_link3_1
    cse137 = 9.08*cse136
    cse138 = cse132*q_e_link3_0 - cse133*q_e_link3_3 + cse134*q_e_link3_1 - cse135*q_e_link3_2
    cse139 = 0.02*cse138
    cse140 = -2*cse126*q_e_link3_1 - 2*cse131*q_e_link3_2 - 2*cse137*q_e_link3_2 + 2*cse139*q_e_link3_1
    cse141 = -4*cse127*q_e_link3_1 + 4*cse128*q_e_link3_2 + 4*cse129*q_e_link3_0 - 4*cse130*q_e_link3_3
    cse142 = cse141*q_e_link3_2
    cse143 = cse142*q_e_link3_1
    cse144 = -4*cse122*q_e_link3_2 + 4*cse123*q_e_link3_3 - 4*cse124*q_e_link3_0 + 4*cse125*q_e_link3_1
    cse145 = cse144*q_e_link3_2
    cse146 = cse145*q_e_link3_1
    cse147 = 0.04*cse138
    cse148 = q_e_link3_1*q_e_link3_3
    cse149 = cse147*cse148
    cse150 = 18.16*cse136
    cse151 = cse150*q_e_link3_2
    cse152 = cse151*q_e_link3_3
    cse153 = 2*cse126*q_e_link3_0 - 2*cse131*q_e_link3_3 - 2*cse137*q_e_link3_3 - 2*cse139*q_e_link3_0
    cse154 = cse147*q_e_link3_2
    cse155 = cse154*q_e_link3_1
    cse156 = q_e_link3_2**2
    cse157 = cse141*cse148 - cse145*q_e_link3_0
    cse158 = cse141*q_e_link3_0
    cse159 = cse158*q_e_link3_1
    cse160 = q_e_link3_1**2
    cse161 = cse145*q_e_link3_3
    cse162 = 2*cse126*q_e_link3_3 + 2*cse131*q_e_link3_0 + 2*cse137*q_e_link3_0 - 2*cse139*q_e_link3_3
    cse163 = -cse151*q_e_link3_1
    cse164 = -2*cse126*q_e_link3_2 + 2*cse131*q_e_link3_1 + 2*cse137*q_e_link3_1 + 2*cse139*q_e_link3_2
    cse165 = cse147*q_e_link3_0
    cse166 = -cse165*q_e_link3_1
    cse167 = cse151*q_e_link3_0
    cse168 = q_e_link3_3**2
    cse169 = cse165*q_e_link3_3
    cse170 = -cse142*q_e_link3_0 + cse144*cse148
    cse171 = cse144*q_e_link3_0
    cse172 = cse171*q_e_link3_3
    cse173 = cse158*q_e_link3_3
    cse174 = cse165*q_e_link3_2
    cse175 = cse148*cse150
    cse176 = q_e_link3_0**2
    cse177 = cse150*q_e_link3_0
    cse178 = cse177*q_e_link3_3
    cse179 = cse171*q_e_link3_1
    cse180 = cse142*q_e_link3_3
    cse181 = cse154*q_e_link3_3
    cse182 = cse177*q_e_link3_1
    out = np.zeros((21, 21))
    out[_Q_v_INDEX] = (
        -cse18*q_e_rotor_3 + cse21 - cse24 + cse27 + cse29,  # [3, 3]
        cse22*cse32 - cse30*q_e_rotor_3 - cse31 + cse34,  # [3, 4]
        cse19*cse39 - cse35*q_e_rotor_3 - cse37 + cse38 - cse40,  # [3, 5]
        -cse25*cse39 + cse28*cse32 - cse41*q_e_rotor_3 + cse42 + cse43,  # [3, 6]
        cse18*q_e_rotor_2 - cse22*cse44 - cse46 + cse47,  # [4, 3]
        cse24 + cse30*q_e_rotor_2 + cse48 - cse49 - cse50,  # [4, 4]
        cse25*cse52 - cse28*cse44 + cse35*q_e_rotor_2 + cse42 - cse51,  # [4, 5]
        cse19*cse52 + cse37 + cse40 + cse41*q_e_rotor_2 + cse53,  # [4, 6]
        -cse18*q_e_rotor_1 - cse19*cse44 + cse53 - cse54 - cse55,  # [5, 3]
        -cse25*cse44 + cse28*cse52 - cse30*q_e_rotor_1 - cse43 + cse56,  # [5, 4]
        -cse21 - cse35*q_e_rotor_1 + cse49 + cse50 + cse57,  # [5, 5]
        -cse22*cse52 + cse34 - cse41*q_e_rotor_1 + cse46,  # [5, 6]
        cse18*q_e_rotor_0 + cse25*cse32 - cse28*cse39 + cse51 + cse56,  # [6, 3]
        -cse19*cse32 + cse30*q_e_rotor_0 + cse38 + cse54 + cse55,  # [6, 4]
        cse22*cse39 + cse31 + cse35*q_e_rotor_0 + cse47,  # [6, 5]
        -cse27 - cse29 + cse41*q_e_rotor_0 - cse48 - cse57,  # [6, 6]
        -cse77*q_e_link2_3 + cse80 + cse83 + cse86 - cse89,  # [10, 10]
        cse87*cse92 - cse90*q_e_link2_3 - cse91 + cse94,  # [10, 11]
        cse101 + cse81*cse98 - cse96*q_e_link2_3 - cse97 - cse99,  # [10, 12]
        -cse103*q_e_link2_3 + cse105 + cse107 - cse78*cse98 + cse84*cse92,  # [10, 13]
        -cse108*cse87 - cse109 + cse111 + cse77*q_e_link2_2,  # [11, 10]
        -cse112 - cse113 + cse114 + cse89 + cse90*q_e_link2_2,  # [11, 11]
        cse105 - cse108*cse84 - cse115 + cse116*cse78 + cse96*q_e_link2_2,  # [11, 12]
        cse103*q_e_link2_2 + cse116*cse81 + cse117 + cse97 + cse99,  # [11, 13]
        -cse108*cse81 + cse117 - cse118 - cse119 - cse77*q_e_link2_1,  # [12, 10]
        -cse107 - cse108*cse78 + cse116*cse84 + cse120 - cse90*q_e_link2_1,  # [12, 11]
        cse112 + cse113 + cse121 - cse83 - cse96*q_e_link2_1,  # [12, 12]
        -cse103*q_e_link2_1 + cse109 - cse116*cse87 + cse94,  # [12, 13]
        cse115 + cse120 + cse77*q_e_link2_0 + cse78*cse92 - cse84*cse98,  # [13, 10]
        cse101 + cse118 + cse119 - cse81*cse92 + cse90*q_e_link2_0,  # [13, 11]
        cse111 + cse87*cse98 + cse91 + cse96*q_e_link2_0,  # [13, 12]
        cse102*cse95 - cse114 - cse121 - cse80 - cse86,  # [13, 13]
        -cse140*q_e_link3_3 + cse143 + cse146 + cse149 - cse152,  # [17, 17]
        cse150*cse156 - cse153*q_e_link3_3 - cse155 + cse157,  # [17, 18]
        cse147*cse160 - cse159 - cse161 - cse162*q_e_link3_3 + cse163,  # [17, 19]
        -cse141*cse160 + cse144*cse156 - cse164*q_e_link3_3 + cse166 + cse167,  # [17, 20]
        cse140*q_e_link3_2 - cse150*cse168 - cse169 + cse170,  # [18, 17]
        cse152 + cse153*q_e_link3_2 - cse172 - cse173 + cse174,  # [18, 18]
        cse141*cse176 - cse144*cse168 + cse162*q_e_link3_2 + cse166 - cse175,  # [18, 19]
        cse147*cse176 + cse159 + cse161 + cse164*q_e_link3_2 + cse178,  # [18, 20]
        -cse140*q_e_link3_1 - cse147*cse168 + cse178 - cse179 - cse180,  # [19, 17]
        -cse141*cse168 + cse144*cse176 - cse153*q_e_link3_1 - cse167 + cse181,  # [19, 18]
        -cse149 - cse162*q_e_link3_1 + cse172 + cse173 + cse182,  # [19, 19]
        -cse150*cse176 + cse157 - cse164*q_e_link3_1 + cse169,  # [19, 20]
        cse140*q_e_link3_0 + cse141*cse156 - cse144*cse160 + cse175 + cse181,  # [20, 17]
        -cse147*cse156 + cse153*q_e_link3_0 + cse163 + cse179 + cse180,  # [20, 18]
        cse150*cse160 + cse155 + cse162*q_e_link3_0 + cse170,  # [20, 19]
        -cse143 - cse146 + cse164*q_e_link3_0 - cse174 - cse182,  # [20, 20]
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
    # 270 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, a_3,
        a_4, a_5, a_6, _,
        _, _, a_10, a_11,
        a_12, a_13, _, _,
        _, a_17, a_18, a_19,
        a_20,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (21,) else _floats(a, 21, "a")

    cse0 = 8.0*a_5
    cse1 = 16.0*a_4
    cse2 = 8.0*a_6
    cse3 = a_3*q_e_rotor_1
    cse4 = a_4*q_e_rotor_0
    cse5 = a_5*q_e_rotor_3
    cse6 = -16.0*cse4 - 16.0*cse5
    cse7 = cse0*q_e_rotor_0
    cse8 = 16.0*q_e_rotor_2
    cse9 = cse2*q_e_rotor_1
    cse10 = 8.0*a_4
    cse11 = cse10*q_e_rotor_3
    cse12 = cse11 + cse9
    cse13 = 16.0*a_5
    cse14 = -a_6*cse8 - 16.0*cse3
    cse15 = 16.0*a_3
    cse16 = 16.0*a_6
    cse17 = 8.0*a_3
    cse18 = cse17*q_e_rotor_2
    cse19 = cse18 + cse7
    cse20 = 0.04*q_e_link2_2
    cse21 = 49.6*a_11
    cse22 = a_13*q_e_link2_2
    cse23 = a_10*q_e_link2_1
    cse24 = a_12*q_e_link2_3
    cse25 = a_11*q_e_link2_0
    cse26 = -49.6*cse24 - 49.6*cse25
    cse27 = a_13*q_e_link2_1
    cse28 = 0.04*a_12
    cse29 = cse28*q_e_link2_0
    cse30 = 0.04*a_11
    cse31 = cse30*q_e_link2_3
    cse32 = a_10*q_e_link2_2
    cse33 = 49.6*a_12
    cse34 = -49.6*cse22 - 49.6*cse23
    cse35 = 0.04*a_13
    cse36 = 49.6*a_10
    cse37 = 49.6*a_13
    cse38 = 0.04*a_10
    cse39 = a_12*q_e_link2_0
    cse40 = cse35*q_e_link2_1
    cse41 = a_11*q_e_link2_3
    cse42 = a_10*cse20
    cse43 = 0.04*a_19
    cse44 = 18.16*a_18
    cse45 = a_20*q_e_link3_2
    cse46 = a_17*q_e_link3_1
    cse47 = a_19*q_e_link3_3
    cse48 = a_18*q_e_link3_0
    cse49 = -18.16*cse47 - 18.16*cse48
    cse50 = a_20*q_e_link3_1
    cse51 = 0.04*q_e_link3_0
    cse52 = a_19*cse51
    cse53 = 0.04*a_18
    cse54 = cse53*q_e_link3_3
    cse55 = a_17*q_e_link3_2
    cse56 = 18.16*a_19
    cse57 = 18.12*q_e_link3_3
    cse58 = -18.16*cse45 - 18.16*cse46
    cse59 = 0.04*a_20
    cse60 = 18.16*a_17
    cse61 = 18.16*a_20
    cse62 = 0.04*a_17
    cse63 = a_19*q_e_link3_0
    cse64 = cse59*q_e_link3_1
    cse65 = cse62*q_e_link3_2
    out = np.zeros((21, 21))
    out[_Ma_q_INDEX] = (
        -cse0*q_e_rotor_2 - cse1*q_e_rotor_1,  # [3, 3]
        cse2*q_e_rotor_2 + 32.0*cse3 + cse6,  # [3, 4]
        a_3*cse8 + cse12 - cse7,  # [3, 5]
        cse10*q_e_rotor_2 - cse13*q_e_rotor_1,  # [3, 6]
        cse0*q_e_rotor_3 + cse14 + 32.0*cse4,  # [4, 3]
        -cse15*q_e_rotor_0 - cse2*q_e_rotor_3,  # [4, 4]
        -cse16*q_e_rotor_0 + cse17*q_e_rotor_3,  # [4, 5]
        cse1*q_e_rotor_3 + cse19 - cse9,  # [4, 6]
        cse12 + cse13*q_e_rotor_0 - cse18,  # [5, 3]
        -cse15*q_e_rotor_3 + cse2*q_e_rotor_0,  # [5, 4]
        -cse16*q_e_rotor_3 - cse17*q_e_rotor_0,  # [5, 5]
        cse10*q_e_rotor_0 + cse14 + 32.0*cse5,  # [5, 6]
        -a_4*cse8 + cse0*q_e_rotor_1,  # [6, 3]
        -cse11 + cse16*q_e_rotor_1 + cse19,  # [6, 4]
        32.0*a_6*q_e_rotor_2 + cse17*q_e_rotor_1 + cse6,  # [6, 5]
        -a_5*cse8 - cse10*q_e_rotor_1,  # [6, 6]
        -a_12*cse20 - cse21*q_e_link2_1,  # [10, 10]
        49.56*cse22 + 99.2*cse23 + cse26,  # [10, 11]
        49.56*cse27 - cse29 + cse31 + 0.08*cse32,  # [10, 12]
        cse30*q_e_link2_2 - cse33*q_e_link2_1,  # [10, 13]
        49.56*cse24 + 99.2*cse25 + cse34,  # [11, 10]
        -cse35*q_e_link2_3 - cse36*q_e_link2_0,  # [11, 11]
        -cse37*q_e_link2_0 + cse38*q_e_link2_3,  # [11, 12]
        49.56*cse39 - cse40 + 0.08*cse41 + cse42,  # [11, 13]
        0.08*cse39 + cse40 + 49.56*cse41 - cse42,  # [12, 10]
        cse35*q_e_link2_0 - cse36*q_e_link2_3,  # [12, 11]
        -cse37*q_e_link2_3 - cse38*q_e_link2_0,  # [12, 12]
        99.2*cse24 + 49.56*cse25 + cse34,  # [12, 13]
        -cse21*q_e_link2_2 + cse28*q_e_link2_1,  # [13, 10]
        0.08*cse27 + cse29 - cse31 + 49.56*cse32,  # [13, 11]
        99.2*cse22 + 49.56*cse23 + cse26,  # [13, 12]
        -cse30*q_e_link2_1 - cse33*q_e_link2_2,  # [13, 13]
        -cse43*q_e_link3_2 - cse44*q_e_link3_1,  # [17, 17]
        18.12*cse45 + 36.32*cse46 + cse49,  # [17, 18]
        18.12*cse50 - cse52 + cse54 + 0.08*cse55,  # [17, 19]
        cse53*q_e_link3_2 - cse56*q_e_link3_1,  # [17, 20]
        a_19*cse57 + 36.32*cse48 + cse58,  # [18, 17]
        -cse59*q_e_link3_3 - cse60*q_e_link3_0,  # [18, 18]
        -cse61*q_e_link3_0 + cse62*q_e_link3_3,  # [18, 19]
        0.08*a_18*q_e_link3_3 + 18.12*cse63 - cse64 + cse65,  # [18, 20]
        a_18*cse57 + 0.08*cse63 + cse64 - cse65,  # [19, 17]
        a_20*cse51 - cse60*q_e_link3_3,  # [19, 18]
        -a_17*cse51 - cse61*q_e_link3_3,  # [19, 19]
        36.32*cse47 + 18.12*cse48 + cse58,  # [19, 20]
        cse43*q_e_link3_1 - cse44*q_e_link3_2,  # [20, 17]
        0.08*cse50 + cse52 - cse54 + 18.12*cse55,  # [20, 18]
        36.32*cse45 + 18.12*cse46 + cse49,  # [20, 19]
        -cse53*q_e_link3_1 - cse56*q_e_link3_2,  # [20, 20]
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
        ndarray of shape (21, 21), 76 nonzero.
    """
    # 254 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, _, _, _,
        _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17, lam_18, lam_19,
        lam_20,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (21,) else _floats(lam, 21, "lam")

    t = float(t)

    cse0 = 2*q_e_link2_2
    cse1 = 2*q_e_link2_1
    cse2 = cse0*q_e_link2_3 - cse1*q_e_link2_0
    cse3 = 2.6470154933206795*cse2
    cse4 = q_e_link2_3**2
    cse5 = q_e_link2_0**2
    cse6 = 2*cse4 + 2*cse5 - 1
    cse7 = 2.9988846223421595*cse6
    cse8 = 4*lam_0 + 8*lam_13 + lam_18
    cse9 = 1.4994423111710797*cse2
    cse10 = -1.3235077466603398*cse6
    cse11 = math.pi*t
    cse12 = 2*lam_17
    cse13 = cse12*math.sin(cse11)
    cse14 = lam_16*(cse0*q_e_link2_0 + cse1*q_e_link2_3)
    cse15 = 1.4994423111710797*cse14
    cse16 = 4*lam_15
    cse17 = -cse13 + cse15 - cse16
    cse18 = 1.3235077466603398*cse14
    cse19 = 2*lam_1
    cse20 = cse12*math.cos(cse11) + 4*lam_14
    cse21 = cse18 - cse19 + cse20
    cse22 = 1.4994423111710797*q_e_rotor_2 + 1.3235077466603398*q_e_rotor_3
    cse23 = 1.4994423111710797*q_e_rotor_1
    cse24 = -cse23 - 2.6470154933206795*q_e_rotor_0
    cse25 = -1.3235077466603398*q_e_rotor_1
    cse26 = 2.9988846223421595*q_e_rotor_0
    cse27 = 4*cse25 + 4*cse26
    cse28 = lam_16*(cse0*cse22 - cse1*cse24 + cse27*q_e_link2_0)
    cse29 = 2*cse22
    cse30 = 2*cse24
    cse31 = lam_16*(cse29*q_e_link2_3 - cse30*q_e_link2_0)
    cse32 = lam_16*(cse29*q_e_link2_0 + cse30*q_e_link2_3)
    cse33 = lam_16*(cse0*cse24 + cse1*cse22 + cse27*q_e_link2_3)
    cse34 = 2.9988846223421595*q_e_link2_2*q_e_link2_3
    cse35 = 2.9988846223421595*q_e_link2_0*q_e_link2_1
    cse36 = -2.6470154933206795*cse4 - 2.6470154933206795*cse5 + 1.3235077466603398
    cse37 = -cse18 + cse19 + cse20
    cse38 = cse13 + cse15 + cse16
    cse39 = -1.3235077466603398*q_e_rotor_2
    cse40 = 1.4994423111710797*q_e_rotor_3
    cse41 = cse39 + cse40
    cse42 = 5.294030986641359*q_e_rotor_0
    cse43 = lam_16*(cse0*cse41 + cse26*q_e_link2_1 - cse42*q_e_link2_0)
    cse44 = 2*cse41
    cse45 = lam_16*(cse26*q_e_link2_0 + cse44*q_e_link2_3)
    cse46 = lam_16*(-cse26*q_e_link2_3 + cse44*q_e_link2_0)
    cse47 = lam_16*(cse1*cse41 - cse26*q_e_link2_2 - cse42*q_e_link2_3)
    cse48 = 2*cse25 + 2.9988846223421595*q_e_rotor_0
    cse49 = cse40 - 2.6470154933206795*q_e_rotor_2
    cse50 = 5.294030986641359*q_e_rotor_3
    cse51 = lam_16*(-cse1*cse49 + cse48*q_e_link2_2 - cse50*q_e_link2_0)
    cse52 = 2*cse49
    cse53 = lam_16*(cse48*q_e_link2_3 - cse52*q_e_link2_0)
    cse54 = lam_16*(cse48*q_e_link2_0 + cse52*q_e_link2_3)
    cse55 = lam_16*(cse0*cse49 + cse48*q_e_link2_1 - cse50*q_e_link2_3)
    cse56 = 2.9988846223421595*q_e_rotor_2
    cse57 = 2*cse23 + 2.6470154933206795*q_e_rotor_0
    cse58 = 4*cse39 + 11.995538489368638*q_e_rotor_3
    cse59 = lam_16*(-cse56*q_e_link2_1 + cse57*q_e_link2_2 + cse58*q_e_link2_0)
    cse60 = lam_16*(-cse56*q_e_link2_0 + cse57*q_e_link2_3)
    cse61 = lam_16*(cse56*q_e_link2_3 + cse57*q_e_link2_0)
    cse62 = lam_16*(cse56*q_e_link2_2 + cse57*q_e_link2_1 + cse58*q_e_link2_3)
    cse63 = 2*q_e_rotor_0**2 - 1
    cse64 = 2*q_e_rotor_2
    cse65 = cse64*q_e_rotor_3
    cse66 = 2*q_e_rotor_1
    cse67 = cse66*q_e_rotor_0
    cse68 = lam_16*(2.9988846223421595*cse63 - 2.6470154933206795*cse65 - 2.6470154933206795*cse67 + 5.997769244684319*q_e_rotor_3**2) + lam_19
    cse69 = -24.4*lam_11 + 24.4*lam_14
    cse70 = 1.4994423111710797*cse65 - 1.4994423111710797*cse67
    cse71 = 1.3235077466603398*cse63 + 2.6470154933206795*q_e_rotor_2**2
    cse72 = -12.2*lam_12 + 12.2*lam_15
    cse73 = cse72 + lam_16*(-cse70 + cse71)
    cse74 = lam_16*(1.4994423111710797*cse64*q_e_rotor_0 - 1.3235077466603398*cse64*q_e_rotor_1 + 1.4994423111710797*cse66*q_e_rotor_3 + 2.6470154933206795*q_e_rotor_0*q_e_rotor_3)
    cse75 = 12.2*lam_13
    cse76 = 12.2*lam_10
    cse77 = -cse75 + cse76
    cse78 = cse75 - cse76
    cse79 = cse72 + lam_16*(cse70 - cse71)
    cse80 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8
    cse81 = 2*lam_5
    cse82 = 7.4*lam_12 - 7.4*lam_9
    cse83 = -cse81 + cse82
    cse84 = 7.4*lam_10
    cse85 = 7.4*lam_7
    cse86 = -cse84 + cse85
    cse87 = cse84 - cse85
    cse88 = cse81 + cse82
    out = np.zeros((21, 21))
    out[_Phi_qT_lam_q_INDEX] = (
        cse8 + lam_16*(-cse3 + cse7),  # [3, 3]
        lam_16*(cse10 - cse9),  # [3, 4]
        cse17,  # [3, 5]
        cse21,  # [3, 6]
        cse28,  # [3, 10]
        cse31,  # [3, 11]
        cse32,  # [3, 12]
        cse33,  # [3, 13]
        lam_16*(-cse34 + cse35 + cse36),  # [4, 3]
        cse8,  # [4, 4]
        cse37,  # [4, 5]
        cse38,  # [4, 6]
        cse43,  # [4, 10]
        cse45,  # [4, 11]
        cse46,  # [4, 12]
        cse47,  # [4, 13]
        cse17,  # [5, 3]
        cse37,  # [5, 4]
        -cse3*lam_16 + lam_18,  # [5, 5]
        lam_16*(cse36 + cse9),  # [5, 6]
        cse51,  # [5, 10]
        cse53,  # [5, 11]
        cse54,  # [5, 12]
        cse55,  # [5, 13]
        cse21,  # [6, 3]
        cse38,  # [6, 4]
        lam_16*(cse10 + cse34 - cse35),  # [6, 5]
        cse7*lam_16 + lam_18,  # [6, 6]
        cse59,  # [6, 10]
        cse60,  # [6, 11]
        cse61,  # [6, 12]
        cse62,  # [6, 13]
        cse28,  # [10, 3]
        cse43,  # [10, 4]
        cse51,  # [10, 5]
        cse59,  # [10, 6]
        cse68 + cse69,  # [10, 10]
        cse73,  # [10, 11]
        cse74,  # [10, 12]
        cse77,  # [10, 13]
        cse31,  # [11, 3]
        cse45,  # [11, 4]
        cse53,  # [11, 5]
        cse60,  # [11, 6]
        cse73,  # [11, 10]
        lam_19,  # [11, 11]
        cse78,  # [11, 12]
        cse74,  # [11, 13]
        cse32,  # [12, 3]
        cse46,  # [12, 4]
        cse54,  # [12, 5]
        cse61,  # [12, 6]
        cse74,  # [12, 10]
        cse78,  # [12, 11]
        cse69 + lam_19,  # [12, 12]
        cse79,  # [12, 13]
        cse33,  # [13, 3]
        cse47,  # [13, 4]
        cse55,  # [13, 5]
        cse62,  # [13, 6]
        cse77,  # [13, 10]
        cse74,  # [13, 11]
        cse79,  # [13, 12]
        cse68,  # [13, 13]
        cse80,  # [17, 17]
        cse83,  # [17, 18]
        cse86,  # [17, 20]
        cse83,  # [18, 17]
        lam_20,  # [18, 18]
        cse87,  # [18, 19]
        cse87,  # [19, 18]
        cse80,  # [19, 19]
        cse88,  # [19, 20]
        cse86,  # [20, 17]
        cse88,  # [20, 19]
        lam_20,  # [20, 20]
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
    # 905 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, _,
        _, _, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, _, _,
        _, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, a_5, a_6, a_7,
        a_8, a_9, a_10, a_11,
        a_12, a_13, a_14, a_15,
        a_16, a_17, a_18, a_19,
        a_20,
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

    cse0 = 4*lam_0
    cse1 = 2*q_e_rotor_3
    cse2 = 4*lam_14
    cse3 = 4*lam_15
    cse4 = math.pi*t
    cse5 = math.sin(cse4)
    cse6 = 2*q_e_rotor_2
    cse7 = math.cos(cse4)
    cse8 = 8*lam_13
    cse9 = 8.0*q_e_rotor_2
    cse10 = cse9*q_e_rotor_1
    cse11 = 2*q_e_rotor_0
    cse12 = 2*q_e_rotor_1
    cse13 = cse1*v_ed_rotor_2 + cse11*v_ed_rotor_1 - cse12*v_ed_rotor_0 - cse6*v_ed_rotor_3
    cse14 = 8.0*q_e_rotor_0
    cse15 = 8.0*q_e_rotor_3
    cse16 = 8.0*q_e_rotor_1
    cse17 = cse13*(-cse14*v_ed_rotor_3 + cse15*v_ed_rotor_0 + cse16*v_ed_rotor_2 - cse9*v_ed_rotor_1)
    cse18 = -cse1*v_ed_rotor_1 + cse11*v_ed_rotor_2 + cse12*v_ed_rotor_3 - cse6*v_ed_rotor_0
    cse19 = 4.0*v_ed_rotor_0
    cse20 = 4.0*v_ed_rotor_2
    cse21 = 4.0*v_ed_rotor_1
    cse22 = 4.0*v_ed_rotor_3
    cse23 = cse18*(-cse19*q_e_rotor_3 - cse20*q_e_rotor_1 + cse21*q_e_rotor_2 + cse22*q_e_rotor_0)
    cse24 = cse13*(cse14*v_ed_rotor_2 - cse15*v_ed_rotor_1 + cse16*v_ed_rotor_3 - cse9*v_ed_rotor_0) + cse18*(cse19*q_e_rotor_1 - cse20*q_e_rotor_3 - cse21*q_e_rotor_0 + cse22*q_e_rotor_2)
    cse25 = q_e_rotor_1*q_e_rotor_3
    cse26 = -16.0*cse25 - cse9*q_e_rotor_0
    cse27 = q_e_link2_3**2
    cse28 = q_e_link2_0**2
    cse29 = 2*cse28 - 1
    cse30 = 2*cse27 + cse29
    cse31 = -1.3235077466603398*q_e_rotor_1
    cse32 = 2*q_e_link2_2
    cse33 = cse32*q_e_link2_3
    cse34 = 2*q_e_link2_1
    cse35 = cse34*q_e_link2_0
    cse36 = cse33 - cse35
    cse37 = 1.4994423111710797*q_e_rotor_1
    cse38 = cse32*q_e_link2_0 + cse34*q_e_link2_3
    cse39 = 1.3235077466603398*q_e_rotor_3
    cse40 = 1.4994423111710797*q_e_rotor_2
    cse41 = cse9*q_e_rotor_3 - 16.0*q_e_rotor_0*q_e_rotor_1
    cse42 = q_e_rotor_1**2
    cse43 = q_e_rotor_2**2
    cse44 = 1.3235077466603398*q_e_rotor_0
    cse45 = 1.4994423111710797*q_e_rotor_0
    cse46 = -1.3235077466603398*q_e_rotor_2
    cse47 = 1.4994423111710797*q_e_rotor_3
    cse48 = 16.0*q_e_rotor_2
    cse49 = -8.0*cse25 - cse48*q_e_rotor_0
    cse50 = cse14*q_e_rotor_3
    cse51 = q_e_rotor_0**2
    cse52 = q_e_rotor_3**2
    cse53 = cse14*q_e_rotor_1 - cse48*q_e_rotor_3
    cse54 = 12.2*lam_10
    cse55 = 24.4*lam_14
    cse56 = 12.2*lam_12
    cse57 = 2*v_ed_link2_2
    cse58 = 2*v_ed_link2_1
    cse59 = -cse32*v_ed_link2_3 - cse34*v_ed_link2_0 + cse57*q_e_link2_3 + cse58*q_e_link2_0
    cse60 = 24.8*v_ed_link2_1
    cse61 = 24.8*v_ed_link2_3
    cse62 = q_e_link2_3*v_ed_link2_0
    cse63 = 24.8*v_ed_link2_2
    cse64 = cse59*(-cse60*q_e_link2_2 - cse61*q_e_link2_0 + 24.8*cse62 + cse63*q_e_link2_1)
    cse65 = q_e_link2_2*v_ed_link2_0
    cse66 = cse34*v_ed_link2_3 + cse57*q_e_link2_0 - cse58*q_e_link2_3 - 2*cse65
    cse67 = 0.02*q_e_link2_1
    cse68 = 0.02*v_ed_link2_1
    cse69 = 0.02*v_ed_link2_3
    cse70 = cse66*(-0.02*cse62 - cse67*v_ed_link2_2 + cse68*q_e_link2_2 + cse69*q_e_link2_0)
    cse71 = cse59*(-cse60*q_e_link2_3 + cse61*q_e_link2_1 + cse63*q_e_link2_0 - 24.8*cse65) + cse66*(cse67*v_ed_link2_0 - cse68*q_e_link2_0 + cse69*q_e_link2_2 - 0.02*q_e_link2_3*v_ed_link2_2)
    cse72 = 2*q_e_link2_3
    cse73 = 12.2*lam_13
    cse74 = 12.2*lam_15
    cse75 = 2*cse51 - 1
    cse76 = cse6*q_e_rotor_3
    cse77 = cse11*q_e_rotor_1
    cse78 = 1.4994423111710797*cse52 + 0.7497211555855399*cse75 - 0.6617538733301699*cse76 - 0.6617538733301699*cse77
    cse79 = 4*cse78
    cse80 = -1.3235077466603398*cse43 - 0.6617538733301699*cse75 + 0.7497211555855399*cse76 - 0.7497211555855399*cse77
    cse81 = 2*cse25
    cse82 = cse11*q_e_rotor_2
    cse83 = cse6*q_e_rotor_1
    cse84 = cse11*q_e_rotor_3
    cse85 = cse83 - cse84
    cse86 = 0.7497211555855399*cse81 + 0.7497211555855399*cse82 - 0.6617538733301699*cse85
    cse87 = 49.56*q_e_link2_1*q_e_link2_2
    cse88 = 49.6*q_e_link2_3
    cse89 = 0.04*q_e_link2_0
    cse90 = -cse88*q_e_link2_1 - cse89*q_e_link2_2
    cse91 = 24.4*lam_11
    cse92 = 49.6*q_e_link2_0
    cse93 = 0.04*q_e_link2_3
    cse94 = -cse92*q_e_link2_1 + cse93*q_e_link2_2
    cse95 = q_e_link2_1**2
    cse96 = q_e_link2_2**2
    cse97 = 12.2*q_e_link2_2
    cse98 = 2*cse80
    cse99 = 49.56*q_e_link2_0*q_e_link2_3
    cse100 = -cse92*q_e_link2_2 - cse93*q_e_link2_1
    cse101 = 2*q_e_link2_0
    cse102 = -cse88*q_e_link2_2 + cse89*q_e_link2_1
    cse103 = q_e_link3_2**2
    cse104 = q_e_link3_1**2
    cse105 = 7.4*lam_12
    cse106 = 2*q_e_link3_2
    cse107 = 2*q_e_link3_3
    cse108 = 2*q_e_link3_0
    cse109 = 2*v_ed_link3_3
    cse110 = 2*v_ed_link3_0
    cse111 = cse107*v_ed_link3_2 + cse108*v_ed_link3_1 - cse109*q_e_link3_2 - cse110*q_e_link3_1
    cse112 = 9.08*v_ed_link3_1
    cse113 = 9.08*v_ed_link3_3
    cse114 = 9.08*v_ed_link3_0
    cse115 = 9.08*v_ed_link3_2
    cse116 = cse111*(-cse112*q_e_link3_2 - cse113*q_e_link3_0 + cse114*q_e_link3_3 + cse115*q_e_link3_1)
    cse117 = 2*q_e_link3_1
    cse118 = -cse107*v_ed_link3_1 + cse108*v_ed_link3_2 + cse109*q_e_link3_1 - cse110*q_e_link3_2
    cse119 = 0.02*v_ed_link3_0
    cse120 = 0.02*v_ed_link3_2
    cse121 = 0.02*v_ed_link3_1
    cse122 = 0.02*v_ed_link3_3
    cse123 = cse118*(-cse119*q_e_link3_3 - cse120*q_e_link3_1 + cse121*q_e_link3_2 + cse122*q_e_link3_0)
    cse124 = cse111*(-cse112*q_e_link3_3 + cse113*q_e_link3_1 - cse114*q_e_link3_2 + cse115*q_e_link3_0) + cse118*(cse119*q_e_link3_1 - cse120*q_e_link3_3 - cse121*q_e_link3_0 + cse122*q_e_link3_2)
    cse125 = 2*cse124
    cse126 = 18.16*q_e_link3_1
    cse127 = 0.04*q_e_link3_2
    cse128 = -cse126*q_e_link3_0 + cse127*q_e_link3_3
    cse129 = 7.4*lam_10
    cse130 = -cse126*q_e_link3_3 - cse127*q_e_link3_0
    cse131 = 18.12*q_e_link3_1*q_e_link3_2
    cse132 = 14.8*lam_11
    cse133 = 7.4*lam_9
    cse134 = 14.8*lam_8
    cse135 = 7.4*lam_7
    cse136 = 4*lam_6
    cse137 = 18.12*q_e_link3_0*q_e_link3_3
    cse138 = q_e_link3_3**2
    cse139 = q_e_link3_0**2
    cse140 = 0.04*q_e_link3_1
    cse141 = 18.16*q_e_link3_2
    cse142 = -cse140*q_e_link3_3 - cse141*q_e_link3_0
    cse143 = cse140*q_e_link3_0 - cse141*q_e_link3_3
    cse144 = 2*cse42 + cse75
    cse145 = h**(-2)
    cse146 = cse107*q_e_link3_2
    cse147 = cse108*q_e_link3_1
    cse148 = 2*cse103 + 2*cse139 - 1
    cse149 = 3.7*cse106*q_e_link3_1 - 3.7*cse108*q_e_link3_3
    cse150 = -q_r_link3_x
    cse151 = 3.7*cse148
    cse152 = -q_r_link3_y
    cse153 = 3.7*cse146 + 3.7*cse147
    cse154 = -q_r_link3_z
    cse155 = 6.1*cse34*q_e_link2_2 - 6.1*cse72*q_e_link2_0
    cse156 = 6.1*cse29 + 12.2*cse96
    cse157 = 6.1*cse33 + 6.1*cse35
    cse158 = cse83 + cse84
    cse159 = cse81 - cse82
    return np.array([
        2.0*a_0 - lam_13 - lam_2,  # [0]
        2.0*a_1 - lam_14 - lam_3,  # [1]
        2.0*a_2 - lam_15 - lam_4 + 19.62,  # [2]
        a_3*(16.0*cse42 + 8.0*cse43) + a_4*cse41 + a_5*cse26 + a_6*cse10 + cse0*q_e_rotor_0 + cse1*cse24 - cse1*lam_1 + cse12*cse23 + cse17*cse6 + cse2*q_e_rotor_3 - cse3*q_e_rotor_2 + cse8*q_e_rotor_0 + lam_16*(cse30*(cse31 + 2.9988846223421595*q_e_rotor_0) + cse36*(-cse37 - 2.6470154933206795*q_e_rotor_0) + cse38*(cse39 + cse40)) + lam_17*(cse1*cse7 - cse5*cse6) + lam_18*q_e_rotor_0,  # [3]
        a_3*cse41 + a_4*(16.0*cse51 + 8.0*cse52) + a_5*cse50 + a_6*cse49 + cse0*q_e_rotor_1 + cse1*cse17 - cse11*cse23 + cse2*q_e_rotor_2 - cse24*cse6 + cse3*q_e_rotor_3 + cse6*lam_1 + cse8*q_e_rotor_1 + lam_16*(-cse30*cse44 - cse36*cse45 + cse38*(cse46 + cse47)) + lam_17*(cse1*cse5 + cse6*cse7) + lam_18*q_e_rotor_1,  # [4]
        a_3*cse26 + a_4*cse50 + a_5*(8.0*cse51 + 16.0*cse52) + a_6*cse53 - cse1*cse23 - cse11*cse17 + cse12*cse24 + cse12*lam_1 + cse2*q_e_rotor_1 - cse3*q_e_rotor_0 + lam_16*(-cse30*cse39 + cse36*(cse47 - 2.6470154933206795*q_e_rotor_2) + cse38*(cse31 + cse45)) + lam_17*(-cse11*cse5 + cse12*cse7) + lam_18*q_e_rotor_2,  # [5]
        a_3*cse10 + a_4*cse49 + a_5*cse53 + a_6*(8.0*cse42 + 16.0*cse43) - cse11*cse24 - cse11*lam_1 - cse12*cse17 + cse2*q_e_rotor_0 + cse23*cse6 + cse3*q_e_rotor_1 + lam_16*(cse30*(cse46 + 2.9988846223421595*q_e_rotor_3) + cse36*cse40 + cse38*(cse37 + cse44)) + lam_17*(cse11*cse7 + cse12*cse5) + lam_18*q_e_rotor_3,  # [6]
        1.0*a_7 + lam_10 + lam_13,  # [7]
        1.0*a_8 + lam_11 + lam_14,  # [8]
        1.0*a_9 + lam_12 + lam_15 + 9.81,  # [9]
        a_10*(49.6*cse95 + 0.04*cse96) + a_11*cse94 + a_12*cse90 + a_13*cse87 + cse32*cse64 + cse34*cse70 + cse54*q_e_link2_3 + cse55*q_e_link2_0 - cse56*q_e_link2_1 + cse71*cse72 - cse73*q_e_link2_3 + cse74*q_e_link2_1 - cse91*q_e_link2_0 + lam_16*(cse32*cse86 - cse34*cse80 + cse79*q_e_link2_0) + lam_19*q_e_link2_0,  # [10]
        a_10*cse94 + a_11*(0.04*cse27 + 49.6*cse28) + a_12*cse99 + a_13*cse100 - cse101*cse70 - cse32*cse71 - cse56*q_e_link2_0 + cse64*cse72 + cse74*q_e_link2_0 - cse97*lam_10 + cse97*lam_13 + lam_16*(cse72*cse86 - cse98*q_e_link2_0) + lam_19*q_e_link2_1,  # [11]
        a_10*cse90 + a_11*cse99 + a_12*(49.6*cse27 + 0.04*cse28) + a_13*cse102 - cse101*cse64 + cse34*cse71 - cse54*q_e_link2_1 + cse55*q_e_link2_2 - cse56*q_e_link2_3 - cse70*cse72 + cse73*q_e_link2_1 + cse74*q_e_link2_3 - cse91*q_e_link2_2 + lam_16*(cse101*cse86 + cse98*q_e_link2_3) + lam_19*q_e_link2_2,  # [12]
        a_10*cse87 + a_11*cse100 + a_12*cse102 + a_13*(0.04*cse95 + 49.6*cse96) - cse101*cse71 + cse32*cse70 - cse34*cse64 + cse54*q_e_link2_0 - cse73*q_e_link2_0 - cse97*lam_12 + cse97*lam_15 + lam_16*(cse32*cse80 + cse34*cse86 + cse79*q_e_link2_3) + lam_19*q_e_link2_3,  # [13]
        1.0*a_14 - lam_10 - lam_7,  # [14]
        1.0*a_15 - lam_11 - lam_8,  # [15]
        1.0*a_16 - lam_12 - lam_9 + 9.81,  # [16]
        a_17*(0.04*cse103 + 18.16*cse104) + a_18*cse128 + a_19*cse130 + a_20*cse131 + cse105*q_e_link3_1 + cse106*cse116 + cse117*cse123 - cse117*lam_5 + cse125*q_e_link3_3 - cse129*q_e_link3_3 + cse132*q_e_link3_0 - cse133*q_e_link3_1 - cse134*q_e_link3_0 + cse135*q_e_link3_3 + cse136*q_e_link3_0 + lam_20*q_e_link3_0,  # [17]
        a_17*cse128 + a_18*(0.04*cse138 + 18.16*cse139) + a_19*cse137 + a_20*cse142 + cse105*q_e_link3_0 + cse107*cse116 - cse108*cse123 - cse108*lam_5 - cse125*q_e_link3_2 + cse129*q_e_link3_2 - cse133*q_e_link3_0 - cse135*q_e_link3_2 + lam_20*q_e_link3_1,  # [18]
        a_17*cse130 + a_18*cse137 + a_19*(18.16*cse138 + 0.04*cse139) + a_20*cse143 + cse105*q_e_link3_3 - cse107*cse123 + cse107*lam_5 - cse108*cse116 + cse125*q_e_link3_1 + cse129*q_e_link3_1 + cse132*q_e_link3_2 - cse133*q_e_link3_3 - cse134*q_e_link3_2 - cse135*q_e_link3_1 + cse136*q_e_link3_2 + lam_20*q_e_link3_2,  # [19]
        a_17*cse131 + a_18*cse142 + a_19*cse143 + a_20*(18.16*cse103 + 0.04*cse104) + cse105*q_e_link3_2 + cse106*cse123 + cse106*lam_5 - cse108*cse124 - cse116*cse117 - cse129*q_e_link3_0 - cse133*q_e_link3_2 + cse135*q_e_link3_0 + lam_20*q_e_link3_3,  # [20]
        cse144*cse145,  # [21]
        cse145*cse85,  # [22]
        -cse145*q_r_rotor_x,  # [23]
        -cse145*q_r_rotor_y,  # [24]
        -cse145*q_r_rotor_z,  # [25]
        cse145*(cse146 - cse147),  # [26]
        cse145*cse148,  # [27]
        cse145*(-cse149 + cse150 - 4),  # [28]
        cse145*(-cse151 + cse152 - 8.5),  # [29]
        cse145*(-cse153 + cse154),  # [30]
        cse145*(cse149 + cse150 - cse155 + q_r_link2_x),  # [31]
        cse145*(cse151 + cse152 - cse156 + q_r_link2_y),  # [32]
        cse145*(cse153 + cse154 - cse157 + q_r_link2_z),  # [33]
        cse145*(2*cse144 + cse155 + q_r_link2_x - q_r_rotor_x),  # [34]
        cse145*(cse156 + 2*cse158 + q_r_link2_y - q_r_rotor_y),  # [35]
        cse145*(cse157 + 2*cse159 + q_r_link2_z - q_r_rotor_z),  # [36]
        cse145*(cse30*cse78 + cse36*cse80 + cse38*cse86),  # [37]
        cse145*(cse158*cse7 + cse159*cse5),  # [38]
        cse145*((1/2)*cse42 + (1/2)*cse43 + (1/2)*cse51 + (1/2)*cse52 - 1/2),  # [39]
        cse145*((1/2)*cse27 + (1/2)*cse28 + (1/2)*cse95 + (1/2)*cse96 - 1/2),  # [40]
        cse145*((1/2)*cse103 + (1/2)*cse104 + (1/2)*cse138 + (1/2)*cse139 - 1/2),  # [41]
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
        ndarray of shape (42, 42), 297 nonzero.
    """
    # 2296 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, _,
        _, _, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, _, _,
        _, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    (
        _, _, _, a_3,
        a_4, a_5, a_6, _,
        _, _, a_10, a_11,
        a_12, a_13, _, _,
        _, a_17, a_18, a_19,
        a_20,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (21,) else _floats(a, 21, "a")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17, lam_18, lam_19,
        lam_20,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (21,) else _floats(lam, 21, "lam")

    t = float(t)

    h = float(h)

    cse0 = q_e_rotor_2**2
    cse1 = 8.0*cse0
    cse2 = 2*q_e_rotor_3
    cse3 = 2*q_e_rotor_0
    cse4 = 2*q_e_rotor_2
    cse5 = 2*q_e_rotor_1
    cse6 = cse2*v_ed_rotor_2 + cse3*v_ed_rotor_1 - cse4*v_ed_rotor_3 - cse5*v_ed_rotor_0
    cse7 = 8.0*cse6
    cse8 = 8.0*q_e_rotor_3
    cse9 = cse8*v_ed_rotor_1
    cse10 = 8.0*q_e_rotor_2
    cse11 = cse10*v_ed_rotor_0
    cse12 = 8.0*q_e_rotor_1
    cse13 = cse12*v_ed_rotor_3
    cse14 = 8.0*q_e_rotor_0
    cse15 = cse14*v_ed_rotor_2
    cse16 = -cse11 + cse13 + cse15 - cse9
    cse17 = -cse2*v_ed_rotor_1 + cse3*v_ed_rotor_2 - cse4*v_ed_rotor_0 + cse5*v_ed_rotor_3
    cse18 = 4.0*cse17
    cse19 = 4.0*v_ed_rotor_2
    cse20 = 4.0*v_ed_rotor_1
    cse21 = 4.0*v_ed_rotor_3
    cse22 = 4.0*v_ed_rotor_0
    cse23 = -cse19*q_e_rotor_3 - cse20*q_e_rotor_0 + cse21*q_e_rotor_2 + cse22*q_e_rotor_1
    cse24 = -cse16*cse5 + cse18*q_e_rotor_1 - cse23*cse4 - cse7*q_e_rotor_2
    cse25 = cse8*q_e_rotor_1
    cse26 = cse17*cse25
    cse27 = 16.0*q_e_rotor_2
    cse28 = cse27*q_e_rotor_3
    cse29 = cse28*cse6
    cse30 = -cse19*q_e_rotor_1 + cse20*q_e_rotor_2 + cse21*q_e_rotor_0 - cse22*q_e_rotor_3
    cse31 = 4*q_e_rotor_1
    cse32 = cse31*q_e_rotor_2
    cse33 = cse30*cse32
    cse34 = cse10*v_ed_rotor_1
    cse35 = cse14*v_ed_rotor_3
    cse36 = cse8*v_ed_rotor_0
    cse37 = cse12*v_ed_rotor_2
    cse38 = -cse34 - cse35 + cse36 + cse37
    cse39 = cse32*cse38
    cse40 = q_e_rotor_1**2
    cse41 = 16.0*cse40
    cse42 = h**2
    cse43 = 16.0*a_4
    cse44 = 8.0*a_5
    cse45 = 4*q_e_rotor_2
    cse46 = cse38*v_ed_rotor_1
    cse47 = cse6*v_ed_rotor_3
    cse48 = cse31*v_ed_rotor_2
    cse49 = 2*cse16
    cse50 = 2*cse23
    cse51 = -cse18*v_ed_rotor_1 + cse49*v_ed_rotor_1 + cse50*v_ed_rotor_2 + cse7*v_ed_rotor_2
    cse52 = 2*q_e_link2_2
    cse53 = 2*q_e_link2_1
    cse54 = cse52*q_e_link2_3 - cse53*q_e_link2_0
    cse55 = 2.6470154933206795*cse54
    cse56 = q_e_link2_3**2
    cse57 = q_e_link2_0**2
    cse58 = 2*cse56 + 2*cse57 - 1
    cse59 = 2.9988846223421595*cse58
    cse60 = 4*lam_0 + 8*lam_13 + lam_18
    cse61 = cse16*cse3 - cse18*q_e_rotor_0 - cse2*cse23 - cse7*q_e_rotor_3
    cse62 = cse10*q_e_rotor_1
    cse63 = cse17*cse62
    cse64 = 16.0*cse0
    cse65 = cse31*q_e_rotor_3
    cse66 = 4*q_e_rotor_0
    cse67 = cse66*q_e_rotor_2
    cse68 = cse30*cse65 - cse38*cse67
    cse69 = a_3*q_e_rotor_1
    cse70 = 8.0*a_6
    cse71 = cse45*v_ed_rotor_0
    cse72 = cse6*v_ed_rotor_2
    cse73 = 2*cse17*cse30
    cse74 = -cse73
    cse75 = cse30*v_ed_rotor_3
    cse76 = cse18*v_ed_rotor_0 - cse49*v_ed_rotor_0 + cse50*v_ed_rotor_3 + cse7*v_ed_rotor_3
    cse77 = 1.4994423111710797*cse54
    cse78 = 1.3235077466603398*cse58
    cse79 = -cse78
    cse80 = 16.0*q_e_rotor_0
    cse81 = a_5*q_e_rotor_3
    cse82 = -a_4*cse80 - 16.0*cse81
    cse83 = cse80*q_e_rotor_1
    cse84 = cse10*q_e_rotor_3
    cse85 = -cse83 + cse84
    cse86 = cse16*cse2 - cse18*q_e_rotor_3 + cse23*cse3 + cse7*q_e_rotor_0
    cse87 = cse31*q_e_rotor_0
    cse88 = cse30*cse87
    cse89 = -cse27*cse6*q_e_rotor_1
    cse90 = 8.0*cse40
    cse91 = 4*q_e_rotor_3
    cse92 = cse91*q_e_rotor_2
    cse93 = cse38*cse92
    cse94 = 2*cse38*cse6
    cse95 = -cse94
    cse96 = cse38*v_ed_rotor_3
    cse97 = cse6*v_ed_rotor_1
    cse98 = cse31*v_ed_rotor_0
    cse99 = cse12*cse17
    cse100 = cse18*v_ed_rotor_3 - cse49*v_ed_rotor_3 - cse50*v_ed_rotor_0 - cse7*v_ed_rotor_0
    cse101 = cse44*q_e_rotor_0
    cse102 = cse52*q_e_link2_0 + cse53*q_e_link2_3
    cse103 = cse102*lam_16
    cse104 = 1.4994423111710797*cse103
    cse105 = cse70*q_e_rotor_1
    cse106 = math.pi*t
    cse107 = math.sin(cse106)
    cse108 = 2*lam_17
    cse109 = cse107*cse108
    cse110 = 8.0*a_4
    cse111 = cse110*q_e_rotor_3
    cse112 = 4*lam_15
    cse113 = cse104 + cse105 - cse109 + cse111 - cse112
    cse114 = cse10*q_e_rotor_0
    cse115 = 16.0*q_e_rotor_1
    cse116 = cse115*q_e_rotor_3
    cse117 = -cse114 - cse116
    cse118 = -cse16*cse4 + cse18*q_e_rotor_2 + cse23*cse5 + cse7*q_e_rotor_1
    cse119 = cse14*q_e_rotor_1
    cse120 = -cse119*cse17
    cse121 = 4*cse40
    cse122 = cse27*q_e_rotor_0
    cse123 = cse122*cse6
    cse124 = 4*cse0
    cse125 = cse45*v_ed_rotor_2
    cse126 = cse6*v_ed_rotor_0
    cse127 = cse30*v_ed_rotor_1
    cse128 = -cse18*v_ed_rotor_2 + cse49*v_ed_rotor_2 - cse50*v_ed_rotor_1 - cse7*v_ed_rotor_1
    cse129 = cse49*cse6
    cse130 = cse17*cse50
    cse131 = -cse129 - cse130
    cse132 = 1.3235077466603398*cse103
    cse133 = 2*lam_1
    cse134 = math.cos(cse106)
    cse135 = cse108*cse134 + 4*lam_14
    cse136 = cse132 - cse133 + cse135
    cse137 = 1.4994423111710797*q_e_rotor_2
    cse138 = cse137 + 1.3235077466603398*q_e_rotor_3
    cse139 = 1.4994423111710797*q_e_rotor_1
    cse140 = -cse139 - 2.6470154933206795*q_e_rotor_0
    cse141 = -1.3235077466603398*q_e_rotor_1
    cse142 = 2.9988846223421595*q_e_rotor_0
    cse143 = cse141 + cse142
    cse144 = 4*cse143
    cse145 = cse42*lam_16
    cse146 = cse145*(cse138*cse52 - cse140*cse53 + cse144*q_e_link2_0)
    cse147 = 2*q_e_link2_3
    cse148 = 2*q_e_link2_0
    cse149 = cse145*(cse138*cse147 - cse140*cse148)
    cse150 = cse145*(cse138*cse148 + cse140*cse147)
    cse151 = cse145*(cse138*cse53 + cse140*cse52 + cse144*q_e_link2_3)
    cse152 = -cse2
    cse153 = 8*q_e_rotor_0
    cse154 = -cse45
    cse155 = cse102*cse138 + cse140*cse54 + cse143*cse58
    cse156 = -cse107*cse4 + cse134*cse2
    cse157 = q_e_rotor_3**2
    cse158 = 16.0*cse157
    cse159 = cse8*q_e_rotor_0
    cse160 = cse159*cse17
    cse161 = -cse30*cse67 + cse38*cse65
    cse162 = cse66*v_ed_rotor_2
    cse163 = 16.0*q_e_rotor_3
    cse164 = 2.9988846223421595*q_e_link2_2
    cse165 = cse164*q_e_link2_3
    cse166 = 2.9988846223421595*q_e_link2_1
    cse167 = cse166*q_e_link2_0
    cse168 = -2.6470154933206795*cse56 - 2.6470154933206795*cse57 + 1.3235077466603398
    cse169 = -a_6*cse27 - 16.0*cse69
    cse170 = 8.0*cse157
    cse171 = q_e_rotor_0**2
    cse172 = 16.0*cse171
    cse173 = cse114*cse17
    cse174 = cse66*q_e_rotor_3
    cse175 = cse174*cse38
    cse176 = cse174*cse30
    cse177 = cse38*cse91
    cse178 = cse116*cse6
    cse179 = 4*cse157
    cse180 = 4*cse171
    cse181 = 8.0*a_3
    cse182 = 16.0*a_6
    cse183 = cse66*v_ed_rotor_0
    cse184 = cse14*cse17
    cse185 = cse129 + cse130
    cse186 = -cse132 + cse133 + cse135
    cse187 = cse6*cse80*q_e_rotor_3
    cse188 = 8.0*cse171
    cse189 = cse181*q_e_rotor_2
    cse190 = cse101 + cse104 + cse109 + cse112 + cse189
    cse191 = -cse122 - cse25
    cse192 = -1.3235077466603398*q_e_rotor_2
    cse193 = 1.4994423111710797*q_e_rotor_3
    cse194 = cse192 + cse193
    cse195 = 5.294030986641359*q_e_link2_0
    cse196 = cse145*(cse142*q_e_link2_1 + cse194*cse52 - cse195*q_e_rotor_0)
    cse197 = cse145*(cse142*q_e_link2_0 + cse147*cse194)
    cse198 = cse145*(-cse142*q_e_link2_3 + cse148*cse194)
    cse199 = 5.294030986641359*q_e_link2_3
    cse200 = cse145*(-cse142*q_e_link2_2 + cse194*cse53 - cse199*q_e_rotor_0)
    cse201 = 8*q_e_rotor_1
    cse202 = 1.4994423111710797*q_e_rotor_0
    cse203 = cse102*cse194 - cse202*cse54 - cse78*q_e_rotor_0
    cse204 = cse107*cse2 + cse134*cse4
    cse205 = cse38*cse87
    cse206 = cse30*cse92
    cse207 = cse30*cse91
    cse208 = cse17*v_ed_rotor_3
    cse209 = cse17*cse84
    cse210 = cse17*v_ed_rotor_2
    cse211 = cse6*cse83
    cse212 = cse119 - cse28
    cse213 = cse141 + cse202
    cse214 = cse193 - 2.6470154933206795*q_e_rotor_2
    cse215 = cse145*(-cse195*q_e_rotor_3 + cse213*cse52 - cse214*cse53)
    cse216 = cse145*(cse147*cse213 - cse148*cse214)
    cse217 = cse145*(cse147*cse214 + cse148*cse213)
    cse218 = cse145*(-cse199*q_e_rotor_3 + cse213*cse53 + cse214*cse52)
    cse219 = -cse66
    cse220 = cse102*cse213 + cse214*cse54 - cse78*q_e_rotor_3
    cse221 = -cse107*cse3 + cse134*cse5
    cse222 = cse139 + 1.3235077466603398*q_e_rotor_0
    cse223 = cse192 + 2.9988846223421595*q_e_rotor_3
    cse224 = 4*cse223
    cse225 = cse145*(-cse166*q_e_rotor_2 + cse222*cse52 + cse224*q_e_link2_0)
    cse226 = 2.9988846223421595*q_e_rotor_2
    cse227 = cse145*(cse147*cse222 - cse226*q_e_link2_0)
    cse228 = cse145*(cse148*cse222 + cse226*q_e_link2_3)
    cse229 = cse145*(cse164*q_e_rotor_2 + cse222*cse53 + cse224*q_e_link2_3)
    cse230 = -cse3
    cse231 = cse102*cse222 + cse137*cse54 + cse223*cse58
    cse232 = cse107*cse5 + cse134*cse3
    cse233 = q_e_link2_2**2
    cse234 = 0.04*cse233
    cse235 = q_e_link2_1**2
    cse236 = 49.6*cse235
    cse237 = 24.8*v_ed_link2_0
    cse238 = 24.8*v_ed_link2_3
    cse239 = 24.8*v_ed_link2_1
    cse240 = 24.8*v_ed_link2_2
    cse241 = -2*cse237*q_e_link2_2 + 2*cse238*q_e_link2_1 - 2*cse239*q_e_link2_3 + 2*cse240*q_e_link2_0
    cse242 = cse147*v_ed_link2_2 + cse148*v_ed_link2_1 - cse52*v_ed_link2_3 - cse53*v_ed_link2_0
    cse243 = 24.8*cse242
    cse244 = 0.02*v_ed_link2_2
    cse245 = 0.02*v_ed_link2_1
    cse246 = 0.02*v_ed_link2_3
    cse247 = 0.02*v_ed_link2_0
    cse248 = -cse244*q_e_link2_3 - cse245*q_e_link2_0 + cse246*q_e_link2_2 + cse247*q_e_link2_1
    cse249 = -cse147*v_ed_link2_1 + cse148*v_ed_link2_2 - cse52*v_ed_link2_0 + cse53*v_ed_link2_3
    cse250 = 0.02*cse249
    cse251 = -cse241*q_e_link2_1 - cse243*q_e_link2_2 - cse248*cse52 + cse250*q_e_link2_1
    cse252 = -cse244*q_e_link2_1 + cse245*q_e_link2_2 + cse246*q_e_link2_0 - cse247*q_e_link2_3
    cse253 = 4*cse252
    cse254 = q_e_link2_1*q_e_link2_2
    cse255 = cse253*cse254
    cse256 = 0.04*q_e_link2_3
    cse257 = cse256*q_e_link2_1
    cse258 = cse249*cse257
    cse259 = cse237*q_e_link2_3 - cse238*q_e_link2_0 - cse239*q_e_link2_2 + cse240*q_e_link2_1
    cse260 = 4*cse259
    cse261 = cse254*cse260
    cse262 = 49.6*q_e_link2_3
    cse263 = cse262*q_e_link2_2
    cse264 = cse242*cse263
    cse265 = 0.04*a_12
    cse266 = 49.6*a_11
    cse267 = 49.6*cse242
    cse268 = cse267*v_ed_link2_3
    cse269 = cse253*v_ed_link2_2
    cse270 = cse260*v_ed_link2_1
    cse271 = 0.04*cse249
    cse272 = cse271*q_e_link2_1
    cse273 = 2*cse248
    cse274 = cse240*cse242 + cse241*v_ed_link2_1 - cse245*cse249 + cse273*v_ed_link2_2
    cse275 = 2*cse171 - 1
    cse276 = 2*cse157 + cse275
    cse277 = cse4*q_e_rotor_3
    cse278 = cse3*q_e_rotor_1
    cse279 = cse277 + cse278
    cse280 = lam_16*(2.9988846223421595*cse276 - 2.6470154933206795*cse279) + lam_19
    cse281 = -24.4*lam_11 + 24.4*lam_14
    cse282 = cse241*q_e_link2_0 - cse243*q_e_link2_3 - cse250*q_e_link2_0 - cse273*q_e_link2_3
    cse283 = cse254*cse271
    cse284 = 49.6*cse233
    cse285 = cse260*q_e_link2_2
    cse286 = cse253*q_e_link2_3
    cse287 = -cse285*q_e_link2_0 + cse286*q_e_link2_1
    cse288 = a_10*q_e_link2_1
    cse289 = a_13*q_e_link2_2
    cse290 = cse267*v_ed_link2_2
    cse291 = cse260*v_ed_link2_0
    cse292 = 2*cse249*cse252
    cse293 = -cse292
    cse294 = cse253*v_ed_link2_3
    cse295 = cse238*cse242 - cse241*v_ed_link2_0 + cse247*cse249 + cse273*v_ed_link2_3
    cse296 = cse277 - cse278
    cse297 = 1.4994423111710797*cse296
    cse298 = 2*cse0 + cse275
    cse299 = 1.3235077466603398*cse298
    cse300 = -12.2*lam_12 + 12.2*lam_15
    cse301 = cse300 + lam_16*(-cse297 + cse299)
    cse302 = a_11*q_e_link2_0
    cse303 = a_12*q_e_link2_3
    cse304 = -49.6*cse302 - 49.6*cse303
    cse305 = cse256*q_e_link2_2
    cse306 = 49.6*q_e_link2_0
    cse307 = cse306*q_e_link2_1
    cse308 = cse305 - cse307
    cse309 = cse148*cse248 + cse241*q_e_link2_3 + cse243*q_e_link2_0 - cse250*q_e_link2_3
    cse310 = cse253*q_e_link2_0
    cse311 = cse310*q_e_link2_1
    cse312 = 0.04*cse235
    cse313 = cse285*q_e_link2_3
    cse314 = -cse254*cse267
    cse315 = a_10*q_e_link2_2
    cse316 = a_11*q_e_link2_3
    cse317 = 0.04*cse316
    cse318 = cse265*q_e_link2_0
    cse319 = 49.56*q_e_link2_1
    cse320 = 2*cse242*cse259
    cse321 = -cse320
    cse322 = cse253*v_ed_link2_0
    cse323 = cse267*v_ed_link2_1
    cse324 = cse260*v_ed_link2_3
    cse325 = -cse237*cse242 - cse241*v_ed_link2_3 + cse246*cse249 - cse273*v_ed_link2_0
    cse326 = cse2*q_e_rotor_1 + cse4*q_e_rotor_0
    cse327 = -cse2*q_e_rotor_0 + cse4*q_e_rotor_1
    cse328 = lam_16*(1.4994423111710797*cse326 - 1.3235077466603398*cse327)
    cse329 = 0.04*q_e_link2_0
    cse330 = cse329*q_e_link2_2
    cse331 = cse262*q_e_link2_1
    cse332 = -cse330 - cse331
    cse333 = cse319*q_e_link2_2
    cse334 = -cse241*q_e_link2_2 + cse243*q_e_link2_1 + cse248*cse53 + cse250*q_e_link2_2
    cse335 = cse329*q_e_link2_1
    cse336 = -cse249*cse335
    cse337 = cse306*q_e_link2_2
    cse338 = cse242*cse337
    cse339 = 0.04*a_11
    cse340 = cse267*v_ed_link2_0
    cse341 = cse260*v_ed_link2_2
    cse342 = cse253*v_ed_link2_1
    cse343 = -cse239*cse242 + cse241*v_ed_link2_2 - cse244*cse249 - cse273*v_ed_link2_1
    cse344 = cse241*cse242
    cse345 = cse249*cse273
    cse346 = -cse344 - cse345
    cse347 = 49.6*a_12
    cse348 = 12.2*lam_13
    cse349 = 12.2*lam_10
    cse350 = -cse348 + cse349
    cse351 = 12.2*q_e_link2_3
    cse352 = 24.4*q_e_link2_0
    cse353 = -cse352
    cse354 = 12.2*q_e_link2_1
    cse355 = -cse354
    cse356 = -cse351
    cse357 = 2.9988846223421595*cse276 - 2.6470154933206795*cse279
    cse358 = 0.7497211555855399*cse296 - 0.6617538733301699*cse298
    cse359 = 0.7497211555855399*cse326 - 0.6617538733301699*cse327
    cse360 = cse357*q_e_link2_0 - cse358*cse53 + cse359*cse52
    cse361 = 49.6*cse56
    cse362 = cse249*cse256
    cse363 = cse362*q_e_link2_0
    cse364 = cse260*q_e_link2_1
    cse365 = -cse310*q_e_link2_2 + cse364*q_e_link2_3
    cse366 = cse249*cse329
    cse367 = cse242*cse262
    cse368 = -49.6*cse288 - 49.6*cse289
    cse369 = 0.04*cse56
    cse370 = 49.6*cse57
    cse371 = q_e_link2_0*q_e_link2_3
    cse372 = cse260*cse371
    cse373 = cse253*cse371
    cse374 = cse249*cse330
    cse375 = 0.04*a_13
    cse376 = 49.56*q_e_link2_0
    cse377 = cse376*q_e_link2_3
    cse378 = 4*cse56
    cse379 = cse242*cse331
    cse380 = 0.04*a_10
    cse381 = cse344 + cse345
    cse382 = cse348 - cse349
    cse383 = cse242*cse306
    cse384 = cse383*q_e_link2_3
    cse385 = 0.04*cse57
    cse386 = 0.04*cse315
    cse387 = cse375*q_e_link2_1
    cse388 = -cse257 - cse337
    cse389 = 12.2*q_e_link2_2
    cse390 = -cse389
    cse391 = 12.2*q_e_link2_0
    cse392 = -cse391
    cse393 = cse147*cse359 - cse148*cse358
    cse394 = cse364*q_e_link2_0
    cse395 = cse286*q_e_link2_2
    cse396 = cse249*cse305
    cse397 = cse242*cse307
    cse398 = cse300 + lam_16*(cse297 - cse299)
    cse399 = -cse263 + cse335
    cse400 = 24.4*q_e_link2_2
    cse401 = -cse400
    cse402 = cse147*cse358 + cse148*cse359
    cse403 = cse271*q_e_link2_2
    cse404 = cse357*q_e_link2_3 + cse358*cse52 + cse359*cse53
    cse405 = q_e_link3_1**2
    cse406 = 18.16*cse405
    cse407 = q_e_link3_2**2
    cse408 = 0.04*cse407
    cse409 = 9.08*v_ed_link3_1
    cse410 = 9.08*v_ed_link3_0
    cse411 = 9.08*v_ed_link3_3
    cse412 = 9.08*v_ed_link3_2
    cse413 = -cse409*q_e_link3_3 - cse410*q_e_link3_2 + cse411*q_e_link3_1 + cse412*q_e_link3_0
    cse414 = 2*q_e_link3_1
    cse415 = 0.02*v_ed_link3_2
    cse416 = 0.02*q_e_link3_0
    cse417 = 0.02*q_e_link3_2
    cse418 = 0.02*v_ed_link3_0
    cse419 = -cse415*q_e_link3_3 - cse416*v_ed_link3_1 + cse417*v_ed_link3_3 + cse418*q_e_link3_1
    cse420 = 2*q_e_link3_2
    cse421 = 2*q_e_link3_3
    cse422 = 2*q_e_link3_0
    cse423 = -cse414*v_ed_link3_0 - cse420*v_ed_link3_3 + cse421*v_ed_link3_2 + cse422*v_ed_link3_1
    cse424 = 9.08*cse423
    cse425 = cse414*v_ed_link3_3 - cse420*v_ed_link3_0 - cse421*v_ed_link3_1 + cse422*v_ed_link3_2
    cse426 = 0.02*cse425
    cse427 = -cse413*cse414 - cse419*cse420 - cse424*q_e_link3_2 + cse426*q_e_link3_1
    cse428 = -cse415*q_e_link3_1 + cse416*v_ed_link3_3 + cse417*v_ed_link3_1 - cse418*q_e_link3_3
    cse429 = 4*q_e_link3_2
    cse430 = cse428*cse429
    cse431 = cse430*q_e_link3_1
    cse432 = -cse409*q_e_link3_2 + cse410*q_e_link3_3 - cse411*q_e_link3_0 + cse412*q_e_link3_1
    cse433 = cse429*cse432
    cse434 = cse433*q_e_link3_1
    cse435 = 0.04*q_e_link3_3
    cse436 = cse435*q_e_link3_1
    cse437 = cse425*cse436
    cse438 = 18.16*q_e_link3_3
    cse439 = cse438*q_e_link3_2
    cse440 = cse423*cse439
    cse441 = 0.04*a_19
    cse442 = 18.16*cse423
    cse443 = cse442*v_ed_link3_3
    cse444 = cse425*v_ed_link3_3
    cse445 = 0.04*cse444
    cse446 = 4*cse428
    cse447 = cse446*q_e_link3_1
    cse448 = 2*cse419
    cse449 = 2*cse413
    cse450 = cse412*cse423 - cse426*v_ed_link3_1 + cse448*v_ed_link3_2 + cse449*v_ed_link3_1
    cse451 = 18.16*a_18
    cse452 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8
    cse453 = cse413*cse422 - cse416*cse425 - cse419*cse421 - cse424*q_e_link3_3
    cse454 = q_e_link3_1*q_e_link3_2
    cse455 = 0.04*cse425*cse454
    cse456 = 18.16*cse407
    cse457 = cse446*q_e_link3_3
    cse458 = -cse433*q_e_link3_0 + cse457*q_e_link3_1
    cse459 = a_17*q_e_link3_1
    cse460 = 18.12*q_e_link3_2
    cse461 = cse442*v_ed_link3_2
    cse462 = 2*cse425*cse428
    cse463 = -cse462
    cse464 = cse425*v_ed_link3_2
    cse465 = 0.04*cse464
    cse466 = cse411*cse423 + cse418*cse425 + cse448*v_ed_link3_3 - cse449*v_ed_link3_0
    cse467 = a_19*q_e_link3_3
    cse468 = a_18*q_e_link3_0
    cse469 = -18.16*cse467 - 18.16*cse468
    cse470 = 2*lam_5
    cse471 = 7.4*lam_12 - 7.4*lam_9
    cse472 = -cse470 + cse471
    cse473 = cse435*q_e_link3_2
    cse474 = 18.16*q_e_link3_0
    cse475 = cse474*q_e_link3_1
    cse476 = cse473 - cse475
    cse477 = 4*q_e_link3_0
    cse478 = cse428*cse477
    cse479 = cse478*q_e_link3_1
    cse480 = 0.04*cse405
    cse481 = cse433*q_e_link3_3
    cse482 = cse413*cse421 + cse419*cse422 + cse424*q_e_link3_0 - cse426*q_e_link3_3
    cse483 = -cse442*cse454
    cse484 = 2*cse423*cse432
    cse485 = -cse484
    cse486 = -cse410*cse423 + cse426*v_ed_link3_3 - cse448*v_ed_link3_0 - cse449*v_ed_link3_3
    cse487 = cse442*v_ed_link3_1
    cse488 = cse425*v_ed_link3_1
    cse489 = 0.04*cse488
    cse490 = cse446*v_ed_link3_0
    cse491 = a_20*q_e_link3_1
    cse492 = cse441*q_e_link3_0
    cse493 = 0.04*a_18
    cse494 = cse493*q_e_link3_3
    cse495 = cse438*q_e_link3_1
    cse496 = 0.04*q_e_link3_0
    cse497 = cse496*q_e_link3_2
    cse498 = -cse495 - cse497
    cse499 = cse460*q_e_link3_1
    cse500 = -cse413*cse420 + cse414*cse419 + cse417*cse425 + cse424*q_e_link3_1
    cse501 = cse496*q_e_link3_1
    cse502 = -cse425*cse501
    cse503 = 4*cse432
    cse504 = cse474*q_e_link3_2
    cse505 = cse423*cse504
    cse506 = 18.16*a_19
    cse507 = cse423*v_ed_link3_0
    cse508 = 18.16*cse507
    cse509 = cse425*v_ed_link3_0
    cse510 = 0.04*cse509
    cse511 = -cse409*cse423 - cse415*cse425 - cse448*v_ed_link3_1 + cse449*v_ed_link3_2
    cse512 = cse423*cse449
    cse513 = cse425*cse448
    cse514 = -cse512 - cse513
    cse515 = 7.4*lam_10
    cse516 = 7.4*lam_7
    cse517 = -cse515 + cse516
    cse518 = -cse414
    cse519 = 7.4*q_e_link3_3
    cse520 = 14.8*q_e_link3_0
    cse521 = -cse520
    cse522 = 7.4*q_e_link3_1
    cse523 = -cse522
    cse524 = -cse519
    cse525 = q_e_link3_3**2
    cse526 = 18.16*cse525
    cse527 = cse425*cse435
    cse528 = cse527*q_e_link3_0
    cse529 = cse503*q_e_link3_3
    cse530 = -cse430*q_e_link3_0 + cse529*q_e_link3_1
    cse531 = 18.12*q_e_link3_3
    cse532 = cse423*cse438
    cse533 = a_20*q_e_link3_2
    cse534 = -18.16*cse459 - 18.16*cse533
    cse535 = q_e_link3_0**2
    cse536 = 18.16*cse535
    cse537 = 0.04*cse525
    cse538 = cse432*cse477
    cse539 = cse538*q_e_link3_3
    cse540 = cse478*q_e_link3_3
    cse541 = cse425*cse497
    cse542 = 18.16*a_17
    cse543 = 0.04*a_20
    cse544 = cse531*q_e_link3_0
    cse545 = cse423*cse495
    cse546 = 0.04*a_17
    cse547 = cse428*v_ed_link3_0
    cse548 = cse512 + cse513
    cse549 = cse515 - cse516
    cse550 = cse423*cse474
    cse551 = cse550*q_e_link3_3
    cse552 = 0.04*cse535
    cse553 = a_19*q_e_link3_0
    cse554 = cse543*q_e_link3_1
    cse555 = cse546*q_e_link3_2
    cse556 = -cse436 - cse504
    cse557 = -cse422
    cse558 = 7.4*q_e_link3_2
    cse559 = -cse558
    cse560 = 7.4*q_e_link3_0
    cse561 = -cse560
    cse562 = cse538*q_e_link3_1
    cse563 = cse430*q_e_link3_3
    cse564 = cse425*cse473
    cse565 = cse423*cse475
    cse566 = cse470 + cse471
    cse567 = -cse439 + cse501
    cse568 = 14.8*q_e_link3_2
    cse569 = -cse568
    cse570 = cse503*q_e_link3_1
    out = np.zeros((42, 42))
    out[_index3_matrix_INDEX] = (
        2.0,  # [0, 0]
        -1,  # [0, 23]
        -1,  # [0, 34]
        2.0,  # [1, 1]
        -1,  # [1, 24]
        -1,  # [1, 35]
        2.0,  # [2, 2]
        -1,  # [2, 25]
        -1,  # [2, 36]
        cse1 + cse41 + cse42*(cse13*cse17 + cse2*cse51 - cse27*cse47 + cse30*cse48 - cse43*q_e_rotor_1 - cse44*q_e_rotor_2 + cse45*cse46 + cse60 + lam_16*(-cse55 + cse59)) - h*(-cse2*cse24 + cse26 - cse29 + cse33 + cse39),  # [3, 3]
        cse42*(-cse17*cse37 + cse2*cse76 + cse27*cse72 + cse31*cse75 - cse38*cse71 + 32.0*cse69 + cse70*q_e_rotor_2 - cse74 + cse82 + lam_16*(-cse77 + cse79)) + cse85 - h*(-cse2*cse61 + cse6*cse64 - cse63 + cse68),  # [3, 4]
        cse117 + cse42*(a_3*cse27 + cse100*cse2 - cse101 + cse113 - cse27*cse97 - cse30*cse98 - cse45*cse96 - cse95 + cse99*v_ed_rotor_1) - h*(cse17*cse90 - cse2*cse86 - cse88 + cse89 - cse93),  # [3, 5]
        cse42*(-a_5*cse115 + cse110*q_e_rotor_2 + cse125*cse38 + cse126*cse27 - cse127*cse31 + cse128*cse2 - cse131 + cse136 - cse99*v_ed_rotor_0) + cse62 - h*(-cse118*cse2 + cse120 - cse121*cse30 + cse123 + cse124*cse38),  # [3, 6]
        cse146,  # [3, 10]
        cse149,  # [3, 11]
        cse150,  # [3, 12]
        cse151,  # [3, 13]
        cse66,  # [3, 21]
        cse152,  # [3, 22]
        cse153,  # [3, 34]
        cse91,  # [3, 35]
        cse154,  # [3, 36]
        cse155,  # [3, 37]
        cse156,  # [3, 38]
        q_e_rotor_0,  # [3, 39]
        cse42*(32.0*a_4*q_e_rotor_0 - cse162*cse30 - cse163*cse47 + cse169 - cse17*cse35 - cse4*cse51 + cse44*q_e_rotor_3 + cse46*cse91 - cse73 + lam_16*(-cse165 + cse167 + cse168)) + cse85 - h*(-cse158*cse6 - cse160 + cse161 + cse24*cse4),  # [4, 3]
        cse170 + cse172 + cse42*(-a_3*cse80 + cse15*cse17 + cse163*cse72 - cse177*v_ed_rotor_0 - cse4*cse76 + cse60 - cse66*cse75 - cse70*q_e_rotor_3) - h*(cse173 - cse175 - cse176 + cse29 + cse4*cse61),  # [4, 4]
        cse159 + cse42*(-cse100*cse4 - cse163*cse97 + cse181*q_e_rotor_3 - cse182*q_e_rotor_0 + cse183*cse30 - cse184*v_ed_rotor_1 - cse185 + cse186 - cse91*cse96) - h*(cse120 - cse178 - cse179*cse38 + cse180*cse30 + cse4*cse86),  # [4, 5]
        cse191 + cse42*(-cse105 + cse126*cse163 + cse127*cse66 - cse128*cse4 + cse177*v_ed_rotor_2 + cse184*v_ed_rotor_0 + cse190 + cse43*q_e_rotor_3 - cse95) - h*(cse118*cse4 + cse17*cse188 + cse187 + cse88 + cse93),  # [4, 6]
        cse196,  # [4, 10]
        cse197,  # [4, 11]
        cse198,  # [4, 12]
        cse200,  # [4, 13]
        cse31,  # [4, 21]
        cse4,  # [4, 22]
        cse201,  # [4, 34]
        cse45,  # [4, 35]
        cse91,  # [4, 36]
        cse203,  # [4, 37]
        cse204,  # [4, 38]
        q_e_rotor_1,  # [4, 39]
        cse117 + cse42*(a_5*cse80 + cse113 - cse189 - cse207*v_ed_rotor_2 - cse208*cse8 - cse46*cse66 + cse47*cse80 + cse5*cse51 - cse94) - h*(-cse17*cse170 + cse187 - cse205 - cse206 - cse24*cse5),  # [5, 3]
        cse159 + cse42*(-a_3*cse163 - cse131 + cse183*cse38 + cse186 + cse210*cse8 + cse5*cse76 + cse70*q_e_rotor_0 - cse72*cse80 - cse75*cse91) - h*(-cse123 - cse179*cse30 + cse180*cse38 + cse209 - cse5*cse61),  # [5, 4]
        cse158 + cse188 + cse42*(cse100*cse5 - cse17*cse9 - cse181*q_e_rotor_0 - cse182*q_e_rotor_3 + cse207*v_ed_rotor_0 - cse55*lam_16 + cse66*cse96 + cse80*cse97 + lam_18) - h*(cse175 + cse176 + cse211 - cse26 - cse5*cse86),  # [5, 5]
        cse212 + cse42*(cse110*q_e_rotor_0 - cse126*cse80 + cse127*cse91 + cse128*cse5 - cse162*cse38 + cse169 + cse17*cse36 - cse73 + 32.0*cse81 + lam_16*(cse168 + cse77)) - h*(-cse118*cse5 + cse160 - cse172*cse6 + cse68),  # [5, 6]
        cse215,  # [5, 10]
        cse216,  # [5, 11]
        cse217,  # [5, 12]
        cse218,  # [5, 13]
        cse5,  # [5, 22]
        cse31,  # [5, 35]
        cse219,  # [5, 36]
        cse220,  # [5, 37]
        cse221,  # [5, 38]
        q_e_rotor_2,  # [5, 39]
        cse42*(-a_4*cse27 + cse10*cse208 + cse115*cse47 + cse125*cse30 + cse136 - cse185 - cse3*cse51 - cse31*cse46 + cse44*q_e_rotor_1) + cse62 - h*(-cse121*cse38 + cse124*cse30 + cse178 + cse209 + cse24*cse3),  # [6, 3]
        cse191 + cse42*(-cse10*cse210 - cse111 - cse115*cse72 + cse182*q_e_rotor_1 + cse190 - cse3*cse76 + cse38*cse98 + cse45*cse75 - cse94) - h*(-cse1*cse17 + cse205 + cse206 + cse3*cse61 + cse89),  # [6, 4]
        cse212 + cse42*(32.0*a_6*q_e_rotor_2 - cse100*cse3 + cse115*cse97 + cse17*cse34 + cse181*q_e_rotor_1 - cse30*cse71 + cse31*cse96 - cse74 + cse82 + lam_16*(cse165 - cse167 + cse79)) - h*(cse161 + cse3*cse86 + cse41*cse6 + cse63),  # [6, 5]
        cse42*(-a_5*cse27 - cse11*cse17 - cse110*q_e_rotor_1 - cse115*cse126 - cse127*cse45 - cse128*cse3 - cse38*cse48 + cse59*lam_16 + lam_18) + cse64 + cse90 - h*(cse118*cse3 - cse173 - cse211 - cse33 - cse39),  # [6, 6]
        cse225,  # [6, 10]
        cse227,  # [6, 11]
        cse228,  # [6, 12]
        cse229,  # [6, 13]
        cse230,  # [6, 22]
        cse66,  # [6, 35]
        cse31,  # [6, 36]
        cse231,  # [6, 37]
        cse232,  # [6, 38]
        q_e_rotor_3,  # [6, 39]
        1.0,  # [7, 7]
        1,  # [7, 31]
        1,  # [7, 34]
        1.0,  # [8, 8]
        1,  # [8, 32]
        1,  # [8, 35]
        1.0,  # [9, 9]
        1,  # [9, 33]
        1,  # [9, 36]
        cse146,  # [10, 3]
        cse196,  # [10, 4]
        cse215,  # [10, 5]
        cse225,  # [10, 6]
        cse234 + cse236 + cse42*(cse147*cse274 - cse265*q_e_link2_2 - cse266*q_e_link2_1 - cse268*q_e_link2_2 + cse269*q_e_link2_1 + cse270*q_e_link2_2 + cse272*v_ed_link2_3 + cse280 + cse281) - h*(-cse147*cse251 + cse255 + cse258 + cse261 - cse264),  # [10, 10]
        cse308 + cse42*(cse147*cse295 - cse272*v_ed_link2_2 + 99.2*cse288 + 49.56*cse289 + cse290*q_e_link2_2 - cse291*q_e_link2_2 - cse293 + cse294*q_e_link2_1 + cse301 + cse304) - h*(-cse147*cse282 + cse242*cse284 - cse283 + cse287),  # [10, 11]
        cse332 + cse42*(a_13*cse319 + cse147*cse325 + cse272*v_ed_link2_1 + 0.08*cse315 + cse317 - cse318 - cse321 - cse322*q_e_link2_1 - cse323*q_e_link2_2 - cse324*q_e_link2_2 + cse328) - h*(-cse147*cse309 + cse249*cse312 - cse311 - cse313 + cse314),  # [10, 12]
        cse333 + cse42*(cse147*cse343 - cse272*v_ed_link2_0 + cse339*q_e_link2_2 + cse340*q_e_link2_2 + cse341*q_e_link2_2 - cse342*q_e_link2_1 - cse346 - cse347*q_e_link2_1 + cse350) - h*(-cse147*cse334 + cse233*cse260 - cse235*cse253 + cse336 + cse338),  # [10, 13]
        cse351,  # [10, 31]
        cse353,  # [10, 32]
        cse355,  # [10, 33]
        cse356,  # [10, 34]
        cse352,  # [10, 35]
        cse354,  # [10, 36]
        cse360,  # [10, 37]
        q_e_link2_0,  # [10, 40]
        cse149,  # [11, 3]
        cse197,  # [11, 4]
        cse216,  # [11, 5]
        cse227,  # [11, 6]
        cse308 + cse42*(cse270*q_e_link2_3 - cse274*cse52 - cse292 + cse301 + 99.2*cse302 + 49.56*cse303 - cse310*v_ed_link2_2 - cse366*v_ed_link2_3 - cse367*v_ed_link2_3 + cse368) - h*(-cse242*cse361 + cse251*cse52 - cse363 + cse365),  # [11, 10]
        cse369 + cse370 + cse42*(-a_10*cse306 - cse291*q_e_link2_3 - cse295*cse52 - cse310*v_ed_link2_3 + cse366*v_ed_link2_2 + cse367*v_ed_link2_2 - cse375*q_e_link2_3 + lam_19) - h*(cse264 + cse282*cse52 - cse372 - cse373 + cse374),  # [11, 11]
        cse377 + cse42*(-a_13*cse306 + cse310*v_ed_link2_0 - cse324*q_e_link2_3 - cse325*cse52 - cse366*v_ed_link2_1 - cse367*v_ed_link2_1 + cse380*q_e_link2_3 - cse381 + cse382) - h*(cse253*cse57 - cse259*cse378 + cse309*cse52 + cse336 - cse379),  # [11, 12]
        cse388 + cse42*(a_12*cse376 + cse310*v_ed_link2_1 + 0.08*cse316 - cse321 + cse328 + cse341*q_e_link2_3 - cse343*cse52 + cse366*v_ed_link2_0 + cse367*v_ed_link2_0 + cse386 - cse387) - h*(cse249*cse385 + cse311 + cse313 + cse334*cse52 + cse384),  # [11, 13]
        cse390,  # [11, 31]
        cse392,  # [11, 33]
        cse389,  # [11, 34]
        cse391,  # [11, 36]
        cse393,  # [11, 37]
        q_e_link2_1,  # [11, 40]
        cse150,  # [12, 3]
        cse198,  # [12, 4]
        cse217,  # [12, 5]
        cse228,  # [12, 6]
        cse332 + cse42*(0.08*a_12*q_e_link2_0 - cse269*q_e_link2_3 - cse270*q_e_link2_0 + cse274*cse53 + 49.56*cse316 - cse320 + cse328 - cse362*v_ed_link2_3 + cse383*v_ed_link2_3 - cse386 + cse387) - h*(-cse249*cse369 - cse251*cse53 + cse384 - cse394 - cse395),  # [12, 10]
        cse377 + cse42*(-a_10*cse262 + cse291*q_e_link2_0 - cse294*q_e_link2_3 + cse295*cse53 - cse346 + cse362*v_ed_link2_2 + cse375*q_e_link2_0 + cse382 - cse383*v_ed_link2_2) - h*(-cse252*cse378 + cse260*cse57 - cse282*cse53 - cse338 + cse396),  # [12, 11]
        cse361 + cse385 + cse42*(-a_13*cse262 + cse281 + cse322*q_e_link2_3 + cse324*q_e_link2_0 + cse325*cse53 - cse362*v_ed_link2_1 - cse380*q_e_link2_0 + cse383*v_ed_link2_1 + lam_19) - h*(-cse258 - cse309*cse53 + cse372 + cse373 + cse397),  # [12, 12]
        cse399 + cse42*(-cse292 + 49.56*cse302 + 99.2*cse303 - cse341*q_e_link2_0 + cse342*q_e_link2_3 + cse343*cse53 + cse362*v_ed_link2_0 + cse368 - cse383*v_ed_link2_0 + cse398) - h*(-cse242*cse370 + cse287 - cse334*cse53 + cse363),  # [12, 13]
        cse355,  # [12, 31]
        cse401,  # [12, 32]
        cse356,  # [12, 33]
        cse354,  # [12, 34]
        cse400,  # [12, 35]
        cse351,  # [12, 36]
        cse402,  # [12, 37]
        q_e_link2_2,  # [12, 40]
        cse151,  # [13, 3]
        cse200,  # [13, 4]
        cse218,  # [13, 5]
        cse229,  # [13, 6]
        cse333 + cse42*(-cse148*cse274 + cse265*q_e_link2_1 - cse266*q_e_link2_2 + cse268*q_e_link2_1 + cse269*q_e_link2_2 + cse350 - cse364*v_ed_link2_1 - cse381 + cse403*v_ed_link2_3) - h*(cse148*cse251 + cse233*cse253 - cse235*cse260 + cse379 + cse396),  # [13, 10]
        cse388 + cse42*(0.08*a_13*q_e_link2_1 - cse148*cse295 - cse290*q_e_link2_1 + cse294*q_e_link2_2 + 49.56*cse315 - cse317 + cse318 - cse320 + cse328 + cse364*v_ed_link2_0 - cse403*v_ed_link2_2) - h*(cse148*cse282 - cse234*cse249 + cse314 + cse394 + cse395),  # [13, 11]
        cse399 + cse42*(-cse148*cse325 + 49.56*cse288 + 99.2*cse289 - cse293 + cse304 - cse322*q_e_link2_2 + cse323*q_e_link2_1 + cse364*v_ed_link2_3 + cse398 + cse403*v_ed_link2_1) - h*(cse148*cse309 + cse236*cse242 + cse283 + cse365),  # [13, 12]
        cse284 + cse312 + cse42*(-cse148*cse343 + cse280 - cse339*q_e_link2_1 - cse340*q_e_link2_1 - cse342*q_e_link2_2 - cse347*q_e_link2_2 - cse364*v_ed_link2_2 - cse403*v_ed_link2_0) - h*(cse148*cse334 - cse255 - cse261 - cse374 - cse397),  # [13, 13]
        cse391,  # [13, 31]
        cse390,  # [13, 33]
        cse392,  # [13, 34]
        cse389,  # [13, 36]
        cse404,  # [13, 37]
        q_e_link2_3,  # [13, 40]
        1.0,  # [14, 14]
        -1,  # [14, 28]
        -1,  # [14, 31]
        1.0,  # [15, 15]
        -1,  # [15, 29]
        -1,  # [15, 32]
        1.0,  # [16, 16]
        -1,  # [16, 30]
        -1,  # [16, 33]
        cse406 + cse408 + cse42*(cse421*cse450 + cse433*v_ed_link3_1 - cse441*q_e_link3_2 - cse443*q_e_link3_2 + cse445*q_e_link3_1 + cse447*v_ed_link3_2 - cse451*q_e_link3_1 + cse452) - h*(-cse421*cse427 + cse431 + cse434 + cse437 - cse440),  # [17, 17]
        cse42*(a_20*cse460 + cse421*cse466 - cse433*v_ed_link3_0 + cse447*v_ed_link3_3 + 36.32*cse459 + cse461*q_e_link3_2 - cse463 - cse465*q_e_link3_1 + cse469 + cse472) + cse476 - h*(-cse421*cse453 + cse423*cse456 - cse455 + cse458),  # [17, 18]
        cse42*(0.08*a_17*q_e_link3_2 + cse421*cse486 - cse433*v_ed_link3_3 - cse485 - cse487*q_e_link3_2 + cse489*q_e_link3_1 - cse490*q_e_link3_1 + 18.12*cse491 - cse492 + cse494) + cse498 - h*(-cse421*cse482 + cse425*cse480 - cse479 - cse481 + cse483),  # [17, 19]
        cse42*(cse421*cse511 + cse433*v_ed_link3_2 - cse447*v_ed_link3_1 + cse493*q_e_link3_2 - cse506*q_e_link3_1 + cse508*q_e_link3_2 - cse510*q_e_link3_1 - cse514 + cse517) + cse499 - h*(-cse405*cse446 + cse407*cse503 - cse421*cse500 + cse502 + cse505),  # [17, 20]
        cse518,  # [17, 26]
        cse477,  # [17, 27]
        cse519,  # [17, 28]
        cse521,  # [17, 29]
        cse523,  # [17, 30]
        cse524,  # [17, 31]
        cse520,  # [17, 32]
        cse522,  # [17, 33]
        q_e_link3_0,  # [17, 41]
        cse42*(a_19*cse531 - cse420*cse450 - cse444*cse496 - cse462 + 36.32*cse468 + cse472 - cse478*v_ed_link3_2 + cse529*v_ed_link3_1 - cse532*v_ed_link3_3 + cse534) + cse476 - h*(cse420*cse427 - cse423*cse526 - cse528 + cse530),  # [18, 17]
        cse42*(-cse420*cse466 + cse464*cse496 - cse478*v_ed_link3_3 - cse529*v_ed_link3_0 + cse532*v_ed_link3_2 - cse542*q_e_link3_0 - cse543*q_e_link3_3 + lam_20) + cse536 + cse537 - h*(cse420*cse453 + cse440 - cse539 - cse540 + cse541),  # [18, 18]
        cse42*(-a_20*cse474 - cse420*cse486 + cse477*cse547 - cse488*cse496 - cse529*v_ed_link3_3 - cse532*v_ed_link3_1 + cse546*q_e_link3_3 - cse548 + cse549) + cse544 - h*(cse420*cse482 + cse446*cse535 + cse502 - cse503*cse525 - cse545),  # [18, 19]
        cse42*(0.08*a_18*q_e_link3_3 - cse420*cse511 + cse438*cse507 + cse478*v_ed_link3_1 - cse485 + cse496*cse509 + cse529*v_ed_link3_2 + 18.12*cse553 - cse554 + cse555) + cse556 - h*(cse420*cse500 + cse425*cse552 + cse479 + cse481 + cse551),  # [18, 20]
        cse557,  # [18, 26]
        cse559,  # [18, 28]
        cse561,  # [18, 30]
        cse558,  # [18, 31]
        cse560,  # [18, 33]
        q_e_link3_1,  # [18, 41]
        cse42*(a_18*cse531 + cse414*cse450 - cse457*v_ed_link3_2 - cse484 - cse527*v_ed_link3_3 - cse538*v_ed_link3_1 + cse550*v_ed_link3_3 + 0.08*cse553 + cse554 - cse555) + cse498 - h*(-cse414*cse427 - cse425*cse537 + cse551 - cse562 - cse563),  # [19, 17]
        cse42*(cse414*cse466 - cse457*v_ed_link3_3 - cse514 + cse527*v_ed_link3_2 + cse538*v_ed_link3_0 - cse542*q_e_link3_3 + cse543*q_e_link3_0 + cse549 - cse550*v_ed_link3_2) + cse544 - h*(-cse414*cse453 - cse446*cse525 + cse503*cse535 - cse505 + cse564),  # [19, 18]
        cse42*(-a_20*cse438 + cse414*cse486 + cse452 + cse490*q_e_link3_3 - cse527*v_ed_link3_1 + cse538*v_ed_link3_3 - cse546*q_e_link3_0 + cse550*v_ed_link3_1) + cse526 + cse552 - h*(-cse414*cse482 - cse437 + cse539 + cse540 + cse565),  # [19, 19]
        cse42*(cse414*cse511 + cse457*v_ed_link3_1 - cse462 + 36.32*cse467 + 18.12*cse468 - cse474*cse507 + cse527*v_ed_link3_0 + cse534 - cse538*v_ed_link3_2 + cse566) + cse567 - h*(-cse414*cse500 - cse423*cse536 + cse458 + cse528),  # [19, 20]
        cse421,  # [19, 26]
        cse429,  # [19, 27]
        cse523,  # [19, 28]
        cse569,  # [19, 29]
        cse524,  # [19, 30]
        cse522,  # [19, 31]
        cse568,  # [19, 32]
        cse519,  # [19, 33]
        q_e_link3_2,  # [19, 41]
        cse42*(-cse422*cse450 + cse430*v_ed_link3_2 + cse441*q_e_link3_1 + cse443*q_e_link3_1 + cse445*q_e_link3_2 - cse451*q_e_link3_2 + cse517 - cse548 - cse570*v_ed_link3_1) + cse499 - h*(-cse405*cse503 + cse407*cse446 + cse422*cse427 + cse545 + cse564),  # [20, 17]
        cse42*(a_17*cse460 - cse422*cse466 + cse430*v_ed_link3_3 - cse461*q_e_link3_1 - cse465*q_e_link3_2 - cse484 + 0.08*cse491 + cse492 - cse494 + cse570*v_ed_link3_0) + cse556 - h*(-cse408*cse425 + cse422*cse453 + cse483 + cse562 + cse563),  # [20, 18]
        cse42*(-cse422*cse486 - cse429*cse547 + 18.12*cse459 - cse463 + cse469 + cse487*q_e_link3_1 + cse489*q_e_link3_2 + 36.32*cse533 + cse566 + cse570*v_ed_link3_3) + cse567 - h*(cse406*cse423 + cse422*cse482 + cse455 + cse530),  # [20, 19]
        cse42*(-cse422*cse511 - cse430*v_ed_link3_1 - cse493*q_e_link3_1 - cse506*q_e_link3_2 - cse508*q_e_link3_1 - cse510*q_e_link3_2 - cse570*v_ed_link3_2 + lam_20) + cse456 + cse480 - h*(cse422*cse500 - cse431 - cse434 - cse541 - cse565),  # [20, 20]
        cse420,  # [20, 26]
        cse560,  # [20, 28]
        cse559,  # [20, 30]
        cse561,  # [20, 31]
        cse558,  # [20, 33]
        q_e_link3_3,  # [20, 41]
        cse66,  # [21, 3]
        cse31,  # [21, 4]
        cse152,  # [22, 3]
        cse4,  # [22, 4]
        cse5,  # [22, 5]
        cse230,  # [22, 6]
        -1,  # [23, 0]
        -1,  # [24, 1]
        -1,  # [25, 2]
        cse518,  # [26, 17]
        cse557,  # [26, 18]
        cse421,  # [26, 19]
        cse420,  # [26, 20]
        cse477,  # [27, 17]
        cse429,  # [27, 19]
        -1,  # [28, 14]
        cse519,  # [28, 17]
        cse559,  # [28, 18]
        cse523,  # [28, 19]
        cse560,  # [28, 20]
        -1,  # [29, 15]
        cse521,  # [29, 17]
        cse569,  # [29, 19]
        -1,  # [30, 16]
        cse523,  # [30, 17]
        cse561,  # [30, 18]
        cse524,  # [30, 19]
        cse559,  # [30, 20]
        1,  # [31, 7]
        cse351,  # [31, 10]
        cse390,  # [31, 11]
        cse355,  # [31, 12]
        cse391,  # [31, 13]
        -1,  # [31, 14]
        cse524,  # [31, 17]
        cse558,  # [31, 18]
        cse522,  # [31, 19]
        cse561,  # [31, 20]
        1,  # [32, 8]
        cse353,  # [32, 10]
        cse401,  # [32, 12]
        -1,  # [32, 15]
        cse520,  # [32, 17]
        cse568,  # [32, 19]
        1,  # [33, 9]
        cse355,  # [33, 10]
        cse392,  # [33, 11]
        cse356,  # [33, 12]
        cse390,  # [33, 13]
        -1,  # [33, 16]
        cse522,  # [33, 17]
        cse560,  # [33, 18]
        cse519,  # [33, 19]
        cse558,  # [33, 20]
        -1,  # [34, 0]
        cse153,  # [34, 3]
        cse201,  # [34, 4]
        1,  # [34, 7]
        cse356,  # [34, 10]
        cse389,  # [34, 11]
        cse354,  # [34, 12]
        cse392,  # [34, 13]
        -1,  # [35, 1]
        cse91,  # [35, 3]
        cse45,  # [35, 4]
        cse31,  # [35, 5]
        cse66,  # [35, 6]
        1,  # [35, 8]
        cse352,  # [35, 10]
        cse400,  # [35, 12]
        -1,  # [36, 2]
        cse154,  # [36, 3]
        cse91,  # [36, 4]
        cse219,  # [36, 5]
        cse31,  # [36, 6]
        1,  # [36, 9]
        cse354,  # [36, 10]
        cse391,  # [36, 11]
        cse351,  # [36, 12]
        cse389,  # [36, 13]
        cse155,  # [37, 3]
        cse203,  # [37, 4]
        cse220,  # [37, 5]
        cse231,  # [37, 6]
        cse360,  # [37, 10]
        cse393,  # [37, 11]
        cse402,  # [37, 12]
        cse404,  # [37, 13]
        cse156,  # [38, 3]
        cse204,  # [38, 4]
        cse221,  # [38, 5]
        cse232,  # [38, 6]
        q_e_rotor_0,  # [39, 3]
        q_e_rotor_1,  # [39, 4]
        q_e_rotor_2,  # [39, 5]
        q_e_rotor_3,  # [39, 6]
        q_e_link2_0,  # [40, 10]
        q_e_link2_1,  # [40, 11]
        q_e_link2_2,  # [40, 12]
        q_e_link2_3,  # [40, 13]
        q_e_link3_0,  # [41, 17]
        q_e_link3_1,  # [41, 18]
        q_e_link3_2,  # [41, 19]
        q_e_link3_3,  # [41, 20]
    )
    return out



def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Args:
        q: position coordinates (21).
        p: parameters (0).

    Returns:
        ndarray of shape (30, 21), 213 nonzero.
    """
    # 1157 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = q_e_rotor_1**2
    cse1 = q_e_rotor_0**2
    cse2 = 2*cse1 - 1
    cse3 = 2*cse0 + cse2
    cse4 = 2*q_e_rotor_1
    cse5 = cse4*q_e_rotor_2
    cse6 = 2*q_e_rotor_3
    cse7 = cse6*q_e_rotor_0
    cse8 = cse5 + cse7
    cse9 = cse4*q_e_rotor_3
    cse10 = 2*q_e_rotor_2
    cse11 = cse10*q_e_rotor_0
    cse12 = -cse11 + cse9
    cse13 = cse5 - cse7
    cse14 = cse2 + 2*q_e_rotor_2**2
    cse15 = cse10*q_e_rotor_3
    cse16 = cse4*q_e_rotor_0
    cse17 = cse15 + cse16
    cse18 = cse11 + cse9
    cse19 = cse15 - cse16
    cse20 = cse2 + 2*q_e_rotor_3**2
    cse21 = cse12*cse4
    cse22 = cse10*cse17
    cse23 = cse20*cse6
    cse24 = -cse21 - cse22 - cse23
    cse25 = 2*cse19
    cse26 = cse25*q_e_rotor_3
    cse27 = cse4*cse8
    cse28 = cse10*cse14
    cse29 = -cse26 - cse27 - cse28
    cse30 = 2*cse13
    cse31 = cse30*q_e_rotor_2
    cse32 = cse3*cse4
    cse33 = 2*cse18
    cse34 = cse33*q_e_rotor_3
    cse35 = -cse31 - cse32 - cse34
    cse36 = cse12*cse24 + cse29*cse8 + cse3*cse35
    cse37 = 2*cse12
    cse38 = cse37*q_e_rotor_0
    cse39 = cse17*cse6
    cse40 = cse10*cse20
    cse41 = cse38 - cse39 + cse40
    cse42 = 2*cse8
    cse43 = cse42*q_e_rotor_0
    cse44 = cse10*cse19
    cse45 = cse14*cse6
    cse46 = cse43 + cse44 - cse45
    cse47 = cse30*q_e_rotor_3
    cse48 = 2*q_e_rotor_0
    cse49 = cse3*cse48
    cse50 = cse33*q_e_rotor_2
    cse51 = -cse47 + cse49 + cse50
    cse52 = cse12*cse41 + cse3*cse51 + cse46*cse8
    cse53 = cse19*cse4
    cse54 = cse42*q_e_rotor_3
    cse55 = cse14*cse48
    cse56 = -cse53 + cse54 + cse55
    cse57 = cse37*q_e_rotor_3
    cse58 = cse17*cse48
    cse59 = cse20*cse4
    cse60 = cse57 + cse58 - cse59
    cse61 = cse30*q_e_rotor_0
    cse62 = cse3*cse6
    cse63 = cse18*cse4
    cse64 = cse61 + cse62 - cse63
    cse65 = cse12*cse60 + cse3*cse64 + cse56*cse8
    cse66 = cse37*q_e_rotor_2
    cse67 = cse17*cse4
    cse68 = cse20*cse48
    cse69 = -cse66 + cse67 + cse68
    cse70 = cse25*q_e_rotor_0
    cse71 = cse42*q_e_rotor_2
    cse72 = cse14*cse4
    cse73 = cse70 - cse71 + cse72
    cse74 = cse13*cse4
    cse75 = cse10*cse3
    cse76 = cse33*q_e_rotor_0
    cse77 = cse74 - cse75 + cse76
    cse78 = cse12*cse69 + cse3*cse77 + cse73*cse8
    cse79 = cse13*cse35 + cse14*cse29 + cse17*cse24
    cse80 = cse13*cse51 + cse14*cse46 + cse17*cse41
    cse81 = cse13*cse64 + cse14*cse56 + cse17*cse60
    cse82 = cse13*cse77 + cse14*cse73 + cse17*cse69
    cse83 = cse18*cse35 + cse19*cse29 + cse20*cse24
    cse84 = cse18*cse51 + cse19*cse46 + cse20*cse41
    cse85 = cse18*cse64 + cse19*cse56 + cse20*cse60
    cse86 = cse18*cse77 + cse19*cse73 + cse20*cse69
    cse87 = q_e_link3_0**2
    cse88 = 2*cse87 - 1
    cse89 = cse88 + 2*q_e_link3_1**2
    cse90 = 2*q_e_link3_2
    cse91 = cse90*q_e_link3_1
    cse92 = 2*q_e_link3_3
    cse93 = cse92*q_e_link3_0
    cse94 = cse91 + cse93
    cse95 = cse92*q_e_link3_1
    cse96 = cse90*q_e_link3_0
    cse97 = cse95 - cse96
    cse98 = cse91 - cse93
    cse99 = 2*cse98
    cse100 = cse95 + cse96
    cse101 = 2*cse100
    cse102 = 2*q_e_link3_1
    cse103 = -cse101*q_e_link3_3 - cse102*cse89 - cse99*q_e_link3_2
    cse104 = q_e_link3_2**2
    cse105 = 7.4*cse104
    cse106 = 7.4*cse87
    cse107 = cse105 + cse106 - 3.7
    cse108 = cse92*q_e_link3_2
    cse109 = 2*q_e_link3_0
    cse110 = cse109*q_e_link3_1
    cse111 = cse108 - cse110
    cse112 = 2*cse94
    cse113 = 2*cse104 + cse88
    cse114 = -cse111*cse92 - cse112*q_e_link3_1 - cse113*cse90
    cse115 = 7.4*q_e_link3_0
    cse116 = cse115*q_e_link3_3
    cse117 = 7.4*q_e_link3_2
    cse118 = cse117*q_e_link3_1
    cse119 = -cse116 + cse118
    cse120 = cse103*cse107 - cse114*cse119
    cse121 = 2*cse97
    cse122 = cse108 + cse110
    cse123 = cse88 + 2*q_e_link3_3**2
    cse124 = 2*cse123
    cse125 = -cse121*q_e_link3_1 - cse122*cse90 - cse124*q_e_link3_3
    cse126 = cse117*q_e_link3_3
    cse127 = cse115*q_e_link3_1
    cse128 = cse126 + cse127
    cse129 = -cse103*cse128 + cse119*cse125
    cse130 = -cse107*cse125 + cse114*cse128
    cse131 = cse101*q_e_link3_2 + cse109*cse89 - cse99*q_e_link3_3
    cse132 = cse111*cse90 + cse112*q_e_link3_0 - cse113*cse92
    cse133 = cse107*cse131 - cse119*cse132
    cse134 = cse121*q_e_link3_0 - cse122*cse92 + cse124*q_e_link3_2
    cse135 = cse119*cse134 - cse128*cse131
    cse136 = -cse107*cse134 + cse128*cse132
    cse137 = -cse101*q_e_link3_1 + cse89*cse92 + cse99*q_e_link3_0
    cse138 = -cse102*cse111 + cse109*cse113 + cse112*q_e_link3_3
    cse139 = cse107*cse137 - cse119*cse138
    cse140 = cse109*cse122 + cse121*q_e_link3_3 - cse124*q_e_link3_1
    cse141 = cse119*cse140 - cse128*cse137
    cse142 = -cse107*cse140 + cse128*cse138
    cse143 = cse101*q_e_link3_0 - cse89*cse90 + cse99*q_e_link3_1
    cse144 = cse102*cse113 + cse109*cse111 - cse112*q_e_link3_2
    cse145 = cse107*cse143 - cse119*cse144
    cse146 = cse102*cse122 - cse121*q_e_link3_2 + cse124*q_e_link3_0
    cse147 = cse119*cse146 - cse128*cse143
    cse148 = -cse107*cse146 + cse128*cse144
    cse149 = cse103*cse89 + cse114*cse94 + cse125*cse97
    cse150 = cse131*cse89 + cse132*cse94 + cse134*cse97
    cse151 = cse137*cse89 + cse138*cse94 + cse140*cse97
    cse152 = cse143*cse89 + cse144*cse94 + cse146*cse97
    cse153 = cse103*cse98 + cse113*cse114 + cse122*cse125
    cse154 = cse113*cse132 + cse122*cse134 + cse131*cse98
    cse155 = cse113*cse138 + cse122*cse140 + cse137*cse98
    cse156 = cse113*cse144 + cse122*cse146 + cse143*cse98
    cse157 = cse100*cse103 + cse111*cse114 + cse123*cse125
    cse158 = cse100*cse131 + cse111*cse132 + cse123*cse134
    cse159 = cse100*cse137 + cse111*cse138 + cse123*cse140
    cse160 = cse100*cse143 + cse111*cse144 + cse123*cse146
    cse161 = -q_r_link2_y
    cse162 = -cse105 - cse106 + 3.7
    cse163 = cse161 + cse162 + q_r_link3_y
    cse164 = 2*q_e_link2_1
    cse165 = cse164*q_e_link2_2
    cse166 = 2*q_e_link2_0
    cse167 = cse166*q_e_link2_3
    cse168 = cse165 - cse167
    cse169 = 2*cse168
    cse170 = cse169*q_e_link2_2
    cse171 = cse164*q_e_link2_3
    cse172 = cse166*q_e_link2_2
    cse173 = cse171 + cse172
    cse174 = 2*cse173
    cse175 = cse174*q_e_link2_3
    cse176 = 2*q_e_link2_0**2 - 1
    cse177 = cse176 + 2*q_e_link2_1**2
    cse178 = cse164*cse177
    cse179 = -cse170 - cse175 - cse178
    cse180 = 2*q_e_link2_2
    cse181 = cse180*q_e_link2_3
    cse182 = cse164*q_e_link2_0
    cse183 = cse181 - cse182
    cse184 = 2*q_e_link2_3
    cse185 = cse183*cse184
    cse186 = cse165 + cse167
    cse187 = cse164*cse186
    cse188 = cse176 + 2*q_e_link2_2**2
    cse189 = cse180*cse188
    cse190 = -cse185 - cse187 - cse189
    cse191 = -q_r_link2_x
    cse192 = cse116 - cse118
    cse193 = cse191 + cse192 + q_r_link3_x
    cse194 = -cse163*cse179 + cse190*cse193
    cse195 = -q_r_link2_z
    cse196 = -cse126 - cse127
    cse197 = cse195 + cse196 + q_r_link3_z
    cse198 = cse171 - cse172
    cse199 = cse164*cse198
    cse200 = cse176 + 2*q_e_link2_3**2
    cse201 = cse184*cse200
    cse202 = cse181 + cse182
    cse203 = cse180*cse202
    cse204 = -cse199 - cse201 - cse203
    cse205 = cse179*cse197 - cse193*cse204
    cse206 = cse163*cse204 - cse190*cse197
    cse207 = cse169*q_e_link2_3
    cse208 = cse174*q_e_link2_2
    cse209 = cse166*cse177
    cse210 = -cse207 + cse208 + cse209
    cse211 = cse180*cse183
    cse212 = cse166*cse186
    cse213 = cse184*cse188
    cse214 = cse211 + cse212 - cse213
    cse215 = -cse163*cse210 + cse193*cse214
    cse216 = cse166*cse198
    cse217 = cse180*cse200
    cse218 = cse184*cse202
    cse219 = cse216 + cse217 - cse218
    cse220 = -cse193*cse219 + cse197*cse210
    cse221 = cse163*cse219 - cse197*cse214
    cse222 = cse169*q_e_link2_0
    cse223 = cse164*cse173
    cse224 = cse177*cse184
    cse225 = cse222 - cse223 + cse224
    cse226 = cse164*cse183
    cse227 = 2*cse186
    cse228 = cse227*q_e_link2_3
    cse229 = cse166*cse188
    cse230 = -cse226 + cse228 + cse229
    cse231 = -cse163*cse225 + cse193*cse230
    cse232 = 2*cse198
    cse233 = cse232*q_e_link2_3
    cse234 = cse164*cse200
    cse235 = cse166*cse202
    cse236 = cse233 - cse234 + cse235
    cse237 = -cse193*cse236 + cse197*cse225
    cse238 = cse163*cse236 - cse197*cse230
    cse239 = cse164*cse168
    cse240 = cse166*cse173
    cse241 = cse177*cse180
    cse242 = cse239 + cse240 - cse241
    cse243 = cse166*cse183
    cse244 = cse227*q_e_link2_2
    cse245 = cse164*cse188
    cse246 = cse243 - cse244 + cse245
    cse247 = -cse163*cse242 + cse193*cse246
    cse248 = cse166*cse200
    cse249 = cse232*q_e_link2_2
    cse250 = cse164*cse202
    cse251 = cse248 - cse249 + cse250
    cse252 = -cse193*cse251 + cse197*cse242
    cse253 = cse163*cse251 - cse197*cse246
    cse254 = cse103*cse162 - cse114*cse192
    cse255 = -cse103*cse196 + cse125*cse192
    cse256 = cse114*cse196 - cse125*cse162
    cse257 = cse131*cse162 - cse132*cse192
    cse258 = -cse131*cse196 + cse134*cse192
    cse259 = cse132*cse196 - cse134*cse162
    cse260 = cse137*cse162 - cse138*cse192
    cse261 = -cse137*cse196 + cse140*cse192
    cse262 = cse138*cse196 - cse140*cse162
    cse263 = cse143*cse162 - cse144*cse192
    cse264 = -cse143*cse196 + cse146*cse192
    cse265 = cse144*cse196 - cse146*cse162
    cse266 = cse199 + cse201 + cse203
    cse267 = cse185 + cse187 + cse189
    cse268 = cse170 + cse175 + cse178
    cse269 = -cse216 - cse217 + cse218
    cse270 = -cse211 - cse212 + cse213
    cse271 = cse207 - cse208 - cse209
    cse272 = -cse233 + cse234 - cse235
    cse273 = cse226 - cse228 - cse229
    cse274 = -cse222 + cse223 - cse224
    cse275 = -cse243 + cse244 - cse245
    cse276 = -cse248 + cse249 - cse250
    cse277 = -cse239 - cse240 + cse241
    cse278 = 4*q_e_rotor_2
    cse279 = 4*q_e_rotor_3
    cse280 = -cse278*q_e_rotor_1 - cse279*q_e_rotor_0
    cse281 = -4*cse0 - 4*cse1 + 2
    cse282 = cse280*cse35 - cse281*cse29
    cse283 = cse278*q_e_rotor_0 - cse279*q_e_rotor_1
    cse284 = cse24*cse281 - cse283*cse35
    cse285 = -cse24*cse280 + cse283*cse29
    cse286 = cse280*cse51 - cse281*cse46
    cse287 = cse281*cse41 - cse283*cse51
    cse288 = -cse280*cse41 + cse283*cse46
    cse289 = cse280*cse64 - cse281*cse56
    cse290 = cse281*cse60 - cse283*cse64
    cse291 = -cse280*cse60 + cse283*cse56
    cse292 = cse280*cse77 - cse281*cse73
    cse293 = cse281*cse69 - cse283*cse77
    cse294 = -cse280*cse69 + cse283*cse73
    cse295 = cse191 + cse281 + q_r_rotor_x
    cse296 = cse161 + cse280 + q_r_rotor_y
    cse297 = -cse179*cse296 + cse190*cse295
    cse298 = cse195 + cse283 + q_r_rotor_z
    cse299 = cse179*cse298 - cse204*cse295
    cse300 = -cse190*cse298 + cse204*cse296
    cse301 = -cse210*cse296 + cse214*cse295
    cse302 = cse210*cse298 - cse219*cse295
    cse303 = -cse214*cse298 + cse219*cse296
    cse304 = -cse225*cse296 + cse230*cse295
    cse305 = cse225*cse298 - cse236*cse295
    cse306 = -cse230*cse298 + cse236*cse296
    cse307 = -cse242*cse296 + cse246*cse295
    cse308 = cse242*cse298 - cse251*cse295
    cse309 = -cse246*cse298 + cse251*cse296
    out = np.zeros((30, 21))
    out[_B_INDEX] = (
        cse3,  # [0, 0]
        cse8,  # [0, 1]
        cse12,  # [0, 2]
        cse13,  # [1, 0]
        cse14,  # [1, 1]
        cse17,  # [1, 2]
        cse18,  # [2, 0]
        cse19,  # [2, 1]
        cse20,  # [2, 2]
        cse36,  # [3, 3]
        cse52,  # [3, 4]
        cse65,  # [3, 5]
        cse78,  # [3, 6]
        cse79,  # [4, 3]
        cse80,  # [4, 4]
        cse81,  # [4, 5]
        cse82,  # [4, 6]
        cse83,  # [5, 3]
        cse84,  # [5, 4]
        cse85,  # [5, 5]
        cse86,  # [5, 6]
        cse89,  # [6, 14]
        cse94,  # [6, 15]
        cse97,  # [6, 16]
        cse120*cse97 + cse129*cse94 + cse130*cse89,  # [6, 17]
        cse133*cse97 + cse135*cse94 + cse136*cse89,  # [6, 18]
        cse139*cse97 + cse141*cse94 + cse142*cse89,  # [6, 19]
        cse145*cse97 + cse147*cse94 + cse148*cse89,  # [6, 20]
        cse98,  # [7, 14]
        cse113,  # [7, 15]
        cse122,  # [7, 16]
        cse113*cse129 + cse120*cse122 + cse130*cse98,  # [7, 17]
        cse113*cse135 + cse122*cse133 + cse136*cse98,  # [7, 18]
        cse113*cse141 + cse122*cse139 + cse142*cse98,  # [7, 19]
        cse113*cse147 + cse122*cse145 + cse148*cse98,  # [7, 20]
        cse100,  # [8, 14]
        cse111,  # [8, 15]
        cse123,  # [8, 16]
        cse100*cse130 + cse111*cse129 + cse120*cse123,  # [8, 17]
        cse100*cse136 + cse111*cse135 + cse123*cse133,  # [8, 18]
        cse100*cse142 + cse111*cse141 + cse123*cse139,  # [8, 19]
        cse100*cse148 + cse111*cse147 + cse123*cse145,  # [8, 20]
        cse149,  # [9, 17]
        cse150,  # [9, 18]
        cse151,  # [9, 19]
        cse152,  # [9, 20]
        cse153,  # [10, 17]
        cse154,  # [10, 18]
        cse155,  # [10, 19]
        cse156,  # [10, 20]
        cse157,  # [11, 17]
        cse158,  # [11, 18]
        cse159,  # [11, 19]
        cse160,  # [11, 20]
        -cse89,  # [12, 7]
        -cse94,  # [12, 8]
        -cse97,  # [12, 9]
        cse194*cse97 + cse205*cse94 + cse206*cse89,  # [12, 10]
        cse215*cse97 + cse220*cse94 + cse221*cse89,  # [12, 11]
        cse231*cse97 + cse237*cse94 + cse238*cse89,  # [12, 12]
        cse247*cse97 + cse252*cse94 + cse253*cse89,  # [12, 13]
        cse89,  # [12, 14]
        cse94,  # [12, 15]
        cse97,  # [12, 16]
        cse254*cse97 + cse255*cse94 + cse256*cse89,  # [12, 17]
        cse257*cse97 + cse258*cse94 + cse259*cse89,  # [12, 18]
        cse260*cse97 + cse261*cse94 + cse262*cse89,  # [12, 19]
        cse263*cse97 + cse264*cse94 + cse265*cse89,  # [12, 20]
        -cse98,  # [13, 7]
        -cse113,  # [13, 8]
        -cse122,  # [13, 9]
        cse113*cse205 + cse122*cse194 + cse206*cse98,  # [13, 10]
        cse113*cse220 + cse122*cse215 + cse221*cse98,  # [13, 11]
        cse113*cse237 + cse122*cse231 + cse238*cse98,  # [13, 12]
        cse113*cse252 + cse122*cse247 + cse253*cse98,  # [13, 13]
        cse98,  # [13, 14]
        cse113,  # [13, 15]
        cse122,  # [13, 16]
        cse113*cse255 + cse122*cse254 + cse256*cse98,  # [13, 17]
        cse113*cse258 + cse122*cse257 + cse259*cse98,  # [13, 18]
        cse113*cse261 + cse122*cse260 + cse262*cse98,  # [13, 19]
        cse113*cse264 + cse122*cse263 + cse265*cse98,  # [13, 20]
        -cse100,  # [14, 7]
        -cse111,  # [14, 8]
        -cse123,  # [14, 9]
        cse100*cse206 + cse111*cse205 + cse123*cse194,  # [14, 10]
        cse100*cse221 + cse111*cse220 + cse123*cse215,  # [14, 11]
        cse100*cse238 + cse111*cse237 + cse123*cse231,  # [14, 12]
        cse100*cse253 + cse111*cse252 + cse123*cse247,  # [14, 13]
        cse100,  # [14, 14]
        cse111,  # [14, 15]
        cse123,  # [14, 16]
        cse100*cse256 + cse111*cse255 + cse123*cse254,  # [14, 17]
        cse100*cse259 + cse111*cse258 + cse123*cse257,  # [14, 18]
        cse100*cse262 + cse111*cse261 + cse123*cse260,  # [14, 19]
        cse100*cse265 + cse111*cse264 + cse123*cse263,  # [14, 20]
        cse266*cse97 + cse267*cse94 + cse268*cse89,  # [15, 10]
        cse269*cse97 + cse270*cse94 + cse271*cse89,  # [15, 11]
        cse272*cse97 + cse273*cse94 + cse274*cse89,  # [15, 12]
        cse275*cse94 + cse276*cse97 + cse277*cse89,  # [15, 13]
        cse149,  # [15, 17]
        cse150,  # [15, 18]
        cse151,  # [15, 19]
        cse152,  # [15, 20]
        cse113*cse267 + cse122*cse266 + cse268*cse98,  # [16, 10]
        cse113*cse270 + cse122*cse269 + cse271*cse98,  # [16, 11]
        cse113*cse273 + cse122*cse272 + cse274*cse98,  # [16, 12]
        cse113*cse275 + cse122*cse276 + cse277*cse98,  # [16, 13]
        cse153,  # [16, 17]
        cse154,  # [16, 18]
        cse155,  # [16, 19]
        cse156,  # [16, 20]
        cse100*cse268 + cse111*cse267 + cse123*cse266,  # [17, 10]
        cse100*cse271 + cse111*cse270 + cse123*cse269,  # [17, 11]
        cse100*cse274 + cse111*cse273 + cse123*cse272,  # [17, 12]
        cse100*cse277 + cse111*cse275 + cse123*cse276,  # [17, 13]
        cse157,  # [17, 17]
        cse158,  # [17, 18]
        cse159,  # [17, 19]
        cse160,  # [17, 20]
        cse3,  # [18, 0]
        cse8,  # [18, 1]
        cse12,  # [18, 2]
        cse12*cse282 + cse284*cse8 + cse285*cse3,  # [18, 3]
        cse12*cse286 + cse287*cse8 + cse288*cse3,  # [18, 4]
        cse12*cse289 + cse290*cse8 + cse291*cse3,  # [18, 5]
        cse12*cse292 + cse293*cse8 + cse294*cse3,  # [18, 6]
        -cse3,  # [18, 7]
        -cse8,  # [18, 8]
        -cse12,  # [18, 9]
        cse12*cse297 + cse299*cse8 + cse3*cse300,  # [18, 10]
        cse12*cse301 + cse3*cse303 + cse302*cse8,  # [18, 11]
        cse12*cse304 + cse3*cse306 + cse305*cse8,  # [18, 12]
        cse12*cse307 + cse3*cse309 + cse308*cse8,  # [18, 13]
        cse13,  # [19, 0]
        cse14,  # [19, 1]
        cse17,  # [19, 2]
        cse13*cse285 + cse14*cse284 + cse17*cse282,  # [19, 3]
        cse13*cse288 + cse14*cse287 + cse17*cse286,  # [19, 4]
        cse13*cse291 + cse14*cse290 + cse17*cse289,  # [19, 5]
        cse13*cse294 + cse14*cse293 + cse17*cse292,  # [19, 6]
        -cse13,  # [19, 7]
        -cse14,  # [19, 8]
        -cse17,  # [19, 9]
        cse13*cse300 + cse14*cse299 + cse17*cse297,  # [19, 10]
        cse13*cse303 + cse14*cse302 + cse17*cse301,  # [19, 11]
        cse13*cse306 + cse14*cse305 + cse17*cse304,  # [19, 12]
        cse13*cse309 + cse14*cse308 + cse17*cse307,  # [19, 13]
        cse18,  # [20, 0]
        cse19,  # [20, 1]
        cse20,  # [20, 2]
        cse18*cse285 + cse19*cse284 + cse20*cse282,  # [20, 3]
        cse18*cse288 + cse19*cse287 + cse20*cse286,  # [20, 4]
        cse18*cse291 + cse19*cse290 + cse20*cse289,  # [20, 5]
        cse18*cse294 + cse19*cse293 + cse20*cse292,  # [20, 6]
        -cse18,  # [20, 7]
        -cse19,  # [20, 8]
        -cse20,  # [20, 9]
        cse18*cse300 + cse19*cse299 + cse20*cse297,  # [20, 10]
        cse18*cse303 + cse19*cse302 + cse20*cse301,  # [20, 11]
        cse18*cse306 + cse19*cse305 + cse20*cse304,  # [20, 12]
        cse18*cse309 + cse19*cse308 + cse20*cse307,  # [20, 13]
        cse36,  # [21, 3]
        cse52,  # [21, 4]
        cse65,  # [21, 5]
        cse78,  # [21, 6]
        cse12*cse266 + cse267*cse8 + cse268*cse3,  # [21, 10]
        cse12*cse269 + cse270*cse8 + cse271*cse3,  # [21, 11]
        cse12*cse272 + cse273*cse8 + cse274*cse3,  # [21, 12]
        cse12*cse276 + cse275*cse8 + cse277*cse3,  # [21, 13]
        cse79,  # [22, 3]
        cse80,  # [22, 4]
        cse81,  # [22, 5]
        cse82,  # [22, 6]
        cse13*cse268 + cse14*cse267 + cse17*cse266,  # [22, 10]
        cse13*cse271 + cse14*cse270 + cse17*cse269,  # [22, 11]
        cse13*cse274 + cse14*cse273 + cse17*cse272,  # [22, 12]
        cse13*cse277 + cse14*cse275 + cse17*cse276,  # [22, 13]
        cse83,  # [23, 3]
        cse84,  # [23, 4]
        cse85,  # [23, 5]
        cse86,  # [23, 6]
        cse18*cse268 + cse19*cse267 + cse20*cse266,  # [23, 10]
        cse18*cse271 + cse19*cse270 + cse20*cse269,  # [23, 11]
        cse18*cse274 + cse19*cse273 + cse20*cse272,  # [23, 12]
        cse18*cse277 + cse19*cse275 + cse20*cse276,  # [23, 13]
        -1,  # [24, 0]
        -cse24*q_r_rotor_y + cse29*q_r_rotor_z,  # [24, 3]
        -cse41*q_r_rotor_y + cse46*q_r_rotor_z,  # [24, 4]
        cse56*q_r_rotor_z - cse60*q_r_rotor_y,  # [24, 5]
        -cse69*q_r_rotor_y + cse73*q_r_rotor_z,  # [24, 6]
        -1,  # [25, 1]
        cse24*q_r_rotor_x - cse35*q_r_rotor_z,  # [25, 3]
        cse41*q_r_rotor_x - cse51*q_r_rotor_z,  # [25, 4]
        cse60*q_r_rotor_x - cse64*q_r_rotor_z,  # [25, 5]
        cse69*q_r_rotor_x - cse77*q_r_rotor_z,  # [25, 6]
        -1,  # [26, 2]
        -cse29*q_r_rotor_x + cse35*q_r_rotor_y,  # [26, 3]
        -cse46*q_r_rotor_x + cse51*q_r_rotor_y,  # [26, 4]
        -cse56*q_r_rotor_x + cse64*q_r_rotor_y,  # [26, 5]
        -cse73*q_r_rotor_x + cse77*q_r_rotor_y,  # [26, 6]
        cse31 + cse32 + cse34,  # [27, 3]
        cse47 - cse49 - cse50,  # [27, 4]
        -cse61 - cse62 + cse63,  # [27, 5]
        -cse74 + cse75 - cse76,  # [27, 6]
        cse26 + cse27 + cse28,  # [28, 3]
        -cse43 - cse44 + cse45,  # [28, 4]
        cse53 - cse54 - cse55,  # [28, 5]
        -cse70 + cse71 - cse72,  # [28, 6]
        cse21 + cse22 + cse23,  # [29, 3]
        -cse38 + cse39 - cse40,  # [29, 4]
        -cse57 - cse58 + cse59,  # [29, 5]
        cse66 - cse67 - cse68,  # [29, 6]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
    columns, written by rows), global frame.

    Args:
        q: position coordinates (21).
        p: parameters (0).

    Returns:
        ndarray of shape (5, 12), 51 nonzero.
    """
    # 91 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, _, _,
        _, _, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = q_e_rotor_1**2
    cse1 = q_e_rotor_0**2
    cse2 = 2*cse1 - 1
    cse3 = 2*cse0 + cse2
    cse4 = 2*q_e_rotor_2
    cse5 = cse4*q_e_rotor_1
    cse6 = 2*q_e_rotor_3
    cse7 = cse6*q_e_rotor_0
    cse8 = cse5 - cse7
    cse9 = cse6*q_e_rotor_1
    cse10 = cse4*q_e_rotor_0
    cse11 = cse10 + cse9
    cse12 = cse5 + cse7
    cse13 = cse2 + 2*q_e_rotor_2**2
    cse14 = cse6*q_e_rotor_2
    cse15 = 2*q_e_rotor_0*q_e_rotor_1
    cse16 = cse14 - cse15
    cse17 = -cse10 + cse9
    cse18 = cse14 + cse15
    cse19 = cse2 + 2*q_e_rotor_3**2
    cse20 = 7.4*q_e_link3_0
    cse21 = cse20*q_e_link3_3
    cse22 = q_e_link3_1*q_e_link3_2
    cse23 = 7.4*cse22
    cse24 = q_e_link3_2**2
    cse25 = 7.4*cse24
    cse26 = q_e_link3_0**2
    cse27 = 7.4*cse26
    cse28 = 7.4*q_e_link3_2*q_e_link3_3
    cse29 = cse20*q_e_link3_1
    cse30 = 2*cse26 - 1
    cse31 = cse30 + 2*q_e_link3_1**2
    cse32 = 2*cse22
    cse33 = 2*q_e_link3_3
    cse34 = cse33*q_e_link3_0
    cse35 = cse32 - cse34
    cse36 = cse33*q_e_link3_1
    cse37 = 2*q_e_link3_0
    cse38 = cse37*q_e_link3_2
    cse39 = cse36 + cse38
    cse40 = cse32 + cse34
    cse41 = 2*cse24 + cse30
    cse42 = cse33*q_e_link3_2
    cse43 = cse37*q_e_link3_1
    cse44 = cse42 - cse43
    cse45 = cse36 - cse38
    cse46 = cse42 + cse43
    cse47 = cse30 + 2*q_e_link3_3**2
    cse48 = 4*q_e_rotor_2
    cse49 = 4*q_e_rotor_3
    out = np.zeros((5, 12))
    out[_reaction_frames_INDEX] = (
        q_r_rotor_x,  # [0, 0]
        q_r_rotor_y,  # [0, 1]
        q_r_rotor_z,  # [0, 2]
        cse3,  # [0, 3]
        cse8,  # [0, 4]
        cse11,  # [0, 5]
        cse12,  # [0, 6]
        cse13,  # [0, 7]
        cse16,  # [0, 8]
        cse17,  # [0, 9]
        cse18,  # [0, 10]
        cse19,  # [0, 11]
        -cse21 + cse23 + q_r_link3_x,  # [1, 0]
        cse25 + cse27 + q_r_link3_y - 3.7,  # [1, 1]
        cse28 + cse29 + q_r_link3_z,  # [1, 2]
        cse31,  # [1, 3]
        cse35,  # [1, 4]
        cse39,  # [1, 5]
        cse40,  # [1, 6]
        cse41,  # [1, 7]
        cse44,  # [1, 8]
        cse45,  # [1, 9]
        cse46,  # [1, 10]
        cse47,  # [1, 11]
        cse21 - cse23 + q_r_link3_x,  # [2, 0]
        -cse25 - cse27 + q_r_link3_y + 3.7,  # [2, 1]
        -cse28 - cse29 + q_r_link3_z,  # [2, 2]
        cse31,  # [2, 3]
        cse35,  # [2, 4]
        cse39,  # [2, 5]
        cse40,  # [2, 6]
        cse41,  # [2, 7]
        cse44,  # [2, 8]
        cse45,  # [2, 9]
        cse46,  # [2, 10]
        cse47,  # [2, 11]
        -4*cse0 - 4*cse1 + q_r_rotor_x + 2,  # [3, 0]
        -cse48*q_e_rotor_1 - cse49*q_e_rotor_0 + q_r_rotor_y,  # [3, 1]
        cse48*q_e_rotor_0 - cse49*q_e_rotor_1 + q_r_rotor_z,  # [3, 2]
        cse3,  # [3, 3]
        cse8,  # [3, 4]
        cse11,  # [3, 5]
        cse12,  # [3, 6]
        cse13,  # [3, 7]
        cse16,  # [3, 8]
        cse17,  # [3, 9]
        cse18,  # [3, 10]
        cse19,  # [3, 11]
        1,  # [4, 3]
        1,  # [4, 7]
        1,  # [4, 11]
    )
    return out



def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (2,), 2 nonzero.
    """
    # 163 operations after common subexpression elimination
    (
        _, _, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, v_rd_link2_x,
        v_rd_link2_y, v_rd_link2_z, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, v_rd_link3_x, v_rd_link3_y,
        v_rd_link3_z, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = q_e_rotor_3*v_ed_rotor_1
    cse1 = q_e_rotor_1*v_ed_rotor_3
    cse2 = q_e_rotor_0*v_ed_rotor_2
    cse3 = 2*v_ed_rotor_0
    cse4 = q_e_rotor_3*v_ed_rotor_2
    cse5 = q_e_rotor_2*v_ed_rotor_3
    cse6 = q_e_rotor_0*v_ed_rotor_1
    cse7 = 2*q_e_link3_1
    cse8 = 2*v_ed_link3_2
    cse9 = 2*v_ed_link3_1
    cse10 = 2*q_e_link3_2
    cse11 = q_e_link2_3*v_ed_link2_2
    cse12 = 2*v_ed_link2_1
    cse13 = q_e_link2_2*v_ed_link2_3
    cse14 = q_e_link2_1*v_ed_link2_0
    cse15 = q_e_link2_1*v_ed_link2_3
    cse16 = q_e_link2_0*v_ed_link2_2
    cse17 = q_e_link2_2*v_ed_link2_0
    return np.array([
        0.5*v_rd_link2_x**2 + 0.5*v_rd_link2_y**2 + 0.5*v_rd_link2_z**2 + 0.5*v_rd_link3_x**2 + 0.5*v_rd_link3_y**2 + 0.5*v_rd_link3_z**2 + 1.0*v_rd_rotor_x**2 + 1.0*v_rd_rotor_y**2 + 1.0*v_rd_rotor_z**2 + (1/2)*(-4.0*cse0 + 4.0*cse1 + 4.0*cse2 - 4.0*q_e_rotor_2*v_ed_rotor_0)*(-2*cse0 + 2*cse1 + 2*cse2 - cse3*q_e_rotor_2) + (1/2)*(2*cse11 + cse12*q_e_link2_0 - 2*cse13 - 2*cse14)*(24.8*cse11 - 24.8*cse13 - 24.8*cse14 + 24.8*q_e_link2_0*v_ed_link2_1) + (1/2)*(0.02*cse15 + 0.02*cse16 - 0.02*cse17 - 0.02*q_e_link2_3*v_ed_link2_1)*(-cse12*q_e_link2_3 + 2*cse15 + 2*cse16 - 2*cse17) + (1/2)*(8.0*cse4 - 8.0*cse5 + 8.0*cse6 - 8.0*q_e_rotor_1*v_ed_rotor_0)*(-cse3*q_e_rotor_1 + 2*cse4 - 2*cse5 + 2*cse6) + (1/2)*(-cse10*v_ed_link3_0 + cse7*v_ed_link3_3 + cse8*q_e_link3_0 - cse9*q_e_link3_3)*(0.02*q_e_link3_0*v_ed_link3_2 + 0.02*q_e_link3_1*v_ed_link3_3 - 0.02*q_e_link3_2*v_ed_link3_0 - 0.02*q_e_link3_3*v_ed_link3_1) + (1/2)*(-cse10*v_ed_link3_3 - cse7*v_ed_link3_0 + cse8*q_e_link3_3 + cse9*q_e_link3_0)*(9.08*q_e_link3_0*v_ed_link3_1 - 9.08*q_e_link3_1*v_ed_link3_0 - 9.08*q_e_link3_2*v_ed_link3_3 + 9.08*q_e_link3_3*v_ed_link3_2),  # [0]
        9.81*q_r_link2_z + 9.81*q_r_link3_z + 19.62*q_r_rotor_z,  # [1]
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
    # 220 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, v_rd_link2_x,
        v_rd_link2_y, v_rd_link2_z, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, v_rd_link3_x, v_rd_link3_y,
        v_rd_link3_z, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2.0*v_rd_rotor_x
    cse1 = 1.0*v_rd_link3_x
    cse2 = 1.0*v_rd_link2_x
    cse3 = 2.0*v_rd_rotor_y
    cse4 = 1.0*v_rd_link3_y
    cse5 = 1.0*v_rd_link2_y
    cse6 = 2.0*v_rd_rotor_z
    cse7 = 1.0*v_rd_link3_z
    cse8 = 1.0*v_rd_link2_z
    cse9 = 2*q_e_link2_3
    cse10 = 2*q_e_link2_0
    cse11 = 2*v_ed_link2_3
    cse12 = 2*v_ed_link2_0
    cse13 = cse10*v_ed_link2_1 - cse11*q_e_link2_2 - cse12*q_e_link2_1 + cse9*v_ed_link2_2
    cse14 = q_e_link2_0**2
    cse15 = 2*v_ed_rotor_2
    cse16 = 2*v_ed_rotor_1
    cse17 = 2*v_ed_rotor_3
    cse18 = 2*v_ed_rotor_0
    cse19 = cse15*q_e_rotor_3 + cse16*q_e_rotor_0 - cse17*q_e_rotor_2 - cse18*q_e_rotor_1
    cse20 = q_e_rotor_0**2
    cse21 = 2*v_ed_link3_3
    cse22 = 2*v_ed_link3_2
    cse23 = 2*v_ed_link3_1
    cse24 = 2*v_ed_link3_0
    cse25 = cse21*q_e_link3_1 + cse22*q_e_link3_0 - cse23*q_e_link3_3 - cse24*q_e_link3_2
    cse26 = 0.02*q_e_link3_0
    cse27 = 0.02*q_e_link3_2
    cse28 = cse10*v_ed_link2_2 + cse11*q_e_link2_1 - cse12*q_e_link2_2 - cse9*v_ed_link2_1
    cse29 = 0.02*q_e_link2_0
    cse30 = q_e_link2_1*q_e_link2_2
    cse31 = -cse21*q_e_link3_2 + cse22*q_e_link3_3 + cse23*q_e_link3_0 - cse24*q_e_link3_1
    cse32 = q_e_link3_0**2
    cse33 = cse15*q_e_rotor_0 - cse16*q_e_rotor_3 + cse17*q_e_rotor_1 - cse18*q_e_rotor_2
    cse34 = 4.0*q_e_rotor_0
    cse35 = 4.0*q_e_rotor_2
    cse36 = 24.8*q_e_link2_0
    cse37 = 9.08*q_e_link3_1
    cse38 = 9.08*q_e_link3_0
    cse39 = 8.0*q_e_rotor_2
    cse40 = 8.0*q_e_rotor_3
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse13*(24.8*cse14 + 24.8*q_e_link2_1**2 - 12.4) + cse19*(8.0*cse20 + 8.0*q_e_rotor_1**2 - 4.0) + cse25*(-cse26*q_e_link3_3 + cse27*q_e_link3_1) + cse28*(-cse29*q_e_link2_3 + 0.02*cse30) - cse3*q_r_rotor_z + cse31*(9.08*cse32 + 9.08*q_e_link3_1**2 - 4.54) + cse33*(-cse34*q_e_rotor_3 + cse35*q_e_rotor_1) - cse4*q_r_link3_z - cse5*q_r_link2_z + cse6*q_r_rotor_y + cse7*q_r_link3_y + cse8*q_r_link2_y,  # [3]
        cse0*q_r_rotor_z + cse1*q_r_link3_z + cse13*(24.8*cse30 + cse36*q_e_link2_3) + cse19*(cse39*q_e_rotor_1 + cse40*q_e_rotor_0) + cse2*q_r_link2_z + cse25*(0.02*cse32 + 0.02*q_e_link3_2**2 - 0.01) + cse28*(0.02*cse14 + 0.02*q_e_link2_2**2 - 0.01) + cse31*(cse37*q_e_link3_2 + cse38*q_e_link3_3) + cse33*(4.0*cse20 + 4.0*q_e_rotor_2**2 - 2.0) - cse6*q_r_rotor_x - cse7*q_r_link3_x - cse8*q_r_link2_x,  # [4]
        -cse0*q_r_rotor_y - cse1*q_r_link3_y + cse13*(-cse36*q_e_link2_2 + 24.8*q_e_link2_1*q_e_link2_3) + cse19*(-cse39*q_e_rotor_0 + cse40*q_e_rotor_1) - cse2*q_r_link2_y + cse25*(cse26*q_e_link3_1 + cse27*q_e_link3_3) + cse28*(cse29*q_e_link2_1 + 0.02*q_e_link2_2*q_e_link2_3) + cse3*q_r_rotor_x + cse31*(cse37*q_e_link3_3 - cse38*q_e_link3_2) + cse33*(cse34*q_e_rotor_1 + cse35*q_e_rotor_3) + cse4*q_r_link3_x + cse5*q_r_link2_x,  # [5]
    ])



def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (21).
        p: parameters (0).

    Returns:
        ndarray of shape (3, 12), 36 nonzero.
    """
    # 81 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = 2*q_e_rotor_0**2 - 1
    cse1 = 2*q_e_rotor_2
    cse2 = cse1*q_e_rotor_1
    cse3 = 2*q_e_rotor_3
    cse4 = cse3*q_e_rotor_0
    cse5 = cse3*q_e_rotor_1
    cse6 = cse1*q_e_rotor_0
    cse7 = cse3*q_e_rotor_2
    cse8 = 2*q_e_rotor_0*q_e_rotor_1
    cse9 = 2*q_e_link2_0**2 - 1
    cse10 = 2*q_e_link2_1
    cse11 = cse10*q_e_link2_2
    cse12 = 2*q_e_link2_3
    cse13 = cse12*q_e_link2_0
    cse14 = cse10*q_e_link2_3
    cse15 = 2*q_e_link2_0*q_e_link2_2
    cse16 = cse12*q_e_link2_2
    cse17 = cse10*q_e_link2_0
    cse18 = 2*q_e_link3_0**2 - 1
    cse19 = 2*q_e_link3_2
    cse20 = cse19*q_e_link3_1
    cse21 = 2*q_e_link3_3
    cse22 = cse21*q_e_link3_0
    cse23 = cse21*q_e_link3_1
    cse24 = cse19*q_e_link3_0
    cse25 = cse21*q_e_link3_2
    cse26 = 2*q_e_link3_0*q_e_link3_1
    return np.array([
        q_r_rotor_x,  # [0, 0]
        q_r_rotor_y,  # [0, 1]
        q_r_rotor_z,  # [0, 2]
        cse0 + 2*q_e_rotor_1**2,  # [0, 3]
        cse2 - cse4,  # [0, 4]
        cse5 + cse6,  # [0, 5]
        cse2 + cse4,  # [0, 6]
        cse0 + 2*q_e_rotor_2**2,  # [0, 7]
        cse7 - cse8,  # [0, 8]
        cse5 - cse6,  # [0, 9]
        cse7 + cse8,  # [0, 10]
        cse0 + 2*q_e_rotor_3**2,  # [0, 11]
        q_r_link2_x,  # [1, 0]
        q_r_link2_y,  # [1, 1]
        q_r_link2_z,  # [1, 2]
        cse9 + 2*q_e_link2_1**2,  # [1, 3]
        cse11 - cse13,  # [1, 4]
        cse14 + cse15,  # [1, 5]
        cse11 + cse13,  # [1, 6]
        cse9 + 2*q_e_link2_2**2,  # [1, 7]
        cse16 - cse17,  # [1, 8]
        cse14 - cse15,  # [1, 9]
        cse16 + cse17,  # [1, 10]
        cse9 + 2*q_e_link2_3**2,  # [1, 11]
        q_r_link3_x,  # [2, 0]
        q_r_link3_y,  # [2, 1]
        q_r_link3_z,  # [2, 2]
        cse18 + 2*q_e_link3_1**2,  # [2, 3]
        cse20 - cse22,  # [2, 4]
        cse23 + cse24,  # [2, 5]
        cse20 + cse22,  # [2, 6]
        cse18 + 2*q_e_link3_2**2,  # [2, 7]
        cse25 - cse26,  # [2, 8]
        cse23 - cse24,  # [2, 9]
        cse25 + cse26,  # [2, 10]
        cse18 + 2*q_e_link3_3**2,  # [2, 11]
    ]).reshape(3, 12)



def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        p: parameters (0).

    Returns:
        ndarray of shape (3, 6), 18 nonzero.
    """
    # 196 operations after common subexpression elimination
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, v_rd_link2_x,
        v_rd_link2_y, v_rd_link2_z, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, v_rd_link3_x, v_rd_link3_y,
        v_rd_link3_z, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2*v_ed_rotor_1
    cse1 = 2*v_ed_rotor_3
    cse2 = 2*v_ed_rotor_0
    cse3 = 2*v_ed_rotor_2
    cse4 = cse0*q_e_rotor_2 + cse1*q_e_rotor_0 - cse2*q_e_rotor_3 - cse3*q_e_rotor_1
    cse5 = 2*q_e_rotor_1*q_e_rotor_3
    cse6 = 2*q_e_rotor_0
    cse7 = cse6*q_e_rotor_2
    cse8 = 2*q_e_rotor_0**2 - 1
    cse9 = cse0*q_e_rotor_0 - cse1*q_e_rotor_2 - cse2*q_e_rotor_1 + cse3*q_e_rotor_3
    cse10 = -cse0*q_e_rotor_3 + cse1*q_e_rotor_1 - cse2*q_e_rotor_2 + cse3*q_e_rotor_0
    cse11 = 2*q_e_rotor_2
    cse12 = cse11*q_e_rotor_1
    cse13 = cse6*q_e_rotor_3
    cse14 = cse11*q_e_rotor_3
    cse15 = cse6*q_e_rotor_1
    cse16 = 2*q_e_link2_3
    cse17 = 2*q_e_link2_0
    cse18 = 2*q_e_link2_2
    cse19 = 2*q_e_link2_1
    cse20 = cse16*v_ed_link2_2 + cse17*v_ed_link2_1 - cse18*v_ed_link2_3 - cse19*v_ed_link2_0
    cse21 = 2*q_e_link2_0**2 - 1
    cse22 = -cse16*v_ed_link2_0 + cse17*v_ed_link2_3 + cse18*v_ed_link2_1 - cse19*v_ed_link2_2
    cse23 = cse19*q_e_link2_3
    cse24 = cse17*q_e_link2_2
    cse25 = -cse16*v_ed_link2_1 + cse17*v_ed_link2_2 - cse18*v_ed_link2_0 + cse19*v_ed_link2_3
    cse26 = cse19*q_e_link2_2
    cse27 = cse16*q_e_link2_0
    cse28 = cse16*q_e_link2_2
    cse29 = cse19*q_e_link2_0
    cse30 = 2*q_e_link3_3
    cse31 = 2*q_e_link3_0
    cse32 = 2*q_e_link3_2
    cse33 = 2*v_ed_link3_0
    cse34 = cse30*v_ed_link3_2 + cse31*v_ed_link3_1 - cse32*v_ed_link3_3 - cse33*q_e_link3_1
    cse35 = 2*q_e_link3_0**2 - 1
    cse36 = 2*q_e_link3_1
    cse37 = cse31*v_ed_link3_3 + cse32*v_ed_link3_1 - cse33*q_e_link3_3 - cse36*v_ed_link3_2
    cse38 = cse30*q_e_link3_1
    cse39 = cse32*q_e_link3_0
    cse40 = -cse30*v_ed_link3_1 + cse31*v_ed_link3_2 - cse32*v_ed_link3_0 + cse36*v_ed_link3_3
    cse41 = cse32*q_e_link3_1
    cse42 = cse31*q_e_link3_3
    cse43 = cse32*q_e_link3_3
    cse44 = cse31*q_e_link3_1
    return np.array([
        v_rd_rotor_x,  # [0, 0]
        v_rd_rotor_y,  # [0, 1]
        v_rd_rotor_z,  # [0, 2]
        cse10*(cse12 - cse13) + cse4*(cse5 + cse7) + cse9*(cse8 + 2*q_e_rotor_1**2),  # [0, 3]
        cse10*(cse8 + 2*q_e_rotor_2**2) + cse4*(cse14 - cse15) + cse9*(cse12 + cse13),  # [0, 4]
        cse10*(cse14 + cse15) + cse4*(cse8 + 2*q_e_rotor_3**2) + cse9*(cse5 - cse7),  # [0, 5]
        v_rd_link2_x,  # [1, 0]
        v_rd_link2_y,  # [1, 1]
        v_rd_link2_z,  # [1, 2]
        cse20*(cse21 + 2*q_e_link2_1**2) + cse22*(cse23 + cse24) + cse25*(cse26 - cse27),  # [1, 3]
        cse20*(cse26 + cse27) + cse22*(cse28 - cse29) + cse25*(cse21 + 2*q_e_link2_2**2),  # [1, 4]
        cse20*(cse23 - cse24) + cse22*(cse21 + 2*q_e_link2_3**2) + cse25*(cse28 + cse29),  # [1, 5]
        v_rd_link3_x,  # [2, 0]
        v_rd_link3_y,  # [2, 1]
        v_rd_link3_z,  # [2, 2]
        cse34*(cse35 + 2*q_e_link3_1**2) + cse37*(cse38 + cse39) + cse40*(cse41 - cse42),  # [2, 3]
        cse34*(cse41 + cse42) + cse37*(cse43 - cse44) + cse40*(cse35 + 2*q_e_link3_2**2),  # [2, 4]
        cse34*(cse38 - cse39) + cse37*(cse35 + 2*q_e_link3_3**2) + cse40*(cse43 + cse44),  # [2, 5]
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

