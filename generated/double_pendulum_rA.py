# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: rA
# scheme: any
# input hash: 5a771b5a4058c3fc
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'double_pendulum' in the rA formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (24): r_bar1_x, r_bar1_y, r_bar1_z, A_bar1_11, A_bar1_12, A_bar1_13, A_bar1_21,
        A_bar1_22, A_bar1_23, A_bar1_31, A_bar1_32, A_bar1_33, r_bar2_x, r_bar2_y,
        r_bar2_z, A_bar2_11, A_bar2_12, A_bar2_13, A_bar2_21, A_bar2_22, A_bar2_23,
        A_bar2_31, A_bar2_32, A_bar2_33
    v (12): rd_bar1_x, rd_bar1_y, rd_bar1_z, w_bar1_x, w_bar1_y, w_bar1_z, rd_bar2_x,
        rd_bar2_y, rd_bar2_z, w_bar2_x, w_bar2_y, w_bar2_z
    lam (10): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (12): increment in velocity coordinates
    a (12): time derivatives of v
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
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'double_pendulum'
FORMULATION = 'rA'
INPUT_HASH = '5a771b5a4058c3fc'
N_Q = 24
N_V = 12
N_C = 10
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
METADATA = {'mechanism': 'double_pendulum',
 'formulation': 'rA',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '5a771b5a4058c3fc',
 'bodies': ['bar1', 'bar2'],
 'springs': [],
 'q_layout': {'bar1': [0, 12], 'bar2': [12, 24]},
 'v_layout': {'bar1': [0, 6], 'bar2': [6, 12]},
 'q_names': ['r_bar1_x',
             'r_bar1_y',
             'r_bar1_z',
             'A_bar1_11',
             'A_bar1_12',
             'A_bar1_13',
             'A_bar1_21',
             'A_bar1_22',
             'A_bar1_23',
             'A_bar1_31',
             'A_bar1_32',
             'A_bar1_33',
             'r_bar2_x',
             'r_bar2_y',
             'r_bar2_z',
             'A_bar2_11',
             'A_bar2_12',
             'A_bar2_13',
             'A_bar2_21',
             'A_bar2_22',
             'A_bar2_23',
             'A_bar2_31',
             'A_bar2_32',
             'A_bar2_33'],
 'v_names': ['rd_bar1_x',
             'rd_bar1_y',
             'rd_bar1_z',
             'w_bar1_x',
             'w_bar1_y',
             'w_bar1_z',
             'rd_bar2_x',
             'rd_bar2_y',
             'rd_bar2_z',
             'w_bar2_x',
             'w_bar2_y',
             'w_bar2_z'],
 'n_q': 24,
 'n_v': 12,
 'n_c': 10,
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
 'tangent_identity': False,
 'mass_matrix_constant': True,
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
    np.array([0, 1, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 7, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11]),
    np.array([0, 1, 2, 3, 4, 5, 3, 4, 5, 3, 4, 5, 6, 7, 8, 9, 10, 11, 9, 10, 11, 9, 10, 11]),
)
_Phi_q_INDEX = (
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
     9]),
    np.array([0,
     4,
     5,
     1,
     4,
     5,
     2,
     4,
     5,
     3,
     4,
     3,
     4,
     0,
     4,
     5,
     6,
     10,
     11,
     1,
     4,
     5,
     7,
     10,
     11,
     2,
     4,
     5,
     8,
     10,
     11,
     3,
     5,
     9,
     10,
     4,
     5,
     9,
     10]),
)
_M_INDEX = (
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_Q_INDEX = np.array([2, 4, 5, 8, 10, 11])
_Q_v_INDEX = (
    np.array([4, 4, 5, 5, 10, 10, 11, 11]),
    np.array([3, 5, 3, 4, 9, 11, 9, 10]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 9, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 11, 11]),
    np.array([3, 4, 5, 9, 10, 3, 4, 5, 9, 10, 3, 4, 5, 9, 10, 3, 4, 5, 9, 11, 3, 4, 5, 9, 10, 11, 9, 11]),
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
     7,
     7,
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
     13,
     13,
     13,
     13,
     14,
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
     21]),
    np.array([0,
     12,
     17,
     1,
     13,
     18,
     2,
     14,
     19,
     3,
     4,
     5,
     9,
     10,
     11,
     15,
     16,
     20,
     3,
     4,
     5,
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
     21,
     3,
     4,
     5,
     9,
     10,
     11,
     12,
     13,
     14,
     17,
     18,
     19,
     20,
     21,
     6,
     17,
     7,
     18,
     8,
     19,
     3,
     4,
     5,
     9,
     10,
     11,
     20,
     21,
     3,
     4,
     5,
     9,
     10,
     11,
     17,
     18,
     19,
     20,
     21,
     9,
     10,
     11,
     17,
     18,
     19,
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
     5,
     9,
     10,
     11]),
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
     7,
     7,
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
     13,
     13,
     13,
     13,
     14,
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
     21]),
    np.array([0,
     12,
     17,
     1,
     13,
     18,
     2,
     14,
     19,
     3,
     4,
     5,
     9,
     10,
     11,
     15,
     16,
     20,
     3,
     4,
     5,
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
     21,
     3,
     4,
     5,
     9,
     10,
     11,
     12,
     13,
     14,
     17,
     18,
     19,
     20,
     21,
     6,
     17,
     7,
     18,
     8,
     19,
     3,
     4,
     5,
     9,
     10,
     11,
     20,
     21,
     3,
     4,
     5,
     9,
     10,
     11,
     17,
     18,
     19,
     20,
     21,
     9,
     10,
     11,
     17,
     18,
     19,
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
     5,
     9,
     10,
     11]),
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
     1,
     3,
     4,
     5,
     0,
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
     11]),
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
_taylor_matrix_INDEX = (
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
     9]),
    np.array([0,
     4,
     5,
     1,
     4,
     5,
     2,
     4,
     5,
     3,
     4,
     3,
     4,
     0,
     4,
     5,
     6,
     10,
     11,
     1,
     4,
     5,
     7,
     10,
     11,
     2,
     4,
     5,
     8,
     10,
     11,
     3,
     5,
     9,
     10,
     4,
     5,
     9,
     10]),
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
        q: position coordinates (24).
        dv: increment in velocity coordinates (e.g. h v) (12).

    Returns:
        ndarray of shape (24,), 24 nonzero.
    """
    # 168 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (12,) else _floats(dv, 12, "dv")

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
    cse13 = -cse1*cse4
    cse14 = -cse0*cse4 + 1
    cse15 = cse13 + cse14
    cse16 = cse9*dv_5
    cse17 = cse6*dv_3
    cse18 = cse16 + cse17
    cse19 = -cse2*cse4
    cse20 = cse14 + cse19
    cse21 = cse10 - cse11
    cse22 = cse13 + cse19 + 1
    cse23 = cse16 - cse17
    cse24 = cse5 + cse7
    cse25 = dv_9**2
    cse26 = dv_11**2
    cse27 = dv_10**2
    cse28 = math.sqrt(cse25 + cse26 + cse27)
    cse29 = (1/2)*_sinc((1/2)*cse28)**2
    cse30 = cse29*dv_11
    cse31 = cse30*dv_9
    cse32 = _sinc(cse28)
    cse33 = cse32*dv_10
    cse34 = cse31 - cse33
    cse35 = cse29*dv_10*dv_9
    cse36 = cse32*dv_11
    cse37 = cse35 + cse36
    cse38 = -cse26*cse29
    cse39 = -cse27*cse29
    cse40 = cse38 + cse39 + 1
    cse41 = cse30*dv_10
    cse42 = cse32*dv_9
    cse43 = cse41 + cse42
    cse44 = -cse25*cse29 + 1
    cse45 = cse38 + cse44
    cse46 = cse35 - cse36
    cse47 = cse39 + cse44
    cse48 = cse41 - cse42
    cse49 = cse31 + cse33
    return np.array([
        dv_0 + q_r_bar1_x,  # [0]
        dv_1 + q_r_bar1_y,  # [1]
        dv_2 + q_r_bar1_z,  # [2]
        cse12*q_A_bar1_12 + cse15*q_A_bar1_11 + cse8*q_A_bar1_13,  # [3]
        cse18*q_A_bar1_13 + cse20*q_A_bar1_12 + cse21*q_A_bar1_11,  # [4]
        cse22*q_A_bar1_13 + cse23*q_A_bar1_12 + cse24*q_A_bar1_11,  # [5]
        cse12*q_A_bar1_22 + cse15*q_A_bar1_21 + cse8*q_A_bar1_23,  # [6]
        cse18*q_A_bar1_23 + cse20*q_A_bar1_22 + cse21*q_A_bar1_21,  # [7]
        cse22*q_A_bar1_23 + cse23*q_A_bar1_22 + cse24*q_A_bar1_21,  # [8]
        cse12*q_A_bar1_32 + cse15*q_A_bar1_31 + cse8*q_A_bar1_33,  # [9]
        cse18*q_A_bar1_33 + cse20*q_A_bar1_32 + cse21*q_A_bar1_31,  # [10]
        cse22*q_A_bar1_33 + cse23*q_A_bar1_32 + cse24*q_A_bar1_31,  # [11]
        dv_6 + q_r_bar2_x,  # [12]
        dv_7 + q_r_bar2_y,  # [13]
        dv_8 + q_r_bar2_z,  # [14]
        cse34*q_A_bar2_13 + cse37*q_A_bar2_12 + cse40*q_A_bar2_11,  # [15]
        cse43*q_A_bar2_13 + cse45*q_A_bar2_12 + cse46*q_A_bar2_11,  # [16]
        cse47*q_A_bar2_13 + cse48*q_A_bar2_12 + cse49*q_A_bar2_11,  # [17]
        cse34*q_A_bar2_23 + cse37*q_A_bar2_22 + cse40*q_A_bar2_21,  # [18]
        cse43*q_A_bar2_23 + cse45*q_A_bar2_22 + cse46*q_A_bar2_21,  # [19]
        cse47*q_A_bar2_23 + cse48*q_A_bar2_22 + cse49*q_A_bar2_21,  # [20]
        cse34*q_A_bar2_33 + cse37*q_A_bar2_32 + cse40*q_A_bar2_31,  # [21]
        cse43*q_A_bar2_33 + cse45*q_A_bar2_32 + cse46*q_A_bar2_31,  # [22]
        cse47*q_A_bar2_33 + cse48*q_A_bar2_32 + cse49*q_A_bar2_31,  # [23]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp, re and relative.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (12).

    Returns:
        ndarray of shape (12, 12), 24 nonzero.
    """
    # 54 operations after common subexpression elimination
    (
        _, _, _, dv_3,
        dv_4, dv_5, _, _,
        _, dv_9, dv_10, dv_11,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (12,) else _floats(dv, 12, "dv")

    cse0 = -1/6*dv_4**2
    cse1 = 1 - 1/6*dv_5**2
    cse2 = (1/6)*dv_3
    cse3 = cse2*dv_4
    cse4 = (1/2)*dv_5
    cse5 = cse2*dv_5
    cse6 = (1/2)*dv_4
    cse7 = -1/6*dv_3**2
    cse8 = (1/6)*dv_4*dv_5
    cse9 = (1/2)*dv_3
    cse10 = -1/6*dv_10**2
    cse11 = 1 - 1/6*dv_11**2
    cse12 = (1/6)*dv_10
    cse13 = cse12*dv_9
    cse14 = (1/2)*dv_11
    cse15 = (1/6)*dv_11*dv_9
    cse16 = (1/2)*dv_10
    cse17 = -1/6*dv_9**2
    cse18 = cse12*dv_11
    cse19 = (1/2)*dv_9
    out = np.zeros((12, 12))
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
        cse10 + cse11,  # [9, 9]
        cse13 + cse14,  # [9, 10]
        cse15 - cse16,  # [9, 11]
        cse13 - cse14,  # [10, 9]
        cse11 + cse17,  # [10, 10]
        cse18 + cse19,  # [10, 11]
        cse15 + cse16,  # [11, 9]
        cse18 - cse19,  # [11, 10]
        cse10 + cse17 + 1,  # [11, 11]
    )
    return out



def qdot(q, v):
    """The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and
    re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the
    Euler parameters of a ball joint or free body, A u for a free body's centre of mass
    (seed 001 eq. 39c), the rates elsewhere.

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).

    Returns:
        ndarray of shape (24,), 24 nonzero.
    """
    # 54 operations after common subexpression elimination
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    return np.array([
        v_rd_bar1_x,  # [0]
        v_rd_bar1_y,  # [1]
        v_rd_bar1_z,  # [2]
        q_A_bar1_12*v_w_bar1_z - q_A_bar1_13*v_w_bar1_y,  # [3]
        -q_A_bar1_11*v_w_bar1_z + q_A_bar1_13*v_w_bar1_x,  # [4]
        q_A_bar1_11*v_w_bar1_y - q_A_bar1_12*v_w_bar1_x,  # [5]
        q_A_bar1_22*v_w_bar1_z - q_A_bar1_23*v_w_bar1_y,  # [6]
        -q_A_bar1_21*v_w_bar1_z + q_A_bar1_23*v_w_bar1_x,  # [7]
        q_A_bar1_21*v_w_bar1_y - q_A_bar1_22*v_w_bar1_x,  # [8]
        q_A_bar1_32*v_w_bar1_z - q_A_bar1_33*v_w_bar1_y,  # [9]
        -q_A_bar1_31*v_w_bar1_z + q_A_bar1_33*v_w_bar1_x,  # [10]
        q_A_bar1_31*v_w_bar1_y - q_A_bar1_32*v_w_bar1_x,  # [11]
        v_rd_bar2_x,  # [12]
        v_rd_bar2_y,  # [13]
        v_rd_bar2_z,  # [14]
        q_A_bar2_12*v_w_bar2_z - q_A_bar2_13*v_w_bar2_y,  # [15]
        -q_A_bar2_11*v_w_bar2_z + q_A_bar2_13*v_w_bar2_x,  # [16]
        q_A_bar2_11*v_w_bar2_y - q_A_bar2_12*v_w_bar2_x,  # [17]
        q_A_bar2_22*v_w_bar2_z - q_A_bar2_23*v_w_bar2_y,  # [18]
        -q_A_bar2_21*v_w_bar2_z + q_A_bar2_23*v_w_bar2_x,  # [19]
        q_A_bar2_21*v_w_bar2_y - q_A_bar2_22*v_w_bar2_x,  # [20]
        q_A_bar2_32*v_w_bar2_z - q_A_bar2_33*v_w_bar2_y,  # [21]
        -q_A_bar2_31*v_w_bar2_z + q_A_bar2_33*v_w_bar2_x,  # [22]
        q_A_bar2_31*v_w_bar2_y - q_A_bar2_32*v_w_bar2_x,  # [23]
    ])



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (24).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 35 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, _, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        _, q_A_bar2_13, q_A_bar2_21, _,
        q_A_bar2_23, q_A_bar2_31, _, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = (1/2)*p_L1
    cse1 = -cse0*q_A_bar1_11
    cse2 = -cse0*q_A_bar1_21
    cse3 = -cse0*q_A_bar1_31
    cse4 = (1/2)*p_L2
    return np.array([
        cse1 + q_r_bar1_x,  # [0]
        cse2 + q_r_bar1_y,  # [1]
        cse3 + q_r_bar1_z,  # [2]
        q_A_bar1_33,  # [3]
        -q_A_bar1_23,  # [4]
        cse1 - cse4*q_A_bar2_11 - q_r_bar1_x + q_r_bar2_x,  # [5]
        cse2 - cse4*q_A_bar2_21 - q_r_bar1_y + q_r_bar2_y,  # [6]
        cse3 - cse4*q_A_bar2_31 - q_r_bar1_z + q_r_bar2_z,  # [7]
        q_A_bar1_12*q_A_bar2_13 + q_A_bar1_22*q_A_bar2_23 + q_A_bar1_32*q_A_bar2_33,  # [8]
        -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33,  # [9]
    ])



def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 10).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, _, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        _, q_A_bar2_13, q_A_bar2_21, _,
        q_A_bar2_23, q_A_bar2_31, _, q_A_bar2_33,
    ) = _columns(q, n, 24, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = (1/2)*p_L1
    cse1 = -cse0*q_A_bar1_11
    cse2 = -cse0*q_A_bar1_21
    cse3 = -cse0*q_A_bar1_31
    cse4 = (1/2)*p_L2
    out = np.zeros((n, 10))
    out[:, 0] = cse1 + q_r_bar1_x
    out[:, 1] = cse2 + q_r_bar1_y
    out[:, 2] = cse3 + q_r_bar1_z
    out[:, 3] = q_A_bar1_33
    out[:, 4] = -q_A_bar1_23
    out[:, 5] = cse1 - cse4*q_A_bar2_11 - q_r_bar1_x + q_r_bar2_x
    out[:, 6] = cse2 - cse4*q_A_bar2_21 - q_r_bar1_y + q_r_bar2_y
    out[:, 7] = cse3 - cse4*q_A_bar2_31 - q_r_bar1_z + q_r_bar2_z
    out[:, 8] = q_A_bar1_12*q_A_bar2_13 + q_A_bar1_22*q_A_bar2_23 + q_A_bar1_32*q_A_bar2_33
    out[:, 9] = -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33
    return out


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Args:
        q: position coordinates (24).
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
        q: position coordinates, one row each (n, 24).
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
        q: position coordinates (24).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (10, 12), 39 nonzero.
    """
    # 64 operations after common subexpression elimination
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = (1/2)*p_L1
    cse1 = cse0*q_A_bar1_13
    cse2 = -cse0*q_A_bar1_12
    cse3 = cse0*q_A_bar1_23
    cse4 = -cse0*q_A_bar1_22
    cse5 = cse0*q_A_bar1_33
    cse6 = -cse0*q_A_bar1_32
    cse7 = (1/2)*p_L2
    cse8 = q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33
    out = np.zeros((10, 12))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        cse1,  # [0, 4]
        cse2,  # [0, 5]
        1,  # [1, 1]
        cse3,  # [1, 4]
        cse4,  # [1, 5]
        1,  # [2, 2]
        cse5,  # [2, 4]
        cse6,  # [2, 5]
        -q_A_bar1_32,  # [3, 3]
        q_A_bar1_31,  # [3, 4]
        q_A_bar1_22,  # [4, 3]
        -q_A_bar1_21,  # [4, 4]
        -1,  # [5, 0]
        cse1,  # [5, 4]
        cse2,  # [5, 5]
        1,  # [5, 6]
        cse7*q_A_bar2_13,  # [5, 10]
        -cse7*q_A_bar2_12,  # [5, 11]
        -1,  # [6, 1]
        cse3,  # [6, 4]
        cse4,  # [6, 5]
        1,  # [6, 7]
        cse7*q_A_bar2_23,  # [6, 10]
        -cse7*q_A_bar2_22,  # [6, 11]
        -1,  # [7, 2]
        cse5,  # [7, 4]
        cse6,  # [7, 5]
        1,  # [7, 8]
        cse7*q_A_bar2_33,  # [7, 10]
        -cse7*q_A_bar2_32,  # [7, 11]
        cse8,  # [8, 3]
        -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33,  # [8, 5]
        -q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32,  # [8, 9]
        q_A_bar1_12*q_A_bar2_11 + q_A_bar1_22*q_A_bar2_21 + q_A_bar1_32*q_A_bar2_31,  # [8, 10]
        cse8,  # [9, 4]
        -q_A_bar1_12*q_A_bar2_13 - q_A_bar1_22*q_A_bar2_23 - q_A_bar1_32*q_A_bar2_33,  # [9, 5]
        q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32,  # [9, 9]
        -q_A_bar1_11*q_A_bar2_11 - q_A_bar1_21*q_A_bar2_21 - q_A_bar1_31*q_A_bar2_31,  # [9, 10]
    )
    return out



def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 10, 12).
    """
    n = len(q)
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = _columns(q, n, 24, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = (1/2)*p_L1
    cse1 = cse0*q_A_bar1_13
    cse2 = -cse0*q_A_bar1_12
    cse3 = cse0*q_A_bar1_23
    cse4 = -cse0*q_A_bar1_22
    cse5 = cse0*q_A_bar1_33
    cse6 = -cse0*q_A_bar1_32
    cse7 = (1/2)*p_L2
    cse8 = q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33
    out = np.zeros((n, 10, 12))
    out[:, 0, 0] = 1
    out[:, 0, 4] = cse1
    out[:, 0, 5] = cse2
    out[:, 1, 1] = 1
    out[:, 1, 4] = cse3
    out[:, 1, 5] = cse4
    out[:, 2, 2] = 1
    out[:, 2, 4] = cse5
    out[:, 2, 5] = cse6
    out[:, 3, 3] = -q_A_bar1_32
    out[:, 3, 4] = q_A_bar1_31
    out[:, 4, 3] = q_A_bar1_22
    out[:, 4, 4] = -q_A_bar1_21
    out[:, 5, 0] = -1
    out[:, 5, 4] = cse1
    out[:, 5, 5] = cse2
    out[:, 5, 6] = 1
    out[:, 5, 10] = cse7*q_A_bar2_13
    out[:, 5, 11] = -cse7*q_A_bar2_12
    out[:, 6, 1] = -1
    out[:, 6, 4] = cse3
    out[:, 6, 5] = cse4
    out[:, 6, 7] = 1
    out[:, 6, 10] = cse7*q_A_bar2_23
    out[:, 6, 11] = -cse7*q_A_bar2_22
    out[:, 7, 2] = -1
    out[:, 7, 4] = cse5
    out[:, 7, 5] = cse6
    out[:, 7, 8] = 1
    out[:, 7, 10] = cse7*q_A_bar2_33
    out[:, 7, 11] = -cse7*q_A_bar2_32
    out[:, 8, 3] = cse8
    out[:, 8, 5] = -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33
    out[:, 8, 9] = -q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32
    out[:, 8, 10] = q_A_bar1_12*q_A_bar2_11 + q_A_bar1_22*q_A_bar2_21 + q_A_bar1_32*q_A_bar2_31
    out[:, 9, 4] = cse8
    out[:, 9, 5] = -q_A_bar1_12*q_A_bar2_13 - q_A_bar1_22*q_A_bar2_23 - q_A_bar1_32*q_A_bar2_33
    out[:, 9, 9] = q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32
    out[:, 9, 10] = -q_A_bar1_11*q_A_bar2_11 - q_A_bar1_21*q_A_bar2_21 - q_A_bar1_31*q_A_bar2_31
    return out


def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (24).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (10,), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros(10)
    return out



def nu_rows(q, t, p):
    """nu at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 10).
    """
    n = len(q)
    out = np.zeros((n, 10))
    return out


def velocity_residual(q, v, t, p):
    """Velocity-level constraint residual dPhi/dt = Phi_q v - nu (seed 001 eq. 15b): zero where
    the velocities satisfy the constraints; the runtime's velocity violation.

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 95 operations after common subexpression elimination
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = (1/2)*p_L1
    cse1 = cse0*v_w_bar1_z
    cse2 = cse0*v_w_bar1_y
    cse3 = -cse1*q_A_bar1_12 + cse2*q_A_bar1_13
    cse4 = -cse1*q_A_bar1_22 + cse2*q_A_bar1_23
    cse5 = -cse1*q_A_bar1_32 + cse2*q_A_bar1_33
    cse6 = (1/2)*p_L2
    cse7 = cse6*v_w_bar2_z
    cse8 = cse6*v_w_bar2_y
    cse9 = q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33
    return np.array([
        cse3 + v_rd_bar1_x,  # [0]
        cse4 + v_rd_bar1_y,  # [1]
        cse5 + v_rd_bar1_z,  # [2]
        q_A_bar1_31*v_w_bar1_y - q_A_bar1_32*v_w_bar1_x,  # [3]
        -q_A_bar1_21*v_w_bar1_y + q_A_bar1_22*v_w_bar1_x,  # [4]
        cse3 - cse7*q_A_bar2_12 + cse8*q_A_bar2_13 - v_rd_bar1_x + v_rd_bar2_x,  # [5]
        cse4 - cse7*q_A_bar2_22 + cse8*q_A_bar2_23 - v_rd_bar1_y + v_rd_bar2_y,  # [6]
        cse5 - cse7*q_A_bar2_32 + cse8*q_A_bar2_33 - v_rd_bar1_z + v_rd_bar2_z,  # [7]
        cse9*v_w_bar1_x + v_w_bar1_z*(-q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33) + v_w_bar2_x*(-q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32) + v_w_bar2_y*(q_A_bar1_12*q_A_bar2_11 + q_A_bar1_22*q_A_bar2_21 + q_A_bar1_32*q_A_bar2_31),  # [8]
        cse9*v_w_bar1_y + v_w_bar1_z*(-q_A_bar1_12*q_A_bar2_13 - q_A_bar1_22*q_A_bar2_23 - q_A_bar1_32*q_A_bar2_33) + v_w_bar2_x*(q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32) + v_w_bar2_y*(-q_A_bar1_11*q_A_bar2_11 - q_A_bar1_21*q_A_bar2_21 - q_A_bar1_31*q_A_bar2_31),  # [9]
    ])



def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        v: velocity coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 10).
    """
    n = len(q)
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = _columns(q, n, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = _columns(v, n, 12, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = (1/2)*p_L1
    cse1 = cse0*v_w_bar1_z
    cse2 = cse0*v_w_bar1_y
    cse3 = -cse1*q_A_bar1_12 + cse2*q_A_bar1_13
    cse4 = -cse1*q_A_bar1_22 + cse2*q_A_bar1_23
    cse5 = -cse1*q_A_bar1_32 + cse2*q_A_bar1_33
    cse6 = (1/2)*p_L2
    cse7 = cse6*v_w_bar2_z
    cse8 = cse6*v_w_bar2_y
    cse9 = q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33
    out = np.zeros((n, 10))
    out[:, 0] = cse3 + v_rd_bar1_x
    out[:, 1] = cse4 + v_rd_bar1_y
    out[:, 2] = cse5 + v_rd_bar1_z
    out[:, 3] = q_A_bar1_31*v_w_bar1_y - q_A_bar1_32*v_w_bar1_x
    out[:, 4] = -q_A_bar1_21*v_w_bar1_y + q_A_bar1_22*v_w_bar1_x
    out[:, 5] = cse3 - cse7*q_A_bar2_12 + cse8*q_A_bar2_13 - v_rd_bar1_x + v_rd_bar2_x
    out[:, 6] = cse4 - cse7*q_A_bar2_22 + cse8*q_A_bar2_23 - v_rd_bar1_y + v_rd_bar2_y
    out[:, 7] = cse5 - cse7*q_A_bar2_32 + cse8*q_A_bar2_33 - v_rd_bar1_z + v_rd_bar2_z
    out[:, 8] = cse9*v_w_bar1_x + v_w_bar1_z*(-q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33) + v_w_bar2_x*(-q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32) + v_w_bar2_y*(q_A_bar1_12*q_A_bar2_11 + q_A_bar1_22*q_A_bar2_21 + q_A_bar1_32*q_A_bar2_31)
    out[:, 9] = cse9*v_w_bar1_y + v_w_bar1_z*(-q_A_bar1_12*q_A_bar2_13 - q_A_bar1_22*q_A_bar2_23 - q_A_bar1_32*q_A_bar2_33) + v_w_bar2_x*(q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32) + v_w_bar2_y*(-q_A_bar1_11*q_A_bar2_11 - q_A_bar1_21*q_A_bar2_21 - q_A_bar1_31*q_A_bar2_31)
    return out


def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 175 operations after common subexpression elimination
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        _, _, _, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, _, _,
        _, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = q_A_bar1_11*v_w_bar1_y - q_A_bar1_12*v_w_bar1_x
    cse1 = (1/2)*p_L1
    cse2 = cse1*v_w_bar1_y
    cse3 = -q_A_bar1_11*v_w_bar1_z + q_A_bar1_13*v_w_bar1_x
    cse4 = cse1*v_w_bar1_z
    cse5 = cse0*cse2 - cse3*cse4
    cse6 = q_A_bar1_21*v_w_bar1_y - q_A_bar1_22*v_w_bar1_x
    cse7 = -q_A_bar1_21*v_w_bar1_z + q_A_bar1_23*v_w_bar1_x
    cse8 = cse2*cse6 - cse4*cse7
    cse9 = q_A_bar1_31*v_w_bar1_y - q_A_bar1_32*v_w_bar1_x
    cse10 = -q_A_bar1_31*v_w_bar1_z + q_A_bar1_33*v_w_bar1_x
    cse11 = -cse10*cse4 + cse2*cse9
    cse12 = q_A_bar1_33*v_w_bar1_y
    cse13 = q_A_bar1_32*v_w_bar1_z
    cse14 = -cse12 + cse13
    cse15 = q_A_bar1_23*v_w_bar1_y
    cse16 = q_A_bar1_22*v_w_bar1_z
    cse17 = -cse15 + cse16
    cse18 = q_A_bar2_12*v_w_bar2_x
    cse19 = q_A_bar2_11*v_w_bar2_y
    cse20 = -cse18 + cse19
    cse21 = (1/2)*p_L2
    cse22 = cse21*v_w_bar2_y
    cse23 = -q_A_bar2_11*v_w_bar2_z + q_A_bar2_13*v_w_bar2_x
    cse24 = cse21*v_w_bar2_z
    cse25 = q_A_bar2_22*v_w_bar2_x
    cse26 = q_A_bar2_21*v_w_bar2_y
    cse27 = -cse25 + cse26
    cse28 = -q_A_bar2_21*v_w_bar2_z + q_A_bar2_23*v_w_bar2_x
    cse29 = q_A_bar2_32*v_w_bar2_x
    cse30 = q_A_bar2_31*v_w_bar2_y
    cse31 = -cse29 + cse30
    cse32 = -q_A_bar2_31*v_w_bar2_z + q_A_bar2_33*v_w_bar2_x
    cse33 = v_w_bar2_y*(q_A_bar2_32*v_w_bar2_z - q_A_bar2_33*v_w_bar2_y)
    cse34 = q_A_bar1_13*v_w_bar1_y
    cse35 = q_A_bar1_12*v_w_bar1_z
    cse36 = -cse34 + cse35
    cse37 = q_A_bar2_13*v_w_bar1_z
    cse38 = cse32*v_w_bar2_x
    cse39 = v_w_bar2_y*(q_A_bar2_12*v_w_bar2_z - q_A_bar2_13*v_w_bar2_y)
    cse40 = q_A_bar2_23*v_w_bar1_z
    cse41 = q_A_bar2_33*v_w_bar1_z
    cse42 = cse28*v_w_bar2_x
    cse43 = cse0*q_A_bar2_13
    cse44 = cse6*q_A_bar2_23
    cse45 = cse9*q_A_bar2_33
    cse46 = cse23*v_w_bar2_x
    cse47 = v_w_bar2_y*(q_A_bar2_22*v_w_bar2_z - q_A_bar2_23*v_w_bar2_y)
    return np.array([
        -cse5,  # [0]
        -cse8,  # [1]
        -cse11,  # [2]
        cse10*v_w_bar1_x - cse14*v_w_bar1_y,  # [3]
        cse17*v_w_bar1_y - cse7*v_w_bar1_x,  # [4]
        -cse20*cse22 + cse23*cse24 - cse5,  # [5]
        -cse22*cse27 + cse24*cse28 - cse8,  # [6]
        -cse11 - cse22*cse31 + cse24*cse32,  # [7]
        -2*cse10*cse31 + cse14*cse41 + cse17*cse40 - 2*cse20*cse3 - 2*cse27*cse7 - cse33*q_A_bar1_32 + cse36*cse37 + cse38*q_A_bar1_32 - cse39*q_A_bar1_12 + cse42*q_A_bar1_22 - cse43*v_w_bar1_x - cse44*v_w_bar1_x - cse45*v_w_bar1_x + cse46*q_A_bar1_12 - cse47*q_A_bar1_22,  # [8]
        cse10*cse41 - cse14*(cse29 - cse30) - cse17*(cse25 - cse26) - cse20*(cse34 - cse35) - cse27*(cse15 - cse16) + cse3*cse37 - cse31*(cse12 - cse13) + cse33*q_A_bar1_31 - cse36*(cse18 - cse19) - cse38*q_A_bar1_31 + cse39*q_A_bar1_11 + cse40*cse7 - cse42*q_A_bar1_21 - cse43*v_w_bar1_y - cse44*v_w_bar1_y - cse45*v_w_bar1_y - cse46*q_A_bar1_11 + cse47*q_A_bar1_21,  # [9]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V
    + K^T J K, u = V v and omega = K v their body-frame velocities (Kane's equations,
    mechgen.symbolic.relative).

    Args:
        q: position coordinates (24).
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 12 nonzero.
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
    out = np.zeros((12, 12))
    out[_M_INDEX] = (
        cse2,  # [0, 0]
        cse2,  # [1, 1]
        cse2,  # [2, 2]
        cse3*p_L1,  # [3, 3]
        cse4,  # [4, 4]
        cse4,  # [5, 5]
        cse5,  # [6, 6]
        cse5,  # [7, 7]
        cse5,  # [8, 8]
        cse3*p_L2,  # [9, 9]
        cse6,  # [10, 10]
        cse6,  # [11, 11]
    )
    return out



def M_rows(q, p):
    """M at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 12, 12).
    """
    n = len(q)
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
    out = np.zeros((n, 12, 12))
    out[:, 0, 0] = cse2
    out[:, 1, 1] = cse2
    out[:, 2, 2] = cse2
    out[:, 3, 3] = cse3*p_L1
    out[:, 4, 4] = cse4
    out[:, 5, 5] = cse4
    out[:, 6, 6] = cse5
    out[:, 7, 7] = cse5
    out[:, 8, 8] = cse5
    out[:, 9, 9] = cse3*p_L2
    out[:, 10, 10] = cse6
    out[:, 11, 11] = cse6
    return out


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for
    relative, the body-frame loads and the bias accelerations at frozen v projected by V^T
    and K^T (mechgen.symbolic.relative).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12,), 6 nonzero.
    """
    # 35 operations after common subexpression elimination
    (
        _, _, _, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, _, _,
        _, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = p_L1*p_rho
    cse1 = p_w**2
    cse2 = 9.81*cse1
    cse3 = cse0*v_w_bar1_x
    cse4 = (1/12)*cse1
    cse5 = cse3*cse4*(cse1 + p_L1**2)
    cse6 = (1/6)*p_w**4
    cse7 = cse3*cse6
    cse8 = p_L2*p_rho
    cse9 = cse8*v_w_bar2_x
    cse10 = cse9*v_w_bar2_z
    cse11 = cse4*(cse1 + p_L2**2)
    cse12 = cse9*v_w_bar2_y
    out = np.zeros(12)
    out[_Q_INDEX] = (
        -cse0*cse2,  # [2]
        cse5*v_w_bar1_z - cse7*v_w_bar1_z,  # [4]
        -cse5*v_w_bar1_y + cse7*v_w_bar1_y,  # [5]
        -cse2*cse8,  # [8]
        cse10*cse11 - cse10*cse6,  # [10]
        -cse11*cse12 + cse12*cse6,  # [11]
    )
    return out



def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        v: velocity coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 12).
    """
    n = len(q)
    (
        _, _, _, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, _, _,
        _, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = _columns(v, n, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = p_L1*p_rho
    cse1 = p_w**2
    cse2 = 9.81*cse1
    cse3 = cse0*v_w_bar1_x
    cse4 = (1/12)*cse1
    cse5 = cse3*cse4*(cse1 + p_L1**2)
    cse6 = (1/6)*p_w**4
    cse7 = cse3*cse6
    cse8 = p_L2*p_rho
    cse9 = cse8*v_w_bar2_x
    cse10 = cse9*v_w_bar2_z
    cse11 = cse4*(cse1 + p_L2**2)
    cse12 = cse9*v_w_bar2_y
    out = np.zeros((n, 12))
    out[:, 2] = -cse0*cse2
    out[:, 4] = cse5*v_w_bar1_z - cse7*v_w_bar1_z
    out[:, 5] = -cse5*v_w_bar1_y + cse7*v_w_bar1_y
    out[:, 8] = -cse2*cse8
    out[:, 10] = cse10*cse11 - cse10*cse6
    out[:, 11] = -cse11*cse12 + cse12*cse6
    return out


def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((12, 12))
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 8 nonzero.
    """
    # 37 operations after common subexpression elimination
    (
        _, _, _, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, _, _,
        _, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = (1/6)*p_w**4
    cse1 = p_L1*p_rho
    cse2 = cse0*cse1
    cse3 = p_w**2
    cse4 = (1/12)*cse3
    cse5 = cse1*cse4*(cse3 + p_L1**2)
    cse6 = cse2*v_w_bar1_x
    cse7 = cse5*v_w_bar1_x
    cse8 = p_L2*p_rho
    cse9 = cse8*v_w_bar2_z
    cse10 = cse4*(cse3 + p_L2**2)
    cse11 = cse0*cse8
    cse12 = cse11*v_w_bar2_x
    cse13 = cse10*cse8
    cse14 = cse13*v_w_bar2_x
    out = np.zeros((12, 12))
    out[_Q_v_INDEX] = (
        -cse2*v_w_bar1_z + cse5*v_w_bar1_z,  # [4, 3]
        -cse6 + cse7,  # [4, 5]
        cse2*v_w_bar1_y - cse5*v_w_bar1_y,  # [5, 3]
        cse6 - cse7,  # [5, 4]
        -cse0*cse9 + cse10*cse9,  # [10, 9]
        -cse12 + cse14,  # [10, 11]
        cse11*v_w_bar2_y - cse13*v_w_bar2_y,  # [11, 9]
        cse12 - cse14,  # [11, 10]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (24).
        a: accelerations (time derivative of v) (12).
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 0 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((12, 12))
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (24).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 28 nonzero.
    """
    # 204 operations after common subexpression elimination
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = -lam_3*q_A_bar1_33 + lam_4*q_A_bar1_23
    cse1 = lam_8*q_A_bar1_32
    cse2 = lam_8*q_A_bar1_22
    cse3 = lam_8*q_A_bar1_12
    cse4 = -cse1*q_A_bar2_33 - cse2*q_A_bar2_23 - cse3*q_A_bar2_13
    cse5 = lam_8*q_A_bar1_31
    cse6 = lam_8*q_A_bar1_21
    cse7 = lam_8*q_A_bar1_11
    cse8 = lam_8*q_A_bar1_33
    cse9 = lam_8*q_A_bar1_23
    cse10 = lam_8*q_A_bar1_13
    cse11 = -cse10*q_A_bar2_12 - cse8*q_A_bar2_32 - cse9*q_A_bar2_22
    cse12 = q_A_bar1_33*q_A_bar2_31
    cse13 = cse10*q_A_bar2_11 + cse12*lam_8 + cse9*q_A_bar2_21
    cse14 = (1/2)*p_L1
    cse15 = cse14*lam_2
    cse16 = cse14*lam_7
    cse17 = lam_9*q_A_bar2_33
    cse18 = cse15 + cse16 + cse17
    cse19 = cse14*lam_1
    cse20 = cse14*lam_6
    cse21 = lam_9*q_A_bar2_23
    cse22 = cse19 + cse20 + cse21
    cse23 = cse14*lam_0
    cse24 = cse14*lam_5
    cse25 = lam_9*q_A_bar2_13
    cse26 = cse23 + cse24 + cse25
    cse27 = lam_9*q_A_bar1_23
    cse28 = lam_9*q_A_bar1_13
    cse29 = -cse27*q_A_bar2_22 - cse28*q_A_bar2_12 - lam_9*q_A_bar1_33*q_A_bar2_32
    cse30 = cse12*lam_9 + cse27*q_A_bar2_21 + cse28*q_A_bar2_11
    cse31 = -cse15 - cse16 - cse17
    cse32 = -cse19 - cse20 - cse21
    cse33 = -cse23 - cse24 - cse25
    cse34 = lam_9*q_A_bar1_32
    cse35 = -cse34 - cse5
    cse36 = lam_9*q_A_bar1_22
    cse37 = -cse36 - cse6
    cse38 = lam_9*q_A_bar1_12
    cse39 = -cse38 - cse7
    cse40 = lam_9*q_A_bar1_31
    cse41 = -cse1 + cse40
    cse42 = lam_9*q_A_bar1_21
    cse43 = -cse2 + cse42
    cse44 = lam_9*q_A_bar1_11
    cse45 = -cse3 + cse44
    cse46 = (1/2)*p_L2
    cse47 = cse46*lam_6
    cse48 = cse46*lam_7
    cse49 = cse46*lam_5
    cse50 = cse1 - cse40
    cse51 = cse2 - cse42
    cse52 = cse3 - cse44
    cse53 = cse47*q_A_bar2_21 + cse48*q_A_bar2_31 + cse49*q_A_bar2_11
    out = np.zeros((12, 12))
    out[_Phi_qT_lam_q_INDEX] = (
        cse0 + cse4,  # [3, 3]
        cse5*q_A_bar2_33 + cse6*q_A_bar2_23 + cse7*q_A_bar2_13,  # [3, 4]
        lam_3*q_A_bar1_31 - lam_4*q_A_bar1_21,  # [3, 5]
        cse11,  # [3, 9]
        cse13,  # [3, 10]
        -cse18*q_A_bar1_32 - cse22*q_A_bar1_22 - cse26*q_A_bar1_12,  # [4, 3]
        cse0 + cse18*q_A_bar1_31 + cse22*q_A_bar1_21 + cse26*q_A_bar1_11,  # [4, 4]
        lam_3*q_A_bar1_32 - lam_4*q_A_bar1_22,  # [4, 5]
        cse29,  # [4, 9]
        cse30,  # [4, 10]
        cse31*q_A_bar1_33 + cse32*q_A_bar1_23 + cse33*q_A_bar1_13,  # [5, 3]
        cse10*q_A_bar2_13 + cse8*q_A_bar2_33 + cse9*q_A_bar2_23,  # [5, 4]
        -cse31*q_A_bar1_31 - cse32*q_A_bar1_21 - cse33*q_A_bar1_11 + cse4,  # [5, 5]
        -cse35*q_A_bar2_32 - cse37*q_A_bar2_22 - cse39*q_A_bar2_12,  # [5, 9]
        cse35*q_A_bar2_31 + cse37*q_A_bar2_21 + cse39*q_A_bar2_11,  # [5, 10]
        cse11,  # [9, 3]
        cse29,  # [9, 4]
        cse34*q_A_bar2_32 + cse36*q_A_bar2_22 + cse38*q_A_bar2_12 + cse5*q_A_bar2_32 + cse6*q_A_bar2_22 + cse7*q_A_bar2_12,  # [9, 5]
        cse41*q_A_bar2_33 + cse43*q_A_bar2_23 + cse45*q_A_bar2_13,  # [9, 9]
        -cse41*q_A_bar2_31 - cse43*q_A_bar2_21 - cse45*q_A_bar2_11,  # [9, 11]
        cse13,  # [10, 3]
        cse30,  # [10, 4]
        -cse34*q_A_bar2_31 - cse36*q_A_bar2_21 - cse38*q_A_bar2_11 - cse5*q_A_bar2_31 - cse6*q_A_bar2_21 - cse7*q_A_bar2_11,  # [10, 5]
        -cse47*q_A_bar2_22 - cse48*q_A_bar2_32 - cse49*q_A_bar2_12,  # [10, 9]
        -cse50*q_A_bar2_33 - cse51*q_A_bar2_23 - cse52*q_A_bar2_13 + cse53,  # [10, 10]
        cse50*q_A_bar2_32 + cse51*q_A_bar2_22 + cse52*q_A_bar2_12,  # [10, 11]
        -cse47*q_A_bar2_23 - cse48*q_A_bar2_33 - cse49*q_A_bar2_13,  # [11, 9]
        cse53,  # [11, 11]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (4).
        h: step size.

    Returns:
        ndarray of shape (22,), 22 nonzero.
    """
    # 208 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        _, _, _, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, _, _,
        _, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, a_5, a_6, a_7,
        a_8, a_9, a_10, a_11,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    h = float(h)

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = (1/6)*p_rho*p_w**4
    cse4 = cse3*p_L1
    cse5 = q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33
    cse6 = (1/12)*cse2*(cse0 + p_L1**2)
    cse7 = cse6*v_w_bar1_x
    cse8 = cse4*v_w_bar1_x
    cse9 = (1/2)*p_L1
    cse10 = cse9*lam_5
    cse11 = cse9*lam_7
    cse12 = cse9*lam_6
    cse13 = cse9*lam_2
    cse14 = cse9*lam_1
    cse15 = cse9*lam_0
    cse16 = q_A_bar1_32*q_A_bar2_33
    cse17 = q_A_bar1_22*q_A_bar2_23
    cse18 = q_A_bar1_12*q_A_bar2_13
    cse19 = -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33
    cse20 = cse1*p_L2
    cse21 = cse3*p_L2
    cse22 = (1/12)*cse20*(cse0 + p_L2**2)
    cse23 = (1/2)*p_L2
    cse24 = cse23*lam_7
    cse25 = cse23*lam_6
    cse26 = cse22*v_w_bar2_x
    cse27 = cse21*v_w_bar2_x
    cse28 = cse23*lam_5
    cse29 = h**(-2)
    cse30 = -cse9*q_A_bar1_11
    cse31 = -cse9*q_A_bar1_21
    cse32 = -cse9*q_A_bar1_31
    return np.array([
        a_0*cse2 + lam_0 - lam_5,  # [0]
        a_1*cse2 + lam_1 - lam_6,  # [1]
        a_2*cse2 + 9.81*cse2 + lam_2 - lam_7,  # [2]
        a_3*cse4 + cse5*lam_8 - lam_3*q_A_bar1_32 + lam_4*q_A_bar1_22,  # [3]
        a_4*cse6 + cse10*q_A_bar1_13 + cse11*q_A_bar1_33 + cse12*q_A_bar1_23 + cse13*q_A_bar1_33 + cse14*q_A_bar1_23 + cse15*q_A_bar1_13 + cse5*lam_9 - cse7*v_w_bar1_z + cse8*v_w_bar1_z + lam_3*q_A_bar1_31 - lam_4*q_A_bar1_21,  # [4]
        a_5*cse6 - cse10*q_A_bar1_12 - cse11*q_A_bar1_32 - cse12*q_A_bar1_22 - cse13*q_A_bar1_32 - cse14*q_A_bar1_22 - cse15*q_A_bar1_12 + cse19*lam_8 + cse7*v_w_bar1_y - cse8*v_w_bar1_y + lam_9*(-cse16 - cse17 - cse18),  # [5]
        a_6*cse20 + lam_5,  # [6]
        a_7*cse20 + lam_6,  # [7]
        a_8*cse20 + 9.81*cse20 + lam_7,  # [8]
        a_9*cse21 + lam_8*(-q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32) + lam_9*(q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32),  # [9]
        a_10*cse22 + cse24*q_A_bar2_33 + cse25*q_A_bar2_23 - cse26*v_w_bar2_z + cse27*v_w_bar2_z + cse28*q_A_bar2_13 + lam_8*(q_A_bar1_12*q_A_bar2_11 + q_A_bar1_22*q_A_bar2_21 + q_A_bar1_32*q_A_bar2_31) + lam_9*(-q_A_bar1_11*q_A_bar2_11 - q_A_bar1_21*q_A_bar2_21 - q_A_bar1_31*q_A_bar2_31),  # [10]
        a_11*cse22 - cse24*q_A_bar2_32 - cse25*q_A_bar2_22 + cse26*v_w_bar2_y - cse27*v_w_bar2_y - cse28*q_A_bar2_12,  # [11]
        cse29*(cse30 + q_r_bar1_x),  # [12]
        cse29*(cse31 + q_r_bar1_y),  # [13]
        cse29*(cse32 + q_r_bar1_z),  # [14]
        cse29*q_A_bar1_33,  # [15]
        -cse29*q_A_bar1_23,  # [16]
        cse29*(-cse23*q_A_bar2_11 + cse30 - q_r_bar1_x + q_r_bar2_x),  # [17]
        cse29*(-cse23*q_A_bar2_21 + cse31 - q_r_bar1_y + q_r_bar2_y),  # [18]
        cse29*(-cse23*q_A_bar2_31 + cse32 - q_r_bar1_z + q_r_bar2_z),  # [19]
        cse29*(cse16 + cse17 + cse18),  # [20]
        cse19*cse29,  # [21]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (4).
        h: step size.

    Returns:
        ndarray of shape (22, 22), 132 nonzero.
    """
    # 660 operations after common subexpression elimination
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        _, _, _, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, _, _,
        _, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    h = float(h)

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = (1/6)*p_rho*p_w**4
    cse4 = cse3*p_L1
    cse5 = h**2
    cse6 = lam_3*q_A_bar1_31 - lam_4*q_A_bar1_21
    cse7 = (1/6)*cse5
    cse8 = cse7*v_w_bar1_z
    cse9 = cse8*v_w_bar1_x
    cse10 = (1/2)*h
    cse11 = cse10*v_w_bar1_y
    cse12 = cse11 + cse9
    cse13 = cse7*v_w_bar1_x*v_w_bar1_y
    cse14 = cse10*v_w_bar1_z
    cse15 = cse13 - cse14
    cse16 = q_A_bar1_31*q_A_bar2_33
    cse17 = q_A_bar1_21*q_A_bar2_23
    cse18 = q_A_bar1_11*q_A_bar2_13
    cse19 = cse16*lam_8 + cse17*lam_8 + cse18*lam_8
    cse20 = -cse7*v_w_bar1_z**2
    cse21 = -cse7*v_w_bar1_y**2 + 1
    cse22 = cse20 + cse21
    cse23 = -lam_3*q_A_bar1_33 + lam_4*q_A_bar1_23
    cse24 = q_A_bar1_32*q_A_bar2_33
    cse25 = q_A_bar1_22*q_A_bar2_23
    cse26 = q_A_bar1_12*q_A_bar2_13
    cse27 = -cse24*lam_8 - cse25*lam_8 - cse26*lam_8
    cse28 = cse23 + cse27
    cse29 = cse8*v_w_bar1_y
    cse30 = cse10*v_w_bar1_x
    cse31 = cse29 - cse30
    cse32 = -cse7*v_w_bar1_x**2
    cse33 = cse20 + cse32 + 1
    cse34 = cse13 + cse14
    cse35 = cse29 + cse30
    cse36 = cse21 + cse32
    cse37 = -cse11 + cse9
    cse38 = cse7*v_w_bar2_x*v_w_bar2_y
    cse39 = cse10*v_w_bar2_z
    cse40 = cse38 - cse39
    cse41 = lam_8*q_A_bar1_33
    cse42 = q_A_bar1_23*q_A_bar2_21
    cse43 = lam_8*q_A_bar1_13
    cse44 = cse41*q_A_bar2_31 + cse42*lam_8 + cse43*q_A_bar2_11
    cse45 = -cse7*v_w_bar2_z**2
    cse46 = -cse7*v_w_bar2_y**2
    cse47 = cse45 + cse46 + 1
    cse48 = q_A_bar1_23*q_A_bar2_22
    cse49 = -cse41*q_A_bar2_32 - cse43*q_A_bar2_12 - cse48*lam_8
    cse50 = -cse7*v_w_bar2_x**2 + 1
    cse51 = cse45 + cse50
    cse52 = cse38 + cse39
    cse53 = cse7*v_w_bar2_z
    cse54 = cse53*v_w_bar2_y
    cse55 = cse10*v_w_bar2_x
    cse56 = cse54 + cse55
    cse57 = cse53*v_w_bar2_x
    cse58 = cse10*v_w_bar2_y
    cse59 = cse57 - cse58
    cse60 = q_A_bar1_33*q_A_bar2_33
    cse61 = q_A_bar1_23*q_A_bar2_23
    cse62 = q_A_bar1_13*q_A_bar2_13
    cse63 = cse60 + cse61 + cse62
    cse64 = (1/12)*cse2*(cse0 + p_L1**2)
    cse65 = lam_3*q_A_bar1_32 - lam_4*q_A_bar1_22
    cse66 = (1/2)*p_L1
    cse67 = cse66*lam_1
    cse68 = cse66*lam_6
    cse69 = lam_9*q_A_bar2_23
    cse70 = cse67 + cse68 + cse69
    cse71 = cse66*lam_2
    cse72 = cse66*lam_7
    cse73 = lam_9*q_A_bar2_33
    cse74 = cse71 + cse72 + cse73
    cse75 = cse66*lam_0
    cse76 = cse66*lam_5
    cse77 = lam_9*q_A_bar2_13
    cse78 = cse75 + cse76 + cse77
    cse79 = cse23 + cse70*q_A_bar1_21 + cse74*q_A_bar1_31 + cse78*q_A_bar1_11
    cse80 = -cse70*q_A_bar1_22 - cse74*q_A_bar1_32 - cse78*q_A_bar1_12
    cse81 = cse4*v_w_bar1_x
    cse82 = cse64*v_w_bar1_x
    cse83 = lam_9*q_A_bar1_33
    cse84 = lam_9*q_A_bar1_13
    cse85 = cse42*lam_9 + cse83*q_A_bar2_31 + cse84*q_A_bar2_11
    cse86 = -cse48*lam_9 - cse83*q_A_bar2_32 - cse84*q_A_bar2_12
    cse87 = cse66*q_A_bar1_13
    cse88 = cse66*q_A_bar1_23
    cse89 = cse66*q_A_bar1_33
    cse90 = -cse71 - cse72 - cse73
    cse91 = -cse67 - cse68 - cse69
    cse92 = -cse75 - cse76 - cse77
    cse93 = cse27 - cse90*q_A_bar1_31 - cse91*q_A_bar1_21 - cse92*q_A_bar1_11
    cse94 = cse60*lam_8 + cse61*lam_8 + cse62*lam_8
    cse95 = cse90*q_A_bar1_33 + cse91*q_A_bar1_23 + cse92*q_A_bar1_13
    cse96 = -lam_8*q_A_bar1_31 - lam_9*q_A_bar1_32
    cse97 = -lam_8*q_A_bar1_21 - lam_9*q_A_bar1_22
    cse98 = -lam_8*q_A_bar1_11 - lam_9*q_A_bar1_12
    cse99 = cse96*q_A_bar2_31 + cse97*q_A_bar2_21 + cse98*q_A_bar2_11
    cse100 = -cse96*q_A_bar2_32 - cse97*q_A_bar2_22 - cse98*q_A_bar2_12
    cse101 = cse66*q_A_bar1_12
    cse102 = -cse101
    cse103 = cse66*q_A_bar1_22
    cse104 = -cse103
    cse105 = cse66*q_A_bar1_32
    cse106 = -cse105
    cse107 = -cse16 - cse17 - cse18
    cse108 = -cse24 - cse25 - cse26
    cse109 = cse1*p_L2
    cse110 = q_A_bar1_32*q_A_bar2_32
    cse111 = q_A_bar1_21*q_A_bar2_22
    cse112 = q_A_bar1_22*q_A_bar2_22
    cse113 = q_A_bar1_31*q_A_bar2_32
    cse114 = q_A_bar1_11*q_A_bar2_12
    cse115 = q_A_bar1_12*q_A_bar2_12
    cse116 = cse110*lam_9 + cse111*lam_8 + cse112*lam_9 + cse113*lam_8 + cse114*lam_8 + cse115*lam_9
    cse117 = cse3*p_L2
    cse118 = lam_8*q_A_bar1_32
    cse119 = lam_9*q_A_bar1_31
    cse120 = -cse118 + cse119
    cse121 = lam_8*q_A_bar1_22
    cse122 = lam_9*q_A_bar1_21
    cse123 = -cse121 + cse122
    cse124 = lam_8*q_A_bar1_12
    cse125 = lam_9*q_A_bar1_11
    cse126 = -cse124 + cse125
    cse127 = -cse120*q_A_bar2_31 - cse123*q_A_bar2_21 - cse126*q_A_bar2_11
    cse128 = cse57 + cse58
    cse129 = cse120*q_A_bar2_33 + cse123*q_A_bar2_23 + cse126*q_A_bar2_13
    cse130 = cse54 - cse55
    cse131 = cse46 + cse50
    cse132 = -cse110 - cse112 - cse115
    cse133 = cse111 + cse113 + cse114
    cse134 = q_A_bar1_31*q_A_bar2_31
    cse135 = q_A_bar1_32*q_A_bar2_31
    cse136 = q_A_bar1_21*q_A_bar2_21
    cse137 = q_A_bar1_22*q_A_bar2_21
    cse138 = q_A_bar1_11*q_A_bar2_11
    cse139 = q_A_bar1_12*q_A_bar2_11
    cse140 = -cse134*lam_8 - cse135*lam_9 - cse136*lam_8 - cse137*lam_9 - cse138*lam_8 - cse139*lam_9
    cse141 = (1/12)*cse109*(cse0 + p_L2**2)
    cse142 = cse118 - cse119
    cse143 = cse121 - cse122
    cse144 = cse124 - cse125
    cse145 = cse142*q_A_bar2_32 + cse143*q_A_bar2_22 + cse144*q_A_bar2_12
    cse146 = (1/2)*p_L2
    cse147 = cse146*lam_5*q_A_bar2_11 + cse146*lam_6*q_A_bar2_21 + cse146*lam_7*q_A_bar2_31
    cse148 = -cse142*q_A_bar2_33 - cse143*q_A_bar2_23 - cse144*q_A_bar2_13 + cse147
    cse149 = cse146*q_A_bar2_22
    cse150 = cse146*q_A_bar2_32
    cse151 = cse146*q_A_bar2_12
    cse152 = -cse149*lam_6 - cse150*lam_7 - cse151*lam_5
    cse153 = cse117*v_w_bar2_x
    cse154 = cse141*v_w_bar2_x
    cse155 = cse146*q_A_bar2_13
    cse156 = cse146*q_A_bar2_23
    cse157 = cse146*q_A_bar2_33
    cse158 = cse135 + cse137 + cse139
    cse159 = -cse134 - cse136 - cse138
    cse160 = -cse155*lam_5 - cse156*lam_6 - cse157*lam_7
    cse161 = -cse101*cse12 + cse15*cse87
    cse162 = -cse101*cse31 + cse33*cse87
    cse163 = -cse101*cse36 + cse35*cse87
    cse164 = -cse103*cse12 + cse15*cse88
    cse165 = -cse103*cse31 + cse33*cse88
    cse166 = -cse103*cse36 + cse35*cse88
    cse167 = -cse105*cse12 + cse15*cse89
    cse168 = -cse105*cse31 + cse33*cse89
    cse169 = -cse105*cse36 + cse35*cse89
    out = np.zeros((22, 22))
    out[_index3_matrix_INDEX] = (
        cse2,  # [0, 0]
        1,  # [0, 12]
        -1,  # [0, 17]
        cse2,  # [1, 1]
        1,  # [1, 13]
        -1,  # [1, 18]
        cse2,  # [2, 2]
        1,  # [2, 14]
        -1,  # [2, 19]
        cse4 + cse5*(cse12*cse6 + cse15*cse19 + cse22*cse28),  # [3, 3]
        cse5*(cse19*cse33 + cse28*cse34 + cse31*cse6),  # [3, 4]
        cse5*(cse19*cse35 + cse28*cse37 + cse36*cse6),  # [3, 5]
        cse5*(cse40*cse44 + cse47*cse49),  # [3, 9]
        cse5*(cse44*cse51 + cse49*cse52),  # [3, 10]
        cse5*(cse44*cse56 + cse49*cse59),  # [3, 11]
        -q_A_bar1_32,  # [3, 15]
        q_A_bar1_22,  # [3, 16]
        cse63,  # [3, 20]
        cse5*(cse12*cse65 + cse15*cse79 + cse22*cse80) - h*(-cse4*v_w_bar1_z + cse64*v_w_bar1_z),  # [4, 3]
        cse5*(cse31*cse65 + cse33*cse79 + cse34*cse80) + cse64,  # [4, 4]
        cse5*(cse35*cse79 + cse36*cse65 + cse37*cse80) - h*(-cse81 + cse82),  # [4, 5]
        cse5*(cse40*cse85 + cse47*cse86),  # [4, 9]
        cse5*(cse51*cse85 + cse52*cse86),  # [4, 10]
        cse5*(cse56*cse85 + cse59*cse86),  # [4, 11]
        cse87,  # [4, 12]
        cse88,  # [4, 13]
        cse89,  # [4, 14]
        q_A_bar1_31,  # [4, 15]
        -q_A_bar1_21,  # [4, 16]
        cse87,  # [4, 17]
        cse88,  # [4, 18]
        cse89,  # [4, 19]
        cse63,  # [4, 21]
        cse5*(cse12*cse93 + cse15*cse94 + cse22*cse95) - h*(cse4*v_w_bar1_y - cse64*v_w_bar1_y),  # [5, 3]
        cse5*(cse31*cse93 + cse33*cse94 + cse34*cse95) - h*(cse81 - cse82),  # [5, 4]
        cse5*(cse35*cse94 + cse36*cse93 + cse37*cse95) + cse64,  # [5, 5]
        cse5*(cse100*cse47 + cse40*cse99),  # [5, 9]
        cse5*(cse100*cse52 + cse51*cse99),  # [5, 10]
        cse5*(cse100*cse59 + cse56*cse99),  # [5, 11]
        cse102,  # [5, 12]
        cse104,  # [5, 13]
        cse106,  # [5, 14]
        cse102,  # [5, 17]
        cse104,  # [5, 18]
        cse106,  # [5, 19]
        cse107,  # [5, 20]
        cse108,  # [5, 21]
        cse109,  # [6, 6]
        1,  # [6, 17]
        cse109,  # [7, 7]
        1,  # [7, 18]
        cse109,  # [8, 8]
        1,  # [8, 19]
        cse5*(cse116*cse12 + cse15*cse86 + cse22*cse49),  # [9, 3]
        cse5*(cse116*cse31 + cse33*cse86 + cse34*cse49),  # [9, 4]
        cse5*(cse116*cse36 + cse35*cse86 + cse37*cse49),  # [9, 5]
        cse117 + cse5*(cse127*cse128 + cse129*cse47),  # [9, 9]
        cse5*(cse127*cse130 + cse129*cse52),  # [9, 10]
        cse5*(cse127*cse131 + cse129*cse59),  # [9, 11]
        cse132,  # [9, 20]
        cse133,  # [9, 21]
        cse5*(cse12*cse140 + cse15*cse85 + cse22*cse44),  # [10, 3]
        cse5*(cse140*cse31 + cse33*cse85 + cse34*cse44),  # [10, 4]
        cse5*(cse140*cse36 + cse35*cse85 + cse37*cse44),  # [10, 5]
        cse5*(cse128*cse145 + cse148*cse40 + cse152*cse47) - h*(-cse117*v_w_bar2_z + cse141*v_w_bar2_z),  # [10, 9]
        cse141 + cse5*(cse130*cse145 + cse148*cse51 + cse152*cse52),  # [10, 10]
        cse5*(cse131*cse145 + cse148*cse56 + cse152*cse59) - h*(-cse153 + cse154),  # [10, 11]
        cse155,  # [10, 17]
        cse156,  # [10, 18]
        cse157,  # [10, 19]
        cse158,  # [10, 20]
        cse159,  # [10, 21]
        cse5*(cse128*cse147 + cse160*cse47) - h*(cse117*v_w_bar2_y - cse141*v_w_bar2_y),  # [11, 9]
        cse5*(cse130*cse147 + cse160*cse52) - h*(cse153 - cse154),  # [11, 10]
        cse141 + cse5*(cse131*cse147 + cse160*cse59),  # [11, 11]
        -cse151,  # [11, 17]
        -cse149,  # [11, 18]
        -cse150,  # [11, 19]
        1,  # [12, 0]
        cse161,  # [12, 3]
        cse162,  # [12, 4]
        cse163,  # [12, 5]
        1,  # [13, 1]
        cse164,  # [13, 3]
        cse165,  # [13, 4]
        cse166,  # [13, 5]
        1,  # [14, 2]
        cse167,  # [14, 3]
        cse168,  # [14, 4]
        cse169,  # [14, 5]
        cse15*q_A_bar1_31 - cse22*q_A_bar1_32,  # [15, 3]
        cse33*q_A_bar1_31 - cse34*q_A_bar1_32,  # [15, 4]
        cse35*q_A_bar1_31 - cse37*q_A_bar1_32,  # [15, 5]
        -cse15*q_A_bar1_21 + cse22*q_A_bar1_22,  # [16, 3]
        -cse33*q_A_bar1_21 + cse34*q_A_bar1_22,  # [16, 4]
        -cse35*q_A_bar1_21 + cse37*q_A_bar1_22,  # [16, 5]
        -1,  # [17, 0]
        cse161,  # [17, 3]
        cse162,  # [17, 4]
        cse163,  # [17, 5]
        1,  # [17, 6]
        -cse128*cse151 + cse155*cse40,  # [17, 9]
        -cse130*cse151 + cse155*cse51,  # [17, 10]
        -cse131*cse151 + cse155*cse56,  # [17, 11]
        -1,  # [18, 1]
        cse164,  # [18, 3]
        cse165,  # [18, 4]
        cse166,  # [18, 5]
        1,  # [18, 7]
        -cse128*cse149 + cse156*cse40,  # [18, 9]
        -cse130*cse149 + cse156*cse51,  # [18, 10]
        -cse131*cse149 + cse156*cse56,  # [18, 11]
        -1,  # [19, 2]
        cse167,  # [19, 3]
        cse168,  # [19, 4]
        cse169,  # [19, 5]
        1,  # [19, 8]
        -cse128*cse150 + cse157*cse40,  # [19, 9]
        -cse130*cse150 + cse157*cse51,  # [19, 10]
        -cse131*cse150 + cse157*cse56,  # [19, 11]
        cse107*cse12 + cse22*cse63,  # [20, 3]
        cse107*cse31 + cse34*cse63,  # [20, 4]
        cse107*cse36 + cse37*cse63,  # [20, 5]
        cse132*cse47 + cse158*cse40,  # [20, 9]
        cse132*cse52 + cse158*cse51,  # [20, 10]
        cse132*cse59 + cse158*cse56,  # [20, 11]
        cse108*cse12 + cse15*cse63,  # [21, 3]
        cse108*cse31 + cse33*cse63,  # [21, 4]
        cse108*cse36 + cse35*cse63,  # [21, 5]
        cse133*cse47 + cse159*cse40,  # [21, 9]
        cse133*cse52 + cse159*cse51,  # [21, 10]
        cse133*cse59 + cse159*cse56,  # [21, 11]
    )
    return out



def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        dv: increment in velocity coordinates (e.g. h v) (12).
        a: accelerations (time derivative of v) (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (4).
        hq: sensitivity of positions to accelerations (beta' h^2).
        hv: sensitivity of velocities to accelerations (gamma' h).

    Returns:
        ndarray of shape (22, 22), 132 nonzero.
    """
    # 657 operations after common subexpression elimination
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        _, _, _, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, _, _,
        _, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        _, _, _, dv_3,
        dv_4, dv_5, _, _,
        _, dv_9, dv_10, dv_11,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (12,) else _floats(dv, 12, "dv")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    hq = float(hq)

    hv = float(hv)

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = (1/6)*p_rho*p_w**4
    cse4 = cse3*p_L1
    cse5 = lam_3*q_A_bar1_31 - lam_4*q_A_bar1_21
    cse6 = (1/6)*dv_3
    cse7 = cse6*dv_5
    cse8 = (1/2)*dv_4
    cse9 = cse7 + cse8
    cse10 = cse6*dv_4
    cse11 = (1/2)*dv_5
    cse12 = cse10 - cse11
    cse13 = q_A_bar1_31*q_A_bar2_33
    cse14 = q_A_bar1_21*q_A_bar2_23
    cse15 = q_A_bar1_11*q_A_bar2_13
    cse16 = cse13*lam_8 + cse14*lam_8 + cse15*lam_8
    cse17 = -1/6*dv_5**2
    cse18 = -1/6*dv_4**2
    cse19 = cse17 + cse18 + 1
    cse20 = -lam_3*q_A_bar1_33 + lam_4*q_A_bar1_23
    cse21 = q_A_bar1_32*q_A_bar2_33
    cse22 = q_A_bar1_22*q_A_bar2_23
    cse23 = q_A_bar1_12*q_A_bar2_13
    cse24 = -cse21*lam_8 - cse22*lam_8 - cse23*lam_8
    cse25 = cse20 + cse24
    cse26 = (1/6)*dv_4*dv_5
    cse27 = (1/2)*dv_3
    cse28 = cse26 - cse27
    cse29 = 1 - 1/6*dv_3**2
    cse30 = cse17 + cse29
    cse31 = cse10 + cse11
    cse32 = cse18 + cse29
    cse33 = cse26 + cse27
    cse34 = cse7 - cse8
    cse35 = lam_8*q_A_bar1_33
    cse36 = lam_8*q_A_bar1_23
    cse37 = lam_8*q_A_bar1_13
    cse38 = cse35*q_A_bar2_31 + cse36*q_A_bar2_21 + cse37*q_A_bar2_11
    cse39 = (1/6)*dv_9
    cse40 = cse39*dv_10
    cse41 = (1/2)*dv_11
    cse42 = cse40 - cse41
    cse43 = -1/6*dv_11**2
    cse44 = 1 - 1/6*dv_10**2
    cse45 = cse43 + cse44
    cse46 = -cse35*q_A_bar2_32 - cse36*q_A_bar2_22 - cse37*q_A_bar2_12
    cse47 = -1/6*dv_9**2
    cse48 = cse43 + cse47 + 1
    cse49 = cse40 + cse41
    cse50 = (1/6)*dv_10*dv_11
    cse51 = (1/2)*dv_9
    cse52 = cse50 + cse51
    cse53 = cse39*dv_11
    cse54 = (1/2)*dv_10
    cse55 = cse53 - cse54
    cse56 = q_A_bar1_33*q_A_bar2_33
    cse57 = q_A_bar1_23*q_A_bar2_23
    cse58 = q_A_bar1_13*q_A_bar2_13
    cse59 = cse56 + cse57 + cse58
    cse60 = (1/12)*cse2*(cse0 + p_L1**2)
    cse61 = lam_3*q_A_bar1_32 - lam_4*q_A_bar1_22
    cse62 = (1/2)*p_L1
    cse63 = cse62*lam_1
    cse64 = cse62*lam_6
    cse65 = lam_9*q_A_bar2_23
    cse66 = cse63 + cse64 + cse65
    cse67 = cse62*lam_2
    cse68 = cse62*lam_7
    cse69 = lam_9*q_A_bar2_33
    cse70 = cse67 + cse68 + cse69
    cse71 = cse62*lam_0
    cse72 = cse62*lam_5
    cse73 = lam_9*q_A_bar2_13
    cse74 = cse71 + cse72 + cse73
    cse75 = cse20 + cse66*q_A_bar1_21 + cse70*q_A_bar1_31 + cse74*q_A_bar1_11
    cse76 = -cse66*q_A_bar1_22 - cse70*q_A_bar1_32 - cse74*q_A_bar1_12
    cse77 = cse4*v_w_bar1_x
    cse78 = cse60*v_w_bar1_x
    cse79 = lam_9*q_A_bar1_33
    cse80 = lam_9*q_A_bar1_23
    cse81 = lam_9*q_A_bar1_13
    cse82 = cse79*q_A_bar2_31 + cse80*q_A_bar2_21 + cse81*q_A_bar2_11
    cse83 = -cse79*q_A_bar2_32 - cse80*q_A_bar2_22 - cse81*q_A_bar2_12
    cse84 = cse62*q_A_bar1_13
    cse85 = cse62*q_A_bar1_23
    cse86 = cse62*q_A_bar1_33
    cse87 = cse56*lam_8 + cse57*lam_8 + cse58*lam_8
    cse88 = -cse67 - cse68 - cse69
    cse89 = -cse63 - cse64 - cse65
    cse90 = -cse71 - cse72 - cse73
    cse91 = cse24 - cse88*q_A_bar1_31 - cse89*q_A_bar1_21 - cse90*q_A_bar1_11
    cse92 = cse88*q_A_bar1_33 + cse89*q_A_bar1_23 + cse90*q_A_bar1_13
    cse93 = -lam_8*q_A_bar1_31 - lam_9*q_A_bar1_32
    cse94 = -lam_8*q_A_bar1_21 - lam_9*q_A_bar1_22
    cse95 = -lam_8*q_A_bar1_11 - lam_9*q_A_bar1_12
    cse96 = cse93*q_A_bar2_31 + cse94*q_A_bar2_21 + cse95*q_A_bar2_11
    cse97 = -cse93*q_A_bar2_32 - cse94*q_A_bar2_22 - cse95*q_A_bar2_12
    cse98 = cse62*q_A_bar1_12
    cse99 = -cse98
    cse100 = cse62*q_A_bar1_22
    cse101 = -cse100
    cse102 = cse62*q_A_bar1_32
    cse103 = -cse102
    cse104 = -cse13 - cse14 - cse15
    cse105 = -cse21 - cse22 - cse23
    cse106 = cse1*p_L2
    cse107 = q_A_bar1_32*q_A_bar2_32
    cse108 = q_A_bar1_21*q_A_bar2_22
    cse109 = q_A_bar1_22*q_A_bar2_22
    cse110 = q_A_bar1_31*q_A_bar2_32
    cse111 = q_A_bar1_11*q_A_bar2_12
    cse112 = q_A_bar1_12*q_A_bar2_12
    cse113 = cse107*lam_9 + cse108*lam_8 + cse109*lam_9 + cse110*lam_8 + cse111*lam_8 + cse112*lam_9
    cse114 = cse3*p_L2
    cse115 = lam_8*q_A_bar1_32
    cse116 = lam_9*q_A_bar1_31
    cse117 = -cse115 + cse116
    cse118 = lam_8*q_A_bar1_22
    cse119 = lam_9*q_A_bar1_21
    cse120 = -cse118 + cse119
    cse121 = lam_8*q_A_bar1_12
    cse122 = lam_9*q_A_bar1_11
    cse123 = -cse121 + cse122
    cse124 = -cse117*q_A_bar2_31 - cse120*q_A_bar2_21 - cse123*q_A_bar2_11
    cse125 = cse53 + cse54
    cse126 = cse117*q_A_bar2_33 + cse120*q_A_bar2_23 + cse123*q_A_bar2_13
    cse127 = cse50 - cse51
    cse128 = cse44 + cse47
    cse129 = -cse107 - cse109 - cse112
    cse130 = cse108 + cse110 + cse111
    cse131 = q_A_bar1_31*q_A_bar2_31
    cse132 = q_A_bar1_32*q_A_bar2_31
    cse133 = q_A_bar1_21*q_A_bar2_21
    cse134 = q_A_bar1_22*q_A_bar2_21
    cse135 = q_A_bar1_11*q_A_bar2_11
    cse136 = q_A_bar1_12*q_A_bar2_11
    cse137 = -cse131*lam_8 - cse132*lam_9 - cse133*lam_8 - cse134*lam_9 - cse135*lam_8 - cse136*lam_9
    cse138 = (1/12)*cse106*(cse0 + p_L2**2)
    cse139 = cse115 - cse116
    cse140 = cse118 - cse119
    cse141 = cse121 - cse122
    cse142 = cse139*q_A_bar2_32 + cse140*q_A_bar2_22 + cse141*q_A_bar2_12
    cse143 = (1/2)*p_L2
    cse144 = cse143*lam_5*q_A_bar2_11 + cse143*lam_6*q_A_bar2_21 + cse143*lam_7*q_A_bar2_31
    cse145 = -cse139*q_A_bar2_33 - cse140*q_A_bar2_23 - cse141*q_A_bar2_13 + cse144
    cse146 = cse143*q_A_bar2_22
    cse147 = cse143*q_A_bar2_32
    cse148 = cse143*q_A_bar2_12
    cse149 = -cse146*lam_6 - cse147*lam_7 - cse148*lam_5
    cse150 = cse114*v_w_bar2_x
    cse151 = cse138*v_w_bar2_x
    cse152 = cse143*q_A_bar2_13
    cse153 = cse143*q_A_bar2_23
    cse154 = cse143*q_A_bar2_33
    cse155 = cse132 + cse134 + cse136
    cse156 = -cse131 - cse133 - cse135
    cse157 = -cse152*lam_5 - cse153*lam_6 - cse154*lam_7
    cse158 = cse12*cse84 - cse9*cse98
    cse159 = -cse28*cse98 + cse30*cse84
    cse160 = -cse32*cse98 + cse33*cse84
    cse161 = -cse100*cse9 + cse12*cse85
    cse162 = -cse100*cse28 + cse30*cse85
    cse163 = -cse100*cse32 + cse33*cse85
    cse164 = -cse102*cse9 + cse12*cse86
    cse165 = -cse102*cse28 + cse30*cse86
    cse166 = -cse102*cse32 + cse33*cse86
    out = np.zeros((22, 22))
    out[_genalpha_matrix_INDEX] = (
        cse2,  # [0, 0]
        1,  # [0, 12]
        -1,  # [0, 17]
        cse2,  # [1, 1]
        1,  # [1, 13]
        -1,  # [1, 18]
        cse2,  # [2, 2]
        1,  # [2, 14]
        -1,  # [2, 19]
        cse4 + hq*(cse12*cse16 + cse19*cse25 + cse5*cse9),  # [3, 3]
        hq*(cse16*cse30 + cse25*cse31 + cse28*cse5),  # [3, 4]
        hq*(cse16*cse33 + cse25*cse34 + cse32*cse5),  # [3, 5]
        hq*(cse38*cse42 + cse45*cse46),  # [3, 9]
        hq*(cse38*cse48 + cse46*cse49),  # [3, 10]
        hq*(cse38*cse52 + cse46*cse55),  # [3, 11]
        -q_A_bar1_32,  # [3, 15]
        q_A_bar1_22,  # [3, 16]
        cse59,  # [3, 20]
        hq*(cse12*cse75 + cse19*cse76 + cse61*cse9) - hv*(-cse4*v_w_bar1_z + cse60*v_w_bar1_z),  # [4, 3]
        cse60 + hq*(cse28*cse61 + cse30*cse75 + cse31*cse76),  # [4, 4]
        hq*(cse32*cse61 + cse33*cse75 + cse34*cse76) - hv*(-cse77 + cse78),  # [4, 5]
        hq*(cse42*cse82 + cse45*cse83),  # [4, 9]
        hq*(cse48*cse82 + cse49*cse83),  # [4, 10]
        hq*(cse52*cse82 + cse55*cse83),  # [4, 11]
        cse84,  # [4, 12]
        cse85,  # [4, 13]
        cse86,  # [4, 14]
        q_A_bar1_31,  # [4, 15]
        -q_A_bar1_21,  # [4, 16]
        cse84,  # [4, 17]
        cse85,  # [4, 18]
        cse86,  # [4, 19]
        cse59,  # [4, 21]
        hq*(cse12*cse87 + cse19*cse92 + cse9*cse91) - hv*(cse4*v_w_bar1_y - cse60*v_w_bar1_y),  # [5, 3]
        hq*(cse28*cse91 + cse30*cse87 + cse31*cse92) - hv*(cse77 - cse78),  # [5, 4]
        cse60 + hq*(cse32*cse91 + cse33*cse87 + cse34*cse92),  # [5, 5]
        hq*(cse42*cse96 + cse45*cse97),  # [5, 9]
        hq*(cse48*cse96 + cse49*cse97),  # [5, 10]
        hq*(cse52*cse96 + cse55*cse97),  # [5, 11]
        cse99,  # [5, 12]
        cse101,  # [5, 13]
        cse103,  # [5, 14]
        cse99,  # [5, 17]
        cse101,  # [5, 18]
        cse103,  # [5, 19]
        cse104,  # [5, 20]
        cse105,  # [5, 21]
        cse106,  # [6, 6]
        1,  # [6, 17]
        cse106,  # [7, 7]
        1,  # [7, 18]
        cse106,  # [8, 8]
        1,  # [8, 19]
        hq*(cse113*cse9 + cse12*cse83 + cse19*cse46),  # [9, 3]
        hq*(cse113*cse28 + cse30*cse83 + cse31*cse46),  # [9, 4]
        hq*(cse113*cse32 + cse33*cse83 + cse34*cse46),  # [9, 5]
        cse114 + hq*(cse124*cse125 + cse126*cse45),  # [9, 9]
        hq*(cse124*cse127 + cse126*cse49),  # [9, 10]
        hq*(cse124*cse128 + cse126*cse55),  # [9, 11]
        cse129,  # [9, 20]
        cse130,  # [9, 21]
        hq*(cse12*cse82 + cse137*cse9 + cse19*cse38),  # [10, 3]
        hq*(cse137*cse28 + cse30*cse82 + cse31*cse38),  # [10, 4]
        hq*(cse137*cse32 + cse33*cse82 + cse34*cse38),  # [10, 5]
        hq*(cse125*cse142 + cse145*cse42 + cse149*cse45) - hv*(-cse114*v_w_bar2_z + cse138*v_w_bar2_z),  # [10, 9]
        cse138 + hq*(cse127*cse142 + cse145*cse48 + cse149*cse49),  # [10, 10]
        hq*(cse128*cse142 + cse145*cse52 + cse149*cse55) - hv*(-cse150 + cse151),  # [10, 11]
        cse152,  # [10, 17]
        cse153,  # [10, 18]
        cse154,  # [10, 19]
        cse155,  # [10, 20]
        cse156,  # [10, 21]
        hq*(cse125*cse144 + cse157*cse45) - hv*(cse114*v_w_bar2_y - cse138*v_w_bar2_y),  # [11, 9]
        hq*(cse127*cse144 + cse157*cse49) - hv*(cse150 - cse151),  # [11, 10]
        cse138 + hq*(cse128*cse144 + cse157*cse55),  # [11, 11]
        -cse148,  # [11, 17]
        -cse146,  # [11, 18]
        -cse147,  # [11, 19]
        1,  # [12, 0]
        cse158,  # [12, 3]
        cse159,  # [12, 4]
        cse160,  # [12, 5]
        1,  # [13, 1]
        cse161,  # [13, 3]
        cse162,  # [13, 4]
        cse163,  # [13, 5]
        1,  # [14, 2]
        cse164,  # [14, 3]
        cse165,  # [14, 4]
        cse166,  # [14, 5]
        cse12*q_A_bar1_31 - cse19*q_A_bar1_32,  # [15, 3]
        cse30*q_A_bar1_31 - cse31*q_A_bar1_32,  # [15, 4]
        cse33*q_A_bar1_31 - cse34*q_A_bar1_32,  # [15, 5]
        -cse12*q_A_bar1_21 + cse19*q_A_bar1_22,  # [16, 3]
        -cse30*q_A_bar1_21 + cse31*q_A_bar1_22,  # [16, 4]
        -cse33*q_A_bar1_21 + cse34*q_A_bar1_22,  # [16, 5]
        -1,  # [17, 0]
        cse158,  # [17, 3]
        cse159,  # [17, 4]
        cse160,  # [17, 5]
        1,  # [17, 6]
        -cse125*cse148 + cse152*cse42,  # [17, 9]
        -cse127*cse148 + cse152*cse48,  # [17, 10]
        -cse128*cse148 + cse152*cse52,  # [17, 11]
        -1,  # [18, 1]
        cse161,  # [18, 3]
        cse162,  # [18, 4]
        cse163,  # [18, 5]
        1,  # [18, 7]
        -cse125*cse146 + cse153*cse42,  # [18, 9]
        -cse127*cse146 + cse153*cse48,  # [18, 10]
        -cse128*cse146 + cse153*cse52,  # [18, 11]
        -1,  # [19, 2]
        cse164,  # [19, 3]
        cse165,  # [19, 4]
        cse166,  # [19, 5]
        1,  # [19, 8]
        -cse125*cse147 + cse154*cse42,  # [19, 9]
        -cse127*cse147 + cse154*cse48,  # [19, 10]
        -cse128*cse147 + cse154*cse52,  # [19, 11]
        cse104*cse9 + cse19*cse59,  # [20, 3]
        cse104*cse28 + cse31*cse59,  # [20, 4]
        cse104*cse32 + cse34*cse59,  # [20, 5]
        cse129*cse45 + cse155*cse42,  # [20, 9]
        cse129*cse49 + cse155*cse48,  # [20, 10]
        cse129*cse55 + cse155*cse52,  # [20, 11]
        cse105*cse9 + cse12*cse59,  # [21, 3]
        cse105*cse28 + cse30*cse59,  # [21, 4]
        cse105*cse32 + cse33*cse59,  # [21, 5]
        cse130*cse45 + cse156*cse42,  # [21, 9]
        cse130*cse49 + cse156*cse48,  # [21, 10]
        cse130*cse55 + cse156*cse52,  # [21, 11]
    )
    return out



def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Args:
        q: position coordinates (24).
        p: parameters (4).

    Returns:
        ndarray of shape (10, 12), 63 nonzero.
    """
    # 236 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        p_L1, _, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = -q_A_bar1_31
    cse1 = -q_A_bar1_32
    cse2 = -q_A_bar1_33
    cse3 = (1/2)*p_L1
    cse4 = cse3*q_A_bar1_31
    cse5 = cse3*q_A_bar1_21
    cse6 = cse4*q_A_bar1_22 - cse5*q_A_bar1_32
    cse7 = cse3*q_A_bar1_11
    cse8 = -cse4*q_A_bar1_12 + cse7*q_A_bar1_32
    cse9 = cse5*q_A_bar1_12 - cse7*q_A_bar1_22
    cse10 = cse4*q_A_bar1_23 - cse5*q_A_bar1_33
    cse11 = -cse4*q_A_bar1_13 + cse7*q_A_bar1_33
    cse12 = cse5*q_A_bar1_13 - cse7*q_A_bar1_23
    cse13 = cse5 + q_r_bar1_y - q_r_bar2_y
    cse14 = cse4 + q_r_bar1_z - q_r_bar2_z
    cse15 = cse13*q_A_bar2_31 - cse14*q_A_bar2_21
    cse16 = cse7 + q_r_bar1_x - q_r_bar2_x
    cse17 = cse14*q_A_bar2_11 - cse16*q_A_bar2_31
    cse18 = -cse13*q_A_bar2_11 + cse16*q_A_bar2_21
    cse19 = cse13*q_A_bar2_32 - cse14*q_A_bar2_22
    cse20 = cse14*q_A_bar2_12 - cse16*q_A_bar2_32
    cse21 = -cse13*q_A_bar2_12 + cse16*q_A_bar2_22
    cse22 = cse13*q_A_bar2_33 - cse14*q_A_bar2_23
    cse23 = cse14*q_A_bar2_13 - cse16*q_A_bar2_33
    cse24 = -cse13*q_A_bar2_13 + cse16*q_A_bar2_23
    cse25 = q_A_bar1_11*q_A_bar1_12
    cse26 = q_A_bar1_21*q_A_bar1_22
    cse27 = q_A_bar1_31*q_A_bar1_32
    out = np.zeros((10, 12))
    out[_B_INDEX] = (
        -1,  # [0, 2]
        q_A_bar1_11*q_r_bar1_y - q_A_bar1_21*q_r_bar1_x,  # [0, 3]
        q_A_bar1_12*q_r_bar1_y - q_A_bar1_22*q_r_bar1_x,  # [0, 4]
        q_A_bar1_13*q_r_bar1_y - q_A_bar1_23*q_r_bar1_x,  # [0, 5]
        1,  # [1, 1]
        q_A_bar1_11*q_r_bar1_z - q_A_bar1_31*q_r_bar1_x,  # [1, 3]
        q_A_bar1_12*q_r_bar1_z - q_A_bar1_32*q_r_bar1_x,  # [1, 4]
        q_A_bar1_13*q_r_bar1_z - q_A_bar1_33*q_r_bar1_x,  # [1, 5]
        -1,  # [2, 0]
        q_A_bar1_21*q_r_bar1_z - q_A_bar1_31*q_r_bar1_y,  # [2, 3]
        q_A_bar1_22*q_r_bar1_z - q_A_bar1_32*q_r_bar1_y,  # [2, 4]
        q_A_bar1_23*q_r_bar1_z - q_A_bar1_33*q_r_bar1_y,  # [2, 5]
        cse0,  # [3, 3]
        cse1,  # [3, 4]
        cse2,  # [3, 5]
        q_A_bar1_21,  # [4, 3]
        q_A_bar1_22,  # [4, 4]
        q_A_bar1_23,  # [4, 5]
        q_A_bar1_12,  # [5, 0]
        q_A_bar1_22,  # [5, 1]
        q_A_bar1_32,  # [5, 2]
        cse6*q_A_bar1_12 + cse8*q_A_bar1_22 + cse9*q_A_bar1_32,  # [5, 4]
        cse10*q_A_bar1_12 + cse11*q_A_bar1_22 + cse12*q_A_bar1_32,  # [5, 5]
        -q_A_bar1_12,  # [5, 6]
        -q_A_bar1_22,  # [5, 7]
        cse1,  # [5, 8]
        cse15*q_A_bar1_12 + cse17*q_A_bar1_22 + cse18*q_A_bar1_32,  # [5, 9]
        cse19*q_A_bar1_12 + cse20*q_A_bar1_22 + cse21*q_A_bar1_32,  # [5, 10]
        cse22*q_A_bar1_12 + cse23*q_A_bar1_22 + cse24*q_A_bar1_32,  # [5, 11]
        -q_A_bar1_11,  # [6, 0]
        -q_A_bar1_21,  # [6, 1]
        cse0,  # [6, 2]
        -cse6*q_A_bar1_11 - cse8*q_A_bar1_21 - cse9*q_A_bar1_31,  # [6, 4]
        -cse10*q_A_bar1_11 - cse11*q_A_bar1_21 - cse12*q_A_bar1_31,  # [6, 5]
        q_A_bar1_11,  # [6, 6]
        q_A_bar1_21,  # [6, 7]
        q_A_bar1_31,  # [6, 8]
        -cse15*q_A_bar1_11 - cse17*q_A_bar1_21 - cse18*q_A_bar1_31,  # [6, 9]
        -cse19*q_A_bar1_11 - cse20*q_A_bar1_21 - cse21*q_A_bar1_31,  # [6, 10]
        -cse22*q_A_bar1_11 - cse23*q_A_bar1_21 - cse24*q_A_bar1_31,  # [6, 11]
        q_A_bar1_13,  # [7, 0]
        q_A_bar1_23,  # [7, 1]
        q_A_bar1_33,  # [7, 2]
        cse6*q_A_bar1_13 + cse8*q_A_bar1_23 + cse9*q_A_bar1_33,  # [7, 4]
        cse10*q_A_bar1_13 + cse11*q_A_bar1_23 + cse12*q_A_bar1_33,  # [7, 5]
        -q_A_bar1_13,  # [7, 6]
        -q_A_bar1_23,  # [7, 7]
        cse2,  # [7, 8]
        cse15*q_A_bar1_13 + cse17*q_A_bar1_23 + cse18*q_A_bar1_33,  # [7, 9]
        cse19*q_A_bar1_13 + cse20*q_A_bar1_23 + cse21*q_A_bar1_33,  # [7, 10]
        cse22*q_A_bar1_13 + cse23*q_A_bar1_23 + cse24*q_A_bar1_33,  # [7, 11]
        cse25 + cse26 + cse27,  # [8, 3]
        q_A_bar1_12**2 + q_A_bar1_22**2 + q_A_bar1_32**2,  # [8, 4]
        q_A_bar1_12*q_A_bar1_13 + q_A_bar1_22*q_A_bar1_23 + q_A_bar1_32*q_A_bar1_33,  # [8, 5]
        -q_A_bar1_12*q_A_bar2_11 - q_A_bar1_22*q_A_bar2_21 - q_A_bar1_32*q_A_bar2_31,  # [8, 9]
        -q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32,  # [8, 10]
        -q_A_bar1_12*q_A_bar2_13 - q_A_bar1_22*q_A_bar2_23 - q_A_bar1_32*q_A_bar2_33,  # [8, 11]
        -q_A_bar1_11**2 - q_A_bar1_21**2 - q_A_bar1_31**2,  # [9, 3]
        -cse25 - cse26 - cse27,  # [9, 4]
        -q_A_bar1_11*q_A_bar1_13 - q_A_bar1_21*q_A_bar1_23 - q_A_bar1_31*q_A_bar1_33,  # [9, 5]
        q_A_bar1_11*q_A_bar2_11 + q_A_bar1_21*q_A_bar2_21 + q_A_bar1_31*q_A_bar2_31,  # [9, 9]
        q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32,  # [9, 10]
        q_A_bar1_11*q_A_bar2_13 + q_A_bar1_21*q_A_bar2_23 + q_A_bar1_31*q_A_bar2_33,  # [9, 11]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Args:
        q: position coordinates (24).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 24), 39 nonzero.
    """
    # 27 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = (1/2)*p_L1
    cse1 = cse0*q_A_bar1_11
    cse2 = cse0*q_A_bar1_21
    cse3 = cse0*q_A_bar1_31
    cse4 = -q_A_bar1_11
    cse5 = -q_A_bar1_21
    cse6 = -q_A_bar1_31
    cse7 = (1/2)*p_L2
    out = np.zeros((2, 24))
    out[_reaction_frames_INDEX] = (
        1,  # [0, 5]
        -1,  # [0, 7]
        1,  # [0, 9]
        -cse1 + q_r_bar1_x,  # [0, 12]
        -cse2 + q_r_bar1_y,  # [0, 13]
        -cse3 + q_r_bar1_z,  # [0, 14]
        q_A_bar1_12,  # [0, 15]
        cse4,  # [0, 16]
        q_A_bar1_13,  # [0, 17]
        q_A_bar1_22,  # [0, 18]
        cse5,  # [0, 19]
        q_A_bar1_23,  # [0, 20]
        q_A_bar1_32,  # [0, 21]
        cse6,  # [0, 22]
        q_A_bar1_33,  # [0, 23]
        cse1 + q_r_bar1_x,  # [1, 0]
        cse2 + q_r_bar1_y,  # [1, 1]
        cse3 + q_r_bar1_z,  # [1, 2]
        q_A_bar1_12,  # [1, 3]
        cse4,  # [1, 4]
        q_A_bar1_13,  # [1, 5]
        q_A_bar1_22,  # [1, 6]
        cse5,  # [1, 7]
        q_A_bar1_23,  # [1, 8]
        q_A_bar1_32,  # [1, 9]
        cse6,  # [1, 10]
        q_A_bar1_33,  # [1, 11]
        -cse7*q_A_bar2_11 + q_r_bar2_x,  # [1, 12]
        -cse7*q_A_bar2_21 + q_r_bar2_y,  # [1, 13]
        -cse7*q_A_bar2_31 + q_r_bar2_z,  # [1, 14]
        -q_A_bar2_11,  # [1, 15]
        -q_A_bar2_12,  # [1, 16]
        q_A_bar2_13,  # [1, 17]
        -q_A_bar2_21,  # [1, 18]
        -q_A_bar2_22,  # [1, 19]
        q_A_bar2_23,  # [1, 20]
        -q_A_bar2_31,  # [1, 21]
        -q_A_bar2_32,  # [1, 22]
        q_A_bar2_33,  # [1, 23]
    )
    return out



def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 24).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = _columns(q, n, 24, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = (1/2)*p_L1
    cse1 = cse0*q_A_bar1_11
    cse2 = cse0*q_A_bar1_21
    cse3 = cse0*q_A_bar1_31
    cse4 = -q_A_bar1_11
    cse5 = -q_A_bar1_21
    cse6 = -q_A_bar1_31
    cse7 = (1/2)*p_L2
    out = np.zeros((n, 2, 24))
    out[:, 0, 5] = 1
    out[:, 0, 7] = -1
    out[:, 0, 9] = 1
    out[:, 0, 12] = -cse1 + q_r_bar1_x
    out[:, 0, 13] = -cse2 + q_r_bar1_y
    out[:, 0, 14] = -cse3 + q_r_bar1_z
    out[:, 0, 15] = q_A_bar1_12
    out[:, 0, 16] = cse4
    out[:, 0, 17] = q_A_bar1_13
    out[:, 0, 18] = q_A_bar1_22
    out[:, 0, 19] = cse5
    out[:, 0, 20] = q_A_bar1_23
    out[:, 0, 21] = q_A_bar1_32
    out[:, 0, 22] = cse6
    out[:, 0, 23] = q_A_bar1_33
    out[:, 1, 0] = cse1 + q_r_bar1_x
    out[:, 1, 1] = cse2 + q_r_bar1_y
    out[:, 1, 2] = cse3 + q_r_bar1_z
    out[:, 1, 3] = q_A_bar1_12
    out[:, 1, 4] = cse4
    out[:, 1, 5] = q_A_bar1_13
    out[:, 1, 6] = q_A_bar1_22
    out[:, 1, 7] = cse5
    out[:, 1, 8] = q_A_bar1_23
    out[:, 1, 9] = q_A_bar1_32
    out[:, 1, 10] = cse6
    out[:, 1, 11] = q_A_bar1_33
    out[:, 1, 12] = -cse7*q_A_bar2_11 + q_r_bar2_x
    out[:, 1, 13] = -cse7*q_A_bar2_21 + q_r_bar2_y
    out[:, 1, 14] = -cse7*q_A_bar2_31 + q_r_bar2_z
    out[:, 1, 15] = -q_A_bar2_11
    out[:, 1, 16] = -q_A_bar2_12
    out[:, 1, 17] = q_A_bar2_13
    out[:, 1, 18] = -q_A_bar2_21
    out[:, 1, 19] = -q_A_bar2_22
    out[:, 1, 20] = q_A_bar2_23
    out[:, 1, 21] = -q_A_bar2_31
    out[:, 1, 22] = -q_A_bar2_32
    out[:, 1, 23] = q_A_bar2_33
    return out


def joint_motion(q, v, p):
    """Per joint with coordinates (rows, the reaction sites that list them): body j's rotation
    R = E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their
    rates omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's
    joint frame (mechgen.symbolic.reactions.joint_motion).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 18), 36 nonzero.
    """
    # 209 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = (1/2)*p_L1
    cse1 = cse0*q_A_bar1_31
    cse2 = -cse1
    cse3 = cse0*q_A_bar1_21
    cse4 = -q_r_bar1_y
    cse5 = cse0*q_A_bar1_11
    cse6 = -cse5
    cse7 = q_A_bar1_33*v_w_bar1_z
    cse8 = q_A_bar1_32*v_w_bar1_y
    cse9 = q_A_bar1_31*v_w_bar1_x
    cse10 = cse7 + cse8 + cse9
    cse11 = q_A_bar1_23*v_w_bar1_z
    cse12 = q_A_bar1_22*v_w_bar1_y
    cse13 = q_A_bar1_21*v_w_bar1_x
    cse14 = -cse11 - cse12 - cse13
    cse15 = q_A_bar1_13*v_w_bar1_z
    cse16 = q_A_bar1_12*v_w_bar1_y
    cse17 = q_A_bar1_11*v_w_bar1_x
    cse18 = cse15 + cse16 + cse17
    cse19 = cse11 + cse12 + cse13
    cse20 = -cse18*cse3 + cse19*cse5
    cse21 = cse1*cse18
    cse22 = cse10*cse5
    cse23 = -v_rd_bar1_y
    cse24 = -cse1*cse19 + cse10*cse3
    cse25 = (1/2)*p_L2
    cse26 = cse25*q_A_bar2_31
    cse27 = cse2 - cse26 - q_r_bar1_z + q_r_bar2_z
    cse28 = cse25*q_A_bar2_21
    cse29 = -cse28 - cse3 + cse4 + q_r_bar2_y
    cse30 = cse25*q_A_bar2_11
    cse31 = -cse30 + cse6 - q_r_bar1_x + q_r_bar2_x
    cse32 = q_A_bar2_31*v_w_bar2_x + q_A_bar2_32*v_w_bar2_y + q_A_bar2_33*v_w_bar2_z
    cse33 = cse32 - cse7 - cse8 - cse9
    cse34 = q_A_bar2_21*v_w_bar2_x + q_A_bar2_22*v_w_bar2_y + q_A_bar2_23*v_w_bar2_z
    cse35 = cse14 + cse34
    cse36 = q_A_bar2_11*v_w_bar2_x + q_A_bar2_12*v_w_bar2_y + q_A_bar2_13*v_w_bar2_z
    cse37 = -cse15 - cse16 - cse17 + cse36
    cse38 = -cse18*cse29 + cse19*cse31 + cse20 - cse28*cse36 + cse30*cse34 - v_rd_bar1_z + v_rd_bar2_z
    cse39 = -cse10*cse31 + cse18*cse27 + cse21 - cse22 + cse23 + cse26*cse36 - cse30*cse32 + v_rd_bar2_y
    cse40 = cse10*cse29 - cse19*cse27 + cse24 - cse26*cse34 + cse28*cse32 - v_rd_bar1_x + v_rd_bar2_x
    return np.array([
        q_A_bar1_32,  # [0, 0]
        -q_A_bar1_31,  # [0, 1]
        q_A_bar1_33,  # [0, 2]
        -q_A_bar1_22,  # [0, 3]
        q_A_bar1_21,  # [0, 4]
        -q_A_bar1_23,  # [0, 5]
        q_A_bar1_12,  # [0, 6]
        -q_A_bar1_11,  # [0, 7]
        q_A_bar1_13,  # [0, 8]
        cse2 + q_r_bar1_z,  # [0, 9]
        cse3 + cse4,  # [0, 10]
        cse6 + q_r_bar1_x,  # [0, 11]
        cse10,  # [0, 12]
        cse14,  # [0, 13]
        cse18,  # [0, 14]
        cse20 + v_rd_bar1_z,  # [0, 15]
        -cse21 + cse22 + cse23,  # [0, 16]
        cse24 + v_rd_bar1_x,  # [0, 17]
        -q_A_bar1_12*q_A_bar2_11 - q_A_bar1_22*q_A_bar2_21 - q_A_bar1_32*q_A_bar2_31,  # [1, 0]
        -q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32,  # [1, 1]
        q_A_bar1_12*q_A_bar2_13 + q_A_bar1_22*q_A_bar2_23 + q_A_bar1_32*q_A_bar2_33,  # [1, 2]
        q_A_bar1_11*q_A_bar2_11 + q_A_bar1_21*q_A_bar2_21 + q_A_bar1_31*q_A_bar2_31,  # [1, 3]
        q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32,  # [1, 4]
        -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33,  # [1, 5]
        -q_A_bar1_13*q_A_bar2_11 - q_A_bar1_23*q_A_bar2_21 - q_A_bar1_33*q_A_bar2_31,  # [1, 6]
        -q_A_bar1_13*q_A_bar2_12 - q_A_bar1_23*q_A_bar2_22 - q_A_bar1_33*q_A_bar2_32,  # [1, 7]
        q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33,  # [1, 8]
        cse27*q_A_bar1_32 + cse29*q_A_bar1_22 + cse31*q_A_bar1_12,  # [1, 9]
        -cse27*q_A_bar1_31 - cse29*q_A_bar1_21 - cse31*q_A_bar1_11,  # [1, 10]
        cse27*q_A_bar1_33 + cse29*q_A_bar1_23 + cse31*q_A_bar1_13,  # [1, 11]
        cse33*q_A_bar1_32 + cse35*q_A_bar1_22 + cse37*q_A_bar1_12,  # [1, 12]
        -cse33*q_A_bar1_31 - cse35*q_A_bar1_21 - cse37*q_A_bar1_11,  # [1, 13]
        cse33*q_A_bar1_33 + cse35*q_A_bar1_23 + cse37*q_A_bar1_13,  # [1, 14]
        cse38*q_A_bar1_32 + cse39*q_A_bar1_22 + cse40*q_A_bar1_12,  # [1, 15]
        -cse38*q_A_bar1_31 - cse39*q_A_bar1_21 - cse40*q_A_bar1_11,  # [1, 16]
        cse38*q_A_bar1_33 + cse39*q_A_bar1_23 + cse40*q_A_bar1_13,  # [1, 17]
    ]).reshape(2, 18)



def joint_motion_rows(q, v, p):
    """joint_motion at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        v: velocity coordinates, one row each (n, 12).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 18).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = _columns(q, n, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = _columns(v, n, 12, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = (1/2)*p_L1
    cse1 = cse0*q_A_bar1_31
    cse2 = -cse1
    cse3 = cse0*q_A_bar1_21
    cse4 = -q_r_bar1_y
    cse5 = cse0*q_A_bar1_11
    cse6 = -cse5
    cse7 = q_A_bar1_33*v_w_bar1_z
    cse8 = q_A_bar1_32*v_w_bar1_y
    cse9 = q_A_bar1_31*v_w_bar1_x
    cse10 = cse7 + cse8 + cse9
    cse11 = q_A_bar1_23*v_w_bar1_z
    cse12 = q_A_bar1_22*v_w_bar1_y
    cse13 = q_A_bar1_21*v_w_bar1_x
    cse14 = -cse11 - cse12 - cse13
    cse15 = q_A_bar1_13*v_w_bar1_z
    cse16 = q_A_bar1_12*v_w_bar1_y
    cse17 = q_A_bar1_11*v_w_bar1_x
    cse18 = cse15 + cse16 + cse17
    cse19 = cse11 + cse12 + cse13
    cse20 = -cse18*cse3 + cse19*cse5
    cse21 = cse1*cse18
    cse22 = cse10*cse5
    cse23 = -v_rd_bar1_y
    cse24 = -cse1*cse19 + cse10*cse3
    cse25 = (1/2)*p_L2
    cse26 = cse25*q_A_bar2_31
    cse27 = cse2 - cse26 - q_r_bar1_z + q_r_bar2_z
    cse28 = cse25*q_A_bar2_21
    cse29 = -cse28 - cse3 + cse4 + q_r_bar2_y
    cse30 = cse25*q_A_bar2_11
    cse31 = -cse30 + cse6 - q_r_bar1_x + q_r_bar2_x
    cse32 = q_A_bar2_31*v_w_bar2_x + q_A_bar2_32*v_w_bar2_y + q_A_bar2_33*v_w_bar2_z
    cse33 = cse32 - cse7 - cse8 - cse9
    cse34 = q_A_bar2_21*v_w_bar2_x + q_A_bar2_22*v_w_bar2_y + q_A_bar2_23*v_w_bar2_z
    cse35 = cse14 + cse34
    cse36 = q_A_bar2_11*v_w_bar2_x + q_A_bar2_12*v_w_bar2_y + q_A_bar2_13*v_w_bar2_z
    cse37 = -cse15 - cse16 - cse17 + cse36
    cse38 = -cse18*cse29 + cse19*cse31 + cse20 - cse28*cse36 + cse30*cse34 - v_rd_bar1_z + v_rd_bar2_z
    cse39 = -cse10*cse31 + cse18*cse27 + cse21 - cse22 + cse23 + cse26*cse36 - cse30*cse32 + v_rd_bar2_y
    cse40 = cse10*cse29 - cse19*cse27 + cse24 - cse26*cse34 + cse28*cse32 - v_rd_bar1_x + v_rd_bar2_x
    out = np.zeros((n, 2, 18))
    out[:, 0, 0] = q_A_bar1_32
    out[:, 0, 1] = -q_A_bar1_31
    out[:, 0, 2] = q_A_bar1_33
    out[:, 0, 3] = -q_A_bar1_22
    out[:, 0, 4] = q_A_bar1_21
    out[:, 0, 5] = -q_A_bar1_23
    out[:, 0, 6] = q_A_bar1_12
    out[:, 0, 7] = -q_A_bar1_11
    out[:, 0, 8] = q_A_bar1_13
    out[:, 0, 9] = cse2 + q_r_bar1_z
    out[:, 0, 10] = cse3 + cse4
    out[:, 0, 11] = cse6 + q_r_bar1_x
    out[:, 0, 12] = cse10
    out[:, 0, 13] = cse14
    out[:, 0, 14] = cse18
    out[:, 0, 15] = cse20 + v_rd_bar1_z
    out[:, 0, 16] = -cse21 + cse22 + cse23
    out[:, 0, 17] = cse24 + v_rd_bar1_x
    out[:, 1, 0] = -q_A_bar1_12*q_A_bar2_11 - q_A_bar1_22*q_A_bar2_21 - q_A_bar1_32*q_A_bar2_31
    out[:, 1, 1] = -q_A_bar1_12*q_A_bar2_12 - q_A_bar1_22*q_A_bar2_22 - q_A_bar1_32*q_A_bar2_32
    out[:, 1, 2] = q_A_bar1_12*q_A_bar2_13 + q_A_bar1_22*q_A_bar2_23 + q_A_bar1_32*q_A_bar2_33
    out[:, 1, 3] = q_A_bar1_11*q_A_bar2_11 + q_A_bar1_21*q_A_bar2_21 + q_A_bar1_31*q_A_bar2_31
    out[:, 1, 4] = q_A_bar1_11*q_A_bar2_12 + q_A_bar1_21*q_A_bar2_22 + q_A_bar1_31*q_A_bar2_32
    out[:, 1, 5] = -q_A_bar1_11*q_A_bar2_13 - q_A_bar1_21*q_A_bar2_23 - q_A_bar1_31*q_A_bar2_33
    out[:, 1, 6] = -q_A_bar1_13*q_A_bar2_11 - q_A_bar1_23*q_A_bar2_21 - q_A_bar1_33*q_A_bar2_31
    out[:, 1, 7] = -q_A_bar1_13*q_A_bar2_12 - q_A_bar1_23*q_A_bar2_22 - q_A_bar1_33*q_A_bar2_32
    out[:, 1, 8] = q_A_bar1_13*q_A_bar2_13 + q_A_bar1_23*q_A_bar2_23 + q_A_bar1_33*q_A_bar2_33
    out[:, 1, 9] = cse27*q_A_bar1_32 + cse29*q_A_bar1_22 + cse31*q_A_bar1_12
    out[:, 1, 10] = -cse27*q_A_bar1_31 - cse29*q_A_bar1_21 - cse31*q_A_bar1_11
    out[:, 1, 11] = cse27*q_A_bar1_33 + cse29*q_A_bar1_23 + cse31*q_A_bar1_13
    out[:, 1, 12] = cse33*q_A_bar1_32 + cse35*q_A_bar1_22 + cse37*q_A_bar1_12
    out[:, 1, 13] = -cse33*q_A_bar1_31 - cse35*q_A_bar1_21 - cse37*q_A_bar1_11
    out[:, 1, 14] = cse33*q_A_bar1_33 + cse35*q_A_bar1_23 + cse37*q_A_bar1_13
    out[:, 1, 15] = cse38*q_A_bar1_32 + cse39*q_A_bar1_22 + cse40*q_A_bar1_12
    out[:, 1, 16] = -cse38*q_A_bar1_31 - cse39*q_A_bar1_21 - cse40*q_A_bar1_11
    out[:, 1, 17] = cse38*q_A_bar1_33 + cse39*q_A_bar1_23 + cse40*q_A_bar1_13
    return out


def taylor_residual(q, v, a, t, p, h):
    """Constraints at the second-order Taylor prediction of every body over one step (seed 003
    eqs. 12-20, 21-33).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
        t: time.
        p: parameters (4).
        h: step size.

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 260 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        a_0, a_1, a_2, a_3,
        a_4, a_5, a_6, a_7,
        a_8, a_9, a_10, a_11,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    h = float(h)

    cse0 = -v_w_bar1_y**2
    cse1 = -v_w_bar1_z**2
    cse2 = cse0 + cse1
    cse3 = v_w_bar1_x*v_w_bar1_y
    cse4 = a_5 + cse3
    cse5 = v_w_bar1_x*v_w_bar1_z
    cse6 = -a_4 + cse5
    cse7 = (1/2)*h**2
    cse8 = cse7*(cse2*q_A_bar1_11 + cse4*q_A_bar1_12 + cse6*q_A_bar1_13) + h*(q_A_bar1_12*v_w_bar1_z - q_A_bar1_13*v_w_bar1_y) + q_A_bar1_11
    cse9 = (1/2)*p_L1
    cse10 = -cse8*cse9
    cse11 = a_0*cse7 + h*v_rd_bar1_x + q_r_bar1_x
    cse12 = cse7*(cse2*q_A_bar1_21 + cse4*q_A_bar1_22 + cse6*q_A_bar1_23) + h*(q_A_bar1_22*v_w_bar1_z - q_A_bar1_23*v_w_bar1_y) + q_A_bar1_21
    cse13 = -cse12*cse9
    cse14 = a_1*cse7 + h*v_rd_bar1_y + q_r_bar1_y
    cse15 = cse7*(cse2*q_A_bar1_31 + cse4*q_A_bar1_32 + cse6*q_A_bar1_33) + h*(q_A_bar1_32*v_w_bar1_z - q_A_bar1_33*v_w_bar1_y) + q_A_bar1_31
    cse16 = -cse15*cse9
    cse17 = a_2*cse7 + h*v_rd_bar1_z + q_r_bar1_z
    cse18 = a_4 + cse5
    cse19 = v_w_bar1_y*v_w_bar1_z
    cse20 = -a_3 + cse19
    cse21 = -v_w_bar1_x**2
    cse22 = cse0 + cse21
    cse23 = -v_w_bar2_y**2
    cse24 = cse23 - v_w_bar2_z**2
    cse25 = a_11 + v_w_bar2_x*v_w_bar2_y
    cse26 = v_w_bar2_x*v_w_bar2_z
    cse27 = -a_10 + cse26
    cse28 = (1/2)*p_L2
    cse29 = a_10 + cse26
    cse30 = -a_9 + v_w_bar2_y*v_w_bar2_z
    cse31 = cse23 - v_w_bar2_x**2
    cse32 = cse7*(cse29*q_A_bar2_11 + cse30*q_A_bar2_12 + cse31*q_A_bar2_13) + h*(q_A_bar2_11*v_w_bar2_y - q_A_bar2_12*v_w_bar2_x) + q_A_bar2_13
    cse33 = -a_5 + cse3
    cse34 = cse1 + cse21
    cse35 = a_3 + cse19
    cse36 = cse7*(cse29*q_A_bar2_21 + cse30*q_A_bar2_22 + cse31*q_A_bar2_23) + h*(q_A_bar2_21*v_w_bar2_y - q_A_bar2_22*v_w_bar2_x) + q_A_bar2_23
    cse37 = cse7*(cse29*q_A_bar2_31 + cse30*q_A_bar2_32 + cse31*q_A_bar2_33) + h*(q_A_bar2_31*v_w_bar2_y - q_A_bar2_32*v_w_bar2_x) + q_A_bar2_33
    return np.array([
        cse10 + cse11,  # [0]
        cse13 + cse14,  # [1]
        cse16 + cse17,  # [2]
        cse7*(cse18*q_A_bar1_31 + cse20*q_A_bar1_32 + cse22*q_A_bar1_33) + h*(q_A_bar1_31*v_w_bar1_y - q_A_bar1_32*v_w_bar1_x) + q_A_bar1_33,  # [3]
        -cse7*(cse18*q_A_bar1_21 + cse20*q_A_bar1_22 + cse22*q_A_bar1_23) - h*(q_A_bar1_21*v_w_bar1_y - q_A_bar1_22*v_w_bar1_x) - q_A_bar1_23,  # [4]
        a_6*cse7 + cse10 - cse11 - cse28*(cse7*(cse24*q_A_bar2_11 + cse25*q_A_bar2_12 + cse27*q_A_bar2_13) + h*(q_A_bar2_12*v_w_bar2_z - q_A_bar2_13*v_w_bar2_y) + q_A_bar2_11) + h*v_rd_bar2_x + q_r_bar2_x,  # [5]
        a_7*cse7 + cse13 - cse14 - cse28*(cse7*(cse24*q_A_bar2_21 + cse25*q_A_bar2_22 + cse27*q_A_bar2_23) + h*(q_A_bar2_22*v_w_bar2_z - q_A_bar2_23*v_w_bar2_y) + q_A_bar2_21) + h*v_rd_bar2_y + q_r_bar2_y,  # [6]
        a_8*cse7 + cse16 - cse17 - cse28*(cse7*(cse24*q_A_bar2_31 + cse25*q_A_bar2_32 + cse27*q_A_bar2_33) + h*(q_A_bar2_32*v_w_bar2_z - q_A_bar2_33*v_w_bar2_y) + q_A_bar2_31) + h*v_rd_bar2_z + q_r_bar2_z,  # [7]
        cse32*(cse7*(cse33*q_A_bar1_11 + cse34*q_A_bar1_12 + cse35*q_A_bar1_13) + h*(-q_A_bar1_11*v_w_bar1_z + q_A_bar1_13*v_w_bar1_x) + q_A_bar1_12) + cse36*(cse7*(cse33*q_A_bar1_21 + cse34*q_A_bar1_22 + cse35*q_A_bar1_23) + h*(-q_A_bar1_21*v_w_bar1_z + q_A_bar1_23*v_w_bar1_x) + q_A_bar1_22) + cse37*(cse7*(cse33*q_A_bar1_31 + cse34*q_A_bar1_32 + cse35*q_A_bar1_33) + h*(-q_A_bar1_31*v_w_bar1_z + q_A_bar1_33*v_w_bar1_x) + q_A_bar1_32),  # [8]
        -cse12*cse36 - cse15*cse37 - cse32*cse8,  # [9]
    ])



def taylor_matrix(q, v, a, t, p, h):
    """Sensitivity of the predicted constraints to the accelerations; times M^-1 B^T it is the
    reaction matrix of seed 003 eq. (36).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
        t: time.
        p: parameters (4).
        h: step size.

    Returns:
        ndarray of shape (10, 12), 39 nonzero.
    """
    # 207 operations after common subexpression elimination
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        _, _, _, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, _, _,
        _, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        _, _, _, a_3,
        a_4, a_5, _, _,
        _, a_9, a_10, _,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    h = float(h)

    cse0 = h**2
    cse1 = (1/2)*cse0
    cse2 = (1/4)*cse0
    cse3 = cse2*p_L1
    cse4 = cse3*q_A_bar1_13
    cse5 = -cse3*q_A_bar1_12
    cse6 = cse3*q_A_bar1_23
    cse7 = -cse3*q_A_bar1_22
    cse8 = cse3*q_A_bar1_33
    cse9 = -cse3*q_A_bar1_32
    cse10 = cse1*q_A_bar1_32
    cse11 = cse1*q_A_bar1_31
    cse12 = cse1*q_A_bar1_22
    cse13 = cse1*q_A_bar1_21
    cse14 = -cse1
    cse15 = cse2*p_L2
    cse16 = a_10 + v_w_bar2_x*v_w_bar2_z
    cse17 = -a_9 + v_w_bar2_y*v_w_bar2_z
    cse18 = -v_w_bar2_x**2 - v_w_bar2_y**2
    cse19 = cse1*(cse16*q_A_bar2_31 + cse17*q_A_bar2_32 + cse18*q_A_bar2_33) + h*(q_A_bar2_31*v_w_bar2_y - q_A_bar2_32*v_w_bar2_x) + q_A_bar2_33
    cse20 = cse1*(cse16*q_A_bar2_21 + cse17*q_A_bar2_22 + cse18*q_A_bar2_23) + h*(q_A_bar2_21*v_w_bar2_y - q_A_bar2_22*v_w_bar2_x) + q_A_bar2_23
    cse21 = cse1*(cse1*(cse16*q_A_bar2_11 + cse17*q_A_bar2_12 + cse18*q_A_bar2_13) + h*(q_A_bar2_11*v_w_bar2_y - q_A_bar2_12*v_w_bar2_x) + q_A_bar2_13)
    cse22 = cse1*cse19*q_A_bar1_33 + cse1*cse20*q_A_bar1_23 + cse21*q_A_bar1_13
    cse23 = v_w_bar1_x*v_w_bar1_y
    cse24 = -a_5 + cse23
    cse25 = a_3 + v_w_bar1_y*v_w_bar1_z
    cse26 = -v_w_bar1_z**2
    cse27 = cse26 - v_w_bar1_x**2
    cse28 = cse1*(cse1*(cse24*q_A_bar1_31 + cse25*q_A_bar1_33 + cse27*q_A_bar1_32) + h*(-q_A_bar1_31*v_w_bar1_z + q_A_bar1_33*v_w_bar1_x) + q_A_bar1_32)
    cse29 = cse1*(cse1*(cse24*q_A_bar1_21 + cse25*q_A_bar1_23 + cse27*q_A_bar1_22) + h*(-q_A_bar1_21*v_w_bar1_z + q_A_bar1_23*v_w_bar1_x) + q_A_bar1_22)
    cse30 = cse1*(cse1*(cse24*q_A_bar1_11 + cse25*q_A_bar1_13 + cse27*q_A_bar1_12) + h*(-q_A_bar1_11*v_w_bar1_z + q_A_bar1_13*v_w_bar1_x) + q_A_bar1_12)
    cse31 = cse26 - v_w_bar1_y**2
    cse32 = a_5 + cse23
    cse33 = -a_4 + v_w_bar1_x*v_w_bar1_z
    cse34 = cse1*(cse1*(cse31*q_A_bar1_31 + cse32*q_A_bar1_32 + cse33*q_A_bar1_33) + h*(q_A_bar1_32*v_w_bar1_z - q_A_bar1_33*v_w_bar1_y) + q_A_bar1_31)
    cse35 = cse1*(cse1*(cse31*q_A_bar1_21 + cse32*q_A_bar1_22 + cse33*q_A_bar1_23) + h*(q_A_bar1_22*v_w_bar1_z - q_A_bar1_23*v_w_bar1_y) + q_A_bar1_21)
    cse36 = cse1*(cse1*(cse31*q_A_bar1_11 + cse32*q_A_bar1_12 + cse33*q_A_bar1_13) + h*(q_A_bar1_12*v_w_bar1_z - q_A_bar1_13*v_w_bar1_y) + q_A_bar1_11)
    out = np.zeros((10, 12))
    out[_taylor_matrix_INDEX] = (
        cse1,  # [0, 0]
        cse4,  # [0, 4]
        cse5,  # [0, 5]
        cse1,  # [1, 1]
        cse6,  # [1, 4]
        cse7,  # [1, 5]
        cse1,  # [2, 2]
        cse8,  # [2, 4]
        cse9,  # [2, 5]
        -cse10,  # [3, 3]
        cse11,  # [3, 4]
        cse12,  # [4, 3]
        -cse13,  # [4, 4]
        cse14,  # [5, 0]
        cse4,  # [5, 4]
        cse5,  # [5, 5]
        cse1,  # [5, 6]
        cse15*q_A_bar2_13,  # [5, 10]
        -cse15*q_A_bar2_12,  # [5, 11]
        cse14,  # [6, 1]
        cse6,  # [6, 4]
        cse7,  # [6, 5]
        cse1,  # [6, 7]
        cse15*q_A_bar2_23,  # [6, 10]
        -cse15*q_A_bar2_22,  # [6, 11]
        cse14,  # [7, 2]
        cse8,  # [7, 4]
        cse9,  # [7, 5]
        cse1,  # [7, 8]
        cse15*q_A_bar2_33,  # [7, 10]
        -cse15*q_A_bar2_32,  # [7, 11]
        cse22,  # [8, 3]
        -cse11*cse19 - cse13*cse20 - cse21*q_A_bar1_11,  # [8, 5]
        -cse28*q_A_bar2_32 - cse29*q_A_bar2_22 - cse30*q_A_bar2_12,  # [8, 9]
        cse28*q_A_bar2_31 + cse29*q_A_bar2_21 + cse30*q_A_bar2_11,  # [8, 10]
        cse22,  # [9, 4]
        -cse10*cse19 - cse12*cse20 - cse21*q_A_bar1_12,  # [9, 5]
        cse34*q_A_bar2_32 + cse35*q_A_bar2_22 + cse36*q_A_bar2_12,  # [9, 9]
        -cse34*q_A_bar2_31 - cse35*q_A_bar2_21 - cse36*q_A_bar2_11,  # [9, 10]
    )
    return out



def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (2,), 2 nonzero.
    """
    # 56 operations after common subexpression elimination
    (
        _, _, q_r_bar1_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, q_r_bar2_z, _,
        _, _, _, _,
        _, _, _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = (1/24)*cse1
    cse3 = cse2*p_L2*(cse0 + p_L2**2)
    cse4 = cse2*p_L1*(cse0 + p_L1**2)
    cse5 = (1/12)*p_rho*p_w**4
    cse6 = (1/2)*cse1
    cse7 = 9.81*cse1
    return np.array([
        cse3*v_w_bar2_y**2 + cse3*v_w_bar2_z**2 + cse4*v_w_bar1_y**2 + cse4*v_w_bar1_z**2 + cse5*p_L1*v_w_bar1_x**2 + cse5*p_L2*v_w_bar2_x**2 + cse6*p_L1*(v_rd_bar1_x**2 + v_rd_bar1_y**2 + v_rd_bar1_z**2) + cse6*p_L2*(v_rd_bar2_x**2 + v_rd_bar2_y**2 + v_rd_bar2_z**2),  # [0]
        cse7*p_L1*q_r_bar1_z + cse7*p_L2*q_r_bar2_z,  # [1]
    ])



def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        v: velocity coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2).
    """
    n = len(q)
    (
        _, _, q_r_bar1_z, _,
        _, _, _, _,
        _, _, _, _,
        _, _, q_r_bar2_z, _,
        _, _, _, _,
        _, _, _, _,
    ) = _columns(q, n, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = _columns(v, n, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = (1/24)*cse1
    cse3 = cse2*p_L2*(cse0 + p_L2**2)
    cse4 = cse2*p_L1*(cse0 + p_L1**2)
    cse5 = (1/12)*p_rho*p_w**4
    cse6 = (1/2)*cse1
    cse7 = 9.81*cse1
    out = np.zeros((n, 2))
    out[:, 0] = cse3*v_w_bar2_y**2 + cse3*v_w_bar2_z**2 + cse4*v_w_bar1_y**2 + cse4*v_w_bar1_z**2 + cse5*p_L1*v_w_bar1_x**2 + cse5*p_L2*v_w_bar2_x**2 + cse6*p_L1*(v_rd_bar1_x**2 + v_rd_bar1_y**2 + v_rd_bar1_z**2) + cse6*p_L2*(v_rd_bar2_x**2 + v_rd_bar2_y**2 + v_rd_bar2_z**2)
    out[:, 1] = cse7*p_L1*q_r_bar1_z + cse7*p_L2*q_r_bar2_z
    return out


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
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
        q: position coordinates, one row each (n, 24).
        v: velocity coordinates, one row each (n, 12).
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
        q: position coordinates (24).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
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
        q: position coordinates, one row each (n, 24).
        v: velocity coordinates, one row each (n, 12).
        a: accelerations (time derivative of v), one row each (n, 12).
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
        q: position coordinates (24).
        v: velocity coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 89 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

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
    cse10 = (1/12)*cse4*(cse0 + p_L1**2)
    cse11 = cse10*v_w_bar1_z
    cse12 = (1/12)*cse2*(cse0 + p_L2**2)
    cse13 = cse12*v_w_bar2_z
    cse14 = cse10*v_w_bar1_y
    cse15 = (1/6)*p_rho*p_w**4
    cse16 = cse15*p_L2*v_w_bar2_x
    cse17 = cse12*v_w_bar2_y
    cse18 = cse15*p_L1*v_w_bar1_x
    return np.array([
        cse3 + cse5,  # [0]
        cse6 + cse7,  # [1]
        cse8 + cse9,  # [2]
        cse11*q_A_bar1_13 + cse13*q_A_bar2_13 + cse14*q_A_bar1_12 + cse16*q_A_bar2_11 + cse17*q_A_bar2_12 + cse18*q_A_bar1_11 - cse6*q_r_bar2_z - cse7*q_r_bar1_z + cse8*q_r_bar2_y + cse9*q_r_bar1_y,  # [3]
        cse11*q_A_bar1_23 + cse13*q_A_bar2_23 + cse14*q_A_bar1_22 + cse16*q_A_bar2_21 + cse17*q_A_bar2_22 + cse18*q_A_bar1_21 + cse3*q_r_bar2_z + cse5*q_r_bar1_z - cse8*q_r_bar2_x - cse9*q_r_bar1_x,  # [4]
        cse11*q_A_bar1_33 + cse13*q_A_bar2_33 + cse14*q_A_bar1_32 + cse16*q_A_bar2_31 + cse17*q_A_bar2_32 + cse18*q_A_bar1_31 - cse3*q_r_bar2_y - cse5*q_r_bar1_y + cse6*q_r_bar2_x + cse7*q_r_bar1_x,  # [5]
    ])



def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        v: velocity coordinates, one row each (n, 12).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = _columns(q, n, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = _columns(v, n, 12, "v")

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
    cse10 = (1/12)*cse4*(cse0 + p_L1**2)
    cse11 = cse10*v_w_bar1_z
    cse12 = (1/12)*cse2*(cse0 + p_L2**2)
    cse13 = cse12*v_w_bar2_z
    cse14 = cse10*v_w_bar1_y
    cse15 = (1/6)*p_rho*p_w**4
    cse16 = cse15*p_L2*v_w_bar2_x
    cse17 = cse12*v_w_bar2_y
    cse18 = cse15*p_L1*v_w_bar1_x
    out = np.zeros((n, 6))
    out[:, 0] = cse3 + cse5
    out[:, 1] = cse6 + cse7
    out[:, 2] = cse8 + cse9
    out[:, 3] = cse11*q_A_bar1_13 + cse13*q_A_bar2_13 + cse14*q_A_bar1_12 + cse16*q_A_bar2_11 + cse17*q_A_bar2_12 + cse18*q_A_bar1_11 - cse6*q_r_bar2_z - cse7*q_r_bar1_z + cse8*q_r_bar2_y + cse9*q_r_bar1_y
    out[:, 4] = cse11*q_A_bar1_23 + cse13*q_A_bar2_23 + cse14*q_A_bar1_22 + cse16*q_A_bar2_21 + cse17*q_A_bar2_22 + cse18*q_A_bar1_21 + cse3*q_r_bar2_z + cse5*q_r_bar1_z - cse8*q_r_bar2_x - cse9*q_r_bar1_x
    out[:, 5] = cse11*q_A_bar1_33 + cse13*q_A_bar2_33 + cse14*q_A_bar1_32 + cse16*q_A_bar2_31 + cse17*q_A_bar2_32 + cse18*q_A_bar1_31 - cse3*q_r_bar2_y - cse5*q_r_bar1_y + cse6*q_r_bar2_x + cse7*q_r_bar1_x
    return out


def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (24).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    return np.array([
        q_r_bar1_x,  # [0, 0]
        q_r_bar1_y,  # [0, 1]
        q_r_bar1_z,  # [0, 2]
        q_A_bar1_11,  # [0, 3]
        q_A_bar1_12,  # [0, 4]
        q_A_bar1_13,  # [0, 5]
        q_A_bar1_21,  # [0, 6]
        q_A_bar1_22,  # [0, 7]
        q_A_bar1_23,  # [0, 8]
        q_A_bar1_31,  # [0, 9]
        q_A_bar1_32,  # [0, 10]
        q_A_bar1_33,  # [0, 11]
        q_r_bar2_x,  # [1, 0]
        q_r_bar2_y,  # [1, 1]
        q_r_bar2_z,  # [1, 2]
        q_A_bar2_11,  # [1, 3]
        q_A_bar2_12,  # [1, 4]
        q_A_bar2_13,  # [1, 5]
        q_A_bar2_21,  # [1, 6]
        q_A_bar2_22,  # [1, 7]
        q_A_bar2_23,  # [1, 8]
        q_A_bar2_31,  # [1, 9]
        q_A_bar2_32,  # [1, 10]
        q_A_bar2_33,  # [1, 11]
    ]).reshape(2, 12)



def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 12).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        q_r_bar2_x, q_r_bar2_y, q_r_bar2_z, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = _columns(q, n, 24, "q")

    out = np.zeros((n, 2, 12))
    out[:, 0, 0] = q_r_bar1_x
    out[:, 0, 1] = q_r_bar1_y
    out[:, 0, 2] = q_r_bar1_z
    out[:, 0, 3] = q_A_bar1_11
    out[:, 0, 4] = q_A_bar1_12
    out[:, 0, 5] = q_A_bar1_13
    out[:, 0, 6] = q_A_bar1_21
    out[:, 0, 7] = q_A_bar1_22
    out[:, 0, 8] = q_A_bar1_23
    out[:, 0, 9] = q_A_bar1_31
    out[:, 0, 10] = q_A_bar1_32
    out[:, 0, 11] = q_A_bar1_33
    out[:, 1, 0] = q_r_bar2_x
    out[:, 1, 1] = q_r_bar2_y
    out[:, 1, 2] = q_r_bar2_z
    out[:, 1, 3] = q_A_bar2_11
    out[:, 1, 4] = q_A_bar2_12
    out[:, 1, 5] = q_A_bar2_13
    out[:, 1, 6] = q_A_bar2_21
    out[:, 1, 7] = q_A_bar2_22
    out[:, 1, 8] = q_A_bar2_23
    out[:, 1, 9] = q_A_bar2_31
    out[:, 1, 10] = q_A_bar2_32
    out[:, 1, 11] = q_A_bar2_33
    return out


def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (24).
        v: velocity coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 30 operations after common subexpression elimination
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (24,) else _floats(q, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    return np.array([
        v_rd_bar1_x,  # [0, 0]
        v_rd_bar1_y,  # [0, 1]
        v_rd_bar1_z,  # [0, 2]
        q_A_bar1_11*v_w_bar1_x + q_A_bar1_12*v_w_bar1_y + q_A_bar1_13*v_w_bar1_z,  # [0, 3]
        q_A_bar1_21*v_w_bar1_x + q_A_bar1_22*v_w_bar1_y + q_A_bar1_23*v_w_bar1_z,  # [0, 4]
        q_A_bar1_31*v_w_bar1_x + q_A_bar1_32*v_w_bar1_y + q_A_bar1_33*v_w_bar1_z,  # [0, 5]
        v_rd_bar2_x,  # [1, 0]
        v_rd_bar2_y,  # [1, 1]
        v_rd_bar2_z,  # [1, 2]
        q_A_bar2_11*v_w_bar2_x + q_A_bar2_12*v_w_bar2_y + q_A_bar2_13*v_w_bar2_z,  # [1, 3]
        q_A_bar2_21*v_w_bar2_x + q_A_bar2_22*v_w_bar2_y + q_A_bar2_23*v_w_bar2_z,  # [1, 4]
        q_A_bar2_31*v_w_bar2_x + q_A_bar2_32*v_w_bar2_y + q_A_bar2_33*v_w_bar2_z,  # [1, 5]
    ]).reshape(2, 6)



def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 24).
        v: velocity coordinates, one row each (n, 12).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 6).
    """
    n = len(q)
    (
        _, _, _, q_A_bar1_11,
        q_A_bar1_12, q_A_bar1_13, q_A_bar1_21, q_A_bar1_22,
        q_A_bar1_23, q_A_bar1_31, q_A_bar1_32, q_A_bar1_33,
        _, _, _, q_A_bar2_11,
        q_A_bar2_12, q_A_bar2_13, q_A_bar2_21, q_A_bar2_22,
        q_A_bar2_23, q_A_bar2_31, q_A_bar2_32, q_A_bar2_33,
    ) = _columns(q, n, 24, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_w_bar1_x,
        v_w_bar1_y, v_w_bar1_z, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_w_bar2_x, v_w_bar2_y, v_w_bar2_z,
    ) = _columns(v, n, 12, "v")

    out = np.zeros((n, 2, 6))
    out[:, 0, 0] = v_rd_bar1_x
    out[:, 0, 1] = v_rd_bar1_y
    out[:, 0, 2] = v_rd_bar1_z
    out[:, 0, 3] = q_A_bar1_11*v_w_bar1_x + q_A_bar1_12*v_w_bar1_y + q_A_bar1_13*v_w_bar1_z
    out[:, 0, 4] = q_A_bar1_21*v_w_bar1_x + q_A_bar1_22*v_w_bar1_y + q_A_bar1_23*v_w_bar1_z
    out[:, 0, 5] = q_A_bar1_31*v_w_bar1_x + q_A_bar1_32*v_w_bar1_y + q_A_bar1_33*v_w_bar1_z
    out[:, 1, 0] = v_rd_bar2_x
    out[:, 1, 1] = v_rd_bar2_y
    out[:, 1, 2] = v_rd_bar2_z
    out[:, 1, 3] = q_A_bar2_11*v_w_bar2_x + q_A_bar2_12*v_w_bar2_y + q_A_bar2_13*v_w_bar2_z
    out[:, 1, 4] = q_A_bar2_21*v_w_bar2_x + q_A_bar2_22*v_w_bar2_y + q_A_bar2_23*v_w_bar2_z
    out[:, 1, 5] = q_A_bar2_31*v_w_bar2_x + q_A_bar2_32*v_w_bar2_y + q_A_bar2_33*v_w_bar2_z
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
        ndarray of shape (12,).
    """
    m = np.reshape(M(q, p), (N_V, N_V))
    c = np.reshape(Phi_q(q, t, p), (N_C, N_V))
    s = np.block([[m, c.T], [c, np.zeros((N_C, N_C))]])
    rhs = np.concatenate([np.reshape(Q(q, v, t, p), N_V), np.reshape(gamma(q, v, t, p), N_C)])
    try:
        return np.linalg.solve(s, rhs)[:N_V]
    except np.linalg.LinAlgError:
        return np.full(N_V, np.nan)
