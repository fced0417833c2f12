# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: rp
# scheme: any
# input hash: 928cfa01185d72a3
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
INPUT_HASH = '928cfa01185d72a3'
N_Q = 14
N_V = 14
N_C = 12
BODIES = ['bar1', 'bar2']
PARAMETERS = ['L1', 'L2', 'w', 'rho']
PARAMETER_DEFAULTS = [4.0, 2.0, 0.05, 7800.0]
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
METADATA = {'mechanism': 'double_pendulum',
 'formulation': 'rp',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['bar1', 'bar2'],
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
                      'bodies': ['ground', 'bar1']},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'CD y',
                      'bodies': ['ground', 'bar1']},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'CD z',
                      'bodies': ['ground', 'bar1']},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'DP1 b_i.u_j',
                      'bodies': ['ground', 'bar1']},
                     {'owner': 'J1',
                      'kind': 'joint',
                      'label': 'DP1 c_i.u_j',
                      'bodies': ['ground', 'bar1']},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'CD x',
                      'bodies': ['bar1', 'bar2']},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'CD y',
                      'bodies': ['bar1', 'bar2']},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'CD z',
                      'bodies': ['bar1', 'bar2']},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'DP1 b_i.u_j',
                      'bodies': ['bar1', 'bar2']},
                     {'owner': 'J2',
                      'kind': 'joint',
                      'label': 'DP1 c_i.u_j',
                      'bodies': ['bar1', 'bar2']},
                     {'owner': 'bar1',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['bar1', 'ground']},
                     {'owner': 'bar2',
                      'kind': 'normalization',
                      'label': 'p.p/2-1/2',
                      'bodies': ['bar2', 'ground']}],
 'dropped_rows': [],
 'reaction_sites': [{'owner': 'J1',
                     'kind': 'joint',
                     'joint_kind': 'revolute',
                     'bodies': ['ground', 'bar1'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty'],
                     'rows': [0, 5]},
                    {'owner': 'J2',
                     'kind': 'joint',
                     'joint_kind': 'revolute',
                     'bodies': ['bar1', 'bar2'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty'],
                     'rows': [5, 10]}],
 'degrees_of_freedom': 2,
 'parameters': ['L1', 'L2', 'w', 'rho'],
 'parameter_defaults': [4.0, 2.0, 0.05, 7800.0],
 'assemble': False,
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
 'input_hash': '928cfa01185d72a3'}
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
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    np.array([5, 7, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 1, 1, 1, 1, 1]),
    np.array([1, 5, 6, 10, 1, 2, 5, 7, 9]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 1, 1, 1]),
    np.array([0, 4, 8, 0, 4, 8]),
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
        q: position coordinates (14).
        dv: increment in velocity coordinates (e.g. h v) (14).

    Returns:
        ndarray of shape (14,), 14 nonzero.
    """
    # 14 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (14,) else _floats(dv, 14, "dv")

    return np.array([
        dv_0 + r_bar1_x,  # [0]
        dv_1 + r_bar1_y,  # [1]
        dv_2 + r_bar1_z,  # [2]
        dv_3 + e_bar1_0,  # [3]
        dv_4 + e_bar1_1,  # [4]
        dv_5 + e_bar1_2,  # [5]
        dv_6 + e_bar1_3,  # [6]
        dv_7 + r_bar2_x,  # [7]
        dv_8 + r_bar2_y,  # [8]
        dv_9 + r_bar2_z,  # [9]
        dv_10 + e_bar2_0,  # [10]
        dv_11 + e_bar2_1,  # [11]
        dv_12 + e_bar2_2,  # [12]
        dv_13 + e_bar2_3,  # [13]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp and re.

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
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        L1, L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = e_bar1_1**2
    cse1 = e_bar1_0**2
    cse2 = 2*cse1 - 1
    cse3 = 2*cse0 + cse2
    cse4 = (1/2)*L1
    cse5 = -cse3*cse4
    cse6 = 2*e_bar1_1
    cse7 = cse6*e_bar1_2
    cse8 = 2*e_bar1_0*e_bar1_3
    cse9 = cse7 + cse8
    cse10 = -cse4*cse9
    cse11 = 2*e_bar1_2
    cse12 = -cse11*e_bar1_0 + cse6*e_bar1_3
    cse13 = -cse12*cse4
    cse14 = e_bar1_3**2
    cse15 = cse11*e_bar1_3
    cse16 = cse6*e_bar1_0
    cse17 = e_bar2_1**2
    cse18 = e_bar2_0**2
    cse19 = 2*cse18 - 1
    cse20 = (1/2)*L2
    cse21 = 2*e_bar2_2
    cse22 = 2*e_bar2_0
    cse23 = 2*e_bar2_1*e_bar2_3
    cse24 = cse22*e_bar2_2
    cse25 = e_bar2_3**2
    cse26 = cse19 + 2*cse25
    cse27 = cse21*e_bar2_3 - cse22*e_bar2_1
    cse28 = e_bar1_2**2
    cse29 = cse23 + cse24
    return np.array([
        cse5 + r_bar1_x,  # [0]
        cse10 + r_bar1_y,  # [1]
        cse13 + r_bar1_z,  # [2]
        2*cse14 + cse2,  # [3]
        -cse15 + cse16,  # [4]
        -cse20*(2*cse17 + cse19) + cse5 - r_bar1_x + r_bar2_x,  # [5]
        cse10 - cse20*(cse21*e_bar2_1 + cse22*e_bar2_3) - r_bar1_y + r_bar2_y,  # [6]
        cse13 - cse20*(cse23 - cse24) - r_bar1_z + r_bar2_z,  # [7]
        cse26*(cse15 + cse16) + cse27*(cse2 + 2*cse28) + cse29*(cse7 - cse8),  # [8]
        -cse12*cse26 - cse27*cse9 - cse29*cse3,  # [9]
        (1/2)*cse0 + (1/2)*cse1 + (1/2)*cse14 + (1/2)*cse28 - 1/2,  # [10]
        (1/2)*cse17 + (1/2)*cse18 + (1/2)*cse25 + (1/2)*e_bar2_2**2 - 1/2,  # [11]
    ])



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
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        L1, L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*e_bar1_0
    cse1 = -L1*cse0
    cse2 = L1*e_bar1_1
    cse3 = -2*cse2
    cse4 = -L1*e_bar1_3
    cse5 = L1*e_bar1_2
    cse6 = -cse5
    cse7 = -cse2
    cse8 = L1*e_bar1_0
    cse9 = -cse8
    cse10 = 4*e_bar1_0
    cse11 = 2*e_bar1_1
    cse12 = 2*e_bar1_3
    cse13 = 2*e_bar1_2
    cse14 = L2*e_bar2_0
    cse15 = L2*e_bar2_1
    cse16 = -L2*e_bar2_3
    cse17 = L2*e_bar2_2
    cse18 = -cse15
    cse19 = 2*e_bar2_0**2 + 2*e_bar2_3**2 - 1
    cse20 = cse11*cse19
    cse21 = 2*e_bar2_3
    cse22 = 2*e_bar2_0
    cse23 = cse21*e_bar2_2 - cse22*e_bar2_1
    cse24 = cse21*e_bar2_1 + cse22*e_bar2_2
    cse25 = cse0*cse19
    cse26 = cse12*cse19
    cse27 = cse13*cse19
    cse28 = 4*cse0*e_bar1_1 + 4*cse13*e_bar1_3
    cse29 = 2*e_bar1_0**2 - 1
    cse30 = cse29 + 2*e_bar1_2**2
    cse31 = 2*cse30
    cse32 = cse13*e_bar1_1
    cse33 = cse0*e_bar1_3
    cse34 = cse32 - cse33
    cse35 = 2*cse34
    cse36 = -4*cse0*e_bar1_2 + 4*cse12*e_bar1_1
    cse37 = cse29 + 2*e_bar1_1**2
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
        4*e_bar1_3,  # [3, 6]
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
        cse11*cse24 + 4*cse23*e_bar1_2 + cse26,  # [8, 5]
        -cse0*cse24 + cse27,  # [8, 6]
        cse28*e_bar2_0 - cse31*e_bar2_1 + cse35*e_bar2_2,  # [8, 10]
        cse21*cse34 - cse22*cse30,  # [8, 11]
        cse21*cse30 + cse35*e_bar2_0,  # [8, 12]
        cse28*e_bar2_3 + cse31*e_bar2_2 + cse35*e_bar2_1,  # [8, 13]
        -cse10*cse24 - cse12*cse23 + cse27,  # [9, 3]
        -cse13*cse23 - 4*cse24*e_bar1_1 - cse26,  # [9, 4]
        -cse11*cse23 + cse25,  # [9, 5]
        -cse0*cse23 - cse20,  # [9, 6]
        -cse36*e_bar2_0 - cse38*e_bar2_2 + cse40*e_bar2_1,  # [9, 10]
        -cse21*cse37 + cse40*e_bar2_0,  # [9, 11]
        -cse21*cse39 - cse22*cse37,  # [9, 12]
        -cse36*e_bar2_3 - cse38*e_bar2_1 - cse40*e_bar2_2,  # [9, 13]
        e_bar1_0,  # [10, 3]
        e_bar1_1,  # [10, 4]
        e_bar1_2,  # [10, 5]
        e_bar1_3,  # [10, 6]
        e_bar2_0,  # [11, 10]
        e_bar2_1,  # [11, 11]
        e_bar2_2,  # [11, 12]
        e_bar2_3,  # [11, 13]
    )
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
    # 400 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        L1, L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = ed_bar1_1**2
    cse1 = 2*L1
    cse2 = ed_bar1_0**2
    cse3 = -cse0*cse1 - cse1*cse2
    cse4 = cse1*ed_bar1_2
    cse5 = cse1*ed_bar1_3
    cse6 = -cse4*ed_bar1_1 - cse5*ed_bar1_0
    cse7 = cse4*ed_bar1_0 - cse5*ed_bar1_1
    cse8 = ed_bar1_3**2
    cse9 = ed_bar2_1**2
    cse10 = 2*L2
    cse11 = ed_bar2_0**2
    cse12 = cse10*ed_bar2_1
    cse13 = cse10*ed_bar2_0
    cse14 = 4*e_bar2_0
    cse15 = cse14*e_bar1_3
    cse16 = 8*e_bar2_3
    cse17 = cse16*e_bar1_0
    cse18 = -cse15 + cse17
    cse19 = cse14*e_bar1_2
    cse20 = cse14*e_bar1_1
    cse21 = cse16*e_bar1_2
    cse22 = cse20 + cse21
    cse23 = e_bar1_0*ed_bar1_3
    cse24 = cse14*cse23
    cse25 = 4*e_bar1_2
    cse26 = cse25*e_bar1_1
    cse27 = 4*e_bar1_3
    cse28 = cse27*e_bar1_0
    cse29 = -cse28
    cse30 = cse26 + cse29
    cse31 = 4*e_bar1_2**2
    cse32 = 4*e_bar1_0**2
    cse33 = cse31 + cse32 - 2
    cse34 = 4*e_bar2_3
    cse35 = cse34*e_bar1_2
    cse36 = cse34*e_bar1_1
    cse37 = 8*e_bar2_0
    cse38 = cse37*e_bar1_2
    cse39 = cse36 - cse38
    cse40 = 2 - cse32
    cse41 = -cse31 + cse40
    cse42 = cse37*e_bar1_0
    cse43 = -cse34*e_bar1_3 - cse42
    cse44 = -cse23*cse34 + cse43*ed_bar1_0
    cse45 = cse37*e_bar1_1
    cse46 = 8*e_bar1_0
    cse47 = -cse27*e_bar2_2 - cse46*e_bar2_1
    cse48 = cse45 + cse47
    cse49 = cse25*e_bar2_2
    cse50 = cse42 + cse49
    cse51 = 4*e_bar1_1
    cse52 = cse51*e_bar2_2
    cse53 = e_bar1_2*e_bar2_1
    cse54 = cse37*e_bar1_3
    cse55 = cse52 - 8*cse53 + cse54
    cse56 = 4*e_bar1_0
    cse57 = -cse56*e_bar2_2
    cse58 = cse38 + cse57
    cse59 = 8*e_bar1_2
    cse60 = 8*e_bar1_1
    cse61 = cse59*e_bar1_3 + cse60*e_bar1_0
    cse62 = 4*cse53
    cse63 = cse17 + cse62
    cse64 = cse27*e_bar2_1
    cse65 = cse46*e_bar2_2
    cse66 = cse16*e_bar1_1
    cse67 = -cse64 + cse65 + cse66
    cse68 = cse51*e_bar2_1
    cse69 = cse16*e_bar1_3
    cse70 = cse59*e_bar2_2 + cse68 + cse69
    cse71 = cse56*e_bar2_1
    cse72 = cse21 - cse71
    cse73 = cse34*e_bar2_1
    cse74 = cse14*e_bar2_2
    cse75 = -cse73 - cse74
    cse76 = e_bar1_0*ed_bar2_2
    cse77 = 4*e_bar2_3**2
    cse78 = 4*e_bar2_0**2
    cse79 = cse77 + cse78 - 2
    cse80 = cse79*ed_bar1_2
    cse81 = e_bar1_0*ed_bar2_1
    cse82 = cse73 + cse74
    cse83 = cse16*e_bar2_2 - cse37*e_bar2_1
    cse84 = cse79*ed_bar1_0
    cse85 = cse21 + cse47
    cse86 = -cse49 - cse60*e_bar2_1 - cse69
    cse87 = cse17 - cse52
    cse88 = cse46*e_bar1_2 - cse60*e_bar1_3
    cse89 = -cse66
    cse90 = cse57 + cse89
    cse91 = cse40 - 4*e_bar1_1**2
    cse92 = -cse26 + cse29
    cse93 = -cse45
    cse94 = -cse35 + cse93
    cse95 = cse19 + cse89
    cse96 = cse15 - cse17
    cse97 = cse26 + cse28
    cse98 = -cse54 - cse60*e_bar2_2 + cse62
    cse99 = cse42 + cse68
    cse100 = cse71 + cse93
    cse101 = cse38 + cse64 - cse65
    cse102 = -cse77 - cse78 + 2
    cse103 = cse14*e_bar2_1 - cse34*e_bar2_2
    cse104 = -cse16*e_bar2_1 - cse37*e_bar2_2
    return np.array([
        -cse3,  # [0]
        -cse6,  # [1]
        -cse7,  # [2]
        -4*cse2 - 4*cse8,  # [3]
        -4*ed_bar1_0*ed_bar1_1 + 4*ed_bar1_2*ed_bar1_3,  # [4]
        cse10*cse11 + cse10*cse9 - cse3,  # [5]
        cse12*ed_bar2_2 + cse13*ed_bar2_3 - cse6,  # [6]
        cse12*ed_bar2_3 - cse13*ed_bar2_2 - cse7,  # [7]
        -ed_bar1_0*(cse18*ed_bar2_2 + cse43*ed_bar2_1 + cse48*ed_bar2_0 + cse67*ed_bar2_3 + cse75*ed_bar1_3 + cse79*ed_bar1_1 + cse83*ed_bar1_0) - ed_bar1_1*(cse19*ed_bar2_2 + cse35*ed_bar2_1 + cse50*ed_bar2_0 + cse63*ed_bar2_3 + cse82*ed_bar1_2 + cse84) - ed_bar1_2*(cse22*ed_bar2_2 + cse39*ed_bar2_1 + cse55*ed_bar2_0 + cse70*ed_bar2_3 + cse79*ed_bar1_3 + cse82*ed_bar1_1 + cse83*ed_bar1_2) - ed_bar1_3*(-cse14*cse76 - cse34*cse81 + cse58*ed_bar2_0 + cse72*ed_bar2_3 + cse75*ed_bar1_0 + cse80) - ed_bar2_0*(cse30*ed_bar2_2 + cse41*ed_bar2_1 + cse48*ed_bar1_0 + cse50*ed_bar1_1 + cse55*ed_bar1_2 + cse58*ed_bar1_3 + cse61*ed_bar2_0) - ed_bar2_1*(cse30*ed_bar2_3 + cse35*ed_bar1_1 + cse39*ed_bar1_2 + cse41*ed_bar2_0 + cse44) - ed_bar2_2*(cse18*ed_bar1_0 + cse19*ed_bar1_1 + cse22*ed_bar1_2 - cse24 + cse30*ed_bar2_0 + cse33*ed_bar2_3) - ed_bar2_3*(cse30*ed_bar2_1 + cse33*ed_bar2_2 + cse61*ed_bar2_3 + cse63*ed_bar1_1 + cse67*ed_bar1_0 + cse70*ed_bar1_2 + cse72*ed_bar1_3),  # [8]
        -ed_bar1_0*(cse101*ed_bar2_0 + cse103*ed_bar1_3 + cse104*ed_bar1_0 + cse43*ed_bar2_2 + cse80 + cse85*ed_bar2_3 + cse96*ed_bar2_1) - ed_bar1_1*(cse102*ed_bar1_3 + cse103*ed_bar1_2 + cse104*ed_bar1_1 + cse86*ed_bar2_3 + cse94*ed_bar2_2 + cse95*ed_bar2_1 + cse98*ed_bar2_0) - ed_bar1_2*(cse103*ed_bar1_1 + cse20*ed_bar2_1 - cse36*ed_bar2_2 + cse84 + cse87*ed_bar2_3 + cse99*ed_bar2_0) - ed_bar1_3*(cse100*ed_bar2_0 + cse102*ed_bar1_1 + cse103*ed_bar1_0 + cse14*cse81 - cse34*cse76 + cse90*ed_bar2_3) - ed_bar2_0*(cse100*ed_bar1_3 + cse101*ed_bar1_0 + cse88*ed_bar2_0 + cse91*ed_bar2_2 + cse97*ed_bar2_1 + cse98*ed_bar1_1 + cse99*ed_bar1_2) - ed_bar2_1*(cse20*ed_bar1_2 + cse24 + cse91*ed_bar2_3 + cse95*ed_bar1_1 + cse96*ed_bar1_0 + cse97*ed_bar2_0) - ed_bar2_2*(-cse36*ed_bar1_2 + cse44 + cse91*ed_bar2_0 + cse92*ed_bar2_3 + cse94*ed_bar1_1) - ed_bar2_3*(cse85*ed_bar1_0 + cse86*ed_bar1_1 + cse87*ed_bar1_2 + cse88*ed_bar2_3 + cse90*ed_bar1_3 + cse91*ed_bar2_1 + cse92*ed_bar2_2),  # [9]
        -cse0 - cse2 - cse8 - ed_bar1_2**2,  # [10]
        -cse11 - cse9 - ed_bar2_2**2 - ed_bar2_3**2,  # [11]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (14).
        p: parameters (4).

    Returns:
        ndarray of shape (14, 14), 38 nonzero.
    """
    # 104 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = w**2
    cse1 = cse0*rho
    cse2 = L1*cse1
    cse3 = e_bar1_1**2
    cse4 = (2/3)*rho*w**4
    cse5 = L1*cse4
    cse6 = e_bar1_3**2
    cse7 = (1/3)*cse2*(L1**2 + cse0)
    cse8 = e_bar1_2**2
    cse9 = cse6*cse7 + cse7*cse8
    cse10 = cse5*e_bar1_1
    cse11 = -cse10*e_bar1_0
    cse12 = cse7*e_bar1_3
    cse13 = cse12*e_bar1_1
    cse14 = cse7*e_bar1_2
    cse15 = cse14*e_bar1_0
    cse16 = -cse10*e_bar1_3 + cse13 - cse15
    cse17 = -cse12*e_bar1_0 - cse14*e_bar1_1
    cse18 = cse10*e_bar1_2 + cse17
    cse19 = e_bar1_0**2
    cse20 = cse5*e_bar1_0
    cse21 = cse17 + cse20*e_bar1_3
    cse22 = -cse13 + cse15 - cse20*e_bar1_2
    cse23 = cse19*cse7 + cse3*cse7
    cse24 = -cse5*e_bar1_2*e_bar1_3
    cse25 = L2*cse1
    cse26 = e_bar2_1**2
    cse27 = L2*cse4
    cse28 = e_bar2_3**2
    cse29 = (1/3)*cse25*(L2**2 + cse0)
    cse30 = e_bar2_2**2
    cse31 = cse28*cse29 + cse29*cse30
    cse32 = cse27*e_bar2_0
    cse33 = -cse32*e_bar2_1
    cse34 = cse29*e_bar2_3
    cse35 = cse34*e_bar2_1
    cse36 = cse29*e_bar2_0*e_bar2_2
    cse37 = cse27*e_bar2_3
    cse38 = cse35 - cse36 - cse37*e_bar2_1
    cse39 = e_bar2_1*e_bar2_2
    cse40 = -cse29*cse39 - cse34*e_bar2_0
    cse41 = cse27*cse39 + cse40
    cse42 = e_bar2_0**2
    cse43 = cse32*e_bar2_3 + cse40
    cse44 = -cse32*e_bar2_2 - cse35 + cse36
    cse45 = cse26*cse29 + cse29*cse42
    cse46 = -cse37*e_bar2_2
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



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (14,), 10 nonzero.
    """
    # 166 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = L1*rho
    cse1 = w**2
    cse2 = 9.81*cse1
    cse3 = 2*ed_bar1_3
    cse4 = cse3*e_bar1_1
    cse5 = 2*ed_bar1_2
    cse6 = cse5*e_bar1_0
    cse7 = 2*e_bar1_3
    cse8 = cse7*ed_bar1_1
    cse9 = 2*ed_bar1_0
    cse10 = cse9*e_bar1_2
    cse11 = -cse10 + cse4 + cse6 - cse8
    cse12 = cse3*e_bar1_2
    cse13 = cse9*e_bar1_1
    cse14 = cse7*ed_bar1_2
    cse15 = 2*ed_bar1_1
    cse16 = cse15*e_bar1_0
    cse17 = (1/12)*cse1
    cse18 = cse17*(L1**2 + cse1)
    cse19 = (1/6)*w**4
    cse20 = cse0*(-cse12 - cse13 + cse14 + cse16)
    cse21 = cse19*cse20
    cse22 = cse0*cse11*cse18*(cse12 + cse13 - cse14 - cse16) + cse11*cse21
    cse23 = cse15*e_bar1_2
    cse24 = cse3*e_bar1_0
    cse25 = cse7*ed_bar1_0
    cse26 = cse5*e_bar1_1
    cse27 = cse18*(cse23 + cse24 - cse25 - cse26)
    cse28 = cse20*cse27 + cse21*(-cse23 - cse24 + cse25 + cse26)
    cse29 = 2*cse28
    cse30 = cse0*cse27
    cse31 = cse11*cse30 + cse30*(cse10 - cse4 - cse6 + cse8)
    cse32 = 2*cse31
    cse33 = 2*cse22
    cse34 = L2*rho
    cse35 = 2*e_bar2_2
    cse36 = cse35*ed_bar2_3
    cse37 = 2*ed_bar2_0
    cse38 = cse37*e_bar2_1
    cse39 = 2*ed_bar2_2
    cse40 = cse39*e_bar2_3
    cse41 = 2*ed_bar2_1
    cse42 = cse41*e_bar2_0
    cse43 = cse17*(L2**2 + cse1)
    cse44 = 2*ed_bar2_3
    cse45 = cse44*e_bar2_1
    cse46 = cse39*e_bar2_0
    cse47 = cse41*e_bar2_3
    cse48 = cse35*ed_bar2_0
    cse49 = cse45 + cse46 - cse47 - cse48
    cse50 = cse34*cse49
    cse51 = cse34*(-cse36 - cse38 + cse40 + cse42)
    cse52 = cse19*cse51
    cse53 = cse43*cse50*(cse36 + cse38 - cse40 - cse42) + cse49*cse52
    cse54 = 2*e_bar2_3
    cse55 = cse35*ed_bar2_1
    cse56 = cse44*e_bar2_0
    cse57 = cse37*e_bar2_3
    cse58 = cse39*e_bar2_1
    cse59 = cse43*(cse55 + cse56 - cse57 - cse58)
    cse60 = cse51*cse59 + cse52*(-cse55 - cse56 + cse57 + cse58)
    cse61 = cse34*cse59*(-cse45 - cse46 + cse47 + cse48) + cse50*cse59
    cse62 = 2*cse61
    cse63 = 2*cse60
    cse64 = 2*cse53
    out = np.zeros(14)
    out[_Q_INDEX] = (
        -cse0*cse2,  # [2]
        -cse22*cse7 - cse29*e_bar1_2 - cse32*e_bar1_1,  # [3]
        -cse28*cse7 + cse32*e_bar1_0 + cse33*e_bar1_2,  # [4]
        cse29*e_bar1_0 + cse31*cse7 - cse33*e_bar1_1,  # [5]
        cse29*e_bar1_1 - cse32*e_bar1_2 + cse33*e_bar1_0,  # [6]
        -cse2*cse34,  # [9]
        -cse35*cse60 - cse53*cse54 - cse62*e_bar2_1,  # [10]
        cse35*cse53 - cse54*cse60 + cse62*e_bar2_0,  # [11]
        cse54*cse61 + cse63*e_bar2_0 - cse64*e_bar2_1,  # [12]
        -cse35*cse61 + cse63*e_bar2_1 + cse64*e_bar2_0,  # [13]
    )
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
    # 461 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*ed_bar1_2
    cse1 = cse0*e_bar1_3
    cse2 = 2*e_bar1_0
    cse3 = cse2*ed_bar1_1
    cse4 = 2*e_bar1_2
    cse5 = cse4*ed_bar1_3
    cse6 = 2*ed_bar1_0
    cse7 = cse6*e_bar1_1
    cse8 = cse1 + cse3 - cse5 - cse7
    cse9 = (1/3)*w**4
    cse10 = L1*rho
    cse11 = cse10*cse9
    cse12 = cse11*cse8
    cse13 = cse12*ed_bar1_2
    cse14 = 2*ed_bar1_3
    cse15 = cse14*e_bar1_1
    cse16 = cse0*e_bar1_0
    cse17 = 2*e_bar1_3
    cse18 = cse17*ed_bar1_1
    cse19 = cse4*ed_bar1_0
    cse20 = cse15 + cse16 - cse18 - cse19
    cse21 = cse11*cse20
    cse22 = w**2
    cse23 = (1/6)*cse22
    cse24 = cse10*cse23*(L1**2 + cse22)
    cse25 = cse24*(-cse1 - cse3 + cse5 + cse7)
    cse26 = cse20*cse24
    cse27 = cse26*ed_bar1_1
    cse28 = cse13 + cse21*ed_bar1_1 + cse25*ed_bar1_2 - cse27
    cse29 = cse12*ed_bar1_3
    cse30 = cse0*e_bar1_1
    cse31 = cse4*ed_bar1_1
    cse32 = cse6*e_bar1_3
    cse33 = cse14*e_bar1_0
    cse34 = cse11*(cse30 - cse31 + cse32 - cse33)
    cse35 = cse24*cse8
    cse36 = cse24*(-cse30 + cse31 - cse32 + cse33)
    cse37 = -cse29 + cse34*ed_bar1_1 + cse35*ed_bar1_3 + cse36*ed_bar1_1
    cse38 = -cse15 - cse16 + cse18 + cse19
    cse39 = cse24*cse38
    cse40 = cse26*ed_bar1_3
    cse41 = cse39*ed_bar1_3 + cse40
    cse42 = 2*e_bar1_1
    cse43 = cse26*ed_bar1_0
    cse44 = -cse21*ed_bar1_0 + cse25*ed_bar1_3 + cse29 + cse43
    cse45 = cse13 - cse34*ed_bar1_0 - cse35*ed_bar1_2 - cse36*ed_bar1_0
    cse46 = -cse26*ed_bar1_2
    cse47 = -cse39*ed_bar1_2 + cse46
    cse48 = cse36*cse38
    cse49 = cse20*cse36
    cse50 = -cse48 - cse49
    cse51 = cse12*ed_bar1_0
    cse52 = -cse21*ed_bar1_3 - cse25*ed_bar1_0 + cse40 - cse51
    cse53 = -cse12*ed_bar1_1
    cse54 = -cse34*ed_bar1_3 + cse35*ed_bar1_1 - cse36*ed_bar1_3 + cse53
    cse55 = cse27 + cse39*ed_bar1_1
    cse56 = cse34*cse8
    cse57 = cse36*cse8
    cse58 = -cse56 - cse57
    cse59 = cse34*ed_bar1_2 - cse35*ed_bar1_0 + cse36*ed_bar1_2 + cse51
    cse60 = cse21*ed_bar1_2 - cse25*ed_bar1_1 + cse46 + cse53
    cse61 = -cse39*ed_bar1_0 - cse43
    cse62 = cse21*cse8
    cse63 = cse20*cse25
    cse64 = -cse62 - cse63
    cse65 = cse48 + cse49
    cse66 = cse62 + cse63
    cse67 = cse56 + cse57
    cse68 = 2*ed_bar2_2
    cse69 = cse68*e_bar2_3
    cse70 = 2*ed_bar2_1
    cse71 = cse70*e_bar2_0
    cse72 = 2*e_bar2_2
    cse73 = cse72*ed_bar2_3
    cse74 = 2*ed_bar2_0
    cse75 = cse74*e_bar2_1
    cse76 = cse69 + cse71 - cse73 - cse75
    cse77 = cse76*cse9
    cse78 = L2*rho
    cse79 = cse78*ed_bar2_2
    cse80 = cse77*cse79
    cse81 = cse78*ed_bar2_1
    cse82 = 2*ed_bar2_3
    cse83 = cse82*e_bar2_1
    cse84 = 2*e_bar2_0
    cse85 = cse84*ed_bar2_2
    cse86 = cse70*e_bar2_3
    cse87 = cse72*ed_bar2_0
    cse88 = cse83 + cse85 - cse86 - cse87
    cse89 = cse88*cse9
    cse90 = -cse69 - cse71 + cse73 + cse75
    cse91 = cse23*(L2**2 + cse22)
    cse92 = cse90*cse91
    cse93 = cse88*cse91
    cse94 = cse81*cse93
    cse95 = cse79*cse92 + cse80 + cse81*cse89 - cse94
    cse96 = 2*e_bar2_3
    cse97 = cse78*ed_bar2_3
    cse98 = cse77*cse97
    cse99 = cse74*e_bar2_3
    cse100 = cse68*e_bar2_1
    cse101 = cse72*ed_bar2_1
    cse102 = cse82*e_bar2_0
    cse103 = cse9*(cse100 - cse101 - cse102 + cse99)
    cse104 = cse76*cse91
    cse105 = -cse100 + cse101 + cse102 - cse99
    cse106 = cse105*cse91
    cse107 = cse103*cse81 + cse104*cse97 + cse106*cse81 - cse98
    cse108 = -cse83 - cse85 + cse86 + cse87
    cse109 = cse108*cse91
    cse110 = cse93*cse97
    cse111 = cse109*cse97 + cse110
    cse112 = 2*e_bar2_1
    cse113 = cse78*ed_bar2_0
    cse114 = cse113*cse91
    cse115 = cse114*cse88
    cse116 = -cse113*cse89 + cse115 + cse92*cse97 + cse98
    cse117 = cse103*cse78
    cse118 = -cse104*cse79 - cse105*cse114 - cse117*ed_bar2_0 + cse80
    cse119 = -cse79*cse93
    cse120 = -cse109*cse79 + cse119
    cse121 = cse106*cse78
    cse122 = cse121*cse88
    cse123 = cse108*cse121
    cse124 = -cse122 - cse123
    cse125 = cse113*cse77
    cse126 = cse78*cse89
    cse127 = cse110 - cse114*cse90 - cse125 - cse126*ed_bar2_3
    cse128 = -cse77*cse81
    cse129 = cse104*cse81 - cse106*cse97 - cse117*ed_bar2_3 + cse128
    cse130 = cse109*cse81 + cse94
    cse131 = cse117*cse76
    cse132 = cse121*cse76
    cse133 = -cse131 - cse132
    cse134 = cse119 + cse126*ed_bar2_2 + cse128 - cse81*cse92
    cse135 = 2*cse134
    cse136 = cse106*cse79 - cse114*cse76 + cse117*ed_bar2_2 + cse125
    cse137 = -cse108*cse114 - cse115
    cse138 = cse126*cse76
    cse139 = cse78*cse90*cse93
    cse140 = -cse138 - cse139
    cse141 = 2*cse107
    cse142 = cse122 + cse123
    cse143 = 2*cse118
    cse144 = 2*cse129
    cse145 = cse138 + cse139
    cse146 = 2*cse136
    cse147 = cse131 + cse132
    out = np.zeros((14, 14))
    out[_Q_q_INDEX] = (
        -cse17*cse28 - cse37*cse4 - cse41*cse42,  # [3, 3]
        -cse17*cse44 - cse4*cse45 - cse42*cse47 + cse50,  # [3, 4]
        -cse17*cse52 - cse4*cse54 - cse42*cse55 + cse58,  # [3, 5]
        -cse17*cse60 - cse4*cse59 - cse42*cse61 + cse64,  # [3, 6]
        -cse17*cse37 + cse2*cse41 + cse28*cse4 + cse65,  # [4, 3]
        -cse17*cse45 + cse2*cse47 + cse4*cse44,  # [4, 4]
        -cse17*cse54 + cse2*cse55 + cse4*cse52 + cse66,  # [4, 5]
        -cse17*cse59 + cse2*cse61 + cse4*cse60 + cse58,  # [4, 6]
        cse17*cse41 + cse2*cse37 - cse28*cse42 + cse67,  # [5, 3]
        cse17*cse47 + cse2*cse45 - cse42*cse44 + cse64,  # [5, 4]
        cse17*cse55 + cse2*cse54 - cse42*cse52,  # [5, 5]
        cse17*cse61 + cse2*cse59 - cse42*cse60 + cse65,  # [5, 6]
        cse2*cse28 + cse37*cse42 - cse4*cse41 + cse66,  # [6, 3]
        cse2*cse44 - cse4*cse47 + cse42*cse45 + cse67,  # [6, 4]
        cse2*cse52 - cse4*cse55 + cse42*cse54 + cse50,  # [6, 5]
        cse2*cse60 - cse4*cse61 + cse42*cse59,  # [6, 6]
        -cse107*cse72 - cse111*cse112 - cse95*cse96,  # [10, 10]
        -cse112*cse120 - cse116*cse96 - cse118*cse72 + cse124,  # [10, 11]
        -cse112*cse130 - cse127*cse96 - cse129*cse72 + cse133,  # [10, 12]
        -cse112*cse137 - cse135*e_bar2_3 - cse136*cse72 + cse140,  # [10, 13]
        cse111*cse84 - cse141*e_bar2_3 + cse142 + cse72*cse95,  # [11, 10]
        cse116*cse72 + cse120*cse84 - cse143*e_bar2_3,  # [11, 11]
        cse127*cse72 + cse130*cse84 - cse144*e_bar2_3 + cse145,  # [11, 12]
        cse133 + cse134*cse72 + cse137*cse84 - cse146*e_bar2_3,  # [11, 13]
        cse111*cse96 - cse112*cse95 + cse141*e_bar2_0 + cse147,  # [12, 10]
        -cse112*cse116 + cse120*cse96 + cse140 + cse143*e_bar2_0,  # [12, 11]
        -cse112*cse127 + cse129*cse84 + cse130*cse96,  # [12, 12]
        -cse135*e_bar2_1 + cse137*cse96 + cse142 + cse146*e_bar2_0,  # [12, 13]
        -cse111*cse72 + cse141*e_bar2_1 + cse145 + cse84*cse95,  # [13, 10]
        cse116*cse84 - cse120*cse72 + cse143*e_bar2_1 + cse147,  # [13, 11]
        cse124 + cse127*cse84 - cse130*cse72 + cse144*e_bar2_1,  # [13, 12]
        cse134*cse84 - cse137*cse72 + cse146*e_bar2_1,  # [13, 13]
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
    # 421 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*ed_bar1_0
    cse1 = cse0*e_bar1_2
    cse2 = 2*ed_bar1_3
    cse3 = cse2*e_bar1_1
    cse4 = 2*ed_bar1_1
    cse5 = cse4*e_bar1_3
    cse6 = 2*e_bar1_0
    cse7 = cse6*ed_bar1_2
    cse8 = w**2
    cse9 = L1*rho
    cse10 = (1/6)*cse8
    cse11 = cse10*cse9*(L1**2 + cse8)
    cse12 = cse11*(cse1 - cse3 + cse5 - cse7)
    cse13 = -cse1 + cse3 - cse5 + cse7
    cse14 = cse11*cse13
    cse15 = -cse14*e_bar1_3
    cse16 = -cse12*e_bar1_3 + cse15
    cse17 = 2*e_bar1_1
    cse18 = 2*e_bar1_3
    cse19 = cse18*ed_bar1_2
    cse20 = cse4*e_bar1_0
    cse21 = cse2*e_bar1_2
    cse22 = cse17*ed_bar1_0
    cse23 = cse19 + cse20 - cse21 - cse22
    cse24 = (1/3)*w**4
    cse25 = cse24*cse9
    cse26 = cse23*cse25
    cse27 = cse26*e_bar1_3
    cse28 = cse17*ed_bar1_2
    cse29 = cse4*e_bar1_2
    cse30 = cse0*e_bar1_3
    cse31 = cse2*e_bar1_0
    cse32 = cse28 - cse29 + cse30 - cse31
    cse33 = cse25*cse32
    cse34 = cse11*cse23
    cse35 = cse11*(-cse28 + cse29 - cse30 + cse31)
    cse36 = cse27 - cse33*e_bar1_1 - cse34*e_bar1_3 - cse35*e_bar1_1
    cse37 = 2*e_bar1_2
    cse38 = cse25*e_bar1_1
    cse39 = cse11*(-cse19 - cse20 + cse21 + cse22)
    cse40 = cse25*e_bar1_2
    cse41 = -cse23*cse40
    cse42 = cse14*e_bar1_1
    cse43 = -cse13*cse38 - cse39*e_bar1_2 + cse41 + cse42
    cse44 = cse14*e_bar1_2
    cse45 = cse12*e_bar1_2 + cse44
    cse46 = cse33*e_bar1_0 + cse34*e_bar1_2 + cse35*e_bar1_0 + cse41
    cse47 = cse13*cse25
    cse48 = cse14*e_bar1_0
    cse49 = -cse27 - cse39*e_bar1_3 + cse47*e_bar1_0 - cse48
    cse50 = -cse12*e_bar1_1 - cse42
    cse51 = cse23*cse38
    cse52 = cse33*e_bar1_3 - cse34*e_bar1_1 + cse35*e_bar1_3 + cse51
    cse53 = cse26*e_bar1_0
    cse54 = cse15 + cse39*e_bar1_0 + cse47*e_bar1_3 + cse53
    cse55 = cse12*e_bar1_0 + cse48
    cse56 = -cse32*cse40 + cse34*e_bar1_0 - cse35*e_bar1_2 - cse53
    cse57 = -cse13*cse40 + cse39*e_bar1_1 + cse44 + cse51
    cse58 = 2*cse16
    cse59 = 2*cse45
    cse60 = 2*cse55
    cse61 = 2*ed_bar2_1
    cse62 = cse61*e_bar2_3
    cse63 = 2*ed_bar2_0
    cse64 = cse63*e_bar2_2
    cse65 = 2*ed_bar2_3
    cse66 = cse65*e_bar2_1
    cse67 = 2*ed_bar2_2
    cse68 = cse67*e_bar2_0
    cse69 = cse62 + cse64 - cse66 - cse68
    cse70 = L2*rho
    cse71 = cse70*e_bar2_3
    cse72 = cse10*(L2**2 + cse8)
    cse73 = cse71*cse72
    cse74 = -cse62 - cse64 + cse66 + cse68
    cse75 = -cse73*cse74
    cse76 = -cse69*cse73 + cse75
    cse77 = 2*cse76
    cse78 = cse67*e_bar2_3
    cse79 = cse61*e_bar2_0
    cse80 = cse65*e_bar2_2
    cse81 = cse63*e_bar2_1
    cse82 = cse78 + cse79 - cse80 - cse81
    cse83 = cse71*cse82
    cse84 = cse24*cse83
    cse85 = cse63*e_bar2_3
    cse86 = cse67*e_bar2_1
    cse87 = cse61*e_bar2_2
    cse88 = cse65*e_bar2_0
    cse89 = cse85 + cse86 - cse87 - cse88
    cse90 = cse24*cse70
    cse91 = cse89*cse90
    cse92 = -cse85 - cse86 + cse87 + cse88
    cse93 = cse70*cse72
    cse94 = cse93*e_bar2_1
    cse95 = -cse72*cse83 + cse84 - cse91*e_bar2_1 - cse92*cse94
    cse96 = 2*e_bar2_2
    cse97 = cse82*cse90
    cse98 = -cse97*e_bar2_2
    cse99 = cse24*cse74
    cse100 = cse70*cse99
    cse101 = -cse78 - cse79 + cse80 + cse81
    cse102 = cse101*cse93
    cse103 = cse74*cse94
    cse104 = -cse100*e_bar2_1 - cse102*e_bar2_2 + cse103 + cse98
    cse105 = 2*cse104
    cse106 = cse69*cse93
    cse107 = cse74*cse93
    cse108 = cse107*e_bar2_2
    cse109 = cse106*e_bar2_2 + cse108
    cse110 = 2*cse109
    cse111 = cse82*cse93
    cse112 = cse92*cse93
    cse113 = cse111*e_bar2_2 + cse112*e_bar2_0 + cse91*e_bar2_0 + cse98
    cse114 = 2*cse113
    cse115 = cse107*e_bar2_0
    cse116 = cse100*e_bar2_0 - cse101*cse73 - cse115 - cse84
    cse117 = 2*cse116
    cse118 = -cse103 - cse69*cse94
    cse119 = 2*cse118
    cse120 = cse97*e_bar2_1
    cse121 = cse120 + cse24*cse71*cse89 + cse73*cse92 - cse82*cse94
    cse122 = cse97*e_bar2_0
    cse123 = cse102*e_bar2_0 + cse122 + cse71*cse99 + cse75
    cse124 = 2*cse123
    cse125 = cse106*e_bar2_0 + cse115
    cse126 = 2*e_bar2_1
    cse127 = cse111*e_bar2_0 - cse112*e_bar2_2 - cse122 - cse91*e_bar2_2
    cse128 = 2*cse127
    cse129 = -cse100*e_bar2_2 + cse102*e_bar2_1 + cse108 + cse120
    cse130 = 2*cse129
    cse131 = 2*e_bar2_3
    cse132 = 2*e_bar2_0
    out = np.zeros((14, 14))
    out[_Q_v_INDEX] = (
        -cse16*cse17 - cse18*cse43 - cse36*cse37,  # [3, 3]
        -cse17*cse45 - cse18*cse49 - cse37*cse46,  # [3, 4]
        -cse17*cse50 - cse18*cse54 - cse37*cse52,  # [3, 5]
        -cse17*cse55 - cse18*cse57 - cse37*cse56,  # [3, 6]
        cse16*cse6 - cse18*cse36 + cse37*cse43,  # [4, 3]
        -cse18*cse46 + cse37*cse49 + cse45*cse6,  # [4, 4]
        -cse18*cse52 + cse37*cse54 + cse50*cse6,  # [4, 5]
        -cse18*cse56 + cse37*cse57 + cse55*cse6,  # [4, 6]
        -cse17*cse43 + cse36*cse6 + cse58*e_bar1_3,  # [5, 3]
        -cse17*cse49 + cse46*cse6 + cse59*e_bar1_3,  # [5, 4]
        -cse17*cse54 + cse18*cse50 + cse52*cse6,  # [5, 5]
        -cse17*cse57 + cse56*cse6 + cse60*e_bar1_3,  # [5, 6]
        cse17*cse36 + cse43*cse6 - cse58*e_bar1_2,  # [6, 3]
        cse17*cse46 + cse49*cse6 - cse59*e_bar1_2,  # [6, 4]
        cse17*cse52 - cse37*cse50 + cse54*cse6,  # [6, 5]
        cse17*cse56 + cse57*cse6 - cse60*e_bar1_2,  # [6, 6]
        -cse105*e_bar2_3 - cse77*e_bar2_1 - cse95*cse96,  # [10, 10]
        -cse110*e_bar2_1 - cse114*e_bar2_2 - cse117*e_bar2_3,  # [10, 11]
        -cse119*e_bar2_1 - cse121*cse96 - cse124*e_bar2_3,  # [10, 12]
        -cse125*cse126 - cse128*e_bar2_2 - cse130*e_bar2_3,  # [10, 13]
        cse105*e_bar2_2 - cse131*cse95 + cse132*cse76,  # [11, 10]
        cse109*cse132 - cse113*cse131 + cse117*e_bar2_2,  # [11, 11]
        cse118*cse132 - cse121*cse131 + cse124*e_bar2_2,  # [11, 12]
        cse125*cse132 - cse127*cse131 + cse130*e_bar2_2,  # [11, 13]
        -cse105*e_bar2_1 + cse132*cse95 + cse77*e_bar2_3,  # [12, 10]
        cse110*e_bar2_3 + cse113*cse132 - cse117*e_bar2_1,  # [12, 11]
        cse119*e_bar2_3 + cse121*cse132 - cse124*e_bar2_1,  # [12, 12]
        cse125*cse131 + cse127*cse132 - cse130*e_bar2_1,  # [12, 13]
        cse104*cse132 + cse126*cse95 - cse77*e_bar2_2,  # [13, 10]
        -cse110*e_bar2_2 + cse114*e_bar2_1 + cse116*cse132,  # [13, 11]
        -cse119*e_bar2_2 + cse121*cse126 + cse123*cse132,  # [13, 12]
        -cse125*cse96 + cse128*e_bar2_1 + cse129*cse132,  # [13, 13]
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
    # 246 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, acc_3,
        acc_4, acc_5, acc_6, _,
        _, _, acc_10, acc_11,
        acc_12, acc_13,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (14,) else _floats(a, 14, "a")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = rho*w**4
    cse1 = (2/3)*cse0
    cse2 = L1*cse1
    cse3 = cse2*e_bar1_1
    cse4 = w**2
    cse5 = L1**2 + cse4
    cse6 = cse4*rho
    cse7 = (1/3)*cse6
    cse8 = cse5*cse7
    cse9 = L1*cse8
    cse10 = cse9*e_bar1_3
    cse11 = L1*e_bar1_2
    cse12 = cse11*cse8
    cse13 = -acc_5*cse12 - acc_6*cse10
    cse14 = cse2*e_bar1_0
    cse15 = cse2*e_bar1_3
    cse16 = cse10 - cse15
    cse17 = cse2*e_bar1_2
    cse18 = -cse12 + cse17
    cse19 = (4/3)*cse0
    cse20 = L1*cse19
    cse21 = cse9*e_bar1_1
    cse22 = -cse21 + cse3
    cse23 = cse9*e_bar1_0
    cse24 = (2/3)*cse6
    cse25 = cse24*cse5
    cse26 = cse11*cse25
    cse27 = cse21 - cse3
    cse28 = L1*cse25
    cse29 = cse28*e_bar1_3
    cse30 = -cse10 + cse15
    cse31 = cse12 - cse17
    cse32 = -cse14 + cse23
    cse33 = cse14 - cse23
    cse34 = acc_5*cse28
    cse35 = -acc_3*cse23 - acc_4*cse21
    cse36 = acc_6*cse28
    cse37 = L2*cse1
    cse38 = cse37*e_bar2_1
    cse39 = L2**2 + cse4
    cse40 = cse39*cse7
    cse41 = L2*cse40
    cse42 = cse41*e_bar2_3
    cse43 = cse41*e_bar2_2
    cse44 = -acc_12*cse43 - acc_13*cse42
    cse45 = L2*e_bar2_0
    cse46 = cse1*cse45
    cse47 = cse37*e_bar2_2
    cse48 = -cse43 + cse47
    cse49 = cse37*e_bar2_3
    cse50 = cse42 - cse49
    cse51 = L2*cse19
    cse52 = cse41*e_bar2_1
    cse53 = cse38 - cse52
    cse54 = cse40*cse45
    cse55 = cse24*cse39
    cse56 = L2*cse55
    cse57 = cse56*e_bar2_2
    cse58 = -cse38 + cse52
    cse59 = cse56*e_bar2_3
    cse60 = cse43 - cse47
    cse61 = -cse42 + cse49
    cse62 = -cse46 + cse54
    cse63 = cse46 - cse54
    cse64 = acc_12*cse55
    cse65 = L2*e_bar2_1
    cse66 = -acc_10*cse54 - acc_11*cse52
    cse67 = acc_13*cse55
    out = np.zeros((14, 14))
    out[_Ma_q_INDEX] = (
        -acc_4*cse3 + cse13,  # [3, 3]
        acc_3*cse20*e_bar1_1 - acc_4*cse14 + acc_5*cse16 + acc_6*cse18,  # [3, 4]
        acc_3*cse26 - acc_5*cse23 + acc_6*cse22,  # [3, 5]
        acc_3*cse29 + acc_5*cse27 - acc_6*cse23,  # [3, 6]
        -acc_3*cse3 + acc_4*cse20*e_bar1_0 + acc_5*cse30 + acc_6*cse31,  # [4, 3]
        -acc_3*cse14 + cse13,  # [4, 4]
        acc_4*cse26 - acc_5*cse21 + acc_6*cse32,  # [4, 5]
        acc_4*cse29 + acc_5*cse33 - acc_6*cse21,  # [4, 6]
        -acc_3*cse12 + acc_4*cse30 + cse34*e_bar1_0,  # [5, 3]
        acc_3*cse16 - acc_4*cse12 + cse34*e_bar1_1,  # [5, 4]
        -acc_6*cse15 + cse35,  # [5, 5]
        acc_3*cse27 + acc_4*cse33 + acc_5*cse20*e_bar1_3 - acc_6*cse17,  # [5, 6]
        -acc_3*cse10 + acc_4*cse31 + cse36*e_bar1_0,  # [6, 3]
        acc_3*cse18 - acc_4*cse10 + cse36*e_bar1_1,  # [6, 4]
        acc_3*cse22 + acc_4*cse32 - acc_5*cse15 + acc_6*cse11*cse19,  # [6, 5]
        -acc_5*cse17 + cse35,  # [6, 6]
        -acc_11*cse38 + cse44,  # [10, 10]
        acc_10*cse51*e_bar2_1 - acc_11*cse46 + acc_12*cse50 + acc_13*cse48,  # [10, 11]
        acc_10*cse57 - acc_12*cse54 + acc_13*cse53,  # [10, 12]
        acc_10*cse59 + acc_12*cse58 - acc_13*cse54,  # [10, 13]
        -acc_10*cse38 + acc_11*cse19*cse45 + acc_12*cse61 + acc_13*cse60,  # [11, 10]
        -acc_10*cse46 + cse44,  # [11, 11]
        acc_11*cse57 - acc_12*cse52 + acc_13*cse62,  # [11, 12]
        acc_11*cse59 + acc_12*cse63 - acc_13*cse52,  # [11, 13]
        -acc_10*cse43 + acc_11*cse61 + cse45*cse64,  # [12, 10]
        acc_10*cse50 - acc_11*cse43 + cse64*cse65,  # [12, 11]
        -acc_13*cse49 + cse66,  # [12, 12]
        acc_10*cse58 + acc_11*cse63 + acc_12*cse51*e_bar2_3 - acc_13*cse47,  # [12, 13]
        -acc_10*cse42 + acc_11*cse60 + cse45*cse67,  # [13, 10]
        acc_10*cse48 - acc_11*cse42 + cse65*cse67,  # [13, 11]
        acc_10*cse53 + acc_11*cse62 - acc_12*cse49 + acc_13*cse51*e_bar2_2,  # [13, 12]
        -acc_12*cse47 + cse66,  # [13, 13]
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
    # 230 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (12,) else _floats(lam, 12, "lam")

    (
        L1, L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 4*lam_3
    cse1 = 8*e_bar2_3
    cse2 = e_bar2_0*e_bar2_1
    cse3 = lam_10 + lam_8*(cse1*e_bar2_2 - 8*cse2)
    cse4 = e_bar2_0*e_bar2_2
    cse5 = 2*lam_5
    cse6 = -L1*cse5 - 2*L1*lam_0 + lam_9*(-cse1*e_bar2_1 - 8*cse4)
    cse7 = 4*e_bar2_3**2
    cse8 = 4*e_bar2_0**2
    cse9 = cse7 + cse8 - 2
    cse10 = cse9*lam_8
    cse11 = 2*lam_4
    cse12 = cse10 + cse11
    cse13 = L1*lam_2
    cse14 = L1*lam_7
    cse15 = cse13 + cse14 + cse9*lam_9
    cse16 = 4*e_bar2_3
    cse17 = cse16*e_bar2_1
    cse18 = 4*cse4
    cse19 = -L1*lam_1 - L1*lam_6 + lam_9*(-cse16*e_bar2_2 + 4*cse2)
    cse20 = cse19 + lam_8*(-cse17 - cse18)
    cse21 = 8*e_bar1_0
    cse22 = cse21*e_bar2_2
    cse23 = 4*e_bar2_1
    cse24 = cse23*e_bar1_3
    cse25 = 8*e_bar1_2
    cse26 = cse25*e_bar2_0
    cse27 = 8*e_bar1_1
    cse28 = cse27*e_bar2_0
    cse29 = 4*e_bar1_3
    cse30 = -cse21*e_bar2_1 - cse29*e_bar2_2
    cse31 = lam_8*(cse28 + cse30) + lam_9*(-cse22 + cse24 + cse26)
    cse32 = cse21*e_bar2_3
    cse33 = cse29*e_bar2_0
    cse34 = cse21*e_bar2_0
    cse35 = -cse16*e_bar1_3 - cse34
    cse36 = cse35*lam_8 + lam_9*(-cse32 + cse33)
    cse37 = cse35*lam_9 + lam_8*(cse32 - cse33)
    cse38 = cse25*e_bar2_3
    cse39 = cse27*e_bar2_3
    cse40 = lam_8*(cse22 - cse24 + cse39) + lam_9*(cse30 + cse38)
    cse41 = cse19 + lam_8*(cse17 + cse18)
    cse42 = -cse13 - cse14 + lam_9*(-cse7 - cse8 + 2)
    cse43 = cse23*e_bar1_2
    cse44 = 8*e_bar1_3
    cse45 = cse44*e_bar2_0
    cse46 = 4*e_bar1_2
    cse47 = cse46*e_bar2_2
    cse48 = lam_8*(cse34 + cse47) + lam_9*(-cse27*e_bar2_2 + cse43 - cse45)
    cse49 = -cse39
    cse50 = cse46*e_bar2_0
    cse51 = cse16*e_bar1_2
    cse52 = cse51*lam_8 + lam_9*(cse49 + cse50)
    cse53 = -cse28
    cse54 = cse50*lam_8 + lam_9*(-cse51 + cse53)
    cse55 = cse44*e_bar2_3
    cse56 = lam_8*(cse32 + cse43) + lam_9*(-cse27*e_bar2_1 - cse47 - cse55)
    cse57 = cse10 - cse11
    cse58 = cse23*e_bar1_1
    cse59 = 4*e_bar1_1
    cse60 = cse59*e_bar2_2
    cse61 = lam_8*(-cse25*e_bar2_1 + cse45 + cse60) + lam_9*(cse34 + cse58)
    cse62 = cse59*e_bar2_0
    cse63 = cse16*e_bar1_1
    cse64 = cse62*lam_9 + lam_8*(-cse26 + cse63)
    cse65 = -cse63*lam_9 + lam_8*(cse38 + cse62)
    cse66 = lam_8*(cse25*e_bar2_2 + cse55 + cse58) + lam_9*(cse32 - cse60)
    cse67 = 4*e_bar1_0
    cse68 = cse67*e_bar2_1
    cse69 = -cse67*e_bar2_2
    cse70 = lam_8*(cse26 + cse69) + lam_9*(cse53 + cse68)
    cse71 = cse67*lam_9
    cse72 = cse67*lam_8
    cse73 = cse71*e_bar2_0 - cse72*e_bar2_3
    cse74 = -cse71*e_bar2_3 - cse72*e_bar2_0
    cse75 = lam_8*(cse38 - cse68) + lam_9*(cse49 + cse69)
    cse76 = -L2*cse5 + lam_11
    cse77 = lam_8*(cse25*e_bar1_3 + cse27*e_bar1_0) + lam_9*(cse25*e_bar1_0 - cse27*e_bar1_3)
    cse78 = cse59*e_bar1_2
    cse79 = cse67*e_bar1_3
    cse80 = 4*e_bar1_2**2
    cse81 = 4*e_bar1_0**2
    cse82 = 2 - cse81
    cse83 = lam_8*(-cse80 + cse82) + lam_9*(cse78 + cse79)
    cse84 = L2*lam_7
    cse85 = -cse79
    cse86 = lam_8*(cse78 + cse85) + lam_9*(cse82 - 4*e_bar1_1**2)
    cse87 = cse84 + cse86
    cse88 = -L2*lam_6
    cse89 = -cse84 + cse86
    cse90 = lam_8*(cse80 + cse81 - 2) + lam_9*(-cse78 + cse85)
    out = np.zeros((14, 14))
    out[_Phi_qT_lam_q_INDEX] = (
        cse0 + cse3 + cse6,  # [3, 3]
        cse12,  # [3, 4]
        cse15,  # [3, 5]
        cse20,  # [3, 6]
        cse31,  # [3, 10]
        cse36,  # [3, 11]
        cse37,  # [3, 12]
        cse40,  # [3, 13]
        cse12,  # [4, 3]
        cse6 + lam_10,  # [4, 4]
        cse41,  # [4, 5]
        cse42,  # [4, 6]
        cse48,  # [4, 10]
        cse52,  # [4, 11]
        cse54,  # [4, 12]
        cse56,  # [4, 13]
        cse15,  # [5, 3]
        cse41,  # [5, 4]
        cse3,  # [5, 5]
        cse57,  # [5, 6]
        cse61,  # [5, 10]
        cse64,  # [5, 11]
        cse65,  # [5, 12]
        cse66,  # [5, 13]
        cse20,  # [6, 3]
        cse42,  # [6, 4]
        cse57,  # [6, 5]
        cse0 + lam_10,  # [6, 6]
        cse70,  # [6, 10]
        cse73,  # [6, 11]
        cse74,  # [6, 12]
        cse75,  # [6, 13]
        cse31,  # [10, 3]
        cse48,  # [10, 4]
        cse61,  # [10, 5]
        cse70,  # [10, 6]
        cse76 + cse77,  # [10, 10]
        cse83,  # [10, 11]
        cse87,  # [10, 12]
        cse88,  # [10, 13]
        cse36,  # [11, 3]
        cse52,  # [11, 4]
        cse64,  # [11, 5]
        cse73,  # [11, 6]
        cse83,  # [11, 10]
        cse76,  # [11, 11]
        cse88,  # [11, 12]
        cse89,  # [11, 13]
        cse37,  # [12, 3]
        cse54,  # [12, 4]
        cse65,  # [12, 5]
        cse74,  # [12, 6]
        cse87,  # [12, 10]
        cse88,  # [12, 11]
        lam_11,  # [12, 12]
        cse90,  # [12, 13]
        cse40,  # [13, 3]
        cse56,  # [13, 4]
        cse66,  # [13, 5]
        cse75,  # [13, 6]
        cse88,  # [13, 10]
        cse89,  # [13, 11]
        cse90,  # [13, 12]
        cse77 + lam_11,  # [13, 13]
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
    # 640 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, acc_5, acc_6, acc_7,
        acc_8, acc_9, acc_10, acc_11,
        acc_12, acc_13,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (14,) else _floats(a, 14, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (12,) else _floats(lam, 12, "lam")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    h = float(h)

    cse0 = w**2
    cse1 = cse0*rho
    cse2 = L1*cse1
    cse3 = 9.81*cse1
    cse4 = 2*ed_bar1_3
    cse5 = cse4*e_bar1_1
    cse6 = 2*ed_bar1_2
    cse7 = cse6*e_bar1_0
    cse8 = 2*e_bar1_3
    cse9 = cse8*ed_bar1_1
    cse10 = 2*ed_bar1_0
    cse11 = cse10*e_bar1_2
    cse12 = -cse11 + cse5 + cse7 - cse9
    cse13 = cse4*e_bar1_2
    cse14 = cse10*e_bar1_1
    cse15 = cse8*ed_bar1_2
    cse16 = 2*ed_bar1_1
    cse17 = cse16*e_bar1_0
    cse18 = L1**2 + cse0
    cse19 = cse18*cse2
    cse20 = (1/12)*cse19
    cse21 = -cse13 - cse14 + cse15 + cse17
    cse22 = rho*w**4
    cse23 = (1/6)*cse22
    cse24 = L1*cse21*cse23
    cse25 = cse12*cse20*(cse13 + cse14 - cse15 - cse17) + cse12*cse24
    cse26 = cse16*e_bar1_2
    cse27 = cse4*e_bar1_0
    cse28 = cse8*ed_bar1_0
    cse29 = cse6*e_bar1_1
    cse30 = cse20*(cse26 + cse27 - cse28 - cse29)
    cse31 = cse21*cse30 + cse24*(-cse26 - cse27 + cse28 + cse29)
    cse32 = 2*cse31
    cse33 = 2*cse12*cse30 + 2*cse30*(cse11 - cse5 - cse7 + cse9)
    cse34 = e_bar1_1**2
    cse35 = (2/3)*cse22
    cse36 = L1*cse35
    cse37 = e_bar1_3**2
    cse38 = (1/3)*cse19
    cse39 = e_bar1_2**2
    cse40 = cse37*cse38 + cse38*cse39
    cse41 = cse38*e_bar1_3
    cse42 = cse41*e_bar1_1
    cse43 = L1*e_bar1_2
    cse44 = (1/3)*cse1*cse18*cse43
    cse45 = cse44*e_bar1_0
    cse46 = cse36*e_bar1_3
    cse47 = cse42 - cse45 - cse46*e_bar1_1
    cse48 = cse36*e_bar1_0*e_bar1_1
    cse49 = 2*lam_4
    cse50 = e_bar2_3**2
    cse51 = e_bar2_0**2
    cse52 = 2*cse51 - 1
    cse53 = 2*cse50 + cse52
    cse54 = 2*cse53
    cse55 = cse54*e_bar1_2
    cse56 = 2*e_bar2_2
    cse57 = 2*e_bar2_0
    cse58 = cse56*e_bar2_3 - cse57*e_bar2_1
    cse59 = 2*cse58
    cse60 = 2*e_bar2_1
    cse61 = cse60*e_bar2_3
    cse62 = cse57*e_bar2_2
    cse63 = cse61 + cse62
    cse64 = 4*cse63
    cse65 = L1*lam_1
    cse66 = cse54*e_bar1_1
    cse67 = 4*cse58
    cse68 = 2*cse63
    cse69 = 2*e_bar1_0
    cse70 = L1*lam_0
    cse71 = L1*lam_6
    cse72 = cse35*cse43
    cse73 = -cse41*e_bar1_0 - cse44*e_bar1_1
    cse74 = cse72*e_bar1_1 + cse73
    cse75 = L1*lam_5
    cse76 = 4*lam_3
    cse77 = 2*e_bar1_2
    cse78 = 2*e_bar1_1
    cse79 = e_bar1_0**2
    cse80 = -cse42 + cse45 - cse72*e_bar1_0
    cse81 = L1*lam_2
    cse82 = cse54*e_bar1_0
    cse83 = cse54*e_bar1_3
    cse84 = L1*lam_7
    cse85 = cse46*e_bar1_0 + cse73
    cse86 = cse72*e_bar1_3
    cse87 = cse34*cse38 + cse38*cse79
    cse88 = L2*cse1
    cse89 = cse60*ed_bar2_3
    cse90 = cse57*ed_bar2_2
    cse91 = 2*e_bar2_3
    cse92 = cse91*ed_bar2_1
    cse93 = cse56*ed_bar2_0
    cse94 = cse89 + cse90 - cse92 - cse93
    cse95 = cse56*ed_bar2_3
    cse96 = cse60*ed_bar2_0
    cse97 = cse91*ed_bar2_2
    cse98 = cse57*ed_bar2_1
    cse99 = cse88*(L2**2 + cse0)
    cse100 = (1/12)*cse99
    cse101 = -cse95 - cse96 + cse97 + cse98
    cse102 = L2*cse101*cse23
    cse103 = cse100*cse94*(cse95 + cse96 - cse97 - cse98) + cse102*cse94
    cse104 = 2*cse103
    cse105 = cse56*ed_bar2_1
    cse106 = cse57*ed_bar2_3
    cse107 = cse91*ed_bar2_0
    cse108 = cse60*ed_bar2_2
    cse109 = cse100*(cse105 + cse106 - cse107 - cse108)
    cse110 = cse101*cse109 + cse102*(-cse105 - cse106 + cse107 + cse108)
    cse111 = 2*cse109*cse94 + 2*cse109*(-cse89 - cse90 + cse92 + cse93)
    cse112 = L2*lam_5
    cse113 = L2*lam_7
    cse114 = L2*lam_6
    cse115 = cse8*e_bar1_2
    cse116 = cse78*e_bar1_0
    cse117 = cse115 + cse116
    cse118 = 4*cse117
    cse119 = 2*cse79 - 1
    cse120 = cse119 + 2*cse39
    cse121 = cse77*e_bar1_1
    cse122 = cse8*e_bar1_0
    cse123 = cse121 - cse122
    cse124 = 2*cse123
    cse125 = L2*cse35
    cse126 = cse125*e_bar2_0
    cse127 = cse126*e_bar2_1
    cse128 = cse125*e_bar2_1
    cse129 = (1/3)*cse99
    cse130 = cse129*e_bar2_1
    cse131 = cse129*e_bar2_0
    cse132 = -cse130*e_bar2_2 - cse131*e_bar2_3
    cse133 = cse128*e_bar2_2 + cse132
    cse134 = cse130*e_bar2_3
    cse135 = cse131*e_bar2_2
    cse136 = -cse128*e_bar2_3 + cse134 - cse135
    cse137 = -cse77*e_bar1_0 + cse8*e_bar1_1
    cse138 = 4*cse137
    cse139 = cse119 + 2*cse34
    cse140 = cse121 + cse122
    cse141 = e_bar2_1**2
    cse142 = e_bar2_2**2
    cse143 = cse129*cse142 + cse129*cse50
    cse144 = -cse126*e_bar2_2 - cse134 + cse135
    cse145 = cse126*e_bar2_3 + cse132
    cse146 = 2*cse140
    cse147 = cse129*cse141 + cse129*cse51
    cse148 = cse125*e_bar2_2*e_bar2_3
    cse149 = h**(-2)
    cse150 = (1/2)*L1
    cse151 = -cse139*cse150
    cse152 = -cse140*cse150
    cse153 = -cse137*cse150
    cse154 = (1/2)*L2
    return np.array([
        acc_0*cse2 + lam_0 - lam_5,  # [0]
        acc_1*cse2 + lam_1 - lam_6,  # [1]
        L1*cse3 + acc_2*cse2 + lam_2 - lam_7,  # [2]
        acc_3*(cse34*cse36 + cse40) - acc_4*cse48 + acc_5*cse47 + acc_6*cse74 + cse25*cse8 + cse32*e_bar1_2 + cse33*e_bar1_1 + cse43*lam_2 + cse43*lam_7 + cse49*e_bar1_1 - cse65*e_bar1_3 - cse69*cse70 - cse69*cse75 - cse71*e_bar1_3 + cse76*e_bar1_0 + e_bar1_0*lam_10 + lam_8*(cse66 + cse67*e_bar1_0 - cse68*e_bar1_3) + lam_9*(cse55 - cse59*e_bar1_3 - cse64*e_bar1_0),  # [3]
        -acc_3*cse48 + acc_4*(cse36*cse79 + cse40) + acc_5*cse85 + acc_6*cse80 - cse25*cse77 + cse31*cse8 - cse33*e_bar1_0 - cse43*lam_1 - cse43*lam_6 + cse49*e_bar1_0 - cse70*cse78 - cse75*cse78 - cse81*e_bar1_3 - cse84*e_bar1_3 + e_bar1_1*lam_10 + lam_8*(cse68*e_bar1_2 + cse82) + lam_9*(-cse59*e_bar1_2 - cse64*e_bar1_1 - cse83),  # [4]
        acc_3*cse47 + acc_4*cse85 + acc_5*(cse36*cse37 + cse87) - acc_6*cse86 + cse25*cse78 - cse32*e_bar1_0 - cse33*e_bar1_3 - cse49*e_bar1_3 - cse65*e_bar1_1 - cse71*e_bar1_1 + cse81*e_bar1_0 + cse84*e_bar1_0 + e_bar1_2*lam_10 + lam_8*(cse67*e_bar1_2 + cse68*e_bar1_1 + cse83) + lam_9*(-cse59*e_bar1_1 + cse82),  # [5]
        acc_3*cse74 + acc_4*cse80 - acc_5*cse86 + acc_6*(cse36*cse39 + cse87) - cse25*cse69 - cse32*e_bar1_1 + cse33*e_bar1_2 - cse49*e_bar1_2 - cse65*e_bar1_0 - cse71*e_bar1_0 + cse76*e_bar1_3 - cse81*e_bar1_1 - cse84*e_bar1_1 + e_bar1_3*lam_10 + lam_8*(cse55 - cse68*e_bar1_0) + lam_9*(-cse59*e_bar1_0 - cse66),  # [6]
        acc_7*cse88 + lam_5,  # [7]
        acc_8*cse88 + lam_6,  # [8]
        L2*cse3 + acc_9*cse88 + lam_7,  # [9]
        acc_10*(cse125*cse141 + cse143) - acc_11*cse127 + acc_12*cse136 + acc_13*cse133 + cse104*e_bar2_3 + cse110*cse56 + cse111*e_bar2_1 - cse112*cse57 + cse113*e_bar2_2 - cse114*e_bar2_3 + e_bar2_0*lam_11 + lam_8*(cse118*e_bar2_0 - cse120*cse60 + cse124*e_bar2_2) + lam_9*(-cse138*e_bar2_0 - cse139*cse56 + cse140*cse60),  # [10]
        -acc_10*cse127 + acc_11*(cse125*cse51 + cse143) + acc_12*cse145 + acc_13*cse144 - cse104*e_bar2_2 + cse110*cse91 - cse111*e_bar2_0 - cse112*cse60 - cse113*e_bar2_3 - cse114*e_bar2_2 + e_bar2_1*lam_11 + lam_8*(-cse120*cse57 + cse124*e_bar2_3) + lam_9*(-cse139*cse91 + cse140*cse57),  # [11]
        acc_10*cse136 + acc_11*cse145 + acc_12*(cse125*cse50 + cse147) - acc_13*cse148 + cse103*cse60 - cse110*cse57 - cse111*e_bar2_3 + cse113*e_bar2_0 - cse114*e_bar2_1 + e_bar2_2*lam_11 + lam_8*(cse120*cse91 + cse123*cse57) + lam_9*(-cse139*cse57 - cse146*e_bar2_3),  # [12]
        acc_10*cse133 + acc_11*cse144 - acc_12*cse148 + acc_13*(cse125*cse142 + cse147) - cse103*cse57 - cse110*cse60 + cse111*e_bar2_2 - cse113*e_bar2_1 - cse114*e_bar2_0 + e_bar2_3*lam_11 + lam_8*(cse118*e_bar2_3 + cse120*cse56 + cse123*cse60) + lam_9*(-cse138*e_bar2_3 - cse139*cse60 - cse146*e_bar2_2),  # [13]
        cse149*(cse151 + r_bar1_x),  # [14]
        cse149*(cse152 + r_bar1_y),  # [15]
        cse149*(cse153 + r_bar1_z),  # [16]
        cse149*(cse119 + 2*cse37),  # [17]
        -cse149*(cse115 - cse116),  # [18]
        cse149*(cse151 - cse154*(2*cse141 + cse52) - r_bar1_x + r_bar2_x),  # [19]
        cse149*(cse152 - cse154*(cse57*e_bar2_3 + cse60*e_bar2_2) - r_bar1_y + r_bar2_y),  # [20]
        cse149*(cse153 - cse154*(cse61 - cse62) - r_bar1_z + r_bar2_z),  # [21]
        cse149*(cse117*cse53 + cse120*cse58 + cse123*cse63),  # [22]
        cse149*(-cse137*cse53 - cse139*cse63 - cse140*cse58),  # [23]
        cse149*((1/2)*cse34 + (1/2)*cse37 + (1/2)*cse39 + (1/2)*cse79 - 1/2),  # [24]
        cse149*((1/2)*cse141 + (1/2)*cse142 + (1/2)*cse50 + (1/2)*cse51 - 1/2),  # [25]
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
    # 1663 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        _, _, _, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, _,
        _, _, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        _, _, _, acc_3,
        acc_4, acc_5, acc_6, _,
        _, _, acc_10, acc_11,
        acc_12, acc_13,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (14,) else _floats(a, 14, "a")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (12,) else _floats(lam, 12, "lam")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    h = float(h)

    cse0 = w**2
    cse1 = cse0*rho
    cse2 = L1*cse1
    cse3 = e_bar1_1**2
    cse4 = rho*w**4
    cse5 = (2/3)*cse4
    cse6 = L1*cse5
    cse7 = L1*e_bar1_3
    cse8 = 2*e_bar1_2
    cse9 = cse8*ed_bar1_0
    cse10 = 2*e_bar1_1
    cse11 = cse10*ed_bar1_3
    cse12 = 2*e_bar1_3
    cse13 = cse12*ed_bar1_1
    cse14 = 2*e_bar1_0
    cse15 = cse14*ed_bar1_2
    cse16 = -cse11 + cse13 - cse15 + cse9
    cse17 = L1**2 + cse0
    cse18 = cse1*cse17
    cse19 = (1/6)*cse18
    cse20 = cse16*cse19
    cse21 = cse11 - cse13 + cse15 - cse9
    cse22 = cse19*cse21
    cse23 = -cse22*cse7
    cse24 = -cse20*cse7 + cse23
    cse25 = cse12*ed_bar1_2
    cse26 = cse14*ed_bar1_1
    cse27 = cse8*ed_bar1_3
    cse28 = cse10*ed_bar1_0
    cse29 = cse25 + cse26 - cse27 - cse28
    cse30 = (1/3)*cse4
    cse31 = cse29*cse30
    cse32 = cse31*cse7
    cse33 = L1*e_bar1_1
    cse34 = cse10*ed_bar1_2
    cse35 = cse8*ed_bar1_1
    cse36 = cse12*ed_bar1_0
    cse37 = cse14*ed_bar1_3
    cse38 = cse34 - cse35 + cse36 - cse37
    cse39 = cse30*cse38
    cse40 = cse19*cse29
    cse41 = -1/6*cse34 + (1/6)*cse35 - 1/6*cse36 + (1/6)*cse37
    cse42 = cse18*cse41
    cse43 = cse32 - cse33*cse39 - cse33*cse42 - cse40*cse7
    cse44 = cse21*cse30
    cse45 = L1*e_bar1_2
    cse46 = -cse25 - cse26 + cse27 + cse28
    cse47 = cse19*cse46
    cse48 = -cse31*cse45
    cse49 = cse22*cse33
    cse50 = -cse33*cse44 - cse45*cse47 + cse48 + cse49
    cse51 = h**2
    cse52 = 8*e_bar2_3
    cse53 = 8*e_bar2_0
    cse54 = lam_8*(cse52*e_bar2_2 - cse53*e_bar2_1)
    cse55 = cse33*cse5
    cse56 = L1*cse29
    cse57 = cse30*cse56
    cse58 = cse57*ed_bar1_2
    cse59 = L1*cse44
    cse60 = cse17*cse2
    cse61 = (1/6)*cse60
    cse62 = cse46*cse61
    cse63 = cse21*cse61
    cse64 = cse63*ed_bar1_1
    cse65 = cse58 + cse59*ed_bar1_1 + cse62*ed_bar1_2 - cse64
    cse66 = cse57*ed_bar1_3
    cse67 = L1*cse39
    cse68 = cse29*cse61
    cse69 = cse41*cse60
    cse70 = -cse66 + cse67*ed_bar1_1 + cse68*ed_bar1_3 + cse69*ed_bar1_1
    cse71 = cse16*cse61
    cse72 = cse63*ed_bar1_3
    cse73 = cse71*ed_bar1_3 + cse72
    cse74 = lam_10 + 4*lam_3
    cse75 = (1/3)*cse17
    cse76 = cse1*cse75
    cse77 = cse45*cse76
    cse78 = cse7*cse76
    cse79 = 2*lam_5
    cse80 = -L1*cse79 - 2*L1*lam_0 - acc_5*cse77 - acc_6*cse78 + lam_9*(-cse52*e_bar2_1 - cse53*e_bar2_2)
    cse81 = e_bar1_2**2
    cse82 = cse2*cse75
    cse83 = e_bar1_3**2
    cse84 = cse81*cse82 + cse82*cse83
    cse85 = -cse55*e_bar1_0
    cse86 = cse22*cse45
    cse87 = cse20*cse45 + cse86
    cse88 = L1*e_bar1_0
    cse89 = cse39*cse88 + cse40*cse45 + cse42*cse88 + cse48
    cse90 = cse22*cse88
    cse91 = -cse32 + cse44*cse88 - cse47*cse7 - cse90
    cse92 = (4/3)*cse4
    cse93 = cse45*cse5
    cse94 = -cse77 + cse93
    cse95 = cse5*cse7
    cse96 = cse78 - cse95
    cse97 = cse5*cse88
    cse98 = L1*ed_bar1_0
    cse99 = cse63*ed_bar1_0
    cse100 = -cse44*cse98 + cse62*ed_bar1_3 + cse66 + cse99
    cse101 = -cse39*cse98 + cse58 - cse68*ed_bar1_2 - cse69*ed_bar1_0
    cse102 = -cse63*ed_bar1_2
    cse103 = cse102 - cse71*ed_bar1_2
    cse104 = cse16*cse69
    cse105 = cse21*cse69
    cse106 = -cse104 - cse105
    cse107 = e_bar2_3**2
    cse108 = 4*cse107
    cse109 = e_bar2_0**2
    cse110 = 4*cse109
    cse111 = cse108 + cse110 - 2
    cse112 = cse111*lam_8
    cse113 = 2*lam_4
    cse114 = cse112 + cse113
    cse115 = -cse20*cse33 - cse49
    cse116 = cse31*cse33
    cse117 = cse116 - cse33*cse40 + cse39*cse7 + cse42*cse7
    cse118 = cse31*cse88
    cse119 = cse19*cse88
    cse120 = cse118 + cse119*cse46 + cse23 + cse44*cse7
    cse121 = (2/3)*cse18
    cse122 = cse121*cse45
    cse123 = cse76*cse88
    cse124 = cse33*cse76
    cse125 = -cse124 + cse55
    cse126 = cse57*ed_bar1_0
    cse127 = -cse126 - cse59*ed_bar1_3 - cse62*ed_bar1_0 + cse72
    cse128 = -cse57*ed_bar1_1
    cse129 = cse128 - cse67*ed_bar1_3 + cse68*ed_bar1_1 - cse69*ed_bar1_3
    cse130 = cse64 + cse71*ed_bar1_1
    cse131 = cse38*cse57
    cse132 = cse29*cse69
    cse133 = -cse131 - cse132
    cse134 = L1*lam_7
    cse135 = L1*lam_2
    cse136 = cse111*lam_9 + cse134 + cse135
    cse137 = cse123*e_bar1_2
    cse138 = cse124*e_bar1_3
    cse139 = -cse137 + cse138 - cse55*e_bar1_3
    cse140 = cse119*cse16 + cse90
    cse141 = -cse118 + cse119*cse29 - cse39*cse45 - cse42*cse45
    cse142 = cse116 + cse33*cse47 - cse44*cse45 + cse86
    cse143 = cse121*cse7
    cse144 = cse124 - cse55
    cse145 = cse126 + cse67*ed_bar1_2 - cse68*ed_bar1_0 + cse69*ed_bar1_2
    cse146 = cse102 + cse128 + cse59*ed_bar1_2 - cse62*ed_bar1_1
    cse147 = -cse71*ed_bar1_0 - cse99
    cse148 = cse44*cse56
    cse149 = cse21*cse62
    cse150 = -cse148 - cse149
    cse151 = 4*e_bar2_3
    cse152 = cse151*e_bar2_1
    cse153 = 4*e_bar2_0
    cse154 = cse153*e_bar2_2
    cse155 = -L1*lam_1 - L1*lam_6 + lam_9*(-cse151*e_bar2_2 + cse153*e_bar2_1)
    cse156 = cse155 + lam_8*(-cse152 - cse154)
    cse157 = -cse123*e_bar1_3 - cse124*e_bar1_2
    cse158 = cse157 + cse55*e_bar1_2
    cse159 = 8*e_bar1_0
    cse160 = cse159*e_bar2_2
    cse161 = 4*e_bar1_3
    cse162 = cse161*e_bar2_1
    cse163 = cse53*e_bar1_2
    cse164 = cse53*e_bar1_1
    cse165 = -cse159*e_bar2_1 - cse161*e_bar2_2
    cse166 = cse51*(lam_8*(cse164 + cse165) + lam_9*(-cse160 + cse162 + cse163))
    cse167 = cse52*e_bar1_0
    cse168 = cse161*e_bar2_0
    cse169 = cse53*e_bar1_0
    cse170 = -cse161*e_bar2_3 - cse169
    cse171 = cse51*(cse170*lam_8 + lam_9*(-cse167 + cse168))
    cse172 = cse51*(cse170*lam_9 + lam_8*(cse167 - cse168))
    cse173 = cse52*e_bar1_2
    cse174 = cse52*e_bar1_1
    cse175 = cse51*(lam_8*(cse160 - cse162 + cse174) + lam_9*(cse165 + cse173))
    cse176 = -L1*cse14
    cse177 = -cse7
    cse178 = 4*e_bar1_0
    cse179 = 2*cse107 + 2*cse109 - 1
    cse180 = cse10*cse179
    cse181 = 2*e_bar2_3
    cse182 = 2*e_bar2_0
    cse183 = cse181*e_bar2_2 - cse182*e_bar2_1
    cse184 = cse181*e_bar2_1 + cse182*e_bar2_2
    cse185 = -cse12*cse184 + cse178*cse183 + cse180
    cse186 = cse179*cse8
    cse187 = -cse12*cse183 - cse178*cse184 + cse186
    cse188 = cse77 - cse93
    cse189 = -cse78 + cse95
    cse190 = cse104 + cse105
    cse191 = e_bar1_0**2
    cse192 = cse123 - cse97
    cse193 = cse148 + cse149
    cse194 = cse155 + lam_8*(cse152 + cse154)
    cse195 = cse157 + cse97*e_bar1_3
    cse196 = -cse123 + cse97
    cse197 = -cse134 - cse135 + lam_9*(-cse108 - cse110 + 2)
    cse198 = cse137 - cse138 - cse97*e_bar1_2
    cse199 = 8*e_bar1_1
    cse200 = 4*e_bar1_2
    cse201 = cse200*e_bar2_1
    cse202 = cse53*e_bar1_3
    cse203 = cse200*e_bar2_2
    cse204 = cse51*(lam_8*(cse169 + cse203) + lam_9*(-cse199*e_bar2_2 + cse201 - cse202))
    cse205 = -cse174
    cse206 = cse200*e_bar2_0
    cse207 = cse200*e_bar2_3
    cse208 = cse51*(cse207*lam_8 + lam_9*(cse205 + cse206))
    cse209 = -cse164
    cse210 = cse51*(cse206*lam_8 + lam_9*(-cse207 + cse209))
    cse211 = cse52*e_bar1_3
    cse212 = cse51*(lam_8*(cse167 + cse201) + lam_9*(-cse199*e_bar2_1 - cse203 - cse211))
    cse213 = -L1*cse10
    cse214 = -cse45
    cse215 = cse14*cse179
    cse216 = cse184*cse8 + cse215
    cse217 = cse12*cse179
    cse218 = 4*e_bar1_1
    cse219 = -cse183*cse8 - cse184*cse218 - cse217
    cse220 = acc_5*cse121
    cse221 = cse131 + cse132
    cse222 = -acc_3*cse123 - acc_4*cse124
    cse223 = cse191*cse82 + cse3*cse82
    cse224 = -cse95*e_bar1_2
    cse225 = cse112 - cse113
    cse226 = cse218*e_bar2_1
    cse227 = cse218*e_bar2_2
    cse228 = 8*e_bar1_2
    cse229 = cse51*(lam_8*(cse202 + cse227 - cse228*e_bar2_1) + lam_9*(cse169 + cse226))
    cse230 = cse218*e_bar2_0
    cse231 = cse218*e_bar2_3
    cse232 = cse51*(cse230*lam_9 + lam_8*(-cse163 + cse231))
    cse233 = cse51*(-cse231*lam_9 + lam_8*(cse173 + cse230))
    cse234 = cse51*(lam_8*(cse211 + cse226 + cse228*e_bar2_2) + lam_9*(cse167 - cse227))
    cse235 = -cse33
    cse236 = -cse12
    cse237 = cse10*cse184 + cse183*cse200 + cse217
    cse238 = -cse10*cse183 + cse215
    cse239 = acc_6*cse121
    cse240 = cse178*e_bar2_1
    cse241 = -cse178*e_bar2_2
    cse242 = cse51*(lam_8*(cse163 + cse241) + lam_9*(cse209 + cse240))
    cse243 = cse178*e_bar2_0
    cse244 = cse178*e_bar2_3
    cse245 = cse51*(cse243*lam_9 - cse244*lam_8)
    cse246 = cse51*(-cse243*lam_8 - cse244*lam_9)
    cse247 = cse51*(lam_8*(cse173 - cse240) + lam_9*(cse205 + cse241))
    cse248 = -cse88
    cse249 = -cse8
    cse250 = -cse14*cse184 + cse186
    cse251 = -cse14*cse183 - cse180
    cse252 = L2*cse1
    cse253 = e_bar2_1**2
    cse254 = L2*cse5
    cse255 = L2*e_bar2_3
    cse256 = cse1*cse255
    cse257 = cse181*ed_bar2_1
    cse258 = 2*ed_bar2_0
    cse259 = cse258*e_bar2_2
    cse260 = 2*ed_bar2_3
    cse261 = cse260*e_bar2_1
    cse262 = 2*ed_bar2_2
    cse263 = cse262*e_bar2_0
    cse264 = cse257 + cse259 - cse261 - cse263
    cse265 = L2**2 + cse0
    cse266 = (1/6)*cse265
    cse267 = cse264*cse266
    cse268 = -cse257 - cse259 + cse261 + cse263
    cse269 = cse266*cse268
    cse270 = -cse256*cse269
    cse271 = -cse256*cse267 + cse270
    cse272 = 2*e_bar2_1
    cse273 = cse181*ed_bar2_2
    cse274 = 2*ed_bar2_1
    cse275 = cse274*e_bar2_0
    cse276 = cse260*e_bar2_2
    cse277 = cse258*e_bar2_1
    cse278 = cse273 + cse275 - cse276 - cse277
    cse279 = cse278*cse30
    cse280 = cse255*cse279
    cse281 = L2*e_bar2_1
    cse282 = cse181*ed_bar2_0
    cse283 = cse262*e_bar2_1
    cse284 = cse274*e_bar2_2
    cse285 = cse260*e_bar2_0
    cse286 = cse282 + cse283 - cse284 - cse285
    cse287 = cse286*cse30
    cse288 = cse256*cse266
    cse289 = -cse282 - cse283 + cse284 + cse285
    cse290 = cse266*cse289
    cse291 = cse1*cse290
    cse292 = -cse278*cse288 + cse280 - cse281*cse287 - cse281*cse291
    cse293 = 2*e_bar2_2
    cse294 = L2*e_bar2_2
    cse295 = -cse279*cse294
    cse296 = cse268*cse30
    cse297 = -cse273 - cse275 + cse276 + cse277
    cse298 = cse1*cse266
    cse299 = cse294*cse298
    cse300 = cse1*cse269
    cse301 = cse281*cse300
    cse302 = -2*cse281*cse296 + 2*cse295 - 2*cse297*cse299 + 2*cse301
    cse303 = cse281*cse5
    cse304 = L2*cse279
    cse305 = cse304*ed_bar2_2
    cse306 = L2*cse268
    cse307 = cse30*cse306
    cse308 = cse252*cse266
    cse309 = cse297*cse308
    cse310 = cse252*cse269
    cse311 = cse310*ed_bar2_1
    cse312 = cse305 + cse307*ed_bar2_1 + cse309*ed_bar2_2 - cse311
    cse313 = cse304*ed_bar2_3
    cse314 = L2*cse287
    cse315 = cse278*cse308
    cse316 = cse252*cse289
    cse317 = cse266*cse316
    cse318 = -2*cse313 + 2*cse314*ed_bar2_1 + 2*cse315*ed_bar2_3 + 2*cse317*ed_bar2_1
    cse319 = cse252*cse267
    cse320 = cse310*ed_bar2_3
    cse321 = cse319*ed_bar2_3 + cse320
    cse322 = (1/3)*cse265
    cse323 = cse1*cse322
    cse324 = cse294*cse323
    cse325 = cse255*cse323
    cse326 = -L2*cse79 - acc_12*cse324 - acc_13*cse325 + lam_11
    cse327 = lam_8*(cse199*e_bar1_0 + cse228*e_bar1_3) + lam_9*(-cse199*e_bar1_3 + cse228*e_bar1_0)
    cse328 = cse252*cse322
    cse329 = e_bar2_2**2
    cse330 = cse107*cse328 + cse328*cse329
    cse331 = L2*e_bar2_0
    cse332 = cse331*cse5
    cse333 = -cse332*e_bar2_1
    cse334 = cse1*cse267
    cse335 = cse294*cse300
    cse336 = cse294*cse334 + cse335
    cse337 = cse278*cse299 + cse287*cse331 + cse291*cse331 + cse295
    cse338 = cse300*cse331
    cse339 = -2*cse280 - 2*cse288*cse297 + 2*cse296*cse331 - 2*cse338
    cse340 = cse255*cse5
    cse341 = cse325 - cse340
    cse342 = cse294*cse5
    cse343 = -cse324 + cse342
    cse344 = cse310*ed_bar2_0
    cse345 = -cse307*ed_bar2_0 + cse309*ed_bar2_3 + cse313 + cse344
    cse346 = 2*cse305 - 2*cse314*ed_bar2_0 - 2*cse315*ed_bar2_2 - 2*cse317*ed_bar2_0
    cse347 = -cse310*ed_bar2_2
    cse348 = -cse319*ed_bar2_2 + cse347
    cse349 = cse269*cse316
    cse350 = cse264*cse317
    cse351 = -cse349 - cse350
    cse352 = cse218*e_bar1_2
    cse353 = cse161*e_bar1_0
    cse354 = 4*cse81
    cse355 = 4*cse191
    cse356 = 2 - cse355
    cse357 = lam_8*(-cse354 + cse356) + lam_9*(cse352 + cse353)
    cse358 = -cse281*cse334 - cse301
    cse359 = cse278*cse281
    cse360 = cse30*cse359
    cse361 = cse255*cse287 + cse256*cse290 - cse298*cse359 + cse360
    cse362 = cse279*cse331
    cse363 = cse297*cse298
    cse364 = cse255*cse296 + cse270 + cse331*cse363 + cse362
    cse365 = (2/3)*cse265
    cse366 = cse1*cse365
    cse367 = cse294*cse366
    cse368 = cse323*cse331
    cse369 = cse281*cse323
    cse370 = cse303 - cse369
    cse371 = cse304*ed_bar2_0
    cse372 = -cse307*ed_bar2_3 - cse309*ed_bar2_0 + cse320 - cse371
    cse373 = -cse304*ed_bar2_1
    cse374 = -cse314*ed_bar2_3 + cse315*ed_bar2_1 - cse317*ed_bar2_3 + cse373
    cse375 = 2*cse374
    cse376 = cse311 + cse319*ed_bar2_1
    cse377 = cse286*cse304
    cse378 = cse278*cse317
    cse379 = -cse377 - cse378
    cse380 = L2*lam_7
    cse381 = -cse353
    cse382 = lam_8*(cse352 + cse381) + lam_9*(-4*cse3 + cse356)
    cse383 = cse380 + cse382
    cse384 = cse368*e_bar2_2
    cse385 = cse325*e_bar2_1
    cse386 = -cse340*e_bar2_1 - cse384 + cse385
    cse387 = cse331*cse334 + cse338
    cse388 = cse278*cse298*cse331 - cse287*cse294 - cse291*cse294 - cse362
    cse389 = 2*cse281*cse363 - 2*cse294*cse296 + 2*cse335 + 2*cse360
    cse390 = cse256*cse365
    cse391 = -cse303 + cse369
    cse392 = cse307*ed_bar2_2 - cse309*ed_bar2_1 + cse347 + cse373
    cse393 = 2*cse314*ed_bar2_2 - 2*cse315*ed_bar2_0 + 2*cse317*ed_bar2_2 + 2*cse371
    cse394 = -cse319*ed_bar2_0 - cse344
    cse395 = cse279*cse306
    cse396 = cse297*cse310
    cse397 = -cse395 - cse396
    cse398 = -L2*lam_6
    cse399 = -cse324*e_bar2_1 - cse325*e_bar2_0
    cse400 = cse342*e_bar2_1 + cse399
    cse401 = -2*cse331
    cse402 = -cse255
    cse403 = 4*cse12*e_bar1_2 + 4*cse14*e_bar1_1
    cse404 = 2*cse191 - 1
    cse405 = cse404 + 2*cse81
    cse406 = 2*cse405
    cse407 = cse8*e_bar1_1
    cse408 = cse12*e_bar1_0
    cse409 = cse407 - cse408
    cse410 = 2*cse409
    cse411 = cse403*e_bar2_0 - cse406*e_bar2_1 + cse410*e_bar2_2
    cse412 = 4*cse12*e_bar1_1 - 4*cse8*e_bar1_0
    cse413 = 2*cse3 + cse404
    cse414 = 2*cse413
    cse415 = cse407 + cse408
    cse416 = 2*cse415
    cse417 = -cse412*e_bar2_0 - cse414*e_bar2_2 + cse416*e_bar2_1
    cse418 = -cse325 + cse340
    cse419 = cse324 - cse342
    cse420 = cse349 + cse350
    cse421 = 2*cse364
    cse422 = -cse332 + cse368
    cse423 = cse395 + cse396
    cse424 = cse340*e_bar2_0 + cse399
    cse425 = cse332 - cse368
    cse426 = -cse380 + cse382
    cse427 = -cse332*e_bar2_2 + cse384 - cse385
    cse428 = -2*cse281
    cse429 = -cse294
    cse430 = cse181*cse409 - cse406*e_bar2_0
    cse431 = -cse181*cse413 + cse416*e_bar2_0
    cse432 = acc_12*cse366
    cse433 = cse377 + cse378
    cse434 = -acc_10*cse368 - acc_11*cse369 + lam_11
    cse435 = cse109*cse328 + cse253*cse328
    cse436 = -cse340*e_bar2_2
    cse437 = lam_8*(cse354 + cse355 - 2) + lam_9*(-cse352 + cse381)
    cse438 = -cse281
    cse439 = cse181*cse405 + cse410*e_bar2_0
    cse440 = -cse181*cse415 - cse414*e_bar2_0
    cse441 = acc_13*cse366
    cse442 = -cse331
    cse443 = cse403*e_bar2_3 + cse406*e_bar2_2 + cse410*e_bar2_1
    cse444 = -cse412*e_bar2_3 - cse414*e_bar2_1 - cse416*e_bar2_2
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
        cse3*cse6 + cse51*(-acc_4*cse55 + cse10*cse73 + cse12*cse65 + cse54 + cse70*cse8 + cse74 + cse80) + cse84 - h*(-cse10*cse24 - cse12*cse50 - cse43*cse8),  # [3, 3]
        cse51*(acc_3*cse33*cse92 - acc_4*cse97 + acc_5*cse96 + acc_6*cse94 + cse10*cse103 + cse100*cse12 + cse101*cse8 - cse106 + cse114) + cse85 - h*(-cse10*cse87 - cse12*cse91 - cse8*cse89),  # [3, 4]
        cse139 + cse51*(acc_3*cse122 - acc_5*cse123 + acc_6*cse125 + cse10*cse130 + cse12*cse127 + cse129*cse8 - cse133 + cse136) - h*(-cse10*cse115 - cse117*cse8 - cse12*cse120),  # [3, 5]
        cse158 + cse51*(acc_3*cse143 + acc_5*cse144 - acc_6*cse123 + cse10*cse147 + cse12*cse146 + cse145*cse8 - cse150 + cse156) - h*(-cse10*cse140 - cse12*cse142 - cse141*cse8),  # [3, 6]
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
        cse185,  # [3, 22]
        cse187,  # [3, 23]
        e_bar1_0,  # [3, 24]
        cse51*(-acc_3*cse55 + acc_4*cse88*cse92 + acc_5*cse189 + acc_6*cse188 + cse114 + cse12*cse70 - cse14*cse73 - cse190 - cse65*cse8) + cse85 - h*(-cse12*cse43 + cse14*cse24 + cse50*cse8),  # [4, 3]
        cse191*cse6 + cse51*(-acc_3*cse97 - cse100*cse8 + cse101*cse12 - cse103*cse14 + cse80 + lam_10) + cse84 - h*(-cse12*cse89 + cse14*cse87 + cse8*cse91),  # [4, 4]
        cse195 + cse51*(acc_4*cse122 - acc_5*cse124 + acc_6*cse192 + cse12*cse129 - cse127*cse8 - cse130*cse14 - cse193 + cse194) - h*(cse115*cse14 - cse117*cse12 + cse120*cse8),  # [4, 5]
        cse198 + cse51*(acc_4*cse143 + acc_5*cse196 - acc_6*cse124 + cse12*cse145 - cse133 - cse14*cse147 - cse146*cse8 + cse197) - h*(-cse12*cse141 + cse14*cse140 + cse142*cse8),  # [4, 6]
        cse204,  # [4, 10]
        cse208,  # [4, 11]
        cse210,  # [4, 12]
        cse212,  # [4, 13]
        cse213,  # [4, 14]
        cse214,  # [4, 15]
        cse177,  # [4, 16]
        cse14,  # [4, 18]
        cse213,  # [4, 19]
        cse214,  # [4, 20]
        cse177,  # [4, 21]
        cse216,  # [4, 22]
        cse219,  # [4, 23]
        e_bar1_1,  # [4, 24]
        cse139 + cse51*(-acc_3*cse77 + acc_4*cse189 + cse10*cse65 - cse12*cse73 + cse136 - cse14*cse70 + cse220*cse88 - cse221) - h*(-cse10*cse50 + cse12*cse24 + cse14*cse43),  # [5, 3]
        cse195 + cse51*(acc_3*cse96 - acc_4*cse77 + cse10*cse100 - cse101*cse14 - cse103*cse12 - cse150 + cse194 + cse220*cse33) - h*(-cse10*cse91 + cse12*cse87 + cse14*cse89),  # [5, 4]
        cse223 + cse51*(-acc_6*cse95 + cse10*cse127 - cse12*cse130 - cse129*cse14 + cse222 + cse54 + lam_10) + cse6*cse83 - h*(-cse10*cse120 + cse115*cse12 + cse117*cse14),  # [5, 5]
        cse224 + cse51*(acc_3*cse144 + acc_4*cse196 + acc_5*cse7*cse92 - acc_6*cse93 + cse10*cse146 - cse12*cse147 - cse14*cse145 - cse190 + cse225) - h*(-cse10*cse142 + cse12*cse140 + cse14*cse141),  # [5, 6]
        cse229,  # [5, 10]
        cse232,  # [5, 11]
        cse233,  # [5, 12]
        cse234,  # [5, 13]
        cse235,  # [5, 15]
        cse88,  # [5, 16]
        cse236,  # [5, 18]
        cse235,  # [5, 20]
        cse88,  # [5, 21]
        cse237,  # [5, 22]
        cse238,  # [5, 23]
        e_bar1_2,  # [5, 24]
        cse158 + cse51*(-acc_3*cse78 + acc_4*cse188 - cse10*cse70 - cse14*cse65 + cse156 - cse193 + cse239*cse88 + cse73*cse8) - h*(cse10*cse43 + cse14*cse50 - cse24*cse8),  # [6, 3]
        cse198 + cse51*(acc_3*cse94 - acc_4*cse78 - cse10*cse101 - cse100*cse14 + cse103*cse8 + cse197 - cse221 + cse239*cse33) - h*(cse10*cse89 + cse14*cse91 - cse8*cse87),  # [6, 4]
        cse224 + cse51*(acc_3*cse125 + acc_4*cse192 - acc_5*cse95 + acc_6*cse45*cse92 - cse10*cse129 - cse106 - cse127*cse14 + cse130*cse8 + cse225) - h*(cse10*cse117 - cse115*cse8 + cse120*cse14),  # [6, 5]
        cse223 + cse51*(-acc_5*cse93 - cse10*cse145 - cse14*cse146 + cse147*cse8 + cse222 + cse74) + cse6*cse81 - h*(cse10*cse141 + cse14*cse142 - cse140*cse8),  # [6, 6]
        cse242,  # [6, 10]
        cse245,  # [6, 11]
        cse246,  # [6, 12]
        cse247,  # [6, 13]
        cse248,  # [6, 15]
        cse235,  # [6, 16]
        cse161,  # [6, 17]
        cse249,  # [6, 18]
        cse248,  # [6, 20]
        cse235,  # [6, 21]
        cse250,  # [6, 22]
        cse251,  # [6, 23]
        e_bar1_3,  # [6, 24]
        cse252,  # [7, 7]
        1,  # [7, 19]
        cse252,  # [8, 8]
        1,  # [8, 20]
        cse252,  # [9, 9]
        1,  # [9, 21]
        cse166,  # [10, 3]
        cse204,  # [10, 4]
        cse229,  # [10, 5]
        cse242,  # [10, 6]
        cse253*cse254 + cse330 + cse51*(-acc_11*cse303 + cse181*cse312 + cse272*cse321 + cse318*e_bar2_2 + cse326 + cse327) - h*(-cse271*cse272 - cse292*cse293 - cse302*e_bar2_3),  # [10, 10]
        cse333 + cse51*(acc_10*cse281*cse92 - acc_11*cse332 + acc_12*cse341 + acc_13*cse343 + cse181*cse345 + cse272*cse348 + cse346*e_bar2_2 - cse351 + cse357) - h*(-cse272*cse336 - cse293*cse337 - cse339*e_bar2_3),  # [10, 11]
        cse386 + cse51*(acc_10*cse367 - acc_12*cse368 + acc_13*cse370 + cse181*cse372 + cse272*cse376 + cse375*e_bar2_2 - cse379 + cse383) - h*(-cse181*cse364 - cse272*cse358 - cse293*cse361),  # [10, 12]
        cse400 + cse51*(acc_10*cse390 + acc_12*cse391 - acc_13*cse368 + cse181*cse392 + cse272*cse394 + cse393*e_bar2_2 - cse397 + cse398) - h*(-cse272*cse387 - cse293*cse388 - cse389*e_bar2_3),  # [10, 13]
        cse401,  # [10, 19]
        cse402,  # [10, 20]
        cse294,  # [10, 21]
        cse411,  # [10, 22]
        cse417,  # [10, 23]
        e_bar2_0,  # [10, 25]
        cse171,  # [11, 3]
        cse208,  # [11, 4]
        cse232,  # [11, 5]
        cse245,  # [11, 6]
        cse333 + cse51*(-acc_10*cse303 + acc_11*cse331*cse92 + acc_12*cse418 + acc_13*cse419 - cse182*cse321 - cse293*cse312 + cse318*e_bar2_3 + cse357 - cse420) - h*(-cse181*cse292 + cse182*cse271 + cse302*e_bar2_2),  # [11, 10]
        cse109*cse254 + cse330 + cse51*(-acc_10*cse332 - cse182*cse348 - cse293*cse345 + cse326 + cse346*e_bar2_3) - h*(-cse181*cse337 + cse182*cse336 + cse339*e_bar2_2),  # [11, 11]
        cse424 + cse51*(acc_11*cse367 - acc_12*cse369 + acc_13*cse422 + cse181*cse374 - cse182*cse376 - cse293*cse372 + cse398 - cse423) - h*(-cse181*cse361 + cse182*cse358 + cse421*e_bar2_2),  # [11, 12]
        cse427 + cse51*(acc_11*cse390 + acc_12*cse425 - acc_13*cse369 - cse182*cse394 - cse293*cse392 - cse379 + cse393*e_bar2_3 + cse426) - h*(-cse181*cse388 + cse182*cse387 + cse389*e_bar2_2),  # [11, 13]
        cse428,  # [11, 19]
        cse429,  # [11, 20]
        cse402,  # [11, 21]
        cse430,  # [11, 22]
        cse431,  # [11, 23]
        e_bar2_1,  # [11, 25]
        cse172,  # [12, 3]
        cse210,  # [12, 4]
        cse233,  # [12, 5]
        cse246,  # [12, 6]
        cse386 + cse51*(-acc_10*cse324 + acc_11*cse418 - cse181*cse321 + cse272*cse312 - cse318*e_bar2_0 + cse331*cse432 + cse383 - cse433) - h*(cse181*cse271 + cse182*cse292 - cse302*e_bar2_1),  # [12, 10]
        cse424 + cse51*(acc_10*cse341 - acc_11*cse324 - cse181*cse348 + cse272*cse345 + cse281*cse432 - cse346*e_bar2_0 - cse397 + cse398) - h*(cse181*cse336 + cse182*cse337 - cse339*e_bar2_1),  # [12, 11]
        cse107*cse254 + cse435 + cse51*(-acc_13*cse340 - cse181*cse376 + cse272*cse372 - cse375*e_bar2_0 + cse434) - h*(cse181*cse358 + cse182*cse361 - cse421*e_bar2_1),  # [12, 12]
        cse436 + cse51*(acc_10*cse391 + acc_11*cse425 + acc_12*cse255*cse92 - acc_13*cse342 - cse181*cse394 + cse272*cse392 - cse393*e_bar2_0 - cse420 + cse437) - h*(cse181*cse387 + cse182*cse388 - cse389*e_bar2_1),  # [12, 13]
        cse438,  # [12, 20]
        cse331,  # [12, 21]
        cse439,  # [12, 22]
        cse440,  # [12, 23]
        e_bar2_2,  # [12, 25]
        cse175,  # [13, 3]
        cse212,  # [13, 4]
        cse234,  # [13, 5]
        cse247,  # [13, 6]
        cse400 + cse51*(-acc_10*cse325 + acc_11*cse419 - cse182*cse312 + cse293*cse321 - cse318*e_bar2_1 + cse331*cse441 + cse398 - cse423) - h*(-cse271*cse293 + cse272*cse292 + cse302*e_bar2_0),  # [13, 10]
        cse427 + cse51*(acc_10*cse343 - acc_11*cse325 - cse182*cse345 + cse281*cse441 + cse293*cse348 - cse346*e_bar2_1 + cse426 - cse433) - h*(cse272*cse337 - cse293*cse336 + cse339*e_bar2_0),  # [13, 11]
        cse436 + cse51*(acc_10*cse370 + acc_11*cse422 - acc_12*cse340 + acc_13*cse294*cse92 - cse182*cse372 + cse293*cse376 - cse351 - cse375*e_bar2_1 + cse437) - h*(cse272*cse361 - cse293*cse358 + cse421*e_bar2_0),  # [13, 12]
        cse254*cse329 + cse435 + cse51*(-acc_12*cse342 - cse182*cse392 + cse293*cse394 + cse327 - cse393*e_bar2_1 + cse434) - h*(cse272*cse388 - cse293*cse387 + cse389*e_bar2_0),  # [13, 13]
        cse442,  # [13, 20]
        cse438,  # [13, 21]
        cse443,  # [13, 22]
        cse444,  # [13, 23]
        e_bar2_3,  # [13, 25]
        1,  # [14, 0]
        cse176,  # [14, 3]
        cse213,  # [14, 4]
        1,  # [15, 1]
        cse177,  # [15, 3]
        cse214,  # [15, 4]
        cse235,  # [15, 5]
        cse248,  # [15, 6]
        1,  # [16, 2]
        cse45,  # [16, 3]
        cse177,  # [16, 4]
        cse88,  # [16, 5]
        cse235,  # [16, 6]
        cse178,  # [17, 3]
        cse161,  # [17, 6]
        cse10,  # [18, 3]
        cse14,  # [18, 4]
        cse236,  # [18, 5]
        cse249,  # [18, 6]
        -1,  # [19, 0]
        cse176,  # [19, 3]
        cse213,  # [19, 4]
        1,  # [19, 7]
        cse401,  # [19, 10]
        cse428,  # [19, 11]
        -1,  # [20, 1]
        cse177,  # [20, 3]
        cse214,  # [20, 4]
        cse235,  # [20, 5]
        cse248,  # [20, 6]
        1,  # [20, 8]
        cse402,  # [20, 10]
        cse429,  # [20, 11]
        cse438,  # [20, 12]
        cse442,  # [20, 13]
        -1,  # [21, 2]
        cse45,  # [21, 3]
        cse177,  # [21, 4]
        cse88,  # [21, 5]
        cse235,  # [21, 6]
        1,  # [21, 9]
        cse294,  # [21, 10]
        cse402,  # [21, 11]
        cse331,  # [21, 12]
        cse438,  # [21, 13]
        cse185,  # [22, 3]
        cse216,  # [22, 4]
        cse237,  # [22, 5]
        cse250,  # [22, 6]
        cse411,  # [22, 10]
        cse430,  # [22, 11]
        cse439,  # [22, 12]
        cse443,  # [22, 13]
        cse187,  # [23, 3]
        cse219,  # [23, 4]
        cse238,  # [23, 5]
        cse251,  # [23, 6]
        cse417,  # [23, 10]
        cse431,  # [23, 11]
        cse440,  # [23, 12]
        cse444,  # [23, 13]
        e_bar1_0,  # [24, 3]
        e_bar1_1,  # [24, 4]
        e_bar1_2,  # [24, 5]
        e_bar1_3,  # [24, 6]
        e_bar2_0,  # [25, 10]
        e_bar2_1,  # [25, 11]
        e_bar2_2,  # [25, 12]
        e_bar2_3,  # [25, 13]
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
    # 564 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        L1, _, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*e_bar1_1
    cse1 = cse0*e_bar1_2
    cse2 = 2*e_bar1_0
    cse3 = cse2*e_bar1_3
    cse4 = -cse3
    cse5 = cse1 + cse4
    cse6 = 2*cse5
    cse7 = 2*e_bar1_3
    cse8 = cse7*e_bar1_1
    cse9 = cse2*e_bar1_2
    cse10 = cse8 + cse9
    cse11 = 2*cse10
    cse12 = 2*e_bar1_1**2
    cse13 = 2*e_bar1_0**2
    cse14 = cse13 - 1
    cse15 = cse12 + cse14
    cse16 = 2*cse15
    cse17 = -cse11*e_bar1_3 - cse16*e_bar1_1 - cse6*e_bar1_2
    cse18 = cse7*e_bar1_2
    cse19 = cse2*e_bar1_1
    cse20 = cse18 - cse19
    cse21 = cse1 + cse3
    cse22 = 2*cse21
    cse23 = cse14 + 2*e_bar1_2**2
    cse24 = 2*e_bar1_2
    cse25 = -cse20*cse7 - cse22*e_bar1_1 - cse23*cse24
    cse26 = cse11*e_bar1_2 + cse15*cse2 - cse5*cse7
    cse27 = 2*cse20
    cse28 = cse2*cse21 - cse23*cse7 + cse27*e_bar1_2
    cse29 = -cse11*e_bar1_1 + cse15*cse7 + cse2*cse5
    cse30 = cse2*cse23 + cse22*e_bar1_3 - cse27*e_bar1_1
    cse31 = cse10*cse2 - cse16*e_bar1_2 + cse6*e_bar1_1
    cse32 = cse0*cse23 + cse2*cse20 - cse22*e_bar1_2
    cse33 = cse8 - cse9
    cse34 = 2*cse33
    cse35 = cse34*e_bar1_1
    cse36 = cse18 + cse19
    cse37 = 2*cse36
    cse38 = cse37*e_bar1_2
    cse39 = cse14 + 2*e_bar1_3**2
    cse40 = cse39*cse7
    cse41 = -cse35 - cse38 - cse40
    cse42 = cse2*cse33
    cse43 = cse36*cse7
    cse44 = cse24*cse39
    cse45 = cse42 - cse43 + cse44
    cse46 = cse33*cse7
    cse47 = cse2*cse36
    cse48 = cse0*cse39
    cse49 = cse46 + cse47 - cse48
    cse50 = cse34*e_bar1_2
    cse51 = cse37*e_bar1_1
    cse52 = cse2*cse39
    cse53 = -cse50 + cse51 + cse52
    cse54 = (1/2)*L1
    cse55 = cse33*cse54
    cse56 = cse21*cse54
    cse57 = cse25*cse55 - cse41*cse56
    cse58 = cse15*cse54
    cse59 = cse17*cse56 - cse25*cse58
    cse60 = -cse17*cse55 + cse41*cse58
    cse61 = cse28*cse55 - cse45*cse56
    cse62 = cse26*cse56 - cse28*cse58
    cse63 = -cse26*cse55 + cse45*cse58
    cse64 = cse30*cse55 - cse49*cse56
    cse65 = cse29*cse56 - cse30*cse58
    cse66 = -cse29*cse55 + cse49*cse58
    cse67 = cse32*cse55 - cse53*cse56
    cse68 = cse31*cse56 - cse32*cse58
    cse69 = -cse31*cse55 + cse53*cse58
    cse70 = cse56 + r_bar1_y - r_bar2_y
    cse71 = 2*e_bar2_1
    cse72 = cse71*e_bar2_3
    cse73 = 2*e_bar2_0
    cse74 = cse73*e_bar2_2
    cse75 = 2*cse72 - 2*cse74
    cse76 = cse75*e_bar2_1
    cse77 = 2*e_bar2_2
    cse78 = cse77*e_bar2_3
    cse79 = cse73*e_bar2_1
    cse80 = cse78 + cse79
    cse81 = cse77*cse80
    cse82 = 2*e_bar2_0**2 - 1
    cse83 = cse82 + 2*e_bar2_3**2
    cse84 = 2*e_bar2_3
    cse85 = cse83*cse84
    cse86 = -cse76 - cse81 - cse85
    cse87 = cse55 + r_bar1_z - r_bar2_z
    cse88 = cse78 - cse79
    cse89 = cse84*cse88
    cse90 = cse71*e_bar2_2
    cse91 = cse73*e_bar2_3
    cse92 = 2*cse90 + 2*cse91
    cse93 = cse92*e_bar2_1
    cse94 = cse82 + 2*e_bar2_2**2
    cse95 = cse77*cse94
    cse96 = -cse89 - cse93 - cse95
    cse97 = cse70*cse86 - cse87*cse96
    cse98 = cse58 + r_bar1_x - r_bar2_x
    cse99 = 2*cse90 - 2*cse91
    cse100 = cse99*e_bar2_2
    cse101 = 2*cse72 + 2*cse74
    cse102 = cse101*e_bar2_3
    cse103 = 2*cse82 + 4*e_bar2_1**2
    cse104 = cse103*e_bar2_1
    cse105 = -cse100 - cse102 - cse104
    cse106 = -cse105*cse70 + cse96*cse98
    cse107 = cse105*cse87 - cse86*cse98
    cse108 = cse75*e_bar2_0
    cse109 = cse80*cse84
    cse110 = cse77*cse83
    cse111 = cse108 - cse109 + cse110
    cse112 = cse77*cse88
    cse113 = cse92*e_bar2_0
    cse114 = cse84*cse94
    cse115 = cse112 + cse113 - cse114
    cse116 = cse111*cse70 - cse115*cse87
    cse117 = cse99*e_bar2_3
    cse118 = cse101*e_bar2_2
    cse119 = cse103*e_bar2_0
    cse120 = -cse117 + cse118 + cse119
    cse121 = cse115*cse98 - cse120*cse70
    cse122 = -cse111*cse98 + cse120*cse87
    cse123 = cse75*e_bar2_3
    cse124 = cse73*cse80
    cse125 = cse71*cse83
    cse126 = cse123 + cse124 - cse125
    cse127 = cse71*cse88
    cse128 = cse92*e_bar2_3
    cse129 = cse73*cse94
    cse130 = -cse127 + cse128 + cse129
    cse131 = cse126*cse70 - cse130*cse87
    cse132 = cse99*e_bar2_0
    cse133 = cse101*e_bar2_1
    cse134 = cse103*e_bar2_3
    cse135 = cse132 - cse133 + cse134
    cse136 = cse130*cse98 - cse135*cse70
    cse137 = -cse126*cse98 + cse135*cse87
    cse138 = cse75*e_bar2_2
    cse139 = cse71*cse80
    cse140 = cse73*cse83
    cse141 = -cse138 + cse139 + cse140
    cse142 = cse73*cse88
    cse143 = cse92*e_bar2_2
    cse144 = cse71*cse94
    cse145 = cse142 - cse143 + cse144
    cse146 = cse141*cse70 - cse145*cse87
    cse147 = cse99*e_bar2_1
    cse148 = cse101*e_bar2_0
    cse149 = cse103*e_bar2_2
    cse150 = cse147 + cse148 - cse149
    cse151 = cse145*cse98 - cse150*cse70
    cse152 = -cse141*cse98 + cse150*cse87
    cse153 = -cse12 - cse13 + 1
    cse154 = -cse1 + cse4
    cse155 = -cse8 + cse9
    cse156 = cse100 + cse102 + cse104
    cse157 = cse76 + cse81 + cse85
    cse158 = cse89 + cse93 + cse95
    cse159 = cse117 - cse118 - cse119
    cse160 = -cse108 + cse109 - cse110
    cse161 = -cse112 - cse113 + cse114
    cse162 = -cse132 + cse133 - cse134
    cse163 = -cse123 - cse124 + cse125
    cse164 = cse127 - cse128 - cse129
    cse165 = -cse147 - cse148 + cse149
    cse166 = cse138 - cse139 - cse140
    cse167 = -cse142 + cse143 - cse144
    out = np.zeros((10, 14))
    out[_B_INDEX] = (
        -1,  # [0, 2]
        cse17*r_bar1_y - cse25*r_bar1_x,  # [0, 3]
        cse26*r_bar1_y - cse28*r_bar1_x,  # [0, 4]
        cse29*r_bar1_y - cse30*r_bar1_x,  # [0, 5]
        cse31*r_bar1_y - cse32*r_bar1_x,  # [0, 6]
        1,  # [1, 1]
        cse17*r_bar1_z - cse41*r_bar1_x,  # [1, 3]
        cse26*r_bar1_z - cse45*r_bar1_x,  # [1, 4]
        cse29*r_bar1_z - cse49*r_bar1_x,  # [1, 5]
        cse31*r_bar1_z - cse53*r_bar1_x,  # [1, 6]
        -1,  # [2, 0]
        cse25*r_bar1_z - cse41*r_bar1_y,  # [2, 3]
        cse28*r_bar1_z - cse45*r_bar1_y,  # [2, 4]
        cse30*r_bar1_z - cse49*r_bar1_y,  # [2, 5]
        cse32*r_bar1_z - cse53*r_bar1_y,  # [2, 6]
        cse35 + cse38 + cse40,  # [3, 3]
        -cse42 + cse43 - cse44,  # [3, 4]
        -cse46 - cse47 + cse48,  # [3, 5]
        cse50 - cse51 - cse52,  # [3, 6]
        cse25,  # [4, 3]
        cse28,  # [4, 4]
        cse30,  # [4, 5]
        cse32,  # [4, 6]
        cse5,  # [5, 0]
        cse23,  # [5, 1]
        cse36,  # [5, 2]
        cse23*cse60 + cse36*cse59 + cse5*cse57,  # [5, 3]
        cse23*cse63 + cse36*cse62 + cse5*cse61,  # [5, 4]
        cse23*cse66 + cse36*cse65 + cse5*cse64,  # [5, 5]
        cse23*cse69 + cse36*cse68 + cse5*cse67,  # [5, 6]
        -cse5,  # [5, 7]
        -cse23,  # [5, 8]
        -cse36,  # [5, 9]
        cse106*cse36 + cse107*cse23 + cse5*cse97,  # [5, 10]
        cse116*cse5 + cse121*cse36 + cse122*cse23,  # [5, 11]
        cse131*cse5 + cse136*cse36 + cse137*cse23,  # [5, 12]
        cse146*cse5 + cse151*cse36 + cse152*cse23,  # [5, 13]
        cse153,  # [6, 0]
        cse154,  # [6, 1]
        cse155,  # [6, 2]
        cse153*cse57 + cse154*cse60 + cse155*cse59,  # [6, 3]
        cse153*cse61 + cse154*cse63 + cse155*cse62,  # [6, 4]
        cse153*cse64 + cse154*cse66 + cse155*cse65,  # [6, 5]
        cse153*cse67 + cse154*cse69 + cse155*cse68,  # [6, 6]
        -cse153,  # [6, 7]
        -cse154,  # [6, 8]
        -cse155,  # [6, 9]
        cse106*cse155 + cse107*cse154 + cse153*cse97,  # [6, 10]
        cse116*cse153 + cse121*cse155 + cse122*cse154,  # [6, 11]
        cse131*cse153 + cse136*cse155 + cse137*cse154,  # [6, 12]
        cse146*cse153 + cse151*cse155 + cse152*cse154,  # [6, 13]
        cse10,  # [7, 0]
        cse20,  # [7, 1]
        cse39,  # [7, 2]
        cse10*cse57 + cse20*cse60 + cse39*cse59,  # [7, 3]
        cse10*cse61 + cse20*cse63 + cse39*cse62,  # [7, 4]
        cse10*cse64 + cse20*cse66 + cse39*cse65,  # [7, 5]
        cse10*cse67 + cse20*cse69 + cse39*cse68,  # [7, 6]
        -cse10,  # [7, 7]
        -cse20,  # [7, 8]
        -cse39,  # [7, 9]
        cse10*cse97 + cse106*cse39 + cse107*cse20,  # [7, 10]
        cse10*cse116 + cse121*cse39 + cse122*cse20,  # [7, 11]
        cse10*cse131 + cse136*cse39 + cse137*cse20,  # [7, 12]
        cse10*cse146 + cse151*cse39 + cse152*cse20,  # [7, 13]
        cse17*cse5 + cse23*cse25 + cse36*cse41,  # [8, 3]
        cse23*cse28 + cse26*cse5 + cse36*cse45,  # [8, 4]
        cse23*cse30 + cse29*cse5 + cse36*cse49,  # [8, 5]
        cse23*cse32 + cse31*cse5 + cse36*cse53,  # [8, 6]
        cse156*cse5 + cse157*cse36 + cse158*cse23,  # [8, 10]
        cse159*cse5 + cse160*cse36 + cse161*cse23,  # [8, 11]
        cse162*cse5 + cse163*cse36 + cse164*cse23,  # [8, 12]
        cse165*cse5 + cse166*cse36 + cse167*cse23,  # [8, 13]
        cse153*cse17 + cse154*cse25 + cse155*cse41,  # [9, 3]
        cse153*cse26 + cse154*cse28 + cse155*cse45,  # [9, 4]
        cse153*cse29 + cse154*cse30 + cse155*cse49,  # [9, 5]
        cse153*cse31 + cse154*cse32 + cse155*cse53,  # [9, 6]
        cse153*cse156 + cse154*cse158 + cse155*cse157,  # [9, 10]
        cse153*cse159 + cse154*cse161 + cse155*cse160,  # [9, 11]
        cse153*cse162 + cse154*cse164 + cse155*cse163,  # [9, 12]
        cse153*cse165 + cse154*cse167 + cse155*cse166,  # [9, 13]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
    columns, written by rows), global frame.

    Args:
        q: position coordinates (14).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 12), 15 nonzero.
    """
    # 40 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, _, _,
        _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        L1, _, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*e_bar1_1**2
    cse1 = 2*e_bar1_0**2
    cse2 = cse1 - 1
    cse3 = (1/2)*L1
    cse4 = 2*e_bar1_2
    cse5 = cse4*e_bar1_1
    cse6 = 2*e_bar1_0
    cse7 = cse6*e_bar1_3
    cse8 = 2*e_bar1_1*e_bar1_3
    cse9 = cse6*e_bar1_2
    cse10 = -cse7
    cse11 = cse4*e_bar1_3
    cse12 = cse6*e_bar1_1
    out = np.zeros((2, 12))
    out[_reaction_frames_INDEX] = (
        1,  # [0, 5]
        -1,  # [0, 7]
        1,  # [0, 9]
        cse3*(cse0 + cse2) + r_bar1_x,  # [1, 0]
        cse3*(cse5 + cse7) + r_bar1_y,  # [1, 1]
        cse3*(cse8 - cse9) + r_bar1_z,  # [1, 2]
        cse10 + cse5,  # [1, 3]
        -cse0 - cse1 + 1,  # [1, 4]
        cse8 + cse9,  # [1, 5]
        cse2 + 2*e_bar1_2**2,  # [1, 6]
        cse10 - cse5,  # [1, 7]
        cse11 - cse12,  # [1, 8]
        cse11 + cse12,  # [1, 9]
        -cse8 + cse9,  # [1, 10]
        cse2 + 2*e_bar1_3**2,  # [1, 11]
    )
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
    # 106 operations after common subexpression elimination
    (
        _, _, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, rd_bar2_x,
        rd_bar2_y, rd_bar2_z, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = 2*ed_bar2_3
    cse1 = 2*ed_bar2_2
    cse2 = 2*ed_bar2_1
    cse3 = 2*ed_bar2_0
    cse4 = w**2
    cse5 = L2*rho
    cse6 = (1/24)*cse4
    cse7 = cse5*cse6*(L2**2 + cse4)
    cse8 = 2*ed_bar1_1
    cse9 = 2*ed_bar1_3
    cse10 = 2*ed_bar1_0
    cse11 = 2*ed_bar1_2
    cse12 = L1*rho
    cse13 = cse12*cse6*(L1**2 + cse4)
    cse14 = (1/12)*w**4
    cse15 = (1/2)*cse4
    cse16 = 9.81*cse4
    return np.array([
        cse12*cse14*(-cse10*e_bar1_1 + cse11*e_bar1_3 + cse8*e_bar1_0 - cse9*e_bar1_2)**2 + cse12*cse15*(rd_bar1_x**2 + rd_bar1_y**2 + rd_bar1_z**2) + cse13*(-cse10*e_bar1_2 + cse11*e_bar1_0 - cse8*e_bar1_3 + cse9*e_bar1_1)**2 + cse13*(-cse10*e_bar1_3 - cse11*e_bar1_1 + cse8*e_bar1_2 + cse9*e_bar1_0)**2 + cse14*cse5*(-cse0*e_bar2_2 + cse1*e_bar2_3 + cse2*e_bar2_0 - cse3*e_bar2_1)**2 + cse15*cse5*(rd_bar2_x**2 + rd_bar2_y**2 + rd_bar2_z**2) + cse7*(cse0*e_bar2_0 - cse1*e_bar2_1 + cse2*e_bar2_2 - cse3*e_bar2_3)**2 + cse7*(cse0*e_bar2_1 + cse1*e_bar2_0 - cse2*e_bar2_3 - cse3*e_bar2_2)**2,  # [0]
        cse12*cse16*r_bar1_z + cse16*cse5*r_bar2_z,  # [1]
    ])



def momentum(q, v, p):
    """Linear momentum and angular momentum about the global origin, global frame.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).
        p: parameters (4).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 192 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, rd_bar2_x,
        rd_bar2_y, rd_bar2_z, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    (
        L1, L2, w, rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = w**2
    cse1 = cse0*rho
    cse2 = L2*cse1
    cse3 = cse2*rd_bar2_x
    cse4 = L1*cse1
    cse5 = cse4*rd_bar1_x
    cse6 = cse2*rd_bar2_y
    cse7 = cse4*rd_bar1_y
    cse8 = cse2*rd_bar2_z
    cse9 = cse4*rd_bar1_z
    cse10 = 2*e_bar2_1*e_bar2_2
    cse11 = 2*e_bar2_0
    cse12 = cse11*e_bar2_3
    cse13 = 2*ed_bar2_3
    cse14 = 2*ed_bar2_2
    cse15 = 2*ed_bar2_1
    cse16 = 2*ed_bar2_0
    cse17 = (1/12)*cse2*(L2**2 + cse0)
    cse18 = cse17*(cse13*e_bar2_1 + cse14*e_bar2_0 - cse15*e_bar2_3 - cse16*e_bar2_2)
    cse19 = 2*e_bar1_1
    cse20 = cse19*e_bar1_3
    cse21 = 2*e_bar1_2
    cse22 = cse21*e_bar1_0
    cse23 = 2*ed_bar1_1
    cse24 = 2*ed_bar1_3
    cse25 = 2*e_bar1_3
    cse26 = (1/12)*cse4*(L1**2 + cse0)
    cse27 = cse26*(-cse19*ed_bar1_2 + cse23*e_bar1_2 + cse24*e_bar1_0 - cse25*ed_bar1_0)
    cse28 = 2*e_bar1_0**2 - 1
    cse29 = 2*ed_bar1_2
    cse30 = (1/6)*rho*w**4
    cse31 = L1*cse30*(-cse19*ed_bar1_0 + cse23*e_bar1_0 - cse24*e_bar1_2 + cse29*e_bar1_3)
    cse32 = 2*e_bar2_3
    cse33 = cse32*e_bar2_1
    cse34 = cse11*e_bar2_2
    cse35 = cse17*(cse13*e_bar2_0 - cse14*e_bar2_1 + cse15*e_bar2_2 - cse16*e_bar2_3)
    cse36 = 2*e_bar2_0**2 - 1
    cse37 = L2*cse30*(-cse13*e_bar2_2 + cse14*e_bar2_3 + cse15*e_bar2_0 - cse16*e_bar2_1)
    cse38 = cse19*e_bar1_2
    cse39 = cse25*e_bar1_0
    cse40 = cse26*(cse19*ed_bar1_3 - cse21*ed_bar1_0 - cse23*e_bar1_3 + cse29*e_bar1_0)
    cse41 = cse32*e_bar2_2
    cse42 = cse11*e_bar2_1
    cse43 = cse21*e_bar1_3
    cse44 = cse19*e_bar1_0
    return np.array([
        cse3 + cse5,  # [0]
        cse6 + cse7,  # [1]
        cse8 + cse9,  # [2]
        cse18*(cse10 - cse12) + cse27*(cse20 + cse22) + cse31*(cse28 + 2*e_bar1_1**2) + cse35*(cse33 + cse34) + cse37*(cse36 + 2*e_bar2_1**2) + cse40*(cse38 - cse39) - cse6*r_bar2_z - cse7*r_bar1_z + cse8*r_bar2_y + cse9*r_bar1_y,  # [3]
        cse18*(cse36 + 2*e_bar2_2**2) + cse27*(cse43 - cse44) + cse3*r_bar2_z + cse31*(cse38 + cse39) + cse35*(cse41 - cse42) + cse37*(cse10 + cse12) + cse40*(cse28 + 2*e_bar1_2**2) + cse5*r_bar1_z - cse8*r_bar2_x - cse9*r_bar1_x,  # [4]
        cse18*(cse41 + cse42) + cse27*(cse28 + 2*e_bar1_3**2) - cse3*r_bar2_y + cse31*(cse20 - cse22) + cse35*(cse36 + 2*e_bar2_3**2) + cse37*(cse33 - cse34) + cse40*(cse43 + cse44) - cse5*r_bar1_y + cse6*r_bar2_x + cse7*r_bar1_x,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (14).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 54 operations after common subexpression elimination
    (
        r_bar1_x, r_bar1_y, r_bar1_z, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, r_bar2_x,
        r_bar2_y, r_bar2_z, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    cse0 = 2*e_bar1_0**2 - 1
    cse1 = 2*e_bar1_1
    cse2 = cse1*e_bar1_2
    cse3 = 2*e_bar1_0*e_bar1_3
    cse4 = cse1*e_bar1_3
    cse5 = 2*e_bar1_2
    cse6 = cse5*e_bar1_0
    cse7 = cse5*e_bar1_3
    cse8 = cse1*e_bar1_0
    cse9 = 2*e_bar2_0**2 - 1
    cse10 = 2*e_bar2_1
    cse11 = cse10*e_bar2_2
    cse12 = 2*e_bar2_3
    cse13 = cse12*e_bar2_0
    cse14 = cse10*e_bar2_3
    cse15 = 2*e_bar2_0*e_bar2_2
    cse16 = cse12*e_bar2_2
    cse17 = cse10*e_bar2_0
    return np.array([
        r_bar1_x,  # [0, 0]
        r_bar1_y,  # [0, 1]
        r_bar1_z,  # [0, 2]
        cse0 + 2*e_bar1_1**2,  # [0, 3]
        cse2 - cse3,  # [0, 4]
        cse4 + cse6,  # [0, 5]
        cse2 + cse3,  # [0, 6]
        cse0 + 2*e_bar1_2**2,  # [0, 7]
        cse7 - cse8,  # [0, 8]
        cse4 - cse6,  # [0, 9]
        cse7 + cse8,  # [0, 10]
        cse0 + 2*e_bar1_3**2,  # [0, 11]
        r_bar2_x,  # [1, 0]
        r_bar2_y,  # [1, 1]
        r_bar2_z,  # [1, 2]
        cse9 + 2*e_bar2_1**2,  # [1, 3]
        cse11 - cse13,  # [1, 4]
        cse14 + cse15,  # [1, 5]
        cse11 + cse13,  # [1, 6]
        cse9 + 2*e_bar2_2**2,  # [1, 7]
        cse16 - cse17,  # [1, 8]
        cse14 - cse15,  # [1, 9]
        cse16 + cse17,  # [1, 10]
        cse9 + 2*e_bar2_3**2,  # [1, 11]
    ]).reshape(2, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (14).
        v: velocity coordinates (14).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 131 operations after common subexpression elimination
    (
        _, _, _, e_bar1_0,
        e_bar1_1, e_bar1_2, e_bar1_3, _,
        _, _, e_bar2_0, e_bar2_1,
        e_bar2_2, e_bar2_3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (14,) else _floats(q, 14, "q")

    (
        rd_bar1_x, rd_bar1_y, rd_bar1_z, ed_bar1_0,
        ed_bar1_1, ed_bar1_2, ed_bar1_3, rd_bar2_x,
        rd_bar2_y, rd_bar2_z, ed_bar2_0, ed_bar2_1,
        ed_bar2_2, ed_bar2_3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (14,) else _floats(v, 14, "v")

    cse0 = 2*e_bar1_3
    cse1 = 2*e_bar1_0
    cse2 = 2*e_bar1_2
    cse3 = 2*e_bar1_1
    cse4 = cse0*ed_bar1_2 + cse1*ed_bar1_1 - cse2*ed_bar1_3 - cse3*ed_bar1_0
    cse5 = 2*e_bar1_0**2 - 1
    cse6 = cse0*e_bar1_1
    cse7 = cse2*e_bar1_0
    cse8 = -cse0*ed_bar1_0 + cse1*ed_bar1_3 + cse2*ed_bar1_1 - cse3*ed_bar1_2
    cse9 = cse2*e_bar1_1
    cse10 = cse0*e_bar1_0
    cse11 = -cse0*ed_bar1_1 + cse1*ed_bar1_2 - cse2*ed_bar1_0 + cse3*ed_bar1_3
    cse12 = cse2*e_bar1_3
    cse13 = cse3*e_bar1_0
    cse14 = 2*e_bar2_0**2 - 1
    cse15 = 2*ed_bar2_2
    cse16 = 2*ed_bar2_1
    cse17 = 2*ed_bar2_3
    cse18 = 2*ed_bar2_0
    cse19 = cse15*e_bar2_3 + cse16*e_bar2_0 - cse17*e_bar2_2 - cse18*e_bar2_1
    cse20 = 2*e_bar2_3
    cse21 = cse20*e_bar2_1
    cse22 = 2*e_bar2_0
    cse23 = cse22*e_bar2_2
    cse24 = -cse15*e_bar2_1 + cse16*e_bar2_2 + cse17*e_bar2_0 - cse18*e_bar2_3
    cse25 = 2*e_bar2_1*e_bar2_2
    cse26 = cse20*e_bar2_0
    cse27 = cse15*e_bar2_0 - cse16*e_bar2_3 + cse17*e_bar2_1 - cse18*e_bar2_2
    cse28 = cse20*e_bar2_2
    cse29 = cse22*e_bar2_1
    return np.array([
        rd_bar1_x,  # [0, 0]
        rd_bar1_y,  # [0, 1]
        rd_bar1_z,  # [0, 2]
        cse11*(-cse10 + cse9) + cse4*(cse5 + 2*e_bar1_1**2) + cse8*(cse6 + cse7),  # [0, 3]
        cse11*(cse5 + 2*e_bar1_2**2) + cse4*(cse10 + cse9) + cse8*(cse12 - cse13),  # [0, 4]
        cse11*(cse12 + cse13) + cse4*(cse6 - cse7) + cse8*(cse5 + 2*e_bar1_3**2),  # [0, 5]
        rd_bar2_x,  # [1, 0]
        rd_bar2_y,  # [1, 1]
        rd_bar2_z,  # [1, 2]
        cse19*(cse14 + 2*e_bar2_1**2) + cse24*(cse21 + cse23) + cse27*(cse25 - cse26),  # [1, 3]
        cse19*(cse25 + cse26) + cse24*(cse28 - cse29) + cse27*(cse14 + 2*e_bar2_2**2),  # [1, 4]
        cse19*(cse21 - cse23) + cse24*(cse14 + 2*e_bar2_3**2) + cse27*(cse28 + cse29),  # [1, 5]
    ]).reshape(2, 6)



def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Args:
        p: parameters (4).

    Returns:
        ndarray of shape (2, 12), 9 nonzero.
    """
    # 4 operations after common subexpression elimination
    (
        L1, L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    out = np.zeros((2, 12))
    out[_initial_frames_INDEX] = (
        (1/2)*L1,  # [0, 1]
        1,  # [0, 5]
        1,  # [0, 6]
        1,  # [0, 10]
        L1,  # [1, 1]
        -1/2*L2,  # [1, 2]
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
    rp); see symbolic.formulations.chart_offset.

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

