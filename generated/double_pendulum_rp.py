# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: rp
# scheme: any
# input hash: 9ccd5ccb026e9916
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'double_pendulum' in the rp formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (14): r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0, e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1, e_bar2_2, e_bar2_3
    v (14): rd_bar1_x, rd_bar1_y, rd_bar1_z, ed_bar1_0, ed_bar1_1, ed_bar1_2, ed_bar1_3,
        rd_bar2_x, rd_bar2_y, rd_bar2_z, ed_bar2_0, ed_bar2_1, ed_bar2_2, ed_bar2_3
    lam (12): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (14): increment in velocity coordinates
    a (14): time derivatives of v
    t: time
    h: step size
    p (4): L1, L2, w, rho

Constraint rows:
    0: J1[CD x] (joint; ground - bar1)
    1: J1[CD y] (joint; ground - bar1)
    2: J1[CD z] (joint; ground - bar1)
    3: J1[DP1 b_i.u_j] (joint; ground - bar1)
    4: J1[DP1 c_i.u_j] (joint; ground - bar1)
    5: J2[CD x] (joint; bar1 - bar2)
    6: J2[CD y] (joint; bar1 - bar2)
    7: J2[CD z] (joint; bar1 - bar2)
    8: J2[DP1 b_i.u_j] (joint; bar1 - bar2)
    9: J2[DP1 c_i.u_j] (joint; bar1 - bar2)
    10: bar1[p.p/2-1/2] (normalization; bar1 - ground)
    11: bar2[p.p/2-1/2] (normalization; bar2 - ground)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'double_pendulum'
FORMULATION = 'rp'
INPUT_HASH = '9ccd5ccb026e9916'
N_Q = 14
N_V = 14
N_C = 12
BODIES = ['bar1', 'bar2']
PARAMETERS = ['L1', 'L2', 'w', 'rho']
PARAMETER_DEFAULTS = [4.0, 2.0, 0.05, 7800.0]
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
METADATA = {'mechanism': 'double_pendulum',
 'formulation': 'rp',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '9ccd5ccb026e9916',
 'bodies': ['bar1', 'bar2'],
 'springs': [],
 'q_layout': {'bar1': [0, 7], 'bar2': [7, 14]},
 'v_layout': {'bar1': [0, 7], 'bar2': [7, 14]},
 'q_names': ['r_bar1_x',
             'r_bar1_y',
             'r_bar1_z',
             'e_bar1_0',
             'e_bar1_1',
             'e_bar1_2',
             'e_bar1_3',
             'r_bar2_x',
             'r_bar2_y',
             'r_bar2_z',
             'e_bar2_0',
             'e_bar2_1',
             'e_bar2_2',
             'e_bar2_3'],
 'v_names': ['rd_bar1_x',
             'rd_bar1_y',
             'rd_bar1_z',
             'ed_bar1_0',
             'ed_bar1_1',
             'ed_bar1_2',
             'ed_bar1_3',
             'rd_bar2_x',
             'rd_bar2_y',
             'rd_bar2_z',
             'ed_bar2_0',
             'ed_bar2_1',
             'ed_bar2_2',
             'ed_bar2_3'],
 'n_q': 14,
 'n_v': 14,
 'n_c': 12,
 'constraint_rows': [{'owner': 'J1',
                      'kind': 'joint',
                      'label': 'CD x',
                      'bodies': ['ground', 'bar1'],
                      'length_power': 1},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'CD y',
                      'bodies': ['ground', 'bar1'],
                      'length_power': 1},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'CD z',
                      'bodies': ['ground', 'bar1'],
                      'length_power': 1},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'DP1 b_i.u_j',
                      'bodies': ['ground', 'bar1'],
                      'length_power': 0},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'DP1 c_i.u_j',
                      'bodies': ['ground', 'bar1'],
                      'length_power': 0},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'CD x',
                      'bodies': ['bar1', 'bar2'],
                      'length_power': 1},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'CD y',
                      'bodies': ['bar1', 'bar2'],
                      'length_power': 1},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'CD z',
                      'bodies': ['bar1', 'bar2'],
                      'length_power': 1},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'DP1 b_i.u_j',
                      'bodies': ['bar1', 'bar2'],
                      'length_power': 0},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'DP1 c_i.u_j',
                      'bodies': ['bar1', 'bar2'],
                      'length_power': 0},
                     {'owner': 'bar1',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['bar1', 'ground'],
                      'length_power': 0},
                     {'owner': 'bar2',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['bar2', 'ground'],
                      'length_power': 0}],
 'dropped_rows': [],
 'reaction_sites': [{'owner': 'J1',
                     'kind': 'joint',
                     'joint_kind': 'revolute',
                     'bodies': ['ground', 'bar1'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0]],
                     'rows': [0, 5],
                     'coordinates': [['angle', 'angle_z']]},
                    {'owner': 'J2',
                     'kind': 'joint',
                     'joint_kind': 'revolute',
                     'bodies': ['bar1', 'bar2'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty'],
                     'wrenches': [[1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 1.0, 0.0]],
                     'rows': [5, 10],
                     'coordinates': [['angle', 'angle_z']]}],
 'degrees_of_freedom': 2,
 'parameters': ['L1', 'L2', 'w', 'rho'],
 'parameter_defaults': [4.0, 2.0, 0.05, 7800.0],
 'assemble': False,
 'tangent_identity': True,
 'mass_matrix_constant': False,
 'configuration_parameters': ['L1', 'L2'],
 'conservative': True,
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
 'notices': [],
 'model': {'parameters': [['L1', 4.0], ['L2', 2.0], ['w', 0.05], ['rho', 7800.0]],
           'bodies': [['bar1',
                       'L_{1} \\rho w^{2}',
                       '\\left[\\begin{matrix}\\frac{L_{1} \\rho w^{4}}{6} & 0 & 0\\\\0 & '
                       '\\frac{L_{1} \\rho w^{2} \\left(L_{1}^{2} + w^{2}\\right)}{12} & '
                       '0\\\\0 & 0 & \\frac{L_{1} \\rho w^{2} \\left(L_{1}^{2} + '
                       'w^{2}\\right)}{12}\\end{matrix}\\right]',
                       '(0, \\frac{L_{1}}{2}, 0)'],
                      ['bar2',
                       'L_{2} \\rho w^{2}',
                       '\\left[\\begin{matrix}\\frac{L_{2} \\rho w^{4}}{6} & 0 & 0\\\\0 & '
                       '\\frac{L_{2} \\rho w^{2} \\left(L_{2}^{2} + w^{2}\\right)}{12} & '
                       '0\\\\0 & 0 & \\frac{L_{2} \\rho w^{2} \\left(L_{2}^{2} + '
                       'w^{2}\\right)}{12}\\end{matrix}\\right]',
                       '(0, L_{1}, - \\frac{L_{2}}{2})']],
           'joints': [['J1', 'revolute', 'ground', 'bar1', '(0, 0, 0)', '(1, 0, 0)'],
                      ['J2', 'revolute', 'bar1', 'bar2', '(0, L_{1}, 0)', '(1, 0, 0)']],
           'drivers': [],
           'groups': [],
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
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
)
_Phi_q_INDEX = (
    np.array([0,
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
     11,
     11,
     11,
     11]),
    np.array([0,
     3,
     4,
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
     6,
     3,
     4,
     5,
     6,
     0,
     3,
     4,
     7,
     10,
     11,
     1,
     3,
     4,
     5,
     6,
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
     13]),
)
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
     13]),
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
     13]),
)
_Q_INDEX = np.array([2, 3, 4, 5, 6, 9, 10, 11, 12, 13])
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
     13]),
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
     13]),
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
     13]),
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
     13]),
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
     13]),
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
     13]),
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
     13]),
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
     13]),
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
     8,
     8,
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
     15,
     15,
     16,
     16,
     16,
     16,
     16,
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
     25,
     25,
     25,
     25]),
    np.array([0,
     14,
     19,
     1,
     15,
     20,
     2,
     16,
     21,
     3,
     4,
     5,
     6,
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
     24,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     18,
     19,
     20,
     21,
     22,
     23,
     24,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     15,
     16,
     18,
     20,
     21,
     22,
     23,
     24,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     15,
     16,
     17,
     18,
     20,
     21,
     22,
     23,
     24,
     7,
     19,
     8,
     20,
     9,
     21,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     19,
     20,
     21,
     22,
     23,
     25,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     19,
     20,
     21,
     22,
     23,
     25,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     20,
     21,
     22,
     23,
     25,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     20,
     21,
     22,
     23,
     25,
     0,
     3,
     4,
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
     6,
     3,
     4,
     5,
     6,
     0,
     3,
     4,
     7,
     10,
     11,
     1,
     3,
     4,
     5,
     6,
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
     13]),
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
     8,
     8,
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
     15,
     15,
     16,
     16,
     16,
     16,
     16,
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
     25,
     25,
     25,
     25]),
    np.array([0,
     14,
     19,
     1,
     15,
     20,
     2,
     16,
     21,
     3,
     4,
     5,
     6,
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
     24,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     14,
     15,
     16,
     18,
     19,
     20,
     21,
     22,
     23,
     24,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     15,
     16,
     18,
     20,
     21,
     22,
     23,
     24,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     15,
     16,
     17,
     18,
     20,
     21,
     22,
     23,
     24,
     7,
     19,
     8,
     20,
     9,
     21,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     19,
     20,
     21,
     22,
     23,
     25,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     19,
     20,
     21,
     22,
     23,
     25,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     20,
     21,
     22,
     23,
     25,
     3,
     4,
     5,
     6,
     10,
     11,
     12,
     13,
     20,
     21,
     22,
     23,
     25,
     0,
     3,
     4,
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
     6,
     3,
     4,
     5,
     6,
     0,
     3,
     4,
     7,
     10,
     11,
     1,
     3,
     4,
     5,
     6,
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
     13]),
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
     9,
     9,
     9,
     9,
     9,
     9,
     9,
     9]),
    np.array([2,
     3,
     4,
     5,
     6,
     1,
     3,
     4,
     5,
     6,
     0,
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
     13]),
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
     1,
     1,
     1,
     1]),
    np.array([5,
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
     23]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 1, 1, 1, 1, 1]),
    np.array([1, 5, 6, 10, 1, 2, 5, 7, 9]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 1, 1, 1]),
    np.array([0, 4, 8, 0, 4, 8]),
)
_physical_data_INDEX = np.array([0, 1, 5, 9, 10, 11, 15, 19])


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
        q: position coordinates (14).
        dv: increment in velocity coordinates (e.g. h v) (14).

    Returns:
        ndarray of shape (14,), 14 nonzero.
    """
    # 14 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (14,) else _floats(dv, 14, "dv")

    return np.array([
        dv_0 + q_r_bar1_x,  # [0]
        dv_1 + q_r_bar1_y,  # [1]
        dv_2 + q_r_bar1_z,  # [2]
        dv_3 + q_e_bar1_0,  # [3]
        dv_4 + q_e_bar1_1,  # [4]
        dv_5 + q_e_bar1_2,  # [5]
        dv_6 + q_e_bar1_3,  # [6]
        dv_7 + q_r_bar2_x,  # [7]
        dv_8 + q_r_bar2_y,  # [8]
        dv_9 + q_r_bar2_z,  # [9]
        dv_10 + q_e_bar2_0,  # [10]
        dv_11 + q_e_bar2_1,  # [11]
        dv_12 + q_e_bar2_2,  # [12]
        dv_13 + q_e_bar2_3,  # [13]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp, re and relative.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (14).

    Returns:
        ndarray of shape (14, 14), 14 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((14, 14))
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
    )
    return out



def qdot(q, v):
    """The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and
    re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the
    Euler parameters of a ball joint or free body, A u for a free body's centre of mass
    (seed 001 eq. 39c), the rates elsewhere.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).

    Returns:
        ndarray of shape (14,), 14 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    return np.array([
        v_rd_bar1_x,  # [0]
        v_rd_bar1_y,  # [1]
        v_rd_bar1_z,  # [2]
        v_ed_bar1_0,  # [3]
        v_ed_bar1_1,  # [4]
        v_ed_bar1_2,  # [5]
        v_ed_bar1_3,  # [6]
        v_rd_bar2_x,  # [7]
        v_rd_bar2_y,  # [8]
        v_rd_bar2_z,  # [9]
        v_ed_bar2_0,  # [10]
        v_ed_bar2_1,  # [11]
        v_ed_bar2_2,  # [12]
        v_ed_bar2_3,  # [13]
    ])



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 101 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = q_e_bar1_1**2
    cse1 = q_e_bar1_0**2
    cse2 = 2*cse1 - 1
    cse3 = 2*cse0 + cse2
    cse4 = (1/2)*p_L1
    cse5 = -cse3*cse4
    cse6 = 2*q_e_bar1_1
    cse7 = cse6*q_e_bar1_2
    cse8 = 2*q_e_bar1_0*q_e_bar1_3
    cse9 = cse7 + cse8
    cse10 = -cse4*cse9
    cse11 = 2*q_e_bar1_2
    cse12 = -cse11*q_e_bar1_0 + cse6*q_e_bar1_3
    cse13 = -cse12*cse4
    cse14 = q_e_bar1_3**2
    cse15 = cse11*q_e_bar1_3
    cse16 = cse6*q_e_bar1_0
    cse17 = q_e_bar2_1**2
    cse18 = q_e_bar2_0**2
    cse19 = 2*cse18 - 1
    cse20 = (1/2)*p_L2
    cse21 = 2*q_e_bar2_2
    cse22 = 2*q_e_bar2_0
    cse23 = 2*q_e_bar2_1*q_e_bar2_3
    cse24 = cse22*q_e_bar2_2
    cse25 = q_e_bar2_3**2
    cse26 = cse19 + 2*cse25
    cse27 = cse21*q_e_bar2_3 - cse22*q_e_bar2_1
    cse28 = q_e_bar1_2**2
    cse29 = cse23 + cse24
    return np.array([
        cse5 + q_r_bar1_x,  # [0]
        cse10 + q_r_bar1_y,  # [1]
        cse13 + q_r_bar1_z,  # [2]
        2*cse14 + cse2,  # [3]
        -cse15 + cse16,  # [4]
        -cse20*(2*cse17 + cse19) + cse5 - q_r_bar1_x + q_r_bar2_x,  # [5]
        cse10 - cse20*(cse21*q_e_bar2_1 + cse22*q_e_bar2_3) - q_r_bar1_y + q_r_bar2_y,  # [6]
        cse13 - cse20*(cse23 - cse24) - q_r_bar1_z + q_r_bar2_z,  # [7]
        cse26*(cse15 + cse16) + cse27*(cse2 + 2*cse28) + cse29*(cse7 - cse8),  # [8]
        -cse12*cse26 - cse27*cse9 - cse29*cse3,  # [9]
        (1/2)*cse0 + (1/2)*cse1 + (1/2)*cse14 + (1/2)*cse28 - 1/2,  # [10]
        (1/2)*cse17 + (1/2)*cse18 + (1/2)*cse25 + (1/2)*q_e_bar2_2**2 - 1/2,  # [11]
    ])



def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 12).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = q_e_bar1_1**2
    cse1 = q_e_bar1_0**2
    cse2 = 2*cse1 - 1
    cse3 = 2*cse0 + cse2
    cse4 = (1/2)*p_L1
    cse5 = -cse3*cse4
    cse6 = 2*q_e_bar1_1
    cse7 = cse6*q_e_bar1_2
    cse8 = 2*q_e_bar1_0*q_e_bar1_3
    cse9 = cse7 + cse8
    cse10 = -cse4*cse9
    cse11 = 2*q_e_bar1_2
    cse12 = -cse11*q_e_bar1_0 + cse6*q_e_bar1_3
    cse13 = -cse12*cse4
    cse14 = q_e_bar1_3**2
    cse15 = cse11*q_e_bar1_3
    cse16 = cse6*q_e_bar1_0
    cse17 = q_e_bar2_1**2
    cse18 = q_e_bar2_0**2
    cse19 = 2*cse18 - 1
    cse20 = (1/2)*p_L2
    cse21 = 2*q_e_bar2_2
    cse22 = 2*q_e_bar2_0
    cse23 = 2*q_e_bar2_1*q_e_bar2_3
    cse24 = cse22*q_e_bar2_2
    cse25 = q_e_bar2_3**2
    cse26 = cse19 + 2*cse25
    cse27 = cse21*q_e_bar2_3 - cse22*q_e_bar2_1
    cse28 = q_e_bar1_2**2
    cse29 = cse23 + cse24
    out = np.zeros((n, 12))
    out[:, 0] = cse5 + q_r_bar1_x
    out[:, 1] = cse10 + q_r_bar1_y
    out[:, 2] = cse13 + q_r_bar1_z
    out[:, 3] = 2*cse14 + cse2
    out[:, 4] = -cse15 + cse16
    out[:, 5] = -cse20*(2*cse17 + cse19) + cse5 - q_r_bar1_x + q_r_bar2_x
    out[:, 6] = cse10 - cse20*(cse21*q_e_bar2_1 + cse22*q_e_bar2_3) - q_r_bar1_y + q_r_bar2_y
    out[:, 7] = cse13 - cse20*(cse23 - cse24) - q_r_bar1_z + q_r_bar2_z
    out[:, 8] = cse26*(cse15 + cse16) + cse27*(cse2 + 2*cse28) + cse29*(cse7 - cse8)
    out[:, 9] = -cse12*cse26 - cse27*cse9 - cse29*cse3
    out[:, 10] = (1/2)*cse0 + (1/2)*cse1 + (1/2)*cse14 + (1/2)*cse28 - 1/2
    out[:, 11] = (1/2)*cse17 + (1/2)*cse18 + (1/2)*cse25 + (1/2)*q_e_bar2_2**2 - 1/2
    return out


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Args:
        q: position coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (0,), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    return np.array([
    ])



def dropped_Phi_rows(q, t, p):
    """dropped_Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

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
        q: position coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12, 14), 69 nonzero.
    """
    # 142 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*q_e_bar1_0
    cse1 = -cse0*p_L1
    cse2 = p_L1*q_e_bar1_1
    cse3 = -2*cse2
    cse4 = -p_L1*q_e_bar1_3
    cse5 = p_L1*q_e_bar1_2
    cse6 = -cse5
    cse7 = -cse2
    cse8 = p_L1*q_e_bar1_0
    cse9 = -cse8
    cse10 = 4*q_e_bar1_0
    cse11 = 2*q_e_bar1_1
    cse12 = 2*q_e_bar1_3
    cse13 = 2*q_e_bar1_2
    cse14 = p_L2*q_e_bar2_0
    cse15 = p_L2*q_e_bar2_1
    cse16 = -p_L2*q_e_bar2_3
    cse17 = p_L2*q_e_bar2_2
    cse18 = -cse15
    cse19 = 2*q_e_bar2_0**2 + 2*q_e_bar2_3**2 - 1
    cse20 = cse11*cse19
    cse21 = 2*q_e_bar2_3
    cse22 = 2*q_e_bar2_0
    cse23 = cse21*q_e_bar2_2 - cse22*q_e_bar2_1
    cse24 = cse21*q_e_bar2_1 + cse22*q_e_bar2_2
    cse25 = cse0*cse19
    cse26 = cse12*cse19
    cse27 = cse13*cse19
    cse28 = 4*cse11*q_e_bar1_0 + 4*cse12*q_e_bar1_2
    cse29 = 2*q_e_bar1_0**2 - 1
    cse30 = cse29 + 2*q_e_bar1_2**2
    cse31 = 2*cse30
    cse32 = cse11*q_e_bar1_2
    cse33 = cse0*q_e_bar1_3
    cse34 = cse32 - cse33
    cse35 = 2*cse34
    cse36 = -4*cse0*q_e_bar1_2 + 4*cse11*q_e_bar1_3
    cse37 = cse29 + 2*q_e_bar1_1**2
    cse38 = 2*cse37
    cse39 = cse32 + cse33
    cse40 = 2*cse39
    out = np.zeros((12, 14))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        cse1,  # [0, 3]
        cse3,  # [0, 4]
        1,  # [1, 1]
        cse4,  # [1, 3]
        cse6,  # [1, 4]
        cse7,  # [1, 5]
        cse9,  # [1, 6]
        1,  # [2, 2]
        cse5,  # [2, 3]
        cse4,  # [2, 4]
        cse8,  # [2, 5]
        cse7,  # [2, 6]
        cse10,  # [3, 3]
        4*q_e_bar1_3,  # [3, 6]
        cse11,  # [4, 3]
        cse0,  # [4, 4]
        -cse12,  # [4, 5]
        -cse13,  # [4, 6]
        -1,  # [5, 0]
        cse1,  # [5, 3]
        cse3,  # [5, 4]
        1,  # [5, 7]
        -2*cse14,  # [5, 10]
        -2*cse15,  # [5, 11]
        -1,  # [6, 1]
        cse4,  # [6, 3]
        cse6,  # [6, 4]
        cse7,  # [6, 5]
        cse9,  # [6, 6]
        1,  # [6, 8]
        cse16,  # [6, 10]
        -cse17,  # [6, 11]
        cse18,  # [6, 12]
        -cse14,  # [6, 13]
        -1,  # [7, 2]
        cse5,  # [7, 3]
        cse4,  # [7, 4]
        cse8,  # [7, 5]
        cse7,  # [7, 6]
        1,  # [7, 9]
        cse17,  # [7, 10]
        cse16,  # [7, 11]
        cse14,  # [7, 12]
        cse18,  # [7, 13]
        cse10*cse23 - cse12*cse24 + cse20,  # [8, 3]
        cse13*cse24 + cse25,  # [8, 4]
        cse11*cse24 + 4*cse23*q_e_bar1_2 + cse26,  # [8, 5]
        -cse0*cse24 + cse27,  # [8, 6]
        cse28*q_e_bar2_0 - cse31*q_e_bar2_1 + cse35*q_e_bar2_2,  # [8, 10]
        cse21*cse34 - cse22*cse30,  # [8, 11]
        cse21*cse30 + cse35*q_e_bar2_0,  # [8, 12]
        cse28*q_e_bar2_3 + cse31*q_e_bar2_2 + cse35*q_e_bar2_1,  # [8, 13]
        -cse10*cse24 - cse12*cse23 + cse27,  # [9, 3]
        -cse13*cse23 - 4*cse24*q_e_bar1_1 - cse26,  # [9, 4]
        -cse11*cse23 + cse25,  # [9, 5]
        -cse0*cse23 - cse20,  # [9, 6]
        -cse36*q_e_bar2_0 - cse38*q_e_bar2_2 + cse40*q_e_bar2_1,  # [9, 10]
        -cse21*cse37 + cse40*q_e_bar2_0,  # [9, 11]
        -cse21*cse39 - cse22*cse37,  # [9, 12]
        -cse36*q_e_bar2_3 - cse38*q_e_bar2_1 - cse40*q_e_bar2_2,  # [9, 13]
        q_e_bar1_0,  # [10, 3]
        q_e_bar1_1,  # [10, 4]
        q_e_bar1_2,  # [10, 5]
        q_e_bar1_3,  # [10, 6]
        q_e_bar2_0,  # [11, 10]
        q_e_bar2_1,  # [11, 11]
        q_e_bar2_2,  # [11, 12]
        q_e_bar2_3,  # [11, 13]
    )
    return out



def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 12, 14).
    """
    n = len(q)
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = 2*q_e_bar1_0
    cse1 = -cse0*p_L1
    cse2 = p_L1*q_e_bar1_1
    cse3 = -2*cse2
    cse4 = -p_L1*q_e_bar1_3
    cse5 = p_L1*q_e_bar1_2
    cse6 = -cse5
    cse7 = -cse2
    cse8 = p_L1*q_e_bar1_0
    cse9 = -cse8
    cse10 = 4*q_e_bar1_0
    cse11 = 2*q_e_bar1_1
    cse12 = 2*q_e_bar1_3
    cse13 = 2*q_e_bar1_2
    cse14 = p_L2*q_e_bar2_0
    cse15 = p_L2*q_e_bar2_1
    cse16 = -p_L2*q_e_bar2_3
    cse17 = p_L2*q_e_bar2_2
    cse18 = -cse15
    cse19 = 2*q_e_bar2_0**2 + 2*q_e_bar2_3**2 - 1
    cse20 = cse11*cse19
    cse21 = 2*q_e_bar2_3
    cse22 = 2*q_e_bar2_0
    cse23 = cse21*q_e_bar2_2 - cse22*q_e_bar2_1
    cse24 = cse21*q_e_bar2_1 + cse22*q_e_bar2_2
    cse25 = cse0*cse19
    cse26 = cse12*cse19
    cse27 = cse13*cse19
    cse28 = 4*cse11*q_e_bar1_0 + 4*cse12*q_e_bar1_2
    cse29 = 2*q_e_bar1_0**2 - 1
    cse30 = cse29 + 2*q_e_bar1_2**2
    cse31 = 2*cse30
    cse32 = cse11*q_e_bar1_2
    cse33 = cse0*q_e_bar1_3
    cse34 = cse32 - cse33
    cse35 = 2*cse34
    cse36 = -4*cse0*q_e_bar1_2 + 4*cse11*q_e_bar1_3
    cse37 = cse29 + 2*q_e_bar1_1**2
    cse38 = 2*cse37
    cse39 = cse32 + cse33
    cse40 = 2*cse39
    out = np.zeros((n, 12, 14))
    out[:, 0, 0] = 1
    out[:, 0, 3] = cse1
    out[:, 0, 4] = cse3
    out[:, 1, 1] = 1
    out[:, 1, 3] = cse4
    out[:, 1, 4] = cse6
    out[:, 1, 5] = cse7
    out[:, 1, 6] = cse9
    out[:, 2, 2] = 1
    out[:, 2, 3] = cse5
    out[:, 2, 4] = cse4
    out[:, 2, 5] = cse8
    out[:, 2, 6] = cse7
    out[:, 3, 3] = cse10
    out[:, 3, 6] = 4*q_e_bar1_3
    out[:, 4, 3] = cse11
    out[:, 4, 4] = cse0
    out[:, 4, 5] = -cse12
    out[:, 4, 6] = -cse13
    out[:, 5, 0] = -1
    out[:, 5, 3] = cse1
    out[:, 5, 4] = cse3
    out[:, 5, 7] = 1
    out[:, 5, 10] = -2*cse14
    out[:, 5, 11] = -2*cse15
    out[:, 6, 1] = -1
    out[:, 6, 3] = cse4
    out[:, 6, 4] = cse6
    out[:, 6, 5] = cse7
    out[:, 6, 6] = cse9
    out[:, 6, 8] = 1
    out[:, 6, 10] = cse16
    out[:, 6, 11] = -cse17
    out[:, 6, 12] = cse18
    out[:, 6, 13] = -cse14
    out[:, 7, 2] = -1
    out[:, 7, 3] = cse5
    out[:, 7, 4] = cse4
    out[:, 7, 5] = cse8
    out[:, 7, 6] = cse7
    out[:, 7, 9] = 1
    out[:, 7, 10] = cse17
    out[:, 7, 11] = cse16
    out[:, 7, 12] = cse14
    out[:, 7, 13] = cse18
    out[:, 8, 3] = cse10*cse23 - cse12*cse24 + cse20
    out[:, 8, 4] = cse13*cse24 + cse25
    out[:, 8, 5] = cse11*cse24 + 4*cse23*q_e_bar1_2 + cse26
    out[:, 8, 6] = -cse0*cse24 + cse27
    out[:, 8, 10] = cse28*q_e_bar2_0 - cse31*q_e_bar2_1 + cse35*q_e_bar2_2
    out[:, 8, 11] = cse21*cse34 - cse22*cse30
    out[:, 8, 12] = cse21*cse30 + cse35*q_e_bar2_0
    out[:, 8, 13] = cse28*q_e_bar2_3 + cse31*q_e_bar2_2 + cse35*q_e_bar2_1
    out[:, 9, 3] = -cse10*cse24 - cse12*cse23 + cse27
    out[:, 9, 4] = -cse13*cse23 - 4*cse24*q_e_bar1_1 - cse26
    out[:, 9, 5] = -cse11*cse23 + cse25
    out[:, 9, 6] = -cse0*cse23 - cse20
    out[:, 9, 10] = -cse36*q_e_bar2_0 - cse38*q_e_bar2_2 + cse40*q_e_bar2_1
    out[:, 9, 11] = -cse21*cse37 + cse40*q_e_bar2_0
    out[:, 9, 12] = -cse21*cse39 - cse22*cse37
    out[:, 9, 13] = -cse36*q_e_bar2_3 - cse38*q_e_bar2_1 - cse40*q_e_bar2_2
    out[:, 10, 3] = q_e_bar1_0
    out[:, 10, 4] = q_e_bar1_1
    out[:, 10, 5] = q_e_bar1_2
    out[:, 10, 6] = q_e_bar1_3
    out[:, 11, 10] = q_e_bar2_0
    out[:, 11, 11] = q_e_bar2_1
    out[:, 11, 12] = q_e_bar2_2
    out[:, 11, 13] = q_e_bar2_3
    return out


def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12,), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros(12)
    return out



def nu_rows(q, t, p):
    """nu at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 12).
    """
    n = len(q)
    out = np.zeros((n, 12))
    return out


def velocity_residual(q, v, t, p):
    """Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where
    the velocities satisfy the constraints; the runtime's velocity violation.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 227 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = q_e_bar1_1*v_ed_bar1_1
    cse1 = 2*p_L1
    cse2 = q_e_bar1_0*v_ed_bar1_0
    cse3 = -cse0*cse1 - cse1*cse2
    cse4 = p_L1*v_ed_bar1_3
    cse5 = p_L1*v_ed_bar1_2
    cse6 = p_L1*q_e_bar1_3
    cse7 = p_L1*q_e_bar1_2
    cse8 = -cse4*q_e_bar1_0 - cse5*q_e_bar1_1 - cse6*v_ed_bar1_0 - cse7*v_ed_bar1_1
    cse9 = -cse4*q_e_bar1_1 + cse5*q_e_bar1_0 - cse6*v_ed_bar1_1 + cse7*v_ed_bar1_0
    cse10 = q_e_bar1_3*v_ed_bar1_3
    cse11 = 2*q_e_bar1_3
    cse12 = 2*q_e_bar1_0
    cse13 = 2*q_e_bar1_2
    cse14 = q_e_bar2_1*v_ed_bar2_1
    cse15 = 2*p_L2
    cse16 = q_e_bar2_0*v_ed_bar2_0
    cse17 = p_L2*q_e_bar2_0
    cse18 = p_L2*q_e_bar2_2
    cse19 = p_L2*q_e_bar2_1
    cse20 = p_L2*q_e_bar2_3
    cse21 = 4*cse12*q_e_bar1_1 + 4*cse13*q_e_bar1_3
    cse22 = cse13*q_e_bar1_1
    cse23 = cse12*q_e_bar1_3
    cse24 = cse22 - cse23
    cse25 = 2*q_e_bar2_1
    cse26 = 2*q_e_bar1_0**2 - 1
    cse27 = cse26 + 2*q_e_bar1_2**2
    cse28 = 2*cse27
    cse29 = 2*cse24
    cse30 = 4*q_e_bar2_0**2 + 4*q_e_bar2_3**2 - 2
    cse31 = cse30*q_e_bar1_2
    cse32 = 2*q_e_bar2_0
    cse33 = cse25*q_e_bar2_3 + cse32*q_e_bar2_2
    cse34 = 2*cse33
    cse35 = cse30*q_e_bar1_3
    cse36 = -cse25*q_e_bar2_0 + 2*q_e_bar2_2*q_e_bar2_3
    cse37 = 4*cse36
    cse38 = cse33*q_e_bar1_1
    cse39 = cse30*q_e_bar1_0
    cse40 = cse30*q_e_bar1_1
    cse41 = cse22 + cse23
    cse42 = 2*cse41
    cse43 = cse26 + 2*q_e_bar1_1**2
    cse44 = 2*cse43
    cse45 = 4*cse11*q_e_bar1_1 - 4*cse12*q_e_bar1_2
    cse46 = 2*cse36
    return np.array([
        cse3 + v_rd_bar1_x,  # [0]
        cse8 + v_rd_bar1_y,  # [1]
        cse9 + v_rd_bar1_z,  # [2]
        4*cse10 + 4*cse2,  # [3]
        -cse11*v_ed_bar1_2 + cse12*v_ed_bar1_1 - cse13*v_ed_bar1_3 + 2*q_e_bar1_1*v_ed_bar1_0,  # [4]
        -cse14*cse15 - cse15*cse16 + cse3 - v_rd_bar1_x + v_rd_bar2_x,  # [5]
        -cse17*v_ed_bar2_3 - cse18*v_ed_bar2_1 - cse19*v_ed_bar2_2 - cse20*v_ed_bar2_0 + cse8 - v_rd_bar1_y + v_rd_bar2_y,  # [6]
        cse17*v_ed_bar2_2 + cse18*v_ed_bar2_0 - cse19*v_ed_bar2_3 - cse20*v_ed_bar2_1 + cse9 - v_rd_bar1_z + v_rd_bar2_z,  # [7]
        v_ed_bar1_0*(-cse34*q_e_bar1_3 + cse37*q_e_bar1_0 + cse40) + v_ed_bar1_1*(cse34*q_e_bar1_2 + cse39) + v_ed_bar1_2*(cse35 + cse37*q_e_bar1_2 + 2*cse38) + v_ed_bar1_3*(cse31 - cse34*q_e_bar1_0) + v_ed_bar2_0*(cse21*q_e_bar2_0 - cse25*cse27 + cse29*q_e_bar2_2) + v_ed_bar2_1*(-cse28*q_e_bar2_0 + cse29*q_e_bar2_3) + v_ed_bar2_2*(cse24*cse32 + cse28*q_e_bar2_3) + v_ed_bar2_3*(cse21*q_e_bar2_3 + cse24*cse25 + cse28*q_e_bar2_2),  # [8]
        v_ed_bar1_0*(cse31 - 4*cse33*q_e_bar1_0 - cse46*q_e_bar1_3) + v_ed_bar1_1*(-cse35 - 4*cse38 - cse46*q_e_bar1_2) + v_ed_bar1_2*(cse39 - cse46*q_e_bar1_1) + v_ed_bar1_3*(-cse40 - cse46*q_e_bar1_0) + v_ed_bar2_0*(cse25*cse41 - cse44*q_e_bar2_2 - cse45*q_e_bar2_0) + v_ed_bar2_1*(cse32*cse41 - cse44*q_e_bar2_3) + v_ed_bar2_2*(-cse42*q_e_bar2_3 - cse44*q_e_bar2_0) + v_ed_bar2_3*(-cse25*cse43 - cse42*q_e_bar2_2 - cse45*q_e_bar2_3),  # [9]
        cse0 + cse10 + cse2 + q_e_bar1_2*v_ed_bar1_2,  # [10]
        cse14 + cse16 + q_e_bar2_2*v_ed_bar2_2 + q_e_bar2_3*v_ed_bar2_3,  # [11]
    ])



def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        v: velocity coordinates, one row each (n, 14).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 12).
    """
    n = len(q)
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = _columns(v, n, 14, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = q_e_bar1_1*v_ed_bar1_1
    cse1 = 2*p_L1
    cse2 = q_e_bar1_0*v_ed_bar1_0
    cse3 = -cse0*cse1 - cse1*cse2
    cse4 = p_L1*v_ed_bar1_3
    cse5 = p_L1*v_ed_bar1_2
    cse6 = p_L1*q_e_bar1_3
    cse7 = p_L1*q_e_bar1_2
    cse8 = -cse4*q_e_bar1_0 - cse5*q_e_bar1_1 - cse6*v_ed_bar1_0 - cse7*v_ed_bar1_1
    cse9 = -cse4*q_e_bar1_1 + cse5*q_e_bar1_0 - cse6*v_ed_bar1_1 + cse7*v_ed_bar1_0
    cse10 = q_e_bar1_3*v_ed_bar1_3
    cse11 = 2*q_e_bar1_3
    cse12 = 2*q_e_bar1_0
    cse13 = 2*q_e_bar1_2
    cse14 = q_e_bar2_1*v_ed_bar2_1
    cse15 = 2*p_L2
    cse16 = q_e_bar2_0*v_ed_bar2_0
    cse17 = p_L2*q_e_bar2_0
    cse18 = p_L2*q_e_bar2_2
    cse19 = p_L2*q_e_bar2_1
    cse20 = p_L2*q_e_bar2_3
    cse21 = 4*cse12*q_e_bar1_1 + 4*cse13*q_e_bar1_3
    cse22 = cse13*q_e_bar1_1
    cse23 = cse12*q_e_bar1_3
    cse24 = cse22 - cse23
    cse25 = 2*q_e_bar2_1
    cse26 = 2*q_e_bar1_0**2 - 1
    cse27 = cse26 + 2*q_e_bar1_2**2
    cse28 = 2*cse27
    cse29 = 2*cse24
    cse30 = 4*q_e_bar2_0**2 + 4*q_e_bar2_3**2 - 2
    cse31 = cse30*q_e_bar1_2
    cse32 = 2*q_e_bar2_0
    cse33 = cse25*q_e_bar2_3 + cse32*q_e_bar2_2
    cse34 = 2*cse33
    cse35 = cse30*q_e_bar1_3
    cse36 = -cse25*q_e_bar2_0 + 2*q_e_bar2_2*q_e_bar2_3
    cse37 = 4*cse36
    cse38 = cse33*q_e_bar1_1
    cse39 = cse30*q_e_bar1_0
    cse40 = cse30*q_e_bar1_1
    cse41 = cse22 + cse23
    cse42 = 2*cse41
    cse43 = cse26 + 2*q_e_bar1_1**2
    cse44 = 2*cse43
    cse45 = 4*cse11*q_e_bar1_1 - 4*cse12*q_e_bar1_2
    cse46 = 2*cse36
    out = np.zeros((n, 12))
    out[:, 0] = cse3 + v_rd_bar1_x
    out[:, 1] = cse8 + v_rd_bar1_y
    out[:, 2] = cse9 + v_rd_bar1_z
    out[:, 3] = 4*cse10 + 4*cse2
    out[:, 4] = -cse11*v_ed_bar1_2 + cse12*v_ed_bar1_1 - cse13*v_ed_bar1_3 + 2*q_e_bar1_1*v_ed_bar1_0
    out[:, 5] = -cse14*cse15 - cse15*cse16 + cse3 - v_rd_bar1_x + v_rd_bar2_x
    out[:, 6] = -cse17*v_ed_bar2_3 - cse18*v_ed_bar2_1 - cse19*v_ed_bar2_2 - cse20*v_ed_bar2_0 + cse8 - v_rd_bar1_y + v_rd_bar2_y
    out[:, 7] = cse17*v_ed_bar2_2 + cse18*v_ed_bar2_0 - cse19*v_ed_bar2_3 - cse20*v_ed_bar2_1 + cse9 - v_rd_bar1_z + v_rd_bar2_z
    out[:, 8] = v_ed_bar1_0*(-cse34*q_e_bar1_3 + cse37*q_e_bar1_0 + cse40) + v_ed_bar1_1*(cse34*q_e_bar1_2 + cse39) + v_ed_bar1_2*(cse35 + cse37*q_e_bar1_2 + 2*cse38) + v_ed_bar1_3*(cse31 - cse34*q_e_bar1_0) + v_ed_bar2_0*(cse21*q_e_bar2_0 - cse25*cse27 + cse29*q_e_bar2_2) + v_ed_bar2_1*(-cse28*q_e_bar2_0 + cse29*q_e_bar2_3) + v_ed_bar2_2*(cse24*cse32 + cse28*q_e_bar2_3) + v_ed_bar2_3*(cse21*q_e_bar2_3 + cse24*cse25 + cse28*q_e_bar2_2)
    out[:, 9] = v_ed_bar1_0*(cse31 - 4*cse33*q_e_bar1_0 - cse46*q_e_bar1_3) + v_ed_bar1_1*(-cse35 - 4*cse38 - cse46*q_e_bar1_2) + v_ed_bar1_2*(cse39 - cse46*q_e_bar1_1) + v_ed_bar1_3*(-cse40 - cse46*q_e_bar1_0) + v_ed_bar2_0*(cse25*cse41 - cse44*q_e_bar2_2 - cse45*q_e_bar2_0) + v_ed_bar2_1*(cse32*cse41 - cse44*q_e_bar2_3) + v_ed_bar2_2*(-cse42*q_e_bar2_3 - cse44*q_e_bar2_0) + v_ed_bar2_3*(-cse25*cse43 - cse42*q_e_bar2_2 - cse45*q_e_bar2_3)
    out[:, 10] = cse0 + cse10 + cse2 + q_e_bar1_2*v_ed_bar1_2
    out[:, 11] = cse14 + cse16 + q_e_bar2_2*v_ed_bar2_2 + q_e_bar2_3*v_ed_bar2_3
    return out


def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 399 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, _,
        _, _, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = v_ed_bar1_1**2
    cse1 = 2*p_L1
    cse2 = v_ed_bar1_0**2
    cse3 = -cse0*cse1 - cse1*cse2
    cse4 = cse1*v_ed_bar1_2
    cse5 = cse1*v_ed_bar1_3
    cse6 = -cse4*v_ed_bar1_1 - cse5*v_ed_bar1_0
    cse7 = cse4*v_ed_bar1_0 - cse5*v_ed_bar1_1
    cse8 = v_ed_bar1_3**2
    cse9 = v_ed_bar2_1**2
    cse10 = 2*p_L2
    cse11 = v_ed_bar2_0**2
    cse12 = cse10*v_ed_bar2_1
    cse13 = cse10*v_ed_bar2_0
    cse14 = 4*q_e_bar1_3
    cse15 = cse14*q_e_bar2_0
    cse16 = 8*q_e_bar2_3
    cse17 = cse16*q_e_bar1_0
    cse18 = -cse15 + cse17
    cse19 = 4*q_e_bar1_2
    cse20 = cse19*q_e_bar2_0
    cse21 = 4*q_e_bar1_1
    cse22 = cse21*q_e_bar2_0
    cse23 = cse16*q_e_bar1_2
    cse24 = cse22 + cse23
    cse25 = 4*q_e_bar2_0
    cse26 = q_e_bar1_0*v_ed_bar1_3
    cse27 = cse25*cse26
    cse28 = cse21*q_e_bar1_2
    cse29 = cse14*q_e_bar1_0
    cse30 = -cse29
    cse31 = cse28 + cse30
    cse32 = 4*q_e_bar1_2**2
    cse33 = 4*q_e_bar1_0**2
    cse34 = cse32 + cse33 - 2
    cse35 = cse19*q_e_bar2_3
    cse36 = cse21*q_e_bar2_3
    cse37 = 8*q_e_bar2_0
    cse38 = cse37*q_e_bar1_2
    cse39 = cse36 - cse38
    cse40 = 2 - cse33
    cse41 = -cse32 + cse40
    cse42 = 4*q_e_bar2_3
    cse43 = cse37*q_e_bar1_0
    cse44 = -cse14*q_e_bar2_3 - cse43
    cse45 = -cse26*cse42 + cse44*v_ed_bar1_0
    cse46 = cse37*q_e_bar1_1
    cse47 = q_e_bar1_0*q_e_bar2_1
    cse48 = -cse14*q_e_bar2_2 - 8*cse47
    cse49 = cse46 + cse48
    cse50 = cse19*q_e_bar2_2
    cse51 = cse43 + cse50
    cse52 = cse21*q_e_bar2_2
    cse53 = 8*q_e_bar1_2
    cse54 = cse37*q_e_bar1_3
    cse55 = cse52 - cse53*q_e_bar2_1 + cse54
    cse56 = q_e_bar1_0*q_e_bar2_2
    cse57 = -4*cse56
    cse58 = cse38 + cse57
    cse59 = 8*q_e_bar1_1
    cse60 = cse53*q_e_bar1_3 + cse59*q_e_bar1_0
    cse61 = cse19*q_e_bar2_1
    cse62 = cse17 + cse61
    cse63 = cse14*q_e_bar2_1
    cse64 = 8*cse56
    cse65 = cse16*q_e_bar1_1
    cse66 = -cse63 + cse64 + cse65
    cse67 = cse21*q_e_bar2_1
    cse68 = cse16*q_e_bar1_3
    cse69 = cse53*q_e_bar2_2 + cse67 + cse68
    cse70 = 4*cse47
    cse71 = cse23 - cse70
    cse72 = cse42*q_e_bar2_1
    cse73 = cse25*q_e_bar2_2
    cse74 = -cse72 - cse73
    cse75 = q_e_bar1_0*v_ed_bar2_2
    cse76 = 4*q_e_bar2_3**2
    cse77 = 4*q_e_bar2_0**2
    cse78 = cse76 + cse77 - 2
    cse79 = cse78*v_ed_bar1_2
    cse80 = q_e_bar1_0*v_ed_bar2_1
    cse81 = cse72 + cse73
    cse82 = cse16*q_e_bar2_2 - cse37*q_e_bar2_1
    cse83 = cse78*v_ed_bar1_0
    cse84 = cse23 + cse48
    cse85 = -cse50 - cse59*q_e_bar2_1 - cse68
    cse86 = cse17 - cse52
    cse87 = cse53*q_e_bar1_0 - cse59*q_e_bar1_3
    cse88 = -cse65
    cse89 = cse57 + cse88
    cse90 = cse40 - 4*q_e_bar1_1**2
    cse91 = -cse28 + cse30
    cse92 = -cse46
    cse93 = -cse35 + cse92
    cse94 = cse20 + cse88
    cse95 = cse15 - cse17
    cse96 = cse28 + cse29
    cse97 = -cse54 - cse59*q_e_bar2_2 + cse61
    cse98 = cse43 + cse67
    cse99 = cse70 + cse92
    cse100 = cse38 + cse63 - cse64
    cse101 = -cse76 - cse77 + 2
    cse102 = cse25*q_e_bar2_1 - cse42*q_e_bar2_2
    cse103 = -cse16*q_e_bar2_1 - cse37*q_e_bar2_2
    return np.array([
        -cse3,  # [0]
        -cse6,  # [1]
        -cse7,  # [2]
        -4*cse2 - 4*cse8,  # [3]
        -4*v_ed_bar1_0*v_ed_bar1_1 + 4*v_ed_bar1_2*v_ed_bar1_3,  # [4]
        cse10*cse11 + cse10*cse9 - cse3,  # [5]
        cse12*v_ed_bar2_2 + cse13*v_ed_bar2_3 - cse6,  # [6]
        cse12*v_ed_bar2_3 - cse13*v_ed_bar2_2 - cse7,  # [7]
        -v_ed_bar1_0*(cse18*v_ed_bar2_2 + cse44*v_ed_bar2_1 + cse49*v_ed_bar2_0 + cse66*v_ed_bar2_3 + cse74*v_ed_bar1_3 + cse78*v_ed_bar1_1 + cse82*v_ed_bar1_0) - v_ed_bar1_1*(cse20*v_ed_bar2_2 + cse35*v_ed_bar2_1 + cse51*v_ed_bar2_0 + cse62*v_ed_bar2_3 + cse81*v_ed_bar1_2 + cse83) - v_ed_bar1_2*(cse24*v_ed_bar2_2 + cse39*v_ed_bar2_1 + cse55*v_ed_bar2_0 + cse69*v_ed_bar2_3 + cse78*v_ed_bar1_3 + cse81*v_ed_bar1_1 + cse82*v_ed_bar1_2) - v_ed_bar1_3*(-cse25*cse75 - cse42*cse80 + cse58*v_ed_bar2_0 + cse71*v_ed_bar2_3 + cse74*v_ed_bar1_0 + cse79) - v_ed_bar2_0*(cse31*v_ed_bar2_2 + cse41*v_ed_bar2_1 + cse49*v_ed_bar1_0 + cse51*v_ed_bar1_1 + cse55*v_ed_bar1_2 + cse58*v_ed_bar1_3 + cse60*v_ed_bar2_0) - v_ed_bar2_1*(cse31*v_ed_bar2_3 + cse35*v_ed_bar1_1 + cse39*v_ed_bar1_2 + cse41*v_ed_bar2_0 + cse45) - v_ed_bar2_2*(cse18*v_ed_bar1_0 + cse20*v_ed_bar1_1 + cse24*v_ed_bar1_2 - cse27 + cse31*v_ed_bar2_0 + cse34*v_ed_bar2_3) - v_ed_bar2_3*(cse31*v_ed_bar2_1 + cse34*v_ed_bar2_2 + cse60*v_ed_bar2_3 + cse62*v_ed_bar1_1 + cse66*v_ed_bar1_0 + cse69*v_ed_bar1_2 + cse71*v_ed_bar1_3),  # [8]
        -v_ed_bar1_0*(cse100*v_ed_bar2_0 + cse102*v_ed_bar1_3 + cse103*v_ed_bar1_0 + cse44*v_ed_bar2_2 + cse79 + cse84*v_ed_bar2_3 + cse95*v_ed_bar2_1) - v_ed_bar1_1*(cse101*v_ed_bar1_3 + cse102*v_ed_bar1_2 + cse103*v_ed_bar1_1 + cse85*v_ed_bar2_3 + cse93*v_ed_bar2_2 + cse94*v_ed_bar2_1 + cse97*v_ed_bar2_0) - v_ed_bar1_2*(cse102*v_ed_bar1_1 + cse22*v_ed_bar2_1 - cse36*v_ed_bar2_2 + cse83 + cse86*v_ed_bar2_3 + cse98*v_ed_bar2_0) - v_ed_bar1_3*(cse101*v_ed_bar1_1 + cse102*v_ed_bar1_0 + cse25*cse80 - cse42*cse75 + cse89*v_ed_bar2_3 + cse99*v_ed_bar2_0) - v_ed_bar2_0*(cse100*v_ed_bar1_0 + cse87*v_ed_bar2_0 + cse90*v_ed_bar2_2 + cse96*v_ed_bar2_1 + cse97*v_ed_bar1_1 + cse98*v_ed_bar1_2 + cse99*v_ed_bar1_3) - v_ed_bar2_1*(cse22*v_ed_bar1_2 + cse27 + cse90*v_ed_bar2_3 + cse94*v_ed_bar1_1 + cse95*v_ed_bar1_0 + cse96*v_ed_bar2_0) - v_ed_bar2_2*(-cse36*v_ed_bar1_2 + cse45 + cse90*v_ed_bar2_0 + cse91*v_ed_bar2_3 + cse93*v_ed_bar1_1) - v_ed_bar2_3*(cse84*v_ed_bar1_0 + cse85*v_ed_bar1_1 + cse86*v_ed_bar1_2 + cse87*v_ed_bar2_3 + cse89*v_ed_bar1_3 + cse90*v_ed_bar2_1 + cse91*v_ed_bar2_2),  # [9]
        -cse0 - cse2 - cse8 - v_ed_bar1_2**2,  # [10]
        -cse11 - cse9 - v_ed_bar2_2**2 - v_ed_bar2_3**2,  # [11]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V
    + K^T J K, u = V v and omega = K v their body-frame velocities (Kane's equations,
    mechgen.symbolic.relative).

    Args:
        q: position coordinates (14).
        p: parameters (4).

    Returns:
        ndarray of shape (14, 14), 38 nonzero.
    """
    # 104 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = q_e_bar1_1**2
    cse4 = (2/3)*p_rho*p_w**4
    cse5 = cse4*p_L1
    cse6 = q_e_bar1_3**2
    cse7 = (1/3)*cse2*(cse0 + p_L1**2)
    cse8 = q_e_bar1_2**2
    cse9 = cse6*cse7 + cse7*cse8
    cse10 = cse5*q_e_bar1_1
    cse11 = -cse10*q_e_bar1_0
    cse12 = cse7*q_e_bar1_3
    cse13 = cse12*q_e_bar1_1
    cse14 = q_e_bar1_0*q_e_bar1_2
    cse15 = cse14*cse7
    cse16 = -cse10*q_e_bar1_3 + cse13 - cse15
    cse17 = -cse12*q_e_bar1_0 - cse7*q_e_bar1_1*q_e_bar1_2
    cse18 = cse10*q_e_bar1_2 + cse17
    cse19 = q_e_bar1_0**2
    cse20 = cse5*q_e_bar1_3
    cse21 = cse17 + cse20*q_e_bar1_0
    cse22 = -cse13 - cse14*cse5 + cse15
    cse23 = cse19*cse7 + cse3*cse7
    cse24 = -cse20*q_e_bar1_2
    cse25 = cse1*p_L2
    cse26 = q_e_bar2_1**2
    cse27 = cse4*p_L2
    cse28 = q_e_bar2_3**2
    cse29 = (1/3)*cse25*(cse0 + p_L2**2)
    cse30 = q_e_bar2_2**2
    cse31 = cse28*cse29 + cse29*cse30
    cse32 = cse27*q_e_bar2_0
    cse33 = -cse32*q_e_bar2_1
    cse34 = cse29*q_e_bar2_1*q_e_bar2_3
    cse35 = cse29*q_e_bar2_0
    cse36 = cse35*q_e_bar2_2
    cse37 = cse27*q_e_bar2_3
    cse38 = cse34 - cse36 - cse37*q_e_bar2_1
    cse39 = q_e_bar2_1*q_e_bar2_2
    cse40 = -cse29*cse39 - cse35*q_e_bar2_3
    cse41 = cse27*cse39 + cse40
    cse42 = q_e_bar2_0**2
    cse43 = cse37*q_e_bar2_0 + cse40
    cse44 = -cse32*q_e_bar2_2 - cse34 + cse36
    cse45 = cse26*cse29 + cse29*cse42
    cse46 = -cse37*q_e_bar2_2
    out = np.zeros((14, 14))
    out[_M_INDEX] = (
        cse2,  # [0, 0]
        cse2,  # [1, 1]
        cse2,  # [2, 2]
        cse3*cse5 + cse9,  # [3, 3]
        cse11,  # [3, 4]
        cse16,  # [3, 5]
        cse18,  # [3, 6]
        cse11,  # [4, 3]
        cse19*cse5 + cse9,  # [4, 4]
        cse21,  # [4, 5]
        cse22,  # [4, 6]
        cse16,  # [5, 3]
        cse21,  # [5, 4]
        cse23 + cse5*cse6,  # [5, 5]
        cse24,  # [5, 6]
        cse18,  # [6, 3]
        cse22,  # [6, 4]
        cse24,  # [6, 5]
        cse23 + cse5*cse8,  # [6, 6]
        cse25,  # [7, 7]
        cse25,  # [8, 8]
        cse25,  # [9, 9]
        cse26*cse27 + cse31,  # [10, 10]
        cse33,  # [10, 11]
        cse38,  # [10, 12]
        cse41,  # [10, 13]
        cse33,  # [11, 10]
        cse27*cse42 + cse31,  # [11, 11]
        cse43,  # [11, 12]
        cse44,  # [11, 13]
        cse38,  # [12, 10]
        cse43,  # [12, 11]
        cse27*cse28 + cse45,  # [12, 12]
        cse46,  # [12, 13]
        cse41,  # [13, 10]
        cse44,  # [13, 11]
        cse46,  # [13, 12]
        cse27*cse30 + cse45,  # [13, 13]
    )
    return out



def M_rows(q, p):
    """M at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 14, 14).
    """
    n = len(q)
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = q_e_bar1_1**2
    cse4 = (2/3)*p_rho*p_w**4
    cse5 = cse4*p_L1
    cse6 = q_e_bar1_3**2
    cse7 = (1/3)*cse2*(cse0 + p_L1**2)
    cse8 = q_e_bar1_2**2
    cse9 = cse6*cse7 + cse7*cse8
    cse10 = cse5*q_e_bar1_1
    cse11 = -cse10*q_e_bar1_0
    cse12 = cse7*q_e_bar1_3
    cse13 = cse12*q_e_bar1_1
    cse14 = q_e_bar1_0*q_e_bar1_2
    cse15 = cse14*cse7
    cse16 = -cse10*q_e_bar1_3 + cse13 - cse15
    cse17 = -cse12*q_e_bar1_0 - cse7*q_e_bar1_1*q_e_bar1_2
    cse18 = cse10*q_e_bar1_2 + cse17
    cse19 = q_e_bar1_0**2
    cse20 = cse5*q_e_bar1_3
    cse21 = cse17 + cse20*q_e_bar1_0
    cse22 = -cse13 - cse14*cse5 + cse15
    cse23 = cse19*cse7 + cse3*cse7
    cse24 = -cse20*q_e_bar1_2
    cse25 = cse1*p_L2
    cse26 = q_e_bar2_1**2
    cse27 = cse4*p_L2
    cse28 = q_e_bar2_3**2
    cse29 = (1/3)*cse25*(cse0 + p_L2**2)
    cse30 = q_e_bar2_2**2
    cse31 = cse28*cse29 + cse29*cse30
    cse32 = cse27*q_e_bar2_0
    cse33 = -cse32*q_e_bar2_1
    cse34 = cse29*q_e_bar2_1*q_e_bar2_3
    cse35 = cse29*q_e_bar2_0
    cse36 = cse35*q_e_bar2_2
    cse37 = cse27*q_e_bar2_3
    cse38 = cse34 - cse36 - cse37*q_e_bar2_1
    cse39 = q_e_bar2_1*q_e_bar2_2
    cse40 = -cse29*cse39 - cse35*q_e_bar2_3
    cse41 = cse27*cse39 + cse40
    cse42 = q_e_bar2_0**2
    cse43 = cse37*q_e_bar2_0 + cse40
    cse44 = -cse32*q_e_bar2_2 - cse34 + cse36
    cse45 = cse26*cse29 + cse29*cse42
    cse46 = -cse37*q_e_bar2_2
    out = np.zeros((n, 14, 14))
    out[:, 0, 0] = cse2
    out[:, 1, 1] = cse2
    out[:, 2, 2] = cse2
    out[:, 3, 3] = cse3*cse5 + cse9
    out[:, 3, 4] = cse11
    out[:, 3, 5] = cse16
    out[:, 3, 6] = cse18
    out[:, 4, 3] = cse11
    out[:, 4, 4] = cse19*cse5 + cse9
    out[:, 4, 5] = cse21
    out[:, 4, 6] = cse22
    out[:, 5, 3] = cse16
    out[:, 5, 4] = cse21
    out[:, 5, 5] = cse23 + cse5*cse6
    out[:, 5, 6] = cse24
    out[:, 6, 3] = cse18
    out[:, 6, 4] = cse22
    out[:, 6, 5] = cse24
    out[:, 6, 6] = cse23 + cse5*cse8
    out[:, 7, 7] = cse25
    out[:, 8, 8] = cse25
    out[:, 9, 9] = cse25
    out[:, 10, 10] = cse26*cse27 + cse31
    out[:, 10, 11] = cse33
    out[:, 10, 12] = cse38
    out[:, 10, 13] = cse41
    out[:, 11, 10] = cse33
    out[:, 11, 11] = cse27*cse42 + cse31
    out[:, 11, 12] = cse43
    out[:, 11, 13] = cse44
    out[:, 12, 10] = cse38
    out[:, 12, 11] = cse43
    out[:, 12, 12] = cse27*cse28 + cse45
    out[:, 12, 13] = cse46
    out[:, 13, 10] = cse41
    out[:, 13, 11] = cse44
    out[:, 13, 12] = cse46
    out[:, 13, 13] = cse27*cse30 + cse45
    return out


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for
    relative, the body-frame loads and the bias accelerations at frozen v projected by V^T
    and K^T (mechgen.symbolic.relative).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (14,), 10 nonzero.
    """
    # 169 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, _,
        _, _, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = p_w**2
    cse1 = 9.81*cse0
    cse2 = p_L1*p_rho
    cse3 = 2*v_ed_bar1_3
    cse4 = cse3*q_e_bar1_1
    cse5 = 2*v_ed_bar1_2
    cse6 = cse5*q_e_bar1_0
    cse7 = 2*v_ed_bar1_1
    cse8 = cse7*q_e_bar1_3
    cse9 = 2*v_ed_bar1_0
    cse10 = cse9*q_e_bar1_2
    cse11 = -cse10 + cse4 + cse6 - cse8
    cse12 = cse0 + p_L1**2
    cse13 = cse3*q_e_bar1_2
    cse14 = cse9*q_e_bar1_1
    cse15 = cse5*q_e_bar1_3
    cse16 = cse7*q_e_bar1_0
    cse17 = (1/12)*cse0
    cse18 = (1/6)*p_w**4
    cse19 = cse2*(-cse13 - cse14 + cse15 + cse16)
    cse20 = cse18*cse19
    cse21 = cse11*cse12*cse17*cse2*(cse13 + cse14 - cse15 - cse16) + cse11*cse20
    cse22 = 2*q_e_bar1_3
    cse23 = cse7*q_e_bar1_2
    cse24 = cse3*q_e_bar1_0
    cse25 = cse9*q_e_bar1_3
    cse26 = cse5*q_e_bar1_1
    cse27 = cse12*cse17*(cse23 + cse24 - cse25 - cse26)
    cse28 = cse19*cse27 + cse20*(-cse23 - cse24 + cse25 + cse26)
    cse29 = 2*cse28
    cse30 = cse2*cse27
    cse31 = cse11*cse30 + cse30*(cse10 - cse4 - cse6 + cse8)
    cse32 = 2*cse31
    cse33 = 2*cse21
    cse34 = p_L2*p_rho
    cse35 = 2*v_ed_bar2_3
    cse36 = cse35*q_e_bar2_1
    cse37 = 2*v_ed_bar2_2
    cse38 = cse37*q_e_bar2_0
    cse39 = 2*v_ed_bar2_1
    cse40 = cse39*q_e_bar2_3
    cse41 = 2*v_ed_bar2_0
    cse42 = cse41*q_e_bar2_2
    cse43 = cse36 + cse38 - cse40 - cse42
    cse44 = cse0 + p_L2**2
    cse45 = cse35*q_e_bar2_2
    cse46 = cse41*q_e_bar2_1
    cse47 = cse37*q_e_bar2_3
    cse48 = cse39*q_e_bar2_0
    cse49 = cse34*(-cse45 - cse46 + cse47 + cse48)
    cse50 = cse18*cse49
    cse51 = 2*cse17*cse34*cse43*cse44*(cse45 + cse46 - cse47 - cse48) + 2*cse43*cse50
    cse52 = cse39*q_e_bar2_2
    cse53 = cse35*q_e_bar2_0
    cse54 = cse41*q_e_bar2_3
    cse55 = cse37*q_e_bar2_1
    cse56 = cse17*cse44*(cse52 + cse53 - cse54 - cse55)
    cse57 = 2*cse49*cse56 + 2*cse50*(-cse52 - cse53 + cse54 + cse55)
    cse58 = cse34*cse56
    cse59 = 2*cse43*cse58 + 2*cse58*(-cse36 - cse38 + cse40 + cse42)
    out = np.zeros(14)
    out[_Q_INDEX] = (
        -cse1*cse2,  # [2]
        -cse21*cse22 - cse29*q_e_bar1_2 - cse32*q_e_bar1_1,  # [3]
        -cse22*cse28 + cse32*q_e_bar1_0 + cse33*q_e_bar1_2,  # [4]
        cse22*cse31 + cse29*q_e_bar1_0 - cse33*q_e_bar1_1,  # [5]
        cse29*q_e_bar1_1 - cse32*q_e_bar1_2 + cse33*q_e_bar1_0,  # [6]
        -cse1*cse34,  # [9]
        -cse51*q_e_bar2_3 - cse57*q_e_bar2_2 - cse59*q_e_bar2_1,  # [10]
        cse51*q_e_bar2_2 - cse57*q_e_bar2_3 + cse59*q_e_bar2_0,  # [11]
        -cse51*q_e_bar2_1 + cse57*q_e_bar2_0 + cse59*q_e_bar2_3,  # [12]
        cse51*q_e_bar2_0 + cse57*q_e_bar2_1 - cse59*q_e_bar2_2,  # [13]
    )
    return out



def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        v: velocity coordinates, one row each (n, 14).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 14).
    """
    n = len(q)
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    (
        _, _, _, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, _,
        _, _, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = _columns(v, n, 14, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = p_w**2
    cse1 = 9.81*cse0
    cse2 = p_L1*p_rho
    cse3 = 2*v_ed_bar1_3
    cse4 = cse3*q_e_bar1_1
    cse5 = 2*v_ed_bar1_2
    cse6 = cse5*q_e_bar1_0
    cse7 = 2*v_ed_bar1_1
    cse8 = cse7*q_e_bar1_3
    cse9 = 2*v_ed_bar1_0
    cse10 = cse9*q_e_bar1_2
    cse11 = -cse10 + cse4 + cse6 - cse8
    cse12 = cse0 + p_L1**2
    cse13 = cse3*q_e_bar1_2
    cse14 = cse9*q_e_bar1_1
    cse15 = cse5*q_e_bar1_3
    cse16 = cse7*q_e_bar1_0
    cse17 = (1/12)*cse0
    cse18 = (1/6)*p_w**4
    cse19 = cse2*(-cse13 - cse14 + cse15 + cse16)
    cse20 = cse18*cse19
    cse21 = cse11*cse12*cse17*cse2*(cse13 + cse14 - cse15 - cse16) + cse11*cse20
    cse22 = 2*q_e_bar1_3
    cse23 = cse7*q_e_bar1_2
    cse24 = cse3*q_e_bar1_0
    cse25 = cse9*q_e_bar1_3
    cse26 = cse5*q_e_bar1_1
    cse27 = cse12*cse17*(cse23 + cse24 - cse25 - cse26)
    cse28 = cse19*cse27 + cse20*(-cse23 - cse24 + cse25 + cse26)
    cse29 = 2*cse28
    cse30 = cse2*cse27
    cse31 = cse11*cse30 + cse30*(cse10 - cse4 - cse6 + cse8)
    cse32 = 2*cse31
    cse33 = 2*cse21
    cse34 = p_L2*p_rho
    cse35 = 2*v_ed_bar2_3
    cse36 = cse35*q_e_bar2_1
    cse37 = 2*v_ed_bar2_2
    cse38 = cse37*q_e_bar2_0
    cse39 = 2*v_ed_bar2_1
    cse40 = cse39*q_e_bar2_3
    cse41 = 2*v_ed_bar2_0
    cse42 = cse41*q_e_bar2_2
    cse43 = cse36 + cse38 - cse40 - cse42
    cse44 = cse0 + p_L2**2
    cse45 = cse35*q_e_bar2_2
    cse46 = cse41*q_e_bar2_1
    cse47 = cse37*q_e_bar2_3
    cse48 = cse39*q_e_bar2_0
    cse49 = cse34*(-cse45 - cse46 + cse47 + cse48)
    cse50 = cse18*cse49
    cse51 = 2*cse17*cse34*cse43*cse44*(cse45 + cse46 - cse47 - cse48) + 2*cse43*cse50
    cse52 = cse39*q_e_bar2_2
    cse53 = cse35*q_e_bar2_0
    cse54 = cse41*q_e_bar2_3
    cse55 = cse37*q_e_bar2_1
    cse56 = cse17*cse44*(cse52 + cse53 - cse54 - cse55)
    cse57 = 2*cse49*cse56 + 2*cse50*(-cse52 - cse53 + cse54 + cse55)
    cse58 = cse34*cse56
    cse59 = 2*cse43*cse58 + 2*cse58*(-cse36 - cse38 + cse40 + cse42)
    out = np.zeros((n, 14))
    out[:, 2] = -cse1*cse2
    out[:, 3] = -cse21*cse22 - cse29*q_e_bar1_2 - cse32*q_e_bar1_1
    out[:, 4] = -cse22*cse28 + cse32*q_e_bar1_0 + cse33*q_e_bar1_2
    out[:, 5] = cse22*cse31 + cse29*q_e_bar1_0 - cse33*q_e_bar1_1
    out[:, 6] = cse29*q_e_bar1_1 - cse32*q_e_bar1_2 + cse33*q_e_bar1_0
    out[:, 9] = -cse1*cse34
    out[:, 10] = -cse51*q_e_bar2_3 - cse57*q_e_bar2_2 - cse59*q_e_bar2_1
    out[:, 11] = cse51*q_e_bar2_2 - cse57*q_e_bar2_3 + cse59*q_e_bar2_0
    out[:, 12] = -cse51*q_e_bar2_1 + cse57*q_e_bar2_0 + cse59*q_e_bar2_3
    out[:, 13] = cse51*q_e_bar2_0 + cse57*q_e_bar2_1 - cse59*q_e_bar2_2
    return out


def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (14, 14), 32 nonzero.
    """
    # 460 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, _,
        _, _, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*q_e_bar1_3
    cse1 = cse0*v_ed_bar1_2
    cse2 = 2*q_e_bar1_0
    cse3 = cse2*v_ed_bar1_1
    cse4 = 2*q_e_bar1_2
    cse5 = cse4*v_ed_bar1_3
    cse6 = 2*q_e_bar1_1
    cse7 = cse6*v_ed_bar1_0
    cse8 = cse1 + cse3 - cse5 - cse7
    cse9 = (1/3)*p_w**4
    cse10 = p_L1*p_rho
    cse11 = cse10*cse9
    cse12 = cse11*cse8
    cse13 = cse12*v_ed_bar1_2
    cse14 = cse6*v_ed_bar1_3
    cse15 = cse2*v_ed_bar1_2
    cse16 = cse0*v_ed_bar1_1
    cse17 = cse4*v_ed_bar1_0
    cse18 = cse14 + cse15 - cse16 - cse17
    cse19 = cse11*cse18
    cse20 = p_w**2
    cse21 = (1/6)*cse20
    cse22 = cse10*cse21*(cse20 + p_L1**2)
    cse23 = cse22*(-cse1 - cse3 + cse5 + cse7)
    cse24 = cse18*cse22
    cse25 = cse24*v_ed_bar1_1
    cse26 = cse13 + cse19*v_ed_bar1_1 + cse23*v_ed_bar1_2 - cse25
    cse27 = cse12*v_ed_bar1_3
    cse28 = cse6*v_ed_bar1_2
    cse29 = cse4*v_ed_bar1_1
    cse30 = cse0*v_ed_bar1_0
    cse31 = cse2*v_ed_bar1_3
    cse32 = cse28 - cse29 + cse30 - cse31
    cse33 = cse11*cse32
    cse34 = cse22*cse8
    cse35 = -cse28 + cse29 - cse30 + cse31
    cse36 = cse22*cse35
    cse37 = -cse27 + cse33*v_ed_bar1_1 + cse34*v_ed_bar1_3 + cse36*v_ed_bar1_1
    cse38 = 2*cse37
    cse39 = cse22*(-cse14 - cse15 + cse16 + cse17)
    cse40 = cse24*v_ed_bar1_3
    cse41 = cse39*v_ed_bar1_3 + cse40
    cse42 = cse24*v_ed_bar1_0
    cse43 = -cse19*v_ed_bar1_0 + cse23*v_ed_bar1_3 + cse27 + cse42
    cse44 = cse13 - cse33*v_ed_bar1_0 - cse34*v_ed_bar1_2 - cse36*v_ed_bar1_0
    cse45 = -cse24*v_ed_bar1_2
    cse46 = -cse39*v_ed_bar1_2 + cse45
    cse47 = cse35*cse39
    cse48 = cse24*cse35
    cse49 = -cse47 - cse48
    cse50 = cse12*v_ed_bar1_0
    cse51 = -cse19*v_ed_bar1_3 - cse23*v_ed_bar1_0 + cse40 - cse50
    cse52 = -cse12*v_ed_bar1_1
    cse53 = -cse33*v_ed_bar1_3 + cse34*v_ed_bar1_1 - cse36*v_ed_bar1_3 + cse52
    cse54 = 2*cse53
    cse55 = cse25 + cse39*v_ed_bar1_1
    cse56 = cse12*cse32
    cse57 = cse34*cse35
    cse58 = -cse56 - cse57
    cse59 = cse19*v_ed_bar1_2 - cse23*v_ed_bar1_1 + cse45 + cse52
    cse60 = cse33*v_ed_bar1_2 - cse34*v_ed_bar1_0 + cse36*v_ed_bar1_2 + cse50
    cse61 = -cse39*v_ed_bar1_0 - cse42
    cse62 = cse12*cse18
    cse63 = cse18*cse23
    cse64 = -cse62 - cse63
    cse65 = 2*cse41
    cse66 = cse47 + cse48
    cse67 = 2*cse55
    cse68 = cse62 + cse63
    cse69 = cse56 + cse57
    cse70 = 2*cse46
    cse71 = 2*cse61
    cse72 = 2*v_ed_bar2_2
    cse73 = cse72*q_e_bar2_3
    cse74 = 2*v_ed_bar2_1
    cse75 = cse74*q_e_bar2_0
    cse76 = 2*v_ed_bar2_3
    cse77 = cse76*q_e_bar2_2
    cse78 = 2*v_ed_bar2_0
    cse79 = cse78*q_e_bar2_1
    cse80 = cse73 + cse75 - cse77 - cse79
    cse81 = p_L2*p_rho
    cse82 = cse81*cse9
    cse83 = cse80*cse82
    cse84 = cse83*v_ed_bar2_2
    cse85 = cse76*q_e_bar2_1
    cse86 = cse72*q_e_bar2_0
    cse87 = cse74*q_e_bar2_3
    cse88 = cse78*q_e_bar2_2
    cse89 = cse81*(cse85 + cse86 - cse87 - cse88)
    cse90 = cse89*cse9
    cse91 = -cse73 - cse75 + cse77 + cse79
    cse92 = cse21*(cse20 + p_L2**2)
    cse93 = cse81*cse92
    cse94 = cse91*cse93
    cse95 = cse89*cse92
    cse96 = cse95*v_ed_bar2_1
    cse97 = cse84 + cse90*v_ed_bar2_1 + cse94*v_ed_bar2_2 - cse96
    cse98 = 2*q_e_bar2_3
    cse99 = -cse85 - cse86 + cse87 + cse88
    cse100 = cse93*cse99
    cse101 = cse95*v_ed_bar2_3
    cse102 = 2*cse100*v_ed_bar2_3 + 2*cse101
    cse103 = cse83*v_ed_bar2_3
    cse104 = cse80*cse93
    cse105 = cse78*q_e_bar2_3
    cse106 = cse72*q_e_bar2_1
    cse107 = cse74*q_e_bar2_2
    cse108 = cse76*q_e_bar2_0
    cse109 = cse82*(cse105 + cse106 - cse107 - cse108)
    cse110 = -cse105 - cse106 + cse107 + cse108
    cse111 = cse110*cse93
    cse112 = -cse103 + cse104*v_ed_bar2_3 + cse109*v_ed_bar2_1 + cse111*v_ed_bar2_1
    cse113 = 2*q_e_bar2_2
    cse114 = cse89*v_ed_bar2_0
    cse115 = cse114*cse92
    cse116 = cse103 - cse114*cse9 + cse115 + cse94*v_ed_bar2_3
    cse117 = 2*cse116
    cse118 = -cse104*v_ed_bar2_2 - cse109*v_ed_bar2_0 - cse111*v_ed_bar2_0 + cse84
    cse119 = -cse95*v_ed_bar2_2
    cse120 = -cse100*v_ed_bar2_2 + cse119
    cse121 = 2*q_e_bar2_1
    cse122 = cse111*cse99
    cse123 = cse110*cse95
    cse124 = -cse122 - cse123
    cse125 = cse83*v_ed_bar2_0
    cse126 = cse101 - cse125 - cse90*v_ed_bar2_3 - cse94*v_ed_bar2_0
    cse127 = cse100*v_ed_bar2_1 + cse96
    cse128 = -cse83*v_ed_bar2_1
    cse129 = cse93*v_ed_bar2_1
    cse130 = -cse109*v_ed_bar2_3 - cse111*v_ed_bar2_3 + cse128 + cse129*cse80
    cse131 = cse109*cse80
    cse132 = cse111*cse80
    cse133 = -cse131 - cse132
    cse134 = cse119 + cse128 - cse129*cse91 + cse90*v_ed_bar2_2
    cse135 = -cse104*v_ed_bar2_0 + cse109*v_ed_bar2_2 + cse111*v_ed_bar2_2 + cse125
    cse136 = -2*cse100*v_ed_bar2_0 - 2*cse115
    cse137 = cse80*cse90
    cse138 = cse91*cse95
    cse139 = -cse137 - cse138
    cse140 = cse122 + cse123
    cse141 = 2*q_e_bar2_0
    cse142 = cse137 + cse138
    cse143 = cse131 + cse132
    out = np.zeros((14, 14))
    out[_Q_q_INDEX] = (
        -cse0*cse26 - cse38*q_e_bar1_2 - cse41*cse6,  # [3, 3]
        -cse0*cse43 - cse4*cse44 - cse46*cse6 + cse49,  # [3, 4]
        -cse0*cse51 - cse54*q_e_bar1_2 - cse55*cse6 + cse58,  # [3, 5]
        -cse0*cse59 - cse4*cse60 - cse6*cse61 + cse64,  # [3, 6]
        cse26*cse4 - cse38*q_e_bar1_3 + cse65*q_e_bar1_0 + cse66,  # [4, 3]
        -cse0*cse44 + cse2*cse46 + cse4*cse43,  # [4, 4]
        cse4*cse51 - cse54*q_e_bar1_3 + cse67*q_e_bar1_0 + cse68,  # [4, 5]
        -cse0*cse60 + cse2*cse61 + cse4*cse59 + cse58,  # [4, 6]
        -cse26*cse6 + cse38*q_e_bar1_0 + cse65*q_e_bar1_3 + cse69,  # [5, 3]
        cse2*cse44 - cse43*cse6 + cse64 + cse70*q_e_bar1_3,  # [5, 4]
        -cse51*cse6 + cse54*q_e_bar1_0 + cse67*q_e_bar1_3,  # [5, 5]
        cse2*cse60 - cse59*cse6 + cse66 + cse71*q_e_bar1_3,  # [5, 6]
        cse2*cse26 + cse37*cse6 - cse65*q_e_bar1_2 + cse68,  # [6, 3]
        cse2*cse43 + cse44*cse6 + cse69 - cse70*q_e_bar1_2,  # [6, 4]
        cse2*cse51 + cse49 + cse53*cse6 - cse67*q_e_bar1_2,  # [6, 5]
        cse2*cse59 + cse6*cse60 - cse71*q_e_bar1_2,  # [6, 6]
        -cse102*q_e_bar2_1 - cse112*cse113 - cse97*cse98,  # [10, 10]
        -cse113*cse118 - cse117*q_e_bar2_3 - cse120*cse121 + cse124,  # [10, 11]
        -cse113*cse130 - cse121*cse127 - cse126*cse98 + cse133,  # [10, 12]
        -cse113*cse135 - cse134*cse98 - cse136*q_e_bar2_1 + cse139,  # [10, 13]
        cse102*q_e_bar2_0 - cse112*cse98 + cse113*cse97 + cse140,  # [11, 10]
        cse113*cse116 - cse118*cse98 + cse120*cse141,  # [11, 11]
        cse113*cse126 + cse127*cse141 - cse130*cse98 + cse142,  # [11, 12]
        cse113*cse134 + cse133 - cse135*cse98 + cse136*q_e_bar2_0,  # [11, 13]
        cse102*q_e_bar2_3 + cse112*cse141 - cse121*cse97 + cse143,  # [12, 10]
        -cse117*q_e_bar2_1 + cse118*cse141 + cse120*cse98 + cse139,  # [12, 11]
        -cse121*cse126 + cse127*cse98 + cse130*cse141,  # [12, 12]
        -cse121*cse134 + cse135*cse141 + cse136*q_e_bar2_3 + cse140,  # [12, 13]
        -cse102*q_e_bar2_2 + cse112*cse121 + cse141*cse97 + cse142,  # [13, 10]
        -cse113*cse120 + cse117*q_e_bar2_0 + cse118*cse121 + cse143,  # [13, 11]
        -cse113*cse127 + cse121*cse130 + cse124 + cse126*cse141,  # [13, 12]
        cse121*cse135 + cse134*cse141 - cse136*q_e_bar2_2,  # [13, 13]
    )
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (14, 14), 32 nonzero.
    """
    # 418 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, _,
        _, _, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*q_e_bar1_2
    cse1 = cse0*v_ed_bar1_0
    cse2 = 2*v_ed_bar1_3
    cse3 = cse2*q_e_bar1_1
    cse4 = 2*v_ed_bar1_1
    cse5 = cse4*q_e_bar1_3
    cse6 = 2*q_e_bar1_0
    cse7 = cse6*v_ed_bar1_2
    cse8 = cse1 - cse3 + cse5 - cse7
    cse9 = p_w**2
    cse10 = p_L1*p_rho
    cse11 = (1/6)*cse9
    cse12 = cse10*cse11*(cse9 + p_L1**2)
    cse13 = cse12*q_e_bar1_3
    cse14 = -cse1 + cse3 - cse5 + cse7
    cse15 = -cse13*cse14
    cse16 = -cse13*cse8 + cse15
    cse17 = 2*q_e_bar1_1
    cse18 = 2*v_ed_bar1_2
    cse19 = cse18*q_e_bar1_3
    cse20 = cse6*v_ed_bar1_1
    cse21 = cse2*q_e_bar1_2
    cse22 = cse17*v_ed_bar1_0
    cse23 = cse19 + cse20 - cse21 - cse22
    cse24 = (1/3)*p_w**4
    cse25 = cse10*cse24
    cse26 = cse23*cse25
    cse27 = cse26*q_e_bar1_3
    cse28 = cse18*q_e_bar1_1
    cse29 = cse4*q_e_bar1_2
    cse30 = 2*q_e_bar1_3
    cse31 = cse30*v_ed_bar1_0
    cse32 = cse6*v_ed_bar1_3
    cse33 = cse25*(cse28 - cse29 + cse31 - cse32)
    cse34 = -cse28 + cse29 - cse31 + cse32
    cse35 = cse12*cse34
    cse36 = -cse13*cse23 + cse27 - cse33*q_e_bar1_1 - cse35*q_e_bar1_1
    cse37 = cse14*cse25
    cse38 = cse12*(-cse19 - cse20 + cse21 + cse22)
    cse39 = -cse26*q_e_bar1_2
    cse40 = cse12*cse14
    cse41 = cse40*q_e_bar1_1
    cse42 = -cse37*q_e_bar1_1 - cse38*q_e_bar1_2 + cse39 + cse41
    cse43 = cse12*cse8
    cse44 = cse40*q_e_bar1_2
    cse45 = cse43*q_e_bar1_2 + cse44
    cse46 = cse12*cse23
    cse47 = cse33*q_e_bar1_0 + cse35*q_e_bar1_0 + cse39 + cse46*q_e_bar1_2
    cse48 = cse40*q_e_bar1_0
    cse49 = -cse27 + cse37*q_e_bar1_0 - cse38*q_e_bar1_3 - cse48
    cse50 = -cse41 - cse43*q_e_bar1_1
    cse51 = cse26*q_e_bar1_1
    cse52 = cse13*cse34 + cse33*q_e_bar1_3 - cse46*q_e_bar1_1 + cse51
    cse53 = cse26*q_e_bar1_0
    cse54 = cse15 + cse37*q_e_bar1_3 + cse38*q_e_bar1_0 + cse53
    cse55 = cse43*q_e_bar1_0 + cse48
    cse56 = -cse33*q_e_bar1_2 - cse35*q_e_bar1_2 + cse46*q_e_bar1_0 - cse53
    cse57 = -cse37*q_e_bar1_2 + cse38*q_e_bar1_1 + cse44 + cse51
    cse58 = 2*v_ed_bar2_1
    cse59 = cse58*q_e_bar2_3
    cse60 = 2*v_ed_bar2_0
    cse61 = cse60*q_e_bar2_2
    cse62 = 2*v_ed_bar2_3
    cse63 = cse62*q_e_bar2_1
    cse64 = 2*v_ed_bar2_2
    cse65 = cse64*q_e_bar2_0
    cse66 = cse59 + cse61 - cse63 - cse65
    cse67 = p_L2*p_rho
    cse68 = cse11*(cse9 + p_L2**2)
    cse69 = cse67*cse68
    cse70 = cse66*cse69
    cse71 = -cse59 - cse61 + cse63 + cse65
    cse72 = cse69*cse71
    cse73 = -cse72*q_e_bar2_3
    cse74 = -cse70*q_e_bar2_3 + cse73
    cse75 = 2*cse74
    cse76 = cse64*q_e_bar2_3
    cse77 = cse58*q_e_bar2_0
    cse78 = cse62*q_e_bar2_2
    cse79 = cse60*q_e_bar2_1
    cse80 = cse76 + cse77 - cse78 - cse79
    cse81 = cse24*cse67
    cse82 = cse80*cse81
    cse83 = cse82*q_e_bar2_3
    cse84 = cse60*q_e_bar2_3
    cse85 = cse64*q_e_bar2_1
    cse86 = cse58*q_e_bar2_2
    cse87 = 2*q_e_bar2_0
    cse88 = cse87*v_ed_bar2_3
    cse89 = cse84 + cse85 - cse86 - cse88
    cse90 = cse81*cse89
    cse91 = cse69*cse80
    cse92 = cse68*(-cse84 - cse85 + cse86 + cse88)
    cse93 = cse67*cse92
    cse94 = cse83 - cse90*q_e_bar2_1 - cse91*q_e_bar2_3 - cse93*q_e_bar2_1
    cse95 = 2*cse94
    cse96 = -cse82*q_e_bar2_2
    cse97 = cse71*cse81
    cse98 = -cse76 - cse77 + cse78 + cse79
    cse99 = cse69*q_e_bar2_2
    cse100 = cse72*q_e_bar2_1
    cse101 = cse100 + cse96 - cse97*q_e_bar2_1 - cse98*cse99
    cse102 = 2*cse101
    cse103 = cse71*cse99
    cse104 = cse103 + cse66*cse99
    cse105 = 2*cse104
    cse106 = cse67*q_e_bar2_0
    cse107 = cse106*cse24
    cse108 = cse106*cse92 + cse107*cse89 + cse80*cse99 + cse96
    cse109 = 2*cse108
    cse110 = cse106*cse71
    cse111 = cse69*cse98
    cse112 = cse110*cse68
    cse113 = cse110*cse24 - cse111*q_e_bar2_3 - cse112 - cse83
    cse114 = 2*cse113
    cse115 = -cse100 - cse70*q_e_bar2_1
    cse116 = 2*cse115
    cse117 = cse82*q_e_bar2_1
    cse118 = cse117 + cse90*q_e_bar2_3 - cse91*q_e_bar2_1 + cse93*q_e_bar2_3
    cse119 = 2*cse118
    cse120 = cse107*cse80
    cse121 = cse106*cse68
    cse122 = cse120 + cse121*cse98 + cse73 + cse97*q_e_bar2_3
    cse123 = 2*cse122
    cse124 = cse112 + cse121*cse66
    cse125 = 2*cse124
    cse126 = -cse120 + cse121*cse80 - cse90*q_e_bar2_2 - cse93*q_e_bar2_2
    cse127 = 2*cse126
    cse128 = cse103 + cse111*q_e_bar2_1 + cse117 - cse97*q_e_bar2_2
    cse129 = 2*cse128
    cse130 = 2*q_e_bar2_3
    out = np.zeros((14, 14))
    out[_Q_v_INDEX] = (
        -cse0*cse36 - cse16*cse17 - cse30*cse42,  # [3, 3]
        -cse0*cse47 - cse17*cse45 - cse30*cse49,  # [3, 4]
        -cse0*cse52 - cse17*cse50 - cse30*cse54,  # [3, 5]
        -cse0*cse56 - cse17*cse55 - cse30*cse57,  # [3, 6]
        cse0*cse42 + cse16*cse6 - cse30*cse36,  # [4, 3]
        cse0*cse49 - cse30*cse47 + cse45*cse6,  # [4, 4]
        cse0*cse54 - cse30*cse52 + cse50*cse6,  # [4, 5]
        cse0*cse57 - cse30*cse56 + cse55*cse6,  # [4, 6]
        cse16*cse30 - cse17*cse42 + cse36*cse6,  # [5, 3]
        -cse17*cse49 + cse30*cse45 + cse47*cse6,  # [5, 4]
        -cse17*cse54 + cse30*cse50 + cse52*cse6,  # [5, 5]
        -cse17*cse57 + cse30*cse55 + cse56*cse6,  # [5, 6]
        -cse0*cse16 + cse17*cse36 + cse42*cse6,  # [6, 3]
        -cse0*cse45 + cse17*cse47 + cse49*cse6,  # [6, 4]
        -cse0*cse50 + cse17*cse52 + cse54*cse6,  # [6, 5]
        -cse0*cse55 + cse17*cse56 + cse57*cse6,  # [6, 6]
        -cse102*q_e_bar2_3 - cse75*q_e_bar2_1 - cse95*q_e_bar2_2,  # [10, 10]
        -cse105*q_e_bar2_1 - cse109*q_e_bar2_2 - cse114*q_e_bar2_3,  # [10, 11]
        -cse116*q_e_bar2_1 - cse119*q_e_bar2_2 - cse123*q_e_bar2_3,  # [10, 12]
        -cse125*q_e_bar2_1 - cse127*q_e_bar2_2 - cse129*q_e_bar2_3,  # [10, 13]
        cse102*q_e_bar2_2 - cse130*cse94 + cse74*cse87,  # [11, 10]
        cse104*cse87 - cse108*cse130 + cse114*q_e_bar2_2,  # [11, 11]
        cse115*cse87 - cse118*cse130 + cse123*q_e_bar2_2,  # [11, 12]
        cse124*cse87 - cse126*cse130 + cse129*q_e_bar2_2,  # [11, 13]
        -cse102*q_e_bar2_1 + cse130*cse74 + cse87*cse94,  # [12, 10]
        cse104*cse130 + cse108*cse87 - cse114*q_e_bar2_1,  # [12, 11]
        cse115*cse130 + cse118*cse87 - cse123*q_e_bar2_1,  # [12, 12]
        cse124*cse130 + cse126*cse87 - cse129*q_e_bar2_1,  # [12, 13]
        cse101*cse87 - cse75*q_e_bar2_2 + cse95*q_e_bar2_1,  # [13, 10]
        -cse105*q_e_bar2_2 + cse109*q_e_bar2_1 + cse113*cse87,  # [13, 11]
        -cse116*q_e_bar2_2 + cse119*q_e_bar2_1 + cse122*cse87,  # [13, 12]
        -cse125*q_e_bar2_2 + cse127*q_e_bar2_1 + cse128*cse87,  # [13, 13]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (14).
        a: accelerations (time derivative of v) (14).
        p: parameters (4).

    Returns:
        ndarray of shape (14, 14), 32 nonzero.
    """
    # 245 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, a_3,
        a_4, a_5, a_6, _,
        _, _, a_10, a_11,
        a_12, a_13,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (14,) else _floats(a, 14, "a")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = p_rho*p_w**4
    cse1 = (2/3)*cse0
    cse2 = cse1*p_L1
    cse3 = cse2*q_e_bar1_1
    cse4 = p_L1*q_e_bar1_2
    cse5 = p_w**2
    cse6 = cse5 + p_L1**2
    cse7 = cse5*p_rho
    cse8 = (1/3)*cse7
    cse9 = cse6*cse8
    cse10 = cse4*cse9
    cse11 = cse9*p_L1
    cse12 = cse11*q_e_bar1_3
    cse13 = -a_5*cse10 - a_6*cse12
    cse14 = cse2*q_e_bar1_0
    cse15 = cse2*q_e_bar1_2
    cse16 = -cse10 + cse15
    cse17 = cse2*q_e_bar1_3
    cse18 = cse12 - cse17
    cse19 = (4/3)*cse0
    cse20 = cse19*p_L1
    cse21 = cse11*q_e_bar1_1
    cse22 = -cse21 + cse3
    cse23 = cse11*q_e_bar1_0
    cse24 = (2/3)*cse7
    cse25 = cse24*cse6
    cse26 = cse25*cse4
    cse27 = cse21 - cse3
    cse28 = cse25*p_L1
    cse29 = cse28*q_e_bar1_3
    cse30 = -cse12 + cse17
    cse31 = cse10 - cse15
    cse32 = -cse14 + cse23
    cse33 = cse14 - cse23
    cse34 = a_5*cse28
    cse35 = -a_3*cse23 - a_4*cse21
    cse36 = a_6*cse28
    cse37 = cse1*p_L2
    cse38 = cse37*q_e_bar2_1
    cse39 = cse5 + p_L2**2
    cse40 = cse39*cse8
    cse41 = cse40*p_L2
    cse42 = cse41*q_e_bar2_3
    cse43 = p_L2*q_e_bar2_2
    cse44 = cse40*cse43
    cse45 = -a_12*cse44 - a_13*cse42
    cse46 = cse37*q_e_bar2_0
    cse47 = cse37*q_e_bar2_3
    cse48 = cse42 - cse47
    cse49 = cse1*cse43
    cse50 = -cse44 + cse49
    cse51 = cse19*p_L2
    cse52 = cse41*q_e_bar2_1
    cse53 = cse38 - cse52
    cse54 = cse41*q_e_bar2_0
    cse55 = cse24*cse39
    cse56 = cse43*cse55
    cse57 = -cse38 + cse52
    cse58 = cse55*p_L2
    cse59 = cse58*q_e_bar2_3
    cse60 = cse44 - cse49
    cse61 = -cse42 + cse47
    cse62 = -cse46 + cse54
    cse63 = cse46 - cse54
    cse64 = cse58*q_e_bar2_0
    cse65 = cse58*q_e_bar2_1
    cse66 = -a_10*cse54 - a_11*cse52
    out = np.zeros((14, 14))
    out[_Ma_q_INDEX] = (
        -a_4*cse3 + cse13,  # [3, 3]
        a_3*cse20*q_e_bar1_1 - a_4*cse14 + a_5*cse18 + a_6*cse16,  # [3, 4]
        a_3*cse26 - a_5*cse23 + a_6*cse22,  # [3, 5]
        a_3*cse29 + a_5*cse27 - a_6*cse23,  # [3, 6]
        -a_3*cse3 + a_4*cse20*q_e_bar1_0 + a_5*cse30 + a_6*cse31,  # [4, 3]
        -a_3*cse14 + cse13,  # [4, 4]
        a_4*cse26 - a_5*cse21 + a_6*cse32,  # [4, 5]
        a_4*cse29 + a_5*cse33 - a_6*cse21,  # [4, 6]
        -a_3*cse10 + a_4*cse30 + cse34*q_e_bar1_0,  # [5, 3]
        a_3*cse18 - a_4*cse10 + cse34*q_e_bar1_1,  # [5, 4]
        -a_6*cse17 + cse35,  # [5, 5]
        a_3*cse27 + a_4*cse33 + a_5*cse20*q_e_bar1_3 - a_6*cse15,  # [5, 6]
        -a_3*cse12 + a_4*cse31 + cse36*q_e_bar1_0,  # [6, 3]
        a_3*cse16 - a_4*cse12 + cse36*q_e_bar1_1,  # [6, 4]
        a_3*cse22 + a_4*cse32 - a_5*cse17 + a_6*cse19*cse4,  # [6, 5]
        -a_5*cse15 + cse35,  # [6, 6]
        -a_11*cse38 + cse45,  # [10, 10]
        a_10*cse51*q_e_bar2_1 - a_11*cse46 + a_12*cse48 + a_13*cse50,  # [10, 11]
        a_10*cse56 - a_12*cse54 + a_13*cse53,  # [10, 12]
        a_10*cse59 + a_12*cse57 - a_13*cse54,  # [10, 13]
        -a_10*cse38 + a_11*cse51*q_e_bar2_0 + a_12*cse61 + a_13*cse60,  # [11, 10]
        -a_10*cse46 + cse45,  # [11, 11]
        a_11*cse56 - a_12*cse52 + a_13*cse62,  # [11, 12]
        a_11*cse59 + a_12*cse63 - a_13*cse52,  # [11, 13]
        -a_10*cse44 + a_11*cse61 + a_12*cse64,  # [12, 10]
        a_10*cse48 - a_11*cse44 + a_12*cse65,  # [12, 11]
        -a_13*cse47 + cse66,  # [12, 12]
        a_10*cse57 + a_11*cse63 + a_12*cse51*q_e_bar2_3 - a_13*cse49,  # [12, 13]
        -a_10*cse42 + a_11*cse60 + a_13*cse64,  # [13, 10]
        a_10*cse50 - a_11*cse42 + a_13*cse65,  # [13, 11]
        a_10*cse53 + a_11*cse62 - a_12*cse47 + a_13*cse19*cse43,  # [13, 12]
        -a_12*cse49 + cse66,  # [13, 13]
    )
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (14).
        lam: Lagrange multipliers, one per constraint row (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (14, 14), 64 nonzero.
    """
    # 229 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (12,) else _floats(lam, 12, "lam")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 4*lam_3
    cse1 = 8*q_e_bar2_3
    cse2 = 8*q_e_bar2_0
    cse3 = lam_10 + lam_8*(cse1*q_e_bar2_2 - cse2*q_e_bar2_1)
    cse4 = 2*lam_5
    cse5 = -cse4*p_L1 - 2*lam_0*p_L1 + lam_9*(-cse1*q_e_bar2_1 - cse2*q_e_bar2_2)
    cse6 = 4*q_e_bar2_3**2
    cse7 = 4*q_e_bar2_0**2
    cse8 = cse6 + cse7 - 2
    cse9 = cse8*lam_8
    cse10 = 2*lam_4
    cse11 = cse10 + cse9
    cse12 = lam_2*p_L1
    cse13 = lam_7*p_L1
    cse14 = cse12 + cse13 + cse8*lam_9
    cse15 = 4*q_e_bar2_3
    cse16 = cse15*q_e_bar2_1
    cse17 = 4*q_e_bar2_0
    cse18 = cse17*q_e_bar2_2
    cse19 = -lam_1*p_L1 - lam_6*p_L1 + lam_9*(-cse15*q_e_bar2_2 + cse17*q_e_bar2_1)
    cse20 = cse19 + lam_8*(-cse16 - cse18)
    cse21 = 8*q_e_bar1_0
    cse22 = cse21*q_e_bar2_2
    cse23 = 4*q_e_bar1_3
    cse24 = cse23*q_e_bar2_1
    cse25 = cse2*q_e_bar1_2
    cse26 = 8*q_e_bar1_1
    cse27 = cse26*q_e_bar2_0
    cse28 = -cse21*q_e_bar2_1 - cse23*q_e_bar2_2
    cse29 = lam_8*(cse27 + cse28) + lam_9*(-cse22 + cse24 + cse25)
    cse30 = cse21*q_e_bar2_3
    cse31 = cse23*q_e_bar2_0
    cse32 = q_e_bar1_3*q_e_bar2_3
    cse33 = cse21*q_e_bar2_0
    cse34 = -4*cse32 - cse33
    cse35 = cse34*lam_8 + lam_9*(-cse30 + cse31)
    cse36 = cse34*lam_9 + lam_8*(cse30 - cse31)
    cse37 = cse1*q_e_bar1_2
    cse38 = cse26*q_e_bar2_3
    cse39 = lam_8*(cse22 - cse24 + cse38) + lam_9*(cse28 + cse37)
    cse40 = cse19 + lam_8*(cse16 + cse18)
    cse41 = -cse12 - cse13 + lam_9*(-cse6 - cse7 + 2)
    cse42 = 4*q_e_bar1_2
    cse43 = cse42*q_e_bar2_1
    cse44 = cse2*q_e_bar1_3
    cse45 = cse42*q_e_bar2_2
    cse46 = lam_8*(cse33 + cse45) + lam_9*(-cse26*q_e_bar2_2 + cse43 - cse44)
    cse47 = -cse38
    cse48 = cse17*q_e_bar1_2
    cse49 = cse15*q_e_bar1_2
    cse50 = cse49*lam_8 + lam_9*(cse47 + cse48)
    cse51 = -cse27
    cse52 = cse48*lam_8 + lam_9*(-cse49 + cse51)
    cse53 = 8*cse32
    cse54 = lam_8*(cse30 + cse43) + lam_9*(-cse26*q_e_bar2_1 - cse45 - cse53)
    cse55 = -cse10 + cse9
    cse56 = 4*q_e_bar1_1
    cse57 = cse56*q_e_bar2_1
    cse58 = cse56*q_e_bar2_2
    cse59 = 8*q_e_bar1_2
    cse60 = lam_8*(cse44 + cse58 - cse59*q_e_bar2_1) + lam_9*(cse33 + cse57)
    cse61 = cse17*q_e_bar1_1
    cse62 = cse15*q_e_bar1_1
    cse63 = cse61*lam_9 + lam_8*(-cse25 + cse62)
    cse64 = -cse62*lam_9 + lam_8*(cse37 + cse61)
    cse65 = lam_8*(cse53 + cse57 + cse59*q_e_bar2_2) + lam_9*(cse30 - cse58)
    cse66 = 4*q_e_bar1_0
    cse67 = -cse66*q_e_bar2_2
    cse68 = cse66*q_e_bar2_1
    cse69 = lam_8*(cse25 + cse67) + lam_9*(cse51 + cse68)
    cse70 = lam_8*q_e_bar1_0
    cse71 = lam_9*q_e_bar1_0
    cse72 = -cse15*cse70 + cse17*cse71
    cse73 = -cse15*cse71 - cse17*cse70
    cse74 = lam_8*(cse37 - cse68) + lam_9*(cse47 + cse67)
    cse75 = -cse4*p_L2 + lam_11
    cse76 = lam_8*(cse21*q_e_bar1_1 + cse59*q_e_bar1_3) + lam_9*(cse21*q_e_bar1_2 - cse26*q_e_bar1_3)
    cse77 = cse42*q_e_bar1_1
    cse78 = cse23*q_e_bar1_0
    cse79 = 4*q_e_bar1_2**2
    cse80 = 4*q_e_bar1_0**2
    cse81 = 2 - cse80
    cse82 = lam_8*(-cse79 + cse81) + lam_9*(cse77 + cse78)
    cse83 = lam_7*p_L2
    cse84 = -cse78
    cse85 = lam_8*(cse77 + cse84) + lam_9*(cse81 - 4*q_e_bar1_1**2)
    cse86 = cse83 + cse85
    cse87 = -lam_6*p_L2
    cse88 = -cse83 + cse85
    cse89 = lam_8*(cse79 + cse80 - 2) + lam_9*(-cse77 + cse84)
    out = np.zeros((14, 14))
    out[_Phi_qT_lam_q_INDEX] = (
        cse0 + cse3 + cse5,  # [3, 3]
        cse11,  # [3, 4]
        cse14,  # [3, 5]
        cse20,  # [3, 6]
        cse29,  # [3, 10]
        cse35,  # [3, 11]
        cse36,  # [3, 12]
        cse39,  # [3, 13]
        cse11,  # [4, 3]
        cse5 + lam_10,  # [4, 4]
        cse40,  # [4, 5]
        cse41,  # [4, 6]
        cse46,  # [4, 10]
        cse50,  # [4, 11]
        cse52,  # [4, 12]
        cse54,  # [4, 13]
        cse14,  # [5, 3]
        cse40,  # [5, 4]
        cse3,  # [5, 5]
        cse55,  # [5, 6]
        cse60,  # [5, 10]
        cse63,  # [5, 11]
        cse64,  # [5, 12]
        cse65,  # [5, 13]
        cse20,  # [6, 3]
        cse41,  # [6, 4]
        cse55,  # [6, 5]
        cse0 + lam_10,  # [6, 6]
        cse69,  # [6, 10]
        cse72,  # [6, 11]
        cse73,  # [6, 12]
        cse74,  # [6, 13]
        cse29,  # [10, 3]
        cse46,  # [10, 4]
        cse60,  # [10, 5]
        cse69,  # [10, 6]
        cse75 + cse76,  # [10, 10]
        cse82,  # [10, 11]
        cse86,  # [10, 12]
        cse87,  # [10, 13]
        cse35,  # [11, 3]
        cse50,  # [11, 4]
        cse63,  # [11, 5]
        cse72,  # [11, 6]
        cse82,  # [11, 10]
        cse75,  # [11, 11]
        cse87,  # [11, 12]
        cse88,  # [11, 13]
        cse36,  # [12, 3]
        cse52,  # [12, 4]
        cse64,  # [12, 5]
        cse73,  # [12, 6]
        cse86,  # [12, 10]
        cse87,  # [12, 11]
        lam_11,  # [12, 12]
        cse89,  # [12, 13]
        cse39,  # [13, 3]
        cse54,  # [13, 4]
        cse65,  # [13, 5]
        cse74,  # [13, 6]
        cse87,  # [13, 10]
        cse88,  # [13, 11]
        cse89,  # [13, 12]
        cse76 + lam_11,  # [13, 13]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        a: accelerations (time derivative of v) (14).
        lam: Lagrange multipliers, one per constraint row (12).
        t: time.
        p: parameters (4).
        h: step size.

    Returns:
        ndarray of shape (26,), 26 nonzero.
    """
    # 642 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, _,
        _, _, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, a_5, a_6, a_7,
        a_8, a_9, a_10, a_11,
        a_12, a_13,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (14,) else _floats(a, 14, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (12,) else _floats(lam, 12, "lam")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    h = float(h)

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = 9.81*cse1
    cse4 = 2*v_ed_bar1_3
    cse5 = cse4*q_e_bar1_1
    cse6 = 2*v_ed_bar1_2
    cse7 = cse6*q_e_bar1_0
    cse8 = 2*q_e_bar1_3
    cse9 = cse8*v_ed_bar1_1
    cse10 = 2*q_e_bar1_2
    cse11 = cse10*v_ed_bar1_0
    cse12 = -cse11 + cse5 + cse7 - cse9
    cse13 = cse10*v_ed_bar1_3
    cse14 = 2*q_e_bar1_1
    cse15 = cse14*v_ed_bar1_0
    cse16 = cse6*q_e_bar1_3
    cse17 = 2*q_e_bar1_0
    cse18 = cse17*v_ed_bar1_1
    cse19 = cse0 + p_L1**2
    cse20 = cse19*cse2
    cse21 = -cse13 - cse15 + cse16 + cse18
    cse22 = p_rho*p_w**4
    cse23 = (1/6)*cse22
    cse24 = cse21*cse23*p_L1
    cse25 = (1/12)*cse12*cse20*(cse13 + cse15 - cse16 - cse18) + cse12*cse24
    cse26 = cse10*v_ed_bar1_1
    cse27 = cse4*q_e_bar1_0
    cse28 = cse8*v_ed_bar1_0
    cse29 = cse6*q_e_bar1_1
    cse30 = (1/12)*cse20*(cse26 + cse27 - cse28 - cse29)
    cse31 = 2*cse21*cse30 + 2*cse24*(-cse26 - cse27 + cse28 + cse29)
    cse32 = cse12*cse30 + cse30*(cse11 - cse5 - cse7 + cse9)
    cse33 = lam_0*p_L1
    cse34 = q_e_bar1_1**2
    cse35 = (2/3)*cse22
    cse36 = cse35*p_L1
    cse37 = q_e_bar1_3**2
    cse38 = (1/3)*cse20
    cse39 = q_e_bar1_2**2
    cse40 = cse37*cse38 + cse38*cse39
    cse41 = 4*lam_3
    cse42 = p_L1*q_e_bar1_3
    cse43 = (1/3)*cse1*cse19*cse42
    cse44 = cse43*q_e_bar1_1
    cse45 = cse38*q_e_bar1_2
    cse46 = cse45*q_e_bar1_0
    cse47 = cse35*cse42
    cse48 = cse44 - cse46 - cse47*q_e_bar1_1
    cse49 = cse36*q_e_bar1_2
    cse50 = -cse43*q_e_bar1_0 - cse45*q_e_bar1_1
    cse51 = cse49*q_e_bar1_1 + cse50
    cse52 = cse36*q_e_bar1_0*q_e_bar1_1
    cse53 = q_e_bar2_3**2
    cse54 = q_e_bar2_0**2
    cse55 = 2*cse54 - 1
    cse56 = 2*cse53 + cse55
    cse57 = 2*cse56
    cse58 = cse57*q_e_bar1_2
    cse59 = 2*q_e_bar2_2
    cse60 = 2*q_e_bar2_0
    cse61 = cse59*q_e_bar2_3 - cse60*q_e_bar2_1
    cse62 = 2*cse61
    cse63 = 2*q_e_bar2_3
    cse64 = cse63*q_e_bar2_1
    cse65 = cse59*q_e_bar2_0
    cse66 = cse64 + cse65
    cse67 = 4*cse66
    cse68 = lam_7*p_L1
    cse69 = cse57*q_e_bar1_1
    cse70 = 2*cse66
    cse71 = lam_5*p_L1
    cse72 = 2*lam_4
    cse73 = lam_2*p_L1
    cse74 = q_e_bar1_0**2
    cse75 = -cse44 + cse46 - cse49*q_e_bar1_0
    cse76 = cse47*q_e_bar1_0 + cse50
    cse77 = cse57*q_e_bar1_3
    cse78 = cse61*q_e_bar1_2
    cse79 = cse57*q_e_bar1_0
    cse80 = lam_6*p_L1
    cse81 = lam_1*p_L1
    cse82 = cse34*cse38 + cse38*cse74
    cse83 = cse47*q_e_bar1_2
    cse84 = cse1*p_L2
    cse85 = lam_5*p_L2
    cse86 = lam_6*p_L2
    cse87 = 2*q_e_bar2_1
    cse88 = cse87*v_ed_bar2_3
    cse89 = cse60*v_ed_bar2_2
    cse90 = cse63*v_ed_bar2_1
    cse91 = cse59*v_ed_bar2_0
    cse92 = cse88 + cse89 - cse90 - cse91
    cse93 = cse59*v_ed_bar2_3
    cse94 = 2*v_ed_bar2_0
    cse95 = cse94*q_e_bar2_1
    cse96 = 2*v_ed_bar2_2
    cse97 = cse96*q_e_bar2_3
    cse98 = cse60*v_ed_bar2_1
    cse99 = cse84*(cse0 + p_L2**2)
    cse100 = (1/12)*cse99
    cse101 = -cse93 - cse95 + cse97 + cse98
    cse102 = cse101*cse23*p_L2
    cse103 = cse100*cse92*(cse93 + cse95 - cse97 - cse98) + cse102*cse92
    cse104 = cse59*v_ed_bar2_1
    cse105 = cse60*v_ed_bar2_3
    cse106 = cse94*q_e_bar2_3
    cse107 = cse96*q_e_bar2_1
    cse108 = cse100*(cse104 + cse105 - cse106 - cse107)
    cse109 = 2*cse101*cse108 + 2*cse102*(-cse104 - cse105 + cse106 + cse107)
    cse110 = cse108*cse92 + cse108*(-cse88 - cse89 + cse90 + cse91)
    cse111 = lam_7*p_L2
    cse112 = -cse10*q_e_bar1_0 + cse8*q_e_bar1_1
    cse113 = 4*cse112
    cse114 = 2*cse74 - 1
    cse115 = cse114 + 2*cse34
    cse116 = cse10*q_e_bar1_1
    cse117 = cse8*q_e_bar1_0
    cse118 = cse116 + cse117
    cse119 = 2*cse118
    cse120 = cse35*p_L2
    cse121 = cse120*q_e_bar2_1
    cse122 = cse121*q_e_bar2_0
    cse123 = cse10*q_e_bar1_3
    cse124 = cse17*q_e_bar1_1
    cse125 = cse123 + cse124
    cse126 = 4*cse125
    cse127 = cse114 + 2*cse39
    cse128 = 2*cse127
    cse129 = cse116 - cse117
    cse130 = (1/3)*cse99
    cse131 = cse130*q_e_bar2_2
    cse132 = cse130*q_e_bar2_3
    cse133 = -cse131*q_e_bar2_1 - cse132*q_e_bar2_0
    cse134 = cse121*q_e_bar2_2 + cse133
    cse135 = cse132*q_e_bar2_1
    cse136 = cse131*q_e_bar2_0
    cse137 = -cse121*q_e_bar2_3 + cse135 - cse136
    cse138 = q_e_bar2_1**2
    cse139 = q_e_bar2_2**2
    cse140 = cse130*cse139 + cse130*cse53
    cse141 = 2*cse129
    cse142 = cse120*q_e_bar2_0
    cse143 = -cse135 + cse136 - cse142*q_e_bar2_2
    cse144 = 2*cse115
    cse145 = cse133 + cse142*q_e_bar2_3
    cse146 = cse120*q_e_bar2_2*q_e_bar2_3
    cse147 = cse130*cse138 + cse130*cse54
    cse148 = h**(-2)
    cse149 = (1/2)*p_L1
    cse150 = -cse115*cse149
    cse151 = -cse118*cse149
    cse152 = -cse112*cse149
    cse153 = (1/2)*p_L2
    return np.array([
        a_0*cse2 + lam_0 - lam_5,  # [0]
        a_1*cse2 + lam_1 - lam_6,  # [1]
        a_2*cse2 + cse3*p_L1 + lam_2 - lam_7,  # [2]
        a_3*(cse34*cse36 + cse40) - a_4*cse52 + a_5*cse48 + a_6*cse51 + cse14*cse32 - cse17*cse33 - cse17*cse71 + cse25*cse8 + cse31*q_e_bar1_2 + cse41*q_e_bar1_0 - cse42*lam_1 - cse42*lam_6 + cse68*q_e_bar1_2 + cse72*q_e_bar1_1 + cse73*q_e_bar1_2 + lam_10*q_e_bar1_0 + lam_8*(4*cse61*q_e_bar1_0 + cse69 - cse70*q_e_bar1_3) + lam_9*(cse58 - cse62*q_e_bar1_3 - cse67*q_e_bar1_0),  # [3]
        -a_3*cse52 + a_4*(cse36*cse74 + cse40) + a_5*cse76 + a_6*cse75 - cse10*cse25 - cse14*cse33 - cse14*cse71 - cse17*cse32 + cse31*q_e_bar1_3 - cse42*lam_2 - cse42*lam_7 + cse72*q_e_bar1_0 - cse80*q_e_bar1_2 - cse81*q_e_bar1_2 + lam_10*q_e_bar1_1 + lam_8*(cse70*q_e_bar1_2 + cse79) + lam_9*(-cse67*q_e_bar1_1 - cse77 - 2*cse78),  # [4]
        a_3*cse48 + a_4*cse76 + a_5*(cse36*cse37 + cse82) - a_6*cse83 + cse14*cse25 - cse31*q_e_bar1_0 - cse32*cse8 + cse68*q_e_bar1_0 - cse72*q_e_bar1_3 + cse73*q_e_bar1_0 - cse80*q_e_bar1_1 - cse81*q_e_bar1_1 + lam_10*q_e_bar1_2 + lam_8*(cse70*q_e_bar1_1 + cse77 + 4*cse78) + lam_9*(-cse62*q_e_bar1_1 + cse79),  # [5]
        a_3*cse51 + a_4*cse75 - a_5*cse83 + a_6*(cse36*cse39 + cse82) + cse10*cse32 - cse17*cse25 - cse31*q_e_bar1_1 + cse41*q_e_bar1_3 - cse68*q_e_bar1_1 - cse72*q_e_bar1_2 - cse73*q_e_bar1_1 - cse80*q_e_bar1_0 - cse81*q_e_bar1_0 + lam_10*q_e_bar1_3 + lam_8*(cse58 - cse70*q_e_bar1_0) + lam_9*(-cse62*q_e_bar1_0 - cse69),  # [6]
        a_7*cse84 + lam_5,  # [7]
        a_8*cse84 + lam_6,  # [8]
        a_9*cse84 + cse3*p_L2 + lam_7,  # [9]
        a_10*(cse120*cse138 + cse140) - a_11*cse122 + a_12*cse137 + a_13*cse134 + cse103*cse63 + cse109*q_e_bar2_2 + cse110*cse87 + cse111*q_e_bar2_2 - cse60*cse85 - cse86*q_e_bar2_3 + lam_11*q_e_bar2_0 + lam_8*(cse126*q_e_bar2_0 - cse128*q_e_bar2_1 + cse129*cse59) + lam_9*(-cse113*q_e_bar2_0 - cse115*cse59 + cse119*q_e_bar2_1),  # [10]
        -a_10*cse122 + a_11*(cse120*cse54 + cse140) + a_12*cse145 + a_13*cse143 - cse103*cse59 + cse109*q_e_bar2_3 - cse110*cse60 - cse111*q_e_bar2_3 - cse85*cse87 - cse86*q_e_bar2_2 + lam_11*q_e_bar2_1 + lam_8*(-cse127*cse60 + cse141*q_e_bar2_3) + lam_9*(cse119*q_e_bar2_0 - cse144*q_e_bar2_3),  # [11]
        a_10*cse137 + a_11*cse145 + a_12*(cse120*cse53 + cse147) - a_13*cse146 + cse103*cse87 - cse109*q_e_bar2_0 - cse110*cse63 + cse111*q_e_bar2_0 - cse86*q_e_bar2_1 + lam_11*q_e_bar2_2 + lam_8*(cse128*q_e_bar2_3 + cse141*q_e_bar2_0) + lam_9*(-cse115*cse60 - cse119*q_e_bar2_3),  # [12]
        a_10*cse134 + a_11*cse143 - a_12*cse146 + a_13*(cse120*cse139 + cse147) - cse103*cse60 - cse109*q_e_bar2_1 + cse110*cse59 - cse111*q_e_bar2_1 - cse86*q_e_bar2_0 + lam_11*q_e_bar2_3 + lam_8*(cse126*q_e_bar2_3 + cse127*cse59 + cse141*q_e_bar2_1) + lam_9*(-cse113*q_e_bar2_3 - cse118*cse59 - cse144*q_e_bar2_1),  # [13]
        cse148*(cse150 + q_r_bar1_x),  # [14]
        cse148*(cse151 + q_r_bar1_y),  # [15]
        cse148*(cse152 + q_r_bar1_z),  # [16]
        cse148*(cse114 + 2*cse37),  # [17]
        -cse148*(cse123 - cse124),  # [18]
        cse148*(cse150 - cse153*(2*cse138 + cse55) - q_r_bar1_x + q_r_bar2_x),  # [19]
        cse148*(cse151 - cse153*(cse59*q_e_bar2_1 + cse60*q_e_bar2_3) - q_r_bar1_y + q_r_bar2_y),  # [20]
        cse148*(cse152 - cse153*(cse64 - cse65) - q_r_bar1_z + q_r_bar2_z),  # [21]
        cse148*(cse125*cse56 + cse127*cse61 + cse129*cse66),  # [22]
        cse148*(-cse112*cse56 - cse115*cse66 - cse118*cse61),  # [23]
        cse148*((1/2)*cse34 + (1/2)*cse37 + (1/2)*cse39 + (1/2)*cse74 - 1/2),  # [24]
        cse148*((1/2)*cse138 + (1/2)*cse139 + (1/2)*cse53 + (1/2)*cse54 - 1/2),  # [25]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        a: accelerations (time derivative of v) (14).
        lam: Lagrange multipliers, one per constraint row (12).
        t: time.
        p: parameters (4).
        h: step size.

    Returns:
        ndarray of shape (26, 26), 208 nonzero.
    """
    # 1633 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, _,
        _, _, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        _, _, _, a_3,
        a_4, a_5, a_6, _,
        _, _, a_10, a_11,
        a_12, a_13,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (14,) else _floats(a, 14, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (12,) else _floats(lam, 12, "lam")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    h = float(h)

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = q_e_bar1_1**2
    cse4 = p_rho*p_w**4
    cse5 = (2/3)*cse4
    cse6 = cse5*p_L1
    cse7 = p_L1*q_e_bar1_3
    cse8 = 2*q_e_bar1_2
    cse9 = cse8*v_ed_bar1_0
    cse10 = 2*q_e_bar1_1
    cse11 = cse10*v_ed_bar1_3
    cse12 = 2*q_e_bar1_3
    cse13 = cse12*v_ed_bar1_1
    cse14 = 2*q_e_bar1_0
    cse15 = cse14*v_ed_bar1_2
    cse16 = -cse11 + cse13 - cse15 + cse9
    cse17 = cse0 + p_L1**2
    cse18 = (1/6)*cse1
    cse19 = cse17*cse18
    cse20 = cse16*cse19
    cse21 = cse11 - cse13 + cse15 - cse9
    cse22 = cse19*cse21
    cse23 = -cse22*cse7
    cse24 = -cse20*cse7 + cse23
    cse25 = cse12*v_ed_bar1_2
    cse26 = cse14*v_ed_bar1_1
    cse27 = cse8*v_ed_bar1_3
    cse28 = cse10*v_ed_bar1_0
    cse29 = cse25 + cse26 - cse27 - cse28
    cse30 = (1/3)*cse4
    cse31 = cse29*cse30
    cse32 = cse31*cse7
    cse33 = p_L1*q_e_bar1_1
    cse34 = cse10*v_ed_bar1_2
    cse35 = cse8*v_ed_bar1_1
    cse36 = cse12*v_ed_bar1_0
    cse37 = cse14*v_ed_bar1_3
    cse38 = cse34 - cse35 + cse36 - cse37
    cse39 = cse30*cse38
    cse40 = cse19*cse29
    cse41 = -cse34 + cse35 - cse36 + cse37
    cse42 = cse19*cse41
    cse43 = cse32 - cse33*cse39 - cse33*cse42 - cse40*cse7
    cse44 = cse21*cse30
    cse45 = p_L1*q_e_bar1_2
    cse46 = -cse25 - cse26 + cse27 + cse28
    cse47 = cse19*cse46
    cse48 = -cse31*cse45
    cse49 = cse22*cse33
    cse50 = -cse33*cse44 - cse45*cse47 + cse48 + cse49
    cse51 = h**2
    cse52 = 4*lam_3
    cse53 = cse33*cse5
    cse54 = cse31*p_L1
    cse55 = cse54*v_ed_bar1_2
    cse56 = cse44*p_L1
    cse57 = (1/6)*cse17*cse2
    cse58 = cse57*v_ed_bar1_2
    cse59 = cse21*cse57
    cse60 = cse59*v_ed_bar1_1
    cse61 = cse46*cse58 + cse55 + cse56*v_ed_bar1_1 - cse60
    cse62 = cse54*v_ed_bar1_3
    cse63 = cse39*p_L1
    cse64 = cse29*cse57
    cse65 = cse41*cse57
    cse66 = -cse62 + cse63*v_ed_bar1_1 + cse64*v_ed_bar1_3 + cse65*v_ed_bar1_1
    cse67 = cse16*cse57
    cse68 = cse59*v_ed_bar1_3
    cse69 = cse67*v_ed_bar1_3 + cse68
    cse70 = 8*q_e_bar2_3
    cse71 = 8*q_e_bar2_0
    cse72 = lam_10 + lam_8*(cse70*q_e_bar2_2 - cse71*q_e_bar2_1)
    cse73 = (1/3)*cse17
    cse74 = cse1*cse73
    cse75 = cse7*cse74
    cse76 = cse45*cse74
    cse77 = 2*p_L1
    cse78 = -a_5*cse76 - a_6*cse75 - cse77*lam_0 - cse77*lam_5 + lam_9*(-cse70*q_e_bar2_1 - cse71*q_e_bar2_2)
    cse79 = q_e_bar1_2**2
    cse80 = cse2*cse73
    cse81 = q_e_bar1_3**2
    cse82 = cse79*cse80 + cse80*cse81
    cse83 = -cse53*q_e_bar1_0
    cse84 = cse22*cse45
    cse85 = cse20*cse45 + cse84
    cse86 = p_L1*q_e_bar1_0
    cse87 = cse39*cse86 + cse40*cse45 + cse42*cse86 + cse48
    cse88 = cse22*cse86
    cse89 = -cse32 + cse44*cse86 - cse47*cse7 - cse88
    cse90 = cse5*cse7
    cse91 = cse75 - cse90
    cse92 = cse45*cse5
    cse93 = -cse76 + cse92
    cse94 = (4/3)*cse4
    cse95 = p_L1*v_ed_bar1_0
    cse96 = cse46*cse57
    cse97 = cse59*v_ed_bar1_0
    cse98 = -cse44*cse95 + cse62 + cse96*v_ed_bar1_3 + cse97
    cse99 = -cse29*cse58 - cse39*cse95 + cse55 - cse65*v_ed_bar1_0
    cse100 = -cse59*v_ed_bar1_2
    cse101 = cse100 - cse16*cse58
    cse102 = cse41*cse67
    cse103 = cse41*cse59
    cse104 = -cse102 - cse103
    cse105 = cse5*cse86
    cse106 = q_e_bar2_3**2
    cse107 = 4*cse106
    cse108 = q_e_bar2_0**2
    cse109 = 4*cse108
    cse110 = cse107 + cse109 - 2
    cse111 = cse110*lam_8
    cse112 = 2*lam_4
    cse113 = cse111 + cse112
    cse114 = -cse20*cse33 - cse49
    cse115 = cse31*cse33
    cse116 = cse115 - cse33*cse40 + cse39*cse7 + cse42*cse7
    cse117 = cse29*cse86
    cse118 = cse117*cse30
    cse119 = cse118 + cse23 + cse44*cse7 + cse47*cse86
    cse120 = (2/3)*cse1
    cse121 = cse120*cse17
    cse122 = a_3*cse121
    cse123 = cse74*cse86
    cse124 = cse33*cse74
    cse125 = -cse124 + cse53
    cse126 = cse54*v_ed_bar1_0
    cse127 = cse57*v_ed_bar1_0
    cse128 = -cse126 - cse127*cse46 - cse56*v_ed_bar1_3 + cse68
    cse129 = -cse54*v_ed_bar1_1
    cse130 = cse129 - cse63*v_ed_bar1_3 + cse64*v_ed_bar1_1 - cse65*v_ed_bar1_3
    cse131 = cse60 + cse67*v_ed_bar1_1
    cse132 = cse38*cse54
    cse133 = cse29*cse65
    cse134 = -cse132 - cse133
    cse135 = lam_2*p_L1
    cse136 = lam_7*p_L1
    cse137 = cse110*lam_9 + cse135 + cse136
    cse138 = cse76*q_e_bar1_0
    cse139 = cse75*q_e_bar1_1
    cse140 = -cse138 + cse139 - cse90*q_e_bar1_1
    cse141 = cse20*cse86 + cse88
    cse142 = cse117*cse19 - cse118 - cse39*cse45 - cse42*cse45
    cse143 = cse115 + cse33*cse47 - cse44*cse45 + cse84
    cse144 = cse124 - cse53
    cse145 = cse100 + cse129 + cse56*v_ed_bar1_2 - cse96*v_ed_bar1_1
    cse146 = cse126 - cse127*cse29 + cse41*cse58 + cse63*v_ed_bar1_2
    cse147 = -cse67*v_ed_bar1_0 - cse97
    cse148 = cse21*cse54
    cse149 = cse46*cse59
    cse150 = -cse148 - cse149
    cse151 = 4*q_e_bar2_3
    cse152 = cse151*q_e_bar2_1
    cse153 = 4*q_e_bar2_0
    cse154 = cse153*q_e_bar2_2
    cse155 = -lam_1*p_L1 - lam_6*p_L1 + lam_9*(-cse151*q_e_bar2_2 + cse153*q_e_bar2_1)
    cse156 = cse155 + lam_8*(-cse152 - cse154)
    cse157 = -cse75*q_e_bar1_0 - cse76*q_e_bar1_1
    cse158 = cse157 + cse92*q_e_bar1_1
    cse159 = 8*q_e_bar1_0
    cse160 = cse159*q_e_bar2_2
    cse161 = 4*q_e_bar1_3
    cse162 = cse161*q_e_bar2_1
    cse163 = cse71*q_e_bar1_2
    cse164 = cse71*q_e_bar1_1
    cse165 = -cse159*q_e_bar2_1 - cse161*q_e_bar2_2
    cse166 = cse51*(lam_8*(cse164 + cse165) + lam_9*(-cse160 + cse162 + cse163))
    cse167 = cse70*q_e_bar1_0
    cse168 = cse161*q_e_bar2_0
    cse169 = cse71*q_e_bar1_0
    cse170 = -cse161*q_e_bar2_3 - cse169
    cse171 = cse51*(cse170*lam_8 + lam_9*(-cse167 + cse168))
    cse172 = cse51*(cse170*lam_9 + lam_8*(cse167 - cse168))
    cse173 = cse70*q_e_bar1_2
    cse174 = cse70*q_e_bar1_1
    cse175 = cse51*(lam_8*(cse160 - cse162 + cse174) + lam_9*(cse165 + cse173))
    cse176 = -cse14*p_L1
    cse177 = -cse7
    cse178 = 4*q_e_bar1_0
    cse179 = 2*cse106 + 2*cse108 - 1
    cse180 = cse10*cse179
    cse181 = 2*q_e_bar2_3
    cse182 = 2*q_e_bar2_1
    cse183 = cse181*q_e_bar2_2 - cse182*q_e_bar2_0
    cse184 = 2*q_e_bar2_2
    cse185 = cse181*q_e_bar2_1 + cse184*q_e_bar2_0
    cse186 = -cse12*cse185 + cse178*cse183 + cse180
    cse187 = cse179*cse8
    cse188 = -cse12*cse183 - cse178*cse185 + cse187
    cse189 = cse76 - cse92
    cse190 = -cse75 + cse90
    cse191 = cse102 + cse103
    cse192 = q_e_bar1_0**2
    cse193 = -cse105 + cse123
    cse194 = a_4*cse121
    cse195 = cse148 + cse149
    cse196 = cse155 + lam_8*(cse152 + cse154)
    cse197 = cse157 + cse90*q_e_bar1_0
    cse198 = cse105 - cse123
    cse199 = -cse135 - cse136 + lam_9*(-cse107 - cse109 + 2)
    cse200 = cse138 - cse139 - cse92*q_e_bar1_0
    cse201 = 8*q_e_bar1_1
    cse202 = 4*q_e_bar1_2
    cse203 = cse202*q_e_bar2_1
    cse204 = cse71*q_e_bar1_3
    cse205 = cse202*q_e_bar2_2
    cse206 = cse51*(lam_8*(cse169 + cse205) + lam_9*(-cse201*q_e_bar2_2 + cse203 - cse204))
    cse207 = -cse174
    cse208 = cse202*q_e_bar2_0
    cse209 = cse202*q_e_bar2_3
    cse210 = cse51*(cse209*lam_8 + lam_9*(cse207 + cse208))
    cse211 = -cse164
    cse212 = cse51*(cse208*lam_8 + lam_9*(-cse209 + cse211))
    cse213 = cse70*q_e_bar1_3
    cse214 = cse51*(lam_8*(cse167 + cse203) + lam_9*(-cse201*q_e_bar2_1 - cse205 - cse213))
    cse215 = -cse10*p_L1
    cse216 = -cse45
    cse217 = cse14*cse179
    cse218 = cse185*cse8 + cse217
    cse219 = cse12*cse179
    cse220 = 4*q_e_bar1_1
    cse221 = -cse183*cse8 - cse185*cse220 - cse219
    cse222 = a_5*cse121
    cse223 = cse132 + cse133
    cse224 = -a_3*cse123 - a_4*cse124
    cse225 = cse192*cse80 + cse3*cse80
    cse226 = -cse90*q_e_bar1_2
    cse227 = cse111 - cse112
    cse228 = cse220*q_e_bar2_1
    cse229 = cse220*q_e_bar2_2
    cse230 = 8*q_e_bar1_2
    cse231 = cse51*(lam_8*(cse204 + cse229 - cse230*q_e_bar2_1) + lam_9*(cse169 + cse228))
    cse232 = cse220*q_e_bar2_0
    cse233 = cse220*q_e_bar2_3
    cse234 = cse51*(cse232*lam_9 + lam_8*(-cse163 + cse233))
    cse235 = cse51*(-cse233*lam_9 + lam_8*(cse173 + cse232))
    cse236 = cse51*(lam_8*(cse213 + cse228 + cse230*q_e_bar2_2) + lam_9*(cse167 - cse229))
    cse237 = -cse33
    cse238 = -cse12
    cse239 = cse10*cse185 + cse183*cse202 + cse219
    cse240 = -cse10*cse183 + cse217
    cse241 = a_6*cse121
    cse242 = -cse178*q_e_bar2_2
    cse243 = cse178*q_e_bar2_1
    cse244 = cse51*(lam_8*(cse163 + cse242) + lam_9*(cse211 + cse243))
    cse245 = cse178*lam_8
    cse246 = cse178*lam_9
    cse247 = cse51*(-cse245*q_e_bar2_3 + cse246*q_e_bar2_0)
    cse248 = cse51*(-cse245*q_e_bar2_0 - cse246*q_e_bar2_3)
    cse249 = cse51*(lam_8*(cse173 - cse243) + lam_9*(cse207 + cse242))
    cse250 = -cse86
    cse251 = -cse8
    cse252 = -cse14*cse185 + cse187
    cse253 = -cse14*cse183 - cse180
    cse254 = cse1*p_L2
    cse255 = q_e_bar2_1**2
    cse256 = cse5*p_L2
    cse257 = p_L2*q_e_bar2_3
    cse258 = cse181*v_ed_bar2_1
    cse259 = 2*v_ed_bar2_0
    cse260 = cse259*q_e_bar2_2
    cse261 = 2*v_ed_bar2_3
    cse262 = cse261*q_e_bar2_1
    cse263 = 2*v_ed_bar2_2
    cse264 = cse263*q_e_bar2_0
    cse265 = cse258 + cse260 - cse262 - cse264
    cse266 = cse0 + p_L2**2
    cse267 = cse18*cse266
    cse268 = cse265*cse267
    cse269 = -cse258 - cse260 + cse262 + cse264
    cse270 = cse267*cse269
    cse271 = -cse257*cse270
    cse272 = -cse257*cse268 + cse271
    cse273 = cse181*v_ed_bar2_2
    cse274 = 2*v_ed_bar2_1
    cse275 = cse274*q_e_bar2_0
    cse276 = cse261*q_e_bar2_2
    cse277 = cse259*q_e_bar2_1
    cse278 = cse273 + cse275 - cse276 - cse277
    cse279 = cse278*cse30
    cse280 = cse257*cse279
    cse281 = p_L2*q_e_bar2_1
    cse282 = cse181*v_ed_bar2_0
    cse283 = cse263*q_e_bar2_1
    cse284 = cse274*q_e_bar2_2
    cse285 = cse261*q_e_bar2_0
    cse286 = cse30*(cse282 + cse283 - cse284 - cse285)
    cse287 = cse267*cse278
    cse288 = -cse282 - cse283 + cse284 + cse285
    cse289 = cse267*cse281
    cse290 = -cse257*cse287 + cse280 - cse281*cse286 - cse288*cse289
    cse291 = p_L2*q_e_bar2_2
    cse292 = -cse279*cse291
    cse293 = cse269*cse30
    cse294 = -cse273 - cse275 + cse276 + cse277
    cse295 = cse267*cse294
    cse296 = cse269*cse289
    cse297 = -cse281*cse293 - cse291*cse295 + cse292 + cse296
    cse298 = cse281*cse5
    cse299 = cse279*p_L2
    cse300 = cse299*v_ed_bar2_2
    cse301 = cse293*p_L2
    cse302 = (1/6)*cse254*cse266
    cse303 = cse294*cse302
    cse304 = cse269*cse302
    cse305 = cse304*v_ed_bar2_1
    cse306 = cse300 + cse301*v_ed_bar2_1 + cse303*v_ed_bar2_2 - cse305
    cse307 = cse265*cse302
    cse308 = cse304*v_ed_bar2_3
    cse309 = cse307*v_ed_bar2_3 + cse308
    cse310 = 2*cse309
    cse311 = cse299*v_ed_bar2_3
    cse312 = cse278*cse302
    cse313 = cse286*p_L2
    cse314 = cse288*cse302
    cse315 = -cse311 + cse312*v_ed_bar2_3 + cse313*v_ed_bar2_1 + cse314*v_ed_bar2_1
    cse316 = (1/3)*cse266
    cse317 = cse1*cse316
    cse318 = cse291*cse317
    cse319 = cse257*cse317
    cse320 = -a_12*cse318 - a_13*cse319 + lam_11 - 2*lam_5*p_L2
    cse321 = lam_8*(cse201*q_e_bar1_0 + cse230*q_e_bar1_3) + lam_9*(cse159*q_e_bar1_2 - cse201*q_e_bar1_3)
    cse322 = q_e_bar2_2**2
    cse323 = cse254*cse316
    cse324 = cse106*cse323 + cse322*cse323
    cse325 = -cse298*q_e_bar2_0
    cse326 = cse270*cse291
    cse327 = cse268*cse291 + cse326
    cse328 = p_L2*q_e_bar2_0
    cse329 = cse267*cse288
    cse330 = cse286*cse328 + cse287*cse291 + cse292 + cse328*cse329
    cse331 = cse270*cse328
    cse332 = -cse257*cse295 - cse280 + cse293*cse328 - cse331
    cse333 = cse291*cse5
    cse334 = -cse318 + cse333
    cse335 = cse257*cse5
    cse336 = cse319 - cse335
    cse337 = cse328*cse5
    cse338 = cse304*v_ed_bar2_0
    cse339 = -cse301*v_ed_bar2_0 + cse303*v_ed_bar2_3 + cse311 + cse338
    cse340 = cse300 - cse312*v_ed_bar2_2 - cse313*v_ed_bar2_0 - cse314*v_ed_bar2_0
    cse341 = -cse304*v_ed_bar2_2
    cse342 = -cse307*v_ed_bar2_2 + cse341
    cse343 = 2*cse342
    cse344 = cse265*cse314
    cse345 = cse269*cse314
    cse346 = -cse344 - cse345
    cse347 = cse220*q_e_bar1_2
    cse348 = cse178*q_e_bar1_3
    cse349 = 4*cse79
    cse350 = 4*cse192
    cse351 = 2 - cse350
    cse352 = lam_8*(-cse349 + cse351) + lam_9*(cse347 + cse348)
    cse353 = -cse265*cse289 - cse296
    cse354 = cse279*cse281
    cse355 = cse257*cse286 + cse257*cse329 - cse281*cse287 + cse354
    cse356 = cse279*cse328
    cse357 = cse257*cse293 + cse271 + cse295*cse328 + cse356
    cse358 = cse317*cse328
    cse359 = cse299*v_ed_bar2_0
    cse360 = -cse301*v_ed_bar2_3 - cse303*v_ed_bar2_0 + cse308 - cse359
    cse361 = cse305 + cse307*v_ed_bar2_1
    cse362 = 2*cse361
    cse363 = -cse299*v_ed_bar2_1
    cse364 = cse312*v_ed_bar2_1 - cse313*v_ed_bar2_3 - cse314*v_ed_bar2_3 + cse363
    cse365 = cse278*cse313
    cse366 = cse278*cse314
    cse367 = -cse365 - cse366
    cse368 = cse120*cse266
    cse369 = a_10*cse368
    cse370 = cse281*cse317
    cse371 = cse298 - cse370
    cse372 = lam_7*p_L2
    cse373 = -cse348
    cse374 = lam_8*(cse347 + cse373) + lam_9*(-4*cse3 + cse351)
    cse375 = cse372 + cse374
    cse376 = cse318*q_e_bar2_0
    cse377 = cse370*q_e_bar2_3
    cse378 = -cse298*q_e_bar2_3 - cse376 + cse377
    cse379 = cse268*cse328 + cse331
    cse380 = -cse286*cse291 + cse287*cse328 - cse291*cse329 - cse356
    cse381 = cse289*cse294 - cse291*cse293 + cse326 + cse354
    cse382 = -cse298 + cse370
    cse383 = cse301*v_ed_bar2_2 - cse303*v_ed_bar2_1 + cse341 + cse363
    cse384 = -cse312*v_ed_bar2_0 + cse313*v_ed_bar2_2 + cse314*v_ed_bar2_2 + cse359
    cse385 = -cse307*v_ed_bar2_0 - cse338
    cse386 = 2*cse385
    cse387 = cse278*cse301
    cse388 = cse269*cse303
    cse389 = -cse387 - cse388
    cse390 = -lam_6*p_L2
    cse391 = -cse358*q_e_bar2_3 - cse370*q_e_bar2_2
    cse392 = cse298*q_e_bar2_2 + cse391
    cse393 = -2*cse328
    cse394 = -cse257
    cse395 = 4*cse12*q_e_bar1_2 + 4*cse14*q_e_bar1_1
    cse396 = 2*cse192 - 1
    cse397 = cse396 + 2*cse79
    cse398 = 2*cse397
    cse399 = cse10*q_e_bar1_2
    cse400 = cse14*q_e_bar1_3
    cse401 = cse399 - cse400
    cse402 = 2*cse401
    cse403 = cse395*q_e_bar2_0 - cse398*q_e_bar2_1 + cse402*q_e_bar2_2
    cse404 = 4*cse10*q_e_bar1_3 - 4*cse14*q_e_bar1_2
    cse405 = 2*cse3 + cse396
    cse406 = cse399 + cse400
    cse407 = 2*cse406
    cse408 = -cse184*cse405 - cse404*q_e_bar2_0 + cse407*q_e_bar2_1
    cse409 = 2*q_e_bar2_0
    cse410 = 2*cse297
    cse411 = -cse319 + cse335
    cse412 = cse318 - cse333
    cse413 = cse344 + cse345
    cse414 = 2*cse332
    cse415 = 2*cse357
    cse416 = a_11*cse368
    cse417 = -cse337 + cse358
    cse418 = 2*cse360
    cse419 = cse387 + cse388
    cse420 = cse337*q_e_bar2_3 + cse391
    cse421 = 2*cse381
    cse422 = cse337 - cse358
    cse423 = -cse372 + cse374
    cse424 = -cse333*q_e_bar2_0 + cse376 - cse377
    cse425 = -2*cse281
    cse426 = -cse291
    cse427 = cse181*cse401 - cse398*q_e_bar2_0
    cse428 = -cse181*cse405 + cse407*q_e_bar2_0
    cse429 = cse328*cse368
    cse430 = cse365 + cse366
    cse431 = cse281*cse368
    cse432 = -a_10*cse358 - a_11*cse370 + lam_11
    cse433 = cse108*cse323 + cse255*cse323
    cse434 = -cse333*q_e_bar2_3
    cse435 = lam_8*(cse349 + cse350 - 2) + lam_9*(-cse347 + cse373)
    cse436 = -cse281
    cse437 = cse181*cse397 + cse402*q_e_bar2_0
    cse438 = -cse181*cse406 - cse405*cse409
    cse439 = -cse328
    cse440 = cse395*q_e_bar2_3 + cse398*q_e_bar2_2 + cse402*q_e_bar2_1
    cse441 = -cse182*cse405 - cse404*q_e_bar2_3 - cse407*q_e_bar2_2
    out = np.zeros((26, 26))
    out[_index3_matrix_INDEX] = (
        cse2,  # [0, 0]
        1,  # [0, 14]
        -1,  # [0, 19]
        cse2,  # [1, 1]
        1,  # [1, 15]
        -1,  # [1, 20]
        cse2,  # [2, 2]
        1,  # [2, 16]
        -1,  # [2, 21]
        cse3*cse6 + cse51*(-a_4*cse53 + cse10*cse69 + cse12*cse61 + cse52 + cse66*cse8 + cse72 + cse78) + cse82 - h*(-cse10*cse24 - cse12*cse50 - cse43*cse8),  # [3, 3]
        cse51*(a_3*cse33*cse94 - a_4*cse105 + a_5*cse91 + a_6*cse93 + cse10*cse101 - cse104 + cse113 + cse12*cse98 + cse8*cse99) + cse83 - h*(-cse10*cse85 - cse12*cse89 - cse8*cse87),  # [3, 4]
        cse140 + cse51*(-a_5*cse123 + a_6*cse125 + cse10*cse131 + cse12*cse128 + cse122*cse45 + cse130*cse8 - cse134 + cse137) - h*(-cse10*cse114 - cse116*cse8 - cse119*cse12),  # [3, 5]
        cse158 + cse51*(a_5*cse144 - a_6*cse123 + cse10*cse147 + cse12*cse145 + cse122*cse7 + cse146*cse8 - cse150 + cse156) - h*(-cse10*cse141 - cse12*cse143 - cse142*cse8),  # [3, 6]
        cse166,  # [3, 10]
        cse171,  # [3, 11]
        cse172,  # [3, 12]
        cse175,  # [3, 13]
        cse176,  # [3, 14]
        cse177,  # [3, 15]
        cse45,  # [3, 16]
        cse178,  # [3, 17]
        cse10,  # [3, 18]
        cse176,  # [3, 19]
        cse177,  # [3, 20]
        cse45,  # [3, 21]
        cse186,  # [3, 22]
        cse188,  # [3, 23]
        q_e_bar1_0,  # [3, 24]
        cse51*(-a_3*cse53 + a_4*cse86*cse94 + a_5*cse190 + a_6*cse189 + cse113 + cse12*cse66 - cse14*cse69 - cse191 - cse61*cse8) + cse83 - h*(-cse12*cse43 + cse14*cse24 + cse50*cse8),  # [4, 3]
        cse192*cse6 + cse51*(-a_3*cse105 - cse101*cse14 + cse12*cse99 + cse78 - cse8*cse98 + lam_10) + cse82 - h*(-cse12*cse87 + cse14*cse85 + cse8*cse89),  # [4, 4]
        cse197 + cse51*(-a_5*cse124 + a_6*cse193 + cse12*cse130 - cse128*cse8 - cse131*cse14 + cse194*cse45 - cse195 + cse196) - h*(cse114*cse14 - cse116*cse12 + cse119*cse8),  # [4, 5]
        cse200 + cse51*(a_5*cse198 - a_6*cse124 + cse12*cse146 - cse134 - cse14*cse147 - cse145*cse8 + cse194*cse7 + cse199) - h*(-cse12*cse142 + cse14*cse141 + cse143*cse8),  # [4, 6]
        cse206,  # [4, 10]
        cse210,  # [4, 11]
        cse212,  # [4, 12]
        cse214,  # [4, 13]
        cse215,  # [4, 14]
        cse216,  # [4, 15]
        cse177,  # [4, 16]
        cse14,  # [4, 18]
        cse215,  # [4, 19]
        cse216,  # [4, 20]
        cse177,  # [4, 21]
        cse218,  # [4, 22]
        cse221,  # [4, 23]
        q_e_bar1_1,  # [4, 24]
        cse140 + cse51*(-a_3*cse76 + a_4*cse190 + cse10*cse61 - cse12*cse69 + cse137 - cse14*cse66 + cse222*cse86 - cse223) - h*(-cse10*cse50 + cse12*cse24 + cse14*cse43),  # [5, 3]
        cse197 + cse51*(a_3*cse91 - a_4*cse76 + cse10*cse98 - cse101*cse12 - cse14*cse99 - cse150 + cse196 + cse222*cse33) - h*(-cse10*cse89 + cse12*cse85 + cse14*cse87),  # [5, 4]
        cse225 + cse51*(-a_6*cse90 + cse10*cse128 - cse12*cse131 - cse130*cse14 + cse224 + cse72) + cse6*cse81 - h*(-cse10*cse119 + cse114*cse12 + cse116*cse14),  # [5, 5]
        cse226 + cse51*(a_3*cse144 + a_4*cse198 + a_5*cse7*cse94 - a_6*cse92 + cse10*cse145 - cse12*cse147 - cse14*cse146 - cse191 + cse227) - h*(-cse10*cse143 + cse12*cse141 + cse14*cse142),  # [5, 6]
        cse231,  # [5, 10]
        cse234,  # [5, 11]
        cse235,  # [5, 12]
        cse236,  # [5, 13]
        cse237,  # [5, 15]
        cse86,  # [5, 16]
        cse238,  # [5, 18]
        cse237,  # [5, 20]
        cse86,  # [5, 21]
        cse239,  # [5, 22]
        cse240,  # [5, 23]
        q_e_bar1_2,  # [5, 24]
        cse158 + cse51*(-a_3*cse75 + a_4*cse189 - cse10*cse66 - cse14*cse61 + cse156 - cse195 + cse241*cse86 + cse69*cse8) - h*(cse10*cse43 + cse14*cse50 - cse24*cse8),  # [6, 3]
        cse200 + cse51*(a_3*cse93 - a_4*cse75 - cse10*cse99 + cse101*cse8 - cse14*cse98 + cse199 - cse223 + cse241*cse33) - h*(cse10*cse87 + cse14*cse89 - cse8*cse85),  # [6, 4]
        cse226 + cse51*(a_3*cse125 + a_4*cse193 - a_5*cse90 + a_6*cse45*cse94 - cse10*cse130 - cse104 - cse128*cse14 + cse131*cse8 + cse227) - h*(cse10*cse116 - cse114*cse8 + cse119*cse14),  # [6, 5]
        cse225 + cse51*(-a_5*cse92 - cse10*cse146 - cse14*cse145 + cse147*cse8 + cse224 + cse52 + lam_10) + cse6*cse79 - h*(cse10*cse142 + cse14*cse143 - cse141*cse8),  # [6, 6]
        cse244,  # [6, 10]
        cse247,  # [6, 11]
        cse248,  # [6, 12]
        cse249,  # [6, 13]
        cse250,  # [6, 15]
        cse237,  # [6, 16]
        cse161,  # [6, 17]
        cse251,  # [6, 18]
        cse250,  # [6, 20]
        cse237,  # [6, 21]
        cse252,  # [6, 22]
        cse253,  # [6, 23]
        q_e_bar1_3,  # [6, 24]
        cse254,  # [7, 7]
        1,  # [7, 19]
        cse254,  # [8, 8]
        1,  # [8, 20]
        cse254,  # [9, 9]
        1,  # [9, 21]
        cse166,  # [10, 3]
        cse206,  # [10, 4]
        cse231,  # [10, 5]
        cse244,  # [10, 6]
        cse255*cse256 + cse324 + cse51*(-a_11*cse298 + cse181*cse306 + cse184*cse315 + cse310*q_e_bar2_1 + cse320 + cse321) - h*(-cse181*cse297 - cse182*cse272 - cse184*cse290),  # [10, 10]
        cse325 + cse51*(a_10*cse281*cse94 - a_11*cse337 + a_12*cse336 + a_13*cse334 + cse181*cse339 + cse184*cse340 + cse343*q_e_bar2_1 - cse346 + cse352) - h*(-cse181*cse332 - cse182*cse327 - cse184*cse330),  # [10, 11]
        cse378 + cse51*(-a_12*cse358 + a_13*cse371 + cse181*cse360 + cse184*cse364 + cse291*cse369 + cse362*q_e_bar2_1 - cse367 + cse375) - h*(-cse181*cse357 - cse182*cse353 - cse184*cse355),  # [10, 12]
        cse392 + cse51*(a_12*cse382 - a_13*cse358 + cse181*cse383 + cse184*cse384 + cse257*cse369 + cse386*q_e_bar2_1 - cse389 + cse390) - h*(-cse181*cse381 - cse182*cse379 - cse184*cse380),  # [10, 13]
        cse393,  # [10, 19]
        cse394,  # [10, 20]
        cse291,  # [10, 21]
        cse403,  # [10, 22]
        cse408,  # [10, 23]
        q_e_bar2_0,  # [10, 25]
        cse171,  # [11, 3]
        cse210,  # [11, 4]
        cse234,  # [11, 5]
        cse247,  # [11, 6]
        cse325 + cse51*(-a_10*cse298 + a_11*cse328*cse94 + a_12*cse411 + a_13*cse412 + cse181*cse315 - cse184*cse306 - cse310*q_e_bar2_0 + cse352 - cse413) - h*(-cse181*cse290 + cse272*cse409 + cse410*q_e_bar2_2),  # [11, 10]
        cse108*cse256 + cse324 + cse51*(-a_10*cse337 + cse181*cse340 - cse184*cse339 + cse320 - cse343*q_e_bar2_0) - h*(-cse181*cse330 + cse327*cse409 + cse414*q_e_bar2_2),  # [11, 11]
        cse420 + cse51*(-a_12*cse370 + a_13*cse417 + cse181*cse364 + cse291*cse416 - cse362*q_e_bar2_0 + cse390 - cse418*q_e_bar2_2 - cse419) - h*(-cse181*cse355 + cse353*cse409 + cse415*q_e_bar2_2),  # [11, 12]
        cse424 + cse51*(a_12*cse422 - a_13*cse370 + cse181*cse384 - cse184*cse383 + cse257*cse416 - cse367 - cse386*q_e_bar2_0 + cse423) - h*(-cse181*cse380 + cse379*cse409 + cse421*q_e_bar2_2),  # [11, 13]
        cse425,  # [11, 19]
        cse426,  # [11, 20]
        cse394,  # [11, 21]
        cse427,  # [11, 22]
        cse428,  # [11, 23]
        q_e_bar2_1,  # [11, 25]
        cse172,  # [12, 3]
        cse212,  # [12, 4]
        cse235,  # [12, 5]
        cse248,  # [12, 6]
        cse378 + cse51*(-a_10*cse318 + a_11*cse411 + a_12*cse429 - cse181*cse309 + cse182*cse306 - cse315*cse409 + cse375 - cse430) - h*(cse181*cse272 + cse290*cse409 - cse410*q_e_bar2_1),  # [12, 10]
        cse420 + cse51*(a_10*cse336 - a_11*cse318 + a_12*cse431 - cse181*cse342 + cse182*cse339 - cse340*cse409 - cse389 + cse390) - h*(cse181*cse327 + cse330*cse409 - cse414*q_e_bar2_1),  # [12, 11]
        cse106*cse256 + cse433 + cse51*(-a_13*cse335 - cse181*cse361 - cse364*cse409 + cse418*q_e_bar2_1 + cse432) - h*(cse181*cse353 + cse355*cse409 - cse415*q_e_bar2_1),  # [12, 12]
        cse434 + cse51*(a_10*cse382 + a_11*cse422 + a_12*cse257*cse94 - a_13*cse333 - cse181*cse385 + cse182*cse383 - cse384*cse409 - cse413 + cse435) - h*(cse181*cse379 + cse380*cse409 - cse421*q_e_bar2_1),  # [12, 13]
        cse436,  # [12, 20]
        cse328,  # [12, 21]
        cse437,  # [12, 22]
        cse438,  # [12, 23]
        q_e_bar2_2,  # [12, 25]
        cse175,  # [13, 3]
        cse214,  # [13, 4]
        cse236,  # [13, 5]
        cse249,  # [13, 6]
        cse392 + cse51*(-a_10*cse319 + a_11*cse412 + a_13*cse429 - cse182*cse315 + cse184*cse309 - cse306*cse409 + cse390 - cse419) - h*(cse182*cse290 - cse184*cse272 + cse410*q_e_bar2_0),  # [13, 10]
        cse424 + cse51*(a_10*cse334 - a_11*cse319 + a_13*cse431 - cse182*cse340 + cse184*cse342 - cse339*cse409 + cse423 - cse430) - h*(cse182*cse330 - cse184*cse327 + cse414*q_e_bar2_0),  # [13, 11]
        cse434 + cse51*(a_10*cse371 + a_11*cse417 - a_12*cse335 + a_13*cse291*cse94 - cse182*cse364 + cse184*cse361 - cse346 - cse418*q_e_bar2_0 + cse435) - h*(cse182*cse355 - cse184*cse353 + cse415*q_e_bar2_0),  # [13, 12]
        cse256*cse322 + cse433 + cse51*(-a_12*cse333 - cse182*cse384 + cse184*cse385 + cse321 - cse383*cse409 + cse432) - h*(cse182*cse380 - cse184*cse379 + cse421*q_e_bar2_0),  # [13, 13]
        cse439,  # [13, 20]
        cse436,  # [13, 21]
        cse440,  # [13, 22]
        cse441,  # [13, 23]
        q_e_bar2_3,  # [13, 25]
        1,  # [14, 0]
        cse176,  # [14, 3]
        cse215,  # [14, 4]
        1,  # [15, 1]
        cse177,  # [15, 3]
        cse216,  # [15, 4]
        cse237,  # [15, 5]
        cse250,  # [15, 6]
        1,  # [16, 2]
        cse45,  # [16, 3]
        cse177,  # [16, 4]
        cse86,  # [16, 5]
        cse237,  # [16, 6]
        cse178,  # [17, 3]
        cse161,  # [17, 6]
        cse10,  # [18, 3]
        cse14,  # [18, 4]
        cse238,  # [18, 5]
        cse251,  # [18, 6]
        -1,  # [19, 0]
        cse176,  # [19, 3]
        cse215,  # [19, 4]
        1,  # [19, 7]
        cse393,  # [19, 10]
        cse425,  # [19, 11]
        -1,  # [20, 1]
        cse177,  # [20, 3]
        cse216,  # [20, 4]
        cse237,  # [20, 5]
        cse250,  # [20, 6]
        1,  # [20, 8]
        cse394,  # [20, 10]
        cse426,  # [20, 11]
        cse436,  # [20, 12]
        cse439,  # [20, 13]
        -1,  # [21, 2]
        cse45,  # [21, 3]
        cse177,  # [21, 4]
        cse86,  # [21, 5]
        cse237,  # [21, 6]
        1,  # [21, 9]
        cse291,  # [21, 10]
        cse394,  # [21, 11]
        cse328,  # [21, 12]
        cse436,  # [21, 13]
        cse186,  # [22, 3]
        cse218,  # [22, 4]
        cse239,  # [22, 5]
        cse252,  # [22, 6]
        cse403,  # [22, 10]
        cse427,  # [22, 11]
        cse437,  # [22, 12]
        cse440,  # [22, 13]
        cse188,  # [23, 3]
        cse221,  # [23, 4]
        cse240,  # [23, 5]
        cse253,  # [23, 6]
        cse408,  # [23, 10]
        cse428,  # [23, 11]
        cse438,  # [23, 12]
        cse441,  # [23, 13]
        q_e_bar1_0,  # [24, 3]
        q_e_bar1_1,  # [24, 4]
        q_e_bar1_2,  # [24, 5]
        q_e_bar1_3,  # [24, 6]
        q_e_bar2_0,  # [25, 10]
        q_e_bar2_1,  # [25, 11]
        q_e_bar2_2,  # [25, 12]
        q_e_bar2_3,  # [25, 13]
    )
    return out



def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        dv: increment in velocity coordinates (e.g. h v) (14).
        a: accelerations (time derivative of v) (14).
        lam: Lagrange multipliers, one per constraint row (12).
        t: time.
        p: parameters (4).
        hq: sensitivity of positions to accelerations (beta' h^2).
        hv: sensitivity of velocities to accelerations (gamma' h).

    Returns:
        ndarray of shape (26, 26), 208 nonzero.
    """
    # 1643 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, _,
        _, _, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        _, _, _, a_3,
        a_4, a_5, a_6, _,
        _, _, a_10, a_11,
        a_12, a_13,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (14,) else _floats(a, 14, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (12,) else _floats(lam, 12, "lam")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    hq = float(hq)

    hv = float(hv)

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = q_e_bar1_1**2
    cse4 = p_rho*p_w**4
    cse5 = (2/3)*cse4
    cse6 = cse5*p_L1
    cse7 = p_L1*q_e_bar1_3
    cse8 = cse0 + p_L1**2
    cse9 = cse1*cse8
    cse10 = 2*q_e_bar1_2
    cse11 = cse10*v_ed_bar1_0
    cse12 = 2*q_e_bar1_1
    cse13 = cse12*v_ed_bar1_3
    cse14 = 2*q_e_bar1_3
    cse15 = cse14*v_ed_bar1_1
    cse16 = 2*q_e_bar1_0
    cse17 = cse16*v_ed_bar1_2
    cse18 = (1/6)*cse11 - 1/6*cse13 + (1/6)*cse15 - 1/6*cse17
    cse19 = cse18*cse9
    cse20 = -cse11 + cse13 - cse15 + cse17
    cse21 = (1/6)*cse9
    cse22 = cse20*cse21
    cse23 = -cse22*cse7
    cse24 = -cse19*cse7 + cse23
    cse25 = cse14*v_ed_bar1_2
    cse26 = cse16*v_ed_bar1_1
    cse27 = cse10*v_ed_bar1_3
    cse28 = cse12*v_ed_bar1_0
    cse29 = cse25 + cse26 - cse27 - cse28
    cse30 = (1/3)*cse4
    cse31 = cse29*cse30
    cse32 = cse31*cse7
    cse33 = p_L1*q_e_bar1_1
    cse34 = cse12*v_ed_bar1_2
    cse35 = cse10*v_ed_bar1_1
    cse36 = cse14*v_ed_bar1_0
    cse37 = cse16*v_ed_bar1_3
    cse38 = cse34 - cse35 + cse36 - cse37
    cse39 = cse30*cse38
    cse40 = cse21*cse29
    cse41 = -cse34 + cse35 - cse36 + cse37
    cse42 = (1/6)*cse41
    cse43 = cse42*cse9
    cse44 = cse32 - cse33*cse39 - cse33*cse43 - cse40*cse7
    cse45 = cse20*cse30
    cse46 = p_L1*q_e_bar1_2
    cse47 = -cse25 - cse26 + cse27 + cse28
    cse48 = cse21*cse47
    cse49 = -cse31*cse46
    cse50 = cse22*cse33
    cse51 = -cse33*cse45 - cse46*cse48 + cse49 + cse50
    cse52 = 8*q_e_bar2_3
    cse53 = 8*q_e_bar2_0
    cse54 = lam_8*(cse52*q_e_bar2_2 - cse53*q_e_bar2_1)
    cse55 = cse33*cse5
    cse56 = cse30*p_L1
    cse57 = cse29*cse56
    cse58 = cse57*v_ed_bar1_2
    cse59 = cse20*cse56
    cse60 = cse2*cse8
    cse61 = (1/6)*cse60
    cse62 = cse47*cse61
    cse63 = cse20*cse61
    cse64 = cse63*v_ed_bar1_1
    cse65 = cse58 + cse59*v_ed_bar1_1 + cse62*v_ed_bar1_2 - cse64
    cse66 = cse57*v_ed_bar1_3
    cse67 = cse38*cse56
    cse68 = cse29*cse61
    cse69 = cse42*cse60
    cse70 = -cse66 + cse67*v_ed_bar1_1 + cse68*v_ed_bar1_3 + cse69*v_ed_bar1_1
    cse71 = cse18*cse60
    cse72 = cse63*v_ed_bar1_3
    cse73 = cse71*v_ed_bar1_3 + cse72
    cse74 = lam_10 + 4*lam_3
    cse75 = (1/3)*cse8
    cse76 = cse1*cse75
    cse77 = cse7*cse76
    cse78 = cse46*cse76
    cse79 = 2*lam_5
    cse80 = -a_5*cse78 - a_6*cse77 - cse79*p_L1 - 2*lam_0*p_L1 + lam_9*(-cse52*q_e_bar2_1 - cse53*q_e_bar2_2)
    cse81 = q_e_bar1_3**2
    cse82 = cse2*cse75
    cse83 = q_e_bar1_2**2
    cse84 = cse81*cse82 + cse82*cse83
    cse85 = -cse55*q_e_bar1_0
    cse86 = cse22*cse46
    cse87 = cse19*cse46 + cse86
    cse88 = p_L1*q_e_bar1_0
    cse89 = cse39*cse88 + cse40*cse46 + cse43*cse88 + cse49
    cse90 = cse22*cse88
    cse91 = -cse32 + cse45*cse88 - cse48*cse7 - cse90
    cse92 = cse5*cse7
    cse93 = cse77 - cse92
    cse94 = cse46*cse5
    cse95 = -cse78 + cse94
    cse96 = (4/3)*cse4
    cse97 = cse63*v_ed_bar1_0
    cse98 = -cse59*v_ed_bar1_0 + cse62*v_ed_bar1_3 + cse66 + cse97
    cse99 = cse58 - cse67*v_ed_bar1_0 - cse68*v_ed_bar1_2 - cse69*v_ed_bar1_0
    cse100 = cse20*v_ed_bar1_2
    cse101 = -cse100*cse61
    cse102 = cse101 - cse71*v_ed_bar1_2
    cse103 = cse41*cse71
    cse104 = cse20*cse69
    cse105 = -cse103 - cse104
    cse106 = cse5*cse88
    cse107 = q_e_bar2_3**2
    cse108 = 4*cse107
    cse109 = q_e_bar2_0**2
    cse110 = 4*cse109
    cse111 = cse108 + cse110 - 2
    cse112 = cse111*lam_8
    cse113 = 2*lam_4
    cse114 = cse112 + cse113
    cse115 = -cse19*cse33 - cse50
    cse116 = cse31*cse33
    cse117 = cse116 - cse33*cse40 + cse39*cse7 + cse43*cse7
    cse118 = cse31*cse88
    cse119 = cse118 + cse23 + cse45*cse7 + cse48*cse88
    cse120 = (2/3)*cse9
    cse121 = a_3*cse120
    cse122 = cse76*cse88
    cse123 = cse33*cse76
    cse124 = -cse123 + cse55
    cse125 = cse57*v_ed_bar1_0
    cse126 = -cse125 - cse59*v_ed_bar1_3 - cse62*v_ed_bar1_0 + cse72
    cse127 = -cse57*v_ed_bar1_1
    cse128 = cse127 - cse67*v_ed_bar1_3 + cse68*v_ed_bar1_1 - cse69*v_ed_bar1_3
    cse129 = cse64 + cse71*v_ed_bar1_1
    cse130 = cse38*cse57
    cse131 = cse29*cse69
    cse132 = -cse130 - cse131
    cse133 = lam_2*p_L1
    cse134 = lam_7*p_L1
    cse135 = cse111*lam_9 + cse133 + cse134
    cse136 = cse77*q_e_bar1_1
    cse137 = cse78*q_e_bar1_0
    cse138 = cse136 - cse137 - cse92*q_e_bar1_1
    cse139 = cse19*cse88 + cse90
    cse140 = -cse118 - cse39*cse46 + cse40*cse88 - cse43*cse46
    cse141 = cse116 + cse33*cse48 - cse45*cse46 + cse86
    cse142 = cse123 - cse55
    cse143 = cse100*cse56 + cse101 + cse127 - cse62*v_ed_bar1_1
    cse144 = cse125 + cse67*v_ed_bar1_2 - cse68*v_ed_bar1_0 + cse69*v_ed_bar1_2
    cse145 = -cse71*v_ed_bar1_0 - cse97
    cse146 = cse20*cse57
    cse147 = cse47*cse63
    cse148 = -cse146 - cse147
    cse149 = 4*q_e_bar2_3
    cse150 = cse149*q_e_bar2_1
    cse151 = 4*q_e_bar2_0
    cse152 = cse151*q_e_bar2_2
    cse153 = -lam_1*p_L1 - lam_6*p_L1 + lam_9*(-cse149*q_e_bar2_2 + cse151*q_e_bar2_1)
    cse154 = cse153 + lam_8*(-cse150 - cse152)
    cse155 = -cse77*q_e_bar1_0 - cse78*q_e_bar1_1
    cse156 = cse155 + cse94*q_e_bar1_1
    cse157 = 8*q_e_bar1_0
    cse158 = cse157*q_e_bar2_2
    cse159 = 4*q_e_bar1_3
    cse160 = cse159*q_e_bar2_1
    cse161 = cse53*q_e_bar1_2
    cse162 = cse53*q_e_bar1_1
    cse163 = -cse157*q_e_bar2_1 - cse159*q_e_bar2_2
    cse164 = hq*(lam_8*(cse162 + cse163) + lam_9*(-cse158 + cse160 + cse161))
    cse165 = cse157*q_e_bar2_3
    cse166 = cse159*q_e_bar2_0
    cse167 = cse53*q_e_bar1_0
    cse168 = -cse159*q_e_bar2_3 - cse167
    cse169 = hq*(cse168*lam_8 + lam_9*(-cse165 + cse166))
    cse170 = hq*(cse168*lam_9 + lam_8*(cse165 - cse166))
    cse171 = 8*q_e_bar1_2
    cse172 = cse171*q_e_bar2_3
    cse173 = 8*q_e_bar1_1
    cse174 = cse173*q_e_bar2_3
    cse175 = hq*(lam_8*(cse158 - cse160 + cse174) + lam_9*(cse163 + cse172))
    cse176 = -cse16*p_L1
    cse177 = -cse7
    cse178 = 4*q_e_bar1_0
    cse179 = 2*cse107 + 2*cse109 - 1
    cse180 = cse12*cse179
    cse181 = 2*q_e_bar2_3
    cse182 = 2*q_e_bar2_0
    cse183 = cse181*q_e_bar2_2 - cse182*q_e_bar2_1
    cse184 = 2*q_e_bar2_2
    cse185 = cse181*q_e_bar2_1 + cse184*q_e_bar2_0
    cse186 = -cse14*cse185 + cse178*cse183 + cse180
    cse187 = cse10*cse179
    cse188 = -cse14*cse183 - cse178*cse185 + cse187
    cse189 = cse78 - cse94
    cse190 = -cse77 + cse92
    cse191 = cse103 + cse104
    cse192 = q_e_bar1_0**2
    cse193 = -cse106 + cse122
    cse194 = a_4*cse120
    cse195 = cse146 + cse147
    cse196 = cse153 + lam_8*(cse150 + cse152)
    cse197 = cse155 + cse92*q_e_bar1_0
    cse198 = cse106 - cse122
    cse199 = -cse133 - cse134 + lam_9*(-cse108 - cse110 + 2)
    cse200 = -cse136 + cse137 - cse94*q_e_bar1_0
    cse201 = 4*q_e_bar1_2
    cse202 = cse201*q_e_bar2_1
    cse203 = 8*q_e_bar1_3
    cse204 = cse203*q_e_bar2_0
    cse205 = cse201*q_e_bar2_2
    cse206 = hq*(lam_8*(cse167 + cse205) + lam_9*(-cse173*q_e_bar2_2 + cse202 - cse204))
    cse207 = -cse174
    cse208 = cse201*q_e_bar2_0
    cse209 = cse201*q_e_bar2_3
    cse210 = hq*(cse209*lam_8 + lam_9*(cse207 + cse208))
    cse211 = -cse162
    cse212 = hq*(cse208*lam_8 + lam_9*(-cse209 + cse211))
    cse213 = cse203*q_e_bar2_3
    cse214 = hq*(lam_8*(cse165 + cse202) + lam_9*(-cse173*q_e_bar2_1 - cse205 - cse213))
    cse215 = -cse12*p_L1
    cse216 = -cse46
    cse217 = cse16*cse179
    cse218 = cse10*cse185 + cse217
    cse219 = cse14*cse179
    cse220 = 4*q_e_bar1_1
    cse221 = -cse10*cse183 - cse185*cse220 - cse219
    cse222 = a_5*cse120
    cse223 = cse130 + cse131
    cse224 = -a_3*cse122 - a_4*cse123
    cse225 = cse192*cse82 + cse3*cse82
    cse226 = -cse92*q_e_bar1_2
    cse227 = cse112 - cse113
    cse228 = cse220*q_e_bar2_1
    cse229 = cse220*q_e_bar2_2
    cse230 = hq*(lam_8*(-cse171*q_e_bar2_1 + cse204 + cse229) + lam_9*(cse167 + cse228))
    cse231 = cse220*q_e_bar2_0
    cse232 = cse220*q_e_bar2_3
    cse233 = hq*(cse231*lam_9 + lam_8*(-cse161 + cse232))
    cse234 = hq*(-cse232*lam_9 + lam_8*(cse172 + cse231))
    cse235 = hq*(lam_8*(cse171*q_e_bar2_2 + cse213 + cse228) + lam_9*(cse165 - cse229))
    cse236 = -cse33
    cse237 = -cse14
    cse238 = cse12*cse185 + cse183*cse201 + cse219
    cse239 = -cse12*cse183 + cse217
    cse240 = a_6*cse120
    cse241 = -cse178*q_e_bar2_2
    cse242 = cse178*q_e_bar2_1
    cse243 = hq*(lam_8*(cse161 + cse241) + lam_9*(cse211 + cse242))
    cse244 = cse178*lam_8
    cse245 = cse178*lam_9
    cse246 = hq*(-cse244*q_e_bar2_3 + cse245*q_e_bar2_0)
    cse247 = hq*(-cse244*q_e_bar2_0 - cse245*q_e_bar2_3)
    cse248 = hq*(lam_8*(cse172 - cse242) + lam_9*(cse207 + cse241))
    cse249 = -cse88
    cse250 = -cse10
    cse251 = -cse16*cse185 + cse187
    cse252 = -cse16*cse183 - cse180
    cse253 = cse1*p_L2
    cse254 = q_e_bar2_1**2
    cse255 = cse5*p_L2
    cse256 = p_L2*q_e_bar2_3
    cse257 = cse1*cse256
    cse258 = 2*v_ed_bar2_1
    cse259 = cse258*q_e_bar2_3
    cse260 = 2*v_ed_bar2_0
    cse261 = cse260*q_e_bar2_2
    cse262 = 2*v_ed_bar2_3
    cse263 = cse262*q_e_bar2_1
    cse264 = 2*v_ed_bar2_2
    cse265 = cse264*q_e_bar2_0
    cse266 = cse259 + cse261 - cse263 - cse265
    cse267 = cse0 + p_L2**2
    cse268 = (1/6)*cse267
    cse269 = cse266*cse268
    cse270 = -cse259 - cse261 + cse263 + cse265
    cse271 = cse268*cse270
    cse272 = -cse257*cse271
    cse273 = -cse257*cse269 + cse272
    cse274 = 2*q_e_bar2_1
    cse275 = cse264*q_e_bar2_3
    cse276 = cse258*q_e_bar2_0
    cse277 = cse262*q_e_bar2_2
    cse278 = cse260*q_e_bar2_1
    cse279 = cse275 + cse276 - cse277 - cse278
    cse280 = cse279*cse30
    cse281 = cse256*cse280
    cse282 = cse260*q_e_bar2_3
    cse283 = cse264*q_e_bar2_1
    cse284 = cse258*q_e_bar2_2
    cse285 = cse262*q_e_bar2_0
    cse286 = cse282 + cse283 - cse284 - cse285
    cse287 = p_L2*q_e_bar2_1
    cse288 = cse287*cse30
    cse289 = cse268*cse279
    cse290 = -cse282 - cse283 + cse284 + cse285
    cse291 = cse1*cse268
    cse292 = cse287*cse291
    cse293 = -cse257*cse289 + cse281 - cse286*cse288 - cse290*cse292
    cse294 = p_L2*q_e_bar2_2
    cse295 = -cse280*cse294
    cse296 = -cse275 - cse276 + cse277 + cse278
    cse297 = cse291*cse296
    cse298 = cse270*cse292
    cse299 = -cse270*cse288 - cse294*cse297 + cse295 + cse298
    cse300 = cse287*cse5
    cse301 = cse30*p_L2
    cse302 = cse279*cse301
    cse303 = cse302*v_ed_bar2_2
    cse304 = cse270*cse301
    cse305 = cse253*cse296
    cse306 = cse268*cse305
    cse307 = cse253*cse271
    cse308 = cse307*v_ed_bar2_1
    cse309 = cse303 + cse304*v_ed_bar2_1 + cse306*v_ed_bar2_2 - cse308
    cse310 = cse253*cse269
    cse311 = cse307*v_ed_bar2_3
    cse312 = cse310*v_ed_bar2_3 + cse311
    cse313 = cse302*v_ed_bar2_3
    cse314 = cse253*cse289
    cse315 = cse286*cse301
    cse316 = cse253*cse290
    cse317 = cse268*cse316
    cse318 = -cse313 + cse314*v_ed_bar2_3 + cse315*v_ed_bar2_1 + cse317*v_ed_bar2_1
    cse319 = (1/3)*cse267
    cse320 = cse1*cse319
    cse321 = cse294*cse320
    cse322 = cse256*cse320
    cse323 = -a_12*cse321 - a_13*cse322 - cse79*p_L2 + lam_11
    cse324 = lam_8*(cse173*q_e_bar1_0 + cse203*q_e_bar1_2) + lam_9*(cse157*q_e_bar1_2 - cse203*q_e_bar1_1)
    cse325 = q_e_bar2_2**2
    cse326 = cse253*cse319
    cse327 = cse107*cse326 + cse325*cse326
    cse328 = -cse300*q_e_bar2_0
    cse329 = cse266*cse291
    cse330 = cse270*cse291
    cse331 = cse294*cse330
    cse332 = cse294*cse329 + cse331
    cse333 = p_L2*q_e_bar2_0
    cse334 = cse286*cse30
    cse335 = cse1*cse289
    cse336 = cse290*cse291
    cse337 = cse294*cse335 + cse295 + cse333*cse334 + cse333*cse336
    cse338 = cse270*cse30
    cse339 = cse257*cse268
    cse340 = cse330*cse333
    cse341 = -2*cse281 - 2*cse296*cse339 + 2*cse333*cse338 - 2*cse340
    cse342 = cse294*cse5
    cse343 = -cse321 + cse342
    cse344 = cse256*cse5
    cse345 = cse322 - cse344
    cse346 = (2/3)*cse333
    cse347 = cse346*cse4
    cse348 = cse307*v_ed_bar2_0
    cse349 = -cse304*v_ed_bar2_0 + cse306*v_ed_bar2_3 + cse313 + cse348
    cse350 = cse303 - cse314*v_ed_bar2_2 - cse315*v_ed_bar2_0 - cse317*v_ed_bar2_0
    cse351 = -cse307*v_ed_bar2_2
    cse352 = -cse310*v_ed_bar2_2 + cse351
    cse353 = cse269*cse316
    cse354 = cse271*cse316
    cse355 = -cse353 - cse354
    cse356 = cse220*q_e_bar1_2
    cse357 = cse178*q_e_bar1_3
    cse358 = 4*cse83
    cse359 = 4*cse192
    cse360 = 2 - cse359
    cse361 = lam_8*(-cse358 + cse360) + lam_9*(cse356 + cse357)
    cse362 = -cse266*cse292 - cse298
    cse363 = cse279*cse288
    cse364 = cse256*cse334 - cse287*cse335 + cse290*cse339 + cse363
    cse365 = cse280*cse333
    cse366 = cse256*cse338 + cse272 + cse297*cse333 + cse365
    cse367 = cse320*cse333
    cse368 = cse302*v_ed_bar2_0
    cse369 = -cse304*v_ed_bar2_3 - cse306*v_ed_bar2_0 + cse311 - cse368
    cse370 = cse308 + cse310*v_ed_bar2_1
    cse371 = -cse302*v_ed_bar2_1
    cse372 = cse314*v_ed_bar2_1 - cse315*v_ed_bar2_3 - cse317*v_ed_bar2_3 + cse371
    cse373 = cse286*cse302
    cse374 = cse290*cse314
    cse375 = -cse373 - cse374
    cse376 = cse1*cse267
    cse377 = cse294*cse376
    cse378 = (2/3)*a_10
    cse379 = cse287*cse320
    cse380 = cse300 - cse379
    cse381 = lam_7*p_L2
    cse382 = -cse357
    cse383 = lam_8*(cse356 + cse382) + lam_9*(-4*cse3 + cse360)
    cse384 = cse381 + cse383
    cse385 = cse321*q_e_bar2_0
    cse386 = cse379*q_e_bar2_3
    cse387 = -cse300*q_e_bar2_3 - cse385 + cse386
    cse388 = cse329*cse333 + cse340
    cse389 = -cse294*cse334 - cse294*cse336 + cse333*cse335 - cse365
    cse390 = cse292*cse296 - cse294*cse338 + cse331 + cse363
    cse391 = cse257*cse267
    cse392 = -cse300 + cse379
    cse393 = cse304*v_ed_bar2_2 - cse306*v_ed_bar2_1 + cse351 + cse371
    cse394 = -cse314*v_ed_bar2_0 + cse315*v_ed_bar2_2 + cse317*v_ed_bar2_2 + cse368
    cse395 = -cse310*v_ed_bar2_0 - cse348
    cse396 = cse270*cse302
    cse397 = cse271*cse305
    cse398 = -cse396 - cse397
    cse399 = -lam_6*p_L2
    cse400 = -cse367*q_e_bar2_3 - cse379*q_e_bar2_2
    cse401 = cse300*q_e_bar2_2 + cse400
    cse402 = -2*cse333
    cse403 = -cse256
    cse404 = cse12*q_e_bar1_0 + cse14*q_e_bar1_2
    cse405 = 2*cse192 - 1
    cse406 = 2*cse405 + 4*cse83
    cse407 = cse12*q_e_bar1_2
    cse408 = cse16*q_e_bar1_3
    cse409 = cse407 - cse408
    cse410 = cse151*cse404 + cse184*cse409 - cse406*q_e_bar2_1
    cse411 = cse12*q_e_bar1_3 - cse16*q_e_bar1_2
    cse412 = 4*cse3 + 2*cse405
    cse413 = cse407 + cse408
    cse414 = -cse151*cse411 + cse274*cse413 - cse412*q_e_bar2_2
    cse415 = 2*cse299
    cse416 = -cse322 + cse344
    cse417 = cse321 - cse342
    cse418 = cse353 + cse354
    cse419 = (2/3)*a_11
    cse420 = -cse347 + cse367
    cse421 = cse396 + cse397
    cse422 = cse347*q_e_bar2_3 + cse400
    cse423 = 2*cse390
    cse424 = cse347 - cse367
    cse425 = -cse381 + cse383
    cse426 = -cse342*q_e_bar2_0 + cse385 - cse386
    cse427 = -2*cse287
    cse428 = -cse294
    cse429 = cse181*cse409 - cse406*q_e_bar2_0
    cse430 = cse182*cse413 - cse412*q_e_bar2_3
    cse431 = cse346*cse376
    cse432 = cse373 + cse374
    cse433 = (2/3)*cse287*cse376
    cse434 = -a_10*cse367 - a_11*cse379 + lam_11
    cse435 = cse109*cse326 + cse254*cse326
    cse436 = -cse342*q_e_bar2_3
    cse437 = lam_8*(cse358 + cse359 - 2) + lam_9*(-cse356 + cse382)
    cse438 = -cse287
    cse439 = cse182*cse409 + cse406*q_e_bar2_3
    cse440 = -cse181*cse413 - cse412*q_e_bar2_0
    cse441 = -cse333
    cse442 = cse149*cse404 + cse274*cse409 + cse406*q_e_bar2_2
    cse443 = -cse149*cse411 - cse184*cse413 - cse412*q_e_bar2_1
    out = np.zeros((26, 26))
    out[_genalpha_matrix_INDEX] = (
        cse2,  # [0, 0]
        1,  # [0, 14]
        -1,  # [0, 19]
        cse2,  # [1, 1]
        1,  # [1, 15]
        -1,  # [1, 20]
        cse2,  # [2, 2]
        1,  # [2, 16]
        -1,  # [2, 21]
        cse3*cse6 + cse84 + hq*(-a_4*cse55 + cse10*cse70 + cse12*cse73 + cse14*cse65 + cse54 + cse74 + cse80) - hv*(-cse10*cse44 - cse12*cse24 - cse14*cse51),  # [3, 3]
        cse85 + hq*(a_3*cse33*cse96 - a_4*cse106 + a_5*cse93 + a_6*cse95 + cse10*cse99 + cse102*cse12 - cse105 + cse114 + cse14*cse98) - hv*(-cse10*cse89 - cse12*cse87 - cse14*cse91),  # [3, 4]
        cse138 + hq*(-a_5*cse122 + a_6*cse124 + cse10*cse128 + cse12*cse129 + cse121*cse46 + cse126*cse14 - cse132 + cse135) - hv*(-cse10*cse117 - cse115*cse12 - cse119*cse14),  # [3, 5]
        cse156 + hq*(a_5*cse142 - a_6*cse122 + cse10*cse144 + cse12*cse145 + cse121*cse7 + cse14*cse143 - cse148 + cse154) - hv*(-cse10*cse140 - cse12*cse139 - cse14*cse141),  # [3, 6]
        cse164,  # [3, 10]
        cse169,  # [3, 11]
        cse170,  # [3, 12]
        cse175,  # [3, 13]
        cse176,  # [3, 14]
        cse177,  # [3, 15]
        cse46,  # [3, 16]
        cse178,  # [3, 17]
        cse12,  # [3, 18]
        cse176,  # [3, 19]
        cse177,  # [3, 20]
        cse46,  # [3, 21]
        cse186,  # [3, 22]
        cse188,  # [3, 23]
        q_e_bar1_0,  # [3, 24]
        cse85 + hq*(-a_3*cse55 + a_4*cse88*cse96 + a_5*cse190 + a_6*cse189 - cse10*cse65 + cse114 + cse14*cse70 - cse16*cse73 - cse191) - hv*(cse10*cse51 - cse14*cse44 + cse16*cse24),  # [4, 3]
        cse192*cse6 + cse84 + hq*(-a_3*cse106 - cse10*cse98 - cse102*cse16 + cse14*cse99 + cse80 + lam_10) - hv*(cse10*cse91 - cse14*cse89 + cse16*cse87),  # [4, 4]
        cse197 + hq*(-a_5*cse123 + a_6*cse193 - cse10*cse126 + cse128*cse14 - cse129*cse16 + cse194*cse46 - cse195 + cse196) - hv*(cse10*cse119 + cse115*cse16 - cse117*cse14),  # [4, 5]
        cse200 + hq*(a_5*cse198 - a_6*cse123 - cse10*cse143 - cse132 + cse14*cse144 - cse145*cse16 + cse194*cse7 + cse199) - hv*(cse10*cse141 + cse139*cse16 - cse14*cse140),  # [4, 6]
        cse206,  # [4, 10]
        cse210,  # [4, 11]
        cse212,  # [4, 12]
        cse214,  # [4, 13]
        cse215,  # [4, 14]
        cse216,  # [4, 15]
        cse177,  # [4, 16]
        cse16,  # [4, 18]
        cse215,  # [4, 19]
        cse216,  # [4, 20]
        cse177,  # [4, 21]
        cse218,  # [4, 22]
        cse221,  # [4, 23]
        q_e_bar1_1,  # [4, 24]
        cse138 + hq*(-a_3*cse78 + a_4*cse190 + cse12*cse65 + cse135 - cse14*cse73 - cse16*cse70 + cse222*cse88 - cse223) - hv*(-cse12*cse51 + cse14*cse24 + cse16*cse44),  # [5, 3]
        cse197 + hq*(a_3*cse93 - a_4*cse78 - cse102*cse14 + cse12*cse98 - cse148 - cse16*cse99 + cse196 + cse222*cse33) - hv*(-cse12*cse91 + cse14*cse87 + cse16*cse89),  # [5, 4]
        cse225 + cse6*cse81 + hq*(-a_6*cse92 + cse12*cse126 - cse128*cse16 - cse129*cse14 + cse224 + cse54 + lam_10) - hv*(cse115*cse14 + cse117*cse16 - cse119*cse12),  # [5, 5]
        cse226 + hq*(a_3*cse142 + a_4*cse198 + a_5*cse7*cse96 - a_6*cse94 + cse12*cse143 - cse14*cse145 - cse144*cse16 - cse191 + cse227) - hv*(-cse12*cse141 + cse139*cse14 + cse140*cse16),  # [5, 6]
        cse230,  # [5, 10]
        cse233,  # [5, 11]
        cse234,  # [5, 12]
        cse235,  # [5, 13]
        cse236,  # [5, 15]
        cse88,  # [5, 16]
        cse237,  # [5, 18]
        cse236,  # [5, 20]
        cse88,  # [5, 21]
        cse238,  # [5, 22]
        cse239,  # [5, 23]
        q_e_bar1_2,  # [5, 24]
        cse156 + hq*(-a_3*cse77 + a_4*cse189 + cse10*cse73 - cse12*cse70 + cse154 - cse16*cse65 - cse195 + cse240*cse88) - hv*(-cse10*cse24 + cse12*cse44 + cse16*cse51),  # [6, 3]
        cse200 + hq*(a_3*cse95 - a_4*cse77 + cse10*cse102 - cse12*cse99 - cse16*cse98 + cse199 - cse223 + cse240*cse33) - hv*(-cse10*cse87 + cse12*cse89 + cse16*cse91),  # [6, 4]
        cse226 + hq*(a_3*cse124 + a_4*cse193 - a_5*cse92 + a_6*cse46*cse96 + cse10*cse129 - cse105 - cse12*cse128 - cse126*cse16 + cse227) - hv*(-cse10*cse115 + cse117*cse12 + cse119*cse16),  # [6, 5]
        cse225 + cse6*cse83 + hq*(-a_5*cse94 + cse10*cse145 - cse12*cse144 - cse143*cse16 + cse224 + cse74) - hv*(-cse10*cse139 + cse12*cse140 + cse141*cse16),  # [6, 6]
        cse243,  # [6, 10]
        cse246,  # [6, 11]
        cse247,  # [6, 12]
        cse248,  # [6, 13]
        cse249,  # [6, 15]
        cse236,  # [6, 16]
        cse159,  # [6, 17]
        cse250,  # [6, 18]
        cse249,  # [6, 20]
        cse236,  # [6, 21]
        cse251,  # [6, 22]
        cse252,  # [6, 23]
        q_e_bar1_3,  # [6, 24]
        cse253,  # [7, 7]
        1,  # [7, 19]
        cse253,  # [8, 8]
        1,  # [8, 20]
        cse253,  # [9, 9]
        1,  # [9, 21]
        cse164,  # [10, 3]
        cse206,  # [10, 4]
        cse230,  # [10, 5]
        cse243,  # [10, 6]
        cse254*cse255 + cse327 + hq*(-a_11*cse300 + cse181*cse309 + cse184*cse318 + cse274*cse312 + cse323 + cse324) - hv*(-cse181*cse299 - cse184*cse293 - cse273*cse274),  # [10, 10]
        cse328 + hq*(a_10*cse287*cse96 - a_11*cse347 + a_12*cse345 + a_13*cse343 + cse181*cse349 + cse184*cse350 + cse274*cse352 - cse355 + cse361) - hv*(-cse184*cse337 - cse274*cse332 - cse341*q_e_bar2_3),  # [10, 11]
        cse387 + hq*(-a_12*cse367 + a_13*cse380 + cse181*cse369 + cse184*cse372 + cse274*cse370 - cse375 + cse377*cse378 + cse384) - hv*(-cse181*cse366 - cse184*cse364 - cse274*cse362),  # [10, 12]
        cse401 + hq*(a_12*cse392 - a_13*cse367 + cse181*cse393 + cse184*cse394 + cse274*cse395 + cse378*cse391 - cse398 + cse399) - hv*(-cse181*cse390 - cse184*cse389 - cse274*cse388),  # [10, 13]
        cse402,  # [10, 19]
        cse403,  # [10, 20]
        cse294,  # [10, 21]
        cse410,  # [10, 22]
        cse414,  # [10, 23]
        q_e_bar2_0,  # [10, 25]
        cse169,  # [11, 3]
        cse210,  # [11, 4]
        cse233,  # [11, 5]
        cse246,  # [11, 6]
        cse328 + hq*(-a_10*cse300 + a_11*cse333*cse96 + a_12*cse416 + a_13*cse417 + cse181*cse318 - cse182*cse312 - cse184*cse309 + cse361 - cse418) - hv*(-cse181*cse293 + cse182*cse273 + cse415*q_e_bar2_2),  # [11, 10]
        cse109*cse255 + cse327 + hq*(-a_10*cse347 + cse181*cse350 - cse182*cse352 - cse184*cse349 + cse323) - hv*(-cse181*cse337 + cse182*cse332 + cse341*q_e_bar2_2),  # [11, 11]
        cse422 + hq*(-a_12*cse379 + a_13*cse420 + cse181*cse372 - cse182*cse370 - cse184*cse369 + cse377*cse419 + cse399 - cse421) - hv*(-cse181*cse364 + cse182*cse362 + cse184*cse366),  # [11, 12]
        cse426 + hq*(a_12*cse424 - a_13*cse379 + cse181*cse394 - cse182*cse395 - cse184*cse393 - cse375 + cse391*cse419 + cse425) - hv*(-cse181*cse389 + cse182*cse388 + cse423*q_e_bar2_2),  # [11, 13]
        cse427,  # [11, 19]
        cse428,  # [11, 20]
        cse403,  # [11, 21]
        cse429,  # [11, 22]
        cse430,  # [11, 23]
        q_e_bar2_1,  # [11, 25]
        cse170,  # [12, 3]
        cse212,  # [12, 4]
        cse234,  # [12, 5]
        cse247,  # [12, 6]
        cse387 + hq*(-a_10*cse321 + a_11*cse416 + a_12*cse431 - cse181*cse312 - cse182*cse318 + cse274*cse309 + cse384 - cse432) - hv*(cse181*cse273 + cse182*cse293 - cse415*q_e_bar2_1),  # [12, 10]
        cse422 + hq*(a_10*cse345 - a_11*cse321 + a_12*cse433 - cse181*cse352 - cse182*cse350 + cse274*cse349 - cse398 + cse399) - hv*(cse181*cse332 + cse182*cse337 - cse341*q_e_bar2_1),  # [12, 11]
        cse107*cse255 + cse435 + hq*(-a_13*cse344 - cse181*cse370 - cse182*cse372 + cse274*cse369 + cse434) - hv*(cse181*cse362 + cse182*cse364 - cse274*cse366),  # [12, 12]
        cse436 + hq*(a_10*cse392 + a_11*cse424 + a_12*cse256*cse96 - a_13*cse342 - cse181*cse395 - cse182*cse394 + cse274*cse393 - cse418 + cse437) - hv*(cse181*cse388 + cse182*cse389 - cse423*q_e_bar2_1),  # [12, 13]
        cse438,  # [12, 20]
        cse333,  # [12, 21]
        cse439,  # [12, 22]
        cse440,  # [12, 23]
        q_e_bar2_2,  # [12, 25]
        cse175,  # [13, 3]
        cse214,  # [13, 4]
        cse235,  # [13, 5]
        cse248,  # [13, 6]
        cse401 + hq*(-a_10*cse322 + a_11*cse417 + a_13*cse431 - cse182*cse309 + cse184*cse312 - cse274*cse318 + cse399 - cse421) - hv*(-cse184*cse273 + cse274*cse293 + cse415*q_e_bar2_0),  # [13, 10]
        cse426 + hq*(a_10*cse343 - a_11*cse322 + a_13*cse433 - cse182*cse349 + cse184*cse352 - cse274*cse350 + cse425 - cse432) - hv*(-cse184*cse332 + cse274*cse337 + cse341*q_e_bar2_0),  # [13, 11]
        cse436 + hq*(a_10*cse380 + a_11*cse420 - a_12*cse344 + a_13*cse294*cse96 - cse182*cse369 + cse184*cse370 - cse274*cse372 - cse355 + cse437) - hv*(cse182*cse366 - cse184*cse362 + cse274*cse364),  # [13, 12]
        cse255*cse325 + cse435 + hq*(-a_12*cse342 - cse182*cse393 + cse184*cse395 - cse274*cse394 + cse324 + cse434) - hv*(-cse184*cse388 + cse274*cse389 + cse423*q_e_bar2_0),  # [13, 13]
        cse441,  # [13, 20]
        cse438,  # [13, 21]
        cse442,  # [13, 22]
        cse443,  # [13, 23]
        q_e_bar2_3,  # [13, 25]
        1,  # [14, 0]
        cse176,  # [14, 3]
        cse215,  # [14, 4]
        1,  # [15, 1]
        cse177,  # [15, 3]
        cse216,  # [15, 4]
        cse236,  # [15, 5]
        cse249,  # [15, 6]
        1,  # [16, 2]
        cse46,  # [16, 3]
        cse177,  # [16, 4]
        cse88,  # [16, 5]
        cse236,  # [16, 6]
        cse178,  # [17, 3]
        cse159,  # [17, 6]
        cse12,  # [18, 3]
        cse16,  # [18, 4]
        cse237,  # [18, 5]
        cse250,  # [18, 6]
        -1,  # [19, 0]
        cse176,  # [19, 3]
        cse215,  # [19, 4]
        1,  # [19, 7]
        cse402,  # [19, 10]
        cse427,  # [19, 11]
        -1,  # [20, 1]
        cse177,  # [20, 3]
        cse216,  # [20, 4]
        cse236,  # [20, 5]
        cse249,  # [20, 6]
        1,  # [20, 8]
        cse403,  # [20, 10]
        cse428,  # [20, 11]
        cse438,  # [20, 12]
        cse441,  # [20, 13]
        -1,  # [21, 2]
        cse46,  # [21, 3]
        cse177,  # [21, 4]
        cse88,  # [21, 5]
        cse236,  # [21, 6]
        1,  # [21, 9]
        cse294,  # [21, 10]
        cse403,  # [21, 11]
        cse333,  # [21, 12]
        cse438,  # [21, 13]
        cse186,  # [22, 3]
        cse218,  # [22, 4]
        cse238,  # [22, 5]
        cse251,  # [22, 6]
        cse410,  # [22, 10]
        cse429,  # [22, 11]
        cse439,  # [22, 12]
        cse442,  # [22, 13]
        cse188,  # [23, 3]
        cse221,  # [23, 4]
        cse239,  # [23, 5]
        cse252,  # [23, 6]
        cse414,  # [23, 10]
        cse430,  # [23, 11]
        cse440,  # [23, 12]
        cse443,  # [23, 13]
        q_e_bar1_0,  # [24, 3]
        q_e_bar1_1,  # [24, 4]
        q_e_bar1_2,  # [24, 5]
        q_e_bar1_3,  # [24, 6]
        q_e_bar2_0,  # [25, 10]
        q_e_bar2_1,  # [25, 11]
        q_e_bar2_2,  # [25, 12]
        q_e_bar2_3,  # [25, 13]
    )
    return out



def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Args:
        q: position coordinates (14).
        p: parameters (4).

    Returns:
        ndarray of shape (10, 14), 81 nonzero.
    """
    # 560 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        p_L1, _, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*q_e_bar1_2
    cse1 = cse0*q_e_bar1_1
    cse2 = 2*q_e_bar1_3
    cse3 = cse2*q_e_bar1_0
    cse4 = -cse3
    cse5 = cse1 + cse4
    cse6 = cse2*q_e_bar1_1
    cse7 = cse0*q_e_bar1_0
    cse8 = cse6 + cse7
    cse9 = 2*cse8
    cse10 = 2*q_e_bar1_1**2
    cse11 = 2*q_e_bar1_0**2
    cse12 = cse11 - 1
    cse13 = cse10 + cse12
    cse14 = 2*q_e_bar1_1
    cse15 = -cse0*cse5 - cse13*cse14 - cse9*q_e_bar1_3
    cse16 = cse0*q_e_bar1_3
    cse17 = cse14*q_e_bar1_0
    cse18 = cse16 - cse17
    cse19 = cse1 + cse3
    cse20 = 2*cse19
    cse21 = cse12 + 2*q_e_bar1_2**2
    cse22 = -cse0*cse21 - cse18*cse2 - cse20*q_e_bar1_1
    cse23 = 2*cse5
    cse24 = 2*q_e_bar1_0
    cse25 = cse0*cse8 + cse13*cse24 - cse23*q_e_bar1_3
    cse26 = cse0*cse18 - cse2*cse21 + cse20*q_e_bar1_0
    cse27 = cse13*cse2 + cse23*q_e_bar1_0 - cse9*q_e_bar1_1
    cse28 = 2*cse18
    cse29 = cse20*q_e_bar1_3 + cse21*cse24 - cse28*q_e_bar1_1
    cse30 = -cse0*cse13 + cse23*q_e_bar1_1 + cse9*q_e_bar1_0
    cse31 = -cse0*cse19 + cse14*cse21 + cse28*q_e_bar1_0
    cse32 = cse6 - cse7
    cse33 = 2*cse32
    cse34 = cse33*q_e_bar1_1
    cse35 = cse16 + cse17
    cse36 = cse0*cse35
    cse37 = cse12 + 2*q_e_bar1_3**2
    cse38 = cse2*cse37
    cse39 = -cse34 - cse36 - cse38
    cse40 = cse33*q_e_bar1_0
    cse41 = cse2*cse35
    cse42 = cse0*cse37
    cse43 = cse40 - cse41 + cse42
    cse44 = cse33*q_e_bar1_3
    cse45 = 2*cse35
    cse46 = cse45*q_e_bar1_0
    cse47 = cse14*cse37
    cse48 = cse44 + cse46 - cse47
    cse49 = cse0*cse32
    cse50 = cse45*q_e_bar1_1
    cse51 = cse24*cse37
    cse52 = -cse49 + cse50 + cse51
    cse53 = (1/2)*p_L1
    cse54 = cse32*cse53
    cse55 = cse19*cse53
    cse56 = cse22*cse54 - cse39*cse55
    cse57 = cse13*cse53
    cse58 = cse15*cse55 - cse22*cse57
    cse59 = -cse15*cse54 + cse39*cse57
    cse60 = cse26*cse54 - cse43*cse55
    cse61 = cse25*cse55 - cse26*cse57
    cse62 = -cse25*cse54 + cse43*cse57
    cse63 = cse29*cse54 - cse48*cse55
    cse64 = cse27*cse55 - cse29*cse57
    cse65 = -cse27*cse54 + cse48*cse57
    cse66 = cse31*cse54 - cse52*cse55
    cse67 = cse30*cse55 - cse31*cse57
    cse68 = -cse30*cse54 + cse52*cse57
    cse69 = cse55 + q_r_bar1_y - q_r_bar2_y
    cse70 = 2*q_e_bar2_3
    cse71 = cse70*q_e_bar2_1
    cse72 = 2*q_e_bar2_0
    cse73 = cse72*q_e_bar2_2
    cse74 = cse71 - cse73
    cse75 = 2*q_e_bar2_1
    cse76 = cse74*cse75
    cse77 = cse70*q_e_bar2_2
    cse78 = cse75*q_e_bar2_0
    cse79 = cse77 + cse78
    cse80 = 2*q_e_bar2_2
    cse81 = cse79*cse80
    cse82 = 2*q_e_bar2_0**2 - 1
    cse83 = cse82 + 2*q_e_bar2_3**2
    cse84 = cse70*cse83
    cse85 = -cse76 - cse81 - cse84
    cse86 = cse54 + q_r_bar1_z - q_r_bar2_z
    cse87 = cse77 - cse78
    cse88 = cse70*cse87
    cse89 = cse75*q_e_bar2_2
    cse90 = cse70*q_e_bar2_0
    cse91 = 2*cse89 + 2*cse90
    cse92 = cse91*q_e_bar2_1
    cse93 = cse82 + 2*q_e_bar2_2**2
    cse94 = 2*cse93
    cse95 = cse94*q_e_bar2_2
    cse96 = -cse88 - cse92 - cse95
    cse97 = cse69*cse85 - cse86*cse96
    cse98 = cse57 + q_r_bar1_x - q_r_bar2_x
    cse99 = 2*cse89 - 2*cse90
    cse100 = cse99*q_e_bar2_2
    cse101 = cse71 + cse73
    cse102 = cse101*cse70
    cse103 = cse82 + 2*q_e_bar2_1**2
    cse104 = cse103*cse75
    cse105 = -cse100 - cse102 - cse104
    cse106 = -cse105*cse69 + cse96*cse98
    cse107 = cse105*cse86 - cse85*cse98
    cse108 = cse72*cse74
    cse109 = cse70*cse79
    cse110 = cse80*cse83
    cse111 = cse108 - cse109 + cse110
    cse112 = cse80*cse87
    cse113 = cse91*q_e_bar2_0
    cse114 = cse70*cse93
    cse115 = cse112 + cse113 - cse114
    cse116 = cse111*cse69 - cse115*cse86
    cse117 = cse99*q_e_bar2_3
    cse118 = cse101*cse80
    cse119 = 2*cse103
    cse120 = cse119*q_e_bar2_0
    cse121 = -cse117 + cse118 + cse120
    cse122 = cse115*cse98 - cse121*cse69
    cse123 = -cse111*cse98 + cse121*cse86
    cse124 = cse70*cse74
    cse125 = cse72*cse79
    cse126 = cse75*cse83
    cse127 = cse124 + cse125 - cse126
    cse128 = cse75*cse87
    cse129 = cse91*q_e_bar2_3
    cse130 = cse94*q_e_bar2_0
    cse131 = -cse128 + cse129 + cse130
    cse132 = cse127*cse69 - cse131*cse86
    cse133 = cse99*q_e_bar2_0
    cse134 = cse101*cse75
    cse135 = cse103*cse70
    cse136 = cse133 - cse134 + cse135
    cse137 = cse131*cse98 - cse136*cse69
    cse138 = -cse127*cse98 + cse136*cse86
    cse139 = cse74*cse80
    cse140 = cse75*cse79
    cse141 = cse72*cse83
    cse142 = -cse139 + cse140 + cse141
    cse143 = cse72*cse87
    cse144 = cse91*q_e_bar2_2
    cse145 = cse75*cse93
    cse146 = cse143 - cse144 + cse145
    cse147 = cse142*cse69 - cse146*cse86
    cse148 = cse99*q_e_bar2_1
    cse149 = cse101*cse72
    cse150 = cse119*q_e_bar2_2
    cse151 = cse148 + cse149 - cse150
    cse152 = cse146*cse98 - cse151*cse69
    cse153 = -cse142*cse98 + cse151*cse86
    cse154 = -cse10 - cse11 + 1
    cse155 = -cse1 + cse4
    cse156 = -cse6 + cse7
    cse157 = cse100 + cse102 + cse104
    cse158 = cse76 + cse81 + cse84
    cse159 = cse88 + cse92 + cse95
    cse160 = cse117 - cse118 - cse120
    cse161 = -cse108 + cse109 - cse110
    cse162 = -cse112 - cse113 + cse114
    cse163 = -cse133 + cse134 - cse135
    cse164 = -cse124 - cse125 + cse126
    cse165 = cse128 - cse129 - cse130
    cse166 = -cse148 - cse149 + cse150
    cse167 = cse139 - cse140 - cse141
    cse168 = -cse143 + cse144 - cse145
    out = np.zeros((10, 14))
    out[_B_INDEX] = (
        -1,  # [0, 2]
        cse15*q_r_bar1_y - cse22*q_r_bar1_x,  # [0, 3]
        cse25*q_r_bar1_y - cse26*q_r_bar1_x,  # [0, 4]
        cse27*q_r_bar1_y - cse29*q_r_bar1_x,  # [0, 5]
        cse30*q_r_bar1_y - cse31*q_r_bar1_x,  # [0, 6]
        1,  # [1, 1]
        cse15*q_r_bar1_z - cse39*q_r_bar1_x,  # [1, 3]
        cse25*q_r_bar1_z - cse43*q_r_bar1_x,  # [1, 4]
        cse27*q_r_bar1_z - cse48*q_r_bar1_x,  # [1, 5]
        cse30*q_r_bar1_z - cse52*q_r_bar1_x,  # [1, 6]
        -1,  # [2, 0]
        cse22*q_r_bar1_z - cse39*q_r_bar1_y,  # [2, 3]
        cse26*q_r_bar1_z - cse43*q_r_bar1_y,  # [2, 4]
        cse29*q_r_bar1_z - cse48*q_r_bar1_y,  # [2, 5]
        cse31*q_r_bar1_z - cse52*q_r_bar1_y,  # [2, 6]
        cse34 + cse36 + cse38,  # [3, 3]
        -cse40 + cse41 - cse42,  # [3, 4]
        -cse44 - cse46 + cse47,  # [3, 5]
        cse49 - cse50 - cse51,  # [3, 6]
        cse22,  # [4, 3]
        cse26,  # [4, 4]
        cse29,  # [4, 5]
        cse31,  # [4, 6]
        cse5,  # [5, 0]
        cse21,  # [5, 1]
        cse35,  # [5, 2]
        cse21*cse59 + cse35*cse58 + cse5*cse56,  # [5, 3]
        cse21*cse62 + cse35*cse61 + cse5*cse60,  # [5, 4]
        cse21*cse65 + cse35*cse64 + cse5*cse63,  # [5, 5]
        cse21*cse68 + cse35*cse67 + cse5*cse66,  # [5, 6]
        -cse5,  # [5, 7]
        -cse21,  # [5, 8]
        -cse35,  # [5, 9]
        cse106*cse35 + cse107*cse21 + cse5*cse97,  # [5, 10]
        cse116*cse5 + cse122*cse35 + cse123*cse21,  # [5, 11]
        cse132*cse5 + cse137*cse35 + cse138*cse21,  # [5, 12]
        cse147*cse5 + cse152*cse35 + cse153*cse21,  # [5, 13]
        cse154,  # [6, 0]
        cse155,  # [6, 1]
        cse156,  # [6, 2]
        cse154*cse56 + cse155*cse59 + cse156*cse58,  # [6, 3]
        cse154*cse60 + cse155*cse62 + cse156*cse61,  # [6, 4]
        cse154*cse63 + cse155*cse65 + cse156*cse64,  # [6, 5]
        cse154*cse66 + cse155*cse68 + cse156*cse67,  # [6, 6]
        -cse154,  # [6, 7]
        -cse155,  # [6, 8]
        -cse156,  # [6, 9]
        cse106*cse156 + cse107*cse155 + cse154*cse97,  # [6, 10]
        cse116*cse154 + cse122*cse156 + cse123*cse155,  # [6, 11]
        cse132*cse154 + cse137*cse156 + cse138*cse155,  # [6, 12]
        cse147*cse154 + cse152*cse156 + cse153*cse155,  # [6, 13]
        cse8,  # [7, 0]
        cse18,  # [7, 1]
        cse37,  # [7, 2]
        cse18*cse59 + cse37*cse58 + cse56*cse8,  # [7, 3]
        cse18*cse62 + cse37*cse61 + cse60*cse8,  # [7, 4]
        cse18*cse65 + cse37*cse64 + cse63*cse8,  # [7, 5]
        cse18*cse68 + cse37*cse67 + cse66*cse8,  # [7, 6]
        -cse8,  # [7, 7]
        -cse18,  # [7, 8]
        -cse37,  # [7, 9]
        cse106*cse37 + cse107*cse18 + cse8*cse97,  # [7, 10]
        cse116*cse8 + cse122*cse37 + cse123*cse18,  # [7, 11]
        cse132*cse8 + cse137*cse37 + cse138*cse18,  # [7, 12]
        cse147*cse8 + cse152*cse37 + cse153*cse18,  # [7, 13]
        cse15*cse5 + cse21*cse22 + cse35*cse39,  # [8, 3]
        cse21*cse26 + cse25*cse5 + cse35*cse43,  # [8, 4]
        cse21*cse29 + cse27*cse5 + cse35*cse48,  # [8, 5]
        cse21*cse31 + cse30*cse5 + cse35*cse52,  # [8, 6]
        cse157*cse5 + cse158*cse35 + cse159*cse21,  # [8, 10]
        cse160*cse5 + cse161*cse35 + cse162*cse21,  # [8, 11]
        cse163*cse5 + cse164*cse35 + cse165*cse21,  # [8, 12]
        cse166*cse5 + cse167*cse35 + cse168*cse21,  # [8, 13]
        cse15*cse154 + cse155*cse22 + cse156*cse39,  # [9, 3]
        cse154*cse25 + cse155*cse26 + cse156*cse43,  # [9, 4]
        cse154*cse27 + cse155*cse29 + cse156*cse48,  # [9, 5]
        cse154*cse30 + cse155*cse31 + cse156*cse52,  # [9, 6]
        cse154*cse157 + cse155*cse159 + cse156*cse158,  # [9, 10]
        cse154*cse160 + cse155*cse162 + cse156*cse161,  # [9, 11]
        cse154*cse163 + cse155*cse165 + cse156*cse164,  # [9, 12]
        cse154*cse166 + cse155*cse168 + cse156*cse167,  # [9, 13]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Args:
        q: position coordinates (14).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 24), 39 nonzero.
    """
    # 83 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*q_e_bar1_1**2
    cse1 = 2*q_e_bar1_0**2
    cse2 = cse1 - 1
    cse3 = (1/2)*p_L1
    cse4 = cse3*(cse0 + cse2)
    cse5 = 2*q_e_bar1_1
    cse6 = cse5*q_e_bar1_2
    cse7 = 2*q_e_bar1_0
    cse8 = cse7*q_e_bar1_3
    cse9 = cse3*(cse6 + cse8)
    cse10 = cse5*q_e_bar1_3
    cse11 = cse7*q_e_bar1_2
    cse12 = cse3*(cse10 - cse11)
    cse13 = -cse8
    cse14 = cse13 + cse6
    cse15 = -cse0 - cse1 + 1
    cse16 = cse10 + cse11
    cse17 = cse2 + 2*q_e_bar1_2**2
    cse18 = cse13 - cse6
    cse19 = 2*q_e_bar1_2*q_e_bar1_3
    cse20 = cse7*q_e_bar1_1
    cse21 = cse19 - cse20
    cse22 = cse19 + cse20
    cse23 = -cse10 + cse11
    cse24 = cse2 + 2*q_e_bar1_3**2
    cse25 = 2*q_e_bar2_1**2
    cse26 = 2*q_e_bar2_0**2
    cse27 = cse26 - 1
    cse28 = (1/2)*p_L2
    cse29 = 2*q_e_bar2_2
    cse30 = cse29*q_e_bar2_1
    cse31 = 2*q_e_bar2_3
    cse32 = cse31*q_e_bar2_0
    cse33 = cse31*q_e_bar2_1
    cse34 = cse29*q_e_bar2_0
    cse35 = 1 - cse26
    cse36 = -cse30
    cse37 = cse29*q_e_bar2_3
    cse38 = -2*q_e_bar2_0*q_e_bar2_1
    out = np.zeros((2, 24))
    out[_reaction_frames_INDEX] = (
        1,  # [0, 5]
        -1,  # [0, 7]
        1,  # [0, 9]
        -cse4 + q_r_bar1_x,  # [0, 12]
        -cse9 + q_r_bar1_y,  # [0, 13]
        -cse12 + q_r_bar1_z,  # [0, 14]
        cse14,  # [0, 15]
        cse15,  # [0, 16]
        cse16,  # [0, 17]
        cse17,  # [0, 18]
        cse18,  # [0, 19]
        cse21,  # [0, 20]
        cse22,  # [0, 21]
        cse23,  # [0, 22]
        cse24,  # [0, 23]
        cse4 + q_r_bar1_x,  # [1, 0]
        cse9 + q_r_bar1_y,  # [1, 1]
        cse12 + q_r_bar1_z,  # [1, 2]
        cse14,  # [1, 3]
        cse15,  # [1, 4]
        cse16,  # [1, 5]
        cse17,  # [1, 6]
        cse18,  # [1, 7]
        cse21,  # [1, 8]
        cse22,  # [1, 9]
        cse23,  # [1, 10]
        cse24,  # [1, 11]
        -cse28*(cse25 + cse27) + q_r_bar2_x,  # [1, 12]
        -cse28*(cse30 + cse32) + q_r_bar2_y,  # [1, 13]
        -cse28*(cse33 - cse34) + q_r_bar2_z,  # [1, 14]
        -cse25 + cse35,  # [1, 15]
        cse32 + cse36,  # [1, 16]
        cse33 + cse34,  # [1, 17]
        -cse32 + cse36,  # [1, 18]
        cse35 - 2*q_e_bar2_2**2,  # [1, 19]
        cse37 + cse38,  # [1, 20]
        -cse33 + cse34,  # [1, 21]
        -cse37 + cse38,  # [1, 22]
        cse27 + 2*q_e_bar2_3**2,  # [1, 23]
    )
    return out



def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 24).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = 2*q_e_bar1_1**2
    cse1 = 2*q_e_bar1_0**2
    cse2 = cse1 - 1
    cse3 = (1/2)*p_L1
    cse4 = cse3*(cse0 + cse2)
    cse5 = 2*q_e_bar1_1
    cse6 = cse5*q_e_bar1_2
    cse7 = 2*q_e_bar1_0
    cse8 = cse7*q_e_bar1_3
    cse9 = cse3*(cse6 + cse8)
    cse10 = cse5*q_e_bar1_3
    cse11 = cse7*q_e_bar1_2
    cse12 = cse3*(cse10 - cse11)
    cse13 = -cse8
    cse14 = cse13 + cse6
    cse15 = -cse0 - cse1 + 1
    cse16 = cse10 + cse11
    cse17 = cse2 + 2*q_e_bar1_2**2
    cse18 = cse13 - cse6
    cse19 = 2*q_e_bar1_2*q_e_bar1_3
    cse20 = cse7*q_e_bar1_1
    cse21 = cse19 - cse20
    cse22 = cse19 + cse20
    cse23 = -cse10 + cse11
    cse24 = cse2 + 2*q_e_bar1_3**2
    cse25 = 2*q_e_bar2_1**2
    cse26 = 2*q_e_bar2_0**2
    cse27 = cse26 - 1
    cse28 = (1/2)*p_L2
    cse29 = 2*q_e_bar2_2
    cse30 = cse29*q_e_bar2_1
    cse31 = 2*q_e_bar2_3
    cse32 = cse31*q_e_bar2_0
    cse33 = cse31*q_e_bar2_1
    cse34 = cse29*q_e_bar2_0
    cse35 = 1 - cse26
    cse36 = -cse30
    cse37 = cse29*q_e_bar2_3
    cse38 = -2*q_e_bar2_0*q_e_bar2_1
    out = np.zeros((n, 2, 24))
    out[:, 0, 5] = 1
    out[:, 0, 7] = -1
    out[:, 0, 9] = 1
    out[:, 0, 12] = -cse4 + q_r_bar1_x
    out[:, 0, 13] = -cse9 + q_r_bar1_y
    out[:, 0, 14] = -cse12 + q_r_bar1_z
    out[:, 0, 15] = cse14
    out[:, 0, 16] = cse15
    out[:, 0, 17] = cse16
    out[:, 0, 18] = cse17
    out[:, 0, 19] = cse18
    out[:, 0, 20] = cse21
    out[:, 0, 21] = cse22
    out[:, 0, 22] = cse23
    out[:, 0, 23] = cse24
    out[:, 1, 0] = cse4 + q_r_bar1_x
    out[:, 1, 1] = cse9 + q_r_bar1_y
    out[:, 1, 2] = cse12 + q_r_bar1_z
    out[:, 1, 3] = cse14
    out[:, 1, 4] = cse15
    out[:, 1, 5] = cse16
    out[:, 1, 6] = cse17
    out[:, 1, 7] = cse18
    out[:, 1, 8] = cse21
    out[:, 1, 9] = cse22
    out[:, 1, 10] = cse23
    out[:, 1, 11] = cse24
    out[:, 1, 12] = -cse28*(cse25 + cse27) + q_r_bar2_x
    out[:, 1, 13] = -cse28*(cse30 + cse32) + q_r_bar2_y
    out[:, 1, 14] = -cse28*(cse33 - cse34) + q_r_bar2_z
    out[:, 1, 15] = -cse25 + cse35
    out[:, 1, 16] = cse32 + cse36
    out[:, 1, 17] = cse33 + cse34
    out[:, 1, 18] = -cse32 + cse36
    out[:, 1, 19] = cse35 - 2*q_e_bar2_2**2
    out[:, 1, 20] = cse37 + cse38
    out[:, 1, 21] = -cse33 + cse34
    out[:, 1, 22] = -cse37 + cse38
    out[:, 1, 23] = cse27 + 2*q_e_bar2_3**2
    return out


def joint_motion(q, v, p):
    """Per joint with coordinates (rows, the reaction sites that list them): body j's rotation
    R = E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their
    rates omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's
    joint frame (mechgen.symbolic.reactions.joint_motion).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 18), 36 nonzero.
    """
    # 317 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*q_e_bar1_2
    cse1 = cse0*q_e_bar1_3
    cse2 = 2*q_e_bar1_0
    cse3 = cse2*q_e_bar1_1
    cse4 = cse1 + cse3
    cse5 = cse2*q_e_bar1_2
    cse6 = 2*q_e_bar1_1
    cse7 = cse6*q_e_bar1_3
    cse8 = cse5 - cse7
    cse9 = 2*q_e_bar1_0**2
    cse10 = cse9 - 1
    cse11 = cse10 + 2*q_e_bar1_3**2
    cse12 = 2*q_e_bar1_2**2
    cse13 = 1 - cse9
    cse14 = cse0*q_e_bar1_1
    cse15 = cse2*q_e_bar1_3
    cse16 = cse14 + cse15
    cse17 = -cse15
    cse18 = cse14 + cse17
    cse19 = 2*q_e_bar1_1**2
    cse20 = cse13 - cse19
    cse21 = cse5 + cse7
    cse22 = -cse5 + cse7
    cse23 = (1/2)*p_L1
    cse24 = cse22*cse23
    cse25 = -cse24
    cse26 = cse16*cse23
    cse27 = -q_r_bar1_y
    cse28 = cse10 + cse19
    cse29 = cse23*cse28
    cse30 = -cse29
    cse31 = 2*v_ed_bar1_1
    cse32 = 2*v_ed_bar1_3
    cse33 = 2*q_e_bar1_3
    cse34 = cse31*q_e_bar1_2 + cse32*q_e_bar1_0 - cse33*v_ed_bar1_0 - cse6*v_ed_bar1_2
    cse35 = cse11*cse34
    cse36 = -cse0*v_ed_bar1_0 + cse2*v_ed_bar1_2 - cse31*q_e_bar1_3 + cse32*q_e_bar1_1
    cse37 = cse36*cse4
    cse38 = cse31*q_e_bar1_0 - cse32*q_e_bar1_2 + cse33*v_ed_bar1_2 - cse6*v_ed_bar1_0
    cse39 = cse22*cse38
    cse40 = cse35 + cse37 + cse39
    cse41 = cse10 + cse12
    cse42 = cse36*cse41
    cse43 = cse16*cse38
    cse44 = cse1 - cse3
    cse45 = cse34*cse44
    cse46 = -cse42 - cse43 - cse45
    cse47 = cse28*cse38
    cse48 = cse21*cse34
    cse49 = cse18*cse36
    cse50 = cse47 + cse48 + cse49
    cse51 = cse42 + cse43 + cse45
    cse52 = -cse26*cse50 + cse29*cse51
    cse53 = cse24*cse50
    cse54 = cse29*cse40
    cse55 = -v_rd_bar1_y
    cse56 = -cse24*cse51 + cse26*cse40
    cse57 = 2*q_e_bar2_0
    cse58 = cse57*q_e_bar2_2
    cse59 = 2*q_e_bar2_3
    cse60 = cse59*q_e_bar2_1
    cse61 = cse58 - cse60
    cse62 = 2*q_e_bar2_1*q_e_bar2_2
    cse63 = -cse62
    cse64 = cse57*q_e_bar2_3
    cse65 = -cse64
    cse66 = cse63 + cse65
    cse67 = 2*q_e_bar2_1**2
    cse68 = 2*q_e_bar2_0**2
    cse69 = 1 - cse68
    cse70 = -cse67 + cse69
    cse71 = cse59*q_e_bar2_2
    cse72 = cse57*q_e_bar2_1
    cse73 = -cse72
    cse74 = -cse71 + cse73
    cse75 = 2*q_e_bar2_2**2
    cse76 = cse69 - cse75
    cse77 = cse63 + cse64
    cse78 = cse68 - 1
    cse79 = cse78 + 2*q_e_bar2_3**2
    cse80 = cse71 + cse73
    cse81 = cse58 + cse60
    cse82 = -cse14 + cse17
    cse83 = cse62 + cse64
    cse84 = (1/2)*p_L2
    cse85 = cse83*cse84
    cse86 = -cse26 + cse27 - cse85 + q_r_bar2_y
    cse87 = -cse58 + cse60
    cse88 = cse84*cse87
    cse89 = cse25 - cse88 - q_r_bar1_z + q_r_bar2_z
    cse90 = cse67 + cse78
    cse91 = cse84*cse90
    cse92 = cse30 - cse91 - q_r_bar1_x + q_r_bar2_x
    cse93 = 2*v_ed_bar2_3
    cse94 = 2*v_ed_bar2_2
    cse95 = 2*v_ed_bar2_1
    cse96 = 2*v_ed_bar2_0
    cse97 = cse93*q_e_bar2_1 + cse94*q_e_bar2_0 - cse95*q_e_bar2_3 - cse96*q_e_bar2_2
    cse98 = -cse93*q_e_bar2_2 + cse94*q_e_bar2_3 + cse95*q_e_bar2_0 - cse96*q_e_bar2_1
    cse99 = cse93*q_e_bar2_0 - cse94*q_e_bar2_1 + cse95*q_e_bar2_2 - cse96*q_e_bar2_3
    cse100 = cse80*cse99 + cse83*cse98 + cse97*(cse75 + cse78)
    cse101 = cse100 + cse46
    cse102 = cse79*cse99 + cse87*cse98 + cse97*(cse71 + cse72)
    cse103 = cse102 - cse35 - cse37 - cse39
    cse104 = cse81*cse99 + cse90*cse98 + cse97*(cse62 + cse65)
    cse105 = cse104 - cse47 - cse48 - cse49
    cse106 = -cse102*cse91 + cse104*cse88 - cse40*cse92 + cse50*cse89 + cse53 - cse54 + cse55 + v_rd_bar2_y
    cse107 = cse100*cse91 - cse104*cse85 - cse50*cse86 + cse51*cse92 + cse52 - v_rd_bar1_z + v_rd_bar2_z
    cse108 = -cse100*cse88 + cse102*cse85 + cse40*cse86 - cse51*cse89 + cse56 - v_rd_bar1_x + v_rd_bar2_x
    return np.array([
        cse4,  # [0, 0]
        cse8,  # [0, 1]
        cse11,  # [0, 2]
        -cse12 + cse13,  # [0, 3]
        cse16,  # [0, 4]
        -cse1 + cse3,  # [0, 5]
        cse18,  # [0, 6]
        cse20,  # [0, 7]
        cse21,  # [0, 8]
        cse25 + q_r_bar1_z,  # [0, 9]
        cse26 + cse27,  # [0, 10]
        cse30 + q_r_bar1_x,  # [0, 11]
        cse40,  # [0, 12]
        cse46,  # [0, 13]
        cse50,  # [0, 14]
        cse52 + v_rd_bar1_z,  # [0, 15]
        -cse53 + cse54 + cse55,  # [0, 16]
        cse56 + v_rd_bar1_x,  # [0, 17]
        cse18*cse70 + cse4*cse61 + cse41*cse66,  # [1, 0]
        cse18*cse77 + cse4*cse74 + cse41*cse76,  # [1, 1]
        cse18*cse81 + cse4*cse79 + cse41*cse80,  # [1, 2]
        cse20*cse70 + cse61*cse8 + cse66*cse82,  # [1, 3]
        cse20*cse77 + cse74*cse8 + cse76*cse82,  # [1, 4]
        cse20*cse81 + cse79*cse8 + cse80*cse82,  # [1, 5]
        cse11*cse61 + cse21*cse70 + cse44*cse66,  # [1, 6]
        cse11*cse74 + cse21*cse77 + cse44*cse76,  # [1, 7]
        cse11*cse79 + cse21*cse81 + cse44*cse80,  # [1, 8]
        cse18*cse92 + cse4*cse89 + cse41*cse86,  # [1, 9]
        cse20*cse92 + cse8*cse89 + cse82*cse86,  # [1, 10]
        cse11*cse89 + cse21*cse92 + cse44*cse86,  # [1, 11]
        cse101*cse41 + cse103*cse4 + cse105*cse18,  # [1, 12]
        cse101*cse82 + cse103*cse8 + cse105*cse20,  # [1, 13]
        cse101*cse44 + cse103*cse11 + cse105*cse21,  # [1, 14]
        cse106*cse41 + cse107*cse4 + cse108*cse18,  # [1, 15]
        cse106*cse82 + cse107*cse8 + cse108*cse20,  # [1, 16]
        cse106*cse44 + cse107*cse11 + cse108*cse21,  # [1, 17]
    ]).reshape(2, 18)



def joint_motion_rows(q, v, p):
    """joint_motion at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        v: velocity coordinates, one row each (n, 14).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 18).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = _columns(v, n, 14, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = 2*q_e_bar1_2
    cse1 = cse0*q_e_bar1_3
    cse2 = 2*q_e_bar1_0
    cse3 = cse2*q_e_bar1_1
    cse4 = cse1 + cse3
    cse5 = cse2*q_e_bar1_2
    cse6 = 2*q_e_bar1_1
    cse7 = cse6*q_e_bar1_3
    cse8 = cse5 - cse7
    cse9 = 2*q_e_bar1_0**2
    cse10 = cse9 - 1
    cse11 = cse10 + 2*q_e_bar1_3**2
    cse12 = 2*q_e_bar1_2**2
    cse13 = 1 - cse9
    cse14 = cse0*q_e_bar1_1
    cse15 = cse2*q_e_bar1_3
    cse16 = cse14 + cse15
    cse17 = -cse15
    cse18 = cse14 + cse17
    cse19 = 2*q_e_bar1_1**2
    cse20 = cse13 - cse19
    cse21 = cse5 + cse7
    cse22 = -cse5 + cse7
    cse23 = (1/2)*p_L1
    cse24 = cse22*cse23
    cse25 = -cse24
    cse26 = cse16*cse23
    cse27 = -q_r_bar1_y
    cse28 = cse10 + cse19
    cse29 = cse23*cse28
    cse30 = -cse29
    cse31 = 2*v_ed_bar1_1
    cse32 = 2*v_ed_bar1_3
    cse33 = 2*q_e_bar1_3
    cse34 = cse31*q_e_bar1_2 + cse32*q_e_bar1_0 - cse33*v_ed_bar1_0 - cse6*v_ed_bar1_2
    cse35 = cse11*cse34
    cse36 = -cse0*v_ed_bar1_0 + cse2*v_ed_bar1_2 - cse31*q_e_bar1_3 + cse32*q_e_bar1_1
    cse37 = cse36*cse4
    cse38 = cse31*q_e_bar1_0 - cse32*q_e_bar1_2 + cse33*v_ed_bar1_2 - cse6*v_ed_bar1_0
    cse39 = cse22*cse38
    cse40 = cse35 + cse37 + cse39
    cse41 = cse10 + cse12
    cse42 = cse36*cse41
    cse43 = cse16*cse38
    cse44 = cse1 - cse3
    cse45 = cse34*cse44
    cse46 = -cse42 - cse43 - cse45
    cse47 = cse28*cse38
    cse48 = cse21*cse34
    cse49 = cse18*cse36
    cse50 = cse47 + cse48 + cse49
    cse51 = cse42 + cse43 + cse45
    cse52 = -cse26*cse50 + cse29*cse51
    cse53 = cse24*cse50
    cse54 = cse29*cse40
    cse55 = -v_rd_bar1_y
    cse56 = -cse24*cse51 + cse26*cse40
    cse57 = 2*q_e_bar2_0
    cse58 = cse57*q_e_bar2_2
    cse59 = 2*q_e_bar2_3
    cse60 = cse59*q_e_bar2_1
    cse61 = cse58 - cse60
    cse62 = 2*q_e_bar2_1*q_e_bar2_2
    cse63 = -cse62
    cse64 = cse57*q_e_bar2_3
    cse65 = -cse64
    cse66 = cse63 + cse65
    cse67 = 2*q_e_bar2_1**2
    cse68 = 2*q_e_bar2_0**2
    cse69 = 1 - cse68
    cse70 = -cse67 + cse69
    cse71 = cse59*q_e_bar2_2
    cse72 = cse57*q_e_bar2_1
    cse73 = -cse72
    cse74 = -cse71 + cse73
    cse75 = 2*q_e_bar2_2**2
    cse76 = cse69 - cse75
    cse77 = cse63 + cse64
    cse78 = cse68 - 1
    cse79 = cse78 + 2*q_e_bar2_3**2
    cse80 = cse71 + cse73
    cse81 = cse58 + cse60
    cse82 = -cse14 + cse17
    cse83 = cse62 + cse64
    cse84 = (1/2)*p_L2
    cse85 = cse83*cse84
    cse86 = -cse26 + cse27 - cse85 + q_r_bar2_y
    cse87 = -cse58 + cse60
    cse88 = cse84*cse87
    cse89 = cse25 - cse88 - q_r_bar1_z + q_r_bar2_z
    cse90 = cse67 + cse78
    cse91 = cse84*cse90
    cse92 = cse30 - cse91 - q_r_bar1_x + q_r_bar2_x
    cse93 = 2*v_ed_bar2_3
    cse94 = 2*v_ed_bar2_2
    cse95 = 2*v_ed_bar2_1
    cse96 = 2*v_ed_bar2_0
    cse97 = cse93*q_e_bar2_1 + cse94*q_e_bar2_0 - cse95*q_e_bar2_3 - cse96*q_e_bar2_2
    cse98 = -cse93*q_e_bar2_2 + cse94*q_e_bar2_3 + cse95*q_e_bar2_0 - cse96*q_e_bar2_1
    cse99 = cse93*q_e_bar2_0 - cse94*q_e_bar2_1 + cse95*q_e_bar2_2 - cse96*q_e_bar2_3
    cse100 = cse80*cse99 + cse83*cse98 + cse97*(cse75 + cse78)
    cse101 = cse100 + cse46
    cse102 = cse79*cse99 + cse87*cse98 + cse97*(cse71 + cse72)
    cse103 = cse102 - cse35 - cse37 - cse39
    cse104 = cse81*cse99 + cse90*cse98 + cse97*(cse62 + cse65)
    cse105 = cse104 - cse47 - cse48 - cse49
    cse106 = -cse102*cse91 + cse104*cse88 - cse40*cse92 + cse50*cse89 + cse53 - cse54 + cse55 + v_rd_bar2_y
    cse107 = cse100*cse91 - cse104*cse85 - cse50*cse86 + cse51*cse92 + cse52 - v_rd_bar1_z + v_rd_bar2_z
    cse108 = -cse100*cse88 + cse102*cse85 + cse40*cse86 - cse51*cse89 + cse56 - v_rd_bar1_x + v_rd_bar2_x
    out = np.zeros((n, 2, 18))
    out[:, 0, 0] = cse4
    out[:, 0, 1] = cse8
    out[:, 0, 2] = cse11
    out[:, 0, 3] = -cse12 + cse13
    out[:, 0, 4] = cse16
    out[:, 0, 5] = -cse1 + cse3
    out[:, 0, 6] = cse18
    out[:, 0, 7] = cse20
    out[:, 0, 8] = cse21
    out[:, 0, 9] = cse25 + q_r_bar1_z
    out[:, 0, 10] = cse26 + cse27
    out[:, 0, 11] = cse30 + q_r_bar1_x
    out[:, 0, 12] = cse40
    out[:, 0, 13] = cse46
    out[:, 0, 14] = cse50
    out[:, 0, 15] = cse52 + v_rd_bar1_z
    out[:, 0, 16] = -cse53 + cse54 + cse55
    out[:, 0, 17] = cse56 + v_rd_bar1_x
    out[:, 1, 0] = cse18*cse70 + cse4*cse61 + cse41*cse66
    out[:, 1, 1] = cse18*cse77 + cse4*cse74 + cse41*cse76
    out[:, 1, 2] = cse18*cse81 + cse4*cse79 + cse41*cse80
    out[:, 1, 3] = cse20*cse70 + cse61*cse8 + cse66*cse82
    out[:, 1, 4] = cse20*cse77 + cse74*cse8 + cse76*cse82
    out[:, 1, 5] = cse20*cse81 + cse79*cse8 + cse80*cse82
    out[:, 1, 6] = cse11*cse61 + cse21*cse70 + cse44*cse66
    out[:, 1, 7] = cse11*cse74 + cse21*cse77 + cse44*cse76
    out[:, 1, 8] = cse11*cse79 + cse21*cse81 + cse44*cse80
    out[:, 1, 9] = cse18*cse92 + cse4*cse89 + cse41*cse86
    out[:, 1, 10] = cse20*cse92 + cse8*cse89 + cse82*cse86
    out[:, 1, 11] = cse11*cse89 + cse21*cse92 + cse44*cse86
    out[:, 1, 12] = cse101*cse41 + cse103*cse4 + cse105*cse18
    out[:, 1, 13] = cse101*cse82 + cse103*cse8 + cse105*cse20
    out[:, 1, 14] = cse101*cse44 + cse103*cse11 + cse105*cse21
    out[:, 1, 15] = cse106*cse41 + cse107*cse4 + cse108*cse18
    out[:, 1, 16] = cse106*cse82 + cse107*cse8 + cse108*cse20
    out[:, 1, 17] = cse106*cse44 + cse107*cse11 + cse108*cse21
    return out


def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (2,), 2 nonzero.
    """
    # 107 operations after common subexpression elimination
    (
        _, _, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*v_ed_bar2_3
    cse1 = 2*v_ed_bar2_2
    cse2 = 2*v_ed_bar2_1
    cse3 = 2*v_ed_bar2_0
    cse4 = p_w**2
    cse5 = p_L2*p_rho
    cse6 = (1/24)*cse4
    cse7 = cse5*cse6*(cse4 + p_L2**2)
    cse8 = 2*v_ed_bar1_3
    cse9 = 2*q_e_bar1_0
    cse10 = 2*v_ed_bar1_1
    cse11 = 2*v_ed_bar1_0
    cse12 = p_L1*p_rho
    cse13 = cse12*cse6*(cse4 + p_L1**2)
    cse14 = 2*v_ed_bar1_2
    cse15 = (1/12)*p_w**4
    cse16 = (1/2)*cse4
    cse17 = 9.81*cse4
    return np.array([
        cse12*cse15*(-cse11*q_e_bar1_1 + cse14*q_e_bar1_3 - cse8*q_e_bar1_2 + cse9*v_ed_bar1_1)**2 + cse12*cse16*(v_rd_bar1_x**2 + v_rd_bar1_y**2 + v_rd_bar1_z**2) + cse13*(cse10*q_e_bar1_2 - cse11*q_e_bar1_3 - cse14*q_e_bar1_1 + cse9*v_ed_bar1_3)**2 + cse13*(-cse10*q_e_bar1_3 - cse11*q_e_bar1_2 + cse8*q_e_bar1_1 + cse9*v_ed_bar1_2)**2 + cse15*cse5*(-cse0*q_e_bar2_2 + cse1*q_e_bar2_3 + cse2*q_e_bar2_0 - cse3*q_e_bar2_1)**2 + cse16*cse5*(v_rd_bar2_x**2 + v_rd_bar2_y**2 + v_rd_bar2_z**2) + cse7*(cse0*q_e_bar2_0 - cse1*q_e_bar2_1 + cse2*q_e_bar2_2 - cse3*q_e_bar2_3)**2 + cse7*(cse0*q_e_bar2_1 + cse1*q_e_bar2_0 - cse2*q_e_bar2_3 - cse3*q_e_bar2_2)**2,  # [0]
        cse12*cse17*q_r_bar1_z + cse17*cse5*q_r_bar2_z,  # [1]
    ])



def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        v: velocity coordinates, one row each (n, 14).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2).
    """
    n = len(q)
    (
        _, _, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = _columns(v, n, 14, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = 2*v_ed_bar2_3
    cse1 = 2*v_ed_bar2_2
    cse2 = 2*v_ed_bar2_1
    cse3 = 2*v_ed_bar2_0
    cse4 = p_w**2
    cse5 = p_L2*p_rho
    cse6 = (1/24)*cse4
    cse7 = cse5*cse6*(cse4 + p_L2**2)
    cse8 = 2*v_ed_bar1_3
    cse9 = 2*q_e_bar1_0
    cse10 = 2*v_ed_bar1_1
    cse11 = 2*v_ed_bar1_0
    cse12 = p_L1*p_rho
    cse13 = cse12*cse6*(cse4 + p_L1**2)
    cse14 = 2*v_ed_bar1_2
    cse15 = (1/12)*p_w**4
    cse16 = (1/2)*cse4
    cse17 = 9.81*cse4
    out = np.zeros((n, 2))
    out[:, 0] = cse12*cse15*(-cse11*q_e_bar1_1 + cse14*q_e_bar1_3 - cse8*q_e_bar1_2 + cse9*v_ed_bar1_1)**2 + cse12*cse16*(v_rd_bar1_x**2 + v_rd_bar1_y**2 + v_rd_bar1_z**2) + cse13*(cse10*q_e_bar1_2 - cse11*q_e_bar1_3 - cse14*q_e_bar1_1 + cse9*v_ed_bar1_3)**2 + cse13*(-cse10*q_e_bar1_3 - cse11*q_e_bar1_2 + cse8*q_e_bar1_1 + cse9*v_ed_bar1_2)**2 + cse15*cse5*(-cse0*q_e_bar2_2 + cse1*q_e_bar2_3 + cse2*q_e_bar2_0 - cse3*q_e_bar2_1)**2 + cse16*cse5*(v_rd_bar2_x**2 + v_rd_bar2_y**2 + v_rd_bar2_z**2) + cse7*(cse0*q_e_bar2_0 - cse1*q_e_bar2_1 + cse2*q_e_bar2_2 - cse3*q_e_bar2_3)**2 + cse7*(cse0*q_e_bar2_1 + cse1*q_e_bar2_0 - cse2*q_e_bar2_3 - cse3*q_e_bar2_2)**2
    out[:, 1] = cse12*cse17*q_r_bar1_z + cse17*cse5*q_r_bar2_z
    return out


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (1,), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros(1)
    return out



def power_rows(q, v, t, p):
    """power at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        v: velocity coordinates, one row each (n, 14).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

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
        q: position coordinates (14).
        v: velocity coordinates (14).
        a: accelerations (time derivative of v) (14).
        p: parameters (4).

    Returns:
        ndarray of shape (0, 9), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    return np.array([
    ]).reshape(0, 9)



def markers_rows(q, v, a, p):
    """markers at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        v: velocity coordinates, one row each (n, 14).
        a: accelerations (time derivative of v), one row each (n, 14).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 0, 9).
    """
    n = len(q)
    out = np.zeros((n, 0, 9))
    return out


def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        p: parameters (4).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 190 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L2
    cse3 = cse2*v_rd_bar2_x
    cse4 = cse1*p_L1
    cse5 = cse4*v_rd_bar1_x
    cse6 = cse2*v_rd_bar2_y
    cse7 = cse4*v_rd_bar1_y
    cse8 = cse2*v_rd_bar2_z
    cse9 = cse4*v_rd_bar1_z
    cse10 = 2*q_e_bar2_1*q_e_bar2_2
    cse11 = 2*q_e_bar2_0
    cse12 = cse11*q_e_bar2_3
    cse13 = 2*v_ed_bar2_3
    cse14 = 2*v_ed_bar2_2
    cse15 = 2*v_ed_bar2_1
    cse16 = 2*v_ed_bar2_0
    cse17 = (1/12)*cse2*(cse0 + p_L2**2)
    cse18 = cse17*(cse13*q_e_bar2_1 + cse14*q_e_bar2_0 - cse15*q_e_bar2_3 - cse16*q_e_bar2_2)
    cse19 = 2*q_e_bar1_1
    cse20 = cse19*q_e_bar1_2
    cse21 = 2*q_e_bar1_0
    cse22 = cse21*q_e_bar1_3
    cse23 = 2*q_e_bar1_3
    cse24 = 2*q_e_bar1_2
    cse25 = (1/12)*cse4*(cse0 + p_L1**2)
    cse26 = cse25*(cse19*v_ed_bar1_3 + cse21*v_ed_bar1_2 - cse23*v_ed_bar1_1 - cse24*v_ed_bar1_0)
    cse27 = 2*q_e_bar2_0**2 - 1
    cse28 = (1/6)*p_rho*p_w**4
    cse29 = cse28*p_L2*(-cse13*q_e_bar2_2 + cse14*q_e_bar2_3 + cse15*q_e_bar2_0 - cse16*q_e_bar2_1)
    cse30 = cse19*q_e_bar1_3
    cse31 = cse21*q_e_bar1_2
    cse32 = cse25*(-cse19*v_ed_bar1_2 + cse21*v_ed_bar1_3 - cse23*v_ed_bar1_0 + cse24*v_ed_bar1_1)
    cse33 = 2*q_e_bar1_0**2 - 1
    cse34 = cse28*p_L1*(-cse19*v_ed_bar1_0 + cse21*v_ed_bar1_1 + cse23*v_ed_bar1_2 - cse24*v_ed_bar1_3)
    cse35 = 2*q_e_bar2_3
    cse36 = cse35*q_e_bar2_1
    cse37 = cse11*q_e_bar2_2
    cse38 = cse17*(cse13*q_e_bar2_0 - cse14*q_e_bar2_1 + cse15*q_e_bar2_2 - cse16*q_e_bar2_3)
    cse39 = cse35*q_e_bar2_2
    cse40 = cse11*q_e_bar2_1
    cse41 = cse24*q_e_bar1_3
    cse42 = cse19*q_e_bar1_0
    return np.array([
        cse3 + cse5,  # [0]
        cse6 + cse7,  # [1]
        cse8 + cse9,  # [2]
        cse18*(cse10 - cse12) + cse26*(cse20 - cse22) + cse29*(cse27 + 2*q_e_bar2_1**2) + cse32*(cse30 + cse31) + cse34*(cse33 + 2*q_e_bar1_1**2) + cse38*(cse36 + cse37) - cse6*q_r_bar2_z - cse7*q_r_bar1_z + cse8*q_r_bar2_y + cse9*q_r_bar1_y,  # [3]
        cse18*(cse27 + 2*q_e_bar2_2**2) + cse26*(cse33 + 2*q_e_bar1_2**2) + cse29*(cse10 + cse12) + cse3*q_r_bar2_z + cse32*(cse41 - cse42) + cse34*(cse20 + cse22) + cse38*(cse39 - cse40) + cse5*q_r_bar1_z - cse8*q_r_bar2_x - cse9*q_r_bar1_x,  # [4]
        cse18*(cse39 + cse40) + cse26*(cse41 + cse42) + cse29*(cse36 - cse37) - cse3*q_r_bar2_y + cse32*(cse33 + 2*q_e_bar1_3**2) + cse34*(cse30 - cse31) + cse38*(cse27 + 2*q_e_bar2_3**2) - cse5*q_r_bar1_y + cse6*q_r_bar2_x + cse7*q_r_bar1_x,  # [5]
    ])



def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        v: velocity coordinates, one row each (n, 14).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = _columns(v, n, 14, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L2
    cse3 = cse2*v_rd_bar2_x
    cse4 = cse1*p_L1
    cse5 = cse4*v_rd_bar1_x
    cse6 = cse2*v_rd_bar2_y
    cse7 = cse4*v_rd_bar1_y
    cse8 = cse2*v_rd_bar2_z
    cse9 = cse4*v_rd_bar1_z
    cse10 = 2*q_e_bar2_1*q_e_bar2_2
    cse11 = 2*q_e_bar2_0
    cse12 = cse11*q_e_bar2_3
    cse13 = 2*v_ed_bar2_3
    cse14 = 2*v_ed_bar2_2
    cse15 = 2*v_ed_bar2_1
    cse16 = 2*v_ed_bar2_0
    cse17 = (1/12)*cse2*(cse0 + p_L2**2)
    cse18 = cse17*(cse13*q_e_bar2_1 + cse14*q_e_bar2_0 - cse15*q_e_bar2_3 - cse16*q_e_bar2_2)
    cse19 = 2*q_e_bar1_1
    cse20 = cse19*q_e_bar1_2
    cse21 = 2*q_e_bar1_0
    cse22 = cse21*q_e_bar1_3
    cse23 = 2*q_e_bar1_3
    cse24 = 2*q_e_bar1_2
    cse25 = (1/12)*cse4*(cse0 + p_L1**2)
    cse26 = cse25*(cse19*v_ed_bar1_3 + cse21*v_ed_bar1_2 - cse23*v_ed_bar1_1 - cse24*v_ed_bar1_0)
    cse27 = 2*q_e_bar2_0**2 - 1
    cse28 = (1/6)*p_rho*p_w**4
    cse29 = cse28*p_L2*(-cse13*q_e_bar2_2 + cse14*q_e_bar2_3 + cse15*q_e_bar2_0 - cse16*q_e_bar2_1)
    cse30 = cse19*q_e_bar1_3
    cse31 = cse21*q_e_bar1_2
    cse32 = cse25*(-cse19*v_ed_bar1_2 + cse21*v_ed_bar1_3 - cse23*v_ed_bar1_0 + cse24*v_ed_bar1_1)
    cse33 = 2*q_e_bar1_0**2 - 1
    cse34 = cse28*p_L1*(-cse19*v_ed_bar1_0 + cse21*v_ed_bar1_1 + cse23*v_ed_bar1_2 - cse24*v_ed_bar1_3)
    cse35 = 2*q_e_bar2_3
    cse36 = cse35*q_e_bar2_1
    cse37 = cse11*q_e_bar2_2
    cse38 = cse17*(cse13*q_e_bar2_0 - cse14*q_e_bar2_1 + cse15*q_e_bar2_2 - cse16*q_e_bar2_3)
    cse39 = cse35*q_e_bar2_2
    cse40 = cse11*q_e_bar2_1
    cse41 = cse24*q_e_bar1_3
    cse42 = cse19*q_e_bar1_0
    out = np.zeros((n, 6))
    out[:, 0] = cse3 + cse5
    out[:, 1] = cse6 + cse7
    out[:, 2] = cse8 + cse9
    out[:, 3] = cse18*(cse10 - cse12) + cse26*(cse20 - cse22) + cse29*(cse27 + 2*q_e_bar2_1**2) + cse32*(cse30 + cse31) + cse34*(cse33 + 2*q_e_bar1_1**2) + cse38*(cse36 + cse37) - cse6*q_r_bar2_z - cse7*q_r_bar1_z + cse8*q_r_bar2_y + cse9*q_r_bar1_y
    out[:, 4] = cse18*(cse27 + 2*q_e_bar2_2**2) + cse26*(cse33 + 2*q_e_bar1_2**2) + cse29*(cse10 + cse12) + cse3*q_r_bar2_z + cse32*(cse41 - cse42) + cse34*(cse20 + cse22) + cse38*(cse39 - cse40) + cse5*q_r_bar1_z - cse8*q_r_bar2_x - cse9*q_r_bar1_x
    out[:, 5] = cse18*(cse39 + cse40) + cse26*(cse41 + cse42) + cse29*(cse36 - cse37) - cse3*q_r_bar2_y + cse32*(cse33 + 2*q_e_bar1_3**2) + cse34*(cse30 - cse31) + cse38*(cse27 + 2*q_e_bar2_3**2) - cse5*q_r_bar1_y + cse6*q_r_bar2_x + cse7*q_r_bar1_x
    return out


def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (14).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 54 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    cse0 = 2*q_e_bar1_0**2 - 1
    cse1 = 2*q_e_bar1_1
    cse2 = cse1*q_e_bar1_2
    cse3 = 2*q_e_bar1_0*q_e_bar1_3
    cse4 = cse1*q_e_bar1_3
    cse5 = 2*q_e_bar1_2
    cse6 = cse5*q_e_bar1_0
    cse7 = cse5*q_e_bar1_3
    cse8 = cse1*q_e_bar1_0
    cse9 = 2*q_e_bar2_0**2 - 1
    cse10 = 2*q_e_bar2_1
    cse11 = cse10*q_e_bar2_2
    cse12 = 2*q_e_bar2_3
    cse13 = cse12*q_e_bar2_0
    cse14 = cse10*q_e_bar2_3
    cse15 = 2*q_e_bar2_0*q_e_bar2_2
    cse16 = cse12*q_e_bar2_2
    cse17 = cse10*q_e_bar2_0
    return np.array([
        q_r_bar1_x,  # [0, 0]
        q_r_bar1_y,  # [0, 1]
        q_r_bar1_z,  # [0, 2]
        cse0 + 2*q_e_bar1_1**2,  # [0, 3]
        cse2 - cse3,  # [0, 4]
        cse4 + cse6,  # [0, 5]
        cse2 + cse3,  # [0, 6]
        cse0 + 2*q_e_bar1_2**2,  # [0, 7]
        cse7 - cse8,  # [0, 8]
        cse4 - cse6,  # [0, 9]
        cse7 + cse8,  # [0, 10]
        cse0 + 2*q_e_bar1_3**2,  # [0, 11]
        q_r_bar2_x,  # [1, 0]
        q_r_bar2_y,  # [1, 1]
        q_r_bar2_z,  # [1, 2]
        cse9 + 2*q_e_bar2_1**2,  # [1, 3]
        cse11 - cse13,  # [1, 4]
        cse14 + cse15,  # [1, 5]
        cse11 + cse13,  # [1, 6]
        cse9 + 2*q_e_bar2_2**2,  # [1, 7]
        cse16 - cse17,  # [1, 8]
        cse14 - cse15,  # [1, 9]
        cse16 + cse17,  # [1, 10]
        cse9 + 2*q_e_bar2_3**2,  # [1, 11]
    ]).reshape(2, 12)



def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 12).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, q_r_bar2_x,
        q_r_bar2_y, q_r_bar2_z, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    cse0 = 2*q_e_bar1_0**2 - 1
    cse1 = 2*q_e_bar1_1
    cse2 = cse1*q_e_bar1_2
    cse3 = 2*q_e_bar1_0*q_e_bar1_3
    cse4 = cse1*q_e_bar1_3
    cse5 = 2*q_e_bar1_2
    cse6 = cse5*q_e_bar1_0
    cse7 = cse5*q_e_bar1_3
    cse8 = cse1*q_e_bar1_0
    cse9 = 2*q_e_bar2_0**2 - 1
    cse10 = 2*q_e_bar2_1
    cse11 = cse10*q_e_bar2_2
    cse12 = 2*q_e_bar2_3
    cse13 = cse12*q_e_bar2_0
    cse14 = cse10*q_e_bar2_3
    cse15 = 2*q_e_bar2_0*q_e_bar2_2
    cse16 = cse12*q_e_bar2_2
    cse17 = cse10*q_e_bar2_0
    out = np.zeros((n, 2, 12))
    out[:, 0, 0] = q_r_bar1_x
    out[:, 0, 1] = q_r_bar1_y
    out[:, 0, 2] = q_r_bar1_z
    out[:, 0, 3] = cse0 + 2*q_e_bar1_1**2
    out[:, 0, 4] = cse2 - cse3
    out[:, 0, 5] = cse4 + cse6
    out[:, 0, 6] = cse2 + cse3
    out[:, 0, 7] = cse0 + 2*q_e_bar1_2**2
    out[:, 0, 8] = cse7 - cse8
    out[:, 0, 9] = cse4 - cse6
    out[:, 0, 10] = cse7 + cse8
    out[:, 0, 11] = cse0 + 2*q_e_bar1_3**2
    out[:, 1, 0] = q_r_bar2_x
    out[:, 1, 1] = q_r_bar2_y
    out[:, 1, 2] = q_r_bar2_z
    out[:, 1, 3] = cse9 + 2*q_e_bar2_1**2
    out[:, 1, 4] = cse11 - cse13
    out[:, 1, 5] = cse14 + cse15
    out[:, 1, 6] = cse11 + cse13
    out[:, 1, 7] = cse9 + 2*q_e_bar2_2**2
    out[:, 1, 8] = cse16 - cse17
    out[:, 1, 9] = cse14 - cse15
    out[:, 1, 10] = cse16 + cse17
    out[:, 1, 11] = cse9 + 2*q_e_bar2_3**2
    return out


def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 131 operations after common subexpression elimination
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    cse0 = 2*q_e_bar1_3
    cse1 = 2*q_e_bar1_0
    cse2 = 2*q_e_bar1_2
    cse3 = 2*q_e_bar1_1
    cse4 = cse0*v_ed_bar1_2 + cse1*v_ed_bar1_1 - cse2*v_ed_bar1_3 - cse3*v_ed_bar1_0
    cse5 = 2*q_e_bar1_0**2 - 1
    cse6 = cse0*q_e_bar1_1
    cse7 = cse2*q_e_bar1_0
    cse8 = -cse0*v_ed_bar1_0 + cse1*v_ed_bar1_3 + cse2*v_ed_bar1_1 - cse3*v_ed_bar1_2
    cse9 = cse2*q_e_bar1_1
    cse10 = cse0*q_e_bar1_0
    cse11 = -cse0*v_ed_bar1_1 + cse1*v_ed_bar1_2 - cse2*v_ed_bar1_0 + cse3*v_ed_bar1_3
    cse12 = cse2*q_e_bar1_3
    cse13 = cse3*q_e_bar1_0
    cse14 = 2*q_e_bar2_0**2 - 1
    cse15 = 2*v_ed_bar2_2
    cse16 = 2*v_ed_bar2_1
    cse17 = 2*v_ed_bar2_3
    cse18 = 2*v_ed_bar2_0
    cse19 = cse15*q_e_bar2_3 + cse16*q_e_bar2_0 - cse17*q_e_bar2_2 - cse18*q_e_bar2_1
    cse20 = 2*q_e_bar2_3
    cse21 = cse20*q_e_bar2_1
    cse22 = 2*q_e_bar2_0
    cse23 = cse22*q_e_bar2_2
    cse24 = -cse15*q_e_bar2_1 + cse16*q_e_bar2_2 + cse17*q_e_bar2_0 - cse18*q_e_bar2_3
    cse25 = 2*q_e_bar2_1*q_e_bar2_2
    cse26 = cse20*q_e_bar2_0
    cse27 = cse15*q_e_bar2_0 - cse16*q_e_bar2_3 + cse17*q_e_bar2_1 - cse18*q_e_bar2_2
    cse28 = cse20*q_e_bar2_2
    cse29 = cse22*q_e_bar2_1
    return np.array([
        v_rd_bar1_x,  # [0, 0]
        v_rd_bar1_y,  # [0, 1]
        v_rd_bar1_z,  # [0, 2]
        cse11*(-cse10 + cse9) + cse4*(cse5 + 2*q_e_bar1_1**2) + cse8*(cse6 + cse7),  # [0, 3]
        cse11*(cse5 + 2*q_e_bar1_2**2) + cse4*(cse10 + cse9) + cse8*(cse12 - cse13),  # [0, 4]
        cse11*(cse12 + cse13) + cse4*(cse6 - cse7) + cse8*(cse5 + 2*q_e_bar1_3**2),  # [0, 5]
        v_rd_bar2_x,  # [1, 0]
        v_rd_bar2_y,  # [1, 1]
        v_rd_bar2_z,  # [1, 2]
        cse19*(cse14 + 2*q_e_bar2_1**2) + cse24*(cse21 + cse23) + cse27*(cse25 - cse26),  # [1, 3]
        cse19*(cse25 + cse26) + cse24*(cse28 - cse29) + cse27*(cse14 + 2*q_e_bar2_2**2),  # [1, 4]
        cse19*(cse21 - cse23) + cse24*(cse14 + 2*q_e_bar2_3**2) + cse27*(cse28 + cse29),  # [1, 5]
    ]).reshape(2, 6)



def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 14).
        v: velocity coordinates, one row each (n, 14).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 6).
    """
    n = len(q)
    (
        _, _, _, q_e_bar1_0,
        q_e_bar1_1, q_e_bar1_2, q_e_bar1_3, _,
        _, _, q_e_bar2_0, q_e_bar2_1,
        q_e_bar2_2, q_e_bar2_3,
    ) = _columns(q, n, 14, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_ed_bar1_0,
        v_ed_bar1_1, v_ed_bar1_2, v_ed_bar1_3, v_rd_bar2_x,
        v_rd_bar2_y, v_rd_bar2_z, v_ed_bar2_0, v_ed_bar2_1,
        v_ed_bar2_2, v_ed_bar2_3,
    ) = _columns(v, n, 14, "v")

    cse0 = 2*q_e_bar1_3
    cse1 = 2*q_e_bar1_0
    cse2 = 2*q_e_bar1_2
    cse3 = 2*q_e_bar1_1
    cse4 = cse0*v_ed_bar1_2 + cse1*v_ed_bar1_1 - cse2*v_ed_bar1_3 - cse3*v_ed_bar1_0
    cse5 = 2*q_e_bar1_0**2 - 1
    cse6 = cse0*q_e_bar1_1
    cse7 = cse2*q_e_bar1_0
    cse8 = -cse0*v_ed_bar1_0 + cse1*v_ed_bar1_3 + cse2*v_ed_bar1_1 - cse3*v_ed_bar1_2
    cse9 = cse2*q_e_bar1_1
    cse10 = cse0*q_e_bar1_0
    cse11 = -cse0*v_ed_bar1_1 + cse1*v_ed_bar1_2 - cse2*v_ed_bar1_0 + cse3*v_ed_bar1_3
    cse12 = cse2*q_e_bar1_3
    cse13 = cse3*q_e_bar1_0
    cse14 = 2*q_e_bar2_0**2 - 1
    cse15 = 2*v_ed_bar2_2
    cse16 = 2*v_ed_bar2_1
    cse17 = 2*v_ed_bar2_3
    cse18 = 2*v_ed_bar2_0
    cse19 = cse15*q_e_bar2_3 + cse16*q_e_bar2_0 - cse17*q_e_bar2_2 - cse18*q_e_bar2_1
    cse20 = 2*q_e_bar2_3
    cse21 = cse20*q_e_bar2_1
    cse22 = 2*q_e_bar2_0
    cse23 = cse22*q_e_bar2_2
    cse24 = -cse15*q_e_bar2_1 + cse16*q_e_bar2_2 + cse17*q_e_bar2_0 - cse18*q_e_bar2_3
    cse25 = 2*q_e_bar2_1*q_e_bar2_2
    cse26 = cse20*q_e_bar2_0
    cse27 = cse15*q_e_bar2_0 - cse16*q_e_bar2_3 + cse17*q_e_bar2_1 - cse18*q_e_bar2_2
    cse28 = cse20*q_e_bar2_2
    cse29 = cse22*q_e_bar2_1
    out = np.zeros((n, 2, 6))
    out[:, 0, 0] = v_rd_bar1_x
    out[:, 0, 1] = v_rd_bar1_y
    out[:, 0, 2] = v_rd_bar1_z
    out[:, 0, 3] = cse11*(-cse10 + cse9) + cse4*(cse5 + 2*q_e_bar1_1**2) + cse8*(cse6 + cse7)
    out[:, 0, 4] = cse11*(cse5 + 2*q_e_bar1_2**2) + cse4*(cse10 + cse9) + cse8*(cse12 - cse13)
    out[:, 0, 5] = cse11*(cse12 + cse13) + cse4*(cse6 - cse7) + cse8*(cse5 + 2*q_e_bar1_3**2)
    out[:, 1, 0] = v_rd_bar2_x
    out[:, 1, 1] = v_rd_bar2_y
    out[:, 1, 2] = v_rd_bar2_z
    out[:, 1, 3] = cse19*(cse14 + 2*q_e_bar2_1**2) + cse24*(cse21 + cse23) + cse27*(cse25 - cse26)
    out[:, 1, 4] = cse19*(cse25 + cse26) + cse24*(cse28 - cse29) + cse27*(cse14 + 2*q_e_bar2_2**2)
    out[:, 1, 5] = cse19*(cse21 - cse23) + cse24*(cse14 + 2*q_e_bar2_3**2) + cse27*(cse28 + cse29)
    return out


def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Args:
        p: parameters (4).

    Returns:
        ndarray of shape (2, 12), 9 nonzero.
    """
    # 4 operations after common subexpression elimination
    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    out = np.zeros((2, 12))
    out[_initial_frames_INDEX] = (
        (1/2)*p_L1,  # [0, 1]
        1,  # [0, 5]
        1,  # [0, 6]
        1,  # [0, 10]
        p_L1,  # [1, 1]
        -1/2*p_L2,  # [1, 2]
        1,  # [1, 5]
        1,  # [1, 7]
        -1,  # [1, 9]
    )
    return out



def initial_velocities(p):
    """Initial velocities per body (rows), global frame.

    Args:
        p: parameters (4).

    Returns:
        ndarray of shape (2, 6), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((2, 6))
    return out



def chart(p):
    """Constant chart offset C per body (rows of C): A = E(e) C for re (identity for rA and
    rp); see mechgen.symbolic.formulations.chart_offset.

    Args:
        p: parameters (4).

    Returns:
        ndarray of shape (2, 9), 6 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((2, 9))
    out[_chart_INDEX] = (
        1,  # [0, 0]
        1,  # [0, 4]
        1,  # [0, 8]
        1,  # [1, 0]
        1,  # [1, 4]
        1,  # [1, 8]
    )
    return out



def physical_data(p):
    """Per body its mass and inertia matrix by rows, then per spring its stiffness, damping and
    rest length: the numbers the runtime checks at run-time parameter values
    (mechgen.core.physical).

    Args:
        p: parameters (4).

    Returns:
        ndarray of shape (20,), 8 nonzero.
    """
    # 17 operations after common subexpression elimination
    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = (1/6)*p_rho*p_w**4
    cse4 = (1/12)*cse2*(cse0 + p_L1**2)
    cse5 = cse1*p_L2
    cse6 = (1/12)*cse5*(cse0 + p_L2**2)
    out = np.zeros(20)
    out[_physical_data_INDEX] = (
        cse2,  # [0]
        cse3*p_L1,  # [1]
        cse4,  # [5]
        cse4,  # [9]
        cse5,  # [10]
        cse3*p_L2,  # [11]
        cse6,  # [15]
        cse6,  # [19]
    )
    return out



def forward_dynamics(q, v, t, p):
    """Forward dynamics: the accelerations a (N_V) of the index-1 equations
    [M Phi_q^T; Phi_q 0] [a; lam] = [Q; gamma] at (q, v, t) (seed 002 eq. 3; M a = Q without
    constraint rows); NaN where the matrix is singular.

    Returns:
        ndarray of shape (14,).
    """
    m = np.reshape(M(q, p), (N_V, N_V))
    c = np.reshape(Phi_q(q, t, p), (N_C, N_V))
    s = np.block([[m, c.T], [c, np.zeros((N_C, N_C))]])
    rhs = np.concatenate([np.reshape(Q(q, v, t, p), N_V), np.reshape(gamma(q, v, t, p), N_C)])
    try:
        return np.linalg.solve(s, rhs)[:N_V]
    except np.linalg.LinAlgError:
        return np.full(N_V, np.nan)
