# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: slider_crank
# formulation: rp
# scheme: any
# input hash: 5d5adc75a6b1a531
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
INPUT_HASH = '5d5adc75a6b1a531'
N_Q = 21
N_V = 21
N_C = 21
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
 'formulation': 'rp',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '5d5adc75a6b1a531',
 'bodies': ['crank', 'rod', 'slider'],
 'springs': [],
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
                      'length_power': 0},
                     {'owner': 'crank',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['crank', 'ground'],
                      'length_power': 0},
                     {'owner': 'rod',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['rod', 'ground'],
                      'length_power': 0},
                     {'owner': 'slider',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['slider', 'ground'],
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
_B_INDEX = (
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
     2,
     2,
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
     19,
     19,
     19,
     20,
     20,
     20,
     21,
     21,
     21,
     21,
     22,
     22,
     22,
     22,
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
     33,
     33,
     33,
     33,
     34,
     34,
     34,
     34,
     35,
     35,
     35,
     35]),
    np.array([0,
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
     6,
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
     14,
     15,
     16,
     14,
     15,
     16,
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
        q: position coordinates (21).
        dv: increment in velocity coordinates (e.g. h v) (21).

    Returns:
        ndarray of shape (21,), 21 nonzero.
    """
    # 21 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
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
        dv_0 + q_r_crank_x,  # [0]
        dv_1 + q_r_crank_y,  # [1]
        dv_2 + q_r_crank_z,  # [2]
        dv_3 + q_e_crank_0,  # [3]
        dv_4 + q_e_crank_1,  # [4]
        dv_5 + q_e_crank_2,  # [5]
        dv_6 + q_e_crank_3,  # [6]
        dv_7 + q_r_rod_x,  # [7]
        dv_8 + q_r_rod_y,  # [8]
        dv_9 + q_r_rod_z,  # [9]
        dv_10 + q_e_rod_0,  # [10]
        dv_11 + q_e_rod_1,  # [11]
        dv_12 + q_e_rod_2,  # [12]
        dv_13 + q_e_rod_3,  # [13]
        dv_14 + q_r_slider_x,  # [14]
        dv_15 + q_r_slider_y,  # [15]
        dv_16 + q_r_slider_z,  # [16]
        dv_17 + q_e_slider_0,  # [17]
        dv_18 + q_e_slider_1,  # [18]
        dv_19 + q_e_slider_2,  # [19]
        dv_20 + q_e_slider_3,  # [20]
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
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, v_rd_rod_x,
        v_rd_rod_y, v_rd_rod_z, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    return np.array([
        v_rd_crank_x,  # [0]
        v_rd_crank_y,  # [1]
        v_rd_crank_z,  # [2]
        v_ed_crank_0,  # [3]
        v_ed_crank_1,  # [4]
        v_ed_crank_2,  # [5]
        v_ed_crank_3,  # [6]
        v_rd_rod_x,  # [7]
        v_rd_rod_y,  # [8]
        v_rd_rod_z,  # [9]
        v_ed_rod_0,  # [10]
        v_ed_rod_1,  # [11]
        v_ed_rod_2,  # [12]
        v_ed_rod_3,  # [13]
        v_rd_slider_x,  # [14]
        v_rd_slider_y,  # [15]
        v_rd_slider_z,  # [16]
        v_ed_slider_0,  # [17]
        v_ed_slider_1,  # [18]
        v_ed_slider_2,  # [19]
        v_ed_slider_3,  # [20]
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
    # 182 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = 2*q_e_crank_1
    cse1 = cse0*q_e_crank_2
    cse2 = 2*q_e_crank_0
    cse3 = cse2*q_e_crank_3
    cse4 = q_e_rod_1**2
    cse5 = q_e_rod_0**2
    cse6 = 2*cse5 - 1
    cse7 = 0.3*cse4 + 0.15*cse6
    cse8 = -q_r_rod_x
    cse9 = 2*q_e_rod_1
    cse10 = cse9*q_e_rod_2
    cse11 = 2*q_e_rod_0*q_e_rod_3
    cse12 = 0.15*cse10 + 0.15*cse11
    cse13 = -q_r_rod_y
    cse14 = q_e_crank_2**2
    cse15 = q_e_crank_0**2
    cse16 = 2*cse14 + 2*cse15 - 1
    cse17 = cse9*q_e_rod_3
    cse18 = 2*q_e_rod_2
    cse19 = cse18*q_e_rod_0
    cse20 = 0.15*cse17 - 0.15*cse19
    cse21 = -q_r_rod_z
    cse22 = cse0*q_e_crank_0 + 2*q_e_crank_2*q_e_crank_3
    cse23 = q_e_slider_3**2
    cse24 = q_e_slider_0**2
    cse25 = 2*cse24 - 1
    cse26 = 2*cse23 + cse25
    cse27 = cse18*q_e_rod_3
    cse28 = cse9*q_e_rod_0
    cse29 = cse27 + cse28
    cse30 = 2*q_e_slider_2*q_e_slider_3
    cse31 = 2*q_e_slider_0
    cse32 = cse31*q_e_slider_1
    cse33 = cse30 - cse32
    cse34 = q_e_rod_2**2
    cse35 = 2*cse34 + cse6
    cse36 = cse10 - cse11
    cse37 = 2*q_e_slider_1
    cse38 = cse37*q_e_slider_3
    cse39 = cse31*q_e_slider_2
    cse40 = cse38 + cse39
    cse41 = -cse12 + cse13 + q_r_slider_y
    cse42 = -cse20 + cse21 + q_r_slider_z
    cse43 = -cse7 + cse8 + q_r_slider_x
    cse44 = q_e_rod_3**2
    cse45 = q_e_slider_1**2
    cse46 = cse25 + 2*cse45
    cse47 = cse37*q_e_slider_2
    cse48 = cse31*q_e_slider_3
    cse49 = cse47 - cse48
    cse50 = cse47 + cse48
    cse51 = 0.2 - q_r_slider_x
    cse52 = q_e_slider_2**2
    cse53 = 2*math.pi*t
    cse54 = math.sin(cse53)
    cse55 = math.cos(cse53)
    return np.array([
        q_r_crank_x,  # [0]
        q_r_crank_y - 0.1,  # [1]
        q_r_crank_z - 0.12,  # [2]
        cse1 + cse3,  # [3]
        cse0*q_e_crank_3 - cse2*q_e_crank_2,  # [4]
        0.08*cse1 - 0.08*cse3 + cse7 + cse8 + q_r_crank_x,  # [5]
        cse12 + cse13 + 0.08*cse16 + q_r_crank_y,  # [6]
        cse20 + cse21 + 0.08*cse22 + q_r_crank_z,  # [7]
        cse26*cse29 + cse33*cse35 + cse36*cse40,  # [8]
        cse29*cse42 + cse35*cse41 + cse36*cse43,  # [9]
        cse41*(cse27 - cse28) + cse42*(2*cse44 + cse6) + cse43*(cse17 + cse19),  # [10]
        -cse46,  # [11]
        cse49,  # [12]
        -cse46*cse51 + cse50*q_r_slider_y + q_r_slider_z*(cse38 - cse39),  # [13]
        cse49*cse51 - q_r_slider_y*(cse25 + 2*cse52) - q_r_slider_z*(cse30 + cse32),  # [14]
        -cse50,  # [15]
        (cse26 + cse42)**2 + (cse33 + cse41)**2 + (cse40 + cse43)**2 - 1,  # [16]
        2*(-cse16*cse55 + cse22*cse54)/(cse16*cse54 + cse22*cse55 + 1),  # [17]
        (1/2)*cse14 + (1/2)*cse15 + (1/2)*q_e_crank_1**2 + (1/2)*q_e_crank_3**2 - 1/2,  # [18]
        (1/2)*cse34 + (1/2)*cse4 + (1/2)*cse44 + (1/2)*cse5 - 1/2,  # [19]
        (1/2)*cse23 + (1/2)*cse24 + (1/2)*cse45 + (1/2)*cse52 - 1/2,  # [20]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    t = _times(t, n)

    cse0 = 2*q_e_crank_1
    cse1 = cse0*q_e_crank_2
    cse2 = 2*q_e_crank_0
    cse3 = cse2*q_e_crank_3
    cse4 = q_e_rod_1**2
    cse5 = q_e_rod_0**2
    cse6 = 2*cse5 - 1
    cse7 = 0.3*cse4 + 0.15*cse6
    cse8 = -q_r_rod_x
    cse9 = 2*q_e_rod_1
    cse10 = cse9*q_e_rod_2
    cse11 = 2*q_e_rod_0*q_e_rod_3
    cse12 = 0.15*cse10 + 0.15*cse11
    cse13 = -q_r_rod_y
    cse14 = q_e_crank_2**2
    cse15 = q_e_crank_0**2
    cse16 = 2*cse14 + 2*cse15 - 1
    cse17 = cse9*q_e_rod_3
    cse18 = 2*q_e_rod_2
    cse19 = cse18*q_e_rod_0
    cse20 = 0.15*cse17 - 0.15*cse19
    cse21 = -q_r_rod_z
    cse22 = cse0*q_e_crank_0 + 2*q_e_crank_2*q_e_crank_3
    cse23 = q_e_slider_3**2
    cse24 = q_e_slider_0**2
    cse25 = 2*cse24 - 1
    cse26 = 2*cse23 + cse25
    cse27 = cse18*q_e_rod_3
    cse28 = cse9*q_e_rod_0
    cse29 = cse27 + cse28
    cse30 = 2*q_e_slider_2*q_e_slider_3
    cse31 = 2*q_e_slider_0
    cse32 = cse31*q_e_slider_1
    cse33 = cse30 - cse32
    cse34 = q_e_rod_2**2
    cse35 = 2*cse34 + cse6
    cse36 = cse10 - cse11
    cse37 = 2*q_e_slider_1
    cse38 = cse37*q_e_slider_3
    cse39 = cse31*q_e_slider_2
    cse40 = cse38 + cse39
    cse41 = -cse12 + cse13 + q_r_slider_y
    cse42 = -cse20 + cse21 + q_r_slider_z
    cse43 = -cse7 + cse8 + q_r_slider_x
    cse44 = q_e_rod_3**2
    cse45 = q_e_slider_1**2
    cse46 = cse25 + 2*cse45
    cse47 = cse37*q_e_slider_2
    cse48 = cse31*q_e_slider_3
    cse49 = cse47 - cse48
    cse50 = cse47 + cse48
    cse51 = 0.2 - q_r_slider_x
    cse52 = q_e_slider_2**2
    cse53 = 2*np.pi*t
    cse54 = np.sin(cse53)
    cse55 = np.cos(cse53)
    out = np.zeros((n, 21))
    out[:, 0] = q_r_crank_x
    out[:, 1] = q_r_crank_y - 0.1
    out[:, 2] = q_r_crank_z - 0.12
    out[:, 3] = cse1 + cse3
    out[:, 4] = cse0*q_e_crank_3 - cse2*q_e_crank_2
    out[:, 5] = 0.08*cse1 - 0.08*cse3 + cse7 + cse8 + q_r_crank_x
    out[:, 6] = cse12 + cse13 + 0.08*cse16 + q_r_crank_y
    out[:, 7] = cse20 + cse21 + 0.08*cse22 + q_r_crank_z
    out[:, 8] = cse26*cse29 + cse33*cse35 + cse36*cse40
    out[:, 9] = cse29*cse42 + cse35*cse41 + cse36*cse43
    out[:, 10] = cse41*(cse27 - cse28) + cse42*(2*cse44 + cse6) + cse43*(cse17 + cse19)
    out[:, 11] = -cse46
    out[:, 12] = cse49
    out[:, 13] = -cse46*cse51 + cse50*q_r_slider_y + q_r_slider_z*(cse38 - cse39)
    out[:, 14] = cse49*cse51 - q_r_slider_y*(cse25 + 2*cse52) - q_r_slider_z*(cse30 + cse32)
    out[:, 15] = -cse50
    out[:, 16] = (cse26 + cse42)**2 + (cse33 + cse41)**2 + (cse40 + cse43)**2 - 1
    out[:, 17] = 2*(-cse16*cse55 + cse22*cse54)/(cse16*cse54 + cse22*cse55 + 1)
    out[:, 18] = (1/2)*cse14 + (1/2)*cse15 + (1/2)*q_e_crank_1**2 + (1/2)*q_e_crank_3**2 - 1/2
    out[:, 19] = (1/2)*cse34 + (1/2)*cse4 + (1/2)*cse44 + (1/2)*cse5 - 1/2
    out[:, 20] = (1/2)*cse23 + (1/2)*cse24 + (1/2)*cse45 + (1/2)*cse52 - 1/2
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
        ndarray of shape (21, 21), 119 nonzero.
    """
    # 349 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = 2*q_e_crank_3
    cse1 = 2*q_e_crank_2
    cse2 = 2*q_e_crank_1
    cse3 = 2*q_e_crank_0
    cse4 = 0.16*q_e_crank_3
    cse5 = 0.16*q_e_crank_2
    cse6 = 0.16*q_e_crank_1
    cse7 = 0.16*q_e_crank_0
    cse8 = 0.6*q_e_rod_0
    cse9 = 0.6*q_e_rod_1
    cse10 = 0.3*q_e_rod_3
    cse11 = 0.3*q_e_rod_2
    cse12 = 0.3*q_e_rod_1
    cse13 = 0.3*q_e_rod_0
    cse14 = 2*q_e_slider_0**2
    cse15 = cse14 - 1
    cse16 = cse15 + 2*q_e_slider_3**2
    cse17 = 2*cse16
    cse18 = 2*q_e_slider_3
    cse19 = cse18*q_e_slider_2
    cse20 = 2*q_e_slider_1
    cse21 = -cse20*q_e_slider_0
    cse22 = cse19 + cse21
    cse23 = 4*cse22
    cse24 = cse20*q_e_slider_3
    cse25 = 2*q_e_slider_0
    cse26 = cse25*q_e_slider_2
    cse27 = cse24 + cse26
    cse28 = 2*q_e_rod_3
    cse29 = 2*cse27
    cse30 = 2*q_e_rod_2
    cse31 = cse28*q_e_rod_2
    cse32 = 2*q_e_rod_1
    cse33 = cse32*q_e_rod_0
    cse34 = cse31 + cse33
    cse35 = 4*q_e_slider_0
    cse36 = 2*q_e_rod_0**2 - 1
    cse37 = cse36 + 2*q_e_rod_2**2
    cse38 = cse30*q_e_rod_1
    cse39 = cse28*q_e_rod_0
    cse40 = cse38 - cse39
    cse41 = 2*q_e_slider_2
    cse42 = -0.15*cse38 - 0.15*cse39 - q_r_rod_y + q_r_slider_y
    cse43 = cse42*q_e_rod_0
    cse44 = cse28*q_e_rod_1
    cse45 = cse30*q_e_rod_0
    cse46 = -0.15*cse44 + 0.15*cse45 - q_r_rod_z + q_r_slider_z
    cse47 = -0.15*cse36 - 0.3*q_e_rod_1**2 - q_r_rod_x + q_r_slider_x
    cse48 = 2*cse47
    cse49 = cse48*q_e_rod_3
    cse50 = cse48*q_e_rod_2
    cse51 = cse48*q_e_rod_1
    cse52 = cse48*q_e_rod_0
    cse53 = cse44 + cse45
    cse54 = cse31 - cse33
    cse55 = cse36 + 2*q_e_rod_3**2
    cse56 = 4*cse46
    cse57 = 4*q_e_slider_1
    cse58 = -cse18
    cse59 = -cse25
    cse60 = cse25*q_e_slider_3
    cse61 = cse20*q_e_slider_2
    cse62 = -cse41*q_r_slider_z
    cse63 = 0.2 - q_r_slider_x
    cse64 = cse18*q_r_slider_z
    cse65 = -cse25*q_r_slider_z
    cse66 = cse20*q_r_slider_z
    cse67 = cse27 + cse47
    cse68 = 2*cse67
    cse69 = cse22 + cse42
    cse70 = 2*cse69
    cse71 = cse16 + cse46
    cse72 = 2*cse71
    cse73 = 0.6*q_e_rod_2
    cse74 = 0.6*q_e_rod_3
    cse75 = 1.2*cse67
    cse76 = 8*cse71
    cse77 = 4*cse67
    cse78 = 4*cse69
    cse79 = 2*math.pi*t
    cse80 = math.cos(cse79)
    cse81 = math.sin(cse79)
    cse82 = 4*cse81
    cse83 = cse82*q_e_crank_0
    cse84 = 2*q_e_crank_0**2 + 2*q_e_crank_2**2 - 1
    cse85 = cse0*q_e_crank_2 + cse2*q_e_crank_0
    cse86 = cse80*cse85 + cse81*cse84 + 1
    cse87 = (-cse80*cse84 + cse81*cse85)/cse86**2
    cse88 = 2*cse87
    cse89 = 4*cse80
    cse90 = cse89*q_e_crank_0
    cse91 = 1/cse86
    cse92 = 2*cse91
    cse93 = cse82*q_e_crank_2
    cse94 = cse89*q_e_crank_2
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
        0.32*q_e_crank_0,  # [6, 3]
        0.32*q_e_crank_2,  # [6, 5]
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
        cse17*q_e_rod_1 + cse23*q_e_rod_0 - cse27*cse28,  # [8, 10]
        cse17*q_e_rod_0 + cse29*q_e_rod_2,  # [8, 11]
        cse16*cse28 + cse23*q_e_rod_2 + cse29*q_e_rod_1,  # [8, 12]
        cse16*cse30 - cse29*q_e_rod_0,  # [8, 13]
        -cse20*cse37 + cse34*cse35 + cse40*cse41,  # [8, 17]
        cse18*cse40 - cse25*cse37,  # [8, 18]
        cse18*cse37 + cse25*cse40,  # [8, 19]
        cse20*cse40 + 4*cse34*q_e_slider_3 + cse37*cse41,  # [8, 20]
        -cse40,  # [9, 7]
        -cse37,  # [9, 8]
        -cse34,  # [9, 9]
        -cse10*cse37 + cse11*cse34 + cse32*cse46 - cse40*cse8 + 4*cse43 - cse49,  # [9, 10]
        -cse10*cse34 - cse11*cse37 - cse40*cse9 + 2*cse46*q_e_rod_0 + cse50,  # [9, 11]
        -cse12*cse37 + cse13*cse34 + cse28*cse46 + 4*cse42*q_e_rod_2 + cse51,  # [9, 12]
        -cse12*cse34 - cse13*cse37 + cse30*cse46 - cse52,  # [9, 13]
        cse40,  # [9, 14]
        cse37,  # [9, 15]
        cse34,  # [9, 16]
        -cse53,  # [10, 7]
        -cse54,  # [10, 8]
        -cse55,  # [10, 9]
        -cse10*cse54 + cse11*cse55 - cse32*cse42 + cse50 - cse53*cse8 + cse56*q_e_rod_0,  # [10, 10]
        -cse10*cse55 - cse11*cse54 - 2*cse43 + cse49 - cse53*cse9,  # [10, 11]
        -cse12*cse54 + cse13*cse55 + cse28*cse42 + cse52,  # [10, 12]
        -cse12*cse55 - cse13*cse54 + cse30*cse42 + cse51 + cse56*q_e_rod_3,  # [10, 13]
        cse53,  # [10, 14]
        cse54,  # [10, 15]
        cse55,  # [10, 16]
        -cse35,  # [11, 17]
        -cse57,  # [11, 18]
        cse58,  # [12, 17]
        cse41,  # [12, 18]
        cse20,  # [12, 19]
        cse59,  # [12, 20]
        cse15 + 2*q_e_slider_1**2,  # [13, 14]
        cse60 + cse61,  # [13, 15]
        cse24 - cse26,  # [13, 16]
        cse18*q_r_slider_y - cse35*cse63 + cse62,  # [13, 17]
        cse41*q_r_slider_y - cse57*cse63 + cse64,  # [13, 18]
        cse20*q_r_slider_y + cse65,  # [13, 19]
        cse25*q_r_slider_y + cse66,  # [13, 20]
        cse60 - cse61,  # [14, 14]
        -cse14 - 2*q_e_slider_2**2 + 1,  # [14, 15]
        -cse19 + cse21,  # [14, 16]
        -cse18*cse63 - cse35*q_r_slider_y - cse66,  # [14, 17]
        cse41*cse63 + cse65,  # [14, 18]
        cse20*cse63 - cse64 - 4*q_e_slider_2*q_r_slider_y,  # [14, 19]
        -cse25*cse63 + cse62,  # [14, 20]
        cse58,  # [15, 17]
        -cse41,  # [15, 18]
        -cse20,  # [15, 19]
        cse59,  # [15, 20]
        -cse68,  # [16, 7]
        -cse70,  # [16, 8]
        -cse72,  # [16, 9]
        -cse69*cse74 + cse71*cse73 - cse75*q_e_rod_0,  # [16, 10]
        -cse69*cse73 - cse71*cse74 - cse75*q_e_rod_1,  # [16, 11]
        -cse69*cse9 + cse71*cse8,  # [16, 12]
        -cse69*cse8 - cse71*cse9,  # [16, 13]
        cse68,  # [16, 14]
        cse70,  # [16, 15]
        cse72,  # [16, 16]
        -cse57*cse69 + cse76*q_e_slider_0 + cse77*q_e_slider_2,  # [16, 17]
        -cse35*cse69 + cse77*q_e_slider_3,  # [16, 18]
        cse35*cse67 + cse78*q_e_slider_3,  # [16, 19]
        cse57*cse67 + cse76*q_e_slider_3 + cse78*q_e_slider_2,  # [16, 20]
        -cse88*(cse2*cse80 + cse83) + cse92*(cse2*cse81 - cse90),  # [17, 3]
        cse83*cse91 - cse87*cse90,  # [17, 4]
        -cse88*(cse0*cse80 + cse93) + cse92*(cse0*cse81 - cse94),  # [17, 5]
        -cse87*cse94 + cse91*cse93,  # [17, 6]
        q_e_crank_0,  # [18, 3]
        q_e_crank_1,  # [18, 4]
        q_e_crank_2,  # [18, 5]
        q_e_crank_3,  # [18, 6]
        q_e_rod_0,  # [19, 10]
        q_e_rod_1,  # [19, 11]
        q_e_rod_2,  # [19, 12]
        q_e_rod_3,  # [19, 13]
        q_e_slider_0,  # [20, 17]
        q_e_slider_1,  # [20, 18]
        q_e_slider_2,  # [20, 19]
        q_e_slider_3,  # [20, 20]
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
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    t = _times(t, n)

    cse0 = 2*q_e_crank_3
    cse1 = 2*q_e_crank_2
    cse2 = 2*q_e_crank_1
    cse3 = 2*q_e_crank_0
    cse4 = 0.16*q_e_crank_3
    cse5 = 0.16*q_e_crank_2
    cse6 = 0.16*q_e_crank_1
    cse7 = 0.16*q_e_crank_0
    cse8 = 0.6*q_e_rod_0
    cse9 = 0.6*q_e_rod_1
    cse10 = 0.3*q_e_rod_3
    cse11 = 0.3*q_e_rod_2
    cse12 = 0.3*q_e_rod_1
    cse13 = 0.3*q_e_rod_0
    cse14 = 2*q_e_slider_0**2
    cse15 = cse14 - 1
    cse16 = cse15 + 2*q_e_slider_3**2
    cse17 = 2*cse16
    cse18 = 2*q_e_slider_3
    cse19 = cse18*q_e_slider_2
    cse20 = 2*q_e_slider_1
    cse21 = -cse20*q_e_slider_0
    cse22 = cse19 + cse21
    cse23 = 4*cse22
    cse24 = cse20*q_e_slider_3
    cse25 = 2*q_e_slider_0
    cse26 = cse25*q_e_slider_2
    cse27 = cse24 + cse26
    cse28 = 2*q_e_rod_3
    cse29 = 2*cse27
    cse30 = 2*q_e_rod_2
    cse31 = cse28*q_e_rod_2
    cse32 = 2*q_e_rod_1
    cse33 = cse32*q_e_rod_0
    cse34 = cse31 + cse33
    cse35 = 4*q_e_slider_0
    cse36 = 2*q_e_rod_0**2 - 1
    cse37 = cse36 + 2*q_e_rod_2**2
    cse38 = cse30*q_e_rod_1
    cse39 = cse28*q_e_rod_0
    cse40 = cse38 - cse39
    cse41 = 2*q_e_slider_2
    cse42 = -0.15*cse38 - 0.15*cse39 - q_r_rod_y + q_r_slider_y
    cse43 = cse42*q_e_rod_0
    cse44 = cse28*q_e_rod_1
    cse45 = cse30*q_e_rod_0
    cse46 = -0.15*cse44 + 0.15*cse45 - q_r_rod_z + q_r_slider_z
    cse47 = -0.15*cse36 - 0.3*q_e_rod_1**2 - q_r_rod_x + q_r_slider_x
    cse48 = 2*cse47
    cse49 = cse48*q_e_rod_3
    cse50 = cse48*q_e_rod_2
    cse51 = cse48*q_e_rod_1
    cse52 = cse48*q_e_rod_0
    cse53 = cse44 + cse45
    cse54 = cse31 - cse33
    cse55 = cse36 + 2*q_e_rod_3**2
    cse56 = 4*cse46
    cse57 = 4*q_e_slider_1
    cse58 = -cse18
    cse59 = -cse25
    cse60 = cse25*q_e_slider_3
    cse61 = cse20*q_e_slider_2
    cse62 = -cse41*q_r_slider_z
    cse63 = 0.2 - q_r_slider_x
    cse64 = cse18*q_r_slider_z
    cse65 = -cse25*q_r_slider_z
    cse66 = cse20*q_r_slider_z
    cse67 = cse27 + cse47
    cse68 = 2*cse67
    cse69 = cse22 + cse42
    cse70 = 2*cse69
    cse71 = cse16 + cse46
    cse72 = 2*cse71
    cse73 = 0.6*q_e_rod_2
    cse74 = 0.6*q_e_rod_3
    cse75 = 1.2*cse67
    cse76 = 8*cse71
    cse77 = 4*cse67
    cse78 = 4*cse69
    cse79 = 2*np.pi*t
    cse80 = np.cos(cse79)
    cse81 = np.sin(cse79)
    cse82 = 4*cse81
    cse83 = cse82*q_e_crank_0
    cse84 = 2*q_e_crank_0**2 + 2*q_e_crank_2**2 - 1
    cse85 = cse0*q_e_crank_2 + cse2*q_e_crank_0
    cse86 = cse80*cse85 + cse81*cse84 + 1
    cse87 = (-cse80*cse84 + cse81*cse85)/cse86**2
    cse88 = 2*cse87
    cse89 = 4*cse80
    cse90 = cse89*q_e_crank_0
    cse91 = cse86**(-1.0)
    cse92 = 2*cse91
    cse93 = cse82*q_e_crank_2
    cse94 = cse89*q_e_crank_2
    out = np.zeros((n, 21, 21))
    out[:, 0, 0] = 1
    out[:, 1, 1] = 1
    out[:, 2, 2] = 1
    out[:, 3, 3] = cse0
    out[:, 3, 4] = cse1
    out[:, 3, 5] = cse2
    out[:, 3, 6] = cse3
    out[:, 4, 3] = -cse1
    out[:, 4, 4] = cse0
    out[:, 4, 5] = -cse3
    out[:, 4, 6] = cse2
    out[:, 5, 0] = 1
    out[:, 5, 3] = -cse4
    out[:, 5, 4] = cse5
    out[:, 5, 5] = cse6
    out[:, 5, 6] = -cse7
    out[:, 5, 7] = -1
    out[:, 5, 10] = cse8
    out[:, 5, 11] = cse9
    out[:, 6, 1] = 1
    out[:, 6, 3] = 0.32*q_e_crank_0
    out[:, 6, 5] = 0.32*q_e_crank_2
    out[:, 6, 8] = -1
    out[:, 6, 10] = cse10
    out[:, 6, 11] = cse11
    out[:, 6, 12] = cse12
    out[:, 6, 13] = cse13
    out[:, 7, 2] = 1
    out[:, 7, 3] = cse6
    out[:, 7, 4] = cse7
    out[:, 7, 5] = cse4
    out[:, 7, 6] = cse5
    out[:, 7, 9] = -1
    out[:, 7, 10] = -cse11
    out[:, 7, 11] = cse10
    out[:, 7, 12] = -cse13
    out[:, 7, 13] = cse12
    out[:, 8, 10] = cse17*q_e_rod_1 + cse23*q_e_rod_0 - cse27*cse28
    out[:, 8, 11] = cse17*q_e_rod_0 + cse29*q_e_rod_2
    out[:, 8, 12] = cse16*cse28 + cse23*q_e_rod_2 + cse29*q_e_rod_1
    out[:, 8, 13] = cse16*cse30 - cse29*q_e_rod_0
    out[:, 8, 17] = -cse20*cse37 + cse34*cse35 + cse40*cse41
    out[:, 8, 18] = cse18*cse40 - cse25*cse37
    out[:, 8, 19] = cse18*cse37 + cse25*cse40
    out[:, 8, 20] = cse20*cse40 + 4*cse34*q_e_slider_3 + cse37*cse41
    out[:, 9, 7] = -cse40
    out[:, 9, 8] = -cse37
    out[:, 9, 9] = -cse34
    out[:, 9, 10] = -cse10*cse37 + cse11*cse34 + cse32*cse46 - cse40*cse8 + 4*cse43 - cse49
    out[:, 9, 11] = -cse10*cse34 - cse11*cse37 - cse40*cse9 + 2*cse46*q_e_rod_0 + cse50
    out[:, 9, 12] = -cse12*cse37 + cse13*cse34 + cse28*cse46 + 4*cse42*q_e_rod_2 + cse51
    out[:, 9, 13] = -cse12*cse34 - cse13*cse37 + cse30*cse46 - cse52
    out[:, 9, 14] = cse40
    out[:, 9, 15] = cse37
    out[:, 9, 16] = cse34
    out[:, 10, 7] = -cse53
    out[:, 10, 8] = -cse54
    out[:, 10, 9] = -cse55
    out[:, 10, 10] = -cse10*cse54 + cse11*cse55 - cse32*cse42 + cse50 - cse53*cse8 + cse56*q_e_rod_0
    out[:, 10, 11] = -cse10*cse55 - cse11*cse54 - 2*cse43 + cse49 - cse53*cse9
    out[:, 10, 12] = -cse12*cse54 + cse13*cse55 + cse28*cse42 + cse52
    out[:, 10, 13] = -cse12*cse55 - cse13*cse54 + cse30*cse42 + cse51 + cse56*q_e_rod_3
    out[:, 10, 14] = cse53
    out[:, 10, 15] = cse54
    out[:, 10, 16] = cse55
    out[:, 11, 17] = -cse35
    out[:, 11, 18] = -cse57
    out[:, 12, 17] = cse58
    out[:, 12, 18] = cse41
    out[:, 12, 19] = cse20
    out[:, 12, 20] = cse59
    out[:, 13, 14] = cse15 + 2*q_e_slider_1**2
    out[:, 13, 15] = cse60 + cse61
    out[:, 13, 16] = cse24 - cse26
    out[:, 13, 17] = cse18*q_r_slider_y - cse35*cse63 + cse62
    out[:, 13, 18] = cse41*q_r_slider_y - cse57*cse63 + cse64
    out[:, 13, 19] = cse20*q_r_slider_y + cse65
    out[:, 13, 20] = cse25*q_r_slider_y + cse66
    out[:, 14, 14] = cse60 - cse61
    out[:, 14, 15] = -cse14 - 2*q_e_slider_2**2 + 1
    out[:, 14, 16] = -cse19 + cse21
    out[:, 14, 17] = -cse18*cse63 - cse35*q_r_slider_y - cse66
    out[:, 14, 18] = cse41*cse63 + cse65
    out[:, 14, 19] = cse20*cse63 - cse64 - 4*q_e_slider_2*q_r_slider_y
    out[:, 14, 20] = -cse25*cse63 + cse62
    out[:, 15, 17] = cse58
    out[:, 15, 18] = -cse41
    out[:, 15, 19] = -cse20
    out[:, 15, 20] = cse59
    out[:, 16, 7] = -cse68
    out[:, 16, 8] = -cse70
    out[:, 16, 9] = -cse72
    out[:, 16, 10] = -cse69*cse74 + cse71*cse73 - cse75*q_e_rod_0
    out[:, 16, 11] = -cse69*cse73 - cse71*cse74 - cse75*q_e_rod_1
    out[:, 16, 12] = -cse69*cse9 + cse71*cse8
    out[:, 16, 13] = -cse69*cse8 - cse71*cse9
    out[:, 16, 14] = cse68
    out[:, 16, 15] = cse70
    out[:, 16, 16] = cse72
    out[:, 16, 17] = -cse57*cse69 + cse76*q_e_slider_0 + cse77*q_e_slider_2
    out[:, 16, 18] = -cse35*cse69 + cse77*q_e_slider_3
    out[:, 16, 19] = cse35*cse67 + cse78*q_e_slider_3
    out[:, 16, 20] = cse57*cse67 + cse76*q_e_slider_3 + cse78*q_e_slider_2
    out[:, 17, 3] = -cse88*(cse2*cse80 + cse83) + cse92*(cse2*cse81 - cse90)
    out[:, 17, 4] = cse83*cse91 - cse87*cse90
    out[:, 17, 5] = -cse88*(cse0*cse80 + cse93) + cse92*(cse0*cse81 - cse94)
    out[:, 17, 6] = -cse87*cse94 + cse91*cse93
    out[:, 18, 3] = q_e_crank_0
    out[:, 18, 4] = q_e_crank_1
    out[:, 18, 5] = q_e_crank_2
    out[:, 18, 6] = q_e_crank_3
    out[:, 19, 10] = q_e_rod_0
    out[:, 19, 11] = q_e_rod_1
    out[:, 19, 12] = q_e_rod_2
    out[:, 19, 13] = q_e_rod_3
    out[:, 20, 17] = q_e_slider_0
    out[:, 20, 18] = q_e_slider_1
    out[:, 20, 19] = q_e_slider_2
    out[:, 20, 20] = q_e_slider_3
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
    # 36 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    t = float(t)

    cse0 = 2*q_e_crank_0**2 + 2*q_e_crank_2**2 - 1
    cse1 = 2*math.pi
    cse2 = cse1*t
    cse3 = math.sin(cse2)
    cse4 = cse0*cse3
    cse5 = 2*q_e_crank_0*q_e_crank_1 + 2*q_e_crank_2*q_e_crank_3
    cse6 = math.cos(cse2)
    cse7 = cse5*cse6
    cse8 = cse4 + cse7 + 1
    cse9 = cse3*cse5
    cse10 = cse0*cse6
    out = np.zeros(21)
    out[_nu_INDEX] = (
        -2*(cse1*cse4 + cse1*cse7)/cse8 + 2*(-cse10 + cse9)*(cse1*cse10 - cse1*cse9)/cse8**2,  # [17]
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
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, _, _,
        _, _, _, _,
        _, _, _, _,
        _,
    ) = _columns(q, n, 21, "q")

    t = _times(t, n)

    cse0 = 2*q_e_crank_0**2 + 2*q_e_crank_2**2 - 1
    cse1 = 2*np.pi
    cse2 = cse1*t
    cse3 = np.sin(cse2)
    cse4 = cse0*cse3
    cse5 = 2*q_e_crank_0*q_e_crank_1 + 2*q_e_crank_2*q_e_crank_3
    cse6 = np.cos(cse2)
    cse7 = cse5*cse6
    cse8 = cse4 + cse7 + 1
    cse9 = cse3*cse5
    cse10 = cse0*cse6
    out = np.zeros((n, 21))
    out[:, 17] = -2*(cse1*cse4 + cse1*cse7)/cse8 + 2*(-cse10 + cse9)*(cse1*cse10 - cse1*cse9)/cse8**2
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
    # 546 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, v_rd_rod_x,
        v_rd_rod_y, v_rd_rod_z, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    t = float(t)

    cse0 = 2*q_e_crank_0
    cse1 = 2*q_e_crank_1
    cse2 = 2*q_e_crank_2
    cse3 = 2*q_e_crank_3
    cse4 = q_e_rod_1*v_ed_rod_1
    cse5 = 0.16*q_e_crank_0
    cse6 = 0.16*v_ed_crank_2
    cse7 = 0.16*q_e_crank_2
    cse8 = q_e_rod_0*v_ed_rod_0
    cse9 = 0.16*v_ed_crank_0
    cse10 = 0.3*v_ed_rod_2
    cse11 = 0.3*q_e_rod_2
    cse12 = 0.3*q_e_rod_3
    cse13 = q_e_crank_2*v_ed_crank_2
    cse14 = 0.3*v_ed_rod_3
    cse15 = q_e_crank_0*v_ed_crank_0
    cse16 = 2*q_e_rod_0**2 - 1
    cse17 = cse16 + 2*q_e_rod_2**2
    cse18 = 2*cse17
    cse19 = 2*q_e_rod_3
    cse20 = cse19*q_e_rod_0
    cse21 = 2*q_e_rod_1
    cse22 = cse21*q_e_rod_2
    cse23 = -cse20 + cse22
    cse24 = 2*cse23
    cse25 = cse21*q_e_rod_0
    cse26 = cse19*q_e_rod_2
    cse27 = cse25 + cse26
    cse28 = 4*cse27
    cse29 = 2*q_e_slider_1
    cse30 = 2*q_e_slider_2
    cse31 = 2*q_e_slider_0**2
    cse32 = cse31 - 1
    cse33 = cse32 + 2*q_e_slider_3**2
    cse34 = 2*cse33
    cse35 = cse29*q_e_slider_3
    cse36 = cse30*q_e_slider_0
    cse37 = cse35 + cse36
    cse38 = 2*cse37
    cse39 = cse30*q_e_slider_3
    cse40 = -cse29*q_e_slider_0
    cse41 = cse39 + cse40
    cse42 = 4*cse41
    cse43 = 0.3*cse17
    cse44 = -0.15*cse20 - 0.15*cse22 - q_r_rod_y + q_r_slider_y
    cse45 = 4*cse44
    cse46 = 0.3*cse27
    cse47 = cse19*q_e_rod_1
    cse48 = 2*q_e_rod_0*q_e_rod_2
    cse49 = -0.15*cse47 + 0.15*cse48 - q_r_rod_z + q_r_slider_z
    cse50 = 2*cse49
    cse51 = -0.15*cse16 - 0.3*q_e_rod_1**2 - q_r_rod_x + q_r_slider_x
    cse52 = 2*cse51
    cse53 = cse52*q_e_rod_1
    cse54 = 0.6*cse23
    cse55 = cse52*q_e_rod_2
    cse56 = cse52*q_e_rod_0
    cse57 = cse52*q_e_rod_3
    cse58 = cse47 + cse48
    cse59 = cse16 + 2*q_e_rod_3**2
    cse60 = 0.3*cse59
    cse61 = 4*cse49
    cse62 = -cse25 + cse26
    cse63 = 0.3*cse62
    cse64 = 2*cse44
    cse65 = 0.6*cse58
    cse66 = q_e_slider_1*v_ed_slider_1
    cse67 = q_e_slider_0*v_ed_slider_0
    cse68 = cse29*v_ed_slider_2
    cse69 = cse30*v_ed_slider_1
    cse70 = 2*q_e_slider_0
    cse71 = -cse70*v_ed_slider_3 - 2*q_e_slider_3*v_ed_slider_0
    cse72 = cse29*q_r_slider_z
    cse73 = 2*q_r_slider_y
    cse74 = 2*q_r_slider_z
    cse75 = cse74*q_e_slider_3
    cse76 = 0.2 - q_r_slider_x
    cse77 = 4*cse76
    cse78 = -cse74*q_e_slider_0
    cse79 = -cse30*q_r_slider_z
    cse80 = cse70*q_e_slider_3
    cse81 = cse29*q_e_slider_2
    cse82 = 4*q_r_slider_y
    cse83 = 2*cse76
    cse84 = cse33 + cse49
    cse85 = 8*cse84
    cse86 = cse41 + cse44
    cse87 = 4*cse86
    cse88 = cse37 + cse51
    cse89 = 4*cse88
    cse90 = 2*cse88
    cse91 = 2*cse86
    cse92 = 2*cse84
    cse93 = 0.6*cse84
    cse94 = 0.6*cse86
    cse95 = 1.2*cse88
    cse96 = cse1*q_e_crank_0 + cse2*q_e_crank_3
    cse97 = 2*math.pi
    cse98 = cse97*t
    cse99 = math.sin(cse98)
    cse100 = cse96*cse99
    cse101 = 2*q_e_crank_0**2 + 2*q_e_crank_2**2 - 1
    cse102 = math.cos(cse98)
    cse103 = cse101*cse102
    cse104 = cse101*cse99
    cse105 = cse102*cse96
    cse106 = cse104 + cse105 + 1
    cse107 = (cse100 - cse103)/cse106**2
    cse108 = 2*cse107
    cse109 = 1/cse106
    cse110 = 2*cse109
    cse111 = 4*q_e_crank_2
    cse112 = cse102*cse111
    cse113 = cse111*cse99
    cse114 = 4*q_e_crank_0
    cse115 = cse102*cse114
    cse116 = cse114*cse99
    return np.array([
        v_rd_crank_x,  # [0]
        v_rd_crank_y,  # [1]
        v_rd_crank_z,  # [2]
        cse0*v_ed_crank_3 + cse1*v_ed_crank_2 + cse2*v_ed_crank_1 + cse3*v_ed_crank_0,  # [3]
        -cse0*v_ed_crank_2 + cse1*v_ed_crank_3 - cse2*v_ed_crank_0 + cse3*v_ed_crank_1,  # [4]
        0.6*cse4 - cse5*v_ed_crank_3 + cse6*q_e_crank_1 + cse7*v_ed_crank_1 + 0.6*cse8 - cse9*q_e_crank_3 + v_rd_crank_x - v_rd_rod_x,  # [5]
        cse10*q_e_rod_1 + cse11*v_ed_rod_1 + cse12*v_ed_rod_0 + 0.32*cse13 + cse14*q_e_rod_0 + 0.32*cse15 + v_rd_crank_y - v_rd_rod_y,  # [6]
        -cse10*q_e_rod_0 - cse11*v_ed_rod_0 + cse12*v_ed_rod_1 + cse14*q_e_rod_1 + cse5*v_ed_crank_1 + cse6*q_e_crank_3 + cse7*v_ed_crank_3 + cse9*q_e_crank_1 + v_rd_crank_z - v_rd_rod_z,  # [7]
        v_ed_rod_0*(cse34*q_e_rod_1 - cse38*q_e_rod_3 + cse42*q_e_rod_0) + v_ed_rod_1*(cse34*q_e_rod_0 + cse38*q_e_rod_2) + v_ed_rod_2*(cse34*q_e_rod_3 + cse38*q_e_rod_1 + cse42*q_e_rod_2) + v_ed_rod_3*(cse34*q_e_rod_2 - cse38*q_e_rod_0) + v_ed_slider_0*(-cse17*cse29 + cse23*cse30 + cse28*q_e_slider_0) + v_ed_slider_1*(-cse18*q_e_slider_0 + cse24*q_e_slider_3) + v_ed_slider_2*(cse18*q_e_slider_3 + cse24*q_e_slider_0) + v_ed_slider_3*(cse18*q_e_slider_2 + cse23*cse29 + cse28*q_e_slider_3),  # [8]
        -cse17*v_rd_rod_y + cse17*v_rd_slider_y - cse23*v_rd_rod_x + cse23*v_rd_slider_x - cse27*v_rd_rod_z + cse27*v_rd_slider_z + v_ed_rod_0*(-cse43*q_e_rod_3 + cse45*q_e_rod_0 + cse46*q_e_rod_2 + cse50*q_e_rod_1 - cse54*q_e_rod_0 - cse57) + v_ed_rod_1*(-cse43*q_e_rod_2 - cse46*q_e_rod_3 + cse50*q_e_rod_0 - cse54*q_e_rod_1 + cse55) + v_ed_rod_2*(-cse43*q_e_rod_1 + cse45*q_e_rod_2 + cse46*q_e_rod_0 + cse50*q_e_rod_3 + cse53) + v_ed_rod_3*(-cse43*q_e_rod_0 - cse46*q_e_rod_1 + cse50*q_e_rod_2 - cse56),  # [9]
        -cse58*v_rd_rod_x + cse58*v_rd_slider_x - cse59*v_rd_rod_z + cse59*v_rd_slider_z - cse62*v_rd_rod_y + cse62*v_rd_slider_y + v_ed_rod_0*(cse11*cse59 + cse55 + cse61*q_e_rod_0 - cse63*q_e_rod_3 - cse64*q_e_rod_1 - cse65*q_e_rod_0) + v_ed_rod_1*(-cse12*cse59 + cse57 - cse63*q_e_rod_2 - cse64*q_e_rod_0 - cse65*q_e_rod_1) + v_ed_rod_2*(cse56 + cse60*q_e_rod_0 - cse63*q_e_rod_1 + cse64*q_e_rod_3) + v_ed_rod_3*(cse53 - cse60*q_e_rod_1 + cse61*q_e_rod_3 - cse63*q_e_rod_0 + cse64*q_e_rod_2),  # [10]
        -4*cse66 - 4*cse67,  # [11]
        cse68 + cse69 + cse71,  # [12]
        v_ed_slider_0*(cse73*q_e_slider_3 - cse77*q_e_slider_0 + cse79) + v_ed_slider_1*(cse30*q_r_slider_y + cse75 - cse77*q_e_slider_1) + v_ed_slider_2*(cse29*q_r_slider_y + cse78) + v_ed_slider_3*(cse72 + cse73*q_e_slider_0) + v_rd_slider_x*(cse32 + 2*q_e_slider_1**2) + v_rd_slider_y*(cse80 + cse81) + v_rd_slider_z*(cse35 - cse36),  # [13]
        v_ed_slider_0*(-cse72 - cse82*q_e_slider_0 - cse83*q_e_slider_3) + v_ed_slider_1*(cse30*cse76 + cse78) + v_ed_slider_2*(cse29*cse76 - cse75 - cse82*q_e_slider_2) + v_ed_slider_3*(cse79 - cse83*q_e_slider_0) - v_rd_slider_x*(-cse80 + cse81) + v_rd_slider_y*(-cse31 - 2*q_e_slider_2**2 + 1) + v_rd_slider_z*(-cse39 + cse40),  # [14]
        -cse68 - cse69 + cse71,  # [15]
        -cse90*v_rd_rod_x + cse90*v_rd_slider_x - cse91*v_rd_rod_y + cse91*v_rd_slider_y - cse92*v_rd_rod_z + cse92*v_rd_slider_z + v_ed_rod_0*(cse93*q_e_rod_2 - cse94*q_e_rod_3 - cse95*q_e_rod_0) + v_ed_rod_1*(-cse93*q_e_rod_3 - cse94*q_e_rod_2 - cse95*q_e_rod_1) + v_ed_rod_2*(cse93*q_e_rod_0 - cse94*q_e_rod_1) + v_ed_rod_3*(-cse93*q_e_rod_1 - cse94*q_e_rod_0) + v_ed_slider_0*(cse85*q_e_slider_0 - cse87*q_e_slider_1 + cse89*q_e_slider_2) + v_ed_slider_1*(-cse87*q_e_slider_0 + cse89*q_e_slider_3) + v_ed_slider_2*(cse87*q_e_slider_3 + cse89*q_e_slider_0) + v_ed_slider_3*(cse85*q_e_slider_3 + cse87*q_e_slider_2 + cse89*q_e_slider_1),  # [16]
        -cse108*(-cse100*cse97 + cse103*cse97) + cse110*(cse104*cse97 + cse105*cse97) + v_ed_crank_0*(-cse108*(cse1*cse102 + cse116) + cse110*(cse1*cse99 - cse115)) + v_ed_crank_1*(-cse107*cse115 + cse109*cse116) + v_ed_crank_2*(-cse108*(cse102*cse3 + cse113) + cse110*(-cse112 + cse3*cse99)) + v_ed_crank_3*(-cse107*cse112 + cse109*cse113),  # [17]
        cse13 + cse15 + q_e_crank_1*v_ed_crank_1 + q_e_crank_3*v_ed_crank_3,  # [18]
        cse4 + cse8 + q_e_rod_2*v_ed_rod_2 + q_e_rod_3*v_ed_rod_3,  # [19]
        cse66 + cse67 + q_e_slider_2*v_ed_slider_2 + q_e_slider_3*v_ed_slider_3,  # [20]
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
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, v_rd_rod_x,
        v_rd_rod_y, v_rd_rod_z, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = _columns(v, n, 21, "v")

    t = _times(t, n)

    cse0 = 2*q_e_crank_0
    cse1 = 2*q_e_crank_1
    cse2 = 2*q_e_crank_2
    cse3 = 2*q_e_crank_3
    cse4 = q_e_rod_1*v_ed_rod_1
    cse5 = 0.16*q_e_crank_0
    cse6 = 0.16*v_ed_crank_2
    cse7 = 0.16*q_e_crank_2
    cse8 = q_e_rod_0*v_ed_rod_0
    cse9 = 0.16*v_ed_crank_0
    cse10 = 0.3*v_ed_rod_2
    cse11 = 0.3*q_e_rod_2
    cse12 = 0.3*q_e_rod_3
    cse13 = q_e_crank_2*v_ed_crank_2
    cse14 = 0.3*v_ed_rod_3
    cse15 = q_e_crank_0*v_ed_crank_0
    cse16 = 2*q_e_rod_0**2 - 1
    cse17 = cse16 + 2*q_e_rod_2**2
    cse18 = 2*cse17
    cse19 = 2*q_e_rod_3
    cse20 = cse19*q_e_rod_0
    cse21 = 2*q_e_rod_1
    cse22 = cse21*q_e_rod_2
    cse23 = -cse20 + cse22
    cse24 = 2*cse23
    cse25 = cse21*q_e_rod_0
    cse26 = cse19*q_e_rod_2
    cse27 = cse25 + cse26
    cse28 = 4*cse27
    cse29 = 2*q_e_slider_1
    cse30 = 2*q_e_slider_2
    cse31 = 2*q_e_slider_0**2
    cse32 = cse31 - 1
    cse33 = cse32 + 2*q_e_slider_3**2
    cse34 = 2*cse33
    cse35 = cse29*q_e_slider_3
    cse36 = cse30*q_e_slider_0
    cse37 = cse35 + cse36
    cse38 = 2*cse37
    cse39 = cse30*q_e_slider_3
    cse40 = -cse29*q_e_slider_0
    cse41 = cse39 + cse40
    cse42 = 4*cse41
    cse43 = 0.3*cse17
    cse44 = -0.15*cse20 - 0.15*cse22 - q_r_rod_y + q_r_slider_y
    cse45 = 4*cse44
    cse46 = 0.3*cse27
    cse47 = cse19*q_e_rod_1
    cse48 = 2*q_e_rod_0*q_e_rod_2
    cse49 = -0.15*cse47 + 0.15*cse48 - q_r_rod_z + q_r_slider_z
    cse50 = 2*cse49
    cse51 = -0.15*cse16 - 0.3*q_e_rod_1**2 - q_r_rod_x + q_r_slider_x
    cse52 = 2*cse51
    cse53 = cse52*q_e_rod_1
    cse54 = 0.6*cse23
    cse55 = cse52*q_e_rod_2
    cse56 = cse52*q_e_rod_0
    cse57 = cse52*q_e_rod_3
    cse58 = cse47 + cse48
    cse59 = cse16 + 2*q_e_rod_3**2
    cse60 = 0.3*cse59
    cse61 = 4*cse49
    cse62 = -cse25 + cse26
    cse63 = 0.3*cse62
    cse64 = 2*cse44
    cse65 = 0.6*cse58
    cse66 = q_e_slider_1*v_ed_slider_1
    cse67 = q_e_slider_0*v_ed_slider_0
    cse68 = cse29*v_ed_slider_2
    cse69 = cse30*v_ed_slider_1
    cse70 = 2*q_e_slider_0
    cse71 = -cse70*v_ed_slider_3 - 2*q_e_slider_3*v_ed_slider_0
    cse72 = cse29*q_r_slider_z
    cse73 = 2*q_r_slider_y
    cse74 = 2*q_r_slider_z
    cse75 = cse74*q_e_slider_3
    cse76 = 0.2 - q_r_slider_x
    cse77 = 4*cse76
    cse78 = -cse74*q_e_slider_0
    cse79 = -cse30*q_r_slider_z
    cse80 = cse70*q_e_slider_3
    cse81 = cse29*q_e_slider_2
    cse82 = 4*q_r_slider_y
    cse83 = 2*cse76
    cse84 = cse33 + cse49
    cse85 = 8*cse84
    cse86 = cse41 + cse44
    cse87 = 4*cse86
    cse88 = cse37 + cse51
    cse89 = 4*cse88
    cse90 = 2*cse88
    cse91 = 2*cse86
    cse92 = 2*cse84
    cse93 = 0.6*cse84
    cse94 = 0.6*cse86
    cse95 = 1.2*cse88
    cse96 = cse1*q_e_crank_0 + cse2*q_e_crank_3
    cse97 = 2*np.pi
    cse98 = cse97*t
    cse99 = np.sin(cse98)
    cse100 = cse96*cse99
    cse101 = 2*q_e_crank_0**2 + 2*q_e_crank_2**2 - 1
    cse102 = np.cos(cse98)
    cse103 = cse101*cse102
    cse104 = cse101*cse99
    cse105 = cse102*cse96
    cse106 = cse104 + cse105 + 1
    cse107 = (cse100 - cse103)/cse106**2
    cse108 = 2*cse107
    cse109 = cse106**(-1.0)
    cse110 = 2*cse109
    cse111 = 4*q_e_crank_2
    cse112 = cse102*cse111
    cse113 = cse111*cse99
    cse114 = 4*q_e_crank_0
    cse115 = cse102*cse114
    cse116 = cse114*cse99
    out = np.zeros((n, 21))
    out[:, 0] = v_rd_crank_x
    out[:, 1] = v_rd_crank_y
    out[:, 2] = v_rd_crank_z
    out[:, 3] = cse0*v_ed_crank_3 + cse1*v_ed_crank_2 + cse2*v_ed_crank_1 + cse3*v_ed_crank_0
    out[:, 4] = -cse0*v_ed_crank_2 + cse1*v_ed_crank_3 - cse2*v_ed_crank_0 + cse3*v_ed_crank_1
    out[:, 5] = 0.6*cse4 - cse5*v_ed_crank_3 + cse6*q_e_crank_1 + cse7*v_ed_crank_1 + 0.6*cse8 - cse9*q_e_crank_3 + v_rd_crank_x - v_rd_rod_x
    out[:, 6] = cse10*q_e_rod_1 + cse11*v_ed_rod_1 + cse12*v_ed_rod_0 + 0.32*cse13 + cse14*q_e_rod_0 + 0.32*cse15 + v_rd_crank_y - v_rd_rod_y
    out[:, 7] = -cse10*q_e_rod_0 - cse11*v_ed_rod_0 + cse12*v_ed_rod_1 + cse14*q_e_rod_1 + cse5*v_ed_crank_1 + cse6*q_e_crank_3 + cse7*v_ed_crank_3 + cse9*q_e_crank_1 + v_rd_crank_z - v_rd_rod_z
    out[:, 8] = v_ed_rod_0*(cse34*q_e_rod_1 - cse38*q_e_rod_3 + cse42*q_e_rod_0) + v_ed_rod_1*(cse34*q_e_rod_0 + cse38*q_e_rod_2) + v_ed_rod_2*(cse34*q_e_rod_3 + cse38*q_e_rod_1 + cse42*q_e_rod_2) + v_ed_rod_3*(cse34*q_e_rod_2 - cse38*q_e_rod_0) + v_ed_slider_0*(-cse17*cse29 + cse23*cse30 + cse28*q_e_slider_0) + v_ed_slider_1*(-cse18*q_e_slider_0 + cse24*q_e_slider_3) + v_ed_slider_2*(cse18*q_e_slider_3 + cse24*q_e_slider_0) + v_ed_slider_3*(cse18*q_e_slider_2 + cse23*cse29 + cse28*q_e_slider_3)
    out[:, 9] = -cse17*v_rd_rod_y + cse17*v_rd_slider_y - cse23*v_rd_rod_x + cse23*v_rd_slider_x - cse27*v_rd_rod_z + cse27*v_rd_slider_z + v_ed_rod_0*(-cse43*q_e_rod_3 + cse45*q_e_rod_0 + cse46*q_e_rod_2 + cse50*q_e_rod_1 - cse54*q_e_rod_0 - cse57) + v_ed_rod_1*(-cse43*q_e_rod_2 - cse46*q_e_rod_3 + cse50*q_e_rod_0 - cse54*q_e_rod_1 + cse55) + v_ed_rod_2*(-cse43*q_e_rod_1 + cse45*q_e_rod_2 + cse46*q_e_rod_0 + cse50*q_e_rod_3 + cse53) + v_ed_rod_3*(-cse43*q_e_rod_0 - cse46*q_e_rod_1 + cse50*q_e_rod_2 - cse56)
    out[:, 10] = -cse58*v_rd_rod_x + cse58*v_rd_slider_x - cse59*v_rd_rod_z + cse59*v_rd_slider_z - cse62*v_rd_rod_y + cse62*v_rd_slider_y + v_ed_rod_0*(cse11*cse59 + cse55 + cse61*q_e_rod_0 - cse63*q_e_rod_3 - cse64*q_e_rod_1 - cse65*q_e_rod_0) + v_ed_rod_1*(-cse12*cse59 + cse57 - cse63*q_e_rod_2 - cse64*q_e_rod_0 - cse65*q_e_rod_1) + v_ed_rod_2*(cse56 + cse60*q_e_rod_0 - cse63*q_e_rod_1 + cse64*q_e_rod_3) + v_ed_rod_3*(cse53 - cse60*q_e_rod_1 + cse61*q_e_rod_3 - cse63*q_e_rod_0 + cse64*q_e_rod_2)
    out[:, 11] = -4*cse66 - 4*cse67
    out[:, 12] = cse68 + cse69 + cse71
    out[:, 13] = v_ed_slider_0*(cse73*q_e_slider_3 - cse77*q_e_slider_0 + cse79) + v_ed_slider_1*(cse30*q_r_slider_y + cse75 - cse77*q_e_slider_1) + v_ed_slider_2*(cse29*q_r_slider_y + cse78) + v_ed_slider_3*(cse72 + cse73*q_e_slider_0) + v_rd_slider_x*(cse32 + 2*q_e_slider_1**2) + v_rd_slider_y*(cse80 + cse81) + v_rd_slider_z*(cse35 - cse36)
    out[:, 14] = v_ed_slider_0*(-cse72 - cse82*q_e_slider_0 - cse83*q_e_slider_3) + v_ed_slider_1*(cse30*cse76 + cse78) + v_ed_slider_2*(cse29*cse76 - cse75 - cse82*q_e_slider_2) + v_ed_slider_3*(cse79 - cse83*q_e_slider_0) - v_rd_slider_x*(-cse80 + cse81) + v_rd_slider_y*(-cse31 - 2*q_e_slider_2**2 + 1) + v_rd_slider_z*(-cse39 + cse40)
    out[:, 15] = -cse68 - cse69 + cse71
    out[:, 16] = -cse90*v_rd_rod_x + cse90*v_rd_slider_x - cse91*v_rd_rod_y + cse91*v_rd_slider_y - cse92*v_rd_rod_z + cse92*v_rd_slider_z + v_ed_rod_0*(cse93*q_e_rod_2 - cse94*q_e_rod_3 - cse95*q_e_rod_0) + v_ed_rod_1*(-cse93*q_e_rod_3 - cse94*q_e_rod_2 - cse95*q_e_rod_1) + v_ed_rod_2*(cse93*q_e_rod_0 - cse94*q_e_rod_1) + v_ed_rod_3*(-cse93*q_e_rod_1 - cse94*q_e_rod_0) + v_ed_slider_0*(cse85*q_e_slider_0 - cse87*q_e_slider_1 + cse89*q_e_slider_2) + v_ed_slider_1*(-cse87*q_e_slider_0 + cse89*q_e_slider_3) + v_ed_slider_2*(cse87*q_e_slider_3 + cse89*q_e_slider_0) + v_ed_slider_3*(cse85*q_e_slider_3 + cse87*q_e_slider_2 + cse89*q_e_slider_1)
    out[:, 17] = -cse108*(-cse100*cse97 + cse103*cse97) + cse110*(cse104*cse97 + cse105*cse97) + v_ed_crank_0*(-cse108*(cse1*cse102 + cse116) + cse110*(cse1*cse99 - cse115)) + v_ed_crank_1*(-cse107*cse115 + cse109*cse116) + v_ed_crank_2*(-cse108*(cse102*cse3 + cse113) + cse110*(-cse112 + cse3*cse99)) + v_ed_crank_3*(-cse107*cse112 + cse109*cse113)
    out[:, 18] = cse13 + cse15 + q_e_crank_1*v_ed_crank_1 + q_e_crank_3*v_ed_crank_3
    out[:, 19] = cse4 + cse8 + q_e_rod_2*v_ed_rod_2 + q_e_rod_3*v_ed_rod_3
    out[:, 20] = cse66 + cse67 + q_e_slider_2*v_ed_slider_2 + q_e_slider_3*v_ed_slider_3
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
    # 1409 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, v_rd_rod_x,
        v_rd_rod_y, v_rd_rod_z, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    t = float(t)

    cse0 = 4*v_ed_crank_1
    cse1 = 4*v_ed_crank_0
    cse2 = v_ed_rod_0**2
    cse3 = 0.32*v_ed_crank_1
    cse4 = v_ed_rod_1**2
    cse5 = 0.32*v_ed_crank_3
    cse6 = 0.6*v_ed_rod_1
    cse7 = 0.6*v_ed_rod_0
    cse8 = v_ed_crank_2**2
    cse9 = v_ed_crank_0**2
    cse10 = 4*q_e_slider_3
    cse11 = 8*q_e_rod_0
    cse12 = cse11*q_e_slider_0
    cse13 = -cse10*q_e_rod_3 - cse12
    cse14 = q_e_rod_2*v_ed_rod_1
    cse15 = q_e_rod_0*v_ed_rod_3
    cse16 = 8*q_e_slider_0
    cse17 = cse16*q_e_rod_2
    cse18 = cse10*q_e_rod_1 - cse17
    cse19 = q_e_rod_2**2
    cse20 = 4*cse19
    cse21 = q_e_rod_0**2
    cse22 = 4*cse21
    cse23 = -cse20 - cse22 + 2
    cse24 = q_e_rod_1*q_e_rod_2
    cse25 = q_e_rod_0*q_e_rod_3
    cse26 = 4*cse24 - 4*cse25
    cse27 = 4*q_e_slider_1
    cse28 = 8*q_e_slider_3
    cse29 = cse11*q_e_slider_2 - cse27*q_e_rod_3 + cse28*q_e_rod_1
    cse30 = cse11*q_e_slider_3
    cse31 = cse27*q_e_rod_2 + cse30
    cse32 = 8*q_e_rod_2
    cse33 = 8*q_e_rod_3
    cse34 = cse27*q_e_rod_1 + cse32*q_e_slider_2 + cse33*q_e_slider_3
    cse35 = cse28*q_e_rod_2
    cse36 = -cse27*q_e_rod_0 + cse35
    cse37 = cse11*q_e_rod_1 + cse33*q_e_rod_2
    cse38 = cse20 + cse22 - 2
    cse39 = 4*q_e_slider_2
    cse40 = cse12 + cse39*q_e_rod_2
    cse41 = -cse11*q_e_slider_1 + cse16*q_e_rod_1 - cse39*q_e_rod_3
    cse42 = -cse32*q_e_slider_1 + cse33*q_e_slider_0 + cse39*q_e_rod_1
    cse43 = cse17 - cse39*q_e_rod_0
    cse44 = q_e_slider_3**2
    cse45 = q_e_slider_0**2
    cse46 = 4*cse44 + 4*cse45 - 2
    cse47 = cse27*q_e_slider_3
    cse48 = 4*q_e_slider_0
    cse49 = cse48*q_e_slider_2
    cse50 = -cse47 - cse49
    cse51 = cse10*v_ed_slider_1
    cse52 = cse48*v_ed_slider_2
    cse53 = cse30 - cse48*q_e_rod_3
    cse54 = cse35 + cse48*q_e_rod_1
    cse55 = cse47 + cse49
    cse56 = q_e_slider_2*q_e_slider_3
    cse57 = -cse16*q_e_slider_1 + 8*cse56
    cse58 = q_e_rod_0*v_ed_rod_0
    cse59 = 4*cse58
    cse60 = q_e_rod_2*v_ed_rod_2
    cse61 = 4*cse60
    cse62 = 2*v_rd_rod_x
    cse63 = cse62*q_e_rod_0
    cse64 = q_e_rod_1**2
    cse65 = 2*cse21 + 2*cse64 - 1
    cse66 = 0.3*cse65
    cse67 = 2*q_r_rod_x
    cse68 = 2*q_r_slider_x
    cse69 = -cse68
    cse70 = 0.6*cse64
    cse71 = 0.5999999999999999*cse21
    cse72 = cse66 + cse67 + cse69 - cse70 - cse71 + 0.3
    cse73 = 2*v_rd_rod_z
    cse74 = 1.2*q_e_rod_3
    cse75 = cse74*q_e_rod_2
    cse76 = -cse75*v_ed_rod_1
    cse77 = 0.6*q_e_rod_3
    cse78 = cse77*q_e_rod_1
    cse79 = 0.6*q_e_rod_2
    cse80 = 2*q_r_slider_z
    cse81 = 2*q_e_rod_1
    cse82 = 2*q_e_rod_0
    cse83 = cse81*q_e_rod_3 - cse82*q_e_rod_2
    cse84 = cse80 - 0.3*cse83 - 2*q_r_rod_z
    cse85 = -cse78 - cse79*q_e_rod_0 + cse84
    cse86 = 2*v_rd_slider_x
    cse87 = cse86*q_e_rod_0
    cse88 = 2*v_rd_slider_z
    cse89 = 2*q_e_rod_3
    cse90 = cse89*v_ed_rod_0
    cse91 = cse82*v_ed_rod_3
    cse92 = 2*q_e_rod_2
    cse93 = cse92*v_ed_rod_1
    cse94 = cse81*v_ed_rod_2
    cse95 = 4*v_rd_slider_y
    cse96 = 4*v_rd_rod_y
    cse97 = q_e_rod_3**2
    cse98 = -cse66 - cse67 + cse68
    cse99 = -1.2*cse64 + cse98 + 0.3
    cse100 = -1.7999999999999998*cse19 - 0.6*cse97 + cse99
    cse101 = 1.2*q_e_rod_0
    cse102 = cse81*q_e_rod_2 + cse82*q_e_rod_3
    cse103 = 0.6*cse102
    cse104 = 4*q_r_rod_y
    cse105 = 4*q_r_slider_y
    cse106 = -cse103 - cse104 + cse105
    cse107 = cse101*q_e_rod_3 + cse106
    cse108 = cse101*v_ed_rod_0
    cse109 = -cse108*q_e_rod_1 - cse62*q_e_rod_1 + cse86*q_e_rod_1
    cse110 = q_e_rod_0*q_e_rod_2
    cse111 = -1.7999999999999998*cse110 + cse78 + cse84
    cse112 = 3.5999999999999996*v_ed_rod_1
    cse113 = -cse62*q_e_rod_2 + cse86*q_e_rod_2
    cse114 = cse62*q_e_rod_3
    cse115 = cse101*q_e_rod_1
    cse116 = cse86*q_e_rod_3
    cse117 = cse92*v_ed_rod_3
    cse118 = cse89*v_ed_rod_2
    cse119 = cse117 + cse118
    cse120 = cse81*v_ed_rod_0
    cse121 = cse82*v_ed_rod_1
    cse122 = cse120 + cse121
    cse123 = -cse120 - cse121
    cse124 = -cse117 - cse118
    cse125 = -cse59
    cse126 = 4*v_rd_slider_z
    cse127 = 2*v_rd_slider_y
    cse128 = 2*v_rd_rod_y
    cse129 = 4*v_rd_rod_z
    cse130 = -0.6*cse19 - 1.7999999999999998*cse97 + cse99
    cse131 = 0.3*cse102
    cse132 = 2*q_r_rod_y
    cse133 = 2*q_r_slider_y
    cse134 = -cse79*q_e_rod_1
    cse135 = -cse131 - cse132 + cse133 + cse134 + cse77*q_e_rod_0
    cse136 = 2.4*q_e_rod_1
    cse137 = -cse101*q_e_rod_2 - 0.6*cse83 - 4*q_r_rod_z + 4*q_r_slider_z
    cse138 = cse131 + cse132 - cse133 + cse134 - 1.7999999999999998*cse25
    cse139 = q_e_rod_1*q_e_rod_3
    cse140 = cse70 + cse71 + cse98 - 0.3
    cse141 = 4*q_e_rod_3*v_ed_rod_3
    cse142 = cse89*v_ed_rod_1
    cse143 = cse82*v_ed_rod_2
    cse144 = cse92*v_ed_rod_0
    cse145 = cse81*v_ed_rod_3
    cse146 = v_ed_slider_1**2
    cse147 = v_ed_slider_0**2
    cse148 = 4*v_ed_slider_2
    cse149 = cse148*v_ed_slider_1
    cse150 = 4*v_ed_slider_3
    cse151 = -cse150*v_ed_slider_0
    cse152 = cse88*q_e_slider_1
    cse153 = cse80*v_ed_slider_1
    cse154 = -cse80*v_ed_slider_0 - cse88*q_e_slider_0
    cse155 = cse27*v_rd_slider_x
    cse156 = cse88*q_e_slider_3
    cse157 = 4*q_r_slider_x
    cse158 = cse157 - 0.8
    cse159 = cse80*v_ed_slider_3
    cse160 = cse48*v_rd_slider_x
    cse161 = -cse80*v_ed_slider_2 - cse88*q_e_slider_2
    cse162 = 2*q_e_slider_2
    cse163 = 2*q_e_slider_0
    cse164 = 2*q_e_slider_3
    cse165 = 2*q_e_slider_1
    cse166 = cse165*v_ed_slider_2
    cse167 = cse162*v_ed_slider_1
    cse168 = cse163*v_ed_slider_3 + cse164*v_ed_slider_0
    cse169 = cse48*v_ed_slider_0
    cse170 = cse68 - 0.4
    cse171 = cse39*v_rd_slider_y
    cse172 = cse69 + 0.4
    cse173 = -cse48*v_rd_slider_y
    cse174 = cse39*v_ed_slider_0
    cse175 = 1.2*q_e_rod_1
    cse176 = cse175*v_ed_rod_1
    cse177 = cse27*v_ed_slider_3
    cse178 = 0.6*q_e_rod_0
    cse179 = cse178*v_ed_rod_3
    cse180 = cse148*q_e_slider_3
    cse181 = cse27*v_ed_slider_0
    cse182 = cse79*v_ed_rod_1
    cse183 = cse77*v_ed_rod_0
    cse184 = 0.6*q_e_rod_1
    cse185 = cse184*v_ed_rod_2
    cse186 = cse48*v_ed_slider_1
    cse187 = cse150*q_e_slider_2
    cse188 = 2.4*q_e_slider_0
    cse189 = cse188*q_e_rod_0
    cse190 = cse175*q_e_slider_1 + cse189
    cse191 = 0.18*cse21 + 0.18*cse64
    cse192 = 0.18*cse24
    cse193 = 0.18*cse25
    cse194 = 0.09*cse102 - 1.2*cse56 + 1.2*q_e_slider_0*q_e_slider_1 + 0.6*q_r_rod_y - 0.6*q_r_slider_y
    cse195 = cse192 - cse193 + cse194
    cse196 = 0.09*cse83
    cse197 = 0.6*q_r_rod_z
    cse198 = 0.6*q_r_slider_z
    cse199 = 1.2*cse44
    cse200 = 1.2*cse45
    cse201 = 0.18*cse110 + 0.18*cse139
    cse202 = -cse196 - cse197 + cse198 + cse199 + cse200 + cse201 - 0.6
    cse203 = 0.6*v_rd_slider_z
    cse204 = 1.2*q_e_slider_3
    cse205 = cse204*q_e_rod_1
    cse206 = q_e_slider_0*v_ed_slider_1
    cse207 = 0.6*v_rd_slider_y
    cse208 = 2.4*q_e_slider_3
    cse209 = cse208*q_e_rod_0
    cse210 = -cse175*q_e_slider_2 + cse209
    cse211 = cse178*v_ed_rod_2
    cse212 = cse77*v_ed_rod_1
    cse213 = cse184*v_ed_rod_3
    cse214 = cse79*v_ed_rod_0
    cse215 = cse16*v_ed_slider_0
    cse216 = cse28*v_ed_slider_3
    cse217 = cse101*q_e_slider_3
    cse218 = 8*cse44 + 8*cse45
    cse219 = -cse188*q_e_rod_1
    cse220 = -cse204*q_e_rod_2 + cse219
    cse221 = 16*q_e_slider_0
    cse222 = cse157 - 0.6*cse65 - 4*q_r_rod_x
    cse223 = cse221*q_e_slider_2 + cse222
    cse224 = -cse189 - cse204*q_e_rod_3
    cse225 = cse106 + 16*cse56
    cse226 = -cse209 + cse74*q_e_slider_0
    cse227 = -cse188*q_e_slider_2 + 0.18*cse19 - cse208*q_e_slider_1 + 0.18*cse65 + 0.18*cse97 + 1.2*q_r_rod_x - 1.2*q_r_slider_x
    cse228 = 0.72*q_e_rod_1
    cse229 = 2.4*q_e_rod_0
    cse230 = cse208*q_e_rod_2 - cse229*q_e_slider_1 - cse74*q_e_slider_2
    cse231 = -cse192 + cse193 + cse194
    cse232 = cse188*q_e_rod_2 - cse229*q_e_slider_2 + cse74*q_e_slider_1
    cse233 = -cse208*q_e_rod_1
    cse234 = 1.2*q_e_rod_2
    cse235 = cse233 + cse234*q_e_slider_0
    cse236 = -cse136*q_e_slider_1 - cse208*q_e_rod_3 - cse234*q_e_slider_2
    cse237 = cse196 + cse197 - cse198 - cse199 - cse200 + cse201 + 0.6
    cse238 = -cse136*q_e_slider_2 - cse188*q_e_rod_3 + cse234*q_e_slider_1
    cse239 = cse101*q_e_slider_1 + cse219
    cse240 = -cse101*q_e_slider_2 + cse233
    cse241 = 32*q_e_slider_0*q_e_slider_3
    cse242 = 8*v_rd_slider_z
    cse243 = cse103 + cse104 - cse105 + cse221*q_e_slider_1
    cse244 = 8*v_rd_rod_z
    cse245 = -1.2*cse83 + 8*q_e_slider_1**2 + 8*q_e_slider_2**2 - 8*q_r_rod_z + 8*q_r_slider_z - 8
    cse246 = cse222 + 16*q_e_slider_1*q_e_slider_3
    cse247 = 2*math.pi
    cse248 = cse247*t
    cse249 = math.cos(cse248)
    cse250 = 2*q_e_crank_3
    cse251 = 2*q_e_crank_1
    cse252 = cse250*q_e_crank_2 + cse251*q_e_crank_0
    cse253 = math.sin(cse248)
    cse254 = cse252*cse253
    cse255 = q_e_crank_2**2
    cse256 = q_e_crank_0**2
    cse257 = 2*cse255 + 2*cse256 - 1
    cse258 = cse249*cse257
    cse259 = cse254 - cse258
    cse260 = cse253*cse257
    cse261 = cse249*cse252
    cse262 = cse260 + cse261 + 1
    cse263 = cse259/cse262**3
    cse264 = cse249**2*cse263
    cse265 = 16*q_e_crank_0*q_e_crank_2
    cse266 = cse262**(-2)
    cse267 = cse249*cse253*cse266
    cse268 = cse264*cse265 - cse265*cse267
    cse269 = 16*cse256
    cse270 = 4*cse249
    cse271 = cse270*q_e_crank_0
    cse272 = cse251*cse253 - cse271
    cse273 = cse266*cse272
    cse274 = 4*cse253
    cse275 = cse274*q_e_crank_0
    cse276 = cse249*cse251 + cse275
    cse277 = 8*cse249
    cse278 = cse263*cse277
    cse279 = cse276*cse278
    cse280 = cse266*cse275
    cse281 = cse259*cse266
    cse282 = 1/cse262
    cse283 = -cse270*cse281 + cse274*cse282
    cse284 = -cse271*cse273 - cse276*cse280 + cse279*q_e_crank_0 + cse283
    cse285 = cse270*q_e_crank_2
    cse286 = cse250*cse253 - cse285
    cse287 = cse266*cse286
    cse288 = cse274*q_e_crank_2
    cse289 = cse249*cse250 + cse288
    cse290 = cse278*cse289
    cse291 = -cse271*cse287 - cse280*cse289 + cse290*q_e_crank_0
    cse292 = cse277*cse282
    cse293 = math.pi*q_e_crank_0
    cse294 = 8*cse253
    cse295 = cse281*cse294
    cse296 = -cse247*cse254 + cse247*cse258
    cse297 = cse266*cse296
    cse298 = cse278*cse296
    cse299 = cse247*cse260 + cse247*cse261
    cse300 = cse266*cse299
    cse301 = -cse271*cse300 - cse275*cse297 + cse292*cse293 + cse293*cse295 + cse298*q_e_crank_0
    cse302 = 4*cse263
    cse303 = 4*cse266
    cse304 = -cse292 - cse295
    cse305 = 2*cse266
    cse306 = cse286*cse305
    cse307 = cse276*cse302
    cse308 = cse272*cse305
    cse309 = -cse276*cse306 + cse289*cse307 - cse289*cse308
    cse310 = cse266*cse288
    cse311 = -cse273*cse285 - cse276*cse310 + cse279*q_e_crank_2
    cse312 = math.pi*cse270
    cse313 = 2*cse282
    cse314 = math.pi*cse274
    cse315 = 2*cse281
    cse316 = cse299*cse305
    cse317 = -cse276*cse316 + cse296*cse307 - cse296*cse308 + cse313*(cse293*cse294 + cse312*q_e_crank_1) - cse315*(cse277*cse293 - cse314*q_e_crank_1)
    cse318 = 4*math.pi**2
    cse319 = cse283 - cse285*cse287 - cse289*cse310 + cse290*q_e_crank_2
    cse320 = math.pi*q_e_crank_2
    cse321 = cse289*cse296*cse302 - cse289*cse316 - cse296*cse306 + cse313*(cse294*cse320 + cse312*q_e_crank_3) - cse315*(cse277*cse320 - cse314*q_e_crank_3)
    cse322 = -cse285*cse300 - cse288*cse297 + cse292*cse320 + cse295*cse320 + cse298*q_e_crank_2
    cse323 = 16*cse255
    out = np.zeros(21)
    out[_gamma_INDEX] = (
        -cse0*v_ed_crank_2 - cse1*v_ed_crank_3,  # [3]
        -cse0*v_ed_crank_3 + cse1*v_ed_crank_2,  # [4]
        -0.6*cse2 - cse3*v_ed_crank_2 - 0.6*cse4 + cse5*v_ed_crank_0,  # [5]
        -cse6*v_ed_rod_2 - cse7*v_ed_rod_3 - 0.32*cse8 - 0.32*cse9,  # [6]
        -cse3*v_ed_crank_0 - cse5*v_ed_crank_2 - cse6*v_ed_rod_3 + cse7*v_ed_rod_2,  # [7]
        -v_ed_rod_0*(cse13*v_ed_slider_1 + cse29*v_ed_slider_3 + cse41*v_ed_slider_0 + cse46*v_ed_rod_1 + cse50*v_ed_rod_3 + cse53*v_ed_slider_2 + cse57*v_ed_rod_0) - v_ed_rod_1*(cse31*v_ed_slider_3 + cse40*v_ed_slider_0 + cse46*v_ed_rod_0 + cse51*q_e_rod_2 + cse52*q_e_rod_2 + cse55*v_ed_rod_2) - v_ed_rod_2*(cse18*v_ed_slider_1 + cse34*v_ed_slider_3 + cse42*v_ed_slider_0 + cse46*v_ed_rod_3 + cse54*v_ed_slider_2 + cse55*v_ed_rod_1 + cse57*v_ed_rod_2) - v_ed_rod_3*(cse36*v_ed_slider_3 + cse43*v_ed_slider_0 + cse46*v_ed_rod_2 + cse50*v_ed_rod_0 - cse51*q_e_rod_0 - cse52*q_e_rod_0) - v_ed_slider_0*(cse23*v_ed_slider_1 + cse26*v_ed_slider_2 + cse37*v_ed_slider_0 + cse40*v_ed_rod_1 + cse41*v_ed_rod_0 + cse42*v_ed_rod_2 + cse43*v_ed_rod_3) - v_ed_slider_1*(cse10*cse14 - cse10*cse15 + cse13*v_ed_rod_0 + cse18*v_ed_rod_2 + cse23*v_ed_slider_0 + cse26*v_ed_slider_3) - v_ed_slider_2*(cse14*cse48 - cse15*cse48 + cse26*v_ed_slider_0 + cse38*v_ed_slider_3 + cse53*v_ed_rod_0 + cse54*v_ed_rod_2) - v_ed_slider_3*(cse26*v_ed_slider_1 + cse29*v_ed_rod_0 + cse31*v_ed_rod_1 + cse34*v_ed_rod_2 + cse36*v_ed_rod_3 + cse37*v_ed_slider_3 + cse38*v_ed_slider_2),  # [8]
        -v_ed_rod_0*(cse107*v_ed_rod_0 + cse111*v_ed_rod_1 + cse114 - cse115*v_ed_rod_2 - cse116 + cse72*v_ed_rod_3 - cse73*q_e_rod_1 + cse88*q_e_rod_1 + cse95*q_e_rod_0 - cse96*q_e_rod_0) - v_ed_rod_1*(cse100*v_ed_rod_2 + cse111*v_ed_rod_0 - cse112*cse24 + cse113 - cse73*q_e_rod_0 - cse75*v_ed_rod_3 + cse88*q_e_rod_0) - v_ed_rod_2*(cse100*v_ed_rod_1 + cse109 - cse73*q_e_rod_3 + cse85*v_ed_rod_3 + cse88*q_e_rod_3 + cse95*q_e_rod_2 - cse96*q_e_rod_2 + v_ed_rod_2*(cse107 - 2.4*cse24)) - v_ed_rod_3*(-1.2*cse24*v_ed_rod_3 + cse63 + cse72*v_ed_rod_0 - cse73*q_e_rod_2 + cse76 + cse85*v_ed_rod_2 - cse87 + cse88*q_e_rod_2) - v_rd_rod_x*(cse90 + cse91 - cse93 - cse94) - v_rd_rod_y*(cse125 - cse61) - v_rd_rod_z*(cse123 + cse124) - v_rd_slider_x*(-cse90 - cse91 + cse93 + cse94) - v_rd_slider_y*(cse59 + cse61) - v_rd_slider_z*(cse119 + cse122),  # [9]
        -v_ed_rod_0*(cse113 - cse115*v_ed_rod_3 + cse126*q_e_rod_0 - cse127*q_e_rod_1 + cse128*q_e_rod_1 - cse129*q_e_rod_0 + cse137*v_ed_rod_0 + cse138*v_ed_rod_1 + cse140*v_ed_rod_2) - v_ed_rod_1*(-cse112*cse139 - cse114 + cse116 - cse127*q_e_rod_0 + cse128*q_e_rod_0 + cse130*v_ed_rod_3 + cse138*v_ed_rod_0 - cse60*cse74) - v_ed_rod_2*(cse127*q_e_rod_3 - cse128*q_e_rod_3 + cse135*v_ed_rod_3 - 1.2*cse139*v_ed_rod_2 + cse140*v_ed_rod_0 - cse63 + cse76 + cse87) - v_ed_rod_3*(cse109 + cse126*q_e_rod_3 + cse127*q_e_rod_2 - cse128*q_e_rod_2 - cse129*q_e_rod_3 + cse130*v_ed_rod_1 + cse135*v_ed_rod_2 + v_ed_rod_3*(-cse136*q_e_rod_3 + cse137)) - v_rd_rod_x*(-cse142 - cse143 - cse144 - cse145) - v_rd_rod_y*(cse122 + cse124) - v_rd_rod_z*(cse125 - cse141) - v_rd_slider_x*(cse142 + cse143 + cse144 + cse145) - v_rd_slider_y*(cse119 + cse123) - v_rd_slider_z*(cse141 + cse59),  # [10]
        4*cse146 + 4*cse147,  # [11]
        -cse149 - cse151,  # [12]
        -v_ed_slider_0*(cse127*q_e_slider_3 + cse133*v_ed_slider_3 + cse158*v_ed_slider_0 + cse160 + cse161) - v_ed_slider_1*(cse127*q_e_slider_2 + cse133*v_ed_slider_2 + cse155 + cse156 + cse158*v_ed_slider_1 + cse159) - v_ed_slider_2*(cse127*q_e_slider_1 + cse133*v_ed_slider_1 + cse154) - v_ed_slider_3*(cse127*q_e_slider_0 + cse133*v_ed_slider_0 + cse152 + cse153) - v_rd_slider_x*(cse169 + cse27*v_ed_slider_1) - v_rd_slider_y*(cse166 + cse167 + cse168) - v_rd_slider_z*(-cse162*v_ed_slider_0 - cse163*v_ed_slider_2 + cse164*v_ed_slider_1 + cse165*v_ed_slider_3),  # [13]
        -v_ed_slider_0*(-cse105*v_ed_slider_0 - cse152 - cse153 + cse170*v_ed_slider_3 + cse173 + cse86*q_e_slider_3) - v_ed_slider_1*(cse154 + cse172*v_ed_slider_2 - cse86*q_e_slider_2) - v_ed_slider_2*(-cse105*v_ed_slider_2 - cse156 - cse159 - cse171 + cse172*v_ed_slider_1 - cse86*q_e_slider_1) - v_ed_slider_3*(cse161 + cse170*v_ed_slider_0 + cse86*q_e_slider_0) - v_rd_slider_x*(-cse166 - cse167 + cse168) - v_rd_slider_y*(-cse148*q_e_slider_2 - cse169) - v_rd_slider_z*(-cse162*v_ed_slider_3 - cse163*v_ed_slider_1 - cse164*v_ed_slider_2 - cse165*v_ed_slider_0),  # [14]
        cse149 - cse151,  # [15]
        -v_ed_rod_0*(cse101*v_rd_rod_x - cse101*v_rd_slider_x + cse202*v_ed_rod_2 + cse203*q_e_rod_2 + cse224*v_ed_slider_2 + cse226*v_ed_slider_1 + cse228*q_e_rod_0*v_ed_rod_1 + cse230*v_ed_slider_3 + cse231*v_ed_rod_3 + cse232*v_ed_slider_0 + cse77*v_rd_rod_y - cse77*v_rd_slider_y - cse79*v_rd_rod_z + v_ed_rod_0*(0.72*cse21 + cse227)) - v_ed_rod_1*(cse175*v_rd_rod_x - cse175*v_rd_slider_x + cse195*v_ed_rod_2 - cse207*q_e_rod_2 + cse220*v_ed_slider_2 + cse228*cse58 + cse235*v_ed_slider_1 + cse236*v_ed_slider_3 + cse237*v_ed_rod_3 + cse238*v_ed_slider_0 + cse77*v_rd_rod_z - cse77*v_rd_slider_z + cse79*v_rd_rod_y + v_ed_rod_1*(cse227 + 0.72*cse64)) - v_ed_rod_2*(cse175*cse206 - cse178*v_rd_rod_z + cse184*v_rd_rod_y + cse190*v_ed_slider_0 + cse191*v_ed_rod_2 + cse195*v_ed_rod_1 + cse202*v_ed_rod_0 + cse203*q_e_rod_0 - cse205*v_ed_slider_2 - cse207*q_e_rod_1 + cse210*v_ed_slider_3) - v_ed_rod_3*(cse101*cse206 + cse178*v_rd_rod_y + cse184*v_rd_rod_z + cse191*v_ed_rod_3 - cse203*q_e_rod_1 - cse207*q_e_rod_0 - cse217*v_ed_slider_2 + cse231*v_ed_rod_0 + cse237*v_ed_rod_1 + cse239*v_ed_slider_0 + cse240*v_ed_slider_3) - v_ed_slider_0*(cse190*v_ed_rod_2 + cse223*v_ed_slider_2 + cse232*v_ed_rod_0 + cse238*v_ed_rod_1 + cse239*v_ed_rod_3 + cse241*v_ed_slider_3 + cse242*q_e_slider_0 + cse243*v_ed_slider_1 - cse244*q_e_slider_0 + cse27*v_rd_rod_y - cse27*v_rd_slider_y - cse39*v_rd_rod_x + cse39*v_rd_slider_x + v_ed_slider_0*(cse245 + 16*cse44 + 48*cse45)) - v_ed_slider_1*(-cse10*v_rd_rod_x + cse10*v_rd_slider_x + cse101*q_e_slider_0*v_ed_rod_3 + cse173 + cse175*q_e_slider_0*v_ed_rod_2 + cse218*v_ed_slider_1 + cse226*v_ed_rod_0 + cse235*v_ed_rod_1 + cse243*v_ed_slider_0 + cse246*v_ed_slider_3 + cse48*v_rd_rod_y) - v_ed_slider_2*(-cse10*v_rd_rod_y + cse10*v_rd_slider_y + cse160 - cse205*v_ed_rod_2 - cse217*v_ed_rod_3 + cse218*v_ed_slider_2 + cse220*v_ed_rod_1 + cse223*v_ed_slider_0 + cse224*v_ed_rod_0 + cse225*v_ed_slider_3 - cse48*v_rd_rod_x) - v_ed_slider_3*(cse155 + cse171 + cse210*v_ed_rod_2 + cse225*v_ed_slider_2 + cse230*v_ed_rod_0 + cse236*v_ed_rod_1 + cse240*v_ed_rod_3 + cse241*v_ed_slider_0 + cse242*q_e_slider_3 - cse244*q_e_slider_3 + cse246*v_ed_slider_1 - cse27*v_rd_rod_x - cse39*v_rd_rod_y + v_ed_slider_3*(cse245 + 48*cse44 + 16*cse45)) - v_rd_rod_x*(cse108 - cse174 + cse176 - cse177 - cse51 - cse52 + cse62 - cse86) - v_rd_rod_y*(-cse127 + cse128 + cse179 - cse180 + cse181 + cse182 + cse183 + cse185 + cse186 - cse187) - v_rd_rod_z*(-cse211 + cse212 + cse213 - cse214 - cse215 - cse216 + cse73 - cse88) - v_rd_slider_x*(-cse108 + cse174 - cse176 + cse177 + cse51 + cse52 - cse62 + cse86) - v_rd_slider_y*(cse127 - cse128 - cse179 + cse180 - cse181 - cse182 - cse183 - cse185 - cse186 + cse187) - v_rd_slider_z*(cse211 - cse212 - cse213 + cse214 + cse215 + cse216 - cse73 + cse88),  # [16]
        -cse296**2*cse302 + cse296*cse299*cse303 - cse301*v_ed_crank_1 - cse313*(-cse254*cse318 + cse258*cse318) + cse315*(-cse260*cse318 - cse261*cse318) - cse317*v_ed_crank_0 - cse321*v_ed_crank_2 - cse322*v_ed_crank_3 - v_ed_crank_0*(cse284*v_ed_crank_1 + cse309*v_ed_crank_2 + cse311*v_ed_crank_3 + cse317 + v_ed_crank_0*(-cse272*cse276*cse303 + cse276**2*cse302 + cse304)) - v_ed_crank_1*(cse268*v_ed_crank_3 + cse284*v_ed_crank_0 + cse291*v_ed_crank_2 + cse301 + v_ed_crank_1*(cse264*cse269 - cse267*cse269)) - v_ed_crank_2*(cse291*v_ed_crank_1 + cse309*v_ed_crank_0 + cse319*v_ed_crank_3 + cse321 + v_ed_crank_2*(-cse286*cse289*cse303 + cse289**2*cse302 + cse304)) - v_ed_crank_3*(cse268*v_ed_crank_1 + cse311*v_ed_crank_0 + cse319*v_ed_crank_2 + cse322 + v_ed_crank_3*(cse264*cse323 - cse267*cse323)),  # [17]
        -cse8 - cse9 - v_ed_crank_1**2 - v_ed_crank_3**2,  # [18]
        -cse2 - cse4 - v_ed_rod_2**2 - v_ed_rod_3**2,  # [19]
        -cse146 - cse147 - v_ed_slider_2**2 - v_ed_slider_3**2,  # [20]
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
    # 113 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        _, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = q_e_crank_2**2
    cse1 = q_e_crank_3**2
    cse2 = q_e_crank_1**2
    cse3 = 0.0004*cse1 + 0.0004*cse2
    cse4 = q_e_crank_0*q_e_crank_1
    cse5 = 0.00036*q_e_crank_3
    cse6 = -0.0004*cse4 - cse5*q_e_crank_2
    cse7 = -4e-05*q_e_crank_0*q_e_crank_2
    cse8 = 0.0004*q_e_crank_3
    cse9 = q_e_crank_1*q_e_crank_2
    cse10 = -cse8*q_e_crank_0 + 0.00036*cse9
    cse11 = q_e_crank_0**2
    cse12 = 0.0004*cse0 + 0.0004*cse11
    cse13 = cse5*q_e_crank_0 - 0.0004*cse9
    cse14 = -4e-05*q_e_crank_1*q_e_crank_3
    cse15 = -0.00036*cse4 - cse8*q_e_crank_2
    cse16 = q_e_rod_2**2
    cse17 = q_e_rod_3**2
    cse18 = q_e_rod_1**2
    cse19 = 0.016*cse17 + 0.016*cse18
    cse20 = 0.0144*q_e_rod_2
    cse21 = q_e_rod_0*q_e_rod_1
    cse22 = -cse20*q_e_rod_3 - 0.016*cse21
    cse23 = -0.0016*q_e_rod_0*q_e_rod_2
    cse24 = q_e_rod_0*q_e_rod_3
    cse25 = cse20*q_e_rod_1 - 0.016*cse24
    cse26 = q_e_rod_0**2
    cse27 = 0.016*cse16 + 0.016*cse26
    cse28 = 0.016*q_e_rod_2
    cse29 = 0.0144*cse24 - cse28*q_e_rod_1
    cse30 = -0.0016*q_e_rod_1*q_e_rod_3
    cse31 = -0.0144*cse21 - cse28*q_e_rod_3
    cse32 = 0.0004*q_e_slider_2**2
    cse33 = 0.0004*q_e_slider_3**2
    cse34 = 0.0004*q_e_slider_1**2
    cse35 = cse33 + cse34
    cse36 = 0.0004*q_e_slider_1
    cse37 = -cse36*q_e_slider_0
    cse38 = 0.0004*q_e_slider_2
    cse39 = -cse38*q_e_slider_0
    cse40 = -0.0004*q_e_slider_0*q_e_slider_3
    cse41 = 0.0004*q_e_slider_0**2
    cse42 = cse32 + cse41
    cse43 = -cse36*q_e_slider_2
    cse44 = -cse36*q_e_slider_3
    cse45 = -cse38*q_e_slider_3
    out = np.zeros((21, 21))
    out[_M_INDEX] = (
        0.12,  # [0, 0]
        0.12,  # [1, 1]
        0.12,  # [2, 2]
        4e-05*cse0 + cse3,  # [3, 3]
        cse6,  # [3, 4]
        cse7,  # [3, 5]
        cse10,  # [3, 6]
        cse6,  # [4, 3]
        4e-05*cse1 + cse12,  # [4, 4]
        cse13,  # [4, 5]
        cse14,  # [4, 6]
        cse7,  # [5, 3]
        cse13,  # [5, 4]
        4e-05*cse11 + cse3,  # [5, 5]
        cse15,  # [5, 6]
        cse10,  # [6, 3]
        cse14,  # [6, 4]
        cse15,  # [6, 5]
        cse12 + 4e-05*cse2,  # [6, 6]
        0.5,  # [7, 7]
        0.5,  # [8, 8]
        0.5,  # [9, 9]
        0.0016*cse16 + cse19,  # [10, 10]
        cse22,  # [10, 11]
        cse23,  # [10, 12]
        cse25,  # [10, 13]
        cse22,  # [11, 10]
        0.0016*cse17 + cse27,  # [11, 11]
        cse29,  # [11, 12]
        cse30,  # [11, 13]
        cse23,  # [12, 10]
        cse29,  # [12, 11]
        cse19 + 0.0016*cse26,  # [12, 12]
        cse31,  # [12, 13]
        cse25,  # [13, 10]
        cse30,  # [13, 11]
        cse31,  # [13, 12]
        0.0016*cse18 + cse27,  # [13, 13]
        2.0,  # [14, 14]
        2.0,  # [15, 15]
        2.0,  # [16, 16]
        cse32 + cse35,  # [17, 17]
        cse37,  # [17, 18]
        cse39,  # [17, 19]
        cse40,  # [17, 20]
        cse37,  # [18, 17]
        cse33 + cse42,  # [18, 18]
        cse43,  # [18, 19]
        cse44,  # [18, 20]
        cse39,  # [19, 17]
        cse43,  # [19, 18]
        cse35 + cse41,  # [19, 19]
        cse45,  # [19, 20]
        cse40,  # [20, 17]
        cse44,  # [20, 18]
        cse45,  # [20, 19]
        cse34 + cse42,  # [20, 20]
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
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        _, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    cse0 = q_e_crank_2**2
    cse1 = q_e_crank_3**2
    cse2 = q_e_crank_1**2
    cse3 = 0.0004*cse1 + 0.0004*cse2
    cse4 = q_e_crank_0*q_e_crank_1
    cse5 = 0.00036*q_e_crank_3
    cse6 = -0.0004*cse4 - cse5*q_e_crank_2
    cse7 = -4e-05*q_e_crank_0*q_e_crank_2
    cse8 = 0.0004*q_e_crank_3
    cse9 = q_e_crank_1*q_e_crank_2
    cse10 = -cse8*q_e_crank_0 + 0.00036*cse9
    cse11 = q_e_crank_0**2
    cse12 = 0.0004*cse0 + 0.0004*cse11
    cse13 = cse5*q_e_crank_0 - 0.0004*cse9
    cse14 = -4e-05*q_e_crank_1*q_e_crank_3
    cse15 = -0.00036*cse4 - cse8*q_e_crank_2
    cse16 = q_e_rod_2**2
    cse17 = q_e_rod_3**2
    cse18 = q_e_rod_1**2
    cse19 = 0.016*cse17 + 0.016*cse18
    cse20 = 0.0144*q_e_rod_2
    cse21 = q_e_rod_0*q_e_rod_1
    cse22 = -cse20*q_e_rod_3 - 0.016*cse21
    cse23 = -0.0016*q_e_rod_0*q_e_rod_2
    cse24 = q_e_rod_0*q_e_rod_3
    cse25 = cse20*q_e_rod_1 - 0.016*cse24
    cse26 = q_e_rod_0**2
    cse27 = 0.016*cse16 + 0.016*cse26
    cse28 = 0.016*q_e_rod_2
    cse29 = 0.0144*cse24 - cse28*q_e_rod_1
    cse30 = -0.0016*q_e_rod_1*q_e_rod_3
    cse31 = -0.0144*cse21 - cse28*q_e_rod_3
    cse32 = 0.0004*q_e_slider_2**2
    cse33 = 0.0004*q_e_slider_3**2
    cse34 = 0.0004*q_e_slider_1**2
    cse35 = cse33 + cse34
    cse36 = 0.0004*q_e_slider_1
    cse37 = -cse36*q_e_slider_0
    cse38 = 0.0004*q_e_slider_2
    cse39 = -cse38*q_e_slider_0
    cse40 = -0.0004*q_e_slider_0*q_e_slider_3
    cse41 = 0.0004*q_e_slider_0**2
    cse42 = cse32 + cse41
    cse43 = -cse36*q_e_slider_2
    cse44 = -cse36*q_e_slider_3
    cse45 = -cse38*q_e_slider_3
    out = np.zeros((n, 21, 21))
    out[:, 0, 0] = 0.12
    out[:, 1, 1] = 0.12
    out[:, 2, 2] = 0.12
    out[:, 3, 3] = 4e-05*cse0 + cse3
    out[:, 3, 4] = cse6
    out[:, 3, 5] = cse7
    out[:, 3, 6] = cse10
    out[:, 4, 3] = cse6
    out[:, 4, 4] = 4e-05*cse1 + cse12
    out[:, 4, 5] = cse13
    out[:, 4, 6] = cse14
    out[:, 5, 3] = cse7
    out[:, 5, 4] = cse13
    out[:, 5, 5] = 4e-05*cse11 + cse3
    out[:, 5, 6] = cse15
    out[:, 6, 3] = cse10
    out[:, 6, 4] = cse14
    out[:, 6, 5] = cse15
    out[:, 6, 6] = cse12 + 4e-05*cse2
    out[:, 7, 7] = 0.5
    out[:, 8, 8] = 0.5
    out[:, 9, 9] = 0.5
    out[:, 10, 10] = 0.0016*cse16 + cse19
    out[:, 10, 11] = cse22
    out[:, 10, 12] = cse23
    out[:, 10, 13] = cse25
    out[:, 11, 10] = cse22
    out[:, 11, 11] = 0.0016*cse17 + cse27
    out[:, 11, 12] = cse29
    out[:, 11, 13] = cse30
    out[:, 12, 10] = cse23
    out[:, 12, 11] = cse29
    out[:, 12, 12] = cse19 + 0.0016*cse26
    out[:, 12, 13] = cse31
    out[:, 13, 10] = cse25
    out[:, 13, 11] = cse30
    out[:, 13, 12] = cse31
    out[:, 13, 13] = 0.0016*cse18 + cse27
    out[:, 14, 14] = 2.0
    out[:, 15, 15] = 2.0
    out[:, 16, 16] = 2.0
    out[:, 17, 17] = cse32 + cse35
    out[:, 17, 18] = cse37
    out[:, 17, 19] = cse39
    out[:, 17, 20] = cse40
    out[:, 18, 17] = cse37
    out[:, 18, 18] = cse33 + cse42
    out[:, 18, 19] = cse43
    out[:, 18, 20] = cse44
    out[:, 19, 17] = cse39
    out[:, 19, 18] = cse43
    out[:, 19, 19] = cse35 + cse41
    out[:, 19, 20] = cse45
    out[:, 20, 17] = cse40
    out[:, 20, 18] = cse44
    out[:, 20, 19] = cse45
    out[:, 20, 20] = cse34 + cse42
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
    # 310 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        _, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, _,
        _, _, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, _, _,
        _, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2e-05*v_ed_crank_2
    cse1 = 2e-05*q_e_crank_0
    cse2 = 2e-05*v_ed_crank_0
    cse3 = 2*v_ed_crank_3
    cse4 = 2*q_e_crank_0
    cse5 = q_e_crank_3*v_ed_crank_1
    cse6 = 2*v_ed_crank_0
    cse7 = cse3*q_e_crank_1 + cse4*v_ed_crank_2 - 2*cse5 - cse6*q_e_crank_2
    cse8 = 2*v_ed_crank_2
    cse9 = -cse3*q_e_crank_2 + cse4*v_ed_crank_1 - cse6*q_e_crank_1 + cse8*q_e_crank_3
    cse10 = 0.0002*cse5
    cse11 = 0.0002*v_ed_crank_0
    cse12 = cse11*q_e_crank_2
    cse13 = 0.0002*q_e_crank_1
    cse14 = cse13*v_ed_crank_3
    cse15 = 0.0002*v_ed_crank_2
    cse16 = cse15*q_e_crank_0
    cse17 = cse7*(-cse0*q_e_crank_3 - cse1*v_ed_crank_1 + cse2*q_e_crank_1 + 2e-05*q_e_crank_2*v_ed_crank_3) + cse9*(-cse10 - cse12 + cse14 + cse16)
    cse18 = 2*cse17
    cse19 = q_e_crank_2*v_ed_crank_1
    cse20 = 2*cse19 + cse3*q_e_crank_0 - cse6*q_e_crank_3 - cse8*q_e_crank_1
    cse21 = 0.0002*v_ed_crank_3
    cse22 = 0.0002*v_ed_crank_1
    cse23 = 2*cse20*(-cse13*v_ed_crank_0 + cse15*q_e_crank_3 - cse21*q_e_crank_2 + cse22*q_e_crank_0) + 2*cse9*(cse11*q_e_crank_3 + cse13*v_ed_crank_2 - cse21*q_e_crank_0 - cse22*q_e_crank_2)
    cse24 = cse20*(cse10 + cse12 - cse14 - cse16) + cse7*(-cse0*q_e_crank_1 + cse1*v_ed_crank_3 + 2e-05*cse19 - cse2*q_e_crank_3)
    cse25 = 2*cse24
    cse26 = 2*q_e_rod_0
    cse27 = 2*q_e_rod_3
    cse28 = 2*q_e_rod_1
    cse29 = q_e_rod_2*v_ed_rod_0
    cse30 = cse26*v_ed_rod_2 - cse27*v_ed_rod_1 + cse28*v_ed_rod_3 - 2*cse29
    cse31 = 0.0008*q_e_rod_3
    cse32 = 0.0008*q_e_rod_0
    cse33 = 0.0008*q_e_rod_2
    cse34 = 0.0008*q_e_rod_1
    cse35 = 0.008*q_e_rod_3
    cse36 = cse35*v_ed_rod_1
    cse37 = 0.008*cse29
    cse38 = 0.008*q_e_rod_1
    cse39 = cse38*v_ed_rod_3
    cse40 = 0.008*q_e_rod_0
    cse41 = cse40*v_ed_rod_2
    cse42 = q_e_rod_2*v_ed_rod_3
    cse43 = cse26*v_ed_rod_1 + cse27*v_ed_rod_2 - cse28*v_ed_rod_0 - 2*cse42
    cse44 = 2*cse30*(-cse31*v_ed_rod_2 - cse32*v_ed_rod_1 + cse33*v_ed_rod_3 + cse34*v_ed_rod_0) + 2*cse43*(-cse36 - cse37 + cse39 + cse41)
    cse45 = q_e_rod_2*v_ed_rod_1
    cse46 = cse26*v_ed_rod_3 - cse27*v_ed_rod_0 - cse28*v_ed_rod_2 + 2*cse45
    cse47 = 2*cse43*(cse35*v_ed_rod_0 + cse38*v_ed_rod_2 - cse40*v_ed_rod_3 - 0.008*cse45) + 2*cse46*(cse35*v_ed_rod_2 - cse38*v_ed_rod_0 + cse40*v_ed_rod_1 - 0.008*cse42)
    cse48 = 2*cse30*(-cse31*v_ed_rod_0 + cse32*v_ed_rod_3 + cse33*v_ed_rod_1 - cse34*v_ed_rod_2) + 2*cse46*(cse36 + cse37 - cse39 - cse41)
    cse49 = 2*q_e_slider_1
    cse50 = 2*q_e_slider_3
    cse51 = 2*q_e_slider_0
    cse52 = 2*q_e_slider_2
    cse53 = cse49*v_ed_slider_3 - cse50*v_ed_slider_1 + cse51*v_ed_slider_2 - cse52*v_ed_slider_0
    cse54 = 0.0002*q_e_slider_3
    cse55 = cse54*v_ed_slider_2
    cse56 = 0.0002*q_e_slider_0
    cse57 = cse56*v_ed_slider_1
    cse58 = 0.0002*q_e_slider_2
    cse59 = cse58*v_ed_slider_3
    cse60 = 0.0002*q_e_slider_1
    cse61 = cse60*v_ed_slider_0
    cse62 = -cse49*v_ed_slider_0 + cse50*v_ed_slider_2 + cse51*v_ed_slider_1 - cse52*v_ed_slider_3
    cse63 = cse54*v_ed_slider_1
    cse64 = cse60*v_ed_slider_3
    cse65 = cse58*v_ed_slider_0
    cse66 = cse56*v_ed_slider_2
    cse67 = cse53*(-cse55 - cse57 + cse59 + cse61) + cse62*(-cse63 + cse64 - cse65 + cse66)
    cse68 = 2*cse67
    cse69 = -cse49*v_ed_slider_2 - cse50*v_ed_slider_0 + cse51*v_ed_slider_3 + cse52*v_ed_slider_1
    cse70 = cse58*v_ed_slider_1
    cse71 = cse56*v_ed_slider_3
    cse72 = cse54*v_ed_slider_0
    cse73 = cse60*v_ed_slider_2
    cse74 = 2*cse62*(-cse70 - cse71 + cse72 + cse73) + 2*cse69*(cse55 + cse57 - cse59 - cse61)
    cse75 = 2*cse53*(cse70 + cse71 - cse72 - cse73) + 2*cse69*(cse63 - cse64 + cse65 - cse66)
    out = np.zeros(21)
    out[_Q_INDEX] = (
        -1.1772,  # [2]
        -cse18*q_e_crank_3 - cse23*q_e_crank_2 - cse25*q_e_crank_1,  # [3]
        cse18*q_e_crank_2 - cse23*q_e_crank_3 + cse24*cse4,  # [4]
        -cse18*q_e_crank_1 + cse23*q_e_crank_0 + cse25*q_e_crank_3,  # [5]
        cse17*cse4 + cse23*q_e_crank_1 - cse25*q_e_crank_2,  # [6]
        -4.905,  # [9]
        -cse44*q_e_rod_3 - cse47*q_e_rod_2 - cse48*q_e_rod_1,  # [10]
        cse44*q_e_rod_2 - cse47*q_e_rod_3 + cse48*q_e_rod_0,  # [11]
        -cse44*q_e_rod_1 + cse47*q_e_rod_0 + cse48*q_e_rod_3,  # [12]
        cse44*q_e_rod_0 + cse47*q_e_rod_1 - cse48*q_e_rod_2,  # [13]
        -19.62,  # [16]
        -cse68*q_e_slider_3 - cse74*q_e_slider_2 - cse75*q_e_slider_1,  # [17]
        cse68*q_e_slider_2 - cse74*q_e_slider_3 + cse75*q_e_slider_0,  # [18]
        -cse68*q_e_slider_1 + cse74*q_e_slider_0 + cse75*q_e_slider_3,  # [19]
        cse51*cse67 + cse74*q_e_slider_1 - cse75*q_e_slider_2,  # [20]
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
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        _, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    (
        _, _, _, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, _,
        _, _, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, _, _,
        _, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = _columns(v, n, 21, "v")

    cse0 = 2e-05*v_ed_crank_2
    cse1 = 2e-05*q_e_crank_0
    cse2 = 2e-05*v_ed_crank_0
    cse3 = 2*v_ed_crank_3
    cse4 = 2*q_e_crank_0
    cse5 = q_e_crank_3*v_ed_crank_1
    cse6 = 2*v_ed_crank_0
    cse7 = cse3*q_e_crank_1 + cse4*v_ed_crank_2 - 2*cse5 - cse6*q_e_crank_2
    cse8 = 2*v_ed_crank_2
    cse9 = -cse3*q_e_crank_2 + cse4*v_ed_crank_1 - cse6*q_e_crank_1 + cse8*q_e_crank_3
    cse10 = 0.0002*cse5
    cse11 = 0.0002*v_ed_crank_0
    cse12 = cse11*q_e_crank_2
    cse13 = 0.0002*q_e_crank_1
    cse14 = cse13*v_ed_crank_3
    cse15 = 0.0002*v_ed_crank_2
    cse16 = cse15*q_e_crank_0
    cse17 = cse7*(-cse0*q_e_crank_3 - cse1*v_ed_crank_1 + cse2*q_e_crank_1 + 2e-05*q_e_crank_2*v_ed_crank_3) + cse9*(-cse10 - cse12 + cse14 + cse16)
    cse18 = 2*cse17
    cse19 = q_e_crank_2*v_ed_crank_1
    cse20 = 2*cse19 + cse3*q_e_crank_0 - cse6*q_e_crank_3 - cse8*q_e_crank_1
    cse21 = 0.0002*v_ed_crank_3
    cse22 = 0.0002*v_ed_crank_1
    cse23 = 2*cse20*(-cse13*v_ed_crank_0 + cse15*q_e_crank_3 - cse21*q_e_crank_2 + cse22*q_e_crank_0) + 2*cse9*(cse11*q_e_crank_3 + cse13*v_ed_crank_2 - cse21*q_e_crank_0 - cse22*q_e_crank_2)
    cse24 = cse20*(cse10 + cse12 - cse14 - cse16) + cse7*(-cse0*q_e_crank_1 + cse1*v_ed_crank_3 + 2e-05*cse19 - cse2*q_e_crank_3)
    cse25 = 2*cse24
    cse26 = 2*q_e_rod_0
    cse27 = 2*q_e_rod_3
    cse28 = 2*q_e_rod_1
    cse29 = q_e_rod_2*v_ed_rod_0
    cse30 = cse26*v_ed_rod_2 - cse27*v_ed_rod_1 + cse28*v_ed_rod_3 - 2*cse29
    cse31 = 0.0008*q_e_rod_3
    cse32 = 0.0008*q_e_rod_0
    cse33 = 0.0008*q_e_rod_2
    cse34 = 0.0008*q_e_rod_1
    cse35 = 0.008*q_e_rod_3
    cse36 = cse35*v_ed_rod_1
    cse37 = 0.008*cse29
    cse38 = 0.008*q_e_rod_1
    cse39 = cse38*v_ed_rod_3
    cse40 = 0.008*q_e_rod_0
    cse41 = cse40*v_ed_rod_2
    cse42 = q_e_rod_2*v_ed_rod_3
    cse43 = cse26*v_ed_rod_1 + cse27*v_ed_rod_2 - cse28*v_ed_rod_0 - 2*cse42
    cse44 = 2*cse30*(-cse31*v_ed_rod_2 - cse32*v_ed_rod_1 + cse33*v_ed_rod_3 + cse34*v_ed_rod_0) + 2*cse43*(-cse36 - cse37 + cse39 + cse41)
    cse45 = q_e_rod_2*v_ed_rod_1
    cse46 = cse26*v_ed_rod_3 - cse27*v_ed_rod_0 - cse28*v_ed_rod_2 + 2*cse45
    cse47 = 2*cse43*(cse35*v_ed_rod_0 + cse38*v_ed_rod_2 - cse40*v_ed_rod_3 - 0.008*cse45) + 2*cse46*(cse35*v_ed_rod_2 - cse38*v_ed_rod_0 + cse40*v_ed_rod_1 - 0.008*cse42)
    cse48 = 2*cse30*(-cse31*v_ed_rod_0 + cse32*v_ed_rod_3 + cse33*v_ed_rod_1 - cse34*v_ed_rod_2) + 2*cse46*(cse36 + cse37 - cse39 - cse41)
    cse49 = 2*q_e_slider_1
    cse50 = 2*q_e_slider_3
    cse51 = 2*q_e_slider_0
    cse52 = 2*q_e_slider_2
    cse53 = cse49*v_ed_slider_3 - cse50*v_ed_slider_1 + cse51*v_ed_slider_2 - cse52*v_ed_slider_0
    cse54 = 0.0002*q_e_slider_3
    cse55 = cse54*v_ed_slider_2
    cse56 = 0.0002*q_e_slider_0
    cse57 = cse56*v_ed_slider_1
    cse58 = 0.0002*q_e_slider_2
    cse59 = cse58*v_ed_slider_3
    cse60 = 0.0002*q_e_slider_1
    cse61 = cse60*v_ed_slider_0
    cse62 = -cse49*v_ed_slider_0 + cse50*v_ed_slider_2 + cse51*v_ed_slider_1 - cse52*v_ed_slider_3
    cse63 = cse54*v_ed_slider_1
    cse64 = cse60*v_ed_slider_3
    cse65 = cse58*v_ed_slider_0
    cse66 = cse56*v_ed_slider_2
    cse67 = cse53*(-cse55 - cse57 + cse59 + cse61) + cse62*(-cse63 + cse64 - cse65 + cse66)
    cse68 = 2*cse67
    cse69 = -cse49*v_ed_slider_2 - cse50*v_ed_slider_0 + cse51*v_ed_slider_3 + cse52*v_ed_slider_1
    cse70 = cse58*v_ed_slider_1
    cse71 = cse56*v_ed_slider_3
    cse72 = cse54*v_ed_slider_0
    cse73 = cse60*v_ed_slider_2
    cse74 = 2*cse62*(-cse70 - cse71 + cse72 + cse73) + 2*cse69*(cse55 + cse57 - cse59 - cse61)
    cse75 = 2*cse53*(cse70 + cse71 - cse72 - cse73) + 2*cse69*(cse63 - cse64 + cse65 - cse66)
    out = np.zeros((n, 21))
    out[:, 2] = -1.1772
    out[:, 3] = -cse18*q_e_crank_3 - cse23*q_e_crank_2 - cse25*q_e_crank_1
    out[:, 4] = cse18*q_e_crank_2 - cse23*q_e_crank_3 + cse24*cse4
    out[:, 5] = -cse18*q_e_crank_1 + cse23*q_e_crank_0 + cse25*q_e_crank_3
    out[:, 6] = cse17*cse4 + cse23*q_e_crank_1 - cse25*q_e_crank_2
    out[:, 9] = -4.905
    out[:, 10] = -cse44*q_e_rod_3 - cse47*q_e_rod_2 - cse48*q_e_rod_1
    out[:, 11] = cse44*q_e_rod_2 - cse47*q_e_rod_3 + cse48*q_e_rod_0
    out[:, 12] = -cse44*q_e_rod_1 + cse47*q_e_rod_0 + cse48*q_e_rod_3
    out[:, 13] = cse44*q_e_rod_0 + cse47*q_e_rod_1 - cse48*q_e_rod_2
    out[:, 16] = -19.62
    out[:, 17] = -cse68*q_e_slider_3 - cse74*q_e_slider_2 - cse75*q_e_slider_1
    out[:, 18] = cse68*q_e_slider_2 - cse74*q_e_slider_3 + cse75*q_e_slider_0
    out[:, 19] = -cse68*q_e_slider_1 + cse74*q_e_slider_0 + cse75*q_e_slider_3
    out[:, 20] = cse51*cse67 + cse74*q_e_slider_1 - cse75*q_e_slider_2
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
    # 841 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        _, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, _,
        _, _, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, _, _,
        _, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 0.0002*v_ed_crank_1
    cse1 = cse0*q_e_crank_3
    cse2 = 0.0002*v_ed_crank_0
    cse3 = cse2*q_e_crank_2
    cse4 = 0.0002*v_ed_crank_3
    cse5 = cse4*q_e_crank_1
    cse6 = 0.0002*v_ed_crank_2
    cse7 = cse6*q_e_crank_0
    cse8 = -2*cse1 - 2*cse3 + 2*cse5 + 2*cse7
    cse9 = 2*q_e_crank_3
    cse10 = 2*q_e_crank_0
    cse11 = 2*q_e_crank_2
    cse12 = 2*q_e_crank_1
    cse13 = cse10*v_ed_crank_1 - cse11*v_ed_crank_3 - cse12*v_ed_crank_0 + cse9*v_ed_crank_2
    cse14 = 0.0002*cse13
    cse15 = cse14*v_ed_crank_2
    cse16 = 2*v_ed_crank_1
    cse17 = 2*v_ed_crank_0
    cse18 = cse10*v_ed_crank_2 + cse12*v_ed_crank_3 - cse16*q_e_crank_3 - cse17*q_e_crank_2
    cse19 = 2e-05*cse18
    cse20 = cse19*v_ed_crank_1
    cse21 = 2e-05*v_ed_crank_2
    cse22 = 2e-05*q_e_crank_0
    cse23 = 2e-05*q_e_crank_2
    cse24 = 2e-05*v_ed_crank_0
    cse25 = -2*cse21*q_e_crank_3 - 2*cse22*v_ed_crank_1 + 2*cse23*v_ed_crank_3 + 2*cse24*q_e_crank_1
    cse26 = cse15 - cse20 + cse25*v_ed_crank_2 + cse8*v_ed_crank_1
    cse27 = cse14*v_ed_crank_3
    cse28 = -2*cse0*q_e_crank_2 + 2*cse2*q_e_crank_3 - 2*cse4*q_e_crank_0 + 2*cse6*q_e_crank_1
    cse29 = 2*cse0*q_e_crank_0 - 2*cse2*q_e_crank_1 - 2*cse4*q_e_crank_2 + 2*cse6*q_e_crank_3
    cse30 = cse10*v_ed_crank_3 - cse12*v_ed_crank_2 + cse16*q_e_crank_2 - cse17*q_e_crank_3
    cse31 = 0.0002*cse30
    cse32 = cse31*v_ed_crank_1
    cse33 = -cse27 + cse28*v_ed_crank_1 + cse29*v_ed_crank_3 + cse32
    cse34 = cse31*v_ed_crank_2
    cse35 = cse19*v_ed_crank_3
    cse36 = 2*cse1 + 2*cse3 - 2*cse5 - 2*cse7
    cse37 = -2*cse21*q_e_crank_1 + 2*cse22*v_ed_crank_3 + 2*cse23*v_ed_crank_1 - 2*cse24*q_e_crank_3
    cse38 = -cse34 + cse35 + cse36*v_ed_crank_3 + cse37*v_ed_crank_2
    cse39 = 2*cse38
    cse40 = cse19*v_ed_crank_0
    cse41 = cse25*v_ed_crank_3 + cse27 + cse40 - cse8*v_ed_crank_0
    cse42 = cse2*cse30
    cse43 = cse15 - cse28*v_ed_crank_0 - cse29*v_ed_crank_2 - cse42
    cse44 = -cse30*cse4
    cse45 = -cse19*v_ed_crank_2
    cse46 = -cse36*v_ed_crank_2 + cse37*v_ed_crank_3 + cse44 + cse45
    cse47 = cse30*cse36
    cse48 = cse18*cse37
    cse49 = -cse47 - cse48
    cse50 = cse13*cse2
    cse51 = -cse25*v_ed_crank_0 + cse35 - cse50 - cse8*v_ed_crank_3
    cse52 = -cse14*v_ed_crank_1
    cse53 = -cse28*v_ed_crank_3 + cse29*v_ed_crank_1 + cse44 + cse52
    cse54 = cse20 + cse36*v_ed_crank_1 - cse37*v_ed_crank_0 + cse42
    cse55 = cse13*cse28
    cse56 = cse29*cse30
    cse57 = -cse55 - cse56
    cse58 = -cse25*v_ed_crank_1 + cse45 + cse52 + cse8*v_ed_crank_2
    cse59 = cse32 - cse36*v_ed_crank_0 - cse37*v_ed_crank_1 - cse40
    cse60 = 2*cse59
    cse61 = cse28*v_ed_crank_2 - cse29*v_ed_crank_0 + cse34 + cse50
    cse62 = cse13*cse8
    cse63 = cse18*cse25
    cse64 = -cse62 - cse63
    cse65 = cse47 + cse48
    cse66 = cse62 + cse63
    cse67 = cse55 + cse56
    cse68 = 2*v_ed_rod_2
    cse69 = 2*v_ed_rod_1
    cse70 = 2*v_ed_rod_3
    cse71 = 2*v_ed_rod_0
    cse72 = cse68*q_e_rod_3 + cse69*q_e_rod_0 - cse70*q_e_rod_2 - cse71*q_e_rod_1
    cse73 = 0.008*cse72
    cse74 = cse73*v_ed_rod_2
    cse75 = 0.008*q_e_rod_3
    cse76 = cse75*v_ed_rod_1
    cse77 = 0.008*q_e_rod_2
    cse78 = cse77*v_ed_rod_0
    cse79 = 0.008*q_e_rod_1
    cse80 = cse79*v_ed_rod_3
    cse81 = 0.008*q_e_rod_0
    cse82 = cse81*v_ed_rod_2
    cse83 = -cse76 - cse78 + cse80 + cse82
    cse84 = 0.0008*v_ed_rod_2
    cse85 = 0.0008*q_e_rod_0
    cse86 = 0.0008*q_e_rod_2
    cse87 = 0.0008*v_ed_rod_0
    cse88 = -cse84*q_e_rod_3 - cse85*v_ed_rod_1 + cse86*v_ed_rod_3 + cse87*q_e_rod_1
    cse89 = 2*cse88
    cse90 = cse68*q_e_rod_0 - cse69*q_e_rod_3 + cse70*q_e_rod_1 - cse71*q_e_rod_2
    cse91 = 0.0008*cse90
    cse92 = cse91*v_ed_rod_1
    cse93 = cse69*cse83 + cse74 + cse89*v_ed_rod_2 - cse92
    cse94 = 2*q_e_rod_3
    cse95 = 0.008*v_ed_rod_3
    cse96 = cse72*cse95
    cse97 = -cse68*q_e_rod_1 + cse69*q_e_rod_2 + cse70*q_e_rod_0 - cse71*q_e_rod_3
    cse98 = 0.008*cse97
    cse99 = cse98*v_ed_rod_1
    cse100 = cse75*v_ed_rod_0 - cse77*v_ed_rod_1 + cse79*v_ed_rod_2 - cse95*q_e_rod_0
    cse101 = cse75*v_ed_rod_2 - cse79*v_ed_rod_0 + cse81*v_ed_rod_1 - cse95*q_e_rod_2
    cse102 = 2*cse101
    cse103 = 2*cse100*cse69 + 2*cse102*v_ed_rod_3 - 2*cse96 + 2*cse99
    cse104 = cse98*v_ed_rod_2
    cse105 = cse76 + cse78 - cse80 - cse82
    cse106 = -cse84*q_e_rod_1 + cse85*v_ed_rod_3 + cse86*v_ed_rod_1 - cse87*q_e_rod_3
    cse107 = cse91*v_ed_rod_3
    cse108 = -cse104 + cse105*cse70 + cse106*cse68 + cse107
    cse109 = 2*q_e_rod_1
    cse110 = cse91*v_ed_rod_0
    cse111 = 2*cse110 - 2*cse71*cse83 + 2*cse89*v_ed_rod_3 + 2*cse96
    cse112 = cse98*v_ed_rod_0
    cse113 = -2*cse100*cse71 - 2*cse102*v_ed_rod_2 - 2*cse112 + 2*cse74
    cse114 = -cse98*v_ed_rod_3
    cse115 = -cse91*v_ed_rod_2
    cse116 = -2*cse105*cse68 + 2*cse106*cse70 + 2*cse114 + 2*cse115
    cse117 = 2*cse105*cse97
    cse118 = 2*cse106*cse90
    cse119 = -cse117 - cse118
    cse120 = cse73*v_ed_rod_0
    cse121 = cse107 - cse120 - cse70*cse83 - cse89*v_ed_rod_0
    cse122 = 2*cse121
    cse123 = -cse73*v_ed_rod_1
    cse124 = 2*cse100
    cse125 = 2*cse101*cse69 + 2*cse114 + 2*cse123 - 2*cse124*v_ed_rod_3
    cse126 = 2*cse105*cse69 - 2*cse106*cse71 + 2*cse112 + 2*cse92
    cse127 = cse102*cse97
    cse128 = cse124*cse72
    cse129 = -cse127 - cse128
    cse130 = 2*cse115 + 2*cse123 + 2*cse68*cse83 - 2*cse69*cse88
    cse131 = -2*cse101*cse71 + 2*cse104 + 2*cse120 + 2*cse124*v_ed_rod_2
    cse132 = -cse105*cse71 - cse106*cse69 - cse110 + cse99
    cse133 = cse89*cse90
    cse134 = 2*cse72*cse83
    cse135 = -cse133 - cse134
    cse136 = 2*q_e_rod_2
    cse137 = 2*q_e_rod_0
    cse138 = cse117 + cse118
    cse139 = cse133 + cse134
    cse140 = 2*cse108
    cse141 = cse127 + cse128
    cse142 = 0.0002*q_e_slider_3
    cse143 = cse142*v_ed_slider_1
    cse144 = 0.0002*q_e_slider_1
    cse145 = cse144*v_ed_slider_3
    cse146 = 0.0002*q_e_slider_2
    cse147 = cse146*v_ed_slider_0
    cse148 = 0.0002*q_e_slider_0
    cse149 = cse148*v_ed_slider_2
    cse150 = -cse143 + cse145 - cse147 + cse149
    cse151 = 2*v_ed_slider_1
    cse152 = cse142*v_ed_slider_2
    cse153 = cse148*v_ed_slider_1
    cse154 = cse146*v_ed_slider_3
    cse155 = cse144*v_ed_slider_0
    cse156 = -cse152 - cse153 + cse154 + cse155
    cse157 = 2*v_ed_slider_2
    cse158 = 2*q_e_slider_3
    cse159 = 2*q_e_slider_0
    cse160 = 2*q_e_slider_2
    cse161 = 2*q_e_slider_1
    cse162 = cse158*v_ed_slider_2 + cse159*v_ed_slider_1 - cse160*v_ed_slider_3 - cse161*v_ed_slider_0
    cse163 = 0.0002*cse162
    cse164 = cse163*v_ed_slider_2
    cse165 = -cse158*v_ed_slider_1 + cse159*v_ed_slider_2 - cse160*v_ed_slider_0 + cse161*v_ed_slider_3
    cse166 = 0.0002*cse165
    cse167 = cse166*v_ed_slider_1
    cse168 = cse150*cse151 + cse156*cse157 + cse164 - cse167
    cse169 = cse143 - cse145 + cse147 - cse149
    cse170 = 2*v_ed_slider_3
    cse171 = -cse158*v_ed_slider_0 + cse159*v_ed_slider_3 + cse160*v_ed_slider_1 - cse161*v_ed_slider_2
    cse172 = 0.0002*cse171
    cse173 = cse172*v_ed_slider_2
    cse174 = cse142*v_ed_slider_0
    cse175 = cse144*v_ed_slider_2
    cse176 = cse146*v_ed_slider_1
    cse177 = cse148*v_ed_slider_3
    cse178 = -cse174 - cse175 + cse176 + cse177
    cse179 = cse166*v_ed_slider_3
    cse180 = cse157*cse178 + cse169*cse170 - cse173 + cse179
    cse181 = cse174 + cse175 - cse176 - cse177
    cse182 = cse163*v_ed_slider_3
    cse183 = cse152 + cse153 - cse154 - cse155
    cse184 = cse172*v_ed_slider_1
    cse185 = cse151*cse181 + cse170*cse183 - cse182 + cse184
    cse186 = 2*v_ed_slider_0
    cse187 = cse166*v_ed_slider_0
    cse188 = -cse150*cse186 + cse156*cse170 + cse182 + cse187
    cse189 = 2*cse188
    cse190 = cse172*v_ed_slider_0
    cse191 = -cse157*cse183 + cse164 - cse181*cse186 - cse190
    cse192 = -cse172*v_ed_slider_3
    cse193 = -cse166*v_ed_slider_2
    cse194 = -cse157*cse169 + cse170*cse178 + cse192 + cse193
    cse195 = 2*cse171
    cse196 = cse169*cse195
    cse197 = 2*cse165
    cse198 = cse178*cse197
    cse199 = -cse196 - cse198
    cse200 = cse163*v_ed_slider_0
    cse201 = -cse150*cse170 - cse156*cse186 + cse179 - cse200
    cse202 = cse151*cse169 + cse167 - cse178*cse186 + cse190
    cse203 = -cse163*v_ed_slider_1
    cse204 = cse151*cse183 - cse170*cse181 + cse192 + cse203
    cse205 = 2*cse162
    cse206 = cse181*cse205
    cse207 = cse183*cse195
    cse208 = -cse206 - cse207
    cse209 = cse150*cse157 - cse151*cse156 + cse193 + cse203
    cse210 = 2*cse209
    cse211 = cse157*cse181 + cse173 - cse183*cse186 + cse200
    cse212 = -cse151*cse178 - cse169*cse186 + cse184 - cse187
    cse213 = cse156*cse197
    cse214 = cse150*cse205
    cse215 = -cse213 - cse214
    cse216 = cse196 + cse198
    cse217 = cse213 + cse214
    cse218 = cse206 + cse207
    out = np.zeros((21, 21))
    out[_Q_q_INDEX] = (
        -cse11*cse33 - cse26*cse9 - cse39*q_e_crank_1,  # [3, 3]
        -cse11*cse43 - cse12*cse46 - cse41*cse9 + cse49,  # [3, 4]
        -cse11*cse53 - cse12*cse54 - cse51*cse9 + cse57,  # [3, 5]
        -cse11*cse61 - cse58*cse9 - cse60*q_e_crank_1 + cse64,  # [3, 6]
        cse10*cse38 + cse11*cse26 - cse33*cse9 + cse65,  # [4, 3]
        cse10*cse46 + cse11*cse41 - cse43*cse9,  # [4, 4]
        cse10*cse54 + cse11*cse51 - cse53*cse9 + cse66,  # [4, 5]
        cse10*cse59 + cse11*cse58 + cse57 - cse61*cse9,  # [4, 6]
        cse10*cse33 - cse12*cse26 + cse39*q_e_crank_3 + cse67,  # [5, 3]
        cse10*cse43 - cse12*cse41 + cse46*cse9 + cse64,  # [5, 4]
        cse10*cse53 - cse12*cse51 + cse54*cse9,  # [5, 5]
        cse10*cse61 - cse12*cse58 + cse60*q_e_crank_3 + cse65,  # [5, 6]
        cse10*cse26 + cse12*cse33 - cse39*q_e_crank_2 + cse66,  # [6, 3]
        cse10*cse41 - cse11*cse46 + cse12*cse43 + cse67,  # [6, 4]
        cse10*cse51 - cse11*cse54 + cse12*cse53 + cse49,  # [6, 5]
        cse10*cse58 + cse12*cse61 - cse60*q_e_crank_2,  # [6, 6]
        -cse103*q_e_rod_2 - cse108*cse109 - cse93*cse94,  # [10, 10]
        -cse111*q_e_rod_3 - cse113*q_e_rod_2 - cse116*q_e_rod_1 + cse119,  # [10, 11]
        -cse122*q_e_rod_3 - cse125*q_e_rod_2 - cse126*q_e_rod_1 + cse129,  # [10, 12]
        -cse109*cse132 - cse130*q_e_rod_3 - cse131*q_e_rod_2 + cse135,  # [10, 13]
        -cse103*q_e_rod_3 + cse108*cse137 + cse136*cse93 + cse138,  # [11, 10]
        cse111*q_e_rod_2 - cse113*q_e_rod_3 + cse116*q_e_rod_0,  # [11, 11]
        cse122*q_e_rod_2 - cse125*q_e_rod_3 + cse126*q_e_rod_0 + cse139,  # [11, 12]
        cse129 + cse130*q_e_rod_2 - cse131*q_e_rod_3 + cse132*cse137,  # [11, 13]
        cse103*q_e_rod_0 - cse109*cse93 + cse140*q_e_rod_3 + cse141,  # [12, 10]
        -cse111*q_e_rod_1 + cse113*q_e_rod_0 + cse116*q_e_rod_3 + cse135,  # [12, 11]
        -cse109*cse121 + cse125*q_e_rod_0 + cse126*q_e_rod_3,  # [12, 12]
        -cse130*q_e_rod_1 + cse131*q_e_rod_0 + cse132*cse94 + cse138,  # [12, 13]
        cse103*q_e_rod_1 + cse137*cse93 + cse139 - cse140*q_e_rod_2,  # [13, 10]
        cse111*q_e_rod_0 + cse113*q_e_rod_1 - cse116*q_e_rod_2 + cse141,  # [13, 11]
        cse119 + cse121*cse137 + cse125*q_e_rod_1 - cse126*q_e_rod_2,  # [13, 12]
        cse130*q_e_rod_0 + cse131*q_e_rod_1 - cse132*cse136,  # [13, 13]
        -cse158*cse168 - cse160*cse185 - cse161*cse180,  # [17, 17]
        -cse160*cse191 - cse161*cse194 - cse189*q_e_slider_3 + cse199,  # [17, 18]
        -cse158*cse201 - cse160*cse204 - cse161*cse202 + cse208,  # [17, 19]
        -cse160*cse211 - cse161*cse212 - cse210*q_e_slider_3 + cse215,  # [17, 20]
        -cse158*cse185 + cse159*cse180 + cse160*cse168 + cse216,  # [18, 17]
        -cse158*cse191 + cse159*cse194 + cse160*cse188,  # [18, 18]
        -cse158*cse204 + cse159*cse202 + cse160*cse201 + cse217,  # [18, 19]
        -cse158*cse211 + cse159*cse212 + cse160*cse209 + cse208,  # [18, 20]
        cse158*cse180 + cse159*cse185 - cse161*cse168 + cse218,  # [19, 17]
        cse158*cse194 + cse159*cse191 - cse161*cse188 + cse215,  # [19, 18]
        cse158*cse202 + cse159*cse204 - cse161*cse201,  # [19, 19]
        cse158*cse212 + cse159*cse211 - cse161*cse209 + cse216,  # [19, 20]
        cse159*cse168 - cse160*cse180 + cse161*cse185 + cse217,  # [20, 17]
        -cse160*cse194 + cse161*cse191 + cse189*q_e_slider_0 + cse218,  # [20, 18]
        cse159*cse201 - cse160*cse202 + cse161*cse204 + cse199,  # [20, 19]
        -cse160*cse212 + cse161*cse211 + cse210*q_e_slider_0,  # [20, 20]
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
    # 709 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        _, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, _,
        _, _, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, _, _,
        _, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 0.0002*q_e_crank_1
    cse1 = cse0*v_ed_crank_3
    cse2 = 0.0002*v_ed_crank_2
    cse3 = cse2*q_e_crank_0
    cse4 = 0.0002*v_ed_crank_1
    cse5 = cse4*q_e_crank_3
    cse6 = 0.0002*q_e_crank_2
    cse7 = cse6*v_ed_crank_0
    cse8 = -cse1 - cse3 + cse5 + cse7
    cse9 = 2*q_e_crank_3
    cse10 = 2*q_e_crank_2
    cse11 = 2*q_e_crank_0
    cse12 = 2*q_e_crank_1
    cse13 = cse10*v_ed_crank_1 + cse11*v_ed_crank_3 - cse12*v_ed_crank_2 - cse9*v_ed_crank_0
    cse14 = cse13*cse6
    cse15 = -2e-05*cse10*v_ed_crank_0 + 2e-05*cse11*v_ed_crank_2 + 2e-05*cse12*v_ed_crank_3 - 2e-05*cse9*v_ed_crank_1
    cse16 = -cse15*q_e_crank_3
    cse17 = 2e-05*q_e_crank_3
    cse18 = 2e-05*q_e_crank_1
    cse19 = 2e-05*v_ed_crank_1
    cse20 = q_e_crank_0*v_ed_crank_3
    cse21 = -cse17*v_ed_crank_0 - cse18*v_ed_crank_2 + cse19*q_e_crank_2 + 2e-05*cse20
    cse22 = -cse10*cse21 + cse14 + cse16 - cse8*cse9
    cse23 = 0.0002*v_ed_crank_0
    cse24 = 2*cse0*v_ed_crank_2 - 0.0004*cse20 + 2*cse23*q_e_crank_3 - 2*cse6*v_ed_crank_1
    cse25 = -cse10*v_ed_crank_3 + cse11*v_ed_crank_1 - cse12*v_ed_crank_0 + cse9*v_ed_crank_2
    cse26 = 0.0002*cse25
    cse27 = cse26*q_e_crank_3
    cse28 = cse2*q_e_crank_3 - cse23*q_e_crank_1 + cse4*q_e_crank_0 - cse6*v_ed_crank_3
    cse29 = -cse0*cse13
    cse30 = -cse24*q_e_crank_1 + cse27 - cse28*cse9 + cse29
    cse31 = cse1 + cse3 - cse5 - cse7
    cse32 = cse15*q_e_crank_1
    cse33 = -cse25*cse6
    cse34 = -cse17*v_ed_crank_2 + cse18*v_ed_crank_0 - cse19*q_e_crank_0 + 2e-05*q_e_crank_2*v_ed_crank_3
    cse35 = -cse10*cse34 - cse12*cse31 + cse32 + cse33
    cse36 = 0.0002*cse13
    cse37 = cse36*q_e_crank_3
    cse38 = cse15*q_e_crank_2
    cse39 = cse10*cse8 - cse21*cse9 + cse37 + cse38
    cse40 = cse36*q_e_crank_0
    cse41 = cse10*cse28 + cse24*q_e_crank_0 + cse33 + cse40
    cse42 = cse15*q_e_crank_0
    cse43 = cse11*cse31 - cse27 - cse34*cse9 - cse42
    cse44 = cse11*cse21 - cse12*cse8 - cse32 - cse40
    cse45 = cse0*cse25
    cse46 = -2*cse12*cse28 + 2*cse24*q_e_crank_3 + 2*cse37 + 2*cse45
    cse47 = cse26*q_e_crank_0
    cse48 = cse11*cse34 + cse16 + cse31*cse9 + cse47
    cse49 = cse11*cse8 + cse12*cse21 + cse29 + cse42
    cse50 = 2*cse11*cse28 - 2*cse14 - 2*cse24*q_e_crank_2 - 2*cse47
    cse51 = -cse10*cse31 + cse12*cse34 + cse38 + cse45
    cse52 = 2*q_e_rod_2
    cse53 = 2*q_e_rod_0
    cse54 = 2*q_e_rod_3
    cse55 = 2*q_e_rod_1
    cse56 = cse52*v_ed_rod_1 + cse53*v_ed_rod_3 - cse54*v_ed_rod_0 - cse55*v_ed_rod_2
    cse57 = 0.008*q_e_rod_2
    cse58 = cse56*cse57
    cse59 = 0.008*q_e_rod_0
    cse60 = cse59*v_ed_rod_2
    cse61 = 0.008*q_e_rod_3
    cse62 = cse61*v_ed_rod_1
    cse63 = 0.008*q_e_rod_1
    cse64 = cse63*v_ed_rod_3
    cse65 = cse57*v_ed_rod_0
    cse66 = -cse60 + cse62 - cse64 + cse65
    cse67 = 0.0008*v_ed_rod_0
    cse68 = 0.0008*v_ed_rod_2
    cse69 = 0.0008*q_e_rod_2
    cse70 = 0.0008*q_e_rod_0
    cse71 = -cse67*q_e_rod_3 - cse68*q_e_rod_1 + cse69*v_ed_rod_1 + cse70*v_ed_rod_3
    cse72 = -0.0008*cse52*v_ed_rod_0 + 0.0008*cse53*v_ed_rod_2 - 0.0008*cse54*v_ed_rod_1 + 0.0008*cse55*v_ed_rod_3
    cse73 = -cse72*q_e_rod_3
    cse74 = -cse52*cse71 - cse54*cse66 + cse58 + cse73
    cse75 = 2*cse74
    cse76 = -cse52*v_ed_rod_3 + cse53*v_ed_rod_1 + cse54*v_ed_rod_2 - cse55*v_ed_rod_0
    cse77 = cse61*cse76
    cse78 = -cse57*v_ed_rod_1 - cse59*v_ed_rod_3 + cse61*v_ed_rod_0 + cse63*v_ed_rod_2
    cse79 = -cse56*cse63
    cse80 = -cse57*v_ed_rod_3 + cse59*v_ed_rod_1 + cse61*v_ed_rod_2 - cse63*v_ed_rod_0
    cse81 = -cse54*cse80 - cse55*cse78 + cse77 + cse79
    cse82 = -cse57*cse76
    cse83 = cse60 - cse62 + cse64 - cse65
    cse84 = cse67*q_e_rod_1 - cse68*q_e_rod_3 + cse69*v_ed_rod_3 - cse70*v_ed_rod_1
    cse85 = cse72*q_e_rod_1
    cse86 = -cse52*cse84 - cse55*cse83 + cse82 + cse85
    cse87 = cse56*cse61
    cse88 = cse72*q_e_rod_2
    cse89 = cse52*cse66 - cse54*cse71 + cse87 + cse88
    cse90 = 2*cse89
    cse91 = cse56*cse59
    cse92 = cse52*cse80 + cse53*cse78 + cse82 + cse91
    cse93 = cse72*q_e_rod_0
    cse94 = cse53*cse83 - cse54*cse84 - cse77 - cse93
    cse95 = 2*cse94
    cse96 = cse53*cse71 - cse55*cse66 - cse85 - cse91
    cse97 = 2*cse96
    cse98 = cse63*cse76
    cse99 = cse54*cse78 - cse55*cse80 + cse87 + cse98
    cse100 = cse59*cse76
    cse101 = cse100 + cse53*cse84 + cse54*cse83 + cse73
    cse102 = 2*cse101
    cse103 = cse53*cse66 + cse55*cse71 + cse79 + cse93
    cse104 = 2*cse103
    cse105 = -cse100 - cse52*cse78 + cse53*cse80 - cse58
    cse106 = -cse52*cse83 + cse55*cse84 + cse88 + cse98
    cse107 = 2*cse106
    cse108 = 0.0002*q_e_slider_1
    cse109 = cse108*v_ed_slider_3
    cse110 = 0.0002*v_ed_slider_1
    cse111 = cse110*q_e_slider_3
    cse112 = 0.0002*q_e_slider_0
    cse113 = cse112*v_ed_slider_2
    cse114 = 0.0002*q_e_slider_2
    cse115 = cse114*v_ed_slider_0
    cse116 = -cse109 + cse111 - cse113 + cse115
    cse117 = 2*q_e_slider_3
    cse118 = 2*q_e_slider_2
    cse119 = 2*q_e_slider_0
    cse120 = 2*q_e_slider_1
    cse121 = -cse117*v_ed_slider_0 + cse118*v_ed_slider_1 + cse119*v_ed_slider_3 - cse120*v_ed_slider_2
    cse122 = cse114*cse121
    cse123 = 0.0002*q_e_slider_3
    cse124 = cse123*v_ed_slider_0
    cse125 = cse108*v_ed_slider_2
    cse126 = cse110*q_e_slider_2
    cse127 = cse112*v_ed_slider_3
    cse128 = -cse124 - cse125 + cse126 + cse127
    cse129 = -cse117*v_ed_slider_1 - cse118*v_ed_slider_0 + cse119*v_ed_slider_2 + cse120*v_ed_slider_3
    cse130 = -cse123*cse129
    cse131 = -cse116*cse117 - cse118*cse128 + cse122 + cse130
    cse132 = cse124 + cse125 - cse126 - cse127
    cse133 = cse117*v_ed_slider_2 - cse118*v_ed_slider_3 + cse119*v_ed_slider_1 - cse120*v_ed_slider_0
    cse134 = cse123*cse133
    cse135 = cse108*v_ed_slider_0
    cse136 = cse123*v_ed_slider_2
    cse137 = cse114*v_ed_slider_3
    cse138 = cse110*q_e_slider_0
    cse139 = -cse135 + cse136 - cse137 + cse138
    cse140 = -cse108*cse121
    cse141 = -cse117*cse139 - cse120*cse132 + cse134 + cse140
    cse142 = cse109 - cse111 + cse113 - cse115
    cse143 = -cse114*cse133
    cse144 = cse135 - cse136 + cse137 - cse138
    cse145 = cse108*cse129
    cse146 = -cse118*cse144 - cse120*cse142 + cse143 + cse145
    cse147 = cse121*cse123
    cse148 = cse114*cse129
    cse149 = cse116*cse118 - cse117*cse128 + cse147 + cse148
    cse150 = cse112*cse121
    cse151 = cse118*cse139 + cse119*cse132 + cse143 + cse150
    cse152 = cse112*cse129
    cse153 = -cse117*cse144 + cse119*cse142 - cse134 - cse152
    cse154 = -cse116*cse120 + cse119*cse128 - cse145 - cse150
    cse155 = cse108*cse133
    cse156 = cse117*cse132 - cse120*cse139 + cse147 + cse155
    cse157 = cse112*cse133
    cse158 = cse117*cse142 + cse119*cse144 + cse130 + cse157
    cse159 = cse116*cse119 + cse120*cse128 + cse140 + cse152
    cse160 = -cse118*cse132 + cse119*cse139 - cse122 - cse157
    cse161 = -cse118*cse142 + cse120*cse144 + cse148 + cse155
    out = np.zeros((21, 21))
    out[_Q_v_INDEX] = (
        -cse10*cse30 - cse12*cse22 - cse35*cse9,  # [3, 3]
        -cse10*cse41 - cse12*cse39 - cse43*cse9,  # [3, 4]
        -cse12*cse44 - cse46*q_e_crank_2 - cse48*cse9,  # [3, 5]
        -cse12*cse49 - cse50*q_e_crank_2 - cse51*cse9,  # [3, 6]
        cse10*cse35 + cse11*cse22 - cse30*cse9,  # [4, 3]
        cse10*cse43 + cse11*cse39 - cse41*cse9,  # [4, 4]
        cse10*cse48 + cse11*cse44 - cse46*q_e_crank_3,  # [4, 5]
        cse10*cse51 + cse11*cse49 - cse50*q_e_crank_3,  # [4, 6]
        cse11*cse30 - cse12*cse35 + cse22*cse9,  # [5, 3]
        cse11*cse41 - cse12*cse43 + cse39*cse9,  # [5, 4]
        -cse12*cse48 + cse44*cse9 + cse46*q_e_crank_0,  # [5, 5]
        -cse12*cse51 + cse49*cse9 + cse50*q_e_crank_0,  # [5, 6]
        -cse10*cse22 + cse11*cse35 + cse12*cse30,  # [6, 3]
        -cse10*cse39 + cse11*cse43 + cse12*cse41,  # [6, 4]
        -cse10*cse44 + cse11*cse48 + cse46*q_e_crank_1,  # [6, 5]
        -cse10*cse49 + cse11*cse51 + cse50*q_e_crank_1,  # [6, 6]
        -cse52*cse81 - cse54*cse86 - cse75*q_e_rod_1,  # [10, 10]
        -cse52*cse92 - cse90*q_e_rod_1 - cse95*q_e_rod_3,  # [10, 11]
        -cse102*q_e_rod_3 - cse52*cse99 - cse97*q_e_rod_1,  # [10, 12]
        -cse104*q_e_rod_1 - cse105*cse52 - cse107*q_e_rod_3,  # [10, 13]
        cse52*cse86 + cse53*cse74 - cse54*cse81,  # [11, 10]
        cse53*cse89 - cse54*cse92 + cse95*q_e_rod_2,  # [11, 11]
        cse102*q_e_rod_2 + cse53*cse96 - cse54*cse99,  # [11, 12]
        cse103*cse53 - cse105*cse54 + cse107*q_e_rod_2,  # [11, 13]
        cse53*cse81 - cse55*cse86 + cse75*q_e_rod_3,  # [12, 10]
        cse53*cse92 + cse90*q_e_rod_3 - cse95*q_e_rod_1,  # [12, 11]
        -cse102*q_e_rod_1 + cse53*cse99 + cse97*q_e_rod_3,  # [12, 12]
        cse104*q_e_rod_3 + cse105*cse53 - cse107*q_e_rod_1,  # [12, 13]
        cse53*cse86 + cse55*cse81 - cse75*q_e_rod_2,  # [13, 10]
        cse53*cse94 + cse55*cse92 - cse90*q_e_rod_2,  # [13, 11]
        cse101*cse53 + cse55*cse99 - cse97*q_e_rod_2,  # [13, 12]
        -cse104*q_e_rod_2 + cse105*cse55 + cse106*cse53,  # [13, 13]
        -cse117*cse146 - cse118*cse141 - cse120*cse131,  # [17, 17]
        -cse117*cse153 - cse118*cse151 - cse120*cse149,  # [17, 18]
        -cse117*cse158 - cse118*cse156 - cse120*cse154,  # [17, 19]
        -cse117*cse161 - cse118*cse160 - cse120*cse159,  # [17, 20]
        -cse117*cse141 + cse118*cse146 + cse119*cse131,  # [18, 17]
        -cse117*cse151 + cse118*cse153 + cse119*cse149,  # [18, 18]
        -cse117*cse156 + cse118*cse158 + cse119*cse154,  # [18, 19]
        -cse117*cse160 + cse118*cse161 + cse119*cse159,  # [18, 20]
        cse117*cse131 + cse119*cse141 - cse120*cse146,  # [19, 17]
        cse117*cse149 + cse119*cse151 - cse120*cse153,  # [19, 18]
        cse117*cse154 + cse119*cse156 - cse120*cse158,  # [19, 19]
        cse117*cse159 + cse119*cse160 - cse120*cse161,  # [19, 20]
        -cse118*cse131 + cse119*cse146 + cse120*cse141,  # [20, 17]
        -cse118*cse149 + cse119*cse153 + cse120*cse151,  # [20, 18]
        -cse118*cse154 + cse119*cse158 + cse120*cse156,  # [20, 19]
        -cse118*cse159 + cse119*cse161 + cse120*cse160,  # [20, 20]
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
    # 261 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        _, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, a_3,
        a_4, a_5, a_6, _,
        _, _, a_10, a_11,
        a_12, a_13, _, _,
        _, a_17, a_18, a_19,
        a_20,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (21,) else _floats(a, 21, "a")

    cse0 = a_5*q_e_crank_2
    cse1 = 0.0004*a_6
    cse2 = a_4*q_e_crank_1
    cse3 = -cse1*q_e_crank_3 - 0.0004*cse2
    cse4 = a_6*q_e_crank_2
    cse5 = 0.0008*a_3
    cse6 = a_5*q_e_crank_0
    cse7 = a_6*q_e_crank_1
    cse8 = 0.00036*cse7
    cse9 = a_4*q_e_crank_3
    cse10 = 0.00036*cse9
    cse11 = a_3*q_e_crank_2
    cse12 = a_4*q_e_crank_2
    cse13 = 0.00036*a_5
    cse14 = 0.0008*q_e_crank_0
    cse15 = 0.0004*a_3
    cse16 = a_3*q_e_crank_0
    cse17 = -0.0004*cse0 - 0.0004*cse16
    cse18 = 0.0004*a_5
    cse19 = 0.00036*a_3
    cse20 = 0.00036*cse6
    cse21 = 0.00036*cse11
    cse22 = 0.00036*q_e_crank_0
    cse23 = 0.0008*a_5
    cse24 = 0.016*a_11
    cse25 = 0.016*a_13
    cse26 = -cse24*q_e_rod_1 - cse25*q_e_rod_3
    cse27 = 0.0144*q_e_rod_2
    cse28 = a_10*q_e_rod_1
    cse29 = a_12*q_e_rod_0
    cse30 = 0.0144*a_13
    cse31 = cse30*q_e_rod_1
    cse32 = 0.0144*a_11
    cse33 = cse32*q_e_rod_3
    cse34 = a_10*q_e_rod_2
    cse35 = 0.032*q_e_rod_3
    cse36 = 0.0144*a_12
    cse37 = 0.032*a_11
    cse38 = 0.016*a_10
    cse39 = 0.016*a_12
    cse40 = -cse38*q_e_rod_0 - cse39*q_e_rod_2
    cse41 = a_13*q_e_rod_1
    cse42 = cse36*q_e_rod_0
    cse43 = a_11*q_e_rod_3
    cse44 = a_10*cse27
    cse45 = a_12*q_e_rod_1
    cse46 = 0.032*a_13
    cse47 = 0.0004*a_20
    cse48 = -cse47*q_e_slider_3
    cse49 = 0.0004*q_e_slider_2
    cse50 = -a_19*cse49
    cse51 = 0.0004*a_18
    cse52 = -cse51*q_e_slider_1
    cse53 = cse50 + cse52
    cse54 = 0.0008*a_17
    cse55 = 0.0004*a_19
    cse56 = 0.0004*a_17
    cse57 = 0.0008*a_18
    cse58 = -cse56*q_e_slider_0
    cse59 = cse48 + cse58
    cse60 = 0.0008*a_19
    cse61 = 0.0008*a_20
    out = np.zeros((21, 21))
    out[_Ma_q_INDEX] = (
        -4e-05*cse0 + cse3,  # [3, 3]
        -0.0004*a_4*q_e_crank_0 + 0.00036*cse4 + cse5*q_e_crank_1,  # [3, 4]
        -cse10 + 8e-05*cse11 - 4e-05*cse6 + cse8,  # [3, 5]
        -cse1*q_e_crank_0 - 0.00036*cse12 + cse5*q_e_crank_3,  # [3, 6]
        a_4*cse14 + cse13*q_e_crank_3 - cse15*q_e_crank_1,  # [4, 3]
        -4e-05*a_6*q_e_crank_3 + cse17,  # [4, 4]
        0.0008*cse12 - cse18*q_e_crank_1 - cse19*q_e_crank_3,  # [4, 5]
        cse20 - cse21 - 4e-05*cse7 + 8e-05*cse9,  # [4, 6]
        cse10 - 4e-05*cse11 + 8e-05*cse6 - cse8,  # [5, 3]
        -a_6*cse22 - 0.0004*cse12 + cse23*q_e_crank_1,  # [5, 4]
        -4e-05*cse16 + cse3,  # [5, 5]
        a_4*cse22 + cse23*q_e_crank_3 - 0.0004*cse4,  # [5, 6]
        a_6*cse14 - cse13*q_e_crank_1 - cse15*q_e_crank_3,  # [6, 3]
        -cse20 + cse21 + 8e-05*cse7 - 4e-05*cse9,  # [6, 4]
        -cse18*q_e_crank_3 + cse19*q_e_crank_1 + 0.0008*cse4,  # [6, 5]
        cse17 - 4e-05*cse2,  # [6, 6]
        -0.0016*a_12*q_e_rod_2 + cse26,  # [10, 10]
        a_13*cse27 - cse24*q_e_rod_0 + 0.032*cse28,  # [10, 11]
        -0.0016*cse29 + cse31 - cse33 + 0.0032*cse34,  # [10, 12]
        a_10*cse35 - cse25*q_e_rod_0 - cse32*q_e_rod_2,  # [10, 13]
        -0.016*cse28 + cse36*q_e_rod_3 + cse37*q_e_rod_0,  # [11, 10]
        -0.0016*a_13*q_e_rod_3 + cse40,  # [11, 11]
        -0.0144*a_10*q_e_rod_3 + cse37*q_e_rod_2 - cse39*q_e_rod_1,  # [11, 12]
        -0.0016*cse41 + cse42 + 0.0032*cse43 - cse44,  # [11, 13]
        0.0032*cse29 - cse31 + cse33 - 0.0016*cse34,  # [12, 10]
        -cse24*q_e_rod_2 - cse30*q_e_rod_0 + 0.032*cse45,  # [12, 11]
        -0.0016*a_10*q_e_rod_0 + cse26,  # [12, 12]
        a_12*cse35 - cse25*q_e_rod_2 + cse32*q_e_rod_0,  # [12, 13]
        -cse38*q_e_rod_3 - 0.0144*cse45 + cse46*q_e_rod_0,  # [13, 10]
        0.0032*cse41 - cse42 - 0.0016*cse43 + cse44,  # [13, 11]
        0.0144*cse28 - cse39*q_e_rod_3 + cse46*q_e_rod_2,  # [13, 12]
        -0.0016*a_11*q_e_rod_1 + cse40,  # [13, 13]
        cse48 + cse53,  # [17, 17]
        -cse51*q_e_slider_0 + cse54*q_e_slider_1,  # [17, 18]
        cse54*q_e_slider_2 - cse55*q_e_slider_0,  # [17, 19]
        -cse47*q_e_slider_0 + cse54*q_e_slider_3,  # [17, 20]
        -cse56*q_e_slider_1 + cse57*q_e_slider_0,  # [18, 17]
        cse50 + cse59,  # [18, 18]
        -cse55*q_e_slider_1 + cse57*q_e_slider_2,  # [18, 19]
        -cse47*q_e_slider_1 + cse57*q_e_slider_3,  # [18, 20]
        -a_17*cse49 + cse60*q_e_slider_0,  # [19, 17]
        -a_18*cse49 + cse60*q_e_slider_1,  # [19, 18]
        cse52 + cse59,  # [19, 19]
        -a_20*cse49 + cse60*q_e_slider_3,  # [19, 20]
        -cse56*q_e_slider_3 + cse61*q_e_slider_0,  # [20, 17]
        -cse51*q_e_slider_3 + cse61*q_e_slider_1,  # [20, 18]
        -cse55*q_e_slider_3 + cse61*q_e_slider_2,  # [20, 19]
        cse53 + cse58,  # [20, 20]
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
    # 767 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
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
    cse1 = math.cos(cse0)
    cse2 = 2*q_e_crank_1
    cse3 = math.sin(cse0)
    cse4 = 4*cse3
    cse5 = cse4*q_e_crank_0
    cse6 = cse1*cse2 + cse5
    cse7 = 2*q_e_crank_3
    cse8 = cse2*q_e_crank_0 + cse7*q_e_crank_2
    cse9 = q_e_crank_2**2
    cse10 = q_e_crank_0**2
    cse11 = 2*cse10 + 2*cse9 - 1
    cse12 = -cse1*cse11 + cse3*cse8
    cse13 = cse1*cse8 + cse11*cse3 + 1
    cse14 = cse12/cse13**3
    cse15 = 4*cse14
    cse16 = 4*cse1
    cse17 = cse16*q_e_crank_0
    cse18 = -cse17 + cse2*cse3
    cse19 = cse13**(-2)
    cse20 = 4*cse19
    cse21 = 1/cse13
    cse22 = 8*cse1
    cse23 = cse12*cse19
    cse24 = -cse21*cse22 - 8*cse23*cse3
    cse25 = lam_18 + 0.32*lam_6
    cse26 = cse18*cse19
    cse27 = cse14*cse22
    cse28 = cse27*q_e_crank_0
    cse29 = cse19*cse6
    cse30 = -cse16*cse23 + cse21*cse4
    cse31 = 0.16*lam_7
    cse32 = cse31 + lam_17*(-cse17*cse26 + cse28*cse6 - cse29*cse5 + cse30)
    cse33 = cse4*q_e_crank_2
    cse34 = cse1*cse7 + cse33
    cse35 = 2*cse19
    cse36 = cse16*q_e_crank_2
    cse37 = cse3*cse7 - cse36
    cse38 = 2*lam_4
    cse39 = -cse38 + lam_17*(cse15*cse34*cse6 - cse18*cse34*cse35 - cse35*cse37*cse6)
    cse40 = cse27*q_e_crank_2
    cse41 = 0.16*lam_5
    cse42 = 2*lam_3
    cse43 = -cse41 + cse42 + lam_17*(-cse26*cse36 - cse29*cse33 + cse40*cse6)
    cse44 = 16*cse10
    cse45 = cse1**2*cse14
    cse46 = cse1*cse19*cse3
    cse47 = cse19*cse34
    cse48 = cse19*cse37
    cse49 = cse41 + cse42 + lam_17*(-cse17*cse48 + cse28*cse34 - cse47*cse5)
    cse50 = 16*q_e_crank_0*q_e_crank_2
    cse51 = cse38 + lam_17*(cse45*cse50 - cse46*cse50)
    cse52 = cse31 + lam_17*(cse30 - cse33*cse47 + cse34*cse40 - cse36*cse48)
    cse53 = 16*cse9
    cse54 = 2*lam_16
    cse55 = 1.2*lam_16
    cse56 = cse55*q_e_rod_0
    cse57 = 2*lam_10
    cse58 = cse57*q_e_rod_2
    cse59 = -cse58
    cse60 = 2*lam_9
    cse61 = cse60*q_e_rod_3
    cse62 = cse56 + cse59 + cse61
    cse63 = cse55*q_e_rod_1
    cse64 = cse57*q_e_rod_3
    cse65 = -cse64
    cse66 = cse60*q_e_rod_2
    cse67 = -cse66
    cse68 = cse63 + cse65 + cse67
    cse69 = 2*q_e_rod_0
    cse70 = cse69*lam_10
    cse71 = -cse70
    cse72 = cse60*q_e_rod_1
    cse73 = -cse72
    cse74 = cse71 + cse73
    cse75 = cse57*q_e_rod_1
    cse76 = -cse75
    cse77 = cse60*q_e_rod_0
    cse78 = cse76 + cse77
    cse79 = -cse54
    cse80 = 4*lam_16
    cse81 = cse80*q_e_slider_2
    cse82 = -cse81
    cse83 = cse80*q_e_slider_3
    cse84 = -cse83
    cse85 = cse80*q_e_slider_0
    cse86 = -cse85
    cse87 = cse80*q_e_slider_1
    cse88 = -cse87
    cse89 = 0.6*lam_16
    cse90 = cse89*q_e_rod_3
    cse91 = 4*lam_9
    cse92 = cse91*q_e_rod_0
    cse93 = cse75 + cse90 - cse92
    cse94 = cse89*q_e_rod_2
    cse95 = cse70 + cse94
    cse96 = cse89*q_e_rod_1
    cse97 = cse91*q_e_rod_2
    cse98 = cse65 + cse96 - cse97
    cse99 = cse89*q_e_rod_0
    cse100 = cse59 + cse99
    cse101 = -cse94
    cse102 = 4*lam_10
    cse103 = cse102*q_e_rod_0
    cse104 = cse101 - cse103 + cse73
    cse105 = -cse77
    cse106 = cse105 + cse90
    cse107 = -cse99
    cse108 = -cse61
    cse109 = cse107 + cse108
    cse110 = cse102*q_e_rod_3
    cse111 = -cse110 + cse67 + cse96
    cse112 = 8*lam_16
    cse113 = cse112*q_e_slider_0
    cse114 = -cse113
    cse115 = cse112*q_e_slider_3
    cse116 = -cse115
    cse117 = q_e_slider_2*q_e_slider_3
    cse118 = q_e_slider_0*q_e_slider_1
    cse119 = lam_8*(8*cse117 - 8*cse118)
    cse120 = q_e_rod_0**2
    cse121 = q_e_rod_1**2
    cse122 = 2*cse120 + 2*cse121 - 1
    cse123 = 2.4*q_e_slider_3
    cse124 = 2.4*q_e_slider_2
    cse125 = q_e_rod_3**2
    cse126 = q_e_rod_2**2
    cse127 = 0.18*cse122 - cse123*q_e_slider_1 - cse124*q_e_slider_0 + 0.18*cse125 + 0.18*cse126 + 1.2*q_r_rod_x - 1.2*q_r_slider_x
    cse128 = q_e_rod_1*q_e_rod_3
    cse129 = 2*cse128 - cse69*q_e_rod_2
    cse130 = 1.2*q_e_rod_0
    cse131 = -0.6*cse129 - cse130*q_e_rod_2 - 4*q_r_rod_z + 4*q_r_slider_z
    cse132 = q_e_rod_0*q_e_rod_3
    cse133 = q_e_rod_1*q_e_rod_2
    cse134 = 2*cse133 + cse69*q_e_rod_3
    cse135 = 0.6*cse134
    cse136 = 4*q_r_slider_y
    cse137 = 4*q_r_rod_y
    cse138 = -cse135 + cse136 - cse137
    cse139 = 1.2*cse132 + cse138
    cse140 = lam_19 + 0.6*lam_5
    cse141 = 0.3*cse134
    cse142 = 2*q_r_rod_y
    cse143 = 2*q_r_slider_y
    cse144 = -0.6*cse133
    cse145 = q_e_slider_3**2
    cse146 = q_e_slider_0**2
    cse147 = lam_8*(4*cse145 + 4*cse146 - 2)
    cse148 = 0.6*cse128
    cse149 = q_e_rod_0*q_e_rod_2
    cse150 = 2*q_r_slider_z
    cse151 = -0.3*cse129 + cse150 - 2*q_r_rod_z
    cse152 = cse147 + lam_10*(-1.7999999999999998*cse132 + cse141 + cse142 - cse143 + cse144) + 0.72*lam_16*q_e_rod_0*q_e_rod_1 + lam_9*(cse148 - 1.7999999999999998*cse149 + cse151)
    cse153 = 0.09*cse129
    cse154 = 0.6*q_r_rod_z
    cse155 = 0.6*q_r_slider_z
    cse156 = 1.2*cse145
    cse157 = 1.2*cse146
    cse158 = 0.18*q_e_rod_2
    cse159 = 0.18*cse128 + cse158*q_e_rod_0
    cse160 = 0.6*cse121
    cse161 = 0.5999999999999999*cse120
    cse162 = 2*q_r_slider_x
    cse163 = 0.3*cse122
    cse164 = 2*q_r_rod_x
    cse165 = cse162 - cse163 - cse164
    cse166 = cse130*q_e_rod_1
    cse167 = 0.3*lam_7
    cse168 = -cse166*lam_9 - cse167 + lam_10*(cse160 + cse161 + cse165 - 0.3) + lam_16*(-cse153 - cse154 + cse155 + cse156 + cse157 + cse159 - 0.6)
    cse169 = 0.18*cse132
    cse170 = cse158*q_e_rod_1
    cse171 = -1.2*cse117 + 1.2*cse118 + 0.09*cse134 + 0.6*q_r_rod_y - 0.6*q_r_slider_y
    cse172 = -cse162
    cse173 = q_e_slider_1*q_e_slider_3
    cse174 = 4*cse173
    cse175 = 4*q_e_slider_2
    cse176 = cse175*q_e_slider_0
    cse177 = 0.3*lam_6
    cse178 = -cse166*lam_10 + cse177 + lam_16*(cse169 - cse170 + cse171) + lam_8*(-cse174 - cse176) + lam_9*(-cse160 - cse161 + cse163 + cse164 + cse172 + 0.3)
    cse179 = cse108 - cse56 + cse58
    cse180 = -cse90
    cse181 = cse180 + cse76 + cse92
    cse182 = cse103 + cse72 + cse94
    cse183 = 1.2*q_e_rod_3
    cse184 = 2.4*q_e_slider_0
    cse185 = 8*q_e_rod_0
    cse186 = 8*q_e_rod_1
    cse187 = lam_16*(-cse124*q_e_rod_0 + cse183*q_e_slider_1 + cse184*q_e_rod_2) + lam_8*(-cse175*q_e_rod_3 - cse185*q_e_slider_1 + cse186*q_e_slider_0)
    cse188 = cse123*q_e_rod_0
    cse189 = 4*q_e_slider_3
    cse190 = cse185*q_e_slider_0
    cse191 = lam_16*(cse183*q_e_slider_0 - cse188) + lam_8*(-cse189*q_e_rod_3 - cse190)
    cse192 = cse184*q_e_rod_0
    cse193 = 4*q_e_rod_3
    cse194 = cse185*q_e_slider_3
    cse195 = lam_16*(-cse183*q_e_slider_3 - cse192) + lam_8*(-cse193*q_e_slider_0 + cse194)
    cse196 = 2.4*q_e_slider_1
    cse197 = lam_16*(cse123*q_e_rod_2 - cse183*q_e_slider_2 - cse196*q_e_rod_0) + lam_8*(cse185*q_e_slider_2 + cse186*q_e_slider_3 - cse193*q_e_slider_1)
    cse198 = cse133*lam_9
    cse199 = cse128*lam_10
    cse200 = cse183*q_e_rod_2
    cse201 = -1.2*cse121 + cse165 + 0.3
    cse202 = cse177 - cse200*lam_10 + lam_16*(-cse169 + cse170 + cse171) + lam_8*(cse174 + cse176) + lam_9*(-0.6*cse125 - 1.7999999999999998*cse126 + cse201)
    cse203 = cse167 - cse200*lam_9 + lam_10*(-1.7999999999999998*cse125 - 0.6*cse126 + cse201) + lam_16*(cse153 + cse154 - cse155 - cse156 - cse157 + cse159 + 0.6)
    cse204 = -cse63 + cse64 + cse66
    cse205 = cse101 + cse71
    cse206 = cse180 + cse77
    cse207 = 1.2*q_e_rod_2
    cse208 = lam_16*(-cse124*q_e_rod_1 - cse184*q_e_rod_3 + cse207*q_e_slider_1) + lam_8*(cse175*q_e_rod_2 + cse190)
    cse209 = -cse123*q_e_rod_1
    cse210 = lam_8*q_e_rod_2
    cse211 = cse189*cse210 + lam_16*(cse207*q_e_slider_0 + cse209)
    cse212 = -cse184*q_e_rod_1
    cse213 = 4*q_e_slider_0
    cse214 = cse210*cse213 + lam_16*(-cse207*q_e_slider_3 + cse212)
    cse215 = 4*q_e_slider_1
    cse216 = lam_16*(-cse123*q_e_rod_3 - cse196*q_e_rod_1 - cse207*q_e_slider_2) + lam_8*(cse194 + cse215*q_e_rod_2)
    cse217 = lam_16*(0.18*cse120 + 0.18*cse121) + lam_19
    cse218 = cse147 + lam_10*(0.6*cse132 - cse141 - cse142 + cse143 + cse144) + lam_9*(-cse148 - 0.6*cse149 + cse151)
    cse219 = cse70 + cse72
    cse220 = -cse96
    cse221 = cse220 + cse64 + cse97
    cse222 = cse61 + cse99
    cse223 = 1.2*q_e_rod_1
    cse224 = 8*q_e_rod_2
    cse225 = 8*q_e_rod_3
    cse226 = lam_16*(cse192 + cse223*q_e_slider_1) + lam_8*(cse175*q_e_rod_1 - cse224*q_e_slider_1 + cse225*q_e_slider_0)
    cse227 = cse224*q_e_slider_0
    cse228 = cse63*q_e_slider_0 + lam_8*(cse189*q_e_rod_1 - cse227)
    cse229 = cse224*q_e_slider_3
    cse230 = -cse63*q_e_slider_3 + lam_8*(cse213*q_e_rod_1 + cse229)
    cse231 = lam_16*(cse188 - cse223*q_e_slider_2) + lam_8*(cse215*q_e_rod_1 + cse224*q_e_slider_2 + cse225*q_e_slider_3)
    cse232 = cse105 + cse75
    cse233 = cse107 + cse58
    cse234 = cse110 + cse220 + cse66
    cse235 = lam_16*(cse130*q_e_slider_1 + cse212) + lam_8*(-cse175*q_e_rod_0 + cse227)
    cse236 = lam_8*q_e_rod_0
    cse237 = -cse189*cse236 + cse56*q_e_slider_0
    cse238 = -cse213*cse236 - cse56*q_e_slider_3
    cse239 = lam_16*(-cse130*q_e_slider_2 + cse209) + lam_8*(-cse215*q_e_rod_0 + cse229)
    cse240 = 4*lam_13
    cse241 = 2*lam_14
    cse242 = cse241*q_e_slider_3
    cse243 = cse240*q_e_slider_0 + cse242 + cse81
    cse244 = -cse241*q_e_slider_2
    cse245 = cse240*q_e_slider_1 + cse244 + cse83
    cse246 = -cse241*q_e_slider_1
    cse247 = cse246 + cse85
    cse248 = cse241*q_e_slider_0
    cse249 = cse248 + cse87
    cse250 = 4*lam_14
    cse251 = 2*lam_13
    cse252 = cse251*q_e_slider_3
    cse253 = -cse250*q_e_slider_0 + cse252 + cse88
    cse254 = cse251*q_e_slider_2
    cse255 = cse254 + cse86
    cse256 = cse251*q_e_slider_1
    cse257 = -cse250*q_e_slider_2 + cse256 + cse83
    cse258 = cse251*q_e_slider_0
    cse259 = cse258 + cse81
    cse260 = cse113 + cse246 - cse254
    cse261 = -cse248 + cse252
    cse262 = -cse242 - cse258
    cse263 = cse115 + cse244 + cse256
    cse264 = -cse136*lam_14
    cse265 = -1.2*cse129 + 8*q_e_slider_1**2 + 8*q_e_slider_2**2 - 8*q_r_rod_z + 8*q_r_slider_z - 8
    cse266 = lam_20 + lam_8*(cse185*q_e_rod_1 + cse224*q_e_rod_3)
    cse267 = 4*q_r_slider_x
    cse268 = -4*lam_11 + lam_13*(cse267 - 0.8)
    cse269 = 16*q_e_slider_0
    cse270 = -cse150*lam_14
    cse271 = 4*cse126
    cse272 = 4*cse120
    cse273 = cse270 + lam_16*(cse135 - cse136 + cse137 + cse269*q_e_slider_1) + lam_8*(-cse271 - cse272 + 2)
    cse274 = -0.6*cse122 + cse267 - 4*q_r_rod_x
    cse275 = cse150*lam_13
    cse276 = lam_8*(-4*cse132 + 4*cse133)
    cse277 = -cse275 + cse276 + lam_16*(cse269*q_e_slider_2 + cse274)
    cse278 = 2*lam_12
    cse279 = cse143*lam_13 - 2*lam_15
    cse280 = -cse278 + cse279 + lam_14*(cse162 - 0.4) + 32*lam_16*q_e_slider_0*q_e_slider_3
    cse281 = lam_16*(8*cse145 + 8*cse146) + lam_20
    cse282 = cse278 + cse279 + lam_14*(cse172 + 0.4)
    cse283 = cse275 + cse276 + lam_16*(16*cse173 + cse274)
    cse284 = cse270 + lam_16*(16*cse117 + cse138) + lam_8*(cse271 + cse272 - 2)
    out = np.zeros((21, 21))
    out[_Phi_qT_lam_q_INDEX] = (
        cse25 + lam_17*(cse15*cse6**2 - cse18*cse20*cse6 + cse24),  # [3, 3]
        cse32,  # [3, 4]
        cse39,  # [3, 5]
        cse43,  # [3, 6]
        cse32,  # [4, 3]
        lam_17*(cse44*cse45 - cse44*cse46) + lam_18,  # [4, 4]
        cse49,  # [4, 5]
        cse51,  # [4, 6]
        cse39,  # [5, 3]
        cse49,  # [5, 4]
        cse25 + lam_17*(cse15*cse34**2 - cse20*cse34*cse37 + cse24),  # [5, 5]
        cse52,  # [5, 6]
        cse43,  # [6, 3]
        cse51,  # [6, 4]
        cse52,  # [6, 5]
        lam_17*(cse45*cse53 - cse46*cse53) + lam_18,  # [6, 6]
        cse54,  # [7, 7]
        cse62,  # [7, 10]
        cse68,  # [7, 11]
        cse74,  # [7, 12]
        cse78,  # [7, 13]
        cse79,  # [7, 14]
        cse82,  # [7, 17]
        cse84,  # [7, 18]
        cse86,  # [7, 19]
        cse88,  # [7, 20]
        cse54,  # [8, 8]
        cse93,  # [8, 10]
        cse95,  # [8, 11]
        cse98,  # [8, 12]
        cse100,  # [8, 13]
        cse79,  # [8, 15]
        cse87,  # [8, 17]
        cse85,  # [8, 18]
        cse84,  # [8, 19]
        cse82,  # [8, 20]
        cse54,  # [9, 9]
        cse104,  # [9, 10]
        cse106,  # [9, 11]
        cse109,  # [9, 12]
        cse111,  # [9, 13]
        cse79,  # [9, 16]
        cse114,  # [9, 17]
        cse116,  # [9, 20]
        cse62,  # [10, 7]
        cse93,  # [10, 8]
        cse104,  # [10, 9]
        cse119 + cse131*lam_10 + cse139*lam_9 + cse140 + lam_16*(0.72*cse120 + cse127),  # [10, 10]
        cse152,  # [10, 11]
        cse168,  # [10, 12]
        cse178,  # [10, 13]
        cse179,  # [10, 14]
        cse181,  # [10, 15]
        cse182,  # [10, 16]
        cse187,  # [10, 17]
        cse191,  # [10, 18]
        cse195,  # [10, 19]
        cse197,  # [10, 20]
        cse68,  # [11, 7]
        cse95,  # [11, 8]
        cse106,  # [11, 9]
        cse152,  # [11, 10]
        cse140 - 3.5999999999999996*cse198 - 3.5999999999999996*cse199 + lam_16*(0.72*cse121 + cse127),  # [11, 11]
        cse202,  # [11, 12]
        cse203,  # [11, 13]
        cse204,  # [11, 14]
        cse205,  # [11, 15]
        cse206,  # [11, 16]
        cse208,  # [11, 17]
        cse211,  # [11, 18]
        cse214,  # [11, 19]
        cse216,  # [11, 20]
        cse74,  # [12, 7]
        cse98,  # [12, 8]
        cse109,  # [12, 9]
        cse168,  # [12, 10]
        cse202,  # [12, 11]
        cse119 - 1.2*cse199 + cse217 + lam_9*(-2.4*cse133 + cse139),  # [12, 12]
        cse218,  # [12, 13]
        cse219,  # [12, 14]
        cse221,  # [12, 15]
        cse222,  # [12, 16]
        cse226,  # [12, 17]
        cse228,  # [12, 18]
        cse230,  # [12, 19]
        cse231,  # [12, 20]
        cse78,  # [13, 7]
        cse100,  # [13, 8]
        cse111,  # [13, 9]
        cse178,  # [13, 10]
        cse203,  # [13, 11]
        cse218,  # [13, 12]
        -1.2*cse198 + cse217 + lam_10*(-2.4*cse128 + cse131),  # [13, 13]
        cse232,  # [13, 14]
        cse233,  # [13, 15]
        cse234,  # [13, 16]
        cse235,  # [13, 17]
        cse237,  # [13, 18]
        cse238,  # [13, 19]
        cse239,  # [13, 20]
        cse79,  # [14, 7]
        cse179,  # [14, 10]
        cse204,  # [14, 11]
        cse219,  # [14, 12]
        cse232,  # [14, 13]
        cse54,  # [14, 14]
        cse243,  # [14, 17]
        cse245,  # [14, 18]
        cse247,  # [14, 19]
        cse249,  # [14, 20]
        cse79,  # [15, 8]
        cse181,  # [15, 10]
        cse205,  # [15, 11]
        cse221,  # [15, 12]
        cse233,  # [15, 13]
        cse54,  # [15, 15]
        cse253,  # [15, 17]
        cse255,  # [15, 18]
        cse257,  # [15, 19]
        cse259,  # [15, 20]
        cse79,  # [16, 9]
        cse182,  # [16, 10]
        cse206,  # [16, 11]
        cse222,  # [16, 12]
        cse234,  # [16, 13]
        cse54,  # [16, 16]
        cse260,  # [16, 17]
        cse261,  # [16, 18]
        cse262,  # [16, 19]
        cse263,  # [16, 20]
        cse82,  # [17, 7]
        cse87,  # [17, 8]
        cse114,  # [17, 9]
        cse187,  # [17, 10]
        cse208,  # [17, 11]
        cse226,  # [17, 12]
        cse235,  # [17, 13]
        cse243,  # [17, 14]
        cse253,  # [17, 15]
        cse260,  # [17, 16]
        cse264 + cse266 + cse268 + lam_16*(16*cse145 + 48*cse146 + cse265),  # [17, 17]
        cse273,  # [17, 18]
        cse277,  # [17, 19]
        cse280,  # [17, 20]
        cse84,  # [18, 7]
        cse85,  # [18, 8]
        cse191,  # [18, 10]
        cse211,  # [18, 11]
        cse228,  # [18, 12]
        cse237,  # [18, 13]
        cse245,  # [18, 14]
        cse255,  # [18, 15]
        cse261,  # [18, 16]
        cse273,  # [18, 17]
        cse268 + cse281,  # [18, 18]
        cse282,  # [18, 19]
        cse283,  # [18, 20]
        cse86,  # [19, 7]
        cse84,  # [19, 8]
        cse195,  # [19, 10]
        cse214,  # [19, 11]
        cse230,  # [19, 12]
        cse238,  # [19, 13]
        cse247,  # [19, 14]
        cse257,  # [19, 15]
        cse262,  # [19, 16]
        cse277,  # [19, 17]
        cse282,  # [19, 18]
        cse264 + cse281,  # [19, 19]
        cse284,  # [19, 20]
        cse88,  # [20, 7]
        cse82,  # [20, 8]
        cse116,  # [20, 9]
        cse197,  # [20, 10]
        cse216,  # [20, 11]
        cse231,  # [20, 12]
        cse239,  # [20, 13]
        cse249,  # [20, 14]
        cse259,  # [20, 15]
        cse263,  # [20, 16]
        cse280,  # [20, 17]
        cse283,  # [20, 18]
        cse284,  # [20, 19]
        cse266 + lam_16*(48*cse145 + 16*cse146 + cse265),  # [20, 20]
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
    # 1150 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, _,
        _, _, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, _, _,
        _, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
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

    cse0 = 2e-05*v_ed_crank_2
    cse1 = 2e-05*q_e_crank_0
    cse2 = 2e-05*q_e_crank_2
    cse3 = 2e-05*v_ed_crank_0
    cse4 = 2*q_e_crank_1
    cse5 = 2*v_ed_crank_2
    cse6 = 2*v_ed_crank_1
    cse7 = 2*v_ed_crank_0
    cse8 = cse4*v_ed_crank_3 + cse5*q_e_crank_0 - cse6*q_e_crank_3 - cse7*q_e_crank_2
    cse9 = 2*v_ed_crank_3
    cse10 = -cse4*v_ed_crank_0 + cse5*q_e_crank_3 + cse6*q_e_crank_0 - cse9*q_e_crank_2
    cse11 = 0.0002*v_ed_crank_1
    cse12 = cse11*q_e_crank_3
    cse13 = 0.0002*q_e_crank_2
    cse14 = cse13*v_ed_crank_0
    cse15 = 0.0002*v_ed_crank_3
    cse16 = cse15*q_e_crank_1
    cse17 = 0.0002*v_ed_crank_2
    cse18 = cse17*q_e_crank_0
    cse19 = cse10*(-cse12 - cse14 + cse16 + cse18) + cse8*(-cse0*q_e_crank_3 - cse1*v_ed_crank_1 + cse2*v_ed_crank_3 + cse3*q_e_crank_1)
    cse20 = 2*q_e_crank_3
    cse21 = -cse4*v_ed_crank_2 + cse6*q_e_crank_2 - cse7*q_e_crank_3 + cse9*q_e_crank_0
    cse22 = 0.0002*v_ed_crank_0
    cse23 = cse10*(-cse13*v_ed_crank_1 - cse15*q_e_crank_0 + cse17*q_e_crank_1 + cse22*q_e_crank_3) + cse21*(cse11*q_e_crank_0 - cse13*v_ed_crank_3 + cse17*q_e_crank_3 - cse22*q_e_crank_1)
    cse24 = 2*cse23
    cse25 = cse21*(cse12 + cse14 - cse16 - cse18) + cse8*(-cse0*q_e_crank_1 + cse1*v_ed_crank_3 + cse2*v_ed_crank_1 - cse3*q_e_crank_3)
    cse26 = 0.16*lam_5
    cse27 = 2*q_e_crank_2
    cse28 = 0.16*lam_7
    cse29 = 2*math.pi*t
    cse30 = math.cos(cse29)
    cse31 = math.sin(cse29)
    cse32 = 4*cse31
    cse33 = cse32*q_e_crank_0
    cse34 = q_e_crank_2**2
    cse35 = q_e_crank_0**2
    cse36 = 2*cse34 + 2*cse35 - 1
    cse37 = cse20*q_e_crank_2 + cse4*q_e_crank_0
    cse38 = cse30*cse37 + cse31*cse36 + 1
    cse39 = -cse30*cse36 + cse31*cse37
    cse40 = cse39/cse38**2
    cse41 = 2*cse40
    cse42 = 4*cse30
    cse43 = cse42*q_e_crank_0
    cse44 = 1/cse38
    cse45 = 2*cse44
    cse46 = 4e-05*q_e_crank_0*q_e_crank_2
    cse47 = -0.0004*q_e_crank_0*q_e_crank_3 + 0.00036*q_e_crank_1*q_e_crank_2
    cse48 = 0.32*lam_6
    cse49 = q_e_crank_0*q_e_crank_1
    cse50 = 0.00036*q_e_crank_3
    cse51 = -0.0004*cse49 - cse50*q_e_crank_2
    cse52 = q_e_crank_3**2
    cse53 = q_e_crank_1**2
    cse54 = 0.0004*cse52 + 0.0004*cse53
    cse55 = 2*q_e_crank_0
    cse56 = 4e-05*q_e_crank_1*q_e_crank_3
    cse57 = 0.0004*q_e_crank_2
    cse58 = cse50*q_e_crank_0 - cse57*q_e_crank_1
    cse59 = 0.0004*cse34 + 0.0004*cse35
    cse60 = cse32*q_e_crank_2
    cse61 = cse42*q_e_crank_2
    cse62 = -0.00036*cse49 - cse57*q_e_crank_3
    cse63 = 2*q_e_slider_1
    cse64 = cse63*q_e_slider_3
    cse65 = 2*q_e_slider_2
    cse66 = cse65*q_e_slider_0
    cse67 = cse64 + cse66
    cse68 = q_e_rod_1**2
    cse69 = q_e_rod_0**2
    cse70 = 2*cse69 - 1
    cse71 = 0.3*cse68 + 0.15*cse70
    cse72 = -q_r_rod_x
    cse73 = -cse71 + cse72 + q_r_slider_x
    cse74 = cse67 + cse73
    cse75 = 2*lam_16
    cse76 = cse74*cse75
    cse77 = 2*q_e_rod_3
    cse78 = cse77*q_e_rod_1
    cse79 = 2*q_e_rod_0
    cse80 = cse79*q_e_rod_2
    cse81 = cse78 + cse80
    cse82 = cse81*lam_10
    cse83 = 2*q_e_rod_2
    cse84 = cse83*q_e_rod_1
    cse85 = cse77*q_e_rod_0
    cse86 = cse84 - cse85
    cse87 = cse86*lam_9
    cse88 = cse65*q_e_slider_3
    cse89 = cse63*q_e_slider_0
    cse90 = -cse89
    cse91 = cse88 + cse90
    cse92 = 0.15*cse84 + 0.15*cse85
    cse93 = -q_r_rod_y
    cse94 = -cse92 + cse93 + q_r_slider_y
    cse95 = cse91 + cse94
    cse96 = cse75*cse95
    cse97 = q_e_rod_2**2
    cse98 = cse70 + 2*cse97
    cse99 = cse98*lam_9
    cse100 = cse77*q_e_rod_2
    cse101 = cse79*q_e_rod_1
    cse102 = cse100 - cse101
    cse103 = cse102*lam_10
    cse104 = 0.15*cse78 - 0.15*cse80
    cse105 = -q_r_rod_z
    cse106 = -cse104 + cse105 + q_r_slider_z
    cse107 = q_e_slider_3**2
    cse108 = q_e_slider_0**2
    cse109 = 2*cse108
    cse110 = cse109 - 1
    cse111 = 2*cse107 + cse110
    cse112 = cse106 + cse111
    cse113 = cse112*cse75
    cse114 = q_e_rod_3**2
    cse115 = 2*cse114 + cse70
    cse116 = cse115*lam_10
    cse117 = cse100 + cse101
    cse118 = cse117*lam_9
    cse119 = 0.3*q_e_rod_2
    cse120 = 0.3*cse98
    cse121 = cse94*q_e_rod_0
    cse122 = 0.3*cse117
    cse123 = 2*cse106
    cse124 = 0.6*cse86
    cse125 = 2*cse73
    cse126 = cse125*q_e_rod_3
    cse127 = 2*cse111
    cse128 = 4*cse91
    cse129 = 0.3*cse115
    cse130 = cse125*q_e_rod_2
    cse131 = 4*cse106
    cse132 = 0.3*cse102
    cse133 = 2*cse94
    cse134 = 0.6*cse81
    cse135 = 0.6*cse112
    cse136 = 0.6*cse95
    cse137 = 1.2*cse74
    cse138 = 0.0016*q_e_rod_0*q_e_rod_2
    cse139 = 0.016*q_e_rod_3
    cse140 = 0.0144*q_e_rod_1
    cse141 = -cse139*q_e_rod_0 + cse140*q_e_rod_2
    cse142 = 2*q_e_rod_1
    cse143 = cse142*v_ed_rod_3 - cse77*v_ed_rod_1 + cse79*v_ed_rod_2 - cse83*v_ed_rod_0
    cse144 = 0.0008*q_e_rod_3
    cse145 = 0.0008*q_e_rod_0
    cse146 = 0.0008*q_e_rod_2
    cse147 = 0.0008*q_e_rod_1
    cse148 = 0.008*q_e_rod_3
    cse149 = cse148*v_ed_rod_1
    cse150 = 0.008*v_ed_rod_0
    cse151 = cse150*q_e_rod_2
    cse152 = 0.008*q_e_rod_1
    cse153 = cse152*v_ed_rod_3
    cse154 = 0.008*q_e_rod_0
    cse155 = cse154*v_ed_rod_2
    cse156 = -cse142*v_ed_rod_0 + cse77*v_ed_rod_2 + cse79*v_ed_rod_1 - cse83*v_ed_rod_3
    cse157 = 2*cse143*(-cse144*v_ed_rod_2 - cse145*v_ed_rod_1 + cse146*v_ed_rod_3 + cse147*v_ed_rod_0) + 2*cse156*(-cse149 - cse151 + cse153 + cse155)
    cse158 = 0.008*q_e_rod_2
    cse159 = -cse142*v_ed_rod_2 - cse77*v_ed_rod_0 + cse79*v_ed_rod_3 + cse83*v_ed_rod_1
    cse160 = 2*cse156*(cse150*q_e_rod_3 + cse152*v_ed_rod_2 - cse154*v_ed_rod_3 - cse158*v_ed_rod_1) + 2*cse159*(cse148*v_ed_rod_2 - cse150*q_e_rod_1 + cse154*v_ed_rod_1 - cse158*v_ed_rod_3)
    cse161 = 2*cse143*(-cse144*v_ed_rod_0 + cse145*v_ed_rod_3 + cse146*v_ed_rod_1 - cse147*v_ed_rod_2) + 2*cse159*(cse149 + cse151 - cse153 - cse155)
    cse162 = 0.6*lam_5
    cse163 = 0.0144*q_e_rod_3
    cse164 = 0.016*q_e_rod_1
    cse165 = -cse163*q_e_rod_2 - cse164*q_e_rod_0
    cse166 = 0.3*lam_6
    cse167 = 0.016*cse114 + 0.016*cse68
    cse168 = 0.0016*q_e_rod_1*q_e_rod_3
    cse169 = 0.3*lam_7
    cse170 = cse163*q_e_rod_0 - cse164*q_e_rod_2
    cse171 = 0.016*cse69 + 0.016*cse97
    cse172 = 0.3*q_e_rod_1
    cse173 = cse94*q_e_rod_2
    cse174 = cse125*q_e_rod_1
    cse175 = cse125*q_e_rod_0
    cse176 = -cse139*q_e_rod_2 - cse140*q_e_rod_0
    cse177 = q_e_slider_1**2
    cse178 = cse110 + 2*cse177
    cse179 = cse65*q_e_slider_1
    cse180 = 2*q_e_slider_3
    cse181 = cse180*q_e_slider_0
    cse182 = cse179 - cse181
    cse183 = q_e_slider_2**2
    cse184 = 2*cse183
    cse185 = cse179 + cse181
    cse186 = cse64 - cse66
    cse187 = 2*q_e_slider_0
    cse188 = -cse180*v_ed_slider_1 + cse187*v_ed_slider_2 + cse63*v_ed_slider_3 - cse65*v_ed_slider_0
    cse189 = 0.0002*q_e_slider_3
    cse190 = cse189*v_ed_slider_2
    cse191 = 0.0002*v_ed_slider_1
    cse192 = cse191*q_e_slider_0
    cse193 = 0.0002*q_e_slider_2
    cse194 = cse193*v_ed_slider_3
    cse195 = 0.0002*q_e_slider_1
    cse196 = cse195*v_ed_slider_0
    cse197 = cse180*v_ed_slider_2 + cse187*v_ed_slider_1 - cse63*v_ed_slider_0 - cse65*v_ed_slider_3
    cse198 = cse191*q_e_slider_3
    cse199 = cse195*v_ed_slider_3
    cse200 = cse193*v_ed_slider_0
    cse201 = 0.0002*q_e_slider_0
    cse202 = cse201*v_ed_slider_2
    cse203 = 2*cse188*(-cse190 - cse192 + cse194 + cse196) + 2*cse197*(-cse198 + cse199 - cse200 + cse202)
    cse204 = -cse180*v_ed_slider_0 + cse187*v_ed_slider_3 - cse63*v_ed_slider_2 + cse65*v_ed_slider_1
    cse205 = cse191*q_e_slider_2
    cse206 = cse201*v_ed_slider_3
    cse207 = cse189*v_ed_slider_0
    cse208 = cse195*v_ed_slider_2
    cse209 = cse197*(-cse205 - cse206 + cse207 + cse208) + cse204*(cse190 + cse192 - cse194 - cse196)
    cse210 = cse188*(cse205 + cse206 - cse207 - cse208) + cse204*(cse198 - cse199 + cse200 - cse202)
    cse211 = 4*q_e_slider_0
    cse212 = -cse65*q_r_slider_z
    cse213 = 0.2 - q_r_slider_x
    cse214 = cse63*q_r_slider_z
    cse215 = a_19*q_e_slider_2
    cse216 = 0.0004*cse215
    cse217 = a_18*q_e_slider_1
    cse218 = 0.0004*cse217
    cse219 = 8*cse112
    cse220 = 4*cse95
    cse221 = 4*cse74
    cse222 = 0.0004*q_e_slider_3
    cse223 = a_20*cse222
    cse224 = 0.0004*cse107
    cse225 = 0.0004*cse177
    cse226 = 0.0004*cse183
    cse227 = cse225 + cse226
    cse228 = 4*q_e_slider_1
    cse229 = -cse187*q_r_slider_z
    cse230 = cse180*q_r_slider_z
    cse231 = a_17*q_e_slider_0
    cse232 = 0.0004*cse231
    cse233 = 4*q_e_slider_3
    cse234 = 0.0004*cse108
    cse235 = cse224 + cse234
    cse236 = h**(-2)
    cse237 = cse4*q_e_crank_2
    cse238 = cse55*q_e_crank_3
    return np.array([
        0.12*a_0 + lam_0 + lam_5,  # [0]
        0.12*a_1 + lam_1 + lam_6,  # [1]
        0.12*a_2 + lam_2 + lam_7 + 1.1772,  # [2]
        a_3*(4e-05*cse34 + cse54) + a_4*cse51 - a_5*cse46 + a_6*cse47 + cse19*cse20 + cse20*lam_3 + cse24*q_e_crank_2 + cse25*cse4 - cse26*q_e_crank_3 - cse27*lam_4 + cse28*q_e_crank_1 + cse48*q_e_crank_0 + lam_17*(-cse41*(cse30*cse4 + cse33) + cse45*(cse31*cse4 - cse43)) + lam_18*q_e_crank_0,  # [3]
        a_3*cse51 + a_4*(4e-05*cse52 + cse59) + a_5*cse58 - a_6*cse56 - cse19*cse27 + cse20*lam_4 + cse24*q_e_crank_3 - cse25*cse55 + cse26*q_e_crank_2 + cse27*lam_3 + cse28*q_e_crank_0 + lam_17*(cse33*cse44 - cse40*cse43) + lam_18*q_e_crank_1,  # [4]
        -a_3*cse46 + a_4*cse58 + a_5*(4e-05*cse35 + cse54) + a_6*cse62 + cse19*cse4 - cse20*cse25 - cse24*q_e_crank_0 + cse26*q_e_crank_1 + cse28*q_e_crank_3 + cse4*lam_3 + cse48*q_e_crank_2 - cse55*lam_4 + lam_17*(-cse41*(cse20*cse30 + cse60) + cse45*(cse20*cse31 - cse61)) + lam_18*q_e_crank_2,  # [5]
        a_3*cse47 - a_4*cse56 + a_5*cse62 + a_6*(4e-05*cse53 + cse59) - cse19*cse55 - cse23*cse4 + cse25*cse27 - cse26*q_e_crank_0 + cse28*q_e_crank_2 + cse4*lam_4 + cse55*lam_3 + lam_17*(-cse40*cse61 + cse44*cse60) + lam_18*q_e_crank_3,  # [6]
        0.5*a_7 - cse76 - cse82 - cse87 - lam_5,  # [7]
        0.5*a_8 - cse103 - cse96 - cse99 - lam_6,  # [8]
        0.5*a_9 - cse113 - cse116 - cse118 - lam_7 + 4.905,  # [9]
        a_10*(cse167 + 0.0016*cse97) + a_11*cse165 - a_12*cse138 + a_13*cse141 - cse119*lam_7 + cse157*q_e_rod_3 + cse160*q_e_rod_2 + cse161*q_e_rod_1 + cse162*q_e_rod_0 + cse166*q_e_rod_3 + lam_10*(cse129*q_e_rod_2 + cse130 + cse131*q_e_rod_0 - cse132*q_e_rod_3 - cse133*q_e_rod_1 - cse134*q_e_rod_0) + lam_16*(cse135*q_e_rod_2 - cse136*q_e_rod_3 - cse137*q_e_rod_0) + lam_19*q_e_rod_0 + lam_8*(cse127*q_e_rod_1 + cse128*q_e_rod_0 - cse67*cse77) + lam_9*(-cse120*q_e_rod_3 + 4*cse121 + cse122*q_e_rod_2 + cse123*q_e_rod_1 - cse124*q_e_rod_0 - cse126),  # [10]
        a_10*cse165 + a_11*(0.0016*cse114 + cse171) + a_12*cse170 - a_13*cse168 - cse157*q_e_rod_2 + cse160*q_e_rod_3 - cse161*q_e_rod_0 + cse162*q_e_rod_1 + cse166*q_e_rod_2 + cse169*q_e_rod_3 + lam_10*(-cse102*cse119 - 2*cse121 + cse126 - cse129*q_e_rod_3 - cse134*q_e_rod_1) + lam_16*(-cse135*q_e_rod_3 - cse136*q_e_rod_2 - cse137*q_e_rod_1) + lam_19*q_e_rod_1 + lam_8*(cse127*q_e_rod_0 + cse67*cse83) + lam_9*(-cse120*q_e_rod_2 - cse122*q_e_rod_3 + cse123*q_e_rod_0 - cse124*q_e_rod_1 + cse130),  # [11]
        -a_10*cse138 + a_11*cse170 + a_12*(cse167 + 0.0016*cse69) + a_13*cse176 + cse157*q_e_rod_1 - cse160*q_e_rod_0 - cse161*q_e_rod_3 - cse169*q_e_rod_0 + cse172*lam_6 + lam_10*(-cse102*cse172 + cse129*q_e_rod_0 + cse133*q_e_rod_3 + cse175) + lam_16*(cse135*q_e_rod_0 - cse136*q_e_rod_1) + lam_19*q_e_rod_2 + lam_8*(cse127*q_e_rod_3 + cse128*q_e_rod_2 + cse142*cse67) + lam_9*(cse122*q_e_rod_0 + cse123*q_e_rod_3 - cse172*cse98 + 4*cse173 + cse174),  # [12]
        a_10*cse141 - a_11*cse168 + a_12*cse176 + a_13*(cse171 + 0.0016*cse68) - cse157*q_e_rod_0 - cse160*q_e_rod_1 + cse161*q_e_rod_2 + cse166*q_e_rod_0 + cse172*lam_7 + lam_10*(-cse115*cse172 + cse131*q_e_rod_3 - cse132*q_e_rod_0 + 2*cse173 + cse174) + lam_16*(-cse135*q_e_rod_1 - cse136*q_e_rod_0) + lam_19*q_e_rod_3 + lam_8*(cse127*q_e_rod_2 - cse67*cse79) + lam_9*(-cse117*cse172 - cse120*q_e_rod_0 + cse123*q_e_rod_2 - cse175),  # [13]
        2.0*a_14 + cse178*lam_13 - cse182*lam_14 + cse76 + cse82 + cse87,  # [14]
        2.0*a_15 + cse103 + cse185*lam_13 + cse96 + cse99 + lam_14*(-cse109 - cse184 + 1),  # [15]
        2.0*a_16 + cse113 + cse116 + cse118 + cse186*lam_13 + lam_14*(-cse88 + cse90) + 19.62,  # [16]
        a_17*(cse224 + cse227) - cse180*lam_12 - cse180*lam_15 + cse203*q_e_slider_3 + cse209*cse65 + cse210*cse63 - cse211*lam_11 - cse216*q_e_slider_0 - cse218*q_e_slider_0 - cse223*q_e_slider_0 + lam_13*(cse180*q_r_slider_y - cse211*cse213 + cse212) + lam_14*(-cse180*cse213 - cse211*q_r_slider_y - cse214) + lam_16*(cse219*q_e_slider_0 - cse220*q_e_slider_1 + cse221*q_e_slider_2) + lam_20*q_e_slider_0 + lam_8*(cse117*cse211 - cse63*cse98 + cse65*cse86),  # [17]
        a_18*(cse226 + cse235) + cse180*cse209 - cse187*cse210 - cse203*q_e_slider_2 - cse216*q_e_slider_1 - cse223*q_e_slider_1 - cse228*lam_11 - cse232*q_e_slider_1 + cse65*lam_12 - cse65*lam_15 + lam_13*(-cse213*cse228 + cse230 + cse65*q_r_slider_y) + lam_14*(cse213*cse65 + cse229) + lam_16*(-cse220*q_e_slider_0 + cse233*cse74) + lam_20*q_e_slider_1 + lam_8*(cse180*cse86 - cse187*cse98),  # [18]
        a_19*(cse225 + cse235) - cse180*cse210 - cse187*cse209 + cse203*q_e_slider_1 - cse218*q_e_slider_2 - cse223*q_e_slider_2 - cse232*q_e_slider_2 + cse63*lam_12 - cse63*lam_15 + lam_13*(cse229 + cse63*q_r_slider_y) + lam_14*(cse213*cse63 - cse230 - 4*q_e_slider_2*q_r_slider_y) + lam_16*(cse211*cse74 + cse220*q_e_slider_3) + lam_20*q_e_slider_2 + lam_8*(cse180*cse98 + cse187*cse86),  # [19]
        a_20*(cse227 + cse234) - cse187*lam_12 - cse187*lam_15 - cse203*q_e_slider_0 - cse209*cse63 + cse210*cse65 - cse215*cse222 - cse217*cse222 - cse222*cse231 + lam_13*(cse187*q_r_slider_y + cse214) + lam_14*(-cse187*cse213 + cse212) + lam_16*(cse219*q_e_slider_3 + cse220*q_e_slider_2 + cse221*q_e_slider_1) + lam_20*q_e_slider_3 + lam_8*(cse117*cse233 + cse63*cse86 + cse65*cse98),  # [20]
        cse236*q_r_crank_x,  # [21]
        cse236*(q_r_crank_y - 0.1),  # [22]
        cse236*(q_r_crank_z - 0.12),  # [23]
        cse236*(cse237 + cse238),  # [24]
        cse236*(cse4*q_e_crank_3 - cse55*q_e_crank_2),  # [25]
        cse236*(0.08*cse237 - 0.08*cse238 + cse71 + cse72 + q_r_crank_x),  # [26]
        cse236*(0.08*cse36 + cse92 + cse93 + q_r_crank_y),  # [27]
        cse236*(cse104 + cse105 + 0.08*cse37 + q_r_crank_z),  # [28]
        cse236*(cse111*cse117 + cse67*cse86 + cse91*cse98),  # [29]
        cse236*(cse106*cse117 + cse73*cse86 + cse94*cse98),  # [30]
        cse236*(cse102*cse94 + cse106*cse115 + cse73*cse81),  # [31]
        -cse178*cse236,  # [32]
        cse182*cse236,  # [33]
        cse236*(-cse178*cse213 + cse185*q_r_slider_y + cse186*q_r_slider_z),  # [34]
        cse236*(cse182*cse213 - q_r_slider_y*(cse110 + cse184) - q_r_slider_z*(cse88 + cse89)),  # [35]
        -cse185*cse236,  # [36]
        cse236*(cse112**2 + cse74**2 + cse95**2 - 1),  # [37]
        cse236*cse39*cse45,  # [38]
        cse236*((1/2)*cse34 + (1/2)*cse35 + (1/2)*cse52 + (1/2)*cse53 - 1/2),  # [39]
        cse236*((1/2)*cse114 + (1/2)*cse68 + (1/2)*cse69 + (1/2)*cse97 - 1/2),  # [40]
        cse236*((1/2)*cse107 + (1/2)*cse108 + (1/2)*cse177 + (1/2)*cse183 - 1/2),  # [41]
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
    # 2991 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, _,
        _, _, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, _, _,
        _, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
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
        _, _, _, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17, lam_18, lam_19,
        lam_20,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (21,) else _floats(lam, 21, "lam")

    t = float(t)

    h = float(h)

    cse0 = q_e_crank_2**2
    cse1 = 0.0002*v_ed_crank_3
    cse2 = cse1*q_e_crank_1
    cse3 = 0.0002*v_ed_crank_2
    cse4 = cse3*q_e_crank_0
    cse5 = 0.0002*v_ed_crank_1
    cse6 = cse5*q_e_crank_3
    cse7 = 0.0002*v_ed_crank_0
    cse8 = cse7*q_e_crank_2
    cse9 = -cse2 - cse4 + cse6 + cse8
    cse10 = 2*q_e_crank_3
    cse11 = 2*q_e_crank_2
    cse12 = 2*q_e_crank_0
    cse13 = 2*q_e_crank_1
    cse14 = -cse10*v_ed_crank_0 + cse11*v_ed_crank_1 + cse12*v_ed_crank_3 - cse13*v_ed_crank_2
    cse15 = 0.0002*cse14
    cse16 = cse15*q_e_crank_2
    cse17 = -cse10*v_ed_crank_1 - cse11*v_ed_crank_0 + cse12*v_ed_crank_2 + cse13*v_ed_crank_3
    cse18 = 2e-05*cse17
    cse19 = -cse18*q_e_crank_3
    cse20 = 2e-05*v_ed_crank_0
    cse21 = 2e-05*v_ed_crank_2
    cse22 = 2e-05*q_e_crank_2
    cse23 = 2e-05*q_e_crank_0
    cse24 = -cse20*q_e_crank_3 - cse21*q_e_crank_1 + cse22*v_ed_crank_1 + cse23*v_ed_crank_3
    cse25 = -cse10*cse9 - cse11*cse24 + cse16 + cse19
    cse26 = -cse1*q_e_crank_0 + cse3*q_e_crank_1 - cse5*q_e_crank_2 + cse7*q_e_crank_3
    cse27 = cse10*v_ed_crank_2 - cse11*v_ed_crank_3 + cse12*v_ed_crank_1 - cse13*v_ed_crank_0
    cse28 = 0.0002*cse27
    cse29 = cse28*q_e_crank_3
    cse30 = -cse1*q_e_crank_2 + cse3*q_e_crank_3 + cse5*q_e_crank_0 - cse7*q_e_crank_1
    cse31 = -cse15*q_e_crank_1
    cse32 = -cse10*cse30 - cse13*cse26 + cse29 + cse31
    cse33 = cse2 + cse4 - cse6 - cse8
    cse34 = cse18*q_e_crank_1
    cse35 = -cse28*q_e_crank_2
    cse36 = cse20*q_e_crank_1 - cse21*q_e_crank_3 + cse22*v_ed_crank_3 - cse23*v_ed_crank_1
    cse37 = -cse11*cse36 - cse13*cse33 + cse34 + cse35
    cse38 = h**2
    cse39 = 4e-05*q_e_crank_2
    cse40 = 2*v_ed_crank_1
    cse41 = cse28*v_ed_crank_2
    cse42 = cse18*v_ed_crank_1
    cse43 = 2*v_ed_crank_2
    cse44 = cse33*cse40 + cse36*cse43 + cse41 - cse42
    cse45 = cse28*v_ed_crank_3
    cse46 = 2*cse30
    cse47 = cse14*cse5
    cse48 = cse26*cse40 - cse45 + cse46*v_ed_crank_3 + cse47
    cse49 = cse15*v_ed_crank_2
    cse50 = cse18*v_ed_crank_3
    cse51 = 2*v_ed_crank_3
    cse52 = cse24*cse43 - cse49 + cse50 + cse51*cse9
    cse53 = 2*math.pi*t
    cse54 = math.cos(cse53)
    cse55 = math.sin(cse53)
    cse56 = 4*cse55
    cse57 = cse56*q_e_crank_0
    cse58 = cse13*cse54 + cse57
    cse59 = cse10*q_e_crank_2 + cse13*q_e_crank_0
    cse60 = q_e_crank_0**2
    cse61 = 2*cse0 + 2*cse60 - 1
    cse62 = -cse54*cse61 + cse55*cse59
    cse63 = cse54*cse59 + cse55*cse61 + 1
    cse64 = cse62/cse63**3
    cse65 = 4*cse64
    cse66 = 4*cse54
    cse67 = cse66*q_e_crank_0
    cse68 = cse13*cse55 - cse67
    cse69 = cse63**(-2)
    cse70 = 4*cse69
    cse71 = 1/cse63
    cse72 = 8*cse54
    cse73 = cse62*cse69
    cse74 = -8*cse55*cse73 - cse71*cse72
    cse75 = 0.0004*q_e_crank_1
    cse76 = a_6*q_e_crank_3
    cse77 = -a_4*cse75 - 0.0004*cse76 + lam_18 + 0.32*lam_6
    cse78 = q_e_crank_1**2
    cse79 = q_e_crank_3**2
    cse80 = 0.0004*cse78 + 0.0004*cse79
    cse81 = cse15*q_e_crank_3
    cse82 = cse18*q_e_crank_2
    cse83 = -cse10*cse24 + cse11*cse9 + cse81 + cse82
    cse84 = cse15*q_e_crank_0
    cse85 = cse11*cse30 + cse12*cse26 + cse35 + cse84
    cse86 = cse18*q_e_crank_0
    cse87 = -cse10*cse36 + cse12*cse33 - cse29 - cse86
    cse88 = 0.0008*q_e_crank_1
    cse89 = 0.0004*q_e_crank_0
    cse90 = 0.00036*a_6
    cse91 = 2*v_ed_crank_0
    cse92 = cse18*v_ed_crank_0
    cse93 = -cse33*cse91 + cse36*cse51 + cse45 + cse92
    cse94 = cse15*v_ed_crank_0
    cse95 = -cse26*cse91 + cse41 - cse46*v_ed_crank_2 - cse94
    cse96 = -cse15*v_ed_crank_3
    cse97 = -cse18*v_ed_crank_2
    cse98 = cse24*cse51 - cse43*cse9 + cse96 + cse97
    cse99 = 2*cse14*cse9
    cse100 = 2*cse17
    cse101 = cse100*cse24
    cse102 = -cse101 - cse99
    cse103 = 0.16*lam_7
    cse104 = cse68*cse69
    cse105 = cse64*cse72
    cse106 = cse105*q_e_crank_0
    cse107 = cse58*cse69
    cse108 = cse56*cse71
    cse109 = cse108 - cse66*cse73
    cse110 = cse103 + lam_17*(-cse104*cse67 + cse106*cse58 - cse107*cse57 + cse109)
    cse111 = 0.00036*q_e_crank_3
    cse112 = -cse111*q_e_crank_2 - cse89*q_e_crank_1
    cse113 = -cse39*q_e_crank_0
    cse114 = cse12*cse24 - cse13*cse9 - cse34 - cse84
    cse115 = cse28*q_e_crank_1
    cse116 = cse10*cse26 + cse115 - cse13*cse30 + cse81
    cse117 = cse28*q_e_crank_0
    cse118 = cse10*cse33 + cse117 + cse12*cse36 + cse19
    cse119 = a_4*cse111
    cse120 = cse90*q_e_crank_1
    cse121 = a_3*q_e_crank_2
    cse122 = cse28*v_ed_crank_0
    cse123 = -cse122 - cse33*cse51 - cse36*cse91 + cse50
    cse124 = -cse27*cse5
    cse125 = cse124 - cse26*cse51 + cse30*cse40 + cse96
    cse126 = -cse24*cse91 + cse40*cse9 + cse42 + cse94
    cse127 = 2*cse27
    cse128 = cse127*cse26
    cse129 = cse14*cse46
    cse130 = -cse128 - cse129
    cse131 = a_5*q_e_crank_0
    cse132 = cse56*q_e_crank_2
    cse133 = cse10*cse54 + cse132
    cse134 = 2*cse133
    cse135 = 2*cse58
    cse136 = cse66*q_e_crank_2
    cse137 = cse10*cse55 - cse136
    cse138 = cse137*cse69
    cse139 = 2*lam_4
    cse140 = -cse139 + lam_17*(-cse104*cse134 + cse133*cse58*cse65 - cse135*cse138)
    cse141 = cse12*cse9 + cse13*cse24 + cse31 + cse86
    cse142 = -cse11*cse26 - cse117 + cse12*cse30 - cse16
    cse143 = -cse11*cse33 + cse115 + cse13*cse36 + cse82
    cse144 = 0.0008*q_e_crank_3
    cse145 = 0.00036*a_4
    cse146 = cse124 + cse33*cse43 - cse36*cse40 + cse97
    cse147 = -cse24*cse40 + cse47 - cse9*cse91 - cse92
    cse148 = cse122 + cse26*cse43 - cse46*v_ed_crank_0 + cse49
    cse149 = cse127*cse33
    cse150 = cse100*cse36
    cse151 = -cse149 - cse150
    cse152 = 2*lam_3
    cse153 = cse105*q_e_crank_2
    cse154 = 0.16*lam_5
    cse155 = cse152 - cse154 + lam_17*(-cse104*cse136 - cse107*cse132 + cse153*cse58)
    cse156 = 0.00036*q_e_crank_1
    cse157 = cse156*q_e_crank_2 - cse89*q_e_crank_3
    cse158 = -cse11
    cse159 = 0.16*q_e_crank_3
    cse160 = -cse159
    cse161 = 0.32*q_e_crank_0
    cse162 = 0.16*q_e_crank_1
    cse163 = 2*cse71
    cse164 = -cse135*cse73 + cse163*cse68
    cse165 = 0.0008*a_4
    cse166 = cse101 + cse99
    cse167 = 16*cse60
    cse168 = cse54**2*cse64
    cse169 = cse54*cse55*cse69
    cse170 = a_3*q_e_crank_0
    cse171 = 0.0004*q_e_crank_2
    cse172 = -a_5*cse171 - 0.0004*cse170 + lam_18
    cse173 = 0.0004*cse0 + 0.0004*cse60
    cse174 = cse149 + cse150
    cse175 = cse133*cse69
    cse176 = cse152 + cse154 + lam_17*(cse106*cse133 - cse138*cse67 - cse175*cse57)
    cse177 = cse111*q_e_crank_0 - cse171*q_e_crank_1
    cse178 = 4e-05*q_e_crank_1
    cse179 = -cse178*q_e_crank_3
    cse180 = 0.00036*a_3
    cse181 = cse180*q_e_crank_2
    cse182 = a_4*q_e_crank_3
    cse183 = a_6*q_e_crank_1
    cse184 = 0.00036*a_5
    cse185 = cse184*q_e_crank_0
    cse186 = 16*q_e_crank_0*q_e_crank_2
    cse187 = cse139 + lam_17*(cse168*cse186 - cse169*cse186)
    cse188 = 0.16*q_e_crank_2
    cse189 = 0.16*q_e_crank_0
    cse190 = cse108*q_e_crank_0 - cse67*cse73
    cse191 = cse128 + cse129
    cse192 = cse103 + lam_17*(cse109 - cse132*cse175 + cse133*cse153 - cse136*cse138)
    cse193 = -cse156*q_e_crank_0 - cse171*q_e_crank_3
    cse194 = -cse12
    cse195 = 0.32*q_e_crank_2
    cse196 = -cse134*cse73 + cse137*cse163
    cse197 = 0.0004*q_e_crank_3
    cse198 = 0.0008*a_6
    cse199 = 16*cse0
    cse200 = -cse189
    cse201 = cse108*q_e_crank_2 - cse136*cse73
    cse202 = cse38*lam_16
    cse203 = 2*cse202
    cse204 = cse203 + 0.5
    cse205 = 1.2*lam_16
    cse206 = cse205*q_e_rod_0
    cse207 = 2*q_e_rod_2
    cse208 = cse207*lam_10
    cse209 = -cse208
    cse210 = 2*q_e_rod_3
    cse211 = cse210*lam_9
    cse212 = cse38*(cse206 + cse209 + cse211)
    cse213 = cse205*q_e_rod_1
    cse214 = cse210*lam_10
    cse215 = -cse214
    cse216 = cse207*lam_9
    cse217 = -cse216
    cse218 = cse38*(cse213 + cse215 + cse217)
    cse219 = 2*q_e_rod_0
    cse220 = cse219*lam_10
    cse221 = -cse220
    cse222 = 2*q_e_rod_1
    cse223 = cse222*lam_9
    cse224 = -cse223
    cse225 = cse38*(cse221 + cse224)
    cse226 = cse222*lam_10
    cse227 = -cse226
    cse228 = cse219*lam_9
    cse229 = cse38*(cse227 + cse228)
    cse230 = -cse203
    cse231 = 4*q_e_slider_2
    cse232 = -cse202*cse231
    cse233 = 4*q_e_slider_3
    cse234 = -cse202*cse233
    cse235 = 4*q_e_slider_0
    cse236 = cse202*cse235
    cse237 = -cse236
    cse238 = 4*q_e_slider_1
    cse239 = cse202*cse238
    cse240 = -cse239
    cse241 = cse207*q_e_rod_1
    cse242 = cse219*q_e_rod_3
    cse243 = cse241 - cse242
    cse244 = -cse243
    cse245 = cse222*q_e_rod_3
    cse246 = cse207*q_e_rod_0
    cse247 = cse245 + cse246
    cse248 = -cse247
    cse249 = 2*q_e_slider_3
    cse250 = cse249*q_e_slider_1
    cse251 = 2*q_e_slider_0
    cse252 = cse251*q_e_slider_2
    cse253 = cse250 + cse252
    cse254 = q_e_rod_1**2
    cse255 = q_e_rod_0**2
    cse256 = 2*cse255 - 1
    cse257 = 2*cse254 + cse256
    cse258 = -0.15*cse257 - q_r_rod_x + q_r_slider_x
    cse259 = cse253 + cse258
    cse260 = 2*cse259
    cse261 = -cse260
    cse262 = 0.6*lam_16
    cse263 = cse262*q_e_rod_3
    cse264 = 4*q_e_rod_0
    cse265 = cse264*lam_9
    cse266 = cse38*(cse226 + cse263 - cse265)
    cse267 = cse262*q_e_rod_2
    cse268 = cse38*(cse220 + cse267)
    cse269 = 0.6*q_e_rod_1
    cse270 = cse269*lam_16
    cse271 = 4*q_e_rod_2
    cse272 = cse271*lam_9
    cse273 = cse38*(cse215 + cse270 - cse272)
    cse274 = 0.6*q_e_rod_0
    cse275 = cse274*lam_16
    cse276 = cse38*(cse209 + cse275)
    cse277 = q_e_rod_2**2
    cse278 = cse256 + 2*cse277
    cse279 = -cse278
    cse280 = cse207*q_e_rod_3
    cse281 = cse219*q_e_rod_1
    cse282 = cse280 - cse281
    cse283 = -cse282
    cse284 = cse249*q_e_slider_2
    cse285 = -cse251*q_e_slider_1
    cse286 = cse284 + cse285
    cse287 = cse241 + cse242
    cse288 = -0.15*cse287 - q_r_rod_y + q_r_slider_y
    cse289 = cse286 + cse288
    cse290 = 2*cse289
    cse291 = -cse290
    cse292 = -cse267
    cse293 = cse264*lam_10
    cse294 = cse38*(cse224 + cse292 - cse293)
    cse295 = -cse228
    cse296 = cse38*(cse263 + cse295)
    cse297 = -cse275
    cse298 = -cse211
    cse299 = cse38*(cse297 + cse298)
    cse300 = lam_10*q_e_rod_3
    cse301 = 4*cse300
    cse302 = cse38*(cse217 + cse270 - cse301)
    cse303 = 8*lam_16
    cse304 = cse303*q_e_slider_0
    cse305 = -cse304*cse38
    cse306 = cse303*q_e_slider_3
    cse307 = -cse306*cse38
    cse308 = cse280 + cse281
    cse309 = -cse308
    cse310 = q_e_rod_3**2
    cse311 = cse256 + 2*cse310
    cse312 = -cse311
    cse313 = cse245 - cse246
    cse314 = -0.15*cse313 - q_r_rod_z + q_r_slider_z
    cse315 = q_e_slider_3**2
    cse316 = q_e_slider_0**2
    cse317 = 2*cse316
    cse318 = cse317 - 1
    cse319 = 2*cse315 + cse318
    cse320 = cse314 + cse319
    cse321 = 2*cse320
    cse322 = -cse321
    cse323 = cse207*v_ed_rod_1 - cse210*v_ed_rod_0 + cse219*v_ed_rod_3 - cse222*v_ed_rod_2
    cse324 = 0.008*cse323
    cse325 = cse324*q_e_rod_2
    cse326 = 0.008*q_e_rod_0
    cse327 = cse326*v_ed_rod_2
    cse328 = 0.008*q_e_rod_3
    cse329 = cse328*v_ed_rod_1
    cse330 = 0.008*q_e_rod_1
    cse331 = cse330*v_ed_rod_3
    cse332 = 0.008*v_ed_rod_0
    cse333 = cse332*q_e_rod_2
    cse334 = -cse327 + cse329 - cse331 + cse333
    cse335 = 0.0008*q_e_rod_3
    cse336 = 0.0008*q_e_rod_1
    cse337 = 0.0008*q_e_rod_2
    cse338 = 0.0008*q_e_rod_0
    cse339 = -cse335*v_ed_rod_0 - cse336*v_ed_rod_2 + cse337*v_ed_rod_1 + cse338*v_ed_rod_3
    cse340 = -cse207*v_ed_rod_0 - cse210*v_ed_rod_1 + cse219*v_ed_rod_2 + cse222*v_ed_rod_3
    cse341 = 0.0008*cse340
    cse342 = -cse341*q_e_rod_3
    cse343 = -cse207*cse339 - cse210*cse334 + cse325 + cse342
    cse344 = -cse207*v_ed_rod_3 + cse210*v_ed_rod_2 + cse219*v_ed_rod_1 - cse222*v_ed_rod_0
    cse345 = 0.008*cse344
    cse346 = cse345*q_e_rod_3
    cse347 = 0.008*q_e_rod_2
    cse348 = -cse326*v_ed_rod_3 + cse330*v_ed_rod_2 + cse332*q_e_rod_3 - cse347*v_ed_rod_1
    cse349 = -cse324*q_e_rod_1
    cse350 = cse326*v_ed_rod_1 + cse328*v_ed_rod_2 - cse330*v_ed_rod_0 - cse347*v_ed_rod_3
    cse351 = -cse210*cse350 - cse222*cse348 + cse346 + cse349
    cse352 = -cse345*q_e_rod_2
    cse353 = cse327 - cse329 + cse331 - cse333
    cse354 = -cse335*v_ed_rod_2 + cse336*v_ed_rod_0 + cse337*v_ed_rod_3 - cse338*v_ed_rod_1
    cse355 = cse341*q_e_rod_1
    cse356 = -cse207*cse354 - cse222*cse353 + cse352 + cse355
    cse357 = 2*cse356
    cse358 = cse345*v_ed_rod_2
    cse359 = 2*v_ed_rod_1
    cse360 = 2*cse354
    cse361 = cse341*v_ed_rod_1
    cse362 = cse353*cse359 + cse358 + cse360*v_ed_rod_2 - cse361
    cse363 = cse345*v_ed_rod_3
    cse364 = cse324*v_ed_rod_1
    cse365 = 2*v_ed_rod_3
    cse366 = cse348*cse359 + cse350*cse365 - cse363 + cse364
    cse367 = cse324*v_ed_rod_2
    cse368 = 2*cse339
    cse369 = cse341*v_ed_rod_3
    cse370 = cse334*cse365 - cse367 + cse368*v_ed_rod_2 + cse369
    cse371 = 2.4*q_e_slider_3
    cse372 = 2.4*q_e_slider_0
    cse373 = 0.18*cse257 + 0.18*cse277 + 0.18*cse310 - cse371*q_e_slider_1 - cse372*q_e_slider_2 + 1.2*q_r_rod_x - 1.2*q_r_slider_x
    cse374 = 1.2*q_e_rod_0
    cse375 = -0.6*cse313 - cse374*q_e_rod_2 - 4*q_r_rod_z + 4*q_r_slider_z
    cse376 = q_e_rod_0*q_e_rod_3
    cse377 = 0.6*cse287
    cse378 = 4*q_r_rod_y
    cse379 = 4*q_r_slider_y
    cse380 = -cse377 - cse378 + cse379
    cse381 = 1.2*cse376 + cse380
    cse382 = lam_19 + 0.6*lam_5
    cse383 = 0.016*a_11
    cse384 = 0.016*a_13
    cse385 = q_e_slider_2*q_e_slider_3
    cse386 = 8*q_e_slider_1
    cse387 = -cse383*q_e_rod_1 - cse384*q_e_rod_3 + lam_8*(8*cse385 - cse386*q_e_slider_0)
    cse388 = 0.016*cse254 + 0.016*cse310
    cse389 = cse324*q_e_rod_3
    cse390 = cse341*q_e_rod_2
    cse391 = cse207*cse334 - cse210*cse339 + cse389 + cse390
    cse392 = 2*cse391
    cse393 = cse324*q_e_rod_0
    cse394 = cse207*cse350 + cse219*cse348 + cse352 + cse393
    cse395 = cse341*q_e_rod_0
    cse396 = -cse210*cse354 + cse219*cse353 - cse346 - cse395
    cse397 = 0.032*a_10
    cse398 = 0.0144*a_13
    cse399 = 2*v_ed_rod_0
    cse400 = cse341*v_ed_rod_0
    cse401 = -cse353*cse399 + cse360*v_ed_rod_3 + cse363 + cse400
    cse402 = 2*cse401
    cse403 = cse324*v_ed_rod_0
    cse404 = 2*v_ed_rod_2
    cse405 = -cse348*cse399 - cse350*cse404 + cse358 - cse403
    cse406 = -cse324*v_ed_rod_3
    cse407 = -cse341*v_ed_rod_2
    cse408 = -cse334*cse404 + cse368*v_ed_rod_3 + cse406 + cse407
    cse409 = 2*cse323
    cse410 = cse334*cse409
    cse411 = 2*cse340
    cse412 = cse339*cse411
    cse413 = -cse410 - cse412
    cse414 = lam_8*(4*cse315 + 4*cse316 - 2)
    cse415 = q_e_rod_0*q_e_rod_1
    cse416 = 0.3*cse287
    cse417 = 2*q_r_rod_y
    cse418 = 2*q_r_slider_y
    cse419 = 1.7999999999999998*q_e_rod_0
    cse420 = -cse269*q_e_rod_2
    cse421 = cse269*q_e_rod_3
    cse422 = 2*q_r_slider_z
    cse423 = -0.3*cse313 + cse422 - 2*q_r_rod_z
    cse424 = cse414 + 0.72*cse415*lam_16 + lam_10*(cse416 + cse417 - cse418 - cse419*q_e_rod_3 + cse420) + lam_9*(-cse419*q_e_rod_2 + cse421 + cse423)
    cse425 = 0.016*q_e_rod_0
    cse426 = q_e_rod_2*q_e_rod_3
    cse427 = -cse425*q_e_rod_1 - 0.0144*cse426
    cse428 = 0.0016*q_e_rod_0
    cse429 = -cse428*q_e_rod_2
    cse430 = cse219*cse339 - cse222*cse334 - cse355 - cse393
    cse431 = 2*cse430
    cse432 = cse345*q_e_rod_1
    cse433 = cse210*cse348 - cse222*cse350 + cse389 + cse432
    cse434 = cse345*q_e_rod_0
    cse435 = cse210*cse353 + cse219*cse354 + cse342 + cse434
    cse436 = 2*cse435
    cse437 = a_10*q_e_rod_2
    cse438 = a_12*q_e_rod_0
    cse439 = cse345*v_ed_rod_0
    cse440 = -cse353*cse365 - cse354*cse399 + cse369 - cse439
    cse441 = -cse345*v_ed_rod_1
    cse442 = -cse348*cse365 + cse350*cse359 + cse406 + cse441
    cse443 = cse334*cse359 - cse339*cse399 + cse361 + cse403
    cse444 = cse350*cse409
    cse445 = 2*cse344
    cse446 = cse348*cse445
    cse447 = -cse444 - cse446
    cse448 = 0.0144*a_11
    cse449 = cse448*q_e_rod_3
    cse450 = cse398*q_e_rod_1
    cse451 = 0.09*cse313
    cse452 = 0.6*q_r_rod_z
    cse453 = 0.6*q_r_slider_z
    cse454 = 1.2*cse315
    cse455 = 1.2*cse316
    cse456 = 0.18*q_e_rod_2
    cse457 = 0.18*q_e_rod_3
    cse458 = cse456*q_e_rod_0 + cse457*q_e_rod_1
    cse459 = 0.6*cse254
    cse460 = 0.5999999999999999*cse255
    cse461 = 2*q_r_slider_x
    cse462 = 0.3*cse257
    cse463 = 2*q_r_rod_x
    cse464 = cse461 - cse462 - cse463
    cse465 = 1.2*lam_9
    cse466 = 0.3*lam_7
    cse467 = -cse415*cse465 - cse466 + lam_10*(cse459 + cse460 + cse464 - 0.3) + lam_16*(-cse451 - cse452 + cse453 + cse454 + cse455 + cse458 - 0.6)
    cse468 = cse219*cse334 + cse222*cse339 + cse349 + cse395
    cse469 = -cse207*cse348 + cse219*cse350 - cse325 - cse434
    cse470 = -cse207*cse353 + cse222*cse354 + cse390 + cse432
    cse471 = cse353*cse404 - cse360*v_ed_rod_1 + cse407 + cse441
    cse472 = 2*cse471
    cse473 = cse348*cse404 - cse350*cse399 + cse367 + cse439
    cse474 = -cse334*cse399 + cse364 - cse368*v_ed_rod_1 - cse400
    cse475 = cse353*cse445
    cse476 = cse354*cse411
    cse477 = -cse475 - cse476
    cse478 = cse457*q_e_rod_0
    cse479 = cse456*q_e_rod_1
    cse480 = 1.2*q_e_slider_0
    cse481 = 0.09*cse287 - 1.2*cse385 + cse480*q_e_slider_1 + 0.6*q_r_rod_y - 0.6*q_r_slider_y
    cse482 = 1.2*lam_10
    cse483 = -cse461
    cse484 = cse238*q_e_slider_3
    cse485 = cse235*q_e_slider_2
    cse486 = 0.3*lam_6
    cse487 = -cse415*cse482 + cse486 + lam_16*(cse478 - cse479 + cse481) + lam_8*(-cse484 - cse485) + lam_9*(-cse459 - cse460 + cse462 + cse463 + cse483 + 0.3)
    cse488 = q_e_rod_1*q_e_rod_2
    cse489 = -cse425*q_e_rod_3 + 0.0144*cse488
    cse490 = cse38*(-cse206 + cse208 + cse298)
    cse491 = -cse263
    cse492 = cse38*(cse227 + cse265 + cse491)
    cse493 = cse38*(cse223 + cse267 + cse293)
    cse494 = 2.4*q_e_rod_0
    cse495 = 1.2*q_e_rod_3
    cse496 = 8*q_e_rod_1
    cse497 = cse38*(lam_16*(cse372*q_e_rod_2 - cse494*q_e_slider_2 + cse495*q_e_slider_1) + lam_8*(-cse231*q_e_rod_3 - cse386*q_e_rod_0 + cse496*q_e_slider_0))
    cse498 = cse371*q_e_rod_0
    cse499 = 8*q_e_rod_0
    cse500 = cse499*q_e_slider_0
    cse501 = cse38*(lam_16*(cse480*q_e_rod_3 - cse498) + lam_8*(-cse233*q_e_rod_3 - cse500))
    cse502 = cse372*q_e_rod_0
    cse503 = cse499*q_e_slider_3
    cse504 = cse38*(lam_16*(-cse495*q_e_slider_3 - cse502) + lam_8*(-cse235*q_e_rod_3 + cse503))
    cse505 = cse38*(lam_16*(cse371*q_e_rod_2 - cse494*q_e_slider_1 - cse495*q_e_slider_2) + lam_8*(-cse238*q_e_rod_3 + cse496*q_e_slider_3 + cse499*q_e_slider_2))
    cse506 = 0.3*q_e_rod_3
    cse507 = 0.3*q_e_rod_2
    cse508 = -cse507
    cse509 = 4*cse286
    cse510 = -cse210*cse253 + cse222*cse319 + cse509*q_e_rod_0
    cse511 = 4*cse288
    cse512 = 2*cse258
    cse513 = cse512*q_e_rod_3
    cse514 = cse222*cse314 - cse243*cse274 - cse278*cse506 + cse308*cse507 + cse511*q_e_rod_0 - cse513
    cse515 = cse512*q_e_rod_2
    cse516 = 4*cse314
    cse517 = -cse222*cse288 - cse247*cse274 - cse282*cse506 + cse311*cse507 + cse515 + cse516*q_e_rod_0
    cse518 = 0.6*cse320
    cse519 = 0.6*cse289
    cse520 = 1.2*cse259
    cse521 = cse518*q_e_rod_2 - cse519*q_e_rod_3 - cse520*q_e_rod_0
    cse522 = 0.016*a_10
    cse523 = 0.032*q_e_rod_0
    cse524 = 0.0144*a_12
    cse525 = cse410 + cse412
    cse526 = 0.016*a_12
    cse527 = -cse522*q_e_rod_0 - cse526*q_e_rod_2
    cse528 = 0.016*cse255 + 0.016*cse277
    cse529 = 0.0144*a_10
    cse530 = cse475 + cse476
    cse531 = 0.032*q_e_rod_2
    cse532 = -1.2*cse254 + cse464 + 0.3
    cse533 = -cse426*cse482 + cse486 + lam_16*(-cse478 + cse479 + cse481) + lam_8*(cse484 + cse485) + lam_9*(-1.7999999999999998*cse277 - 0.6*cse310 + cse532)
    cse534 = 0.016*q_e_rod_2
    cse535 = 0.0144*cse376 - cse534*q_e_rod_1
    cse536 = 0.0016*q_e_rod_1
    cse537 = -cse536*q_e_rod_3
    cse538 = cse529*q_e_rod_2
    cse539 = a_11*q_e_rod_3
    cse540 = cse524*q_e_rod_0
    cse541 = a_13*q_e_rod_1
    cse542 = -cse426*cse465 + cse466 + lam_10*(-0.6*cse277 - 1.7999999999999998*cse310 + cse532) + lam_16*(cse451 + cse452 - cse453 - cse454 - cse455 + cse458 + 0.6)
    cse543 = cse38*(-cse213 + cse214 + cse216)
    cse544 = cse38*(cse221 + cse292)
    cse545 = cse38*(cse228 + cse491)
    cse546 = 2.4*q_e_rod_1
    cse547 = 1.2*q_e_rod_2
    cse548 = cse38*(lam_16*(-cse372*q_e_rod_3 - cse546*q_e_slider_2 + cse547*q_e_slider_1) + lam_8*(cse231*q_e_rod_2 + cse500))
    cse549 = -cse371*q_e_rod_1
    cse550 = lam_8*q_e_rod_2
    cse551 = cse38*(cse233*cse550 + lam_16*(cse480*q_e_rod_2 + cse549))
    cse552 = -cse372*q_e_rod_1
    cse553 = cse38*(cse235*cse550 + lam_16*(-cse547*q_e_slider_3 + cse552))
    cse554 = cse38*(lam_16*(-cse371*q_e_rod_3 - cse546*q_e_slider_1 - cse547*q_e_slider_2) + lam_8*(cse238*q_e_rod_2 + cse503))
    cse555 = cse207*cse253 + cse219*cse319
    cse556 = cse219*cse314 - cse243*cse269 - cse278*cse507 - cse308*cse506 + cse515
    cse557 = -cse219*cse288 - cse247*cse269 - cse282*cse507 - cse311*cse506 + cse513
    cse558 = -cse518*q_e_rod_3 - cse519*q_e_rod_2 - cse520*q_e_rod_1
    cse559 = cse444 + cse446
    cse560 = 0.032*a_12
    cse561 = 1.2*q_e_rod_1
    cse562 = lam_16*(0.18*cse254 + 0.18*cse255) + lam_19
    cse563 = cse414 + lam_10*(cse274*q_e_rod_3 - cse416 - cse417 + cse418 + cse420) + lam_9*(-cse274*q_e_rod_2 - cse421 + cse423)
    cse564 = -0.0144*cse415 - cse534*q_e_rod_3
    cse565 = cse38*(cse220 + cse223)
    cse566 = -cse270
    cse567 = cse38*(cse214 + cse272 + cse566)
    cse568 = cse38*(cse211 + cse275)
    cse569 = 8*q_e_rod_3
    cse570 = cse38*(lam_16*(cse502 + cse561*q_e_slider_1) + lam_8*(cse231*q_e_rod_1 - cse386*q_e_rod_2 + cse569*q_e_slider_0))
    cse571 = 8*q_e_rod_2
    cse572 = cse571*q_e_slider_0
    cse573 = cse38*(cse213*q_e_slider_0 + lam_8*(cse233*q_e_rod_1 - cse572))
    cse574 = cse571*q_e_slider_3
    cse575 = cse38*(-cse213*q_e_slider_3 + lam_8*(cse235*q_e_rod_1 + cse574))
    cse576 = cse38*(lam_16*(cse498 - cse561*q_e_slider_2) + lam_8*(cse238*q_e_rod_1 + cse569*q_e_slider_3 + cse571*q_e_slider_2))
    cse577 = 0.3*q_e_rod_1
    cse578 = 0.3*q_e_rod_0
    cse579 = -cse578
    cse580 = cse210*cse319 + cse222*cse253 + cse509*q_e_rod_2
    cse581 = cse512*q_e_rod_1
    cse582 = cse210*cse314 - cse278*cse577 + cse308*cse578 + cse511*q_e_rod_2 + cse581
    cse583 = cse512*q_e_rod_0
    cse584 = cse210*cse288 - cse282*cse577 + cse311*cse578 + cse583
    cse585 = -cse269*cse289 + cse274*cse320
    cse586 = cse38*(cse226 + cse295)
    cse587 = cse38*(cse208 + cse297)
    cse588 = cse38*(cse216 + cse301 + cse566)
    cse589 = cse38*(lam_16*(cse374*q_e_slider_1 + cse552) + lam_8*(-cse231*q_e_rod_0 + cse572))
    cse590 = lam_8*q_e_rod_0
    cse591 = cse38*(cse206*q_e_slider_0 - cse233*cse590)
    cse592 = cse38*(-cse206*q_e_slider_3 - cse235*cse590)
    cse593 = cse38*(lam_16*(-cse374*q_e_slider_2 + cse549) + lam_8*(-cse238*q_e_rod_0 + cse574))
    cse594 = cse207*cse319 - cse219*cse253
    cse595 = cse207*cse314 - cse278*cse578 - cse308*cse577 - cse583
    cse596 = cse207*cse288 - cse282*cse578 - cse311*cse577 + cse516*q_e_rod_3 + cse581
    cse597 = -cse269*cse320 - cse274*cse289
    cse598 = cse203 + 2.0
    cse599 = cse231*lam_16
    cse600 = cse249*lam_14
    cse601 = cse38*(cse235*lam_13 + cse599 + cse600)
    cse602 = cse233*lam_16
    cse603 = 2*q_e_slider_2
    cse604 = -cse603*lam_14
    cse605 = cse38*(cse238*lam_13 + cse602 + cse604)
    cse606 = cse235*lam_16
    cse607 = 2*q_e_slider_1
    cse608 = -cse607*lam_14
    cse609 = cse38*(cse606 + cse608)
    cse610 = cse238*lam_16
    cse611 = cse251*lam_14
    cse612 = cse38*(cse610 + cse611)
    cse613 = q_e_slider_1**2
    cse614 = cse318 + 2*cse613
    cse615 = cse603*q_e_slider_1
    cse616 = cse251*q_e_slider_3
    cse617 = -cse615 + cse616
    cse618 = cse249*lam_13
    cse619 = cse38*(-cse235*lam_14 - cse610 + cse618)
    cse620 = cse603*lam_13
    cse621 = cse38*(-cse606 + cse620)
    cse622 = cse607*lam_13
    cse623 = cse38*(-cse231*lam_14 + cse602 + cse622)
    cse624 = cse251*lam_13
    cse625 = cse38*(cse599 + cse624)
    cse626 = cse615 + cse616
    cse627 = q_e_slider_2**2
    cse628 = -cse317 - 2*cse627 + 1
    cse629 = cse38*(cse304 + cse608 - cse620)
    cse630 = cse38*(-cse611 + cse618)
    cse631 = cse38*(-cse600 - cse624)
    cse632 = cse38*(cse306 + cse604 + cse622)
    cse633 = cse250 - cse252
    cse634 = -cse284 + cse285
    cse635 = 0.0004*cse627
    cse636 = 0.0002*v_ed_slider_3
    cse637 = cse636*q_e_slider_1
    cse638 = 0.0002*q_e_slider_3
    cse639 = cse638*v_ed_slider_1
    cse640 = 0.0002*q_e_slider_0
    cse641 = cse640*v_ed_slider_2
    cse642 = 0.0002*q_e_slider_2
    cse643 = cse642*v_ed_slider_0
    cse644 = -cse637 + cse639 - cse641 + cse643
    cse645 = -cse249*v_ed_slider_0 + cse251*v_ed_slider_3 + cse603*v_ed_slider_1 - cse607*v_ed_slider_2
    cse646 = cse642*cse645
    cse647 = cse638*v_ed_slider_0
    cse648 = 0.0002*q_e_slider_1
    cse649 = cse648*v_ed_slider_2
    cse650 = cse642*v_ed_slider_1
    cse651 = cse636*q_e_slider_0
    cse652 = -cse647 - cse649 + cse650 + cse651
    cse653 = -cse249*v_ed_slider_1 + cse251*v_ed_slider_2 - cse603*v_ed_slider_0 + cse607*v_ed_slider_3
    cse654 = -cse638*cse653
    cse655 = -cse249*cse644 - cse603*cse652 + cse646 + cse654
    cse656 = cse647 + cse649 - cse650 - cse651
    cse657 = cse249*v_ed_slider_2 + cse251*v_ed_slider_1 - cse603*v_ed_slider_3 - cse607*v_ed_slider_0
    cse658 = cse638*cse657
    cse659 = cse648*v_ed_slider_0
    cse660 = cse638*v_ed_slider_2
    cse661 = cse636*q_e_slider_2
    cse662 = cse640*v_ed_slider_1
    cse663 = -cse659 + cse660 - cse661 + cse662
    cse664 = -cse645*cse648
    cse665 = -cse249*cse663 - cse607*cse656 + cse658 + cse664
    cse666 = cse637 - cse639 + cse641 - cse643
    cse667 = -cse642*cse657
    cse668 = cse659 - cse660 + cse661 - cse662
    cse669 = cse648*cse653
    cse670 = -cse603*cse668 - cse607*cse666 + cse667 + cse669
    cse671 = 0.0004*a_18
    cse672 = -cse671*q_e_slider_1
    cse673 = 0.0004*a_20
    cse674 = -cse673*q_e_slider_3
    cse675 = -cse379*lam_14
    cse676 = 2*v_ed_slider_1
    cse677 = 2*v_ed_slider_2
    cse678 = 0.0002*v_ed_slider_2
    cse679 = cse657*cse678
    cse680 = 0.0002*v_ed_slider_1
    cse681 = cse653*cse680
    cse682 = cse666*cse676 + cse668*cse677 + cse679 - cse681
    cse683 = 2*v_ed_slider_3
    cse684 = cse645*cse678
    cse685 = cse636*cse653
    cse686 = cse644*cse683 + cse652*cse677 - cse684 + cse685
    cse687 = cse636*cse657
    cse688 = cse645*cse680
    cse689 = cse656*cse676 + cse663*cse683 - cse687 + cse688
    cse690 = -1.2*cse313 + 8*cse613 + 8*cse627 - 8*q_r_rod_z + 8*q_r_slider_z - 8
    cse691 = 0.0004*a_19
    cse692 = -cse691*q_e_slider_2
    cse693 = cse692 + lam_8*(8*cse415 + 8*cse426)
    cse694 = 4*q_r_slider_x
    cse695 = -4*lam_11 + lam_13*(cse694 - 0.8) + lam_20
    cse696 = 0.0004*cse613
    cse697 = 0.0004*cse315
    cse698 = cse696 + cse697
    cse699 = 0.0004*q_e_slider_0
    cse700 = -cse699*q_e_slider_1
    cse701 = cse638*cse645
    cse702 = cse642*cse653
    cse703 = -cse249*cse652 + cse603*cse644 + cse701 + cse702
    cse704 = cse640*cse645
    cse705 = cse251*cse656 + cse603*cse663 + cse667 + cse704
    cse706 = cse640*cse653
    cse707 = -cse249*cse668 + cse251*cse666 - cse658 - cse706
    cse708 = 0.0008*a_17
    cse709 = 2*v_ed_slider_0
    cse710 = 0.0002*v_ed_slider_0
    cse711 = cse653*cse710
    cse712 = -cse666*cse709 + cse668*cse683 + cse687 + cse711
    cse713 = cse645*cse710
    cse714 = -cse656*cse709 - cse663*cse677 + cse679 - cse713
    cse715 = -cse636*cse645
    cse716 = -cse653*cse678
    cse717 = -cse644*cse677 + cse652*cse683 + cse715 + cse716
    cse718 = 2*cse645
    cse719 = cse644*cse718
    cse720 = 2*cse653
    cse721 = cse652*cse720
    cse722 = -cse719 - cse721
    cse723 = -cse422*lam_14
    cse724 = 16*q_e_slider_0
    cse725 = 4*cse277
    cse726 = 4*cse255
    cse727 = cse723 + lam_16*(cse377 + cse378 - cse379 + cse724*q_e_slider_1) + lam_8*(-cse725 - cse726 + 2)
    cse728 = -cse699*q_e_slider_2
    cse729 = cse251*cse652 - cse607*cse644 - cse669 - cse704
    cse730 = cse648*cse657
    cse731 = cse249*cse656 - cse607*cse663 + cse701 + cse730
    cse732 = cse640*cse657
    cse733 = cse249*cse666 + cse251*cse668 + cse654 + cse732
    cse734 = cse657*cse710
    cse735 = -cse666*cse683 - cse668*cse709 + cse685 - cse734
    cse736 = cse644*cse676 - cse652*cse709 + cse681 + cse713
    cse737 = -cse657*cse680
    cse738 = -cse656*cse683 + cse663*cse676 + cse715 + cse737
    cse739 = 2*cse657
    cse740 = cse656*cse739
    cse741 = cse663*cse718
    cse742 = -cse740 - cse741
    cse743 = -0.6*cse257 + cse694 - 4*q_r_rod_x
    cse744 = cse422*lam_13
    cse745 = lam_8*(-cse264*q_e_rod_3 + cse271*q_e_rod_1)
    cse746 = -cse744 + cse745 + lam_16*(cse724*q_e_slider_2 + cse743)
    cse747 = -cse699*q_e_slider_3
    cse748 = cse251*cse644 + cse607*cse652 + cse664 + cse706
    cse749 = cse251*cse663 - cse603*cse656 - cse646 - cse732
    cse750 = -cse603*cse666 + cse607*cse668 + cse702 + cse730
    cse751 = cse666*cse677 - cse668*cse676 + cse716 + cse737
    cse752 = cse656*cse677 - cse663*cse709 + cse684 + cse734
    cse753 = -cse644*cse709 - cse652*cse676 + cse688 - cse711
    cse754 = cse668*cse720
    cse755 = cse666*cse739
    cse756 = -cse754 - cse755
    cse757 = 2*lam_12
    cse758 = cse418*lam_13 - 2*lam_15
    cse759 = -cse757 + cse758 + lam_14*(cse461 - 0.4) + 32*lam_16*q_e_slider_0*q_e_slider_3
    cse760 = cse235*cse308 + cse243*cse603 - cse278*cse607
    cse761 = -cse235
    cse762 = -cse249
    cse763 = -cse422*q_e_slider_2
    cse764 = 0.2 - q_r_slider_x
    cse765 = -cse235*cse764 + cse418*q_e_slider_3 + cse763
    cse766 = cse422*q_e_slider_1
    cse767 = -cse249*cse764 - cse379*q_e_slider_0 - cse766
    cse768 = 8*cse320
    cse769 = cse231*cse259 - cse238*cse289 + cse768*q_e_slider_0
    cse770 = 0.0008*a_18
    cse771 = 0.0004*a_17
    cse772 = cse719 + cse721
    cse773 = -a_17*cse699
    cse774 = cse674 + lam_16*(8*cse315 + 8*cse316)
    cse775 = 0.0004*cse316
    cse776 = cse635 + cse775
    cse777 = 0.0004*q_e_slider_1
    cse778 = -cse777*q_e_slider_2
    cse779 = cse754 + cse755
    cse780 = cse757 + cse758 + lam_14*(cse483 + 0.4)
    cse781 = -cse777*q_e_slider_3
    cse782 = cse744 + cse745 + lam_16*(cse743 + 16*q_e_slider_1*q_e_slider_3)
    cse783 = cse243*cse249 - cse251*cse278
    cse784 = -cse238
    cse785 = cse422*q_e_slider_3
    cse786 = -cse238*cse764 + cse418*q_e_slider_2 + cse785
    cse787 = -cse422*q_e_slider_0
    cse788 = cse603*cse764 + cse787
    cse789 = -cse603
    cse790 = cse233*cse259 - cse235*cse289
    cse791 = 0.0008*a_19
    cse792 = cse740 + cse741
    cse793 = cse672 + cse773 + lam_20
    cse794 = -0.0004*cse385
    cse795 = cse723 + lam_16*(cse380 + 16*cse385) + lam_8*(cse725 + cse726 - 2)
    cse796 = cse243*cse251 + cse249*cse278
    cse797 = cse418*q_e_slider_1 + cse787
    cse798 = -cse379*q_e_slider_2 + cse607*cse764 - cse785
    cse799 = -cse607
    cse800 = cse233*cse289 + cse235*cse259
    cse801 = 0.0008*a_20
    cse802 = cse233*cse308 + cse243*cse607 + cse278*cse603
    cse803 = -cse251
    cse804 = cse418*q_e_slider_0 + cse766
    cse805 = -cse251*cse764 + cse763
    cse806 = cse231*cse289 + cse238*cse259 + cse768*q_e_slider_3
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
        4e-05*cse0 + cse38*(-a_5*cse39 + cse10*cse44 + cse11*cse48 + cse13*cse52 + cse77 + lam_17*(cse58**2*cse65 - cse58*cse68*cse70 + cse74)) + cse80 - h*(-cse10*cse37 - cse11*cse32 - cse13*cse25),  # [3, 3]
        cse112 + cse38*(a_3*cse88 - a_4*cse89 + cse10*cse93 - cse102 + cse11*cse95 + cse110 + cse13*cse98 + cse90*q_e_crank_2) - h*(-cse10*cse87 - cse11*cse85 - cse13*cse83),  # [3, 4]
        cse113 + cse38*(cse10*cse123 + cse11*cse125 - cse119 + cse120 + 8e-05*cse121 + cse126*cse13 - cse130 - 4e-05*cse131 + cse140) - h*(-cse10*cse118 - cse11*cse116 - cse114*cse13),  # [3, 5]
        cse157 + cse38*(a_3*cse144 - a_6*cse89 + cse10*cse146 + cse11*cse148 + cse13*cse147 - cse145*q_e_crank_2 - cse151 + cse155) - h*(-cse10*cse143 - cse11*cse142 - cse13*cse141),  # [3, 6]
        cse10,  # [3, 24]
        cse158,  # [3, 25]
        cse160,  # [3, 26]
        cse161,  # [3, 27]
        cse162,  # [3, 28]
        cse164,  # [3, 38]
        q_e_crank_0,  # [3, 39]
        cse112 + cse38*(-a_3*cse75 + a_5*cse111 + cse10*cse48 - cse11*cse44 + cse110 - cse12*cse52 + cse165*q_e_crank_0 - cse166) - h*(-cse10*cse32 + cse11*cse37 + cse12*cse25),  # [4, 3]
        cse173 + cse38*(cse10*cse95 - cse11*cse93 - cse12*cse98 + cse172 - 4e-05*cse76 + lam_17*(cse167*cse168 - cse167*cse169)) + 4e-05*cse79 - h*(-cse10*cse85 + cse11*cse87 + cse12*cse83),  # [4, 4]
        cse177 + cse38*(-a_3*cse111 - a_5*cse75 + cse10*cse125 - cse11*cse123 - cse12*cse126 + cse165*q_e_crank_2 - cse174 + cse176) - h*(-cse10*cse116 + cse11*cse118 + cse114*cse12),  # [4, 5]
        cse179 + cse38*(cse10*cse148 - cse11*cse146 - cse12*cse147 - cse130 - cse181 + 8e-05*cse182 - 4e-05*cse183 + cse185 + cse187) - h*(-cse10*cse142 + cse11*cse143 + cse12*cse141),  # [4, 6]
        cse11,  # [4, 24]
        cse10,  # [4, 25]
        cse188,  # [4, 26]
        cse189,  # [4, 28]
        cse190,  # [4, 38]
        q_e_crank_1,  # [4, 39]
        cse113 + cse38*(-cse10*cse52 + cse119 - cse12*cse48 - cse120 - 4e-05*cse121 + cse13*cse44 + 8e-05*cse131 + cse140 - cse191) - h*(cse10*cse25 + cse12*cse32 - cse13*cse37),  # [5, 3]
        cse177 + cse38*(-a_4*cse171 + a_5*cse88 - cse10*cse98 - cse12*cse95 + cse13*cse93 - cse151 + cse176 - cse90*q_e_crank_0) - h*(cse10*cse83 + cse12*cse85 - cse13*cse87),  # [5, 4]
        cse38*(-cse10*cse126 - cse12*cse125 + cse123*cse13 - 4e-05*cse170 + cse77 + lam_17*(cse133**2*cse65 - cse133*cse137*cse70 + cse74)) + 4e-05*cse60 + cse80 - h*(cse10*cse114 + cse116*cse12 - cse118*cse13),  # [5, 5]
        cse193 + cse38*(a_5*cse144 - a_6*cse171 - cse10*cse147 - cse12*cse148 + cse13*cse146 + cse145*q_e_crank_0 - cse166 + cse192) - h*(cse10*cse141 + cse12*cse142 - cse13*cse143),  # [5, 6]
        cse13,  # [5, 24]
        cse194,  # [5, 25]
        cse162,  # [5, 26]
        cse195,  # [5, 27]
        cse159,  # [5, 28]
        cse196,  # [5, 38]
        q_e_crank_2,  # [5, 39]
        cse157 + cse38*(-a_3*cse197 + cse11*cse52 - cse12*cse44 - cse13*cse48 + cse155 - cse174 - cse184*q_e_crank_1 + cse198*q_e_crank_0) - h*(-cse11*cse25 + cse12*cse37 + cse13*cse32),  # [6, 3]
        cse179 + cse38*(cse11*cse98 - cse12*cse93 - cse13*cse95 + cse181 - 4e-05*cse182 + 8e-05*cse183 - cse185 + cse187 - cse191) - h*(-cse11*cse83 + cse12*cse87 + cse13*cse85),  # [6, 4]
        cse193 + cse38*(-a_5*cse197 - cse102 + cse11*cse126 - cse12*cse123 - cse125*cse13 + cse180*q_e_crank_1 + cse192 + cse198*q_e_crank_2) - h*(-cse11*cse114 + cse116*cse13 + cse118*cse12),  # [6, 5]
        cse173 + cse38*(-a_4*cse178 + cse11*cse147 - cse12*cse146 - cse13*cse148 + cse172 + lam_17*(cse168*cse199 - cse169*cse199)) + 4e-05*cse78 - h*(-cse11*cse141 + cse12*cse143 + cse13*cse142),  # [6, 6]
        cse12,  # [6, 24]
        cse13,  # [6, 25]
        cse200,  # [6, 26]
        cse188,  # [6, 28]
        cse201,  # [6, 38]
        q_e_crank_3,  # [6, 39]
        cse204,  # [7, 7]
        cse212,  # [7, 10]
        cse218,  # [7, 11]
        cse225,  # [7, 12]
        cse229,  # [7, 13]
        cse230,  # [7, 14]
        cse232,  # [7, 17]
        cse234,  # [7, 18]
        cse237,  # [7, 19]
        cse240,  # [7, 20]
        -1,  # [7, 26]
        cse244,  # [7, 30]
        cse248,  # [7, 31]
        cse261,  # [7, 37]
        cse204,  # [8, 8]
        cse266,  # [8, 10]
        cse268,  # [8, 11]
        cse273,  # [8, 12]
        cse276,  # [8, 13]
        cse230,  # [8, 15]
        cse239,  # [8, 17]
        cse236,  # [8, 18]
        cse234,  # [8, 19]
        cse232,  # [8, 20]
        -1,  # [8, 27]
        cse279,  # [8, 30]
        cse283,  # [8, 31]
        cse291,  # [8, 37]
        cse204,  # [9, 9]
        cse294,  # [9, 10]
        cse296,  # [9, 11]
        cse299,  # [9, 12]
        cse302,  # [9, 13]
        cse230,  # [9, 16]
        cse305,  # [9, 17]
        cse307,  # [9, 20]
        -1,  # [9, 28]
        cse309,  # [9, 30]
        cse312,  # [9, 31]
        cse322,  # [9, 37]
        cse212,  # [10, 7]
        cse266,  # [10, 8]
        cse294,  # [10, 9]
        0.0016*cse277 + cse38*(-0.0016*a_12*q_e_rod_2 + cse207*cse366 + cse210*cse362 + cse222*cse370 + cse375*lam_10 + cse381*lam_9 + cse382 + cse387 + lam_16*(0.72*cse255 + cse373)) + cse388 - h*(-cse207*cse351 - cse222*cse343 - cse357*q_e_rod_3),  # [10, 10]
        cse38*(cse207*cse405 + cse222*cse408 - cse383*q_e_rod_0 + cse397*q_e_rod_1 + cse398*q_e_rod_2 + cse402*q_e_rod_3 - cse413 + cse424) + cse427 - h*(-cse207*cse394 - cse210*cse396 - cse392*q_e_rod_1),  # [10, 11]
        cse38*(cse207*cse442 + cse210*cse440 + cse222*cse443 + 0.0032*cse437 - 0.0016*cse438 - cse447 - cse449 + cse450 + cse467) + cse429 - h*(-cse207*cse433 - cse431*q_e_rod_1 - cse436*q_e_rod_3),  # [10, 12]
        cse38*(cse207*cse473 + cse222*cse474 - cse384*q_e_rod_0 + cse397*q_e_rod_3 - cse448*q_e_rod_2 + cse472*q_e_rod_3 - cse477 + cse487) + cse489 - h*(-cse207*cse469 - cse210*cse470 - cse222*cse468),  # [10, 13]
        cse490,  # [10, 14]
        cse492,  # [10, 15]
        cse493,  # [10, 16]
        cse497,  # [10, 17]
        cse501,  # [10, 18]
        cse504,  # [10, 19]
        cse505,  # [10, 20]
        cse274,  # [10, 26]
        cse506,  # [10, 27]
        cse508,  # [10, 28]
        cse510,  # [10, 29]
        cse514,  # [10, 30]
        cse517,  # [10, 31]
        cse521,  # [10, 37]
        q_e_rod_0,  # [10, 40]
        cse218,  # [11, 7]
        cse268,  # [11, 8]
        cse296,  # [11, 9]
        cse38*(a_11*cse523 - cse207*cse362 + cse210*cse366 - cse219*cse370 + cse424 - cse522*q_e_rod_1 + cse524*q_e_rod_3 - cse525) + cse427 - h*(cse207*cse356 - cse210*cse351 + cse219*cse343),  # [11, 10]
        0.0016*cse310 + cse38*(-0.0016*a_13*q_e_rod_3 - cse207*cse401 + cse210*cse405 - cse219*cse408 - 3.5999999999999996*cse300*q_e_rod_1 + cse382 - 3.5999999999999996*cse488*lam_9 + cse527 + lam_16*(0.72*cse254 + cse373)) + cse528 - h*(cse207*cse396 - cse210*cse394 + cse392*q_e_rod_0),  # [11, 11]
        cse38*(a_11*cse531 - cse207*cse440 + cse210*cse442 - cse219*cse443 - cse526*q_e_rod_1 - cse529*q_e_rod_3 - cse530 + cse533) + cse535 - h*(cse207*cse435 - cse210*cse433 + cse431*q_e_rod_0),  # [11, 12]
        cse38*(-cse207*cse471 + cse210*cse473 - cse219*cse474 - cse447 - cse538 + 0.0032*cse539 + cse540 - 0.0016*cse541 + cse542) + cse537 - h*(cse207*cse470 - cse210*cse469 + cse219*cse468),  # [11, 13]
        cse543,  # [11, 14]
        cse544,  # [11, 15]
        cse545,  # [11, 16]
        cse548,  # [11, 17]
        cse551,  # [11, 18]
        cse553,  # [11, 19]
        cse554,  # [11, 20]
        cse269,  # [11, 26]
        cse507,  # [11, 27]
        cse506,  # [11, 28]
        cse555,  # [11, 29]
        cse556,  # [11, 30]
        cse557,  # [11, 31]
        cse558,  # [11, 37]
        q_e_rod_1,  # [11, 40]
        cse225,  # [12, 7]
        cse273,  # [12, 8]
        cse299,  # [12, 9]
        cse38*(-cse210*cse370 - cse219*cse366 + cse222*cse362 - 0.0016*cse437 + 0.0032*cse438 + cse449 - cse450 + cse467 - cse559) + cse429 - h*(cse210*cse343 + cse219*cse351 - cse357*q_e_rod_1),  # [12, 10]
        cse38*(-cse210*cse408 - cse219*cse405 - cse383*q_e_rod_2 - cse398*q_e_rod_0 + cse402*q_e_rod_1 - cse477 + cse533 + cse560*q_e_rod_1) + cse535 - h*(cse219*cse394 - cse222*cse396 + cse392*q_e_rod_3),  # [12, 11]
        0.0016*cse255 + cse38*(-a_10*cse428 - cse210*cse443 - cse219*cse442 + cse222*cse440 - cse300*cse561 + cse387 + cse562 + lam_9*(cse381 - cse546*q_e_rod_2)) + cse388 - h*(cse219*cse433 + cse431*q_e_rod_3 - cse436*q_e_rod_1),  # [12, 12]
        cse38*(-cse210*cse474 - cse219*cse473 - cse384*q_e_rod_2 + cse448*q_e_rod_0 + cse472*q_e_rod_1 - cse525 + cse560*q_e_rod_3 + cse563) + cse564 - h*(cse210*cse468 + cse219*cse469 - cse222*cse470),  # [12, 13]
        cse565,  # [12, 14]
        cse567,  # [12, 15]
        cse568,  # [12, 16]
        cse570,  # [12, 17]
        cse573,  # [12, 18]
        cse575,  # [12, 19]
        cse576,  # [12, 20]
        cse577,  # [12, 27]
        cse579,  # [12, 28]
        cse580,  # [12, 29]
        cse582,  # [12, 30]
        cse584,  # [12, 31]
        cse585,  # [12, 37]
        q_e_rod_2,  # [12, 40]
        cse229,  # [13, 7]
        cse276,  # [13, 8]
        cse302,  # [13, 9]
        cse38*(a_13*cse523 + cse207*cse370 - cse219*cse362 - cse222*cse366 + cse487 - cse522*q_e_rod_3 - cse524*q_e_rod_1 - cse530) + cse489 - h*(-cse207*cse343 + cse222*cse351 + cse357*q_e_rod_0),  # [13, 10]
        cse38*(cse207*cse408 - cse222*cse405 - cse402*q_e_rod_0 + cse538 - 0.0016*cse539 - cse540 + 0.0032*cse541 + cse542 - cse559) + cse537 - h*(-cse207*cse391 + cse219*cse396 + cse222*cse394),  # [13, 11]
        cse38*(a_13*cse531 + cse207*cse443 - cse219*cse440 - cse222*cse442 - cse413 - cse526*q_e_rod_3 + cse529*q_e_rod_1 + cse563) + cse564 - h*(-cse207*cse430 + cse222*cse433 + cse436*q_e_rod_0),  # [13, 12]
        0.0016*cse254 + cse38*(-a_11*cse536 + cse207*cse474 - cse222*cse473 - cse465*cse488 - cse472*q_e_rod_0 + cse527 + cse562 + lam_10*(cse375 - cse546*q_e_rod_3)) + cse528 - h*(-cse207*cse468 + cse219*cse470 + cse222*cse469),  # [13, 13]
        cse586,  # [13, 14]
        cse587,  # [13, 15]
        cse588,  # [13, 16]
        cse589,  # [13, 17]
        cse591,  # [13, 18]
        cse592,  # [13, 19]
        cse593,  # [13, 20]
        cse578,  # [13, 27]
        cse577,  # [13, 28]
        cse594,  # [13, 29]
        cse595,  # [13, 30]
        cse596,  # [13, 31]
        cse597,  # [13, 37]
        q_e_rod_3,  # [13, 40]
        cse230,  # [14, 7]
        cse490,  # [14, 10]
        cse543,  # [14, 11]
        cse565,  # [14, 12]
        cse586,  # [14, 13]
        cse598,  # [14, 14]
        cse601,  # [14, 17]
        cse605,  # [14, 18]
        cse609,  # [14, 19]
        cse612,  # [14, 20]
        cse243,  # [14, 30]
        cse247,  # [14, 31]
        cse614,  # [14, 34]
        cse617,  # [14, 35]
        cse260,  # [14, 37]
        cse230,  # [15, 8]
        cse492,  # [15, 10]
        cse544,  # [15, 11]
        cse567,  # [15, 12]
        cse587,  # [15, 13]
        cse598,  # [15, 15]
        cse619,  # [15, 17]
        cse621,  # [15, 18]
        cse623,  # [15, 19]
        cse625,  # [15, 20]
        cse278,  # [15, 30]
        cse282,  # [15, 31]
        cse626,  # [15, 34]
        cse628,  # [15, 35]
        cse290,  # [15, 37]
        cse230,  # [16, 9]
        cse493,  # [16, 10]
        cse545,  # [16, 11]
        cse568,  # [16, 12]
        cse588,  # [16, 13]
        cse598,  # [16, 16]
        cse629,  # [16, 17]
        cse630,  # [16, 18]
        cse631,  # [16, 19]
        cse632,  # [16, 20]
        cse308,  # [16, 30]
        cse311,  # [16, 31]
        cse633,  # [16, 34]
        cse634,  # [16, 35]
        cse321,  # [16, 37]
        cse232,  # [17, 7]
        cse239,  # [17, 8]
        cse305,  # [17, 9]
        cse497,  # [17, 10]
        cse548,  # [17, 11]
        cse570,  # [17, 12]
        cse589,  # [17, 13]
        cse601,  # [17, 14]
        cse619,  # [17, 15]
        cse629,  # [17, 16]
        cse38*(cse249*cse682 + cse603*cse689 + cse607*cse686 + cse672 + cse674 + cse675 + cse693 + cse695 + lam_16*(16*cse315 + 48*cse316 + cse690)) + cse635 + cse698 - h*(-cse249*cse670 - cse603*cse665 - cse607*cse655),  # [17, 17]
        cse38*(-a_18*cse699 + cse249*cse712 + cse603*cse714 + cse607*cse717 + cse708*q_e_slider_1 - cse722 + cse727) + cse700 - h*(-cse249*cse707 - cse603*cse705 - cse607*cse703),  # [17, 18]
        cse38*(-a_19*cse699 + cse249*cse735 + cse603*cse738 + cse607*cse736 + cse708*q_e_slider_2 - cse742 + cse746) + cse728 - h*(-cse249*cse733 - cse603*cse731 - cse607*cse729),  # [17, 19]
        cse38*(-a_20*cse699 + cse249*cse751 + cse603*cse752 + cse607*cse753 + cse708*q_e_slider_3 - cse756 + cse759) + cse747 - h*(-cse249*cse750 - cse603*cse749 - cse607*cse748),  # [17, 20]
        cse760,  # [17, 29]
        cse761,  # [17, 32]
        cse762,  # [17, 33]
        cse765,  # [17, 34]
        cse767,  # [17, 35]
        cse762,  # [17, 36]
        cse769,  # [17, 37]
        q_e_slider_0,  # [17, 41]
        cse234,  # [18, 7]
        cse236,  # [18, 8]
        cse501,  # [18, 10]
        cse551,  # [18, 11]
        cse573,  # [18, 12]
        cse591,  # [18, 13]
        cse605,  # [18, 14]
        cse621,  # [18, 15]
        cse630,  # [18, 16]
        cse38*(cse249*cse689 - cse251*cse686 - cse603*cse682 + cse727 + cse770*q_e_slider_0 - cse771*q_e_slider_1 - cse772) + cse700 - h*(-cse249*cse665 + cse251*cse655 + cse603*cse670),  # [18, 17]
        cse38*(cse249*cse714 - cse251*cse717 - cse603*cse712 + cse692 + cse695 + cse773 + cse774) + cse697 + cse776 - h*(-cse249*cse705 + cse251*cse703 + cse603*cse707),  # [18, 18]
        cse38*(cse249*cse738 - cse251*cse736 - cse603*cse735 - cse691*q_e_slider_1 + cse770*q_e_slider_2 - cse779 + cse780) + cse778 - h*(-cse249*cse731 + cse251*cse729 + cse603*cse733),  # [18, 19]
        cse38*(cse249*cse752 - cse251*cse753 - cse603*cse751 - cse673*q_e_slider_1 - cse742 + cse770*q_e_slider_3 + cse782) + cse781 - h*(-cse249*cse749 + cse251*cse748 + cse603*cse750),  # [18, 20]
        cse783,  # [18, 29]
        cse784,  # [18, 32]
        cse603,  # [18, 33]
        cse786,  # [18, 34]
        cse788,  # [18, 35]
        cse789,  # [18, 36]
        cse790,  # [18, 37]
        q_e_slider_1,  # [18, 41]
        cse237,  # [19, 7]
        cse234,  # [19, 8]
        cse504,  # [19, 10]
        cse553,  # [19, 11]
        cse575,  # [19, 12]
        cse592,  # [19, 13]
        cse609,  # [19, 14]
        cse623,  # [19, 15]
        cse631,  # [19, 16]
        cse38*(-cse249*cse686 - cse251*cse689 + cse607*cse682 + cse746 - cse771*q_e_slider_2 + cse791*q_e_slider_0 - cse792) + cse728 - h*(cse249*cse655 + cse251*cse665 - cse607*cse670),  # [19, 17]
        cse38*(-cse249*cse717 - cse251*cse714 + cse607*cse712 - cse671*q_e_slider_2 - cse756 + cse780 + cse791*q_e_slider_1) + cse778 - h*(cse249*cse703 + cse251*cse705 - cse607*cse707),  # [19, 18]
        cse38*(-cse249*cse736 - cse251*cse738 + cse607*cse735 + cse675 + cse774 + cse793) + cse698 + cse775 - h*(cse249*cse729 + cse251*cse731 - cse607*cse733),  # [19, 19]
        cse38*(-cse249*cse753 - cse251*cse752 + cse607*cse751 - cse673*q_e_slider_2 - cse772 + cse791*q_e_slider_3 + cse795) + cse794 - h*(cse249*cse748 + cse251*cse749 - cse607*cse750),  # [19, 20]
        cse796,  # [19, 29]
        cse607,  # [19, 33]
        cse797,  # [19, 34]
        cse798,  # [19, 35]
        cse799,  # [19, 36]
        cse800,  # [19, 37]
        q_e_slider_2,  # [19, 41]
        cse240,  # [20, 7]
        cse232,  # [20, 8]
        cse307,  # [20, 9]
        cse505,  # [20, 10]
        cse554,  # [20, 11]
        cse576,  # [20, 12]
        cse593,  # [20, 13]
        cse612,  # [20, 14]
        cse625,  # [20, 15]
        cse632,  # [20, 16]
        cse38*(-cse251*cse682 + cse603*cse686 - cse607*cse689 + cse759 - cse771*q_e_slider_3 - cse779 + cse801*q_e_slider_0) + cse747 - h*(cse251*cse670 - cse603*cse655 + cse607*cse665),  # [20, 17]
        cse38*(-cse251*cse712 + cse603*cse717 - cse607*cse714 - cse671*q_e_slider_3 + cse782 - cse792 + cse801*q_e_slider_1) + cse781 - h*(cse251*cse707 - cse603*cse703 + cse607*cse705),  # [20, 18]
        cse38*(-cse251*cse735 + cse603*cse736 - cse607*cse738 - cse691*q_e_slider_3 - cse722 + cse795 + cse801*q_e_slider_2) + cse794 - h*(cse251*cse733 - cse603*cse729 + cse607*cse731),  # [20, 19]
        cse38*(-cse251*cse751 + cse603*cse753 - cse607*cse752 + cse693 + cse793 + lam_16*(48*cse315 + 16*cse316 + cse690)) + cse696 + cse776 - h*(cse251*cse750 - cse603*cse748 + cse607*cse749),  # [20, 20]
        cse802,  # [20, 29]
        cse803,  # [20, 33]
        cse804,  # [20, 34]
        cse805,  # [20, 35]
        cse803,  # [20, 36]
        cse806,  # [20, 37]
        q_e_slider_3,  # [20, 41]
        1,  # [21, 0]
        1,  # [22, 1]
        1,  # [23, 2]
        cse10,  # [24, 3]
        cse11,  # [24, 4]
        cse13,  # [24, 5]
        cse12,  # [24, 6]
        cse158,  # [25, 3]
        cse10,  # [25, 4]
        cse194,  # [25, 5]
        cse13,  # [25, 6]
        1,  # [26, 0]
        cse160,  # [26, 3]
        cse188,  # [26, 4]
        cse162,  # [26, 5]
        cse200,  # [26, 6]
        -1,  # [26, 7]
        cse274,  # [26, 10]
        cse269,  # [26, 11]
        1,  # [27, 1]
        cse161,  # [27, 3]
        cse195,  # [27, 5]
        -1,  # [27, 8]
        cse506,  # [27, 10]
        cse507,  # [27, 11]
        cse577,  # [27, 12]
        cse578,  # [27, 13]
        1,  # [28, 2]
        cse162,  # [28, 3]
        cse189,  # [28, 4]
        cse159,  # [28, 5]
        cse188,  # [28, 6]
        -1,  # [28, 9]
        cse508,  # [28, 10]
        cse506,  # [28, 11]
        cse579,  # [28, 12]
        cse577,  # [28, 13]
        cse510,  # [29, 10]
        cse555,  # [29, 11]
        cse580,  # [29, 12]
        cse594,  # [29, 13]
        cse760,  # [29, 17]
        cse783,  # [29, 18]
        cse796,  # [29, 19]
        cse802,  # [29, 20]
        cse244,  # [30, 7]
        cse279,  # [30, 8]
        cse309,  # [30, 9]
        cse514,  # [30, 10]
        cse556,  # [30, 11]
        cse582,  # [30, 12]
        cse595,  # [30, 13]
        cse243,  # [30, 14]
        cse278,  # [30, 15]
        cse308,  # [30, 16]
        cse248,  # [31, 7]
        cse283,  # [31, 8]
        cse312,  # [31, 9]
        cse517,  # [31, 10]
        cse557,  # [31, 11]
        cse584,  # [31, 12]
        cse596,  # [31, 13]
        cse247,  # [31, 14]
        cse282,  # [31, 15]
        cse311,  # [31, 16]
        cse761,  # [32, 17]
        cse784,  # [32, 18]
        cse762,  # [33, 17]
        cse603,  # [33, 18]
        cse607,  # [33, 19]
        cse803,  # [33, 20]
        cse614,  # [34, 14]
        cse626,  # [34, 15]
        cse633,  # [34, 16]
        cse765,  # [34, 17]
        cse786,  # [34, 18]
        cse797,  # [34, 19]
        cse804,  # [34, 20]
        cse617,  # [35, 14]
        cse628,  # [35, 15]
        cse634,  # [35, 16]
        cse767,  # [35, 17]
        cse788,  # [35, 18]
        cse798,  # [35, 19]
        cse805,  # [35, 20]
        cse762,  # [36, 17]
        cse789,  # [36, 18]
        cse799,  # [36, 19]
        cse803,  # [36, 20]
        cse261,  # [37, 7]
        cse291,  # [37, 8]
        cse322,  # [37, 9]
        cse521,  # [37, 10]
        cse558,  # [37, 11]
        cse585,  # [37, 12]
        cse597,  # [37, 13]
        cse260,  # [37, 14]
        cse290,  # [37, 15]
        cse321,  # [37, 16]
        cse769,  # [37, 17]
        cse790,  # [37, 18]
        cse800,  # [37, 19]
        cse806,  # [37, 20]
        cse164,  # [38, 3]
        cse190,  # [38, 4]
        cse196,  # [38, 5]
        cse201,  # [38, 6]
        q_e_crank_0,  # [39, 3]
        q_e_crank_1,  # [39, 4]
        q_e_crank_2,  # [39, 5]
        q_e_crank_3,  # [39, 6]
        q_e_rod_0,  # [40, 10]
        q_e_rod_1,  # [40, 11]
        q_e_rod_2,  # [40, 12]
        q_e_rod_3,  # [40, 13]
        q_e_slider_0,  # [41, 17]
        q_e_slider_1,  # [41, 18]
        q_e_slider_2,  # [41, 19]
        q_e_slider_3,  # [41, 20]
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
        ndarray of shape (42, 42), 425 nonzero.
    """
    # 2998 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        _, _, _, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, _,
        _, _, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, _, _,
        _, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
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
        _, _, _, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17, lam_18, lam_19,
        lam_20,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (21,) else _floats(lam, 21, "lam")

    t = float(t)

    hq = float(hq)

    hv = float(hv)

    cse0 = q_e_crank_2**2
    cse1 = 0.0002*v_ed_crank_3
    cse2 = cse1*q_e_crank_1
    cse3 = 0.0002*v_ed_crank_2
    cse4 = cse3*q_e_crank_0
    cse5 = 0.0002*v_ed_crank_1
    cse6 = cse5*q_e_crank_3
    cse7 = 0.0002*v_ed_crank_0
    cse8 = cse7*q_e_crank_2
    cse9 = -cse2 - cse4 + cse6 + cse8
    cse10 = 2*q_e_crank_3
    cse11 = 2*q_e_crank_2
    cse12 = 2*q_e_crank_0
    cse13 = 2*q_e_crank_1
    cse14 = -cse10*v_ed_crank_0 + cse11*v_ed_crank_1 + cse12*v_ed_crank_3 - cse13*v_ed_crank_2
    cse15 = 0.0002*cse14
    cse16 = cse15*q_e_crank_2
    cse17 = -cse10*v_ed_crank_1 - cse11*v_ed_crank_0 + cse12*v_ed_crank_2 + cse13*v_ed_crank_3
    cse18 = 2e-05*cse17
    cse19 = -cse18*q_e_crank_3
    cse20 = 2e-05*v_ed_crank_0
    cse21 = 2e-05*v_ed_crank_2
    cse22 = 2e-05*v_ed_crank_1
    cse23 = 2e-05*v_ed_crank_3
    cse24 = -cse20*q_e_crank_3 - cse21*q_e_crank_1 + cse22*q_e_crank_2 + cse23*q_e_crank_0
    cse25 = -cse10*cse9 - cse11*cse24 + cse16 + cse19
    cse26 = -cse1*q_e_crank_0 + cse3*q_e_crank_1 - cse5*q_e_crank_2 + cse7*q_e_crank_3
    cse27 = cse10*v_ed_crank_2 - cse11*v_ed_crank_3 + cse12*v_ed_crank_1 - cse13*v_ed_crank_0
    cse28 = 0.0002*cse27
    cse29 = cse28*q_e_crank_3
    cse30 = -cse1*q_e_crank_2 + cse3*q_e_crank_3 + cse5*q_e_crank_0 - cse7*q_e_crank_1
    cse31 = -cse15*q_e_crank_1
    cse32 = -cse10*cse30 - cse13*cse26 + cse29 + cse31
    cse33 = cse2 + cse4 - cse6 - cse8
    cse34 = cse18*q_e_crank_1
    cse35 = -cse28*q_e_crank_2
    cse36 = cse20*q_e_crank_1 - cse21*q_e_crank_3 - cse22*q_e_crank_0 + cse23*q_e_crank_2
    cse37 = -cse11*cse36 - cse13*cse33 + cse34 + cse35
    cse38 = 4e-05*q_e_crank_2
    cse39 = 2*v_ed_crank_1
    cse40 = cse27*cse3
    cse41 = cse18*v_ed_crank_1
    cse42 = 2*v_ed_crank_2
    cse43 = cse33*cse39 + cse36*cse42 + cse40 - cse41
    cse44 = cse28*v_ed_crank_3
    cse45 = 2*cse30
    cse46 = cse15*v_ed_crank_1
    cse47 = cse26*cse39 - cse44 + cse45*v_ed_crank_3 + cse46
    cse48 = cse14*cse3
    cse49 = cse18*v_ed_crank_3
    cse50 = 2*v_ed_crank_3
    cse51 = cse24*cse42 - cse48 + cse49 + cse50*cse9
    cse52 = 2*math.pi*t
    cse53 = math.cos(cse52)
    cse54 = math.sin(cse52)
    cse55 = 4*cse54
    cse56 = cse55*q_e_crank_0
    cse57 = cse13*cse53 + cse56
    cse58 = cse11*q_e_crank_3 + cse12*q_e_crank_1
    cse59 = q_e_crank_0**2
    cse60 = 2*cse0 + 2*cse59 - 1
    cse61 = -cse53*cse60 + cse54*cse58
    cse62 = cse53*cse58 + cse54*cse60 + 1
    cse63 = cse61/cse62**3
    cse64 = 4*cse63
    cse65 = 4*cse53
    cse66 = cse65*q_e_crank_0
    cse67 = cse13*cse54 - cse66
    cse68 = cse62**(-2)
    cse69 = 4*cse68
    cse70 = 1/cse62
    cse71 = 8*cse53
    cse72 = cse61*cse68
    cse73 = -8*cse54*cse72 - cse70*cse71
    cse74 = a_6*q_e_crank_3
    cse75 = -0.0004*a_4*q_e_crank_1 - 0.0004*cse74 + lam_18 + 0.32*lam_6
    cse76 = q_e_crank_1**2
    cse77 = q_e_crank_3**2
    cse78 = 0.0004*cse76 + 0.0004*cse77
    cse79 = cse15*q_e_crank_3
    cse80 = cse18*q_e_crank_2
    cse81 = -cse10*cse24 + cse11*cse9 + cse79 + cse80
    cse82 = cse15*q_e_crank_0
    cse83 = cse11*cse30 + cse12*cse26 + cse35 + cse82
    cse84 = cse18*q_e_crank_0
    cse85 = -cse10*cse36 + cse12*cse33 - cse29 - cse84
    cse86 = 0.0008*a_3
    cse87 = 0.0004*q_e_crank_0
    cse88 = 0.00036*q_e_crank_2
    cse89 = 2*v_ed_crank_0
    cse90 = cse18*v_ed_crank_0
    cse91 = -cse33*cse89 + cse36*cse50 + cse44 + cse90
    cse92 = cse15*v_ed_crank_0
    cse93 = -cse26*cse89 + cse40 - cse45*v_ed_crank_2 - cse92
    cse94 = -cse15*v_ed_crank_3
    cse95 = -cse18*v_ed_crank_2
    cse96 = cse24*cse50 - cse42*cse9 + cse94 + cse95
    cse97 = 2*cse14*cse9
    cse98 = 2*cse17
    cse99 = cse24*cse98
    cse100 = -cse97 - cse99
    cse101 = cse67*cse68
    cse102 = cse63*cse71
    cse103 = cse102*cse57
    cse104 = cse57*cse68
    cse105 = cse55*cse70
    cse106 = cse105 - cse65*cse72
    cse107 = 0.16*lam_7
    cse108 = cse107 + lam_17*(-cse101*cse66 + cse103*q_e_crank_0 - cse104*cse56 + cse106)
    cse109 = -cse87*q_e_crank_1 - cse88*q_e_crank_3
    cse110 = -cse38*q_e_crank_0
    cse111 = cse12*cse24 - cse13*cse9 - cse34 - cse82
    cse112 = cse28*q_e_crank_1
    cse113 = cse10*cse26 + cse112 - cse13*cse30 + cse79
    cse114 = cse28*q_e_crank_0
    cse115 = cse10*cse33 + cse114 + cse12*cse36 + cse19
    cse116 = 0.00036*q_e_crank_3
    cse117 = a_4*cse116
    cse118 = 0.00036*q_e_crank_1
    cse119 = a_6*cse118
    cse120 = a_3*q_e_crank_2
    cse121 = cse28*v_ed_crank_0
    cse122 = -cse121 - cse33*cse50 - cse36*cse89 + cse49
    cse123 = -cse28*v_ed_crank_1
    cse124 = cse123 - cse26*cse50 + cse45*v_ed_crank_1 + cse94
    cse125 = -cse24*cse89 + cse39*cse9 + cse41 + cse92
    cse126 = 2*cse27
    cse127 = cse126*cse26
    cse128 = cse14*cse45
    cse129 = -cse127 - cse128
    cse130 = a_5*q_e_crank_0
    cse131 = cse55*q_e_crank_2
    cse132 = cse10*cse53 + cse131
    cse133 = 2*cse68
    cse134 = cse65*q_e_crank_2
    cse135 = cse10*cse54 - cse134
    cse136 = 2*lam_4
    cse137 = -cse136 + lam_17*(-cse132*cse133*cse67 + cse132*cse57*cse64 - cse133*cse135*cse57)
    cse138 = cse12*cse9 + cse13*cse24 + cse31 + cse84
    cse139 = -cse11*cse26 - cse114 + cse12*cse30 - cse16
    cse140 = -cse11*cse33 + cse112 + cse13*cse36 + cse80
    cse141 = cse123 + cse33*cse42 - cse36*cse39 + cse95
    cse142 = -cse24*cse39 + cse46 - cse89*cse9 - cse90
    cse143 = cse121 + cse26*cse42 - cse30*cse89 + cse48
    cse144 = cse126*cse33
    cse145 = cse36*cse98
    cse146 = -cse144 - cse145
    cse147 = 0.16*lam_5
    cse148 = 2*lam_3
    cse149 = -cse147 + cse148 + lam_17*(-cse101*cse134 + cse103*q_e_crank_2 - cse104*cse131)
    cse150 = -cse87*q_e_crank_3 + cse88*q_e_crank_1
    cse151 = -cse11
    cse152 = 0.16*q_e_crank_3
    cse153 = -cse152
    cse154 = 0.32*q_e_crank_0
    cse155 = 0.16*q_e_crank_1
    cse156 = 2*cse72
    cse157 = 2*cse70
    cse158 = -cse156*cse57 + cse157*cse67
    cse159 = 0.0004*a_3
    cse160 = 0.0008*a_4
    cse161 = cse97 + cse99
    cse162 = cse53**2*cse63
    cse163 = 16*cse59
    cse164 = cse53*cse54*cse68
    cse165 = a_3*q_e_crank_0
    cse166 = 0.0004*q_e_crank_2
    cse167 = -a_5*cse166 - 0.0004*cse165 + lam_18
    cse168 = 0.0004*cse0 + 0.0004*cse59
    cse169 = 0.0004*a_5
    cse170 = cse144 + cse145
    cse171 = cse132*cse68
    cse172 = cse102*cse132
    cse173 = cse135*cse68
    cse174 = cse147 + cse148 + lam_17*(-cse171*cse56 + cse172*q_e_crank_0 - cse173*cse66)
    cse175 = 0.00036*q_e_crank_0
    cse176 = -cse166*q_e_crank_1 + cse175*q_e_crank_3
    cse177 = 4e-05*q_e_crank_1
    cse178 = -cse177*q_e_crank_3
    cse179 = a_3*cse88
    cse180 = a_4*q_e_crank_3
    cse181 = a_6*q_e_crank_1
    cse182 = a_5*cse175
    cse183 = 16*q_e_crank_0*q_e_crank_2
    cse184 = cse136 + lam_17*(cse162*cse183 - cse164*cse183)
    cse185 = 0.16*q_e_crank_2
    cse186 = 0.16*q_e_crank_0
    cse187 = cse105*q_e_crank_0 - cse66*cse72
    cse188 = cse127 + cse128
    cse189 = 0.0008*a_5
    cse190 = cse107 + lam_17*(cse106 - cse131*cse171 - cse134*cse173 + cse172*q_e_crank_2)
    cse191 = -cse166*q_e_crank_3 - cse175*q_e_crank_1
    cse192 = -cse12
    cse193 = 0.32*q_e_crank_2
    cse194 = -cse132*cse156 + cse135*cse157
    cse195 = 0.0008*a_6
    cse196 = 16*cse0
    cse197 = -cse186
    cse198 = cse105*q_e_crank_2 - cse134*cse72
    cse199 = hq*lam_16
    cse200 = 2*cse199
    cse201 = cse200 + 0.5
    cse202 = 1.2*lam_16
    cse203 = cse202*q_e_rod_0
    cse204 = 2*q_e_rod_2
    cse205 = cse204*lam_10
    cse206 = -cse205
    cse207 = 2*q_e_rod_3
    cse208 = cse207*lam_9
    cse209 = hq*(cse203 + cse206 + cse208)
    cse210 = cse202*q_e_rod_1
    cse211 = cse207*lam_10
    cse212 = -cse211
    cse213 = cse204*lam_9
    cse214 = -cse213
    cse215 = hq*(cse210 + cse212 + cse214)
    cse216 = 2*q_e_rod_0
    cse217 = cse216*lam_10
    cse218 = -cse217
    cse219 = 2*q_e_rod_1
    cse220 = cse219*lam_9
    cse221 = -cse220
    cse222 = hq*(cse218 + cse221)
    cse223 = cse219*lam_10
    cse224 = -cse223
    cse225 = cse216*lam_9
    cse226 = hq*(cse224 + cse225)
    cse227 = -cse200
    cse228 = 4*q_e_slider_2
    cse229 = -cse199*cse228
    cse230 = 4*q_e_slider_3
    cse231 = -cse199*cse230
    cse232 = 4*q_e_slider_0
    cse233 = cse199*cse232
    cse234 = -cse233
    cse235 = 4*q_e_slider_1
    cse236 = cse199*cse235
    cse237 = -cse236
    cse238 = cse219*q_e_rod_2
    cse239 = cse207*q_e_rod_0
    cse240 = cse238 - cse239
    cse241 = -cse240
    cse242 = cse207*q_e_rod_1
    cse243 = cse216*q_e_rod_2
    cse244 = cse242 + cse243
    cse245 = -cse244
    cse246 = 2*q_e_slider_3
    cse247 = cse246*q_e_slider_1
    cse248 = 2*q_e_slider_0
    cse249 = cse248*q_e_slider_2
    cse250 = cse247 + cse249
    cse251 = q_e_rod_1**2
    cse252 = q_e_rod_0**2
    cse253 = 2*cse252 - 1
    cse254 = 2*cse251 + cse253
    cse255 = -0.15*cse254 - q_r_rod_x + q_r_slider_x
    cse256 = cse250 + cse255
    cse257 = 2*cse256
    cse258 = -cse257
    cse259 = 0.6*lam_16
    cse260 = cse259*q_e_rod_3
    cse261 = 4*q_e_rod_0
    cse262 = cse261*lam_9
    cse263 = hq*(cse223 + cse260 - cse262)
    cse264 = cse259*q_e_rod_2
    cse265 = hq*(cse217 + cse264)
    cse266 = 0.6*q_e_rod_1
    cse267 = cse266*lam_16
    cse268 = 4*lam_9*q_e_rod_2
    cse269 = hq*(cse212 + cse267 - cse268)
    cse270 = 0.6*q_e_rod_0
    cse271 = cse270*lam_16
    cse272 = hq*(cse206 + cse271)
    cse273 = q_e_rod_2**2
    cse274 = cse253 + 2*cse273
    cse275 = -cse274
    cse276 = cse207*q_e_rod_2
    cse277 = cse216*q_e_rod_1
    cse278 = cse276 - cse277
    cse279 = -cse278
    cse280 = cse246*q_e_slider_2
    cse281 = -cse248*q_e_slider_1
    cse282 = cse280 + cse281
    cse283 = cse238 + cse239
    cse284 = -0.15*cse283 - q_r_rod_y + q_r_slider_y
    cse285 = cse282 + cse284
    cse286 = 2*cse285
    cse287 = -cse286
    cse288 = -cse264
    cse289 = cse261*lam_10
    cse290 = hq*(cse221 + cse288 - cse289)
    cse291 = -cse225
    cse292 = hq*(cse260 + cse291)
    cse293 = -cse271
    cse294 = -cse208
    cse295 = hq*(cse293 + cse294)
    cse296 = lam_10*q_e_rod_3
    cse297 = 4*cse296
    cse298 = hq*(cse214 + cse267 - cse297)
    cse299 = 8*lam_16
    cse300 = cse299*q_e_slider_0
    cse301 = -cse300*hq
    cse302 = cse299*q_e_slider_3
    cse303 = -cse302*hq
    cse304 = cse276 + cse277
    cse305 = -cse304
    cse306 = q_e_rod_3**2
    cse307 = cse253 + 2*cse306
    cse308 = -cse307
    cse309 = cse242 - cse243
    cse310 = -0.15*cse309 - q_r_rod_z + q_r_slider_z
    cse311 = q_e_slider_3**2
    cse312 = q_e_slider_0**2
    cse313 = 2*cse312
    cse314 = cse313 - 1
    cse315 = 2*cse311 + cse314
    cse316 = cse310 + cse315
    cse317 = 2*cse316
    cse318 = -cse317
    cse319 = cse204*v_ed_rod_1 - cse207*v_ed_rod_0 + cse216*v_ed_rod_3 - cse219*v_ed_rod_2
    cse320 = 0.008*cse319
    cse321 = cse320*q_e_rod_2
    cse322 = 0.008*q_e_rod_0
    cse323 = cse322*v_ed_rod_2
    cse324 = 0.008*v_ed_rod_1
    cse325 = cse324*q_e_rod_3
    cse326 = 0.008*q_e_rod_1
    cse327 = cse326*v_ed_rod_3
    cse328 = 0.008*v_ed_rod_0
    cse329 = cse328*q_e_rod_2
    cse330 = -cse323 + cse325 - cse327 + cse329
    cse331 = 0.0008*q_e_rod_3
    cse332 = 0.0008*q_e_rod_1
    cse333 = 0.0008*q_e_rod_2
    cse334 = 0.0008*q_e_rod_0
    cse335 = -cse331*v_ed_rod_0 - cse332*v_ed_rod_2 + cse333*v_ed_rod_1 + cse334*v_ed_rod_3
    cse336 = -cse204*v_ed_rod_0 - cse207*v_ed_rod_1 + cse216*v_ed_rod_2 + cse219*v_ed_rod_3
    cse337 = 0.0008*cse336
    cse338 = -cse337*q_e_rod_3
    cse339 = -cse204*cse335 - cse207*cse330 + cse321 + cse338
    cse340 = -cse204*v_ed_rod_3 + cse207*v_ed_rod_2 + cse216*v_ed_rod_1 - cse219*v_ed_rod_0
    cse341 = 0.008*cse340
    cse342 = cse341*q_e_rod_3
    cse343 = -cse322*v_ed_rod_3 - cse324*q_e_rod_2 + cse326*v_ed_rod_2 + cse328*q_e_rod_3
    cse344 = -cse320*q_e_rod_1
    cse345 = cse324*q_e_rod_0 - cse328*q_e_rod_1 - 0.008*q_e_rod_2*v_ed_rod_3 + 0.008*q_e_rod_3*v_ed_rod_2
    cse346 = -cse207*cse345 - cse219*cse343 + cse342 + cse344
    cse347 = -cse341*q_e_rod_2
    cse348 = cse323 - cse325 + cse327 - cse329
    cse349 = -cse331*v_ed_rod_2 + cse332*v_ed_rod_0 + cse333*v_ed_rod_3 - cse334*v_ed_rod_1
    cse350 = cse337*q_e_rod_1
    cse351 = -cse204*cse349 - cse219*cse348 + cse347 + cse350
    cse352 = cse341*v_ed_rod_2
    cse353 = 2*v_ed_rod_1
    cse354 = 2*cse349
    cse355 = cse337*v_ed_rod_1
    cse356 = cse348*cse353 + cse352 + cse354*v_ed_rod_2 - cse355
    cse357 = cse341*v_ed_rod_3
    cse358 = cse320*v_ed_rod_1
    cse359 = 2*v_ed_rod_3
    cse360 = cse343*cse353 + cse345*cse359 - cse357 + cse358
    cse361 = cse320*v_ed_rod_2
    cse362 = 2*cse335
    cse363 = cse337*v_ed_rod_3
    cse364 = cse330*cse359 - cse361 + cse362*v_ed_rod_2 + cse363
    cse365 = 2.4*q_e_slider_3
    cse366 = 2.4*q_e_slider_0
    cse367 = 0.18*cse254 + 0.18*cse273 + 0.18*cse306 - cse365*q_e_slider_1 - cse366*q_e_slider_2 + 1.2*q_r_rod_x - 1.2*q_r_slider_x
    cse368 = 1.2*q_e_rod_0
    cse369 = -0.6*cse309 - cse368*q_e_rod_2 - 4*q_r_rod_z + 4*q_r_slider_z
    cse370 = q_e_rod_0*q_e_rod_3
    cse371 = 0.6*cse283
    cse372 = 4*q_r_slider_y
    cse373 = 4*q_r_rod_y
    cse374 = -cse371 + cse372 - cse373
    cse375 = 1.2*cse370 + cse374
    cse376 = lam_19 + 0.6*lam_5
    cse377 = 0.016*a_11
    cse378 = 0.016*a_13
    cse379 = 8*q_e_slider_3
    cse380 = 8*q_e_slider_0
    cse381 = -cse377*q_e_rod_1 - cse378*q_e_rod_3 + lam_8*(cse379*q_e_slider_2 - cse380*q_e_slider_1)
    cse382 = 0.016*cse251 + 0.016*cse306
    cse383 = cse320*q_e_rod_3
    cse384 = cse337*q_e_rod_2
    cse385 = cse204*cse330 - cse207*cse335 + cse383 + cse384
    cse386 = 2*cse385
    cse387 = cse320*q_e_rod_0
    cse388 = cse204*cse345 + cse216*cse343 + cse347 + cse387
    cse389 = cse337*q_e_rod_0
    cse390 = -cse207*cse349 + cse216*cse348 - cse342 - cse389
    cse391 = 0.032*a_10
    cse392 = 0.0144*a_13
    cse393 = 2*v_ed_rod_0
    cse394 = cse337*v_ed_rod_0
    cse395 = -2*cse348*cse393 + 2*cse354*v_ed_rod_3 + 2*cse357 + 2*cse394
    cse396 = cse320*v_ed_rod_0
    cse397 = 2*v_ed_rod_2
    cse398 = -cse343*cse393 - cse345*cse397 + cse352 - cse396
    cse399 = -cse320*v_ed_rod_3
    cse400 = -cse337*v_ed_rod_2
    cse401 = -cse330*cse397 + cse362*v_ed_rod_3 + cse399 + cse400
    cse402 = 2*cse319
    cse403 = cse330*cse402
    cse404 = 2*cse336
    cse405 = cse335*cse404
    cse406 = -cse403 - cse405
    cse407 = lam_8*(4*cse311 + 4*cse312 - 2)
    cse408 = q_e_rod_0*q_e_rod_1
    cse409 = 0.3*cse283
    cse410 = 2*q_r_rod_y
    cse411 = 2*q_r_slider_y
    cse412 = 1.7999999999999998*q_e_rod_0
    cse413 = -cse266*q_e_rod_2
    cse414 = cse266*q_e_rod_3
    cse415 = 2*q_r_slider_z
    cse416 = -0.3*cse309 + cse415 - 2*q_r_rod_z
    cse417 = cse407 + 0.72*cse408*lam_16 + lam_10*(cse409 + cse410 - cse411 - cse412*q_e_rod_3 + cse413) + lam_9*(-cse412*q_e_rod_2 + cse414 + cse416)
    cse418 = q_e_rod_2*q_e_rod_3
    cse419 = -0.016*cse408 - 0.0144*cse418
    cse420 = 0.0016*q_e_rod_0
    cse421 = -cse420*q_e_rod_2
    cse422 = cse216*cse335 - cse219*cse330 - cse350 - cse387
    cse423 = 2*cse422
    cse424 = cse341*q_e_rod_1
    cse425 = cse207*cse343 - cse219*cse345 + cse383 + cse424
    cse426 = cse341*q_e_rod_0
    cse427 = cse207*cse348 + cse216*cse349 + cse338 + cse426
    cse428 = a_10*q_e_rod_2
    cse429 = a_12*q_e_rod_0
    cse430 = cse341*v_ed_rod_0
    cse431 = -cse348*cse359 - cse349*cse393 + cse363 - cse430
    cse432 = -cse341*v_ed_rod_1
    cse433 = -cse343*cse359 + cse345*cse353 + cse399 + cse432
    cse434 = cse330*cse353 - cse335*cse393 + cse355 + cse396
    cse435 = cse345*cse402
    cse436 = 2*cse340
    cse437 = cse343*cse436
    cse438 = -cse435 - cse437
    cse439 = 0.0144*a_11
    cse440 = cse439*q_e_rod_3
    cse441 = cse392*q_e_rod_1
    cse442 = 0.09*cse309
    cse443 = 0.6*q_r_rod_z
    cse444 = 0.6*q_r_slider_z
    cse445 = 1.2*cse311
    cse446 = 1.2*cse312
    cse447 = 0.18*q_e_rod_2
    cse448 = 0.18*q_e_rod_3
    cse449 = cse447*q_e_rod_0 + cse448*q_e_rod_1
    cse450 = 0.6*cse251
    cse451 = 0.5999999999999999*cse252
    cse452 = 2*q_r_slider_x
    cse453 = 0.3*cse254
    cse454 = 2*q_r_rod_x
    cse455 = cse452 - cse453 - cse454
    cse456 = 1.2*lam_9
    cse457 = 0.3*lam_7
    cse458 = -cse408*cse456 - cse457 + lam_10*(cse450 + cse451 + cse455 - 0.3) + lam_16*(-cse442 - cse443 + cse444 + cse445 + cse446 + cse449 - 0.6)
    cse459 = cse216*cse330 + cse219*cse335 + cse344 + cse389
    cse460 = -cse204*cse343 + cse216*cse345 - cse321 - cse426
    cse461 = -cse204*cse348 + cse219*cse349 + cse384 + cse424
    cse462 = 2*cse348*cse397 - 2*cse354*v_ed_rod_1 + 2*cse400 + 2*cse432
    cse463 = cse343*cse397 - cse345*cse393 + cse361 + cse430
    cse464 = -cse330*cse393 + cse358 - cse362*v_ed_rod_1 - cse394
    cse465 = cse348*cse436
    cse466 = cse349*cse404
    cse467 = -cse465 - cse466
    cse468 = cse448*q_e_rod_0
    cse469 = cse447*q_e_rod_1
    cse470 = 1.2*q_e_slider_3
    cse471 = 1.2*q_e_slider_0
    cse472 = 0.09*cse283 - cse470*q_e_slider_2 + cse471*q_e_slider_1 + 0.6*q_r_rod_y - 0.6*q_r_slider_y
    cse473 = -cse452
    cse474 = 1.2*lam_10
    cse475 = cse235*q_e_slider_3
    cse476 = cse232*q_e_slider_2
    cse477 = 0.3*lam_6
    cse478 = -cse408*cse474 + cse477 + lam_16*(cse468 - cse469 + cse472) + lam_8*(-cse475 - cse476) + lam_9*(-cse450 - cse451 + cse453 + cse454 + cse473 + 0.3)
    cse479 = q_e_rod_1*q_e_rod_2
    cse480 = 0.016*q_e_rod_3
    cse481 = 0.0144*cse479 - cse480*q_e_rod_0
    cse482 = hq*(-cse203 + cse205 + cse294)
    cse483 = -cse260
    cse484 = hq*(cse224 + cse262 + cse483)
    cse485 = hq*(cse220 + cse264 + cse289)
    cse486 = 2.4*q_e_rod_0
    cse487 = 1.2*q_e_rod_3
    cse488 = 8*q_e_rod_0
    cse489 = hq*(lam_16*(cse366*q_e_rod_2 - cse486*q_e_slider_2 + cse487*q_e_slider_1) + lam_8*(-cse228*q_e_rod_3 + cse380*q_e_rod_1 - cse488*q_e_slider_1))
    cse490 = cse365*q_e_rod_0
    cse491 = cse380*q_e_rod_0
    cse492 = hq*(lam_16*(cse471*q_e_rod_3 - cse490) + lam_8*(-cse230*q_e_rod_3 - cse491))
    cse493 = cse366*q_e_rod_0
    cse494 = cse379*q_e_rod_0
    cse495 = hq*(lam_16*(-cse470*q_e_rod_3 - cse493) + lam_8*(-cse232*q_e_rod_3 + cse494))
    cse496 = hq*(lam_16*(cse365*q_e_rod_2 - cse486*q_e_slider_1 - cse487*q_e_slider_2) + lam_8*(-cse235*q_e_rod_3 + cse379*q_e_rod_1 + cse488*q_e_slider_2))
    cse497 = 0.3*q_e_rod_3
    cse498 = 0.3*q_e_rod_2
    cse499 = -cse498
    cse500 = 4*cse282
    cse501 = -cse207*cse250 + cse219*cse315 + cse500*q_e_rod_0
    cse502 = 4*cse284
    cse503 = 2*cse255
    cse504 = cse503*q_e_rod_3
    cse505 = cse219*cse310 - cse240*cse270 - cse274*cse497 + cse304*cse498 + cse502*q_e_rod_0 - cse504
    cse506 = cse503*q_e_rod_2
    cse507 = 4*cse310
    cse508 = -cse219*cse284 - cse244*cse270 - cse278*cse497 + cse307*cse498 + cse506 + cse507*q_e_rod_0
    cse509 = 0.6*cse316
    cse510 = 0.6*cse285
    cse511 = 1.2*cse256
    cse512 = cse509*q_e_rod_2 - cse510*q_e_rod_3 - cse511*q_e_rod_0
    cse513 = 2*cse351
    cse514 = 0.016*a_10
    cse515 = 0.032*q_e_rod_0
    cse516 = 0.0144*a_12
    cse517 = cse403 + cse405
    cse518 = cse479*lam_9
    cse519 = 0.016*a_12
    cse520 = -cse514*q_e_rod_0 - cse519*q_e_rod_2
    cse521 = 0.016*cse252 + 0.016*cse273
    cse522 = 2*cse427
    cse523 = 0.0144*a_10
    cse524 = cse465 + cse466
    cse525 = 0.032*q_e_rod_2
    cse526 = -1.2*cse251 + cse455 + 0.3
    cse527 = -cse418*cse474 + cse477 + lam_16*(-cse468 + cse469 + cse472) + lam_8*(cse475 + cse476) + lam_9*(-1.7999999999999998*cse273 - 0.6*cse306 + cse526)
    cse528 = 0.0144*cse370 - 0.016*cse479
    cse529 = 0.0016*q_e_rod_1
    cse530 = -cse529*q_e_rod_3
    cse531 = cse523*q_e_rod_2
    cse532 = a_11*q_e_rod_3
    cse533 = cse516*q_e_rod_0
    cse534 = a_13*q_e_rod_1
    cse535 = -cse418*cse456 + cse457 + lam_10*(-0.6*cse273 - 1.7999999999999998*cse306 + cse526) + lam_16*(cse442 + cse443 - cse444 - cse445 - cse446 + cse449 + 0.6)
    cse536 = hq*(-cse210 + cse211 + cse213)
    cse537 = hq*(cse218 + cse288)
    cse538 = hq*(cse225 + cse483)
    cse539 = 2.4*q_e_rod_1
    cse540 = 1.2*q_e_rod_2
    cse541 = hq*(lam_16*(-cse366*q_e_rod_3 - cse539*q_e_slider_2 + cse540*q_e_slider_1) + lam_8*(cse228*q_e_rod_2 + cse491))
    cse542 = -cse365*q_e_rod_1
    cse543 = lam_8*q_e_rod_2
    cse544 = hq*(cse230*cse543 + lam_16*(cse471*q_e_rod_2 + cse542))
    cse545 = -cse366*q_e_rod_1
    cse546 = hq*(cse232*cse543 + lam_16*(-cse470*q_e_rod_2 + cse545))
    cse547 = hq*(lam_16*(-cse365*q_e_rod_3 - cse539*q_e_slider_1 - cse540*q_e_slider_2) + lam_8*(cse235*q_e_rod_2 + cse494))
    cse548 = cse204*cse250 + cse216*cse315
    cse549 = cse216*cse310 - cse240*cse266 - cse274*cse498 - cse304*cse497 + cse506
    cse550 = -cse216*cse284 - cse244*cse266 - cse278*cse498 - cse307*cse497 + cse504
    cse551 = -cse509*q_e_rod_3 - cse510*q_e_rod_2 - cse511*q_e_rod_1
    cse552 = cse435 + cse437
    cse553 = 0.032*a_12
    cse554 = 1.2*q_e_rod_1
    cse555 = lam_16*(0.18*cse251 + 0.18*cse252) + lam_19
    cse556 = cse407 + lam_10*(cse270*q_e_rod_3 - cse409 - cse410 + cse411 + cse413) + lam_9*(-cse270*q_e_rod_2 - cse414 + cse416)
    cse557 = -0.0144*cse408 - cse480*q_e_rod_2
    cse558 = hq*(cse217 + cse220)
    cse559 = -cse267
    cse560 = hq*(cse211 + cse268 + cse559)
    cse561 = hq*(cse208 + cse271)
    cse562 = 8*q_e_rod_2
    cse563 = hq*(lam_16*(cse493 + cse554*q_e_slider_1) + lam_8*(cse228*q_e_rod_1 + cse380*q_e_rod_3 - cse562*q_e_slider_1))
    cse564 = cse380*q_e_rod_2
    cse565 = hq*(cse210*q_e_slider_0 + lam_8*(cse230*q_e_rod_1 - cse564))
    cse566 = cse379*q_e_rod_2
    cse567 = hq*(-cse210*q_e_slider_3 + lam_8*(cse232*q_e_rod_1 + cse566))
    cse568 = hq*(lam_16*(cse490 - cse554*q_e_slider_2) + lam_8*(cse235*q_e_rod_1 + cse379*q_e_rod_3 + cse562*q_e_slider_2))
    cse569 = 0.3*q_e_rod_1
    cse570 = 0.3*q_e_rod_0
    cse571 = -cse570
    cse572 = cse207*cse315 + cse219*cse250 + cse500*q_e_rod_2
    cse573 = cse503*q_e_rod_1
    cse574 = cse207*cse310 - cse274*cse569 + cse304*cse570 + cse502*q_e_rod_2 + cse573
    cse575 = cse503*q_e_rod_0
    cse576 = cse207*cse284 - cse278*cse569 + cse307*cse570 + cse575
    cse577 = -cse266*cse285 + cse270*cse316
    cse578 = hq*(cse223 + cse291)
    cse579 = hq*(cse205 + cse293)
    cse580 = hq*(cse213 + cse297 + cse559)
    cse581 = hq*(lam_16*(cse368*q_e_slider_1 + cse545) + lam_8*(-cse228*q_e_rod_0 + cse564))
    cse582 = lam_8*q_e_rod_0
    cse583 = hq*(cse203*q_e_slider_0 - cse230*cse582)
    cse584 = hq*(-cse203*q_e_slider_3 - cse232*cse582)
    cse585 = hq*(lam_16*(-cse368*q_e_slider_2 + cse542) + lam_8*(-cse235*q_e_rod_0 + cse566))
    cse586 = cse204*cse315 - cse216*cse250
    cse587 = cse204*cse310 - cse274*cse570 - cse304*cse569 - cse575
    cse588 = cse204*cse284 - cse278*cse570 - cse307*cse569 + cse507*q_e_rod_3 + cse573
    cse589 = -cse266*cse316 - cse270*cse285
    cse590 = cse200 + 2.0
    cse591 = cse228*lam_16
    cse592 = cse246*lam_14
    cse593 = hq*(cse232*lam_13 + cse591 + cse592)
    cse594 = cse230*lam_16
    cse595 = 2*q_e_slider_2
    cse596 = -cse595*lam_14
    cse597 = hq*(cse235*lam_13 + cse594 + cse596)
    cse598 = cse232*lam_16
    cse599 = 2*q_e_slider_1
    cse600 = -cse599*lam_14
    cse601 = hq*(cse598 + cse600)
    cse602 = cse235*lam_16
    cse603 = cse248*lam_14
    cse604 = hq*(cse602 + cse603)
    cse605 = q_e_slider_1**2
    cse606 = cse314 + 2*cse605
    cse607 = cse595*q_e_slider_1
    cse608 = cse248*q_e_slider_3
    cse609 = -cse607 + cse608
    cse610 = cse246*lam_13
    cse611 = hq*(-cse232*lam_14 - cse602 + cse610)
    cse612 = cse595*lam_13
    cse613 = hq*(-cse598 + cse612)
    cse614 = cse599*lam_13
    cse615 = hq*(-cse228*lam_14 + cse594 + cse614)
    cse616 = cse248*lam_13
    cse617 = hq*(cse591 + cse616)
    cse618 = cse607 + cse608
    cse619 = q_e_slider_2**2
    cse620 = -cse313 - 2*cse619 + 1
    cse621 = hq*(cse300 + cse600 - cse612)
    cse622 = hq*(-cse603 + cse610)
    cse623 = hq*(-cse592 - cse616)
    cse624 = hq*(cse302 + cse596 + cse614)
    cse625 = cse247 - cse249
    cse626 = -cse280 + cse281
    cse627 = 0.0004*cse619
    cse628 = 0.0002*q_e_slider_1
    cse629 = cse628*v_ed_slider_3
    cse630 = 0.0002*q_e_slider_3
    cse631 = cse630*v_ed_slider_1
    cse632 = 0.0002*v_ed_slider_2
    cse633 = cse632*q_e_slider_0
    cse634 = 0.0002*q_e_slider_2
    cse635 = cse634*v_ed_slider_0
    cse636 = -cse629 + cse631 - cse633 + cse635
    cse637 = -cse246*v_ed_slider_0 + cse248*v_ed_slider_3 + cse595*v_ed_slider_1 - cse599*v_ed_slider_2
    cse638 = cse634*cse637
    cse639 = cse630*v_ed_slider_0
    cse640 = cse632*q_e_slider_1
    cse641 = cse634*v_ed_slider_1
    cse642 = 0.0002*q_e_slider_0
    cse643 = cse642*v_ed_slider_3
    cse644 = -cse639 - cse640 + cse641 + cse643
    cse645 = -cse246*v_ed_slider_1 + cse248*v_ed_slider_2 - cse595*v_ed_slider_0 + cse599*v_ed_slider_3
    cse646 = -cse630*cse645
    cse647 = -cse246*cse636 - cse595*cse644 + cse638 + cse646
    cse648 = cse639 + cse640 - cse641 - cse643
    cse649 = cse246*v_ed_slider_2 + cse248*v_ed_slider_1 - cse595*v_ed_slider_3 - cse599*v_ed_slider_0
    cse650 = cse630*cse649
    cse651 = cse628*v_ed_slider_0
    cse652 = cse632*q_e_slider_3
    cse653 = cse634*v_ed_slider_3
    cse654 = cse642*v_ed_slider_1
    cse655 = -cse651 + cse652 - cse653 + cse654
    cse656 = -cse628*cse637
    cse657 = -cse246*cse655 - cse599*cse648 + cse650 + cse656
    cse658 = cse629 - cse631 + cse633 - cse635
    cse659 = -cse634*cse649
    cse660 = cse651 - cse652 + cse653 - cse654
    cse661 = cse628*cse645
    cse662 = -cse595*cse660 - cse599*cse658 + cse659 + cse661
    cse663 = 0.0004*a_18
    cse664 = -cse663*q_e_slider_1
    cse665 = 0.0004*a_20
    cse666 = -cse665*q_e_slider_3
    cse667 = -cse372*lam_14
    cse668 = 2*v_ed_slider_1
    cse669 = 2*cse660
    cse670 = cse632*cse649
    cse671 = 0.0002*cse645
    cse672 = cse671*v_ed_slider_1
    cse673 = cse658*cse668 + cse669*v_ed_slider_2 + cse670 - cse672
    cse674 = 2*v_ed_slider_3
    cse675 = cse632*cse637
    cse676 = 2*v_ed_slider_2
    cse677 = cse671*v_ed_slider_3
    cse678 = cse636*cse674 + cse644*cse676 - cse675 + cse677
    cse679 = 0.0002*cse649
    cse680 = cse679*v_ed_slider_3
    cse681 = 0.0002*cse637
    cse682 = cse681*v_ed_slider_1
    cse683 = cse648*cse668 + cse655*cse674 - cse680 + cse682
    cse684 = -1.2*cse309 + 8*cse605 + 8*cse619 - 8*q_r_rod_z + 8*q_r_slider_z - 8
    cse685 = 0.0004*a_19
    cse686 = -cse685*q_e_slider_2
    cse687 = cse686 + lam_8*(8*cse408 + 8*cse418)
    cse688 = 4*q_r_slider_x
    cse689 = -4*lam_11 + lam_13*(cse688 - 0.8) + lam_20
    cse690 = 0.0004*cse605
    cse691 = 0.0004*cse311
    cse692 = cse690 + cse691
    cse693 = 0.0004*q_e_slider_1
    cse694 = -cse693*q_e_slider_0
    cse695 = cse630*cse637
    cse696 = cse634*cse645
    cse697 = -cse246*cse644 + cse595*cse636 + cse695 + cse696
    cse698 = cse637*cse642
    cse699 = cse248*cse648 + cse595*cse655 + cse659 + cse698
    cse700 = cse642*cse645
    cse701 = -cse246*cse660 + cse248*cse658 - cse650 - cse700
    cse702 = 0.0008*a_17
    cse703 = 2*v_ed_slider_0
    cse704 = cse671*v_ed_slider_0
    cse705 = -cse658*cse703 + cse660*cse674 + cse680 + cse704
    cse706 = cse681*v_ed_slider_0
    cse707 = -cse648*cse703 - cse655*cse676 + cse670 - cse706
    cse708 = -cse681*v_ed_slider_3
    cse709 = -cse632*cse645
    cse710 = -cse636*cse676 + cse644*cse674 + cse708 + cse709
    cse711 = 2*cse637
    cse712 = cse636*cse711
    cse713 = 2*cse645
    cse714 = cse644*cse713
    cse715 = -cse712 - cse714
    cse716 = -cse415*lam_14
    cse717 = 16*q_e_slider_0
    cse718 = 4*cse273
    cse719 = 4*cse252
    cse720 = cse716 + lam_16*(cse371 - cse372 + cse373 + cse717*q_e_slider_1) + lam_8*(-cse718 - cse719 + 2)
    cse721 = 0.0004*q_e_slider_2
    cse722 = -cse721*q_e_slider_0
    cse723 = cse248*cse644 - cse599*cse636 - cse661 - cse698
    cse724 = cse628*cse649
    cse725 = cse246*cse648 - cse599*cse655 + cse695 + cse724
    cse726 = cse642*cse649
    cse727 = cse246*cse658 + cse248*cse660 + cse646 + cse726
    cse728 = cse679*v_ed_slider_0
    cse729 = -cse658*cse674 - cse669*v_ed_slider_0 + cse677 - cse728
    cse730 = cse636*cse668 - cse644*cse703 + cse672 + cse706
    cse731 = -cse679*v_ed_slider_1
    cse732 = -cse648*cse674 + cse655*cse668 + cse708 + cse731
    cse733 = 2*cse649
    cse734 = cse648*cse733
    cse735 = cse655*cse711
    cse736 = -cse734 - cse735
    cse737 = lam_8*(-cse261*q_e_rod_3 + 4*cse479)
    cse738 = -0.6*cse254 + cse688 - 4*q_r_rod_x
    cse739 = cse415*lam_13
    cse740 = cse737 - cse739 + lam_16*(cse717*q_e_slider_2 + cse738)
    cse741 = q_e_slider_0*q_e_slider_3
    cse742 = -0.0004*cse741
    cse743 = cse248*cse636 + cse599*cse644 + cse656 + cse700
    cse744 = cse248*cse655 - cse595*cse648 - cse638 - cse726
    cse745 = -cse595*cse658 + cse599*cse660 + cse696 + cse724
    cse746 = cse658*cse676 - cse669*v_ed_slider_1 + cse709 + cse731
    cse747 = cse648*cse676 - cse655*cse703 + cse675 + cse728
    cse748 = -cse636*cse703 - cse644*cse668 + cse682 - cse704
    cse749 = cse660*cse713
    cse750 = cse658*cse733
    cse751 = -cse749 - cse750
    cse752 = 0.0008*q_e_slider_3
    cse753 = 2*lam_12
    cse754 = cse411*lam_13 - 2*lam_15
    cse755 = 32*cse741*lam_16 - cse753 + cse754 + lam_14*(cse452 - 0.4)
    cse756 = cse232*cse304 + cse240*cse595 - cse274*cse599
    cse757 = -cse232
    cse758 = -cse246
    cse759 = -cse415*q_e_slider_2
    cse760 = 0.2 - q_r_slider_x
    cse761 = -cse232*cse760 + cse411*q_e_slider_3 + cse759
    cse762 = cse415*q_e_slider_1
    cse763 = -cse246*cse760 - cse372*q_e_slider_0 - cse762
    cse764 = 8*cse316
    cse765 = cse228*cse256 - cse235*cse285 + cse764*q_e_slider_0
    cse766 = 0.0008*q_e_slider_0
    cse767 = 0.0004*a_17
    cse768 = cse712 + cse714
    cse769 = -cse767*q_e_slider_0
    cse770 = cse666 + lam_16*(8*cse311 + 8*cse312)
    cse771 = 0.0004*cse312
    cse772 = cse627 + cse771
    cse773 = -cse693*q_e_slider_2
    cse774 = cse749 + cse750
    cse775 = 0.0008*q_e_slider_2
    cse776 = cse753 + cse754 + lam_14*(cse473 + 0.4)
    cse777 = -cse693*q_e_slider_3
    cse778 = 16*q_e_slider_3
    cse779 = cse737 + cse739 + lam_16*(cse738 + cse778*q_e_slider_1)
    cse780 = cse240*cse246 - cse248*cse274
    cse781 = -cse235
    cse782 = cse415*q_e_slider_3
    cse783 = -cse235*cse760 + cse411*q_e_slider_2 + cse782
    cse784 = -cse415*q_e_slider_0
    cse785 = cse595*cse760 + cse784
    cse786 = -cse595
    cse787 = cse230*cse256 - cse232*cse285
    cse788 = cse734 + cse735
    cse789 = 0.0008*q_e_slider_1
    cse790 = cse664 + cse769 + lam_20
    cse791 = -cse721*q_e_slider_3
    cse792 = cse716 + lam_16*(cse374 + cse778*q_e_slider_2) + lam_8*(cse718 + cse719 - 2)
    cse793 = cse240*cse248 + cse246*cse274
    cse794 = cse411*q_e_slider_1 + cse784
    cse795 = -cse372*q_e_slider_2 + cse599*cse760 - cse782
    cse796 = -cse599
    cse797 = cse230*cse285 + cse232*cse256
    cse798 = cse230*cse304 + cse240*cse599 + cse274*cse595
    cse799 = -cse248
    cse800 = cse411*q_e_slider_0 + cse762
    cse801 = -cse248*cse760 + cse759
    cse802 = cse228*cse285 + cse235*cse256 + cse764*q_e_slider_3
    out = np.zeros((42, 42))
    out[_genalpha_matrix_INDEX] = (
        0.12,  # [0, 0]
        1,  # [0, 21]
        1,  # [0, 26]
        0.12,  # [1, 1]
        1,  # [1, 22]
        1,  # [1, 27]
        0.12,  # [2, 2]
        1,  # [2, 23]
        1,  # [2, 28]
        4e-05*cse0 + cse78 + hq*(-a_5*cse38 + cse10*cse43 + cse11*cse47 + cse13*cse51 + cse75 + lam_17*(cse57**2*cse64 - cse57*cse67*cse69 + cse73)) - hv*(-cse10*cse37 - cse11*cse32 - cse13*cse25),  # [3, 3]
        cse109 + hq*(-a_4*cse87 + a_6*cse88 + cse10*cse91 - cse100 + cse108 + cse11*cse93 + cse13*cse96 + cse86*q_e_crank_1) - hv*(-cse10*cse85 - cse11*cse83 - cse13*cse81),  # [3, 4]
        cse110 + hq*(cse10*cse122 + cse11*cse124 - cse117 + cse119 + 8e-05*cse120 + cse125*cse13 - cse129 - 4e-05*cse130 + cse137) - hv*(-cse10*cse115 - cse11*cse113 - cse111*cse13),  # [3, 5]
        cse150 + hq*(-a_4*cse88 - a_6*cse87 + cse10*cse141 + cse11*cse143 + cse13*cse142 - cse146 + cse149 + cse86*q_e_crank_3) - hv*(-cse10*cse140 - cse11*cse139 - cse13*cse138),  # [3, 6]
        cse10,  # [3, 24]
        cse151,  # [3, 25]
        cse153,  # [3, 26]
        cse154,  # [3, 27]
        cse155,  # [3, 28]
        cse158,  # [3, 38]
        q_e_crank_0,  # [3, 39]
        cse109 + hq*(a_5*cse116 + cse10*cse47 + cse108 - cse11*cse43 - cse12*cse51 - cse159*q_e_crank_1 + cse160*q_e_crank_0 - cse161) - hv*(-cse10*cse32 + cse11*cse37 + cse12*cse25),  # [4, 3]
        cse168 + 4e-05*cse77 + hq*(cse10*cse93 - cse11*cse91 - cse12*cse96 + cse167 - 4e-05*cse74 + lam_17*(cse162*cse163 - cse163*cse164)) - hv*(-cse10*cse83 + cse11*cse85 + cse12*cse81),  # [4, 4]
        cse176 + hq*(-a_3*cse116 + cse10*cse124 - cse11*cse122 - cse12*cse125 + cse160*q_e_crank_2 - cse169*q_e_crank_1 - cse170 + cse174) - hv*(-cse10*cse113 + cse11*cse115 + cse111*cse12),  # [4, 5]
        cse178 + hq*(cse10*cse143 - cse11*cse141 - cse12*cse142 - cse129 - cse179 + 8e-05*cse180 - 4e-05*cse181 + cse182 + cse184) - hv*(-cse10*cse139 + cse11*cse140 + cse12*cse138),  # [4, 6]
        cse11,  # [4, 24]
        cse10,  # [4, 25]
        cse185,  # [4, 26]
        cse186,  # [4, 28]
        cse187,  # [4, 38]
        q_e_crank_1,  # [4, 39]
        cse110 + hq*(-cse10*cse51 + cse117 - cse119 - cse12*cse47 - 4e-05*cse120 + cse13*cse43 + 8e-05*cse130 + cse137 - cse188) - hv*(cse10*cse25 + cse12*cse32 - cse13*cse37),  # [5, 3]
        cse176 + hq*(-a_4*cse166 - a_6*cse175 - cse10*cse96 - cse12*cse93 + cse13*cse91 - cse146 + cse174 + cse189*q_e_crank_1) - hv*(cse10*cse81 + cse12*cse83 - cse13*cse85),  # [5, 4]
        4e-05*cse59 + cse78 + hq*(-cse10*cse125 - cse12*cse124 + cse122*cse13 - 4e-05*cse165 + cse75 + lam_17*(cse132**2*cse64 - cse132*cse135*cse69 + cse73)) - hv*(cse10*cse111 + cse113*cse12 - cse115*cse13),  # [5, 5]
        cse191 + hq*(a_4*cse175 - a_6*cse166 - cse10*cse142 - cse12*cse143 + cse13*cse141 - cse161 + cse189*q_e_crank_3 + cse190) - hv*(cse10*cse138 + cse12*cse139 - cse13*cse140),  # [5, 6]
        cse13,  # [5, 24]
        cse192,  # [5, 25]
        cse155,  # [5, 26]
        cse193,  # [5, 27]
        cse152,  # [5, 28]
        cse194,  # [5, 38]
        q_e_crank_2,  # [5, 39]
        cse150 + hq*(-a_5*cse118 + cse11*cse51 - cse12*cse43 - cse13*cse47 + cse149 - cse159*q_e_crank_3 - cse170 + cse195*q_e_crank_0) - hv*(-cse11*cse25 + cse12*cse37 + cse13*cse32),  # [6, 3]
        cse178 + hq*(cse11*cse96 - cse12*cse91 - cse13*cse93 + cse179 - 4e-05*cse180 + 8e-05*cse181 - cse182 + cse184 - cse188) - hv*(-cse11*cse81 + cse12*cse85 + cse13*cse83),  # [6, 4]
        cse191 + hq*(a_3*cse118 - cse100 + cse11*cse125 - cse12*cse122 - cse124*cse13 - cse169*q_e_crank_3 + cse190 + cse195*q_e_crank_2) - hv*(-cse11*cse111 + cse113*cse13 + cse115*cse12),  # [6, 5]
        cse168 + 4e-05*cse76 + hq*(-a_4*cse177 + cse11*cse142 - cse12*cse141 - cse13*cse143 + cse167 + lam_17*(cse162*cse196 - cse164*cse196)) - hv*(-cse11*cse138 + cse12*cse140 + cse13*cse139),  # [6, 6]
        cse12,  # [6, 24]
        cse13,  # [6, 25]
        cse197,  # [6, 26]
        cse185,  # [6, 28]
        cse198,  # [6, 38]
        q_e_crank_3,  # [6, 39]
        cse201,  # [7, 7]
        cse209,  # [7, 10]
        cse215,  # [7, 11]
        cse222,  # [7, 12]
        cse226,  # [7, 13]
        cse227,  # [7, 14]
        cse229,  # [7, 17]
        cse231,  # [7, 18]
        cse234,  # [7, 19]
        cse237,  # [7, 20]
        -1,  # [7, 26]
        cse241,  # [7, 30]
        cse245,  # [7, 31]
        cse258,  # [7, 37]
        cse201,  # [8, 8]
        cse263,  # [8, 10]
        cse265,  # [8, 11]
        cse269,  # [8, 12]
        cse272,  # [8, 13]
        cse227,  # [8, 15]
        cse236,  # [8, 17]
        cse233,  # [8, 18]
        cse231,  # [8, 19]
        cse229,  # [8, 20]
        -1,  # [8, 27]
        cse275,  # [8, 30]
        cse279,  # [8, 31]
        cse287,  # [8, 37]
        cse201,  # [9, 9]
        cse290,  # [9, 10]
        cse292,  # [9, 11]
        cse295,  # [9, 12]
        cse298,  # [9, 13]
        cse227,  # [9, 16]
        cse301,  # [9, 17]
        cse303,  # [9, 20]
        -1,  # [9, 28]
        cse305,  # [9, 30]
        cse308,  # [9, 31]
        cse318,  # [9, 37]
        cse209,  # [10, 7]
        cse263,  # [10, 8]
        cse290,  # [10, 9]
        0.0016*cse273 + cse382 + hq*(-0.0016*a_12*q_e_rod_2 + cse204*cse360 + cse207*cse356 + cse219*cse364 + cse369*lam_10 + cse375*lam_9 + cse376 + cse381 + lam_16*(0.72*cse252 + cse367)) - hv*(-cse204*cse346 - cse207*cse351 - cse219*cse339),  # [10, 10]
        cse419 + hq*(cse204*cse398 + cse219*cse401 - cse377*q_e_rod_0 + cse391*q_e_rod_1 + cse392*q_e_rod_2 + cse395*q_e_rod_3 - cse406 + cse417) - hv*(-cse204*cse388 - cse207*cse390 - cse386*q_e_rod_1),  # [10, 11]
        cse421 + hq*(cse204*cse433 + cse207*cse431 + cse219*cse434 + 0.0032*cse428 - 0.0016*cse429 - cse438 - cse440 + cse441 + cse458) - hv*(-cse204*cse425 - cse207*cse427 - cse423*q_e_rod_1),  # [10, 12]
        cse481 + hq*(cse204*cse463 + cse219*cse464 - cse378*q_e_rod_0 + cse391*q_e_rod_3 - cse439*q_e_rod_2 + cse462*q_e_rod_3 - cse467 + cse478) - hv*(-cse204*cse460 - cse207*cse461 - cse219*cse459),  # [10, 13]
        cse482,  # [10, 14]
        cse484,  # [10, 15]
        cse485,  # [10, 16]
        cse489,  # [10, 17]
        cse492,  # [10, 18]
        cse495,  # [10, 19]
        cse496,  # [10, 20]
        cse270,  # [10, 26]
        cse497,  # [10, 27]
        cse499,  # [10, 28]
        cse501,  # [10, 29]
        cse505,  # [10, 30]
        cse508,  # [10, 31]
        cse512,  # [10, 37]
        q_e_rod_0,  # [10, 40]
        cse215,  # [11, 7]
        cse265,  # [11, 8]
        cse292,  # [11, 9]
        cse419 + hq*(a_11*cse515 - cse204*cse356 + cse207*cse360 - cse216*cse364 + cse417 - cse514*q_e_rod_1 + cse516*q_e_rod_3 - cse517) - hv*(-cse207*cse346 + cse216*cse339 + cse513*q_e_rod_2),  # [11, 10]
        0.0016*cse306 + cse521 + hq*(-0.0016*a_13*q_e_rod_3 + cse207*cse398 - cse216*cse401 - 3.5999999999999996*cse296*q_e_rod_1 + cse376 - cse395*q_e_rod_2 - 3.5999999999999996*cse518 + cse520 + lam_16*(0.72*cse251 + cse367)) - hv*(cse204*cse390 - cse207*cse388 + cse216*cse385),  # [11, 11]
        cse528 + hq*(a_11*cse525 - cse204*cse431 + cse207*cse433 - cse216*cse434 - cse519*q_e_rod_1 - cse523*q_e_rod_3 - cse524 + cse527) - hv*(-cse207*cse425 + cse216*cse422 + cse522*q_e_rod_2),  # [11, 12]
        cse530 + hq*(cse207*cse463 - cse216*cse464 - cse438 - cse462*q_e_rod_2 - cse531 + 0.0032*cse532 + cse533 - 0.0016*cse534 + cse535) - hv*(cse204*cse461 - cse207*cse460 + cse216*cse459),  # [11, 13]
        cse536,  # [11, 14]
        cse537,  # [11, 15]
        cse538,  # [11, 16]
        cse541,  # [11, 17]
        cse544,  # [11, 18]
        cse546,  # [11, 19]
        cse547,  # [11, 20]
        cse266,  # [11, 26]
        cse498,  # [11, 27]
        cse497,  # [11, 28]
        cse548,  # [11, 29]
        cse549,  # [11, 30]
        cse550,  # [11, 31]
        cse551,  # [11, 37]
        q_e_rod_1,  # [11, 40]
        cse222,  # [12, 7]
        cse269,  # [12, 8]
        cse295,  # [12, 9]
        cse421 + hq*(-cse207*cse364 - cse216*cse360 + cse219*cse356 - 0.0016*cse428 + 0.0032*cse429 + cse440 - cse441 + cse458 - cse552) - hv*(cse207*cse339 + cse216*cse346 - cse513*q_e_rod_1),  # [12, 10]
        cse528 + hq*(-cse207*cse401 - cse216*cse398 - cse377*q_e_rod_2 - cse392*q_e_rod_0 + cse395*q_e_rod_1 - cse467 + cse527 + cse553*q_e_rod_1) - hv*(cse207*cse385 + cse216*cse388 - cse219*cse390),  # [12, 11]
        0.0016*cse252 + cse382 + hq*(-a_10*cse420 - cse207*cse434 - cse216*cse433 + cse219*cse431 - cse296*cse554 + cse381 + cse555 + lam_9*(cse375 - cse539*q_e_rod_2)) - hv*(cse207*cse422 + cse216*cse425 - cse522*q_e_rod_1),  # [12, 12]
        cse557 + hq*(-cse207*cse464 - cse216*cse463 - cse378*q_e_rod_2 + cse439*q_e_rod_0 + cse462*q_e_rod_1 - cse517 + cse553*q_e_rod_3 + cse556) - hv*(cse207*cse459 + cse216*cse460 - cse219*cse461),  # [12, 13]
        cse558,  # [12, 14]
        cse560,  # [12, 15]
        cse561,  # [12, 16]
        cse563,  # [12, 17]
        cse565,  # [12, 18]
        cse567,  # [12, 19]
        cse568,  # [12, 20]
        cse569,  # [12, 27]
        cse571,  # [12, 28]
        cse572,  # [12, 29]
        cse574,  # [12, 30]
        cse576,  # [12, 31]
        cse577,  # [12, 37]
        q_e_rod_2,  # [12, 40]
        cse226,  # [13, 7]
        cse272,  # [13, 8]
        cse298,  # [13, 9]
        cse481 + hq*(a_13*cse515 + cse204*cse364 - cse216*cse356 - cse219*cse360 + cse478 - cse514*q_e_rod_3 - cse516*q_e_rod_1 - cse524) - hv*(-cse204*cse339 + cse216*cse351 + cse219*cse346),  # [13, 10]
        cse530 + hq*(cse204*cse401 - cse219*cse398 - cse395*q_e_rod_0 + cse531 - 0.0016*cse532 - cse533 + 0.0032*cse534 + cse535 - cse552) - hv*(cse216*cse390 + cse219*cse388 - cse386*q_e_rod_2),  # [13, 11]
        cse557 + hq*(a_13*cse525 + cse204*cse434 - cse216*cse431 - cse219*cse433 - cse406 - cse519*q_e_rod_3 + cse523*q_e_rod_1 + cse556) - hv*(cse216*cse427 + cse219*cse425 - cse423*q_e_rod_2),  # [13, 12]
        0.0016*cse251 + cse521 + hq*(-a_11*cse529 + cse204*cse464 - cse219*cse463 - cse462*q_e_rod_0 - 1.2*cse518 + cse520 + cse555 + lam_10*(cse369 - cse539*q_e_rod_3)) - hv*(-cse204*cse459 + cse216*cse461 + cse219*cse460),  # [13, 13]
        cse578,  # [13, 14]
        cse579,  # [13, 15]
        cse580,  # [13, 16]
        cse581,  # [13, 17]
        cse583,  # [13, 18]
        cse584,  # [13, 19]
        cse585,  # [13, 20]
        cse570,  # [13, 27]
        cse569,  # [13, 28]
        cse586,  # [13, 29]
        cse587,  # [13, 30]
        cse588,  # [13, 31]
        cse589,  # [13, 37]
        q_e_rod_3,  # [13, 40]
        cse227,  # [14, 7]
        cse482,  # [14, 10]
        cse536,  # [14, 11]
        cse558,  # [14, 12]
        cse578,  # [14, 13]
        cse590,  # [14, 14]
        cse593,  # [14, 17]
        cse597,  # [14, 18]
        cse601,  # [14, 19]
        cse604,  # [14, 20]
        cse240,  # [14, 30]
        cse244,  # [14, 31]
        cse606,  # [14, 34]
        cse609,  # [14, 35]
        cse257,  # [14, 37]
        cse227,  # [15, 8]
        cse484,  # [15, 10]
        cse537,  # [15, 11]
        cse560,  # [15, 12]
        cse579,  # [15, 13]
        cse590,  # [15, 15]
        cse611,  # [15, 17]
        cse613,  # [15, 18]
        cse615,  # [15, 19]
        cse617,  # [15, 20]
        cse274,  # [15, 30]
        cse278,  # [15, 31]
        cse618,  # [15, 34]
        cse620,  # [15, 35]
        cse286,  # [15, 37]
        cse227,  # [16, 9]
        cse485,  # [16, 10]
        cse538,  # [16, 11]
        cse561,  # [16, 12]
        cse580,  # [16, 13]
        cse590,  # [16, 16]
        cse621,  # [16, 17]
        cse622,  # [16, 18]
        cse623,  # [16, 19]
        cse624,  # [16, 20]
        cse304,  # [16, 30]
        cse307,  # [16, 31]
        cse625,  # [16, 34]
        cse626,  # [16, 35]
        cse317,  # [16, 37]
        cse229,  # [17, 7]
        cse236,  # [17, 8]
        cse301,  # [17, 9]
        cse489,  # [17, 10]
        cse541,  # [17, 11]
        cse563,  # [17, 12]
        cse581,  # [17, 13]
        cse593,  # [17, 14]
        cse611,  # [17, 15]
        cse621,  # [17, 16]
        cse627 + cse692 + hq*(cse246*cse673 + cse595*cse683 + cse599*cse678 + cse664 + cse666 + cse667 + cse687 + cse689 + lam_16*(16*cse311 + 48*cse312 + cse684)) - hv*(-cse246*cse662 - cse595*cse657 - cse599*cse647),  # [17, 17]
        cse694 + hq*(cse246*cse705 + cse595*cse707 + cse599*cse710 - cse663*q_e_slider_0 + cse702*q_e_slider_1 - cse715 + cse720) - hv*(-cse246*cse701 - cse595*cse699 - cse599*cse697),  # [17, 18]
        cse722 + hq*(cse246*cse729 + cse595*cse732 + cse599*cse730 - cse685*q_e_slider_0 + cse702*q_e_slider_2 - cse736 + cse740) - hv*(-cse246*cse727 - cse595*cse725 - cse599*cse723),  # [17, 19]
        cse742 + hq*(a_17*cse752 + cse246*cse746 + cse595*cse747 + cse599*cse748 - cse665*q_e_slider_0 - cse751 + cse755) - hv*(-cse246*cse745 - cse595*cse744 - cse599*cse743),  # [17, 20]
        cse756,  # [17, 29]
        cse757,  # [17, 32]
        cse758,  # [17, 33]
        cse761,  # [17, 34]
        cse763,  # [17, 35]
        cse758,  # [17, 36]
        cse765,  # [17, 37]
        q_e_slider_0,  # [17, 41]
        cse231,  # [18, 7]
        cse233,  # [18, 8]
        cse492,  # [18, 10]
        cse544,  # [18, 11]
        cse565,  # [18, 12]
        cse583,  # [18, 13]
        cse597,  # [18, 14]
        cse613,  # [18, 15]
        cse622,  # [18, 16]
        cse694 + hq*(a_18*cse766 + cse246*cse683 - cse248*cse678 - cse595*cse673 + cse720 - cse767*q_e_slider_1 - cse768) - hv*(-cse246*cse657 + cse248*cse647 + cse595*cse662),  # [18, 17]
        cse691 + cse772 + hq*(cse246*cse707 - cse248*cse710 - cse595*cse705 + cse686 + cse689 + cse769 + cse770) - hv*(-cse246*cse699 + cse248*cse697 + cse595*cse701),  # [18, 18]
        cse773 + hq*(a_18*cse775 + cse246*cse732 - cse248*cse730 - cse595*cse729 - cse685*q_e_slider_1 - cse774 + cse776) - hv*(-cse246*cse725 + cse248*cse723 + cse595*cse727),  # [18, 19]
        cse777 + hq*(a_18*cse752 + cse246*cse747 - cse248*cse748 - cse595*cse746 - cse665*q_e_slider_1 - cse736 + cse779) - hv*(-cse246*cse744 + cse248*cse743 + cse595*cse745),  # [18, 20]
        cse780,  # [18, 29]
        cse781,  # [18, 32]
        cse595,  # [18, 33]
        cse783,  # [18, 34]
        cse785,  # [18, 35]
        cse786,  # [18, 36]
        cse787,  # [18, 37]
        q_e_slider_1,  # [18, 41]
        cse234,  # [19, 7]
        cse231,  # [19, 8]
        cse495,  # [19, 10]
        cse546,  # [19, 11]
        cse567,  # [19, 12]
        cse584,  # [19, 13]
        cse601,  # [19, 14]
        cse615,  # [19, 15]
        cse623,  # [19, 16]
        cse722 + hq*(a_19*cse766 - cse246*cse678 - cse248*cse683 + cse599*cse673 + cse740 - cse767*q_e_slider_2 - cse788) - hv*(cse246*cse647 + cse248*cse657 - cse599*cse662),  # [19, 17]
        cse773 + hq*(a_19*cse789 - cse246*cse710 - cse248*cse707 + cse599*cse705 - cse663*q_e_slider_2 - cse751 + cse776) - hv*(cse246*cse697 + cse248*cse699 - cse599*cse701),  # [19, 18]
        cse692 + cse771 + hq*(-cse246*cse730 - cse248*cse732 + cse599*cse729 + cse667 + cse770 + cse790) - hv*(cse246*cse723 + cse248*cse725 - cse599*cse727),  # [19, 19]
        cse791 + hq*(a_19*cse752 - cse246*cse748 - cse248*cse747 + cse599*cse746 - cse665*q_e_slider_2 - cse768 + cse792) - hv*(cse246*cse743 + cse248*cse744 - cse599*cse745),  # [19, 20]
        cse793,  # [19, 29]
        cse599,  # [19, 33]
        cse794,  # [19, 34]
        cse795,  # [19, 35]
        cse796,  # [19, 36]
        cse797,  # [19, 37]
        q_e_slider_2,  # [19, 41]
        cse237,  # [20, 7]
        cse229,  # [20, 8]
        cse303,  # [20, 9]
        cse496,  # [20, 10]
        cse547,  # [20, 11]
        cse568,  # [20, 12]
        cse585,  # [20, 13]
        cse604,  # [20, 14]
        cse617,  # [20, 15]
        cse624,  # [20, 16]
        cse742 + hq*(a_20*cse766 - cse248*cse673 + cse595*cse678 - cse599*cse683 + cse755 - cse767*q_e_slider_3 - cse774) - hv*(cse248*cse662 - cse595*cse647 + cse599*cse657),  # [20, 17]
        cse777 + hq*(a_20*cse789 - cse248*cse705 + cse595*cse710 - cse599*cse707 - cse663*q_e_slider_3 + cse779 - cse788) - hv*(cse248*cse701 - cse595*cse697 + cse599*cse699),  # [20, 18]
        cse791 + hq*(a_20*cse775 - cse248*cse729 + cse595*cse730 - cse599*cse732 - cse685*q_e_slider_3 - cse715 + cse792) - hv*(cse248*cse727 - cse595*cse723 + cse599*cse725),  # [20, 19]
        cse690 + cse772 + hq*(-cse248*cse746 + cse595*cse748 - cse599*cse747 + cse687 + cse790 + lam_16*(48*cse311 + 16*cse312 + cse684)) - hv*(cse248*cse745 - cse595*cse743 + cse599*cse744),  # [20, 20]
        cse798,  # [20, 29]
        cse799,  # [20, 33]
        cse800,  # [20, 34]
        cse801,  # [20, 35]
        cse799,  # [20, 36]
        cse802,  # [20, 37]
        q_e_slider_3,  # [20, 41]
        1,  # [21, 0]
        1,  # [22, 1]
        1,  # [23, 2]
        cse10,  # [24, 3]
        cse11,  # [24, 4]
        cse13,  # [24, 5]
        cse12,  # [24, 6]
        cse151,  # [25, 3]
        cse10,  # [25, 4]
        cse192,  # [25, 5]
        cse13,  # [25, 6]
        1,  # [26, 0]
        cse153,  # [26, 3]
        cse185,  # [26, 4]
        cse155,  # [26, 5]
        cse197,  # [26, 6]
        -1,  # [26, 7]
        cse270,  # [26, 10]
        cse266,  # [26, 11]
        1,  # [27, 1]
        cse154,  # [27, 3]
        cse193,  # [27, 5]
        -1,  # [27, 8]
        cse497,  # [27, 10]
        cse498,  # [27, 11]
        cse569,  # [27, 12]
        cse570,  # [27, 13]
        1,  # [28, 2]
        cse155,  # [28, 3]
        cse186,  # [28, 4]
        cse152,  # [28, 5]
        cse185,  # [28, 6]
        -1,  # [28, 9]
        cse499,  # [28, 10]
        cse497,  # [28, 11]
        cse571,  # [28, 12]
        cse569,  # [28, 13]
        cse501,  # [29, 10]
        cse548,  # [29, 11]
        cse572,  # [29, 12]
        cse586,  # [29, 13]
        cse756,  # [29, 17]
        cse780,  # [29, 18]
        cse793,  # [29, 19]
        cse798,  # [29, 20]
        cse241,  # [30, 7]
        cse275,  # [30, 8]
        cse305,  # [30, 9]
        cse505,  # [30, 10]
        cse549,  # [30, 11]
        cse574,  # [30, 12]
        cse587,  # [30, 13]
        cse240,  # [30, 14]
        cse274,  # [30, 15]
        cse304,  # [30, 16]
        cse245,  # [31, 7]
        cse279,  # [31, 8]
        cse308,  # [31, 9]
        cse508,  # [31, 10]
        cse550,  # [31, 11]
        cse576,  # [31, 12]
        cse588,  # [31, 13]
        cse244,  # [31, 14]
        cse278,  # [31, 15]
        cse307,  # [31, 16]
        cse757,  # [32, 17]
        cse781,  # [32, 18]
        cse758,  # [33, 17]
        cse595,  # [33, 18]
        cse599,  # [33, 19]
        cse799,  # [33, 20]
        cse606,  # [34, 14]
        cse618,  # [34, 15]
        cse625,  # [34, 16]
        cse761,  # [34, 17]
        cse783,  # [34, 18]
        cse794,  # [34, 19]
        cse800,  # [34, 20]
        cse609,  # [35, 14]
        cse620,  # [35, 15]
        cse626,  # [35, 16]
        cse763,  # [35, 17]
        cse785,  # [35, 18]
        cse795,  # [35, 19]
        cse801,  # [35, 20]
        cse758,  # [36, 17]
        cse786,  # [36, 18]
        cse796,  # [36, 19]
        cse799,  # [36, 20]
        cse258,  # [37, 7]
        cse287,  # [37, 8]
        cse318,  # [37, 9]
        cse512,  # [37, 10]
        cse551,  # [37, 11]
        cse577,  # [37, 12]
        cse589,  # [37, 13]
        cse257,  # [37, 14]
        cse286,  # [37, 15]
        cse317,  # [37, 16]
        cse765,  # [37, 17]
        cse787,  # [37, 18]
        cse797,  # [37, 19]
        cse802,  # [37, 20]
        cse158,  # [38, 3]
        cse187,  # [38, 4]
        cse194,  # [38, 5]
        cse198,  # [38, 6]
        q_e_crank_0,  # [39, 3]
        q_e_crank_1,  # [39, 4]
        q_e_crank_2,  # [39, 5]
        q_e_crank_3,  # [39, 6]
        q_e_rod_0,  # [40, 10]
        q_e_rod_1,  # [40, 11]
        q_e_rod_2,  # [40, 12]
        q_e_rod_3,  # [40, 13]
        q_e_slider_0,  # [41, 17]
        q_e_slider_1,  # [41, 18]
        q_e_slider_2,  # [41, 19]
        q_e_slider_3,  # [41, 20]
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
        ndarray of shape (36, 21), 273 nonzero.
    """
    # 1074 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = 2*q_e_crank_3
    cse1 = cse0*q_e_crank_1
    cse2 = 2*q_e_crank_0
    cse3 = cse2*q_e_crank_2
    cse4 = cse1 - cse3
    cse5 = 2*q_e_crank_1
    cse6 = cse4*cse5
    cse7 = cse0*q_e_crank_2
    cse8 = cse2*q_e_crank_1
    cse9 = cse7 + cse8
    cse10 = 2*q_e_crank_2
    cse11 = cse10*cse9
    cse12 = 2*q_e_crank_0**2 - 1
    cse13 = cse12 + 2*q_e_crank_3**2
    cse14 = cse0*cse13
    cse15 = -cse11 - cse14 - cse6
    cse16 = -q_r_crank_y
    cse17 = cse16 + 0.1
    cse18 = cse7 - cse8
    cse19 = cse0*cse18
    cse20 = cse5*q_e_crank_2
    cse21 = cse0*q_e_crank_0
    cse22 = cse20 + cse21
    cse23 = cse22*cse5
    cse24 = cse12 + 2*q_e_crank_2**2
    cse25 = cse10*cse24
    cse26 = -cse19 - cse23 - cse25
    cse27 = -q_r_crank_z
    cse28 = cse27 + 0.12
    cse29 = cse2*cse4
    cse30 = cse0*cse9
    cse31 = cse10*cse13
    cse32 = cse29 - cse30 + cse31
    cse33 = cse10*cse18
    cse34 = cse2*cse22
    cse35 = cse0*cse24
    cse36 = cse33 + cse34 - cse35
    cse37 = cse0*cse4
    cse38 = cse2*cse9
    cse39 = cse13*cse5
    cse40 = cse37 + cse38 - cse39
    cse41 = cse18*cse5
    cse42 = cse0*cse22
    cse43 = cse2*cse24
    cse44 = -cse41 + cse42 + cse43
    cse45 = cse10*cse4
    cse46 = cse5*cse9
    cse47 = cse13*cse2
    cse48 = -cse45 + cse46 + cse47
    cse49 = cse18*cse2
    cse50 = cse10*cse22
    cse51 = cse24*cse5
    cse52 = cse49 - cse50 + cse51
    cse53 = cse15*q_r_crank_x
    cse54 = cse20 - cse21
    cse55 = cse10*cse54
    cse56 = cse1 + cse3
    cse57 = cse0*cse56
    cse58 = cse12 + 2*q_e_crank_1**2
    cse59 = cse5*cse58
    cse60 = -cse55 - cse57 - cse59
    cse61 = cse32*q_r_crank_x
    cse62 = cse0*cse54
    cse63 = cse10*cse56
    cse64 = cse2*cse58
    cse65 = -cse62 + cse63 + cse64
    cse66 = cse40*q_r_crank_x
    cse67 = cse2*cse54
    cse68 = cse5*cse56
    cse69 = cse0*cse58
    cse70 = cse67 - cse68 + cse69
    cse71 = cse48*q_r_crank_x
    cse72 = cse5*cse54
    cse73 = cse2*cse56
    cse74 = cse10*cse58
    cse75 = cse72 + cse73 - cse74
    cse76 = -cse26*q_r_crank_x
    cse77 = -cse36*q_r_crank_x
    cse78 = -cse44*q_r_crank_x
    cse79 = -cse52*q_r_crank_x
    cse80 = cse55 + cse57 + cse59
    cse81 = cse62 - cse63 - cse64
    cse82 = -cse67 + cse68 - cse69
    cse83 = -cse72 - cse73 + cse74
    cse84 = cse19 + cse23 + cse25
    cse85 = -cse33 - cse34 + cse35
    cse86 = cse41 - cse42 - cse43
    cse87 = -cse49 + cse50 - cse51
    cse88 = cse11 + cse14 + cse6
    cse89 = -cse29 + cse30 - cse31
    cse90 = -cse37 - cse38 + cse39
    cse91 = cse45 - cse46 - cse47
    cse92 = q_e_rod_1**2
    cse93 = q_e_rod_0**2
    cse94 = 2*cse93 - 1
    cse95 = 2*cse92 + cse94
    cse96 = -cse95
    cse97 = 2*q_e_rod_1
    cse98 = cse97*q_e_rod_2
    cse99 = 2*q_e_rod_3
    cse100 = cse99*q_e_rod_0
    cse101 = cse100 + cse98
    cse102 = -cse101
    cse103 = cse99*q_e_rod_1
    cse104 = 2*q_e_rod_0
    cse105 = cse104*q_e_rod_2
    cse106 = cse103 - cse105
    cse107 = -cse106
    cse108 = 0.3*cse92
    cse109 = 0.3*cse93
    cse110 = -cse108 - cse109 + 0.15
    cse111 = cse110 - q_r_crank_x + q_r_rod_x
    cse112 = 0.3*q_e_rod_1
    cse113 = cse112*q_e_rod_2
    cse114 = 0.3*q_e_rod_0
    cse115 = cse114*q_e_rod_3
    cse116 = -cse113 - cse115
    cse117 = cse116 + cse16 + q_r_rod_y
    cse118 = cse111*cse26 - cse117*cse60
    cse119 = cse112*q_e_rod_3
    cse120 = cse114*q_e_rod_2
    cse121 = -cse119 + cse120
    cse122 = cse121 + cse27 + q_r_rod_z
    cse123 = -cse111*cse15 + cse122*cse60
    cse124 = cse117*cse15 - cse122*cse26
    cse125 = cse111*cse36 - cse117*cse65
    cse126 = -cse111*cse32 + cse122*cse65
    cse127 = cse117*cse32 - cse122*cse36
    cse128 = cse111*cse44 - cse117*cse70
    cse129 = -cse111*cse40 + cse122*cse70
    cse130 = cse117*cse40 - cse122*cse44
    cse131 = cse111*cse52 - cse117*cse75
    cse132 = -cse111*cse48 + cse122*cse75
    cse133 = cse117*cse48 - cse122*cse52
    cse134 = 2*cse106
    cse135 = cse99*q_e_rod_2
    cse136 = cse104*q_e_rod_1
    cse137 = cse135 + cse136
    cse138 = 2*cse137
    cse139 = cse94 + 2*q_e_rod_3**2
    cse140 = -cse134*q_e_rod_1 - cse138*q_e_rod_2 - cse139*cse99
    cse141 = -cse100 + cse98
    cse142 = 2*cse141
    cse143 = cse103 + cse105
    cse144 = 2*cse143
    cse145 = -cse142*q_e_rod_2 - cse144*q_e_rod_3 - cse95*cse97
    cse146 = cse110*cse140 - cse121*cse145
    cse147 = 2*cse101
    cse148 = cse135 - cse136
    cse149 = cse94 + 2*q_e_rod_2**2
    cse150 = 2*cse149
    cse151 = -cse147*q_e_rod_1 - cse148*cse99 - cse150*q_e_rod_2
    cse152 = -cse110*cse151 + cse116*cse145
    cse153 = -cse116*cse140 + cse121*cse151
    cse154 = cse104*cse95 - cse141*cse99 + cse144*q_e_rod_2
    cse155 = 2*cse148
    cse156 = cse101*cse104 - cse149*cse99 + cse155*q_e_rod_2
    cse157 = -cse110*cse156 + cse116*cse154
    cse158 = 2*cse139
    cse159 = cse134*q_e_rod_0 - cse137*cse99 + cse158*q_e_rod_2
    cse160 = cse110*cse159 - cse121*cse154
    cse161 = -cse116*cse159 + cse121*cse156
    cse162 = cse104*cse141 - cse144*q_e_rod_1 + cse95*cse99
    cse163 = cse101*cse99 + cse150*q_e_rod_0 - cse155*q_e_rod_1
    cse164 = -cse110*cse163 + cse116*cse162
    cse165 = cse134*q_e_rod_3 + cse138*q_e_rod_0 - cse158*q_e_rod_1
    cse166 = cse110*cse165 - cse121*cse162
    cse167 = -cse116*cse165 + cse121*cse163
    cse168 = cse142*q_e_rod_1 + cse144*q_e_rod_0 - 2*cse95*q_e_rod_2
    cse169 = -cse147*q_e_rod_2 + cse150*q_e_rod_1 + cse155*q_e_rod_0
    cse170 = -cse110*cse169 + cse116*cse168
    cse171 = -cse134*q_e_rod_2 + cse138*q_e_rod_1 + cse158*q_e_rod_0
    cse172 = cse110*cse171 - cse121*cse168
    cse173 = -cse116*cse171 + cse121*cse169
    cse174 = -cse141
    cse175 = -cse149
    cse176 = -cse137
    cse177 = -cse143
    cse178 = -cse148
    cse179 = -cse139
    cse180 = cse101*cse151 + cse106*cse140 + cse145*cse95
    cse181 = cse101*cse156 + cse106*cse159 + cse154*cse95
    cse182 = cse101*cse163 + cse106*cse165 + cse162*cse95
    cse183 = cse101*cse169 + cse106*cse171 + cse168*cse95
    cse184 = cse137*cse140 + cse141*cse145 + cse149*cse151
    cse185 = cse137*cse159 + cse141*cse154 + cse149*cse156
    cse186 = cse137*cse165 + cse141*cse162 + cse149*cse163
    cse187 = cse137*cse171 + cse141*cse168 + cse149*cse169
    cse188 = cse139*cse140 + cse143*cse145 + cse148*cse151
    cse189 = cse139*cse159 + cse143*cse154 + cse148*cse156
    cse190 = cse139*cse165 + cse143*cse162 + cse148*cse163
    cse191 = cse139*cse171 + cse143*cse168 + cse148*cse169
    cse192 = cse113 + cse115
    cse193 = cse108 + cse109 - 0.15
    cse194 = cse145*cse192 - cse151*cse193
    cse195 = cse119 - cse120
    cse196 = cse140*cse193 - cse145*cse195
    cse197 = -cse140*cse192 + cse151*cse195
    cse198 = cse101*cse196 + cse106*cse194 + cse197*cse95
    cse199 = cse154*cse192 - cse156*cse193
    cse200 = -cse154*cse195 + cse159*cse193
    cse201 = cse156*cse195 - cse159*cse192
    cse202 = cse101*cse200 + cse106*cse199 + cse201*cse95
    cse203 = cse162*cse192 - cse163*cse193
    cse204 = -cse162*cse195 + cse165*cse193
    cse205 = cse163*cse195 - cse165*cse192
    cse206 = cse101*cse204 + cse106*cse203 + cse205*cse95
    cse207 = cse168*cse192 - cse169*cse193
    cse208 = -cse168*cse195 + cse171*cse193
    cse209 = cse169*cse195 - cse171*cse192
    cse210 = cse101*cse208 + cse106*cse207 + cse209*cse95
    cse211 = cse193 + q_r_rod_x - q_r_slider_x
    cse212 = 2*q_e_slider_2
    cse213 = cse212*q_e_slider_3
    cse214 = 2*q_e_slider_0
    cse215 = cse214*q_e_slider_1
    cse216 = cse213 - cse215
    cse217 = 2*q_e_slider_3
    cse218 = cse216*cse217
    cse219 = cse212*q_e_slider_1
    cse220 = cse214*q_e_slider_3
    cse221 = cse219 + cse220
    cse222 = 2*cse221
    cse223 = cse222*q_e_slider_1
    cse224 = 2*q_e_slider_0**2 - 1
    cse225 = cse224 + 2*q_e_slider_2**2
    cse226 = cse212*cse225
    cse227 = -cse218 - cse223 - cse226
    cse228 = cse192 + q_r_rod_y - q_r_slider_y
    cse229 = cse219 - cse220
    cse230 = cse212*cse229
    cse231 = cse217*q_e_slider_1
    cse232 = cse212*q_e_slider_0
    cse233 = cse231 + cse232
    cse234 = 2*cse233
    cse235 = cse234*q_e_slider_3
    cse236 = cse224 + 2*q_e_slider_1**2
    cse237 = 2*q_e_slider_1
    cse238 = cse236*cse237
    cse239 = -cse230 - cse235 - cse238
    cse240 = cse211*cse227 - cse228*cse239
    cse241 = cse195 + q_r_rod_z - q_r_slider_z
    cse242 = cse231 - cse232
    cse243 = 2*cse242
    cse244 = cse243*q_e_slider_1
    cse245 = cse213 + cse215
    cse246 = cse212*cse245
    cse247 = cse224 + 2*q_e_slider_3**2
    cse248 = 2*cse247
    cse249 = cse248*q_e_slider_3
    cse250 = -cse244 - cse246 - cse249
    cse251 = -cse211*cse250 + cse239*cse241
    cse252 = -cse227*cse241 + cse228*cse250
    cse253 = cse101*cse251 + cse106*cse240 + cse252*cse95
    cse254 = cse212*cse216
    cse255 = cse214*cse221
    cse256 = cse217*cse225
    cse257 = cse254 + cse255 - cse256
    cse258 = 2*cse229
    cse259 = cse258*q_e_slider_3
    cse260 = cse212*cse233
    cse261 = cse214*cse236
    cse262 = -cse259 + cse260 + cse261
    cse263 = cse211*cse257 - cse228*cse262
    cse264 = cse243*q_e_slider_0
    cse265 = cse217*cse245
    cse266 = cse212*cse247
    cse267 = cse264 - cse265 + cse266
    cse268 = -cse211*cse267 + cse241*cse262
    cse269 = cse228*cse267 - cse241*cse257
    cse270 = cse101*cse268 + cse106*cse263 + cse269*cse95
    cse271 = cse216*cse237
    cse272 = cse222*q_e_slider_3
    cse273 = cse214*cse225
    cse274 = -cse271 + cse272 + cse273
    cse275 = cse214*cse229
    cse276 = cse234*q_e_slider_1
    cse277 = cse217*cse236
    cse278 = cse275 - cse276 + cse277
    cse279 = cse211*cse274 - cse228*cse278
    cse280 = cse243*q_e_slider_3
    cse281 = cse214*cse245
    cse282 = cse248*q_e_slider_1
    cse283 = cse280 + cse281 - cse282
    cse284 = -cse211*cse283 + cse241*cse278
    cse285 = cse228*cse283 - cse241*cse274
    cse286 = cse101*cse284 + cse106*cse279 + cse285*cse95
    cse287 = cse214*cse216
    cse288 = cse212*cse221
    cse289 = cse225*cse237
    cse290 = cse287 - cse288 + cse289
    cse291 = cse258*q_e_slider_1
    cse292 = cse234*q_e_slider_0
    cse293 = cse212*cse236
    cse294 = cse291 + cse292 - cse293
    cse295 = cse211*cse290 - cse228*cse294
    cse296 = cse237*cse245
    cse297 = cse243*q_e_slider_2
    cse298 = cse214*cse247
    cse299 = cse296 - cse297 + cse298
    cse300 = -cse211*cse299 + cse241*cse294
    cse301 = cse228*cse299 - cse241*cse290
    cse302 = cse101*cse300 + cse106*cse295 + cse301*cse95
    cse303 = cse137*cse194 + cse141*cse197 + cse149*cse196
    cse304 = cse137*cse199 + cse141*cse201 + cse149*cse200
    cse305 = cse137*cse203 + cse141*cse205 + cse149*cse204
    cse306 = cse137*cse207 + cse141*cse209 + cse149*cse208
    cse307 = cse137*cse240 + cse141*cse252 + cse149*cse251
    cse308 = cse137*cse263 + cse141*cse269 + cse149*cse268
    cse309 = cse137*cse279 + cse141*cse285 + cse149*cse284
    cse310 = cse137*cse295 + cse141*cse301 + cse149*cse300
    cse311 = cse139*cse194 + cse143*cse197 + cse148*cse196
    cse312 = cse139*cse199 + cse143*cse201 + cse148*cse200
    cse313 = cse139*cse203 + cse143*cse205 + cse148*cse204
    cse314 = cse139*cse207 + cse143*cse209 + cse148*cse208
    cse315 = cse139*cse240 + cse143*cse252 + cse148*cse251
    cse316 = cse139*cse263 + cse143*cse269 + cse148*cse268
    cse317 = cse139*cse279 + cse143*cse285 + cse148*cse284
    cse318 = cse139*cse295 + cse143*cse301 + cse148*cse300
    cse319 = cse244 + cse246 + cse249
    cse320 = cse218 + cse223 + cse226
    cse321 = cse230 + cse235 + cse238
    cse322 = cse101*cse320 + cse106*cse319 + cse321*cse95
    cse323 = -cse264 + cse265 - cse266
    cse324 = -cse254 - cse255 + cse256
    cse325 = cse259 - cse260 - cse261
    cse326 = cse101*cse324 + cse106*cse323 + cse325*cse95
    cse327 = -cse280 - cse281 + cse282
    cse328 = cse271 - cse272 - cse273
    cse329 = -cse275 + cse276 - cse277
    cse330 = cse101*cse328 + cse106*cse327 + cse329*cse95
    cse331 = -cse296 + cse297 - cse298
    cse332 = -cse287 + cse288 - cse289
    cse333 = -cse291 - cse292 + cse293
    cse334 = cse101*cse332 + cse106*cse331 + cse333*cse95
    cse335 = cse137*cse319 + cse141*cse321 + cse149*cse320
    cse336 = cse137*cse323 + cse141*cse325 + cse149*cse324
    cse337 = cse137*cse327 + cse141*cse329 + cse149*cse328
    cse338 = cse137*cse331 + cse141*cse333 + cse149*cse332
    cse339 = cse139*cse319 + cse143*cse321 + cse148*cse320
    cse340 = cse139*cse323 + cse143*cse325 + cse148*cse324
    cse341 = cse139*cse327 + cse143*cse329 + cse148*cse328
    cse342 = cse139*cse331 + cse143*cse333 + cse148*cse332
    out = np.zeros((36, 21))
    out[_B_INDEX] = (
        -1,  # [0, 0]
        cse15*cse17 - cse26*cse28,  # [0, 3]
        cse17*cse32 - cse28*cse36,  # [0, 4]
        cse17*cse40 - cse28*cse44,  # [0, 5]
        cse17*cse48 - cse28*cse52,  # [0, 6]
        -1,  # [1, 1]
        cse28*cse60 + cse53,  # [1, 3]
        cse28*cse65 + cse61,  # [1, 4]
        cse28*cse70 + cse66,  # [1, 5]
        cse28*cse75 + cse71,  # [1, 6]
        -1,  # [2, 2]
        -cse17*cse60 + cse76,  # [2, 3]
        -cse17*cse65 + cse77,  # [2, 4]
        -cse17*cse70 + cse78,  # [2, 5]
        -cse17*cse75 + cse79,  # [2, 6]
        cse80,  # [3, 3]
        cse81,  # [3, 4]
        cse82,  # [3, 5]
        cse83,  # [3, 6]
        cse84,  # [4, 3]
        cse85,  # [4, 4]
        cse86,  # [4, 5]
        cse87,  # [4, 6]
        cse88,  # [5, 3]
        cse89,  # [5, 4]
        cse90,  # [5, 5]
        cse91,  # [5, 6]
        cse96,  # [6, 0]
        cse102,  # [6, 1]
        cse107,  # [6, 2]
        cse101*cse123 + cse106*cse118 + cse124*cse95,  # [6, 3]
        cse101*cse126 + cse106*cse125 + cse127*cse95,  # [6, 4]
        cse101*cse129 + cse106*cse128 + cse130*cse95,  # [6, 5]
        cse101*cse132 + cse106*cse131 + cse133*cse95,  # [6, 6]
        cse95,  # [6, 7]
        cse101,  # [6, 8]
        cse106,  # [6, 9]
        cse101*cse146 + cse106*cse152 + cse153*cse95,  # [6, 10]
        cse101*cse160 + cse106*cse157 + cse161*cse95,  # [6, 11]
        cse101*cse166 + cse106*cse164 + cse167*cse95,  # [6, 12]
        cse101*cse172 + cse106*cse170 + cse173*cse95,  # [6, 13]
        cse174,  # [7, 0]
        cse175,  # [7, 1]
        cse176,  # [7, 2]
        cse118*cse137 + cse123*cse149 + cse124*cse141,  # [7, 3]
        cse125*cse137 + cse126*cse149 + cse127*cse141,  # [7, 4]
        cse128*cse137 + cse129*cse149 + cse130*cse141,  # [7, 5]
        cse131*cse137 + cse132*cse149 + cse133*cse141,  # [7, 6]
        cse141,  # [7, 7]
        cse149,  # [7, 8]
        cse137,  # [7, 9]
        cse137*cse152 + cse141*cse153 + cse146*cse149,  # [7, 10]
        cse137*cse157 + cse141*cse161 + cse149*cse160,  # [7, 11]
        cse137*cse164 + cse141*cse167 + cse149*cse166,  # [7, 12]
        cse137*cse170 + cse141*cse173 + cse149*cse172,  # [7, 13]
        cse177,  # [8, 0]
        cse178,  # [8, 1]
        cse179,  # [8, 2]
        cse118*cse139 + cse123*cse148 + cse124*cse143,  # [8, 3]
        cse125*cse139 + cse126*cse148 + cse127*cse143,  # [8, 4]
        cse128*cse139 + cse129*cse148 + cse130*cse143,  # [8, 5]
        cse131*cse139 + cse132*cse148 + cse133*cse143,  # [8, 6]
        cse143,  # [8, 7]
        cse148,  # [8, 8]
        cse139,  # [8, 9]
        cse139*cse152 + cse143*cse153 + cse146*cse148,  # [8, 10]
        cse139*cse157 + cse143*cse161 + cse148*cse160,  # [8, 11]
        cse139*cse164 + cse143*cse167 + cse148*cse166,  # [8, 12]
        cse139*cse170 + cse143*cse173 + cse148*cse172,  # [8, 13]
        cse101*cse84 + cse106*cse88 + cse80*cse95,  # [9, 3]
        cse101*cse85 + cse106*cse89 + cse81*cse95,  # [9, 4]
        cse101*cse86 + cse106*cse90 + cse82*cse95,  # [9, 5]
        cse101*cse87 + cse106*cse91 + cse83*cse95,  # [9, 6]
        cse180,  # [9, 10]
        cse181,  # [9, 11]
        cse182,  # [9, 12]
        cse183,  # [9, 13]
        cse137*cse88 + cse141*cse80 + cse149*cse84,  # [10, 3]
        cse137*cse89 + cse141*cse81 + cse149*cse85,  # [10, 4]
        cse137*cse90 + cse141*cse82 + cse149*cse86,  # [10, 5]
        cse137*cse91 + cse141*cse83 + cse149*cse87,  # [10, 6]
        cse184,  # [10, 10]
        cse185,  # [10, 11]
        cse186,  # [10, 12]
        cse187,  # [10, 13]
        cse139*cse88 + cse143*cse80 + cse148*cse84,  # [11, 3]
        cse139*cse89 + cse143*cse81 + cse148*cse85,  # [11, 4]
        cse139*cse90 + cse143*cse82 + cse148*cse86,  # [11, 5]
        cse139*cse91 + cse143*cse83 + cse148*cse87,  # [11, 6]
        cse188,  # [11, 10]
        cse189,  # [11, 11]
        cse190,  # [11, 12]
        cse191,  # [11, 13]
        cse95,  # [12, 7]
        cse101,  # [12, 8]
        cse106,  # [12, 9]
        cse198,  # [12, 10]
        cse202,  # [12, 11]
        cse206,  # [12, 12]
        cse210,  # [12, 13]
        cse96,  # [12, 14]
        cse102,  # [12, 15]
        cse107,  # [12, 16]
        cse253,  # [12, 17]
        cse270,  # [12, 18]
        cse286,  # [12, 19]
        cse302,  # [12, 20]
        cse141,  # [13, 7]
        cse149,  # [13, 8]
        cse137,  # [13, 9]
        cse303,  # [13, 10]
        cse304,  # [13, 11]
        cse305,  # [13, 12]
        cse306,  # [13, 13]
        cse174,  # [13, 14]
        cse175,  # [13, 15]
        cse176,  # [13, 16]
        cse307,  # [13, 17]
        cse308,  # [13, 18]
        cse309,  # [13, 19]
        cse310,  # [13, 20]
        cse143,  # [14, 7]
        cse148,  # [14, 8]
        cse139,  # [14, 9]
        cse311,  # [14, 10]
        cse312,  # [14, 11]
        cse313,  # [14, 12]
        cse314,  # [14, 13]
        cse177,  # [14, 14]
        cse178,  # [14, 15]
        cse179,  # [14, 16]
        cse315,  # [14, 17]
        cse316,  # [14, 18]
        cse317,  # [14, 19]
        cse318,  # [14, 20]
        cse180,  # [15, 10]
        cse181,  # [15, 11]
        cse182,  # [15, 12]
        cse183,  # [15, 13]
        cse322,  # [15, 17]
        cse326,  # [15, 18]
        cse330,  # [15, 19]
        cse334,  # [15, 20]
        cse184,  # [16, 10]
        cse185,  # [16, 11]
        cse186,  # [16, 12]
        cse187,  # [16, 13]
        cse335,  # [16, 17]
        cse336,  # [16, 18]
        cse337,  # [16, 19]
        cse338,  # [16, 20]
        cse188,  # [17, 10]
        cse189,  # [17, 11]
        cse190,  # [17, 12]
        cse191,  # [17, 13]
        cse339,  # [17, 17]
        cse340,  # [17, 18]
        cse341,  # [17, 19]
        cse342,  # [17, 20]
        cse236,  # [18, 14]
        cse221,  # [18, 15]
        cse242,  # [18, 16]
        cse229,  # [19, 14]
        cse225,  # [19, 15]
        cse245,  # [19, 16]
        cse233,  # [20, 14]
        cse216,  # [20, 15]
        cse247,  # [20, 16]
        cse221*cse227 + cse236*cse239 + cse242*cse250,  # [21, 17]
        cse221*cse257 + cse236*cse262 + cse242*cse267,  # [21, 18]
        cse221*cse274 + cse236*cse278 + cse242*cse283,  # [21, 19]
        cse221*cse290 + cse236*cse294 + cse242*cse299,  # [21, 20]
        cse225*cse227 + cse229*cse239 + cse245*cse250,  # [22, 17]
        cse225*cse257 + cse229*cse262 + cse245*cse267,  # [22, 18]
        cse225*cse274 + cse229*cse278 + cse245*cse283,  # [22, 19]
        cse225*cse290 + cse229*cse294 + cse245*cse299,  # [22, 20]
        cse216*cse227 + cse233*cse239 + cse247*cse250,  # [23, 17]
        cse216*cse257 + cse233*cse262 + cse247*cse267,  # [23, 18]
        cse216*cse274 + cse233*cse278 + cse247*cse283,  # [23, 19]
        cse216*cse290 + cse233*cse294 + cse247*cse299,  # [23, 20]
        cse95,  # [24, 7]
        cse101,  # [24, 8]
        cse106,  # [24, 9]
        cse198,  # [24, 10]
        cse202,  # [24, 11]
        cse206,  # [24, 12]
        cse210,  # [24, 13]
        cse96,  # [24, 14]
        cse102,  # [24, 15]
        cse107,  # [24, 16]
        cse253,  # [24, 17]
        cse270,  # [24, 18]
        cse286,  # [24, 19]
        cse302,  # [24, 20]
        cse141,  # [25, 7]
        cse149,  # [25, 8]
        cse137,  # [25, 9]
        cse303,  # [25, 10]
        cse304,  # [25, 11]
        cse305,  # [25, 12]
        cse306,  # [25, 13]
        cse174,  # [25, 14]
        cse175,  # [25, 15]
        cse176,  # [25, 16]
        cse307,  # [25, 17]
        cse308,  # [25, 18]
        cse309,  # [25, 19]
        cse310,  # [25, 20]
        cse143,  # [26, 7]
        cse148,  # [26, 8]
        cse139,  # [26, 9]
        cse311,  # [26, 10]
        cse312,  # [26, 11]
        cse313,  # [26, 12]
        cse314,  # [26, 13]
        cse177,  # [26, 14]
        cse178,  # [26, 15]
        cse179,  # [26, 16]
        cse315,  # [26, 17]
        cse316,  # [26, 18]
        cse317,  # [26, 19]
        cse318,  # [26, 20]
        cse180,  # [27, 10]
        cse181,  # [27, 11]
        cse182,  # [27, 12]
        cse183,  # [27, 13]
        cse322,  # [27, 17]
        cse326,  # [27, 18]
        cse330,  # [27, 19]
        cse334,  # [27, 20]
        cse184,  # [28, 10]
        cse185,  # [28, 11]
        cse186,  # [28, 12]
        cse187,  # [28, 13]
        cse335,  # [28, 17]
        cse336,  # [28, 18]
        cse337,  # [28, 19]
        cse338,  # [28, 20]
        cse188,  # [29, 10]
        cse189,  # [29, 11]
        cse190,  # [29, 12]
        cse191,  # [29, 13]
        cse339,  # [29, 17]
        cse340,  # [29, 18]
        cse341,  # [29, 19]
        cse342,  # [29, 20]
        -1,  # [30, 0]
        -cse15*q_r_crank_y + cse26*q_r_crank_z,  # [30, 3]
        -cse32*q_r_crank_y + cse36*q_r_crank_z,  # [30, 4]
        -cse40*q_r_crank_y + cse44*q_r_crank_z,  # [30, 5]
        -cse48*q_r_crank_y + cse52*q_r_crank_z,  # [30, 6]
        -1,  # [31, 1]
        cse53 - cse60*q_r_crank_z,  # [31, 3]
        cse61 - cse65*q_r_crank_z,  # [31, 4]
        cse66 - cse70*q_r_crank_z,  # [31, 5]
        cse71 - cse75*q_r_crank_z,  # [31, 6]
        -1,  # [32, 2]
        cse60*q_r_crank_y + cse76,  # [32, 3]
        cse65*q_r_crank_y + cse77,  # [32, 4]
        cse70*q_r_crank_y + cse78,  # [32, 5]
        cse75*q_r_crank_y + cse79,  # [32, 6]
        cse80,  # [33, 3]
        cse81,  # [33, 4]
        cse82,  # [33, 5]
        cse83,  # [33, 6]
        cse84,  # [34, 3]
        cse85,  # [34, 4]
        cse86,  # [34, 5]
        cse87,  # [34, 6]
        cse88,  # [35, 3]
        cse89,  # [35, 4]
        cse90,  # [35, 5]
        cse91,  # [35, 6]
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
        ndarray of shape (8, 24), 153 nonzero.
    """
    # 467 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = q_e_crank_1**2
    cse1 = q_e_crank_0**2
    cse2 = 2*cse1
    cse3 = cse2 - 1
    cse4 = 2*cse0 + cse3
    cse5 = q_e_crank_1*q_e_crank_3
    cse6 = 2*cse5
    cse7 = 2*q_e_crank_0
    cse8 = cse7*q_e_crank_2
    cse9 = -cse8
    cse10 = -cse6 + cse9
    cse11 = q_e_crank_1*q_e_crank_2
    cse12 = 2*cse11
    cse13 = cse7*q_e_crank_3
    cse14 = cse12 - cse13
    cse15 = cse12 + cse13
    cse16 = cse7*q_e_crank_1
    cse17 = q_e_crank_2*q_e_crank_3
    cse18 = 2*cse17
    cse19 = cse16 - cse18
    cse20 = q_e_crank_2**2
    cse21 = 2*cse20 + cse3
    cse22 = cse6 + cse9
    cse23 = q_e_crank_3**2
    cse24 = 2*cse23
    cse25 = -cse2 - cse24 + 1
    cse26 = cse16 + cse18
    cse27 = q_e_rod_1**2
    cse28 = 0.3*cse27
    cse29 = q_e_rod_0**2
    cse30 = 0.3*cse29
    cse31 = q_e_rod_1*q_e_rod_2
    cse32 = 0.3*cse31
    cse33 = 0.3*q_e_rod_3
    cse34 = cse33*q_e_rod_0
    cse35 = cse33*q_e_rod_1
    cse36 = 0.3*q_e_rod_0*q_e_rod_2
    cse37 = 2*cse29 - 1
    cse38 = 2*cse27 + cse37
    cse39 = 2*cse31
    cse40 = 2*q_e_rod_3
    cse41 = cse40*q_e_rod_0
    cse42 = cse39 - cse41
    cse43 = cse40*q_e_rod_1
    cse44 = 2*q_e_rod_0
    cse45 = cse44*q_e_rod_2
    cse46 = cse43 + cse45
    cse47 = cse39 + cse41
    cse48 = cse37 + 2*q_e_rod_2**2
    cse49 = cse40*q_e_rod_2
    cse50 = cse44*q_e_rod_1
    cse51 = cse49 - cse50
    cse52 = cse43 - cse45
    cse53 = cse49 + cse50
    cse54 = cse37 + 2*q_e_rod_3**2
    cse55 = q_e_crank_0*q_e_crank_3
    cse56 = 6.077449444807925e-07*q_e_crank_0
    cse57 = q_e_crank_0*q_e_crank_2
    cse58 = q_e_crank_0*q_e_crank_1
    cse59 = 0.6666707182996299*q_e_crank_0
    cse60 = 1.333335929362116*q_e_crank_0
    cse61 = 1.7888533245882017*q_e_crank_0
    cse62 = 0.5962834363552229*q_e_crank_0
    cse63 = 1.1925650994236872*q_e_crank_0
    cse64 = 1.0508379657883295e-06*q_e_crank_0
    cse65 = 1.490716118905601*q_e_crank_0
    cse66 = cse28 + cse30 + q_r_rod_x - 0.15
    cse67 = cse32 + cse34 + q_r_rod_y
    cse68 = cse35 - cse36 + q_r_rod_z
    cse69 = q_e_slider_1*q_e_slider_2
    cse70 = q_e_slider_1*q_e_slider_3
    cse71 = q_e_slider_0*q_e_slider_2
    cse72 = 6.077449444669147e-07*q_e_slider_0
    cse73 = q_e_slider_1**2
    cse74 = q_e_slider_0**2
    cse75 = -6.077449444669147e-07*cse69 - 6.932792937508481e-07*cse70 - 6.932792937508481e-07*cse71 + cse72*q_e_slider_3 + 3.8940431740241976e-07*cse73 + 3.8940431740241976e-07*cse74 + q_r_slider_x - 1.9470215870120988e-07
    cse76 = q_e_slider_2*q_e_slider_3
    cse77 = q_e_slider_0*q_e_slider_3
    cse78 = q_e_slider_0*q_e_slider_1
    cse79 = q_e_slider_2**2
    cse80 = 3.8940431740241976e-07*cse69 - 6.077449444669147e-07*cse74 - 6.932792937508481e-07*cse76 + 3.8940431740241976e-07*cse77 + 6.932792937508481e-07*cse78 - 6.077449444669147e-07*cse79 + q_r_slider_y + 3.0387247223345737e-07
    cse81 = q_e_slider_3**2
    cse82 = 3.8940431740241976e-07*cse70 - 3.8940431740241976e-07*cse71 - cse72*q_e_slider_1 - 6.932792937508481e-07*cse74 - 6.077449444669147e-07*cse76 - 6.932792937508481e-07*cse81 + q_r_slider_z + 3.4663964687542403e-07
    cse83 = 0.6666707182996299*q_e_slider_2
    cse84 = 1.333328711471375*q_e_slider_1
    cse85 = 0.6666707182996299*q_e_slider_0
    cse86 = 1.333328711471375*cse71 + 1.333335929362116*cse73 + 1.333335929362116*cse74 - cse83*q_e_slider_1 + cse84*q_e_slider_3 + cse85*q_e_slider_3 - 0.666667964681058
    cse87 = 1.7888533245882017*q_e_slider_2
    cse88 = 1.0508379657883295e-06*q_e_slider_1
    cse89 = 1.7888533245882017*q_e_slider_0
    cse90 = 1.0508379657883295e-06*cse71 + 0.8944293058194333*cse73 + 0.8944293058194333*cse74 + cse87*q_e_slider_1 + cse88*q_e_slider_3 - cse89*q_e_slider_3 - 0.4472146529097166
    cse91 = 1.490716118905601*q_e_slider_1
    cse92 = 0.5962834363552229*cse69 + 1.490716118905601*cse71 - 1.1925650994236872*cse73 - 1.1925650994236872*cse74 - 0.5962834363552229*cse77 + cse91*q_e_slider_3 + 0.5962825497118436
    cse93 = 1.333335929362116*cse69 - 0.6666707182996299*cse74 + 1.333328711471375*cse76 + 1.333335929362116*cse77 - 0.6666707182996299*cse79 - cse84*q_e_slider_0 + 0.33333535914981494
    cse94 = 0.8944293058194333*cse69 + 1.7888533245882017*cse74 + 1.0508379657883295e-06*cse76 + 0.8944293058194333*cse77 + 1.7888533245882017*cse79 - cse88*q_e_slider_0 - 0.8944266622941008
    cse95 = -1.1925650994236872*cse69 + 0.5962834363552229*cse74 + 1.490716118905601*cse76 - 1.1925650994236872*cse77 + 0.5962834363552229*cse79 - cse91*q_e_slider_0 - 0.2981417181776114
    cse96 = 1.333335929362116*cse70 - 1.333335929362116*cse71 + 1.333328711471375*cse74 + 1.333328711471375*cse81 - cse83*q_e_slider_3 - cse85*q_e_slider_1 - 0.6666643557356875
    cse97 = 0.8944293058194333*cse70 - 0.8944293058194333*cse71 + 1.0508379657883295e-06*cse74 + 1.0508379657883295e-06*cse81 + cse87*q_e_slider_3 + cse89*q_e_slider_1 - 5.254189828941647e-07
    cse98 = -1.1925650994236872*cse70 + 1.1925650994236872*cse71 + 1.490716118905601*cse74 + 0.5962834363552229*cse76 + 0.5962834363552229*cse78 + 1.490716118905601*cse81 - 0.7453580594528005
    cse99 = 2*cse73
    cse100 = 2*cse74
    cse101 = cse100 - 1
    cse102 = 2*q_e_slider_1
    cse103 = cse102*q_e_slider_2
    cse104 = 2*cse77
    cse105 = -cse104
    cse106 = cse102*q_e_slider_3
    cse107 = 2*cse71
    cse108 = cse106 + cse107
    cse109 = 2*cse79
    cse110 = 2*cse76
    cse111 = cse102*q_e_slider_0
    cse112 = -cse111
    cse113 = cse110 + cse112
    cse114 = cse101 + 2*cse81
    cse115 = 0.24*q_e_crank_0
    cse116 = 0.2*q_e_crank_0
    cse117 = 1 - cse100
    cse118 = -cse103
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
        cse4,  # [0, 15]
        cse10,  # [0, 16]
        cse14,  # [0, 17]
        cse15,  # [0, 18]
        cse19,  # [0, 19]
        cse21,  # [0, 20]
        cse22,  # [0, 21]
        cse25,  # [0, 22]
        cse26,  # [0, 23]
        -cse28 - cse30 + q_r_rod_x + 0.15,  # [1, 0]
        -cse32 - cse34 + q_r_rod_y,  # [1, 1]
        -cse35 + cse36 + q_r_rod_z,  # [1, 2]
        cse38,  # [1, 3]
        cse42,  # [1, 4]
        cse46,  # [1, 5]
        cse47,  # [1, 6]
        cse48,  # [1, 7]
        cse51,  # [1, 8]
        cse52,  # [1, 9]
        cse53,  # [1, 10]
        cse54,  # [1, 11]
        6.932792937786036e-07*cse0 + 6.932792937786036e-07*cse1 + 0.16000038940431743*cse11 - 6.077449444807925e-07*cse5 - 0.16000038940431743*cse55 - cse56*q_e_crank_2 + q_r_crank_x - 3.466396468893018e-07,  # [1, 12]
        0.16000038940431743*cse1 + 6.932792937786036e-07*cse11 - 6.077449444807925e-07*cse17 + 0.16000038940431743*cse20 + 6.932792937786036e-07*cse55 + cse56*q_e_crank_1 + q_r_crank_y - 0.08000019470215872,  # [1, 13]
        -6.077449444807925e-07*cse1 + 0.16000038940431743*cse17 - 6.077449444807925e-07*cse23 + 6.932792937786036e-07*cse5 - 6.932792937786036e-07*cse57 + 0.16000038940431743*cse58 + q_r_crank_z + 3.0387247224039626e-07,  # [1, 14]
        1.333328711471375*cse0 + 1.333328711471375*cse1 - 1.333335929362116*cse11 + 0.6666707182996299*cse5 + cse59*q_e_crank_2 + cse60*q_e_crank_3 - 0.6666643557356875,  # [1, 15]
        1.0508379657883295e-06*cse0 + 1.0508379657883295e-06*cse1 - 0.8944293058194333*cse11 - 1.7888533245882017*cse5 + 0.8944293058194333*cse55 - cse61*q_e_crank_2 - 5.254189828941647e-07,  # [1, 16]
        1.490716118905601*cse0 + 1.490716118905601*cse1 + 1.1925650994236872*cse11 - 0.5962834363552229*cse5 - cse62*q_e_crank_2 - cse63*q_e_crank_3 - 0.7453580594528005,  # [1, 17]
        -1.333335929362116*cse1 + 1.333328711471375*cse11 + 0.6666707182996299*cse17 - 1.333335929362116*cse20 + 1.333328711471375*cse55 - cse59*q_e_crank_1 + 0.666667964681058,  # [1, 18]
        -0.8944293058194333*cse1 + 1.0508379657883295e-06*cse11 - 1.7888533245882017*cse17 - 0.8944293058194333*cse20 + cse61*q_e_crank_1 + cse64*q_e_crank_3 + 0.4472146529097166,  # [1, 19]
        1.1925650994236872*cse1 + 1.490716118905601*cse11 - 0.5962834363552229*cse17 + 1.1925650994236872*cse20 + cse62*q_e_crank_1 + cse65*q_e_crank_3 - 0.5962825497118436,  # [1, 20]
        0.6666707182996299*cse1 - 1.333335929362116*cse17 + 0.6666707182996299*cse23 + 1.333328711471375*cse5 - 1.333328711471375*cse57 - cse60*q_e_crank_1 - 0.33333535914981494,  # [1, 21]
        -1.7888533245882017*cse1 - 0.8944293058194333*cse17 - 1.7888533245882017*cse23 + 1.0508379657883295e-06*cse5 - 0.8944293058194333*cse58 - cse64*q_e_crank_2 + 0.8944266622941008,  # [1, 22]
        -0.5962834363552229*cse1 + 1.1925650994236872*cse17 - 0.5962834363552229*cse23 + 1.490716118905601*cse5 + cse63*q_e_crank_1 - cse65*q_e_crank_2 + 0.2981417181776114,  # [1, 23]
        cse66,  # [2, 0]
        cse67,  # [2, 1]
        cse68,  # [2, 2]
        cse38,  # [2, 3]
        cse42,  # [2, 4]
        cse46,  # [2, 5]
        cse47,  # [2, 6]
        cse48,  # [2, 7]
        cse51,  # [2, 8]
        cse52,  # [2, 9]
        cse53,  # [2, 10]
        cse54,  # [2, 11]
        cse75,  # [2, 12]
        cse80,  # [2, 13]
        cse82,  # [2, 14]
        cse86,  # [2, 15]
        cse90,  # [2, 16]
        cse92,  # [2, 17]
        cse93,  # [2, 18]
        cse94,  # [2, 19]
        cse95,  # [2, 20]
        cse96,  # [2, 21]
        cse97,  # [2, 22]
        cse98,  # [2, 23]
        q_r_slider_x,  # [3, 0]
        q_r_slider_y,  # [3, 1]
        q_r_slider_z,  # [3, 2]
        cse101 + cse99,  # [3, 3]
        cse103 + cse105,  # [3, 4]
        cse108,  # [3, 5]
        cse103 + cse104,  # [3, 6]
        cse101 + cse109,  # [3, 7]
        cse113,  # [3, 8]
        cse106 - cse107,  # [3, 9]
        cse110 + cse111,  # [3, 10]
        cse114,  # [3, 11]
        0.2,  # [3, 12]
        1,  # [3, 17]
        1,  # [3, 19]
        -1,  # [3, 21]
        cse66,  # [4, 0]
        cse67,  # [4, 1]
        cse68,  # [4, 2]
        cse38,  # [4, 3]
        cse42,  # [4, 4]
        cse46,  # [4, 5]
        cse47,  # [4, 6]
        cse48,  # [4, 7]
        cse51,  # [4, 8]
        cse52,  # [4, 9]
        cse53,  # [4, 10]
        cse54,  # [4, 11]
        cse75,  # [4, 12]
        cse80,  # [4, 13]
        cse82,  # [4, 14]
        cse86,  # [4, 15]
        cse90,  # [4, 16]
        cse92,  # [4, 17]
        cse93,  # [4, 18]
        cse94,  # [4, 19]
        cse95,  # [4, 20]
        cse96,  # [4, 21]
        cse97,  # [4, 22]
        cse98,  # [4, 23]
        1,  # [5, 3]
        1,  # [5, 7]
        1,  # [5, 11]
        -0.24*cse11 + cse115*q_e_crank_3 + cse116*q_e_crank_2 + 0.2*cse5 + q_r_crank_x,  # [5, 12]
        -0.24*cse1 - cse116*q_e_crank_1 + 0.2*cse17 - 0.24*cse20 + q_r_crank_y + 0.12,  # [5, 13]
        0.2*cse1 - cse115*q_e_crank_1 - 0.24*cse17 + 0.2*cse23 + q_r_crank_z - 0.1,  # [5, 14]
        cse4,  # [5, 15]
        cse10,  # [5, 16]
        cse14,  # [5, 17]
        cse15,  # [5, 18]
        cse19,  # [5, 19]
        cse21,  # [5, 20]
        cse22,  # [5, 21]
        cse25,  # [5, 22]
        cse26,  # [5, 23]
        0.1,  # [6, 1]
        0.12,  # [6, 2]
        1,  # [6, 5]
        -1,  # [6, 7]
        1,  # [6, 9]
        q_r_crank_x,  # [6, 12]
        q_r_crank_y,  # [6, 13]
        q_r_crank_z,  # [6, 14]
        cse14,  # [6, 15]
        cse6 + cse8,  # [6, 16]
        cse4,  # [6, 17]
        cse21,  # [6, 18]
        -cse16 + cse18,  # [6, 19]
        cse15,  # [6, 20]
        cse26,  # [6, 21]
        cse24 + cse3,  # [6, 22]
        cse22,  # [6, 23]
        0.2,  # [7, 0]
        1,  # [7, 5]
        -1,  # [7, 7]
        1,  # [7, 9]
        q_r_slider_x,  # [7, 12]
        q_r_slider_y,  # [7, 13]
        q_r_slider_z,  # [7, 14]
        cse117 - cse99,  # [7, 15]
        cse104 + cse118,  # [7, 16]
        cse108,  # [7, 17]
        cse105 + cse118,  # [7, 18]
        -cse109 + cse117,  # [7, 19]
        cse113,  # [7, 20]
        -cse106 + cse107,  # [7, 21]
        -cse110 + cse112,  # [7, 22]
        cse114,  # [7, 23]
    )
    return out



def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 21).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 8, 24).
    """
    n = len(q)
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    cse0 = q_e_crank_1**2
    cse1 = q_e_crank_0**2
    cse2 = 2*cse1
    cse3 = cse2 - 1
    cse4 = 2*cse0 + cse3
    cse5 = q_e_crank_1*q_e_crank_3
    cse6 = 2*cse5
    cse7 = 2*q_e_crank_0
    cse8 = cse7*q_e_crank_2
    cse9 = -cse8
    cse10 = -cse6 + cse9
    cse11 = q_e_crank_1*q_e_crank_2
    cse12 = 2*cse11
    cse13 = cse7*q_e_crank_3
    cse14 = cse12 - cse13
    cse15 = cse12 + cse13
    cse16 = cse7*q_e_crank_1
    cse17 = q_e_crank_2*q_e_crank_3
    cse18 = 2*cse17
    cse19 = cse16 - cse18
    cse20 = q_e_crank_2**2
    cse21 = 2*cse20 + cse3
    cse22 = cse6 + cse9
    cse23 = q_e_crank_3**2
    cse24 = 2*cse23
    cse25 = -cse2 - cse24 + 1
    cse26 = cse16 + cse18
    cse27 = q_e_rod_1**2
    cse28 = 0.3*cse27
    cse29 = q_e_rod_0**2
    cse30 = 0.3*cse29
    cse31 = q_e_rod_1*q_e_rod_2
    cse32 = 0.3*cse31
    cse33 = 0.3*q_e_rod_3
    cse34 = cse33*q_e_rod_0
    cse35 = cse33*q_e_rod_1
    cse36 = 0.3*q_e_rod_0*q_e_rod_2
    cse37 = 2*cse29 - 1
    cse38 = 2*cse27 + cse37
    cse39 = 2*cse31
    cse40 = 2*q_e_rod_3
    cse41 = cse40*q_e_rod_0
    cse42 = cse39 - cse41
    cse43 = cse40*q_e_rod_1
    cse44 = 2*q_e_rod_0
    cse45 = cse44*q_e_rod_2
    cse46 = cse43 + cse45
    cse47 = cse39 + cse41
    cse48 = cse37 + 2*q_e_rod_2**2
    cse49 = cse40*q_e_rod_2
    cse50 = cse44*q_e_rod_1
    cse51 = cse49 - cse50
    cse52 = cse43 - cse45
    cse53 = cse49 + cse50
    cse54 = cse37 + 2*q_e_rod_3**2
    cse55 = q_e_crank_0*q_e_crank_3
    cse56 = 6.077449444807925e-07*q_e_crank_0
    cse57 = q_e_crank_0*q_e_crank_2
    cse58 = q_e_crank_0*q_e_crank_1
    cse59 = 0.6666707182996299*q_e_crank_0
    cse60 = 1.333335929362116*q_e_crank_0
    cse61 = 1.7888533245882017*q_e_crank_0
    cse62 = 0.5962834363552229*q_e_crank_0
    cse63 = 1.1925650994236872*q_e_crank_0
    cse64 = 1.0508379657883295e-06*q_e_crank_0
    cse65 = 1.490716118905601*q_e_crank_0
    cse66 = cse28 + cse30 + q_r_rod_x - 0.15
    cse67 = cse32 + cse34 + q_r_rod_y
    cse68 = cse35 - cse36 + q_r_rod_z
    cse69 = q_e_slider_1*q_e_slider_2
    cse70 = q_e_slider_1*q_e_slider_3
    cse71 = q_e_slider_0*q_e_slider_2
    cse72 = 6.077449444669147e-07*q_e_slider_0
    cse73 = q_e_slider_1**2
    cse74 = q_e_slider_0**2
    cse75 = -6.077449444669147e-07*cse69 - 6.932792937508481e-07*cse70 - 6.932792937508481e-07*cse71 + cse72*q_e_slider_3 + 3.8940431740241976e-07*cse73 + 3.8940431740241976e-07*cse74 + q_r_slider_x - 1.9470215870120988e-07
    cse76 = q_e_slider_2*q_e_slider_3
    cse77 = q_e_slider_0*q_e_slider_3
    cse78 = q_e_slider_0*q_e_slider_1
    cse79 = q_e_slider_2**2
    cse80 = 3.8940431740241976e-07*cse69 - 6.077449444669147e-07*cse74 - 6.932792937508481e-07*cse76 + 3.8940431740241976e-07*cse77 + 6.932792937508481e-07*cse78 - 6.077449444669147e-07*cse79 + q_r_slider_y + 3.0387247223345737e-07
    cse81 = q_e_slider_3**2
    cse82 = 3.8940431740241976e-07*cse70 - 3.8940431740241976e-07*cse71 - cse72*q_e_slider_1 - 6.932792937508481e-07*cse74 - 6.077449444669147e-07*cse76 - 6.932792937508481e-07*cse81 + q_r_slider_z + 3.4663964687542403e-07
    cse83 = 0.6666707182996299*q_e_slider_2
    cse84 = 1.333328711471375*q_e_slider_1
    cse85 = 0.6666707182996299*q_e_slider_0
    cse86 = 1.333328711471375*cse71 + 1.333335929362116*cse73 + 1.333335929362116*cse74 - cse83*q_e_slider_1 + cse84*q_e_slider_3 + cse85*q_e_slider_3 - 0.666667964681058
    cse87 = 1.7888533245882017*q_e_slider_2
    cse88 = 1.0508379657883295e-06*q_e_slider_1
    cse89 = 1.7888533245882017*q_e_slider_0
    cse90 = 1.0508379657883295e-06*cse71 + 0.8944293058194333*cse73 + 0.8944293058194333*cse74 + cse87*q_e_slider_1 + cse88*q_e_slider_3 - cse89*q_e_slider_3 - 0.4472146529097166
    cse91 = 1.490716118905601*q_e_slider_1
    cse92 = 0.5962834363552229*cse69 + 1.490716118905601*cse71 - 1.1925650994236872*cse73 - 1.1925650994236872*cse74 - 0.5962834363552229*cse77 + cse91*q_e_slider_3 + 0.5962825497118436
    cse93 = 1.333335929362116*cse69 - 0.6666707182996299*cse74 + 1.333328711471375*cse76 + 1.333335929362116*cse77 - 0.6666707182996299*cse79 - cse84*q_e_slider_0 + 0.33333535914981494
    cse94 = 0.8944293058194333*cse69 + 1.7888533245882017*cse74 + 1.0508379657883295e-06*cse76 + 0.8944293058194333*cse77 + 1.7888533245882017*cse79 - cse88*q_e_slider_0 - 0.8944266622941008
    cse95 = -1.1925650994236872*cse69 + 0.5962834363552229*cse74 + 1.490716118905601*cse76 - 1.1925650994236872*cse77 + 0.5962834363552229*cse79 - cse91*q_e_slider_0 - 0.2981417181776114
    cse96 = 1.333335929362116*cse70 - 1.333335929362116*cse71 + 1.333328711471375*cse74 + 1.333328711471375*cse81 - cse83*q_e_slider_3 - cse85*q_e_slider_1 - 0.6666643557356875
    cse97 = 0.8944293058194333*cse70 - 0.8944293058194333*cse71 + 1.0508379657883295e-06*cse74 + 1.0508379657883295e-06*cse81 + cse87*q_e_slider_3 + cse89*q_e_slider_1 - 5.254189828941647e-07
    cse98 = -1.1925650994236872*cse70 + 1.1925650994236872*cse71 + 1.490716118905601*cse74 + 0.5962834363552229*cse76 + 0.5962834363552229*cse78 + 1.490716118905601*cse81 - 0.7453580594528005
    cse99 = 2*cse73
    cse100 = 2*cse74
    cse101 = cse100 - 1
    cse102 = 2*q_e_slider_1
    cse103 = cse102*q_e_slider_2
    cse104 = 2*cse77
    cse105 = -cse104
    cse106 = cse102*q_e_slider_3
    cse107 = 2*cse71
    cse108 = cse106 + cse107
    cse109 = 2*cse79
    cse110 = 2*cse76
    cse111 = cse102*q_e_slider_0
    cse112 = -cse111
    cse113 = cse110 + cse112
    cse114 = cse101 + 2*cse81
    cse115 = 0.24*q_e_crank_0
    cse116 = 0.2*q_e_crank_0
    cse117 = 1 - cse100
    cse118 = -cse103
    out = np.zeros((n, 8, 24))
    out[:, 0, 1] = 0.1
    out[:, 0, 2] = 0.12
    out[:, 0, 3] = 1
    out[:, 0, 7] = 1
    out[:, 0, 11] = 1
    out[:, 0, 12] = q_r_crank_x
    out[:, 0, 13] = q_r_crank_y
    out[:, 0, 14] = q_r_crank_z
    out[:, 0, 15] = cse4
    out[:, 0, 16] = cse10
    out[:, 0, 17] = cse14
    out[:, 0, 18] = cse15
    out[:, 0, 19] = cse19
    out[:, 0, 20] = cse21
    out[:, 0, 21] = cse22
    out[:, 0, 22] = cse25
    out[:, 0, 23] = cse26
    out[:, 1, 0] = -cse28 - cse30 + q_r_rod_x + 0.15
    out[:, 1, 1] = -cse32 - cse34 + q_r_rod_y
    out[:, 1, 2] = -cse35 + cse36 + q_r_rod_z
    out[:, 1, 3] = cse38
    out[:, 1, 4] = cse42
    out[:, 1, 5] = cse46
    out[:, 1, 6] = cse47
    out[:, 1, 7] = cse48
    out[:, 1, 8] = cse51
    out[:, 1, 9] = cse52
    out[:, 1, 10] = cse53
    out[:, 1, 11] = cse54
    out[:, 1, 12] = 6.932792937786036e-07*cse0 + 6.932792937786036e-07*cse1 + 0.16000038940431743*cse11 - 6.077449444807925e-07*cse5 - 0.16000038940431743*cse55 - cse56*q_e_crank_2 + q_r_crank_x - 3.466396468893018e-07
    out[:, 1, 13] = 0.16000038940431743*cse1 + 6.932792937786036e-07*cse11 - 6.077449444807925e-07*cse17 + 0.16000038940431743*cse20 + 6.932792937786036e-07*cse55 + cse56*q_e_crank_1 + q_r_crank_y - 0.08000019470215872
    out[:, 1, 14] = -6.077449444807925e-07*cse1 + 0.16000038940431743*cse17 - 6.077449444807925e-07*cse23 + 6.932792937786036e-07*cse5 - 6.932792937786036e-07*cse57 + 0.16000038940431743*cse58 + q_r_crank_z + 3.0387247224039626e-07
    out[:, 1, 15] = 1.333328711471375*cse0 + 1.333328711471375*cse1 - 1.333335929362116*cse11 + 0.6666707182996299*cse5 + cse59*q_e_crank_2 + cse60*q_e_crank_3 - 0.6666643557356875
    out[:, 1, 16] = 1.0508379657883295e-06*cse0 + 1.0508379657883295e-06*cse1 - 0.8944293058194333*cse11 - 1.7888533245882017*cse5 + 0.8944293058194333*cse55 - cse61*q_e_crank_2 - 5.254189828941647e-07
    out[:, 1, 17] = 1.490716118905601*cse0 + 1.490716118905601*cse1 + 1.1925650994236872*cse11 - 0.5962834363552229*cse5 - cse62*q_e_crank_2 - cse63*q_e_crank_3 - 0.7453580594528005
    out[:, 1, 18] = -1.333335929362116*cse1 + 1.333328711471375*cse11 + 0.6666707182996299*cse17 - 1.333335929362116*cse20 + 1.333328711471375*cse55 - cse59*q_e_crank_1 + 0.666667964681058
    out[:, 1, 19] = -0.8944293058194333*cse1 + 1.0508379657883295e-06*cse11 - 1.7888533245882017*cse17 - 0.8944293058194333*cse20 + cse61*q_e_crank_1 + cse64*q_e_crank_3 + 0.4472146529097166
    out[:, 1, 20] = 1.1925650994236872*cse1 + 1.490716118905601*cse11 - 0.5962834363552229*cse17 + 1.1925650994236872*cse20 + cse62*q_e_crank_1 + cse65*q_e_crank_3 - 0.5962825497118436
    out[:, 1, 21] = 0.6666707182996299*cse1 - 1.333335929362116*cse17 + 0.6666707182996299*cse23 + 1.333328711471375*cse5 - 1.333328711471375*cse57 - cse60*q_e_crank_1 - 0.33333535914981494
    out[:, 1, 22] = -1.7888533245882017*cse1 - 0.8944293058194333*cse17 - 1.7888533245882017*cse23 + 1.0508379657883295e-06*cse5 - 0.8944293058194333*cse58 - cse64*q_e_crank_2 + 0.8944266622941008
    out[:, 1, 23] = -0.5962834363552229*cse1 + 1.1925650994236872*cse17 - 0.5962834363552229*cse23 + 1.490716118905601*cse5 + cse63*q_e_crank_1 - cse65*q_e_crank_2 + 0.2981417181776114
    out[:, 2, 0] = cse66
    out[:, 2, 1] = cse67
    out[:, 2, 2] = cse68
    out[:, 2, 3] = cse38
    out[:, 2, 4] = cse42
    out[:, 2, 5] = cse46
    out[:, 2, 6] = cse47
    out[:, 2, 7] = cse48
    out[:, 2, 8] = cse51
    out[:, 2, 9] = cse52
    out[:, 2, 10] = cse53
    out[:, 2, 11] = cse54
    out[:, 2, 12] = cse75
    out[:, 2, 13] = cse80
    out[:, 2, 14] = cse82
    out[:, 2, 15] = cse86
    out[:, 2, 16] = cse90
    out[:, 2, 17] = cse92
    out[:, 2, 18] = cse93
    out[:, 2, 19] = cse94
    out[:, 2, 20] = cse95
    out[:, 2, 21] = cse96
    out[:, 2, 22] = cse97
    out[:, 2, 23] = cse98
    out[:, 3, 0] = q_r_slider_x
    out[:, 3, 1] = q_r_slider_y
    out[:, 3, 2] = q_r_slider_z
    out[:, 3, 3] = cse101 + cse99
    out[:, 3, 4] = cse103 + cse105
    out[:, 3, 5] = cse108
    out[:, 3, 6] = cse103 + cse104
    out[:, 3, 7] = cse101 + cse109
    out[:, 3, 8] = cse113
    out[:, 3, 9] = cse106 - cse107
    out[:, 3, 10] = cse110 + cse111
    out[:, 3, 11] = cse114
    out[:, 3, 12] = 0.2
    out[:, 3, 17] = 1
    out[:, 3, 19] = 1
    out[:, 3, 21] = -1
    out[:, 4, 0] = cse66
    out[:, 4, 1] = cse67
    out[:, 4, 2] = cse68
    out[:, 4, 3] = cse38
    out[:, 4, 4] = cse42
    out[:, 4, 5] = cse46
    out[:, 4, 6] = cse47
    out[:, 4, 7] = cse48
    out[:, 4, 8] = cse51
    out[:, 4, 9] = cse52
    out[:, 4, 10] = cse53
    out[:, 4, 11] = cse54
    out[:, 4, 12] = cse75
    out[:, 4, 13] = cse80
    out[:, 4, 14] = cse82
    out[:, 4, 15] = cse86
    out[:, 4, 16] = cse90
    out[:, 4, 17] = cse92
    out[:, 4, 18] = cse93
    out[:, 4, 19] = cse94
    out[:, 4, 20] = cse95
    out[:, 4, 21] = cse96
    out[:, 4, 22] = cse97
    out[:, 4, 23] = cse98
    out[:, 5, 3] = 1
    out[:, 5, 7] = 1
    out[:, 5, 11] = 1
    out[:, 5, 12] = -0.24*cse11 + cse115*q_e_crank_3 + cse116*q_e_crank_2 + 0.2*cse5 + q_r_crank_x
    out[:, 5, 13] = -0.24*cse1 - cse116*q_e_crank_1 + 0.2*cse17 - 0.24*cse20 + q_r_crank_y + 0.12
    out[:, 5, 14] = 0.2*cse1 - cse115*q_e_crank_1 - 0.24*cse17 + 0.2*cse23 + q_r_crank_z - 0.1
    out[:, 5, 15] = cse4
    out[:, 5, 16] = cse10
    out[:, 5, 17] = cse14
    out[:, 5, 18] = cse15
    out[:, 5, 19] = cse19
    out[:, 5, 20] = cse21
    out[:, 5, 21] = cse22
    out[:, 5, 22] = cse25
    out[:, 5, 23] = cse26
    out[:, 6, 1] = 0.1
    out[:, 6, 2] = 0.12
    out[:, 6, 5] = 1
    out[:, 6, 7] = -1
    out[:, 6, 9] = 1
    out[:, 6, 12] = q_r_crank_x
    out[:, 6, 13] = q_r_crank_y
    out[:, 6, 14] = q_r_crank_z
    out[:, 6, 15] = cse14
    out[:, 6, 16] = cse6 + cse8
    out[:, 6, 17] = cse4
    out[:, 6, 18] = cse21
    out[:, 6, 19] = -cse16 + cse18
    out[:, 6, 20] = cse15
    out[:, 6, 21] = cse26
    out[:, 6, 22] = cse24 + cse3
    out[:, 6, 23] = cse22
    out[:, 7, 0] = 0.2
    out[:, 7, 5] = 1
    out[:, 7, 7] = -1
    out[:, 7, 9] = 1
    out[:, 7, 12] = q_r_slider_x
    out[:, 7, 13] = q_r_slider_y
    out[:, 7, 14] = q_r_slider_z
    out[:, 7, 15] = cse117 - cse99
    out[:, 7, 16] = cse104 + cse118
    out[:, 7, 17] = cse108
    out[:, 7, 18] = cse105 + cse118
    out[:, 7, 19] = -cse109 + cse117
    out[:, 7, 20] = cse113
    out[:, 7, 21] = -cse106 + cse107
    out[:, 7, 22] = -cse110 + cse112
    out[:, 7, 23] = cse114
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
    # 149 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, _, _,
        _, _, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, _,
        _, _, _, _,
        _, _, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2*q_e_crank_2
    cse1 = cse0*q_e_crank_3
    cse2 = 2*q_e_crank_0
    cse3 = cse2*q_e_crank_1
    cse4 = cse1 + cse3
    cse5 = 2*q_e_crank_0**2
    cse6 = cse5 - 1
    cse7 = cse6 + 2*q_e_crank_3**2
    cse8 = 2*q_e_crank_1
    cse9 = cse8*q_e_crank_3
    cse10 = cse2*q_e_crank_2
    cse11 = -cse10 + cse9
    cse12 = 2*q_e_crank_2**2
    cse13 = cse0*q_e_crank_1
    cse14 = cse2*q_e_crank_3
    cse15 = -cse14
    cse16 = cse13 + cse15
    cse17 = cse10 + cse9
    cse18 = cse6 + 2*q_e_crank_1**2
    cse19 = 2*q_e_crank_3
    cse20 = cse0*v_ed_crank_1 - cse19*v_ed_crank_0 + cse2*v_ed_crank_3 - cse8*v_ed_crank_2
    cse21 = -cse0*v_ed_crank_0 - cse19*v_ed_crank_1 + cse2*v_ed_crank_2 + cse8*v_ed_crank_3
    cse22 = -cse0*v_ed_crank_3 + cse19*v_ed_crank_2 + cse2*v_ed_crank_1 - cse8*v_ed_crank_0
    cse23 = 2*q_e_slider_0
    cse24 = cse23*q_e_slider_2
    cse25 = 2*q_e_slider_1
    cse26 = cse25*q_e_slider_3
    cse27 = 2*q_e_slider_3
    cse28 = cse27*q_e_slider_2
    cse29 = -cse28
    cse30 = cse23*q_e_slider_1
    cse31 = -cse30
    cse32 = 2*q_e_slider_0**2
    cse33 = cse32 - 1
    cse34 = cse33 + 2*q_e_slider_3**2
    cse35 = cse25*q_e_slider_2
    cse36 = cse23*q_e_slider_3
    cse37 = cse35 + cse36
    cse38 = cse33 + 2*q_e_slider_2**2
    cse39 = 2*q_e_slider_1**2
    cse40 = cse24 + cse26
    cse41 = 2*q_e_slider_2
    cse42 = cse23*v_ed_slider_3 - cse25*v_ed_slider_2 - cse27*v_ed_slider_0 + cse41*v_ed_slider_1
    cse43 = cse23*v_ed_slider_2 + cse25*v_ed_slider_3 - cse27*v_ed_slider_1 - cse41*v_ed_slider_0
    cse44 = cse23*v_ed_slider_1 - cse25*v_ed_slider_0 + cse27*v_ed_slider_2 - cse41*v_ed_slider_3
    return np.array([
        cse4,  # [0, 0]
        cse7,  # [0, 1]
        cse11,  # [0, 2]
        -cse12 - cse5 + 1,  # [0, 3]
        -cse1 + cse3,  # [0, 4]
        -cse13 + cse15,  # [0, 5]
        cse16,  # [0, 6]
        cse17,  # [0, 7]
        cse18,  # [0, 8]
        q_r_crank_z - 0.12,  # [0, 9]
        0.1 - q_r_crank_y,  # [0, 10]
        q_r_crank_x,  # [0, 11]
        cse11*cse22 + cse20*cse7 + cse21*cse4,  # [0, 12]
        -cse20*(cse1 - cse3) - cse21*(cse12 + cse6) - cse22*(cse13 + cse14),  # [0, 13]
        cse16*cse21 + cse17*cse20 + cse18*cse22,  # [0, 14]
        v_rd_crank_z,  # [0, 15]
        -v_rd_crank_y,  # [0, 16]
        v_rd_crank_x,  # [0, 17]
        cse24 - cse26,  # [1, 0]
        cse29 + cse31,  # [1, 1]
        cse34,  # [1, 2]
        cse37,  # [1, 3]
        cse38,  # [1, 4]
        cse29 + cse30,  # [1, 5]
        -cse32 - cse39 + 1,  # [1, 6]
        -cse35 + cse36,  # [1, 7]
        cse40,  # [1, 8]
        q_r_slider_z,  # [1, 9]
        -q_r_slider_y,  # [1, 10]
        q_r_slider_x - 0.2,  # [1, 11]
        cse34*cse42 + cse43*(cse28 + cse30) + cse44*(-cse24 + cse26),  # [1, 12]
        -cse37*cse44 - cse38*cse43 - cse42*(cse28 + cse31),  # [1, 13]
        cse40*cse42 + cse43*(cse35 - cse36) + cse44*(cse33 + cse39),  # [1, 14]
        v_rd_slider_z,  # [1, 15]
        -v_rd_slider_y,  # [1, 16]
        v_rd_slider_x,  # [1, 17]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, _, _,
        _, _, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, _,
        _, _, _, _,
        _, _, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = _columns(v, n, 21, "v")

    cse0 = 2*q_e_crank_2
    cse1 = cse0*q_e_crank_3
    cse2 = 2*q_e_crank_0
    cse3 = cse2*q_e_crank_1
    cse4 = cse1 + cse3
    cse5 = 2*q_e_crank_0**2
    cse6 = cse5 - 1
    cse7 = cse6 + 2*q_e_crank_3**2
    cse8 = 2*q_e_crank_1
    cse9 = cse8*q_e_crank_3
    cse10 = cse2*q_e_crank_2
    cse11 = -cse10 + cse9
    cse12 = 2*q_e_crank_2**2
    cse13 = cse0*q_e_crank_1
    cse14 = cse2*q_e_crank_3
    cse15 = -cse14
    cse16 = cse13 + cse15
    cse17 = cse10 + cse9
    cse18 = cse6 + 2*q_e_crank_1**2
    cse19 = 2*q_e_crank_3
    cse20 = cse0*v_ed_crank_1 - cse19*v_ed_crank_0 + cse2*v_ed_crank_3 - cse8*v_ed_crank_2
    cse21 = -cse0*v_ed_crank_0 - cse19*v_ed_crank_1 + cse2*v_ed_crank_2 + cse8*v_ed_crank_3
    cse22 = -cse0*v_ed_crank_3 + cse19*v_ed_crank_2 + cse2*v_ed_crank_1 - cse8*v_ed_crank_0
    cse23 = 2*q_e_slider_0
    cse24 = cse23*q_e_slider_2
    cse25 = 2*q_e_slider_1
    cse26 = cse25*q_e_slider_3
    cse27 = 2*q_e_slider_3
    cse28 = cse27*q_e_slider_2
    cse29 = -cse28
    cse30 = cse23*q_e_slider_1
    cse31 = -cse30
    cse32 = 2*q_e_slider_0**2
    cse33 = cse32 - 1
    cse34 = cse33 + 2*q_e_slider_3**2
    cse35 = cse25*q_e_slider_2
    cse36 = cse23*q_e_slider_3
    cse37 = cse35 + cse36
    cse38 = cse33 + 2*q_e_slider_2**2
    cse39 = 2*q_e_slider_1**2
    cse40 = cse24 + cse26
    cse41 = 2*q_e_slider_2
    cse42 = cse23*v_ed_slider_3 - cse25*v_ed_slider_2 - cse27*v_ed_slider_0 + cse41*v_ed_slider_1
    cse43 = cse23*v_ed_slider_2 + cse25*v_ed_slider_3 - cse27*v_ed_slider_1 - cse41*v_ed_slider_0
    cse44 = cse23*v_ed_slider_1 - cse25*v_ed_slider_0 + cse27*v_ed_slider_2 - cse41*v_ed_slider_3
    out = np.zeros((n, 2, 18))
    out[:, 0, 0] = cse4
    out[:, 0, 1] = cse7
    out[:, 0, 2] = cse11
    out[:, 0, 3] = -cse12 - cse5 + 1
    out[:, 0, 4] = -cse1 + cse3
    out[:, 0, 5] = -cse13 + cse15
    out[:, 0, 6] = cse16
    out[:, 0, 7] = cse17
    out[:, 0, 8] = cse18
    out[:, 0, 9] = q_r_crank_z - 0.12
    out[:, 0, 10] = 0.1 - q_r_crank_y
    out[:, 0, 11] = q_r_crank_x
    out[:, 0, 12] = cse11*cse22 + cse20*cse7 + cse21*cse4
    out[:, 0, 13] = -cse20*(cse1 - cse3) - cse21*(cse12 + cse6) - cse22*(cse13 + cse14)
    out[:, 0, 14] = cse16*cse21 + cse17*cse20 + cse18*cse22
    out[:, 0, 15] = v_rd_crank_z
    out[:, 0, 16] = -v_rd_crank_y
    out[:, 0, 17] = v_rd_crank_x
    out[:, 1, 0] = cse24 - cse26
    out[:, 1, 1] = cse29 + cse31
    out[:, 1, 2] = cse34
    out[:, 1, 3] = cse37
    out[:, 1, 4] = cse38
    out[:, 1, 5] = cse29 + cse30
    out[:, 1, 6] = -cse32 - cse39 + 1
    out[:, 1, 7] = -cse35 + cse36
    out[:, 1, 8] = cse40
    out[:, 1, 9] = q_r_slider_z
    out[:, 1, 10] = -q_r_slider_y
    out[:, 1, 11] = q_r_slider_x - 0.2
    out[:, 1, 12] = cse34*cse42 + cse43*(cse28 + cse30) + cse44*(-cse24 + cse26)
    out[:, 1, 13] = -cse37*cse44 - cse38*cse43 - cse42*(cse28 + cse31)
    out[:, 1, 14] = cse40*cse42 + cse43*(cse35 - cse36) + cse44*(cse33 + cse39)
    out[:, 1, 15] = v_rd_slider_z
    out[:, 1, 16] = -v_rd_slider_y
    out[:, 1, 17] = v_rd_slider_x
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
    # 218 operations after common subexpression elimination
    (
        _, _, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, v_rd_rod_x,
        v_rd_rod_y, v_rd_rod_z, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = q_e_rod_0*v_ed_rod_2
    cse1 = q_e_rod_3*v_ed_rod_1
    cse2 = q_e_rod_1*v_ed_rod_3
    cse3 = q_e_rod_2*v_ed_rod_0
    cse4 = 0.008*q_e_rod_3
    cse5 = 0.008*q_e_rod_1
    cse6 = 0.008*v_ed_rod_1
    cse7 = 0.008*v_ed_rod_3
    cse8 = 2*q_e_rod_2
    cse9 = 2*q_e_rod_0
    cse10 = 2*q_e_rod_3
    cse11 = 2*q_e_rod_1
    cse12 = 2*q_e_slider_3
    cse13 = 2*v_ed_slider_1
    cse14 = 2*q_e_slider_2
    cse15 = 2*q_e_slider_1
    cse16 = 0.0002*q_e_slider_1
    cse17 = 0.0002*q_e_slider_3
    cse18 = 0.0002*q_e_slider_2
    cse19 = 0.0002*q_e_slider_0
    cse20 = 2*q_e_crank_1
    cse21 = 2*v_ed_crank_2
    cse22 = 2*v_ed_crank_1
    cse23 = 2*v_ed_crank_0
    cse24 = 2*v_ed_crank_3
    cse25 = 0.0002*v_ed_crank_3
    cse26 = 0.0002*v_ed_crank_0
    cse27 = 0.0002*v_ed_crank_2
    cse28 = 0.0002*v_ed_crank_1
    cse29 = 2*q_e_slider_0
    return np.array([
        0.06*v_rd_crank_x**2 + 0.06*v_rd_crank_y**2 + 0.06*v_rd_crank_z**2 + 0.25*v_rd_rod_x**2 + 0.25*v_rd_rod_y**2 + 0.25*v_rd_rod_z**2 + 1.0*v_rd_slider_x**2 + 1.0*v_rd_slider_y**2 + 1.0*v_rd_slider_z**2 + (1/2)*(0.0008*cse0 - 0.0008*cse1 + 0.0008*cse2 - 0.0008*cse3)*(2*cse0 - 2*cse1 + 2*cse2 - 2*cse3) + (1/2)*(-cse10*v_ed_rod_0 - cse11*v_ed_rod_2 + cse8*v_ed_rod_1 + cse9*v_ed_rod_3)*(-cse4*v_ed_rod_0 - cse5*v_ed_rod_2 + cse6*q_e_rod_2 + cse7*q_e_rod_0) + (1/2)*(cse10*v_ed_rod_2 - cse11*v_ed_rod_0 - cse8*v_ed_rod_3 + cse9*v_ed_rod_1)*(cse4*v_ed_rod_2 - cse5*v_ed_rod_0 + cse6*q_e_rod_0 - cse7*q_e_rod_2) + (1/2)*(-cse12*v_ed_slider_0 + cse13*q_e_slider_2 - cse15*v_ed_slider_2 + cse29*v_ed_slider_3)*(-cse16*v_ed_slider_2 - cse17*v_ed_slider_0 + cse18*v_ed_slider_1 + cse19*v_ed_slider_3) + (1/2)*(cse12*v_ed_slider_2 + cse13*q_e_slider_0 - cse14*v_ed_slider_3 - cse15*v_ed_slider_0)*(-cse16*v_ed_slider_0 + cse17*v_ed_slider_2 - cse18*v_ed_slider_3 + cse19*v_ed_slider_1) + (1/2)*(-cse13*q_e_slider_3 - cse14*v_ed_slider_0 + cse15*v_ed_slider_3 + cse29*v_ed_slider_2)*(cse16*v_ed_slider_3 - cse17*v_ed_slider_1 - cse18*v_ed_slider_0 + cse19*v_ed_slider_2) + (1/2)*(-cse20*v_ed_crank_0 + cse21*q_e_crank_3 + cse22*q_e_crank_0 - cse24*q_e_crank_2)*(-cse25*q_e_crank_2 - cse26*q_e_crank_1 + cse27*q_e_crank_3 + cse28*q_e_crank_0) + (1/2)*(-cse20*v_ed_crank_2 + cse22*q_e_crank_2 - cse23*q_e_crank_3 + cse24*q_e_crank_0)*(cse25*q_e_crank_0 - cse26*q_e_crank_3 - cse27*q_e_crank_1 + cse28*q_e_crank_2) + (1/2)*(cse20*v_ed_crank_3 + cse21*q_e_crank_0 - cse22*q_e_crank_3 - cse23*q_e_crank_2)*(2e-05*q_e_crank_0*v_ed_crank_2 + 2e-05*q_e_crank_1*v_ed_crank_3 - 2e-05*q_e_crank_2*v_ed_crank_0 - 2e-05*q_e_crank_3*v_ed_crank_1),  # [0]
        1.1772*q_r_crank_z + 4.905*q_r_rod_z + 19.62*q_r_slider_z,  # [1]
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
        _, _, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, v_rd_rod_x,
        v_rd_rod_y, v_rd_rod_z, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = _columns(v, n, 21, "v")

    cse0 = q_e_rod_0*v_ed_rod_2
    cse1 = q_e_rod_3*v_ed_rod_1
    cse2 = q_e_rod_1*v_ed_rod_3
    cse3 = q_e_rod_2*v_ed_rod_0
    cse4 = 0.008*q_e_rod_3
    cse5 = 0.008*q_e_rod_1
    cse6 = 0.008*v_ed_rod_1
    cse7 = 0.008*v_ed_rod_3
    cse8 = 2*q_e_rod_2
    cse9 = 2*q_e_rod_0
    cse10 = 2*q_e_rod_3
    cse11 = 2*q_e_rod_1
    cse12 = 2*q_e_slider_3
    cse13 = 2*v_ed_slider_1
    cse14 = 2*q_e_slider_2
    cse15 = 2*q_e_slider_1
    cse16 = 0.0002*q_e_slider_1
    cse17 = 0.0002*q_e_slider_3
    cse18 = 0.0002*q_e_slider_2
    cse19 = 0.0002*q_e_slider_0
    cse20 = 2*q_e_crank_1
    cse21 = 2*v_ed_crank_2
    cse22 = 2*v_ed_crank_1
    cse23 = 2*v_ed_crank_0
    cse24 = 2*v_ed_crank_3
    cse25 = 0.0002*v_ed_crank_3
    cse26 = 0.0002*v_ed_crank_0
    cse27 = 0.0002*v_ed_crank_2
    cse28 = 0.0002*v_ed_crank_1
    cse29 = 2*q_e_slider_0
    out = np.zeros((n, 2))
    out[:, 0] = 0.06*v_rd_crank_x**2 + 0.06*v_rd_crank_y**2 + 0.06*v_rd_crank_z**2 + 0.25*v_rd_rod_x**2 + 0.25*v_rd_rod_y**2 + 0.25*v_rd_rod_z**2 + 1.0*v_rd_slider_x**2 + 1.0*v_rd_slider_y**2 + 1.0*v_rd_slider_z**2 + (1/2)*(0.0008*cse0 - 0.0008*cse1 + 0.0008*cse2 - 0.0008*cse3)*(2*cse0 - 2*cse1 + 2*cse2 - 2*cse3) + (1/2)*(-cse10*v_ed_rod_0 - cse11*v_ed_rod_2 + cse8*v_ed_rod_1 + cse9*v_ed_rod_3)*(-cse4*v_ed_rod_0 - cse5*v_ed_rod_2 + cse6*q_e_rod_2 + cse7*q_e_rod_0) + (1/2)*(cse10*v_ed_rod_2 - cse11*v_ed_rod_0 - cse8*v_ed_rod_3 + cse9*v_ed_rod_1)*(cse4*v_ed_rod_2 - cse5*v_ed_rod_0 + cse6*q_e_rod_0 - cse7*q_e_rod_2) + (1/2)*(-cse12*v_ed_slider_0 + cse13*q_e_slider_2 - cse15*v_ed_slider_2 + cse29*v_ed_slider_3)*(-cse16*v_ed_slider_2 - cse17*v_ed_slider_0 + cse18*v_ed_slider_1 + cse19*v_ed_slider_3) + (1/2)*(cse12*v_ed_slider_2 + cse13*q_e_slider_0 - cse14*v_ed_slider_3 - cse15*v_ed_slider_0)*(-cse16*v_ed_slider_0 + cse17*v_ed_slider_2 - cse18*v_ed_slider_3 + cse19*v_ed_slider_1) + (1/2)*(-cse13*q_e_slider_3 - cse14*v_ed_slider_0 + cse15*v_ed_slider_3 + cse29*v_ed_slider_2)*(cse16*v_ed_slider_3 - cse17*v_ed_slider_1 - cse18*v_ed_slider_0 + cse19*v_ed_slider_2) + (1/2)*(-cse20*v_ed_crank_0 + cse21*q_e_crank_3 + cse22*q_e_crank_0 - cse24*q_e_crank_2)*(-cse25*q_e_crank_2 - cse26*q_e_crank_1 + cse27*q_e_crank_3 + cse28*q_e_crank_0) + (1/2)*(-cse20*v_ed_crank_2 + cse22*q_e_crank_2 - cse23*q_e_crank_3 + cse24*q_e_crank_0)*(cse25*q_e_crank_0 - cse26*q_e_crank_3 - cse27*q_e_crank_1 + cse28*q_e_crank_2) + (1/2)*(cse20*v_ed_crank_3 + cse21*q_e_crank_0 - cse22*q_e_crank_3 - cse23*q_e_crank_2)*(2e-05*q_e_crank_0*v_ed_crank_2 + 2e-05*q_e_crank_1*v_ed_crank_3 - 2e-05*q_e_crank_2*v_ed_crank_0 - 2e-05*q_e_crank_3*v_ed_crank_1)
    out[:, 1] = 1.1772*q_r_crank_z + 4.905*q_r_rod_z + 19.62*q_r_slider_z
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
    # 277 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, v_rd_rod_x,
        v_rd_rod_y, v_rd_rod_z, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 0.12*v_rd_crank_x
    cse1 = 2.0*v_rd_slider_x
    cse2 = 0.5*v_rd_rod_x
    cse3 = 0.12*v_rd_crank_y
    cse4 = 2.0*v_rd_slider_y
    cse5 = 0.5*v_rd_rod_y
    cse6 = 0.12*v_rd_crank_z
    cse7 = 2.0*v_rd_slider_z
    cse8 = 0.5*v_rd_rod_z
    cse9 = 0.008*q_e_rod_1
    cse10 = cse9*q_e_rod_3
    cse11 = 0.008*q_e_rod_0
    cse12 = cse11*q_e_rod_2
    cse13 = 2*q_e_rod_2
    cse14 = 2*v_ed_rod_3
    cse15 = 2*q_e_rod_3
    cse16 = 2*q_e_rod_1
    cse17 = cse13*v_ed_rod_1 + cse14*q_e_rod_0 - cse15*v_ed_rod_0 - cse16*v_ed_rod_2
    cse18 = 2*v_ed_crank_3
    cse19 = 2*v_ed_crank_2
    cse20 = 2*v_ed_crank_1
    cse21 = 2*q_e_crank_2
    cse22 = cse18*q_e_crank_1 + cse19*q_e_crank_0 - cse20*q_e_crank_3 - cse21*v_ed_crank_0
    cse23 = 2e-05*q_e_crank_0
    cse24 = 2e-05*q_e_crank_2
    cse25 = 0.0002*q_e_crank_1
    cse26 = cse25*q_e_crank_3
    cse27 = 0.0002*q_e_crank_0
    cse28 = cse27*q_e_crank_2
    cse29 = 2*v_ed_crank_0
    cse30 = cse18*q_e_crank_0 - cse19*q_e_crank_1 + cse21*v_ed_crank_1 - cse29*q_e_crank_3
    cse31 = 2*v_ed_slider_1
    cse32 = 2*v_ed_slider_3
    cse33 = 2*v_ed_slider_0
    cse34 = 2*q_e_slider_1
    cse35 = cse31*q_e_slider_2 + cse32*q_e_slider_0 - cse33*q_e_slider_3 - cse34*v_ed_slider_2
    cse36 = 0.0002*q_e_slider_1
    cse37 = cse36*q_e_slider_3
    cse38 = 0.0002*q_e_slider_2
    cse39 = cse38*q_e_slider_0
    cse40 = 2*q_e_rod_0
    cse41 = -cse13*v_ed_rod_0 + cse14*q_e_rod_1 - cse15*v_ed_rod_1 + cse40*v_ed_rod_2
    cse42 = 0.0008*q_e_rod_0
    cse43 = 2*v_ed_slider_2
    cse44 = -cse31*q_e_slider_3 - cse33*q_e_slider_2 + cse34*v_ed_slider_3 + cse43*q_e_slider_0
    cse45 = 0.0002*q_e_slider_0*q_e_slider_3
    cse46 = cse36*q_e_slider_2
    cse47 = cse31*q_e_slider_0 - cse32*q_e_slider_2 - cse33*q_e_slider_1 + cse43*q_e_slider_3
    cse48 = 0.0002*q_e_slider_0**2 - 0.0001
    cse49 = -cse14*q_e_rod_2 + cse15*v_ed_rod_2 - cse16*v_ed_rod_0 + cse40*v_ed_rod_1
    cse50 = q_e_rod_0**2
    cse51 = 0.008*cse50 - 0.004
    cse52 = cse19*q_e_crank_3 + cse20*q_e_crank_0 - cse21*v_ed_crank_3 - cse29*q_e_crank_1
    cse53 = q_e_crank_0**2
    cse54 = 0.0002*cse53 - 0.0001
    cse55 = q_e_rod_2*q_e_rod_3
    cse56 = cse36*q_e_slider_0
    cse57 = cse38*q_e_slider_3
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse17*(cse10 + cse12) + cse22*(-cse23*q_e_crank_3 + cse24*q_e_crank_1) - cse3*q_r_crank_z + cse30*(cse26 + cse28) + cse35*(cse37 + cse39) - cse4*q_r_slider_z + cse41*(-cse42*q_e_rod_3 + 0.0008*q_e_rod_1*q_e_rod_2) + cse44*(-cse45 + cse46) + cse47*(cse48 + 0.0002*q_e_slider_1**2) + cse49*(cse51 + 0.008*q_e_rod_1**2) - cse5*q_r_rod_z + cse52*(cse54 + 0.0002*q_e_crank_1**2) + cse6*q_r_crank_y + cse7*q_r_slider_y + cse8*q_r_rod_y,  # [3]
        cse0*q_r_crank_z + cse1*q_r_slider_z + cse17*(0.008*cse55 - cse9*q_e_rod_0) + cse2*q_r_rod_z + cse22*(2e-05*cse53 + 2e-05*q_e_crank_2**2 - 1e-05) + cse30*(-cse27*q_e_crank_1 + 0.0002*q_e_crank_2*q_e_crank_3) + cse35*(-cse56 + cse57) + cse41*(0.0008*cse50 + 0.0008*q_e_rod_2**2 - 0.0004) + cse44*(cse48 + 0.0002*q_e_slider_2**2) + cse47*(cse45 + cse46) + cse49*(cse11*q_e_rod_3 + cse9*q_e_rod_2) + cse52*(cse25*q_e_crank_2 + cse27*q_e_crank_3) - cse6*q_r_crank_x - cse7*q_r_slider_x - cse8*q_r_rod_x,  # [4]
        -cse0*q_r_crank_y - cse1*q_r_slider_y + cse17*(cse51 + 0.008*q_e_rod_3**2) - cse2*q_r_rod_y + cse22*(cse23*q_e_crank_1 + cse24*q_e_crank_3) + cse3*q_r_crank_x + cse30*(cse54 + 0.0002*q_e_crank_3**2) + cse35*(cse48 + 0.0002*q_e_slider_3**2) + cse4*q_r_slider_x + cse41*(cse42*q_e_rod_1 + 0.0008*cse55) + cse44*(cse56 + cse57) + cse47*(cse37 - cse39) + cse49*(cse10 - cse12) + cse5*q_r_rod_x + cse52*(cse26 - cse28),  # [5]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, v_rd_rod_x,
        v_rd_rod_y, v_rd_rod_z, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = _columns(v, n, 21, "v")

    cse0 = 0.12*v_rd_crank_x
    cse1 = 2.0*v_rd_slider_x
    cse2 = 0.5*v_rd_rod_x
    cse3 = 0.12*v_rd_crank_y
    cse4 = 2.0*v_rd_slider_y
    cse5 = 0.5*v_rd_rod_y
    cse6 = 0.12*v_rd_crank_z
    cse7 = 2.0*v_rd_slider_z
    cse8 = 0.5*v_rd_rod_z
    cse9 = 0.008*q_e_rod_1
    cse10 = cse9*q_e_rod_3
    cse11 = 0.008*q_e_rod_0
    cse12 = cse11*q_e_rod_2
    cse13 = 2*q_e_rod_2
    cse14 = 2*v_ed_rod_3
    cse15 = 2*q_e_rod_3
    cse16 = 2*q_e_rod_1
    cse17 = cse13*v_ed_rod_1 + cse14*q_e_rod_0 - cse15*v_ed_rod_0 - cse16*v_ed_rod_2
    cse18 = 2*v_ed_crank_3
    cse19 = 2*v_ed_crank_2
    cse20 = 2*v_ed_crank_1
    cse21 = 2*q_e_crank_2
    cse22 = cse18*q_e_crank_1 + cse19*q_e_crank_0 - cse20*q_e_crank_3 - cse21*v_ed_crank_0
    cse23 = 2e-05*q_e_crank_0
    cse24 = 2e-05*q_e_crank_2
    cse25 = 0.0002*q_e_crank_1
    cse26 = cse25*q_e_crank_3
    cse27 = 0.0002*q_e_crank_0
    cse28 = cse27*q_e_crank_2
    cse29 = 2*v_ed_crank_0
    cse30 = cse18*q_e_crank_0 - cse19*q_e_crank_1 + cse21*v_ed_crank_1 - cse29*q_e_crank_3
    cse31 = 2*v_ed_slider_1
    cse32 = 2*v_ed_slider_3
    cse33 = 2*v_ed_slider_0
    cse34 = 2*q_e_slider_1
    cse35 = cse31*q_e_slider_2 + cse32*q_e_slider_0 - cse33*q_e_slider_3 - cse34*v_ed_slider_2
    cse36 = 0.0002*q_e_slider_1
    cse37 = cse36*q_e_slider_3
    cse38 = 0.0002*q_e_slider_2
    cse39 = cse38*q_e_slider_0
    cse40 = 2*q_e_rod_0
    cse41 = -cse13*v_ed_rod_0 + cse14*q_e_rod_1 - cse15*v_ed_rod_1 + cse40*v_ed_rod_2
    cse42 = 0.0008*q_e_rod_0
    cse43 = 2*v_ed_slider_2
    cse44 = -cse31*q_e_slider_3 - cse33*q_e_slider_2 + cse34*v_ed_slider_3 + cse43*q_e_slider_0
    cse45 = 0.0002*q_e_slider_0*q_e_slider_3
    cse46 = cse36*q_e_slider_2
    cse47 = cse31*q_e_slider_0 - cse32*q_e_slider_2 - cse33*q_e_slider_1 + cse43*q_e_slider_3
    cse48 = 0.0002*q_e_slider_0**2 - 0.0001
    cse49 = -cse14*q_e_rod_2 + cse15*v_ed_rod_2 - cse16*v_ed_rod_0 + cse40*v_ed_rod_1
    cse50 = q_e_rod_0**2
    cse51 = 0.008*cse50 - 0.004
    cse52 = cse19*q_e_crank_3 + cse20*q_e_crank_0 - cse21*v_ed_crank_3 - cse29*q_e_crank_1
    cse53 = q_e_crank_0**2
    cse54 = 0.0002*cse53 - 0.0001
    cse55 = q_e_rod_2*q_e_rod_3
    cse56 = cse36*q_e_slider_0
    cse57 = cse38*q_e_slider_3
    out = np.zeros((n, 6))
    out[:, 0] = cse0 + cse1 + cse2
    out[:, 1] = cse3 + cse4 + cse5
    out[:, 2] = cse6 + cse7 + cse8
    out[:, 3] = cse17*(cse10 + cse12) + cse22*(-cse23*q_e_crank_3 + cse24*q_e_crank_1) - cse3*q_r_crank_z + cse30*(cse26 + cse28) + cse35*(cse37 + cse39) - cse4*q_r_slider_z + cse41*(-cse42*q_e_rod_3 + 0.0008*q_e_rod_1*q_e_rod_2) + cse44*(-cse45 + cse46) + cse47*(cse48 + 0.0002*q_e_slider_1**2) + cse49*(cse51 + 0.008*q_e_rod_1**2) - cse5*q_r_rod_z + cse52*(cse54 + 0.0002*q_e_crank_1**2) + cse6*q_r_crank_y + cse7*q_r_slider_y + cse8*q_r_rod_y
    out[:, 4] = cse0*q_r_crank_z + cse1*q_r_slider_z + cse17*(0.008*cse55 - cse9*q_e_rod_0) + cse2*q_r_rod_z + cse22*(2e-05*cse53 + 2e-05*q_e_crank_2**2 - 1e-05) + cse30*(-cse27*q_e_crank_1 + 0.0002*q_e_crank_2*q_e_crank_3) + cse35*(-cse56 + cse57) + cse41*(0.0008*cse50 + 0.0008*q_e_rod_2**2 - 0.0004) + cse44*(cse48 + 0.0002*q_e_slider_2**2) + cse47*(cse45 + cse46) + cse49*(cse11*q_e_rod_3 + cse9*q_e_rod_2) + cse52*(cse25*q_e_crank_2 + cse27*q_e_crank_3) - cse6*q_r_crank_x - cse7*q_r_slider_x - cse8*q_r_rod_x
    out[:, 5] = -cse0*q_r_crank_y - cse1*q_r_slider_y + cse17*(cse51 + 0.008*q_e_rod_3**2) - cse2*q_r_rod_y + cse22*(cse23*q_e_crank_1 + cse24*q_e_crank_3) + cse3*q_r_crank_x + cse30*(cse54 + 0.0002*q_e_crank_3**2) + cse35*(cse48 + 0.0002*q_e_slider_3**2) + cse4*q_r_slider_x + cse41*(cse42*q_e_rod_1 + 0.0008*cse55) + cse44*(cse56 + cse57) + cse47*(cse37 - cse39) + cse49*(cse10 - cse12) + cse5*q_r_rod_x + cse52*(cse26 - cse28)
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    cse0 = 2*q_e_crank_0**2 - 1
    cse1 = 2*q_e_crank_1
    cse2 = cse1*q_e_crank_2
    cse3 = 2*q_e_crank_0
    cse4 = cse3*q_e_crank_3
    cse5 = cse1*q_e_crank_3
    cse6 = cse3*q_e_crank_2
    cse7 = 2*q_e_crank_2*q_e_crank_3
    cse8 = cse1*q_e_crank_0
    cse9 = 2*q_e_rod_0**2 - 1
    cse10 = 2*q_e_rod_1
    cse11 = cse10*q_e_rod_2
    cse12 = 2*q_e_rod_0
    cse13 = cse12*q_e_rod_3
    cse14 = cse10*q_e_rod_3
    cse15 = cse12*q_e_rod_2
    cse16 = 2*q_e_rod_2*q_e_rod_3
    cse17 = cse12*q_e_rod_1
    cse18 = 2*q_e_slider_0**2 - 1
    cse19 = 2*q_e_slider_2
    cse20 = cse19*q_e_slider_1
    cse21 = 2*q_e_slider_0*q_e_slider_3
    cse22 = 2*q_e_slider_1
    cse23 = cse22*q_e_slider_3
    cse24 = cse19*q_e_slider_0
    cse25 = cse19*q_e_slider_3
    cse26 = cse22*q_e_slider_0
    return np.array([
        q_r_crank_x,  # [0, 0]
        q_r_crank_y,  # [0, 1]
        q_r_crank_z,  # [0, 2]
        cse0 + 2*q_e_crank_1**2,  # [0, 3]
        cse2 - cse4,  # [0, 4]
        cse5 + cse6,  # [0, 5]
        cse2 + cse4,  # [0, 6]
        cse0 + 2*q_e_crank_2**2,  # [0, 7]
        cse7 - cse8,  # [0, 8]
        cse5 - cse6,  # [0, 9]
        cse7 + cse8,  # [0, 10]
        cse0 + 2*q_e_crank_3**2,  # [0, 11]
        q_r_rod_x,  # [1, 0]
        q_r_rod_y,  # [1, 1]
        q_r_rod_z,  # [1, 2]
        cse9 + 2*q_e_rod_1**2,  # [1, 3]
        cse11 - cse13,  # [1, 4]
        cse14 + cse15,  # [1, 5]
        cse11 + cse13,  # [1, 6]
        cse9 + 2*q_e_rod_2**2,  # [1, 7]
        cse16 - cse17,  # [1, 8]
        cse14 - cse15,  # [1, 9]
        cse16 + cse17,  # [1, 10]
        cse9 + 2*q_e_rod_3**2,  # [1, 11]
        q_r_slider_x,  # [2, 0]
        q_r_slider_y,  # [2, 1]
        q_r_slider_z,  # [2, 2]
        cse18 + 2*q_e_slider_1**2,  # [2, 3]
        cse20 - cse21,  # [2, 4]
        cse23 + cse24,  # [2, 5]
        cse20 + cse21,  # [2, 6]
        cse18 + 2*q_e_slider_2**2,  # [2, 7]
        cse25 - cse26,  # [2, 8]
        cse23 - cse24,  # [2, 9]
        cse25 + cse26,  # [2, 10]
        cse18 + 2*q_e_slider_3**2,  # [2, 11]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, q_r_rod_x,
        q_r_rod_y, q_r_rod_z, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, q_r_slider_x, q_r_slider_y,
        q_r_slider_z, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    cse0 = 2*q_e_crank_0**2 - 1
    cse1 = 2*q_e_crank_1
    cse2 = cse1*q_e_crank_2
    cse3 = 2*q_e_crank_0
    cse4 = cse3*q_e_crank_3
    cse5 = cse1*q_e_crank_3
    cse6 = cse3*q_e_crank_2
    cse7 = 2*q_e_crank_2*q_e_crank_3
    cse8 = cse1*q_e_crank_0
    cse9 = 2*q_e_rod_0**2 - 1
    cse10 = 2*q_e_rod_1
    cse11 = cse10*q_e_rod_2
    cse12 = 2*q_e_rod_0
    cse13 = cse12*q_e_rod_3
    cse14 = cse10*q_e_rod_3
    cse15 = cse12*q_e_rod_2
    cse16 = 2*q_e_rod_2*q_e_rod_3
    cse17 = cse12*q_e_rod_1
    cse18 = 2*q_e_slider_0**2 - 1
    cse19 = 2*q_e_slider_2
    cse20 = cse19*q_e_slider_1
    cse21 = 2*q_e_slider_0*q_e_slider_3
    cse22 = 2*q_e_slider_1
    cse23 = cse22*q_e_slider_3
    cse24 = cse19*q_e_slider_0
    cse25 = cse19*q_e_slider_3
    cse26 = cse22*q_e_slider_0
    out = np.zeros((n, 3, 12))
    out[:, 0, 0] = q_r_crank_x
    out[:, 0, 1] = q_r_crank_y
    out[:, 0, 2] = q_r_crank_z
    out[:, 0, 3] = cse0 + 2*q_e_crank_1**2
    out[:, 0, 4] = cse2 - cse4
    out[:, 0, 5] = cse5 + cse6
    out[:, 0, 6] = cse2 + cse4
    out[:, 0, 7] = cse0 + 2*q_e_crank_2**2
    out[:, 0, 8] = cse7 - cse8
    out[:, 0, 9] = cse5 - cse6
    out[:, 0, 10] = cse7 + cse8
    out[:, 0, 11] = cse0 + 2*q_e_crank_3**2
    out[:, 1, 0] = q_r_rod_x
    out[:, 1, 1] = q_r_rod_y
    out[:, 1, 2] = q_r_rod_z
    out[:, 1, 3] = cse9 + 2*q_e_rod_1**2
    out[:, 1, 4] = cse11 - cse13
    out[:, 1, 5] = cse14 + cse15
    out[:, 1, 6] = cse11 + cse13
    out[:, 1, 7] = cse9 + 2*q_e_rod_2**2
    out[:, 1, 8] = cse16 - cse17
    out[:, 1, 9] = cse14 - cse15
    out[:, 1, 10] = cse16 + cse17
    out[:, 1, 11] = cse9 + 2*q_e_rod_3**2
    out[:, 2, 0] = q_r_slider_x
    out[:, 2, 1] = q_r_slider_y
    out[:, 2, 2] = q_r_slider_z
    out[:, 2, 3] = cse18 + 2*q_e_slider_1**2
    out[:, 2, 4] = cse20 - cse21
    out[:, 2, 5] = cse23 + cse24
    out[:, 2, 6] = cse20 + cse21
    out[:, 2, 7] = cse18 + 2*q_e_slider_2**2
    out[:, 2, 8] = cse25 - cse26
    out[:, 2, 9] = cse23 - cse24
    out[:, 2, 10] = cse25 + cse26
    out[:, 2, 11] = cse18 + 2*q_e_slider_3**2
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
    # 192 operations after common subexpression elimination
    (
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        _, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (21,) else _floats(q, 21, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, v_rd_rod_x,
        v_rd_rod_y, v_rd_rod_z, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (21,) else _floats(v, 21, "v")

    cse0 = 2*q_e_crank_0**2 - 1
    cse1 = 2*q_e_crank_3
    cse2 = 2*q_e_crank_0
    cse3 = 2*q_e_crank_2
    cse4 = 2*q_e_crank_1
    cse5 = cse1*v_ed_crank_2 + cse2*v_ed_crank_1 - cse3*v_ed_crank_3 - cse4*v_ed_crank_0
    cse6 = cse4*q_e_crank_3
    cse7 = cse2*q_e_crank_2
    cse8 = -cse1*v_ed_crank_0 + cse2*v_ed_crank_3 + cse3*v_ed_crank_1 - cse4*v_ed_crank_2
    cse9 = cse4*q_e_crank_2
    cse10 = cse2*q_e_crank_3
    cse11 = -cse1*v_ed_crank_1 + cse2*v_ed_crank_2 - cse3*v_ed_crank_0 + cse4*v_ed_crank_3
    cse12 = cse3*q_e_crank_3
    cse13 = cse4*q_e_crank_0
    cse14 = 2*q_e_rod_3
    cse15 = 2*q_e_rod_0
    cse16 = 2*q_e_rod_2
    cse17 = 2*q_e_rod_1
    cse18 = cse14*v_ed_rod_2 + cse15*v_ed_rod_1 - cse16*v_ed_rod_3 - cse17*v_ed_rod_0
    cse19 = 2*q_e_rod_0**2 - 1
    cse20 = -cse14*v_ed_rod_0 + cse15*v_ed_rod_3 + cse16*v_ed_rod_1 - cse17*v_ed_rod_2
    cse21 = cse17*q_e_rod_3
    cse22 = cse16*q_e_rod_0
    cse23 = -cse14*v_ed_rod_1 + cse15*v_ed_rod_2 - cse16*v_ed_rod_0 + cse17*v_ed_rod_3
    cse24 = cse17*q_e_rod_2
    cse25 = cse15*q_e_rod_3
    cse26 = cse16*q_e_rod_3
    cse27 = cse17*q_e_rod_0
    cse28 = 2*q_e_slider_3
    cse29 = 2*q_e_slider_0
    cse30 = 2*q_e_slider_2
    cse31 = 2*q_e_slider_1
    cse32 = cse28*v_ed_slider_2 + cse29*v_ed_slider_1 - cse30*v_ed_slider_3 - cse31*v_ed_slider_0
    cse33 = 2*q_e_slider_0**2 - 1
    cse34 = -cse28*v_ed_slider_0 + cse29*v_ed_slider_3 + cse30*v_ed_slider_1 - cse31*v_ed_slider_2
    cse35 = cse31*q_e_slider_3
    cse36 = cse29*q_e_slider_2
    cse37 = -cse28*v_ed_slider_1 + cse29*v_ed_slider_2 - cse30*v_ed_slider_0 + cse31*v_ed_slider_3
    cse38 = cse31*q_e_slider_2
    cse39 = cse29*q_e_slider_3
    cse40 = cse28*q_e_slider_2
    cse41 = cse31*q_e_slider_0
    return np.array([
        v_rd_crank_x,  # [0, 0]
        v_rd_crank_y,  # [0, 1]
        v_rd_crank_z,  # [0, 2]
        cse11*(-cse10 + cse9) + cse5*(cse0 + 2*q_e_crank_1**2) + cse8*(cse6 + cse7),  # [0, 3]
        cse11*(cse0 + 2*q_e_crank_2**2) + cse5*(cse10 + cse9) + cse8*(cse12 - cse13),  # [0, 4]
        cse11*(cse12 + cse13) + cse5*(cse6 - cse7) + cse8*(cse0 + 2*q_e_crank_3**2),  # [0, 5]
        v_rd_rod_x,  # [1, 0]
        v_rd_rod_y,  # [1, 1]
        v_rd_rod_z,  # [1, 2]
        cse18*(cse19 + 2*q_e_rod_1**2) + cse20*(cse21 + cse22) + cse23*(cse24 - cse25),  # [1, 3]
        cse18*(cse24 + cse25) + cse20*(cse26 - cse27) + cse23*(cse19 + 2*q_e_rod_2**2),  # [1, 4]
        cse18*(cse21 - cse22) + cse20*(cse19 + 2*q_e_rod_3**2) + cse23*(cse26 + cse27),  # [1, 5]
        v_rd_slider_x,  # [2, 0]
        v_rd_slider_y,  # [2, 1]
        v_rd_slider_z,  # [2, 2]
        cse32*(cse33 + 2*q_e_slider_1**2) + cse34*(cse35 + cse36) + cse37*(cse38 - cse39),  # [2, 3]
        cse32*(cse38 + cse39) + cse34*(cse40 - cse41) + cse37*(cse33 + 2*q_e_slider_2**2),  # [2, 4]
        cse32*(cse35 - cse36) + cse34*(cse33 + 2*q_e_slider_3**2) + cse37*(cse40 + cse41),  # [2, 5]
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
        _, _, _, q_e_crank_0,
        q_e_crank_1, q_e_crank_2, q_e_crank_3, _,
        _, _, q_e_rod_0, q_e_rod_1,
        q_e_rod_2, q_e_rod_3, _, _,
        _, q_e_slider_0, q_e_slider_1, q_e_slider_2,
        q_e_slider_3,
    ) = _columns(q, n, 21, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_ed_crank_0,
        v_ed_crank_1, v_ed_crank_2, v_ed_crank_3, v_rd_rod_x,
        v_rd_rod_y, v_rd_rod_z, v_ed_rod_0, v_ed_rod_1,
        v_ed_rod_2, v_ed_rod_3, v_rd_slider_x, v_rd_slider_y,
        v_rd_slider_z, v_ed_slider_0, v_ed_slider_1, v_ed_slider_2,
        v_ed_slider_3,
    ) = _columns(v, n, 21, "v")

    cse0 = 2*q_e_crank_0**2 - 1
    cse1 = 2*q_e_crank_3
    cse2 = 2*q_e_crank_0
    cse3 = 2*q_e_crank_2
    cse4 = 2*q_e_crank_1
    cse5 = cse1*v_ed_crank_2 + cse2*v_ed_crank_1 - cse3*v_ed_crank_3 - cse4*v_ed_crank_0
    cse6 = cse4*q_e_crank_3
    cse7 = cse2*q_e_crank_2
    cse8 = -cse1*v_ed_crank_0 + cse2*v_ed_crank_3 + cse3*v_ed_crank_1 - cse4*v_ed_crank_2
    cse9 = cse4*q_e_crank_2
    cse10 = cse2*q_e_crank_3
    cse11 = -cse1*v_ed_crank_1 + cse2*v_ed_crank_2 - cse3*v_ed_crank_0 + cse4*v_ed_crank_3
    cse12 = cse3*q_e_crank_3
    cse13 = cse4*q_e_crank_0
    cse14 = 2*q_e_rod_3
    cse15 = 2*q_e_rod_0
    cse16 = 2*q_e_rod_2
    cse17 = 2*q_e_rod_1
    cse18 = cse14*v_ed_rod_2 + cse15*v_ed_rod_1 - cse16*v_ed_rod_3 - cse17*v_ed_rod_0
    cse19 = 2*q_e_rod_0**2 - 1
    cse20 = -cse14*v_ed_rod_0 + cse15*v_ed_rod_3 + cse16*v_ed_rod_1 - cse17*v_ed_rod_2
    cse21 = cse17*q_e_rod_3
    cse22 = cse16*q_e_rod_0
    cse23 = -cse14*v_ed_rod_1 + cse15*v_ed_rod_2 - cse16*v_ed_rod_0 + cse17*v_ed_rod_3
    cse24 = cse17*q_e_rod_2
    cse25 = cse15*q_e_rod_3
    cse26 = cse16*q_e_rod_3
    cse27 = cse17*q_e_rod_0
    cse28 = 2*q_e_slider_3
    cse29 = 2*q_e_slider_0
    cse30 = 2*q_e_slider_2
    cse31 = 2*q_e_slider_1
    cse32 = cse28*v_ed_slider_2 + cse29*v_ed_slider_1 - cse30*v_ed_slider_3 - cse31*v_ed_slider_0
    cse33 = 2*q_e_slider_0**2 - 1
    cse34 = -cse28*v_ed_slider_0 + cse29*v_ed_slider_3 + cse30*v_ed_slider_1 - cse31*v_ed_slider_2
    cse35 = cse31*q_e_slider_3
    cse36 = cse29*q_e_slider_2
    cse37 = -cse28*v_ed_slider_1 + cse29*v_ed_slider_2 - cse30*v_ed_slider_0 + cse31*v_ed_slider_3
    cse38 = cse31*q_e_slider_2
    cse39 = cse29*q_e_slider_3
    cse40 = cse28*q_e_slider_2
    cse41 = cse31*q_e_slider_0
    out = np.zeros((n, 3, 6))
    out[:, 0, 0] = v_rd_crank_x
    out[:, 0, 1] = v_rd_crank_y
    out[:, 0, 2] = v_rd_crank_z
    out[:, 0, 3] = cse11*(-cse10 + cse9) + cse5*(cse0 + 2*q_e_crank_1**2) + cse8*(cse6 + cse7)
    out[:, 0, 4] = cse11*(cse0 + 2*q_e_crank_2**2) + cse5*(cse10 + cse9) + cse8*(cse12 - cse13)
    out[:, 0, 5] = cse11*(cse12 + cse13) + cse5*(cse6 - cse7) + cse8*(cse0 + 2*q_e_crank_3**2)
    out[:, 1, 0] = v_rd_rod_x
    out[:, 1, 1] = v_rd_rod_y
    out[:, 1, 2] = v_rd_rod_z
    out[:, 1, 3] = cse18*(cse19 + 2*q_e_rod_1**2) + cse20*(cse21 + cse22) + cse23*(cse24 - cse25)
    out[:, 1, 4] = cse18*(cse24 + cse25) + cse20*(cse26 - cse27) + cse23*(cse19 + 2*q_e_rod_2**2)
    out[:, 1, 5] = cse18*(cse21 - cse22) + cse20*(cse19 + 2*q_e_rod_3**2) + cse23*(cse26 + cse27)
    out[:, 2, 0] = v_rd_slider_x
    out[:, 2, 1] = v_rd_slider_y
    out[:, 2, 2] = v_rd_slider_z
    out[:, 2, 3] = cse32*(cse33 + 2*q_e_slider_1**2) + cse34*(cse35 + cse36) + cse37*(cse38 - cse39)
    out[:, 2, 4] = cse32*(cse38 + cse39) + cse34*(cse40 - cse41) + cse37*(cse33 + 2*q_e_slider_2**2)
    out[:, 2, 5] = cse32*(cse35 - cse36) + cse34*(cse33 + 2*q_e_slider_3**2) + cse37*(cse40 + cse41)
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
