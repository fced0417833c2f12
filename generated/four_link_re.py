# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: four_link
# formulation: re
# scheme: any
# input hash: 2e9acce5859b6ac2
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
INPUT_HASH = '2e9acce5859b6ac2'
N_Q = 18
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
 'formulation': 're',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '2e9acce5859b6ac2',
 'bodies': ['rotor', 'link2', 'link3'],
 'springs': [],
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
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2]),
    np.array([1, 3, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 4, 5, 7, 8]),
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
        q: position coordinates (18).
        dv: increment in velocity coordinates (e.g. h v) (18).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 18 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13, dv_14, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    return np.array([
        dv_0 + q_r_rotor_x,  # [0]
        dv_1 + q_r_rotor_y,  # [1]
        dv_2 + q_r_rotor_z,  # [2]
        dv_3 + q_phi_rotor,  # [3]
        dv_4 + q_theta_rotor,  # [4]
        dv_5 + q_psi_rotor,  # [5]
        dv_6 + q_r_link2_x,  # [6]
        dv_7 + q_r_link2_y,  # [7]
        dv_8 + q_r_link2_z,  # [8]
        dv_9 + q_phi_link2,  # [9]
        dv_10 + q_theta_link2,  # [10]
        dv_11 + q_psi_link2,  # [11]
        dv_12 + q_r_link3_x,  # [12]
        dv_13 + q_r_link3_y,  # [13]
        dv_14 + q_r_link3_z,  # [14]
        dv_15 + q_phi_link3,  # [15]
        dv_16 + q_theta_link3,  # [16]
        dv_17 + q_psi_link3,  # [17]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp, re and relative.

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



def qdot(q, v):
    """The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and
    re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the
    Euler parameters of a ball joint or free body, A u for a free body's centre of mass
    (seed 001 eq. 39c), the rates elsewhere.

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_phid_link2, v_thetad_link2, v_psid_link2,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        v_rd_rotor_x,  # [0]
        v_rd_rotor_y,  # [1]
        v_rd_rotor_z,  # [2]
        v_phid_rotor,  # [3]
        v_thetad_rotor,  # [4]
        v_psid_rotor,  # [5]
        v_rd_link2_x,  # [6]
        v_rd_link2_y,  # [7]
        v_rd_link2_z,  # [8]
        v_phid_link2,  # [9]
        v_thetad_link2,  # [10]
        v_psid_link2,  # [11]
        v_rd_link3_x,  # [12]
        v_rd_link3_y,  # [13]
        v_rd_link3_z,  # [14]
        v_phid_link3,  # [15]
        v_thetad_link3,  # [16]
        v_psid_link3,  # [17]
    ])



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 190 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(q_theta_rotor)
    cse1 = math.sin(q_phi_rotor)
    cse2 = math.cos(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = math.cos(q_phi_rotor)
    cse5 = math.sin(q_psi_rotor)
    cse6 = cse4*cse5
    cse7 = cse0*cse3 + cse6
    cse8 = cse1*cse5
    cse9 = cse2*cse4
    cse10 = -cse0*cse8 + cse9
    cse11 = -q_r_rotor_x
    cse12 = -q_r_rotor_y
    cse13 = -q_r_rotor_z
    cse14 = math.cos(q_phi_link3)
    cse15 = math.cos(q_psi_link3)
    cse16 = math.cos(q_theta_link3)
    cse17 = 0.4741231347908751*cse16
    cse18 = math.sin(q_phi_link3)
    cse19 = math.sin(q_psi_link3)
    cse20 = cse18*cse19
    cse21 = math.sin(q_theta_link3)
    cse22 = 0.8804585470401622*cse14
    cse23 = 0.4741231347908751*cse21
    cse24 = -cse14*cse23 - cse15*cse16*cse22 + 0.8804585470401622*cse20
    cse25 = 0.8804585470401622*cse15
    cse26 = 3.7*cse16*cse18*cse25 + 3.7*cse18*cse23 + 3.7*cse19*cse22
    cse27 = -q_r_link3_x
    cse28 = 3.7*cse24
    cse29 = -q_r_link3_y
    cse30 = 3.7*cse17 - 3.7*cse21*cse25
    cse31 = -q_r_link3_z
    cse32 = math.sin(q_phi_link2)
    cse33 = math.cos(q_psi_link2)
    cse34 = cse32*cse33
    cse35 = math.cos(q_theta_link2)
    cse36 = 0.3708795797635267*cse35
    cse37 = math.cos(q_phi_link2)
    cse38 = cse33*cse37
    cse39 = math.sin(q_psi_link2)
    cse40 = 0.3708795797635267*cse39
    cse41 = cse35*cse39
    cse42 = cse32*cse41
    cse43 = math.sin(q_theta_link2)
    cse44 = 0.6140258560576402*cse43
    cse45 = 6.1*cse32*cse44 + 6.1*cse34*cse36 + 6.1*cse37*cse40 + 4.24999999799984*cse38 - 4.24999999799984*cse42
    cse46 = cse37*cse41
    cse47 = 6.1*cse32*cse40 + 4.24999999799984*cse34 - 6.1*cse36*cse38 - 6.1*cse37*cse44 + 4.24999999799984*cse46
    cse48 = cse33*cse43
    cse49 = cse39*cse43
    cse50 = 3.7455577219516045*cse35 - 2.2623654365575128*cse48 + 4.24999999799984*cse49
    cse51 = -cse0*cse9 + cse8
    cse52 = math.sin(q_theta_rotor)
    cse53 = cse2*cse52
    cse54 = 0.9286809290620163*cse35
    cse55 = 0.9286809290620163*cse39
    cse56 = 0.245431060332383*cse43
    cse57 = 0.7497211555855399*cse52
    cse58 = math.pi*t
    cse59 = math.sin(cse58)
    cse60 = math.cos(cse58)
    return np.array([
        cse7,  # [0]
        cse10,  # [1]
        cse11,  # [2]
        cse12,  # [3]
        cse13,  # [4]
        cse14*cse15*cse17 - 0.4741231347908751*cse20 - cse21*cse22,  # [5]
        cse24,  # [6]
        -cse26 + cse27 - 4,  # [7]
        -cse28 + cse29 - 8.5,  # [8]
        -cse30 + cse31,  # [9]
        cse26 + cse27 - cse45 + q_r_link2_x,  # [10]
        cse28 + cse29 - cse47 + q_r_link2_y,  # [11]
        cse30 + cse31 - cse50 + q_r_link2_z,  # [12]
        cse11 + cse45 + 2*cse7 + q_r_link2_x,  # [13]
        cse12 + cse47 + 2*cse51 + q_r_link2_y,  # [14]
        cse13 + cse50 - 2*cse53 + q_r_link2_z,  # [15]
        (0.7497211555855399*cse0 - 0.6617538733301699*cse5*cse52)*(0.245431060332383*cse35 + 0.9286809290620163*cse48 + 0.27805633713446004*cse49) + (cse1*cse57 - 0.6617538733301699*cse10)*(cse32*cse56 - cse34*cse54 - cse37*cse55 + 0.27805633713446004*cse38 - 0.27805633713446004*cse42) + (-0.6617538733301699*cse0*cse6 - 0.6617538733301699*cse3 - cse4*cse57)*(-cse32*cse55 + 0.27805633713446004*cse34 - cse37*cse56 + cse38*cse54 + 0.27805633713446004*cse46),  # [16]
        2*(cse51*cse60 - cse53*cse59)/(cse51*cse59 + cse53*cse60 + 1),  # [17]
    ])



def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18).
    """
    n = len(q)
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    t = _times(t, n)

    cse0 = np.cos(q_theta_rotor)
    cse1 = np.sin(q_phi_rotor)
    cse2 = np.cos(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = np.cos(q_phi_rotor)
    cse5 = np.sin(q_psi_rotor)
    cse6 = cse4*cse5
    cse7 = cse0*cse3 + cse6
    cse8 = cse1*cse5
    cse9 = cse2*cse4
    cse10 = -cse0*cse8 + cse9
    cse11 = -q_r_rotor_x
    cse12 = -q_r_rotor_y
    cse13 = -q_r_rotor_z
    cse14 = np.cos(q_phi_link3)
    cse15 = np.cos(q_psi_link3)
    cse16 = np.cos(q_theta_link3)
    cse17 = 0.4741231347908751*cse16
    cse18 = np.sin(q_phi_link3)
    cse19 = np.sin(q_psi_link3)
    cse20 = cse18*cse19
    cse21 = np.sin(q_theta_link3)
    cse22 = 0.8804585470401622*cse14
    cse23 = 0.4741231347908751*cse21
    cse24 = -cse14*cse23 - cse15*cse16*cse22 + 0.8804585470401622*cse20
    cse25 = 0.8804585470401622*cse15
    cse26 = 3.7*cse16*cse18*cse25 + 3.7*cse18*cse23 + 3.7*cse19*cse22
    cse27 = -q_r_link3_x
    cse28 = 3.7*cse24
    cse29 = -q_r_link3_y
    cse30 = 3.7*cse17 - 3.7*cse21*cse25
    cse31 = -q_r_link3_z
    cse32 = np.sin(q_phi_link2)
    cse33 = np.cos(q_psi_link2)
    cse34 = cse32*cse33
    cse35 = np.cos(q_theta_link2)
    cse36 = 0.3708795797635267*cse35
    cse37 = np.cos(q_phi_link2)
    cse38 = cse33*cse37
    cse39 = np.sin(q_psi_link2)
    cse40 = 0.3708795797635267*cse39
    cse41 = cse35*cse39
    cse42 = cse32*cse41
    cse43 = np.sin(q_theta_link2)
    cse44 = 0.6140258560576402*cse43
    cse45 = 6.1*cse32*cse44 + 6.1*cse34*cse36 + 6.1*cse37*cse40 + 4.24999999799984*cse38 - 4.24999999799984*cse42
    cse46 = cse37*cse41
    cse47 = 6.1*cse32*cse40 + 4.24999999799984*cse34 - 6.1*cse36*cse38 - 6.1*cse37*cse44 + 4.24999999799984*cse46
    cse48 = cse33*cse43
    cse49 = cse39*cse43
    cse50 = 3.7455577219516045*cse35 - 2.2623654365575128*cse48 + 4.24999999799984*cse49
    cse51 = -cse0*cse9 + cse8
    cse52 = np.sin(q_theta_rotor)
    cse53 = cse2*cse52
    cse54 = 0.9286809290620163*cse35
    cse55 = 0.9286809290620163*cse39
    cse56 = 0.245431060332383*cse43
    cse57 = 0.7497211555855399*cse52
    cse58 = np.pi*t
    cse59 = np.sin(cse58)
    cse60 = np.cos(cse58)
    out = np.zeros((n, 18))
    out[:, 0] = cse7
    out[:, 1] = cse10
    out[:, 2] = cse11
    out[:, 3] = cse12
    out[:, 4] = cse13
    out[:, 5] = cse14*cse15*cse17 - 0.4741231347908751*cse20 - cse21*cse22
    out[:, 6] = cse24
    out[:, 7] = -cse26 + cse27 - 4
    out[:, 8] = -cse28 + cse29 - 8.5
    out[:, 9] = -cse30 + cse31
    out[:, 10] = cse26 + cse27 - cse45 + q_r_link2_x
    out[:, 11] = cse28 + cse29 - cse47 + q_r_link2_y
    out[:, 12] = cse30 + cse31 - cse50 + q_r_link2_z
    out[:, 13] = cse11 + cse45 + 2*cse7 + q_r_link2_x
    out[:, 14] = cse12 + cse47 + 2*cse51 + q_r_link2_y
    out[:, 15] = cse13 + cse50 - 2*cse53 + q_r_link2_z
    out[:, 16] = (0.7497211555855399*cse0 - 0.6617538733301699*cse5*cse52)*(0.245431060332383*cse35 + 0.9286809290620163*cse48 + 0.27805633713446004*cse49) + (cse1*cse57 - 0.6617538733301699*cse10)*(cse32*cse56 - cse34*cse54 - cse37*cse55 + 0.27805633713446004*cse38 - 0.27805633713446004*cse42) + (-0.6617538733301699*cse0*cse6 - 0.6617538733301699*cse3 - cse4*cse57)*(-cse32*cse55 + 0.27805633713446004*cse34 - cse37*cse56 + cse38*cse54 + 0.27805633713446004*cse46)
    out[:, 17] = 2*(cse51*cse60 - cse53*cse59)/(cse51*cse59 + cse53*cse60 + 1)
    return out


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Args:
        q: position coordinates (18).
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
        q: position coordinates, one row each (n, 18).
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
        q: position coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 79 nonzero.
    """
    # 392 operations after common subexpression elimination
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, q_phi_link2, q_theta_link2, q_psi_link2,
        _, _, _, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(q_theta_rotor)
    cse1 = math.cos(q_phi_rotor)
    cse2 = math.cos(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.sin(q_phi_rotor)
    cse6 = math.sin(q_psi_rotor)
    cse7 = cse5*cse6
    cse8 = math.sin(q_theta_rotor)
    cse9 = cse2*cse5
    cse10 = -cse0*cse7 + cse3
    cse11 = cse1*cse6
    cse12 = cse0*cse11
    cse13 = cse0*cse9
    cse14 = math.cos(q_psi_link3)
    cse15 = math.cos(q_theta_link3)
    cse16 = cse14*cse15
    cse17 = math.sin(q_phi_link3)
    cse18 = 0.4741231347908751*cse17
    cse19 = math.sin(q_psi_link3)
    cse20 = math.cos(q_phi_link3)
    cse21 = 0.4741231347908751*cse20
    cse22 = cse19*cse21
    cse23 = math.sin(q_theta_link3)
    cse24 = 0.8804585470401622*cse17
    cse25 = cse14*cse23
    cse26 = 0.8804585470401622*cse20
    cse27 = cse19*cse26
    cse28 = 3.2576966240486005*cse17
    cse29 = cse19*cse28
    cse30 = 1.7542555987262378*cse23
    cse31 = cse20*cse30
    cse32 = 3.2576966240486005*cse20
    cse33 = cse14*cse32
    cse34 = cse15*cse33
    cse35 = 1.7542555987262378*cse15
    cse36 = cse17*cse35
    cse37 = cse14*cse28
    cse38 = cse23*cse37
    cse39 = cse15*cse29
    cse40 = cse19*cse32
    cse41 = cse17*cse30
    cse42 = cse15*cse37
    cse43 = cse20*cse35
    cse44 = cse23*cse33
    cse45 = cse15*cse40
    cse46 = 3.2576966240486005*cse16
    cse47 = 3.2576966240486005*cse19*cse23
    cse48 = math.cos(q_phi_link2)
    cse49 = math.sin(q_theta_link2)
    cse50 = 3.7455577219516045*cse49
    cse51 = cse48*cse50
    cse52 = math.cos(q_theta_link2)
    cse53 = math.sin(q_psi_link2)
    cse54 = cse52*cse53
    cse55 = 4.24999999799984*cse48
    cse56 = cse54*cse55
    cse57 = math.sin(q_phi_link2)
    cse58 = 2.2623654365575128*cse57
    cse59 = cse53*cse58
    cse60 = math.cos(q_psi_link2)
    cse61 = 4.24999999799984*cse57
    cse62 = cse60*cse61
    cse63 = cse52*cse60
    cse64 = 2.2623654365575128*cse63
    cse65 = cse48*cse64
    cse66 = 3.7455577219516045*cse52
    cse67 = cse57*cse66
    cse68 = cse53*cse61
    cse69 = cse49*cse68
    cse70 = cse58*cse60
    cse71 = cse49*cse70
    cse72 = cse52*cse62
    cse73 = 2.2623654365575128*cse48
    cse74 = cse60*cse73
    cse75 = cse53*cse55
    cse76 = cse54*cse58
    cse77 = cse53*cse73
    cse78 = cse55*cse60
    cse79 = cse50*cse57
    cse80 = cse54*cse61
    cse81 = cse57*cse64
    cse82 = cse48*cse66
    cse83 = cse49*cse75
    cse84 = cse49*cse74
    cse85 = cse52*cse78
    cse86 = cse54*cse73
    cse87 = 4.24999999799984*cse54
    cse88 = 4.24999999799984*cse49*cse60
    cse89 = cse49*cse53
    cse90 = 2.2623654365575128*cse89
    cse91 = 2*cse7
    cse92 = 2*cse3
    cse93 = 2*cse9
    cse94 = 2*cse11
    cse95 = cse0*cse2
    cse96 = cse6*cse8
    cse97 = 0.9286809290620163*cse63
    cse98 = cse48*cse97
    cse99 = 0.27805633713446004*cse54
    cse100 = cse48*cse99
    cse101 = 0.9286809290620163*cse53
    cse102 = cse101*cse57
    cse103 = 0.245431060332383*cse49
    cse104 = cse103*cse48
    cse105 = 0.27805633713446004*cse57
    cse106 = cse105*cse60
    cse107 = cse100 - cse102 - cse104 + cse106 + cse98
    cse108 = 0.6617538733301699*cse7
    cse109 = 0.6617538733301699*cse3
    cse110 = 0.7497211555855399*cse8
    cse111 = cse110*cse5
    cse112 = 0.6617538733301699*cse11
    cse113 = 0.6617538733301699*cse9
    cse114 = cse1*cse110
    cse115 = 0.27805633713446004*cse48
    cse116 = -cse101*cse48 + cse103*cse57 + cse115*cse60 - cse57*cse97 - cse57*cse99
    cse117 = 0.9286809290620163*cse60
    cse118 = cse117*cse49
    cse119 = 0.27805633713446004*cse49
    cse120 = cse119*cse53
    cse121 = 0.245431060332383*cse52
    cse122 = cse118 + cse120 + cse121
    cse123 = 0.6617538733301699*cse6
    cse124 = 0.7497211555855399*cse0
    cse125 = cse2*cse8
    cse126 = cse12 + cse9
    cse127 = -cse114 - 0.6617538733301699*cse126
    cse128 = -0.6617538733301699*cse10 + cse111
    cse129 = -cse123*cse8 + cse124
    cse130 = 0.9286809290620163*cse54
    cse131 = math.pi*t
    cse132 = math.cos(cse131)
    cse133 = cse11 + cse13
    cse134 = math.sin(cse131)
    cse135 = -cse4 + cse7
    cse136 = cse125*cse132 + cse134*cse135 + 1
    cse137 = 2/cse136
    cse138 = 2*(-cse125*cse134 + cse132*cse135)/cse136**2
    cse139 = cse3*cse8
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        cse4 - cse7,  # [0, 3]
        -cse8*cse9,  # [0, 4]
        cse10,  # [0, 5]
        -cse12 - cse9,  # [1, 3]
        cse7*cse8,  # [1, 4]
        -cse11 - cse13,  # [1, 5]
        -1,  # [2, 0]
        -1,  # [3, 1]
        -1,  # [4, 2]
        -cse16*cse18 - cse22 + cse23*cse24,  # [5, 15]
        -cse15*cse26 - cse21*cse25,  # [5, 16]
        -cse14*cse18 - cse15*cse22,  # [5, 17]
        cse16*cse24 + cse18*cse23 + cse27,  # [6, 15]
        -cse15*cse21 + cse25*cse26,  # [6, 16]
        cse14*cse24 + cse15*cse27,  # [6, 17]
        -1,  # [7, 12]
        cse29 - cse31 - cse34,  # [7, 15]
        -cse36 + cse38,  # [7, 16]
        -cse33 + cse39,  # [7, 17]
        -1,  # [8, 13]
        -cse40 - cse41 - cse42,  # [8, 15]
        cse43 - cse44,  # [8, 16]
        -cse37 - cse45,  # [8, 17]
        -1,  # [9, 14]
        cse30 + cse46,  # [9, 16]
        -cse47,  # [9, 17]
        1,  # [10, 6]
        -cse51 + cse56 + cse59 + cse62 - cse65,  # [10, 9]
        -cse67 - cse69 + cse71,  # [10, 10]
        cse72 - cse74 + cse75 + cse76,  # [10, 11]
        -1,  # [10, 12]
        -cse29 + cse31 + cse34,  # [10, 15]
        cse36 - cse38,  # [10, 16]
        cse33 - cse39,  # [10, 17]
        1,  # [11, 7]
        -cse77 - cse78 - cse79 + cse80 - cse81,  # [11, 9]
        cse82 + cse83 - cse84,  # [11, 10]
        cse68 - cse70 - cse85 - cse86,  # [11, 11]
        -1,  # [11, 13]
        cse40 + cse41 + cse42,  # [11, 15]
        -cse43 + cse44,  # [11, 16]
        cse37 + cse45,  # [11, 17]
        1,  # [12, 8]
        cse50 + cse64 - cse87,  # [12, 10]
        -cse88 - cse90,  # [12, 11]
        -1,  # [12, 14]
        -cse30 - cse46,  # [12, 16]
        cse47,  # [12, 17]
        -1,  # [13, 0]
        cse0*cse92 - cse91,  # [13, 3]
        -cse8*cse93,  # [13, 4]
        -cse0*cse91 + cse92,  # [13, 5]
        1,  # [13, 6]
        cse51 - cse56 - cse59 - cse62 + cse65,  # [13, 9]
        cse67 + cse69 - cse71,  # [13, 10]
        -cse72 + cse74 - cse75 - cse76,  # [13, 11]
        -1,  # [14, 1]
        cse0*cse93 + cse94,  # [14, 3]
        cse8*cse92,  # [14, 4]
        cse0*cse94 + cse93,  # [14, 5]
        1,  # [14, 7]
        cse77 + cse78 + cse79 - cse80 + cse81,  # [14, 9]
        -cse82 - cse83 + cse84,  # [14, 10]
        -cse68 + cse70 + cse85 + cse86,  # [14, 11]
        -1,  # [15, 2]
        -2*cse95,  # [15, 4]
        2*cse96,  # [15, 5]
        1,  # [15, 8]
        -cse50 - cse64 + cse87,  # [15, 10]
        cse88 + cse90,  # [15, 11]
        cse107*(cse0*cse108 - cse109 + cse111) + cse116*(cse0*cse112 + cse113 + cse114),  # [16, 3]
        cse107*(-cse1*cse124 + cse112*cse8) + cse116*(-cse108*cse8 + cse124*cse5) + cse122*(-cse0*cse123 - cse110),  # [16, 4]
        cse107*(-cse0*cse109 + cse108) + cse116*(cse0*cse113 + cse112) - 0.6617538733301699*cse122*cse125,  # [16, 5]
        cse116*cse127 + cse128*(-cse100 + cse102 + cse104 - cse106 - cse98),  # [16, 9]
        cse127*(-cse118*cse48 - cse120*cse48 - cse121*cse48) + cse128*(cse118*cse57 + cse120*cse57 + cse121*cse57) + cse129*(-cse103 + cse97 + cse99),  # [16, 10]
        cse127*(-cse105*cse53 + cse115*cse63 - cse117*cse57 - cse130*cse48) + cse128*(-cse105*cse63 - cse115*cse53 - cse117*cse48 + cse130*cse57) + cse129*(cse119*cse60 - 0.9286809290620163*cse89),  # [16, 11]
        cse132*cse133*cse137 - cse133*cse134*cse138,  # [17, 3]
        cse137*(cse132*cse139 - cse134*cse95) - cse138*(cse132*cse95 + cse134*cse139),  # [17, 4]
        cse137*(cse126*cse132 + cse134*cse96) - cse138*(cse126*cse134 - cse132*cse96),  # [17, 5]
    )
    return out



def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18, 18).
    """
    n = len(q)
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, q_phi_link2, q_theta_link2, q_psi_link2,
        _, _, _, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    t = _times(t, n)

    cse0 = np.cos(q_theta_rotor)
    cse1 = np.cos(q_phi_rotor)
    cse2 = np.cos(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = np.sin(q_phi_rotor)
    cse6 = np.sin(q_psi_rotor)
    cse7 = cse5*cse6
    cse8 = np.sin(q_theta_rotor)
    cse9 = cse2*cse5
    cse10 = -cse0*cse7 + cse3
    cse11 = cse1*cse6
    cse12 = cse0*cse11
    cse13 = cse0*cse9
    cse14 = np.cos(q_psi_link3)
    cse15 = np.cos(q_theta_link3)
    cse16 = cse14*cse15
    cse17 = np.sin(q_phi_link3)
    cse18 = 0.4741231347908751*cse17
    cse19 = np.sin(q_psi_link3)
    cse20 = np.cos(q_phi_link3)
    cse21 = 0.4741231347908751*cse20
    cse22 = cse19*cse21
    cse23 = np.sin(q_theta_link3)
    cse24 = 0.8804585470401622*cse17
    cse25 = cse14*cse23
    cse26 = 0.8804585470401622*cse20
    cse27 = cse19*cse26
    cse28 = 3.2576966240486005*cse17
    cse29 = cse19*cse28
    cse30 = 1.7542555987262378*cse23
    cse31 = cse20*cse30
    cse32 = 3.2576966240486005*cse20
    cse33 = cse14*cse32
    cse34 = cse15*cse33
    cse35 = 1.7542555987262378*cse15
    cse36 = cse17*cse35
    cse37 = cse14*cse28
    cse38 = cse23*cse37
    cse39 = cse15*cse29
    cse40 = cse19*cse32
    cse41 = cse17*cse30
    cse42 = cse15*cse37
    cse43 = cse20*cse35
    cse44 = cse23*cse33
    cse45 = cse15*cse40
    cse46 = 3.2576966240486005*cse16
    cse47 = 3.2576966240486005*cse19*cse23
    cse48 = np.cos(q_phi_link2)
    cse49 = np.sin(q_theta_link2)
    cse50 = 3.7455577219516045*cse49
    cse51 = cse48*cse50
    cse52 = np.cos(q_theta_link2)
    cse53 = np.sin(q_psi_link2)
    cse54 = cse52*cse53
    cse55 = 4.24999999799984*cse48
    cse56 = cse54*cse55
    cse57 = np.sin(q_phi_link2)
    cse58 = 2.2623654365575128*cse57
    cse59 = cse53*cse58
    cse60 = np.cos(q_psi_link2)
    cse61 = 4.24999999799984*cse57
    cse62 = cse60*cse61
    cse63 = cse52*cse60
    cse64 = 2.2623654365575128*cse63
    cse65 = cse48*cse64
    cse66 = 3.7455577219516045*cse52
    cse67 = cse57*cse66
    cse68 = cse53*cse61
    cse69 = cse49*cse68
    cse70 = cse58*cse60
    cse71 = cse49*cse70
    cse72 = cse52*cse62
    cse73 = 2.2623654365575128*cse48
    cse74 = cse60*cse73
    cse75 = cse53*cse55
    cse76 = cse54*cse58
    cse77 = cse53*cse73
    cse78 = cse55*cse60
    cse79 = cse50*cse57
    cse80 = cse54*cse61
    cse81 = cse57*cse64
    cse82 = cse48*cse66
    cse83 = cse49*cse75
    cse84 = cse49*cse74
    cse85 = cse52*cse78
    cse86 = cse54*cse73
    cse87 = 4.24999999799984*cse54
    cse88 = 4.24999999799984*cse49*cse60
    cse89 = cse49*cse53
    cse90 = 2.2623654365575128*cse89
    cse91 = 2*cse7
    cse92 = 2*cse3
    cse93 = 2*cse9
    cse94 = 2*cse11
    cse95 = cse0*cse2
    cse96 = cse6*cse8
    cse97 = 0.9286809290620163*cse63
    cse98 = cse48*cse97
    cse99 = 0.27805633713446004*cse54
    cse100 = cse48*cse99
    cse101 = 0.9286809290620163*cse53
    cse102 = cse101*cse57
    cse103 = 0.245431060332383*cse49
    cse104 = cse103*cse48
    cse105 = 0.27805633713446004*cse57
    cse106 = cse105*cse60
    cse107 = cse100 - cse102 - cse104 + cse106 + cse98
    cse108 = 0.6617538733301699*cse7
    cse109 = 0.6617538733301699*cse3
    cse110 = 0.7497211555855399*cse8
    cse111 = cse110*cse5
    cse112 = 0.6617538733301699*cse11
    cse113 = 0.6617538733301699*cse9
    cse114 = cse1*cse110
    cse115 = 0.27805633713446004*cse48
    cse116 = -cse101*cse48 + cse103*cse57 + cse115*cse60 - cse57*cse97 - cse57*cse99
    cse117 = 0.9286809290620163*cse60
    cse118 = cse117*cse49
    cse119 = 0.27805633713446004*cse49
    cse120 = cse119*cse53
    cse121 = 0.245431060332383*cse52
    cse122 = cse118 + cse120 + cse121
    cse123 = 0.6617538733301699*cse6
    cse124 = 0.7497211555855399*cse0
    cse125 = cse2*cse8
    cse126 = cse12 + cse9
    cse127 = -cse114 - 0.6617538733301699*cse126
    cse128 = -0.6617538733301699*cse10 + cse111
    cse129 = -cse123*cse8 + cse124
    cse130 = 0.9286809290620163*cse54
    cse131 = np.pi*t
    cse132 = np.cos(cse131)
    cse133 = cse11 + cse13
    cse134 = np.sin(cse131)
    cse135 = -cse4 + cse7
    cse136 = cse125*cse132 + cse134*cse135 + 1
    cse137 = 2/cse136
    cse138 = 2*(-cse125*cse134 + cse132*cse135)/cse136**2
    cse139 = cse3*cse8
    out = np.zeros((n, 18, 18))
    out[:, 0, 3] = cse4 - cse7
    out[:, 0, 4] = -cse8*cse9
    out[:, 0, 5] = cse10
    out[:, 1, 3] = -cse12 - cse9
    out[:, 1, 4] = cse7*cse8
    out[:, 1, 5] = -cse11 - cse13
    out[:, 2, 0] = -1
    out[:, 3, 1] = -1
    out[:, 4, 2] = -1
    out[:, 5, 15] = -cse16*cse18 - cse22 + cse23*cse24
    out[:, 5, 16] = -cse15*cse26 - cse21*cse25
    out[:, 5, 17] = -cse14*cse18 - cse15*cse22
    out[:, 6, 15] = cse16*cse24 + cse18*cse23 + cse27
    out[:, 6, 16] = -cse15*cse21 + cse25*cse26
    out[:, 6, 17] = cse14*cse24 + cse15*cse27
    out[:, 7, 12] = -1
    out[:, 7, 15] = cse29 - cse31 - cse34
    out[:, 7, 16] = -cse36 + cse38
    out[:, 7, 17] = -cse33 + cse39
    out[:, 8, 13] = -1
    out[:, 8, 15] = -cse40 - cse41 - cse42
    out[:, 8, 16] = cse43 - cse44
    out[:, 8, 17] = -cse37 - cse45
    out[:, 9, 14] = -1
    out[:, 9, 16] = cse30 + cse46
    out[:, 9, 17] = -cse47
    out[:, 10, 6] = 1
    out[:, 10, 9] = -cse51 + cse56 + cse59 + cse62 - cse65
    out[:, 10, 10] = -cse67 - cse69 + cse71
    out[:, 10, 11] = cse72 - cse74 + cse75 + cse76
    out[:, 10, 12] = -1
    out[:, 10, 15] = -cse29 + cse31 + cse34
    out[:, 10, 16] = cse36 - cse38
    out[:, 10, 17] = cse33 - cse39
    out[:, 11, 7] = 1
    out[:, 11, 9] = -cse77 - cse78 - cse79 + cse80 - cse81
    out[:, 11, 10] = cse82 + cse83 - cse84
    out[:, 11, 11] = cse68 - cse70 - cse85 - cse86
    out[:, 11, 13] = -1
    out[:, 11, 15] = cse40 + cse41 + cse42
    out[:, 11, 16] = -cse43 + cse44
    out[:, 11, 17] = cse37 + cse45
    out[:, 12, 8] = 1
    out[:, 12, 10] = cse50 + cse64 - cse87
    out[:, 12, 11] = -cse88 - cse90
    out[:, 12, 14] = -1
    out[:, 12, 16] = -cse30 - cse46
    out[:, 12, 17] = cse47
    out[:, 13, 0] = -1
    out[:, 13, 3] = cse0*cse92 - cse91
    out[:, 13, 4] = -cse8*cse93
    out[:, 13, 5] = -cse0*cse91 + cse92
    out[:, 13, 6] = 1
    out[:, 13, 9] = cse51 - cse56 - cse59 - cse62 + cse65
    out[:, 13, 10] = cse67 + cse69 - cse71
    out[:, 13, 11] = -cse72 + cse74 - cse75 - cse76
    out[:, 14, 1] = -1
    out[:, 14, 3] = cse0*cse93 + cse94
    out[:, 14, 4] = cse8*cse92
    out[:, 14, 5] = cse0*cse94 + cse93
    out[:, 14, 7] = 1
    out[:, 14, 9] = cse77 + cse78 + cse79 - cse80 + cse81
    out[:, 14, 10] = -cse82 - cse83 + cse84
    out[:, 14, 11] = -cse68 + cse70 + cse85 + cse86
    out[:, 15, 2] = -1
    out[:, 15, 4] = -2*cse95
    out[:, 15, 5] = 2*cse96
    out[:, 15, 8] = 1
    out[:, 15, 10] = -cse50 - cse64 + cse87
    out[:, 15, 11] = cse88 + cse90
    out[:, 16, 3] = cse107*(cse0*cse108 - cse109 + cse111) + cse116*(cse0*cse112 + cse113 + cse114)
    out[:, 16, 4] = cse107*(-cse1*cse124 + cse112*cse8) + cse116*(-cse108*cse8 + cse124*cse5) + cse122*(-cse0*cse123 - cse110)
    out[:, 16, 5] = cse107*(-cse0*cse109 + cse108) + cse116*(cse0*cse113 + cse112) - 0.6617538733301699*cse122*cse125
    out[:, 16, 9] = cse116*cse127 + cse128*(-cse100 + cse102 + cse104 - cse106 - cse98)
    out[:, 16, 10] = cse127*(-cse118*cse48 - cse120*cse48 - cse121*cse48) + cse128*(cse118*cse57 + cse120*cse57 + cse121*cse57) + cse129*(-cse103 + cse97 + cse99)
    out[:, 16, 11] = cse127*(-cse105*cse53 + cse115*cse63 - cse117*cse57 - cse130*cse48) + cse128*(-cse105*cse63 - cse115*cse53 - cse117*cse48 + cse130*cse57) + cse129*(cse119*cse60 - 0.9286809290620163*cse89)
    out[:, 17, 3] = cse132*cse133*cse137 - cse133*cse134*cse138
    out[:, 17, 4] = cse137*(cse132*cse139 - cse134*cse95) - cse138*(cse132*cse95 + cse134*cse139)
    out[:, 17, 5] = cse137*(cse126*cse132 + cse134*cse96) - cse138*(cse126*cse134 - cse132*cse96)
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
    # 36 operations after common subexpression elimination
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.pi*t
    cse1 = math.sin(cse0)
    cse2 = math.cos(q_psi_rotor)
    cse3 = cse2*math.sin(q_theta_rotor)
    cse4 = cse1*cse3
    cse5 = math.cos(cse0)
    cse6 = -cse2*math.cos(q_phi_rotor)*math.cos(q_theta_rotor) + math.sin(q_phi_rotor)*math.sin(q_psi_rotor)
    cse7 = cse5*cse6
    cse8 = cse1*cse6
    cse9 = cse3*cse5
    cse10 = cse8 + cse9 + 1
    out = np.zeros(18)
    out[_nu_INDEX] = (
        -2*(-math.pi*cse8 - math.pi*cse9)/cse10 + 2*(-cse4 + cse7)*(-math.pi*cse4 + math.pi*cse7)/cse10**2,  # [17]
    )
    return out



def nu_rows(q, t, p):
    """nu at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18).
    """
    n = len(q)
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _,
    ) = _columns(q, n, 18, "q")

    t = _times(t, n)

    cse0 = np.pi*t
    cse1 = np.sin(cse0)
    cse2 = np.cos(q_psi_rotor)
    cse3 = cse2*np.sin(q_theta_rotor)
    cse4 = cse1*cse3
    cse5 = np.cos(cse0)
    cse6 = -cse2*np.cos(q_phi_rotor)*np.cos(q_theta_rotor) + np.sin(q_phi_rotor)*np.sin(q_psi_rotor)
    cse7 = cse5*cse6
    cse8 = cse1*cse6
    cse9 = cse3*cse5
    cse10 = cse8 + cse9 + 1
    out = np.zeros((n, 18))
    out[:, 17] = -2*(-np.pi*cse8 - np.pi*cse9)/cse10 + 2*(-cse4 + cse7)*(-np.pi*cse4 + np.pi*cse7)/cse10**2
    return out


def velocity_residual(q, v, t, p):
    """Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where
    the velocities satisfy the constraints; the runtime's velocity violation.

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 510 operations after common subexpression elimination
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, q_phi_link2, q_theta_link2, q_psi_link2,
        _, _, _, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_phid_link2, v_thetad_link2, v_psid_link2,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = math.cos(q_theta_rotor)
    cse1 = math.sin(q_phi_rotor)
    cse2 = math.sin(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = math.cos(q_phi_rotor)
    cse5 = math.cos(q_psi_rotor)
    cse6 = cse4*cse5
    cse7 = -cse0*cse3 + cse6
    cse8 = cse1*cse5
    cse9 = math.sin(q_theta_rotor)
    cse10 = cse9*v_thetad_rotor
    cse11 = cse0*cse6
    cse12 = cse0*cse8
    cse13 = cse2*cse4
    cse14 = cse0*cse13
    cse15 = -v_rd_rotor_x
    cse16 = -v_rd_rotor_y
    cse17 = -v_rd_rotor_z
    cse18 = math.sin(q_theta_link3)
    cse19 = math.cos(q_phi_link3)
    cse20 = math.cos(q_psi_link3)
    cse21 = cse18*cse19*cse20
    cse22 = math.cos(q_theta_link3)
    cse23 = cse19*cse22
    cse24 = 0.8804585470401622*cse23
    cse25 = math.sin(q_psi_link3)
    cse26 = 0.4741231347908751*cse23
    cse27 = math.sin(q_phi_link3)
    cse28 = 0.4741231347908751*cse27
    cse29 = cse20*cse28
    cse30 = cse19*cse25
    cse31 = 0.8804585470401622*cse27
    cse32 = cse20*cse31
    cse33 = 3.2576966240486005*cse20
    cse34 = cse19*cse33
    cse35 = 3.2576966240486005*cse25
    cse36 = cse27*cse35
    cse37 = cse22*cse36
    cse38 = cse22*cse27
    cse39 = 1.7542555987262378*cse38
    cse40 = cse27*cse33
    cse41 = cse18*cse40
    cse42 = 1.7542555987262378*cse18
    cse43 = cse19*cse42
    cse44 = cse23*cse33
    cse45 = -v_rd_link3_x
    cse46 = cse23*cse35
    cse47 = 1.7542555987262378*cse23
    cse48 = cse18*cse34
    cse49 = cse19*cse35
    cse50 = cse27*cse42
    cse51 = cse33*cse38
    cse52 = -v_rd_link3_y
    cse53 = cse18*cse35*v_psid_link3
    cse54 = cse22*cse33
    cse55 = -v_rd_link3_z
    cse56 = math.sin(q_phi_link2)
    cse57 = math.cos(q_theta_link2)
    cse58 = 3.7455577219516045*cse57
    cse59 = cse56*cse58
    cse60 = math.sin(q_theta_link2)
    cse61 = math.sin(q_psi_link2)
    cse62 = cse60*cse61
    cse63 = 4.24999999799984*cse56
    cse64 = cse62*cse63
    cse65 = math.cos(q_psi_link2)
    cse66 = cse60*cse65
    cse67 = 2.2623654365575128*cse56
    cse68 = cse66*cse67
    cse69 = cse57*cse65
    cse70 = cse63*cse69
    cse71 = math.cos(q_phi_link2)
    cse72 = 2.2623654365575128*cse71
    cse73 = cse65*cse72
    cse74 = 4.24999999799984*cse71
    cse75 = cse61*cse74
    cse76 = cse57*cse61
    cse77 = cse67*cse76
    cse78 = 3.7455577219516045*cse60
    cse79 = cse71*cse78
    cse80 = cse57*cse75
    cse81 = cse61*cse67
    cse82 = cse63*cse65
    cse83 = 2.2623654365575128*cse69
    cse84 = cse71*cse83
    cse85 = cse65*cse67
    cse86 = cse61*cse63
    cse87 = cse69*cse74
    cse88 = cse72*cse76
    cse89 = cse58*cse71
    cse90 = cse62*cse74
    cse91 = cse66*cse72
    cse92 = cse61*cse72
    cse93 = cse65*cse74
    cse94 = cse56*cse78
    cse95 = cse57*cse86
    cse96 = cse56*cse83
    cse97 = 4.24999999799984*cse66
    cse98 = 2.2623654365575128*cse62
    cse99 = 4.24999999799984*cse76
    cse100 = 2*cse6
    cse101 = 2*cse3
    cse102 = 2*cse8
    cse103 = 2*cse13
    cse104 = cse0*cse5
    cse105 = 0.7497211555855399*cse0
    cse106 = 0.6617538733301699*cse2
    cse107 = cse105 - cse106*cse9
    cse108 = 0.27805633713446004*cse56
    cse109 = 0.9286809290620163*cse65
    cse110 = 0.27805633713446004*cse71
    cse111 = 0.9286809290620163*cse76
    cse112 = 0.7497211555855399*cse9
    cse113 = cse112*cse4
    cse114 = cse14 + cse8
    cse115 = -cse113 - 0.6617538733301699*cse114
    cse116 = cse1*cse112
    cse117 = cse116 - 0.6617538733301699*cse7
    cse118 = 0.245431060332383*cse60
    cse119 = 0.27805633713446004*cse76
    cse120 = 0.9286809290620163*cse69
    cse121 = 0.245431060332383*cse57
    cse122 = 0.27805633713446004*cse62
    cse123 = 0.9286809290620163*cse66
    cse124 = 0.9286809290620163*cse61
    cse125 = cse110*cse65 + cse118*cse56 - cse119*cse56 - cse120*cse56 - cse124*cse71
    cse126 = cse118*cse71
    cse127 = cse119*cse71
    cse128 = cse108*cse65
    cse129 = cse124*cse56
    cse130 = cse120*cse71
    cse131 = cse121 + cse122 + cse123
    cse132 = -cse126 + cse127 + cse128 - cse129 + cse130
    cse133 = 0.6617538733301699*cse6
    cse134 = 0.6617538733301699*cse3
    cse135 = 0.6617538733301699*cse8
    cse136 = 0.6617538733301699*cse13
    cse137 = math.pi*t
    cse138 = math.sin(cse137)
    cse139 = -cse11 + cse3
    cse140 = cse138*cse139
    cse141 = math.cos(cse137)
    cse142 = cse141*cse9
    cse143 = cse142*cse5
    cse144 = cse140 + cse143 + 1
    cse145 = 2/cse144
    cse146 = cse138*cse9
    cse147 = cse146*cse5
    cse148 = cse139*cse141
    cse149 = 2*(-cse147 + cse148)/cse144**2
    cse150 = cse12 + cse13
    return np.array([
        -cse10*cse8 + cse7*v_psid_rotor + v_phid_rotor*(cse11 - cse3),  # [0]
        cse10*cse3 + v_phid_rotor*(-cse14 - cse8) + v_psid_rotor*(-cse12 - cse13),  # [1]
        cse15,  # [2]
        cse16,  # [3]
        cse17,  # [4]
        v_phid_link3*(cse18*cse31 - cse22*cse29 - 0.4741231347908751*cse30) + v_psid_link3*(-cse25*cse26 - cse29) + v_thetad_link3*(-0.4741231347908751*cse21 - cse24),  # [5]
        v_phid_link3*(cse18*cse28 + cse22*cse32 + 0.8804585470401622*cse30) + v_psid_link3*(cse24*cse25 + cse32) + v_thetad_link3*(0.8804585470401622*cse21 - cse26),  # [6]
        cse45 + v_phid_link3*(cse36 - cse43 - cse44) + v_psid_link3*(-cse34 + cse37) + v_thetad_link3*(-cse39 + cse41),  # [7]
        cse52 + v_phid_link3*(-cse49 - cse50 - cse51) + v_psid_link3*(-cse40 - cse46) + v_thetad_link3*(cse47 - cse48),  # [8]
        -cse53 + cse55 + v_thetad_link3*(cse42 + cse54),  # [9]
        cse45 + v_phid_link2*(-cse79 + cse80 + cse81 + cse82 - cse84) + v_phid_link3*(-cse36 + cse43 + cse44) + v_psid_link2*(cse70 - cse73 + cse75 + cse77) + v_psid_link3*(cse34 - cse37) + v_rd_link2_x + v_thetad_link2*(-cse59 - cse64 + cse68) + v_thetad_link3*(cse39 - cse41),  # [10]
        cse52 + v_phid_link2*(-cse92 - cse93 - cse94 + cse95 - cse96) + v_phid_link3*(cse49 + cse50 + cse51) + v_psid_link2*(-cse85 + cse86 - cse87 - cse88) + v_psid_link3*(cse40 + cse46) + v_rd_link2_y + v_thetad_link2*(cse89 + cse90 - cse91) + v_thetad_link3*(-cse47 + cse48),  # [11]
        cse53 + cse55 + v_psid_link2*(-cse97 - cse98) + v_rd_link2_z + v_thetad_link2*(cse78 + cse83 - cse99) + v_thetad_link3*(-cse42 - cse54),  # [12]
        -cse10*cse102 + cse15 + v_phid_link2*(cse79 - cse80 - cse81 - cse82 + cse84) + v_phid_rotor*(cse0*cse100 - cse101) + v_psid_link2*(-cse70 + cse73 - cse75 - cse77) + v_psid_rotor*(-cse0*cse101 + cse100) + v_rd_link2_x + v_thetad_link2*(cse59 + cse64 - cse68),  # [13]
        cse10*cse100 + cse16 + v_phid_link2*(cse92 + cse93 + cse94 - cse95 + cse96) + v_phid_rotor*(cse0*cse102 + cse103) + v_psid_link2*(cse85 - cse86 + cse87 + cse88) + v_psid_rotor*(cse0*cse103 + cse102) + v_rd_link2_y + v_thetad_link2*(-cse89 - cse90 + cse91),  # [14]
        -2*cse104*v_thetad_rotor + cse17 + 2*cse2*cse9*v_psid_rotor + v_psid_link2*(cse97 + cse98) + v_rd_link2_z + v_thetad_link2*(-cse78 - cse83 + cse99),  # [15]
        v_phid_link2*(cse115*cse125 + cse117*(cse126 - cse127 - cse128 + cse129 - cse130)) + v_phid_rotor*(cse125*(cse0*cse136 + cse113 + cse135) + cse132*(cse0*cse134 + cse116 - cse133)) + v_psid_link2*(cse107*(-0.9286809290620163*cse62 + 0.27805633713446004*cse66) + cse115*(-cse108*cse61 - cse109*cse56 + cse110*cse69 - cse111*cse71) + cse117*(-cse108*cse69 - cse109*cse71 - cse110*cse61 + cse111*cse56)) + v_psid_rotor*(cse125*(cse0*cse135 + cse136) - 0.6617538733301699*cse131*cse5*cse9 + cse132*(-cse0*cse133 + cse134)) + v_thetad_link2*(cse107*(-cse118 + cse119 + cse120) + cse115*(-cse121*cse71 - cse122*cse71 - cse123*cse71) + cse117*(cse121*cse56 + cse122*cse56 + cse123*cse56)) + v_thetad_rotor*(cse125*(cse1*cse105 - cse134*cse9) + cse131*(-cse0*cse106 - cse112) + cse132*(-cse105*cse4 + cse136*cse9)),  # [16]
        cse145*(-math.pi*cse140 - math.pi*cse143) - cse149*(-math.pi*cse147 + math.pi*cse148) + v_phid_rotor*(-cse138*cse149*cse150 + cse141*cse145*cse150) + v_psid_rotor*(cse145*(cse114*cse141 + cse146*cse2) - cse149*(cse114*cse138 - cse142*cse2)) + v_thetad_rotor*(cse145*(-cse104*cse138 + cse142*cse6) - cse149*(cse104*cse141 + cse146*cse6)),  # [17]
    ])



def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        v: velocity coordinates, one row each (n, 18).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18).
    """
    n = len(q)
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, q_phi_link2, q_theta_link2, q_psi_link2,
        _, _, _, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_phid_link2, v_thetad_link2, v_psid_link2,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = _columns(v, n, 18, "v")

    t = _times(t, n)

    cse0 = np.cos(q_theta_rotor)
    cse1 = np.sin(q_phi_rotor)
    cse2 = np.sin(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = np.cos(q_phi_rotor)
    cse5 = np.cos(q_psi_rotor)
    cse6 = cse4*cse5
    cse7 = -cse0*cse3 + cse6
    cse8 = cse1*cse5
    cse9 = np.sin(q_theta_rotor)
    cse10 = cse9*v_thetad_rotor
    cse11 = cse0*cse6
    cse12 = cse0*cse8
    cse13 = cse2*cse4
    cse14 = cse0*cse13
    cse15 = -v_rd_rotor_x
    cse16 = -v_rd_rotor_y
    cse17 = -v_rd_rotor_z
    cse18 = np.sin(q_theta_link3)
    cse19 = np.cos(q_phi_link3)
    cse20 = np.cos(q_psi_link3)
    cse21 = cse18*cse19*cse20
    cse22 = np.cos(q_theta_link3)
    cse23 = cse19*cse22
    cse24 = 0.8804585470401622*cse23
    cse25 = np.sin(q_psi_link3)
    cse26 = 0.4741231347908751*cse23
    cse27 = np.sin(q_phi_link3)
    cse28 = 0.4741231347908751*cse27
    cse29 = cse20*cse28
    cse30 = cse19*cse25
    cse31 = 0.8804585470401622*cse27
    cse32 = cse20*cse31
    cse33 = 3.2576966240486005*cse20
    cse34 = cse19*cse33
    cse35 = 3.2576966240486005*cse25
    cse36 = cse27*cse35
    cse37 = cse22*cse36
    cse38 = cse22*cse27
    cse39 = 1.7542555987262378*cse38
    cse40 = cse27*cse33
    cse41 = cse18*cse40
    cse42 = 1.7542555987262378*cse18
    cse43 = cse19*cse42
    cse44 = cse23*cse33
    cse45 = -v_rd_link3_x
    cse46 = cse23*cse35
    cse47 = 1.7542555987262378*cse23
    cse48 = cse18*cse34
    cse49 = cse19*cse35
    cse50 = cse27*cse42
    cse51 = cse33*cse38
    cse52 = -v_rd_link3_y
    cse53 = cse18*cse35*v_psid_link3
    cse54 = cse22*cse33
    cse55 = -v_rd_link3_z
    cse56 = np.sin(q_phi_link2)
    cse57 = np.cos(q_theta_link2)
    cse58 = 3.7455577219516045*cse57
    cse59 = cse56*cse58
    cse60 = np.sin(q_theta_link2)
    cse61 = np.sin(q_psi_link2)
    cse62 = cse60*cse61
    cse63 = 4.24999999799984*cse56
    cse64 = cse62*cse63
    cse65 = np.cos(q_psi_link2)
    cse66 = cse60*cse65
    cse67 = 2.2623654365575128*cse56
    cse68 = cse66*cse67
    cse69 = cse57*cse65
    cse70 = cse63*cse69
    cse71 = np.cos(q_phi_link2)
    cse72 = 2.2623654365575128*cse71
    cse73 = cse65*cse72
    cse74 = 4.24999999799984*cse71
    cse75 = cse61*cse74
    cse76 = cse57*cse61
    cse77 = cse67*cse76
    cse78 = 3.7455577219516045*cse60
    cse79 = cse71*cse78
    cse80 = cse57*cse75
    cse81 = cse61*cse67
    cse82 = cse63*cse65
    cse83 = 2.2623654365575128*cse69
    cse84 = cse71*cse83
    cse85 = cse65*cse67
    cse86 = cse61*cse63
    cse87 = cse69*cse74
    cse88 = cse72*cse76
    cse89 = cse58*cse71
    cse90 = cse62*cse74
    cse91 = cse66*cse72
    cse92 = cse61*cse72
    cse93 = cse65*cse74
    cse94 = cse56*cse78
    cse95 = cse57*cse86
    cse96 = cse56*cse83
    cse97 = 4.24999999799984*cse66
    cse98 = 2.2623654365575128*cse62
    cse99 = 4.24999999799984*cse76
    cse100 = 2*cse6
    cse101 = 2*cse3
    cse102 = 2*cse8
    cse103 = 2*cse13
    cse104 = cse0*cse5
    cse105 = 0.7497211555855399*cse0
    cse106 = 0.6617538733301699*cse2
    cse107 = cse105 - cse106*cse9
    cse108 = 0.27805633713446004*cse56
    cse109 = 0.9286809290620163*cse65
    cse110 = 0.27805633713446004*cse71
    cse111 = 0.9286809290620163*cse76
    cse112 = 0.7497211555855399*cse9
    cse113 = cse112*cse4
    cse114 = cse14 + cse8
    cse115 = -cse113 - 0.6617538733301699*cse114
    cse116 = cse1*cse112
    cse117 = cse116 - 0.6617538733301699*cse7
    cse118 = 0.245431060332383*cse60
    cse119 = 0.27805633713446004*cse76
    cse120 = 0.9286809290620163*cse69
    cse121 = 0.245431060332383*cse57
    cse122 = 0.27805633713446004*cse62
    cse123 = 0.9286809290620163*cse66
    cse124 = 0.9286809290620163*cse61
    cse125 = cse110*cse65 + cse118*cse56 - cse119*cse56 - cse120*cse56 - cse124*cse71
    cse126 = cse118*cse71
    cse127 = cse119*cse71
    cse128 = cse108*cse65
    cse129 = cse124*cse56
    cse130 = cse120*cse71
    cse131 = cse121 + cse122 + cse123
    cse132 = -cse126 + cse127 + cse128 - cse129 + cse130
    cse133 = 0.6617538733301699*cse6
    cse134 = 0.6617538733301699*cse3
    cse135 = 0.6617538733301699*cse8
    cse136 = 0.6617538733301699*cse13
    cse137 = np.pi*t
    cse138 = np.sin(cse137)
    cse139 = -cse11 + cse3
    cse140 = cse138*cse139
    cse141 = np.cos(cse137)
    cse142 = cse141*cse9
    cse143 = cse142*cse5
    cse144 = cse140 + cse143 + 1
    cse145 = 2/cse144
    cse146 = cse138*cse9
    cse147 = cse146*cse5
    cse148 = cse139*cse141
    cse149 = 2*(-cse147 + cse148)/cse144**2
    cse150 = cse12 + cse13
    out = np.zeros((n, 18))
    out[:, 0] = -cse10*cse8 + cse7*v_psid_rotor + v_phid_rotor*(cse11 - cse3)
    out[:, 1] = cse10*cse3 + v_phid_rotor*(-cse14 - cse8) + v_psid_rotor*(-cse12 - cse13)
    out[:, 2] = cse15
    out[:, 3] = cse16
    out[:, 4] = cse17
    out[:, 5] = v_phid_link3*(cse18*cse31 - cse22*cse29 - 0.4741231347908751*cse30) + v_psid_link3*(-cse25*cse26 - cse29) + v_thetad_link3*(-0.4741231347908751*cse21 - cse24)
    out[:, 6] = v_phid_link3*(cse18*cse28 + cse22*cse32 + 0.8804585470401622*cse30) + v_psid_link3*(cse24*cse25 + cse32) + v_thetad_link3*(0.8804585470401622*cse21 - cse26)
    out[:, 7] = cse45 + v_phid_link3*(cse36 - cse43 - cse44) + v_psid_link3*(-cse34 + cse37) + v_thetad_link3*(-cse39 + cse41)
    out[:, 8] = cse52 + v_phid_link3*(-cse49 - cse50 - cse51) + v_psid_link3*(-cse40 - cse46) + v_thetad_link3*(cse47 - cse48)
    out[:, 9] = -cse53 + cse55 + v_thetad_link3*(cse42 + cse54)
    out[:, 10] = cse45 + v_phid_link2*(-cse79 + cse80 + cse81 + cse82 - cse84) + v_phid_link3*(-cse36 + cse43 + cse44) + v_psid_link2*(cse70 - cse73 + cse75 + cse77) + v_psid_link3*(cse34 - cse37) + v_rd_link2_x + v_thetad_link2*(-cse59 - cse64 + cse68) + v_thetad_link3*(cse39 - cse41)
    out[:, 11] = cse52 + v_phid_link2*(-cse92 - cse93 - cse94 + cse95 - cse96) + v_phid_link3*(cse49 + cse50 + cse51) + v_psid_link2*(-cse85 + cse86 - cse87 - cse88) + v_psid_link3*(cse40 + cse46) + v_rd_link2_y + v_thetad_link2*(cse89 + cse90 - cse91) + v_thetad_link3*(-cse47 + cse48)
    out[:, 12] = cse53 + cse55 + v_psid_link2*(-cse97 - cse98) + v_rd_link2_z + v_thetad_link2*(cse78 + cse83 - cse99) + v_thetad_link3*(-cse42 - cse54)
    out[:, 13] = -cse10*cse102 + cse15 + v_phid_link2*(cse79 - cse80 - cse81 - cse82 + cse84) + v_phid_rotor*(cse0*cse100 - cse101) + v_psid_link2*(-cse70 + cse73 - cse75 - cse77) + v_psid_rotor*(-cse0*cse101 + cse100) + v_rd_link2_x + v_thetad_link2*(cse59 + cse64 - cse68)
    out[:, 14] = cse10*cse100 + cse16 + v_phid_link2*(cse92 + cse93 + cse94 - cse95 + cse96) + v_phid_rotor*(cse0*cse102 + cse103) + v_psid_link2*(cse85 - cse86 + cse87 + cse88) + v_psid_rotor*(cse0*cse103 + cse102) + v_rd_link2_y + v_thetad_link2*(-cse89 - cse90 + cse91)
    out[:, 15] = -2*cse104*v_thetad_rotor + cse17 + 2*cse2*cse9*v_psid_rotor + v_psid_link2*(cse97 + cse98) + v_rd_link2_z + v_thetad_link2*(-cse78 - cse83 + cse99)
    out[:, 16] = v_phid_link2*(cse115*cse125 + cse117*(cse126 - cse127 - cse128 + cse129 - cse130)) + v_phid_rotor*(cse125*(cse0*cse136 + cse113 + cse135) + cse132*(cse0*cse134 + cse116 - cse133)) + v_psid_link2*(cse107*(-0.9286809290620163*cse62 + 0.27805633713446004*cse66) + cse115*(-cse108*cse61 - cse109*cse56 + cse110*cse69 - cse111*cse71) + cse117*(-cse108*cse69 - cse109*cse71 - cse110*cse61 + cse111*cse56)) + v_psid_rotor*(cse125*(cse0*cse135 + cse136) - 0.6617538733301699*cse131*cse5*cse9 + cse132*(-cse0*cse133 + cse134)) + v_thetad_link2*(cse107*(-cse118 + cse119 + cse120) + cse115*(-cse121*cse71 - cse122*cse71 - cse123*cse71) + cse117*(cse121*cse56 + cse122*cse56 + cse123*cse56)) + v_thetad_rotor*(cse125*(cse1*cse105 - cse134*cse9) + cse131*(-cse0*cse106 - cse112) + cse132*(-cse105*cse4 + cse136*cse9))
    out[:, 17] = cse145*(-np.pi*cse140 - np.pi*cse143) - cse149*(-np.pi*cse147 + np.pi*cse148) + v_phid_rotor*(-cse138*cse149*cse150 + cse141*cse145*cse150) + v_psid_rotor*(cse145*(cse114*cse141 + cse146*cse2) - cse149*(cse114*cse138 - cse142*cse2)) + v_thetad_rotor*(cse145*(-cse104*cse138 + cse142*cse6) - cse149*(cse104*cse141 + cse146*cse6))
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
    # 1092 operations after common subexpression elimination
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, q_phi_link2, q_theta_link2, q_psi_link2,
        _, _, _, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, _, _,
        _, v_phid_link2, v_thetad_link2, v_psid_link2,
        _, _, _, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = math.sin(q_phi_rotor)
    cse1 = math.cos(q_psi_rotor)
    cse2 = cse0*cse1
    cse3 = math.cos(q_theta_rotor)
    cse4 = math.cos(q_phi_rotor)
    cse5 = math.sin(q_psi_rotor)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = -cse2 - cse7
    cse9 = cse0*cse5
    cse10 = math.sin(q_theta_rotor)
    cse11 = cse10*v_thetad_rotor
    cse12 = cse2*cse3
    cse13 = -cse12 - cse6
    cse14 = cse1*cse4
    cse15 = cse10*v_phid_rotor
    cse16 = cse10*v_psid_rotor
    cse17 = cse14*cse3
    cse18 = -cse17 + cse9
    cse19 = cse3*cse9
    cse20 = -cse14 + cse19
    cse21 = math.cos(q_theta_link3)
    cse22 = math.sin(q_phi_link3)
    cse23 = 0.8804585470401622*cse22
    cse24 = cse21*cse23
    cse25 = 0.4741231347908751*cse22
    cse26 = math.sin(q_theta_link3)
    cse27 = math.cos(q_psi_link3)
    cse28 = cse26*cse27
    cse29 = cse24 + cse25*cse28
    cse30 = math.sin(q_psi_link3)
    cse31 = math.cos(q_phi_link3)
    cse32 = 0.4741231347908751*cse31
    cse33 = cse26*cse32
    cse34 = cse30*cse33
    cse35 = 0.8804585470401622*cse31
    cse36 = cse26*cse35
    cse37 = cse27*cse32
    cse38 = -cse21*cse37
    cse39 = cse36 + cse38
    cse40 = cse25*cse30
    cse41 = cse21*cse40 - cse37
    cse42 = cse27*cse35
    cse43 = -cse24*cse30 + cse42
    cse44 = cse30*cse36
    cse45 = -cse23*cse30
    cse46 = cse21*cse42
    cse47 = cse21*cse25 - cse23*cse28
    cse48 = cse33 + cse46
    cse49 = 3.2576966240486005*cse27
    cse50 = cse26*cse49
    cse51 = cse31*cse50
    cse52 = 1.7542555987262378*cse21
    cse53 = cse31*cse52
    cse54 = cse51 - cse53
    cse55 = cse22*cse49
    cse56 = cse21*cse55
    cse57 = 1.7542555987262378*cse26
    cse58 = cse22*cse57
    cse59 = cse56 + cse58
    cse60 = 3.2576966240486005*cse30
    cse61 = cse22*cse60
    cse62 = cse26*v_psid_link3
    cse63 = cse61*cse62
    cse64 = cse26*v_thetad_link3
    cse65 = cse61*cse64
    cse66 = cse31*cse60
    cse67 = cse21*cse66
    cse68 = cse55 + cse67
    cse69 = cse21*cse61
    cse70 = cse31*cse49
    cse71 = cse69 - cse70
    cse72 = cse64*cse66
    cse73 = cse21*cse70
    cse74 = -cse73
    cse75 = cse22*cse50
    cse76 = cse22*cse52
    cse77 = cse75 - cse76
    cse78 = cse31*cse57
    cse79 = cse74 - cse78
    cse80 = cse62*cse66
    cse81 = cse21*cse60
    cse82 = cse81*v_thetad_link3
    cse83 = cse50*v_psid_link3
    cse84 = cse81*v_psid_link3
    cse85 = -cse55 - cse67
    cse86 = -cse56
    cse87 = -cse66
    cse88 = -cse51 + cse53
    cse89 = -cse58 + cse86
    cse90 = math.cos(q_theta_link2)
    cse91 = math.cos(q_phi_link2)
    cse92 = math.sin(q_psi_link2)
    cse93 = cse91*cse92
    cse94 = 2.2623654365575128*cse93
    cse95 = cse90*cse94
    cse96 = math.sin(q_phi_link2)
    cse97 = cse92*cse96
    cse98 = 4.24999999799984*cse97
    cse99 = math.cos(q_psi_link2)
    cse100 = 2.2623654365575128*cse99
    cse101 = cse100*cse96
    cse102 = 4.24999999799984*cse99
    cse103 = cse102*cse91
    cse104 = cse103*cse90
    cse105 = cse101 + cse104 + cse95 - cse98
    cse106 = cse101*cse90
    cse107 = cse90*cse98
    cse108 = cse106 - cse107
    cse109 = cse103 + cse94
    cse110 = math.sin(q_theta_link2)
    cse111 = 2.2623654365575128*cse92
    cse112 = cse111*cse96
    cse113 = cse110*cse112
    cse114 = cse102*cse96
    cse115 = cse110*cse114
    cse116 = -cse113 - cse115
    cse117 = cse100*cse110
    cse118 = cse117*cse91
    cse119 = 4.24999999799984*cse93
    cse120 = cse110*cse119
    cse121 = 3.7455577219516045*cse90
    cse122 = cse121*cse91
    cse123 = cse118 - cse120 - cse122
    cse124 = 3.7455577219516045*cse110
    cse125 = cse124*cse96
    cse126 = cse108 + cse125
    cse127 = -cse61
    cse128 = -cse69 + cse70
    cse129 = -cse75 + cse76
    cse130 = cse73 + cse78
    cse131 = cse111*cse90
    cse132 = cse131*cse96
    cse133 = cse114*cse90
    cse134 = cse100*cse91
    cse135 = cse119 + cse132 + cse133 - cse134
    cse136 = cse110*cse94
    cse137 = cse103*cse110
    cse138 = cse136 + cse137
    cse139 = cse134*cse90
    cse140 = cse119*cse90
    cse141 = -cse139 + cse140
    cse142 = cse112 + cse114
    cse143 = cse117*cse96
    cse144 = cse110*cse98
    cse145 = cse121*cse96
    cse146 = cse143 - cse144 - cse145
    cse147 = cse124*cse91
    cse148 = cse141 - cse147
    cse149 = cse102*cse90
    cse150 = -cse131 - cse149
    cse151 = 4.24999999799984*cse110*cse92
    cse152 = -cse117 + cse151
    cse153 = -cse101 - cse104 - cse95 + cse98
    cse154 = cse113 + cse115
    cse155 = -cse106 + cse107
    cse156 = -cse103 - cse94
    cse157 = -cse118 + cse120 + cse122
    cse158 = -cse125 + cse155
    cse159 = 2*cse14
    cse160 = 2*cse2
    cse161 = cse3*v_thetad_rotor
    cse162 = 2*cse9
    cse163 = 2*cse6
    cse164 = -cse160 - cse163*cse3
    cse165 = -cse160*cse3 - cse163
    cse166 = -cse119 - cse132 - cse133 + cse134
    cse167 = -cse136 - cse137
    cse168 = cse139 - cse140
    cse169 = -cse112 - cse114
    cse170 = -cse143 + cse144 + cse145
    cse171 = cse147 + cse168
    cse172 = cse159 - cse162*cse3
    cse173 = cse159*cse3 - cse162
    cse174 = cse131 + cse149
    cse175 = cse117 - cse151
    cse176 = 2*cse5
    cse177 = 2*cse1
    cse178 = 0.27805633713446004*cse97
    cse179 = 0.9286809290620163*cse99
    cse180 = cse179*cse96
    cse181 = 0.27805633713446004*cse99
    cse182 = cse181*cse90
    cse183 = cse182*cse91
    cse184 = 0.9286809290620163*cse93
    cse185 = cse184*cse90
    cse186 = -cse178 - cse180 + cse183 - cse185
    cse187 = 0.6617538733301699*cse14
    cse188 = cse187*cse3
    cse189 = 0.6617538733301699*cse9
    cse190 = -cse188 + cse189
    cse191 = 0.6617538733301699*cse2
    cse192 = 0.6617538733301699*cse6
    cse193 = cse191*cse3 + cse192
    cse194 = 0.9286809290620163*cse97
    cse195 = cse179*cse91
    cse196 = 0.27805633713446004*cse93
    cse197 = -cse182*cse96 + cse194*cse90 - cse195 - cse196
    cse198 = cse110*cse181
    cse199 = 0.9286809290620163*cse92
    cse200 = -cse110*cse199 + cse198
    cse201 = 0.6617538733301699*cse1
    cse202 = cse10*cse201
    cse203 = cse186*cse190 + cse193*cse197 - cse200*cse202
    cse204 = 0.7497211555855399*cse3
    cse205 = cse0*cse204 - cse10*cse189
    cse206 = cse10*cse192
    cse207 = cse204*cse4
    cse208 = cse206 - cse207
    cse209 = 0.6617538733301699*cse5
    cse210 = 0.7497211555855399*cse10
    cse211 = -cse209*cse3 - cse210
    cse212 = cse186*cse208 + cse197*cse205 + cse200*cse211
    cse213 = cse0*cse210
    cse214 = cse14 - cse19
    cse215 = cse213 - 0.6617538733301699*cse214
    cse216 = cse210*cse4
    cse217 = cse2 + cse7
    cse218 = -cse216 - 0.6617538733301699*cse217
    cse219 = cse197*cse218 + cse215*(cse178 + cse180 - cse183 + cse185)
    cse220 = cse10*cse209
    cse221 = cse204 - cse220
    cse222 = cse215*(-cse110*cse194 + cse198*cse96) + cse218*(cse110*cse184 - cse198*cse91) + cse221*(cse182 - cse199*cse90)
    cse223 = 0.6617538733301699*cse7
    cse224 = cse216 + cse223
    cse225 = cse191 + cse224
    cse226 = 0.6617538733301699*cse19
    cse227 = -cse187 + cse213 + cse226
    cse228 = cse186*cse227 + cse197*cse225
    cse229 = cse195*cse90
    cse230 = cse196*cse90
    cse231 = -cse229 - cse230
    cse232 = cse181*cse96
    cse233 = cse194 - cse232
    cse234 = cse179*cse90
    cse235 = cse234*cse96
    cse236 = cse178*cse90
    cse237 = cse235 + cse236
    cse238 = cse181*cse91
    cse239 = cse184 - cse238
    cse240 = cse110*cse179
    cse241 = 0.27805633713446004*cse92
    cse242 = cse110*cse241
    cse243 = -cse240 - cse242
    cse244 = 0.245431060332383*cse110
    cse245 = cse244*cse91
    cse246 = cse231 + cse245
    cse247 = cse233 + cse246
    cse248 = cse244*cse96
    cse249 = -cse184 - cse235 - cse236 + cse238 + cse248
    cse250 = cse225*cse247 + cse227*cse249
    cse251 = cse205*cse247 + cse208*cse249
    cse252 = cse237 - cse248
    cse253 = cse190*cse249 + cse193*cse247
    cse254 = cse110*cse195
    cse255 = cse110*cse196
    cse256 = 0.245431060332383*cse90
    cse257 = cse256*cse91
    cse258 = cse110*cse178 + cse110*cse180 + cse256*cse96
    cse259 = cse215*(cse254 + cse255 + cse257) + cse218*cse258
    cse260 = -cse254 - cse255 - cse257
    cse261 = cse225*cse258 + cse227*cse260
    cse262 = cse234 + cse241*cse90 - cse244
    cse263 = cse205*cse258 + cse208*cse260 + cse211*cse262
    cse264 = cse190*cse260 + cse193*cse258 - cse202*cse262
    cse265 = -cse194 + cse229 + cse230 + cse232 - cse245
    cse266 = cse193*cse265 + cse249*(cse188 - cse189)
    cse267 = cse240 + cse242 + cse256
    cse268 = cse10*cse187*cse265 - cse10*cse191*cse249 - cse201*cse267*cse3
    cse269 = -cse226
    cse270 = cse187 + cse269
    cse271 = -cse213
    cse272 = cse205*cse265 + cse249*(-cse206 + cse207)
    cse273 = math.pi*t
    cse274 = math.sin(cse273)
    cse275 = cse1*cse274
    cse276 = cse10*cse275
    cse277 = math.cos(cse273)
    cse278 = cse18*cse277
    cse279 = -cse276 + cse278
    cse280 = cse18*cse274
    cse281 = cse1*cse277
    cse282 = cse10*cse281
    cse283 = cse280 + cse282 + 1
    cse284 = cse283**(-2)
    cse285 = 2*cse284
    cse286 = cse279*cse285
    cse287 = cse217*cse277
    cse288 = cse274*cse5
    cse289 = cse10*cse288
    cse290 = cse287 + cse289
    cse291 = cse12 + cse6
    cse292 = cse274*cse291
    cse293 = cse285*cse292
    cse294 = cse277*cse5
    cse295 = cse10*cse294
    cse296 = cse217*cse274
    cse297 = -cse295 + cse296
    cse298 = 4*cse279/cse283**3
    cse299 = cse297*cse298
    cse300 = 1/cse283
    cse301 = 2*cse300
    cse302 = cse285*cse297
    cse303 = cse277*cse291
    cse304 = -cse214*cse274*cse286 + cse214*cse277*cse301 - cse290*cse293 + cse292*cse299 - cse302*cse303
    cse305 = cse281*cse3
    cse306 = cse10*cse14
    cse307 = cse274*cse306
    cse308 = cse305 + cse307
    cse309 = cse285*cse308
    cse310 = cse10*cse6
    cse311 = cse277*cse306
    cse312 = cse275*cse3
    cse313 = cse311 - cse312
    cse314 = -cse286*(-cse274*cse310 - cse294*cse3) - cse290*cse309 + cse299*cse308 + cse301*(-cse277*cse310 + cse288*cse3) - cse302*cse313
    cse315 = cse17 - cse9
    cse316 = cse274*cse315
    cse317 = -cse282
    cse318 = cse277*cse315
    cse319 = 4*cse284
    cse320 = -math.pi*cse280 - math.pi*cse282
    cse321 = -math.pi*cse276 + math.pi*cse278
    cse322 = cse285*cse321
    cse323 = -cse286*(math.pi*cse287 + math.pi*cse289) - cse290*cse322 + cse299*cse321 + cse301*(math.pi*cse295 - math.pi*cse296) - cse302*cse320
    cse324 = cse291**2
    cse325 = cse298*cse308
    cse326 = cse10*cse160
    cse327 = cse274*cse279*cse284*cse326 - cse277*cse300*cse326 + cse292*cse325 - cse293*cse313 - cse303*cse309
    cse328 = -math.pi*cse286*cse303 + cse292*cse298*cse321 - math.pi*cse292*cse301 - cse293*cse320 - cse303*cse322
    cse329 = math.pi**2
    cse330 = -cse286*(math.pi*cse311 - math.pi*cse312) + cse301*(-math.pi*cse305 - math.pi*cse307) - cse309*cse320 - cse313*cse322 + cse321*cse325
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        -v_phid_rotor*(-cse11*cse14 + cse13*v_phid_rotor + cse8*v_psid_rotor) - v_psid_rotor*(cse11*cse9 + cse13*v_psid_rotor + cse8*v_phid_rotor) - v_thetad_rotor*(-cse12*v_thetad_rotor - cse14*cse15 + cse16*cse9),  # [0]
        -v_phid_rotor*(cse11*cse6 + cse18*v_psid_rotor + cse20*v_phid_rotor) - v_psid_rotor*(cse11*cse2 + cse18*v_phid_rotor + cse20*v_psid_rotor) - v_thetad_rotor*(cse15*cse6 + cse16*cse2 + cse19*v_thetad_rotor),  # [1]
        -v_phid_link3*(cse29*v_thetad_link3 + cse41*v_psid_link3 + v_phid_link3*(cse39 + cse40)) - v_psid_link3*(cse34*v_thetad_link3 + cse41*v_phid_link3 + v_psid_link3*(cse38 + cse40)) - v_thetad_link3*(cse29*v_phid_link3 + cse34*v_psid_link3 + cse39*v_thetad_link3),  # [5]
        -v_phid_link3*(cse43*v_psid_link3 + cse47*v_thetad_link3 + v_phid_link3*(cse45 + cse48)) - v_psid_link3*(cse43*v_phid_link3 - cse44*v_thetad_link3 + v_psid_link3*(cse45 + cse46)) - v_thetad_link3*(-cse44*v_psid_link3 + cse47*v_phid_link3 + cse48*v_thetad_link3),  # [6]
        -v_phid_link3*(cse54*v_thetad_link3 + cse68*v_psid_link3 + v_phid_link3*(cse59 + cse66)) - v_psid_link3*(-cse65 + cse68*v_phid_link3 + v_psid_link3*(cse56 + cse66)) - v_thetad_link3*(cse54*v_phid_link3 + cse59*v_thetad_link3 - cse63),  # [7]
        -v_phid_link3*(cse71*v_psid_link3 + cse77*v_thetad_link3 + v_phid_link3*(cse61 + cse79)) - v_psid_link3*(cse71*v_phid_link3 + cse72 + v_psid_link3*(cse61 + cse74)) - v_thetad_link3*(cse77*v_phid_link3 + cse79*v_thetad_link3 + cse80),  # [8]
        -v_psid_link3*(-cse82 - cse83) - v_thetad_link3*(-cse84 + v_thetad_link3*(-cse50 + cse52)),  # [9]
        -v_phid_link2*(cse105*v_psid_link2 + cse123*v_thetad_link2 + v_phid_link2*(cse109 + cse126)) - v_phid_link3*(cse85*v_psid_link3 + cse88*v_thetad_link3 + v_phid_link3*(cse87 + cse89)) - v_psid_link2*(cse105*v_phid_link2 + cse116*v_thetad_link2 + v_psid_link2*(cse108 + cse109)) - v_psid_link3*(cse65 + cse85*v_phid_link3 + v_psid_link3*(cse86 + cse87)) - v_thetad_link2*(cse116*v_psid_link2 + cse123*v_phid_link2 + cse126*v_thetad_link2) - v_thetad_link3*(cse63 + cse88*v_phid_link3 + cse89*v_thetad_link3),  # [10]
        -v_phid_link2*(cse135*v_psid_link2 + cse146*v_thetad_link2 + v_phid_link2*(cse142 + cse148)) - v_phid_link3*(cse128*v_psid_link3 + cse129*v_thetad_link3 + v_phid_link3*(cse127 + cse130)) - v_psid_link2*(cse135*v_phid_link2 + cse138*v_thetad_link2 + v_psid_link2*(cse141 + cse142)) - v_psid_link3*(cse128*v_phid_link3 - cse72 + v_psid_link3*(cse127 + cse73)) - v_thetad_link2*(cse138*v_psid_link2 + cse146*v_phid_link2 + cse148*v_thetad_link2) - v_thetad_link3*(cse129*v_phid_link3 + cse130*v_thetad_link3 - cse80),  # [11]
        -v_psid_link2*(cse150*v_thetad_link2 + cse152*v_psid_link2) - v_psid_link3*(cse82 + cse83) - v_thetad_link2*(cse150*v_psid_link2 + v_thetad_link2*(cse121 + cse152)) - v_thetad_link3*(cse84 + v_thetad_link3*(cse50 - cse52)),  # [12]
        -v_phid_link2*(cse153*v_psid_link2 + cse157*v_thetad_link2 + v_phid_link2*(cse156 + cse158)) - v_phid_rotor*(-cse11*cse159 + cse164*v_psid_rotor + cse165*v_phid_rotor) - v_psid_link2*(cse153*v_phid_link2 + cse154*v_thetad_link2 + v_psid_link2*(cse155 + cse156)) - v_psid_rotor*(cse11*cse162 + cse164*v_phid_rotor + cse165*v_psid_rotor) - v_thetad_link2*(cse154*v_psid_link2 + cse157*v_phid_link2 + cse158*v_thetad_link2) - v_thetad_rotor*(-cse15*cse159 + cse16*cse162 - cse160*cse161),  # [13]
        -v_phid_link2*(cse166*v_psid_link2 + cse170*v_thetad_link2 + v_phid_link2*(cse169 + cse171)) - v_phid_rotor*(-cse11*cse160 + cse172*v_psid_rotor + cse173*v_phid_rotor) - v_psid_link2*(cse166*v_phid_link2 + cse167*v_thetad_link2 + v_psid_link2*(cse168 + cse169)) - v_psid_rotor*(-cse11*cse163 + cse172*v_phid_rotor + cse173*v_psid_rotor) - v_thetad_link2*(cse167*v_psid_link2 + cse170*v_phid_link2 + cse171*v_thetad_link2) - v_thetad_rotor*(-cse15*cse160 + cse159*cse161 - cse16*cse163),  # [14]
        -v_psid_link2*(cse174*v_thetad_link2 + cse175*v_psid_link2) - v_psid_rotor*(cse16*cse177 + cse161*cse176) - v_thetad_link2*(cse174*v_psid_link2 + v_thetad_link2*(-cse121 + cse175)) - v_thetad_rotor*(cse11*cse177 + cse176*cse3*v_psid_rotor),  # [15]
        -v_phid_link2*(cse219*v_psid_link2 + cse250*v_phid_rotor + cse251*v_thetad_rotor + cse253*v_psid_rotor + cse259*v_thetad_link2 + v_phid_link2*(cse215*(cse239 + cse252) + cse218*cse247)) - v_phid_rotor*(cse228*v_psid_link2 + cse250*v_phid_link2 + cse261*v_thetad_link2 + cse266*v_psid_rotor + cse272*v_thetad_rotor + v_phid_rotor*(cse225*cse265 + cse249*(cse270 + cse271))) - v_psid_link2*(cse203*v_psid_rotor + cse212*v_thetad_rotor + cse219*v_phid_link2 + cse222*v_thetad_link2 + cse228*v_phid_rotor + v_psid_link2*(cse215*(cse237 + cse239) + cse218*(cse231 + cse233) + cse221*cse243)) - v_psid_rotor*(cse203*v_psid_link2 + cse253*v_phid_link2 + cse264*v_thetad_link2 + cse266*v_phid_rotor + cse268*v_thetad_rotor + v_psid_rotor*(cse220*cse267 + cse249*cse270 + cse265*(cse191 + cse223))) - v_thetad_link2*(cse222*v_psid_link2 + cse259*v_phid_link2 + cse261*v_phid_rotor + cse263*v_thetad_rotor + cse264*v_psid_rotor + v_thetad_link2*(cse215*cse252 + cse218*cse246 + cse221*(cse243 - cse256))) - v_thetad_rotor*(cse212*v_psid_link2 + cse251*v_phid_link2 + cse263*v_thetad_link2 + cse268*v_psid_rotor + cse272*v_phid_rotor + v_thetad_rotor*(cse224*cse265 + cse249*(cse269 + cse271) + cse267*(-cse204 + cse220))),  # [16]
        cse286*(-cse280*cse329 - cse282*cse329) - cse298*cse321**2 - cse301*(cse276*cse329 - cse278*cse329) + cse319*cse320*cse321 - cse323*v_psid_rotor - cse328*v_phid_rotor - cse330*v_thetad_rotor - v_phid_rotor*(cse304*v_psid_rotor + cse327*v_thetad_rotor + cse328 + v_phid_rotor*(cse274**2*cse298*cse324 - cse274*cse277*cse319*cse324 - cse286*cse316 + cse301*cse318)) - v_psid_rotor*(cse304*v_phid_rotor + cse314*v_thetad_rotor + cse323 + v_psid_rotor*(-cse286*(cse316 + cse317) - cse290*cse297*cse319 + cse297**2*cse298 + cse301*(cse276 + cse318))) - v_thetad_rotor*(cse314*v_psid_rotor + cse327*v_phid_rotor + cse330 + v_thetad_rotor*(-cse286*(cse17*cse274 + cse317) + cse298*cse308**2 + cse301*(cse17*cse277 + cse276) - cse308*cse313*cse319)),  # [17]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V
    + K^T J K, u = V v and omega = K v their body-frame velocities (Kane's equations,
    mechgen.symbolic.relative).

    Args:
        q: position coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 31 nonzero.
    """
    # 119 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, q_theta_link2, q_psi_link2,
        _, _, _, _,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(q_psi_rotor)
    cse1 = cse0**2
    cse2 = math.sin(q_theta_rotor)
    cse3 = cse2**2
    cse4 = math.sin(q_psi_rotor)
    cse5 = cse4**2
    cse6 = -2.0*cse0*cse2*cse4
    cse7 = math.cos(q_psi_link2)
    cse8 = math.sin(q_theta_link2)
    cse9 = cse7*cse8
    cse10 = math.sin(q_psi_link2)
    cse11 = cse10*cse8
    cse12 = math.cos(q_theta_link2)
    cse13 = -8.199617440259882*cse11 + 9.301949428809847*cse12 - 0.003264544402314339*cse9
    cse14 = -0.6612594709887001*cse11 + 0.7501572120007941*cse12 - 0.00026326970986405957*cse9
    cse15 = 0.6967213111475148*cse11 + 0.6140258560576402*cse12 - 0.3708795797635267*cse9
    cse16 = 0.0069672131114751484*cse11 + 0.006140258560576401*cse12 - 0.0037087957976352673*cse9
    cse17 = 0.00026326970986405957*cse10 - 0.6612594709887001*cse7
    cse18 = 0.3708795797635267*cse10 + 0.6967213111475148*cse7
    cse19 = 6.981694727207446*cse12
    cse20 = 0.003264544402314339*cse10 - 8.199617440259882*cse7
    cse21 = 0.0037087957976352673*cse10 + 0.0069672131114751484*cse7
    cse22 = math.sin(q_psi_link3)
    cse23 = cse22**2
    cse24 = math.sin(q_theta_link3)
    cse25 = math.cos(q_psi_link3)
    cse26 = cse24*cse25
    cse27 = math.cos(q_theta_link3)
    cse28 = -0.8804585470401622*cse26 + 0.4741231347908751*cse27
    cse29 = -0.008804585470401622*cse26 + 0.004741231347908751*cse27
    cse30 = 4.54*cse22*cse26
    cse31 = 0.002247927469439263*cse27
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
        cse13*cse17 + cse16*cse18,  # [9, 10]
        -6.146724109463332*cse11 + cse19 - 0.004726218041878897*cse9,  # [9, 11]
        cse14*cse20 + cse15*cse21,  # [10, 9]
        cse17*cse20 + cse18*cse21,  # [10, 10]
        0.004726218041878897*cse10 - 6.146724109463332*cse7,  # [10, 11]
        -6.146724109463331*cse11 + cse19 - 0.004726218041878896*cse9,  # [11, 9]
        0.004726218041878896*cse10 - 6.146724109463331*cse7,  # [11, 10]
        6.981694727207446,  # [11, 11]
        1.0,  # [12, 12]
        1.0,  # [13, 13]
        1.0,  # [14, 14]
        4.54*cse23*cse24**2 + cse28*cse29,  # [15, 15]
        0.8804585470401622*cse22*cse29 + cse30,  # [15, 16]
        -0.004174457663761009*cse26 + cse31,  # [15, 17]
        0.008804585470401622*cse22*cse28 + cse30,  # [16, 15]
        0.007752072530560736*cse23 + 4.54*cse25**2,  # [16, 16]
        0.004174457663761009*cse22,  # [16, 17]
        -0.004174457663761008*cse26 + cse31,  # [17, 15]
        0.004174457663761008*cse22,  # [17, 16]
        0.002247927469439263,  # [17, 17]
    )
    return out



def M_rows(q, p):
    """M at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18, 18).
    """
    n = len(q)
    (
        _, _, _, _,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, q_theta_link2, q_psi_link2,
        _, _, _, _,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    cse0 = np.cos(q_psi_rotor)
    cse1 = cse0**2
    cse2 = np.sin(q_theta_rotor)
    cse3 = cse2**2
    cse4 = np.sin(q_psi_rotor)
    cse5 = cse4**2
    cse6 = -2.0*cse0*cse2*cse4
    cse7 = np.cos(q_psi_link2)
    cse8 = np.sin(q_theta_link2)
    cse9 = cse7*cse8
    cse10 = np.sin(q_psi_link2)
    cse11 = cse10*cse8
    cse12 = np.cos(q_theta_link2)
    cse13 = -8.199617440259882*cse11 + 9.301949428809847*cse12 - 0.003264544402314339*cse9
    cse14 = -0.6612594709887001*cse11 + 0.7501572120007941*cse12 - 0.00026326970986405957*cse9
    cse15 = 0.6967213111475148*cse11 + 0.6140258560576402*cse12 - 0.3708795797635267*cse9
    cse16 = 0.0069672131114751484*cse11 + 0.006140258560576401*cse12 - 0.0037087957976352673*cse9
    cse17 = 0.00026326970986405957*cse10 - 0.6612594709887001*cse7
    cse18 = 0.3708795797635267*cse10 + 0.6967213111475148*cse7
    cse19 = 6.981694727207446*cse12
    cse20 = 0.003264544402314339*cse10 - 8.199617440259882*cse7
    cse21 = 0.0037087957976352673*cse10 + 0.0069672131114751484*cse7
    cse22 = np.sin(q_psi_link3)
    cse23 = cse22**2
    cse24 = np.sin(q_theta_link3)
    cse25 = np.cos(q_psi_link3)
    cse26 = cse24*cse25
    cse27 = np.cos(q_theta_link3)
    cse28 = -0.8804585470401622*cse26 + 0.4741231347908751*cse27
    cse29 = -0.008804585470401622*cse26 + 0.004741231347908751*cse27
    cse30 = 4.54*cse22*cse26
    cse31 = 0.002247927469439263*cse27
    out = np.zeros((n, 18, 18))
    out[:, 0, 0] = 2.0
    out[:, 1, 1] = 2.0
    out[:, 2, 2] = 2.0
    out[:, 3, 3] = 4.0*cse1*cse3 + 2.0*cse3*cse5
    out[:, 3, 4] = cse6
    out[:, 4, 3] = cse6
    out[:, 4, 4] = 2.0*cse1 + 4.0*cse5
    out[:, 6, 6] = 1.0
    out[:, 7, 7] = 1.0
    out[:, 8, 8] = 1.0
    out[:, 9, 9] = cse13*cse14 + cse15*cse16
    out[:, 9, 10] = cse13*cse17 + cse16*cse18
    out[:, 9, 11] = -6.146724109463332*cse11 + cse19 - 0.004726218041878897*cse9
    out[:, 10, 9] = cse14*cse20 + cse15*cse21
    out[:, 10, 10] = cse17*cse20 + cse18*cse21
    out[:, 10, 11] = 0.004726218041878897*cse10 - 6.146724109463332*cse7
    out[:, 11, 9] = -6.146724109463331*cse11 + cse19 - 0.004726218041878896*cse9
    out[:, 11, 10] = 0.004726218041878896*cse10 - 6.146724109463331*cse7
    out[:, 11, 11] = 6.981694727207446
    out[:, 12, 12] = 1.0
    out[:, 13, 13] = 1.0
    out[:, 14, 14] = 1.0
    out[:, 15, 15] = 4.54*cse23*cse24**2 + cse28*cse29
    out[:, 15, 16] = 0.8804585470401622*cse22*cse29 + cse30
    out[:, 15, 17] = -0.004174457663761009*cse26 + cse31
    out[:, 16, 15] = 0.008804585470401622*cse22*cse28 + cse30
    out[:, 16, 16] = 0.007752072530560736*cse23 + 4.54*cse25**2
    out[:, 16, 17] = 0.004174457663761009*cse22
    out[:, 17, 15] = -0.004174457663761008*cse26 + cse31
    out[:, 17, 16] = 0.004174457663761008*cse22
    out[:, 17, 17] = 0.002247927469439263
    return out


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for
    relative, the body-frame loads and the bias accelerations at frozen v projected by V^T
    and K^T (mechgen.symbolic.relative).

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 12 nonzero.
    """
    # 288 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, q_theta_link2, q_psi_link2,
        _, _, _, _,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, _, _,
        _, v_phid_link2, v_thetad_link2, v_psid_link2,
        _, _, _, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(q_psi_rotor)
    cse1 = cse0*v_thetad_rotor
    cse2 = math.cos(q_theta_rotor)
    cse3 = cse2*v_phid_rotor
    cse4 = 4.0*cse3
    cse5 = 4.0*v_psid_rotor
    cse6 = math.sin(q_psi_rotor)
    cse7 = math.sin(q_theta_rotor)
    cse8 = cse7*v_phid_rotor
    cse9 = cse6*cse8
    cse10 = cse1 + cse9
    cse11 = 2.0*v_psid_rotor
    cse12 = cse1*cse4 - cse1*cse5 + cse10*(cse11 + 2.0*cse3) - cse5*cse9
    cse13 = cse6*v_thetad_rotor
    cse14 = 2.0*cse13
    cse15 = cse0*cse8
    cse16 = cse13 - cse15
    cse17 = cse11*cse13 - cse11*cse15 - cse14*cse3 + cse16*(-cse4 - cse5)
    cse18 = cse10*(-cse14 + 2.0*cse15) + cse16*(4.0*cse1 + 4.0*cse9)
    cse19 = math.cos(q_psi_link2)
    cse20 = math.sin(q_theta_link2)
    cse21 = cse19*cse20
    cse22 = math.sin(q_psi_link2)
    cse23 = cse20*cse22
    cse24 = math.cos(q_theta_link2)
    cse25 = -0.00026326970986405957*cse21 - 0.6612594709887001*cse23 + 0.7501572120007941*cse24
    cse26 = v_phid_link2*v_psid_link2
    cse27 = cse23*cse26
    cse28 = v_phid_link2*v_thetad_link2
    cse29 = cse24*cse28
    cse30 = cse19*cse29
    cse31 = cse21*cse26
    cse32 = cse22*cse29
    cse33 = v_psid_link2*v_thetad_link2
    cse34 = cse19*cse33
    cse35 = cse22*cse33
    cse36 = cse20*cse28
    cse37 = 0.6967213111475148*cse19 + 0.3708795797635267*cse22
    cse38 = cse37*v_thetad_link2
    cse39 = -0.3708795797635267*cse21 + 0.6967213111475148*cse23 + 0.6140258560576402*cse24
    cse40 = cse39*v_phid_link2
    cse41 = cse38 + cse40 + 0.6140258560576402*v_psid_link2
    cse42 = 0.27805633713446004*cse19 - 0.9286809290620163*cse22
    cse43 = cse42*v_thetad_link2
    cse44 = 0.9286809290620163*cse21 + 0.27805633713446004*cse23 + 0.245431060332383*cse24
    cse45 = cse44*v_phid_link2
    cse46 = cse41*(0.01*cse43 + 0.01*cse45 + 0.00245431060332383*v_psid_link2)
    cse47 = -0.003264544402314339*cse27 + 0.003264544402314339*cse30 + 8.199617440259882*cse31 + 8.199617440259882*cse32 - 0.003264544402314339*cse34 - 8.199617440259882*cse35 + 9.301949428809847*cse36 + cse46
    cse48 = -0.6612594709887001*cse19 + 0.00026326970986405957*cse22
    cse49 = cse48*v_thetad_link2
    cse50 = cse25*v_phid_link2
    cse51 = cse49 + cse50 + 0.7501572120007941*v_psid_link2
    cse52 = cse51*(-12.4*cse43 - 12.4*cse45 - 3.043345148121549*v_psid_link2)
    cse53 = -0.0037087957976352673*cse27 + 0.0037087957976352673*cse30 - 0.0069672131114751484*cse31 - 0.0069672131114751484*cse32 - 0.0037087957976352673*cse34 + 0.0069672131114751484*cse35 + 0.006140258560576401*cse36 + cse52
    cse54 = cse51*(12.4*cse38 + 12.4*cse40 + 7.613920615114738*v_psid_link2)
    cse55 = cse41*(-0.01*cse49 - 0.01*cse50 - 0.007501572120007941*v_psid_link2)
    cse56 = cse54 + cse55
    cse57 = math.cos(q_psi_link3)
    cse58 = math.sin(q_theta_link3)
    cse59 = cse57*cse58
    cse60 = math.cos(q_theta_link3)
    cse61 = -0.8804585470401622*cse59 + 0.4741231347908751*cse60
    cse62 = 0.008804585470401622*v_psid_link3
    cse63 = math.sin(q_psi_link3)
    cse64 = cse58*cse63
    cse65 = cse64*v_phid_link3
    cse66 = cse57*v_thetad_link3
    cse67 = cse60*v_phid_link3
    cse68 = cse66*cse67
    cse69 = cse58*v_phid_link3*v_thetad_link3
    cse70 = 0.4741231347908751*cse59 + 0.8804585470401622*cse60
    cse71 = cse70*v_phid_link3
    cse72 = cse63*v_thetad_link3
    cse73 = 1.0*cse64
    cse74 = 1.0*cse57
    cse75 = -cse73*v_phid_link3 - cse74*v_thetad_link3
    cse76 = cse75*(-4.54*cse71 + 2.1525190319505727*cse72 - 3.9972818035623368*v_psid_link3)
    cse77 = -cse62*cse65 - cse62*cse66 + 0.008804585470401622*cse68 + 0.004741231347908751*cse69 + cse76
    cse78 = 4.54*v_psid_link3
    cse79 = 0.8804585470401622*cse63
    cse80 = cse61*v_phid_link3
    cse81 = cse79*v_thetad_link3 + cse80 + 0.4741231347908751*v_psid_link3
    cse82 = cse59*cse78*v_phid_link3 + 4.54*cse67*cse72 - cse72*cse78 + cse81*(cse62 + 0.01*cse71 - 0.004741231347908751*cse72)
    cse83 = cse75*(3.9972818035623368*cse72 + 4.54*cse80 + 2.1525190319505727*v_psid_link3)
    cse84 = cse81*(0.01*cse65 + 0.01*cse66)
    cse85 = cse83 + cse84
    cse86 = 0.004174457663761009*v_psid_link3
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -19.62,  # [2]
        -cse0*cse12*cse7 + cse17*cse6*cse7 + cse18*cse2,  # [3]
        cse0*cse17 + cse12*cse6,  # [4]
        cse18,  # [5]
        -9.81,  # [8]
        cse25*cse47 + cse39*cse53 + cse44*cse56,  # [9]
        cse37*cse53 + cse42*cse56 + cse47*cse48,  # [10]
        -0.004726218041878897*cse27 + 0.004726218041878897*cse30 + 6.146724109463332*cse31 + 6.146724109463332*cse32 - 0.004726218041878897*cse34 - 6.146724109463332*cse35 + 6.981694727207446*cse36 + 0.7501572120007941*cse46 + 0.6140258560576402*cse52 + 0.245431060332383*cse54 + 0.245431060332383*cse55,  # [11]
        -9.81,  # [14]
        cse61*cse77 + cse70*cse85 - cse73*cse82,  # [15]
        -0.4741231347908751*cse63*cse85 - cse74*cse82 + cse77*cse79,  # [16]
        -cse65*cse86 - cse66*cse86 + 0.004174457663761009*cse68 + 0.002247927469439263*cse69 + 0.4741231347908751*cse76 + 0.8804585470401622*cse83 + 0.8804585470401622*cse84,  # [17]
    )
    return out



def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        v: velocity coordinates, one row each (n, 18).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 18).
    """
    n = len(q)
    (
        _, _, _, _,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, q_theta_link2, q_psi_link2,
        _, _, _, _,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    (
        _, _, _, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, _, _,
        _, v_phid_link2, v_thetad_link2, v_psid_link2,
        _, _, _, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = _columns(v, n, 18, "v")

    cse0 = np.cos(q_psi_rotor)
    cse1 = cse0*v_thetad_rotor
    cse2 = np.cos(q_theta_rotor)
    cse3 = cse2*v_phid_rotor
    cse4 = 4.0*cse3
    cse5 = 4.0*v_psid_rotor
    cse6 = np.sin(q_psi_rotor)
    cse7 = np.sin(q_theta_rotor)
    cse8 = cse7*v_phid_rotor
    cse9 = cse6*cse8
    cse10 = cse1 + cse9
    cse11 = 2.0*v_psid_rotor
    cse12 = cse1*cse4 - cse1*cse5 + cse10*(cse11 + 2.0*cse3) - cse5*cse9
    cse13 = cse6*v_thetad_rotor
    cse14 = 2.0*cse13
    cse15 = cse0*cse8
    cse16 = cse13 - cse15
    cse17 = cse11*cse13 - cse11*cse15 - cse14*cse3 + cse16*(-cse4 - cse5)
    cse18 = cse10*(-cse14 + 2.0*cse15) + cse16*(4.0*cse1 + 4.0*cse9)
    cse19 = np.cos(q_psi_link2)
    cse20 = np.sin(q_theta_link2)
    cse21 = cse19*cse20
    cse22 = np.sin(q_psi_link2)
    cse23 = cse20*cse22
    cse24 = np.cos(q_theta_link2)
    cse25 = -0.00026326970986405957*cse21 - 0.6612594709887001*cse23 + 0.7501572120007941*cse24
    cse26 = v_phid_link2*v_psid_link2
    cse27 = cse23*cse26
    cse28 = v_phid_link2*v_thetad_link2
    cse29 = cse24*cse28
    cse30 = cse19*cse29
    cse31 = cse21*cse26
    cse32 = cse22*cse29
    cse33 = v_psid_link2*v_thetad_link2
    cse34 = cse19*cse33
    cse35 = cse22*cse33
    cse36 = cse20*cse28
    cse37 = 0.6967213111475148*cse19 + 0.3708795797635267*cse22
    cse38 = cse37*v_thetad_link2
    cse39 = -0.3708795797635267*cse21 + 0.6967213111475148*cse23 + 0.6140258560576402*cse24
    cse40 = cse39*v_phid_link2
    cse41 = cse38 + cse40 + 0.6140258560576402*v_psid_link2
    cse42 = 0.27805633713446004*cse19 - 0.9286809290620163*cse22
    cse43 = cse42*v_thetad_link2
    cse44 = 0.9286809290620163*cse21 + 0.27805633713446004*cse23 + 0.245431060332383*cse24
    cse45 = cse44*v_phid_link2
    cse46 = cse41*(0.01*cse43 + 0.01*cse45 + 0.00245431060332383*v_psid_link2)
    cse47 = -0.003264544402314339*cse27 + 0.003264544402314339*cse30 + 8.199617440259882*cse31 + 8.199617440259882*cse32 - 0.003264544402314339*cse34 - 8.199617440259882*cse35 + 9.301949428809847*cse36 + cse46
    cse48 = -0.6612594709887001*cse19 + 0.00026326970986405957*cse22
    cse49 = cse48*v_thetad_link2
    cse50 = cse25*v_phid_link2
    cse51 = cse49 + cse50 + 0.7501572120007941*v_psid_link2
    cse52 = cse51*(-12.4*cse43 - 12.4*cse45 - 3.043345148121549*v_psid_link2)
    cse53 = -0.0037087957976352673*cse27 + 0.0037087957976352673*cse30 - 0.0069672131114751484*cse31 - 0.0069672131114751484*cse32 - 0.0037087957976352673*cse34 + 0.0069672131114751484*cse35 + 0.006140258560576401*cse36 + cse52
    cse54 = cse51*(12.4*cse38 + 12.4*cse40 + 7.613920615114738*v_psid_link2)
    cse55 = cse41*(-0.01*cse49 - 0.01*cse50 - 0.007501572120007941*v_psid_link2)
    cse56 = cse54 + cse55
    cse57 = np.cos(q_psi_link3)
    cse58 = np.sin(q_theta_link3)
    cse59 = cse57*cse58
    cse60 = np.cos(q_theta_link3)
    cse61 = -0.8804585470401622*cse59 + 0.4741231347908751*cse60
    cse62 = 0.008804585470401622*v_psid_link3
    cse63 = np.sin(q_psi_link3)
    cse64 = cse58*cse63
    cse65 = cse64*v_phid_link3
    cse66 = cse57*v_thetad_link3
    cse67 = cse60*v_phid_link3
    cse68 = cse66*cse67
    cse69 = cse58*v_phid_link3*v_thetad_link3
    cse70 = 0.4741231347908751*cse59 + 0.8804585470401622*cse60
    cse71 = cse70*v_phid_link3
    cse72 = cse63*v_thetad_link3
    cse73 = 1.0*cse64
    cse74 = 1.0*cse57
    cse75 = -cse73*v_phid_link3 - cse74*v_thetad_link3
    cse76 = cse75*(-4.54*cse71 + 2.1525190319505727*cse72 - 3.9972818035623368*v_psid_link3)
    cse77 = -cse62*cse65 - cse62*cse66 + 0.008804585470401622*cse68 + 0.004741231347908751*cse69 + cse76
    cse78 = 4.54*v_psid_link3
    cse79 = 0.8804585470401622*cse63
    cse80 = cse61*v_phid_link3
    cse81 = cse79*v_thetad_link3 + cse80 + 0.4741231347908751*v_psid_link3
    cse82 = cse59*cse78*v_phid_link3 + 4.54*cse67*cse72 - cse72*cse78 + cse81*(cse62 + 0.01*cse71 - 0.004741231347908751*cse72)
    cse83 = cse75*(3.9972818035623368*cse72 + 4.54*cse80 + 2.1525190319505727*v_psid_link3)
    cse84 = cse81*(0.01*cse65 + 0.01*cse66)
    cse85 = cse83 + cse84
    cse86 = 0.004174457663761009*v_psid_link3
    out = np.zeros((n, 18))
    out[:, 2] = -19.62
    out[:, 3] = -cse0*cse12*cse7 + cse17*cse6*cse7 + cse18*cse2
    out[:, 4] = cse0*cse17 + cse12*cse6
    out[:, 5] = cse18
    out[:, 8] = -9.81
    out[:, 9] = cse25*cse47 + cse39*cse53 + cse44*cse56
    out[:, 10] = cse37*cse53 + cse42*cse56 + cse47*cse48
    out[:, 11] = -0.004726218041878897*cse27 + 0.004726218041878897*cse30 + 6.146724109463332*cse31 + 6.146724109463332*cse32 - 0.004726218041878897*cse34 - 6.146724109463332*cse35 + 6.981694727207446*cse36 + 0.7501572120007941*cse46 + 0.6140258560576402*cse52 + 0.245431060332383*cse54 + 0.245431060332383*cse55
    out[:, 14] = -9.81
    out[:, 15] = cse61*cse77 + cse70*cse85 - cse73*cse82
    out[:, 16] = -0.4741231347908751*cse63*cse85 - cse74*cse82 + cse77*cse79
    out[:, 17] = -cse65*cse86 - cse66*cse86 + 0.004174457663761009*cse68 + 0.002247927469439263*cse69 + 0.4741231347908751*cse76 + 0.8804585470401622*cse83 + 0.8804585470401622*cse84
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
    # 712 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, q_theta_link2, q_psi_link2,
        _, _, _, _,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, _, _,
        _, v_phid_link2, v_thetad_link2, v_psid_link2,
        _, _, _, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(q_theta_rotor)
    cse1 = cse0*v_phid_rotor
    cse2 = math.cos(q_psi_rotor)
    cse3 = cse2*v_thetad_rotor
    cse4 = 4.0*cse3
    cse5 = 4.0*v_psid_rotor
    cse6 = math.sin(q_psi_rotor)
    cse7 = math.sin(q_theta_rotor)
    cse8 = cse6*cse7
    cse9 = cse8*v_phid_rotor
    cse10 = cse3 + cse9
    cse11 = 2.0*cse1
    cse12 = 2.0*v_psid_rotor
    cse13 = cse11 + cse12
    cse14 = cse1*cse4 + cse10*cse13 - cse3*cse5 - cse5*cse9
    cse15 = cse14*cse2
    cse16 = cse1*cse6
    cse17 = cse7*v_phid_rotor
    cse18 = -2.0*cse10*cse17 + cse13*cse16 - cse16*cse5 - cse17*cse4
    cse19 = cse2*cse7
    cse20 = cse6*v_thetad_rotor
    cse21 = 2.0*cse20
    cse22 = cse19*v_phid_rotor
    cse23 = cse20 - cse22
    cse24 = 4.0*cse1
    cse25 = -cse24 - cse5
    cse26 = -cse1*cse21 + cse12*cse20 - cse12*cse22 + cse23*cse25
    cse27 = cse26*cse6
    cse28 = cse1*cse2
    cse29 = -cse12*cse28 + cse17*cse21 + 4.0*cse17*cse23 - cse25*cse28
    cse30 = cse4 + 4.0*cse9
    cse31 = -cse21 + 2.0*cse22
    cse32 = cse10*cse11*cse2 + cse16*cse31 + cse23*cse24*cse6 - cse28*cse30
    cse33 = -cse20 + cse22
    cse34 = 4.0*cse20
    cse35 = -cse1*cse34 + cse13*cse33 + cse20*cse5 - cse22*cse5
    cse36 = cse10*cse25 - cse11*cse3 + cse12*cse3 + cse12*cse9
    cse37 = cse10*cse30 + cse10*(-2.0*cse3 - 2.0*cse9) + cse23*(4.0*cse22 - cse34) + cse31*cse33
    cse38 = math.sin(q_psi_link2)
    cse39 = 0.9286809290620163*cse38
    cse40 = math.cos(q_psi_link2)
    cse41 = 0.27805633713446004*cse40
    cse42 = -cse39 + cse41
    cse43 = 0.01*v_thetad_link2
    cse44 = math.sin(q_theta_link2)
    cse45 = 0.9286809290620163*cse40
    cse46 = 0.27805633713446004*cse38
    cse47 = math.cos(q_theta_link2)
    cse48 = cse44*cse45 + cse44*cse46 + 0.245431060332383*cse47
    cse49 = 0.01*v_phid_link2
    cse50 = cse42*cse43 + cse48*cse49 + 0.00245431060332383*v_psid_link2
    cse51 = 0.6967213111475148*cse38
    cse52 = 0.3708795797635267*cse40
    cse53 = -0.6140258560576402*cse44 + cse47*cse51 - cse47*cse52
    cse54 = cse53*v_phid_link2
    cse55 = cse50*cse54
    cse56 = v_phid_link2*v_thetad_link2
    cse57 = cse47*cse56
    cse58 = cse44*cse56
    cse59 = cse38*cse58
    cse60 = v_phid_link2*v_psid_link2
    cse61 = cse47*cse60
    cse62 = cse40*cse61
    cse63 = cse40*cse58
    cse64 = -0.245431060332383*cse44 + cse45*cse47 + cse46*cse47
    cse65 = 0.6967213111475148*cse40
    cse66 = 0.3708795797635267*cse38
    cse67 = cse65 + cse66
    cse68 = cse67*v_thetad_link2
    cse69 = cse44*cse51 - cse44*cse52 + 0.6140258560576402*cse47
    cse70 = cse69*v_phid_link2
    cse71 = cse68 + cse70 + 0.6140258560576402*v_psid_link2
    cse72 = cse49*cse71
    cse73 = 0.003264544402314339*cse38
    cse74 = cse55 + 9.301949428809847*cse57 - 8.199617440259882*cse59 - cse61*cse73 + 8.199617440259882*cse62 - 0.003264544402314339*cse63 + cse64*cse72
    cse75 = 0.00026326970986405957*cse40
    cse76 = 0.6612594709887001*cse38
    cse77 = -cse44*cse75 - cse44*cse76 + 0.7501572120007941*cse47
    cse78 = cse44*cse60
    cse79 = cse40*cse57
    cse80 = cse40*cse78
    cse81 = cse38*cse57
    cse82 = v_psid_link2*v_thetad_link2
    cse83 = 0.003264544402314339*cse82
    cse84 = cse38*cse82
    cse85 = -cse40*cse83 + cse50*cse71 + 9.301949428809847*cse58 - cse73*cse78 + 0.003264544402314339*cse79 + 8.199617440259882*cse80 + 8.199617440259882*cse81 - 8.199617440259882*cse84
    cse86 = -0.7501572120007941*cse44 - cse47*cse75 - cse47*cse76
    cse87 = cse38*cse78
    cse88 = cse40*cse82
    cse89 = 0.0069672131114751484*cse82
    cse90 = 0.6612594709887001*cse40
    cse91 = 0.00026326970986405957*cse38
    cse92 = -cse90 + cse91
    cse93 = cse92*v_thetad_link2
    cse94 = cse77*v_phid_link2
    cse95 = cse93 + cse94 + 0.7501572120007941*v_psid_link2
    cse96 = 12.4*v_thetad_link2
    cse97 = 12.4*v_phid_link2
    cse98 = -cse42*cse96 - cse48*cse97 - 3.043345148121549*v_psid_link2
    cse99 = cse38*cse89 + 0.006140258560576401*cse58 + 0.0037087957976352673*cse79 - 0.0069672131114751484*cse80 - 0.0069672131114751484*cse81 - 0.0037087957976352673*cse87 - 0.0037087957976352673*cse88 + cse95*cse98
    cse100 = -0.01*cse93 - 0.01*cse94 - 0.007501572120007941*v_psid_link2
    cse101 = cse100*cse54
    cse102 = 12.4*cse68 + 12.4*cse70 + 7.613920615114738*v_psid_link2
    cse103 = cse86*v_phid_link2
    cse104 = cse102*cse103
    cse105 = cse54*cse95
    cse106 = cse101 + cse104 + 12.4*cse105 - cse72*cse86
    cse107 = cse103*cse98
    cse108 = cse38*cse61
    cse109 = cse107 - 0.0037087957976352673*cse108 + 0.006140258560576401*cse57 + 0.0069672131114751484*cse59 - 0.0069672131114751484*cse62 - 0.0037087957976352673*cse63 - cse64*cse95*cse97
    cse110 = cse100*cse71 + cse102*cse95
    cse111 = cse44*cse65 + cse44*cse66
    cse112 = cse111*v_phid_link2
    cse113 = -cse51 + cse52
    cse114 = cse113*v_thetad_link2
    cse115 = cse112 + cse114
    cse116 = cse115*cse50
    cse117 = -cse39*cse44 + cse41*cse44
    cse118 = -cse45 - cse46
    cse119 = cse71*(cse117*cse49 + cse118*cse43)
    cse120 = cse116 + cse119 + cse38*cse83 - cse57*cse73 + 8.199617440259882*cse79 - 0.003264544402314339*cse80 - 8.199617440259882*cse87 - 8.199617440259882*cse88
    cse121 = -cse44*cse90 + cse44*cse91
    cse122 = cse121*v_phid_link2
    cse123 = cse75 + cse76
    cse124 = cse123*v_thetad_link2
    cse125 = cse122 + cse124
    cse126 = cse125*cse98
    cse127 = cse95*(-cse117*cse97 - cse118*cse96)
    cse128 = cse126 + cse127 + cse40*cse89 - 0.0069672131114751484*cse79 - 0.0037087957976352673*cse80 - 0.0037087957976352673*cse81 + 0.0037087957976352673*cse84 + 0.0069672131114751484*cse87
    cse129 = cse71*(-0.01*cse122 - 0.01*cse124)
    cse130 = cse100*cse115
    cse131 = cse102*cse125
    cse132 = cse95*(12.4*cse112 + 12.4*cse114)
    cse133 = cse129 + cse130 + cse131 + cse132
    cse134 = cse64*v_phid_link2
    cse135 = math.cos(q_psi_link3)
    cse136 = math.sin(q_theta_link3)
    cse137 = 0.8804585470401622*cse136
    cse138 = math.cos(q_theta_link3)
    cse139 = 0.4741231347908751*cse138
    cse140 = -cse135*cse137 + cse139
    cse141 = math.sin(q_psi_link3)
    cse142 = 1.0*cse141
    cse143 = cse136*cse142
    cse144 = cse135*v_thetad_link3
    cse145 = -cse143*v_phid_link3 - 1.0*cse144
    cse146 = cse135*cse139 - cse137
    cse147 = cse146*v_phid_link3
    cse148 = cse145*cse147
    cse149 = 0.4741231347908751*cse136
    cse150 = 0.8804585470401622*cse138
    cse151 = cse135*cse149 + cse150
    cse152 = cse151*v_phid_link3
    cse153 = cse141*v_thetad_link3
    cse154 = -4.54*cse152 + 2.1525190319505727*cse153 - 3.9972818035623368*v_psid_link3
    cse155 = cse138*v_phid_link3
    cse156 = cse142*cse155
    cse157 = v_phid_link3*v_thetad_link3
    cse158 = cse138*cse157
    cse159 = cse136*v_phid_link3
    cse160 = cse144*cse159
    cse161 = 0.008804585470401622*v_psid_link3
    cse162 = cse141*v_phid_link3
    cse163 = cse138*cse162
    cse164 = -4.54*cse148 - cse154*cse156 + 0.004741231347908751*cse158 - 0.008804585470401622*cse160 - cse161*cse163
    cse165 = cse140*v_phid_link3
    cse166 = 3.9972818035623368*cse153 + 4.54*cse165 + 2.1525190319505727*v_psid_link3
    cse167 = cse136*cse162
    cse168 = 0.01*cse144 + 0.01*cse167
    cse169 = 0.8804585470401622*cse153 + cse165 + 0.4741231347908751*v_psid_link3
    cse170 = cse145*cse166 + cse168*cse169
    cse171 = cse144*cse155
    cse172 = 0.004741231347908751*cse136
    cse173 = -cse144*cse161 + cse145*cse154 + cse157*cse172 - cse161*cse167 + 0.008804585470401622*cse171
    cse174 = -cse135*cse150 - cse149
    cse175 = 0.01*cse152 - 0.004741231347908751*cse153 + cse161
    cse176 = cse174*v_phid_link3
    cse177 = 0.01*cse169
    cse178 = 4.54*v_psid_link3
    cse179 = cse135*cse155*cse178 + cse147*cse177 - 4.54*cse153*cse159 + cse175*cse176
    cse180 = cse135*cse159
    cse181 = cse153*v_psid_link3
    cse182 = cse153*cse155
    cse183 = cse169*cse175 + cse178*cse180 - 4.54*cse181 + 4.54*cse182
    cse184 = cse142*cse183
    cse185 = cse168*cse176
    cse186 = cse145*cse176
    cse187 = -cse156*cse166 + cse163*cse177 + cse185 + 4.54*cse186
    cse188 = 1.0*cse135
    cse189 = 1.0*cse153 - cse159*cse188
    cse190 = cse154*cse189
    cse191 = cse145*(2.1525190319505727*cse144 + 2.1525190319505727*cse167)
    cse192 = cse153*cse161 - cse161*cse180 - 0.008804585470401622*cse182 + cse190 + cse191
    cse193 = cse137*cse162 + 0.8804585470401622*cse144
    cse194 = -cse144*cse178 - cse167*cse178 + cse169*(-0.004741231347908751*cse144 - cse162*cse172) + 4.54*cse171 + cse175*cse193
    cse195 = cse169*(-0.01*cse153 + 0.01*cse180)
    cse196 = cse168*cse193
    cse197 = cse166*cse189
    cse198 = cse145*(3.9972818035623368*cse144 + 3.9972818035623368*cse167)
    cse199 = cse195 + cse196 + cse197 + cse198
    cse200 = 0.4741231347908751*cse141
    cse201 = 0.8804585470401622*cse141
    cse202 = 0.004174457663761009*v_psid_link3
    out = np.zeros((18, 18))
    out[_Q_q_INDEX] = (
        -cse0*cse15 + cse0*cse27 + cse0*cse32 - cse18*cse19 + cse29*cse8 - cse7*(cse10*cse31 + cse23*cse30),  # [3, 4]
        cse0*cse37 + cse14*cse8 + cse19*cse26 - cse19*cse35 + cse36*cse8,  # [3, 5]
        cse18*cse6 + cse2*cse29,  # [4, 4]
        cse15 + cse2*cse36 - cse27 + cse35*cse6,  # [4, 5]
        cse32,  # [5, 4]
        cse37,  # [5, 5]
        cse106*cse48 + cse109*cse69 + cse110*cse64 + cse53*cse99 + cse74*cse77 + cse85*cse86,  # [9, 10]
        cse110*cse117 + cse111*cse99 + cse120*cse77 + cse121*cse85 + cse128*cse69 + cse133*cse48,  # [9, 11]
        cse106*cse42 + cse109*cse67 + cse74*cse92,  # [10, 10]
        cse110*cse118 + cse113*cse99 + cse120*cse92 + cse123*cse85 + cse128*cse67 + cse133*cse42,  # [10, 11]
        0.245431060332383*cse101 - 0.00245431060332383*cse103*cse71 + 0.245431060332383*cse104 + 3.043345148121549*cse105 + 0.6140258560576402*cse107 - 0.004726218041878897*cse108 + 0.007501572120007941*cse134*cse71 - 7.613920615114738*cse134*cse95 + 0.7501572120007941*cse55 + 6.981694727207446*cse57 - 6.146724109463332*cse59 + 6.146724109463332*cse62 - 0.004726218041878897*cse63,  # [11, 10]
        0.7501572120007941*cse116 + 0.7501572120007941*cse119 + 0.6140258560576402*cse126 + 0.6140258560576402*cse127 + 0.245431060332383*cse129 + 0.245431060332383*cse130 + 0.245431060332383*cse131 + 0.245431060332383*cse132 + 6.146724109463332*cse79 - 0.004726218041878897*cse80 - 0.004726218041878897*cse81 + 0.004726218041878897*cse84 - 6.146724109463332*cse87 - 6.146724109463332*cse88,  # [11, 11]
        -cse138*cse184 + cse140*cse164 - cse143*cse179 + cse146*cse170 + cse151*cse187 + cse173*cse174,  # [15, 16]
        -cse136*cse183*cse188 + cse137*cse141*cse173 + cse140*cse192 - cse141*cse149*cse170 - cse143*cse194 + cse151*cse199,  # [15, 17]
        cse164*cse201 - cse179*cse188 - cse187*cse200,  # [16, 16]
        -0.4741231347908751*cse135*cse170 + 0.8804585470401622*cse135*cse173 + cse184 - cse188*cse194 + cse192*cse201 - cse199*cse200,  # [16, 17]
        -cse139*cse154*cse162 - 2.1525190319505727*cse148 - cse150*cse162*cse166 + 0.002247927469439263*cse158 - 0.004174457663761009*cse160 + 0.008804585470401622*cse163*cse169 - cse163*cse202 + 0.8804585470401622*cse185 + 3.9972818035623368*cse186,  # [17, 16]
        -cse180*cse202 + 0.004174457663761009*cse181 - 0.004174457663761009*cse182 + 0.4741231347908751*cse190 + 0.4741231347908751*cse191 + 0.8804585470401622*cse195 + 0.8804585470401622*cse196 + 0.8804585470401622*cse197 + 0.8804585470401622*cse198,  # [17, 17]
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
    # 605 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, q_theta_link2, q_psi_link2,
        _, _, _, _,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, _, _,
        _, v_phid_link2, v_thetad_link2, v_psid_link2,
        _, _, _, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(q_theta_rotor)
    cse1 = math.sin(q_psi_rotor)
    cse2 = math.sin(q_theta_rotor)
    cse3 = cse1*cse2
    cse4 = cse3*v_phid_rotor
    cse5 = math.cos(q_psi_rotor)
    cse6 = cse5*v_thetad_rotor
    cse7 = 2.0*cse4 + 2.0*cse6
    cse8 = cse2*cse5
    cse9 = cse8*v_phid_rotor
    cse10 = 2.0*cse9
    cse11 = cse1*v_thetad_rotor
    cse12 = 2.0*cse11
    cse13 = cse10 - cse12
    cse14 = 4.0*cse4
    cse15 = 4.0*cse6
    cse16 = cse14 + cse15
    cse17 = 4.0*cse11 - 4.0*cse9
    cse18 = cse13*cse3 - cse16*cse8 + cse17*cse3 + cse7*cse8
    cse19 = cse0*v_phid_rotor
    cse20 = 4.0*cse19
    cse21 = 4.0*v_psid_rotor
    cse22 = -cse20 - cse21
    cse23 = 2.0*v_psid_rotor
    cse24 = -cse0*cse12 - cse0*cse17 - cse22*cse8 - cse23*cse8
    cse25 = 2.0*cse19
    cse26 = cse23 + cse25
    cse27 = cse0*cse15 + cse0*cse7 - cse21*cse3 + cse26*cse3
    cse28 = cse1*cse16 - cse1*cse7 + cse13*cse5 + cse17*cse5
    cse29 = cse1*cse22 + cse1*cse23 - cse1*cse25
    cse30 = cse20*cse5 - cse21*cse5 + cse26*cse5
    cse31 = -cse10 + cse12 - cse17
    cse32 = -cse14 - cse15 + cse7
    cse33 = math.cos(q_psi_link2)
    cse34 = math.sin(q_theta_link2)
    cse35 = cse33*cse34
    cse36 = math.sin(q_psi_link2)
    cse37 = cse34*cse36
    cse38 = math.cos(q_theta_link2)
    cse39 = 0.9286809290620163*cse35 + 0.27805633713446004*cse37 + 0.245431060332383*cse38
    cse40 = -0.6612594709887001*cse33 + 0.00026326970986405957*cse36
    cse41 = cse40*v_thetad_link2
    cse42 = -0.00026326970986405957*cse35 - 0.6612594709887001*cse37 + 0.7501572120007941*cse38
    cse43 = cse42*v_phid_link2
    cse44 = -0.01*cse41 - 0.01*cse43 - 0.007501572120007941*v_psid_link2
    cse45 = -0.3708795797635267*cse35 + 0.6967213111475148*cse37 + 0.6140258560576402*cse38
    cse46 = cse44*cse45
    cse47 = 0.6967213111475148*cse33 + 0.3708795797635267*cse36
    cse48 = cse47*v_thetad_link2
    cse49 = cse45*v_phid_link2
    cse50 = cse48 + cse49 + 0.6140258560576402*v_psid_link2
    cse51 = cse50*(2.632697098640596e-06*cse35 + 0.006612594709887001*cse37 - 0.007501572120007941*cse38)
    cse52 = 12.4*cse48 + 12.4*cse49 + 7.613920615114738*v_psid_link2
    cse53 = cse42*cse52
    cse54 = cse41 + cse43 + 0.7501572120007941*v_psid_link2
    cse55 = cse54*(-4.5989067890677315*cse35 + 8.639344258229183*cse37 + 7.613920615114738*cse38)
    cse56 = cse46 + cse51 + cse53 + cse55
    cse57 = 0.27805633713446004*cse33 - 0.9286809290620163*cse36
    cse58 = cse57*v_thetad_link2
    cse59 = cse39*v_phid_link2
    cse60 = -12.4*cse58 - 12.4*cse59 - 3.043345148121549*v_psid_link2
    cse61 = cse42*cse60
    cse62 = cse54*(-11.515643520369002*cse35 - 3.447898580467305*cse37 - 3.043345148121549*cse38)
    cse63 = cse34*v_thetad_link2
    cse64 = cse36*v_thetad_link2
    cse65 = 0.0069672131114751484*cse64
    cse66 = cse35*v_psid_link2
    cse67 = cse33*v_thetad_link2
    cse68 = 0.0037087957976352673*cse67
    cse69 = 0.0037087957976352673*cse37
    cse70 = -cse38*cse65 + cse38*cse68 + cse61 + cse62 + 0.006140258560576401*cse63 - 0.0069672131114751484*cse66 - cse69*v_psid_link2
    cse71 = 0.01*cse58 + 0.01*cse59 + 0.00245431060332383*v_psid_link2
    cse72 = cse45*cse71
    cse73 = cse50*(0.009286809290620163*cse35 + 0.0027805633713446003*cse37 + 0.00245431060332383*cse38)
    cse74 = 8.199617440259882*cse64
    cse75 = 0.003264544402314339*cse67
    cse76 = 0.003264544402314339*cse37
    cse77 = cse38*cse74 + cse38*cse75 + 9.301949428809847*cse63 + 8.199617440259882*cse66 + cse72 + cse73 - cse76*v_psid_link2
    cse78 = cse50*(0.006612594709887001*cse33 - 2.632697098640596e-06*cse36)
    cse79 = cse44*cse47
    cse80 = cse40*cse52
    cse81 = cse54*(8.639344258229183*cse33 + 4.5989067890677315*cse36)
    cse82 = cse78 + cse79 + cse80 + cse81
    cse83 = cse40*cse60
    cse84 = cse54*(-3.447898580467305*cse33 + 11.515643520369002*cse36)
    cse85 = cse36*v_psid_link2
    cse86 = cse34*v_phid_link2
    cse87 = cse33*v_psid_link2
    cse88 = cse36*cse38
    cse89 = 0.0069672131114751484*v_phid_link2
    cse90 = cse38*v_phid_link2
    cse91 = cse33*cse90
    cse92 = cse83 + cse84 + 0.0069672131114751484*cse85 + 0.006140258560576401*cse86 - 0.0037087957976352673*cse87 - cse88*cse89 + 0.0037087957976352673*cse91
    cse93 = cse47*cse71
    cse94 = cse50*(0.0027805633713446003*cse33 - 0.009286809290620163*cse36)
    cse95 = 8.199617440259882*v_phid_link2
    cse96 = -8.199617440259882*cse85 + 9.301949428809847*cse86 - 0.003264544402314339*cse87 + cse88*cse95 + 0.003264544402314339*cse91 + cse93 + cse94
    cse97 = 0.6140258560576402*cse44 - 0.007501572120007941*cse50 + 0.7501572120007941*cse52 + 7.613920615114738*cse54
    cse98 = -cse35*cse89 - 3.043345148121549*cse54 + 0.7501572120007941*cse60 + cse65 - cse68 - cse69*v_phid_link2
    cse99 = cse35*cse95 + 0.00245431060332383*cse50 + 0.6140258560576402*cse71 - cse74 - cse75 - cse76*v_phid_link2
    cse100 = 0.004726218041878897*cse37
    cse101 = 0.004726218041878897*cse67
    cse102 = 6.146724109463332*cse36
    cse103 = cse102*v_thetad_link2
    cse104 = math.sin(q_psi_link3)
    cse105 = 0.8804585470401622*cse104
    cse106 = math.cos(q_psi_link3)
    cse107 = math.sin(q_theta_link3)
    cse108 = cse106*cse107
    cse109 = math.cos(q_theta_link3)
    cse110 = -0.8804585470401622*cse108 + 0.4741231347908751*cse109
    cse111 = cse110*v_phid_link3
    cse112 = cse105*v_thetad_link3 + cse111 + 0.4741231347908751*v_psid_link3
    cse113 = 0.01*cse112
    cse114 = cse104*cse107
    cse115 = cse114*v_phid_link3
    cse116 = cse106*v_thetad_link3
    cse117 = 0.01*cse115 + 0.01*cse116
    cse118 = cse110*cse117
    cse119 = cse104*v_thetad_link3
    cse120 = 4.54*cse111 + 3.9972818035623368*cse119 + 2.1525190319505727*v_psid_link3
    cse121 = 1.0*cse114
    cse122 = 1.0*cse106
    cse123 = -cse121*v_phid_link3 - cse122*v_thetad_link3
    cse124 = cse123*(-3.9972818035623368*cse108 + 2.1525190319505727*cse109)
    cse125 = cse113*cse114 + cse118 - cse120*cse121 + cse124
    cse126 = 0.4741231347908751*cse108 + 0.8804585470401622*cse109
    cse127 = cse126*v_phid_link3
    cse128 = 0.008804585470401622*v_psid_link3
    cse129 = -0.004741231347908751*cse119 + 0.01*cse127 + cse128
    cse130 = 0.008804585470401622*cse109
    cse131 = 4.54*cse104
    cse132 = cse131*v_thetad_link3
    cse133 = 4.54*cse108
    cse134 = cse109*cse132 + cse110*cse129 + cse112*(0.004741231347908751*cse108 + cse130) + cse133*v_psid_link3
    cse135 = cse123*(-2.1525190319505727*cse108 - 3.9972818035623368*cse109)
    cse136 = 2.1525190319505727*cse119 - 4.54*cse127 - 3.9972818035623368*v_psid_link3
    cse137 = 0.004741231347908751*cse107
    cse138 = -cse114*cse128 + cse116*cse130 - cse121*cse136 + cse135 + cse137*v_thetad_link3
    cse139 = 3.9972818035623368*cse123
    cse140 = cse104*cse139 + cse105*cse117 + cse106*cse113 - cse120*cse122
    cse141 = cse109*v_phid_link3
    cse142 = -0.004741231347908751*cse104*cse112 + cse105*cse129 + cse131*cse141 - cse131*v_psid_link3
    cse143 = 2.1525190319505727*cse123
    cse144 = cse104*cse143 - cse106*cse128 + cse106*cse130*v_phid_link3 - cse122*cse136 + cse137*v_phid_link3
    cse145 = 0.4741231347908751*cse117 + cse143
    cse146 = 0.008804585470401622*cse112
    cse147 = 0.4741231347908751*cse129 - cse132 + cse133*v_phid_link3 + cse146
    cse148 = -0.008804585470401622*cse115 - 0.008804585470401622*cse116 - cse139
    cse149 = 0.4741231347908751*cse104
    cse150 = 0.002247927469439263*cse107
    cse151 = 0.004174457663761009*cse116
    cse152 = 0.004174457663761009*cse114
    cse153 = 0.004174457663761009*cse106
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
        cse39*cse56 + cse42*cse77 + cse45*cse70,  # [9, 9]
        cse39*cse82 + cse42*cse96 + cse45*cse92,  # [9, 10]
        cse39*cse97 + cse42*cse99 + cse45*cse98,  # [9, 11]
        cse40*cse77 + cse47*cse70 + cse56*cse57,  # [10, 9]
        cse40*cse96 + cse47*cse92 + cse57*cse82,  # [10, 10]
        cse40*cse99 + cse47*cse98 + cse57*cse97,  # [10, 11]
        -cse100*v_psid_link2 + cse101*cse38 + cse103*cse38 + 0.245431060332383*cse46 + 0.245431060332383*cse51 + 0.245431060332383*cse53 + 0.245431060332383*cse55 + 0.6140258560576402*cse61 + 0.6140258560576402*cse62 + 6.981694727207446*cse63 + 6.146724109463332*cse66 + 0.7501572120007941*cse72 + 0.7501572120007941*cse73,  # [11, 9]
        cse102*cse90 - cse102*v_psid_link2 + 0.245431060332383*cse78 + 0.245431060332383*cse79 + 0.245431060332383*cse80 + 0.245431060332383*cse81 + 0.6140258560576402*cse83 + 0.6140258560576402*cse84 + 6.981694727207446*cse86 - 0.004726218041878897*cse87 + 0.004726218041878897*cse91 + 0.7501572120007941*cse93 + 0.7501572120007941*cse94,  # [11, 10]
        -cse100*v_phid_link2 - cse101 - cse103 + 6.146724109463332*cse35*v_phid_link2 + 0.15070101692372578*cse44 + 2.168404344971009e-19*cse50 + 0.1841118799573391*cse52 + 0.46061592427660025*cse60 + 0.46061592427660025*cse71,  # [11, 11]
        cse110*cse138 - cse121*cse134 + cse125*cse126,  # [15, 15]
        cse110*cse144 - cse121*cse142 + cse126*cse140,  # [15, 16]
        cse110*cse148 - cse121*cse147 + cse126*cse145,  # [15, 17]
        cse105*cse138 - cse122*cse134 - cse125*cse149,  # [16, 15]
        cse105*cse144 - cse122*cse142 - cse140*cse149,  # [16, 16]
        cse105*cse148 - cse122*cse147 - cse145*cse149,  # [16, 17]
        -cse105*cse107*cse120 - cse107*cse136*cse149 + cse109*cse151 + cse114*cse146 + 0.8804585470401622*cse118 + 0.8804585470401622*cse124 + 0.4741231347908751*cse135 + cse150*v_thetad_link3 - cse152*v_psid_link3,  # [17, 15]
        0.7752072530560736*cse104*cse117 + 4.539999999999999*cse104*cse123 - 0.8804585470401622*cse106*cse120 - 0.4741231347908751*cse106*cse136 + cse106*cse146 + cse141*cse153 + cse150*v_phid_link3 - cse153*v_psid_link3,  # [17, 16]
        0.41744576637610087*cse117 - 2.220446049250313e-16*cse123 - cse151 - cse152*v_phid_link3,  # [17, 17]
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
    # 289 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, q_theta_link2, q_psi_link2,
        _, _, _, _,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, a_3,
        a_4, _, _, _,
        _, a_9, a_10, a_11,
        _, _, _, a_15,
        a_16, a_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    cse0 = 2.0*a_4
    cse1 = math.cos(q_theta_rotor)
    cse2 = math.sin(q_psi_rotor)
    cse3 = math.cos(q_psi_rotor)
    cse4 = cse2*cse3
    cse5 = cse1*cse4
    cse6 = math.sin(q_theta_rotor)
    cse7 = cse2**2*cse6
    cse8 = cse3**2*cse6
    cse9 = 4.0*cse4
    cse10 = 2.0*a_3
    cse11 = math.sin(q_theta_link2)
    cse12 = math.cos(q_psi_link2)
    cse13 = 0.00026326970986405957*cse12
    cse14 = math.sin(q_psi_link2)
    cse15 = 0.6612594709887001*cse14
    cse16 = math.cos(q_theta_link2)
    cse17 = -cse11*cse13 - cse11*cse15 + 0.7501572120007941*cse16
    cse18 = 8.199617440259882*cse14
    cse19 = 0.003264544402314339*cse12
    cse20 = -9.301949428809847*cse11 - cse16*cse18 - cse16*cse19
    cse21 = 0.6967213111475148*cse14
    cse22 = 0.3708795797635267*cse12
    cse23 = -0.6140258560576402*cse11 + cse16*cse21 - cse16*cse22
    cse24 = 0.0037087957976352673*cse12
    cse25 = 0.0069672131114751484*cse14
    cse26 = -cse11*cse24 + cse11*cse25 + 0.006140258560576401*cse16
    cse27 = -0.006140258560576401*cse11 - cse16*cse24 + cse16*cse25
    cse28 = cse11*cse21 - cse11*cse22 + 0.6140258560576402*cse16
    cse29 = -cse11*cse18 - cse11*cse19 + 9.301949428809847*cse16
    cse30 = -0.7501572120007941*cse11 - cse13*cse16 - cse15*cse16
    cse31 = -6.981694727207446*cse11
    cse32 = 6.146724109463332*cse14
    cse33 = 0.004726218041878897*cse12
    cse34 = 0.6967213111475148*cse12
    cse35 = 0.3708795797635267*cse14
    cse36 = cse34 + cse35
    cse37 = 0.6612594709887001*cse12
    cse38 = 0.00026326970986405957*cse14
    cse39 = -cse37 + cse38
    cse40 = cse11*cse34 + cse11*cse35
    cse41 = 0.0069672131114751484*cse12
    cse42 = 0.0037087957976352673*cse14
    cse43 = cse11*cse41 + cse11*cse42
    cse44 = 8.199617440259882*cse12
    cse45 = 0.003264544402314339*cse14
    cse46 = -cse11*cse44 + cse11*cse45
    cse47 = -cse11*cse37 + cse11*cse38
    cse48 = cse11*cse12
    cse49 = cse11*cse14
    cse50 = -cse21 + cse22
    cse51 = cse13 + cse15
    cse52 = cse41 + cse42
    cse53 = -cse44 + cse45
    cse54 = cse24 - cse25
    cse55 = cse18 + cse19
    cse56 = 6.146724109463331*cse14
    cse57 = 0.004726218041878896*cse12
    cse58 = math.sin(q_theta_link3)
    cse59 = -0.002247927469439263*cse58
    cse60 = math.cos(q_theta_link3)
    cse61 = math.cos(q_psi_link3)
    cse62 = cse60*cse61
    cse63 = 0.008804585470401622*cse61
    cse64 = -0.004741231347908751*cse58 - cse60*cse63
    cse65 = math.sin(q_psi_link3)
    cse66 = 0.8804585470401622*cse65
    cse67 = 4.54*cse62*cse65
    cse68 = -cse58*cse63 + 0.004741231347908751*cse60
    cse69 = -0.4741231347908751*cse58 - 0.8804585470401622*cse62
    cse70 = 0.8804585470401622*cse61
    cse71 = -cse58*cse70 + 0.4741231347908751*cse60
    cse72 = cse58*cse65**2
    cse73 = 0.004174457663761009*a_17
    cse74 = cse58*cse65
    cse75 = 4.54*cse58*cse61**2 - 4.532247927469439*cse72
    cse76 = 0.008804585470401622*cse65
    cse77 = cse61*cse65
    cse78 = 0.004174457663761008*cse61
    out = np.zeros((18, 18))
    out[_Ma_q_INDEX] = (
        a_3*(4.0*cse1*cse7 + 8.0*cse1*cse8) - cse0*cse5,  # [3, 4]
        -a_3*cse6**2*cse9 + cse0*cse7 - cse0*cse8,  # [3, 5]
        -cse10*cse5,  # [4, 4]
        a_4*cse9 + cse10*cse7 - cse10*cse8,  # [4, 5]
        a_10*(cse20*cse39 + cse27*cse36) + a_11*(-cse16*cse32 - cse16*cse33 + cse31) + a_9*(cse17*cse20 + cse23*cse26 + cse27*cse28 + cse29*cse30),  # [9, 10]
        a_10*(cse26*cse50 + cse29*cse51 + cse36*cse43 + cse39*cse46) + a_11*(-6.146724109463332*cse48 + 0.004726218041878897*cse49) + a_9*(cse17*cse46 + cse26*cse40 + cse28*cse43 + cse29*cse47),  # [9, 11]
        a_9*(cse23*cse52 + cse30*cse53),  # [10, 10]
        a_10*(cse36*cse54 + cse39*cse55 + cse50*cse52 + cse51*cse53) + a_11*(cse32 + cse33) + a_9*(cse17*cse55 + cse28*cse54 + cse40*cse52 + cse47*cse53),  # [10, 11]
        a_9*(-cse16*cse56 - cse16*cse57 + cse31),  # [11, 10]
        a_10*(cse56 + cse57) + a_9*(-6.146724109463331*cse48 + 0.004726218041878896*cse49),  # [11, 11]
        a_15*(9.08*cse60*cse72 + cse64*cse71 + cse68*cse69) + a_16*(cse64*cse66 + cse67) + a_17*(cse59 - 0.004174457663761009*cse62),  # [15, 16]
        a_15*(9.08*cse58**2*cse77 + cse58*cse66*cse68 + cse58*cse71*cse76) + a_16*(cse68*cse70 + cse75) + cse73*cse74,  # [15, 17]
        a_15*(cse67 + cse69*cse76),  # [16, 16]
        a_15*(cse63*cse71 + cse75) - 9.064495854938878*a_16*cse77 + cse61*cse73,  # [16, 17]
        a_15*(cse59 - cse60*cse78),  # [17, 16]
        0.004174457663761008*a_15*cse74 + a_16*cse78,  # [17, 17]
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
    # 794 operations after common subexpression elimination
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, q_phi_link2, q_theta_link2, q_psi_link2,
        _, _, _, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    cse0 = math.pi*t
    cse1 = math.sin(cse0)
    cse2 = math.cos(q_theta_rotor)
    cse3 = math.cos(q_phi_rotor)
    cse4 = math.cos(q_psi_rotor)
    cse5 = cse3*cse4
    cse6 = cse2*cse5
    cse7 = math.sin(q_phi_rotor)
    cse8 = math.sin(q_psi_rotor)
    cse9 = cse7*cse8
    cse10 = cse6 - cse9
    cse11 = cse1*cse10
    cse12 = math.sin(q_theta_rotor)
    cse13 = cse12*cse4
    cse14 = cse1*cse13
    cse15 = math.cos(cse0)
    cse16 = -cse6 + cse9
    cse17 = -cse14 + cse15*cse16
    cse18 = cse13*cse15
    cse19 = cse1*cse16 + cse18 + 1
    cse20 = cse19**(-2)
    cse21 = 2*cse20
    cse22 = cse17*cse21
    cse23 = cse3*cse8
    cse24 = cse4*cse7
    cse25 = cse2*cse24
    cse26 = cse23 + cse25
    cse27 = cse26**2
    cse28 = 4*cse17/cse19**3
    cse29 = cse10*cse15
    cse30 = 2/cse19
    cse31 = 4*cse20
    cse32 = 0.7497211555855399*cse12
    cse33 = cse32*cse7
    cse34 = -cse33
    cse35 = 0.6617538733301699*cse5
    cse36 = 0.6617538733301699*cse9
    cse37 = cse2*cse36
    cse38 = -cse37
    cse39 = cse35 + cse38
    cse40 = math.cos(q_theta_link2)
    cse41 = math.cos(q_psi_link2)
    cse42 = math.sin(q_phi_link2)
    cse43 = 0.9286809290620163*cse42
    cse44 = cse41*cse43
    cse45 = cse40*cse44
    cse46 = math.sin(q_psi_link2)
    cse47 = math.cos(q_phi_link2)
    cse48 = 0.9286809290620163*cse47
    cse49 = cse46*cse48
    cse50 = 0.27805633713446004*cse47
    cse51 = cse41*cse50
    cse52 = cse40*cse46
    cse53 = 0.27805633713446004*cse42
    cse54 = cse52*cse53
    cse55 = math.sin(q_theta_link2)
    cse56 = 0.245431060332383*cse55
    cse57 = cse42*cse56
    cse58 = -cse45 - cse49 + cse51 - cse54 + cse57
    cse59 = 0.6617538733301699*cse24
    cse60 = cse3*cse32
    cse61 = 0.6617538733301699*cse23
    cse62 = cse2*cse61
    cse63 = cse60 + cse62
    cse64 = cse59 + cse63
    cse65 = cse41*cse48
    cse66 = cse40*cse65
    cse67 = cse50*cse52
    cse68 = cse43*cse46
    cse69 = cse47*cse56
    cse70 = cse41*cse53
    cse71 = cse66 + cse67 - cse68 - cse69 + cse70
    cse72 = 2*cse5
    cse73 = cse2*cse72
    cse74 = 2*cse9
    cse75 = cse2*cse9
    cse76 = 2*cse25
    cse77 = 2*cse23
    cse78 = lam_0*(-cse23 - cse25) + lam_1*(-cse5 + cse75) + lam_13*(-cse76 - cse77) + lam_14*(cse73 - cse74)
    cse79 = 2*cse24
    cse80 = cse2*cse4
    cse81 = cse12*cse5
    cse82 = cse1*cse81 + cse15*cse80
    cse83 = cse1*cse26
    cse84 = -cse1*cse80 + cse15*cse81
    cse85 = cse21*cse84
    cse86 = cse15*cse30
    cse87 = cse12*cse24
    cse88 = cse21*cse82
    cse89 = cse15*cse26
    cse90 = cse12*lam_14
    cse91 = 0.7497211555855399*cse2
    cse92 = cse3*cse91
    cse93 = cse12*cse61
    cse94 = -cse12*cse36 + cse7*cse91
    cse95 = cse12*lam_13
    cse96 = cse12*cse23
    cse97 = cse12*lam_0
    cse98 = -cse5*cse97 - cse72*cse95 - cse79*cse90 + cse96*lam_1 + lam_16*(cse58*(cse92 - cse93) + cse71*cse94) + lam_17*(cse1*cse12*cse17*cse20*cse79 + cse28*cse82*cse83 - cse83*cse85 - cse86*cse87 - cse88*cse89)
    cse99 = cse5 - cse75
    cse100 = cse2*cse23
    cse101 = cse100 + cse24
    cse102 = cse1*cse8
    cse103 = cse101*cse15 + cse102*cse12
    cse104 = cse15*cse8
    cse105 = cse1*cse101 - cse104*cse12
    cse106 = cse105*cse28
    cse107 = cse2*cse35
    cse108 = cse2*cse59 + cse61
    cse109 = cse16*lam_1 + lam_0*(-cse100 - cse24) + lam_13*(-2*cse100 - cse79) + lam_14*(cse72 - 2*cse75) + lam_16*(cse108*cse71 + cse58*(cse107 - cse36)) + lam_17*(-cse1*cse22*cse99 - cse103*cse21*cse83 - cse105*cse21*cse89 + cse106*cse83 + cse86*cse99)
    cse110 = -cse66 - cse67
    cse111 = cse110 + cse69
    cse112 = cse68 - cse70
    cse113 = cse111 + cse112
    cse114 = cse33 - cse35 + cse37
    cse115 = lam_16*(cse113*cse64 + cse114*cse58)
    cse116 = 0.245431060332383*cse40
    cse117 = cse46*cse53
    cse118 = cse41*cse55
    cse119 = cse116*cse42 + cse117*cse55 + cse118*cse43
    cse120 = cse116*cse47
    cse121 = cse46*cse50
    cse122 = cse121*cse55
    cse123 = cse118*cse48
    cse124 = -cse120 - cse122 - cse123
    cse125 = lam_16*(cse114*cse124 + cse119*cse64)
    cse126 = -cse121 - cse40*cse70 + cse43*cse52 - cse65
    cse127 = cse40*cse51
    cse128 = cse48*cse52
    cse129 = -cse117 + cse127 - cse128 - cse44
    cse130 = lam_16*(cse114*cse129 + cse126*cse64)
    cse131 = -cse18
    cse132 = 2*lam_15
    cse133 = cse13*cse132
    cse134 = 0.6617538733301699*cse8
    cse135 = cse12*cse134
    cse136 = 0.9286809290620163*cse118
    cse137 = cse46*cse55
    cse138 = 0.27805633713446004*cse137
    cse139 = cse116 + cse136 + cse138
    cse140 = cse132*cse2*cse8 + cse74*cse95 - cse77*cse90 + cse87*lam_1 + cse9*cse97 + lam_16*(cse12*cse35*cse71 - cse12*cse58*cse59 - 0.6617538733301699*cse139*cse80) + lam_17*(-cse103*cse88 - cse105*cse85 + cse106*cse82 - cse22*(-cse1*cse96 - cse104*cse2) + cse30*(cse102*cse2 - cse15*cse96))
    cse141 = -cse92 + cse93
    cse142 = lam_16*(cse113*cse94 + cse141*cse58)
    cse143 = -cse134*cse2 - cse32
    cse144 = cse40*cse41
    cse145 = 0.9286809290620163*cse144 + 0.27805633713446004*cse52 - cse56
    cse146 = lam_16*(cse119*cse94 + cse124*cse141 + cse143*cse145)
    cse147 = 0.27805633713446004*cse118 - 0.9286809290620163*cse137
    cse148 = lam_16*(cse126*cse94 + cse129*cse141 + cse143*cse147)
    cse149 = -cse107 + cse36
    cse150 = lam_16*(cse108*cse113 + cse149*cse58)
    cse151 = 0.6617538733301699*cse13
    cse152 = lam_16*(cse108*cse119 + cse124*cse149 - cse145*cse151)
    cse153 = lam_16*(cse108*cse126 + cse129*cse149 - cse147*cse151)
    cse154 = cse33 - 0.6617538733301699*cse99
    cse155 = cse45 + cse54
    cse156 = cse155 - cse57
    cse157 = cse49 - cse51
    cse158 = -0.6617538733301699*cse101 - cse60
    cse159 = 3.7455577219516045*cse55
    cse160 = cse159*cse47
    cse161 = 2.2623654365575128*cse47
    cse162 = cse144*cse161
    cse163 = 4.24999999799984*cse47
    cse164 = cse163*cse52
    cse165 = cse162 - cse164
    cse166 = cse160 + cse165
    cse167 = 4.24999999799984*cse42
    cse168 = cse167*cse41
    cse169 = 2.2623654365575128*cse42
    cse170 = cse169*cse46
    cse171 = -cse168 - cse170
    cse172 = cse159*cse42
    cse173 = cse144*cse169
    cse174 = cse167*cse52
    cse175 = -cse173 + cse174
    cse176 = -cse172 + cse175
    cse177 = cse163*cse41
    cse178 = cse161*cse46
    cse179 = -cse177 - cse178
    cse180 = -cse162 + cse164
    cse181 = -cse160 + cse180
    cse182 = cse168 + cse170
    cse183 = cse173 - cse174
    cse184 = cse172 + cse183
    cse185 = cse177 + cse178
    cse186 = 2.2623654365575128*cse118
    cse187 = cse186*cse47
    cse188 = cse163*cse46
    cse189 = cse188*cse55
    cse190 = 3.7455577219516045*cse40
    cse191 = cse190*cse47
    cse192 = cse186*cse42
    cse193 = cse167*cse46
    cse194 = cse193*cse55
    cse195 = cse190*cse42
    cse196 = lam_10*(cse187 - cse189 - cse191) + lam_11*(cse192 - cse194 - cse195) + lam_13*(-cse187 + cse189 + cse191) + lam_14*(-cse192 + cse194 + cse195) + lam_16*(cse119*cse158 + cse154*(cse120 + cse122 + cse123))
    cse197 = 2.2623654365575128*cse52
    cse198 = cse197*cse42
    cse199 = cse168*cse40
    cse200 = cse161*cse41
    cse201 = cse197*cse47
    cse202 = cse169*cse41
    cse203 = cse177*cse40
    cse204 = lam_10*(-cse193 + cse201 + cse202 + cse203) + lam_11*(cse188 + cse198 + cse199 - cse200) + lam_13*(cse193 - cse201 - cse202 - cse203) + lam_14*(-cse188 - cse198 - cse199 + cse200) + lam_16*(cse126*cse158 + cse154*(cse117 - cse127 + cse128 + cse44))
    cse205 = -cse135 + cse91
    cse206 = -cse136 - cse138
    cse207 = 4.24999999799984*cse137
    cse208 = cse186 - cse207
    cse209 = -cse186 + cse207
    cse210 = 4.24999999799984*cse144
    cse211 = cse137*cse161
    cse212 = cse118*cse163
    cse213 = cse137*cse169
    cse214 = cse118*cse167
    cse215 = lam_10*(-cse213 - cse214) + lam_11*(cse211 + cse212) + lam_12*(-cse197 - cse210) + lam_13*(cse213 + cse214) + lam_14*(-cse211 - cse212) + lam_15*(cse197 + cse210) + lam_16*(cse154*(cse118*cse53 - cse55*cse68) + cse158*(-cse118*cse50 + cse49*cse55) + cse205*(0.27805633713446004*cse144 - 0.9286809290620163*cse52))
    cse216 = math.cos(q_phi_link3)
    cse217 = math.sin(q_theta_link3)
    cse218 = cse216*cse217
    cse219 = 1.7542555987262378*cse218
    cse220 = math.cos(q_theta_link3)
    cse221 = math.cos(q_psi_link3)
    cse222 = cse216*cse221
    cse223 = 3.2576966240486005*cse222
    cse224 = cse220*cse223
    cse225 = math.sin(q_phi_link3)
    cse226 = math.sin(q_psi_link3)
    cse227 = 3.2576966240486005*cse226
    cse228 = cse225*cse227
    cse229 = cse224 - cse228
    cse230 = cse216*cse227
    cse231 = -cse230
    cse232 = 3.2576966240486005*cse221
    cse233 = cse225*cse232
    cse234 = cse220*cse233
    cse235 = -cse234
    cse236 = cse217*cse225
    cse237 = 1.7542555987262378*cse236
    cse238 = cse235 - cse237
    cse239 = -cse219
    cse240 = -cse224
    cse241 = cse228 + cse240
    cse242 = cse234 + cse237
    cse243 = 0.8804585470401622*cse225
    cse244 = -cse226*cse243
    cse245 = 0.4741231347908751*cse218
    cse246 = 0.8804585470401622*cse222
    cse247 = cse220*cse246
    cse248 = cse245 + cse247
    cse249 = 0.4741231347908751*cse225
    cse250 = cse226*cse249
    cse251 = 0.8804585470401622*cse218
    cse252 = 0.4741231347908751*cse222
    cse253 = -cse220*cse252
    cse254 = cse251 + cse253
    cse255 = cse232*cse236
    cse256 = 1.7542555987262378*cse220
    cse257 = cse225*cse256
    cse258 = cse220*cse249
    cse259 = cse221*cse236
    cse260 = cse218*cse232
    cse261 = cse216*cse256
    cse262 = cse220*cse243
    cse263 = lam_10*(-cse260 + cse261) + lam_11*(-cse255 + cse257) + lam_5*(0.4741231347908751*cse259 + cse262) + lam_6*(cse258 - 0.8804585470401622*cse259) + lam_7*(cse260 - cse261) + lam_8*(cse255 - cse257)
    cse264 = cse220*cse228
    cse265 = cse220*cse230
    cse266 = lam_10*(-cse233 - cse265) + lam_11*(cse223 - cse264) + lam_5*(cse226*cse258 - cse252) + lam_6*(-cse226*cse262 + cse246) + lam_7*(cse233 + cse265) + lam_8*(-cse223 + cse264)
    cse267 = cse217*cse232
    cse268 = cse220*cse227
    cse269 = cse218*cse227
    cse270 = cse227*cse236
    cse271 = cse226*cse245*lam_5 - cse226*cse251*lam_6 + cse268*lam_12 - cse268*lam_9 - cse269*lam_11 + cse269*lam_8 + cse270*lam_10 - cse270*lam_7
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        cse78 + lam_16*(cse58*(cse34 + cse39) + cse64*cse71) + lam_17*(cse1**2*cse27*cse28 - cse1*cse15*cse27*cse31 - cse11*cse22 + cse29*cse30),  # [3, 3]
        cse98,  # [3, 4]
        cse109,  # [3, 5]
        cse115,  # [3, 9]
        cse125,  # [3, 10]
        cse130,  # [3, 11]
        cse98,  # [4, 3]
        cse133 - cse25*lam_0 + cse73*lam_14 + cse75*lam_1 - cse76*lam_13 + lam_16*(cse139*(cse135 - cse91) + cse58*(cse34 + cse38) + cse63*cse71) + lam_17*(-cse22*(cse1*cse6 + cse131) + cse28*cse82**2 + cse30*(cse14 + cse15*cse6) - cse31*cse82*cse84),  # [4, 4]
        cse140,  # [4, 5]
        cse142,  # [4, 9]
        cse146,  # [4, 10]
        cse148,  # [4, 11]
        cse109,  # [5, 3]
        cse140,  # [5, 4]
        cse133 + cse78 + lam_16*(cse135*cse139 + cse39*cse58 + cse71*(cse59 + cse62)) + lam_17*(-cse103*cse105*cse31 + cse105**2*cse28 - cse22*(cse11 + cse131) + cse30*(cse14 + cse29)),  # [5, 5]
        cse150,  # [5, 9]
        cse152,  # [5, 10]
        cse153,  # [5, 11]
        cse115,  # [9, 3]
        cse142,  # [9, 4]
        cse150,  # [9, 5]
        lam_10*(cse184 + cse185) + lam_11*(cse181 + cse182) + lam_13*(cse176 + cse179) + lam_14*(cse166 + cse171) + lam_16*(cse113*cse158 + cse154*(cse156 + cse157)),  # [9, 9]
        cse196,  # [9, 10]
        cse204,  # [9, 11]
        cse125,  # [10, 3]
        cse146,  # [10, 4]
        cse152,  # [10, 5]
        cse196,  # [10, 9]
        cse166*lam_14 + cse176*lam_13 + cse181*lam_11 + cse184*lam_10 + lam_12*(cse190 + cse209) + lam_15*(-cse190 + cse208) + lam_16*(cse111*cse158 + cse154*cse156 + cse205*(-cse116 + cse206)),  # [10, 10]
        cse215,  # [10, 11]
        cse130,  # [11, 3]
        cse148,  # [11, 4]
        cse153,  # [11, 5]
        cse204,  # [11, 9]
        cse215,  # [11, 10]
        cse208*lam_15 + cse209*lam_12 + lam_10*(cse183 + cse185) + lam_11*(cse180 + cse182) + lam_13*(cse175 + cse179) + lam_14*(cse165 + cse171) + lam_16*(cse154*(cse155 + cse157) + cse158*(cse110 + cse112) + cse205*cse206),  # [11, 11]
        lam_10*(cse231 + cse238) + lam_11*(cse219 + cse229) + lam_5*(cse250 + cse254) + lam_6*(cse244 + cse248) + lam_7*(cse230 + cse242) + lam_8*(cse239 + cse241),  # [15, 15]
        cse263,  # [15, 16]
        cse266,  # [15, 17]
        cse263,  # [16, 15]
        cse238*lam_10 + cse242*lam_7 + cse248*lam_6 + cse254*lam_5 + lam_11*(cse219 + cse224) + lam_12*(-cse256 + cse267) + lam_8*(cse239 + cse240) + lam_9*(cse256 - cse267),  # [16, 16]
        cse271,  # [16, 17]
        cse266,  # [17, 15]
        cse271,  # [17, 16]
        cse229*lam_11 + cse241*lam_8 + cse267*lam_12 - cse267*lam_9 + lam_10*(cse231 + cse235) + lam_5*(cse250 + cse253) + lam_6*(cse244 + cse247) + lam_7*(cse230 + cse234),  # [17, 17]
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
    # 1019 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, _, _,
        _, v_phid_link2, v_thetad_link2, v_psid_link2,
        _, _, _, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, _, a_6, a_7,
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

    cse0 = math.cos(q_theta_rotor)
    cse1 = math.cos(q_phi_rotor)
    cse2 = math.cos(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.sin(q_phi_rotor)
    cse6 = math.sin(q_psi_rotor)
    cse7 = cse5*cse6
    cse8 = cse1*cse6
    cse9 = cse0*cse8
    cse10 = cse2*cse5
    cse11 = cse2*v_thetad_rotor
    cse12 = 4.0*cse11
    cse13 = cse0*v_phid_rotor
    cse14 = 4.0*v_psid_rotor
    cse15 = math.sin(q_theta_rotor)
    cse16 = cse15*cse6
    cse17 = cse16*v_phid_rotor
    cse18 = cse11 + cse17
    cse19 = 2.0*v_psid_rotor
    cse20 = -cse11*cse14 + cse12*cse13 - cse14*cse17 + cse18*(2.0*cse13 + cse19)
    cse21 = cse15*cse2
    cse22 = cse6*v_thetad_rotor
    cse23 = 2.0*cse22
    cse24 = cse21*v_phid_rotor
    cse25 = cse22 - cse24
    cse26 = -cse13*cse23 + cse19*cse22 - cse19*cse24 + cse25*(-4.0*cse13 - cse14)
    cse27 = cse18*(-cse23 + 2.0*cse24) + cse25*(cse12 + 4.0*cse17)
    cse28 = cse0*cse10
    cse29 = math.cos(q_theta_link2)
    cse30 = math.cos(q_phi_link2)
    cse31 = math.cos(q_psi_link2)
    cse32 = 0.9286809290620163*cse31
    cse33 = cse30*cse32
    cse34 = cse29*cse33
    cse35 = math.sin(q_psi_link2)
    cse36 = 0.27805633713446004*cse35
    cse37 = cse29*cse36
    cse38 = cse30*cse37
    cse39 = math.sin(q_phi_link2)
    cse40 = 0.9286809290620163*cse35
    cse41 = cse39*cse40
    cse42 = math.sin(q_theta_link2)
    cse43 = 0.245431060332383*cse42
    cse44 = cse30*cse43
    cse45 = 0.27805633713446004*cse31
    cse46 = cse39*cse45
    cse47 = cse34 + cse38 - cse41 - cse44 + cse46
    cse48 = cse0*cse7
    cse49 = 0.7497211555855399*cse15
    cse50 = cse49*cse5
    cse51 = cse1*cse49
    cse52 = cse32*cse39
    cse53 = cse30*cse40
    cse54 = cse30*cse45
    cse55 = -cse29*cse52 - cse37*cse39 + cse39*cse43 - cse53 + cse54
    cse56 = math.pi*t
    cse57 = math.cos(cse56)
    cse58 = math.sin(cse56)
    cse59 = -cse4 + cse7
    cse60 = cse21*cse57 + cse58*cse59 + 1
    cse61 = 1/cse60
    cse62 = cse28 + cse8
    cse63 = 2*cse62
    cse64 = -cse21*cse58 + cse57*cse59
    cse65 = cse64/cse60**2
    cse66 = 2.0*cse21*cse6
    cse67 = cse2**2
    cse68 = cse15**2
    cse69 = cse6**2
    cse70 = 2*cse3
    cse71 = 2*cse10
    cse72 = cse31*cse42
    cse73 = 0.9286809290620163*cse72
    cse74 = cse36*cse42
    cse75 = 0.245431060332383*cse29
    cse76 = cse73 + cse74 + cse75
    cse77 = 0.6617538733301699*cse6
    cse78 = 0.6617538733301699*cse8
    cse79 = 0.7497211555855399*cse0
    cse80 = 0.6617538733301699*cse7
    cse81 = cse0*cse2
    cse82 = 2*lam_15
    cse83 = cse15*cse3
    cse84 = 2*cse61
    cse85 = 2*cse65
    cse86 = cse10 + cse9
    cse87 = cse3 - cse48
    cse88 = 3.7455577219516045*cse42
    cse89 = cse30*cse88
    cse90 = 4.24999999799984*cse30
    cse91 = cse35*cse90
    cse92 = cse29*cse91
    cse93 = 2.2623654365575128*cse35
    cse94 = cse39*cse93
    cse95 = 4.24999999799984*cse39
    cse96 = cse31*cse95
    cse97 = 2.2623654365575128*cse31
    cse98 = cse29*cse97
    cse99 = cse30*cse98
    cse100 = cse30*cse93
    cse101 = cse31*cse90
    cse102 = cse39*cse88
    cse103 = cse35*cse95
    cse104 = cse103*cse29
    cse105 = cse39*cse98
    cse106 = cse35*cse42
    cse107 = -0.6612594709887001*cse106 + 0.7501572120007941*cse29 - 0.00026326970986405957*cse72
    cse108 = 0.003264544402314339*cse35
    cse109 = cse42*v_phid_link2
    cse110 = cse109*v_psid_link2
    cse111 = cse29*cse31
    cse112 = v_phid_link2*v_thetad_link2
    cse113 = cse111*cse112
    cse114 = 8.199617440259882*cse31
    cse115 = cse29*cse35
    cse116 = cse112*cse115
    cse117 = v_psid_link2*v_thetad_link2
    cse118 = cse117*cse31
    cse119 = cse117*cse35
    cse120 = cse109*v_thetad_link2
    cse121 = 0.6967213111475148*cse31
    cse122 = 0.3708795797635267*cse35
    cse123 = cse121 + cse122
    cse124 = cse123*v_thetad_link2
    cse125 = 0.6967213111475148*cse106 + 0.6140258560576402*cse29 - 0.3708795797635267*cse72
    cse126 = cse125*v_phid_link2
    cse127 = cse124 + cse126 + 0.6140258560576402*v_psid_link2
    cse128 = -cse40 + cse45
    cse129 = cse128*v_thetad_link2
    cse130 = cse76*v_phid_link2
    cse131 = cse127*(0.01*cse129 + 0.01*cse130 + 0.00245431060332383*v_psid_link2)
    cse132 = -cse108*cse110 + cse110*cse114 + 0.003264544402314339*cse113 + 8.199617440259882*cse116 - 0.003264544402314339*cse118 - 8.199617440259882*cse119 + 9.301949428809847*cse120 + cse131
    cse133 = 0.0037087957976352673*cse35
    cse134 = 0.0069672131114751484*cse31
    cse135 = -0.6612594709887001*cse31 + 0.00026326970986405957*cse35
    cse136 = cse135*v_thetad_link2
    cse137 = cse107*v_phid_link2
    cse138 = cse136 + cse137 + 0.7501572120007941*v_psid_link2
    cse139 = cse138*(-12.4*cse129 - 12.4*cse130 - 3.043345148121549*v_psid_link2)
    cse140 = -cse110*cse133 - cse110*cse134 + 0.0037087957976352673*cse113 - 0.0069672131114751484*cse116 - 0.0037087957976352673*cse118 + 0.0069672131114751484*cse119 + 0.006140258560576401*cse120 + cse139
    cse141 = cse138*(12.4*cse124 + 12.4*cse126 + 7.613920615114738*v_psid_link2)
    cse142 = cse127*(-0.01*cse136 - 0.01*cse137 - 0.007501572120007941*v_psid_link2)
    cse143 = cse141 + cse142
    cse144 = -cse51 - 0.6617538733301699*cse86
    cse145 = cse50 - 0.6617538733301699*cse87
    cse146 = -8.199617440259882*cse106 + 9.301949428809847*cse29 - 0.003264544402314339*cse72
    cse147 = 0.0069672131114751484*cse106 + 0.006140258560576401*cse29 - 0.0037087957976352673*cse72
    cse148 = 6.981694727207446*cse29
    cse149 = 3.7455577219516045*cse29
    cse150 = cse149*cse39
    cse151 = cse106*cse95
    cse152 = 2.2623654365575128*cse72
    cse153 = cse152*cse39
    cse154 = cse149*cse30
    cse155 = cse106*cse90
    cse156 = cse152*cse30
    cse157 = 4.24999999799984*cse115
    cse158 = -cse15*cse77 + cse79
    cse159 = 6.146724109463332*cse31
    cse160 = 0.004726218041878897*cse35
    cse161 = cse108 - cse114
    cse162 = cse133 + cse134
    cse163 = cse29*cse96
    cse164 = cse30*cse97
    cse165 = 2.2623654365575128*cse115
    cse166 = cse165*cse39
    cse167 = 4.24999999799984*cse72
    cse168 = 2.2623654365575128*cse106
    cse169 = cse39*cse97
    cse170 = cse101*cse29
    cse171 = cse165*cse30
    cse172 = math.sin(q_theta_link3)
    cse173 = math.cos(q_psi_link3)
    cse174 = cse172*cse173
    cse175 = math.cos(q_theta_link3)
    cse176 = 0.4741231347908751*cse175
    cse177 = -0.8804585470401622*cse174 + cse176
    cse178 = 0.008804585470401622*v_psid_link3
    cse179 = math.sin(q_psi_link3)
    cse180 = cse172*v_phid_link3
    cse181 = cse179*cse180
    cse182 = cse173*v_thetad_link3
    cse183 = cse175*v_phid_link3
    cse184 = cse180*v_thetad_link3
    cse185 = 0.4741231347908751*cse172
    cse186 = 0.8804585470401622*cse175
    cse187 = cse173*cse185 + cse186
    cse188 = cse187*v_phid_link3
    cse189 = cse179*v_thetad_link3
    cse190 = -1.0*cse181 - 1.0*cse182
    cse191 = cse190*(-4.54*cse188 + 2.1525190319505727*cse189 - 3.9972818035623368*v_psid_link3)
    cse192 = -cse178*cse181 - cse178*cse182 + 0.008804585470401622*cse182*cse183 + 0.004741231347908751*cse184 + cse191
    cse193 = 4.54*cse174
    cse194 = 4.54*cse189
    cse195 = cse177*v_phid_link3
    cse196 = 0.8804585470401622*cse189 + cse195 + 0.4741231347908751*v_psid_link3
    cse197 = 1.0*cse183*cse194 + 1.0*cse193*v_phid_link3*v_psid_link3 - 1.0*cse194*v_psid_link3 + 1.0*cse196*(cse178 + 0.01*cse188 - 0.004741231347908751*cse189)
    cse198 = cse190*(3.9972818035623368*cse189 + 4.54*cse195 + 2.1525190319505727*v_psid_link3)
    cse199 = cse196*(0.01*cse181 + 0.01*cse182)
    cse200 = cse198 + cse199
    cse201 = math.sin(q_phi_link3)
    cse202 = cse173*cse201
    cse203 = math.cos(q_phi_link3)
    cse204 = 0.4741231347908751*cse179
    cse205 = 0.8804585470401622*cse201
    cse206 = 0.8804585470401622*cse203
    cse207 = cse179*cse206 + cse185*cse201 + cse186*cse202
    cse208 = 3.2576966240486005*cse179
    cse209 = cse201*cse208
    cse210 = 1.7542555987262378*cse172
    cse211 = cse203*cse210
    cse212 = 3.2576966240486005*cse173
    cse213 = cse203*cse212
    cse214 = cse175*cse213
    cse215 = cse203*cse208
    cse216 = cse201*cse210
    cse217 = 3.2576966240486005*cse202
    cse218 = cse175*cse217
    cse219 = 0.002247927469439263*cse175
    cse220 = cse179*cse193
    cse221 = -0.008804585470401622*cse174 + 0.004741231347908751*cse175
    cse222 = 0.8804585470401622*cse179
    cse223 = cse179**2
    cse224 = cse175*cse212
    cse225 = 1.7542555987262378*cse175
    cse226 = cse201*cse225
    cse227 = 3.2576966240486005*cse174
    cse228 = cse201*cse227
    cse229 = cse203*cse225
    cse230 = cse203*cse227
    cse231 = 0.004174457663761009*cse179
    cse232 = cse185*cse203
    cse233 = cse186*cse203
    cse234 = cse172*cse206
    cse235 = cse176*cse203
    cse236 = cse175*cse215
    cse237 = cse175*cse209
    cse238 = 0.004174457663761009*cse182
    cse239 = cse172*cse208
    cse240 = h**(-2)
    cse241 = -cse173*cse233 + cse179*cse205 - cse232
    cse242 = 3.7*cse207
    cse243 = -q_r_link3_x
    cse244 = 3.7*cse241
    cse245 = -q_r_link3_y
    cse246 = 3.7*cse177
    cse247 = -q_r_link3_z
    cse248 = 0.3708795797635267*cse111
    cse249 = 0.6967213111475148*cse115
    cse250 = 0.6140258560576402*cse42
    cse251 = 6.1*cse121*cse30 + 6.1*cse122*cse30 + 6.1*cse248*cse39 - 6.1*cse249*cse39 + 6.1*cse250*cse39
    cse252 = 6.1*cse121*cse39 + 6.1*cse122*cse39 - 6.1*cse248*cse30 + 6.1*cse249*cse30 - 6.1*cse250*cse30
    cse253 = 6.1*cse125
    return np.array([
        2.0*a_0 - lam_13 - lam_2,  # [0]
        2.0*a_1 - lam_14 - lam_3,  # [1]
        2.0*a_2 - lam_15 - lam_4 + 19.62,  # [2]
        a_3*(4.0*cse67*cse68 + 2.0*cse68*cse69) - a_4*cse66 - cse0*cse27 - cse16*cse26 + cse20*cse21 + lam_0*(cse4 - cse7) + lam_1*(-cse10 - cse9) + lam_13*(2*cse4 - 2*cse7) + lam_14*(2*cse28 + 2*cse8) + lam_16*(cse47*(-0.6617538733301699*cse3 + 0.6617538733301699*cse48 + cse50) + cse55*(0.6617538733301699*cse10 + cse51 + 0.6617538733301699*cse9)) + lam_17*(cse57*cse61*cse63 - cse58*cse63*cse65),  # [3]
        -a_3*cse66 + a_4*(2.0*cse67 + 4.0*cse69) - cse10*cse15*lam_0 + cse15*cse7*lam_1 + cse15*cse70*lam_14 - cse15*cse71*lam_13 - cse2*cse26 - cse20*cse6 - cse81*cse82 + lam_16*(cse47*(-cse1*cse79 + cse15*cse78) + cse55*(-cse15*cse80 + cse5*cse79) + cse76*(-cse0*cse77 - cse49)) + lam_17*(cse84*(cse57*cse83 - cse58*cse81) - cse85*(cse57*cse81 + cse58*cse83)),  # [4]
        cse16*cse82 - cse27 + cse87*lam_0 + lam_1*(-cse28 - cse8) + lam_13*(-2*cse48 + cse70) + lam_14*(cse71 + 2*cse9) + lam_16*(-0.6617538733301699*cse21*cse76 + cse47*(-0.6617538733301699*cse4 + cse80) + cse55*(0.6617538733301699*cse28 + cse78)) + lam_17*(cse84*(cse16*cse58 + cse57*cse86) - cse85*(-cse16*cse57 + cse58*cse86)),  # [5]
        1.0*a_6 + lam_10 + lam_13,  # [6]
        1.0*a_7 + lam_11 + lam_14,  # [7]
        1.0*a_8 + lam_12 + lam_15 + 9.81,  # [8]
        a_10*(cse123*cse147 + cse135*cse146) + a_11*(-6.146724109463332*cse106 + cse148 - 0.004726218041878897*cse72) + a_9*(cse107*cse146 + cse125*cse147) - cse107*cse132 - cse125*cse140 - cse143*cse76 + lam_10*(-cse89 + cse92 + cse94 + cse96 - cse99) + lam_11*(-cse100 - cse101 - cse102 + cse104 - cse105) + lam_13*(cse89 - cse92 - cse94 - cse96 + cse99) + lam_14*(cse100 + cse101 + cse102 - cse104 + cse105) + lam_16*(cse144*cse55 + cse145*(-cse34 - cse38 + cse41 + cse44 - cse46)),  # [9]
        a_10*(cse123*cse162 + cse135*cse161) + a_11*(-cse159 + cse160) + a_9*(cse107*cse161 + cse125*cse162) - cse123*cse140 - cse128*cse143 - cse132*cse135 + lam_10*(-cse150 - cse151 + cse153) + lam_11*(cse154 + cse155 - cse156) + lam_12*(-cse157 + cse88 + cse98) + lam_13*(cse150 + cse151 - cse153) + lam_14*(-cse154 - cse155 + cse156) + lam_15*(cse157 - cse88 - cse98) + lam_16*(cse144*(-cse30*cse73 - cse30*cse74 - cse30*cse75) + cse145*(cse39*cse73 + cse39*cse74 + cse39*cse75) + cse158*(cse29*cse32 + cse37 - cse43)),  # [10]
        a_10*(-6.146724109463331*cse31 + 0.004726218041878896*cse35) + 6.981694727207446*a_11 + a_9*(-6.146724109463331*cse106 + cse148 - 0.004726218041878896*cse72) - cse110*cse159 + cse110*cse160 - 0.004726218041878897*cse113 - 6.146724109463332*cse116 + 0.004726218041878897*cse118 + 6.146724109463332*cse119 - 6.981694727207446*cse120 - 0.7501572120007941*cse131 - 0.6140258560576402*cse139 - 0.245431060332383*cse141 - 0.245431060332383*cse142 + lam_10*(cse163 - cse164 + cse166 + cse91) + lam_11*(cse103 - cse169 - cse170 - cse171) + lam_12*(-cse167 - cse168) + lam_13*(-cse163 + cse164 - cse166 - cse91) + lam_14*(-cse103 + cse169 + cse170 + cse171) + lam_15*(cse167 + cse168) + lam_16*(cse144*(-cse29*cse53 + cse29*cse54 - cse36*cse39 - cse52) + cse145*(cse29*cse41 - cse29*cse46 - cse30*cse36 - cse33) + cse158*(-cse40*cse42 + cse42*cse45)),  # [11]
        1.0*a_12 - lam_10 - lam_7,  # [12]
        1.0*a_13 - lam_11 - lam_8,  # [13]
        1.0*a_14 - lam_12 - lam_9 + 9.81,  # [14]
        a_15*(4.54*cse172**2*cse223 + cse177*cse221) + a_16*(cse220 + cse221*cse222) + a_17*(-0.004174457663761009*cse174 + cse219) + cse172*cse179*cse197 - cse177*cse192 - cse187*cse200 + cse207*lam_6 + lam_10*(-cse209 + cse211 + cse214) + lam_11*(cse215 + cse216 + cse218) + lam_5*(cse172*cse205 - cse176*cse202 - cse203*cse204) + lam_7*(cse209 - cse211 - cse214) + lam_8*(-cse215 - cse216 - cse218),  # [15]
        a_15*(0.008804585470401622*cse177*cse179 + cse220) + a_16*(4.54*cse173**2 + 0.007752072530560736*cse223) + a_17*cse231 + cse173*cse197 - cse192*cse222 + cse200*cse204 + lam_10*(cse226 - cse228) + lam_11*(-cse229 + cse230) + lam_12*(-cse210 - cse224) + lam_5*(-cse173*cse232 - cse233) + lam_6*(cse173*cse234 - cse235) + lam_7*(-cse226 + cse228) + lam_8*(cse229 - cse230) + lam_9*(cse210 + cse224),  # [16]
        a_15*(-0.004174457663761008*cse174 + cse219) + 0.004174457663761008*a_16*cse179 + 0.002247927469439263*a_17 + cse180*cse231*v_psid_link3 - cse183*cse238 - 0.002247927469439263*cse184 - 0.4741231347908751*cse191 - 0.8804585470401622*cse198 - 0.8804585470401622*cse199 + cse238*v_psid_link3 + cse239*lam_12 - cse239*lam_9 + lam_10*(cse213 - cse237) + lam_11*(cse217 + cse236) + lam_5*(-cse179*cse235 - 0.4741231347908751*cse202) + lam_6*(cse173*cse205 + cse179*cse233) + lam_7*(-cse213 + cse237) + lam_8*(-cse217 - cse236),  # [17]
        cse240*cse62,  # [18]
        cse240*cse87,  # [19]
        -cse240*q_r_rotor_x,  # [20]
        -cse240*q_r_rotor_y,  # [21]
        -cse240*q_r_rotor_z,  # [22]
        cse240*(cse173*cse235 - cse201*cse204 - cse234),  # [23]
        cse240*cse241,  # [24]
        cse240*(-cse242 + cse243 - 4),  # [25]
        cse240*(-cse244 + cse245 - 8.5),  # [26]
        cse240*(-cse246 + cse247),  # [27]
        cse240*(cse242 + cse243 - cse251 + q_r_link2_x),  # [28]
        cse240*(cse244 + cse245 - cse252 + q_r_link2_y),  # [29]
        cse240*(cse246 + cse247 - cse253 + q_r_link2_z),  # [30]
        cse240*(cse251 + cse63 + q_r_link2_x - q_r_rotor_x),  # [31]
        cse240*(cse252 + 2*cse59 + q_r_link2_y - q_r_rotor_y),  # [32]
        cse240*(-2*cse21 + cse253 + q_r_link2_z - q_r_rotor_z),  # [33]
        cse240*(cse144*cse47 + cse145*cse55 + cse158*cse76),  # [34]
        cse240*cse64*cse84,  # [35]
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
    # 2406 operations after common subexpression elimination
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, q_phi_link2, q_theta_link2, q_psi_link2,
        _, _, _, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, _, _,
        _, v_phid_link2, v_thetad_link2, v_psid_link2,
        _, _, _, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, a_3,
        a_4, _, _, _,
        _, a_9, a_10, a_11,
        _, _, _, a_15,
        a_16, a_17,
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

    cse0 = math.sin(q_theta_rotor)
    cse1 = cse0**2
    cse2 = math.sin(q_psi_rotor)
    cse3 = cse2**2
    cse4 = 2.0*cse3
    cse5 = math.cos(q_theta_rotor)
    cse6 = cse0*cse2
    cse7 = cse6*v_phid_rotor
    cse8 = math.cos(q_psi_rotor)
    cse9 = cse8*v_thetad_rotor
    cse10 = cse7 + cse9
    cse11 = 2.0*cse10
    cse12 = cse0*cse8
    cse13 = cse12*v_phid_rotor
    cse14 = 2.0*cse13
    cse15 = cse2*v_thetad_rotor
    cse16 = 2.0*cse15
    cse17 = cse14 - cse16
    cse18 = 4.0*cse7
    cse19 = 4.0*cse9
    cse20 = cse18 + cse19
    cse21 = -cse13 + cse15
    cse22 = 4.0*cse21
    cse23 = cse11*cse12 - cse12*cse20 + cse17*cse6 + cse22*cse6
    cse24 = cse5*v_phid_rotor
    cse25 = 4.0*cse24
    cse26 = 4.0*v_psid_rotor
    cse27 = -cse25 - cse26
    cse28 = 2.0*v_psid_rotor
    cse29 = -cse12*cse27 - cse12*cse28 - cse16*cse5 - cse22*cse5
    cse30 = 2.0*cse24
    cse31 = cse28 + cse30
    cse32 = cse11*cse5 + cse19*cse5 - cse26*cse6 + cse31*cse6
    cse33 = cse8**2
    cse34 = 4.0*cse1
    cse35 = h**2
    cse36 = math.pi*t
    cse37 = math.sin(cse36)
    cse38 = math.cos(q_phi_rotor)
    cse39 = cse38*cse8
    cse40 = cse39*cse5
    cse41 = math.sin(q_phi_rotor)
    cse42 = cse2*cse41
    cse43 = cse40 - cse42
    cse44 = cse37*cse43
    cse45 = cse12*cse37
    cse46 = math.cos(cse36)
    cse47 = -cse40 + cse42
    cse48 = -cse45 + cse46*cse47
    cse49 = cse12*cse46
    cse50 = cse37*cse47 + cse49 + 1
    cse51 = cse50**(-2)
    cse52 = 2*cse51
    cse53 = cse48*cse52
    cse54 = cse2*cse38
    cse55 = cse41*cse8
    cse56 = cse5*cse55
    cse57 = cse54 + cse56
    cse58 = cse57**2
    cse59 = 4*cse48/cse50**3
    cse60 = cse43*cse46
    cse61 = 2/cse50
    cse62 = 4*cse51
    cse63 = 0.6617538733301699*cse39
    cse64 = 0.7497211555855399*cse0
    cse65 = cse41*cse64
    cse66 = cse42*cse5
    cse67 = 0.6617538733301699*cse66
    cse68 = -cse67
    cse69 = -cse65 + cse68
    cse70 = math.sin(q_phi_link2)
    cse71 = math.cos(q_theta_link2)
    cse72 = math.cos(q_psi_link2)
    cse73 = 0.9286809290620163*cse72
    cse74 = cse71*cse73
    cse75 = cse70*cse74
    cse76 = math.cos(q_phi_link2)
    cse77 = math.sin(q_psi_link2)
    cse78 = 0.9286809290620163*cse77
    cse79 = cse76*cse78
    cse80 = 0.27805633713446004*cse72
    cse81 = cse76*cse80
    cse82 = 0.27805633713446004*cse77
    cse83 = cse71*cse82
    cse84 = cse70*cse83
    cse85 = math.sin(q_theta_link2)
    cse86 = 0.245431060332383*cse85
    cse87 = cse70*cse86
    cse88 = -cse75 - cse79 + cse81 - cse84 + cse87
    cse89 = 0.6617538733301699*cse55
    cse90 = cse38*cse64
    cse91 = cse5*cse54
    cse92 = 0.6617538733301699*cse91
    cse93 = cse90 + cse92
    cse94 = cse89 + cse93
    cse95 = cse74*cse76
    cse96 = cse76*cse83
    cse97 = cse70*cse78
    cse98 = cse76*cse86
    cse99 = cse70*cse80
    cse100 = cse95 + cse96 - cse97 - cse98 + cse99
    cse101 = 2*cse40
    cse102 = cse101 - 2*cse42
    cse103 = 2*cse56
    cse104 = 2*cse54
    cse105 = -cse54 - cse56
    cse106 = cse102*lam_14 + cse105*lam_0 + lam_1*(-cse39 + cse66) + lam_13*(-cse103 - cse104)
    cse107 = 2.0*cse8
    cse108 = -cse107*cse6
    cse109 = -cse11*cse2 + cse17*cse8 + cse2*cse20 + cse22*cse8
    cse110 = cse2*cse5
    cse111 = cse110*v_phid_rotor
    cse112 = -2.0*cse111 + cse2*cse27 + cse2*cse28
    cse113 = cse26*cse8
    cse114 = -cse113 + cse25*cse8 + cse31*cse8
    cse115 = 4.0*cse3
    cse116 = cse0*cse5
    cse117 = cse107*cse110
    cse118 = cse10*cse31 + cse25*cse9 - cse26*cse7 - cse26*cse9
    cse119 = cse118*cse8
    cse120 = cse0*v_phid_rotor
    cse121 = -cse11*cse120 - cse111*cse26 + cse111*cse31 - cse120*cse19
    cse122 = -cse13*cse28 + cse15*cse28 - cse15*cse30 + cse21*cse27
    cse123 = cse122*cse2
    cse124 = cse24*cse8
    cse125 = cse120*cse16 + cse120*cse22 - cse124*cse27 - cse124*cse28
    cse126 = cse11*cse124 + cse111*cse17 + cse111*cse22 - cse124*cse20
    cse127 = cse5*cse8
    cse128 = cse0*cse39
    cse129 = cse127*cse46 + cse128*cse37
    cse130 = cse129*cse52
    cse131 = cse46*cse57
    cse132 = cse129*cse59
    cse133 = cse37*cse57
    cse134 = cse0*cse55
    cse135 = cse37*cse53
    cse136 = -cse127*cse37 + cse128*cse46
    cse137 = cse136*cse52
    cse138 = cse46*cse61
    cse139 = 2*cse134
    cse140 = 0.7497211555855399*cse5
    cse141 = cse140*cse38
    cse142 = 0.6617538733301699*cse54
    cse143 = cse0*cse142
    cse144 = cse0*cse42
    cse145 = cse140*cse41 - 0.6617538733301699*cse144
    cse146 = 2*cse39
    cse147 = cse0*cse146
    cse148 = cse0*cse54
    cse149 = -cse128*lam_0 - cse139*lam_14 - cse147*lam_13 + cse148*lam_1 + lam_16*(cse100*cse145 + cse88*(cse141 - cse143)) + lam_17*(-cse130*cse131 + cse132*cse133 - cse133*cse137 + cse134*cse135 - cse134*cse138)
    cse150 = -cse14 + cse16 - cse22
    cse151 = cse11 - cse18 - cse19
    cse152 = cse2*cse8
    cse153 = 2.0*cse33
    cse154 = a_4*cse0
    cse155 = cse13 - cse15
    cse156 = -cse113*cse120 - cse15*cse25 + cse15*cse26 + cse155*cse31
    cse157 = cse10*cse27 + cse28*cse7 + cse28*cse9 - cse30*cse9
    cse158 = cse10*cse20 + cse10*(-2.0*cse7 - 2.0*cse9) + cse155*cse17 + cse21*(4.0*cse13 - 4.0*cse15)
    cse159 = cse55 + cse91
    cse160 = cse159*cse37 - cse46*cse6
    cse161 = cse39 - cse66
    cse162 = cse159*cse46 + cse37*cse6
    cse163 = cse146 - 2*cse66
    cse164 = 0.6617538733301699*cse42
    cse165 = 0.6617538733301699*cse40
    cse166 = cse142 + 0.6617538733301699*cse56
    cse167 = 2*cse91
    cse168 = 2*cse55
    cse169 = -cse55 - cse91
    cse170 = cse163*lam_14 + cse169*lam_0 + cse47*lam_1 + lam_13*(-cse167 - cse168) + lam_16*(cse100*cse166 + cse88*(-cse164 + cse165)) + lam_17*(-cse131*cse160*cse52 + cse133*cse160*cse59 - cse133*cse162*cse52 - cse135*cse161 + cse138*cse161)
    cse171 = -cse95 - cse96
    cse172 = cse171 + cse98
    cse173 = cse97 - cse99
    cse174 = cse172 + cse173
    cse175 = -cse63 + cse65 + cse67
    cse176 = cse35*lam_16
    cse177 = cse176*(cse174*cse94 + cse175*cse88)
    cse178 = 0.245431060332383*cse71
    cse179 = cse82*cse85
    cse180 = cse73*cse85
    cse181 = cse178*cse70 + cse179*cse70 + cse180*cse70
    cse182 = cse178*cse76
    cse183 = cse179*cse76
    cse184 = cse180*cse76
    cse185 = -cse182 - cse183 - cse184
    cse186 = cse176*(cse175*cse185 + cse181*cse94)
    cse187 = cse71*cse80
    cse188 = cse71*cse78
    cse189 = -cse187*cse70 + cse188*cse70 - cse73*cse76 - cse76*cse82
    cse190 = cse70*cse82
    cse191 = cse70*cse73
    cse192 = cse187*cse76
    cse193 = cse188*cse76
    cse194 = -cse190 - cse191 + cse192 - cse193
    cse195 = cse176*(cse175*cse194 + cse189*cse94)
    cse196 = cse103 + cse104
    cse197 = cse100*cse175 + cse88*cse94
    cse198 = -cse135*cse57 + cse138*cse57
    cse199 = -cse49
    cse200 = 2*lam_15
    cse201 = cse12*cse200
    cse202 = 0.6617538733301699*cse6
    cse203 = cse178 + cse179 + cse180
    cse204 = a_3*cse0
    cse205 = 0.6617538733301699*cse203
    cse206 = -cse0*cse104*lam_14 + cse110*cse200 + cse134*lam_1 + cse144*lam_0 + 2*cse144*lam_13 + lam_16*(cse0*cse100*cse63 - cse127*cse205 - 0.6617538733301699*cse134*cse88) + lam_17*(-cse130*cse162 + cse132*cse160 - cse137*cse160 - cse53*(-cse110*cse46 - cse148*cse37) + cse61*(cse110*cse37 - cse148*cse46))
    cse207 = -cse141 + cse143
    cse208 = cse176*(cse145*cse174 + cse207*cse88)
    cse209 = -0.6617538733301699*cse110 - cse64
    cse210 = cse74 + cse83 - cse86
    cse211 = cse176*(cse145*cse181 + cse185*cse207 + cse209*cse210)
    cse212 = cse80*cse85
    cse213 = cse78*cse85
    cse214 = cse212 - cse213
    cse215 = cse176*(cse145*cse189 + cse194*cse207 + cse209*cse214)
    cse216 = -cse134
    cse217 = -cse139
    cse218 = -2*cse127
    cse219 = cse100*cse207 + cse145*cse88 + cse203*cse209
    cse220 = -cse129*cse53 + cse136*cse61
    cse221 = cse164 - cse165
    cse222 = cse176*(cse166*cse174 + cse221*cse88)
    cse223 = 0.6617538733301699*cse12
    cse224 = cse176*(cse166*cse181 + cse185*cse221 - cse210*cse223)
    cse225 = cse176*(cse166*cse189 + cse194*cse221 - cse214*cse223)
    cse226 = cse167 + cse168
    cse227 = 2*cse6
    cse228 = cse100*cse221 - cse12*cse205 + cse166*cse88
    cse229 = -cse160*cse53 + cse162*cse61
    cse230 = 0.3708795797635267*cse72
    cse231 = 0.6967213111475148*cse77
    cse232 = -cse230*cse85 + cse231*cse85 + 0.6140258560576402*cse71
    cse233 = 0.0037087957976352673*cse72
    cse234 = cse233*cse85
    cse235 = 0.0069672131114751484*cse77
    cse236 = cse235*cse85
    cse237 = 0.006140258560576401*cse71
    cse238 = -cse234 + cse236 + cse237
    cse239 = 0.003264544402314339*cse72
    cse240 = cse239*cse85
    cse241 = 8.199617440259882*cse77
    cse242 = cse241*cse85
    cse243 = 9.301949428809847*cse71
    cse244 = -cse240 - cse242 + cse243
    cse245 = 0.00026326970986405957*cse72
    cse246 = 0.6612594709887001*cse77
    cse247 = -cse245*cse85 - cse246*cse85 + 0.7501572120007941*cse71
    cse248 = 0.6612594709887001*cse72
    cse249 = 0.00026326970986405957*cse77
    cse250 = -cse248 + cse249
    cse251 = cse250*v_thetad_link2
    cse252 = cse247*v_phid_link2
    cse253 = -0.01*cse251 - 0.01*cse252 - 0.007501572120007941*v_psid_link2
    cse254 = cse232*cse253
    cse255 = 0.6967213111475148*cse72
    cse256 = 0.3708795797635267*cse77
    cse257 = cse255 + cse256
    cse258 = cse257*v_thetad_link2
    cse259 = cse232*v_phid_link2
    cse260 = cse258 + cse259 + 0.6140258560576402*v_psid_link2
    cse261 = cse72*cse85
    cse262 = cse77*cse85
    cse263 = cse260*(2.632697098640596e-06*cse261 + 0.006612594709887001*cse262 - 0.007501572120007941*cse71)
    cse264 = 12.4*cse258 + 12.4*cse259 + 7.613920615114738*v_psid_link2
    cse265 = cse247*cse264
    cse266 = cse251 + cse252 + 0.7501572120007941*v_psid_link2
    cse267 = cse266*(-4.5989067890677315*cse261 + 8.639344258229183*cse262 + 7.613920615114738*cse71)
    cse268 = cse254 + cse263 + cse265 + cse267
    cse269 = -cse78 + cse80
    cse270 = cse269*v_thetad_link2
    cse271 = cse203*v_phid_link2
    cse272 = -12.4*cse270 - 12.4*cse271 - 3.043345148121549*v_psid_link2
    cse273 = cse247*cse272
    cse274 = cse266*(-11.515643520369002*cse261 - 3.447898580467305*cse262 - 3.043345148121549*cse71)
    cse275 = 0.006140258560576401*cse85
    cse276 = cse275*v_thetad_link2
    cse277 = cse235*cse71
    cse278 = 0.0069672131114751484*cse72
    cse279 = cse278*cse85
    cse280 = cse279*v_psid_link2
    cse281 = cse233*cse71
    cse282 = 0.0037087957976352673*cse77
    cse283 = cse282*cse85
    cse284 = cse283*v_psid_link2
    cse285 = cse273 + cse274 + cse276 - cse277*v_thetad_link2 - cse280 + cse281*v_thetad_link2 - cse284
    cse286 = 0.01*cse270 + 0.01*cse271 + 0.00245431060332383*v_psid_link2
    cse287 = cse232*cse286
    cse288 = cse260*(0.009286809290620163*cse261 + 0.0027805633713446003*cse262 + 0.00245431060332383*cse71)
    cse289 = 9.301949428809847*cse85
    cse290 = cse289*v_thetad_link2
    cse291 = cse241*v_thetad_link2
    cse292 = cse291*cse71
    cse293 = 8.199617440259882*cse72
    cse294 = cse293*cse85
    cse295 = cse239*v_thetad_link2
    cse296 = cse295*cse71
    cse297 = 0.003264544402314339*cse77
    cse298 = cse297*cse85
    cse299 = cse287 + cse288 + cse290 + cse292 + cse294*v_psid_link2 + cse296 - cse298*v_psid_link2
    cse300 = -0.6617538733301699*cse161 + cse65
    cse301 = cse75 + cse84
    cse302 = cse301 - cse87
    cse303 = cse79 - cse81
    cse304 = -0.6617538733301699*cse159 - cse90
    cse305 = 3.7455577219516045*cse85
    cse306 = cse305*cse76
    cse307 = 2.2623654365575128*cse72
    cse308 = cse307*cse76
    cse309 = cse308*cse71
    cse310 = 4.24999999799984*cse76
    cse311 = cse310*cse77
    cse312 = cse311*cse71
    cse313 = cse309 - cse312
    cse314 = cse306 + cse313
    cse315 = 4.24999999799984*cse70
    cse316 = cse315*cse72
    cse317 = 2.2623654365575128*cse77
    cse318 = cse317*cse70
    cse319 = -cse316 - cse318
    cse320 = cse314 + cse319
    cse321 = cse305*cse70
    cse322 = cse307*cse70
    cse323 = cse322*cse71
    cse324 = cse315*cse77
    cse325 = cse324*cse71
    cse326 = -cse323 + cse325
    cse327 = -cse321 + cse326
    cse328 = cse310*cse72
    cse329 = cse317*cse76
    cse330 = -cse328 - cse329
    cse331 = cse327 + cse330
    cse332 = -cse309 + cse312
    cse333 = -cse306 + cse332
    cse334 = cse316 + cse318
    cse335 = cse333 + cse334
    cse336 = cse323 - cse325
    cse337 = cse321 + cse336
    cse338 = cse328 + cse329
    cse339 = cse337 + cse338
    cse340 = cse260*(0.006612594709887001*cse72 - 2.632697098640596e-06*cse77)
    cse341 = cse253*cse257
    cse342 = cse250*cse264
    cse343 = cse266*(8.639344258229183*cse72 + 4.5989067890677315*cse77)
    cse344 = cse340 + cse341 + cse342 + cse343
    cse345 = cse250*cse272
    cse346 = cse266*(-3.447898580467305*cse72 + 11.515643520369002*cse77)
    cse347 = cse235*v_psid_link2
    cse348 = cse233*v_psid_link2
    cse349 = cse281*v_phid_link2
    cse350 = cse275*v_phid_link2 - cse277*v_phid_link2 + cse345 + cse346 + cse347 - cse348 + cse349
    cse351 = cse257*cse286
    cse352 = cse260*(0.0027805633713446003*cse72 - 0.009286809290620163*cse77)
    cse353 = cse241*cse71
    cse354 = cse239*cse71
    cse355 = -cse239*v_psid_link2 - cse241*v_psid_link2 + cse289*v_phid_link2 + cse351 + cse352 + cse353*v_phid_link2 + cse354*v_phid_link2
    cse356 = 6.981694727207446*cse85
    cse357 = -cse356
    cse358 = 6.146724109463332*cse77
    cse359 = cse358*cse71
    cse360 = 0.004726218041878897*cse72
    cse361 = cse360*cse71
    cse362 = -cse289 - cse353 - cse354
    cse363 = -cse230*cse71 + cse231*cse71 - 0.6140258560576402*cse85
    cse364 = -cse275 + cse277 - cse281
    cse365 = -cse245*cse71 - cse246*cse71 - 0.7501572120007941*cse85
    cse366 = cse363*v_phid_link2
    cse367 = cse286*cse366
    cse368 = v_phid_link2*v_thetad_link2
    cse369 = cse85*v_phid_link2
    cse370 = v_phid_link2*v_psid_link2
    cse371 = cse370*cse71
    cse372 = cse210*v_phid_link2
    cse373 = 0.01*cse260
    cse374 = cse243*cse368 - cse291*cse369 + cse293*cse371 - cse295*cse369 - cse297*cse371 + cse367 + cse372*cse373
    cse375 = cse298*v_phid_link2
    cse376 = cse294*v_phid_link2
    cse377 = cse260*cse286 + cse290*v_phid_link2 - cse291*v_psid_link2 + cse292*v_phid_link2 - cse295*v_psid_link2 + cse296*v_phid_link2 - cse375*v_psid_link2 + cse376*v_psid_link2
    cse378 = cse266*cse272 + cse276*v_phid_link2 - cse277*cse368 - cse280*v_phid_link2 - cse284*v_phid_link2 + cse347*v_thetad_link2 - cse348*v_thetad_link2 + cse349*v_thetad_link2
    cse379 = cse365*v_phid_link2
    cse380 = cse253*cse366
    cse381 = cse264*cse379
    cse382 = 12.4*cse266
    cse383 = cse366*cse382 - cse373*cse379 + cse380 + cse381
    cse384 = cse272*cse379
    cse385 = -cse234*cse368 + cse236*cse368 + cse237*cse368 - cse278*cse371 - cse282*cse371 - cse372*cse382 + cse384
    cse386 = cse253*cse260 + cse264*cse266
    cse387 = cse308*cse85
    cse388 = cse311*cse85
    cse389 = 3.7455577219516045*cse71
    cse390 = cse389*cse76
    cse391 = -cse387 + cse388 + cse390
    cse392 = cse322*cse85
    cse393 = cse324*cse85
    cse394 = cse389*cse70
    cse395 = -cse392 + cse393 + cse394
    cse396 = cse392 - cse393 - cse394
    cse397 = cse387 - cse388 - cse390
    cse398 = cse391*lam_13 + cse395*lam_14 + cse396*lam_11 + cse397*lam_10 + lam_16*(cse181*cse304 + cse300*(cse182 + cse183 + cse184))
    cse399 = 6.981694727207446*cse71
    cse400 = 0.007501572120007941*cse260
    cse401 = 7.613920615114738*cse266
    cse402 = 0.6140258560576402*cse253 + 0.7501572120007941*cse264 - cse400 + cse401
    cse403 = 3.043345148121549*cse266
    cse404 = -cse233*v_thetad_link2 + cse235*v_thetad_link2 + 0.7501572120007941*cse272 - cse279*v_phid_link2 - cse283*v_phid_link2 - cse403
    cse405 = 0.00245431060332383*cse260
    cse406 = 0.6140258560576402*cse286 - cse291 - cse295 - cse375 + cse376 + cse405
    cse407 = cse279 + cse283
    cse408 = -cse294 + cse298
    cse409 = cse230 - cse231
    cse410 = cse245 + cse246
    cse411 = 6.146724109463332*cse72
    cse412 = cse411*cse85
    cse413 = 0.004726218041878897*cse77
    cse414 = cse413*cse85
    cse415 = cse255*cse85 + cse256*cse85
    cse416 = cse415*v_phid_link2
    cse417 = cse409*v_thetad_link2
    cse418 = cse416 + cse417
    cse419 = cse286*cse418
    cse420 = cse214*v_phid_link2
    cse421 = -cse73 - cse82
    cse422 = cse421*v_thetad_link2
    cse423 = cse260*(0.01*cse420 + 0.01*cse422)
    cse424 = v_psid_link2*v_thetad_link2
    cse425 = cse368*cse71
    cse426 = -cse240*cse370 - cse242*cse370 - cse293*cse424 + cse293*cse425 + cse297*cse424 - cse297*cse425 + cse419 + cse423
    cse427 = -cse248*cse85 + cse249*cse85
    cse428 = cse427*v_phid_link2
    cse429 = cse410*v_thetad_link2
    cse430 = cse428 + cse429
    cse431 = cse272*cse430
    cse432 = cse266*(-12.4*cse420 - 12.4*cse422)
    cse433 = cse236*cse370 + cse278*cse424 - cse278*cse425 + cse282*cse424 - cse282*cse425 - cse348*cse369 + cse431 + cse432
    cse434 = cse260*(-0.01*cse428 - 0.01*cse429)
    cse435 = cse253*cse418
    cse436 = cse264*cse430
    cse437 = cse266*(12.4*cse416 + 12.4*cse417)
    cse438 = cse434 + cse435 + cse436 + cse437
    cse439 = cse318*cse71
    cse440 = cse316*cse71
    cse441 = cse308 - cse311 - cse439 - cse440
    cse442 = cse329*cse71
    cse443 = cse328*cse71
    cse444 = -cse322 + cse324 - cse442 - cse443
    cse445 = -cse308 + cse311 + cse439 + cse440
    cse446 = cse322 - cse324 + cse442 + cse443
    cse447 = cse441*lam_14 + cse444*lam_13 + cse445*lam_11 + cse446*lam_10 + lam_16*(cse189*cse304 + cse300*(cse190 + cse191 - cse192 + cse193))
    cse448 = cse174*cse300 + cse304*cse88
    cse449 = cse278 + cse282
    cse450 = -cse293 + cse297
    cse451 = cse140 - cse202
    cse452 = -cse179 - cse180
    cse453 = cse307*cse85
    cse454 = 4.24999999799984*cse262
    cse455 = cse453 - cse454
    cse456 = -cse453 + cse454
    cse457 = cse233 - cse235
    cse458 = cse239 + cse241
    cse459 = cse329*cse85
    cse460 = cse261*cse310
    cse461 = cse317*cse71
    cse462 = 4.24999999799984*cse71
    cse463 = cse462*cse72
    cse464 = cse318*cse85
    cse465 = cse261*cse315
    cse466 = lam_10*(-cse464 - cse465) + lam_11*(cse459 + cse460) + lam_12*(-cse461 - cse463) + lam_13*(cse464 + cse465) + lam_14*(-cse459 - cse460) + lam_15*(cse461 + cse463) + lam_16*(cse300*(cse212*cse70 - cse213*cse70) + cse304*(-cse212*cse76 + cse213*cse76) + cse451*(cse187 - cse188))
    cse467 = cse462*cse77
    cse468 = cse307*cse71
    cse469 = cse305 - cse467 + cse468
    cse470 = -cse305 + cse467 - cse468
    cse471 = cse181*cse300 + cse185*cse304 + cse210*cse451
    cse472 = 6.146724109463331*cse77
    cse473 = 0.004726218041878896*cse72
    cse474 = cse360*v_thetad_link2
    cse475 = cse358*v_thetad_link2
    cse476 = 0.004726218041878896*cse77
    cse477 = 6.146724109463331*cse72
    cse478 = cse360*v_psid_link2
    cse479 = cse358*v_psid_link2
    cse480 = 4.24999999799984*cse261
    cse481 = cse317*cse85
    cse482 = -cse480 - cse481
    cse483 = cse480 + cse481
    cse484 = cse189*cse300 + cse194*cse304 + cse214*cse451
    cse485 = math.cos(q_psi_link3)
    cse486 = math.sin(q_theta_link3)
    cse487 = 0.8804585470401622*cse486
    cse488 = math.cos(q_theta_link3)
    cse489 = 0.4741231347908751*cse488
    cse490 = -cse485*cse487 + cse489
    cse491 = cse485*cse486
    cse492 = 0.008804585470401622*cse491
    cse493 = 0.004741231347908751*cse488
    cse494 = -cse492 + cse493
    cse495 = math.sin(q_psi_link3)
    cse496 = cse495**2
    cse497 = cse486**2
    cse498 = 0.8804585470401622*cse495
    cse499 = cse490*v_phid_link3
    cse500 = cse498*v_thetad_link3 + cse499 + 0.4741231347908751*v_psid_link3
    cse501 = cse495*cse500
    cse502 = 0.01*cse501
    cse503 = cse486*cse495
    cse504 = cse503*v_phid_link3
    cse505 = 0.01*v_thetad_link3
    cse506 = cse485*cse505 + 0.01*cse504
    cse507 = cse490*cse506
    cse508 = cse495*v_thetad_link3
    cse509 = 4.54*cse499 + 3.9972818035623368*cse508 + 2.1525190319505727*v_psid_link3
    cse510 = 1.0*cse495
    cse511 = cse486*cse510
    cse512 = cse486*v_phid_link3
    cse513 = 1.0*cse485
    cse514 = -cse510*cse512 - cse513*v_thetad_link3
    cse515 = cse514*(2.1525190319505727*cse488 - 3.9972818035623368*cse491)
    cse516 = cse486*cse502 + cse507 - cse509*cse511 + cse515
    cse517 = 0.4741231347908751*cse486
    cse518 = 0.8804585470401622*cse488
    cse519 = cse485*cse517 + cse518
    cse520 = 0.004741231347908751*v_thetad_link3
    cse521 = cse519*v_phid_link3
    cse522 = 0.008804585470401622*v_psid_link3
    cse523 = -cse495*cse520 + 0.01*cse521 + cse522
    cse524 = 0.004741231347908751*cse486
    cse525 = 0.008804585470401622*cse488
    cse526 = 4.54*cse495
    cse527 = cse526*v_thetad_link3
    cse528 = cse488*cse527
    cse529 = 4.54*cse491
    cse530 = cse529*v_psid_link3
    cse531 = cse490*cse523 + cse500*(cse485*cse524 + cse525) + cse528 + cse530
    cse532 = cse514*(-3.9972818035623368*cse488 - 2.1525190319505727*cse491)
    cse533 = 2.1525190319505727*v_thetad_link3
    cse534 = cse495*cse533 - 4.54*cse521 - 3.9972818035623368*v_psid_link3
    cse535 = cse485*cse525
    cse536 = -cse503*cse522 - cse511*cse534 + cse524*v_thetad_link3 + cse532 + cse535*v_thetad_link3
    cse537 = math.sin(q_phi_link3)
    cse538 = 3.2576966240486005*cse537
    cse539 = cse495*cse538
    cse540 = -cse539
    cse541 = math.cos(q_phi_link3)
    cse542 = 3.2576966240486005*cse541
    cse543 = cse485*cse542
    cse544 = cse488*cse543
    cse545 = 1.7542555987262378*cse486
    cse546 = cse541*cse545
    cse547 = cse544 + cse546
    cse548 = cse540 + cse547
    cse549 = cse495*cse542
    cse550 = -cse549
    cse551 = cse485*cse538
    cse552 = cse488*cse551
    cse553 = -cse552
    cse554 = cse537*cse545
    cse555 = cse553 - cse554
    cse556 = cse550 + cse555
    cse557 = -cse544
    cse558 = -cse546 + cse557
    cse559 = cse539 + cse558
    cse560 = cse552 + cse554
    cse561 = cse549 + cse560
    cse562 = 0.8804585470401622*cse537
    cse563 = -cse495*cse562
    cse564 = cse517*cse541
    cse565 = cse518*cse541
    cse566 = cse485*cse565
    cse567 = cse564 + cse566
    cse568 = 0.4741231347908751*cse495
    cse569 = cse537*cse568
    cse570 = cse487*cse541
    cse571 = cse489*cse541
    cse572 = -cse485*cse571
    cse573 = cse570 + cse572
    cse574 = cse491*cse526
    cse575 = 0.01*cse500
    cse576 = 3.9972818035623368*cse514
    cse577 = cse485*cse575 + cse495*cse576 + cse498*cse506 - cse509*cse513
    cse578 = cse488*cse526
    cse579 = cse526*v_psid_link3
    cse580 = cse498*cse523 - 0.004741231347908751*cse501 + cse578*v_phid_link3 - cse579
    cse581 = 2.1525190319505727*cse514
    cse582 = cse485*cse534
    cse583 = cse524*v_phid_link3
    cse584 = cse485*cse522
    cse585 = cse535*v_phid_link3
    cse586 = cse495*cse581 - 1.0*cse582 + cse583 - cse584 + cse585
    cse587 = cse485*cse489 - cse487
    cse588 = cse587*v_phid_link3
    cse589 = 4.54*cse514
    cse590 = cse488*v_phid_link3
    cse591 = cse510*cse590
    cse592 = v_phid_link3*v_thetad_link3
    cse593 = cse525*v_phid_link3
    cse594 = -cse492*cse592 + cse493*cse592 - cse495*cse593*v_psid_link3 - cse534*cse591 - cse588*cse589
    cse595 = cse500*cse506 + cse509*cse514
    cse596 = -cse504*cse522 + cse514*cse534 + cse583*v_thetad_link3 - cse584*v_thetad_link3 + cse585*v_thetad_link3
    cse597 = -cse485*cse518 - cse517
    cse598 = cse597*v_phid_link3
    cse599 = 4.54*cse485*cse590*v_psid_link3 - cse512*cse527 + cse523*cse598 + cse575*cse588
    cse600 = cse500*cse523 + cse528*v_phid_link3 + cse530*v_phid_link3 - cse579*v_thetad_link3
    cse601 = cse510*cse600
    cse602 = cse506*cse598
    cse603 = cse502*cse590 - cse509*cse591 + cse589*cse598 + cse602
    cse604 = -cse524 - cse535
    cse605 = cse486*cse496
    cse606 = cse485*cse578
    cse607 = 0.002247927469439263*cse486
    cse608 = -cse607
    cse609 = 0.004174457663761009*cse485
    cse610 = cse488*cse609
    cse611 = cse491*cse538
    cse612 = 1.7542555987262378*cse488
    cse613 = cse537*cse612
    cse614 = -cse611 + cse613
    cse615 = cse489*cse537
    cse616 = cse487*cse537
    cse617 = cse491*cse542
    cse618 = cse541*cse612
    cse619 = -cse617 + cse618
    cse620 = cse617 - cse618
    cse621 = cse611 - cse613
    cse622 = cse518*cse537
    cse623 = cse517*cse537
    cse624 = cse614*lam_11 + cse619*lam_10 + cse620*lam_7 + cse621*lam_8 + lam_5*(cse485*cse623 + cse622) + lam_6*(-cse485*cse616 + cse615)
    cse625 = 0.002247927469439263*cse488
    cse626 = cse486*cse609
    cse627 = 0.4741231347908751*cse506 + cse581
    cse628 = 0.008804585470401622*cse500
    cse629 = 0.4741231347908751*cse523 - cse527 + cse529*v_phid_link3 + cse628
    cse630 = cse485*v_thetad_link3
    cse631 = 0.008804585470401622*cse495
    cse632 = -cse512*cse631 - cse576 - 0.008804585470401622*cse630
    cse633 = 0.004174457663761009*cse495
    cse634 = cse486*cse633
    cse635 = 0.8804585470401622*cse485
    cse636 = 4.54*cse485**2
    cse637 = cse486*cse636 - 4.532247927469439*cse605
    cse638 = cse491*v_phid_link3
    cse639 = 1.0*cse508 - 1.0*cse638
    cse640 = cse534*cse639
    cse641 = cse514*(cse485*cse533 + 2.1525190319505727*cse504)
    cse642 = cse508*cse522 - cse508*cse593 - cse522*cse638 + cse640 + cse641
    cse643 = cse495*cse517
    cse644 = cse487*cse495
    cse645 = cse635*v_thetad_link3 + cse644*v_phid_link3
    cse646 = 4.54*cse630
    cse647 = cse500*(-cse485*cse520 - cse495*cse583) - cse512*cse579 + cse523*cse645 + cse590*cse646 - cse646*v_psid_link3
    cse648 = cse500*(-cse495*cse505 + 0.01*cse638)
    cse649 = cse506*cse645
    cse650 = cse509*cse639
    cse651 = cse514*(3.9972818035623368*cse504 + 3.9972818035623368*cse630)
    cse652 = cse648 + cse649 + cse650 + cse651
    cse653 = cse490*cse631
    cse654 = cse485*cse495
    cse655 = cse488*cse549
    cse656 = -cse551 - cse655
    cse657 = cse488*cse539
    cse658 = -cse543 + cse657
    cse659 = cse551 + cse655
    cse660 = cse543 - cse657
    cse661 = 0.8804585470401622*cse541
    cse662 = 0.4741231347908751*cse485
    cse663 = cse656*lam_10 + cse658*lam_8 + cse659*lam_7 + cse660*lam_11 + lam_5*(cse495*cse615 - cse541*cse662) + lam_6*(cse485*cse661 - cse495*cse622)
    cse664 = -cse485*cse615 - cse541*cse568 + cse616
    cse665 = cse485*cse622 + cse495*cse661 + cse623
    cse666 = 3.2576966240486005*cse491
    cse667 = 3.2576966240486005*cse488
    cse668 = cse495*cse667
    cse669 = cse486*cse539
    cse670 = cse486*cse549
    cse671 = cse495*cse564*lam_5 - cse495*cse570*lam_6 + cse668*lam_12 - cse668*lam_9 + cse669*lam_10 - cse669*lam_7 - cse670*lam_11 + cse670*lam_8
    cse672 = -cse485*cse564 - cse565
    cse673 = cse485*cse570 - cse571
    cse674 = cse485*cse667
    cse675 = cse545 + cse674
    cse676 = -cse545 - cse674
    cse677 = 0.004174457663761008*cse485
    cse678 = 0.004174457663761008*cse495
    cse679 = cse609*v_psid_link3
    cse680 = cse633*v_psid_link3
    cse681 = cse495*v_phid_link3
    cse682 = -cse495*cse571 - cse537*cse662
    cse683 = cse485*cse562 + cse495*cse565
    cse684 = 3.2576966240486005*cse503
    cse685 = -cse684
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
        cse1*cse4 + cse33*cse34 + cse35*(cse106 + lam_16*(cse100*cse94 + cse88*(cse63 + cse69)) + lam_17*(cse37**2*cse58*cse59 - cse37*cse46*cse58*cse62 - cse44*cse53 + cse60*cse61)) - h*(-cse12*cse32 + cse23*cse5 + cse29*cse6),  # [3, 3]
        cse108 + cse35*(a_3*(cse115*cse116 + 8.0*cse116*cse33) - a_4*cse117 + cse0*(cse10*cse17 + cse20*cse21) + cse119*cse5 + cse12*cse121 - cse123*cse5 - cse125*cse6 - cse126*cse5 + cse149) - h*(cse109*cse5 + cse112*cse6 - cse114*cse12),  # [3, 4]
        cse35*(-a_3*cse152*cse34 - cse118*cse6 - cse12*cse122 + cse12*cse156 - cse153*cse154 + cse154*cse4 - cse157*cse6 - cse158*cse5 + cse170) - h*(-cse12*cse151 + cse150*cse6),  # [3, 5]
        cse177,  # [3, 9]
        cse186,  # [3, 10]
        cse195,  # [3, 11]
        cse43,  # [3, 18]
        cse169,  # [3, 19]
        cse102,  # [3, 31]
        cse196,  # [3, 32]
        cse197,  # [3, 34]
        cse198,  # [3, 35]
        cse108 + cse149*cse35 - h*(cse2*cse32 + cse29*cse8),  # [4, 3]
        cse115 + cse153 + cse35*(-a_3*cse117 + cse101*lam_14 - cse103*lam_13 - cse121*cse2 - cse125*cse8 + cse201 - cse56*lam_0 + cse66*lam_1 + lam_16*(cse100*cse93 + cse203*(-cse140 + cse202) + cse69*cse88) + lam_17*(cse129**2*cse59 - cse129*cse136*cse62 - cse53*(cse199 + cse37*cse40) + cse61*(cse40*cse46 + cse45))) - h*(cse112*cse8 + cse114*cse2),  # [4, 4]
        cse35*(4.0*a_4*cse152 - cse119 + cse123 - cse153*cse204 - cse156*cse2 - cse157*cse8 + cse204*cse4 + cse206) - h*(cse150*cse8 + cse151*cse2),  # [4, 5]
        cse208,  # [4, 9]
        cse211,  # [4, 10]
        cse215,  # [4, 11]
        cse216,  # [4, 18]
        cse144,  # [4, 19]
        cse217,  # [4, 31]
        cse147,  # [4, 32]
        cse218,  # [4, 33]
        cse219,  # [4, 34]
        cse220,  # [4, 35]
        cse170*cse35 - cse23*h,  # [5, 3]
        -cse109*h + cse35*(-cse126 + cse206),  # [5, 4]
        cse35*(cse106 - cse158 + cse201 + lam_16*(cse100*(cse89 + cse92) + cse202*cse203 + cse88*(cse63 + cse68)) + lam_17*(cse160**2*cse59 - cse160*cse162*cse62 - cse53*(cse199 + cse44) + cse61*(cse45 + cse60))),  # [5, 5]
        cse222,  # [5, 9]
        cse224,  # [5, 10]
        cse225,  # [5, 11]
        cse161,  # [5, 18]
        cse105,  # [5, 19]
        cse163,  # [5, 31]
        cse226,  # [5, 32]
        cse227,  # [5, 33]
        cse228,  # [5, 34]
        cse229,  # [5, 35]
        1.0,  # [6, 6]
        1,  # [6, 28]
        1,  # [6, 31]
        1.0,  # [7, 7]
        1,  # [7, 29]
        1,  # [7, 32]
        1.0,  # [8, 8]
        1,  # [8, 30]
        1,  # [8, 33]
        cse177,  # [9, 3]
        cse208,  # [9, 4]
        cse222,  # [9, 5]
        cse232*cse238 + cse244*cse247 + cse35*(cse320*lam_14 + cse331*lam_13 + cse335*lam_11 + cse339*lam_10 + lam_16*(cse174*cse304 + cse300*(cse302 + cse303))) - h*(cse203*cse268 + cse232*cse285 + cse247*cse299),  # [9, 9]
        cse238*cse257 + cse244*cse250 + cse35*(a_10*(cse250*cse362 + cse257*cse364) + a_11*(cse357 - cse359 - cse361) + a_9*(cse232*cse364 + cse238*cse363 + cse244*cse365 + cse247*cse362) - cse203*cse383 - cse210*cse386 - cse232*cse385 - cse247*cse374 - cse363*cse378 - cse365*cse377 + cse398) - h*(cse203*cse344 + cse232*cse350 + cse247*cse355),  # [9, 10]
        cse35*(a_10*(cse238*cse409 + cse244*cse410 + cse250*cse408 + cse257*cse407) + a_11*(-cse412 + cse414) + a_9*(cse232*cse407 + cse238*cse415 + cse244*cse427 + cse247*cse408) - cse203*cse438 - cse214*cse386 - cse232*cse433 - cse247*cse426 - cse377*cse427 - cse378*cse415 + cse447) - cse358*cse85 - cse360*cse85 + cse399 - h*(cse203*cse402 + cse232*cse404 + cse247*cse406),  # [9, 11]
        cse335,  # [9, 28]
        cse331,  # [9, 29]
        cse320,  # [9, 31]
        cse339,  # [9, 32]
        cse448,  # [9, 34]
        cse186,  # [10, 3]
        cse211,  # [10, 4]
        cse224,  # [10, 5]
        cse232*cse449 + cse247*cse450 + cse35*cse398 - h*(cse250*cse299 + cse257*cse285 + cse268*cse269),  # [10, 9]
        cse250*cse450 + cse257*cse449 + cse35*(a_9*(cse363*cse449 + cse365*cse450) - cse250*cse374 - cse257*cse385 - cse269*cse383 + cse314*lam_14 + cse327*lam_13 + cse333*lam_11 + cse337*lam_10 + lam_12*(cse389 + cse456) + lam_15*(-cse389 + cse455) + lam_16*(cse172*cse304 + cse300*cse302 + cse451*(-cse178 + cse452))) - h*(cse250*cse355 + cse257*cse350 + cse269*cse344),  # [10, 10]
        cse35*(a_10*(cse250*cse458 + cse257*cse457 + cse409*cse449 + cse410*cse450) + a_11*(cse358 + cse360) + a_9*(cse232*cse457 + cse247*cse458 + cse415*cse449 + cse427*cse450) - cse250*cse426 - cse257*cse433 - cse269*cse438 - cse377*cse410 - cse378*cse409 - cse386*cse421 + cse466) - cse411 + cse413 - h*(cse250*cse406 + cse257*cse404 + cse269*cse402),  # [10, 11]
        cse396,  # [10, 28]
        cse391,  # [10, 29]
        cse469,  # [10, 30]
        cse395,  # [10, 31]
        cse397,  # [10, 32]
        cse470,  # [10, 33]
        cse471,  # [10, 34]
        cse195,  # [11, 3]
        cse215,  # [11, 4]
        cse225,  # [11, 5]
        cse35*cse447 + cse399 - cse472*cse85 - cse473*cse85 - h*(0.245431060332383*cse254 + 0.245431060332383*cse263 + 0.245431060332383*cse265 + 0.245431060332383*cse267 + 0.6140258560576402*cse273 + 0.6140258560576402*cse274 + 0.7501572120007941*cse287 + 0.7501572120007941*cse288 + cse356*v_thetad_link2 + cse412*v_psid_link2 - cse414*v_psid_link2 + cse474*cse71 + cse475*cse71),  # [11, 9]
        cse35*(a_9*(cse357 - cse472*cse71 - cse473*cse71) - cse366*cse403 - 0.7501572120007941*cse367 - cse368*cse399 + cse369*cse474 + cse369*cse475 - cse371*cse411 + cse371*cse413 - cse372*cse400 + cse372*cse401 + cse379*cse405 - 0.245431060332383*cse380 - 0.245431060332383*cse381 - 0.6140258560576402*cse384 + cse466) + cse476 - cse477 - h*(0.245431060332383*cse340 + 0.245431060332383*cse341 + 0.245431060332383*cse342 + 0.245431060332383*cse343 + 0.6140258560576402*cse345 + 0.6140258560576402*cse346 + 0.7501572120007941*cse351 + 0.7501572120007941*cse352 + cse356*v_phid_link2 + cse359*v_phid_link2 + cse361*v_phid_link2 - cse478 - cse479),  # [11, 10]
        cse35*(a_10*(cse472 + cse473) + a_9*(cse476*cse85 - cse477*cse85) + cse369*cse478 + cse369*cse479 + cse411*cse424 - cse411*cse425 - cse413*cse424 + cse413*cse425 - 0.7501572120007941*cse419 - 0.7501572120007941*cse423 - 0.6140258560576402*cse431 - 0.6140258560576402*cse432 - 0.245431060332383*cse434 - 0.245431060332383*cse435 - 0.245431060332383*cse436 - 0.245431060332383*cse437 + cse455*lam_15 + cse456*lam_12 + lam_10*(cse336 + cse338) + lam_11*(cse332 + cse334) + lam_13*(cse326 + cse330) + lam_14*(cse313 + cse319) + lam_16*(cse300*(cse301 + cse303) + cse304*(cse171 + cse173) + cse451*cse452)) - h*(0.15070101692372578*cse253 + 2.168404344971009e-19*cse260 + 0.1841118799573391*cse264 + 0.46061592427660025*cse272 + 0.46061592427660025*cse286 + cse412*v_phid_link2 - cse414*v_phid_link2 - cse474 - cse475) + 6.981694727207446,  # [11, 11]
        cse445,  # [11, 28]
        cse444,  # [11, 29]
        cse482,  # [11, 30]
        cse441,  # [11, 31]
        cse446,  # [11, 32]
        cse483,  # [11, 33]
        cse484,  # [11, 34]
        1.0,  # [12, 12]
        -1,  # [12, 25]
        -1,  # [12, 28]
        1.0,  # [13, 13]
        -1,  # [13, 26]
        -1,  # [13, 29]
        1.0,  # [14, 14]
        -1,  # [14, 27]
        -1,  # [14, 30]
        cse35*(cse548*lam_11 + cse556*lam_10 + cse559*lam_8 + cse561*lam_7 + lam_5*(cse569 + cse573) + lam_6*(cse563 + cse567)) + cse490*cse494 + 4.54*cse496*cse497 - h*(cse490*cse536 - cse511*cse531 + cse516*cse519),  # [15, 15]
        cse35*(a_15*(9.08*cse488*cse605 + cse490*cse604 + cse494*cse597) + a_16*(cse498*cse604 + cse606) + a_17*(cse608 - cse610) + cse488*cse601 - cse490*cse594 + cse511*cse599 - cse519*cse603 - cse587*cse595 - cse596*cse597 + cse624) + cse494*cse498 + cse574 - h*(cse490*cse586 - cse511*cse580 + cse519*cse577),  # [15, 16]
        cse35*(a_15*(cse486*cse653 + cse494*cse644 + 9.08*cse497*cse654) + a_16*(cse494*cse635 + cse637) + a_17*cse634 - cse490*cse642 + 1.0*cse491*cse600 + cse511*cse647 - cse519*cse652 + cse595*cse643 - cse596*cse644 + cse663) + cse625 - cse626 - h*(cse490*cse632 - cse511*cse629 + cse519*cse627),  # [15, 17]
        cse664,  # [15, 23]
        cse665,  # [15, 24]
        cse559,  # [15, 25]
        cse556,  # [15, 26]
        cse548,  # [15, 28]
        cse561,  # [15, 29]
        cse35*cse624 + cse574 + cse653 - h*(cse498*cse536 - cse513*cse531 - cse516*cse568),  # [16, 15]
        cse35*(a_15*(cse597*cse631 + cse606) - cse498*cse594 + cse513*cse599 + cse547*lam_11 + cse555*lam_10 + cse558*lam_8 + cse560*lam_7 + cse567*lam_6 + cse568*cse603 + cse573*lam_5 + lam_12*(-cse612 + cse666) + lam_9*(cse612 - cse666)) + 0.007752072530560736*cse496 + cse636 - h*(cse498*cse586 - cse513*cse580 - cse568*cse577),  # [16, 16]
        cse35*(a_15*(0.008804585470401622*cse485*cse490 + cse637) - 9.064495854938878*a_16*cse654 + a_17*cse609 - cse498*cse642 + cse513*cse647 + cse568*cse652 + cse595*cse662 - cse596*cse635 - cse601 + cse671) + cse633 - h*(cse498*cse632 - cse513*cse629 - cse568*cse627),  # [16, 17]
        cse672,  # [16, 23]
        cse673,  # [16, 24]
        cse621,  # [16, 25]
        cse619,  # [16, 26]
        cse675,  # [16, 27]
        cse614,  # [16, 28]
        cse620,  # [16, 29]
        cse676,  # [16, 30]
        cse35*cse663 - cse486*cse677 + cse625 - h*(cse503*cse628 + 0.8804585470401622*cse507 - cse509*cse644 + 0.8804585470401622*cse515 + 0.4741231347908751*cse532 - cse534*cse643 + cse607*v_thetad_link3 + cse610*v_thetad_link3 - cse634*v_psid_link3),  # [17, 15]
        cse35*(a_15*(-cse488*cse677 + cse608) + cse489*cse534*cse681 - cse501*cse593 + cse509*cse518*cse681 - cse576*cse598 + cse581*cse588 + cse590*cse680 - cse592*cse625 + cse592*cse626 - 0.8804585470401622*cse602 + cse671) + cse678 - h*(cse485*cse628 + 0.7752072530560736*cse495*cse506 + 4.539999999999999*cse495*cse514 - cse509*cse635 - 0.4741231347908751*cse582 + cse607*v_phid_link3 + cse610*v_phid_link3 - cse679),  # [17, 16]
        cse35*(a_15*cse486*cse678 + a_16*cse677 + cse488*cse592*cse633 + cse512*cse679 - 0.4741231347908751*cse640 - 0.4741231347908751*cse641 - 0.8804585470401622*cse648 - 0.8804585470401622*cse649 - 0.8804585470401622*cse650 - 0.8804585470401622*cse651 + cse666*lam_12 - cse666*lam_9 - cse680*v_thetad_link3 + lam_10*(cse550 + cse553) + lam_11*(cse540 + cse544) + lam_5*(cse569 + cse572) + lam_6*(cse563 + cse566) + lam_7*(cse549 + cse552) + lam_8*(cse539 + cse557)) - h*(0.41744576637610087*cse506 - cse512*cse633 - 2.220446049250313e-16*cse514 - cse609*v_thetad_link3) + 0.002247927469439263,  # [17, 17]
        cse682,  # [17, 23]
        cse683,  # [17, 24]
        cse658,  # [17, 25]
        cse656,  # [17, 26]
        cse685,  # [17, 27]
        cse660,  # [17, 28]
        cse659,  # [17, 29]
        cse684,  # [17, 30]
        cse43,  # [18, 3]
        cse216,  # [18, 4]
        cse161,  # [18, 5]
        cse169,  # [19, 3]
        cse144,  # [19, 4]
        cse105,  # [19, 5]
        -1,  # [20, 0]
        -1,  # [21, 1]
        -1,  # [22, 2]
        cse664,  # [23, 15]
        cse672,  # [23, 16]
        cse682,  # [23, 17]
        cse665,  # [24, 15]
        cse673,  # [24, 16]
        cse683,  # [24, 17]
        -1,  # [25, 12]
        cse559,  # [25, 15]
        cse621,  # [25, 16]
        cse658,  # [25, 17]
        -1,  # [26, 13]
        cse556,  # [26, 15]
        cse619,  # [26, 16]
        cse656,  # [26, 17]
        -1,  # [27, 14]
        cse675,  # [27, 16]
        cse685,  # [27, 17]
        1,  # [28, 6]
        cse335,  # [28, 9]
        cse396,  # [28, 10]
        cse445,  # [28, 11]
        -1,  # [28, 12]
        cse548,  # [28, 15]
        cse614,  # [28, 16]
        cse660,  # [28, 17]
        1,  # [29, 7]
        cse331,  # [29, 9]
        cse391,  # [29, 10]
        cse444,  # [29, 11]
        -1,  # [29, 13]
        cse561,  # [29, 15]
        cse620,  # [29, 16]
        cse659,  # [29, 17]
        1,  # [30, 8]
        cse469,  # [30, 10]
        cse482,  # [30, 11]
        -1,  # [30, 14]
        cse676,  # [30, 16]
        cse684,  # [30, 17]
        -1,  # [31, 0]
        cse102,  # [31, 3]
        cse217,  # [31, 4]
        cse163,  # [31, 5]
        1,  # [31, 6]
        cse320,  # [31, 9]
        cse395,  # [31, 10]
        cse441,  # [31, 11]
        -1,  # [32, 1]
        cse196,  # [32, 3]
        cse147,  # [32, 4]
        cse226,  # [32, 5]
        1,  # [32, 7]
        cse339,  # [32, 9]
        cse397,  # [32, 10]
        cse446,  # [32, 11]
        -1,  # [33, 2]
        cse218,  # [33, 4]
        cse227,  # [33, 5]
        1,  # [33, 8]
        cse470,  # [33, 10]
        cse483,  # [33, 11]
        cse197,  # [34, 3]
        cse219,  # [34, 4]
        cse228,  # [34, 5]
        cse448,  # [34, 9]
        cse471,  # [34, 10]
        cse484,  # [34, 11]
        cse198,  # [35, 3]
        cse220,  # [35, 4]
        cse229,  # [35, 5]
    )
    return out



def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        dv: increment in velocity coordinates (e.g. h v) (18).
        a: accelerations (time derivative of v) (18).
        lam: Lagrange multipliers, one per constraint row (18).
        t: time.
        p: parameters (0).
        hq: sensitivity of positions to accelerations (beta' h^2).
        hv: sensitivity of velocities to accelerations (gamma' h).

    Returns:
        ndarray of shape (36, 36), 212 nonzero.
    """
    # 2401 operations after common subexpression elimination
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, q_phi_link2, q_theta_link2, q_psi_link2,
        _, _, _, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, _, _,
        _, v_phid_link2, v_thetad_link2, v_psid_link2,
        _, _, _, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, a_3,
        a_4, _, _, _,
        _, a_9, a_10, a_11,
        _, _, _, a_15,
        a_16, a_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

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

    cse0 = math.sin(q_theta_rotor)
    cse1 = cse0**2
    cse2 = math.sin(q_psi_rotor)
    cse3 = cse2**2
    cse4 = 2.0*cse3
    cse5 = math.cos(q_psi_rotor)
    cse6 = cse5**2
    cse7 = 4.0*cse1
    cse8 = math.cos(q_theta_rotor)
    cse9 = cse0*cse2
    cse10 = cse9*v_phid_rotor
    cse11 = cse5*v_thetad_rotor
    cse12 = cse10 + cse11
    cse13 = 2.0*cse12
    cse14 = cse0*cse5
    cse15 = cse14*v_phid_rotor
    cse16 = 2.0*cse15
    cse17 = cse2*v_thetad_rotor
    cse18 = 2.0*cse17
    cse19 = cse16 - cse18
    cse20 = 4.0*cse10
    cse21 = 4.0*cse11
    cse22 = cse20 + cse21
    cse23 = -cse15 + cse17
    cse24 = 4.0*cse23
    cse25 = cse13*cse14 - cse14*cse22 + cse19*cse9 + cse24*cse9
    cse26 = cse8*v_phid_rotor
    cse27 = 4.0*cse26
    cse28 = 4.0*v_psid_rotor
    cse29 = -cse27 - cse28
    cse30 = 2.0*v_psid_rotor
    cse31 = -cse14*cse29 - cse14*cse30 - cse18*cse8 - cse24*cse8
    cse32 = 2.0*cse26
    cse33 = cse30 + cse32
    cse34 = cse13*cse8 + cse21*cse8 - cse28*cse9 + cse33*cse9
    cse35 = math.pi*t
    cse36 = math.sin(cse35)
    cse37 = math.cos(q_phi_rotor)
    cse38 = cse37*cse5
    cse39 = cse38*cse8
    cse40 = math.sin(q_phi_rotor)
    cse41 = cse2*cse40
    cse42 = cse39 - cse41
    cse43 = cse36*cse42
    cse44 = cse14*cse36
    cse45 = math.cos(cse35)
    cse46 = -cse39 + cse41
    cse47 = -cse44 + cse45*cse46
    cse48 = cse14*cse45
    cse49 = cse36*cse46 + cse48 + 1
    cse50 = cse49**(-2)
    cse51 = 2*cse50
    cse52 = cse47*cse51
    cse53 = cse2*cse37
    cse54 = cse40*cse5
    cse55 = cse54*cse8
    cse56 = cse53 + cse55
    cse57 = cse56**2
    cse58 = 4*cse47/cse49**3
    cse59 = cse42*cse45
    cse60 = 2/cse49
    cse61 = 4*cse50
    cse62 = 0.6617538733301699*cse38
    cse63 = 0.7497211555855399*cse0
    cse64 = cse40*cse63
    cse65 = 0.6617538733301699*cse41
    cse66 = cse65*cse8
    cse67 = -cse66
    cse68 = -cse64 + cse67
    cse69 = math.sin(q_phi_link2)
    cse70 = math.cos(q_theta_link2)
    cse71 = math.cos(q_psi_link2)
    cse72 = 0.9286809290620163*cse71
    cse73 = cse70*cse72
    cse74 = cse69*cse73
    cse75 = math.cos(q_phi_link2)
    cse76 = math.sin(q_psi_link2)
    cse77 = 0.9286809290620163*cse76
    cse78 = cse75*cse77
    cse79 = 0.27805633713446004*cse71
    cse80 = cse75*cse79
    cse81 = 0.27805633713446004*cse76
    cse82 = cse70*cse81
    cse83 = cse69*cse82
    cse84 = math.sin(q_theta_link2)
    cse85 = 0.245431060332383*cse84
    cse86 = cse69*cse85
    cse87 = -cse74 - cse78 + cse80 - cse83 + cse86
    cse88 = 0.6617538733301699*cse54
    cse89 = cse37*cse63
    cse90 = 0.6617538733301699*cse53
    cse91 = cse8*cse90
    cse92 = cse89 + cse91
    cse93 = cse88 + cse92
    cse94 = cse73*cse75
    cse95 = cse75*cse82
    cse96 = cse69*cse77
    cse97 = cse75*cse85
    cse98 = cse69*cse79
    cse99 = cse94 + cse95 - cse96 - cse97 + cse98
    cse100 = 2*cse39
    cse101 = cse100 - 2*cse41
    cse102 = cse41*cse8
    cse103 = 2*cse55
    cse104 = 2*cse53
    cse105 = -cse53 - cse55
    cse106 = cse101*lam_14 + cse105*lam_0 + lam_1*(cse102 - cse38) + lam_13*(-cse103 - cse104)
    cse107 = 2.0*cse2
    cse108 = -cse107*cse14
    cse109 = -cse13*cse2 + cse19*cse5 + cse2*cse22 + cse24*cse5
    cse110 = cse2*cse29 + cse2*cse30 - cse2*cse32
    cse111 = cse27*cse5 - cse28*cse5 + cse33*cse5
    cse112 = 4.0*cse3
    cse113 = cse0*cse8
    cse114 = cse5*cse8
    cse115 = cse107*cse114
    cse116 = -cse10*cse28 - cse11*cse28 + cse12*cse33 + cse21*cse26
    cse117 = cse116*cse5
    cse118 = cse2*cse26
    cse119 = cse0*v_phid_rotor
    cse120 = -cse118*cse28 + cse118*cse33 - cse119*cse13 - cse119*cse21
    cse121 = -cse15*cse30 + cse17*cse30 - cse17*cse32 + cse23*cse29
    cse122 = cse121*cse2
    cse123 = cse26*cse5
    cse124 = cse119*cse18 + cse119*cse24 - cse123*cse29 - cse123*cse30
    cse125 = cse118*cse19 + cse118*cse24 + cse123*cse13 - cse123*cse22
    cse126 = cse0*cse38
    cse127 = cse114*cse45 + cse126*cse36
    cse128 = cse127*cse51
    cse129 = cse45*cse56
    cse130 = cse36*cse56
    cse131 = cse0*cse54
    cse132 = cse36*cse52
    cse133 = -cse114*cse36 + cse126*cse45
    cse134 = cse133*cse51
    cse135 = cse45*cse60
    cse136 = 2*cse131
    cse137 = 0.7497211555855399*cse8
    cse138 = cse137*cse37
    cse139 = cse0*cse90
    cse140 = -cse0*cse65 + cse137*cse40
    cse141 = 2*cse38
    cse142 = cse0*cse141
    cse143 = cse0*cse53
    cse144 = -cse126*lam_0 - cse136*lam_14 - cse142*lam_13 + cse143*lam_1 + lam_16*(cse140*cse99 + cse87*(cse138 - cse139)) + lam_17*(cse127*cse130*cse58 - cse128*cse129 - cse130*cse134 + cse131*cse132 - cse131*cse135)
    cse145 = -cse16 + cse18 - cse24
    cse146 = cse13 - cse20 - cse21
    cse147 = cse2*cse5
    cse148 = 2.0*cse6
    cse149 = a_4*cse0
    cse150 = cse15 - cse17
    cse151 = 4.0*cse17
    cse152 = -cse15*cse28 + cse150*cse33 - cse151*cse26 + cse17*cse28
    cse153 = cse10*cse30 + cse11*cse30 - cse11*cse32 + cse12*cse29
    cse154 = cse12*cse22 + cse12*(-2.0*cse10 - 2.0*cse11) + cse150*cse19 + cse23*(4.0*cse15 - cse151)
    cse155 = cse53*cse8
    cse156 = cse155 + cse54
    cse157 = cse156*cse36 - cse45*cse9
    cse158 = cse157*cse58
    cse159 = -cse102 + cse38
    cse160 = cse156*cse45 + cse36*cse9
    cse161 = -2*cse102 + cse141
    cse162 = cse62*cse8
    cse163 = cse8*cse88 + cse90
    cse164 = 2*cse155
    cse165 = 2*cse54
    cse166 = -cse155 - cse54
    cse167 = cse161*lam_14 + cse166*lam_0 + cse46*lam_1 + lam_13*(-cse164 - cse165) + lam_16*(cse163*cse99 + cse87*(cse162 - cse65)) + lam_17*(-cse129*cse157*cse51 + cse130*cse158 - cse130*cse160*cse51 - cse132*cse159 + cse135*cse159)
    cse168 = -cse94 - cse95
    cse169 = cse168 + cse97
    cse170 = cse96 - cse98
    cse171 = cse169 + cse170
    cse172 = -cse62 + cse64 + cse66
    cse173 = hq*lam_16
    cse174 = cse173*(cse171*cse93 + cse172*cse87)
    cse175 = 0.245431060332383*cse70
    cse176 = cse81*cse84
    cse177 = cse72*cse84
    cse178 = cse175*cse69 + cse176*cse69 + cse177*cse69
    cse179 = cse175*cse75
    cse180 = cse176*cse75
    cse181 = cse177*cse75
    cse182 = -cse179 - cse180 - cse181
    cse183 = cse173*(cse172*cse182 + cse178*cse93)
    cse184 = cse70*cse79
    cse185 = cse70*cse77
    cse186 = -cse184*cse69 + cse185*cse69 - cse72*cse75 - cse75*cse81
    cse187 = cse69*cse81
    cse188 = cse69*cse72
    cse189 = cse184*cse75
    cse190 = cse185*cse75
    cse191 = -cse187 - cse188 + cse189 - cse190
    cse192 = cse173*(cse172*cse191 + cse186*cse93)
    cse193 = cse103 + cse104
    cse194 = cse172*cse99 + cse87*cse93
    cse195 = -cse130*cse52 + cse135*cse56
    cse196 = -cse48
    cse197 = 2*lam_15
    cse198 = cse14*cse197
    cse199 = 0.6617538733301699*cse2
    cse200 = cse0*cse199
    cse201 = cse175 + cse176 + cse177
    cse202 = a_3*cse0
    cse203 = cse2*cse8
    cse204 = cse0*cse41
    cse205 = -cse0*cse104*lam_14 + cse131*lam_1 + cse197*cse203 + cse204*lam_0 + 2*cse204*lam_13 + lam_16*(cse0*cse62*cse99 - cse0*cse87*cse88 - 0.6617538733301699*cse114*cse201) + lam_17*(cse127*cse158 - cse128*cse160 - cse134*cse157 - cse52*(-cse143*cse36 - cse203*cse45) + cse60*(-cse143*cse45 + cse203*cse36))
    cse206 = -cse138 + cse139
    cse207 = cse173*(cse140*cse171 + cse206*cse87)
    cse208 = -cse199*cse8 - cse63
    cse209 = cse73 + cse82 - cse85
    cse210 = cse173*(cse140*cse178 + cse182*cse206 + cse208*cse209)
    cse211 = cse79*cse84
    cse212 = cse77*cse84
    cse213 = cse211 - cse212
    cse214 = cse173*(cse140*cse186 + cse191*cse206 + cse208*cse213)
    cse215 = -cse131
    cse216 = -cse136
    cse217 = -2*cse114
    cse218 = cse140*cse87 + cse201*cse208 + cse206*cse99
    cse219 = -cse127*cse52 + cse133*cse60
    cse220 = -cse162 + cse65
    cse221 = cse173*(cse163*cse171 + cse220*cse87)
    cse222 = 0.6617538733301699*cse14
    cse223 = cse173*(cse163*cse178 + cse182*cse220 - cse209*cse222)
    cse224 = cse173*(cse163*cse186 + cse191*cse220 - cse213*cse222)
    cse225 = cse164 + cse165
    cse226 = 2*cse9
    cse227 = cse163*cse87 - cse201*cse222 + cse220*cse99
    cse228 = -cse157*cse52 + cse160*cse60
    cse229 = 0.003264544402314339*cse71
    cse230 = cse229*cse84
    cse231 = 8.199617440259882*cse76
    cse232 = cse231*cse84
    cse233 = 9.301949428809847*cse70
    cse234 = -cse230 - cse232 + cse233
    cse235 = 0.00026326970986405957*cse71
    cse236 = 0.6612594709887001*cse76
    cse237 = -cse235*cse84 - cse236*cse84 + 0.7501572120007941*cse70
    cse238 = 0.3708795797635267*cse71
    cse239 = 0.6967213111475148*cse76
    cse240 = -cse238*cse84 + cse239*cse84 + 0.6140258560576402*cse70
    cse241 = 0.0037087957976352673*cse71
    cse242 = cse241*cse84
    cse243 = 0.0069672131114751484*cse76
    cse244 = cse243*cse84
    cse245 = 0.006140258560576401*cse70
    cse246 = -cse242 + cse244 + cse245
    cse247 = 0.6612594709887001*cse71
    cse248 = 0.00026326970986405957*cse76
    cse249 = -cse247 + cse248
    cse250 = cse249*v_thetad_link2
    cse251 = cse237*v_phid_link2
    cse252 = -0.01*cse250 - 0.01*cse251 - 0.007501572120007941*v_psid_link2
    cse253 = cse240*cse252
    cse254 = 0.6967213111475148*cse71
    cse255 = 0.3708795797635267*cse76
    cse256 = cse254 + cse255
    cse257 = cse256*v_thetad_link2
    cse258 = cse240*v_phid_link2
    cse259 = cse257 + cse258 + 0.6140258560576402*v_psid_link2
    cse260 = cse71*cse84
    cse261 = cse76*cse84
    cse262 = cse259*(2.632697098640596e-06*cse260 + 0.006612594709887001*cse261 - 0.007501572120007941*cse70)
    cse263 = 12.4*cse257 + 12.4*cse258 + 7.613920615114738*v_psid_link2
    cse264 = cse237*cse263
    cse265 = cse250 + cse251 + 0.7501572120007941*v_psid_link2
    cse266 = cse265*(-4.5989067890677315*cse260 + 8.639344258229183*cse261 + 7.613920615114738*cse70)
    cse267 = cse253 + cse262 + cse264 + cse266
    cse268 = -cse77 + cse79
    cse269 = cse268*v_thetad_link2
    cse270 = cse201*v_phid_link2
    cse271 = -12.4*cse269 - 12.4*cse270 - 3.043345148121549*v_psid_link2
    cse272 = cse237*cse271
    cse273 = cse265*(-11.515643520369002*cse260 - 3.447898580467305*cse261 - 3.043345148121549*cse70)
    cse274 = 0.006140258560576401*cse84
    cse275 = cse274*v_thetad_link2
    cse276 = cse243*cse70
    cse277 = cse276*v_thetad_link2
    cse278 = 0.0069672131114751484*cse71
    cse279 = cse278*cse84
    cse280 = cse279*v_psid_link2
    cse281 = cse241*cse70
    cse282 = cse281*v_thetad_link2
    cse283 = 0.0037087957976352673*cse76
    cse284 = cse283*cse84
    cse285 = cse284*v_psid_link2
    cse286 = cse272 + cse273 + cse275 - cse277 - cse280 + cse282 - cse285
    cse287 = 0.01*cse269 + 0.01*cse270 + 0.00245431060332383*v_psid_link2
    cse288 = cse240*cse287
    cse289 = cse259*(0.009286809290620163*cse260 + 0.0027805633713446003*cse261 + 0.00245431060332383*cse70)
    cse290 = 9.301949428809847*cse84
    cse291 = cse290*v_thetad_link2
    cse292 = cse231*cse70
    cse293 = 8.199617440259882*cse71
    cse294 = cse293*cse84
    cse295 = cse294*v_psid_link2
    cse296 = cse229*v_thetad_link2
    cse297 = cse296*cse70
    cse298 = 0.003264544402314339*cse76
    cse299 = cse298*cse84
    cse300 = cse288 + cse289 + cse291 + cse292*v_thetad_link2 + cse295 + cse297 - cse299*v_psid_link2
    cse301 = -0.6617538733301699*cse159 + cse64
    cse302 = cse74 + cse83
    cse303 = cse302 - cse86
    cse304 = cse78 - cse80
    cse305 = -0.6617538733301699*cse156 - cse89
    cse306 = 3.7455577219516045*cse84
    cse307 = cse306*cse75
    cse308 = 2.2623654365575128*cse75
    cse309 = cse308*cse71
    cse310 = cse309*cse70
    cse311 = 4.24999999799984*cse75
    cse312 = cse311*cse76
    cse313 = cse312*cse70
    cse314 = cse310 - cse313
    cse315 = cse307 + cse314
    cse316 = 4.24999999799984*cse69
    cse317 = cse316*cse71
    cse318 = 2.2623654365575128*cse69
    cse319 = cse318*cse76
    cse320 = -cse317 - cse319
    cse321 = cse315 + cse320
    cse322 = cse306*cse69
    cse323 = cse318*cse71
    cse324 = cse323*cse70
    cse325 = cse316*cse76
    cse326 = cse325*cse70
    cse327 = -cse324 + cse326
    cse328 = -cse322 + cse327
    cse329 = cse311*cse71
    cse330 = cse308*cse76
    cse331 = -cse329 - cse330
    cse332 = cse328 + cse331
    cse333 = -cse310 + cse313
    cse334 = -cse307 + cse333
    cse335 = cse317 + cse319
    cse336 = cse334 + cse335
    cse337 = cse324 - cse326
    cse338 = cse322 + cse337
    cse339 = cse329 + cse330
    cse340 = cse338 + cse339
    cse341 = cse259*(0.006612594709887001*cse71 - 2.632697098640596e-06*cse76)
    cse342 = cse252*cse256
    cse343 = cse249*cse263
    cse344 = cse265*(8.639344258229183*cse71 + 4.5989067890677315*cse76)
    cse345 = cse341 + cse342 + cse343 + cse344
    cse346 = cse249*cse271
    cse347 = cse265*(-3.447898580467305*cse71 + 11.515643520369002*cse76)
    cse348 = cse241*v_psid_link2
    cse349 = cse243*v_psid_link2 + cse274*v_phid_link2 - cse276*v_phid_link2 + cse281*v_phid_link2 + cse346 + cse347 - cse348
    cse350 = cse256*cse287
    cse351 = cse259*(0.0027805633713446003*cse71 - 0.009286809290620163*cse76)
    cse352 = cse229*cse70
    cse353 = -cse229*v_psid_link2 - cse231*v_psid_link2 + cse290*v_phid_link2 + cse292*v_phid_link2 + cse350 + cse351 + cse352*v_phid_link2
    cse354 = 6.981694727207446*cse84
    cse355 = -cse354
    cse356 = 6.146724109463332*cse76
    cse357 = cse356*cse70
    cse358 = 0.004726218041878897*cse71
    cse359 = cse358*cse70
    cse360 = -cse290 - cse292 - cse352
    cse361 = -cse238*cse70 + cse239*cse70 - 0.6140258560576402*cse84
    cse362 = -cse274 + cse276 - cse281
    cse363 = -cse235*cse70 - cse236*cse70 - 0.7501572120007941*cse84
    cse364 = cse361*v_phid_link2
    cse365 = cse287*cse364
    cse366 = v_phid_link2*v_thetad_link2
    cse367 = v_phid_link2*v_psid_link2
    cse368 = cse367*cse70
    cse369 = cse84*v_phid_link2
    cse370 = cse209*v_phid_link2
    cse371 = 0.01*cse259
    cse372 = -cse232*cse366 + cse233*cse366 + cse293*cse368 - cse296*cse369 - cse298*cse368 + cse365 + cse370*cse371
    cse373 = cse299*v_phid_link2
    cse374 = cse231*v_thetad_link2
    cse375 = cse259*cse287 + cse291*v_phid_link2 + cse292*cse366 + cse295*v_phid_link2 - cse296*v_psid_link2 + cse297*v_phid_link2 - cse373*v_psid_link2 - cse374*v_psid_link2
    cse376 = cse243*v_thetad_link2
    cse377 = cse265*cse271 + cse275*v_phid_link2 - cse277*v_phid_link2 - cse280*v_phid_link2 + cse282*v_phid_link2 - cse285*v_phid_link2 - cse348*v_thetad_link2 + cse376*v_psid_link2
    cse378 = cse363*v_phid_link2
    cse379 = cse252*cse364
    cse380 = cse263*cse378
    cse381 = 12.4*cse265
    cse382 = cse364*cse381 - cse371*cse378 + cse379 + cse380
    cse383 = cse271*cse378
    cse384 = -cse242*cse366 + cse244*cse366 + cse245*cse366 - cse278*cse368 - cse283*cse368 - cse370*cse381 + cse383
    cse385 = cse252*cse259 + cse263*cse265
    cse386 = cse309*cse84
    cse387 = cse312*cse84
    cse388 = 3.7455577219516045*cse70
    cse389 = cse388*cse75
    cse390 = -cse386 + cse387 + cse389
    cse391 = cse323*cse84
    cse392 = cse325*cse84
    cse393 = cse388*cse69
    cse394 = -cse391 + cse392 + cse393
    cse395 = cse391 - cse392 - cse393
    cse396 = cse386 - cse387 - cse389
    cse397 = cse390*lam_13 + cse394*lam_14 + cse395*lam_11 + cse396*lam_10 + lam_16*(cse178*cse305 + cse301*(cse179 + cse180 + cse181))
    cse398 = 6.981694727207446*cse70
    cse399 = cse356*cse84
    cse400 = 0.007501572120007941*cse259
    cse401 = 7.613920615114738*cse265
    cse402 = 0.6140258560576402*cse252 + 0.7501572120007941*cse263 - cse400 + cse401
    cse403 = 3.043345148121549*cse265
    cse404 = -cse241*v_thetad_link2 + 0.7501572120007941*cse271 - cse279*v_phid_link2 - cse284*v_phid_link2 + cse376 - cse403
    cse405 = 0.00245431060332383*cse259
    cse406 = 0.6140258560576402*cse287 + cse294*v_phid_link2 - cse296 - cse373 - cse374 + cse405
    cse407 = cse279 + cse284
    cse408 = -cse294 + cse299
    cse409 = cse238 - cse239
    cse410 = cse235 + cse236
    cse411 = 6.146724109463332*cse71
    cse412 = cse411*cse84
    cse413 = 0.004726218041878897*cse76
    cse414 = cse413*cse84
    cse415 = cse254*cse84 + cse255*cse84
    cse416 = cse415*v_phid_link2
    cse417 = cse409*v_thetad_link2
    cse418 = cse416 + cse417
    cse419 = cse287*cse418
    cse420 = cse213*v_phid_link2
    cse421 = -cse72 - cse81
    cse422 = cse421*v_thetad_link2
    cse423 = cse259*(0.01*cse420 + 0.01*cse422)
    cse424 = v_psid_link2*v_thetad_link2
    cse425 = cse366*cse70
    cse426 = -cse230*cse367 - cse232*cse367 - cse293*cse424 + cse293*cse425 + cse298*cse424 - cse298*cse425 + cse419 + cse423
    cse427 = -cse247*cse84 + cse248*cse84
    cse428 = cse427*v_phid_link2
    cse429 = cse410*v_thetad_link2
    cse430 = cse428 + cse429
    cse431 = cse271*cse430
    cse432 = cse265*(-12.4*cse420 - 12.4*cse422)
    cse433 = -cse242*cse367 + cse244*cse367 + cse278*cse424 - cse278*cse425 + cse283*cse424 - cse283*cse425 + cse431 + cse432
    cse434 = cse259*(-0.01*cse428 - 0.01*cse429)
    cse435 = cse252*cse418
    cse436 = cse263*cse430
    cse437 = cse265*(12.4*cse416 + 12.4*cse417)
    cse438 = cse434 + cse435 + cse436 + cse437
    cse439 = cse319*cse70
    cse440 = cse317*cse70
    cse441 = cse309 - cse312 - cse439 - cse440
    cse442 = cse330*cse70
    cse443 = cse329*cse70
    cse444 = -cse323 + cse325 - cse442 - cse443
    cse445 = -cse309 + cse312 + cse439 + cse440
    cse446 = cse323 - cse325 + cse442 + cse443
    cse447 = cse441*lam_14 + cse444*lam_13 + cse445*lam_11 + cse446*lam_10 + lam_16*(cse186*cse305 + cse301*(cse187 + cse188 - cse189 + cse190))
    cse448 = cse171*cse301 + cse305*cse87
    cse449 = cse278 + cse283
    cse450 = -cse293 + cse298
    cse451 = cse137 - cse200
    cse452 = -cse176 - cse177
    cse453 = 2.2623654365575128*cse260
    cse454 = 4.24999999799984*cse261
    cse455 = cse453 - cse454
    cse456 = -cse453 + cse454
    cse457 = cse241 - cse243
    cse458 = cse229 + cse231
    cse459 = cse330*cse84
    cse460 = cse329*cse84
    cse461 = 2.2623654365575128*cse76
    cse462 = cse461*cse70
    cse463 = 4.24999999799984*cse71
    cse464 = cse463*cse70
    cse465 = cse319*cse84
    cse466 = cse317*cse84
    cse467 = lam_10*(-cse465 - cse466) + lam_11*(cse459 + cse460) + lam_12*(-cse462 - cse464) + lam_13*(cse465 + cse466) + lam_14*(-cse459 - cse460) + lam_15*(cse462 + cse464) + lam_16*(cse301*(cse211*cse69 - cse212*cse69) + cse305*(-cse211*cse75 + cse212*cse75) + cse451*(cse184 - cse185))
    cse468 = 4.24999999799984*cse70*cse76
    cse469 = 2.2623654365575128*cse70*cse71
    cse470 = cse306 - cse468 + cse469
    cse471 = -cse306 + cse468 - cse469
    cse472 = cse178*cse301 + cse182*cse305 + cse209*cse451
    cse473 = 6.146724109463331*cse76
    cse474 = 0.004726218041878896*cse71
    cse475 = cse358*v_thetad_link2
    cse476 = 0.004726218041878896*cse76
    cse477 = 6.146724109463331*cse71
    cse478 = cse358*v_psid_link2
    cse479 = cse356*v_psid_link2
    cse480 = cse463*cse84
    cse481 = cse461*cse84
    cse482 = -cse480 - cse481
    cse483 = cse480 + cse481
    cse484 = cse186*cse301 + cse191*cse305 + cse213*cse451
    cse485 = math.cos(q_psi_link3)
    cse486 = math.sin(q_theta_link3)
    cse487 = 0.8804585470401622*cse486
    cse488 = math.cos(q_theta_link3)
    cse489 = 0.4741231347908751*cse488
    cse490 = -cse485*cse487 + cse489
    cse491 = cse485*cse486
    cse492 = 0.008804585470401622*cse491
    cse493 = 0.004741231347908751*cse488
    cse494 = -cse492 + cse493
    cse495 = math.sin(q_psi_link3)
    cse496 = cse495**2
    cse497 = cse486**2
    cse498 = 0.8804585470401622*cse495
    cse499 = cse490*v_phid_link3
    cse500 = cse498*v_thetad_link3 + cse499 + 0.4741231347908751*v_psid_link3
    cse501 = 0.01*cse500
    cse502 = cse486*cse495
    cse503 = cse486*v_phid_link3
    cse504 = cse495*cse503
    cse505 = cse485*v_thetad_link3
    cse506 = 0.01*cse504 + 0.01*cse505
    cse507 = cse490*cse506
    cse508 = cse495*v_thetad_link3
    cse509 = 4.54*cse499 + 3.9972818035623368*cse508 + 2.1525190319505727*v_psid_link3
    cse510 = 1.0*cse495
    cse511 = cse486*cse510
    cse512 = 1.0*cse485
    cse513 = -cse511*v_phid_link3 - cse512*v_thetad_link3
    cse514 = cse513*(2.1525190319505727*cse488 - 3.9972818035623368*cse491)
    cse515 = cse501*cse502 + cse507 - cse509*cse511 + cse514
    cse516 = 0.4741231347908751*cse486
    cse517 = cse485*cse516
    cse518 = 0.8804585470401622*cse488
    cse519 = cse517 + cse518
    cse520 = 0.004741231347908751*cse495
    cse521 = cse519*v_phid_link3
    cse522 = 0.008804585470401622*v_psid_link3
    cse523 = -cse520*v_thetad_link3 + 0.01*cse521 + cse522
    cse524 = 0.004741231347908751*cse486
    cse525 = 0.008804585470401622*cse488
    cse526 = 4.54*cse495
    cse527 = cse526*v_thetad_link3
    cse528 = cse488*cse527
    cse529 = 4.54*cse491
    cse530 = cse529*v_psid_link3
    cse531 = cse490*cse523 + cse500*(cse485*cse524 + cse525) + cse528 + cse530
    cse532 = cse513*(-3.9972818035623368*cse488 - 2.1525190319505727*cse491)
    cse533 = 2.1525190319505727*v_thetad_link3
    cse534 = cse495*cse533 - 4.54*cse521 - 3.9972818035623368*v_psid_link3
    cse535 = cse485*cse525
    cse536 = -cse502*cse522 - cse511*cse534 + cse524*v_thetad_link3 + cse532 + cse535*v_thetad_link3
    cse537 = math.sin(q_phi_link3)
    cse538 = 3.2576966240486005*cse495
    cse539 = cse537*cse538
    cse540 = -cse539
    cse541 = math.cos(q_phi_link3)
    cse542 = 3.2576966240486005*cse485
    cse543 = cse488*cse542
    cse544 = cse541*cse543
    cse545 = 1.7542555987262378*cse486
    cse546 = cse541*cse545
    cse547 = cse544 + cse546
    cse548 = cse540 + cse547
    cse549 = cse538*cse541
    cse550 = -cse549
    cse551 = cse537*cse543
    cse552 = -cse551
    cse553 = cse537*cse545
    cse554 = cse552 - cse553
    cse555 = cse550 + cse554
    cse556 = -cse544
    cse557 = -cse546 + cse556
    cse558 = cse539 + cse557
    cse559 = cse551 + cse553
    cse560 = cse549 + cse559
    cse561 = cse516*cse541
    cse562 = cse518*cse541
    cse563 = cse485*cse562
    cse564 = -cse498*cse537 + cse563
    cse565 = cse487*cse541
    cse566 = 0.4741231347908751*cse495
    cse567 = cse485*cse489
    cse568 = -cse541*cse567
    cse569 = cse537*cse566 + cse568
    cse570 = cse491*cse526
    cse571 = 3.9972818035623368*cse513
    cse572 = cse485*cse501 + cse495*cse571 + cse498*cse506 - cse509*cse512
    cse573 = cse488*cse526
    cse574 = cse526*v_psid_link3
    cse575 = cse498*cse523 - cse500*cse520 + cse573*v_phid_link3 - cse574
    cse576 = 2.1525190319505727*cse513
    cse577 = cse524*v_phid_link3
    cse578 = -cse485*cse522 + cse495*cse576 - cse512*cse534 + cse535*v_phid_link3 + cse577
    cse579 = -cse487 + cse567
    cse580 = cse579*v_phid_link3
    cse581 = 4.54*cse513
    cse582 = cse488*v_phid_link3
    cse583 = cse510*cse582
    cse584 = v_phid_link3*v_thetad_link3
    cse585 = cse495*v_phid_link3
    cse586 = cse488*cse585
    cse587 = -cse492*cse584 + cse493*cse584 - cse522*cse586 - cse534*cse583 - cse580*cse581
    cse588 = cse500*cse506 + cse509*cse513
    cse589 = -cse504*cse522 - cse505*cse522 + cse513*cse534 + cse535*cse584 + cse577*v_thetad_link3
    cse590 = -cse485*cse518 - cse516
    cse591 = cse590*v_phid_link3
    cse592 = 4.54*v_psid_link3
    cse593 = cse485*cse582*cse592 + cse501*cse580 - cse503*cse527 + cse523*cse591
    cse594 = cse500*cse523 + cse528*v_phid_link3 + cse530*v_phid_link3 - cse574*v_thetad_link3
    cse595 = cse510*cse594
    cse596 = cse506*cse591
    cse597 = cse501*cse586 - cse509*cse583 + cse581*cse591 + cse596
    cse598 = -cse524 - cse535
    cse599 = cse486*cse496
    cse600 = cse485*cse573
    cse601 = 0.002247927469439263*cse486
    cse602 = -cse601
    cse603 = 0.004174457663761009*cse485
    cse604 = cse488*cse603
    cse605 = 3.2576966240486005*cse491
    cse606 = cse537*cse605
    cse607 = 1.7542555987262378*cse488
    cse608 = cse537*cse607
    cse609 = -cse606 + cse608
    cse610 = cse489*cse537
    cse611 = cse487*cse537
    cse612 = cse541*cse605
    cse613 = cse541*cse607
    cse614 = -cse612 + cse613
    cse615 = cse612 - cse613
    cse616 = cse606 - cse608
    cse617 = cse518*cse537
    cse618 = cse609*lam_11 + cse614*lam_10 + cse615*lam_7 + cse616*lam_8 + lam_5*(cse517*cse537 + cse617) + lam_6*(-cse485*cse611 + cse610)
    cse619 = 0.002247927469439263*cse488
    cse620 = 0.4741231347908751*cse506 + cse576
    cse621 = 0.008804585470401622*cse500
    cse622 = 0.4741231347908751*cse523 - cse527 + cse529*v_phid_link3 + cse621
    cse623 = 0.008804585470401622*cse495
    cse624 = -cse503*cse623 - 0.008804585470401622*cse505 - cse571
    cse625 = 0.004174457663761009*cse495
    cse626 = 0.8804585470401622*cse485
    cse627 = 4.54*cse485**2
    cse628 = cse486*cse627 - 4.532247927469439*cse599
    cse629 = -cse503*cse512 + 1.0*cse508
    cse630 = cse534*cse629
    cse631 = cse513*(cse485*cse533 + 2.1525190319505727*cse504)
    cse632 = cse491*v_phid_link3
    cse633 = cse508*cse522 - cse508*cse525*v_phid_link3 - cse522*cse632 + cse630 + cse631
    cse634 = cse495*cse516
    cse635 = cse487*cse495
    cse636 = cse626*v_thetad_link3 + cse635*v_phid_link3
    cse637 = cse500*(-cse495*cse577 - 0.004741231347908751*cse505) - cse503*cse574 + 4.54*cse505*cse582 - cse505*cse592 + cse523*cse636
    cse638 = cse500*(-0.01*cse508 + 0.01*cse632)
    cse639 = cse506*cse636
    cse640 = cse509*cse629
    cse641 = cse513*(3.9972818035623368*cse504 + 3.9972818035623368*cse505)
    cse642 = cse638 + cse639 + cse640 + cse641
    cse643 = cse490*cse623
    cse644 = cse485*cse495
    cse645 = cse488*cse549
    cse646 = cse537*cse542
    cse647 = -cse645 - cse646
    cse648 = cse488*cse539
    cse649 = cse541*cse542
    cse650 = cse648 - cse649
    cse651 = cse645 + cse646
    cse652 = -cse648 + cse649
    cse653 = 0.4741231347908751*cse485
    cse654 = cse647*lam_10 + cse650*lam_8 + cse651*lam_7 + cse652*lam_11 + lam_5*(cse495*cse610 - cse541*cse653) + lam_6*(-cse495*cse617 + cse541*cse626)
    cse655 = -cse537*cse567 - cse541*cse566 + cse611
    cse656 = cse485*cse617 + cse498*cse541 + cse516*cse537
    cse657 = cse488*cse538
    cse658 = cse486*cse538
    cse659 = cse537*cse658
    cse660 = cse541*cse658
    cse661 = cse495*cse561*lam_5 - cse495*cse565*lam_6 + cse657*lam_12 - cse657*lam_9 + cse659*lam_10 - cse659*lam_7 - cse660*lam_11 + cse660*lam_8
    cse662 = -cse517*cse541 - cse562
    cse663 = cse489*cse541
    cse664 = cse485*cse565 - cse663
    cse665 = cse543 + cse545
    cse666 = -cse543 - cse545
    cse667 = 0.004174457663761008*cse485
    cse668 = cse603*v_thetad_link3
    cse669 = cse625*v_psid_link3
    cse670 = 0.004174457663761008*cse495
    cse671 = cse603*v_psid_link3
    cse672 = -cse495*cse663 - cse537*cse653
    cse673 = cse495*cse562 + cse537*cse626
    cse674 = -cse658
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
        cse1*cse4 + cse6*cse7 + hq*(cse106 + lam_16*(cse87*(cse62 + cse68) + cse93*cse99) + lam_17*(cse36**2*cse57*cse58 - cse36*cse45*cse57*cse61 - cse43*cse52 + cse59*cse60)) - hv*(-cse14*cse34 + cse25*cse8 + cse31*cse9),  # [3, 3]
        cse108 + hq*(a_3*(cse112*cse113 + 8.0*cse113*cse6) - a_4*cse115 + cse0*(cse12*cse19 + cse22*cse23) + cse117*cse8 + cse120*cse14 - cse122*cse8 - cse124*cse9 - cse125*cse8 + cse144) - hv*(cse109*cse8 + cse110*cse9 - cse111*cse14),  # [3, 4]
        hq*(-a_3*cse147*cse7 - cse116*cse9 - cse121*cse14 + cse14*cse152 - cse148*cse149 + cse149*cse4 - cse153*cse9 - cse154*cse8 + cse167) - hv*(-cse14*cse146 + cse145*cse9),  # [3, 5]
        cse174,  # [3, 9]
        cse183,  # [3, 10]
        cse192,  # [3, 11]
        cse42,  # [3, 18]
        cse166,  # [3, 19]
        cse101,  # [3, 31]
        cse193,  # [3, 32]
        cse194,  # [3, 34]
        cse195,  # [3, 35]
        cse108 + cse144*hq - hv*(cse2*cse34 + cse31*cse5),  # [4, 3]
        cse112 + cse148 + hq*(-a_3*cse115 + cse100*lam_14 + cse102*lam_1 - cse103*lam_13 - cse120*cse2 - cse124*cse5 + cse198 - cse55*lam_0 + lam_16*(cse201*(-cse137 + cse200) + cse68*cse87 + cse92*cse99) + lam_17*(cse127**2*cse58 - cse127*cse133*cse61 - cse52*(cse196 + cse36*cse39) + cse60*(cse39*cse45 + cse44))) - hv*(cse110*cse5 + cse111*cse2),  # [4, 4]
        hq*(4.0*a_4*cse147 - cse117 + cse122 - cse148*cse202 - cse152*cse2 - cse153*cse5 + cse202*cse4 + cse205) - hv*(cse145*cse5 + cse146*cse2),  # [4, 5]
        cse207,  # [4, 9]
        cse210,  # [4, 10]
        cse214,  # [4, 11]
        cse215,  # [4, 18]
        cse204,  # [4, 19]
        cse216,  # [4, 31]
        cse142,  # [4, 32]
        cse217,  # [4, 33]
        cse218,  # [4, 34]
        cse219,  # [4, 35]
        cse167*hq - cse25*hv,  # [5, 3]
        -cse109*hv + hq*(-cse125 + cse205),  # [5, 4]
        hq*(cse106 - cse154 + cse198 + lam_16*(cse200*cse201 + cse87*(cse62 + cse67) + cse99*(cse88 + cse91)) + lam_17*(cse157**2*cse58 - cse157*cse160*cse61 - cse52*(cse196 + cse43) + cse60*(cse44 + cse59))),  # [5, 5]
        cse221,  # [5, 9]
        cse223,  # [5, 10]
        cse224,  # [5, 11]
        cse159,  # [5, 18]
        cse105,  # [5, 19]
        cse161,  # [5, 31]
        cse225,  # [5, 32]
        cse226,  # [5, 33]
        cse227,  # [5, 34]
        cse228,  # [5, 35]
        1.0,  # [6, 6]
        1,  # [6, 28]
        1,  # [6, 31]
        1.0,  # [7, 7]
        1,  # [7, 29]
        1,  # [7, 32]
        1.0,  # [8, 8]
        1,  # [8, 30]
        1,  # [8, 33]
        cse174,  # [9, 3]
        cse207,  # [9, 4]
        cse221,  # [9, 5]
        cse234*cse237 + cse240*cse246 + hq*(cse321*lam_14 + cse332*lam_13 + cse336*lam_11 + cse340*lam_10 + lam_16*(cse171*cse305 + cse301*(cse303 + cse304))) - hv*(cse201*cse267 + cse237*cse300 + cse240*cse286),  # [9, 9]
        cse234*cse249 + cse246*cse256 + hq*(a_10*(cse249*cse360 + cse256*cse362) + a_11*(cse355 - cse357 - cse359) + a_9*(cse234*cse363 + cse237*cse360 + cse240*cse362 + cse246*cse361) - cse201*cse382 - cse209*cse385 - cse237*cse372 - cse240*cse384 - cse361*cse377 - cse363*cse375 + cse397) - hv*(cse201*cse345 + cse237*cse353 + cse240*cse349),  # [9, 10]
        -cse358*cse84 + cse398 - cse399 + hq*(a_10*(cse234*cse410 + cse246*cse409 + cse249*cse408 + cse256*cse407) + a_11*(-cse412 + cse414) + a_9*(cse234*cse427 + cse237*cse408 + cse240*cse407 + cse246*cse415) - cse201*cse438 - cse213*cse385 - cse237*cse426 - cse240*cse433 - cse375*cse427 - cse377*cse415 + cse447) - hv*(cse201*cse402 + cse237*cse406 + cse240*cse404),  # [9, 11]
        cse336,  # [9, 28]
        cse332,  # [9, 29]
        cse321,  # [9, 31]
        cse340,  # [9, 32]
        cse448,  # [9, 34]
        cse183,  # [10, 3]
        cse210,  # [10, 4]
        cse223,  # [10, 5]
        cse237*cse450 + cse240*cse449 + cse397*hq - hv*(cse249*cse300 + cse256*cse286 + cse267*cse268),  # [10, 9]
        cse249*cse450 + cse256*cse449 + hq*(a_9*(cse361*cse449 + cse363*cse450) - cse249*cse372 - cse256*cse384 - cse268*cse382 + cse315*lam_14 + cse328*lam_13 + cse334*lam_11 + cse338*lam_10 + lam_12*(cse388 + cse456) + lam_15*(-cse388 + cse455) + lam_16*(cse169*cse305 + cse301*cse303 + cse451*(-cse175 + cse452))) - hv*(cse249*cse353 + cse256*cse349 + cse268*cse345),  # [10, 10]
        -cse411 + cse413 + hq*(a_10*(cse249*cse458 + cse256*cse457 + cse409*cse449 + cse410*cse450) + a_11*(cse356 + cse358) + a_9*(cse237*cse458 + cse240*cse457 + cse415*cse449 + cse427*cse450) - cse249*cse426 - cse256*cse433 - cse268*cse438 - cse375*cse410 - cse377*cse409 - cse385*cse421 + cse467) - hv*(cse249*cse406 + cse256*cse404 + cse268*cse402),  # [10, 11]
        cse395,  # [10, 28]
        cse390,  # [10, 29]
        cse470,  # [10, 30]
        cse394,  # [10, 31]
        cse396,  # [10, 32]
        cse471,  # [10, 33]
        cse472,  # [10, 34]
        cse192,  # [11, 3]
        cse214,  # [11, 4]
        cse224,  # [11, 5]
        cse398 + cse447*hq - cse473*cse84 - cse474*cse84 - hv*(0.245431060332383*cse253 + 0.245431060332383*cse262 + 0.245431060332383*cse264 + 0.245431060332383*cse266 + 0.6140258560576402*cse272 + 0.6140258560576402*cse273 + 0.7501572120007941*cse288 + 0.7501572120007941*cse289 + cse354*v_thetad_link2 + cse357*v_thetad_link2 + cse412*v_psid_link2 - cse414*v_psid_link2 + cse475*cse70),  # [11, 9]
        cse476 - cse477 + hq*(a_9*(cse355 - cse473*cse70 - cse474*cse70) - cse364*cse403 - 0.7501572120007941*cse365 - cse366*cse398 + cse366*cse399 - cse368*cse411 + cse368*cse413 + cse369*cse475 - cse370*cse400 + cse370*cse401 + cse378*cse405 - 0.245431060332383*cse379 - 0.245431060332383*cse380 - 0.6140258560576402*cse383 + cse467) - hv*(0.245431060332383*cse341 + 0.245431060332383*cse342 + 0.245431060332383*cse343 + 0.245431060332383*cse344 + 0.6140258560576402*cse346 + 0.6140258560576402*cse347 + 0.7501572120007941*cse350 + 0.7501572120007941*cse351 + cse354*v_phid_link2 + cse357*v_phid_link2 + cse359*v_phid_link2 - cse478 - cse479),  # [11, 10]
        hq*(a_10*(cse473 + cse474) + a_9*(cse476*cse84 - cse477*cse84) + cse369*cse478 + cse369*cse479 + cse411*cse424 - cse411*cse425 - cse413*cse424 + cse413*cse425 - 0.7501572120007941*cse419 - 0.7501572120007941*cse423 - 0.6140258560576402*cse431 - 0.6140258560576402*cse432 - 0.245431060332383*cse434 - 0.245431060332383*cse435 - 0.245431060332383*cse436 - 0.245431060332383*cse437 + cse455*lam_15 + cse456*lam_12 + lam_10*(cse337 + cse339) + lam_11*(cse333 + cse335) + lam_13*(cse327 + cse331) + lam_14*(cse314 + cse320) + lam_16*(cse301*(cse302 + cse304) + cse305*(cse168 + cse170) + cse451*cse452)) - hv*(0.15070101692372578*cse252 + 2.168404344971009e-19*cse259 + 0.1841118799573391*cse263 + 0.46061592427660025*cse271 + 0.46061592427660025*cse287 - cse356*v_thetad_link2 + cse412*v_phid_link2 - cse414*v_phid_link2 - cse475) + 6.981694727207446,  # [11, 11]
        cse445,  # [11, 28]
        cse444,  # [11, 29]
        cse482,  # [11, 30]
        cse441,  # [11, 31]
        cse446,  # [11, 32]
        cse483,  # [11, 33]
        cse484,  # [11, 34]
        1.0,  # [12, 12]
        -1,  # [12, 25]
        -1,  # [12, 28]
        1.0,  # [13, 13]
        -1,  # [13, 26]
        -1,  # [13, 29]
        1.0,  # [14, 14]
        -1,  # [14, 27]
        -1,  # [14, 30]
        cse490*cse494 + 4.54*cse496*cse497 + hq*(cse548*lam_11 + cse555*lam_10 + cse558*lam_8 + cse560*lam_7 + lam_5*(cse565 + cse569) + lam_6*(cse561 + cse564)) - hv*(cse490*cse536 - cse511*cse531 + cse515*cse519),  # [15, 15]
        cse494*cse498 + cse570 + hq*(a_15*(9.08*cse488*cse599 + cse490*cse598 + cse494*cse590) + a_16*(cse498*cse598 + cse600) + a_17*(cse602 - cse604) + cse488*cse595 - cse490*cse587 + cse511*cse593 - cse519*cse597 - cse579*cse588 - cse589*cse590 + cse618) - hv*(cse490*cse578 - cse511*cse575 + cse519*cse572),  # [15, 16]
        -cse486*cse603 + cse619 + hq*(a_15*(cse486*cse643 + cse494*cse635 + 9.08*cse497*cse644) + a_16*(cse494*cse626 + cse628) + a_17*cse486*cse625 + cse486*cse512*cse594 - cse490*cse633 + cse511*cse637 - cse519*cse642 + cse588*cse634 - cse589*cse635 + cse654) - hv*(cse490*cse624 - cse511*cse622 + cse519*cse620),  # [15, 17]
        cse655,  # [15, 23]
        cse656,  # [15, 24]
        cse558,  # [15, 25]
        cse555,  # [15, 26]
        cse548,  # [15, 28]
        cse560,  # [15, 29]
        cse570 + cse618*hq + cse643 - hv*(cse498*cse536 - cse512*cse531 - cse515*cse566),  # [16, 15]
        0.007752072530560736*cse496 + cse627 + hq*(a_15*(cse590*cse623 + cse600) - cse498*cse587 + cse512*cse593 + cse547*lam_11 + cse554*lam_10 + cse557*lam_8 + cse559*lam_7 + cse566*cse597 + lam_12*(cse605 - cse607) + lam_5*(cse565 + cse568) + lam_6*(cse561 + cse563) + lam_9*(-cse605 + cse607)) - hv*(cse498*cse578 - cse512*cse575 - cse566*cse572),  # [16, 16]
        cse625 + hq*(a_15*(0.008804585470401622*cse485*cse490 + cse628) - 9.064495854938878*a_16*cse644 + a_17*cse603 - cse498*cse633 + cse512*cse637 + cse566*cse642 + cse588*cse653 - cse589*cse626 - cse595 + cse661) - hv*(cse498*cse624 - cse512*cse622 - cse566*cse620),  # [16, 17]
        cse662,  # [16, 23]
        cse664,  # [16, 24]
        cse616,  # [16, 25]
        cse614,  # [16, 26]
        cse665,  # [16, 27]
        cse609,  # [16, 28]
        cse615,  # [16, 29]
        cse666,  # [16, 30]
        -cse486*cse667 + cse619 + cse654*hq - hv*(-cse486*cse669 + cse488*cse668 + cse502*cse621 + 0.8804585470401622*cse507 - cse509*cse635 + 0.8804585470401622*cse514 + 0.4741231347908751*cse532 - cse534*cse634 + cse601*v_thetad_link3),  # [17, 15]
        cse670 + hq*(a_15*(-cse488*cse667 + cse602) + cse489*cse534*cse585 + cse503*cse668 + cse509*cse518*cse585 - cse571*cse591 + cse576*cse580 + cse582*cse669 - cse584*cse619 - cse586*cse621 - 0.8804585470401622*cse596 + cse661) - hv*(cse485*cse621 + 0.7752072530560736*cse495*cse506 + 4.539999999999999*cse495*cse513 - cse509*cse626 - cse534*cse653 + cse601*v_phid_link3 + cse604*v_phid_link3 - cse671),  # [17, 16]
        hq*(a_15*cse486*cse670 + a_16*cse667 + cse488*cse584*cse625 + cse503*cse671 + cse564*lam_6 + cse569*lam_5 + cse605*lam_12 - cse605*lam_9 - 0.4741231347908751*cse630 - 0.4741231347908751*cse631 - 0.8804585470401622*cse638 - 0.8804585470401622*cse639 - 0.8804585470401622*cse640 - 0.8804585470401622*cse641 - cse669*v_thetad_link3 + lam_10*(cse550 + cse552) + lam_11*(cse540 + cse544) + lam_7*(cse549 + cse551) + lam_8*(cse539 + cse556)) - hv*(-cse503*cse625 + 0.41744576637610087*cse506 - 2.220446049250313e-16*cse513 - cse668) + 0.002247927469439263,  # [17, 17]
        cse672,  # [17, 23]
        cse673,  # [17, 24]
        cse650,  # [17, 25]
        cse647,  # [17, 26]
        cse674,  # [17, 27]
        cse652,  # [17, 28]
        cse651,  # [17, 29]
        cse658,  # [17, 30]
        cse42,  # [18, 3]
        cse215,  # [18, 4]
        cse159,  # [18, 5]
        cse166,  # [19, 3]
        cse204,  # [19, 4]
        cse105,  # [19, 5]
        -1,  # [20, 0]
        -1,  # [21, 1]
        -1,  # [22, 2]
        cse655,  # [23, 15]
        cse662,  # [23, 16]
        cse672,  # [23, 17]
        cse656,  # [24, 15]
        cse664,  # [24, 16]
        cse673,  # [24, 17]
        -1,  # [25, 12]
        cse558,  # [25, 15]
        cse616,  # [25, 16]
        cse650,  # [25, 17]
        -1,  # [26, 13]
        cse555,  # [26, 15]
        cse614,  # [26, 16]
        cse647,  # [26, 17]
        -1,  # [27, 14]
        cse665,  # [27, 16]
        cse674,  # [27, 17]
        1,  # [28, 6]
        cse336,  # [28, 9]
        cse395,  # [28, 10]
        cse445,  # [28, 11]
        -1,  # [28, 12]
        cse548,  # [28, 15]
        cse609,  # [28, 16]
        cse652,  # [28, 17]
        1,  # [29, 7]
        cse332,  # [29, 9]
        cse390,  # [29, 10]
        cse444,  # [29, 11]
        -1,  # [29, 13]
        cse560,  # [29, 15]
        cse615,  # [29, 16]
        cse651,  # [29, 17]
        1,  # [30, 8]
        cse470,  # [30, 10]
        cse482,  # [30, 11]
        -1,  # [30, 14]
        cse666,  # [30, 16]
        cse658,  # [30, 17]
        -1,  # [31, 0]
        cse101,  # [31, 3]
        cse216,  # [31, 4]
        cse161,  # [31, 5]
        1,  # [31, 6]
        cse321,  # [31, 9]
        cse394,  # [31, 10]
        cse441,  # [31, 11]
        -1,  # [32, 1]
        cse193,  # [32, 3]
        cse142,  # [32, 4]
        cse225,  # [32, 5]
        1,  # [32, 7]
        cse340,  # [32, 9]
        cse396,  # [32, 10]
        cse446,  # [32, 11]
        -1,  # [33, 2]
        cse217,  # [33, 4]
        cse226,  # [33, 5]
        1,  # [33, 8]
        cse471,  # [33, 10]
        cse483,  # [33, 11]
        cse194,  # [34, 3]
        cse218,  # [34, 4]
        cse227,  # [34, 5]
        cse448,  # [34, 9]
        cse472,  # [34, 10]
        cse484,  # [34, 11]
        cse195,  # [35, 3]
        cse219,  # [35, 4]
        cse228,  # [35, 5]
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
    # 945 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(q_theta_rotor)
    cse1 = math.sin(q_phi_rotor)
    cse2 = math.cos(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(q_phi_rotor)
    cse6 = math.sin(q_psi_rotor)
    cse7 = cse5*cse6
    cse8 = cse4 + cse7
    cse9 = cse2*cse5
    cse10 = cse0*cse9
    cse11 = cse1*cse6
    cse12 = -cse10 + cse11
    cse13 = math.sin(q_theta_rotor)
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
    cse50 = math.sin(q_phi_link3)
    cse51 = math.cos(q_theta_link3)
    cse52 = math.sin(q_psi_link3)
    cse53 = 1.0*cse51*cse52
    cse54 = math.cos(q_phi_link3)
    cse55 = math.cos(q_psi_link3)
    cse56 = 1.0*cse55
    cse57 = cse50*cse53 - cse54*cse56
    cse58 = -cse50*cse56 - cse53*cse54
    cse59 = math.sin(q_theta_link3)
    cse60 = cse52*cse59
    cse61 = 1.0*cse60
    cse62 = -cse61
    cse63 = 0.4741231347908751*cse51
    cse64 = cse54*cse55
    cse65 = 0.4741231347908751*cse50
    cse66 = cse54*cse59
    cse67 = -cse52*cse65 + cse63*cse64 - 0.8804585470401622*cse66
    cse68 = cse55*cse59
    cse69 = 0.8804585470401622*cse51
    cse70 = 0.4741231347908751*cse68 + cse69
    cse71 = cse63 - 0.8804585470401622*cse68
    cse72 = 0.8804585470401622*cse52
    cse73 = cse50*cse72 - cse64*cse69 - 0.4741231347908751*cse66
    cse74 = -cse58*cse61 + cse67*cse70 + cse71*cse73
    cse75 = 3.2576966240486005*cse68
    cse76 = 1.7542555987262378*cse51
    cse77 = -cse75 + cse76
    cse78 = 3.2576966240486005*cse51
    cse79 = cse64*cse78
    cse80 = 1.7542555987262378*cse66
    cse81 = 3.2576966240486005*cse52
    cse82 = cse50*cse81
    cse83 = -cse79 - cse80 + cse82
    cse84 = 1.0*cse52**2*cse59**2 + cse70**2 + cse71**2
    cse85 = cse74*cse77 - cse83*cse84
    cse86 = cse50*cse55
    cse87 = cse78*cse86
    cse88 = cse50*cse59
    cse89 = 1.7542555987262378*cse88
    cse90 = cse54*cse81
    cse91 = cse87 + cse89 + cse90
    cse92 = 0.4741231347908751*cse52
    cse93 = -cse54*cse92 - cse63*cse86 + 0.8804585470401622*cse88
    cse94 = cse54*cse72 + cse59*cse65 + cse69*cse86
    cse95 = -cse57*cse61 + cse70*cse93 + cse71*cse94
    cse96 = -cse77*cse95 + cse84*cse91
    cse97 = -cse74*cse91 + cse83*cse95
    cse98 = -cse56*cse58 - cse67*cse92 + cse72*cse73
    cse99 = cse56*cse60 - cse70*cse92 + cse71*cse72
    cse100 = cse77*cse98 - cse83*cse99
    cse101 = -cse56*cse57 + cse72*cse94 - cse92*cse93
    cse102 = -cse101*cse77 + cse91*cse99
    cse103 = cse101*cse83 - cse91*cse98
    cse104 = 0.8804585470401622*cse70 + 0.4741231347908751*cse71
    cse105 = 0.8804585470401622*cse93 + 0.4741231347908751*cse94
    cse106 = cse104*cse91 - cse105*cse77
    cse107 = 0.8804585470401622*cse67 + 0.4741231347908751*cse73
    cse108 = -cse104*cse83 + cse107*cse77
    cse109 = cse105*cse83 - cse107*cse91
    cse110 = cse57*cse95 + cse58*cse74 - cse61*cse84
    cse111 = cse101*cse57 + cse58*cse98 - cse61*cse99
    cse112 = -cse104*cse61 + cse105*cse57 + cse107*cse58
    cse113 = cse71*cse84 + cse73*cse74 + cse94*cse95
    cse114 = cse101*cse94 + cse71*cse99 + cse73*cse98
    cse115 = cse104*cse71 + cse105*cse94 + cse107*cse73
    cse116 = cse67*cse74 + cse70*cse84 + cse93*cse95
    cse117 = cse101*cse93 + cse67*cse98 + cse70*cse99
    cse118 = cse104*cse70 + cse105*cse93 + cse107*cse67
    cse119 = math.cos(q_psi_link2)
    cse120 = math.sin(q_theta_link2)
    cse121 = cse119*cse120
    cse122 = math.sin(q_psi_link2)
    cse123 = cse120*cse122
    cse124 = math.cos(q_theta_link2)
    cse125 = -0.3708795797635267*cse121 + 0.6967213111475148*cse123 + 0.6140258560576402*cse124
    cse126 = cse125**2
    cse127 = 0.9286809290620163*cse121 + 0.27805633713446004*cse123 + 0.245431060332383*cse124
    cse128 = cse127**2
    cse129 = -0.00026326970986405957*cse121 - 0.6612594709887001*cse123 + 0.7501572120007941*cse124
    cse130 = cse129**2
    cse131 = cse126 + cse128 + cse130
    cse132 = -q_r_link2_y
    cse133 = cse79 + cse80 - cse82
    cse134 = cse132 + cse133 + q_r_link3_y
    cse135 = -q_r_link2_z
    cse136 = cse75 - cse76
    cse137 = cse135 + cse136 + q_r_link3_z
    cse138 = math.cos(q_phi_link2)
    cse139 = cse119*cse124
    cse140 = 0.3708795797635267*cse139
    cse141 = cse122*cse124
    cse142 = cse138*cse141
    cse143 = 0.6140258560576402*cse120
    cse144 = math.sin(q_phi_link2)
    cse145 = 0.6967213111475148*cse119
    cse146 = 0.3708795797635267*cse122
    cse147 = -cse138*cse140 - cse138*cse143 + 0.6967213111475148*cse142 + cse144*cse145 + cse144*cse146
    cse148 = cse125*cse147
    cse149 = 0.9286809290620163*cse139
    cse150 = 0.27805633713446004*cse141
    cse151 = 0.9286809290620163*cse122
    cse152 = 0.245431060332383*cse120
    cse153 = 0.27805633713446004*cse119
    cse154 = cse138*cse149 + cse138*cse150 - cse138*cse152 - cse144*cse151 + cse144*cse153
    cse155 = cse127*cse154
    cse156 = 0.00026326970986405957*cse139
    cse157 = 0.7501572120007941*cse120
    cse158 = 0.6612594709887001*cse119
    cse159 = 0.00026326970986405957*cse122
    cse160 = -cse138*cse156 - cse138*cse157 - 0.6612594709887001*cse142 - cse144*cse158 + cse144*cse159
    cse161 = cse129*cse160
    cse162 = cse148 + cse155 + cse161
    cse163 = cse131*cse134 - cse137*cse162
    cse164 = -q_r_link2_x
    cse165 = -cse87 - cse89 - cse90
    cse166 = cse164 + cse165 + q_r_link3_x
    cse167 = cse141*cse144
    cse168 = cse138*cse145 + cse138*cse146 + cse140*cse144 + cse143*cse144 - 0.6967213111475148*cse167
    cse169 = cse125*cse168
    cse170 = -cse138*cse151 + cse138*cse153 - cse144*cse149 - cse144*cse150 + cse144*cse152
    cse171 = cse127*cse170
    cse172 = -cse138*cse158 + cse138*cse159 + cse144*cse156 + cse144*cse157 + 0.6612594709887001*cse167
    cse173 = cse129*cse172
    cse174 = cse169 + cse171 + cse173
    cse175 = -cse131*cse166 + cse137*cse174
    cse176 = -cse134*cse174 + cse162*cse166
    cse177 = cse145 + cse146
    cse178 = cse125*cse177
    cse179 = -cse151 + cse153
    cse180 = cse127*cse179
    cse181 = -cse158 + cse159
    cse182 = cse129*cse181
    cse183 = cse178 + cse180 + cse182
    cse184 = cse147*cse177
    cse185 = cse154*cse179
    cse186 = cse160*cse181
    cse187 = cse184 + cse185 + cse186
    cse188 = cse134*cse183 - cse137*cse187
    cse189 = cse168*cse177
    cse190 = cse170*cse179
    cse191 = cse172*cse181
    cse192 = cse189 + cse190 + cse191
    cse193 = cse137*cse192 - cse166*cse183
    cse194 = -cse134*cse192 + cse166*cse187
    cse195 = 0.6140258560576402*cse125
    cse196 = 0.245431060332383*cse127
    cse197 = 0.7501572120007941*cse129
    cse198 = cse195 + cse196 + cse197
    cse199 = 0.6140258560576402*cse147
    cse200 = 0.245431060332383*cse154
    cse201 = 0.7501572120007941*cse160
    cse202 = cse199 + cse200 + cse201
    cse203 = cse134*cse198 - cse137*cse202
    cse204 = 0.6140258560576402*cse168
    cse205 = 0.245431060332383*cse170
    cse206 = 0.7501572120007941*cse172
    cse207 = cse204 + cse205 + cse206
    cse208 = cse137*cse207 - cse166*cse198
    cse209 = -cse134*cse207 + cse166*cse202
    cse210 = -cse133*cse84 + cse136*cse74
    cse211 = -cse136*cse95 + cse165*cse84
    cse212 = cse133*cse95 - cse165*cse74
    cse213 = -cse133*cse99 + cse136*cse98
    cse214 = -cse101*cse136 + cse165*cse99
    cse215 = cse101*cse133 - cse165*cse98
    cse216 = -cse104*cse133 + cse107*cse136
    cse217 = cse104*cse165 - cse105*cse136
    cse218 = cse105*cse133 - cse107*cse165
    cse219 = -cse169 - cse171 - cse173
    cse220 = -cse148 - cse155 - cse161
    cse221 = -cse126 - cse128 - cse130
    cse222 = -cse189 - cse190 - cse191
    cse223 = -cse184 - cse185 - cse186
    cse224 = -cse178 - cse180 - cse182
    cse225 = -cse204 - cse205 - cse206
    cse226 = -cse199 - cse200 - cse201
    cse227 = -cse195 - cse196 - cse197
    cse228 = 2*cse10 - 2*cse11
    cse229 = 2*cse14
    cse230 = -cse228*cse34 + cse229*cse29
    cse231 = -2*cse4 - 2*cse7
    cse232 = -cse229*cse25 + cse231*cse34
    cse233 = cse228*cse25 - cse231*cse29
    cse234 = cse228*cse38 - cse231*cse41
    cse235 = 2*cse31
    cse236 = cse235*cse9
    cse237 = -cse0*cse228 - cse236
    cse238 = cse235*cse3
    cse239 = cse0*cse231 - cse238
    cse240 = cse19*cse228 + cse20*cse231
    cse241 = cse132 + cse228 + q_r_rotor_y
    cse242 = cse135 + cse229 + q_r_rotor_z
    cse243 = cse131*cse241 - cse162*cse242
    cse244 = cse164 + cse231 + q_r_rotor_x
    cse245 = -cse131*cse244 + cse174*cse242
    cse246 = cse162*cse244 - cse174*cse241
    cse247 = cse183*cse241 - cse187*cse242
    cse248 = -cse183*cse244 + cse192*cse242
    cse249 = cse187*cse244 - cse192*cse241
    cse250 = cse198*cse241 - cse202*cse242
    cse251 = -cse198*cse244 + cse207*cse242
    cse252 = cse202*cse244 - cse207*cse241
    cse253 = -cse19
    cse254 = -cse0
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
        cse57*cse85 + cse58*cse96 - cse61*cse97,  # [6, 15]
        cse100*cse57 + cse102*cse58 - cse103*cse61,  # [6, 16]
        cse106*cse58 + cse108*cse57 - cse109*cse61,  # [6, 17]
        cse94,  # [7, 12]
        cse73,  # [7, 13]
        cse71,  # [7, 14]
        cse71*cse97 + cse73*cse96 + cse85*cse94,  # [7, 15]
        cse100*cse94 + cse102*cse73 + cse103*cse71,  # [7, 16]
        cse106*cse73 + cse108*cse94 + cse109*cse71,  # [7, 17]
        cse93,  # [8, 12]
        cse67,  # [8, 13]
        cse70,  # [8, 14]
        cse67*cse96 + cse70*cse97 + cse85*cse93,  # [8, 15]
        cse100*cse93 + cse102*cse67 + cse103*cse70,  # [8, 16]
        cse106*cse67 + cse108*cse93 + cse109*cse70,  # [8, 17]
        cse110,  # [9, 15]
        cse111,  # [9, 16]
        cse112,  # [9, 17]
        cse113,  # [10, 15]
        cse114,  # [10, 16]
        cse115,  # [10, 17]
        cse116,  # [11, 15]
        cse117,  # [11, 16]
        cse118,  # [11, 17]
        -cse57,  # [12, 6]
        -cse58,  # [12, 7]
        cse61,  # [12, 8]
        cse163*cse57 + cse175*cse58 - cse176*cse61,  # [12, 9]
        cse188*cse57 + cse193*cse58 - cse194*cse61,  # [12, 10]
        cse203*cse57 + cse208*cse58 - cse209*cse61,  # [12, 11]
        cse57,  # [12, 12]
        cse58,  # [12, 13]
        cse62,  # [12, 14]
        cse210*cse57 + cse211*cse58 - cse212*cse61,  # [12, 15]
        cse213*cse57 + cse214*cse58 - cse215*cse61,  # [12, 16]
        cse216*cse57 + cse217*cse58 - cse218*cse61,  # [12, 17]
        -cse94,  # [13, 6]
        -cse73,  # [13, 7]
        -cse71,  # [13, 8]
        cse163*cse94 + cse175*cse73 + cse176*cse71,  # [13, 9]
        cse188*cse94 + cse193*cse73 + cse194*cse71,  # [13, 10]
        cse203*cse94 + cse208*cse73 + cse209*cse71,  # [13, 11]
        cse94,  # [13, 12]
        cse73,  # [13, 13]
        cse71,  # [13, 14]
        cse210*cse94 + cse211*cse73 + cse212*cse71,  # [13, 15]
        cse213*cse94 + cse214*cse73 + cse215*cse71,  # [13, 16]
        cse216*cse94 + cse217*cse73 + cse218*cse71,  # [13, 17]
        -cse93,  # [14, 6]
        -cse67,  # [14, 7]
        -cse70,  # [14, 8]
        cse163*cse93 + cse175*cse67 + cse176*cse70,  # [14, 9]
        cse188*cse93 + cse193*cse67 + cse194*cse70,  # [14, 10]
        cse203*cse93 + cse208*cse67 + cse209*cse70,  # [14, 11]
        cse93,  # [14, 12]
        cse67,  # [14, 13]
        cse70,  # [14, 14]
        cse210*cse93 + cse211*cse67 + cse212*cse70,  # [14, 15]
        cse213*cse93 + cse214*cse67 + cse215*cse70,  # [14, 16]
        cse216*cse93 + cse217*cse67 + cse218*cse70,  # [14, 17]
        cse219*cse57 + cse220*cse58 - cse221*cse61,  # [15, 9]
        cse222*cse57 + cse223*cse58 - cse224*cse61,  # [15, 10]
        cse225*cse57 + cse226*cse58 - cse227*cse61,  # [15, 11]
        cse110,  # [15, 15]
        cse111,  # [15, 16]
        cse112,  # [15, 17]
        cse219*cse94 + cse220*cse73 + cse221*cse71,  # [16, 9]
        cse222*cse94 + cse223*cse73 + cse224*cse71,  # [16, 10]
        cse225*cse94 + cse226*cse73 + cse227*cse71,  # [16, 11]
        cse113,  # [16, 15]
        cse114,  # [16, 16]
        cse115,  # [16, 17]
        cse219*cse93 + cse220*cse67 + cse221*cse70,  # [17, 9]
        cse222*cse93 + cse223*cse67 + cse224*cse70,  # [17, 10]
        cse225*cse93 + cse226*cse67 + cse227*cse70,  # [17, 11]
        cse116,  # [17, 15]
        cse117,  # [17, 16]
        cse118,  # [17, 17]
        cse8,  # [18, 0]
        cse12,  # [18, 1]
        cse15,  # [18, 2]
        cse12*cse232 - cse14*cse233 + cse230*cse8,  # [18, 3]
        -cse14*cse234 + 2*cse23*cse41 - 2*cse27*cse38,  # [18, 4]
        cse12*cse239 - cse14*cse240 + cse237*cse8,  # [18, 5]
        -cse8,  # [18, 6]
        -cse12,  # [18, 7]
        cse14,  # [18, 8]
        cse12*cse245 - cse14*cse246 + cse243*cse8,  # [18, 9]
        cse12*cse248 - cse14*cse249 + cse247*cse8,  # [18, 10]
        cse12*cse251 - cse14*cse252 + cse250*cse8,  # [18, 11]
        cse16,  # [19, 0]
        cse17,  # [19, 1]
        cse18,  # [19, 2]
        cse16*cse230 + cse17*cse232 + cse18*cse233,  # [19, 3]
        cse16*cse229*cse41 - cse17*cse229*cse38 + cse18*cse234,  # [19, 4]
        cse16*cse237 + cse17*cse239 + cse18*cse240,  # [19, 5]
        -cse16,  # [19, 6]
        -cse17,  # [19, 7]
        -cse18,  # [19, 8]
        cse16*cse243 + cse17*cse245 + cse18*cse246,  # [19, 9]
        cse16*cse247 + cse17*cse248 + cse18*cse249,  # [19, 10]
        cse16*cse250 + cse17*cse251 + cse18*cse252,  # [19, 11]
        cse19,  # [20, 0]
        cse21,  # [20, 1]
        cse0,  # [20, 2]
        cse0*cse233 + cse19*cse230 - cse20*cse232,  # [20, 3]
        cse0*cse234 + cse236*cse38 + cse238*cse41,  # [20, 4]
        cse0*cse240 + cse19*cse237 - cse20*cse239,  # [20, 5]
        cse253,  # [20, 6]
        cse20,  # [20, 7]
        cse254,  # [20, 8]
        cse0*cse246 + cse19*cse243 - cse20*cse245,  # [20, 9]
        cse0*cse249 + cse19*cse247 - cse20*cse248,  # [20, 10]
        cse0*cse252 + cse19*cse250 - cse20*cse251,  # [20, 11]
        cse35,  # [21, 3]
        cse42,  # [21, 4]
        cse43,  # [21, 5]
        cse12*cse220 - cse14*cse221 + cse219*cse8,  # [21, 9]
        cse12*cse223 - cse14*cse224 + cse222*cse8,  # [21, 10]
        cse12*cse226 - cse14*cse227 + cse225*cse8,  # [21, 11]
        cse44,  # [22, 3]
        cse45,  # [22, 4]
        cse46,  # [22, 5]
        cse16*cse219 + cse17*cse220 + cse18*cse221,  # [22, 9]
        cse16*cse222 + cse17*cse223 + cse18*cse224,  # [22, 10]
        cse16*cse225 + cse17*cse226 + cse18*cse227,  # [22, 11]
        cse47,  # [23, 3]
        cse48,  # [23, 4]
        cse49,  # [23, 5]
        cse0*cse221 + cse19*cse219 - cse20*cse220,  # [23, 9]
        cse0*cse224 + cse19*cse222 - cse20*cse223,  # [23, 10]
        cse0*cse227 + cse19*cse225 - cse20*cse226,  # [23, 11]
        -1,  # [24, 0]
        cse29*q_r_rotor_z - cse34*q_r_rotor_y,  # [24, 3]
        cse41*q_r_rotor_z,  # [24, 4]
        -cse0*q_r_rotor_y - cse20*q_r_rotor_z,  # [24, 5]
        -1,  # [25, 1]
        -cse25*q_r_rotor_z + cse34*q_r_rotor_x,  # [25, 3]
        -cse38*q_r_rotor_z,  # [25, 4]
        cse0*q_r_rotor_x - cse19*q_r_rotor_z,  # [25, 5]
        -1,  # [26, 2]
        cse25*q_r_rotor_y - cse29*q_r_rotor_x,  # [26, 3]
        cse38*q_r_rotor_y - cse41*q_r_rotor_x,  # [26, 4]
        cse19*q_r_rotor_y + cse20*q_r_rotor_x,  # [26, 5]
        -cse22 + cse23 - cse24,  # [27, 3]
        -cse36 - cse37,  # [27, 4]
        cse253,  # [27, 5]
        -cse26 + cse27 + cse28,  # [28, 3]
        -cse39 - cse40,  # [28, 4]
        cse20,  # [28, 5]
        -cse30 - cse32 - cse33,  # [29, 3]
        cse254,  # [29, 5]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Args:
        q: position coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (7, 24), 130 nonzero.
    """
    # 323 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(q_theta_rotor)
    cse1 = math.sin(q_phi_rotor)
    cse2 = math.cos(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(q_phi_rotor)
    cse6 = math.sin(q_psi_rotor)
    cse7 = cse5*cse6
    cse8 = cse4 + cse7
    cse9 = cse1*cse6
    cse10 = cse0*cse9
    cse11 = cse2*cse5
    cse12 = -cse10 + cse11
    cse13 = math.sin(q_theta_rotor)
    cse14 = cse1*cse13
    cse15 = cse0*cse11
    cse16 = -cse15 + cse9
    cse17 = cse0*cse7
    cse18 = cse17 + cse3
    cse19 = -cse13*cse5
    cse20 = cse13*cse2
    cse21 = -cse20
    cse22 = cse13*cse6
    cse23 = math.sin(q_phi_link3)
    cse24 = math.cos(q_theta_link3)
    cse25 = math.cos(q_psi_link3)
    cse26 = cse24*cse25
    cse27 = cse23*cse26
    cse28 = 3.2576966240486005*cse27
    cse29 = math.sin(q_theta_link3)
    cse30 = cse23*cse29
    cse31 = 1.7542555987262378*cse30
    cse32 = math.cos(q_phi_link3)
    cse33 = math.sin(q_psi_link3)
    cse34 = 3.2576966240486005*cse33
    cse35 = cse32*cse34
    cse36 = cse26*cse32
    cse37 = 3.2576966240486005*cse36
    cse38 = cse23*cse34
    cse39 = cse29*cse32
    cse40 = 1.7542555987262378*cse39
    cse41 = cse25*cse29
    cse42 = 3.2576966240486005*cse41
    cse43 = 1.7542555987262378*cse24
    cse44 = 1.0*cse24
    cse45 = cse33*cse44
    cse46 = cse23*cse45
    cse47 = 1.0*cse32
    cse48 = cse25*cse47
    cse49 = cse46 - cse48
    cse50 = 0.8804585470401622*cse24
    cse51 = cse25*cse50
    cse52 = 0.8804585470401622*cse33
    cse53 = cse23*cse51 + 0.4741231347908751*cse30 + cse32*cse52
    cse54 = 0.4741231347908751*cse24
    cse55 = cse25*cse54
    cse56 = 0.4741231347908751*cse33
    cse57 = -cse23*cse55 + 0.8804585470401622*cse30 - cse32*cse56
    cse58 = cse32*cse45
    cse59 = 1.0*cse23
    cse60 = cse25*cse59
    cse61 = -cse58 - cse60
    cse62 = cse23*cse52 - cse32*cse51 - 0.4741231347908751*cse39
    cse63 = -cse23*cse56 + cse32*cse55 - 0.8804585470401622*cse39
    cse64 = 1.0*cse29*cse33
    cse65 = -cse64
    cse66 = -0.8804585470401622*cse41 + cse54
    cse67 = 0.4741231347908751*cse41 + cse50
    cse68 = math.cos(q_theta_link2)
    cse69 = math.cos(q_psi_link2)
    cse70 = math.sin(q_phi_link2)
    cse71 = cse69*cse70
    cse72 = cse68*cse71
    cse73 = 4.250000000000001*cse68
    cse74 = math.sin(q_psi_link2)
    cse75 = cse70*cse74
    cse76 = cse73*cse75
    cse77 = math.sin(q_theta_link2)
    cse78 = 3.7542555987262376*cse77
    cse79 = math.cos(q_phi_link2)
    cse80 = 4.250000000000001*cse69
    cse81 = cse79*cse80
    cse82 = 2.2576966240486005*cse74
    cse83 = cse74*cse79
    cse84 = cse73*cse83
    cse85 = cse70*cse80
    cse86 = cse69*cse79
    cse87 = cse68*cse86
    cse88 = cse69*cse77
    cse89 = cse74*cse77
    cse90 = 4.250000000000001*cse89
    cse91 = 1.0000000000000002*cse86
    cse92 = 1.0000000000000002*cse68
    cse93 = cse75*cse92
    cse94 = 5.551115123125783e-17*cse77
    cse95 = cse70*cse94
    cse96 = 0.8804585470401622*cse68
    cse97 = 8.326672684688674e-17*cse68
    cse98 = 0.4741231347908751*cse77
    cse99 = 0.8804585470401622*cse74
    cse100 = 0.4741231347908751*cse68
    cse101 = 0.4741231347908751*cse74
    cse102 = 1.1102230246251565e-16*cse68
    cse103 = 0.8804585470401622*cse77
    cse104 = cse83*cse92
    cse105 = 1.0000000000000002*cse71
    cse106 = cse79*cse94
    cse107 = 1.0000000000000002*cse89
    cse108 = 5.551115123125783e-17*cse68
    cse109 = 3.7455577200000003*cse77
    cse110 = 2.2623654400000004*cse74
    cse111 = 1.0*cse68
    cse112 = 1.0*cse74
    cse113 = 0.9999999999999999*cse77
    cse114 = -cse4 - cse7
    cse115 = cse15 - cse9
    cse116 = 3.2623654399999995*cse33
    cse117 = cse25*cse44
    out = np.zeros((7, 24))
    out[_reaction_frames_INDEX] = (
        q_r_rotor_x,  # [0, 0]
        q_r_rotor_y,  # [0, 1]
        q_r_rotor_z,  # [0, 2]
        cse8,  # [0, 3]
        cse12,  # [0, 4]
        cse14,  # [0, 5]
        cse16,  # [0, 6]
        cse18,  # [0, 7]
        cse19,  # [0, 8]
        cse21,  # [0, 9]
        cse22,  # [0, 10]
        cse0,  # [0, 11]
        1,  # [0, 17]
        1,  # [0, 19]
        -1,  # [0, 21]
        cse28 + cse31 + cse35 + q_r_link3_x,  # [1, 0]
        -cse37 + cse38 - cse40 + q_r_link3_y,  # [1, 1]
        -cse42 + cse43 + q_r_link3_z,  # [1, 2]
        cse49,  # [1, 3]
        cse53,  # [1, 4]
        cse57,  # [1, 5]
        cse61,  # [1, 6]
        cse62,  # [1, 7]
        cse63,  # [1, 8]
        cse65,  # [1, 9]
        cse66,  # [1, 10]
        cse67,  # [1, 11]
        -3.991302121273762,  # [1, 12]
        -8.5,  # [1, 13]
        0.004668815951399452,  # [1, 14]
        0.4741231347908751,  # [1, 16]
        0.8804585470401622,  # [1, 17]
        -1.0,  # [1, 18]
        -0.8804585470401622,  # [1, 22]
        0.4741231347908751,  # [1, 23]
        -cse28 - cse31 - cse35 + q_r_link3_x,  # [2, 0]
        cse37 - cse38 + cse40 + q_r_link3_y,  # [2, 1]
        cse42 - cse43 + q_r_link3_z,  # [2, 2]
        cse49,  # [2, 3]
        cse53,  # [2, 4]
        cse57,  # [2, 5]
        cse61,  # [2, 6]
        cse62,  # [2, 7]
        cse63,  # [2, 8]
        cse65,  # [2, 9]
        cse66,  # [2, 10]
        cse67,  # [2, 11]
        -cse70*cse78 - 2.2576966240486005*cse72 + cse76 - cse79*cse82 - cse81 + q_r_link2_x,  # [2, 12]
        -cse70*cse82 + cse78*cse79 - cse84 - cse85 + 2.2576966240486005*cse87 + q_r_link2_y,  # [2, 13]
        -3.7542555987262376*cse68 + 2.2576966240486005*cse88 - cse90 + q_r_link2_z,  # [2, 14]
        -cse91 + cse93 - cse95,  # [2, 15]
        cse70*cse98 + cse71*cse96 - cse75*cse97 + cse79*cse99 + 8.326672684688674e-17*cse86,  # [2, 16]
        -cse100*cse71 - cse101*cse79 - cse102*cse75 + cse103*cse70 + 1.1102230246251565e-16*cse86,  # [2, 17]
        -cse104 - cse105 + cse106,  # [2, 18]
        cse70*cse99 + 8.326672684688674e-17*cse71 - cse79*cse98 + cse83*cse97 - cse86*cse96,  # [2, 19]
        cse100*cse86 - cse101*cse70 + cse102*cse83 - cse103*cse79 + 1.1102230246251565e-16*cse71,  # [2, 20]
        -cse107 - cse108,  # [2, 21]
        cse100 - 0.8804585470401622*cse88 + 8.326672684688674e-17*cse89,  # [2, 22]
        0.4741231347908751*cse88 + 1.1102230246251565e-16*cse89 + cse96,  # [2, 23]
        -2*cse4 - 2*cse7 + q_r_rotor_x,  # [3, 0]
        2*cse15 - 2*cse9 + q_r_rotor_y,  # [3, 1]
        2*cse20 + q_r_rotor_z,  # [3, 2]
        cse8,  # [3, 3]
        cse12,  # [3, 4]
        cse14,  # [3, 5]
        cse16,  # [3, 6]
        cse18,  # [3, 7]
        cse19,  # [3, 8]
        cse21,  # [3, 9]
        cse22,  # [3, 10]
        cse0,  # [3, 11]
        cse109*cse70 + cse110*cse79 + 2.2623654400000004*cse72 - cse76 + cse81 + q_r_link2_x,  # [3, 12]
        -cse109*cse79 + cse110*cse70 + cse84 + cse85 - 2.2623654400000004*cse87 + q_r_link2_y,  # [3, 13]
        3.7455577200000003*cse68 - 2.2623654400000004*cse88 + cse90 + q_r_link2_z,  # [3, 14]
        cse111*cse71 + cse112*cse79,  # [3, 15]
        cse91 - cse93 + cse95,  # [3, 16]
        -cse108*cse75 + cse113*cse70 + 5.551115123125783e-17*cse86,  # [3, 17]
        -cse111*cse86 + cse112*cse70,  # [3, 18]
        cse104 + cse105 - cse106,  # [3, 19]
        cse108*cse83 - cse113*cse79 + 5.551115123125783e-17*cse71,  # [3, 20]
        -1.0*cse88,  # [3, 21]
        cse107 + cse108,  # [3, 22]
        0.9999999999999999*cse68 + cse74*cse94,  # [3, 23]
        1,  # [4, 3]
        1,  # [4, 7]
        1,  # [4, 11]
        q_r_rotor_x,  # [4, 12]
        q_r_rotor_y,  # [4, 13]
        q_r_rotor_z,  # [4, 14]
        cse14,  # [4, 15]
        cse12,  # [4, 16]
        cse114,  # [4, 17]
        cse19,  # [4, 18]
        cse18,  # [4, 19]
        cse115,  # [4, 20]
        cse0,  # [4, 21]
        cse22,  # [4, 22]
        cse20,  # [4, 23]
        1,  # [5, 5]
        -1,  # [5, 7]
        1,  # [5, 9]
        q_r_rotor_x,  # [5, 12]
        q_r_rotor_y,  # [5, 13]
        q_r_rotor_z,  # [5, 14]
        cse114,  # [5, 15]
        cse10 - cse11,  # [5, 16]
        cse14,  # [5, 17]
        cse115,  # [5, 18]
        -cse17 - cse3,  # [5, 19]
        cse19,  # [5, 20]
        cse20,  # [5, 21]
        -cse22,  # [5, 22]
        cse0,  # [5, 23]
        -4,  # [6, 0]
        -8.5,  # [6, 1]
        -1,  # [6, 4]
        1,  # [6, 8]
        -1,  # [6, 9]
        cse116*cse32 + 3.2623654399999995*cse27 + 1.7455577199999999*cse30 + q_r_link3_x,  # [6, 12]
        cse116*cse23 - 3.2623654399999995*cse36 - 1.7455577199999999*cse39 + q_r_link3_y,  # [6, 13]
        1.7455577199999999*cse24 - 3.2623654399999995*cse41 + q_r_link3_z,  # [6, 14]
        cse117*cse23 + cse33*cse47,  # [6, 15]
        -1.0*cse30,  # [6, 16]
        -cse46 + cse48,  # [6, 17]
        -cse117*cse32 + cse33*cse59,  # [6, 18]
        1.0*cse39,  # [6, 19]
        cse58 + cse60,  # [6, 20]
        -1.0*cse41,  # [6, 21]
        -cse44,  # [6, 22]
        cse64,  # [6, 23]
    )
    return out



def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 7, 24).
    """
    n = len(q)
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    cse0 = np.cos(q_theta_rotor)
    cse1 = np.sin(q_phi_rotor)
    cse2 = np.cos(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = np.cos(q_phi_rotor)
    cse6 = np.sin(q_psi_rotor)
    cse7 = cse5*cse6
    cse8 = cse4 + cse7
    cse9 = cse1*cse6
    cse10 = cse0*cse9
    cse11 = cse2*cse5
    cse12 = -cse10 + cse11
    cse13 = np.sin(q_theta_rotor)
    cse14 = cse1*cse13
    cse15 = cse0*cse11
    cse16 = -cse15 + cse9
    cse17 = cse0*cse7
    cse18 = cse17 + cse3
    cse19 = -cse13*cse5
    cse20 = cse13*cse2
    cse21 = -cse20
    cse22 = cse13*cse6
    cse23 = np.sin(q_phi_link3)
    cse24 = np.cos(q_theta_link3)
    cse25 = np.cos(q_psi_link3)
    cse26 = cse24*cse25
    cse27 = cse23*cse26
    cse28 = 3.2576966240486005*cse27
    cse29 = np.sin(q_theta_link3)
    cse30 = cse23*cse29
    cse31 = 1.7542555987262378*cse30
    cse32 = np.cos(q_phi_link3)
    cse33 = np.sin(q_psi_link3)
    cse34 = 3.2576966240486005*cse33
    cse35 = cse32*cse34
    cse36 = cse26*cse32
    cse37 = 3.2576966240486005*cse36
    cse38 = cse23*cse34
    cse39 = cse29*cse32
    cse40 = 1.7542555987262378*cse39
    cse41 = cse25*cse29
    cse42 = 3.2576966240486005*cse41
    cse43 = 1.7542555987262378*cse24
    cse44 = 1.0*cse24
    cse45 = cse33*cse44
    cse46 = cse23*cse45
    cse47 = 1.0*cse32
    cse48 = cse25*cse47
    cse49 = cse46 - cse48
    cse50 = 0.8804585470401622*cse24
    cse51 = cse25*cse50
    cse52 = 0.8804585470401622*cse33
    cse53 = cse23*cse51 + 0.4741231347908751*cse30 + cse32*cse52
    cse54 = 0.4741231347908751*cse24
    cse55 = cse25*cse54
    cse56 = 0.4741231347908751*cse33
    cse57 = -cse23*cse55 + 0.8804585470401622*cse30 - cse32*cse56
    cse58 = cse32*cse45
    cse59 = 1.0*cse23
    cse60 = cse25*cse59
    cse61 = -cse58 - cse60
    cse62 = cse23*cse52 - cse32*cse51 - 0.4741231347908751*cse39
    cse63 = -cse23*cse56 + cse32*cse55 - 0.8804585470401622*cse39
    cse64 = 1.0*cse29*cse33
    cse65 = -cse64
    cse66 = -0.8804585470401622*cse41 + cse54
    cse67 = 0.4741231347908751*cse41 + cse50
    cse68 = np.cos(q_theta_link2)
    cse69 = np.cos(q_psi_link2)
    cse70 = np.sin(q_phi_link2)
    cse71 = cse69*cse70
    cse72 = cse68*cse71
    cse73 = 4.250000000000001*cse68
    cse74 = np.sin(q_psi_link2)
    cse75 = cse70*cse74
    cse76 = cse73*cse75
    cse77 = np.sin(q_theta_link2)
    cse78 = 3.7542555987262376*cse77
    cse79 = np.cos(q_phi_link2)
    cse80 = 4.250000000000001*cse69
    cse81 = cse79*cse80
    cse82 = 2.2576966240486005*cse74
    cse83 = cse74*cse79
    cse84 = cse73*cse83
    cse85 = cse70*cse80
    cse86 = cse69*cse79
    cse87 = cse68*cse86
    cse88 = cse69*cse77
    cse89 = cse74*cse77
    cse90 = 4.250000000000001*cse89
    cse91 = 1.0000000000000002*cse86
    cse92 = 1.0000000000000002*cse68
    cse93 = cse75*cse92
    cse94 = 5.551115123125783e-17*cse77
    cse95 = cse70*cse94
    cse96 = 0.8804585470401622*cse68
    cse97 = 8.326672684688674e-17*cse68
    cse98 = 0.4741231347908751*cse77
    cse99 = 0.8804585470401622*cse74
    cse100 = 0.4741231347908751*cse68
    cse101 = 0.4741231347908751*cse74
    cse102 = 1.1102230246251565e-16*cse68
    cse103 = 0.8804585470401622*cse77
    cse104 = cse83*cse92
    cse105 = 1.0000000000000002*cse71
    cse106 = cse79*cse94
    cse107 = 1.0000000000000002*cse89
    cse108 = 5.551115123125783e-17*cse68
    cse109 = 3.7455577200000003*cse77
    cse110 = 2.2623654400000004*cse74
    cse111 = 1.0*cse68
    cse112 = 1.0*cse74
    cse113 = 0.9999999999999999*cse77
    cse114 = -cse4 - cse7
    cse115 = cse15 - cse9
    cse116 = 3.2623654399999995*cse33
    cse117 = cse25*cse44
    out = np.zeros((n, 7, 24))
    out[:, 0, 0] = q_r_rotor_x
    out[:, 0, 1] = q_r_rotor_y
    out[:, 0, 2] = q_r_rotor_z
    out[:, 0, 3] = cse8
    out[:, 0, 4] = cse12
    out[:, 0, 5] = cse14
    out[:, 0, 6] = cse16
    out[:, 0, 7] = cse18
    out[:, 0, 8] = cse19
    out[:, 0, 9] = cse21
    out[:, 0, 10] = cse22
    out[:, 0, 11] = cse0
    out[:, 0, 17] = 1
    out[:, 0, 19] = 1
    out[:, 0, 21] = -1
    out[:, 1, 0] = cse28 + cse31 + cse35 + q_r_link3_x
    out[:, 1, 1] = -cse37 + cse38 - cse40 + q_r_link3_y
    out[:, 1, 2] = -cse42 + cse43 + q_r_link3_z
    out[:, 1, 3] = cse49
    out[:, 1, 4] = cse53
    out[:, 1, 5] = cse57
    out[:, 1, 6] = cse61
    out[:, 1, 7] = cse62
    out[:, 1, 8] = cse63
    out[:, 1, 9] = cse65
    out[:, 1, 10] = cse66
    out[:, 1, 11] = cse67
    out[:, 1, 12] = -3.991302121273762
    out[:, 1, 13] = -8.5
    out[:, 1, 14] = 0.004668815951399452
    out[:, 1, 16] = 0.4741231347908751
    out[:, 1, 17] = 0.8804585470401622
    out[:, 1, 18] = -1.0
    out[:, 1, 22] = -0.8804585470401622
    out[:, 1, 23] = 0.4741231347908751
    out[:, 2, 0] = -cse28 - cse31 - cse35 + q_r_link3_x
    out[:, 2, 1] = cse37 - cse38 + cse40 + q_r_link3_y
    out[:, 2, 2] = cse42 - cse43 + q_r_link3_z
    out[:, 2, 3] = cse49
    out[:, 2, 4] = cse53
    out[:, 2, 5] = cse57
    out[:, 2, 6] = cse61
    out[:, 2, 7] = cse62
    out[:, 2, 8] = cse63
    out[:, 2, 9] = cse65
    out[:, 2, 10] = cse66
    out[:, 2, 11] = cse67
    out[:, 2, 12] = -cse70*cse78 - 2.2576966240486005*cse72 + cse76 - cse79*cse82 - cse81 + q_r_link2_x
    out[:, 2, 13] = -cse70*cse82 + cse78*cse79 - cse84 - cse85 + 2.2576966240486005*cse87 + q_r_link2_y
    out[:, 2, 14] = -3.7542555987262376*cse68 + 2.2576966240486005*cse88 - cse90 + q_r_link2_z
    out[:, 2, 15] = -cse91 + cse93 - cse95
    out[:, 2, 16] = cse70*cse98 + cse71*cse96 - cse75*cse97 + cse79*cse99 + 8.326672684688674e-17*cse86
    out[:, 2, 17] = -cse100*cse71 - cse101*cse79 - cse102*cse75 + cse103*cse70 + 1.1102230246251565e-16*cse86
    out[:, 2, 18] = -cse104 - cse105 + cse106
    out[:, 2, 19] = cse70*cse99 + 8.326672684688674e-17*cse71 - cse79*cse98 + cse83*cse97 - cse86*cse96
    out[:, 2, 20] = cse100*cse86 - cse101*cse70 + cse102*cse83 - cse103*cse79 + 1.1102230246251565e-16*cse71
    out[:, 2, 21] = -cse107 - cse108
    out[:, 2, 22] = cse100 - 0.8804585470401622*cse88 + 8.326672684688674e-17*cse89
    out[:, 2, 23] = 0.4741231347908751*cse88 + 1.1102230246251565e-16*cse89 + cse96
    out[:, 3, 0] = -2*cse4 - 2*cse7 + q_r_rotor_x
    out[:, 3, 1] = 2*cse15 - 2*cse9 + q_r_rotor_y
    out[:, 3, 2] = 2*cse20 + q_r_rotor_z
    out[:, 3, 3] = cse8
    out[:, 3, 4] = cse12
    out[:, 3, 5] = cse14
    out[:, 3, 6] = cse16
    out[:, 3, 7] = cse18
    out[:, 3, 8] = cse19
    out[:, 3, 9] = cse21
    out[:, 3, 10] = cse22
    out[:, 3, 11] = cse0
    out[:, 3, 12] = cse109*cse70 + cse110*cse79 + 2.2623654400000004*cse72 - cse76 + cse81 + q_r_link2_x
    out[:, 3, 13] = -cse109*cse79 + cse110*cse70 + cse84 + cse85 - 2.2623654400000004*cse87 + q_r_link2_y
    out[:, 3, 14] = 3.7455577200000003*cse68 - 2.2623654400000004*cse88 + cse90 + q_r_link2_z
    out[:, 3, 15] = cse111*cse71 + cse112*cse79
    out[:, 3, 16] = cse91 - cse93 + cse95
    out[:, 3, 17] = -cse108*cse75 + cse113*cse70 + 5.551115123125783e-17*cse86
    out[:, 3, 18] = -cse111*cse86 + cse112*cse70
    out[:, 3, 19] = cse104 + cse105 - cse106
    out[:, 3, 20] = cse108*cse83 - cse113*cse79 + 5.551115123125783e-17*cse71
    out[:, 3, 21] = -1.0*cse88
    out[:, 3, 22] = cse107 + cse108
    out[:, 3, 23] = 0.9999999999999999*cse68 + cse74*cse94
    out[:, 4, 3] = 1
    out[:, 4, 7] = 1
    out[:, 4, 11] = 1
    out[:, 4, 12] = q_r_rotor_x
    out[:, 4, 13] = q_r_rotor_y
    out[:, 4, 14] = q_r_rotor_z
    out[:, 4, 15] = cse14
    out[:, 4, 16] = cse12
    out[:, 4, 17] = cse114
    out[:, 4, 18] = cse19
    out[:, 4, 19] = cse18
    out[:, 4, 20] = cse115
    out[:, 4, 21] = cse0
    out[:, 4, 22] = cse22
    out[:, 4, 23] = cse20
    out[:, 5, 5] = 1
    out[:, 5, 7] = -1
    out[:, 5, 9] = 1
    out[:, 5, 12] = q_r_rotor_x
    out[:, 5, 13] = q_r_rotor_y
    out[:, 5, 14] = q_r_rotor_z
    out[:, 5, 15] = cse114
    out[:, 5, 16] = cse10 - cse11
    out[:, 5, 17] = cse14
    out[:, 5, 18] = cse115
    out[:, 5, 19] = -cse17 - cse3
    out[:, 5, 20] = cse19
    out[:, 5, 21] = cse20
    out[:, 5, 22] = -cse22
    out[:, 5, 23] = cse0
    out[:, 6, 0] = -4
    out[:, 6, 1] = -8.5
    out[:, 6, 4] = -1
    out[:, 6, 8] = 1
    out[:, 6, 9] = -1
    out[:, 6, 12] = cse116*cse32 + 3.2623654399999995*cse27 + 1.7455577199999999*cse30 + q_r_link3_x
    out[:, 6, 13] = cse116*cse23 - 3.2623654399999995*cse36 - 1.7455577199999999*cse39 + q_r_link3_y
    out[:, 6, 14] = 1.7455577199999999*cse24 - 3.2623654399999995*cse41 + q_r_link3_z
    out[:, 6, 15] = cse117*cse23 + cse33*cse47
    out[:, 6, 16] = -1.0*cse30
    out[:, 6, 17] = -cse46 + cse48
    out[:, 6, 18] = -cse117*cse32 + cse33*cse59
    out[:, 6, 19] = 1.0*cse39
    out[:, 6, 20] = cse58 + cse60
    out[:, 6, 21] = -1.0*cse41
    out[:, 6, 22] = -cse44
    out[:, 6, 23] = cse64
    return out


def joint_motion(q, v, p):
    """Per joint with coordinates (rows, the reaction sites that list them): body j's rotation
    R = E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their
    rates omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's
    joint frame (mechgen.symbolic.reactions.joint_motion).

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (2, 18), 36 nonzero.
    """
    # 187 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, _, _,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, _, _,
        _, _, _, _,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(q_psi_rotor)
    cse1 = math.sin(q_theta_rotor)
    cse2 = cse0*cse1
    cse3 = math.sin(q_psi_rotor)
    cse4 = cse1*cse3
    cse5 = math.cos(q_theta_rotor)
    cse6 = math.cos(q_phi_rotor)
    cse7 = cse0*cse6
    cse8 = math.sin(q_phi_rotor)
    cse9 = cse3*cse8
    cse10 = -cse5*cse7 + cse9
    cse11 = cse3*cse6
    cse12 = cse0*cse8
    cse13 = cse11*cse5 + cse12
    cse14 = cse1*cse6
    cse15 = cse12*cse5
    cse16 = cse5*cse9
    cse17 = cse1*cse8
    cse18 = -cse2*v_phid_rotor + cse3*v_thetad_rotor
    cse19 = cse0*v_thetad_rotor + cse4*v_phid_rotor
    cse20 = cse5*v_phid_rotor + v_psid_rotor
    cse21 = math.sin(q_theta_link3)
    cse22 = math.cos(q_psi_link3)
    cse23 = 1.0*cse22
    cse24 = math.cos(q_theta_link3)
    cse25 = 1.0*cse24
    cse26 = math.sin(q_psi_link3)
    cse27 = 1.0*cse21*cse26
    cse28 = math.sin(q_phi_link3)
    cse29 = cse22*cse28
    cse30 = math.cos(q_phi_link3)
    cse31 = 1.0*cse30
    cse32 = cse21*cse28
    cse33 = cse26*cse28
    cse34 = -cse22*cse31 + cse25*cse33
    cse35 = cse22*cse30
    cse36 = 1.0*cse28
    cse37 = cse21*cse30
    cse38 = cse26*cse30
    cse39 = cse25*cse38
    cse40 = cse22*cse36
    cse41 = cse21*cse22
    cse42 = 3.2623654399999995*cse41
    cse43 = 1.7455577199999999*cse24
    cse44 = 3.2623654399999995*cse24
    cse45 = cse29*cse44
    cse46 = 3.2623654399999995*cse38
    cse47 = 1.7455577199999999*cse32
    cse48 = 3.2623654399999995*cse33 - cse35*cse44 - 1.7455577199999999*cse37
    cse49 = 0.4741231347908751*cse24
    cse50 = -0.8804585470401622*cse41 + cse49
    cse51 = 0.8804585470401622*cse26*v_thetad_link3 + cse50*v_phid_link3 + 0.4741231347908751*v_psid_link3
    cse52 = cse50*cse51
    cse53 = -cse23*v_thetad_link3 - cse27*v_phid_link3
    cse54 = cse27*cse53
    cse55 = 0.4741231347908751*cse26
    cse56 = 0.4741231347908751*cse21
    cse57 = 0.8804585470401622*cse24
    cse58 = cse22*cse56 + cse57
    cse59 = -cse55*v_thetad_link3 + cse58*v_phid_link3 + 0.8804585470401622*v_psid_link3
    cse60 = cse58*cse59
    cse61 = cse51*(cse28*cse56 + cse29*cse57 + 0.8804585470401622*cse38)
    cse62 = cse59*(-cse29*cse49 - cse30*cse55 + 0.8804585470401622*cse32)
    cse63 = cse34*cse53
    cse64 = cse51*(-cse30*cse56 + 0.8804585470401622*cse33 - cse35*cse57) + cse53*(-cse39 - cse40) + cse59*(-cse28*cse55 + cse35*cse49 - 0.8804585470401622*cse37)
    cse65 = cse61 + cse62 + cse63
    cse66 = cse45 + cse46 + cse47
    cse67 = -cse42 + cse43
    cse68 = cse52 - cse54 + cse60
    return np.array([
        cse2,  # [0, 0]
        -cse4,  # [0, 1]
        cse5,  # [0, 2]
        cse10,  # [0, 3]
        cse13,  # [0, 4]
        cse14,  # [0, 5]
        -cse11 - cse15,  # [0, 6]
        cse16 - cse7,  # [0, 7]
        cse17,  # [0, 8]
        q_r_rotor_z,  # [0, 9]
        -q_r_rotor_y,  # [0, 10]
        q_r_rotor_x,  # [0, 11]
        -cse18*cse2 + cse19*cse4 + cse20*cse5,  # [0, 12]
        -cse10*cse18 - cse13*cse19 + cse14*cse20,  # [0, 13]
        cse17*cse20 + cse18*(cse11 + cse15) + cse19*(-cse16 + cse7),  # [0, 14]
        v_rd_rotor_z,  # [0, 15]
        -v_rd_rotor_y,  # [0, 16]
        v_rd_rotor_x,  # [0, 17]
        cse21*cse23,  # [1, 0]
        cse25,  # [1, 1]
        -cse27,  # [1, 2]
        -cse25*cse29 - cse26*cse31,  # [1, 3]
        1.0*cse32,  # [1, 4]
        cse34,  # [1, 5]
        -cse25*cse35 + cse26*cse36,  # [1, 6]
        1.0*cse37,  # [1, 7]
        cse39 + cse40,  # [1, 8]
        cse42 - cse43 - q_r_link3_z,  # [1, 9]
        -cse45 - cse46 - cse47 - q_r_link3_x - 4,  # [1, 10]
        cse48 + q_r_link3_y + 8.5,  # [1, 11]
        -cse52 + cse54 - cse60,  # [1, 12]
        -cse61 - cse62 - cse63,  # [1, 13]
        cse64,  # [1, 14]
        -cse48*cse65 + cse64*cse66 - v_rd_link3_z,  # [1, 15]
        cse48*cse68 - cse64*cse67 - v_rd_link3_x,  # [1, 16]
        -cse65*cse67 + cse66*cse68 + v_rd_link3_y,  # [1, 17]
    ]).reshape(2, 18)



def joint_motion_rows(q, v, p):
    """joint_motion at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        v: velocity coordinates, one row each (n, 18).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2, 18).
    """
    n = len(q)
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, _, _, _,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, _, _,
        _, _, _, _,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = _columns(v, n, 18, "v")

    cse0 = np.cos(q_psi_rotor)
    cse1 = np.sin(q_theta_rotor)
    cse2 = cse0*cse1
    cse3 = np.sin(q_psi_rotor)
    cse4 = cse1*cse3
    cse5 = np.cos(q_theta_rotor)
    cse6 = np.cos(q_phi_rotor)
    cse7 = cse0*cse6
    cse8 = np.sin(q_phi_rotor)
    cse9 = cse3*cse8
    cse10 = -cse5*cse7 + cse9
    cse11 = cse3*cse6
    cse12 = cse0*cse8
    cse13 = cse11*cse5 + cse12
    cse14 = cse1*cse6
    cse15 = cse12*cse5
    cse16 = cse5*cse9
    cse17 = cse1*cse8
    cse18 = -cse2*v_phid_rotor + cse3*v_thetad_rotor
    cse19 = cse0*v_thetad_rotor + cse4*v_phid_rotor
    cse20 = cse5*v_phid_rotor + v_psid_rotor
    cse21 = np.sin(q_theta_link3)
    cse22 = np.cos(q_psi_link3)
    cse23 = 1.0*cse22
    cse24 = np.cos(q_theta_link3)
    cse25 = 1.0*cse24
    cse26 = np.sin(q_psi_link3)
    cse27 = 1.0*cse21*cse26
    cse28 = np.sin(q_phi_link3)
    cse29 = cse22*cse28
    cse30 = np.cos(q_phi_link3)
    cse31 = 1.0*cse30
    cse32 = cse21*cse28
    cse33 = cse26*cse28
    cse34 = -cse22*cse31 + cse25*cse33
    cse35 = cse22*cse30
    cse36 = 1.0*cse28
    cse37 = cse21*cse30
    cse38 = cse26*cse30
    cse39 = cse25*cse38
    cse40 = cse22*cse36
    cse41 = cse21*cse22
    cse42 = 3.2623654399999995*cse41
    cse43 = 1.7455577199999999*cse24
    cse44 = 3.2623654399999995*cse24
    cse45 = cse29*cse44
    cse46 = 3.2623654399999995*cse38
    cse47 = 1.7455577199999999*cse32
    cse48 = 3.2623654399999995*cse33 - cse35*cse44 - 1.7455577199999999*cse37
    cse49 = 0.4741231347908751*cse24
    cse50 = -0.8804585470401622*cse41 + cse49
    cse51 = 0.8804585470401622*cse26*v_thetad_link3 + cse50*v_phid_link3 + 0.4741231347908751*v_psid_link3
    cse52 = cse50*cse51
    cse53 = -cse23*v_thetad_link3 - cse27*v_phid_link3
    cse54 = cse27*cse53
    cse55 = 0.4741231347908751*cse26
    cse56 = 0.4741231347908751*cse21
    cse57 = 0.8804585470401622*cse24
    cse58 = cse22*cse56 + cse57
    cse59 = -cse55*v_thetad_link3 + cse58*v_phid_link3 + 0.8804585470401622*v_psid_link3
    cse60 = cse58*cse59
    cse61 = cse51*(cse28*cse56 + cse29*cse57 + 0.8804585470401622*cse38)
    cse62 = cse59*(-cse29*cse49 - cse30*cse55 + 0.8804585470401622*cse32)
    cse63 = cse34*cse53
    cse64 = cse51*(-cse30*cse56 + 0.8804585470401622*cse33 - cse35*cse57) + cse53*(-cse39 - cse40) + cse59*(-cse28*cse55 + cse35*cse49 - 0.8804585470401622*cse37)
    cse65 = cse61 + cse62 + cse63
    cse66 = cse45 + cse46 + cse47
    cse67 = -cse42 + cse43
    cse68 = cse52 - cse54 + cse60
    out = np.zeros((n, 2, 18))
    out[:, 0, 0] = cse2
    out[:, 0, 1] = -cse4
    out[:, 0, 2] = cse5
    out[:, 0, 3] = cse10
    out[:, 0, 4] = cse13
    out[:, 0, 5] = cse14
    out[:, 0, 6] = -cse11 - cse15
    out[:, 0, 7] = cse16 - cse7
    out[:, 0, 8] = cse17
    out[:, 0, 9] = q_r_rotor_z
    out[:, 0, 10] = -q_r_rotor_y
    out[:, 0, 11] = q_r_rotor_x
    out[:, 0, 12] = -cse18*cse2 + cse19*cse4 + cse20*cse5
    out[:, 0, 13] = -cse10*cse18 - cse13*cse19 + cse14*cse20
    out[:, 0, 14] = cse17*cse20 + cse18*(cse11 + cse15) + cse19*(-cse16 + cse7)
    out[:, 0, 15] = v_rd_rotor_z
    out[:, 0, 16] = -v_rd_rotor_y
    out[:, 0, 17] = v_rd_rotor_x
    out[:, 1, 0] = cse21*cse23
    out[:, 1, 1] = cse25
    out[:, 1, 2] = -cse27
    out[:, 1, 3] = -cse25*cse29 - cse26*cse31
    out[:, 1, 4] = 1.0*cse32
    out[:, 1, 5] = cse34
    out[:, 1, 6] = -cse25*cse35 + cse26*cse36
    out[:, 1, 7] = 1.0*cse37
    out[:, 1, 8] = cse39 + cse40
    out[:, 1, 9] = cse42 - cse43 - q_r_link3_z
    out[:, 1, 10] = -cse45 - cse46 - cse47 - q_r_link3_x - 4
    out[:, 1, 11] = cse48 + q_r_link3_y + 8.5
    out[:, 1, 12] = -cse52 + cse54 - cse60
    out[:, 1, 13] = -cse61 - cse62 - cse63
    out[:, 1, 14] = cse64
    out[:, 1, 15] = -cse48*cse65 + cse64*cse66 - v_rd_link3_z
    out[:, 1, 16] = cse48*cse68 - cse64*cse67 - v_rd_link3_x
    out[:, 1, 17] = -cse65*cse67 + cse66*cse68 + v_rd_link3_y
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
        _, _, q_r_rotor_z, _,
        q_theta_rotor, q_psi_rotor, _, _,
        q_r_link2_z, _, q_theta_link2, q_psi_link2,
        _, _, q_r_link3_z, _,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, _, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_phid_link2, v_thetad_link2, v_psid_link2,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(q_psi_link2)
    cse1 = math.sin(q_psi_link2)
    cse2 = v_thetad_link2*(-0.6612594709887001*cse0 + 0.00026326970986405957*cse1)
    cse3 = math.sin(q_theta_link2)
    cse4 = cse0*cse3
    cse5 = cse1*cse3
    cse6 = math.cos(q_theta_link2)
    cse7 = v_phid_link2*(-0.00026326970986405957*cse4 - 0.6612594709887001*cse5 + 0.7501572120007941*cse6)
    cse8 = math.sin(q_psi_link3)
    cse9 = cse8*v_thetad_link3
    cse10 = math.cos(q_psi_link3)
    cse11 = math.sin(q_theta_link3)
    cse12 = v_phid_link3*(-0.8804585470401622*cse10*cse11 + 0.4741231347908751*math.cos(q_theta_link3))
    cse13 = math.sin(q_psi_rotor)
    cse14 = v_phid_rotor*math.sin(q_theta_rotor)
    cse15 = cse13*cse14
    cse16 = math.cos(q_psi_rotor)
    cse17 = cse16*v_thetad_rotor
    cse18 = v_thetad_link2*(0.6967213111475148*cse0 + 0.3708795797635267*cse1)
    cse19 = v_phid_link2*(-0.3708795797635267*cse4 + 0.6967213111475148*cse5 + 0.6140258560576402*cse6)
    cse20 = cse14*cse16
    cse21 = cse13*v_thetad_rotor
    cse22 = cse11*cse8*v_phid_link3
    cse23 = cse10*v_thetad_link3
    return np.array([
        0.5*v_rd_link2_x**2 + 0.5*v_rd_link2_y**2 + 0.5*v_rd_link2_z**2 + 0.5*v_rd_link3_x**2 + 0.5*v_rd_link3_y**2 + 0.5*v_rd_link3_z**2 + 1.0*v_rd_rotor_x**2 + 1.0*v_rd_rotor_y**2 + 1.0*v_rd_rotor_z**2 + (1/2)*(cse15 + cse17)*(2.0*cse15 + 2.0*cse17) + (1/2)*(-4.0*cse20 + 4.0*cse21)*(-cse20 + cse21) + (1/2)*(-4.54*cse22 - 4.54*cse23)*(-1.0*cse22 - 1.0*cse23) + (1/2)*(0.01*cse12 + 0.008804585470401622*cse9 + 0.004741231347908751*v_psid_link3)*(cse12 + 0.8804585470401622*cse9 + 0.4741231347908751*v_psid_link3) + (1/2)*(0.01*cse18 + 0.01*cse19 + 0.006140258560576401*v_psid_link2)*(cse18 + cse19 + 0.6140258560576402*v_psid_link2) + (1/2)*(cse2 + cse7 + 0.7501572120007941*v_psid_link2)*(12.4*cse2 + 12.4*cse7 + 9.301949428809847*v_psid_link2),  # [0]
        9.81*q_r_link2_z + 9.81*q_r_link3_z + 19.62*q_r_rotor_z,  # [1]
    ])



def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        v: velocity coordinates, one row each (n, 18).
        t: time, one per row (n,).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 2).
    """
    n = len(q)
    (
        _, _, q_r_rotor_z, _,
        q_theta_rotor, q_psi_rotor, _, _,
        q_r_link2_z, _, q_theta_link2, q_psi_link2,
        _, _, q_r_link3_z, _,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, _, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_phid_link2, v_thetad_link2, v_psid_link2,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = _columns(v, n, 18, "v")

    cse0 = np.cos(q_psi_link2)
    cse1 = np.sin(q_psi_link2)
    cse2 = v_thetad_link2*(-0.6612594709887001*cse0 + 0.00026326970986405957*cse1)
    cse3 = np.sin(q_theta_link2)
    cse4 = cse0*cse3
    cse5 = cse1*cse3
    cse6 = np.cos(q_theta_link2)
    cse7 = v_phid_link2*(-0.00026326970986405957*cse4 - 0.6612594709887001*cse5 + 0.7501572120007941*cse6)
    cse8 = np.sin(q_psi_link3)
    cse9 = cse8*v_thetad_link3
    cse10 = np.cos(q_psi_link3)
    cse11 = np.sin(q_theta_link3)
    cse12 = v_phid_link3*(-0.8804585470401622*cse10*cse11 + 0.4741231347908751*np.cos(q_theta_link3))
    cse13 = np.sin(q_psi_rotor)
    cse14 = v_phid_rotor*np.sin(q_theta_rotor)
    cse15 = cse13*cse14
    cse16 = np.cos(q_psi_rotor)
    cse17 = cse16*v_thetad_rotor
    cse18 = v_thetad_link2*(0.6967213111475148*cse0 + 0.3708795797635267*cse1)
    cse19 = v_phid_link2*(-0.3708795797635267*cse4 + 0.6967213111475148*cse5 + 0.6140258560576402*cse6)
    cse20 = cse14*cse16
    cse21 = cse13*v_thetad_rotor
    cse22 = cse11*cse8*v_phid_link3
    cse23 = cse10*v_thetad_link3
    out = np.zeros((n, 2))
    out[:, 0] = 0.5*v_rd_link2_x**2 + 0.5*v_rd_link2_y**2 + 0.5*v_rd_link2_z**2 + 0.5*v_rd_link3_x**2 + 0.5*v_rd_link3_y**2 + 0.5*v_rd_link3_z**2 + 1.0*v_rd_rotor_x**2 + 1.0*v_rd_rotor_y**2 + 1.0*v_rd_rotor_z**2 + (1/2)*(cse15 + cse17)*(2.0*cse15 + 2.0*cse17) + (1/2)*(-4.0*cse20 + 4.0*cse21)*(-cse20 + cse21) + (1/2)*(-4.54*cse22 - 4.54*cse23)*(-1.0*cse22 - 1.0*cse23) + (1/2)*(0.01*cse12 + 0.008804585470401622*cse9 + 0.004741231347908751*v_psid_link3)*(cse12 + 0.8804585470401622*cse9 + 0.4741231347908751*v_psid_link3) + (1/2)*(0.01*cse18 + 0.01*cse19 + 0.006140258560576401*v_psid_link2)*(cse18 + cse19 + 0.6140258560576402*v_psid_link2) + (1/2)*(cse2 + cse7 + 0.7501572120007941*v_psid_link2)*(12.4*cse2 + 12.4*cse7 + 9.301949428809847*v_psid_link2)
    out[:, 1] = 9.81*q_r_link2_z + 9.81*q_r_link3_z + 19.62*q_r_rotor_z
    return out


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Args:
        q: position coordinates (18).
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
        q: position coordinates, one row each (n, 18).
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
        q: position coordinates (18).
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
        q: position coordinates, one row each (n, 18).
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
        q: position coordinates (18).
        v: velocity coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 260 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, _, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_phid_link2, v_thetad_link2, v_psid_link2,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
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
    cse9 = math.cos(q_psi_link2)
    cse10 = math.sin(q_psi_link2)
    cse11 = math.sin(q_theta_link2)
    cse12 = cse11*cse9
    cse13 = cse10*cse11
    cse14 = math.cos(q_theta_link2)
    cse15 = v_phid_link2*(-0.00026326970986405957*cse12 - 0.6612594709887001*cse13 + 0.7501572120007941*cse14) + 0.7501572120007941*v_psid_link2 + v_thetad_link2*(0.00026326970986405957*cse10 - 0.6612594709887001*cse9)
    cse16 = math.sin(q_phi_link2)
    cse17 = cse14*cse9
    cse18 = 0.003264544402314339*cse17
    cse19 = math.cos(q_phi_link2)
    cse20 = 8.199617440259882*cse9
    cse21 = 0.003264544402314339*cse10
    cse22 = cse10*cse14
    cse23 = 8.199617440259882*cse22
    cse24 = cse11*cse16
    cse25 = math.sin(q_psi_link3)
    cse26 = math.cos(q_psi_link3)
    cse27 = math.sin(q_theta_link3)
    cse28 = cse26*cse27
    cse29 = math.cos(q_theta_link3)
    cse30 = 0.8804585470401622*cse25*v_thetad_link3 + v_phid_link3*(-0.8804585470401622*cse28 + 0.4741231347908751*cse29) + 0.4741231347908751*v_psid_link3
    cse31 = 0.008804585470401622*cse26
    cse32 = math.sin(q_phi_link3)
    cse33 = cse29*cse32
    cse34 = math.cos(q_phi_link3)
    cse35 = 0.008804585470401622*cse25
    cse36 = 0.004741231347908751*cse27
    cse37 = v_phid_link2*(-0.3708795797635267*cse12 + 0.6967213111475148*cse13 + 0.6140258560576402*cse14) + 0.6140258560576402*v_psid_link2 + v_thetad_link2*(0.3708795797635267*cse10 + 0.6967213111475148*cse9)
    cse38 = 0.0037087957976352673*cse17
    cse39 = 0.0037087957976352673*cse10
    cse40 = 0.0069672131114751484*cse22
    cse41 = 0.0069672131114751484*cse9
    cse42 = -1.0*cse25*cse27*v_phid_link3 - 1.0*cse26*v_thetad_link3
    cse43 = 4.54*cse25
    cse44 = 4.54*cse26
    cse45 = math.cos(q_psi_rotor)
    cse46 = math.sin(q_theta_rotor)
    cse47 = cse46*v_phid_rotor
    cse48 = math.sin(q_psi_rotor)
    cse49 = -cse45*cse47 + cse48*v_thetad_rotor
    cse50 = math.sin(q_phi_rotor)
    cse51 = math.cos(q_theta_rotor)
    cse52 = cse50*cse51
    cse53 = 4.0*cse45
    cse54 = math.cos(q_phi_rotor)
    cse55 = 4.0*cse48
    cse56 = cse45*v_thetad_rotor + cse47*cse48
    cse57 = 2.0*cse48
    cse58 = 2.0*cse45
    cse59 = cse11*cse19
    cse60 = cse29*cse34
    cse61 = cse51*cse54
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse15*(cse16*cse18 + cse16*cse23 - cse19*cse20 + cse19*cse21 + 9.301949428809847*cse24) - cse3*q_r_rotor_z + cse30*(cse31*cse33 + cse32*cse36 + cse34*cse35) + cse37*(cse16*cse38 - cse16*cse40 + cse19*cse39 + cse19*cse41 + 0.006140258560576401*cse24) - cse4*q_r_link3_z + cse42*(cse33*cse43 - cse34*cse44) + cse49*(cse52*cse53 + cse54*cse55) - cse5*q_r_link2_z + cse56*(-cse52*cse57 + cse54*cse58) + cse6*q_r_rotor_y + cse7*q_r_link3_y + cse8*q_r_link2_y,  # [3]
        cse0*q_r_rotor_z + cse1*q_r_link3_z + cse15*(-cse16*cse20 + cse16*cse21 - cse18*cse19 - cse19*cse23 - 9.301949428809847*cse59) + cse2*q_r_link2_z + cse30*(-cse31*cse60 + cse32*cse35 - cse34*cse36) + cse37*(cse16*cse39 + cse16*cse41 - cse19*cse38 + cse19*cse40 - 0.006140258560576401*cse59) + cse42*(-cse32*cse44 - cse43*cse60) + cse49*(cse50*cse55 - cse53*cse61) + cse56*(cse50*cse58 + cse57*cse61) - cse6*q_r_rotor_x - cse7*q_r_link3_x - cse8*q_r_link2_x,  # [4]
        -cse0*q_r_rotor_y - cse1*q_r_link3_y + cse15*(-0.003264544402314339*cse12 - 8.199617440259882*cse13 + 9.301949428809847*cse14) - cse2*q_r_link2_y - cse27*cse42*cse43 + cse3*q_r_rotor_x + cse30*(-0.008804585470401622*cse28 + 0.004741231347908751*cse29) + cse37*(-0.0037087957976352673*cse12 + 0.0069672131114751484*cse13 + 0.006140258560576401*cse14) + cse4*q_r_link3_x - cse46*cse49*cse53 + cse46*cse56*cse57 + cse5*q_r_link2_x,  # [5]
    ])



def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        v: velocity coordinates, one row each (n, 18).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, _, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_phid_link2, v_thetad_link2, v_psid_link2,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
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
    cse9 = np.cos(q_psi_link2)
    cse10 = np.sin(q_psi_link2)
    cse11 = np.sin(q_theta_link2)
    cse12 = cse11*cse9
    cse13 = cse10*cse11
    cse14 = np.cos(q_theta_link2)
    cse15 = v_phid_link2*(-0.00026326970986405957*cse12 - 0.6612594709887001*cse13 + 0.7501572120007941*cse14) + 0.7501572120007941*v_psid_link2 + v_thetad_link2*(0.00026326970986405957*cse10 - 0.6612594709887001*cse9)
    cse16 = np.sin(q_phi_link2)
    cse17 = cse14*cse9
    cse18 = 0.003264544402314339*cse17
    cse19 = np.cos(q_phi_link2)
    cse20 = 8.199617440259882*cse9
    cse21 = 0.003264544402314339*cse10
    cse22 = cse10*cse14
    cse23 = 8.199617440259882*cse22
    cse24 = cse11*cse16
    cse25 = np.sin(q_psi_link3)
    cse26 = np.cos(q_psi_link3)
    cse27 = np.sin(q_theta_link3)
    cse28 = cse26*cse27
    cse29 = np.cos(q_theta_link3)
    cse30 = 0.8804585470401622*cse25*v_thetad_link3 + v_phid_link3*(-0.8804585470401622*cse28 + 0.4741231347908751*cse29) + 0.4741231347908751*v_psid_link3
    cse31 = 0.008804585470401622*cse26
    cse32 = np.sin(q_phi_link3)
    cse33 = cse29*cse32
    cse34 = np.cos(q_phi_link3)
    cse35 = 0.008804585470401622*cse25
    cse36 = 0.004741231347908751*cse27
    cse37 = v_phid_link2*(-0.3708795797635267*cse12 + 0.6967213111475148*cse13 + 0.6140258560576402*cse14) + 0.6140258560576402*v_psid_link2 + v_thetad_link2*(0.3708795797635267*cse10 + 0.6967213111475148*cse9)
    cse38 = 0.0037087957976352673*cse17
    cse39 = 0.0037087957976352673*cse10
    cse40 = 0.0069672131114751484*cse22
    cse41 = 0.0069672131114751484*cse9
    cse42 = -1.0*cse25*cse27*v_phid_link3 - 1.0*cse26*v_thetad_link3
    cse43 = 4.54*cse25
    cse44 = 4.54*cse26
    cse45 = np.cos(q_psi_rotor)
    cse46 = np.sin(q_theta_rotor)
    cse47 = cse46*v_phid_rotor
    cse48 = np.sin(q_psi_rotor)
    cse49 = -cse45*cse47 + cse48*v_thetad_rotor
    cse50 = np.sin(q_phi_rotor)
    cse51 = np.cos(q_theta_rotor)
    cse52 = cse50*cse51
    cse53 = 4.0*cse45
    cse54 = np.cos(q_phi_rotor)
    cse55 = 4.0*cse48
    cse56 = cse45*v_thetad_rotor + cse47*cse48
    cse57 = 2.0*cse48
    cse58 = 2.0*cse45
    cse59 = cse11*cse19
    cse60 = cse29*cse34
    cse61 = cse51*cse54
    out = np.zeros((n, 6))
    out[:, 0] = cse0 + cse1 + cse2
    out[:, 1] = cse3 + cse4 + cse5
    out[:, 2] = cse6 + cse7 + cse8
    out[:, 3] = cse15*(cse16*cse18 + cse16*cse23 - cse19*cse20 + cse19*cse21 + 9.301949428809847*cse24) - cse3*q_r_rotor_z + cse30*(cse31*cse33 + cse32*cse36 + cse34*cse35) + cse37*(cse16*cse38 - cse16*cse40 + cse19*cse39 + cse19*cse41 + 0.006140258560576401*cse24) - cse4*q_r_link3_z + cse42*(cse33*cse43 - cse34*cse44) + cse49*(cse52*cse53 + cse54*cse55) - cse5*q_r_link2_z + cse56*(-cse52*cse57 + cse54*cse58) + cse6*q_r_rotor_y + cse7*q_r_link3_y + cse8*q_r_link2_y
    out[:, 4] = cse0*q_r_rotor_z + cse1*q_r_link3_z + cse15*(-cse16*cse20 + cse16*cse21 - cse18*cse19 - cse19*cse23 - 9.301949428809847*cse59) + cse2*q_r_link2_z + cse30*(-cse31*cse60 + cse32*cse35 - cse34*cse36) + cse37*(cse16*cse39 + cse16*cse41 - cse19*cse38 + cse19*cse40 - 0.006140258560576401*cse59) + cse42*(-cse32*cse44 - cse43*cse60) + cse49*(cse50*cse55 - cse53*cse61) + cse56*(cse50*cse58 + cse57*cse61) - cse6*q_r_rotor_x - cse7*q_r_link3_x - cse8*q_r_link2_x
    out[:, 5] = -cse0*q_r_rotor_y - cse1*q_r_link3_y + cse15*(-0.003264544402314339*cse12 - 8.199617440259882*cse13 + 9.301949428809847*cse14) - cse2*q_r_link2_y - cse27*cse42*cse43 + cse3*q_r_rotor_x + cse30*(-0.008804585470401622*cse28 + 0.004741231347908751*cse29) + cse37*(-0.0037087957976352673*cse12 + 0.0069672131114751484*cse13 + 0.006140258560576401*cse14) + cse4*q_r_link3_x - cse46*cse49*cse53 + cse46*cse56*cse57 + cse5*q_r_link2_x
    return out


def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (3, 12), 36 nonzero.
    """
    # 165 operations after common subexpression elimination
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(q_theta_rotor)
    cse1 = math.sin(q_phi_rotor)
    cse2 = math.cos(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = math.cos(q_phi_rotor)
    cse5 = math.sin(q_psi_rotor)
    cse6 = cse4*cse5
    cse7 = cse1*cse5
    cse8 = cse2*cse4
    cse9 = math.sin(q_theta_rotor)
    cse10 = math.sin(q_phi_link2)
    cse11 = math.cos(q_theta_link2)
    cse12 = math.cos(q_psi_link2)
    cse13 = cse11*cse12
    cse14 = cse10*cse13
    cse15 = math.cos(q_phi_link2)
    cse16 = 0.6612594709887001*cse12
    cse17 = math.sin(q_psi_link2)
    cse18 = cse10*cse17
    cse19 = 0.6612594709887001*cse11
    cse20 = math.sin(q_theta_link2)
    cse21 = 0.7501572120007941*cse20
    cse22 = cse15*cse17
    cse23 = 0.6967213111475148*cse12
    cse24 = 0.6967213111475148*cse11
    cse25 = 0.6140258560576402*cse20
    cse26 = 0.27805633713446004*cse12
    cse27 = 0.27805633713446004*cse11
    cse28 = 0.245431060332383*cse20
    cse29 = cse13*cse15
    cse30 = cse12*cse20
    cse31 = cse17*cse20
    cse32 = math.sin(q_phi_link3)
    cse33 = math.cos(q_theta_link3)
    cse34 = math.sin(q_psi_link3)
    cse35 = 1.0*cse34
    cse36 = cse33*cse35
    cse37 = math.cos(q_phi_link3)
    cse38 = math.cos(q_psi_link3)
    cse39 = 1.0*cse38
    cse40 = 0.8804585470401622*cse33
    cse41 = cse38*cse40
    cse42 = math.sin(q_theta_link3)
    cse43 = 0.4741231347908751*cse42
    cse44 = 0.8804585470401622*cse34
    cse45 = 0.4741231347908751*cse33
    cse46 = cse38*cse45
    cse47 = 0.4741231347908751*cse34
    cse48 = 0.8804585470401622*cse42
    return np.array([
        q_r_rotor_x,  # [0, 0]
        q_r_rotor_y,  # [0, 1]
        q_r_rotor_z,  # [0, 2]
        cse0*cse3 + cse6,  # [0, 3]
        -cse0*cse7 + cse8,  # [0, 4]
        cse1*cse9,  # [0, 5]
        -cse0*cse8 + cse7,  # [0, 6]
        cse0*cse6 + cse3,  # [0, 7]
        -cse4*cse9,  # [0, 8]
        -cse2*cse9,  # [0, 9]
        cse5*cse9,  # [0, 10]
        cse0,  # [0, 11]
        q_r_link2_x,  # [1, 0]
        q_r_link2_y,  # [1, 1]
        q_r_link2_z,  # [1, 2]
        cse10*cse21 + 0.00026326970986405957*cse14 - cse15*cse16 + cse18*cse19 + 0.00026326970986405957*cse22,  # [1, 3]
        cse10*cse25 + 0.3708795797635267*cse14 + cse15*cse23 - cse18*cse24 + 0.3708795797635267*cse22,  # [1, 4]
        cse10*cse28 - 0.9286809290620163*cse14 + cse15*cse26 - cse18*cse27 - 0.9286809290620163*cse22,  # [1, 5]
        -cse10*cse16 - cse15*cse21 + 0.00026326970986405957*cse18 - cse19*cse22 - 0.00026326970986405957*cse29,  # [1, 6]
        cse10*cse23 - cse15*cse25 + 0.3708795797635267*cse18 + cse22*cse24 - 0.3708795797635267*cse29,  # [1, 7]
        cse10*cse26 - cse15*cse28 - 0.9286809290620163*cse18 + cse22*cse27 + 0.9286809290620163*cse29,  # [1, 8]
        0.7501572120007941*cse11 - 0.00026326970986405957*cse30 - 0.6612594709887001*cse31,  # [1, 9]
        0.6140258560576402*cse11 - 0.3708795797635267*cse30 + 0.6967213111475148*cse31,  # [1, 10]
        0.245431060332383*cse11 + 0.9286809290620163*cse30 + 0.27805633713446004*cse31,  # [1, 11]
        q_r_link3_x,  # [2, 0]
        q_r_link3_y,  # [2, 1]
        q_r_link3_z,  # [2, 2]
        cse32*cse36 - cse37*cse39,  # [2, 3]
        cse32*cse41 + cse32*cse43 + cse37*cse44,  # [2, 4]
        -cse32*cse46 + cse32*cse48 - cse37*cse47,  # [2, 5]
        -cse32*cse39 - cse36*cse37,  # [2, 6]
        cse32*cse44 - cse37*cse41 - cse37*cse43,  # [2, 7]
        -cse32*cse47 + cse37*cse46 - cse37*cse48,  # [2, 8]
        -cse35*cse42,  # [2, 9]
        -cse38*cse48 + cse45,  # [2, 10]
        cse38*cse43 + cse40,  # [2, 11]
    ]).reshape(3, 12)



def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 3, 12).
    """
    n = len(q)
    (
        q_r_rotor_x, q_r_rotor_y, q_r_rotor_z, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, q_r_link2_x, q_r_link2_y,
        q_r_link2_z, q_phi_link2, q_theta_link2, q_psi_link2,
        q_r_link3_x, q_r_link3_y, q_r_link3_z, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    cse0 = np.cos(q_theta_rotor)
    cse1 = np.sin(q_phi_rotor)
    cse2 = np.cos(q_psi_rotor)
    cse3 = cse1*cse2
    cse4 = np.cos(q_phi_rotor)
    cse5 = np.sin(q_psi_rotor)
    cse6 = cse4*cse5
    cse7 = cse1*cse5
    cse8 = cse2*cse4
    cse9 = np.sin(q_theta_rotor)
    cse10 = np.sin(q_phi_link2)
    cse11 = np.cos(q_theta_link2)
    cse12 = np.cos(q_psi_link2)
    cse13 = cse11*cse12
    cse14 = cse10*cse13
    cse15 = np.cos(q_phi_link2)
    cse16 = 0.6612594709887001*cse12
    cse17 = np.sin(q_psi_link2)
    cse18 = cse10*cse17
    cse19 = 0.6612594709887001*cse11
    cse20 = np.sin(q_theta_link2)
    cse21 = 0.7501572120007941*cse20
    cse22 = cse15*cse17
    cse23 = 0.6967213111475148*cse12
    cse24 = 0.6967213111475148*cse11
    cse25 = 0.6140258560576402*cse20
    cse26 = 0.27805633713446004*cse12
    cse27 = 0.27805633713446004*cse11
    cse28 = 0.245431060332383*cse20
    cse29 = cse13*cse15
    cse30 = cse12*cse20
    cse31 = cse17*cse20
    cse32 = np.sin(q_phi_link3)
    cse33 = np.cos(q_theta_link3)
    cse34 = np.sin(q_psi_link3)
    cse35 = 1.0*cse34
    cse36 = cse33*cse35
    cse37 = np.cos(q_phi_link3)
    cse38 = np.cos(q_psi_link3)
    cse39 = 1.0*cse38
    cse40 = 0.8804585470401622*cse33
    cse41 = cse38*cse40
    cse42 = np.sin(q_theta_link3)
    cse43 = 0.4741231347908751*cse42
    cse44 = 0.8804585470401622*cse34
    cse45 = 0.4741231347908751*cse33
    cse46 = cse38*cse45
    cse47 = 0.4741231347908751*cse34
    cse48 = 0.8804585470401622*cse42
    out = np.zeros((n, 3, 12))
    out[:, 0, 0] = q_r_rotor_x
    out[:, 0, 1] = q_r_rotor_y
    out[:, 0, 2] = q_r_rotor_z
    out[:, 0, 3] = cse0*cse3 + cse6
    out[:, 0, 4] = -cse0*cse7 + cse8
    out[:, 0, 5] = cse1*cse9
    out[:, 0, 6] = -cse0*cse8 + cse7
    out[:, 0, 7] = cse0*cse6 + cse3
    out[:, 0, 8] = -cse4*cse9
    out[:, 0, 9] = -cse2*cse9
    out[:, 0, 10] = cse5*cse9
    out[:, 0, 11] = cse0
    out[:, 1, 0] = q_r_link2_x
    out[:, 1, 1] = q_r_link2_y
    out[:, 1, 2] = q_r_link2_z
    out[:, 1, 3] = cse10*cse21 + 0.00026326970986405957*cse14 - cse15*cse16 + cse18*cse19 + 0.00026326970986405957*cse22
    out[:, 1, 4] = cse10*cse25 + 0.3708795797635267*cse14 + cse15*cse23 - cse18*cse24 + 0.3708795797635267*cse22
    out[:, 1, 5] = cse10*cse28 - 0.9286809290620163*cse14 + cse15*cse26 - cse18*cse27 - 0.9286809290620163*cse22
    out[:, 1, 6] = -cse10*cse16 - cse15*cse21 + 0.00026326970986405957*cse18 - cse19*cse22 - 0.00026326970986405957*cse29
    out[:, 1, 7] = cse10*cse23 - cse15*cse25 + 0.3708795797635267*cse18 + cse22*cse24 - 0.3708795797635267*cse29
    out[:, 1, 8] = cse10*cse26 - cse15*cse28 - 0.9286809290620163*cse18 + cse22*cse27 + 0.9286809290620163*cse29
    out[:, 1, 9] = 0.7501572120007941*cse11 - 0.00026326970986405957*cse30 - 0.6612594709887001*cse31
    out[:, 1, 10] = 0.6140258560576402*cse11 - 0.3708795797635267*cse30 + 0.6967213111475148*cse31
    out[:, 1, 11] = 0.245431060332383*cse11 + 0.9286809290620163*cse30 + 0.27805633713446004*cse31
    out[:, 2, 0] = q_r_link3_x
    out[:, 2, 1] = q_r_link3_y
    out[:, 2, 2] = q_r_link3_z
    out[:, 2, 3] = cse32*cse36 - cse37*cse39
    out[:, 2, 4] = cse32*cse41 + cse32*cse43 + cse37*cse44
    out[:, 2, 5] = -cse32*cse46 + cse32*cse48 - cse37*cse47
    out[:, 2, 6] = -cse32*cse39 - cse36*cse37
    out[:, 2, 7] = cse32*cse44 - cse37*cse41 - cse37*cse43
    out[:, 2, 8] = -cse32*cse47 + cse37*cse46 - cse37*cse48
    out[:, 2, 9] = -cse35*cse42
    out[:, 2, 10] = -cse38*cse48 + cse45
    out[:, 2, 11] = cse38*cse43 + cse40
    return out


def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (3, 6), 18 nonzero.
    """
    # 248 operations after common subexpression elimination
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, q_phi_link2, q_theta_link2, q_psi_link2,
        _, _, _, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_phid_link2, v_thetad_link2, v_psid_link2,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.sin(q_phi_rotor)
    cse1 = math.cos(q_theta_rotor)
    cse2 = cse1*v_phid_rotor + v_psid_rotor
    cse3 = math.sin(q_theta_rotor)
    cse4 = cse2*cse3
    cse5 = math.cos(q_psi_rotor)
    cse6 = cse3*cse5
    cse7 = math.sin(q_psi_rotor)
    cse8 = -cse6*v_phid_rotor + cse7*v_thetad_rotor
    cse9 = cse0*cse5
    cse10 = math.cos(q_phi_rotor)
    cse11 = cse10*cse7
    cse12 = cse3*cse7
    cse13 = cse12*v_phid_rotor + cse5*v_thetad_rotor
    cse14 = cse0*cse7
    cse15 = cse10*cse5
    cse16 = math.cos(q_psi_link2)
    cse17 = 0.6612594709887001*cse16
    cse18 = math.sin(q_psi_link2)
    cse19 = 0.00026326970986405957*cse18
    cse20 = math.sin(q_theta_link2)
    cse21 = cse16*cse20
    cse22 = cse18*cse20
    cse23 = math.cos(q_theta_link2)
    cse24 = -0.00026326970986405957*cse21 - 0.6612594709887001*cse22 + 0.7501572120007941*cse23
    cse25 = cse24*v_phid_link2 + 0.7501572120007941*v_psid_link2 + v_thetad_link2*(-cse17 + cse19)
    cse26 = math.sin(q_phi_link2)
    cse27 = cse23*cse26
    cse28 = cse16*cse27
    cse29 = math.cos(q_phi_link2)
    cse30 = 0.6612594709887001*cse18
    cse31 = cse20*cse26
    cse32 = 0.9286809290620163*cse18
    cse33 = 0.27805633713446004*cse16
    cse34 = 0.9286809290620163*cse21 + 0.27805633713446004*cse22 + 0.245431060332383*cse23
    cse35 = cse34*v_phid_link2 + 0.245431060332383*v_psid_link2 + v_thetad_link2*(-cse32 + cse33)
    cse36 = 0.27805633713446004*cse18
    cse37 = 0.6967213111475148*cse16
    cse38 = 0.3708795797635267*cse18
    cse39 = -0.3708795797635267*cse21 + 0.6967213111475148*cse22 + 0.6140258560576402*cse23
    cse40 = cse39*v_phid_link2 + 0.6140258560576402*v_psid_link2 + v_thetad_link2*(cse37 + cse38)
    cse41 = 0.6967213111475148*cse18
    cse42 = 0.6140258560576402*cse20
    cse43 = cse23*cse29
    cse44 = cse16*cse43
    cse45 = cse20*cse29
    cse46 = math.sin(q_psi_link3)
    cse47 = 0.8804585470401622*cse46
    cse48 = math.cos(q_psi_link3)
    cse49 = math.sin(q_theta_link3)
    cse50 = 0.8804585470401622*cse49
    cse51 = math.cos(q_theta_link3)
    cse52 = 0.4741231347908751*cse51
    cse53 = -cse48*cse50 + cse52
    cse54 = cse47*v_thetad_link3 + cse53*v_phid_link3 + 0.4741231347908751*v_psid_link3
    cse55 = math.sin(q_phi_link3)
    cse56 = 0.8804585470401622*cse51
    cse57 = cse48*cse56
    cse58 = 0.4741231347908751*cse49
    cse59 = math.cos(q_phi_link3)
    cse60 = 0.4741231347908751*cse46
    cse61 = cse48*cse58 + cse56
    cse62 = -cse60*v_thetad_link3 + cse61*v_phid_link3 + 0.8804585470401622*v_psid_link3
    cse63 = cse48*cse52
    cse64 = 1.0*cse46
    cse65 = cse49*cse64
    cse66 = 1.0*cse48
    cse67 = -cse65*v_phid_link3 - cse66*v_thetad_link3
    cse68 = cse51*cse64
    return np.array([
        v_rd_rotor_x,  # [0, 0]
        v_rd_rotor_y,  # [0, 1]
        v_rd_rotor_z,  # [0, 2]
        cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(cse1*cse9 + cse11),  # [0, 3]
        -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(-cse1*cse15 + cse14),  # [0, 4]
        cse1*cse2 + cse12*cse13 - cse6*cse8,  # [0, 5]
        v_rd_link2_x,  # [1, 0]
        v_rd_link2_y,  # [1, 1]
        v_rd_link2_z,  # [1, 2]
        cse25*(-cse17*cse29 + cse19*cse29 + cse27*cse30 + 0.00026326970986405957*cse28 + 0.7501572120007941*cse31) + cse35*(-cse27*cse36 - 0.9286809290620163*cse28 - cse29*cse32 + cse29*cse33 + 0.245431060332383*cse31) + cse40*(cse26*cse42 - cse27*cse41 + 0.3708795797635267*cse28 + cse29*cse37 + cse29*cse38),  # [1, 3]
        cse25*(-cse17*cse26 + cse19*cse26 - cse30*cse43 - 0.00026326970986405957*cse44 - 0.7501572120007941*cse45) + cse35*(-cse26*cse32 + cse26*cse33 + cse36*cse43 + 0.9286809290620163*cse44 - 0.245431060332383*cse45) + cse40*(cse26*cse37 + cse26*cse38 - cse29*cse42 + cse41*cse43 - 0.3708795797635267*cse44),  # [1, 4]
        cse24*cse25 + cse34*cse35 + cse39*cse40,  # [1, 5]
        v_rd_link3_x,  # [2, 0]
        v_rd_link3_y,  # [2, 1]
        v_rd_link3_z,  # [2, 2]
        cse54*(cse47*cse59 + cse55*cse57 + cse55*cse58) + cse62*(cse50*cse55 - cse55*cse63 - cse59*cse60) + cse67*(cse55*cse68 - cse59*cse66),  # [2, 3]
        cse54*(cse47*cse55 - cse57*cse59 - cse58*cse59) + cse62*(-cse50*cse59 - cse55*cse60 + cse59*cse63) + cse67*(-cse55*cse66 - cse59*cse68),  # [2, 4]
        cse53*cse54 + cse61*cse62 - cse65*cse67,  # [2, 5]
    ]).reshape(3, 6)



def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        v: velocity coordinates, one row each (n, 18).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 3, 6).
    """
    n = len(q)
    (
        _, _, _, q_phi_rotor,
        q_theta_rotor, q_psi_rotor, _, _,
        _, q_phi_link2, q_theta_link2, q_psi_link2,
        _, _, _, q_phi_link3,
        q_theta_link3, q_psi_link3,
    ) = _columns(q, n, 18, "q")

    (
        v_rd_rotor_x, v_rd_rotor_y, v_rd_rotor_z, v_phid_rotor,
        v_thetad_rotor, v_psid_rotor, v_rd_link2_x, v_rd_link2_y,
        v_rd_link2_z, v_phid_link2, v_thetad_link2, v_psid_link2,
        v_rd_link3_x, v_rd_link3_y, v_rd_link3_z, v_phid_link3,
        v_thetad_link3, v_psid_link3,
    ) = _columns(v, n, 18, "v")

    cse0 = np.sin(q_phi_rotor)
    cse1 = np.cos(q_theta_rotor)
    cse2 = cse1*v_phid_rotor + v_psid_rotor
    cse3 = np.sin(q_theta_rotor)
    cse4 = cse2*cse3
    cse5 = np.cos(q_psi_rotor)
    cse6 = cse3*cse5
    cse7 = np.sin(q_psi_rotor)
    cse8 = -cse6*v_phid_rotor + cse7*v_thetad_rotor
    cse9 = cse0*cse5
    cse10 = np.cos(q_phi_rotor)
    cse11 = cse10*cse7
    cse12 = cse3*cse7
    cse13 = cse12*v_phid_rotor + cse5*v_thetad_rotor
    cse14 = cse0*cse7
    cse15 = cse10*cse5
    cse16 = np.cos(q_psi_link2)
    cse17 = 0.6612594709887001*cse16
    cse18 = np.sin(q_psi_link2)
    cse19 = 0.00026326970986405957*cse18
    cse20 = np.sin(q_theta_link2)
    cse21 = cse16*cse20
    cse22 = cse18*cse20
    cse23 = np.cos(q_theta_link2)
    cse24 = -0.00026326970986405957*cse21 - 0.6612594709887001*cse22 + 0.7501572120007941*cse23
    cse25 = cse24*v_phid_link2 + 0.7501572120007941*v_psid_link2 + v_thetad_link2*(-cse17 + cse19)
    cse26 = np.sin(q_phi_link2)
    cse27 = cse23*cse26
    cse28 = cse16*cse27
    cse29 = np.cos(q_phi_link2)
    cse30 = 0.6612594709887001*cse18
    cse31 = cse20*cse26
    cse32 = 0.9286809290620163*cse18
    cse33 = 0.27805633713446004*cse16
    cse34 = 0.9286809290620163*cse21 + 0.27805633713446004*cse22 + 0.245431060332383*cse23
    cse35 = cse34*v_phid_link2 + 0.245431060332383*v_psid_link2 + v_thetad_link2*(-cse32 + cse33)
    cse36 = 0.27805633713446004*cse18
    cse37 = 0.6967213111475148*cse16
    cse38 = 0.3708795797635267*cse18
    cse39 = -0.3708795797635267*cse21 + 0.6967213111475148*cse22 + 0.6140258560576402*cse23
    cse40 = cse39*v_phid_link2 + 0.6140258560576402*v_psid_link2 + v_thetad_link2*(cse37 + cse38)
    cse41 = 0.6967213111475148*cse18
    cse42 = 0.6140258560576402*cse20
    cse43 = cse23*cse29
    cse44 = cse16*cse43
    cse45 = cse20*cse29
    cse46 = np.sin(q_psi_link3)
    cse47 = 0.8804585470401622*cse46
    cse48 = np.cos(q_psi_link3)
    cse49 = np.sin(q_theta_link3)
    cse50 = 0.8804585470401622*cse49
    cse51 = np.cos(q_theta_link3)
    cse52 = 0.4741231347908751*cse51
    cse53 = -cse48*cse50 + cse52
    cse54 = cse47*v_thetad_link3 + cse53*v_phid_link3 + 0.4741231347908751*v_psid_link3
    cse55 = np.sin(q_phi_link3)
    cse56 = 0.8804585470401622*cse51
    cse57 = cse48*cse56
    cse58 = 0.4741231347908751*cse49
    cse59 = np.cos(q_phi_link3)
    cse60 = 0.4741231347908751*cse46
    cse61 = cse48*cse58 + cse56
    cse62 = -cse60*v_thetad_link3 + cse61*v_phid_link3 + 0.8804585470401622*v_psid_link3
    cse63 = cse48*cse52
    cse64 = 1.0*cse46
    cse65 = cse49*cse64
    cse66 = 1.0*cse48
    cse67 = -cse65*v_phid_link3 - cse66*v_thetad_link3
    cse68 = cse51*cse64
    out = np.zeros((n, 3, 6))
    out[:, 0, 0] = v_rd_rotor_x
    out[:, 0, 1] = v_rd_rotor_y
    out[:, 0, 2] = v_rd_rotor_z
    out[:, 0, 3] = cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(cse1*cse9 + cse11)
    out[:, 0, 4] = -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(-cse1*cse15 + cse14)
    out[:, 0, 5] = cse1*cse2 + cse12*cse13 - cse6*cse8
    out[:, 1, 0] = v_rd_link2_x
    out[:, 1, 1] = v_rd_link2_y
    out[:, 1, 2] = v_rd_link2_z
    out[:, 1, 3] = cse25*(-cse17*cse29 + cse19*cse29 + cse27*cse30 + 0.00026326970986405957*cse28 + 0.7501572120007941*cse31) + cse35*(-cse27*cse36 - 0.9286809290620163*cse28 - cse29*cse32 + cse29*cse33 + 0.245431060332383*cse31) + cse40*(cse26*cse42 - cse27*cse41 + 0.3708795797635267*cse28 + cse29*cse37 + cse29*cse38)
    out[:, 1, 4] = cse25*(-cse17*cse26 + cse19*cse26 - cse30*cse43 - 0.00026326970986405957*cse44 - 0.7501572120007941*cse45) + cse35*(-cse26*cse32 + cse26*cse33 + cse36*cse43 + 0.9286809290620163*cse44 - 0.245431060332383*cse45) + cse40*(cse26*cse37 + cse26*cse38 - cse29*cse42 + cse41*cse43 - 0.3708795797635267*cse44)
    out[:, 1, 5] = cse24*cse25 + cse34*cse35 + cse39*cse40
    out[:, 2, 0] = v_rd_link3_x
    out[:, 2, 1] = v_rd_link3_y
    out[:, 2, 2] = v_rd_link3_z
    out[:, 2, 3] = cse54*(cse47*cse59 + cse55*cse57 + cse55*cse58) + cse62*(cse50*cse55 - cse55*cse63 - cse59*cse60) + cse67*(cse55*cse68 - cse59*cse66)
    out[:, 2, 4] = cse54*(cse47*cse55 - cse57*cse59 - cse58*cse59) + cse62*(-cse50*cse59 - cse55*cse60 + cse59*cse63) + cse67*(-cse55*cse66 - cse59*cse68)
    out[:, 2, 5] = cse53*cse54 + cse61*cse62 - cse65*cse67
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
        ndarray of shape (3, 9), 17 nonzero.
    """
    # 1 operations after common subexpression elimination
    out = np.zeros((3, 9))
    out[_chart_INDEX] = (
        1,  # [0, 1]
        -1,  # [0, 3]
        1,  # [0, 8]
        -0.6612594709887001,  # [1, 0]
        0.6967213111475148,  # [1, 1]
        0.27805633713446004,  # [1, 2]
        -0.00026326970986405957,  # [1, 3]
        -0.3708795797635267,  # [1, 4]
        0.9286809290620163,  # [1, 5]
        0.7501572120007941,  # [1, 6]
        0.6140258560576402,  # [1, 7]
        0.245431060332383,  # [1, 8]
        -1.0,  # [2, 0]
        -0.8804585470401622,  # [2, 4]
        0.4741231347908751,  # [2, 5]
        0.4741231347908751,  # [2, 7]
        0.8804585470401622,  # [2, 8]
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
