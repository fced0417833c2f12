# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: four_link
# formulation: rp
# scheme: any
# input hash: b54319888a40efe3
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
INPUT_HASH = 'b54319888a40efe3'
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
 'energy',
 'momentum',
 'body_frames',
 'body_velocities',
 'initial_frames',
 'initial_velocities']
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
             'energy',
             'momentum',
             'body_frames',
             'body_velocities',
             'initial_frames',
             'initial_velocities'],
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
 'input_hash': 'b54319888a40efe3'}
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
_initial_frames_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    np.array([5, 7, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
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
        r_rotor_x, r_rotor_y, r_rotor_z, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, r_link2_x,
        r_link2_y, r_link2_z, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, r_link3_x, r_link3_y,
        r_link3_z, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
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
        dv_0 + r_rotor_x,  # [0]
        dv_1 + r_rotor_y,  # [1]
        dv_2 + r_rotor_z,  # [2]
        dv_3 + e_rotor_0,  # [3]
        dv_4 + e_rotor_1,  # [4]
        dv_5 + e_rotor_2,  # [5]
        dv_6 + e_rotor_3,  # [6]
        dv_7 + r_link2_x,  # [7]
        dv_8 + r_link2_y,  # [8]
        dv_9 + r_link2_z,  # [9]
        dv_10 + e_link2_0,  # [10]
        dv_11 + e_link2_1,  # [11]
        dv_12 + e_link2_2,  # [12]
        dv_13 + e_link2_3,  # [13]
        dv_14 + r_link3_x,  # [14]
        dv_15 + r_link3_y,  # [15]
        dv_16 + r_link3_z,  # [16]
        dv_17 + e_link3_0,  # [17]
        dv_18 + e_link3_1,  # [18]
        dv_19 + e_link3_2,  # [19]
        dv_20 + e_link3_3,  # [20]
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
    # 182 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, r_link2_x,
        r_link2_y, r_link2_z, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, r_link3_x, r_link3_y,
        r_link3_z, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = e_rotor_0**2
    cse1 = e_rotor_1**2
    cse2 = e_rotor_0*e_rotor_3
    cse3 = 2*cse2
    cse4 = -r_rotor_x
    cse5 = -r_rotor_y
    cse6 = -r_rotor_z
    cse7 = e_link3_0*e_link3_1
    cse8 = e_link3_0**2
    cse9 = e_link3_2**2
    cse10 = -7.4*e_link3_0*e_link3_3 + 7.4*e_link3_1*e_link3_2
    cse11 = 7.4*cse8 + 7.4*cse9
    cse12 = 7.4*cse7
    cse13 = 7.4*e_link3_2*e_link3_3
    cse14 = 12.2*e_link2_0
    cse15 = cse14*e_link2_3
    cse16 = 12.2*e_link2_2
    cse17 = cse16*e_link2_1
    cse18 = e_link2_0**2
    cse19 = 12.2*cse18
    cse20 = e_link2_2**2
    cse21 = 12.2*cse20
    cse22 = cse14*e_link2_1 + cse16*e_link2_3
    cse23 = e_rotor_1*e_rotor_2
    cse24 = e_rotor_0*e_rotor_2
    cse25 = e_rotor_1*e_rotor_3
    cse26 = 2*e_link2_0
    cse27 = e_rotor_0*e_rotor_1
    cse28 = e_rotor_2**2
    cse29 = e_link2_3**2
    cse30 = e_rotor_3**2
    cse31 = math.pi*t
    return np.array([
        2*cse0 + 2*cse1 - 1,  # [0]
        -cse3 + 2*e_rotor_1*e_rotor_2,  # [1]
        cse4,  # [2]
        cse5,  # [3]
        cse6,  # [4]
        -2*cse7 + 2*e_link3_2*e_link3_3,  # [5]
        2*cse8 + 2*cse9 - 1,  # [6]
        -cse10 - r_link3_x - 4,  # [7]
        -cse11 - r_link3_y - 4.8,  # [8]
        -cse12 - cse13 - r_link3_z,  # [9]
        cse10 + cse15 - cse17 + r_link2_x - r_link3_x,  # [10]
        cse11 - cse19 - cse21 + r_link2_y - r_link3_y + 2.3999999999999995,  # [11]
        cse12 + cse13 - cse22 + r_link2_z - r_link3_z,  # [12]
        4*cse0 + 4*cse1 - cse15 + cse17 + cse4 + r_link2_x - 2,  # [13]
        cse19 + 4*cse2 + cse21 + 4*cse23 + cse5 + r_link2_y - 6.1,  # [14]
        cse22 - 4*cse24 + 4*cse25 + cse6 + r_link2_z,  # [15]
        (-cse26*e_link2_1 + 2*e_link2_2*e_link2_3)*(-1.3235077466603398*cse0 - 1.4994423111710797*cse27 - 1.3235077466603398*cse28 + 1.4994423111710797*e_rotor_2*e_rotor_3 + 0.6617538733301699) + (cse26*e_link2_2 + 2*e_link2_1*e_link2_3)*(1.3235077466603398*cse2 - 1.3235077466603398*cse23 + 1.4994423111710797*cse24 + 1.4994423111710797*cse25) + (2*cse18 + 2*cse29 - 1)*(1.4994423111710797*cse0 - 1.3235077466603398*cse27 + 1.4994423111710797*cse30 - 1.3235077466603398*e_rotor_2*e_rotor_3 - 0.7497211555855399),  # [16]
        (2*cse23 + cse3)*math.cos(cse31) - (2*cse24 - 2*cse25)*math.sin(cse31),  # [17]
        (1/2)*cse0 + (1/2)*cse1 + (1/2)*cse28 + (1/2)*cse30 - 1/2,  # [18]
        (1/2)*cse18 + (1/2)*cse20 + (1/2)*cse29 + (1/2)*e_link2_1**2 - 1/2,  # [19]
        (1/2)*cse8 + (1/2)*cse9 + (1/2)*e_link3_1**2 + (1/2)*e_link3_3**2 - 1/2,  # [20]
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
    # 183 operations after common subexpression elimination
    (
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
        _, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = 4*e_rotor_0
    cse1 = 4*e_rotor_1
    cse2 = 2*e_rotor_3
    cse3 = 2*e_rotor_2
    cse4 = 2*e_rotor_1
    cse5 = 2*e_rotor_0
    cse6 = 7.4*e_link3_3
    cse7 = 7.4*e_link3_2
    cse8 = -cse7
    cse9 = 7.4*e_link3_1
    cse10 = -cse9
    cse11 = 7.4*e_link3_0
    cse12 = 14.8*e_link3_0
    cse13 = 14.8*e_link3_2
    cse14 = -cse11
    cse15 = -cse6
    cse16 = 12.2*e_link2_3
    cse17 = 12.2*e_link2_2
    cse18 = -cse17
    cse19 = 12.2*e_link2_1
    cse20 = -cse19
    cse21 = 12.2*e_link2_0
    cse22 = 24.4*e_link2_0
    cse23 = 24.4*e_link2_2
    cse24 = -cse21
    cse25 = -cse16
    cse26 = 4*e_rotor_3
    cse27 = 4*e_rotor_2
    cse28 = 1.4994423111710797*e_rotor_1
    cse29 = 2*e_link2_0
    cse30 = -cse29*e_link2_1 + 2*e_link2_2*e_link2_3
    cse31 = 1.4994423111710797*e_rotor_2
    cse32 = 1.3235077466603398*e_rotor_3
    cse33 = 2*e_link2_3
    cse34 = cse29*e_link2_2 + cse33*e_link2_1
    cse35 = 1.3235077466603398*e_rotor_1
    cse36 = -cse35
    cse37 = 2*e_link2_0**2 + 2*e_link2_3**2 - 1
    cse38 = 1.4994423111710797*e_rotor_0
    cse39 = 1.3235077466603398*e_rotor_0
    cse40 = 1.3235077466603398*e_rotor_2
    cse41 = -1.4994423111710797*e_rotor_3
    cse42 = cse28*e_rotor_3 + cse31*e_rotor_0 + cse32*e_rotor_0 - cse35*e_rotor_2
    cse43 = 2*e_link2_2
    cse44 = e_rotor_0**2
    cse45 = -4*cse32*e_rotor_2 - 4*cse35*e_rotor_0 + 5.997769244684319*cse44 + 5.997769244684319*e_rotor_3**2 - 2.9988846223421595
    cse46 = -cse28*e_rotor_0 - 1.3235077466603398*cse44 - 1.3235077466603398*e_rotor_2**2 + 1.4994423111710797*e_rotor_2*e_rotor_3 + 0.6617538733301699
    cse47 = 2*e_link2_1
    cse48 = math.pi*t
    cse49 = math.sin(cse48)
    cse50 = math.cos(cse48)
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
        -2*e_link3_1,  # [5, 17]
        -2*e_link3_0,  # [5, 18]
        2*e_link3_3,  # [5, 19]
        2*e_link3_2,  # [5, 20]
        4*e_link3_0,  # [6, 17]
        4*e_link3_2,  # [6, 19]
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
        8*e_rotor_0,  # [13, 3]
        8*e_rotor_1,  # [13, 4]
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
        cse30*(-cse28 - 2.6470154933206795*e_rotor_0) + cse34*(cse31 + cse32) + cse37*(cse36 + 2.9988846223421595*e_rotor_0),  # [16, 3]
        -cse30*cse38 + cse34*(-cse40 - cse41) - cse37*cse39,  # [16, 4]
        cse30*(-cse41 - 2.6470154933206795*e_rotor_2) - cse32*cse37 + cse34*(cse36 + cse38),  # [16, 5]
        cse30*cse31 + cse34*(cse28 + cse39) + cse37*(-cse40 + 2.9988846223421595*e_rotor_3),  # [16, 6]
        cse42*cse43 + cse45*e_link2_0 - cse46*cse47,  # [16, 10]
        -cse29*cse46 + 2*cse42*e_link2_3,  # [16, 11]
        cse29*cse42 + cse33*cse46,  # [16, 12]
        cse42*cse47 + cse43*cse46 + cse45*e_link2_3,  # [16, 13]
        -cse3*cse49 + 2*cse50*e_rotor_3,  # [17, 3]
        cse2*cse49 + cse3*cse50,  # [17, 4]
        -cse49*cse5 + 2*cse50*e_rotor_1,  # [17, 5]
        cse4*cse49 + cse5*cse50,  # [17, 6]
        e_rotor_0,  # [18, 3]
        e_rotor_1,  # [18, 4]
        e_rotor_2,  # [18, 5]
        e_rotor_3,  # [18, 6]
        e_link2_0,  # [19, 10]
        e_link2_1,  # [19, 11]
        e_link2_2,  # [19, 12]
        e_link2_3,  # [19, 13]
        e_link3_0,  # [20, 17]
        e_link3_1,  # [20, 18]
        e_link3_2,  # [20, 19]
        e_link3_3,  # [20, 20]
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
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = math.pi*t
    cse1 = 2*e_rotor_2
    cse2 = 2*e_rotor_3
    out = np.zeros(21)
    out[_nu_INDEX] = (
        math.pi*(cse1*e_rotor_0 - cse2*e_rotor_1)*math.cos(cse0) + math.pi*(cse1*e_rotor_1 + cse2*e_rotor_0)*math.sin(cse0),  # [17]
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
    # 450 operations after common subexpression elimination
    (
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
        _, _, _, _,
        _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_rotor_0,
        ed_rotor_1, ed_rotor_2, ed_rotor_3, _,
        _, _, ed_link2_0, ed_link2_1,
        ed_link2_2, ed_link2_3, _, _,
        _, ed_link3_0, ed_link3_1, ed_link3_2,
        ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    t = float(t)

    cse0 = ed_rotor_0**2
    cse1 = ed_rotor_1**2
    cse2 = ed_rotor_0*ed_rotor_3
    cse3 = ed_rotor_1*ed_rotor_2
    cse4 = ed_link3_0*ed_link3_1
    cse5 = ed_link3_2*ed_link3_3
    cse6 = ed_link3_0**2
    cse7 = ed_link3_2**2
    cse8 = 14.8*ed_link3_0*ed_link3_3
    cse9 = 14.8*ed_link3_1*ed_link3_2
    cse10 = 14.8*cse6
    cse11 = 14.8*cse7
    cse12 = 14.8*cse4
    cse13 = 14.8*cse5
    cse14 = 24.4*ed_link2_3
    cse15 = cse14*ed_link2_0
    cse16 = 24.4*ed_link2_1
    cse17 = cse16*ed_link2_2
    cse18 = ed_link2_0**2
    cse19 = ed_link2_2**2
    cse20 = 24.4*cse18 + 24.4*cse19
    cse21 = cse14*ed_link2_2 + cse16*ed_link2_0
    cse22 = e_link2_0*e_link2_2
    cse23 = e_link2_1*e_link2_3
    cse24 = 2.6470154933206795*cse22 + 2.6470154933206795*cse23
    cse25 = -cse24
    cse26 = 2.9988846223421595*cse22 + 2.9988846223421595*cse23
    cse27 = 2.9988846223421595*e_rotor_0
    cse28 = 1.3235077466603398*e_rotor_2
    cse29 = -1.4994423111710797*e_rotor_3
    cse30 = -cse28 - cse29
    cse31 = 2*e_link2_3
    cse32 = cse27*e_link2_0 + cse30*cse31
    cse33 = 2*e_link2_0
    cse34 = -cse27*e_link2_3 + cse30*cse33
    cse35 = 5.294030986641359*e_rotor_0
    cse36 = 2*e_link2_2
    cse37 = cse27*e_link2_1 + cse30*cse36 - cse35*e_link2_0
    cse38 = -cse27*e_link2_2 + 2*cse30*e_link2_1 - cse35*e_link2_3
    cse39 = e_link2_2*e_link2_3
    cse40 = 2.9988846223421595*cse39
    cse41 = e_link2_0*e_link2_1
    cse42 = 2.9988846223421595*cse41
    cse43 = e_link2_0**2
    cse44 = e_link2_3**2
    cse45 = 2.6470154933206795*cse43 + 2.6470154933206795*cse44 - 1.3235077466603398
    cse46 = -cse40 + cse42 - cse45
    cse47 = 2.9988846223421595*e_rotor_2
    cse48 = 1.4994423111710797*e_rotor_1
    cse49 = cse48 + 1.3235077466603398*e_rotor_0
    cse50 = -cse47*e_link2_0 + 2*cse49*e_link2_3
    cse51 = 2.6470154933206795*e_rotor_0
    cse52 = 2.6470154933206795*e_rotor_2
    cse53 = 2.9988846223421595*e_rotor_3
    cse54 = cse27*e_rotor_2 + cse51*e_rotor_3 - cse52*e_rotor_1 + cse53*e_rotor_1
    cse55 = e_rotor_0**2
    cse56 = cse27*e_rotor_1 - cse53*e_rotor_2 + 2.6470154933206795*cse55 + 2.6470154933206795*e_rotor_2**2 - 1.3235077466603398
    cse57 = -cse48 - cse51
    cse58 = 1.4994423111710797*e_rotor_2 + 1.3235077466603398*e_rotor_3
    cse59 = -cse33*cse57 + 2*cse58*e_link2_3
    cse60 = -cse29 - cse52
    cse61 = -1.3235077466603398*e_rotor_1
    cse62 = cse61 + 1.4994423111710797*e_rotor_0
    cse63 = -cse33*cse60 + 2*cse62*e_link2_3
    cse64 = cse33*cse49 + cse47*e_link2_3
    cse65 = -cse56
    cse66 = cse31*cse57 + cse33*cse58
    cse67 = cse31*cse60 + cse33*cse62
    cse68 = 5.997769244684319*cse43 + 5.997769244684319*cse44 - 2.9988846223421595
    cse69 = cse40 - cse42 - cse45
    cse70 = -cse28 + 2.9988846223421595*e_rotor_3
    cse71 = 4*e_link2_0
    cse72 = cse36*cse49 - cse47*e_link2_1 + cse70*cse71
    cse73 = 2*e_link2_1
    cse74 = 4*e_link2_3
    cse75 = cse47*e_link2_2 + cse49*cse73 + cse70*cse74
    cse76 = -5.294030986641359*cse39 + 5.294030986641359*cse41
    cse77 = 5.294030986641359*e_rotor_3
    cse78 = -cse60*cse73 + 2*cse62*e_link2_2 - cse77*e_link2_0
    cse79 = cse36*cse60 + cse62*cse73 - cse77*e_link2_3
    cse80 = -cse35*e_rotor_1 + 5.997769244684319*cse55 - cse77*e_rotor_2 + 5.997769244684319*e_rotor_3**2 - 2.9988846223421595
    cse81 = cse27 + cse61
    cse82 = cse36*cse58 - cse57*cse73 + cse71*cse81
    cse83 = cse36*cse57 + cse58*cse73 + cse74*cse81
    cse84 = math.pi**2
    cse85 = math.pi*t
    cse86 = math.sin(cse85)
    cse87 = 2*e_rotor_2
    cse88 = 2*e_rotor_3
    cse89 = math.cos(cse85)
    cse90 = math.pi*cse87
    cse91 = math.pi*cse88
    cse92 = cse86*cse91 + cse89*cse90
    cse93 = cse86*cse90
    cse94 = 2*math.pi
    cse95 = cse94*e_rotor_0
    cse96 = cse94*e_rotor_1
    cse97 = cse86*cse96 + cse89*cse95
    cse98 = cse86*cse95
    cse99 = 2*ed_rotor_2
    cse100 = 2*ed_rotor_0
    out = np.zeros(21)
    out[_gamma_INDEX] = (
        -4*cse0 - 4*cse1,  # [0]
        4*cse2 - 4*cse3,  # [1]
        4*cse4 - 4*cse5,  # [5]
        -4*cse6 - 4*cse7,  # [6]
        -cse8 + cse9,  # [7]
        cse10 + cse11,  # [8]
        cse12 + cse13,  # [9]
        -cse15 + cse17 + cse8 - cse9,  # [10]
        -cse10 - cse11 + cse20,  # [11]
        -cse12 - cse13 + cse21,  # [12]
        -8*cse0 - 8*cse1 + cse15 - cse17,  # [13]
        -8*cse2 - cse20 - 8*cse3,  # [14]
        -cse21 + 8*ed_rotor_0*ed_rotor_2 - 8*ed_rotor_1*ed_rotor_3,  # [15]
        -ed_link2_0*(cse37*ed_rotor_1 + cse54*ed_link2_2 + cse56*ed_link2_1 + cse72*ed_rotor_3 + cse78*ed_rotor_2 + cse80*ed_link2_0 + cse82*ed_rotor_0) - ed_link2_1*(cse32*ed_rotor_1 + cse50*ed_rotor_3 + cse54*ed_link2_3 + cse56*ed_link2_0 + cse59*ed_rotor_0 + cse63*ed_rotor_2) - ed_link2_2*(cse34*ed_rotor_1 + cse54*ed_link2_0 + cse64*ed_rotor_3 + cse65*ed_link2_3 + cse66*ed_rotor_0 + cse67*ed_rotor_2) - ed_link2_3*(cse38*ed_rotor_1 + cse54*ed_link2_1 + cse65*ed_link2_2 + cse75*ed_rotor_3 + cse79*ed_rotor_2 + cse80*ed_link2_3 + cse83*ed_rotor_0) - ed_rotor_0*(cse24*ed_rotor_3 + cse26*ed_rotor_2 + cse46*ed_rotor_1 + cse59*ed_link2_1 + cse66*ed_link2_2 + cse82*ed_link2_0 + cse83*ed_link2_3 + ed_rotor_0*(cse68 + cse76)) - ed_rotor_1*(cse25*ed_rotor_2 + cse26*ed_rotor_3 + cse32*ed_link2_1 + cse34*ed_link2_2 + cse37*ed_link2_0 + cse38*ed_link2_3 + cse46*ed_rotor_0) - ed_rotor_2*(cse25*ed_rotor_1 + cse26*ed_rotor_0 + cse63*ed_link2_1 + cse67*ed_link2_2 + cse69*ed_rotor_3 + cse76*ed_rotor_2 + cse78*ed_link2_0 + cse79*ed_link2_3) - ed_rotor_3*(cse24*ed_rotor_0 + cse26*ed_rotor_1 + cse50*ed_link2_1 + cse64*ed_link2_2 + cse68*ed_rotor_3 + cse69*ed_rotor_2 + cse72*ed_link2_0 + cse75*ed_link2_3),  # [16]
        -cse84*cse86*(cse87*e_rotor_0 - cse88*e_rotor_1) + cse84*cse89*(cse87*e_rotor_1 + cse88*e_rotor_0) + cse92*ed_rotor_0 + cse97*ed_rotor_2 - ed_rotor_0*(-cse86*cse99 + 2*cse89*ed_rotor_3 - cse92) - ed_rotor_1*(2*math.pi*cse89*e_rotor_3 - cse93) - ed_rotor_1*(2*cse86*ed_rotor_3 + cse89*cse91 + cse89*cse99 - cse93) - ed_rotor_2*(-cse100*cse86 + 2*cse89*ed_rotor_1 - cse97) - ed_rotor_3*(2*math.pi*cse89*e_rotor_1 - cse98) - ed_rotor_3*(cse100*cse89 + 2*cse86*ed_rotor_1 + cse89*cse96 - cse98),  # [17]
        -cse0 - cse1 - ed_rotor_2**2 - ed_rotor_3**2,  # [18]
        -cse18 - cse19 - ed_link2_1**2 - ed_link2_3**2,  # [19]
        -cse6 - cse7 - ed_link3_1**2 - ed_link3_3**2,  # [20]
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
    # 116 operations after common subexpression elimination
    (
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
        _, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = e_rotor_1**2
    cse1 = e_rotor_2**2
    cse2 = 16.0*e_rotor_1
    cse3 = -cse2*e_rotor_0 + 8.0*e_rotor_2*e_rotor_3
    cse4 = 8.0*e_rotor_2
    cse5 = -cse2*e_rotor_3 - cse4*e_rotor_0
    cse6 = cse4*e_rotor_1
    cse7 = e_rotor_0**2
    cse8 = e_rotor_3**2
    cse9 = 8.0*e_rotor_3
    cse10 = cse9*e_rotor_0
    cse11 = 16.0*e_rotor_2
    cse12 = -cse11*e_rotor_0 - cse9*e_rotor_1
    cse13 = -cse11*e_rotor_3 + 8.0*e_rotor_0*e_rotor_1
    cse14 = e_link2_1**2
    cse15 = e_link2_2**2
    cse16 = 49.6*e_link2_1
    cse17 = -cse16*e_link2_0 + 0.04*e_link2_2*e_link2_3
    cse18 = -cse16*e_link2_3 - 0.04*e_link2_0*e_link2_2
    cse19 = 49.56*e_link2_1*e_link2_2
    cse20 = e_link2_0**2
    cse21 = e_link2_3**2
    cse22 = 49.56*e_link2_0*e_link2_3
    cse23 = 49.6*e_link2_2
    cse24 = 0.04*e_link2_1
    cse25 = -cse23*e_link2_0 - cse24*e_link2_3
    cse26 = -cse23*e_link2_3 + cse24*e_link2_0
    cse27 = e_link3_1**2
    cse28 = e_link3_2**2
    cse29 = 18.16*e_link3_1
    cse30 = -cse29*e_link3_0 + 0.04*e_link3_2*e_link3_3
    cse31 = -cse29*e_link3_3 - 0.04*e_link3_0*e_link3_2
    cse32 = 18.12*e_link3_1*e_link3_2
    cse33 = e_link3_0**2
    cse34 = e_link3_3**2
    cse35 = 18.12*e_link3_0*e_link3_3
    cse36 = 18.16*e_link3_2
    cse37 = 0.04*e_link3_1
    cse38 = -cse36*e_link3_0 - cse37*e_link3_3
    cse39 = -cse36*e_link3_3 + cse37*e_link3_0
    out = np.zeros((21, 21))
    out[_M_INDEX] = (
        2.0,  # [0, 0]
        2.0,  # [1, 1]
        2.0,  # [2, 2]
        16.0*cse0 + 8.0*cse1,  # [3, 3]
        cse3,  # [3, 4]
        cse5,  # [3, 5]
        cse6,  # [3, 6]
        cse3,  # [4, 3]
        16.0*cse7 + 8.0*cse8,  # [4, 4]
        cse10,  # [4, 5]
        cse12,  # [4, 6]
        cse5,  # [5, 3]
        cse10,  # [5, 4]
        8.0*cse7 + 16.0*cse8,  # [5, 5]
        cse13,  # [5, 6]
        cse6,  # [6, 3]
        cse12,  # [6, 4]
        cse13,  # [6, 5]
        8.0*cse0 + 16.0*cse1,  # [6, 6]
        1.0,  # [7, 7]
        1.0,  # [8, 8]
        1.0,  # [9, 9]
        49.6*cse14 + 0.04*cse15,  # [10, 10]
        cse17,  # [10, 11]
        cse18,  # [10, 12]
        cse19,  # [10, 13]
        cse17,  # [11, 10]
        49.6*cse20 + 0.04*cse21,  # [11, 11]
        cse22,  # [11, 12]
        cse25,  # [11, 13]
        cse18,  # [12, 10]
        cse22,  # [12, 11]
        0.04*cse20 + 49.6*cse21,  # [12, 12]
        cse26,  # [12, 13]
        cse19,  # [13, 10]
        cse25,  # [13, 11]
        cse26,  # [13, 12]
        0.04*cse14 + 49.6*cse15,  # [13, 13]
        1.0,  # [14, 14]
        1.0,  # [15, 15]
        1.0,  # [16, 16]
        18.16*cse27 + 0.04*cse28,  # [17, 17]
        cse30,  # [17, 18]
        cse31,  # [17, 19]
        cse32,  # [17, 20]
        cse30,  # [18, 17]
        18.16*cse33 + 0.04*cse34,  # [18, 18]
        cse35,  # [18, 19]
        cse38,  # [18, 20]
        cse31,  # [19, 17]
        cse35,  # [19, 18]
        0.04*cse33 + 18.16*cse34,  # [19, 19]
        cse39,  # [19, 20]
        cse32,  # [20, 17]
        cse38,  # [20, 18]
        cse39,  # [20, 19]
        0.04*cse27 + 18.16*cse28,  # [20, 20]
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
    # 270 operations after common subexpression elimination
    (
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
        _, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_rotor_0,
        ed_rotor_1, ed_rotor_2, ed_rotor_3, _,
        _, _, ed_link2_0, ed_link2_1,
        ed_link2_2, ed_link2_3, _, _,
        _, ed_link3_0, ed_link3_1, ed_link3_2,
        ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2*e_rotor_1
    cse1 = 2*ed_rotor_2
    cse2 = 2*ed_rotor_3
    cse3 = 2*ed_rotor_0
    cse4 = 2*ed_rotor_1
    cse5 = cse1*e_rotor_0 + cse2*e_rotor_1 - cse3*e_rotor_2 - cse4*e_rotor_3
    cse6 = 4.0*ed_rotor_1
    cse7 = 4.0*e_rotor_3
    cse8 = cse5*(cse6*e_rotor_2 - cse7*ed_rotor_0 + 4.0*e_rotor_0*ed_rotor_3 - 4.0*e_rotor_1*ed_rotor_2)
    cse9 = 2*e_rotor_2
    cse10 = cse1*e_rotor_3 - cse2*e_rotor_2 - cse3*e_rotor_1 + cse4*e_rotor_0
    cse11 = 8.0*ed_rotor_3
    cse12 = 8.0*ed_rotor_1
    cse13 = cse10*(-cse11*e_rotor_0 - cse12*e_rotor_2 + 8.0*e_rotor_1*ed_rotor_2 + 8.0*e_rotor_3*ed_rotor_0)
    cse14 = 2*cse10*(cse11*e_rotor_1 - cse12*e_rotor_3 + 8.0*e_rotor_0*ed_rotor_2 - 8.0*e_rotor_2*ed_rotor_0) + 2*cse5*(-cse6*e_rotor_0 - cse7*ed_rotor_2 + 4.0*e_rotor_1*ed_rotor_0 + 4.0*e_rotor_2*ed_rotor_3)
    cse15 = 2*cse8
    cse16 = 2*cse13
    cse17 = 2*e_link2_1
    cse18 = 2*ed_link2_2
    cse19 = 2*ed_link2_3
    cse20 = 2*ed_link2_0
    cse21 = 2*ed_link2_1
    cse22 = cse18*e_link2_0 + cse19*e_link2_1 - cse20*e_link2_2 - cse21*e_link2_3
    cse23 = 0.02*ed_link2_1
    cse24 = 0.02*e_link2_3
    cse25 = cse22*(cse23*e_link2_2 - cse24*ed_link2_0 + 0.02*e_link2_0*ed_link2_3 - 0.02*e_link2_1*ed_link2_2)
    cse26 = 2*e_link2_2
    cse27 = cse18*e_link2_3 - cse19*e_link2_2 - cse20*e_link2_1 + cse21*e_link2_0
    cse28 = 24.8*ed_link2_3
    cse29 = 24.8*ed_link2_1
    cse30 = cse27*(-cse28*e_link2_0 - cse29*e_link2_2 + 24.8*e_link2_1*ed_link2_2 + 24.8*e_link2_3*ed_link2_0)
    cse31 = 2*cse22*(-cse23*e_link2_0 - cse24*ed_link2_2 + 0.02*e_link2_1*ed_link2_0 + 0.02*e_link2_2*ed_link2_3) + 2*cse27*(cse28*e_link2_1 - cse29*e_link2_3 + 24.8*e_link2_0*ed_link2_2 - 24.8*e_link2_2*ed_link2_0)
    cse32 = 2*cse25
    cse33 = 2*cse30
    cse34 = 2*e_link3_1
    cse35 = 2*ed_link3_2
    cse36 = 2*ed_link3_3
    cse37 = 2*ed_link3_0
    cse38 = 2*ed_link3_1
    cse39 = cse35*e_link3_0 + cse36*e_link3_1 - cse37*e_link3_2 - cse38*e_link3_3
    cse40 = 0.02*ed_link3_1
    cse41 = 0.02*e_link3_3
    cse42 = cse39*(cse40*e_link3_2 - cse41*ed_link3_0 + 0.02*e_link3_0*ed_link3_3 - 0.02*e_link3_1*ed_link3_2)
    cse43 = 2*e_link3_2
    cse44 = cse35*e_link3_3 - cse36*e_link3_2 - cse37*e_link3_1 + cse38*e_link3_0
    cse45 = 9.08*ed_link3_3
    cse46 = 9.08*ed_link3_1
    cse47 = cse44*(-cse45*e_link3_0 - cse46*e_link3_2 + 9.08*e_link3_1*ed_link3_2 + 9.08*e_link3_3*ed_link3_0)
    cse48 = 2*cse39*(-cse40*e_link3_0 - cse41*ed_link3_2 + 0.02*e_link3_1*ed_link3_0 + 0.02*e_link3_2*ed_link3_3) + 2*cse44*(cse45*e_link3_1 - cse46*e_link3_3 + 9.08*e_link3_0*ed_link3_2 - 9.08*e_link3_2*ed_link3_0)
    cse49 = 2*cse42
    cse50 = 2*cse47
    out = np.zeros(21)
    out[_Q_INDEX] = (
        -19.62,  # [2]
        -cse0*cse8 - cse13*cse9 - cse14*e_rotor_3,  # [3]
        cse14*e_rotor_2 + cse15*e_rotor_0 - cse16*e_rotor_3,  # [4]
        -cse14*e_rotor_1 + cse15*e_rotor_3 + cse16*e_rotor_0,  # [5]
        cse0*cse13 + cse14*e_rotor_0 - cse8*cse9,  # [6]
        -9.81,  # [9]
        -cse17*cse25 - cse26*cse30 - cse31*e_link2_3,  # [10]
        cse31*e_link2_2 + cse32*e_link2_0 - cse33*e_link2_3,  # [11]
        -cse31*e_link2_1 + cse32*e_link2_3 + cse33*e_link2_0,  # [12]
        cse17*cse30 - cse25*cse26 + cse31*e_link2_0,  # [13]
        -9.81,  # [16]
        -cse34*cse42 - cse43*cse47 - cse48*e_link3_3,  # [17]
        cse48*e_link3_2 + cse49*e_link3_0 - cse50*e_link3_3,  # [18]
        -cse48*e_link3_1 + cse49*e_link3_3 + cse50*e_link3_0,  # [19]
        cse34*cse47 - cse42*cse43 + cse48*e_link3_0,  # [20]
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
    # 888 operations after common subexpression elimination
    (
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
        _, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_rotor_0,
        ed_rotor_1, ed_rotor_2, ed_rotor_3, _,
        _, _, ed_link2_0, ed_link2_1,
        ed_link2_2, ed_link2_3, _, _,
        _, ed_link3_0, ed_link3_1, ed_link3_2,
        ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = e_rotor_0*ed_rotor_3
    cse1 = 4.0*ed_rotor_2
    cse2 = 4.0*ed_rotor_1
    cse3 = e_rotor_3*ed_rotor_0
    cse4 = 4.0*cse0 - cse1*e_rotor_1 + cse2*e_rotor_2 - 4.0*cse3
    cse5 = 4*cse4
    cse6 = e_rotor_1*ed_rotor_2
    cse7 = 8.0*cse0
    cse8 = 8.0*ed_rotor_1
    cse9 = cse8*e_rotor_2
    cse10 = -cse7 - cse9 + 8.0*e_rotor_1*ed_rotor_2 + 8.0*e_rotor_3*ed_rotor_0
    cse11 = 4*cse10
    cse12 = e_rotor_2*ed_rotor_1
    cse13 = 2*ed_rotor_2
    cse14 = e_rotor_1*ed_rotor_3
    cse15 = e_rotor_2*ed_rotor_0
    cse16 = e_rotor_3*ed_rotor_1
    cse17 = cse13*e_rotor_0 + 2*cse14 - 2*cse15 - 2*cse16
    cse18 = 8.0*cse14
    cse19 = 2*ed_rotor_1
    cse20 = e_rotor_1*ed_rotor_0
    cse21 = e_rotor_2*ed_rotor_3
    cse22 = e_rotor_3*ed_rotor_2
    cse23 = cse19*e_rotor_0 - 2*cse20 - 2*cse21 + 2*cse22
    cse24 = 8.0*ed_rotor_2
    cse25 = cse24*e_rotor_0
    cse26 = 8.0*cse15
    cse27 = -8.0*cse16 + cse18 + cse25 - cse26
    cse28 = -cse2*e_rotor_0 - 4.0*cse22 + 4.0*e_rotor_1*ed_rotor_0 + 4.0*e_rotor_2*ed_rotor_3
    cse29 = cse13*cse28 - cse17*cse2 + cse19*cse27 + cse23*cse24
    cse30 = 2*e_rotor_3
    cse31 = 16.0*cse23
    cse32 = e_rotor_2*ed_rotor_2
    cse33 = 2*cse17
    cse34 = cse33*cse4
    cse35 = 2*ed_rotor_0
    cse36 = 2*ed_rotor_3
    cse37 = 8.0*cse23
    cse38 = 4.0*cse17*ed_rotor_0 - cse27*cse35 + cse28*cse36 + cse37*ed_rotor_3
    cse39 = cse17*cse8
    cse40 = 2*cse23
    cse41 = cse10*cse40
    cse42 = 4.0*cse17*ed_rotor_3 - cse27*cse36 - cse28*cse35 - cse37*ed_rotor_0
    cse43 = -cse1*cse17 - cse19*cse28 - cse23*cse8 + 2*cse27*ed_rotor_2
    cse44 = cse27*cse40 + cse28*cse33
    cse45 = cse5*e_rotor_0
    cse46 = e_rotor_3*ed_rotor_3
    cse47 = 2*e_rotor_2
    cse48 = 8.0*cse17
    cse49 = e_rotor_0*ed_rotor_0
    cse50 = e_rotor_0*ed_rotor_1
    cse51 = 2*e_rotor_1
    cse52 = cse17*cse24
    cse53 = 2*e_rotor_0
    cse54 = e_rotor_1*ed_rotor_1
    cse55 = e_link2_0*ed_link2_3
    cse56 = 0.02*ed_link2_2
    cse57 = 0.02*ed_link2_1
    cse58 = e_link2_3*ed_link2_0
    cse59 = 0.02*cse55 - cse56*e_link2_1 + cse57*e_link2_2 - 0.02*cse58
    cse60 = 4*cse59
    cse61 = e_link2_1*ed_link2_2
    cse62 = 24.8*ed_link2_1
    cse63 = -24.8*cse55 - cse62*e_link2_2 + 24.8*e_link2_1*ed_link2_2 + 24.8*e_link2_3*ed_link2_0
    cse64 = 4*cse63
    cse65 = e_link2_2*ed_link2_1
    cse66 = e_link2_1*ed_link2_3
    cse67 = 2*ed_link2_2
    cse68 = e_link2_2*ed_link2_0
    cse69 = e_link2_3*ed_link2_1
    cse70 = 2*cse66 + cse67*e_link2_0 - 2*cse68 - 2*cse69
    cse71 = 0.04*cse70
    cse72 = 2*ed_link2_1
    cse73 = e_link2_1*ed_link2_0
    cse74 = e_link2_2*ed_link2_3
    cse75 = e_link2_3*ed_link2_2
    cse76 = cse72*e_link2_0 - 2*cse73 - 2*cse74 + 2*cse75
    cse77 = 24.8*ed_link2_2
    cse78 = 24.8*cse66 - 24.8*cse68 - 24.8*cse69 + cse77*e_link2_0
    cse79 = -cse57*e_link2_0 - 0.02*cse75 + 0.02*e_link2_1*ed_link2_0 + 0.02*e_link2_2*ed_link2_3
    cse80 = -cse57*cse70 + cse67*cse79 + cse72*cse78 + cse76*cse77
    cse81 = 2*e_link2_3
    cse82 = 49.6*cse76
    cse83 = e_link2_2*ed_link2_2
    cse84 = 2*cse70
    cse85 = cse59*cse84
    cse86 = 2*ed_link2_0
    cse87 = 2*ed_link2_3
    cse88 = 24.8*cse76
    cse89 = 0.02*cse70*ed_link2_0 - cse78*cse86 + cse79*cse87 + cse88*ed_link2_3
    cse90 = e_link2_1*ed_link2_1
    cse91 = 2*cse76
    cse92 = cse63*cse91
    cse93 = 0.02*cse70*ed_link2_3 - cse78*cse87 - cse79*cse86 - cse88*ed_link2_0
    cse94 = -cse56*cse70 - cse62*cse76 - cse72*cse79 + 2*cse78*ed_link2_2
    cse95 = cse78*cse91 + cse79*cse84
    cse96 = e_link2_0*ed_link2_2
    cse97 = e_link2_3*ed_link2_3
    cse98 = 2*e_link2_2
    cse99 = cse60*e_link2_0
    cse100 = cse71*e_link2_0
    cse101 = cse64*e_link2_0
    cse102 = 2*e_link2_1
    cse103 = cse82*e_link2_0
    cse104 = 2*e_link2_0
    cse105 = e_link3_0*ed_link3_3
    cse106 = 0.02*ed_link3_2
    cse107 = 0.02*ed_link3_1
    cse108 = e_link3_3*ed_link3_0
    cse109 = 0.02*cse105 - cse106*e_link3_1 + cse107*e_link3_2 - 0.02*cse108
    cse110 = 4*cse109
    cse111 = e_link3_1*ed_link3_2
    cse112 = 9.08*ed_link3_1
    cse113 = -9.08*cse105 - cse112*e_link3_2 + 9.08*e_link3_1*ed_link3_2 + 9.08*e_link3_3*ed_link3_0
    cse114 = 4*cse113
    cse115 = e_link3_2*ed_link3_1
    cse116 = e_link3_1*ed_link3_3
    cse117 = 2*ed_link3_2
    cse118 = e_link3_2*ed_link3_0
    cse119 = e_link3_3*ed_link3_1
    cse120 = 2*cse116 + cse117*e_link3_0 - 2*cse118 - 2*cse119
    cse121 = 0.04*cse120
    cse122 = 2*ed_link3_1
    cse123 = e_link3_1*ed_link3_0
    cse124 = e_link3_2*ed_link3_3
    cse125 = e_link3_3*ed_link3_2
    cse126 = cse122*e_link3_0 - 2*cse123 - 2*cse124 + 2*cse125
    cse127 = 9.08*ed_link3_2
    cse128 = 9.08*cse116 - 9.08*cse118 - 9.08*cse119 + cse127*e_link3_0
    cse129 = -cse107*e_link3_0 - 0.02*cse125 + 0.02*e_link3_1*ed_link3_0 + 0.02*e_link3_2*ed_link3_3
    cse130 = -cse107*cse120 + cse117*cse129 + cse122*cse128 + cse126*cse127
    cse131 = 2*e_link3_3
    cse132 = 18.16*cse126
    cse133 = e_link3_2*ed_link3_2
    cse134 = 2*cse120
    cse135 = cse109*cse134
    cse136 = 2*ed_link3_0
    cse137 = 2*ed_link3_3
    cse138 = 9.08*cse126
    cse139 = 0.02*cse120*ed_link3_0 - cse128*cse136 + cse129*cse137 + cse138*ed_link3_3
    cse140 = e_link3_1*ed_link3_1
    cse141 = 2*cse126
    cse142 = cse113*cse141
    cse143 = 0.02*cse120*ed_link3_3 - cse128*cse137 - cse129*cse136 - cse138*ed_link3_0
    cse144 = -cse106*cse120 - cse112*cse126 - cse122*cse129 + 2*cse128*ed_link3_2
    cse145 = cse128*cse141 + cse129*cse134
    cse146 = e_link3_0*ed_link3_2
    cse147 = e_link3_3*ed_link3_3
    cse148 = 2*e_link3_2
    cse149 = cse110*e_link3_0
    cse150 = cse121*e_link3_0
    cse151 = cse114*e_link3_0
    cse152 = 2*e_link3_1
    cse153 = cse132*e_link3_0
    cse154 = 2*e_link3_0
    out = np.zeros((21, 21))
    out[_Q_q_INDEX] = (
        -cse11*cse12 - cse17*cse18 + 16.0*cse23*e_rotor_2*ed_rotor_3 - cse29*cse30 - cse5*cse6,  # [3, 3]
        4*cse10*e_rotor_2*ed_rotor_0 - cse14*cse5 + 8.0*cse17*e_rotor_1*ed_rotor_2 - cse30*cse38 - cse31*cse32 - cse34,  # [3, 4]
        cse11*cse21 + cse12*cse31 + cse20*cse5 - cse30*cse42 - cse39*e_rotor_1 - cse41,  # [3, 5]
        -cse11*cse32 - cse15*cse31 + 8.0*cse17*e_rotor_1*ed_rotor_0 - cse30*cse43 + 4*cse4*e_rotor_1*ed_rotor_1 - cse44,  # [3, 6]
        -cse11*cse16 + cse17*cse7 + cse29*cse47 + cse31*cse46 + cse34 + cse45*ed_rotor_2,  # [4, 3]
        cse0*cse5 + cse11*cse3 - cse17*cse25 - cse22*cse31 + cse38*cse47,  # [4, 4]
        cse11*cse46 + cse16*cse31 + cse39*e_rotor_0 + cse42*cse47 + cse44 - cse45*ed_rotor_0,  # [4, 5]
        -cse11*cse22 - cse3*cse31 - cse41 + 2*cse43*e_rotor_2 - cse48*cse49 - cse5*e_rotor_0*ed_rotor_1,  # [4, 6]
        -cse0*cse31 + cse11*cse50 + cse22*cse5 - cse29*cse51 + cse41 + cse46*cse48,  # [5, 3]
        -cse11*cse49 + 16.0*cse23*e_rotor_0*ed_rotor_2 - cse38*cse51 + 4*cse4*e_rotor_3*ed_rotor_3 - cse44 - cse52*e_rotor_3,  # [5, 4]
        -cse0*cse11 + 8.0*cse17*e_rotor_3*ed_rotor_1 - cse3*cse5 - cse31*cse50 - cse42*cse51,  # [5, 5]
        cse11*e_rotor_0*ed_rotor_2 - cse16*cse5 - 8.0*cse17*cse3 + cse31*cse49 + cse34 - cse43*cse51,  # [5, 6]
        cse11*cse54 - cse14*cse31 - cse21*cse48 + cse29*cse53 - cse32*cse5 + cse44,  # [6, 3]
        -cse11*cse20 - cse21*cse5 + cse31*cse6 + cse38*cse53 + cse41 + cse52*e_rotor_2,  # [6, 4]
        -cse11*cse14 - cse17*cse9 - cse31*cse54 - cse34 + 4*cse4*e_rotor_2*ed_rotor_0 + 2*cse42*e_rotor_0,  # [6, 5]
        cse11*cse6 + cse12*cse5 + cse17*cse26 + cse20*cse31 + cse43*cse53,  # [6, 6]
        -cse60*cse61 - cse64*cse65 - cse66*cse71 + 49.6*cse76*e_link2_2*ed_link2_3 - cse80*cse81,  # [10, 10]
        -cse60*cse66 + 4*cse63*e_link2_2*ed_link2_0 + 0.04*cse70*e_link2_1*ed_link2_2 - cse81*cse89 - cse82*cse83 - cse85,  # [10, 11]
        cse60*cse73 + cse64*cse74 + cse65*cse82 - cse71*cse90 - cse81*cse93 - cse92,  # [10, 12]
        4*cse59*e_link2_1*ed_link2_1 - cse64*cse83 - cse68*cse82 + 0.04*cse70*e_link2_1*ed_link2_0 - cse81*cse94 - cse95,  # [10, 13]
        cse55*cse71 + cse60*cse96 - cse64*cse69 + cse80*cse98 + cse82*cse97 + cse85,  # [11, 10]
        cse55*cse60 + cse58*cse64 - cse71*cse96 - cse75*cse82 + cse89*cse98,  # [11, 11]
        cse100*ed_link2_1 + cse64*cse97 + cse69*cse82 + cse93*cse98 + cse95 - cse99*ed_link2_0,  # [11, 12]
        -cse100*ed_link2_0 - cse58*cse82 - cse64*cse75 - cse92 + 2*cse94*e_link2_2 - cse99*ed_link2_1,  # [11, 13]
        cse101*ed_link2_1 - cse102*cse80 - cse55*cse82 + cse60*cse75 + cse71*cse97 + cse92,  # [12, 10]
        -cse101*ed_link2_0 - cse102*cse89 + 4*cse59*e_link2_3*ed_link2_3 - cse71*cse75 + 49.6*cse76*e_link2_0*ed_link2_2 - cse95,  # [12, 11]
        -cse102*cse93 - cse103*ed_link2_1 - cse55*cse64 - cse58*cse60 + 0.04*cse70*e_link2_3*ed_link2_1,  # [12, 12]
        -cse102*cse94 + cse103*ed_link2_0 - cse58*cse71 - cse60*cse69 + cse64*cse96 + cse85,  # [12, 13]
        cse104*cse80 - cse60*cse83 + cse64*cse90 - cse66*cse82 - cse71*cse74 + cse95,  # [13, 10]
        cse104*cse89 - cse60*cse74 + cse61*cse82 - cse64*cse73 + cse71*cse83 + cse92,  # [13, 11]
        4*cse59*e_link2_2*ed_link2_0 - cse64*cse66 - cse65*cse71 - cse82*cse90 - cse85 + 2*cse93*e_link2_0,  # [13, 12]
        cse104*cse94 + cse60*cse65 + cse61*cse64 + cse68*cse71 + cse73*cse82,  # [13, 13]
        -cse110*cse111 - cse114*cse115 - cse116*cse121 + 18.16*cse126*e_link3_2*ed_link3_3 - cse130*cse131,  # [17, 17]
        -cse110*cse116 + 4*cse113*e_link3_2*ed_link3_0 + 0.04*cse120*e_link3_1*ed_link3_2 - cse131*cse139 - cse132*cse133 - cse135,  # [17, 18]
        cse110*cse123 + cse114*cse124 + cse115*cse132 - cse121*cse140 - cse131*cse143 - cse142,  # [17, 19]
        4*cse109*e_link3_1*ed_link3_1 - cse114*cse133 - cse118*cse132 + 0.04*cse120*e_link3_1*ed_link3_0 - cse131*cse144 - cse145,  # [17, 20]
        cse105*cse121 + cse110*cse146 - cse114*cse119 + cse130*cse148 + cse132*cse147 + cse135,  # [18, 17]
        cse105*cse110 + cse108*cse114 - cse121*cse146 - cse125*cse132 + cse139*cse148,  # [18, 18]
        cse114*cse147 + cse119*cse132 + cse143*cse148 + cse145 - cse149*ed_link3_0 + cse150*ed_link3_1,  # [18, 19]
        -cse108*cse132 - cse114*cse125 - cse142 + 2*cse144*e_link3_2 - cse149*ed_link3_1 - cse150*ed_link3_0,  # [18, 20]
        -cse105*cse132 + cse110*cse125 + cse121*cse147 - cse130*cse152 + cse142 + cse151*ed_link3_1,  # [19, 17]
        4*cse109*e_link3_3*ed_link3_3 - cse121*cse125 + 18.16*cse126*e_link3_0*ed_link3_2 - cse139*cse152 - cse145 - cse151*ed_link3_0,  # [19, 18]
        -cse105*cse114 - cse108*cse110 + 0.04*cse120*e_link3_3*ed_link3_1 - cse143*cse152 - cse153*ed_link3_1,  # [19, 19]
        -cse108*cse121 - cse110*cse119 + cse114*cse146 + cse135 - cse144*cse152 + cse153*ed_link3_0,  # [19, 20]
        -cse110*cse133 + cse114*cse140 - cse116*cse132 - cse121*cse124 + cse130*cse154 + cse145,  # [20, 17]
        -cse110*cse124 + cse111*cse132 - cse114*cse123 + cse121*cse133 + cse139*cse154 + cse142,  # [20, 18]
        4*cse109*e_link3_2*ed_link3_0 - cse114*cse116 - cse115*cse121 - cse132*cse140 - cse135 + 2*cse143*e_link3_0,  # [20, 19]
        cse110*cse115 + cse111*cse114 + cse118*cse121 + cse123*cse132 + cse144*cse154,  # [20, 20]
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
    # 742 operations after common subexpression elimination
    (
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
        _, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_rotor_0,
        ed_rotor_1, ed_rotor_2, ed_rotor_3, _,
        _, _, ed_link2_0, ed_link2_1,
        ed_link2_2, ed_link2_3, _, _,
        _, ed_link3_0, ed_link3_1, ed_link3_2,
        ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = e_rotor_0*ed_rotor_2
    cse1 = e_rotor_1*ed_rotor_3
    cse2 = e_rotor_2*ed_rotor_0
    cse3 = e_rotor_3*ed_rotor_1
    cse4 = 8.0*cse0 + 8.0*cse1 - 8.0*cse2 - 8.0*cse3
    cse5 = 2*e_rotor_1
    cse6 = e_rotor_0*ed_rotor_1
    cse7 = e_rotor_3*ed_rotor_2
    cse8 = -4.0*cse6 - 4.0*cse7 + 4.0*e_rotor_1*ed_rotor_0 + 4.0*e_rotor_2*ed_rotor_3
    cse9 = 2*cse8
    cse10 = 2*cse0 + 2*cse1 - 2*cse2 - 2*cse3
    cse11 = -cse5*ed_rotor_0 + 2*cse6 + 2*cse7 - 2*e_rotor_2*ed_rotor_3
    cse12 = 8.0*e_rotor_2
    cse13 = 4.0*cse10*e_rotor_1 - cse11*cse12 - cse4*cse5 - cse9*e_rotor_2
    cse14 = 2*e_rotor_3
    cse15 = 8.0*e_rotor_1
    cse16 = cse10*cse15
    cse17 = cse16*e_rotor_3
    cse18 = 16.0*cse11
    cse19 = e_rotor_2*e_rotor_3
    cse20 = cse18*cse19
    cse21 = e_rotor_0*ed_rotor_3
    cse22 = 4.0*e_rotor_2
    cse23 = 4.0*cse21 + cse22*ed_rotor_1 - 4.0*e_rotor_1*ed_rotor_2 - 4.0*e_rotor_3*ed_rotor_0
    cse24 = 4*cse23
    cse25 = e_rotor_1*e_rotor_2
    cse26 = -cse12*ed_rotor_1 - 8.0*cse21 + 8.0*e_rotor_1*ed_rotor_2 + 8.0*e_rotor_3*ed_rotor_0
    cse27 = 4*cse26
    cse28 = cse24*cse25 + cse25*cse27
    cse29 = 4.0*cse10
    cse30 = 8.0*cse11
    cse31 = -cse29*e_rotor_0 - cse30*e_rotor_3 + 2*cse4*e_rotor_0 - cse9*e_rotor_3
    cse32 = e_rotor_2**2
    cse33 = cse10*cse12
    cse34 = cse33*e_rotor_1
    cse35 = e_rotor_0*e_rotor_2
    cse36 = -4*cse23*e_rotor_1*e_rotor_3 + cse27*cse35
    cse37 = cse14*cse4 - cse29*e_rotor_3 + cse30*e_rotor_0 + cse9*e_rotor_0
    cse38 = e_rotor_1**2
    cse39 = cse18*cse25
    cse40 = cse19*cse27 + cse24*e_rotor_0*e_rotor_1
    cse41 = cse16*e_rotor_0
    cse42 = cse18*cse35
    cse43 = cse10*cse22 + cse11*cse15 - 2*cse4*e_rotor_2 + cse5*cse8
    cse44 = cse24*cse35
    cse45 = 8.0*cse10
    cse46 = e_rotor_0*e_rotor_3
    cse47 = cse45*cse46
    cse48 = e_rotor_3**2
    cse49 = cse27*e_rotor_3
    cse50 = cse49*e_rotor_0
    cse51 = cse24*cse46
    cse52 = cse33*e_rotor_0
    cse53 = 2*e_rotor_2
    cse54 = e_rotor_0**2
    cse55 = cse18*e_rotor_1
    cse56 = cse55*e_rotor_3
    cse57 = cse19*cse24 + cse27*e_rotor_0*e_rotor_1
    cse58 = cse55*e_rotor_0
    cse59 = 2*e_rotor_0
    cse60 = e_link2_0*ed_link2_2
    cse61 = e_link2_1*ed_link2_3
    cse62 = e_link2_2*ed_link2_0
    cse63 = e_link2_3*ed_link2_1
    cse64 = 24.8*cse60 + 24.8*cse61 - 24.8*cse62 - 24.8*cse63
    cse65 = 2*e_link2_1
    cse66 = e_link2_0*ed_link2_1
    cse67 = e_link2_3*ed_link2_2
    cse68 = -0.02*cse66 - 0.02*cse67 + 0.02*e_link2_1*ed_link2_0 + 0.02*e_link2_2*ed_link2_3
    cse69 = 2*cse68
    cse70 = 2*cse60 + 2*cse61 - 2*cse62 - 2*cse63
    cse71 = -cse65*ed_link2_0 + 2*cse66 + 2*cse67 - 2*e_link2_2*ed_link2_3
    cse72 = 24.8*e_link2_2
    cse73 = -cse64*cse65 - cse69*e_link2_2 + 0.02*cse70*e_link2_1 - cse71*cse72
    cse74 = 2*e_link2_3
    cse75 = 0.04*cse70
    cse76 = e_link2_1*e_link2_3
    cse77 = cse75*cse76
    cse78 = 49.6*cse71
    cse79 = e_link2_2*e_link2_3
    cse80 = cse78*cse79
    cse81 = e_link2_0*ed_link2_3
    cse82 = 0.02*e_link2_2
    cse83 = 0.02*cse81 + cse82*ed_link2_1 - 0.02*e_link2_1*ed_link2_2 - 0.02*e_link2_3*ed_link2_0
    cse84 = 4*cse83
    cse85 = e_link2_1*e_link2_2
    cse86 = -cse72*ed_link2_1 - 24.8*cse81 + 24.8*e_link2_1*ed_link2_2 + 24.8*e_link2_3*ed_link2_0
    cse87 = 4*cse86
    cse88 = cse84*cse85 + cse85*cse87
    cse89 = 0.02*cse70
    cse90 = 24.8*cse71
    cse91 = 2*cse64*e_link2_0 - cse69*e_link2_3 - cse89*e_link2_0 - cse90*e_link2_3
    cse92 = e_link2_2**2
    cse93 = cse75*cse85
    cse94 = e_link2_0*e_link2_2
    cse95 = -4*cse83*e_link2_1*e_link2_3 + cse87*cse94
    cse96 = cse64*cse74 + cse69*e_link2_0 - cse89*e_link2_3 + cse90*e_link2_0
    cse97 = e_link2_1**2
    cse98 = cse78*cse85
    cse99 = e_link2_0*e_link2_1
    cse100 = cse79*cse87 + cse84*cse99
    cse101 = cse75*cse99
    cse102 = cse78*cse94
    cse103 = -2*cse64*e_link2_2 + cse65*cse68 + cse70*cse82 + 24.8*cse71*e_link2_1
    cse104 = cse84*cse94
    cse105 = e_link2_0*e_link2_3
    cse106 = cse105*cse75
    cse107 = e_link2_3**2
    cse108 = cse105*cse87
    cse109 = cse105*cse84
    cse110 = cse75*cse94
    cse111 = 2*e_link2_2
    cse112 = e_link2_0**2
    cse113 = cse76*cse78
    cse114 = cse79*cse84 + cse87*cse99
    cse115 = cse78*cse99
    cse116 = 2*e_link2_0
    cse117 = e_link3_0*ed_link3_2
    cse118 = e_link3_1*ed_link3_3
    cse119 = e_link3_2*ed_link3_0
    cse120 = e_link3_3*ed_link3_1
    cse121 = 9.08*cse117 + 9.08*cse118 - 9.08*cse119 - 9.08*cse120
    cse122 = 2*e_link3_1
    cse123 = e_link3_0*ed_link3_1
    cse124 = e_link3_3*ed_link3_2
    cse125 = -0.02*cse123 - 0.02*cse124 + 0.02*e_link3_1*ed_link3_0 + 0.02*e_link3_2*ed_link3_3
    cse126 = 2*cse125
    cse127 = 2*cse117 + 2*cse118 - 2*cse119 - 2*cse120
    cse128 = -cse122*ed_link3_0 + 2*cse123 + 2*cse124 - 2*e_link3_2*ed_link3_3
    cse129 = 9.08*e_link3_2
    cse130 = -cse121*cse122 - cse126*e_link3_2 + 0.02*cse127*e_link3_1 - cse128*cse129
    cse131 = 2*e_link3_3
    cse132 = 0.04*cse127
    cse133 = e_link3_1*e_link3_3
    cse134 = cse132*cse133
    cse135 = 18.16*cse128
    cse136 = e_link3_2*e_link3_3
    cse137 = cse135*cse136
    cse138 = e_link3_0*ed_link3_3
    cse139 = -cse129*ed_link3_1 - 9.08*cse138 + 9.08*e_link3_1*ed_link3_2 + 9.08*e_link3_3*ed_link3_0
    cse140 = 4*cse139
    cse141 = e_link3_1*e_link3_2
    cse142 = 0.02*e_link3_2
    cse143 = 0.02*cse138 + cse142*ed_link3_1 - 0.02*e_link3_1*ed_link3_2 - 0.02*e_link3_3*ed_link3_0
    cse144 = 4*cse143
    cse145 = cse140*cse141 + cse141*cse144
    cse146 = 0.02*cse127
    cse147 = 9.08*cse128
    cse148 = 2*cse121*e_link3_0 - cse126*e_link3_3 - cse146*e_link3_0 - cse147*e_link3_3
    cse149 = e_link3_2**2
    cse150 = cse132*cse141
    cse151 = e_link3_0*e_link3_2
    cse152 = cse140*cse151 - 4*cse143*e_link3_1*e_link3_3
    cse153 = cse121*cse131 + cse126*e_link3_0 - cse146*e_link3_3 + cse147*e_link3_0
    cse154 = e_link3_1**2
    cse155 = cse135*cse141
    cse156 = e_link3_0*e_link3_1
    cse157 = cse136*cse140 + cse144*cse156
    cse158 = cse132*cse156
    cse159 = cse135*cse151
    cse160 = -2*cse121*e_link3_2 + cse122*cse125 + cse127*cse142 + 9.08*cse128*e_link3_1
    cse161 = cse144*cse151
    cse162 = e_link3_0*e_link3_3
    cse163 = cse132*cse162
    cse164 = e_link3_3**2
    cse165 = cse140*cse162
    cse166 = cse144*cse162
    cse167 = cse132*cse151
    cse168 = 2*e_link3_2
    cse169 = e_link3_0**2
    cse170 = cse133*cse135
    cse171 = cse136*cse144 + cse140*cse156
    cse172 = cse135*cse156
    cse173 = 2*e_link3_0
    out = np.zeros((21, 21))
    out[_Q_v_INDEX] = (
        -cse13*cse14 + cse17 - cse20 + cse28,  # [3, 3]
        16.0*cse11*cse32 - cse14*cse31 - cse34 - cse36,  # [3, 4]
        8.0*cse10*cse38 - cse14*cse37 - cse39 - cse40,  # [3, 5]
        -cse14*cse43 - cse24*cse38 + 4*cse26*cse32 - cse41 + cse42,  # [3, 6]
        2*cse13*e_rotor_2 - cse18*cse48 + 4*cse26*e_rotor_1*e_rotor_3 - cse44 - cse47,  # [4, 3]
        cse20 + cse31*cse53 - cse50 - cse51 + cse52,  # [4, 4]
        4*cse23*cse54 - cse27*cse48 + 2*cse37*e_rotor_2 - cse41 - cse56,  # [4, 5]
        cse18*cse46 + cse40 + cse43*cse53 + cse45*cse54,  # [4, 6]
        16.0*cse11*e_rotor_0*e_rotor_3 - cse13*cse5 - cse45*cse48 - cse57,  # [5, 3]
        8.0*cse10*e_rotor_2*e_rotor_3 - cse24*cse48 + 4*cse26*cse54 - cse31*cse5 - cse42,  # [5, 4]
        -cse17 - cse37*cse5 + cse50 + cse51 + cse58,  # [5, 5]
        -cse18*cse54 - cse36 - cse43*cse5 + cse47,  # [5, 6]
        cse13*cse59 + cse24*cse32 - cse27*cse38 + cse33*e_rotor_3 + cse56,  # [6, 3]
        cse31*cse59 - cse32*cse45 - cse39 + cse57,  # [6, 4]
        cse18*cse38 + cse34 + cse37*cse59 - cse44 + cse49*e_rotor_1,  # [6, 5]
        -cse28 + 2*cse43*e_rotor_0 - cse52 - cse58,  # [6, 6]
        -cse73*cse74 + cse77 - cse80 + cse88,  # [10, 10]
        49.6*cse71*cse92 - cse74*cse91 - cse93 - cse95,  # [10, 11]
        -cse100 + 0.04*cse70*cse97 - cse74*cse96 - cse98,  # [10, 12]
        -cse101 + cse102 - cse103*cse74 - cse84*cse97 + 4*cse86*cse92,  # [10, 13]
        -cse104 - cse106 - cse107*cse78 + 2*cse73*e_link2_2 + 4*cse86*e_link2_1*e_link2_3,  # [11, 10]
        -cse108 - cse109 + cse110 + cse111*cse91 + cse80,  # [11, 11]
        -cse101 - cse107*cse87 + 4*cse112*cse83 - cse113 + 2*cse96*e_link2_2,  # [11, 12]
        cse100 + cse103*cse111 + cse105*cse78 + cse112*cse75,  # [11, 13]
        -cse107*cse75 - cse114 - cse65*cse73 + 49.6*cse71*e_link2_0*e_link2_3,  # [12, 10]
        -cse102 - cse107*cse84 + 4*cse112*cse86 - cse65*cse91 + 0.04*cse70*e_link2_2*e_link2_3,  # [12, 11]
        cse108 + cse109 + cse115 - cse65*cse96 - cse77,  # [12, 12]
        -cse103*cse65 + cse106 - cse112*cse78 - cse95,  # [12, 13]
        cse113 + cse116*cse73 + cse75*cse79 + cse84*cse92 - cse87*cse97,  # [13, 10]
        cse114 + cse116*cse91 - cse75*cse92 - cse98,  # [13, 11]
        -cse104 + cse116*cse96 + cse76*cse87 + cse78*cse97 + cse93,  # [13, 12]
        2*cse103*e_link2_0 - cse110 - cse115 - cse88,  # [13, 13]
        -cse130*cse131 + cse134 - cse137 + cse145,  # [17, 17]
        18.16*cse128*cse149 - cse131*cse148 - cse150 - cse152,  # [17, 18]
        0.04*cse127*cse154 - cse131*cse153 - cse155 - cse157,  # [17, 19]
        -cse131*cse160 + 4*cse139*cse149 - cse144*cse154 - cse158 + cse159,  # [17, 20]
        2*cse130*e_link3_2 - cse135*cse164 + 4*cse139*e_link3_1*e_link3_3 - cse161 - cse163,  # [18, 17]
        cse137 + cse148*cse168 - cse165 - cse166 + cse167,  # [18, 18]
        -cse140*cse164 + 4*cse143*cse169 + 2*cse153*e_link3_2 - cse158 - cse170,  # [18, 19]
        cse132*cse169 + cse135*cse162 + cse157 + cse160*cse168,  # [18, 20]
        -cse122*cse130 + 18.16*cse128*e_link3_0*e_link3_3 - cse132*cse164 - cse171,  # [19, 17]
        -cse122*cse148 + 0.04*cse127*e_link3_2*e_link3_3 + 4*cse139*cse169 - cse144*cse164 - cse159,  # [19, 18]
        -cse122*cse153 - cse134 + cse165 + cse166 + cse172,  # [19, 19]
        -cse122*cse160 - cse135*cse169 - cse152 + cse163,  # [19, 20]
        cse130*cse173 + cse132*cse136 - cse140*cse154 + cse144*cse149 + cse170,  # [20, 17]
        -cse132*cse149 + cse148*cse173 - cse155 + cse171,  # [20, 18]
        cse133*cse140 + cse135*cse154 + cse150 + cse153*cse173 - cse161,  # [20, 19]
        -cse145 + 2*cse160*e_link3_0 - cse167 - cse172,  # [20, 20]
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
    # 284 operations after common subexpression elimination
    (
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
        _, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, acc_3,
        acc_4, acc_5, acc_6, _,
        _, _, acc_10, acc_11,
        acc_12, acc_13, _, _,
        _, acc_17, acc_18, acc_19,
        acc_20,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (21,) else _floats(a, 21, "a")

    cse0 = 16.0*acc_4
    cse1 = 8.0*e_rotor_2
    cse2 = acc_3*e_rotor_1
    cse3 = 16.0*acc_5
    cse4 = -cse0*e_rotor_0 - cse3*e_rotor_3
    cse5 = 16.0*e_rotor_2
    cse6 = 8.0*e_rotor_0
    cse7 = acc_5*cse6
    cse8 = 8.0*e_rotor_3
    cse9 = acc_4*cse8
    cse10 = 8.0*acc_6*e_rotor_1
    cse11 = cse10 + cse9
    cse12 = acc_6*cse5 + 16.0*cse2
    cse13 = 16.0*e_rotor_0
    cse14 = acc_3*cse1
    cse15 = cse14 + cse7
    cse16 = 16.0*e_rotor_3
    cse17 = 49.6*acc_11
    cse18 = 0.04*acc_12
    cse19 = 49.56*acc_13
    cse20 = acc_10*e_link2_1
    cse21 = 49.6*acc_12
    cse22 = -cse17*e_link2_0 - cse21*e_link2_3
    cse23 = acc_10*e_link2_2
    cse24 = 0.04*acc_11
    cse25 = cse24*e_link2_3
    cse26 = cse18*e_link2_0
    cse27 = 49.6*acc_13
    cse28 = 49.6*cse20 + cse27*e_link2_2
    cse29 = 49.6*acc_10
    cse30 = 0.04*e_link2_3
    cse31 = 0.04*cse23
    cse32 = acc_11*e_link2_3
    cse33 = 0.04*acc_13*e_link2_1
    cse34 = 18.16*acc_18
    cse35 = 0.04*acc_19
    cse36 = 18.12*acc_20
    cse37 = acc_17*e_link3_1
    cse38 = 18.16*acc_19
    cse39 = -cse34*e_link3_0 - cse38*e_link3_3
    cse40 = acc_17*e_link3_2
    cse41 = 0.04*acc_18
    cse42 = cse41*e_link3_3
    cse43 = cse35*e_link3_0
    cse44 = 18.16*acc_20
    cse45 = 18.16*cse37 + cse44*e_link3_2
    cse46 = 18.16*acc_17
    cse47 = 0.04*e_link3_3
    cse48 = 0.04*cse40
    cse49 = acc_18*e_link3_3
    cse50 = 0.04*acc_20*e_link3_1
    out = np.zeros((21, 21))
    out[_Ma_q_INDEX] = (
        -acc_5*cse1 - cse0*e_rotor_1,  # [3, 3]
        acc_6*cse1 + 32.0*cse2 + cse4,  # [3, 4]
        acc_3*cse5 + cse11 - cse7,  # [3, 5]
        acc_4*cse1 - cse3*e_rotor_1,  # [3, 6]
        32.0*acc_4*e_rotor_0 + 8.0*acc_5*e_rotor_3 - cse12,  # [4, 3]
        -acc_3*cse13 - acc_6*cse8,  # [4, 4]
        acc_3*cse8 - acc_6*cse13,  # [4, 5]
        cse0*e_rotor_3 - cse10 + cse15,  # [4, 6]
        cse11 - cse14 + cse3*e_rotor_0,  # [5, 3]
        -acc_3*cse16 + 8.0*acc_6*e_rotor_0,  # [5, 4]
        -acc_3*cse6 - acc_6*cse16,  # [5, 5]
        8.0*acc_4*e_rotor_0 + 32.0*acc_5*e_rotor_3 - cse12,  # [5, 6]
        8.0*acc_5*e_rotor_1 - cse0*e_rotor_2,  # [6, 3]
        16.0*acc_6*e_rotor_1 + cse15 - cse9,  # [6, 4]
        32.0*acc_6*e_rotor_2 + 8.0*cse2 + cse4,  # [6, 5]
        -8.0*acc_4*e_rotor_1 - cse3*e_rotor_2,  # [6, 6]
        -cse17*e_link2_1 - cse18*e_link2_2,  # [10, 10]
        cse19*e_link2_2 + 99.2*cse20 + cse22,  # [10, 11]
        cse19*e_link2_1 + 0.08*cse23 + cse25 - cse26,  # [10, 12]
        -cse21*e_link2_1 + cse24*e_link2_2,  # [10, 13]
        99.2*acc_11*e_link2_0 + 49.56*acc_12*e_link2_3 - cse28,  # [11, 10]
        -acc_13*cse30 - cse29*e_link2_0,  # [11, 11]
        acc_10*cse30 - cse27*e_link2_0,  # [11, 12]
        49.56*acc_12*e_link2_0 + cse31 + 0.08*cse32 - cse33,  # [11, 13]
        0.08*acc_12*e_link2_0 - cse31 + 49.56*cse32 + cse33,  # [12, 10]
        0.04*acc_13*e_link2_0 - cse29*e_link2_3,  # [12, 11]
        -0.04*acc_10*e_link2_0 - cse27*e_link2_3,  # [12, 12]
        49.56*acc_11*e_link2_0 + 99.2*acc_12*e_link2_3 - cse28,  # [12, 13]
        0.04*acc_12*e_link2_1 - cse17*e_link2_2,  # [13, 10]
        0.08*acc_13*e_link2_1 + 49.56*cse23 - cse25 + cse26,  # [13, 11]
        99.2*acc_13*e_link2_2 + 49.56*cse20 + cse22,  # [13, 12]
        -cse21*e_link2_2 - cse24*e_link2_1,  # [13, 13]
        -cse34*e_link3_1 - cse35*e_link3_2,  # [17, 17]
        cse36*e_link3_2 + 36.32*cse37 + cse39,  # [17, 18]
        cse36*e_link3_1 + 0.08*cse40 + cse42 - cse43,  # [17, 19]
        -cse38*e_link3_1 + cse41*e_link3_2,  # [17, 20]
        36.32*acc_18*e_link3_0 + 18.12*acc_19*e_link3_3 - cse45,  # [18, 17]
        -acc_20*cse47 - cse46*e_link3_0,  # [18, 18]
        acc_17*cse47 - cse44*e_link3_0,  # [18, 19]
        18.12*acc_19*e_link3_0 + cse48 + 0.08*cse49 - cse50,  # [18, 20]
        0.08*acc_19*e_link3_0 - cse48 + 18.12*cse49 + cse50,  # [19, 17]
        0.04*acc_20*e_link3_0 - cse46*e_link3_3,  # [19, 18]
        -0.04*acc_17*e_link3_0 - cse44*e_link3_3,  # [19, 19]
        18.12*acc_18*e_link3_0 + 36.32*acc_19*e_link3_3 - cse45,  # [19, 20]
        0.04*acc_19*e_link3_1 - cse34*e_link3_2,  # [20, 17]
        0.08*acc_20*e_link3_1 + 18.12*cse40 - cse42 + cse43,  # [20, 18]
        36.32*acc_20*e_link3_2 + 18.12*cse37 + cse39,  # [20, 19]
        -cse38*e_link3_2 - cse41*e_link3_1,  # [20, 20]
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
    # 251 operations after common subexpression elimination
    (
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
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

    cse0 = e_link2_0*e_link2_1
    cse1 = e_link2_2*e_link2_3
    cse2 = 5.294030986641359*cse0 - 5.294030986641359*cse1
    cse3 = e_link2_0**2
    cse4 = e_link2_3**2
    cse5 = 5.997769244684319*cse3 + 5.997769244684319*cse4 - 2.9988846223421595
    cse6 = 4*lam_0 + 8*lam_13 + lam_18
    cse7 = 2.9988846223421595*cse1
    cse8 = 2.9988846223421595*cse0
    cse9 = 2.6470154933206795*cse3 + 2.6470154933206795*cse4 - 1.3235077466603398
    cse10 = lam_16*(-cse7 + cse8 - cse9)
    cse11 = e_link2_0*e_link2_2
    cse12 = e_link2_1*e_link2_3
    cse13 = 2.9988846223421595*cse11 + 2.9988846223421595*cse12
    cse14 = math.pi*t
    cse15 = 2*lam_17
    cse16 = cse15*math.sin(cse14) + 4*lam_15
    cse17 = cse13*lam_16 - cse16
    cse18 = 2*lam_1
    cse19 = 2.6470154933206795*cse11 + 2.6470154933206795*cse12
    cse20 = cse15*math.cos(cse14) + 4*lam_14
    cse21 = -cse18 + cse19*lam_16 + cse20
    cse22 = 2.9988846223421595*e_rotor_0
    cse23 = -1.3235077466603398*e_rotor_1
    cse24 = 4*cse22 + 4*cse23
    cse25 = 2.6470154933206795*e_rotor_0
    cse26 = 1.4994423111710797*e_rotor_1
    cse27 = -2*cse25 - 2*cse26
    cse28 = 1.4994423111710797*e_rotor_2 + 1.3235077466603398*e_rotor_3
    cse29 = 2*cse28
    cse30 = lam_16*(cse24*e_link2_0 - cse27*e_link2_1 + cse29*e_link2_2)
    cse31 = lam_16*(-cse27*e_link2_0 + 2*cse28*e_link2_3)
    cse32 = lam_16*(cse27*e_link2_3 + cse29*e_link2_0)
    cse33 = lam_16*(cse24*e_link2_3 + cse27*e_link2_2 + cse29*e_link2_1)
    cse34 = cse18 - cse19*lam_16 + cse20
    cse35 = cse13*lam_16 + cse16
    cse36 = 5.294030986641359*e_rotor_0
    cse37 = 1.3235077466603398*e_rotor_2
    cse38 = -1.4994423111710797*e_rotor_3
    cse39 = -cse37 - cse38
    cse40 = 2*cse39
    cse41 = lam_16*(cse22*e_link2_1 - cse36*e_link2_0 + cse40*e_link2_2)
    cse42 = lam_16*(cse22*e_link2_0 + cse40*e_link2_3)
    cse43 = lam_16*(-cse22*e_link2_3 + cse40*e_link2_0)
    cse44 = lam_16*(-cse22*e_link2_2 - cse36*e_link2_3 + 2*cse39*e_link2_1)
    cse45 = lam_16*(cse7 - cse8 - cse9)
    cse46 = 5.294030986641359*e_rotor_3
    cse47 = 2.6470154933206795*e_rotor_2
    cse48 = -2*cse38 - 2*cse47
    cse49 = cse23 + 1.4994423111710797*e_rotor_0
    cse50 = lam_16*(-cse46*e_link2_0 - cse48*e_link2_1 + 2*cse49*e_link2_2)
    cse51 = lam_16*(-cse48*e_link2_0 + 2*cse49*e_link2_3)
    cse52 = 2*cse49
    cse53 = lam_16*(cse48*e_link2_3 + cse52*e_link2_0)
    cse54 = lam_16*(-cse46*e_link2_3 + cse48*e_link2_2 + cse52*e_link2_1)
    cse55 = 2.9988846223421595*e_rotor_2
    cse56 = -4*cse37 + 11.995538489368638*e_rotor_3
    cse57 = cse26 + 1.3235077466603398*e_rotor_0
    cse58 = 2*cse57
    cse59 = lam_16*(-cse55*e_link2_1 + cse56*e_link2_0 + cse58*e_link2_2)
    cse60 = lam_16*(-cse55*e_link2_0 + 2*cse57*e_link2_3)
    cse61 = lam_16*(cse55*e_link2_3 + cse58*e_link2_0)
    cse62 = lam_16*(cse55*e_link2_2 + cse56*e_link2_3 + cse58*e_link2_1)
    cse63 = e_rotor_0**2
    cse64 = lam_16*(-cse36*e_rotor_1 - cse46*e_rotor_2 + 5.997769244684319*cse63 + 5.997769244684319*e_rotor_3**2 - 2.9988846223421595) + lam_19
    cse65 = -24.4*lam_11 + 24.4*lam_14
    cse66 = 2.9988846223421595*e_rotor_3
    cse67 = cse22*e_rotor_1 + 2.6470154933206795*cse63 - cse66*e_rotor_2 + 2.6470154933206795*e_rotor_2**2 - 1.3235077466603398
    cse68 = -12.2*lam_12 + 12.2*lam_15
    cse69 = cse67*lam_16 + cse68
    cse70 = lam_16*(cse22*e_rotor_2 + cse25*e_rotor_3 - cse47*e_rotor_1 + cse66*e_rotor_1)
    cse71 = 12.2*lam_10 - 12.2*lam_13
    cse72 = -cse71
    cse73 = -cse67*lam_16 + cse68
    cse74 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8
    cse75 = 7.4*lam_9
    cse76 = 2*lam_5
    cse77 = -cse75 - cse76 + 7.4*lam_12
    cse78 = 7.4*lam_10 - 7.4*lam_7
    cse79 = -cse78
    cse80 = -cse75 + cse76 + 7.4*lam_12
    out = np.zeros((21, 21))
    out[_Phi_qT_lam_q_INDEX] = (
        cse6 + lam_16*(cse2 + cse5),  # [3, 3]
        cse10,  # [3, 4]
        cse17,  # [3, 5]
        cse21,  # [3, 6]
        cse30,  # [3, 10]
        cse31,  # [3, 11]
        cse32,  # [3, 12]
        cse33,  # [3, 13]
        cse10,  # [4, 3]
        cse6,  # [4, 4]
        cse34,  # [4, 5]
        cse35,  # [4, 6]
        cse41,  # [4, 10]
        cse42,  # [4, 11]
        cse43,  # [4, 12]
        cse44,  # [4, 13]
        cse17,  # [5, 3]
        cse34,  # [5, 4]
        cse2*lam_16 + lam_18,  # [5, 5]
        cse45,  # [5, 6]
        cse50,  # [5, 10]
        cse51,  # [5, 11]
        cse53,  # [5, 12]
        cse54,  # [5, 13]
        cse21,  # [6, 3]
        cse35,  # [6, 4]
        cse45,  # [6, 5]
        cse5*lam_16 + lam_18,  # [6, 6]
        cse59,  # [6, 10]
        cse60,  # [6, 11]
        cse61,  # [6, 12]
        cse62,  # [6, 13]
        cse30,  # [10, 3]
        cse41,  # [10, 4]
        cse50,  # [10, 5]
        cse59,  # [10, 6]
        cse64 + cse65,  # [10, 10]
        cse69,  # [10, 11]
        cse70,  # [10, 12]
        cse71,  # [10, 13]
        cse31,  # [11, 3]
        cse42,  # [11, 4]
        cse51,  # [11, 5]
        cse60,  # [11, 6]
        cse69,  # [11, 10]
        lam_19,  # [11, 11]
        cse72,  # [11, 12]
        cse70,  # [11, 13]
        cse32,  # [12, 3]
        cse43,  # [12, 4]
        cse53,  # [12, 5]
        cse61,  # [12, 6]
        cse70,  # [12, 10]
        cse72,  # [12, 11]
        cse65 + lam_19,  # [12, 12]
        cse73,  # [12, 13]
        cse33,  # [13, 3]
        cse44,  # [13, 4]
        cse54,  # [13, 5]
        cse62,  # [13, 6]
        cse71,  # [13, 10]
        cse70,  # [13, 11]
        cse73,  # [13, 12]
        cse64,  # [13, 13]
        cse74,  # [17, 17]
        cse77,  # [17, 18]
        cse79,  # [17, 20]
        cse77,  # [18, 17]
        lam_20,  # [18, 18]
        cse78,  # [18, 19]
        cse78,  # [19, 18]
        cse74,  # [19, 19]
        cse80,  # [19, 20]
        cse79,  # [20, 17]
        cse80,  # [20, 19]
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
    # 938 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, r_link2_x,
        r_link2_y, r_link2_z, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, r_link3_x, r_link3_y,
        r_link3_z, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_rotor_0,
        ed_rotor_1, ed_rotor_2, ed_rotor_3, _,
        _, _, ed_link2_0, ed_link2_1,
        ed_link2_2, ed_link2_3, _, _,
        _, ed_link3_0, ed_link3_1, ed_link3_2,
        ed_link3_3,
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

    cse0 = 4*lam_0
    cse1 = 8*lam_13
    cse2 = 4*e_rotor_2
    cse3 = 2*e_rotor_3
    cse4 = 4*e_rotor_3
    cse5 = 8.0*e_rotor_2
    cse6 = cse5*e_rotor_1
    cse7 = 16.0*e_rotor_1
    cse8 = -cse7*e_rotor_0 + 8.0*e_rotor_2*e_rotor_3
    cse9 = -cse5*e_rotor_0 - cse7*e_rotor_3
    cse10 = e_rotor_1**2
    cse11 = e_rotor_2**2
    cse12 = math.pi*t
    cse13 = math.sin(cse12)
    cse14 = 2*e_rotor_2
    cse15 = math.cos(cse12)
    cse16 = 2*e_rotor_1
    cse17 = 2*e_rotor_0
    cse18 = -cse14*ed_rotor_0 + cse16*ed_rotor_3 + cse17*ed_rotor_2 - cse3*ed_rotor_1
    cse19 = 4.0*ed_rotor_1
    cse20 = 4.0*e_rotor_3
    cse21 = cse18*(cse19*e_rotor_2 - cse20*ed_rotor_0 + 4.0*e_rotor_0*ed_rotor_3 - 4.0*e_rotor_1*ed_rotor_2)
    cse22 = -cse14*ed_rotor_3 - cse16*ed_rotor_0 + cse17*ed_rotor_1 + cse3*ed_rotor_2
    cse23 = 8.0*ed_rotor_3
    cse24 = cse22*(-cse23*e_rotor_0 - cse5*ed_rotor_1 + 8.0*e_rotor_1*ed_rotor_2 + 8.0*e_rotor_3*ed_rotor_0)
    cse25 = 1.4994423111710797*e_rotor_1
    cse26 = 2*e_link2_0
    cse27 = -cse26*e_link2_1 + 2*e_link2_2*e_link2_3
    cse28 = 1.4994423111710797*e_rotor_2
    cse29 = 1.3235077466603398*e_rotor_3
    cse30 = 2*e_link2_3
    cse31 = cse26*e_link2_2 + cse30*e_link2_1
    cse32 = 1.3235077466603398*e_rotor_1
    cse33 = -cse32
    cse34 = e_link2_0**2
    cse35 = e_link2_3**2
    cse36 = 2*cse34 + 2*cse35 - 1
    cse37 = 8.0*e_rotor_3
    cse38 = cse18*(-cse19*e_rotor_0 - cse20*ed_rotor_2 + 4.0*e_rotor_1*ed_rotor_0 + 4.0*e_rotor_2*ed_rotor_3) + cse22*(cse23*e_rotor_1 - cse37*ed_rotor_1 - cse5*ed_rotor_0 + 8.0*e_rotor_0*ed_rotor_2)
    cse39 = cse37*e_rotor_0
    cse40 = 16.0*e_rotor_2
    cse41 = -cse37*e_rotor_1 - cse40*e_rotor_0
    cse42 = e_rotor_0**2
    cse43 = e_rotor_3**2
    cse44 = 1.4994423111710797*e_rotor_0
    cse45 = 1.3235077466603398*e_rotor_0
    cse46 = 1.3235077466603398*e_rotor_2
    cse47 = -1.4994423111710797*e_rotor_3
    cse48 = 4*e_rotor_0
    cse49 = 4*e_rotor_1
    cse50 = -cse40*e_rotor_3 + 8.0*e_rotor_0*e_rotor_1
    cse51 = 24.4*e_link2_0
    cse52 = 12.2*e_link2_1
    cse53 = 12.2*e_link2_3
    cse54 = 49.56*e_link2_1*e_link2_2
    cse55 = 49.6*e_link2_1
    cse56 = -cse55*e_link2_0 + 0.04*e_link2_2*e_link2_3
    cse57 = -cse55*e_link2_3 - 0.04*e_link2_0*e_link2_2
    cse58 = e_link2_1**2
    cse59 = e_link2_2**2
    cse60 = 2*e_link2_1
    cse61 = 2*e_link2_2
    cse62 = cse26*ed_link2_2 - cse30*ed_link2_1 + cse60*ed_link2_3 - cse61*ed_link2_0
    cse63 = 0.02*ed_link2_1
    cse64 = 0.02*e_link2_3
    cse65 = cse62*(cse63*e_link2_2 - cse64*ed_link2_0 + 0.02*e_link2_0*ed_link2_3 - 0.02*e_link2_1*ed_link2_2)
    cse66 = cse26*ed_link2_1 + cse30*ed_link2_2 - cse60*ed_link2_0 - cse61*ed_link2_3
    cse67 = 24.8*ed_link2_3
    cse68 = 24.8*ed_link2_1
    cse69 = cse66*(-cse67*e_link2_0 - cse68*e_link2_2 + 24.8*e_link2_1*ed_link2_2 + 24.8*e_link2_3*ed_link2_0)
    cse70 = cse25*e_rotor_3 + cse28*e_rotor_0 + cse29*e_rotor_0 - cse32*e_rotor_2
    cse71 = -cse29*e_rotor_2 - cse32*e_rotor_0 + 1.4994423111710797*cse42 + 1.4994423111710797*cse43 - 0.7497211555855399
    cse72 = 4*cse71
    cse73 = -1.3235077466603398*cse11 - cse25*e_rotor_0 - 1.3235077466603398*cse42 + 1.4994423111710797*e_rotor_2*e_rotor_3 + 0.6617538733301699
    cse74 = cse62*(-cse63*e_link2_0 - cse64*ed_link2_2 + 0.02*e_link2_1*ed_link2_0 + 0.02*e_link2_2*ed_link2_3) + cse66*(cse67*e_link2_1 - cse68*e_link2_3 + 24.8*e_link2_0*ed_link2_2 - 24.8*e_link2_2*ed_link2_0)
    cse75 = 12.2*e_link2_0
    cse76 = 12.2*e_link2_2
    cse77 = 49.56*e_link2_0*e_link2_3
    cse78 = 49.6*e_link2_2
    cse79 = 0.04*e_link2_1
    cse80 = -cse78*e_link2_0 - cse79*e_link2_3
    cse81 = 24.4*e_link2_2
    cse82 = -cse78*e_link2_3 + cse79*e_link2_0
    cse83 = 14.8*e_link3_0
    cse84 = 7.4*e_link3_1
    cse85 = 7.4*e_link3_3
    cse86 = 4*lam_6
    cse87 = 2*e_link3_1
    cse88 = 18.12*e_link3_1*e_link3_2
    cse89 = 18.16*e_link3_1
    cse90 = -cse89*e_link3_0 + 0.04*e_link3_2*e_link3_3
    cse91 = -cse89*e_link3_3 - 0.04*e_link3_0*e_link3_2
    cse92 = e_link3_1**2
    cse93 = e_link3_2**2
    cse94 = 2*ed_link3_2
    cse95 = 2*e_link3_2
    cse96 = 2*ed_link3_1
    cse97 = cse87*ed_link3_3 + cse94*e_link3_0 - cse95*ed_link3_0 - cse96*e_link3_3
    cse98 = 0.02*ed_link3_1
    cse99 = 0.02*e_link3_3
    cse100 = cse97*(cse98*e_link3_2 - cse99*ed_link3_0 + 0.02*e_link3_0*ed_link3_3 - 0.02*e_link3_1*ed_link3_2)
    cse101 = -cse87*ed_link3_0 + cse94*e_link3_3 - cse95*ed_link3_3 + cse96*e_link3_0
    cse102 = 9.08*ed_link3_3
    cse103 = 9.08*ed_link3_1
    cse104 = cse101*(-cse102*e_link3_0 - cse103*e_link3_2 + 9.08*e_link3_1*ed_link3_2 + 9.08*e_link3_3*ed_link3_0)
    cse105 = cse101*(cse102*e_link3_1 - cse103*e_link3_3 + 9.08*e_link3_0*ed_link3_2 - 9.08*e_link3_2*ed_link3_0) + cse97*(-cse98*e_link3_0 - cse99*ed_link3_2 + 0.02*e_link3_1*ed_link3_0 + 0.02*e_link3_2*ed_link3_3)
    cse106 = 2*e_link3_3
    cse107 = 7.4*e_link3_0
    cse108 = 7.4*e_link3_2
    cse109 = 2*e_link3_0
    cse110 = 18.12*e_link3_0*e_link3_3
    cse111 = 18.16*e_link3_2
    cse112 = 0.04*e_link3_1
    cse113 = -cse111*e_link3_0 - cse112*e_link3_3
    cse114 = e_link3_0**2
    cse115 = e_link3_3**2
    cse116 = 14.8*e_link3_2
    cse117 = -cse111*e_link3_3 + cse112*e_link3_0
    cse118 = h**(-2)
    cse119 = cse3*e_rotor_0
    cse120 = cse84*e_link3_2 - cse85*e_link3_0
    cse121 = 7.4*cse114 + 7.4*cse93
    cse122 = cse84*e_link3_0
    cse123 = cse85*e_link3_2
    cse124 = cse53*e_link2_0
    cse125 = cse52*e_link2_2
    cse126 = 12.2*cse34
    cse127 = 12.2*cse59
    cse128 = cse52*e_link2_0 + cse53*e_link2_2
    return np.array([
        2.0*acc_0 - lam_13 - lam_2,  # [0]
        2.0*acc_1 - lam_14 - lam_3,  # [1]
        2.0*acc_2 - lam_15 - lam_4 + 19.62,  # [2]
        acc_3*(16.0*cse10 + 8.0*cse11) + acc_4*cse8 + acc_5*cse9 + acc_6*cse6 + cse0*e_rotor_0 + cse1*e_rotor_0 + cse14*cse24 + cse16*cse21 - cse2*lam_15 + cse3*cse38 - cse3*lam_1 + cse4*lam_14 + e_rotor_0*lam_18 + lam_16*(cse27*(-cse25 - 2.6470154933206795*e_rotor_0) + cse31*(cse28 + cse29) + cse36*(cse33 + 2.9988846223421595*e_rotor_0)) + lam_17*(-cse13*cse14 + 2*cse15*e_rotor_3),  # [3]
        acc_3*cse8 + acc_4*(16.0*cse42 + 8.0*cse43) + acc_5*cse39 + acc_6*cse41 + cse0*e_rotor_1 + cse1*e_rotor_1 - cse14*cse38 + cse14*lam_1 - cse17*cse21 + cse2*lam_14 + cse24*cse3 + cse4*lam_15 + e_rotor_1*lam_18 + lam_16*(-cse27*cse44 + cse31*(-cse46 - cse47) - cse36*cse45) + lam_17*(cse13*cse3 + cse14*cse15),  # [4]
        acc_3*cse9 + acc_4*cse39 + acc_5*(8.0*cse42 + 16.0*cse43) + acc_6*cse50 + cse16*cse38 + cse16*lam_1 - cse17*cse24 - cse21*cse3 - cse48*lam_15 + cse49*lam_14 + e_rotor_2*lam_18 + lam_16*(cse27*(-cse47 - 2.6470154933206795*e_rotor_2) - cse29*cse36 + cse31*(cse33 + cse44)) + lam_17*(-cse13*cse17 + 2*cse15*e_rotor_1),  # [5]
        acc_3*cse6 + acc_4*cse41 + acc_5*cse50 + acc_6*(8.0*cse10 + 16.0*cse11) + cse14*cse21 - cse16*cse24 - cse17*cse38 - cse17*lam_1 + cse48*lam_14 + cse49*lam_15 + e_rotor_3*lam_18 + lam_16*(cse27*cse28 + cse31*(cse25 + cse45) + cse36*(-cse46 + 2.9988846223421595*e_rotor_3)) + lam_17*(cse13*cse16 + cse15*cse17),  # [6]
        1.0*acc_7 + lam_10 + lam_13,  # [7]
        1.0*acc_8 + lam_11 + lam_14,  # [8]
        1.0*acc_9 + lam_12 + lam_15 + 9.81,  # [9]
        acc_10*(49.6*cse58 + 0.04*cse59) + acc_11*cse56 + acc_12*cse57 + acc_13*cse54 + cse30*cse74 - cse51*lam_11 + cse51*lam_14 - cse52*lam_12 + cse52*lam_15 + cse53*lam_10 - cse53*lam_13 + cse60*cse65 + cse61*cse69 + e_link2_0*lam_19 + lam_16*(-cse60*cse73 + cse61*cse70 + cse72*e_link2_0),  # [10]
        acc_10*cse56 + acc_11*(49.6*cse34 + 0.04*cse35) + acc_12*cse77 + acc_13*cse80 - cse26*cse65 + cse30*cse69 - cse61*cse74 - cse75*lam_12 + cse75*lam_15 - cse76*lam_10 + cse76*lam_13 + e_link2_1*lam_19 + lam_16*(-cse26*cse73 + 2*cse70*e_link2_3),  # [11]
        acc_10*cse57 + acc_11*cse77 + acc_12*(0.04*cse34 + 49.6*cse35) + acc_13*cse82 - cse26*cse69 - cse30*cse65 - cse52*lam_10 + cse52*lam_13 - cse53*lam_12 + cse53*lam_15 + cse60*cse74 - cse81*lam_11 + cse81*lam_14 + e_link2_2*lam_19 + lam_16*(cse26*cse70 + cse30*cse73),  # [12]
        acc_10*cse54 + acc_11*cse80 + acc_12*cse82 + acc_13*(0.04*cse58 + 49.6*cse59) - cse26*cse74 - cse60*cse69 + cse61*cse65 + cse75*lam_10 - cse75*lam_13 - cse76*lam_12 + cse76*lam_15 + e_link2_3*lam_19 + lam_16*(cse60*cse70 + cse61*cse73 + cse72*e_link2_3),  # [13]
        1.0*acc_14 - lam_10 - lam_7,  # [14]
        1.0*acc_15 - lam_11 - lam_8,  # [15]
        1.0*acc_16 - lam_12 - lam_9 + 9.81,  # [16]
        acc_17*(18.16*cse92 + 0.04*cse93) + acc_18*cse90 + acc_19*cse91 + acc_20*cse88 + cse100*cse87 + cse104*cse95 + cse105*cse106 + cse83*lam_11 - cse83*lam_8 + cse84*lam_12 - cse84*lam_9 - cse85*lam_10 + cse85*lam_7 + cse86*e_link3_0 - cse87*lam_5 + e_link3_0*lam_20,  # [17]
        acc_17*cse90 + acc_18*(18.16*cse114 + 0.04*cse115) + acc_19*cse110 + acc_20*cse113 - cse100*cse109 + cse104*cse106 - cse105*cse95 + cse107*lam_12 - cse107*lam_9 + cse108*lam_10 - cse108*lam_7 - cse109*lam_5 + e_link3_1*lam_20,  # [18]
        acc_17*cse91 + acc_18*cse110 + acc_19*(0.04*cse114 + 18.16*cse115) + acc_20*cse117 - cse100*cse106 - cse104*cse109 + cse105*cse87 + cse106*lam_5 + cse116*lam_11 - cse116*lam_8 + cse84*lam_10 - cse84*lam_7 + cse85*lam_12 - cse85*lam_9 + cse86*e_link3_2 + e_link3_2*lam_20,  # [19]
        acc_17*cse88 + acc_18*cse113 + acc_19*cse117 + acc_20*(0.04*cse92 + 18.16*cse93) + cse100*cse95 - cse104*cse87 - cse105*cse109 - cse107*lam_10 + cse107*lam_7 + cse108*lam_12 - cse108*lam_9 + cse95*lam_5 + e_link3_3*lam_20,  # [20]
        cse118*(2*cse10 + 2*cse42 - 1),  # [21]
        cse118*(-cse119 + 2*e_rotor_1*e_rotor_2),  # [22]
        -cse118*r_rotor_x,  # [23]
        -cse118*r_rotor_y,  # [24]
        -cse118*r_rotor_z,  # [25]
        cse118*(-cse87*e_link3_0 + 2*e_link3_2*e_link3_3),  # [26]
        cse118*(2*cse114 + 2*cse93 - 1),  # [27]
        cse118*(-cse120 - r_link3_x - 4),  # [28]
        cse118*(-cse121 - r_link3_y - 4.8),  # [29]
        cse118*(-cse122 - cse123 - r_link3_z),  # [30]
        cse118*(cse120 + cse124 - cse125 + r_link2_x - r_link3_x),  # [31]
        cse118*(cse121 - cse126 - cse127 + r_link2_y - r_link3_y + 2.3999999999999995),  # [32]
        cse118*(cse122 + cse123 - cse128 + r_link2_z - r_link3_z),  # [33]
        cse118*(4*cse10 - cse124 + cse125 + 4*cse42 + r_link2_x - r_rotor_x - 2),  # [34]
        cse118*(cse126 + cse127 + cse2*e_rotor_1 + cse4*e_rotor_0 + r_link2_y - r_rotor_y - 6.1),  # [35]
        cse118*(cse128 - cse2*e_rotor_0 + cse4*e_rotor_1 + r_link2_z - r_rotor_z),  # [36]
        cse118*(cse27*cse73 + cse31*cse70 + cse36*cse71),  # [37]
        cse118*(-cse13*(cse14*e_rotor_0 - cse3*e_rotor_1) + cse15*(cse119 + cse14*e_rotor_1)),  # [38]
        cse118*((1/2)*cse10 + (1/2)*cse11 + (1/2)*cse42 + (1/2)*cse43 - 1/2),  # [39]
        cse118*((1/2)*cse34 + (1/2)*cse35 + (1/2)*cse58 + (1/2)*cse59 - 1/2),  # [40]
        cse118*((1/2)*cse114 + (1/2)*cse115 + (1/2)*cse92 + (1/2)*cse93 - 1/2),  # [41]
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
    # 2437 operations after common subexpression elimination
    (
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
        _, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, ed_rotor_0,
        ed_rotor_1, ed_rotor_2, ed_rotor_3, _,
        _, _, ed_link2_0, ed_link2_1,
        ed_link2_2, ed_link2_3, _, _,
        _, ed_link3_0, ed_link3_1, ed_link3_2,
        ed_link3_3,
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
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17, lam_18, lam_19,
        lam_20,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (21,) else _floats(lam, 21, "lam")

    t = float(t)

    h = float(h)

    cse0 = e_rotor_1**2
    cse1 = 16.0*cse0
    cse2 = e_rotor_2**2
    cse3 = 8.0*cse2
    cse4 = 8.0*ed_rotor_2
    cse5 = 8.0*ed_rotor_3
    cse6 = cse5*e_rotor_1
    cse7 = 8.0*e_rotor_2
    cse8 = cse7*ed_rotor_0
    cse9 = 8.0*e_rotor_3
    cse10 = cse9*ed_rotor_1
    cse11 = -cse10 + cse4*e_rotor_0 + cse6 - cse8
    cse12 = 2*e_rotor_1
    cse13 = 4.0*ed_rotor_1
    cse14 = 4.0*e_rotor_3
    cse15 = -cse13*e_rotor_0 - cse14*ed_rotor_2 + 4.0*e_rotor_1*ed_rotor_0 + 4.0*e_rotor_2*ed_rotor_3
    cse16 = 2*e_rotor_2
    cse17 = 2*e_rotor_0
    cse18 = 2*e_rotor_3
    cse19 = cse12*ed_rotor_3 - cse16*ed_rotor_0 + cse17*ed_rotor_2 - cse18*ed_rotor_1
    cse20 = -cse12*ed_rotor_0 - cse16*ed_rotor_3 + cse17*ed_rotor_1 + cse18*ed_rotor_2
    cse21 = -cse11*cse12 - cse15*cse16 + 4.0*cse19*e_rotor_1 - cse20*cse7
    cse22 = cse9*e_rotor_1
    cse23 = cse19*cse22
    cse24 = 16.0*e_rotor_3
    cse25 = cse24*e_rotor_2
    cse26 = cse20*cse25
    cse27 = 4*e_rotor_2
    cse28 = cse13*e_rotor_2 - cse14*ed_rotor_0 + 4.0*e_rotor_0*ed_rotor_3 - 4.0*e_rotor_1*ed_rotor_2
    cse29 = cse28*e_rotor_1
    cse30 = cse5*e_rotor_0
    cse31 = cse7*ed_rotor_1
    cse32 = -cse30 - cse31 + 8.0*e_rotor_1*ed_rotor_2 + 8.0*e_rotor_3*ed_rotor_0
    cse33 = cse27*cse32
    cse34 = cse27*cse29 + cse33*e_rotor_1
    cse35 = h**2
    cse36 = 16.0*acc_4
    cse37 = 4*e_rotor_1
    cse38 = cse28*cse37
    cse39 = e_link2_0*e_link2_1
    cse40 = e_link2_2*e_link2_3
    cse41 = 5.294030986641359*cse39 - 5.294030986641359*cse40
    cse42 = e_link2_0**2
    cse43 = e_link2_3**2
    cse44 = 5.997769244684319*cse42 + 5.997769244684319*cse43 - 2.9988846223421595
    cse45 = 16.0*e_rotor_2
    cse46 = cse20*cse45
    cse47 = 2*cse11
    cse48 = 2*cse15
    cse49 = -cse13*cse19 + cse20*cse4 + cse47*ed_rotor_1 + cse48*ed_rotor_2
    cse50 = 4.0*cse19
    cse51 = 2*cse11*e_rotor_0 - cse15*cse18 - cse20*cse9 - cse50*e_rotor_0
    cse52 = cse7*e_rotor_1
    cse53 = cse19*cse52
    cse54 = 4*e_rotor_0
    cse55 = cse32*e_rotor_2
    cse56 = -4*cse28*e_rotor_1*e_rotor_3 + cse54*cse55
    cse57 = 2.9988846223421595*cse40
    cse58 = 2.9988846223421595*cse39
    cse59 = 2.6470154933206795*cse42 + 2.6470154933206795*cse43 - 1.3235077466603398
    cse60 = -cse57 + cse58 - cse59
    cse61 = cse20*cse5 - cse47*ed_rotor_0 + cse48*ed_rotor_3 + cse50*ed_rotor_0
    cse62 = acc_3*e_rotor_1
    cse63 = 2*cse19*cse28
    cse64 = -acc_5*cse24 - cse36*e_rotor_0 + cse63
    cse65 = 16.0*e_rotor_1
    cse66 = cse65*e_rotor_0
    cse67 = cse66 - 8.0*e_rotor_2*e_rotor_3
    cse68 = 8.0*cse20
    cse69 = cse11*cse18 - cse14*cse19 + cse15*cse17 + cse68*e_rotor_0
    cse70 = cse20*cse65
    cse71 = cse70*e_rotor_2
    cse72 = 4*e_rotor_3
    cse73 = cse29*cse54 + cse55*cse72
    cse74 = 4*lam_15
    cse75 = math.pi*t
    cse76 = math.sin(cse75)
    cse77 = 2*lam_17
    cse78 = cse76*cse77
    cse79 = 4.0*cse19*ed_rotor_3 - cse47*ed_rotor_3 - cse48*ed_rotor_0 - cse68*ed_rotor_0
    cse80 = acc_4*cse9
    cse81 = 8.0*acc_6
    cse82 = cse81*e_rotor_1
    cse83 = 8.0*acc_5*e_rotor_0
    cse84 = 8.0*e_rotor_1
    cse85 = cse19*cse84
    cse86 = e_link2_0*e_link2_2
    cse87 = e_link2_1*e_link2_3
    cse88 = 2.9988846223421595*cse86 + 2.9988846223421595*cse87
    cse89 = cse88*lam_16
    cse90 = 2*cse20*cse32
    cse91 = cse89 + cse90
    cse92 = cse7*e_rotor_0
    cse93 = cse24*e_rotor_1
    cse94 = cse92 + cse93
    cse95 = 4*cse28
    cse96 = 8.0*e_rotor_0
    cse97 = cse96*e_rotor_1
    cse98 = cse19*cse97
    cse99 = cse45*e_rotor_0
    cse100 = cse20*cse99
    cse101 = -cse11*cse16 + cse12*cse15 + cse50*e_rotor_2 + cse68*e_rotor_1
    cse102 = 2*cse11*ed_rotor_2 - cse48*ed_rotor_1 - cse50*ed_rotor_2 - cse68*ed_rotor_1
    cse103 = 2*lam_1
    cse104 = -cse103
    cse105 = cse20*cse47
    cse106 = cse19*cse48
    cse107 = cse104 + cse105 + cse106
    cse108 = 2.6470154933206795*cse86 + 2.6470154933206795*cse87
    cse109 = math.cos(cse75)
    cse110 = cse109*cse77 + 4*lam_14
    cse111 = cse108*lam_16 + cse110
    cse112 = 2.9988846223421595*e_rotor_0
    cse113 = 1.3235077466603398*e_rotor_1
    cse114 = -cse113
    cse115 = cse112 + cse114
    cse116 = 4*cse115
    cse117 = 2.6470154933206795*e_rotor_0
    cse118 = 1.4994423111710797*e_rotor_1
    cse119 = -cse117 - cse118
    cse120 = 2*cse119
    cse121 = 1.4994423111710797*e_rotor_2
    cse122 = 1.3235077466603398*e_rotor_3
    cse123 = cse121 + cse122
    cse124 = 2*cse123
    cse125 = cse35*lam_16
    cse126 = cse125*(cse116*e_link2_0 - cse120*e_link2_1 + cse124*e_link2_2)
    cse127 = cse125*(-cse120*e_link2_0 + 2*cse123*e_link2_3)
    cse128 = cse125*(cse120*e_link2_3 + cse124*e_link2_0)
    cse129 = cse125*(cse116*e_link2_3 + cse120*e_link2_2 + cse124*e_link2_1)
    cse130 = -cse18
    cse131 = 8*e_rotor_0
    cse132 = -cse27
    cse133 = -2*cse39 + 2*e_link2_2*e_link2_3
    cse134 = 2*cse86 + 2*cse87
    cse135 = 2*cse42 + 2*cse43 - 1
    cse136 = cse115*cse135 + cse119*cse133 + cse123*cse134
    cse137 = 2*cse109*e_rotor_3 - cse16*cse76
    cse138 = cse28*cse54
    cse139 = cse138*e_rotor_2
    cse140 = cse9*e_rotor_0
    cse141 = cse140*cse19
    cse142 = e_rotor_3**2
    cse143 = 16.0*cse142
    cse144 = 16.0*cse62
    cse145 = acc_6*cse45
    cse146 = cse20*cse24
    cse147 = e_rotor_0**2
    cse148 = 16.0*cse147
    cse149 = 8.0*cse142
    cse150 = cse32*cse54
    cse151 = cse150*e_rotor_3
    cse152 = cse138*e_rotor_3
    cse153 = cse19*cse92
    cse154 = -lam_18
    cse155 = 16.0*e_rotor_0
    cse156 = cse32*cse72
    cse157 = 4*cse32
    cse158 = cse20*cse93
    cse159 = -cse108
    cse160 = cse19*cse96
    cse161 = 8.0*cse147
    cse162 = acc_3*cse7
    cse163 = cse162 + cse74 + cse78 - cse82
    cse164 = cse22 + cse99
    cse165 = 5.294030986641359*e_rotor_0
    cse166 = 1.3235077466603398*e_rotor_2
    cse167 = -1.4994423111710797*e_rotor_3
    cse168 = -cse166 - cse167
    cse169 = 2*cse168
    cse170 = cse125*(cse112*e_link2_1 - cse165*e_link2_0 + cse169*e_link2_2)
    cse171 = cse125*(cse112*e_link2_0 + cse169*e_link2_3)
    cse172 = cse125*(-cse112*e_link2_3 + cse169*e_link2_0)
    cse173 = cse125*(-cse112*e_link2_2 - cse165*e_link2_3 + 2*cse168*e_link2_1)
    cse174 = 8*e_rotor_1
    cse175 = 1.4994423111710797*e_rotor_0
    cse176 = 1.3235077466603398*e_rotor_0
    cse177 = -cse133*cse175 + cse134*cse168 - cse135*cse176
    cse178 = cse109*cse16 + cse18*cse76
    cse179 = cse28*cse72
    cse180 = cse150*e_rotor_1 + cse179*e_rotor_2
    cse181 = -cse80
    cse182 = cse19*e_rotor_3
    cse183 = cse155*cse20
    cse184 = cse20*cse66
    cse185 = lam_16*(cse57 - cse58 - cse59)
    cse186 = -cse25 + cse97
    cse187 = 5.294030986641359*e_rotor_3
    cse188 = 2.6470154933206795*e_rotor_2
    cse189 = -cse167 - cse188
    cse190 = 2*cse189
    cse191 = cse114 + cse175
    cse192 = cse125*(-cse187*e_link2_0 - cse190*e_link2_1 + 2*cse191*e_link2_2)
    cse193 = cse125*(-cse190*e_link2_0 + 2*cse191*e_link2_3)
    cse194 = 2*cse191
    cse195 = cse125*(cse190*e_link2_3 + cse194*e_link2_0)
    cse196 = cse125*(-cse187*e_link2_3 + cse190*e_link2_2 + cse194*e_link2_1)
    cse197 = -cse54
    cse198 = -cse122*cse135 + cse133*cse189 + cse134*cse191
    cse199 = 2*cse109*e_rotor_1 - cse17*cse76
    cse200 = cse32*cse37
    cse201 = cse27*cse28
    cse202 = cse19*e_rotor_2
    cse203 = 2.9988846223421595*e_rotor_2
    cse204 = -cse166 + 2.9988846223421595*e_rotor_3
    cse205 = 4*cse204
    cse206 = cse118 + cse176
    cse207 = 2*cse206
    cse208 = cse125*(-cse203*e_link2_1 + cse205*e_link2_0 + cse207*e_link2_2)
    cse209 = cse125*(-cse203*e_link2_0 + 2*cse206*e_link2_3)
    cse210 = cse125*(cse203*e_link2_3 + cse207*e_link2_0)
    cse211 = cse125*(cse203*e_link2_2 + cse205*e_link2_3 + cse207*e_link2_1)
    cse212 = -cse17
    cse213 = cse121*cse133 + cse134*cse206 + cse135*cse204
    cse214 = cse109*cse17 + cse12*cse76
    cse215 = e_link2_1**2
    cse216 = 49.6*cse215
    cse217 = e_link2_2**2
    cse218 = 0.04*cse217
    cse219 = 24.8*ed_link2_2
    cse220 = e_link2_1*ed_link2_3
    cse221 = e_link2_2*ed_link2_0
    cse222 = e_link2_3*ed_link2_1
    cse223 = cse219*e_link2_0 + 24.8*cse220 - 24.8*cse221 - 24.8*cse222
    cse224 = 2*cse223
    cse225 = 0.02*ed_link2_1
    cse226 = e_link2_3*ed_link2_2
    cse227 = -cse225*e_link2_0 - 0.02*cse226 + 0.02*e_link2_1*ed_link2_0 + 0.02*e_link2_2*ed_link2_3
    cse228 = 2*cse227
    cse229 = 2*ed_link2_2
    cse230 = 2*cse220 - 2*cse221 - 2*cse222 + cse229*e_link2_0
    cse231 = 2*ed_link2_1
    cse232 = e_link2_1*ed_link2_0
    cse233 = e_link2_2*ed_link2_3
    cse234 = 2*cse226 + cse231*e_link2_0 - 2*cse232 - 2*cse233
    cse235 = 24.8*e_link2_2
    cse236 = -cse224*e_link2_1 - cse228*e_link2_2 + 0.02*cse230*e_link2_1 - cse234*cse235
    cse237 = 2*e_link2_3
    cse238 = 0.04*cse87
    cse239 = cse230*cse238
    cse240 = 49.6*cse40
    cse241 = cse234*cse240
    cse242 = e_link2_0*ed_link2_3
    cse243 = e_link2_3*ed_link2_0
    cse244 = cse225*e_link2_2 + 0.02*cse242 - 0.02*cse243 - 0.02*e_link2_1*ed_link2_2
    cse245 = 4*cse244
    cse246 = e_link2_1*e_link2_2
    cse247 = -cse235*ed_link2_1 - 24.8*cse242 + 24.8*e_link2_1*ed_link2_2 + 24.8*e_link2_3*ed_link2_0
    cse248 = 4*cse247
    cse249 = cse245*cse246 + cse246*cse248
    cse250 = 5.997769244684319*cse142 + 5.997769244684319*cse147 - cse165*e_rotor_1 - cse187*e_rotor_2 - 2.9988846223421595
    cse251 = cse219*cse234 + cse223*cse231 - cse225*cse230 + cse227*cse229
    cse252 = 0.04*acc_12
    cse253 = 49.6*acc_11
    cse254 = e_link2_1*ed_link2_2
    cse255 = e_link2_2*ed_link2_1
    cse256 = 0.04*cse230
    cse257 = 49.6*cse234
    cse258 = -24.4*lam_11 + 24.4*lam_14 + lam_19
    cse259 = 0.02*cse230
    cse260 = 24.8*cse234
    cse261 = 2*cse223*e_link2_0 - cse227*cse237 - cse259*e_link2_0 - cse260*e_link2_3
    cse262 = cse246*cse256
    cse263 = -4*cse244*e_link2_1*e_link2_3 + cse248*cse86
    cse264 = 2.9988846223421595*e_rotor_3
    cse265 = cse112*e_rotor_1 + 2.6470154933206795*cse147 + 2.6470154933206795*cse2 - cse264*e_rotor_2 - 1.3235077466603398
    cse266 = -cse224*ed_link2_0 + cse228*ed_link2_3 + cse259*ed_link2_0 + cse260*ed_link2_3
    cse267 = 49.56*acc_13
    cse268 = acc_10*e_link2_1
    cse269 = e_link2_2*ed_link2_2
    cse270 = 2*cse230*cse244
    cse271 = 49.6*acc_12
    cse272 = 12.2*lam_12
    cse273 = -cse272 + 12.2*lam_15
    cse274 = -cse253*e_link2_0 + cse270 - cse271*e_link2_3 + cse273
    cse275 = 49.6*cse39
    cse276 = cse275 - 0.04*e_link2_2*e_link2_3
    cse277 = cse223*cse237 + cse228*e_link2_0 - cse259*e_link2_3 + cse260*e_link2_0
    cse278 = cse246*cse257
    cse279 = cse245*cse39 + cse248*cse40
    cse280 = -cse224*ed_link2_3 - cse228*ed_link2_0 + 0.02*cse230*ed_link2_3 - cse260*ed_link2_0
    cse281 = 0.04*acc_11
    cse282 = cse281*e_link2_3
    cse283 = acc_10*e_link2_2
    cse284 = cse252*e_link2_0
    cse285 = e_link2_1*ed_link2_1
    cse286 = lam_16*(cse112*e_rotor_2 + cse117*e_rotor_3 - cse188*e_rotor_1 + cse264*e_rotor_1)
    cse287 = 2*cse234*cse247
    cse288 = cse286 + cse287
    cse289 = 0.04*cse86
    cse290 = 49.6*cse87
    cse291 = cse289 + cse290
    cse292 = 49.56*cse246
    cse293 = 0.04*cse39
    cse294 = cse230*cse293
    cse295 = 49.6*cse86
    cse296 = cse234*cse295
    cse297 = -cse224*e_link2_2 + cse228*e_link2_1 + cse259*e_link2_2 + cse260*e_link2_1
    cse298 = 2*cse223*ed_link2_2 - cse227*cse231 - cse259*ed_link2_2 - cse260*ed_link2_1
    cse299 = 12.2*lam_10
    cse300 = 12.2*lam_13
    cse301 = cse224*cse234 + cse228*cse230
    cse302 = cse299 - cse300 + cse301
    cse303 = 12.2*e_link2_3
    cse304 = 24.4*e_link2_0
    cse305 = -cse304
    cse306 = 12.2*e_link2_1
    cse307 = -cse306
    cse308 = -cse303
    cse309 = -cse113*e_rotor_2 + cse118*e_rotor_3 + cse121*e_rotor_0 + cse122*e_rotor_0
    cse310 = 2*e_link2_2
    cse311 = -4*cse113*e_rotor_0 - 4*cse122*e_rotor_2 + 5.997769244684319*cse142 + 5.997769244684319*cse147 - 2.9988846223421595
    cse312 = -cse118*e_rotor_0 - 1.3235077466603398*cse147 - 1.3235077466603398*cse2 + 1.4994423111710797*e_rotor_2*e_rotor_3 + 0.6617538733301699
    cse313 = 2*cse312
    cse314 = cse309*cse310 + cse311*e_link2_0 - cse313*e_link2_1
    cse315 = cse245*cse86
    cse316 = 0.04*e_link2_3
    cse317 = cse230*cse316
    cse318 = cse317*e_link2_0
    cse319 = 49.6*cse43
    cse320 = 49.6*cse268
    cse321 = 49.6*acc_13
    cse322 = cse321*e_link2_2
    cse323 = cse245*e_link2_0
    cse324 = e_link2_3*ed_link2_3
    cse325 = 49.6*cse42
    cse326 = 0.04*cse43
    cse327 = e_link2_0*e_link2_3
    cse328 = cse248*cse327
    cse329 = cse323*e_link2_3
    cse330 = cse230*cse289
    cse331 = -lam_19
    cse332 = 49.6*acc_10
    cse333 = 49.56*e_link2_3
    cse334 = cse333*e_link2_0
    cse335 = cse234*cse290
    cse336 = 0.04*e_link2_0
    cse337 = cse230*cse336
    cse338 = 0.04*cse42
    cse339 = acc_12*e_link2_0
    cse340 = 0.04*cse283
    cse341 = 0.04*acc_13
    cse342 = cse341*e_link2_1
    cse343 = cse238 + cse295
    cse344 = 12.2*e_link2_2
    cse345 = -cse344
    cse346 = 12.2*e_link2_0
    cse347 = -cse346
    cse348 = 2*cse309*e_link2_3 - cse313*e_link2_0
    cse349 = 2*e_link2_1
    cse350 = cse245*cse40 + cse248*cse39
    cse351 = cse248*e_link2_0
    cse352 = cse286 - cse287
    cse353 = cse257*e_link2_0
    cse354 = -cse299 + cse300 + cse301
    cse355 = cse234*cse275
    cse356 = -cse265*lam_16
    cse357 = -cse240 + cse293
    cse358 = 24.4*e_link2_2
    cse359 = -cse358
    cse360 = 2*e_link2_0
    cse361 = cse237*cse312 + cse309*cse360
    cse362 = cse309*cse349 + cse311*e_link2_3 + cse313*e_link2_2
    cse363 = e_link3_1**2
    cse364 = 18.16*cse363
    cse365 = e_link3_2**2
    cse366 = 0.04*cse365
    cse367 = 9.08*ed_link3_2
    cse368 = 9.08*ed_link3_3
    cse369 = 9.08*ed_link3_0
    cse370 = 9.08*ed_link3_1
    cse371 = cse367*e_link3_0 + cse368*e_link3_1 - cse369*e_link3_2 - cse370*e_link3_3
    cse372 = 2*e_link3_1
    cse373 = 0.02*ed_link3_1
    cse374 = 0.02*e_link3_3
    cse375 = -cse373*e_link3_0 - cse374*ed_link3_2 + 0.02*e_link3_1*ed_link3_0 + 0.02*e_link3_2*ed_link3_3
    cse376 = 2*e_link3_2
    cse377 = 2*e_link3_0
    cse378 = 2*e_link3_3
    cse379 = cse372*ed_link3_3 - cse376*ed_link3_0 + cse377*ed_link3_2 - cse378*ed_link3_1
    cse380 = -cse372*ed_link3_0 - cse376*ed_link3_3 + cse377*ed_link3_1 + cse378*ed_link3_2
    cse381 = 9.08*cse380
    cse382 = -cse371*cse372 - cse375*cse376 + 0.02*cse379*e_link3_1 - cse381*e_link3_2
    cse383 = 0.04*e_link3_3
    cse384 = cse383*e_link3_1
    cse385 = cse379*cse384
    cse386 = 18.16*e_link3_3
    cse387 = cse386*e_link3_2
    cse388 = cse380*cse387
    cse389 = -cse368*e_link3_0 - cse370*e_link3_2 + 9.08*e_link3_1*ed_link3_2 + 9.08*e_link3_3*ed_link3_0
    cse390 = 4*e_link3_2
    cse391 = cse389*cse390
    cse392 = cse373*e_link3_2 - cse374*ed_link3_0 + 0.02*e_link3_0*ed_link3_3 - 0.02*e_link3_1*ed_link3_2
    cse393 = cse392*e_link3_1
    cse394 = cse390*cse393 + cse391*e_link3_1
    cse395 = 2*cse371
    cse396 = 2*cse375
    cse397 = cse367*cse380 - cse373*cse379 + cse395*ed_link3_1 + cse396*ed_link3_2
    cse398 = 18.16*acc_18
    cse399 = 0.04*e_link3_2
    cse400 = 4*cse392
    cse401 = cse400*e_link3_1
    cse402 = 0.04*e_link3_1
    cse403 = cse379*cse402
    cse404 = 18.16*e_link3_2
    cse405 = cse380*cse404
    cse406 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8
    cse407 = 0.02*cse379
    cse408 = 2*cse371*e_link3_0 - cse375*cse378 - cse381*e_link3_3 - cse407*e_link3_0
    cse409 = cse379*cse399
    cse410 = cse409*e_link3_1
    cse411 = 4*e_link3_0
    cse412 = cse411*e_link3_2
    cse413 = cse389*cse412 - 4*cse392*e_link3_1*e_link3_3
    cse414 = 2*lam_5
    cse415 = cse368*cse380 - cse395*ed_link3_0 + cse396*ed_link3_3 + cse407*ed_link3_0
    cse416 = 18.12*acc_20
    cse417 = acc_17*e_link3_1
    cse418 = 2*cse379*cse392
    cse419 = 7.4*lam_9
    cse420 = -cse419 + 7.4*lam_12
    cse421 = -acc_19*cse386 - cse398*e_link3_0 + cse418 + cse420
    cse422 = 18.16*e_link3_1
    cse423 = cse422*e_link3_0
    cse424 = cse423 - 0.04*e_link3_2*e_link3_3
    cse425 = cse371*cse378 - cse374*cse379 + cse375*cse377 + cse381*e_link3_0
    cse426 = cse380*cse422
    cse427 = cse426*e_link3_2
    cse428 = cse391*e_link3_3 + cse393*cse411
    cse429 = acc_17*e_link3_2
    cse430 = acc_18*cse383
    cse431 = acc_19*e_link3_0
    cse432 = 0.04*cse431
    cse433 = 2*cse380*cse389
    cse434 = -cse369*cse380 + 0.02*cse379*ed_link3_3 - cse395*ed_link3_3 - cse396*ed_link3_0
    cse435 = cse386*e_link3_1
    cse436 = cse399*e_link3_0
    cse437 = cse435 + cse436
    cse438 = 18.12*e_link3_1*e_link3_2
    cse439 = 0.04*e_link3_0
    cse440 = cse439*e_link3_1
    cse441 = cse379*cse440
    cse442 = 18.16*e_link3_0
    cse443 = cse442*e_link3_2
    cse444 = cse380*cse443
    cse445 = -cse371*cse376 + cse372*cse375 + cse381*e_link3_1 + cse407*e_link3_2
    cse446 = -cse370*cse380 + 2*cse371*ed_link3_2 - cse396*ed_link3_1 - cse407*ed_link3_2
    cse447 = 7.4*lam_7
    cse448 = 7.4*lam_10
    cse449 = cse379*cse396 + cse380*cse395
    cse450 = cse447 - cse448 + cse449
    cse451 = -cse372
    cse452 = 7.4*e_link3_3
    cse453 = 14.8*e_link3_0
    cse454 = -cse453
    cse455 = 7.4*e_link3_1
    cse456 = -cse455
    cse457 = -cse452
    cse458 = cse392*cse412
    cse459 = cse379*cse383
    cse460 = cse459*e_link3_0
    cse461 = e_link3_3**2
    cse462 = 18.16*cse461
    cse463 = 18.16*cse417
    cse464 = 18.16*acc_20
    cse465 = cse464*e_link3_2
    cse466 = cse392*cse411
    cse467 = cse379*cse439
    cse468 = cse380*cse386
    cse469 = e_link3_0**2
    cse470 = 18.16*cse469
    cse471 = 0.04*cse461
    cse472 = cse389*cse411
    cse473 = cse472*e_link3_3
    cse474 = cse466*e_link3_3
    cse475 = cse379*cse436
    cse476 = -lam_20
    cse477 = 4*cse389
    cse478 = cse477*e_link3_3
    cse479 = 18.12*e_link3_0*e_link3_3
    cse480 = cse380*cse435
    cse481 = 0.04*cse469
    cse482 = 0.04*acc_20
    cse483 = acc_17*cse399 + cse433 - cse482*e_link3_1
    cse484 = cse384 + cse443
    cse485 = -cse377
    cse486 = 7.4*e_link3_2
    cse487 = -cse486
    cse488 = 7.4*e_link3_0
    cse489 = -cse488
    cse490 = cse390*cse392
    cse491 = cse472*e_link3_1 + cse490*e_link3_3
    cse492 = cse400*e_link3_3
    cse493 = cse380*cse442
    cse494 = -cse447 + cse448 + cse449
    cse495 = cse380*cse423
    cse496 = -cse387 + cse440
    cse497 = 14.8*e_link3_2
    cse498 = -cse497
    cse499 = cse477*e_link3_1
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
        cse1 + cse3 + cse35*(-acc_5*cse7 + cse18*cse49 + cse19*cse6 + cse33*ed_rotor_1 - cse36*e_rotor_1 + cse38*ed_rotor_2 - cse46*ed_rotor_3 + 4*lam_0 + 8*lam_13 + lam_16*(cse41 + cse44) + lam_18) - h*(-cse18*cse21 + cse23 - cse26 + cse34),  # [3, 3]
        cse35*(acc_6*cse7 + cse18*cse61 - cse19*cse4*e_rotor_1 - cse33*ed_rotor_0 + cse38*ed_rotor_3 + cse46*ed_rotor_2 + cse60*lam_16 + 32.0*cse62 + cse64) - cse67 - h*(-cse18*cse51 + 16.0*cse2*cse20 - cse53 - cse56),  # [3, 4]
        cse35*(acc_3*cse45 + cse18*cse79 - cse33*ed_rotor_3 - cse38*ed_rotor_0 - cse46*ed_rotor_1 - cse74 - cse78 + cse80 + cse82 - cse83 + cse85*ed_rotor_1 + cse91) - cse94 - h*(8.0*cse0*cse19 - cse18*cse69 - cse71 - cse73),  # [3, 5]
        cse35*(acc_4*cse7 - acc_5*cse65 + cse102*cse18 + cse107 + cse111 + cse33*ed_rotor_2 - cse38*ed_rotor_1 + cse46*ed_rotor_0 - cse85*ed_rotor_0) + cse52 - h*(-cse0*cse95 + cse100 - cse101*cse18 + 4*cse2*cse32 - cse98),  # [3, 6]
        cse126,  # [3, 10]
        cse127,  # [3, 11]
        cse128,  # [3, 12]
        cse129,  # [3, 13]
        cse54,  # [3, 21]
        cse130,  # [3, 22]
        cse131,  # [3, 34]
        cse72,  # [3, 35]
        cse132,  # [3, 36]
        cse136,  # [3, 37]
        cse137,  # [3, 38]
        e_rotor_0,  # [3, 39]
        cse35*(32.0*acc_4*e_rotor_0 + 8.0*acc_5*e_rotor_3 - cse138*ed_rotor_2 - cse144 - cse145 - cse146*ed_rotor_3 - cse16*cse49 - cse19*cse30 + 4*cse32*e_rotor_3*ed_rotor_1 + cse60*lam_16 - cse63) - cse67 - h*(-cse139 - cse141 - cse143*cse20 + 2*cse21*e_rotor_2 + 4*cse32*e_rotor_1*e_rotor_3),  # [4, 3]
        cse148 + cse149 + cse35*(-acc_3*cse155 - acc_6*cse9 - cse138*ed_rotor_3 - cse154 - cse156*ed_rotor_0 - cse16*cse61 + 8.0*cse19*e_rotor_0*ed_rotor_2 + 16.0*cse20*e_rotor_3*ed_rotor_2 + 4*lam_0 + 8*lam_13) - h*(-cse151 - cse152 + cse153 + cse16*cse51 + cse26),  # [4, 4]
        cse140 + cse35*(8.0*acc_3*e_rotor_3 - acc_6*cse155 - cse107 + 2*cse109*lam_17 - cse146*ed_rotor_1 - cse156*ed_rotor_3 + cse159*lam_16 - cse16*cse79 - cse160*ed_rotor_1 + 4*cse28*e_rotor_0*ed_rotor_0 + 4*lam_14) - h*(-cse142*cse157 + 4*cse147*cse28 - cse158 + 2*cse69*e_rotor_2 - cse98),  # [4, 5]
        -cse164 + cse35*(-cse102*cse16 + cse138*ed_rotor_1 + cse146*ed_rotor_0 + cse156*ed_rotor_2 + cse160*ed_rotor_0 + cse163 + cse36*e_rotor_3 + cse83 + cse91) - h*(cse101*cse16 + cse146*e_rotor_0 + cse161*cse19 + cse73),  # [4, 6]
        cse170,  # [4, 10]
        cse171,  # [4, 11]
        cse172,  # [4, 12]
        cse173,  # [4, 13]
        cse37,  # [4, 21]
        cse16,  # [4, 22]
        cse174,  # [4, 34]
        cse27,  # [4, 35]
        cse72,  # [4, 36]
        cse177,  # [4, 37]
        cse178,  # [4, 38]
        e_rotor_1,  # [4, 39]
        cse35*(16.0*acc_5*e_rotor_0 - cse150*ed_rotor_1 - cse163 - cse179*ed_rotor_2 - cse181 - cse182*cse5 + 16.0*cse20*e_rotor_0*ed_rotor_3 + 2*cse49*e_rotor_1 + cse88*lam_16 - cse90) - cse94 - h*(-cse12*cse21 - cse149*cse19 - cse180 + 16.0*cse20*e_rotor_0*e_rotor_3),  # [5, 3]
        cse140 + cse35*(-acc_3*cse24 + cse103 + cse105 + cse106 + cse110 + cse12*cse61 + cse150*ed_rotor_0 + cse159*lam_16 - cse179*ed_rotor_3 + cse182*cse4 - cse183*ed_rotor_2 + cse81*e_rotor_0) - h*(-cse100 - cse12*cse51 - cse142*cse95 + 4*cse147*cse32 + 8.0*cse19*e_rotor_2*e_rotor_3),  # [5, 4]
        cse143 + cse161 + cse35*(-acc_3*cse96 - acc_6*cse24 - cse10*cse19 + cse12*cse79 + cse150*ed_rotor_3 + cse179*ed_rotor_0 + cse183*ed_rotor_1 + cse41*lam_16 + lam_18) - h*(-cse12*cse69 + cse151 + cse152 + cse184 - cse23),  # [5, 5]
        cse186 + cse35*(8.0*acc_4*e_rotor_0 + 32.0*acc_5*e_rotor_3 + cse102*cse12 - cse144 - cse145 - cse150*ed_rotor_2 + cse179*ed_rotor_1 - cse183*ed_rotor_0 + cse185 + cse19*cse9*ed_rotor_0 - cse63) - h*(-cse101*cse12 + cse141 - cse148*cse20 - cse56),  # [5, 6]
        cse192,  # [5, 10]
        cse193,  # [5, 11]
        cse195,  # [5, 12]
        cse196,  # [5, 13]
        cse12,  # [5, 22]
        cse37,  # [5, 35]
        cse197,  # [5, 36]
        cse198,  # [5, 37]
        cse199,  # [5, 38]
        e_rotor_2,  # [5, 39]
        cse35*(acc_5*cse84 + cse104 - cse105 - cse106 + cse111 - cse17*cse49 - cse200*ed_rotor_1 + cse201*ed_rotor_2 + cse202*cse5 - cse36*e_rotor_2 + cse70*ed_rotor_3) + cse52 - h*(-cse0*cse157 + cse158 + cse17*cse21 + cse19*cse7*e_rotor_3 + cse2*cse95),  # [6, 3]
        -cse164 + cse35*(acc_6*cse65 + cse162 - cse17*cse61 + cse181 + cse200*ed_rotor_0 + cse201*ed_rotor_3 - cse202*cse4 - cse70*ed_rotor_2 + cse74 + cse78 + cse83 + cse89 - cse90) - h*(cse17*cse51 + cse180 - cse19*cse3 - cse71),  # [6, 4]
        cse186 + cse35*(32.0*acc_6*e_rotor_2 - cse17*cse79 + cse185 + cse19*cse31 + cse200*ed_rotor_3 - cse201*ed_rotor_0 + 8.0*cse62 + cse64 + cse70*ed_rotor_1) - h*(cse1*cse20 - cse139 + cse156*e_rotor_1 + cse17*cse69 + cse53),  # [6, 5]
        8.0*cse0 + 16.0*cse2 + cse35*(-acc_4*cse84 - acc_5*cse45 - cse102*cse17 - cse154 - cse19*cse8 - cse200*ed_rotor_2 - cse201*ed_rotor_1 + cse44*lam_16 - cse70*ed_rotor_0) - h*(2*cse101*e_rotor_0 - cse153 - cse184 - cse34),  # [6, 6]
        cse208,  # [6, 10]
        cse209,  # [6, 11]
        cse210,  # [6, 12]
        cse211,  # [6, 13]
        cse212,  # [6, 22]
        cse54,  # [6, 35]
        cse37,  # [6, 36]
        cse213,  # [6, 37]
        cse214,  # [6, 38]
        e_rotor_3,  # [6, 39]
        1.0,  # [7, 7]
        1,  # [7, 31]
        1,  # [7, 34]
        1.0,  # [8, 8]
        1,  # [8, 32]
        1,  # [8, 35]
        1.0,  # [9, 9]
        1,  # [9, 33]
        1,  # [9, 36]
        cse126,  # [10, 3]
        cse170,  # [10, 4]
        cse192,  # [10, 5]
        cse208,  # [10, 6]
        cse216 + cse218 + cse35*(cse220*cse256 - cse233*cse257 + cse237*cse251 + cse245*cse254 + cse248*cse255 + cse250*lam_16 - cse252*e_link2_2 - cse253*e_link2_1 + cse258) - h*(-cse236*cse237 + cse239 - cse241 + cse249),  # [10, 10]
        -cse276 + cse35*(cse220*cse245 - cse221*cse248 + cse237*cse266 - cse254*cse256 + cse257*cse269 + cse265*lam_16 + cse267*e_link2_2 + 99.2*cse268 + cse274) - h*(49.6*cse217*cse234 - cse237*cse261 - cse262 - cse263),  # [10, 11]
        -cse291 + cse35*(-cse232*cse245 - cse233*cse248 + cse237*cse280 - cse255*cse257 + cse256*cse285 + cse267*e_link2_1 + cse282 + 0.08*cse283 - cse284 + cse288) - h*(0.04*cse215*cse230 - cse237*cse277 - cse278 - cse279),  # [10, 12]
        cse292 + cse35*(cse221*cse257 - cse232*cse256 + cse237*cse298 - cse245*cse285 + cse248*cse269 - cse271*e_link2_1 + cse281*e_link2_2 + cse302) - h*(-cse215*cse245 + 4*cse217*cse247 - cse237*cse297 - cse294 + cse296),  # [10, 13]
        cse303,  # [10, 31]
        cse305,  # [10, 32]
        cse307,  # [10, 33]
        cse308,  # [10, 34]
        cse304,  # [10, 35]
        cse306,  # [10, 36]
        cse314,  # [10, 37]
        e_link2_0,  # [10, 40]
        cse127,  # [11, 3]
        cse171,  # [11, 4]
        cse193,  # [11, 5]
        cse209,  # [11, 6]
        -cse276 + cse35*(99.2*acc_11*e_link2_0 + 49.56*acc_12*e_link2_3 - cse242*cse256 + 4*cse247*e_link2_3*ed_link2_1 - cse251*cse310 - cse257*cse324 + cse265*lam_16 - cse270 - cse272 - cse320 - cse322 - cse323*ed_link2_2 + 12.2*lam_15) - h*(-cse234*cse319 + 2*cse236*e_link2_2 + 4*cse247*e_link2_1*e_link2_3 - cse315 - cse318),  # [11, 10]
        cse325 + cse326 + cse35*(-acc_13*cse316 + 0.04*cse230*e_link2_0*ed_link2_2 + 49.6*cse234*e_link2_3*ed_link2_2 - cse242*cse245 - cse243*cse248 - cse266*cse310 - cse331 - cse332*e_link2_0) - h*(cse241 + cse261*cse310 - cse328 - cse329 + cse330),  # [11, 11]
        cse334 + cse35*(0.04*acc_10*e_link2_3 - cse222*cse257 + 4*cse244*e_link2_0*ed_link2_0 - cse248*cse324 - cse280*cse310 - cse302 - cse321*e_link2_0 - cse337*ed_link2_1) - h*(4*cse244*cse42 - cse248*cse43 + 2*cse277*e_link2_2 - cse294 - cse335),  # [11, 12]
        -cse343 + cse35*(0.08*acc_11*e_link2_3 + cse226*cse248 + cse243*cse257 + cse288 - cse298*cse310 + cse323*ed_link2_1 + cse337*ed_link2_0 + 49.56*cse339 + cse340 - cse342) - h*(cse230*cse338 + cse257*cse327 + cse279 + cse297*cse310),  # [11, 13]
        cse345,  # [11, 31]
        cse347,  # [11, 33]
        cse344,  # [11, 34]
        cse346,  # [11, 36]
        cse348,  # [11, 37]
        e_link2_1,  # [11, 40]
        cse128,  # [12, 3]
        cse172,  # [12, 4]
        cse195,  # [12, 5]
        cse210,  # [12, 6]
        -cse291 + cse35*(acc_11*cse333 - cse226*cse245 + cse242*cse257 + cse251*cse349 - cse317*ed_link2_3 + 0.08*cse339 - cse340 + cse342 - cse351*ed_link2_1 + cse352) - h*(-cse230*cse326 + 49.6*cse234*e_link2_0*e_link2_3 - cse236*cse349 - cse350),  # [12, 10]
        cse334 + cse35*(cse226*cse256 - cse245*cse324 + cse266*cse349 - cse332*e_link2_3 + cse341*e_link2_0 + cse351*ed_link2_0 - cse353*ed_link2_2 + cse354) - h*(0.04*cse230*e_link2_2*e_link2_3 - cse245*cse43 + 4*cse247*cse42 - cse261*cse349 - cse296),  # [12, 11]
        cse319 + cse338 + cse35*(-acc_10*cse336 - cse222*cse256 + cse242*cse248 + cse243*cse245 + cse258 + cse280*cse349 - cse321*e_link2_3 + cse353*ed_link2_1) - h*(-cse239 - cse277*cse349 + cse328 + cse329 + cse355),  # [12, 12]
        cse35*(49.56*acc_11*e_link2_0 + 99.2*acc_12*e_link2_3 + cse222*cse245 + cse243*cse256 - cse270 + cse273 + cse298*cse349 - cse320 - cse322 - cse351*ed_link2_2 - cse353*ed_link2_0 + cse356) + cse357 - h*(-cse234*cse325 - cse263 - cse297*cse349 + cse318),  # [12, 13]
        cse307,  # [12, 31]
        cse359,  # [12, 32]
        cse308,  # [12, 33]
        cse306,  # [12, 34]
        cse358,  # [12, 35]
        cse303,  # [12, 36]
        cse361,  # [12, 37]
        e_link2_2,  # [12, 40]
        cse129,  # [13, 3]
        cse173,  # [13, 4]
        cse196,  # [13, 5]
        cse211,  # [13, 6]
        cse292 + cse35*(0.04*acc_12*e_link2_1 + 0.04*cse230*e_link2_2*ed_link2_3 + 49.6*cse234*e_link2_1*ed_link2_3 + 4*cse244*e_link2_2*ed_link2_2 - cse248*cse285 - cse251*cse360 - cse253*e_link2_2 - cse354) - h*(-cse215*cse248 + cse217*cse245 + 0.04*cse230*cse40 + cse236*cse360 + cse335),  # [13, 10]
        -cse343 + cse35*(0.08*acc_13*e_link2_1 + cse232*cse248 + cse233*cse245 - cse254*cse257 - cse256*cse269 - cse266*cse360 - cse282 + 49.56*cse283 + cse284 + cse352) - h*(-cse218*cse230 + cse261*cse360 - cse278 + cse350),  # [13, 11]
        cse35*(99.2*acc_13*e_link2_2 + cse220*cse248 - cse221*cse245 + cse255*cse256 + cse257*cse285 + 49.56*cse268 + cse274 - cse280*cse360 + cse356) + cse357 - h*(cse216*cse234 + cse248*cse87 + cse262 + cse277*cse360 - cse315),  # [13, 12]
        0.04*cse215 + 49.6*cse217 + cse35*(-cse221*cse256 - cse232*cse257 - cse245*cse255 - cse248*cse254 + cse250*lam_16 - cse271*e_link2_2 - cse281*e_link2_1 - cse298*cse360 - cse331) - h*(-cse249 + 2*cse297*e_link2_0 - cse330 - cse355),  # [13, 13]
        cse346,  # [13, 31]
        cse345,  # [13, 33]
        cse347,  # [13, 34]
        cse344,  # [13, 36]
        cse362,  # [13, 37]
        e_link2_3,  # [13, 40]
        1.0,  # [14, 14]
        -1,  # [14, 28]
        -1,  # [14, 31]
        1.0,  # [15, 15]
        -1,  # [15, 29]
        -1,  # [15, 32]
        1.0,  # [16, 16]
        -1,  # [16, 30]
        -1,  # [16, 33]
        cse35*(-acc_19*cse399 + cse378*cse397 + cse391*ed_link3_1 - cse398*e_link3_1 + cse401*ed_link3_2 + cse403*ed_link3_3 - cse405*ed_link3_3 + cse406) + cse364 + cse366 - h*(-cse378*cse382 + cse385 - cse388 + cse394),  # [17, 17]
        cse35*(cse378*cse415 - cse391*ed_link3_0 + cse401*ed_link3_3 - cse403*ed_link3_2 + cse405*ed_link3_2 - cse414 + cse416*e_link3_2 + 36.32*cse417 + cse421) - cse424 - h*(18.16*cse365*cse380 - cse378*cse408 - cse410 - cse413),  # [17, 18]
        cse35*(cse378*cse434 - cse391*ed_link3_3 - cse401*ed_link3_0 + cse403*ed_link3_1 - cse405*ed_link3_1 + cse416*e_link3_1 + 0.08*cse429 + cse430 - cse432 + cse433) - cse437 - h*(0.04*cse363*cse379 - cse378*cse425 - cse427 - cse428),  # [17, 19]
        cse35*(acc_18*cse399 - acc_19*cse422 + cse378*cse446 + cse391*ed_link3_2 - cse401*ed_link3_1 - cse403*ed_link3_0 + cse405*ed_link3_0 + cse450) + cse438 - h*(-cse363*cse400 + 4*cse365*cse389 - cse378*cse445 - cse441 + cse444),  # [17, 20]
        cse451,  # [17, 26]
        cse411,  # [17, 27]
        cse452,  # [17, 28]
        cse454,  # [17, 29]
        cse456,  # [17, 30]
        cse457,  # [17, 31]
        cse453,  # [17, 32]
        cse455,  # [17, 33]
        e_link3_0,  # [17, 41]
        cse35*(36.32*acc_18*e_link3_0 + 18.12*acc_19*e_link3_3 - cse376*cse397 + 4*cse389*e_link3_3*ed_link3_1 - cse414 - cse418 - cse419 - cse463 - cse465 - cse466*ed_link3_2 - cse467*ed_link3_3 - cse468*ed_link3_3 + 7.4*lam_12) - cse424 - h*(-cse380*cse462 + 2*cse382*e_link3_2 + 4*cse389*e_link3_1*e_link3_3 - cse458 - cse460),  # [18, 17]
        cse35*(-acc_17*cse442 - acc_20*cse383 - cse376*cse415 + 0.04*cse379*e_link3_0*ed_link3_2 + 18.16*cse380*e_link3_3*ed_link3_2 - cse466*ed_link3_3 - cse476 - cse478*ed_link3_0) + cse470 + cse471 - h*(cse376*cse408 + cse388 - cse473 - cse474 + cse475),  # [18, 18]
        cse35*(0.04*acc_17*e_link3_3 - cse376*cse434 + 4*cse392*e_link3_0*ed_link3_0 - cse450 - cse464*e_link3_0 - cse467*ed_link3_1 - cse468*ed_link3_1 - cse478*ed_link3_3) + cse479 - h*(4*cse392*cse469 + 2*cse425*e_link3_2 - cse441 - cse461*cse477 - cse480),  # [18, 19]
        cse35*(0.08*acc_18*e_link3_3 - cse376*cse446 + 18.12*cse431 + cse466*ed_link3_1 + cse467*ed_link3_0 + cse468*ed_link3_0 + cse478*ed_link3_2 + cse483) - cse484 - h*(cse376*cse445 + cse379*cse481 + cse428 + cse468*e_link3_0),  # [18, 20]
        cse485,  # [18, 26]
        cse487,  # [18, 28]
        cse489,  # [18, 30]
        cse486,  # [18, 31]
        cse488,  # [18, 33]
        e_link3_1,  # [18, 41]
        cse35*(18.12*acc_18*e_link3_3 + 0.08*acc_19*e_link3_0 + 18.16*cse380*e_link3_0*ed_link3_3 + 2*cse397*e_link3_1 - cse459*ed_link3_3 - cse472*ed_link3_1 - cse483 - cse492*ed_link3_2) - cse437 - h*(-cse372*cse382 - cse379*cse471 + 18.16*cse380*e_link3_0*e_link3_3 - cse491),  # [19, 17]
        cse35*(-acc_17*cse386 + cse372*cse415 + cse459*ed_link3_2 + cse472*ed_link3_0 + cse482*e_link3_0 - cse492*ed_link3_3 - cse493*ed_link3_2 + cse494) + cse479 - h*(-cse372*cse408 + 0.04*cse379*e_link3_2*e_link3_3 + 4*cse389*cse469 - cse400*cse461 - cse444),  # [19, 18]
        cse35*(-acc_17*cse439 - acc_20*cse386 + cse372*cse434 + cse406 - cse459*ed_link3_1 + cse472*ed_link3_3 + cse492*ed_link3_0 + cse493*ed_link3_1) + cse462 + cse481 - h*(-cse372*cse425 - cse385 + cse473 + cse474 + cse495),  # [19, 19]
        cse35*(18.12*acc_18*e_link3_0 + 36.32*acc_19*e_link3_3 + cse372*cse446 + cse414 - cse418 + cse420 + cse459*ed_link3_0 - cse463 - cse465 - cse472*ed_link3_2 + cse492*ed_link3_1 - cse493*ed_link3_0) + cse496 - h*(-cse372*cse445 - cse380*cse470 - cse413 + cse460),  # [19, 20]
        cse378,  # [19, 26]
        cse390,  # [19, 27]
        cse456,  # [19, 28]
        cse498,  # [19, 29]
        cse457,  # [19, 30]
        cse455,  # [19, 31]
        cse497,  # [19, 32]
        cse452,  # [19, 33]
        e_link3_2,  # [19, 41]
        cse35*(0.04*acc_19*e_link3_1 - cse377*cse397 + 0.04*cse379*e_link3_2*ed_link3_3 + 18.16*cse380*e_link3_1*ed_link3_3 + 4*cse392*e_link3_2*ed_link3_2 - cse398*e_link3_2 - cse494 - cse499*ed_link3_1) + cse438 - h*(-cse363*cse477 + cse365*cse400 + cse377*cse382 + cse379*cse399*e_link3_3 + cse480),  # [20, 17]
        cse35*(0.08*acc_20*e_link3_1 - cse377*cse415 - cse409*ed_link3_2 - cse426*ed_link3_2 + 18.12*cse429 - cse430 + cse432 - cse433 + cse490*ed_link3_3 + cse499*ed_link3_0) - cse484 - h*(-cse366*cse379 + cse377*cse408 - cse427 + cse491),  # [20, 18]
        cse35*(36.32*acc_20*e_link3_2 - cse377*cse434 + cse409*ed_link3_1 + cse414 + 18.12*cse417 + cse421 + cse426*ed_link3_1 - cse490*ed_link3_0 + cse499*ed_link3_3) + cse496 - h*(cse364*cse380 + cse377*cse425 + cse410 - cse458 + cse478*e_link3_1),  # [20, 19]
        cse35*(-acc_18*cse402 - acc_19*cse404 - cse377*cse446 - cse409*ed_link3_0 - cse426*ed_link3_0 - cse476 - cse490*ed_link3_1 - cse499*ed_link3_2) + 0.04*cse363 + 18.16*cse365 - h*(-cse394 + 2*cse445*e_link3_0 - cse475 - cse495),  # [20, 20]
        cse376,  # [20, 26]
        cse488,  # [20, 28]
        cse487,  # [20, 30]
        cse489,  # [20, 31]
        cse486,  # [20, 33]
        e_link3_3,  # [20, 41]
        cse54,  # [21, 3]
        cse37,  # [21, 4]
        cse130,  # [22, 3]
        cse16,  # [22, 4]
        cse12,  # [22, 5]
        cse212,  # [22, 6]
        -1,  # [23, 0]
        -1,  # [24, 1]
        -1,  # [25, 2]
        cse451,  # [26, 17]
        cse485,  # [26, 18]
        cse378,  # [26, 19]
        cse376,  # [26, 20]
        cse411,  # [27, 17]
        cse390,  # [27, 19]
        -1,  # [28, 14]
        cse452,  # [28, 17]
        cse487,  # [28, 18]
        cse456,  # [28, 19]
        cse488,  # [28, 20]
        -1,  # [29, 15]
        cse454,  # [29, 17]
        cse498,  # [29, 19]
        -1,  # [30, 16]
        cse456,  # [30, 17]
        cse489,  # [30, 18]
        cse457,  # [30, 19]
        cse487,  # [30, 20]
        1,  # [31, 7]
        cse303,  # [31, 10]
        cse345,  # [31, 11]
        cse307,  # [31, 12]
        cse346,  # [31, 13]
        -1,  # [31, 14]
        cse457,  # [31, 17]
        cse486,  # [31, 18]
        cse455,  # [31, 19]
        cse489,  # [31, 20]
        1,  # [32, 8]
        cse305,  # [32, 10]
        cse359,  # [32, 12]
        -1,  # [32, 15]
        cse453,  # [32, 17]
        cse497,  # [32, 19]
        1,  # [33, 9]
        cse307,  # [33, 10]
        cse347,  # [33, 11]
        cse308,  # [33, 12]
        cse345,  # [33, 13]
        -1,  # [33, 16]
        cse455,  # [33, 17]
        cse488,  # [33, 18]
        cse452,  # [33, 19]
        cse486,  # [33, 20]
        -1,  # [34, 0]
        cse131,  # [34, 3]
        cse174,  # [34, 4]
        1,  # [34, 7]
        cse308,  # [34, 10]
        cse344,  # [34, 11]
        cse306,  # [34, 12]
        cse347,  # [34, 13]
        -1,  # [35, 1]
        cse72,  # [35, 3]
        cse27,  # [35, 4]
        cse37,  # [35, 5]
        cse54,  # [35, 6]
        1,  # [35, 8]
        cse304,  # [35, 10]
        cse358,  # [35, 12]
        -1,  # [36, 2]
        cse132,  # [36, 3]
        cse72,  # [36, 4]
        cse197,  # [36, 5]
        cse37,  # [36, 6]
        1,  # [36, 9]
        cse306,  # [36, 10]
        cse346,  # [36, 11]
        cse303,  # [36, 12]
        cse344,  # [36, 13]
        cse136,  # [37, 3]
        cse177,  # [37, 4]
        cse198,  # [37, 5]
        cse213,  # [37, 6]
        cse314,  # [37, 10]
        cse348,  # [37, 11]
        cse361,  # [37, 12]
        cse362,  # [37, 13]
        cse137,  # [38, 3]
        cse178,  # [38, 4]
        cse199,  # [38, 5]
        cse214,  # [38, 6]
        e_rotor_0,  # [39, 3]
        e_rotor_1,  # [39, 4]
        e_rotor_2,  # [39, 5]
        e_rotor_3,  # [39, 6]
        e_link2_0,  # [40, 10]
        e_link2_1,  # [40, 11]
        e_link2_2,  # [40, 12]
        e_link2_3,  # [40, 13]
        e_link3_0,  # [41, 17]
        e_link3_1,  # [41, 18]
        e_link3_2,  # [41, 19]
        e_link3_3,  # [41, 20]
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
    # 158 operations after common subexpression elimination
    (
        _, _, r_rotor_z, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, r_link2_z, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
        r_link3_z, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, ed_rotor_0,
        ed_rotor_1, ed_rotor_2, ed_rotor_3, rd_link2_x,
        rd_link2_y, rd_link2_z, ed_link2_0, ed_link2_1,
        ed_link2_2, ed_link2_3, rd_link3_x, rd_link3_y,
        rd_link3_z, ed_link3_0, ed_link3_1, ed_link3_2,
        ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = e_link2_0*ed_link2_1
    cse1 = e_link2_1*ed_link2_0
    cse2 = e_link2_2*ed_link2_3
    cse3 = e_link2_3*ed_link2_2
    cse4 = e_link2_0*ed_link2_2
    cse5 = e_link2_1*ed_link2_3
    cse6 = e_link2_2*ed_link2_0
    cse7 = e_link2_3*ed_link2_1
    cse8 = e_link3_0*ed_link3_1
    cse9 = e_link3_1*ed_link3_0
    cse10 = e_link3_2*ed_link3_3
    cse11 = e_link3_3*ed_link3_2
    cse12 = e_link3_0*ed_link3_2
    cse13 = e_link3_1*ed_link3_3
    cse14 = e_link3_2*ed_link3_0
    cse15 = e_link3_3*ed_link3_1
    cse16 = e_rotor_0*ed_rotor_1
    cse17 = e_rotor_1*ed_rotor_0
    cse18 = e_rotor_2*ed_rotor_3
    cse19 = e_rotor_3*ed_rotor_2
    cse20 = e_rotor_0*ed_rotor_2
    cse21 = e_rotor_1*ed_rotor_3
    cse22 = e_rotor_2*ed_rotor_0
    cse23 = e_rotor_3*ed_rotor_1
    return np.array([
        9.81*r_link2_z + 9.81*r_link3_z + 19.62*r_rotor_z + 0.5*rd_link2_x**2 + 0.5*rd_link2_y**2 + 0.5*rd_link2_z**2 + 0.5*rd_link3_x**2 + 0.5*rd_link3_y**2 + 0.5*rd_link3_z**2 + 1.0*rd_rotor_x**2 + 1.0*rd_rotor_y**2 + 1.0*rd_rotor_z**2 + (1/2)*(2*cse0 - 2*cse1 - 2*cse2 + 2*cse3)*(24.8*cse0 - 24.8*cse1 - 24.8*cse2 + 24.8*cse3) + (1/2)*(-9.08*cse10 + 9.08*cse11 + 9.08*cse8 - 9.08*cse9)*(-2*cse10 + 2*cse11 + 2*cse8 - 2*cse9) + (1/2)*(0.02*cse12 + 0.02*cse13 - 0.02*cse14 - 0.02*cse15)*(2*cse12 + 2*cse13 - 2*cse14 - 2*cse15) + (1/2)*(2*cse16 - 2*cse17 - 2*cse18 + 2*cse19)*(8.0*cse16 - 8.0*cse17 - 8.0*cse18 + 8.0*cse19) + (1/2)*(2*cse20 + 2*cse21 - 2*cse22 - 2*cse23)*(4.0*cse20 + 4.0*cse21 - 4.0*cse22 - 4.0*cse23) + (1/2)*(0.02*cse4 + 0.02*cse5 - 0.02*cse6 - 0.02*cse7)*(2*cse4 + 2*cse5 - 2*cse6 - 2*cse7),  # [0]
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
    # 228 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, r_link2_x,
        r_link2_y, r_link2_z, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, r_link3_x, r_link3_y,
        r_link3_z, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, ed_rotor_0,
        ed_rotor_1, ed_rotor_2, ed_rotor_3, rd_link2_x,
        rd_link2_y, rd_link2_z, ed_link2_0, ed_link2_1,
        ed_link2_2, ed_link2_3, rd_link3_x, rd_link3_y,
        rd_link3_z, ed_link3_0, ed_link3_1, ed_link3_2,
        ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 1.0*rd_link2_x
    cse1 = 1.0*rd_link3_x
    cse2 = 2.0*rd_rotor_x
    cse3 = 1.0*rd_link2_y
    cse4 = 1.0*rd_link3_y
    cse5 = 2.0*rd_rotor_y
    cse6 = 1.0*rd_link2_z
    cse7 = 1.0*rd_link3_z
    cse8 = 2.0*rd_rotor_z
    cse9 = e_link2_0*e_link2_3
    cse10 = 2*ed_link2_2
    cse11 = 2*ed_link2_3
    cse12 = 2*ed_link2_0
    cse13 = 2*ed_link2_1
    cse14 = cse10*e_link2_0 + cse11*e_link2_1 - cse12*e_link2_2 - cse13*e_link2_3
    cse15 = e_link3_0*e_link3_3
    cse16 = 2*ed_link3_2
    cse17 = 2*ed_link3_3
    cse18 = 2*ed_link3_0
    cse19 = 2*ed_link3_1
    cse20 = cse16*e_link3_0 + cse17*e_link3_1 - cse18*e_link3_2 - cse19*e_link3_3
    cse21 = e_rotor_0*e_rotor_3
    cse22 = 2*ed_rotor_2
    cse23 = 2*ed_rotor_3
    cse24 = 2*ed_rotor_0
    cse25 = 2*ed_rotor_1
    cse26 = cse22*e_rotor_0 + cse23*e_rotor_1 - cse24*e_rotor_2 - cse25*e_rotor_3
    cse27 = e_link2_0**2
    cse28 = cse10*e_link2_3 - cse11*e_link2_2 - cse12*e_link2_1 + cse13*e_link2_0
    cse29 = e_link3_0**2
    cse30 = cse16*e_link3_3 - cse17*e_link3_2 - cse18*e_link3_1 + cse19*e_link3_0
    cse31 = e_rotor_0**2
    cse32 = cse22*e_rotor_3 - cse23*e_rotor_2 - cse24*e_rotor_1 + cse25*e_rotor_0
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse14*(-0.02*cse9 + 0.02*e_link2_1*e_link2_2) + cse20*(-0.02*cse15 + 0.02*e_link3_1*e_link3_2) + cse26*(-4.0*cse21 + 4.0*e_rotor_1*e_rotor_2) + cse28*(24.8*cse27 + 24.8*e_link2_1**2 - 12.4) - cse3*r_link2_z + cse30*(9.08*cse29 + 9.08*e_link3_1**2 - 4.54) + cse32*(8.0*cse31 + 8.0*e_rotor_1**2 - 4.0) - cse4*r_link3_z - cse5*r_rotor_z + cse6*r_link2_y + cse7*r_link3_y + cse8*r_rotor_y,  # [3]
        cse0*r_link2_z + cse1*r_link3_z + cse14*(0.02*cse27 + 0.02*e_link2_2**2 - 0.01) + cse2*r_rotor_z + cse20*(0.02*cse29 + 0.02*e_link3_2**2 - 0.01) + cse26*(4.0*cse31 + 4.0*e_rotor_2**2 - 2.0) + cse28*(24.8*cse9 + 24.8*e_link2_1*e_link2_2) + cse30*(9.08*cse15 + 9.08*e_link3_1*e_link3_2) + cse32*(8.0*cse21 + 8.0*e_rotor_1*e_rotor_2) - cse6*r_link2_x - cse7*r_link3_x - cse8*r_rotor_x,  # [4]
        -cse0*r_link2_y - cse1*r_link3_y + cse14*(0.02*e_link2_0*e_link2_1 + 0.02*e_link2_2*e_link2_3) - cse2*r_rotor_y + cse20*(0.02*e_link3_0*e_link3_1 + 0.02*e_link3_2*e_link3_3) + cse26*(4.0*e_rotor_0*e_rotor_1 + 4.0*e_rotor_2*e_rotor_3) + cse28*(-24.8*e_link2_0*e_link2_2 + 24.8*e_link2_1*e_link2_3) + cse3*r_link2_x + cse30*(-9.08*e_link3_0*e_link3_2 + 9.08*e_link3_1*e_link3_3) + cse32*(-8.0*e_rotor_0*e_rotor_2 + 8.0*e_rotor_1*e_rotor_3) + cse4*r_link3_x + cse5*r_rotor_x,  # [5]
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
        r_rotor_x, r_rotor_y, r_rotor_z, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, r_link2_x,
        r_link2_y, r_link2_z, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, r_link3_x, r_link3_y,
        r_link3_z, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = 2*e_rotor_0**2 - 1
    cse1 = 2*e_rotor_0
    cse2 = cse1*e_rotor_3
    cse3 = cse1*e_rotor_2
    cse4 = 2*e_rotor_1
    cse5 = cse1*e_rotor_1
    cse6 = 2*e_link2_0**2 - 1
    cse7 = 2*e_link2_0
    cse8 = cse7*e_link2_3
    cse9 = cse7*e_link2_2
    cse10 = 2*e_link2_1
    cse11 = cse7*e_link2_1
    cse12 = 2*e_link3_0**2 - 1
    cse13 = 2*e_link3_0
    cse14 = cse13*e_link3_3
    cse15 = cse13*e_link3_2
    cse16 = 2*e_link3_1
    cse17 = cse13*e_link3_1
    return np.array([
        r_rotor_x,  # [0, 0]
        r_rotor_y,  # [0, 1]
        r_rotor_z,  # [0, 2]
        cse0 + 2*e_rotor_1**2,  # [0, 3]
        -cse2 + 2*e_rotor_1*e_rotor_2,  # [0, 4]
        cse3 + cse4*e_rotor_3,  # [0, 5]
        cse2 + cse4*e_rotor_2,  # [0, 6]
        cse0 + 2*e_rotor_2**2,  # [0, 7]
        -cse5 + 2*e_rotor_2*e_rotor_3,  # [0, 8]
        -cse3 + 2*e_rotor_1*e_rotor_3,  # [0, 9]
        cse5 + 2*e_rotor_2*e_rotor_3,  # [0, 10]
        cse0 + 2*e_rotor_3**2,  # [0, 11]
        r_link2_x,  # [1, 0]
        r_link2_y,  # [1, 1]
        r_link2_z,  # [1, 2]
        cse6 + 2*e_link2_1**2,  # [1, 3]
        -cse8 + 2*e_link2_1*e_link2_2,  # [1, 4]
        cse10*e_link2_3 + cse9,  # [1, 5]
        cse10*e_link2_2 + cse8,  # [1, 6]
        cse6 + 2*e_link2_2**2,  # [1, 7]
        -cse11 + 2*e_link2_2*e_link2_3,  # [1, 8]
        -cse9 + 2*e_link2_1*e_link2_3,  # [1, 9]
        cse11 + 2*e_link2_2*e_link2_3,  # [1, 10]
        cse6 + 2*e_link2_3**2,  # [1, 11]
        r_link3_x,  # [2, 0]
        r_link3_y,  # [2, 1]
        r_link3_z,  # [2, 2]
        cse12 + 2*e_link3_1**2,  # [2, 3]
        -cse14 + 2*e_link3_1*e_link3_2,  # [2, 4]
        cse15 + cse16*e_link3_3,  # [2, 5]
        cse14 + cse16*e_link3_2,  # [2, 6]
        cse12 + 2*e_link3_2**2,  # [2, 7]
        -cse17 + 2*e_link3_2*e_link3_3,  # [2, 8]
        -cse15 + 2*e_link3_1*e_link3_3,  # [2, 9]
        cse17 + 2*e_link3_2*e_link3_3,  # [2, 10]
        cse12 + 2*e_link3_3**2,  # [2, 11]
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
        _, _, _, e_rotor_0,
        e_rotor_1, e_rotor_2, e_rotor_3, _,
        _, _, e_link2_0, e_link2_1,
        e_link2_2, e_link2_3, _, _,
        _, e_link3_0, e_link3_1, e_link3_2,
        e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, ed_rotor_0,
        ed_rotor_1, ed_rotor_2, ed_rotor_3, rd_link2_x,
        rd_link2_y, rd_link2_z, ed_link2_0, ed_link2_1,
        ed_link2_2, ed_link2_3, rd_link3_x, rd_link3_y,
        rd_link3_z, ed_link3_0, ed_link3_1, ed_link3_2,
        ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2*e_rotor_2
    cse1 = cse0*e_rotor_0
    cse2 = 2*e_rotor_3
    cse3 = 2*ed_rotor_3
    cse4 = 2*ed_rotor_2
    cse5 = cse0*ed_rotor_1 - cse2*ed_rotor_0 + cse3*e_rotor_0 - cse4*e_rotor_1
    cse6 = cse2*e_rotor_0
    cse7 = -cse0*ed_rotor_0 - cse2*ed_rotor_1 + cse3*e_rotor_1 + cse4*e_rotor_0
    cse8 = 2*e_rotor_0**2 - 1
    cse9 = 2*e_rotor_1
    cse10 = -cse0*ed_rotor_3 + cse2*ed_rotor_2 - cse9*ed_rotor_0 + 2*e_rotor_0*ed_rotor_1
    cse11 = cse9*e_rotor_0
    cse12 = 2*e_link2_2
    cse13 = cse12*e_link2_0
    cse14 = 2*e_link2_3
    cse15 = 2*ed_link2_3
    cse16 = 2*ed_link2_2
    cse17 = cse12*ed_link2_1 - cse14*ed_link2_0 + cse15*e_link2_0 - cse16*e_link2_1
    cse18 = cse14*e_link2_0
    cse19 = -cse12*ed_link2_0 - cse14*ed_link2_1 + cse15*e_link2_1 + cse16*e_link2_0
    cse20 = 2*e_link2_0**2 - 1
    cse21 = 2*e_link2_1
    cse22 = -cse12*ed_link2_3 + cse14*ed_link2_2 - cse21*ed_link2_0 + 2*e_link2_0*ed_link2_1
    cse23 = cse21*e_link2_0
    cse24 = 2*e_link3_2
    cse25 = cse24*e_link3_0
    cse26 = 2*e_link3_3
    cse27 = 2*ed_link3_3
    cse28 = 2*ed_link3_2
    cse29 = cse24*ed_link3_1 - cse26*ed_link3_0 + cse27*e_link3_0 - cse28*e_link3_1
    cse30 = cse26*e_link3_0
    cse31 = -cse24*ed_link3_0 - cse26*ed_link3_1 + cse27*e_link3_1 + cse28*e_link3_0
    cse32 = 2*e_link3_0**2 - 1
    cse33 = 2*e_link3_1
    cse34 = -cse24*ed_link3_3 + cse26*ed_link3_2 - cse33*ed_link3_0 + 2*e_link3_0*ed_link3_1
    cse35 = cse33*e_link3_0
    return np.array([
        rd_rotor_x,  # [0, 0]
        rd_rotor_y,  # [0, 1]
        rd_rotor_z,  # [0, 2]
        cse10*(cse8 + 2*e_rotor_1**2) + cse5*(cse1 + cse2*e_rotor_1) + cse7*(-cse6 + 2*e_rotor_1*e_rotor_2),  # [0, 3]
        cse10*(cse0*e_rotor_1 + cse6) + cse5*(-cse11 + 2*e_rotor_2*e_rotor_3) + cse7*(cse8 + 2*e_rotor_2**2),  # [0, 4]
        cse10*(-cse1 + 2*e_rotor_1*e_rotor_3) + cse5*(cse8 + 2*e_rotor_3**2) + cse7*(cse11 + cse2*e_rotor_2),  # [0, 5]
        rd_link2_x,  # [1, 0]
        rd_link2_y,  # [1, 1]
        rd_link2_z,  # [1, 2]
        cse17*(cse13 + cse14*e_link2_1) + cse19*(-cse18 + 2*e_link2_1*e_link2_2) + cse22*(cse20 + 2*e_link2_1**2),  # [1, 3]
        cse17*(-cse23 + 2*e_link2_2*e_link2_3) + cse19*(cse20 + 2*e_link2_2**2) + cse22*(cse12*e_link2_1 + cse18),  # [1, 4]
        cse17*(cse20 + 2*e_link2_3**2) + cse19*(cse14*e_link2_2 + cse23) + cse22*(-cse13 + 2*e_link2_1*e_link2_3),  # [1, 5]
        rd_link3_x,  # [2, 0]
        rd_link3_y,  # [2, 1]
        rd_link3_z,  # [2, 2]
        cse29*(cse25 + cse26*e_link3_1) + cse31*(-cse30 + 2*e_link3_1*e_link3_2) + cse34*(cse32 + 2*e_link3_1**2),  # [2, 3]
        cse29*(-cse35 + 2*e_link3_2*e_link3_3) + cse31*(cse32 + 2*e_link3_2**2) + cse34*(cse24*e_link3_1 + cse30),  # [2, 4]
        cse29*(cse32 + 2*e_link3_3**2) + cse31*(cse26*e_link3_2 + cse35) + cse34*(-cse25 + 2*e_link3_1*e_link3_3),  # [2, 5]
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
        0.750157212000793,  # [1, 3]
        0.6140258560576415,  # [1, 4]
        0.24543106033238243,  # [1, 5]
        -0.6612594709887012,  # [1, 6]
        0.6967213111475145,  # [1, 7]
        0.278056337134458,  # [1, 8]
        -0.00026326970986453467,  # [1, 9]
        -0.37087957976352476,  # [1, 10]
        0.928680929062017,  # [1, 11]
        -5.74555772,  # [2, 0]
        -8.5,  # [2, 1]
        3.26236544,  # [2, 2]
        0.0,  # [2, 3]
        0.47412313479087503,  # [2, 4]
        0.8804585470401622,  # [2, 5]
        -1.0,  # [2, 6]
        0.0,  # [2, 7]
        0.0,  # [2, 8]
        0.0,  # [2, 9]
        -0.8804585470401624,  # [2, 10]
        0.4741231347908755,  # [2, 11]
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

