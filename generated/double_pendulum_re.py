# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: double_pendulum
# formulation: re
# scheme: any
# input hash: 10d5e9ad8ba473be
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'double_pendulum' in the re formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (12): r_bar1_x, r_bar1_y, r_bar1_z, phi_bar1, theta_bar1, psi_bar1, r_bar2_x,
        r_bar2_y, r_bar2_z, phi_bar2, theta_bar2, psi_bar2
    v (12): rd_bar1_x, rd_bar1_y, rd_bar1_z, phid_bar1, thetad_bar1, psid_bar1, rd_bar2_x,
        rd_bar2_y, rd_bar2_z, phid_bar2, thetad_bar2, psid_bar2
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
FORMULATION = 're'
INPUT_HASH = '10d5e9ad8ba473be'
N_Q = 12
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
 'formulation': 're',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': '10d5e9ad8ba473be',
 'bodies': ['bar1', 'bar2'],
 'springs': [],
 'q_layout': {'bar1': [0, 6], 'bar2': [6, 12]},
 'v_layout': {'bar1': [0, 6], 'bar2': [6, 12]},
 'q_names': ['r_bar1_x',
             'r_bar1_y',
             'r_bar1_z',
             'phi_bar1',
             'theta_bar1',
             'psi_bar1',
             'r_bar2_x',
             'r_bar2_y',
             'r_bar2_z',
             'phi_bar2',
             'theta_bar2',
             'psi_bar2'],
 'v_names': ['rd_bar1_x',
             'rd_bar1_y',
             'rd_bar1_z',
             'phid_bar1',
             'thetad_bar1',
             'psid_bar1',
             'rd_bar2_x',
             'rd_bar2_y',
             'rd_bar2_z',
             'phid_bar2',
             'thetad_bar2',
             'psid_bar2'],
 'n_q': 12,
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
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
)
_Phi_q_INDEX = (
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
     3,
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
     8,
     8,
     8,
     8,
     8,
     9,
     9,
     9,
     9,
     9]),
    np.array([0,
     3,
     4,
     5,
     1,
     3,
     4,
     5,
     2,
     4,
     5,
     4,
     3,
     4,
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
     3,
     4,
     5,
     9,
     10]),
)
_M_INDEX = (
    np.array([0, 1, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 8, 9, 9, 9, 10, 10, 11, 11]),
    np.array([0, 1, 2, 3, 4, 5, 3, 4, 3, 5, 6, 7, 8, 9, 10, 11, 9, 10, 9, 11]),
)
_Q_INDEX = np.array([2, 3, 4, 5, 8, 9, 10, 11])
_Q_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 5, 9, 9, 10, 10, 11, 11]),
    np.array([4, 5, 4, 5, 4, 5, 10, 11, 10, 11, 10, 11]),
)
_Q_v_INDEX = (
    np.array([3, 3, 3, 4, 4, 4, 5, 5, 9, 9, 9, 10, 10, 10, 11, 11]),
    np.array([3, 4, 5, 3, 4, 5, 3, 4, 9, 10, 11, 9, 10, 11, 9, 10]),
)
_Ma_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 9, 9, 10, 10, 11]),
    np.array([4, 5, 4, 5, 4, 10, 11, 10, 11, 10]),
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
     10,
     11,
     11,
     11]),
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
     9,
     10,
     11,
     9,
     10,
     11]),
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
     15,
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
     20,
     20,
     20,
     20,
     20,
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
     12,
     13,
     16,
     17,
     18,
     20,
     21,
     3,
     4,
     5,
     9,
     10,
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
     3,
     4,
     5,
     9,
     10,
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
     17,
     18,
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
     4,
     5,
     4,
     3,
     4,
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
     3,
     4,
     5,
     9,
     10]),
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
     15,
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
     20,
     20,
     20,
     20,
     20,
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
     12,
     13,
     16,
     17,
     18,
     20,
     21,
     3,
     4,
     5,
     9,
     10,
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
     3,
     4,
     5,
     9,
     10,
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
     17,
     18,
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
     4,
     5,
     4,
     3,
     4,
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
     3,
     4,
     5,
     9,
     10]),
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
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 1, 1, 1, 1, 1]),
    np.array([1, 5, 6, 10, 1, 2, 5, 7, 9]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 1, 1, 1]),
    np.array([0, 4, 8, 1, 3, 8]),
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
        q: position coordinates (12).
        dv: increment in velocity coordinates (e.g. h v) (12).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 12 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (12,) else _floats(dv, 12, "dv")

    return np.array([
        dv_0 + q_r_bar1_x,  # [0]
        dv_1 + q_r_bar1_y,  # [1]
        dv_2 + q_r_bar1_z,  # [2]
        dv_3 + q_phi_bar1,  # [3]
        dv_4 + q_theta_bar1,  # [4]
        dv_5 + q_psi_bar1,  # [5]
        dv_6 + q_r_bar2_x,  # [6]
        dv_7 + q_r_bar2_y,  # [7]
        dv_8 + q_r_bar2_z,  # [8]
        dv_9 + q_phi_bar2,  # [9]
        dv_10 + q_theta_bar2,  # [10]
        dv_11 + q_psi_bar2,  # [11]
    ])



def tangent(dv):
    """Tangent of the update: d(q (+) (dv + e))/de = K T(dv) e. For rA, per body I and the
    right-trivialized dexp of -dtheta, truncated to I - dtheta~/2 + dtheta~^2/6 (the
    truncation only slows Newton convergence by O(|dtheta|^3), never changes the solution;
    seed 001 eq. 37 keeps just I); identity for rp, re and relative.

    Args:
        dv: increment in velocity coordinates (e.g. h v) (12).

    Returns:
        ndarray of shape (12, 12), 12 nonzero.
    """
    # 0 operations after common subexpression elimination
    out = np.zeros((12, 12))
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
    )
    return out



def qdot(q, v):
    """The coordinates' rates q' = T(q) v of the velocity coordinates v: v itself for rp and
    re, A omega~ for rA (seed 001 eq. 30b), and in relative coordinates G(p)^T w / 2 for the
    Euler parameters of a ball joint or free body, A u for a free body's centre of mass
    (seed 001 eq. 39c), the rates elsewhere.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).

    Returns:
        ndarray of shape (12,), 12 nonzero.
    """
    # 0 operations after common subexpression elimination
    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    return np.array([
        v_rd_bar1_x,  # [0]
        v_rd_bar1_y,  # [1]
        v_rd_bar1_z,  # [2]
        v_phid_bar1,  # [3]
        v_thetad_bar1,  # [4]
        v_psid_bar1,  # [5]
        v_rd_bar2_x,  # [6]
        v_rd_bar2_y,  # [7]
        v_rd_bar2_z,  # [8]
        v_phid_bar2,  # [9]
        v_thetad_bar2,  # [10]
        v_psid_bar2,  # [11]
    ])



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 71 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(q_theta_bar1)
    cse1 = math.sin(q_psi_bar1)
    cse2 = math.sin(q_phi_bar1)
    cse3 = cse1*cse2
    cse4 = math.cos(q_psi_bar1)
    cse5 = math.cos(q_phi_bar1)
    cse6 = cse4*cse5
    cse7 = -cse0*cse3 + cse6
    cse8 = (1/2)*p_L1
    cse9 = -cse7*cse8
    cse10 = cse1*cse5
    cse11 = cse2*cse4
    cse12 = cse0*cse10 + cse11
    cse13 = -cse12*cse8
    cse14 = math.sin(q_theta_bar1)
    cse15 = -cse1*cse14*cse8
    cse16 = math.sin(q_phi_bar2)
    cse17 = math.cos(q_theta_bar2)
    cse18 = math.cos(q_psi_bar2)
    cse19 = cse17*cse18
    cse20 = math.sin(q_psi_bar2)
    cse21 = math.cos(q_phi_bar2)
    cse22 = (1/2)*p_L2
    cse23 = math.sin(q_theta_bar2)
    cse24 = cse14*cse17
    cse25 = cse21*cse23
    cse26 = cse16*cse23
    return np.array([
        cse9 + q_r_bar1_x,  # [0]
        cse13 + q_r_bar1_y,  # [1]
        cse15 + q_r_bar1_z,  # [2]
        cse0,  # [3]
        cse14*cse5,  # [4]
        -cse22*(cse16*cse19 + cse20*cse21) + cse9 - q_r_bar1_x + q_r_bar2_x,  # [5]
        cse13 - cse22*(cse16*cse20 - cse19*cse21) - q_r_bar1_y + q_r_bar2_y,  # [6]
        cse15 + cse18*cse22*cse23 - q_r_bar1_z + q_r_bar2_z,  # [7]
        cse24*cse4 - cse25*(cse0*cse6 - cse3) + cse26*(-cse0*cse11 - cse10),  # [8]
        -cse1*cse24 + cse12*cse25 - cse26*cse7,  # [9]
    ])



def Phi_rows(q, t, p):
    """Phi at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 10).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = np.cos(q_theta_bar1)
    cse1 = np.sin(q_psi_bar1)
    cse2 = np.sin(q_phi_bar1)
    cse3 = cse1*cse2
    cse4 = np.cos(q_psi_bar1)
    cse5 = np.cos(q_phi_bar1)
    cse6 = cse4*cse5
    cse7 = -cse0*cse3 + cse6
    cse8 = (1/2)*p_L1
    cse9 = -cse7*cse8
    cse10 = cse1*cse5
    cse11 = cse2*cse4
    cse12 = cse0*cse10 + cse11
    cse13 = -cse12*cse8
    cse14 = np.sin(q_theta_bar1)
    cse15 = -cse1*cse14*cse8
    cse16 = np.sin(q_phi_bar2)
    cse17 = np.cos(q_theta_bar2)
    cse18 = np.cos(q_psi_bar2)
    cse19 = cse17*cse18
    cse20 = np.sin(q_psi_bar2)
    cse21 = np.cos(q_phi_bar2)
    cse22 = (1/2)*p_L2
    cse23 = np.sin(q_theta_bar2)
    cse24 = cse14*cse17
    cse25 = cse21*cse23
    cse26 = cse16*cse23
    out = np.zeros((n, 10))
    out[:, 0] = cse9 + q_r_bar1_x
    out[:, 1] = cse13 + q_r_bar1_y
    out[:, 2] = cse15 + q_r_bar1_z
    out[:, 3] = cse0
    out[:, 4] = cse14*cse5
    out[:, 5] = -cse22*(cse16*cse19 + cse20*cse21) + cse9 - q_r_bar1_x + q_r_bar2_x
    out[:, 6] = cse13 - cse22*(cse16*cse20 - cse19*cse21) - q_r_bar1_y + q_r_bar2_y
    out[:, 7] = cse15 + cse18*cse22*cse23 - q_r_bar1_z + q_r_bar2_z
    out[:, 8] = cse24*cse4 - cse25*(cse0*cse6 - cse3) + cse26*(-cse0*cse11 - cse10)
    out[:, 9] = -cse1*cse24 + cse12*cse25 - cse26*cse7
    return out


def dropped_Phi(q, t, p):
    """Residuals of the rows dropped as redundant at generation (none when none were):
    redundant at the default parameters, they may not be for others, so the runtime checks
    that they still hold (mechgen.runtime.initial, mechgen.runtime.judgement).

    Args:
        q: position coordinates (12).
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
        q: position coordinates, one row each (n, 12).
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
        q: position coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (10, 12), 46 nonzero.
    """
    # 134 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, _, _,
        _, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(q_psi_bar1)
    cse1 = math.sin(q_phi_bar1)
    cse2 = cse0*cse1
    cse3 = math.cos(q_theta_bar1)
    cse4 = math.sin(q_psi_bar1)
    cse5 = math.cos(q_phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = -cse2 - cse7
    cse9 = (1/2)*p_L1
    cse10 = -cse8*cse9
    cse11 = cse1*cse4
    cse12 = math.sin(q_theta_bar1)
    cse13 = cse12*cse9
    cse14 = -cse11*cse13
    cse15 = -cse2*cse3 - cse6
    cse16 = -cse15*cse9
    cse17 = cse0*cse5
    cse18 = cse11*cse3
    cse19 = cse17 - cse18
    cse20 = -cse19*cse9
    cse21 = cse13*cse6
    cse22 = cse17*cse3
    cse23 = -cse11 + cse22
    cse24 = -cse23*cse9
    cse25 = -cse3*cse4*cse9
    cse26 = -cse0*cse13
    cse27 = math.sin(q_psi_bar2)
    cse28 = math.sin(q_phi_bar2)
    cse29 = cse27*cse28
    cse30 = math.cos(q_theta_bar2)
    cse31 = math.cos(q_psi_bar2)
    cse32 = math.cos(q_phi_bar2)
    cse33 = cse31*cse32
    cse34 = (1/2)*p_L2
    cse35 = cse28*cse31
    cse36 = math.sin(q_theta_bar2)
    cse37 = cse34*cse36
    cse38 = cse27*cse32
    cse39 = cse32*cse36
    cse40 = cse15*cse39
    cse41 = cse28*cse36
    cse42 = cse3*cse30
    cse43 = cse12*cse39
    cse44 = cse12*cse41
    cse45 = cse12*cse30
    cse46 = cse12*cse36
    cse47 = cse30*cse32
    cse48 = cse28*cse30
    cse49 = cse19*cse39
    cse50 = cse2 + cse7
    out = np.zeros((10, 12))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        cse10,  # [0, 3]
        cse14,  # [0, 4]
        cse16,  # [0, 5]
        1,  # [1, 1]
        cse20,  # [1, 3]
        cse21,  # [1, 4]
        cse24,  # [1, 5]
        1,  # [2, 2]
        cse25,  # [2, 4]
        cse26,  # [2, 5]
        -cse12,  # [3, 4]
        -cse1*cse12,  # [4, 3]
        cse3*cse5,  # [4, 4]
        -1,  # [5, 0]
        cse10,  # [5, 3]
        cse14,  # [5, 4]
        cse16,  # [5, 5]
        1,  # [5, 6]
        -cse34*(-cse29 + cse30*cse33),  # [5, 9]
        cse35*cse37,  # [5, 10]
        -cse34*(-cse29*cse30 + cse33),  # [5, 11]
        -1,  # [6, 1]
        cse20,  # [6, 3]
        cse21,  # [6, 4]
        cse24,  # [6, 5]
        1,  # [6, 7]
        -cse34*(cse30*cse35 + cse38),  # [6, 9]
        -cse33*cse37,  # [6, 10]
        -cse34*(cse30*cse38 + cse35),  # [6, 11]
        -1,  # [7, 2]
        cse25,  # [7, 4]
        cse26,  # [7, 5]
        1,  # [7, 8]
        cse30*cse31*cse34,  # [7, 10]
        -cse27*cse37,  # [7, 11]
        -cse40 + cse41*(cse11 - cse22),  # [8, 3]
        cse0*cse42 + cse17*cse43 + cse2*cse44,  # [8, 4]
        -cse39*cse8 - cse4*cse45 + cse41*(-cse17 + cse18),  # [8, 5]
        cse23*cse41 + cse40,  # [8, 9]
        -cse0*cse46 + cse15*cse48 - cse23*cse47,  # [8, 10]
        -cse41*cse8 + cse49,  # [9, 3]
        -cse11*cse44 - cse4*cse42 - cse43*cse6,  # [9, 4]
        -cse0*cse45 - cse15*cse41 + cse23*cse39,  # [9, 5]
        -cse41*cse50 - cse49,  # [9, 9]
        -cse19*cse48 + cse4*cse46 + cse47*cse50,  # [9, 10]
    )
    return out



def Phi_q_rows(q, t, p):
    """Phi_q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 10, 12).
    """
    n = len(q)
    (
        _, _, _, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, _, _,
        _, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = np.cos(q_psi_bar1)
    cse1 = np.sin(q_phi_bar1)
    cse2 = cse0*cse1
    cse3 = np.cos(q_theta_bar1)
    cse4 = np.sin(q_psi_bar1)
    cse5 = np.cos(q_phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = -cse2 - cse7
    cse9 = (1/2)*p_L1
    cse10 = -cse8*cse9
    cse11 = cse1*cse4
    cse12 = np.sin(q_theta_bar1)
    cse13 = cse12*cse9
    cse14 = -cse11*cse13
    cse15 = -cse2*cse3 - cse6
    cse16 = -cse15*cse9
    cse17 = cse0*cse5
    cse18 = cse11*cse3
    cse19 = cse17 - cse18
    cse20 = -cse19*cse9
    cse21 = cse13*cse6
    cse22 = cse17*cse3
    cse23 = -cse11 + cse22
    cse24 = -cse23*cse9
    cse25 = -cse3*cse4*cse9
    cse26 = -cse0*cse13
    cse27 = np.sin(q_psi_bar2)
    cse28 = np.sin(q_phi_bar2)
    cse29 = cse27*cse28
    cse30 = np.cos(q_theta_bar2)
    cse31 = np.cos(q_psi_bar2)
    cse32 = np.cos(q_phi_bar2)
    cse33 = cse31*cse32
    cse34 = (1/2)*p_L2
    cse35 = cse28*cse31
    cse36 = np.sin(q_theta_bar2)
    cse37 = cse34*cse36
    cse38 = cse27*cse32
    cse39 = cse32*cse36
    cse40 = cse15*cse39
    cse41 = cse28*cse36
    cse42 = cse3*cse30
    cse43 = cse12*cse39
    cse44 = cse12*cse41
    cse45 = cse12*cse30
    cse46 = cse12*cse36
    cse47 = cse30*cse32
    cse48 = cse28*cse30
    cse49 = cse19*cse39
    cse50 = cse2 + cse7
    out = np.zeros((n, 10, 12))
    out[:, 0, 0] = 1
    out[:, 0, 3] = cse10
    out[:, 0, 4] = cse14
    out[:, 0, 5] = cse16
    out[:, 1, 1] = 1
    out[:, 1, 3] = cse20
    out[:, 1, 4] = cse21
    out[:, 1, 5] = cse24
    out[:, 2, 2] = 1
    out[:, 2, 4] = cse25
    out[:, 2, 5] = cse26
    out[:, 3, 4] = -cse12
    out[:, 4, 3] = -cse1*cse12
    out[:, 4, 4] = cse3*cse5
    out[:, 5, 0] = -1
    out[:, 5, 3] = cse10
    out[:, 5, 4] = cse14
    out[:, 5, 5] = cse16
    out[:, 5, 6] = 1
    out[:, 5, 9] = -cse34*(-cse29 + cse30*cse33)
    out[:, 5, 10] = cse35*cse37
    out[:, 5, 11] = -cse34*(-cse29*cse30 + cse33)
    out[:, 6, 1] = -1
    out[:, 6, 3] = cse20
    out[:, 6, 4] = cse21
    out[:, 6, 5] = cse24
    out[:, 6, 7] = 1
    out[:, 6, 9] = -cse34*(cse30*cse35 + cse38)
    out[:, 6, 10] = -cse33*cse37
    out[:, 6, 11] = -cse34*(cse30*cse38 + cse35)
    out[:, 7, 2] = -1
    out[:, 7, 4] = cse25
    out[:, 7, 5] = cse26
    out[:, 7, 8] = 1
    out[:, 7, 10] = cse30*cse31*cse34
    out[:, 7, 11] = -cse27*cse37
    out[:, 8, 3] = -cse40 + cse41*(cse11 - cse22)
    out[:, 8, 4] = cse0*cse42 + cse17*cse43 + cse2*cse44
    out[:, 8, 5] = -cse39*cse8 - cse4*cse45 + cse41*(-cse17 + cse18)
    out[:, 8, 9] = cse23*cse41 + cse40
    out[:, 8, 10] = -cse0*cse46 + cse15*cse48 - cse23*cse47
    out[:, 9, 3] = -cse41*cse8 + cse49
    out[:, 9, 4] = -cse11*cse44 - cse4*cse42 - cse43*cse6
    out[:, 9, 5] = -cse0*cse45 - cse15*cse41 + cse23*cse39
    out[:, 9, 9] = -cse41*cse50 - cse49
    out[:, 9, 10] = -cse19*cse48 + cse4*cse46 + cse47*cse50
    return out


def nu(q, t, p):
    """Right-hand side of the velocity equation Phi_q v = nu (seed 001, eqs. 15b, 17, 21, 27).

    Args:
        q: position coordinates (12).
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
        q: position coordinates, one row each (n, 12).
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
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 172 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, _, _,
        _, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.sin(q_psi_bar1)
    cse1 = math.cos(q_phi_bar1)
    cse2 = cse0*cse1
    cse3 = math.cos(q_theta_bar1)
    cse4 = math.cos(q_psi_bar1)
    cse5 = math.sin(q_phi_bar1)
    cse6 = cse4*cse5
    cse7 = -cse2 - cse3*cse6
    cse8 = (1/2)*p_L1
    cse9 = cse8*v_psid_bar1
    cse10 = cse2*cse3
    cse11 = -cse10 - cse6
    cse12 = cse8*v_phid_bar1
    cse13 = cse0*cse5
    cse14 = math.sin(q_theta_bar1)
    cse15 = cse14*v_thetad_bar1
    cse16 = cse15*cse8
    cse17 = -cse11*cse12 - cse13*cse16 - cse7*cse9
    cse18 = cse1*cse4
    cse19 = cse18*cse3
    cse20 = -cse13 + cse19
    cse21 = cse13*cse3
    cse22 = cse18 - cse21
    cse23 = -cse12*cse22 + cse16*cse2 - cse20*cse9
    cse24 = cse3*v_thetad_bar1
    cse25 = -cse0*cse24*cse8 - cse14*cse4*cse9
    cse26 = math.cos(q_psi_bar2)
    cse27 = math.cos(q_phi_bar2)
    cse28 = cse26*cse27
    cse29 = math.cos(q_theta_bar2)
    cse30 = math.sin(q_psi_bar2)
    cse31 = math.sin(q_phi_bar2)
    cse32 = cse30*cse31
    cse33 = (1/2)*p_L2
    cse34 = cse33*v_psid_bar2
    cse35 = cse26*cse31
    cse36 = math.sin(q_theta_bar2)
    cse37 = cse33*v_thetad_bar2
    cse38 = cse36*cse37
    cse39 = cse33*v_phid_bar2
    cse40 = cse27*cse30
    cse41 = cse14*cse36
    cse42 = cse20*cse27
    cse43 = cse29*cse31
    cse44 = cse14*cse29
    cse45 = cse27*cse36
    cse46 = cse31*cse36
    cse47 = cse36*cse7
    cse48 = cse27*cse47
    cse49 = cse29*cse3
    cse50 = cse27*cse41
    cse51 = cse31*cse41
    cse52 = cse10 + cse6
    cse53 = cse22*cse45
    return np.array([
        cse17 + v_rd_bar1_x,  # [0]
        cse23 + v_rd_bar1_y,  # [1]
        cse25 + v_rd_bar1_z,  # [2]
        -cse15,  # [3]
        cse1*cse24 - cse14*cse5*v_phid_bar1,  # [4]
        cse17 - cse34*(cse28 - cse29*cse32) + cse35*cse38 - cse39*(cse28*cse29 - cse32) - v_rd_bar1_x + v_rd_bar2_x,  # [5]
        cse23 - cse28*cse38 - cse34*(cse29*cse40 + cse35) - cse39*(cse29*cse35 + cse40) - v_rd_bar1_y + v_rd_bar2_y,  # [6]
        cse25 + cse26*cse29*cse37 - cse30*cse34*cse36 - v_rd_bar1_z + v_rd_bar2_z,  # [7]
        v_phid_bar1*(cse46*(cse13 - cse19) - cse48) + v_phid_bar2*(cse20*cse46 + cse48) + v_psid_bar1*(-cse0*cse44 - cse11*cse45 + cse46*(-cse18 + cse21)) + v_thetad_bar1*(cse18*cse50 + cse4*cse49 + cse51*cse6) + v_thetad_bar2*(-cse29*cse42 - cse4*cse41 + cse43*cse7),  # [8]
        v_phid_bar1*(-cse11*cse46 + cse53) + v_phid_bar2*(-cse46*cse52 - cse53) + v_psid_bar1*(-cse31*cse47 + cse36*cse42 - cse4*cse44) + v_thetad_bar1*(-cse0*cse49 - cse13*cse51 - cse2*cse50) + v_thetad_bar2*(cse0*cse41 - cse22*cse43 + cse27*cse29*cse52),  # [9]
    ])



def velocity_residual_rows(q, v, t, p):
    """velocity_residual at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 10).
    """
    n = len(q)
    (
        _, _, _, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, _, _,
        _, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = _columns(v, n, 12, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = np.sin(q_psi_bar1)
    cse1 = np.cos(q_phi_bar1)
    cse2 = cse0*cse1
    cse3 = np.cos(q_theta_bar1)
    cse4 = np.cos(q_psi_bar1)
    cse5 = np.sin(q_phi_bar1)
    cse6 = cse4*cse5
    cse7 = -cse2 - cse3*cse6
    cse8 = (1/2)*p_L1
    cse9 = cse8*v_psid_bar1
    cse10 = cse2*cse3
    cse11 = -cse10 - cse6
    cse12 = cse8*v_phid_bar1
    cse13 = cse0*cse5
    cse14 = np.sin(q_theta_bar1)
    cse15 = cse14*v_thetad_bar1
    cse16 = cse15*cse8
    cse17 = -cse11*cse12 - cse13*cse16 - cse7*cse9
    cse18 = cse1*cse4
    cse19 = cse18*cse3
    cse20 = -cse13 + cse19
    cse21 = cse13*cse3
    cse22 = cse18 - cse21
    cse23 = -cse12*cse22 + cse16*cse2 - cse20*cse9
    cse24 = cse3*v_thetad_bar1
    cse25 = -cse0*cse24*cse8 - cse14*cse4*cse9
    cse26 = np.cos(q_psi_bar2)
    cse27 = np.cos(q_phi_bar2)
    cse28 = cse26*cse27
    cse29 = np.cos(q_theta_bar2)
    cse30 = np.sin(q_psi_bar2)
    cse31 = np.sin(q_phi_bar2)
    cse32 = cse30*cse31
    cse33 = (1/2)*p_L2
    cse34 = cse33*v_psid_bar2
    cse35 = cse26*cse31
    cse36 = np.sin(q_theta_bar2)
    cse37 = cse33*v_thetad_bar2
    cse38 = cse36*cse37
    cse39 = cse33*v_phid_bar2
    cse40 = cse27*cse30
    cse41 = cse14*cse36
    cse42 = cse20*cse27
    cse43 = cse29*cse31
    cse44 = cse14*cse29
    cse45 = cse27*cse36
    cse46 = cse31*cse36
    cse47 = cse36*cse7
    cse48 = cse27*cse47
    cse49 = cse29*cse3
    cse50 = cse27*cse41
    cse51 = cse31*cse41
    cse52 = cse10 + cse6
    cse53 = cse22*cse45
    out = np.zeros((n, 10))
    out[:, 0] = cse17 + v_rd_bar1_x
    out[:, 1] = cse23 + v_rd_bar1_y
    out[:, 2] = cse25 + v_rd_bar1_z
    out[:, 3] = -cse15
    out[:, 4] = cse1*cse24 - cse14*cse5*v_phid_bar1
    out[:, 5] = cse17 - cse34*(cse28 - cse29*cse32) + cse35*cse38 - cse39*(cse28*cse29 - cse32) - v_rd_bar1_x + v_rd_bar2_x
    out[:, 6] = cse23 - cse28*cse38 - cse34*(cse29*cse40 + cse35) - cse39*(cse29*cse35 + cse40) - v_rd_bar1_y + v_rd_bar2_y
    out[:, 7] = cse25 + cse26*cse29*cse37 - cse30*cse34*cse36 - v_rd_bar1_z + v_rd_bar2_z
    out[:, 8] = v_phid_bar1*(cse46*(cse13 - cse19) - cse48) + v_phid_bar2*(cse20*cse46 + cse48) + v_psid_bar1*(-cse0*cse44 - cse11*cse45 + cse46*(-cse18 + cse21)) + v_thetad_bar1*(cse18*cse50 + cse4*cse49 + cse51*cse6) + v_thetad_bar2*(-cse29*cse42 - cse4*cse41 + cse43*cse7)
    out[:, 9] = v_phid_bar1*(-cse11*cse46 + cse53) + v_phid_bar2*(-cse46*cse52 - cse53) + v_psid_bar1*(-cse31*cse47 + cse36*cse42 - cse4*cse44) + v_thetad_bar1*(-cse0*cse49 - cse13*cse51 - cse2*cse50) + v_thetad_bar2*(cse0*cse41 - cse22*cse43 + cse27*cse29*cse52)
    return out


def gamma(q, v, t, p):
    """Right-hand side of the acceleration equation Phi_q v' = gamma, derived as -d/dt(Phi_q v
    + Phi_t) at frozen v (seed 001, eqs. 16, 18, 24, 29).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (10,), 10 nonzero.
    """
    # 410 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, _, _,
        _, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, _, _,
        _, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(q_psi_bar1)
    cse1 = math.sin(q_phi_bar1)
    cse2 = cse0*cse1
    cse3 = math.sin(q_theta_bar1)
    cse4 = (1/2)*p_L1
    cse5 = cse4*v_thetad_bar1
    cse6 = cse3*cse5
    cse7 = math.cos(q_theta_bar1)
    cse8 = math.cos(q_phi_bar1)
    cse9 = cse0*cse8
    cse10 = cse7*cse9
    cse11 = math.sin(q_psi_bar1)
    cse12 = cse1*cse11
    cse13 = -cse10 + cse12
    cse14 = cse4*v_phid_bar1
    cse15 = cse12*cse7
    cse16 = cse15 - cse9
    cse17 = cse4*v_psid_bar1
    cse18 = cse11*cse8
    cse19 = cse14*cse3
    cse20 = cse17*cse3
    cse21 = v_phid_bar1*(-cse13*cse17 - cse14*cse16 - cse18*cse6) + v_psid_bar1*(-cse13*cse14 - cse16*cse17 - cse2*cse6) + v_thetad_bar1*(-cse15*cse5 - cse18*cse19 - cse2*cse20)
    cse22 = cse2*cse7
    cse23 = -cse18 - cse22
    cse24 = cse18*cse7
    cse25 = -cse2 - cse24
    cse26 = v_phid_bar1*(-cse12*cse6 - cse14*cse25 - cse17*cse23) + v_psid_bar1*(-cse14*cse23 - cse17*cse25 + cse6*cse9) + v_thetad_bar1*(-cse12*cse19 + cse20*cse9 + cse24*cse5)
    cse27 = cse0*cse7
    cse28 = cse11*cse3
    cse29 = v_psid_bar1*(cse17*cse28 - cse27*cse5) + v_thetad_bar1*(-cse17*cse27 + cse28*cse5)
    cse30 = cse1*cse7
    cse31 = cse3*cse8
    cse32 = math.cos(q_theta_bar2)
    cse33 = math.sin(q_psi_bar2)
    cse34 = math.cos(q_phi_bar2)
    cse35 = cse33*cse34
    cse36 = math.cos(q_psi_bar2)
    cse37 = math.sin(q_phi_bar2)
    cse38 = cse36*cse37
    cse39 = -cse32*cse35 - cse38
    cse40 = (1/2)*p_L2
    cse41 = cse40*v_phid_bar2
    cse42 = cse40*v_thetad_bar2
    cse43 = math.sin(q_theta_bar2)
    cse44 = cse33*cse37
    cse45 = cse43*cse44
    cse46 = cse32*cse38
    cse47 = -cse35 - cse46
    cse48 = cse40*v_psid_bar2
    cse49 = cse34*cse36
    cse50 = cse41*cse43
    cse51 = cse42*cse43
    cse52 = cse35*cse43
    cse53 = -cse32*cse44 + cse49
    cse54 = cse32*cse49
    cse55 = -cse44 + cse54
    cse56 = cse36*cse43
    cse57 = cse32*cse33
    cse58 = cse34*cse43
    cse59 = cse13*cse58
    cse60 = cse37*cse43
    cse61 = cse23*cse60
    cse62 = cse59 + cse61
    cse63 = cse3*cse58
    cse64 = cse2*cse63
    cse65 = cse3*cse60
    cse66 = cse65*cse9
    cse67 = cse64 - cse66
    cse68 = cse10 - cse12
    cse69 = cse34*cse68
    cse70 = cse43*cse69 - cse61
    cse71 = cse16*cse58
    cse72 = cse25*cse60 + cse71
    cse73 = cse23*cse34
    cse74 = cse32*cse73
    cse75 = cse37*cse68
    cse76 = cse32*cse75 + cse74
    cse77 = cse2 + cse24
    cse78 = cse60*cse77 - cse71
    cse79 = cse32*cse7
    cse80 = -cse11*cse79 - cse12*cse65 - cse18*cse63
    cse81 = cse3*cse32
    cse82 = -cse0*cse81
    cse83 = -cse59 + cse60*(cse18 + cse22)
    cse84 = cse32*cse37
    cse85 = cse32*cse34
    cse86 = cse3*cse43
    cse87 = cse11*cse86 + cse16*cse84 - cse25*cse85
    cse88 = -cse64 + cse66
    cse89 = cse3*cse84
    cse90 = cse34*cse81
    cse91 = cse43*cse7
    cse92 = -cse0*cse91 + cse2*cse89 + cse9*cse90
    cse93 = cse13*cse84 - cse74
    cse94 = cse0*cse86 - cse23*cse84 + cse32*cse69
    cse95 = -cse15 + cse9
    cse96 = cse85*cse95
    cse97 = -cse25*cse84 + cse96
    cse98 = -cse77*cse84 - cse96
    cse99 = cse11*cse91 - cse12*cse89 - cse18*cse90
    cse100 = cse11*cse81
    cse101 = cse60*cse95
    cse102 = cse101 - cse58*cse77
    cse103 = cse25*cse58
    cse104 = -cse101 - cse103
    cse105 = cse43*cse73
    cse106 = -cse105 - cse43*cse75
    cse107 = cse18*cse65
    cse108 = cse12*cse63
    cse109 = cse107 - cse108
    cse110 = cse105 - cse13*cse60
    cse111 = cse103 - cse16*cse60
    cse112 = -cse0*cse79 - cse2*cse65 - cse63*cse9
    cse113 = -cse107 + cse108
    return np.array([
        -cse21,  # [0]
        -cse26,  # [1]
        -cse29,  # [2]
        cse7*v_thetad_bar1**2,  # [3]
        -v_phid_bar1*(-cse30*v_thetad_bar1 - cse31*v_phid_bar1) - v_thetad_bar1*(-cse30*v_phid_bar1 - cse31*v_thetad_bar1),  # [4]
        -cse21 - v_phid_bar2*(-cse39*cse48 - cse41*cse47 + cse49*cse51) - v_psid_bar2*(-cse39*cse41 - cse42*cse45 - cse47*cse48) - v_thetad_bar2*(cse42*cse46 - cse45*cse48 + cse49*cse50),  # [5]
        -cse26 - v_phid_bar2*(cse38*cse51 - cse41*cse55 - cse48*cse53) - v_psid_bar2*(-cse41*cse53 + cse42*cse52 - cse48*cse55) - v_thetad_bar2*(cse38*cse50 - cse42*cse54 + cse48*cse52),  # [6]
        -cse29 - v_psid_bar2*(-cse42*cse57 - cse48*cse56) - v_thetad_bar2*(-cse42*cse56 - cse48*cse57),  # [7]
        -v_phid_bar1*(cse62*v_phid_bar2 + cse78*v_psid_bar1 + cse83*v_phid_bar1 + cse88*v_thetad_bar1 + cse93*v_thetad_bar2) - v_phid_bar2*(cse62*v_phid_bar1 + cse67*v_thetad_bar1 + cse70*v_phid_bar2 + cse72*v_psid_bar1 + cse76*v_thetad_bar2) - v_psid_bar1*(cse72*v_phid_bar2 + cse78*v_phid_bar1 + cse80*v_thetad_bar1 + cse87*v_thetad_bar2 + v_psid_bar1*(cse82 + cse83)) - v_thetad_bar1*(cse67*v_phid_bar2 + cse80*v_psid_bar1 + cse88*v_phid_bar1 + cse92*v_thetad_bar2 + v_thetad_bar1*(cse10*cse58 + cse22*cse60 + cse82)) - v_thetad_bar2*(cse76*v_phid_bar2 + cse87*v_psid_bar1 + cse92*v_thetad_bar1 + cse93*v_phid_bar1 + v_thetad_bar2*(cse70 + cse82)),  # [8]
        -v_phid_bar1*(cse104*v_phid_bar2 + cse110*v_psid_bar1 + cse111*v_phid_bar1 + cse113*v_thetad_bar1 + cse97*v_thetad_bar2) - v_phid_bar2*(cse102*v_phid_bar2 + cse104*v_phid_bar1 + cse106*v_psid_bar1 + cse109*v_thetad_bar1 + cse98*v_thetad_bar2) - v_psid_bar1*(cse106*v_phid_bar2 + cse110*v_phid_bar1 + cse112*v_thetad_bar1 + cse94*v_thetad_bar2 + v_psid_bar1*(cse100 + cse111)) - v_thetad_bar1*(cse109*v_phid_bar2 + cse112*v_psid_bar1 + cse113*v_phid_bar1 + cse99*v_thetad_bar2 + v_thetad_bar1*(cse100 - cse15*cse60 - cse24*cse58)) - v_thetad_bar2*(cse94*v_psid_bar1 + cse97*v_phid_bar1 + cse98*v_phid_bar2 + cse99*v_thetad_bar1 + v_thetad_bar2*(cse100 + cse102)),  # [9]
    ])



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a); for relative, the sum over the bodies of m V^T V
    + K^T J K, u = V v and omega = K v their body-frame velocities (Kane's equations,
    mechgen.symbolic.relative).

    Args:
        q: position coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 20 nonzero.
    """
    # 65 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_bar1, q_psi_bar1, _, _,
        _, _, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = math.cos(q_psi_bar1)
    cse4 = cse3**2
    cse5 = math.sin(q_theta_bar1)
    cse6 = cse5**2
    cse7 = (1/12)*cse2*(cse0 + p_L1**2)
    cse8 = math.cos(q_theta_bar1)
    cse9 = math.sin(q_psi_bar1)
    cse10 = cse9**2
    cse11 = (1/6)*p_rho*p_w**4
    cse12 = cse11*p_L1
    cse13 = cse3*cse5*cse9
    cse14 = cse12*cse13 - cse13*cse7
    cse15 = cse7*cse8
    cse16 = cse1*p_L2
    cse17 = math.sin(q_psi_bar2)
    cse18 = cse17**2
    cse19 = math.sin(q_theta_bar2)
    cse20 = cse19**2
    cse21 = (1/12)*cse16*(cse0 + p_L2**2)
    cse22 = math.cos(q_theta_bar2)
    cse23 = math.cos(q_psi_bar2)
    cse24 = cse23**2
    cse25 = cse11*p_L2
    cse26 = cse17*cse19*cse23
    cse27 = cse21*cse26 - cse25*cse26
    cse28 = cse21*cse22
    out = np.zeros((12, 12))
    out[_M_INDEX] = (
        cse2,  # [0, 0]
        cse2,  # [1, 1]
        cse2,  # [2, 2]
        cse10*cse12*cse6 + cse4*cse6*cse7 + cse7*cse8**2,  # [3, 3]
        cse14,  # [3, 4]
        cse15,  # [3, 5]
        cse14,  # [4, 3]
        cse10*cse7 + cse12*cse4,  # [4, 4]
        cse15,  # [5, 3]
        cse7,  # [5, 5]
        cse16,  # [6, 6]
        cse16,  # [7, 7]
        cse16,  # [8, 8]
        cse18*cse20*cse21 + cse20*cse24*cse25 + cse21*cse22**2,  # [9, 9]
        cse27,  # [9, 10]
        cse28,  # [9, 11]
        cse27,  # [10, 9]
        cse18*cse25 + cse21*cse24,  # [10, 10]
        cse28,  # [11, 9]
        cse21,  # [11, 11]
    )
    return out



def M_rows(q, p):
    """M at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 12, 12).
    """
    n = len(q)
    (
        _, _, _, _,
        q_theta_bar1, q_psi_bar1, _, _,
        _, _, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = p_w**2
    cse1 = cse0*p_rho
    cse2 = cse1*p_L1
    cse3 = np.cos(q_psi_bar1)
    cse4 = cse3**2
    cse5 = np.sin(q_theta_bar1)
    cse6 = cse5**2
    cse7 = (1/12)*cse2*(cse0 + p_L1**2)
    cse8 = np.cos(q_theta_bar1)
    cse9 = np.sin(q_psi_bar1)
    cse10 = cse9**2
    cse11 = (1/6)*p_rho*p_w**4
    cse12 = cse11*p_L1
    cse13 = cse3*cse5*cse9
    cse14 = cse12*cse13 - cse13*cse7
    cse15 = cse7*cse8
    cse16 = cse1*p_L2
    cse17 = np.sin(q_psi_bar2)
    cse18 = cse17**2
    cse19 = np.sin(q_theta_bar2)
    cse20 = cse19**2
    cse21 = (1/12)*cse16*(cse0 + p_L2**2)
    cse22 = np.cos(q_theta_bar2)
    cse23 = np.cos(q_psi_bar2)
    cse24 = cse23**2
    cse25 = cse11*p_L2
    cse26 = cse17*cse19*cse23
    cse27 = cse21*cse26 - cse25*cse26
    cse28 = cse21*cse22
    out = np.zeros((n, 12, 12))
    out[:, 0, 0] = cse2
    out[:, 1, 1] = cse2
    out[:, 2, 2] = cse2
    out[:, 3, 3] = cse10*cse12*cse6 + cse4*cse6*cse7 + cse7*cse8**2
    out[:, 3, 4] = cse14
    out[:, 3, 5] = cse15
    out[:, 4, 3] = cse14
    out[:, 4, 4] = cse10*cse7 + cse12*cse4
    out[:, 5, 3] = cse15
    out[:, 5, 5] = cse7
    out[:, 6, 6] = cse16
    out[:, 7, 7] = cse16
    out[:, 8, 8] = cse16
    out[:, 9, 9] = cse18*cse20*cse21 + cse20*cse24*cse25 + cse21*cse22**2
    out[:, 9, 10] = cse27
    out[:, 9, 11] = cse28
    out[:, 10, 9] = cse27
    out[:, 10, 10] = cse18*cse25 + cse21*cse24
    out[:, 11, 9] = cse28
    out[:, 11, 11] = cse21
    return out


def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c); for
    relative, the body-frame loads and the bias accelerations at frozen v projected by V^T
    and K^T (mechgen.symbolic.relative).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12,), 8 nonzero.
    """
    # 135 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_bar1, q_psi_bar1, _, _,
        _, _, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, _, _,
        _, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = p_w**2
    cse1 = 9.81*cse0
    cse2 = p_L1*p_rho
    cse3 = math.sin(q_theta_bar1)
    cse4 = math.cos(q_psi_bar1)
    cse5 = cse3*v_phid_bar1
    cse6 = cse4*cse5
    cse7 = math.sin(q_psi_bar1)
    cse8 = cse7*v_thetad_bar1
    cse9 = cse6 - cse8
    cse10 = math.cos(q_theta_bar1)
    cse11 = cse10*v_phid_bar1
    cse12 = (1/12)*cse0
    cse13 = cse12*cse2*(cse0 + p_L1**2)
    cse14 = cse13*(cse11 + v_psid_bar1)
    cse15 = (1/6)*p_w**4
    cse16 = cse15*cse2
    cse17 = cse14*cse9 + cse14*(-cse6 + cse8) - cse16*(cse11*cse8 + cse6*v_psid_bar1 - cse8*v_psid_bar1)
    cse18 = cse5*cse7
    cse19 = cse4*v_thetad_bar1
    cse20 = cse18 + cse19
    cse21 = cse16*cse20
    cse22 = -cse13*(cse11*cse19 - cse18*v_psid_bar1 - cse19*v_psid_bar1) + cse14*cse20 + cse21*(-cse11 - v_psid_bar1)
    cse23 = cse13*cse5*v_thetad_bar1 + cse13*cse9*(-cse18 - cse19) + cse21*cse9
    cse24 = p_L2*p_rho
    cse25 = math.sin(q_psi_bar2)
    cse26 = math.sin(q_theta_bar2)
    cse27 = cse25*cse26
    cse28 = cse27*v_phid_bar2
    cse29 = math.cos(q_psi_bar2)
    cse30 = cse29*v_thetad_bar2
    cse31 = math.cos(q_theta_bar2)
    cse32 = cse31*v_phid_bar2
    cse33 = cse12*cse24*(cse0 + p_L2**2)
    cse34 = cse33*(cse32 + v_psid_bar2)
    cse35 = cse28 + cse30
    cse36 = cse15*cse24
    cse37 = cse34*cse35 + cse34*(-cse28 - cse30) - cse36*(cse28*v_psid_bar2 - cse30*cse32 + cse30*v_psid_bar2)
    cse38 = cse26*cse29
    cse39 = cse38*v_phid_bar2
    cse40 = cse25*v_thetad_bar2
    cse41 = -cse39 + cse40
    cse42 = cse36*cse41
    cse43 = -cse33*(cse32*cse40 + cse39*v_psid_bar2 - cse40*v_psid_bar2) + cse34*cse41 + cse42*(-cse32 - v_psid_bar2)
    cse44 = cse26*cse33*v_phid_bar2*v_thetad_bar2 + cse33*cse35*(cse39 - cse40) + cse35*cse42
    out = np.zeros(12)
    out[_Q_INDEX] = (
        -cse1*cse2,  # [2]
        cse10*cse23 + cse17*cse3*cse7 + cse22*cse3*cse4,  # [3]
        cse17*cse4 - cse22*cse7,  # [4]
        cse23,  # [5]
        -cse1*cse24,  # [8]
        cse27*cse43 + cse31*cse44 - cse37*cse38,  # [9]
        cse25*cse37 + cse29*cse43,  # [10]
        cse44,  # [11]
    )
    return out



def Q_rows(q, v, t, p):
    """Q at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 12).
    """
    n = len(q)
    (
        _, _, _, _,
        q_theta_bar1, q_psi_bar1, _, _,
        _, _, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    (
        _, _, _, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, _, _,
        _, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = _columns(v, n, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = p_w**2
    cse1 = 9.81*cse0
    cse2 = p_L1*p_rho
    cse3 = np.sin(q_theta_bar1)
    cse4 = np.cos(q_psi_bar1)
    cse5 = cse3*v_phid_bar1
    cse6 = cse4*cse5
    cse7 = np.sin(q_psi_bar1)
    cse8 = cse7*v_thetad_bar1
    cse9 = cse6 - cse8
    cse10 = np.cos(q_theta_bar1)
    cse11 = cse10*v_phid_bar1
    cse12 = (1/12)*cse0
    cse13 = cse12*cse2*(cse0 + p_L1**2)
    cse14 = cse13*(cse11 + v_psid_bar1)
    cse15 = (1/6)*p_w**4
    cse16 = cse15*cse2
    cse17 = cse14*cse9 + cse14*(-cse6 + cse8) - cse16*(cse11*cse8 + cse6*v_psid_bar1 - cse8*v_psid_bar1)
    cse18 = cse5*cse7
    cse19 = cse4*v_thetad_bar1
    cse20 = cse18 + cse19
    cse21 = cse16*cse20
    cse22 = -cse13*(cse11*cse19 - cse18*v_psid_bar1 - cse19*v_psid_bar1) + cse14*cse20 + cse21*(-cse11 - v_psid_bar1)
    cse23 = cse13*cse5*v_thetad_bar1 + cse13*cse9*(-cse18 - cse19) + cse21*cse9
    cse24 = p_L2*p_rho
    cse25 = np.sin(q_psi_bar2)
    cse26 = np.sin(q_theta_bar2)
    cse27 = cse25*cse26
    cse28 = cse27*v_phid_bar2
    cse29 = np.cos(q_psi_bar2)
    cse30 = cse29*v_thetad_bar2
    cse31 = np.cos(q_theta_bar2)
    cse32 = cse31*v_phid_bar2
    cse33 = cse12*cse24*(cse0 + p_L2**2)
    cse34 = cse33*(cse32 + v_psid_bar2)
    cse35 = cse28 + cse30
    cse36 = cse15*cse24
    cse37 = cse34*cse35 + cse34*(-cse28 - cse30) - cse36*(cse28*v_psid_bar2 - cse30*cse32 + cse30*v_psid_bar2)
    cse38 = cse26*cse29
    cse39 = cse38*v_phid_bar2
    cse40 = cse25*v_thetad_bar2
    cse41 = -cse39 + cse40
    cse42 = cse36*cse41
    cse43 = -cse33*(cse32*cse40 + cse39*v_psid_bar2 - cse40*v_psid_bar2) + cse34*cse41 + cse42*(-cse32 - v_psid_bar2)
    cse44 = cse26*cse33*v_phid_bar2*v_thetad_bar2 + cse33*cse35*(cse39 - cse40) + cse35*cse42
    out = np.zeros((n, 12))
    out[:, 2] = -cse1*cse2
    out[:, 3] = cse10*cse23 + cse17*cse3*cse7 + cse22*cse3*cse4
    out[:, 4] = cse17*cse4 - cse22*cse7
    out[:, 5] = cse23
    out[:, 8] = -cse1*cse24
    out[:, 9] = cse27*cse43 + cse31*cse44 - cse37*cse38
    out[:, 10] = cse25*cse37 + cse29*cse43
    out[:, 11] = cse44
    return out


def Q_q(q, v, t, p):
    """Sensitivity of Q to positions along K (seed 001 eq. 38c, f_r and Pi(f)).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 12 nonzero.
    """
    # 288 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_bar1, q_psi_bar1, _, _,
        _, _, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, _, _,
        _, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(q_psi_bar1)
    cse1 = math.cos(q_theta_bar1)
    cse2 = cse1*v_phid_bar1
    cse3 = cse2*v_psid_bar1
    cse4 = math.sin(q_psi_bar1)
    cse5 = cse4*v_thetad_bar1
    cse6 = math.sin(q_theta_bar1)
    cse7 = cse6*v_phid_bar1
    cse8 = (1/6)*p_w**4
    cse9 = p_L1*p_rho
    cse10 = cse8*cse9
    cse11 = cse0*cse6
    cse12 = cse11*v_phid_bar1
    cse13 = -cse12 + cse5
    cse14 = p_w**2
    cse15 = (1/12)*cse14
    cse16 = cse15*cse9*(cse14 + p_L1**2)
    cse17 = cse16*cse7
    cse18 = cse12 - cse5
    cse19 = cse16*cse18
    cse20 = -cse10*(cse0*cse3 - cse5*cse7) - cse13*cse17 - cse19*cse7
    cse21 = cse4*cse6
    cse22 = cse2 + v_psid_bar1
    cse23 = cse19*cse22
    cse24 = cse16*cse22
    cse25 = cse2*cse5
    cse26 = cse12*v_psid_bar1
    cse27 = cse5*v_psid_bar1
    cse28 = -cse10*(cse25 + cse26 - cse27) + cse13*cse24 + cse23
    cse29 = cse28*cse4
    cse30 = cse0*v_thetad_bar1
    cse31 = -cse2 - v_psid_bar1
    cse32 = cse10*cse31
    cse33 = cse2*cse4
    cse34 = cse21*v_phid_bar1
    cse35 = cse30 + cse34
    cse36 = cse10*cse35
    cse37 = -cse16*(-cse3*cse4 - cse30*cse7) - cse17*cse35 + cse24*cse33 + cse32*cse33 + cse36*cse7
    cse38 = cse24*cse35
    cse39 = cse2*cse30 - cse30*v_psid_bar1 - cse34*v_psid_bar1
    cse40 = -cse16*cse39 + cse31*cse36 + cse38
    cse41 = cse0*cse40
    cse42 = -cse30 - cse34
    cse43 = cse16*cse2
    cse44 = cse0*cse2*cse36 + cse0*cse42*cse43 + cse10*cse18*cse33 - cse19*cse33 + cse43*v_thetad_bar1
    cse45 = -cse10*cse39 + cse24*cse42 + cse38
    cse46 = -cse16*(-cse25 - cse26 + cse27) + cse18*cse32 + cse23
    cse47 = cse10*cse18**2 + cse13*cse19 + cse16*cse42**2 + cse36*cse42
    cse48 = math.sin(q_psi_bar2)
    cse49 = math.cos(q_theta_bar2)
    cse50 = cse49*v_phid_bar2
    cse51 = cse50*v_psid_bar2
    cse52 = math.cos(q_psi_bar2)
    cse53 = cse52*v_thetad_bar2
    cse54 = math.sin(q_theta_bar2)
    cse55 = cse54*v_phid_bar2
    cse56 = p_L2*p_rho
    cse57 = cse56*cse8
    cse58 = cse48*cse54
    cse59 = cse58*v_phid_bar2
    cse60 = cse53 + cse59
    cse61 = cse15*(cse14 + p_L2**2)
    cse62 = cse56*cse61
    cse63 = cse60*cse62
    cse64 = -cse53 - cse59
    cse65 = cse55*cse62
    cse66 = -cse55*cse63 - cse57*(cse48*cse51 + cse53*cse55) - cse64*cse65
    cse67 = cse52*cse54
    cse68 = cse62*(cse50 + v_psid_bar2)
    cse69 = cse60*cse68
    cse70 = cse50*cse53
    cse71 = cse59*v_psid_bar2
    cse72 = cse53*v_psid_bar2
    cse73 = -cse57*(-cse70 + cse71 + cse72) + cse64*cse68 + cse69
    cse74 = cse52*cse73
    cse75 = cse48*v_thetad_bar2
    cse76 = -cse50 - v_psid_bar2
    cse77 = cse57*cse76
    cse78 = cse50*cse52
    cse79 = cse67*v_phid_bar2
    cse80 = cse75 - cse79
    cse81 = cse57*cse80
    cse82 = cse55*cse81 - cse62*(cse51*cse52 - cse55*cse75) - cse65*cse80 - cse68*cse78 - cse77*cse78
    cse83 = cse68*cse80
    cse84 = cse56*(cse50*cse75 - cse75*v_psid_bar2 + cse79*v_psid_bar2)
    cse85 = -cse61*cse84 + cse76*cse81 + cse83
    cse86 = cse48*cse85
    cse87 = cse48*cse50
    cse88 = -cse75 + cse79
    cse89 = cse50*cse62*v_thetad_bar2 - cse57*cse60*cse78 + cse62*cse87*cse88 + cse63*cse78 + cse81*cse87
    cse90 = cse68*cse88 - cse8*cse84 + cse83
    cse91 = cse60*cse77 - cse62*(cse70 - cse71 - cse72) + cse69
    cse92 = cse57*cse60**2 + cse62*cse88**2 + cse63*cse64 + cse81*cse88
    out = np.zeros((12, 12))
    out[_Q_q_INDEX] = (
        cse1*cse29 + cse1*cse41 + cse1*cse44 + cse11*cse37 + cse20*cse21 - cse6*(cse17*v_thetad_bar1 + cse18*cse36 + cse19*cse42),  # [3, 4]
        cse1*cse47 + cse11*cse28 + cse11*cse46 - cse21*cse40 + cse21*cse45,  # [3, 5]
        cse0*cse20 - cse37*cse4,  # [4, 4]
        cse0*cse45 - cse29 - cse4*cse46 - cse41,  # [4, 5]
        cse44,  # [5, 4]
        cse47,  # [5, 5]
        -cse49*cse74 + cse49*cse86 + cse49*cse89 - cse54*(cse60*cse81 + cse63*cse88 + cse65*v_thetad_bar2) + cse58*cse82 - cse66*cse67,  # [9, 10]
        cse49*cse92 + cse58*cse73 + cse58*cse91 + cse67*cse85 - cse67*cse90,  # [9, 11]
        cse48*cse66 + cse52*cse82,  # [10, 10]
        cse48*cse90 + cse52*cse91 + cse74 - cse86,  # [10, 11]
        cse89,  # [11, 10]
        cse92,  # [11, 11]
    )
    return out



def Q_v(q, v, t, p):
    """Sensitivity of Q to velocities (seed 001 eq. 38c, f_omega and n_omega).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 16 nonzero.
    """
    # 226 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_bar1, q_psi_bar1, _, _,
        _, _, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, _, _,
        _, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.sin(q_psi_bar1)
    cse1 = math.sin(q_theta_bar1)
    cse2 = cse0*cse1
    cse3 = (1/6)*p_w**4
    cse4 = cse0*v_thetad_bar1
    cse5 = math.cos(q_psi_bar1)
    cse6 = cse1*cse5
    cse7 = cse6*v_phid_bar1
    cse8 = p_L1*p_rho
    cse9 = cse8*(-cse4 + cse7)
    cse10 = cse3*cse9
    cse11 = cse2*v_phid_bar1
    cse12 = cse5*v_thetad_bar1
    cse13 = cse11 + cse12
    cse14 = cse3*cse8
    cse15 = cse13*cse14
    cse16 = p_w**2
    cse17 = (1/12)*cse16
    cse18 = cse17*(cse16 + p_L1**2)
    cse19 = cse18*cse9
    cse20 = cse18*cse8
    cse21 = cse20*(-cse11 - cse12)
    cse22 = cse1*cse20
    cse23 = cse10*cse2 + cse15*cse6 - cse19*cse2 + cse21*cse6 + cse22*v_thetad_bar1
    cse24 = math.cos(q_theta_bar1)
    cse25 = cse0*v_psid_bar1
    cse26 = cse24*v_phid_bar1
    cse27 = -cse26 - v_psid_bar1
    cse28 = cse14*cse2
    cse29 = cse20*(cse26 + v_psid_bar1)
    cse30 = cse13*cse20
    cse31 = -cse15*cse24 + cse2*cse29 - cse20*(-cse1*cse25 + cse12*cse24) + cse24*cse30 + cse27*cse28
    cse32 = cse5*v_psid_bar1
    cse33 = cse20*(cse4 - cse7)
    cse34 = -cse14*(cse1*cse32 + cse24*cse4) + cse19*cse24 + cse24*cse33
    cse35 = -cse0*cse15 - cse0*cse21 + cse10*cse5 - cse19*cse5 + cse22*v_phid_bar1
    cse36 = cse14*cse5
    cse37 = -cse20*(cse26*cse5 - cse32) + cse27*cse36 + cse29*cse5
    cse38 = cse0*cse26 - cse25
    cse39 = -cse15 - cse21 + cse30
    cse40 = -cse10 + cse19 + cse33
    cse41 = math.cos(q_psi_bar2)
    cse42 = math.sin(q_theta_bar2)
    cse43 = cse41*cse42
    cse44 = cse41*v_thetad_bar2
    cse45 = math.sin(q_psi_bar2)
    cse46 = cse42*cse45
    cse47 = cse46*v_phid_bar2
    cse48 = cse44 + cse47
    cse49 = p_L2*p_rho
    cse50 = cse3*cse49
    cse51 = cse48*cse50
    cse52 = cse45*v_thetad_bar2
    cse53 = cse43*v_phid_bar2
    cse54 = cse17*cse49*(cse16 + p_L2**2)
    cse55 = cse54*(-cse52 + cse53)
    cse56 = cse52 - cse53
    cse57 = cse50*cse56
    cse58 = cse48*cse54
    cse59 = cse42*cse54
    cse60 = -cse43*cse51 + cse43*cse58 + cse46*cse55 + cse46*cse57 + cse59*v_thetad_bar2
    cse61 = math.cos(q_theta_bar2)
    cse62 = cse61*v_phid_bar2
    cse63 = -cse62 - v_psid_bar2
    cse64 = cse43*cse50
    cse65 = cse41*v_psid_bar2
    cse66 = cse54*(cse62 + v_psid_bar2)
    cse67 = cse54*cse56
    cse68 = -cse43*cse66 - cse54*(cse42*cse65 + cse52*cse61) - cse57*cse61 + cse61*cse67 - cse63*cse64
    cse69 = cse45*v_psid_bar2
    cse70 = cse54*(-cse44 - cse47)
    cse71 = -cse50*(cse42*cse69 - cse44*cse61) + cse58*cse61 + cse61*cse70
    cse72 = cse45*cse50
    cse73 = cse45*cse66 - cse54*(cse45*cse62 - cse69) + cse63*cse72
    cse74 = cse41*cse55 + cse41*cse57 + cse45*cse51 - cse45*cse58 + cse59*v_phid_bar2
    cse75 = -cse41*cse62 + cse65
    cse76 = -cse55 - cse57 + cse67
    cse77 = -cse51 + cse58 + cse70
    out = np.zeros((12, 12))
    out[_Q_v_INDEX] = (
        cse2*cse34 + cse23*cse24 + cse31*cse6,  # [3, 3]
        cse24*cse35 - cse28*cse38 + cse37*cse6,  # [3, 4]
        cse2*cse40 + cse39*cse6,  # [3, 5]
        -cse0*cse31 + cse34*cse5,  # [4, 3]
        -cse0*cse37 - cse36*cse38,  # [4, 4]
        -cse0*cse39 + cse40*cse5,  # [4, 5]
        cse23,  # [5, 3]
        cse35,  # [5, 4]
        -cse43*cse71 + cse46*cse68 + cse60*cse61,  # [9, 9]
        cse46*cse73 + cse61*cse74 + cse64*cse75,  # [9, 10]
        -cse43*cse77 + cse46*cse76,  # [9, 11]
        cse41*cse68 + cse45*cse71,  # [10, 9]
        cse41*cse73 - cse72*cse75,  # [10, 10]
        cse41*cse76 + cse45*cse77,  # [10, 11]
        cse60,  # [11, 9]
        cse74,  # [11, 10]
    )
    return out



def Ma_q(q, a, p):
    """Sensitivity of the inertia forces M(q) a to positions (zero for rA, whose mass matrix is
    constant).

    Args:
        q: position coordinates (12).
        a: accelerations (time derivative of v) (12).
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 10 nonzero.
    """
    # 121 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_bar1, q_psi_bar1, _, _,
        _, _, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, a_3,
        a_4, a_5, _, _,
        _, a_9, a_10, a_11,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.sin(q_theta_bar1)
    cse1 = p_w**2
    cse2 = cse1*p_rho
    cse3 = cse2*p_L1*(cse1 + p_L1**2)
    cse4 = (1/12)*cse3
    cse5 = cse0*cse4
    cse6 = p_rho*p_w**4
    cse7 = cse6*p_L1
    cse8 = (1/6)*cse7
    cse9 = math.cos(q_theta_bar1)
    cse10 = math.sin(q_psi_bar1)
    cse11 = math.cos(q_psi_bar1)
    cse12 = cse10*cse11
    cse13 = cse12*cse9
    cse14 = -cse13*cse4 + cse13*cse8
    cse15 = cse0*cse10**2
    cse16 = (1/3)*cse7
    cse17 = (1/6)*cse3
    cse18 = cse17*cse9
    cse19 = cse0*cse11**2
    cse20 = cse15*cse4 - cse15*cse8 - cse19*cse4 + cse19*cse8
    cse21 = cse0**2
    cse22 = cse12*cse16
    cse23 = cse12*cse17
    cse24 = math.sin(q_theta_bar2)
    cse25 = cse2*p_L2*(cse1 + p_L2**2)
    cse26 = (1/12)*cse24*cse25
    cse27 = math.cos(q_psi_bar2)
    cse28 = cse27**2
    cse29 = math.cos(q_theta_bar2)
    cse30 = cse6*p_L2
    cse31 = (1/3)*cse30
    cse32 = (1/6)*cse24
    cse33 = cse25*cse29
    cse34 = cse32*cse33
    cse35 = math.sin(q_psi_bar2)
    cse36 = cse35**2
    cse37 = cse27*cse35
    cse38 = (1/6)*cse37
    cse39 = -cse29*cse30*cse38 + (1/12)*cse33*cse37
    cse40 = cse24**2
    cse41 = cse31*cse37
    cse42 = cse25*cse38
    cse43 = cse30*cse32
    cse44 = cse26*cse28 - cse26*cse36 - cse28*cse43 + cse36*cse43
    out = np.zeros((12, 12))
    out[_Ma_q_INDEX] = (
        a_3*(-cse0*cse18 + cse15*cse16*cse9 + cse18*cse19) + a_4*cse14 - a_5*cse5,  # [3, 4]
        a_3*(cse21*cse22 - cse21*cse23) + a_4*cse20,  # [3, 5]
        a_3*cse14,  # [4, 4]
        a_3*cse20 + a_4*(-cse22 + cse23),  # [4, 5]
        -a_3*cse5,  # [5, 4]
        a_10*cse39 - a_11*cse26 + a_9*(cse24*cse28*cse29*cse31 + cse34*cse36 - cse34),  # [9, 10]
        a_10*cse44 + a_9*(-cse40*cse41 + cse40*cse42),  # [9, 11]
        a_9*cse39,  # [10, 10]
        a_10*(cse41 - cse42) + a_9*cse44,  # [10, 11]
        -a_9*cse26,  # [11, 10]
    )
    return out



def Phi_qT_lam_q(q, lam, t, p):
    """Sensitivity of the constraint reaction forces Phi_q^T lam to positions (seed 001 eq.
    38c; Tables 3-6 give its rA blocks per basic constraint).

    Args:
        q: position coordinates (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (12, 12), 30 nonzero.
    """
    # 307 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, _, _,
        _, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        lam_0, lam_1, lam_2, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (10,) else _floats(lam, 10, "lam")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(q_psi_bar1)
    cse1 = math.cos(q_phi_bar1)
    cse2 = cse0*cse1
    cse3 = math.cos(q_theta_bar1)
    cse4 = math.sin(q_psi_bar1)
    cse5 = math.sin(q_phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = -cse2 + cse7
    cse9 = math.sin(q_phi_bar2)
    cse10 = math.sin(q_theta_bar2)
    cse11 = cse10*cse9
    cse12 = cse0*cse5
    cse13 = cse1*cse4
    cse14 = cse13*cse3
    cse15 = -cse12 - cse14
    cse16 = math.cos(q_phi_bar2)
    cse17 = cse10*cse16
    cse18 = cse15*cse17
    cse19 = -cse11*cse8 + cse18
    cse20 = cse12*cse3
    cse21 = cse2*cse3
    cse22 = -cse21 + cse6
    cse23 = cse17*cse22
    cse24 = cse11*(cse13 + cse20) - cse23
    cse25 = math.sin(q_theta_bar1)
    cse26 = -cse1*cse25*lam_4
    cse27 = (1/2)*p_L1
    cse28 = cse15*cse27
    cse29 = cse27*lam_5
    cse30 = cse27*lam_0
    cse31 = -cse28*lam_1 - cse28*lam_6 - cse29*cse8 - cse30*cse8
    cse32 = cse27*lam_6
    cse33 = cse25*cse6
    cse34 = cse11*cse25
    cse35 = cse13*cse34
    cse36 = cse17*cse25
    cse37 = cse36*cse6
    cse38 = cse13*cse25
    cse39 = cse2*cse25
    cse40 = cse11*cse39
    cse41 = cse12*cse25
    cse42 = cse17*cse41
    cse43 = cse27*lam_1
    cse44 = -cse29*cse38 - cse3*cse5*lam_4 - cse30*cse38 - cse32*cse33 - cse33*cse43 + lam_8*(cse40 - cse42) + lam_9*(-cse35 + cse37)
    cse45 = -cse13 - cse20
    cse46 = cse27*cse45
    cse47 = cse17*cse45
    cse48 = cse12 + cse14
    cse49 = cse10*cse48
    cse50 = cse17*cse8
    cse51 = -cse22*cse29 - cse22*cse30 - cse46*lam_1 - cse46*lam_6 + lam_8*(cse49*cse9 - cse50) + lam_9*(-cse11*cse22 + cse47)
    cse52 = cse2 - cse7
    cse53 = cse11*cse52
    cse54 = cse11*cse45
    cse55 = lam_8*(cse23 + cse54) + lam_9*(-cse18 - cse53)
    cse56 = math.cos(q_theta_bar2)
    cse57 = cse15*cse56
    cse58 = cse16*cse56
    cse59 = cse52*cse58
    cse60 = cse56*cse9
    cse61 = cse45*cse58
    cse62 = lam_8*(cse22*cse60 - cse61) + lam_9*(-cse57*cse9 + cse59)
    cse63 = cse10*cse3
    cse64 = cse16*cse63
    cse65 = cse63*cse9
    cse66 = cse25*cse56
    cse67 = cse4*cse66
    cse68 = -cse0*cse66
    cse69 = cse27*lam_2
    cse70 = cse25*cse4
    cse71 = cse27*lam_7
    cse72 = cse69*cse70 + cse70*cse71
    cse73 = cse3*cse56
    cse74 = cse0*cse3
    cse75 = -cse29*cse41 - cse30*cse41 + cse32*cse39 + cse39*cse43 - cse69*cse74 - cse71*cse74 + lam_8*(-cse13*cse36 - cse34*cse6 - cse4*cse73) + lam_9*(-cse0*cse73 - cse11*cse41 - cse17*cse39)
    cse76 = lam_8*(-cse40 + cse42) + lam_9*(cse35 - cse37)
    cse77 = cse25*cse60
    cse78 = cse25*cse58
    cse79 = lam_8*(-cse0*cse63 + cse12*cse77 + cse2*cse78) + lam_9*(-cse13*cse78 + cse4*cse63 - cse6*cse77)
    cse80 = cse21 - cse6
    cse81 = lam_8*(cse11*cse15 + cse50) + lam_9*(-cse11*cse80 - cse47)
    cse82 = cse10*cse25
    cse83 = lam_8*(-cse16*cse57 + cse4*cse82 + cse60*cse8) + lam_9*(cse0*cse82 - cse45*cse60 + cse58*cse80)
    cse84 = -cse16*cse49 + cse53
    cse85 = cse17*cse80 - cse54
    cse86 = math.cos(q_psi_bar2)
    cse87 = cse16*cse86
    cse88 = cse56*cse87
    cse89 = math.sin(q_psi_bar2)
    cse90 = cse89*cse9
    cse91 = (1/2)*p_L2
    cse92 = cse91*lam_6
    cse93 = cse86*cse9
    cse94 = cse56*cse93
    cse95 = cse16*cse89
    cse96 = cse91*lam_5
    cse97 = -cse92*(cse88 - cse90) - cse96*(-cse94 - cse95)
    cse98 = cse10*cse92
    cse99 = cse10*cse96
    cse100 = cse87*cse99 + cse93*cse98 + lam_8*(cse60*cse80 + cse61) + lam_9*(-cse48*cse60 - cse59)
    cse101 = -cse92*(-cse56*cse90 + cse87) - cse96*(-cse56*cse95 - cse93)
    cse102 = cse91*lam_7
    cse103 = -cse10*cse102*cse86
    cse104 = -cse102*cse56*cse89 - cse90*cse99 + cse95*cse98
    out = np.zeros((12, 12))
    out[_Phi_qT_lam_q_INDEX] = (
        cse19*lam_9 + cse24*lam_8 + cse26 + cse31,  # [3, 3]
        cse44,  # [3, 4]
        cse51,  # [3, 5]
        cse55,  # [3, 9]
        cse62,  # [3, 10]
        cse44,  # [4, 3]
        cse14*cse32 + cse14*cse43 + cse26 - cse29*cse7 - cse3*lam_3 - cse30*cse7 + cse72 + lam_8*(cse12*cse65 + cse2*cse64 + cse68) + lam_9*(-cse13*cse64 - cse6*cse65 + cse67),  # [4, 4]
        cse75,  # [4, 5]
        cse76,  # [4, 9]
        cse79,  # [4, 10]
        cse51,  # [5, 3]
        cse75,  # [5, 4]
        cse31 + cse72 + lam_8*(cse24 + cse68) + lam_9*(cse19 + cse67),  # [5, 5]
        cse81,  # [5, 9]
        cse83,  # [5, 10]
        cse55,  # [9, 3]
        cse76,  # [9, 4]
        cse81,  # [9, 5]
        cse84*lam_9 + cse85*lam_8 + cse97,  # [9, 9]
        cse100,  # [9, 10]
        cse101,  # [9, 11]
        cse62,  # [10, 3]
        cse79,  # [10, 4]
        cse83,  # [10, 5]
        cse100,  # [10, 9]
        cse103 - cse88*cse92 + cse94*cse96 + lam_8*(cse68 + cse85) + lam_9*(cse67 + cse84),  # [10, 10]
        cse104,  # [10, 11]
        cse101,  # [11, 9]
        cse104,  # [11, 10]
        cse103 + cse97,  # [11, 11]
    )
    return out



def index3_residual(q, v, a, lam, t, p, h):
    """Index-3 residual g = [M a + Phi_q^T lam - Q; Phi / h^2] (seed 001 eqs. 33a, 34b, 41,
    44).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (4).
        h: step size.

    Returns:
        ndarray of shape (22,), 22 nonzero.
    """
    # 437 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, _, _,
        _, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
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
    cse3 = math.cos(q_psi_bar1)
    cse4 = math.sin(q_theta_bar1)
    cse5 = cse4*v_phid_bar1
    cse6 = cse3*cse5
    cse7 = math.sin(q_psi_bar1)
    cse8 = cse7*v_thetad_bar1
    cse9 = cse6 - cse8
    cse10 = math.cos(q_theta_bar1)
    cse11 = cse10*v_phid_bar1
    cse12 = (1/12)*cse2*(cse0 + p_L1**2)
    cse13 = cse12*(cse11 + v_psid_bar1)
    cse14 = (1/6)*p_rho*p_w**4
    cse15 = cse14*p_L1
    cse16 = cse13*cse9 + cse13*(-cse6 + cse8) - cse15*(cse11*cse8 + cse6*v_psid_bar1 - cse8*v_psid_bar1)
    cse17 = cse4*cse7
    cse18 = cse5*cse7
    cse19 = cse3*v_thetad_bar1
    cse20 = cse18 + cse19
    cse21 = cse15*cse20
    cse22 = -cse12*(cse11*cse19 - cse18*v_psid_bar1 - cse19*v_psid_bar1) + cse13*cse20 + cse21*(-cse11 - v_psid_bar1)
    cse23 = cse3*cse4
    cse24 = cse12*cse5*v_thetad_bar1 + cse12*cse9*(-cse18 - cse19) + cse21*cse9
    cse25 = math.sin(q_phi_bar1)
    cse26 = cse25*cse3
    cse27 = math.cos(q_phi_bar1)
    cse28 = cse27*cse7
    cse29 = cse10*cse28
    cse30 = -cse26 - cse29
    cse31 = (1/2)*p_L1
    cse32 = cse30*cse31
    cse33 = cse25*cse7
    cse34 = cse10*cse33
    cse35 = cse27*cse3
    cse36 = -cse34 + cse35
    cse37 = cse31*cse36
    cse38 = -cse10*cse26 - cse28
    cse39 = math.cos(q_phi_bar2)
    cse40 = math.sin(q_theta_bar2)
    cse41 = cse39*cse40
    cse42 = cse38*cse41
    cse43 = cse10*cse35
    cse44 = math.sin(q_phi_bar2)
    cse45 = cse40*cse44
    cse46 = cse36*cse41
    cse47 = cse30*cse40
    cse48 = a_5*cse12
    cse49 = cse17*cse3
    cse50 = -cse12*cse49 + cse15*cse49
    cse51 = cse3**2
    cse52 = cse4**2
    cse53 = cse7**2
    cse54 = cse31*cse4
    cse55 = cse28*cse54
    cse56 = cse31*lam_7
    cse57 = cse10*cse7
    cse58 = cse33*cse54
    cse59 = math.cos(q_theta_bar2)
    cse60 = cse10*cse59
    cse61 = cse4*cse40
    cse62 = cse44*cse61
    cse63 = cse39*cse61
    cse64 = cse31*lam_2
    cse65 = cse31*cse38
    cse66 = -cse33 + cse43
    cse67 = cse31*cse66
    cse68 = cse4*cse59
    cse69 = cse3*cse68
    cse70 = cse41*cse66
    cse71 = cse38*cse45
    cse72 = -cse68*cse7
    cse73 = cse1*p_L2
    cse74 = math.sin(q_psi_bar2)
    cse75 = cse40*cse74
    cse76 = cse75*v_phid_bar2
    cse77 = math.cos(q_psi_bar2)
    cse78 = cse77*v_thetad_bar2
    cse79 = cse59*v_phid_bar2
    cse80 = cse79 + v_psid_bar2
    cse81 = (1/12)*cse73*(cse0 + p_L2**2)
    cse82 = cse80*cse81
    cse83 = cse76 + cse78
    cse84 = cse81*cse83
    cse85 = cse14*p_L2
    cse86 = cse80*cse84 + cse82*(-cse76 - cse78) - cse85*(cse76*v_psid_bar2 - cse78*cse79 + cse78*v_psid_bar2)
    cse87 = cse40*cse77
    cse88 = cse87*v_phid_bar2
    cse89 = cse74*v_thetad_bar2
    cse90 = -cse88 + cse89
    cse91 = cse85*cse90
    cse92 = -cse81*(cse79*cse89 + cse88*v_psid_bar2 - cse89*v_psid_bar2) + cse82*cse90 + cse91*(-cse79 - v_psid_bar2)
    cse93 = cse40*cse81*v_phid_bar2*v_thetad_bar2 + cse83*cse91 + cse84*(cse88 - cse89)
    cse94 = cse44*cse74
    cse95 = cse39*cse77
    cse96 = cse59*cse95
    cse97 = (1/2)*p_L2
    cse98 = cse97*lam_5
    cse99 = cse44*cse77
    cse100 = cse39*cse74
    cse101 = cse97*(cse100 + cse59*cse99)
    cse102 = cse26 + cse29
    cse103 = a_11*cse81
    cse104 = cse74**2
    cse105 = cse40**2
    cse106 = cse77**2
    cse107 = cse75*cse77
    cse108 = cse107*cse81 - cse107*cse85
    cse109 = cse97*lam_7
    cse110 = cse97*lam_6
    cse111 = cse44*cse59
    cse112 = cse102*cse39
    cse113 = h**(-2)
    cse114 = -cse37
    cse115 = -cse102*cse31
    cse116 = -cse17*cse31
    return np.array([
        a_0*cse2 + lam_0 - lam_5,  # [0]
        a_1*cse2 + lam_1 - lam_6,  # [1]
        a_2*cse2 + 9.81*cse2 + lam_2 - lam_7,  # [2]
        a_3*(cse10**2*cse12 + cse12*cse51*cse52 + cse15*cse52*cse53) + a_4*cse50 - cse10*cse24 + cse10*cse48 - cse16*cse17 - cse22*cse23 - cse25*cse4*lam_4 - cse32*lam_0 - cse32*lam_5 - cse37*lam_1 - cse37*lam_6 + lam_8*(-cse42 + cse45*(cse33 - cse43)) + lam_9*(-cse44*cse47 + cse46),  # [3]
        a_3*cse50 + a_4*(cse12*cse53 + cse15*cse51) + cse10*cse27*lam_4 - cse16*cse3 + cse22*cse7 - cse4*lam_3 + cse55*lam_1 + cse55*lam_6 - cse56*cse57 - cse57*cse64 - cse58*lam_0 - cse58*lam_5 + lam_8*(cse26*cse62 + cse3*cse60 + cse35*cse63) + lam_9*(-cse28*cse63 - cse33*cse62 - cse60*cse7),  # [4]
        a_3*cse10*cse12 - cse23*cse56 - cse23*cse64 - cse24 + cse48 - cse65*lam_0 - cse65*lam_5 - cse67*lam_1 - cse67*lam_6 + lam_8*(-cse39*cse47 + cse45*(cse34 - cse35) + cse72) + lam_9*(-cse69 + cse70 - cse71),  # [5]
        a_6*cse73 + lam_5,  # [6]
        a_7*cse73 + lam_6,  # [7]
        a_8*cse73 + 9.81*cse73 + lam_7,  # [8]
        a_10*cse108 + a_9*(cse104*cse105*cse81 + cse105*cse106*cse85 + cse59**2*cse81) - cse101*lam_6 + cse103*cse59 - cse59*cse93 - cse75*cse92 + cse86*cse87 - cse98*(-cse94 + cse96) + lam_8*(cse42 + cse45*cse66) + lam_9*(-cse102*cse45 - cse46),  # [9]
        a_10*(cse104*cse85 + cse106*cse81) + a_9*cse108 + cse109*cse59*cse77 - cse110*cse40*cse95 + cse40*cse98*cse99 - cse74*cse86 - cse77*cse92 + lam_8*(cse111*cse38 - cse3*cse61 - cse39*cse59*cse66) + lam_9*(-cse111*cse36 + cse112*cse59 + cse61*cse7),  # [10]
        a_9*cse59*cse81 + cse103 - cse109*cse75 - cse110*(cse100*cse59 + cse99) - cse93 - cse98*(-cse59*cse94 + cse95),  # [11]
        cse113*(cse114 + q_r_bar1_x),  # [12]
        cse113*(cse115 + q_r_bar1_y),  # [13]
        cse113*(cse116 + q_r_bar1_z),  # [14]
        cse10*cse113,  # [15]
        cse113*cse27*cse4,  # [16]
        cse113*(-cse101 + cse114 - q_r_bar1_x + q_r_bar2_x),  # [17]
        cse113*(cse115 - cse97*(cse94 - cse96) - q_r_bar1_y + q_r_bar2_y),  # [18]
        cse113*(cse116 + cse87*cse97 - q_r_bar1_z + q_r_bar2_z),  # [19]
        cse113*(cse69 - cse70 + cse71),  # [20]
        cse113*(cse112*cse40 - cse36*cse45 + cse72),  # [21]
    ])



def index3_matrix(q, v, a, lam, t, p, h):
    """Index-3 iteration matrix dg/d(a, lam) = [[M + h^2 ((M a)_q + (Phi_q^T lam)_q - Q_q) T(h
    v) - h Q_v, Phi_q^T], [Phi_q T(h v), 0]] (seed 001 eq. 38c, with the exact chain rule
    through q = q_n (+) h v).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        a: accelerations (time derivative of v) (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (4).
        h: step size.

    Returns:
        ndarray of shape (22, 22), 128 nonzero.
    """
    # 1000 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, _, _,
        _, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, _, _,
        _, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        _, _, _, a_3,
        a_4, a_5, _, _,
        _, a_9, a_10, a_11,
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
    cse3 = math.sin(q_theta_bar1)
    cse4 = cse3**2
    cse5 = math.sin(q_psi_bar1)
    cse6 = cse5**2
    cse7 = p_rho*p_w**4
    cse8 = (1/6)*cse7
    cse9 = cse8*p_L1
    cse10 = cse6*cse9
    cse11 = math.cos(q_theta_bar1)
    cse12 = cse2*(cse0 + p_L1**2)
    cse13 = (1/12)*cse12
    cse14 = math.cos(q_psi_bar1)
    cse15 = cse14**2
    cse16 = cse3*cse5
    cse17 = cse5*v_thetad_bar1
    cse18 = cse14*cse3
    cse19 = cse18*v_phid_bar1
    cse20 = -cse17 + cse19
    cse21 = cse20*cse9
    cse22 = cse16*v_phid_bar1
    cse23 = cse14*v_thetad_bar1
    cse24 = cse22 + cse23
    cse25 = cse24*cse9
    cse26 = cse13*cse20
    cse27 = -cse22 - cse23
    cse28 = cse13*cse27
    cse29 = cse13*cse3
    cse30 = cse16*cse21 - cse16*cse26 + cse18*cse25 + cse18*cse28 + cse29*v_thetad_bar1
    cse31 = cse5*v_psid_bar1
    cse32 = cse3*cse31
    cse33 = cse11*v_phid_bar1
    cse34 = -cse33 - v_psid_bar1
    cse35 = cse16*cse9
    cse36 = cse33 + v_psid_bar1
    cse37 = cse13*cse36
    cse38 = cse13*cse24
    cse39 = -cse11*cse25 + cse11*cse38 - cse13*(cse11*cse23 - cse32) + cse16*cse37 + cse34*cse35
    cse40 = cse14*v_psid_bar1
    cse41 = cse3*cse40
    cse42 = cse17 - cse19
    cse43 = cse13*cse42
    cse44 = cse11*cse26 + cse11*cse43 - cse9*(cse11*cse17 + cse41)
    cse45 = h**2
    cse46 = math.cos(q_phi_bar1)
    cse47 = cse14*cse46
    cse48 = math.sin(q_phi_bar1)
    cse49 = cse48*cse5
    cse50 = cse11*cse49
    cse51 = -cse47 + cse50
    cse52 = math.sin(q_phi_bar2)
    cse53 = math.sin(q_theta_bar2)
    cse54 = cse52*cse53
    cse55 = cse51*cse54
    cse56 = cse14*cse48
    cse57 = cse11*cse46
    cse58 = cse5*cse57
    cse59 = -cse56 - cse58
    cse60 = math.cos(q_phi_bar2)
    cse61 = cse53*cse60
    cse62 = cse59*cse61
    cse63 = -cse55 + cse62
    cse64 = cse11*cse56
    cse65 = cse46*cse5
    cse66 = cse14*cse57
    cse67 = cse49 - cse66
    cse68 = cse61*cse67
    cse69 = cse54*(cse64 + cse65) - cse68
    cse70 = -cse3*cse46*lam_4
    cse71 = (1/2)*p_L1
    cse72 = cse59*cse71
    cse73 = cse71*lam_5
    cse74 = cse71*lam_0
    cse75 = -cse51*cse73 - cse51*cse74 - cse72*lam_1 - cse72*lam_6
    cse76 = cse3*v_phid_bar1
    cse77 = cse13*cse76
    cse78 = cse14*cse21 - cse14*cse26 - cse25*cse5 - cse28*cse5 + cse77
    cse79 = cse14*cse33
    cse80 = cse14*cse9
    cse81 = -cse13*(-cse40 + cse79) + cse14*cse37 + cse34*cse80
    cse82 = cse33*cse5
    cse83 = -cse31 + cse82
    cse84 = cse14*cse5
    cse85 = cse11*cse13
    cse86 = cse11*cse5*cse80 - cse84*cse85
    cse87 = -cse26*cse76 - cse43*cse76 - cse9*(-cse17*cse76 + cse33*cse40)
    cse88 = cse26*cse36
    cse89 = cse17*cse33
    cse90 = cse41*v_phid_bar1
    cse91 = cse17*v_psid_bar1
    cse92 = cse36*cse43 + cse88 - cse9*(cse89 + cse90 - cse91)
    cse93 = cse5*cse92
    cse94 = -cse13*(-cse23*cse76 - cse31*cse33) + cse25*cse76 + cse34*cse82*cse9 + cse37*cse82 - cse38*cse76
    cse95 = cse36*cse38
    cse96 = cse23*cse33 - cse23*v_psid_bar1 - cse32*v_phid_bar1
    cse97 = -cse13*cse96 + cse25*cse34 + cse95
    cse98 = cse14*cse97
    cse99 = cse13*cse33*v_thetad_bar1 + cse21*cse82 + cse25*cse79 - cse26*cse82 + cse28*cse79
    cse100 = (1/3)*cse7
    cse101 = cse100*p_L1
    cse102 = cse11*cse3
    cse103 = (1/6)*cse12
    cse104 = cse102*cse103
    cse105 = cse3*cse48
    cse106 = cse105*cse5
    cse107 = cse106*cse61
    cse108 = cse3*cse65
    cse109 = cse108*cse54
    cse110 = cse106*cse71
    cse111 = cse3*cse47
    cse112 = cse111*cse54
    cse113 = cse105*cse14
    cse114 = cse113*cse61
    cse115 = -cse108*cse73 - cse108*cse74 - cse11*cse48*lam_4 - cse110*lam_1 - cse110*lam_6 + lam_8*(cse112 - cse114) + lam_9*(cse107 - cse109)
    cse116 = cse18*cse5
    cse117 = -cse116*cse13 + cse116*cse9
    cse118 = -cse25 - cse28 + cse38
    cse119 = -cse21 + cse26 + cse43
    cse120 = cse101*cse84
    cse121 = cse103*cse84
    cse122 = cse28*cse36 - cse9*cse96 + cse95
    cse123 = -cse13*(-cse89 - cse90 + cse91) + cse21*cse34 + cse88
    cse124 = cse13*cse27**2 + cse20**2*cse9 + cse25*cse27 + cse26*cse42
    cse125 = cse15*cse9
    cse126 = cse13*cse6
    cse127 = -cse10*cse3 + cse125*cse3 + cse126*cse3 - cse15*cse29
    cse128 = cse54*cse67
    cse129 = -cse64 - cse65
    cse130 = cse129*cse61
    cse131 = cse129*cse71
    cse132 = cse56 + cse58
    cse133 = cse132*cse53
    cse134 = cse133*cse52
    cse135 = cse51*cse61
    cse136 = -cse131*lam_1 - cse131*lam_6 - cse67*cse73 - cse67*cse74 + lam_8*(cse134 - cse135) + lam_9*(-cse128 + cse130)
    cse137 = -cse62
    cse138 = cse47 - cse50
    cse139 = cse138*cse54
    cse140 = cse129*cse54
    cse141 = cse45*(lam_8*(cse140 + cse68) + lam_9*(cse137 - cse139))
    cse142 = math.cos(q_theta_bar2)
    cse143 = cse142*cse59
    cse144 = cse142*cse60
    cse145 = cse138*cse144
    cse146 = cse142*cse52
    cse147 = cse129*cse144
    cse148 = cse45*(lam_8*(cse146*cse67 - cse147) + lam_9*(-cse143*cse52 + cse145))
    cse149 = -cse72
    cse150 = -cse138*cse71
    cse151 = -cse105
    cse152 = -cse130
    cse153 = cse128 + cse152
    cse154 = cse138*cse61
    cse155 = cse54*cse59
    cse156 = cse154 - cse155
    cse157 = cse142*cse16
    cse158 = cse71*lam_6
    cse159 = -cse142*cse18
    cse160 = cse71*lam_1
    cse161 = cse16*cse71
    cse162 = cse161*lam_2 + cse161*lam_7
    cse163 = cse113*cse54
    cse164 = cse111*cse61
    cse165 = cse11*cse142
    cse166 = cse14*cse165
    cse167 = cse11*cse71
    cse168 = cse14*cse167
    cse169 = -cse106*cse54 - cse108*cse61 - cse165*cse5
    cse170 = cse111*cse158 + cse111*cse160 - cse113*cse73 - cse113*cse74 - cse168*lam_2 - cse168*lam_7 + cse169*lam_8 + lam_9*(-cse163 - cse164 - cse166)
    cse171 = cse45*(lam_8*(-cse112 + cse114) + lam_9*(-cse107 + cse109))
    cse172 = cse11*cse53
    cse173 = cse45*(lam_8*(cse111*cse144 + cse113*cse146 - cse14*cse172) + lam_9*(-cse106*cse146 - cse108*cse144 + cse172*cse5))
    cse174 = -cse110
    cse175 = cse108*cse71
    cse176 = -cse167*cse5
    cse177 = -cse3
    cse178 = cse163 + cse164 + cse166
    cse179 = -cse49 + cse66
    cse180 = cse179*cse54
    cse181 = cse45*(lam_8*(cse135 + cse155) + lam_9*(cse152 - cse180))
    cse182 = cse129*cse146
    cse183 = cse144*cse179
    cse184 = cse18*cse53
    cse185 = cse16*cse53
    cse186 = cse45*(lam_8*(-cse143*cse60 + cse146*cse51 + cse185) + lam_9*(-cse182 + cse183 + cse184))
    cse187 = -cse131
    cse188 = -cse179*cse71
    cse189 = -cse18*cse71
    cse190 = cse137 - cse157 + cse55
    cse191 = -cse140 + cse179*cse61
    cse192 = cse159 + cse191
    cse193 = cse1*p_L2
    cse194 = cse53**2
    cse195 = math.cos(q_psi_bar2)
    cse196 = cse195**2
    cse197 = cse8*p_L2
    cse198 = cse196*cse197
    cse199 = math.sin(q_psi_bar2)
    cse200 = cse199**2
    cse201 = cse193*(cse0 + p_L2**2)
    cse202 = (1/12)*cse201
    cse203 = cse200*cse202
    cse204 = cse195*cse53
    cse205 = cse195*v_thetad_bar2
    cse206 = cse199*cse53
    cse207 = cse206*v_phid_bar2
    cse208 = cse205 + cse207
    cse209 = cse197*cse208
    cse210 = cse199*v_thetad_bar2
    cse211 = cse204*v_phid_bar2
    cse212 = -cse210 + cse211
    cse213 = cse202*cse212
    cse214 = cse210 - cse211
    cse215 = cse197*cse214
    cse216 = cse202*cse208
    cse217 = cse202*cse53
    cse218 = -cse204*cse209 + cse204*cse216 + cse206*cse213 + cse206*cse215 + cse217*v_thetad_bar2
    cse219 = cse142*v_phid_bar2
    cse220 = -cse219 - v_psid_bar2
    cse221 = cse197*cse204
    cse222 = cse195*v_psid_bar2
    cse223 = cse222*cse53
    cse224 = cse219 + v_psid_bar2
    cse225 = cse202*cse224
    cse226 = cse202*cse214
    cse227 = -cse142*cse215 + cse142*cse226 - cse202*(cse142*cse210 + cse223) - cse204*cse225 - cse220*cse221
    cse228 = cse199*v_psid_bar2
    cse229 = cse228*cse53
    cse230 = cse202*(-cse205 - cse207)
    cse231 = cse142*cse216 + cse142*cse230 - cse197*(-cse142*cse205 + cse229)
    cse232 = -cse133*cse60 + cse139
    cse233 = cse199*cse52
    cse234 = cse195*cse60
    cse235 = cse142*cse234
    cse236 = (1/2)*p_L2
    cse237 = cse236*(-cse233 + cse235)
    cse238 = cse195*cse52
    cse239 = cse142*cse238
    cse240 = cse199*cse60
    cse241 = cse236*lam_5
    cse242 = -cse237*lam_6 - cse241*(-cse239 - cse240)
    cse243 = cse199*cse219
    cse244 = cse197*cse199
    cse245 = cse199*cse225 - cse202*(-cse228 + cse243) + cse220*cse244
    cse246 = cse53*v_phid_bar2
    cse247 = cse202*cse246
    cse248 = cse195*cse213 + cse195*cse215 + cse199*cse209 - cse199*cse216 + cse247
    cse249 = cse195*cse219
    cse250 = cse222 - cse249
    cse251 = cse100*p_L2
    cse252 = cse142*cse53
    cse253 = (1/6)*cse201
    cse254 = cse252*cse253
    cse255 = -cse197*(cse205*cse246 + cse219*cse228) - cse216*cse246 - cse230*cse246
    cse256 = cse216*cse224
    cse257 = cse205*cse219
    cse258 = cse229*v_phid_bar2
    cse259 = cse205*v_psid_bar2
    cse260 = -cse197*(-cse257 + cse258 + cse259) + cse224*cse230 + cse256
    cse261 = cse195*cse260
    cse262 = -cse197*cse220*cse249 - cse202*(-cse210*cse246 + cse219*cse222) + cse215*cse246 - cse225*cse249 - cse226*cse246
    cse263 = cse224*cse226
    cse264 = cse210*cse219 - cse210*v_psid_bar2 + cse223*v_phid_bar2
    cse265 = -cse202*cse264 + cse215*cse220 + cse263
    cse266 = cse199*cse265
    cse267 = cse202*cse219*v_thetad_bar2 - cse209*cse249 + cse213*cse243 + cse215*cse243 + cse216*cse249
    cse268 = cse195*cse199
    cse269 = cse142*cse202
    cse270 = -cse142*cse195*cse244 + cse268*cse269
    cse271 = cse132*cse142
    cse272 = cse236*cse53
    cse273 = cse238*cse272
    cse274 = cse241*cse53
    cse275 = cse234*cse274 + cse273*lam_6 + lam_8*(cse146*cse179 + cse147) + lam_9*(-cse145 - cse271*cse52)
    cse276 = cse195*cse206
    cse277 = -cse197*cse276 + cse202*cse276
    cse278 = -cse213 - cse215 + cse226
    cse279 = -cse209 + cse216 + cse230
    cse280 = cse197*cse200
    cse281 = cse196*cse202
    cse282 = -cse198*cse53 - cse203*cse53 + cse280*cse53 + cse281*cse53
    cse283 = cse251*cse268
    cse284 = cse253*cse268
    cse285 = -cse197*cse264 + cse213*cse224 + cse263
    cse286 = -cse202*(cse257 - cse258 - cse259) + cse209*cse220 + cse256
    cse287 = cse197*cse208**2 + cse202*cse212**2 + cse208*cse230 + cse212*cse215
    cse288 = cse236*(-cse142*cse233 + cse234)
    cse289 = cse142*cse240
    cse290 = -cse241*(-cse238 - cse289) - cse288*lam_6
    cse291 = -cse237
    cse292 = -cse236*(cse239 + cse240)
    cse293 = cse130 + cse180
    cse294 = -cse134 - cse154
    cse295 = -cse204*cse236*lam_7
    cse296 = cse142*cse236
    cse297 = -cse199*cse296*lam_7 - cse233*cse274 + cse240*cse272*lam_6
    cse298 = -cse234*cse272
    cse299 = cse195*cse296
    cse300 = cse182 - cse183 - cse184
    cse301 = -cse138*cse146 + cse185 + cse271*cse60
    cse302 = -cse288
    cse303 = -cse236*(cse238 + cse289)
    cse304 = -cse206*cse236
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
        cse10*cse4 + cse11**2*cse13 + cse13*cse15*cse4 + cse45*(cse63*lam_9 + cse69*lam_8 + cse70 + cse75) - h*(cse11*cse30 + cse16*cse44 + cse18*cse39),  # [3, 3]
        cse117 + cse45*(a_3*(cse101*cse102*cse6 + cse104*cse15 - cse104) + a_4*cse86 - a_5*cse29 - cse11*cse93 - cse11*cse98 - cse11*cse99 + cse115 - cse16*cse87 - cse18*cse94 + cse3*(cse20*cse25 + cse20*cse28 + cse77*v_thetad_bar1)) - h*(cse11*cse78 + cse18*cse81 - cse35*cse83),  # [3, 4]
        cse45*(a_3*(cse120*cse4 - cse121*cse4) + a_4*cse127 - cse11*cse124 - cse122*cse16 - cse123*cse18 + cse136 + cse16*cse97 - cse18*cse92) + cse85 - h*(cse118*cse18 + cse119*cse16),  # [3, 5]
        cse141,  # [3, 9]
        cse148,  # [3, 10]
        cse149,  # [3, 12]
        cse150,  # [3, 13]
        cse151,  # [3, 16]
        cse149,  # [3, 17]
        cse150,  # [3, 18]
        cse153,  # [3, 20]
        cse156,  # [3, 21]
        cse115*cse45 + cse117 - h*(cse14*cse44 - cse39*cse5),  # [4, 3]
        cse125 + cse126 + cse45*(a_3*cse86 - cse11*lam_3 - cse14*cse87 + cse158*cse58 + cse160*cse58 + cse162 + cse5*cse94 - cse50*cse73 - cse50*cse74 + cse70 + lam_8*(cse159 + cse54*cse64 + cse61*cse66) + lam_9*(cse157 - cse50*cse54 - cse58*cse61)) - h*(-cse5*cse81 - cse80*cse83),  # [4, 4]
        cse45*(a_3*cse127 + a_4*(-cse120 + cse121) - cse122*cse14 + cse123*cse5 + cse170 + cse93 + cse98) - h*(-cse118*cse5 + cse119*cse14),  # [4, 5]
        cse171,  # [4, 9]
        cse173,  # [4, 10]
        cse174,  # [4, 12]
        cse175,  # [4, 13]
        cse176,  # [4, 14]
        cse177,  # [4, 15]
        cse57,  # [4, 16]
        cse174,  # [4, 17]
        cse175,  # [4, 18]
        cse176,  # [4, 19]
        cse178,  # [4, 20]
        cse169,  # [4, 21]
        cse136*cse45 - cse30*h + cse85,  # [5, 3]
        cse45*(-a_3*cse29 + cse170 - cse99) - cse78*h,  # [5, 4]
        cse13 + cse45*(-cse124 + cse162 + cse75 + lam_8*(cse159 + cse69) + lam_9*(cse157 + cse63)),  # [5, 5]
        cse181,  # [5, 9]
        cse186,  # [5, 10]
        cse187,  # [5, 12]
        cse188,  # [5, 13]
        cse189,  # [5, 14]
        cse187,  # [5, 17]
        cse188,  # [5, 18]
        cse189,  # [5, 19]
        cse190,  # [5, 20]
        cse192,  # [5, 21]
        cse193,  # [6, 6]
        1,  # [6, 17]
        cse193,  # [7, 7]
        1,  # [7, 18]
        cse193,  # [8, 8]
        1,  # [8, 19]
        cse141,  # [9, 3]
        cse171,  # [9, 4]
        cse181,  # [9, 5]
        cse142**2*cse202 + cse194*cse198 + cse194*cse203 + cse45*(cse191*lam_8 + cse232*lam_9 + cse242) - h*(cse142*cse218 - cse204*cse231 + cse206*cse227),  # [9, 9]
        cse277 + cse45*(a_10*cse270 - a_11*cse217 + a_9*(cse196*cse251*cse252 + cse200*cse254 - cse254) + cse142*cse261 - cse142*cse266 - cse142*cse267 + cse204*cse255 - cse206*cse262 + cse275 + cse53*(cse208*cse215 + cse212*cse216 + cse247*v_thetad_bar2)) - h*(cse142*cse248 + cse206*cse245 + cse221*cse250),  # [9, 10]
        cse269 + cse45*(a_10*cse282 + a_9*(-cse194*cse283 + cse194*cse284) - cse142*cse287 - cse204*cse265 + cse204*cse285 - cse206*cse260 - cse206*cse286 + cse290) - h*(-cse204*cse279 + cse206*cse278),  # [9, 11]
        cse291,  # [9, 17]
        cse292,  # [9, 18]
        cse293,  # [9, 20]
        cse294,  # [9, 21]
        cse148,  # [10, 3]
        cse173,  # [10, 4]
        cse186,  # [10, 5]
        cse275*cse45 + cse277 - h*(cse195*cse227 + cse199*cse231),  # [10, 9]
        cse280 + cse281 + cse45*(a_9*cse270 + cse192*lam_8 - cse195*cse262 - cse199*cse255 - cse235*cse236*lam_6 + cse239*cse241 + cse295 + lam_9*(cse157 + cse232)) - h*(cse195*cse245 - cse244*cse250),  # [10, 10]
        cse45*(a_10*(cse283 - cse284) + a_9*cse282 - cse195*cse286 - cse199*cse285 - cse261 + cse266 + cse297) - h*(cse195*cse278 + cse199*cse279),  # [10, 11]
        cse273,  # [10, 17]
        cse298,  # [10, 18]
        cse299,  # [10, 19]
        cse300,  # [10, 20]
        cse301,  # [10, 21]
        -cse218*h + cse269 + cse290*cse45,  # [11, 9]
        -cse248*h + cse45*(-a_9*cse217 - cse267 + cse297),  # [11, 10]
        cse202 + cse45*(cse242 - cse287 + cse295),  # [11, 11]
        cse302,  # [11, 17]
        cse303,  # [11, 18]
        cse304,  # [11, 19]
        1,  # [12, 0]
        cse149,  # [12, 3]
        cse174,  # [12, 4]
        cse187,  # [12, 5]
        1,  # [13, 1]
        cse150,  # [13, 3]
        cse175,  # [13, 4]
        cse188,  # [13, 5]
        1,  # [14, 2]
        cse176,  # [14, 4]
        cse189,  # [14, 5]
        cse177,  # [15, 4]
        cse151,  # [16, 3]
        cse57,  # [16, 4]
        -1,  # [17, 0]
        cse149,  # [17, 3]
        cse174,  # [17, 4]
        cse187,  # [17, 5]
        1,  # [17, 6]
        cse291,  # [17, 9]
        cse273,  # [17, 10]
        cse302,  # [17, 11]
        -1,  # [18, 1]
        cse150,  # [18, 3]
        cse175,  # [18, 4]
        cse188,  # [18, 5]
        1,  # [18, 7]
        cse292,  # [18, 9]
        cse298,  # [18, 10]
        cse303,  # [18, 11]
        -1,  # [19, 2]
        cse176,  # [19, 4]
        cse189,  # [19, 5]
        1,  # [19, 8]
        cse299,  # [19, 10]
        cse304,  # [19, 11]
        cse153,  # [20, 3]
        cse178,  # [20, 4]
        cse190,  # [20, 5]
        cse293,  # [20, 9]
        cse300,  # [20, 10]
        cse156,  # [21, 3]
        cse169,  # [21, 4]
        cse192,  # [21, 5]
        cse294,  # [21, 9]
        cse301,  # [21, 10]
    )
    return out



def genalpha_matrix(q, v, dv, a, lam, t, p, hq, hv):
    """Generalized-alpha iteration matrix dg/d(a, lam) = [[M + hq ((M a)_q + (Phi_q^T lam)_q -
    Q_q) T(dv) - hv Q_v, Phi_q^T], [Phi_q T(dv), 0]] for the residual g = index3_residual at
    h = sqrt(hq) (Arnold & Bruls 2007): hq = dq/da = beta' h^2 and hv = dv/da = gamma' h, dv
    the increment of q = q_n (+) dv.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        dv: increment in velocity coordinates (e.g. h v) (12).
        a: accelerations (time derivative of v) (12).
        lam: Lagrange multipliers, one per constraint row (10).
        t: time.
        p: parameters (4).
        hq: sensitivity of positions to accelerations (beta' h^2).
        hv: sensitivity of velocities to accelerations (gamma' h).

    Returns:
        ndarray of shape (22, 22), 128 nonzero.
    """
    # 1004 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, _, _,
        _, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        _, _, _, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, _, _,
        _, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        _, _, _, a_3,
        a_4, a_5, _, _,
        _, a_9, a_10, a_11,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (12,) else _floats(a, 12, "a")

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
    cse3 = math.sin(q_theta_bar1)
    cse4 = cse3**2
    cse5 = math.sin(q_psi_bar1)
    cse6 = cse5**2
    cse7 = p_rho*p_w**4
    cse8 = (1/6)*cse7
    cse9 = cse8*p_L1
    cse10 = cse6*cse9
    cse11 = math.cos(q_theta_bar1)
    cse12 = cse2*(cse0 + p_L1**2)
    cse13 = (1/12)*cse12
    cse14 = math.cos(q_psi_bar1)
    cse15 = cse14**2
    cse16 = cse13*cse15
    cse17 = cse3*cse5
    cse18 = cse5*v_thetad_bar1
    cse19 = cse14*cse3
    cse20 = cse19*v_phid_bar1
    cse21 = -cse18 + cse20
    cse22 = cse21*cse9
    cse23 = cse17*v_phid_bar1
    cse24 = cse14*v_thetad_bar1
    cse25 = cse23 + cse24
    cse26 = cse25*cse9
    cse27 = cse13*cse21
    cse28 = -cse23 - cse24
    cse29 = cse13*cse28
    cse30 = cse13*cse3
    cse31 = cse17*cse22 - cse17*cse27 + cse19*cse26 + cse19*cse29 + cse30*v_thetad_bar1
    cse32 = cse5*v_psid_bar1
    cse33 = cse3*cse32
    cse34 = cse11*v_phid_bar1
    cse35 = -cse34 - v_psid_bar1
    cse36 = cse17*cse9
    cse37 = cse34 + v_psid_bar1
    cse38 = cse13*cse37
    cse39 = cse11*cse13
    cse40 = -cse11*cse26 - cse13*(cse11*cse24 - cse33) + cse17*cse38 + cse25*cse39 + cse35*cse36
    cse41 = cse14*v_psid_bar1
    cse42 = cse3*cse41
    cse43 = cse18 - cse20
    cse44 = cse21*cse39 + cse39*cse43 - cse9*(cse11*cse18 + cse42)
    cse45 = math.sin(q_phi_bar2)
    cse46 = math.sin(q_theta_bar2)
    cse47 = math.sin(q_phi_bar1)
    cse48 = cse47*cse5
    cse49 = cse11*cse48
    cse50 = math.cos(q_phi_bar1)
    cse51 = cse14*cse50
    cse52 = cse49 - cse51
    cse53 = cse46*cse52
    cse54 = cse45*cse53
    cse55 = math.cos(q_phi_bar2)
    cse56 = cse14*cse47
    cse57 = cse11*cse50
    cse58 = cse5*cse57
    cse59 = -cse56 - cse58
    cse60 = cse46*cse59
    cse61 = cse55*cse60
    cse62 = -cse54 + cse61
    cse63 = cse11*cse56
    cse64 = cse5*cse50
    cse65 = cse45*cse46
    cse66 = cse14*cse57
    cse67 = cse48 - cse66
    cse68 = cse46*cse55
    cse69 = cse67*cse68
    cse70 = cse65*(cse63 + cse64) - cse69
    cse71 = -cse3*cse50*lam_4
    cse72 = (1/2)*p_L1
    cse73 = cse59*cse72
    cse74 = cse52*cse72
    cse75 = -cse73*lam_1 - cse73*lam_6 - cse74*lam_0 - cse74*lam_5
    cse76 = cse3*v_phid_bar1
    cse77 = cse13*cse76
    cse78 = cse14*cse22 - cse14*cse27 - cse26*cse5 - cse29*cse5 + cse77
    cse79 = cse14*cse34
    cse80 = cse14*cse9
    cse81 = -cse13*(-cse41 + cse79) + cse14*cse38 + cse35*cse80
    cse82 = cse34*cse5
    cse83 = -cse32 + cse82
    cse84 = cse11*cse14
    cse85 = cse5*cse9
    cse86 = cse13*cse5
    cse87 = cse84*cse85 - cse84*cse86
    cse88 = cse13*cse43
    cse89 = -cse27*cse76 - cse76*cse88 - cse9*(-cse18*cse76 + cse34*cse41)
    cse90 = cse27*cse37
    cse91 = cse18*cse34
    cse92 = cse42*v_phid_bar1
    cse93 = cse18*v_psid_bar1
    cse94 = cse37*cse88 - cse9*(cse91 + cse92 - cse93) + cse90
    cse95 = cse5*cse94
    cse96 = cse13*cse25
    cse97 = -cse13*(-cse24*cse76 - cse32*cse34) + cse26*cse76 + cse35*cse82*cse9 + cse38*cse82 - cse76*cse96
    cse98 = cse37*cse96
    cse99 = cse24*cse34 - cse24*v_psid_bar1 - cse33*v_phid_bar1
    cse100 = -cse13*cse99 + cse26*cse35 + cse98
    cse101 = cse100*cse14
    cse102 = cse13*cse34*v_thetad_bar1 + cse22*cse82 + cse26*cse79 - cse27*cse82 + cse29*cse79
    cse103 = (1/3)*cse7
    cse104 = cse103*p_L1
    cse105 = cse11*cse3
    cse106 = (1/6)*cse12
    cse107 = cse105*cse106
    cse108 = cse3*cse47
    cse109 = cse108*cse5
    cse110 = cse109*cse68
    cse111 = cse3*cse64
    cse112 = cse111*cse65
    cse113 = cse5*cse72
    cse114 = cse108*cse113
    cse115 = cse111*cse72
    cse116 = cse3*cse51
    cse117 = cse116*cse65
    cse118 = cse108*cse14
    cse119 = cse118*cse68
    cse120 = -cse11*cse47*lam_4 - cse114*lam_1 - cse114*lam_6 - cse115*lam_0 - cse115*lam_5 + lam_8*(cse117 - cse119) + lam_9*(cse110 - cse112)
    cse121 = cse19*cse85 - cse19*cse86
    cse122 = -cse26 - cse29 + cse96
    cse123 = -cse22 + cse27 + cse88
    cse124 = cse14*cse5
    cse125 = cse104*cse124
    cse126 = cse106*cse124
    cse127 = cse29*cse37 - cse9*cse99 + cse98
    cse128 = -cse13*(-cse91 - cse92 + cse93) + cse22*cse35 + cse90
    cse129 = cse13*cse28**2 + cse21**2*cse9 + cse26*cse28 + cse27*cse43
    cse130 = cse15*cse9
    cse131 = cse13*cse6
    cse132 = -cse10*cse3 + cse130*cse3 + cse131*cse3 - cse16*cse3
    cse133 = cse65*cse67
    cse134 = -cse63 - cse64
    cse135 = cse134*cse68
    cse136 = cse134*cse72
    cse137 = cse67*cse72
    cse138 = cse56 + cse58
    cse139 = cse138*cse46
    cse140 = cse139*cse45
    cse141 = cse53*cse55
    cse142 = -cse136*lam_1 - cse136*lam_6 - cse137*lam_0 - cse137*lam_5 + lam_8*(cse140 - cse141) + lam_9*(-cse133 + cse135)
    cse143 = -cse61
    cse144 = -cse49 + cse51
    cse145 = cse144*cse45
    cse146 = cse145*cse46
    cse147 = cse134*cse65
    cse148 = hq*(lam_8*(cse147 + cse69) + lam_9*(cse143 - cse146))
    cse149 = math.cos(q_theta_bar2)
    cse150 = cse149*cse45
    cse151 = cse149*cse55
    cse152 = cse144*cse151
    cse153 = cse134*cse151
    cse154 = hq*(lam_8*(cse150*cse67 - cse153) + lam_9*(-cse150*cse59 + cse152))
    cse155 = -cse73
    cse156 = -cse144*cse72
    cse157 = -cse108
    cse158 = -cse135
    cse159 = cse133 + cse158
    cse160 = cse144*cse68
    cse161 = cse45*cse60
    cse162 = cse160 - cse161
    cse163 = cse149*cse17
    cse164 = cse58*cse72
    cse165 = cse49*cse72
    cse166 = -cse149*cse19
    cse167 = cse72*lam_2
    cse168 = cse72*lam_7
    cse169 = cse167*cse17 + cse168*cse17
    cse170 = cse118*cse65
    cse171 = cse116*cse68
    cse172 = cse11*cse149
    cse173 = cse14*cse172
    cse174 = cse116*cse72
    cse175 = -cse109*cse65 - cse111*cse68 - cse172*cse5
    cse176 = cse118*cse72
    cse177 = -cse167*cse84 - cse168*cse84 + cse174*lam_1 + cse174*lam_6 + cse175*lam_8 - cse176*lam_0 - cse176*lam_5 + lam_9*(-cse170 - cse171 - cse173)
    cse178 = hq*(lam_8*(-cse117 + cse119) + lam_9*(-cse110 + cse112))
    cse179 = cse11*cse46
    cse180 = hq*(lam_8*(cse116*cse151 + cse118*cse150 - cse14*cse179) + lam_9*(-cse109*cse150 - cse111*cse151 + cse179*cse5))
    cse181 = -cse114
    cse182 = -cse11*cse113
    cse183 = -cse3
    cse184 = cse170 + cse171 + cse173
    cse185 = -cse48 + cse66
    cse186 = cse185*cse65
    cse187 = hq*(lam_8*(cse141 + cse161) + lam_9*(cse158 - cse186))
    cse188 = cse134*cse150
    cse189 = cse151*cse185
    cse190 = cse19*cse46
    cse191 = cse17*cse46
    cse192 = hq*(lam_8*(cse150*cse52 - cse151*cse59 + cse191) + lam_9*(-cse188 + cse189 + cse190))
    cse193 = -cse136
    cse194 = -cse185*cse72
    cse195 = -cse19*cse72
    cse196 = cse143 - cse163 + cse54
    cse197 = -cse147 + cse185*cse68
    cse198 = cse166 + cse197
    cse199 = cse1*p_L2
    cse200 = cse46**2
    cse201 = math.cos(q_psi_bar2)
    cse202 = cse201**2
    cse203 = cse8*p_L2
    cse204 = cse202*cse203
    cse205 = cse199*(cse0 + p_L2**2)
    cse206 = (1/12)*cse205
    cse207 = math.sin(q_psi_bar2)
    cse208 = cse207**2
    cse209 = cse201*cse46
    cse210 = cse201*v_thetad_bar2
    cse211 = cse207*cse46
    cse212 = cse211*v_phid_bar2
    cse213 = cse210 + cse212
    cse214 = cse203*cse213
    cse215 = cse207*v_thetad_bar2
    cse216 = cse209*v_phid_bar2
    cse217 = -cse215 + cse216
    cse218 = cse206*cse217
    cse219 = cse215 - cse216
    cse220 = cse203*cse219
    cse221 = cse206*cse213
    cse222 = cse206*cse46
    cse223 = -cse209*cse214 + cse209*cse221 + cse211*cse218 + cse211*cse220 + cse222*v_thetad_bar2
    cse224 = cse149*v_phid_bar2
    cse225 = -cse224 - v_psid_bar2
    cse226 = cse203*cse209
    cse227 = cse201*v_psid_bar2
    cse228 = cse227*cse46
    cse229 = cse224 + v_psid_bar2
    cse230 = cse206*cse229
    cse231 = cse206*cse219
    cse232 = -cse149*cse220 + cse149*cse231 - cse206*(cse149*cse215 + cse228) - cse209*cse230 - cse225*cse226
    cse233 = cse207*v_psid_bar2
    cse234 = cse233*cse46
    cse235 = cse149*cse206
    cse236 = -cse210 - cse212
    cse237 = -cse203*(-cse149*cse210 + cse234) + cse213*cse235 + cse235*cse236
    cse238 = -cse139*cse55 + cse146
    cse239 = cse207*cse45
    cse240 = cse201*cse55
    cse241 = cse149*cse240
    cse242 = (1/2)*p_L2
    cse243 = cse242*(-cse239 + cse241)
    cse244 = cse201*cse45
    cse245 = cse149*cse244
    cse246 = cse207*cse55
    cse247 = cse242*lam_5
    cse248 = -cse243*lam_6 - cse247*(-cse245 - cse246)
    cse249 = cse207*cse224
    cse250 = cse203*cse207
    cse251 = -cse206*(-cse233 + cse249) + cse207*cse230 + cse225*cse250
    cse252 = cse46*v_phid_bar2
    cse253 = cse206*cse252
    cse254 = cse201*cse218 + cse201*cse220 + cse207*cse214 - cse207*cse221 + cse253
    cse255 = cse201*cse224
    cse256 = cse227 - cse255
    cse257 = cse103*p_L2
    cse258 = cse149*cse46
    cse259 = (1/6)*cse205
    cse260 = cse258*cse259
    cse261 = cse206*cse236
    cse262 = -cse203*(cse210*cse252 + cse224*cse233) - cse221*cse252 - cse252*cse261
    cse263 = cse221*cse229
    cse264 = cse210*cse224
    cse265 = cse234*v_phid_bar2
    cse266 = cse210*v_psid_bar2
    cse267 = -cse203*(-cse264 + cse265 + cse266) + cse229*cse261 + cse263
    cse268 = cse201*cse267
    cse269 = -cse203*cse225*cse255 - cse206*(-cse215*cse252 + cse224*cse227) + cse220*cse252 - cse230*cse255 - cse231*cse252
    cse270 = cse229*cse231
    cse271 = cse215*cse224 - cse215*v_psid_bar2 + cse228*v_phid_bar2
    cse272 = -cse206*cse271 + cse220*cse225 + cse270
    cse273 = cse207*cse272
    cse274 = cse206*cse224*v_thetad_bar2 - cse214*cse255 + cse218*cse249 + cse220*cse249 + cse221*cse255
    cse275 = cse201*cse207
    cse276 = -cse149*cse203*cse275 + cse235*cse275
    cse277 = cse138*cse149
    cse278 = cse242*cse46
    cse279 = cse244*cse278
    cse280 = cse247*cse46
    cse281 = cse240*cse280 + cse279*lam_6 + lam_8*(cse150*cse185 + cse153) + lam_9*(-cse152 - cse277*cse45)
    cse282 = cse201*cse211
    cse283 = -cse203*cse282 + cse206*cse282
    cse284 = -cse218 - cse220 + cse231
    cse285 = -cse214 + cse221 + cse261
    cse286 = cse203*cse208
    cse287 = cse202*cse206
    cse288 = -cse204*cse46 - cse208*cse222 + cse286*cse46 + cse287*cse46
    cse289 = cse257*cse275
    cse290 = cse259*cse275
    cse291 = -cse203*cse271 + cse218*cse229 + cse270
    cse292 = -cse206*(cse264 - cse265 - cse266) + cse214*cse225 + cse263
    cse293 = cse203*cse213**2 + cse206*cse217**2 + cse217*cse220 + cse221*cse236
    cse294 = cse242*(-cse149*cse239 + cse240)
    cse295 = cse149*cse246
    cse296 = -cse247*(-cse244 - cse295) - cse294*lam_6
    cse297 = -cse243
    cse298 = -cse242*(cse245 + cse246)
    cse299 = cse135 + cse186
    cse300 = -cse140 - cse160
    cse301 = -cse209*cse242*lam_7
    cse302 = cse149*cse242
    cse303 = -cse207*cse302*lam_7 - cse239*cse280 + cse246*cse278*lam_6
    cse304 = -cse240*cse278
    cse305 = cse201*cse302
    cse306 = cse188 - cse189 - cse190
    cse307 = -cse145*cse149 + cse191 + cse277*cse55
    cse308 = -cse294
    cse309 = -cse242*(cse244 + cse295)
    cse310 = -cse211*cse242
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
        cse10*cse4 + cse11**2*cse13 + cse16*cse4 + hq*(cse62*lam_9 + cse70*lam_8 + cse71 + cse75) - hv*(cse11*cse31 + cse17*cse44 + cse19*cse40),  # [3, 3]
        cse121 + hq*(a_3*(cse104*cse105*cse6 + cse107*cse15 - cse107) + a_4*cse87 - a_5*cse30 - cse101*cse11 - cse102*cse11 - cse11*cse95 + cse120 - cse17*cse89 - cse19*cse97 + cse3*(cse21*cse26 + cse27*cse28 + cse77*v_thetad_bar1)) - hv*(cse11*cse78 + cse19*cse81 - cse36*cse83),  # [3, 4]
        cse39 + hq*(a_3*(cse125*cse4 - cse126*cse4) + a_4*cse132 + cse100*cse17 - cse11*cse129 - cse127*cse17 - cse128*cse19 + cse142 - cse19*cse94) - hv*(cse122*cse19 + cse123*cse17),  # [3, 5]
        cse148,  # [3, 9]
        cse154,  # [3, 10]
        cse155,  # [3, 12]
        cse156,  # [3, 13]
        cse157,  # [3, 16]
        cse155,  # [3, 17]
        cse156,  # [3, 18]
        cse159,  # [3, 20]
        cse162,  # [3, 21]
        cse120*hq + cse121 - hv*(cse14*cse44 - cse40*cse5),  # [4, 3]
        cse130 + cse131 + hq*(a_3*cse87 - cse11*lam_3 - cse14*cse89 + cse164*lam_1 + cse164*lam_6 - cse165*lam_0 - cse165*lam_5 + cse169 + cse5*cse97 + cse71 + lam_8*(cse166 + cse63*cse65 + cse66*cse68) + lam_9*(cse163 - cse49*cse65 - cse58*cse68)) - hv*(-cse5*cse81 - cse80*cse83),  # [4, 4]
        hq*(a_3*cse132 + a_4*(-cse125 + cse126) + cse101 - cse127*cse14 + cse128*cse5 + cse177 + cse95) - hv*(-cse122*cse5 + cse123*cse14),  # [4, 5]
        cse178,  # [4, 9]
        cse180,  # [4, 10]
        cse181,  # [4, 12]
        cse115,  # [4, 13]
        cse182,  # [4, 14]
        cse183,  # [4, 15]
        cse57,  # [4, 16]
        cse181,  # [4, 17]
        cse115,  # [4, 18]
        cse182,  # [4, 19]
        cse184,  # [4, 20]
        cse175,  # [4, 21]
        cse142*hq - cse31*hv + cse39,  # [5, 3]
        -cse78*hv + hq*(-a_3*cse30 - cse102 + cse177),  # [5, 4]
        cse13 + hq*(-cse129 + cse169 + cse75 + lam_8*(cse166 + cse70) + lam_9*(cse163 + cse62)),  # [5, 5]
        cse187,  # [5, 9]
        cse192,  # [5, 10]
        cse193,  # [5, 12]
        cse194,  # [5, 13]
        cse195,  # [5, 14]
        cse193,  # [5, 17]
        cse194,  # [5, 18]
        cse195,  # [5, 19]
        cse196,  # [5, 20]
        cse198,  # [5, 21]
        cse199,  # [6, 6]
        1,  # [6, 17]
        cse199,  # [7, 7]
        1,  # [7, 18]
        cse199,  # [8, 8]
        1,  # [8, 19]
        cse148,  # [9, 3]
        cse178,  # [9, 4]
        cse187,  # [9, 5]
        cse149**2*cse206 + cse200*cse204 + cse200*cse206*cse208 + hq*(cse197*lam_8 + cse238*lam_9 + cse248) - hv*(cse149*cse223 - cse209*cse237 + cse211*cse232),  # [9, 9]
        cse283 + hq*(a_10*cse276 - a_11*cse222 + a_9*(cse202*cse257*cse258 + cse208*cse260 - cse260) + cse149*cse268 - cse149*cse273 - cse149*cse274 + cse209*cse262 - cse211*cse269 + cse281 + cse46*(cse213*cse218 + cse213*cse220 + cse253*v_thetad_bar2)) - hv*(cse149*cse254 + cse211*cse251 + cse226*cse256),  # [9, 10]
        cse235 + hq*(a_10*cse288 + a_9*(-cse200*cse289 + cse200*cse290) - cse149*cse293 - cse209*cse272 + cse209*cse291 - cse211*cse267 - cse211*cse292 + cse296) - hv*(-cse209*cse285 + cse211*cse284),  # [9, 11]
        cse297,  # [9, 17]
        cse298,  # [9, 18]
        cse299,  # [9, 20]
        cse300,  # [9, 21]
        cse154,  # [10, 3]
        cse180,  # [10, 4]
        cse192,  # [10, 5]
        cse281*hq + cse283 - hv*(cse201*cse232 + cse207*cse237),  # [10, 9]
        cse286 + cse287 + hq*(a_9*cse276 + cse198*lam_8 - cse201*cse269 - cse207*cse262 - cse241*cse242*lam_6 + cse245*cse247 + cse301 + lam_9*(cse163 + cse238)) - hv*(cse201*cse251 - cse250*cse256),  # [10, 10]
        hq*(a_10*(cse289 - cse290) + a_9*cse288 - cse201*cse292 - cse207*cse291 - cse268 + cse273 + cse303) - hv*(cse201*cse284 + cse207*cse285),  # [10, 11]
        cse279,  # [10, 17]
        cse304,  # [10, 18]
        cse305,  # [10, 19]
        cse306,  # [10, 20]
        cse307,  # [10, 21]
        -cse223*hv + cse235 + cse296*hq,  # [11, 9]
        -cse254*hv + hq*(-a_9*cse222 - cse274 + cse303),  # [11, 10]
        cse206 + hq*(cse248 - cse293 + cse301),  # [11, 11]
        cse308,  # [11, 17]
        cse309,  # [11, 18]
        cse310,  # [11, 19]
        1,  # [12, 0]
        cse155,  # [12, 3]
        cse181,  # [12, 4]
        cse193,  # [12, 5]
        1,  # [13, 1]
        cse156,  # [13, 3]
        cse115,  # [13, 4]
        cse194,  # [13, 5]
        1,  # [14, 2]
        cse182,  # [14, 4]
        cse195,  # [14, 5]
        cse183,  # [15, 4]
        cse157,  # [16, 3]
        cse57,  # [16, 4]
        -1,  # [17, 0]
        cse155,  # [17, 3]
        cse181,  # [17, 4]
        cse193,  # [17, 5]
        1,  # [17, 6]
        cse297,  # [17, 9]
        cse279,  # [17, 10]
        cse308,  # [17, 11]
        -1,  # [18, 1]
        cse156,  # [18, 3]
        cse115,  # [18, 4]
        cse194,  # [18, 5]
        1,  # [18, 7]
        cse298,  # [18, 9]
        cse304,  # [18, 10]
        cse309,  # [18, 11]
        -1,  # [19, 2]
        cse182,  # [19, 4]
        cse195,  # [19, 5]
        1,  # [19, 8]
        cse305,  # [19, 10]
        cse310,  # [19, 11]
        cse159,  # [20, 3]
        cse184,  # [20, 4]
        cse196,  # [20, 5]
        cse299,  # [20, 9]
        cse306,  # [20, 10]
        cse162,  # [21, 3]
        cse175,  # [21, 4]
        cse198,  # [21, 5]
        cse300,  # [21, 9]
        cse307,  # [21, 10]
    )
    return out



def B(q, p):
    """Reaction distribution matrix, B^T f = Phi_q^T lam (seed 004 eq. 32), by virtual work:
    one block of rows per joint, driver or constraint group, one row per reaction component
    it transmits (metadata reaction_sites).

    Args:
        q: position coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (10, 12), 65 nonzero.
    """
    # 346 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        p_L1, _, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(q_theta_bar1)
    cse1 = math.sin(q_psi_bar1)
    cse2 = math.sin(q_phi_bar1)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(q_psi_bar1)
    cse6 = math.cos(q_phi_bar1)
    cse7 = cse5*cse6
    cse8 = -cse4 + cse7
    cse9 = math.sin(q_theta_bar1)
    cse10 = cse1*cse9
    cse11 = cse2*cse5
    cse12 = cse1*cse6
    cse13 = -cse0*cse11 - cse12
    cse14 = cse5*cse9
    cse15 = cse2*cse9
    cse16 = cse0*cse15 + cse10*cse8 + cse13*cse14
    cse17 = cse0*cse7 - cse3
    cse18 = cse0*cse12
    cse19 = cse11 + cse18
    cse20 = cse6*cse9
    cse21 = -cse0*cse20 + cse10*cse19 + cse14*cse17
    cse22 = -cse1*cse13 + cse5*cse8
    cse23 = -cse1*cse17 + cse19*cse5
    cse24 = cse0**2
    cse25 = cse9**2
    cse26 = cse1**2*cse25
    cse27 = cse25*cse5**2
    cse28 = cse24 + cse26 + cse27
    cse29 = -cse0
    cse30 = -cse20
    cse31 = (1/2)*p_L1
    cse32 = cse19*cse31
    cse33 = cse10*cse31
    cse34 = cse21*cse33 - cse28*cse32
    cse35 = cse31*cse8
    cse36 = -cse16*cse33 + cse28*cse35
    cse37 = cse16*cse32 - cse21*cse35
    cse38 = cse23*cse33
    cse39 = cse22*cse33
    cse40 = cse22*cse32 - cse23*cse35
    cse41 = cse25*cse31
    cse42 = cse12*cse41
    cse43 = -cse0*cse32 - cse42
    cse44 = cse3*cse41
    cse45 = cse0*cse35 - cse44
    cse46 = cse15*cse32 + cse20*cse35
    cse47 = cse32 + q_r_bar1_y - q_r_bar2_y
    cse48 = math.cos(q_theta_bar2)
    cse49 = cse48**2
    cse50 = math.sin(q_theta_bar2)
    cse51 = cse50**2
    cse52 = math.sin(q_psi_bar2)
    cse53 = cse51*cse52**2
    cse54 = math.cos(q_psi_bar2)
    cse55 = cse51*cse54**2
    cse56 = cse49 + cse53 + cse55
    cse57 = cse33 + q_r_bar1_z - q_r_bar2_z
    cse58 = math.cos(q_phi_bar2)
    cse59 = cse52*cse58
    cse60 = math.sin(q_phi_bar2)
    cse61 = cse54*cse60
    cse62 = cse48*cse59 + cse61
    cse63 = cse50*cse52
    cse64 = cse62*cse63
    cse65 = cse54*cse58
    cse66 = cse52*cse60
    cse67 = -cse48*cse65 + cse66
    cse68 = cse50*cse54
    cse69 = cse67*cse68
    cse70 = cse50*cse58
    cse71 = cse48*cse70
    cse72 = cse64 - cse69 - cse71
    cse73 = cse47*cse56 - cse57*cse72
    cse74 = cse48*cse61 + cse59
    cse75 = cse68*cse74
    cse76 = -cse48*cse66 + cse65
    cse77 = cse63*cse76
    cse78 = cse50*cse60
    cse79 = cse48*cse78
    cse80 = -cse75 + cse77 + cse79
    cse81 = cse35 + q_r_bar1_x - q_r_bar2_x
    cse82 = -cse56*cse81 + cse57*cse80
    cse83 = -cse47*cse80 + cse72*cse81
    cse84 = cse54*cse62
    cse85 = cse52*cse67
    cse86 = cse84 + cse85
    cse87 = cse57*cse86
    cse88 = cse54*cse76
    cse89 = cse52*cse74
    cse90 = cse88 + cse89
    cse91 = cse57*cse90
    cse92 = -cse47*cse90 + cse81*cse86
    cse93 = cse47*cse48 + cse57*cse70
    cse94 = -cse48*cse81 + cse57*cse78
    cse95 = -cse47*cse78 - cse70*cse81
    cse96 = cse4 - cse7
    cse97 = -cse11 - cse18
    cse98 = cse75 - cse77 - cse79
    cse99 = -cse64 + cse69 + cse71
    cse100 = -cse49 - cse53 - cse55
    cse101 = -cse88 - cse89
    cse102 = -cse84 - cse85
    out = np.zeros((10, 12))
    out[_B_INDEX] = (
        -1,  # [0, 2]
        cse16*q_r_bar1_y - cse21*q_r_bar1_x,  # [0, 3]
        cse22*q_r_bar1_y - cse23*q_r_bar1_x,  # [0, 4]
        cse15*q_r_bar1_y + cse20*q_r_bar1_x,  # [0, 5]
        1,  # [1, 1]
        cse16*q_r_bar1_z - cse28*q_r_bar1_x,  # [1, 3]
        cse22*q_r_bar1_z,  # [1, 4]
        -cse0*q_r_bar1_x + cse15*q_r_bar1_z,  # [1, 5]
        -1,  # [2, 0]
        cse21*q_r_bar1_z - cse28*q_r_bar1_y,  # [2, 3]
        cse23*q_r_bar1_z,  # [2, 4]
        -cse0*q_r_bar1_y - cse20*q_r_bar1_z,  # [2, 5]
        -cse24 - cse26 - cse27,  # [3, 3]
        cse29,  # [3, 5]
        cse21,  # [4, 3]
        cse23,  # [4, 4]
        cse30,  # [4, 5]
        cse13,  # [5, 0]
        cse17,  # [5, 1]
        cse14,  # [5, 2]
        cse13*cse34 + cse14*cse37 + cse17*cse36,  # [5, 3]
        cse13*cse38 + cse14*cse40 - cse17*cse39,  # [5, 4]
        cse13*cse43 + cse14*cse46 + cse17*cse45,  # [5, 5]
        -cse13,  # [5, 6]
        -cse17,  # [5, 7]
        -cse14,  # [5, 8]
        cse13*cse73 + cse14*cse83 + cse17*cse82,  # [5, 9]
        -cse13*cse87 + cse14*cse92 + cse17*cse91,  # [5, 10]
        cse13*cse93 + cse14*cse95 + cse17*cse94,  # [5, 11]
        cse96,  # [6, 0]
        cse97,  # [6, 1]
        -cse10,  # [6, 2]
        -cse10*cse37 + cse34*cse96 + cse36*cse97,  # [6, 3]
        -cse10*cse40 + cse38*cse96 - cse39*cse97,  # [6, 4]
        -cse10*cse46 + cse43*cse96 + cse45*cse97,  # [6, 5]
        -cse96,  # [6, 6]
        -cse97,  # [6, 7]
        cse10,  # [6, 8]
        -cse10*cse83 + cse73*cse96 + cse82*cse97,  # [6, 9]
        -cse10*cse92 - cse87*cse96 + cse91*cse97,  # [6, 10]
        -cse10*cse95 + cse93*cse96 + cse94*cse97,  # [6, 11]
        cse15,  # [7, 0]
        cse30,  # [7, 1]
        cse0,  # [7, 2]
        cse0*cse37 + cse15*cse34 - cse20*cse36,  # [7, 3]
        cse0*cse40 + cse22*cse42 + cse23*cse44,  # [7, 4]
        cse0*cse46 + cse15*cse43 - cse20*cse45,  # [7, 5]
        -cse15,  # [7, 6]
        cse20,  # [7, 7]
        cse29,  # [7, 8]
        cse0*cse83 + cse15*cse73 - cse20*cse82,  # [7, 9]
        cse0*cse92 - cse15*cse87 - cse20*cse91,  # [7, 10]
        cse0*cse95 + cse15*cse93 - cse20*cse94,  # [7, 11]
        cse13*cse16 + cse14*cse28 + cse17*cse21,  # [8, 3]
        cse13*cse22 + cse17*cse23,  # [8, 4]
        cse0*cse14 + cse13*cse15 - cse17*cse20,  # [8, 5]
        cse100*cse14 + cse13*cse98 + cse17*cse99,  # [8, 9]
        cse101*cse13 + cse102*cse17,  # [8, 10]
        -cse13*cse78 - cse14*cse48 + cse17*cse70,  # [8, 11]
        -cse10*cse28 + cse16*cse96 + cse21*cse97,  # [9, 3]
        cse22*cse96 + cse23*cse97,  # [9, 4]
        -cse0*cse10 + cse15*cse96 - cse20*cse97,  # [9, 5]
        -cse10*cse100 + cse96*cse98 + cse97*cse99,  # [9, 9]
        cse101*cse96 + cse102*cse97,  # [9, 10]
        cse10*cse48 + cse70*cse97 - cse78*cse96,  # [9, 11]
    )
    return out



def reaction_frames(q, p):
    """Per reaction site (rows): the joint point c on body i and the frame E of its reaction
    components (axes as columns, written by rows; the joint frame on body i, a universal
    joint's y axis on body j), then the joint point and frame fixed in body j (they coincide
    at the initial configuration), global frame.

    Args:
        q: position coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 24), 39 nonzero.
    """
    # 74 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.cos(q_theta_bar1)
    cse1 = math.sin(q_psi_bar1)
    cse2 = math.sin(q_phi_bar1)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(q_psi_bar1)
    cse6 = math.cos(q_phi_bar1)
    cse7 = cse5*cse6
    cse8 = (1/2)*p_L1
    cse9 = cse8*(-cse4 + cse7)
    cse10 = cse1*cse6
    cse11 = cse0*cse10
    cse12 = cse2*cse5
    cse13 = cse8*(cse11 + cse12)
    cse14 = math.sin(q_theta_bar1)
    cse15 = cse1*cse14
    cse16 = cse15*cse8
    cse17 = -cse0*cse12 - cse10
    cse18 = cse4 - cse7
    cse19 = cse14*cse2
    cse20 = cse0*cse7 - cse3
    cse21 = -cse11 - cse12
    cse22 = -cse14*cse6
    cse23 = cse14*cse5
    cse24 = -cse15
    cse25 = math.cos(q_theta_bar2)
    cse26 = math.cos(q_psi_bar2)
    cse27 = math.sin(q_phi_bar2)
    cse28 = cse26*cse27
    cse29 = cse25*cse28
    cse30 = math.sin(q_psi_bar2)
    cse31 = math.cos(q_phi_bar2)
    cse32 = cse30*cse31
    cse33 = (1/2)*p_L2
    cse34 = cse26*cse31
    cse35 = cse25*cse34
    cse36 = cse27*cse30
    cse37 = math.sin(q_theta_bar2)
    cse38 = cse26*cse37
    out = np.zeros((2, 24))
    out[_reaction_frames_INDEX] = (
        1,  # [0, 5]
        -1,  # [0, 7]
        1,  # [0, 9]
        -cse9 + q_r_bar1_x,  # [0, 12]
        -cse13 + q_r_bar1_y,  # [0, 13]
        -cse16 + q_r_bar1_z,  # [0, 14]
        cse17,  # [0, 15]
        cse18,  # [0, 16]
        cse19,  # [0, 17]
        cse20,  # [0, 18]
        cse21,  # [0, 19]
        cse22,  # [0, 20]
        cse23,  # [0, 21]
        cse24,  # [0, 22]
        cse0,  # [0, 23]
        cse9 + q_r_bar1_x,  # [1, 0]
        cse13 + q_r_bar1_y,  # [1, 1]
        cse16 + q_r_bar1_z,  # [1, 2]
        cse17,  # [1, 3]
        cse18,  # [1, 4]
        cse19,  # [1, 5]
        cse20,  # [1, 6]
        cse21,  # [1, 7]
        cse22,  # [1, 8]
        cse23,  # [1, 9]
        cse24,  # [1, 10]
        cse0,  # [1, 11]
        -cse33*(cse29 + cse32) + q_r_bar2_x,  # [1, 12]
        -cse33*(-cse35 + cse36) + q_r_bar2_y,  # [1, 13]
        cse33*cse38 + q_r_bar2_z,  # [1, 14]
        -cse29 - cse32,  # [1, 15]
        cse25*cse36 - cse34,  # [1, 16]
        cse27*cse37,  # [1, 17]
        cse35 - cse36,  # [1, 18]
        -cse25*cse32 - cse28,  # [1, 19]
        -cse31*cse37,  # [1, 20]
        cse38,  # [1, 21]
        -cse30*cse37,  # [1, 22]
        cse25,  # [1, 23]
    )
    return out



def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 24).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = np.cos(q_theta_bar1)
    cse1 = np.sin(q_psi_bar1)
    cse2 = np.sin(q_phi_bar1)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = np.cos(q_psi_bar1)
    cse6 = np.cos(q_phi_bar1)
    cse7 = cse5*cse6
    cse8 = (1/2)*p_L1
    cse9 = cse8*(-cse4 + cse7)
    cse10 = cse1*cse6
    cse11 = cse0*cse10
    cse12 = cse2*cse5
    cse13 = cse8*(cse11 + cse12)
    cse14 = np.sin(q_theta_bar1)
    cse15 = cse1*cse14
    cse16 = cse15*cse8
    cse17 = -cse0*cse12 - cse10
    cse18 = cse4 - cse7
    cse19 = cse14*cse2
    cse20 = cse0*cse7 - cse3
    cse21 = -cse11 - cse12
    cse22 = -cse14*cse6
    cse23 = cse14*cse5
    cse24 = -cse15
    cse25 = np.cos(q_theta_bar2)
    cse26 = np.cos(q_psi_bar2)
    cse27 = np.sin(q_phi_bar2)
    cse28 = cse26*cse27
    cse29 = cse25*cse28
    cse30 = np.sin(q_psi_bar2)
    cse31 = np.cos(q_phi_bar2)
    cse32 = cse30*cse31
    cse33 = (1/2)*p_L2
    cse34 = cse26*cse31
    cse35 = cse25*cse34
    cse36 = cse27*cse30
    cse37 = np.sin(q_theta_bar2)
    cse38 = cse26*cse37
    out = np.zeros((n, 2, 24))
    out[:, 0, 5] = 1
    out[:, 0, 7] = -1
    out[:, 0, 9] = 1
    out[:, 0, 12] = -cse9 + q_r_bar1_x
    out[:, 0, 13] = -cse13 + q_r_bar1_y
    out[:, 0, 14] = -cse16 + q_r_bar1_z
    out[:, 0, 15] = cse17
    out[:, 0, 16] = cse18
    out[:, 0, 17] = cse19
    out[:, 0, 18] = cse20
    out[:, 0, 19] = cse21
    out[:, 0, 20] = cse22
    out[:, 0, 21] = cse23
    out[:, 0, 22] = cse24
    out[:, 0, 23] = cse0
    out[:, 1, 0] = cse9 + q_r_bar1_x
    out[:, 1, 1] = cse13 + q_r_bar1_y
    out[:, 1, 2] = cse16 + q_r_bar1_z
    out[:, 1, 3] = cse17
    out[:, 1, 4] = cse18
    out[:, 1, 5] = cse19
    out[:, 1, 6] = cse20
    out[:, 1, 7] = cse21
    out[:, 1, 8] = cse22
    out[:, 1, 9] = cse23
    out[:, 1, 10] = cse24
    out[:, 1, 11] = cse0
    out[:, 1, 12] = -cse33*(cse29 + cse32) + q_r_bar2_x
    out[:, 1, 13] = -cse33*(-cse35 + cse36) + q_r_bar2_y
    out[:, 1, 14] = cse33*cse38 + q_r_bar2_z
    out[:, 1, 15] = -cse29 - cse32
    out[:, 1, 16] = cse25*cse36 - cse34
    out[:, 1, 17] = cse27*cse37
    out[:, 1, 18] = cse35 - cse36
    out[:, 1, 19] = -cse25*cse32 - cse28
    out[:, 1, 20] = -cse31*cse37
    out[:, 1, 21] = cse38
    out[:, 1, 22] = -cse30*cse37
    out[:, 1, 23] = cse25
    return out


def joint_motion(q, v, p):
    """Per joint with coordinates (rows, the reaction sites that list them): body j's rotation
    R = E_i^T E_j by rows and displacement d = E_i^T (c_j - c_i) relative to body i, their
    rates omega_ji = E_i^T (omega_j - omega_i) and d' as seen in body i, all in body i's
    joint frame (mechgen.symbolic.reactions.joint_motion).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 18), 36 nonzero.
    """
    # 269 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.sin(q_theta_bar1)
    cse1 = math.cos(q_psi_bar1)
    cse2 = cse0*cse1
    cse3 = math.sin(q_psi_bar1)
    cse4 = cse0*cse3
    cse5 = math.cos(q_theta_bar1)
    cse6 = math.cos(q_phi_bar1)
    cse7 = cse1*cse6
    cse8 = cse5*cse7
    cse9 = math.sin(q_phi_bar1)
    cse10 = cse3*cse9
    cse11 = cse3*cse6
    cse12 = cse11*cse5
    cse13 = cse1*cse9
    cse14 = cse12 + cse13
    cse15 = cse0*cse6
    cse16 = -cse11 - cse13*cse5
    cse17 = cse10*cse5
    cse18 = cse17 - cse7
    cse19 = cse0*cse9
    cse20 = (1/2)*p_L1
    cse21 = cse20*cse4
    cse22 = -cse21
    cse23 = cse14*cse20
    cse24 = -q_r_bar1_y
    cse25 = -cse17 + cse7
    cse26 = cse20*cse25
    cse27 = -cse26
    cse28 = cse2*v_phid_bar1 - cse3*v_thetad_bar1
    cse29 = cse2*cse28
    cse30 = cse1*v_thetad_bar1 + cse4*v_phid_bar1
    cse31 = cse30*cse4
    cse32 = cse5*v_phid_bar1 + v_psid_bar1
    cse33 = cse32*cse5
    cse34 = cse29 + cse31 + cse33
    cse35 = cse15*cse32
    cse36 = -cse10 + cse8
    cse37 = cse28*cse36
    cse38 = cse14*cse30
    cse39 = cse35 - cse37 - cse38
    cse40 = cse19*cse32
    cse41 = cse16*cse28
    cse42 = cse25*cse30
    cse43 = cse40 + cse41 + cse42
    cse44 = -cse35 + cse37 + cse38
    cse45 = -cse23*cse43 + cse26*cse44
    cse46 = cse21*cse43
    cse47 = cse26*cse34
    cse48 = -v_rd_bar1_y
    cse49 = -cse21*cse44 + cse23*cse34
    cse50 = math.cos(q_psi_bar2)
    cse51 = math.sin(q_theta_bar2)
    cse52 = cse50*cse51
    cse53 = math.cos(q_theta_bar2)
    cse54 = math.cos(q_phi_bar2)
    cse55 = cse50*cse54
    cse56 = cse53*cse55
    cse57 = math.sin(q_psi_bar2)
    cse58 = math.sin(q_phi_bar2)
    cse59 = cse57*cse58
    cse60 = cse56 - cse59
    cse61 = cse50*cse58
    cse62 = cse53*cse61
    cse63 = cse54*cse57
    cse64 = -cse62 - cse63
    cse65 = cse51*cse57
    cse66 = cse53*cse63
    cse67 = -cse61 - cse66
    cse68 = cse53*cse59
    cse69 = -cse55 + cse68
    cse70 = cse51*cse54
    cse71 = cse51*cse58
    cse72 = -cse12 - cse13
    cse73 = (1/2)*p_L2
    cse74 = cse52*cse73
    cse75 = cse22 + cse74 - q_r_bar1_z + q_r_bar2_z
    cse76 = -cse56 + cse59
    cse77 = cse73*cse76
    cse78 = -cse23 + cse24 - cse77 + q_r_bar2_y
    cse79 = cse62 + cse63
    cse80 = cse73*cse79
    cse81 = cse27 - cse80 - q_r_bar1_x + q_r_bar2_x
    cse82 = cse51*v_phid_bar2
    cse83 = -cse50*cse82 + cse57*v_thetad_bar2
    cse84 = cse50*v_thetad_bar2 + cse57*cse82
    cse85 = cse53*v_phid_bar2 + v_psid_bar2
    cse86 = -cse52*cse83 + cse53*cse85 + cse65*cse84
    cse87 = -cse29 - cse31 - cse33 + cse86
    cse88 = -cse70*cse85 + cse76*cse83 + cse84*(cse61 + cse66)
    cse89 = cse39 + cse88
    cse90 = cse71*cse85 + cse79*cse83 + cse84*(cse55 - cse68)
    cse91 = -cse40 - cse41 - cse42 + cse90
    cse92 = -cse43*cse78 + cse44*cse81 + cse45 - cse77*cse90 + cse80*cse88 - v_rd_bar1_z + v_rd_bar2_z
    cse93 = -cse34*cse81 + cse43*cse75 + cse46 - cse47 + cse48 - cse74*cse90 - cse80*cse86 + v_rd_bar2_y
    cse94 = cse34*cse78 - cse44*cse75 + cse49 + cse74*cse88 + cse77*cse86 - v_rd_bar1_x + v_rd_bar2_x
    return np.array([
        cse2,  # [0, 0]
        -cse4,  # [0, 1]
        cse5,  # [0, 2]
        cse10 - cse8,  # [0, 3]
        cse14,  # [0, 4]
        cse15,  # [0, 5]
        cse16,  # [0, 6]
        cse18,  # [0, 7]
        cse19,  # [0, 8]
        cse22 + q_r_bar1_z,  # [0, 9]
        cse23 + cse24,  # [0, 10]
        cse27 + q_r_bar1_x,  # [0, 11]
        cse34,  # [0, 12]
        cse39,  # [0, 13]
        cse43,  # [0, 14]
        cse45 + v_rd_bar1_z,  # [0, 15]
        -cse46 + cse47 + cse48,  # [0, 16]
        cse49 + v_rd_bar1_x,  # [0, 17]
        cse16*cse64 + cse2*cse52 + cse36*cse60,  # [1, 0]
        cse16*cse69 - cse2*cse65 + cse36*cse67,  # [1, 1]
        cse16*cse71 + cse2*cse53 - cse36*cse70,  # [1, 2]
        cse18*cse64 - cse4*cse52 + cse60*cse72,  # [1, 3]
        cse18*cse69 + cse4*cse65 + cse67*cse72,  # [1, 4]
        cse18*cse71 - cse4*cse53 - cse70*cse72,  # [1, 5]
        -cse15*cse60 + cse19*cse64 + cse5*cse52,  # [1, 6]
        -cse15*cse67 + cse19*cse69 - cse5*cse65,  # [1, 7]
        cse15*cse70 + cse19*cse71 + cse5*cse53,  # [1, 8]
        cse16*cse81 + cse2*cse75 + cse36*cse78,  # [1, 9]
        cse18*cse81 - cse4*cse75 + cse72*cse78,  # [1, 10]
        -cse15*cse78 + cse19*cse81 + cse5*cse75,  # [1, 11]
        cse16*cse91 + cse2*cse87 + cse36*cse89,  # [1, 12]
        cse18*cse91 - cse4*cse87 + cse72*cse89,  # [1, 13]
        -cse15*cse89 + cse19*cse91 + cse5*cse87,  # [1, 14]
        cse16*cse94 + cse2*cse92 + cse36*cse93,  # [1, 15]
        cse18*cse94 - cse4*cse92 + cse72*cse93,  # [1, 16]
        -cse15*cse93 + cse19*cse94 + cse5*cse92,  # [1, 17]
    ]).reshape(2, 18)



def joint_motion_rows(q, v, p):
    """joint_motion at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 12).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 18).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = _columns(v, n, 12, "v")

    (
        p_L1, p_L2, _, _,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = np.sin(q_theta_bar1)
    cse1 = np.cos(q_psi_bar1)
    cse2 = cse0*cse1
    cse3 = np.sin(q_psi_bar1)
    cse4 = cse0*cse3
    cse5 = np.cos(q_theta_bar1)
    cse6 = np.cos(q_phi_bar1)
    cse7 = cse1*cse6
    cse8 = cse5*cse7
    cse9 = np.sin(q_phi_bar1)
    cse10 = cse3*cse9
    cse11 = cse3*cse6
    cse12 = cse11*cse5
    cse13 = cse1*cse9
    cse14 = cse12 + cse13
    cse15 = cse0*cse6
    cse16 = -cse11 - cse13*cse5
    cse17 = cse10*cse5
    cse18 = cse17 - cse7
    cse19 = cse0*cse9
    cse20 = (1/2)*p_L1
    cse21 = cse20*cse4
    cse22 = -cse21
    cse23 = cse14*cse20
    cse24 = -q_r_bar1_y
    cse25 = -cse17 + cse7
    cse26 = cse20*cse25
    cse27 = -cse26
    cse28 = cse2*v_phid_bar1 - cse3*v_thetad_bar1
    cse29 = cse2*cse28
    cse30 = cse1*v_thetad_bar1 + cse4*v_phid_bar1
    cse31 = cse30*cse4
    cse32 = cse5*v_phid_bar1 + v_psid_bar1
    cse33 = cse32*cse5
    cse34 = cse29 + cse31 + cse33
    cse35 = cse15*cse32
    cse36 = -cse10 + cse8
    cse37 = cse28*cse36
    cse38 = cse14*cse30
    cse39 = cse35 - cse37 - cse38
    cse40 = cse19*cse32
    cse41 = cse16*cse28
    cse42 = cse25*cse30
    cse43 = cse40 + cse41 + cse42
    cse44 = -cse35 + cse37 + cse38
    cse45 = -cse23*cse43 + cse26*cse44
    cse46 = cse21*cse43
    cse47 = cse26*cse34
    cse48 = -v_rd_bar1_y
    cse49 = -cse21*cse44 + cse23*cse34
    cse50 = np.cos(q_psi_bar2)
    cse51 = np.sin(q_theta_bar2)
    cse52 = cse50*cse51
    cse53 = np.cos(q_theta_bar2)
    cse54 = np.cos(q_phi_bar2)
    cse55 = cse50*cse54
    cse56 = cse53*cse55
    cse57 = np.sin(q_psi_bar2)
    cse58 = np.sin(q_phi_bar2)
    cse59 = cse57*cse58
    cse60 = cse56 - cse59
    cse61 = cse50*cse58
    cse62 = cse53*cse61
    cse63 = cse54*cse57
    cse64 = -cse62 - cse63
    cse65 = cse51*cse57
    cse66 = cse53*cse63
    cse67 = -cse61 - cse66
    cse68 = cse53*cse59
    cse69 = -cse55 + cse68
    cse70 = cse51*cse54
    cse71 = cse51*cse58
    cse72 = -cse12 - cse13
    cse73 = (1/2)*p_L2
    cse74 = cse52*cse73
    cse75 = cse22 + cse74 - q_r_bar1_z + q_r_bar2_z
    cse76 = -cse56 + cse59
    cse77 = cse73*cse76
    cse78 = -cse23 + cse24 - cse77 + q_r_bar2_y
    cse79 = cse62 + cse63
    cse80 = cse73*cse79
    cse81 = cse27 - cse80 - q_r_bar1_x + q_r_bar2_x
    cse82 = cse51*v_phid_bar2
    cse83 = -cse50*cse82 + cse57*v_thetad_bar2
    cse84 = cse50*v_thetad_bar2 + cse57*cse82
    cse85 = cse53*v_phid_bar2 + v_psid_bar2
    cse86 = -cse52*cse83 + cse53*cse85 + cse65*cse84
    cse87 = -cse29 - cse31 - cse33 + cse86
    cse88 = -cse70*cse85 + cse76*cse83 + cse84*(cse61 + cse66)
    cse89 = cse39 + cse88
    cse90 = cse71*cse85 + cse79*cse83 + cse84*(cse55 - cse68)
    cse91 = -cse40 - cse41 - cse42 + cse90
    cse92 = -cse43*cse78 + cse44*cse81 + cse45 - cse77*cse90 + cse80*cse88 - v_rd_bar1_z + v_rd_bar2_z
    cse93 = -cse34*cse81 + cse43*cse75 + cse46 - cse47 + cse48 - cse74*cse90 - cse80*cse86 + v_rd_bar2_y
    cse94 = cse34*cse78 - cse44*cse75 + cse49 + cse74*cse88 + cse77*cse86 - v_rd_bar1_x + v_rd_bar2_x
    out = np.zeros((n, 2, 18))
    out[:, 0, 0] = cse2
    out[:, 0, 1] = -cse4
    out[:, 0, 2] = cse5
    out[:, 0, 3] = cse10 - cse8
    out[:, 0, 4] = cse14
    out[:, 0, 5] = cse15
    out[:, 0, 6] = cse16
    out[:, 0, 7] = cse18
    out[:, 0, 8] = cse19
    out[:, 0, 9] = cse22 + q_r_bar1_z
    out[:, 0, 10] = cse23 + cse24
    out[:, 0, 11] = cse27 + q_r_bar1_x
    out[:, 0, 12] = cse34
    out[:, 0, 13] = cse39
    out[:, 0, 14] = cse43
    out[:, 0, 15] = cse45 + v_rd_bar1_z
    out[:, 0, 16] = -cse46 + cse47 + cse48
    out[:, 0, 17] = cse49 + v_rd_bar1_x
    out[:, 1, 0] = cse16*cse64 + cse2*cse52 + cse36*cse60
    out[:, 1, 1] = cse16*cse69 - cse2*cse65 + cse36*cse67
    out[:, 1, 2] = cse16*cse71 + cse2*cse53 - cse36*cse70
    out[:, 1, 3] = cse18*cse64 - cse4*cse52 + cse60*cse72
    out[:, 1, 4] = cse18*cse69 + cse4*cse65 + cse67*cse72
    out[:, 1, 5] = cse18*cse71 - cse4*cse53 - cse70*cse72
    out[:, 1, 6] = -cse15*cse60 + cse19*cse64 + cse5*cse52
    out[:, 1, 7] = -cse15*cse67 + cse19*cse69 - cse5*cse65
    out[:, 1, 8] = cse15*cse70 + cse19*cse71 + cse5*cse53
    out[:, 1, 9] = cse16*cse81 + cse2*cse75 + cse36*cse78
    out[:, 1, 10] = cse18*cse81 - cse4*cse75 + cse72*cse78
    out[:, 1, 11] = -cse15*cse78 + cse19*cse81 + cse5*cse75
    out[:, 1, 12] = cse16*cse91 + cse2*cse87 + cse36*cse89
    out[:, 1, 13] = cse18*cse91 - cse4*cse87 + cse72*cse89
    out[:, 1, 14] = -cse15*cse89 + cse19*cse91 + cse5*cse87
    out[:, 1, 15] = cse16*cse94 + cse2*cse92 + cse36*cse93
    out[:, 1, 16] = cse18*cse94 - cse4*cse92 + cse72*cse93
    out[:, 1, 17] = -cse15*cse93 + cse19*cse94 + cse5*cse92
    return out


def energy(q, v, t, p):
    """Mechanical energy in two parts: kinetic T = 1/2 m r'.r' + 1/2 w.J w and potential V of
    gravity and springs (the total is T + V).

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        t: time.
        p: parameters (4).

    Returns:
        ndarray of shape (2,), 2 nonzero.
    """
    # 81 operations after common subexpression elimination
    (
        _, _, q_r_bar1_z, _,
        q_theta_bar1, q_psi_bar1, _, _,
        q_r_bar2_z, _, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")

    cse0 = math.sin(q_psi_bar2)
    cse1 = v_phid_bar2*math.sin(q_theta_bar2)
    cse2 = math.cos(q_psi_bar2)
    cse3 = p_w**2
    cse4 = cse3*p_rho
    cse5 = cse4*p_L2
    cse6 = (1/24)*cse5*(cse3 + p_L2**2)
    cse7 = cse4*p_L1
    cse8 = (1/24)*cse7*(cse3 + p_L1**2)
    cse9 = (1/12)*p_rho*p_w**4
    cse10 = math.sin(q_psi_bar1)
    cse11 = v_phid_bar1*math.sin(q_theta_bar1)
    cse12 = math.cos(q_psi_bar1)
    return np.array([
        (1/2)*cse5*(v_rd_bar2_x**2 + v_rd_bar2_y**2 + v_rd_bar2_z**2) + cse6*(cse0*cse1 + cse2*v_thetad_bar2)**2 + cse6*(v_phid_bar2*math.cos(q_theta_bar2) + v_psid_bar2)**2 + (1/2)*cse7*(v_rd_bar1_x**2 + v_rd_bar1_y**2 + v_rd_bar1_z**2) + cse8*(-cse10*v_thetad_bar1 + cse11*cse12)**2 + cse8*(v_phid_bar1*math.cos(q_theta_bar1) + v_psid_bar1)**2 + cse9*p_L1*(cse10*cse11 + cse12*v_thetad_bar1)**2 + cse9*p_L2*(cse0*v_thetad_bar2 - cse1*cse2)**2,  # [0]
        9.81*cse5*q_r_bar2_z + 9.81*cse7*q_r_bar1_z,  # [1]
    ])



def energy_rows(q, v, t, p):
    """energy at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 12).
        t: time, one per row (n,).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2).
    """
    n = len(q)
    (
        _, _, q_r_bar1_z, _,
        q_theta_bar1, q_psi_bar1, _, _,
        q_r_bar2_z, _, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = _columns(v, n, 12, "v")

    (
        p_L1, p_L2, p_w, p_rho,
    ) = p.tolist() if type(p) is _ndarray and p.shape == (4,) else _floats(p, 4, "p")


    cse0 = np.sin(q_psi_bar2)
    cse1 = v_phid_bar2*np.sin(q_theta_bar2)
    cse2 = np.cos(q_psi_bar2)
    cse3 = p_w**2
    cse4 = cse3*p_rho
    cse5 = cse4*p_L2
    cse6 = (1/24)*cse5*(cse3 + p_L2**2)
    cse7 = cse4*p_L1
    cse8 = (1/24)*cse7*(cse3 + p_L1**2)
    cse9 = (1/12)*p_rho*p_w**4
    cse10 = np.sin(q_psi_bar1)
    cse11 = v_phid_bar1*np.sin(q_theta_bar1)
    cse12 = np.cos(q_psi_bar1)
    out = np.zeros((n, 2))
    out[:, 0] = (1/2)*cse5*(v_rd_bar2_x**2 + v_rd_bar2_y**2 + v_rd_bar2_z**2) + cse6*(cse0*cse1 + cse2*v_thetad_bar2)**2 + cse6*(v_phid_bar2*np.cos(q_theta_bar2) + v_psid_bar2)**2 + (1/2)*cse7*(v_rd_bar1_x**2 + v_rd_bar1_y**2 + v_rd_bar1_z**2) + cse8*(-cse10*v_thetad_bar1 + cse11*cse12)**2 + cse8*(v_phid_bar1*np.cos(q_theta_bar1) + v_psid_bar1)**2 + cse9*p_L1*(cse10*cse11 + cse12*v_thetad_bar1)**2 + cse9*p_L2*(cse0*v_thetad_bar2 - cse1*cse2)**2
    out[:, 1] = 9.81*cse5*q_r_bar2_z + 9.81*cse7*q_r_bar1_z
    return out


def power(q, v, t, p):
    """Power of the applied loads (their generalized forces times v) and of the springs'
    damping (-c l'^2): with the drivers' power, the rate of the energy T + V.

    Args:
        q: position coordinates (12).
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
        q: position coordinates, one row each (n, 12).
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
        q: position coordinates (12).
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
        q: position coordinates, one row each (n, 12).
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
        q: position coordinates (12).
        v: velocity coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (6,), 6 nonzero.
    """
    # 150 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
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
    cse10 = math.sin(q_phi_bar1)
    cse11 = math.sin(q_theta_bar1)
    cse12 = math.cos(q_theta_bar1)
    cse13 = (1/12)*cse4*(cse0 + p_L1**2)
    cse14 = cse13*(cse12*v_phid_bar1 + v_psid_bar1)
    cse15 = cse11*cse14
    cse16 = math.cos(q_psi_bar1)
    cse17 = cse10*cse16
    cse18 = math.sin(q_psi_bar1)
    cse19 = math.cos(q_phi_bar1)
    cse20 = cse18*cse19
    cse21 = cse11*v_phid_bar1
    cse22 = cse13*(cse16*cse21 - cse18*v_thetad_bar1)
    cse23 = math.cos(q_theta_bar2)
    cse24 = math.sin(q_psi_bar2)
    cse25 = math.sin(q_phi_bar2)
    cse26 = cse24*cse25
    cse27 = math.cos(q_psi_bar2)
    cse28 = math.cos(q_phi_bar2)
    cse29 = cse27*cse28
    cse30 = math.sin(q_theta_bar2)
    cse31 = cse30*v_phid_bar2
    cse32 = (1/12)*cse2*(cse0 + p_L2**2)
    cse33 = cse32*(cse24*cse31 + cse27*v_thetad_bar2)
    cse34 = cse25*cse27
    cse35 = cse24*cse28
    cse36 = (1/6)*p_rho*p_w**4
    cse37 = cse36*p_L2*(cse24*v_thetad_bar2 - cse27*cse31)
    cse38 = cse10*cse18
    cse39 = cse16*cse19
    cse40 = cse36*p_L1*(cse16*v_thetad_bar1 + cse18*cse21)
    cse41 = cse32*(cse23*v_phid_bar2 + v_psid_bar2)
    cse42 = cse30*cse41
    return np.array([
        cse3 + cse5,  # [0]
        cse6 + cse7,  # [1]
        cse8 + cse9,  # [2]
        cse10*cse15 + cse22*(-cse12*cse17 - cse20) + cse25*cse42 + cse33*(-cse23*cse26 + cse29) + cse37*(cse23*cse34 + cse35) + cse40*(-cse12*cse38 + cse39) - cse6*q_r_bar2_z - cse7*q_r_bar1_z + cse8*q_r_bar2_y + cse9*q_r_bar1_y,  # [3]
        -cse15*cse19 + cse22*(cse12*cse39 - cse38) - cse28*cse42 + cse3*q_r_bar2_z + cse33*(cse23*cse35 + cse34) + cse37*(-cse23*cse29 + cse26) + cse40*(cse12*cse20 + cse17) + cse5*q_r_bar1_z - cse8*q_r_bar2_x - cse9*q_r_bar1_x,  # [4]
        cse11*cse16*cse22 + cse11*cse18*cse40 + cse12*cse14 + cse23*cse41 + cse24*cse30*cse33 - cse27*cse30*cse37 - cse3*q_r_bar2_y - cse5*q_r_bar1_y + cse6*q_r_bar2_x + cse7*q_r_bar1_x,  # [5]
    ])



def momentum_rows(q, v, p):
    """momentum at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 12).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 6).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
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
    cse10 = np.sin(q_phi_bar1)
    cse11 = np.sin(q_theta_bar1)
    cse12 = np.cos(q_theta_bar1)
    cse13 = (1/12)*cse4*(cse0 + p_L1**2)
    cse14 = cse13*(cse12*v_phid_bar1 + v_psid_bar1)
    cse15 = cse11*cse14
    cse16 = np.cos(q_psi_bar1)
    cse17 = cse10*cse16
    cse18 = np.sin(q_psi_bar1)
    cse19 = np.cos(q_phi_bar1)
    cse20 = cse18*cse19
    cse21 = cse11*v_phid_bar1
    cse22 = cse13*(cse16*cse21 - cse18*v_thetad_bar1)
    cse23 = np.cos(q_theta_bar2)
    cse24 = np.sin(q_psi_bar2)
    cse25 = np.sin(q_phi_bar2)
    cse26 = cse24*cse25
    cse27 = np.cos(q_psi_bar2)
    cse28 = np.cos(q_phi_bar2)
    cse29 = cse27*cse28
    cse30 = np.sin(q_theta_bar2)
    cse31 = cse30*v_phid_bar2
    cse32 = (1/12)*cse2*(cse0 + p_L2**2)
    cse33 = cse32*(cse24*cse31 + cse27*v_thetad_bar2)
    cse34 = cse25*cse27
    cse35 = cse24*cse28
    cse36 = (1/6)*p_rho*p_w**4
    cse37 = cse36*p_L2*(cse24*v_thetad_bar2 - cse27*cse31)
    cse38 = cse10*cse18
    cse39 = cse16*cse19
    cse40 = cse36*p_L1*(cse16*v_thetad_bar1 + cse18*cse21)
    cse41 = cse32*(cse23*v_phid_bar2 + v_psid_bar2)
    cse42 = cse30*cse41
    out = np.zeros((n, 6))
    out[:, 0] = cse3 + cse5
    out[:, 1] = cse6 + cse7
    out[:, 2] = cse8 + cse9
    out[:, 3] = cse10*cse15 + cse22*(-cse12*cse17 - cse20) + cse25*cse42 + cse33*(-cse23*cse26 + cse29) + cse37*(cse23*cse34 + cse35) + cse40*(-cse12*cse38 + cse39) - cse6*q_r_bar2_z - cse7*q_r_bar1_z + cse8*q_r_bar2_y + cse9*q_r_bar1_y
    out[:, 4] = -cse15*cse19 + cse22*(cse12*cse39 - cse38) - cse28*cse42 + cse3*q_r_bar2_z + cse33*(cse23*cse35 + cse34) + cse37*(-cse23*cse29 + cse26) + cse40*(cse12*cse20 + cse17) + cse5*q_r_bar1_z - cse8*q_r_bar2_x - cse9*q_r_bar1_x
    out[:, 5] = cse11*cse16*cse22 + cse11*cse18*cse40 + cse12*cse14 + cse23*cse41 + cse24*cse30*cse33 - cse27*cse30*cse37 - cse3*q_r_bar2_y - cse5*q_r_bar1_y + cse6*q_r_bar2_x + cse7*q_r_bar1_x
    return out


def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 12), 24 nonzero.
    """
    # 48 operations after common subexpression elimination
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    cse0 = math.cos(q_theta_bar1)
    cse1 = math.sin(q_psi_bar1)
    cse2 = math.sin(q_phi_bar1)
    cse3 = cse1*cse2
    cse4 = math.cos(q_psi_bar1)
    cse5 = math.cos(q_phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse2*cse4
    cse8 = cse1*cse5
    cse9 = math.sin(q_theta_bar1)
    cse10 = math.cos(q_theta_bar2)
    cse11 = math.cos(q_psi_bar2)
    cse12 = math.sin(q_phi_bar2)
    cse13 = cse11*cse12
    cse14 = math.sin(q_psi_bar2)
    cse15 = math.cos(q_phi_bar2)
    cse16 = cse14*cse15
    cse17 = cse12*cse14
    cse18 = cse11*cse15
    cse19 = math.sin(q_theta_bar2)
    return np.array([
        q_r_bar1_x,  # [0, 0]
        q_r_bar1_y,  # [0, 1]
        q_r_bar1_z,  # [0, 2]
        -cse0*cse3 + cse6,  # [0, 3]
        -cse0*cse7 - cse8,  # [0, 4]
        cse2*cse9,  # [0, 5]
        cse0*cse8 + cse7,  # [0, 6]
        cse0*cse6 - cse3,  # [0, 7]
        -cse5*cse9,  # [0, 8]
        cse1*cse9,  # [0, 9]
        cse4*cse9,  # [0, 10]
        cse0,  # [0, 11]
        q_r_bar2_x,  # [1, 0]
        q_r_bar2_y,  # [1, 1]
        q_r_bar2_z,  # [1, 2]
        cse10*cse13 + cse16,  # [1, 3]
        -cse10*cse17 + cse18,  # [1, 4]
        cse12*cse19,  # [1, 5]
        -cse10*cse18 + cse17,  # [1, 6]
        cse10*cse16 + cse13,  # [1, 7]
        -cse15*cse19,  # [1, 8]
        -cse11*cse19,  # [1, 9]
        cse14*cse19,  # [1, 10]
        cse10,  # [1, 11]
    ]).reshape(2, 12)



def body_frames_rows(q, p):
    """body_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 12).
    """
    n = len(q)
    (
        q_r_bar1_x, q_r_bar1_y, q_r_bar1_z, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, q_r_bar2_x, q_r_bar2_y,
        q_r_bar2_z, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    cse0 = np.cos(q_theta_bar1)
    cse1 = np.sin(q_psi_bar1)
    cse2 = np.sin(q_phi_bar1)
    cse3 = cse1*cse2
    cse4 = np.cos(q_psi_bar1)
    cse5 = np.cos(q_phi_bar1)
    cse6 = cse4*cse5
    cse7 = cse2*cse4
    cse8 = cse1*cse5
    cse9 = np.sin(q_theta_bar1)
    cse10 = np.cos(q_theta_bar2)
    cse11 = np.cos(q_psi_bar2)
    cse12 = np.sin(q_phi_bar2)
    cse13 = cse11*cse12
    cse14 = np.sin(q_psi_bar2)
    cse15 = np.cos(q_phi_bar2)
    cse16 = cse14*cse15
    cse17 = cse12*cse14
    cse18 = cse11*cse15
    cse19 = np.sin(q_theta_bar2)
    out = np.zeros((n, 2, 12))
    out[:, 0, 0] = q_r_bar1_x
    out[:, 0, 1] = q_r_bar1_y
    out[:, 0, 2] = q_r_bar1_z
    out[:, 0, 3] = -cse0*cse3 + cse6
    out[:, 0, 4] = -cse0*cse7 - cse8
    out[:, 0, 5] = cse2*cse9
    out[:, 0, 6] = cse0*cse8 + cse7
    out[:, 0, 7] = cse0*cse6 - cse3
    out[:, 0, 8] = -cse5*cse9
    out[:, 0, 9] = cse1*cse9
    out[:, 0, 10] = cse4*cse9
    out[:, 0, 11] = cse0
    out[:, 1, 0] = q_r_bar2_x
    out[:, 1, 1] = q_r_bar2_y
    out[:, 1, 2] = q_r_bar2_z
    out[:, 1, 3] = cse10*cse13 + cse16
    out[:, 1, 4] = -cse10*cse17 + cse18
    out[:, 1, 5] = cse12*cse19
    out[:, 1, 6] = -cse10*cse18 + cse17
    out[:, 1, 7] = cse10*cse16 + cse13
    out[:, 1, 8] = -cse15*cse19
    out[:, 1, 9] = -cse11*cse19
    out[:, 1, 10] = cse14*cse19
    out[:, 1, 11] = cse10
    return out


def body_velocities(q, v, p):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (12).
        v: velocity coordinates (12).
        p: parameters (4).

    Returns:
        ndarray of shape (2, 6), 12 nonzero.
    """
    # 90 operations after common subexpression elimination
    (
        _, _, _, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, _, _,
        _, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (12,) else _floats(q, 12, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (12,) else _floats(v, 12, "v")

    cse0 = math.sin(q_phi_bar1)
    cse1 = math.cos(q_theta_bar1)
    cse2 = cse1*v_phid_bar1 + v_psid_bar1
    cse3 = math.sin(q_theta_bar1)
    cse4 = cse2*cse3
    cse5 = math.cos(q_psi_bar1)
    cse6 = cse3*cse5
    cse7 = math.sin(q_psi_bar1)
    cse8 = cse6*v_phid_bar1 - cse7*v_thetad_bar1
    cse9 = cse0*cse5
    cse10 = math.cos(q_phi_bar1)
    cse11 = cse10*cse7
    cse12 = cse3*cse7
    cse13 = cse12*v_phid_bar1 + cse5*v_thetad_bar1
    cse14 = cse0*cse7
    cse15 = cse10*cse5
    cse16 = math.sin(q_phi_bar2)
    cse17 = math.cos(q_theta_bar2)
    cse18 = cse17*v_phid_bar2 + v_psid_bar2
    cse19 = math.sin(q_theta_bar2)
    cse20 = cse18*cse19
    cse21 = math.cos(q_psi_bar2)
    cse22 = cse19*v_phid_bar2
    cse23 = math.sin(q_psi_bar2)
    cse24 = -cse21*cse22 + cse23*v_thetad_bar2
    cse25 = cse16*cse21
    cse26 = math.cos(q_phi_bar2)
    cse27 = cse23*cse26
    cse28 = cse21*v_thetad_bar2 + cse22*cse23
    cse29 = cse16*cse23
    cse30 = cse21*cse26
    return np.array([
        v_rd_bar1_x,  # [0, 0]
        v_rd_bar1_y,  # [0, 1]
        v_rd_bar1_z,  # [0, 2]
        cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(-cse1*cse9 - cse11),  # [0, 3]
        -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(cse1*cse15 - cse14),  # [0, 4]
        cse1*cse2 + cse12*cse13 + cse6*cse8,  # [0, 5]
        v_rd_bar2_x,  # [1, 0]
        v_rd_bar2_y,  # [1, 1]
        v_rd_bar2_z,  # [1, 2]
        cse16*cse20 + cse24*(cse17*cse25 + cse27) + cse28*(-cse17*cse29 + cse30),  # [1, 3]
        -cse20*cse26 + cse24*(-cse17*cse30 + cse29) + cse28*(cse17*cse27 + cse25),  # [1, 4]
        cse17*cse18 - cse19*cse21*cse24 + cse19*cse23*cse28,  # [1, 5]
    ]).reshape(2, 6)



def body_velocities_rows(q, v, p):
    """body_velocities at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 12).
        v: velocity coordinates, one row each (n, 12).
        p: parameters (4), shared by every row.

    Returns:
        ndarray of shape (n, 2, 6).
    """
    n = len(q)
    (
        _, _, _, q_phi_bar1,
        q_theta_bar1, q_psi_bar1, _, _,
        _, q_phi_bar2, q_theta_bar2, q_psi_bar2,
    ) = _columns(q, n, 12, "q")

    (
        v_rd_bar1_x, v_rd_bar1_y, v_rd_bar1_z, v_phid_bar1,
        v_thetad_bar1, v_psid_bar1, v_rd_bar2_x, v_rd_bar2_y,
        v_rd_bar2_z, v_phid_bar2, v_thetad_bar2, v_psid_bar2,
    ) = _columns(v, n, 12, "v")

    cse0 = np.sin(q_phi_bar1)
    cse1 = np.cos(q_theta_bar1)
    cse2 = cse1*v_phid_bar1 + v_psid_bar1
    cse3 = np.sin(q_theta_bar1)
    cse4 = cse2*cse3
    cse5 = np.cos(q_psi_bar1)
    cse6 = cse3*cse5
    cse7 = np.sin(q_psi_bar1)
    cse8 = cse6*v_phid_bar1 - cse7*v_thetad_bar1
    cse9 = cse0*cse5
    cse10 = np.cos(q_phi_bar1)
    cse11 = cse10*cse7
    cse12 = cse3*cse7
    cse13 = cse12*v_phid_bar1 + cse5*v_thetad_bar1
    cse14 = cse0*cse7
    cse15 = cse10*cse5
    cse16 = np.sin(q_phi_bar2)
    cse17 = np.cos(q_theta_bar2)
    cse18 = cse17*v_phid_bar2 + v_psid_bar2
    cse19 = np.sin(q_theta_bar2)
    cse20 = cse18*cse19
    cse21 = np.cos(q_psi_bar2)
    cse22 = cse19*v_phid_bar2
    cse23 = np.sin(q_psi_bar2)
    cse24 = -cse21*cse22 + cse23*v_thetad_bar2
    cse25 = cse16*cse21
    cse26 = np.cos(q_phi_bar2)
    cse27 = cse23*cse26
    cse28 = cse21*v_thetad_bar2 + cse22*cse23
    cse29 = cse16*cse23
    cse30 = cse21*cse26
    out = np.zeros((n, 2, 6))
    out[:, 0, 0] = v_rd_bar1_x
    out[:, 0, 1] = v_rd_bar1_y
    out[:, 0, 2] = v_rd_bar1_z
    out[:, 0, 3] = cse0*cse4 + cse13*(-cse1*cse14 + cse15) + cse8*(-cse1*cse9 - cse11)
    out[:, 0, 4] = -cse10*cse4 + cse13*(cse1*cse11 + cse9) + cse8*(cse1*cse15 - cse14)
    out[:, 0, 5] = cse1*cse2 + cse12*cse13 + cse6*cse8
    out[:, 1, 0] = v_rd_bar2_x
    out[:, 1, 1] = v_rd_bar2_y
    out[:, 1, 2] = v_rd_bar2_z
    out[:, 1, 3] = cse16*cse20 + cse24*(cse17*cse25 + cse27) + cse28*(-cse17*cse29 + cse30)
    out[:, 1, 4] = -cse20*cse26 + cse24*(-cse17*cse30 + cse29) + cse28*(cse17*cse27 + cse25)
    out[:, 1, 5] = cse17*cse18 - cse19*cse21*cse24 + cse19*cse23*cse28
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
    # 1 operations after common subexpression elimination
    out = np.zeros((2, 9))
    out[_chart_INDEX] = (
        1,  # [0, 0]
        1,  # [0, 4]
        1,  # [0, 8]
        1,  # [1, 1]
        -1,  # [1, 3]
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
