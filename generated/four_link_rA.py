# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: four_link
# formulation: rA
# scheme: any
# input hash: 07d88c4c38ed37e5
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
INPUT_HASH = '07d88c4c38ed37e5'
N_Q = 36
N_V = 18
N_C = 18
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
 'taylor_residual',
 'taylor_matrix',
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
 'formulation': 'rA',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '07d88c4c38ed37e5',
 'bodies': ['rotor', 'link2', 'link3'],
 'springs': [],
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
 'tangent_identity': False,
 'mass_matrix_constant': True,
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
             'taylor_residual',
             'taylor_matrix',
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
    seed 001 eq. 37 keeps just I); identity for rp, re and relative.

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



def qdot(q, v):
    """The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and
    re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the
    Euler parameters of a ball joint or free body, A u for a free body's centre of mass
    (seed 001 eq. 39c), the rates elsewhere.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).

    Returns:
        ndarray of shape (36,), 36 nonzero.
    """
    # 81 operations after common subexpression elimination
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
        v_rd_rotor_x,  # [0]
        v_rd_rotor_y,  # [1]
        v_rd_rotor_z,  # [2]
        q_A_rotor_12*v_w_rotor_z - q_A_rotor_13*v_w_rotor_y,  # [3]
        -q_A_rotor_11*v_w_rotor_z + q_A_rotor_13*v_w_rotor_x,  # [4]
        q_A_rotor_11*v_w_rotor_y - q_A_rotor_12*v_w_rotor_x,  # [5]
        q_A_rotor_22*v_w_rotor_z - q_A_rotor_23*v_w_rotor_y,  # [6]
        -q_A_rotor_21*v_w_rotor_z + q_A_rotor_23*v_w_rotor_x,  # [7]
        q_A_rotor_21*v_w_rotor_y - q_A_rotor_22*v_w_rotor_x,  # [8]
        q_A_rotor_32*v_w_rotor_z - q_A_rotor_33*v_w_rotor_y,  # [9]
        -q_A_rotor_31*v_w_rotor_z + q_A_rotor_33*v_w_rotor_x,  # [10]
        q_A_rotor_31*v_w_rotor_y - q_A_rotor_32*v_w_rotor_x,  # [11]
        v_rd_link2_x,  # [12]
        v_rd_link2_y,  # [13]
        v_rd_link2_z,  # [14]
        q_A_link2_12*v_w_link2_z - q_A_link2_13*v_w_link2_y,  # [15]
        -q_A_link2_11*v_w_link2_z + q_A_link2_13*v_w_link2_x,  # [16]
        q_A_link2_11*v_w_link2_y - q_A_link2_12*v_w_link2_x,  # [17]
        q_A_link2_22*v_w_link2_z - q_A_link2_23*v_w_link2_y,  # [18]
        -q_A_link2_21*v_w_link2_z + q_A_link2_23*v_w_link2_x,  # [19]
        q_A_link2_21*v_w_link2_y - q_A_link2_22*v_w_link2_x,  # [20]
        q_A_link2_32*v_w_link2_z - q_A_link2_33*v_w_link2_y,  # [21]
        -q_A_link2_31*v_w_link2_z + q_A_link2_33*v_w_link2_x,  # [22]
        q_A_link2_31*v_w_link2_y - q_A_link2_32*v_w_link2_x,  # [23]
        v_rd_link3_x,  # [24]
        v_rd_link3_y,  # [25]
        v_rd_link3_z,  # [26]
        q_A_link3_12*v_w_link3_z - q_A_link3_13*v_w_link3_y,  # [27]
        -q_A_link3_11*v_w_link3_z + q_A_link3_13*v_w_link3_x,  # [28]
        q_A_link3_11*v_w_link3_y - q_A_link3_12*v_w_link3_x,  # [29]
        q_A_link3_22*v_w_link3_z - q_A_link3_23*v_w_link3_y,  # [30]
        -q_A_link3_21*v_w_link3_z + q_A_link3_23*v_w_link3_x,  # [31]
        q_A_link3_21*v_w_link3_y - q_A_link3_22*v_w_link3_x,  # [32]
        q_A_link3_32*v_w_link3_z - q_A_link3_33*v_w_link3_y,  # [33]
        -q_A_link3_31*v_w_link3_z + q_A_link3_33*v_w_link3_x,  # [34]
        q_A_link3_31*v_w_link3_y - q_A_link3_32*v_w_link3_x,  # [35]
    ])



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (36).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 65 operations after common subexpression elimination
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
    cse13 = math.sin(cse12)
    cse14 = math.cos(cse12)
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
        2*(cse13*q_A_rotor_31 + cse14*q_A_rotor_21)/(cse13*q_A_rotor_21 - cse14*q_A_rotor_31 + 1),  # [17]
    ])



def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    t = _times(t, n)

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
    cse12 = np.pi*t
    cse13 = np.sin(cse12)
    cse14 = np.cos(cse12)
    out = np.zeros((n, 18))
    out[:, 0] = q_A_rotor_11
    out[:, 1] = q_A_rotor_12
    out[:, 2] = cse0
    out[:, 3] = cse1
    out[:, 4] = cse2
    out[:, 5] = q_A_link3_23
    out[:, 6] = q_A_link3_22
    out[:, 7] = -cse3 + cse4 - 4
    out[:, 8] = -cse5 + cse6 - 8.5
    out[:, 9] = -cse7 + cse8
    out[:, 10] = cse3 + cse4 - cse9 + q_r_link2_x
    out[:, 11] = -cse10 + cse5 + cse6 + q_r_link2_y
    out[:, 12] = -cse11 + cse7 + cse8 + q_r_link2_z
    out[:, 13] = cse0 + cse9 + 2*q_A_rotor_11 + q_r_link2_x
    out[:, 14] = cse1 + cse10 + 2*q_A_rotor_21 + q_r_link2_y
    out[:, 15] = cse11 + cse2 + 2*q_A_rotor_31 + q_r_link2_z
    out[:, 16] = q_A_link2_13*(-0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13) + q_A_link2_23*(-0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23) + q_A_link2_33*(-0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33)
    out[:, 17] = 2*(cse13*q_A_rotor_31 + cse14*q_A_rotor_21)/(cse13*q_A_rotor_21 - cse14*q_A_rotor_31 + 1)
    return out


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Args:
        q: position coordinates (36).
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
        q: position coordinates, one row each (n, 36).
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
        q: position coordinates (36).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 63 nonzero.
    """
    # 125 operations after common subexpression elimination
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
    cse22 = math.cos(cse21)
    cse23 = math.sin(cse21)
    cse24 = -cse22*q_A_rotor_31 + cse23*q_A_rotor_21 + 1
    cse25 = 2*(cse22*q_A_rotor_21 + cse23*q_A_rotor_31)/cse24**2
    cse26 = 2/cse24
    cse27 = cse22*cse25 + cse23*cse26
    cse28 = cse22*cse26 - cse23*cse25
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
        -cse27*q_A_rotor_33 - cse28*q_A_rotor_23,  # [17, 4]
        cse27*q_A_rotor_32 + cse28*q_A_rotor_22,  # [17, 5]
    )
    return out



def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18, 18).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    t = _times(t, n)

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
    cse21 = np.pi*t
    cse22 = np.cos(cse21)
    cse23 = np.sin(cse21)
    cse24 = -cse22*q_A_rotor_31 + cse23*q_A_rotor_21 + 1
    cse25 = 2*(cse22*q_A_rotor_21 + cse23*q_A_rotor_31)/cse24**2
    cse26 = 2/cse24
    cse27 = cse22*cse25 + cse23*cse26
    cse28 = cse22*cse26 - cse23*cse25
    out = np.zeros((n, 18, 18))
    out[:, 0, 4] = -q_A_rotor_13
    out[:, 0, 5] = q_A_rotor_12
    out[:, 1, 3] = q_A_rotor_13
    out[:, 1, 5] = -q_A_rotor_11
    out[:, 2, 0] = -1
    out[:, 3, 1] = -1
    out[:, 4, 2] = -1
    out[:, 5, 15] = -q_A_link3_22
    out[:, 5, 16] = q_A_link3_21
    out[:, 6, 15] = q_A_link3_23
    out[:, 6, 17] = -q_A_link3_21
    out[:, 7, 12] = -1
    out[:, 7, 15] = -cse0
    out[:, 7, 17] = cse1
    out[:, 8, 13] = -1
    out[:, 8, 15] = -cse2
    out[:, 8, 17] = cse3
    out[:, 9, 14] = -1
    out[:, 9, 15] = -cse4
    out[:, 9, 17] = cse5
    out[:, 10, 6] = 1
    out[:, 10, 9] = -cse6
    out[:, 10, 11] = cse7
    out[:, 10, 12] = -1
    out[:, 10, 15] = cse0
    out[:, 10, 17] = -cse1
    out[:, 11, 7] = 1
    out[:, 11, 9] = -cse8
    out[:, 11, 11] = cse9
    out[:, 11, 13] = -1
    out[:, 11, 15] = cse2
    out[:, 11, 17] = -cse3
    out[:, 12, 8] = 1
    out[:, 12, 9] = -cse10
    out[:, 12, 11] = cse11
    out[:, 12, 14] = -1
    out[:, 12, 15] = cse4
    out[:, 12, 17] = -cse5
    out[:, 13, 0] = -1
    out[:, 13, 4] = -2*q_A_rotor_13
    out[:, 13, 5] = 2*q_A_rotor_12
    out[:, 13, 6] = 1
    out[:, 13, 9] = cse6
    out[:, 13, 11] = -cse7
    out[:, 14, 1] = -1
    out[:, 14, 4] = -2*q_A_rotor_23
    out[:, 14, 5] = 2*q_A_rotor_22
    out[:, 14, 7] = 1
    out[:, 14, 9] = cse8
    out[:, 14, 11] = -cse9
    out[:, 15, 2] = -1
    out[:, 15, 4] = -2*q_A_rotor_33
    out[:, 15, 5] = 2*q_A_rotor_32
    out[:, 15, 8] = 1
    out[:, 15, 9] = cse10
    out[:, 15, 11] = -cse11
    out[:, 16, 3] = -cse12*q_A_rotor_32 - cse13*q_A_rotor_33 - cse14*q_A_rotor_22 - cse15*q_A_rotor_23 - cse16*q_A_rotor_12 - cse17*q_A_rotor_13
    out[:, 16, 4] = cse12*q_A_rotor_31 + cse14*q_A_rotor_21 + cse16*q_A_rotor_11
    out[:, 16, 5] = cse13*q_A_rotor_31 + cse15*q_A_rotor_21 + cse17*q_A_rotor_11
    out[:, 16, 9] = -cse18*q_A_link2_32 - cse19*q_A_link2_22 - cse20*q_A_link2_12
    out[:, 16, 10] = cse18*q_A_link2_31 + cse19*q_A_link2_21 + cse20*q_A_link2_11
    out[:, 17, 4] = -cse27*q_A_rotor_33 - cse28*q_A_rotor_23
    out[:, 17, 5] = cse27*q_A_rotor_32 + cse28*q_A_rotor_22
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
    # 24 operations after common subexpression elimination
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
    cse1 = math.sin(cse0)
    cse2 = cse1*q_A_rotor_31
    cse3 = math.cos(cse0)
    cse4 = cse3*q_A_rotor_21
    cse5 = cse1*q_A_rotor_21
    cse6 = cse3*q_A_rotor_31
    cse7 = cse5 - cse6 + 1
    out = np.zeros(18)
    out[_nu_INDEX] = (
        -2*(-math.pi*cse5 + math.pi*cse6)/cse7 + 2*(cse2 + cse4)*(math.pi*cse2 + math.pi*cse4)/cse7**2,  # [17]
    )
    return out



def nu_rows(q, t, p):
    """nu at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    t = _times(t, n)

    cse0 = np.pi*t
    cse1 = np.sin(cse0)
    cse2 = cse1*q_A_rotor_31
    cse3 = np.cos(cse0)
    cse4 = cse3*q_A_rotor_21
    cse5 = cse1*q_A_rotor_21
    cse6 = cse3*q_A_rotor_31
    cse7 = cse5 - cse6 + 1
    out = np.zeros((n, 18))
    out[:, 17] = -2*(-np.pi*cse5 + np.pi*cse6)/cse7 + 2*(cse2 + cse4)*(np.pi*cse2 + np.pi*cse4)/cse7**2
    return out


def velocity_residual(q, v, t, p):
    """Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where
    the velocities satisfy the constraints; the runtime's velocity violation.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 176 operations after common subexpression elimination
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
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = q_A_rotor_12*v_w_rotor_z
    cse1 = q_A_rotor_13*v_w_rotor_y
    cse2 = -v_rd_rotor_x
    cse3 = -v_rd_rotor_y
    cse4 = -v_rd_rotor_z
    cse5 = q_A_link3_21*v_w_link3_z
    cse6 = q_A_link3_23*v_w_link3_x
    cse7 = 3.7*v_w_link3_z
    cse8 = cse7*q_A_link3_11
    cse9 = 3.7*v_w_link3_x
    cse10 = cse9*q_A_link3_13
    cse11 = -v_rd_link3_x
    cse12 = 3.7*cse5
    cse13 = 3.7*cse6
    cse14 = -v_rd_link3_y
    cse15 = cse7*q_A_link3_31
    cse16 = cse9*q_A_link3_33
    cse17 = -v_rd_link3_z
    cse18 = 6.1*v_w_link2_z
    cse19 = cse18*q_A_link2_11
    cse20 = 6.1*v_w_link2_x
    cse21 = cse20*q_A_link2_13
    cse22 = cse18*q_A_link2_21
    cse23 = cse20*q_A_link2_23
    cse24 = cse18*q_A_link2_31
    cse25 = cse20*q_A_link2_33
    cse26 = 2*v_w_rotor_z
    cse27 = 2*v_w_rotor_y
    cse28 = -0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33
    cse29 = -0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23
    cse30 = -0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13
    cse31 = 0.6617538733301699*q_A_link2_33
    cse32 = 0.6617538733301699*q_A_link2_23
    cse33 = 0.6617538733301699*q_A_link2_13
    cse34 = 0.7497211555855399*q_A_link2_33
    cse35 = 0.7497211555855399*q_A_link2_23
    cse36 = 0.7497211555855399*q_A_link2_13
    cse37 = math.pi*t
    cse38 = math.sin(cse37)
    cse39 = cse38*q_A_rotor_21
    cse40 = math.cos(cse37)
    cse41 = cse40*q_A_rotor_31
    cse42 = cse39 - cse41 + 1
    cse43 = 2/cse42
    cse44 = cse38*q_A_rotor_31
    cse45 = cse40*q_A_rotor_21
    cse46 = 2*(cse44 + cse45)/cse42**2
    cse47 = cse38*cse43 + cse40*cse46
    cse48 = -cse38*cse46 + cse40*cse43
    return np.array([
        cse0 - cse1,  # [0]
        -q_A_rotor_11*v_w_rotor_z + q_A_rotor_13*v_w_rotor_x,  # [1]
        cse2,  # [2]
        cse3,  # [3]
        cse4,  # [4]
        q_A_link3_21*v_w_link3_y - q_A_link3_22*v_w_link3_x,  # [5]
        -cse5 + cse6,  # [6]
        -cse10 + cse11 + cse8,  # [7]
        cse12 - cse13 + cse14,  # [8]
        cse15 - cse16 + cse17,  # [9]
        cse10 + cse11 + cse19 - cse21 - cse8 + v_rd_link2_x,  # [10]
        -cse12 + cse13 + cse14 + cse22 - cse23 + v_rd_link2_y,  # [11]
        -cse15 + cse16 + cse17 + cse24 - cse25 + v_rd_link2_z,  # [12]
        2*cse0 - 2*cse1 - cse19 + cse2 + cse21 + v_rd_link2_x,  # [13]
        -cse22 + cse23 + cse26*q_A_rotor_22 - cse27*q_A_rotor_23 + cse3 + v_rd_link2_y,  # [14]
        -cse24 + cse25 + cse26*q_A_rotor_32 - cse27*q_A_rotor_33 + cse4 + v_rd_link2_z,  # [15]
        v_w_link2_x*(-cse28*q_A_link2_32 - cse29*q_A_link2_22 - cse30*q_A_link2_12) + v_w_link2_y*(cse28*q_A_link2_31 + cse29*q_A_link2_21 + cse30*q_A_link2_11) + v_w_rotor_x*(-cse31*q_A_rotor_33 - cse32*q_A_rotor_23 - cse33*q_A_rotor_13 - cse34*q_A_rotor_32 - cse35*q_A_rotor_22 - cse36*q_A_rotor_12) + v_w_rotor_y*(cse34*q_A_rotor_31 + cse35*q_A_rotor_21 + cse36*q_A_rotor_11) + v_w_rotor_z*(cse31*q_A_rotor_31 + cse32*q_A_rotor_21 + cse33*q_A_rotor_11),  # [16]
        cse43*(-math.pi*cse39 + math.pi*cse41) - cse46*(math.pi*cse44 + math.pi*cse45) + v_w_rotor_y*(-cse47*q_A_rotor_33 - cse48*q_A_rotor_23) + v_w_rotor_z*(cse47*q_A_rotor_32 + cse48*q_A_rotor_22),  # [17]
    ])



def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        v: velocity coordinates, one row each (n, 18).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = _columns(v, n, 18, "v")

    t = _times(t, n)

    cse0 = q_A_rotor_12*v_w_rotor_z
    cse1 = q_A_rotor_13*v_w_rotor_y
    cse2 = -v_rd_rotor_x
    cse3 = -v_rd_rotor_y
    cse4 = -v_rd_rotor_z
    cse5 = q_A_link3_21*v_w_link3_z
    cse6 = q_A_link3_23*v_w_link3_x
    cse7 = 3.7*v_w_link3_z
    cse8 = cse7*q_A_link3_11
    cse9 = 3.7*v_w_link3_x
    cse10 = cse9*q_A_link3_13
    cse11 = -v_rd_link3_x
    cse12 = 3.7*cse5
    cse13 = 3.7*cse6
    cse14 = -v_rd_link3_y
    cse15 = cse7*q_A_link3_31
    cse16 = cse9*q_A_link3_33
    cse17 = -v_rd_link3_z
    cse18 = 6.1*v_w_link2_z
    cse19 = cse18*q_A_link2_11
    cse20 = 6.1*v_w_link2_x
    cse21 = cse20*q_A_link2_13
    cse22 = cse18*q_A_link2_21
    cse23 = cse20*q_A_link2_23
    cse24 = cse18*q_A_link2_31
    cse25 = cse20*q_A_link2_33
    cse26 = 2*v_w_rotor_z
    cse27 = 2*v_w_rotor_y
    cse28 = -0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33
    cse29 = -0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23
    cse30 = -0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13
    cse31 = 0.6617538733301699*q_A_link2_33
    cse32 = 0.6617538733301699*q_A_link2_23
    cse33 = 0.6617538733301699*q_A_link2_13
    cse34 = 0.7497211555855399*q_A_link2_33
    cse35 = 0.7497211555855399*q_A_link2_23
    cse36 = 0.7497211555855399*q_A_link2_13
    cse37 = np.pi*t
    cse38 = np.sin(cse37)
    cse39 = cse38*q_A_rotor_21
    cse40 = np.cos(cse37)
    cse41 = cse40*q_A_rotor_31
    cse42 = cse39 - cse41 + 1
    cse43 = 2/cse42
    cse44 = cse38*q_A_rotor_31
    cse45 = cse40*q_A_rotor_21
    cse46 = 2*(cse44 + cse45)/cse42**2
    cse47 = cse38*cse43 + cse40*cse46
    cse48 = -cse38*cse46 + cse40*cse43
    out = np.zeros((n, 18))
    out[:, 0] = cse0 - cse1
    out[:, 1] = -q_A_rotor_11*v_w_rotor_z + q_A_rotor_13*v_w_rotor_x
    out[:, 2] = cse2
    out[:, 3] = cse3
    out[:, 4] = cse4
    out[:, 5] = q_A_link3_21*v_w_link3_y - q_A_link3_22*v_w_link3_x
    out[:, 6] = -cse5 + cse6
    out[:, 7] = -cse10 + cse11 + cse8
    out[:, 8] = cse12 - cse13 + cse14
    out[:, 9] = cse15 - cse16 + cse17
    out[:, 10] = cse10 + cse11 + cse19 - cse21 - cse8 + v_rd_link2_x
    out[:, 11] = -cse12 + cse13 + cse14 + cse22 - cse23 + v_rd_link2_y
    out[:, 12] = -cse15 + cse16 + cse17 + cse24 - cse25 + v_rd_link2_z
    out[:, 13] = 2*cse0 - 2*cse1 - cse19 + cse2 + cse21 + v_rd_link2_x
    out[:, 14] = -cse22 + cse23 + cse26*q_A_rotor_22 - cse27*q_A_rotor_23 + cse3 + v_rd_link2_y
    out[:, 15] = -cse24 + cse25 + cse26*q_A_rotor_32 - cse27*q_A_rotor_33 + cse4 + v_rd_link2_z
    out[:, 16] = v_w_link2_x*(-cse28*q_A_link2_32 - cse29*q_A_link2_22 - cse30*q_A_link2_12) + v_w_link2_y*(cse28*q_A_link2_31 + cse29*q_A_link2_21 + cse30*q_A_link2_11) + v_w_rotor_x*(-cse31*q_A_rotor_33 - cse32*q_A_rotor_23 - cse33*q_A_rotor_13 - cse34*q_A_rotor_32 - cse35*q_A_rotor_22 - cse36*q_A_rotor_12) + v_w_rotor_y*(cse34*q_A_rotor_31 + cse35*q_A_rotor_21 + cse36*q_A_rotor_11) + v_w_rotor_z*(cse31*q_A_rotor_31 + cse32*q_A_rotor_21 + cse33*q_A_rotor_11)
    out[:, 17] = cse43*(-np.pi*cse39 + np.pi*cse41) - cse46*(np.pi*cse44 + np.pi*cse45) + v_w_rotor_y*(-cse47*q_A_rotor_33 - cse48*q_A_rotor_23) + v_w_rotor_z*(cse47*q_A_rotor_32 + cse48*q_A_rotor_22)
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
    # 389 operations after common subexpression elimination
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
    cse43 = cse42*v_w_rotor_z
    cse44 = q_A_rotor_31*v_w_rotor_y
    cse45 = cse44 - q_A_rotor_32*v_w_rotor_x
    cse46 = cse45*v_w_rotor_y
    cse47 = q_A_rotor_31*v_w_rotor_z
    cse48 = -cse47 + q_A_rotor_33*v_w_rotor_x
    cse49 = cse48*v_w_rotor_z
    cse50 = 0.7497211555855399*q_A_rotor_33
    cse51 = 0.6617538733301699*q_A_rotor_32
    cse52 = 0.7497211555855399*q_A_rotor_23
    cse53 = 0.6617538733301699*q_A_rotor_22
    cse54 = 0.7497211555855399*v_w_rotor_y
    cse55 = 0.6617538733301699*q_A_link2_13
    cse56 = 0.7497211555855399*v_w_rotor_x
    cse57 = 0.7497211555855399*q_A_rotor_13
    cse58 = 0.6617538733301699*q_A_rotor_12
    cse59 = q_A_rotor_22*v_w_rotor_z - q_A_rotor_23*v_w_rotor_y
    cse60 = 0.6617538733301699*v_w_rotor_z
    cse61 = 0.6617538733301699*v_w_rotor_x
    cse62 = q_A_rotor_32*v_w_rotor_z - q_A_rotor_33*v_w_rotor_y
    cse63 = math.pi*t
    cse64 = math.cos(cse63)
    cse65 = math.sin(cse63)
    cse66 = cse65*q_A_rotor_31
    cse67 = cse64*q_A_rotor_21
    cse68 = cse66 + cse67
    cse69 = cse65*q_A_rotor_21
    cse70 = cse64*q_A_rotor_31
    cse71 = cse69 - cse70 + 1
    cse72 = cse71**(-2)
    cse73 = 2*cse72
    cse74 = cse68*cse73
    cse75 = cse64*cse74
    cse76 = 2/cse71
    cse77 = cse65*cse76
    cse78 = cse65*cse74
    cse79 = cse64*cse76
    cse80 = 4*cse72
    cse81 = cse64*cse65
    cse82 = cse80*cse81
    cse83 = cse65**2
    cse84 = 4*cse68/cse71**3
    cse85 = -cse82 + cse83*cse84
    cse86 = cse64**2
    cse87 = -cse73*cse83 + cse73*cse86 - cse81*cse84
    cse88 = math.pi*cse66 + math.pi*cse67
    cse89 = cse73*cse88
    cse90 = -math.pi*cse69 + math.pi*cse70
    cse91 = cse73*cse90
    cse92 = cse84*cse88
    cse93 = -cse64*cse89 - cse65*cse91 + cse65*cse92 - math.pi*cse75 - math.pi*cse77
    cse94 = math.pi**2
    cse95 = cse64*cse91 - cse64*cse92 - cse65*cse89 - math.pi*cse78 + math.pi*cse79
    cse96 = cse82 + cse84*cse86
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
        -cse29 + cse31 + 2*cse40 - 2*cse43,  # [14]
        -cse35 + cse37 + 2*cse46 - 2*cse49,  # [15]
        -cse1*(-0.7497211555855399*cse18 + 0.7497211555855399*cse19 - cse55*v_w_rotor_x) - cse20*(0.7497211555855399*cse0 + 0.6617538733301699*cse3 + v_w_rotor_x*(-0.7497211555855399*q_A_rotor_12 - 0.6617538733301699*q_A_rotor_13)) - cse23*v_w_link2_y*(cse57 - cse58) - cse28*(0.7497211555855399*cse38 + 0.6617538733301699*cse41 + v_w_rotor_x*(-0.7497211555855399*q_A_rotor_22 - 0.6617538733301699*q_A_rotor_23)) - cse30*v_w_link2_y*(cse52 - cse53) - cse34*(0.7497211555855399*cse44 + 0.6617538733301699*cse47 + v_w_rotor_x*(-0.7497211555855399*q_A_rotor_32 - 0.6617538733301699*q_A_rotor_33)) - cse36*v_w_link2_y*(cse50 - cse51) - cse39*(-0.7497211555855399*cse26 + 0.7497211555855399*cse27 - cse61*q_A_link2_23) - cse4*(0.6617538733301699*cse18 - 0.6617538733301699*cse19 - cse56*q_A_link2_13) - cse42*(0.6617538733301699*cse26 - 0.6617538733301699*cse27 - cse56*q_A_link2_23) - cse45*(-0.7497211555855399*cse32 + 0.7497211555855399*cse33 - cse61*q_A_link2_33) - cse48*(0.6617538733301699*cse32 - 0.6617538733301699*cse33 - cse56*q_A_link2_33) - cse59*(cse54*q_A_link2_23 + cse60*q_A_link2_23) - cse6*(cse54*q_A_link2_13 + cse55*v_w_rotor_z) - cse62*(cse54*q_A_link2_33 + cse60*q_A_link2_33) - v_w_link2_x*(-cse50 + cse51)*(-q_A_link2_31*v_w_link2_z + q_A_link2_33*v_w_link2_x) - v_w_link2_x*(-cse52 + cse53)*(-q_A_link2_21*v_w_link2_z + q_A_link2_23*v_w_link2_x) - v_w_link2_x*(-cse57 + cse58)*(-q_A_link2_11*v_w_link2_z + q_A_link2_13*v_w_link2_x),  # [16]
        -cse40*(cse78 - cse79) - cse43*(-cse78 + cse79) - cse46*(-cse75 - cse77) - cse49*(cse75 + cse77) - cse59*(cse93 + v_w_rotor_y*(-cse85*q_A_rotor_23 - cse87*q_A_rotor_33) + v_w_rotor_z*(cse85*q_A_rotor_22 + cse87*q_A_rotor_32)) - cse62*(cse95 + v_w_rotor_y*(-cse87*q_A_rotor_23 - cse96*q_A_rotor_33) + v_w_rotor_z*(cse87*q_A_rotor_22 + cse96*q_A_rotor_32)) + cse74*(-cse69*cse94 + cse70*cse94) - cse76*(-cse66*cse94 - cse67*cse94) + cse80*cse88*cse90 - cse84*cse88**2 - v_w_rotor_y*(-cse93*q_A_rotor_23 - cse95*q_A_rotor_33) - v_w_rotor_z*(cse93*q_A_rotor_22 + cse95*q_A_rotor_32),  # [17]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V
    + K^T J K, u = V v and omega = K v their body-frame velocities (Kane's equations,
    mechgen.symbolic.relative).

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



def M_rows(q, p):
    """M at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18, 18).
    """
    n = len(q)
    out = np.zeros((n, 18, 18))
    out[:, 0, 0] = 2.0
    out[:, 1, 1] = 2.0
    out[:, 2, 2] = 2.0
    out[:, 3, 3] = 4.0
    out[:, 4, 4] = 2.0
    out[:, 6, 6] = 1.0
    out[:, 7, 7] = 1.0
    out[:, 8, 8] = 1.0
    out[:, 9, 9] = 12.4
    out[:, 10, 10] = 0.01
    out[:, 12, 12] = 1.0
    out[:, 13, 13] = 1.0
    out[:, 14, 14] = 1.0
    out[:, 15, 15] = 4.54
    out[:, 16, 16] = 0.01
    return out


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for
    relative, the body-frame loads and the bias accelerations at frozen v projected by V^T
    and K^T (mechgen.symbolic.relative).

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



def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        v: velocity coordinates, one row each (n, 18).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18).
    """
    n = len(q)
    (
        _, _, _, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, _, _,
        _, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        _, _, _, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = _columns(v, n, 18, "v")

    cse0 = 2.0*v_w_rotor_y
    out = np.zeros((n, 18))
    out[:, 2] = -19.62
    out[:, 3] = cse0*v_w_rotor_z
    out[:, 4] = -4.0*v_w_rotor_x*v_w_rotor_z
    out[:, 5] = cse0*v_w_rotor_x
    out[:, 8] = -9.81
    out[:, 9] = 0.01*v_w_link2_y*v_w_link2_z
    out[:, 10] = -12.4*v_w_link2_x*v_w_link2_z
    out[:, 11] = 12.39*v_w_link2_x*v_w_link2_y
    out[:, 14] = -9.81
    out[:, 15] = 0.01*v_w_link3_y*v_w_link3_z
    out[:, 16] = -4.54*v_w_link3_x*v_w_link3_z
    out[:, 17] = 4.53*v_w_link3_x*v_w_link3_y
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
    # 343 operations after common subexpression elimination
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

    cse0 = 0.6617538733301699*q_A_rotor_32
    cse1 = lam_16*q_A_link2_33
    cse2 = 0.7497211555855399*q_A_rotor_33
    cse3 = 0.6617538733301699*q_A_rotor_22
    cse4 = lam_16*q_A_link2_23
    cse5 = 0.7497211555855399*q_A_rotor_23
    cse6 = lam_16*q_A_link2_13
    cse7 = 0.6617538733301699*cse6
    cse8 = -cse7 + lam_1
    cse9 = 0.7497211555855399*q_A_rotor_13
    cse10 = -cse6*cse9
    cse11 = 0.6617538733301699*cse1
    cse12 = 0.6617538733301699*cse4
    cse13 = 0.7497211555855399*cse1
    cse14 = 0.7497211555855399*cse4
    cse15 = 0.7497211555855399*q_A_rotor_11
    cse16 = 0.6617538733301699*q_A_rotor_33
    cse17 = 0.7497211555855399*q_A_rotor_32
    cse18 = lam_16*(-cse16 - cse17)
    cse19 = 0.6617538733301699*q_A_rotor_23
    cse20 = 0.7497211555855399*q_A_rotor_22
    cse21 = lam_16*(-cse19 - cse20)
    cse22 = 0.6617538733301699*q_A_rotor_13
    cse23 = 0.7497211555855399*q_A_rotor_12
    cse24 = -cse22 - cse23
    cse25 = lam_16*q_A_link2_12
    cse26 = lam_16*q_A_link2_11
    cse27 = 2*lam_15
    cse28 = math.pi*t
    cse29 = math.cos(cse28)
    cse30 = math.sin(cse28)
    cse31 = cse29*q_A_rotor_21 + cse30*q_A_rotor_31
    cse32 = -cse29*q_A_rotor_31 + cse30*q_A_rotor_21 + 1
    cse33 = cse32**(-2)
    cse34 = 2*cse33
    cse35 = cse31*cse34
    cse36 = cse29*cse35
    cse37 = 2/cse32
    cse38 = cse30*cse37
    cse39 = -cse27 + lam_17*(-cse36 - cse38)
    cse40 = 2*lam_14
    cse41 = cse30*cse35
    cse42 = cse29*cse37
    cse43 = -cse40 + lam_17*(cse41 - cse42)
    cse44 = 2*lam_13
    cse45 = -cse44 - lam_0
    cse46 = cse29**2
    cse47 = cse30**2
    cse48 = 4*cse29*cse30
    cse49 = cse31/cse32**3
    cse50 = cse34*cse46 - cse34*cse47 - cse48*cse49
    cse51 = cse33*cse48
    cse52 = 4*cse49
    cse53 = cse46*cse52 + cse51
    cse54 = cse13 + lam_17*(-cse50*q_A_rotor_23 - cse53*q_A_rotor_33)
    cse55 = cse47*cse52 - cse51
    cse56 = cse14 + lam_17*(-cse50*q_A_rotor_33 - cse55*q_A_rotor_23)
    cse57 = lam_16*q_A_link2_32
    cse58 = 0.7497211555855399*q_A_rotor_31
    cse59 = lam_16*q_A_link2_22
    cse60 = 0.7497211555855399*q_A_rotor_21
    cse61 = -cse15*cse25 - cse57*cse58 - cse59*cse60
    cse62 = lam_16*q_A_link2_31
    cse63 = lam_16*q_A_link2_21
    cse64 = cse15*cse26 + cse58*cse62 + cse60*cse63
    cse65 = cse27 + lam_17*(cse36 + cse38)
    cse66 = cse40 + lam_17*(-cse41 + cse42)
    cse67 = cse44 + lam_0
    cse68 = cse11 + lam_17*(cse50*q_A_rotor_22 + cse53*q_A_rotor_32)
    cse69 = cse12 + lam_17*(cse50*q_A_rotor_32 + cse55*q_A_rotor_22)
    cse70 = cse7 - lam_1
    cse71 = 0.6617538733301699*q_A_rotor_31
    cse72 = 0.6617538733301699*q_A_rotor_21
    cse73 = 0.6617538733301699*q_A_rotor_11
    cse74 = -cse25*cse73 - cse57*cse71 - cse59*cse72
    cse75 = cse26*cse73 + cse62*cse71 + cse63*cse72
    cse76 = 6.1*lam_11
    cse77 = 6.1*lam_14
    cse78 = -cse76 + cse77
    cse79 = 6.1*lam_12
    cse80 = 6.1*lam_15
    cse81 = -cse79 + cse80
    cse82 = cse0 - cse2
    cse83 = cse3 - cse5
    cse84 = 6.1*lam_10
    cse85 = 6.1*lam_13
    cse86 = -cse84 + cse85
    cse87 = 0.6617538733301699*q_A_rotor_12
    cse88 = lam_16*(cse87 - cse9)
    cse89 = -cse0 + cse2
    cse90 = -cse3 + cse5
    cse91 = -cse87 + cse9
    cse92 = cse79 - cse80
    cse93 = cse76 - cse77
    cse94 = cse84 - cse85
    cse95 = 3.7*lam_8
    cse96 = 3.7*lam_11
    cse97 = -cse95 + cse96 + lam_6
    cse98 = 3.7*lam_9
    cse99 = 3.7*lam_12
    cse100 = -cse98 + cse99
    cse101 = -lam_5*q_A_link3_23
    cse102 = 3.7*lam_7
    cse103 = 3.7*lam_10
    cse104 = -cse102 + cse103
    cse105 = cse98 - cse99
    cse106 = cse95 - cse96 - lam_6
    cse107 = cse102 - cse103
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        cse0*cse1 - cse1*cse2 + cse10 + cse3*cse4 - cse4*cse5 - cse8*q_A_rotor_12,  # [3, 3]
        -cse11*q_A_rotor_31 - cse12*q_A_rotor_21 + cse8*q_A_rotor_11,  # [3, 4]
        cse13*q_A_rotor_31 + cse14*q_A_rotor_21 + cse15*cse6,  # [3, 5]
        -cse18*q_A_link2_32 - cse21*q_A_link2_22 - cse24*cse25,  # [3, 9]
        cse18*q_A_link2_31 + cse21*q_A_link2_21 + cse24*cse26,  # [3, 10]
        -cse39*q_A_rotor_32 - cse43*q_A_rotor_22 - cse45*q_A_rotor_12,  # [4, 3]
        cse10 + cse39*q_A_rotor_31 + cse43*q_A_rotor_21 + cse45*q_A_rotor_11 - cse54*q_A_rotor_33 - cse56*q_A_rotor_23,  # [4, 4]
        cse23*cse6 + cse54*q_A_rotor_32 + cse56*q_A_rotor_22,  # [4, 5]
        cse61,  # [4, 9]
        cse64,  # [4, 10]
        cse65*q_A_rotor_33 + cse66*q_A_rotor_23 + cse67*q_A_rotor_13,  # [5, 3]
        -cse68*q_A_rotor_33 - cse69*q_A_rotor_23 - cse70*q_A_rotor_13,  # [5, 4]
        -cse65*q_A_rotor_31 - cse66*q_A_rotor_21 - cse67*q_A_rotor_11 + cse68*q_A_rotor_32 + cse69*q_A_rotor_22 + cse70*q_A_rotor_12,  # [5, 5]
        cse74,  # [5, 9]
        cse75,  # [5, 10]
        cse16*cse57 + cse17*cse57 + cse19*cse59 + cse20*cse59 + cse22*cse25 + cse23*cse25,  # [9, 3]
        cse61,  # [9, 4]
        cse74,  # [9, 5]
        cse1*cse82 + cse4*cse83 - cse78*q_A_link2_22 - cse81*q_A_link2_32 - cse86*q_A_link2_12 + cse88*q_A_link2_13,  # [9, 9]
        cse78*q_A_link2_21 + cse81*q_A_link2_31 + cse86*q_A_link2_11,  # [9, 10]
        -cse62*cse82 - cse63*cse83 - cse88*q_A_link2_11,  # [9, 11]
        -cse16*cse62 - cse17*cse62 - cse19*cse63 - cse20*cse63 - cse22*cse26 - cse23*cse26,  # [10, 3]
        cse64,  # [10, 4]
        cse75,  # [10, 5]
        -cse1*cse89 - cse4*cse90 - cse6*cse91,  # [10, 10]
        cse25*cse91 + cse57*cse89 + cse59*cse90,  # [10, 11]
        -cse92*q_A_link2_33 - cse93*q_A_link2_23 - cse94*q_A_link2_13,  # [11, 10]
        cse92*q_A_link2_32 + cse93*q_A_link2_22 + cse94*q_A_link2_12,  # [11, 11]
        -cse100*q_A_link3_32 + cse101 - cse104*q_A_link3_12 - cse97*q_A_link3_22,  # [15, 15]
        cse100*q_A_link3_31 + cse104*q_A_link3_11 + cse97*q_A_link3_21,  # [15, 16]
        lam_5*q_A_link3_21,  # [15, 17]
        cse101,  # [16, 16]
        lam_5*q_A_link3_22,  # [16, 17]
        -cse105*q_A_link3_33 - cse106*q_A_link3_23 - cse107*q_A_link3_13,  # [17, 16]
        cse105*q_A_link3_32 + cse106*q_A_link3_22 + cse107*q_A_link3_12,  # [17, 17]
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
    # 303 operations after common subexpression elimination
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
    cse8 = math.cos(cse7)
    cse9 = math.sin(cse7)
    cse10 = cse8*q_A_rotor_21 + cse9*q_A_rotor_31
    cse11 = -cse8*q_A_rotor_31 + cse9*q_A_rotor_21 + 1
    cse12 = 2*cse10/cse11**2
    cse13 = 2/cse11
    cse14 = cse12*cse8 + cse13*cse9
    cse15 = -cse12*cse9 + cse13*cse8
    cse16 = 2*lam_15
    cse17 = 2*lam_14
    cse18 = 2*lam_13
    cse19 = -0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33
    cse20 = -0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23
    cse21 = -0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13
    cse22 = 6.1*lam_15
    cse23 = 6.1*lam_14
    cse24 = 6.1*lam_13
    cse25 = 6.1*lam_12
    cse26 = 6.1*lam_11
    cse27 = 6.1*lam_10
    cse28 = 3.7*lam_12
    cse29 = 3.7*lam_11
    cse30 = 3.7*lam_10
    cse31 = 3.7*lam_9
    cse32 = 3.7*lam_7
    cse33 = 3.7*lam_8
    cse34 = h**(-2)
    cse35 = 3.7*q_A_link3_12
    cse36 = -q_r_link3_x
    cse37 = 3.7*q_A_link3_22
    cse38 = -q_r_link3_y
    cse39 = 3.7*q_A_link3_32
    cse40 = -q_r_link3_z
    cse41 = 6.1*q_A_link2_12
    cse42 = 6.1*q_A_link2_22
    cse43 = 6.1*q_A_link2_32
    return np.array([
        2.0*a_0 - lam_13 - lam_2,  # [0]
        2.0*a_1 - lam_14 - lam_3,  # [1]
        2.0*a_2 - lam_15 - lam_4 + 19.62,  # [2]
        4.0*a_3 - cse0*v_w_rotor_z + lam_1*q_A_rotor_13 + lam_16*(-cse1*q_A_rotor_32 - cse2*q_A_rotor_33 - cse3*q_A_rotor_22 - cse4*q_A_rotor_23 - cse5*q_A_rotor_12 - cse6*q_A_rotor_13),  # [3]
        2.0*a_4 - cse16*q_A_rotor_33 - cse17*q_A_rotor_23 - cse18*q_A_rotor_13 - lam_0*q_A_rotor_13 + lam_16*(cse1*q_A_rotor_31 + cse3*q_A_rotor_21 + cse5*q_A_rotor_11) + lam_17*(-cse14*q_A_rotor_33 - cse15*q_A_rotor_23) + 4.0*v_w_rotor_x*v_w_rotor_z,  # [4]
        -cse0*v_w_rotor_x + cse16*q_A_rotor_32 + cse17*q_A_rotor_22 + cse18*q_A_rotor_12 + lam_0*q_A_rotor_12 - lam_1*q_A_rotor_11 + lam_16*(cse2*q_A_rotor_31 + cse4*q_A_rotor_21 + cse6*q_A_rotor_11) + lam_17*(cse14*q_A_rotor_32 + cse15*q_A_rotor_22),  # [5]
        1.0*a_6 + lam_10 + lam_13,  # [6]
        1.0*a_7 + lam_11 + lam_14,  # [7]
        1.0*a_8 + lam_12 + lam_15 + 9.81,  # [8]
        12.4*a_9 + cse22*q_A_link2_33 + cse23*q_A_link2_23 + cse24*q_A_link2_13 - cse25*q_A_link2_33 - cse26*q_A_link2_23 - cse27*q_A_link2_13 + lam_16*(-cse19*q_A_link2_32 - cse20*q_A_link2_22 - cse21*q_A_link2_12) - 0.01*v_w_link2_y*v_w_link2_z,  # [9]
        0.01*a_10 + lam_16*(cse19*q_A_link2_31 + cse20*q_A_link2_21 + cse21*q_A_link2_11) + 12.4*v_w_link2_x*v_w_link2_z,  # [10]
        -cse22*q_A_link2_31 - cse23*q_A_link2_21 - cse24*q_A_link2_11 + cse25*q_A_link2_31 + cse26*q_A_link2_21 + cse27*q_A_link2_11 - 12.39*v_w_link2_x*v_w_link2_y,  # [11]
        1.0*a_12 - lam_10 - lam_7,  # [12]
        1.0*a_13 - lam_11 - lam_8,  # [13]
        1.0*a_14 - lam_12 - lam_9 + 9.81,  # [14]
        4.54*a_15 + cse28*q_A_link3_33 + cse29*q_A_link3_23 + cse30*q_A_link3_13 - cse31*q_A_link3_33 - cse32*q_A_link3_13 - cse33*q_A_link3_23 - lam_5*q_A_link3_22 + lam_6*q_A_link3_23 - 0.01*v_w_link3_y*v_w_link3_z,  # [15]
        0.01*a_16 + lam_5*q_A_link3_21 + 4.54*v_w_link3_x*v_w_link3_z,  # [16]
        -cse28*q_A_link3_31 - cse29*q_A_link3_21 - cse30*q_A_link3_11 + cse31*q_A_link3_31 + cse32*q_A_link3_11 + cse33*q_A_link3_21 - lam_6*q_A_link3_21 - 4.53*v_w_link3_x*v_w_link3_y,  # [17]
        cse34*q_A_rotor_11,  # [18]
        cse34*q_A_rotor_12,  # [19]
        -cse34*q_r_rotor_x,  # [20]
        -cse34*q_r_rotor_y,  # [21]
        -cse34*q_r_rotor_z,  # [22]
        cse34*q_A_link3_23,  # [23]
        cse34*q_A_link3_22,  # [24]
        cse34*(-cse35 + cse36 - 4),  # [25]
        cse34*(-cse37 + cse38 - 8.5),  # [26]
        cse34*(-cse39 + cse40),  # [27]
        cse34*(cse35 + cse36 - cse41 + q_r_link2_x),  # [28]
        cse34*(cse37 + cse38 - cse42 + q_r_link2_y),  # [29]
        cse34*(cse39 + cse40 - cse43 + q_r_link2_z),  # [30]
        cse34*(cse41 + 2*q_A_rotor_11 + q_r_link2_x - q_r_rotor_x),  # [31]
        cse34*(cse42 + 2*q_A_rotor_21 + q_r_link2_y - q_r_rotor_y),  # [32]
        cse34*(cse43 + 2*q_A_rotor_31 + q_r_link2_z - q_r_rotor_z),  # [33]
        cse34*(cse19*q_A_link2_33 + cse20*q_A_link2_23 + cse21*q_A_link2_13),  # [34]
        cse10*cse13*cse34,  # [35]
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
    # 960 operations after common subexpression elimination
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
    cse2 = cse1*v_w_rotor_x
    cse3 = cse2*v_w_rotor_z
    cse4 = (1/2)*h
    cse5 = cse4*v_w_rotor_y
    cse6 = cse3 + cse5
    cse7 = 0.7497211555855399*lam_16
    cse8 = cse7*q_A_link2_33
    cse9 = q_A_link2_23*q_A_rotor_21
    cse10 = q_A_link2_13*q_A_rotor_11
    cse11 = cse10*cse7 + cse7*cse9 + cse8*q_A_rotor_31
    cse12 = cse2*v_w_rotor_y
    cse13 = h*v_w_rotor_z
    cse14 = (1/2)*cse13
    cse15 = cse12 - cse14
    cse16 = q_A_link2_33*q_A_rotor_31
    cse17 = 0.6617538733301699*lam_16
    cse18 = 0.6617538733301699*cse9
    cse19 = cse17*q_A_link2_13
    cse20 = -cse19 + lam_1
    cse21 = -cse16*cse17 - cse18*lam_16 + cse20*q_A_rotor_11
    cse22 = -cse1*v_w_rotor_z**2
    cse23 = -cse1*v_w_rotor_y**2 + 1
    cse24 = cse22 + cse23
    cse25 = 0.6617538733301699*q_A_rotor_32
    cse26 = lam_16*q_A_link2_33
    cse27 = 0.7497211555855399*q_A_rotor_33
    cse28 = 0.6617538733301699*q_A_rotor_22
    cse29 = lam_16*q_A_link2_23
    cse30 = 0.7497211555855399*q_A_rotor_23
    cse31 = 0.7497211555855399*q_A_rotor_13
    cse32 = lam_16*q_A_link2_13
    cse33 = -cse31*cse32
    cse34 = -cse20*q_A_rotor_12 + cse25*cse26 - cse26*cse27 + cse28*cse29 - cse29*cse30 + cse33
    cse35 = cse1*v_w_rotor_y*v_w_rotor_z
    cse36 = cse4*v_w_rotor_x
    cse37 = cse35 - cse36
    cse38 = -cse1*v_w_rotor_x**2
    cse39 = cse22 + cse38 + 1
    cse40 = cse12 + cse14
    cse41 = 2.0*h
    cse42 = -cse41*v_w_rotor_y
    cse43 = cse35 + cse36
    cse44 = cse23 + cse38
    cse45 = cse3 - cse5
    cse46 = cse1*v_w_link2_x
    cse47 = cse46*v_w_link2_y
    cse48 = cse4*v_w_link2_z
    cse49 = cse47 - cse48
    cse50 = 0.6617538733301699*q_A_rotor_33
    cse51 = 0.7497211555855399*q_A_rotor_32
    cse52 = lam_16*(-cse50 - cse51)
    cse53 = 0.6617538733301699*q_A_rotor_23
    cse54 = 0.7497211555855399*q_A_rotor_22
    cse55 = lam_16*(-cse53 - cse54)
    cse56 = 0.6617538733301699*q_A_rotor_13
    cse57 = 0.7497211555855399*q_A_rotor_12
    cse58 = -cse56 - cse57
    cse59 = lam_16*q_A_link2_11
    cse60 = cse52*q_A_link2_31 + cse55*q_A_link2_21 + cse58*cse59
    cse61 = -cse1*v_w_link2_y**2
    cse62 = -cse1*v_w_link2_z**2 + 1
    cse63 = cse61 + cse62
    cse64 = lam_16*q_A_link2_12
    cse65 = -cse52*q_A_link2_32 - cse55*q_A_link2_22 - cse58*cse64
    cse66 = -cse1*v_w_link2_x**2
    cse67 = cse62 + cse66
    cse68 = cse47 + cse48
    cse69 = cse1*v_w_link2_y*v_w_link2_z
    cse70 = cse4*v_w_link2_x
    cse71 = cse69 + cse70
    cse72 = cse46*v_w_link2_z
    cse73 = cse4*v_w_link2_y
    cse74 = cse72 - cse73
    cse75 = cse57*q_A_link2_13
    cse76 = -cse50*q_A_link2_33 - cse51*q_A_link2_33 - cse53*q_A_link2_23 - cse54*q_A_link2_23 - cse56*q_A_link2_13 - cse75
    cse77 = 4.0*h
    cse78 = math.pi*t
    cse79 = math.cos(cse78)
    cse80 = cse79**2
    cse81 = math.sin(cse78)
    cse82 = -cse79*q_A_rotor_31 + cse81*q_A_rotor_21 + 1
    cse83 = cse82**(-2)
    cse84 = 2*cse83
    cse85 = cse81**2
    cse86 = 4*cse79*cse81
    cse87 = cse79*q_A_rotor_21 + cse81*q_A_rotor_31
    cse88 = cse87/cse82**3
    cse89 = cse80*cse84 - cse84*cse85 - cse86*cse88
    cse90 = cse83*cse86
    cse91 = 4*cse88
    cse92 = cse80*cse91 + cse90
    cse93 = cse8 + lam_17*(-cse89*q_A_rotor_23 - cse92*q_A_rotor_33)
    cse94 = cse85*cse91 - cse90
    cse95 = cse7*q_A_link2_23 + lam_17*(-cse89*q_A_rotor_33 - cse94*q_A_rotor_23)
    cse96 = cse75*lam_16 + cse93*q_A_rotor_32 + cse95*q_A_rotor_22
    cse97 = 2*lam_15
    cse98 = cse84*cse87
    cse99 = cse79*cse98
    cse100 = 2/cse82
    cse101 = cse100*cse81
    cse102 = -cse97 + lam_17*(-cse101 - cse99)
    cse103 = 2*lam_14
    cse104 = cse81*cse98
    cse105 = cse100*cse79
    cse106 = -cse103 + lam_17*(cse104 - cse105)
    cse107 = 2*lam_13
    cse108 = -cse107 - lam_0
    cse109 = cse102*q_A_rotor_31 + cse106*q_A_rotor_21 + cse108*q_A_rotor_11 + cse33 - cse93*q_A_rotor_33 - cse95*q_A_rotor_23
    cse110 = -cse102*q_A_rotor_32 - cse106*q_A_rotor_22 - cse108*q_A_rotor_12
    cse111 = cse7*q_A_rotor_31
    cse112 = cse7*q_A_rotor_21
    cse113 = cse7*q_A_rotor_11
    cse114 = cse111*q_A_link2_31 + cse112*q_A_link2_21 + cse113*q_A_link2_11
    cse115 = -cse111*q_A_link2_32 - cse112*q_A_link2_22 - cse113*q_A_link2_12
    cse116 = 2*q_A_rotor_23
    cse117 = 2*q_A_rotor_33
    cse118 = 0.7497211555855399*cse10 + 0.7497211555855399*cse16 + 0.7497211555855399*cse9
    cse119 = cse101 + cse99
    cse120 = -cse104 + cse105
    cse121 = -cse119*q_A_rotor_33 - cse120*q_A_rotor_23
    cse122 = cse17*q_A_link2_33 + lam_17*(cse89*q_A_rotor_22 + cse92*q_A_rotor_32)
    cse123 = cse119*lam_17 + cse97
    cse124 = cse103 + cse120*lam_17
    cse125 = cse17*q_A_link2_23 + lam_17*(cse89*q_A_rotor_32 + cse94*q_A_rotor_22)
    cse126 = cse107 + lam_0
    cse127 = cse19 - lam_1
    cse128 = cse122*q_A_rotor_32 - cse123*q_A_rotor_31 - cse124*q_A_rotor_21 + cse125*q_A_rotor_22 - cse126*q_A_rotor_11 + cse127*q_A_rotor_12
    cse129 = -cse122*q_A_rotor_33 - cse125*q_A_rotor_23 - cse127*q_A_rotor_13
    cse130 = cse123*q_A_rotor_33 + cse124*q_A_rotor_23 + cse126*q_A_rotor_13
    cse131 = cse17*q_A_rotor_31
    cse132 = cse17*q_A_rotor_21
    cse133 = cse17*q_A_rotor_11
    cse134 = cse131*q_A_link2_31 + cse132*q_A_link2_21 + cse133*q_A_link2_11
    cse135 = -cse131*q_A_link2_32 - cse132*q_A_link2_22 - cse133*q_A_link2_12
    cse136 = 2*q_A_rotor_22
    cse137 = 2*q_A_rotor_32
    cse138 = 0.6617538733301699*cse10 + 0.6617538733301699*cse16 + cse18
    cse139 = cse119*q_A_rotor_32 + cse120*q_A_rotor_22
    cse140 = cse51*lam_16
    cse141 = cse50*lam_16
    cse142 = lam_16*q_A_link2_22
    cse143 = cse140*q_A_link2_32 + cse141*q_A_link2_32 + cse142*cse53 + cse142*cse54 + cse56*cse64 + cse57*cse64
    cse144 = lam_16*(cse25 - cse27)
    cse145 = cse28 - cse30
    cse146 = lam_16*q_A_link2_21
    cse147 = 0.6617538733301699*q_A_rotor_12
    cse148 = cse147 - cse31
    cse149 = -cse144*q_A_link2_31 - cse145*cse146 - cse148*cse59
    cse150 = cse72 + cse73
    cse151 = 6.1*lam_12
    cse152 = 6.1*lam_15
    cse153 = -cse151 + cse152
    cse154 = 6.1*lam_11
    cse155 = 6.1*lam_14
    cse156 = -cse154 + cse155
    cse157 = 6.1*lam_10
    cse158 = 6.1*lam_13
    cse159 = -cse157 + cse158
    cse160 = cse153*q_A_link2_31 + cse156*q_A_link2_21 + cse159*q_A_link2_11
    cse161 = cse144*q_A_link2_33 + cse145*cse29 + cse148*cse32 - cse153*q_A_link2_32 - cse156*q_A_link2_22 - cse159*q_A_link2_12
    cse162 = 0.01*h
    cse163 = cse69 - cse70
    cse164 = cse61 + cse66 + 1
    cse165 = 6.1*q_A_link2_13
    cse166 = 6.1*q_A_link2_23
    cse167 = 6.1*q_A_link2_33
    cse168 = -cse25 + cse27
    cse169 = cse168*q_A_link2_32
    cse170 = -cse28 + cse30
    cse171 = cse170*q_A_link2_22
    cse172 = -cse147 + cse31
    cse173 = cse172*q_A_link2_12
    cse174 = -cse169 - cse171 - cse173
    cse175 = -cse140*q_A_link2_31 - cse141*q_A_link2_31 - cse146*cse53 - cse146*cse54 - cse56*cse59 - cse57*cse59
    cse176 = 12.4*h
    cse177 = cse169*lam_16 + cse171*lam_16 + cse173*lam_16
    cse178 = -cse168*cse26 - cse170*cse29 - cse172*cse32
    cse179 = cse168*q_A_link2_31 + cse170*q_A_link2_21 + cse172*q_A_link2_11
    cse180 = 12.39*h
    cse181 = cse151 - cse152
    cse182 = cse154 - cse155
    cse183 = cse157 - cse158
    cse184 = cse181*q_A_link2_32 + cse182*q_A_link2_22 + cse183*q_A_link2_12
    cse185 = -cse181*q_A_link2_33 - cse182*q_A_link2_23 - cse183*q_A_link2_13
    cse186 = 6.1*q_A_link2_11
    cse187 = 6.1*q_A_link2_21
    cse188 = 6.1*q_A_link2_31
    cse189 = cse1*v_w_link3_x
    cse190 = cse189*v_w_link3_z
    cse191 = cse4*v_w_link3_y
    cse192 = cse190 + cse191
    cse193 = cse192*q_A_link3_21
    cse194 = cse189*v_w_link3_y
    cse195 = cse4*v_w_link3_z
    cse196 = cse194 - cse195
    cse197 = 3.7*lam_9
    cse198 = 3.7*lam_12
    cse199 = -cse197 + cse198
    cse200 = 3.7*lam_8
    cse201 = 3.7*lam_11
    cse202 = -cse200 + cse201 + lam_6
    cse203 = 3.7*lam_7
    cse204 = 3.7*lam_10
    cse205 = -cse203 + cse204
    cse206 = cse199*q_A_link3_31 + cse202*q_A_link3_21 + cse205*q_A_link3_11
    cse207 = -cse1*v_w_link3_y**2
    cse208 = -cse1*v_w_link3_z**2 + 1
    cse209 = cse207 + cse208
    cse210 = lam_5*q_A_link3_23
    cse211 = -cse199*q_A_link3_32 - cse202*q_A_link3_22 - cse205*q_A_link3_12 - cse210
    cse212 = cse1*v_w_link3_y*v_w_link3_z
    cse213 = cse4*v_w_link3_x
    cse214 = cse212 - cse213
    cse215 = cse214*q_A_link3_21
    cse216 = -cse1*v_w_link3_x**2
    cse217 = cse208 + cse216
    cse218 = cse194 + cse195
    cse219 = cse207 + cse216 + 1
    cse220 = cse219*q_A_link3_21
    cse221 = cse212 + cse213
    cse222 = cse190 - cse191
    cse223 = 3.7*q_A_link3_13
    cse224 = 3.7*q_A_link3_23
    cse225 = 3.7*q_A_link3_33
    cse226 = 4.54*h
    cse227 = lam_5*q_A_link3_22
    cse228 = 4.53*h
    cse229 = cse197 - cse198
    cse230 = cse200 - cse201 - lam_6
    cse231 = cse203 - cse204
    cse232 = cse229*q_A_link3_32 + cse230*q_A_link3_22 + cse231*q_A_link3_12
    cse233 = -cse229*q_A_link3_33 - cse230*q_A_link3_23 - cse231*q_A_link3_13
    cse234 = 3.7*q_A_link3_11
    cse235 = 3.7*q_A_link3_21
    cse236 = 3.7*q_A_link3_31
    cse237 = cse6*q_A_rotor_12
    cse238 = cse15*q_A_rotor_13
    cse239 = cse37*q_A_rotor_12
    cse240 = cse39*q_A_rotor_13
    cse241 = cse44*q_A_rotor_12
    cse242 = cse43*q_A_rotor_13
    cse243 = cse218*q_A_link3_23
    cse244 = cse222*q_A_link3_23
    cse245 = cse192*cse234
    cse246 = cse209*cse223
    cse247 = cse214*cse234
    cse248 = cse218*cse223
    cse249 = cse219*cse234
    cse250 = cse222*cse223
    cse251 = 3.7*cse193
    cse252 = cse209*cse224
    cse253 = 3.7*cse215
    cse254 = 3.7*cse243
    cse255 = cse219*cse235
    cse256 = 3.7*cse244
    cse257 = cse192*cse236
    cse258 = cse209*cse225
    cse259 = cse214*cse236
    cse260 = cse218*cse225
    cse261 = cse219*cse236
    cse262 = cse222*cse225
    cse263 = cse150*cse186
    cse264 = cse165*cse63
    cse265 = cse163*cse186
    cse266 = cse165*cse68
    cse267 = cse164*cse186
    cse268 = cse165*cse74
    cse269 = cse150*cse187
    cse270 = cse166*cse63
    cse271 = cse163*cse187
    cse272 = cse166*cse68
    cse273 = cse164*cse187
    cse274 = cse166*cse74
    cse275 = cse150*cse188
    cse276 = cse167*cse63
    cse277 = cse163*cse188
    cse278 = cse167*cse68
    cse279 = cse164*cse188
    cse280 = cse167*cse74
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
        cse0*(cse11*cse6 + cse15*cse21 + cse24*cse34) + 4.0,  # [3, 3]
        cse0*(cse11*cse37 + cse21*cse39 + cse34*cse40) - 2.0*cse13,  # [3, 4]
        cse0*(cse11*cse44 + cse21*cse43 + cse34*cse45) + cse42,  # [3, 5]
        cse0*(cse49*cse60 + cse63*cse65),  # [3, 9]
        cse0*(cse60*cse67 + cse65*cse68),  # [3, 10]
        cse0*(cse60*cse71 + cse65*cse74),  # [3, 11]
        q_A_rotor_13,  # [3, 19]
        cse76,  # [3, 34]
        cse0*(cse109*cse15 + cse110*cse24 + cse6*cse96) + cse77*v_w_rotor_z,  # [4, 3]
        cse0*(cse109*cse39 + cse110*cse40 + cse37*cse96) + 2.0,  # [4, 4]
        cse0*(cse109*cse43 + cse110*cse45 + cse44*cse96) + cse77*v_w_rotor_x,  # [4, 5]
        cse0*(cse114*cse49 + cse115*cse63),  # [4, 9]
        cse0*(cse114*cse67 + cse115*cse68),  # [4, 10]
        cse0*(cse114*cse71 + cse115*cse74),  # [4, 11]
        -q_A_rotor_13,  # [4, 18]
        -2*q_A_rotor_13,  # [4, 31]
        -cse116,  # [4, 32]
        -cse117,  # [4, 33]
        cse118,  # [4, 34]
        cse121,  # [4, 35]
        cse0*(cse128*cse6 + cse129*cse15 + cse130*cse24) + cse42,  # [5, 3]
        cse0*(cse128*cse37 + cse129*cse39 + cse130*cse40) - cse41*v_w_rotor_x,  # [5, 4]
        cse0*(cse128*cse44 + cse129*cse43 + cse130*cse45),  # [5, 5]
        cse0*(cse134*cse49 + cse135*cse63),  # [5, 9]
        cse0*(cse134*cse67 + cse135*cse68),  # [5, 10]
        cse0*(cse134*cse71 + cse135*cse74),  # [5, 11]
        q_A_rotor_12,  # [5, 18]
        -q_A_rotor_11,  # [5, 19]
        2*q_A_rotor_12,  # [5, 31]
        cse136,  # [5, 32]
        cse137,  # [5, 33]
        cse138,  # [5, 34]
        cse139,  # [5, 35]
        1.0,  # [6, 6]
        1,  # [6, 28]
        1,  # [6, 31]
        1.0,  # [7, 7]
        1,  # [7, 29]
        1,  # [7, 32]
        1.0,  # [8, 8]
        1,  # [8, 30]
        1,  # [8, 33]
        cse0*(cse115*cse15 + cse135*cse6 + cse143*cse24),  # [9, 3]
        cse0*(cse115*cse39 + cse135*cse37 + cse143*cse40),  # [9, 4]
        cse0*(cse115*cse43 + cse135*cse44 + cse143*cse45),  # [9, 5]
        cse0*(cse149*cse150 + cse160*cse49 + cse161*cse63) + 12.4,  # [9, 9]
        cse0*(cse149*cse163 + cse160*cse67 + cse161*cse68) - cse162*v_w_link2_z,  # [9, 10]
        cse0*(cse149*cse164 + cse160*cse71 + cse161*cse74) - cse162*v_w_link2_y,  # [9, 11]
        -cse165,  # [9, 28]
        -cse166,  # [9, 29]
        -cse167,  # [9, 30]
        cse165,  # [9, 31]
        cse166,  # [9, 32]
        cse167,  # [9, 33]
        cse174,  # [9, 34]
        cse0*(cse114*cse15 + cse134*cse6 + cse175*cse24),  # [10, 3]
        cse0*(cse114*cse39 + cse134*cse37 + cse175*cse40),  # [10, 4]
        cse0*(cse114*cse43 + cse134*cse44 + cse175*cse45),  # [10, 5]
        cse0*(cse150*cse177 + cse178*cse49) + cse176*v_w_link2_z,  # [10, 9]
        cse0*(cse163*cse177 + cse178*cse67) + 0.01,  # [10, 10]
        cse0*(cse164*cse177 + cse178*cse71) + cse176*v_w_link2_x,  # [10, 11]
        cse179,  # [10, 34]
        cse0*(cse150*cse184 + cse185*cse49) - cse180*v_w_link2_y,  # [11, 9]
        cse0*(cse163*cse184 + cse185*cse67) - cse180*v_w_link2_x,  # [11, 10]
        cse0*(cse164*cse184 + cse185*cse71),  # [11, 11]
        cse186,  # [11, 28]
        cse187,  # [11, 29]
        cse188,  # [11, 30]
        -cse186,  # [11, 31]
        -cse187,  # [11, 32]
        -cse188,  # [11, 33]
        1.0,  # [12, 12]
        -1,  # [12, 25]
        -1,  # [12, 28]
        1.0,  # [13, 13]
        -1,  # [13, 26]
        -1,  # [13, 29]
        1.0,  # [14, 14]
        -1,  # [14, 27]
        -1,  # [14, 30]
        cse0*(cse193*lam_5 + cse196*cse206 + cse209*cse211) + 4.54,  # [15, 15]
        cse0*(cse206*cse217 + cse211*cse218 + cse215*lam_5) - cse162*v_w_link3_z,  # [15, 16]
        cse0*(cse206*cse221 + cse211*cse222 + cse220*lam_5) - cse162*v_w_link3_y,  # [15, 17]
        -q_A_link3_22,  # [15, 23]
        q_A_link3_23,  # [15, 24]
        -cse223,  # [15, 25]
        -cse224,  # [15, 26]
        -cse225,  # [15, 27]
        cse223,  # [15, 28]
        cse224,  # [15, 29]
        cse225,  # [15, 30]
        cse0*(cse192*cse227 - cse196*cse210) + cse226*v_w_link3_z,  # [16, 15]
        cse0*(-cse210*cse217 + cse214*cse227) + 0.01,  # [16, 16]
        cse0*(-cse210*cse221 + cse219*cse227) + cse226*v_w_link3_x,  # [16, 17]
        q_A_link3_21,  # [16, 23]
        cse0*(cse192*cse232 + cse196*cse233) - cse228*v_w_link3_y,  # [17, 15]
        cse0*(cse214*cse232 + cse217*cse233) - cse228*v_w_link3_x,  # [17, 16]
        cse0*(cse219*cse232 + cse221*cse233),  # [17, 17]
        -q_A_link3_21,  # [17, 24]
        cse234,  # [17, 25]
        cse235,  # [17, 26]
        cse236,  # [17, 27]
        -cse234,  # [17, 28]
        -cse235,  # [17, 29]
        -cse236,  # [17, 30]
        cse237 - cse238,  # [18, 3]
        cse239 - cse240,  # [18, 4]
        cse241 - cse242,  # [18, 5]
        cse24*q_A_rotor_13 - cse6*q_A_rotor_11,  # [19, 3]
        -cse37*q_A_rotor_11 + cse40*q_A_rotor_13,  # [19, 4]
        -cse44*q_A_rotor_11 + cse45*q_A_rotor_13,  # [19, 5]
        -1,  # [20, 0]
        -1,  # [21, 1]
        -1,  # [22, 2]
        cse196*q_A_link3_21 - cse209*q_A_link3_22,  # [23, 15]
        cse217*q_A_link3_21 - cse218*q_A_link3_22,  # [23, 16]
        cse221*q_A_link3_21 - cse222*q_A_link3_22,  # [23, 17]
        -cse193 + cse209*q_A_link3_23,  # [24, 15]
        -cse215 + cse243,  # [24, 16]
        -cse220 + cse244,  # [24, 17]
        -1,  # [25, 12]
        cse245 - cse246,  # [25, 15]
        cse247 - cse248,  # [25, 16]
        cse249 - cse250,  # [25, 17]
        -1,  # [26, 13]
        cse251 - cse252,  # [26, 15]
        cse253 - cse254,  # [26, 16]
        cse255 - cse256,  # [26, 17]
        -1,  # [27, 14]
        cse257 - cse258,  # [27, 15]
        cse259 - cse260,  # [27, 16]
        cse261 - cse262,  # [27, 17]
        1,  # [28, 6]
        cse263 - cse264,  # [28, 9]
        cse265 - cse266,  # [28, 10]
        cse267 - cse268,  # [28, 11]
        -1,  # [28, 12]
        -cse245 + cse246,  # [28, 15]
        -cse247 + cse248,  # [28, 16]
        -cse249 + cse250,  # [28, 17]
        1,  # [29, 7]
        cse269 - cse270,  # [29, 9]
        cse271 - cse272,  # [29, 10]
        cse273 - cse274,  # [29, 11]
        -1,  # [29, 13]
        -cse251 + cse252,  # [29, 15]
        -cse253 + cse254,  # [29, 16]
        -cse255 + cse256,  # [29, 17]
        1,  # [30, 8]
        cse275 - cse276,  # [30, 9]
        cse277 - cse278,  # [30, 10]
        cse279 - cse280,  # [30, 11]
        -1,  # [30, 14]
        -cse257 + cse258,  # [30, 15]
        -cse259 + cse260,  # [30, 16]
        -cse261 + cse262,  # [30, 17]
        -1,  # [31, 0]
        2*cse237 - 2*cse238,  # [31, 3]
        2*cse239 - 2*cse240,  # [31, 4]
        2*cse241 - 2*cse242,  # [31, 5]
        1,  # [31, 6]
        -cse263 + cse264,  # [31, 9]
        -cse265 + cse266,  # [31, 10]
        -cse267 + cse268,  # [31, 11]
        -1,  # [32, 1]
        -cse116*cse15 + cse136*cse6,  # [32, 3]
        -cse116*cse39 + cse136*cse37,  # [32, 4]
        -cse116*cse43 + cse136*cse44,  # [32, 5]
        1,  # [32, 7]
        -cse269 + cse270,  # [32, 9]
        -cse271 + cse272,  # [32, 10]
        -cse273 + cse274,  # [32, 11]
        -1,  # [33, 2]
        -cse117*cse15 + cse137*cse6,  # [33, 3]
        -cse117*cse39 + cse137*cse37,  # [33, 4]
        -cse117*cse43 + cse137*cse44,  # [33, 5]
        1,  # [33, 8]
        -cse275 + cse276,  # [33, 9]
        -cse277 + cse278,  # [33, 10]
        -cse279 + cse280,  # [33, 11]
        cse118*cse15 + cse138*cse6 + cse24*cse76,  # [34, 3]
        cse118*cse39 + cse138*cse37 + cse40*cse76,  # [34, 4]
        cse118*cse43 + cse138*cse44 + cse45*cse76,  # [34, 5]
        cse174*cse63 + cse179*cse49,  # [34, 9]
        cse174*cse68 + cse179*cse67,  # [34, 10]
        cse174*cse74 + cse179*cse71,  # [34, 11]
        cse121*cse15 + cse139*cse6,  # [35, 3]
        cse121*cse39 + cse139*cse37,  # [35, 4]
        cse121*cse43 + cse139*cse44,  # [35, 5]
    )
    return out



def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        dv: increment in velocity coordinates (e.g. h v) (18).
        a: accelerations (time derivative of v) (18).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).
        hq: sensitivity of positions to accelerations (beta' h^2).
        hv: sensitivity of velocities to accelerations (gamma' h).

    Returns:
        ndarray of shape (36, 36), 198 nonzero.
    """
    # 955 operations after common subexpression elimination
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
        _, _, _, dv_3,
        dv_4, dv_5, _, _,
        _, dv_9, dv_10, dv_11,
        _, _, _, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    hq = float(hq)

    hv = float(hv)

    cse0 = (1/6)*dv_3*dv_5
    cse1 = (1/2)*dv_4
    cse2 = cse0 + cse1
    cse3 = q_A_link2_33*q_A_rotor_31
    cse4 = 0.7497211555855399*cse3
    cse5 = q_A_link2_23*q_A_rotor_21
    cse6 = 0.7497211555855399*cse5
    cse7 = q_A_link2_13*q_A_rotor_11
    cse8 = 0.7497211555855399*cse7
    cse9 = cse4*lam_16 + cse6*lam_16 + cse8*lam_16
    cse10 = (1/6)*dv_4
    cse11 = cse10*dv_3
    cse12 = (1/2)*dv_5
    cse13 = cse11 - cse12
    cse14 = 0.6617538733301699*cse3
    cse15 = 0.6617538733301699*cse5
    cse16 = lam_16*q_A_link2_13
    cse17 = 0.6617538733301699*cse16
    cse18 = -cse17 + lam_1
    cse19 = -cse14*lam_16 - cse15*lam_16 + cse18*q_A_rotor_11
    cse20 = -1/6*dv_4**2
    cse21 = 1 - 1/6*dv_5**2
    cse22 = cse20 + cse21
    cse23 = 0.6617538733301699*q_A_rotor_32
    cse24 = lam_16*q_A_link2_33
    cse25 = 0.7497211555855399*q_A_rotor_33
    cse26 = 0.6617538733301699*q_A_rotor_22
    cse27 = lam_16*q_A_link2_23
    cse28 = 0.7497211555855399*q_A_rotor_23
    cse29 = 0.7497211555855399*q_A_rotor_13
    cse30 = -cse16*cse29
    cse31 = -cse18*q_A_rotor_12 + cse23*cse24 - cse24*cse25 + cse26*cse27 - cse27*cse28 + cse30
    cse32 = 2.0*hv
    cse33 = cse10*dv_5
    cse34 = (1/2)*dv_3
    cse35 = cse33 - cse34
    cse36 = -1/6*dv_3**2
    cse37 = cse21 + cse36
    cse38 = cse11 + cse12
    cse39 = -cse32*v_w_rotor_y
    cse40 = cse20 + cse36 + 1
    cse41 = cse33 + cse34
    cse42 = cse0 - cse1
    cse43 = 0.6617538733301699*q_A_rotor_33
    cse44 = 0.7497211555855399*q_A_rotor_32
    cse45 = lam_16*(-cse43 - cse44)
    cse46 = 0.6617538733301699*q_A_rotor_23
    cse47 = 0.7497211555855399*q_A_rotor_22
    cse48 = lam_16*(-cse46 - cse47)
    cse49 = 0.6617538733301699*q_A_rotor_13
    cse50 = 0.7497211555855399*q_A_rotor_12
    cse51 = -cse49 - cse50
    cse52 = lam_16*q_A_link2_11
    cse53 = cse45*q_A_link2_31 + cse48*q_A_link2_21 + cse51*cse52
    cse54 = (1/6)*dv_10*dv_9
    cse55 = (1/2)*dv_11
    cse56 = cse54 - cse55
    cse57 = -1/6*dv_11**2
    cse58 = -1/6*dv_10**2
    cse59 = cse57 + cse58 + 1
    cse60 = lam_16*q_A_link2_12
    cse61 = -cse45*q_A_link2_32 - cse48*q_A_link2_22 - cse51*cse60
    cse62 = 1 - 1/6*dv_9**2
    cse63 = cse57 + cse62
    cse64 = cse54 + cse55
    cse65 = (1/6)*dv_11
    cse66 = cse65*dv_10
    cse67 = (1/2)*dv_9
    cse68 = cse66 + cse67
    cse69 = cse65*dv_9
    cse70 = (1/2)*dv_10
    cse71 = cse69 - cse70
    cse72 = -cse43*q_A_link2_33 - cse44*q_A_link2_33 - cse46*q_A_link2_23 - cse47*q_A_link2_23 - cse49*q_A_link2_13 - cse50*q_A_link2_13
    cse73 = 4.0*hv
    cse74 = math.pi*t
    cse75 = math.cos(cse74)
    cse76 = cse75**2
    cse77 = math.sin(cse74)
    cse78 = -cse75*q_A_rotor_31 + cse77*q_A_rotor_21 + 1
    cse79 = cse78**(-2)
    cse80 = 2*cse79
    cse81 = cse77**2
    cse82 = 4*cse75*cse77
    cse83 = cse75*q_A_rotor_21 + cse77*q_A_rotor_31
    cse84 = cse83/cse78**3
    cse85 = cse76*cse80 - cse80*cse81 - cse82*cse84
    cse86 = cse79*cse82
    cse87 = 4*cse84
    cse88 = cse76*cse87 + cse86
    cse89 = 0.7497211555855399*cse24 + lam_17*(-cse85*q_A_rotor_23 - cse88*q_A_rotor_33)
    cse90 = cse81*cse87 - cse86
    cse91 = 0.7497211555855399*cse27 + lam_17*(-cse85*q_A_rotor_33 - cse90*q_A_rotor_23)
    cse92 = cse16*cse50 + cse89*q_A_rotor_32 + cse91*q_A_rotor_22
    cse93 = 2*lam_15
    cse94 = cse80*cse83
    cse95 = cse75*cse94
    cse96 = 2/cse78
    cse97 = cse77*cse96
    cse98 = -cse93 + lam_17*(-cse95 - cse97)
    cse99 = 2*lam_14
    cse100 = cse77*cse94
    cse101 = cse75*cse96
    cse102 = -cse99 + lam_17*(cse100 - cse101)
    cse103 = 2*lam_13
    cse104 = -cse103 - lam_0
    cse105 = cse102*q_A_rotor_21 + cse104*q_A_rotor_11 + cse30 - cse89*q_A_rotor_33 - cse91*q_A_rotor_23 + cse98*q_A_rotor_31
    cse106 = -cse102*q_A_rotor_22 - cse104*q_A_rotor_12 - cse98*q_A_rotor_32
    cse107 = lam_16*q_A_link2_31
    cse108 = 0.7497211555855399*q_A_rotor_31
    cse109 = lam_16*q_A_link2_21
    cse110 = 0.7497211555855399*q_A_rotor_21
    cse111 = 0.7497211555855399*q_A_rotor_11
    cse112 = cse107*cse108 + cse109*cse110 + cse111*cse52
    cse113 = lam_16*q_A_link2_32
    cse114 = lam_16*q_A_link2_22
    cse115 = -cse108*cse113 - cse110*cse114 - cse111*cse60
    cse116 = 2*q_A_rotor_23
    cse117 = 2*q_A_rotor_33
    cse118 = cse4 + cse6 + cse8
    cse119 = cse95 + cse97
    cse120 = -cse100 + cse101
    cse121 = -cse119*q_A_rotor_33 - cse120*q_A_rotor_23
    cse122 = 0.6617538733301699*cse24 + lam_17*(cse85*q_A_rotor_22 + cse88*q_A_rotor_32)
    cse123 = cse119*lam_17 + cse93
    cse124 = cse120*lam_17 + cse99
    cse125 = 0.6617538733301699*cse27 + lam_17*(cse85*q_A_rotor_32 + cse90*q_A_rotor_22)
    cse126 = cse103 + lam_0
    cse127 = cse17 - lam_1
    cse128 = cse122*q_A_rotor_32 - cse123*q_A_rotor_31 - cse124*q_A_rotor_21 + cse125*q_A_rotor_22 - cse126*q_A_rotor_11 + cse127*q_A_rotor_12
    cse129 = -cse122*q_A_rotor_33 - cse125*q_A_rotor_23 - cse127*q_A_rotor_13
    cse130 = cse123*q_A_rotor_33 + cse124*q_A_rotor_23 + cse126*q_A_rotor_13
    cse131 = 0.6617538733301699*q_A_rotor_31
    cse132 = 0.6617538733301699*q_A_rotor_21
    cse133 = 0.6617538733301699*q_A_rotor_11
    cse134 = cse107*cse131 + cse109*cse132 + cse133*cse52
    cse135 = -cse113*cse131 - cse114*cse132 - cse133*cse60
    cse136 = 2*q_A_rotor_22
    cse137 = 2*q_A_rotor_32
    cse138 = cse14 + cse15 + 0.6617538733301699*cse7
    cse139 = cse119*q_A_rotor_32 + cse120*q_A_rotor_22
    cse140 = cse113*cse43 + cse113*cse44 + cse114*cse46 + cse114*cse47 + cse49*cse60 + cse50*cse60
    cse141 = lam_16*(cse23 - cse25)
    cse142 = lam_16*(cse26 - cse28)
    cse143 = 0.6617538733301699*q_A_rotor_12
    cse144 = cse143 - cse29
    cse145 = -cse141*q_A_link2_31 - cse142*q_A_link2_21 - cse144*cse52
    cse146 = cse69 + cse70
    cse147 = 6.1*lam_12
    cse148 = 6.1*lam_15
    cse149 = -cse147 + cse148
    cse150 = 6.1*lam_11
    cse151 = 6.1*lam_14
    cse152 = -cse150 + cse151
    cse153 = 6.1*lam_10
    cse154 = 6.1*lam_13
    cse155 = -cse153 + cse154
    cse156 = cse149*q_A_link2_31 + cse152*q_A_link2_21 + cse155*q_A_link2_11
    cse157 = cse141*q_A_link2_33 + cse142*q_A_link2_23 + cse144*cse16 - cse149*q_A_link2_32 - cse152*q_A_link2_22 - cse155*q_A_link2_12
    cse158 = 0.01*hv
    cse159 = cse66 - cse67
    cse160 = cse58 + cse62
    cse161 = 6.1*q_A_link2_13
    cse162 = 6.1*q_A_link2_23
    cse163 = 6.1*q_A_link2_33
    cse164 = -cse23 + cse25
    cse165 = cse164*q_A_link2_32
    cse166 = -cse26 + cse28
    cse167 = cse166*q_A_link2_22
    cse168 = -cse143 + cse29
    cse169 = cse168*q_A_link2_12
    cse170 = -cse165 - cse167 - cse169
    cse171 = -cse107*cse43 - cse107*cse44 - cse109*cse46 - cse109*cse47 - cse49*cse52 - cse50*cse52
    cse172 = 12.4*hv
    cse173 = cse165*lam_16 + cse167*lam_16 + cse169*lam_16
    cse174 = -cse16*cse168 - cse164*cse24 - cse166*cse27
    cse175 = cse164*q_A_link2_31 + cse166*q_A_link2_21 + cse168*q_A_link2_11
    cse176 = 12.39*hv
    cse177 = cse147 - cse148
    cse178 = cse150 - cse151
    cse179 = cse153 - cse154
    cse180 = cse177*q_A_link2_32 + cse178*q_A_link2_22 + cse179*q_A_link2_12
    cse181 = -cse177*q_A_link2_33 - cse178*q_A_link2_23 - cse179*q_A_link2_13
    cse182 = 6.1*q_A_link2_11
    cse183 = 6.1*q_A_link2_21
    cse184 = 6.1*q_A_link2_31
    cse185 = (1/6)*dv_15
    cse186 = cse185*dv_17
    cse187 = (1/2)*dv_16
    cse188 = cse186 + cse187
    cse189 = cse188*q_A_link3_21
    cse190 = cse185*dv_16
    cse191 = (1/2)*dv_17
    cse192 = cse190 - cse191
    cse193 = 3.7*lam_9
    cse194 = 3.7*lam_12
    cse195 = -cse193 + cse194
    cse196 = 3.7*lam_8
    cse197 = 3.7*lam_11
    cse198 = -cse196 + cse197 + lam_6
    cse199 = 3.7*lam_7
    cse200 = 3.7*lam_10
    cse201 = -cse199 + cse200
    cse202 = cse195*q_A_link3_31 + cse198*q_A_link3_21 + cse201*q_A_link3_11
    cse203 = -1/6*dv_17**2
    cse204 = 1 - 1/6*dv_16**2
    cse205 = cse203 + cse204
    cse206 = lam_5*q_A_link3_23
    cse207 = -cse195*q_A_link3_32 - cse198*q_A_link3_22 - cse201*q_A_link3_12 - cse206
    cse208 = (1/6)*dv_16*dv_17
    cse209 = (1/2)*dv_15
    cse210 = cse208 - cse209
    cse211 = cse210*q_A_link3_21
    cse212 = -1/6*dv_15**2
    cse213 = cse203 + cse212 + 1
    cse214 = cse190 + cse191
    cse215 = cse204 + cse212
    cse216 = cse215*q_A_link3_21
    cse217 = cse208 + cse209
    cse218 = cse186 - cse187
    cse219 = 3.7*q_A_link3_13
    cse220 = 3.7*q_A_link3_23
    cse221 = 3.7*q_A_link3_33
    cse222 = 4.54*hv
    cse223 = lam_5*q_A_link3_22
    cse224 = 4.53*hv
    cse225 = cse193 - cse194
    cse226 = cse196 - cse197 - lam_6
    cse227 = cse199 - cse200
    cse228 = cse225*q_A_link3_32 + cse226*q_A_link3_22 + cse227*q_A_link3_12
    cse229 = -cse225*q_A_link3_33 - cse226*q_A_link3_23 - cse227*q_A_link3_13
    cse230 = 3.7*q_A_link3_11
    cse231 = 3.7*q_A_link3_21
    cse232 = 3.7*q_A_link3_31
    cse233 = cse2*q_A_rotor_12
    cse234 = cse13*q_A_rotor_13
    cse235 = cse35*q_A_rotor_12
    cse236 = cse37*q_A_rotor_13
    cse237 = cse40*q_A_rotor_12
    cse238 = cse41*q_A_rotor_13
    cse239 = cse188*cse230
    cse240 = cse205*cse219
    cse241 = cse210*cse230
    cse242 = cse214*cse219
    cse243 = cse215*cse230
    cse244 = cse218*cse219
    cse245 = cse188*cse231
    cse246 = cse205*cse220
    cse247 = cse210*cse231
    cse248 = cse214*cse220
    cse249 = cse215*cse231
    cse250 = cse218*cse220
    cse251 = cse188*cse232
    cse252 = cse205*cse221
    cse253 = cse210*cse232
    cse254 = cse214*cse221
    cse255 = cse215*cse232
    cse256 = cse218*cse221
    cse257 = cse146*cse182
    cse258 = cse161*cse59
    cse259 = cse159*cse182
    cse260 = cse161*cse64
    cse261 = cse160*cse182
    cse262 = cse161*cse71
    cse263 = cse146*cse183
    cse264 = cse162*cse59
    cse265 = cse159*cse183
    cse266 = cse162*cse64
    cse267 = cse160*cse183
    cse268 = cse162*cse71
    cse269 = cse146*cse184
    cse270 = cse163*cse59
    cse271 = cse159*cse184
    cse272 = cse163*cse64
    cse273 = cse160*cse184
    cse274 = cse163*cse71
    out = np.zeros((36, 36))
    out[_genalpha_matrix_INDEX] = (
        2.0,  # [0, 0]
        -1,  # [0, 20]
        -1,  # [0, 31]
        2.0,  # [1, 1]
        -1,  # [1, 21]
        -1,  # [1, 32]
        2.0,  # [2, 2]
        -1,  # [2, 22]
        -1,  # [2, 33]
        hq*(cse13*cse19 + cse2*cse9 + cse22*cse31) + 4.0,  # [3, 3]
        -cse32*v_w_rotor_z + hq*(cse19*cse37 + cse31*cse38 + cse35*cse9),  # [3, 4]
        cse39 + hq*(cse19*cse41 + cse31*cse42 + cse40*cse9),  # [3, 5]
        hq*(cse53*cse56 + cse59*cse61),  # [3, 9]
        hq*(cse53*cse63 + cse61*cse64),  # [3, 10]
        hq*(cse53*cse68 + cse61*cse71),  # [3, 11]
        q_A_rotor_13,  # [3, 19]
        cse72,  # [3, 34]
        cse73*v_w_rotor_z + hq*(cse105*cse13 + cse106*cse22 + cse2*cse92),  # [4, 3]
        hq*(cse105*cse37 + cse106*cse38 + cse35*cse92) + 2.0,  # [4, 4]
        cse73*v_w_rotor_x + hq*(cse105*cse41 + cse106*cse42 + cse40*cse92),  # [4, 5]
        hq*(cse112*cse56 + cse115*cse59),  # [4, 9]
        hq*(cse112*cse63 + cse115*cse64),  # [4, 10]
        hq*(cse112*cse68 + cse115*cse71),  # [4, 11]
        -q_A_rotor_13,  # [4, 18]
        -2*q_A_rotor_13,  # [4, 31]
        -cse116,  # [4, 32]
        -cse117,  # [4, 33]
        cse118,  # [4, 34]
        cse121,  # [4, 35]
        cse39 + hq*(cse128*cse2 + cse129*cse13 + cse130*cse22),  # [5, 3]
        -cse32*v_w_rotor_x + hq*(cse128*cse35 + cse129*cse37 + cse130*cse38),  # [5, 4]
        hq*(cse128*cse40 + cse129*cse41 + cse130*cse42),  # [5, 5]
        hq*(cse134*cse56 + cse135*cse59),  # [5, 9]
        hq*(cse134*cse63 + cse135*cse64),  # [5, 10]
        hq*(cse134*cse68 + cse135*cse71),  # [5, 11]
        q_A_rotor_12,  # [5, 18]
        -q_A_rotor_11,  # [5, 19]
        2*q_A_rotor_12,  # [5, 31]
        cse136,  # [5, 32]
        cse137,  # [5, 33]
        cse138,  # [5, 34]
        cse139,  # [5, 35]
        1.0,  # [6, 6]
        1,  # [6, 28]
        1,  # [6, 31]
        1.0,  # [7, 7]
        1,  # [7, 29]
        1,  # [7, 32]
        1.0,  # [8, 8]
        1,  # [8, 30]
        1,  # [8, 33]
        hq*(cse115*cse13 + cse135*cse2 + cse140*cse22),  # [9, 3]
        hq*(cse115*cse37 + cse135*cse35 + cse140*cse38),  # [9, 4]
        hq*(cse115*cse41 + cse135*cse40 + cse140*cse42),  # [9, 5]
        hq*(cse145*cse146 + cse156*cse56 + cse157*cse59) + 12.4,  # [9, 9]
        -cse158*v_w_link2_z + hq*(cse145*cse159 + cse156*cse63 + cse157*cse64),  # [9, 10]
        -cse158*v_w_link2_y + hq*(cse145*cse160 + cse156*cse68 + cse157*cse71),  # [9, 11]
        -cse161,  # [9, 28]
        -cse162,  # [9, 29]
        -cse163,  # [9, 30]
        cse161,  # [9, 31]
        cse162,  # [9, 32]
        cse163,  # [9, 33]
        cse170,  # [9, 34]
        hq*(cse112*cse13 + cse134*cse2 + cse171*cse22),  # [10, 3]
        hq*(cse112*cse37 + cse134*cse35 + cse171*cse38),  # [10, 4]
        hq*(cse112*cse41 + cse134*cse40 + cse171*cse42),  # [10, 5]
        cse172*v_w_link2_z + hq*(cse146*cse173 + cse174*cse56),  # [10, 9]
        hq*(cse159*cse173 + cse174*cse63) + 0.01,  # [10, 10]
        cse172*v_w_link2_x + hq*(cse160*cse173 + cse174*cse68),  # [10, 11]
        cse175,  # [10, 34]
        -cse176*v_w_link2_y + hq*(cse146*cse180 + cse181*cse56),  # [11, 9]
        -cse176*v_w_link2_x + hq*(cse159*cse180 + cse181*cse63),  # [11, 10]
        hq*(cse160*cse180 + cse181*cse68),  # [11, 11]
        cse182,  # [11, 28]
        cse183,  # [11, 29]
        cse184,  # [11, 30]
        -cse182,  # [11, 31]
        -cse183,  # [11, 32]
        -cse184,  # [11, 33]
        1.0,  # [12, 12]
        -1,  # [12, 25]
        -1,  # [12, 28]
        1.0,  # [13, 13]
        -1,  # [13, 26]
        -1,  # [13, 29]
        1.0,  # [14, 14]
        -1,  # [14, 27]
        -1,  # [14, 30]
        hq*(cse189*lam_5 + cse192*cse202 + cse205*cse207) + 4.54,  # [15, 15]
        -cse158*v_w_link3_z + hq*(cse202*cse213 + cse207*cse214 + cse211*lam_5),  # [15, 16]
        -cse158*v_w_link3_y + hq*(cse202*cse217 + cse207*cse218 + cse216*lam_5),  # [15, 17]
        -q_A_link3_22,  # [15, 23]
        q_A_link3_23,  # [15, 24]
        -cse219,  # [15, 25]
        -cse220,  # [15, 26]
        -cse221,  # [15, 27]
        cse219,  # [15, 28]
        cse220,  # [15, 29]
        cse221,  # [15, 30]
        cse222*v_w_link3_z + hq*(cse188*cse223 - cse192*cse206),  # [16, 15]
        hq*(-cse206*cse213 + cse210*cse223) + 0.01,  # [16, 16]
        cse222*v_w_link3_x + hq*(-cse206*cse217 + cse215*cse223),  # [16, 17]
        q_A_link3_21,  # [16, 23]
        -cse224*v_w_link3_y + hq*(cse188*cse228 + cse192*cse229),  # [17, 15]
        -cse224*v_w_link3_x + hq*(cse210*cse228 + cse213*cse229),  # [17, 16]
        hq*(cse215*cse228 + cse217*cse229),  # [17, 17]
        -q_A_link3_21,  # [17, 24]
        cse230,  # [17, 25]
        cse231,  # [17, 26]
        cse232,  # [17, 27]
        -cse230,  # [17, 28]
        -cse231,  # [17, 29]
        -cse232,  # [17, 30]
        cse233 - cse234,  # [18, 3]
        cse235 - cse236,  # [18, 4]
        cse237 - cse238,  # [18, 5]
        -cse2*q_A_rotor_11 + cse22*q_A_rotor_13,  # [19, 3]
        -cse35*q_A_rotor_11 + cse38*q_A_rotor_13,  # [19, 4]
        -cse40*q_A_rotor_11 + cse42*q_A_rotor_13,  # [19, 5]
        -1,  # [20, 0]
        -1,  # [21, 1]
        -1,  # [22, 2]
        cse192*q_A_link3_21 - cse205*q_A_link3_22,  # [23, 15]
        cse213*q_A_link3_21 - cse214*q_A_link3_22,  # [23, 16]
        cse217*q_A_link3_21 - cse218*q_A_link3_22,  # [23, 17]
        -cse189 + cse205*q_A_link3_23,  # [24, 15]
        -cse211 + cse214*q_A_link3_23,  # [24, 16]
        -cse216 + cse218*q_A_link3_23,  # [24, 17]
        -1,  # [25, 12]
        cse239 - cse240,  # [25, 15]
        cse241 - cse242,  # [25, 16]
        cse243 - cse244,  # [25, 17]
        -1,  # [26, 13]
        cse245 - cse246,  # [26, 15]
        cse247 - cse248,  # [26, 16]
        cse249 - cse250,  # [26, 17]
        -1,  # [27, 14]
        cse251 - cse252,  # [27, 15]
        cse253 - cse254,  # [27, 16]
        cse255 - cse256,  # [27, 17]
        1,  # [28, 6]
        cse257 - cse258,  # [28, 9]
        cse259 - cse260,  # [28, 10]
        cse261 - cse262,  # [28, 11]
        -1,  # [28, 12]
        -cse239 + cse240,  # [28, 15]
        -cse241 + cse242,  # [28, 16]
        -cse243 + cse244,  # [28, 17]
        1,  # [29, 7]
        cse263 - cse264,  # [29, 9]
        cse265 - cse266,  # [29, 10]
        cse267 - cse268,  # [29, 11]
        -1,  # [29, 13]
        -cse245 + cse246,  # [29, 15]
        -cse247 + cse248,  # [29, 16]
        -cse249 + cse250,  # [29, 17]
        1,  # [30, 8]
        cse269 - cse270,  # [30, 9]
        cse271 - cse272,  # [30, 10]
        cse273 - cse274,  # [30, 11]
        -1,  # [30, 14]
        -cse251 + cse252,  # [30, 15]
        -cse253 + cse254,  # [30, 16]
        -cse255 + cse256,  # [30, 17]
        -1,  # [31, 0]
        2*cse233 - 2*cse234,  # [31, 3]
        2*cse235 - 2*cse236,  # [31, 4]
        2*cse237 - 2*cse238,  # [31, 5]
        1,  # [31, 6]
        -cse257 + cse258,  # [31, 9]
        -cse259 + cse260,  # [31, 10]
        -cse261 + cse262,  # [31, 11]
        -1,  # [32, 1]
        -cse116*cse13 + cse136*cse2,  # [32, 3]
        -cse116*cse37 + cse136*cse35,  # [32, 4]
        -cse116*cse41 + cse136*cse40,  # [32, 5]
        1,  # [32, 7]
        -cse263 + cse264,  # [32, 9]
        -cse265 + cse266,  # [32, 10]
        -cse267 + cse268,  # [32, 11]
        -1,  # [33, 2]
        -cse117*cse13 + cse137*cse2,  # [33, 3]
        -cse117*cse37 + cse137*cse35,  # [33, 4]
        -cse117*cse41 + cse137*cse40,  # [33, 5]
        1,  # [33, 8]
        -cse269 + cse270,  # [33, 9]
        -cse271 + cse272,  # [33, 10]
        -cse273 + cse274,  # [33, 11]
        cse118*cse13 + cse138*cse2 + cse22*cse72,  # [34, 3]
        cse118*cse37 + cse138*cse35 + cse38*cse72,  # [34, 4]
        cse118*cse41 + cse138*cse40 + cse42*cse72,  # [34, 5]
        cse170*cse59 + cse175*cse56,  # [34, 9]
        cse170*cse64 + cse175*cse63,  # [34, 10]
        cse170*cse71 + cse175*cse68,  # [34, 11]
        cse121*cse13 + cse139*cse2,  # [35, 3]
        cse121*cse37 + cse139*cse35,  # [35, 4]
        cse121*cse41 + cse139*cse40,  # [35, 5]
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
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Args:
        q: position coordinates (36).
        p: parameters (0).

    Returns:
        ndarray of shape (7, 24), 130 nonzero.
    """
    # 182 operations after common subexpression elimination
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

    cse0 = 3.7*q_A_link3_12
    cse1 = 3.7*q_A_link3_22
    cse2 = 3.7*q_A_link3_32
    cse3 = 0.27805633713446004*q_A_link2_13
    cse4 = 0.6967213111475148*q_A_link2_12
    cse5 = 0.6612594709887001*q_A_link2_11
    cse6 = 0.27805633713446004*q_A_link2_23
    cse7 = 0.6967213111475148*q_A_link2_22
    cse8 = 0.6612594709887001*q_A_link2_21
    cse9 = 0.27805633713446004*q_A_link2_33
    cse10 = 0.6967213111475148*q_A_link2_32
    cse11 = 0.6612594709887001*q_A_link2_31
    cse12 = -q_A_rotor_11
    cse13 = -q_A_rotor_21
    cse14 = -q_A_rotor_31
    out = np.zeros((7, 24))
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
        1,  # [0, 17]
        1,  # [0, 19]
        -1,  # [0, 21]
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
        -3.991302121273762,  # [1, 12]
        -8.5,  # [1, 13]
        0.004668815951399452,  # [1, 14]
        0.4741231347908751,  # [1, 16]
        0.8804585470401622,  # [1, 17]
        -1.0,  # [1, 18]
        -0.8804585470401622,  # [1, 22]
        0.4741231347908751,  # [1, 23]
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
        -0.006523544512045836*q_A_link2_11 - 6.103609155404682*q_A_link2_12 - 0.006470566813989276*q_A_link2_13 + q_r_link2_x,  # [2, 12]
        -0.006523544512045836*q_A_link2_21 - 6.103609155404682*q_A_link2_22 - 0.006470566813989276*q_A_link2_23 + q_r_link2_y,  # [2, 13]
        -0.006523544512045836*q_A_link2_31 - 6.103609155404682*q_A_link2_32 - 0.006470566813989276*q_A_link2_33 + q_r_link2_z,  # [2, 14]
        -cse3 - cse4 + cse5,  # [2, 15]
        0.35589868700602617*q_A_link2_11 + 0.6176679596421597*q_A_link2_12 - 0.701300517766013*q_A_link2_13,  # [2, 16]
        0.6603575066697819*q_A_link2_11 + 0.364781724082196*q_A_link2_12 + 0.6564009880861618*q_A_link2_13,  # [2, 17]
        -cse6 - cse7 + cse8,  # [2, 18]
        0.35589868700602617*q_A_link2_21 + 0.6176679596421597*q_A_link2_22 - 0.701300517766013*q_A_link2_23,  # [2, 19]
        0.6603575066697819*q_A_link2_21 + 0.364781724082196*q_A_link2_22 + 0.6564009880861618*q_A_link2_23,  # [2, 20]
        -cse10 + cse11 - cse9,  # [2, 21]
        0.35589868700602617*q_A_link2_31 + 0.6176679596421597*q_A_link2_32 - 0.701300517766013*q_A_link2_33,  # [2, 22]
        0.6603575066697819*q_A_link2_31 + 0.364781724082196*q_A_link2_32 + 0.6564009880861618*q_A_link2_33,  # [2, 23]
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
        -2.785729245262207e-09*q_A_link2_11 + 6.100000001471967*q_A_link2_12 - 3.1197990857378954e-09*q_A_link2_13 + q_r_link2_x,  # [3, 12]
        -2.785729245262207e-09*q_A_link2_21 + 6.100000001471967*q_A_link2_22 - 3.1197990857378954e-09*q_A_link2_23 + q_r_link2_y,  # [3, 13]
        -2.785729245262207e-09*q_A_link2_31 + 6.100000001471967*q_A_link2_32 - 3.1197990857378954e-09*q_A_link2_33 + q_r_link2_z,  # [3, 14]
        0.00026326970986405957*q_A_link2_11 + 0.3708795797635267*q_A_link2_12 - 0.9286809290620163*q_A_link2_13,  # [3, 15]
        cse3 + cse4 - cse5,  # [3, 16]
        0.7501572120007941*q_A_link2_11 + 0.6140258560576402*q_A_link2_12 + 0.245431060332383*q_A_link2_13,  # [3, 17]
        0.00026326970986405957*q_A_link2_21 + 0.3708795797635267*q_A_link2_22 - 0.9286809290620163*q_A_link2_23,  # [3, 18]
        cse6 + cse7 - cse8,  # [3, 19]
        0.7501572120007941*q_A_link2_21 + 0.6140258560576402*q_A_link2_22 + 0.245431060332383*q_A_link2_23,  # [3, 20]
        0.00026326970986405957*q_A_link2_31 + 0.3708795797635267*q_A_link2_32 - 0.9286809290620163*q_A_link2_33,  # [3, 21]
        cse10 - cse11 + cse9,  # [3, 22]
        0.7501572120007941*q_A_link2_31 + 0.6140258560576402*q_A_link2_32 + 0.245431060332383*q_A_link2_33,  # [3, 23]
        1,  # [4, 3]
        1,  # [4, 7]
        1,  # [4, 11]
        q_r_rotor_x,  # [4, 12]
        q_r_rotor_y,  # [4, 13]
        q_r_rotor_z,  # [4, 14]
        q_A_rotor_13,  # [4, 15]
        q_A_rotor_12,  # [4, 16]
        cse12,  # [4, 17]
        q_A_rotor_23,  # [4, 18]
        q_A_rotor_22,  # [4, 19]
        cse13,  # [4, 20]
        q_A_rotor_33,  # [4, 21]
        q_A_rotor_32,  # [4, 22]
        cse14,  # [4, 23]
        1,  # [5, 5]
        -1,  # [5, 7]
        1,  # [5, 9]
        q_r_rotor_x,  # [5, 12]
        q_r_rotor_y,  # [5, 13]
        q_r_rotor_z,  # [5, 14]
        cse12,  # [5, 15]
        -q_A_rotor_12,  # [5, 16]
        q_A_rotor_13,  # [5, 17]
        cse13,  # [5, 18]
        -q_A_rotor_22,  # [5, 19]
        q_A_rotor_23,  # [5, 20]
        cse14,  # [5, 21]
        -q_A_rotor_32,  # [5, 22]
        q_A_rotor_33,  # [5, 23]
        -4,  # [6, 0]
        -8.5,  # [6, 1]
        -1,  # [6, 4]
        1,  # [6, 8]
        -1,  # [6, 9]
        3.699986833381252*q_A_link3_12 - 0.009871715320274088*q_A_link3_13 + q_r_link3_x,  # [6, 12]
        3.699986833381252*q_A_link3_22 - 0.009871715320274088*q_A_link3_23 + q_r_link3_y,  # [6, 13]
        3.699986833381252*q_A_link3_32 - 0.009871715320274088*q_A_link3_33 + q_r_link3_z,  # [6, 14]
        0.8804585470401622*q_A_link3_12 - 0.4741231347908751*q_A_link3_13,  # [6, 15]
        -0.4741231347908751*q_A_link3_12 - 0.8804585470401622*q_A_link3_13,  # [6, 16]
        -1.0*q_A_link3_11,  # [6, 17]
        0.8804585470401622*q_A_link3_22 - 0.4741231347908751*q_A_link3_23,  # [6, 18]
        -0.4741231347908751*q_A_link3_22 - 0.8804585470401622*q_A_link3_23,  # [6, 19]
        -1.0*q_A_link3_21,  # [6, 20]
        0.8804585470401622*q_A_link3_32 - 0.4741231347908751*q_A_link3_33,  # [6, 21]
        -0.4741231347908751*q_A_link3_32 - 0.8804585470401622*q_A_link3_33,  # [6, 22]
        -1.0*q_A_link3_31,  # [6, 23]
    )
    return out



def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 7, 24).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    cse0 = 3.7*q_A_link3_12
    cse1 = 3.7*q_A_link3_22
    cse2 = 3.7*q_A_link3_32
    cse3 = 0.27805633713446004*q_A_link2_13
    cse4 = 0.6967213111475148*q_A_link2_12
    cse5 = 0.6612594709887001*q_A_link2_11
    cse6 = 0.27805633713446004*q_A_link2_23
    cse7 = 0.6967213111475148*q_A_link2_22
    cse8 = 0.6612594709887001*q_A_link2_21
    cse9 = 0.27805633713446004*q_A_link2_33
    cse10 = 0.6967213111475148*q_A_link2_32
    cse11 = 0.6612594709887001*q_A_link2_31
    cse12 = -q_A_rotor_11
    cse13 = -q_A_rotor_21
    cse14 = -q_A_rotor_31
    out = np.zeros((n, 7, 24))
    out[:, 0, 0] = q_r_rotor_x
    out[:, 0, 1] = q_r_rotor_y
    out[:, 0, 2] = q_r_rotor_z
    out[:, 0, 3] = q_A_rotor_11
    out[:, 0, 4] = q_A_rotor_12
    out[:, 0, 5] = q_A_rotor_13
    out[:, 0, 6] = q_A_rotor_21
    out[:, 0, 7] = q_A_rotor_22
    out[:, 0, 8] = q_A_rotor_23
    out[:, 0, 9] = q_A_rotor_31
    out[:, 0, 10] = q_A_rotor_32
    out[:, 0, 11] = q_A_rotor_33
    out[:, 0, 17] = 1
    out[:, 0, 19] = 1
    out[:, 0, 21] = -1
    out[:, 1, 0] = cse0 + q_r_link3_x
    out[:, 1, 1] = cse1 + q_r_link3_y
    out[:, 1, 2] = cse2 + q_r_link3_z
    out[:, 1, 3] = q_A_link3_11
    out[:, 1, 4] = q_A_link3_12
    out[:, 1, 5] = q_A_link3_13
    out[:, 1, 6] = q_A_link3_21
    out[:, 1, 7] = q_A_link3_22
    out[:, 1, 8] = q_A_link3_23
    out[:, 1, 9] = q_A_link3_31
    out[:, 1, 10] = q_A_link3_32
    out[:, 1, 11] = q_A_link3_33
    out[:, 1, 12] = -3.991302121273762
    out[:, 1, 13] = -8.5
    out[:, 1, 14] = 0.004668815951399452
    out[:, 1, 16] = 0.4741231347908751
    out[:, 1, 17] = 0.8804585470401622
    out[:, 1, 18] = -1.0
    out[:, 1, 22] = -0.8804585470401622
    out[:, 1, 23] = 0.4741231347908751
    out[:, 2, 0] = -cse0 + q_r_link3_x
    out[:, 2, 1] = -cse1 + q_r_link3_y
    out[:, 2, 2] = -cse2 + q_r_link3_z
    out[:, 2, 3] = q_A_link3_11
    out[:, 2, 4] = q_A_link3_12
    out[:, 2, 5] = q_A_link3_13
    out[:, 2, 6] = q_A_link3_21
    out[:, 2, 7] = q_A_link3_22
    out[:, 2, 8] = q_A_link3_23
    out[:, 2, 9] = q_A_link3_31
    out[:, 2, 10] = q_A_link3_32
    out[:, 2, 11] = q_A_link3_33
    out[:, 2, 12] = -0.006523544512045836*q_A_link2_11 - 6.103609155404682*q_A_link2_12 - 0.006470566813989276*q_A_link2_13 + q_r_link2_x
    out[:, 2, 13] = -0.006523544512045836*q_A_link2_21 - 6.103609155404682*q_A_link2_22 - 0.006470566813989276*q_A_link2_23 + q_r_link2_y
    out[:, 2, 14] = -0.006523544512045836*q_A_link2_31 - 6.103609155404682*q_A_link2_32 - 0.006470566813989276*q_A_link2_33 + q_r_link2_z
    out[:, 2, 15] = -cse3 - cse4 + cse5
    out[:, 2, 16] = 0.35589868700602617*q_A_link2_11 + 0.6176679596421597*q_A_link2_12 - 0.701300517766013*q_A_link2_13
    out[:, 2, 17] = 0.6603575066697819*q_A_link2_11 + 0.364781724082196*q_A_link2_12 + 0.6564009880861618*q_A_link2_13
    out[:, 2, 18] = -cse6 - cse7 + cse8
    out[:, 2, 19] = 0.35589868700602617*q_A_link2_21 + 0.6176679596421597*q_A_link2_22 - 0.701300517766013*q_A_link2_23
    out[:, 2, 20] = 0.6603575066697819*q_A_link2_21 + 0.364781724082196*q_A_link2_22 + 0.6564009880861618*q_A_link2_23
    out[:, 2, 21] = -cse10 + cse11 - cse9
    out[:, 2, 22] = 0.35589868700602617*q_A_link2_31 + 0.6176679596421597*q_A_link2_32 - 0.701300517766013*q_A_link2_33
    out[:, 2, 23] = 0.6603575066697819*q_A_link2_31 + 0.364781724082196*q_A_link2_32 + 0.6564009880861618*q_A_link2_33
    out[:, 3, 0] = -2*q_A_rotor_11 + q_r_rotor_x
    out[:, 3, 1] = -2*q_A_rotor_21 + q_r_rotor_y
    out[:, 3, 2] = -2*q_A_rotor_31 + q_r_rotor_z
    out[:, 3, 3] = q_A_rotor_11
    out[:, 3, 4] = q_A_rotor_12
    out[:, 3, 5] = q_A_rotor_13
    out[:, 3, 6] = q_A_rotor_21
    out[:, 3, 7] = q_A_rotor_22
    out[:, 3, 8] = q_A_rotor_23
    out[:, 3, 9] = q_A_rotor_31
    out[:, 3, 10] = q_A_rotor_32
    out[:, 3, 11] = q_A_rotor_33
    out[:, 3, 12] = -2.785729245262207e-09*q_A_link2_11 + 6.100000001471967*q_A_link2_12 - 3.1197990857378954e-09*q_A_link2_13 + q_r_link2_x
    out[:, 3, 13] = -2.785729245262207e-09*q_A_link2_21 + 6.100000001471967*q_A_link2_22 - 3.1197990857378954e-09*q_A_link2_23 + q_r_link2_y
    out[:, 3, 14] = -2.785729245262207e-09*q_A_link2_31 + 6.100000001471967*q_A_link2_32 - 3.1197990857378954e-09*q_A_link2_33 + q_r_link2_z
    out[:, 3, 15] = 0.00026326970986405957*q_A_link2_11 + 0.3708795797635267*q_A_link2_12 - 0.9286809290620163*q_A_link2_13
    out[:, 3, 16] = cse3 + cse4 - cse5
    out[:, 3, 17] = 0.7501572120007941*q_A_link2_11 + 0.6140258560576402*q_A_link2_12 + 0.245431060332383*q_A_link2_13
    out[:, 3, 18] = 0.00026326970986405957*q_A_link2_21 + 0.3708795797635267*q_A_link2_22 - 0.9286809290620163*q_A_link2_23
    out[:, 3, 19] = cse6 + cse7 - cse8
    out[:, 3, 20] = 0.7501572120007941*q_A_link2_21 + 0.6140258560576402*q_A_link2_22 + 0.245431060332383*q_A_link2_23
    out[:, 3, 21] = 0.00026326970986405957*q_A_link2_31 + 0.3708795797635267*q_A_link2_32 - 0.9286809290620163*q_A_link2_33
    out[:, 3, 22] = cse10 - cse11 + cse9
    out[:, 3, 23] = 0.7501572120007941*q_A_link2_31 + 0.6140258560576402*q_A_link2_32 + 0.245431060332383*q_A_link2_33
    out[:, 4, 3] = 1
    out[:, 4, 7] = 1
    out[:, 4, 11] = 1
    out[:, 4, 12] = q_r_rotor_x
    out[:, 4, 13] = q_r_rotor_y
    out[:, 4, 14] = q_r_rotor_z
    out[:, 4, 15] = q_A_rotor_13
    out[:, 4, 16] = q_A_rotor_12
    out[:, 4, 17] = cse12
    out[:, 4, 18] = q_A_rotor_23
    out[:, 4, 19] = q_A_rotor_22
    out[:, 4, 20] = cse13
    out[:, 4, 21] = q_A_rotor_33
    out[:, 4, 22] = q_A_rotor_32
    out[:, 4, 23] = cse14
    out[:, 5, 5] = 1
    out[:, 5, 7] = -1
    out[:, 5, 9] = 1
    out[:, 5, 12] = q_r_rotor_x
    out[:, 5, 13] = q_r_rotor_y
    out[:, 5, 14] = q_r_rotor_z
    out[:, 5, 15] = cse12
    out[:, 5, 16] = -q_A_rotor_12
    out[:, 5, 17] = q_A_rotor_13
    out[:, 5, 18] = cse13
    out[:, 5, 19] = -q_A_rotor_22
    out[:, 5, 20] = q_A_rotor_23
    out[:, 5, 21] = cse14
    out[:, 5, 22] = -q_A_rotor_32
    out[:, 5, 23] = q_A_rotor_33
    out[:, 6, 0] = -4
    out[:, 6, 1] = -8.5
    out[:, 6, 4] = -1
    out[:, 6, 8] = 1
    out[:, 6, 9] = -1
    out[:, 6, 12] = 3.699986833381252*q_A_link3_12 - 0.009871715320274088*q_A_link3_13 + q_r_link3_x
    out[:, 6, 13] = 3.699986833381252*q_A_link3_22 - 0.009871715320274088*q_A_link3_23 + q_r_link3_y
    out[:, 6, 14] = 3.699986833381252*q_A_link3_32 - 0.009871715320274088*q_A_link3_33 + q_r_link3_z
    out[:, 6, 15] = 0.8804585470401622*q_A_link3_12 - 0.4741231347908751*q_A_link3_13
    out[:, 6, 16] = -0.4741231347908751*q_A_link3_12 - 0.8804585470401622*q_A_link3_13
    out[:, 6, 17] = -1.0*q_A_link3_11
    out[:, 6, 18] = 0.8804585470401622*q_A_link3_22 - 0.4741231347908751*q_A_link3_23
    out[:, 6, 19] = -0.4741231347908751*q_A_link3_22 - 0.8804585470401622*q_A_link3_23
    out[:, 6, 20] = -1.0*q_A_link3_21
    out[:, 6, 21] = 0.8804585470401622*q_A_link3_32 - 0.4741231347908751*q_A_link3_33
    out[:, 6, 22] = -0.4741231347908751*q_A_link3_32 - 0.8804585470401622*q_A_link3_33
    out[:, 6, 23] = -1.0*q_A_link3_31
    return out


def joint_motion(q, v, p):
    """Per joint with coordinates (rows, the reaction sites that list them): body j's rotation
    R = E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their
    rates omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's
    joint frame (mechgen.symbolic.reactions.joint_motion).

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (2, 18), 36 nonzero.
    """
    # 95 operations after common subexpression elimination
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

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, _, _,
        _, _, _, _,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 0.009871715320274088*q_A_link3_33
    cse1 = 3.699986833381252*q_A_link3_32
    cse2 = 3.699986833381252*q_A_link3_12
    cse3 = 0.009871715320274088*q_A_link3_13
    cse4 = 3.699986833381252*q_A_link3_22 - 0.009871715320274088*q_A_link3_23
    cse5 = q_A_link3_33*v_w_link3_z
    cse6 = q_A_link3_32*v_w_link3_y
    cse7 = q_A_link3_31*v_w_link3_x
    cse8 = q_A_link3_13*v_w_link3_z
    cse9 = q_A_link3_12*v_w_link3_y
    cse10 = q_A_link3_11*v_w_link3_x
    cse11 = q_A_link3_21*v_w_link3_x + q_A_link3_22*v_w_link3_y + q_A_link3_23*v_w_link3_z
    cse12 = cse10 + cse8 + cse9
    cse13 = cse2 - cse3
    cse14 = cse5 + cse6 + cse7
    cse15 = -cse0 + cse1
    return np.array([
        -q_A_rotor_31,  # [0, 0]
        -q_A_rotor_32,  # [0, 1]
        q_A_rotor_33,  # [0, 2]
        q_A_rotor_21,  # [0, 3]
        q_A_rotor_22,  # [0, 4]
        -q_A_rotor_23,  # [0, 5]
        -q_A_rotor_11,  # [0, 6]
        -q_A_rotor_12,  # [0, 7]
        q_A_rotor_13,  # [0, 8]
        q_r_rotor_z,  # [0, 9]
        -q_r_rotor_y,  # [0, 10]
        q_r_rotor_x,  # [0, 11]
        q_A_rotor_31*v_w_rotor_x + q_A_rotor_32*v_w_rotor_y + q_A_rotor_33*v_w_rotor_z,  # [0, 12]
        -q_A_rotor_21*v_w_rotor_x - q_A_rotor_22*v_w_rotor_y - q_A_rotor_23*v_w_rotor_z,  # [0, 13]
        q_A_rotor_11*v_w_rotor_x + q_A_rotor_12*v_w_rotor_y + q_A_rotor_13*v_w_rotor_z,  # [0, 14]
        v_rd_rotor_z,  # [0, 15]
        -v_rd_rotor_y,  # [0, 16]
        v_rd_rotor_x,  # [0, 17]
        -0.8804585470401622*q_A_link3_32 + 0.4741231347908751*q_A_link3_33,  # [1, 0]
        0.4741231347908751*q_A_link3_32 + 0.8804585470401622*q_A_link3_33,  # [1, 1]
        1.0*q_A_link3_31,  # [1, 2]
        -0.8804585470401622*q_A_link3_12 + 0.4741231347908751*q_A_link3_13,  # [1, 3]
        0.4741231347908751*q_A_link3_12 + 0.8804585470401622*q_A_link3_13,  # [1, 4]
        1.0*q_A_link3_11,  # [1, 5]
        0.8804585470401622*q_A_link3_22 - 0.4741231347908751*q_A_link3_23,  # [1, 6]
        -0.4741231347908751*q_A_link3_22 - 0.8804585470401622*q_A_link3_23,  # [1, 7]
        -1.0*q_A_link3_21,  # [1, 8]
        cse0 - cse1 - q_r_link3_z,  # [1, 9]
        -cse2 + cse3 - q_r_link3_x - 4,  # [1, 10]
        cse4 + q_r_link3_y + 8.5,  # [1, 11]
        -cse5 - cse6 - cse7,  # [1, 12]
        -cse10 - cse8 - cse9,  # [1, 13]
        cse11,  # [1, 14]
        cse11*cse13 - cse12*cse4 - v_rd_link3_z,  # [1, 15]
        -cse11*cse15 + cse14*cse4 - v_rd_link3_x,  # [1, 16]
        -cse12*cse15 + cse13*cse14 + v_rd_link3_y,  # [1, 17]
    ]).reshape(2, 18)



def joint_motion_rows(q, v, p):
    """joint_motion at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        v: velocity coordinates, one row each (n, 18).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2, 18).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, _, _,
        _, _, _, _,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = _columns(v, n, 18, "v")

    cse0 = 0.009871715320274088*q_A_link3_33
    cse1 = 3.699986833381252*q_A_link3_32
    cse2 = 3.699986833381252*q_A_link3_12
    cse3 = 0.009871715320274088*q_A_link3_13
    cse4 = 3.699986833381252*q_A_link3_22 - 0.009871715320274088*q_A_link3_23
    cse5 = q_A_link3_33*v_w_link3_z
    cse6 = q_A_link3_32*v_w_link3_y
    cse7 = q_A_link3_31*v_w_link3_x
    cse8 = q_A_link3_13*v_w_link3_z
    cse9 = q_A_link3_12*v_w_link3_y
    cse10 = q_A_link3_11*v_w_link3_x
    cse11 = q_A_link3_21*v_w_link3_x + q_A_link3_22*v_w_link3_y + q_A_link3_23*v_w_link3_z
    cse12 = cse10 + cse8 + cse9
    cse13 = cse2 - cse3
    cse14 = cse5 + cse6 + cse7
    cse15 = -cse0 + cse1
    out = np.zeros((n, 2, 18))
    out[:, 0, 0] = -q_A_rotor_31
    out[:, 0, 1] = -q_A_rotor_32
    out[:, 0, 2] = q_A_rotor_33
    out[:, 0, 3] = q_A_rotor_21
    out[:, 0, 4] = q_A_rotor_22
    out[:, 0, 5] = -q_A_rotor_23
    out[:, 0, 6] = -q_A_rotor_11
    out[:, 0, 7] = -q_A_rotor_12
    out[:, 0, 8] = q_A_rotor_13
    out[:, 0, 9] = q_r_rotor_z
    out[:, 0, 10] = -q_r_rotor_y
    out[:, 0, 11] = q_r_rotor_x
    out[:, 0, 12] = q_A_rotor_31*v_w_rotor_x + q_A_rotor_32*v_w_rotor_y + q_A_rotor_33*v_w_rotor_z
    out[:, 0, 13] = -q_A_rotor_21*v_w_rotor_x - q_A_rotor_22*v_w_rotor_y - q_A_rotor_23*v_w_rotor_z
    out[:, 0, 14] = q_A_rotor_11*v_w_rotor_x + q_A_rotor_12*v_w_rotor_y + q_A_rotor_13*v_w_rotor_z
    out[:, 0, 15] = v_rd_rotor_z
    out[:, 0, 16] = -v_rd_rotor_y
    out[:, 0, 17] = v_rd_rotor_x
    out[:, 1, 0] = -0.8804585470401622*q_A_link3_32 + 0.4741231347908751*q_A_link3_33
    out[:, 1, 1] = 0.4741231347908751*q_A_link3_32 + 0.8804585470401622*q_A_link3_33
    out[:, 1, 2] = 1.0*q_A_link3_31
    out[:, 1, 3] = -0.8804585470401622*q_A_link3_12 + 0.4741231347908751*q_A_link3_13
    out[:, 1, 4] = 0.4741231347908751*q_A_link3_12 + 0.8804585470401622*q_A_link3_13
    out[:, 1, 5] = 1.0*q_A_link3_11
    out[:, 1, 6] = 0.8804585470401622*q_A_link3_22 - 0.4741231347908751*q_A_link3_23
    out[:, 1, 7] = -0.4741231347908751*q_A_link3_22 - 0.8804585470401622*q_A_link3_23
    out[:, 1, 8] = -1.0*q_A_link3_21
    out[:, 1, 9] = cse0 - cse1 - q_r_link3_z
    out[:, 1, 10] = -cse2 + cse3 - q_r_link3_x - 4
    out[:, 1, 11] = cse4 + q_r_link3_y + 8.5
    out[:, 1, 12] = -cse5 - cse6 - cse7
    out[:, 1, 13] = -cse10 - cse8 - cse9
    out[:, 1, 14] = cse11
    out[:, 1, 15] = cse11*cse13 - cse12*cse4 - v_rd_link3_z
    out[:, 1, 16] = -cse11*cse15 + cse14*cse4 - v_rd_link3_x
    out[:, 1, 17] = -cse12*cse15 + cse13*cse14 + v_rd_link3_y
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
    # 396 operations after common subexpression elimination
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
    cse50 = math.cos(cse49)
    cse51 = math.sin(cse49)
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
        2*(cse41*cse50 + cse42*cse51)/(cse41*cse51 - cse42*cse50 + 1),  # [17]
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
    # 310 operations after common subexpression elimination
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
    cse1 = (1/2)*cse0
    cse2 = cse1*q_A_rotor_13
    cse3 = -cse1
    cse4 = cse1*q_A_link3_21
    cse5 = 1.85*cse0
    cse6 = cse5*q_A_link3_13
    cse7 = cse5*q_A_link3_11
    cse8 = cse5*q_A_link3_23
    cse9 = cse5*q_A_link3_21
    cse10 = cse5*q_A_link3_33
    cse11 = cse5*q_A_link3_31
    cse12 = 3.05*cse0
    cse13 = cse12*q_A_link2_13
    cse14 = cse12*q_A_link2_11
    cse15 = cse12*q_A_link2_23
    cse16 = cse12*q_A_link2_21
    cse17 = cse12*q_A_link2_33
    cse18 = cse12*q_A_link2_31
    cse19 = cse0*q_A_rotor_13
    cse20 = cse0*q_A_rotor_12
    cse21 = cse0*q_A_rotor_23
    cse22 = cse0*q_A_rotor_22
    cse23 = cse0*q_A_rotor_33
    cse24 = cse0*q_A_rotor_32
    cse25 = a_10 + v_w_link2_x*v_w_link2_z
    cse26 = -a_9 + v_w_link2_y*v_w_link2_z
    cse27 = -v_w_link2_x**2 - v_w_link2_y**2
    cse28 = cse1*(cse25*q_A_link2_31 + cse26*q_A_link2_32 + cse27*q_A_link2_33) + h*(q_A_link2_31*v_w_link2_y - q_A_link2_32*v_w_link2_x) + q_A_link2_33
    cse29 = cse1*(cse25*q_A_link2_21 + cse26*q_A_link2_22 + cse27*q_A_link2_23) + h*(q_A_link2_21*v_w_link2_y - q_A_link2_22*v_w_link2_x) + q_A_link2_23
    cse30 = cse1*(cse25*q_A_link2_11 + cse26*q_A_link2_12 + cse27*q_A_link2_13) + h*(q_A_link2_11*v_w_link2_y - q_A_link2_12*v_w_link2_x) + q_A_link2_13
    cse31 = 0.37486057779276993*cse0
    cse32 = cse28*q_A_rotor_31
    cse33 = cse29*q_A_rotor_21
    cse34 = cse30*q_A_rotor_11
    cse35 = 0.33087693666508494*cse0
    cse36 = v_w_rotor_x*v_w_rotor_y
    cse37 = -a_5 + cse36
    cse38 = -v_w_rotor_x**2
    cse39 = -v_w_rotor_z**2
    cse40 = cse38 + cse39
    cse41 = v_w_rotor_y*v_w_rotor_z
    cse42 = a_3 + cse41
    cse43 = v_w_rotor_x*v_w_rotor_z
    cse44 = a_4 + cse43
    cse45 = -a_3 + cse41
    cse46 = -v_w_rotor_y**2
    cse47 = cse38 + cse46
    cse48 = cse1*(-0.6617538733301699*cse1*(cse37*q_A_rotor_31 + cse40*q_A_rotor_32 + cse42*q_A_rotor_33) + 0.7497211555855399*cse1*(cse44*q_A_rotor_31 + cse45*q_A_rotor_32 + cse47*q_A_rotor_33) + 0.7497211555855399*h*(q_A_rotor_31*v_w_rotor_y - q_A_rotor_32*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_31*v_w_rotor_z + q_A_rotor_33*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_32 + 0.7497211555855399*q_A_rotor_33)
    cse49 = cse1*(-0.6617538733301699*cse1*(cse37*q_A_rotor_21 + cse40*q_A_rotor_22 + cse42*q_A_rotor_23) + 0.7497211555855399*cse1*(cse44*q_A_rotor_21 + cse45*q_A_rotor_22 + cse47*q_A_rotor_23) + 0.7497211555855399*h*(q_A_rotor_21*v_w_rotor_y - q_A_rotor_22*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_21*v_w_rotor_z + q_A_rotor_23*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_22 + 0.7497211555855399*q_A_rotor_23)
    cse50 = cse1*(-0.6617538733301699*cse1*(cse37*q_A_rotor_11 + cse40*q_A_rotor_12 + cse42*q_A_rotor_13) + 0.7497211555855399*cse1*(cse44*q_A_rotor_11 + cse45*q_A_rotor_12 + cse47*q_A_rotor_13) + 0.7497211555855399*h*(q_A_rotor_11*v_w_rotor_y - q_A_rotor_12*v_w_rotor_x) - 0.6617538733301699*h*(-q_A_rotor_11*v_w_rotor_z + q_A_rotor_13*v_w_rotor_x) - 0.6617538733301699*q_A_rotor_12 + 0.7497211555855399*q_A_rotor_13)
    cse51 = math.pi*(h + t)
    cse52 = math.sin(cse51)
    cse53 = cse1*cse52
    cse54 = math.cos(cse51)
    cse55 = cse1*cse54
    cse56 = cse39 + cse46
    cse57 = a_5 + cse36
    cse58 = -a_4 + cse43
    cse59 = cse1*(cse56*q_A_rotor_31 + cse57*q_A_rotor_32 + cse58*q_A_rotor_33) + h*(q_A_rotor_32*v_w_rotor_z - q_A_rotor_33*v_w_rotor_y) + q_A_rotor_31
    cse60 = cse1*(cse56*q_A_rotor_21 + cse57*q_A_rotor_22 + cse58*q_A_rotor_23) + h*(q_A_rotor_22*v_w_rotor_z - q_A_rotor_23*v_w_rotor_y) + q_A_rotor_21
    cse61 = cse52*cse60 - cse54*cse59 + 1
    cse62 = 2/cse61
    cse63 = 2*(cse52*cse59 + cse54*cse60)/cse61**2
    out = np.zeros((18, 18))
    out[_taylor_matrix_INDEX] = (
        -cse2,  # [0, 4]
        cse1*q_A_rotor_12,  # [0, 5]
        cse2,  # [1, 3]
        -cse1*q_A_rotor_11,  # [1, 5]
        cse3,  # [2, 0]
        cse3,  # [3, 1]
        cse3,  # [4, 2]
        -cse1*q_A_link3_22,  # [5, 15]
        cse4,  # [5, 16]
        cse1*q_A_link3_23,  # [6, 15]
        -cse4,  # [6, 17]
        cse3,  # [7, 12]
        -cse6,  # [7, 15]
        cse7,  # [7, 17]
        cse3,  # [8, 13]
        -cse8,  # [8, 15]
        cse9,  # [8, 17]
        cse3,  # [9, 14]
        -cse10,  # [9, 15]
        cse11,  # [9, 17]
        cse1,  # [10, 6]
        -cse13,  # [10, 9]
        cse14,  # [10, 11]
        cse3,  # [10, 12]
        cse6,  # [10, 15]
        -cse7,  # [10, 17]
        cse1,  # [11, 7]
        -cse15,  # [11, 9]
        cse16,  # [11, 11]
        cse3,  # [11, 13]
        cse8,  # [11, 15]
        -cse9,  # [11, 17]
        cse1,  # [12, 8]
        -cse17,  # [12, 9]
        cse18,  # [12, 11]
        cse3,  # [12, 14]
        cse10,  # [12, 15]
        -cse11,  # [12, 17]
        cse3,  # [13, 0]
        -cse19,  # [13, 4]
        cse20,  # [13, 5]
        cse1,  # [13, 6]
        cse13,  # [13, 9]
        -cse14,  # [13, 11]
        cse3,  # [14, 1]
        -cse21,  # [14, 4]
        cse22,  # [14, 5]
        cse1,  # [14, 7]
        cse15,  # [14, 9]
        -cse16,  # [14, 11]
        cse3,  # [15, 2]
        -cse23,  # [15, 4]
        cse24,  # [15, 5]
        cse1,  # [15, 8]
        cse17,  # [15, 9]
        -cse18,  # [15, 11]
        cse28*(-0.33087693666508494*cse23 - 0.37486057779276993*cse24) + cse29*(-0.33087693666508494*cse21 - 0.37486057779276993*cse22) + cse30*(-0.33087693666508494*cse19 - 0.37486057779276993*cse20),  # [16, 3]
        cse31*cse32 + cse31*cse33 + cse31*cse34,  # [16, 4]
        cse32*cse35 + cse33*cse35 + cse34*cse35,  # [16, 5]
        -cse48*q_A_link2_32 - cse49*q_A_link2_22 - cse50*q_A_link2_12,  # [16, 9]
        cse48*q_A_link2_31 + cse49*q_A_link2_21 + cse50*q_A_link2_11,  # [16, 10]
        cse62*(-cse53*q_A_rotor_33 - cse55*q_A_rotor_23) - cse63*(-cse53*q_A_rotor_23 + cse55*q_A_rotor_33),  # [17, 4]
        cse62*(cse53*q_A_rotor_32 + cse55*q_A_rotor_22) - cse63*(cse53*q_A_rotor_22 - cse55*q_A_rotor_32),  # [17, 5]
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



def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        v: velocity coordinates, one row each (n, 18).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, _, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_w_link2_x, v_w_link2_y, _,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, _,
    ) = _columns(v, n, 18, "v")

    out = np.zeros((n, 2))
    out[:, 0] = 0.5*v_rd_link2_x**2 + 0.5*v_rd_link2_y**2 + 0.5*v_rd_link2_z**2 + 0.5*v_rd_link3_x**2 + 0.5*v_rd_link3_y**2 + 0.5*v_rd_link3_z**2 + 1.0*v_rd_rotor_x**2 + 1.0*v_rd_rotor_y**2 + 1.0*v_rd_rotor_z**2 + 6.2*v_w_link2_x**2 + 0.005*v_w_link2_y**2 + 2.27*v_w_link3_x**2 + 0.005*v_w_link3_y**2 + 2.0*v_w_rotor_x**2 + 1.0*v_w_rotor_y**2
    out[:, 1] = 9.81*q_r_link2_z + 9.81*q_r_link3_z + 19.62*q_r_rotor_z
    return out


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Args:
        q: position coordinates (36).
        v: velocity coordinates (18).
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
        q: position coordinates, one row each (n, 36).
        v: velocity coordinates, one row each (n, 18).
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
        q: position coordinates (36).
        v: velocity coordinates (18).
        a: accelerations (time derivative of v) (18).
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
        q: position coordinates, one row each (n, 36).
        v: velocity coordinates, one row each (n, 18).
        a: accelerations (time derivative of v), one row each (n, 18).
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



def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        v: velocity coordinates, one row each (n, 18).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, _, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_w_link2_x, v_w_link2_y, _,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, _,
    ) = _columns(v, n, 18, "v")

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
    out = np.zeros((n, 6))
    out[:, 0] = cse0 + cse1 + cse2
    out[:, 1] = cse3 + cse4 + cse5
    out[:, 2] = cse6 + cse7 + cse8
    out[:, 3] = cse10*q_A_link2_11 + cse11*q_A_link3_12 + cse12*q_A_link3_11 + cse13*q_A_rotor_12 + cse14*q_A_rotor_11 - cse3*q_r_rotor_z - cse4*q_r_link3_z - cse5*q_r_link2_z + cse6*q_r_rotor_y + cse7*q_r_link3_y + cse8*q_r_link2_y + cse9*q_A_link2_12
    out[:, 4] = cse0*q_r_rotor_z + cse1*q_r_link3_z + cse10*q_A_link2_21 + cse11*q_A_link3_22 + cse12*q_A_link3_21 + cse13*q_A_rotor_22 + cse14*q_A_rotor_21 + cse2*q_r_link2_z - cse6*q_r_rotor_x - cse7*q_r_link3_x - cse8*q_r_link2_x + cse9*q_A_link2_22
    out[:, 5] = -cse0*q_r_rotor_y - cse1*q_r_link3_y + cse10*q_A_link2_31 + cse11*q_A_link3_32 + cse12*q_A_link3_31 + cse13*q_A_rotor_32 + cse14*q_A_rotor_31 - cse2*q_r_link2_y + cse3*q_r_rotor_x + cse4*q_r_link3_x + cse5*q_r_link2_x + cse9*q_A_link2_32
    return out


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



def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 3, 12).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    out = np.zeros((n, 3, 12))
    out[:, 0, 0] = q_r_rotor_x
    out[:, 0, 1] = q_r_rotor_y
    out[:, 0, 2] = q_r_rotor_z
    out[:, 0, 3] = q_A_rotor_11
    out[:, 0, 4] = q_A_rotor_12
    out[:, 0, 5] = q_A_rotor_13
    out[:, 0, 6] = q_A_rotor_21
    out[:, 0, 7] = q_A_rotor_22
    out[:, 0, 8] = q_A_rotor_23
    out[:, 0, 9] = q_A_rotor_31
    out[:, 0, 10] = q_A_rotor_32
    out[:, 0, 11] = q_A_rotor_33
    out[:, 1, 0] = q_r_link2_x
    out[:, 1, 1] = q_r_link2_y
    out[:, 1, 2] = q_r_link2_z
    out[:, 1, 3] = q_A_link2_11
    out[:, 1, 4] = q_A_link2_12
    out[:, 1, 5] = q_A_link2_13
    out[:, 1, 6] = q_A_link2_21
    out[:, 1, 7] = q_A_link2_22
    out[:, 1, 8] = q_A_link2_23
    out[:, 1, 9] = q_A_link2_31
    out[:, 1, 10] = q_A_link2_32
    out[:, 1, 11] = q_A_link2_33
    out[:, 2, 0] = q_r_link3_x
    out[:, 2, 1] = q_r_link3_y
    out[:, 2, 2] = q_r_link3_z
    out[:, 2, 3] = q_A_link3_11
    out[:, 2, 4] = q_A_link3_12
    out[:, 2, 5] = q_A_link3_13
    out[:, 2, 6] = q_A_link3_21
    out[:, 2, 7] = q_A_link3_22
    out[:, 2, 8] = q_A_link3_23
    out[:, 2, 9] = q_A_link3_31
    out[:, 2, 10] = q_A_link3_32
    out[:, 2, 11] = q_A_link3_33
    return out


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



def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        v: velocity coordinates, one row each (n, 18).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 3, 6).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_w_rotor_x,
        v_w_rotor_y, v_w_rotor_z, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_w_link2_x, v_w_link2_y, v_w_link2_z,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_w_link3_x,
        v_w_link3_y, v_w_link3_z,
    ) = _columns(v, n, 18, "v")

    out = np.zeros((n, 3, 6))
    out[:, 0, 0] = v_rd_rotor_x
    out[:, 0, 1] = v_rd_rotor_y
    out[:, 0, 2] = v_rd_rotor_z
    out[:, 0, 3] = q_A_rotor_11*v_w_rotor_x + q_A_rotor_12*v_w_rotor_y + q_A_rotor_13*v_w_rotor_z
    out[:, 0, 4] = q_A_rotor_21*v_w_rotor_x + q_A_rotor_22*v_w_rotor_y + q_A_rotor_23*v_w_rotor_z
    out[:, 0, 5] = q_A_rotor_31*v_w_rotor_x + q_A_rotor_32*v_w_rotor_y + q_A_rotor_33*v_w_rotor_z
    out[:, 1, 0] = v_rd_link2_x
    out[:, 1, 1] = v_rd_link2_y
    out[:, 1, 2] = v_rd_link2_z
    out[:, 1, 3] = q_A_link2_11*v_w_link2_x + q_A_link2_12*v_w_link2_y + q_A_link2_13*v_w_link2_z
    out[:, 1, 4] = q_A_link2_21*v_w_link2_x + q_A_link2_22*v_w_link2_y + q_A_link2_23*v_w_link2_z
    out[:, 1, 5] = q_A_link2_31*v_w_link2_x + q_A_link2_32*v_w_link2_y + q_A_link2_33*v_w_link2_z
    out[:, 2, 0] = v_rd_link3_x
    out[:, 2, 1] = v_rd_link3_y
    out[:, 2, 2] = v_rd_link3_z
    out[:, 2, 3] = q_A_link3_11*v_w_link3_x + q_A_link3_12*v_w_link3_y + q_A_link3_13*v_w_link3_z
    out[:, 2, 4] = q_A_link3_21*v_w_link3_x + q_A_link3_22*v_w_link3_y + q_A_link3_23*v_w_link3_z
    out[:, 2, 5] = q_A_link3_31*v_w_link3_x + q_A_link3_32*v_w_link3_y + q_A_link3_33*v_w_link3_z
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
        ndarray of shape (18,).
    """
    m = np.reshape(M(q, p), (N_V, N_V))
    c = np.reshape(Phi_q(q, t, p), (N_C, N_V))
    s = np.block([[m, c.T], [c, np.zeros((N_C, N_C))]])
    rhs = np.concatenate([np.reshape(Q(q, v, t, p), N_V), np.reshape(gamma(q, v, t, p), N_C)])
    try:
        return np.linalg.solve(s, rhs)[:N_V]
    except np.linalg.LinAlgError:
        return np.full(N_V, np.nan)
