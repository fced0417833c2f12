# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: four_link
# formulation: rp
# scheme: any
# input hash: 95d5c90fab0510f6
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
INPUT_HASH = '95d5c90fab0510f6'
N_Q = 21
N_V = 21
N_C = 21
BODIES = ['rotor', 'link2', 'link3']
PARAMETERS = []
PARAMETER_DEFAULTS = []
ENTRIES = ['retract',
 'tangent',
 'qdot',
 'Phi',
 'dropped_Phi',
 'Phi_q',
 'nu',
 'velocity_residual',
 'gamma',
 'M',
 'Q',
 'Q_q',
 'Q_v',
 'Ma_q',
 'Phi_qT_lam_q',
 'index3_residual',
 'index3_matrix',
 'genalpha_matrix',
 'B',
 'reaction_frames',
 'joint_motion',
 'energy',
 'power',
 'markers',
 'momentum',
 'body_frames',
 'body_velocities',
 'initial_frames',
 'initial_velocities',
 'chart',
 'physical_data']
METADATA = {'mechanism': 'four_link',
 'formulation': 'rp',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '95d5c90fab0510f6',
 'bodies': ['rotor', 'link2', 'link3'],
 'springs': [],
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
                      'bodies': ['rotor', 'ground'],
                      'length_power': 0},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['rotor', 'ground'],
                      'length_power': 0},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['rotor', 'ground'],
                      'length_power': 1},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['rotor', 'ground'],
                      'length_power': 1},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['rotor', 'ground'],
                      'length_power': 1},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['link3', 'ground'],
                      'length_power': 0},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['link3', 'ground'],
                      'length_power': 0},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['link3', 'ground'],
                      'length_power': 1},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['link3', 'ground'],
                      'length_power': 1},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['link3', 'ground'],
                      'length_power': 1},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['link3', 'link2'],
                      'length_power': 1},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['link3', 'link2'],
                      'length_power': 1},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['link3', 'link2'],
                      'length_power': 1},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['rotor', 'link2'],
                      'length_power': 1},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['rotor', 'link2'],
                      'length_power': 1},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['rotor', 'link2'],
                      'length_power': 1},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'DP1 #4',
                      'bodies': ['rotor', 'link2'],
                      'length_power': 0},
                     {'owner': 'driver',
                      'kind': 'constraint',
                      'label': 'angle #1',
                      'bodies': ['ground', 'rotor'],
                      'length_power': 0},
                     {'owner': 'rotor',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['rotor', 'ground'],
                      'length_power': 0},
                     {'owner': 'link2',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['link2', 'ground'],
                      'length_power': 0},
                     {'owner': 'link3',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['link3', 'ground'],
                      'length_power': 0}],
 'dropped_rows': [],
 'reaction_sites': [{'owner': 'A',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rotor', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [0, 6],
                     'coordinates': []},
                    {'owner': 'D',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['link3', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [6, 12],
                     'coordinates': []},
                    {'owner': 'spherical',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['link3', 'link2'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [12, 18],
                     'coordinates': []},
                    {'owner': 'universal',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rotor', 'link2'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [18, 24],
                     'coordinates': []},
                    {'owner': 'driver',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['ground', 'rotor'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [24, 30],
                     'coordinates': []},
                    {'owner': 'rotor_angle',
                     'kind': 'coordinate',
                     'joint_kind': '',
                     'bodies': ['ground', 'rotor'],
                     'components': [],
                     'wrenches': [],
                     'rows': [30, 30],
                     'coordinates': [['angle', 'angle_z']]},
                    {'owner': 'rocker_angle',
                     'kind': 'coordinate',
                     'joint_kind': '',
                     'bodies': ['ground', 'link3'],
                     'components': [],
                     'wrenches': [],
                     'rows': [30, 30],
                     'coordinates': [['angle', 'angle_z']]}],
 'degrees_of_freedom': 0,
 'parameters': [],
 'parameter_defaults': [],
 'assemble': True,
 'tangent_identity': True,
 'mass_matrix_constant': False,
 'configuration_parameters': [],
 'conservative': False,
 'markers': [],
 'entries': ['retract',
             'tangent',
             'qdot',
             'Phi',
             'dropped_Phi',
             'Phi_q',
             'nu',
             'velocity_residual',
             'gamma',
             'M',
             'Q',
             'Q_q',
             'Q_v',
             'Ma_q',
             'Phi_qT_lam_q',
             'index3_residual',
             'index3_matrix',
             'genalpha_matrix',
             'B',
             'reaction_frames',
             'joint_motion',
             'energy',
             'power',
             'markers',
             'momentum',
             'body_frames',
             'body_velocities',
             'initial_frames',
             'initial_velocities',
             'chart',
             'physical_data'],
 'notices': ["body 'rotor': principal inertias [0. 2. 4.] violate the triangle inequality J1 + "
             'J2 >= J3 (textbook simplification, accepted)',
             "body 'link2': principal inertias [0.00e+00 1.00e-02 1.24e+01] violate the "
             'triangle inequality J1 + J2 >= J3 (textbook simplification, accepted)',
             "body 'link2': orientation orthonormalized (max |A^T A - I| was 5.50e-10, entries "
             'moved by up to 3.32e-10)',
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
 'mu_names': [],
 'n_mu': 0,
 'mu_kinds': [],
 'free_bases': [],
 'closure_rows': [],
 'potential_quadratic': False,
 'tree_joints': [],
 'cut_joints': [],
 'closing_choices': [],
 'q_initial': [],
 'unit_blocks': [],
 'layout': 11}
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
_genalpha_matrix_INDEX = (
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
     6]),
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
     17,
     19,
     21,
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
     14,
     16,
     17,
     18,
     22,
     23,
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
     3,
     7,
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
     5,
     7,
     9,
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
     0,
     1,
     4,
     8,
     9,
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
     23]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    np.array([5, 7, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 2, 2, 2]),
    np.array([0, 4, 8, 0, 4, 8, 0, 4, 8]),
)
_physical_data_INDEX = np.array([0, 1, 5, 9, 10, 11, 15, 19, 20, 21, 25, 29])


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


def _columns(x, n, size, name):
    """The columns of an (n, size) array of rows, each contiguous."""
    values = np.asarray(x, dtype=float)
    if values.shape != (n, size):
        raise ValueError(f"{name} must have shape ({n}, {size}), got {values.shape}")
    return np.ascontiguousarray(values.T)


def _times(x, n):
    """One time per row."""
    values = np.asarray(x, dtype=float)
    if values.shape != (n,):
        raise ValueError(f"t must have shape ({n},), got {values.shape}")
    return values


def _sinc_rows(x):
    """_sinc elementwise."""
    x2 = x * x
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(np.abs(x) < 1e-4, 1.0 - x2 / 6.0 + x2 * x2 / 120.0, np.sin(x) / x)


def retract(q, dv):
    """Configuration update q (+) dv: r + dr, and A exp(dtheta~) for rA (seed 001 eqs. 12, 30b;
    exp by Rodrigues' formula, eq. 5, written with sinc so it is exact at zero angle); plain
    addition for rp, re and relative.

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
    seed 001 eq. 37 keeps just I); identity for rp, re and relative.

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



def qdot(q, v):
    """The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and
    re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the
    Euler parameters of a ball joint or free body, A u for a free body's centre of mass
    (seed 001 eq. 39c), the rates elsewhere.

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).

    Returns:
        ndarray of shape (21,), 21 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, v_rd_link2_x,
        v_rd_link2_y, v_rd_link2_z, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, v_rd_link3_x, v_rd_link3_y,
        v_rd_link3_z, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    return np.array([
        v_rd_rotor_x,  # [0]
        v_rd_rotor_y,  # [1]
        v_rd_rotor_z,  # [2]
        v_ed_rotor_0,  # [3]
        v_ed_rotor_1,  # [4]
        v_ed_rotor_2,  # [5]
        v_ed_rotor_3,  # [6]
        v_rd_link2_x,  # [7]
        v_rd_link2_y,  # [8]
        v_rd_link2_z,  # [9]
        v_ed_link2_0,  # [10]
        v_ed_link2_1,  # [11]
        v_ed_link2_2,  # [12]
        v_ed_link2_3,  # [13]
        v_rd_link3_x,  # [14]
        v_rd_link3_y,  # [15]
        v_rd_link3_z,  # [16]
        v_ed_link3_0,  # [17]
        v_ed_link3_1,  # [18]
        v_ed_link3_2,  # [19]
        v_ed_link3_3,  # [20]
    ])



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21,), 21 nonzero.
    """
    # 166 operations after common subexpression elimination
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
    cse45 = math.sin(cse44)
    cse46 = math.cos(cse44)
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
        2*(cse35*cse46 + cse38*cse45)/(cse35*cse45 - cse38*cse46 + 1),  # [17]
        (1/2)*cse0 + (1/2)*cse1 + (1/2)*cse40 + (1/2)*cse43 - 1/2,  # [18]
        (1/2)*cse28 + (1/2)*cse29 + (1/2)*cse39 + (1/2)*q_e_link2_1**2 - 1/2,  # [19]
        (1/2)*cse16 + (1/2)*cse17 + (1/2)*q_e_link3_1**2 + (1/2)*q_e_link3_3**2 - 1/2,  # [20]
    ])



def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 21).
    """
    n = len(q)
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

    t = _times(t, n)

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
    cse44 = np.pi*t
    cse45 = np.sin(cse44)
    cse46 = np.cos(cse44)
    out = np.zeros((n, 21))
    out[:, 0] = cse3
    out[:, 1] = cse8
    out[:, 2] = cse9
    out[:, 3] = cse10
    out[:, 4] = cse11
    out[:, 5] = cse13 - cse15
    out[:, 6] = cse18
    out[:, 7] = -cse19 + cse20 - 4
    out[:, 8] = -cse21 + cse22 - 8.5
    out[:, 9] = -cse23 + cse24
    out[:, 10] = cse19 + cse20 - cse27 + q_r_link2_x
    out[:, 11] = cse21 + cse22 - cse31 + q_r_link2_y
    out[:, 12] = cse23 + cse24 - cse34 + q_r_link2_z
    out[:, 13] = cse27 + 2*cse3 + cse9 + q_r_link2_x
    out[:, 14] = cse10 + cse31 + 2*cse35 + q_r_link2_y
    out[:, 15] = cse11 + cse34 + 2*cse38 + q_r_link2_z
    out[:, 16] = (cse30 + 2*cse39)*(0.7497211555855399*cse2 + 1.4994423111710797*cse40 - 0.6617538733301699*cse41 - 0.6617538733301699*cse42) + (cse32 - cse33)*(-0.6617538733301699*cse2 + 0.7497211555855399*cse41 - 0.7497211555855399*cse42 - 1.3235077466603398*cse43) + (cse25*q_e_link2_3 + 2*q_e_link2_0*q_e_link2_2)*(0.7497211555855399*cse36 + 0.7497211555855399*cse37 - 0.6617538733301699*cse8)
    out[:, 17] = 2*(cse35*cse46 + cse38*cse45)/(cse35*cse45 - cse38*cse46 + 1)
    out[:, 18] = (1/2)*cse0 + (1/2)*cse1 + (1/2)*cse40 + (1/2)*cse43 - 1/2
    out[:, 19] = (1/2)*cse28 + (1/2)*cse29 + (1/2)*cse39 + (1/2)*q_e_link2_1**2 - 1/2
    out[:, 20] = (1/2)*cse16 + (1/2)*cse17 + (1/2)*q_e_link3_1**2 + (1/2)*q_e_link3_3**2 - 1/2
    return out


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Args:
        q: position coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (0,), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    return np.array([
    ])



def dropped_Phi_rows(q, t, p):
    """dropped_Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 0).
    """
    n = len(q)
    out = np.zeros((n, 0))
    return out


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
    # 208 operations after common subexpression elimination
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
    cse30 = 2*q_e_link2_2
    cse31 = 2*q_e_link2_1
    cse32 = cse30*q_e_link2_3 - cse31*q_e_link2_0
    cse33 = 1.4994423111710797*q_e_rotor_1
    cse34 = cse30*q_e_link2_0 + cse31*q_e_link2_3
    cse35 = 1.3235077466603398*q_e_rotor_3
    cse36 = 1.4994423111710797*q_e_rotor_2
    cse37 = 1.3235077466603398*q_e_rotor_0
    cse38 = 1.4994423111710797*q_e_rotor_0
    cse39 = -1.3235077466603398*q_e_rotor_2
    cse40 = 1.4994423111710797*q_e_rotor_3
    cse41 = 2*q_e_rotor_0**2 - 1
    cse42 = cse3*q_e_rotor_3
    cse43 = cse4*q_e_rotor_0
    cse44 = 2.9988846223421595*cse41 - 2.6470154933206795*cse42 - 2.6470154933206795*cse43 + 5.997769244684319*q_e_rotor_3**2
    cse45 = -0.6617538733301699*cse41 + 0.7497211555855399*cse42 - 0.7497211555855399*cse43 - 1.3235077466603398*q_e_rotor_2**2
    cse46 = cse4*q_e_rotor_3
    cse47 = cse3*q_e_rotor_0
    cse48 = cse4*q_e_rotor_2
    cse49 = cse2*q_e_rotor_0
    cse50 = 0.7497211555855399*cse46 + 0.7497211555855399*cse47 - 0.6617538733301699*cse48 + 0.6617538733301699*cse49
    cse51 = 2*cse45
    cse52 = 2*cse50
    cse53 = math.pi*t
    cse54 = math.cos(cse53)
    cse55 = math.sin(cse53)
    cse56 = cse2*cse55 + cse3*cse54
    cse57 = cse48 + cse49
    cse58 = cse46 - cse47
    cse59 = -cse54*cse58 + cse55*cse57 + 1
    cse60 = 2*(cse54*cse57 + cse55*cse58)/cse59**2
    cse61 = cse2*cse54
    cse62 = cse3*cse55
    cse63 = 2/cse59
    cse64 = cse4*cse55 + cse5*cse54
    cse65 = cse4*cse54
    cse66 = cse5*cse55
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
        cse30*cse50 - cse31*cse45 + cse44*q_e_link2_0,  # [16, 10]
        -cse51*q_e_link2_0 + cse52*q_e_link2_3,  # [16, 11]
        cse51*q_e_link2_3 + cse52*q_e_link2_0,  # [16, 12]
        cse30*cse45 + cse31*cse50 + cse44*q_e_link2_3,  # [16, 13]
        -cse56*cse60 + cse63*(cse61 - cse62),  # [17, 3]
        cse56*cse63 - cse60*(-cse61 + cse62),  # [17, 4]
        -cse60*cse64 + cse63*(cse65 - cse66),  # [17, 5]
        -cse60*(-cse65 + cse66) + cse63*cse64,  # [17, 6]
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



def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 21, 21).
    """
    n = len(q)
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

    t = _times(t, n)

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
    cse30 = 2*q_e_link2_2
    cse31 = 2*q_e_link2_1
    cse32 = cse30*q_e_link2_3 - cse31*q_e_link2_0
    cse33 = 1.4994423111710797*q_e_rotor_1
    cse34 = cse30*q_e_link2_0 + cse31*q_e_link2_3
    cse35 = 1.3235077466603398*q_e_rotor_3
    cse36 = 1.4994423111710797*q_e_rotor_2
    cse37 = 1.3235077466603398*q_e_rotor_0
    cse38 = 1.4994423111710797*q_e_rotor_0
    cse39 = -1.3235077466603398*q_e_rotor_2
    cse40 = 1.4994423111710797*q_e_rotor_3
    cse41 = 2*q_e_rotor_0**2 - 1
    cse42 = cse3*q_e_rotor_3
    cse43 = cse4*q_e_rotor_0
    cse44 = 2.9988846223421595*cse41 - 2.6470154933206795*cse42 - 2.6470154933206795*cse43 + 5.997769244684319*q_e_rotor_3**2
    cse45 = -0.6617538733301699*cse41 + 0.7497211555855399*cse42 - 0.7497211555855399*cse43 - 1.3235077466603398*q_e_rotor_2**2
    cse46 = cse4*q_e_rotor_3
    cse47 = cse3*q_e_rotor_0
    cse48 = cse4*q_e_rotor_2
    cse49 = cse2*q_e_rotor_0
    cse50 = 0.7497211555855399*cse46 + 0.7497211555855399*cse47 - 0.6617538733301699*cse48 + 0.6617538733301699*cse49
    cse51 = 2*cse45
    cse52 = 2*cse50
    cse53 = np.pi*t
    cse54 = np.cos(cse53)
    cse55 = np.sin(cse53)
    cse56 = cse2*cse55 + cse3*cse54
    cse57 = cse48 + cse49
    cse58 = cse46 - cse47
    cse59 = -cse54*cse58 + cse55*cse57 + 1
    cse60 = 2*(cse54*cse57 + cse55*cse58)/cse59**2
    cse61 = cse2*cse54
    cse62 = cse3*cse55
    cse63 = 2/cse59
    cse64 = cse4*cse55 + cse5*cse54
    cse65 = cse4*cse54
    cse66 = cse5*cse55
    out = np.zeros((n, 21, 21))
    out[:, 0, 3] = cse0
    out[:, 0, 4] = cse1
    out[:, 1, 3] = -cse2
    out[:, 1, 4] = cse3
    out[:, 1, 5] = cse4
    out[:, 1, 6] = -cse5
    out[:, 2, 0] = -1
    out[:, 3, 1] = -1
    out[:, 4, 2] = -1
    out[:, 5, 17] = -2*q_e_link3_1
    out[:, 5, 18] = -2*q_e_link3_0
    out[:, 5, 19] = 2*q_e_link3_3
    out[:, 5, 20] = 2*q_e_link3_2
    out[:, 6, 17] = 4*q_e_link3_0
    out[:, 6, 19] = 4*q_e_link3_2
    out[:, 7, 14] = -1
    out[:, 7, 17] = cse6
    out[:, 7, 18] = cse8
    out[:, 7, 19] = cse10
    out[:, 7, 20] = cse11
    out[:, 8, 15] = -1
    out[:, 8, 17] = -cse12
    out[:, 8, 19] = -cse13
    out[:, 9, 16] = -1
    out[:, 9, 17] = cse10
    out[:, 9, 18] = cse14
    out[:, 9, 19] = cse15
    out[:, 9, 20] = cse8
    out[:, 10, 7] = 1
    out[:, 10, 10] = cse16
    out[:, 10, 11] = cse18
    out[:, 10, 12] = cse20
    out[:, 10, 13] = cse21
    out[:, 10, 14] = -1
    out[:, 10, 17] = cse15
    out[:, 10, 18] = cse7
    out[:, 10, 19] = cse9
    out[:, 10, 20] = cse14
    out[:, 11, 8] = 1
    out[:, 11, 10] = -cse22
    out[:, 11, 12] = -cse23
    out[:, 11, 15] = -1
    out[:, 11, 17] = cse12
    out[:, 11, 19] = cse13
    out[:, 12, 9] = 1
    out[:, 12, 10] = cse20
    out[:, 12, 11] = cse24
    out[:, 12, 12] = cse25
    out[:, 12, 13] = cse18
    out[:, 12, 16] = -1
    out[:, 12, 17] = cse9
    out[:, 12, 18] = cse11
    out[:, 12, 19] = cse6
    out[:, 12, 20] = cse7
    out[:, 13, 0] = -1
    out[:, 13, 3] = 8*q_e_rotor_0
    out[:, 13, 4] = 8*q_e_rotor_1
    out[:, 13, 7] = 1
    out[:, 13, 10] = cse25
    out[:, 13, 11] = cse17
    out[:, 13, 12] = cse19
    out[:, 13, 13] = cse24
    out[:, 14, 1] = -1
    out[:, 14, 3] = cse26
    out[:, 14, 4] = cse27
    out[:, 14, 5] = cse1
    out[:, 14, 6] = cse0
    out[:, 14, 8] = 1
    out[:, 14, 10] = cse22
    out[:, 14, 12] = cse23
    out[:, 15, 2] = -1
    out[:, 15, 3] = -cse27
    out[:, 15, 4] = cse26
    out[:, 15, 5] = -cse0
    out[:, 15, 6] = cse1
    out[:, 15, 9] = 1
    out[:, 15, 10] = cse19
    out[:, 15, 11] = cse21
    out[:, 15, 12] = cse16
    out[:, 15, 13] = cse17
    out[:, 16, 3] = cse28*(cse29 + 2.9988846223421595*q_e_rotor_0) + cse32*(-cse33 - 2.6470154933206795*q_e_rotor_0) + cse34*(cse35 + cse36)
    out[:, 16, 4] = -cse28*cse37 - cse32*cse38 + cse34*(cse39 + cse40)
    out[:, 16, 5] = -cse28*cse35 + cse32*(cse40 - 2.6470154933206795*q_e_rotor_2) + cse34*(cse29 + cse38)
    out[:, 16, 6] = cse28*(cse39 + 2.9988846223421595*q_e_rotor_3) + cse32*cse36 + cse34*(cse33 + cse37)
    out[:, 16, 10] = cse30*cse50 - cse31*cse45 + cse44*q_e_link2_0
    out[:, 16, 11] = -cse51*q_e_link2_0 + cse52*q_e_link2_3
    out[:, 16, 12] = cse51*q_e_link2_3 + cse52*q_e_link2_0
    out[:, 16, 13] = cse30*cse45 + cse31*cse50 + cse44*q_e_link2_3
    out[:, 17, 3] = -cse56*cse60 + cse63*(cse61 - cse62)
    out[:, 17, 4] = cse56*cse63 - cse60*(-cse61 + cse62)
    out[:, 17, 5] = -cse60*cse64 + cse63*(cse65 - cse66)
    out[:, 17, 6] = -cse60*(-cse65 + cse66) + cse63*cse64
    out[:, 18, 3] = q_e_rotor_0
    out[:, 18, 4] = q_e_rotor_1
    out[:, 18, 5] = q_e_rotor_2
    out[:, 18, 6] = q_e_rotor_3
    out[:, 19, 10] = q_e_link2_0
    out[:, 19, 11] = q_e_link2_1
    out[:, 19, 12] = q_e_link2_2
    out[:, 19, 13] = q_e_link2_3
    out[:, 20, 17] = q_e_link3_0
    out[:, 20, 18] = q_e_link3_1
    out[:, 20, 19] = q_e_link3_2
    out[:, 20, 20] = q_e_link3_3
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
    # 32 operations after common subexpression elimination
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
    cse2 = cse0*q_e_rotor_1 + cse1*q_e_rotor_0
    cse3 = math.pi*t
    cse4 = math.sin(cse3)
    cse5 = cse2*cse4
    cse6 = -cse0*q_e_rotor_0 + cse1*q_e_rotor_1
    cse7 = math.cos(cse3)
    cse8 = cse6*cse7
    cse9 = cse5 - cse8 + 1
    cse10 = cse4*cse6
    cse11 = cse2*cse7
    out = np.zeros(21)
    out[_nu_INDEX] = (
        -2*(-math.pi*cse5 + math.pi*cse8)/cse9 + 2*(cse10 + cse11)*(math.pi*cse10 + math.pi*cse11)/cse9**2,  # [17]
    )
    return out



def nu_rows(q, t, p):
    """nu at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 21).
    """
    n = len(q)
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _,
    ) = _columns(q, n, 21, "q")

    t = _times(t, n)

    cse0 = 2*q_e_rotor_2
    cse1 = 2*q_e_rotor_3
    cse2 = cse0*q_e_rotor_1 + cse1*q_e_rotor_0
    cse3 = np.pi*t
    cse4 = np.sin(cse3)
    cse5 = cse2*cse4
    cse6 = -cse0*q_e_rotor_0 + cse1*q_e_rotor_1
    cse7 = np.cos(cse3)
    cse8 = cse6*cse7
    cse9 = cse5 - cse8 + 1
    cse10 = cse4*cse6
    cse11 = cse2*cse7
    out = np.zeros((n, 21))
    out[:, 17] = -2*(-np.pi*cse5 + np.pi*cse8)/cse9 + 2*(cse10 + cse11)*(np.pi*cse10 + np.pi*cse11)/cse9**2
    return out


def velocity_residual(q, v, t, p):
    """Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where
    the velocities satisfy the constraints; the runtime's velocity violation.

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (21,), 21 nonzero.
    """
    # 340 operations after common subexpression elimination
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

    t = float(t)

    cse0 = q_e_rotor_1*v_ed_rotor_1
    cse1 = q_e_rotor_0*v_ed_rotor_0
    cse2 = q_e_rotor_0*v_ed_rotor_3
    cse3 = q_e_rotor_1*v_ed_rotor_2
    cse4 = q_e_rotor_2*v_ed_rotor_1
    cse5 = q_e_rotor_3*v_ed_rotor_0
    cse6 = -v_rd_rotor_x
    cse7 = -v_rd_rotor_y
    cse8 = -v_rd_rotor_z
    cse9 = q_e_link3_2*v_ed_link3_3
    cse10 = q_e_link3_3*v_ed_link3_2
    cse11 = q_e_link3_0*v_ed_link3_1
    cse12 = q_e_link3_1*v_ed_link3_0
    cse13 = q_e_link3_2*v_ed_link3_2
    cse14 = q_e_link3_0*v_ed_link3_0
    cse15 = 7.4*q_e_link3_0*v_ed_link3_3
    cse16 = 7.4*q_e_link3_1*v_ed_link3_2
    cse17 = 7.4*q_e_link3_2*v_ed_link3_1
    cse18 = 7.4*q_e_link3_3*v_ed_link3_0
    cse19 = -v_rd_link3_x
    cse20 = 14.8*cse14
    cse21 = 14.8*cse13
    cse22 = -v_rd_link3_y
    cse23 = 7.4*cse10
    cse24 = 7.4*cse11
    cse25 = 7.4*cse12
    cse26 = 7.4*cse9
    cse27 = -v_rd_link3_z
    cse28 = 12.2*v_ed_link2_3
    cse29 = cse28*q_e_link2_0
    cse30 = 12.2*v_ed_link2_2
    cse31 = cse30*q_e_link2_1
    cse32 = 12.2*v_ed_link2_1
    cse33 = cse32*q_e_link2_2
    cse34 = 12.2*v_ed_link2_0
    cse35 = cse34*q_e_link2_3
    cse36 = q_e_link2_2*v_ed_link2_2
    cse37 = 24.4*cse36
    cse38 = q_e_link2_0*v_ed_link2_0
    cse39 = 24.4*cse38
    cse40 = cse28*q_e_link2_2
    cse41 = cse30*q_e_link2_3
    cse42 = cse32*q_e_link2_0
    cse43 = cse34*q_e_link2_1
    cse44 = 2*q_e_rotor_0**2 - 1
    cse45 = 2*q_e_rotor_2
    cse46 = cse45*q_e_rotor_3
    cse47 = 2*q_e_rotor_0
    cse48 = cse47*q_e_rotor_1
    cse49 = 2.9988846223421595*cse44 - 2.6470154933206795*cse46 - 2.6470154933206795*cse48 + 5.997769244684319*q_e_rotor_3**2
    cse50 = -0.6617538733301699*cse44 + 0.7497211555855399*cse46 - 0.7497211555855399*cse48 - 1.3235077466603398*q_e_rotor_2**2
    cse51 = 2*cse50
    cse52 = 2*q_e_rotor_1*q_e_rotor_3
    cse53 = cse47*q_e_rotor_2
    cse54 = cse45*q_e_rotor_1
    cse55 = cse47*q_e_rotor_3
    cse56 = 0.7497211555855399*cse52 + 0.7497211555855399*cse53 - 0.6617538733301699*cse54 + 0.6617538733301699*cse55
    cse57 = 2*cse56
    cse58 = 2*q_e_link2_0**2 + 2*q_e_link2_3**2 - 1
    cse59 = -1.3235077466603398*q_e_rotor_2
    cse60 = 2*q_e_link2_3
    cse61 = 2*q_e_link2_0
    cse62 = cse60*q_e_link2_2 - cse61*q_e_link2_1
    cse63 = 1.4994423111710797*q_e_rotor_2
    cse64 = cse60*q_e_link2_1 + cse61*q_e_link2_2
    cse65 = 1.3235077466603398*q_e_rotor_0
    cse66 = 1.4994423111710797*q_e_rotor_1
    cse67 = 1.4994423111710797*q_e_rotor_0
    cse68 = 1.4994423111710797*q_e_rotor_3
    cse69 = 1.3235077466603398*q_e_rotor_3
    cse70 = -1.3235077466603398*q_e_rotor_1
    cse71 = cse52 - cse53
    cse72 = math.pi*t
    cse73 = math.sin(cse72)
    cse74 = cse71*cse73
    cse75 = cse54 + cse55
    cse76 = math.cos(cse72)
    cse77 = cse75*cse76
    cse78 = cse73*cse75
    cse79 = cse71*cse76
    cse80 = cse78 - cse79 + 1
    cse81 = 2*(cse74 + cse77)/cse80**2
    cse82 = 2/cse80
    cse83 = 2*cse76
    cse84 = cse83*q_e_rotor_1
    cse85 = cse47*cse73
    cse86 = 2*cse73
    cse87 = cse47*cse76 + cse86*q_e_rotor_1
    cse88 = cse83*q_e_rotor_3
    cse89 = cse86*q_e_rotor_2
    cse90 = cse83*q_e_rotor_2 + cse86*q_e_rotor_3
    return np.array([
        4*cse0 + 4*cse1,  # [0]
        -2*cse2 + 2*cse3 + 2*cse4 - 2*cse5,  # [1]
        cse6,  # [2]
        cse7,  # [3]
        cse8,  # [4]
        2*cse10 - 2*cse11 - 2*cse12 + 2*cse9,  # [5]
        4*cse13 + 4*cse14,  # [6]
        cse15 - cse16 - cse17 + cse18 + cse19,  # [7]
        -cse20 - cse21 + cse22,  # [8]
        -cse23 - cse24 - cse25 - cse26 + cse27,  # [9]
        -cse15 + cse16 + cse17 - cse18 + cse19 + cse29 - cse31 - cse33 + cse35 + v_rd_link2_x,  # [10]
        cse20 + cse21 + cse22 - cse37 - cse39 + v_rd_link2_y,  # [11]
        cse23 + cse24 + cse25 + cse26 + cse27 - cse40 - cse41 - cse42 - cse43 + v_rd_link2_z,  # [12]
        8*cse0 + 8*cse1 - cse29 + cse31 + cse33 - cse35 + cse6 + v_rd_link2_x,  # [13]
        4*cse2 + 4*cse3 + cse37 + cse39 + 4*cse4 + 4*cse5 + cse7 + v_rd_link2_y,  # [14]
        cse40 + cse41 + cse42 + cse43 + cse8 - 4*q_e_rotor_0*v_ed_rotor_2 + 4*q_e_rotor_1*v_ed_rotor_3 - 4*q_e_rotor_2*v_ed_rotor_0 + 4*q_e_rotor_3*v_ed_rotor_1 + v_rd_link2_z,  # [15]
        v_ed_link2_0*(cse49*q_e_link2_0 - cse51*q_e_link2_1 + cse57*q_e_link2_2) + v_ed_link2_1*(-cse50*cse61 + cse56*cse60) + v_ed_link2_2*(cse50*cse60 + cse56*cse61) + v_ed_link2_3*(cse49*q_e_link2_3 + cse51*q_e_link2_2 + cse57*q_e_link2_1) + v_ed_rotor_0*(cse58*(cse70 + 2.9988846223421595*q_e_rotor_0) + cse62*(-cse66 - 2.6470154933206795*q_e_rotor_0) + cse64*(cse63 + cse69)) + v_ed_rotor_1*(-cse58*cse65 - cse62*cse67 + cse64*(cse59 + cse68)) + v_ed_rotor_2*(-cse58*cse69 + cse62*(cse68 - 2.6470154933206795*q_e_rotor_2) + cse64*(cse67 + cse70)) + v_ed_rotor_3*(cse58*(cse59 + 2.9988846223421595*q_e_rotor_3) + cse62*cse63 + cse64*(cse65 + cse66)),  # [16]
        -cse81*(math.pi*cse74 + math.pi*cse77) + cse82*(-math.pi*cse78 + math.pi*cse79) + v_ed_rotor_0*(-cse81*cse90 + cse82*(cse88 - cse89)) + v_ed_rotor_1*(-cse81*(-cse88 + cse89) + cse82*cse90) + v_ed_rotor_2*(-cse81*cse87 + cse82*(cse84 - cse85)) + v_ed_rotor_3*(-cse81*(-cse84 + cse85) + cse82*cse87),  # [17]
        cse0 + cse1 + q_e_rotor_2*v_ed_rotor_2 + q_e_rotor_3*v_ed_rotor_3,  # [18]
        cse36 + cse38 + q_e_link2_1*v_ed_link2_1 + q_e_link2_3*v_ed_link2_3,  # [19]
        cse13 + cse14 + q_e_link3_1*v_ed_link3_1 + q_e_link3_3*v_ed_link3_3,  # [20]
    ])



def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        v: velocity coordinates, one row each (n, 21).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 21).
    """
    n = len(q)
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, v_rd_link2_x,
        v_rd_link2_y, v_rd_link2_z, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, v_rd_link3_x, v_rd_link3_y,
        v_rd_link3_z, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = _columns(v, n, 21, "v")

    t = _times(t, n)

    cse0 = q_e_rotor_1*v_ed_rotor_1
    cse1 = q_e_rotor_0*v_ed_rotor_0
    cse2 = q_e_rotor_0*v_ed_rotor_3
    cse3 = q_e_rotor_1*v_ed_rotor_2
    cse4 = q_e_rotor_2*v_ed_rotor_1
    cse5 = q_e_rotor_3*v_ed_rotor_0
    cse6 = -v_rd_rotor_x
    cse7 = -v_rd_rotor_y
    cse8 = -v_rd_rotor_z
    cse9 = q_e_link3_2*v_ed_link3_3
    cse10 = q_e_link3_3*v_ed_link3_2
    cse11 = q_e_link3_0*v_ed_link3_1
    cse12 = q_e_link3_1*v_ed_link3_0
    cse13 = q_e_link3_2*v_ed_link3_2
    cse14 = q_e_link3_0*v_ed_link3_0
    cse15 = 7.4*q_e_link3_0*v_ed_link3_3
    cse16 = 7.4*q_e_link3_1*v_ed_link3_2
    cse17 = 7.4*q_e_link3_2*v_ed_link3_1
    cse18 = 7.4*q_e_link3_3*v_ed_link3_0
    cse19 = -v_rd_link3_x
    cse20 = 14.8*cse14
    cse21 = 14.8*cse13
    cse22 = -v_rd_link3_y
    cse23 = 7.4*cse10
    cse24 = 7.4*cse11
    cse25 = 7.4*cse12
    cse26 = 7.4*cse9
    cse27 = -v_rd_link3_z
    cse28 = 12.2*v_ed_link2_3
    cse29 = cse28*q_e_link2_0
    cse30 = 12.2*v_ed_link2_2
    cse31 = cse30*q_e_link2_1
    cse32 = 12.2*v_ed_link2_1
    cse33 = cse32*q_e_link2_2
    cse34 = 12.2*v_ed_link2_0
    cse35 = cse34*q_e_link2_3
    cse36 = q_e_link2_2*v_ed_link2_2
    cse37 = 24.4*cse36
    cse38 = q_e_link2_0*v_ed_link2_0
    cse39 = 24.4*cse38
    cse40 = cse28*q_e_link2_2
    cse41 = cse30*q_e_link2_3
    cse42 = cse32*q_e_link2_0
    cse43 = cse34*q_e_link2_1
    cse44 = 2*q_e_rotor_0**2 - 1
    cse45 = 2*q_e_rotor_2
    cse46 = cse45*q_e_rotor_3
    cse47 = 2*q_e_rotor_0
    cse48 = cse47*q_e_rotor_1
    cse49 = 2.9988846223421595*cse44 - 2.6470154933206795*cse46 - 2.6470154933206795*cse48 + 5.997769244684319*q_e_rotor_3**2
    cse50 = -0.6617538733301699*cse44 + 0.7497211555855399*cse46 - 0.7497211555855399*cse48 - 1.3235077466603398*q_e_rotor_2**2
    cse51 = 2*cse50
    cse52 = 2*q_e_rotor_1*q_e_rotor_3
    cse53 = cse47*q_e_rotor_2
    cse54 = cse45*q_e_rotor_1
    cse55 = cse47*q_e_rotor_3
    cse56 = 0.7497211555855399*cse52 + 0.7497211555855399*cse53 - 0.6617538733301699*cse54 + 0.6617538733301699*cse55
    cse57 = 2*cse56
    cse58 = 2*q_e_link2_0**2 + 2*q_e_link2_3**2 - 1
    cse59 = -1.3235077466603398*q_e_rotor_2
    cse60 = 2*q_e_link2_3
    cse61 = 2*q_e_link2_0
    cse62 = cse60*q_e_link2_2 - cse61*q_e_link2_1
    cse63 = 1.4994423111710797*q_e_rotor_2
    cse64 = cse60*q_e_link2_1 + cse61*q_e_link2_2
    cse65 = 1.3235077466603398*q_e_rotor_0
    cse66 = 1.4994423111710797*q_e_rotor_1
    cse67 = 1.4994423111710797*q_e_rotor_0
    cse68 = 1.4994423111710797*q_e_rotor_3
    cse69 = 1.3235077466603398*q_e_rotor_3
    cse70 = -1.3235077466603398*q_e_rotor_1
    cse71 = cse52 - cse53
    cse72 = np.pi*t
    cse73 = np.sin(cse72)
    cse74 = cse71*cse73
    cse75 = cse54 + cse55
    cse76 = np.cos(cse72)
    cse77 = cse75*cse76
    cse78 = cse73*cse75
    cse79 = cse71*cse76
    cse80 = cse78 - cse79 + 1
    cse81 = 2*(cse74 + cse77)/cse80**2
    cse82 = 2/cse80
    cse83 = 2*cse76
    cse84 = cse83*q_e_rotor_1
    cse85 = cse47*cse73
    cse86 = 2*cse73
    cse87 = cse47*cse76 + cse86*q_e_rotor_1
    cse88 = cse83*q_e_rotor_3
    cse89 = cse86*q_e_rotor_2
    cse90 = cse83*q_e_rotor_2 + cse86*q_e_rotor_3
    out = np.zeros((n, 21))
    out[:, 0] = 4*cse0 + 4*cse1
    out[:, 1] = -2*cse2 + 2*cse3 + 2*cse4 - 2*cse5
    out[:, 2] = cse6
    out[:, 3] = cse7
    out[:, 4] = cse8
    out[:, 5] = 2*cse10 - 2*cse11 - 2*cse12 + 2*cse9
    out[:, 6] = 4*cse13 + 4*cse14
    out[:, 7] = cse15 - cse16 - cse17 + cse18 + cse19
    out[:, 8] = -cse20 - cse21 + cse22
    out[:, 9] = -cse23 - cse24 - cse25 - cse26 + cse27
    out[:, 10] = -cse15 + cse16 + cse17 - cse18 + cse19 + cse29 - cse31 - cse33 + cse35 + v_rd_link2_x
    out[:, 11] = cse20 + cse21 + cse22 - cse37 - cse39 + v_rd_link2_y
    out[:, 12] = cse23 + cse24 + cse25 + cse26 + cse27 - cse40 - cse41 - cse42 - cse43 + v_rd_link2_z
    out[:, 13] = 8*cse0 + 8*cse1 - cse29 + cse31 + cse33 - cse35 + cse6 + v_rd_link2_x
    out[:, 14] = 4*cse2 + 4*cse3 + cse37 + cse39 + 4*cse4 + 4*cse5 + cse7 + v_rd_link2_y
    out[:, 15] = cse40 + cse41 + cse42 + cse43 + cse8 - 4*q_e_rotor_0*v_ed_rotor_2 + 4*q_e_rotor_1*v_ed_rotor_3 - 4*q_e_rotor_2*v_ed_rotor_0 + 4*q_e_rotor_3*v_ed_rotor_1 + v_rd_link2_z
    out[:, 16] = v_ed_link2_0*(cse49*q_e_link2_0 - cse51*q_e_link2_1 + cse57*q_e_link2_2) + v_ed_link2_1*(-cse50*cse61 + cse56*cse60) + v_ed_link2_2*(cse50*cse60 + cse56*cse61) + v_ed_link2_3*(cse49*q_e_link2_3 + cse51*q_e_link2_2 + cse57*q_e_link2_1) + v_ed_rotor_0*(cse58*(cse70 + 2.9988846223421595*q_e_rotor_0) + cse62*(-cse66 - 2.6470154933206795*q_e_rotor_0) + cse64*(cse63 + cse69)) + v_ed_rotor_1*(-cse58*cse65 - cse62*cse67 + cse64*(cse59 + cse68)) + v_ed_rotor_2*(-cse58*cse69 + cse62*(cse68 - 2.6470154933206795*q_e_rotor_2) + cse64*(cse67 + cse70)) + v_ed_rotor_3*(cse58*(cse59 + 2.9988846223421595*q_e_rotor_3) + cse62*cse63 + cse64*(cse65 + cse66))
    out[:, 17] = -cse81*(np.pi*cse74 + np.pi*cse77) + cse82*(-np.pi*cse78 + np.pi*cse79) + v_ed_rotor_0*(-cse81*cse90 + cse82*(cse88 - cse89)) + v_ed_rotor_1*(-cse81*(-cse88 + cse89) + cse82*cse90) + v_ed_rotor_2*(-cse81*cse87 + cse82*(cse84 - cse85)) + v_ed_rotor_3*(-cse81*(-cse84 + cse85) + cse82*cse87)
    out[:, 18] = cse0 + cse1 + q_e_rotor_2*v_ed_rotor_2 + q_e_rotor_3*v_ed_rotor_3
    out[:, 19] = cse36 + cse38 + q_e_link2_1*v_ed_link2_1 + q_e_link2_3*v_ed_link2_3
    out[:, 20] = cse13 + cse14 + q_e_link3_1*v_ed_link3_1 + q_e_link3_3*v_ed_link3_3
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
    # 610 operations after common subexpression elimination
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
    cse2 = v_ed_link3_2*v_ed_link3_3
    cse3 = v_ed_link3_0*v_ed_link3_1
    cse4 = v_ed_link3_2**2
    cse5 = v_ed_link3_0**2
    cse6 = 14.8*v_ed_link3_1*v_ed_link3_2
    cse7 = 14.8*v_ed_link3_0*v_ed_link3_3
    cse8 = 14.8*cse4
    cse9 = 14.8*cse5
    cse10 = 14.8*cse2
    cse11 = 14.8*cse3
    cse12 = 24.4*v_ed_link2_1
    cse13 = cse12*v_ed_link2_2
    cse14 = 24.4*v_ed_link2_3
    cse15 = cse14*v_ed_link2_0
    cse16 = v_ed_link2_2**2
    cse17 = 24.4*cse16
    cse18 = v_ed_link2_0**2
    cse19 = 24.4*cse18
    cse20 = cse14*v_ed_link2_2
    cse21 = cse12*v_ed_link2_0
    cse22 = 8*v_ed_rotor_1
    cse23 = 8*v_ed_rotor_0
    cse24 = 1.4994423111710797*q_e_rotor_1
    cse25 = -cse24 - 2.6470154933206795*q_e_rotor_0
    cse26 = 2*q_e_link2_2
    cse27 = 1.4994423111710797*q_e_rotor_2 + 1.3235077466603398*q_e_rotor_3
    cse28 = 2*q_e_link2_1
    cse29 = -1.3235077466603398*q_e_rotor_1
    cse30 = 2.9988846223421595*q_e_rotor_0
    cse31 = 4*cse29 + 4*cse30
    cse32 = cse25*cse26 + cse27*cse28 + cse31*q_e_link2_3
    cse33 = 2*q_e_rotor_3
    cse34 = cse33*q_e_rotor_2
    cse35 = 2*q_e_rotor_0
    cse36 = cse35*q_e_rotor_1
    cse37 = 1.4994423111710797*cse34 - 1.4994423111710797*cse36
    cse38 = 2*q_e_rotor_0**2 - 1
    cse39 = 1.3235077466603398*cse38 + 2.6470154933206795*q_e_rotor_2**2
    cse40 = cse37 - cse39
    cse41 = -1.3235077466603398*q_e_rotor_2
    cse42 = 1.4994423111710797*q_e_rotor_3
    cse43 = cse41 + cse42
    cse44 = 5.294030986641359*q_e_rotor_0
    cse45 = cse28*cse43 - cse30*q_e_link2_2 - cse44*q_e_link2_3
    cse46 = cse29 + 1.4994423111710797*q_e_rotor_0
    cse47 = cse42 - 2.6470154933206795*q_e_rotor_2
    cse48 = 2*cse47
    cse49 = 5.294030986641359*q_e_rotor_3
    cse50 = cse28*cse46 + cse48*q_e_link2_2 - cse49*q_e_link2_3
    cse51 = 2.9988846223421595*q_e_link2_2
    cse52 = cse24 + 1.3235077466603398*q_e_rotor_0
    cse53 = 4*cse41 + 11.995538489368638*q_e_rotor_3
    cse54 = cse28*cse52 + cse51*q_e_rotor_2 + cse53*q_e_link2_3
    cse55 = cse33*q_e_rotor_1
    cse56 = cse35*q_e_rotor_2
    cse57 = 2*q_e_rotor_1
    cse58 = cse57*q_e_rotor_2
    cse59 = cse33*q_e_rotor_0
    cse60 = 1.4994423111710797*cse55 + 1.4994423111710797*cse56 - 1.3235077466603398*cse58 + 1.3235077466603398*cse59
    cse61 = -2.6470154933206795*cse34 - 2.6470154933206795*cse36 + 2.9988846223421595*cse38 + 5.997769244684319*q_e_rotor_3**2
    cse62 = 2*cse27
    cse63 = 2*cse25
    cse64 = cse62*q_e_link2_3 - cse63*q_e_link2_0
    cse65 = 2*cse46
    cse66 = -cse48*q_e_link2_0 + cse65*q_e_link2_3
    cse67 = 2*cse52
    cse68 = 2.9988846223421595*q_e_rotor_2
    cse69 = cse67*q_e_link2_3 - cse68*q_e_link2_0
    cse70 = 2*cse43
    cse71 = cse30*q_e_link2_0 + cse70*q_e_link2_3
    cse72 = -cse37 + cse39
    cse73 = cse62*q_e_link2_0 + cse63*q_e_link2_3
    cse74 = cse48*q_e_link2_3 + cse65*q_e_link2_0
    cse75 = -cse30*q_e_link2_3 + cse70*q_e_link2_0
    cse76 = cse67*q_e_link2_0 + cse68*q_e_link2_3
    cse77 = -cse28*cse47 - cse49*q_e_link2_0 + cse65*q_e_link2_2
    cse78 = cse30*q_e_link2_1 - cse44*q_e_link2_0 + cse70*q_e_link2_2
    cse79 = 2.9988846223421595*q_e_link2_1
    cse80 = cse26*cse52 + cse53*q_e_link2_0 - cse79*q_e_rotor_2
    cse81 = -cse25*cse28 + cse31*q_e_link2_0 + cse62*q_e_link2_2
    cse82 = cse26*q_e_link2_0 + cse28*q_e_link2_3
    cse83 = 1.3235077466603398*cse82
    cse84 = cse26*q_e_link2_3 - cse28*q_e_link2_0
    cse85 = 1.4994423111710797*cse84
    cse86 = q_e_link2_3**2
    cse87 = q_e_link2_0**2
    cse88 = -2.6470154933206795*cse86 - 2.6470154933206795*cse87 + 1.3235077466603398
    cse89 = 2*cse86 + 2*cse87 - 1
    cse90 = 2.9988846223421595*cse89
    cse91 = 1.4994423111710797*cse82
    cse92 = 2.6470154933206795*cse84
    cse93 = cse51*q_e_link2_3
    cse94 = cse79*q_e_link2_0
    cse95 = -1.3235077466603398*cse89
    cse96 = math.pi*t
    cse97 = math.sin(cse96)
    cse98 = cse58 + cse59
    cse99 = cse97*cse98
    cse100 = cse55 - cse56
    cse101 = math.cos(cse96)
    cse102 = cse100*cse101
    cse103 = -cse102 + cse99 + 1
    cse104 = 1/cse103
    cse105 = 4*cse104
    cse106 = cse105*cse97
    cse107 = cse101*cse35
    cse108 = cse57*cse97
    cse109 = cse107 + cse108
    cse110 = cse101*cse33
    cse111 = 2*q_e_rotor_2
    cse112 = cse111*cse97
    cse113 = cse110 - cse112
    cse114 = cse103**(-2)
    cse115 = 2*cse114
    cse116 = cse113*cse115
    cse117 = cse100*cse97
    cse118 = cse101*cse98
    cse119 = cse117 + cse118
    cse120 = 4*cse114
    cse121 = cse119*cse120
    cse122 = cse101*cse121
    cse123 = cse101*cse111
    cse124 = cse33*cse97
    cse125 = cse123 + cse124
    cse126 = 4*cse119/cse103**3
    cse127 = cse109*cse126
    cse128 = cse101*cse57
    cse129 = cse35*cse97
    cse130 = cse128 - cse129
    cse131 = cse115*cse125
    cse132 = -cse106 - cse109*cse116 - cse122 + cse125*cse127 - cse130*cse131
    cse133 = -cse110 + cse112
    cse134 = cse115*cse133
    cse135 = cse126*cse133
    cse136 = cse101*cse105 - cse109*cse131 - cse121*cse97
    cse137 = cse109*cse135 - cse130*cse134 + cse136
    cse138 = cse109**2
    cse139 = cse109*cse120
    cse140 = -cse128 + cse129
    cse141 = -cse115*cse130*cse140 - cse115*cse138 + cse127*cse140
    cse142 = math.pi*cse107
    cse143 = math.pi*cse108
    cse144 = 2*cse104
    cse145 = math.pi*cse128 - math.pi*cse129
    cse146 = cse115*cse119
    cse147 = math.pi*cse117 + math.pi*cse118
    cse148 = cse115*cse147
    cse149 = math.pi*cse102 - math.pi*cse99
    cse150 = cse115*cse149
    cse151 = -cse109*cse150 + cse127*cse147 - cse130*cse148 + cse144*(-cse142 - cse143) - cse145*cse146
    cse152 = cse120*cse125
    cse153 = cse106 - cse109*cse134 + cse122 - cse131*cse140 + cse135*cse140
    cse154 = cse125**2
    cse155 = -cse113*cse134 - cse115*cse154 + cse125*cse135
    cse156 = math.pi*cse110 - math.pi*cse112
    cse157 = math.pi*cse123
    cse158 = math.pi*cse124
    cse159 = -cse131*cse147 - cse133*cse150 + cse135*cse147 + cse144*cse156 - cse146*(cse157 + cse158)
    cse160 = -cse116*cse140 + cse125*cse126*cse140 + cse136
    cse161 = cse126*cse147
    cse162 = -cse113*cse148 + cse125*cse161 - cse131*cse149 + cse144*(-cse157 - cse158) - cse146*cse156
    cse163 = math.pi**2
    cse164 = -cse109*cse148 - cse140*cse150 + cse140*cse161 + cse144*cse145 - cse146*(cse142 + cse143)
    out = np.zeros(21)
    out[_gamma_INDEX] = (
        -4*cse0 - 4*cse1,  # [0]
        4*v_ed_rotor_0*v_ed_rotor_3 - 4*v_ed_rotor_1*v_ed_rotor_2,  # [1]
        -4*cse2 + 4*cse3,  # [5]
        -4*cse4 - 4*cse5,  # [6]
        cse6 - cse7,  # [7]
        cse8 + cse9,  # [8]
        cse10 + cse11,  # [9]
        cse13 - cse15 - cse6 + cse7,  # [10]
        cse17 + cse19 - cse8 - cse9,  # [11]
        -cse10 - cse11 + cse20 + cse21,  # [12]
        -8*cse0 - 8*cse1 - cse13 + cse15,  # [13]
        -cse17 - cse19 - cse22*v_ed_rotor_2 - cse23*v_ed_rotor_3,  # [14]
        -cse20 - cse21 - cse22*v_ed_rotor_3 + cse23*v_ed_rotor_2,  # [15]
        -v_ed_link2_0*(cse60*v_ed_link2_2 + cse61*v_ed_link2_0 + cse72*v_ed_link2_1 + cse77*v_ed_rotor_2 + cse78*v_ed_rotor_1 + cse80*v_ed_rotor_3 + cse81*v_ed_rotor_0) - v_ed_link2_1*(cse60*v_ed_link2_3 + cse64*v_ed_rotor_0 + cse66*v_ed_rotor_2 + cse69*v_ed_rotor_3 + cse71*v_ed_rotor_1 + cse72*v_ed_link2_0) - v_ed_link2_2*(cse40*v_ed_link2_3 + cse60*v_ed_link2_0 + cse73*v_ed_rotor_0 + cse74*v_ed_rotor_2 + cse75*v_ed_rotor_1 + cse76*v_ed_rotor_3) - v_ed_link2_3*(cse32*v_ed_rotor_0 + cse40*v_ed_link2_2 + cse45*v_ed_rotor_1 + cse50*v_ed_rotor_2 + cse54*v_ed_rotor_3 + cse60*v_ed_link2_1 + cse61*v_ed_link2_3) - v_ed_rotor_0*(cse32*v_ed_link2_3 + cse64*v_ed_link2_1 + cse73*v_ed_link2_2 + cse81*v_ed_link2_0 + cse83*v_ed_rotor_3 + cse91*v_ed_rotor_2 + v_ed_rotor_0*(cse90 - cse92) + v_ed_rotor_1*(cse88 - cse93 + cse94)) - v_ed_rotor_1*(cse45*v_ed_link2_3 + cse71*v_ed_link2_1 + cse75*v_ed_link2_2 + cse78*v_ed_link2_0 - cse83*v_ed_rotor_2 + cse91*v_ed_rotor_3 + v_ed_rotor_0*(-cse85 + cse95)) - v_ed_rotor_2*(cse50*v_ed_link2_3 + cse66*v_ed_link2_1 + cse74*v_ed_link2_2 + cse77*v_ed_link2_0 - cse83*v_ed_rotor_1 + cse91*v_ed_rotor_0 - cse92*v_ed_rotor_2 + v_ed_rotor_3*(cse93 - cse94 + cse95)) - v_ed_rotor_3*(cse54*v_ed_link2_3 + cse69*v_ed_link2_1 + cse76*v_ed_link2_2 + cse80*v_ed_link2_0 + cse83*v_ed_rotor_0 + cse90*v_ed_rotor_3 + cse91*v_ed_rotor_1 + v_ed_rotor_2*(cse85 + cse88)),  # [16]
        cse120*cse147*cse149 - cse126*cse147**2 - cse144*(-cse117*cse163 - cse118*cse163) + cse146*(cse102*cse163 - cse163*cse99) - cse151*v_ed_rotor_2 - cse159*v_ed_rotor_1 - cse162*v_ed_rotor_0 - cse164*v_ed_rotor_3 - v_ed_rotor_0*(cse132*v_ed_rotor_2 + cse155*v_ed_rotor_1 + cse160*v_ed_rotor_3 + cse162 + v_ed_rotor_0*(-cse113*cse152 + cse126*cse154)) - v_ed_rotor_1*(cse137*v_ed_rotor_2 + cse153*v_ed_rotor_3 + cse155*v_ed_rotor_0 + cse159 + v_ed_rotor_1*(cse126*cse133**2 - cse133*cse152)) - v_ed_rotor_2*(cse132*v_ed_rotor_0 + cse137*v_ed_rotor_1 + cse141*v_ed_rotor_3 + cse151 + v_ed_rotor_2*(cse126*cse138 - cse130*cse139)) - v_ed_rotor_3*(cse141*v_ed_rotor_2 + cse153*v_ed_rotor_1 + cse160*v_ed_rotor_0 + cse164 + v_ed_rotor_3*(cse126*cse140**2 - cse139*cse140)),  # [17]
        -cse0 - cse1 - v_ed_rotor_2**2 - v_ed_rotor_3**2,  # [18]
        -cse16 - cse18 - v_ed_link2_1**2 - v_ed_link2_3**2,  # [19]
        -cse4 - cse5 - v_ed_link3_1**2 - v_ed_link3_3**2,  # [20]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V
    + K^T J K, u = V v and omega = K v their body-frame velocities (Kane's equations,
    mechgen.symbolic.relative).

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



def M_rows(q, p):
    """M at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 21, 21).
    """
    n = len(q)
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

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
    out = np.zeros((n, 21, 21))
    out[:, 0, 0] = 2.0
    out[:, 1, 1] = 2.0
    out[:, 2, 2] = 2.0
    out[:, 3, 3] = 16.0*cse0 + 8.0*cse1
    out[:, 3, 4] = cse4
    out[:, 3, 5] = cse6
    out[:, 3, 6] = cse7
    out[:, 4, 3] = cse4
    out[:, 4, 4] = 16.0*cse8 + 8.0*cse9
    out[:, 4, 5] = cse10
    out[:, 4, 6] = cse12
    out[:, 5, 3] = cse6
    out[:, 5, 4] = cse10
    out[:, 5, 5] = 8.0*cse8 + 16.0*cse9
    out[:, 5, 6] = cse13
    out[:, 6, 3] = cse7
    out[:, 6, 4] = cse12
    out[:, 6, 5] = cse13
    out[:, 6, 6] = 8.0*cse0 + 16.0*cse1
    out[:, 7, 7] = 1.0
    out[:, 8, 8] = 1.0
    out[:, 9, 9] = 1.0
    out[:, 10, 10] = 49.6*cse14 + 0.04*cse15
    out[:, 10, 11] = cse18
    out[:, 10, 12] = cse21
    out[:, 10, 13] = cse22
    out[:, 11, 10] = cse18
    out[:, 11, 11] = 49.6*cse23 + 0.04*cse24
    out[:, 11, 12] = cse25
    out[:, 11, 13] = cse26
    out[:, 12, 10] = cse21
    out[:, 12, 11] = cse25
    out[:, 12, 12] = 0.04*cse23 + 49.6*cse24
    out[:, 12, 13] = cse27
    out[:, 13, 10] = cse22
    out[:, 13, 11] = cse26
    out[:, 13, 12] = cse27
    out[:, 13, 13] = 0.04*cse14 + 49.6*cse15
    out[:, 14, 14] = 1.0
    out[:, 15, 15] = 1.0
    out[:, 16, 16] = 1.0
    out[:, 17, 17] = 0.04*cse28 + 18.16*cse29
    out[:, 17, 18] = cse32
    out[:, 17, 19] = cse33
    out[:, 17, 20] = cse34
    out[:, 18, 17] = cse32
    out[:, 18, 18] = 0.04*cse35 + 18.16*cse36
    out[:, 18, 19] = cse37
    out[:, 18, 20] = cse39
    out[:, 19, 17] = cse33
    out[:, 19, 18] = cse37
    out[:, 19, 19] = 18.16*cse35 + 0.04*cse36
    out[:, 19, 20] = cse40
    out[:, 20, 17] = cse34
    out[:, 20, 18] = cse39
    out[:, 20, 19] = cse40
    out[:, 20, 20] = 18.16*cse28 + 0.04*cse29
    return out


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for
    relative, the body-frame loads and the bias accelerations at frozen v projected by V^T
    and K^T (mechgen.symbolic.relative).

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



def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        v: velocity coordinates, one row each (n, 21).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 21).
    """
    n = len(q)
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

    (
        _, _, _, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, _,
        _, _, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, _, _,
        _, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = _columns(v, n, 21, "v")

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
    out = np.zeros((n, 21))
    out[:, 2] = -19.62
    out[:, 3] = -cse10*q_e_rotor_2 - cse17*q_e_rotor_1 - cse18*q_e_rotor_3
    out[:, 4] = cse17*q_e_rotor_0 + cse18*q_e_rotor_2 - cse19*cse9
    out[:, 5] = cse10*q_e_rotor_0 + cse16*cse19 - cse18*q_e_rotor_1
    out[:, 6] = cse10*q_e_rotor_1 - cse17*q_e_rotor_2 + cse18*q_e_rotor_0
    out[:, 9] = -9.81
    out[:, 10] = -cse20*cse29 - cse23*cse35 - cse37*q_e_link2_3
    out[:, 11] = cse20*cse36 - cse29*cse39 + cse35*cse38
    out[:, 12] = -cse23*cse36 + cse29*cse38 + cse35*cse39
    out[:, 13] = -cse20*cse35 + cse23*cse29 + cse37*q_e_link2_0
    out[:, 16] = -9.81
    out[:, 17] = -cse40*cse49 - cse43*cse55 - cse57*q_e_link3_3
    out[:, 18] = cse40*cse56 - cse49*cse59 + cse55*cse58
    out[:, 19] = -cse43*cse56 + cse49*cse58 + cse55*cse59
    out[:, 20] = -cse40*cse55 + cse43*cse49 + cse57*q_e_link3_0
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
    # 369 operations after common subexpression elimination
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

    cse0 = 2*q_e_link2_3
    cse1 = q_e_link2_0*q_e_link2_1
    cse2 = cse0*q_e_link2_2 - 2*cse1
    cse3 = 2.6470154933206795*cse2
    cse4 = q_e_link2_3**2
    cse5 = q_e_link2_0**2
    cse6 = 2*cse4 + 2*cse5 - 1
    cse7 = 2.9988846223421595*cse6
    cse8 = math.pi*t
    cse9 = math.cos(cse8)
    cse10 = 2*q_e_rotor_2
    cse11 = math.sin(cse8)
    cse12 = 2*q_e_rotor_3
    cse13 = cse10*cse9 + cse11*cse12
    cse14 = cse13**2
    cse15 = 2*q_e_rotor_1
    cse16 = cse15*q_e_rotor_2
    cse17 = cse12*q_e_rotor_0
    cse18 = cse16 + cse17
    cse19 = cse15*q_e_rotor_3
    cse20 = 2*q_e_rotor_0
    cse21 = cse20*q_e_rotor_2
    cse22 = cse19 - cse21
    cse23 = cse11*cse18 - cse22*cse9 + 1
    cse24 = 4*cse11*cse22 + 4*cse18*cse9
    cse25 = cse24/cse23**3
    cse26 = cse12*cse9
    cse27 = cse10*cse11
    cse28 = cse26 - cse27
    cse29 = cse23**(-2)
    cse30 = 4*cse29
    cse31 = cse13*cse30
    cse32 = 4*lam_0 + 8*lam_13 + lam_18
    cse33 = 1.4994423111710797*cse2
    cse34 = -1.3235077466603398*cse6
    cse35 = -cse26 + cse27
    cse36 = 2*cse29
    cse37 = cse28*cse36
    cse38 = cse25*cse35
    cse39 = lam_17*(cse13*cse38 - cse14*cse36 - cse35*cse37)
    cse40 = 2*q_e_link2_2
    cse41 = lam_16*(cse0*q_e_link2_1 + cse40*q_e_link2_0)
    cse42 = 1.4994423111710797*cse41
    cse43 = 4*lam_15
    cse44 = 4/cse23
    cse45 = cse11*cse44
    cse46 = cse11*cse15 + cse20*cse9
    cse47 = cse24*cse29
    cse48 = cse47*cse9
    cse49 = cse13*cse25
    cse50 = cse15*cse9
    cse51 = cse11*cse20
    cse52 = cse50 - cse51
    cse53 = cse36*cse52
    cse54 = cse42 - cse43 + lam_17*(-cse13*cse53 - cse37*cse46 - cse45 + cse46*cse49 - cse48)
    cse55 = 1.3235077466603398*cse41
    cse56 = -cse50 + cse51
    cse57 = cse36*cse46
    cse58 = -cse11*cse47 - cse13*cse57 + cse44*cse9
    cse59 = 4*lam_14
    cse60 = 2*lam_1
    cse61 = cse55 + cse59 - cse60 + lam_17*(-cse37*cse56 + cse49*cse56 + cse58)
    cse62 = 1.4994423111710797*q_e_rotor_2 + 1.3235077466603398*q_e_rotor_3
    cse63 = 1.4994423111710797*q_e_rotor_1
    cse64 = -cse63 - 2.6470154933206795*q_e_rotor_0
    cse65 = 2*cse64
    cse66 = -1.3235077466603398*q_e_rotor_1
    cse67 = 2.9988846223421595*q_e_rotor_0
    cse68 = 4*cse66 + 4*cse67
    cse69 = lam_16*(cse40*cse62 - cse65*q_e_link2_1 + cse68*q_e_link2_0)
    cse70 = lam_16*(cse0*cse62 - cse65*q_e_link2_0)
    cse71 = 2*cse62
    cse72 = lam_16*(cse0*cse64 + cse71*q_e_link2_0)
    cse73 = lam_16*(cse40*cse64 + cse68*q_e_link2_3 + cse71*q_e_link2_1)
    cse74 = 2.9988846223421595*q_e_link2_2*q_e_link2_3
    cse75 = 2.9988846223421595*cse1
    cse76 = -2.6470154933206795*cse4 - 2.6470154933206795*cse5 + 1.3235077466603398
    cse77 = -cse55 + cse59 + cse60 + lam_17*(-cse35*cse53 + cse38*cse46 + cse58)
    cse78 = cse36*cse56
    cse79 = cse42 + cse43 + lam_17*(-cse13*cse78 - cse35*cse57 + cse38*cse56 + cse45 + cse48)
    cse80 = -1.3235077466603398*q_e_rotor_2
    cse81 = 1.4994423111710797*q_e_rotor_3
    cse82 = cse80 + cse81
    cse83 = 5.294030986641359*q_e_link2_0
    cse84 = lam_16*(cse40*cse82 + cse67*q_e_link2_1 - cse83*q_e_rotor_0)
    cse85 = lam_16*(cse0*cse82 + cse67*q_e_link2_0)
    cse86 = 2*cse82
    cse87 = lam_16*(-cse67*q_e_link2_3 + cse86*q_e_link2_0)
    cse88 = 5.294030986641359*q_e_link2_3
    cse89 = lam_16*(-cse67*q_e_link2_2 + cse86*q_e_link2_1 - cse88*q_e_rotor_0)
    cse90 = cse46**2
    cse91 = cse46*cse56
    cse92 = lam_17*(cse25*cse91 - cse36*cse90 - cse52*cse78)
    cse93 = cse66 + 1.4994423111710797*q_e_rotor_0
    cse94 = cse81 - 2.6470154933206795*q_e_rotor_2
    cse95 = 2*cse94
    cse96 = lam_16*(cse40*cse93 - cse83*q_e_rotor_3 - cse95*q_e_link2_1)
    cse97 = lam_16*(cse0*cse93 - cse95*q_e_link2_0)
    cse98 = 2*cse93
    cse99 = lam_16*(cse0*cse94 + cse98*q_e_link2_0)
    cse100 = lam_16*(-cse88*q_e_rotor_3 + cse95*q_e_link2_2 + cse98*q_e_link2_1)
    cse101 = 2.9988846223421595*q_e_rotor_2
    cse102 = cse63 + 1.3235077466603398*q_e_rotor_0
    cse103 = 4*cse80 + 11.995538489368638*q_e_rotor_3
    cse104 = lam_16*(-cse101*q_e_link2_1 + cse102*cse40 + cse103*q_e_link2_0)
    cse105 = lam_16*(cse0*cse102 - cse101*q_e_link2_0)
    cse106 = 2*cse102
    cse107 = lam_16*(cse101*q_e_link2_3 + cse106*q_e_link2_0)
    cse108 = lam_16*(cse101*q_e_link2_2 + cse103*q_e_link2_3 + cse106*q_e_link2_1)
    cse109 = 2*q_e_rotor_0**2 - 1
    cse110 = cse12*q_e_rotor_2
    cse111 = cse15*q_e_rotor_0
    cse112 = lam_16*(2.9988846223421595*cse109 - 2.6470154933206795*cse110 - 2.6470154933206795*cse111 + 5.997769244684319*q_e_rotor_3**2) + lam_19
    cse113 = -24.4*lam_11 + 24.4*lam_14
    cse114 = 1.4994423111710797*cse110 - 1.4994423111710797*cse111
    cse115 = 1.3235077466603398*cse109 + 2.6470154933206795*q_e_rotor_2**2
    cse116 = -12.2*lam_12 + 12.2*lam_15
    cse117 = cse116 + lam_16*(-cse114 + cse115)
    cse118 = lam_16*(-1.3235077466603398*cse16 + 1.3235077466603398*cse17 + 1.4994423111710797*cse19 + 1.4994423111710797*cse21)
    cse119 = 12.2*lam_13
    cse120 = 12.2*lam_10
    cse121 = -cse119 + cse120
    cse122 = cse119 - cse120
    cse123 = cse116 + lam_16*(cse114 - cse115)
    cse124 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8
    cse125 = 2*lam_5
    cse126 = 7.4*lam_12 - 7.4*lam_9
    cse127 = -cse125 + cse126
    cse128 = 7.4*lam_10
    cse129 = 7.4*lam_7
    cse130 = -cse128 + cse129
    cse131 = cse128 - cse129
    cse132 = cse125 + cse126
    out = np.zeros((21, 21))
    out[_Phi_qT_lam_q_INDEX] = (
        cse32 + lam_16*(-cse3 + cse7) + lam_17*(cse14*cse25 - cse28*cse31),  # [3, 3]
        cse39 + lam_16*(-cse33 + cse34),  # [3, 4]
        cse54,  # [3, 5]
        cse61,  # [3, 6]
        cse69,  # [3, 10]
        cse70,  # [3, 11]
        cse72,  # [3, 12]
        cse73,  # [3, 13]
        cse39 + lam_16*(-cse74 + cse75 + cse76),  # [4, 3]
        cse32 + lam_17*(cse25*cse35**2 - cse31*cse35),  # [4, 4]
        cse77,  # [4, 5]
        cse79,  # [4, 6]
        cse84,  # [4, 10]
        cse85,  # [4, 11]
        cse87,  # [4, 12]
        cse89,  # [4, 13]
        cse54,  # [5, 3]
        cse77,  # [5, 4]
        -cse3*lam_16 + lam_17*(cse25*cse90 - cse30*cse46*cse52) + lam_18,  # [5, 5]
        cse92 + lam_16*(cse33 + cse76),  # [5, 6]
        cse96,  # [5, 10]
        cse97,  # [5, 11]
        cse99,  # [5, 12]
        cse100,  # [5, 13]
        cse61,  # [6, 3]
        cse79,  # [6, 4]
        cse92 + lam_16*(cse34 + cse74 - cse75),  # [6, 5]
        cse7*lam_16 + lam_17*(cse25*cse56**2 - cse30*cse91) + lam_18,  # [6, 6]
        cse104,  # [6, 10]
        cse105,  # [6, 11]
        cse107,  # [6, 12]
        cse108,  # [6, 13]
        cse69,  # [10, 3]
        cse84,  # [10, 4]
        cse96,  # [10, 5]
        cse104,  # [10, 6]
        cse112 + cse113,  # [10, 10]
        cse117,  # [10, 11]
        cse118,  # [10, 12]
        cse121,  # [10, 13]
        cse70,  # [11, 3]
        cse85,  # [11, 4]
        cse97,  # [11, 5]
        cse105,  # [11, 6]
        cse117,  # [11, 10]
        lam_19,  # [11, 11]
        cse122,  # [11, 12]
        cse118,  # [11, 13]
        cse72,  # [12, 3]
        cse87,  # [12, 4]
        cse99,  # [12, 5]
        cse107,  # [12, 6]
        cse118,  # [12, 10]
        cse122,  # [12, 11]
        cse113 + lam_19,  # [12, 12]
        cse123,  # [12, 13]
        cse73,  # [13, 3]
        cse89,  # [13, 4]
        cse100,  # [13, 5]
        cse108,  # [13, 6]
        cse121,  # [13, 10]
        cse118,  # [13, 11]
        cse123,  # [13, 12]
        cse112,  # [13, 13]
        cse124,  # [17, 17]
        cse127,  # [17, 18]
        cse130,  # [17, 20]
        cse127,  # [18, 17]
        lam_20,  # [18, 18]
        cse131,  # [18, 19]
        cse131,  # [19, 18]
        cse124,  # [19, 19]
        cse132,  # [19, 20]
        cse130,  # [20, 17]
        cse132,  # [20, 19]
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
    # 927 operations after common subexpression elimination
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
    cse3 = math.pi*t
    cse4 = math.cos(cse3)
    cse5 = 2*q_e_rotor_2
    cse6 = math.sin(cse3)
    cse7 = cse1*cse6 + cse4*cse5
    cse8 = 2*q_e_rotor_1
    cse9 = cse8*q_e_rotor_2
    cse10 = cse1*q_e_rotor_0
    cse11 = cse10 + cse9
    cse12 = cse8*q_e_rotor_3
    cse13 = q_e_rotor_0*q_e_rotor_2
    cse14 = 2*cse13
    cse15 = cse12 - cse14
    cse16 = cse11*cse6 - cse15*cse4 + 1
    cse17 = cse11*cse4 + cse15*cse6
    cse18 = 2*cse17/cse16**2
    cse19 = cse1*cse4
    cse20 = cse5*cse6
    cse21 = 2/cse16
    cse22 = 4*lam_15
    cse23 = 8*lam_13
    cse24 = 8.0*q_e_rotor_1
    cse25 = cse24*q_e_rotor_2
    cse26 = 2*q_e_rotor_0
    cse27 = cse1*v_ed_rotor_2 + cse26*v_ed_rotor_1 - cse5*v_ed_rotor_3 - cse8*v_ed_rotor_0
    cse28 = 8.0*q_e_rotor_2
    cse29 = 8.0*q_e_rotor_0
    cse30 = 8.0*q_e_rotor_3
    cse31 = cse27*(cse24*v_ed_rotor_2 - cse28*v_ed_rotor_1 - cse29*v_ed_rotor_3 + cse30*v_ed_rotor_0)
    cse32 = -cse1*v_ed_rotor_1 + cse26*v_ed_rotor_2 - cse5*v_ed_rotor_0 + cse8*v_ed_rotor_3
    cse33 = 4.0*v_ed_rotor_0
    cse34 = 4.0*v_ed_rotor_2
    cse35 = 4.0*v_ed_rotor_1
    cse36 = 4.0*v_ed_rotor_3
    cse37 = cse32*(-cse33*q_e_rotor_3 - cse34*q_e_rotor_1 + cse35*q_e_rotor_2 + cse36*q_e_rotor_0)
    cse38 = 2*cse27*(cse24*v_ed_rotor_3 - cse28*v_ed_rotor_0 + cse29*v_ed_rotor_2 - cse30*v_ed_rotor_1) + 2*cse32*(cse33*q_e_rotor_1 - cse34*q_e_rotor_3 - cse35*q_e_rotor_0 + cse36*q_e_rotor_2)
    cse39 = 16.0*q_e_rotor_3
    cse40 = -8.0*cse13 - cse39*q_e_rotor_1
    cse41 = q_e_link2_3**2
    cse42 = q_e_link2_0**2
    cse43 = 2*cse42 - 1
    cse44 = 2*cse41 + cse43
    cse45 = -1.3235077466603398*q_e_rotor_1
    cse46 = 2*q_e_link2_3
    cse47 = cse46*q_e_link2_2
    cse48 = 2*q_e_link2_0
    cse49 = cse48*q_e_link2_1
    cse50 = cse47 - cse49
    cse51 = 1.4994423111710797*q_e_rotor_1
    cse52 = cse46*q_e_link2_1 + cse48*q_e_link2_2
    cse53 = 1.3235077466603398*q_e_rotor_3
    cse54 = 1.4994423111710797*q_e_rotor_2
    cse55 = cse30*q_e_rotor_2 - 16.0*q_e_rotor_0*q_e_rotor_1
    cse56 = q_e_rotor_1**2
    cse57 = q_e_rotor_2**2
    cse58 = 1.3235077466603398*q_e_rotor_0
    cse59 = 1.4994423111710797*q_e_rotor_0
    cse60 = -1.3235077466603398*q_e_rotor_2
    cse61 = 1.4994423111710797*q_e_rotor_3
    cse62 = -16.0*cse13 - cse30*q_e_rotor_1
    cse63 = cse30*q_e_rotor_0
    cse64 = q_e_rotor_0**2
    cse65 = q_e_rotor_3**2
    cse66 = cse26*cse4 + cse6*cse8
    cse67 = cse4*cse8
    cse68 = cse26*cse6
    cse69 = cse29*q_e_rotor_1 - cse39*q_e_rotor_2
    cse70 = 12.2*lam_10
    cse71 = 24.4*lam_14
    cse72 = 12.2*lam_12
    cse73 = 2*q_e_link2_2
    cse74 = 2*v_ed_link2_3
    cse75 = 2*v_ed_link2_0
    cse76 = cse46*v_ed_link2_2 + cse48*v_ed_link2_1 - cse74*q_e_link2_2 - cse75*q_e_link2_1
    cse77 = 24.8*v_ed_link2_1
    cse78 = 24.8*v_ed_link2_3
    cse79 = 24.8*v_ed_link2_0
    cse80 = 24.8*v_ed_link2_2
    cse81 = cse76*(-cse77*q_e_link2_2 - cse78*q_e_link2_0 + cse79*q_e_link2_3 + cse80*q_e_link2_1)
    cse82 = 2*q_e_link2_1
    cse83 = -cse46*v_ed_link2_1 + cse48*v_ed_link2_2 + cse74*q_e_link2_1 - cse75*q_e_link2_2
    cse84 = 0.02*v_ed_link2_0
    cse85 = 0.02*v_ed_link2_2
    cse86 = 0.02*v_ed_link2_1
    cse87 = 0.02*v_ed_link2_3
    cse88 = cse83*(-cse84*q_e_link2_3 - cse85*q_e_link2_1 + cse86*q_e_link2_2 + cse87*q_e_link2_0)
    cse89 = cse76*(-cse77*q_e_link2_3 + cse78*q_e_link2_1 - cse79*q_e_link2_2 + cse80*q_e_link2_0) + cse83*(cse84*q_e_link2_1 - cse85*q_e_link2_3 - cse86*q_e_link2_0 + cse87*q_e_link2_2)
    cse90 = 12.2*lam_13
    cse91 = 12.2*lam_15
    cse92 = 2*cse64 - 1
    cse93 = cse1*q_e_rotor_2
    cse94 = cse8*q_e_rotor_0
    cse95 = 1.4994423111710797*cse65 + 0.7497211555855399*cse92 - 0.6617538733301699*cse93 - 0.6617538733301699*cse94
    cse96 = 4*cse95
    cse97 = -1.3235077466603398*cse57 - 0.6617538733301699*cse92 + 0.7497211555855399*cse93 - 0.7497211555855399*cse94
    cse98 = -cse10 + cse9
    cse99 = 0.7497211555855399*cse12 + 0.7497211555855399*cse14 - 0.6617538733301699*cse98
    cse100 = 49.56*q_e_link2_1*q_e_link2_2
    cse101 = 49.6*q_e_link2_3
    cse102 = 0.04*q_e_link2_0
    cse103 = -cse101*q_e_link2_1 - cse102*q_e_link2_2
    cse104 = 24.4*lam_11
    cse105 = 49.6*q_e_link2_0
    cse106 = 0.04*q_e_link2_3
    cse107 = -cse105*q_e_link2_1 + cse106*q_e_link2_2
    cse108 = q_e_link2_1**2
    cse109 = q_e_link2_2**2
    cse110 = 49.56*q_e_link2_0*q_e_link2_3
    cse111 = -cse105*q_e_link2_2 - cse106*q_e_link2_1
    cse112 = -cse101*q_e_link2_2 + cse102*q_e_link2_1
    cse113 = q_e_link3_2**2
    cse114 = q_e_link3_1**2
    cse115 = 7.4*lam_12
    cse116 = 2*q_e_link3_2
    cse117 = 2*v_ed_link3_2
    cse118 = 2*v_ed_link3_1
    cse119 = 2*q_e_link3_1
    cse120 = -cse116*v_ed_link3_3 + cse117*q_e_link3_3 + cse118*q_e_link3_0 - cse119*v_ed_link3_0
    cse121 = 9.08*v_ed_link3_1
    cse122 = 9.08*v_ed_link3_3
    cse123 = 9.08*v_ed_link3_0
    cse124 = 9.08*v_ed_link3_2
    cse125 = cse120*(-cse121*q_e_link3_2 - cse122*q_e_link3_0 + cse123*q_e_link3_3 + cse124*q_e_link3_1)
    cse126 = -cse116*v_ed_link3_0 + cse117*q_e_link3_0 - cse118*q_e_link3_3 + cse119*v_ed_link3_3
    cse127 = 0.02*v_ed_link3_0
    cse128 = 0.02*v_ed_link3_2
    cse129 = 0.02*v_ed_link3_1
    cse130 = 0.02*v_ed_link3_3
    cse131 = cse126*(-cse127*q_e_link3_3 - cse128*q_e_link3_1 + cse129*q_e_link3_2 + cse130*q_e_link3_0)
    cse132 = cse120*(-cse121*q_e_link3_3 + cse122*q_e_link3_1 - cse123*q_e_link3_2 + cse124*q_e_link3_0) + cse126*(cse127*q_e_link3_1 - cse128*q_e_link3_3 - cse129*q_e_link3_0 + cse130*q_e_link3_2)
    cse133 = 2*q_e_link3_3
    cse134 = q_e_link3_0*q_e_link3_1
    cse135 = 0.04*q_e_link3_2
    cse136 = -18.16*cse134 + cse135*q_e_link3_3
    cse137 = 7.4*q_e_link3_3
    cse138 = q_e_link3_1*q_e_link3_3
    cse139 = -cse135*q_e_link3_0 - 18.16*cse138
    cse140 = 18.12*q_e_link3_1*q_e_link3_2
    cse141 = 14.8*lam_11
    cse142 = 7.4*lam_9
    cse143 = 14.8*lam_8
    cse144 = 4*lam_6
    cse145 = 2*q_e_link3_0
    cse146 = 7.4*lam_7
    cse147 = 7.4*lam_10
    cse148 = 18.12*q_e_link3_0*q_e_link3_3
    cse149 = q_e_link3_3**2
    cse150 = q_e_link3_0**2
    cse151 = 18.16*q_e_link3_2
    cse152 = -0.04*cse138 - cse151*q_e_link3_0
    cse153 = 0.04*cse134 - cse151*q_e_link3_3
    cse154 = 2*cse56 + cse92
    cse155 = h**(-2)
    cse156 = cse116*q_e_link3_3
    cse157 = cse119*q_e_link3_0
    cse158 = 2*cse113 + 2*cse150 - 1
    cse159 = 3.7*cse119*q_e_link3_2 - 3.7*cse145*q_e_link3_3
    cse160 = -q_r_link3_x
    cse161 = 3.7*cse158
    cse162 = -q_r_link3_y
    cse163 = 3.7*cse156 + 3.7*cse157
    cse164 = -q_r_link3_z
    cse165 = -6.1*cse46*q_e_link2_0 + 6.1*cse73*q_e_link2_1
    cse166 = 12.2*cse109 + 6.1*cse43
    cse167 = 6.1*cse47 + 6.1*cse49
    return np.array([
        2.0*a_0 - lam_13 - lam_2,  # [0]
        2.0*a_1 - lam_14 - lam_3,  # [1]
        2.0*a_2 - lam_15 - lam_4 + 19.62,  # [2]
        a_3*(16.0*cse56 + 8.0*cse57) + a_4*cse55 + a_5*cse40 + a_6*cse25 + cse0*q_e_rotor_0 - cse1*lam_1 + cse2*q_e_rotor_3 - cse22*q_e_rotor_2 + cse23*q_e_rotor_0 + cse31*cse5 + cse37*cse8 + cse38*q_e_rotor_3 + lam_16*(cse44*(cse45 + 2.9988846223421595*q_e_rotor_0) + cse50*(-cse51 - 2.6470154933206795*q_e_rotor_0) + cse52*(cse53 + cse54)) + lam_17*(-cse18*cse7 + cse21*(cse19 - cse20)) + lam_18*q_e_rotor_0,  # [3]
        a_3*cse55 + a_4*(16.0*cse64 + 8.0*cse65) + a_5*cse63 + a_6*cse62 + cse0*q_e_rotor_1 + cse1*cse31 + cse2*q_e_rotor_2 + cse22*q_e_rotor_3 + cse23*q_e_rotor_1 - cse26*cse37 - cse38*q_e_rotor_2 + cse5*lam_1 + lam_16*(-cse44*cse58 - cse50*cse59 + cse52*(cse60 + cse61)) + lam_17*(-cse18*(-cse19 + cse20) + cse21*cse7) + lam_18*q_e_rotor_1,  # [4]
        a_3*cse40 + a_4*cse63 + a_5*(8.0*cse64 + 16.0*cse65) + a_6*cse69 - cse1*cse37 + cse2*q_e_rotor_1 - cse22*q_e_rotor_0 - cse26*cse31 + cse38*q_e_rotor_1 + cse8*lam_1 + lam_16*(-cse44*cse53 + cse50*(cse61 - 2.6470154933206795*q_e_rotor_2) + cse52*(cse45 + cse59)) + lam_17*(-cse18*cse66 + cse21*(cse67 - cse68)) + lam_18*q_e_rotor_2,  # [5]
        a_3*cse25 + a_4*cse62 + a_5*cse69 + a_6*(8.0*cse56 + 16.0*cse57) + cse2*q_e_rotor_0 + cse22*q_e_rotor_1 - cse26*lam_1 - cse31*cse8 + cse37*cse5 - cse38*q_e_rotor_0 + lam_16*(cse44*(cse60 + 2.9988846223421595*q_e_rotor_3) + cse50*cse54 + cse52*(cse51 + cse58)) + lam_17*(-cse18*(-cse67 + cse68) + cse21*cse66) + lam_18*q_e_rotor_3,  # [6]
        1.0*a_7 + lam_10 + lam_13,  # [7]
        1.0*a_8 + lam_11 + lam_14,  # [8]
        1.0*a_9 + lam_12 + lam_15 + 9.81,  # [9]
        a_10*(49.6*cse108 + 0.04*cse109) + a_11*cse107 + a_12*cse103 + a_13*cse100 - cse104*q_e_link2_0 + cse46*cse89 + cse70*q_e_link2_3 + cse71*q_e_link2_0 - cse72*q_e_link2_1 + cse73*cse81 + cse82*cse88 - cse90*q_e_link2_3 + cse91*q_e_link2_1 + lam_16*(cse73*cse99 - cse82*cse97 + cse96*q_e_link2_0) + lam_19*q_e_link2_0,  # [10]
        a_10*cse107 + a_11*(0.04*cse41 + 49.6*cse42) + a_12*cse110 + a_13*cse111 + cse46*cse81 - cse48*cse88 - cse70*q_e_link2_2 - cse72*q_e_link2_0 - cse73*cse89 + cse90*q_e_link2_2 + cse91*q_e_link2_0 + lam_16*(cse46*cse99 - cse48*cse97) + lam_19*q_e_link2_1,  # [11]
        a_10*cse103 + a_11*cse110 + a_12*(49.6*cse41 + 0.04*cse42) + a_13*cse112 - cse104*q_e_link2_2 - cse46*cse88 - cse48*cse81 - cse70*q_e_link2_1 + cse71*q_e_link2_2 - cse72*q_e_link2_3 + cse82*cse89 + cse90*q_e_link2_1 + cse91*q_e_link2_3 + lam_16*(cse46*cse97 + cse48*cse99) + lam_19*q_e_link2_2,  # [12]
        a_10*cse100 + a_11*cse111 + a_12*cse112 + a_13*(0.04*cse108 + 49.6*cse109) - cse48*cse89 + cse70*q_e_link2_0 - cse72*q_e_link2_2 + cse73*cse88 - cse81*cse82 - cse90*q_e_link2_0 + cse91*q_e_link2_2 + lam_16*(cse73*cse97 + cse82*cse99 + cse96*q_e_link2_3) + lam_19*q_e_link2_3,  # [13]
        1.0*a_14 - lam_10 - lam_7,  # [14]
        1.0*a_15 - lam_11 - lam_8,  # [15]
        1.0*a_16 - lam_12 - lam_9 + 9.81,  # [16]
        a_17*(0.04*cse113 + 18.16*cse114) + a_18*cse136 + a_19*cse139 + a_20*cse140 + cse115*q_e_link3_1 + cse116*cse125 + cse119*cse131 - cse119*lam_5 + cse132*cse133 - cse137*lam_10 + cse137*lam_7 + cse141*q_e_link3_0 - cse142*q_e_link3_1 - cse143*q_e_link3_0 + cse144*q_e_link3_0 + lam_20*q_e_link3_0,  # [17]
        a_17*cse136 + a_18*(0.04*cse149 + 18.16*cse150) + a_19*cse148 + a_20*cse152 + cse115*q_e_link3_0 - cse116*cse132 + cse125*cse133 - cse131*cse145 - cse142*q_e_link3_0 - cse145*lam_5 - cse146*q_e_link3_2 + cse147*q_e_link3_2 + lam_20*q_e_link3_1,  # [18]
        a_17*cse139 + a_18*cse148 + a_19*(18.16*cse149 + 0.04*cse150) + a_20*cse153 + cse119*cse132 - cse125*cse145 - cse131*cse133 + cse133*lam_5 + cse137*lam_12 - cse137*lam_9 + cse141*q_e_link3_2 - cse143*q_e_link3_2 + cse144*q_e_link3_2 - cse146*q_e_link3_1 + cse147*q_e_link3_1 + lam_20*q_e_link3_2,  # [19]
        a_17*cse140 + a_18*cse152 + a_19*cse153 + a_20*(18.16*cse113 + 0.04*cse114) + cse115*q_e_link3_2 + cse116*cse131 + cse116*lam_5 - cse119*cse125 - cse132*cse145 - cse142*q_e_link3_2 + cse146*q_e_link3_0 - cse147*q_e_link3_0 + lam_20*q_e_link3_3,  # [20]
        cse154*cse155,  # [21]
        cse155*cse98,  # [22]
        -cse155*q_r_rotor_x,  # [23]
        -cse155*q_r_rotor_y,  # [24]
        -cse155*q_r_rotor_z,  # [25]
        cse155*(cse156 - cse157),  # [26]
        cse155*cse158,  # [27]
        cse155*(-cse159 + cse160 - 4),  # [28]
        cse155*(-cse161 + cse162 - 8.5),  # [29]
        cse155*(-cse163 + cse164),  # [30]
        cse155*(cse159 + cse160 - cse165 + q_r_link2_x),  # [31]
        cse155*(cse161 + cse162 - cse166 + q_r_link2_y),  # [32]
        cse155*(cse163 + cse164 - cse167 + q_r_link2_z),  # [33]
        cse155*(2*cse154 + cse165 + q_r_link2_x - q_r_rotor_x),  # [34]
        cse155*(2*cse11 + cse166 + q_r_link2_y - q_r_rotor_y),  # [35]
        cse155*(2*cse15 + cse167 + q_r_link2_z - q_r_rotor_z),  # [36]
        cse155*(cse44*cse95 + cse50*cse97 + cse52*cse99),  # [37]
        cse155*cse17*cse21,  # [38]
        cse155*((1/2)*cse56 + (1/2)*cse57 + (1/2)*cse64 + (1/2)*cse65 - 1/2),  # [39]
        cse155*((1/2)*cse108 + (1/2)*cse109 + (1/2)*cse41 + (1/2)*cse42 - 1/2),  # [40]
        cse155*((1/2)*cse113 + (1/2)*cse114 + (1/2)*cse149 + (1/2)*cse150 - 1/2),  # [41]
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
    # 2405 operations after common subexpression elimination
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
    cse7 = 8.0*q_e_rotor_2
    cse8 = 8.0*q_e_rotor_3
    cse9 = cse8*v_ed_rotor_1
    cse10 = cse7*v_ed_rotor_0
    cse11 = 8.0*q_e_rotor_1
    cse12 = cse11*v_ed_rotor_3
    cse13 = 8.0*q_e_rotor_0
    cse14 = cse13*v_ed_rotor_2
    cse15 = -cse10 + cse12 + cse14 - cse9
    cse16 = -cse2*v_ed_rotor_1 + cse3*v_ed_rotor_2 - cse4*v_ed_rotor_0 + cse5*v_ed_rotor_3
    cse17 = 4.0*cse16
    cse18 = 4.0*v_ed_rotor_2
    cse19 = 4.0*v_ed_rotor_1
    cse20 = 4.0*v_ed_rotor_3
    cse21 = 4.0*v_ed_rotor_0
    cse22 = -cse18*q_e_rotor_3 - cse19*q_e_rotor_0 + cse20*q_e_rotor_2 + cse21*q_e_rotor_1
    cse23 = -cse15*cse5 + cse17*q_e_rotor_1 - cse22*cse4 - cse6*cse7
    cse24 = cse11*q_e_rotor_3
    cse25 = cse16*cse24
    cse26 = 16.0*q_e_rotor_2
    cse27 = cse26*q_e_rotor_3
    cse28 = cse27*cse6
    cse29 = -cse18*q_e_rotor_1 + cse19*q_e_rotor_2 + cse20*q_e_rotor_0 - cse21*q_e_rotor_3
    cse30 = 4*q_e_rotor_2
    cse31 = cse30*q_e_rotor_1
    cse32 = cse29*cse31
    cse33 = cse7*v_ed_rotor_1
    cse34 = cse13*v_ed_rotor_3
    cse35 = cse8*v_ed_rotor_0
    cse36 = cse11*v_ed_rotor_2
    cse37 = -cse33 - cse34 + cse35 + cse36
    cse38 = cse31*cse37
    cse39 = q_e_rotor_1**2
    cse40 = 16.0*cse39
    cse41 = h**2
    cse42 = 16.0*a_4
    cse43 = 8.0*a_5
    cse44 = cse30*v_ed_rotor_1
    cse45 = cse26*cse6
    cse46 = 4*q_e_rotor_1
    cse47 = cse29*v_ed_rotor_2
    cse48 = 8.0*cse6
    cse49 = 2*cse15
    cse50 = 2*cse22
    cse51 = -cse17*v_ed_rotor_1 + cse48*v_ed_rotor_2 + cse49*v_ed_rotor_1 + cse50*v_ed_rotor_2
    cse52 = q_e_link2_2*q_e_link2_3
    cse53 = q_e_link2_0*q_e_link2_1
    cse54 = 2*cse52 - 2*cse53
    cse55 = 2.6470154933206795*cse54
    cse56 = q_e_link2_3**2
    cse57 = q_e_link2_0**2
    cse58 = 2*cse56 + 2*cse57 - 1
    cse59 = 2.9988846223421595*cse58
    cse60 = math.pi*t
    cse61 = math.cos(cse60)
    cse62 = math.sin(cse60)
    cse63 = cse2*cse62 + cse4*cse61
    cse64 = cse63**2
    cse65 = cse5*q_e_rotor_2
    cse66 = cse2*q_e_rotor_0
    cse67 = cse65 + cse66
    cse68 = cse2*q_e_rotor_1
    cse69 = cse3*q_e_rotor_2
    cse70 = cse68 - cse69
    cse71 = -cse61*cse70 + cse62*cse67 + 1
    cse72 = cse61*cse67 + cse62*cse70
    cse73 = 4*cse72
    cse74 = cse73/cse71**3
    cse75 = cse2*cse61
    cse76 = cse4*cse62
    cse77 = cse75 - cse76
    cse78 = cse71**(-2)
    cse79 = 4*cse78
    cse80 = cse63*cse79
    cse81 = 4*lam_0 + 8*lam_13 + lam_18
    cse82 = cse15*cse3 - cse17*q_e_rotor_0 - cse2*cse22 - cse48*q_e_rotor_3
    cse83 = cse11*q_e_rotor_2
    cse84 = cse16*cse83
    cse85 = 16.0*cse0
    cse86 = 4*q_e_rotor_3
    cse87 = cse29*cse86
    cse88 = cse30*q_e_rotor_0
    cse89 = -cse37*cse88 + cse87*q_e_rotor_1
    cse90 = a_3*q_e_rotor_1
    cse91 = cse30*v_ed_rotor_0
    cse92 = cse6*v_ed_rotor_2
    cse93 = 2*cse16*cse29
    cse94 = -cse93
    cse95 = cse29*v_ed_rotor_3
    cse96 = cse17*v_ed_rotor_0 + cse48*v_ed_rotor_3 - cse49*v_ed_rotor_0 + cse50*v_ed_rotor_3
    cse97 = 1.4994423111710797*cse54
    cse98 = -1.3235077466603398*cse58
    cse99 = -cse75 + cse76
    cse100 = 2*cse78
    cse101 = cse100*cse77
    cse102 = lam_17*(-cse100*cse64 - cse101*cse99 + cse63*cse74*cse99)
    cse103 = 16.0*q_e_rotor_0
    cse104 = a_5*q_e_rotor_3
    cse105 = -a_4*cse103 - 16.0*cse104
    cse106 = cse7*q_e_rotor_3
    cse107 = cse103*q_e_rotor_1
    cse108 = cse106 - cse107
    cse109 = cse15*cse2 - cse17*q_e_rotor_3 + cse22*cse3 + cse48*q_e_rotor_0
    cse110 = 4*q_e_rotor_0
    cse111 = cse110*q_e_rotor_1
    cse112 = cse111*cse29
    cse113 = -cse45*q_e_rotor_1
    cse114 = 8.0*cse39
    cse115 = cse30*q_e_rotor_3
    cse116 = cse115*cse37
    cse117 = 2*cse37*cse6
    cse118 = -cse117
    cse119 = cse37*v_ed_rotor_3
    cse120 = cse46*v_ed_rotor_0
    cse121 = cse11*cse16
    cse122 = cse17*v_ed_rotor_3 - cse48*v_ed_rotor_0 - cse49*v_ed_rotor_3 - cse50*v_ed_rotor_0
    cse123 = cse43*q_e_rotor_0
    cse124 = a_6*cse11
    cse125 = 2*q_e_link2_1
    cse126 = 2*q_e_link2_0
    cse127 = cse125*q_e_link2_3 + cse126*q_e_link2_2
    cse128 = cse127*lam_16
    cse129 = 1.4994423111710797*cse128
    cse130 = 8.0*a_4
    cse131 = cse130*q_e_rotor_3
    cse132 = 4*lam_15
    cse133 = 1/cse71
    cse134 = 4*cse133
    cse135 = cse134*cse62
    cse136 = cse3*cse61 + cse5*cse62
    cse137 = cse100*cse136
    cse138 = cse73*cse78
    cse139 = cse138*cse61
    cse140 = cse136*cse74
    cse141 = cse5*cse61
    cse142 = cse3*cse62
    cse143 = cse141 - cse142
    cse144 = cse100*cse143
    cse145 = cse124 + cse129 + cse131 - cse132 + lam_17*(-cse135 - cse137*cse77 - cse139 + cse140*cse63 - cse144*cse63)
    cse146 = cse7*q_e_rotor_0
    cse147 = 16.0*q_e_rotor_1
    cse148 = cse147*q_e_rotor_3
    cse149 = -cse146 - cse148
    cse150 = cse11*cse6 - cse15*cse4 + cse17*q_e_rotor_2 + cse22*cse5
    cse151 = cse11*q_e_rotor_0
    cse152 = -cse151*cse16
    cse153 = 4*cse39
    cse154 = cse26*q_e_rotor_0
    cse155 = cse154*cse6
    cse156 = 4*cse0
    cse157 = cse37*v_ed_rotor_2
    cse158 = cse46*v_ed_rotor_1
    cse159 = -cse17*v_ed_rotor_2 - cse48*v_ed_rotor_1 + cse49*v_ed_rotor_2 - cse50*v_ed_rotor_1
    cse160 = cse49*cse6
    cse161 = cse16*cse50
    cse162 = -cse160 - cse161
    cse163 = 1.3235077466603398*cse128
    cse164 = -cse141 + cse142
    cse165 = cse164*cse74
    cse166 = cse134*cse61 - cse137*cse63 - cse138*cse62
    cse167 = 4*lam_14
    cse168 = 2*lam_1
    cse169 = cse163 + cse167 - cse168 + lam_17*(-cse101*cse164 + cse165*cse63 + cse166)
    cse170 = 1.3235077466603398*q_e_rotor_3
    cse171 = cse170 + 1.4994423111710797*q_e_rotor_2
    cse172 = 2*q_e_link2_2
    cse173 = 1.4994423111710797*q_e_rotor_1
    cse174 = -cse173 - 2.6470154933206795*q_e_rotor_0
    cse175 = -1.3235077466603398*q_e_rotor_1
    cse176 = 2.9988846223421595*q_e_rotor_0
    cse177 = cse175 + cse176
    cse178 = 4*cse177
    cse179 = cse41*lam_16
    cse180 = cse179*(-cse125*cse174 + cse171*cse172 + cse178*q_e_link2_0)
    cse181 = 2*q_e_link2_3
    cse182 = cse179*(-cse126*cse174 + cse171*cse181)
    cse183 = cse179*(cse126*cse171 + cse174*cse181)
    cse184 = cse179*(cse125*cse171 + cse172*cse174 + cse178*q_e_link2_3)
    cse185 = -cse2
    cse186 = 8*q_e_rotor_0
    cse187 = -cse30
    cse188 = cse127*cse171 + cse174*cse54 + cse177*cse58
    cse189 = cse100*cse72
    cse190 = 2*cse133
    cse191 = -cse189*cse63 + cse190*cse77
    cse192 = q_e_rotor_3**2
    cse193 = 16.0*cse192
    cse194 = cse8*q_e_rotor_0
    cse195 = cse16*cse194
    cse196 = cse37*cse86
    cse197 = cse196*q_e_rotor_1 - cse29*cse88
    cse198 = 16.0*q_e_rotor_3
    cse199 = cse6*v_ed_rotor_3
    cse200 = 2.9988846223421595*cse52
    cse201 = 2.9988846223421595*cse53
    cse202 = -2.6470154933206795*cse56 - 2.6470154933206795*cse57 + 1.3235077466603398
    cse203 = -a_6*cse26 - 16.0*cse90
    cse204 = 8.0*cse192
    cse205 = q_e_rotor_0**2
    cse206 = 16.0*cse205
    cse207 = cse146*cse16
    cse208 = cse196*q_e_rotor_0
    cse209 = cse87*q_e_rotor_0
    cse210 = 8.0*a_6
    cse211 = cse148*cse6
    cse212 = 4*cse192
    cse213 = 4*cse205
    cse214 = 8.0*a_3
    cse215 = 16.0*a_6
    cse216 = cse110*v_ed_rotor_0
    cse217 = cse13*cse16
    cse218 = cse6*v_ed_rotor_1
    cse219 = cse160 + cse161
    cse220 = -cse163 + cse167 + cse168 + lam_17*(cse140*cse99 - cse144*cse99 + cse166)
    cse221 = cse103*cse6*q_e_rotor_3
    cse222 = 8.0*cse205
    cse223 = cse110*v_ed_rotor_1
    cse224 = cse6*v_ed_rotor_0
    cse225 = a_3*cse7
    cse226 = cse100*cse164
    cse227 = cse123 + cse129 + cse132 + cse225 + lam_17*(cse135 - cse137*cse99 + cse139 + cse165*cse99 - cse226*cse63)
    cse228 = -cse154 - cse24
    cse229 = -1.3235077466603398*q_e_rotor_2
    cse230 = 1.4994423111710797*q_e_rotor_3
    cse231 = cse229 + cse230
    cse232 = 5.294030986641359*q_e_rotor_0
    cse233 = cse179*(cse172*cse231 + cse176*q_e_link2_1 - cse232*q_e_link2_0)
    cse234 = cse179*(cse176*q_e_link2_0 + cse181*cse231)
    cse235 = cse179*(cse126*cse231 - cse176*q_e_link2_3)
    cse236 = cse179*(cse125*cse231 - cse176*q_e_link2_2 - cse232*q_e_link2_3)
    cse237 = 8*q_e_rotor_1
    cse238 = 1.3235077466603398*q_e_rotor_0
    cse239 = cse127*cse231 - cse238*cse58 - cse97*q_e_rotor_0
    cse240 = -cse189*cse99 + cse190*cse63
    cse241 = cse111*cse37
    cse242 = cse115*cse29
    cse243 = cse16*v_ed_rotor_3
    cse244 = cse106*cse16
    cse245 = cse16*v_ed_rotor_2
    cse246 = cse107*cse6
    cse247 = cse136**2
    cse248 = cse136*cse79
    cse249 = lam_17*(-cse100*cse247 + cse136*cse165 - cse143*cse226)
    cse250 = cse151 - cse27
    cse251 = cse175 + 1.4994423111710797*q_e_rotor_0
    cse252 = cse230 - 2.6470154933206795*q_e_rotor_2
    cse253 = 5.294030986641359*q_e_rotor_3
    cse254 = cse179*(-cse125*cse252 + cse172*cse251 - cse253*q_e_link2_0)
    cse255 = cse179*(-cse126*cse252 + cse181*cse251)
    cse256 = cse179*(cse126*cse251 + cse181*cse252)
    cse257 = cse179*(cse125*cse251 + cse172*cse252 - cse253*q_e_link2_3)
    cse258 = -cse110
    cse259 = cse127*cse251 - cse170*cse58 + cse252*cse54
    cse260 = -cse136*cse189 + cse143*cse190
    cse261 = 2.9988846223421595*q_e_rotor_2
    cse262 = cse173 + cse238
    cse263 = cse229 + 2.9988846223421595*q_e_rotor_3
    cse264 = 4*cse263
    cse265 = cse179*(cse172*cse262 - cse261*q_e_link2_1 + cse264*q_e_link2_0)
    cse266 = cse179*(cse181*cse262 - cse261*q_e_link2_0)
    cse267 = cse179*(cse126*cse262 + cse261*q_e_link2_3)
    cse268 = cse179*(cse125*cse262 + cse261*q_e_link2_2 + cse264*q_e_link2_3)
    cse269 = -cse3
    cse270 = cse127*cse262 + cse263*cse58 + cse97*q_e_rotor_2
    cse271 = cse136*cse190 - cse164*cse189
    cse272 = q_e_link2_2**2
    cse273 = 0.04*cse272
    cse274 = q_e_link2_1**2
    cse275 = 49.6*cse274
    cse276 = 24.8*v_ed_link2_0
    cse277 = 24.8*v_ed_link2_3
    cse278 = 24.8*v_ed_link2_1
    cse279 = 24.8*v_ed_link2_2
    cse280 = -2*cse276*q_e_link2_2 + 2*cse277*q_e_link2_1 - 2*cse278*q_e_link2_3 + 2*cse279*q_e_link2_0
    cse281 = -cse125*v_ed_link2_0 + cse126*v_ed_link2_1 - cse172*v_ed_link2_3 + cse181*v_ed_link2_2
    cse282 = 24.8*cse281
    cse283 = 0.02*v_ed_link2_2
    cse284 = 0.02*v_ed_link2_1
    cse285 = 0.02*v_ed_link2_3
    cse286 = 0.02*v_ed_link2_0
    cse287 = -cse283*q_e_link2_3 - cse284*q_e_link2_0 + cse285*q_e_link2_2 + cse286*q_e_link2_1
    cse288 = 2*cse287
    cse289 = cse125*v_ed_link2_3 + cse126*v_ed_link2_2 - cse172*v_ed_link2_0 - cse181*v_ed_link2_1
    cse290 = 0.02*cse289
    cse291 = -cse280*q_e_link2_1 - cse282*q_e_link2_2 - cse288*q_e_link2_2 + cse290*q_e_link2_1
    cse292 = -cse283*q_e_link2_1 + cse284*q_e_link2_2 + cse285*q_e_link2_0 - cse286*q_e_link2_3
    cse293 = 4*cse292
    cse294 = q_e_link2_1*q_e_link2_2
    cse295 = cse293*cse294
    cse296 = q_e_link2_1*q_e_link2_3
    cse297 = 0.04*cse296
    cse298 = cse289*cse297
    cse299 = cse276*q_e_link2_3 - cse277*q_e_link2_0 - cse278*q_e_link2_2 + cse279*q_e_link2_1
    cse300 = 4*cse299
    cse301 = cse294*cse300
    cse302 = 49.6*cse52
    cse303 = cse281*cse302
    cse304 = 0.04*a_12
    cse305 = 49.6*a_11
    cse306 = 49.6*cse281
    cse307 = cse306*q_e_link2_2
    cse308 = cse293*v_ed_link2_2
    cse309 = cse300*q_e_link2_2
    cse310 = 0.04*cse289
    cse311 = cse310*v_ed_link2_3
    cse312 = cse279*cse281 + cse280*v_ed_link2_1 - cse284*cse289 + cse288*v_ed_link2_2
    cse313 = 2*cse205 - 1
    cse314 = 2*cse192 + cse313
    cse315 = cse2*q_e_rotor_2
    cse316 = cse5*q_e_rotor_0
    cse317 = cse315 + cse316
    cse318 = lam_16*(2.9988846223421595*cse314 - 2.6470154933206795*cse317) + lam_19
    cse319 = -24.4*lam_11 + 24.4*lam_14
    cse320 = cse280*q_e_link2_0 - cse282*q_e_link2_3 - cse288*q_e_link2_3 - cse290*q_e_link2_0
    cse321 = cse294*cse310
    cse322 = 49.6*cse272
    cse323 = q_e_link2_0*q_e_link2_2
    cse324 = cse293*cse296 - cse300*cse323
    cse325 = a_10*q_e_link2_1
    cse326 = a_13*q_e_link2_2
    cse327 = q_e_link2_2*v_ed_link2_2
    cse328 = 2*cse289*cse292
    cse329 = -cse328
    cse330 = cse310*v_ed_link2_2
    cse331 = cse293*v_ed_link2_3
    cse332 = cse277*cse281 - cse280*v_ed_link2_0 + cse286*cse289 + cse288*v_ed_link2_3
    cse333 = cse315 - cse316
    cse334 = 1.4994423111710797*cse333
    cse335 = 2*cse0 + cse313
    cse336 = 1.3235077466603398*cse335
    cse337 = -12.2*lam_12 + 12.2*lam_15
    cse338 = cse337 + lam_16*(-cse334 + cse336)
    cse339 = a_11*q_e_link2_0
    cse340 = a_12*q_e_link2_3
    cse341 = -49.6*cse339 - 49.6*cse340
    cse342 = 0.04*cse52
    cse343 = 49.6*cse53
    cse344 = cse342 - cse343
    cse345 = cse126*cse287 + cse280*q_e_link2_3 + cse282*q_e_link2_0 - cse290*q_e_link2_3
    cse346 = cse293*cse53
    cse347 = 0.04*cse274
    cse348 = cse300*cse52
    cse349 = -cse294*cse306
    cse350 = a_10*q_e_link2_2
    cse351 = 0.04*a_11
    cse352 = cse351*q_e_link2_3
    cse353 = a_12*q_e_link2_0
    cse354 = 0.04*cse353
    cse355 = 49.56*q_e_link2_1
    cse356 = 2*cse281*cse299
    cse357 = -cse356
    cse358 = cse293*v_ed_link2_0
    cse359 = cse310*v_ed_link2_1
    cse360 = -cse276*cse281 - cse280*v_ed_link2_3 + cse285*cse289 - cse288*v_ed_link2_0
    cse361 = cse68 + cse69
    cse362 = cse65 - cse66
    cse363 = lam_16*(1.4994423111710797*cse361 - 1.3235077466603398*cse362)
    cse364 = 0.04*cse323
    cse365 = 49.6*cse296
    cse366 = -cse364 - cse365
    cse367 = cse355*q_e_link2_2
    cse368 = cse125*cse287 - cse280*q_e_link2_2 + cse282*q_e_link2_1 + cse290*q_e_link2_2
    cse369 = 0.04*cse53
    cse370 = -cse289*cse369
    cse371 = 49.6*cse323
    cse372 = cse281*cse371
    cse373 = q_e_link2_2*v_ed_link2_0
    cse374 = cse310*v_ed_link2_0
    cse375 = cse293*v_ed_link2_1
    cse376 = -cse278*cse281 + cse280*v_ed_link2_2 - cse283*cse289 - cse288*v_ed_link2_1
    cse377 = cse280*cse281
    cse378 = cse288*cse289
    cse379 = -cse377 - cse378
    cse380 = 49.6*a_12
    cse381 = 12.2*lam_13
    cse382 = 12.2*lam_10
    cse383 = -cse381 + cse382
    cse384 = 12.2*q_e_link2_3
    cse385 = 24.4*q_e_link2_0
    cse386 = -cse385
    cse387 = 12.2*q_e_link2_1
    cse388 = -cse387
    cse389 = -cse384
    cse390 = 2.9988846223421595*cse314 - 2.6470154933206795*cse317
    cse391 = 0.7497211555855399*cse333 - 0.6617538733301699*cse335
    cse392 = 0.7497211555855399*cse361 - 0.6617538733301699*cse362
    cse393 = -cse125*cse391 + cse172*cse392 + cse390*q_e_link2_0
    cse394 = 49.6*cse56
    cse395 = q_e_link2_0*q_e_link2_3
    cse396 = cse310*cse395
    cse397 = -cse293*cse323 + cse296*cse300
    cse398 = 49.6*q_e_link2_3
    cse399 = cse281*cse398
    cse400 = cse300*v_ed_link2_1
    cse401 = -49.6*cse325 - 49.6*cse326
    cse402 = 0.04*cse56
    cse403 = 49.6*cse57
    cse404 = cse300*cse395
    cse405 = cse293*cse395
    cse406 = cse289*cse364
    cse407 = 49.6*q_e_link2_0
    cse408 = 0.04*a_13
    cse409 = cse310*q_e_link2_0
    cse410 = cse300*v_ed_link2_0
    cse411 = 49.56*q_e_link2_3
    cse412 = cse411*q_e_link2_0
    cse413 = cse281*cse365
    cse414 = 0.04*a_10
    cse415 = cse300*v_ed_link2_3
    cse416 = cse377 + cse378
    cse417 = cse381 - cse382
    cse418 = cse281*cse407
    cse419 = cse418*q_e_link2_3
    cse420 = 0.04*cse57
    cse421 = 0.04*cse350
    cse422 = cse408*q_e_link2_1
    cse423 = cse300*v_ed_link2_2
    cse424 = -cse297 - cse371
    cse425 = 12.2*q_e_link2_2
    cse426 = -cse425
    cse427 = 12.2*q_e_link2_0
    cse428 = -cse427
    cse429 = -cse126*cse391 + cse181*cse392
    cse430 = cse300*cse53
    cse431 = cse293*cse52
    cse432 = cse293*q_e_link2_3
    cse433 = cse289*cse342
    cse434 = cse281*cse343
    cse435 = cse337 + lam_16*(cse334 - cse336)
    cse436 = -cse302 + cse369
    cse437 = 24.4*q_e_link2_2
    cse438 = -cse437
    cse439 = cse126*cse392 + cse181*cse391
    cse440 = cse306*q_e_link2_1
    cse441 = cse300*q_e_link2_1
    cse442 = cse125*cse392 + cse172*cse391 + cse390*q_e_link2_3
    cse443 = q_e_link3_1**2
    cse444 = 18.16*cse443
    cse445 = q_e_link3_2**2
    cse446 = 0.04*cse445
    cse447 = 9.08*v_ed_link3_1
    cse448 = 9.08*v_ed_link3_0
    cse449 = 9.08*q_e_link3_1
    cse450 = 9.08*v_ed_link3_2
    cse451 = -cse447*q_e_link3_3 - cse448*q_e_link3_2 + cse449*v_ed_link3_3 + cse450*q_e_link3_0
    cse452 = 2*q_e_link3_1
    cse453 = 0.02*v_ed_link3_2
    cse454 = 0.02*v_ed_link3_1
    cse455 = 0.02*q_e_link3_2
    cse456 = 0.02*v_ed_link3_0
    cse457 = -cse453*q_e_link3_3 - cse454*q_e_link3_0 + cse455*v_ed_link3_3 + cse456*q_e_link3_1
    cse458 = 2*q_e_link3_2
    cse459 = 2*q_e_link3_3
    cse460 = 2*q_e_link3_0
    cse461 = -cse452*v_ed_link3_0 - cse458*v_ed_link3_3 + cse459*v_ed_link3_2 + cse460*v_ed_link3_1
    cse462 = 9.08*cse461
    cse463 = cse452*v_ed_link3_3 - cse458*v_ed_link3_0 - cse459*v_ed_link3_1 + cse460*v_ed_link3_2
    cse464 = 0.02*cse463
    cse465 = -cse451*cse452 - cse457*cse458 - cse462*q_e_link3_2 + cse464*q_e_link3_1
    cse466 = 4*q_e_link3_2
    cse467 = q_e_link3_0*v_ed_link3_3
    cse468 = -cse453*q_e_link3_1 + cse455*v_ed_link3_1 - cse456*q_e_link3_3 + 0.02*cse467
    cse469 = cse468*q_e_link3_1
    cse470 = cse466*cse469
    cse471 = -cse447*q_e_link3_2 + cse448*q_e_link3_3 + cse450*q_e_link3_1 - 9.08*cse467
    cse472 = cse466*cse471
    cse473 = cse472*q_e_link3_1
    cse474 = 0.04*q_e_link3_3
    cse475 = cse474*q_e_link3_1
    cse476 = cse463*cse475
    cse477 = 18.16*q_e_link3_3
    cse478 = cse477*q_e_link3_2
    cse479 = cse461*cse478
    cse480 = 0.04*a_19
    cse481 = 18.16*cse461
    cse482 = cse481*q_e_link3_2
    cse483 = 0.04*cse463
    cse484 = q_e_link3_1*v_ed_link3_3
    cse485 = 4*cse468
    cse486 = cse485*q_e_link3_1
    cse487 = 2*cse457
    cse488 = 2*cse451
    cse489 = cse450*cse461 - cse454*cse463 + cse487*v_ed_link3_2 + cse488*v_ed_link3_1
    cse490 = 18.16*a_18
    cse491 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8
    cse492 = cse451*cse460 - cse457*cse459 - cse462*q_e_link3_3 - cse464*q_e_link3_0
    cse493 = cse483*q_e_link3_2
    cse494 = cse493*q_e_link3_1
    cse495 = 18.16*cse445
    cse496 = 4*q_e_link3_0
    cse497 = cse471*cse496
    cse498 = cse485*q_e_link3_3
    cse499 = -cse497*q_e_link3_2 + cse498*q_e_link3_1
    cse500 = a_17*q_e_link3_1
    cse501 = 18.12*q_e_link3_2
    cse502 = 2*cse463*cse468
    cse503 = -cse502
    cse504 = cse483*q_e_link3_1
    cse505 = cse456*cse463 + cse462*v_ed_link3_3 + cse487*v_ed_link3_3 - cse488*v_ed_link3_0
    cse506 = a_19*q_e_link3_3
    cse507 = a_18*q_e_link3_0
    cse508 = -18.16*cse506 - 18.16*cse507
    cse509 = 2*lam_5
    cse510 = 7.4*lam_12 - 7.4*lam_9
    cse511 = -cse509 + cse510
    cse512 = cse474*q_e_link3_2
    cse513 = 18.16*q_e_link3_0
    cse514 = cse513*q_e_link3_1
    cse515 = cse512 - cse514
    cse516 = cse469*cse496
    cse517 = 0.04*cse443
    cse518 = cse472*q_e_link3_3
    cse519 = cse451*cse459 + cse457*cse460 + cse462*q_e_link3_0 - cse464*q_e_link3_3
    cse520 = -cse482*q_e_link3_1
    cse521 = 2*cse461*cse471
    cse522 = -cse521
    cse523 = -cse448*cse461 + cse464*v_ed_link3_3 - cse487*v_ed_link3_0 - cse488*v_ed_link3_3
    cse524 = a_20*q_e_link3_1
    cse525 = cse480*q_e_link3_0
    cse526 = 0.04*a_18
    cse527 = cse526*q_e_link3_3
    cse528 = 0.04*q_e_link3_0
    cse529 = cse528*q_e_link3_2
    cse530 = cse477*q_e_link3_1
    cse531 = -cse529 - cse530
    cse532 = cse501*q_e_link3_1
    cse533 = cse449*cse461 - cse451*cse458 + cse452*cse457 + cse455*cse463
    cse534 = cse528*q_e_link3_1
    cse535 = -cse463*cse534
    cse536 = 4*cse471
    cse537 = cse513*q_e_link3_2
    cse538 = cse461*cse537
    cse539 = 18.16*a_19
    cse540 = cse461*v_ed_link3_0
    cse541 = 18.16*cse540
    cse542 = cse463*v_ed_link3_0
    cse543 = 0.04*cse542
    cse544 = -cse447*cse461 - cse453*cse463 - cse487*v_ed_link3_1 + cse488*v_ed_link3_2
    cse545 = cse461*cse488
    cse546 = cse463*cse487
    cse547 = -cse545 - cse546
    cse548 = 7.4*lam_10
    cse549 = 7.4*lam_7
    cse550 = -cse548 + cse549
    cse551 = -cse452
    cse552 = 7.4*q_e_link3_3
    cse553 = 14.8*q_e_link3_0
    cse554 = -cse553
    cse555 = 7.4*q_e_link3_1
    cse556 = -cse555
    cse557 = -cse552
    cse558 = q_e_link3_3**2
    cse559 = 18.16*cse558
    cse560 = cse463*cse474
    cse561 = cse560*q_e_link3_0
    cse562 = cse536*q_e_link3_1
    cse563 = cse468*cse496
    cse564 = cse562*q_e_link3_3 - cse563*q_e_link3_2
    cse565 = cse536*v_ed_link3_1
    cse566 = cse461*cse477
    cse567 = a_20*q_e_link3_2
    cse568 = -18.16*cse500 - 18.16*cse567
    cse569 = q_e_link3_0**2
    cse570 = 18.16*cse569
    cse571 = 0.04*cse558
    cse572 = cse497*q_e_link3_3
    cse573 = cse563*q_e_link3_3
    cse574 = cse463*cse529
    cse575 = 0.04*a_20
    cse576 = cse463*cse528
    cse577 = cse536*v_ed_link3_0
    cse578 = 18.12*q_e_link3_0
    cse579 = cse578*q_e_link3_3
    cse580 = cse461*cse530
    cse581 = 0.04*a_17
    cse582 = cse536*q_e_link3_3
    cse583 = cse545 + cse546
    cse584 = cse548 - cse549
    cse585 = cse461*cse513
    cse586 = cse585*q_e_link3_3
    cse587 = 0.04*cse569
    cse588 = cse575*q_e_link3_1
    cse589 = a_18*q_e_link3_3
    cse590 = cse581*q_e_link3_2
    cse591 = -cse475 - cse537
    cse592 = -cse460
    cse593 = 7.4*q_e_link3_2
    cse594 = -cse593
    cse595 = 7.4*q_e_link3_0
    cse596 = -cse595
    cse597 = cse497*q_e_link3_1
    cse598 = cse466*cse468
    cse599 = cse598*q_e_link3_3
    cse600 = cse463*cse512
    cse601 = cse461*cse514
    cse602 = cse509 + cse510
    cse603 = -cse478 + cse534
    cse604 = 14.8*q_e_link3_2
    cse605 = -cse604
    cse606 = cse481*q_e_link3_1
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
        cse1 + cse40 + cse41*(cse12*cse16 + cse2*cse51 + cse37*cse44 - cse42*q_e_rotor_1 - cse43*q_e_rotor_2 - cse45*v_ed_rotor_3 + cse46*cse47 + cse81 + lam_16*(-cse55 + cse59) + lam_17*(cse64*cse74 - cse77*cse80)) - h*(-cse2*cse23 + cse25 - cse28 + cse32 + cse38),  # [3, 3]
        cse108 + cse41*(a_6*cse7 + cse102 + cse105 - cse16*cse36 + cse2*cse96 + cse26*cse92 - cse37*cse91 + cse46*cse95 + 32.0*cse90 - cse94 + lam_16*(-cse97 + cse98)) - h*(-cse2*cse82 + cse6*cse85 - cse84 + cse89),  # [3, 4]
        cse149 + cse41*(a_3*cse26 - cse118 - cse119*cse30 - cse120*cse29 + cse121*v_ed_rotor_1 + cse122*cse2 - cse123 + cse145 - cse45*v_ed_rotor_1) - h*(-cse109*cse2 - cse112 + cse113 + cse114*cse16 - cse116),  # [3, 5]
        cse41*(a_4*cse7 - a_5*cse147 - cse121*v_ed_rotor_0 + cse157*cse30 - cse158*cse29 + cse159*cse2 - cse162 + cse169 + cse45*v_ed_rotor_0) + cse83 - h*(-cse150*cse2 + cse152 - cse153*cse29 + cse155 + cse156*cse37),  # [3, 6]
        cse180,  # [3, 10]
        cse182,  # [3, 11]
        cse183,  # [3, 12]
        cse184,  # [3, 13]
        cse110,  # [3, 21]
        cse185,  # [3, 22]
        cse186,  # [3, 34]
        cse86,  # [3, 35]
        cse187,  # [3, 36]
        cse188,  # [3, 37]
        cse191,  # [3, 38]
        q_e_rotor_0,  # [3, 39]
        cse108 + cse41*(32.0*a_4*q_e_rotor_0 + cse102 - cse110*cse47 - cse16*cse34 + cse196*v_ed_rotor_1 - cse198*cse199 + cse203 - cse4*cse51 + cse43*q_e_rotor_3 - cse93 + lam_16*(-cse200 + cse201 + cse202)) - h*(-cse193*cse6 - cse195 + cse197 + cse23*cse4),  # [4, 3]
        cse204 + cse206 + cse41*(-a_3*cse103 - cse110*cse95 + cse14*cse16 - cse196*v_ed_rotor_0 + cse198*cse92 - cse210*q_e_rotor_3 - cse4*cse96 + cse81 + lam_17*(cse74*cse99**2 - cse80*cse99)) - h*(cse207 - cse208 - cse209 + cse28 + cse4*cse82),  # [4, 4]
        cse194 + cse41*(-cse122*cse4 - cse196*v_ed_rotor_3 - cse198*cse218 + cse214*q_e_rotor_3 - cse215*q_e_rotor_0 + cse216*cse29 - cse217*v_ed_rotor_1 - cse219 + cse220) - h*(cse109*cse4 + cse152 - cse211 - cse212*cse37 + cse213*cse29),  # [4, 5]
        cse228 + cse41*(-cse118 - cse124 - cse159*cse4 + cse196*v_ed_rotor_2 + cse198*cse224 + cse217*v_ed_rotor_0 + cse223*cse29 + cse227 + cse42*q_e_rotor_3) - h*(cse112 + cse116 + cse150*cse4 + cse16*cse222 + cse221),  # [4, 6]
        cse233,  # [4, 10]
        cse234,  # [4, 11]
        cse235,  # [4, 12]
        cse236,  # [4, 13]
        cse46,  # [4, 21]
        cse4,  # [4, 22]
        cse237,  # [4, 34]
        cse30,  # [4, 35]
        cse86,  # [4, 36]
        cse239,  # [4, 37]
        cse240,  # [4, 38]
        q_e_rotor_1,  # [4, 39]
        cse149 + cse41*(a_5*cse103 + cse103*cse199 - cse117 + cse145 - cse223*cse37 - cse225 - cse243*cse8 + cse5*cse51 - cse87*v_ed_rotor_2) - h*(-cse16*cse204 + cse221 - cse23*cse5 - cse241 - cse242),  # [5, 3]
        cse194 + cse41*(-a_3*cse198 - cse103*cse92 - cse162 + cse210*q_e_rotor_0 + cse216*cse37 + cse220 + cse245*cse8 + cse5*cse96 - cse87*v_ed_rotor_3) - h*(-cse155 - cse212*cse29 + cse213*cse37 + cse244 - cse5*cse82),  # [5, 4]
        cse193 + cse222 + cse41*(cse103*cse218 + cse110*cse119 + cse122*cse5 - cse16*cse9 - cse214*q_e_rotor_0 - cse215*q_e_rotor_3 - cse55*lam_16 + cse87*v_ed_rotor_0 + lam_17*(-cse143*cse248 + cse247*cse74) + lam_18) - h*(-cse109*cse5 + cse208 + cse209 + cse246 - cse25),  # [5, 5]
        cse250 + cse41*(-cse103*cse224 + 32.0*cse104 - cse110*cse157 + cse130*q_e_rotor_0 + cse159*cse5 + cse16*cse35 + cse203 + cse249 + cse87*v_ed_rotor_1 - cse93 + lam_16*(cse202 + cse97)) - h*(-cse150*cse5 + cse195 - cse206*cse6 + cse89),  # [5, 6]
        cse254,  # [5, 10]
        cse255,  # [5, 11]
        cse256,  # [5, 12]
        cse257,  # [5, 13]
        cse5,  # [5, 22]
        cse46,  # [5, 35]
        cse258,  # [5, 36]
        cse259,  # [5, 37]
        cse260,  # [5, 38]
        q_e_rotor_2,  # [5, 39]
        cse41*(-a_4*cse26 + a_5*cse11 + cse147*cse199 - cse158*cse37 + cse169 - cse219 + cse243*cse7 - cse3*cse51 + cse30*cse47) + cse83 - h*(-cse153*cse37 + cse156*cse29 + cse211 + cse23*cse3 + cse244),  # [6, 3]
        cse228 + cse41*(-cse117 + cse120*cse37 - cse131 - cse147*cse92 + cse215*q_e_rotor_1 + cse227 - cse245*cse7 - cse3*cse96 + cse30*cse95) - h*(-cse1*cse16 + cse113 + cse241 + cse242 + cse3*cse82),  # [6, 4]
        cse250 + cse41*(a_3*cse11 + 32.0*a_6*q_e_rotor_2 + cse105 + cse119*cse46 - cse122*cse3 + cse147*cse218 + cse16*cse33 + cse249 - cse29*cse91 - cse94 + lam_16*(cse200 - cse201 + cse98)) - h*(cse109*cse3 + cse197 + cse40*cse6 + cse84),  # [6, 5]
        cse114 + cse41*(-a_4*cse11 - a_5*cse26 - cse10*cse16 - cse147*cse224 - cse157*cse46 - cse159*cse3 - cse29*cse44 + cse59*lam_16 + lam_17*(cse164**2*cse74 - cse164*cse248) + lam_18) + cse85 - h*(cse150*cse3 - cse207 - cse246 - cse32 - cse38),  # [6, 6]
        cse265,  # [6, 10]
        cse266,  # [6, 11]
        cse267,  # [6, 12]
        cse268,  # [6, 13]
        cse269,  # [6, 22]
        cse110,  # [6, 35]
        cse46,  # [6, 36]
        cse270,  # [6, 37]
        cse271,  # [6, 38]
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
        cse180,  # [10, 3]
        cse233,  # [10, 4]
        cse254,  # [10, 5]
        cse265,  # [10, 6]
        cse273 + cse275 + cse41*(cse181*cse312 - cse304*q_e_link2_2 - cse305*q_e_link2_1 - cse307*v_ed_link2_3 + cse308*q_e_link2_1 + cse309*v_ed_link2_1 + cse311*q_e_link2_1 + cse318 + cse319) - h*(-cse181*cse291 + cse295 + cse298 + cse301 - cse303),  # [10, 10]
        cse344 + cse41*(cse181*cse332 + cse306*cse327 - cse309*v_ed_link2_0 + 99.2*cse325 + 49.56*cse326 - cse329 - cse330*q_e_link2_1 + cse331*q_e_link2_1 + cse338 + cse341) - h*(-cse181*cse320 + cse281*cse322 - cse321 + cse324),  # [10, 11]
        cse366 + cse41*(a_13*cse355 + cse181*cse360 - cse307*v_ed_link2_1 - cse309*v_ed_link2_3 + 0.08*cse350 + cse352 - cse354 - cse357 - cse358*q_e_link2_1 + cse359*q_e_link2_1 + cse363) - h*(-cse181*cse345 + cse289*cse347 - cse346 - cse348 + cse349),  # [10, 12]
        cse367 + cse41*(cse181*cse376 + cse306*cse373 + cse309*v_ed_link2_2 + cse351*q_e_link2_2 - cse374*q_e_link2_1 - cse375*q_e_link2_1 - cse379 - cse380*q_e_link2_1 + cse383) - h*(-cse181*cse368 + cse272*cse300 - cse274*cse293 + cse370 + cse372),  # [10, 13]
        cse384,  # [10, 31]
        cse386,  # [10, 32]
        cse388,  # [10, 33]
        cse389,  # [10, 34]
        cse385,  # [10, 35]
        cse387,  # [10, 36]
        cse393,  # [10, 37]
        q_e_link2_0,  # [10, 40]
        cse182,  # [11, 3]
        cse234,  # [11, 4]
        cse255,  # [11, 5]
        cse266,  # [11, 6]
        cse344 + cse41*(-cse172*cse312 - cse308*q_e_link2_0 - cse311*q_e_link2_0 - cse328 + cse338 + 99.2*cse339 + 49.56*cse340 - cse399*v_ed_link2_3 + cse400*q_e_link2_3 + cse401) - h*(cse172*cse291 - cse281*cse394 - cse396 + cse397),  # [11, 10]
        cse402 + cse403 + cse41*(-a_10*cse407 - cse172*cse332 - cse331*q_e_link2_0 + cse399*v_ed_link2_2 - cse408*q_e_link2_3 + cse409*v_ed_link2_2 - cse410*q_e_link2_3 + lam_19) - h*(cse172*cse320 + cse303 - cse404 - cse405 + cse406),  # [11, 11]
        cse41*(-a_13*cse407 - cse172*cse360 + cse358*q_e_link2_0 - cse399*v_ed_link2_1 - cse409*v_ed_link2_1 + cse414*q_e_link2_3 - cse415*q_e_link2_3 - cse416 + cse417) + cse412 - h*(cse172*cse345 + cse293*cse57 - cse300*cse56 + cse370 - cse413),  # [11, 12]
        cse41*(0.08*a_11*q_e_link2_3 - cse172*cse376 + 49.56*cse353 - cse357 + cse363 + cse374*q_e_link2_0 + cse375*q_e_link2_0 + cse399*v_ed_link2_0 + cse421 - cse422 + cse423*q_e_link2_3) + cse424 - h*(cse172*cse368 + cse289*cse420 + cse346 + cse348 + cse419),  # [11, 13]
        cse426,  # [11, 31]
        cse428,  # [11, 33]
        cse425,  # [11, 34]
        cse427,  # [11, 36]
        cse429,  # [11, 37]
        q_e_link2_1,  # [11, 40]
        cse183,  # [12, 3]
        cse235,  # [12, 4]
        cse256,  # [12, 5]
        cse267,  # [12, 6]
        cse366 + cse41*(a_11*cse411 + cse125*cse312 - cse311*q_e_link2_3 + 0.08*cse353 - cse356 + cse363 - cse400*q_e_link2_0 + cse418*v_ed_link2_3 - cse421 + cse422 - cse432*v_ed_link2_2) - h*(-cse125*cse291 - cse289*cse402 + cse419 - cse430 - cse431),  # [12, 10]
        cse41*(-a_10*cse398 + cse125*cse332 + cse330*q_e_link2_3 - cse379 + cse408*q_e_link2_0 + cse410*q_e_link2_0 + cse417 - cse418*v_ed_link2_2 - cse432*v_ed_link2_3) + cse412 - h*(-cse125*cse320 - cse293*cse56 + cse300*cse57 - cse372 + cse433),  # [12, 11]
        cse394 + cse41*(-a_13*cse398 + cse125*cse360 + cse319 - cse359*q_e_link2_3 - cse414*q_e_link2_0 + cse415*q_e_link2_0 + cse418*v_ed_link2_1 + cse432*v_ed_link2_0 + lam_19) + cse420 - h*(-cse125*cse345 - cse298 + cse404 + cse405 + cse434),  # [12, 12]
        cse41*(cse125*cse376 - cse328 + 49.56*cse339 + 99.2*cse340 + cse374*q_e_link2_3 + cse401 - cse418*v_ed_link2_0 - cse423*q_e_link2_0 + cse432*v_ed_link2_1 + cse435) + cse436 - h*(-cse125*cse368 - cse281*cse403 + cse324 + cse396),  # [12, 13]
        cse388,  # [12, 31]
        cse438,  # [12, 32]
        cse389,  # [12, 33]
        cse387,  # [12, 34]
        cse437,  # [12, 35]
        cse384,  # [12, 36]
        cse439,  # [12, 37]
        q_e_link2_2,  # [12, 40]
        cse184,  # [13, 3]
        cse236,  # [13, 4]
        cse257,  # [13, 5]
        cse268,  # [13, 6]
        cse367 + cse41*(-cse126*cse312 + cse293*cse327 + cse304*q_e_link2_1 - cse305*q_e_link2_2 + cse311*q_e_link2_2 + cse383 - cse400*q_e_link2_1 - cse416 + cse440*v_ed_link2_3) - h*(cse126*cse291 + cse272*cse293 - cse274*cse300 + cse413 + cse433),  # [13, 10]
        cse41*(0.08*a_13*q_e_link2_1 - cse126*cse332 - cse310*cse327 + cse331*q_e_link2_2 + 49.56*cse350 - cse352 + cse354 - cse356 + cse363 + cse410*q_e_link2_1 - cse440*v_ed_link2_2) + cse424 - h*(cse126*cse320 - cse273*cse289 + cse349 + cse430 + cse431),  # [13, 11]
        cse41*(-cse126*cse360 - cse293*cse373 + 49.56*cse325 + 99.2*cse326 - cse329 + cse341 + cse359*q_e_link2_2 + cse435 + cse440*v_ed_link2_1 + cse441*v_ed_link2_3) + cse436 - h*(cse126*cse345 + cse275*cse281 + cse321 + cse397),  # [13, 12]
        cse322 + cse347 + cse41*(-cse126*cse376 - cse310*cse373 + cse318 - cse351*q_e_link2_1 - cse375*q_e_link2_2 - cse380*q_e_link2_2 - cse440*v_ed_link2_0 - cse441*v_ed_link2_2) - h*(cse126*cse368 - cse295 - cse301 - cse406 - cse434),  # [13, 13]
        cse427,  # [13, 31]
        cse426,  # [13, 33]
        cse428,  # [13, 34]
        cse425,  # [13, 36]
        cse442,  # [13, 37]
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
        cse41*(cse459*cse489 + cse472*v_ed_link3_1 - cse480*q_e_link3_2 - cse482*v_ed_link3_3 + cse483*cse484 + cse486*v_ed_link3_2 - cse490*q_e_link3_1 + cse491) + cse444 + cse446 - h*(-cse459*cse465 + cse470 + cse473 + cse476 - cse479),  # [17, 17]
        cse41*(a_20*cse501 + cse459*cse505 - cse472*v_ed_link3_0 + cse482*v_ed_link3_2 + cse484*cse485 + 36.32*cse500 - cse503 - cse504*v_ed_link3_2 + cse508 + cse511) + cse515 - h*(-cse459*cse492 + cse461*cse495 - cse494 + cse499),  # [17, 18]
        cse41*(0.08*a_17*q_e_link3_2 + cse459*cse523 - cse472*v_ed_link3_3 - cse482*v_ed_link3_1 - cse486*v_ed_link3_0 + cse504*v_ed_link3_1 - cse522 + 18.12*cse524 - cse525 + cse527) + cse531 - h*(-cse459*cse519 + cse463*cse517 - cse516 - cse518 + cse520),  # [17, 19]
        cse41*(cse459*cse544 + cse472*v_ed_link3_2 - cse486*v_ed_link3_1 + cse526*q_e_link3_2 - cse539*q_e_link3_1 + cse541*q_e_link3_2 - cse543*q_e_link3_1 - cse547 + cse550) + cse532 - h*(-cse443*cse485 + cse445*cse536 - cse459*cse533 + cse535 + cse538),  # [17, 20]
        cse551,  # [17, 26]
        cse496,  # [17, 27]
        cse552,  # [17, 28]
        cse554,  # [17, 29]
        cse556,  # [17, 30]
        cse557,  # [17, 31]
        cse553,  # [17, 32]
        cse555,  # [17, 33]
        q_e_link3_0,  # [17, 41]
        cse41*(-cse458*cse489 - cse467*cse483 - cse502 + 18.12*cse506 + 36.32*cse507 + cse511 - cse563*v_ed_link3_2 + cse565*q_e_link3_3 - cse566*v_ed_link3_3 + cse568) + cse515 - h*(cse458*cse465 - cse461*cse559 - cse561 + cse564),  # [18, 17]
        cse41*(-a_17*cse513 - cse458*cse505 - cse563*v_ed_link3_3 + cse566*v_ed_link3_2 - cse575*q_e_link3_3 + cse576*v_ed_link3_2 - cse577*q_e_link3_3 + lam_20) + cse570 + cse571 - h*(cse458*cse492 + cse479 - cse572 - cse573 + cse574),  # [18, 18]
        cse41*(-a_20*cse513 - cse458*cse523 + cse563*v_ed_link3_0 - cse566*v_ed_link3_1 - cse576*v_ed_link3_1 + cse581*q_e_link3_3 - cse582*v_ed_link3_3 - cse583 + cse584) + cse579 - h*(cse458*cse519 + cse485*cse569 + cse535 - cse536*cse558 - cse580),  # [18, 19]
        cse41*(a_19*cse578 - cse458*cse544 + cse477*cse540 - cse522 + cse563*v_ed_link3_1 + cse576*v_ed_link3_0 + cse582*v_ed_link3_2 - cse588 + 0.08*cse589 + cse590) + cse591 - h*(cse458*cse533 + cse463*cse587 + cse516 + cse518 + cse586),  # [18, 20]
        cse592,  # [18, 26]
        cse594,  # [18, 28]
        cse596,  # [18, 30]
        cse593,  # [18, 31]
        cse595,  # [18, 33]
        q_e_link3_1,  # [18, 41]
        cse41*(0.08*a_19*q_e_link3_0 + cse452*cse489 + cse467*cse481 - cse497*v_ed_link3_1 - cse498*v_ed_link3_2 - cse521 - cse560*v_ed_link3_3 + cse588 + 18.12*cse589 - cse590) + cse531 - h*(-cse452*cse465 - cse463*cse571 + cse586 - cse597 - cse599),  # [19, 17]
        cse41*(-a_17*cse477 + cse452*cse505 + cse497*v_ed_link3_0 - cse498*v_ed_link3_3 - cse547 + cse560*v_ed_link3_2 + cse575*q_e_link3_0 + cse584 - cse585*v_ed_link3_2) + cse579 - h*(-cse452*cse492 - cse485*cse558 + cse536*cse569 - cse538 + cse600),  # [19, 18]
        cse41*(-a_20*cse477 + cse452*cse523 + cse491 + cse497*v_ed_link3_3 + cse498*v_ed_link3_0 - cse560*v_ed_link3_1 - cse581*q_e_link3_0 + cse585*v_ed_link3_1) + cse559 + cse587 - h*(-cse452*cse519 - cse476 + cse572 + cse573 + cse601),  # [19, 19]
        cse41*(a_18*cse578 + cse452*cse544 + cse474*cse542 - cse497*v_ed_link3_2 + cse498*v_ed_link3_1 - cse502 + 36.32*cse506 - cse513*cse540 + cse568 + cse602) + cse603 - h*(-cse452*cse533 - cse461*cse570 + cse499 + cse561),  # [19, 20]
        cse459,  # [19, 26]
        cse466,  # [19, 27]
        cse556,  # [19, 28]
        cse605,  # [19, 29]
        cse557,  # [19, 30]
        cse555,  # [19, 31]
        cse604,  # [19, 32]
        cse552,  # [19, 33]
        q_e_link3_2,  # [19, 41]
        cse41*(-cse460*cse489 + cse480*q_e_link3_1 + cse481*cse484 - cse490*q_e_link3_2 + cse493*v_ed_link3_3 + cse550 - cse565*q_e_link3_1 - cse583 + cse598*v_ed_link3_2) + cse532 - h*(-cse443*cse536 + cse445*cse485 + cse460*cse465 + cse580 + cse600),  # [20, 17]
        cse41*(a_17*cse501 - cse460*cse505 - cse493*v_ed_link3_2 - cse521 + 0.08*cse524 + cse525 - cse527 + cse577*q_e_link3_1 + cse598*v_ed_link3_3 - cse606*v_ed_link3_2) + cse591 - h*(-cse446*cse463 + cse460*cse492 + cse520 + cse597 + cse599),  # [20, 18]
        cse41*(-cse460*cse523 + cse484*cse536 + cse493*v_ed_link3_1 + 18.12*cse500 - cse503 + cse508 + 36.32*cse567 - cse598*v_ed_link3_0 + cse602 + cse606*v_ed_link3_1) + cse603 - h*(cse444*cse461 + cse460*cse519 + cse494 + cse564),  # [20, 19]
        cse41*(-cse460*cse544 - cse526*q_e_link3_1 - cse539*q_e_link3_2 - cse541*q_e_link3_1 - cse543*q_e_link3_2 - cse562*v_ed_link3_2 - cse598*v_ed_link3_1 + lam_20) + cse495 + cse517 - h*(cse460*cse533 - cse470 - cse473 - cse574 - cse601),  # [20, 20]
        cse458,  # [20, 26]
        cse595,  # [20, 28]
        cse594,  # [20, 30]
        cse596,  # [20, 31]
        cse593,  # [20, 33]
        q_e_link3_3,  # [20, 41]
        cse110,  # [21, 3]
        cse46,  # [21, 4]
        cse185,  # [22, 3]
        cse4,  # [22, 4]
        cse5,  # [22, 5]
        cse269,  # [22, 6]
        -1,  # [23, 0]
        -1,  # [24, 1]
        -1,  # [25, 2]
        cse551,  # [26, 17]
        cse592,  # [26, 18]
        cse459,  # [26, 19]
        cse458,  # [26, 20]
        cse496,  # [27, 17]
        cse466,  # [27, 19]
        -1,  # [28, 14]
        cse552,  # [28, 17]
        cse594,  # [28, 18]
        cse556,  # [28, 19]
        cse595,  # [28, 20]
        -1,  # [29, 15]
        cse554,  # [29, 17]
        cse605,  # [29, 19]
        -1,  # [30, 16]
        cse556,  # [30, 17]
        cse596,  # [30, 18]
        cse557,  # [30, 19]
        cse594,  # [30, 20]
        1,  # [31, 7]
        cse384,  # [31, 10]
        cse426,  # [31, 11]
        cse388,  # [31, 12]
        cse427,  # [31, 13]
        -1,  # [31, 14]
        cse557,  # [31, 17]
        cse593,  # [31, 18]
        cse555,  # [31, 19]
        cse596,  # [31, 20]
        1,  # [32, 8]
        cse386,  # [32, 10]
        cse438,  # [32, 12]
        -1,  # [32, 15]
        cse553,  # [32, 17]
        cse604,  # [32, 19]
        1,  # [33, 9]
        cse388,  # [33, 10]
        cse428,  # [33, 11]
        cse389,  # [33, 12]
        cse426,  # [33, 13]
        -1,  # [33, 16]
        cse555,  # [33, 17]
        cse595,  # [33, 18]
        cse552,  # [33, 19]
        cse593,  # [33, 20]
        -1,  # [34, 0]
        cse186,  # [34, 3]
        cse237,  # [34, 4]
        1,  # [34, 7]
        cse389,  # [34, 10]
        cse425,  # [34, 11]
        cse387,  # [34, 12]
        cse428,  # [34, 13]
        -1,  # [35, 1]
        cse86,  # [35, 3]
        cse30,  # [35, 4]
        cse46,  # [35, 5]
        cse110,  # [35, 6]
        1,  # [35, 8]
        cse385,  # [35, 10]
        cse437,  # [35, 12]
        -1,  # [36, 2]
        cse187,  # [36, 3]
        cse86,  # [36, 4]
        cse258,  # [36, 5]
        cse46,  # [36, 6]
        1,  # [36, 9]
        cse387,  # [36, 10]
        cse427,  # [36, 11]
        cse384,  # [36, 12]
        cse425,  # [36, 13]
        cse188,  # [37, 3]
        cse239,  # [37, 4]
        cse259,  # [37, 5]
        cse270,  # [37, 6]
        cse393,  # [37, 10]
        cse429,  # [37, 11]
        cse439,  # [37, 12]
        cse442,  # [37, 13]
        cse191,  # [38, 3]
        cse240,  # [38, 4]
        cse260,  # [38, 5]
        cse271,  # [38, 6]
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



def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        dv: increment in velocity coordinates (e.g. h v) (21).
        a: accelerations (time derivative of v) (21).
        lam: Lagrange multipliers, one per constraint row (21).
        t: time.
        p: parameters (0).
        hq: sensitivity of positions to accelerations (beta' h^2).
        hv: sensitivity of velocities to accelerations (gamma' h).

    Returns:
        ndarray of shape (42, 42), 297 nonzero.
    """
    # 2400 operations after common subexpression elimination
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

    hq = float(hq)

    hv = float(hv)

    cse0 = q_e_rotor_2**2
    cse1 = 8.0*cse0
    cse2 = q_e_rotor_1**2
    cse3 = 16.0*cse2
    cse4 = 2*q_e_rotor_3
    cse5 = 2*q_e_rotor_0
    cse6 = 2*q_e_rotor_2
    cse7 = 2*q_e_rotor_1
    cse8 = cse4*v_ed_rotor_2 + cse5*v_ed_rotor_1 - cse6*v_ed_rotor_3 - cse7*v_ed_rotor_0
    cse9 = 8.0*q_e_rotor_2
    cse10 = 8.0*q_e_rotor_3
    cse11 = cse10*v_ed_rotor_1
    cse12 = cse9*v_ed_rotor_0
    cse13 = 8.0*q_e_rotor_1
    cse14 = cse13*v_ed_rotor_3
    cse15 = 8.0*q_e_rotor_0
    cse16 = cse15*v_ed_rotor_2
    cse17 = -cse11 - cse12 + cse14 + cse16
    cse18 = -cse4*v_ed_rotor_1 + cse5*v_ed_rotor_2 - cse6*v_ed_rotor_0 + cse7*v_ed_rotor_3
    cse19 = 4.0*cse18
    cse20 = 4.0*v_ed_rotor_2
    cse21 = 4.0*v_ed_rotor_1
    cse22 = 4.0*v_ed_rotor_3
    cse23 = 4.0*v_ed_rotor_0
    cse24 = -cse20*q_e_rotor_3 - cse21*q_e_rotor_0 + cse22*q_e_rotor_2 + cse23*q_e_rotor_1
    cse25 = -cse17*cse7 + cse19*q_e_rotor_1 - cse24*cse6 - cse8*cse9
    cse26 = cse10*q_e_rotor_1
    cse27 = cse18*cse26
    cse28 = 16.0*q_e_rotor_2
    cse29 = cse28*q_e_rotor_3
    cse30 = cse29*cse8
    cse31 = -cse20*q_e_rotor_1 + cse21*q_e_rotor_2 + cse22*q_e_rotor_0 - cse23*q_e_rotor_3
    cse32 = 4*q_e_rotor_1
    cse33 = cse32*q_e_rotor_2
    cse34 = cse31*cse33
    cse35 = cse9*v_ed_rotor_1
    cse36 = cse15*v_ed_rotor_3
    cse37 = cse10*v_ed_rotor_0
    cse38 = cse13*v_ed_rotor_2
    cse39 = -cse35 - cse36 + cse37 + cse38
    cse40 = cse33*cse39
    cse41 = 16.0*a_4
    cse42 = 4*q_e_rotor_2
    cse43 = cse42*v_ed_rotor_1
    cse44 = cse8*v_ed_rotor_3
    cse45 = cse31*v_ed_rotor_2
    cse46 = 8.0*cse8
    cse47 = 2*v_ed_rotor_1
    cse48 = 2*cse24
    cse49 = cse17*cse47 - cse19*v_ed_rotor_1 + cse46*v_ed_rotor_2 + cse48*v_ed_rotor_2
    cse50 = q_e_link2_2*q_e_link2_3
    cse51 = 2*q_e_link2_1
    cse52 = 2*cse50 - cse51*q_e_link2_0
    cse53 = 2.6470154933206795*cse52
    cse54 = q_e_link2_3**2
    cse55 = q_e_link2_0**2
    cse56 = 2*cse54 + 2*cse55 - 1
    cse57 = 2.9988846223421595*cse56
    cse58 = math.pi*t
    cse59 = math.cos(cse58)
    cse60 = math.sin(cse58)
    cse61 = cse4*cse60 + cse59*cse6
    cse62 = cse61**2
    cse63 = cse6*q_e_rotor_1
    cse64 = cse4*q_e_rotor_0
    cse65 = cse63 + cse64
    cse66 = cse4*q_e_rotor_1
    cse67 = cse6*q_e_rotor_0
    cse68 = cse66 - cse67
    cse69 = -cse59*cse68 + cse60*cse65 + 1
    cse70 = cse59*cse65 + cse60*cse68
    cse71 = 4*cse70
    cse72 = cse71/cse69**3
    cse73 = cse4*cse59
    cse74 = cse6*cse60
    cse75 = cse73 - cse74
    cse76 = cse69**(-2)
    cse77 = 4*cse76
    cse78 = 4*lam_0 + 8*lam_13 + lam_18
    cse79 = -cse10*cse8 + cse17*cse5 - cse19*q_e_rotor_0 - cse24*cse4
    cse80 = cse9*q_e_rotor_1
    cse81 = cse18*cse80
    cse82 = 16.0*cse0
    cse83 = 4*q_e_rotor_0
    cse84 = cse39*cse83
    cse85 = cse32*q_e_rotor_3
    cse86 = cse31*cse85 - cse84*q_e_rotor_2
    cse87 = a_3*q_e_rotor_1
    cse88 = a_6*q_e_rotor_2
    cse89 = cse42*v_ed_rotor_0
    cse90 = cse8*v_ed_rotor_2
    cse91 = 2*cse18*cse31
    cse92 = -cse91
    cse93 = cse31*v_ed_rotor_3
    cse94 = 2*cse17
    cse95 = cse19*v_ed_rotor_0 + cse46*v_ed_rotor_3 + cse48*v_ed_rotor_3 - cse94*v_ed_rotor_0
    cse96 = 1.4994423111710797*cse52
    cse97 = 1.3235077466603398*cse56
    cse98 = -cse97
    cse99 = -cse73 + cse74
    cse100 = 2*cse76
    cse101 = cse100*cse99
    cse102 = cse61*cse99
    cse103 = lam_17*(-cse100*cse62 - cse101*cse75 + cse102*cse72)
    cse104 = a_5*q_e_rotor_3
    cse105 = a_4*q_e_rotor_0
    cse106 = -16.0*cse104 - 16.0*cse105
    cse107 = cse9*q_e_rotor_3
    cse108 = 16.0*q_e_rotor_1
    cse109 = cse108*q_e_rotor_0
    cse110 = cse107 - cse109
    cse111 = cse15*cse8 + cse17*cse4 - cse19*q_e_rotor_3 + cse24*cse5
    cse112 = cse31*cse83
    cse113 = cse112*q_e_rotor_1
    cse114 = cse108*cse8
    cse115 = -cse114*q_e_rotor_2
    cse116 = 8.0*cse2
    cse117 = 4*q_e_rotor_3
    cse118 = cse117*q_e_rotor_2
    cse119 = cse118*cse39
    cse120 = 16.0*a_3
    cse121 = 2*cse39*cse8
    cse122 = -cse121
    cse123 = cse39*v_ed_rotor_3
    cse124 = cse8*v_ed_rotor_1
    cse125 = cse32*v_ed_rotor_0
    cse126 = cse13*cse18
    cse127 = cse19*v_ed_rotor_3 - cse46*v_ed_rotor_0 - cse48*v_ed_rotor_0 - cse94*v_ed_rotor_3
    cse128 = a_5*cse15
    cse129 = a_6*cse13
    cse130 = 1/cse69
    cse131 = 4*cse130
    cse132 = cse131*cse60
    cse133 = cse71*cse76
    cse134 = cse133*cse59
    cse135 = cse59*cse7
    cse136 = cse5*cse60
    cse137 = cse135 - cse136
    cse138 = cse5*cse59 + cse60*cse7
    cse139 = cse100*cse138
    cse140 = a_4*cse10
    cse141 = 4*lam_15
    cse142 = q_e_link2_0*q_e_link2_2
    cse143 = 2*cse142 + cse51*q_e_link2_3
    cse144 = cse143*lam_16
    cse145 = 1.4994423111710797*cse144
    cse146 = cse129 + cse140 - cse141 + cse145 + lam_17*(-cse100*cse137*cse61 - cse132 - cse134 + cse138*cse61*cse72 - cse139*cse75)
    cse147 = cse9*q_e_rotor_0
    cse148 = cse108*q_e_rotor_3
    cse149 = -cse147 - cse148
    cse150 = cse13*cse8 - cse17*cse6 + cse19*q_e_rotor_2 + cse24*cse7
    cse151 = cse15*q_e_rotor_1
    cse152 = -cse151*cse18
    cse153 = 4*cse31
    cse154 = cse28*q_e_rotor_0
    cse155 = cse154*cse8
    cse156 = 4*cse39
    cse157 = 16.0*a_5
    cse158 = cse39*v_ed_rotor_2
    cse159 = cse8*v_ed_rotor_0
    cse160 = cse32*v_ed_rotor_1
    cse161 = -cse19*v_ed_rotor_2 - cse24*cse47 - cse46*v_ed_rotor_1 + cse94*v_ed_rotor_2
    cse162 = cse8*cse94
    cse163 = cse18*cse48
    cse164 = -cse162 - cse163
    cse165 = 1.3235077466603398*cse144
    cse166 = 4*lam_14
    cse167 = -cse135 + cse136
    cse168 = cse167*cse72
    cse169 = cse100*cse167
    cse170 = cse131*cse59 - cse133*cse60 - cse139*cse61
    cse171 = 2*lam_1
    cse172 = cse165 + cse166 - cse171 + lam_17*(cse168*cse61 - cse169*cse75 + cse170)
    cse173 = 1.4994423111710797*q_e_rotor_2
    cse174 = cse173 + 1.3235077466603398*q_e_rotor_3
    cse175 = 2*q_e_link2_2
    cse176 = 1.4994423111710797*q_e_rotor_1
    cse177 = -cse176 - 2.6470154933206795*q_e_rotor_0
    cse178 = -1.3235077466603398*q_e_rotor_1
    cse179 = 2.9988846223421595*q_e_rotor_0
    cse180 = cse178 + cse179
    cse181 = 4*cse180
    cse182 = hq*lam_16
    cse183 = cse182*(cse174*cse175 - cse177*cse51 + cse181*q_e_link2_0)
    cse184 = 2*q_e_link2_3
    cse185 = 2*q_e_link2_0
    cse186 = cse182*(cse174*cse184 - cse177*cse185)
    cse187 = cse182*(cse174*cse185 + cse177*cse184)
    cse188 = cse182*(cse174*cse51 + cse175*cse177 + cse181*q_e_link2_3)
    cse189 = -cse4
    cse190 = 8*q_e_rotor_0
    cse191 = -cse42
    cse192 = cse143*cse174 + cse177*cse52 + cse180*cse56
    cse193 = cse100*cse70
    cse194 = 2*cse130
    cse195 = -cse193*cse61 + cse194*cse75
    cse196 = q_e_rotor_3**2
    cse197 = 16.0*cse196
    cse198 = cse10*q_e_rotor_0
    cse199 = cse18*cse198
    cse200 = -cse112*q_e_rotor_2 + cse39*cse85
    cse201 = 16.0*q_e_rotor_3
    cse202 = cse117*v_ed_rotor_1
    cse203 = 2.9988846223421595*cse50
    cse204 = q_e_link2_0*q_e_link2_1
    cse205 = 2.9988846223421595*cse204
    cse206 = -2.6470154933206795*cse54 - 2.6470154933206795*cse55 + 1.3235077466603398
    cse207 = -16.0*cse87 - 16.0*cse88
    cse208 = 8.0*cse196
    cse209 = q_e_rotor_0**2
    cse210 = 16.0*cse209
    cse211 = cse147*cse18
    cse212 = cse84*q_e_rotor_3
    cse213 = cse112*q_e_rotor_3
    cse214 = cse117*v_ed_rotor_0
    cse215 = 16.0*cse90
    cse216 = cse148*cse8
    cse217 = 16.0*a_6
    cse218 = cse15*cse18
    cse219 = cse162 + cse163
    cse220 = cse72*cse99
    cse221 = -cse165 + cse166 + cse171 + lam_17*(-cse101*cse137 + cse138*cse220 + cse170)
    cse222 = cse201*cse8*q_e_rotor_0
    cse223 = 8.0*cse209
    cse224 = a_3*cse9
    cse225 = cse128 + cse141 + cse145 + cse224 + lam_17*(-cse101*cse138 + cse132 + cse134 + cse167*cse220 - cse169*cse61)
    cse226 = -cse154 - cse26
    cse227 = -1.3235077466603398*q_e_rotor_2
    cse228 = 1.4994423111710797*q_e_rotor_3
    cse229 = cse227 + cse228
    cse230 = 5.294030986641359*q_e_link2_0
    cse231 = cse182*(cse175*cse229 + cse179*q_e_link2_1 - cse230*q_e_rotor_0)
    cse232 = cse182*(cse179*q_e_link2_0 + cse184*cse229)
    cse233 = cse182*(-cse179*q_e_link2_3 + cse185*cse229)
    cse234 = 5.294030986641359*q_e_link2_3
    cse235 = cse182*(-cse179*q_e_link2_2 + cse229*cse51 - cse234*q_e_rotor_0)
    cse236 = 8*q_e_rotor_1
    cse237 = 1.4994423111710797*q_e_rotor_0
    cse238 = cse143*cse229 - cse237*cse52 - cse97*q_e_rotor_0
    cse239 = -cse193*cse99 + cse194*cse61
    cse240 = cse84*q_e_rotor_1
    cse241 = cse118*cse31
    cse242 = cse18*v_ed_rotor_3
    cse243 = 16.0*q_e_rotor_0
    cse244 = cse107*cse18
    cse245 = cse18*v_ed_rotor_2
    cse246 = cse109*cse8
    cse247 = cse138**2
    cse248 = cse138*cse77
    cse249 = lam_17*(-cse100*cse247 - cse137*cse169 + cse138*cse168)
    cse250 = cse151 - cse29
    cse251 = cse178 + cse237
    cse252 = cse228 - 2.6470154933206795*q_e_rotor_2
    cse253 = cse182*(cse175*cse251 - cse230*q_e_rotor_3 - cse252*cse51)
    cse254 = cse182*(cse184*cse251 - cse185*cse252)
    cse255 = cse182*(cse184*cse252 + cse185*cse251)
    cse256 = cse182*(cse175*cse252 - cse234*q_e_rotor_3 + cse251*cse51)
    cse257 = -cse83
    cse258 = cse143*cse251 + cse252*cse52 - cse97*q_e_rotor_3
    cse259 = cse137*cse194 - cse138*cse193
    cse260 = 2.9988846223421595*q_e_rotor_2
    cse261 = cse176 + 1.3235077466603398*q_e_rotor_0
    cse262 = cse227 + 2.9988846223421595*q_e_rotor_3
    cse263 = 4*cse262
    cse264 = cse182*(cse175*cse261 - cse260*q_e_link2_1 + cse263*q_e_link2_0)
    cse265 = cse182*(cse184*cse261 - cse260*q_e_link2_0)
    cse266 = cse182*(cse185*cse261 + cse260*q_e_link2_3)
    cse267 = cse182*(cse260*q_e_link2_2 + cse261*cse51 + cse263*q_e_link2_3)
    cse268 = -cse5
    cse269 = cse143*cse261 + cse173*cse52 + cse262*cse56
    cse270 = cse138*cse194 - cse167*cse193
    cse271 = q_e_link2_2**2
    cse272 = 0.04*cse271
    cse273 = q_e_link2_1**2
    cse274 = 49.6*cse273
    cse275 = 24.8*v_ed_link2_0
    cse276 = 24.8*v_ed_link2_3
    cse277 = 24.8*v_ed_link2_1
    cse278 = 24.8*v_ed_link2_2
    cse279 = -cse275*q_e_link2_2 + cse276*q_e_link2_1 - cse277*q_e_link2_3 + cse278*q_e_link2_0
    cse280 = 2*v_ed_link2_2
    cse281 = -cse175*v_ed_link2_3 + cse185*v_ed_link2_1 + cse280*q_e_link2_3 - cse51*v_ed_link2_0
    cse282 = 24.8*cse281
    cse283 = 0.02*q_e_link2_3
    cse284 = 0.02*v_ed_link2_1
    cse285 = 0.02*v_ed_link2_3
    cse286 = 0.02*q_e_link2_1
    cse287 = -cse283*v_ed_link2_2 - cse284*q_e_link2_0 + cse285*q_e_link2_2 + cse286*v_ed_link2_0
    cse288 = -cse175*v_ed_link2_0 - cse184*v_ed_link2_1 + cse185*v_ed_link2_2 + cse51*v_ed_link2_3
    cse289 = -cse175*cse287 - cse279*cse51 - cse282*q_e_link2_2 + cse286*cse288
    cse290 = -cse283*v_ed_link2_0 + cse284*q_e_link2_2 + cse285*q_e_link2_0 - cse286*v_ed_link2_2
    cse291 = 4*cse290
    cse292 = cse291*q_e_link2_1
    cse293 = cse292*q_e_link2_2
    cse294 = 0.04*q_e_link2_1
    cse295 = cse294*q_e_link2_3
    cse296 = cse288*cse295
    cse297 = cse275*q_e_link2_3 - cse276*q_e_link2_0 - cse277*q_e_link2_2 + cse278*q_e_link2_1
    cse298 = 4*cse297
    cse299 = cse298*q_e_link2_1
    cse300 = cse299*q_e_link2_2
    cse301 = 49.6*cse50
    cse302 = cse281*cse301
    cse303 = 0.04*a_12
    cse304 = 49.6*q_e_link2_1
    cse305 = 49.6*q_e_link2_2
    cse306 = cse281*cse305
    cse307 = cse291*v_ed_link2_2
    cse308 = cse298*v_ed_link2_1
    cse309 = cse288*cse294
    cse310 = 2*cse279
    cse311 = cse280*cse287 + cse282*v_ed_link2_2 - cse284*cse288 + cse310*v_ed_link2_1
    cse312 = 2*cse209 - 1
    cse313 = 2*cse196 + cse312
    cse314 = cse6*q_e_rotor_3
    cse315 = cse5*q_e_rotor_1
    cse316 = cse314 + cse315
    cse317 = lam_16*(2.9988846223421595*cse313 - 2.6470154933206795*cse316) + lam_19
    cse318 = -24.4*lam_11 + 24.4*lam_14
    cse319 = 2*cse287
    cse320 = 0.02*cse288
    cse321 = -cse282*q_e_link2_3 + cse310*q_e_link2_0 - cse319*q_e_link2_3 - cse320*q_e_link2_0
    cse322 = cse309*q_e_link2_2
    cse323 = 49.6*cse271
    cse324 = -cse142*cse298 + cse292*q_e_link2_3
    cse325 = a_10*q_e_link2_1
    cse326 = a_13*q_e_link2_2
    cse327 = cse298*v_ed_link2_0
    cse328 = 2*cse288*cse290
    cse329 = -cse328
    cse330 = cse291*v_ed_link2_3
    cse331 = cse282*v_ed_link2_3 - cse310*v_ed_link2_0 + cse319*v_ed_link2_3 + cse320*v_ed_link2_0
    cse332 = a_11*q_e_link2_0
    cse333 = a_12*q_e_link2_3
    cse334 = -49.6*cse332 - 49.6*cse333
    cse335 = cse314 - cse315
    cse336 = 1.4994423111710797*cse335
    cse337 = 2*cse0 + cse312
    cse338 = 1.3235077466603398*cse337
    cse339 = -12.2*lam_12 + 12.2*lam_15
    cse340 = cse339 + lam_16*(-cse336 + cse338)
    cse341 = cse304*q_e_link2_0
    cse342 = 0.04*cse50
    cse343 = -cse341 + cse342
    cse344 = cse185*cse287 + cse282*q_e_link2_0 - cse283*cse288 + cse310*q_e_link2_3
    cse345 = cse204*cse291
    cse346 = 0.04*cse273
    cse347 = cse298*cse50
    cse348 = cse281*cse304
    cse349 = -cse348*q_e_link2_2
    cse350 = 0.04*a_11
    cse351 = cse350*q_e_link2_3
    cse352 = 0.04*q_e_link2_0
    cse353 = a_12*cse352
    cse354 = 49.56*q_e_link2_1
    cse355 = 2*cse281*cse297
    cse356 = -cse355
    cse357 = cse291*v_ed_link2_0
    cse358 = cse298*v_ed_link2_3
    cse359 = -cse282*v_ed_link2_0 + cse285*cse288 - cse310*v_ed_link2_3 - cse319*v_ed_link2_0
    cse360 = cse66 + cse67
    cse361 = cse63 - cse64
    cse362 = lam_16*(1.4994423111710797*cse360 - 1.3235077466603398*cse361)
    cse363 = 0.04*cse142
    cse364 = cse304*q_e_link2_3
    cse365 = -cse363 - cse364
    cse366 = cse354*q_e_link2_2
    cse367 = cse282*q_e_link2_1 + cse287*cse51 - cse310*q_e_link2_2 + cse320*q_e_link2_2
    cse368 = 0.04*cse204
    cse369 = -cse288*cse368
    cse370 = 49.6*cse142
    cse371 = cse281*cse370
    cse372 = cse298*v_ed_link2_2
    cse373 = cse291*v_ed_link2_1
    cse374 = -cse277*cse281 + cse310*v_ed_link2_2 - cse319*v_ed_link2_1 - cse320*v_ed_link2_2
    cse375 = cse281*cse310
    cse376 = cse288*cse319
    cse377 = -cse375 - cse376
    cse378 = 12.2*lam_13
    cse379 = 12.2*lam_10
    cse380 = -cse378 + cse379
    cse381 = 12.2*q_e_link2_3
    cse382 = 24.4*q_e_link2_0
    cse383 = -cse382
    cse384 = 12.2*q_e_link2_1
    cse385 = -cse384
    cse386 = -cse381
    cse387 = 2.9988846223421595*cse313 - 2.6470154933206795*cse316
    cse388 = 0.7497211555855399*cse335 - 0.6617538733301699*cse337
    cse389 = 0.7497211555855399*cse360 - 0.6617538733301699*cse361
    cse390 = cse175*cse389 + cse387*q_e_link2_0 - cse388*cse51
    cse391 = 49.6*cse54
    cse392 = q_e_link2_0*q_e_link2_3
    cse393 = 0.04*cse288
    cse394 = cse392*cse393
    cse395 = -cse142*cse291 + cse299*q_e_link2_3
    cse396 = cse288*cse352
    cse397 = 49.6*cse281
    cse398 = cse397*q_e_link2_3
    cse399 = 49.56*a_12
    cse400 = -49.6*cse325 - 49.6*cse326
    cse401 = cse298*cse392
    cse402 = cse291*cse392
    cse403 = cse288*cse363
    cse404 = 0.04*cse54
    cse405 = 49.6*cse55
    cse406 = 49.6*a_10
    cse407 = 0.04*a_13
    cse408 = cse291*q_e_link2_0
    cse409 = 49.56*cse392
    cse410 = cse281*cse364
    cse411 = 0.04*a_10
    cse412 = 49.6*a_13
    cse413 = cse375 + cse376
    cse414 = cse378 - cse379
    cse415 = cse392*cse397
    cse416 = 0.04*cse55
    cse417 = cse411*q_e_link2_2
    cse418 = cse407*q_e_link2_1
    cse419 = -cse295 - cse370
    cse420 = 12.2*q_e_link2_2
    cse421 = -cse420
    cse422 = 12.2*q_e_link2_0
    cse423 = -cse422
    cse424 = cse184*cse389 - cse185*cse388
    cse425 = cse204*cse298
    cse426 = cse291*cse50
    cse427 = 49.56*a_11
    cse428 = cse393*q_e_link2_3
    cse429 = cse397*q_e_link2_0
    cse430 = cse288*cse342
    cse431 = cse281*cse341
    cse432 = cse339 + lam_16*(cse336 - cse338)
    cse433 = -cse301 + cse368
    cse434 = 24.4*q_e_link2_2
    cse435 = -cse434
    cse436 = cse184*cse388 + cse185*cse389
    cse437 = cse393*q_e_link2_2
    cse438 = 49.56*a_10
    cse439 = cse175*cse388 + cse387*q_e_link2_3 + cse389*cse51
    cse440 = q_e_link3_1**2
    cse441 = 18.16*cse440
    cse442 = q_e_link3_2**2
    cse443 = 0.04*cse442
    cse444 = 9.08*v_ed_link3_1
    cse445 = 9.08*v_ed_link3_0
    cse446 = 9.08*q_e_link3_1
    cse447 = 9.08*q_e_link3_0
    cse448 = -cse444*q_e_link3_3 - cse445*q_e_link3_2 + cse446*v_ed_link3_3 + cse447*v_ed_link3_2
    cse449 = 2*q_e_link3_1
    cse450 = 0.02*v_ed_link3_2
    cse451 = 0.02*q_e_link3_0
    cse452 = 0.02*q_e_link3_2
    cse453 = 0.02*v_ed_link3_0
    cse454 = -cse450*q_e_link3_3 - cse451*v_ed_link3_1 + cse452*v_ed_link3_3 + cse453*q_e_link3_1
    cse455 = 2*q_e_link3_2
    cse456 = 2*q_e_link3_3
    cse457 = 2*q_e_link3_0
    cse458 = -cse449*v_ed_link3_0 - cse455*v_ed_link3_3 + cse456*v_ed_link3_2 + cse457*v_ed_link3_1
    cse459 = 9.08*cse458
    cse460 = cse449*v_ed_link3_3 - cse455*v_ed_link3_0 - cse456*v_ed_link3_1 + cse457*v_ed_link3_2
    cse461 = 0.02*cse460
    cse462 = -cse448*cse449 - cse454*cse455 - cse459*q_e_link3_2 + cse461*q_e_link3_1
    cse463 = -cse450*q_e_link3_1 + cse451*v_ed_link3_3 + cse452*v_ed_link3_1 - cse453*q_e_link3_3
    cse464 = 4*q_e_link3_2
    cse465 = cse463*cse464
    cse466 = cse465*q_e_link3_1
    cse467 = -cse444*q_e_link3_2 + cse445*q_e_link3_3 + cse446*v_ed_link3_2 - cse447*v_ed_link3_3
    cse468 = cse464*cse467
    cse469 = cse468*q_e_link3_1
    cse470 = 0.04*q_e_link3_1
    cse471 = cse470*q_e_link3_3
    cse472 = cse460*cse471
    cse473 = 18.16*q_e_link3_2
    cse474 = cse473*q_e_link3_3
    cse475 = cse458*cse474
    cse476 = 0.04*a_19
    cse477 = cse458*cse473
    cse478 = cse460*v_ed_link3_3
    cse479 = 4*cse463
    cse480 = cse479*q_e_link3_1
    cse481 = 2*cse454
    cse482 = 2*cse448
    cse483 = cse459*v_ed_link3_2 - cse461*v_ed_link3_1 + cse481*v_ed_link3_2 + cse482*v_ed_link3_1
    cse484 = 18.16*q_e_link3_1
    cse485 = 14.8*lam_11 + lam_20 + 4*lam_6 - 14.8*lam_8
    cse486 = cse448*cse457 - cse451*cse460 - cse454*cse456 - cse459*q_e_link3_3
    cse487 = cse460*cse470*q_e_link3_2
    cse488 = 18.16*cse442
    cse489 = -cse468*q_e_link3_0 + cse480*q_e_link3_3
    cse490 = a_17*q_e_link3_1
    cse491 = 18.12*q_e_link3_2
    cse492 = 2*cse460*cse463
    cse493 = -cse492
    cse494 = cse460*v_ed_link3_2
    cse495 = 2*v_ed_link3_0
    cse496 = -cse448*cse495 + cse453*cse460 + cse459*v_ed_link3_3 + cse481*v_ed_link3_3
    cse497 = 2*lam_5
    cse498 = 7.4*lam_12 - 7.4*lam_9
    cse499 = -cse497 + cse498
    cse500 = a_18*q_e_link3_0
    cse501 = a_19*q_e_link3_3
    cse502 = -18.16*cse500 - 18.16*cse501
    cse503 = 0.04*q_e_link3_2
    cse504 = cse503*q_e_link3_3
    cse505 = cse484*q_e_link3_0
    cse506 = cse504 - cse505
    cse507 = 4*q_e_link3_0
    cse508 = cse463*cse507
    cse509 = cse508*q_e_link3_1
    cse510 = 0.04*cse440
    cse511 = cse468*q_e_link3_3
    cse512 = cse447*cse458 + cse448*cse456 + cse454*cse457 - cse461*q_e_link3_3
    cse513 = -cse477*q_e_link3_1
    cse514 = 2*cse458*cse467
    cse515 = -cse514
    cse516 = -cse445*cse458 - cse454*cse495 + cse461*v_ed_link3_3 - cse482*v_ed_link3_3
    cse517 = cse460*v_ed_link3_1
    cse518 = a_20*q_e_link3_1
    cse519 = cse476*q_e_link3_0
    cse520 = 0.04*a_18
    cse521 = cse520*q_e_link3_3
    cse522 = cse484*q_e_link3_3
    cse523 = cse503*q_e_link3_0
    cse524 = -cse522 - cse523
    cse525 = cse491*q_e_link3_1
    cse526 = cse446*cse458 - cse448*cse455 + cse449*cse454 + cse452*cse460
    cse527 = cse470*q_e_link3_0
    cse528 = -cse460*cse527
    cse529 = 4*cse467
    cse530 = cse473*q_e_link3_0
    cse531 = cse458*cse530
    cse532 = cse458*v_ed_link3_0
    cse533 = cse460*v_ed_link3_0
    cse534 = -cse444*cse458 - cse450*cse460 - cse481*v_ed_link3_1 + cse482*v_ed_link3_2
    cse535 = cse458*cse482
    cse536 = cse460*cse481
    cse537 = -cse535 - cse536
    cse538 = 7.4*lam_10
    cse539 = 7.4*lam_7
    cse540 = -cse538 + cse539
    cse541 = -cse449
    cse542 = 7.4*q_e_link3_3
    cse543 = 14.8*q_e_link3_0
    cse544 = -cse543
    cse545 = 7.4*q_e_link3_1
    cse546 = -cse545
    cse547 = -cse542
    cse548 = q_e_link3_3**2
    cse549 = 18.16*cse548
    cse550 = 0.04*cse460
    cse551 = cse550*q_e_link3_3
    cse552 = cse551*q_e_link3_0
    cse553 = cse529*q_e_link3_1
    cse554 = -cse465*q_e_link3_0 + cse553*q_e_link3_3
    cse555 = 18.12*q_e_link3_3
    cse556 = cse550*v_ed_link3_3
    cse557 = cse529*q_e_link3_3
    cse558 = 18.16*cse458
    cse559 = cse558*q_e_link3_3
    cse560 = a_20*q_e_link3_2
    cse561 = -18.16*cse490 - 18.16*cse560
    cse562 = q_e_link3_0**2
    cse563 = 18.16*cse562
    cse564 = cse467*cse507
    cse565 = cse564*q_e_link3_3
    cse566 = cse508*q_e_link3_3
    cse567 = cse460*cse523
    cse568 = 0.04*cse548
    cse569 = 18.16*a_17
    cse570 = 0.04*a_20
    cse571 = q_e_link3_0*v_ed_link3_2
    cse572 = cse529*v_ed_link3_0
    cse573 = cse555*q_e_link3_0
    cse574 = cse458*cse522
    cse575 = 0.04*a_17
    cse576 = 18.16*a_20
    cse577 = q_e_link3_0*v_ed_link3_1
    cse578 = cse535 + cse536
    cse579 = cse538 - cse539
    cse580 = cse559*q_e_link3_0
    cse581 = 0.04*cse562
    cse582 = cse550*v_ed_link3_0
    cse583 = 18.16*cse532
    cse584 = a_19*q_e_link3_0
    cse585 = a_20*cse470
    cse586 = cse575*q_e_link3_2
    cse587 = -cse471 - cse530
    cse588 = -cse457
    cse589 = 7.4*q_e_link3_2
    cse590 = -cse589
    cse591 = 7.4*q_e_link3_0
    cse592 = -cse591
    cse593 = cse564*q_e_link3_1
    cse594 = cse465*q_e_link3_3
    cse595 = cse479*q_e_link3_3
    cse596 = cse460*cse504
    cse597 = cse458*cse505
    cse598 = cse497 + cse498
    cse599 = -cse474 + cse527
    cse600 = 14.8*q_e_link3_2
    cse601 = -cse600
    cse602 = cse458*cse484
    out = np.zeros((42, 42))
    out[_genalpha_matrix_INDEX] = (
        2.0,  # [0, 0]
        -1,  # [0, 23]
        -1,  # [0, 34]
        2.0,  # [1, 1]
        -1,  # [1, 24]
        -1,  # [1, 35]
        2.0,  # [2, 2]
        -1,  # [2, 25]
        -1,  # [2, 36]
        cse1 + cse3 + hq*(-a_5*cse9 + cse14*cse18 - cse28*cse44 + cse32*cse45 + cse39*cse43 + cse4*cse49 - cse41*q_e_rotor_1 + cse78 + lam_16*(-cse53 + cse57) + lam_17*(-cse61*cse75*cse77 + cse62*cse72)) - hv*(-cse25*cse4 + cse27 - cse30 + cse34 + cse40),  # [3, 3]
        cse110 + hq*(cse103 + cse106 - cse18*cse38 + cse28*cse90 + cse32*cse93 - cse39*cse89 + cse4*cse95 + 32.0*cse87 + 8.0*cse88 - cse92 + lam_16*(-cse96 + cse98)) - hv*(-cse4*cse79 + cse8*cse82 - cse81 + cse86),  # [3, 4]
        cse149 + hq*(cse120*q_e_rotor_2 - cse122 - cse123*cse42 - cse124*cse28 - cse125*cse31 + cse126*v_ed_rotor_1 + cse127*cse4 - cse128 + cse146) - hv*(-cse111*cse4 - cse113 + cse115 + cse116*cse18 - cse119),  # [3, 5]
        cse80 + hq*(a_4*cse9 - cse126*v_ed_rotor_0 - cse157*q_e_rotor_1 + cse158*cse42 + cse159*cse28 - cse160*cse31 + cse161*cse4 - cse164 + cse172) - hv*(cse0*cse156 - cse150*cse4 + cse152 - cse153*cse2 + cse155),  # [3, 6]
        cse183,  # [3, 10]
        cse186,  # [3, 11]
        cse187,  # [3, 12]
        cse188,  # [3, 13]
        cse83,  # [3, 21]
        cse189,  # [3, 22]
        cse190,  # [3, 34]
        cse117,  # [3, 35]
        cse191,  # [3, 36]
        cse192,  # [3, 37]
        cse195,  # [3, 38]
        q_e_rotor_0,  # [3, 39]
        cse110 + hq*(cse103 + 8.0*cse104 + 32.0*cse105 - cse112*v_ed_rotor_2 - cse18*cse36 - cse201*cse44 + cse202*cse39 + cse207 - cse49*cse6 - cse91 + lam_16*(-cse203 + cse205 + cse206)) - hv*(-cse197*cse8 - cse199 + cse200 + cse25*cse6),  # [4, 3]
        cse208 + cse210 + hq*(-a_6*cse10 - cse112*v_ed_rotor_3 - cse120*q_e_rotor_0 + cse16*cse18 - cse214*cse39 + cse215*q_e_rotor_3 - cse6*cse95 + cse78 + lam_17*(-cse102*cse77 + cse72*cse99**2)) - hv*(cse211 - cse212 - cse213 + cse30 + cse6*cse79),  # [4, 4]
        cse198 + hq*(a_3*cse10 + cse112*v_ed_rotor_0 - cse117*cse123 - cse124*cse201 - cse127*cse6 - cse217*q_e_rotor_0 - cse218*v_ed_rotor_1 - cse219 + cse221) - hv*(cse111*cse6 + cse152 + cse153*cse209 - cse156*cse196 - cse216),  # [4, 5]
        cse226 + hq*(cse112*v_ed_rotor_1 + cse117*cse158 - cse122 - cse129 + cse159*cse201 - cse161*cse6 + cse218*v_ed_rotor_0 + cse225 + cse41*q_e_rotor_3) - hv*(cse113 + cse119 + cse150*cse6 + cse18*cse223 + cse222),  # [4, 6]
        cse231,  # [4, 10]
        cse232,  # [4, 11]
        cse233,  # [4, 12]
        cse235,  # [4, 13]
        cse32,  # [4, 21]
        cse6,  # [4, 22]
        cse236,  # [4, 34]
        cse42,  # [4, 35]
        cse117,  # [4, 36]
        cse238,  # [4, 37]
        cse239,  # [4, 38]
        q_e_rotor_1,  # [4, 39]
        cse149 + hq*(-cse10*cse242 - cse117*cse45 - cse121 + cse146 + cse157*q_e_rotor_0 - cse224 + cse243*cse44 + cse49*cse7 - cse84*v_ed_rotor_1) - hv*(-cse18*cse208 + cse222 - cse240 - cse241 - cse25*cse7),  # [5, 3]
        cse198 + hq*(a_6*cse15 + cse10*cse245 - cse117*cse93 - cse120*q_e_rotor_3 - cse164 - cse215*q_e_rotor_0 + cse221 + cse7*cse95 + cse84*v_ed_rotor_0) - hv*(-cse153*cse196 - cse155 + cse156*cse209 + cse244 - cse7*cse79),  # [5, 4]
        cse197 + cse223 + hq*(-a_3*cse15 - cse11*cse18 + cse124*cse243 + cse127*cse7 + cse214*cse31 - cse217*q_e_rotor_3 - cse53*lam_16 + cse84*v_ed_rotor_3 + lam_17*(-cse137*cse248 + cse247*cse72) + lam_18) - hv*(-cse111*cse7 + cse212 + cse213 + cse246 - cse27),  # [5, 5]
        cse250 + hq*(32.0*cse104 + 8.0*cse105 - cse159*cse243 + cse161*cse7 + cse18*cse37 + cse202*cse31 + cse207 + cse249 - cse84*v_ed_rotor_2 - cse91 + lam_16*(cse206 + cse96)) - hv*(-cse150*cse7 + cse199 - cse210*cse8 + cse86),  # [5, 6]
        cse253,  # [5, 10]
        cse254,  # [5, 11]
        cse255,  # [5, 12]
        cse256,  # [5, 13]
        cse7,  # [5, 22]
        cse32,  # [5, 35]
        cse257,  # [5, 36]
        cse258,  # [5, 37]
        cse259,  # [5, 38]
        q_e_rotor_2,  # [5, 39]
        cse80 + hq*(a_5*cse13 + cse108*cse44 - cse160*cse39 + cse172 - cse219 + cse242*cse9 - cse41*q_e_rotor_2 + cse42*cse45 - cse49*cse5) - hv*(cse0*cse153 - cse156*cse2 + cse216 + cse244 + cse25*cse5),  # [6, 3]
        cse226 + hq*(-cse108*cse90 - cse121 + cse125*cse39 - cse140 + cse217*q_e_rotor_1 + cse225 - cse245*cse9 + cse42*cse93 - cse5*cse95) - hv*(-cse1*cse18 + cse115 + cse240 + cse241 + cse5*cse79),  # [6, 4]
        cse250 + hq*(cse106 + cse114*v_ed_rotor_1 + cse123*cse32 - cse127*cse5 + cse18*cse35 + cse249 - cse31*cse89 + 8.0*cse87 + 32.0*cse88 - cse92 + lam_16*(cse203 - cse205 + cse98)) - hv*(cse111*cse5 + cse200 + cse3*cse8 + cse81),  # [6, 5]
        cse116 + cse82 + hq*(-a_4*cse13 - cse114*v_ed_rotor_0 - cse12*cse18 - cse157*q_e_rotor_2 - cse158*cse32 - cse161*cse5 - cse31*cse43 + cse57*lam_16 + lam_17*(cse167**2*cse72 - cse167*cse248) + lam_18) - hv*(cse150*cse5 - cse211 - cse246 - cse34 - cse40),  # [6, 6]
        cse264,  # [6, 10]
        cse265,  # [6, 11]
        cse266,  # [6, 12]
        cse267,  # [6, 13]
        cse268,  # [6, 22]
        cse83,  # [6, 35]
        cse32,  # [6, 36]
        cse269,  # [6, 37]
        cse270,  # [6, 38]
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
        cse183,  # [10, 3]
        cse231,  # [10, 4]
        cse253,  # [10, 5]
        cse264,  # [10, 6]
        cse272 + cse274 + hq*(-a_11*cse304 + cse184*cse311 - cse303*q_e_link2_2 - cse306*v_ed_link2_3 + cse307*q_e_link2_1 + cse308*q_e_link2_2 + cse309*v_ed_link2_3 + cse317 + cse318) - hv*(-cse184*cse289 + cse293 + cse296 + cse300 - cse302),  # [10, 10]
        cse343 + hq*(cse184*cse331 + cse306*v_ed_link2_2 - cse309*v_ed_link2_2 + 99.2*cse325 + 49.56*cse326 - cse327*q_e_link2_2 - cse329 + cse330*q_e_link2_1 + cse334 + cse340) - hv*(-cse184*cse321 + cse281*cse323 - cse322 + cse324),  # [10, 11]
        cse365 + hq*(0.08*a_10*q_e_link2_2 + a_13*cse354 + cse184*cse359 - cse306*v_ed_link2_1 + cse309*v_ed_link2_1 + cse351 - cse353 - cse356 - cse357*q_e_link2_1 - cse358*q_e_link2_2 + cse362) - hv*(-cse184*cse344 + cse288*cse346 - cse345 - cse347 + cse349),  # [10, 12]
        cse366 + hq*(-a_12*cse304 + cse184*cse374 + cse306*v_ed_link2_0 - cse309*v_ed_link2_0 + cse350*q_e_link2_2 + cse372*q_e_link2_2 - cse373*q_e_link2_1 - cse377 + cse380) - hv*(-cse184*cse367 + cse271*cse298 - cse273*cse291 + cse369 + cse371),  # [10, 13]
        cse381,  # [10, 31]
        cse383,  # [10, 32]
        cse385,  # [10, 33]
        cse386,  # [10, 34]
        cse382,  # [10, 35]
        cse384,  # [10, 36]
        cse390,  # [10, 37]
        q_e_link2_0,  # [10, 40]
        cse186,  # [11, 3]
        cse232,  # [11, 4]
        cse254,  # [11, 5]
        cse265,  # [11, 6]
        cse343 + hq*(-cse175*cse311 - cse307*q_e_link2_0 + cse308*q_e_link2_3 - cse328 + 99.2*cse332 + cse340 - cse396*v_ed_link2_3 - cse398*v_ed_link2_3 + cse399*q_e_link2_3 + cse400) - hv*(cse175*cse289 - cse281*cse391 - cse394 + cse395),  # [11, 10]
        cse404 + cse405 + hq*(-cse175*cse331 - cse327*q_e_link2_3 + cse396*v_ed_link2_2 + cse398*v_ed_link2_2 - cse406*q_e_link2_0 - cse407*q_e_link2_3 - cse408*v_ed_link2_3 + lam_19) - hv*(cse175*cse321 + cse302 - cse401 - cse402 + cse403),  # [11, 11]
        cse409 + hq*(-cse175*cse359 + cse357*q_e_link2_0 - cse358*q_e_link2_3 - cse396*v_ed_link2_1 - cse398*v_ed_link2_1 + cse411*q_e_link2_3 - cse412*q_e_link2_0 - cse413 + cse414) - hv*(cse175*cse344 + cse291*cse55 - cse298*cse54 + cse369 - cse410),  # [11, 12]
        cse419 + hq*(0.08*a_11*q_e_link2_3 - cse175*cse374 - cse356 + cse362 + cse372*q_e_link2_3 + cse396*v_ed_link2_0 + cse398*v_ed_link2_0 + cse399*q_e_link2_0 + cse408*v_ed_link2_1 + cse417 - cse418) - hv*(cse175*cse367 + cse288*cse416 + cse345 + cse347 + cse415),  # [11, 13]
        cse421,  # [11, 31]
        cse423,  # [11, 33]
        cse420,  # [11, 34]
        cse422,  # [11, 36]
        cse424,  # [11, 37]
        q_e_link2_1,  # [11, 40]
        cse187,  # [12, 3]
        cse233,  # [12, 4]
        cse255,  # [12, 5]
        cse266,  # [12, 6]
        cse365 + hq*(0.08*a_12*q_e_link2_0 - cse307*q_e_link2_3 - cse308*q_e_link2_0 + cse311*cse51 - cse355 + cse362 - cse417 + cse418 + cse427*q_e_link2_3 - cse428*v_ed_link2_3 + cse429*v_ed_link2_3) - hv*(-cse288*cse404 - cse289*cse51 + cse415 - cse425 - cse426),  # [12, 10]
        cse409 + hq*(a_13*cse352 + cse327*q_e_link2_0 - cse330*q_e_link2_3 + cse331*cse51 - cse377 - cse406*q_e_link2_3 + cse414 + cse428*v_ed_link2_2 - cse429*v_ed_link2_2) - hv*(-cse291*cse54 + cse298*cse55 - cse321*cse51 - cse371 + cse430),  # [12, 11]
        cse391 + cse416 + hq*(-a_10*cse352 + cse318 + cse357*q_e_link2_3 + cse358*q_e_link2_0 + cse359*cse51 - cse412*q_e_link2_3 - cse428*v_ed_link2_1 + cse429*v_ed_link2_1 + lam_19) - hv*(-cse296 - cse344*cse51 + cse401 + cse402 + cse431),  # [12, 12]
        cse433 + hq*(-cse328 + 99.2*cse333 - cse372*q_e_link2_0 + cse373*q_e_link2_3 + cse374*cse51 + cse400 + cse427*q_e_link2_0 + cse428*v_ed_link2_0 - cse429*v_ed_link2_0 + cse432) - hv*(-cse281*cse405 + cse324 - cse367*cse51 + cse394),  # [12, 13]
        cse385,  # [12, 31]
        cse435,  # [12, 32]
        cse386,  # [12, 33]
        cse384,  # [12, 34]
        cse434,  # [12, 35]
        cse381,  # [12, 36]
        cse436,  # [12, 37]
        q_e_link2_2,  # [12, 40]
        cse188,  # [13, 3]
        cse235,  # [13, 4]
        cse256,  # [13, 5]
        cse267,  # [13, 6]
        cse366 + hq*(-a_11*cse305 - cse185*cse311 + cse303*q_e_link2_1 + cse307*q_e_link2_2 - cse308*q_e_link2_1 + cse348*v_ed_link2_3 + cse380 - cse413 + cse437*v_ed_link2_3) - hv*(cse185*cse289 + cse271*cse291 - cse273*cse298 + cse410 + cse430),  # [13, 10]
        cse419 + hq*(0.08*a_13*q_e_link2_1 - cse185*cse331 + cse327*q_e_link2_1 + cse330*q_e_link2_2 - cse348*v_ed_link2_2 - cse351 + cse353 - cse355 + cse362 - cse437*v_ed_link2_2 + cse438*q_e_link2_2) - hv*(cse185*cse321 - cse272*cse288 + cse349 + cse425 + cse426),  # [13, 11]
        cse433 + hq*(-cse185*cse359 + 99.2*cse326 - cse329 + cse334 + cse348*v_ed_link2_1 - cse357*q_e_link2_2 + cse358*q_e_link2_1 + cse432 + cse437*v_ed_link2_1 + cse438*q_e_link2_1) - hv*(cse185*cse344 + cse274*cse281 + cse322 + cse395),  # [13, 12]
        cse323 + cse346 + hq*(-a_12*cse305 - cse185*cse374 + cse317 - cse348*v_ed_link2_0 - cse350*q_e_link2_1 - cse372*q_e_link2_1 - cse373*q_e_link2_2 - cse437*v_ed_link2_0) - hv*(cse185*cse367 - cse293 - cse300 - cse403 - cse431),  # [13, 13]
        cse422,  # [13, 31]
        cse421,  # [13, 33]
        cse423,  # [13, 34]
        cse420,  # [13, 36]
        cse439,  # [13, 37]
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
        cse441 + cse443 + hq*(-a_18*cse484 + cse456*cse483 + cse468*v_ed_link3_1 + cse470*cse478 - cse476*q_e_link3_2 - cse477*v_ed_link3_3 + cse480*v_ed_link3_2 + cse485) - hv*(-cse456*cse462 + cse466 + cse469 + cse472 - cse475),  # [17, 17]
        cse506 + hq*(a_20*cse491 + cse456*cse496 - cse468*v_ed_link3_0 - cse470*cse494 + cse477*v_ed_link3_2 + cse480*v_ed_link3_3 + 36.32*cse490 - cse493 + cse499 + cse502) - hv*(-cse456*cse486 + cse458*cse488 - cse487 + cse489),  # [17, 18]
        cse524 + hq*(0.08*a_17*q_e_link3_2 + cse456*cse516 - cse468*v_ed_link3_3 + cse470*cse517 - cse477*v_ed_link3_1 - cse480*v_ed_link3_0 - cse515 + 18.12*cse518 - cse519 + cse521) - hv*(-cse456*cse512 + cse460*cse510 - cse509 - cse511 + cse513),  # [17, 19]
        cse525 + hq*(-a_19*cse484 + cse456*cse534 + cse468*v_ed_link3_2 - cse470*cse533 + cse473*cse532 - cse480*v_ed_link3_1 + cse520*q_e_link3_2 - cse537 + cse540) - hv*(-cse440*cse479 + cse442*cse529 - cse456*cse526 + cse528 + cse531),  # [17, 20]
        cse541,  # [17, 26]
        cse507,  # [17, 27]
        cse542,  # [17, 28]
        cse544,  # [17, 29]
        cse546,  # [17, 30]
        cse547,  # [17, 31]
        cse543,  # [17, 32]
        cse545,  # [17, 33]
        q_e_link3_0,  # [17, 41]
        cse506 + hq*(a_19*cse555 - cse455*cse483 - cse492 + cse499 + 36.32*cse500 - cse508*v_ed_link3_2 - cse556*q_e_link3_0 + cse557*v_ed_link3_1 - cse559*v_ed_link3_3 + cse561) - hv*(cse455*cse462 - cse458*cse549 - cse552 + cse554),  # [18, 17]
        cse563 + cse568 + hq*(-cse455*cse496 - cse508*v_ed_link3_3 + cse550*cse571 + cse559*v_ed_link3_2 - cse569*q_e_link3_0 - cse570*q_e_link3_3 - cse572*q_e_link3_3 + lam_20) - hv*(cse455*cse486 + cse475 - cse565 - cse566 + cse567),  # [18, 18]
        cse573 + hq*(-cse455*cse516 + cse508*v_ed_link3_0 - cse550*cse577 - cse557*v_ed_link3_3 - cse559*v_ed_link3_1 + cse575*q_e_link3_3 - cse576*q_e_link3_0 - cse578 + cse579) - hv*(cse455*cse512 + cse479*cse562 + cse528 - cse529*cse548 - cse574),  # [18, 19]
        cse587 + hq*(0.08*a_18*q_e_link3_3 - cse455*cse534 + cse508*v_ed_link3_1 - cse515 + cse557*v_ed_link3_2 + cse582*q_e_link3_0 + cse583*q_e_link3_3 + 18.12*cse584 - cse585 + cse586) - hv*(cse455*cse526 + cse460*cse581 + cse509 + cse511 + cse580),  # [18, 20]
        cse588,  # [18, 26]
        cse590,  # [18, 28]
        cse592,  # [18, 30]
        cse589,  # [18, 31]
        cse591,  # [18, 33]
        q_e_link3_1,  # [18, 41]
        cse524 + hq*(a_18*cse555 + cse449*cse483 - cse514 - cse556*q_e_link3_3 + cse558*q_e_link3_0*v_ed_link3_3 - cse564*v_ed_link3_1 + 0.08*cse584 + cse585 - cse586 - cse595*v_ed_link3_2) - hv*(-cse449*cse462 - cse460*cse568 + cse580 - cse593 - cse594),  # [19, 17]
        cse573 + hq*(cse449*cse496 - cse537 + cse551*v_ed_link3_2 - cse558*cse571 + cse564*v_ed_link3_0 - cse569*q_e_link3_3 + cse570*q_e_link3_0 + cse579 - cse595*v_ed_link3_3) - hv*(-cse449*cse486 - cse479*cse548 + cse529*cse562 - cse531 + cse596),  # [19, 18]
        cse549 + cse581 + hq*(cse449*cse516 + cse485 - cse551*v_ed_link3_1 + cse558*cse577 + cse564*v_ed_link3_3 - cse575*q_e_link3_0 - cse576*q_e_link3_3 + cse595*v_ed_link3_0) - hv*(-cse449*cse512 - cse472 + cse565 + cse566 + cse597),  # [19, 19]
        cse599 + hq*(cse449*cse534 - cse492 + 18.12*cse500 + 36.32*cse501 + cse561 - cse564*v_ed_link3_2 + cse582*q_e_link3_3 - cse583*q_e_link3_0 + cse595*v_ed_link3_1 + cse598) - hv*(-cse449*cse526 - cse458*cse563 + cse489 + cse552),  # [19, 20]
        cse456,  # [19, 26]
        cse464,  # [19, 27]
        cse546,  # [19, 28]
        cse601,  # [19, 29]
        cse547,  # [19, 30]
        cse545,  # [19, 31]
        cse600,  # [19, 32]
        cse542,  # [19, 33]
        q_e_link3_2,  # [19, 41]
        cse525 + hq*(-a_18*cse473 + a_19*cse470 - cse457*cse483 + cse465*v_ed_link3_2 + cse478*cse503 + cse540 - cse553*v_ed_link3_1 - cse578 + cse602*v_ed_link3_3) - hv*(-cse440*cse529 + cse442*cse479 + cse457*cse462 + cse574 + cse596),  # [20, 17]
        cse587 + hq*(a_17*cse491 - cse457*cse496 + cse465*v_ed_link3_3 - cse494*cse503 - cse514 + 0.08*cse518 + cse519 - cse521 + cse572*q_e_link3_1 - cse602*v_ed_link3_2) - hv*(-cse443*cse460 + cse457*cse486 + cse513 + cse593 + cse594),  # [20, 18]
        cse599 + hq*(-cse457*cse516 - cse465*v_ed_link3_0 + 18.12*cse490 - cse493 + cse502 + cse503*cse517 + cse553*v_ed_link3_3 + 36.32*cse560 + cse598 + cse602*v_ed_link3_1) - hv*(cse441*cse458 + cse457*cse512 + cse487 + cse554),  # [20, 19]
        cse488 + cse510 + hq*(-a_18*cse470 - a_19*cse473 - cse457*cse534 - cse465*v_ed_link3_1 - cse484*cse532 - cse503*cse533 - cse553*v_ed_link3_2 + lam_20) - hv*(cse457*cse526 - cse466 - cse469 - cse567 - cse597),  # [20, 20]
        cse455,  # [20, 26]
        cse591,  # [20, 28]
        cse590,  # [20, 30]
        cse592,  # [20, 31]
        cse589,  # [20, 33]
        q_e_link3_3,  # [20, 41]
        cse83,  # [21, 3]
        cse32,  # [21, 4]
        cse189,  # [22, 3]
        cse6,  # [22, 4]
        cse7,  # [22, 5]
        cse268,  # [22, 6]
        -1,  # [23, 0]
        -1,  # [24, 1]
        -1,  # [25, 2]
        cse541,  # [26, 17]
        cse588,  # [26, 18]
        cse456,  # [26, 19]
        cse455,  # [26, 20]
        cse507,  # [27, 17]
        cse464,  # [27, 19]
        -1,  # [28, 14]
        cse542,  # [28, 17]
        cse590,  # [28, 18]
        cse546,  # [28, 19]
        cse591,  # [28, 20]
        -1,  # [29, 15]
        cse544,  # [29, 17]
        cse601,  # [29, 19]
        -1,  # [30, 16]
        cse546,  # [30, 17]
        cse592,  # [30, 18]
        cse547,  # [30, 19]
        cse590,  # [30, 20]
        1,  # [31, 7]
        cse381,  # [31, 10]
        cse421,  # [31, 11]
        cse385,  # [31, 12]
        cse422,  # [31, 13]
        -1,  # [31, 14]
        cse547,  # [31, 17]
        cse589,  # [31, 18]
        cse545,  # [31, 19]
        cse592,  # [31, 20]
        1,  # [32, 8]
        cse383,  # [32, 10]
        cse435,  # [32, 12]
        -1,  # [32, 15]
        cse543,  # [32, 17]
        cse600,  # [32, 19]
        1,  # [33, 9]
        cse385,  # [33, 10]
        cse423,  # [33, 11]
        cse386,  # [33, 12]
        cse421,  # [33, 13]
        -1,  # [33, 16]
        cse545,  # [33, 17]
        cse591,  # [33, 18]
        cse542,  # [33, 19]
        cse589,  # [33, 20]
        -1,  # [34, 0]
        cse190,  # [34, 3]
        cse236,  # [34, 4]
        1,  # [34, 7]
        cse386,  # [34, 10]
        cse420,  # [34, 11]
        cse384,  # [34, 12]
        cse423,  # [34, 13]
        -1,  # [35, 1]
        cse117,  # [35, 3]
        cse42,  # [35, 4]
        cse32,  # [35, 5]
        cse83,  # [35, 6]
        1,  # [35, 8]
        cse382,  # [35, 10]
        cse434,  # [35, 12]
        -1,  # [36, 2]
        cse191,  # [36, 3]
        cse117,  # [36, 4]
        cse257,  # [36, 5]
        cse32,  # [36, 6]
        1,  # [36, 9]
        cse384,  # [36, 10]
        cse422,  # [36, 11]
        cse381,  # [36, 12]
        cse420,  # [36, 13]
        cse192,  # [37, 3]
        cse238,  # [37, 4]
        cse258,  # [37, 5]
        cse269,  # [37, 6]
        cse390,  # [37, 10]
        cse424,  # [37, 11]
        cse436,  # [37, 12]
        cse439,  # [37, 13]
        cse195,  # [38, 3]
        cse239,  # [38, 4]
        cse259,  # [38, 5]
        cse270,  # [38, 6]
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
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Args:
        q: position coordinates (21).
        p: parameters (0).

    Returns:
        ndarray of shape (7, 24), 130 nonzero.
    """
    # 487 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = q_e_rotor_1**2
    cse1 = 2*cse0
    cse2 = q_e_rotor_0**2
    cse3 = 2*cse2
    cse4 = cse3 - 1
    cse5 = cse1 + cse4
    cse6 = 2*q_e_rotor_1*q_e_rotor_2
    cse7 = 2*q_e_rotor_3
    cse8 = cse7*q_e_rotor_0
    cse9 = -cse8
    cse10 = cse6 + cse9
    cse11 = cse7*q_e_rotor_1
    cse12 = 2*q_e_rotor_0
    cse13 = cse12*q_e_rotor_2
    cse14 = cse11 + cse13
    cse15 = cse6 + cse8
    cse16 = 2*q_e_rotor_2**2
    cse17 = cse16 + cse4
    cse18 = cse7*q_e_rotor_2
    cse19 = cse12*q_e_rotor_1
    cse20 = -cse19
    cse21 = cse18 + cse20
    cse22 = cse11 - cse13
    cse23 = cse18 + cse19
    cse24 = cse4 + 2*q_e_rotor_3**2
    cse25 = 7.4*q_e_link3_0
    cse26 = cse25*q_e_link3_3
    cse27 = q_e_link3_1*q_e_link3_2
    cse28 = 7.4*cse27
    cse29 = q_e_link3_2**2
    cse30 = 7.4*cse29
    cse31 = q_e_link3_0**2
    cse32 = 7.4*cse31
    cse33 = q_e_link3_2*q_e_link3_3
    cse34 = 7.4*cse33
    cse35 = cse25*q_e_link3_1
    cse36 = q_e_link3_1**2
    cse37 = 2*cse31 - 1
    cse38 = 2*cse36 + cse37
    cse39 = 2*cse27
    cse40 = 2*q_e_link3_3
    cse41 = cse40*q_e_link3_0
    cse42 = cse39 - cse41
    cse43 = cse40*q_e_link3_1
    cse44 = 2*q_e_link3_0
    cse45 = cse44*q_e_link3_2
    cse46 = cse43 + cse45
    cse47 = cse39 + cse41
    cse48 = 2*cse29 + cse37
    cse49 = 2*cse33
    cse50 = cse44*q_e_link3_1
    cse51 = cse49 - cse50
    cse52 = cse43 - cse45
    cse53 = cse49 + cse50
    cse54 = q_e_link3_3**2
    cse55 = cse37 + 2*cse54
    cse56 = q_e_link2_1*q_e_link2_3
    cse57 = 0.012941133627978552*q_e_link2_0
    cse58 = 12.207218310809363*q_e_link2_0
    cse59 = q_e_link2_1*q_e_link2_2
    cse60 = q_e_link2_1**2
    cse61 = q_e_link2_0**2
    cse62 = q_e_link2_0*q_e_link2_3
    cse63 = q_e_link2_2*q_e_link2_3
    cse64 = q_e_link2_2**2
    cse65 = q_e_link2_0*q_e_link2_2
    cse66 = q_e_link2_3**2
    cse67 = 0.5561126742689201*cse56
    cse68 = 0.5561126742689201*cse65
    cse69 = 1.3934426222950296*cse62
    cse70 = 1.3934426222950296*cse59
    cse71 = 1.3225189419774002*cse60
    cse72 = 1.3225189419774002*cse61
    cse73 = 1.2353359192843194*q_e_link2_0
    cse74 = 0.5561126742689201*cse63
    cse75 = q_e_link2_0*q_e_link2_1
    cse76 = 0.5561126742689201*cse75
    cse77 = 1.3225189419774002*q_e_link2_0
    cse78 = cse77*q_e_link2_3
    cse79 = 1.3225189419774002*cse59
    cse80 = 1.3934426222950296*cse64
    cse81 = 1.3934426222950296*cse61
    cse82 = 1.3934426222950296*cse75
    cse83 = cse77*q_e_link2_2
    cse84 = 1.3934426222950296*cse63
    cse85 = 1.3225189419774002*cse56
    cse86 = 0.5561126742689201*cse66
    cse87 = 0.5561126742689201*cse61
    cse88 = 4*q_e_rotor_2
    cse89 = 4*q_e_rotor_3
    cse90 = 12.200000002943934*q_e_link2_0
    cse91 = 1.8573618581240325*q_e_link2_0
    cse92 = 0.7417591595270534*q_e_link2_0
    cse93 = 0.490862120664766*q_e_link2_3
    cse94 = 1.2280517121152803*q_e_link2_0
    cse95 = 0.490862120664766*q_e_link2_0
    cse96 = 1.2280517121152803*q_e_link2_2
    cse97 = 0.0005265394197281191*q_e_link2_0
    cse98 = 1 - cse3
    cse99 = -cse1 + cse98
    cse100 = -cse6
    cse101 = cse100 + cse9
    cse102 = -cse11 + cse13
    cse103 = 7.399973666762504*q_e_link3_0
    cse104 = q_e_link3_1*q_e_link3_3
    cse105 = 0.019743430640548176*q_e_link3_0
    cse106 = 0.9482462695817502*q_e_link3_0
    cse107 = 1.7609170940803245*q_e_link3_0
    cse108 = 1.7609170940803245*q_e_link3_1
    cse109 = -0.9482462695817502*cse33
    cse110 = cse106*q_e_link3_1
    cse111 = 1.7609170940803245*cse31
    cse112 = 1.7609170940803245*cse33
    cse113 = cse107*q_e_link3_1 - 0.9482462695817502*cse31 + 0.4741231347908751
    cse114 = 2.0*q_e_link3_0
    out = np.zeros((7, 24))
    out[_reaction_frames_INDEX] = (
        q_r_rotor_x,  # [0, 0]
        q_r_rotor_y,  # [0, 1]
        q_r_rotor_z,  # [0, 2]
        cse5,  # [0, 3]
        cse10,  # [0, 4]
        cse14,  # [0, 5]
        cse15,  # [0, 6]
        cse17,  # [0, 7]
        cse21,  # [0, 8]
        cse22,  # [0, 9]
        cse23,  # [0, 10]
        cse24,  # [0, 11]
        1,  # [0, 17]
        1,  # [0, 19]
        -1,  # [0, 21]
        -cse26 + cse28 + q_r_link3_x,  # [1, 0]
        cse30 + cse32 + q_r_link3_y - 3.7,  # [1, 1]
        cse34 + cse35 + q_r_link3_z,  # [1, 2]
        cse38,  # [1, 3]
        cse42,  # [1, 4]
        cse46,  # [1, 5]
        cse47,  # [1, 6]
        cse48,  # [1, 7]
        cse51,  # [1, 8]
        cse52,  # [1, 9]
        cse53,  # [1, 10]
        cse55,  # [1, 11]
        -3.991302121273762,  # [1, 12]
        -8.5,  # [1, 13]
        0.004668815951399452,  # [1, 14]
        0.4741231347908751,  # [1, 16]
        0.8804585470401622,  # [1, 17]
        -1.0,  # [1, 18]
        -0.8804585470401622,  # [1, 22]
        0.4741231347908751,  # [1, 23]
        cse26 - cse28 + q_r_link3_x,  # [2, 0]
        -cse30 - cse32 + q_r_link3_y + 3.7,  # [2, 1]
        -cse34 - cse35 + q_r_link3_z,  # [2, 2]
        cse38,  # [2, 3]
        cse42,  # [2, 4]
        cse46,  # [2, 5]
        cse47,  # [2, 6]
        cse48,  # [2, 7]
        cse51,  # [2, 8]
        cse52,  # [2, 9]
        cse53,  # [2, 10]
        cse55,  # [2, 11]
        -0.012941133627978552*cse56 - cse57*q_e_link2_2 + cse58*q_e_link2_3 - 12.207218310809363*cse59 - 0.013047089024091673*cse60 - 0.013047089024091673*cse61 + q_r_link2_x + 0.006523544512045836,  # [2, 12]
        cse57*q_e_link2_1 - 0.013047089024091673*cse59 - 12.207218310809363*cse61 - 0.013047089024091673*cse62 - 0.012941133627978552*cse63 - 12.207218310809363*cse64 + q_r_link2_y + 6.103609155404682,  # [2, 13]
        -0.013047089024091673*cse56 - cse58*q_e_link2_1 - 0.012941133627978552*cse61 - 12.207218310809363*cse63 + 0.013047089024091673*cse65 - 0.012941133627978552*cse66 + q_r_link2_z + 0.006470566813989276,  # [2, 14]
        -cse67 - cse68 + cse69 - cse70 + cse71 + cse72 - 0.6612594709887001,  # [2, 15]
        -1.402601035532026*cse56 + 1.2353359192843194*cse59 + 0.7117973740120523*cse60 + 0.7117973740120523*cse61 - 1.402601035532026*cse65 - cse73*q_e_link2_3 - 0.35589868700602617,  # [2, 16]
        1.3128019761723235*cse56 + 0.729563448164392*cse59 + 1.3207150133395638*cse60 + 1.3207150133395638*cse61 - 0.729563448164392*cse62 + 1.3128019761723235*cse65 - 0.6603575066697819,  # [2, 17]
        -cse74 + cse76 + cse78 + cse79 - cse80 - cse81 + 0.6967213111475148,  # [2, 18]
        0.7117973740120523*cse59 + 1.2353359192843194*cse61 + 0.7117973740120523*cse62 - 1.402601035532026*cse63 + 1.2353359192843194*cse64 + 1.402601035532026*cse75 - 0.6176679596421597,  # [2, 19]
        1.3207150133395638*cse59 + 0.729563448164392*cse61 + 1.3207150133395638*cse62 + 1.3128019761723235*cse63 + 0.729563448164392*cse64 - 1.3128019761723235*cse75 - 0.364781724082196,  # [2, 20]
        -cse82 - cse83 - cse84 + cse85 - cse86 - cse87 + 0.27805633713446004,  # [2, 21]
        0.7117973740120523*cse56 - 1.402601035532026*cse61 + 1.2353359192843194*cse63 - 0.7117973740120523*cse65 - 1.402601035532026*cse66 + cse73*q_e_link2_1 + 0.701300517766013,  # [2, 22]
        1.3207150133395638*cse56 + 1.3128019761723235*cse61 + 0.729563448164392*cse63 - 1.3207150133395638*cse65 + 1.3128019761723235*cse66 + 0.729563448164392*cse75 - 0.6564009880861618,  # [2, 23]
        -4*cse0 - 4*cse2 + q_r_rotor_x + 2,  # [3, 0]
        -cse88*q_e_rotor_1 - cse89*q_e_rotor_0 + q_r_rotor_y,  # [3, 1]
        cse88*q_e_rotor_0 - cse89*q_e_rotor_1 + q_r_rotor_z,  # [3, 2]
        cse5,  # [3, 3]
        cse10,  # [3, 4]
        cse14,  # [3, 5]
        cse15,  # [3, 6]
        cse17,  # [3, 7]
        cse21,  # [3, 8]
        cse22,  # [3, 9]
        cse23,  # [3, 10]
        cse24,  # [3, 11]
        -6.239598171475791e-09*cse56 + 12.200000002943934*cse59 - 5.571458490524414e-09*cse60 - 5.571458490524414e-09*cse61 - 6.239598171475791e-09*cse65 - cse90*q_e_link2_3 + q_r_link2_x + 2.785729245262207e-09,  # [3, 12]
        -5.571458490524414e-09*cse59 + 12.200000002943934*cse61 - 5.571458490524414e-09*cse62 - 6.239598171475791e-09*cse63 + 12.200000002943934*cse64 + 6.239598171475791e-09*cse75 + q_r_link2_y - 6.100000001471967,  # [3, 13]
        -5.571458490524414e-09*cse56 - 6.239598171475791e-09*cse61 + 12.200000002943934*cse63 + 5.571458490524414e-09*cse65 - 6.239598171475791e-09*cse66 + cse90*q_e_link2_1 + q_r_link2_z + 3.1197990857378954e-09,  # [3, 14]
        -1.8573618581240325*cse56 + 0.7417591595270534*cse59 + 0.0005265394197281191*cse60 + 0.0005265394197281191*cse61 - cse91*q_e_link2_2 - cse92*q_e_link2_3 - 0.00026326970986405957,  # [3, 15]
        cse67 + cse68 - cse69 + cse70 - cse71 - cse72 + 0.6612594709887001,  # [3, 16]
        1.5003144240015882*cse60 + 1.5003144240015882*cse61 + cse93*q_e_link2_1 - cse94*q_e_link2_3 + cse95*q_e_link2_2 + cse96*q_e_link2_1 - 0.7501572120007941,  # [3, 17]
        0.0005265394197281191*cse59 + 0.7417591595270534*cse61 - 1.8573618581240325*cse63 + 0.7417591595270534*cse64 + cse91*q_e_link2_1 + cse97*q_e_link2_3 - 0.3708795797635267,  # [3, 18]
        cse74 - cse76 - cse78 - cse79 + cse80 + cse81 - 0.6967213111475148,  # [3, 19]
        1.5003144240015882*cse59 + 1.2280517121152803*cse61 + 1.5003144240015882*cse62 + 1.2280517121152803*cse64 + cse93*q_e_link2_2 - cse95*q_e_link2_1 - 0.6140258560576402,  # [3, 20]
        0.0005265394197281191*cse56 - 1.8573618581240325*cse61 + 0.7417591595270534*cse63 - 1.8573618581240325*cse66 + cse92*q_e_link2_1 - cse97*q_e_link2_2 + 0.9286809290620163,  # [3, 21]
        cse82 + cse83 + cse84 - cse85 + cse86 + cse87 - 0.27805633713446004,  # [3, 22]
        1.5003144240015882*cse56 + 0.490862120664766*cse61 - 1.5003144240015882*cse65 + 0.490862120664766*cse66 + cse94*q_e_link2_1 + cse96*q_e_link2_3 - 0.245431060332383,  # [3, 23]
        1,  # [4, 3]
        1,  # [4, 7]
        1,  # [4, 11]
        q_r_rotor_x,  # [4, 12]
        q_r_rotor_y,  # [4, 13]
        q_r_rotor_z,  # [4, 14]
        cse14,  # [4, 15]
        cse10,  # [4, 16]
        cse99,  # [4, 17]
        cse21,  # [4, 18]
        cse17,  # [4, 19]
        cse101,  # [4, 20]
        cse24,  # [4, 21]
        cse23,  # [4, 22]
        cse102,  # [4, 23]
        1,  # [5, 5]
        -1,  # [5, 7]
        1,  # [5, 9]
        q_r_rotor_x,  # [5, 12]
        q_r_rotor_y,  # [5, 13]
        q_r_rotor_z,  # [5, 14]
        cse99,  # [5, 15]
        cse100 + cse8,  # [5, 16]
        cse14,  # [5, 17]
        cse101,  # [5, 18]
        -cse16 + cse98,  # [5, 19]
        cse21,  # [5, 20]
        cse102,  # [5, 21]
        -cse18 + cse20,  # [5, 22]
        cse24,  # [5, 23]
        -4,  # [6, 0]
        -8.5,  # [6, 1]
        -1,  # [6, 4]
        1,  # [6, 8]
        -1,  # [6, 9]
        -cse103*q_e_link3_3 - 0.019743430640548176*cse104 - cse105*q_e_link3_2 + 7.399973666762504*cse27 + q_r_link3_x,  # [6, 12]
        cse105*q_e_link3_1 + 7.399973666762504*cse29 + 7.399973666762504*cse31 - 0.019743430640548176*cse33 + q_r_link3_y - 3.699986833381252,  # [6, 13]
        cse103*q_e_link3_1 - 0.019743430640548176*cse31 + 7.399973666762504*cse33 - 0.019743430640548176*cse54 + q_r_link3_z + 0.009871715320274088,  # [6, 14]
        -0.9482462695817502*cse104 - cse106*q_e_link3_2 - cse107*q_e_link3_3 + cse108*q_e_link3_2,  # [6, 15]
        cse106*q_e_link3_3 - cse107*q_e_link3_2 - cse108*q_e_link3_3 - 0.9482462695817502*cse27,  # [6, 16]
        -2.0*cse31 - 2.0*cse36 + 1.0,  # [6, 17]
        cse109 + cse110 + cse111 + 1.7609170940803245*cse29 - 0.8804585470401622,  # [6, 18]
        -cse112 + cse113 - 0.9482462695817502*cse29,  # [6, 19]
        -cse114*q_e_link3_3 - 2.0*cse27,  # [6, 20]
        cse112 + cse113 - 0.9482462695817502*cse54,  # [6, 21]
        cse109 - cse110 - cse111 - 1.7609170940803245*cse54 + 0.8804585470401622,  # [6, 22]
        -2.0*cse104 + cse114*q_e_link3_2,  # [6, 23]
    )
    return out



def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 7, 24).
    """
    n = len(q)
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

    cse0 = q_e_rotor_1**2
    cse1 = 2*cse0
    cse2 = q_e_rotor_0**2
    cse3 = 2*cse2
    cse4 = cse3 - 1
    cse5 = cse1 + cse4
    cse6 = 2*q_e_rotor_1*q_e_rotor_2
    cse7 = 2*q_e_rotor_3
    cse8 = cse7*q_e_rotor_0
    cse9 = -cse8
    cse10 = cse6 + cse9
    cse11 = cse7*q_e_rotor_1
    cse12 = 2*q_e_rotor_0
    cse13 = cse12*q_e_rotor_2
    cse14 = cse11 + cse13
    cse15 = cse6 + cse8
    cse16 = 2*q_e_rotor_2**2
    cse17 = cse16 + cse4
    cse18 = cse7*q_e_rotor_2
    cse19 = cse12*q_e_rotor_1
    cse20 = -cse19
    cse21 = cse18 + cse20
    cse22 = cse11 - cse13
    cse23 = cse18 + cse19
    cse24 = cse4 + 2*q_e_rotor_3**2
    cse25 = 7.4*q_e_link3_0
    cse26 = cse25*q_e_link3_3
    cse27 = q_e_link3_1*q_e_link3_2
    cse28 = 7.4*cse27
    cse29 = q_e_link3_2**2
    cse30 = 7.4*cse29
    cse31 = q_e_link3_0**2
    cse32 = 7.4*cse31
    cse33 = q_e_link3_2*q_e_link3_3
    cse34 = 7.4*cse33
    cse35 = cse25*q_e_link3_1
    cse36 = q_e_link3_1**2
    cse37 = 2*cse31 - 1
    cse38 = 2*cse36 + cse37
    cse39 = 2*cse27
    cse40 = 2*q_e_link3_3
    cse41 = cse40*q_e_link3_0
    cse42 = cse39 - cse41
    cse43 = cse40*q_e_link3_1
    cse44 = 2*q_e_link3_0
    cse45 = cse44*q_e_link3_2
    cse46 = cse43 + cse45
    cse47 = cse39 + cse41
    cse48 = 2*cse29 + cse37
    cse49 = 2*cse33
    cse50 = cse44*q_e_link3_1
    cse51 = cse49 - cse50
    cse52 = cse43 - cse45
    cse53 = cse49 + cse50
    cse54 = q_e_link3_3**2
    cse55 = cse37 + 2*cse54
    cse56 = q_e_link2_1*q_e_link2_3
    cse57 = 0.012941133627978552*q_e_link2_0
    cse58 = 12.207218310809363*q_e_link2_0
    cse59 = q_e_link2_1*q_e_link2_2
    cse60 = q_e_link2_1**2
    cse61 = q_e_link2_0**2
    cse62 = q_e_link2_0*q_e_link2_3
    cse63 = q_e_link2_2*q_e_link2_3
    cse64 = q_e_link2_2**2
    cse65 = q_e_link2_0*q_e_link2_2
    cse66 = q_e_link2_3**2
    cse67 = 0.5561126742689201*cse56
    cse68 = 0.5561126742689201*cse65
    cse69 = 1.3934426222950296*cse62
    cse70 = 1.3934426222950296*cse59
    cse71 = 1.3225189419774002*cse60
    cse72 = 1.3225189419774002*cse61
    cse73 = 1.2353359192843194*q_e_link2_0
    cse74 = 0.5561126742689201*cse63
    cse75 = q_e_link2_0*q_e_link2_1
    cse76 = 0.5561126742689201*cse75
    cse77 = 1.3225189419774002*q_e_link2_0
    cse78 = cse77*q_e_link2_3
    cse79 = 1.3225189419774002*cse59
    cse80 = 1.3934426222950296*cse64
    cse81 = 1.3934426222950296*cse61
    cse82 = 1.3934426222950296*cse75
    cse83 = cse77*q_e_link2_2
    cse84 = 1.3934426222950296*cse63
    cse85 = 1.3225189419774002*cse56
    cse86 = 0.5561126742689201*cse66
    cse87 = 0.5561126742689201*cse61
    cse88 = 4*q_e_rotor_2
    cse89 = 4*q_e_rotor_3
    cse90 = 12.200000002943934*q_e_link2_0
    cse91 = 1.8573618581240325*q_e_link2_0
    cse92 = 0.7417591595270534*q_e_link2_0
    cse93 = 0.490862120664766*q_e_link2_3
    cse94 = 1.2280517121152803*q_e_link2_0
    cse95 = 0.490862120664766*q_e_link2_0
    cse96 = 1.2280517121152803*q_e_link2_2
    cse97 = 0.0005265394197281191*q_e_link2_0
    cse98 = 1 - cse3
    cse99 = -cse1 + cse98
    cse100 = -cse6
    cse101 = cse100 + cse9
    cse102 = -cse11 + cse13
    cse103 = 7.399973666762504*q_e_link3_0
    cse104 = q_e_link3_1*q_e_link3_3
    cse105 = 0.019743430640548176*q_e_link3_0
    cse106 = 0.9482462695817502*q_e_link3_0
    cse107 = 1.7609170940803245*q_e_link3_0
    cse108 = 1.7609170940803245*q_e_link3_1
    cse109 = -0.9482462695817502*cse33
    cse110 = cse106*q_e_link3_1
    cse111 = 1.7609170940803245*cse31
    cse112 = 1.7609170940803245*cse33
    cse113 = cse107*q_e_link3_1 - 0.9482462695817502*cse31 + 0.4741231347908751
    cse114 = 2.0*q_e_link3_0
    out = np.zeros((n, 7, 24))
    out[:, 0, 0] = q_r_rotor_x
    out[:, 0, 1] = q_r_rotor_y
    out[:, 0, 2] = q_r_rotor_z
    out[:, 0, 3] = cse5
    out[:, 0, 4] = cse10
    out[:, 0, 5] = cse14
    out[:, 0, 6] = cse15
    out[:, 0, 7] = cse17
    out[:, 0, 8] = cse21
    out[:, 0, 9] = cse22
    out[:, 0, 10] = cse23
    out[:, 0, 11] = cse24
    out[:, 0, 17] = 1
    out[:, 0, 19] = 1
    out[:, 0, 21] = -1
    out[:, 1, 0] = -cse26 + cse28 + q_r_link3_x
    out[:, 1, 1] = cse30 + cse32 + q_r_link3_y - 3.7
    out[:, 1, 2] = cse34 + cse35 + q_r_link3_z
    out[:, 1, 3] = cse38
    out[:, 1, 4] = cse42
    out[:, 1, 5] = cse46
    out[:, 1, 6] = cse47
    out[:, 1, 7] = cse48
    out[:, 1, 8] = cse51
    out[:, 1, 9] = cse52
    out[:, 1, 10] = cse53
    out[:, 1, 11] = cse55
    out[:, 1, 12] = -3.991302121273762
    out[:, 1, 13] = -8.5
    out[:, 1, 14] = 0.004668815951399452
    out[:, 1, 16] = 0.4741231347908751
    out[:, 1, 17] = 0.8804585470401622
    out[:, 1, 18] = -1.0
    out[:, 1, 22] = -0.8804585470401622
    out[:, 1, 23] = 0.4741231347908751
    out[:, 2, 0] = cse26 - cse28 + q_r_link3_x
    out[:, 2, 1] = -cse30 - cse32 + q_r_link3_y + 3.7
    out[:, 2, 2] = -cse34 - cse35 + q_r_link3_z
    out[:, 2, 3] = cse38
    out[:, 2, 4] = cse42
    out[:, 2, 5] = cse46
    out[:, 2, 6] = cse47
    out[:, 2, 7] = cse48
    out[:, 2, 8] = cse51
    out[:, 2, 9] = cse52
    out[:, 2, 10] = cse53
    out[:, 2, 11] = cse55
    out[:, 2, 12] = -0.012941133627978552*cse56 - cse57*q_e_link2_2 + cse58*q_e_link2_3 - 12.207218310809363*cse59 - 0.013047089024091673*cse60 - 0.013047089024091673*cse61 + q_r_link2_x + 0.006523544512045836
    out[:, 2, 13] = cse57*q_e_link2_1 - 0.013047089024091673*cse59 - 12.207218310809363*cse61 - 0.013047089024091673*cse62 - 0.012941133627978552*cse63 - 12.207218310809363*cse64 + q_r_link2_y + 6.103609155404682
    out[:, 2, 14] = -0.013047089024091673*cse56 - cse58*q_e_link2_1 - 0.012941133627978552*cse61 - 12.207218310809363*cse63 + 0.013047089024091673*cse65 - 0.012941133627978552*cse66 + q_r_link2_z + 0.006470566813989276
    out[:, 2, 15] = -cse67 - cse68 + cse69 - cse70 + cse71 + cse72 - 0.6612594709887001
    out[:, 2, 16] = -1.402601035532026*cse56 + 1.2353359192843194*cse59 + 0.7117973740120523*cse60 + 0.7117973740120523*cse61 - 1.402601035532026*cse65 - cse73*q_e_link2_3 - 0.35589868700602617
    out[:, 2, 17] = 1.3128019761723235*cse56 + 0.729563448164392*cse59 + 1.3207150133395638*cse60 + 1.3207150133395638*cse61 - 0.729563448164392*cse62 + 1.3128019761723235*cse65 - 0.6603575066697819
    out[:, 2, 18] = -cse74 + cse76 + cse78 + cse79 - cse80 - cse81 + 0.6967213111475148
    out[:, 2, 19] = 0.7117973740120523*cse59 + 1.2353359192843194*cse61 + 0.7117973740120523*cse62 - 1.402601035532026*cse63 + 1.2353359192843194*cse64 + 1.402601035532026*cse75 - 0.6176679596421597
    out[:, 2, 20] = 1.3207150133395638*cse59 + 0.729563448164392*cse61 + 1.3207150133395638*cse62 + 1.3128019761723235*cse63 + 0.729563448164392*cse64 - 1.3128019761723235*cse75 - 0.364781724082196
    out[:, 2, 21] = -cse82 - cse83 - cse84 + cse85 - cse86 - cse87 + 0.27805633713446004
    out[:, 2, 22] = 0.7117973740120523*cse56 - 1.402601035532026*cse61 + 1.2353359192843194*cse63 - 0.7117973740120523*cse65 - 1.402601035532026*cse66 + cse73*q_e_link2_1 + 0.701300517766013
    out[:, 2, 23] = 1.3207150133395638*cse56 + 1.3128019761723235*cse61 + 0.729563448164392*cse63 - 1.3207150133395638*cse65 + 1.3128019761723235*cse66 + 0.729563448164392*cse75 - 0.6564009880861618
    out[:, 3, 0] = -4*cse0 - 4*cse2 + q_r_rotor_x + 2
    out[:, 3, 1] = -cse88*q_e_rotor_1 - cse89*q_e_rotor_0 + q_r_rotor_y
    out[:, 3, 2] = cse88*q_e_rotor_0 - cse89*q_e_rotor_1 + q_r_rotor_z
    out[:, 3, 3] = cse5
    out[:, 3, 4] = cse10
    out[:, 3, 5] = cse14
    out[:, 3, 6] = cse15
    out[:, 3, 7] = cse17
    out[:, 3, 8] = cse21
    out[:, 3, 9] = cse22
    out[:, 3, 10] = cse23
    out[:, 3, 11] = cse24
    out[:, 3, 12] = -6.239598171475791e-09*cse56 + 12.200000002943934*cse59 - 5.571458490524414e-09*cse60 - 5.571458490524414e-09*cse61 - 6.239598171475791e-09*cse65 - cse90*q_e_link2_3 + q_r_link2_x + 2.785729245262207e-09
    out[:, 3, 13] = -5.571458490524414e-09*cse59 + 12.200000002943934*cse61 - 5.571458490524414e-09*cse62 - 6.239598171475791e-09*cse63 + 12.200000002943934*cse64 + 6.239598171475791e-09*cse75 + q_r_link2_y - 6.100000001471967
    out[:, 3, 14] = -5.571458490524414e-09*cse56 - 6.239598171475791e-09*cse61 + 12.200000002943934*cse63 + 5.571458490524414e-09*cse65 - 6.239598171475791e-09*cse66 + cse90*q_e_link2_1 + q_r_link2_z + 3.1197990857378954e-09
    out[:, 3, 15] = -1.8573618581240325*cse56 + 0.7417591595270534*cse59 + 0.0005265394197281191*cse60 + 0.0005265394197281191*cse61 - cse91*q_e_link2_2 - cse92*q_e_link2_3 - 0.00026326970986405957
    out[:, 3, 16] = cse67 + cse68 - cse69 + cse70 - cse71 - cse72 + 0.6612594709887001
    out[:, 3, 17] = 1.5003144240015882*cse60 + 1.5003144240015882*cse61 + cse93*q_e_link2_1 - cse94*q_e_link2_3 + cse95*q_e_link2_2 + cse96*q_e_link2_1 - 0.7501572120007941
    out[:, 3, 18] = 0.0005265394197281191*cse59 + 0.7417591595270534*cse61 - 1.8573618581240325*cse63 + 0.7417591595270534*cse64 + cse91*q_e_link2_1 + cse97*q_e_link2_3 - 0.3708795797635267
    out[:, 3, 19] = cse74 - cse76 - cse78 - cse79 + cse80 + cse81 - 0.6967213111475148
    out[:, 3, 20] = 1.5003144240015882*cse59 + 1.2280517121152803*cse61 + 1.5003144240015882*cse62 + 1.2280517121152803*cse64 + cse93*q_e_link2_2 - cse95*q_e_link2_1 - 0.6140258560576402
    out[:, 3, 21] = 0.0005265394197281191*cse56 - 1.8573618581240325*cse61 + 0.7417591595270534*cse63 - 1.8573618581240325*cse66 + cse92*q_e_link2_1 - cse97*q_e_link2_2 + 0.9286809290620163
    out[:, 3, 22] = cse82 + cse83 + cse84 - cse85 + cse86 + cse87 - 0.27805633713446004
    out[:, 3, 23] = 1.5003144240015882*cse56 + 0.490862120664766*cse61 - 1.5003144240015882*cse65 + 0.490862120664766*cse66 + cse94*q_e_link2_1 + cse96*q_e_link2_3 - 0.245431060332383
    out[:, 4, 3] = 1
    out[:, 4, 7] = 1
    out[:, 4, 11] = 1
    out[:, 4, 12] = q_r_rotor_x
    out[:, 4, 13] = q_r_rotor_y
    out[:, 4, 14] = q_r_rotor_z
    out[:, 4, 15] = cse14
    out[:, 4, 16] = cse10
    out[:, 4, 17] = cse99
    out[:, 4, 18] = cse21
    out[:, 4, 19] = cse17
    out[:, 4, 20] = cse101
    out[:, 4, 21] = cse24
    out[:, 4, 22] = cse23
    out[:, 4, 23] = cse102
    out[:, 5, 5] = 1
    out[:, 5, 7] = -1
    out[:, 5, 9] = 1
    out[:, 5, 12] = q_r_rotor_x
    out[:, 5, 13] = q_r_rotor_y
    out[:, 5, 14] = q_r_rotor_z
    out[:, 5, 15] = cse99
    out[:, 5, 16] = cse100 + cse8
    out[:, 5, 17] = cse14
    out[:, 5, 18] = cse101
    out[:, 5, 19] = -cse16 + cse98
    out[:, 5, 20] = cse21
    out[:, 5, 21] = cse102
    out[:, 5, 22] = -cse18 + cse20
    out[:, 5, 23] = cse24
    out[:, 6, 0] = -4
    out[:, 6, 1] = -8.5
    out[:, 6, 4] = -1
    out[:, 6, 8] = 1
    out[:, 6, 9] = -1
    out[:, 6, 12] = -cse103*q_e_link3_3 - 0.019743430640548176*cse104 - cse105*q_e_link3_2 + 7.399973666762504*cse27 + q_r_link3_x
    out[:, 6, 13] = cse105*q_e_link3_1 + 7.399973666762504*cse29 + 7.399973666762504*cse31 - 0.019743430640548176*cse33 + q_r_link3_y - 3.699986833381252
    out[:, 6, 14] = cse103*q_e_link3_1 - 0.019743430640548176*cse31 + 7.399973666762504*cse33 - 0.019743430640548176*cse54 + q_r_link3_z + 0.009871715320274088
    out[:, 6, 15] = -0.9482462695817502*cse104 - cse106*q_e_link3_2 - cse107*q_e_link3_3 + cse108*q_e_link3_2
    out[:, 6, 16] = cse106*q_e_link3_3 - cse107*q_e_link3_2 - cse108*q_e_link3_3 - 0.9482462695817502*cse27
    out[:, 6, 17] = -2.0*cse31 - 2.0*cse36 + 1.0
    out[:, 6, 18] = cse109 + cse110 + cse111 + 1.7609170940803245*cse29 - 0.8804585470401622
    out[:, 6, 19] = -cse112 + cse113 - 0.9482462695817502*cse29
    out[:, 6, 20] = -cse114*q_e_link3_3 - 2.0*cse27
    out[:, 6, 21] = cse112 + cse113 - 0.9482462695817502*cse54
    out[:, 6, 22] = cse109 - cse110 - cse111 - 1.7609170940803245*cse54 + 0.8804585470401622
    out[:, 6, 23] = -2.0*cse104 + cse114*q_e_link3_2
    return out


def joint_motion(q, v, p):
    """Per joint with coordinates (rows, the reaction sites that list them): body j's rotation
    R = E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their
    rates omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's
    joint frame (mechgen.symbolic.reactions.joint_motion).

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        p: parameters (0).

    Returns:
        ndarray of shape (2, 18), 36 nonzero.
    """
    # 253 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, _, _,
        _, _, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, _,
        _, _, _, _,
        _, _, v_rd_link3_x, v_rd_link3_y,
        v_rd_link3_z, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2*q_e_rotor_0
    cse1 = cse0*q_e_rotor_2
    cse2 = 2*q_e_rotor_1
    cse3 = cse2*q_e_rotor_3
    cse4 = 2*q_e_rotor_3
    cse5 = cse4*q_e_rotor_2
    cse6 = -cse5
    cse7 = cse0*q_e_rotor_1
    cse8 = -cse7
    cse9 = 2*q_e_rotor_0**2
    cse10 = cse9 - 1
    cse11 = cse10 + 2*q_e_rotor_3**2
    cse12 = cse2*q_e_rotor_2
    cse13 = cse0*q_e_rotor_3
    cse14 = cse12 + cse13
    cse15 = cse10 + 2*q_e_rotor_2**2
    cse16 = 2*q_e_rotor_1**2
    cse17 = cse1 + cse3
    cse18 = 2*v_ed_rotor_1
    cse19 = cse0*v_ed_rotor_3 + cse18*q_e_rotor_2 - cse2*v_ed_rotor_2 - cse4*v_ed_rotor_0
    cse20 = 2*q_e_rotor_2
    cse21 = cse0*v_ed_rotor_2 - cse18*q_e_rotor_3 + cse2*v_ed_rotor_3 - cse20*v_ed_rotor_0
    cse22 = cse0*v_ed_rotor_1 - cse2*v_ed_rotor_0 - cse20*v_ed_rotor_3 + cse4*v_ed_rotor_2
    cse23 = 1.7609170940803245*q_e_link3_2
    cse24 = -cse23*q_e_link3_3
    cse25 = q_e_link3_0*q_e_link3_1
    cse26 = 1.7609170940803245*cse25
    cse27 = q_e_link3_3**2
    cse28 = q_e_link3_0**2
    cse29 = 0.9482462695817502*cse28
    cse30 = 0.9482462695817502*q_e_link3_2
    cse31 = cse30*q_e_link3_3
    cse32 = 0.9482462695817502*cse25 + 1.7609170940803245*cse28 - 0.8804585470401622
    cse33 = 2.0*q_e_link3_2
    cse34 = q_e_link3_1*q_e_link3_3
    cse35 = 0.9482462695817502*q_e_link3_0
    cse36 = 1.7609170940803245*q_e_link3_3
    cse37 = q_e_link3_1**2
    cse38 = q_e_link3_2**2
    cse39 = q_e_link3_0*q_e_link3_3
    cse40 = 7.399973666762504*q_e_link3_2
    cse41 = cse40*q_e_link3_3
    cse42 = 7.399973666762504*cse25
    cse43 = 0.019743430640548176*cse27
    cse44 = 0.019743430640548176*cse28
    cse45 = cse40*q_e_link3_1
    cse46 = 7.399973666762504*cse39
    cse47 = 0.019743430640548176*cse34
    cse48 = 0.019743430640548176*q_e_link3_2
    cse49 = cse48*q_e_link3_0
    cse50 = 0.019743430640548176*cse25 + 7.399973666762504*cse28 + 7.399973666762504*cse38 - cse48*q_e_link3_3
    cse51 = 2*q_e_link3_2
    cse52 = 2*q_e_link3_0
    cse53 = 2*q_e_link3_3
    cse54 = 2*q_e_link3_1
    cse55 = cse51*v_ed_link3_1 + cse52*v_ed_link3_3 - cse53*v_ed_link3_0 - cse54*v_ed_link3_2
    cse56 = 2*cse28 - 1
    cse57 = cse55*(2*cse27 + cse56)
    cse58 = -cse51*v_ed_link3_0 + cse52*v_ed_link3_2 - cse53*v_ed_link3_1 + cse54*v_ed_link3_3
    cse59 = cse51*q_e_link3_3
    cse60 = 2*cse25
    cse61 = cse58*(cse59 + cse60)
    cse62 = -cse51*v_ed_link3_3 + cse52*v_ed_link3_1 + cse53*v_ed_link3_2 - cse54*v_ed_link3_0
    cse63 = cse53*q_e_link3_1
    cse64 = cse51*q_e_link3_0
    cse65 = cse62*(cse63 - cse64)
    cse66 = cse62*(2*cse37 + cse56)
    cse67 = cse55*(cse63 + cse64)
    cse68 = cse51*q_e_link3_1
    cse69 = cse53*q_e_link3_0
    cse70 = cse58*(cse68 - cse69)
    cse71 = cse55*(cse59 - cse60) + cse58*(2*cse38 + cse56) + cse62*(cse68 + cse69)
    cse72 = cse66 + cse67 + cse70
    cse73 = cse50 - 3.699986833381252
    cse74 = cse45 - cse46 - cse47 - cse49
    cse75 = cse41 + cse42 - cse43 - cse44 + 0.009871715320274088
    cse76 = cse57 + cse61 + cse65
    return np.array([
        cse1 - cse3,  # [0, 0]
        cse6 + cse8,  # [0, 1]
        cse11,  # [0, 2]
        cse14,  # [0, 3]
        cse15,  # [0, 4]
        cse6 + cse7,  # [0, 5]
        -cse16 - cse9 + 1,  # [0, 6]
        -cse12 + cse13,  # [0, 7]
        cse17,  # [0, 8]
        q_r_rotor_z,  # [0, 9]
        -q_r_rotor_y,  # [0, 10]
        q_r_rotor_x,  # [0, 11]
        cse11*cse19 + cse21*(cse5 + cse7) + cse22*(-cse1 + cse3),  # [0, 12]
        -cse14*cse22 - cse15*cse21 - cse19*(cse5 + cse8),  # [0, 13]
        cse17*cse19 + cse21*(cse12 - cse13) + cse22*(cse10 + cse16),  # [0, 14]
        v_rd_rotor_z,  # [0, 15]
        -v_rd_rotor_y,  # [0, 16]
        v_rd_rotor_x,  # [0, 17]
        cse24 - cse26 + 0.9482462695817502*cse27 + cse29 - 0.4741231347908751,  # [1, 0]
        1.7609170940803245*cse27 + cse31 + cse32,  # [1, 1]
        -cse33*q_e_link3_0 + 2.0*cse34,  # [1, 2]
        -cse23*q_e_link3_1 + 0.9482462695817502*cse34 + cse35*q_e_link3_2 + cse36*q_e_link3_0,  # [1, 3]
        cse23*q_e_link3_0 + cse30*q_e_link3_1 - cse35*q_e_link3_3 + cse36*q_e_link3_1,  # [1, 4]
        2.0*cse28 + 2.0*cse37 - 1.0,  # [1, 5]
        -cse31 + cse32 + 1.7609170940803245*cse38,  # [1, 6]
        cse24 + cse26 - cse29 - 0.9482462695817502*cse38 + 0.4741231347908751,  # [1, 7]
        -cse33*q_e_link3_1 - 2.0*cse39,  # [1, 8]
        -cse41 - cse42 + cse43 + cse44 - q_r_link3_z - 0.009871715320274088,  # [1, 9]
        -cse45 + cse46 + cse47 + cse49 - q_r_link3_x - 4,  # [1, 10]
        cse50 + q_r_link3_y + 4.800013166618748,  # [1, 11]
        -cse57 - cse61 - cse65,  # [1, 12]
        -cse66 - cse67 - cse70,  # [1, 13]
        cse71,  # [1, 14]
        cse71*cse74 - cse72*cse73 - v_rd_link3_z,  # [1, 15]
        -cse71*cse75 + cse73*cse76 - v_rd_link3_x,  # [1, 16]
        -cse72*cse75 + cse74*cse76 + v_rd_link3_y,  # [1, 17]
    ]).reshape(2, 18)



def joint_motion_rows(q, v, p):
    """joint_motion at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        v: velocity coordinates, one row each (n, 21).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2, 18).
    """
    n = len(q)
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, _, _,
        _, _, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, _,
        _, _, _, _,
        _, _, v_rd_link3_x, v_rd_link3_y,
        v_rd_link3_z, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = _columns(v, n, 21, "v")

    cse0 = 2*q_e_rotor_0
    cse1 = cse0*q_e_rotor_2
    cse2 = 2*q_e_rotor_1
    cse3 = cse2*q_e_rotor_3
    cse4 = 2*q_e_rotor_3
    cse5 = cse4*q_e_rotor_2
    cse6 = -cse5
    cse7 = cse0*q_e_rotor_1
    cse8 = -cse7
    cse9 = 2*q_e_rotor_0**2
    cse10 = cse9 - 1
    cse11 = cse10 + 2*q_e_rotor_3**2
    cse12 = cse2*q_e_rotor_2
    cse13 = cse0*q_e_rotor_3
    cse14 = cse12 + cse13
    cse15 = cse10 + 2*q_e_rotor_2**2
    cse16 = 2*q_e_rotor_1**2
    cse17 = cse1 + cse3
    cse18 = 2*v_ed_rotor_1
    cse19 = cse0*v_ed_rotor_3 + cse18*q_e_rotor_2 - cse2*v_ed_rotor_2 - cse4*v_ed_rotor_0
    cse20 = 2*q_e_rotor_2
    cse21 = cse0*v_ed_rotor_2 - cse18*q_e_rotor_3 + cse2*v_ed_rotor_3 - cse20*v_ed_rotor_0
    cse22 = cse0*v_ed_rotor_1 - cse2*v_ed_rotor_0 - cse20*v_ed_rotor_3 + cse4*v_ed_rotor_2
    cse23 = 1.7609170940803245*q_e_link3_2
    cse24 = -cse23*q_e_link3_3
    cse25 = q_e_link3_0*q_e_link3_1
    cse26 = 1.7609170940803245*cse25
    cse27 = q_e_link3_3**2
    cse28 = q_e_link3_0**2
    cse29 = 0.9482462695817502*cse28
    cse30 = 0.9482462695817502*q_e_link3_2
    cse31 = cse30*q_e_link3_3
    cse32 = 0.9482462695817502*cse25 + 1.7609170940803245*cse28 - 0.8804585470401622
    cse33 = 2.0*q_e_link3_2
    cse34 = q_e_link3_1*q_e_link3_3
    cse35 = 0.9482462695817502*q_e_link3_0
    cse36 = 1.7609170940803245*q_e_link3_3
    cse37 = q_e_link3_1**2
    cse38 = q_e_link3_2**2
    cse39 = q_e_link3_0*q_e_link3_3
    cse40 = 7.399973666762504*q_e_link3_2
    cse41 = cse40*q_e_link3_3
    cse42 = 7.399973666762504*cse25
    cse43 = 0.019743430640548176*cse27
    cse44 = 0.019743430640548176*cse28
    cse45 = cse40*q_e_link3_1
    cse46 = 7.399973666762504*cse39
    cse47 = 0.019743430640548176*cse34
    cse48 = 0.019743430640548176*q_e_link3_2
    cse49 = cse48*q_e_link3_0
    cse50 = 0.019743430640548176*cse25 + 7.399973666762504*cse28 + 7.399973666762504*cse38 - cse48*q_e_link3_3
    cse51 = 2*q_e_link3_2
    cse52 = 2*q_e_link3_0
    cse53 = 2*q_e_link3_3
    cse54 = 2*q_e_link3_1
    cse55 = cse51*v_ed_link3_1 + cse52*v_ed_link3_3 - cse53*v_ed_link3_0 - cse54*v_ed_link3_2
    cse56 = 2*cse28 - 1
    cse57 = cse55*(2*cse27 + cse56)
    cse58 = -cse51*v_ed_link3_0 + cse52*v_ed_link3_2 - cse53*v_ed_link3_1 + cse54*v_ed_link3_3
    cse59 = cse51*q_e_link3_3
    cse60 = 2*cse25
    cse61 = cse58*(cse59 + cse60)
    cse62 = -cse51*v_ed_link3_3 + cse52*v_ed_link3_1 + cse53*v_ed_link3_2 - cse54*v_ed_link3_0
    cse63 = cse53*q_e_link3_1
    cse64 = cse51*q_e_link3_0
    cse65 = cse62*(cse63 - cse64)
    cse66 = cse62*(2*cse37 + cse56)
    cse67 = cse55*(cse63 + cse64)
    cse68 = cse51*q_e_link3_1
    cse69 = cse53*q_e_link3_0
    cse70 = cse58*(cse68 - cse69)
    cse71 = cse55*(cse59 - cse60) + cse58*(2*cse38 + cse56) + cse62*(cse68 + cse69)
    cse72 = cse66 + cse67 + cse70
    cse73 = cse50 - 3.699986833381252
    cse74 = cse45 - cse46 - cse47 - cse49
    cse75 = cse41 + cse42 - cse43 - cse44 + 0.009871715320274088
    cse76 = cse57 + cse61 + cse65
    out = np.zeros((n, 2, 18))
    out[:, 0, 0] = cse1 - cse3
    out[:, 0, 1] = cse6 + cse8
    out[:, 0, 2] = cse11
    out[:, 0, 3] = cse14
    out[:, 0, 4] = cse15
    out[:, 0, 5] = cse6 + cse7
    out[:, 0, 6] = -cse16 - cse9 + 1
    out[:, 0, 7] = -cse12 + cse13
    out[:, 0, 8] = cse17
    out[:, 0, 9] = q_r_rotor_z
    out[:, 0, 10] = -q_r_rotor_y
    out[:, 0, 11] = q_r_rotor_x
    out[:, 0, 12] = cse11*cse19 + cse21*(cse5 + cse7) + cse22*(-cse1 + cse3)
    out[:, 0, 13] = -cse14*cse22 - cse15*cse21 - cse19*(cse5 + cse8)
    out[:, 0, 14] = cse17*cse19 + cse21*(cse12 - cse13) + cse22*(cse10 + cse16)
    out[:, 0, 15] = v_rd_rotor_z
    out[:, 0, 16] = -v_rd_rotor_y
    out[:, 0, 17] = v_rd_rotor_x
    out[:, 1, 0] = cse24 - cse26 + 0.9482462695817502*cse27 + cse29 - 0.4741231347908751
    out[:, 1, 1] = 1.7609170940803245*cse27 + cse31 + cse32
    out[:, 1, 2] = -cse33*q_e_link3_0 + 2.0*cse34
    out[:, 1, 3] = -cse23*q_e_link3_1 + 0.9482462695817502*cse34 + cse35*q_e_link3_2 + cse36*q_e_link3_0
    out[:, 1, 4] = cse23*q_e_link3_0 + cse30*q_e_link3_1 - cse35*q_e_link3_3 + cse36*q_e_link3_1
    out[:, 1, 5] = 2.0*cse28 + 2.0*cse37 - 1.0
    out[:, 1, 6] = -cse31 + cse32 + 1.7609170940803245*cse38
    out[:, 1, 7] = cse24 + cse26 - cse29 - 0.9482462695817502*cse38 + 0.4741231347908751
    out[:, 1, 8] = -cse33*q_e_link3_1 - 2.0*cse39
    out[:, 1, 9] = -cse41 - cse42 + cse43 + cse44 - q_r_link3_z - 0.009871715320274088
    out[:, 1, 10] = -cse45 + cse46 + cse47 + cse49 - q_r_link3_x - 4
    out[:, 1, 11] = cse50 + q_r_link3_y + 4.800013166618748
    out[:, 1, 12] = -cse57 - cse61 - cse65
    out[:, 1, 13] = -cse66 - cse67 - cse70
    out[:, 1, 14] = cse71
    out[:, 1, 15] = cse71*cse74 - cse72*cse73 - v_rd_link3_z
    out[:, 1, 16] = -cse71*cse75 + cse73*cse76 - v_rd_link3_x
    out[:, 1, 17] = -cse72*cse75 + cse74*cse76 + v_rd_link3_y
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



def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        v: velocity coordinates, one row each (n, 21).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2).
    """
    n = len(q)
    (
        _, _, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, v_rd_link2_x,
        v_rd_link2_y, v_rd_link2_z, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, v_rd_link3_x, v_rd_link3_y,
        v_rd_link3_z, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = _columns(v, n, 21, "v")

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
    out = np.zeros((n, 2))
    out[:, 0] = 0.5*v_rd_link2_x**2 + 0.5*v_rd_link2_y**2 + 0.5*v_rd_link2_z**2 + 0.5*v_rd_link3_x**2 + 0.5*v_rd_link3_y**2 + 0.5*v_rd_link3_z**2 + 1.0*v_rd_rotor_x**2 + 1.0*v_rd_rotor_y**2 + 1.0*v_rd_rotor_z**2 + (1/2)*(-4.0*cse0 + 4.0*cse1 + 4.0*cse2 - 4.0*q_e_rotor_2*v_ed_rotor_0)*(-2*cse0 + 2*cse1 + 2*cse2 - cse3*q_e_rotor_2) + (1/2)*(2*cse11 + cse12*q_e_link2_0 - 2*cse13 - 2*cse14)*(24.8*cse11 - 24.8*cse13 - 24.8*cse14 + 24.8*q_e_link2_0*v_ed_link2_1) + (1/2)*(0.02*cse15 + 0.02*cse16 - 0.02*cse17 - 0.02*q_e_link2_3*v_ed_link2_1)*(-cse12*q_e_link2_3 + 2*cse15 + 2*cse16 - 2*cse17) + (1/2)*(8.0*cse4 - 8.0*cse5 + 8.0*cse6 - 8.0*q_e_rotor_1*v_ed_rotor_0)*(-cse3*q_e_rotor_1 + 2*cse4 - 2*cse5 + 2*cse6) + (1/2)*(-cse10*v_ed_link3_0 + cse7*v_ed_link3_3 + cse8*q_e_link3_0 - cse9*q_e_link3_3)*(0.02*q_e_link3_0*v_ed_link3_2 + 0.02*q_e_link3_1*v_ed_link3_3 - 0.02*q_e_link3_2*v_ed_link3_0 - 0.02*q_e_link3_3*v_ed_link3_1) + (1/2)*(-cse10*v_ed_link3_3 - cse7*v_ed_link3_0 + cse8*q_e_link3_3 + cse9*q_e_link3_0)*(9.08*q_e_link3_0*v_ed_link3_1 - 9.08*q_e_link3_1*v_ed_link3_0 - 9.08*q_e_link3_2*v_ed_link3_3 + 9.08*q_e_link3_3*v_ed_link3_2)
    out[:, 1] = 9.81*q_r_link2_z + 9.81*q_r_link3_z + 19.62*q_r_rotor_z
    return out


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (1,), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros(1)
    return out



def power_rows(q, v, t, p):
    """power at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        v: velocity coordinates, one row each (n, 21).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 1).
    """
    n = len(q)
    out = np.zeros((n, 1))
    return out


def markers(q, v, a, p):
    """Per marker (rows): global position, velocity and acceleration of its body point
    (mechgen.symbolic.markers).

    Args:
        q: position coordinates (21).
        v: velocity coordinates (21).
        a: accelerations (time derivative of v) (21).
        p: parameters (0).

    Returns:
        ndarray of shape (0, 9), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    return np.array([
    ]).reshape(0, 9)



def markers_rows(q, v, a, p):
    """markers at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        v: velocity coordinates, one row each (n, 21).
        a: accelerations (time derivative of v), one row each (n, 21).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 0, 9).
    """
    n = len(q)
    out = np.zeros((n, 0, 9))
    return out


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



def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        v: velocity coordinates, one row each (n, 21).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, v_rd_link2_x,
        v_rd_link2_y, v_rd_link2_z, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, v_rd_link3_x, v_rd_link3_y,
        v_rd_link3_z, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = _columns(v, n, 21, "v")

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
    out = np.zeros((n, 6))
    out[:, 0] = cse0 + cse1 + cse2
    out[:, 1] = cse3 + cse4 + cse5
    out[:, 2] = cse6 + cse7 + cse8
    out[:, 3] = cse13*(24.8*cse14 + 24.8*q_e_link2_1**2 - 12.4) + cse19*(8.0*cse20 + 8.0*q_e_rotor_1**2 - 4.0) + cse25*(-cse26*q_e_link3_3 + cse27*q_e_link3_1) + cse28*(-cse29*q_e_link2_3 + 0.02*cse30) - cse3*q_r_rotor_z + cse31*(9.08*cse32 + 9.08*q_e_link3_1**2 - 4.54) + cse33*(-cse34*q_e_rotor_3 + cse35*q_e_rotor_1) - cse4*q_r_link3_z - cse5*q_r_link2_z + cse6*q_r_rotor_y + cse7*q_r_link3_y + cse8*q_r_link2_y
    out[:, 4] = cse0*q_r_rotor_z + cse1*q_r_link3_z + cse13*(24.8*cse30 + cse36*q_e_link2_3) + cse19*(cse39*q_e_rotor_1 + cse40*q_e_rotor_0) + cse2*q_r_link2_z + cse25*(0.02*cse32 + 0.02*q_e_link3_2**2 - 0.01) + cse28*(0.02*cse14 + 0.02*q_e_link2_2**2 - 0.01) + cse31*(cse37*q_e_link3_2 + cse38*q_e_link3_3) + cse33*(4.0*cse20 + 4.0*q_e_rotor_2**2 - 2.0) - cse6*q_r_rotor_x - cse7*q_r_link3_x - cse8*q_r_link2_x
    out[:, 5] = -cse0*q_r_rotor_y - cse1*q_r_link3_y + cse13*(-cse36*q_e_link2_2 + 24.8*q_e_link2_1*q_e_link2_3) + cse19*(-cse39*q_e_rotor_0 + cse40*q_e_rotor_1) - cse2*q_r_link2_y + cse25*(cse26*q_e_link3_1 + cse27*q_e_link3_3) + cse28*(cse29*q_e_link2_1 + 0.02*q_e_link2_2*q_e_link2_3) + cse3*q_r_rotor_x + cse31*(cse37*q_e_link3_3 - cse38*q_e_link3_2) + cse33*(cse34*q_e_rotor_1 + cse35*q_e_rotor_3) + cse4*q_r_link3_x + cse5*q_r_link2_x
    return out


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



def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 3, 12).
    """
    n = len(q)
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, q_r_link2_x,
        q_r_link2_y, q_r_link2_z, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, q_r_link3_x, q_r_link3_y,
        q_r_link3_z, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

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
    out = np.zeros((n, 3, 12))
    out[:, 0, 0] = q_r_rotor_x
    out[:, 0, 1] = q_r_rotor_y
    out[:, 0, 2] = q_r_rotor_z
    out[:, 0, 3] = cse0 + 2*q_e_rotor_1**2
    out[:, 0, 4] = cse2 - cse4
    out[:, 0, 5] = cse5 + cse6
    out[:, 0, 6] = cse2 + cse4
    out[:, 0, 7] = cse0 + 2*q_e_rotor_2**2
    out[:, 0, 8] = cse7 - cse8
    out[:, 0, 9] = cse5 - cse6
    out[:, 0, 10] = cse7 + cse8
    out[:, 0, 11] = cse0 + 2*q_e_rotor_3**2
    out[:, 1, 0] = q_r_link2_x
    out[:, 1, 1] = q_r_link2_y
    out[:, 1, 2] = q_r_link2_z
    out[:, 1, 3] = cse9 + 2*q_e_link2_1**2
    out[:, 1, 4] = cse11 - cse13
    out[:, 1, 5] = cse14 + cse15
    out[:, 1, 6] = cse11 + cse13
    out[:, 1, 7] = cse9 + 2*q_e_link2_2**2
    out[:, 1, 8] = cse16 - cse17
    out[:, 1, 9] = cse14 - cse15
    out[:, 1, 10] = cse16 + cse17
    out[:, 1, 11] = cse9 + 2*q_e_link2_3**2
    out[:, 2, 0] = q_r_link3_x
    out[:, 2, 1] = q_r_link3_y
    out[:, 2, 2] = q_r_link3_z
    out[:, 2, 3] = cse18 + 2*q_e_link3_1**2
    out[:, 2, 4] = cse20 - cse22
    out[:, 2, 5] = cse23 + cse24
    out[:, 2, 6] = cse20 + cse22
    out[:, 2, 7] = cse18 + 2*q_e_link3_2**2
    out[:, 2, 8] = cse25 - cse26
    out[:, 2, 9] = cse23 - cse24
    out[:, 2, 10] = cse25 + cse26
    out[:, 2, 11] = cse18 + 2*q_e_link3_3**2
    return out


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



def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        v: velocity coordinates, one row each (n, 21).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 3, 6).
    """
    n = len(q)
    (
        _, _, _, q_e_rotor_0,
        q_e_rotor_1, q_e_rotor_2, q_e_rotor_3, _,
        _, _, q_e_link2_0, q_e_link2_1,
        q_e_link2_2, q_e_link2_3, _, _,
        _, q_e_link3_0, q_e_link3_1, q_e_link3_2,
        q_e_link3_3,
    ) = _columns(q, n, 21, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_ed_rotor_0,
        v_ed_rotor_1, v_ed_rotor_2, v_ed_rotor_3, v_rd_link2_x,
        v_rd_link2_y, v_rd_link2_z, v_ed_link2_0, v_ed_link2_1,
        v_ed_link2_2, v_ed_link2_3, v_rd_link3_x, v_rd_link3_y,
        v_rd_link3_z, v_ed_link3_0, v_ed_link3_1, v_ed_link3_2,
        v_ed_link3_3,
    ) = _columns(v, n, 21, "v")

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
    out = np.zeros((n, 3, 6))
    out[:, 0, 0] = v_rd_rotor_x
    out[:, 0, 1] = v_rd_rotor_y
    out[:, 0, 2] = v_rd_rotor_z
    out[:, 0, 3] = cse10*(cse12 - cse13) + cse4*(cse5 + cse7) + cse9*(cse8 + 2*q_e_rotor_1**2)
    out[:, 0, 4] = cse10*(cse8 + 2*q_e_rotor_2**2) + cse4*(cse14 - cse15) + cse9*(cse12 + cse13)
    out[:, 0, 5] = cse10*(cse14 + cse15) + cse4*(cse8 + 2*q_e_rotor_3**2) + cse9*(cse5 - cse7)
    out[:, 1, 0] = v_rd_link2_x
    out[:, 1, 1] = v_rd_link2_y
    out[:, 1, 2] = v_rd_link2_z
    out[:, 1, 3] = cse20*(cse21 + 2*q_e_link2_1**2) + cse22*(cse23 + cse24) + cse25*(cse26 - cse27)
    out[:, 1, 4] = cse20*(cse26 + cse27) + cse22*(cse28 - cse29) + cse25*(cse21 + 2*q_e_link2_2**2)
    out[:, 1, 5] = cse20*(cse23 - cse24) + cse22*(cse21 + 2*q_e_link2_3**2) + cse25*(cse28 + cse29)
    out[:, 2, 0] = v_rd_link3_x
    out[:, 2, 1] = v_rd_link3_y
    out[:, 2, 2] = v_rd_link3_z
    out[:, 2, 3] = cse34*(cse35 + 2*q_e_link3_1**2) + cse37*(cse38 + cse39) + cse40*(cse41 - cse42)
    out[:, 2, 4] = cse34*(cse41 + cse42) + cse37*(cse43 - cse44) + cse40*(cse35 + 2*q_e_link3_2**2)
    out[:, 2, 5] = cse34*(cse38 - cse39) + cse37*(cse35 + 2*q_e_link3_3**2) + cse40*(cse43 + cse44)
    return out


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
    rp); see mechgen.symbolic.formulations.chart_offset.

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



def physical_data(p):
    """Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
    rest length: the numbers the runtime checks at run-time parameter values
    (mechgen.core.physical).

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (30,), 12 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros(30)
    out[_physical_data_INDEX] = (
        2.0,  # [0]
        4.0,  # [1]
        2.0,  # [5]
        0.0,  # [9]
        1.0,  # [10]
        12.4,  # [11]
        0.01,  # [15]
        0.0,  # [19]
        1.0,  # [20]
        4.54,  # [21]
        0.01,  # [25]
        0.0,  # [29]
    )
    return out



def forward_dynamics(q, v, t, p):
    """Forward dynamics: the accelerations a (N_V) of the index-1 equations
    [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002 eq. 3; M a = Q without
    constraint rows); NaN where the matrix is singular.

    Returns:
        ndarray of shape (21,).
    """
    m = np.reshape(M(q, p), (N_V, N_V))
    c = np.reshape(Phi_q(q, t, p), (N_C, N_V))
    s = np.block([[m, c.T], [c, np.zeros((N_C, N_C))]])
    rhs = np.concatenate([np.reshape(Q(q, v, t, p), N_V), np.reshape(gamma(q, v, t, p), N_C)])
    try:
        return np.linalg.solve(s, rhs)[:N_V]
    except np.linalg.LinAlgError:
        return np.full(N_V, np.nan)
