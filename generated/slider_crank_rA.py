# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: slider_crank
# formulation: rA
# scheme: any
# input hash: 34dbff893cc005fa
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
INPUT_HASH = '34dbff893cc005fa'
N_Q = 36
N_V = 18
N_C = 18
BODIES = ['crank', 'rod', 'slider']
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
METADATA = {'mechanism': 'slider_crank',
 'formulation': 'rA',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '34dbff893cc005fa',
 'bodies': ['crank', 'rod', 'slider'],
 'springs': [],
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
                      'bodies': ['ground', 'crank'],
                      'length_power': 1},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['ground', 'crank'],
                      'length_power': 1},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['ground', 'crank'],
                      'length_power': 1},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #4',
                      'bodies': ['ground', 'crank'],
                      'length_power': 0},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #5',
                      'bodies': ['ground', 'crank'],
                      'length_power': 0},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['rod', 'crank'],
                      'length_power': 1},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['rod', 'crank'],
                      'length_power': 1},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['rod', 'crank'],
                      'length_power': 1},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['rod', 'slider'],
                      'length_power': 0},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP2 #2',
                      'bodies': ['rod', 'slider'],
                      'length_power': 1},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP2 #3',
                      'bodies': ['rod', 'slider'],
                      'length_power': 1},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['slider', 'ground'],
                      'length_power': 0},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['slider', 'ground'],
                      'length_power': 0},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP2 #3',
                      'bodies': ['slider', 'ground'],
                      'length_power': 1},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP2 #4',
                      'bodies': ['slider', 'ground'],
                      'length_power': 1},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #5',
                      'bodies': ['slider', 'ground'],
                      'length_power': 0},
                     {'owner': 'distance',
                      'kind': 'constraint',
                      'label': 'D #1',
                      'bodies': ['rod', 'slider'],
                      'length_power': 2},
                     {'owner': 'driver',
                      'kind': 'constraint',
                      'label': 'angle #1',
                      'bodies': ['ground', 'crank'],
                      'length_power': 0}],
 'dropped_rows': [],
 'reaction_sites': [{'owner': 'revolute',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['ground', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [0, 6],
                     'coordinates': []},
                    {'owner': 'spherical',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [6, 12],
                     'coordinates': []},
                    {'owner': 'revolute_cylindrical',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'slider'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [12, 18],
                     'coordinates': []},
                    {'owner': 'translational',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['slider', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [18, 24],
                     'coordinates': []},
                    {'owner': 'distance',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'slider'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [24, 30],
                     'coordinates': []},
                    {'owner': 'driver',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['ground', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]],
                     'rows': [30, 36],
                     'coordinates': []},
                    {'owner': 'crank_angle',
                     'kind': 'coordinate',
                     'joint_kind': '',
                     'bodies': ['ground', 'crank'],
                     'components': [],
                     'wrenches': [],
                     'rows': [36, 36],
                     'coordinates': [['angle', 'angle_z']]},
                    {'owner': 'slider_travel',
                     'kind': 'coordinate',
                     'joint_kind': '',
                     'bodies': ['ground', 'slider'],
                     'components': [],
                     'wrenches': [],
                     'rows': [36, 36],
                     'coordinates': [['displacement', 'along_z']]}],
 'degrees_of_freedom': 0,
 'parameters': [],
 'parameter_defaults': [],
 'assemble': False,
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
     5,
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
     7,
     7]),
    np.array([1,
     2,
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
     1,
     2,
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
     23]),
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
        v_rd_crank_x,  # [0]
        v_rd_crank_y,  # [1]
        v_rd_crank_z,  # [2]
        q_A_crank_12*v_w_crank_z - q_A_crank_13*v_w_crank_y,  # [3]
        -q_A_crank_11*v_w_crank_z + q_A_crank_13*v_w_crank_x,  # [4]
        q_A_crank_11*v_w_crank_y - q_A_crank_12*v_w_crank_x,  # [5]
        q_A_crank_22*v_w_crank_z - q_A_crank_23*v_w_crank_y,  # [6]
        -q_A_crank_21*v_w_crank_z + q_A_crank_23*v_w_crank_x,  # [7]
        q_A_crank_21*v_w_crank_y - q_A_crank_22*v_w_crank_x,  # [8]
        q_A_crank_32*v_w_crank_z - q_A_crank_33*v_w_crank_y,  # [9]
        -q_A_crank_31*v_w_crank_z + q_A_crank_33*v_w_crank_x,  # [10]
        q_A_crank_31*v_w_crank_y - q_A_crank_32*v_w_crank_x,  # [11]
        v_rd_rod_x,  # [12]
        v_rd_rod_y,  # [13]
        v_rd_rod_z,  # [14]
        q_A_rod_12*v_w_rod_z - q_A_rod_13*v_w_rod_y,  # [15]
        -q_A_rod_11*v_w_rod_z + q_A_rod_13*v_w_rod_x,  # [16]
        q_A_rod_11*v_w_rod_y - q_A_rod_12*v_w_rod_x,  # [17]
        q_A_rod_22*v_w_rod_z - q_A_rod_23*v_w_rod_y,  # [18]
        -q_A_rod_21*v_w_rod_z + q_A_rod_23*v_w_rod_x,  # [19]
        q_A_rod_21*v_w_rod_y - q_A_rod_22*v_w_rod_x,  # [20]
        q_A_rod_32*v_w_rod_z - q_A_rod_33*v_w_rod_y,  # [21]
        -q_A_rod_31*v_w_rod_z + q_A_rod_33*v_w_rod_x,  # [22]
        q_A_rod_31*v_w_rod_y - q_A_rod_32*v_w_rod_x,  # [23]
        v_rd_slider_x,  # [24]
        v_rd_slider_y,  # [25]
        v_rd_slider_z,  # [26]
        q_A_slider_12*v_w_slider_z - q_A_slider_13*v_w_slider_y,  # [27]
        -q_A_slider_11*v_w_slider_z + q_A_slider_13*v_w_slider_x,  # [28]
        q_A_slider_11*v_w_slider_y - q_A_slider_12*v_w_slider_x,  # [29]
        q_A_slider_22*v_w_slider_z - q_A_slider_23*v_w_slider_y,  # [30]
        -q_A_slider_21*v_w_slider_z + q_A_slider_23*v_w_slider_x,  # [31]
        q_A_slider_21*v_w_slider_y - q_A_slider_22*v_w_slider_x,  # [32]
        q_A_slider_32*v_w_slider_z - q_A_slider_33*v_w_slider_y,  # [33]
        -q_A_slider_31*v_w_slider_z + q_A_slider_33*v_w_slider_x,  # [34]
        q_A_slider_31*v_w_slider_y - q_A_slider_32*v_w_slider_x,  # [35]
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
    # 77 operations after common subexpression elimination
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
    cse11 = math.sin(cse10)
    cse12 = math.cos(cse10)
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
        2*(cse11*q_A_crank_32 - cse12*q_A_crank_22)/(cse11*q_A_crank_22 + cse12*q_A_crank_32 + 1),  # [17]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, _,
        q_A_crank_12, _, q_A_crank_21, q_A_crank_22,
        _, q_A_crank_31, q_A_crank_32, _,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = _columns(q, n, 36, "q")

    t = _times(t, n)

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
    cse10 = 2*np.pi*t
    cse11 = np.sin(cse10)
    cse12 = np.cos(cse10)
    out = np.zeros((n, 18))
    out[:, 0] = q_r_crank_x
    out[:, 1] = q_r_crank_y - 0.1
    out[:, 2] = q_r_crank_z - 0.12
    out[:, 3] = q_A_crank_21
    out[:, 4] = q_A_crank_31
    out[:, 5] = cse0 + cse1 + 0.08*q_A_crank_12 + q_r_crank_x
    out[:, 6] = cse2 + cse3 + 0.08*q_A_crank_22 + q_r_crank_y
    out[:, 7] = cse4 + cse5 + 0.08*q_A_crank_32 + q_r_crank_z
    out[:, 8] = q_A_rod_12*q_A_slider_13 + q_A_rod_22*q_A_slider_23 + q_A_rod_32*q_A_slider_33
    out[:, 9] = cse6*q_A_rod_32 + cse7*q_A_rod_22 + cse8*q_A_rod_12
    out[:, 10] = cse6*q_A_rod_33 + cse7*q_A_rod_23 + cse8*q_A_rod_13
    out[:, 11] = -q_A_slider_11
    out[:, 12] = q_A_slider_12
    out[:, 13] = -cse9*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z
    out[:, 14] = cse9*q_A_slider_12 - q_A_slider_22*q_r_slider_y - q_A_slider_32*q_r_slider_z
    out[:, 15] = -q_A_slider_21
    out[:, 16] = (cse6 + q_A_slider_33)**2 + (cse7 + q_A_slider_23)**2 + (cse8 + q_A_slider_13)**2 - 1
    out[:, 17] = 2*(cse11*q_A_crank_32 - cse12*q_A_crank_22)/(cse11*q_A_crank_22 + cse12*q_A_crank_32 + 1)
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
        ndarray of shape (18, 18), 75 nonzero.
    """
    # 193 operations after common subexpression elimination
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

    cse0 = 0.15*q_A_rod_13
    cse1 = 0.15*q_A_rod_23
    cse2 = 0.15*q_A_rod_32
    cse3 = -0.15*q_A_rod_31 - q_r_rod_z + q_r_slider_z
    cse4 = -0.15*q_A_rod_21 - q_r_rod_y + q_r_slider_y
    cse5 = -0.15*q_A_rod_11 - q_r_rod_x + q_r_slider_x
    cse6 = cse2*q_A_rod_33
    cse7 = cse1*q_A_rod_22
    cse8 = cse0*q_A_rod_12
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
    cse29 = cse27*q_A_crank_22 + cse28*q_A_crank_32 + 1
    cse30 = 2/cse29
    cse31 = 2*(cse27*q_A_crank_32 - cse28*q_A_crank_22)/cse29**2
    cse32 = cse27*cse30 - cse28*cse31
    cse33 = -cse27*cse31 - cse28*cse30
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
        -cse0,  # [5, 10]
        0.15*q_A_rod_12,  # [5, 11]
        1,  # [6, 1]
        0.08*q_A_crank_23,  # [6, 3]
        -0.08*q_A_crank_21,  # [6, 5]
        -1,  # [6, 7]
        -cse1,  # [6, 10]
        0.15*q_A_rod_22,  # [6, 11]
        1,  # [7, 2]
        0.08*q_A_crank_33,  # [7, 3]
        -0.08*q_A_crank_31,  # [7, 5]
        -1,  # [7, 8]
        -0.15*q_A_rod_33,  # [7, 10]
        cse2,  # [7, 11]
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
        cse32*q_A_crank_33 + cse33*q_A_crank_23,  # [17, 3]
        -cse32*q_A_crank_31 - cse33*q_A_crank_21,  # [17, 5]
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
        _, _, _, q_A_crank_11,
        _, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = _columns(q, n, 36, "q")

    t = _times(t, n)

    cse0 = 0.15*q_A_rod_13
    cse1 = 0.15*q_A_rod_23
    cse2 = 0.15*q_A_rod_32
    cse3 = -0.15*q_A_rod_31 - q_r_rod_z + q_r_slider_z
    cse4 = -0.15*q_A_rod_21 - q_r_rod_y + q_r_slider_y
    cse5 = -0.15*q_A_rod_11 - q_r_rod_x + q_r_slider_x
    cse6 = cse2*q_A_rod_33
    cse7 = cse1*q_A_rod_22
    cse8 = cse0*q_A_rod_12
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
    cse26 = 2*np.pi*t
    cse27 = np.sin(cse26)
    cse28 = np.cos(cse26)
    cse29 = cse27*q_A_crank_22 + cse28*q_A_crank_32 + 1
    cse30 = 2/cse29
    cse31 = 2*(cse27*q_A_crank_32 - cse28*q_A_crank_22)/cse29**2
    cse32 = cse27*cse30 - cse28*cse31
    cse33 = -cse27*cse31 - cse28*cse30
    out = np.zeros((n, 18, 18))
    out[:, 0, 0] = 1
    out[:, 1, 1] = 1
    out[:, 2, 2] = 1
    out[:, 3, 4] = -q_A_crank_23
    out[:, 3, 5] = q_A_crank_22
    out[:, 4, 4] = -q_A_crank_33
    out[:, 4, 5] = q_A_crank_32
    out[:, 5, 0] = 1
    out[:, 5, 3] = 0.08*q_A_crank_13
    out[:, 5, 5] = -0.08*q_A_crank_11
    out[:, 5, 6] = -1
    out[:, 5, 10] = -cse0
    out[:, 5, 11] = 0.15*q_A_rod_12
    out[:, 6, 1] = 1
    out[:, 6, 3] = 0.08*q_A_crank_23
    out[:, 6, 5] = -0.08*q_A_crank_21
    out[:, 6, 7] = -1
    out[:, 6, 10] = -cse1
    out[:, 6, 11] = 0.15*q_A_rod_22
    out[:, 7, 2] = 1
    out[:, 7, 3] = 0.08*q_A_crank_33
    out[:, 7, 5] = -0.08*q_A_crank_31
    out[:, 7, 8] = -1
    out[:, 7, 10] = -0.15*q_A_rod_33
    out[:, 7, 11] = cse2
    out[:, 8, 9] = q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33
    out[:, 8, 11] = -q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33
    out[:, 8, 15] = -q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32
    out[:, 8, 16] = q_A_rod_12*q_A_slider_11 + q_A_rod_22*q_A_slider_21 + q_A_rod_32*q_A_slider_31
    out[:, 9, 6] = -q_A_rod_12
    out[:, 9, 7] = -q_A_rod_22
    out[:, 9, 8] = -q_A_rod_32
    out[:, 9, 9] = cse3*q_A_rod_33 + cse4*q_A_rod_23 + cse5*q_A_rod_13
    out[:, 9, 10] = cse6 + cse7 + cse8
    out[:, 9, 11] = -cse10 - cse11 - cse9 - 0.15*q_A_rod_12**2 - 0.15*q_A_rod_22**2 - 0.15*q_A_rod_32**2
    out[:, 9, 12] = q_A_rod_12
    out[:, 9, 13] = q_A_rod_22
    out[:, 9, 14] = q_A_rod_32
    out[:, 10, 6] = -q_A_rod_13
    out[:, 10, 7] = -q_A_rod_23
    out[:, 10, 8] = -q_A_rod_33
    out[:, 10, 9] = -cse3*q_A_rod_32 - cse4*q_A_rod_22 - cse5*q_A_rod_12
    out[:, 10, 10] = cse10 + cse11 + cse9 + 0.15*q_A_rod_13**2 + 0.15*q_A_rod_23**2 + 0.15*q_A_rod_33**2
    out[:, 10, 11] = -cse6 - cse7 - cse8
    out[:, 10, 12] = q_A_rod_13
    out[:, 10, 13] = q_A_rod_23
    out[:, 10, 14] = q_A_rod_33
    out[:, 11, 16] = q_A_slider_13
    out[:, 11, 17] = cse12
    out[:, 12, 15] = q_A_slider_13
    out[:, 12, 17] = -q_A_slider_11
    out[:, 13, 12] = q_A_slider_11
    out[:, 13, 13] = q_A_slider_21
    out[:, 13, 14] = q_A_slider_31
    out[:, 13, 16] = -cse13*q_A_slider_13 + cse14
    out[:, 13, 17] = cse13*q_A_slider_12 + q_A_slider_22*q_r_slider_y + q_A_slider_32*q_r_slider_z
    out[:, 14, 12] = cse12
    out[:, 14, 13] = cse15
    out[:, 14, 14] = -q_A_slider_32
    out[:, 14, 15] = cse14 + cse16*q_A_slider_13
    out[:, 14, 17] = -cse16*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z
    out[:, 15, 16] = q_A_slider_23
    out[:, 15, 17] = cse15
    out[:, 16, 6] = -cse18
    out[:, 16, 7] = -cse20
    out[:, 16, 8] = -cse22
    out[:, 16, 10] = cse23*q_A_rod_33 + cse24*q_A_rod_23 + cse25*q_A_rod_13
    out[:, 16, 11] = -cse23*q_A_rod_32 - cse24*q_A_rod_22 - cse25*q_A_rod_12
    out[:, 16, 12] = cse18
    out[:, 16, 13] = cse20
    out[:, 16, 14] = cse22
    out[:, 16, 15] = -cse18*q_A_slider_12 - cse20*q_A_slider_22 - cse22*q_A_slider_32
    out[:, 16, 16] = cse18*q_A_slider_11 + cse20*q_A_slider_21 + cse22*q_A_slider_31
    out[:, 17, 3] = cse32*q_A_crank_33 + cse33*q_A_crank_23
    out[:, 17, 5] = -cse32*q_A_crank_31 - cse33*q_A_crank_21
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
    # 25 operations after common subexpression elimination
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
    cse2 = math.sin(cse1)
    cse3 = cse2*q_A_crank_22
    cse4 = math.cos(cse1)
    cse5 = cse4*q_A_crank_32
    cse6 = cse3 + cse5 + 1
    cse7 = cse2*q_A_crank_32
    cse8 = cse4*q_A_crank_22
    out = np.zeros(18)
    out[_nu_INDEX] = (
        -2*(cse0*cse3 + cse0*cse5)/cse6 + 2*(cse7 - cse8)*(-cse0*cse7 + cse0*cse8)/cse6**2,  # [17]
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
        _, _, _, q_A_crank_22,
        _, _, q_A_crank_32, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
    ) = _columns(q, n, 36, "q")

    t = _times(t, n)

    cse0 = 2*np.pi
    cse1 = cse0*t
    cse2 = np.sin(cse1)
    cse3 = cse2*q_A_crank_22
    cse4 = np.cos(cse1)
    cse5 = cse4*q_A_crank_32
    cse6 = cse3 + cse5 + 1
    cse7 = cse2*q_A_crank_32
    cse8 = cse4*q_A_crank_22
    out = np.zeros((n, 18))
    out[:, 17] = -2*(cse0*cse3 + cse0*cse5)/cse6 + 2*(cse7 - cse8)*(-cse0*cse7 + cse0*cse8)/cse6**2
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
    # 296 operations after common subexpression elimination
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
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = 0.15*q_A_rod_12
    cse1 = 0.15*v_w_rod_y
    cse2 = 0.08*v_w_crank_z
    cse3 = 0.08*v_w_crank_x
    cse4 = 0.15*q_A_rod_22
    cse5 = 0.15*q_A_rod_32
    cse6 = -0.15*q_A_rod_31 - q_r_rod_z + q_r_slider_z
    cse7 = cse6*q_A_rod_31
    cse8 = -0.15*q_A_rod_21 - q_r_rod_y + q_r_slider_y
    cse9 = cse8*q_A_rod_21
    cse10 = -0.15*q_A_rod_11 - q_r_rod_x + q_r_slider_x
    cse11 = cse10*q_A_rod_11
    cse12 = cse5*q_A_rod_33
    cse13 = cse4*q_A_rod_23
    cse14 = cse0*q_A_rod_13
    cse15 = q_r_slider_x - 0.2
    cse16 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z
    cse17 = 0.2 - q_r_slider_x
    cse18 = cse6 + q_A_slider_33
    cse19 = 2*cse18
    cse20 = 0.3*cse18
    cse21 = cse8 + q_A_slider_23
    cse22 = 0.3*cse21
    cse23 = cse10 + q_A_slider_13
    cse24 = 0.3*cse23
    cse25 = 2*cse21
    cse26 = 2*cse23
    cse27 = 2*math.pi
    cse28 = cse27*t
    cse29 = math.sin(cse28)
    cse30 = cse29*q_A_crank_32
    cse31 = math.cos(cse28)
    cse32 = cse31*q_A_crank_22
    cse33 = cse29*q_A_crank_22
    cse34 = cse31*q_A_crank_32
    cse35 = cse33 + cse34 + 1
    cse36 = 2*(cse30 - cse32)/cse35**2
    cse37 = 2/cse35
    cse38 = cse29*cse37 - cse31*cse36
    cse39 = -cse29*cse36 - cse31*cse37
    return np.array([
        v_rd_crank_x,  # [0]
        v_rd_crank_y,  # [1]
        v_rd_crank_z,  # [2]
        q_A_crank_22*v_w_crank_z - q_A_crank_23*v_w_crank_y,  # [3]
        q_A_crank_32*v_w_crank_z - q_A_crank_33*v_w_crank_y,  # [4]
        cse0*v_w_rod_z - cse1*q_A_rod_13 - cse2*q_A_crank_11 + cse3*q_A_crank_13 + v_rd_crank_x - v_rd_rod_x,  # [5]
        -cse1*q_A_rod_23 - cse2*q_A_crank_21 + cse3*q_A_crank_23 + cse4*v_w_rod_z + v_rd_crank_y - v_rd_rod_y,  # [6]
        -cse1*q_A_rod_33 - cse2*q_A_crank_31 + cse3*q_A_crank_33 + cse5*v_w_rod_z + v_rd_crank_z - v_rd_rod_z,  # [7]
        v_w_rod_x*(q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33) + v_w_rod_z*(-q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33) + v_w_slider_x*(-q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32) + v_w_slider_y*(q_A_rod_12*q_A_slider_11 + q_A_rod_22*q_A_slider_21 + q_A_rod_32*q_A_slider_31),  # [8]
        -q_A_rod_12*v_rd_rod_x + q_A_rod_12*v_rd_slider_x - q_A_rod_22*v_rd_rod_y + q_A_rod_22*v_rd_slider_y - q_A_rod_32*v_rd_rod_z + q_A_rod_32*v_rd_slider_z + v_w_rod_x*(cse10*q_A_rod_13 + cse6*q_A_rod_33 + cse8*q_A_rod_23) + v_w_rod_y*(cse12 + cse13 + cse14) + v_w_rod_z*(-cse11 - cse7 - cse9 - 0.15*q_A_rod_12**2 - 0.15*q_A_rod_22**2 - 0.15*q_A_rod_32**2),  # [9]
        -q_A_rod_13*v_rd_rod_x + q_A_rod_13*v_rd_slider_x - q_A_rod_23*v_rd_rod_y + q_A_rod_23*v_rd_slider_y - q_A_rod_33*v_rd_rod_z + q_A_rod_33*v_rd_slider_z + v_w_rod_x*(-cse10*q_A_rod_12 - cse6*q_A_rod_32 - cse8*q_A_rod_22) + v_w_rod_y*(cse11 + cse7 + cse9 + 0.15*q_A_rod_13**2 + 0.15*q_A_rod_23**2 + 0.15*q_A_rod_33**2) + v_w_rod_z*(-cse12 - cse13 - cse14),  # [10]
        -q_A_slider_12*v_w_slider_z + q_A_slider_13*v_w_slider_y,  # [11]
        -q_A_slider_11*v_w_slider_z + q_A_slider_13*v_w_slider_x,  # [12]
        q_A_slider_11*v_rd_slider_x + q_A_slider_21*v_rd_slider_y + q_A_slider_31*v_rd_slider_z + v_w_slider_y*(-cse15*q_A_slider_13 + cse16) + v_w_slider_z*(cse15*q_A_slider_12 + q_A_slider_22*q_r_slider_y + q_A_slider_32*q_r_slider_z),  # [13]
        -q_A_slider_12*v_rd_slider_x - q_A_slider_22*v_rd_slider_y - q_A_slider_32*v_rd_slider_z + v_w_slider_x*(cse16 + cse17*q_A_slider_13) + v_w_slider_z*(-cse17*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z),  # [14]
        -q_A_slider_22*v_w_slider_z + q_A_slider_23*v_w_slider_y,  # [15]
        -cse19*v_rd_rod_z + cse19*v_rd_slider_z - cse25*v_rd_rod_y + cse25*v_rd_slider_y - cse26*v_rd_rod_x + cse26*v_rd_slider_x + v_w_rod_y*(cse20*q_A_rod_33 + cse22*q_A_rod_23 + cse24*q_A_rod_13) + v_w_rod_z*(-cse20*q_A_rod_32 - cse22*q_A_rod_22 - cse24*q_A_rod_12) + v_w_slider_x*(-cse19*q_A_slider_32 - cse25*q_A_slider_22 - cse26*q_A_slider_12) + v_w_slider_y*(cse19*q_A_slider_31 + cse25*q_A_slider_21 + cse26*q_A_slider_11),  # [16]
        -cse36*(-cse27*cse30 + cse27*cse32) + cse37*(cse27*cse33 + cse27*cse34) + v_w_crank_x*(cse38*q_A_crank_33 + cse39*q_A_crank_23) + v_w_crank_z*(-cse38*q_A_crank_31 - cse39*q_A_crank_21),  # [17]
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
        _, _, _, q_A_crank_11,
        _, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = _columns(q, n, 36, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = _columns(v, n, 18, "v")

    t = _times(t, n)

    cse0 = 0.15*q_A_rod_12
    cse1 = 0.15*v_w_rod_y
    cse2 = 0.08*v_w_crank_z
    cse3 = 0.08*v_w_crank_x
    cse4 = 0.15*q_A_rod_22
    cse5 = 0.15*q_A_rod_32
    cse6 = -0.15*q_A_rod_31 - q_r_rod_z + q_r_slider_z
    cse7 = cse6*q_A_rod_31
    cse8 = -0.15*q_A_rod_21 - q_r_rod_y + q_r_slider_y
    cse9 = cse8*q_A_rod_21
    cse10 = -0.15*q_A_rod_11 - q_r_rod_x + q_r_slider_x
    cse11 = cse10*q_A_rod_11
    cse12 = cse5*q_A_rod_33
    cse13 = cse4*q_A_rod_23
    cse14 = cse0*q_A_rod_13
    cse15 = q_r_slider_x - 0.2
    cse16 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z
    cse17 = 0.2 - q_r_slider_x
    cse18 = cse6 + q_A_slider_33
    cse19 = 2*cse18
    cse20 = 0.3*cse18
    cse21 = cse8 + q_A_slider_23
    cse22 = 0.3*cse21
    cse23 = cse10 + q_A_slider_13
    cse24 = 0.3*cse23
    cse25 = 2*cse21
    cse26 = 2*cse23
    cse27 = 2*np.pi
    cse28 = cse27*t
    cse29 = np.sin(cse28)
    cse30 = cse29*q_A_crank_32
    cse31 = np.cos(cse28)
    cse32 = cse31*q_A_crank_22
    cse33 = cse29*q_A_crank_22
    cse34 = cse31*q_A_crank_32
    cse35 = cse33 + cse34 + 1
    cse36 = 2*(cse30 - cse32)/cse35**2
    cse37 = 2/cse35
    cse38 = cse29*cse37 - cse31*cse36
    cse39 = -cse29*cse36 - cse31*cse37
    out = np.zeros((n, 18))
    out[:, 0] = v_rd_crank_x
    out[:, 1] = v_rd_crank_y
    out[:, 2] = v_rd_crank_z
    out[:, 3] = q_A_crank_22*v_w_crank_z - q_A_crank_23*v_w_crank_y
    out[:, 4] = q_A_crank_32*v_w_crank_z - q_A_crank_33*v_w_crank_y
    out[:, 5] = cse0*v_w_rod_z - cse1*q_A_rod_13 - cse2*q_A_crank_11 + cse3*q_A_crank_13 + v_rd_crank_x - v_rd_rod_x
    out[:, 6] = -cse1*q_A_rod_23 - cse2*q_A_crank_21 + cse3*q_A_crank_23 + cse4*v_w_rod_z + v_rd_crank_y - v_rd_rod_y
    out[:, 7] = -cse1*q_A_rod_33 - cse2*q_A_crank_31 + cse3*q_A_crank_33 + cse5*v_w_rod_z + v_rd_crank_z - v_rd_rod_z
    out[:, 8] = v_w_rod_x*(q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33) + v_w_rod_z*(-q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33) + v_w_slider_x*(-q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32) + v_w_slider_y*(q_A_rod_12*q_A_slider_11 + q_A_rod_22*q_A_slider_21 + q_A_rod_32*q_A_slider_31)
    out[:, 9] = -q_A_rod_12*v_rd_rod_x + q_A_rod_12*v_rd_slider_x - q_A_rod_22*v_rd_rod_y + q_A_rod_22*v_rd_slider_y - q_A_rod_32*v_rd_rod_z + q_A_rod_32*v_rd_slider_z + v_w_rod_x*(cse10*q_A_rod_13 + cse6*q_A_rod_33 + cse8*q_A_rod_23) + v_w_rod_y*(cse12 + cse13 + cse14) + v_w_rod_z*(-cse11 - cse7 - cse9 - 0.15*q_A_rod_12**2 - 0.15*q_A_rod_22**2 - 0.15*q_A_rod_32**2)
    out[:, 10] = -q_A_rod_13*v_rd_rod_x + q_A_rod_13*v_rd_slider_x - q_A_rod_23*v_rd_rod_y + q_A_rod_23*v_rd_slider_y - q_A_rod_33*v_rd_rod_z + q_A_rod_33*v_rd_slider_z + v_w_rod_x*(-cse10*q_A_rod_12 - cse6*q_A_rod_32 - cse8*q_A_rod_22) + v_w_rod_y*(cse11 + cse7 + cse9 + 0.15*q_A_rod_13**2 + 0.15*q_A_rod_23**2 + 0.15*q_A_rod_33**2) + v_w_rod_z*(-cse12 - cse13 - cse14)
    out[:, 11] = -q_A_slider_12*v_w_slider_z + q_A_slider_13*v_w_slider_y
    out[:, 12] = -q_A_slider_11*v_w_slider_z + q_A_slider_13*v_w_slider_x
    out[:, 13] = q_A_slider_11*v_rd_slider_x + q_A_slider_21*v_rd_slider_y + q_A_slider_31*v_rd_slider_z + v_w_slider_y*(-cse15*q_A_slider_13 + cse16) + v_w_slider_z*(cse15*q_A_slider_12 + q_A_slider_22*q_r_slider_y + q_A_slider_32*q_r_slider_z)
    out[:, 14] = -q_A_slider_12*v_rd_slider_x - q_A_slider_22*v_rd_slider_y - q_A_slider_32*v_rd_slider_z + v_w_slider_x*(cse16 + cse17*q_A_slider_13) + v_w_slider_z*(-cse17*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z)
    out[:, 15] = -q_A_slider_22*v_w_slider_z + q_A_slider_23*v_w_slider_y
    out[:, 16] = -cse19*v_rd_rod_z + cse19*v_rd_slider_z - cse25*v_rd_rod_y + cse25*v_rd_slider_y - cse26*v_rd_rod_x + cse26*v_rd_slider_x + v_w_rod_y*(cse20*q_A_rod_33 + cse22*q_A_rod_23 + cse24*q_A_rod_13) + v_w_rod_z*(-cse20*q_A_rod_32 - cse22*q_A_rod_22 - cse24*q_A_rod_12) + v_w_slider_x*(-cse19*q_A_slider_32 - cse25*q_A_slider_22 - cse26*q_A_slider_12) + v_w_slider_y*(cse19*q_A_slider_31 + cse25*q_A_slider_21 + cse26*q_A_slider_11)
    out[:, 17] = -cse36*(-cse27*cse30 + cse27*cse32) + cse37*(cse27*cse33 + cse27*cse34) + v_w_crank_x*(cse38*q_A_crank_33 + cse39*q_A_crank_23) + v_w_crank_z*(-cse38*q_A_crank_31 - cse39*q_A_crank_21)
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
    # 699 operations after common subexpression elimination
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
    cse141 = cse140*q_A_crank_22
    cse142 = math.cos(cse139)
    cse143 = cse142*q_A_crank_32
    cse144 = cse141 + cse143 + 1
    cse145 = 1/cse144
    cse146 = 2*cse145
    cse147 = cse140*cse146
    cse148 = cse140*q_A_crank_32
    cse149 = cse142*q_A_crank_22
    cse150 = cse148 - cse149
    cse151 = cse144**(-2)
    cse152 = 2*cse151
    cse153 = cse150*cse152
    cse154 = cse142*cse153
    cse155 = cse140**2
    cse156 = 4*cse150/cse144**3
    cse157 = 4*cse151
    cse158 = cse142*cse157
    cse159 = cse140*cse158
    cse160 = cse155*cse156 + cse159
    cse161 = cse140*cse156
    cse162 = cse142**2
    cse163 = cse142*cse161 - cse152*cse155 + cse152*cse162
    cse164 = -cse138*cse148 + cse138*cse149
    cse165 = cse138*cse141 + cse138*cse143
    cse166 = cse152*cse165
    cse167 = math.pi*cse150
    cse168 = cse142*cse164
    cse169 = 4*math.pi*cse145
    cse170 = -cse140*cse166 + cse140*cse169 + cse152*cse168 - cse158*cse167 + cse161*cse164
    cse171 = cse142*cse146
    cse172 = cse140*cse152
    cse173 = cse150*cse172
    cse174 = 4*math.pi**2
    cse175 = cse140*cse157*cse167 - cse142*cse166 + cse142*cse169 + cse156*cse168 - cse164*cse172
    cse176 = cse156*cse162 - cse159
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
        -cse0*v_w_crank_x*(-cse171 - cse173) - cse1*(cse170 + v_w_crank_x*(cse160*q_A_crank_23 + cse163*q_A_crank_33) + v_w_crank_z*(-cse160*q_A_crank_21 - cse163*q_A_crank_31)) - cse146*(-cse148*cse174 + cse149*cse174) + cse153*(-cse141*cse174 - cse143*cse174) - cse156*cse164**2 + cse157*cse164*cse165 - cse2*v_w_crank_x*(cse147 - cse154) - cse20*v_w_crank_z*(cse171 + cse173) - cse27*v_w_crank_z*(-cse147 + cse154) - cse3*(cse175 + v_w_crank_x*(cse163*q_A_crank_23 + cse176*q_A_crank_33) + v_w_crank_z*(-cse163*q_A_crank_21 - cse176*q_A_crank_31)) - v_w_crank_x*(cse170*q_A_crank_23 + cse175*q_A_crank_33) - v_w_crank_z*(-cse170*q_A_crank_21 - cse175*q_A_crank_31),  # [17]
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
    out[:, 0, 0] = 0.12
    out[:, 1, 1] = 0.12
    out[:, 2, 2] = 0.12
    out[:, 3, 3] = 0.0001
    out[:, 4, 4] = 1e-05
    out[:, 5, 5] = 0.0001
    out[:, 6, 6] = 0.5
    out[:, 7, 7] = 0.5
    out[:, 8, 8] = 0.5
    out[:, 9, 9] = 0.004
    out[:, 10, 10] = 0.0004
    out[:, 11, 11] = 0.004
    out[:, 12, 12] = 2.0
    out[:, 13, 13] = 2.0
    out[:, 14, 14] = 2.0
    out[:, 15, 15] = 0.0001
    out[:, 16, 16] = 0.0001
    out[:, 17, 17] = 0.0001
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
        _, _, _, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, _, _,
        _, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        _, _, _, _,
        _, _,
    ) = _columns(v, n, 18, "v")

    cse0 = 9e-05*v_w_crank_y
    cse1 = 0.0036*v_w_rod_y
    out = np.zeros((n, 18))
    out[:, 2] = -1.1772
    out[:, 3] = -cse0*v_w_crank_z
    out[:, 5] = cse0*v_w_crank_x
    out[:, 8] = -4.905
    out[:, 9] = -cse1*v_w_rod_z
    out[:, 11] = cse1*v_w_rod_x
    out[:, 14] = -19.62
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
        ndarray of shape (18, 18), 116 nonzero.
    """
    # 641 operations after common subexpression elimination
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
    cse2 = math.sin(cse1)
    cse3 = math.cos(cse1)
    cse4 = cse2*q_A_crank_22 + cse3*q_A_crank_32 + 1
    cse5 = 2/cse4
    cse6 = cse2*cse5
    cse7 = cse2*q_A_crank_32 - cse3*q_A_crank_22
    cse8 = cse4**(-2)
    cse9 = 2*cse8
    cse10 = cse7*cse9
    cse11 = cse10*cse3
    cse12 = cse0 + lam_17*(-cse11 + cse6)
    cse13 = 4*cse2*cse3
    cse14 = cse7/cse4**3
    cse15 = cse2**2
    cse16 = cse3**2
    cse17 = cse13*cse14 - cse15*cse9 + cse16*cse9
    cse18 = 4*cse14
    cse19 = cse13*cse8
    cse20 = cse16*cse18 - cse19
    cse21 = lam_17*(cse17*q_A_crank_23 + cse20*q_A_crank_33)
    cse22 = 0.08*lam_6
    cse23 = cse3*cse5
    cse24 = cse10*cse2
    cse25 = cse22 + lam_17*(-cse23 - cse24)
    cse26 = cse15*cse18 + cse19
    cse27 = lam_17*(cse17*q_A_crank_33 + cse26*q_A_crank_23)
    cse28 = 0.08*lam_5
    cse29 = -cse28*q_A_crank_12
    cse30 = lam_17*(-cse17*q_A_crank_21 - cse20*q_A_crank_31) + lam_4
    cse31 = lam_17*(-cse17*q_A_crank_31 - cse26*q_A_crank_21) + lam_3
    cse32 = -cse0 + lam_17*(cse11 - cse6)
    cse33 = -cse22 + lam_17*(cse23 + cse24)
    cse34 = 2*lam_16
    cse35 = lam_10*q_A_rod_12
    cse36 = lam_9*q_A_rod_13
    cse37 = cse35 - cse36
    cse38 = lam_10*q_A_rod_11
    cse39 = 0.3*lam_16
    cse40 = cse39*q_A_rod_13
    cse41 = -cse38 - cse40
    cse42 = lam_9*q_A_rod_11
    cse43 = cse39*q_A_rod_12
    cse44 = cse42 + cse43
    cse45 = -cse34
    cse46 = cse34*q_A_slider_12
    cse47 = cse34*q_A_slider_11
    cse48 = -cse47
    cse49 = lam_10*q_A_rod_22
    cse50 = lam_9*q_A_rod_23
    cse51 = cse49 - cse50
    cse52 = lam_10*q_A_rod_21
    cse53 = cse39*q_A_rod_23
    cse54 = -cse52 - cse53
    cse55 = lam_9*q_A_rod_21
    cse56 = cse39*q_A_rod_22
    cse57 = cse55 + cse56
    cse58 = cse34*q_A_slider_22
    cse59 = cse34*q_A_slider_21
    cse60 = -cse59
    cse61 = lam_10*q_A_rod_32
    cse62 = lam_9*q_A_rod_33
    cse63 = cse61 - cse62
    cse64 = lam_10*q_A_rod_31
    cse65 = cse39*q_A_rod_33
    cse66 = -cse64 - cse65
    cse67 = lam_9*q_A_rod_31
    cse68 = cse39*q_A_rod_32
    cse69 = cse67 + cse68
    cse70 = cse34*q_A_slider_32
    cse71 = cse34*q_A_slider_31
    cse72 = -cse71
    cse73 = lam_8*q_A_slider_33
    cse74 = 0.15*q_A_rod_31
    cse75 = -q_r_rod_z + q_r_slider_z
    cse76 = cse73 + lam_9*(-cse74 + cse75)
    cse77 = lam_8*q_A_slider_23
    cse78 = 0.15*q_A_rod_21
    cse79 = -q_r_rod_y + q_r_slider_y
    cse80 = cse77 + lam_9*(-cse78 + cse79)
    cse81 = q_r_rod_y - q_r_slider_y
    cse82 = cse78 + cse81
    cse83 = q_r_rod_z - q_r_slider_z
    cse84 = cse74 + cse83
    cse85 = lam_8*q_A_slider_13
    cse86 = 0.15*q_A_rod_11
    cse87 = -q_r_rod_x + q_r_slider_x
    cse88 = cse85 + lam_9*(-cse86 + cse87)
    cse89 = -q_r_slider_x
    cse90 = cse89 + q_r_rod_x
    cse91 = cse86 + cse90
    cse92 = 0.15*cse61 - 0.15*cse62
    cse93 = 0.15*cse49 - 0.15*cse50
    cse94 = 0.15*cse35 - 0.15*cse36
    cse95 = -cse35 + cse36
    cse96 = -cse49 + cse50
    cse97 = -cse61 + cse62
    cse98 = lam_8*q_A_rod_33
    cse99 = lam_8*q_A_rod_23
    cse100 = lam_8*q_A_rod_13
    cse101 = -cse100*q_A_slider_12 - cse98*q_A_slider_32 - cse99*q_A_slider_22
    cse102 = cse100*q_A_slider_11 + cse98*q_A_slider_31 + cse99*q_A_slider_21
    cse103 = 0.15*lam_7
    cse104 = 0.3*lam_10
    cse105 = 0.15*lam_9
    cse106 = 0.3*q_r_rod_z
    cse107 = 0.045*q_A_rod_31
    cse108 = 0.3*q_A_slider_33
    cse109 = 0.3*q_r_slider_z
    cse110 = -cse103 + cse104*q_A_rod_33 + cse105*q_A_rod_32 + lam_16*(-cse106 - cse107 + cse108 + cse109)
    cse111 = 0.15*lam_6
    cse112 = 0.3*q_r_rod_y
    cse113 = 0.045*q_A_rod_21
    cse114 = 0.3*q_A_slider_23
    cse115 = 0.3*q_r_slider_y
    cse116 = cse104*q_A_rod_23 + cse105*q_A_rod_22 - cse111 + lam_16*(-cse112 - cse113 + cse114 + cse115)
    cse117 = 0.15*lam_5
    cse118 = 0.045*q_A_rod_11
    cse119 = 0.3*q_r_rod_x
    cse120 = 0.3*q_A_slider_13
    cse121 = 0.3*q_r_slider_x
    cse122 = cse104*q_A_rod_13 + cse105*q_A_rod_12 - cse117 + lam_16*(-cse118 - cse119 + cse120 + cse121)
    cse123 = 0.3*q_A_rod_31
    cse124 = -cse123
    cse125 = 0.045*lam_16
    cse126 = -cse125*q_A_rod_33 + lam_10*(cse124 + cse75)
    cse127 = 0.3*q_A_rod_21
    cse128 = -cse127
    cse129 = -cse125*q_A_rod_23 + lam_10*(cse128 + cse79)
    cse130 = 0.3*q_A_rod_11
    cse131 = -cse130
    cse132 = -cse125*q_A_rod_13 + lam_10*(cse131 + cse87)
    cse133 = cse38 + cse40
    cse134 = cse52 + cse53
    cse135 = cse64 + cse65
    cse136 = -cse40*q_A_slider_12 - cse53*q_A_slider_22 - cse65*q_A_slider_32
    cse137 = cse40*q_A_slider_11 + cse53*q_A_slider_21 + cse65*q_A_slider_31
    cse138 = 0.15*lam_10
    cse139 = 0.3*lam_9
    cse140 = cse103 - cse138*q_A_rod_33 - cse139*q_A_rod_32 + lam_16*(cse106 + cse107 - cse108 - cse109)
    cse141 = cse111 - cse138*q_A_rod_23 - cse139*q_A_rod_22 + lam_16*(cse112 + cse113 - cse114 - cse115)
    cse142 = cse117 - cse138*q_A_rod_13 - cse139*q_A_rod_12 + lam_16*(cse118 + cse119 - cse120 - cse121)
    cse143 = cse125*q_A_rod_32 - cse73 + lam_9*(cse123 + cse83)
    cse144 = cse125*q_A_rod_22 - cse77 + lam_9*(cse127 + cse81)
    cse145 = cse125*q_A_rod_12 - cse85 + lam_9*(cse130 + cse90)
    cse146 = -cse43
    cse147 = cse146 - cse42
    cse148 = -cse56
    cse149 = cse148 - cse55
    cse150 = -cse68
    cse151 = cse150 - cse67
    cse152 = lam_8*q_A_rod_21
    cse153 = cse148 - cse152
    cse154 = lam_8*q_A_rod_31
    cse155 = cse150 - cse154
    cse156 = lam_8*q_A_rod_11
    cse157 = cse146 - cse156
    cse158 = -cse46
    cse159 = cse158 - lam_14*q_A_slider_13
    cse160 = cse47 - lam_13*q_A_slider_13
    cse161 = lam_13*q_A_slider_12 + lam_14*q_A_slider_11
    cse162 = -cse58
    cse163 = lam_14*q_A_slider_23
    cse164 = cse162 - cse163
    cse165 = cse59 - lam_13*q_A_slider_23
    cse166 = lam_13*q_A_slider_22 + lam_14*q_A_slider_21
    cse167 = -cse70
    cse168 = lam_14*q_A_slider_33
    cse169 = cse167 - cse168
    cse170 = lam_13*q_A_slider_33
    cse171 = -cse170 + cse71
    cse172 = lam_13*q_A_slider_32 + lam_14*q_A_slider_31
    cse173 = lam_14*q_r_slider_z
    cse174 = cse167 - cse173
    cse175 = lam_14*q_r_slider_y
    cse176 = cse162 - cse175
    cse177 = lam_8*q_A_rod_22
    cse178 = 2*q_r_rod_y
    cse179 = 2*q_A_slider_23
    cse180 = 2*q_r_slider_y
    cse181 = -cse177 + lam_16*(cse127 + cse178 - cse179 - cse180)
    cse182 = cse89 + 0.2
    cse183 = cse158 + cse182*lam_14 + lam_12
    cse184 = lam_8*q_A_rod_32
    cse185 = 2*q_r_rod_z
    cse186 = 2*q_A_slider_33
    cse187 = 2*q_r_slider_z
    cse188 = -cse184 + lam_16*(cse123 + cse185 - cse186 - cse187)
    cse189 = lam_8*q_A_rod_12
    cse190 = 2*q_r_rod_x
    cse191 = 2*q_A_slider_13
    cse192 = 2*q_r_slider_x
    cse193 = -cse189 + lam_16*(cse130 + cse190 - cse191 - cse192)
    cse194 = lam_13*q_r_slider_y
    cse195 = -cse194 + cse59 + lam_15
    cse196 = lam_13*q_r_slider_z
    cse197 = -cse196 + cse71
    cse198 = cse182*lam_13 + cse47 + lam_11
    cse199 = cse184 + lam_16*(cse124 - cse185 + cse186 + cse187)
    cse200 = cse177 + lam_16*(cse128 - cse178 + cse179 + cse180)
    cse201 = cse189 + lam_16*(cse131 - cse190 + cse191 + cse192)
    cse202 = cse194 - lam_15
    cse203 = q_r_slider_x - 0.2
    cse204 = cse203*lam_13 - lam_11
    cse205 = cse203*lam_14 - lam_12
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        -cse12*q_A_crank_32 + cse21*q_A_crank_33 - cse25*q_A_crank_22 + cse27*q_A_crank_23 + cse29,  # [3, 3]
        cse12*q_A_crank_31 + cse25*q_A_crank_21 + cse28*q_A_crank_11,  # [3, 4]
        -cse21*q_A_crank_31 - cse27*q_A_crank_21,  # [3, 5]
        lam_3*q_A_crank_22 + lam_4*q_A_crank_32,  # [4, 3]
        -lam_3*q_A_crank_21 - lam_4*q_A_crank_31,  # [4, 4]
        cse30*q_A_crank_33 + cse31*q_A_crank_23,  # [5, 3]
        cse28*q_A_crank_13 - cse32*q_A_crank_33 - cse33*q_A_crank_23,  # [5, 4]
        cse29 - cse30*q_A_crank_31 - cse31*q_A_crank_21 + cse32*q_A_crank_32 + cse33*q_A_crank_22,  # [5, 5]
        cse34,  # [6, 6]
        cse37,  # [6, 9]
        cse41,  # [6, 10]
        cse44,  # [6, 11]
        cse45,  # [6, 12]
        cse46,  # [6, 15]
        cse48,  # [6, 16]
        cse34,  # [7, 7]
        cse51,  # [7, 9]
        cse54,  # [7, 10]
        cse57,  # [7, 11]
        cse45,  # [7, 13]
        cse58,  # [7, 15]
        cse60,  # [7, 16]
        cse34,  # [8, 8]
        cse63,  # [8, 9]
        cse66,  # [8, 10]
        cse69,  # [8, 11]
        cse45,  # [8, 14]
        cse70,  # [8, 15]
        cse72,  # [8, 16]
        cse37,  # [9, 6]
        cse51,  # [9, 7]
        cse63,  # [9, 8]
        -cse76*q_A_rod_32 - cse80*q_A_rod_22 + cse82*lam_10*q_A_rod_23 + cse84*lam_10*q_A_rod_33 - cse88*q_A_rod_12 + cse91*lam_10*q_A_rod_13,  # [9, 9]
        cse76*q_A_rod_31 + cse80*q_A_rod_21 + cse88*q_A_rod_11 - cse92*q_A_rod_33 - cse93*q_A_rod_23 - cse94*q_A_rod_13,  # [9, 10]
        -cse38*cse91 - cse52*cse82 - cse64*cse84 + cse92*q_A_rod_32 + cse93*q_A_rod_22 + cse94*q_A_rod_12,  # [9, 11]
        cse95,  # [9, 12]
        cse96,  # [9, 13]
        cse97,  # [9, 14]
        cse101,  # [9, 15]
        cse102,  # [9, 16]
        cse41,  # [10, 6]
        cse54,  # [10, 7]
        cse66,  # [10, 8]
        cse105*q_A_rod_13**2 + cse105*q_A_rod_23**2 + cse105*q_A_rod_33**2 - cse110*q_A_rod_32 - cse116*q_A_rod_22 - cse122*q_A_rod_12,  # [10, 9]
        cse110*q_A_rod_31 + cse116*q_A_rod_21 + cse122*q_A_rod_11 - cse126*q_A_rod_33 - cse129*q_A_rod_23 - cse132*q_A_rod_13,  # [10, 10]
        cse126*q_A_rod_32 + cse129*q_A_rod_22 + cse132*q_A_rod_12 - 0.15*cse42*q_A_rod_13 - 0.15*cse55*q_A_rod_23 - 0.15*cse67*q_A_rod_33,  # [10, 11]
        cse133,  # [10, 12]
        cse134,  # [10, 13]
        cse135,  # [10, 14]
        cse136,  # [10, 15]
        cse137,  # [10, 16]
        cse44,  # [11, 6]
        cse57,  # [11, 7]
        cse69,  # [11, 8]
        cse138*q_A_rod_12**2 + cse138*q_A_rod_22**2 + cse138*q_A_rod_32**2 + cse140*q_A_rod_33 + cse141*q_A_rod_23 + cse142*q_A_rod_13,  # [11, 9]
        -cse143*q_A_rod_33 - cse144*q_A_rod_23 - cse145*q_A_rod_13 - cse35*cse86 - cse49*cse78 - cse61*cse74,  # [11, 10]
        -cse140*q_A_rod_31 - cse141*q_A_rod_21 - cse142*q_A_rod_11 + cse143*q_A_rod_32 + cse144*q_A_rod_22 + cse145*q_A_rod_12,  # [11, 11]
        cse147,  # [11, 12]
        cse149,  # [11, 13]
        cse151,  # [11, 14]
        -cse153*q_A_slider_22 - cse155*q_A_slider_32 - cse157*q_A_slider_12,  # [11, 15]
        cse153*q_A_slider_21 + cse155*q_A_slider_31 + cse157*q_A_slider_11,  # [11, 16]
        cse45,  # [12, 6]
        cse95,  # [12, 9]
        cse133,  # [12, 10]
        cse147,  # [12, 11]
        cse34,  # [12, 12]
        cse159,  # [12, 15]
        cse160,  # [12, 16]
        cse161,  # [12, 17]
        cse45,  # [13, 7]
        cse96,  # [13, 9]
        cse134,  # [13, 10]
        cse149,  # [13, 11]
        cse34,  # [13, 13]
        cse164,  # [13, 15]
        cse165,  # [13, 16]
        cse166,  # [13, 17]
        cse45,  # [14, 8]
        cse97,  # [14, 9]
        cse135,  # [14, 10]
        cse151,  # [14, 11]
        cse34,  # [14, 14]
        cse169,  # [14, 15]
        cse171,  # [14, 16]
        cse172,  # [14, 17]
        cse46,  # [15, 6]
        cse58,  # [15, 7]
        cse70,  # [15, 8]
        cse101,  # [15, 9]
        cse136,  # [15, 10]
        cse152*q_A_slider_22 + cse154*q_A_slider_32 + cse156*q_A_slider_12 + cse43*q_A_slider_12 + cse56*q_A_slider_22 + cse68*q_A_slider_32,  # [15, 11]
        cse159,  # [15, 12]
        cse164,  # [15, 13]
        cse169,  # [15, 14]
        -cse174*q_A_slider_32 - cse176*q_A_slider_22 + cse181*q_A_slider_23 - cse183*q_A_slider_12 + cse188*q_A_slider_33 + cse193*q_A_slider_13,  # [15, 15]
        cse174*q_A_slider_31 + cse176*q_A_slider_21 + cse183*q_A_slider_11,  # [15, 16]
        -cse181*q_A_slider_21 - cse188*q_A_slider_31 - cse193*q_A_slider_11,  # [15, 17]
        cse48,  # [16, 6]
        cse60,  # [16, 7]
        cse72,  # [16, 8]
        cse102,  # [16, 9]
        cse137,  # [16, 10]
        -cse152*q_A_slider_21 - cse154*q_A_slider_31 - cse156*q_A_slider_11 - cse43*q_A_slider_11 - cse56*q_A_slider_21 - cse68*q_A_slider_31,  # [16, 11]
        cse160,  # [16, 12]
        cse165,  # [16, 13]
        cse171,  # [16, 14]
        -cse195*q_A_slider_22 - cse197*q_A_slider_32 - cse198*q_A_slider_12,  # [16, 15]
        cse195*q_A_slider_21 + cse197*q_A_slider_31 + cse198*q_A_slider_11 - cse199*q_A_slider_33 - cse200*q_A_slider_23 - cse201*q_A_slider_13,  # [16, 16]
        cse199*q_A_slider_32 + cse200*q_A_slider_22 + cse201*q_A_slider_12,  # [16, 17]
        cse161,  # [17, 12]
        cse166,  # [17, 13]
        cse172,  # [17, 14]
        cse170*q_r_slider_z + cse202*q_A_slider_23 + cse204*q_A_slider_13,  # [17, 15]
        -cse163*q_r_slider_y - cse168*q_r_slider_z - cse205*q_A_slider_13,  # [17, 16]
        cse173*q_A_slider_32 + cse175*q_A_slider_22 - cse196*q_A_slider_31 - cse202*q_A_slider_21 - cse204*q_A_slider_11 + cse205*q_A_slider_12,  # [17, 17]
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
    # 384 operations after common subexpression elimination
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
    cse4 = cse2*q_A_crank_22 + cse3*q_A_crank_32 + 1
    cse5 = 2/cse4
    cse6 = cse2*q_A_crank_32 - cse3*q_A_crank_22
    cse7 = 2*cse6/cse4**2
    cse8 = cse2*cse5 - cse3*cse7
    cse9 = -cse2*cse7 - cse3*cse5
    cse10 = 0.08*lam_7
    cse11 = 0.08*lam_6
    cse12 = 0.08*lam_5
    cse13 = 0.15*q_A_rod_11
    cse14 = -q_r_rod_x
    cse15 = -cse13 + cse14 + q_r_slider_x
    cse16 = cse15 + q_A_slider_13
    cse17 = 2*cse16
    cse18 = cse17*lam_16
    cse19 = lam_10*q_A_rod_13
    cse20 = lam_9*q_A_rod_12
    cse21 = 0.15*q_A_rod_21
    cse22 = -q_r_rod_y
    cse23 = -cse21 + cse22 + q_r_slider_y
    cse24 = cse23 + q_A_slider_23
    cse25 = 2*cse24
    cse26 = cse25*lam_16
    cse27 = lam_10*q_A_rod_23
    cse28 = lam_9*q_A_rod_22
    cse29 = 0.15*q_A_rod_31
    cse30 = -q_r_rod_z
    cse31 = -cse29 + cse30 + q_r_slider_z
    cse32 = cse31 + q_A_slider_33
    cse33 = 2*cse32
    cse34 = cse33*lam_16
    cse35 = lam_10*q_A_rod_33
    cse36 = lam_9*q_A_rod_32
    cse37 = 0.0036*v_w_rod_y
    cse38 = cse31*q_A_rod_32
    cse39 = cse23*q_A_rod_22
    cse40 = cse15*q_A_rod_12
    cse41 = cse15*q_A_rod_13 + cse23*q_A_rod_23 + cse31*q_A_rod_33
    cse42 = 0.3*cse32
    cse43 = 0.3*cse24
    cse44 = 0.3*cse16
    cse45 = cse23*q_A_rod_21
    cse46 = cse31*q_A_rod_31
    cse47 = cse15*q_A_rod_11
    cse48 = 0.15*q_A_rod_33
    cse49 = cse48*q_A_rod_32
    cse50 = 0.15*q_A_rod_22
    cse51 = cse50*q_A_rod_23
    cse52 = 0.15*q_A_rod_12
    cse53 = cse52*q_A_rod_13
    cse54 = 0.2 - q_r_slider_x
    cse55 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z
    cse56 = q_r_slider_x - 0.2
    cse57 = -cse54*q_A_slider_11 + q_A_slider_21*q_r_slider_y + q_A_slider_31*q_r_slider_z
    cse58 = q_A_slider_32*q_r_slider_z
    cse59 = q_A_slider_22*q_r_slider_y
    cse60 = h**(-2)
    return np.array([
        0.12*a_0 + lam_0 + lam_5,  # [0]
        0.12*a_1 + lam_1 + lam_6,  # [1]
        0.12*a_2 + lam_2 + lam_7 + 1.1772,  # [2]
        0.0001*a_3 + cse0*v_w_crank_z + cse10*q_A_crank_33 + cse11*q_A_crank_23 + cse12*q_A_crank_13 + lam_17*(cse8*q_A_crank_33 + cse9*q_A_crank_23),  # [3]
        1e-05*a_4 - lam_3*q_A_crank_23 - lam_4*q_A_crank_33,  # [4]
        0.0001*a_5 - cse0*v_w_crank_x - cse10*q_A_crank_31 - cse11*q_A_crank_21 - cse12*q_A_crank_11 + lam_17*(-cse8*q_A_crank_31 - cse9*q_A_crank_21) + lam_3*q_A_crank_22 + lam_4*q_A_crank_32,  # [5]
        0.5*a_6 - cse18 - cse19 - cse20 - lam_5,  # [6]
        0.5*a_7 - cse26 - cse27 - cse28 - lam_6,  # [7]
        0.5*a_8 - cse34 - cse35 - cse36 - lam_7 + 4.905,  # [8]
        0.004*a_9 + cse37*v_w_rod_z + cse41*lam_9 + lam_10*(-cse38 - cse39 - cse40) + lam_8*(q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33),  # [9]
        0.0004*a_10 - cse48*lam_7 + lam_10*(cse45 + cse46 + cse47 + 0.15*q_A_rod_13**2 + 0.15*q_A_rod_23**2 + 0.15*q_A_rod_33**2) + lam_16*(cse42*q_A_rod_33 + cse43*q_A_rod_23 + cse44*q_A_rod_13) - 0.15*lam_5*q_A_rod_13 - 0.15*lam_6*q_A_rod_23 + lam_9*(cse49 + cse51 + cse53),  # [10]
        0.004*a_11 - cse37*v_w_rod_x + cse50*lam_6 + cse52*lam_5 + lam_10*(-cse49 - cse51 - cse53) + lam_16*(-cse42*q_A_rod_32 - cse43*q_A_rod_22 - cse44*q_A_rod_12) + 0.15*lam_7*q_A_rod_32 + lam_8*(-q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33) + lam_9*(-cse45 - cse46 - cse47 - 0.15*q_A_rod_12**2 - 0.15*q_A_rod_22**2 - 0.15*q_A_rod_32**2),  # [11]
        2.0*a_12 + cse18 + cse19 + cse20 + lam_13*q_A_slider_11 - lam_14*q_A_slider_12,  # [12]
        2.0*a_13 + cse26 + cse27 + cse28 + lam_13*q_A_slider_21 - lam_14*q_A_slider_22,  # [13]
        2.0*a_14 + cse34 + cse35 + cse36 + lam_13*q_A_slider_31 - lam_14*q_A_slider_32 + 19.62,  # [14]
        0.0001*a_15 + lam_12*q_A_slider_13 + lam_14*(cse54*q_A_slider_13 + cse55) + lam_16*(-cse17*q_A_slider_12 - cse25*q_A_slider_22 - cse33*q_A_slider_32) + lam_8*(-q_A_rod_12*q_A_slider_12 - q_A_rod_22*q_A_slider_22 - q_A_rod_32*q_A_slider_32),  # [15]
        0.0001*a_16 + lam_11*q_A_slider_13 + lam_13*(cse55 - cse56*q_A_slider_13) + lam_15*q_A_slider_23 + lam_16*(cse17*q_A_slider_11 + cse25*q_A_slider_21 + cse33*q_A_slider_31) + lam_8*(q_A_rod_12*q_A_slider_11 + q_A_rod_22*q_A_slider_21 + q_A_rod_32*q_A_slider_31),  # [16]
        0.0001*a_17 + cse57*lam_14 - lam_11*q_A_slider_12 - lam_12*q_A_slider_11 + lam_13*(cse56*q_A_slider_12 + cse58 + cse59) - lam_15*q_A_slider_22,  # [17]
        cse60*q_r_crank_x,  # [18]
        cse60*(q_r_crank_y - 0.1),  # [19]
        cse60*(q_r_crank_z - 0.12),  # [20]
        cse60*q_A_crank_21,  # [21]
        cse60*q_A_crank_31,  # [22]
        cse60*(cse13 + cse14 + 0.08*q_A_crank_12 + q_r_crank_x),  # [23]
        cse60*(cse21 + cse22 + 0.08*q_A_crank_22 + q_r_crank_y),  # [24]
        cse60*(cse29 + cse30 + 0.08*q_A_crank_32 + q_r_crank_z),  # [25]
        cse60*(q_A_rod_12*q_A_slider_13 + q_A_rod_22*q_A_slider_23 + q_A_rod_32*q_A_slider_33),  # [26]
        cse60*(cse38 + cse39 + cse40),  # [27]
        cse41*cse60,  # [28]
        -cse60*q_A_slider_11,  # [29]
        cse60*q_A_slider_12,  # [30]
        cse57*cse60,  # [31]
        cse60*(cse54*q_A_slider_12 - cse58 - cse59),  # [32]
        -cse60*q_A_slider_21,  # [33]
        cse60*(cse16**2 + cse24**2 + cse32**2 - 1),  # [34]
        cse5*cse6*cse60,  # [35]
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
    # 1555 operations after common subexpression elimination
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
    cse1 = 2*math.pi*t
    cse2 = math.sin(cse1)
    cse3 = math.cos(cse1)
    cse4 = cse2*q_A_crank_22 + cse3*q_A_crank_32 + 1
    cse5 = cse2*q_A_crank_32 - cse3*q_A_crank_22
    cse6 = 4*cse5/cse4**3
    cse7 = cse2*cse3
    cse8 = cse2**2
    cse9 = cse4**(-2)
    cse10 = 2*cse9
    cse11 = cse3**2
    cse12 = cse10*cse11 - cse10*cse8 + cse6*cse7
    cse13 = 4*cse7*cse9
    cse14 = cse11*cse6 - cse13
    cse15 = lam_17*(cse12*q_A_crank_23 + cse14*q_A_crank_33)
    cse16 = cse13 + cse6*cse8
    cse17 = lam_17*(cse12*q_A_crank_33 + cse16*q_A_crank_23)
    cse18 = -cse15*q_A_crank_31 - cse17*q_A_crank_21
    cse19 = (1/6)*cse0
    cse20 = cse19*v_w_crank_x*v_w_crank_z
    cse21 = (1/2)*h
    cse22 = cse21*v_w_crank_y
    cse23 = cse20 + cse22
    cse24 = cse19*v_w_crank_y
    cse25 = cse24*v_w_crank_x
    cse26 = cse21*v_w_crank_z
    cse27 = cse25 - cse26
    cse28 = 0.08*lam_7
    cse29 = 2/cse4
    cse30 = cse2*cse29
    cse31 = cse10*cse5
    cse32 = cse3*cse31
    cse33 = cse30 - cse32
    cse34 = cse28 + cse33*lam_17
    cse35 = 0.08*lam_6
    cse36 = cse29*cse3
    cse37 = cse2*cse31
    cse38 = -cse36 - cse37
    cse39 = cse35 + cse38*lam_17
    cse40 = 0.08*q_A_crank_11
    cse41 = cse34*q_A_crank_31 + cse39*q_A_crank_21 + cse40*lam_5
    cse42 = -cse19*v_w_crank_z**2
    cse43 = -cse19*v_w_crank_y**2 + 1
    cse44 = cse42 + cse43
    cse45 = -0.08*lam_5*q_A_crank_12
    cse46 = cse15*q_A_crank_33 + cse17*q_A_crank_23 - cse34*q_A_crank_32 - cse39*q_A_crank_22 + cse45
    cse47 = 9e-05*h
    cse48 = cse24*v_w_crank_z
    cse49 = cse21*v_w_crank_x
    cse50 = cse48 - cse49
    cse51 = -cse19*v_w_crank_x**2
    cse52 = cse42 + cse51 + 1
    cse53 = cse25 + cse26
    cse54 = cse47*v_w_crank_y
    cse55 = cse43 + cse51
    cse56 = cse48 + cse49
    cse57 = cse20 - cse22
    cse58 = 0.08*q_A_crank_13
    cse59 = 0.08*q_A_crank_23
    cse60 = 0.08*q_A_crank_33
    cse61 = cse33*q_A_crank_33 + cse38*q_A_crank_23
    cse62 = -lam_3*q_A_crank_21 - lam_4*q_A_crank_31
    cse63 = lam_3*q_A_crank_22 + lam_4*q_A_crank_32
    cse64 = lam_17*(-cse12*q_A_crank_21 - cse14*q_A_crank_31) + lam_4
    cse65 = lam_17*(-cse12*q_A_crank_31 - cse16*q_A_crank_21) + lam_3
    cse66 = -cse35 + lam_17*(cse36 + cse37)
    cse67 = -cse28 + lam_17*(-cse30 + cse32)
    cse68 = cse45 - cse64*q_A_crank_31 - cse65*q_A_crank_21 + cse66*q_A_crank_22 + cse67*q_A_crank_32
    cse69 = cse58*lam_5 - cse66*q_A_crank_23 - cse67*q_A_crank_33
    cse70 = cse64*q_A_crank_33 + cse65*q_A_crank_23
    cse71 = 0.08*q_A_crank_21
    cse72 = 0.08*q_A_crank_31
    cse73 = -cse33*q_A_crank_31 - cse38*q_A_crank_21
    cse74 = 2*lam_16
    cse75 = cse0*cse74
    cse76 = cse75 + 0.5
    cse77 = lam_9*q_A_rod_11
    cse78 = 0.3*lam_16
    cse79 = cse78*q_A_rod_12
    cse80 = cse77 + cse79
    cse81 = cse19*v_w_rod_z
    cse82 = cse81*v_w_rod_x
    cse83 = cse21*v_w_rod_y
    cse84 = cse82 + cse83
    cse85 = cse19*v_w_rod_x*v_w_rod_y
    cse86 = cse21*v_w_rod_z
    cse87 = cse85 - cse86
    cse88 = lam_10*q_A_rod_11
    cse89 = cse78*q_A_rod_13
    cse90 = -cse88 - cse89
    cse91 = -cse19*v_w_rod_z**2
    cse92 = -cse19*v_w_rod_y**2 + 1
    cse93 = cse91 + cse92
    cse94 = lam_10*q_A_rod_12
    cse95 = lam_9*q_A_rod_13
    cse96 = cse94 - cse95
    cse97 = cse81*v_w_rod_y
    cse98 = cse21*v_w_rod_x
    cse99 = cse97 - cse98
    cse100 = -cse19*v_w_rod_x**2
    cse101 = cse100 + cse91 + 1
    cse102 = cse85 + cse86
    cse103 = cse100 + cse92
    cse104 = cse97 + cse98
    cse105 = cse82 - cse83
    cse106 = -cse75
    cse107 = cse19*v_w_slider_y
    cse108 = cse107*v_w_slider_x
    cse109 = cse21*v_w_slider_z
    cse110 = cse108 - cse109
    cse111 = cse74*q_A_slider_11
    cse112 = -cse19*v_w_slider_y**2
    cse113 = -cse19*v_w_slider_z**2 + 1
    cse114 = cse112 + cse113
    cse115 = cse74*q_A_slider_12
    cse116 = -cse19*v_w_slider_x**2
    cse117 = cse113 + cse116
    cse118 = cse108 + cse109
    cse119 = cse107*v_w_slider_z
    cse120 = cse21*v_w_slider_x
    cse121 = cse119 + cse120
    cse122 = cse19*v_w_slider_x*v_w_slider_z
    cse123 = cse21*v_w_slider_y
    cse124 = cse122 - cse123
    cse125 = -q_A_rod_12
    cse126 = -q_A_rod_13
    cse127 = 0.15*q_A_rod_11
    cse128 = -q_r_rod_x + q_r_slider_x
    cse129 = -cse127 + cse128
    cse130 = cse129 + q_A_slider_13
    cse131 = 2*cse130
    cse132 = -cse131
    cse133 = lam_9*q_A_rod_21
    cse134 = cse78*q_A_rod_22
    cse135 = cse133 + cse134
    cse136 = lam_10*q_A_rod_21
    cse137 = cse78*q_A_rod_23
    cse138 = -cse136 - cse137
    cse139 = lam_10*q_A_rod_22
    cse140 = lam_9*q_A_rod_23
    cse141 = cse139 - cse140
    cse142 = cse74*q_A_slider_21
    cse143 = cse74*q_A_slider_22
    cse144 = -q_A_rod_22
    cse145 = -q_A_rod_23
    cse146 = 0.15*q_A_rod_21
    cse147 = -q_r_rod_y + q_r_slider_y
    cse148 = -cse146 + cse147
    cse149 = cse148 + q_A_slider_23
    cse150 = 2*cse149
    cse151 = -cse150
    cse152 = lam_9*q_A_rod_31
    cse153 = cse78*q_A_rod_32
    cse154 = cse152 + cse153
    cse155 = lam_10*q_A_rod_31
    cse156 = cse78*q_A_rod_33
    cse157 = -cse155 - cse156
    cse158 = lam_10*q_A_rod_32
    cse159 = lam_9*q_A_rod_33
    cse160 = cse158 - cse159
    cse161 = cse74*q_A_slider_31
    cse162 = cse74*q_A_slider_32
    cse163 = -q_A_rod_32
    cse164 = -q_A_rod_33
    cse165 = 0.15*q_A_rod_31
    cse166 = -q_r_rod_z + q_r_slider_z
    cse167 = -cse165 + cse166
    cse168 = cse167 + q_A_slider_33
    cse169 = 2*cse168
    cse170 = -cse169
    cse171 = 0.15*q_A_rod_32
    cse172 = -0.15*cse159 + cse171*lam_10
    cse173 = lam_8*q_A_slider_23
    cse174 = cse148*lam_9 + cse173
    cse175 = lam_8*q_A_slider_33
    cse176 = cse167*lam_9 + cse175
    cse177 = 0.15*q_A_rod_22
    cse178 = -0.15*cse140 + cse177*lam_10
    cse179 = lam_8*q_A_slider_13
    cse180 = cse129*lam_9 + cse179
    cse181 = 0.15*q_A_rod_12
    cse182 = cse181*lam_10 - 0.15*cse95
    cse183 = -cse172*q_A_rod_33 + cse174*q_A_rod_21 + cse176*q_A_rod_31 - cse178*q_A_rod_23 + cse180*q_A_rod_11 - cse182*q_A_rod_13
    cse184 = q_r_rod_z - q_r_slider_z
    cse185 = cse165 + cse184
    cse186 = q_r_rod_y - q_r_slider_y
    cse187 = cse146 + cse186
    cse188 = -q_r_slider_x
    cse189 = cse188 + q_r_rod_x
    cse190 = cse127 + cse189
    cse191 = -cse136*cse187 - cse155*cse185 + cse172*q_A_rod_32 + cse178*q_A_rod_22 + cse182*q_A_rod_12 - cse190*cse88
    cse192 = -cse174*q_A_rod_22 - cse176*q_A_rod_32 - cse180*q_A_rod_12 + cse185*lam_10*q_A_rod_33 + cse187*lam_10*q_A_rod_23 + cse190*lam_10*q_A_rod_13
    cse193 = 0.0036*h
    cse194 = cse193*v_w_rod_y
    cse195 = -cse94 + cse95
    cse196 = -cse139 + cse140
    cse197 = -cse158 + cse159
    cse198 = lam_8*q_A_rod_33
    cse199 = lam_8*q_A_rod_23
    cse200 = lam_8*q_A_rod_13
    cse201 = cse198*q_A_slider_31 + cse199*q_A_slider_21 + cse200*q_A_slider_11
    cse202 = -cse198*q_A_slider_32 - cse199*q_A_slider_22 - cse200*q_A_slider_12
    cse203 = q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33
    cse204 = cse129*q_A_rod_13 + cse148*q_A_rod_23 + cse167*q_A_rod_33
    cse205 = -cse129*q_A_rod_12 - cse148*q_A_rod_22 - cse167*q_A_rod_32
    cse206 = 0.15*q_A_rod_33
    cse207 = 0.15*q_A_rod_23
    cse208 = 0.3*q_A_rod_31
    cse209 = -cse208
    cse210 = 0.045*lam_16
    cse211 = -cse210*q_A_rod_33 + lam_10*(cse166 + cse209)
    cse212 = 0.3*q_A_rod_21
    cse213 = -cse212
    cse214 = -cse210*q_A_rod_23 + lam_10*(cse147 + cse213)
    cse215 = 0.15*q_A_rod_13
    cse216 = 0.3*q_A_rod_11
    cse217 = -cse216
    cse218 = -cse210*q_A_rod_13 + lam_10*(cse128 + cse217)
    cse219 = -cse133*cse207 - cse152*cse206 + cse211*q_A_rod_32 + cse214*q_A_rod_22 - cse215*cse77 + cse218*q_A_rod_12
    cse220 = 0.15*lam_7
    cse221 = 0.3*lam_10
    cse222 = 0.3*q_r_rod_z
    cse223 = 0.045*q_A_rod_31
    cse224 = 0.3*q_A_slider_33
    cse225 = 0.3*q_r_slider_z
    cse226 = cse171*lam_9 - cse220 + cse221*q_A_rod_33 + lam_16*(-cse222 - cse223 + cse224 + cse225)
    cse227 = 0.15*lam_6
    cse228 = 0.3*q_r_rod_y
    cse229 = 0.045*q_A_rod_21
    cse230 = 0.3*q_A_slider_23
    cse231 = 0.3*q_r_slider_y
    cse232 = cse177*lam_9 + cse221*q_A_rod_23 - cse227 + lam_16*(-cse228 - cse229 + cse230 + cse231)
    cse233 = 0.15*lam_5
    cse234 = 0.045*q_A_rod_11
    cse235 = 0.3*q_r_rod_x
    cse236 = 0.3*q_A_slider_13
    cse237 = 0.3*q_r_slider_x
    cse238 = cse181*lam_9 + cse221*q_A_rod_13 - cse233 + lam_16*(-cse234 - cse235 + cse236 + cse237)
    cse239 = -cse211*q_A_rod_33 - cse214*q_A_rod_23 - cse218*q_A_rod_13 + cse226*q_A_rod_31 + cse232*q_A_rod_21 + cse238*q_A_rod_11
    cse240 = 0.15*q_A_rod_33**2
    cse241 = 0.15*q_A_rod_23**2
    cse242 = 0.15*q_A_rod_13**2
    cse243 = -cse226*q_A_rod_32 - cse232*q_A_rod_22 - cse238*q_A_rod_12 + cse240*lam_9 + cse241*lam_9 + cse242*lam_9
    cse244 = cse88 + cse89
    cse245 = cse136 + cse137
    cse246 = cse155 + cse156
    cse247 = cse137*q_A_slider_21 + cse156*q_A_slider_31 + cse89*q_A_slider_11
    cse248 = -cse137*q_A_slider_22 - cse156*q_A_slider_32 - cse89*q_A_slider_12
    cse249 = cse206*q_A_rod_32
    cse250 = cse177*q_A_rod_23
    cse251 = cse181*q_A_rod_13
    cse252 = cse249 + cse250 + cse251
    cse253 = cse148*q_A_rod_21
    cse254 = cse167*q_A_rod_31
    cse255 = cse129*q_A_rod_11
    cse256 = cse240 + cse241 + cse242 + cse253 + cse254 + cse255
    cse257 = 0.3*cse168
    cse258 = 0.3*cse149
    cse259 = 0.3*cse130
    cse260 = cse257*q_A_rod_33 + cse258*q_A_rod_23 + cse259*q_A_rod_13
    cse261 = 0.3*lam_9
    cse262 = -cse206*lam_10 + cse220 - cse261*q_A_rod_32 + lam_16*(cse222 + cse223 - cse224 - cse225)
    cse263 = -cse175 + cse210*q_A_rod_32 + lam_9*(cse184 + cse208)
    cse264 = -cse207*lam_10 + cse227 - cse261*q_A_rod_22 + lam_16*(cse228 + cse229 - cse230 - cse231)
    cse265 = -cse173 + cse210*q_A_rod_22 + lam_9*(cse186 + cse212)
    cse266 = -cse215*lam_10 + cse233 - cse261*q_A_rod_12 + lam_16*(cse234 + cse235 - cse236 - cse237)
    cse267 = -cse179 + cse210*q_A_rod_12 + lam_9*(cse189 + cse216)
    cse268 = -cse262*q_A_rod_31 + cse263*q_A_rod_32 - cse264*q_A_rod_21 + cse265*q_A_rod_22 - cse266*q_A_rod_11 + cse267*q_A_rod_12
    cse269 = -cse139*cse146 - cse155*cse171 - cse181*cse88 - cse263*q_A_rod_33 - cse265*q_A_rod_23 - cse267*q_A_rod_13
    cse270 = 0.15*q_A_rod_32**2
    cse271 = 0.15*q_A_rod_22**2
    cse272 = 0.15*q_A_rod_12**2
    cse273 = cse262*q_A_rod_33 + cse264*q_A_rod_23 + cse266*q_A_rod_13 + cse270*lam_10 + cse271*lam_10 + cse272*lam_10
    cse274 = -cse79
    cse275 = cse274 - cse77
    cse276 = -cse134
    cse277 = -cse133 + cse276
    cse278 = -cse153
    cse279 = -cse152 + cse278
    cse280 = lam_8*q_A_rod_31
    cse281 = cse278 - cse280
    cse282 = lam_8*q_A_rod_21
    cse283 = cse276 - cse282
    cse284 = lam_8*q_A_rod_11
    cse285 = cse274 - cse284
    cse286 = cse281*q_A_slider_31 + cse283*q_A_slider_21 + cse285*q_A_slider_11
    cse287 = -cse281*q_A_slider_32 - cse283*q_A_slider_22 - cse285*q_A_slider_12
    cse288 = -q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33
    cse289 = -cse253 - cse254 - cse255 - cse270 - cse271 - cse272
    cse290 = -cse249 - cse250 - cse251
    cse291 = -cse257*q_A_rod_32 - cse258*q_A_rod_22 - cse259*q_A_rod_12
    cse292 = cse75 + 2.0
    cse293 = lam_13*q_A_slider_12 + lam_14*q_A_slider_11
    cse294 = cse122 + cse123
    cse295 = cse111 - lam_13*q_A_slider_13
    cse296 = -cse115
    cse297 = cse296 - lam_14*q_A_slider_13
    cse298 = cse119 - cse120
    cse299 = cse112 + cse116 + 1
    cse300 = -q_A_slider_12
    cse301 = lam_13*q_A_slider_22 + lam_14*q_A_slider_21
    cse302 = cse142 - lam_13*q_A_slider_23
    cse303 = -cse143
    cse304 = lam_14*q_A_slider_23
    cse305 = cse303 - cse304
    cse306 = -q_A_slider_22
    cse307 = lam_13*q_A_slider_33
    cse308 = cse161 - cse307
    cse309 = lam_13*q_A_slider_32 + lam_14*q_A_slider_31
    cse310 = -cse162
    cse311 = lam_14*q_A_slider_33
    cse312 = cse310 - cse311
    cse313 = -q_A_slider_32
    cse314 = q_A_rod_22*q_A_slider_22
    cse315 = q_A_rod_32*q_A_slider_32
    cse316 = q_A_rod_12*q_A_slider_12
    cse317 = cse280*q_A_slider_32 + cse282*q_A_slider_22 + cse284*q_A_slider_12 + cse314*cse78 + cse315*cse78 + cse316*cse78
    cse318 = lam_8*q_A_rod_32
    cse319 = 2*q_r_rod_z
    cse320 = 2*q_A_slider_33
    cse321 = 2*q_r_slider_z
    cse322 = -cse318 + lam_16*(cse208 + cse319 - cse320 - cse321)
    cse323 = lam_8*q_A_rod_22
    cse324 = 2*q_r_rod_y
    cse325 = 2*q_A_slider_23
    cse326 = 2*q_r_slider_y
    cse327 = -cse323 + lam_16*(cse212 + cse324 - cse325 - cse326)
    cse328 = lam_8*q_A_rod_12
    cse329 = 2*q_r_rod_x
    cse330 = 2*q_A_slider_13
    cse331 = 2*q_r_slider_x
    cse332 = -cse328 + lam_16*(cse216 + cse329 - cse330 - cse331)
    cse333 = -cse322*q_A_slider_31 - cse327*q_A_slider_21 - cse332*q_A_slider_11
    cse334 = cse310 - lam_14*q_r_slider_z
    cse335 = cse303 - lam_14*q_r_slider_y
    cse336 = cse188 + 0.2
    cse337 = cse296 + cse336*lam_14 + lam_12
    cse338 = cse334*q_A_slider_31 + cse335*q_A_slider_21 + cse337*q_A_slider_11
    cse339 = cse322*q_A_slider_33 + cse327*q_A_slider_23 + cse332*q_A_slider_13 - cse334*q_A_slider_32 - cse335*q_A_slider_22 - cse337*q_A_slider_12
    cse340 = -cse314 - cse315 - cse316
    cse341 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z
    cse342 = cse336*q_A_slider_13 + cse341
    cse343 = -cse131*q_A_slider_12 - cse150*q_A_slider_22 - cse169*q_A_slider_32
    cse344 = q_A_rod_32*q_A_slider_31
    cse345 = q_A_rod_22*q_A_slider_21
    cse346 = q_A_rod_12*q_A_slider_11
    cse347 = -cse280*q_A_slider_31 - cse282*q_A_slider_21 - cse284*q_A_slider_11 - cse344*cse78 - cse345*cse78 - cse346*cse78
    cse348 = cse318 + lam_16*(cse209 - cse319 + cse320 + cse321)
    cse349 = cse323 + lam_16*(cse213 - cse324 + cse325 + cse326)
    cse350 = cse328 + lam_16*(cse217 - cse329 + cse330 + cse331)
    cse351 = cse348*q_A_slider_32 + cse349*q_A_slider_22 + cse350*q_A_slider_12
    cse352 = cse161 - lam_13*q_r_slider_z
    cse353 = lam_13*q_r_slider_y
    cse354 = cse142 - cse353 + lam_15
    cse355 = cse111 + cse336*lam_13 + lam_11
    cse356 = -cse348*q_A_slider_33 - cse349*q_A_slider_23 - cse350*q_A_slider_13 + cse352*q_A_slider_31 + cse354*q_A_slider_21 + cse355*q_A_slider_11
    cse357 = -cse352*q_A_slider_32 - cse354*q_A_slider_22 - cse355*q_A_slider_12
    cse358 = cse344 + cse345 + cse346
    cse359 = q_r_slider_x - 0.2
    cse360 = cse341 - cse359*q_A_slider_13
    cse361 = cse131*q_A_slider_11 + cse150*q_A_slider_21 + cse169*q_A_slider_31
    cse362 = q_A_slider_31*q_r_slider_z
    cse363 = q_A_slider_32*q_r_slider_z
    cse364 = cse353 - lam_15
    cse365 = q_A_slider_22*q_r_slider_y
    cse366 = cse359*lam_13 - lam_11
    cse367 = cse359*lam_14 - lam_12
    cse368 = -cse362*lam_13 + cse363*lam_14 - cse364*q_A_slider_21 + cse365*lam_14 - cse366*q_A_slider_11 + cse367*q_A_slider_12
    cse369 = -cse304*q_r_slider_y - cse311*q_r_slider_z - cse367*q_A_slider_13
    cse370 = cse307*q_r_slider_z + cse364*q_A_slider_23 + cse366*q_A_slider_13
    cse371 = cse359*q_A_slider_12 + cse363 + cse365
    cse372 = -cse336*q_A_slider_11 + cse362 + q_A_slider_21*q_r_slider_y
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
        cse0*(cse18*cse23 + cse27*cse41 + cse44*cse46) + 0.0001,  # [3, 3]
        cse0*(cse18*cse50 + cse41*cse52 + cse46*cse53) + cse47*v_w_crank_z,  # [3, 4]
        cse0*(cse18*cse55 + cse41*cse56 + cse46*cse57) + cse54,  # [3, 5]
        cse58,  # [3, 23]
        cse59,  # [3, 24]
        cse60,  # [3, 25]
        cse61,  # [3, 35]
        cse0*(cse27*cse62 + cse44*cse63),  # [4, 3]
        cse0*(cse52*cse62 + cse53*cse63) + 1e-05,  # [4, 4]
        cse0*(cse56*cse62 + cse57*cse63),  # [4, 5]
        -q_A_crank_23,  # [4, 21]
        -q_A_crank_33,  # [4, 22]
        cse0*(cse23*cse68 + cse27*cse69 + cse44*cse70) - cse54,  # [5, 3]
        cse0*(cse50*cse68 + cse52*cse69 + cse53*cse70) - cse47*v_w_crank_x,  # [5, 4]
        cse0*(cse55*cse68 + cse56*cse69 + cse57*cse70) + 0.0001,  # [5, 5]
        q_A_crank_22,  # [5, 21]
        q_A_crank_32,  # [5, 22]
        -cse40,  # [5, 23]
        -cse71,  # [5, 24]
        -cse72,  # [5, 25]
        cse73,  # [5, 35]
        cse76,  # [6, 6]
        cse0*(cse80*cse84 + cse87*cse90 + cse93*cse96),  # [6, 9]
        cse0*(cse101*cse90 + cse102*cse96 + cse80*cse99),  # [6, 10]
        cse0*(cse103*cse80 + cse104*cse90 + cse105*cse96),  # [6, 11]
        cse106,  # [6, 12]
        cse0*(-cse110*cse111 + cse114*cse115),  # [6, 15]
        cse0*(-cse111*cse117 + cse115*cse118),  # [6, 16]
        cse0*(-cse111*cse121 + cse115*cse124),  # [6, 17]
        -1,  # [6, 23]
        cse125,  # [6, 27]
        cse126,  # [6, 28]
        cse132,  # [6, 34]
        cse76,  # [7, 7]
        cse0*(cse135*cse84 + cse138*cse87 + cse141*cse93),  # [7, 9]
        cse0*(cse101*cse138 + cse102*cse141 + cse135*cse99),  # [7, 10]
        cse0*(cse103*cse135 + cse104*cse138 + cse105*cse141),  # [7, 11]
        cse106,  # [7, 13]
        cse0*(-cse110*cse142 + cse114*cse143),  # [7, 15]
        cse0*(-cse117*cse142 + cse118*cse143),  # [7, 16]
        cse0*(-cse121*cse142 + cse124*cse143),  # [7, 17]
        -1,  # [7, 24]
        cse144,  # [7, 27]
        cse145,  # [7, 28]
        cse151,  # [7, 34]
        cse76,  # [8, 8]
        cse0*(cse154*cse84 + cse157*cse87 + cse160*cse93),  # [8, 9]
        cse0*(cse101*cse157 + cse102*cse160 + cse154*cse99),  # [8, 10]
        cse0*(cse103*cse154 + cse104*cse157 + cse105*cse160),  # [8, 11]
        cse106,  # [8, 14]
        cse0*(-cse110*cse161 + cse114*cse162),  # [8, 15]
        cse0*(-cse117*cse161 + cse118*cse162),  # [8, 16]
        cse0*(-cse121*cse161 + cse124*cse162),  # [8, 17]
        -1,  # [8, 25]
        cse163,  # [8, 27]
        cse164,  # [8, 28]
        cse170,  # [8, 34]
        cse0*cse96,  # [9, 6]
        cse0*cse141,  # [9, 7]
        cse0*cse160,  # [9, 8]
        cse0*(cse183*cse87 + cse191*cse84 + cse192*cse93) + 0.004,  # [9, 9]
        cse0*(cse101*cse183 + cse102*cse192 + cse191*cse99) + cse193*v_w_rod_z,  # [9, 10]
        cse0*(cse103*cse191 + cse104*cse183 + cse105*cse192) + cse194,  # [9, 11]
        cse0*cse195,  # [9, 12]
        cse0*cse196,  # [9, 13]
        cse0*cse197,  # [9, 14]
        cse0*(cse110*cse201 + cse114*cse202),  # [9, 15]
        cse0*(cse117*cse201 + cse118*cse202),  # [9, 16]
        cse0*(cse121*cse201 + cse124*cse202),  # [9, 17]
        cse203,  # [9, 26]
        cse204,  # [9, 27]
        cse205,  # [9, 28]
        cse0*cse90,  # [10, 6]
        cse0*cse138,  # [10, 7]
        cse0*cse157,  # [10, 8]
        cse0*(cse219*cse84 + cse239*cse87 + cse243*cse93),  # [10, 9]
        cse0*(cse101*cse239 + cse102*cse243 + cse219*cse99) + 0.0004,  # [10, 10]
        cse0*(cse103*cse219 + cse104*cse239 + cse105*cse243),  # [10, 11]
        cse0*cse244,  # [10, 12]
        cse0*cse245,  # [10, 13]
        cse0*cse246,  # [10, 14]
        cse0*(cse110*cse247 + cse114*cse248),  # [10, 15]
        cse0*(cse117*cse247 + cse118*cse248),  # [10, 16]
        cse0*(cse121*cse247 + cse124*cse248),  # [10, 17]
        -cse215,  # [10, 23]
        -cse207,  # [10, 24]
        -cse206,  # [10, 25]
        cse252,  # [10, 27]
        cse256,  # [10, 28]
        cse260,  # [10, 34]
        cse0*cse80,  # [11, 6]
        cse0*cse135,  # [11, 7]
        cse0*cse154,  # [11, 8]
        cse0*(cse268*cse84 + cse269*cse87 + cse273*cse93) - cse194,  # [11, 9]
        cse0*(cse101*cse269 + cse102*cse273 + cse268*cse99) - cse193*v_w_rod_x,  # [11, 10]
        cse0*(cse103*cse268 + cse104*cse269 + cse105*cse273) + 0.004,  # [11, 11]
        cse0*cse275,  # [11, 12]
        cse0*cse277,  # [11, 13]
        cse0*cse279,  # [11, 14]
        cse0*(cse110*cse286 + cse114*cse287),  # [11, 15]
        cse0*(cse117*cse286 + cse118*cse287),  # [11, 16]
        cse0*(cse121*cse286 + cse124*cse287),  # [11, 17]
        cse181,  # [11, 23]
        cse177,  # [11, 24]
        cse171,  # [11, 25]
        cse288,  # [11, 26]
        cse289,  # [11, 27]
        cse290,  # [11, 28]
        cse291,  # [11, 34]
        cse106,  # [12, 6]
        cse0*(cse195*cse93 + cse244*cse87 + cse275*cse84),  # [12, 9]
        cse0*(cse101*cse244 + cse102*cse195 + cse275*cse99),  # [12, 10]
        cse0*(cse103*cse275 + cse104*cse244 + cse105*cse195),  # [12, 11]
        cse292,  # [12, 12]
        cse0*(cse110*cse295 + cse114*cse297 + cse293*cse294),  # [12, 15]
        cse0*(cse117*cse295 + cse118*cse297 + cse293*cse298),  # [12, 16]
        cse0*(cse121*cse295 + cse124*cse297 + cse293*cse299),  # [12, 17]
        q_A_rod_12,  # [12, 27]
        q_A_rod_13,  # [12, 28]
        q_A_slider_11,  # [12, 31]
        cse300,  # [12, 32]
        cse131,  # [12, 34]
        cse106,  # [13, 7]
        cse0*(cse196*cse93 + cse245*cse87 + cse277*cse84),  # [13, 9]
        cse0*(cse101*cse245 + cse102*cse196 + cse277*cse99),  # [13, 10]
        cse0*(cse103*cse277 + cse104*cse245 + cse105*cse196),  # [13, 11]
        cse292,  # [13, 13]
        cse0*(cse110*cse302 + cse114*cse305 + cse294*cse301),  # [13, 15]
        cse0*(cse117*cse302 + cse118*cse305 + cse298*cse301),  # [13, 16]
        cse0*(cse121*cse302 + cse124*cse305 + cse299*cse301),  # [13, 17]
        q_A_rod_22,  # [13, 27]
        q_A_rod_23,  # [13, 28]
        q_A_slider_21,  # [13, 31]
        cse306,  # [13, 32]
        cse150,  # [13, 34]
        cse106,  # [14, 8]
        cse0*(cse197*cse93 + cse246*cse87 + cse279*cse84),  # [14, 9]
        cse0*(cse101*cse246 + cse102*cse197 + cse279*cse99),  # [14, 10]
        cse0*(cse103*cse279 + cse104*cse246 + cse105*cse197),  # [14, 11]
        cse292,  # [14, 14]
        cse0*(cse110*cse308 + cse114*cse312 + cse294*cse309),  # [14, 15]
        cse0*(cse117*cse308 + cse118*cse312 + cse298*cse309),  # [14, 16]
        cse0*(cse121*cse308 + cse124*cse312 + cse299*cse309),  # [14, 17]
        q_A_rod_32,  # [14, 27]
        q_A_rod_33,  # [14, 28]
        q_A_slider_31,  # [14, 31]
        cse313,  # [14, 32]
        cse169,  # [14, 34]
        cse0*cse115,  # [15, 6]
        cse0*cse143,  # [15, 7]
        cse0*cse162,  # [15, 8]
        cse0*(cse202*cse93 + cse248*cse87 + cse317*cse84),  # [15, 9]
        cse0*(cse101*cse248 + cse102*cse202 + cse317*cse99),  # [15, 10]
        cse0*(cse103*cse317 + cse104*cse248 + cse105*cse202),  # [15, 11]
        cse0*cse297,  # [15, 12]
        cse0*cse305,  # [15, 13]
        cse0*cse312,  # [15, 14]
        cse0*(cse110*cse338 + cse114*cse339 + cse294*cse333) + 0.0001,  # [15, 15]
        cse0*(cse117*cse338 + cse118*cse339 + cse298*cse333),  # [15, 16]
        cse0*(cse121*cse338 + cse124*cse339 + cse299*cse333),  # [15, 17]
        cse340,  # [15, 26]
        q_A_slider_13,  # [15, 30]
        cse342,  # [15, 32]
        cse343,  # [15, 34]
        -cse0*cse111,  # [16, 6]
        -cse0*cse142,  # [16, 7]
        -cse0*cse161,  # [16, 8]
        cse0*(cse201*cse93 + cse247*cse87 + cse347*cse84),  # [16, 9]
        cse0*(cse101*cse247 + cse102*cse201 + cse347*cse99),  # [16, 10]
        cse0*(cse103*cse347 + cse104*cse247 + cse105*cse201),  # [16, 11]
        cse0*cse295,  # [16, 12]
        cse0*cse302,  # [16, 13]
        cse0*cse308,  # [16, 14]
        cse0*(cse110*cse356 + cse114*cse357 + cse294*cse351),  # [16, 15]
        cse0*(cse117*cse356 + cse118*cse357 + cse298*cse351) + 0.0001,  # [16, 16]
        cse0*(cse121*cse356 + cse124*cse357 + cse299*cse351),  # [16, 17]
        cse358,  # [16, 26]
        q_A_slider_13,  # [16, 29]
        cse360,  # [16, 31]
        q_A_slider_23,  # [16, 33]
        cse361,  # [16, 34]
        cse0*cse293,  # [17, 12]
        cse0*cse301,  # [17, 13]
        cse0*cse309,  # [17, 14]
        cse0*(cse110*cse369 + cse114*cse370 + cse294*cse368),  # [17, 15]
        cse0*(cse117*cse369 + cse118*cse370 + cse298*cse368),  # [17, 16]
        cse0*(cse121*cse369 + cse124*cse370 + cse299*cse368) + 0.0001,  # [17, 17]
        cse300,  # [17, 29]
        -q_A_slider_11,  # [17, 30]
        cse371,  # [17, 31]
        cse372,  # [17, 32]
        cse306,  # [17, 33]
        1,  # [18, 0]
        1,  # [19, 1]
        1,  # [20, 2]
        cse23*q_A_crank_22 - cse27*q_A_crank_23,  # [21, 3]
        cse50*q_A_crank_22 - cse52*q_A_crank_23,  # [21, 4]
        cse55*q_A_crank_22 - cse56*q_A_crank_23,  # [21, 5]
        cse23*q_A_crank_32 - cse27*q_A_crank_33,  # [22, 3]
        cse50*q_A_crank_32 - cse52*q_A_crank_33,  # [22, 4]
        cse55*q_A_crank_32 - cse56*q_A_crank_33,  # [22, 5]
        1,  # [23, 0]
        -cse23*cse40 + cse44*cse58,  # [23, 3]
        -cse40*cse50 + cse53*cse58,  # [23, 4]
        -cse40*cse55 + cse57*cse58,  # [23, 5]
        -1,  # [23, 6]
        cse181*cse84 - cse215*cse87,  # [23, 9]
        -cse101*cse215 + cse181*cse99,  # [23, 10]
        cse103*cse181 - cse104*cse215,  # [23, 11]
        1,  # [24, 1]
        -cse23*cse71 + cse44*cse59,  # [24, 3]
        -cse50*cse71 + cse53*cse59,  # [24, 4]
        -cse55*cse71 + cse57*cse59,  # [24, 5]
        -1,  # [24, 7]
        cse177*cse84 - cse207*cse87,  # [24, 9]
        -cse101*cse207 + cse177*cse99,  # [24, 10]
        cse103*cse177 - cse104*cse207,  # [24, 11]
        1,  # [25, 2]
        -cse23*cse72 + cse44*cse60,  # [25, 3]
        -cse50*cse72 + cse53*cse60,  # [25, 4]
        -cse55*cse72 + cse57*cse60,  # [25, 5]
        -1,  # [25, 8]
        cse171*cse84 - cse206*cse87,  # [25, 9]
        -cse101*cse206 + cse171*cse99,  # [25, 10]
        cse103*cse171 - cse104*cse206,  # [25, 11]
        cse203*cse93 + cse288*cse84,  # [26, 9]
        cse102*cse203 + cse288*cse99,  # [26, 10]
        cse103*cse288 + cse105*cse203,  # [26, 11]
        cse110*cse358 + cse114*cse340,  # [26, 15]
        cse117*cse358 + cse118*cse340,  # [26, 16]
        cse121*cse358 + cse124*cse340,  # [26, 17]
        cse125,  # [27, 6]
        cse144,  # [27, 7]
        cse163,  # [27, 8]
        cse204*cse93 + cse252*cse87 + cse289*cse84,  # [27, 9]
        cse101*cse252 + cse102*cse204 + cse289*cse99,  # [27, 10]
        cse103*cse289 + cse104*cse252 + cse105*cse204,  # [27, 11]
        q_A_rod_12,  # [27, 12]
        q_A_rod_22,  # [27, 13]
        q_A_rod_32,  # [27, 14]
        cse126,  # [28, 6]
        cse145,  # [28, 7]
        cse164,  # [28, 8]
        cse205*cse93 + cse256*cse87 + cse290*cse84,  # [28, 9]
        cse101*cse256 + cse102*cse205 + cse290*cse99,  # [28, 10]
        cse103*cse290 + cse104*cse256 + cse105*cse205,  # [28, 11]
        q_A_rod_13,  # [28, 12]
        q_A_rod_23,  # [28, 13]
        q_A_rod_33,  # [28, 14]
        cse110*q_A_slider_13 - cse294*q_A_slider_12,  # [29, 15]
        cse117*q_A_slider_13 - cse298*q_A_slider_12,  # [29, 16]
        cse121*q_A_slider_13 - cse299*q_A_slider_12,  # [29, 17]
        cse114*q_A_slider_13 - cse294*q_A_slider_11,  # [30, 15]
        cse118*q_A_slider_13 - cse298*q_A_slider_11,  # [30, 16]
        cse124*q_A_slider_13 - cse299*q_A_slider_11,  # [30, 17]
        q_A_slider_11,  # [31, 12]
        q_A_slider_21,  # [31, 13]
        q_A_slider_31,  # [31, 14]
        cse110*cse360 + cse294*cse371,  # [31, 15]
        cse117*cse360 + cse298*cse371,  # [31, 16]
        cse121*cse360 + cse299*cse371,  # [31, 17]
        cse300,  # [32, 12]
        cse306,  # [32, 13]
        cse313,  # [32, 14]
        cse114*cse342 + cse294*cse372,  # [32, 15]
        cse118*cse342 + cse298*cse372,  # [32, 16]
        cse124*cse342 + cse299*cse372,  # [32, 17]
        cse110*q_A_slider_23 - cse294*q_A_slider_22,  # [33, 15]
        cse117*q_A_slider_23 - cse298*q_A_slider_22,  # [33, 16]
        cse121*q_A_slider_23 - cse299*q_A_slider_22,  # [33, 17]
        cse132,  # [34, 6]
        cse151,  # [34, 7]
        cse170,  # [34, 8]
        cse260*cse87 + cse291*cse84,  # [34, 9]
        cse101*cse260 + cse291*cse99,  # [34, 10]
        cse103*cse291 + cse104*cse260,  # [34, 11]
        cse131,  # [34, 12]
        cse150,  # [34, 13]
        cse169,  # [34, 14]
        cse110*cse361 + cse114*cse343,  # [34, 15]
        cse117*cse361 + cse118*cse343,  # [34, 16]
        cse121*cse361 + cse124*cse343,  # [34, 17]
        cse23*cse73 + cse44*cse61,  # [35, 3]
        cse50*cse73 + cse53*cse61,  # [35, 4]
        cse55*cse73 + cse57*cse61,  # [35, 5]
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
        ndarray of shape (36, 36), 294 nonzero.
    """
    # 1551 operations after common subexpression elimination
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
        _, _, _, _,
        _, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, dv_3,
        dv_4, dv_5, _, _,
        _, dv_9, dv_10, dv_11,
        _, _, _, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    (
        _, _, _, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    hq = float(hq)

    hv = float(hv)

    cse0 = (1/6)*dv_3
    cse1 = cse0*dv_5
    cse2 = (1/2)*dv_4
    cse3 = cse1 + cse2
    cse4 = 2*math.pi*t
    cse5 = math.sin(cse4)
    cse6 = math.cos(cse4)
    cse7 = 4*cse5*cse6
    cse8 = cse5*q_A_crank_32 - cse6*q_A_crank_22
    cse9 = cse5*q_A_crank_22 + cse6*q_A_crank_32 + 1
    cse10 = cse8/cse9**3
    cse11 = cse5**2
    cse12 = cse9**(-2)
    cse13 = 2*cse12
    cse14 = cse6**2
    cse15 = cse10*cse7 - cse11*cse13 + cse13*cse14
    cse16 = 4*cse10
    cse17 = cse12*cse7
    cse18 = cse14*cse16 - cse17
    cse19 = lam_17*(cse15*q_A_crank_23 + cse18*q_A_crank_33)
    cse20 = cse11*cse16 + cse17
    cse21 = lam_17*(cse15*q_A_crank_33 + cse20*q_A_crank_23)
    cse22 = -cse19*q_A_crank_31 - cse21*q_A_crank_21
    cse23 = cse0*dv_4
    cse24 = (1/2)*dv_5
    cse25 = cse23 - cse24
    cse26 = 0.08*lam_7
    cse27 = 2/cse9
    cse28 = cse27*cse5
    cse29 = cse13*cse8
    cse30 = cse29*cse6
    cse31 = cse28 - cse30
    cse32 = cse26 + cse31*lam_17
    cse33 = 0.08*lam_6
    cse34 = cse27*cse6
    cse35 = cse29*cse5
    cse36 = -cse34 - cse35
    cse37 = cse33 + cse36*lam_17
    cse38 = 0.08*q_A_crank_11
    cse39 = cse32*q_A_crank_31 + cse37*q_A_crank_21 + cse38*lam_5
    cse40 = -1/6*dv_5**2
    cse41 = -1/6*dv_4**2
    cse42 = cse40 + cse41 + 1
    cse43 = -0.08*lam_5*q_A_crank_12
    cse44 = cse19*q_A_crank_33 + cse21*q_A_crank_23 - cse32*q_A_crank_32 - cse37*q_A_crank_22 + cse43
    cse45 = 9e-05*hv
    cse46 = (1/6)*dv_4*dv_5
    cse47 = (1/2)*dv_3
    cse48 = cse46 - cse47
    cse49 = 1 - 1/6*dv_3**2
    cse50 = cse40 + cse49
    cse51 = cse23 + cse24
    cse52 = cse45*v_w_crank_y
    cse53 = cse41 + cse49
    cse54 = cse46 + cse47
    cse55 = cse1 - cse2
    cse56 = 0.08*q_A_crank_13
    cse57 = 0.08*q_A_crank_23
    cse58 = 0.08*q_A_crank_33
    cse59 = cse31*q_A_crank_33 + cse36*q_A_crank_23
    cse60 = -lam_3*q_A_crank_21 - lam_4*q_A_crank_31
    cse61 = lam_3*q_A_crank_22 + lam_4*q_A_crank_32
    cse62 = lam_17*(-cse15*q_A_crank_21 - cse18*q_A_crank_31) + lam_4
    cse63 = lam_17*(-cse15*q_A_crank_31 - cse20*q_A_crank_21) + lam_3
    cse64 = -cse33 + lam_17*(cse34 + cse35)
    cse65 = -cse26 + lam_17*(-cse28 + cse30)
    cse66 = cse43 - cse62*q_A_crank_31 - cse63*q_A_crank_21 + cse64*q_A_crank_22 + cse65*q_A_crank_32
    cse67 = cse56*lam_5 - cse64*q_A_crank_23 - cse65*q_A_crank_33
    cse68 = cse62*q_A_crank_33 + cse63*q_A_crank_23
    cse69 = 0.08*q_A_crank_21
    cse70 = 0.08*q_A_crank_31
    cse71 = -cse31*q_A_crank_31 - cse36*q_A_crank_21
    cse72 = 2*lam_16
    cse73 = cse72*hq
    cse74 = cse73 + 0.5
    cse75 = lam_9*q_A_rod_11
    cse76 = 0.3*lam_16
    cse77 = cse76*q_A_rod_12
    cse78 = cse75 + cse77
    cse79 = (1/6)*dv_9
    cse80 = cse79*dv_11
    cse81 = (1/2)*dv_10
    cse82 = cse80 + cse81
    cse83 = cse79*dv_10
    cse84 = (1/2)*dv_11
    cse85 = cse83 - cse84
    cse86 = lam_10*q_A_rod_11
    cse87 = cse76*q_A_rod_13
    cse88 = -cse86 - cse87
    cse89 = -1/6*dv_10**2
    cse90 = 1 - 1/6*dv_11**2
    cse91 = cse89 + cse90
    cse92 = lam_10*q_A_rod_12
    cse93 = lam_9*q_A_rod_13
    cse94 = cse92 - cse93
    cse95 = (1/6)*dv_10*dv_11
    cse96 = (1/2)*dv_9
    cse97 = cse95 - cse96
    cse98 = -1/6*dv_9**2
    cse99 = cse90 + cse98
    cse100 = cse83 + cse84
    cse101 = cse89 + cse98 + 1
    cse102 = cse95 + cse96
    cse103 = cse80 - cse81
    cse104 = -cse73
    cse105 = (1/6)*dv_16
    cse106 = cse105*dv_15
    cse107 = (1/2)*dv_17
    cse108 = cse106 - cse107
    cse109 = cse72*q_A_slider_11
    cse110 = -1/6*dv_17**2
    cse111 = 1 - 1/6*dv_16**2
    cse112 = cse110 + cse111
    cse113 = cse72*q_A_slider_12
    cse114 = -1/6*dv_15**2
    cse115 = cse110 + cse114 + 1
    cse116 = cse106 + cse107
    cse117 = cse105*dv_17
    cse118 = (1/2)*dv_15
    cse119 = cse117 + cse118
    cse120 = (1/6)*dv_15*dv_17
    cse121 = (1/2)*dv_16
    cse122 = cse120 - cse121
    cse123 = -q_A_rod_12
    cse124 = -q_A_rod_13
    cse125 = 0.15*q_A_rod_11
    cse126 = -q_r_rod_x + q_r_slider_x
    cse127 = -cse125 + cse126
    cse128 = cse127 + q_A_slider_13
    cse129 = 2*cse128
    cse130 = -cse129
    cse131 = lam_9*q_A_rod_21
    cse132 = cse76*q_A_rod_22
    cse133 = cse131 + cse132
    cse134 = lam_10*q_A_rod_21
    cse135 = cse76*q_A_rod_23
    cse136 = -cse134 - cse135
    cse137 = lam_10*q_A_rod_22
    cse138 = lam_9*q_A_rod_23
    cse139 = cse137 - cse138
    cse140 = cse72*q_A_slider_21
    cse141 = cse72*q_A_slider_22
    cse142 = -q_A_rod_22
    cse143 = -q_A_rod_23
    cse144 = 0.15*q_A_rod_21
    cse145 = -q_r_rod_y + q_r_slider_y
    cse146 = -cse144 + cse145
    cse147 = cse146 + q_A_slider_23
    cse148 = 2*cse147
    cse149 = -cse148
    cse150 = lam_9*q_A_rod_31
    cse151 = cse76*q_A_rod_32
    cse152 = cse150 + cse151
    cse153 = lam_10*q_A_rod_31
    cse154 = cse76*q_A_rod_33
    cse155 = -cse153 - cse154
    cse156 = lam_10*q_A_rod_32
    cse157 = lam_9*q_A_rod_33
    cse158 = cse156 - cse157
    cse159 = cse72*q_A_slider_31
    cse160 = cse72*q_A_slider_32
    cse161 = -q_A_rod_32
    cse162 = -q_A_rod_33
    cse163 = 0.15*q_A_rod_31
    cse164 = -q_r_rod_z + q_r_slider_z
    cse165 = -cse163 + cse164
    cse166 = cse165 + q_A_slider_33
    cse167 = 2*cse166
    cse168 = -cse167
    cse169 = q_r_rod_z - q_r_slider_z
    cse170 = cse163 + cse169
    cse171 = 0.15*q_A_rod_32
    cse172 = -0.15*cse157 + cse171*lam_10
    cse173 = q_r_rod_y - q_r_slider_y
    cse174 = cse144 + cse173
    cse175 = 0.15*q_A_rod_22
    cse176 = -0.15*cse138 + cse175*lam_10
    cse177 = -q_r_slider_x
    cse178 = cse177 + q_r_rod_x
    cse179 = cse125 + cse178
    cse180 = 0.15*q_A_rod_12
    cse181 = cse180*lam_10 - 0.15*cse93
    cse182 = -cse134*cse174 - cse153*cse170 + cse172*q_A_rod_32 + cse176*q_A_rod_22 - cse179*cse86 + cse181*q_A_rod_12
    cse183 = lam_8*q_A_slider_23
    cse184 = cse146*lam_9 + cse183
    cse185 = lam_8*q_A_slider_33
    cse186 = cse165*lam_9 + cse185
    cse187 = lam_8*q_A_slider_13
    cse188 = cse127*lam_9 + cse187
    cse189 = -cse172*q_A_rod_33 - cse176*q_A_rod_23 - cse181*q_A_rod_13 + cse184*q_A_rod_21 + cse186*q_A_rod_31 + cse188*q_A_rod_11
    cse190 = lam_10*q_A_rod_23
    cse191 = lam_10*q_A_rod_33
    cse192 = lam_10*q_A_rod_13
    cse193 = cse170*cse191 + cse174*cse190 + cse179*cse192 - cse184*q_A_rod_22 - cse186*q_A_rod_32 - cse188*q_A_rod_12
    cse194 = 0.0036*hv
    cse195 = cse194*v_w_rod_y
    cse196 = -cse92 + cse93
    cse197 = -cse137 + cse138
    cse198 = -cse156 + cse157
    cse199 = lam_8*q_A_rod_33
    cse200 = lam_8*q_A_rod_23
    cse201 = lam_8*q_A_rod_13
    cse202 = cse199*q_A_slider_31 + cse200*q_A_slider_21 + cse201*q_A_slider_11
    cse203 = -cse199*q_A_slider_32 - cse200*q_A_slider_22 - cse201*q_A_slider_12
    cse204 = q_A_rod_13*q_A_slider_13 + q_A_rod_23*q_A_slider_23 + q_A_rod_33*q_A_slider_33
    cse205 = cse127*q_A_rod_13 + cse146*q_A_rod_23 + cse165*q_A_rod_33
    cse206 = -cse127*q_A_rod_12 - cse146*q_A_rod_22 - cse165*q_A_rod_32
    cse207 = 0.15*q_A_rod_33
    cse208 = 0.15*q_A_rod_23
    cse209 = 0.3*q_A_rod_31
    cse210 = -cse209
    cse211 = 0.045*lam_16
    cse212 = -cse211*q_A_rod_33 + lam_10*(cse164 + cse210)
    cse213 = 0.3*q_A_rod_21
    cse214 = -cse213
    cse215 = -cse211*q_A_rod_23 + lam_10*(cse145 + cse214)
    cse216 = 0.15*q_A_rod_13
    cse217 = 0.3*q_A_rod_11
    cse218 = -cse217
    cse219 = -cse211*q_A_rod_13 + lam_10*(cse126 + cse218)
    cse220 = -cse131*cse208 - cse150*cse207 + cse212*q_A_rod_32 + cse215*q_A_rod_22 - cse216*cse75 + cse219*q_A_rod_12
    cse221 = 0.15*lam_7
    cse222 = 0.3*q_r_rod_z
    cse223 = 0.045*q_A_rod_31
    cse224 = 0.3*q_A_slider_33
    cse225 = 0.3*q_r_slider_z
    cse226 = cse171*lam_9 + 0.3*cse191 - cse221 + lam_16*(-cse222 - cse223 + cse224 + cse225)
    cse227 = 0.15*lam_6
    cse228 = 0.3*q_r_rod_y
    cse229 = 0.045*q_A_rod_21
    cse230 = 0.3*q_A_slider_23
    cse231 = 0.3*q_r_slider_y
    cse232 = cse175*lam_9 + 0.3*cse190 - cse227 + lam_16*(-cse228 - cse229 + cse230 + cse231)
    cse233 = 0.15*lam_5
    cse234 = 0.045*q_A_rod_11
    cse235 = 0.3*q_r_rod_x
    cse236 = 0.3*q_A_slider_13
    cse237 = 0.3*q_r_slider_x
    cse238 = cse180*lam_9 + 0.3*cse192 - cse233 + lam_16*(-cse234 - cse235 + cse236 + cse237)
    cse239 = -cse212*q_A_rod_33 - cse215*q_A_rod_23 - cse219*q_A_rod_13 + cse226*q_A_rod_31 + cse232*q_A_rod_21 + cse238*q_A_rod_11
    cse240 = 0.15*q_A_rod_33**2
    cse241 = 0.15*q_A_rod_23**2
    cse242 = 0.15*q_A_rod_13**2
    cse243 = -cse226*q_A_rod_32 - cse232*q_A_rod_22 - cse238*q_A_rod_12 + cse240*lam_9 + cse241*lam_9 + cse242*lam_9
    cse244 = cse86 + cse87
    cse245 = cse134 + cse135
    cse246 = cse153 + cse154
    cse247 = cse135*q_A_slider_21 + cse154*q_A_slider_31 + cse87*q_A_slider_11
    cse248 = -cse135*q_A_slider_22 - cse154*q_A_slider_32 - cse87*q_A_slider_12
    cse249 = cse171*q_A_rod_33
    cse250 = cse175*q_A_rod_23
    cse251 = cse216*q_A_rod_12
    cse252 = cse249 + cse250 + cse251
    cse253 = cse146*q_A_rod_21
    cse254 = cse165*q_A_rod_31
    cse255 = cse127*q_A_rod_11
    cse256 = cse240 + cse241 + cse242 + cse253 + cse254 + cse255
    cse257 = 0.3*cse166
    cse258 = 0.3*cse147
    cse259 = 0.3*cse128
    cse260 = cse257*q_A_rod_33 + cse258*q_A_rod_23 + cse259*q_A_rod_13
    cse261 = 0.3*lam_9
    cse262 = -cse207*lam_10 + cse221 - cse261*q_A_rod_32 + lam_16*(cse222 + cse223 - cse224 - cse225)
    cse263 = -cse185 + cse211*q_A_rod_32 + lam_9*(cse169 + cse209)
    cse264 = -cse208*lam_10 + cse227 - cse261*q_A_rod_22 + lam_16*(cse228 + cse229 - cse230 - cse231)
    cse265 = -cse183 + cse211*q_A_rod_22 + lam_9*(cse173 + cse213)
    cse266 = -cse216*lam_10 + cse233 - cse261*q_A_rod_12 + lam_16*(cse234 + cse235 - cse236 - cse237)
    cse267 = -cse187 + cse211*q_A_rod_12 + lam_9*(cse178 + cse217)
    cse268 = -cse262*q_A_rod_31 + cse263*q_A_rod_32 - cse264*q_A_rod_21 + cse265*q_A_rod_22 - cse266*q_A_rod_11 + cse267*q_A_rod_12
    cse269 = -cse125*cse92 - cse137*cse144 - cse153*cse171 - cse263*q_A_rod_33 - cse265*q_A_rod_23 - cse267*q_A_rod_13
    cse270 = 0.15*q_A_rod_32**2
    cse271 = 0.15*q_A_rod_22**2
    cse272 = 0.15*q_A_rod_12**2
    cse273 = cse262*q_A_rod_33 + cse264*q_A_rod_23 + cse266*q_A_rod_13 + cse270*lam_10 + cse271*lam_10 + cse272*lam_10
    cse274 = -cse77
    cse275 = cse274 - cse75
    cse276 = -cse132
    cse277 = -cse131 + cse276
    cse278 = -cse151
    cse279 = -cse150 + cse278
    cse280 = lam_8*q_A_rod_31
    cse281 = cse278 - cse280
    cse282 = lam_8*q_A_rod_21
    cse283 = cse276 - cse282
    cse284 = lam_8*q_A_rod_11
    cse285 = cse274 - cse284
    cse286 = cse281*q_A_slider_31 + cse283*q_A_slider_21 + cse285*q_A_slider_11
    cse287 = -cse281*q_A_slider_32 - cse283*q_A_slider_22 - cse285*q_A_slider_12
    cse288 = -q_A_rod_11*q_A_slider_13 - q_A_rod_21*q_A_slider_23 - q_A_rod_31*q_A_slider_33
    cse289 = -cse253 - cse254 - cse255 - cse270 - cse271 - cse272
    cse290 = -cse249 - cse250 - cse251
    cse291 = -cse257*q_A_rod_32 - cse258*q_A_rod_22 - cse259*q_A_rod_12
    cse292 = cse73 + 2.0
    cse293 = lam_13*q_A_slider_12 + lam_14*q_A_slider_11
    cse294 = cse120 + cse121
    cse295 = cse109 - lam_13*q_A_slider_13
    cse296 = -cse113
    cse297 = cse296 - lam_14*q_A_slider_13
    cse298 = cse117 - cse118
    cse299 = cse111 + cse114
    cse300 = -q_A_slider_12
    cse301 = lam_13*q_A_slider_22 + lam_14*q_A_slider_21
    cse302 = cse140 - lam_13*q_A_slider_23
    cse303 = -cse141
    cse304 = lam_14*q_A_slider_23
    cse305 = cse303 - cse304
    cse306 = -q_A_slider_22
    cse307 = lam_13*q_A_slider_32 + lam_14*q_A_slider_31
    cse308 = lam_13*q_A_slider_33
    cse309 = cse159 - cse308
    cse310 = -cse160
    cse311 = lam_14*q_A_slider_33
    cse312 = cse310 - cse311
    cse313 = -q_A_slider_32
    cse314 = q_A_rod_22*q_A_slider_22
    cse315 = q_A_rod_32*q_A_slider_32
    cse316 = q_A_rod_12*q_A_slider_12
    cse317 = cse280*q_A_slider_32 + cse282*q_A_slider_22 + cse284*q_A_slider_12 + cse314*cse76 + cse315*cse76 + cse316*cse76
    cse318 = lam_8*q_A_rod_32
    cse319 = 2*q_r_rod_z
    cse320 = 2*q_A_slider_33
    cse321 = 2*q_r_slider_z
    cse322 = -cse318 + lam_16*(cse209 + cse319 - cse320 - cse321)
    cse323 = lam_8*q_A_rod_22
    cse324 = 2*q_r_rod_y
    cse325 = 2*q_A_slider_23
    cse326 = 2*q_r_slider_y
    cse327 = -cse323 + lam_16*(cse213 + cse324 - cse325 - cse326)
    cse328 = lam_8*q_A_rod_12
    cse329 = 2*q_r_rod_x
    cse330 = 2*q_A_slider_13
    cse331 = 2*q_r_slider_x
    cse332 = -cse328 + lam_16*(cse217 + cse329 - cse330 - cse331)
    cse333 = -cse322*q_A_slider_31 - cse327*q_A_slider_21 - cse332*q_A_slider_11
    cse334 = cse310 - lam_14*q_r_slider_z
    cse335 = cse303 - lam_14*q_r_slider_y
    cse336 = cse177 + 0.2
    cse337 = cse296 + cse336*lam_14 + lam_12
    cse338 = cse334*q_A_slider_31 + cse335*q_A_slider_21 + cse337*q_A_slider_11
    cse339 = cse322*q_A_slider_33 + cse327*q_A_slider_23 + cse332*q_A_slider_13 - cse334*q_A_slider_32 - cse335*q_A_slider_22 - cse337*q_A_slider_12
    cse340 = -cse314 - cse315 - cse316
    cse341 = -q_A_slider_23*q_r_slider_y - q_A_slider_33*q_r_slider_z
    cse342 = cse336*q_A_slider_13 + cse341
    cse343 = -cse129*q_A_slider_12 - cse148*q_A_slider_22 - cse167*q_A_slider_32
    cse344 = q_A_rod_32*q_A_slider_31
    cse345 = q_A_rod_22*q_A_slider_21
    cse346 = q_A_rod_12*q_A_slider_11
    cse347 = -cse280*q_A_slider_31 - cse282*q_A_slider_21 - cse284*q_A_slider_11 - cse344*cse76 - cse345*cse76 - cse346*cse76
    cse348 = cse318 + lam_16*(cse210 - cse319 + cse320 + cse321)
    cse349 = cse323 + lam_16*(cse214 - cse324 + cse325 + cse326)
    cse350 = cse328 + lam_16*(cse218 - cse329 + cse330 + cse331)
    cse351 = cse348*q_A_slider_32 + cse349*q_A_slider_22 + cse350*q_A_slider_12
    cse352 = cse159 - lam_13*q_r_slider_z
    cse353 = lam_13*q_r_slider_y
    cse354 = cse140 - cse353 + lam_15
    cse355 = cse109 + cse336*lam_13 + lam_11
    cse356 = -cse348*q_A_slider_33 - cse349*q_A_slider_23 - cse350*q_A_slider_13 + cse352*q_A_slider_31 + cse354*q_A_slider_21 + cse355*q_A_slider_11
    cse357 = -cse352*q_A_slider_32 - cse354*q_A_slider_22 - cse355*q_A_slider_12
    cse358 = cse344 + cse345 + cse346
    cse359 = q_r_slider_x - 0.2
    cse360 = cse341 - cse359*q_A_slider_13
    cse361 = cse129*q_A_slider_11 + cse148*q_A_slider_21 + cse167*q_A_slider_31
    cse362 = q_A_slider_31*q_r_slider_z
    cse363 = q_A_slider_32*q_r_slider_z
    cse364 = cse353 - lam_15
    cse365 = q_A_slider_22*q_r_slider_y
    cse366 = cse359*lam_13 - lam_11
    cse367 = cse359*lam_14 - lam_12
    cse368 = -cse362*lam_13 + cse363*lam_14 - cse364*q_A_slider_21 + cse365*lam_14 - cse366*q_A_slider_11 + cse367*q_A_slider_12
    cse369 = -cse304*q_r_slider_y - cse311*q_r_slider_z - cse367*q_A_slider_13
    cse370 = cse308*q_r_slider_z + cse364*q_A_slider_23 + cse366*q_A_slider_13
    cse371 = cse359*q_A_slider_12 + cse363 + cse365
    cse372 = -cse336*q_A_slider_11 + cse362 + q_A_slider_21*q_r_slider_y
    out = np.zeros((36, 36))
    out[_genalpha_matrix_INDEX] = (
        0.12,  # [0, 0]
        1,  # [0, 18]
        1,  # [0, 23]
        0.12,  # [1, 1]
        1,  # [1, 19]
        1,  # [1, 24]
        0.12,  # [2, 2]
        1,  # [2, 20]
        1,  # [2, 25]
        hq*(cse22*cse3 + cse25*cse39 + cse42*cse44) + 0.0001,  # [3, 3]
        cse45*v_w_crank_z + hq*(cse22*cse48 + cse39*cse50 + cse44*cse51),  # [3, 4]
        cse52 + hq*(cse22*cse53 + cse39*cse54 + cse44*cse55),  # [3, 5]
        cse56,  # [3, 23]
        cse57,  # [3, 24]
        cse58,  # [3, 25]
        cse59,  # [3, 35]
        hq*(cse25*cse60 + cse42*cse61),  # [4, 3]
        hq*(cse50*cse60 + cse51*cse61) + 1e-05,  # [4, 4]
        hq*(cse54*cse60 + cse55*cse61),  # [4, 5]
        -q_A_crank_23,  # [4, 21]
        -q_A_crank_33,  # [4, 22]
        -cse52 + hq*(cse25*cse67 + cse3*cse66 + cse42*cse68),  # [5, 3]
        -cse45*v_w_crank_x + hq*(cse48*cse66 + cse50*cse67 + cse51*cse68),  # [5, 4]
        hq*(cse53*cse66 + cse54*cse67 + cse55*cse68) + 0.0001,  # [5, 5]
        q_A_crank_22,  # [5, 21]
        q_A_crank_32,  # [5, 22]
        -cse38,  # [5, 23]
        -cse69,  # [5, 24]
        -cse70,  # [5, 25]
        cse71,  # [5, 35]
        cse74,  # [6, 6]
        hq*(cse78*cse82 + cse85*cse88 + cse91*cse94),  # [6, 9]
        hq*(cse100*cse94 + cse78*cse97 + cse88*cse99),  # [6, 10]
        hq*(cse101*cse78 + cse102*cse88 + cse103*cse94),  # [6, 11]
        cse104,  # [6, 12]
        hq*(-cse108*cse109 + cse112*cse113),  # [6, 15]
        hq*(-cse109*cse115 + cse113*cse116),  # [6, 16]
        hq*(-cse109*cse119 + cse113*cse122),  # [6, 17]
        -1,  # [6, 23]
        cse123,  # [6, 27]
        cse124,  # [6, 28]
        cse130,  # [6, 34]
        cse74,  # [7, 7]
        hq*(cse133*cse82 + cse136*cse85 + cse139*cse91),  # [7, 9]
        hq*(cse100*cse139 + cse133*cse97 + cse136*cse99),  # [7, 10]
        hq*(cse101*cse133 + cse102*cse136 + cse103*cse139),  # [7, 11]
        cse104,  # [7, 13]
        hq*(-cse108*cse140 + cse112*cse141),  # [7, 15]
        hq*(-cse115*cse140 + cse116*cse141),  # [7, 16]
        hq*(-cse119*cse140 + cse122*cse141),  # [7, 17]
        -1,  # [7, 24]
        cse142,  # [7, 27]
        cse143,  # [7, 28]
        cse149,  # [7, 34]
        cse74,  # [8, 8]
        hq*(cse152*cse82 + cse155*cse85 + cse158*cse91),  # [8, 9]
        hq*(cse100*cse158 + cse152*cse97 + cse155*cse99),  # [8, 10]
        hq*(cse101*cse152 + cse102*cse155 + cse103*cse158),  # [8, 11]
        cse104,  # [8, 14]
        hq*(-cse108*cse159 + cse112*cse160),  # [8, 15]
        hq*(-cse115*cse159 + cse116*cse160),  # [8, 16]
        hq*(-cse119*cse159 + cse122*cse160),  # [8, 17]
        -1,  # [8, 25]
        cse161,  # [8, 27]
        cse162,  # [8, 28]
        cse168,  # [8, 34]
        cse94*hq,  # [9, 6]
        cse139*hq,  # [9, 7]
        cse158*hq,  # [9, 8]
        hq*(cse182*cse82 + cse189*cse85 + cse193*cse91) + 0.004,  # [9, 9]
        cse194*v_w_rod_z + hq*(cse100*cse193 + cse182*cse97 + cse189*cse99),  # [9, 10]
        cse195 + hq*(cse101*cse182 + cse102*cse189 + cse103*cse193),  # [9, 11]
        cse196*hq,  # [9, 12]
        cse197*hq,  # [9, 13]
        cse198*hq,  # [9, 14]
        hq*(cse108*cse202 + cse112*cse203),  # [9, 15]
        hq*(cse115*cse202 + cse116*cse203),  # [9, 16]
        hq*(cse119*cse202 + cse122*cse203),  # [9, 17]
        cse204,  # [9, 26]
        cse205,  # [9, 27]
        cse206,  # [9, 28]
        cse88*hq,  # [10, 6]
        cse136*hq,  # [10, 7]
        cse155*hq,  # [10, 8]
        hq*(cse220*cse82 + cse239*cse85 + cse243*cse91),  # [10, 9]
        hq*(cse100*cse243 + cse220*cse97 + cse239*cse99) + 0.0004,  # [10, 10]
        hq*(cse101*cse220 + cse102*cse239 + cse103*cse243),  # [10, 11]
        cse244*hq,  # [10, 12]
        cse245*hq,  # [10, 13]
        cse246*hq,  # [10, 14]
        hq*(cse108*cse247 + cse112*cse248),  # [10, 15]
        hq*(cse115*cse247 + cse116*cse248),  # [10, 16]
        hq*(cse119*cse247 + cse122*cse248),  # [10, 17]
        -cse216,  # [10, 23]
        -cse208,  # [10, 24]
        -cse207,  # [10, 25]
        cse252,  # [10, 27]
        cse256,  # [10, 28]
        cse260,  # [10, 34]
        cse78*hq,  # [11, 6]
        cse133*hq,  # [11, 7]
        cse152*hq,  # [11, 8]
        -cse195 + hq*(cse268*cse82 + cse269*cse85 + cse273*cse91),  # [11, 9]
        -cse194*v_w_rod_x + hq*(cse100*cse273 + cse268*cse97 + cse269*cse99),  # [11, 10]
        hq*(cse101*cse268 + cse102*cse269 + cse103*cse273) + 0.004,  # [11, 11]
        cse275*hq,  # [11, 12]
        cse277*hq,  # [11, 13]
        cse279*hq,  # [11, 14]
        hq*(cse108*cse286 + cse112*cse287),  # [11, 15]
        hq*(cse115*cse286 + cse116*cse287),  # [11, 16]
        hq*(cse119*cse286 + cse122*cse287),  # [11, 17]
        cse180,  # [11, 23]
        cse175,  # [11, 24]
        cse171,  # [11, 25]
        cse288,  # [11, 26]
        cse289,  # [11, 27]
        cse290,  # [11, 28]
        cse291,  # [11, 34]
        cse104,  # [12, 6]
        hq*(cse196*cse91 + cse244*cse85 + cse275*cse82),  # [12, 9]
        hq*(cse100*cse196 + cse244*cse99 + cse275*cse97),  # [12, 10]
        hq*(cse101*cse275 + cse102*cse244 + cse103*cse196),  # [12, 11]
        cse292,  # [12, 12]
        hq*(cse108*cse295 + cse112*cse297 + cse293*cse294),  # [12, 15]
        hq*(cse115*cse295 + cse116*cse297 + cse293*cse298),  # [12, 16]
        hq*(cse119*cse295 + cse122*cse297 + cse293*cse299),  # [12, 17]
        q_A_rod_12,  # [12, 27]
        q_A_rod_13,  # [12, 28]
        q_A_slider_11,  # [12, 31]
        cse300,  # [12, 32]
        cse129,  # [12, 34]
        cse104,  # [13, 7]
        hq*(cse197*cse91 + cse245*cse85 + cse277*cse82),  # [13, 9]
        hq*(cse100*cse197 + cse245*cse99 + cse277*cse97),  # [13, 10]
        hq*(cse101*cse277 + cse102*cse245 + cse103*cse197),  # [13, 11]
        cse292,  # [13, 13]
        hq*(cse108*cse302 + cse112*cse305 + cse294*cse301),  # [13, 15]
        hq*(cse115*cse302 + cse116*cse305 + cse298*cse301),  # [13, 16]
        hq*(cse119*cse302 + cse122*cse305 + cse299*cse301),  # [13, 17]
        q_A_rod_22,  # [13, 27]
        q_A_rod_23,  # [13, 28]
        q_A_slider_21,  # [13, 31]
        cse306,  # [13, 32]
        cse148,  # [13, 34]
        cse104,  # [14, 8]
        hq*(cse198*cse91 + cse246*cse85 + cse279*cse82),  # [14, 9]
        hq*(cse100*cse198 + cse246*cse99 + cse279*cse97),  # [14, 10]
        hq*(cse101*cse279 + cse102*cse246 + cse103*cse198),  # [14, 11]
        cse292,  # [14, 14]
        hq*(cse108*cse309 + cse112*cse312 + cse294*cse307),  # [14, 15]
        hq*(cse115*cse309 + cse116*cse312 + cse298*cse307),  # [14, 16]
        hq*(cse119*cse309 + cse122*cse312 + cse299*cse307),  # [14, 17]
        q_A_rod_32,  # [14, 27]
        q_A_rod_33,  # [14, 28]
        q_A_slider_31,  # [14, 31]
        cse313,  # [14, 32]
        cse167,  # [14, 34]
        cse113*hq,  # [15, 6]
        cse141*hq,  # [15, 7]
        cse160*hq,  # [15, 8]
        hq*(cse203*cse91 + cse248*cse85 + cse317*cse82),  # [15, 9]
        hq*(cse100*cse203 + cse248*cse99 + cse317*cse97),  # [15, 10]
        hq*(cse101*cse317 + cse102*cse248 + cse103*cse203),  # [15, 11]
        cse297*hq,  # [15, 12]
        cse305*hq,  # [15, 13]
        cse312*hq,  # [15, 14]
        hq*(cse108*cse338 + cse112*cse339 + cse294*cse333) + 0.0001,  # [15, 15]
        hq*(cse115*cse338 + cse116*cse339 + cse298*cse333),  # [15, 16]
        hq*(cse119*cse338 + cse122*cse339 + cse299*cse333),  # [15, 17]
        cse340,  # [15, 26]
        q_A_slider_13,  # [15, 30]
        cse342,  # [15, 32]
        cse343,  # [15, 34]
        -cse109*hq,  # [16, 6]
        -cse140*hq,  # [16, 7]
        -cse159*hq,  # [16, 8]
        hq*(cse202*cse91 + cse247*cse85 + cse347*cse82),  # [16, 9]
        hq*(cse100*cse202 + cse247*cse99 + cse347*cse97),  # [16, 10]
        hq*(cse101*cse347 + cse102*cse247 + cse103*cse202),  # [16, 11]
        cse295*hq,  # [16, 12]
        cse302*hq,  # [16, 13]
        cse309*hq,  # [16, 14]
        hq*(cse108*cse356 + cse112*cse357 + cse294*cse351),  # [16, 15]
        hq*(cse115*cse356 + cse116*cse357 + cse298*cse351) + 0.0001,  # [16, 16]
        hq*(cse119*cse356 + cse122*cse357 + cse299*cse351),  # [16, 17]
        cse358,  # [16, 26]
        q_A_slider_13,  # [16, 29]
        cse360,  # [16, 31]
        q_A_slider_23,  # [16, 33]
        cse361,  # [16, 34]
        cse293*hq,  # [17, 12]
        cse301*hq,  # [17, 13]
        cse307*hq,  # [17, 14]
        hq*(cse108*cse369 + cse112*cse370 + cse294*cse368),  # [17, 15]
        hq*(cse115*cse369 + cse116*cse370 + cse298*cse368),  # [17, 16]
        hq*(cse119*cse369 + cse122*cse370 + cse299*cse368) + 0.0001,  # [17, 17]
        cse300,  # [17, 29]
        -q_A_slider_11,  # [17, 30]
        cse371,  # [17, 31]
        cse372,  # [17, 32]
        cse306,  # [17, 33]
        1,  # [18, 0]
        1,  # [19, 1]
        1,  # [20, 2]
        -cse25*q_A_crank_23 + cse3*q_A_crank_22,  # [21, 3]
        cse48*q_A_crank_22 - cse50*q_A_crank_23,  # [21, 4]
        cse53*q_A_crank_22 - cse54*q_A_crank_23,  # [21, 5]
        -cse25*q_A_crank_33 + cse3*q_A_crank_32,  # [22, 3]
        cse48*q_A_crank_32 - cse50*q_A_crank_33,  # [22, 4]
        cse53*q_A_crank_32 - cse54*q_A_crank_33,  # [22, 5]
        1,  # [23, 0]
        -cse3*cse38 + cse42*cse56,  # [23, 3]
        -cse38*cse48 + cse51*cse56,  # [23, 4]
        -cse38*cse53 + cse55*cse56,  # [23, 5]
        -1,  # [23, 6]
        cse180*cse82 - cse216*cse85,  # [23, 9]
        cse180*cse97 - cse216*cse99,  # [23, 10]
        cse101*cse180 - cse102*cse216,  # [23, 11]
        1,  # [24, 1]
        -cse3*cse69 + cse42*cse57,  # [24, 3]
        -cse48*cse69 + cse51*cse57,  # [24, 4]
        -cse53*cse69 + cse55*cse57,  # [24, 5]
        -1,  # [24, 7]
        cse175*cse82 - cse208*cse85,  # [24, 9]
        cse175*cse97 - cse208*cse99,  # [24, 10]
        cse101*cse175 - cse102*cse208,  # [24, 11]
        1,  # [25, 2]
        -cse3*cse70 + cse42*cse58,  # [25, 3]
        -cse48*cse70 + cse51*cse58,  # [25, 4]
        -cse53*cse70 + cse55*cse58,  # [25, 5]
        -1,  # [25, 8]
        cse171*cse82 - cse207*cse85,  # [25, 9]
        cse171*cse97 - cse207*cse99,  # [25, 10]
        cse101*cse171 - cse102*cse207,  # [25, 11]
        cse204*cse91 + cse288*cse82,  # [26, 9]
        cse100*cse204 + cse288*cse97,  # [26, 10]
        cse101*cse288 + cse103*cse204,  # [26, 11]
        cse108*cse358 + cse112*cse340,  # [26, 15]
        cse115*cse358 + cse116*cse340,  # [26, 16]
        cse119*cse358 + cse122*cse340,  # [26, 17]
        cse123,  # [27, 6]
        cse142,  # [27, 7]
        cse161,  # [27, 8]
        cse205*cse91 + cse252*cse85 + cse289*cse82,  # [27, 9]
        cse100*cse205 + cse252*cse99 + cse289*cse97,  # [27, 10]
        cse101*cse289 + cse102*cse252 + cse103*cse205,  # [27, 11]
        q_A_rod_12,  # [27, 12]
        q_A_rod_22,  # [27, 13]
        q_A_rod_32,  # [27, 14]
        cse124,  # [28, 6]
        cse143,  # [28, 7]
        cse162,  # [28, 8]
        cse206*cse91 + cse256*cse85 + cse290*cse82,  # [28, 9]
        cse100*cse206 + cse256*cse99 + cse290*cse97,  # [28, 10]
        cse101*cse290 + cse102*cse256 + cse103*cse206,  # [28, 11]
        q_A_rod_13,  # [28, 12]
        q_A_rod_23,  # [28, 13]
        q_A_rod_33,  # [28, 14]
        cse108*q_A_slider_13 - cse294*q_A_slider_12,  # [29, 15]
        cse115*q_A_slider_13 - cse298*q_A_slider_12,  # [29, 16]
        cse119*q_A_slider_13 - cse299*q_A_slider_12,  # [29, 17]
        cse112*q_A_slider_13 - cse294*q_A_slider_11,  # [30, 15]
        cse116*q_A_slider_13 - cse298*q_A_slider_11,  # [30, 16]
        cse122*q_A_slider_13 - cse299*q_A_slider_11,  # [30, 17]
        q_A_slider_11,  # [31, 12]
        q_A_slider_21,  # [31, 13]
        q_A_slider_31,  # [31, 14]
        cse108*cse360 + cse294*cse371,  # [31, 15]
        cse115*cse360 + cse298*cse371,  # [31, 16]
        cse119*cse360 + cse299*cse371,  # [31, 17]
        cse300,  # [32, 12]
        cse306,  # [32, 13]
        cse313,  # [32, 14]
        cse112*cse342 + cse294*cse372,  # [32, 15]
        cse116*cse342 + cse298*cse372,  # [32, 16]
        cse122*cse342 + cse299*cse372,  # [32, 17]
        cse108*q_A_slider_23 - cse294*q_A_slider_22,  # [33, 15]
        cse115*q_A_slider_23 - cse298*q_A_slider_22,  # [33, 16]
        cse119*q_A_slider_23 - cse299*q_A_slider_22,  # [33, 17]
        cse130,  # [34, 6]
        cse149,  # [34, 7]
        cse168,  # [34, 8]
        cse260*cse85 + cse291*cse82,  # [34, 9]
        cse260*cse99 + cse291*cse97,  # [34, 10]
        cse101*cse291 + cse102*cse260,  # [34, 11]
        cse129,  # [34, 12]
        cse148,  # [34, 13]
        cse167,  # [34, 14]
        cse108*cse361 + cse112*cse343,  # [34, 15]
        cse115*cse361 + cse116*cse343,  # [34, 16]
        cse119*cse361 + cse122*cse343,  # [34, 17]
        cse3*cse71 + cse42*cse59,  # [35, 3]
        cse48*cse71 + cse51*cse59,  # [35, 4]
        cse53*cse71 + cse55*cse59,  # [35, 5]
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
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Args:
        q: position coordinates (36).
        p: parameters (0).

    Returns:
        ndarray of shape (8, 24), 153 nonzero.
    """
    # 159 operations after common subexpression elimination
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

    cse0 = -q_A_crank_13
    cse1 = -q_A_crank_23
    cse2 = -q_A_crank_33
    cse3 = 0.15*q_A_rod_11
    cse4 = 0.15*q_A_rod_21
    cse5 = 0.15*q_A_rod_31
    cse6 = cse3 + q_r_rod_x
    cse7 = cse4 + q_r_rod_y
    cse8 = cse5 + q_r_rod_z
    cse9 = 1.9470215870120988e-07*q_A_slider_11 - 3.0387247223345737e-07*q_A_slider_12 - 3.4663964687542403e-07*q_A_slider_13 + q_r_slider_x
    cse10 = 1.9470215870120988e-07*q_A_slider_21 - 3.0387247223345737e-07*q_A_slider_22 - 3.4663964687542403e-07*q_A_slider_23 + q_r_slider_y
    cse11 = 1.9470215870120988e-07*q_A_slider_31 - 3.0387247223345737e-07*q_A_slider_32 - 3.4663964687542403e-07*q_A_slider_33 + q_r_slider_z
    cse12 = 0.666667964681058*q_A_slider_11 - 0.33333535914981494*q_A_slider_12 + 0.6666643557356875*q_A_slider_13
    cse13 = 0.4472146529097166*q_A_slider_11 + 0.8944266622941008*q_A_slider_12 + 5.254189828941647e-07*q_A_slider_13
    cse14 = -0.5962825497118436*q_A_slider_11 + 0.2981417181776114*q_A_slider_12 + 0.7453580594528005*q_A_slider_13
    cse15 = 0.666667964681058*q_A_slider_21 - 0.33333535914981494*q_A_slider_22 + 0.6666643557356875*q_A_slider_23
    cse16 = 0.4472146529097166*q_A_slider_21 + 0.8944266622941008*q_A_slider_22 + 5.254189828941647e-07*q_A_slider_23
    cse17 = -0.5962825497118436*q_A_slider_21 + 0.2981417181776114*q_A_slider_22 + 0.7453580594528005*q_A_slider_23
    cse18 = 0.666667964681058*q_A_slider_31 - 0.33333535914981494*q_A_slider_32 + 0.6666643557356875*q_A_slider_33
    cse19 = 0.4472146529097166*q_A_slider_31 + 0.8944266622941008*q_A_slider_32 + 5.254189828941647e-07*q_A_slider_33
    cse20 = -0.5962825497118436*q_A_slider_31 + 0.2981417181776114*q_A_slider_32 + 0.7453580594528005*q_A_slider_33
    out = np.zeros((8, 24))
    out[_reaction_frames_INDEX] = (
        0.1,  # [0, 1]
        0.12,  # [0, 2]
        1,  # [0, 3]
        1,  # [0, 7]
        1,  # [0, 11]
        q_r_crank_x,  # [0, 12]
        q_r_crank_y,  # [0, 13]
        q_r_crank_z,  # [0, 14]
        q_A_crank_11,  # [0, 15]
        cse0,  # [0, 16]
        q_A_crank_12,  # [0, 17]
        q_A_crank_21,  # [0, 18]
        cse1,  # [0, 19]
        q_A_crank_22,  # [0, 20]
        q_A_crank_31,  # [0, 21]
        cse2,  # [0, 22]
        q_A_crank_32,  # [0, 23]
        -cse3 + q_r_rod_x,  # [1, 0]
        -cse4 + q_r_rod_y,  # [1, 1]
        -cse5 + q_r_rod_z,  # [1, 2]
        q_A_rod_11,  # [1, 3]
        q_A_rod_12,  # [1, 4]
        q_A_rod_13,  # [1, 5]
        q_A_rod_21,  # [1, 6]
        q_A_rod_22,  # [1, 7]
        q_A_rod_23,  # [1, 8]
        q_A_rod_31,  # [1, 9]
        q_A_rod_32,  # [1, 10]
        q_A_rod_33,  # [1, 11]
        3.466396468893018e-07*q_A_crank_11 + 0.08000019470215872*q_A_crank_12 - 3.0387247224039626e-07*q_A_crank_13 + q_r_crank_x,  # [1, 12]
        3.466396468893018e-07*q_A_crank_21 + 0.08000019470215872*q_A_crank_22 - 3.0387247224039626e-07*q_A_crank_23 + q_r_crank_y,  # [1, 13]
        3.466396468893018e-07*q_A_crank_31 + 0.08000019470215872*q_A_crank_32 - 3.0387247224039626e-07*q_A_crank_33 + q_r_crank_z,  # [1, 14]
        0.6666643557356875*q_A_crank_11 - 0.666667964681058*q_A_crank_12 + 0.33333535914981494*q_A_crank_13,  # [1, 15]
        5.254189828941647e-07*q_A_crank_11 - 0.4472146529097166*q_A_crank_12 - 0.8944266622941008*q_A_crank_13,  # [1, 16]
        0.7453580594528005*q_A_crank_11 + 0.5962825497118436*q_A_crank_12 - 0.2981417181776114*q_A_crank_13,  # [1, 17]
        0.6666643557356875*q_A_crank_21 - 0.666667964681058*q_A_crank_22 + 0.33333535914981494*q_A_crank_23,  # [1, 18]
        5.254189828941647e-07*q_A_crank_21 - 0.4472146529097166*q_A_crank_22 - 0.8944266622941008*q_A_crank_23,  # [1, 19]
        0.7453580594528005*q_A_crank_21 + 0.5962825497118436*q_A_crank_22 - 0.2981417181776114*q_A_crank_23,  # [1, 20]
        0.6666643557356875*q_A_crank_31 - 0.666667964681058*q_A_crank_32 + 0.33333535914981494*q_A_crank_33,  # [1, 21]
        5.254189828941647e-07*q_A_crank_31 - 0.4472146529097166*q_A_crank_32 - 0.8944266622941008*q_A_crank_33,  # [1, 22]
        0.7453580594528005*q_A_crank_31 + 0.5962825497118436*q_A_crank_32 - 0.2981417181776114*q_A_crank_33,  # [1, 23]
        cse6,  # [2, 0]
        cse7,  # [2, 1]
        cse8,  # [2, 2]
        q_A_rod_11,  # [2, 3]
        q_A_rod_12,  # [2, 4]
        q_A_rod_13,  # [2, 5]
        q_A_rod_21,  # [2, 6]
        q_A_rod_22,  # [2, 7]
        q_A_rod_23,  # [2, 8]
        q_A_rod_31,  # [2, 9]
        q_A_rod_32,  # [2, 10]
        q_A_rod_33,  # [2, 11]
        cse9,  # [2, 12]
        cse10,  # [2, 13]
        cse11,  # [2, 14]
        cse12,  # [2, 15]
        cse13,  # [2, 16]
        cse14,  # [2, 17]
        cse15,  # [2, 18]
        cse16,  # [2, 19]
        cse17,  # [2, 20]
        cse18,  # [2, 21]
        cse19,  # [2, 22]
        cse20,  # [2, 23]
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
        0.2,  # [3, 12]
        1,  # [3, 17]
        1,  # [3, 19]
        -1,  # [3, 21]
        cse6,  # [4, 0]
        cse7,  # [4, 1]
        cse8,  # [4, 2]
        q_A_rod_11,  # [4, 3]
        q_A_rod_12,  # [4, 4]
        q_A_rod_13,  # [4, 5]
        q_A_rod_21,  # [4, 6]
        q_A_rod_22,  # [4, 7]
        q_A_rod_23,  # [4, 8]
        q_A_rod_31,  # [4, 9]
        q_A_rod_32,  # [4, 10]
        q_A_rod_33,  # [4, 11]
        cse9,  # [4, 12]
        cse10,  # [4, 13]
        cse11,  # [4, 14]
        cse12,  # [4, 15]
        cse13,  # [4, 16]
        cse14,  # [4, 17]
        cse15,  # [4, 18]
        cse16,  # [4, 19]
        cse17,  # [4, 20]
        cse18,  # [4, 21]
        cse19,  # [4, 22]
        cse20,  # [4, 23]
        1,  # [5, 3]
        1,  # [5, 7]
        1,  # [5, 11]
        -0.12*q_A_crank_12 + 0.1*q_A_crank_13 + q_r_crank_x,  # [5, 12]
        -0.12*q_A_crank_22 + 0.1*q_A_crank_23 + q_r_crank_y,  # [5, 13]
        -0.12*q_A_crank_32 + 0.1*q_A_crank_33 + q_r_crank_z,  # [5, 14]
        q_A_crank_11,  # [5, 15]
        cse0,  # [5, 16]
        q_A_crank_12,  # [5, 17]
        q_A_crank_21,  # [5, 18]
        cse1,  # [5, 19]
        q_A_crank_22,  # [5, 20]
        q_A_crank_31,  # [5, 21]
        cse2,  # [5, 22]
        q_A_crank_32,  # [5, 23]
        0.1,  # [6, 1]
        0.12,  # [6, 2]
        1,  # [6, 5]
        -1,  # [6, 7]
        1,  # [6, 9]
        q_r_crank_x,  # [6, 12]
        q_r_crank_y,  # [6, 13]
        q_r_crank_z,  # [6, 14]
        q_A_crank_12,  # [6, 15]
        q_A_crank_13,  # [6, 16]
        q_A_crank_11,  # [6, 17]
        q_A_crank_22,  # [6, 18]
        q_A_crank_23,  # [6, 19]
        q_A_crank_21,  # [6, 20]
        q_A_crank_32,  # [6, 21]
        q_A_crank_33,  # [6, 22]
        q_A_crank_31,  # [6, 23]
        0.2,  # [7, 0]
        1,  # [7, 5]
        -1,  # [7, 7]
        1,  # [7, 9]
        q_r_slider_x,  # [7, 12]
        q_r_slider_y,  # [7, 13]
        q_r_slider_z,  # [7, 14]
        -q_A_slider_11,  # [7, 15]
        -q_A_slider_12,  # [7, 16]
        q_A_slider_13,  # [7, 17]
        -q_A_slider_21,  # [7, 18]
        -q_A_slider_22,  # [7, 19]
        q_A_slider_23,  # [7, 20]
        -q_A_slider_31,  # [7, 21]
        -q_A_slider_32,  # [7, 22]
        q_A_slider_33,  # [7, 23]
    )
    return out



def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 36).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 8, 24).
    """
    n = len(q)
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
    ) = _columns(q, n, 36, "q")

    cse0 = -q_A_crank_13
    cse1 = -q_A_crank_23
    cse2 = -q_A_crank_33
    cse3 = 0.15*q_A_rod_11
    cse4 = 0.15*q_A_rod_21
    cse5 = 0.15*q_A_rod_31
    cse6 = cse3 + q_r_rod_x
    cse7 = cse4 + q_r_rod_y
    cse8 = cse5 + q_r_rod_z
    cse9 = 1.9470215870120988e-07*q_A_slider_11 - 3.0387247223345737e-07*q_A_slider_12 - 3.4663964687542403e-07*q_A_slider_13 + q_r_slider_x
    cse10 = 1.9470215870120988e-07*q_A_slider_21 - 3.0387247223345737e-07*q_A_slider_22 - 3.4663964687542403e-07*q_A_slider_23 + q_r_slider_y
    cse11 = 1.9470215870120988e-07*q_A_slider_31 - 3.0387247223345737e-07*q_A_slider_32 - 3.4663964687542403e-07*q_A_slider_33 + q_r_slider_z
    cse12 = 0.666667964681058*q_A_slider_11 - 0.33333535914981494*q_A_slider_12 + 0.6666643557356875*q_A_slider_13
    cse13 = 0.4472146529097166*q_A_slider_11 + 0.8944266622941008*q_A_slider_12 + 5.254189828941647e-07*q_A_slider_13
    cse14 = -0.5962825497118436*q_A_slider_11 + 0.2981417181776114*q_A_slider_12 + 0.7453580594528005*q_A_slider_13
    cse15 = 0.666667964681058*q_A_slider_21 - 0.33333535914981494*q_A_slider_22 + 0.6666643557356875*q_A_slider_23
    cse16 = 0.4472146529097166*q_A_slider_21 + 0.8944266622941008*q_A_slider_22 + 5.254189828941647e-07*q_A_slider_23
    cse17 = -0.5962825497118436*q_A_slider_21 + 0.2981417181776114*q_A_slider_22 + 0.7453580594528005*q_A_slider_23
    cse18 = 0.666667964681058*q_A_slider_31 - 0.33333535914981494*q_A_slider_32 + 0.6666643557356875*q_A_slider_33
    cse19 = 0.4472146529097166*q_A_slider_31 + 0.8944266622941008*q_A_slider_32 + 5.254189828941647e-07*q_A_slider_33
    cse20 = -0.5962825497118436*q_A_slider_31 + 0.2981417181776114*q_A_slider_32 + 0.7453580594528005*q_A_slider_33
    out = np.zeros((n, 8, 24))
    out[:, 0, 1] = 0.1
    out[:, 0, 2] = 0.12
    out[:, 0, 3] = 1
    out[:, 0, 7] = 1
    out[:, 0, 11] = 1
    out[:, 0, 12] = q_r_crank_x
    out[:, 0, 13] = q_r_crank_y
    out[:, 0, 14] = q_r_crank_z
    out[:, 0, 15] = q_A_crank_11
    out[:, 0, 16] = cse0
    out[:, 0, 17] = q_A_crank_12
    out[:, 0, 18] = q_A_crank_21
    out[:, 0, 19] = cse1
    out[:, 0, 20] = q_A_crank_22
    out[:, 0, 21] = q_A_crank_31
    out[:, 0, 22] = cse2
    out[:, 0, 23] = q_A_crank_32
    out[:, 1, 0] = -cse3 + q_r_rod_x
    out[:, 1, 1] = -cse4 + q_r_rod_y
    out[:, 1, 2] = -cse5 + q_r_rod_z
    out[:, 1, 3] = q_A_rod_11
    out[:, 1, 4] = q_A_rod_12
    out[:, 1, 5] = q_A_rod_13
    out[:, 1, 6] = q_A_rod_21
    out[:, 1, 7] = q_A_rod_22
    out[:, 1, 8] = q_A_rod_23
    out[:, 1, 9] = q_A_rod_31
    out[:, 1, 10] = q_A_rod_32
    out[:, 1, 11] = q_A_rod_33
    out[:, 1, 12] = 3.466396468893018e-07*q_A_crank_11 + 0.08000019470215872*q_A_crank_12 - 3.0387247224039626e-07*q_A_crank_13 + q_r_crank_x
    out[:, 1, 13] = 3.466396468893018e-07*q_A_crank_21 + 0.08000019470215872*q_A_crank_22 - 3.0387247224039626e-07*q_A_crank_23 + q_r_crank_y
    out[:, 1, 14] = 3.466396468893018e-07*q_A_crank_31 + 0.08000019470215872*q_A_crank_32 - 3.0387247224039626e-07*q_A_crank_33 + q_r_crank_z
    out[:, 1, 15] = 0.6666643557356875*q_A_crank_11 - 0.666667964681058*q_A_crank_12 + 0.33333535914981494*q_A_crank_13
    out[:, 1, 16] = 5.254189828941647e-07*q_A_crank_11 - 0.4472146529097166*q_A_crank_12 - 0.8944266622941008*q_A_crank_13
    out[:, 1, 17] = 0.7453580594528005*q_A_crank_11 + 0.5962825497118436*q_A_crank_12 - 0.2981417181776114*q_A_crank_13
    out[:, 1, 18] = 0.6666643557356875*q_A_crank_21 - 0.666667964681058*q_A_crank_22 + 0.33333535914981494*q_A_crank_23
    out[:, 1, 19] = 5.254189828941647e-07*q_A_crank_21 - 0.4472146529097166*q_A_crank_22 - 0.8944266622941008*q_A_crank_23
    out[:, 1, 20] = 0.7453580594528005*q_A_crank_21 + 0.5962825497118436*q_A_crank_22 - 0.2981417181776114*q_A_crank_23
    out[:, 1, 21] = 0.6666643557356875*q_A_crank_31 - 0.666667964681058*q_A_crank_32 + 0.33333535914981494*q_A_crank_33
    out[:, 1, 22] = 5.254189828941647e-07*q_A_crank_31 - 0.4472146529097166*q_A_crank_32 - 0.8944266622941008*q_A_crank_33
    out[:, 1, 23] = 0.7453580594528005*q_A_crank_31 + 0.5962825497118436*q_A_crank_32 - 0.2981417181776114*q_A_crank_33
    out[:, 2, 0] = cse6
    out[:, 2, 1] = cse7
    out[:, 2, 2] = cse8
    out[:, 2, 3] = q_A_rod_11
    out[:, 2, 4] = q_A_rod_12
    out[:, 2, 5] = q_A_rod_13
    out[:, 2, 6] = q_A_rod_21
    out[:, 2, 7] = q_A_rod_22
    out[:, 2, 8] = q_A_rod_23
    out[:, 2, 9] = q_A_rod_31
    out[:, 2, 10] = q_A_rod_32
    out[:, 2, 11] = q_A_rod_33
    out[:, 2, 12] = cse9
    out[:, 2, 13] = cse10
    out[:, 2, 14] = cse11
    out[:, 2, 15] = cse12
    out[:, 2, 16] = cse13
    out[:, 2, 17] = cse14
    out[:, 2, 18] = cse15
    out[:, 2, 19] = cse16
    out[:, 2, 20] = cse17
    out[:, 2, 21] = cse18
    out[:, 2, 22] = cse19
    out[:, 2, 23] = cse20
    out[:, 3, 0] = q_r_slider_x
    out[:, 3, 1] = q_r_slider_y
    out[:, 3, 2] = q_r_slider_z
    out[:, 3, 3] = q_A_slider_11
    out[:, 3, 4] = q_A_slider_12
    out[:, 3, 5] = q_A_slider_13
    out[:, 3, 6] = q_A_slider_21
    out[:, 3, 7] = q_A_slider_22
    out[:, 3, 8] = q_A_slider_23
    out[:, 3, 9] = q_A_slider_31
    out[:, 3, 10] = q_A_slider_32
    out[:, 3, 11] = q_A_slider_33
    out[:, 3, 12] = 0.2
    out[:, 3, 17] = 1
    out[:, 3, 19] = 1
    out[:, 3, 21] = -1
    out[:, 4, 0] = cse6
    out[:, 4, 1] = cse7
    out[:, 4, 2] = cse8
    out[:, 4, 3] = q_A_rod_11
    out[:, 4, 4] = q_A_rod_12
    out[:, 4, 5] = q_A_rod_13
    out[:, 4, 6] = q_A_rod_21
    out[:, 4, 7] = q_A_rod_22
    out[:, 4, 8] = q_A_rod_23
    out[:, 4, 9] = q_A_rod_31
    out[:, 4, 10] = q_A_rod_32
    out[:, 4, 11] = q_A_rod_33
    out[:, 4, 12] = cse9
    out[:, 4, 13] = cse10
    out[:, 4, 14] = cse11
    out[:, 4, 15] = cse12
    out[:, 4, 16] = cse13
    out[:, 4, 17] = cse14
    out[:, 4, 18] = cse15
    out[:, 4, 19] = cse16
    out[:, 4, 20] = cse17
    out[:, 4, 21] = cse18
    out[:, 4, 22] = cse19
    out[:, 4, 23] = cse20
    out[:, 5, 3] = 1
    out[:, 5, 7] = 1
    out[:, 5, 11] = 1
    out[:, 5, 12] = -0.12*q_A_crank_12 + 0.1*q_A_crank_13 + q_r_crank_x
    out[:, 5, 13] = -0.12*q_A_crank_22 + 0.1*q_A_crank_23 + q_r_crank_y
    out[:, 5, 14] = -0.12*q_A_crank_32 + 0.1*q_A_crank_33 + q_r_crank_z
    out[:, 5, 15] = q_A_crank_11
    out[:, 5, 16] = cse0
    out[:, 5, 17] = q_A_crank_12
    out[:, 5, 18] = q_A_crank_21
    out[:, 5, 19] = cse1
    out[:, 5, 20] = q_A_crank_22
    out[:, 5, 21] = q_A_crank_31
    out[:, 5, 22] = cse2
    out[:, 5, 23] = q_A_crank_32
    out[:, 6, 1] = 0.1
    out[:, 6, 2] = 0.12
    out[:, 6, 5] = 1
    out[:, 6, 7] = -1
    out[:, 6, 9] = 1
    out[:, 6, 12] = q_r_crank_x
    out[:, 6, 13] = q_r_crank_y
    out[:, 6, 14] = q_r_crank_z
    out[:, 6, 15] = q_A_crank_12
    out[:, 6, 16] = q_A_crank_13
    out[:, 6, 17] = q_A_crank_11
    out[:, 6, 18] = q_A_crank_22
    out[:, 6, 19] = q_A_crank_23
    out[:, 6, 20] = q_A_crank_21
    out[:, 6, 21] = q_A_crank_32
    out[:, 6, 22] = q_A_crank_33
    out[:, 6, 23] = q_A_crank_31
    out[:, 7, 0] = 0.2
    out[:, 7, 5] = 1
    out[:, 7, 7] = -1
    out[:, 7, 9] = 1
    out[:, 7, 12] = q_r_slider_x
    out[:, 7, 13] = q_r_slider_y
    out[:, 7, 14] = q_r_slider_z
    out[:, 7, 15] = -q_A_slider_11
    out[:, 7, 16] = -q_A_slider_12
    out[:, 7, 17] = q_A_slider_13
    out[:, 7, 18] = -q_A_slider_21
    out[:, 7, 19] = -q_A_slider_22
    out[:, 7, 20] = q_A_slider_23
    out[:, 7, 21] = -q_A_slider_31
    out[:, 7, 22] = -q_A_slider_32
    out[:, 7, 23] = q_A_slider_33
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
    # 46 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (36,) else _floats(q, 36, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, _, _,
        _, _, _, _,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        q_A_crank_32,  # [0, 0]
        q_A_crank_33,  # [0, 1]
        q_A_crank_31,  # [0, 2]
        -q_A_crank_22,  # [0, 3]
        -q_A_crank_23,  # [0, 4]
        -q_A_crank_21,  # [0, 5]
        q_A_crank_12,  # [0, 6]
        q_A_crank_13,  # [0, 7]
        q_A_crank_11,  # [0, 8]
        q_r_crank_z - 0.12,  # [0, 9]
        0.1 - q_r_crank_y,  # [0, 10]
        q_r_crank_x,  # [0, 11]
        q_A_crank_31*v_w_crank_x + q_A_crank_32*v_w_crank_y + q_A_crank_33*v_w_crank_z,  # [0, 12]
        -q_A_crank_21*v_w_crank_x - q_A_crank_22*v_w_crank_y - q_A_crank_23*v_w_crank_z,  # [0, 13]
        q_A_crank_11*v_w_crank_x + q_A_crank_12*v_w_crank_y + q_A_crank_13*v_w_crank_z,  # [0, 14]
        v_rd_crank_z,  # [0, 15]
        -v_rd_crank_y,  # [0, 16]
        v_rd_crank_x,  # [0, 17]
        -q_A_slider_31,  # [1, 0]
        -q_A_slider_32,  # [1, 1]
        q_A_slider_33,  # [1, 2]
        q_A_slider_21,  # [1, 3]
        q_A_slider_22,  # [1, 4]
        -q_A_slider_23,  # [1, 5]
        -q_A_slider_11,  # [1, 6]
        -q_A_slider_12,  # [1, 7]
        q_A_slider_13,  # [1, 8]
        q_r_slider_z,  # [1, 9]
        -q_r_slider_y,  # [1, 10]
        q_r_slider_x - 0.2,  # [1, 11]
        q_A_slider_31*v_w_slider_x + q_A_slider_32*v_w_slider_y + q_A_slider_33*v_w_slider_z,  # [1, 12]
        -q_A_slider_21*v_w_slider_x - q_A_slider_22*v_w_slider_y - q_A_slider_23*v_w_slider_z,  # [1, 13]
        q_A_slider_11*v_w_slider_x + q_A_slider_12*v_w_slider_y + q_A_slider_13*v_w_slider_z,  # [1, 14]
        v_rd_slider_z,  # [1, 15]
        -v_rd_slider_y,  # [1, 16]
        v_rd_slider_x,  # [1, 17]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = _columns(q, n, 36, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, _, _,
        _, _, _, _,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = _columns(v, n, 18, "v")

    out = np.zeros((n, 2, 18))
    out[:, 0, 0] = q_A_crank_32
    out[:, 0, 1] = q_A_crank_33
    out[:, 0, 2] = q_A_crank_31
    out[:, 0, 3] = -q_A_crank_22
    out[:, 0, 4] = -q_A_crank_23
    out[:, 0, 5] = -q_A_crank_21
    out[:, 0, 6] = q_A_crank_12
    out[:, 0, 7] = q_A_crank_13
    out[:, 0, 8] = q_A_crank_11
    out[:, 0, 9] = q_r_crank_z - 0.12
    out[:, 0, 10] = 0.1 - q_r_crank_y
    out[:, 0, 11] = q_r_crank_x
    out[:, 0, 12] = q_A_crank_31*v_w_crank_x + q_A_crank_32*v_w_crank_y + q_A_crank_33*v_w_crank_z
    out[:, 0, 13] = -q_A_crank_21*v_w_crank_x - q_A_crank_22*v_w_crank_y - q_A_crank_23*v_w_crank_z
    out[:, 0, 14] = q_A_crank_11*v_w_crank_x + q_A_crank_12*v_w_crank_y + q_A_crank_13*v_w_crank_z
    out[:, 0, 15] = v_rd_crank_z
    out[:, 0, 16] = -v_rd_crank_y
    out[:, 0, 17] = v_rd_crank_x
    out[:, 1, 0] = -q_A_slider_31
    out[:, 1, 1] = -q_A_slider_32
    out[:, 1, 2] = q_A_slider_33
    out[:, 1, 3] = q_A_slider_21
    out[:, 1, 4] = q_A_slider_22
    out[:, 1, 5] = -q_A_slider_23
    out[:, 1, 6] = -q_A_slider_11
    out[:, 1, 7] = -q_A_slider_12
    out[:, 1, 8] = q_A_slider_13
    out[:, 1, 9] = q_r_slider_z
    out[:, 1, 10] = -q_r_slider_y
    out[:, 1, 11] = q_r_slider_x - 0.2
    out[:, 1, 12] = q_A_slider_31*v_w_slider_x + q_A_slider_32*v_w_slider_y + q_A_slider_33*v_w_slider_z
    out[:, 1, 13] = -q_A_slider_21*v_w_slider_x - q_A_slider_22*v_w_slider_y - q_A_slider_23*v_w_slider_z
    out[:, 1, 14] = q_A_slider_11*v_w_slider_x + q_A_slider_12*v_w_slider_y + q_A_slider_13*v_w_slider_z
    out[:, 1, 15] = v_rd_slider_z
    out[:, 1, 16] = -v_rd_slider_y
    out[:, 1, 17] = v_rd_slider_x
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
    # 449 operations after common subexpression elimination
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
    cse67 = math.cos(cse66)
    cse68 = math.sin(cse66)
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
        2*(-cse22*cse67 + cse25*cse68)/(cse22*cse68 + cse25*cse67 + 1),  # [17]
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
    # 541 operations after common subexpression elimination
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
        _, _, _, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, a_3,
        _, a_5, a_6, a_7,
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
    cse38 = cse1*cse37
    cse39 = cse1*cse35
    cse40 = -v_w_rod_y**2
    cse41 = cse29 + cse40
    cse42 = a_11 + cse26
    cse43 = v_w_rod_x*v_w_rod_z
    cse44 = -a_10 + cse43
    cse45 = a_14*cse1 + h*v_rd_slider_z + q_r_slider_z
    cse46 = -a_8*cse1 - 0.15*cse1*(cse41*q_A_rod_31 + cse42*q_A_rod_32 + cse44*q_A_rod_33) + cse45 - h*v_rd_rod_z - 0.15*h*(q_A_rod_32*v_w_rod_z - q_A_rod_33*v_w_rod_y) - 0.15*q_A_rod_31 - q_r_rod_z
    cse47 = cse1*cse46
    cse48 = a_13*cse1 + h*v_rd_slider_y + q_r_slider_y
    cse49 = -a_7*cse1 - 0.15*cse1*(cse41*q_A_rod_21 + cse42*q_A_rod_22 + cse44*q_A_rod_23) + cse48 - h*v_rd_rod_y - 0.15*h*(q_A_rod_22*v_w_rod_z - q_A_rod_23*v_w_rod_y) - 0.15*q_A_rod_21 - q_r_rod_y
    cse50 = cse1*cse49
    cse51 = a_12*cse1 + h*v_rd_slider_x + q_r_slider_x
    cse52 = -a_6*cse1 - 0.15*cse1*(cse41*q_A_rod_11 + cse42*q_A_rod_12 + cse44*q_A_rod_13) + cse51 - h*v_rd_rod_x - 0.15*h*(q_A_rod_12*v_w_rod_z - q_A_rod_13*v_w_rod_y) - 0.15*q_A_rod_11 - q_r_rod_x
    cse53 = cse1*cse52
    cse54 = cse47*q_A_rod_31
    cse55 = cse50*q_A_rod_21
    cse56 = cse53*q_A_rod_11
    cse57 = a_10 + cse43
    cse58 = -a_9 + cse31
    cse59 = cse28 + cse40
    cse60 = cse1*(cse57*q_A_rod_11 + cse58*q_A_rod_12 + cse59*q_A_rod_13) + h*(q_A_rod_11*v_w_rod_y - q_A_rod_12*v_w_rod_x) + q_A_rod_13
    cse61 = cse1*cse60
    cse62 = cse1*(cse57*q_A_rod_21 + cse58*q_A_rod_22 + cse59*q_A_rod_23) + h*(q_A_rod_21*v_w_rod_y - q_A_rod_22*v_w_rod_x) + q_A_rod_23
    cse63 = cse1*cse62
    cse64 = cse1*(cse57*q_A_rod_31 + cse58*q_A_rod_32 + cse59*q_A_rod_33) + h*(q_A_rod_31*v_w_rod_y - q_A_rod_32*v_w_rod_x) + q_A_rod_33
    cse65 = cse1*cse64
    cse66 = cse1*q_A_slider_13
    cse67 = cse1*q_A_slider_12
    cse68 = cse1*q_A_slider_11
    cse69 = -v_w_slider_z**2
    cse70 = cse18 + cse69
    cse71 = v_w_slider_x*v_w_slider_y
    cse72 = a_17 + cse71
    cse73 = -a_16 + cse13
    cse74 = cse1*cse45
    cse75 = cse1*q_A_slider_23
    cse76 = 0.2 - cse51
    cse77 = -cse48*cse75 + cse66*cse76 - cse74*q_A_slider_33
    cse78 = -a_17 + cse71
    cse79 = cse17 + cse69
    cse80 = a_15 + cse15
    cse81 = cse0*(cse24 + cse52)
    cse82 = cse0*(cse20 + cse49)
    cse83 = cse0*(cse22 + cse46)
    cse84 = 0.15*cse83
    cse85 = 0.15*cse82
    cse86 = 0.15*cse81
    cse87 = 2*math.pi*(h + t)
    cse88 = math.sin(cse87)
    cse89 = math.cos(cse87)
    cse90 = -a_5 + v_w_crank_x*v_w_crank_y
    cse91 = -v_w_crank_x**2 - v_w_crank_z**2
    cse92 = a_3 + v_w_crank_y*v_w_crank_z
    cse93 = cse1*(cse90*q_A_crank_31 + cse91*q_A_crank_32 + cse92*q_A_crank_33) + h*(-q_A_crank_31*v_w_crank_z + q_A_crank_33*v_w_crank_x) + q_A_crank_32
    cse94 = cse1*(cse90*q_A_crank_21 + cse91*q_A_crank_22 + cse92*q_A_crank_23) + h*(-q_A_crank_21*v_w_crank_z + q_A_crank_23*v_w_crank_x) + q_A_crank_22
    cse95 = cse88*cse94 + cse89*cse93 + 1
    cse96 = 2/cse95
    cse97 = 2*(cse88*cse93 - cse89*cse94)/cse95**2
    cse98 = cse1*q_A_crank_31
    cse99 = cse1*q_A_crank_21
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
        -cse34*q_A_slider_32 - cse35*cse36 - cse38*q_A_slider_12,  # [8, 15]
        cse34*q_A_slider_31 + cse38*q_A_slider_11 + cse39*q_A_slider_21,  # [8, 16]
        -cse38,  # [9, 6]
        -cse39,  # [9, 7]
        -cse34,  # [9, 8]
        cse47*q_A_rod_33 + cse50*q_A_rod_23 + cse53*q_A_rod_13,  # [9, 9]
        cse11*cse33 + cse35*cse9 + cse37*cse7,  # [9, 10]
        -cse10*cse35 - cse12*cse33 - cse37*cse8 - cse54 - cse55 - cse56,  # [9, 11]
        cse38,  # [9, 12]
        cse39,  # [9, 13]
        cse34,  # [9, 14]
        -cse61,  # [10, 6]
        -cse63,  # [10, 7]
        -cse65,  # [10, 8]
        -cse47*q_A_rod_32 - cse50*q_A_rod_22 - cse53*q_A_rod_12,  # [10, 9]
        cse11*cse64 + cse54 + cse55 + cse56 + cse60*cse7 + cse62*cse9,  # [10, 10]
        -cse10*cse62 - cse12*cse64 - cse60*cse8,  # [10, 11]
        cse61,  # [10, 12]
        cse63,  # [10, 13]
        cse65,  # [10, 14]
        cse66,  # [11, 16]
        -cse67,  # [11, 17]
        cse66,  # [12, 15]
        -cse68,  # [12, 17]
        cse1*(cse1*(cse70*q_A_slider_11 + cse72*q_A_slider_12 + cse73*q_A_slider_13) + h*(q_A_slider_12*v_w_slider_z - q_A_slider_13*v_w_slider_y) + q_A_slider_11),  # [13, 12]
        cse1*(cse1*(cse70*q_A_slider_21 + cse72*q_A_slider_22 + cse73*q_A_slider_23) + h*(q_A_slider_22*v_w_slider_z - q_A_slider_23*v_w_slider_y) + q_A_slider_21),  # [13, 13]
        cse1*(cse1*(cse70*q_A_slider_31 + cse72*q_A_slider_32 + cse73*q_A_slider_33) + h*(q_A_slider_32*v_w_slider_z - q_A_slider_33*v_w_slider_y) + q_A_slider_31),  # [13, 14]
        cse77,  # [13, 16]
        cse36*cse48 - cse67*cse76 + cse74*q_A_slider_32,  # [13, 17]
        -cse1*(cse1*(cse78*q_A_slider_11 + cse79*q_A_slider_12 + cse80*q_A_slider_13) + h*(-q_A_slider_11*v_w_slider_z + q_A_slider_13*v_w_slider_x) + q_A_slider_12),  # [14, 12]
        -cse1*(cse1*(cse78*q_A_slider_21 + cse79*q_A_slider_22 + cse80*q_A_slider_23) + h*(-q_A_slider_21*v_w_slider_z + q_A_slider_23*v_w_slider_x) + q_A_slider_22),  # [14, 13]
        -cse1*(cse1*(cse78*q_A_slider_31 + cse79*q_A_slider_32 + cse80*q_A_slider_33) + h*(-q_A_slider_31*v_w_slider_z + q_A_slider_33*v_w_slider_x) + q_A_slider_32),  # [14, 14]
        cse77,  # [14, 15]
        cse1*cse48*q_A_slider_21 - cse68*cse76 + cse74*q_A_slider_31,  # [14, 17]
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
        cse96*(-cse2*cse89 + cse3*cse88) - cse97*(cse2*cse88 + cse3*cse89),  # [17, 3]
        cse96*(-cse88*cse98 + cse89*cse99) - cse97*(-cse88*cse99 - cse89*cse98),  # [17, 5]
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
        _, _, q_r_crank_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, q_r_rod_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, q_r_slider_z, _,
        _, _, _, _,
        _, _, _, _,
    ) = _columns(q, n, 36, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = _columns(v, n, 18, "v")

    out = np.zeros((n, 2))
    out[:, 0] = 0.06*v_rd_crank_x**2 + 0.06*v_rd_crank_y**2 + 0.06*v_rd_crank_z**2 + 0.25*v_rd_rod_x**2 + 0.25*v_rd_rod_y**2 + 0.25*v_rd_rod_z**2 + 1.0*v_rd_slider_x**2 + 1.0*v_rd_slider_y**2 + 1.0*v_rd_slider_z**2 + 5e-05*v_w_crank_x**2 + 5e-06*v_w_crank_y**2 + 5e-05*v_w_crank_z**2 + 0.002*v_w_rod_x**2 + 0.0002*v_w_rod_y**2 + 0.002*v_w_rod_z**2 + 5e-05*v_w_slider_x**2 + 5e-05*v_w_slider_y**2 + 5e-05*v_w_slider_z**2
    out[:, 1] = 1.1772*q_r_crank_z + 4.905*q_r_rod_z + 19.62*q_r_slider_z
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = _columns(q, n, 36, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = _columns(v, n, 18, "v")

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
    out = np.zeros((n, 6))
    out[:, 0] = cse0 + cse1 + cse2
    out[:, 1] = cse3 + cse4 + cse5
    out[:, 2] = cse6 + cse7 + cse8
    out[:, 3] = cse10*q_A_slider_13 + cse11*q_A_rod_11 + cse12*q_A_rod_13 + cse13*q_A_crank_11 + cse14*q_A_slider_11 + cse15*q_A_slider_12 + cse16*q_A_crank_13 + cse17*q_A_rod_12 - cse3*q_r_crank_z - cse4*q_r_slider_z - cse5*q_r_rod_z + cse6*q_r_crank_y + cse7*q_r_slider_y + cse8*q_r_rod_y + cse9*q_A_crank_12
    out[:, 4] = cse0*q_r_crank_z + cse1*q_r_slider_z + cse10*q_A_slider_23 + cse11*q_A_rod_21 + cse12*q_A_rod_23 + cse13*q_A_crank_21 + cse14*q_A_slider_21 + cse15*q_A_slider_22 + cse16*q_A_crank_23 + cse17*q_A_rod_22 + cse2*q_r_rod_z - cse6*q_r_crank_x - cse7*q_r_slider_x - cse8*q_r_rod_x + cse9*q_A_crank_22
    out[:, 5] = -cse0*q_r_crank_y - cse1*q_r_slider_y + cse10*q_A_slider_33 + cse11*q_A_rod_31 + cse12*q_A_rod_33 + cse13*q_A_crank_31 + cse14*q_A_slider_31 + cse15*q_A_slider_32 + cse16*q_A_crank_33 + cse17*q_A_rod_32 - cse2*q_r_rod_y + cse3*q_r_crank_x + cse4*q_r_slider_x + cse5*q_r_rod_x + cse9*q_A_crank_32
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        q_r_rod_x, q_r_rod_y, q_r_rod_z, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = _columns(q, n, 36, "q")

    out = np.zeros((n, 3, 12))
    out[:, 0, 0] = q_r_crank_x
    out[:, 0, 1] = q_r_crank_y
    out[:, 0, 2] = q_r_crank_z
    out[:, 0, 3] = q_A_crank_11
    out[:, 0, 4] = q_A_crank_12
    out[:, 0, 5] = q_A_crank_13
    out[:, 0, 6] = q_A_crank_21
    out[:, 0, 7] = q_A_crank_22
    out[:, 0, 8] = q_A_crank_23
    out[:, 0, 9] = q_A_crank_31
    out[:, 0, 10] = q_A_crank_32
    out[:, 0, 11] = q_A_crank_33
    out[:, 1, 0] = q_r_rod_x
    out[:, 1, 1] = q_r_rod_y
    out[:, 1, 2] = q_r_rod_z
    out[:, 1, 3] = q_A_rod_11
    out[:, 1, 4] = q_A_rod_12
    out[:, 1, 5] = q_A_rod_13
    out[:, 1, 6] = q_A_rod_21
    out[:, 1, 7] = q_A_rod_22
    out[:, 1, 8] = q_A_rod_23
    out[:, 1, 9] = q_A_rod_31
    out[:, 1, 10] = q_A_rod_32
    out[:, 1, 11] = q_A_rod_33
    out[:, 2, 0] = q_r_slider_x
    out[:, 2, 1] = q_r_slider_y
    out[:, 2, 2] = q_r_slider_z
    out[:, 2, 3] = q_A_slider_11
    out[:, 2, 4] = q_A_slider_12
    out[:, 2, 5] = q_A_slider_13
    out[:, 2, 6] = q_A_slider_21
    out[:, 2, 7] = q_A_slider_22
    out[:, 2, 8] = q_A_slider_23
    out[:, 2, 9] = q_A_slider_31
    out[:, 2, 10] = q_A_slider_32
    out[:, 2, 11] = q_A_slider_33
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
        _, _, _, q_A_crank_11,
        q_A_crank_12, q_A_crank_13, q_A_crank_21, q_A_crank_22,
        q_A_crank_23, q_A_crank_31, q_A_crank_32, q_A_crank_33,
        _, _, _, q_A_rod_11,
        q_A_rod_12, q_A_rod_13, q_A_rod_21, q_A_rod_22,
        q_A_rod_23, q_A_rod_31, q_A_rod_32, q_A_rod_33,
        _, _, _, q_A_slider_11,
        q_A_slider_12, q_A_slider_13, q_A_slider_21, q_A_slider_22,
        q_A_slider_23, q_A_slider_31, q_A_slider_32, q_A_slider_33,
    ) = _columns(q, n, 36, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_w_crank_x,
        v_w_crank_y, v_w_crank_z, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_w_rod_x, v_w_rod_y, v_w_rod_z,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_w_slider_x,
        v_w_slider_y, v_w_slider_z,
    ) = _columns(v, n, 18, "v")

    out = np.zeros((n, 3, 6))
    out[:, 0, 0] = v_rd_crank_x
    out[:, 0, 1] = v_rd_crank_y
    out[:, 0, 2] = v_rd_crank_z
    out[:, 0, 3] = q_A_crank_11*v_w_crank_x + q_A_crank_12*v_w_crank_y + q_A_crank_13*v_w_crank_z
    out[:, 0, 4] = q_A_crank_21*v_w_crank_x + q_A_crank_22*v_w_crank_y + q_A_crank_23*v_w_crank_z
    out[:, 0, 5] = q_A_crank_31*v_w_crank_x + q_A_crank_32*v_w_crank_y + q_A_crank_33*v_w_crank_z
    out[:, 1, 0] = v_rd_rod_x
    out[:, 1, 1] = v_rd_rod_y
    out[:, 1, 2] = v_rd_rod_z
    out[:, 1, 3] = q_A_rod_11*v_w_rod_x + q_A_rod_12*v_w_rod_y + q_A_rod_13*v_w_rod_z
    out[:, 1, 4] = q_A_rod_21*v_w_rod_x + q_A_rod_22*v_w_rod_y + q_A_rod_23*v_w_rod_z
    out[:, 1, 5] = q_A_rod_31*v_w_rod_x + q_A_rod_32*v_w_rod_y + q_A_rod_33*v_w_rod_z
    out[:, 2, 0] = v_rd_slider_x
    out[:, 2, 1] = v_rd_slider_y
    out[:, 2, 2] = v_rd_slider_z
    out[:, 2, 3] = q_A_slider_11*v_w_slider_x + q_A_slider_12*v_w_slider_y + q_A_slider_13*v_w_slider_z
    out[:, 2, 4] = q_A_slider_21*v_w_slider_x + q_A_slider_22*v_w_slider_y + q_A_slider_23*v_w_slider_z
    out[:, 2, 5] = q_A_slider_31*v_w_slider_x + q_A_slider_32*v_w_slider_y + q_A_slider_33*v_w_slider_z
    return out


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
        0.12,  # [0]
        0.0001,  # [1]
        1e-05,  # [5]
        0.0001,  # [9]
        0.5,  # [10]
        0.004,  # [11]
        0.0004,  # [15]
        0.004,  # [19]
        2.0,  # [20]
        0.0001,  # [21]
        0.0001,  # [25]
        0.0001,  # [29]
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
