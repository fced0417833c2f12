# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: four_link
# formulation: re
# scheme: any
# input hash: 183d1ed32509c8b0
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'four_link' in the re formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (18): r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor, theta_rotor, psi_rotor, r_link2_x,
        r_link2_y, r_link2_z, phi_link2, theta_link2, psi_link2, r_link3_x, r_link3_y,
        r_link3_z, phi_link3, theta_link3, psi_link3
    v (18): rd_rotor_x, rd_rotor_y, rd_rotor_z, phid_rotor, thetad_rotor, psid_rotor,
        rd_link2_x, rd_link2_y, rd_link2_z, phid_link2, thetad_link2, psid_link2,
        rd_link3_x, rd_link3_y, rd_link3_z, phid_link3, thetad_link3, psid_link3
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
FORMULATION = 're'
INPUT_HASH = '183d1ed32509c8b0'
N_Q = 18
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
 'energy',
 'momentum',
 'body_frames',
 'body_velocities',
 'initial_frames',
 'initial_velocities',
 'chart']
METADATA = {'mechanism': 'four_link',
 'formulation': 're',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['rotor', 'link2', 'link3'],
 'q_layout': {'rotor': [0, 6], 'link2': [6, 12], 'link3': [12, 18]},
 'v_layout': {'rotor': [0, 6], 'link2': [6, 12], 'link3': [12, 18]},
 'q_names': ['r_rotor_x',
             'r_rotor_y',
             'r_rotor_z',
             'phi_rotor',
             'theta_rotor',
             'psi_rotor',
             'r_link2_x',
             'r_link2_y',
             'r_link2_z',
             'phi_link2',
             'theta_link2',
             'psi_link2',
             'r_link3_x',
             'r_link3_y',
             'r_link3_z',
             'phi_link3',
             'theta_link3',
             'psi_link3'],
 'v_names': ['rd_rotor_x',
             'rd_rotor_y',
             'rd_rotor_z',
             'phid_rotor',
             'thetad_rotor',
             'psid_rotor',
             'rd_link2_x',
             'rd_link2_y',
             'rd_link2_z',
             'phid_link2',
             'thetad_link2',
             'psid_link2',
             'rd_link3_x',
             'rd_link3_y',
             'rd_link3_z',
             'phid_link3',
             'thetad_link3',
             'psid_link3'],
 'n_q': 18,
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
 'input_hash': '183d1ed32509c8b0'}
_tangent_INDEX = (
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]),
)
_Phi_q_INDEX = (
    np.array([0,
     0,
     0,
     1,
     1,
     1,
     2,
     3,
     4,
     5,
     5,
     5,
     6,
     6,
     6,
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
     16,
     16,
     16,
     16,
     16,
     16,
     17,
     17,
     17]),
    np.array([3,
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
     10,
     11,
     14,
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
     4,
     5,
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
     5]),
)
_nu_INDEX = np.array([17])
_gamma_INDEX = np.array([0, 1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
_M_INDEX = (
    np.array([0,
     1,
     2,
     3,
     3,
     4,
     4,
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
     3,
     4,
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
_Q_INDEX = np.array([2, 3, 4, 5, 8, 9, 10, 11, 14, 15, 16, 17])
_Q_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 5, 9, 9, 10, 10, 11, 11, 15, 15, 16, 16, 17, 17]),
    np.array([4, 5, 4, 5, 4, 5, 10, 11, 10, 11, 10, 11, 16, 17, 16, 17, 16, 17]),
)
_Q_v_INDEX = (
    np.array([3, 3, 3, 4, 4, 4, 5, 5, 9, 9, 9, 10, 10, 10, 11, 11, 11, 15, 15, 15, 16, 16, 16, 17, 17, 17]),
    np.array([3, 4, 5, 3, 4, 5, 3, 4, 9, 10, 11, 9, 10, 11, 9, 10, 11, 15, 16, 17, 15, 16, 17, 15, 16, 17]),
)
_Ma_q_INDEX = (
    np.array([3, 3, 4, 4, 9, 9, 10, 10, 11, 11, 15, 15, 16, 16, 17, 17]),
    np.array([4, 5, 4, 5, 10, 11, 10, 11, 10, 11, 16, 17, 16, 17, 16, 17]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3,
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
     5,
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
     10,
     11,
     11,
     11,
     11,
     11,
     11,
     15,
     15,
     15,
     16,
     16,
     16,
     17,
     17,
     17]),
    np.array([3,
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
     18,
     19,
     31,
     32,
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
     31,
     32,
     34,
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
     28,
     29,
     30,
     31,
     32,
     33,
     34,
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
     28,
     29,
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
     10,
     11,
     14,
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
     4,
     5,
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
_initial_frames_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    np.array([5, 7, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2]),
    np.array([1, 3, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 4, 5, 7, 8]),
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
        q: position coordinates (18).
        dv: increment in velocity coordinates (e.g. h v) (18).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 18 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13, dv_14, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    return np.array([
        dv_0 + r_rotor_x,  # [0]
        dv_1 + r_rotor_y,  # [1]
        dv_2 + r_rotor_z,  # [2]
        dv_3 + phi_rotor,  # [3]
        dv_4 + theta_rotor,  # [4]
        dv_5 + psi_rotor,  # [5]
        dv_6 + r_link2_x,  # [6]
        dv_7 + r_link2_y,  # [7]
        dv_8 + r_link2_z,  # [8]
        dv_9 + phi_link2,  # [9]
        dv_10 + theta_link2,  # [10]
        dv_11 + psi_link2,  # [11]
        dv_12 + r_link3_x,  # [12]
        dv_13 + r_link3_y,  # [13]
        dv_14 + r_link3_z,  # [14]
        dv_15 + phi_link3,  # [15]
        dv_16 + theta_link3,  # [16]
        dv_17 + psi_link3,  # [17]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (18).

    Returns:
        ndarray of shape (18, 18), 18 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((18, 18))
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
    )
    return out



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 182 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(theta_rotor)
    cse1 = math.sin(phi_rotor)
    cse2 = math.cos(psi_rotor)
    cse3 = cse1*cse2
    cse4 = math.cos(phi_rotor)
    cse5 = math.sin(psi_rotor)
    cse6 = cse4*cse5
    cse7 = cse0*cse3 + cse6
    cse8 = cse1*cse5
    cse9 = cse2*cse4
    cse10 = -cse0*cse8 + cse9
    cse11 = -r_rotor_x
    cse12 = -r_rotor_y
    cse13 = -r_rotor_z
    cse14 = math.cos(psi_link3)
    cse15 = math.cos(theta_link3)
    cse16 = math.cos(phi_link3)
    cse17 = cse15*cse16
    cse18 = math.sin(phi_link3)
    cse19 = math.sin(psi_link3)
    cse20 = math.sin(theta_link3)
    cse21 = cse16*cse20
    cse22 = 0.8804585470401624*cse14
    cse23 = 0.8804585470401624*cse19
    cse24 = -cse17*cse22 + cse18*cse23 - 0.47412313479087503*cse21
    cse25 = 3.7*cse15*cse18*cse22 + 3.7*cse16*cse23 + 1.7542555987262378*cse18*cse20
    cse26 = -r_link3_x
    cse27 = 3.7*cse24
    cse28 = -r_link3_y
    cse29 = 1.7542555987262378*cse15 - 3.7*cse20*cse22
    cse30 = -r_link3_z
    cse31 = math.cos(psi_link2)
    cse32 = math.sin(phi_link2)
    cse33 = cse31*cse32
    cse34 = math.cos(theta_link2)
    cse35 = 0.37087957976352476*cse34
    cse36 = math.cos(phi_link2)
    cse37 = math.sin(psi_link2)
    cse38 = 0.37087957976352476*cse37
    cse39 = cse31*cse36
    cse40 = cse34*cse37
    cse41 = cse32*cse40
    cse42 = math.sin(theta_link2)
    cse43 = 0.6140258560576415*cse42
    cse44 = 6.1*cse32*cse43 + 6.1*cse33*cse35 + 6.1*cse36*cse38 + 4.249999997999838*cse39 - 4.249999997999838*cse41
    cse45 = cse36*cse40
    cse46 = 6.1*cse32*cse38 + 4.249999997999838*cse33 - 6.1*cse35*cse39 - 6.1*cse36*cse43 + 4.249999997999838*cse45
    cse47 = cse31*cse42
    cse48 = cse37*cse42
    cse49 = 3.745557721951613*cse34 - 2.2623654365575008*cse47 + 4.249999997999838*cse48
    cse50 = -cse0*cse9 + cse8
    cse51 = math.sin(theta_rotor)
    cse52 = cse2*cse51
    cse53 = 0.928680929062017*cse34
    cse54 = 0.24543106033238243*cse42
    cse55 = 0.928680929062017*cse37
    cse56 = 0.7497211555855399*cse51
    cse57 = math.pi*t
    return np.array([
        cse7,  # [0]
        cse10,  # [1]
        cse11,  # [2]
        cse12,  # [3]
        cse13,  # [4]
        0.4741231347908755*cse14*cse17 - 0.4741231347908755*cse18*cse19 - 0.8804585470401622*cse21,  # [5]
        cse24,  # [6]
        -cse25 + cse26 - 4,  # [7]
        -cse27 + cse28 - 8.5,  # [8]
        -cse29 + cse30,  # [9]
        cse25 + cse26 - cse44 + r_link2_x,  # [10]
        cse27 + cse28 - cse46 + r_link2_y,  # [11]
        cse29 + cse30 - cse49 + r_link2_z,  # [12]
        cse11 + cse44 + 2*cse7 + r_link2_x,  # [13]
        cse12 + cse46 + 2*cse50 + r_link2_y,  # [14]
        cse13 + cse49 - 2*cse52 + r_link2_z,  # [15]
        (0.7497211555855399*cse0 - 0.6617538733301699*cse5*cse51)*(0.24543106033238243*cse34 + 0.928680929062017*cse47 + 0.278056337134458*cse48) + (cse1*cse56 - 0.6617538733301699*cse10)*(cse32*cse54 - cse33*cse53 - cse36*cse55 + 0.278056337134458*cse39 - 0.278056337134458*cse41) + (-0.6617538733301699*cse0*cse6 - 0.6617538733301699*cse3 - cse4*cse56)*(-cse32*cse55 + 0.278056337134458*cse33 - cse36*cse54 + cse39*cse53 + 0.278056337134458*cse45),  # [16]
        cse50*math.cos(cse57) - cse52*math.sin(cse57),  # [17]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 79 nonzero.
    """
    # 361 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(theta_rotor)
    cse1 = math.cos(phi_rotor)
    cse2 = math.cos(psi_rotor)
    cse3 = cse1*cse2
    cse4 = math.sin(phi_rotor)
    cse5 = math.sin(psi_rotor)
    cse6 = cse4*cse5
    cse7 = math.sin(theta_rotor)
    cse8 = cse2*cse4
    cse9 = cse0*cse6
    cse10 = cse3 - cse9
    cse11 = cse1*cse5
    cse12 = cse0*cse11
    cse13 = cse0*cse8
    cse14 = math.cos(theta_link3)
    cse15 = math.cos(psi_link3)
    cse16 = math.sin(phi_link3)
    cse17 = cse15*cse16
    cse18 = 0.4741231347908755*cse17
    cse19 = math.sin(psi_link3)
    cse20 = math.cos(phi_link3)
    cse21 = cse19*cse20
    cse22 = 0.4741231347908755*cse21
    cse23 = math.sin(theta_link3)
    cse24 = cse16*cse23
    cse25 = cse15*cse20*cse23
    cse26 = cse14*cse20
    cse27 = 0.8804585470401624*cse17
    cse28 = 0.8804585470401624*cse21
    cse29 = 3.257696624048601*cse19
    cse30 = cse16*cse29
    cse31 = 1.7542555987262378*cse23
    cse32 = cse20*cse31
    cse33 = 3.257696624048601*cse15
    cse34 = cse20*cse33
    cse35 = cse14*cse34
    cse36 = 1.7542555987262378*cse14*cse16
    cse37 = cse16*cse33
    cse38 = cse23*cse37
    cse39 = cse14*cse30
    cse40 = cse20*cse29
    cse41 = cse16*cse31
    cse42 = cse14*cse37
    cse43 = 1.7542555987262378*cse26
    cse44 = cse23*cse34
    cse45 = cse14*cse40
    cse46 = cse14*cse33
    cse47 = cse23*cse29
    cse48 = math.cos(phi_link2)
    cse49 = math.sin(theta_link2)
    cse50 = 3.745557721951613*cse49
    cse51 = cse48*cse50
    cse52 = math.cos(theta_link2)
    cse53 = math.sin(psi_link2)
    cse54 = 4.249999997999838*cse48
    cse55 = cse53*cse54
    cse56 = cse52*cse55
    cse57 = math.cos(psi_link2)
    cse58 = math.sin(phi_link2)
    cse59 = 4.249999997999838*cse58
    cse60 = cse57*cse59
    cse61 = 2.2623654365575008*cse53
    cse62 = cse58*cse61
    cse63 = 2.2623654365575008*cse57
    cse64 = cse52*cse63
    cse65 = cse48*cse64
    cse66 = 3.745557721951613*cse52
    cse67 = cse58*cse66
    cse68 = cse53*cse59
    cse69 = cse49*cse68
    cse70 = cse49*cse57
    cse71 = 2.2623654365575008*cse70
    cse72 = cse58*cse71
    cse73 = cse52*cse60
    cse74 = cse48*cse63
    cse75 = cse52*cse62
    cse76 = cse54*cse57
    cse77 = cse48*cse61
    cse78 = cse50*cse58
    cse79 = cse52*cse68
    cse80 = cse58*cse64
    cse81 = cse48*cse66
    cse82 = cse49*cse55
    cse83 = cse48*cse71
    cse84 = cse58*cse63
    cse85 = cse52*cse76
    cse86 = cse52*cse77
    cse87 = cse52*cse53
    cse88 = 4.249999997999838*cse87
    cse89 = 4.249999997999838*cse70
    cse90 = cse49*cse53
    cse91 = 2.2623654365575008*cse90
    cse92 = 2*cse3
    cse93 = 2*cse8
    cse94 = 2*cse11
    cse95 = cse0*cse2
    cse96 = cse5*cse7
    cse97 = 0.928680929062017*cse57
    cse98 = cse52*cse97
    cse99 = cse48*cse98
    cse100 = 0.278056337134458*cse53
    cse101 = cse100*cse52
    cse102 = cse101*cse48
    cse103 = 0.24543106033238243*cse49
    cse104 = cse103*cse48
    cse105 = 0.928680929062017*cse53
    cse106 = cse105*cse58
    cse107 = 0.278056337134458*cse57
    cse108 = cse107*cse58
    cse109 = cse102 - cse104 - cse106 + cse108 + cse99
    cse110 = 0.6617538733301699*cse6
    cse111 = 0.6617538733301699*cse3
    cse112 = 0.7497211555855399*cse7
    cse113 = cse112*cse4
    cse114 = 0.6617538733301699*cse11
    cse115 = 0.6617538733301699*cse8
    cse116 = cse1*cse112
    cse117 = cse107*cse48
    cse118 = -cse101*cse58 + cse103*cse58 - cse105*cse48 + cse117 - cse58*cse98
    cse119 = 0.928680929062017*cse70
    cse120 = cse100*cse49
    cse121 = 0.24543106033238243*cse52
    cse122 = cse119 + cse120 + cse121
    cse123 = 0.6617538733301699*cse5
    cse124 = 0.7497211555855399*cse0
    cse125 = cse12 + cse8
    cse126 = -cse116 - 0.6617538733301699*cse125
    cse127 = -0.6617538733301699*cse10 + cse113
    cse128 = -cse123*cse7 + cse124
    cse129 = 0.928680929062017*cse87
    cse130 = math.pi*t
    cse131 = math.cos(cse130)
    cse132 = math.sin(cse130)
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        cse0*cse3 - cse6,  # [0, 3]
        -cse7*cse8,  # [0, 4]
        cse10,  # [0, 5]
        -cse12 - cse8,  # [1, 3]
        cse6*cse7,  # [1, 4]
        -cse11 - cse13,  # [1, 5]
        -1,  # [2, 0]
        -1,  # [3, 1]
        -1,  # [4, 2]
        -cse14*cse18 - cse22 + 0.8804585470401622*cse24,  # [5, 15]
        -0.4741231347908755*cse25 - 0.8804585470401622*cse26,  # [5, 16]
        -cse14*cse22 - cse18,  # [5, 17]
        cse14*cse27 + 0.47412313479087503*cse24 + cse28,  # [6, 15]
        0.8804585470401624*cse25 - 0.47412313479087503*cse26,  # [6, 16]
        cse14*cse28 + cse27,  # [6, 17]
        -1,  # [7, 12]
        cse30 - cse32 - cse35,  # [7, 15]
        -cse36 + cse38,  # [7, 16]
        -cse34 + cse39,  # [7, 17]
        -1,  # [8, 13]
        -cse40 - cse41 - cse42,  # [8, 15]
        cse43 - cse44,  # [8, 16]
        -cse37 - cse45,  # [8, 17]
        -1,  # [9, 14]
        cse31 + cse46,  # [9, 16]
        -cse47,  # [9, 17]
        1,  # [10, 6]
        -cse51 + cse56 + cse60 + cse62 - cse65,  # [10, 9]
        -cse67 - cse69 + cse72,  # [10, 10]
        cse55 + cse73 - cse74 + cse75,  # [10, 11]
        -1,  # [10, 12]
        -cse30 + cse32 + cse35,  # [10, 15]
        cse36 - cse38,  # [10, 16]
        cse34 - cse39,  # [10, 17]
        1,  # [11, 7]
        -cse76 - cse77 - cse78 + cse79 - cse80,  # [11, 9]
        cse81 + cse82 - cse83,  # [11, 10]
        cse68 - cse84 - cse85 - cse86,  # [11, 11]
        -1,  # [11, 13]
        cse40 + cse41 + cse42,  # [11, 15]
        -cse43 + cse44,  # [11, 16]
        cse37 + cse45,  # [11, 17]
        1,  # [12, 8]
        cse50 + cse64 - cse88,  # [12, 10]
        -cse89 - cse91,  # [12, 11]
        -1,  # [12, 14]
        -cse31 - cse46,  # [12, 16]
        cse47,  # [12, 17]
        -1,  # [13, 0]
        cse0*cse92 - 2*cse6,  # [13, 3]
        -cse7*cse93,  # [13, 4]
        -2*cse9 + cse92,  # [13, 5]
        1,  # [13, 6]
        cse51 - cse56 - cse60 - cse62 + cse65,  # [13, 9]
        cse67 + cse69 - cse72,  # [13, 10]
        -cse55 - cse73 + cse74 - cse75,  # [13, 11]
        -1,  # [14, 1]
        cse0*cse93 + cse94,  # [14, 3]
        cse7*cse92,  # [14, 4]
        cse0*cse94 + cse93,  # [14, 5]
        1,  # [14, 7]
        cse76 + cse77 + cse78 - cse79 + cse80,  # [14, 9]
        -cse81 - cse82 + cse83,  # [14, 10]
        -cse68 + cse84 + cse85 + cse86,  # [14, 11]
        -1,  # [15, 2]
        -2*cse95,  # [15, 4]
        2*cse96,  # [15, 5]
        1,  # [15, 8]
        -cse50 - cse64 + cse88,  # [15, 10]
        cse89 + cse91,  # [15, 11]
        cse109*(cse0*cse110 - cse111 + cse113) + cse118*(cse0*cse114 + cse115 + cse116),  # [16, 3]
        cse109*(-cse1*cse124 + cse114*cse7) + cse118*(-cse110*cse7 + cse124*cse4) + cse122*(-cse0*cse123 - cse112),  # [16, 4]
        cse109*(-cse0*cse111 + cse110) + cse118*(cse0*cse115 + cse114) - 0.6617538733301699*cse122*cse2*cse7,  # [16, 5]
        cse118*cse126 + cse127*(-cse102 + cse104 + cse106 - cse108 - cse99),  # [16, 9]
        cse126*(-cse119*cse48 - cse120*cse48 - cse121*cse48) + cse127*(cse119*cse58 + cse120*cse58 + cse121*cse58) + cse128*(cse101 - cse103 + cse98),  # [16, 10]
        cse126*(-cse100*cse58 + cse117*cse52 - cse129*cse48 - cse58*cse97) + cse127*(-cse100*cse48 - cse108*cse52 + cse129*cse58 - cse48*cse97) + cse128*(0.278056337134458*cse70 - 0.928680929062017*cse90),  # [16, 11]
        cse131*(cse11 + cse13),  # [17, 3]
        cse131*cse3*cse7 - cse132*cse95,  # [17, 4]
        cse125*cse131 + cse132*cse96,  # [17, 5]
    )
    return out



def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 1 nonzero.
    """
    # 19 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.pi*t
    cse1 = math.cos(psi_rotor)
    out = np.zeros(18)
    out[_nu_INDEX] = (
        math.pi*cse1*math.sin(theta_rotor)*math.cos(cse0) + math.pi*(-cse1*math.cos(phi_rotor)*math.cos(theta_rotor) + math.sin(phi_rotor)*math.sin(psi_rotor))*math.sin(cse0),  # [17]
    )
    return out



def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 15 nonzero.
    """
    # 934 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = math.sin(phi_rotor)
    cse1 = math.cos(psi_rotor)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_rotor)
    cse4 = math.cos(phi_rotor)
    cse5 = math.sin(psi_rotor)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = -cse2 - cse7
    cse9 = cse0*cse5
    cse10 = math.sin(theta_rotor)
    cse11 = cse10*thetad_rotor
    cse12 = cse2*cse3
    cse13 = -cse12 - cse6
    cse14 = cse1*cse4
    cse15 = cse10*cse14
    cse16 = cse12*thetad_rotor
    cse17 = cse10*psid_rotor
    cse18 = cse14*cse3
    cse19 = -cse18 + cse9
    cse20 = cse11*cse2
    cse21 = cse3*cse9
    cse22 = -cse14 + cse21
    cse23 = cse10*cse6
    cse24 = math.sin(theta_link3)
    cse25 = math.cos(phi_link3)
    cse26 = cse24*cse25
    cse27 = math.cos(theta_link3)
    cse28 = math.cos(psi_link3)
    cse29 = cse25*cse28
    cse30 = 0.4741231347908755*cse29
    cse31 = -cse27*cse30
    cse32 = 0.8804585470401622*cse26 + cse31
    cse33 = math.sin(phi_link3)
    cse34 = cse27*cse33
    cse35 = cse24*cse28*cse33
    cse36 = 0.8804585470401622*cse34 + 0.4741231347908755*cse35
    cse37 = math.sin(psi_link3)
    cse38 = cse26*psid_link3
    cse39 = cse37*cse38
    cse40 = cse33*cse37
    cse41 = 0.4741231347908755*cse40
    cse42 = cse27*cse41 - cse30
    cse43 = cse26*thetad_link3
    cse44 = cse37*cse43
    cse45 = 0.47412313479087503*cse34 - 0.8804585470401624*cse35
    cse46 = 0.8804585470401624*cse29
    cse47 = cse27*cse46
    cse48 = 0.47412313479087503*cse26 + cse47
    cse49 = 0.8804585470401624*cse40
    cse50 = -cse27*cse49 + cse46
    cse51 = -cse49
    cse52 = 3.257696624048601*cse40
    cse53 = cse24*cse52
    cse54 = cse53*thetad_link3
    cse55 = 3.257696624048601*cse37
    cse56 = cse25*cse55
    cse57 = cse27*cse56
    cse58 = 3.257696624048601*cse28
    cse59 = cse33*cse58
    cse60 = cse57 + cse59
    cse61 = cse34*cse58
    cse62 = cse24*cse58
    cse63 = cse25*cse62
    cse64 = 1.7542555987262378*cse27
    cse65 = cse25*cse64
    cse66 = cse63 - cse65
    cse67 = 1.7542555987262378*cse24
    cse68 = cse33*cse67
    cse69 = cse61 + cse68
    cse70 = cse53*psid_link3
    cse71 = cse27*cse52
    cse72 = cse25*cse58
    cse73 = cse71 - cse72
    cse74 = cse43*cse55
    cse75 = cse27*cse72
    cse76 = -cse75
    cse77 = cse33*cse62
    cse78 = cse33*cse64
    cse79 = cse77 - cse78
    cse80 = cse25*cse67
    cse81 = cse76 - cse80
    cse82 = cse38*cse55
    cse83 = cse27*cse55
    cse84 = cse83*thetad_link3
    cse85 = cse62*psid_link3
    cse86 = cse83*psid_link3
    cse87 = -cse57 - cse59
    cse88 = -cse61
    cse89 = -cse56
    cse90 = -cse68 + cse88
    cse91 = -cse63 + cse65
    cse92 = math.sin(theta_link2)
    cse93 = math.sin(phi_link2)
    cse94 = math.sin(psi_link2)
    cse95 = 2.2623654365575008*cse94
    cse96 = cse93*cse95
    cse97 = cse92*cse96
    cse98 = math.cos(psi_link2)
    cse99 = cse92*cse98
    cse100 = 4.249999997999838*cse93
    cse101 = cse100*cse99
    cse102 = -cse101 - cse97
    cse103 = math.cos(phi_link2)
    cse104 = math.cos(theta_link2)
    cse105 = cse104*cse95
    cse106 = cse103*cse105
    cse107 = 2.2623654365575008*cse98
    cse108 = cse107*cse93
    cse109 = cse100*cse94
    cse110 = cse104*cse98
    cse111 = 4.249999997999838*cse110
    cse112 = cse103*cse111
    cse113 = cse106 + cse108 - cse109 + cse112
    cse114 = cse104*cse108
    cse115 = cse104*cse94
    cse116 = cse100*cse115
    cse117 = cse114 - cse116
    cse118 = cse103*cse95
    cse119 = 4.249999997999838*cse103
    cse120 = cse119*cse98
    cse121 = cse118 + cse120
    cse122 = cse107*cse92
    cse123 = cse103*cse122
    cse124 = cse92*cse94
    cse125 = 4.249999997999838*cse124
    cse126 = cse103*cse125
    cse127 = 3.745557721951613*cse104
    cse128 = cse103*cse127
    cse129 = cse123 - cse126 - cse128
    cse130 = 3.745557721951613*cse92
    cse131 = cse130*cse93
    cse132 = cse117 + cse131
    cse133 = -cse52
    cse134 = -cse71 + cse72
    cse135 = -cse77 + cse78
    cse136 = cse75 + cse80
    cse137 = cse118*cse92
    cse138 = cse119*cse99
    cse139 = cse137 + cse138
    cse140 = cse105*cse93
    cse141 = cse111*cse93
    cse142 = cse103*cse107
    cse143 = cse119*cse94
    cse144 = cse140 + cse141 - cse142 + cse143
    cse145 = cse104*cse142
    cse146 = cse115*cse119
    cse147 = -cse145 + cse146
    cse148 = cse100*cse98
    cse149 = cse148 + cse96
    cse150 = cse122*cse93
    cse151 = cse125*cse93
    cse152 = cse127*cse93
    cse153 = cse150 - cse151 - cse152
    cse154 = cse103*cse130
    cse155 = cse147 - cse154
    cse156 = -cse105 - cse111
    cse157 = -cse122 + cse125
    cse158 = cse101 + cse97
    cse159 = -cse106 - cse108 + cse109 - cse112
    cse160 = -cse114 + cse116
    cse161 = -cse118 - cse120
    cse162 = -cse131 + cse160
    cse163 = -cse123 + cse126 + cse128
    cse164 = 2*cse14
    cse165 = cse10*phid_rotor
    cse166 = 2*cse9
    cse167 = 2*cse2
    cse168 = -cse167 - 2*cse7
    cse169 = 2*cse6
    cse170 = -2*cse12 - cse169
    cse171 = -cse137 - cse138
    cse172 = -cse140 - cse141 + cse142 - cse143
    cse173 = cse145 - cse146
    cse174 = -cse148 - cse96
    cse175 = cse154 + cse173
    cse176 = -cse150 + cse151 + cse152
    cse177 = cse164 - 2*cse21
    cse178 = -cse166 + 2*cse18
    cse179 = 2*thetad_rotor
    cse180 = cse105 + cse111
    cse181 = cse122 - cse125
    cse182 = cse3*cse5
    cse183 = cse1*cse10
    cse184 = 2*psid_rotor
    cse185 = 0.6617538733301699*cse2
    cse186 = 0.7497211555855399*cse10
    cse187 = cse186*cse4
    cse188 = 0.6617538733301699*cse7
    cse189 = cse187 + cse188
    cse190 = cse185 + cse189
    cse191 = 0.928680929062017*cse94
    cse192 = cse104*cse191
    cse193 = 0.278056337134458*cse93
    cse194 = cse193*cse98
    cse195 = 0.928680929062017*cse98
    cse196 = 0.278056337134458*cse103
    cse197 = cse196*cse94
    cse198 = -cse103*cse195 - cse104*cse194 + cse192*cse93 - cse197
    cse199 = cse193*cse94
    cse200 = cse195*cse93
    cse201 = cse196*cse98
    cse202 = cse104*cse201
    cse203 = cse103*cse192
    cse204 = -cse199 - cse200 + cse202 - cse203
    cse205 = 0.6617538733301699*cse21
    cse206 = 0.6617538733301699*cse14
    cse207 = cse0*cse186
    cse208 = cse205 - cse206 + cse207
    cse209 = cse190*cse198 + cse204*cse208
    cse210 = cse14 - cse21
    cse211 = cse207 - 0.6617538733301699*cse210
    cse212 = cse191*cse92
    cse213 = cse2 + cse7
    cse214 = -cse187 - 0.6617538733301699*cse213
    cse215 = 0.7497211555855399*cse3
    cse216 = cse10*cse5
    cse217 = 0.6617538733301699*cse216
    cse218 = cse215 - cse217
    cse219 = cse211*(cse194*cse92 - cse212*cse93) + cse214*(cse103*cse212 - cse201*cse92) + cse218*(0.278056337134458*cse110 - cse192)
    cse220 = 0.6617538733301699*cse9
    cse221 = cse0*cse215 - cse10*cse220
    cse222 = 0.6617538733301699*cse6
    cse223 = cse10*cse222
    cse224 = cse215*cse4
    cse225 = cse223 - cse224
    cse226 = -cse212 + 0.278056337134458*cse99
    cse227 = -0.6617538733301699*cse182 - cse186
    cse228 = cse198*cse221 + cse204*cse225 + cse226*cse227
    cse229 = 0.6617538733301699*cse12 + cse222
    cse230 = 0.6617538733301699*cse18
    cse231 = cse220 - cse230
    cse232 = 0.6617538733301699*cse183
    cse233 = cse198*cse229 + cse204*cse231 - cse226*cse232
    cse234 = cse198*cse214 + cse211*(cse199 + cse200 - cse202 + cse203)
    cse235 = cse104*cse195
    cse236 = cse235*cse93
    cse237 = cse104*cse199
    cse238 = cse236 + cse237
    cse239 = cse103*cse191
    cse240 = -cse201 + cse239
    cse241 = cse103*cse235
    cse242 = cse104*cse197
    cse243 = -cse241 - cse242
    cse244 = cse191*cse93
    cse245 = -cse194 + cse244
    cse246 = cse195*cse92
    cse247 = 0.278056337134458*cse124
    cse248 = -cse246 - cse247
    cse249 = 0.24543106033238243*cse104
    cse250 = cse199*cse92 + cse246*cse93 + cse249*cse93
    cse251 = cse103*cse249
    cse252 = cse197*cse92
    cse253 = cse103*cse246
    cse254 = -cse251 - cse252 - cse253
    cse255 = cse190*cse250 + cse208*cse254
    cse256 = 0.24543106033238243*cse92
    cse257 = cse256*cse93
    cse258 = cse238 - cse257
    cse259 = cse103*cse256
    cse260 = cse243 + cse259
    cse261 = 0.278056337134458*cse115 + cse235 - cse256
    cse262 = cse221*cse250 + cse225*cse254 + cse227*cse261
    cse263 = cse229*cse250 + cse231*cse254 - cse232*cse261
    cse264 = cse211*(cse251 + cse252 + cse253) + cse214*cse250
    cse265 = cse245 + cse260
    cse266 = cse201 - cse236 - cse237 - cse239 + cse257
    cse267 = cse221*cse265 + cse225*cse266
    cse268 = cse190*cse265 + cse208*cse266
    cse269 = cse229*cse265 + cse231*cse266
    cse270 = cse194 + cse241 + cse242 - cse244 - cse259
    cse271 = cse246 + cse247 + cse249
    cse272 = cse1*cse3
    cse273 = -cse10*cse185*cse266 + cse10*cse206*cse270 - 0.6617538733301699*cse271*cse272
    cse274 = -cse205
    cse275 = cse206 + cse274
    cse276 = cse229*cse270 + cse266*(-cse220 + cse230)
    cse277 = cse221*cse270 + cse266*(-cse223 + cse224)
    cse278 = -cse207
    cse279 = math.pi*t
    cse280 = math.cos(cse279)
    cse281 = math.sin(cse279)
    cse282 = cse183*cse281
    cse283 = cse182*cse281 - cse23*cse280
    cse284 = math.pi*cse281
    cse285 = math.pi*cse280
    cse286 = -cse15*cse284 - cse272*cse285
    cse287 = cse280*(cse18 - cse9)
    cse288 = cse210*cse280
    cse289 = cse284*(cse12 + cse6)
    cse290 = math.pi**2
    cse291 = -cse213*cse284 + cse216*cse285
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        -phid_rotor*(-cse11*cse14 + cse13*phid_rotor + cse8*psid_rotor) - psid_rotor*(cse11*cse9 + cse13*psid_rotor + cse8*phid_rotor) - thetad_rotor*(-cse15*phid_rotor - cse16 + cse17*cse9),  # [0]
        -phid_rotor*(cse11*cse6 + cse19*psid_rotor + cse22*phid_rotor) - psid_rotor*(cse19*phid_rotor + cse20 + cse22*psid_rotor) - thetad_rotor*(cse17*cse2 + cse21*thetad_rotor + cse23*phid_rotor),  # [1]
        -phid_link3*(cse36*thetad_link3 + cse42*psid_link3 + phid_link3*(cse32 + cse41)) - psid_link3*(cse42*phid_link3 + 0.4741231347908755*cse44 + psid_link3*(cse31 + cse41)) - thetad_link3*(cse32*thetad_link3 + cse36*phid_link3 + 0.4741231347908755*cse39),  # [5]
        -phid_link3*(cse45*thetad_link3 + cse50*psid_link3 + phid_link3*(cse48 + cse51)) - psid_link3*(-0.8804585470401624*cse44 + cse50*phid_link3 + psid_link3*(cse47 + cse51)) - thetad_link3*(-0.8804585470401624*cse39 + cse45*phid_link3 + cse48*thetad_link3),  # [6]
        -phid_link3*(cse60*psid_link3 + cse66*thetad_link3 + phid_link3*(cse56 + cse69)) - psid_link3*(-cse54 + cse60*phid_link3 + psid_link3*(cse56 + cse61)) - thetad_link3*(cse66*phid_link3 + cse69*thetad_link3 - cse70),  # [7]
        -phid_link3*(cse73*psid_link3 + cse79*thetad_link3 + phid_link3*(cse52 + cse81)) - psid_link3*(cse73*phid_link3 + cse74 + psid_link3*(cse52 + cse76)) - thetad_link3*(cse79*phid_link3 + cse81*thetad_link3 + cse82),  # [8]
        -psid_link3*(-cse84 - cse85) - thetad_link3*(-cse86 + thetad_link3*(-cse62 + cse64)),  # [9]
        -phid_link2*(cse113*psid_link2 + cse129*thetad_link2 + phid_link2*(cse121 + cse132)) - phid_link3*(cse87*psid_link3 + cse91*thetad_link3 + phid_link3*(cse89 + cse90)) - psid_link2*(cse102*thetad_link2 + cse113*phid_link2 + psid_link2*(cse117 + cse121)) - psid_link3*(cse54 + cse87*phid_link3 + psid_link3*(cse88 + cse89)) - thetad_link2*(cse102*psid_link2 + cse129*phid_link2 + cse132*thetad_link2) - thetad_link3*(cse70 + cse90*thetad_link3 + cse91*phid_link3),  # [10]
        -phid_link2*(cse144*psid_link2 + cse153*thetad_link2 + phid_link2*(cse149 + cse155)) - phid_link3*(cse134*psid_link3 + cse135*thetad_link3 + phid_link3*(cse133 + cse136)) - psid_link2*(cse139*thetad_link2 + cse144*phid_link2 + psid_link2*(cse147 + cse149)) - psid_link3*(cse134*phid_link3 - cse74 + psid_link3*(cse133 + cse75)) - thetad_link2*(cse139*psid_link2 + cse153*phid_link2 + cse155*thetad_link2) - thetad_link3*(cse135*phid_link3 + cse136*thetad_link3 - cse82),  # [11]
        -psid_link2*(cse156*thetad_link2 + cse157*psid_link2) - psid_link3*(cse84 + cse85) - thetad_link2*(cse156*psid_link2 + thetad_link2*(cse127 + cse157)) - thetad_link3*(cse86 + thetad_link3*(cse62 - cse64)),  # [12]
        -phid_link2*(cse159*psid_link2 + cse163*thetad_link2 + phid_link2*(cse161 + cse162)) - phid_rotor*(-cse11*cse164 + cse168*psid_rotor + cse170*phid_rotor) - psid_link2*(cse158*thetad_link2 + cse159*phid_link2 + psid_link2*(cse160 + cse161)) - psid_rotor*(cse11*cse166 + cse168*phid_rotor + cse170*psid_rotor) - thetad_link2*(cse158*psid_link2 + cse162*thetad_link2 + cse163*phid_link2) - thetad_rotor*(-2*cse16 - cse164*cse165 + cse166*cse17),  # [13]
        -phid_link2*(cse172*psid_link2 + cse176*thetad_link2 + phid_link2*(cse174 + cse175)) - phid_rotor*(-cse11*cse167 + cse177*psid_rotor + cse178*phid_rotor) - psid_link2*(cse171*thetad_link2 + cse172*phid_link2 + psid_link2*(cse173 + cse174)) - psid_rotor*(-cse11*cse169 + cse177*phid_rotor + cse178*psid_rotor) - thetad_link2*(cse171*psid_link2 + cse175*thetad_link2 + cse176*phid_link2) - thetad_rotor*(-cse165*cse167 - cse169*cse17 + cse179*cse18),  # [14]
        -psid_link2*(cse180*thetad_link2 + cse181*psid_link2) - psid_rotor*(cse179*cse182 + cse183*cse184) - thetad_link2*(cse180*psid_link2 + thetad_link2*(-cse127 + cse181)) - thetad_rotor*(cse179*cse183 + cse182*cse184),  # [15]
        -phid_link2*(cse234*psid_link2 + cse264*thetad_link2 + cse267*thetad_rotor + cse268*phid_rotor + cse269*psid_rotor + phid_link2*(cse211*(cse240 + cse258) + cse214*cse265)) - phid_rotor*(cse209*psid_link2 + cse255*thetad_link2 + cse268*phid_link2 + cse276*psid_rotor + cse277*thetad_rotor + phid_rotor*(cse190*cse270 + cse266*(cse275 + cse278))) - psid_link2*(cse209*phid_rotor + cse219*thetad_link2 + cse228*thetad_rotor + cse233*psid_rotor + cse234*phid_link2 + psid_link2*(cse211*(cse238 + cse240) + cse214*(cse243 + cse245) + cse218*cse248)) - psid_rotor*(cse233*psid_link2 + cse263*thetad_link2 + cse269*phid_link2 + cse273*thetad_rotor + cse276*phid_rotor + psid_rotor*(cse217*cse271 + cse266*cse275 + cse270*(cse185 + cse188))) - thetad_link2*(cse219*psid_link2 + cse255*phid_rotor + cse262*thetad_rotor + cse263*psid_rotor + cse264*phid_link2 + thetad_link2*(cse211*cse258 + cse214*cse260 + cse218*(cse248 - cse249))) - thetad_rotor*(cse228*psid_link2 + cse262*thetad_link2 + cse267*phid_link2 + cse273*psid_rotor + cse277*phid_rotor + thetad_rotor*(cse189*cse270 + cse266*(cse274 + cse278) + cse271*(-cse215 + cse217))),  # [16]
        cse19*cse280*cse290 - cse282*cse290 - cse286*thetad_rotor + cse289*phid_rotor - cse291*psid_rotor - phid_rotor*(-cse20*cse280 + cse287*phid_rotor + cse288*psid_rotor - cse289) - psid_rotor*(cse283*thetad_rotor + cse288*phid_rotor + cse291 + psid_rotor*(cse282 + cse287)) - thetad_rotor*(-cse165*cse2*cse280 + cse283*psid_rotor + cse286 + thetad_rotor*(cse18*cse280 + cse282)),  # [17]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 31 nonzero.
    """
    # 109 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_rotor, psi_rotor, _, _,
        _, _, theta_link2, psi_link2,
        _, _, _, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(psi_rotor)
    cse1 = cse0**2
    cse2 = math.sin(theta_rotor)
    cse3 = cse2**2
    cse4 = math.sin(psi_rotor)
    cse5 = cse4**2
    cse6 = -2.0*cse0*cse2*cse4
    cse7 = math.cos(psi_link2)
    cse8 = math.sin(theta_link2)
    cse9 = cse7*cse8
    cse10 = math.sin(psi_link2)
    cse11 = cse10*cse8
    cse12 = math.cos(theta_link2)
    cse13 = -8.199617440259894*cse11 + 9.301949428809833*cse12 - 0.00326454440232023*cse9
    cse14 = -0.6612594709887012*cse11 + 0.750157212000793*cse12 - 0.00026326970986453467*cse9
    cse15 = 0.6967213111475145*cse11 + 0.6140258560576415*cse12 - 0.37087957976352476*cse9
    cse16 = 0.006967213111475145*cse11 + 0.006140258560576415*cse12 - 0.0037087957976352478*cse9
    cse17 = 0.37087957976352476*cse10 + 0.6967213111475145*cse7
    cse18 = 0.00026326970986453467*cse10 - 0.6612594709887012*cse7
    cse19 = -6.146724109463332*cse11 + 6.981694727207426*cse12 - 0.004726218041883305*cse9
    cse20 = 0.00326454440232023*cse10 - 8.199617440259894*cse7
    cse21 = 0.0037087957976352478*cse10 + 0.006967213111475145*cse7
    cse22 = 0.004726218041883305*cse10 - 6.146724109463332*cse7
    cse23 = math.sin(psi_link3)
    cse24 = cse23**2
    cse25 = math.sin(theta_link3)
    cse26 = math.cos(psi_link3)
    cse27 = cse25*cse26
    cse28 = math.cos(theta_link3)
    cse29 = -0.8804585470401624*cse27 + 0.47412313479087503*cse28
    cse30 = -0.008804585470401624*cse27 + 0.004741231347908751*cse28
    cse31 = 4.54*cse23*cse27
    cse32 = -0.004174457663761009*cse27 + 0.002247927469439263*cse28
    cse33 = 0.004174457663761009*cse23
    out = np.zeros((18, 18))
    out[_M_INDEX] = (
        2.0,  # [0, 0]
        2.0,  # [1, 1]
        2.0,  # [2, 2]
        4.0*cse1*cse3 + 2.0*cse3*cse5,  # [3, 3]
        cse6,  # [3, 4]
        cse6,  # [4, 3]
        2.0*cse1 + 4.0*cse5,  # [4, 4]
        1.0,  # [6, 6]
        1.0,  # [7, 7]
        1.0,  # [8, 8]
        cse13*cse14 + cse15*cse16,  # [9, 9]
        cse13*cse18 + cse16*cse17,  # [9, 10]
        cse19,  # [9, 11]
        cse14*cse20 + cse15*cse21,  # [10, 9]
        cse17*cse21 + cse18*cse20,  # [10, 10]
        cse22,  # [10, 11]
        cse19,  # [11, 9]
        cse22,  # [11, 10]
        6.981694727207426,  # [11, 11]
        1.0,  # [12, 12]
        1.0,  # [13, 13]
        1.0,  # [14, 14]
        4.54*cse24*cse25**2 + cse29*cse30,  # [15, 15]
        0.8804585470401624*cse23*cse30 + cse31,  # [15, 16]
        cse32,  # [15, 17]
        0.008804585470401624*cse23*cse29 + cse31,  # [16, 15]
        0.007752072530560738*cse24 + 4.54*cse26**2,  # [16, 16]
        cse33,  # [16, 17]
        cse32,  # [17, 15]
        cse33,  # [17, 16]
        0.002247927469439263,  # [17, 17]
    )
    return out



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 12 nonzero.
    """
    # 290 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_rotor, psi_rotor, _, _,
        _, _, theta_link2, psi_link2,
        _, _, _, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(theta_rotor)
    cse1 = cse0*phid_rotor
    cse2 = math.cos(psi_rotor)
    cse3 = cse2*thetad_rotor
    cse4 = 4.0*cse3
    cse5 = 4.0*psid_rotor
    cse6 = math.sin(psi_rotor)
    cse7 = math.sin(theta_rotor)
    cse8 = cse6*cse7
    cse9 = cse8*phid_rotor
    cse10 = cse3 + cse9
    cse11 = 2.0*psid_rotor
    cse12 = cse1*cse4 + cse10*(2.0*cse1 + cse11) - cse3*cse5 - cse5*cse9
    cse13 = cse2*cse7
    cse14 = cse6*thetad_rotor
    cse15 = 2.0*cse14
    cse16 = cse13*phid_rotor
    cse17 = cse14 - cse16
    cse18 = -cse1*cse15 + cse11*cse14 - cse11*cse16 + cse17*(-4.0*cse1 - cse5)
    cse19 = cse10*(-cse15 + 2.0*cse16) + cse17*(cse4 + 4.0*cse9)
    cse20 = math.cos(psi_link2)
    cse21 = math.sin(theta_link2)
    cse22 = cse20*cse21
    cse23 = math.sin(psi_link2)
    cse24 = cse21*cse23
    cse25 = math.cos(theta_link2)
    cse26 = -0.00026326970986453467*cse22 - 0.6612594709887012*cse24 + 0.750157212000793*cse25
    cse27 = phid_link2*psid_link2
    cse28 = cse24*cse27
    cse29 = phid_link2*thetad_link2
    cse30 = cse25*cse29
    cse31 = cse20*cse30
    cse32 = cse23*cse30
    cse33 = psid_link2*thetad_link2
    cse34 = cse20*cse33
    cse35 = cse23*cse33
    cse36 = cse21*cse29
    cse37 = cse22*cse27
    cse38 = 0.6967213111475145*cse20 + 0.37087957976352476*cse23
    cse39 = cse38*thetad_link2
    cse40 = -0.37087957976352476*cse22 + 0.6967213111475145*cse24 + 0.6140258560576415*cse25
    cse41 = cse40*phid_link2
    cse42 = cse39 + cse41 + 0.6140258560576415*psid_link2
    cse43 = 0.278056337134458*cse20 - 0.928680929062017*cse23
    cse44 = cse43*thetad_link2
    cse45 = 0.928680929062017*cse22 + 0.278056337134458*cse24 + 0.24543106033238243*cse25
    cse46 = cse45*phid_link2
    cse47 = cse42*(0.01*cse44 + 0.01*cse46 + 0.0024543106033238244*psid_link2)
    cse48 = -0.00326454440232023*cse28 + 0.00326454440232023*cse31 + 8.199617440259894*cse32 - 0.00326454440232023*cse34 - 8.199617440259894*cse35 + 9.301949428809833*cse36 + 8.199617440259894*cse37 + cse47
    cse49 = -0.6612594709887012*cse20 + 0.00026326970986453467*cse23
    cse50 = cse49*thetad_link2
    cse51 = cse26*phid_link2
    cse52 = cse50 + cse51 + 0.750157212000793*psid_link2
    cse53 = cse52*(-12.4*cse44 - 12.4*cse46 - 3.043345148121542*psid_link2)
    cse54 = -0.0037087957976352478*cse28 + 0.0037087957976352478*cse31 - 0.006967213111475145*cse32 - 0.0037087957976352478*cse34 + 0.006967213111475145*cse35 + 0.006140258560576415*cse36 - 0.006967213111475145*cse37 + cse53
    cse55 = cse52*(12.4*cse39 + 12.4*cse41 + 7.613920615114755*psid_link2)
    cse56 = cse42*(-0.01*cse50 - 0.01*cse51 - 0.00750157212000793*psid_link2)
    cse57 = cse55 + cse56
    cse58 = 0.004726218041883305*cse20
    cse59 = math.sin(psi_link3)
    cse60 = cse59*thetad_link3
    cse61 = math.cos(theta_link3)
    cse62 = cse61*phid_link3
    cse63 = math.cos(psi_link3)
    cse64 = math.sin(theta_link3)
    cse65 = cse63*cse64
    cse66 = 4.54*psid_link3
    cse67 = 0.8804585470401624*cse59
    cse68 = 0.47412313479087503*cse61 - 0.8804585470401624*cse65
    cse69 = cse68*phid_link3
    cse70 = cse67*thetad_link3 + cse69 + 0.47412313479087503*psid_link3
    cse71 = 0.8804585470401622*cse61 + 0.4741231347908755*cse65
    cse72 = cse71*phid_link3
    cse73 = 4.54*cse60*cse62 - 1.0*cse60*cse66 + 1.0*cse65*cse66*phid_link3 + 1.0*cse70*(-0.004741231347908755*cse60 + 0.01*cse72 + 0.008804585470401622*psid_link3)
    cse74 = cse59*cse64
    cse75 = cse74*phid_link3
    cse76 = cse75*psid_link3
    cse77 = cse63*thetad_link3
    cse78 = cse77*psid_link3
    cse79 = cse64*phid_link3*thetad_link3
    cse80 = cse62*cse77
    cse81 = -1.0*cse75 - 1.0*cse77
    cse82 = cse81*(2.1525190319505745*cse60 - 4.54*cse72 - 3.9972818035623368*psid_link3)
    cse83 = -0.008804585470401624*cse76 - 0.008804585470401624*cse78 + 0.004741231347908751*cse79 + 0.008804585470401624*cse80 + cse82
    cse84 = cse81*(3.997281803562337*cse60 + 4.54*cse69 + 2.1525190319505727*psid_link3)
    cse85 = cse70*(0.01*cse75 + 0.01*cse77)
    cse86 = cse84 + cse85
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -19.62,  # [2]
        cse0*cse19 - cse12*cse13 + cse18*cse8,  # [3]
        cse12*cse6 + cse18*cse2,  # [4]
        cse19,  # [5]
        -9.81,  # [8]
        cse26*cse48 + cse40*cse54 + cse45*cse57,  # [9]
        cse38*cse54 + cse43*cse57 + cse48*cse49,  # [10]
        -0.004726218041883305*cse28 + cse30*cse58 + 6.146724109463332*cse32 - cse33*cse58 - 6.146724109463332*cse35 + 6.981694727207426*cse36 + 6.146724109463332*cse37 + 0.750157212000793*cse47 + 0.6140258560576415*cse53 + 0.24543106033238243*cse55 + 0.24543106033238243*cse56,  # [11]
        -9.81,  # [14]
        cse68*cse83 + cse71*cse86 - cse73*cse74,  # [15]
        -0.4741231347908755*cse59*cse86 - cse63*cse73 + cse67*cse83,  # [16]
        -0.004174457663761009*cse76 - 0.004174457663761009*cse78 + 0.002247927469439263*cse79 + 0.004174457663761009*cse80 + 0.47412313479087503*cse82 + 0.8804585470401622*cse84 + 0.8804585470401622*cse85,  # [17]
    )
    return out



def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 18 nonzero.
    """
    # 715 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_rotor, psi_rotor, _, _,
        _, _, theta_link2, psi_link2,
        _, _, _, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(theta_rotor)
    cse1 = math.cos(psi_rotor)
    cse2 = cse1*thetad_rotor
    cse3 = cse0*phid_rotor
    cse4 = 4.0*cse3
    cse5 = 4.0*psid_rotor
    cse6 = math.sin(psi_rotor)
    cse7 = math.sin(theta_rotor)
    cse8 = cse6*cse7
    cse9 = cse8*phid_rotor
    cse10 = cse2 + cse9
    cse11 = 2.0*cse3
    cse12 = 2.0*psid_rotor
    cse13 = cse11 + cse12
    cse14 = cse10*cse13 + cse2*cse4 - cse2*cse5 - cse5*cse9
    cse15 = cse1*cse14
    cse16 = cse3*cse6
    cse17 = cse7*phid_rotor
    cse18 = 4.0*cse2
    cse19 = -2.0*cse10*cse17 + cse13*cse16 - cse16*cse5 - cse17*cse18
    cse20 = cse1*cse7
    cse21 = cse6*thetad_rotor
    cse22 = 2.0*cse21
    cse23 = cse20*phid_rotor
    cse24 = cse21 - cse23
    cse25 = -cse4 - cse5
    cse26 = cse12*cse21 - cse12*cse23 - cse22*cse3 + cse24*cse25
    cse27 = cse26*cse6
    cse28 = cse1*cse3
    cse29 = -cse12*cse28 + cse17*cse22 + 4.0*cse17*cse24 - cse25*cse28
    cse30 = cse18 + 4.0*cse9
    cse31 = -cse22 + 2.0*cse23
    cse32 = cse1*cse10*cse11 + cse16*cse31 + cse24*cse4*cse6 - cse28*cse30
    cse33 = -cse21 + cse23
    cse34 = cse13*cse33 - cse21*cse4 + cse21*cse5 - cse23*cse5
    cse35 = 2.0*cse2
    cse36 = cse10*cse25 + cse12*cse2 + cse12*cse9 - cse3*cse35
    cse37 = cse10*cse30 + cse10*(-cse35 - 2.0*cse9) + cse24*(-4.0*cse21 + 4.0*cse23) + cse31*cse33
    cse38 = math.sin(theta_link2)
    cse39 = math.cos(psi_link2)
    cse40 = 0.00026326970986453467*cse39
    cse41 = math.sin(psi_link2)
    cse42 = 0.6612594709887012*cse41
    cse43 = math.cos(theta_link2)
    cse44 = -cse38*cse40 - cse38*cse42 + 0.750157212000793*cse43
    cse45 = 0.928680929062017*cse41
    cse46 = 0.278056337134458*cse39
    cse47 = -cse45 + cse46
    cse48 = 0.01*thetad_link2
    cse49 = 0.928680929062017*cse39
    cse50 = 0.278056337134458*cse41
    cse51 = cse38*cse49 + cse38*cse50 + 0.24543106033238243*cse43
    cse52 = 0.01*phid_link2
    cse53 = cse47*cse48 + cse51*cse52 + 0.0024543106033238244*psid_link2
    cse54 = 0.6967213111475145*cse41
    cse55 = 0.37087957976352476*cse39
    cse56 = -0.6140258560576415*cse38 + cse43*cse54 - cse43*cse55
    cse57 = cse56*phid_link2
    cse58 = cse53*cse57
    cse59 = -0.24543106033238243*cse38 + cse43*cse49 + cse43*cse50
    cse60 = 0.37087957976352476*cse41
    cse61 = 0.6967213111475145*cse39
    cse62 = cse60 + cse61
    cse63 = cse62*thetad_link2
    cse64 = cse38*cse54 - cse38*cse55 + 0.6140258560576415*cse43
    cse65 = cse64*phid_link2
    cse66 = cse63 + cse65 + 0.6140258560576415*psid_link2
    cse67 = cse59*cse66
    cse68 = phid_link2*psid_link2
    cse69 = cse43*cse68
    cse70 = cse39*cse69
    cse71 = phid_link2*thetad_link2
    cse72 = cse43*cse71
    cse73 = cse38*cse71
    cse74 = cse41*cse73
    cse75 = 0.00326454440232023*cse39
    cse76 = 0.00326454440232023*cse41
    cse77 = cse52*cse67 + cse58 - cse69*cse76 + 8.199617440259894*cse70 + 9.301949428809833*cse72 - cse73*cse75 - 8.199617440259894*cse74
    cse78 = -0.750157212000793*cse38 - cse40*cse43 - cse42*cse43
    cse79 = 0.6612594709887012*cse39
    cse80 = 0.00026326970986453467*cse41
    cse81 = -cse79 + cse80
    cse82 = cse81*thetad_link2
    cse83 = cse44*phid_link2
    cse84 = -0.01*cse82 - 0.01*cse83 - 0.00750157212000793*psid_link2
    cse85 = cse57*cse84
    cse86 = 12.4*cse63 + 12.4*cse65 + 7.613920615114755*psid_link2
    cse87 = cse78*phid_link2
    cse88 = cse86*cse87
    cse89 = cse82 + cse83 + 0.750157212000793*psid_link2
    cse90 = 12.4*phid_link2
    cse91 = -cse52*cse66*cse78 + cse56*cse89*cse90 + cse85 + cse88
    cse92 = cse38*cse68
    cse93 = 8.199617440259894*cse72
    cse94 = psid_link2*thetad_link2
    cse95 = cse39*cse94
    cse96 = cse41*cse94
    cse97 = cse39*cse92
    cse98 = cse41*cse93 + cse53*cse66 + cse72*cse75 + 9.301949428809833*cse73 - cse76*cse92 - 0.00326454440232023*cse95 - 8.199617440259894*cse96 + 8.199617440259894*cse97
    cse99 = cse41*cse92
    cse100 = 0.0037087957976352478*cse39
    cse101 = cse41*cse72
    cse102 = 12.4*thetad_link2
    cse103 = -cse102*cse47 - cse51*cse90 - 3.043345148121542*psid_link2
    cse104 = cse100*cse72 - 0.006967213111475145*cse101 + cse103*cse89 + 0.006140258560576415*cse73 - 0.0037087957976352478*cse95 + 0.006967213111475145*cse96 - 0.006967213111475145*cse97 - 0.0037087957976352478*cse99
    cse105 = cse59*cse89
    cse106 = cse103*cse87
    cse107 = cse41*cse69
    cse108 = -cse100*cse73 - cse105*cse90 + cse106 - 0.0037087957976352478*cse107 - 0.006967213111475145*cse70 + 0.006140258560576415*cse72 + 0.006967213111475145*cse74
    cse109 = cse66*cse84 + cse86*cse89
    cse110 = cse38*cse60 + cse38*cse61
    cse111 = cse110*phid_link2
    cse112 = -cse54 + cse55
    cse113 = cse112*thetad_link2
    cse114 = cse111 + cse113
    cse115 = cse114*cse53
    cse116 = -cse38*cse45 + cse38*cse46
    cse117 = -cse49 - cse50
    cse118 = cse66*(cse116*cse52 + cse117*cse48)
    cse119 = cse115 + cse118 + cse39*cse93 - cse72*cse76 - 8.199617440259894*cse95 + 0.00326454440232023*cse96 - 0.00326454440232023*cse97 - 8.199617440259894*cse99
    cse120 = -cse38*cse79 + cse38*cse80
    cse121 = cse120*phid_link2
    cse122 = cse40 + cse42
    cse123 = cse122*thetad_link2
    cse124 = cse121 + cse123
    cse125 = cse103*cse124
    cse126 = cse89*(-cse102*cse117 - cse116*cse90)
    cse127 = cse39*cse72
    cse128 = -cse100*cse92 - 0.0037087957976352478*cse101 + cse125 + cse126 - 0.006967213111475145*cse127 + 0.006967213111475145*cse95 + 0.0037087957976352478*cse96 + 0.006967213111475145*cse99
    cse129 = cse66*(-0.01*cse121 - 0.01*cse123)
    cse130 = cse114*cse84
    cse131 = cse124*cse86
    cse132 = cse89*(12.4*cse111 + 12.4*cse113)
    cse133 = cse129 + cse130 + cse131 + cse132
    cse134 = math.sin(psi_link3)
    cse135 = cse134*thetad_link3
    cse136 = math.sin(theta_link3)
    cse137 = math.cos(psi_link3)
    cse138 = 0.4741231347908755*cse137
    cse139 = math.cos(theta_link3)
    cse140 = 0.8804585470401622*cse139
    cse141 = cse136*cse138 + cse140
    cse142 = cse141*phid_link3
    cse143 = -0.004741231347908755*cse135 + 0.01*cse142 + 0.008804585470401622*psid_link3
    cse144 = 0.8804585470401624*cse137
    cse145 = -0.47412313479087503*cse136 - cse139*cse144
    cse146 = cse145*phid_link3
    cse147 = -0.8804585470401622*cse136 + cse138*cse139
    cse148 = cse147*phid_link3
    cse149 = 0.47412313479087503*cse139
    cse150 = -cse136*cse144 + cse149
    cse151 = cse150*phid_link3
    cse152 = 0.8804585470401624*cse135 + cse151 + 0.47412313479087503*psid_link3
    cse153 = 0.01*cse152
    cse154 = cse139*phid_link3
    cse155 = 4.54*psid_link3
    cse156 = cse136*phid_link3
    cse157 = -4.54*cse135*cse156 + cse137*cse154*cse155 + cse143*cse146 + cse148*cse153
    cse158 = 1.0*cse134
    cse159 = cse136*cse158
    cse160 = cse135*cse154
    cse161 = cse137*cse156
    cse162 = cse135*psid_link3
    cse163 = cse143*cse152 + cse155*cse161 + 4.54*cse160 - 4.54*cse162
    cse164 = cse158*cse163
    cse165 = 1.0*cse137
    cse166 = -cse156*cse158 - cse165*thetad_link3
    cse167 = cse148*cse166
    cse168 = 2.1525190319505745*cse135 - 4.54*cse142 - 3.9972818035623368*psid_link3
    cse169 = cse154*cse158
    cse170 = 0.004741231347908751*thetad_link3
    cse171 = cse137*thetad_link3
    cse172 = cse156*cse171
    cse173 = 0.008804585470401624*psid_link3
    cse174 = cse134*cse154
    cse175 = cse154*cse170 - 4.54*cse167 - cse168*cse169 - 0.008804585470401624*cse172 - cse173*cse174
    cse176 = cse134*cse156
    cse177 = cse154*cse171
    cse178 = cse156*cse170 + cse166*cse168 - cse171*cse173 - cse173*cse176 + 0.008804585470401624*cse177
    cse179 = 3.997281803562337*thetad_link3
    cse180 = cse134*cse179 + 4.54*cse151 + 2.1525190319505727*psid_link3
    cse181 = 0.01*cse171 + 0.01*cse176
    cse182 = cse152*cse181 + cse166*cse180
    cse183 = cse146*cse181
    cse184 = cse146*cse166
    cse185 = cse153*cse174 - cse169*cse180 + cse183 + 4.54*cse184
    cse186 = 0.8804585470401624*cse134
    cse187 = cse144*thetad_link3 + cse156*cse186
    cse188 = cse143*cse187 + cse152*(-0.004741231347908755*cse171 - 0.004741231347908755*cse176) - cse155*cse171 - cse155*cse176 + 4.54*cse177
    cse189 = cse166*(2.1525190319505745*cse171 + 2.1525190319505745*cse176)
    cse190 = -cse156*cse165 + cse158*thetad_link3
    cse191 = cse168*cse190
    cse192 = cse135*cse173 - 0.008804585470401624*cse160 - cse161*cse173 + cse189 + cse191
    cse193 = 0.4741231347908755*cse134
    cse194 = cse152*(-0.01*cse135 + 0.01*cse161)
    cse195 = cse181*cse187
    cse196 = cse180*cse190
    cse197 = cse166*(cse137*cse179 + 3.997281803562337*cse176)
    cse198 = cse194 + cse195 + cse196 + cse197
    cse199 = 0.004174457663761009*psid_link3
    cse200 = cse134*phid_link3
    out = np.zeros((18, 18))
    out[_Q_q_INDEX] = (
        -cse0*cse15 + cse0*cse27 + cse0*cse32 - cse19*cse20 + cse29*cse8 - cse7*(cse10*cse31 + cse24*cse30),  # [3, 4]
        cse0*cse37 + cse14*cse8 + cse20*cse26 - cse20*cse34 + cse36*cse8,  # [3, 5]
        cse1*cse29 + cse19*cse6,  # [4, 4]
        cse1*cse36 + cse15 - cse27 + cse34*cse6,  # [4, 5]
        cse32,  # [5, 4]
        cse37,  # [5, 5]
        cse104*cse56 + cse108*cse64 + cse109*cse59 + cse44*cse77 + cse51*cse91 + cse78*cse98,  # [9, 10]
        cse104*cse110 + cse109*cse116 + cse119*cse44 + cse120*cse98 + cse128*cse64 + cse133*cse51,  # [9, 11]
        cse108*cse62 + cse47*cse91 + cse77*cse81,  # [10, 10]
        cse104*cse112 + cse109*cse117 + cse119*cse81 + cse122*cse98 + cse128*cse62 + cse133*cse47,  # [10, 11]
        -7.613920615114755*cse105*phid_link2 + 0.6140258560576415*cse106 - 0.004726218041883305*cse107 - 0.004726218041883305*cse39*cse73 + 3.043345148121542*cse57*cse89 + 0.750157212000793*cse58 - 0.0024543106033238244*cse66*cse87 + 0.00750157212000793*cse67*phid_link2 + 6.146724109463332*cse70 + 6.981694727207426*cse72 - 6.146724109463332*cse74 + 0.24543106033238243*cse85 + 0.24543106033238243*cse88,  # [11, 10]
        -0.004726218041883305*cse101 + 0.750157212000793*cse115 + 0.750157212000793*cse118 + 0.6140258560576415*cse125 + 0.6140258560576415*cse126 + 6.146724109463332*cse127 + 0.24543106033238243*cse129 + 0.24543106033238243*cse130 + 0.24543106033238243*cse131 + 0.24543106033238243*cse132 - 6.146724109463332*cse95 + 0.004726218041883305*cse96 - 0.004726218041883305*cse97 - 6.146724109463332*cse99,  # [11, 11]
        -cse139*cse164 + cse141*cse185 + cse145*cse178 + cse147*cse182 + cse150*cse175 - cse157*cse159,  # [15, 16]
        -cse136*cse163*cse165 + cse136*cse178*cse186 - cse136*cse182*cse193 + cse141*cse198 + cse150*cse192 - cse159*cse188,  # [15, 17]
        -cse157*cse165 + cse175*cse186 - cse185*cse193,  # [16, 16]
        -cse138*cse182 + cse144*cse178 + cse164 - cse165*cse188 + cse186*cse192 - cse193*cse198,  # [16, 17]
        -cse140*cse180*cse200 - cse149*cse168*cse200 + 0.008804585470401622*cse152*cse174 + 0.002247927469439263*cse154*thetad_link3 - 2.1525190319505727*cse167 - 0.004174457663761009*cse172 - cse174*cse199 + 0.8804585470401622*cse183 + 3.9972818035623368*cse184,  # [17, 16]
        -0.004174457663761009*cse160 - cse161*cse199 + 0.004174457663761009*cse162 + 0.47412313479087503*cse189 + 0.47412313479087503*cse191 + 0.8804585470401622*cse194 + 0.8804585470401622*cse195 + 0.8804585470401622*cse196 + 0.8804585470401622*cse197,  # [17, 17]
    )
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 26 nonzero.
    """
    # 600 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_rotor, psi_rotor, _, _,
        _, _, theta_link2, psi_link2,
        _, _, _, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(theta_rotor)
    cse1 = math.sin(psi_rotor)
    cse2 = math.sin(theta_rotor)
    cse3 = cse1*cse2
    cse4 = cse3*phid_rotor
    cse5 = math.cos(psi_rotor)
    cse6 = cse5*thetad_rotor
    cse7 = 2.0*cse4 + 2.0*cse6
    cse8 = cse2*cse5
    cse9 = cse8*phid_rotor
    cse10 = 2.0*cse9
    cse11 = cse1*thetad_rotor
    cse12 = 2.0*cse11
    cse13 = cse10 - cse12
    cse14 = 4.0*cse4
    cse15 = 4.0*cse6
    cse16 = cse14 + cse15
    cse17 = 4.0*cse11 - 4.0*cse9
    cse18 = cse13*cse3 - cse16*cse8 + cse17*cse3 + cse7*cse8
    cse19 = cse0*phid_rotor
    cse20 = 4.0*cse19
    cse21 = 4.0*psid_rotor
    cse22 = -cse20 - cse21
    cse23 = 2.0*psid_rotor
    cse24 = -cse0*cse12 - cse0*cse17 - cse22*cse8 - cse23*cse8
    cse25 = 2.0*cse19
    cse26 = cse23 + cse25
    cse27 = cse0*cse15 + cse0*cse7 - cse21*cse3 + cse26*cse3
    cse28 = cse1*cse16 - cse1*cse7 + cse13*cse5 + cse17*cse5
    cse29 = cse1*cse22 + cse1*cse23 - cse1*cse25
    cse30 = cse20*cse5 - cse21*cse5 + cse26*cse5
    cse31 = -cse10 + cse12 - cse17
    cse32 = -cse14 - cse15 + cse7
    cse33 = math.cos(psi_link2)
    cse34 = math.sin(theta_link2)
    cse35 = cse33*cse34
    cse36 = math.sin(psi_link2)
    cse37 = cse34*cse36
    cse38 = math.cos(theta_link2)
    cse39 = 0.928680929062017*cse35 + 0.278056337134458*cse37 + 0.24543106033238243*cse38
    cse40 = -0.6612594709887012*cse33 + 0.00026326970986453467*cse36
    cse41 = cse40*thetad_link2
    cse42 = -0.00026326970986453467*cse35 - 0.6612594709887012*cse37 + 0.750157212000793*cse38
    cse43 = cse42*phid_link2
    cse44 = -0.01*cse41 - 0.01*cse43 - 0.00750157212000793*psid_link2
    cse45 = -0.37087957976352476*cse35 + 0.6967213111475145*cse37 + 0.6140258560576415*cse38
    cse46 = cse44*cse45
    cse47 = 0.6967213111475145*cse33 + 0.37087957976352476*cse36
    cse48 = cse47*thetad_link2
    cse49 = cse45*phid_link2
    cse50 = 12.4*cse48 + 12.4*cse49 + 7.613920615114755*psid_link2
    cse51 = cse42*cse50
    cse52 = cse48 + cse49 + 0.6140258560576415*psid_link2
    cse53 = cse52*(2.632697098645347e-06*cse35 + 0.006612594709887012*cse37 - 0.00750157212000793*cse38)
    cse54 = cse41 + cse43 + 0.750157212000793*psid_link2
    cse55 = cse54*(-4.598906789067708*cse35 + 8.63934425822918*cse37 + 7.613920615114755*cse38)
    cse56 = cse46 + cse51 + cse53 + cse55
    cse57 = cse54*(-11.51564352036901*cse35 - 3.447898580467279*cse37 - 3.043345148121542*cse38)
    cse58 = cse34*thetad_link2
    cse59 = 0.006967213111475145*cse36
    cse60 = cse59*thetad_link2
    cse61 = cse35*psid_link2
    cse62 = 0.278056337134458*cse33 - 0.928680929062017*cse36
    cse63 = cse62*thetad_link2
    cse64 = cse39*phid_link2
    cse65 = -12.4*cse63 - 12.4*cse64 - 3.043345148121542*psid_link2
    cse66 = cse42*cse65
    cse67 = 0.0037087957976352478*cse33
    cse68 = cse67*thetad_link2
    cse69 = 0.0037087957976352478*cse37
    cse70 = -cse38*cse60 + cse38*cse68 + cse57 + 0.006140258560576415*cse58 - 0.006967213111475145*cse61 + cse66 - cse69*psid_link2
    cse71 = 0.01*cse63 + 0.01*cse64 + 0.0024543106033238244*psid_link2
    cse72 = cse45*cse71
    cse73 = cse52*(0.00928680929062017*cse35 + 0.00278056337134458*cse37 + 0.0024543106033238244*cse38)
    cse74 = 8.199617440259894*cse36
    cse75 = cse74*thetad_link2
    cse76 = 0.00326454440232023*cse33
    cse77 = cse76*thetad_link2
    cse78 = 0.00326454440232023*cse37
    cse79 = cse38*cse75 + cse38*cse77 + 9.301949428809833*cse58 + 8.199617440259894*cse61 + cse72 + cse73 - cse78*psid_link2
    cse80 = cse52*(0.006612594709887012*cse33 - 2.632697098645347e-06*cse36)
    cse81 = cse44*cse47
    cse82 = cse40*cse50
    cse83 = cse54*(8.63934425822918*cse33 + 4.598906789067708*cse36)
    cse84 = cse80 + cse81 + cse82 + cse83
    cse85 = cse40*cse65
    cse86 = cse34*phid_link2
    cse87 = cse54*(-3.447898580467279*cse33 + 11.51564352036901*cse36)
    cse88 = cse38*phid_link2
    cse89 = -cse59*cse88 + cse59*psid_link2 + cse67*cse88 - cse67*psid_link2 + cse85 + 0.006140258560576415*cse86 + cse87
    cse90 = cse47*cse71
    cse91 = cse52*(0.00278056337134458*cse33 - 0.00928680929062017*cse36)
    cse92 = cse74*cse88 - cse74*psid_link2 + cse76*cse88 - cse76*psid_link2 + 9.301949428809833*cse86 + cse90 + cse91
    cse93 = 0.6140258560576415*cse44 + 0.750157212000793*cse50 - 0.00750157212000793*cse52 + 7.613920615114755*cse54
    cse94 = cse35*phid_link2
    cse95 = -3.043345148121542*cse54 + cse60 + 0.750157212000793*cse65 - cse68 - cse69*phid_link2 - 0.006967213111475145*cse94
    cse96 = 0.0024543106033238244*cse52 + 0.6140258560576415*cse71 - cse75 - cse77 - cse78*phid_link2 + 8.199617440259894*cse94
    cse97 = 6.146724109463332*cse36
    cse98 = cse97*thetad_link2
    cse99 = 0.004726218041883305*cse33
    cse100 = cse99*thetad_link2
    cse101 = 0.004726218041883305*cse37
    cse102 = math.sin(psi_link3)
    cse103 = 0.8804585470401624*cse102
    cse104 = math.cos(psi_link3)
    cse105 = math.sin(theta_link3)
    cse106 = cse104*cse105
    cse107 = math.cos(theta_link3)
    cse108 = -0.8804585470401624*cse106 + 0.47412313479087503*cse107
    cse109 = cse108*phid_link3
    cse110 = cse103*thetad_link3 + cse109 + 0.47412313479087503*psid_link3
    cse111 = 0.01*cse110
    cse112 = cse102*cse105
    cse113 = cse112*phid_link3
    cse114 = cse104*thetad_link3
    cse115 = 0.01*cse113 + 0.01*cse114
    cse116 = cse108*cse115
    cse117 = cse102*thetad_link3
    cse118 = 4.54*cse109 + 3.997281803562337*cse117 + 2.1525190319505727*psid_link3
    cse119 = 1.0*cse112
    cse120 = 1.0*cse104
    cse121 = -cse119*phid_link3 - cse120*thetad_link3
    cse122 = cse121*(-3.997281803562337*cse106 + 2.1525190319505727*cse107)
    cse123 = cse111*cse112 + cse116 - cse118*cse119 + cse122
    cse124 = 0.4741231347908755*cse106 + 0.8804585470401622*cse107
    cse125 = cse121*(-2.1525190319505745*cse106 - 3.9972818035623368*cse107)
    cse126 = cse124*phid_link3
    cse127 = 2.1525190319505745*cse117 - 4.54*cse126 - 3.9972818035623368*psid_link3
    cse128 = 0.008804585470401624*cse114
    cse129 = 0.004741231347908751*cse105
    cse130 = cse112*psid_link3
    cse131 = cse107*cse128 - cse119*cse127 + cse125 + cse129*thetad_link3 - 0.008804585470401624*cse130
    cse132 = -0.004741231347908755*cse117 + 0.01*cse126 + 0.008804585470401622*psid_link3
    cse133 = 4.54*cse106
    cse134 = 4.54*cse117
    cse135 = cse107*cse134 + cse108*cse132 + cse110*(0.004741231347908755*cse106 + 0.008804585470401622*cse107) + cse133*psid_link3
    cse136 = cse102*cse121
    cse137 = cse104*cse107
    cse138 = cse104*psid_link3
    cse139 = -cse120*cse127 + cse129*phid_link3 + 2.1525190319505745*cse136 + 0.008804585470401624*cse137*phid_link3 - 0.008804585470401624*cse138
    cse140 = cse103*cse115 + cse104*cse111 - cse118*cse120 + 3.997281803562337*cse136
    cse141 = 4.54*cse102
    cse142 = -0.004741231347908755*cse102*cse110 + cse103*cse132 + cse107*cse141*phid_link3 - cse141*psid_link3
    cse143 = 0.47412313479087503*cse115 + 2.1525190319505727*cse121
    cse144 = -0.008804585470401624*cse113 - 3.9972818035623368*cse121 - cse128
    cse145 = 0.008804585470401622*cse110
    cse146 = 0.47412313479087503*cse132 + cse133*phid_link3 - cse134 + cse145
    cse147 = 0.4741231347908755*cse102
    cse148 = 0.8804585470401622*cse118
    cse149 = 0.47412313479087503*cse127
    cse150 = 0.004174457663761009*cse114
    cse151 = 0.002247927469439263*cse105
    cse152 = 0.004174457663761009*phid_link3
    out = np.zeros((18, 18))
    out[_Q_v_INDEX] = (
        cse0*cse18 + cse24*cse3 - cse27*cse8,  # [3, 3]
        cse0*cse28 + cse29*cse3 - cse30*cse8,  # [3, 4]
        cse3*cse31 - cse32*cse8,  # [3, 5]
        cse1*cse27 + cse24*cse5,  # [4, 3]
        cse1*cse30 + cse29*cse5,  # [4, 4]
        cse1*cse32 + cse31*cse5,  # [4, 5]
        cse18,  # [5, 3]
        cse28,  # [5, 4]
        cse39*cse56 + cse42*cse79 + cse45*cse70,  # [9, 9]
        cse39*cse84 + cse42*cse92 + cse45*cse89,  # [9, 10]
        cse39*cse93 + cse42*cse96 + cse45*cse95,  # [9, 11]
        cse40*cse79 + cse47*cse70 + cse56*cse62,  # [10, 9]
        cse40*cse92 + cse47*cse89 + cse62*cse84,  # [10, 10]
        cse40*cse96 + cse47*cse95 + cse62*cse93,  # [10, 11]
        cse100*cse38 - cse101*psid_link2 + cse38*cse98 + 0.24543106033238243*cse46 + 0.24543106033238243*cse51 + 0.24543106033238243*cse53 + 0.24543106033238243*cse55 + 0.6140258560576415*cse57 + 6.981694727207426*cse58 + 6.146724109463332*cse61 + 0.6140258560576415*cse66 + 0.750157212000793*cse72 + 0.750157212000793*cse73,  # [11, 9]
        0.24543106033238243*cse80 + 0.24543106033238243*cse81 + 0.24543106033238243*cse82 + 0.24543106033238243*cse83 + 0.6140258560576415*cse85 + 6.981694727207426*cse86 + 0.6140258560576415*cse87 + cse88*cse97 + cse88*cse99 + 0.750157212000793*cse90 + 0.750157212000793*cse91 - cse97*psid_link2 - cse99*psid_link2,  # [11, 10]
        -cse100 - cse101*phid_link2 + 0.15070101692372578*cse44 + 0.18411187995733844*cse50 + 2.220446049250313e-16*cse54 + 0.4606159242766006*cse65 + 0.4606159242766006*cse71 + 6.146724109463332*cse94 - cse98,  # [11, 11]
        cse108*cse131 - cse119*cse135 + cse123*cse124,  # [15, 15]
        cse108*cse139 - cse119*cse142 + cse124*cse140,  # [15, 16]
        cse108*cse144 - cse119*cse146 + cse124*cse143,  # [15, 17]
        cse103*cse131 - cse120*cse135 - cse123*cse147,  # [16, 15]
        cse103*cse139 - cse120*cse142 - cse140*cse147,  # [16, 16]
        cse103*cse144 - cse120*cse146 - cse143*cse147,  # [16, 17]
        cse107*cse150 + cse112*cse145 - cse112*cse148 - cse112*cse149 + 0.8804585470401622*cse116 + 0.8804585470401622*cse122 + 0.47412313479087503*cse125 - 0.004174457663761009*cse130 + cse151*thetad_link3,  # [17, 15]
        0.7752072530560737*cse102*cse115 + cse104*cse145 - cse104*cse148 - cse104*cse149 + 4.540000000000001*cse136 + cse137*cse152 - 0.004174457663761009*cse138 + cse151*phid_link3,  # [17, 16]
        -cse112*cse152 + 0.4174457663761008*cse115 - cse150,  # [17, 17]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (18).
        a: accelerations (time derivative of v) (18).
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 16 nonzero.
    """
    # 276 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_rotor, psi_rotor, _, _,
        _, _, theta_link2, psi_link2,
        _, _, _, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, acc_3,
        acc_4, _, _, _,
        _, acc_9, acc_10, acc_11,
        _, _, _, acc_15,
        acc_16, acc_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    cse0 = 2.0*acc_4
    cse1 = math.cos(theta_rotor)
    cse2 = math.sin(psi_rotor)
    cse3 = math.cos(psi_rotor)
    cse4 = cse2*cse3
    cse5 = cse1*cse4
    cse6 = math.sin(theta_rotor)
    cse7 = cse2**2*cse6
    cse8 = cse3**2*cse6
    cse9 = 4.0*cse4
    cse10 = 2.0*acc_3
    cse11 = math.sin(theta_link2)
    cse12 = math.cos(theta_link2)
    cse13 = math.sin(psi_link2)
    cse14 = 0.6967213111475145*cse13
    cse15 = math.cos(psi_link2)
    cse16 = 0.37087957976352476*cse15
    cse17 = -0.6140258560576415*cse11 + cse12*cse14 - cse12*cse16
    cse18 = 0.0037087957976352478*cse15
    cse19 = 0.006967213111475145*cse13
    cse20 = -cse11*cse18 + cse11*cse19 + 0.006140258560576415*cse12
    cse21 = -0.006140258560576415*cse11 - cse12*cse18 + cse12*cse19
    cse22 = cse11*cse14 - cse11*cse16 + 0.6140258560576415*cse12
    cse23 = 0.00026326970986453467*cse15
    cse24 = 0.6612594709887012*cse13
    cse25 = -cse11*cse23 - cse11*cse24 + 0.750157212000793*cse12
    cse26 = 8.199617440259894*cse13
    cse27 = 0.00326454440232023*cse15
    cse28 = -9.301949428809833*cse11 - cse12*cse26 - cse12*cse27
    cse29 = -cse11*cse26 - cse11*cse27 + 9.301949428809833*cse12
    cse30 = -0.750157212000793*cse11 - cse12*cse23 - cse12*cse24
    cse31 = 6.146724109463332*cse13
    cse32 = 0.004726218041883305*cse15
    cse33 = -6.981694727207426*cse11 - cse12*cse31 - cse12*cse32
    cse34 = 0.6612594709887012*cse15
    cse35 = 0.00026326970986453467*cse13
    cse36 = -cse34 + cse35
    cse37 = 0.37087957976352476*cse13
    cse38 = 0.6967213111475145*cse15
    cse39 = cse37 + cse38
    cse40 = cse11*cse37 + cse11*cse38
    cse41 = 0.006967213111475145*cse15
    cse42 = 0.0037087957976352478*cse13
    cse43 = cse11*cse41 + cse11*cse42
    cse44 = 8.199617440259894*cse15
    cse45 = 0.00326454440232023*cse13
    cse46 = -cse11*cse44 + cse11*cse45
    cse47 = -cse11*cse34 + cse11*cse35
    cse48 = 0.004726218041883305*cse11*cse13 - 6.146724109463332*cse11*cse15
    cse49 = cse23 + cse24
    cse50 = -cse14 + cse16
    cse51 = cse41 + cse42
    cse52 = -cse44 + cse45
    cse53 = cse31 + cse32
    cse54 = cse18 - cse19
    cse55 = cse26 + cse27
    cse56 = math.sin(theta_link3)
    cse57 = math.cos(theta_link3)
    cse58 = math.cos(psi_link3)
    cse59 = 0.004174457663761009*cse58
    cse60 = -0.002247927469439263*cse56 - cse57*cse59
    cse61 = cse57*cse58
    cse62 = -0.004741231347908751*cse56 - 0.008804585470401624*cse61
    cse63 = math.sin(psi_link3)
    cse64 = 0.8804585470401624*cse63
    cse65 = 4.54*cse61*cse63
    cse66 = 0.008804585470401624*cse58
    cse67 = -cse56*cse66 + 0.004741231347908751*cse57
    cse68 = -0.47412313479087503*cse56 - 0.8804585470401624*cse61
    cse69 = 0.8804585470401624*cse58
    cse70 = -cse56*cse69 + 0.47412313479087503*cse57
    cse71 = cse56*cse63**2
    cse72 = 0.004174457663761009*cse56*cse63
    cse73 = 4.54*cse56*cse58**2 - 4.532247927469439*cse71
    cse74 = 0.008804585470401624*cse63
    cse75 = cse58*cse63
    out = np.zeros((18, 18))
    out[_Ma_q_INDEX] = (
        acc_3*(4.0*cse1*cse7 + 8.0*cse1*cse8) - cse0*cse5,  # [3, 4]
        -acc_3*cse6**2*cse9 + cse0*cse7 - cse0*cse8,  # [3, 5]
        -cse10*cse5,  # [4, 4]
        acc_4*cse9 + cse10*cse7 - cse10*cse8,  # [4, 5]
        acc_10*(cse21*cse39 + cse28*cse36) + acc_11*cse33 + acc_9*(cse17*cse20 + cse21*cse22 + cse25*cse28 + cse29*cse30),  # [9, 10]
        acc_10*(cse20*cse50 + cse29*cse49 + cse36*cse46 + cse39*cse43) + acc_11*cse48 + acc_9*(cse20*cse40 + cse22*cse43 + cse25*cse46 + cse29*cse47),  # [9, 11]
        acc_9*(cse17*cse51 + cse30*cse52),  # [10, 10]
        acc_10*(cse36*cse55 + cse39*cse54 + cse49*cse52 + cse50*cse51) + acc_11*cse53 + acc_9*(cse22*cse54 + cse25*cse55 + cse40*cse51 + cse47*cse52),  # [10, 11]
        acc_9*cse33,  # [11, 10]
        acc_10*cse53 + acc_9*cse48,  # [11, 11]
        acc_15*(9.08*cse57*cse71 + cse62*cse70 + cse67*cse68) + acc_16*(cse62*cse64 + cse65) + acc_17*cse60,  # [15, 16]
        acc_15*(9.08*cse56**2*cse75 + cse56*cse64*cse67 + cse56*cse70*cse74) + acc_16*(cse67*cse69 + cse73) + acc_17*cse72,  # [15, 17]
        acc_15*(cse65 + cse68*cse74),  # [16, 16]
        acc_15*(cse66*cse70 + cse73) - 9.064495854938878*acc_16*cse75 + acc_17*cse59,  # [16, 17]
        acc_15*cse60,  # [17, 16]
        acc_15*cse72 + acc_16*cse59,  # [17, 17]
    )
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (18).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 45 nonzero.
    """
    # 688 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    cse0 = math.sin(phi_rotor)
    cse1 = math.sin(theta_rotor)
    cse2 = 0.7497211555855399*cse1
    cse3 = cse0*cse2
    cse4 = -cse3
    cse5 = math.cos(phi_rotor)
    cse6 = math.cos(psi_rotor)
    cse7 = cse5*cse6
    cse8 = 0.6617538733301699*cse7
    cse9 = math.cos(theta_rotor)
    cse10 = math.sin(psi_rotor)
    cse11 = cse0*cse10
    cse12 = cse11*cse9
    cse13 = 0.6617538733301699*cse12
    cse14 = -cse13
    cse15 = cse14 + cse8
    cse16 = math.cos(theta_link2)
    cse17 = math.cos(psi_link2)
    cse18 = math.sin(phi_link2)
    cse19 = 0.928680929062017*cse18
    cse20 = cse17*cse19
    cse21 = cse16*cse20
    cse22 = math.sin(psi_link2)
    cse23 = math.cos(phi_link2)
    cse24 = 0.928680929062017*cse23
    cse25 = cse22*cse24
    cse26 = 0.278056337134458*cse22
    cse27 = cse16*cse26
    cse28 = cse18*cse27
    cse29 = math.sin(theta_link2)
    cse30 = 0.24543106033238243*cse29
    cse31 = cse18*cse30
    cse32 = 0.278056337134458*cse17
    cse33 = cse23*cse32
    cse34 = -cse21 - cse25 - cse28 + cse31 + cse33
    cse35 = cse0*cse6
    cse36 = 0.6617538733301699*cse35
    cse37 = cse2*cse5
    cse38 = cse10*cse5
    cse39 = cse38*cse9
    cse40 = 0.6617538733301699*cse39
    cse41 = cse37 + cse40
    cse42 = cse36 + cse41
    cse43 = cse17*cse24
    cse44 = cse16*cse43
    cse45 = cse23*cse27
    cse46 = cse23*cse30
    cse47 = cse19*cse22
    cse48 = cse18*cse32
    cse49 = cse44 + cse45 - cse46 - cse47 + cse48
    cse50 = math.pi*t
    cse51 = math.cos(cse50)
    cse52 = cse7*cse9
    cse53 = cse51*(-cse11 + cse52)
    cse54 = cse35*cse9
    cse55 = 2*cse7
    cse56 = cse55*cse9
    cse57 = 2*cse11
    cse58 = 2*cse54
    cse59 = 2*cse38
    cse60 = lam_0*(-cse38 - cse54) + lam_1*(cse12 - cse7) + lam_13*(-cse58 - cse59) + lam_14*(cse56 - cse57)
    cse61 = 0.7497211555855399*cse9
    cse62 = cse5*cse61
    cse63 = 0.6617538733301699*cse38
    cse64 = cse1*cse63
    cse65 = 0.6617538733301699*cse11
    cse66 = cse0*cse61 - cse1*cse65
    cse67 = cse1*lam_13
    cse68 = cse1*lam_1
    cse69 = 2*cse35
    cse70 = cse1*lam_14
    cse71 = cse51*lam_17
    cse72 = cse1*lam_0
    cse73 = -cse1*cse35*cse71 + cse38*cse68 - cse55*cse67 - cse69*cse70 - cse7*cse72 + lam_16*(cse34*(cse62 - cse64) + cse49*cse66)
    cse74 = 0.6617538733301699*cse52
    cse75 = 0.6617538733301699*cse54 + cse63
    cse76 = -cse12 + cse7
    cse77 = cse71*cse76 + lam_0*(-cse35 - cse39) + lam_1*(cse11 - cse52) + lam_13*(-cse59*cse9 - cse69) + lam_14*(-2*cse12 + cse55) + lam_16*(cse34*(-cse65 + cse74) + cse49*cse75)
    cse78 = -cse44 - cse45
    cse79 = cse46 + cse78
    cse80 = cse47 - cse48
    cse81 = cse79 + cse80
    cse82 = cse13 + cse3 - cse8
    cse83 = lam_16*(cse34*cse82 + cse42*cse81)
    cse84 = 0.24543106033238243*cse16
    cse85 = cse26*cse29
    cse86 = cse17*cse29
    cse87 = cse18*cse84 + cse18*cse85 + cse19*cse86
    cse88 = cse23*cse84
    cse89 = cse23*cse85
    cse90 = cse24*cse86
    cse91 = -cse88 - cse89 - cse90
    cse92 = lam_16*(cse42*cse87 + cse82*cse91)
    cse93 = cse16*cse32
    cse94 = cse16*cse22
    cse95 = -cse18*cse93 + cse19*cse94 - cse23*cse26 - cse43
    cse96 = cse18*cse26
    cse97 = cse23*cse93
    cse98 = cse24*cse94
    cse99 = -cse20 - cse96 + cse97 - cse98
    cse100 = lam_16*(cse42*cse95 + cse82*cse99)
    cse101 = math.sin(cse50)
    cse102 = cse1*cse6
    cse103 = cse101*cse102
    cse104 = 0.6617538733301699*cse10
    cse105 = cse1*cse104
    cse106 = 0.928680929062017*cse86
    cse107 = cse106 + cse84 + cse85
    cse108 = 2*lam_15
    cse109 = cse102*cse108
    cse110 = cse10*cse9
    cse111 = cse108*cse110 + cse11*cse72 + cse35*cse68 + cse57*cse67 - cse59*cse70 + lam_16*(-cse1*cse34*cse36 + cse1*cse49*cse8 - 0.6617538733301699*cse107*cse6*cse9) + lam_17*(-cse1*cse38*cse51 + cse101*cse110)
    cse112 = -cse62 + cse64
    cse113 = lam_16*(cse112*cse34 + cse66*cse81)
    cse114 = -cse104*cse9 - cse2
    cse115 = cse16*cse17
    cse116 = 0.928680929062017*cse115 + cse27 - cse30
    cse117 = lam_16*(cse112*cse91 + cse114*cse116 + cse66*cse87)
    cse118 = cse29*cse32
    cse119 = cse22*cse29
    cse120 = cse118 - 0.928680929062017*cse119
    cse121 = lam_16*(cse112*cse99 + cse114*cse120 + cse66*cse95)
    cse122 = cse65 - cse74
    cse123 = lam_16*(cse122*cse34 + cse75*cse81)
    cse124 = 0.6617538733301699*cse102
    cse125 = lam_16*(-cse116*cse124 + cse122*cse91 + cse75*cse87)
    cse126 = lam_16*(-cse120*cse124 + cse122*cse99 + cse75*cse95)
    cse127 = cse3 - 0.6617538733301699*cse76
    cse128 = cse21 + cse28
    cse129 = cse128 - cse31
    cse130 = cse25 - cse33
    cse131 = -0.6617538733301699*cse35 - cse37 - 0.6617538733301699*cse39
    cse132 = 3.745557721951613*cse29
    cse133 = cse132*cse18
    cse134 = 2.2623654365575008*cse18
    cse135 = cse115*cse134
    cse136 = 4.249999997999838*cse18
    cse137 = cse136*cse22
    cse138 = cse137*cse16
    cse139 = -cse135 + cse138
    cse140 = -cse133 + cse139
    cse141 = 2.2623654365575008*cse23
    cse142 = cse141*cse22
    cse143 = 4.249999997999838*cse23
    cse144 = cse143*cse17
    cse145 = -cse142 - cse144
    cse146 = cse132*cse23
    cse147 = cse115*cse141
    cse148 = cse143*cse22
    cse149 = cse148*cse16
    cse150 = -cse147 + cse149
    cse151 = -cse146 + cse150
    cse152 = cse134*cse22
    cse153 = cse136*cse17
    cse154 = cse152 + cse153
    cse155 = cse147 - cse149
    cse156 = cse146 + cse155
    cse157 = -cse152 - cse153
    cse158 = cse135 - cse138
    cse159 = cse133 + cse158
    cse160 = cse142 + cse144
    cse161 = 2.2623654365575008*cse86
    cse162 = cse161*cse18
    cse163 = cse137*cse29
    cse164 = 3.745557721951613*cse16
    cse165 = cse164*cse18
    cse166 = cse161*cse23
    cse167 = cse148*cse29
    cse168 = cse164*cse23
    cse169 = lam_10*(cse166 - cse167 - cse168) + lam_11*(cse162 - cse163 - cse165) + lam_13*(-cse166 + cse167 + cse168) + lam_14*(-cse162 + cse163 + cse165) + lam_16*(cse127*(cse88 + cse89 + cse90) + cse131*cse87)
    cse170 = 2.2623654365575008*cse94
    cse171 = cse170*cse18
    cse172 = cse153*cse16
    cse173 = cse141*cse17
    cse174 = cse170*cse23
    cse175 = cse134*cse17
    cse176 = cse144*cse16
    cse177 = lam_10*(-cse137 + cse174 + cse175 + cse176) + lam_11*(cse148 + cse171 + cse172 - cse173) + lam_13*(cse137 - cse174 - cse175 - cse176) + lam_14*(-cse148 - cse171 - cse172 + cse173) + lam_16*(cse127*(cse20 + cse96 - cse97 + cse98) + cse131*cse95)
    cse178 = -cse105 + cse61
    cse179 = -cse106 - cse85
    cse180 = 4.249999997999838*cse119
    cse181 = cse161 - cse180
    cse182 = -cse161 + cse180
    cse183 = 4.249999997999838*cse115
    cse184 = cse119*cse141
    cse185 = cse144*cse29
    cse186 = cse119*cse134
    cse187 = cse153*cse29
    cse188 = lam_10*(-cse186 - cse187) + lam_11*(cse184 + cse185) + lam_12*(-cse170 - cse183) + lam_13*(cse186 + cse187) + lam_14*(-cse184 - cse185) + lam_15*(cse170 + cse183) + lam_16*(cse127*(cse118*cse18 - cse119*cse19) + cse131*(-cse118*cse23 + cse119*cse24) + cse178*(cse93 - 0.928680929062017*cse94))
    cse189 = math.cos(phi_link3)
    cse190 = math.sin(theta_link3)
    cse191 = cse189*cse190
    cse192 = 1.7542555987262378*cse191
    cse193 = math.cos(theta_link3)
    cse194 = math.cos(psi_link3)
    cse195 = cse189*cse194
    cse196 = 3.257696624048601*cse195
    cse197 = cse193*cse196
    cse198 = math.sin(phi_link3)
    cse199 = math.sin(psi_link3)
    cse200 = cse198*cse199
    cse201 = 3.257696624048601*cse200
    cse202 = cse197 - cse201
    cse203 = 0.8804585470401624*cse200
    cse204 = -cse203
    cse205 = 0.8804585470401624*cse195
    cse206 = cse193*cse205
    cse207 = 0.47412313479087503*cse191 + cse206
    cse208 = 3.257696624048601*cse199
    cse209 = cse189*cse208
    cse210 = -cse209
    cse211 = cse193*cse198
    cse212 = 3.257696624048601*cse194
    cse213 = cse211*cse212
    cse214 = -cse213
    cse215 = cse190*cse198
    cse216 = 1.7542555987262378*cse215
    cse217 = cse214 - cse216
    cse218 = -cse192
    cse219 = -cse197
    cse220 = cse201 + cse219
    cse221 = cse213 + cse216
    cse222 = 0.4741231347908755*cse200
    cse223 = 0.4741231347908755*cse195
    cse224 = -cse193*cse223
    cse225 = 0.8804585470401622*cse191 + cse224
    cse226 = cse212*cse215
    cse227 = 1.7542555987262378*cse193
    cse228 = cse198*cse227
    cse229 = cse191*cse212
    cse230 = cse189*cse227
    cse231 = cse194*cse215
    cse232 = lam_10*(-cse229 + cse230) + lam_11*(-cse226 + cse228) + lam_5*(0.8804585470401622*cse211 + 0.4741231347908755*cse231) + lam_6*(0.47412313479087503*cse211 - 0.8804585470401624*cse231) + lam_7*(cse229 - cse230) + lam_8*(cse226 - cse228)
    cse233 = cse193*cse201
    cse234 = cse193*cse209
    cse235 = cse198*cse212
    cse236 = lam_10*(-cse234 - cse235) + lam_11*(cse196 - cse233) + lam_5*(cse193*cse222 - cse223) + lam_6*(-cse193*cse203 + cse205) + lam_7*(cse234 + cse235) + lam_8*(-cse196 + cse233)
    cse237 = cse190*cse212
    cse238 = cse193*cse208
    cse239 = cse190*cse201
    cse240 = cse191*cse208
    cse241 = cse191*cse199
    cse242 = cse238*lam_12 - cse238*lam_9 + cse239*lam_10 - cse239*lam_7 - cse240*lam_11 + cse240*lam_8 + 0.4741231347908755*cse241*lam_5 - 0.8804585470401624*cse241*lam_6
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        cse53*lam_17 + cse60 + lam_16*(cse34*(cse15 + cse4) + cse42*cse49),  # [3, 3]
        cse73,  # [3, 4]
        cse77,  # [3, 5]
        cse83,  # [3, 9]
        cse92,  # [3, 10]
        cse100,  # [3, 11]
        cse73,  # [4, 3]
        cse109 + cse12*lam_1 - cse54*lam_0 + cse56*lam_14 - cse58*lam_13 + lam_16*(cse107*(cse105 - cse61) + cse34*(cse14 + cse4) + cse41*cse49) + lam_17*(cse103 + cse51*cse52),  # [4, 4]
        cse111,  # [4, 5]
        cse113,  # [4, 9]
        cse117,  # [4, 10]
        cse121,  # [4, 11]
        cse77,  # [5, 3]
        cse111,  # [5, 4]
        cse109 + cse60 + lam_16*(cse105*cse107 + cse15*cse34 + cse49*(cse36 + cse40)) + lam_17*(cse103 + cse53),  # [5, 5]
        cse123,  # [5, 9]
        cse125,  # [5, 10]
        cse126,  # [5, 11]
        cse83,  # [9, 3]
        cse113,  # [9, 4]
        cse123,  # [9, 5]
        lam_10*(cse159 + cse160) + lam_11*(cse151 + cse154) + lam_13*(cse140 + cse145) + lam_14*(cse156 + cse157) + lam_16*(cse127*(cse129 + cse130) + cse131*cse81),  # [9, 9]
        cse169,  # [9, 10]
        cse177,  # [9, 11]
        cse92,  # [10, 3]
        cse117,  # [10, 4]
        cse125,  # [10, 5]
        cse169,  # [10, 9]
        cse140*lam_13 + cse151*lam_11 + cse156*lam_14 + cse159*lam_10 + lam_12*(cse164 + cse182) + lam_15*(-cse164 + cse181) + lam_16*(cse127*cse129 + cse131*cse79 + cse178*(cse179 - cse84)),  # [10, 10]
        cse188,  # [10, 11]
        cse100,  # [11, 3]
        cse121,  # [11, 4]
        cse126,  # [11, 5]
        cse177,  # [11, 9]
        cse188,  # [11, 10]
        cse181*lam_15 + cse182*lam_12 + lam_10*(cse158 + cse160) + lam_11*(cse150 + cse154) + lam_13*(cse139 + cse145) + lam_14*(cse155 + cse157) + lam_16*(cse127*(cse128 + cse130) + cse131*(cse78 + cse80) + cse178*cse179),  # [11, 11]
        lam_10*(cse210 + cse217) + lam_11*(cse192 + cse202) + lam_5*(cse222 + cse225) + lam_6*(cse204 + cse207) + lam_7*(cse209 + cse221) + lam_8*(cse218 + cse220),  # [15, 15]
        cse232,  # [15, 16]
        cse236,  # [15, 17]
        cse232,  # [16, 15]
        cse207*lam_6 + cse217*lam_10 + cse221*lam_7 + cse225*lam_5 + lam_11*(cse192 + cse197) + lam_12*(-cse227 + cse237) + lam_8*(cse218 + cse219) + lam_9*(cse227 - cse237),  # [16, 16]
        cse242,  # [16, 17]
        cse236,  # [17, 15]
        cse242,  # [17, 16]
        cse202*lam_11 + cse220*lam_8 + cse237*lam_12 - cse237*lam_9 + lam_10*(cse210 + cse214) + lam_5*(cse222 + cse224) + lam_6*(cse204 + cse206) + lam_7*(cse209 + cse213),  # [17, 17]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        a: accelerations (time derivative of v) (18).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (36,), 36 nonzero.
    """
    # 983 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, _, acc_6, acc_7,
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

    cse0 = math.cos(theta_rotor)
    cse1 = math.cos(phi_rotor)
    cse2 = math.cos(psi_rotor)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.sin(phi_rotor)
    cse6 = math.sin(psi_rotor)
    cse7 = cse5*cse6
    cse8 = math.pi*t
    cse9 = math.cos(cse8)
    cse10 = cse1*cse6
    cse11 = cse2*cse5
    cse12 = cse0*cse11
    cse13 = cse10 + cse12
    cse14 = cse0*cse10
    cse15 = cse2*thetad_rotor
    cse16 = 4.0*cse15
    cse17 = cse0*phid_rotor
    cse18 = 4.0*psid_rotor
    cse19 = math.sin(theta_rotor)
    cse20 = cse19*cse6
    cse21 = cse20*phid_rotor
    cse22 = cse15 + cse21
    cse23 = 2.0*psid_rotor
    cse24 = -cse15*cse18 + cse16*cse17 - cse18*cse21 + cse22*(2.0*cse17 + cse23)
    cse25 = cse19*cse2
    cse26 = cse6*thetad_rotor
    cse27 = 2.0*cse26
    cse28 = cse25*phid_rotor
    cse29 = cse26 - cse28
    cse30 = -cse17*cse27 + cse23*cse26 - cse23*cse28 + cse29*(-4.0*cse17 - cse18)
    cse31 = cse22*(-cse27 + 2.0*cse28) + cse29*(cse16 + 4.0*cse21)
    cse32 = 2*cse7
    cse33 = 2*cse10
    cse34 = 2*cse11
    cse35 = math.cos(phi_link2)
    cse36 = math.cos(theta_link2)
    cse37 = math.cos(psi_link2)
    cse38 = 0.928680929062017*cse37
    cse39 = cse36*cse38
    cse40 = cse35*cse39
    cse41 = math.sin(psi_link2)
    cse42 = cse36*cse41
    cse43 = 0.278056337134458*cse42
    cse44 = cse35*cse43
    cse45 = math.sin(theta_link2)
    cse46 = 0.24543106033238243*cse45
    cse47 = cse35*cse46
    cse48 = math.sin(phi_link2)
    cse49 = 0.928680929062017*cse41
    cse50 = cse48*cse49
    cse51 = 0.278056337134458*cse37
    cse52 = cse48*cse51
    cse53 = cse40 + cse44 - cse47 - cse50 + cse52
    cse54 = cse0*cse7
    cse55 = 0.7497211555855399*cse19
    cse56 = cse5*cse55
    cse57 = cse1*cse55
    cse58 = cse35*cse49
    cse59 = cse35*cse51
    cse60 = -cse39*cse48 - cse43*cse48 + cse46*cse48 - cse58 + cse59
    cse61 = 2.0*cse25*cse6
    cse62 = cse2**2
    cse63 = cse19**2
    cse64 = cse6**2
    cse65 = 2*cse3
    cse66 = cse0*cse2
    cse67 = 2*lam_15
    cse68 = cse37*cse45
    cse69 = 0.928680929062017*cse68
    cse70 = cse41*cse45
    cse71 = 0.278056337134458*cse70
    cse72 = 0.24543106033238243*cse36
    cse73 = cse69 + cse71 + cse72
    cse74 = 0.6617538733301699*cse6
    cse75 = 0.6617538733301699*cse10
    cse76 = 0.7497211555855399*cse0
    cse77 = 0.6617538733301699*cse7
    cse78 = math.sin(cse8)
    cse79 = cse11 + cse14
    cse80 = cse3 - cse54
    cse81 = 0.750157212000793*cse36 - 0.00026326970986453467*cse68 - 0.6612594709887012*cse70
    cse82 = 0.00326454440232023*cse41
    cse83 = cse45*phid_link2
    cse84 = cse83*psid_link2
    cse85 = cse36*cse37
    cse86 = phid_link2*thetad_link2
    cse87 = cse85*cse86
    cse88 = cse42*cse86
    cse89 = psid_link2*thetad_link2
    cse90 = cse37*cse89
    cse91 = cse41*cse89
    cse92 = cse83*thetad_link2
    cse93 = 8.199617440259894*cse37
    cse94 = 0.37087957976352476*cse41
    cse95 = 0.6967213111475145*cse37
    cse96 = cse94 + cse95
    cse97 = cse96*thetad_link2
    cse98 = 0.6140258560576415*cse36 - 0.37087957976352476*cse68 + 0.6967213111475145*cse70
    cse99 = cse98*phid_link2
    cse100 = cse97 + cse99 + 0.6140258560576415*psid_link2
    cse101 = -cse49 + cse51
    cse102 = cse101*thetad_link2
    cse103 = cse73*phid_link2
    cse104 = cse100*(0.01*cse102 + 0.01*cse103 + 0.0024543106033238244*psid_link2)
    cse105 = cse104 - cse82*cse84 + cse84*cse93 + 0.00326454440232023*cse87 + 8.199617440259894*cse88 - 0.00326454440232023*cse90 - 8.199617440259894*cse91 + 9.301949428809833*cse92
    cse106 = 0.0037087957976352478*cse41
    cse107 = 0.006967213111475145*cse37
    cse108 = -0.6612594709887012*cse37 + 0.00026326970986453467*cse41
    cse109 = cse108*thetad_link2
    cse110 = cse81*phid_link2
    cse111 = cse109 + cse110 + 0.750157212000793*psid_link2
    cse112 = cse111*(-12.4*cse102 - 12.4*cse103 - 3.043345148121542*psid_link2)
    cse113 = -cse106*cse84 - cse107*cse84 + cse112 + 0.0037087957976352478*cse87 - 0.006967213111475145*cse88 - 0.0037087957976352478*cse90 + 0.006967213111475145*cse91 + 0.006140258560576415*cse92
    cse114 = cse111*(12.4*cse97 + 12.4*cse99 + 7.613920615114755*psid_link2)
    cse115 = cse100*(-0.01*cse109 - 0.01*cse110 - 0.00750157212000793*psid_link2)
    cse116 = cse114 + cse115
    cse117 = 3.745557721951613*cse45
    cse118 = cse117*cse35
    cse119 = 4.249999997999838*cse35
    cse120 = cse119*cse41
    cse121 = cse120*cse36
    cse122 = 4.249999997999838*cse48
    cse123 = cse122*cse37
    cse124 = cse41*cse48
    cse125 = 2.2623654365575008*cse124
    cse126 = 2.2623654365575008*cse37
    cse127 = cse126*cse36
    cse128 = cse127*cse35
    cse129 = cse119*cse37
    cse130 = cse35*cse41
    cse131 = 2.2623654365575008*cse130
    cse132 = cse117*cse48
    cse133 = cse122*cse41
    cse134 = cse133*cse36
    cse135 = cse127*cse48
    cse136 = -cse57 - 0.6617538733301699*cse79
    cse137 = cse56 - 0.6617538733301699*cse80
    cse138 = 9.301949428809833*cse36 - 0.00326454440232023*cse68 - 8.199617440259894*cse70
    cse139 = 0.006140258560576415*cse36 - 0.0037087957976352478*cse68 + 0.006967213111475145*cse70
    cse140 = 6.981694727207426*cse36 - 0.004726218041883305*cse68 - 6.146724109463332*cse70
    cse141 = 3.745557721951613*cse36
    cse142 = cse141*cse48
    cse143 = cse122*cse70
    cse144 = cse126*cse48
    cse145 = cse144*cse45
    cse146 = cse141*cse35
    cse147 = cse119*cse70
    cse148 = cse126*cse35
    cse149 = cse148*cse45
    cse150 = 4.249999997999838*cse42
    cse151 = -cse19*cse74 + cse76
    cse152 = 6.146724109463332*cse37
    cse153 = 0.004726218041883305*cse41
    cse154 = -cse152 + cse153
    cse155 = cse82 - cse93
    cse156 = cse106 + cse107
    cse157 = cse123*cse36
    cse158 = 2.2623654365575008*cse42
    cse159 = cse158*cse48
    cse160 = 4.249999997999838*cse68
    cse161 = 2.2623654365575008*cse70
    cse162 = cse129*cse36
    cse163 = cse158*cse35
    cse164 = math.cos(theta_link3)
    cse165 = math.cos(psi_link3)
    cse166 = math.sin(phi_link3)
    cse167 = cse165*cse166
    cse168 = 0.4741231347908755*cse167
    cse169 = math.cos(phi_link3)
    cse170 = math.sin(psi_link3)
    cse171 = 0.4741231347908755*cse170
    cse172 = cse169*cse171
    cse173 = math.sin(theta_link3)
    cse174 = 0.8804585470401622*cse173
    cse175 = cse170*thetad_link3
    cse176 = 4.54*cse175
    cse177 = cse164*phid_link3
    cse178 = cse165*cse173
    cse179 = 4.54*cse178
    cse180 = 0.8804585470401624*cse170
    cse181 = 0.8804585470401624*cse178
    cse182 = 0.47412313479087503*cse164
    cse183 = -cse181 + cse182
    cse184 = cse183*phid_link3
    cse185 = cse180*thetad_link3 + cse184 + 0.47412313479087503*psid_link3
    cse186 = 0.4741231347908755*cse178
    cse187 = 0.8804585470401622*cse164
    cse188 = cse186 + cse187
    cse189 = cse188*phid_link3
    cse190 = 1.0*cse176*cse177 - 1.0*cse176*psid_link3 + 1.0*cse179*phid_link3*psid_link3 + 1.0*cse185*(-0.004741231347908755*cse175 + 0.01*cse189 + 0.008804585470401622*psid_link3)
    cse191 = cse170*cse173
    cse192 = 0.008804585470401624*cse170
    cse193 = cse173*phid_link3
    cse194 = cse193*psid_link3
    cse195 = cse165*thetad_link3
    cse196 = cse195*psid_link3
    cse197 = cse193*thetad_link3
    cse198 = cse177*cse195
    cse199 = cse191*phid_link3
    cse200 = -1.0*cse195 - 1.0*cse199
    cse201 = cse200*(2.1525190319505745*cse175 - 4.54*cse189 - 3.9972818035623368*psid_link3)
    cse202 = -cse192*cse194 - 0.008804585470401624*cse196 + 0.004741231347908751*cse197 + 0.008804585470401624*cse198 + cse201
    cse203 = cse200*(3.997281803562337*cse175 + 4.54*cse184 + 2.1525190319505727*psid_link3)
    cse204 = cse185*(0.01*cse195 + 0.01*cse199)
    cse205 = cse203 + cse204
    cse206 = 0.8804585470401624*cse167
    cse207 = 0.47412313479087503*cse173
    cse208 = cse169*cse180
    cse209 = cse164*cse206 + cse166*cse207 + cse208
    cse210 = 3.257696624048601*cse170
    cse211 = cse166*cse210
    cse212 = 1.7542555987262378*cse173
    cse213 = cse169*cse212
    cse214 = 3.257696624048601*cse165
    cse215 = cse169*cse214
    cse216 = cse164*cse215
    cse217 = cse169*cse210
    cse218 = cse166*cse212
    cse219 = 3.257696624048601*cse167
    cse220 = cse164*cse219
    cse221 = 0.002247927469439263*cse164 - 0.004174457663761009*cse178
    cse222 = cse170*cse179
    cse223 = 0.004741231347908751*cse164 - 0.008804585470401624*cse178
    cse224 = cse170**2
    cse225 = 1.7542555987262378*cse164
    cse226 = cse166*cse225
    cse227 = cse173*cse219
    cse228 = cse164*cse214
    cse229 = cse169*cse225
    cse230 = 3.257696624048601*cse169*cse178
    cse231 = 0.004174457663761009*cse170
    cse232 = cse164*cse217
    cse233 = cse164*cse211
    cse234 = cse173*cse210
    cse235 = h**(-2)
    cse236 = cse164*cse165*cse169
    cse237 = cse166*cse180 - cse169*cse207 - 0.8804585470401624*cse236
    cse238 = 3.7*cse209
    cse239 = -r_link3_x
    cse240 = 3.7*cse237
    cse241 = -r_link3_y
    cse242 = 3.7*cse183
    cse243 = -r_link3_z
    cse244 = 0.37087957976352476*cse85
    cse245 = 0.6967213111475145*cse42
    cse246 = 0.6140258560576415*cse45
    cse247 = 6.1*cse244*cse48 - 6.1*cse245*cse48 + 6.1*cse246*cse48 + 6.1*cse35*cse94 + 6.1*cse35*cse95
    cse248 = -6.1*cse244*cse35 + 6.1*cse245*cse35 - 6.1*cse246*cse35 + 6.1*cse48*cse94 + 6.1*cse48*cse95
    cse249 = 6.1*cse98
    cse250 = -cse4 + cse7
    return np.array([
        2.0*acc_0 - lam_13 - lam_2,  # [0]
        2.0*acc_1 - lam_14 - lam_3,  # [1]
        2.0*acc_2 - lam_15 - lam_4 + 19.62,  # [2]
        acc_3*(4.0*cse62*cse63 + 2.0*cse63*cse64) - acc_4*cse61 - cse0*cse31 + cse13*cse9*lam_17 - cse20*cse30 + cse24*cse25 + lam_0*(cse4 - cse7) + lam_1*(-cse11 - cse14) + lam_13*(-cse32 + 2*cse4) + lam_14*(cse0*cse34 + cse33) + lam_16*(cse53*(-0.6617538733301699*cse3 + 0.6617538733301699*cse54 + cse56) + cse60*(0.6617538733301699*cse11 + 0.6617538733301699*cse14 + cse57)),  # [3]
        -acc_3*cse61 + acc_4*(2.0*cse62 + 4.0*cse64) - cse11*cse19*lam_0 - cse19*cse34*lam_13 + cse19*cse65*lam_14 + cse19*cse7*lam_1 - cse2*cse30 - cse24*cse6 - cse66*cse67 + lam_16*(cse53*(-cse1*cse76 + cse19*cse75) + cse60*(-cse19*cse77 + cse5*cse76) + cse73*(-cse0*cse74 - cse55)) + lam_17*(cse19*cse3*cse9 - cse66*cse78),  # [4]
        cse20*cse67 - cse31 + cse80*lam_0 + lam_1*(-cse10 - cse12) + lam_13*(-cse0*cse32 + cse65) + lam_14*(cse0*cse33 + cse34) + lam_16*(-0.6617538733301699*cse25*cse73 + cse53*(-0.6617538733301699*cse4 + cse77) + cse60*(0.6617538733301699*cse12 + cse75)) + lam_17*(cse20*cse78 + cse79*cse9),  # [5]
        1.0*acc_6 + lam_10 + lam_13,  # [6]
        1.0*acc_7 + lam_11 + lam_14,  # [7]
        1.0*acc_8 + lam_12 + lam_15 + 9.81,  # [8]
        acc_10*(cse108*cse138 + cse139*cse96) + acc_11*cse140 + acc_9*(cse138*cse81 + cse139*cse98) - cse105*cse81 - cse113*cse98 - cse116*cse73 + lam_10*(-cse118 + cse121 + cse123 + cse125 - cse128) + lam_11*(-cse129 - cse131 - cse132 + cse134 - cse135) + lam_13*(cse118 - cse121 - cse123 - cse125 + cse128) + lam_14*(cse129 + cse131 + cse132 - cse134 + cse135) + lam_16*(cse136*cse60 + cse137*(-cse40 - cse44 + cse47 + cse50 - cse52)),  # [9]
        acc_10*(cse108*cse155 + cse156*cse96) + acc_11*cse154 + acc_9*(cse155*cse81 + cse156*cse98) - cse101*cse116 - cse105*cse108 - cse113*cse96 + lam_10*(-cse142 - cse143 + cse145) + lam_11*(cse146 + cse147 - cse149) + lam_12*(cse117 + cse127 - cse150) + lam_13*(cse142 + cse143 - cse145) + lam_14*(-cse146 - cse147 + cse149) + lam_15*(-cse117 - cse127 + cse150) + lam_16*(cse136*(-cse35*cse69 - cse35*cse71 - cse35*cse72) + cse137*(cse48*cse69 + cse48*cse71 + cse48*cse72) + cse151*(cse39 + cse43 - cse46)),  # [10]
        acc_10*cse154 + 6.981694727207426*acc_11 + acc_9*cse140 - 0.750157212000793*cse104 - 0.6140258560576415*cse112 - 0.24543106033238243*cse114 - 0.24543106033238243*cse115 - cse152*cse84 + cse153*cse84 - 0.004726218041883305*cse87 - 6.146724109463332*cse88 + 0.004726218041883305*cse90 + 6.146724109463332*cse91 - 6.981694727207426*cse92 + lam_10*(cse120 - cse148 + cse157 + cse159) + lam_11*(cse133 - cse144 - cse162 - cse163) + lam_12*(-cse160 - cse161) + lam_13*(-cse120 + cse148 - cse157 - cse159) + lam_14*(-cse133 + cse144 + cse162 + cse163) + lam_15*(cse160 + cse161) + lam_16*(cse136*(-0.278056337134458*cse124 - cse36*cse58 + cse36*cse59 - cse38*cse48) + cse137*(-0.278056337134458*cse130 - cse35*cse38 + cse36*cse50 - cse36*cse52) + cse151*(-cse45*cse49 + cse45*cse51)),  # [11]
        1.0*acc_12 - lam_10 - lam_7,  # [12]
        1.0*acc_13 - lam_11 - lam_8,  # [13]
        1.0*acc_14 - lam_12 - lam_9 + 9.81,  # [14]
        acc_15*(4.54*cse173**2*cse224 + cse183*cse223) + acc_16*(cse180*cse223 + cse222) + acc_17*cse221 - cse183*cse202 - cse188*cse205 + cse190*cse191 + cse209*lam_6 + lam_10*(-cse211 + cse213 + cse216) + lam_11*(cse217 + cse218 + cse220) + lam_5*(-cse164*cse168 + cse166*cse174 - cse172) + lam_7*(cse211 - cse213 - cse216) + lam_8*(-cse217 - cse218 - cse220),  # [15]
        acc_15*(cse183*cse192 + cse222) + acc_16*(4.54*cse165**2 + 0.007752072530560738*cse224) + acc_17*cse231 + cse165*cse190 + cse171*cse205 - cse180*cse202 + lam_10*(cse226 - cse227) + lam_11*(-cse229 + cse230) + lam_12*(-cse212 - cse228) + lam_5*(-cse169*cse186 - cse169*cse187) + lam_6*(cse169*cse181 - cse169*cse182) + lam_7*(-cse226 + cse227) + lam_8*(cse229 - cse230) + lam_9*(cse212 + cse228),  # [16]
        acc_15*cse221 + acc_16*cse231 + 0.002247927469439263*acc_17 + cse194*cse231 + 0.004174457663761009*cse196 - 0.002247927469439263*cse197 - 0.004174457663761009*cse198 - 0.47412313479087503*cse201 - 0.8804585470401622*cse203 - 0.8804585470401622*cse204 + cse234*lam_12 - cse234*lam_9 + lam_10*(cse215 - cse233) + lam_11*(cse219 + cse232) + lam_5*(-cse164*cse172 - cse168) + lam_6*(cse164*cse208 + cse206) + lam_7*(-cse215 + cse233) + lam_8*(-cse219 - cse232),  # [17]
        cse13*cse235,  # [18]
        cse235*cse80,  # [19]
        -cse235*r_rotor_x,  # [20]
        -cse235*r_rotor_y,  # [21]
        -cse235*r_rotor_z,  # [22]
        cse235*(-cse166*cse171 - cse169*cse174 + 0.4741231347908755*cse236),  # [23]
        cse235*cse237,  # [24]
        cse235*(-cse238 + cse239 - 4),  # [25]
        cse235*(-cse240 + cse241 - 8.5),  # [26]
        cse235*(-cse242 + cse243),  # [27]
        cse235*(cse238 + cse239 - cse247 + r_link2_x),  # [28]
        cse235*(cse240 + cse241 - cse248 + r_link2_y),  # [29]
        cse235*(cse242 + cse243 - cse249 + r_link2_z),  # [30]
        cse235*(2*cse13 + cse247 + r_link2_x - r_rotor_x),  # [31]
        cse235*(cse248 + 2*cse250 + r_link2_y - r_rotor_y),  # [32]
        cse235*(cse249 - 2*cse25 + r_link2_z - r_rotor_z),  # [33]
        cse235*(cse136*cse53 + cse137*cse60 + cse151*cse73),  # [34]
        cse235*(-cse25*cse78 + cse250*cse9),  # [35]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        a: accelerations (time derivative of v) (18).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).
        h: step size.

    Returns:
        ndarray of shape (36, 36), 212 nonzero.
    """
    # 2281 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, acc_3,
        acc_4, _, _, _,
        _, acc_9, acc_10, acc_11,
        _, _, _, acc_15,
        acc_16, acc_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    h = float(h)

    cse0 = math.sin(theta_rotor)
    cse1 = cse0**2
    cse2 = math.sin(psi_rotor)
    cse3 = cse2**2
    cse4 = 2.0*cse3
    cse5 = math.cos(psi_rotor)
    cse6 = cse5**2
    cse7 = 4.0*cse1
    cse8 = math.cos(theta_rotor)
    cse9 = cse0*cse2
    cse10 = cse9*phid_rotor
    cse11 = cse5*thetad_rotor
    cse12 = cse10 + cse11
    cse13 = 2.0*cse12
    cse14 = cse0*cse5
    cse15 = cse14*phid_rotor
    cse16 = 2.0*cse15
    cse17 = cse2*thetad_rotor
    cse18 = 2.0*cse17
    cse19 = cse16 - cse18
    cse20 = 4.0*cse10
    cse21 = 4.0*cse11
    cse22 = cse20 + cse21
    cse23 = -cse15 + cse17
    cse24 = 4.0*cse23
    cse25 = cse13*cse14 - cse14*cse22 + cse19*cse9 + cse24*cse9
    cse26 = cse8*phid_rotor
    cse27 = 4.0*psid_rotor
    cse28 = -4.0*cse26 - cse27
    cse29 = 2.0*psid_rotor
    cse30 = -cse14*cse28 - cse14*cse29 - cse18*cse8 - cse24*cse8
    cse31 = 2.0*cse26 + cse29
    cse32 = cse13*cse8 + cse21*cse8 - cse27*cse9 + cse31*cse9
    cse33 = h**2
    cse34 = math.cos(phi_rotor)
    cse35 = cse34*cse5
    cse36 = 0.6617538733301699*cse35
    cse37 = math.sin(phi_rotor)
    cse38 = 0.7497211555855399*cse0
    cse39 = cse37*cse38
    cse40 = cse2*cse37
    cse41 = 0.6617538733301699*cse40
    cse42 = cse41*cse8
    cse43 = -cse42
    cse44 = -cse39 + cse43
    cse45 = math.sin(phi_link2)
    cse46 = math.cos(theta_link2)
    cse47 = math.cos(psi_link2)
    cse48 = 0.928680929062017*cse47
    cse49 = cse46*cse48
    cse50 = cse45*cse49
    cse51 = math.cos(phi_link2)
    cse52 = math.sin(psi_link2)
    cse53 = 0.928680929062017*cse52
    cse54 = cse51*cse53
    cse55 = 0.278056337134458*cse52
    cse56 = cse46*cse55
    cse57 = cse45*cse56
    cse58 = math.sin(theta_link2)
    cse59 = 0.24543106033238243*cse58
    cse60 = cse45*cse59
    cse61 = 0.278056337134458*cse47
    cse62 = cse51*cse61
    cse63 = -cse50 - cse54 - cse57 + cse60 + cse62
    cse64 = cse37*cse5
    cse65 = 0.6617538733301699*cse64
    cse66 = cse34*cse38
    cse67 = cse2*cse34
    cse68 = cse67*cse8
    cse69 = 0.6617538733301699*cse68
    cse70 = cse66 + cse69
    cse71 = cse65 + cse70
    cse72 = cse49*cse51
    cse73 = cse51*cse56
    cse74 = cse51*cse59
    cse75 = cse45*cse53
    cse76 = cse45*cse61
    cse77 = cse72 + cse73 - cse74 - cse75 + cse76
    cse78 = math.pi*t
    cse79 = math.cos(cse78)
    cse80 = cse35*cse8
    cse81 = -cse40 + cse80
    cse82 = cse79*cse81
    cse83 = cse64*cse8
    cse84 = -cse67 - cse83
    cse85 = 2*cse80
    cse86 = 2*cse40
    cse87 = cse85 - cse86
    cse88 = cse40*cse8
    cse89 = 2*cse83
    cse90 = 2*cse67
    cse91 = cse84*lam_0 + cse87*lam_14 + lam_1*(-cse35 + cse88) + lam_13*(-cse89 - cse90)
    cse92 = 2.0*cse5
    cse93 = -cse9*cse92
    cse94 = -cse13*cse2 + cse19*cse5 + cse2*cse22 + cse24*cse5
    cse95 = cse2*cse8
    cse96 = cse95*phid_rotor
    cse97 = cse2*cse28 + cse2*cse29 - 2.0*cse96
    cse98 = cse5*cse8
    cse99 = cse98*phid_rotor
    cse100 = -cse27*cse5 + cse31*cse5 + 4.0*cse99
    cse101 = 4.0*cse3
    cse102 = cse0*cse8
    cse103 = cse92*cse95
    cse104 = -cse10*cse27 - cse11*cse27 + cse12*cse31 + cse21*cse26
    cse105 = cse104*cse5
    cse106 = cse0*phid_rotor
    cse107 = -cse106*cse13 - cse106*cse21 - cse27*cse96 + cse31*cse96
    cse108 = -cse15*cse29 + cse17*cse29 - cse18*cse26 + cse23*cse28
    cse109 = cse108*cse2
    cse110 = cse106*cse18 + cse106*cse24 - cse28*cse99 - cse29*cse99
    cse111 = cse13*cse99 + cse19*cse96 - cse22*cse99 + cse24*cse96
    cse112 = cse0*cse64
    cse113 = cse79*lam_17
    cse114 = 0.7497211555855399*cse8
    cse115 = cse114*cse34
    cse116 = 0.6617538733301699*cse67
    cse117 = cse0*cse116
    cse118 = -cse0*cse41 + cse114*cse37
    cse119 = 2*cse35
    cse120 = cse0*cse119
    cse121 = 2*cse112
    cse122 = -cse0*cse35*lam_0 + cse0*cse67*lam_1 - cse112*cse113 - cse120*lam_13 - cse121*lam_14 + lam_16*(cse118*cse77 + cse63*(cse115 - cse117))
    cse123 = -cse16 + cse18 - cse24
    cse124 = cse13 - cse20 - cse21
    cse125 = 2.0*cse6
    cse126 = cse0*cse125
    cse127 = cse0*cse4
    cse128 = cse15 - cse17
    cse129 = 4.0*cse17
    cse130 = cse128*cse31 - cse129*cse26 - cse15*cse27 + cse17*cse27
    cse131 = 2.0*cse11
    cse132 = cse10*cse29 + cse11*cse29 + cse12*cse28 - cse131*cse26
    cse133 = cse12*cse22 + cse12*(-2.0*cse10 - cse131) + cse128*cse19 + cse23*(-cse129 + 4.0*cse15)
    cse134 = cse2*cse5
    cse135 = cse35 - cse88
    cse136 = 0.6617538733301699*cse80
    cse137 = cse116 + cse65*cse8
    cse138 = cse119 - cse8*cse86
    cse139 = 2*cse68
    cse140 = 2*cse64
    cse141 = -cse64 - cse68
    cse142 = cse113*cse135 + cse138*lam_14 + cse141*lam_0 + lam_1*(cse40 - cse80) + lam_13*(-cse139 - cse140) + lam_16*(cse137*cse77 + cse63*(cse136 - cse41))
    cse143 = -cse72 - cse73
    cse144 = cse143 + cse74
    cse145 = cse75 - cse76
    cse146 = cse144 + cse145
    cse147 = -cse36 + cse39 + cse42
    cse148 = cse33*lam_16
    cse149 = cse148*(cse146*cse71 + cse147*cse63)
    cse150 = 0.24543106033238243*cse46
    cse151 = cse55*cse58
    cse152 = cse48*cse58
    cse153 = cse150*cse45 + cse151*cse45 + cse152*cse45
    cse154 = cse150*cse51
    cse155 = cse151*cse51
    cse156 = cse152*cse51
    cse157 = -cse154 - cse155 - cse156
    cse158 = cse148*(cse147*cse157 + cse153*cse71)
    cse159 = cse46*cse61
    cse160 = cse46*cse53
    cse161 = -cse159*cse45 + cse160*cse45 - cse48*cse51 - cse51*cse55
    cse162 = cse45*cse55
    cse163 = cse45*cse48
    cse164 = cse159*cse51
    cse165 = cse160*cse51
    cse166 = -cse162 - cse163 + cse164 - cse165
    cse167 = cse148*(cse147*cse166 + cse161*cse71)
    cse168 = cse89 + cse90
    cse169 = cse147*cse77 + cse63*cse71
    cse170 = cse79*(cse67 + cse83)
    cse171 = math.sin(cse78)
    cse172 = cse14*cse171
    cse173 = 0.6617538733301699*cse9
    cse174 = cse150 + cse151 + cse152
    cse175 = 2*lam_15
    cse176 = cse14*cse175
    cse177 = cse0*cse79
    cse178 = 0.6617538733301699*cse174
    cse179 = cse0*cse40
    cse180 = cse0*cse86*lam_13 - cse0*cse90*lam_14 + cse112*lam_1 + cse175*cse95 + cse179*lam_0 + lam_16*(cse0*cse36*cse77 - cse0*cse63*cse65 - cse178*cse98) + lam_17*(cse171*cse95 - cse177*cse67)
    cse181 = -cse115 + cse117
    cse182 = cse148*(cse118*cse146 + cse181*cse63)
    cse183 = -cse38 - 0.6617538733301699*cse95
    cse184 = cse49 + cse56 - cse59
    cse185 = cse148*(cse118*cse153 + cse157*cse181 + cse183*cse184)
    cse186 = cse58*cse61
    cse187 = cse53*cse58
    cse188 = cse186 - cse187
    cse189 = cse148*(cse118*cse161 + cse166*cse181 + cse183*cse188)
    cse190 = -cse112
    cse191 = -cse121
    cse192 = -2*cse98
    cse193 = cse118*cse63 + cse174*cse183 + cse181*cse77
    cse194 = -cse171*cse98 + cse177*cse35
    cse195 = -cse136 + cse41
    cse196 = cse148*(cse137*cse146 + cse195*cse63)
    cse197 = 0.6617538733301699*cse14
    cse198 = cse148*(cse137*cse153 + cse157*cse195 - cse184*cse197)
    cse199 = cse148*(cse137*cse161 + cse166*cse195 - cse188*cse197)
    cse200 = cse139 + cse140
    cse201 = 2*cse9
    cse202 = cse137*cse63 - cse14*cse178 + cse195*cse77
    cse203 = cse64 + cse68
    cse204 = cse171*cse9 + cse203*cse79
    cse205 = 0.37087957976352476*cse47
    cse206 = 0.6967213111475145*cse52
    cse207 = -cse205*cse58 + cse206*cse58 + 0.6140258560576415*cse46
    cse208 = 0.0037087957976352478*cse47
    cse209 = cse208*cse58
    cse210 = 0.006967213111475145*cse52
    cse211 = cse210*cse58
    cse212 = 0.006140258560576415*cse46
    cse213 = -cse209 + cse211 + cse212
    cse214 = 0.00326454440232023*cse47
    cse215 = cse214*cse58
    cse216 = 8.199617440259894*cse52
    cse217 = cse216*cse58
    cse218 = 9.301949428809833*cse46
    cse219 = -cse215 - cse217 + cse218
    cse220 = 0.00026326970986453467*cse47
    cse221 = 0.6612594709887012*cse52
    cse222 = -cse220*cse58 - cse221*cse58 + 0.750157212000793*cse46
    cse223 = 0.6612594709887012*cse47
    cse224 = 0.00026326970986453467*cse52
    cse225 = -cse223 + cse224
    cse226 = cse225*thetad_link2
    cse227 = cse222*phid_link2
    cse228 = -0.01*cse226 - 0.01*cse227 - 0.00750157212000793*psid_link2
    cse229 = cse207*cse228
    cse230 = 0.37087957976352476*cse52
    cse231 = 0.6967213111475145*cse47
    cse232 = cse230 + cse231
    cse233 = cse232*thetad_link2
    cse234 = cse207*phid_link2
    cse235 = 12.4*cse233 + 12.4*cse234 + 7.613920615114755*psid_link2
    cse236 = cse222*cse235
    cse237 = cse233 + cse234 + 0.6140258560576415*psid_link2
    cse238 = cse47*cse58
    cse239 = cse52*cse58
    cse240 = cse237*(2.632697098645347e-06*cse238 + 0.006612594709887012*cse239 - 0.00750157212000793*cse46)
    cse241 = cse226 + cse227 + 0.750157212000793*psid_link2
    cse242 = cse241*(-4.598906789067708*cse238 + 8.63934425822918*cse239 + 7.613920615114755*cse46)
    cse243 = cse229 + cse236 + cse240 + cse242
    cse244 = cse241*(-11.51564352036901*cse238 - 3.447898580467279*cse239 - 3.043345148121542*cse46)
    cse245 = 0.006140258560576415*cse58
    cse246 = cse245*thetad_link2
    cse247 = cse210*cse46
    cse248 = cse247*thetad_link2
    cse249 = 0.006967213111475145*cse47
    cse250 = cse249*cse58
    cse251 = cse250*psid_link2
    cse252 = -cse53 + cse61
    cse253 = cse252*thetad_link2
    cse254 = 12.4*phid_link2
    cse255 = -cse174*cse254 - 12.4*cse253 - 3.043345148121542*psid_link2
    cse256 = cse222*cse255
    cse257 = cse208*cse46
    cse258 = 0.0037087957976352478*cse52
    cse259 = cse258*cse58
    cse260 = cse244 + cse246 - cse248 - cse251 + cse256 + cse257*thetad_link2 - cse259*psid_link2
    cse261 = 0.01*phid_link2
    cse262 = cse174*cse261 + 0.01*cse253 + 0.0024543106033238244*psid_link2
    cse263 = cse207*cse262
    cse264 = cse237*(0.00928680929062017*cse238 + 0.00278056337134458*cse239 + 0.0024543106033238244*cse46)
    cse265 = 8.199617440259894*cse47
    cse266 = cse265*cse58
    cse267 = 9.301949428809833*cse58
    cse268 = cse267*thetad_link2
    cse269 = cse216*thetad_link2
    cse270 = cse269*cse46
    cse271 = cse214*thetad_link2
    cse272 = cse271*cse46
    cse273 = 0.00326454440232023*cse52
    cse274 = cse273*cse58
    cse275 = cse274*psid_link2
    cse276 = cse263 + cse264 + cse266*psid_link2 + cse268 + cse270 + cse272 - cse275
    cse277 = -0.6617538733301699*cse135 + cse39
    cse278 = cse50 + cse57
    cse279 = cse278 - cse60
    cse280 = cse54 - cse62
    cse281 = -0.6617538733301699*cse203 - cse66
    cse282 = 3.745557721951613*cse58
    cse283 = cse282*cse45
    cse284 = 2.2623654365575008*cse46
    cse285 = cse284*cse47
    cse286 = cse285*cse45
    cse287 = 4.249999997999838*cse45
    cse288 = cse287*cse52
    cse289 = cse288*cse46
    cse290 = -cse286 + cse289
    cse291 = -cse283 + cse290
    cse292 = 2.2623654365575008*cse51
    cse293 = cse292*cse52
    cse294 = 4.249999997999838*cse51
    cse295 = cse294*cse47
    cse296 = -cse293 - cse295
    cse297 = cse291 + cse296
    cse298 = cse282*cse51
    cse299 = cse285*cse51
    cse300 = cse294*cse52
    cse301 = cse300*cse46
    cse302 = -cse299 + cse301
    cse303 = -cse298 + cse302
    cse304 = 2.2623654365575008*cse45
    cse305 = cse304*cse52
    cse306 = cse287*cse47
    cse307 = cse305 + cse306
    cse308 = cse303 + cse307
    cse309 = cse299 - cse301
    cse310 = cse298 + cse309
    cse311 = -cse305 - cse306
    cse312 = cse310 + cse311
    cse313 = cse286 - cse289
    cse314 = cse283 + cse313
    cse315 = cse293 + cse295
    cse316 = cse314 + cse315
    cse317 = cse237*(0.006612594709887012*cse47 - 2.632697098645347e-06*cse52)
    cse318 = cse228*cse232
    cse319 = cse225*cse235
    cse320 = cse241*(8.63934425822918*cse47 + 4.598906789067708*cse52)
    cse321 = cse317 + cse318 + cse319 + cse320
    cse322 = cse225*cse255
    cse323 = cse210*psid_link2
    cse324 = cse208*psid_link2
    cse325 = cse241*(-3.447898580467279*cse47 + 11.51564352036901*cse52)
    cse326 = cse257*phid_link2
    cse327 = cse245*phid_link2 - cse247*phid_link2 + cse322 + cse323 - cse324 + cse325 + cse326
    cse328 = cse232*cse262
    cse329 = cse237*(0.00278056337134458*cse47 - 0.00928680929062017*cse52)
    cse330 = cse216*cse46
    cse331 = cse214*cse46
    cse332 = -cse214*psid_link2 - cse216*psid_link2 + cse267*phid_link2 + cse328 + cse329 + cse330*phid_link2 + cse331*phid_link2
    cse333 = 6.981694727207426*cse58
    cse334 = 6.146724109463332*cse52
    cse335 = cse334*cse46
    cse336 = 0.004726218041883305*cse47
    cse337 = cse336*cse46
    cse338 = -cse333 - cse335 - cse337
    cse339 = -cse205*cse46 + cse206*cse46 - 0.6140258560576415*cse58
    cse340 = -cse245 + cse247 - cse257
    cse341 = -cse267 - cse330 - cse331
    cse342 = -cse220*cse46 - cse221*cse46 - 0.750157212000793*cse58
    cse343 = cse339*phid_link2
    cse344 = cse262*cse343
    cse345 = cse237*cse261
    cse346 = phid_link2*psid_link2
    cse347 = cse346*cse46
    cse348 = phid_link2*thetad_link2
    cse349 = cse58*phid_link2
    cse350 = cse184*cse345 + cse218*cse348 + cse265*cse347 - cse269*cse349 - cse271*cse349 - cse273*cse347 + cse344
    cse351 = cse228*cse343
    cse352 = cse342*phid_link2
    cse353 = cse235*cse352
    cse354 = cse241*cse254
    cse355 = cse339*cse354 - cse342*cse345 + cse351 + cse353
    cse356 = cse266*phid_link2
    cse357 = cse237*cse262 + cse268*phid_link2 - cse269*psid_link2 + cse270*phid_link2 - cse271*psid_link2 + cse272*phid_link2 - cse275*phid_link2 + cse356*psid_link2
    cse358 = cse259*phid_link2
    cse359 = cse241*cse255 + cse246*phid_link2 - cse248*phid_link2 - cse251*phid_link2 + cse323*thetad_link2 - cse324*thetad_link2 + cse326*thetad_link2 - cse358*psid_link2
    cse360 = cse255*cse352
    cse361 = cse258*cse46
    cse362 = -cse184*cse354 - cse209*cse348 + cse211*cse348 + cse212*cse348 - cse249*cse347 - cse346*cse361 + cse360
    cse363 = cse228*cse237 + cse235*cse241
    cse364 = 2.2623654365575008*cse238
    cse365 = cse364*cse45
    cse366 = cse239*cse287
    cse367 = 3.745557721951613*cse46
    cse368 = cse367*cse45
    cse369 = -cse365 + cse366 + cse368
    cse370 = cse364*cse51
    cse371 = cse239*cse294
    cse372 = cse367*cse51
    cse373 = cse370 - cse371 - cse372
    cse374 = -cse370 + cse371 + cse372
    cse375 = cse365 - cse366 - cse368
    cse376 = cse369*lam_14 + cse373*lam_10 + cse374*lam_13 + cse375*lam_11 + lam_16*(cse153*cse281 + cse277*(cse154 + cse155 + cse156))
    cse377 = 0.00750157212000793*cse237
    cse378 = 7.613920615114755*cse241
    cse379 = 0.6140258560576415*cse228 + 0.750157212000793*cse235 - cse377 + cse378
    cse380 = 3.043345148121542*cse241
    cse381 = -cse208*thetad_link2 + cse210*thetad_link2 - cse250*phid_link2 + 0.750157212000793*cse255 - cse358 - cse380
    cse382 = 0.0024543106033238244*cse237
    cse383 = 0.6140258560576415*cse262 - cse269 - cse271 - cse274*phid_link2 + cse356 + cse382
    cse384 = -cse266 + cse274
    cse385 = cse220 + cse221
    cse386 = cse205 - cse206
    cse387 = cse250 + cse259
    cse388 = 6.146724109463332*cse47
    cse389 = cse388*cse58
    cse390 = 0.004726218041883305*cse52
    cse391 = cse390*cse58
    cse392 = -cse389 + cse391
    cse393 = cse230*cse58 + cse231*cse58
    cse394 = -cse223*cse58 + cse224*cse58
    cse395 = cse393*phid_link2
    cse396 = cse386*thetad_link2
    cse397 = cse395 + cse396
    cse398 = cse262*cse397
    cse399 = -cse48 - cse55
    cse400 = cse399*thetad_link2
    cse401 = cse237*(cse188*cse261 + 0.01*cse400)
    cse402 = psid_link2*thetad_link2
    cse403 = cse348*cse46
    cse404 = -cse215*cse346 - cse217*cse346 - cse265*cse402 + cse265*cse403 + cse273*cse402 - cse273*cse403 + cse398 + cse401
    cse405 = cse394*phid_link2
    cse406 = cse385*thetad_link2
    cse407 = cse405 + cse406
    cse408 = cse255*cse407
    cse409 = cse241*(-cse188*cse254 - 12.4*cse400)
    cse410 = cse249*cse402 - cse249*cse403 + cse258*cse402 + cse323*cse349 - cse324*cse349 - cse348*cse361 + cse408 + cse409
    cse411 = cse237*(-0.01*cse405 - 0.01*cse406)
    cse412 = cse228*cse397
    cse413 = cse235*cse407
    cse414 = cse241*(12.4*cse395 + 12.4*cse396)
    cse415 = cse411 + cse412 + cse413 + cse414
    cse416 = cse284*cse52
    cse417 = cse416*cse45
    cse418 = cse306*cse46
    cse419 = cse292*cse47
    cse420 = -cse300 - cse417 - cse418 + cse419
    cse421 = cse416*cse51
    cse422 = cse304*cse47
    cse423 = cse295*cse46
    cse424 = cse288 - cse421 - cse422 - cse423
    cse425 = cse300 + cse417 + cse418 - cse419
    cse426 = -cse288 + cse421 + cse422 + cse423
    cse427 = cse420*lam_14 + cse424*lam_13 + cse425*lam_11 + cse426*lam_10 + lam_16*(cse161*cse281 + cse277*(cse162 + cse163 - cse164 + cse165))
    cse428 = 6.981694727207426*cse46
    cse429 = cse334*cse58
    cse430 = -cse336*cse58 + cse428 - cse429
    cse431 = cse146*cse277 + cse281*cse63
    cse432 = cse249 + cse258
    cse433 = -cse265 + cse273
    cse434 = cse114 - cse173
    cse435 = -cse151 - cse152
    cse436 = 4.249999997999838*cse239
    cse437 = cse364 - cse436
    cse438 = -cse364 + cse436
    cse439 = cse208 - cse210
    cse440 = cse214 + cse216
    cse441 = cse334 + cse336
    cse442 = 2.2623654365575008*cse239
    cse443 = cse442*cse51
    cse444 = cse238*cse294
    cse445 = cse442*cse45
    cse446 = cse238*cse287
    cse447 = 4.249999997999838*cse46
    cse448 = cse447*cse47
    cse449 = lam_10*(-cse445 - cse446) + lam_11*(cse443 + cse444) + lam_12*(-cse416 - cse448) + lam_13*(cse445 + cse446) + lam_14*(-cse443 - cse444) + lam_15*(cse416 + cse448) + lam_16*(cse277*(cse186*cse45 - cse187*cse45) + cse281*(-cse186*cse51 + cse187*cse51) + cse434*(cse159 - cse160))
    cse450 = -cse388 + cse390
    cse451 = cse447*cse52
    cse452 = cse282 + cse285 - cse451
    cse453 = -cse282 - cse285 + cse451
    cse454 = cse153*cse277 + cse157*cse281 + cse184*cse434
    cse455 = cse336*thetad_link2
    cse456 = cse336*psid_link2
    cse457 = cse390*cse46
    cse458 = cse184*phid_link2
    cse459 = 4.249999997999838*cse238
    cse460 = -cse442 - cse459
    cse461 = cse442 + cse459
    cse462 = cse161*cse277 + cse166*cse281 + cse188*cse434
    cse463 = math.sin(psi_link3)
    cse464 = cse463**2
    cse465 = math.sin(theta_link3)
    cse466 = cse465**2
    cse467 = math.cos(psi_link3)
    cse468 = 0.8804585470401624*cse467
    cse469 = math.cos(theta_link3)
    cse470 = 0.47412313479087503*cse469
    cse471 = -cse465*cse468 + cse470
    cse472 = 0.008804585470401624*cse467
    cse473 = cse465*cse472
    cse474 = 0.004741231347908751*cse469
    cse475 = -cse473 + cse474
    cse476 = 0.8804585470401624*cse463
    cse477 = cse471*phid_link3
    cse478 = cse476*thetad_link3 + cse477 + 0.47412313479087503*psid_link3
    cse479 = 0.01*cse478
    cse480 = cse463*cse465
    cse481 = cse465*phid_link3
    cse482 = cse463*cse481
    cse483 = cse467*thetad_link3
    cse484 = 0.01*cse482 + 0.01*cse483
    cse485 = cse471*cse484
    cse486 = 3.997281803562337*thetad_link3
    cse487 = cse463*cse486 + 4.54*cse477 + 2.1525190319505727*psid_link3
    cse488 = 1.0*cse463
    cse489 = cse465*cse488
    cse490 = 1.0*cse467
    cse491 = -cse489*phid_link3 - cse490*thetad_link3
    cse492 = cse465*cse467
    cse493 = cse491*(2.1525190319505727*cse469 - 3.997281803562337*cse492)
    cse494 = cse479*cse480 + cse485 - cse487*cse489 + cse493
    cse495 = 0.8804585470401622*cse469
    cse496 = 0.4741231347908755*cse492 + cse495
    cse497 = cse491*(-3.9972818035623368*cse469 - 2.1525190319505745*cse492)
    cse498 = cse496*phid_link3
    cse499 = cse463*thetad_link3
    cse500 = -4.54*cse498 + 2.1525190319505745*cse499 - 3.9972818035623368*psid_link3
    cse501 = cse469*cse472
    cse502 = 0.004741231347908751*cse465
    cse503 = 0.008804585470401624*cse463
    cse504 = cse503*psid_link3
    cse505 = -cse465*cse504 - cse489*cse500 + cse497 + cse501*thetad_link3 + cse502*thetad_link3
    cse506 = 0.01*cse498 - 0.004741231347908755*cse499 + 0.008804585470401622*psid_link3
    cse507 = 4.54*cse492
    cse508 = 4.54*cse463
    cse509 = cse508*thetad_link3
    cse510 = cse469*cse509 + cse471*cse506 + cse478*(0.008804585470401622*cse469 + 0.004741231347908755*cse492) + cse507*psid_link3
    cse511 = math.sin(phi_link3)
    cse512 = 3.257696624048601*cse511
    cse513 = cse463*cse512
    cse514 = -cse513
    cse515 = math.cos(phi_link3)
    cse516 = 3.257696624048601*cse515
    cse517 = cse467*cse516
    cse518 = cse469*cse517
    cse519 = 1.7542555987262378*cse465
    cse520 = cse515*cse519
    cse521 = cse518 + cse520
    cse522 = cse514 + cse521
    cse523 = cse476*cse511
    cse524 = -cse523
    cse525 = 0.47412313479087503*cse465
    cse526 = cse468*cse515
    cse527 = cse469*cse526
    cse528 = cse515*cse525 + cse527
    cse529 = cse463*cse516
    cse530 = -cse529
    cse531 = cse467*cse512
    cse532 = cse469*cse531
    cse533 = -cse532
    cse534 = cse511*cse519
    cse535 = cse533 - cse534
    cse536 = cse530 + cse535
    cse537 = -cse518
    cse538 = -cse520 + cse537
    cse539 = cse513 + cse538
    cse540 = cse532 + cse534
    cse541 = cse529 + cse540
    cse542 = 0.4741231347908755*cse511
    cse543 = cse463*cse542
    cse544 = 0.8804585470401622*cse465
    cse545 = 0.4741231347908755*cse515
    cse546 = cse467*cse545
    cse547 = -cse469*cse546
    cse548 = cse515*cse544 + cse547
    cse549 = cse475*cse476
    cse550 = cse492*cse508
    cse551 = cse463*cse491
    cse552 = cse502*phid_link3
    cse553 = cse472*psid_link3
    cse554 = -cse490*cse500 + cse501*phid_link3 + 2.1525190319505745*cse551 + cse552 - cse553
    cse555 = cse467*cse479 + cse476*cse484 - cse487*cse490 + 3.997281803562337*cse551
    cse556 = 0.004741231347908755*cse463
    cse557 = cse508*psid_link3
    cse558 = cse469*phid_link3
    cse559 = cse476*cse506 - cse478*cse556 + cse508*cse558 - cse557
    cse560 = -cse468*cse469 - cse525
    cse561 = -cse501 - cse502
    cse562 = cse464*cse465
    cse563 = cse467*cse469
    cse564 = cse508*cse563
    cse565 = 0.002247927469439263*cse465
    cse566 = 0.004174457663761009*cse467
    cse567 = cse469*cse566
    cse568 = -cse565 - cse567
    cse569 = cse560*phid_link3
    cse570 = 0.4741231347908755*cse467
    cse571 = cse469*cse570 - cse544
    cse572 = cse571*phid_link3
    cse573 = 4.54*psid_link3
    cse574 = cse479*cse572 - cse481*cse509 + cse506*cse569 + cse563*cse573*phid_link3
    cse575 = cse507*phid_link3
    cse576 = cse478*cse506 + cse509*cse558 - cse557*thetad_link3 + cse575*psid_link3
    cse577 = cse488*cse576
    cse578 = 4.54*cse491
    cse579 = cse488*cse558
    cse580 = phid_link3*thetad_link3
    cse581 = -cse473*cse580 + cse474*cse580 - cse500*cse579 - cse504*cse558 - cse572*cse578
    cse582 = -cse481*cse504 + cse491*cse500 + cse501*cse580 + cse552*thetad_link3 - cse553*thetad_link3
    cse583 = cse478*cse484 + cse487*cse491
    cse584 = cse463*cse558
    cse585 = cse484*cse569
    cse586 = cse479*cse584 - cse487*cse579 + cse569*cse578 + cse585
    cse587 = cse492*cse516
    cse588 = 1.7542555987262378*cse469
    cse589 = cse515*cse588
    cse590 = -cse587 + cse589
    cse591 = cse468*cse511
    cse592 = cse492*cse512
    cse593 = cse511*cse588
    cse594 = cse592 - cse593
    cse595 = -cse592 + cse593
    cse596 = cse587 - cse589
    cse597 = cse467*cse542
    cse598 = cse590*lam_10 + cse594*lam_8 + cse595*lam_11 + cse596*lam_7 + lam_5*(cse465*cse597 + cse495*cse511) + lam_6*(-cse465*cse591 + cse470*cse511)
    cse599 = 2.1525190319505727*cse491
    cse600 = 0.47412313479087503*cse484 + cse599
    cse601 = 3.9972818035623368*cse491
    cse602 = -cse472*thetad_link3 - cse481*cse503 - cse601
    cse603 = 0.008804585470401622*cse478
    cse604 = 0.47412313479087503*cse506 - cse509 + cse575 + cse603
    cse605 = 0.004174457663761009*cse463
    cse606 = cse465*cse605
    cse607 = cse471*cse503
    cse608 = cse463*cse467
    cse609 = 4.54*cse467**2
    cse610 = cse465*cse609 - 4.532247927469439*cse562
    cse611 = cse476*cse481 + 0.8804585470401624*cse483
    cse612 = cse478*(-cse481*cse556 - 0.004741231347908755*cse483) - cse481*cse557 + 4.54*cse483*cse558 - cse483*cse573 + cse506*cse611
    cse613 = cse491*(2.1525190319505745*cse482 + 2.1525190319505745*cse483)
    cse614 = -cse481*cse490 + 1.0*cse499
    cse615 = cse500*cse614
    cse616 = 0.008804585470401624*cse499
    cse617 = -cse473*phid_link3*psid_link3 - cse558*cse616 + cse613 + cse615 + cse616*psid_link3
    cse618 = 0.4741231347908755*cse463
    cse619 = cse478*(0.01*cse492*phid_link3 - 0.01*cse499)
    cse620 = cse484*cse611
    cse621 = cse487*cse614
    cse622 = cse491*(cse467*cse486 + 3.997281803562337*cse482)
    cse623 = cse619 + cse620 + cse621 + cse622
    cse624 = cse469*cse529
    cse625 = -cse531 - cse624
    cse626 = cse469*cse513
    cse627 = -cse517 + cse626
    cse628 = cse531 + cse624
    cse629 = cse517 - cse626
    cse630 = cse625*lam_10 + cse627*lam_8 + cse628*lam_7 + cse629*lam_11 + lam_5*(cse469*cse543 - cse546) + lam_6*(-cse469*cse523 + cse526)
    cse631 = 0.002247927469439263*cse469
    cse632 = -cse465*cse566 + cse631
    cse633 = cse463*cse545
    cse634 = -cse469*cse597 + cse511*cse544 - cse633
    cse635 = cse476*cse515
    cse636 = cse469*cse591 + cse511*cse525 + cse635
    cse637 = 3.257696624048601*cse492
    cse638 = 3.257696624048601*cse463
    cse639 = cse469*cse638
    cse640 = cse465*cse513
    cse641 = cse465*cse529
    cse642 = cse465*cse633*lam_5 - cse465*cse635*lam_6 + cse639*lam_12 - cse639*lam_9 + cse640*lam_10 - cse640*lam_7 - cse641*lam_11 + cse641*lam_8
    cse643 = -cse465*cse546 - cse495*cse515
    cse644 = cse465*cse526 - cse470*cse515
    cse645 = 3.257696624048601*cse563
    cse646 = cse519 + cse645
    cse647 = -cse519 - cse645
    cse648 = cse463*cse487
    cse649 = cse463*cse500
    cse650 = 0.004174457663761009*cse483
    cse651 = cse605*psid_link3
    cse652 = cse566*psid_link3
    cse653 = -cse469*cse633 - cse597
    cse654 = cse469*cse635 + cse591
    cse655 = cse465*cse638
    cse656 = -cse655
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
        cse1*cse4 + cse33*(cse82*lam_17 + cse91 + lam_16*(cse63*(cse36 + cse44) + cse71*cse77)) + cse6*cse7 - h*(-cse14*cse32 + cse25*cse8 + cse30*cse9),  # [3, 3]
        cse33*(acc_3*(cse101*cse102 + 8.0*cse102*cse6) - acc_4*cse103 + cse0*(cse12*cse19 + cse22*cse23) + cse105*cse8 + cse107*cse14 - cse109*cse8 - cse110*cse9 - cse111*cse8 + cse122) + cse93 - h*(-cse100*cse14 + cse8*cse94 + cse9*cse97),  # [3, 4]
        cse33*(-acc_3*cse134*cse7 - acc_4*cse126 + acc_4*cse127 - cse104*cse9 - cse108*cse14 + cse130*cse14 - cse132*cse9 - cse133*cse8 + cse142) - h*(cse123*cse9 - cse124*cse14),  # [3, 5]
        cse149,  # [3, 9]
        cse158,  # [3, 10]
        cse167,  # [3, 11]
        cse81,  # [3, 18]
        cse141,  # [3, 19]
        cse87,  # [3, 31]
        cse168,  # [3, 32]
        cse169,  # [3, 34]
        cse170,  # [3, 35]
        cse122*cse33 + cse93 - h*(cse2*cse32 + cse30*cse5),  # [4, 3]
        cse101 + cse125 + cse33*(-acc_3*cse103 - cse107*cse2 - cse110*cse5 + cse176 - cse83*lam_0 + cse85*lam_14 + cse88*lam_1 - cse89*lam_13 + lam_16*(cse174*(-cse114 + cse173) + cse44*cse63 + cse70*cse77) + lam_17*(cse172 + cse79*cse80)) - h*(cse100*cse2 + cse5*cse97),  # [4, 4]
        cse33*(-acc_3*cse126 + acc_3*cse127 + 4.0*acc_4*cse134 - cse105 + cse109 - cse130*cse2 - cse132*cse5 + cse180) - h*(cse123*cse5 + cse124*cse2),  # [4, 5]
        cse182,  # [4, 9]
        cse185,  # [4, 10]
        cse189,  # [4, 11]
        cse190,  # [4, 18]
        cse179,  # [4, 19]
        cse191,  # [4, 31]
        cse120,  # [4, 32]
        cse192,  # [4, 33]
        cse193,  # [4, 34]
        cse194,  # [4, 35]
        cse142*cse33 - cse25*h,  # [5, 3]
        cse33*(-cse111 + cse180) - cse94*h,  # [5, 4]
        cse33*(-cse133 + cse176 + cse91 + lam_16*(cse173*cse174 + cse63*(cse36 + cse43) + cse77*(cse65 + cse69)) + lam_17*(cse172 + cse82)),  # [5, 5]
        cse196,  # [5, 9]
        cse198,  # [5, 10]
        cse199,  # [5, 11]
        cse135,  # [5, 18]
        cse84,  # [5, 19]
        cse138,  # [5, 31]
        cse200,  # [5, 32]
        cse201,  # [5, 33]
        cse202,  # [5, 34]
        cse204,  # [5, 35]
        1.0,  # [6, 6]
        1,  # [6, 28]
        1,  # [6, 31]
        1.0,  # [7, 7]
        1,  # [7, 29]
        1,  # [7, 32]
        1.0,  # [8, 8]
        1,  # [8, 30]
        1,  # [8, 33]
        cse149,  # [9, 3]
        cse182,  # [9, 4]
        cse196,  # [9, 5]
        cse207*cse213 + cse219*cse222 + cse33*(cse297*lam_13 + cse308*lam_11 + cse312*lam_14 + cse316*lam_10 + lam_16*(cse146*cse281 + cse277*(cse279 + cse280))) - h*(cse174*cse243 + cse207*cse260 + cse222*cse276),  # [9, 9]
        cse213*cse232 + cse219*cse225 + cse33*(acc_10*(cse225*cse341 + cse232*cse340) + acc_11*cse338 + acc_9*(cse207*cse340 + cse213*cse339 + cse219*cse342 + cse222*cse341) - cse174*cse355 - cse184*cse363 - cse207*cse362 - cse222*cse350 - cse339*cse359 - cse342*cse357 + cse376) - h*(cse174*cse321 + cse207*cse327 + cse222*cse332),  # [9, 10]
        cse33*(acc_10*(cse213*cse386 + cse219*cse385 + cse225*cse384 + cse232*cse387) + acc_11*cse392 + acc_9*(cse207*cse387 + cse213*cse393 + cse219*cse394 + cse222*cse384) - cse174*cse415 - cse188*cse363 - cse207*cse410 - cse222*cse404 - cse357*cse394 - cse359*cse393 + cse427) + cse430 - h*(cse174*cse379 + cse207*cse381 + cse222*cse383),  # [9, 11]
        cse308,  # [9, 28]
        cse297,  # [9, 29]
        cse312,  # [9, 31]
        cse316,  # [9, 32]
        cse431,  # [9, 34]
        cse158,  # [10, 3]
        cse185,  # [10, 4]
        cse198,  # [10, 5]
        cse207*cse432 + cse222*cse433 + cse33*cse376 - h*(cse225*cse276 + cse232*cse260 + cse243*cse252),  # [10, 9]
        cse225*cse433 + cse232*cse432 + cse33*(acc_9*(cse339*cse432 + cse342*cse433) - cse225*cse350 - cse232*cse362 - cse252*cse355 + cse291*lam_13 + cse303*lam_11 + cse310*lam_14 + cse314*lam_10 + lam_12*(cse367 + cse438) + lam_15*(-cse367 + cse437) + lam_16*(cse144*cse281 + cse277*cse279 + cse434*(-cse150 + cse435))) - h*(cse225*cse332 + cse232*cse327 + cse252*cse321),  # [10, 10]
        cse33*(acc_10*(cse225*cse440 + cse232*cse439 + cse385*cse433 + cse386*cse432) + acc_11*cse441 + acc_9*(cse207*cse439 + cse222*cse440 + cse393*cse432 + cse394*cse433) - cse225*cse404 - cse232*cse410 - cse252*cse415 - cse357*cse385 - cse359*cse386 - cse363*cse399 + cse449) + cse450 - h*(cse225*cse383 + cse232*cse381 + cse252*cse379),  # [10, 11]
        cse375,  # [10, 28]
        cse374,  # [10, 29]
        cse452,  # [10, 30]
        cse369,  # [10, 31]
        cse373,  # [10, 32]
        cse453,  # [10, 33]
        cse454,  # [10, 34]
        cse167,  # [11, 3]
        cse189,  # [11, 4]
        cse199,  # [11, 5]
        cse33*cse427 + cse430 - h*(0.24543106033238243*cse229 + 0.24543106033238243*cse236 + 0.24543106033238243*cse240 + 0.24543106033238243*cse242 + 0.6140258560576415*cse244 + 0.6140258560576415*cse256 + 0.750157212000793*cse263 + 0.750157212000793*cse264 + cse333*thetad_link2 + cse335*thetad_link2 + cse389*psid_link2 - cse391*psid_link2 + cse455*cse46),  # [11, 9]
        cse33*(acc_9*cse338 - cse343*cse380 - 0.750157212000793*cse344 + cse346*cse457 - cse347*cse388 - cse348*cse428 + cse348*cse429 + cse349*cse455 - 0.24543106033238243*cse351 + cse352*cse382 - 0.24543106033238243*cse353 - 0.6140258560576415*cse360 - cse377*cse458 + cse378*cse458 + cse449) + cse450 - h*(0.24543106033238243*cse317 + 0.24543106033238243*cse318 + 0.24543106033238243*cse319 + 0.24543106033238243*cse320 + 0.6140258560576415*cse322 + 0.6140258560576415*cse325 + 0.750157212000793*cse328 + 0.750157212000793*cse329 + cse333*phid_link2 - cse334*psid_link2 + cse335*phid_link2 + cse337*phid_link2 - cse456),  # [11, 10]
        cse33*(acc_10*cse441 + acc_9*cse392 + cse346*cse429 + cse348*cse457 + cse349*cse456 + cse388*cse402 - cse388*cse403 - cse390*cse402 - 0.750157212000793*cse398 - 0.750157212000793*cse401 - 0.6140258560576415*cse408 - 0.6140258560576415*cse409 - 0.24543106033238243*cse411 - 0.24543106033238243*cse412 - 0.24543106033238243*cse413 - 0.24543106033238243*cse414 + cse437*lam_15 + cse438*lam_12 + lam_10*(cse313 + cse315) + lam_11*(cse302 + cse307) + lam_13*(cse290 + cse296) + lam_14*(cse309 + cse311) + lam_16*(cse277*(cse278 + cse280) + cse281*(cse143 + cse145) + cse434*cse435)) - h*(0.15070101692372578*cse228 + 0.18411187995733844*cse235 + 2.220446049250313e-16*cse241 + 0.4606159242766006*cse255 + 0.4606159242766006*cse262 - cse334*thetad_link2 + cse389*phid_link2 - cse391*phid_link2 - cse455) + 6.981694727207426,  # [11, 11]
        cse425,  # [11, 28]
        cse424,  # [11, 29]
        cse460,  # [11, 30]
        cse420,  # [11, 31]
        cse426,  # [11, 32]
        cse461,  # [11, 33]
        cse462,  # [11, 34]
        1.0,  # [12, 12]
        -1,  # [12, 25]
        -1,  # [12, 28]
        1.0,  # [13, 13]
        -1,  # [13, 26]
        -1,  # [13, 29]
        1.0,  # [14, 14]
        -1,  # [14, 27]
        -1,  # [14, 30]
        cse33*(cse522*lam_11 + cse536*lam_10 + cse539*lam_8 + cse541*lam_7 + lam_5*(cse543 + cse548) + lam_6*(cse524 + cse528)) + 4.54*cse464*cse466 + cse471*cse475 - h*(cse471*cse505 - cse489*cse510 + cse494*cse496),  # [15, 15]
        cse33*(acc_15*(9.08*cse469*cse562 + cse471*cse561 + cse475*cse560) + acc_16*(cse476*cse561 + cse564) + acc_17*cse568 + cse469*cse577 - cse471*cse581 + cse489*cse574 - cse496*cse586 - cse560*cse582 - cse571*cse583 + cse598) + cse549 + cse550 - h*(cse471*cse554 - cse489*cse559 + cse496*cse555),  # [15, 16]
        cse33*(acc_15*(cse465*cse549 + cse465*cse607 + 9.08*cse466*cse608) + acc_16*(cse468*cse475 + cse610) + acc_17*cse606 - cse465*cse476*cse582 + cse465*cse490*cse576 + cse465*cse583*cse618 - cse471*cse617 + cse489*cse612 - cse496*cse623 + cse630) + cse632 - h*(cse471*cse602 - cse489*cse604 + cse496*cse600),  # [15, 17]
        cse634,  # [15, 23]
        cse636,  # [15, 24]
        cse539,  # [15, 25]
        cse536,  # [15, 26]
        cse522,  # [15, 28]
        cse541,  # [15, 29]
        cse33*cse598 + cse550 + cse607 - h*(cse476*cse505 - cse490*cse510 - cse494*cse618),  # [16, 15]
        cse33*(acc_15*(cse503*cse560 + cse564) - cse476*cse581 + cse490*cse574 + cse521*lam_11 + cse528*lam_6 + cse535*lam_10 + cse538*lam_8 + cse540*lam_7 + cse548*lam_5 + cse586*cse618 + lam_12*(-cse588 + cse637) + lam_9*(cse588 - cse637)) + 0.007752072530560738*cse464 + cse609 - h*(cse476*cse554 - cse490*cse559 - cse555*cse618),  # [16, 16]
        cse33*(acc_15*(cse471*cse472 + cse610) - 9.064495854938878*acc_16*cse608 + acc_17*cse566 - cse468*cse582 - cse476*cse617 + cse490*cse612 + cse570*cse583 - cse577 + cse618*cse623 + cse642) + cse605 - h*(cse476*cse602 - cse490*cse604 - cse600*cse618),  # [16, 17]
        cse643,  # [16, 23]
        cse644,  # [16, 24]
        cse594,  # [16, 25]
        cse590,  # [16, 26]
        cse646,  # [16, 27]
        cse595,  # [16, 28]
        cse596,  # [16, 29]
        cse647,  # [16, 30]
        cse33*cse630 + cse632 - h*(-cse465*cse651 + cse469*cse650 + cse480*cse603 + 0.8804585470401622*cse485 + 0.8804585470401622*cse493 + 0.47412313479087503*cse497 - cse525*cse649 - cse544*cse648 + cse565*thetad_link3),  # [17, 15]
        cse33*(acc_15*cse568 + cse470*cse649*phid_link3 + cse481*cse650 + cse495*cse648*phid_link3 + cse558*cse651 - cse569*cse601 + cse572*cse599 - cse580*cse631 - cse584*cse603 - 0.8804585470401622*cse585 + cse642) + cse605 - h*(0.7752072530560737*cse463*cse484 - 0.8804585470401622*cse467*cse487 - 0.47412313479087503*cse467*cse500 + cse467*cse603 + 4.540000000000001*cse551 + cse565*phid_link3 + cse567*phid_link3 - cse652),  # [17, 16]
        cse33*(acc_15*cse606 + acc_16*cse566 + cse469*cse580*cse605 + cse481*cse652 - 0.47412313479087503*cse613 - 0.47412313479087503*cse615 - 0.8804585470401622*cse619 - 0.8804585470401622*cse620 - 0.8804585470401622*cse621 - 0.8804585470401622*cse622 + cse637*lam_12 - cse637*lam_9 - cse651*thetad_link3 + lam_10*(cse530 + cse533) + lam_11*(cse514 + cse518) + lam_5*(cse543 + cse547) + lam_6*(cse524 + cse527) + lam_7*(cse529 + cse532) + lam_8*(cse513 + cse537)) - h*(-cse481*cse605 + 0.4174457663761008*cse484 - cse650) + 0.002247927469439263,  # [17, 17]
        cse653,  # [17, 23]
        cse654,  # [17, 24]
        cse627,  # [17, 25]
        cse625,  # [17, 26]
        cse656,  # [17, 27]
        cse629,  # [17, 28]
        cse628,  # [17, 29]
        cse655,  # [17, 30]
        cse81,  # [18, 3]
        cse190,  # [18, 4]
        cse135,  # [18, 5]
        cse141,  # [19, 3]
        cse179,  # [19, 4]
        cse84,  # [19, 5]
        -1,  # [20, 0]
        -1,  # [21, 1]
        -1,  # [22, 2]
        cse634,  # [23, 15]
        cse643,  # [23, 16]
        cse653,  # [23, 17]
        cse636,  # [24, 15]
        cse644,  # [24, 16]
        cse654,  # [24, 17]
        -1,  # [25, 12]
        cse539,  # [25, 15]
        cse594,  # [25, 16]
        cse627,  # [25, 17]
        -1,  # [26, 13]
        cse536,  # [26, 15]
        cse590,  # [26, 16]
        cse625,  # [26, 17]
        -1,  # [27, 14]
        cse646,  # [27, 16]
        cse656,  # [27, 17]
        1,  # [28, 6]
        cse308,  # [28, 9]
        cse375,  # [28, 10]
        cse425,  # [28, 11]
        -1,  # [28, 12]
        cse522,  # [28, 15]
        cse595,  # [28, 16]
        cse629,  # [28, 17]
        1,  # [29, 7]
        cse297,  # [29, 9]
        cse374,  # [29, 10]
        cse424,  # [29, 11]
        -1,  # [29, 13]
        cse541,  # [29, 15]
        cse596,  # [29, 16]
        cse628,  # [29, 17]
        1,  # [30, 8]
        cse452,  # [30, 10]
        cse460,  # [30, 11]
        -1,  # [30, 14]
        cse647,  # [30, 16]
        cse655,  # [30, 17]
        -1,  # [31, 0]
        cse87,  # [31, 3]
        cse191,  # [31, 4]
        cse138,  # [31, 5]
        1,  # [31, 6]
        cse312,  # [31, 9]
        cse369,  # [31, 10]
        cse420,  # [31, 11]
        -1,  # [32, 1]
        cse168,  # [32, 3]
        cse120,  # [32, 4]
        cse200,  # [32, 5]
        1,  # [32, 7]
        cse316,  # [32, 9]
        cse373,  # [32, 10]
        cse426,  # [32, 11]
        -1,  # [33, 2]
        cse192,  # [33, 4]
        cse201,  # [33, 5]
        1,  # [33, 8]
        cse453,  # [33, 10]
        cse461,  # [33, 11]
        cse169,  # [34, 3]
        cse193,  # [34, 4]
        cse202,  # [34, 5]
        cse431,  # [34, 9]
        cse454,  # [34, 10]
        cse462,  # [34, 11]
        cse170,  # [35, 3]
        cse194,  # [35, 4]
        cse204,  # [35, 5]
    )
    return out



def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Args:
        q: position coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (30, 18), 173 nonzero.
    """
    # 946 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(theta_rotor)
    cse1 = math.sin(phi_rotor)
    cse2 = math.cos(psi_rotor)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(phi_rotor)
    cse6 = math.sin(psi_rotor)
    cse7 = cse5*cse6
    cse8 = cse4 + cse7
    cse9 = cse2*cse5
    cse10 = cse0*cse9
    cse11 = cse1*cse6
    cse12 = -cse10 + cse11
    cse13 = math.sin(theta_rotor)
    cse14 = cse13*cse2
    cse15 = -cse14
    cse16 = -cse0*cse11 + cse9
    cse17 = cse0*cse7 + cse3
    cse18 = cse13*cse6
    cse19 = cse1*cse13
    cse20 = cse13*cse5
    cse21 = -cse20
    cse22 = cse16*cse18
    cse23 = cse14*cse8
    cse24 = cse0*cse19
    cse25 = cse22 - cse23 + cse24
    cse26 = cse17*cse18
    cse27 = cse12*cse14
    cse28 = cse0*cse20
    cse29 = cse26 - cse27 - cse28
    cse30 = cse0**2
    cse31 = cse13**2
    cse32 = cse31*cse6**2
    cse33 = cse2**2*cse31
    cse34 = cse30 + cse32 + cse33
    cse35 = cse12*cse29 - cse14*cse34 + cse25*cse8
    cse36 = cse16*cse2
    cse37 = cse6*cse8
    cse38 = cse36 + cse37
    cse39 = cse17*cse2
    cse40 = cse12*cse6
    cse41 = cse39 + cse40
    cse42 = cse12*cse41 + cse38*cse8
    cse43 = -cse0*cse14 - cse12*cse20 + cse19*cse8
    cse44 = cse16*cse25 + cse17*cse29 + cse18*cse34
    cse45 = cse16*cse38 + cse17*cse41
    cse46 = cse0*cse18 + cse16*cse19 - cse17*cse20
    cse47 = cse0*cse34 + cse19*cse25 - cse20*cse29
    cse48 = cse19*cse38 - cse20*cse41
    cse49 = cse1**2*cse31 + cse30 + cse31*cse5**2
    cse50 = math.sin(phi_link3)
    cse51 = math.cos(theta_link3)
    cse52 = math.sin(psi_link3)
    cse53 = 1.0*cse51*cse52
    cse54 = math.cos(phi_link3)
    cse55 = math.cos(psi_link3)
    cse56 = 1.0*cse55
    cse57 = cse50*cse53 - cse54*cse56
    cse58 = -cse50*cse56 - cse53*cse54
    cse59 = math.sin(theta_link3)
    cse60 = cse52*cse59
    cse61 = 1.0*cse60
    cse62 = -cse61
    cse63 = cse51*cse55
    cse64 = 0.4741231347908755*cse63
    cse65 = 0.4741231347908755*cse52
    cse66 = 0.8804585470401622*cse59
    cse67 = -cse50*cse65 + cse54*cse64 - cse54*cse66
    cse68 = cse55*cse59
    cse69 = 0.8804585470401622*cse51 + 0.4741231347908755*cse68
    cse70 = 0.47412313479087503*cse51 - 0.8804585470401624*cse68
    cse71 = 0.8804585470401624*cse63
    cse72 = 0.47412313479087503*cse59
    cse73 = 0.8804585470401624*cse52
    cse74 = cse50*cse73 - cse54*cse71 - cse54*cse72
    cse75 = -cse58*cse61 + cse67*cse69 + cse70*cse74
    cse76 = 3.257696624048601*cse68
    cse77 = 1.7542555987262378*cse51
    cse78 = -cse76 + cse77
    cse79 = 3.257696624048601*cse63
    cse80 = cse54*cse79
    cse81 = 1.7542555987262378*cse59
    cse82 = cse54*cse81
    cse83 = 3.257696624048601*cse52
    cse84 = cse50*cse83
    cse85 = -cse80 - cse82 + cse84
    cse86 = 1.0*cse52**2*cse59**2 + cse69**2 + cse70**2
    cse87 = cse75*cse78 - cse85*cse86
    cse88 = -cse50*cse64 + cse50*cse66 - cse54*cse65
    cse89 = cse50*cse71 + cse50*cse72 + cse54*cse73
    cse90 = -cse57*cse61 + cse69*cse88 + cse70*cse89
    cse91 = cse50*cse79
    cse92 = cse50*cse81
    cse93 = cse54*cse83
    cse94 = cse91 + cse92 + cse93
    cse95 = -cse78*cse90 + cse86*cse94
    cse96 = -cse75*cse94 + cse85*cse90
    cse97 = -cse56*cse58 - cse65*cse67 + cse73*cse74
    cse98 = cse56*cse60 - cse65*cse69 + cse70*cse73
    cse99 = cse78*cse97 - cse85*cse98
    cse100 = -cse56*cse57 - cse65*cse88 + cse73*cse89
    cse101 = -cse100*cse78 + cse94*cse98
    cse102 = cse100*cse85 - cse94*cse97
    cse103 = 0.8804585470401622*cse67 + 0.47412313479087503*cse74
    cse104 = 0.8804585470401622*cse69 + 0.47412313479087503*cse70
    cse105 = cse103*cse78 - cse104*cse85
    cse106 = 0.8804585470401622*cse88 + 0.47412313479087503*cse89
    cse107 = cse104*cse94 - cse106*cse78
    cse108 = -cse103*cse94 + cse106*cse85
    cse109 = cse57*cse90 + cse58*cse75 - cse61*cse86
    cse110 = cse100*cse57 + cse58*cse97 - cse61*cse98
    cse111 = cse103*cse58 - cse104*cse61 + cse106*cse57
    cse112 = cse70*cse86 + cse74*cse75 + cse89*cse90
    cse113 = cse100*cse89 + cse70*cse98 + cse74*cse97
    cse114 = cse103*cse74 + cse104*cse70 + cse106*cse89
    cse115 = cse67*cse75 + cse69*cse86 + cse88*cse90
    cse116 = cse100*cse88 + cse67*cse97 + cse69*cse98
    cse117 = cse103*cse67 + cse104*cse69 + cse106*cse88
    cse118 = math.cos(psi_link2)
    cse119 = math.sin(theta_link2)
    cse120 = cse118*cse119
    cse121 = math.sin(psi_link2)
    cse122 = cse119*cse121
    cse123 = math.cos(theta_link2)
    cse124 = -0.37087957976352476*cse120 + 0.6967213111475145*cse122 + 0.6140258560576415*cse123
    cse125 = cse124**2
    cse126 = 0.928680929062017*cse120 + 0.278056337134458*cse122 + 0.24543106033238243*cse123
    cse127 = cse126**2
    cse128 = -0.00026326970986453467*cse120 - 0.6612594709887012*cse122 + 0.750157212000793*cse123
    cse129 = cse128**2
    cse130 = cse125 + cse127 + cse129
    cse131 = -r_link2_y
    cse132 = cse80 + cse82 - cse84
    cse133 = cse131 + cse132 + r_link3_y
    cse134 = -r_link2_z
    cse135 = cse76 - cse77
    cse136 = cse134 + cse135 + r_link3_z
    cse137 = math.cos(phi_link2)
    cse138 = cse118*cse123
    cse139 = cse137*cse138
    cse140 = cse121*cse123
    cse141 = 0.6967213111475145*cse140
    cse142 = 0.6140258560576415*cse119
    cse143 = math.sin(phi_link2)
    cse144 = 0.37087957976352476*cse121
    cse145 = 0.6967213111475145*cse118
    cse146 = cse137*cse141 - cse137*cse142 - 0.37087957976352476*cse139 + cse143*cse144 + cse143*cse145
    cse147 = cse124*cse146
    cse148 = 0.278056337134458*cse140
    cse149 = 0.24543106033238243*cse119
    cse150 = 0.928680929062017*cse121
    cse151 = 0.278056337134458*cse118
    cse152 = cse137*cse148 - cse137*cse149 + 0.928680929062017*cse139 - cse143*cse150 + cse143*cse151
    cse153 = cse126*cse152
    cse154 = 0.6612594709887012*cse140
    cse155 = 0.750157212000793*cse119
    cse156 = 0.6612594709887012*cse118
    cse157 = 0.00026326970986453467*cse121
    cse158 = -cse137*cse154 - cse137*cse155 - 0.00026326970986453467*cse139 - cse143*cse156 + cse143*cse157
    cse159 = cse128*cse158
    cse160 = cse147 + cse153 + cse159
    cse161 = cse130*cse133 - cse136*cse160
    cse162 = -r_link2_x
    cse163 = -cse91 - cse92 - cse93
    cse164 = cse162 + cse163 + r_link3_x
    cse165 = cse138*cse143
    cse166 = cse137*cse144 + cse137*cse145 - cse141*cse143 + cse142*cse143 + 0.37087957976352476*cse165
    cse167 = cse124*cse166
    cse168 = -cse137*cse150 + cse137*cse151 - cse143*cse148 + cse143*cse149 - 0.928680929062017*cse165
    cse169 = cse126*cse168
    cse170 = -cse137*cse156 + cse137*cse157 + cse143*cse154 + cse143*cse155 + 0.00026326970986453467*cse165
    cse171 = cse128*cse170
    cse172 = cse167 + cse169 + cse171
    cse173 = -cse133*cse172 + cse160*cse164
    cse174 = -cse130*cse164 + cse136*cse172
    cse175 = cse144 + cse145
    cse176 = cse124*cse175
    cse177 = -cse150 + cse151
    cse178 = cse126*cse177
    cse179 = -cse156 + cse157
    cse180 = cse128*cse179
    cse181 = cse176 + cse178 + cse180
    cse182 = cse146*cse175
    cse183 = cse152*cse177
    cse184 = cse158*cse179
    cse185 = cse182 + cse183 + cse184
    cse186 = cse133*cse181 - cse136*cse185
    cse187 = cse166*cse175
    cse188 = cse168*cse177
    cse189 = cse170*cse179
    cse190 = cse187 + cse188 + cse189
    cse191 = -cse133*cse190 + cse164*cse185
    cse192 = cse136*cse190 - cse164*cse181
    cse193 = 0.6140258560576415*cse124
    cse194 = 0.24543106033238243*cse126
    cse195 = 0.750157212000793*cse128
    cse196 = cse193 + cse194 + cse195
    cse197 = 0.6140258560576415*cse146
    cse198 = 0.24543106033238243*cse152
    cse199 = 0.750157212000793*cse158
    cse200 = cse197 + cse198 + cse199
    cse201 = cse133*cse196 - cse136*cse200
    cse202 = 0.6140258560576415*cse166
    cse203 = 0.24543106033238243*cse168
    cse204 = 0.750157212000793*cse170
    cse205 = cse202 + cse203 + cse204
    cse206 = -cse133*cse205 + cse164*cse200
    cse207 = cse136*cse205 - cse164*cse196
    cse208 = -cse132*cse86 + cse135*cse75
    cse209 = cse132*cse90 - cse163*cse75
    cse210 = -cse135*cse90 + cse163*cse86
    cse211 = -cse132*cse98 + cse135*cse97
    cse212 = cse100*cse132 - cse163*cse97
    cse213 = -cse100*cse135 + cse163*cse98
    cse214 = cse103*cse135 - cse104*cse132
    cse215 = -cse103*cse163 + cse106*cse132
    cse216 = cse104*cse163 - cse106*cse135
    cse217 = -cse167 - cse169 - cse171
    cse218 = -cse125 - cse127 - cse129
    cse219 = -cse147 - cse153 - cse159
    cse220 = -cse187 - cse188 - cse189
    cse221 = -cse176 - cse178 - cse180
    cse222 = -cse182 - cse183 - cse184
    cse223 = -cse202 - cse203 - cse204
    cse224 = -cse193 - cse194 - cse195
    cse225 = -cse197 - cse198 - cse199
    cse226 = 2*cse10 - 2*cse11
    cse227 = 2*cse14
    cse228 = -cse226*cse34 + cse227*cse29
    cse229 = -2*cse4 - 2*cse7
    cse230 = -cse227*cse25 + cse229*cse34
    cse231 = cse226*cse25 - cse229*cse29
    cse232 = cse226*cse38 - cse229*cse41
    cse233 = 2*cse31
    cse234 = cse233*cse9
    cse235 = -cse0*cse226 - cse234
    cse236 = cse233*cse3
    cse237 = cse0*cse229 - cse236
    cse238 = cse19*cse226 + cse20*cse229
    cse239 = cse131 + cse226 + r_rotor_y
    cse240 = cse134 + cse227 + r_rotor_z
    cse241 = cse130*cse239 - cse160*cse240
    cse242 = cse162 + cse229 + r_rotor_x
    cse243 = -cse130*cse242 + cse172*cse240
    cse244 = cse160*cse242 - cse172*cse239
    cse245 = cse181*cse239 - cse185*cse240
    cse246 = -cse181*cse242 + cse190*cse240
    cse247 = cse185*cse242 - cse190*cse239
    cse248 = cse196*cse239 - cse200*cse240
    cse249 = -cse196*cse242 + cse205*cse240
    cse250 = cse200*cse242 - cse205*cse239
    cse251 = 2*cse13
    cse252 = -cse19
    cse253 = -cse0
    out = np.zeros((30, 18))
    out[_B_INDEX] = (
        cse8,  # [0, 0]
        cse12,  # [0, 1]
        cse15,  # [0, 2]
        cse16,  # [1, 0]
        cse17,  # [1, 1]
        cse18,  # [1, 2]
        cse19,  # [2, 0]
        cse21,  # [2, 1]
        cse0,  # [2, 2]
        cse35,  # [3, 3]
        cse42,  # [3, 4]
        cse43,  # [3, 5]
        cse44,  # [4, 3]
        cse45,  # [4, 4]
        cse46,  # [4, 5]
        cse47,  # [5, 3]
        cse48,  # [5, 4]
        cse49,  # [5, 5]
        cse57,  # [6, 12]
        cse58,  # [6, 13]
        cse62,  # [6, 14]
        cse57*cse87 + cse58*cse95 - cse61*cse96,  # [6, 15]
        cse101*cse58 - cse102*cse61 + cse57*cse99,  # [6, 16]
        cse105*cse57 + cse107*cse58 - cse108*cse61,  # [6, 17]
        cse89,  # [7, 12]
        cse74,  # [7, 13]
        cse70,  # [7, 14]
        cse70*cse96 + cse74*cse95 + cse87*cse89,  # [7, 15]
        cse101*cse74 + cse102*cse70 + cse89*cse99,  # [7, 16]
        cse105*cse89 + cse107*cse74 + cse108*cse70,  # [7, 17]
        cse88,  # [8, 12]
        cse67,  # [8, 13]
        cse69,  # [8, 14]
        cse67*cse95 + cse69*cse96 + cse87*cse88,  # [8, 15]
        cse101*cse67 + cse102*cse69 + cse88*cse99,  # [8, 16]
        cse105*cse88 + cse107*cse67 + cse108*cse69,  # [8, 17]
        cse109,  # [9, 15]
        cse110,  # [9, 16]
        cse111,  # [9, 17]
        cse112,  # [10, 15]
        cse113,  # [10, 16]
        cse114,  # [10, 17]
        cse115,  # [11, 15]
        cse116,  # [11, 16]
        cse117,  # [11, 17]
        -cse57,  # [12, 6]
        -cse58,  # [12, 7]
        cse61,  # [12, 8]
        cse161*cse57 - cse173*cse61 + cse174*cse58,  # [12, 9]
        cse186*cse57 - cse191*cse61 + cse192*cse58,  # [12, 10]
        cse201*cse57 - cse206*cse61 + cse207*cse58,  # [12, 11]
        cse57,  # [12, 12]
        cse58,  # [12, 13]
        cse62,  # [12, 14]
        cse208*cse57 - cse209*cse61 + cse210*cse58,  # [12, 15]
        cse211*cse57 - cse212*cse61 + cse213*cse58,  # [12, 16]
        cse214*cse57 - cse215*cse61 + cse216*cse58,  # [12, 17]
        -cse89,  # [13, 6]
        -cse74,  # [13, 7]
        -cse70,  # [13, 8]
        cse161*cse89 + cse173*cse70 + cse174*cse74,  # [13, 9]
        cse186*cse89 + cse191*cse70 + cse192*cse74,  # [13, 10]
        cse201*cse89 + cse206*cse70 + cse207*cse74,  # [13, 11]
        cse89,  # [13, 12]
        cse74,  # [13, 13]
        cse70,  # [13, 14]
        cse208*cse89 + cse209*cse70 + cse210*cse74,  # [13, 15]
        cse211*cse89 + cse212*cse70 + cse213*cse74,  # [13, 16]
        cse214*cse89 + cse215*cse70 + cse216*cse74,  # [13, 17]
        -cse88,  # [14, 6]
        -cse67,  # [14, 7]
        -cse69,  # [14, 8]
        cse161*cse88 + cse173*cse69 + cse174*cse67,  # [14, 9]
        cse186*cse88 + cse191*cse69 + cse192*cse67,  # [14, 10]
        cse201*cse88 + cse206*cse69 + cse207*cse67,  # [14, 11]
        cse88,  # [14, 12]
        cse67,  # [14, 13]
        cse69,  # [14, 14]
        cse208*cse88 + cse209*cse69 + cse210*cse67,  # [14, 15]
        cse211*cse88 + cse212*cse69 + cse213*cse67,  # [14, 16]
        cse214*cse88 + cse215*cse69 + cse216*cse67,  # [14, 17]
        cse217*cse57 - cse218*cse61 + cse219*cse58,  # [15, 9]
        cse220*cse57 - cse221*cse61 + cse222*cse58,  # [15, 10]
        cse223*cse57 - cse224*cse61 + cse225*cse58,  # [15, 11]
        cse109,  # [15, 15]
        cse110,  # [15, 16]
        cse111,  # [15, 17]
        cse217*cse89 + cse218*cse70 + cse219*cse74,  # [16, 9]
        cse220*cse89 + cse221*cse70 + cse222*cse74,  # [16, 10]
        cse223*cse89 + cse224*cse70 + cse225*cse74,  # [16, 11]
        cse112,  # [16, 15]
        cse113,  # [16, 16]
        cse114,  # [16, 17]
        cse217*cse88 + cse218*cse69 + cse219*cse67,  # [17, 9]
        cse220*cse88 + cse221*cse69 + cse222*cse67,  # [17, 10]
        cse223*cse88 + cse224*cse69 + cse225*cse67,  # [17, 11]
        cse115,  # [17, 15]
        cse116,  # [17, 16]
        cse117,  # [17, 17]
        cse8,  # [18, 0]
        cse12,  # [18, 1]
        cse15,  # [18, 2]
        cse12*cse230 - cse14*cse231 + cse228*cse8,  # [18, 3]
        -cse12*cse227*cse38 - cse14*cse232 + cse227*cse41*cse8,  # [18, 4]
        cse12*cse237 - cse14*cse238 + cse235*cse8,  # [18, 5]
        -cse8,  # [18, 6]
        -cse12,  # [18, 7]
        cse14,  # [18, 8]
        cse12*cse243 - cse14*cse244 + cse241*cse8,  # [18, 9]
        cse12*cse246 - cse14*cse247 + cse245*cse8,  # [18, 10]
        cse12*cse249 - cse14*cse250 + cse248*cse8,  # [18, 11]
        cse16,  # [19, 0]
        cse17,  # [19, 1]
        cse18,  # [19, 2]
        cse16*cse228 + cse17*cse230 + cse18*cse231,  # [19, 3]
        cse18*cse232 + cse251*cse36*cse41 - cse251*cse38*cse39,  # [19, 4]
        cse16*cse235 + cse17*cse237 + cse18*cse238,  # [19, 5]
        -cse16,  # [19, 6]
        -cse17,  # [19, 7]
        -cse18,  # [19, 8]
        cse16*cse241 + cse17*cse243 + cse18*cse244,  # [19, 9]
        cse16*cse245 + cse17*cse246 + cse18*cse247,  # [19, 10]
        cse16*cse248 + cse17*cse249 + cse18*cse250,  # [19, 11]
        cse19,  # [20, 0]
        cse21,  # [20, 1]
        cse0,  # [20, 2]
        cse0*cse231 + cse19*cse228 - cse20*cse230,  # [20, 3]
        cse0*cse232 + cse234*cse38 + cse236*cse41,  # [20, 4]
        cse0*cse238 + cse19*cse235 - cse20*cse237,  # [20, 5]
        cse252,  # [20, 6]
        cse20,  # [20, 7]
        cse253,  # [20, 8]
        cse0*cse244 + cse19*cse241 - cse20*cse243,  # [20, 9]
        cse0*cse247 + cse19*cse245 - cse20*cse246,  # [20, 10]
        cse0*cse250 + cse19*cse248 - cse20*cse249,  # [20, 11]
        cse35,  # [21, 3]
        cse42,  # [21, 4]
        cse43,  # [21, 5]
        cse12*cse219 - cse14*cse218 + cse217*cse8,  # [21, 9]
        cse12*cse222 - cse14*cse221 + cse220*cse8,  # [21, 10]
        cse12*cse225 - cse14*cse224 + cse223*cse8,  # [21, 11]
        cse44,  # [22, 3]
        cse45,  # [22, 4]
        cse46,  # [22, 5]
        cse16*cse217 + cse17*cse219 + cse18*cse218,  # [22, 9]
        cse16*cse220 + cse17*cse222 + cse18*cse221,  # [22, 10]
        cse16*cse223 + cse17*cse225 + cse18*cse224,  # [22, 11]
        cse47,  # [23, 3]
        cse48,  # [23, 4]
        cse49,  # [23, 5]
        cse0*cse218 + cse19*cse217 - cse20*cse219,  # [23, 9]
        cse0*cse221 + cse19*cse220 - cse20*cse222,  # [23, 10]
        cse0*cse224 + cse19*cse223 - cse20*cse225,  # [23, 11]
        -1,  # [24, 0]
        cse29*r_rotor_z - cse34*r_rotor_y,  # [24, 3]
        cse41*r_rotor_z,  # [24, 4]
        -cse0*r_rotor_y - cse20*r_rotor_z,  # [24, 5]
        -1,  # [25, 1]
        -cse25*r_rotor_z + cse34*r_rotor_x,  # [25, 3]
        -cse38*r_rotor_z,  # [25, 4]
        cse0*r_rotor_x - cse19*r_rotor_z,  # [25, 5]
        -1,  # [26, 2]
        cse25*r_rotor_y - cse29*r_rotor_x,  # [26, 3]
        cse38*r_rotor_y - cse41*r_rotor_x,  # [26, 4]
        cse19*r_rotor_y + cse20*r_rotor_x,  # [26, 5]
        -cse22 + cse23 - cse24,  # [27, 3]
        -cse36 - cse37,  # [27, 4]
        cse252,  # [27, 5]
        -cse26 + cse27 + cse28,  # [28, 3]
        -cse39 - cse40,  # [28, 4]
        cse20,  # [28, 5]
        -cse30 - cse32 - cse33,  # [29, 3]
        cse253,  # [29, 5]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
    columns, written by rows), global frame.

    Args:
        q: position coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (5, 12), 51 nonzero.
    """
    # 113 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, _, _, _,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(theta_rotor)
    cse1 = math.sin(phi_rotor)
    cse2 = math.cos(psi_rotor)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(phi_rotor)
    cse6 = math.sin(psi_rotor)
    cse7 = cse5*cse6
    cse8 = cse4 + cse7
    cse9 = cse1*cse6
    cse10 = cse2*cse5
    cse11 = -cse0*cse9 + cse10
    cse12 = math.sin(theta_rotor)
    cse13 = cse1*cse12
    cse14 = cse0*cse10
    cse15 = -cse14 + cse9
    cse16 = cse0*cse7 + cse3
    cse17 = -cse12*cse5
    cse18 = cse12*cse2
    cse19 = -cse18
    cse20 = cse12*cse6
    cse21 = math.sin(phi_link3)
    cse22 = math.cos(theta_link3)
    cse23 = math.cos(psi_link3)
    cse24 = cse22*cse23
    cse25 = cse21*cse24
    cse26 = 3.257696624048601*cse25
    cse27 = math.sin(theta_link3)
    cse28 = 1.7542555987262378*cse27
    cse29 = cse21*cse28
    cse30 = math.sin(psi_link3)
    cse31 = math.cos(phi_link3)
    cse32 = cse30*cse31
    cse33 = 3.257696624048601*cse32
    cse34 = cse24*cse31
    cse35 = 3.257696624048601*cse34
    cse36 = cse21*cse30
    cse37 = 3.257696624048601*cse36
    cse38 = cse28*cse31
    cse39 = cse23*cse27
    cse40 = 3.257696624048601*cse39
    cse41 = 1.7542555987262378*cse22
    cse42 = 1.0*cse23
    cse43 = 1.0*cse22*cse36 - cse31*cse42
    cse44 = 0.8804585470401624*cse24
    cse45 = 0.47412313479087503*cse27
    cse46 = cse21*cse44 + cse21*cse45 + 0.8804585470401624*cse32
    cse47 = 0.8804585470401622*cse27
    cse48 = cse21*cse47 - 0.4741231347908755*cse25 - 0.4741231347908755*cse32
    cse49 = 1.0*cse30
    cse50 = -cse21*cse42 - cse22*cse31*cse49
    cse51 = -cse31*cse44 - cse31*cse45 + 0.8804585470401624*cse36
    cse52 = -cse31*cse47 + 0.4741231347908755*cse34 - 0.4741231347908755*cse36
    cse53 = -cse27*cse49
    cse54 = 0.47412313479087503*cse22 - 0.8804585470401624*cse39
    cse55 = 0.8804585470401622*cse22 + 0.4741231347908755*cse39
    out = np.zeros((5, 12))
    out[_reaction_frames_INDEX] = (
        r_rotor_x,  # [0, 0]
        r_rotor_y,  # [0, 1]
        r_rotor_z,  # [0, 2]
        cse8,  # [0, 3]
        cse11,  # [0, 4]
        cse13,  # [0, 5]
        cse15,  # [0, 6]
        cse16,  # [0, 7]
        cse17,  # [0, 8]
        cse19,  # [0, 9]
        cse20,  # [0, 10]
        cse0,  # [0, 11]
        cse26 + cse29 + cse33 + r_link3_x,  # [1, 0]
        -cse35 + cse37 - cse38 + r_link3_y,  # [1, 1]
        -cse40 + cse41 + r_link3_z,  # [1, 2]
        cse43,  # [1, 3]
        cse46,  # [1, 4]
        cse48,  # [1, 5]
        cse50,  # [1, 6]
        cse51,  # [1, 7]
        cse52,  # [1, 8]
        cse53,  # [1, 9]
        cse54,  # [1, 10]
        cse55,  # [1, 11]
        -cse26 - cse29 - cse33 + r_link3_x,  # [2, 0]
        cse35 - cse37 + cse38 + r_link3_y,  # [2, 1]
        cse40 - cse41 + r_link3_z,  # [2, 2]
        cse43,  # [2, 3]
        cse46,  # [2, 4]
        cse48,  # [2, 5]
        cse50,  # [2, 6]
        cse51,  # [2, 7]
        cse52,  # [2, 8]
        cse53,  # [2, 9]
        cse54,  # [2, 10]
        cse55,  # [2, 11]
        -2*cse4 - 2*cse7 + r_rotor_x,  # [3, 0]
        2*cse14 - 2*cse9 + r_rotor_y,  # [3, 1]
        2*cse18 + r_rotor_z,  # [3, 2]
        cse8,  # [3, 3]
        cse11,  # [3, 4]
        cse13,  # [3, 5]
        cse15,  # [3, 6]
        cse16,  # [3, 7]
        cse17,  # [3, 8]
        cse19,  # [3, 9]
        cse20,  # [3, 10]
        cse0,  # [3, 11]
        1,  # [4, 3]
        1,  # [4, 7]
        1,  # [4, 11]
    )
    return out



def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (2,), 2 nonzero.
    """
    # 137 operations after common subexpression elimination
    (
        _, _, r_rotor_z, _,
        theta_rotor, psi_rotor, _, _,
        r_link2_z, _, theta_link2, psi_link2,
        _, _, r_link3_z, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, phid_rotor,
        thetad_rotor, _, rd_link2_x, rd_link2_y,
        rd_link2_z, phid_link2, thetad_link2, psid_link2,
        rd_link3_x, rd_link3_y, rd_link3_z, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.sin(psi_link3)
    cse1 = cse0*thetad_link3
    cse2 = math.cos(psi_link3)
    cse3 = math.sin(theta_link3)
    cse4 = phid_link3*(-0.8804585470401624*cse2*cse3 + 0.47412313479087503*math.cos(theta_link3))
    cse5 = math.sin(psi_link2)
    cse6 = math.cos(psi_link2)
    cse7 = thetad_link2*(0.37087957976352476*cse5 + 0.6967213111475145*cse6)
    cse8 = math.sin(theta_link2)
    cse9 = cse6*cse8
    cse10 = cse5*cse8
    cse11 = math.cos(theta_link2)
    cse12 = phid_link2*(0.6967213111475145*cse10 + 0.6140258560576415*cse11 - 0.37087957976352476*cse9)
    cse13 = math.sin(psi_rotor)
    cse14 = phid_rotor*math.sin(theta_rotor)
    cse15 = cse13*cse14
    cse16 = math.cos(psi_rotor)
    cse17 = cse16*thetad_rotor
    cse18 = thetad_link2*(0.00026326970986453467*cse5 - 0.6612594709887012*cse6)
    cse19 = phid_link2*(-0.6612594709887012*cse10 + 0.750157212000793*cse11 - 0.00026326970986453467*cse9)
    cse20 = cse14*cse16
    cse21 = cse13*thetad_rotor
    cse22 = cse0*cse3*phid_link3
    cse23 = cse2*thetad_link3
    return np.array([
        0.5*rd_link2_x**2 + 0.5*rd_link2_y**2 + 0.5*rd_link2_z**2 + 0.5*rd_link3_x**2 + 0.5*rd_link3_y**2 + 0.5*rd_link3_z**2 + 1.0*rd_rotor_x**2 + 1.0*rd_rotor_y**2 + 1.0*rd_rotor_z**2 + (1/2)*(cse15 + cse17)*(2.0*cse15 + 2.0*cse17) + (1/2)*(-4.0*cse20 + 4.0*cse21)*(-cse20 + cse21) + (1/2)*(-4.54*cse22 - 4.54*cse23)*(-1.0*cse22 - 1.0*cse23) + (1/2)*(0.008804585470401624*cse1 + 0.01*cse4 + 0.004741231347908751*psid_link3)*(0.8804585470401624*cse1 + cse4 + 0.47412313479087503*psid_link3) + (1/2)*(0.01*cse12 + 0.01*cse7 + 0.006140258560576415*psid_link2)*(cse12 + cse7 + 0.6140258560576415*psid_link2) + (1/2)*(cse18 + cse19 + 0.750157212000793*psid_link2)*(12.4*cse18 + 12.4*cse19 + 9.301949428809833*psid_link2),  # [0]
        9.81*r_link2_z + 9.81*r_link3_z + 19.62*r_rotor_z,  # [1]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 260 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, phid_rotor,
        thetad_rotor, _, rd_link2_x, rd_link2_y,
        rd_link2_z, phid_link2, thetad_link2, psid_link2,
        rd_link3_x, rd_link3_y, rd_link3_z, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 2.0*rd_rotor_x
    cse1 = 1.0*rd_link3_x
    cse2 = 1.0*rd_link2_x
    cse3 = 2.0*rd_rotor_y
    cse4 = 1.0*rd_link3_y
    cse5 = 1.0*rd_link2_y
    cse6 = 2.0*rd_rotor_z
    cse7 = 1.0*rd_link3_z
    cse8 = 1.0*rd_link2_z
    cse9 = math.sin(psi_link3)
    cse10 = math.cos(psi_link3)
    cse11 = math.sin(theta_link3)
    cse12 = cse10*cse11
    cse13 = math.cos(theta_link3)
    cse14 = 0.8804585470401624*cse9*thetad_link3 + phid_link3*(-0.8804585470401624*cse12 + 0.47412313479087503*cse13) + 0.47412313479087503*psid_link3
    cse15 = 0.008804585470401624*cse10
    cse16 = math.sin(phi_link3)
    cse17 = cse13*cse16
    cse18 = 0.004741231347908751*cse11
    cse19 = math.cos(phi_link3)
    cse20 = 0.008804585470401624*cse9
    cse21 = math.sin(psi_link2)
    cse22 = math.cos(psi_link2)
    cse23 = math.sin(theta_link2)
    cse24 = cse22*cse23
    cse25 = cse21*cse23
    cse26 = math.cos(theta_link2)
    cse27 = phid_link2*(-0.37087957976352476*cse24 + 0.6967213111475145*cse25 + 0.6140258560576415*cse26) + 0.6140258560576415*psid_link2 + thetad_link2*(0.37087957976352476*cse21 + 0.6967213111475145*cse22)
    cse28 = math.sin(phi_link2)
    cse29 = cse26*cse28
    cse30 = 0.0037087957976352478*cse22
    cse31 = 0.006967213111475145*cse21
    cse32 = 0.006140258560576415*cse23
    cse33 = math.cos(phi_link2)
    cse34 = 0.0037087957976352478*cse21
    cse35 = 0.006967213111475145*cse22
    cse36 = -1.0*cse10*thetad_link3 - 1.0*cse11*cse9*phid_link3
    cse37 = 4.54*cse9
    cse38 = 4.54*cse10
    cse39 = math.cos(psi_rotor)
    cse40 = math.sin(theta_rotor)
    cse41 = cse40*phid_rotor
    cse42 = math.sin(psi_rotor)
    cse43 = -cse39*cse41 + cse42*thetad_rotor
    cse44 = 4.0*cse39
    cse45 = math.sin(phi_rotor)
    cse46 = math.cos(theta_rotor)
    cse47 = cse45*cse46
    cse48 = math.cos(phi_rotor)
    cse49 = 4.0*cse42
    cse50 = phid_link2*(-0.00026326970986453467*cse24 - 0.6612594709887012*cse25 + 0.750157212000793*cse26) + 0.750157212000793*psid_link2 + thetad_link2*(0.00026326970986453467*cse21 - 0.6612594709887012*cse22)
    cse51 = 0.00326454440232023*cse22
    cse52 = 8.199617440259894*cse22
    cse53 = 0.00326454440232023*cse21
    cse54 = 8.199617440259894*cse21
    cse55 = 9.301949428809833*cse23
    cse56 = cse39*thetad_rotor + cse41*cse42
    cse57 = 2.0*cse42
    cse58 = 2.0*cse39
    cse59 = cse13*cse19
    cse60 = cse26*cse33
    cse61 = cse46*cse48
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse14*(cse15*cse17 + cse16*cse18 + cse19*cse20) + cse27*(cse28*cse32 + cse29*cse30 - cse29*cse31 + cse33*cse34 + cse33*cse35) - cse3*r_rotor_z + cse36*(cse17*cse37 - cse19*cse38) - cse4*r_link3_z + cse43*(cse44*cse47 + cse48*cse49) - cse5*r_link2_z + cse50*(cse28*cse55 + cse29*cse51 + cse29*cse54 - cse33*cse52 + cse33*cse53) + cse56*(-cse47*cse57 + cse48*cse58) + cse6*r_rotor_y + cse7*r_link3_y + cse8*r_link2_y,  # [3]
        cse0*r_rotor_z + cse1*r_link3_z + cse14*(-cse15*cse59 + cse16*cse20 - cse18*cse19) + cse2*r_link2_z + cse27*(cse28*cse34 + cse28*cse35 - cse30*cse60 + cse31*cse60 - cse32*cse33) + cse36*(-cse16*cse38 - cse37*cse59) + cse43*(-cse44*cse61 + cse45*cse49) + cse50*(-cse28*cse52 + cse28*cse53 - cse33*cse55 - cse51*cse60 - cse54*cse60) + cse56*(cse45*cse58 + cse57*cse61) - cse6*r_rotor_x - cse7*r_link3_x - cse8*r_link2_x,  # [4]
        -cse0*r_rotor_y - cse1*r_link3_y - cse11*cse36*cse37 + cse14*(-0.008804585470401624*cse12 + 0.004741231347908751*cse13) - cse2*r_link2_y + cse27*(-0.0037087957976352478*cse24 + 0.006967213111475145*cse25 + 0.006140258560576415*cse26) + cse3*r_rotor_x + cse4*r_link3_x - cse40*cse43*cse44 + cse40*cse56*cse57 + cse5*r_link2_x + cse50*(-0.00326454440232023*cse24 - 8.199617440259894*cse25 + 9.301949428809833*cse26),  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (18).

    Returns:
        ndarray of shape (3, 12), 36 nonzero.
    """
    # 167 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(theta_rotor)
    cse1 = math.sin(phi_rotor)
    cse2 = math.cos(psi_rotor)
    cse3 = cse1*cse2
    cse4 = math.cos(phi_rotor)
    cse5 = math.sin(psi_rotor)
    cse6 = cse4*cse5
    cse7 = cse1*cse5
    cse8 = cse2*cse4
    cse9 = math.sin(theta_rotor)
    cse10 = math.sin(phi_link2)
    cse11 = math.cos(theta_link2)
    cse12 = math.cos(psi_link2)
    cse13 = cse11*cse12
    cse14 = cse10*cse13
    cse15 = math.cos(phi_link2)
    cse16 = 0.6612594709887012*cse12
    cse17 = math.sin(psi_link2)
    cse18 = cse10*cse17
    cse19 = 0.6612594709887012*cse11
    cse20 = math.sin(theta_link2)
    cse21 = 0.750157212000793*cse20
    cse22 = cse15*cse17
    cse23 = 0.6967213111475145*cse12
    cse24 = 0.6967213111475145*cse11
    cse25 = 0.6140258560576415*cse20
    cse26 = 0.278056337134458*cse11
    cse27 = 0.24543106033238243*cse20
    cse28 = 0.278056337134458*cse12
    cse29 = cse13*cse15
    cse30 = cse12*cse20
    cse31 = cse17*cse20
    cse32 = math.sin(phi_link3)
    cse33 = math.cos(theta_link3)
    cse34 = math.sin(psi_link3)
    cse35 = 1.0*cse34
    cse36 = cse33*cse35
    cse37 = math.cos(phi_link3)
    cse38 = math.cos(psi_link3)
    cse39 = 1.0*cse38
    cse40 = cse33*cse38
    cse41 = 0.8804585470401624*cse40
    cse42 = math.sin(theta_link3)
    cse43 = 0.47412313479087503*cse42
    cse44 = 0.8804585470401624*cse34
    cse45 = 0.4741231347908755*cse40
    cse46 = 0.4741231347908755*cse34
    cse47 = 0.8804585470401622*cse42
    cse48 = cse38*cse42
    return np.array([
        r_rotor_x,  # [0, 0]
        r_rotor_y,  # [0, 1]
        r_rotor_z,  # [0, 2]
        cse0*cse3 + cse6,  # [0, 3]
        -cse0*cse7 + cse8,  # [0, 4]
        cse1*cse9,  # [0, 5]
        -cse0*cse8 + cse7,  # [0, 6]
        cse0*cse6 + cse3,  # [0, 7]
        -cse4*cse9,  # [0, 8]
        -cse2*cse9,  # [0, 9]
        cse5*cse9,  # [0, 10]
        cse0,  # [0, 11]
        r_link2_x,  # [1, 0]
        r_link2_y,  # [1, 1]
        r_link2_z,  # [1, 2]
        cse10*cse21 + 0.00026326970986453467*cse14 - cse15*cse16 + cse18*cse19 + 0.00026326970986453467*cse22,  # [1, 3]
        cse10*cse25 + 0.37087957976352476*cse14 + cse15*cse23 - cse18*cse24 + 0.37087957976352476*cse22,  # [1, 4]
        cse10*cse27 - 0.928680929062017*cse14 + cse15*cse28 - cse18*cse26 - 0.928680929062017*cse22,  # [1, 5]
        -cse10*cse16 - cse15*cse21 + 0.00026326970986453467*cse18 - cse19*cse22 - 0.00026326970986453467*cse29,  # [1, 6]
        cse10*cse23 - cse15*cse25 + 0.37087957976352476*cse18 + cse22*cse24 - 0.37087957976352476*cse29,  # [1, 7]
        cse10*cse28 - cse15*cse27 - 0.928680929062017*cse18 + cse22*cse26 + 0.928680929062017*cse29,  # [1, 8]
        0.750157212000793*cse11 - 0.00026326970986453467*cse30 - 0.6612594709887012*cse31,  # [1, 9]
        0.6140258560576415*cse11 - 0.37087957976352476*cse30 + 0.6967213111475145*cse31,  # [1, 10]
        0.24543106033238243*cse11 + 0.928680929062017*cse30 + 0.278056337134458*cse31,  # [1, 11]
        r_link3_x,  # [2, 0]
        r_link3_y,  # [2, 1]
        r_link3_z,  # [2, 2]
        cse32*cse36 - cse37*cse39,  # [2, 3]
        cse32*cse41 + cse32*cse43 + cse37*cse44,  # [2, 4]
        -cse32*cse45 + cse32*cse47 - cse37*cse46,  # [2, 5]
        -cse32*cse39 - cse36*cse37,  # [2, 6]
        cse32*cse44 - cse37*cse41 - cse37*cse43,  # [2, 7]
        -cse32*cse46 + cse37*cse45 - cse37*cse47,  # [2, 8]
        -cse35*cse42,  # [2, 9]
        0.47412313479087503*cse33 - 0.8804585470401624*cse48,  # [2, 10]
        0.8804585470401622*cse33 + 0.4741231347908755*cse48,  # [2, 11]
    ]).reshape(3, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).

    Returns:
        ndarray of shape (3, 6), 18 nonzero.
    """
    # 250 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, phid_rotor,
        thetad_rotor, psid_rotor, rd_link2_x, rd_link2_y,
        rd_link2_z, phid_link2, thetad_link2, psid_link2,
        rd_link3_x, rd_link3_y, rd_link3_z, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.sin(phi_rotor)
    cse1 = math.cos(theta_rotor)
    cse2 = cse1*phid_rotor + psid_rotor
    cse3 = math.sin(theta_rotor)
    cse4 = cse2*cse3
    cse5 = math.cos(psi_rotor)
    cse6 = cse3*cse5
    cse7 = math.sin(psi_rotor)
    cse8 = -cse6*phid_rotor + cse7*thetad_rotor
    cse9 = cse0*cse5
    cse10 = math.cos(phi_rotor)
    cse11 = cse10*cse7
    cse12 = cse3*cse7
    cse13 = cse12*phid_rotor + cse5*thetad_rotor
    cse14 = cse0*cse7
    cse15 = cse10*cse5
    cse16 = math.cos(psi_link2)
    cse17 = 0.6612594709887012*cse16
    cse18 = math.sin(psi_link2)
    cse19 = 0.00026326970986453467*cse18
    cse20 = math.sin(theta_link2)
    cse21 = cse16*cse20
    cse22 = cse18*cse20
    cse23 = math.cos(theta_link2)
    cse24 = -0.00026326970986453467*cse21 - 0.6612594709887012*cse22 + 0.750157212000793*cse23
    cse25 = cse24*phid_link2 + 0.750157212000793*psid_link2 + thetad_link2*(-cse17 + cse19)
    cse26 = 0.00026326970986453467*cse16
    cse27 = math.sin(phi_link2)
    cse28 = cse23*cse27
    cse29 = math.cos(phi_link2)
    cse30 = cse18*cse28
    cse31 = 0.750157212000793*cse20
    cse32 = 0.928680929062017*cse18
    cse33 = 0.278056337134458*cse16
    cse34 = 0.928680929062017*cse21 + 0.278056337134458*cse22 + 0.24543106033238243*cse23
    cse35 = cse34*phid_link2 + 0.24543106033238243*psid_link2 + thetad_link2*(-cse32 + cse33)
    cse36 = 0.928680929062017*cse16
    cse37 = 0.24543106033238243*cse20
    cse38 = 0.37087957976352476*cse18
    cse39 = 0.6967213111475145*cse16
    cse40 = -0.37087957976352476*cse21 + 0.6967213111475145*cse22 + 0.6140258560576415*cse23
    cse41 = cse40*phid_link2 + 0.6140258560576415*psid_link2 + thetad_link2*(cse38 + cse39)
    cse42 = 0.37087957976352476*cse16
    cse43 = 0.6140258560576415*cse20
    cse44 = cse23*cse29
    cse45 = cse18*cse44
    cse46 = math.sin(psi_link3)
    cse47 = 0.8804585470401624*cse46
    cse48 = math.sin(theta_link3)
    cse49 = math.cos(psi_link3)
    cse50 = cse48*cse49
    cse51 = math.cos(theta_link3)
    cse52 = -0.8804585470401624*cse50 + 0.47412313479087503*cse51
    cse53 = cse47*thetad_link3 + cse52*phid_link3 + 0.47412313479087503*psid_link3
    cse54 = math.sin(phi_link3)
    cse55 = cse49*cse51
    cse56 = 0.8804585470401624*cse55
    cse57 = 0.47412313479087503*cse48
    cse58 = math.cos(phi_link3)
    cse59 = 0.4741231347908755*cse46
    cse60 = 0.4741231347908755*cse50 + 0.8804585470401622*cse51
    cse61 = -cse59*thetad_link3 + cse60*phid_link3 + 0.8804585470401622*psid_link3
    cse62 = 0.4741231347908755*cse55
    cse63 = 0.8804585470401622*cse48
    cse64 = 1.0*cse46
    cse65 = cse48*cse64
    cse66 = 1.0*cse49
    cse67 = -cse65*phid_link3 - cse66*thetad_link3
    cse68 = cse51*cse64
    return np.array([
        rd_rotor_x,  # [0, 0]
        rd_rotor_y,  # [0, 1]
        rd_rotor_z,  # [0, 2]
        cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(cse1*cse9 + cse11),  # [0, 3]
        -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(-cse1*cse15 + cse14),  # [0, 4]
        cse1*cse2 + cse12*cse13 - cse6*cse8,  # [0, 5]
        rd_link2_x,  # [1, 0]
        rd_link2_y,  # [1, 1]
        rd_link2_z,  # [1, 2]
        cse25*(-cse17*cse29 + cse19*cse29 + cse26*cse28 + cse27*cse31 + 0.6612594709887012*cse30) + cse35*(cse27*cse37 - cse28*cse36 - cse29*cse32 + cse29*cse33 - 0.278056337134458*cse30) + cse41*(cse27*cse43 + cse28*cse42 + cse29*cse38 + cse29*cse39 - 0.6967213111475145*cse30),  # [1, 3]
        cse25*(-cse17*cse27 + cse19*cse27 - cse26*cse44 - cse29*cse31 - 0.6612594709887012*cse45) + cse35*(-cse27*cse32 + cse27*cse33 - cse29*cse37 + cse36*cse44 + 0.278056337134458*cse45) + cse41*(cse27*cse38 + cse27*cse39 - cse29*cse43 - cse42*cse44 + 0.6967213111475145*cse45),  # [1, 4]
        cse24*cse25 + cse34*cse35 + cse40*cse41,  # [1, 5]
        rd_link3_x,  # [2, 0]
        rd_link3_y,  # [2, 1]
        rd_link3_z,  # [2, 2]
        cse53*(cse47*cse58 + cse54*cse56 + cse54*cse57) + cse61*(-cse54*cse62 + cse54*cse63 - cse58*cse59) + cse67*(cse54*cse68 - cse58*cse66),  # [2, 3]
        cse53*(cse47*cse54 - cse56*cse58 - cse57*cse58) + cse61*(-cse54*cse59 + cse58*cse62 - cse58*cse63) + cse67*(-cse54*cse66 - cse58*cse68),  # [2, 4]
        cse52*cse53 + cse60*cse61 - cse65*cse67,  # [2, 5]
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



def chart(p):
    """Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and
    rp); see symbolic.formulations.chart_offset.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (3, 9), 17 nonzero.
    """
    # 1 operations after common subexpression elimination
    out = np.zeros((3, 9))
    out[_chart_INDEX] = (
        1,  # [0, 1]
        -1,  # [0, 3]
        1,  # [0, 8]
        -0.6612594709887012,  # [1, 0]
        0.6967213111475145,  # [1, 1]
        0.278056337134458,  # [1, 2]
        -0.00026326970986453467,  # [1, 3]
        -0.37087957976352476,  # [1, 4]
        0.928680929062017,  # [1, 5]
        0.750157212000793,  # [1, 6]
        0.6140258560576415,  # [1, 7]
        0.24543106033238243,  # [1, 8]
        -1.0,  # [2, 0]
        -0.8804585470401624,  # [2, 4]
        0.4741231347908755,  # [2, 5]
        0.47412313479087503,  # [2, 7]
        0.8804585470401622,  # [2, 8]
    )
    return out

