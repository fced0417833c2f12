# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: slider_crank
# formulation: re
# scheme: any
# input hash: cc3a417c48f88baa
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'slider_crank' in the re formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (18): r_crank_x, r_crank_y, r_crank_z, phi_crank, theta_crank, psi_crank, r_rod_x,
        r_rod_y, r_rod_z, phi_rod, theta_rod, psi_rod, r_slider_x, r_slider_y,
        r_slider_z, phi_slider, theta_slider, psi_slider
    v (18): rd_crank_x, rd_crank_y, rd_crank_z, phid_crank, thetad_crank, psid_crank,
        rd_rod_x, rd_rod_y, rd_rod_z, phid_rod, thetad_rod, psid_rod, rd_slider_x,
        rd_slider_y, rd_slider_z, phid_slider, thetad_slider, psid_slider
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
FORMULATION = 're'
INPUT_HASH = 'cc3a417c48f88baa'
N_Q = 18
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
 'formulation': 're',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'input_hash': 'cc3a417c48f88baa',
 'bodies': ['crank', 'rod', 'slider'],
 'springs': [],
 'q_layout': {'crank': [0, 6], 'rod': [6, 12], 'slider': [12, 18]},
 'v_layout': {'crank': [0, 6], 'rod': [6, 12], 'slider': [12, 18]},
 'q_names': ['r_crank_x',
             'r_crank_y',
             'r_crank_z',
             'phi_crank',
             'theta_crank',
             'psi_crank',
             'r_rod_x',
             'r_rod_y',
             'r_rod_z',
             'phi_rod',
             'theta_rod',
             'psi_rod',
             'r_slider_x',
             'r_slider_y',
             'r_slider_z',
             'phi_slider',
             'theta_slider',
             'psi_slider'],
 'v_names': ['rd_crank_x',
             'rd_crank_y',
             'rd_crank_z',
             'phid_crank',
             'thetad_crank',
             'psid_crank',
             'rd_rod_x',
             'rd_rod_y',
             'rd_rod_z',
             'phid_rod',
             'thetad_rod',
             'psid_rod',
             'rd_slider_x',
             'rd_slider_y',
             'rd_slider_z',
             'phid_slider',
             'thetad_slider',
             'psid_slider'],
 'n_q': 18,
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
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]),
)
_Phi_q_INDEX = (
    np.array([0,
     1,
     2,
     3,
     3,
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
     11,
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
     17]),
    np.array([0,
     1,
     2,
     3,
     4,
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
     9,
     10,
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
     3,
     4,
     5]),
)
_nu_INDEX = np.array([17])
_gamma_INDEX = np.array([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
_M_INDEX = (
    np.array([0,
     1,
     2,
     3,
     3,
     3,
     4,
     4,
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
     16,
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
     3,
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
     17,
     16,
     15,
     17]),
)
_Q_INDEX = np.array([2, 3, 4, 5, 8, 9, 10, 11, 14, 15, 16, 17])
_Q_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 5, 9, 9, 10, 10, 11, 11, 15, 15, 16, 16, 17, 17]),
    np.array([4, 5, 4, 5, 4, 5, 10, 11, 10, 11, 10, 11, 16, 17, 16, 17, 16, 17]),
)
_Q_v_INDEX = (
    np.array([3, 3, 3, 4, 4, 4, 5, 5, 9, 9, 9, 10, 10, 10, 11, 11, 11, 15, 15, 15, 16, 16, 16, 17, 17]),
    np.array([3, 4, 5, 3, 4, 5, 3, 4, 9, 10, 11, 9, 10, 11, 9, 10, 11, 15, 16, 17, 15, 16, 17, 15, 16]),
)
_Ma_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 9, 9, 10, 10, 11, 11, 15, 17]),
    np.array([4, 5, 4, 5, 4, 10, 11, 10, 11, 10, 11, 16, 16]),
)
_Phi_qT_lam_q_INDEX = (
    np.array([3,
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
     5,
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
     10,
     11,
     14,
     16,
     6,
     7,
     9,
     10,
     11,
     12,
     13,
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
     10,
     11,
     14,
     16,
     17,
     6,
     7,
     9,
     10,
     11,
     12,
     13,
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
     21,
     23,
     24,
     35,
     3,
     4,
     5,
     21,
     22,
     23,
     24,
     25,
     35,
     3,
     4,
     5,
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
     24,
     27,
     28,
     34,
     8,
     10,
     11,
     14,
     16,
     25,
     27,
     28,
     34,
     6,
     7,
     9,
     10,
     11,
     12,
     13,
     15,
     16,
     23,
     24,
     26,
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
     23,
     24,
     25,
     26,
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
     10,
     11,
     14,
     16,
     17,
     27,
     28,
     31,
     32,
     34,
     6,
     7,
     9,
     10,
     11,
     12,
     13,
     15,
     16,
     17,
     26,
     29,
     30,
     31,
     32,
     33,
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
     30,
     31,
     32,
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
     9,
     10,
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
     21,
     23,
     24,
     35,
     3,
     4,
     5,
     21,
     22,
     23,
     24,
     25,
     35,
     3,
     4,
     5,
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
     24,
     27,
     28,
     34,
     8,
     10,
     11,
     14,
     16,
     25,
     27,
     28,
     34,
     6,
     7,
     9,
     10,
     11,
     12,
     13,
     15,
     16,
     23,
     24,
     26,
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
     23,
     24,
     25,
     26,
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
     10,
     11,
     14,
     16,
     17,
     27,
     28,
     31,
     32,
     34,
     6,
     7,
     9,
     10,
     11,
     12,
     13,
     15,
     16,
     17,
     26,
     29,
     30,
     31,
     32,
     33,
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
     30,
     31,
     32,
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
     9,
     10,
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
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2]),
    np.array([2, 4, 6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 1, 3, 8]),
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13, dv_14, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    return np.array([
        dv_0 + q_r_crank_x,  # [0]
        dv_1 + q_r_crank_y,  # [1]
        dv_2 + q_r_crank_z,  # [2]
        dv_3 + q_phi_crank,  # [3]
        dv_4 + q_theta_crank,  # [4]
        dv_5 + q_psi_crank,  # [5]
        dv_6 + q_r_rod_x,  # [6]
        dv_7 + q_r_rod_y,  # [7]
        dv_8 + q_r_rod_z,  # [8]
        dv_9 + q_phi_rod,  # [9]
        dv_10 + q_theta_rod,  # [10]
        dv_11 + q_psi_rod,  # [11]
        dv_12 + q_r_slider_x,  # [12]
        dv_13 + q_r_slider_y,  # [13]
        dv_14 + q_r_slider_z,  # [14]
        dv_15 + q_phi_slider,  # [15]
        dv_16 + q_theta_slider,  # [16]
        dv_17 + q_psi_slider,  # [17]
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
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_phid_rod, v_thetad_rod, v_psid_rod,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    return np.array([
        v_rd_crank_x,  # [0]
        v_rd_crank_y,  # [1]
        v_rd_crank_z,  # [2]
        v_phid_crank,  # [3]
        v_thetad_crank,  # [4]
        v_psid_crank,  # [5]
        v_rd_rod_x,  # [6]
        v_rd_rod_y,  # [7]
        v_rd_rod_z,  # [8]
        v_phid_rod,  # [9]
        v_thetad_rod,  # [10]
        v_psid_rod,  # [11]
        v_rd_slider_x,  # [12]
        v_rd_slider_y,  # [13]
        v_rd_slider_z,  # [14]
        v_phid_slider,  # [15]
        v_thetad_slider,  # [16]
        v_psid_slider,  # [17]
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
    # 209 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(q_phi_crank)
    cse1 = math.sin(q_theta_crank)
    cse2 = math.cos(q_theta_crank)
    cse3 = math.sin(q_phi_rod)
    cse4 = math.cos(q_theta_rod)
    cse5 = math.sin(q_psi_rod)
    cse6 = cse4*cse5
    cse7 = 0.33333535914981494*cse6
    cse8 = math.cos(q_psi_rod)
    cse9 = cse3*cse8
    cse10 = 0.666667964681058*cse4
    cse11 = math.cos(q_phi_rod)
    cse12 = cse11*cse8
    cse13 = math.sin(q_theta_rod)
    cse14 = cse13*cse3
    cse15 = 0.666667964681058*cse5
    cse16 = 0.15*cse10*cse9 + 0.15*cse11*cse15 - 0.050000303872472236*cse12 + 0.09999965336035312*cse14 + 0.15*cse3*cse7
    cse17 = -q_r_rod_x
    cse18 = math.sin(q_phi_crank)
    cse19 = math.cos(q_psi_crank)
    cse20 = cse19*cse2
    cse21 = math.sin(q_psi_crank)
    cse22 = cse11*cse13
    cse23 = -0.15*cse10*cse12 - 0.15*cse11*cse7 + 0.15*cse15*cse3 - 0.09999965336035312*cse22 - 0.050000303872472236*cse9
    cse24 = -q_r_rod_y
    cse25 = cse0*cse20 - cse18*cse21
    cse26 = -q_r_rod_z
    cse27 = cse1*cse19
    cse28 = cse13*cse5
    cse29 = cse13*cse8
    cse30 = -0.050000303872472236*cse28 - 0.1000001947021587*cse29 + 0.09999965336035312*cse4
    cse31 = math.cos(q_theta_slider)
    cse32 = 0.8944266622941008*cse28 - 0.4472146529097166*cse29 + 5.254189828941647e-07*cse4
    cse33 = 0.4472146529097166*cse4
    cse34 = 0.8944266622941008*cse6
    cse35 = 0.4472146529097166*cse5
    cse36 = cse11*cse34 - cse12*cse33 - 5.254189828941647e-07*cse22 + cse3*cse35 + 0.8944266622941008*cse9
    cse37 = math.sin(q_theta_slider)
    cse38 = math.cos(q_phi_slider)
    cse39 = cse37*cse38
    cse40 = cse11*cse35 + 0.8944266622941008*cse12 + 5.254189828941647e-07*cse14 - cse3*cse34 + cse33*cse9
    cse41 = math.sin(q_phi_slider)
    cse42 = cse37*cse41
    cse43 = cse26 - cse30 + q_r_slider_z
    cse44 = -cse23 + cse24 + q_r_slider_y
    cse45 = -cse16 + cse17 + q_r_slider_x
    cse46 = 0.2981417181776114*cse6
    cse47 = 0.5962825497118436*cse4
    cse48 = 0.5962825497118436*cse5
    cse49 = math.cos(q_psi_slider)
    cse50 = cse41*cse49
    cse51 = math.sin(q_psi_slider)
    cse52 = cse38*cse51
    cse53 = cse31*cse50 + cse52
    cse54 = cse41*cse51
    cse55 = cse38*cse49
    cse56 = -cse31*cse54 + cse55
    cse57 = cse37*q_r_slider_z
    cse58 = -cse31*cse55 + cse54
    cse59 = 0.2 - q_r_slider_x
    cse60 = 2*math.pi*t
    cse61 = math.sin(cse60)
    cse62 = math.cos(cse60)
    return np.array([
        q_r_crank_x,  # [0]
        q_r_crank_y - 0.1,  # [1]
        q_r_crank_z - 0.12,  # [2]
        -cse0*cse1,  # [3]
        cse2,  # [4]
        -0.08*cse0*cse21 + cse16 + cse17 - 0.08*cse18*cse20 + q_r_crank_x,  # [5]
        cse23 + cse24 + 0.08*cse25 + q_r_crank_y,  # [6]
        cse26 + 0.08*cse27 + cse30 + q_r_crank_z,  # [7]
        cse31*cse32 - cse36*cse39 + cse40*cse42,  # [8]
        cse32*cse43 + cse36*cse44 + cse40*cse45,  # [9]
        cse43*(0.2981417181776114*cse28 + 0.5962825497118436*cse29 + 0.7453580594528005*cse4) + cse44*(cse11*cse46 + cse12*cse47 - 0.7453580594528005*cse22 - cse3*cse48 + 0.2981417181776114*cse9) + cse45*(-cse11*cse48 + 0.2981417181776114*cse12 + 0.7453580594528005*cse14 - cse3*cse46 - cse47*cse9),  # [10]
        -cse53,  # [11]
        cse56,  # [12]
        -cse49*cse57 - cse53*cse59 + cse58*q_r_slider_y,  # [13]
        -cse51*cse57 + cse56*cse59 - q_r_slider_y*(cse31*cse52 + cse50),  # [14]
        -cse58,  # [15]
        (cse31 + cse43)**2 + (-cse39 + cse44)**2 + (cse42 + cse45)**2 - 1,  # [16]
        2*(-cse25*cse62 + cse27*cse61)/(cse25*cse61 + cse27*cse62 + 1),  # [17]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    t = _times(t, n)

    cse0 = np.cos(q_phi_crank)
    cse1 = np.sin(q_theta_crank)
    cse2 = np.cos(q_theta_crank)
    cse3 = np.sin(q_phi_rod)
    cse4 = np.cos(q_theta_rod)
    cse5 = np.sin(q_psi_rod)
    cse6 = cse4*cse5
    cse7 = 0.33333535914981494*cse6
    cse8 = np.cos(q_psi_rod)
    cse9 = cse3*cse8
    cse10 = 0.666667964681058*cse4
    cse11 = np.cos(q_phi_rod)
    cse12 = cse11*cse8
    cse13 = np.sin(q_theta_rod)
    cse14 = cse13*cse3
    cse15 = 0.666667964681058*cse5
    cse16 = 0.15*cse10*cse9 + 0.15*cse11*cse15 - 0.050000303872472236*cse12 + 0.09999965336035312*cse14 + 0.15*cse3*cse7
    cse17 = -q_r_rod_x
    cse18 = np.sin(q_phi_crank)
    cse19 = np.cos(q_psi_crank)
    cse20 = cse19*cse2
    cse21 = np.sin(q_psi_crank)
    cse22 = cse11*cse13
    cse23 = -0.15*cse10*cse12 - 0.15*cse11*cse7 + 0.15*cse15*cse3 - 0.09999965336035312*cse22 - 0.050000303872472236*cse9
    cse24 = -q_r_rod_y
    cse25 = cse0*cse20 - cse18*cse21
    cse26 = -q_r_rod_z
    cse27 = cse1*cse19
    cse28 = cse13*cse5
    cse29 = cse13*cse8
    cse30 = -0.050000303872472236*cse28 - 0.1000001947021587*cse29 + 0.09999965336035312*cse4
    cse31 = np.cos(q_theta_slider)
    cse32 = 0.8944266622941008*cse28 - 0.4472146529097166*cse29 + 5.254189828941647e-07*cse4
    cse33 = 0.4472146529097166*cse4
    cse34 = 0.8944266622941008*cse6
    cse35 = 0.4472146529097166*cse5
    cse36 = cse11*cse34 - cse12*cse33 - 5.254189828941647e-07*cse22 + cse3*cse35 + 0.8944266622941008*cse9
    cse37 = np.sin(q_theta_slider)
    cse38 = np.cos(q_phi_slider)
    cse39 = cse37*cse38
    cse40 = cse11*cse35 + 0.8944266622941008*cse12 + 5.254189828941647e-07*cse14 - cse3*cse34 + cse33*cse9
    cse41 = np.sin(q_phi_slider)
    cse42 = cse37*cse41
    cse43 = cse26 - cse30 + q_r_slider_z
    cse44 = -cse23 + cse24 + q_r_slider_y
    cse45 = -cse16 + cse17 + q_r_slider_x
    cse46 = 0.2981417181776114*cse6
    cse47 = 0.5962825497118436*cse4
    cse48 = 0.5962825497118436*cse5
    cse49 = np.cos(q_psi_slider)
    cse50 = cse41*cse49
    cse51 = np.sin(q_psi_slider)
    cse52 = cse38*cse51
    cse53 = cse31*cse50 + cse52
    cse54 = cse41*cse51
    cse55 = cse38*cse49
    cse56 = -cse31*cse54 + cse55
    cse57 = cse37*q_r_slider_z
    cse58 = -cse31*cse55 + cse54
    cse59 = 0.2 - q_r_slider_x
    cse60 = 2*np.pi*t
    cse61 = np.sin(cse60)
    cse62 = np.cos(cse60)
    out = np.zeros((n, 18))
    out[:, 0] = q_r_crank_x
    out[:, 1] = q_r_crank_y - 0.1
    out[:, 2] = q_r_crank_z - 0.12
    out[:, 3] = -cse0*cse1
    out[:, 4] = cse2
    out[:, 5] = -0.08*cse0*cse21 + cse16 + cse17 - 0.08*cse18*cse20 + q_r_crank_x
    out[:, 6] = cse23 + cse24 + 0.08*cse25 + q_r_crank_y
    out[:, 7] = cse26 + 0.08*cse27 + cse30 + q_r_crank_z
    out[:, 8] = cse31*cse32 - cse36*cse39 + cse40*cse42
    out[:, 9] = cse32*cse43 + cse36*cse44 + cse40*cse45
    out[:, 10] = cse43*(0.2981417181776114*cse28 + 0.5962825497118436*cse29 + 0.7453580594528005*cse4) + cse44*(cse11*cse46 + cse12*cse47 - 0.7453580594528005*cse22 - cse3*cse48 + 0.2981417181776114*cse9) + cse45*(-cse11*cse48 + 0.2981417181776114*cse12 + 0.7453580594528005*cse14 - cse3*cse46 - cse47*cse9)
    out[:, 11] = -cse53
    out[:, 12] = cse56
    out[:, 13] = -cse49*cse57 - cse53*cse59 + cse58*q_r_slider_y
    out[:, 14] = -cse51*cse57 + cse56*cse59 - q_r_slider_y*(cse31*cse52 + cse50)
    out[:, 15] = -cse58
    out[:, 16] = (cse31 + cse43)**2 + (-cse39 + cse44)**2 + (cse42 + cse45)**2 - 1
    out[:, 17] = 2*(-cse25*cse62 + cse27*cse61)/(cse25*cse61 + cse27*cse62 + 1)
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
        ndarray of shape (18, 18), 86 nonzero.
    """
    # 525 operations after common subexpression elimination
    (
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.sin(q_phi_crank)
    cse1 = math.sin(q_theta_crank)
    cse2 = cse0*cse1
    cse3 = math.cos(q_phi_crank)
    cse4 = math.cos(q_theta_crank)
    cse5 = cse3*cse4
    cse6 = math.sin(q_psi_crank)
    cse7 = cse0*cse6
    cse8 = 0.08*cse7
    cse9 = math.cos(q_psi_crank)
    cse10 = cse5*cse9
    cse11 = 0.08*cse9
    cse12 = math.sin(q_psi_rod)
    cse13 = math.sin(q_phi_rod)
    cse14 = cse12*cse13
    cse15 = 0.1000001947021587*cse14
    cse16 = math.cos(q_phi_rod)
    cse17 = math.sin(q_theta_rod)
    cse18 = 0.09999965336035312*cse17
    cse19 = cse16*cse18
    cse20 = math.cos(q_psi_rod)
    cse21 = cse13*cse20
    cse22 = 0.050000303872472236*cse21
    cse23 = math.cos(q_theta_rod)
    cse24 = cse16*cse20
    cse25 = 0.1000001947021587*cse24
    cse26 = cse23*cse25
    cse27 = 0.050000303872472236*cse12
    cse28 = cse16*cse27
    cse29 = cse23*cse28
    cse30 = 0.09999965336035312*cse23
    cse31 = cse13*cse30
    cse32 = 0.1000001947021587*cse21
    cse33 = cse17*cse32
    cse34 = cse13*cse27
    cse35 = cse17*cse34
    cse36 = cse15*cse23
    cse37 = cse22*cse23
    cse38 = cse3*cse6
    cse39 = cse0*cse9
    cse40 = cse39*cse4
    cse41 = 0.08*cse1
    cse42 = cse5*cse6
    cse43 = cse12*cse16
    cse44 = 0.1000001947021587*cse43
    cse45 = cse13*cse18
    cse46 = 0.050000303872472236*cse24
    cse47 = cse23*cse32
    cse48 = cse23*cse34
    cse49 = cse16*cse30
    cse50 = cse17*cse25
    cse51 = cse17*cse28
    cse52 = cse23*cse44
    cse53 = cse23*cse46
    cse54 = cse4*cse9
    cse55 = cse20*cse23
    cse56 = 0.1000001947021587*cse55
    cse57 = cse23*cse27
    cse58 = cse12*cse17
    cse59 = 0.1000001947021587*cse58
    cse60 = cse17*cse20
    cse61 = 0.050000303872472236*cse60
    cse62 = 0.8944266622941008*cse12
    cse63 = cse23*cse62
    cse64 = 0.4472146529097166*cse13
    cse65 = cse20*cse64
    cse66 = 0.4472146529097166*cse43
    cse67 = 0.8944266622941008*cse24
    cse68 = 5.254189828941647e-07*cse17
    cse69 = -cse13*cse63 + cse13*cse68 + cse23*cse65 + cse66 + cse67
    cse70 = math.sin(q_theta_slider)
    cse71 = math.cos(q_phi_slider)
    cse72 = cse70*cse71
    cse73 = cse69*cse72
    cse74 = cse16*cse68
    cse75 = 0.8944266622941008*cse21
    cse76 = cse12*cse64
    cse77 = 0.4472146529097166*cse24
    cse78 = cse23*cse77
    cse79 = 0.8944266622941008*cse43
    cse80 = cse23*cse79
    cse81 = cse74 - cse75 - cse76 + cse78 - cse80
    cse82 = math.sin(q_phi_slider)
    cse83 = cse70*cse82
    cse84 = math.cos(q_theta_slider)
    cse85 = -0.4472146529097166*cse55 + cse63 - cse68
    cse86 = 5.254189828941647e-07*cse23
    cse87 = -cse16*cse86 + cse17*cse77 - cse17*cse79
    cse88 = cse13*cse62
    cse89 = cse13*cse86 - cse17*cse65 + cse17*cse88
    cse90 = 0.4472146529097166*cse58 + 0.8944266622941008*cse60
    cse91 = cse23*cse66 + cse23*cse67 + cse65 - cse88
    cse92 = -cse23*cse75 - cse23*cse76 + cse77 - cse79
    cse93 = -cse74 + cse75 + cse76 - cse78 + cse80
    cse94 = cse17*cse62 - 0.4472146529097166*cse60 + cse86
    cse95 = cse71*cse84
    cse96 = cse82*cse84
    cse97 = 0.33333535914981494*cse23
    cse98 = 0.666667964681058*cse23
    cse99 = 0.6666643557356875*cse17
    cse100 = -0.1000001947021587*cse14 + 0.15*cse16*cse99 + 0.050000303872472236*cse21 + 0.15*cse24*cse98 + 0.15*cse43*cse97 - q_r_rod_y + q_r_slider_y
    cse101 = -cse44 - cse45 + cse46 - cse47 - cse48
    cse102 = -0.15*cse13*cse99 - 0.15*cse14*cse97 - 0.15*cse21*cse98 + 0.050000303872472236*cse24 - 0.1000001947021587*cse43 - q_r_rod_x + q_r_slider_x
    cse103 = cse15 - cse19 - cse22 - cse26 - cse29
    cse104 = cse18 + cse56 + cse57
    cse105 = -0.09999965336035312*cse23 + 0.050000303872472236*cse58 + 0.1000001947021587*cse60 - q_r_rod_z + q_r_slider_z
    cse106 = cse49 - cse50 - cse51
    cse107 = -cse31 + cse33 + cse35
    cse108 = -cse59 + cse61
    cse109 = -cse32 - cse34 - cse52 + cse53
    cse110 = -cse25 - cse28 + cse36 - cse37
    cse111 = 0.2981417181776114*cse13
    cse112 = cse111*cse12
    cse113 = 0.5962825497118436*cse21
    cse114 = 0.5962825497118436*cse43
    cse115 = 0.7453580594528005*cse17
    cse116 = 0.2981417181776114*cse24
    cse117 = -cse112*cse23 - cse113*cse23 - cse114 + cse115*cse13 + cse116
    cse118 = 0.2981417181776114*cse43
    cse119 = cse118*cse23
    cse120 = 0.5962825497118436*cse24
    cse121 = cse120*cse23
    cse122 = cse115*cse16
    cse123 = 0.5962825497118436*cse12
    cse124 = cse123*cse13
    cse125 = cse111*cse20
    cse126 = cse119 + cse121 - cse122 - cse124 + cse125
    cse127 = 0.7453580594528005*cse23
    cse128 = cse127 + 0.2981417181776114*cse58 + 0.5962825497118436*cse60
    cse129 = math.sin(q_psi_slider)
    cse130 = cse129*cse82
    cse131 = math.cos(q_psi_slider)
    cse132 = cse131*cse71
    cse133 = cse132*cse84
    cse134 = -cse130 + cse133
    cse135 = cse131*cse70
    cse136 = cse135*cse82
    cse137 = -cse130*cse84 + cse132
    cse138 = -cse137
    cse139 = cse129*cse71
    cse140 = cse139*cse84
    cse141 = cse131*cse82
    cse142 = -cse140 - cse141
    cse143 = cse129*cse70
    cse144 = cse143*cse82
    cse145 = cse141*cse84
    cse146 = -cse139 - cse145
    cse147 = cse139 + cse145
    cse148 = 0.2 - q_r_slider_x
    cse149 = cse84*q_r_slider_z
    cse150 = cse135*cse71
    cse151 = cse140 + cse141
    cse152 = 2*cse102 + 2*cse83
    cse153 = 2*cse100 - 2*cse72
    cse154 = 2*cse105 + 2*cse84
    cse155 = 2*math.pi*t
    cse156 = math.cos(cse155)
    cse157 = -cse38 - cse40
    cse158 = math.sin(cse155)
    cse159 = cse10 - cse7
    cse160 = cse1*cse156
    cse161 = cse160*cse9
    cse162 = cse158*cse159 + cse161 + 1
    cse163 = 2/cse162
    cse164 = cse1*cse158
    cse165 = cse164*cse9
    cse166 = 2*(-cse156*cse159 + cse165)/cse162**2
    cse167 = -cse39 - cse42
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        cse2,  # [3, 3]
        -cse5,  # [3, 4]
        -cse1,  # [4, 4]
        1,  # [5, 0]
        -0.08*cse10 + cse8,  # [5, 3]
        cse11*cse2,  # [5, 4]
        -cse11*cse3 + cse4*cse8,  # [5, 5]
        -1,  # [5, 6]
        -cse15 + cse19 + cse22 + cse26 + cse29,  # [5, 9]
        cse31 - cse33 - cse35,  # [5, 10]
        cse25 + cse28 - cse36 + cse37,  # [5, 11]
        1,  # [6, 1]
        -0.08*cse38 - 0.08*cse40,  # [6, 3]
        -cse3*cse41*cse9,  # [6, 4]
        -0.08*cse39 - 0.08*cse42,  # [6, 5]
        -1,  # [6, 7]
        cse44 + cse45 - cse46 + cse47 + cse48,  # [6, 9]
        -cse49 + cse50 + cse51,  # [6, 10]
        cse32 + cse34 + cse52 - cse53,  # [6, 11]
        1,  # [7, 2]
        0.08*cse54,  # [7, 4]
        -cse41*cse6,  # [7, 5]
        -1,  # [7, 8]
        -cse18 - cse56 - cse57,  # [7, 10]
        cse59 - cse61,  # [7, 11]
        -cse73 + cse81*cse83,  # [8, 9]
        -cse72*cse87 + cse83*cse89 + cse84*cse85,  # [8, 10]
        -cse72*cse91 + cse83*cse92 + cse84*cse90,  # [8, 11]
        cse73 + cse83*cse93,  # [8, 15]
        cse69*cse96 - cse70*cse94 - cse93*cse95,  # [8, 16]
        -cse69,  # [9, 6]
        -cse93,  # [9, 7]
        -cse94,  # [9, 8]
        cse100*cse69 + cse101*cse93 + cse102*cse81 + cse103*cse69,  # [9, 9]
        cse100*cse87 + cse102*cse89 + cse104*cse94 + cse105*cse85 + cse106*cse93 + cse107*cse69,  # [9, 10]
        cse100*cse91 + cse102*cse92 + cse105*cse90 + cse108*cse94 + cse109*cse93 + cse110*cse69,  # [9, 11]
        cse69,  # [9, 12]
        cse93,  # [9, 13]
        cse94,  # [9, 14]
        -cse117,  # [10, 6]
        -cse126,  # [10, 7]
        -cse128,  # [10, 8]
        cse100*cse117 + cse101*cse126 + cse102*(-cse119 - cse121 + cse122 + cse124 - cse125) + cse103*cse117,  # [10, 9]
        cse100*(-cse118*cse17 - cse120*cse17 - cse127*cse16) + cse102*(cse112*cse17 + cse113*cse17 + cse127*cse13) + cse104*cse128 + cse105*(-cse115 + 0.2981417181776114*cse12*cse23 + 0.5962825497118436*cse55) + cse106*cse126 + cse107*cse117,  # [10, 10]
        cse100*(-cse112 - cse113 - cse114*cse23 + cse116*cse23) + cse102*(-cse118 - cse120 + cse124*cse23 - cse125*cse23) + cse105*(-cse123*cse17 + 0.2981417181776114*cse60) + cse108*cse128 + cse109*cse126 + cse110*cse117,  # [10, 11]
        cse117,  # [10, 12]
        cse126,  # [10, 13]
        cse128,  # [10, 14]
        -cse134,  # [11, 15]
        cse136,  # [11, 16]
        cse138,  # [11, 17]
        cse142,  # [12, 15]
        cse144,  # [12, 16]
        cse146,  # [12, 17]
        cse147,  # [13, 12]
        cse130 - cse133,  # [13, 13]
        -cse135,  # [13, 14]
        -cse134*cse148 + cse147*q_r_slider_y,  # [13, 15]
        -cse131*cse149 + cse136*cse148 + cse150*q_r_slider_y,  # [13, 16]
        -cse137*cse148 + cse143*q_r_slider_z + cse151*q_r_slider_y,  # [13, 17]
        cse138,  # [14, 12]
        cse142,  # [14, 13]
        -cse143,  # [14, 14]
        -cse137*q_r_slider_y + cse142*cse148,  # [14, 15]
        -cse129*cse149 + cse143*cse71*q_r_slider_y + cse144*cse148,  # [14, 16]
        -cse134*q_r_slider_y - cse135*q_r_slider_z + cse146*cse148,  # [14, 17]
        -cse147,  # [15, 15]
        -cse150,  # [15, 16]
        -cse151,  # [15, 17]
        -cse152,  # [16, 6]
        -cse153,  # [16, 7]
        -cse154,  # [16, 8]
        cse101*cse153 + cse103*cse152,  # [16, 9]
        cse104*cse154 + cse106*cse153 + cse107*cse152,  # [16, 10]
        cse108*cse154 + cse109*cse153 + cse110*cse152,  # [16, 11]
        cse152,  # [16, 12]
        cse153,  # [16, 13]
        cse154,  # [16, 14]
        cse152*cse72 + cse153*cse83,  # [16, 15]
        cse152*cse96 - cse153*cse95 - cse154*cse70,  # [16, 16]
        -cse156*cse157*cse163 - cse157*cse158*cse166,  # [17, 3]
        cse163*(cse158*cse54 + cse161*cse3) - cse166*(cse156*cse54 - cse165*cse3),  # [17, 4]
        cse163*(-cse156*cse167 - cse164*cse6) - cse166*(cse158*cse167 - cse160*cse6),  # [17, 5]
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
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    t = _times(t, n)

    cse0 = np.sin(q_phi_crank)
    cse1 = np.sin(q_theta_crank)
    cse2 = cse0*cse1
    cse3 = np.cos(q_phi_crank)
    cse4 = np.cos(q_theta_crank)
    cse5 = cse3*cse4
    cse6 = np.sin(q_psi_crank)
    cse7 = cse0*cse6
    cse8 = 0.08*cse7
    cse9 = np.cos(q_psi_crank)
    cse10 = cse5*cse9
    cse11 = 0.08*cse9
    cse12 = np.sin(q_psi_rod)
    cse13 = np.sin(q_phi_rod)
    cse14 = cse12*cse13
    cse15 = 0.1000001947021587*cse14
    cse16 = np.cos(q_phi_rod)
    cse17 = np.sin(q_theta_rod)
    cse18 = 0.09999965336035312*cse17
    cse19 = cse16*cse18
    cse20 = np.cos(q_psi_rod)
    cse21 = cse13*cse20
    cse22 = 0.050000303872472236*cse21
    cse23 = np.cos(q_theta_rod)
    cse24 = cse16*cse20
    cse25 = 0.1000001947021587*cse24
    cse26 = cse23*cse25
    cse27 = 0.050000303872472236*cse12
    cse28 = cse16*cse27
    cse29 = cse23*cse28
    cse30 = 0.09999965336035312*cse23
    cse31 = cse13*cse30
    cse32 = 0.1000001947021587*cse21
    cse33 = cse17*cse32
    cse34 = cse13*cse27
    cse35 = cse17*cse34
    cse36 = cse15*cse23
    cse37 = cse22*cse23
    cse38 = cse3*cse6
    cse39 = cse0*cse9
    cse40 = cse39*cse4
    cse41 = 0.08*cse1
    cse42 = cse5*cse6
    cse43 = cse12*cse16
    cse44 = 0.1000001947021587*cse43
    cse45 = cse13*cse18
    cse46 = 0.050000303872472236*cse24
    cse47 = cse23*cse32
    cse48 = cse23*cse34
    cse49 = cse16*cse30
    cse50 = cse17*cse25
    cse51 = cse17*cse28
    cse52 = cse23*cse44
    cse53 = cse23*cse46
    cse54 = cse4*cse9
    cse55 = cse20*cse23
    cse56 = 0.1000001947021587*cse55
    cse57 = cse23*cse27
    cse58 = cse12*cse17
    cse59 = 0.1000001947021587*cse58
    cse60 = cse17*cse20
    cse61 = 0.050000303872472236*cse60
    cse62 = 0.8944266622941008*cse12
    cse63 = cse23*cse62
    cse64 = 0.4472146529097166*cse13
    cse65 = cse20*cse64
    cse66 = 0.4472146529097166*cse43
    cse67 = 0.8944266622941008*cse24
    cse68 = 5.254189828941647e-07*cse17
    cse69 = -cse13*cse63 + cse13*cse68 + cse23*cse65 + cse66 + cse67
    cse70 = np.sin(q_theta_slider)
    cse71 = np.cos(q_phi_slider)
    cse72 = cse70*cse71
    cse73 = cse69*cse72
    cse74 = cse16*cse68
    cse75 = 0.8944266622941008*cse21
    cse76 = cse12*cse64
    cse77 = 0.4472146529097166*cse24
    cse78 = cse23*cse77
    cse79 = 0.8944266622941008*cse43
    cse80 = cse23*cse79
    cse81 = cse74 - cse75 - cse76 + cse78 - cse80
    cse82 = np.sin(q_phi_slider)
    cse83 = cse70*cse82
    cse84 = np.cos(q_theta_slider)
    cse85 = -0.4472146529097166*cse55 + cse63 - cse68
    cse86 = 5.254189828941647e-07*cse23
    cse87 = -cse16*cse86 + cse17*cse77 - cse17*cse79
    cse88 = cse13*cse62
    cse89 = cse13*cse86 - cse17*cse65 + cse17*cse88
    cse90 = 0.4472146529097166*cse58 + 0.8944266622941008*cse60
    cse91 = cse23*cse66 + cse23*cse67 + cse65 - cse88
    cse92 = -cse23*cse75 - cse23*cse76 + cse77 - cse79
    cse93 = -cse74 + cse75 + cse76 - cse78 + cse80
    cse94 = cse17*cse62 - 0.4472146529097166*cse60 + cse86
    cse95 = cse71*cse84
    cse96 = cse82*cse84
    cse97 = 0.33333535914981494*cse23
    cse98 = 0.666667964681058*cse23
    cse99 = 0.6666643557356875*cse17
    cse100 = -0.1000001947021587*cse14 + 0.15*cse16*cse99 + 0.050000303872472236*cse21 + 0.15*cse24*cse98 + 0.15*cse43*cse97 - q_r_rod_y + q_r_slider_y
    cse101 = -cse44 - cse45 + cse46 - cse47 - cse48
    cse102 = -0.15*cse13*cse99 - 0.15*cse14*cse97 - 0.15*cse21*cse98 + 0.050000303872472236*cse24 - 0.1000001947021587*cse43 - q_r_rod_x + q_r_slider_x
    cse103 = cse15 - cse19 - cse22 - cse26 - cse29
    cse104 = cse18 + cse56 + cse57
    cse105 = -0.09999965336035312*cse23 + 0.050000303872472236*cse58 + 0.1000001947021587*cse60 - q_r_rod_z + q_r_slider_z
    cse106 = cse49 - cse50 - cse51
    cse107 = -cse31 + cse33 + cse35
    cse108 = -cse59 + cse61
    cse109 = -cse32 - cse34 - cse52 + cse53
    cse110 = -cse25 - cse28 + cse36 - cse37
    cse111 = 0.2981417181776114*cse13
    cse112 = cse111*cse12
    cse113 = 0.5962825497118436*cse21
    cse114 = 0.5962825497118436*cse43
    cse115 = 0.7453580594528005*cse17
    cse116 = 0.2981417181776114*cse24
    cse117 = -cse112*cse23 - cse113*cse23 - cse114 + cse115*cse13 + cse116
    cse118 = 0.2981417181776114*cse43
    cse119 = cse118*cse23
    cse120 = 0.5962825497118436*cse24
    cse121 = cse120*cse23
    cse122 = cse115*cse16
    cse123 = 0.5962825497118436*cse12
    cse124 = cse123*cse13
    cse125 = cse111*cse20
    cse126 = cse119 + cse121 - cse122 - cse124 + cse125
    cse127 = 0.7453580594528005*cse23
    cse128 = cse127 + 0.2981417181776114*cse58 + 0.5962825497118436*cse60
    cse129 = np.sin(q_psi_slider)
    cse130 = cse129*cse82
    cse131 = np.cos(q_psi_slider)
    cse132 = cse131*cse71
    cse133 = cse132*cse84
    cse134 = -cse130 + cse133
    cse135 = cse131*cse70
    cse136 = cse135*cse82
    cse137 = -cse130*cse84 + cse132
    cse138 = -cse137
    cse139 = cse129*cse71
    cse140 = cse139*cse84
    cse141 = cse131*cse82
    cse142 = -cse140 - cse141
    cse143 = cse129*cse70
    cse144 = cse143*cse82
    cse145 = cse141*cse84
    cse146 = -cse139 - cse145
    cse147 = cse139 + cse145
    cse148 = 0.2 - q_r_slider_x
    cse149 = cse84*q_r_slider_z
    cse150 = cse135*cse71
    cse151 = cse140 + cse141
    cse152 = 2*cse102 + 2*cse83
    cse153 = 2*cse100 - 2*cse72
    cse154 = 2*cse105 + 2*cse84
    cse155 = 2*np.pi*t
    cse156 = np.cos(cse155)
    cse157 = -cse38 - cse40
    cse158 = np.sin(cse155)
    cse159 = cse10 - cse7
    cse160 = cse1*cse156
    cse161 = cse160*cse9
    cse162 = cse158*cse159 + cse161 + 1
    cse163 = 2/cse162
    cse164 = cse1*cse158
    cse165 = cse164*cse9
    cse166 = 2*(-cse156*cse159 + cse165)/cse162**2
    cse167 = -cse39 - cse42
    out = np.zeros((n, 18, 18))
    out[:, 0, 0] = 1
    out[:, 1, 1] = 1
    out[:, 2, 2] = 1
    out[:, 3, 3] = cse2
    out[:, 3, 4] = -cse5
    out[:, 4, 4] = -cse1
    out[:, 5, 0] = 1
    out[:, 5, 3] = -0.08*cse10 + cse8
    out[:, 5, 4] = cse11*cse2
    out[:, 5, 5] = -cse11*cse3 + cse4*cse8
    out[:, 5, 6] = -1
    out[:, 5, 9] = -cse15 + cse19 + cse22 + cse26 + cse29
    out[:, 5, 10] = cse31 - cse33 - cse35
    out[:, 5, 11] = cse25 + cse28 - cse36 + cse37
    out[:, 6, 1] = 1
    out[:, 6, 3] = -0.08*cse38 - 0.08*cse40
    out[:, 6, 4] = -cse3*cse41*cse9
    out[:, 6, 5] = -0.08*cse39 - 0.08*cse42
    out[:, 6, 7] = -1
    out[:, 6, 9] = cse44 + cse45 - cse46 + cse47 + cse48
    out[:, 6, 10] = -cse49 + cse50 + cse51
    out[:, 6, 11] = cse32 + cse34 + cse52 - cse53
    out[:, 7, 2] = 1
    out[:, 7, 4] = 0.08*cse54
    out[:, 7, 5] = -cse41*cse6
    out[:, 7, 8] = -1
    out[:, 7, 10] = -cse18 - cse56 - cse57
    out[:, 7, 11] = cse59 - cse61
    out[:, 8, 9] = -cse73 + cse81*cse83
    out[:, 8, 10] = -cse72*cse87 + cse83*cse89 + cse84*cse85
    out[:, 8, 11] = -cse72*cse91 + cse83*cse92 + cse84*cse90
    out[:, 8, 15] = cse73 + cse83*cse93
    out[:, 8, 16] = cse69*cse96 - cse70*cse94 - cse93*cse95
    out[:, 9, 6] = -cse69
    out[:, 9, 7] = -cse93
    out[:, 9, 8] = -cse94
    out[:, 9, 9] = cse100*cse69 + cse101*cse93 + cse102*cse81 + cse103*cse69
    out[:, 9, 10] = cse100*cse87 + cse102*cse89 + cse104*cse94 + cse105*cse85 + cse106*cse93 + cse107*cse69
    out[:, 9, 11] = cse100*cse91 + cse102*cse92 + cse105*cse90 + cse108*cse94 + cse109*cse93 + cse110*cse69
    out[:, 9, 12] = cse69
    out[:, 9, 13] = cse93
    out[:, 9, 14] = cse94
    out[:, 10, 6] = -cse117
    out[:, 10, 7] = -cse126
    out[:, 10, 8] = -cse128
    out[:, 10, 9] = cse100*cse117 + cse101*cse126 + cse102*(-cse119 - cse121 + cse122 + cse124 - cse125) + cse103*cse117
    out[:, 10, 10] = cse100*(-cse118*cse17 - cse120*cse17 - cse127*cse16) + cse102*(cse112*cse17 + cse113*cse17 + cse127*cse13) + cse104*cse128 + cse105*(-cse115 + 0.2981417181776114*cse12*cse23 + 0.5962825497118436*cse55) + cse106*cse126 + cse107*cse117
    out[:, 10, 11] = cse100*(-cse112 - cse113 - cse114*cse23 + cse116*cse23) + cse102*(-cse118 - cse120 + cse124*cse23 - cse125*cse23) + cse105*(-cse123*cse17 + 0.2981417181776114*cse60) + cse108*cse128 + cse109*cse126 + cse110*cse117
    out[:, 10, 12] = cse117
    out[:, 10, 13] = cse126
    out[:, 10, 14] = cse128
    out[:, 11, 15] = -cse134
    out[:, 11, 16] = cse136
    out[:, 11, 17] = cse138
    out[:, 12, 15] = cse142
    out[:, 12, 16] = cse144
    out[:, 12, 17] = cse146
    out[:, 13, 12] = cse147
    out[:, 13, 13] = cse130 - cse133
    out[:, 13, 14] = -cse135
    out[:, 13, 15] = -cse134*cse148 + cse147*q_r_slider_y
    out[:, 13, 16] = -cse131*cse149 + cse136*cse148 + cse150*q_r_slider_y
    out[:, 13, 17] = -cse137*cse148 + cse143*q_r_slider_z + cse151*q_r_slider_y
    out[:, 14, 12] = cse138
    out[:, 14, 13] = cse142
    out[:, 14, 14] = -cse143
    out[:, 14, 15] = -cse137*q_r_slider_y + cse142*cse148
    out[:, 14, 16] = -cse129*cse149 + cse143*cse71*q_r_slider_y + cse144*cse148
    out[:, 14, 17] = -cse134*q_r_slider_y - cse135*q_r_slider_z + cse146*cse148
    out[:, 15, 15] = -cse147
    out[:, 15, 16] = -cse150
    out[:, 15, 17] = -cse151
    out[:, 16, 6] = -cse152
    out[:, 16, 7] = -cse153
    out[:, 16, 8] = -cse154
    out[:, 16, 9] = cse101*cse153 + cse103*cse152
    out[:, 16, 10] = cse104*cse154 + cse106*cse153 + cse107*cse152
    out[:, 16, 11] = cse108*cse154 + cse109*cse153 + cse110*cse152
    out[:, 16, 12] = cse152
    out[:, 16, 13] = cse153
    out[:, 16, 14] = cse154
    out[:, 16, 15] = cse152*cse72 + cse153*cse83
    out[:, 16, 16] = cse152*cse96 - cse153*cse95 - cse154*cse70
    out[:, 17, 3] = -cse156*cse157*cse163 - cse157*cse158*cse166
    out[:, 17, 4] = cse163*(cse158*cse54 + cse161*cse3) - cse166*(cse156*cse54 - cse165*cse3)
    out[:, 17, 5] = cse163*(-cse156*cse167 - cse164*cse6) - cse166*(cse158*cse167 - cse160*cse6)
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
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = 2*math.pi
    cse1 = cse0*t
    cse2 = math.sin(cse1)
    cse3 = math.cos(q_psi_crank)
    cse4 = cse3*math.sin(q_theta_crank)
    cse5 = cse2*cse4
    cse6 = math.cos(cse1)
    cse7 = cse3*math.cos(q_phi_crank)*math.cos(q_theta_crank) - math.sin(q_phi_crank)*math.sin(q_psi_crank)
    cse8 = cse6*cse7
    cse9 = cse2*cse7
    cse10 = cse4*cse6
    cse11 = cse10 + cse9 + 1
    out = np.zeros(18)
    out[_nu_INDEX] = (
        -2*(cse0*cse10 + cse0*cse9)/cse11 + 2*(cse5 - cse8)*(-cse0*cse5 + cse0*cse8)/cse11**2,  # [17]
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
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _,
    ) = _columns(q, n, 18, "q")

    t = _times(t, n)

    cse0 = 2*np.pi
    cse1 = cse0*t
    cse2 = np.sin(cse1)
    cse3 = np.cos(q_psi_crank)
    cse4 = cse3*np.sin(q_theta_crank)
    cse5 = cse2*cse4
    cse6 = np.cos(cse1)
    cse7 = cse3*np.cos(q_phi_crank)*np.cos(q_theta_crank) - np.sin(q_phi_crank)*np.sin(q_psi_crank)
    cse8 = cse6*cse7
    cse9 = cse2*cse7
    cse10 = cse4*cse6
    cse11 = cse10 + cse9 + 1
    out = np.zeros((n, 18))
    out[:, 17] = -2*(cse0*cse10 + cse0*cse9)/cse11 + 2*(cse5 - cse8)*(-cse0*cse5 + cse0*cse8)/cse11**2
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
    # 662 operations after common subexpression elimination
    (
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_phid_rod, v_thetad_rod, v_psid_rod,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = math.cos(q_phi_crank)
    cse1 = math.cos(q_theta_crank)
    cse2 = cse1*v_thetad_crank
    cse3 = math.sin(q_phi_crank)
    cse4 = math.sin(q_theta_crank)
    cse5 = cse4*v_thetad_crank
    cse6 = math.sin(q_phi_rod)
    cse7 = math.cos(q_theta_rod)
    cse8 = 0.09999965336035312*cse7
    cse9 = cse6*cse8
    cse10 = math.sin(q_theta_rod)
    cse11 = math.cos(q_psi_rod)
    cse12 = cse10*cse11
    cse13 = 0.1000001947021587*cse6
    cse14 = cse12*cse13
    cse15 = math.sin(q_psi_rod)
    cse16 = cse10*cse15
    cse17 = 0.050000303872472236*cse16
    cse18 = cse17*cse6
    cse19 = math.cos(q_psi_crank)
    cse20 = cse19*cse3
    cse21 = 0.08*cse20
    cse22 = math.cos(q_phi_rod)
    cse23 = cse11*cse22
    cse24 = 0.1000001947021587*cse23
    cse25 = cse15*cse22
    cse26 = 0.050000303872472236*cse25
    cse27 = cse13*cse15
    cse28 = cse27*cse7
    cse29 = cse11*cse7
    cse30 = cse29*cse6
    cse31 = 0.050000303872472236*cse30
    cse32 = 0.09999965336035312*cse10
    cse33 = cse22*cse32
    cse34 = cse11*cse6
    cse35 = 0.050000303872472236*cse34
    cse36 = 0.1000001947021587*cse29
    cse37 = cse22*cse36
    cse38 = cse26*cse7
    cse39 = math.sin(q_psi_crank)
    cse40 = cse3*cse39
    cse41 = 0.08*cse40
    cse42 = cse0*cse19
    cse43 = cse1*cse42
    cse44 = 0.08*cse42
    cse45 = cse11*cse13
    cse46 = 0.050000303872472236*cse15
    cse47 = cse46*cse6
    cse48 = 0.1000001947021587*cse25
    cse49 = cse48*cse7
    cse50 = cse22*cse29
    cse51 = 0.050000303872472236*cse50
    cse52 = cse0*cse39
    cse53 = cse1*cse52
    cse54 = cse1*cse20
    cse55 = cse22*cse8
    cse56 = 0.1000001947021587*cse12*cse22
    cse57 = cse17*cse22
    cse58 = cse32*cse6
    cse59 = 0.050000303872472236*cse23
    cse60 = cse13*cse29
    cse61 = cse47*cse7
    cse62 = 0.1000001947021587*cse16
    cse63 = 0.050000303872472236*cse12
    cse64 = cse46*cse7
    cse65 = cse39*cse4
    cse66 = math.sin(q_theta_slider)
    cse67 = 0.4472146529097166*cse12
    cse68 = 0.8944266622941008*cse15
    cse69 = 5.254189828941647e-07*cse7
    cse70 = cse10*cse68 - cse67 + cse69
    cse71 = 0.4472146529097166*cse29
    cse72 = cse22*cse71
    cse73 = cse22*cse68
    cse74 = cse7*cse73
    cse75 = 5.254189828941647e-07*cse10
    cse76 = cse22*cse75
    cse77 = 0.4472146529097166*cse6
    cse78 = cse15*cse77
    cse79 = 0.8944266622941008*cse6
    cse80 = cse11*cse79
    cse81 = -cse72 + cse74 - cse76 + cse78 + cse80
    cse82 = math.cos(q_theta_slider)
    cse83 = math.cos(q_phi_slider)
    cse84 = cse82*cse83
    cse85 = cse15*cse79
    cse86 = 0.4472146529097166*cse25
    cse87 = 0.8944266622941008*cse23 + cse6*cse71 + cse6*cse75 - cse7*cse85 + cse86
    cse88 = math.sin(q_phi_slider)
    cse89 = cse82*cse88
    cse90 = 0.8944266622941008*cse12 + 0.4472146529097166*cse16
    cse91 = cse11*cse77 + 0.8944266622941008*cse50 + cse7*cse86 - cse85
    cse92 = cse66*cse83
    cse93 = 0.4472146529097166*cse23 - cse7*cse78 - cse7*cse80 - cse73
    cse94 = cse66*cse88
    cse95 = cse68*cse7 - cse71 - cse75
    cse96 = -cse10*cse73 + cse22*cse67 - cse22*cse69
    cse97 = cse10*cse85 - cse6*cse67 + cse6*cse69
    cse98 = cse87*cse92
    cse99 = cse72 - cse74 + cse76 - cse78 - cse80
    cse100 = cse32 + cse36 + cse64
    cse101 = 0.1000001947021587*cse12 + 0.050000303872472236*cse16 - 0.09999965336035312*cse7 - q_r_rod_z + q_r_slider_z
    cse102 = 0.33333535914981494*cse7
    cse103 = 0.6666643557356875*cse10
    cse104 = 0.666667964681058*cse15
    cse105 = 0.15*cse102*cse25 + 0.15*cse103*cse22 - 0.15*cse104*cse6 + 0.050000303872472236*cse34 + 0.1000001947021587*cse50 - q_r_rod_y + q_r_slider_y
    cse106 = cse55 - cse56 - cse57
    cse107 = cse14 + cse18 - cse9
    cse108 = -0.15*cse102*cse15*cse6 - 0.15*cse103*cse6 - 0.15*cse104*cse22 + 0.050000303872472236*cse23 - 0.1000001947021587*cse30 - q_r_rod_x + q_r_slider_x
    cse109 = -cse48 - cse58 + cse59 - cse60 - cse61
    cse110 = cse27 - cse33 - cse35 - cse37 - cse38
    cse111 = -cse62 + cse63
    cse112 = -cse45 - cse47 - cse49 + cse51
    cse113 = -cse24 - cse26 + cse28 - cse31
    cse114 = 0.7453580594528005*cse7
    cse115 = 0.2981417181776114*cse15
    cse116 = cse10*cse115
    cse117 = cse114 + cse116 + 0.5962825497118436*cse12
    cse118 = 0.2981417181776114*cse11
    cse119 = cse118*cse6
    cse120 = 0.5962825497118436*cse6
    cse121 = cse120*cse15
    cse122 = 0.7453580594528005*cse10
    cse123 = cse122*cse22
    cse124 = 0.5962825497118436*cse22
    cse125 = cse11*cse124
    cse126 = cse125*cse7
    cse127 = cse115*cse7
    cse128 = cse127*cse22
    cse129 = cse119 - cse121 - cse123 + cse126 + cse128
    cse130 = cse118*cse22
    cse131 = cse124*cse15
    cse132 = cse11*cse120
    cse133 = cse122*cse6 - cse127*cse6 + cse130 - cse131 - cse132*cse7
    cse134 = cse115*cse6
    cse135 = math.cos(q_psi_slider)
    cse136 = cse135*cse88
    cse137 = cse66*v_thetad_slider
    cse138 = cse135*cse83
    cse139 = math.sin(q_psi_slider)
    cse140 = cse139*cse88
    cse141 = cse138 - cse140*cse82
    cse142 = cse138*cse82
    cse143 = -cse140 + cse142
    cse144 = cse136*cse82
    cse145 = cse139*cse83
    cse146 = -cse144 - cse145
    cse147 = cse145*cse82
    cse148 = -cse136 - cse147
    cse149 = cse139*q_r_slider_z
    cse150 = cse136 + cse147
    cse151 = 0.2 - q_r_slider_x
    cse152 = cse135*q_r_slider_z
    cse153 = cse66*q_r_slider_y
    cse154 = cse151*cse66
    cse155 = cse144 + cse145
    cse156 = cse66*v_rd_slider_z
    cse157 = 2*cse101 + 2*cse82
    cse158 = 2*cse105 - 2*cse92
    cse159 = 2*cse108 + 2*cse94
    cse160 = 2*math.pi
    cse161 = cse160*t
    cse162 = math.sin(cse161)
    cse163 = cse162*cse19
    cse164 = cse163*cse4
    cse165 = math.cos(cse161)
    cse166 = -cse40 + cse43
    cse167 = cse165*cse166
    cse168 = cse162*cse166
    cse169 = cse165*cse19
    cse170 = cse169*cse4
    cse171 = cse168 + cse170 + 1
    cse172 = 2*(cse164 - cse167)/cse171**2
    cse173 = -cse20 - cse53
    cse174 = 2/cse171
    cse175 = cse4*cse42
    cse176 = -cse52 - cse54
    return np.array([
        v_rd_crank_x,  # [0]
        v_rd_crank_y,  # [1]
        v_rd_crank_z,  # [2]
        -cse0*cse2 + cse3*cse4*v_phid_crank,  # [3]
        -cse5,  # [4]
        cse21*cse5 + v_phid_crank*(cse41 - 0.08*cse43) + v_phid_rod*(-cse27 + cse33 + cse35 + cse37 + cse38) + v_psid_crank*(cse1*cse41 - cse44) + v_psid_rod*(cse24 + cse26 - cse28 + cse31) + v_rd_crank_x - v_rd_rod_x + v_thetad_rod*(-cse14 - cse18 + cse9),  # [5]
        -cse44*cse5 + v_phid_crank*(-0.08*cse52 - 0.08*cse54) + v_phid_rod*(cse48 + cse58 - cse59 + cse60 + cse61) + v_psid_crank*(-cse21 - 0.08*cse53) + v_psid_rod*(cse45 + cse47 + cse49 - cse51) + v_rd_crank_y - v_rd_rod_y + v_thetad_rod*(-cse55 + cse56 + cse57),  # [6]
        0.08*cse19*cse2 - 0.08*cse65*v_psid_crank + v_psid_rod*(cse62 - cse63) + v_rd_crank_z - v_rd_rod_z + v_thetad_rod*(-cse32 - cse36 - cse64),  # [7]
        v_phid_rod*(cse94*cse99 - cse98) + v_phid_slider*(cse81*cse94 + cse98) + v_psid_rod*(cse82*cse90 - cse91*cse92 + cse93*cse94) + v_thetad_rod*(cse82*cse95 - cse92*cse96 + cse94*cse97) + v_thetad_slider*(-cse66*cse70 - cse81*cse84 + cse87*cse89),  # [8]
        -cse70*v_rd_rod_z + cse70*v_rd_slider_z - cse81*v_rd_rod_y + cse81*v_rd_slider_y - cse87*v_rd_rod_x + cse87*v_rd_slider_x + v_phid_rod*(cse105*cse87 + cse108*cse99 + cse109*cse81 + cse110*cse87) + v_psid_rod*(cse101*cse90 + cse105*cse91 + cse108*cse93 + cse111*cse70 + cse112*cse81 + cse113*cse87) + v_thetad_rod*(cse100*cse70 + cse101*cse95 + cse105*cse96 + cse106*cse81 + cse107*cse87 + cse108*cse97),  # [9]
        -cse117*v_rd_rod_z + cse117*v_rd_slider_z - cse129*v_rd_rod_y + cse129*v_rd_slider_y - cse133*v_rd_rod_x + cse133*v_rd_slider_x + v_phid_rod*(cse105*cse133 + cse108*(-cse119 + cse121 + cse123 - cse126 - cse128) + cse109*cse129 + cse110*cse133) + v_psid_rod*(cse101*(cse10*cse118 - 0.5962825497118436*cse16) + cse105*(cse130*cse7 - cse131*cse7 - cse132 - cse134) + cse108*(-cse115*cse22 - cse119*cse7 + cse121*cse7 - cse125) + cse111*cse117 + cse112*cse129 + cse113*cse133) + v_thetad_rod*(cse100*cse117 + cse101*(-cse122 + cse127 + 0.5962825497118436*cse29) + cse105*(-cse114*cse22 - cse116*cse22 - cse12*cse124) + cse106*cse129 + cse107*cse133 + cse108*(cse10*cse134 + cse114*cse6 + cse12*cse120)),  # [10]
        cse136*cse137 - cse141*v_psid_slider - cse143*v_phid_slider,  # [11]
        cse137*cse140 + cse146*v_psid_slider + cse148*v_phid_slider,  # [12]
        -cse135*cse156 + cse155*v_rd_slider_x + v_phid_slider*(-cse143*cse151 + cse155*q_r_slider_y) + v_psid_slider*(-cse141*cse151 + cse149*cse66 + cse150*q_r_slider_y) + v_rd_slider_y*(cse140 - cse142) + v_thetad_slider*(cse136*cse154 + cse138*cse153 - cse152*cse82),  # [13]
        -cse139*cse156 - cse141*v_rd_slider_x + cse148*v_rd_slider_y + v_phid_slider*(-cse141*q_r_slider_y + cse148*cse151) + v_psid_slider*(-cse143*q_r_slider_y + cse146*cse151 - cse152*cse66) + v_thetad_slider*(cse140*cse154 + cse145*cse153 - cse149*cse82),  # [14]
        -cse137*cse138 - cse150*v_psid_slider - cse155*v_phid_slider,  # [15]
        -cse157*v_rd_rod_z + cse157*v_rd_slider_z - cse158*v_rd_rod_y + cse158*v_rd_slider_y - cse159*v_rd_rod_x + cse159*v_rd_slider_x + v_phid_rod*(cse109*cse158 + cse110*cse159) + v_phid_slider*(cse158*cse94 + cse159*cse92) + v_psid_rod*(cse111*cse157 + cse112*cse158 + cse113*cse159) + v_thetad_rod*(cse100*cse157 + cse106*cse158 + cse107*cse159) + v_thetad_slider*(-cse157*cse66 - cse158*cse84 + cse159*cse89),  # [16]
        -cse172*(-cse160*cse164 + cse160*cse167) + cse174*(cse160*cse168 + cse160*cse170) + v_phid_crank*(-cse162*cse172*cse176 - cse165*cse174*cse176) + v_psid_crank*(-cse172*(cse162*cse173 - cse165*cse65) + cse174*(-cse162*cse65 - cse165*cse173)) + v_thetad_crank*(-cse172*(cse1*cse169 - cse162*cse175) + cse174*(cse1*cse163 + cse165*cse175)),  # [17]
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
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_phid_rod, v_thetad_rod, v_psid_rod,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = _columns(v, n, 18, "v")

    t = _times(t, n)

    cse0 = np.cos(q_phi_crank)
    cse1 = np.cos(q_theta_crank)
    cse2 = cse1*v_thetad_crank
    cse3 = np.sin(q_phi_crank)
    cse4 = np.sin(q_theta_crank)
    cse5 = cse4*v_thetad_crank
    cse6 = np.sin(q_phi_rod)
    cse7 = np.cos(q_theta_rod)
    cse8 = 0.09999965336035312*cse7
    cse9 = cse6*cse8
    cse10 = np.sin(q_theta_rod)
    cse11 = np.cos(q_psi_rod)
    cse12 = cse10*cse11
    cse13 = 0.1000001947021587*cse6
    cse14 = cse12*cse13
    cse15 = np.sin(q_psi_rod)
    cse16 = cse10*cse15
    cse17 = 0.050000303872472236*cse16
    cse18 = cse17*cse6
    cse19 = np.cos(q_psi_crank)
    cse20 = cse19*cse3
    cse21 = 0.08*cse20
    cse22 = np.cos(q_phi_rod)
    cse23 = cse11*cse22
    cse24 = 0.1000001947021587*cse23
    cse25 = cse15*cse22
    cse26 = 0.050000303872472236*cse25
    cse27 = cse13*cse15
    cse28 = cse27*cse7
    cse29 = cse11*cse7
    cse30 = cse29*cse6
    cse31 = 0.050000303872472236*cse30
    cse32 = 0.09999965336035312*cse10
    cse33 = cse22*cse32
    cse34 = cse11*cse6
    cse35 = 0.050000303872472236*cse34
    cse36 = 0.1000001947021587*cse29
    cse37 = cse22*cse36
    cse38 = cse26*cse7
    cse39 = np.sin(q_psi_crank)
    cse40 = cse3*cse39
    cse41 = 0.08*cse40
    cse42 = cse0*cse19
    cse43 = cse1*cse42
    cse44 = 0.08*cse42
    cse45 = cse11*cse13
    cse46 = 0.050000303872472236*cse15
    cse47 = cse46*cse6
    cse48 = 0.1000001947021587*cse25
    cse49 = cse48*cse7
    cse50 = cse22*cse29
    cse51 = 0.050000303872472236*cse50
    cse52 = cse0*cse39
    cse53 = cse1*cse52
    cse54 = cse1*cse20
    cse55 = cse22*cse8
    cse56 = 0.1000001947021587*cse12*cse22
    cse57 = cse17*cse22
    cse58 = cse32*cse6
    cse59 = 0.050000303872472236*cse23
    cse60 = cse13*cse29
    cse61 = cse47*cse7
    cse62 = 0.1000001947021587*cse16
    cse63 = 0.050000303872472236*cse12
    cse64 = cse46*cse7
    cse65 = cse39*cse4
    cse66 = np.sin(q_theta_slider)
    cse67 = 0.4472146529097166*cse12
    cse68 = 0.8944266622941008*cse15
    cse69 = 5.254189828941647e-07*cse7
    cse70 = cse10*cse68 - cse67 + cse69
    cse71 = 0.4472146529097166*cse29
    cse72 = cse22*cse71
    cse73 = cse22*cse68
    cse74 = cse7*cse73
    cse75 = 5.254189828941647e-07*cse10
    cse76 = cse22*cse75
    cse77 = 0.4472146529097166*cse6
    cse78 = cse15*cse77
    cse79 = 0.8944266622941008*cse6
    cse80 = cse11*cse79
    cse81 = -cse72 + cse74 - cse76 + cse78 + cse80
    cse82 = np.cos(q_theta_slider)
    cse83 = np.cos(q_phi_slider)
    cse84 = cse82*cse83
    cse85 = cse15*cse79
    cse86 = 0.4472146529097166*cse25
    cse87 = 0.8944266622941008*cse23 + cse6*cse71 + cse6*cse75 - cse7*cse85 + cse86
    cse88 = np.sin(q_phi_slider)
    cse89 = cse82*cse88
    cse90 = 0.8944266622941008*cse12 + 0.4472146529097166*cse16
    cse91 = cse11*cse77 + 0.8944266622941008*cse50 + cse7*cse86 - cse85
    cse92 = cse66*cse83
    cse93 = 0.4472146529097166*cse23 - cse7*cse78 - cse7*cse80 - cse73
    cse94 = cse66*cse88
    cse95 = cse68*cse7 - cse71 - cse75
    cse96 = -cse10*cse73 + cse22*cse67 - cse22*cse69
    cse97 = cse10*cse85 - cse6*cse67 + cse6*cse69
    cse98 = cse87*cse92
    cse99 = cse72 - cse74 + cse76 - cse78 - cse80
    cse100 = cse32 + cse36 + cse64
    cse101 = 0.1000001947021587*cse12 + 0.050000303872472236*cse16 - 0.09999965336035312*cse7 - q_r_rod_z + q_r_slider_z
    cse102 = 0.33333535914981494*cse7
    cse103 = 0.6666643557356875*cse10
    cse104 = 0.666667964681058*cse15
    cse105 = 0.15*cse102*cse25 + 0.15*cse103*cse22 - 0.15*cse104*cse6 + 0.050000303872472236*cse34 + 0.1000001947021587*cse50 - q_r_rod_y + q_r_slider_y
    cse106 = cse55 - cse56 - cse57
    cse107 = cse14 + cse18 - cse9
    cse108 = -0.15*cse102*cse15*cse6 - 0.15*cse103*cse6 - 0.15*cse104*cse22 + 0.050000303872472236*cse23 - 0.1000001947021587*cse30 - q_r_rod_x + q_r_slider_x
    cse109 = -cse48 - cse58 + cse59 - cse60 - cse61
    cse110 = cse27 - cse33 - cse35 - cse37 - cse38
    cse111 = -cse62 + cse63
    cse112 = -cse45 - cse47 - cse49 + cse51
    cse113 = -cse24 - cse26 + cse28 - cse31
    cse114 = 0.7453580594528005*cse7
    cse115 = 0.2981417181776114*cse15
    cse116 = cse10*cse115
    cse117 = cse114 + cse116 + 0.5962825497118436*cse12
    cse118 = 0.2981417181776114*cse11
    cse119 = cse118*cse6
    cse120 = 0.5962825497118436*cse6
    cse121 = cse120*cse15
    cse122 = 0.7453580594528005*cse10
    cse123 = cse122*cse22
    cse124 = 0.5962825497118436*cse22
    cse125 = cse11*cse124
    cse126 = cse125*cse7
    cse127 = cse115*cse7
    cse128 = cse127*cse22
    cse129 = cse119 - cse121 - cse123 + cse126 + cse128
    cse130 = cse118*cse22
    cse131 = cse124*cse15
    cse132 = cse11*cse120
    cse133 = cse122*cse6 - cse127*cse6 + cse130 - cse131 - cse132*cse7
    cse134 = cse115*cse6
    cse135 = np.cos(q_psi_slider)
    cse136 = cse135*cse88
    cse137 = cse66*v_thetad_slider
    cse138 = cse135*cse83
    cse139 = np.sin(q_psi_slider)
    cse140 = cse139*cse88
    cse141 = cse138 - cse140*cse82
    cse142 = cse138*cse82
    cse143 = -cse140 + cse142
    cse144 = cse136*cse82
    cse145 = cse139*cse83
    cse146 = -cse144 - cse145
    cse147 = cse145*cse82
    cse148 = -cse136 - cse147
    cse149 = cse139*q_r_slider_z
    cse150 = cse136 + cse147
    cse151 = 0.2 - q_r_slider_x
    cse152 = cse135*q_r_slider_z
    cse153 = cse66*q_r_slider_y
    cse154 = cse151*cse66
    cse155 = cse144 + cse145
    cse156 = cse66*v_rd_slider_z
    cse157 = 2*cse101 + 2*cse82
    cse158 = 2*cse105 - 2*cse92
    cse159 = 2*cse108 + 2*cse94
    cse160 = 2*np.pi
    cse161 = cse160*t
    cse162 = np.sin(cse161)
    cse163 = cse162*cse19
    cse164 = cse163*cse4
    cse165 = np.cos(cse161)
    cse166 = -cse40 + cse43
    cse167 = cse165*cse166
    cse168 = cse162*cse166
    cse169 = cse165*cse19
    cse170 = cse169*cse4
    cse171 = cse168 + cse170 + 1
    cse172 = 2*(cse164 - cse167)/cse171**2
    cse173 = -cse20 - cse53
    cse174 = 2/cse171
    cse175 = cse4*cse42
    cse176 = -cse52 - cse54
    out = np.zeros((n, 18))
    out[:, 0] = v_rd_crank_x
    out[:, 1] = v_rd_crank_y
    out[:, 2] = v_rd_crank_z
    out[:, 3] = -cse0*cse2 + cse3*cse4*v_phid_crank
    out[:, 4] = -cse5
    out[:, 5] = cse21*cse5 + v_phid_crank*(cse41 - 0.08*cse43) + v_phid_rod*(-cse27 + cse33 + cse35 + cse37 + cse38) + v_psid_crank*(cse1*cse41 - cse44) + v_psid_rod*(cse24 + cse26 - cse28 + cse31) + v_rd_crank_x - v_rd_rod_x + v_thetad_rod*(-cse14 - cse18 + cse9)
    out[:, 6] = -cse44*cse5 + v_phid_crank*(-0.08*cse52 - 0.08*cse54) + v_phid_rod*(cse48 + cse58 - cse59 + cse60 + cse61) + v_psid_crank*(-cse21 - 0.08*cse53) + v_psid_rod*(cse45 + cse47 + cse49 - cse51) + v_rd_crank_y - v_rd_rod_y + v_thetad_rod*(-cse55 + cse56 + cse57)
    out[:, 7] = 0.08*cse19*cse2 - 0.08*cse65*v_psid_crank + v_psid_rod*(cse62 - cse63) + v_rd_crank_z - v_rd_rod_z + v_thetad_rod*(-cse32 - cse36 - cse64)
    out[:, 8] = v_phid_rod*(cse94*cse99 - cse98) + v_phid_slider*(cse81*cse94 + cse98) + v_psid_rod*(cse82*cse90 - cse91*cse92 + cse93*cse94) + v_thetad_rod*(cse82*cse95 - cse92*cse96 + cse94*cse97) + v_thetad_slider*(-cse66*cse70 - cse81*cse84 + cse87*cse89)
    out[:, 9] = -cse70*v_rd_rod_z + cse70*v_rd_slider_z - cse81*v_rd_rod_y + cse81*v_rd_slider_y - cse87*v_rd_rod_x + cse87*v_rd_slider_x + v_phid_rod*(cse105*cse87 + cse108*cse99 + cse109*cse81 + cse110*cse87) + v_psid_rod*(cse101*cse90 + cse105*cse91 + cse108*cse93 + cse111*cse70 + cse112*cse81 + cse113*cse87) + v_thetad_rod*(cse100*cse70 + cse101*cse95 + cse105*cse96 + cse106*cse81 + cse107*cse87 + cse108*cse97)
    out[:, 10] = -cse117*v_rd_rod_z + cse117*v_rd_slider_z - cse129*v_rd_rod_y + cse129*v_rd_slider_y - cse133*v_rd_rod_x + cse133*v_rd_slider_x + v_phid_rod*(cse105*cse133 + cse108*(-cse119 + cse121 + cse123 - cse126 - cse128) + cse109*cse129 + cse110*cse133) + v_psid_rod*(cse101*(cse10*cse118 - 0.5962825497118436*cse16) + cse105*(cse130*cse7 - cse131*cse7 - cse132 - cse134) + cse108*(-cse115*cse22 - cse119*cse7 + cse121*cse7 - cse125) + cse111*cse117 + cse112*cse129 + cse113*cse133) + v_thetad_rod*(cse100*cse117 + cse101*(-cse122 + cse127 + 0.5962825497118436*cse29) + cse105*(-cse114*cse22 - cse116*cse22 - cse12*cse124) + cse106*cse129 + cse107*cse133 + cse108*(cse10*cse134 + cse114*cse6 + cse12*cse120))
    out[:, 11] = cse136*cse137 - cse141*v_psid_slider - cse143*v_phid_slider
    out[:, 12] = cse137*cse140 + cse146*v_psid_slider + cse148*v_phid_slider
    out[:, 13] = -cse135*cse156 + cse155*v_rd_slider_x + v_phid_slider*(-cse143*cse151 + cse155*q_r_slider_y) + v_psid_slider*(-cse141*cse151 + cse149*cse66 + cse150*q_r_slider_y) + v_rd_slider_y*(cse140 - cse142) + v_thetad_slider*(cse136*cse154 + cse138*cse153 - cse152*cse82)
    out[:, 14] = -cse139*cse156 - cse141*v_rd_slider_x + cse148*v_rd_slider_y + v_phid_slider*(-cse141*q_r_slider_y + cse148*cse151) + v_psid_slider*(-cse143*q_r_slider_y + cse146*cse151 - cse152*cse66) + v_thetad_slider*(cse140*cse154 + cse145*cse153 - cse149*cse82)
    out[:, 15] = -cse137*cse138 - cse150*v_psid_slider - cse155*v_phid_slider
    out[:, 16] = -cse157*v_rd_rod_z + cse157*v_rd_slider_z - cse158*v_rd_rod_y + cse158*v_rd_slider_y - cse159*v_rd_rod_x + cse159*v_rd_slider_x + v_phid_rod*(cse109*cse158 + cse110*cse159) + v_phid_slider*(cse158*cse94 + cse159*cse92) + v_psid_rod*(cse111*cse157 + cse112*cse158 + cse113*cse159) + v_thetad_rod*(cse100*cse157 + cse106*cse158 + cse107*cse159) + v_thetad_slider*(-cse157*cse66 - cse158*cse84 + cse159*cse89)
    out[:, 17] = -cse172*(-cse160*cse164 + cse160*cse167) + cse174*(cse160*cse168 + cse160*cse170) + v_phid_crank*(-cse162*cse172*cse176 - cse165*cse174*cse176) + v_psid_crank*(-cse172*(cse162*cse173 - cse165*cse65) + cse174*(-cse162*cse65 - cse165*cse173)) + v_thetad_crank*(-cse172*(cse1*cse169 - cse162*cse175) + cse174*(cse1*cse163 + cse165*cse175))
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
    # 1784 operations after common subexpression elimination
    (
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_crank,
        v_thetad_crank, v_psid_crank, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_phid_rod, v_thetad_rod, v_psid_rod,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = math.sin(q_phi_crank)
    cse1 = math.cos(q_theta_crank)
    cse2 = cse0*cse1
    cse3 = math.cos(q_phi_crank)
    cse4 = math.sin(q_theta_crank)
    cse5 = cse3*cse4
    cse6 = math.cos(q_theta_rod)
    cse7 = math.cos(q_psi_rod)
    cse8 = cse6*cse7
    cse9 = math.cos(q_phi_rod)
    cse10 = 0.050000303872472236*cse9
    cse11 = cse10*cse8
    cse12 = math.sin(q_psi_rod)
    cse13 = cse12*cse6
    cse14 = 0.1000001947021587*cse13
    cse15 = cse14*cse9
    cse16 = math.sin(q_phi_rod)
    cse17 = 0.050000303872472236*cse16
    cse18 = cse12*cse17
    cse19 = 0.1000001947021587*cse16
    cse20 = cse19*cse7
    cse21 = cse11 - cse15 - cse18 - cse20
    cse22 = cse13*cse17
    cse23 = 0.1000001947021587*cse8
    cse24 = cse16*cse23
    cse25 = -cse22 - cse24
    cse26 = cse10*cse7
    cse27 = cse12*cse9
    cse28 = 0.1000001947021587*cse27
    cse29 = cse26 - cse28
    cse30 = math.sin(q_theta_rod)
    cse31 = cse30*cse7
    cse32 = cse17*cse31
    cse33 = cse12*cse30
    cse34 = 0.1000001947021587*cse33
    cse35 = cse16*cse34
    cse36 = -cse32 + cse35
    cse37 = cse10*cse33
    cse38 = 0.1000001947021587*cse31
    cse39 = cse38*cse9
    cse40 = 0.09999965336035312*cse6
    cse41 = cse40*cse9
    cse42 = -cse37 - cse39 + cse41
    cse43 = 0.09999965336035312*cse30
    cse44 = cse16*cse43
    cse45 = cse25 - cse44
    cse46 = math.cos(q_psi_crank)
    cse47 = cse0*cse46
    cse48 = cse1*cse47
    cse49 = math.sin(q_psi_crank)
    cse50 = cse3*cse49
    cse51 = 0.08*cse50
    cse52 = 0.08*cse48 + cse51
    cse53 = cse1*cse50
    cse54 = 0.08*cse47
    cse55 = 0.08*cse53 + cse54
    cse56 = cse0*cse49
    cse57 = 0.08*cse56
    cse58 = cse4*v_thetad_crank
    cse59 = cse4*v_psid_crank
    cse60 = cse3*cse46
    cse61 = 0.08*cse60
    cse62 = cse4*v_phid_crank
    cse63 = 0.08*v_thetad_crank
    cse64 = cse29 + cse45
    cse65 = cse64*v_phid_rod
    cse66 = cse21*v_psid_rod
    cse67 = cse42*v_thetad_rod
    cse68 = cse17*cse8
    cse69 = cse14*cse16
    cse70 = cse10*cse12
    cse71 = cse7*cse9
    cse72 = 0.1000001947021587*cse71
    cse73 = cse68 - cse69 + cse70 + cse72
    cse74 = cse10*cse31
    cse75 = cse34*cse9
    cse76 = cse74 - cse75
    cse77 = cse10*cse13
    cse78 = cse23*cse9
    cse79 = cse77 + cse78
    cse80 = cse17*cse7
    cse81 = cse12*cse19
    cse82 = cse80 - cse81
    cse83 = cse17*cse33
    cse84 = cse16*cse38
    cse85 = cse16*cse40
    cse86 = -cse83 - cse84 + cse85
    cse87 = cse43*cse9
    cse88 = cse79 + cse87
    cse89 = cse1*cse56
    cse90 = -cse61 + 0.08*cse89
    cse91 = cse1*cse60
    cse92 = cse57 - 0.08*cse91
    cse93 = 0.050000303872472236*cse8
    cse94 = cse14 - cse93
    cse95 = 0.050000303872472236*cse33
    cse96 = cse38 + cse95
    cse97 = cse1*cse49
    cse98 = cse4*cse46
    cse99 = 0.08*v_psid_crank
    cse100 = 5.254189828941647e-07*cse30
    cse101 = cse100*cse9
    cse102 = 0.4472146529097166*cse9
    cse103 = cse102*cse8
    cse104 = 0.8944266622941008*cse13
    cse105 = cse104*cse9
    cse106 = cse103 - cse105
    cse107 = cse101 + cse106
    cse108 = 0.4472146529097166*cse16
    cse109 = cse108*cse12
    cse110 = 0.8944266622941008*cse16
    cse111 = cse110*cse7
    cse112 = -cse109 - cse111
    cse113 = cse107 + cse112
    cse114 = math.sin(q_phi_slider)
    cse115 = math.cos(q_theta_slider)
    cse116 = cse114*cse115
    cse117 = cse104*cse16
    cse118 = cse108*cse8
    cse119 = cse102*cse12
    cse120 = 0.8944266622941008*cse9
    cse121 = cse120*cse7
    cse122 = cse100*cse16
    cse123 = -cse117 + cse118 + cse119 + cse121 + cse122
    cse124 = math.cos(q_phi_slider)
    cse125 = cse115*cse124
    cse126 = cse123*cse125
    cse127 = cse113*cse116 - cse126
    cse128 = -cse101 - cse103 + cse105 + cse109 + cse111
    cse129 = cse116*cse128 + cse126
    cse130 = 0.8944266622941008*cse33
    cse131 = 5.254189828941647e-07*cse6
    cse132 = -cse108*cse31 + cse130*cse16 + cse131*cse16
    cse133 = cse131*cse9
    cse134 = cse130*cse9
    cse135 = cse102*cse31
    cse136 = -cse133 - cse134 + cse135
    cse137 = math.sin(q_theta_slider)
    cse138 = -cse100 + cse104 - 0.4472146529097166*cse8
    cse139 = cse116*cse132 - cse125*cse136 - cse137*cse138
    cse140 = 0.8944266622941008*cse8
    cse141 = cse102*cse7 - cse108*cse13 - cse12*cse120 - cse140*cse16
    cse142 = cse110*cse12
    cse143 = cse108*cse7
    cse144 = cse140*cse9
    cse145 = cse102*cse13
    cse146 = -cse142 + cse143 + cse144 + cse145
    cse147 = 0.8944266622941008*cse31
    cse148 = cse147 + 0.4472146529097166*cse33
    cse149 = cse116*cse141 - cse125*cse146 - cse137*cse148
    cse150 = 0.4472146529097166*cse31
    cse151 = cse130 + cse131 - cse150
    cse152 = cse114*cse137
    cse153 = cse123*cse152
    cse154 = cse124*cse137
    cse155 = cse128*cse154 - cse153
    cse156 = cse113*cse154
    cse157 = cse153 + cse156
    cse158 = cse132*cse154
    cse159 = cse136*cse152 + cse158
    cse160 = cse141*cse154
    cse161 = cse146*cse152 + cse160
    cse162 = cse133 + cse134 - cse135
    cse163 = cse152*cse162 - cse158
    cse164 = cse117 - cse118
    cse165 = -cse122 + cse164
    cse166 = -cse130 + cse150
    cse167 = -cse131 + cse166
    cse168 = cse108*cse33 + cse147*cse16
    cse169 = -cse102*cse33 - cse147*cse9
    cse170 = 0.4472146529097166*cse13 + cse140
    cse171 = cse115*cse170 + cse152*cse168 - cse154*cse169
    cse172 = cse142 - cse143 - cse144 - cse145
    cse173 = cse152*cse172 - cse160
    cse174 = -cse119 - cse121
    cse175 = cse164 + cse174
    cse176 = cse106 + cse112
    cse177 = cse165 + cse174
    cse178 = cse146*v_psid_rod
    cse179 = cse123*v_phid_rod
    cse180 = cse136*v_thetad_rod
    cse181 = cse148*v_psid_rod
    cse182 = cse138*v_thetad_rod
    cse183 = cse141*v_psid_rod
    cse184 = cse113*v_phid_rod
    cse185 = cse132*v_thetad_rod
    cse186 = cse32 - cse35
    cse187 = 0.33333535914981494*cse13
    cse188 = 0.666667964681058*cse8
    cse189 = 0.33333535914981494*cse7
    cse190 = 0.6666643557356875*cse30
    cse191 = -0.15*cse16*cse187 - 0.15*cse16*cse188 - 0.15*cse16*cse190 + 0.15*cse189*cse9 - 0.1000001947021587*cse27 - q_r_rod_x + q_r_slider_x
    cse192 = cse12*cse16
    cse193 = 0.15*cse16*cse189 + 0.15*cse187*cse9 + 0.15*cse188*cse9 + 0.15*cse190*cse9 - 0.1000001947021587*cse192 - q_r_rod_y + q_r_slider_y
    cse194 = -cse68 + cse69 - cse70 - cse72
    cse195 = cse83 + cse84 - cse85
    cse196 = 0.1000001947021587*cse31 + 0.050000303872472236*cse33 - 0.09999965336035312*cse6 - q_r_rod_z + q_r_slider_z
    cse197 = 0.050000303872472236*cse13 + cse23 + cse43
    cse198 = -cse14 + cse93
    cse199 = -cse74 + cse75
    cse200 = 0.050000303872472236*cse31 - cse34
    cse201 = cse123*cse186 + cse128*cse199 + cse132*cse194 + cse136*cse21 + cse138*cse200 + cse141*cse195 + cse146*cse42 + cse148*cse197 + cse151*cse198 + cse168*cse191 + cse169*cse193 + cse170*cse196
    cse202 = -cse77 - cse78
    cse203 = cse202 - cse87
    cse204 = -cse80 + cse81
    cse205 = cse203 + cse204
    cse206 = cse37 + cse39 - cse41
    cse207 = cse113*cse195 + cse123*cse206 + cse123*cse42 + cse128*cse195 + cse132*cse193 + cse132*cse205 + cse136*cse64 + cse162*cse191
    cse208 = 2*cse195
    cse209 = cse22 + cse24
    cse210 = cse209 + cse44
    cse211 = 2*cse42
    cse212 = -cse38 - cse95
    cse213 = cse212 + cse40
    cse214 = 2*cse197
    cse215 = -cse11 + cse15 + cse18 + cse20
    cse216 = cse113*cse194 + cse123*cse21 + cse123*cse215 + cse128*cse194 + cse141*cse193 + cse141*cse205 + cse146*cse64 + cse172*cse191
    cse217 = -cse26 + cse28
    cse218 = cse210 + cse217
    cse219 = 2*cse205
    cse220 = 2*cse64
    cse221 = 2*cse194
    cse222 = cse209 + cse217
    cse223 = 2*cse21
    cse224 = cse202 + cse204
    cse225 = 2*cse200
    cse226 = 0.7453580594528005*cse30
    cse227 = 0.5962825497118436*cse8
    cse228 = 0.2981417181776114*cse13
    cse229 = -cse226 + cse227 + cse228
    cse230 = cse229*v_thetad_rod
    cse231 = 0.2981417181776114*cse31
    cse232 = cse231 - 0.5962825497118436*cse33
    cse233 = cse232*v_psid_rod
    cse234 = 0.2981417181776114*cse71
    cse235 = 0.5962825497118436*cse9
    cse236 = cse12*cse235
    cse237 = cse16*cse226
    cse238 = cse16*cse227
    cse239 = cse16*cse228
    cse240 = cse234 - cse236 + cse237 - cse238 - cse239
    cse241 = cse240*v_phid_rod
    cse242 = 0.7453580594528005*cse6
    cse243 = cse242*cse9
    cse244 = cse235*cse31
    cse245 = 0.2981417181776114*cse33
    cse246 = cse245*cse9
    cse247 = -cse243 - cse244 - cse246
    cse248 = cse247*v_thetad_rod
    cse249 = 0.2981417181776114*cse16
    cse250 = cse12*cse249
    cse251 = 0.5962825497118436*cse16
    cse252 = cse251*cse7
    cse253 = cse13*cse235
    cse254 = 0.2981417181776114*cse8
    cse255 = cse254*cse9
    cse256 = -cse250 - cse252 - cse253 + cse255
    cse257 = cse256*v_psid_rod
    cse258 = cse226*cse9
    cse259 = cse228*cse9
    cse260 = cse227*cse9
    cse261 = -cse259 - cse260
    cse262 = cse258 + cse261
    cse263 = cse12*cse251
    cse264 = cse249*cse7
    cse265 = cse263 - cse264
    cse266 = cse262 + cse265
    cse267 = cse266*v_phid_rod
    cse268 = cse16*cse242 + cse16*cse245 + cse251*cse31
    cse269 = cse268*v_thetad_rod
    cse270 = cse13*cse251 - cse16*cse254 - cse235*cse7 - 0.2981417181776114*cse27
    cse271 = cse270*v_psid_rod
    cse272 = -cse258 + cse259 + cse260 - cse263 + cse264
    cse273 = cse191*(cse250 + cse252 + cse253 - cse255) + cse193*cse270 + cse194*cse266 + cse194*cse272 + cse205*cse270 + cse21*cse240 + cse215*cse240 + cse256*cse64
    cse274 = cse238 + cse239
    cse275 = -cse234 + cse236
    cse276 = 0.5962825497118436*cse31
    cse277 = -cse245 - cse276
    cse278 = cse242 + cse245 + cse276
    cse279 = cse186*cse240 + cse191*(cse16*cse231 - cse251*cse33) + cse193*(-cse231*cse9 + cse235*cse33) + cse194*cse268 + cse195*cse270 + cse196*(-0.5962825497118436*cse13 + cse254) + cse197*cse232 + cse198*cse278 + cse199*cse272 + cse200*cse229 + cse21*cse247 + cse256*cse42
    cse280 = cse191*(cse243 + cse244 + cse246) + cse193*cse268 + cse195*cse266 + cse195*cse272 + cse205*cse268 + cse206*cse240 + cse240*cse42 + cse247*cse64
    cse281 = -cse237 + cse274
    cse282 = math.sin(q_psi_slider)
    cse283 = cse124*cse282
    cse284 = cse115*cse283
    cse285 = math.cos(q_psi_slider)
    cse286 = cse114*cse285
    cse287 = -cse284 - cse286
    cse288 = cse115*cse286
    cse289 = -cse283 - cse288
    cse290 = cse114*cse282
    cse291 = cse137*v_thetad_slider
    cse292 = -cse287*v_phid_slider - cse289*v_psid_slider - cse290*cse291
    cse293 = cse124*cse285
    cse294 = cse137*v_phid_slider
    cse295 = cse137*v_psid_slider
    cse296 = cse115*v_thetad_slider
    cse297 = cse291*cse293
    cse298 = cse115*cse293
    cse299 = cse290 - cse298
    cse300 = cse286*cse291
    cse301 = cse115*cse290
    cse302 = -cse293 + cse301
    cse303 = cse283*cse291
    cse304 = cse299*v_psid_slider + cse302*v_phid_slider + cse303
    cse305 = cse293 - cse301
    cse306 = cse284 + cse286
    cse307 = cse137*cse282
    cse308 = cse137*q_r_slider_y
    cse309 = 0.2 - q_r_slider_x
    cse310 = cse137*cse309
    cse311 = cse282*q_r_slider_z
    cse312 = cse115*cse311 - cse283*cse308 - cse290*cse310
    cse313 = -cse287*cse309 + cse305*q_r_slider_y
    cse314 = cse137*cse285
    cse315 = cse314*q_r_slider_z
    cse316 = -cse290 + cse298
    cse317 = -cse289*cse309 + cse316*q_r_slider_y
    cse318 = cse137*v_rd_slider_y
    cse319 = cse115*v_rd_slider_z
    cse320 = -cse286*cse308 + cse293*cse310
    cse321 = cse137*v_rd_slider_x
    cse322 = cse283 + cse288
    cse323 = cse115*cse285
    cse324 = cse316*v_phid_slider
    cse325 = cse305*v_psid_slider
    cse326 = cse286*cse310 + cse293*cse308 - cse323*q_r_slider_z
    cse327 = -cse289*q_r_slider_y + cse299*cse309
    cse328 = cse137*cse311
    cse329 = -cse287*q_r_slider_y + cse302*cse309
    cse330 = cse283*cse310 - cse290*cse308
    cse331 = 2*v_rd_rod_x
    cse332 = cse152*cse211 + cse154*cse208
    cse333 = 2*v_rd_rod_y
    cse334 = cse152*cse220 + cse154*cse219
    cse335 = 2*v_rd_slider_x
    cse336 = cse152*cse223 + cse154*cse221
    cse337 = cse124**2
    cse338 = 2*cse137**2
    cse339 = cse114**2
    cse340 = 2*cse152 + 2*cse191
    cse341 = -cse154 + cse193
    cse342 = 2*cse341
    cse343 = -cse152*cse340 + cse154*cse342
    cse344 = 2*v_rd_slider_y
    cse345 = cse116*cse342 + cse125*cse340
    cse346 = 0.10000060774494447*cse13
    cse347 = 0.19999930672070623*cse30
    cse348 = 2*v_rd_rod_z
    cse349 = 2*v_rd_slider_z
    cse350 = 2*cse291
    cse351 = 0.2000003894043174*cse9
    cse352 = cse351*cse7
    cse353 = 0.10000060774494447*cse16
    cse354 = 0.2000003894043174*cse16
    cse355 = 0.19999930672070623*cse6
    cse356 = 0.10000060774494447*cse9
    cse357 = 2*v_phid_slider
    cse358 = cse154*cse357
    cse359 = 2*cse296
    cse360 = cse114*cse359
    cse361 = cse116*cse219 - cse125*cse220
    cse362 = cse116*cse208 - cse125*cse211 - cse137*cse214
    cse363 = cse116*cse221 - cse125*cse223 - cse137*cse225
    cse364 = 2*cse115**2
    cse365 = 2*cse115 + 2*cse196
    cse366 = cse205*cse221 + cse215*cse340 + cse221*cse341 + cse223*cse64
    cse367 = cse186*cse340 + cse194*cse208 + cse198*cse365 + cse199*cse342 + cse200*cse214 + cse21*cse211
    cse368 = cse205*cse208 + cse206*cse340 + cse208*cse341 + cse211*cse64
    cse369 = cse152*cse357
    cse370 = cse124*cse359
    cse371 = 2*math.pi
    cse372 = cse371*t
    cse373 = math.sin(cse372)
    cse374 = -cse60 + cse89
    cse375 = cse373*cse46
    cse376 = cse375*cse4
    cse377 = math.cos(cse372)
    cse378 = -cse56 + cse91
    cse379 = cse377*cse378
    cse380 = cse376 - cse379
    cse381 = cse373*cse378
    cse382 = cse377*cse4
    cse383 = cse382*cse46
    cse384 = cse381 + cse383 + 1
    cse385 = cse384**(-2)
    cse386 = 2*cse385
    cse387 = cse380*cse386
    cse388 = -cse47 - cse53
    cse389 = cse377*cse388
    cse390 = cse373*cse49
    cse391 = cse390*cse4
    cse392 = -cse389 - cse391
    cse393 = cse386*cse392
    cse394 = -cse48 - cse50
    cse395 = cse373*cse394
    cse396 = cse382*cse49
    cse397 = cse373*cse388
    cse398 = -cse396 + cse397
    cse399 = 4*cse380/cse384**3
    cse400 = 1/cse384
    cse401 = 2*cse400
    cse402 = cse386*cse398
    cse403 = cse377*cse394
    cse404 = -cse373*cse374*cse387 - cse374*cse377*cse401 - cse393*cse395 + cse395*cse398*cse399 + cse402*cse403
    cse405 = cse373*cse4
    cse406 = cse1*cse377
    cse407 = cse406*cse46
    cse408 = cse405*cse60
    cse409 = cse407 - cse408
    cse410 = cse399*cse409
    cse411 = cse382*cse60
    cse412 = cse1*cse375
    cse413 = cse411 + cse412
    cse414 = -cse387*(cse405*cse50 - cse406*cse49) - cse393*cse409 + cse398*cse410 + cse401*(-cse1*cse390 - cse382*cse50) - cse402*cse413
    cse415 = cse56 - cse91
    cse416 = cse373*cse415
    cse417 = -cse383
    cse418 = -cse376
    cse419 = cse377*cse415
    cse420 = 4*cse385
    cse421 = cse371*cse381 + cse371*cse383
    cse422 = -cse371*cse376 + cse371*cse379
    cse423 = cse399*cse422
    cse424 = -cse387*(cse371*cse389 + cse371*cse391) - cse393*cse422 + cse398*cse423 + cse401*(-cse371*cse396 + cse371*cse397) - cse402*cse421
    cse425 = cse386*cse395
    cse426 = cse386*cse409
    cse427 = -cse382*cse401*cse47 - cse387*cse405*cse47 + cse395*cse410 + cse403*cse426 - cse413*cse425
    cse428 = cse386*cse422
    cse429 = -cse387*(-cse371*cse411 - cse371*cse412) + cse401*(cse371*cse407 - cse371*cse408) + cse410*cse422 - cse413*cse428 - cse421*cse426
    cse430 = cse394**2
    cse431 = -math.pi*cse380*cse403*cse420 + 4*math.pi*cse395*cse400 + cse395*cse423 + cse403*cse428 - cse421*cse425
    cse432 = 4*math.pi**2
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        -v_phid_crank*(cse2*v_thetad_crank + cse5*v_phid_crank) - v_thetad_crank*(cse2*v_phid_crank + cse5*v_thetad_crank),  # [3]
        cse1*v_thetad_crank**2,  # [4]
        -v_phid_crank*(cse52*v_phid_crank + cse55*v_psid_crank + cse58*cse61) - v_phid_rod*(cse65 + cse66 + cse67) - v_psid_crank*(cse52*v_psid_crank + cse55*v_phid_crank - cse57*cse58) - v_psid_rod*(cse21*v_phid_rod + cse36*v_thetad_rod + v_psid_rod*(cse25 + cse29)) - v_thetad_crank*(cse48*cse63 - cse57*cse59 + cse61*cse62) - v_thetad_rod*(cse36*v_psid_rod + cse42*v_phid_rod + cse45*v_thetad_rod),  # [5]
        -v_phid_crank*(cse54*cse58 + cse90*v_psid_crank + cse92*v_phid_crank) - v_phid_rod*(cse73*v_psid_rod + cse86*v_thetad_rod + v_phid_rod*(cse82 + cse88)) - v_psid_crank*(cse51*cse58 + cse90*v_phid_crank + cse92*v_psid_crank) - v_psid_rod*(cse73*v_phid_rod + cse76*v_thetad_rod + v_psid_rod*(cse79 + cse82)) - v_thetad_crank*(cse51*cse59 + cse54*cse62 - cse63*cse91) - v_thetad_rod*(cse76*v_psid_rod + cse86*v_phid_rod + cse88*v_thetad_rod),  # [6]
        -v_psid_crank*(-cse63*cse97 - cse98*cse99) - v_psid_rod*(cse94*v_thetad_rod + cse96*v_psid_rod) - v_thetad_crank*(-cse63*cse98 - cse97*cse99) - v_thetad_rod*(cse94*v_psid_rod + v_thetad_rod*(-cse40 + cse96)),  # [7]
        -v_phid_rod*(cse127*v_thetad_slider + cse157*v_phid_slider + cse163*v_thetad_rod + cse173*v_psid_rod + v_phid_rod*(cse152*cse177 - cse156)) - v_phid_slider*(cse129*v_thetad_slider + cse155*v_phid_slider + cse157*v_phid_rod + cse159*v_thetad_rod + cse161*v_psid_rod) - v_psid_rod*(cse149*v_thetad_slider + cse161*v_phid_slider + cse171*v_thetad_rod + cse173*v_phid_rod + v_psid_rod*(cse115*cse166 + cse152*cse175 - cse154*cse176)) - v_thetad_rod*(cse139*v_thetad_slider + cse159*v_phid_slider + cse163*v_phid_rod + cse171*v_psid_rod + v_thetad_rod*(-cse107*cse154 + cse115*cse167 + cse152*cse165)) - v_thetad_slider*(cse127*v_phid_rod + cse129*v_phid_slider + cse139*v_thetad_rod + cse149*v_psid_rod + v_thetad_slider*(-cse115*cse151 + cse155)),  # [8]
        -v_phid_rod*(-cse113*v_rd_rod_x + cse113*v_rd_slider_x - cse123*v_rd_rod_y + cse123*v_rd_slider_y + cse207*v_thetad_rod + cse216*v_psid_rod + v_phid_rod*(cse113*cse193 + cse113*cse219 + cse123*cse218 + cse123*cse220 + cse128*cse205 + cse177*cse191)) - v_psid_rod*(-cse141*v_rd_rod_x + cse141*v_rd_slider_x - cse146*v_rd_rod_y + cse146*v_rd_slider_y - cse148*v_rd_rod_z + cse148*v_rd_slider_z + cse201*v_thetad_rod + cse216*v_phid_rod + v_psid_rod*(cse123*cse222 + cse128*cse224 + cse141*cse221 + cse146*cse223 + cse148*cse225 + cse151*cse212 + cse166*cse196 + cse175*cse191 + cse176*cse193)) - v_rd_rod_x*(-cse183 - cse184 - cse185) - v_rd_rod_y*(-cse178 - cse179 - cse180) - v_rd_rod_z*(-cse181 - cse182) - v_rd_slider_x*(cse183 + cse184 + cse185) - v_rd_slider_y*(cse178 + cse179 + cse180) - v_rd_slider_z*(cse181 + cse182) - v_thetad_rod*(-cse132*v_rd_rod_x + cse132*v_rd_slider_x - cse136*v_rd_rod_y + cse136*v_rd_slider_y - cse138*v_rd_rod_z + cse138*v_rd_slider_z + cse201*v_psid_rod + cse207*v_phid_rod + v_thetad_rod*(cse107*cse193 + cse123*cse210 + cse128*cse203 + cse132*cse208 + cse136*cse211 + cse138*cse214 + cse151*cse213 + cse165*cse191 + cse167*cse196)),  # [9]
        -v_phid_rod*(-cse240*v_rd_rod_y + cse240*v_rd_slider_y - cse266*v_rd_rod_x + cse266*v_rd_slider_x + cse273*v_psid_rod + cse280*v_thetad_rod + v_phid_rod*(cse191*(cse275 + cse281) + cse193*cse266 + cse205*cse272 + cse218*cse240 + cse219*cse266 + cse220*cse240)) - v_psid_rod*(-cse232*v_rd_rod_z + cse232*v_rd_slider_z - cse256*v_rd_rod_y + cse256*v_rd_slider_y - cse270*v_rd_rod_x + cse270*v_rd_slider_x + cse273*v_phid_rod + cse279*v_thetad_rod + v_psid_rod*(cse191*(cse274 + cse275) + cse193*(cse261 + cse265) + cse196*cse277 + cse212*cse278 + cse221*cse270 + cse222*cse240 + cse223*cse256 + cse224*cse272 + cse225*cse232)) - v_rd_rod_x*(-cse267 - cse269 - cse271) - v_rd_rod_y*(-cse241 - cse248 - cse257) - v_rd_rod_z*(-cse230 - cse233) - v_rd_slider_x*(cse267 + cse269 + cse271) - v_rd_slider_y*(cse241 + cse248 + cse257) - v_rd_slider_z*(cse230 + cse233) - v_thetad_rod*(-cse229*v_rd_rod_z + cse229*v_rd_slider_z - cse247*v_rd_rod_y + cse247*v_rd_slider_y - cse268*v_rd_rod_x + cse268*v_rd_slider_x + cse279*v_psid_rod + cse280*v_phid_rod + v_thetad_rod*(cse191*cse281 + cse193*cse262 + cse196*(-cse242 + cse277) + cse203*cse272 + cse208*cse268 + cse210*cse240 + cse211*cse247 + cse213*cse278 + cse214*cse229)),  # [10]
        -cse292*v_psid_slider - v_phid_slider*(-cse287*v_psid_slider - cse289*v_phid_slider + cse297) - v_thetad_slider*(cse286*cse296 - cse290*cse295 + cse293*cse294),  # [11]
        -cse304*v_phid_slider - v_psid_slider*(cse299*v_phid_slider + cse300 + cse302*v_psid_slider) - v_thetad_slider*(cse283*cse294 + cse286*cse295 + cse290*cse296),  # [12]
        -v_phid_slider*(cse313*v_psid_slider + cse316*v_rd_slider_x + cse317*v_phid_slider + cse320*v_thetad_slider + cse322*v_rd_slider_y) - v_psid_slider*(cse305*v_rd_slider_x + cse306*v_rd_slider_y + cse307*v_rd_slider_z + cse312*v_thetad_slider + cse313*v_phid_slider + v_psid_slider*(cse315 + cse317)) - v_rd_slider_x*(-cse300 + cse324 + cse325) - v_rd_slider_y*(cse297 + cse306*v_psid_slider + cse322*v_phid_slider) - v_rd_slider_z*(cse307*v_psid_slider - cse323*v_thetad_slider) - v_thetad_slider*(-cse285*cse319 - cse286*cse321 + cse293*cse318 + cse312*v_psid_slider + cse320*v_phid_slider + v_thetad_slider*(cse288*cse309 + cse298*q_r_slider_y + cse315)),  # [13]
        -cse292*v_rd_slider_x - cse304*v_rd_slider_y - v_phid_slider*(-cse287*v_rd_slider_x + cse302*v_rd_slider_y + cse327*v_psid_slider + cse329*v_phid_slider + cse330*v_thetad_slider) - v_psid_slider*(-cse289*v_rd_slider_x + cse299*v_rd_slider_y - cse314*v_rd_slider_z + cse326*v_thetad_slider + cse327*v_phid_slider + v_psid_slider*(cse328 + cse329)) - v_rd_slider_z*(-cse282*cse296 - cse314*v_psid_slider) - v_thetad_slider*(-cse282*cse319 + cse283*cse318 - cse290*cse321 + cse326*v_psid_slider + cse330*v_phid_slider + v_thetad_slider*(cse284*q_r_slider_y + cse301*cse309 + cse328)),  # [14]
        -v_phid_slider*(cse300 - cse324 - cse325) - v_psid_slider*(cse303 - cse305*v_phid_slider - cse316*v_psid_slider) - v_thetad_slider*(cse283*cse295 + cse286*cse294 - cse293*cse296),  # [15]
        -v_phid_rod*(-cse205*cse331 + cse205*cse335 - cse333*cse64 + cse334*v_phid_slider + cse344*cse64 + cse361*v_thetad_slider + cse366*v_psid_rod + cse368*v_thetad_rod + v_phid_rod*(2*cse205**2 + cse218*cse340 + cse219*cse341 + 2*cse64**2)) - v_phid_slider*(-cse152*cse333 + cse152*cse344 - cse154*cse331 + cse154*cse335 + cse332*v_thetad_rod + cse334*v_phid_rod + cse336*v_psid_rod + cse345*v_thetad_slider + v_phid_slider*(cse337*cse338 + cse338*cse339 + cse343)) - v_psid_rod*(-cse194*cse331 + cse194*cse335 - cse200*cse348 + cse200*cse349 - cse21*cse333 + cse21*cse344 + cse336*v_phid_slider + cse363*v_thetad_slider + cse366*v_phid_rod + cse367*v_thetad_rod + v_psid_rod*(2*cse194**2 + 2*cse200**2 + 2*cse21**2 + cse212*cse365 + cse222*cse340 + cse224*cse342)) - v_rd_rod_x*(-cse208*v_thetad_rod - cse219*v_phid_rod - cse221*v_psid_rod + cse331 - cse335 - cse358 - cse360) - v_rd_rod_y*(cse333 - cse344 - cse369 + cse370 - 2*cse65 - 2*cse66 - 2*cse67) - v_rd_rod_z*(-cse214*v_thetad_rod - cse225*v_psid_rod + cse348 - cse349 + cse350) - v_rd_slider_x*(-cse331 + cse335 + cse358 + cse360 + v_phid_rod*(cse12*cse354 - cse346*cse9 - cse347*cse9 - cse352*cse6 - cse353*cse7) + v_psid_rod*(-cse12*cse356 + cse13*cse354 - cse352 - cse353*cse8) + v_thetad_rod*(-cse16*cse355 + cse31*cse354 + cse33*cse353)) - v_rd_slider_y*(-cse333 + cse344 + cse369 - cse370 + v_phid_rod*(-cse12*cse351 - cse16*cse346 - cse16*cse347 - cse354*cse8 + cse356*cse7) + v_psid_rod*(-cse13*cse351 - 0.10000060774494447*cse192 - cse354*cse7 + cse356*cse8) + v_thetad_rod*(-cse31*cse351 - cse33*cse356 + cse355*cse9)) - v_rd_slider_z*(-cse348 + cse349 - cse350 + v_psid_rod*(0.10000060774494447*cse31 - 0.2000003894043174*cse33) + v_thetad_rod*(cse346 + cse347 + 0.2000003894043174*cse8)) - v_thetad_rod*(-cse195*cse331 + cse195*cse335 - cse197*cse348 + cse197*cse349 + cse332*v_phid_slider - cse333*cse42 + cse344*cse42 + cse362*v_thetad_slider + cse367*v_psid_rod + cse368*v_phid_rod + v_thetad_rod*(2*cse195**2 + 2*cse197**2 + cse203*cse342 + cse210*cse340 + cse213*cse365 + 2*cse42**2)) - v_thetad_slider*(-cse116*cse331 + cse116*cse335 + cse125*cse333 - cse125*cse344 + cse137*cse348 - cse137*cse349 + cse345*v_phid_slider + cse361*v_phid_rod + cse362*v_thetad_rod + cse363*v_psid_rod + v_thetad_slider*(-cse115*cse365 + cse337*cse364 + cse338 + cse339*cse364 + cse343)),  # [16]
        cse387*(-cse381*cse432 - cse383*cse432) - cse399*cse422**2 - cse401*(-cse376*cse432 + cse379*cse432) + cse420*cse421*cse422 - cse424*v_psid_crank - cse429*v_thetad_crank - cse431*v_phid_crank - v_phid_crank*(cse404*v_psid_crank + cse427*v_thetad_crank + cse431 + v_phid_crank*(cse373**2*cse399*cse430 + cse373*cse377*cse420*cse430 - cse387*cse416 - cse401*cse419)) - v_psid_crank*(cse404*v_phid_crank + cse414*v_thetad_crank + cse424 + v_psid_crank*(-cse387*(cse416 + cse417) - cse392*cse398*cse420 + cse398**2*cse399 + cse401*(cse418 - cse419))) - v_thetad_crank*(cse414*v_psid_crank + cse427*v_phid_crank + cse429 + v_thetad_crank*(-cse387*(-cse373*cse91 + cse417) + cse399*cse409**2 + cse401*(cse377*cse91 + cse418) - cse409*cse413*cse420)),  # [17]
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
        ndarray of shape (18, 18), 30 nonzero.
    """
    # 130 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_crank, q_psi_crank, _, _,
        _, _, q_theta_rod, q_psi_rod,
        _, _, _, _,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.sin(q_psi_crank)
    cse1 = cse0**2
    cse2 = math.sin(q_theta_crank)
    cse3 = cse2**2
    cse4 = math.cos(q_psi_crank)
    cse5 = cse4**2
    cse6 = math.cos(q_theta_crank)
    cse7 = 9e-05*cse0*cse2*cse4
    cse8 = 0.0001*cse6
    cse9 = math.cos(q_psi_rod)
    cse10 = math.sin(q_theta_rod)
    cse11 = cse10*cse9
    cse12 = math.sin(q_psi_rod)
    cse13 = cse10*cse12
    cse14 = math.cos(q_theta_rod)
    cse15 = -0.00017888586116388667*cse11 + 0.00035777066491764035*cse13 + 2.101675931576659e-10*cse14
    cse16 = -0.4472146529097166*cse11 + 0.8944266622941008*cse13 + 5.254189828941647e-07*cse14
    cse17 = 0.0023851301988473744*cse11 + 0.0011925668727104457*cse13 + 0.002981432237811202*cse14
    cse18 = 0.5962825497118436*cse11 + 0.2981417181776114*cse13 + 0.7453580594528005*cse14
    cse19 = -0.002666671858724232*cse11 - 0.0013333414365992598*cse13 + 0.00266665742294275*cse14
    cse20 = -0.666667964681058*cse11 - 0.33333535914981494*cse13 + 0.6666643557356875*cse14
    cse21 = -0.5962825497118436*cse12 + 0.2981417181776114*cse9
    cse22 = 0.4472146529097166*cse12 + 0.8944266622941008*cse9
    cse23 = 0.666667964681058*cse12 - 0.33333535914981494*cse9
    cse24 = 0.003999999999999006*cse14
    cse25 = -0.0023851301988473744*cse12 + 0.0011925668727104457*cse9
    cse26 = 0.002666671858724232*cse12 - 0.0013333414365992598*cse9
    cse27 = 0.00017888586116388667*cse12 + 0.00035777066491764035*cse9
    cse28 = math.sin(q_theta_slider)**2
    cse29 = 0.0001*math.sin(q_psi_slider)**2
    cse30 = 0.0001*math.cos(q_psi_slider)**2
    cse31 = math.cos(q_theta_slider)
    cse32 = 0.0001*cse31
    out = np.zeros((18, 18))
    out[_M_INDEX] = (
        0.12,  # [0, 0]
        0.12,  # [1, 1]
        0.12,  # [2, 2]
        0.0001*cse1*cse3 + 1e-05*cse3*cse5 + 0.0001*cse6**2,  # [3, 3]
        cse7,  # [3, 4]
        cse8,  # [3, 5]
        cse7,  # [4, 3]
        1e-05*cse1 + 0.0001*cse5,  # [4, 4]
        cse8,  # [5, 3]
        0.0001,  # [5, 5]
        0.5,  # [6, 6]
        0.5,  # [7, 7]
        0.5,  # [8, 8]
        cse15*cse16 + cse17*cse18 + cse19*cse20,  # [9, 9]
        cse15*cse22 + cse17*cse21 + cse19*cse23,  # [9, 10]
        8.459102457131912e-10*cse11 - 1.6918154898933405e-09*cse13 + cse24,  # [9, 11]
        cse16*cse27 + cse18*cse25 + cse20*cse26,  # [10, 9]
        cse21*cse25 + cse22*cse27 + cse23*cse26,  # [10, 10]
        -8.459102457131912e-10*cse12 - 1.6918154898933405e-09*cse9,  # [10, 11]
        8.459102454963507e-10*cse11 - 1.6918154900017607e-09*cse13 + cse24,  # [11, 9]
        -8.459102454963507e-10*cse12 - 1.6918154900017607e-09*cse9,  # [11, 10]
        0.003999999999999006,  # [11, 11]
        2.0,  # [12, 12]
        2.0,  # [13, 13]
        2.0,  # [14, 14]
        cse28*cse29 + cse28*cse30 + 0.0001*cse31**2,  # [15, 15]
        cse32,  # [15, 17]
        cse29 + cse30,  # [16, 16]
        cse32,  # [17, 15]
        0.0001,  # [17, 17]
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
        q_theta_crank, q_psi_crank, _, _,
        _, _, q_theta_rod, q_psi_rod,
        _, _, _, _,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    cse0 = np.sin(q_psi_crank)
    cse1 = cse0**2
    cse2 = np.sin(q_theta_crank)
    cse3 = cse2**2
    cse4 = np.cos(q_psi_crank)
    cse5 = cse4**2
    cse6 = np.cos(q_theta_crank)
    cse7 = 9e-05*cse0*cse2*cse4
    cse8 = 0.0001*cse6
    cse9 = np.cos(q_psi_rod)
    cse10 = np.sin(q_theta_rod)
    cse11 = cse10*cse9
    cse12 = np.sin(q_psi_rod)
    cse13 = cse10*cse12
    cse14 = np.cos(q_theta_rod)
    cse15 = -0.00017888586116388667*cse11 + 0.00035777066491764035*cse13 + 2.101675931576659e-10*cse14
    cse16 = -0.4472146529097166*cse11 + 0.8944266622941008*cse13 + 5.254189828941647e-07*cse14
    cse17 = 0.0023851301988473744*cse11 + 0.0011925668727104457*cse13 + 0.002981432237811202*cse14
    cse18 = 0.5962825497118436*cse11 + 0.2981417181776114*cse13 + 0.7453580594528005*cse14
    cse19 = -0.002666671858724232*cse11 - 0.0013333414365992598*cse13 + 0.00266665742294275*cse14
    cse20 = -0.666667964681058*cse11 - 0.33333535914981494*cse13 + 0.6666643557356875*cse14
    cse21 = -0.5962825497118436*cse12 + 0.2981417181776114*cse9
    cse22 = 0.4472146529097166*cse12 + 0.8944266622941008*cse9
    cse23 = 0.666667964681058*cse12 - 0.33333535914981494*cse9
    cse24 = 0.003999999999999006*cse14
    cse25 = -0.0023851301988473744*cse12 + 0.0011925668727104457*cse9
    cse26 = 0.002666671858724232*cse12 - 0.0013333414365992598*cse9
    cse27 = 0.00017888586116388667*cse12 + 0.00035777066491764035*cse9
    cse28 = np.sin(q_theta_slider)**2
    cse29 = 0.0001*np.sin(q_psi_slider)**2
    cse30 = 0.0001*np.cos(q_psi_slider)**2
    cse31 = np.cos(q_theta_slider)
    cse32 = 0.0001*cse31
    out = np.zeros((n, 18, 18))
    out[:, 0, 0] = 0.12
    out[:, 1, 1] = 0.12
    out[:, 2, 2] = 0.12
    out[:, 3, 3] = 0.0001*cse1*cse3 + 1e-05*cse3*cse5 + 0.0001*cse6**2
    out[:, 3, 4] = cse7
    out[:, 3, 5] = cse8
    out[:, 4, 3] = cse7
    out[:, 4, 4] = 1e-05*cse1 + 0.0001*cse5
    out[:, 5, 3] = cse8
    out[:, 5, 5] = 0.0001
    out[:, 6, 6] = 0.5
    out[:, 7, 7] = 0.5
    out[:, 8, 8] = 0.5
    out[:, 9, 9] = cse15*cse16 + cse17*cse18 + cse19*cse20
    out[:, 9, 10] = cse15*cse22 + cse17*cse21 + cse19*cse23
    out[:, 9, 11] = 8.459102457131912e-10*cse11 - 1.6918154898933405e-09*cse13 + cse24
    out[:, 10, 9] = cse16*cse27 + cse18*cse25 + cse20*cse26
    out[:, 10, 10] = cse21*cse25 + cse22*cse27 + cse23*cse26
    out[:, 10, 11] = -8.459102457131912e-10*cse12 - 1.6918154898933405e-09*cse9
    out[:, 11, 9] = 8.459102454963507e-10*cse11 - 1.6918154900017607e-09*cse13 + cse24
    out[:, 11, 10] = -8.459102454963507e-10*cse12 - 1.6918154900017607e-09*cse9
    out[:, 11, 11] = 0.003999999999999006
    out[:, 12, 12] = 2.0
    out[:, 13, 13] = 2.0
    out[:, 14, 14] = 2.0
    out[:, 15, 15] = cse28*cse29 + cse28*cse30 + 0.0001*cse31**2
    out[:, 15, 17] = cse32
    out[:, 16, 16] = cse29 + cse30
    out[:, 17, 15] = cse32
    out[:, 17, 17] = 0.0001
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
    # 300 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_crank, q_psi_crank, _, _,
        _, _, q_theta_rod, q_psi_rod,
        _, _, _, _,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_crank,
        v_thetad_crank, v_psid_crank, _, _,
        _, v_phid_rod, v_thetad_rod, v_psid_rod,
        _, _, _, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.sin(q_psi_crank)
    cse1 = cse0*v_thetad_crank
    cse2 = math.cos(q_theta_crank)
    cse3 = cse2*v_phid_crank
    cse4 = 0.0001*cse3
    cse5 = 0.0001*v_psid_crank
    cse6 = math.cos(q_psi_crank)
    cse7 = math.sin(q_theta_crank)
    cse8 = cse6*cse7
    cse9 = cse8*v_phid_crank
    cse10 = -cse1 + cse9
    cse11 = 1e-05*cse3
    cse12 = 1e-05*v_psid_crank
    cse13 = cse3 + v_psid_crank
    cse14 = 0.0001*cse9
    cse15 = 0.0001*cse1
    cse16 = cse1*cse4 - cse1*cse5 + cse10*(-cse11 - cse12) + cse13*(cse14 - cse15) + cse5*cse9
    cse17 = cse0*cse7
    cse18 = cse6*v_thetad_crank
    cse19 = cse17*v_phid_crank
    cse20 = -cse18 - cse19
    cse21 = -cse11*cse18 + cse12*cse18 + cse12*cse19 + cse13*(0.0001*cse18 + 0.0001*cse19) + cse20*(cse4 + cse5)
    cse22 = cse10*(-1e-05*cse18 - 1e-05*cse19) + cse20*(-cse14 + cse15) + 0.0001*cse7*v_phid_crank*v_thetad_crank
    cse23 = math.sin(q_psi_rod)
    cse24 = math.sin(q_theta_rod)
    cse25 = cse23*cse24
    cse26 = math.cos(q_psi_rod)
    cse27 = cse24*cse26
    cse28 = math.cos(q_theta_rod)
    cse29 = 0.2981417181776114*cse25 + 0.5962825497118436*cse27 + 0.7453580594528005*cse28
    cse30 = v_phid_rod*v_thetad_rod
    cse31 = cse28*cse30
    cse32 = cse23*cse31
    cse33 = v_phid_rod*v_psid_rod
    cse34 = cse27*cse33
    cse35 = cse26*cse31
    cse36 = cse25*cse33
    cse37 = v_psid_rod*v_thetad_rod
    cse38 = cse26*cse37
    cse39 = cse24*cse30
    cse40 = cse23*cse37
    cse41 = 0.666667964681058*cse23 - 0.33333535914981494*cse26
    cse42 = cse41*v_thetad_rod
    cse43 = -0.33333535914981494*cse25 - 0.666667964681058*cse27 + 0.6666643557356875*cse28
    cse44 = cse43*v_phid_rod
    cse45 = 0.8944266622941008*cse25 - 0.4472146529097166*cse27 + 5.254189828941647e-07*cse28
    cse46 = cse45*v_phid_rod
    cse47 = 0.4472146529097166*cse23 + 0.8944266622941008*cse26
    cse48 = cse47*v_thetad_rod
    cse49 = cse46 + cse48 + 5.254189828941647e-07*v_psid_rod
    cse50 = cse49*(-0.0004*cse42 - 0.0004*cse44 - 0.000266665742294275*v_psid_rod)
    cse51 = cse42 + cse44 + 0.6666643557356875*v_psid_rod
    cse52 = 0.004*cse46
    cse53 = 0.004*cse48
    cse54 = 2.101675931576659e-09*v_psid_rod
    cse55 = cse51*(cse52 + cse53 + cse54)
    cse56 = -0.0011925668727104457*cse32 - 0.0011925668727104457*cse34 - 0.0023851301988473744*cse35 + 0.0023851301988473744*cse36 + 0.0023851301988473744*cse38 + 0.002981432237811202*cse39 + 0.0011925668727104457*cse40 + cse50 + cse55
    cse57 = -0.5962825497118436*cse23 + 0.2981417181776114*cse26
    cse58 = cse57*v_thetad_rod
    cse59 = cse29*v_phid_rod
    cse60 = cse58 + cse59 + 0.7453580594528005*v_psid_rod
    cse61 = cse60*(0.004*cse42 + 0.004*cse44 + 0.00266665742294275*v_psid_rod)
    cse62 = cse51*(-0.004*cse58 - 0.004*cse59 - 0.002981432237811202*v_psid_rod)
    cse63 = -0.00035777066491764035*cse32 - 0.00035777066491764035*cse34 + 0.00017888586116388667*cse35 - 0.00017888586116388667*cse36 - 0.00017888586116388667*cse38 + 2.101675931576659e-10*cse39 + 0.00035777066491764035*cse40 + cse61 + cse62
    cse64 = cse60*(-cse52 - cse53 - cse54)
    cse65 = cse49*(0.0004*cse58 + 0.0004*cse59 + 0.0002981432237811202*v_psid_rod)
    cse66 = 0.0013333414365992598*cse32 + 0.0013333414365992598*cse34 + 0.002666671858724232*cse35 - 0.002666671858724232*cse36 - 0.002666671858724232*cse38 + 0.00266665742294275*cse39 - 0.0013333414365992598*cse40 + cse64 + cse65
    cse67 = 0.0001*v_psid_slider
    cse68 = math.sin(q_psi_slider)
    cse69 = math.sin(q_theta_slider)
    cse70 = cse68*cse69
    cse71 = cse70*v_phid_slider
    cse72 = math.cos(q_psi_slider)
    cse73 = cse72*v_thetad_slider
    cse74 = math.cos(q_theta_slider)
    cse75 = cse74*v_phid_slider
    cse76 = 0.0001*cse75
    cse77 = cse71 + cse73
    cse78 = 0.0001*cse71
    cse79 = 0.0001*cse73
    cse80 = cse75 + v_psid_slider
    cse81 = -cse67*cse71 - cse67*cse73 + cse73*cse76 + cse77*(cse67 + cse76) + cse80*(-cse78 - cse79)
    cse82 = cse69*cse72
    cse83 = cse68*v_thetad_slider
    cse84 = cse82*v_phid_slider
    cse85 = cse83 - cse84
    cse86 = 0.0001*cse84
    cse87 = 0.0001*cse83
    cse88 = cse67*cse83 - cse67*cse84 - cse76*cse83 + cse80*(-cse86 + cse87) + cse85*(-cse67 - cse76)
    cse89 = 0.0001*cse69*v_phid_slider*v_thetad_slider + cse77*(cse86 - cse87) + cse85*(cse78 + cse79)
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -1.1772,  # [2]
        -cse16*cse17 + cse2*cse22 + cse21*cse8,  # [3]
        -cse0*cse21 - cse16*cse6,  # [4]
        cse22,  # [5]
        -4.905,  # [8]
        cse29*cse56 + cse43*cse66 + cse45*cse63,  # [9]
        cse41*cse66 + cse47*cse63 + cse56*cse57,  # [10]
        1.6918154898933405e-09*cse32 + 1.6918154898933405e-09*cse34 - 8.459102457131912e-10*cse35 + 8.459102457131912e-10*cse36 + 8.459102457131912e-10*cse38 + 0.003999999999999006*cse39 - 1.6918154898933405e-09*cse40 + 0.7453580594528005*cse50 + 0.7453580594528005*cse55 + 5.254189828941647e-07*cse61 + 5.254189828941647e-07*cse62 + 0.6666643557356875*cse64 + 0.6666643557356875*cse65,  # [11]
        -19.62,  # [14]
        cse70*cse88 + cse74*cse89 - cse81*cse82,  # [15]
        cse68*cse81 + cse72*cse88,  # [16]
        cse89,  # [17]
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
        q_theta_crank, q_psi_crank, _, _,
        _, _, q_theta_rod, q_psi_rod,
        _, _, _, _,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    (
        _, _, _, v_phid_crank,
        v_thetad_crank, v_psid_crank, _, _,
        _, v_phid_rod, v_thetad_rod, v_psid_rod,
        _, _, _, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = _columns(v, n, 18, "v")

    cse0 = np.sin(q_psi_crank)
    cse1 = cse0*v_thetad_crank
    cse2 = np.cos(q_theta_crank)
    cse3 = cse2*v_phid_crank
    cse4 = 0.0001*cse3
    cse5 = 0.0001*v_psid_crank
    cse6 = np.cos(q_psi_crank)
    cse7 = np.sin(q_theta_crank)
    cse8 = cse6*cse7
    cse9 = cse8*v_phid_crank
    cse10 = -cse1 + cse9
    cse11 = 1e-05*cse3
    cse12 = 1e-05*v_psid_crank
    cse13 = cse3 + v_psid_crank
    cse14 = 0.0001*cse9
    cse15 = 0.0001*cse1
    cse16 = cse1*cse4 - cse1*cse5 + cse10*(-cse11 - cse12) + cse13*(cse14 - cse15) + cse5*cse9
    cse17 = cse0*cse7
    cse18 = cse6*v_thetad_crank
    cse19 = cse17*v_phid_crank
    cse20 = -cse18 - cse19
    cse21 = -cse11*cse18 + cse12*cse18 + cse12*cse19 + cse13*(0.0001*cse18 + 0.0001*cse19) + cse20*(cse4 + cse5)
    cse22 = cse10*(-1e-05*cse18 - 1e-05*cse19) + cse20*(-cse14 + cse15) + 0.0001*cse7*v_phid_crank*v_thetad_crank
    cse23 = np.sin(q_psi_rod)
    cse24 = np.sin(q_theta_rod)
    cse25 = cse23*cse24
    cse26 = np.cos(q_psi_rod)
    cse27 = cse24*cse26
    cse28 = np.cos(q_theta_rod)
    cse29 = 0.2981417181776114*cse25 + 0.5962825497118436*cse27 + 0.7453580594528005*cse28
    cse30 = v_phid_rod*v_thetad_rod
    cse31 = cse28*cse30
    cse32 = cse23*cse31
    cse33 = v_phid_rod*v_psid_rod
    cse34 = cse27*cse33
    cse35 = cse26*cse31
    cse36 = cse25*cse33
    cse37 = v_psid_rod*v_thetad_rod
    cse38 = cse26*cse37
    cse39 = cse24*cse30
    cse40 = cse23*cse37
    cse41 = 0.666667964681058*cse23 - 0.33333535914981494*cse26
    cse42 = cse41*v_thetad_rod
    cse43 = -0.33333535914981494*cse25 - 0.666667964681058*cse27 + 0.6666643557356875*cse28
    cse44 = cse43*v_phid_rod
    cse45 = 0.8944266622941008*cse25 - 0.4472146529097166*cse27 + 5.254189828941647e-07*cse28
    cse46 = cse45*v_phid_rod
    cse47 = 0.4472146529097166*cse23 + 0.8944266622941008*cse26
    cse48 = cse47*v_thetad_rod
    cse49 = cse46 + cse48 + 5.254189828941647e-07*v_psid_rod
    cse50 = cse49*(-0.0004*cse42 - 0.0004*cse44 - 0.000266665742294275*v_psid_rod)
    cse51 = cse42 + cse44 + 0.6666643557356875*v_psid_rod
    cse52 = 0.004*cse46
    cse53 = 0.004*cse48
    cse54 = 2.101675931576659e-09*v_psid_rod
    cse55 = cse51*(cse52 + cse53 + cse54)
    cse56 = -0.0011925668727104457*cse32 - 0.0011925668727104457*cse34 - 0.0023851301988473744*cse35 + 0.0023851301988473744*cse36 + 0.0023851301988473744*cse38 + 0.002981432237811202*cse39 + 0.0011925668727104457*cse40 + cse50 + cse55
    cse57 = -0.5962825497118436*cse23 + 0.2981417181776114*cse26
    cse58 = cse57*v_thetad_rod
    cse59 = cse29*v_phid_rod
    cse60 = cse58 + cse59 + 0.7453580594528005*v_psid_rod
    cse61 = cse60*(0.004*cse42 + 0.004*cse44 + 0.00266665742294275*v_psid_rod)
    cse62 = cse51*(-0.004*cse58 - 0.004*cse59 - 0.002981432237811202*v_psid_rod)
    cse63 = -0.00035777066491764035*cse32 - 0.00035777066491764035*cse34 + 0.00017888586116388667*cse35 - 0.00017888586116388667*cse36 - 0.00017888586116388667*cse38 + 2.101675931576659e-10*cse39 + 0.00035777066491764035*cse40 + cse61 + cse62
    cse64 = cse60*(-cse52 - cse53 - cse54)
    cse65 = cse49*(0.0004*cse58 + 0.0004*cse59 + 0.0002981432237811202*v_psid_rod)
    cse66 = 0.0013333414365992598*cse32 + 0.0013333414365992598*cse34 + 0.002666671858724232*cse35 - 0.002666671858724232*cse36 - 0.002666671858724232*cse38 + 0.00266665742294275*cse39 - 0.0013333414365992598*cse40 + cse64 + cse65
    cse67 = 0.0001*v_psid_slider
    cse68 = np.sin(q_psi_slider)
    cse69 = np.sin(q_theta_slider)
    cse70 = cse68*cse69
    cse71 = cse70*v_phid_slider
    cse72 = np.cos(q_psi_slider)
    cse73 = cse72*v_thetad_slider
    cse74 = np.cos(q_theta_slider)
    cse75 = cse74*v_phid_slider
    cse76 = 0.0001*cse75
    cse77 = cse71 + cse73
    cse78 = 0.0001*cse71
    cse79 = 0.0001*cse73
    cse80 = cse75 + v_psid_slider
    cse81 = -cse67*cse71 - cse67*cse73 + cse73*cse76 + cse77*(cse67 + cse76) + cse80*(-cse78 - cse79)
    cse82 = cse69*cse72
    cse83 = cse68*v_thetad_slider
    cse84 = cse82*v_phid_slider
    cse85 = cse83 - cse84
    cse86 = 0.0001*cse84
    cse87 = 0.0001*cse83
    cse88 = cse67*cse83 - cse67*cse84 - cse76*cse83 + cse80*(-cse86 + cse87) + cse85*(-cse67 - cse76)
    cse89 = 0.0001*cse69*v_phid_slider*v_thetad_slider + cse77*(cse86 - cse87) + cse85*(cse78 + cse79)
    out = np.zeros((n, 18))
    out[:, 2] = -1.1772
    out[:, 3] = -cse16*cse17 + cse2*cse22 + cse21*cse8
    out[:, 4] = -cse0*cse21 - cse16*cse6
    out[:, 5] = cse22
    out[:, 8] = -4.905
    out[:, 9] = cse29*cse56 + cse43*cse66 + cse45*cse63
    out[:, 10] = cse41*cse66 + cse47*cse63 + cse56*cse57
    out[:, 11] = 1.6918154898933405e-09*cse32 + 1.6918154898933405e-09*cse34 - 8.459102457131912e-10*cse35 + 8.459102457131912e-10*cse36 + 8.459102457131912e-10*cse38 + 0.003999999999999006*cse39 - 1.6918154898933405e-09*cse40 + 0.7453580594528005*cse50 + 0.7453580594528005*cse55 + 5.254189828941647e-07*cse61 + 5.254189828941647e-07*cse62 + 0.6666643557356875*cse64 + 0.6666643557356875*cse65
    out[:, 14] = -19.62
    out[:, 15] = cse70*cse88 + cse74*cse89 - cse81*cse82
    out[:, 16] = cse68*cse81 + cse72*cse88
    out[:, 17] = cse89
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
    # 721 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_crank, q_psi_crank, _, _,
        _, _, q_theta_rod, q_psi_rod,
        _, _, _, _,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_crank,
        v_thetad_crank, v_psid_crank, _, _,
        _, v_phid_rod, v_thetad_rod, v_psid_rod,
        _, _, _, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(q_psi_crank)
    cse1 = math.sin(q_theta_crank)
    cse2 = cse1*v_phid_crank
    cse3 = cse0*cse2
    cse4 = 0.0001*cse3
    cse5 = math.sin(q_psi_crank)
    cse6 = cse5*v_thetad_crank
    cse7 = 0.0001*cse6
    cse8 = cse4 - cse7
    cse9 = math.cos(q_theta_crank)
    cse10 = cse9*v_phid_crank
    cse11 = cse10 + v_psid_crank
    cse12 = 0.0001*cse10
    cse13 = cse0*cse12
    cse14 = 1e-05*cse10
    cse15 = 1e-05*v_psid_crank
    cse16 = -cse14 - cse15
    cse17 = cse0*cse10
    cse18 = cse3 - cse6
    cse19 = 0.0001*v_psid_crank
    cse20 = cse11*cse13 + cse16*cse17 + cse17*cse19 + 1e-05*cse18*cse2 - cse2*cse7 - cse2*cse8
    cse21 = cse1*cse5
    cse22 = cse11*cse8
    cse23 = cse12*cse6 + cse16*cse18 + cse19*cse3 - cse19*cse6 + cse22
    cse24 = cse23*cse5
    cse25 = cse2*cse5
    cse26 = cse0*v_thetad_crank
    cse27 = -cse25 - cse26
    cse28 = -cse4 + cse7
    cse29 = cse10*cse5
    cse30 = 1e-05*cse26
    cse31 = -1e-05*cse25 - cse30
    cse32 = cse12*v_thetad_crank - cse13*cse27 - cse14*cse18*cse5 + cse17*cse31 - cse28*cse29
    cse33 = cse12 + cse19
    cse34 = 0.0001*cse25
    cse35 = 0.0001*cse26
    cse36 = cse34 + cse35
    cse37 = cse11*cse36 - cse14*cse26 + cse15*cse25 + cse15*cse26 + cse27*cse33
    cse38 = cse0*cse37
    cse39 = 0.0001*cse2
    cse40 = cse11*cse12*cse5 + cse15*cse29 + cse2*cse30 - cse2*cse36 - cse27*cse39 - cse29*cse33
    cse41 = cse0*cse1
    cse42 = cse11*(-cse34 - cse35) + cse12*cse26 + cse16*cse27 - cse19*cse25 - cse19*cse26
    cse43 = -cse3 + cse6
    cse44 = 1e-05*cse6
    cse45 = cse10*cse44 + cse15*cse3 - cse15*cse6 + cse22 + cse33*cse43
    cse46 = cse18*(-1e-05*cse3 + cse44) + cse27*cse31 + cse27*cse36 + cse28*cse43
    cse47 = math.sin(q_theta_rod)
    cse48 = math.sin(q_psi_rod)
    cse49 = 0.2981417181776114*cse48
    cse50 = math.cos(q_psi_rod)
    cse51 = 0.5962825497118436*cse50
    cse52 = math.cos(q_theta_rod)
    cse53 = cse47*cse49 + cse47*cse51 + 0.7453580594528005*cse52
    cse54 = 0.4472146529097166*cse50
    cse55 = 0.8944266622941008*cse48
    cse56 = -cse47*cse54 + cse47*cse55 + 5.254189828941647e-07*cse52
    cse57 = cse56*v_phid_rod
    cse58 = 0.004*cse57
    cse59 = 0.4472146529097166*cse48
    cse60 = 0.8944266622941008*cse50
    cse61 = cse59 + cse60
    cse62 = cse61*v_thetad_rod
    cse63 = 0.004*cse62
    cse64 = 2.101675931576659e-09*v_psid_rod
    cse65 = cse58 + cse63 + cse64
    cse66 = 0.666667964681058*cse50
    cse67 = 0.33333535914981494*cse48
    cse68 = -0.6666643557356875*cse47 - cse52*cse66 - cse52*cse67
    cse69 = cse68*v_phid_rod
    cse70 = cse65*cse69
    cse71 = 0.33333535914981494*cse50
    cse72 = 0.666667964681058*cse48
    cse73 = -cse71 + cse72
    cse74 = cse73*v_thetad_rod
    cse75 = -cse47*cse66 - cse47*cse67 + 0.6666643557356875*cse52
    cse76 = cse75*v_phid_rod
    cse77 = cse74 + cse76 + 0.6666643557356875*v_psid_rod
    cse78 = -5.254189828941647e-07*cse47 - cse52*cse54 + cse52*cse55
    cse79 = cse78*v_phid_rod
    cse80 = cse77*cse79
    cse81 = cse57 + cse62 + 5.254189828941647e-07*v_psid_rod
    cse82 = cse69*cse81
    cse83 = -0.0004*cse74 - 0.0004*cse76 - 0.000266665742294275*v_psid_rod
    cse84 = cse79*cse83
    cse85 = v_phid_rod*v_thetad_rod
    cse86 = cse52*cse85
    cse87 = v_phid_rod*v_psid_rod
    cse88 = cse52*cse87
    cse89 = cse48*cse88
    cse90 = cse47*cse85
    cse91 = cse50*cse90
    cse92 = cse50*cse88
    cse93 = cse48*cse90
    cse94 = cse70 + 0.004*cse80 - 0.0004*cse82 + cse84 + 0.002981432237811202*cse86 + 0.0023851301988473744*cse89 + 0.0023851301988473744*cse91 - 0.0011925668727104457*cse92 + 0.0011925668727104457*cse93
    cse95 = cse48*cse86
    cse96 = cse47*cse87
    cse97 = cse50*cse96
    cse98 = cse50*cse86
    cse99 = cse48*cse96
    cse100 = v_psid_rod*v_thetad_rod
    cse101 = cse100*cse50
    cse102 = cse100*cse48
    cse103 = 0.0023851301988473744*cse101 + 0.0011925668727104457*cse102 + cse65*cse77 + cse81*cse83 + 0.002981432237811202*cse90 - 0.0011925668727104457*cse95 - 0.0011925668727104457*cse97 - 0.0023851301988473744*cse98 + 0.0023851301988473744*cse99
    cse104 = -0.7453580594528005*cse47 + cse49*cse52 + cse51*cse52
    cse105 = 0.5962825497118436*cse48
    cse106 = 0.2981417181776114*cse50
    cse107 = -cse105 + cse106
    cse108 = cse107*v_thetad_rod
    cse109 = cse53*v_phid_rod
    cse110 = cse108 + cse109 + 0.7453580594528005*v_psid_rod
    cse111 = cse110*cse69
    cse112 = 2.101675931576659e-10*cse85
    cse113 = -0.004*cse108 - 0.004*cse109 - 0.002981432237811202*v_psid_rod
    cse114 = cse113*cse69
    cse115 = 0.004*cse74 + 0.004*cse76 + 0.00266665742294275*v_psid_rod
    cse116 = cse104*v_phid_rod
    cse117 = cse115*cse116
    cse118 = cse116*cse77
    cse119 = 0.004*cse111 + cse112*cse52 + cse114 + cse117 - 0.004*cse118 - 0.00017888586116388667*cse89 - 0.00017888586116388667*cse91 - 0.00035777066491764035*cse92 + 0.00035777066491764035*cse93
    cse120 = -0.00017888586116388667*cse101 + 0.00035777066491764035*cse102 + cse110*cse115 + cse112*cse47 + cse113*cse77 - 0.00035777066491764035*cse95 - 0.00035777066491764035*cse97 + 0.00017888586116388667*cse98 - 0.00017888586116388667*cse99
    cse121 = cse110*cse79
    cse122 = cse116*cse81
    cse123 = 0.0004*cse108 + 0.0004*cse109 + 0.0002981432237811202*v_psid_rod
    cse124 = cse123*cse79
    cse125 = -cse58 - cse63 - cse64
    cse126 = cse116*cse125
    cse127 = 0.0013333414365992598*cse48
    cse128 = -0.004*cse121 + 0.0004*cse122 + cse124 + cse126 - cse127*cse90 + 0.00266665742294275*cse86 - 0.002666671858724232*cse89 - 0.002666671858724232*cse91 + 0.0013333414365992598*cse92
    cse129 = -0.002666671858724232*cse101 - 0.0013333414365992598*cse102 + cse110*cse125 + cse123*cse81 + cse127*cse86 + 0.00266665742294275*cse90 + 0.0013333414365992598*cse97 + 0.002666671858724232*cse98 - 0.002666671858724232*cse99
    cse130 = cse54 - cse55
    cse131 = cse130*v_thetad_rod
    cse132 = 0.004*cse131
    cse133 = cse47*cse59 + cse47*cse60
    cse134 = cse133*v_phid_rod
    cse135 = 0.004*cse134
    cse136 = cse77*(cse132 + cse135)
    cse137 = -cse47*cse71 + cse47*cse72
    cse138 = cse137*v_phid_rod
    cse139 = cse66 + cse67
    cse140 = cse139*v_thetad_rod
    cse141 = cse81*(-0.0004*cse138 - 0.0004*cse140)
    cse142 = cse131 + cse134
    cse143 = cse142*cse83
    cse144 = cse138 + cse140
    cse145 = cse144*cse65
    cse146 = 0.0011925668727104457*cse101 - 0.0023851301988473744*cse102 + cse136 + cse141 + cse143 + cse145 + 0.0023851301988473744*cse95 + 0.0023851301988473744*cse97 - 0.0011925668727104457*cse98 + 0.0011925668727104457*cse99
    cse147 = -cse105*cse47 + cse106*cse47
    cse148 = cse147*v_phid_rod
    cse149 = -cse49 - cse51
    cse150 = cse149*v_thetad_rod
    cse151 = cse77*(-0.004*cse148 - 0.004*cse150)
    cse152 = cse148 + cse150
    cse153 = cse115*cse152
    cse154 = cse110*(0.004*cse138 + 0.004*cse140)
    cse155 = cse113*cse144
    cse156 = 0.00035777066491764035*cse101 + 0.00017888586116388667*cse102 + cse151 + cse153 + cse154 + cse155 - 0.00017888586116388667*cse95 - 0.00017888586116388667*cse97 - 0.00035777066491764035*cse98 + 0.00035777066491764035*cse99
    cse157 = cse81*(0.0004*cse148 + 0.0004*cse150)
    cse158 = cse125*cse152
    cse159 = cse110*(-cse132 - cse135)
    cse160 = cse123*cse142
    cse161 = -0.0013333414365992598*cse101 + 0.002666671858724232*cse102 - cse127*cse96 + cse157 + cse158 + cse159 + cse160 - 0.002666671858724232*cse95 - 0.002666671858724232*cse97 + 0.0013333414365992598*cse98
    cse162 = 1.6918154898933405e-09*cse50
    cse163 = math.cos(q_theta_slider)
    cse164 = 0.0001*v_psid_slider
    cse165 = math.sin(q_theta_slider)
    cse166 = math.sin(q_psi_slider)
    cse167 = cse165*cse166
    cse168 = cse167*v_phid_slider
    cse169 = cse164*cse168
    cse170 = math.cos(q_psi_slider)
    cse171 = cse170*v_thetad_slider
    cse172 = cse164*cse171
    cse173 = cse163*v_phid_slider
    cse174 = 0.0001*cse173
    cse175 = cse171*cse174
    cse176 = cse168 + cse171
    cse177 = cse164 + cse174
    cse178 = 0.0001*cse168
    cse179 = 0.0001*cse171
    cse180 = -cse178 - cse179
    cse181 = cse173 + v_psid_slider
    cse182 = -cse169 - cse172 + cse175 + cse176*cse177 + cse180*cse181
    cse183 = cse170*cse182
    cse184 = cse174*cse181
    cse185 = cse166*cse173
    cse186 = cse165*v_phid_slider
    cse187 = 0.0001*cse186
    cse188 = -cse164*cse185 - cse166*cse184 - cse176*cse187 + cse177*cse185 - cse179*cse186 - cse180*cse186
    cse189 = cse165*cse170
    cse190 = cse189*v_phid_slider
    cse191 = 0.0001*cse190
    cse192 = cse166*v_thetad_slider
    cse193 = 0.0001*cse192
    cse194 = -cse191 + cse193
    cse195 = -cse164 - cse174
    cse196 = cse170*cse173
    cse197 = -cse190 + cse192
    cse198 = -cse164*cse196 - cse170*cse184 + cse186*cse193 - cse186*cse194 + cse187*cse197 - cse195*cse196
    cse199 = -cse164*cse190 + cse164*cse192 - cse174*cse192 + cse181*cse194
    cse200 = cse195*cse197 + cse199
    cse201 = cse166*cse200
    cse202 = cse178 + cse179
    cse203 = cse191 - cse193
    cse204 = cse166*cse174*cse197 + cse170*cse174*cse176 + cse174*v_thetad_slider + cse185*cse203 - cse196*cse202
    cse205 = cse190 - cse192
    cse206 = cse177*cse205 + cse199
    cse207 = cse169 + cse172 - cse175 + cse176*cse195 + cse181*cse202
    cse208 = cse176*cse180 + cse176*cse202 + cse197*cse203 + cse203*cse205
    out = np.zeros((18, 18))
    out[_Q_q_INDEX] = (
        -cse1*(cse18*cse31 + cse27*cse28 + cse39*v_thetad_crank) - cse20*cse21 - cse24*cse9 + cse32*cse9 + cse38*cse9 + cse40*cse41,  # [3, 4]
        -cse21*cse37 - cse21*cse42 - cse23*cse41 + cse41*cse45 + cse46*cse9,  # [3, 5]
        -cse0*cse20 - cse40*cse5,  # [4, 4]
        -cse0*cse42 + cse24 - cse38 - cse45*cse5,  # [4, 5]
        cse32,  # [5, 4]
        cse46,  # [5, 5]
        cse103*cse104 + cse119*cse56 + cse120*cse78 + cse128*cse75 + cse129*cse68 + cse53*cse94,  # [9, 10]
        cse103*cse147 + cse120*cse133 + cse129*cse137 + cse146*cse53 + cse156*cse56 + cse161*cse75,  # [9, 11]
        cse107*cse94 + cse119*cse61 + cse128*cse73,  # [10, 10]
        cse103*cse149 + cse107*cse146 + cse120*cse130 + cse129*cse139 + cse156*cse61 + cse161*cse73,  # [10, 11]
        2.101675931576659e-09*cse111 + 5.254189828941647e-07*cse114 + 5.254189828941647e-07*cse117 - 2.101675931576659e-09*cse118 - 0.00266665742294275*cse121 + 0.000266665742294275*cse122 + 0.6666643557356875*cse124 + 0.6666643557356875*cse126 + cse162*cse88 + 0.7453580594528005*cse70 + 0.002981432237811202*cse80 - 0.0002981432237811202*cse82 + 0.7453580594528005*cse84 + 0.003999999999999006*cse86 + 8.459102457131912e-10*cse89 + 8.459102457131912e-10*cse91 - 1.6918154898933405e-09*cse93,  # [11, 10]
        -1.6918154898933405e-09*cse101 - 8.459102457131912e-10*cse102 + 0.7453580594528005*cse136 + 0.7453580594528005*cse141 + 0.7453580594528005*cse143 + 0.7453580594528005*cse145 + 5.254189828941647e-07*cse151 + 5.254189828941647e-07*cse153 + 5.254189828941647e-07*cse154 + 5.254189828941647e-07*cse155 + 0.6666643557356875*cse157 + 0.6666643557356875*cse158 + 0.6666643557356875*cse159 + 0.6666643557356875*cse160 + cse162*cse86 + 8.459102457131912e-10*cse95 + 8.459102457131912e-10*cse97 - 1.6918154898933405e-09*cse99,  # [11, 11]
        -cse163*cse183 + cse163*cse201 + cse163*cse204 - cse165*(cse176*cse203 + cse187*v_thetad_slider + cse197*cse202) + cse167*cse198 - cse188*cse189,  # [15, 16]
        cse163*cse208 + cse167*cse182 + cse167*cse207 + cse189*cse200 - cse189*cse206,  # [15, 17]
        cse166*cse188 + cse170*cse198,  # [16, 16]
        cse166*cse206 + cse170*cse207 + cse183 - cse201,  # [16, 17]
        cse204,  # [17, 16]
        cse208,  # [17, 17]
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
        ndarray of shape (18, 18), 25 nonzero.
    """
    # 649 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_crank, q_psi_crank, _, _,
        _, _, q_theta_rod, q_psi_rod,
        _, _, _, _,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_crank,
        v_thetad_crank, v_psid_crank, _, _,
        _, v_phid_rod, v_thetad_rod, v_psid_rod,
        _, _, _, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.sin(q_psi_crank)
    cse1 = math.sin(q_theta_crank)
    cse2 = cse0*cse1
    cse3 = cse2*v_phid_crank
    cse4 = math.cos(q_psi_crank)
    cse5 = cse4*v_thetad_crank
    cse6 = -0.0001*cse3 - 0.0001*cse5
    cse7 = cse1*cse4
    cse8 = 0.0001*cse1
    cse9 = cse8*v_phid_crank
    cse10 = cse4*cse9
    cse11 = cse0*v_thetad_crank
    cse12 = 0.0001*cse11
    cse13 = -cse10 + cse12
    cse14 = cse7*v_phid_crank
    cse15 = -1e-05*cse11 + 1e-05*cse14
    cse16 = 1e-05*cse5
    cse17 = -cse16 - 1e-05*cse3
    cse18 = -cse13*cse2 - cse15*cse2 + cse17*cse7 - cse6*cse7 + cse8*v_thetad_crank
    cse19 = math.cos(q_theta_crank)
    cse20 = cse19*v_phid_crank
    cse21 = cse20 + v_psid_crank
    cse22 = 0.0001*cse21
    cse23 = 0.0001*cse20
    cse24 = 0.0001*v_psid_crank
    cse25 = cse23 + cse24
    cse26 = 1e-05*v_psid_crank
    cse27 = -cse16*cse19 + cse19*cse6 + cse19*(0.0001*cse3 + 0.0001*cse5) + cse2*cse22 - cse2*cse25 + cse2*cse26
    cse28 = 1e-05*cse20
    cse29 = -cse26 - cse28
    cse30 = cse12*cse19 - cse15*cse19 + cse19*(cse10 - cse12) + cse21*cse4*cse8 + cse24*cse7 + cse29*cse7
    cse31 = -cse0*cse17 + cse0*cse6 - cse13*cse4 - cse15*cse4 + cse9
    cse32 = cse22*cse4 - cse25*cse4 + cse26*cse4 - cse28*cse4
    cse33 = -cse0*cse22 + cse0*cse23 - cse0*cse24 - cse0*cse29
    cse34 = 0.00011*cse3 + 0.00011*cse5 + cse6
    cse35 = -0.0002*cse11 + 0.0002*cse14 - cse15
    cse36 = math.sin(q_psi_rod)
    cse37 = math.sin(q_theta_rod)
    cse38 = cse36*cse37
    cse39 = math.cos(q_psi_rod)
    cse40 = cse37*cse39
    cse41 = math.cos(q_theta_rod)
    cse42 = -0.33333535914981494*cse38 - 0.666667964681058*cse40 + 0.6666643557356875*cse41
    cse43 = -0.5962825497118436*cse36 + 0.2981417181776114*cse39
    cse44 = cse43*v_thetad_rod
    cse45 = 0.2981417181776114*cse38 + 0.5962825497118436*cse40 + 0.7453580594528005*cse41
    cse46 = cse45*v_phid_rod
    cse47 = 0.0004*cse44 + 0.0004*cse46 + 0.0002981432237811202*v_psid_rod
    cse48 = 0.8944266622941008*cse38 - 0.4472146529097166*cse40 + 5.254189828941647e-07*cse41
    cse49 = cse47*cse48
    cse50 = cse44 + cse46 + 0.7453580594528005*v_psid_rod
    cse51 = 0.0017888586116388664*cse40
    cse52 = 0.0035777066491764035*cse38
    cse53 = 2.101675931576659e-09*cse41
    cse54 = cse50*(cse51 - cse52 - cse53)
    cse55 = cse37*v_thetad_rod
    cse56 = cse48*v_phid_rod
    cse57 = 0.4472146529097166*cse36 + 0.8944266622941008*cse39
    cse58 = cse57*v_thetad_rod
    cse59 = cse56 + cse58 + 5.254189828941647e-07*v_psid_rod
    cse60 = cse59*(0.00011925668727104457*cse38 + 0.00023851301988473745*cse40 + 0.0002981432237811202*cse41)
    cse61 = 0.004*cse56
    cse62 = 0.004*cse58
    cse63 = 2.101675931576659e-09*v_psid_rod
    cse64 = -cse61 - cse62 - cse63
    cse65 = cse45*cse64
    cse66 = cse39*v_thetad_rod
    cse67 = 0.002666671858724232*cse66
    cse68 = 0.0013333414365992598*cse39
    cse69 = cse37*v_psid_rod
    cse70 = cse36*v_thetad_rod
    cse71 = 0.0013333414365992598*cse70
    cse72 = 0.002666671858724232*cse36
    cse73 = cse41*cse67 + cse41*cse71 + cse49 + cse54 + 0.00266665742294275*cse55 + cse60 + cse65 + cse68*cse69 - cse69*cse72
    cse74 = 0.666667964681058*cse36 - 0.33333535914981494*cse39
    cse75 = cse74*v_thetad_rod
    cse76 = cse42*v_phid_rod
    cse77 = cse75 + cse76 + 0.6666643557356875*v_psid_rod
    cse78 = cse77*(-0.0011925668727104457*cse38 - 0.0023851301988473744*cse40 - 0.002981432237811202*cse41)
    cse79 = 0.004*cse75 + 0.004*cse76 + 0.00266665742294275*v_psid_rod
    cse80 = cse45*cse79
    cse81 = cse50*(-0.0013333414365992598*cse38 - 0.002666671858724232*cse40 + 0.00266665742294275*cse41)
    cse82 = 0.00017888586116388667*cse66
    cse83 = cse40*v_psid_rod
    cse84 = 0.00035777066491764035*cse70
    cse85 = -0.004*cse44 - 0.004*cse46 - 0.002981432237811202*v_psid_rod
    cse86 = cse42*cse85
    cse87 = 0.00017888586116388667*cse38
    cse88 = cse41*cse82 - cse41*cse84 + 2.101675931576659e-10*cse55 + cse78 + cse80 + cse81 - 0.00035777066491764035*cse83 + cse86 - cse87*v_psid_rod
    cse89 = cse77*(-cse51 + cse52 + cse53)
    cse90 = -0.0004*cse75 - 0.0004*cse76 - 0.000266665742294275*v_psid_rod
    cse91 = cse48*cse90
    cse92 = 0.0023851301988473744*cse36
    cse93 = cse61 + cse62 + cse63
    cse94 = cse42*cse93
    cse95 = 0.0023851301988473744*cse66
    cse96 = 0.0011925668727104457*cse39
    cse97 = cse59*(0.00013333414365992598*cse38 + 0.00026666718587242325*cse40 - 0.000266665742294275*cse41)
    cse98 = 0.0011925668727104457*cse70
    cse99 = -cse41*cse95 - cse41*cse98 + 0.002981432237811202*cse55 + cse69*cse92 - cse69*cse96 + cse89 + cse91 + cse94 + cse97
    cse100 = cse47*cse57
    cse101 = cse43*cse64
    cse102 = cse37*v_phid_rod
    cse103 = cse36*v_psid_rod
    cse104 = cse39*v_psid_rod
    cse105 = cse41*v_phid_rod
    cse106 = cse105*cse39
    cse107 = cse59*(-0.00023851301988473745*cse36 + 0.00011925668727104457*cse39)
    cse108 = 0.0017888586116388664*cse36
    cse109 = 0.0035777066491764035*cse39
    cse110 = cse50*(-cse108 - cse109)
    cse111 = cse105*cse36
    cse112 = cse100 + cse101 + 0.00266665742294275*cse102 - 0.0013333414365992598*cse103 - 0.002666671858724232*cse104 + 0.002666671858724232*cse106 + cse107 + cse110 + 0.0013333414365992598*cse111
    cse113 = cse74*cse85
    cse114 = cse43*cse79
    cse115 = cse77*(cse92 - cse96)
    cse116 = cse50*(-cse68 + cse72)
    cse117 = 2.101675931576659e-10*cse102 + 0.00035777066491764035*cse103 - 0.00017888586116388667*cse104 + 0.00017888586116388667*cse106 - 0.00035777066491764035*cse111 + cse113 + cse114 + cse115 + cse116
    cse118 = cse77*(cse108 + cse109)
    cse119 = cse59*(-0.00026666718587242325*cse36 + 0.00013333414365992598*cse39)
    cse120 = cse57*cse90
    cse121 = cse74*cse93
    cse122 = 0.002981432237811202*cse102 + 0.0011925668727104457*cse103 + 0.0023851301988473744*cse104 - 0.0023851301988473744*cse106 - 0.0011925668727104457*cse111 + cse118 + cse119 + cse120 + cse121
    cse123 = cse102*cse68 - cse102*cse72 + 5.254189828941647e-07*cse47 - 2.101675931576659e-09*cse50 + 0.0002981432237811202*cse59 + 0.7453580594528005*cse64 - cse67 - cse71
    cse124 = cse40*v_phid_rod
    cse125 = -0.00035777066491764035*cse124 + 0.00266665742294275*cse50 - 0.002981432237811202*cse77 + 0.7453580594528005*cse79 - cse82 + cse84 + 0.6666643557356875*cse85 - cse87*v_phid_rod
    cse126 = cse102*cse92 - cse102*cse96 - 0.000266665742294275*cse59 + 2.101675931576659e-09*cse77 + 5.254189828941647e-07*cse90 + 0.6666643557356875*cse93 + cse95 + cse98
    cse127 = 8.459102457131912e-10*cse66
    cse128 = 1.6918154898933405e-09*cse70
    cse129 = 8.459102457131912e-10*cse38
    cse130 = 0.003999999999999006*cse37
    cse131 = math.sin(q_psi_slider)
    cse132 = math.sin(q_theta_slider)
    cse133 = cse131*cse132
    cse134 = cse133*v_phid_slider
    cse135 = math.cos(q_psi_slider)
    cse136 = cse135*v_thetad_slider
    cse137 = 0.0001*cse134 + 0.0001*cse136
    cse138 = cse132*cse135
    cse139 = 0.0001*cse132
    cse140 = cse139*v_phid_slider
    cse141 = cse131*cse140
    cse142 = 0.0001*cse136
    cse143 = cse141 + cse142
    cse144 = cse138*v_phid_slider
    cse145 = cse131*v_thetad_slider
    cse146 = -0.0001*cse144 + 0.0001*cse145
    cse147 = cse135*cse140
    cse148 = 0.0001*cse145
    cse149 = cse147 - cse148
    cse150 = cse133*cse146 + cse133*cse149 + cse137*cse138 - cse138*cse143 + cse139*v_thetad_slider
    cse151 = math.cos(q_theta_slider)
    cse152 = cse151*v_phid_slider
    cse153 = 0.0001*cse152
    cse154 = 0.0001*v_psid_slider
    cse155 = -cse153 - cse154
    cse156 = cse152 + v_psid_slider
    cse157 = cse139*cse156
    cse158 = -cse135*cse157 - cse138*cse154 - cse138*cse155 - cse146*cse151 - cse148*cse151 + cse151*(-cse147 + cse148)
    cse159 = cse153 + cse154
    cse160 = -cse131*cse157 - cse133*cse154 + cse133*cse159 + cse137*cse151 + cse142*cse151 + cse151*(-cse141 - cse142)
    cse161 = -cse131*cse137 + cse131*cse143 + cse135*cse146 + cse135*cse149 + cse140
    cse162 = 0.0001*cse156
    cse163 = -cse131*cse153 + cse131*cse154 + cse131*cse155 + cse131*cse162
    cse164 = cse135*cse153 - cse135*cse154 + cse135*cse159 - cse135*cse162
    cse165 = -0.0002*cse144 + 0.0002*cse145 - cse146
    cse166 = -0.0002*cse134 - 0.0002*cse136 + cse137
    out = np.zeros((18, 18))
    out[_Q_v_INDEX] = (
        cse18*cse19 - cse2*cse30 + cse27*cse7,  # [3, 3]
        cse19*cse31 - cse2*cse33 + cse32*cse7,  # [3, 4]
        -cse2*cse35 + cse34*cse7,  # [3, 5]
        -cse0*cse27 - cse30*cse4,  # [4, 3]
        -cse0*cse32 - cse33*cse4,  # [4, 4]
        -cse0*cse34 - cse35*cse4,  # [4, 5]
        cse18,  # [5, 3]
        cse31,  # [5, 4]
        cse42*cse73 + cse45*cse99 + cse48*cse88,  # [9, 9]
        cse112*cse42 + cse117*cse48 + cse122*cse45,  # [9, 10]
        cse123*cse42 + cse125*cse48 + cse126*cse45,  # [9, 11]
        cse43*cse99 + cse57*cse88 + cse73*cse74,  # [10, 9]
        cse112*cse74 + cse117*cse57 + cse122*cse43,  # [10, 10]
        cse123*cse74 + cse125*cse57 + cse126*cse43,  # [10, 11]
        -cse127*cse41 + cse128*cse41 + cse129*v_psid_rod + cse130*v_thetad_rod + 0.6666643557356875*cse49 + 0.6666643557356875*cse54 + 0.6666643557356875*cse60 + 0.6666643557356875*cse65 + 5.254189828941647e-07*cse78 + 5.254189828941647e-07*cse80 + 5.254189828941647e-07*cse81 + 1.6918154898933405e-09*cse83 + 5.254189828941647e-07*cse86 + 0.7453580594528005*cse89 + 0.7453580594528005*cse91 + 0.7453580594528005*cse94 + 0.7453580594528005*cse97,  # [11, 9]
        0.6666643557356875*cse100 + 0.6666643557356875*cse101 - 1.6918154898933405e-09*cse103 + 8.459102457131912e-10*cse104 - 8.459102457131912e-10*cse106 + 0.6666643557356875*cse107 + 0.6666643557356875*cse110 + 1.6918154898933405e-09*cse111 + 5.254189828941647e-07*cse113 + 5.254189828941647e-07*cse114 + 5.254189828941647e-07*cse115 + 5.254189828941647e-07*cse116 + 0.7453580594528005*cse118 + 0.7453580594528005*cse119 + 0.7453580594528005*cse120 + 0.7453580594528005*cse121 + cse130*v_phid_rod,  # [11, 10]
        1.6918154898933405e-09*cse124 + cse127 - cse128 + cse129*v_phid_rod + 3.5027810772243853e-07*cse47 - 2.0679515313825692e-25*cse50 - 2.710505431213761e-20*cse59 + 0.4969036504975035*cse64 + 2.0679515313825692e-25*cse77 + 3.916252734896588e-07*cse79 + 3.5027810772243853e-07*cse85 + 3.916252734896588e-07*cse90 + 0.4969036504975035*cse93,  # [11, 11]
        cse133*cse158 - cse138*cse160 + cse150*cse151,  # [15, 15]
        cse133*cse163 - cse138*cse164 + cse151*cse161,  # [15, 16]
        cse133*cse165 - cse138*cse166,  # [15, 17]
        cse131*cse160 + cse135*cse158,  # [16, 15]
        cse131*cse164 + cse135*cse163,  # [16, 16]
        cse131*cse166 + cse135*cse165,  # [16, 17]
        cse150,  # [17, 15]
        cse161,  # [17, 16]
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
        ndarray of shape (18, 18), 13 nonzero.
    """
    # 292 operations after common subexpression elimination
    (
        _, _, _, _,
        q_theta_crank, q_psi_crank, _, _,
        _, _, q_theta_rod, q_psi_rod,
        _, _, _, _,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, a_3,
        a_4, a_5, _, _,
        _, a_9, a_10, a_11,
        _, _, _, a_15,
        _, a_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    cse0 = math.cos(q_theta_crank)
    cse1 = math.sin(q_psi_crank)
    cse2 = math.cos(q_psi_crank)
    cse3 = cse1*cse2
    cse4 = 9e-05*cse0*cse3
    cse5 = math.sin(q_theta_crank)
    cse6 = 0.0001*cse5
    cse7 = cse0*cse5
    cse8 = 0.0002*cse7
    cse9 = cse2**2
    cse10 = cse1**2
    cse11 = 9e-05*cse5
    cse12 = a_4*cse11
    cse13 = 0.00018*cse3
    cse14 = a_3*cse11
    cse15 = math.sin(q_theta_rod)
    cse16 = math.sin(q_psi_rod)
    cse17 = 0.0013333414365992598*cse16
    cse18 = math.cos(q_psi_rod)
    cse19 = 0.002666671858724232*cse18
    cse20 = math.cos(q_theta_rod)
    cse21 = -cse15*cse17 - cse15*cse19 + 0.00266665742294275*cse20
    cse22 = 0.666667964681058*cse18
    cse23 = 0.33333535914981494*cse16
    cse24 = -0.6666643557356875*cse15 - cse20*cse22 - cse20*cse23
    cse25 = -cse15*cse22 - cse15*cse23 + 0.6666643557356875*cse20
    cse26 = -0.00266665742294275*cse15 - cse17*cse20 - cse19*cse20
    cse27 = 0.0011925668727104457*cse16
    cse28 = 0.0023851301988473744*cse18
    cse29 = cse15*cse27 + cse15*cse28 + 0.002981432237811202*cse20
    cse30 = 0.5962825497118436*cse18
    cse31 = 0.2981417181776114*cse16
    cse32 = -0.7453580594528005*cse15 + cse20*cse30 + cse20*cse31
    cse33 = cse15*cse30 + cse15*cse31 + 0.7453580594528005*cse20
    cse34 = -0.002981432237811202*cse15 + cse20*cse27 + cse20*cse28
    cse35 = 0.00035777066491764035*cse16
    cse36 = 0.00017888586116388667*cse18
    cse37 = -2.101675931576659e-10*cse15 + cse20*cse35 - cse20*cse36
    cse38 = 0.4472146529097166*cse18
    cse39 = 0.8944266622941008*cse16
    cse40 = -cse15*cse38 + cse15*cse39 + 5.254189828941647e-07*cse20
    cse41 = -5.254189828941647e-07*cse15 - cse20*cse38 + cse20*cse39
    cse42 = cse15*cse35 - cse15*cse36 + 2.101675931576659e-10*cse20
    cse43 = -0.003999999999999006*cse15
    cse44 = 8.459102457131912e-10*cse18
    cse45 = 1.6918154898933405e-09*cse16
    cse46 = 0.33333535914981494*cse18
    cse47 = 0.666667964681058*cse16
    cse48 = -cse46 + cse47
    cse49 = 0.4472146529097166*cse16
    cse50 = 0.8944266622941008*cse18
    cse51 = cse49 + cse50
    cse52 = 0.5962825497118436*cse16
    cse53 = 0.2981417181776114*cse18
    cse54 = -cse52 + cse53
    cse55 = 0.002666671858724232*cse16
    cse56 = 0.0013333414365992598*cse18
    cse57 = cse15*cse55 - cse15*cse56
    cse58 = -cse15*cse46 + cse15*cse47
    cse59 = 0.0023851301988473744*cse16
    cse60 = 0.0011925668727104457*cse18
    cse61 = -cse15*cse59 + cse15*cse60
    cse62 = -cse15*cse52 + cse15*cse53
    cse63 = 0.00035777066491764035*cse18
    cse64 = 0.00017888586116388667*cse16
    cse65 = cse15*cse63 + cse15*cse64
    cse66 = cse15*cse49 + cse15*cse50
    cse67 = cse15*cse16
    cse68 = cse15*cse18
    cse69 = cse22 + cse23
    cse70 = cse38 - cse39
    cse71 = -cse30 - cse31
    cse72 = cse63 + cse64
    cse73 = cse55 - cse56
    cse74 = -cse59 + cse60
    cse75 = -cse35 + cse36
    cse76 = cse17 + cse19
    cse77 = -cse27 - cse28
    cse78 = 8.459102454963507e-10*cse18
    cse79 = 1.6918154900017607e-09*cse16
    cse80 = math.sin(q_theta_slider)
    cse81 = 0.0001*cse80
    cse82 = 0.0002*cse80*math.cos(q_theta_slider)
    out = np.zeros((18, 18))
    out[_Ma_q_INDEX] = (
        a_3*(cse10*cse8 + 2e-05*cse7*cse9 - cse8) + a_4*cse4 - a_5*cse6,  # [3, 4]
        a_3*cse13*cse5**2 - cse10*cse12 + cse12*cse9,  # [3, 5]
        a_3*cse4,  # [4, 4]
        -a_4*cse13 - cse10*cse14 + cse14*cse9,  # [4, 5]
        -a_3*cse6,  # [5, 4]
        a_10*(cse26*cse48 + cse34*cse54 + cse37*cse51) + a_11*(cse20*cse44 - cse20*cse45 + cse43) + a_9*(cse21*cse24 + cse25*cse26 + cse29*cse32 + cse33*cse34 + cse37*cse40 + cse41*cse42),  # [9, 10]
        a_10*(cse21*cse69 + cse29*cse71 + cse42*cse70 + cse48*cse57 + cse51*cse65 + cse54*cse61) + a_11*(-8.459102457131912e-10*cse67 - 1.6918154898933405e-09*cse68) + a_9*(cse21*cse58 + cse25*cse57 + cse29*cse62 + cse33*cse61 + cse40*cse65 + cse42*cse66),  # [9, 11]
        a_9*(cse24*cse73 + cse32*cse74 + cse41*cse72),  # [10, 10]
        a_10*(cse48*cse76 + cse51*cse75 + cse54*cse77 + cse69*cse73 + cse70*cse72 + cse71*cse74) + a_11*(-cse44 + cse45) + a_9*(cse25*cse76 + cse33*cse77 + cse40*cse75 + cse58*cse73 + cse62*cse74 + cse66*cse72),  # [10, 11]
        a_9*(cse20*cse78 - cse20*cse79 + cse43),  # [11, 10]
        a_10*(-cse78 + cse79) + a_9*(-8.459102454963507e-10*cse67 - 1.6918154900017607e-09*cse68),  # [11, 11]
        a_15*(cse82*math.sin(q_psi_slider)**2 + cse82*math.cos(q_psi_slider)**2 - cse82) - a_17*cse81,  # [15, 16]
        -a_15*cse81,  # [17, 16]
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
        ndarray of shape (18, 18), 109 nonzero.
    """
    # 1295 operations after common subexpression elimination
    (
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    cse0 = 2*math.pi*t
    cse1 = math.sin(cse0)
    cse2 = math.cos(q_theta_crank)
    cse3 = math.cos(q_phi_crank)
    cse4 = math.cos(q_psi_crank)
    cse5 = cse3*cse4
    cse6 = cse2*cse5
    cse7 = math.sin(q_phi_crank)
    cse8 = math.sin(q_psi_crank)
    cse9 = cse7*cse8
    cse10 = -cse6 + cse9
    cse11 = cse1*cse10
    cse12 = math.sin(q_theta_crank)
    cse13 = cse1*cse4
    cse14 = cse12*cse13
    cse15 = math.cos(cse0)
    cse16 = cse6 - cse9
    cse17 = cse14 - cse15*cse16
    cse18 = cse15*cse4
    cse19 = cse12*cse18
    cse20 = cse1*cse16 + cse19 + 1
    cse21 = cse20**(-2)
    cse22 = 2*cse21
    cse23 = cse17*cse22
    cse24 = cse3*cse8
    cse25 = cse4*cse7
    cse26 = cse2*cse25
    cse27 = -cse24 - cse26
    cse28 = cse27**2
    cse29 = 4*cse17/cse20**3
    cse30 = cse10*cse15
    cse31 = 2/cse20
    cse32 = 4*cse21
    cse33 = cse12*cse3*lam_3
    cse34 = 0.08*cse6
    cse35 = 0.08*cse9
    cse36 = 0.08*cse26
    cse37 = 0.08*cse24
    cse38 = lam_5*(cse36 + cse37) + lam_6*(-cse34 + cse35)
    cse39 = cse1*cse23
    cse40 = cse12*cse25
    cse41 = cse12*cse5
    cse42 = cse13*cse2 + cse15*cse41
    cse43 = cse22*cse42
    cse44 = cse1*cse27
    cse45 = cse15*cse31
    cse46 = -cse1*cse41 + cse18*cse2
    cse47 = cse29*cse46
    cse48 = cse15*cse22*cse27
    cse49 = 0.08*cse25
    cse50 = cse12*lam_6
    cse51 = 0.08*cse5
    cse52 = cse12*lam_5
    cse53 = cse2*cse7*lam_3 + cse49*cse50 + cse51*cse52 + lam_17*(-cse39*cse40 - cse40*cse45 - cse43*cse44 + cse44*cse47 + cse46*cse48)
    cse54 = cse2*cse9
    cse55 = -cse5 + cse54
    cse56 = cse2*cse24
    cse57 = -cse25 - cse56
    cse58 = cse1*cse8
    cse59 = -cse12*cse58 - cse15*cse57
    cse60 = cse22*cse59
    cse61 = cse15*cse8
    cse62 = cse1*cse57 - cse12*cse61
    cse63 = lam_17*(cse29*cse44*cse62 - cse39*cse55 - cse44*cse60 - cse45*cse55 + cse48*cse62) + lam_5*(cse49 + 0.08*cse56) + lam_6*(-cse51 + 0.08*cse54)
    cse64 = -cse19
    cse65 = -cse14
    cse66 = 0.08*lam_7
    cse67 = -cse12*cse4*cse66
    cse68 = cse12*cse24
    cse69 = -cse2*cse66*cse8 - cse35*cse52 + cse37*cse50 + lam_17*(-cse23*(cse1*cse68 - cse2*cse61) + cse31*(-cse15*cse68 - cse2*cse58) - cse43*cse62 - cse46*cse60 + cse47*cse62)
    cse70 = 2*lam_16
    cse71 = math.cos(q_phi_rod)
    cse72 = math.sin(q_theta_rod)
    cse73 = 0.09999965336035312*cse72
    cse74 = cse71*cse73
    cse75 = math.cos(q_theta_rod)
    cse76 = math.cos(q_psi_rod)
    cse77 = cse75*cse76
    cse78 = 0.1000001947021587*cse77
    cse79 = cse71*cse78
    cse80 = math.sin(q_psi_rod)
    cse81 = cse75*cse80
    cse82 = 0.050000303872472236*cse71
    cse83 = cse81*cse82
    cse84 = -cse79 - cse83
    cse85 = -cse74 + cse84
    cse86 = math.sin(q_phi_rod)
    cse87 = cse80*cse86
    cse88 = 0.1000001947021587*cse87
    cse89 = cse76*cse86
    cse90 = 0.050000303872472236*cse89
    cse91 = cse88 - cse90
    cse92 = cse85 + cse91
    cse93 = cse70*cse92
    cse94 = 0.7453580594528005*cse72
    cse95 = cse71*cse94
    cse96 = 0.2981417181776114*cse80
    cse97 = cse71*cse96
    cse98 = cse75*cse97
    cse99 = 0.5962825497118436*cse77
    cse100 = cse71*cse99
    cse101 = -cse100 - cse98
    cse102 = cse101 + cse95
    cse103 = 0.5962825497118436*cse87
    cse104 = 0.2981417181776114*cse76
    cse105 = cse104*cse86
    cse106 = cse103 - cse105
    cse107 = cse102 + cse106
    cse108 = cse107*lam_10
    cse109 = 5.254189828941647e-07*cse72
    cse110 = cse109*cse71
    cse111 = 0.4472146529097166*cse77
    cse112 = cse111*cse71
    cse113 = 0.8944266622941008*cse81
    cse114 = cse113*cse71
    cse115 = cse112 - cse114
    cse116 = cse110 + cse115
    cse117 = 0.4472146529097166*cse87
    cse118 = 0.8944266622941008*cse89
    cse119 = -cse117 - cse118
    cse120 = cse116 + cse119
    cse121 = cse120*lam_9
    cse122 = -cse108 - cse121 - cse93
    cse123 = 0.09999965336035312*cse75
    cse124 = cse123*cse86
    cse125 = 0.1000001947021587*cse89
    cse126 = cse125*cse72
    cse127 = cse72*cse80
    cse128 = 0.050000303872472236*cse127
    cse129 = cse128*cse86
    cse130 = -cse124 + cse126 + cse129
    cse131 = cse130*cse70
    cse132 = 0.7453580594528005*cse75
    cse133 = 0.5962825497118436*cse89
    cse134 = 0.2981417181776114*cse127
    cse135 = cse132*cse86 + cse133*cse72 + cse134*cse86
    cse136 = cse135*lam_10
    cse137 = 5.254189828941647e-07*cse75
    cse138 = 0.4472146529097166*cse89
    cse139 = 0.8944266622941008*cse127
    cse140 = cse137*cse86 - cse138*cse72 + cse139*cse86
    cse141 = cse140*lam_9
    cse142 = -cse131 - cse136 - cse141
    cse143 = cse71*cse76
    cse144 = 0.1000001947021587*cse143
    cse145 = cse80*cse82
    cse146 = 0.1000001947021587*cse81
    cse147 = cse146*cse86
    cse148 = 0.050000303872472236*cse77
    cse149 = cse148*cse86
    cse150 = -cse144 - cse145 + cse147 - cse149
    cse151 = cse150*cse70
    cse152 = 0.5962825497118436*cse71
    cse153 = 0.5962825497118436*cse81
    cse154 = 0.2981417181776114*cse77
    cse155 = -cse152*cse76 + cse153*cse86 - cse154*cse86 - cse97
    cse156 = cse155*lam_10
    cse157 = 0.8944266622941008*cse71
    cse158 = 0.4472146529097166*cse71
    cse159 = 0.4472146529097166*cse81
    cse160 = 0.8944266622941008*cse77
    cse161 = -cse157*cse80 + cse158*cse76 - cse159*cse86 - cse160*cse86
    cse162 = cse161*lam_9
    cse163 = -cse151 - cse156 - cse162
    cse164 = -cse70
    cse165 = math.sin(q_theta_slider)
    cse166 = math.cos(q_phi_slider)
    cse167 = cse165*cse166
    cse168 = cse167*cse70
    cse169 = -cse168
    cse170 = math.sin(q_phi_slider)
    cse171 = math.cos(q_theta_slider)
    cse172 = cse170*cse171
    cse173 = cse172*cse70
    cse174 = -cse173
    cse175 = cse73*cse86
    cse176 = 0.050000303872472236*cse81
    cse177 = cse176*cse86
    cse178 = cse78*cse86
    cse179 = -cse177 - cse178
    cse180 = -cse175 + cse179
    cse181 = cse76*cse82
    cse182 = cse71*cse80
    cse183 = 0.1000001947021587*cse182
    cse184 = cse181 - cse183
    cse185 = cse180 + cse184
    cse186 = cse185*cse70
    cse187 = cse104*cse71
    cse188 = cse152*cse80
    cse189 = cse86*cse94
    cse190 = cse86*cse99
    cse191 = cse86*cse96
    cse192 = cse191*cse75
    cse193 = cse187 - cse188 + cse189 - cse190 - cse192
    cse194 = cse193*lam_10
    cse195 = cse157*cse76
    cse196 = cse158*cse80
    cse197 = cse109*cse86
    cse198 = cse113*cse86
    cse199 = cse111*cse86
    cse200 = cse195 + cse196 + cse197 - cse198 + cse199
    cse201 = cse200*lam_9
    cse202 = -cse186 - cse194 - cse201
    cse203 = cse127*cse82
    cse204 = cse72*cse76
    cse205 = 0.1000001947021587*cse204
    cse206 = cse205*cse71
    cse207 = cse123*cse71
    cse208 = -cse203 - cse206 + cse207
    cse209 = cse208*cse70
    cse210 = cse132*cse71
    cse211 = 0.5962825497118436*cse204
    cse212 = cse211*cse71
    cse213 = cse134*cse71
    cse214 = -cse210 - cse212 - cse213
    cse215 = cse214*lam_10
    cse216 = cse137*cse71
    cse217 = cse139*cse71
    cse218 = 0.4472146529097166*cse204
    cse219 = cse218*cse71
    cse220 = -cse216 - cse217 + cse219
    cse221 = cse220*lam_9
    cse222 = -cse209 - cse215 - cse221
    cse223 = cse77*cse82
    cse224 = cse146*cse71
    cse225 = 0.050000303872472236*cse87
    cse226 = -cse125 + cse223 - cse224 - cse225
    cse227 = cse226*cse70
    cse228 = cse153*cse71
    cse229 = cse154*cse71
    cse230 = -cse133 - cse191 - cse228 + cse229
    cse231 = cse230*lam_10
    cse232 = 0.8944266622941008*cse87
    cse233 = cse160*cse71
    cse234 = cse159*cse71
    cse235 = cse138 - cse232 + cse233 + cse234
    cse236 = cse235*lam_9
    cse237 = -cse227 - cse231 - cse236
    cse238 = cse165*cse170
    cse239 = cse238*cse70
    cse240 = -cse239
    cse241 = cse166*cse171
    cse242 = cse241*cse70
    cse243 = cse176 + cse73 + cse78
    cse244 = cse243*cse70
    cse245 = cse75*cse96 - cse94 + cse99
    cse246 = cse245*lam_10
    cse247 = -cse109 - cse111 + cse113
    cse248 = cse247*lam_9
    cse249 = -cse244 - cse246 - cse248
    cse250 = 0.1000001947021587*cse127
    cse251 = 0.050000303872472236*cse204 - cse250
    cse252 = cse251*cse70
    cse253 = 0.5962825497118436*cse127
    cse254 = cse104*cse72 - cse253
    cse255 = cse254*lam_10
    cse256 = 0.8944266622941008*cse204
    cse257 = 0.4472146529097166*cse127
    cse258 = cse256 + cse257
    cse259 = cse258*lam_9
    cse260 = -cse252 - cse255 - cse259
    cse261 = cse165*cse70
    cse262 = cse177 + cse178
    cse263 = cse175 + cse262
    cse264 = -cse181 + cse183
    cse265 = cse263 + cse264
    cse266 = cse81*cse86
    cse267 = 0.666667964681058*cse77
    cse268 = 0.6666643557356875*cse72
    cse269 = 0.050000303872472236*cse143 - 0.1000001947021587*cse182 - 0.050000303872472236*cse266 - 0.15*cse267*cse86 - 0.15*cse268*cse86 - q_r_rod_x + q_r_slider_x
    cse270 = 2*cse238 + 2*cse269
    cse271 = 0.15*cse267*cse71 + 0.15*cse268*cse71 + 0.050000303872472236*cse71*cse81 - 0.1000001947021587*cse87 + 0.050000303872472236*cse89 - q_r_rod_y + q_r_slider_y
    cse272 = -cse167 + cse271
    cse273 = 2*cse272
    cse274 = 2*cse92
    cse275 = cse190 + cse192
    cse276 = -cse189 + cse275
    cse277 = -cse187 + cse188
    cse278 = cse100 - cse103 + cse105 - cse95 + cse98
    cse279 = 2*cse185
    cse280 = cse198 - cse199
    cse281 = -cse197 + cse280
    cse282 = -cse195 - cse196
    cse283 = cse281 + cse282
    cse284 = -cse110 - cse112 + cse114 + cse117 + cse118
    cse285 = cse120*cse167
    cse286 = cse79 + cse83
    cse287 = cse286 + cse74
    cse288 = -cse88 + cse90
    cse289 = 2*cse130
    cse290 = cse203 + cse206 - cse207
    cse291 = 2*cse208
    cse292 = cse216 + cse217 - cse219
    cse293 = cse140*cse167
    cse294 = cse208*lam_5 + lam_10*(cse107*cse130 + cse130*cse278 + cse135*cse271 + cse135*cse92 + cse185*cse214 + cse193*cse208 + cse193*cse290 + cse269*(cse210 + cse212 + cse213)) + lam_16*(cse185*cse291 + cse270*cse290 + cse272*cse289 + cse289*cse92) + lam_6*(cse124 - cse126 - cse129) + lam_8*(cse238*cse292 - cse293) + lam_9*(cse120*cse130 + cse130*cse284 + cse140*cse271 + cse140*cse92 + cse185*cse220 + cse200*cse208 + cse200*cse290 + cse269*cse292)
    cse295 = cse125 - cse223 + cse224 + cse225
    cse296 = 2*cse150
    cse297 = 2*cse226
    cse298 = -cse138 + cse232 - cse233 - cse234
    cse299 = cse161*cse167
    cse300 = cse226*lam_5 + lam_10*(cse107*cse150 + cse150*cse278 + cse155*cse271 + cse155*cse92 + cse185*cse230 + cse193*cse226 + cse193*cse295 + cse269*(cse133 + cse191 + cse228 - cse229)) + lam_16*(cse150*cse273 + cse185*cse297 + cse270*cse295 + cse296*cse92) + lam_6*(cse144 + cse145 - cse147 + cse149) + lam_8*(cse238*cse298 - cse299) + lam_9*(cse120*cse150 + cse150*cse284 + cse161*cse271 + cse161*cse92 + cse185*cse235 + cse200*cse226 + cse200*cse295 + cse269*cse298)
    cse301 = 0.10000060774494447*cse81
    cse302 = 0.2000003894043174*cse77
    cse303 = 0.19999930672070623*cse72
    cse304 = cse108 + cse121
    cse305 = 0.2000003894043174*cse71
    cse306 = cse194 + cse201
    cse307 = cse200*cse238
    cse308 = lam_16*(cse167*cse274 + cse238*cse279) + lam_8*(cse285 + cse307)
    cse309 = cse200*cse241
    cse310 = lam_16*(cse172*cse274 - cse241*cse279) + lam_8*(cse120*cse172 - cse309)
    cse311 = -cse128 - cse205
    cse312 = cse123 + cse311
    cse313 = 0.050000303872472236*cse127 + 0.1000001947021587*cse204 - 0.09999965336035312*cse75 - q_r_rod_z + q_r_slider_z
    cse314 = 2*cse171 + 2*cse313
    cse315 = cse132 + cse134 + cse211
    cse316 = -cse134 - cse211
    cse317 = 2*cse243
    cse318 = cse128 + cse205
    cse319 = -cse139 + cse218
    cse320 = -cse137 + cse319
    cse321 = cse137 + cse139 - cse218
    cse322 = cse250*cse86
    cse323 = cse72*cse90
    cse324 = -cse322 + cse323
    cse325 = cse250*cse71
    cse326 = cse204*cse82
    cse327 = cse325 - cse326
    cse328 = -cse146 + cse148
    cse329 = cse118*cse72 + cse257*cse86
    cse330 = -cse256*cse71 - cse257*cse71
    cse331 = cse159 + cse160
    cse332 = lam_10*(cse130*cse155 + cse135*cse150 + cse193*cse324 + cse208*cse230 + cse214*cse226 + cse243*cse254 + cse245*cse251 + cse269*(cse105*cse72 - cse253*cse86) + cse271*(-cse187*cse72 + cse253*cse71) + cse278*cse327 + cse313*(-cse153 + cse154) + cse315*cse328) + lam_16*(cse150*cse289 + cse226*cse291 + cse251*cse317 + cse270*cse324 + cse273*cse327 + cse314*cse328) + lam_5*(cse322 - cse323) + lam_6*(-cse325 + cse326) + lam_7*(cse146 - cse148) + lam_8*(-cse167*cse330 + cse171*cse331 + cse238*cse329) + lam_9*(cse130*cse161 + cse140*cse150 + cse200*cse324 + cse208*cse235 + cse220*cse226 + cse243*cse258 + cse247*cse251 + cse269*cse329 + cse271*cse330 + cse284*cse327 + cse313*cse331 + cse321*cse328)
    cse333 = 0.10000060774494447*cse86
    cse334 = 0.2000003894043174*cse89
    cse335 = 0.19999930672070623*cse75
    cse336 = cse136 + cse141
    cse337 = 0.10000060774494447*cse71
    cse338 = cse215 + cse221
    cse339 = cse246 + cse248
    cse340 = lam_16*(cse167*cse289 + cse238*cse291) + lam_8*(cse220*cse238 + cse293)
    cse341 = lam_16*(-cse165*cse317 + cse172*cse289 - cse241*cse291) + lam_8*(cse140*cse172 - cse165*cse247 - cse220*cse241)
    cse342 = cse84 + cse91
    cse343 = cse262 + cse264
    cse344 = 2*cse251
    cse345 = cse280 + cse282
    cse346 = cse115 + cse119
    cse347 = cse156 + cse162
    cse348 = cse231 + cse236
    cse349 = cse255 + cse259
    cse350 = lam_16*(cse167*cse296 + cse238*cse297) + lam_8*(cse235*cse238 + cse299)
    cse351 = lam_16*(-cse165*cse344 + cse172*cse296 - cse241*cse297) + lam_8*(cse161*cse172 - cse165*cse258 - cse235*cse241)
    cse352 = math.cos(q_psi_slider)
    cse353 = cse170*cse352
    cse354 = math.sin(q_psi_slider)
    cse355 = cse166*cse354
    cse356 = cse171*cse355
    cse357 = -cse353 - cse356
    cse358 = cse166*cse352
    cse359 = cse171*cse358
    cse360 = cse170*cse354
    cse361 = cse359 - cse360
    cse362 = cse168 - cse357*lam_14 + cse361*lam_13
    cse363 = cse165*lam_14
    cse364 = cse165*lam_13
    cse365 = cse173 - cse353*cse364 - cse360*cse363
    cse366 = cse171*cse353
    cse367 = -cse355 - cse366
    cse368 = cse171*cse360
    cse369 = cse358 - cse368
    cse370 = -cse367*lam_14 + cse369*lam_13
    cse371 = -cse358 + cse368
    cse372 = cse239 + cse371*lam_14 + lam_13*(cse355 + cse366)
    cse373 = -cse242 + cse355*cse363 + cse358*cse364
    cse374 = -cse359 + cse360
    cse375 = cse374*lam_14 + lam_13*(cse353 + cse356)
    cse376 = cse171*cse354
    cse377 = cse171*cse352
    cse378 = -cse261 - cse376*lam_14 - cse377*lam_13
    cse379 = cse165*cse352
    cse380 = cse165*cse354
    cse381 = -cse379*lam_14 + cse380*lam_13
    cse382 = cse166**2
    cse383 = 2*cse165**2
    cse384 = cse170**2
    cse385 = cse167*cse273 - cse238*cse270
    cse386 = cse167*cse284 - cse307
    cse387 = 0.2 - q_r_slider_x
    cse388 = -cse357*q_r_slider_y + cse371*cse387
    cse389 = cse361*q_r_slider_y - cse367*cse387
    cse390 = -cse361*lam_15 - cse367*lam_11 + cse371*lam_12
    cse391 = cse165*lam_12
    cse392 = cse165*lam_11
    cse393 = cse165*lam_15
    cse394 = cse165*cse387
    cse395 = cse165*q_r_slider_y
    cse396 = cse353*cse393 + cse355*cse391 + cse358*cse392 + lam_13*(-cse353*cse395 + cse358*cse394) + lam_14*(cse355*cse394 - cse360*cse395) + lam_16*(cse172*cse273 + cse241*cse270) + lam_8*(cse172*cse284 + cse309)
    cse397 = -cse357*lam_11 - cse369*lam_15 + cse374*lam_12 + lam_13*(-cse357*cse387 + cse369*q_r_slider_y) + lam_14*(-cse367*q_r_slider_y + cse374*cse387)
    cse398 = 2*cse171**2
    cse399 = cse379*q_r_slider_z
    cse400 = cse380*q_r_slider_z
    cse401 = cse353*cse391 + cse355*cse393 - cse360*cse392 + lam_13*(-cse355*cse395 - cse360*cse394 + cse376*q_r_slider_z) + lam_14*(cse353*cse394 + cse358*cse395 - cse377*q_r_slider_z)
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        cse33 + cse38 + lam_17*(cse1**2*cse28*cse29 + cse1*cse15*cse28*cse32 - cse11*cse23 - cse30*cse31),  # [3, 3]
        cse53,  # [3, 4]
        cse63,  # [3, 5]
        cse53,  # [4, 3]
        -cse2*lam_4 + cse33 - cse34*lam_6 + cse36*lam_5 + cse67 + lam_17*(-cse23*(-cse1*cse6 + cse64) + cse29*cse46**2 + cse31*(cse15*cse6 + cse65) - cse32*cse42*cse46),  # [4, 4]
        cse69,  # [4, 5]
        cse63,  # [5, 3]
        cse69,  # [5, 4]
        cse38 + cse67 + lam_17*(-cse23*(cse11 + cse64) + cse29*cse62**2 + cse31*(-cse30 + cse65) - cse32*cse59*cse62),  # [5, 5]
        cse70,  # [6, 6]
        cse122,  # [6, 9]
        cse142,  # [6, 10]
        cse163,  # [6, 11]
        cse164,  # [6, 12]
        cse169,  # [6, 15]
        cse174,  # [6, 16]
        cse70,  # [7, 7]
        cse202,  # [7, 9]
        cse222,  # [7, 10]
        cse237,  # [7, 11]
        cse164,  # [7, 13]
        cse240,  # [7, 15]
        cse242,  # [7, 16]
        cse70,  # [8, 8]
        cse249,  # [8, 10]
        cse260,  # [8, 11]
        cse164,  # [8, 14]
        cse261,  # [8, 16]
        cse122,  # [9, 6]
        cse202,  # [9, 7]
        cse185*lam_5 + lam_10*(cse107*cse271 + cse107*cse274 + cse193*cse265 + cse193*cse279 + cse269*(cse276 + cse277) + cse278*cse92) + lam_16*(2*cse185**2 + cse265*cse270 + cse273*cse92 + 2*cse92**2) + lam_6*(cse287 + cse288) + lam_8*(cse238*cse283 - cse285) + lam_9*(cse120*cse271 + cse120*cse274 + cse200*cse265 + cse200*cse279 + cse269*cse283 + cse284*cse92),  # [9, 9]
        cse294,  # [9, 10]
        cse300,  # [9, 11]
        cse304 + lam_16*(-cse301*cse71 - cse302*cse71 - cse303*cse71 + 0.2000003894043174*cse87 - 0.10000060774494447*cse89),  # [9, 12]
        cse306 + lam_16*(0.10000060774494447*cse143 - cse301*cse86 - cse302*cse86 - cse303*cse86 - cse305*cse80),  # [9, 13]
        cse308,  # [9, 15]
        cse310,  # [9, 16]
        cse142,  # [10, 6]
        cse222,  # [10, 7]
        cse249,  # [10, 8]
        cse294,  # [10, 9]
        cse180*lam_5 + cse287*lam_6 + lam_10*(cse102*cse271 + cse135*cse289 + cse193*cse263 + cse214*cse291 + cse245*cse317 + cse269*cse276 + cse278*cse85 + cse312*cse315 + cse313*(-cse132 + cse316)) + lam_16*(2*cse130**2 + 2*cse208**2 + 2*cse243**2 + cse263*cse270 + cse273*cse85 + cse312*cse314) + lam_7*(-cse123 + cse318) + lam_8*(-cse116*cse167 + cse171*cse320 + cse238*cse281) + lam_9*(cse116*cse271 + cse140*cse289 + cse200*cse263 + cse220*cse291 + cse247*cse317 + cse269*cse281 + cse284*cse85 + cse312*cse321 + cse313*cse320),  # [10, 10]
        cse332,  # [10, 11]
        cse336 + lam_16*(cse127*cse333 + cse334*cse72 - cse335*cse86),  # [10, 12]
        cse338 + lam_16*(-cse127*cse337 - cse204*cse305 + cse335*cse71),  # [10, 13]
        cse339 + lam_16*(cse301 + cse302 + cse303),  # [10, 14]
        cse340,  # [10, 15]
        cse341,  # [10, 16]
        cse163,  # [11, 6]
        cse237,  # [11, 7]
        cse260,  # [11, 8]
        cse300,  # [11, 9]
        cse332,  # [11, 10]
        cse318*lam_7 + lam_10*(cse155*cse296 + cse193*cse343 + cse230*cse297 + cse254*cse344 + cse269*(cse275 + cse277) + cse271*(cse101 + cse106) + cse278*cse342 + cse311*cse315 + cse313*cse316) + lam_16*(2*cse150**2 + 2*cse226**2 + 2*cse251**2 + cse270*cse343 + cse273*cse342 + cse311*cse314) + lam_5*(cse179 + cse184) + lam_6*(cse286 + cse288) + lam_8*(-cse167*cse346 + cse171*cse319 + cse238*cse345) + lam_9*(cse161*cse296 + cse200*cse343 + cse235*cse297 + cse258*cse344 + cse269*cse345 + cse271*cse346 + cse284*cse342 + cse311*cse321 + cse313*cse319),  # [11, 11]
        cse347 + lam_16*(-0.10000060774494447*cse182 + 0.2000003894043174*cse266 - cse305*cse76 - cse333*cse77),  # [11, 12]
        cse348 + lam_16*(-cse305*cse81 - cse334 + cse337*cse77 - 0.10000060774494447*cse87),  # [11, 13]
        cse349 + lam_16*(-0.2000003894043174*cse127 + 0.10000060774494447*cse204),  # [11, 14]
        cse350,  # [11, 15]
        cse351,  # [11, 16]
        cse164,  # [12, 6]
        cse304 + cse93,  # [12, 9]
        cse131 + cse336,  # [12, 10]
        cse151 + cse347,  # [12, 11]
        cse70,  # [12, 12]
        cse362,  # [12, 15]
        cse365,  # [12, 16]
        cse370,  # [12, 17]
        cse164,  # [13, 7]
        cse186 + cse306,  # [13, 9]
        cse209 + cse338,  # [13, 10]
        cse227 + cse348,  # [13, 11]
        cse70,  # [13, 13]
        cse372,  # [13, 15]
        cse373,  # [13, 16]
        cse375,  # [13, 17]
        cse164,  # [14, 8]
        cse244 + cse339,  # [14, 10]
        cse252 + cse349,  # [14, 11]
        cse70,  # [14, 14]
        cse378,  # [14, 16]
        cse381,  # [14, 17]
        cse169,  # [15, 6]
        cse240,  # [15, 7]
        cse308,  # [15, 9]
        cse340,  # [15, 10]
        cse350,  # [15, 11]
        cse362,  # [15, 12]
        cse372,  # [15, 13]
        cse386*lam_8 + cse388*lam_14 + cse389*lam_13 + cse390 + lam_16*(cse382*cse383 + cse383*cse384 + cse385),  # [15, 15]
        cse396,  # [15, 16]
        cse397,  # [15, 17]
        cse174,  # [16, 6]
        cse242,  # [16, 7]
        cse261,  # [16, 8]
        cse310,  # [16, 9]
        cse341,  # [16, 10]
        cse351,  # [16, 11]
        cse365,  # [16, 12]
        cse373,  # [16, 13]
        cse378,  # [16, 14]
        cse396,  # [16, 15]
        -cse359*lam_15 + cse366*lam_11 + cse368*lam_12 + lam_13*(cse359*q_r_slider_y + cse366*cse387 + cse399) + lam_14*(cse356*q_r_slider_y + cse368*cse387 + cse400) + lam_16*(-cse171*cse314 + cse382*cse398 + cse383 + cse384*cse398 + cse385) + lam_8*(-cse171*cse321 + cse386),  # [16, 16]
        cse401,  # [16, 17]
        cse370,  # [17, 12]
        cse375,  # [17, 13]
        cse381,  # [17, 14]
        cse397,  # [17, 15]
        cse401,  # [17, 16]
        cse390 + lam_13*(cse389 + cse399) + lam_14*(cse388 + cse400),  # [17, 17]
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
    # 1139 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_crank,
        v_thetad_crank, v_psid_crank, _, _,
        _, v_phid_rod, v_thetad_rod, v_psid_rod,
        _, _, _, v_phid_slider,
        v_thetad_slider, v_psid_slider,
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

    cse0 = math.sin(q_phi_crank)
    cse1 = math.sin(q_theta_crank)
    cse2 = math.sin(q_psi_crank)
    cse3 = cse0*cse2
    cse4 = 0.08*cse3
    cse5 = math.cos(q_psi_crank)
    cse6 = math.cos(q_phi_crank)
    cse7 = math.cos(q_theta_crank)
    cse8 = cse6*cse7
    cse9 = cse5*cse8
    cse10 = cse2*cse6
    cse11 = cse0*cse5
    cse12 = cse11*cse7
    cse13 = cse2*v_thetad_crank
    cse14 = cse7*v_phid_crank
    cse15 = 0.0001*cse14
    cse16 = 0.0001*v_psid_crank
    cse17 = cse1*cse5
    cse18 = cse17*v_phid_crank
    cse19 = -cse13 + cse18
    cse20 = 1e-05*cse14
    cse21 = 1e-05*v_psid_crank
    cse22 = cse14 + v_psid_crank
    cse23 = 0.0001*cse18
    cse24 = 0.0001*cse13
    cse25 = cse13*cse15 - cse13*cse16 + cse16*cse18 + cse19*(-cse20 - cse21) + cse22*(cse23 - cse24)
    cse26 = cse1*cse2
    cse27 = cse5*v_thetad_crank
    cse28 = cse26*v_phid_crank
    cse29 = -cse27 - cse28
    cse30 = -cse20*cse27 + cse21*cse27 + cse21*cse28 + cse22*(0.0001*cse27 + 0.0001*cse28) + cse29*(cse15 + cse16)
    cse31 = 0.0001*cse1*v_phid_crank*v_thetad_crank + cse19*(-1e-05*cse27 - 1e-05*cse28) + cse29*(-cse23 + cse24)
    cse32 = 2*math.pi*t
    cse33 = math.cos(cse32)
    cse34 = -cse10 - cse12
    cse35 = math.sin(cse32)
    cse36 = -cse3 + cse9
    cse37 = cse33*cse5
    cse38 = cse1*cse37
    cse39 = cse35*cse36 + cse38 + 1
    cse40 = 2/cse39
    cse41 = cse35*cse5
    cse42 = cse1*cse41
    cse43 = -cse33*cse36 + cse42
    cse44 = 2*cse43/cse39**2
    cse45 = 9e-05*cse26*cse5
    cse46 = 0.0001*a_5
    cse47 = cse2**2
    cse48 = cse1**2
    cse49 = cse5**2
    cse50 = 0.08*cse17
    cse51 = 0.08*cse11
    cse52 = 0.08*cse5
    cse53 = cse10*cse7
    cse54 = -cse11 - cse53
    cse55 = math.sin(q_theta_slider)
    cse56 = math.sin(q_phi_slider)
    cse57 = cse55*cse56
    cse58 = -q_r_rod_x
    cse59 = math.cos(q_theta_rod)
    cse60 = math.sin(q_psi_rod)
    cse61 = math.sin(q_phi_rod)
    cse62 = cse60*cse61
    cse63 = math.cos(q_psi_rod)
    cse64 = cse61*cse63
    cse65 = 0.666667964681058*cse59
    cse66 = math.cos(q_phi_rod)
    cse67 = 0.33333535914981494*cse63
    cse68 = math.sin(q_theta_rod)
    cse69 = 0.6666643557356875*cse68
    cse70 = 0.666667964681058*cse60
    cse71 = 0.050000303872472236*cse59*cse62 + 0.15*cse61*cse69 + 0.15*cse64*cse65 - 0.15*cse66*cse67 + 0.15*cse66*cse70
    cse72 = cse58 - cse71 + q_r_slider_x
    cse73 = cse57 + cse72
    cse74 = 2*cse73
    cse75 = cse74*lam_16
    cse76 = 0.2981417181776114*cse60
    cse77 = cse61*cse76
    cse78 = 0.5962825497118436*cse63
    cse79 = cse59*cse78
    cse80 = 0.5962825497118436*cse60
    cse81 = cse66*cse80
    cse82 = 0.7453580594528005*cse68
    cse83 = 0.2981417181776114*cse63
    cse84 = cse66*cse83
    cse85 = -cse59*cse77 - cse61*cse79 + cse61*cse82 - cse81 + cse84
    cse86 = cse85*lam_10
    cse87 = 0.8944266622941008*cse62
    cse88 = 0.4472146529097166*cse63
    cse89 = cse61*cse88
    cse90 = 0.4472146529097166*cse60
    cse91 = cse66*cse90
    cse92 = 0.8944266622941008*cse63
    cse93 = cse66*cse92
    cse94 = 5.254189828941647e-07*cse68
    cse95 = -cse59*cse87 + cse59*cse89 + cse61*cse94 + cse91 + cse93
    cse96 = cse95*lam_9
    cse97 = math.cos(q_phi_slider)
    cse98 = cse55*cse97
    cse99 = cse59*cse60
    cse100 = -0.15*cse61*cse67 + 0.15*cse61*cse70 - 0.15*cse63*cse65*cse66 - 0.15*cse66*cse69 - 0.050000303872472236*cse66*cse99
    cse101 = -q_r_rod_y
    cse102 = -cse100 + cse101 + q_r_slider_y
    cse103 = cse102 - cse98
    cse104 = 2*cse103
    cse105 = cse104*lam_16
    cse106 = cse66*cse76
    cse107 = cse106*cse59
    cse108 = cse66*cse79
    cse109 = cse66*cse82
    cse110 = cse61*cse80
    cse111 = cse61*cse83
    cse112 = cse107 + cse108 - cse109 - cse110 + cse111
    cse113 = cse112*lam_10
    cse114 = cse66*cse88
    cse115 = cse114*cse59
    cse116 = 0.8944266622941008*cse60
    cse117 = cse116*cse66
    cse118 = cse117*cse59
    cse119 = cse66*cse94
    cse120 = cse61*cse90
    cse121 = cse61*cse92
    cse122 = -cse115 + cse118 - cse119 + cse120 + cse121
    cse123 = cse122*lam_9
    cse124 = math.cos(q_theta_slider)
    cse125 = cse60*cse68
    cse126 = cse63*cse68
    cse127 = -0.33333535914981494*cse125 - 0.666667964681058*cse126 + 0.6666643557356875*cse59
    cse128 = 0.15*cse127
    cse129 = -q_r_rod_z
    cse130 = -cse128 + cse129 + q_r_slider_z
    cse131 = cse124 + cse130
    cse132 = 2*cse131
    cse133 = cse132*lam_16
    cse134 = 0.2981417181776114*cse125
    cse135 = 0.5962825497118436*cse126
    cse136 = 0.7453580594528005*cse59
    cse137 = cse134 + cse135 + cse136
    cse138 = cse137*lam_10
    cse139 = 0.4472146529097166*cse126
    cse140 = 0.8944266622941008*cse125
    cse141 = 5.254189828941647e-07*cse59
    cse142 = -cse139 + cse140 + cse141
    cse143 = cse142*lam_9
    cse144 = v_phid_rod*v_thetad_rod
    cse145 = cse144*cse99
    cse146 = 0.0011925668727104457*cse63
    cse147 = cse68*v_phid_rod
    cse148 = cse147*v_psid_rod
    cse149 = cse144*cse59*cse63
    cse150 = 0.0023851301988473744*cse60
    cse151 = v_psid_rod*v_thetad_rod
    cse152 = cse151*cse63
    cse153 = cse147*v_thetad_rod
    cse154 = cse151*cse60
    cse155 = -cse67 + cse70
    cse156 = cse155*v_thetad_rod
    cse157 = cse127*v_phid_rod
    cse158 = cse142*v_phid_rod
    cse159 = cse90 + cse92
    cse160 = cse159*v_thetad_rod
    cse161 = cse158 + cse160 + 5.254189828941647e-07*v_psid_rod
    cse162 = cse161*(-0.0004*cse156 - 0.0004*cse157 - 0.000266665742294275*v_psid_rod)
    cse163 = cse156 + cse157 + 0.6666643557356875*v_psid_rod
    cse164 = 0.004*cse158
    cse165 = 0.004*cse160
    cse166 = 2.101675931576659e-09*v_psid_rod
    cse167 = cse163*(cse164 + cse165 + cse166)
    cse168 = -0.0011925668727104457*cse145 - cse146*cse148 + cse148*cse150 - 0.0023851301988473744*cse149 + 0.0023851301988473744*cse152 + 0.002981432237811202*cse153 + 0.0011925668727104457*cse154 + cse162 + cse167
    cse169 = 0.00017888586116388667*cse60
    cse170 = 0.00035777066491764035*cse63
    cse171 = -cse80 + cse83
    cse172 = cse171*v_thetad_rod
    cse173 = cse137*v_phid_rod
    cse174 = cse172 + cse173 + 0.7453580594528005*v_psid_rod
    cse175 = cse174*(0.004*cse156 + 0.004*cse157 + 0.00266665742294275*v_psid_rod)
    cse176 = cse163*(-0.004*cse172 - 0.004*cse173 - 0.002981432237811202*v_psid_rod)
    cse177 = -0.00035777066491764035*cse145 - cse148*cse169 - cse148*cse170 + 0.00017888586116388667*cse149 - 0.00017888586116388667*cse152 + 2.101675931576659e-10*cse153 + 0.00035777066491764035*cse154 + cse175 + cse176
    cse178 = 0.002666671858724232*cse60
    cse179 = 0.0013333414365992598*cse63
    cse180 = cse174*(-cse164 - cse165 - cse166)
    cse181 = cse161*(0.0004*cse172 + 0.0004*cse173 + 0.0002981432237811202*v_psid_rod)
    cse182 = 0.0013333414365992598*cse145 - cse148*cse178 + cse148*cse179 + 0.002666671858724232*cse149 - 0.002666671858724232*cse152 + 0.00266665742294275*cse153 - 0.0013333414365992598*cse154 + cse180 + cse181
    cse183 = 0.1000001947021587*cse62
    cse184 = 0.09999965336035312*cse68
    cse185 = cse184*cse66
    cse186 = 0.050000303872472236*cse64
    cse187 = 0.1000001947021587*cse63
    cse188 = cse187*cse59
    cse189 = cse188*cse66
    cse190 = 0.050000303872472236*cse66
    cse191 = cse190*cse60
    cse192 = cse191*cse59
    cse193 = 0.1000001947021587*cse66
    cse194 = cse193*cse60
    cse195 = cse184*cse61
    cse196 = cse190*cse63
    cse197 = 0.1000001947021587*cse64
    cse198 = cse197*cse59
    cse199 = 0.050000303872472236*cse62
    cse200 = cse199*cse59
    cse201 = cse95*cse98
    cse202 = cse115 - cse118 + cse119 - cse120 - cse121
    cse203 = -cse194 - cse195 + cse196 - cse198 - cse200
    cse204 = cse183 - cse185 - cse186 - cse189 - cse192
    cse205 = 0.00035777066491764035*cse125 - 0.00017888586116388667*cse126 + 2.101675931576659e-10*cse59
    cse206 = 0.0011925668727104457*cse125 + 0.0023851301988473744*cse126 + 0.002981432237811202*cse59
    cse207 = -0.0013333414365992598*cse125 - 0.002666671858724232*cse126 + 0.00266665742294275*cse59
    cse208 = 0.003999999999999006*cse59
    cse209 = 0.09999965336035312*cse59
    cse210 = cse209*cse61
    cse211 = 0.1000001947021587*cse126*cse61
    cse212 = 0.050000303872472236*cse125*cse61
    cse213 = 0.050000303872472236*cse99
    cse214 = cse184 + cse188 + cse213
    cse215 = cse116*cse59 - cse59*cse88 - cse94
    cse216 = cse139*cse66 - cse140*cse66 - cse141*cse66
    cse217 = cse125*cse190
    cse218 = cse126*cse193
    cse219 = cse209*cse66
    cse220 = -cse217 - cse218 + cse219
    cse221 = -cse210 + cse211 + cse212
    cse222 = -cse139*cse61 + cse140*cse61 + cse141*cse61
    cse223 = cse146 - cse150
    cse224 = cse178 - cse179
    cse225 = cse169 + cse170
    cse226 = 1.6918154898933405e-09*cse63
    cse227 = 8.459102457131912e-10*cse60
    cse228 = cse187*cse66
    cse229 = cse183*cse59
    cse230 = cse186*cse59
    cse231 = 0.1000001947021587*cse125
    cse232 = 0.050000303872472236*cse126
    cse233 = cse68*cse90 + cse68*cse92
    cse234 = cse59*cse91 + cse59*cse93 - cse87 + cse89
    cse235 = cse114 - cse117 - cse120*cse59 - cse121*cse59
    cse236 = -cse231 + cse232
    cse237 = cse196*cse59
    cse238 = cse194*cse59
    cse239 = -cse197 - cse199 + cse237 - cse238
    cse240 = -cse191 - cse228 + cse229 - cse230
    cse241 = math.sin(q_psi_slider)
    cse242 = cse241*cse56
    cse243 = math.cos(q_psi_slider)
    cse244 = cse243*cse97
    cse245 = -cse124*cse242 + cse244
    cse246 = cse241*cse97
    cse247 = cse243*cse56
    cse248 = cse124*cse247
    cse249 = cse246 + cse248
    cse250 = cse124*cse246
    cse251 = -cse247 - cse250
    cse252 = cse124*cse244
    cse253 = cse242 - cse252
    cse254 = cse241*cse55
    cse255 = cse243*cse55
    cse256 = 0.0001*v_psid_slider
    cse257 = cse55*v_phid_slider
    cse258 = cse241*cse257
    cse259 = cse243*v_thetad_slider
    cse260 = cse124*v_phid_slider
    cse261 = 0.0001*cse260
    cse262 = cse258 + cse259
    cse263 = 0.0001*cse258
    cse264 = 0.0001*cse259
    cse265 = cse260 + v_psid_slider
    cse266 = -cse256*cse258 - cse256*cse259 + cse259*cse261 + cse262*(cse256 + cse261) + cse265*(-cse263 - cse264)
    cse267 = cse241*v_thetad_slider
    cse268 = cse243*cse257
    cse269 = cse267 - cse268
    cse270 = 0.0001*cse268
    cse271 = 0.0001*cse267
    cse272 = cse256*cse267 - cse256*cse268 - cse261*cse267 + cse265*(-cse270 + cse271) + cse269*(-cse256 - cse261)
    cse273 = 0.0001*cse257*v_thetad_slider + cse262*(cse270 - cse271) + cse269*(cse263 + cse264)
    cse274 = -cse242 + cse252
    cse275 = 0.2 - q_r_slider_x
    cse276 = 0.0001*a_17
    cse277 = cse55**2
    cse278 = 0.0001*cse241**2
    cse279 = 0.0001*cse243**2
    cse280 = cse124*cse97
    cse281 = cse124*cse56
    cse282 = cse55*q_r_slider_y
    cse283 = cse275*cse55
    cse284 = cse241*q_r_slider_z
    cse285 = -cse246 - cse248
    cse286 = cse284*cse55
    cse287 = cse247 + cse250
    cse288 = cse287*q_r_slider_y
    cse289 = cse245*cse275
    cse290 = -cse255*q_r_slider_z
    cse291 = h**(-2)
    return np.array([
        0.12*a_0 + lam_0 + lam_5,  # [0]
        0.12*a_1 + lam_1 + lam_6,  # [1]
        0.12*a_2 + lam_2 + lam_7 + 1.1772,  # [2]
        a_3*(0.0001*cse47*cse48 + 1e-05*cse48*cse49 + 0.0001*cse7**2) + a_4*cse45 + cse0*cse1*lam_3 - cse17*cse30 + cse25*cse26 - cse31*cse7 + cse46*cse7 + lam_17*(-cse33*cse34*cse40 - cse34*cse35*cse44) + lam_5*(cse4 - 0.08*cse9) + lam_6*(-0.08*cse10 - 0.08*cse12),  # [3]
        a_3*cse45 + a_4*(1e-05*cse47 + 0.0001*cse49) + cse1*cse51*lam_5 - cse1*lam_4 + cse2*cse30 + cse25*cse5 - cse50*cse6*lam_6 + cse52*cse7*lam_7 - cse8*lam_3 + lam_17*(cse40*(cse38*cse6 + cse41*cse7) - cse44*(cse37*cse7 - cse42*cse6)),  # [4]
        0.0001*a_3*cse7 - 0.08*cse26*lam_7 - cse31 + cse46 + lam_17*(cse40*(-cse26*cse35 - cse33*cse54) - cse44*(-cse26*cse33 + cse35*cse54)) + lam_5*(cse4*cse7 - cse52*cse6) + lam_6*(-cse51 - 0.08*cse53),  # [5]
        0.5*a_6 - cse75 - cse86 - cse96 - lam_5,  # [6]
        0.5*a_7 - cse105 - cse113 - cse123 - lam_6,  # [7]
        0.5*a_8 - cse133 - cse138 - cse143 - lam_7 + 4.905,  # [8]
        a_10*(cse155*cse207 + cse159*cse205 + cse171*cse206) + a_11*(-1.6918154898933405e-09*cse125 + 8.459102457131912e-10*cse126 + cse208) + a_9*(cse127*cse207 + cse137*cse206 + cse142*cse205) - cse127*cse182 - cse137*cse168 - cse142*cse177 + lam_10*(cse102*cse85 + cse112*cse203 + cse204*cse85 + cse72*(-cse107 - cse108 + cse109 + cse110 - cse111)) + lam_16*(cse104*cse203 + cse204*cse74) + lam_5*(-cse183 + cse185 + cse186 + cse189 + cse192) + lam_6*(cse194 + cse195 - cse196 + cse198 + cse200) + lam_8*(-cse201 + cse202*cse57) + lam_9*(cse102*cse95 + cse122*cse203 + cse202*cse72 + cse204*cse95),  # [9]
        a_10*(cse155*cse224 + cse159*cse225 + cse171*cse223) + a_11*(-cse226 - cse227) + a_9*(cse127*cse224 + cse137*cse223 + cse142*cse225) - cse155*cse182 - cse159*cse177 - cse168*cse171 + lam_10*(cse102*(-cse134*cse66 - cse135*cse66 - cse136*cse66) + cse112*cse220 + cse130*(cse59*cse76 + cse79 - cse82) + cse137*cse214 + cse221*cse85 + cse72*(cse134*cse61 + cse135*cse61 + cse136*cse61)) + lam_16*(cse104*cse220 + cse132*cse214 + cse221*cse74) + lam_5*(cse210 - cse211 - cse212) + lam_6*(cse217 + cse218 - cse219) + lam_7*(-cse184 - cse188 - cse213) + lam_8*(cse124*cse215 - cse216*cse98 + cse222*cse57) + lam_9*(cse102*cse216 + cse122*cse220 + cse130*cse215 + cse142*cse214 + cse221*cse95 + cse222*cse72),  # [10]
        a_10*(-8.459102454963507e-10*cse60 - 1.6918154900017607e-09*cse63) + 0.003999999999999006*a_11 + a_9*(-1.6918154900017607e-09*cse125 + 8.459102454963507e-10*cse126 + cse208) - 1.6918154898933405e-09*cse145 - cse148*cse226 - cse148*cse227 + 8.459102457131912e-10*cse149 - 8.459102457131912e-10*cse152 - 0.003999999999999006*cse153 + 1.6918154898933405e-09*cse154 - 0.7453580594528005*cse162 - 0.7453580594528005*cse167 - 5.254189828941647e-07*cse175 - 5.254189828941647e-07*cse176 - 0.6666643557356875*cse180 - 0.6666643557356875*cse181 + lam_10*(cse102*(-cse59*cse81 + cse59*cse84 - cse61*cse78 - cse77) + cse112*cse239 + cse130*(-cse68*cse80 + cse68*cse83) + cse137*cse236 + cse240*cse85 + cse72*(-cse106 + cse110*cse59 - cse111*cse59 - cse66*cse78)) + lam_16*(cse104*cse239 + cse132*cse236 + cse240*cse74) + lam_5*(cse191 + cse228 - cse229 + cse230) + lam_6*(cse197 + cse199 - cse237 + cse238) + lam_7*(cse231 - cse232) + lam_8*(cse124*cse233 - cse234*cse98 + cse235*cse57) + lam_9*(cse102*cse234 + cse122*cse239 + cse130*cse233 + cse142*cse236 + cse235*cse72 + cse240*cse95),  # [11]
        2.0*a_12 - cse245*lam_14 + cse249*lam_13 + cse75 + cse86 + cse96,  # [12]
        2.0*a_13 + cse105 + cse113 + cse123 + cse251*lam_14 + cse253*lam_13,  # [13]
        2.0*a_14 + cse133 + cse138 + cse143 - cse254*lam_14 - cse255*lam_13 + 19.62,  # [14]
        a_15*(0.0001*cse124**2 + cse277*cse278 + cse277*cse279) - cse124*cse273 + cse124*cse276 - cse249*lam_15 + cse251*lam_12 - cse254*cse272 + cse255*cse266 - cse274*lam_11 + lam_13*(cse249*q_r_slider_y - cse274*cse275) + lam_14*(-cse245*q_r_slider_y + cse251*cse275) + lam_16*(cse104*cse57 + cse74*cse98) + lam_8*(cse122*cse57 + cse201),  # [15]
        a_16*(cse278 + cse279) - cse241*cse266 + cse242*cse55*lam_12 - cse243*cse272 - cse244*cse55*lam_15 + cse247*cse55*lam_11 + lam_13*(-cse124*cse243*q_r_slider_z + cse244*cse282 + cse247*cse283) + lam_14*(-cse124*cse284 + cse242*cse283 + cse246*cse282) + lam_16*(-cse104*cse280 - cse132*cse55 + cse281*cse74) + lam_8*(-cse122*cse280 - cse142*cse55 + cse281*cse95),  # [16]
        0.0001*a_15*cse124 - cse245*lam_11 - cse273 + cse276 + cse285*lam_12 - cse287*lam_15 + lam_13*(cse286 + cse288 - cse289) + lam_14*(-cse274*q_r_slider_y + cse275*cse285 + cse290),  # [17]
        cse291*q_r_crank_x,  # [18]
        cse291*(q_r_crank_y - 0.1),  # [19]
        cse291*(q_r_crank_z - 0.12),  # [20]
        -cse1*cse291*cse6,  # [21]
        cse291*cse7,  # [22]
        cse291*(0.08*cse34 + cse58 + cse71 + q_r_crank_x),  # [23]
        cse291*(cse100 + cse101 + 0.08*cse36 + q_r_crank_y),  # [24]
        cse291*(cse128 + cse129 + cse50 + q_r_crank_z),  # [25]
        cse291*(-cse122*cse98 + cse124*cse142 + cse57*cse95),  # [26]
        cse291*(cse102*cse122 + cse130*cse142 + cse72*cse95),  # [27]
        cse291*(cse102*cse112 + cse130*cse137 + cse72*cse85),  # [28]
        -cse249*cse291,  # [29]
        cse245*cse291,  # [30]
        cse291*(-cse249*cse275 + cse253*q_r_slider_y + cse290),  # [31]
        cse291*(-cse286 - cse288 + cse289),  # [32]
        -cse253*cse291,  # [33]
        cse291*(cse103**2 + cse131**2 + cse73**2 - 1),  # [34]
        cse291*cse40*cse43,  # [35]
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
        ndarray of shape (36, 36), 284 nonzero.
    """
    # 3033 operations after common subexpression elimination
    (
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_crank,
        v_thetad_crank, v_psid_crank, _, _,
        _, v_phid_rod, v_thetad_rod, v_psid_rod,
        _, _, _, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, a_3,
        a_4, a_5, _, _,
        _, a_9, a_10, a_11,
        _, _, _, a_15,
        _, a_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    (
        _, _, _, lam_3,
        lam_4, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    h = float(h)

    cse0 = math.cos(q_theta_crank)
    cse1 = math.cos(q_psi_crank)
    cse2 = cse1**2
    cse3 = math.sin(q_theta_crank)
    cse4 = cse3**2
    cse5 = math.sin(q_psi_crank)
    cse6 = cse5**2
    cse7 = cse3*v_phid_crank
    cse8 = cse5*cse7
    cse9 = cse1*v_thetad_crank
    cse10 = -cse8 - cse9
    cse11 = 0.0001*cse10
    cse12 = cse1*cse3
    cse13 = 0.0001*cse7
    cse14 = cse1*cse13
    cse15 = cse5*v_thetad_crank
    cse16 = 0.0001*cse15
    cse17 = -cse14 + cse16
    cse18 = cse3*cse5
    cse19 = cse1*cse7
    cse20 = -cse15 + cse19
    cse21 = 1e-05*cse20
    cse22 = 1e-05*cse9
    cse23 = -cse22 - 1e-05*cse8
    cse24 = 0.0001*cse3
    cse25 = -cse11*cse12 + cse12*cse23 - cse17*cse18 - cse18*cse21 + cse24*v_thetad_crank
    cse26 = cse13*cse5
    cse27 = 0.0001*cse9
    cse28 = cse26 + cse27
    cse29 = cse0*v_phid_crank
    cse30 = cse29 + v_psid_crank
    cse31 = 0.0001*cse30
    cse32 = cse31*cse5
    cse33 = 0.0001*cse0
    cse34 = cse33*v_phid_crank
    cse35 = 0.0001*v_psid_crank
    cse36 = cse34 + cse35
    cse37 = 1e-05*v_psid_crank
    cse38 = cse0*cse11 - cse0*cse22 + cse0*cse28 - cse18*cse36 + cse18*cse37 + cse3*cse32
    cse39 = cse14 - cse16
    cse40 = cse1*cse31
    cse41 = 1e-05*cse29
    cse42 = -cse37 - cse41
    cse43 = -cse0*cse21 + cse0*cse39 + cse12*cse35 + cse12*cse42 + cse15*cse33 + cse3*cse40
    cse44 = h**2
    cse45 = 2*math.pi*t
    cse46 = math.sin(cse45)
    cse47 = math.cos(q_phi_crank)
    cse48 = cse0*cse47
    cse49 = cse1*cse48
    cse50 = math.sin(q_phi_crank)
    cse51 = cse5*cse50
    cse52 = -cse49 + cse51
    cse53 = cse46*cse52
    cse54 = cse49 - cse51
    cse55 = math.cos(cse45)
    cse56 = cse12*cse55
    cse57 = cse46*cse54 + cse56 + 1
    cse58 = cse57**(-2)
    cse59 = cse12*cse46
    cse60 = -cse54*cse55 + cse59
    cse61 = 2*cse60
    cse62 = cse58*cse61
    cse63 = cse47*cse5
    cse64 = cse1*cse50
    cse65 = cse0*cse64
    cse66 = -cse63 - cse65
    cse67 = cse66**2
    cse68 = 4*cse60/cse57**3
    cse69 = cse52*cse55
    cse70 = 2/cse57
    cse71 = cse46*cse58
    cse72 = cse3*cse47*lam_3
    cse73 = 0.08*cse49
    cse74 = 0.08*cse51 - cse73
    cse75 = 0.08*cse65
    cse76 = 0.08*cse63
    cse77 = cse74*lam_6 + lam_5*(cse75 + cse76)
    cse78 = 9e-05*cse1
    cse79 = cse18*cse78
    cse80 = -cse1*cse17 - cse1*cse21 + cse11*cse5 + cse13 - cse23*cse5
    cse81 = -cse1*cse36 + cse1*cse37 - cse1*cse41 + cse40
    cse82 = cse35*cse5
    cse83 = cse34*cse5
    cse84 = -cse32 - cse42*cse5 - cse82 + cse83
    cse85 = cse0*cse5
    cse86 = cse78*cse85
    cse87 = cse1*cse34
    cse88 = cse1*cse29
    cse89 = -cse13*cse15 + cse21*cse7 + cse30*cse87 - cse39*cse7 + cse42*cse88 + cse87*v_psid_crank
    cse90 = cse30*cse39
    cse91 = cse15*cse34 - cse15*cse35 + cse19*cse35 + cse20*cse42 + cse90
    cse92 = cse5*cse91
    cse93 = cse29*cse5
    cse94 = -cse11*cse88 - cse17*cse93 - cse21*cse93 + cse23*cse88 + cse34*v_thetad_crank
    cse95 = cse10*cse36 + cse28*cse30 + cse37*cse8 + cse37*cse9 - cse41*cse9
    cse96 = cse1*cse95
    cse97 = -cse11*cse7 + cse22*cse7 - cse28*cse7 + cse30*cse83 - cse36*cse93 + cse37*cse93
    cse98 = cse0*cse3
    cse99 = 0.0002*cse98
    cse100 = cse46*cse62
    cse101 = cse3*cse50
    cse102 = cse1*cse101
    cse103 = cse0*cse1
    cse104 = cse1*cse47
    cse105 = cse3*cse46
    cse106 = cse103*cse55 - cse104*cse105
    cse107 = cse106*cse58
    cse108 = 2*cse55*cse66
    cse109 = cse46*cse66
    cse110 = cse55*cse70
    cse111 = cse3*cse55
    cse112 = cse103*cse46 + cse104*cse111
    cse113 = 2*cse112
    cse114 = cse66*cse71
    cse115 = 0.08*cse101
    cse116 = cse1*cse115
    cse117 = 0.08*cse104
    cse118 = cse117*cse3
    cse119 = cse0*cse50*lam_3 + cse116*lam_6 + cse118*lam_5 + lam_17*(-cse100*cse102 - cse102*cse110 + cse106*cse109*cse68 + cse107*cse108 - cse113*cse114)
    cse120 = cse11 + 0.00011*cse8 + 0.00011*cse9
    cse121 = -0.0002*cse15 + 0.0002*cse19 - cse21
    cse122 = 9e-05*cse3
    cse123 = a_4*cse122
    cse124 = cse10*cse42 + cse30*(-cse26 - cse27) + cse34*cse9 - cse35*cse9 - cse7*cse82
    cse125 = cse15 - cse19
    cse126 = cse125*cse36 - cse15*cse37 + cse15*cse41 + cse19*cse37 + cse90
    cse127 = cse10*cse23 + cse10*cse28 + cse125*cse17 + cse20*(1e-05*cse15 - 1e-05*cse19)
    cse128 = 0.00018*cse1*cse5
    cse129 = cse48*cse5
    cse130 = -cse129 - cse64
    cse131 = cse130*cse46 - cse18*cse55
    cse132 = cse131*cse58
    cse133 = cse0*cse51
    cse134 = -cse104 + cse133
    cse135 = cse131*cse68
    cse136 = -cse130*cse55 - cse18*cse46
    cse137 = 2*cse136
    cse138 = -cse117 + 0.08*cse133
    cse139 = 0.08*cse129
    cse140 = 0.08*cse64
    cse141 = cse138*lam_6 + lam_17*(-cse100*cse134 + cse108*cse132 + cse109*cse135 - cse110*cse134 - cse114*cse137) + lam_5*(cse139 + cse140)
    cse142 = -cse75 - cse76
    cse143 = -cse100*cse66 - cse110*cse66
    cse144 = -cse56
    cse145 = -cse59
    cse146 = 0.08*lam_7
    cse147 = -cse12*cse146
    cse148 = a_3*cse122
    cse149 = -cse115*cse5*lam_5 - cse146*cse85 + cse3*cse76*lam_6 + lam_17*(cse106*cse135 - cse107*cse137 - cse113*cse132 - cse62*(cse105*cse63 - cse55*cse85) + cse70*(-cse111*cse63 - cse46*cse85))
    cse150 = -cse48
    cse151 = -cse3
    cse152 = -cse118
    cse153 = 0.08*cse103
    cse154 = -cse107*cse61 + cse112*cse70
    cse155 = -cse139 - cse140
    cse156 = -0.08*cse18
    cse157 = -cse131*cse62 + cse136*cse70
    cse158 = 2*lam_16
    cse159 = cse158*cse44
    cse160 = cse159 + 0.5
    cse161 = math.cos(q_phi_rod)
    cse162 = math.sin(q_theta_rod)
    cse163 = 0.09999965336035312*cse162
    cse164 = cse161*cse163
    cse165 = math.cos(q_psi_rod)
    cse166 = math.cos(q_theta_rod)
    cse167 = cse165*cse166
    cse168 = 0.1000001947021587*cse167
    cse169 = cse161*cse168
    cse170 = math.sin(q_psi_rod)
    cse171 = cse166*cse170
    cse172 = 0.050000303872472236*cse161
    cse173 = cse171*cse172
    cse174 = -cse169 - cse173
    cse175 = -cse164 + cse174
    cse176 = math.sin(q_phi_rod)
    cse177 = 0.1000001947021587*cse176
    cse178 = cse170*cse177
    cse179 = 0.050000303872472236*cse176
    cse180 = cse165*cse179
    cse181 = cse178 - cse180
    cse182 = cse175 + cse181
    cse183 = 2*cse182
    cse184 = cse183*lam_16
    cse185 = 0.7453580594528005*cse162
    cse186 = cse161*cse185
    cse187 = 0.2981417181776114*cse170
    cse188 = cse161*cse187
    cse189 = cse166*cse188
    cse190 = 0.5962825497118436*cse165
    cse191 = cse166*cse190
    cse192 = cse161*cse191
    cse193 = -cse189 - cse192
    cse194 = cse186 + cse193
    cse195 = 0.5962825497118436*cse170
    cse196 = cse176*cse195
    cse197 = 0.2981417181776114*cse165
    cse198 = cse176*cse197
    cse199 = cse196 - cse198
    cse200 = cse194 + cse199
    cse201 = cse200*lam_10
    cse202 = 5.254189828941647e-07*cse162
    cse203 = cse161*cse202
    cse204 = 0.4472146529097166*cse165
    cse205 = cse161*cse204
    cse206 = cse166*cse205
    cse207 = 0.8944266622941008*cse170
    cse208 = cse166*cse207
    cse209 = cse161*cse208
    cse210 = cse206 - cse209
    cse211 = cse203 + cse210
    cse212 = 0.4472146529097166*cse170
    cse213 = cse176*cse212
    cse214 = 0.8944266622941008*cse165
    cse215 = cse176*cse214
    cse216 = -cse213 - cse215
    cse217 = cse211 + cse216
    cse218 = cse217*lam_9
    cse219 = cse44*(-cse184 - cse201 - cse218)
    cse220 = 0.09999965336035312*cse166
    cse221 = cse176*cse220
    cse222 = cse162*cse165
    cse223 = 0.1000001947021587*cse222
    cse224 = cse176*cse223
    cse225 = cse162*cse170
    cse226 = cse179*cse225
    cse227 = -cse221 + cse224 + cse226
    cse228 = 2*cse227
    cse229 = cse228*lam_16
    cse230 = 0.7453580594528005*cse166
    cse231 = cse162*cse190
    cse232 = cse176*cse187
    cse233 = cse162*cse232 + cse176*cse230 + cse176*cse231
    cse234 = cse233*lam_10
    cse235 = 5.254189828941647e-07*cse166
    cse236 = cse176*cse204
    cse237 = cse162*cse207
    cse238 = -cse162*cse236 + cse176*cse235 + cse176*cse237
    cse239 = cse238*lam_9
    cse240 = cse44*(-cse229 - cse234 - cse239)
    cse241 = cse167*cse179
    cse242 = 0.1000001947021587*cse171
    cse243 = cse176*cse242
    cse244 = cse170*cse172
    cse245 = 0.1000001947021587*cse161
    cse246 = cse165*cse245
    cse247 = -cse241 + cse243 - cse244 - cse246
    cse248 = cse158*cse247
    cse249 = cse166*cse195
    cse250 = -cse161*cse190 - cse166*cse198 + cse176*cse249 - cse188
    cse251 = cse250*lam_10
    cse252 = -cse161*cse207 - cse166*cse213 - cse166*cse215 + cse205
    cse253 = cse252*lam_9
    cse254 = cse44*(-cse248 - cse251 - cse253)
    cse255 = -cse159
    cse256 = math.sin(q_theta_slider)
    cse257 = math.cos(q_phi_slider)
    cse258 = cse256*cse257
    cse259 = -cse159*cse258
    cse260 = math.cos(q_theta_slider)
    cse261 = math.sin(q_phi_slider)
    cse262 = cse260*cse261
    cse263 = -cse159*cse262
    cse264 = cse176*cse208
    cse265 = cse166*cse236
    cse266 = cse161*cse212
    cse267 = cse161*cse214
    cse268 = cse176*cse202
    cse269 = -cse264 + cse265 + cse266 + cse267 + cse268
    cse270 = -cse269
    cse271 = cse166*cse232
    cse272 = cse176*cse191
    cse273 = cse161*cse195
    cse274 = cse176*cse185
    cse275 = cse161*cse197
    cse276 = -cse271 - cse272 - cse273 + cse274 + cse275
    cse277 = -cse276
    cse278 = cse256*cse261
    cse279 = 0.33333535914981494*cse170
    cse280 = cse166*cse279
    cse281 = 0.666667964681058*cse165
    cse282 = cse166*cse281
    cse283 = 0.33333535914981494*cse165
    cse284 = 0.6666643557356875*cse162
    cse285 = 0.666667964681058*cse170
    cse286 = 0.15*cse161*cse283 - 0.15*cse161*cse285 - 0.15*cse176*cse280 - 0.15*cse176*cse282 - 0.15*cse176*cse284 - q_r_rod_x + q_r_slider_x
    cse287 = 2*cse278 + 2*cse286
    cse288 = -cse287
    cse289 = cse163*cse176
    cse290 = cse171*cse179
    cse291 = cse168*cse176
    cse292 = -cse290 - cse291
    cse293 = -cse289 + cse292
    cse294 = cse165*cse172
    cse295 = cse170*cse245
    cse296 = cse294 - cse295
    cse297 = cse293 + cse296
    cse298 = cse158*cse297
    cse299 = cse276*lam_10
    cse300 = cse269*lam_9
    cse301 = cse44*(-cse298 - cse299 - cse300)
    cse302 = cse172*cse225
    cse303 = cse161*cse223
    cse304 = cse161*cse220
    cse305 = -cse302 - cse303 + cse304
    cse306 = 2*cse305
    cse307 = cse306*lam_16
    cse308 = cse161*cse230
    cse309 = cse161*cse231
    cse310 = cse162*cse188
    cse311 = -cse308 - cse309 - cse310
    cse312 = cse311*lam_10
    cse313 = cse161*cse235
    cse314 = cse161*cse237
    cse315 = cse162*cse205
    cse316 = -cse313 - cse314 + cse315
    cse317 = cse316*lam_9
    cse318 = cse44*(-cse307 - cse312 - cse317)
    cse319 = cse167*cse172
    cse320 = cse161*cse242
    cse321 = cse170*cse179
    cse322 = cse165*cse177
    cse323 = cse319 - cse320 - cse321 - cse322
    cse324 = cse158*cse323
    cse325 = cse176*cse190
    cse326 = cse161*cse249
    cse327 = cse166*cse275
    cse328 = -cse232 - cse325 - cse326 + cse327
    cse329 = cse328*lam_10
    cse330 = cse176*cse207
    cse331 = cse166*cse267
    cse332 = cse166*cse266
    cse333 = cse236 - cse330 + cse331 + cse332
    cse334 = cse333*lam_9
    cse335 = cse44*(-cse324 - cse329 - cse334)
    cse336 = -cse159*cse278
    cse337 = cse257*cse260
    cse338 = cse159*cse337
    cse339 = -cse203 - cse206 + cse209 + cse213 + cse215
    cse340 = -cse339
    cse341 = -cse186 + cse189 + cse192 - cse196 + cse198
    cse342 = -cse341
    cse343 = 0.15*cse161*cse280 + 0.15*cse161*cse282 + 0.15*cse161*cse284 + 0.15*cse176*cse283 - 0.15*cse176*cse285 - q_r_rod_y + q_r_slider_y
    cse344 = -2*cse258 + 2*cse343
    cse345 = -cse344
    cse346 = 0.050000303872472236*cse171
    cse347 = cse163 + cse168 + cse346
    cse348 = 2*cse347
    cse349 = cse348*lam_16
    cse350 = cse166*cse187 - cse185 + cse191
    cse351 = cse350*lam_10
    cse352 = -cse166*cse204 - cse202 + cse208
    cse353 = cse352*lam_9
    cse354 = cse44*(-cse349 - cse351 - cse353)
    cse355 = 0.050000303872472236*cse222
    cse356 = 0.1000001947021587*cse225
    cse357 = cse355 - cse356
    cse358 = 2*cse357
    cse359 = cse358*lam_16
    cse360 = cse162*cse195
    cse361 = cse162*cse197 - cse360
    cse362 = cse361*lam_10
    cse363 = cse162*cse214
    cse364 = cse162*cse212 + cse363
    cse365 = cse364*lam_9
    cse366 = cse44*(-cse359 - cse362 - cse365)
    cse367 = cse159*cse256
    cse368 = cse162*cse204
    cse369 = cse235 + cse237 - cse368
    cse370 = -cse369
    cse371 = cse162*cse187
    cse372 = cse230 + cse231 + cse371
    cse373 = -cse372
    cse374 = -cse162*cse279 - cse162*cse281 + 0.6666643557356875*cse166
    cse375 = -0.15*cse374 - q_r_rod_z + q_r_slider_z
    cse376 = 2*cse260 + 2*cse375
    cse377 = -cse376
    cse378 = 0.0013333414365992598*cse170
    cse379 = cse162*cse378
    cse380 = 0.002666671858724232*cse165
    cse381 = cse162*cse380
    cse382 = 0.00266665742294275*cse166
    cse383 = -cse379 - cse381 + cse382
    cse384 = 0.0011925668727104457*cse170
    cse385 = cse162*cse384
    cse386 = 0.0023851301988473744*cse165
    cse387 = cse162*cse386
    cse388 = 0.002981432237811202*cse166
    cse389 = cse385 + cse387 + cse388
    cse390 = 0.00017888586116388667*cse165
    cse391 = 0.00035777066491764035*cse170
    cse392 = cse162*cse391
    cse393 = 2.101675931576659e-10*cse166
    cse394 = -cse162*cse390 + cse392 + cse393
    cse395 = -cse195 + cse197
    cse396 = cse395*v_thetad_rod
    cse397 = cse372*v_phid_rod
    cse398 = 0.0004*cse396 + 0.0004*cse397 + 0.0002981432237811202*v_psid_rod
    cse399 = cse369*cse398
    cse400 = cse396 + cse397 + 0.7453580594528005*v_psid_rod
    cse401 = 0.0017888586116388664*cse222
    cse402 = 0.0035777066491764035*cse225
    cse403 = 2.101675931576659e-09*cse166
    cse404 = cse400*(cse401 - cse402 - cse403)
    cse405 = 0.00266665742294275*cse162
    cse406 = cse369*v_phid_rod
    cse407 = cse212 + cse214
    cse408 = cse407*v_thetad_rod
    cse409 = cse406 + cse408 + 5.254189828941647e-07*v_psid_rod
    cse410 = cse409*(0.0002981432237811202*cse166 + 0.00023851301988473745*cse222 + 0.00011925668727104457*cse225)
    cse411 = 0.004*cse406
    cse412 = 0.004*cse408
    cse413 = 2.101675931576659e-09*v_psid_rod
    cse414 = -cse411 - cse412 - cse413
    cse415 = cse372*cse414
    cse416 = cse166*cse380
    cse417 = 0.0013333414365992598*cse165
    cse418 = cse162*cse417
    cse419 = cse166*cse378
    cse420 = 0.002666671858724232*cse170
    cse421 = cse162*cse420
    cse422 = cse399 + cse404 + cse405*v_thetad_rod + cse410 + cse415 + cse416*v_thetad_rod + cse418*v_psid_rod + cse419*v_thetad_rod - cse421*v_psid_rod
    cse423 = -cse283 + cse285
    cse424 = cse423*v_thetad_rod
    cse425 = cse374*v_phid_rod
    cse426 = cse424 + cse425 + 0.6666643557356875*v_psid_rod
    cse427 = cse426*(-cse385 - cse387 - cse388)
    cse428 = 0.004*cse424 + 0.004*cse425 + 0.00266665742294275*v_psid_rod
    cse429 = cse372*cse428
    cse430 = cse383*cse400
    cse431 = 2.101675931576659e-10*cse162
    cse432 = cse390*v_thetad_rod
    cse433 = cse166*cse432
    cse434 = 0.00035777066491764035*cse165
    cse435 = cse162*cse434
    cse436 = cse435*v_psid_rod
    cse437 = cse166*cse391
    cse438 = -0.004*cse396 - 0.004*cse397 - 0.002981432237811202*v_psid_rod
    cse439 = cse374*cse438
    cse440 = 0.00017888586116388667*cse170
    cse441 = cse162*cse440
    cse442 = cse427 + cse429 + cse430 + cse431*v_thetad_rod + cse433 - cse436 - cse437*v_thetad_rod + cse439 - cse441*v_psid_rod
    cse443 = cse426*(-cse401 + cse402 + cse403)
    cse444 = -0.0004*cse424 - 0.0004*cse425 - 0.000266665742294275*v_psid_rod
    cse445 = cse369*cse444
    cse446 = 0.002981432237811202*cse162
    cse447 = cse446*v_thetad_rod
    cse448 = 0.0023851301988473744*cse170
    cse449 = cse162*cse448
    cse450 = cse411 + cse412 + cse413
    cse451 = cse374*cse450
    cse452 = cse386*v_thetad_rod
    cse453 = cse166*cse452
    cse454 = 0.0011925668727104457*cse165
    cse455 = cse162*cse454
    cse456 = cse455*v_psid_rod
    cse457 = cse409*(-0.000266665742294275*cse166 + 0.00026666718587242325*cse222 + 0.00013333414365992598*cse225)
    cse458 = cse166*cse384
    cse459 = cse443 + cse445 + cse447 + cse449*v_psid_rod + cse451 - cse453 - cse456 + cse457 - cse458*v_thetad_rod
    cse460 = cse290 + cse291
    cse461 = cse289 + cse460
    cse462 = -cse294 + cse295
    cse463 = cse461 + cse462
    cse464 = cse271 + cse272
    cse465 = -cse274 + cse464
    cse466 = cse273 - cse275
    cse467 = 2*cse297
    cse468 = cse264 - cse265
    cse469 = -cse268 + cse468
    cse470 = -cse266 - cse267
    cse471 = cse469 + cse470
    cse472 = cse217*cse258
    cse473 = cse169 + cse173
    cse474 = cse164 + cse473
    cse475 = -cse178 + cse180
    cse476 = cse474 + cse475
    cse477 = cse398*cse407
    cse478 = cse395*cse414
    cse479 = cse405*v_phid_rod
    cse480 = cse380*v_psid_rod
    cse481 = cse409*(0.00011925668727104457*cse165 - 0.00023851301988473745*cse170)
    cse482 = 0.0017888586116388664*cse170
    cse483 = 0.0035777066491764035*cse165
    cse484 = cse400*(-cse482 - cse483)
    cse485 = -cse378*v_psid_rod + cse416*v_phid_rod + cse419*v_phid_rod + cse477 + cse478 + cse479 - cse480 + cse481 + cse484
    cse486 = cse423*cse438
    cse487 = cse395*cse428
    cse488 = cse426*(cse448 - cse454)
    cse489 = -cse417 + cse420
    cse490 = cse400*cse489
    cse491 = cse431*v_phid_rod
    cse492 = cse390*v_psid_rod
    cse493 = cse166*cse390
    cse494 = cse437*v_phid_rod
    cse495 = cse391*v_psid_rod + cse486 + cse487 + cse488 + cse490 + cse491 - cse492 + cse493*v_phid_rod - cse494
    cse496 = cse426*(cse482 + cse483)
    cse497 = cse409*(0.00013333414365992598*cse165 - 0.00026666718587242325*cse170)
    cse498 = cse407*cse444
    cse499 = cse384*v_psid_rod
    cse500 = cse423*cse450
    cse501 = cse166*cse386
    cse502 = cse386*v_psid_rod + cse446*v_phid_rod - cse458*v_phid_rod + cse496 + cse497 + cse498 + cse499 + cse500 - cse501*v_phid_rod
    cse503 = -cse405 - cse416 - cse419
    cse504 = -cse431 + cse437 - cse493
    cse505 = -cse446 + cse458 + cse501
    cse506 = -cse280 - cse282 - cse284
    cse507 = cse506*v_phid_rod
    cse508 = cse450*cse507
    cse509 = cse352*v_phid_rod
    cse510 = 0.004*cse426
    cse511 = 0.0004*cse409
    cse512 = cse444*cse509
    cse513 = v_phid_rod*v_thetad_rod
    cse514 = v_phid_rod*v_psid_rod
    cse515 = cse166*cse514
    cse516 = cse162*v_phid_rod
    cse517 = cse385*cse513 + cse388*cse513 + cse448*cse515 + cse452*cse516 - cse454*cse515 - cse507*cse511 + cse508 + cse509*cse510 + cse512
    cse518 = cse449*v_phid_rod
    cse519 = cse409*cse444 + cse426*cse450 + cse447*v_phid_rod + cse452*v_psid_rod - cse453*v_phid_rod - cse456*v_phid_rod - cse458*cse513 + cse499*v_thetad_rod + cse518*v_psid_rod
    cse520 = 0.004*cse400
    cse521 = cse438*cse507
    cse522 = cse350*v_phid_rod
    cse523 = cse428*cse522
    cse524 = cse166*cse434
    cse525 = cse392*cse513 + cse393*cse513 - cse432*cse516 - cse440*cse515 + cse507*cse520 - cse510*cse522 - cse514*cse524 + cse521 + cse523
    cse526 = cse441*v_phid_rod
    cse527 = cse391*v_thetad_rod
    cse528 = cse400*cse428 + cse426*cse438 - cse432*v_psid_rod + cse433*v_phid_rod - cse436*v_phid_rod + cse491*v_thetad_rod - cse494*v_thetad_rod - cse526*v_psid_rod + cse527*v_psid_rod
    cse529 = cse398*cse509
    cse530 = cse414*cse522
    cse531 = cse166*cse420
    cse532 = -cse379*cse513 - cse381*cse513 + cse382*cse513 + cse417*cse515 - cse509*cse520 + cse511*cse522 - cse514*cse531 + cse529 + cse530
    cse533 = cse421*v_phid_rod
    cse534 = cse418*v_phid_rod
    cse535 = cse378*v_thetad_rod
    cse536 = cse398*cse409 + cse400*cse414 + cse416*cse513 + cse419*cse513 + cse479*v_thetad_rod - cse480*v_thetad_rod - cse533*v_psid_rod + cse534*v_psid_rod - cse535*v_psid_rod
    cse537 = 0.003999999999999006*cse162
    cse538 = -cse537
    cse539 = 8.459102457131912e-10*cse165
    cse540 = cse166*cse539
    cse541 = 1.6918154898933405e-09*cse170
    cse542 = cse166*cse541
    cse543 = cse302 + cse303 - cse304
    cse544 = cse313 + cse314 - cse315
    cse545 = cse238*cse258
    cse546 = cse221 - cse224 - cse226
    cse547 = cse305*lam_5 + cse546*lam_6 + lam_10*(cse182*cse233 + cse200*cse227 + cse227*cse341 + cse233*cse343 + cse276*cse305 + cse276*cse543 + cse286*(cse308 + cse309 + cse310) + cse297*cse311) + lam_16*(cse183*cse227 + cse227*cse344 + cse287*cse543 + cse297*cse306) + lam_8*(cse278*cse544 - cse545) + lam_9*(cse182*cse238 + cse217*cse227 + cse227*cse339 + cse238*cse343 + cse269*cse305 + cse269*cse543 + cse286*cse544 + cse297*cse316)
    cse548 = 0.003999999999999006*cse166
    cse549 = 0.0002981432237811202*cse409
    cse550 = 2.101675931576659e-09*cse400
    cse551 = -cse380*v_thetad_rod + 5.254189828941647e-07*cse398 + 0.7453580594528005*cse414 - cse533 + cse534 - cse535 + cse549 - cse550
    cse552 = 0.002981432237811202*cse426
    cse553 = 0.00266665742294275*cse400
    cse554 = 0.7453580594528005*cse428 - cse432 - cse435*v_phid_rod + 0.6666643557356875*cse438 - cse526 + cse527 - cse552 + cse553
    cse555 = 2.101675931576659e-09*cse426
    cse556 = 0.000266665742294275*cse409
    cse557 = cse384*v_thetad_rod + 5.254189828941647e-07*cse444 + 0.6666643557356875*cse450 + cse452 - cse455*v_phid_rod + cse518 + cse555 - cse556
    cse558 = cse162*cse539
    cse559 = 8.459102457131912e-10*cse170
    cse560 = cse162*cse559
    cse561 = 1.6918154898933405e-09*cse165
    cse562 = cse162*cse561
    cse563 = cse279 + cse281
    cse564 = cse204 - cse207
    cse565 = -cse418 + cse421
    cse566 = cse435 + cse441
    cse567 = -cse449 + cse455
    cse568 = -cse187 - cse190
    cse569 = -cse162*cse283 + cse162*cse285
    cse570 = cse564*v_thetad_rod
    cse571 = 0.004*cse570
    cse572 = cse364*v_phid_rod
    cse573 = 0.004*cse572
    cse574 = cse426*(cse571 + cse573)
    cse575 = cse569*v_phid_rod
    cse576 = cse563*v_thetad_rod
    cse577 = cse409*(-0.0004*cse575 - 0.0004*cse576)
    cse578 = cse570 + cse572
    cse579 = cse444*cse578
    cse580 = v_psid_rod*v_thetad_rod
    cse581 = cse166*cse513
    cse582 = cse575 + cse576
    cse583 = cse450*cse582
    cse584 = cse385*cse514 + cse387*cse514 - cse448*cse580 + cse448*cse581 + cse454*cse580 - cse454*cse581 + cse574 + cse577 + cse579 + cse583
    cse585 = cse361*v_phid_rod
    cse586 = cse568*v_thetad_rod
    cse587 = cse426*(-0.004*cse585 - 0.004*cse586)
    cse588 = cse585 + cse586
    cse589 = cse428*cse588
    cse590 = cse400*(0.004*cse575 + 0.004*cse576)
    cse591 = cse438*cse582
    cse592 = cse392*cse514 + cse434*cse580 + cse440*cse580 - cse440*cse581 - cse492*cse516 - cse513*cse524 + cse587 + cse589 + cse590 + cse591
    cse593 = cse409*(0.0004*cse585 + 0.0004*cse586)
    cse594 = cse414*cse588
    cse595 = cse400*(-cse571 - cse573)
    cse596 = cse398*cse578
    cse597 = -cse379*cse514 - cse381*cse514 - cse417*cse580 + cse417*cse581 + cse420*cse580 - cse513*cse531 + cse593 + cse594 + cse595 + cse596
    cse598 = -cse319 + cse320 + cse321 + cse322
    cse599 = 2*cse323
    cse600 = -cse236 + cse330 - cse331 - cse332
    cse601 = cse252*cse258
    cse602 = cse241 - cse243 + cse244 + cse246
    cse603 = cse323*lam_5 + cse602*lam_6 + lam_10*(cse182*cse250 + cse200*cse247 + cse247*cse341 + cse250*cse343 + cse276*cse323 + cse276*cse598 + cse286*(cse232 + cse325 + cse326 - cse327) + cse297*cse328) + lam_16*(cse183*cse247 + cse247*cse344 + cse287*cse598 + cse297*cse599) + lam_8*(cse278*cse600 - cse601) + lam_9*(cse182*cse252 + cse217*cse247 + cse247*cse339 + cse252*cse343 + cse269*cse323 + cse269*cse598 + cse286*cse600 + cse297*cse333)
    cse604 = 0.10000060774494447*cse171
    cse605 = 0.2000003894043174*cse167
    cse606 = 0.10000060774494447*cse165
    cse607 = 0.19999930672070623*cse162
    cse608 = 0.2000003894043174*cse176
    cse609 = cse201 + cse218
    cse610 = 0.2000003894043174*cse161
    cse611 = cse299 + cse300
    cse612 = cse269*cse278
    cse613 = cse44*(lam_16*(cse183*cse258 + cse278*cse467) + lam_8*(cse472 + cse612))
    cse614 = cse269*cse337
    cse615 = cse44*(lam_16*(cse183*cse262 - cse337*cse467) + lam_8*(cse217*cse262 - cse614))
    cse616 = cse258*cse269
    cse617 = cse217*cse278 - cse616
    cse618 = cse182*cse269 + cse217*cse286 + cse269*cse343 + cse297*cse339
    cse619 = cse182*cse276 + cse200*cse286 + cse276*cse343 + cse297*cse341
    cse620 = cse182*cse287 + cse297*cse344
    cse621 = cse434 + cse440
    cse622 = -cse448 + cse454
    cse623 = 0.050000303872472236*cse225
    cse624 = -cse223 - cse623
    cse625 = cse220 + cse624
    cse626 = -cse231 - cse371
    cse627 = cse223 + cse623
    cse628 = -cse237 + cse368
    cse629 = -cse235 + cse628
    cse630 = cse378 + cse380
    cse631 = -cse384 - cse386
    cse632 = cse390 - cse391
    cse633 = cse176*cse356
    cse634 = cse179*cse222
    cse635 = -cse633 + cse634
    cse636 = cse161*cse356
    cse637 = cse172*cse222
    cse638 = cse636 - cse637
    cse639 = 0.050000303872472236*cse167
    cse640 = -cse242 + cse639
    cse641 = cse162*cse213 + cse162*cse215
    cse642 = -cse161*cse363 - cse162*cse266
    cse643 = cse166*cse212 + cse166*cse214
    cse644 = lam_10*(cse227*cse250 + cse233*cse247 + cse276*cse635 + cse286*(cse162*cse198 - cse176*cse360) + cse305*cse328 + cse311*cse323 + cse341*cse638 + cse343*(cse161*cse360 - cse162*cse275) + cse347*cse361 + cse350*cse357 + cse372*cse640 + cse375*(cse166*cse197 - cse249)) + lam_16*(cse228*cse247 + cse287*cse635 + cse306*cse323 + cse344*cse638 + cse348*cse357 + cse376*cse640) + lam_5*(cse633 - cse634) + lam_6*(-cse636 + cse637) + lam_7*(cse242 - cse639) + lam_8*(-cse258*cse642 + cse260*cse643 + cse278*cse641) + lam_9*(cse227*cse252 + cse238*cse247 + cse269*cse635 + cse286*cse641 + cse305*cse333 + cse316*cse323 + cse339*cse638 + cse343*cse642 + cse347*cse364 + cse352*cse357 + cse369*cse640 + cse375*cse643)
    cse645 = 0.10000060774494447*cse176
    cse646 = 0.19999930672070623*cse166
    cse647 = cse234 + cse239
    cse648 = 0.10000060774494447*cse161
    cse649 = cse312 + cse317
    cse650 = cse351 + cse353
    cse651 = cse44*(lam_16*(cse228*cse258 + cse278*cse306) + lam_8*(cse278*cse316 + cse545))
    cse652 = cse44*(lam_16*(cse228*cse262 - cse256*cse348 - cse306*cse337) + lam_8*(cse238*cse262 - cse256*cse352 - cse316*cse337))
    cse653 = -cse163 - cse168 - cse346
    cse654 = cse238*cse278 - cse258*cse316 + cse260*cse352
    cse655 = cse227*cse269 + cse238*cse286 + cse305*cse339 + cse316*cse343 + cse347*cse369 + cse352*cse375
    cse656 = cse227*cse276 + cse233*cse286 + cse305*cse341 + cse311*cse343 + cse347*cse372 + cse350*cse375
    cse657 = cse227*cse287 + cse305*cse344 + cse347*cse376
    cse658 = 8.459102454963507e-10*cse165
    cse659 = 1.6918154900017607e-09*cse170
    cse660 = cse541*v_thetad_rod
    cse661 = 8.459102454963507e-10*cse170
    cse662 = 1.6918154900017607e-09*cse165
    cse663 = cse541*v_psid_rod
    cse664 = cse174 + cse181
    cse665 = cse460 + cse462
    cse666 = 2*cse247
    cse667 = cse468 + cse470
    cse668 = cse210 + cse216
    cse669 = 0.10000060774494447*cse170
    cse670 = cse251 + cse253
    cse671 = cse329 + cse334
    cse672 = cse362 + cse365
    cse673 = cse44*(lam_16*(cse258*cse666 + cse278*cse599) + lam_8*(cse278*cse333 + cse601))
    cse674 = cse44*(lam_16*(-cse256*cse358 + cse262*cse666 - cse337*cse599) + lam_8*(cse252*cse262 - cse256*cse364 - cse333*cse337))
    cse675 = -cse355 + cse356
    cse676 = cse252*cse278 - cse258*cse333 + cse260*cse364
    cse677 = cse247*cse269 + cse252*cse286 + cse323*cse339 + cse333*cse343 + cse357*cse369 + cse364*cse375
    cse678 = cse247*cse276 + cse250*cse286 + cse323*cse341 + cse328*cse343 + cse357*cse372 + cse361*cse375
    cse679 = cse247*cse287 + cse323*cse344 + cse357*cse376
    cse680 = cse159 + 2.0
    cse681 = math.cos(q_psi_slider)
    cse682 = cse261*cse681
    cse683 = math.sin(q_psi_slider)
    cse684 = cse257*cse683
    cse685 = cse260*cse684
    cse686 = -cse682 - cse685
    cse687 = cse257*cse681
    cse688 = cse260*cse687
    cse689 = cse261*cse683
    cse690 = cse688 - cse689
    cse691 = cse44*(cse158*cse258 - cse686*lam_14 + cse690*lam_13)
    cse692 = cse256*cse683
    cse693 = cse261*cse692
    cse694 = cse256*cse681
    cse695 = cse261*cse694
    cse696 = cse44*(cse158*cse262 - cse693*lam_14 - cse695*lam_13)
    cse697 = cse260*cse682
    cse698 = -cse684 - cse697
    cse699 = cse260*cse689
    cse700 = cse687 - cse699
    cse701 = cse44*(-cse698*lam_14 + cse700*lam_13)
    cse702 = cse684 + cse697
    cse703 = -cse700
    cse704 = -cse687 + cse699
    cse705 = cse44*(cse158*cse278 + cse702*lam_13 + cse704*lam_14)
    cse706 = cse257*cse692
    cse707 = cse257*cse694
    cse708 = cse44*(-cse158*cse337 + cse706*lam_14 + cse707*lam_13)
    cse709 = -cse688 + cse689
    cse710 = cse682 + cse685
    cse711 = cse44*(cse709*lam_14 + cse710*lam_13)
    cse712 = cse260*cse683
    cse713 = cse260*cse681
    cse714 = cse44*(-cse158*cse256 - cse712*lam_14 - cse713*lam_13)
    cse715 = cse44*(cse692*lam_13 - cse694*lam_14)
    cse716 = -cse694
    cse717 = -cse692
    cse718 = cse260**2
    cse719 = cse692*v_phid_slider
    cse720 = cse681*v_thetad_slider
    cse721 = cse719 + cse720
    cse722 = 0.0001*cse721
    cse723 = 0.0001*cse719
    cse724 = 0.0001*cse720
    cse725 = cse723 + cse724
    cse726 = cse694*v_phid_slider
    cse727 = cse683*v_thetad_slider
    cse728 = -cse726 + cse727
    cse729 = 0.0001*cse728
    cse730 = 0.0001*cse726
    cse731 = 0.0001*cse727
    cse732 = cse730 - cse731
    cse733 = 0.0001*cse256
    cse734 = cse692*cse729 + cse692*cse732 + cse694*cse722 - cse694*cse725 + cse733*v_thetad_slider
    cse735 = 0.0001*cse260
    cse736 = cse735*v_phid_slider
    cse737 = 0.0001*v_psid_slider
    cse738 = -cse736 - cse737
    cse739 = cse260*v_phid_slider
    cse740 = cse739 + v_psid_slider
    cse741 = 0.0001*cse740
    cse742 = -cse730 + cse731
    cse743 = cse260*cse742 - cse694*cse737 - cse694*cse738 - cse694*cse741 - cse727*cse735 - cse728*cse735
    cse744 = -cse723 - cse724
    cse745 = cse736 + cse737
    cse746 = cse260*cse744 - cse692*cse737 - cse692*cse741 + cse692*cse745 + cse720*cse735 + cse721*cse735
    cse747 = cse256**2
    cse748 = cse681**2
    cse749 = 0.0001*cse748
    cse750 = cse683**2
    cse751 = 0.0001*cse750
    cse752 = cse257**2
    cse753 = 2*cse747
    cse754 = cse261**2
    cse755 = cse258*cse344 - cse278*cse287
    cse756 = cse258*cse339 - cse612
    cse757 = 0.2 - q_r_slider_x
    cse758 = -cse686*q_r_slider_y + cse704*cse757
    cse759 = cse698*cse757
    cse760 = cse690*q_r_slider_y
    cse761 = -cse759 + cse760
    cse762 = -cse690*lam_15 - cse698*lam_11 + cse704*lam_12
    cse763 = cse256*v_phid_slider
    cse764 = 0.0001*cse763
    cse765 = cse681*cse729 + cse681*cse732 - cse683*cse722 + cse683*cse725 + cse764
    cse766 = cse683*cse736
    cse767 = cse683*cse737 + cse683*cse738 + cse683*cse741 - cse766
    cse768 = cse681*cse736
    cse769 = -cse681*cse737 - cse681*cse741 + cse681*cse745 + cse768
    cse770 = 0.0002*cse256*cse260
    cse771 = cse719*cse737
    cse772 = cse720*cse737
    cse773 = cse720*cse736
    cse774 = cse721*cse745 + cse740*cse744 - cse771 - cse772 + cse773
    cse775 = cse681*cse774
    cse776 = cse683*cse739
    cse777 = -cse722*cse763 - cse730*v_thetad_slider - cse740*cse766 - cse744*cse763 + cse745*cse776 - cse766*v_psid_slider
    cse778 = cse681*cse739
    cse779 = cse723*v_thetad_slider + cse729*cse763 - cse738*cse778 - cse740*cse768 - cse742*cse763 - cse768*v_psid_slider
    cse780 = -cse726*cse737 - cse727*cse736 + cse727*cse737 + cse740*cse742
    cse781 = cse728*cse738 + cse780
    cse782 = cse683*cse781
    cse783 = cse721*cse768 - cse725*cse778 + cse728*cse766 + cse732*cse776 + cse736*v_thetad_slider
    cse784 = cse695*lam_15 + cse706*lam_12 + cse707*lam_11 + lam_13*(-cse695*q_r_slider_y + cse707*cse757) + lam_14*(-cse693*q_r_slider_y + cse706*cse757) + lam_16*(cse262*cse344 + cse287*cse337) + lam_8*(cse262*cse339 + cse614)
    cse785 = -0.0002*cse726 + 0.0002*cse727 - cse729
    cse786 = -0.0002*cse719 - 0.0002*cse720 + cse722
    cse787 = cse726 - cse727
    cse788 = cse745*cse787 + cse780
    cse789 = cse721*cse738 + cse725*cse740 + cse771 + cse772 - cse773
    cse790 = cse721*cse725 + cse721*cse744 + cse728*cse732 + cse732*cse787
    cse791 = cse686*cse757
    cse792 = cse700*q_r_slider_y
    cse793 = -cse686*lam_11 - cse700*lam_15 + cse709*lam_12 + lam_13*(-cse791 + cse792) + lam_14*(-cse698*q_r_slider_y + cse709*cse757)
    cse794 = cse278*cse339 + cse616
    cse795 = -cse690
    cse796 = -cse690*cse757 + cse702*q_r_slider_y
    cse797 = cse791 - cse792
    cse798 = -cse702
    cse799 = cse258*cse287 + cse278*cse344
    cse800 = 2*cse718
    cse801 = cse694*q_r_slider_z
    cse802 = cse692*q_r_slider_z
    cse803 = cse706*q_r_slider_y
    cse804 = cse693*cse757
    cse805 = cse712*q_r_slider_z
    cse806 = cse695*cse757 + cse707*q_r_slider_y - cse713*q_r_slider_z
    cse807 = -cse693*lam_11 + cse695*lam_12 + cse706*lam_15 + cse806*lam_14 + lam_13*(-cse803 - cse804 + cse805)
    cse808 = -cse256*cse369 + cse262*cse269 - cse337*cse339
    cse809 = cse803 + cse804 - cse805
    cse810 = -cse707
    cse811 = -cse256*cse376 + cse262*cse287 - cse337*cse344
    cse812 = -cse700*cse757 + cse710*q_r_slider_y + cse802
    cse813 = cse759 - cse760 - cse801
    cse814 = -cse710
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
        0.0001*cse0**2 + 1e-05*cse2*cse4 + 0.0001*cse4*cse6 + cse44*(cse72 + cse77 + lam_17*(cse46**2*cse67*cse68 - cse53*cse62 + 4*cse55*cse67*cse71 - cse69*cse70)) - h*(cse0*cse25 + cse12*cse38 - cse18*cse43),  # [3, 3]
        cse44*(a_3*(2e-05*cse2*cse98 + cse6*cse99 - cse99) + a_4*cse86 - a_5*cse24 + cse0*cse92 - cse0*cse94 - cse0*cse96 + cse119 - cse12*cse97 + cse18*cse89 + cse3*(cse10*cse17 + cse13*v_thetad_crank + cse20*cse23)) + cse79 - h*(cse0*cse80 + cse12*cse81 - cse18*cse84),  # [3, 4]
        cse33 + cse44*(a_3*cse128*cse4 - cse0*cse127 - cse12*cse126 + cse12*cse91 + cse123*cse2 - cse123*cse6 + cse124*cse18 + cse141 + cse18*cse95) - h*(cse12*cse120 - cse121*cse18),  # [3, 5]
        cse101,  # [3, 21]
        cse74,  # [3, 23]
        cse142,  # [3, 24]
        cse143,  # [3, 35]
        cse119*cse44 + cse79 - h*(-cse1*cse43 - cse38*cse5),  # [4, 3]
        0.0001*cse2 + cse44*(a_3*cse86 - cse0*lam_4 + cse1*cse89 + cse147 + cse5*cse97 + cse72 - cse73*lam_6 + cse75*lam_5 + lam_17*(cse106**2*cse68 - 4*cse107*cse112 - cse62*(cse144 - cse46*cse49) + cse70*(cse145 + cse49*cse55))) + 1e-05*cse6 - h*(-cse1*cse84 - cse5*cse81),  # [4, 4]
        cse44*(-a_4*cse128 + cse1*cse124 + cse126*cse5 + cse148*cse2 - cse148*cse6 + cse149 - cse92 + cse96) - h*(-cse1*cse121 - cse120*cse5),  # [4, 5]
        cse150,  # [4, 21]
        cse151,  # [4, 22]
        cse116,  # [4, 23]
        cse152,  # [4, 24]
        cse153,  # [4, 25]
        cse154,  # [4, 35]
        cse141*cse44 - cse25*h + cse33,  # [5, 3]
        cse44*(-a_3*cse24 + cse149 - cse94) - cse80*h,  # [5, 4]
        cse44*(-cse127 + cse147 + cse77 + lam_17*(cse131**2*cse68 - 4*cse132*cse136 - cse62*(cse144 + cse53) + cse70*(cse145 - cse69))) + 0.0001,  # [5, 5]
        cse138,  # [5, 23]
        cse155,  # [5, 24]
        cse156,  # [5, 25]
        cse157,  # [5, 35]
        cse160,  # [6, 6]
        cse219,  # [6, 9]
        cse240,  # [6, 10]
        cse254,  # [6, 11]
        cse255,  # [6, 12]
        cse259,  # [6, 15]
        cse263,  # [6, 16]
        -1,  # [6, 23]
        cse270,  # [6, 27]
        cse277,  # [6, 28]
        cse288,  # [6, 34]
        cse160,  # [7, 7]
        cse301,  # [7, 9]
        cse318,  # [7, 10]
        cse335,  # [7, 11]
        cse255,  # [7, 13]
        cse336,  # [7, 15]
        cse338,  # [7, 16]
        -1,  # [7, 24]
        cse340,  # [7, 27]
        cse342,  # [7, 28]
        cse345,  # [7, 34]
        cse160,  # [8, 8]
        cse354,  # [8, 10]
        cse366,  # [8, 11]
        cse255,  # [8, 14]
        cse367,  # [8, 16]
        -1,  # [8, 25]
        cse370,  # [8, 27]
        cse373,  # [8, 28]
        cse377,  # [8, 34]
        cse219,  # [9, 6]
        cse301,  # [9, 7]
        cse369*cse394 + cse372*cse389 + cse374*cse383 + cse44*(cse297*lam_5 + cse476*lam_6 + lam_10*(cse182*cse341 + cse183*cse200 + cse200*cse343 + cse276*cse463 + cse276*cse467 + cse286*(cse465 + cse466)) + lam_16*(2*cse182**2 + cse182*cse344 + cse287*cse463 + 2*cse297**2) + lam_8*(cse278*cse471 - cse472) + lam_9*(cse182*cse339 + cse183*cse217 + cse217*cse343 + cse269*cse463 + cse269*cse467 + cse286*cse471)) - h*(cse369*cse442 + cse372*cse459 + cse374*cse422),  # [9, 9]
        cse383*cse423 + cse389*cse395 + cse394*cse407 + cse44*(a_10*(cse395*cse505 + cse407*cse504 + cse423*cse503) + a_11*(cse538 + cse540 - cse542) + a_9*(cse350*cse389 + cse352*cse394 + cse369*cse504 + cse372*cse505 + cse374*cse503 + cse383*cse506) - cse350*cse519 - cse352*cse528 - cse369*cse525 - cse372*cse517 - cse374*cse532 - cse506*cse536 + cse547) - h*(cse369*cse495 + cse372*cse502 + cse374*cse485),  # [9, 10]
        -cse162*cse541 + cse44*(a_10*(cse383*cse563 + cse389*cse568 + cse394*cse564 + cse395*cse567 + cse407*cse566 + cse423*cse565) + a_11*(-cse560 - cse562) + a_9*(cse361*cse389 + cse364*cse394 + cse369*cse566 + cse372*cse567 + cse374*cse565 + cse383*cse569) - cse361*cse519 - cse364*cse528 - cse369*cse592 - cse372*cse584 - cse374*cse597 - cse536*cse569 + cse603) + cse548 + cse558 - h*(cse369*cse554 + cse372*cse557 + cse374*cse551),  # [9, 11]
        cse44*(cse609 + lam_16*(-cse161*cse604 - cse161*cse605 - cse161*cse607 + cse170*cse608 - cse176*cse606)),  # [9, 12]
        cse44*(cse611 + lam_16*(cse161*cse606 - cse170*cse610 - cse176*cse604 - cse176*cse605 - cse176*cse607)),  # [9, 13]
        cse613,  # [9, 15]
        cse615,  # [9, 16]
        cse476,  # [9, 23]
        cse463,  # [9, 24]
        cse617,  # [9, 26]
        cse618,  # [9, 27]
        cse619,  # [9, 28]
        cse620,  # [9, 34]
        cse240,  # [10, 6]
        cse318,  # [10, 7]
        cse354,  # [10, 8]
        cse369*cse621 + cse372*cse622 + cse374*cse489 + cse44*cse547 - h*(cse395*cse459 + cse407*cse442 + cse422*cse423),  # [10, 9]
        cse395*cse622 + cse407*cse621 + cse423*cse489 + cse44*(a_9*(cse350*cse622 + cse352*cse621 + cse489*cse506) + cse293*lam_5 - cse395*cse517 - cse407*cse525 - cse423*cse532 + cse474*lam_6 + lam_10*(cse175*cse341 + cse194*cse343 + cse228*cse233 + cse276*cse461 + cse286*cse465 + cse306*cse311 + cse348*cse350 + cse372*cse625 + cse375*(-cse230 + cse626)) + lam_16*(cse175*cse344 + 2*cse227**2 + cse287*cse461 + 2*cse305**2 + 2*cse347**2 + cse376*cse625) + lam_7*(-cse220 + cse627) + lam_8*(-cse211*cse258 + cse260*cse629 + cse278*cse469) + lam_9*(cse175*cse339 + cse211*cse343 + cse228*cse238 + cse269*cse461 + cse286*cse469 + cse306*cse316 + cse348*cse352 + cse369*cse625 + cse375*cse629)) - h*(cse395*cse502 + cse407*cse495 + cse423*cse485),  # [10, 10]
        cse44*(a_10*(cse395*cse631 + cse407*cse632 + cse423*cse630 + cse489*cse563 + cse564*cse621 + cse568*cse622) + a_11*(-cse539 + cse541) + a_9*(cse361*cse622 + cse364*cse621 + cse369*cse632 + cse372*cse631 + cse374*cse630 + cse489*cse569) - cse395*cse584 - cse407*cse592 - cse423*cse597 - cse519*cse568 - cse528*cse564 - cse536*cse563 + cse644) - cse559 - cse561 - h*(cse395*cse557 + cse407*cse554 + cse423*cse551),  # [10, 11]
        cse44*(cse647 + lam_16*(-cse176*cse646 + cse222*cse608 + cse225*cse645)),  # [10, 12]
        cse44*(cse649 + lam_16*(cse161*cse646 - cse222*cse610 - cse225*cse648)),  # [10, 13]
        cse44*(cse650 + lam_16*(cse604 + cse605 + cse607)),  # [10, 14]
        cse651,  # [10, 15]
        cse652,  # [10, 16]
        cse546,  # [10, 23]
        cse543,  # [10, 24]
        cse653,  # [10, 25]
        cse654,  # [10, 26]
        cse655,  # [10, 27]
        cse656,  # [10, 28]
        cse657,  # [10, 34]
        cse254,  # [11, 6]
        cse335,  # [11, 7]
        cse366,  # [11, 8]
        cse162*cse658 - cse162*cse659 + cse44*cse603 + cse548 - h*(cse166*cse660 + 0.6666643557356875*cse399 + 0.6666643557356875*cse404 + 0.6666643557356875*cse410 + 0.6666643557356875*cse415 + 5.254189828941647e-07*cse427 + 5.254189828941647e-07*cse429 + 5.254189828941647e-07*cse430 + 5.254189828941647e-07*cse439 + 0.7453580594528005*cse443 + 0.7453580594528005*cse445 + 0.7453580594528005*cse451 + 0.7453580594528005*cse457 + cse537*v_thetad_rod - cse540*v_thetad_rod + cse560*v_psid_rod + cse562*v_psid_rod),  # [11, 9]
        cse44*(a_9*(cse166*cse658 - cse166*cse659 + cse538) + cse507*cse549 - cse507*cse550 - 0.7453580594528005*cse508 - cse509*cse552 + cse509*cse553 - 0.7453580594528005*cse512 - cse513*cse548 - cse513*cse558 - cse515*cse559 - cse515*cse561 + cse516*cse660 - 5.254189828941647e-07*cse521 + cse522*cse555 - cse522*cse556 - 5.254189828941647e-07*cse523 - 0.6666643557356875*cse529 - 0.6666643557356875*cse530 + cse644) - cse661 - cse662 - h*(0.6666643557356875*cse477 + 0.6666643557356875*cse478 + 0.6666643557356875*cse481 + 0.6666643557356875*cse484 + 5.254189828941647e-07*cse486 + 5.254189828941647e-07*cse487 + 5.254189828941647e-07*cse488 + 5.254189828941647e-07*cse490 + 0.7453580594528005*cse496 + 0.7453580594528005*cse497 + 0.7453580594528005*cse498 + 0.7453580594528005*cse500 + cse537*v_phid_rod + cse539*v_psid_rod - cse540*v_phid_rod + cse542*v_phid_rod - cse663),  # [11, 10]
        cse44*(a_10*(-cse658 + cse659) + a_9*(-cse162*cse661 - cse162*cse662) - cse514*cse558 + cse516*cse663 + cse559*cse580 - cse559*cse581 + cse561*cse580 - cse561*cse581 - 0.7453580594528005*cse574 - 0.7453580594528005*cse577 - 0.7453580594528005*cse579 - 0.7453580594528005*cse583 - 5.254189828941647e-07*cse587 - 5.254189828941647e-07*cse589 - 5.254189828941647e-07*cse590 - 5.254189828941647e-07*cse591 - 0.6666643557356875*cse593 - 0.6666643557356875*cse594 - 0.6666643557356875*cse595 - 0.6666643557356875*cse596 + cse627*lam_7 + lam_10*(cse250*cse666 + cse276*cse665 + cse286*(cse464 + cse466) + cse328*cse599 + cse341*cse664 + cse343*(cse193 + cse199) + cse358*cse361 + cse372*cse624 + cse375*cse626) + lam_16*(2*cse247**2 + cse287*cse665 + 2*cse323**2 + cse344*cse664 + 2*cse357**2 + cse376*cse624) + lam_5*(cse292 + cse296) + lam_6*(cse473 + cse475) + lam_8*(-cse258*cse668 + cse260*cse628 + cse278*cse667) + lam_9*(cse252*cse666 + cse269*cse665 + cse286*cse667 + cse333*cse599 + cse339*cse664 + cse343*cse668 + cse358*cse364 + cse369*cse624 + cse375*cse628)) - h*(3.5027810772243853e-07*cse398 - 2.0679515313825692e-25*cse400 - 2.710505431213761e-20*cse409 + 0.4969036504975035*cse414 + 2.0679515313825692e-25*cse426 + 3.916252734896588e-07*cse428 + 3.5027810772243853e-07*cse438 + 3.916252734896588e-07*cse444 + 0.4969036504975035*cse450 + cse539*v_thetad_rod + cse560*v_phid_rod + cse562*v_phid_rod - cse660) + 0.003999999999999006,  # [11, 11]
        cse44*(cse670 + lam_16*(-cse161*cse669 - cse165*cse610 - cse167*cse645 + cse171*cse608)),  # [11, 12]
        cse44*(cse671 + lam_16*(-cse165*cse608 + cse167*cse648 - cse171*cse610 - cse176*cse669)),  # [11, 13]
        cse44*(cse672 + lam_16*(0.10000060774494447*cse222 - 0.2000003894043174*cse225)),  # [11, 14]
        cse673,  # [11, 15]
        cse674,  # [11, 16]
        cse602,  # [11, 23]
        cse598,  # [11, 24]
        cse675,  # [11, 25]
        cse676,  # [11, 26]
        cse677,  # [11, 27]
        cse678,  # [11, 28]
        cse679,  # [11, 34]
        cse255,  # [12, 6]
        cse44*(cse184 + cse609),  # [12, 9]
        cse44*(cse229 + cse647),  # [12, 10]
        cse44*(cse248 + cse670),  # [12, 11]
        cse680,  # [12, 12]
        cse691,  # [12, 15]
        cse696,  # [12, 16]
        cse701,  # [12, 17]
        cse269,  # [12, 27]
        cse276,  # [12, 28]
        cse702,  # [12, 31]
        cse703,  # [12, 32]
        cse287,  # [12, 34]
        cse255,  # [13, 7]
        cse44*(cse298 + cse611),  # [13, 9]
        cse44*(cse307 + cse649),  # [13, 10]
        cse44*(cse324 + cse671),  # [13, 11]
        cse680,  # [13, 13]
        cse705,  # [13, 15]
        cse708,  # [13, 16]
        cse711,  # [13, 17]
        cse339,  # [13, 27]
        cse341,  # [13, 28]
        cse709,  # [13, 31]
        cse686,  # [13, 32]
        cse344,  # [13, 34]
        cse255,  # [14, 8]
        cse44*(cse349 + cse650),  # [14, 10]
        cse44*(cse359 + cse672),  # [14, 11]
        cse680,  # [14, 14]
        cse714,  # [14, 16]
        cse715,  # [14, 17]
        cse369,  # [14, 27]
        cse372,  # [14, 28]
        cse716,  # [14, 31]
        cse717,  # [14, 32]
        cse376,  # [14, 34]
        cse259,  # [15, 6]
        cse336,  # [15, 7]
        cse613,  # [15, 9]
        cse651,  # [15, 10]
        cse673,  # [15, 11]
        cse691,  # [15, 12]
        cse705,  # [15, 13]
        cse44*(cse756*lam_8 + cse758*lam_14 + cse761*lam_13 + cse762 + lam_16*(cse752*cse753 + cse753*cse754 + cse755)) + 0.0001*cse718 + cse747*cse749 + cse747*cse751 - h*(cse260*cse734 + cse692*cse743 - cse694*cse746),  # [15, 15]
        cse44*(a_15*(cse748*cse770 + cse750*cse770 - cse770) - a_17*cse733 + cse256*(cse721*cse732 + cse725*cse728 + cse764*v_thetad_slider) + cse260*cse775 - cse260*cse782 - cse260*cse783 - cse692*cse779 + cse694*cse777 + cse784) - h*(cse260*cse765 + cse692*cse767 - cse694*cse769),  # [15, 16]
        cse44*(-cse260*cse790 - cse692*cse774 - cse692*cse789 - cse694*cse781 + cse694*cse788 + cse793) + cse735 - h*(cse692*cse785 - cse694*cse786),  # [15, 17]
        cse794,  # [15, 26]
        cse795,  # [15, 29]
        cse686,  # [15, 30]
        cse796,  # [15, 31]
        cse797,  # [15, 32]
        cse798,  # [15, 33]
        cse799,  # [15, 34]
        cse263,  # [16, 6]
        cse338,  # [16, 7]
        cse367,  # [16, 8]
        cse615,  # [16, 9]
        cse652,  # [16, 10]
        cse674,  # [16, 11]
        cse696,  # [16, 12]
        cse708,  # [16, 13]
        cse714,  # [16, 14]
        cse44*cse784 - h*(cse681*cse743 + cse683*cse746),  # [16, 15]
        cse44*(-cse681*cse779 - cse683*cse777 - cse688*lam_15 + cse697*lam_11 + cse699*lam_12 + lam_13*(cse688*q_r_slider_y + cse697*cse757 + cse801) + lam_14*(cse685*q_r_slider_y + cse699*cse757 + cse802) + lam_16*(-cse260*cse376 + cse752*cse800 + cse753 + cse754*cse800 + cse755) + lam_8*(-cse260*cse369 + cse756)) + cse749 + cse751 - h*(cse681*cse767 + cse683*cse769),  # [16, 16]
        cse44*(-cse681*cse789 - cse683*cse788 - cse775 + cse782 + cse807) - h*(cse681*cse785 + cse683*cse786),  # [16, 17]
        cse808,  # [16, 26]
        cse695,  # [16, 29]
        cse693,  # [16, 30]
        cse806,  # [16, 31]
        cse809,  # [16, 32]
        cse810,  # [16, 33]
        cse811,  # [16, 34]
        cse701,  # [17, 12]
        cse711,  # [17, 13]
        cse715,  # [17, 14]
        cse44*cse793 - cse734*h + cse735,  # [17, 15]
        cse44*(-a_15*cse733 - cse783 + cse807) - cse765*h,  # [17, 16]
        cse44*(cse762 - cse790 + lam_13*(cse761 + cse801) + lam_14*(cse758 + cse802)) + 0.0001,  # [17, 17]
        cse703,  # [17, 29]
        cse698,  # [17, 30]
        cse812,  # [17, 31]
        cse813,  # [17, 32]
        cse814,  # [17, 33]
        1,  # [18, 0]
        1,  # [19, 1]
        1,  # [20, 2]
        cse101,  # [21, 3]
        cse150,  # [21, 4]
        cse151,  # [22, 4]
        1,  # [23, 0]
        cse74,  # [23, 3]
        cse116,  # [23, 4]
        cse138,  # [23, 5]
        -1,  # [23, 6]
        cse476,  # [23, 9]
        cse546,  # [23, 10]
        cse602,  # [23, 11]
        1,  # [24, 1]
        cse142,  # [24, 3]
        cse152,  # [24, 4]
        cse155,  # [24, 5]
        -1,  # [24, 7]
        cse463,  # [24, 9]
        cse543,  # [24, 10]
        cse598,  # [24, 11]
        1,  # [25, 2]
        cse153,  # [25, 4]
        cse156,  # [25, 5]
        -1,  # [25, 8]
        cse653,  # [25, 10]
        cse675,  # [25, 11]
        cse617,  # [26, 9]
        cse654,  # [26, 10]
        cse676,  # [26, 11]
        cse794,  # [26, 15]
        cse808,  # [26, 16]
        cse270,  # [27, 6]
        cse340,  # [27, 7]
        cse370,  # [27, 8]
        cse618,  # [27, 9]
        cse655,  # [27, 10]
        cse677,  # [27, 11]
        cse269,  # [27, 12]
        cse339,  # [27, 13]
        cse369,  # [27, 14]
        cse277,  # [28, 6]
        cse342,  # [28, 7]
        cse373,  # [28, 8]
        cse619,  # [28, 9]
        cse656,  # [28, 10]
        cse678,  # [28, 11]
        cse276,  # [28, 12]
        cse341,  # [28, 13]
        cse372,  # [28, 14]
        cse795,  # [29, 15]
        cse695,  # [29, 16]
        cse703,  # [29, 17]
        cse686,  # [30, 15]
        cse693,  # [30, 16]
        cse698,  # [30, 17]
        cse702,  # [31, 12]
        cse709,  # [31, 13]
        cse716,  # [31, 14]
        cse796,  # [31, 15]
        cse806,  # [31, 16]
        cse812,  # [31, 17]
        cse703,  # [32, 12]
        cse686,  # [32, 13]
        cse717,  # [32, 14]
        cse797,  # [32, 15]
        cse809,  # [32, 16]
        cse813,  # [32, 17]
        cse798,  # [33, 15]
        cse810,  # [33, 16]
        cse814,  # [33, 17]
        cse288,  # [34, 6]
        cse345,  # [34, 7]
        cse377,  # [34, 8]
        cse620,  # [34, 9]
        cse657,  # [34, 10]
        cse679,  # [34, 11]
        cse287,  # [34, 12]
        cse344,  # [34, 13]
        cse376,  # [34, 14]
        cse799,  # [34, 15]
        cse811,  # [34, 16]
        cse143,  # [35, 3]
        cse154,  # [35, 4]
        cse157,  # [35, 5]
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
        ndarray of shape (36, 36), 284 nonzero.
    """
    # 3030 operations after common subexpression elimination
    (
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, v_phid_crank,
        v_thetad_crank, v_psid_crank, _, _,
        _, v_phid_rod, v_thetad_rod, v_psid_rod,
        _, _, _, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, a_3,
        a_4, a_5, _, _,
        _, a_9, a_10, a_11,
        _, _, _, a_15,
        _, a_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

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

    cse0 = math.cos(q_theta_crank)
    cse1 = math.cos(q_psi_crank)
    cse2 = cse1**2
    cse3 = math.sin(q_theta_crank)
    cse4 = cse3**2
    cse5 = math.sin(q_psi_crank)
    cse6 = cse5**2
    cse7 = cse3*cse5
    cse8 = cse7*v_phid_crank
    cse9 = cse1*v_thetad_crank
    cse10 = -cse8 - cse9
    cse11 = 0.0001*cse10
    cse12 = cse1*cse3
    cse13 = 0.0001*cse3
    cse14 = cse13*v_phid_crank
    cse15 = cse1*cse14
    cse16 = cse5*v_thetad_crank
    cse17 = 0.0001*cse16
    cse18 = -cse15 + cse17
    cse19 = cse12*v_phid_crank
    cse20 = -cse16 + cse19
    cse21 = 1e-05*cse20
    cse22 = 1e-05*cse9
    cse23 = -cse22 - 1e-05*cse8
    cse24 = cse13*v_thetad_crank
    cse25 = -cse11*cse12 + cse12*cse23 - cse18*cse7 - cse21*cse7 + cse24
    cse26 = cse14*cse5
    cse27 = 0.0001*cse9
    cse28 = cse26 + cse27
    cse29 = cse0*v_phid_crank
    cse30 = cse29 + v_psid_crank
    cse31 = 0.0001*cse30
    cse32 = 0.0001*cse0
    cse33 = cse32*v_phid_crank
    cse34 = 0.0001*v_psid_crank
    cse35 = cse33 + cse34
    cse36 = 1e-05*v_psid_crank
    cse37 = cse0*cse11 - cse0*cse22 + cse0*cse28 + cse31*cse7 - cse35*cse7 + cse36*cse7
    cse38 = cse15 - cse17
    cse39 = cse1*cse31
    cse40 = 1e-05*cse29
    cse41 = -cse36 - cse40
    cse42 = -cse0*cse21 + cse0*cse38 + cse12*cse34 + cse12*cse41 + cse16*cse32 + cse3*cse39
    cse43 = 2*math.pi*t
    cse44 = math.sin(cse43)
    cse45 = math.cos(q_phi_crank)
    cse46 = cse0*cse45
    cse47 = cse1*cse46
    cse48 = math.sin(q_phi_crank)
    cse49 = cse48*cse5
    cse50 = -cse47 + cse49
    cse51 = cse44*cse50
    cse52 = cse47 - cse49
    cse53 = math.cos(cse43)
    cse54 = cse12*cse53
    cse55 = cse44*cse52 + cse54 + 1
    cse56 = cse55**(-2)
    cse57 = cse12*cse44
    cse58 = -cse52*cse53 + cse57
    cse59 = 2*cse58
    cse60 = cse56*cse59
    cse61 = cse45*cse5
    cse62 = cse1*cse48
    cse63 = cse0*cse62
    cse64 = -cse61 - cse63
    cse65 = cse64**2
    cse66 = 4*cse58/cse55**3
    cse67 = cse50*cse53
    cse68 = 2/cse55
    cse69 = cse44*cse56
    cse70 = cse3*cse45*lam_3
    cse71 = 0.08*cse47
    cse72 = 0.08*cse49 - cse71
    cse73 = 0.08*cse63
    cse74 = 0.08*cse61
    cse75 = cse72*lam_6 + lam_5*(cse73 + cse74)
    cse76 = -cse1*cse18 - cse1*cse21 + cse11*cse5 + cse14 - cse23*cse5
    cse77 = -cse1*cse35 + cse1*cse36 - cse1*cse40 + cse39
    cse78 = cse33*cse5
    cse79 = -cse31*cse5 - cse34*cse5 - cse41*cse5 + cse78
    cse80 = 9e-05*cse1
    cse81 = cse7*cse80
    cse82 = cse0*cse5
    cse83 = cse80*cse82
    cse84 = cse3*v_phid_crank
    cse85 = cse1*cse33
    cse86 = cse1*cse29
    cse87 = -cse14*cse16 + cse21*cse84 + cse30*cse85 - cse38*cse84 + cse41*cse86 + cse85*v_psid_crank
    cse88 = cse30*cse38
    cse89 = cse16*cse33 - cse16*cse34 + cse19*cse34 + cse20*cse41 + cse88
    cse90 = cse5*cse89
    cse91 = cse29*cse5
    cse92 = -cse11*cse86 - cse18*cse91 - cse21*cse91 + cse23*cse86 + cse33*v_thetad_crank
    cse93 = cse10*cse35 + cse28*cse30 + cse36*cse8 + cse36*cse9 - cse40*cse9
    cse94 = cse1*cse93
    cse95 = -cse11*cse84 + cse22*cse84 - cse28*cse84 + cse30*cse78 - cse35*cse91 + cse36*cse91
    cse96 = cse0*cse3
    cse97 = 0.0002*cse96
    cse98 = cse44*cse60
    cse99 = cse3*cse48
    cse100 = cse1*cse99
    cse101 = cse0*cse1
    cse102 = cse1*cse45
    cse103 = cse3*cse44
    cse104 = cse101*cse53 - cse102*cse103
    cse105 = cse104*cse56
    cse106 = 2*cse105
    cse107 = cse53*cse64
    cse108 = cse104*cse66
    cse109 = cse44*cse64
    cse110 = cse53*cse68
    cse111 = cse3*cse53
    cse112 = cse101*cse44 + cse102*cse111
    cse113 = 2*cse112
    cse114 = cse64*cse69
    cse115 = 0.08*cse99
    cse116 = cse1*cse115
    cse117 = 0.08*cse102
    cse118 = cse117*cse3
    cse119 = cse0*cse48*lam_3 + cse116*lam_6 + cse118*lam_5 + lam_17*(-cse100*cse110 - cse100*cse98 + cse106*cse107 + cse108*cse109 - cse113*cse114)
    cse120 = cse11 + 0.00011*cse8 + 0.00011*cse9
    cse121 = -0.0002*cse16 + 0.0002*cse19 - cse21
    cse122 = 9e-05*cse3
    cse123 = a_4*cse122
    cse124 = cse10*cse41 + cse30*(-cse26 - cse27) + cse33*cse9 - cse34*cse8 - cse34*cse9
    cse125 = cse16 - cse19
    cse126 = cse125*cse35 - cse16*cse36 + cse16*cse40 + cse19*cse36 + cse88
    cse127 = cse10*cse23 + cse10*cse28 + cse125*cse18 + cse20*(1e-05*cse16 - 1e-05*cse19)
    cse128 = 0.00018*cse1*cse5
    cse129 = cse46*cse5
    cse130 = -cse129 - cse62
    cse131 = cse130*cse44 - cse53*cse7
    cse132 = cse131*cse56
    cse133 = cse0*cse49
    cse134 = -cse102 + cse133
    cse135 = -cse130*cse53 - cse44*cse7
    cse136 = -cse117 + 0.08*cse133
    cse137 = 0.08*cse129
    cse138 = 0.08*cse62
    cse139 = cse136*lam_6 + lam_17*(2*cse107*cse132 + cse109*cse131*cse66 - cse110*cse134 - 2*cse114*cse135 - cse134*cse98) + lam_5*(cse137 + cse138)
    cse140 = -cse73 - cse74
    cse141 = -cse110*cse64 - cse64*cse98
    cse142 = -cse54
    cse143 = -cse57
    cse144 = 0.08*lam_7
    cse145 = -cse12*cse144
    cse146 = a_3*cse122
    cse147 = -cse115*cse5*lam_5 - cse144*cse82 + cse3*cse74*lam_6 + lam_17*(-cse106*cse135 + cse108*cse131 - cse113*cse132 - cse60*(cse103*cse61 - cse53*cse82) + cse68*(-cse111*cse61 - cse44*cse82))
    cse148 = -cse46
    cse149 = -cse3
    cse150 = -cse118
    cse151 = 0.08*cse101
    cse152 = -cse105*cse59 + cse112*cse68
    cse153 = -cse137 - cse138
    cse154 = -0.08*cse7
    cse155 = -cse132*cse59 + cse135*cse68
    cse156 = 2*lam_16
    cse157 = cse156*hq
    cse158 = cse157 + 0.5
    cse159 = math.cos(q_phi_rod)
    cse160 = math.sin(q_theta_rod)
    cse161 = 0.09999965336035312*cse160
    cse162 = cse159*cse161
    cse163 = math.cos(q_psi_rod)
    cse164 = math.cos(q_theta_rod)
    cse165 = cse163*cse164
    cse166 = 0.1000001947021587*cse165
    cse167 = cse159*cse166
    cse168 = math.sin(q_psi_rod)
    cse169 = cse164*cse168
    cse170 = 0.050000303872472236*cse159
    cse171 = cse169*cse170
    cse172 = -cse167 - cse171
    cse173 = -cse162 + cse172
    cse174 = math.sin(q_phi_rod)
    cse175 = 0.1000001947021587*cse174
    cse176 = cse168*cse175
    cse177 = 0.050000303872472236*cse174
    cse178 = cse163*cse177
    cse179 = cse176 - cse178
    cse180 = cse173 + cse179
    cse181 = 2*cse180
    cse182 = cse181*lam_16
    cse183 = 0.7453580594528005*cse160
    cse184 = cse159*cse183
    cse185 = 0.2981417181776114*cse168
    cse186 = cse159*cse185
    cse187 = cse164*cse186
    cse188 = 0.5962825497118436*cse163
    cse189 = cse164*cse188
    cse190 = cse159*cse189
    cse191 = -cse187 - cse190
    cse192 = cse184 + cse191
    cse193 = 0.5962825497118436*cse168
    cse194 = cse174*cse193
    cse195 = 0.2981417181776114*cse163
    cse196 = cse174*cse195
    cse197 = cse194 - cse196
    cse198 = cse192 + cse197
    cse199 = cse198*lam_10
    cse200 = 5.254189828941647e-07*cse160
    cse201 = cse159*cse200
    cse202 = 0.4472146529097166*cse163
    cse203 = cse159*cse202
    cse204 = cse164*cse203
    cse205 = 0.8944266622941008*cse168
    cse206 = cse159*cse205
    cse207 = cse164*cse206
    cse208 = cse204 - cse207
    cse209 = cse201 + cse208
    cse210 = 0.4472146529097166*cse168
    cse211 = cse174*cse210
    cse212 = 0.8944266622941008*cse163
    cse213 = cse174*cse212
    cse214 = -cse211 - cse213
    cse215 = cse209 + cse214
    cse216 = cse215*lam_9
    cse217 = hq*(-cse182 - cse199 - cse216)
    cse218 = 0.09999965336035312*cse164
    cse219 = cse174*cse218
    cse220 = cse160*cse163
    cse221 = 0.1000001947021587*cse220
    cse222 = cse174*cse221
    cse223 = cse160*cse168
    cse224 = cse177*cse223
    cse225 = -cse219 + cse222 + cse224
    cse226 = 2*cse225
    cse227 = cse226*lam_16
    cse228 = 0.7453580594528005*cse164
    cse229 = cse160*cse188
    cse230 = cse174*cse185
    cse231 = cse160*cse230 + cse174*cse228 + cse174*cse229
    cse232 = cse231*lam_10
    cse233 = 5.254189828941647e-07*cse164
    cse234 = cse174*cse202
    cse235 = cse174*cse205
    cse236 = -cse160*cse234 + cse160*cse235 + cse174*cse233
    cse237 = cse236*lam_9
    cse238 = hq*(-cse227 - cse232 - cse237)
    cse239 = cse165*cse177
    cse240 = 0.1000001947021587*cse169
    cse241 = cse174*cse240
    cse242 = cse168*cse170
    cse243 = 0.1000001947021587*cse159
    cse244 = cse163*cse243
    cse245 = -cse239 + cse241 - cse242 - cse244
    cse246 = cse156*cse245
    cse247 = cse164*cse193
    cse248 = -cse159*cse188 - cse164*cse196 + cse174*cse247 - cse186
    cse249 = cse248*lam_10
    cse250 = -cse164*cse211 - cse164*cse213 + cse203 - cse206
    cse251 = cse250*lam_9
    cse252 = hq*(-cse246 - cse249 - cse251)
    cse253 = -cse157
    cse254 = math.sin(q_theta_slider)
    cse255 = math.cos(q_phi_slider)
    cse256 = cse254*cse255
    cse257 = -cse157*cse256
    cse258 = math.cos(q_theta_slider)
    cse259 = math.sin(q_phi_slider)
    cse260 = cse258*cse259
    cse261 = -cse157*cse260
    cse262 = cse164*cse235
    cse263 = cse164*cse234
    cse264 = cse159*cse210
    cse265 = cse159*cse212
    cse266 = cse174*cse200
    cse267 = -cse262 + cse263 + cse264 + cse265 + cse266
    cse268 = -cse267
    cse269 = cse164*cse230
    cse270 = cse174*cse189
    cse271 = cse159*cse193
    cse272 = cse174*cse183
    cse273 = cse159*cse195
    cse274 = -cse269 - cse270 - cse271 + cse272 + cse273
    cse275 = -cse274
    cse276 = cse254*cse259
    cse277 = 0.33333535914981494*cse168
    cse278 = cse164*cse277
    cse279 = 0.666667964681058*cse163
    cse280 = cse164*cse279
    cse281 = 0.33333535914981494*cse163
    cse282 = 0.6666643557356875*cse160
    cse283 = 0.666667964681058*cse168
    cse284 = 0.15*cse159*cse281 - 0.15*cse159*cse283 - 0.15*cse174*cse278 - 0.15*cse174*cse280 - 0.15*cse174*cse282 - q_r_rod_x + q_r_slider_x
    cse285 = 2*cse276 + 2*cse284
    cse286 = -cse285
    cse287 = cse161*cse174
    cse288 = cse169*cse177
    cse289 = cse166*cse174
    cse290 = -cse288 - cse289
    cse291 = -cse287 + cse290
    cse292 = cse163*cse170
    cse293 = cse168*cse243
    cse294 = cse292 - cse293
    cse295 = cse291 + cse294
    cse296 = cse156*cse295
    cse297 = cse274*lam_10
    cse298 = cse267*lam_9
    cse299 = hq*(-cse296 - cse297 - cse298)
    cse300 = cse170*cse223
    cse301 = cse159*cse221
    cse302 = cse159*cse218
    cse303 = -cse300 - cse301 + cse302
    cse304 = 2*cse303
    cse305 = cse304*lam_16
    cse306 = cse159*cse228
    cse307 = cse159*cse229
    cse308 = cse160*cse186
    cse309 = -cse306 - cse307 - cse308
    cse310 = cse309*lam_10
    cse311 = cse159*cse233
    cse312 = cse160*cse206
    cse313 = cse160*cse203
    cse314 = -cse311 - cse312 + cse313
    cse315 = cse314*lam_9
    cse316 = hq*(-cse305 - cse310 - cse315)
    cse317 = cse165*cse170
    cse318 = cse159*cse240
    cse319 = cse168*cse177
    cse320 = cse163*cse175
    cse321 = cse317 - cse318 - cse319 - cse320
    cse322 = cse156*cse321
    cse323 = cse174*cse188
    cse324 = cse159*cse247
    cse325 = cse164*cse273
    cse326 = -cse230 - cse323 - cse324 + cse325
    cse327 = cse326*lam_10
    cse328 = cse164*cse212
    cse329 = cse159*cse328
    cse330 = cse164*cse264
    cse331 = cse234 - cse235 + cse329 + cse330
    cse332 = cse331*lam_9
    cse333 = hq*(-cse322 - cse327 - cse332)
    cse334 = -cse157*cse276
    cse335 = cse255*cse258
    cse336 = cse157*cse335
    cse337 = -cse201 - cse204 + cse207 + cse211 + cse213
    cse338 = -cse337
    cse339 = -cse184 + cse187 + cse190 - cse194 + cse196
    cse340 = -cse339
    cse341 = 0.15*cse159*cse278 + 0.15*cse159*cse280 + 0.15*cse159*cse282 + 0.15*cse174*cse281 - 0.15*cse174*cse283 - q_r_rod_y + q_r_slider_y
    cse342 = -2*cse256 + 2*cse341
    cse343 = -cse342
    cse344 = 0.050000303872472236*cse169
    cse345 = cse161 + cse166 + cse344
    cse346 = 2*cse345
    cse347 = cse346*lam_16
    cse348 = cse164*cse185 - cse183 + cse189
    cse349 = cse348*lam_10
    cse350 = -cse164*cse202 + cse164*cse205 - cse200
    cse351 = cse350*lam_9
    cse352 = hq*(-cse347 - cse349 - cse351)
    cse353 = 0.050000303872472236*cse220
    cse354 = 0.1000001947021587*cse223
    cse355 = cse353 - cse354
    cse356 = 2*cse355
    cse357 = cse356*lam_16
    cse358 = cse160*cse193
    cse359 = cse160*cse195 - cse358
    cse360 = cse359*lam_10
    cse361 = cse160*cse210 + cse160*cse212
    cse362 = cse361*lam_9
    cse363 = hq*(-cse357 - cse360 - cse362)
    cse364 = cse157*cse254
    cse365 = cse160*cse202
    cse366 = cse160*cse205
    cse367 = cse233 - cse365 + cse366
    cse368 = -cse367
    cse369 = cse160*cse185
    cse370 = cse228 + cse229 + cse369
    cse371 = -cse370
    cse372 = -cse160*cse277 - cse160*cse279 + 0.6666643557356875*cse164
    cse373 = -0.15*cse372 - q_r_rod_z + q_r_slider_z
    cse374 = 2*cse258 + 2*cse373
    cse375 = -cse374
    cse376 = 0.0013333414365992598*cse168
    cse377 = cse160*cse376
    cse378 = 0.002666671858724232*cse163
    cse379 = cse160*cse378
    cse380 = 0.00266665742294275*cse164
    cse381 = -cse377 - cse379 + cse380
    cse382 = 0.0011925668727104457*cse168
    cse383 = cse160*cse382
    cse384 = 0.0023851301988473744*cse163
    cse385 = cse160*cse384
    cse386 = 0.002981432237811202*cse164
    cse387 = cse383 + cse385 + cse386
    cse388 = 0.00017888586116388667*cse163
    cse389 = 0.00035777066491764035*cse168
    cse390 = cse160*cse389
    cse391 = 2.101675931576659e-10*cse164
    cse392 = -cse160*cse388 + cse390 + cse391
    cse393 = -cse193 + cse195
    cse394 = cse393*v_thetad_rod
    cse395 = cse370*v_phid_rod
    cse396 = 0.0004*cse394 + 0.0004*cse395 + 0.0002981432237811202*v_psid_rod
    cse397 = cse367*cse396
    cse398 = cse394 + cse395 + 0.7453580594528005*v_psid_rod
    cse399 = 0.0017888586116388664*cse220
    cse400 = 0.0035777066491764035*cse223
    cse401 = 2.101675931576659e-09*cse164
    cse402 = cse398*(cse399 - cse400 - cse401)
    cse403 = 0.00266665742294275*cse160
    cse404 = cse367*v_phid_rod
    cse405 = cse210 + cse212
    cse406 = cse405*v_thetad_rod
    cse407 = cse404 + cse406 + 5.254189828941647e-07*v_psid_rod
    cse408 = cse407*(0.0002981432237811202*cse164 + 0.00023851301988473745*cse220 + 0.00011925668727104457*cse223)
    cse409 = 0.004*cse404
    cse410 = 0.004*cse406
    cse411 = 2.101675931576659e-09*v_psid_rod
    cse412 = -cse409 - cse410 - cse411
    cse413 = cse370*cse412
    cse414 = cse164*cse378
    cse415 = 0.0013333414365992598*cse163
    cse416 = cse160*cse415
    cse417 = cse416*v_psid_rod
    cse418 = cse164*cse376
    cse419 = cse418*v_thetad_rod
    cse420 = 0.002666671858724232*cse168
    cse421 = cse160*cse420
    cse422 = cse397 + cse402 + cse403*v_thetad_rod + cse408 + cse413 + cse414*v_thetad_rod + cse417 + cse419 - cse421*v_psid_rod
    cse423 = -cse281 + cse283
    cse424 = cse423*v_thetad_rod
    cse425 = cse372*v_phid_rod
    cse426 = cse424 + cse425 + 0.6666643557356875*v_psid_rod
    cse427 = cse426*(-cse383 - cse385 - cse386)
    cse428 = 0.004*cse424 + 0.004*cse425 + 0.00266665742294275*v_psid_rod
    cse429 = cse370*cse428
    cse430 = cse381*cse398
    cse431 = 2.101675931576659e-10*cse160
    cse432 = cse388*v_thetad_rod
    cse433 = cse164*cse432
    cse434 = 0.00035777066491764035*cse163
    cse435 = cse160*cse434
    cse436 = cse164*cse389
    cse437 = -0.004*cse394 - 0.004*cse395 - 0.002981432237811202*v_psid_rod
    cse438 = cse372*cse437
    cse439 = 0.00017888586116388667*cse168
    cse440 = cse160*cse439
    cse441 = cse440*v_psid_rod
    cse442 = cse427 + cse429 + cse430 + cse431*v_thetad_rod + cse433 - cse435*v_psid_rod - cse436*v_thetad_rod + cse438 - cse441
    cse443 = cse426*(-cse399 + cse400 + cse401)
    cse444 = -0.0004*cse424 - 0.0004*cse425 - 0.000266665742294275*v_psid_rod
    cse445 = cse367*cse444
    cse446 = 0.002981432237811202*cse160
    cse447 = cse446*v_thetad_rod
    cse448 = 0.0023851301988473744*cse168
    cse449 = cse160*cse448
    cse450 = cse409 + cse410 + cse411
    cse451 = cse372*cse450
    cse452 = cse384*v_thetad_rod
    cse453 = cse164*cse452
    cse454 = 0.0011925668727104457*cse163
    cse455 = cse160*cse454
    cse456 = cse455*v_psid_rod
    cse457 = cse407*(-0.000266665742294275*cse164 + 0.00026666718587242325*cse220 + 0.00013333414365992598*cse223)
    cse458 = cse164*cse382
    cse459 = cse443 + cse445 + cse447 + cse449*v_psid_rod + cse451 - cse453 - cse456 + cse457 - cse458*v_thetad_rod
    cse460 = cse288 + cse289
    cse461 = cse287 + cse460
    cse462 = -cse292 + cse293
    cse463 = cse461 + cse462
    cse464 = cse269 + cse270
    cse465 = -cse272 + cse464
    cse466 = cse271 - cse273
    cse467 = 2*cse295
    cse468 = cse262 - cse263
    cse469 = -cse266 + cse468
    cse470 = -cse264 - cse265
    cse471 = cse469 + cse470
    cse472 = cse215*cse256
    cse473 = cse167 + cse171
    cse474 = cse162 + cse473
    cse475 = -cse176 + cse178
    cse476 = cse474 + cse475
    cse477 = cse396*cse405
    cse478 = cse393*cse412
    cse479 = cse403*v_phid_rod
    cse480 = cse378*v_psid_rod
    cse481 = cse407*(0.00011925668727104457*cse163 - 0.00023851301988473745*cse168)
    cse482 = 0.0017888586116388664*cse168
    cse483 = 0.0035777066491764035*cse163
    cse484 = cse398*(-cse482 - cse483)
    cse485 = -cse376*v_psid_rod + cse414*v_phid_rod + cse418*v_phid_rod + cse477 + cse478 + cse479 - cse480 + cse481 + cse484
    cse486 = cse423*cse437
    cse487 = cse393*cse428
    cse488 = cse426*(cse448 - cse454)
    cse489 = -cse415 + cse420
    cse490 = cse398*cse489
    cse491 = cse431*v_phid_rod
    cse492 = cse388*v_psid_rod
    cse493 = cse164*cse388
    cse494 = cse436*v_phid_rod
    cse495 = cse389*v_psid_rod + cse486 + cse487 + cse488 + cse490 + cse491 - cse492 + cse493*v_phid_rod - cse494
    cse496 = cse426*(cse482 + cse483)
    cse497 = cse407*(0.00013333414365992598*cse163 - 0.00026666718587242325*cse168)
    cse498 = cse405*cse444
    cse499 = cse382*v_psid_rod
    cse500 = cse423*cse450
    cse501 = cse164*cse384
    cse502 = cse384*v_psid_rod + cse446*v_phid_rod - cse458*v_phid_rod + cse496 + cse497 + cse498 + cse499 + cse500 - cse501*v_phid_rod
    cse503 = -cse403 - cse414 - cse418
    cse504 = -cse431 + cse436 - cse493
    cse505 = -cse446 + cse458 + cse501
    cse506 = -cse278 - cse280 - cse282
    cse507 = cse506*v_phid_rod
    cse508 = cse450*cse507
    cse509 = cse350*v_phid_rod
    cse510 = 0.004*cse509
    cse511 = 0.0004*cse407
    cse512 = cse444*cse509
    cse513 = v_phid_rod*v_thetad_rod
    cse514 = v_phid_rod*v_psid_rod
    cse515 = cse164*cse514
    cse516 = cse160*v_phid_rod
    cse517 = cse383*cse513 + cse386*cse513 + cse426*cse510 + cse448*cse515 + cse452*cse516 - cse454*cse515 - cse507*cse511 + cse508 + cse512
    cse518 = cse449*v_phid_rod
    cse519 = cse407*cse444 + cse426*cse450 + cse447*v_phid_rod + cse452*v_psid_rod - cse453*v_phid_rod - cse456*v_phid_rod - cse458*cse513 + cse499*v_thetad_rod + cse518*v_psid_rod
    cse520 = cse437*cse507
    cse521 = cse348*v_phid_rod
    cse522 = cse428*cse521
    cse523 = cse390*cse513 + cse391*cse513 + 0.004*cse398*cse507 - 0.004*cse426*cse521 - cse432*cse516 - cse434*cse515 - cse439*cse515 + cse520 + cse522
    cse524 = cse435*v_phid_rod
    cse525 = cse389*v_thetad_rod
    cse526 = cse398*cse428 + cse426*cse437 - cse432*v_psid_rod + cse433*v_phid_rod - cse441*v_phid_rod + cse491*v_thetad_rod - cse494*v_thetad_rod - cse524*v_psid_rod + cse525*v_psid_rod
    cse527 = cse396*cse509
    cse528 = cse412*cse521
    cse529 = -cse377*cse513 - cse379*cse513 + cse380*cse513 - cse398*cse510 + cse415*cse515 - cse420*cse515 + cse511*cse521 + cse527 + cse528
    cse530 = cse421*v_phid_rod
    cse531 = cse376*v_thetad_rod
    cse532 = cse396*cse407 + cse398*cse412 + cse414*cse513 + cse417*v_phid_rod + cse419*v_phid_rod + cse479*v_thetad_rod - cse480*v_thetad_rod - cse530*v_psid_rod - cse531*v_psid_rod
    cse533 = 0.003999999999999006*cse160
    cse534 = -cse533
    cse535 = 8.459102457131912e-10*cse163
    cse536 = cse164*cse535
    cse537 = 1.6918154898933405e-09*cse168
    cse538 = cse164*cse537
    cse539 = cse300 + cse301 - cse302
    cse540 = cse311 + cse312 - cse313
    cse541 = cse236*cse256
    cse542 = cse219 - cse222 - cse224
    cse543 = cse303*lam_5 + cse542*lam_6 + lam_10*(cse180*cse231 + cse198*cse225 + cse225*cse339 + cse231*cse341 + cse274*cse303 + cse274*cse539 + cse284*(cse306 + cse307 + cse308) + cse295*cse309) + lam_16*(cse181*cse225 + cse225*cse342 + cse285*cse539 + cse295*cse304) + lam_8*(cse276*cse540 - cse541) + lam_9*(cse180*cse236 + cse215*cse225 + cse225*cse337 + cse236*cse341 + cse267*cse303 + cse267*cse539 + cse284*cse540 + cse295*cse314)
    cse544 = 0.003999999999999006*cse164
    cse545 = cse160*cse535
    cse546 = 0.0002981432237811202*cse407
    cse547 = 2.101675931576659e-09*cse398
    cse548 = -cse378*v_thetad_rod + 5.254189828941647e-07*cse396 + 0.7453580594528005*cse412 + cse416*v_phid_rod - cse530 - cse531 + cse546 - cse547
    cse549 = 0.002981432237811202*cse426
    cse550 = 0.00266665742294275*cse398
    cse551 = 0.7453580594528005*cse428 - cse432 + 0.6666643557356875*cse437 - cse440*v_phid_rod - cse524 + cse525 - cse549 + cse550
    cse552 = 2.101675931576659e-09*cse426
    cse553 = 0.000266665742294275*cse407
    cse554 = cse382*v_thetad_rod + 5.254189828941647e-07*cse444 + 0.6666643557356875*cse450 + cse452 - cse455*v_phid_rod + cse518 + cse552 - cse553
    cse555 = 8.459102457131912e-10*cse168
    cse556 = cse160*cse555
    cse557 = 1.6918154898933405e-09*cse163
    cse558 = cse160*cse557
    cse559 = cse277 + cse279
    cse560 = cse202 - cse205
    cse561 = -cse416 + cse421
    cse562 = cse435 + cse440
    cse563 = -cse449 + cse455
    cse564 = -cse185 - cse188
    cse565 = -cse160*cse281 + cse160*cse283
    cse566 = cse560*v_thetad_rod
    cse567 = 0.004*cse566
    cse568 = cse361*v_phid_rod
    cse569 = 0.004*cse568
    cse570 = cse426*(cse567 + cse569)
    cse571 = cse565*v_phid_rod
    cse572 = cse559*v_thetad_rod
    cse573 = cse407*(-0.0004*cse571 - 0.0004*cse572)
    cse574 = cse566 + cse568
    cse575 = cse444*cse574
    cse576 = v_psid_rod*v_thetad_rod
    cse577 = cse164*cse513
    cse578 = cse571 + cse572
    cse579 = cse450*cse578
    cse580 = cse383*cse514 + cse385*cse514 - cse448*cse576 + cse448*cse577 + cse454*cse576 - cse454*cse577 + cse570 + cse573 + cse575 + cse579
    cse581 = cse359*v_phid_rod
    cse582 = cse564*v_thetad_rod
    cse583 = cse426*(-0.004*cse581 - 0.004*cse582)
    cse584 = cse581 + cse582
    cse585 = cse428*cse584
    cse586 = cse398*(0.004*cse571 + 0.004*cse572)
    cse587 = cse437*cse578
    cse588 = cse390*cse514 + cse434*cse576 - cse434*cse577 + cse439*cse576 - cse439*cse577 - cse492*cse516 + cse583 + cse585 + cse586 + cse587
    cse589 = cse407*(0.0004*cse581 + 0.0004*cse582)
    cse590 = cse412*cse584
    cse591 = cse398*(-cse567 - cse569)
    cse592 = cse396*cse574
    cse593 = -cse377*cse514 - cse415*cse576 + cse415*cse577 + cse420*cse576 - cse420*cse577 - cse480*cse516 + cse589 + cse590 + cse591 + cse592
    cse594 = -cse317 + cse318 + cse319 + cse320
    cse595 = 2*cse321
    cse596 = -cse234 + cse235 - cse329 - cse330
    cse597 = cse250*cse256
    cse598 = cse239 - cse241 + cse242 + cse244
    cse599 = cse321*lam_5 + cse598*lam_6 + lam_10*(cse180*cse248 + cse198*cse245 + cse245*cse339 + cse248*cse341 + cse274*cse321 + cse274*cse594 + cse284*(cse230 + cse323 + cse324 - cse325) + cse295*cse326) + lam_16*(cse181*cse245 + cse245*cse342 + cse285*cse594 + cse295*cse595) + lam_8*(cse276*cse596 - cse597) + lam_9*(cse180*cse250 + cse215*cse245 + cse245*cse337 + cse250*cse341 + cse267*cse321 + cse267*cse594 + cse284*cse596 + cse295*cse331)
    cse600 = 0.10000060774494447*cse169
    cse601 = 0.2000003894043174*cse165
    cse602 = 0.10000060774494447*cse174
    cse603 = 0.19999930672070623*cse160
    cse604 = 0.2000003894043174*cse174
    cse605 = cse199 + cse216
    cse606 = 0.10000060774494447*cse159
    cse607 = 0.2000003894043174*cse159
    cse608 = cse297 + cse298
    cse609 = cse267*cse276
    cse610 = hq*(lam_16*(cse181*cse256 + cse276*cse467) + lam_8*(cse472 + cse609))
    cse611 = cse267*cse335
    cse612 = hq*(lam_16*(cse181*cse260 - cse335*cse467) + lam_8*(cse215*cse260 - cse611))
    cse613 = cse256*cse267
    cse614 = cse215*cse276 - cse613
    cse615 = cse180*cse267 + cse215*cse284 + cse267*cse341 + cse295*cse337
    cse616 = cse180*cse274 + cse198*cse284 + cse274*cse341 + cse295*cse339
    cse617 = cse180*cse285 + cse295*cse342
    cse618 = cse434 + cse439
    cse619 = -cse448 + cse454
    cse620 = 0.050000303872472236*cse223
    cse621 = -cse221 - cse620
    cse622 = cse218 + cse621
    cse623 = -cse229 - cse369
    cse624 = cse221 + cse620
    cse625 = cse365 - cse366
    cse626 = -cse233 + cse625
    cse627 = cse376 + cse378
    cse628 = -cse382 - cse384
    cse629 = cse388 - cse389
    cse630 = cse174*cse354
    cse631 = cse177*cse220
    cse632 = -cse630 + cse631
    cse633 = cse159*cse354
    cse634 = cse170*cse220
    cse635 = cse633 - cse634
    cse636 = 0.050000303872472236*cse165
    cse637 = -cse240 + cse636
    cse638 = cse160*cse211 + cse160*cse213
    cse639 = -cse160*cse264 - cse160*cse265
    cse640 = cse164*cse210 + cse328
    cse641 = lam_10*(cse225*cse248 + cse231*cse245 + cse274*cse632 + cse284*(cse160*cse196 - cse174*cse358) + cse303*cse326 + cse309*cse321 + cse339*cse635 + cse341*(cse159*cse358 - cse160*cse273) + cse345*cse359 + cse348*cse355 + cse370*cse637 + cse373*(cse164*cse195 - cse247)) + lam_16*(cse226*cse245 + cse285*cse632 + cse304*cse321 + cse342*cse635 + cse345*cse356 + cse374*cse637) + lam_5*(cse630 - cse631) + lam_6*(-cse633 + cse634) + lam_7*(cse240 - cse636) + lam_8*(-cse256*cse639 + cse258*cse640 + cse276*cse638) + lam_9*(cse225*cse250 + cse236*cse245 + cse267*cse632 + cse284*cse638 + cse303*cse331 + cse314*cse321 + cse337*cse635 + cse341*cse639 + cse345*cse361 + cse350*cse355 + cse367*cse637 + cse373*cse640)
    cse642 = 0.19999930672070623*cse164
    cse643 = cse232 + cse237
    cse644 = cse310 + cse315
    cse645 = cse349 + cse351
    cse646 = hq*(lam_16*(cse226*cse256 + cse276*cse304) + lam_8*(cse276*cse314 + cse541))
    cse647 = hq*(lam_16*(cse226*cse260 - cse254*cse346 - cse304*cse335) + lam_8*(cse236*cse260 - cse254*cse350 - cse314*cse335))
    cse648 = -cse161 - cse166 - cse344
    cse649 = cse236*cse276 - cse256*cse314 + cse258*cse350
    cse650 = cse225*cse267 + cse236*cse284 + cse303*cse337 + cse314*cse341 + cse345*cse367 + cse350*cse373
    cse651 = cse225*cse274 + cse231*cse284 + cse303*cse339 + cse309*cse341 + cse345*cse370 + cse348*cse373
    cse652 = cse225*cse285 + cse303*cse342 + cse345*cse374
    cse653 = 8.459102454963507e-10*cse163
    cse654 = 1.6918154900017607e-09*cse168
    cse655 = cse537*v_thetad_rod
    cse656 = 8.459102454963507e-10*cse168
    cse657 = 1.6918154900017607e-09*cse163
    cse658 = cse537*v_psid_rod
    cse659 = cse172 + cse179
    cse660 = cse460 + cse462
    cse661 = 2*cse245
    cse662 = cse468 + cse470
    cse663 = cse208 + cse214
    cse664 = cse249 + cse251
    cse665 = cse327 + cse332
    cse666 = cse360 + cse362
    cse667 = hq*(lam_16*(cse256*cse661 + cse276*cse595) + lam_8*(cse276*cse331 + cse597))
    cse668 = hq*(lam_16*(-cse254*cse356 + cse260*cse661 - cse335*cse595) + lam_8*(cse250*cse260 - cse254*cse361 - cse331*cse335))
    cse669 = -cse353 + cse354
    cse670 = cse250*cse276 - cse256*cse331 + cse258*cse361
    cse671 = cse245*cse267 + cse250*cse284 + cse321*cse337 + cse331*cse341 + cse355*cse367 + cse361*cse373
    cse672 = cse245*cse274 + cse248*cse284 + cse321*cse339 + cse326*cse341 + cse355*cse370 + cse359*cse373
    cse673 = cse245*cse285 + cse321*cse342 + cse355*cse374
    cse674 = cse157 + 2.0
    cse675 = math.cos(q_psi_slider)
    cse676 = cse259*cse675
    cse677 = math.sin(q_psi_slider)
    cse678 = cse255*cse677
    cse679 = cse258*cse678
    cse680 = -cse676 - cse679
    cse681 = cse255*cse675
    cse682 = cse258*cse681
    cse683 = cse259*cse677
    cse684 = cse682 - cse683
    cse685 = hq*(cse156*cse256 - cse680*lam_14 + cse684*lam_13)
    cse686 = cse254*cse677
    cse687 = cse259*cse686
    cse688 = cse254*cse675
    cse689 = cse259*cse688
    cse690 = hq*(cse156*cse260 - cse687*lam_14 - cse689*lam_13)
    cse691 = cse258*cse676
    cse692 = -cse678 - cse691
    cse693 = cse258*cse683
    cse694 = cse681 - cse693
    cse695 = hq*(-cse692*lam_14 + cse694*lam_13)
    cse696 = cse678 + cse691
    cse697 = -cse694
    cse698 = -cse681 + cse693
    cse699 = hq*(cse156*cse276 + cse696*lam_13 + cse698*lam_14)
    cse700 = cse255*cse686
    cse701 = cse255*cse688
    cse702 = hq*(-cse156*cse335 + cse700*lam_14 + cse701*lam_13)
    cse703 = -cse682 + cse683
    cse704 = cse676 + cse679
    cse705 = hq*(cse703*lam_14 + cse704*lam_13)
    cse706 = cse258*cse677
    cse707 = cse258*cse675
    cse708 = hq*(-cse156*cse254 - cse706*lam_14 - cse707*lam_13)
    cse709 = hq*(cse686*lam_13 - cse688*lam_14)
    cse710 = -cse688
    cse711 = -cse686
    cse712 = cse258**2
    cse713 = cse254**2
    cse714 = cse675**2
    cse715 = 0.0001*cse714
    cse716 = cse677**2
    cse717 = 0.0001*cse716
    cse718 = cse686*v_phid_slider
    cse719 = cse675*v_thetad_slider
    cse720 = cse718 + cse719
    cse721 = 0.0001*cse720
    cse722 = 0.0001*cse718
    cse723 = 0.0001*cse719
    cse724 = cse722 + cse723
    cse725 = cse688*v_phid_slider
    cse726 = cse677*v_thetad_slider
    cse727 = -cse725 + cse726
    cse728 = 0.0001*cse727
    cse729 = 0.0001*cse725
    cse730 = 0.0001*cse726
    cse731 = cse729 - cse730
    cse732 = 0.0001*cse254
    cse733 = cse686*cse728 + cse686*cse731 + cse688*cse721 - cse688*cse724 + cse732*v_thetad_slider
    cse734 = 0.0001*cse258
    cse735 = cse734*v_phid_slider
    cse736 = 0.0001*v_psid_slider
    cse737 = -cse735 - cse736
    cse738 = cse258*v_phid_slider
    cse739 = cse738 + v_psid_slider
    cse740 = 0.0001*cse739
    cse741 = -cse729 + cse730
    cse742 = cse258*cse741 - cse688*cse736 - cse688*cse737 - cse688*cse740 - cse726*cse734 - cse727*cse734
    cse743 = -cse722 - cse723
    cse744 = cse735 + cse736
    cse745 = cse258*cse743 - cse686*cse736 - cse686*cse740 + cse686*cse744 + cse719*cse734 + cse720*cse734
    cse746 = cse255**2
    cse747 = 2*cse713
    cse748 = cse259**2
    cse749 = cse256*cse342 - cse276*cse285
    cse750 = cse256*cse337 - cse609
    cse751 = 0.2 - q_r_slider_x
    cse752 = -cse680*q_r_slider_y + cse698*cse751
    cse753 = cse692*cse751
    cse754 = cse684*q_r_slider_y
    cse755 = -cse753 + cse754
    cse756 = -cse684*lam_15 - cse692*lam_11 + cse698*lam_12
    cse757 = cse732*v_phid_slider
    cse758 = cse675*cse728 + cse675*cse731 - cse677*cse721 + cse677*cse724 + cse757
    cse759 = cse677*cse735
    cse760 = cse677*cse736 + cse677*cse737 + cse677*cse740 - cse759
    cse761 = cse675*cse735
    cse762 = -cse675*cse736 - cse675*cse740 + cse675*cse744 + cse761
    cse763 = 0.0002*cse254*cse258
    cse764 = cse718*cse736
    cse765 = cse719*cse736
    cse766 = cse719*cse735
    cse767 = cse720*cse744 + cse739*cse743 - cse764 - cse765 + cse766
    cse768 = cse675*cse767
    cse769 = cse677*cse738
    cse770 = cse254*v_phid_slider
    cse771 = -cse721*cse770 - cse729*v_thetad_slider - cse739*cse759 - cse743*cse770 + cse744*cse769 - cse759*v_psid_slider
    cse772 = cse675*cse738
    cse773 = cse722*v_thetad_slider + cse728*cse770 - cse737*cse772 - cse739*cse761 - cse741*cse770 - cse761*v_psid_slider
    cse774 = -cse725*cse736 - cse726*cse735 + cse726*cse736 + cse739*cse741
    cse775 = cse727*cse737 + cse774
    cse776 = cse677*cse775
    cse777 = cse720*cse761 - cse724*cse772 + cse727*cse759 + cse731*cse769 + cse735*v_thetad_slider
    cse778 = cse689*lam_15 + cse700*lam_12 + cse701*lam_11 + lam_13*(-cse689*q_r_slider_y + cse701*cse751) + lam_14*(-cse687*q_r_slider_y + cse700*cse751) + lam_16*(cse260*cse342 + cse285*cse335) + lam_8*(cse260*cse337 + cse611)
    cse779 = -0.0002*cse725 + 0.0002*cse726 - cse728
    cse780 = -0.0002*cse718 - 0.0002*cse719 + cse721
    cse781 = cse725 - cse726
    cse782 = cse744*cse781 + cse774
    cse783 = cse720*cse737 + cse724*cse739 + cse764 + cse765 - cse766
    cse784 = cse720*cse724 + cse720*cse743 + cse727*cse731 + cse731*cse781
    cse785 = cse680*cse751
    cse786 = cse694*q_r_slider_y
    cse787 = -cse680*lam_11 - cse694*lam_15 + cse703*lam_12 + lam_13*(-cse785 + cse786) + lam_14*(-cse692*q_r_slider_y + cse703*cse751)
    cse788 = cse276*cse337 + cse613
    cse789 = -cse684
    cse790 = -cse684*cse751 + cse696*q_r_slider_y
    cse791 = cse785 - cse786
    cse792 = -cse696
    cse793 = cse256*cse285 + cse276*cse342
    cse794 = 2*cse712
    cse795 = cse688*q_r_slider_z
    cse796 = cse686*q_r_slider_z
    cse797 = cse700*q_r_slider_y
    cse798 = cse687*cse751
    cse799 = cse706*q_r_slider_z
    cse800 = cse689*cse751 + cse701*q_r_slider_y - cse707*q_r_slider_z
    cse801 = -cse687*lam_11 + cse689*lam_12 + cse700*lam_15 + cse800*lam_14 + lam_13*(-cse797 - cse798 + cse799)
    cse802 = -cse254*cse367 + cse260*cse267 - cse335*cse337
    cse803 = cse797 + cse798 - cse799
    cse804 = -cse701
    cse805 = -cse254*cse374 + cse260*cse285 - cse335*cse342
    cse806 = -cse694*cse751 + cse704*q_r_slider_y + cse796
    cse807 = cse753 - cse754 - cse795
    cse808 = -cse704
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
        0.0001*cse0**2 + 1e-05*cse2*cse4 + 0.0001*cse4*cse6 + hq*(cse70 + cse75 + lam_17*(cse44**2*cse65*cse66 - cse51*cse60 + 4*cse53*cse65*cse69 - cse67*cse68)) - hv*(cse0*cse25 + cse12*cse37 - cse42*cse7),  # [3, 3]
        cse81 + hq*(a_3*(2e-05*cse2*cse96 + cse6*cse97 - cse97) + a_4*cse83 - a_5*cse13 + cse0*cse90 - cse0*cse92 - cse0*cse94 + cse119 - cse12*cse95 + cse3*(cse10*cse18 + cse20*cse23 + cse24*v_phid_crank) + cse7*cse87) - hv*(cse0*cse76 + cse12*cse77 - cse7*cse79),  # [3, 4]
        cse32 + hq*(a_3*cse128*cse4 - cse0*cse127 - cse12*cse126 + cse12*cse89 + cse123*cse2 - cse123*cse6 + cse124*cse7 + cse139 + cse7*cse93) - hv*(cse12*cse120 - cse121*cse7),  # [3, 5]
        cse99,  # [3, 21]
        cse72,  # [3, 23]
        cse140,  # [3, 24]
        cse141,  # [3, 35]
        cse119*hq + cse81 - hv*(-cse1*cse42 - cse37*cse5),  # [4, 3]
        0.0001*cse2 + 1e-05*cse6 + hq*(a_3*cse83 - cse0*lam_4 + cse1*cse87 + cse145 + cse5*cse95 + cse70 - cse71*lam_6 + cse73*lam_5 + lam_17*(cse104**2*cse66 - 4*cse105*cse112 - cse60*(cse142 - cse44*cse47) + cse68*(cse143 + cse47*cse53))) - hv*(-cse1*cse79 - cse5*cse77),  # [4, 4]
        hq*(-a_4*cse128 + cse1*cse124 + cse126*cse5 + cse146*cse2 - cse146*cse6 + cse147 - cse90 + cse94) - hv*(-cse1*cse121 - cse120*cse5),  # [4, 5]
        cse148,  # [4, 21]
        cse149,  # [4, 22]
        cse116,  # [4, 23]
        cse150,  # [4, 24]
        cse151,  # [4, 25]
        cse152,  # [4, 35]
        cse139*hq - cse25*hv + cse32,  # [5, 3]
        -cse76*hv + hq*(-a_3*cse13 + cse147 - cse92),  # [5, 4]
        hq*(-cse127 + cse145 + cse75 + lam_17*(cse131**2*cse66 - 4*cse132*cse135 - cse60*(cse142 + cse51) + cse68*(cse143 - cse67))) + 0.0001,  # [5, 5]
        cse136,  # [5, 23]
        cse153,  # [5, 24]
        cse154,  # [5, 25]
        cse155,  # [5, 35]
        cse158,  # [6, 6]
        cse217,  # [6, 9]
        cse238,  # [6, 10]
        cse252,  # [6, 11]
        cse253,  # [6, 12]
        cse257,  # [6, 15]
        cse261,  # [6, 16]
        -1,  # [6, 23]
        cse268,  # [6, 27]
        cse275,  # [6, 28]
        cse286,  # [6, 34]
        cse158,  # [7, 7]
        cse299,  # [7, 9]
        cse316,  # [7, 10]
        cse333,  # [7, 11]
        cse253,  # [7, 13]
        cse334,  # [7, 15]
        cse336,  # [7, 16]
        -1,  # [7, 24]
        cse338,  # [7, 27]
        cse340,  # [7, 28]
        cse343,  # [7, 34]
        cse158,  # [8, 8]
        cse352,  # [8, 10]
        cse363,  # [8, 11]
        cse253,  # [8, 14]
        cse364,  # [8, 16]
        -1,  # [8, 25]
        cse368,  # [8, 27]
        cse371,  # [8, 28]
        cse375,  # [8, 34]
        cse217,  # [9, 6]
        cse299,  # [9, 7]
        cse367*cse392 + cse370*cse387 + cse372*cse381 + hq*(cse295*lam_5 + cse476*lam_6 + lam_10*(cse180*cse339 + cse181*cse198 + cse198*cse341 + cse274*cse463 + cse274*cse467 + cse284*(cse465 + cse466)) + lam_16*(2*cse180**2 + cse180*cse342 + cse285*cse463 + 2*cse295**2) + lam_8*(cse276*cse471 - cse472) + lam_9*(cse180*cse337 + cse181*cse215 + cse215*cse341 + cse267*cse463 + cse267*cse467 + cse284*cse471)) - hv*(cse367*cse442 + cse370*cse459 + cse372*cse422),  # [9, 9]
        cse381*cse423 + cse387*cse393 + cse392*cse405 + hq*(a_10*(cse393*cse505 + cse405*cse504 + cse423*cse503) + a_11*(cse534 + cse536 - cse538) + a_9*(cse348*cse387 + cse350*cse392 + cse367*cse504 + cse370*cse505 + cse372*cse503 + cse381*cse506) - cse348*cse519 - cse350*cse526 - cse367*cse523 - cse370*cse517 - cse372*cse529 - cse506*cse532 + cse543) - hv*(cse367*cse495 + cse370*cse502 + cse372*cse485),  # [9, 10]
        -cse160*cse537 + cse544 + cse545 + hq*(a_10*(cse381*cse559 + cse387*cse564 + cse392*cse560 + cse393*cse563 + cse405*cse562 + cse423*cse561) + a_11*(-cse556 - cse558) + a_9*(cse359*cse387 + cse361*cse392 + cse367*cse562 + cse370*cse563 + cse372*cse561 + cse381*cse565) - cse359*cse519 - cse361*cse526 - cse367*cse588 - cse370*cse580 - cse372*cse593 - cse532*cse565 + cse599) - hv*(cse367*cse551 + cse370*cse554 + cse372*cse548),  # [9, 11]
        hq*(cse605 + lam_16*(-cse159*cse600 - cse159*cse601 - cse159*cse603 - cse163*cse602 + cse168*cse604)),  # [9, 12]
        hq*(cse608 + lam_16*(cse163*cse606 - cse168*cse607 - cse174*cse600 - cse174*cse601 - cse174*cse603)),  # [9, 13]
        cse610,  # [9, 15]
        cse612,  # [9, 16]
        cse476,  # [9, 23]
        cse463,  # [9, 24]
        cse614,  # [9, 26]
        cse615,  # [9, 27]
        cse616,  # [9, 28]
        cse617,  # [9, 34]
        cse238,  # [10, 6]
        cse316,  # [10, 7]
        cse352,  # [10, 8]
        cse367*cse618 + cse370*cse619 + cse372*cse489 + cse543*hq - hv*(cse393*cse459 + cse405*cse442 + cse422*cse423),  # [10, 9]
        cse393*cse619 + cse405*cse618 + cse423*cse489 + hq*(a_9*(cse348*cse619 + cse350*cse618 + cse489*cse506) + cse291*lam_5 - cse393*cse517 - cse405*cse523 - cse423*cse529 + cse474*lam_6 + lam_10*(cse173*cse339 + cse192*cse341 + cse226*cse231 + cse274*cse461 + cse284*cse465 + cse304*cse309 + cse346*cse348 + cse370*cse622 + cse373*(-cse228 + cse623)) + lam_16*(cse173*cse342 + 2*cse225**2 + cse285*cse461 + 2*cse303**2 + 2*cse345**2 + cse374*cse622) + lam_7*(-cse218 + cse624) + lam_8*(-cse209*cse256 + cse258*cse626 + cse276*cse469) + lam_9*(cse173*cse337 + cse209*cse341 + cse226*cse236 + cse267*cse461 + cse284*cse469 + cse304*cse314 + cse346*cse350 + cse367*cse622 + cse373*cse626)) - hv*(cse393*cse502 + cse405*cse495 + cse423*cse485),  # [10, 10]
        -cse555 - cse557 + hq*(a_10*(cse393*cse628 + cse405*cse629 + cse423*cse627 + cse489*cse559 + cse560*cse618 + cse564*cse619) + a_11*(-cse535 + cse537) + a_9*(cse359*cse619 + cse361*cse618 + cse367*cse629 + cse370*cse628 + cse372*cse627 + cse489*cse565) - cse393*cse580 - cse405*cse588 - cse423*cse593 - cse519*cse564 - cse526*cse560 - cse532*cse559 + cse641) - hv*(cse393*cse554 + cse405*cse551 + cse423*cse548),  # [10, 11]
        hq*(cse643 + lam_16*(-cse174*cse642 + cse220*cse604 + cse223*cse602)),  # [10, 12]
        hq*(cse644 + lam_16*(cse159*cse642 - cse220*cse607 - cse223*cse606)),  # [10, 13]
        hq*(cse645 + lam_16*(cse600 + cse601 + cse603)),  # [10, 14]
        cse646,  # [10, 15]
        cse647,  # [10, 16]
        cse542,  # [10, 23]
        cse539,  # [10, 24]
        cse648,  # [10, 25]
        cse649,  # [10, 26]
        cse650,  # [10, 27]
        cse651,  # [10, 28]
        cse652,  # [10, 34]
        cse252,  # [11, 6]
        cse333,  # [11, 7]
        cse363,  # [11, 8]
        cse160*cse653 - cse160*cse654 + cse544 + cse599*hq - hv*(cse164*cse655 + 0.6666643557356875*cse397 + 0.6666643557356875*cse402 + 0.6666643557356875*cse408 + 0.6666643557356875*cse413 + 5.254189828941647e-07*cse427 + 5.254189828941647e-07*cse429 + 5.254189828941647e-07*cse430 + 5.254189828941647e-07*cse438 + 0.7453580594528005*cse443 + 0.7453580594528005*cse445 + 0.7453580594528005*cse451 + 0.7453580594528005*cse457 + cse533*v_thetad_rod - cse536*v_thetad_rod + cse556*v_psid_rod + cse558*v_psid_rod),  # [11, 9]
        -cse656 - cse657 + hq*(a_9*(cse164*cse653 - cse164*cse654 + cse534) + cse507*cse546 - cse507*cse547 - 0.7453580594528005*cse508 - cse509*cse549 + cse509*cse550 - 0.7453580594528005*cse512 - cse513*cse544 - cse513*cse545 - cse515*cse555 - cse515*cse557 + cse516*cse655 - 5.254189828941647e-07*cse520 + cse521*cse552 - cse521*cse553 - 5.254189828941647e-07*cse522 - 0.6666643557356875*cse527 - 0.6666643557356875*cse528 + cse641) - hv*(0.6666643557356875*cse477 + 0.6666643557356875*cse478 + 0.6666643557356875*cse481 + 0.6666643557356875*cse484 + 5.254189828941647e-07*cse486 + 5.254189828941647e-07*cse487 + 5.254189828941647e-07*cse488 + 5.254189828941647e-07*cse490 + 0.7453580594528005*cse496 + 0.7453580594528005*cse497 + 0.7453580594528005*cse498 + 0.7453580594528005*cse500 + cse533*v_phid_rod + cse535*v_psid_rod - cse536*v_phid_rod + cse538*v_phid_rod - cse658),  # [11, 10]
        hq*(a_10*(-cse653 + cse654) + a_9*(-cse160*cse656 - cse160*cse657) - cse514*cse545 + cse516*cse658 + cse555*cse576 - cse555*cse577 + cse557*cse576 - cse557*cse577 - 0.7453580594528005*cse570 - 0.7453580594528005*cse573 - 0.7453580594528005*cse575 - 0.7453580594528005*cse579 - 5.254189828941647e-07*cse583 - 5.254189828941647e-07*cse585 - 5.254189828941647e-07*cse586 - 5.254189828941647e-07*cse587 - 0.6666643557356875*cse589 - 0.6666643557356875*cse590 - 0.6666643557356875*cse591 - 0.6666643557356875*cse592 + cse624*lam_7 + lam_10*(cse248*cse661 + cse274*cse660 + cse284*(cse464 + cse466) + cse326*cse595 + cse339*cse659 + cse341*(cse191 + cse197) + cse356*cse359 + cse370*cse621 + cse373*cse623) + lam_16*(2*cse245**2 + cse285*cse660 + 2*cse321**2 + cse342*cse659 + 2*cse355**2 + cse374*cse621) + lam_5*(cse290 + cse294) + lam_6*(cse473 + cse475) + lam_8*(-cse256*cse663 + cse258*cse625 + cse276*cse662) + lam_9*(cse250*cse661 + cse267*cse660 + cse284*cse662 + cse331*cse595 + cse337*cse659 + cse341*cse663 + cse356*cse361 + cse367*cse621 + cse373*cse625)) - hv*(3.5027810772243853e-07*cse396 - 2.0679515313825692e-25*cse398 - 2.710505431213761e-20*cse407 + 0.4969036504975035*cse412 + 2.0679515313825692e-25*cse426 + 3.916252734896588e-07*cse428 + 3.5027810772243853e-07*cse437 + 3.916252734896588e-07*cse444 + 0.4969036504975035*cse450 + cse535*v_thetad_rod + cse556*v_phid_rod + cse558*v_phid_rod - cse655) + 0.003999999999999006,  # [11, 11]
        hq*(cse664 + lam_16*(-cse163*cse607 - cse165*cse602 - cse168*cse606 + cse169*cse604)),  # [11, 12]
        hq*(cse665 + lam_16*(-cse163*cse604 + cse165*cse606 - cse168*cse602 - cse169*cse607)),  # [11, 13]
        hq*(cse666 + lam_16*(0.10000060774494447*cse220 - 0.2000003894043174*cse223)),  # [11, 14]
        cse667,  # [11, 15]
        cse668,  # [11, 16]
        cse598,  # [11, 23]
        cse594,  # [11, 24]
        cse669,  # [11, 25]
        cse670,  # [11, 26]
        cse671,  # [11, 27]
        cse672,  # [11, 28]
        cse673,  # [11, 34]
        cse253,  # [12, 6]
        hq*(cse182 + cse605),  # [12, 9]
        hq*(cse227 + cse643),  # [12, 10]
        hq*(cse246 + cse664),  # [12, 11]
        cse674,  # [12, 12]
        cse685,  # [12, 15]
        cse690,  # [12, 16]
        cse695,  # [12, 17]
        cse267,  # [12, 27]
        cse274,  # [12, 28]
        cse696,  # [12, 31]
        cse697,  # [12, 32]
        cse285,  # [12, 34]
        cse253,  # [13, 7]
        hq*(cse296 + cse608),  # [13, 9]
        hq*(cse305 + cse644),  # [13, 10]
        hq*(cse322 + cse665),  # [13, 11]
        cse674,  # [13, 13]
        cse699,  # [13, 15]
        cse702,  # [13, 16]
        cse705,  # [13, 17]
        cse337,  # [13, 27]
        cse339,  # [13, 28]
        cse703,  # [13, 31]
        cse680,  # [13, 32]
        cse342,  # [13, 34]
        cse253,  # [14, 8]
        hq*(cse347 + cse645),  # [14, 10]
        hq*(cse357 + cse666),  # [14, 11]
        cse674,  # [14, 14]
        cse708,  # [14, 16]
        cse709,  # [14, 17]
        cse367,  # [14, 27]
        cse370,  # [14, 28]
        cse710,  # [14, 31]
        cse711,  # [14, 32]
        cse374,  # [14, 34]
        cse257,  # [15, 6]
        cse334,  # [15, 7]
        cse610,  # [15, 9]
        cse646,  # [15, 10]
        cse667,  # [15, 11]
        cse685,  # [15, 12]
        cse699,  # [15, 13]
        0.0001*cse712 + cse713*cse715 + cse713*cse717 + hq*(cse750*lam_8 + cse752*lam_14 + cse755*lam_13 + cse756 + lam_16*(cse746*cse747 + cse747*cse748 + cse749)) - hv*(cse258*cse733 + cse686*cse742 - cse688*cse745),  # [15, 15]
        hq*(a_15*(cse714*cse763 + cse716*cse763 - cse763) - a_17*cse732 + cse254*(cse720*cse731 + cse724*cse727 + cse757*v_thetad_slider) + cse258*cse768 - cse258*cse776 - cse258*cse777 - cse686*cse773 + cse688*cse771 + cse778) - hv*(cse258*cse758 + cse686*cse760 - cse688*cse762),  # [15, 16]
        cse734 + hq*(-cse258*cse784 - cse686*cse767 - cse686*cse783 - cse688*cse775 + cse688*cse782 + cse787) - hv*(cse686*cse779 - cse688*cse780),  # [15, 17]
        cse788,  # [15, 26]
        cse789,  # [15, 29]
        cse680,  # [15, 30]
        cse790,  # [15, 31]
        cse791,  # [15, 32]
        cse792,  # [15, 33]
        cse793,  # [15, 34]
        cse261,  # [16, 6]
        cse336,  # [16, 7]
        cse364,  # [16, 8]
        cse612,  # [16, 9]
        cse647,  # [16, 10]
        cse668,  # [16, 11]
        cse690,  # [16, 12]
        cse702,  # [16, 13]
        cse708,  # [16, 14]
        cse778*hq - hv*(cse675*cse742 + cse677*cse745),  # [16, 15]
        cse715 + cse717 + hq*(-cse675*cse773 - cse677*cse771 - cse682*lam_15 + cse691*lam_11 + cse693*lam_12 + lam_13*(cse682*q_r_slider_y + cse691*cse751 + cse795) + lam_14*(cse679*q_r_slider_y + cse693*cse751 + cse796) + lam_16*(-cse258*cse374 + cse746*cse794 + cse747 + cse748*cse794 + cse749) + lam_8*(-cse258*cse367 + cse750)) - hv*(cse675*cse760 + cse677*cse762),  # [16, 16]
        hq*(-cse675*cse783 - cse677*cse782 - cse768 + cse776 + cse801) - hv*(cse675*cse779 + cse677*cse780),  # [16, 17]
        cse802,  # [16, 26]
        cse689,  # [16, 29]
        cse687,  # [16, 30]
        cse800,  # [16, 31]
        cse803,  # [16, 32]
        cse804,  # [16, 33]
        cse805,  # [16, 34]
        cse695,  # [17, 12]
        cse705,  # [17, 13]
        cse709,  # [17, 14]
        -cse733*hv + cse734 + cse787*hq,  # [17, 15]
        -cse758*hv + hq*(-a_15*cse732 - cse777 + cse801),  # [17, 16]
        hq*(cse756 - cse784 + lam_13*(cse755 + cse795) + lam_14*(cse752 + cse796)) + 0.0001,  # [17, 17]
        cse697,  # [17, 29]
        cse692,  # [17, 30]
        cse806,  # [17, 31]
        cse807,  # [17, 32]
        cse808,  # [17, 33]
        1,  # [18, 0]
        1,  # [19, 1]
        1,  # [20, 2]
        cse99,  # [21, 3]
        cse148,  # [21, 4]
        cse149,  # [22, 4]
        1,  # [23, 0]
        cse72,  # [23, 3]
        cse116,  # [23, 4]
        cse136,  # [23, 5]
        -1,  # [23, 6]
        cse476,  # [23, 9]
        cse542,  # [23, 10]
        cse598,  # [23, 11]
        1,  # [24, 1]
        cse140,  # [24, 3]
        cse150,  # [24, 4]
        cse153,  # [24, 5]
        -1,  # [24, 7]
        cse463,  # [24, 9]
        cse539,  # [24, 10]
        cse594,  # [24, 11]
        1,  # [25, 2]
        cse151,  # [25, 4]
        cse154,  # [25, 5]
        -1,  # [25, 8]
        cse648,  # [25, 10]
        cse669,  # [25, 11]
        cse614,  # [26, 9]
        cse649,  # [26, 10]
        cse670,  # [26, 11]
        cse788,  # [26, 15]
        cse802,  # [26, 16]
        cse268,  # [27, 6]
        cse338,  # [27, 7]
        cse368,  # [27, 8]
        cse615,  # [27, 9]
        cse650,  # [27, 10]
        cse671,  # [27, 11]
        cse267,  # [27, 12]
        cse337,  # [27, 13]
        cse367,  # [27, 14]
        cse275,  # [28, 6]
        cse340,  # [28, 7]
        cse371,  # [28, 8]
        cse616,  # [28, 9]
        cse651,  # [28, 10]
        cse672,  # [28, 11]
        cse274,  # [28, 12]
        cse339,  # [28, 13]
        cse370,  # [28, 14]
        cse789,  # [29, 15]
        cse689,  # [29, 16]
        cse697,  # [29, 17]
        cse680,  # [30, 15]
        cse687,  # [30, 16]
        cse692,  # [30, 17]
        cse696,  # [31, 12]
        cse703,  # [31, 13]
        cse710,  # [31, 14]
        cse790,  # [31, 15]
        cse800,  # [31, 16]
        cse806,  # [31, 17]
        cse697,  # [32, 12]
        cse680,  # [32, 13]
        cse711,  # [32, 14]
        cse791,  # [32, 15]
        cse803,  # [32, 16]
        cse807,  # [32, 17]
        cse792,  # [33, 15]
        cse804,  # [33, 16]
        cse808,  # [33, 17]
        cse286,  # [34, 6]
        cse343,  # [34, 7]
        cse375,  # [34, 8]
        cse617,  # [34, 9]
        cse652,  # [34, 10]
        cse673,  # [34, 11]
        cse285,  # [34, 12]
        cse342,  # [34, 13]
        cse374,  # [34, 14]
        cse793,  # [34, 15]
        cse805,  # [34, 16]
        cse141,  # [35, 3]
        cse152,  # [35, 4]
        cse155,  # [35, 5]
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
        ndarray of shape (36, 18), 220 nonzero.
    """
    # 819 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(q_theta_crank)
    cse1 = cse0**2
    cse2 = math.cos(q_psi_crank)
    cse3 = math.sin(q_theta_crank)
    cse4 = cse3**2
    cse5 = cse2**2*cse4
    cse6 = math.sin(q_psi_crank)
    cse7 = cse4*cse6**2
    cse8 = cse1 + cse5 + cse7
    cse9 = -q_r_crank_y
    cse10 = cse9 + 0.1
    cse11 = math.cos(q_phi_crank)
    cse12 = cse11*cse3
    cse13 = cse0*cse12
    cse14 = cse11*cse6
    cse15 = math.sin(q_phi_crank)
    cse16 = cse15*cse2
    cse17 = -cse0*cse14 - cse16
    cse18 = cse3*cse6
    cse19 = cse17*cse18
    cse20 = cse11*cse2
    cse21 = cse15*cse6
    cse22 = cse0*cse20 - cse21
    cse23 = cse2*cse3
    cse24 = cse22*cse23
    cse25 = -cse13 - cse19 + cse24
    cse26 = -q_r_crank_z
    cse27 = cse26 + 0.12
    cse28 = cse17*cse2
    cse29 = cse22*cse6
    cse30 = -cse28 - cse29
    cse31 = cse8*q_r_crank_x
    cse32 = cse0*cse21 - cse20
    cse33 = cse18*cse32
    cse34 = -cse0*cse16 - cse14
    cse35 = cse23*cse34
    cse36 = cse15*cse3
    cse37 = cse0*cse36
    cse38 = -cse33 + cse35 + cse37
    cse39 = cse2*cse32
    cse40 = cse34*cse6
    cse41 = -cse39 - cse40
    cse42 = cse0*q_r_crank_x
    cse43 = -cse25*q_r_crank_x
    cse44 = -cse30*q_r_crank_x
    cse45 = cse12*q_r_crank_x
    cse46 = cse33 - cse35 - cse37
    cse47 = cse39 + cse40
    cse48 = -cse36
    cse49 = cse13 + cse19 - cse24
    cse50 = cse28 + cse29
    cse51 = -cse1 - cse5 - cse7
    cse52 = -cse0
    cse53 = math.sin(q_psi_rod)
    cse54 = math.cos(q_theta_rod)
    cse55 = math.sin(q_phi_rod)
    cse56 = cse54*cse55
    cse57 = cse53*cse56
    cse58 = math.cos(q_psi_rod)
    cse59 = cse56*cse58
    cse60 = math.cos(q_phi_rod)
    cse61 = 0.33333535914981494*cse58
    cse62 = math.sin(q_theta_rod)
    cse63 = 0.6666643557356875*cse62
    cse64 = 0.666667964681058*cse53
    cse65 = cse55*cse63 + 0.33333535914981494*cse57 + 0.666667964681058*cse59 - cse60*cse61 + cse60*cse64
    cse66 = -cse65
    cse67 = cse54*cse60
    cse68 = cse53*cse67
    cse69 = cse58*cse67
    cse70 = -cse55*cse61 + cse55*cse64 - cse60*cse63 - 0.33333535914981494*cse68 - 0.666667964681058*cse69
    cse71 = -cse70
    cse72 = cse53*cse62
    cse73 = cse58*cse62
    cse74 = 0.6666643557356875*cse54 - 0.33333535914981494*cse72 - 0.666667964681058*cse73
    cse75 = -cse74
    cse76 = 0.050000303872472236*cse57
    cse77 = 0.1000001947021587*cse59
    cse78 = 0.09999965336035312*cse62
    cse79 = cse55*cse78
    cse80 = 0.1000001947021587*cse53
    cse81 = cse60*cse80
    cse82 = 0.050000303872472236*cse58
    cse83 = cse60*cse82
    cse84 = -cse76 - cse77 - cse79 - cse81 + cse83
    cse85 = cse84 - q_r_crank_x + q_r_rod_x
    cse86 = 0.050000303872472236*cse68
    cse87 = 0.1000001947021587*cse69
    cse88 = cse55*cse80
    cse89 = cse55*cse82
    cse90 = cse60*cse78
    cse91 = cse86 + cse87 - cse88 + cse89 + cse90
    cse92 = cse9 + cse91 + q_r_rod_y
    cse93 = cse25*cse85 - cse38*cse92
    cse94 = 0.050000303872472236*cse72
    cse95 = 0.1000001947021587*cse73
    cse96 = 0.09999965336035312*cse54
    cse97 = cse94 + cse95 - cse96
    cse98 = cse26 + cse97 + q_r_rod_z
    cse99 = -cse25*cse98 + cse8*cse92
    cse100 = cse38*cse98 - cse8*cse85
    cse101 = cse30*cse85 - cse41*cse92
    cse102 = cse30*cse98
    cse103 = cse41*cse98
    cse104 = -cse12*cse85 - cse36*cse92
    cse105 = cse0*cse92 + cse12*cse98
    cse106 = -cse0*cse85 + cse36*cse98
    cse107 = 0.8944266622941008*cse53
    cse108 = 0.4472146529097166*cse53
    cse109 = 0.8944266622941008*cse58
    cse110 = 5.254189828941647e-07*cse62
    cse111 = -cse107*cse56 + cse108*cse60 + cse109*cse60 + cse110*cse55 + 0.4472146529097166*cse59
    cse112 = 5.254189828941647e-07*cse54 + 0.8944266622941008*cse72 - 0.4472146529097166*cse73
    cse113 = 0.5962825497118436*cse53
    cse114 = 0.7453580594528005*cse62
    cse115 = 0.2981417181776114*cse58
    cse116 = -cse113*cse60 + cse114*cse55 + cse115*cse60 - 0.2981417181776114*cse57 - 0.5962825497118436*cse59
    cse117 = 0.7453580594528005*cse54 + 0.2981417181776114*cse72 + 0.5962825497118436*cse73
    cse118 = cse111*cse112 + cse116*cse117 + cse65*cse74
    cse119 = cse107*cse67 + cse108*cse55 + cse109*cse55 - cse110*cse60 - 0.4472146529097166*cse69
    cse120 = -cse113*cse55 - cse114*cse60 + cse115*cse55 + 0.2981417181776114*cse68 + 0.5962825497118436*cse69
    cse121 = cse112*cse119 + cse117*cse120 + cse70*cse74
    cse122 = cse118*cse91 - cse121*cse84
    cse123 = cse112**2 + cse117**2 + cse74**2
    cse124 = cse121*cse97 - cse123*cse91
    cse125 = -cse118*cse97 + cse123*cse84
    cse126 = -cse61 + cse64
    cse127 = cse108 + cse109
    cse128 = -cse113 + cse115
    cse129 = cse111*cse127 + cse116*cse128 + cse126*cse65
    cse130 = cse119*cse127 + cse120*cse128 + cse126*cse70
    cse131 = cse129*cse91 - cse130*cse84
    cse132 = cse112*cse127 + cse117*cse128 + cse126*cse74
    cse133 = cse130*cse97 - cse132*cse91
    cse134 = -cse129*cse97 + cse132*cse84
    cse135 = 5.254189828941647e-07*cse111 + 0.7453580594528005*cse116 + 0.6666643557356875*cse65
    cse136 = 5.254189828941647e-07*cse119 + 0.7453580594528005*cse120 + 0.6666643557356875*cse70
    cse137 = cse135*cse91 - cse136*cse84
    cse138 = 5.254189828941647e-07*cse112 + 0.7453580594528005*cse117 + 0.6666643557356875*cse74
    cse139 = cse136*cse97 - cse138*cse91
    cse140 = -cse135*cse97 + cse138*cse84
    cse141 = -cse111
    cse142 = -cse119
    cse143 = -cse112
    cse144 = -cse116
    cse145 = -cse120
    cse146 = -cse117
    cse147 = cse118*cse65 + cse121*cse70 + cse123*cse74
    cse148 = cse129*cse65 + cse130*cse70 + cse132*cse74
    cse149 = cse135*cse65 + cse136*cse70 + cse138*cse74
    cse150 = cse111*cse118 + cse112*cse123 + cse119*cse121
    cse151 = cse111*cse129 + cse112*cse132 + cse119*cse130
    cse152 = cse111*cse135 + cse112*cse138 + cse119*cse136
    cse153 = cse116*cse118 + cse117*cse123 + cse120*cse121
    cse154 = cse116*cse129 + cse117*cse132 + cse120*cse130
    cse155 = cse116*cse135 + cse117*cse138 + cse120*cse136
    cse156 = -cse86 - cse87 + cse88 - cse89 - cse90
    cse157 = cse76 + cse77 + cse79 + cse81 - cse83
    cse158 = cse118*cse156 - cse121*cse157
    cse159 = -cse94 - cse95 + cse96
    cse160 = cse121*cse159 - cse123*cse156
    cse161 = -cse118*cse159 + cse123*cse157
    cse162 = cse158*cse74 + cse160*cse65 + cse161*cse70
    cse163 = cse130*cse159 - cse132*cse156
    cse164 = cse129*cse156 - cse130*cse157
    cse165 = -cse129*cse159 + cse132*cse157
    cse166 = cse163*cse65 + cse164*cse74 + cse165*cse70
    cse167 = cse135*cse156 - cse136*cse157
    cse168 = cse136*cse159 - cse138*cse156
    cse169 = -cse135*cse159 + cse138*cse157
    cse170 = cse167*cse74 + cse168*cse65 + cse169*cse70
    cse171 = cse157 + q_r_rod_x - q_r_slider_x
    cse172 = math.cos(q_theta_slider)
    cse173 = math.cos(q_phi_slider)
    cse174 = math.sin(q_psi_slider)
    cse175 = cse173*cse174
    cse176 = math.sin(q_phi_slider)
    cse177 = math.cos(q_psi_slider)
    cse178 = cse176*cse177
    cse179 = cse172*cse175 + cse178
    cse180 = math.sin(q_theta_slider)
    cse181 = cse174*cse180
    cse182 = cse179*cse181
    cse183 = cse173*cse177
    cse184 = cse174*cse176
    cse185 = -cse172*cse183 + cse184
    cse186 = cse177*cse180
    cse187 = cse185*cse186
    cse188 = cse173*cse180
    cse189 = cse172*cse188
    cse190 = cse182 - cse187 - cse189
    cse191 = -cse172*cse184 + cse183
    cse192 = cse181*cse191
    cse193 = cse172*cse178 + cse175
    cse194 = cse186*cse193
    cse195 = cse176*cse180
    cse196 = cse172*cse195
    cse197 = cse192 - cse194 + cse196
    cse198 = cse156 + q_r_rod_y - q_r_slider_y
    cse199 = cse171*cse190 - cse197*cse198
    cse200 = cse172**2
    cse201 = cse180**2
    cse202 = cse174**2*cse201
    cse203 = cse177**2*cse201
    cse204 = cse200 + cse202 + cse203
    cse205 = cse159 + q_r_rod_z - q_r_slider_z
    cse206 = -cse190*cse205 + cse198*cse204
    cse207 = -cse171*cse204 + cse197*cse205
    cse208 = cse199*cse74 + cse206*cse65 + cse207*cse70
    cse209 = cse177*cse179
    cse210 = cse174*cse185
    cse211 = cse209 + cse210
    cse212 = cse177*cse191
    cse213 = cse174*cse193
    cse214 = cse212 + cse213
    cse215 = cse171*cse211 - cse198*cse214
    cse216 = cse205*cse211
    cse217 = cse205*cse214
    cse218 = cse215*cse74 - cse216*cse65 + cse217*cse70
    cse219 = -cse171*cse188 - cse195*cse198
    cse220 = cse172*cse198 + cse188*cse205
    cse221 = -cse171*cse172 + cse195*cse205
    cse222 = cse219*cse74 + cse220*cse65 + cse221*cse70
    cse223 = cse111*cse160 + cse112*cse158 + cse119*cse161
    cse224 = cse111*cse163 + cse112*cse164 + cse119*cse165
    cse225 = cse111*cse168 + cse112*cse167 + cse119*cse169
    cse226 = cse111*cse206 + cse112*cse199 + cse119*cse207
    cse227 = -cse111*cse216 + cse112*cse215 + cse119*cse217
    cse228 = cse111*cse220 + cse112*cse219 + cse119*cse221
    cse229 = cse116*cse160 + cse117*cse158 + cse120*cse161
    cse230 = cse116*cse163 + cse117*cse164 + cse120*cse165
    cse231 = cse116*cse168 + cse117*cse167 + cse120*cse169
    cse232 = cse116*cse206 + cse117*cse199 + cse120*cse207
    cse233 = -cse116*cse216 + cse117*cse215 + cse120*cse217
    cse234 = cse116*cse220 + cse117*cse219 + cse120*cse221
    cse235 = -cse200 - cse202 - cse203
    cse236 = -cse192 + cse194 - cse196
    cse237 = -cse182 + cse187 + cse189
    cse238 = cse235*cse74 + cse236*cse65 + cse237*cse70
    cse239 = -cse212 - cse213
    cse240 = -cse209 - cse210
    cse241 = cse239*cse65 + cse240*cse70
    cse242 = -cse172*cse74 + cse188*cse70 - cse195*cse65
    cse243 = cse111*cse236 + cse112*cse235 + cse119*cse237
    cse244 = cse111*cse239 + cse119*cse240
    cse245 = -cse111*cse195 - cse112*cse172 + cse119*cse188
    cse246 = cse116*cse236 + cse117*cse235 + cse120*cse237
    cse247 = cse116*cse239 + cse120*cse240
    cse248 = -cse116*cse195 - cse117*cse172 + cse120*cse188
    out = np.zeros((36, 18))
    out[_B_INDEX] = (
        -1,  # [0, 0]
        cse10*cse8 - cse25*cse27,  # [0, 3]
        -cse27*cse30,  # [0, 4]
        cse0*cse10 + cse12*cse27,  # [0, 5]
        -1,  # [1, 1]
        cse27*cse38 + cse31,  # [1, 3]
        cse27*cse41,  # [1, 4]
        cse27*cse36 + cse42,  # [1, 5]
        -1,  # [2, 2]
        -cse10*cse38 + cse43,  # [2, 3]
        -cse10*cse41 + cse44,  # [2, 4]
        -cse10*cse36 + cse45,  # [2, 5]
        cse46,  # [3, 3]
        cse47,  # [3, 4]
        cse48,  # [3, 5]
        cse49,  # [4, 3]
        cse50,  # [4, 4]
        cse12,  # [4, 5]
        cse51,  # [5, 3]
        cse52,  # [5, 5]
        cse66,  # [6, 0]
        cse71,  # [6, 1]
        cse75,  # [6, 2]
        cse100*cse70 + cse65*cse99 + cse74*cse93,  # [6, 3]
        cse101*cse74 - cse102*cse65 + cse103*cse70,  # [6, 4]
        cse104*cse74 + cse105*cse65 + cse106*cse70,  # [6, 5]
        cse65,  # [6, 6]
        cse70,  # [6, 7]
        cse74,  # [6, 8]
        cse122*cse74 + cse124*cse65 + cse125*cse70,  # [6, 9]
        cse131*cse74 + cse133*cse65 + cse134*cse70,  # [6, 10]
        cse137*cse74 + cse139*cse65 + cse140*cse70,  # [6, 11]
        cse141,  # [7, 0]
        cse142,  # [7, 1]
        cse143,  # [7, 2]
        cse100*cse119 + cse111*cse99 + cse112*cse93,  # [7, 3]
        cse101*cse112 - cse102*cse111 + cse103*cse119,  # [7, 4]
        cse104*cse112 + cse105*cse111 + cse106*cse119,  # [7, 5]
        cse111,  # [7, 6]
        cse119,  # [7, 7]
        cse112,  # [7, 8]
        cse111*cse124 + cse112*cse122 + cse119*cse125,  # [7, 9]
        cse111*cse133 + cse112*cse131 + cse119*cse134,  # [7, 10]
        cse111*cse139 + cse112*cse137 + cse119*cse140,  # [7, 11]
        cse144,  # [8, 0]
        cse145,  # [8, 1]
        cse146,  # [8, 2]
        cse100*cse120 + cse116*cse99 + cse117*cse93,  # [8, 3]
        cse101*cse117 - cse102*cse116 + cse103*cse120,  # [8, 4]
        cse104*cse117 + cse105*cse116 + cse106*cse120,  # [8, 5]
        cse116,  # [8, 6]
        cse120,  # [8, 7]
        cse117,  # [8, 8]
        cse116*cse124 + cse117*cse122 + cse120*cse125,  # [8, 9]
        cse116*cse133 + cse117*cse131 + cse120*cse134,  # [8, 10]
        cse116*cse139 + cse117*cse137 + cse120*cse140,  # [8, 11]
        cse46*cse65 + cse49*cse70 + cse51*cse74,  # [9, 3]
        cse47*cse65 + cse50*cse70,  # [9, 4]
        -cse0*cse74 + cse12*cse70 - cse36*cse65,  # [9, 5]
        cse147,  # [9, 9]
        cse148,  # [9, 10]
        cse149,  # [9, 11]
        cse111*cse46 + cse112*cse51 + cse119*cse49,  # [10, 3]
        cse111*cse47 + cse119*cse50,  # [10, 4]
        -cse0*cse112 - cse111*cse36 + cse119*cse12,  # [10, 5]
        cse150,  # [10, 9]
        cse151,  # [10, 10]
        cse152,  # [10, 11]
        cse116*cse46 + cse117*cse51 + cse120*cse49,  # [11, 3]
        cse116*cse47 + cse120*cse50,  # [11, 4]
        -cse0*cse117 - cse116*cse36 + cse12*cse120,  # [11, 5]
        cse153,  # [11, 9]
        cse154,  # [11, 10]
        cse155,  # [11, 11]
        cse65,  # [12, 6]
        cse70,  # [12, 7]
        cse74,  # [12, 8]
        cse162,  # [12, 9]
        cse166,  # [12, 10]
        cse170,  # [12, 11]
        cse66,  # [12, 12]
        cse71,  # [12, 13]
        cse75,  # [12, 14]
        cse208,  # [12, 15]
        cse218,  # [12, 16]
        cse222,  # [12, 17]
        cse111,  # [13, 6]
        cse119,  # [13, 7]
        cse112,  # [13, 8]
        cse223,  # [13, 9]
        cse224,  # [13, 10]
        cse225,  # [13, 11]
        cse141,  # [13, 12]
        cse142,  # [13, 13]
        cse143,  # [13, 14]
        cse226,  # [13, 15]
        cse227,  # [13, 16]
        cse228,  # [13, 17]
        cse116,  # [14, 6]
        cse120,  # [14, 7]
        cse117,  # [14, 8]
        cse229,  # [14, 9]
        cse230,  # [14, 10]
        cse231,  # [14, 11]
        cse144,  # [14, 12]
        cse145,  # [14, 13]
        cse146,  # [14, 14]
        cse232,  # [14, 15]
        cse233,  # [14, 16]
        cse234,  # [14, 17]
        cse147,  # [15, 9]
        cse148,  # [15, 10]
        cse149,  # [15, 11]
        cse238,  # [15, 15]
        cse241,  # [15, 16]
        cse242,  # [15, 17]
        cse150,  # [16, 9]
        cse151,  # [16, 10]
        cse152,  # [16, 11]
        cse243,  # [16, 15]
        cse244,  # [16, 16]
        cse245,  # [16, 17]
        cse153,  # [17, 9]
        cse154,  # [17, 10]
        cse155,  # [17, 11]
        cse246,  # [17, 15]
        cse247,  # [17, 16]
        cse248,  # [17, 17]
        cse193,  # [18, 12]
        cse185,  # [18, 13]
        -cse186,  # [18, 14]
        cse191,  # [19, 12]
        cse179,  # [19, 13]
        cse181,  # [19, 14]
        cse195,  # [20, 12]
        -cse188,  # [20, 13]
        cse172,  # [20, 14]
        cse185*cse190 - cse186*cse204 + cse193*cse197,  # [21, 15]
        cse185*cse211 + cse193*cse214,  # [21, 16]
        -cse172*cse186 - cse185*cse188 + cse193*cse195,  # [21, 17]
        cse179*cse190 + cse181*cse204 + cse191*cse197,  # [22, 15]
        cse179*cse211 + cse191*cse214,  # [22, 16]
        cse172*cse181 - cse179*cse188 + cse191*cse195,  # [22, 17]
        cse172*cse204 - cse188*cse190 + cse195*cse197,  # [23, 15]
        -cse188*cse211 + cse195*cse214,  # [23, 16]
        cse173**2*cse201 + cse176**2*cse201 + cse200,  # [23, 17]
        cse65,  # [24, 6]
        cse70,  # [24, 7]
        cse74,  # [24, 8]
        cse162,  # [24, 9]
        cse166,  # [24, 10]
        cse170,  # [24, 11]
        cse66,  # [24, 12]
        cse71,  # [24, 13]
        cse75,  # [24, 14]
        cse208,  # [24, 15]
        cse218,  # [24, 16]
        cse222,  # [24, 17]
        cse111,  # [25, 6]
        cse119,  # [25, 7]
        cse112,  # [25, 8]
        cse223,  # [25, 9]
        cse224,  # [25, 10]
        cse225,  # [25, 11]
        cse141,  # [25, 12]
        cse142,  # [25, 13]
        cse143,  # [25, 14]
        cse226,  # [25, 15]
        cse227,  # [25, 16]
        cse228,  # [25, 17]
        cse116,  # [26, 6]
        cse120,  # [26, 7]
        cse117,  # [26, 8]
        cse229,  # [26, 9]
        cse230,  # [26, 10]
        cse231,  # [26, 11]
        cse144,  # [26, 12]
        cse145,  # [26, 13]
        cse146,  # [26, 14]
        cse232,  # [26, 15]
        cse233,  # [26, 16]
        cse234,  # [26, 17]
        cse147,  # [27, 9]
        cse148,  # [27, 10]
        cse149,  # [27, 11]
        cse238,  # [27, 15]
        cse241,  # [27, 16]
        cse242,  # [27, 17]
        cse150,  # [28, 9]
        cse151,  # [28, 10]
        cse152,  # [28, 11]
        cse243,  # [28, 15]
        cse244,  # [28, 16]
        cse245,  # [28, 17]
        cse153,  # [29, 9]
        cse154,  # [29, 10]
        cse155,  # [29, 11]
        cse246,  # [29, 15]
        cse247,  # [29, 16]
        cse248,  # [29, 17]
        -1,  # [30, 0]
        cse25*q_r_crank_z - cse8*q_r_crank_y,  # [30, 3]
        cse30*q_r_crank_z,  # [30, 4]
        -cse0*q_r_crank_y - cse12*q_r_crank_z,  # [30, 5]
        -1,  # [31, 1]
        cse31 - cse38*q_r_crank_z,  # [31, 3]
        -cse41*q_r_crank_z,  # [31, 4]
        -cse36*q_r_crank_z + cse42,  # [31, 5]
        -1,  # [32, 2]
        cse38*q_r_crank_y + cse43,  # [32, 3]
        cse41*q_r_crank_y + cse44,  # [32, 4]
        cse36*q_r_crank_y + cse45,  # [32, 5]
        cse46,  # [33, 3]
        cse47,  # [33, 4]
        cse48,  # [33, 5]
        cse49,  # [34, 3]
        cse50,  # [34, 4]
        cse12,  # [34, 5]
        cse51,  # [35, 3]
        cse52,  # [35, 5]
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
        ndarray of shape (8, 24), 153 nonzero.
    """
    # 404 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.sin(q_phi_crank)
    cse1 = math.sin(q_theta_crank)
    cse2 = cse0*cse1
    cse3 = math.cos(q_theta_crank)
    cse4 = math.sin(q_psi_crank)
    cse5 = cse0*cse4
    cse6 = cse3*cse5
    cse7 = math.cos(q_phi_crank)
    cse8 = math.cos(q_psi_crank)
    cse9 = cse7*cse8
    cse10 = -cse6 + cse9
    cse11 = cse0*cse8
    cse12 = cse11*cse3
    cse13 = cse4*cse7
    cse14 = -cse12 - cse13
    cse15 = cse1*cse7
    cse16 = -cse15
    cse17 = cse13*cse3
    cse18 = cse11 + cse17
    cse19 = cse3*cse9
    cse20 = cse19 - cse5
    cse21 = cse1*cse4
    cse22 = cse1*cse8
    cse23 = math.sin(q_phi_rod)
    cse24 = math.cos(q_theta_rod)
    cse25 = math.sin(q_psi_rod)
    cse26 = cse24*cse25
    cse27 = 0.050000303872472236*cse26
    cse28 = cse23*cse27
    cse29 = math.cos(q_psi_rod)
    cse30 = cse23*cse29
    cse31 = 0.1000001947021587*cse24
    cse32 = cse30*cse31
    cse33 = math.sin(q_theta_rod)
    cse34 = cse23*cse33
    cse35 = 0.09999965336035312*cse34
    cse36 = math.cos(q_phi_rod)
    cse37 = 0.1000001947021587*cse25
    cse38 = cse36*cse37
    cse39 = cse29*cse36
    cse40 = 0.050000303872472236*cse39
    cse41 = cse27*cse36
    cse42 = cse31*cse39
    cse43 = cse23*cse37
    cse44 = 0.050000303872472236*cse30
    cse45 = cse33*cse36
    cse46 = 0.09999965336035312*cse45
    cse47 = cse25*cse33
    cse48 = 0.050000303872472236*cse47
    cse49 = cse29*cse33
    cse50 = 0.1000001947021587*cse49
    cse51 = 0.09999965336035312*cse24
    cse52 = cse23*cse26
    cse53 = cse24*cse30
    cse54 = 0.666667964681058*cse25
    cse55 = 0.6666643557356875*cse34 + cse36*cse54 - 0.33333535914981494*cse39 + 0.33333535914981494*cse52 + 0.666667964681058*cse53
    cse56 = 0.4472146529097166*cse25
    cse57 = 5.254189828941647e-07*cse34 + cse36*cse56 + 0.8944266622941008*cse39 - 0.8944266622941008*cse52 + 0.4472146529097166*cse53
    cse58 = 0.5962825497118436*cse25
    cse59 = 0.2981417181776114*cse29
    cse60 = 0.7453580594528005*cse34 - cse36*cse58 + cse36*cse59 - 0.2981417181776114*cse52 - 0.5962825497118436*cse53
    cse61 = cse26*cse36
    cse62 = cse24*cse39
    cse63 = cse23*cse54 - 0.33333535914981494*cse30 - 0.6666643557356875*cse45 - 0.33333535914981494*cse61 - 0.666667964681058*cse62
    cse64 = cse23*cse56 + 0.8944266622941008*cse30 - 5.254189828941647e-07*cse45 + 0.8944266622941008*cse61 - 0.4472146529097166*cse62
    cse65 = -cse23*cse58 + cse23*cse59 - 0.7453580594528005*cse45 + 0.2981417181776114*cse61 + 0.5962825497118436*cse62
    cse66 = 0.6666643557356875*cse24 - 0.33333535914981494*cse47 - 0.666667964681058*cse49
    cse67 = 5.254189828941647e-07*cse24 + 0.8944266622941008*cse47 - 0.4472146529097166*cse49
    cse68 = 0.7453580594528005*cse24 + 0.2981417181776114*cse47 + 0.5962825497118436*cse49
    cse69 = cse28 + cse32 + cse35 + cse38 - cse40 + q_r_rod_x
    cse70 = -cse41 - cse42 + cse43 - cse44 - cse46 + q_r_rod_y
    cse71 = -cse48 - cse50 + cse51 + q_r_rod_z
    cse72 = math.cos(q_theta_slider)
    cse73 = math.sin(q_phi_slider)
    cse74 = math.cos(q_psi_slider)
    cse75 = cse73*cse74
    cse76 = cse72*cse75
    cse77 = math.cos(q_phi_slider)
    cse78 = cse74*cse77
    cse79 = math.sin(q_theta_slider)
    cse80 = cse73*cse79
    cse81 = math.sin(q_psi_slider)
    cse82 = cse73*cse81
    cse83 = cse72*cse82
    cse84 = cse77*cse81
    cse85 = 1.9470215870120988e-07*cse76 - 3.0387247223345737e-07*cse78 - 3.4663964687542403e-07*cse80 + 3.0387247223345737e-07*cse83 + 1.9470215870120988e-07*cse84 + q_r_slider_x
    cse86 = cse72*cse78
    cse87 = cse72*cse84
    cse88 = cse77*cse79
    cse89 = -3.0387247223345737e-07*cse75 + 1.9470215870120988e-07*cse82 - 1.9470215870120988e-07*cse86 - 3.0387247223345737e-07*cse87 + 3.4663964687542403e-07*cse88 + q_r_slider_y
    cse90 = cse79*cse81
    cse91 = cse74*cse79
    cse92 = -3.4663964687542403e-07*cse72 - 3.0387247223345737e-07*cse90 - 1.9470215870120988e-07*cse91 + q_r_slider_z
    cse93 = 0.666667964681058*cse76 - 0.33333535914981494*cse78 + 0.6666643557356875*cse80 + 0.33333535914981494*cse83 + 0.666667964681058*cse84
    cse94 = 0.4472146529097166*cse76 + 0.8944266622941008*cse78 + 5.254189828941647e-07*cse80 - 0.8944266622941008*cse83 + 0.4472146529097166*cse84
    cse95 = -0.5962825497118436*cse76 + 0.2981417181776114*cse78 + 0.7453580594528005*cse80 - 0.2981417181776114*cse83 - 0.5962825497118436*cse84
    cse96 = -0.33333535914981494*cse75 + 0.666667964681058*cse82 - 0.666667964681058*cse86 - 0.33333535914981494*cse87 - 0.6666643557356875*cse88
    cse97 = 0.8944266622941008*cse75 + 0.4472146529097166*cse82 - 0.4472146529097166*cse86 + 0.8944266622941008*cse87 - 5.254189828941647e-07*cse88
    cse98 = 0.2981417181776114*cse75 - 0.5962825497118436*cse82 + 0.5962825497118436*cse86 + 0.2981417181776114*cse87 - 0.7453580594528005*cse88
    cse99 = 0.6666643557356875*cse72 - 0.33333535914981494*cse90 - 0.666667964681058*cse91
    cse100 = 5.254189828941647e-07*cse72 + 0.8944266622941008*cse90 - 0.4472146529097166*cse91
    cse101 = 0.7453580594528005*cse72 + 0.2981417181776114*cse90 + 0.5962825497118436*cse91
    cse102 = -cse88
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
        cse2,  # [0, 15]
        cse10,  # [0, 16]
        cse14,  # [0, 17]
        cse16,  # [0, 18]
        cse18,  # [0, 19]
        cse20,  # [0, 20]
        cse3,  # [0, 21]
        cse21,  # [0, 22]
        cse22,  # [0, 23]
        -cse28 - cse32 - cse35 - cse38 + cse40 + q_r_rod_x,  # [1, 0]
        cse41 + cse42 - cse43 + cse44 + cse46 + q_r_rod_y,  # [1, 1]
        cse48 + cse50 - cse51 + q_r_rod_z,  # [1, 2]
        cse55,  # [1, 3]
        cse57,  # [1, 4]
        cse60,  # [1, 5]
        cse63,  # [1, 6]
        cse64,  # [1, 7]
        cse65,  # [1, 8]
        cse66,  # [1, 9]
        cse67,  # [1, 10]
        cse68,  # [1, 11]
        -0.08000019470215872*cse12 - 0.08000019470215872*cse13 + 3.466396468893018e-07*cse2 - 3.0387247224039626e-07*cse6 + 3.0387247224039626e-07*cse9 + q_r_crank_x,  # [1, 12]
        3.0387247224039626e-07*cse11 - 3.466396468893018e-07*cse15 + 3.0387247224039626e-07*cse17 + 0.08000019470215872*cse19 - 0.08000019470215872*cse5 + q_r_crank_y,  # [1, 13]
        3.0387247224039626e-07*cse21 + 0.08000019470215872*cse22 + 3.466396468893018e-07*cse3 + q_r_crank_z,  # [1, 14]
        0.666667964681058*cse12 + 0.666667964681058*cse13 + 0.6666643557356875*cse2 + 0.33333535914981494*cse6 - 0.33333535914981494*cse9,  # [1, 15]
        0.4472146529097166*cse12 + 0.4472146529097166*cse13 + 5.254189828941647e-07*cse2 - 0.8944266622941008*cse6 + 0.8944266622941008*cse9,  # [1, 16]
        -0.5962825497118436*cse12 - 0.5962825497118436*cse13 + 0.7453580594528005*cse2 - 0.2981417181776114*cse6 + 0.2981417181776114*cse9,  # [1, 17]
        -0.33333535914981494*cse11 - 0.6666643557356875*cse15 - 0.33333535914981494*cse17 - 0.666667964681058*cse19 + 0.666667964681058*cse5,  # [1, 18]
        0.8944266622941008*cse11 - 5.254189828941647e-07*cse15 + 0.8944266622941008*cse17 - 0.4472146529097166*cse19 + 0.4472146529097166*cse5,  # [1, 19]
        0.2981417181776114*cse11 - 0.7453580594528005*cse15 + 0.2981417181776114*cse17 + 0.5962825497118436*cse19 - 0.5962825497118436*cse5,  # [1, 20]
        -0.33333535914981494*cse21 - 0.666667964681058*cse22 + 0.6666643557356875*cse3,  # [1, 21]
        0.8944266622941008*cse21 - 0.4472146529097166*cse22 + 5.254189828941647e-07*cse3,  # [1, 22]
        0.2981417181776114*cse21 + 0.5962825497118436*cse22 + 0.7453580594528005*cse3,  # [1, 23]
        cse69,  # [2, 0]
        cse70,  # [2, 1]
        cse71,  # [2, 2]
        cse55,  # [2, 3]
        cse57,  # [2, 4]
        cse60,  # [2, 5]
        cse63,  # [2, 6]
        cse64,  # [2, 7]
        cse65,  # [2, 8]
        cse66,  # [2, 9]
        cse67,  # [2, 10]
        cse68,  # [2, 11]
        cse85,  # [2, 12]
        cse89,  # [2, 13]
        cse92,  # [2, 14]
        cse93,  # [2, 15]
        cse94,  # [2, 16]
        cse95,  # [2, 17]
        cse96,  # [2, 18]
        cse97,  # [2, 19]
        cse98,  # [2, 20]
        cse99,  # [2, 21]
        cse100,  # [2, 22]
        cse101,  # [2, 23]
        q_r_slider_x,  # [3, 0]
        q_r_slider_y,  # [3, 1]
        q_r_slider_z,  # [3, 2]
        cse76 + cse84,  # [3, 3]
        cse78 - cse83,  # [3, 4]
        cse80,  # [3, 5]
        cse82 - cse86,  # [3, 6]
        cse75 + cse87,  # [3, 7]
        cse102,  # [3, 8]
        -cse91,  # [3, 9]
        cse90,  # [3, 10]
        cse72,  # [3, 11]
        0.2,  # [3, 12]
        1,  # [3, 17]
        1,  # [3, 19]
        -1,  # [3, 21]
        cse69,  # [4, 0]
        cse70,  # [4, 1]
        cse71,  # [4, 2]
        cse55,  # [4, 3]
        cse57,  # [4, 4]
        cse60,  # [4, 5]
        cse63,  # [4, 6]
        cse64,  # [4, 7]
        cse65,  # [4, 8]
        cse66,  # [4, 9]
        cse67,  # [4, 10]
        cse68,  # [4, 11]
        cse85,  # [4, 12]
        cse89,  # [4, 13]
        cse92,  # [4, 14]
        cse93,  # [4, 15]
        cse94,  # [4, 16]
        cse95,  # [4, 17]
        cse96,  # [4, 18]
        cse97,  # [4, 19]
        cse98,  # [4, 20]
        cse99,  # [4, 21]
        cse100,  # [4, 22]
        cse101,  # [4, 23]
        1,  # [5, 3]
        1,  # [5, 7]
        1,  # [5, 11]
        0.12*cse12 + 0.12*cse13 + 0.1*cse6 - 0.1*cse9 + q_r_crank_x,  # [5, 12]
        -0.1*cse11 - 0.1*cse17 - 0.12*cse19 + 0.12*cse5 + q_r_crank_y,  # [5, 13]
        -0.1*cse21 - 0.12*cse22 + q_r_crank_z,  # [5, 14]
        cse2,  # [5, 15]
        cse10,  # [5, 16]
        cse14,  # [5, 17]
        cse16,  # [5, 18]
        cse18,  # [5, 19]
        cse20,  # [5, 20]
        cse3,  # [5, 21]
        cse21,  # [5, 22]
        cse22,  # [5, 23]
        0.1,  # [6, 1]
        0.12,  # [6, 2]
        1,  # [6, 5]
        -1,  # [6, 7]
        1,  # [6, 9]
        q_r_crank_x,  # [6, 12]
        q_r_crank_y,  # [6, 13]
        q_r_crank_z,  # [6, 14]
        cse14,  # [6, 15]
        cse6 - cse9,  # [6, 16]
        cse2,  # [6, 17]
        cse20,  # [6, 18]
        -cse11 - cse17,  # [6, 19]
        cse16,  # [6, 20]
        cse22,  # [6, 21]
        -cse21,  # [6, 22]
        cse3,  # [6, 23]
        0.2,  # [7, 0]
        1,  # [7, 5]
        -1,  # [7, 7]
        1,  # [7, 9]
        q_r_slider_x,  # [7, 12]
        q_r_slider_y,  # [7, 13]
        q_r_slider_z,  # [7, 14]
        -cse76 - cse84,  # [7, 15]
        -cse78 + cse83,  # [7, 16]
        cse80,  # [7, 17]
        -cse82 + cse86,  # [7, 18]
        -cse75 - cse87,  # [7, 19]
        cse102,  # [7, 20]
        cse91,  # [7, 21]
        -cse90,  # [7, 22]
        cse72,  # [7, 23]
    )
    return out



def reaction_frames_rows(q, p):
    """reaction_frames at n rows at once (the runtime's derived series).

    Args:
        q: position coordinates, one row each (n, 18).
        p: parameters (0), shared by every row.

    Returns:
        ndarray of shape (n, 8, 24).
    """
    n = len(q)
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    cse0 = np.sin(q_phi_crank)
    cse1 = np.sin(q_theta_crank)
    cse2 = cse0*cse1
    cse3 = np.cos(q_theta_crank)
    cse4 = np.sin(q_psi_crank)
    cse5 = cse0*cse4
    cse6 = cse3*cse5
    cse7 = np.cos(q_phi_crank)
    cse8 = np.cos(q_psi_crank)
    cse9 = cse7*cse8
    cse10 = -cse6 + cse9
    cse11 = cse0*cse8
    cse12 = cse11*cse3
    cse13 = cse4*cse7
    cse14 = -cse12 - cse13
    cse15 = cse1*cse7
    cse16 = -cse15
    cse17 = cse13*cse3
    cse18 = cse11 + cse17
    cse19 = cse3*cse9
    cse20 = cse19 - cse5
    cse21 = cse1*cse4
    cse22 = cse1*cse8
    cse23 = np.sin(q_phi_rod)
    cse24 = np.cos(q_theta_rod)
    cse25 = np.sin(q_psi_rod)
    cse26 = cse24*cse25
    cse27 = 0.050000303872472236*cse26
    cse28 = cse23*cse27
    cse29 = np.cos(q_psi_rod)
    cse30 = cse23*cse29
    cse31 = 0.1000001947021587*cse24
    cse32 = cse30*cse31
    cse33 = np.sin(q_theta_rod)
    cse34 = cse23*cse33
    cse35 = 0.09999965336035312*cse34
    cse36 = np.cos(q_phi_rod)
    cse37 = 0.1000001947021587*cse25
    cse38 = cse36*cse37
    cse39 = cse29*cse36
    cse40 = 0.050000303872472236*cse39
    cse41 = cse27*cse36
    cse42 = cse31*cse39
    cse43 = cse23*cse37
    cse44 = 0.050000303872472236*cse30
    cse45 = cse33*cse36
    cse46 = 0.09999965336035312*cse45
    cse47 = cse25*cse33
    cse48 = 0.050000303872472236*cse47
    cse49 = cse29*cse33
    cse50 = 0.1000001947021587*cse49
    cse51 = 0.09999965336035312*cse24
    cse52 = cse23*cse26
    cse53 = cse24*cse30
    cse54 = 0.666667964681058*cse25
    cse55 = 0.6666643557356875*cse34 + cse36*cse54 - 0.33333535914981494*cse39 + 0.33333535914981494*cse52 + 0.666667964681058*cse53
    cse56 = 0.4472146529097166*cse25
    cse57 = 5.254189828941647e-07*cse34 + cse36*cse56 + 0.8944266622941008*cse39 - 0.8944266622941008*cse52 + 0.4472146529097166*cse53
    cse58 = 0.5962825497118436*cse25
    cse59 = 0.2981417181776114*cse29
    cse60 = 0.7453580594528005*cse34 - cse36*cse58 + cse36*cse59 - 0.2981417181776114*cse52 - 0.5962825497118436*cse53
    cse61 = cse26*cse36
    cse62 = cse24*cse39
    cse63 = cse23*cse54 - 0.33333535914981494*cse30 - 0.6666643557356875*cse45 - 0.33333535914981494*cse61 - 0.666667964681058*cse62
    cse64 = cse23*cse56 + 0.8944266622941008*cse30 - 5.254189828941647e-07*cse45 + 0.8944266622941008*cse61 - 0.4472146529097166*cse62
    cse65 = -cse23*cse58 + cse23*cse59 - 0.7453580594528005*cse45 + 0.2981417181776114*cse61 + 0.5962825497118436*cse62
    cse66 = 0.6666643557356875*cse24 - 0.33333535914981494*cse47 - 0.666667964681058*cse49
    cse67 = 5.254189828941647e-07*cse24 + 0.8944266622941008*cse47 - 0.4472146529097166*cse49
    cse68 = 0.7453580594528005*cse24 + 0.2981417181776114*cse47 + 0.5962825497118436*cse49
    cse69 = cse28 + cse32 + cse35 + cse38 - cse40 + q_r_rod_x
    cse70 = -cse41 - cse42 + cse43 - cse44 - cse46 + q_r_rod_y
    cse71 = -cse48 - cse50 + cse51 + q_r_rod_z
    cse72 = np.cos(q_theta_slider)
    cse73 = np.sin(q_phi_slider)
    cse74 = np.cos(q_psi_slider)
    cse75 = cse73*cse74
    cse76 = cse72*cse75
    cse77 = np.cos(q_phi_slider)
    cse78 = cse74*cse77
    cse79 = np.sin(q_theta_slider)
    cse80 = cse73*cse79
    cse81 = np.sin(q_psi_slider)
    cse82 = cse73*cse81
    cse83 = cse72*cse82
    cse84 = cse77*cse81
    cse85 = 1.9470215870120988e-07*cse76 - 3.0387247223345737e-07*cse78 - 3.4663964687542403e-07*cse80 + 3.0387247223345737e-07*cse83 + 1.9470215870120988e-07*cse84 + q_r_slider_x
    cse86 = cse72*cse78
    cse87 = cse72*cse84
    cse88 = cse77*cse79
    cse89 = -3.0387247223345737e-07*cse75 + 1.9470215870120988e-07*cse82 - 1.9470215870120988e-07*cse86 - 3.0387247223345737e-07*cse87 + 3.4663964687542403e-07*cse88 + q_r_slider_y
    cse90 = cse79*cse81
    cse91 = cse74*cse79
    cse92 = -3.4663964687542403e-07*cse72 - 3.0387247223345737e-07*cse90 - 1.9470215870120988e-07*cse91 + q_r_slider_z
    cse93 = 0.666667964681058*cse76 - 0.33333535914981494*cse78 + 0.6666643557356875*cse80 + 0.33333535914981494*cse83 + 0.666667964681058*cse84
    cse94 = 0.4472146529097166*cse76 + 0.8944266622941008*cse78 + 5.254189828941647e-07*cse80 - 0.8944266622941008*cse83 + 0.4472146529097166*cse84
    cse95 = -0.5962825497118436*cse76 + 0.2981417181776114*cse78 + 0.7453580594528005*cse80 - 0.2981417181776114*cse83 - 0.5962825497118436*cse84
    cse96 = -0.33333535914981494*cse75 + 0.666667964681058*cse82 - 0.666667964681058*cse86 - 0.33333535914981494*cse87 - 0.6666643557356875*cse88
    cse97 = 0.8944266622941008*cse75 + 0.4472146529097166*cse82 - 0.4472146529097166*cse86 + 0.8944266622941008*cse87 - 5.254189828941647e-07*cse88
    cse98 = 0.2981417181776114*cse75 - 0.5962825497118436*cse82 + 0.5962825497118436*cse86 + 0.2981417181776114*cse87 - 0.7453580594528005*cse88
    cse99 = 0.6666643557356875*cse72 - 0.33333535914981494*cse90 - 0.666667964681058*cse91
    cse100 = 5.254189828941647e-07*cse72 + 0.8944266622941008*cse90 - 0.4472146529097166*cse91
    cse101 = 0.7453580594528005*cse72 + 0.2981417181776114*cse90 + 0.5962825497118436*cse91
    cse102 = -cse88
    out = np.zeros((n, 8, 24))
    out[:, 0, 1] = 0.1
    out[:, 0, 2] = 0.12
    out[:, 0, 3] = 1
    out[:, 0, 7] = 1
    out[:, 0, 11] = 1
    out[:, 0, 12] = q_r_crank_x
    out[:, 0, 13] = q_r_crank_y
    out[:, 0, 14] = q_r_crank_z
    out[:, 0, 15] = cse2
    out[:, 0, 16] = cse10
    out[:, 0, 17] = cse14
    out[:, 0, 18] = cse16
    out[:, 0, 19] = cse18
    out[:, 0, 20] = cse20
    out[:, 0, 21] = cse3
    out[:, 0, 22] = cse21
    out[:, 0, 23] = cse22
    out[:, 1, 0] = -cse28 - cse32 - cse35 - cse38 + cse40 + q_r_rod_x
    out[:, 1, 1] = cse41 + cse42 - cse43 + cse44 + cse46 + q_r_rod_y
    out[:, 1, 2] = cse48 + cse50 - cse51 + q_r_rod_z
    out[:, 1, 3] = cse55
    out[:, 1, 4] = cse57
    out[:, 1, 5] = cse60
    out[:, 1, 6] = cse63
    out[:, 1, 7] = cse64
    out[:, 1, 8] = cse65
    out[:, 1, 9] = cse66
    out[:, 1, 10] = cse67
    out[:, 1, 11] = cse68
    out[:, 1, 12] = -0.08000019470215872*cse12 - 0.08000019470215872*cse13 + 3.466396468893018e-07*cse2 - 3.0387247224039626e-07*cse6 + 3.0387247224039626e-07*cse9 + q_r_crank_x
    out[:, 1, 13] = 3.0387247224039626e-07*cse11 - 3.466396468893018e-07*cse15 + 3.0387247224039626e-07*cse17 + 0.08000019470215872*cse19 - 0.08000019470215872*cse5 + q_r_crank_y
    out[:, 1, 14] = 3.0387247224039626e-07*cse21 + 0.08000019470215872*cse22 + 3.466396468893018e-07*cse3 + q_r_crank_z
    out[:, 1, 15] = 0.666667964681058*cse12 + 0.666667964681058*cse13 + 0.6666643557356875*cse2 + 0.33333535914981494*cse6 - 0.33333535914981494*cse9
    out[:, 1, 16] = 0.4472146529097166*cse12 + 0.4472146529097166*cse13 + 5.254189828941647e-07*cse2 - 0.8944266622941008*cse6 + 0.8944266622941008*cse9
    out[:, 1, 17] = -0.5962825497118436*cse12 - 0.5962825497118436*cse13 + 0.7453580594528005*cse2 - 0.2981417181776114*cse6 + 0.2981417181776114*cse9
    out[:, 1, 18] = -0.33333535914981494*cse11 - 0.6666643557356875*cse15 - 0.33333535914981494*cse17 - 0.666667964681058*cse19 + 0.666667964681058*cse5
    out[:, 1, 19] = 0.8944266622941008*cse11 - 5.254189828941647e-07*cse15 + 0.8944266622941008*cse17 - 0.4472146529097166*cse19 + 0.4472146529097166*cse5
    out[:, 1, 20] = 0.2981417181776114*cse11 - 0.7453580594528005*cse15 + 0.2981417181776114*cse17 + 0.5962825497118436*cse19 - 0.5962825497118436*cse5
    out[:, 1, 21] = -0.33333535914981494*cse21 - 0.666667964681058*cse22 + 0.6666643557356875*cse3
    out[:, 1, 22] = 0.8944266622941008*cse21 - 0.4472146529097166*cse22 + 5.254189828941647e-07*cse3
    out[:, 1, 23] = 0.2981417181776114*cse21 + 0.5962825497118436*cse22 + 0.7453580594528005*cse3
    out[:, 2, 0] = cse69
    out[:, 2, 1] = cse70
    out[:, 2, 2] = cse71
    out[:, 2, 3] = cse55
    out[:, 2, 4] = cse57
    out[:, 2, 5] = cse60
    out[:, 2, 6] = cse63
    out[:, 2, 7] = cse64
    out[:, 2, 8] = cse65
    out[:, 2, 9] = cse66
    out[:, 2, 10] = cse67
    out[:, 2, 11] = cse68
    out[:, 2, 12] = cse85
    out[:, 2, 13] = cse89
    out[:, 2, 14] = cse92
    out[:, 2, 15] = cse93
    out[:, 2, 16] = cse94
    out[:, 2, 17] = cse95
    out[:, 2, 18] = cse96
    out[:, 2, 19] = cse97
    out[:, 2, 20] = cse98
    out[:, 2, 21] = cse99
    out[:, 2, 22] = cse100
    out[:, 2, 23] = cse101
    out[:, 3, 0] = q_r_slider_x
    out[:, 3, 1] = q_r_slider_y
    out[:, 3, 2] = q_r_slider_z
    out[:, 3, 3] = cse76 + cse84
    out[:, 3, 4] = cse78 - cse83
    out[:, 3, 5] = cse80
    out[:, 3, 6] = cse82 - cse86
    out[:, 3, 7] = cse75 + cse87
    out[:, 3, 8] = cse102
    out[:, 3, 9] = -cse91
    out[:, 3, 10] = cse90
    out[:, 3, 11] = cse72
    out[:, 3, 12] = 0.2
    out[:, 3, 17] = 1
    out[:, 3, 19] = 1
    out[:, 3, 21] = -1
    out[:, 4, 0] = cse69
    out[:, 4, 1] = cse70
    out[:, 4, 2] = cse71
    out[:, 4, 3] = cse55
    out[:, 4, 4] = cse57
    out[:, 4, 5] = cse60
    out[:, 4, 6] = cse63
    out[:, 4, 7] = cse64
    out[:, 4, 8] = cse65
    out[:, 4, 9] = cse66
    out[:, 4, 10] = cse67
    out[:, 4, 11] = cse68
    out[:, 4, 12] = cse85
    out[:, 4, 13] = cse89
    out[:, 4, 14] = cse92
    out[:, 4, 15] = cse93
    out[:, 4, 16] = cse94
    out[:, 4, 17] = cse95
    out[:, 4, 18] = cse96
    out[:, 4, 19] = cse97
    out[:, 4, 20] = cse98
    out[:, 4, 21] = cse99
    out[:, 4, 22] = cse100
    out[:, 4, 23] = cse101
    out[:, 5, 3] = 1
    out[:, 5, 7] = 1
    out[:, 5, 11] = 1
    out[:, 5, 12] = 0.12*cse12 + 0.12*cse13 + 0.1*cse6 - 0.1*cse9 + q_r_crank_x
    out[:, 5, 13] = -0.1*cse11 - 0.1*cse17 - 0.12*cse19 + 0.12*cse5 + q_r_crank_y
    out[:, 5, 14] = -0.1*cse21 - 0.12*cse22 + q_r_crank_z
    out[:, 5, 15] = cse2
    out[:, 5, 16] = cse10
    out[:, 5, 17] = cse14
    out[:, 5, 18] = cse16
    out[:, 5, 19] = cse18
    out[:, 5, 20] = cse20
    out[:, 5, 21] = cse3
    out[:, 5, 22] = cse21
    out[:, 5, 23] = cse22
    out[:, 6, 1] = 0.1
    out[:, 6, 2] = 0.12
    out[:, 6, 5] = 1
    out[:, 6, 7] = -1
    out[:, 6, 9] = 1
    out[:, 6, 12] = q_r_crank_x
    out[:, 6, 13] = q_r_crank_y
    out[:, 6, 14] = q_r_crank_z
    out[:, 6, 15] = cse14
    out[:, 6, 16] = cse6 - cse9
    out[:, 6, 17] = cse2
    out[:, 6, 18] = cse20
    out[:, 6, 19] = -cse11 - cse17
    out[:, 6, 20] = cse16
    out[:, 6, 21] = cse22
    out[:, 6, 22] = -cse21
    out[:, 6, 23] = cse3
    out[:, 7, 0] = 0.2
    out[:, 7, 5] = 1
    out[:, 7, 7] = -1
    out[:, 7, 9] = 1
    out[:, 7, 12] = q_r_slider_x
    out[:, 7, 13] = q_r_slider_y
    out[:, 7, 14] = q_r_slider_z
    out[:, 7, 15] = -cse76 - cse84
    out[:, 7, 16] = -cse78 + cse83
    out[:, 7, 17] = cse80
    out[:, 7, 18] = -cse82 + cse86
    out[:, 7, 19] = -cse75 - cse87
    out[:, 7, 20] = cse102
    out[:, 7, 21] = cse91
    out[:, 7, 22] = -cse90
    out[:, 7, 23] = cse72
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
    # 106 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, _, _,
        _, _, _, _,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, _, _,
        _, _, _, _,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(q_psi_crank)
    cse1 = math.sin(q_theta_crank)
    cse2 = cse0*cse1
    cse3 = math.sin(q_psi_crank)
    cse4 = cse1*cse3
    cse5 = math.cos(q_theta_crank)
    cse6 = math.cos(q_phi_crank)
    cse7 = cse0*cse6
    cse8 = cse5*cse7
    cse9 = math.sin(q_phi_crank)
    cse10 = cse3*cse9
    cse11 = cse3*cse6
    cse12 = cse11*cse5
    cse13 = cse0*cse9
    cse14 = cse1*cse6
    cse15 = -cse11 - cse13*cse5
    cse16 = cse10*cse5 - cse7
    cse17 = cse1*cse9
    cse18 = -cse0*v_thetad_crank - cse4*v_phid_crank
    cse19 = cse2*v_phid_crank - cse3*v_thetad_crank
    cse20 = cse5*v_phid_crank + v_psid_crank
    cse21 = math.sin(q_theta_slider)
    cse22 = math.cos(q_psi_slider)
    cse23 = cse21*cse22
    cse24 = math.sin(q_psi_slider)
    cse25 = cse21*cse24
    cse26 = math.cos(q_theta_slider)
    cse27 = math.cos(q_phi_slider)
    cse28 = cse22*cse27
    cse29 = math.sin(q_phi_slider)
    cse30 = cse24*cse29
    cse31 = -cse26*cse28 + cse30
    cse32 = cse24*cse27
    cse33 = cse22*cse29
    cse34 = cse26*cse32 + cse33
    cse35 = cse21*cse27
    cse36 = cse26*cse33
    cse37 = cse26*cse30
    cse38 = cse21*cse29
    cse39 = -cse23*v_phid_slider + cse24*v_thetad_slider
    cse40 = cse22*v_thetad_slider + cse25*v_phid_slider
    cse41 = cse26*v_phid_slider + v_psid_slider
    return np.array([
        cse2,  # [0, 0]
        -cse4,  # [0, 1]
        cse5,  # [0, 2]
        cse10 - cse8,  # [0, 3]
        cse12 + cse13,  # [0, 4]
        cse14,  # [0, 5]
        cse15,  # [0, 6]
        cse16,  # [0, 7]
        cse17,  # [0, 8]
        q_r_crank_z - 0.12,  # [0, 9]
        0.1 - q_r_crank_y,  # [0, 10]
        q_r_crank_x,  # [0, 11]
        -cse18*cse4 + cse19*cse2 + cse20*cse5,  # [0, 12]
        cse14*cse20 - cse18*(-cse12 - cse13) - cse19*(-cse10 + cse8),  # [0, 13]
        cse15*cse19 + cse16*cse18 + cse17*cse20,  # [0, 14]
        v_rd_crank_z,  # [0, 15]
        -v_rd_crank_y,  # [0, 16]
        v_rd_crank_x,  # [0, 17]
        cse23,  # [1, 0]
        -cse25,  # [1, 1]
        cse26,  # [1, 2]
        cse31,  # [1, 3]
        cse34,  # [1, 4]
        cse35,  # [1, 5]
        -cse32 - cse36,  # [1, 6]
        -cse28 + cse37,  # [1, 7]
        cse38,  # [1, 8]
        q_r_slider_z,  # [1, 9]
        -q_r_slider_y,  # [1, 10]
        q_r_slider_x - 0.2,  # [1, 11]
        -cse23*cse39 + cse25*cse40 + cse26*cse41,  # [1, 12]
        -cse31*cse39 - cse34*cse40 + cse35*cse41,  # [1, 13]
        cse38*cse41 + cse39*(cse32 + cse36) + cse40*(cse28 - cse37),  # [1, 14]
        v_rd_slider_z,  # [1, 15]
        -v_rd_slider_y,  # [1, 16]
        v_rd_slider_x,  # [1, 17]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, _, _,
        _, _, _, _,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, _, _,
        _, _, _, _,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = _columns(v, n, 18, "v")

    cse0 = np.cos(q_psi_crank)
    cse1 = np.sin(q_theta_crank)
    cse2 = cse0*cse1
    cse3 = np.sin(q_psi_crank)
    cse4 = cse1*cse3
    cse5 = np.cos(q_theta_crank)
    cse6 = np.cos(q_phi_crank)
    cse7 = cse0*cse6
    cse8 = cse5*cse7
    cse9 = np.sin(q_phi_crank)
    cse10 = cse3*cse9
    cse11 = cse3*cse6
    cse12 = cse11*cse5
    cse13 = cse0*cse9
    cse14 = cse1*cse6
    cse15 = -cse11 - cse13*cse5
    cse16 = cse10*cse5 - cse7
    cse17 = cse1*cse9
    cse18 = -cse0*v_thetad_crank - cse4*v_phid_crank
    cse19 = cse2*v_phid_crank - cse3*v_thetad_crank
    cse20 = cse5*v_phid_crank + v_psid_crank
    cse21 = np.sin(q_theta_slider)
    cse22 = np.cos(q_psi_slider)
    cse23 = cse21*cse22
    cse24 = np.sin(q_psi_slider)
    cse25 = cse21*cse24
    cse26 = np.cos(q_theta_slider)
    cse27 = np.cos(q_phi_slider)
    cse28 = cse22*cse27
    cse29 = np.sin(q_phi_slider)
    cse30 = cse24*cse29
    cse31 = -cse26*cse28 + cse30
    cse32 = cse24*cse27
    cse33 = cse22*cse29
    cse34 = cse26*cse32 + cse33
    cse35 = cse21*cse27
    cse36 = cse26*cse33
    cse37 = cse26*cse30
    cse38 = cse21*cse29
    cse39 = -cse23*v_phid_slider + cse24*v_thetad_slider
    cse40 = cse22*v_thetad_slider + cse25*v_phid_slider
    cse41 = cse26*v_phid_slider + v_psid_slider
    out = np.zeros((n, 2, 18))
    out[:, 0, 0] = cse2
    out[:, 0, 1] = -cse4
    out[:, 0, 2] = cse5
    out[:, 0, 3] = cse10 - cse8
    out[:, 0, 4] = cse12 + cse13
    out[:, 0, 5] = cse14
    out[:, 0, 6] = cse15
    out[:, 0, 7] = cse16
    out[:, 0, 8] = cse17
    out[:, 0, 9] = q_r_crank_z - 0.12
    out[:, 0, 10] = 0.1 - q_r_crank_y
    out[:, 0, 11] = q_r_crank_x
    out[:, 0, 12] = -cse18*cse4 + cse19*cse2 + cse20*cse5
    out[:, 0, 13] = cse14*cse20 - cse18*(-cse12 - cse13) - cse19*(-cse10 + cse8)
    out[:, 0, 14] = cse15*cse19 + cse16*cse18 + cse17*cse20
    out[:, 0, 15] = v_rd_crank_z
    out[:, 0, 16] = -v_rd_crank_y
    out[:, 0, 17] = v_rd_crank_x
    out[:, 1, 0] = cse23
    out[:, 1, 1] = -cse25
    out[:, 1, 2] = cse26
    out[:, 1, 3] = cse31
    out[:, 1, 4] = cse34
    out[:, 1, 5] = cse35
    out[:, 1, 6] = -cse32 - cse36
    out[:, 1, 7] = -cse28 + cse37
    out[:, 1, 8] = cse38
    out[:, 1, 9] = q_r_slider_z
    out[:, 1, 10] = -q_r_slider_y
    out[:, 1, 11] = q_r_slider_x - 0.2
    out[:, 1, 12] = -cse23*cse39 + cse25*cse40 + cse26*cse41
    out[:, 1, 13] = -cse31*cse39 - cse34*cse40 + cse35*cse41
    out[:, 1, 14] = cse38*cse41 + cse39*(cse32 + cse36) + cse40*(cse28 - cse37)
    out[:, 1, 15] = v_rd_slider_z
    out[:, 1, 16] = -v_rd_slider_y
    out[:, 1, 17] = v_rd_slider_x
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
    # 164 operations after common subexpression elimination
    (
        _, _, q_r_crank_z, _,
        q_theta_crank, q_psi_crank, _, _,
        q_r_rod_z, _, q_theta_rod, q_psi_rod,
        _, _, q_r_slider_z, _,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_phid_rod, v_thetad_rod, v_psid_rod,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(q_psi_rod)
    cse1 = math.sin(q_theta_rod)
    cse2 = cse0*cse1
    cse3 = math.sin(q_psi_rod)
    cse4 = cse1*cse3
    cse5 = math.cos(q_theta_rod)
    cse6 = v_phid_rod*(-0.4472146529097166*cse2 + 0.8944266622941008*cse4 + 5.254189828941647e-07*cse5)
    cse7 = v_thetad_rod*(0.8944266622941008*cse0 + 0.4472146529097166*cse3)
    cse8 = v_thetad_rod*(0.2981417181776114*cse0 - 0.5962825497118436*cse3)
    cse9 = v_phid_rod*(0.5962825497118436*cse2 + 0.2981417181776114*cse4 + 0.7453580594528005*cse5)
    cse10 = v_thetad_rod*(-0.33333535914981494*cse0 + 0.666667964681058*cse3)
    cse11 = v_phid_rod*(-0.666667964681058*cse2 - 0.33333535914981494*cse4 + 0.6666643557356875*cse5)
    cse12 = math.sin(q_psi_crank)
    cse13 = v_phid_crank*math.sin(q_theta_crank)
    cse14 = cse12*cse13
    cse15 = math.cos(q_psi_crank)
    cse16 = cse15*v_thetad_crank
    cse17 = math.cos(q_psi_slider)
    cse18 = v_phid_slider*math.sin(q_theta_slider)
    cse19 = cse17*cse18
    cse20 = math.sin(q_psi_slider)
    cse21 = cse20*v_thetad_slider
    cse22 = cse18*cse20
    cse23 = cse17*v_thetad_slider
    cse24 = cse13*cse15
    cse25 = cse12*v_thetad_crank
    cse26 = v_phid_crank*math.cos(q_theta_crank)
    cse27 = v_phid_slider*math.cos(q_theta_slider)
    return np.array([
        0.06*v_rd_crank_x**2 + 0.06*v_rd_crank_y**2 + 0.06*v_rd_crank_z**2 + 0.25*v_rd_rod_x**2 + 0.25*v_rd_rod_y**2 + 0.25*v_rd_rod_z**2 + 1.0*v_rd_slider_x**2 + 1.0*v_rd_slider_y**2 + 1.0*v_rd_slider_z**2 + (1/2)*(-cse14 - cse16)*(-0.0001*cse14 - 0.0001*cse16) + (1/2)*(-cse19 + cse21)*(-0.0001*cse19 + 0.0001*cse21) + (1/2)*(0.0001*cse22 + 0.0001*cse23)*(cse22 + cse23) + (1/2)*(1e-05*cse24 - 1e-05*cse25)*(cse24 - cse25) + (1/2)*(0.0001*cse26 + 0.0001*v_psid_crank)*(cse26 + v_psid_crank) + (1/2)*(0.0001*cse27 + 0.0001*v_psid_slider)*(cse27 + v_psid_slider) + (1/2)*(0.004*cse10 + 0.004*cse11 + 0.00266665742294275*v_psid_rod)*(cse10 + cse11 + 0.6666643557356875*v_psid_rod) + (1/2)*(0.0004*cse6 + 0.0004*cse7 + 2.101675931576659e-10*v_psid_rod)*(cse6 + cse7 + 5.254189828941647e-07*v_psid_rod) + (1/2)*(0.004*cse8 + 0.004*cse9 + 0.002981432237811202*v_psid_rod)*(cse8 + cse9 + 0.7453580594528005*v_psid_rod),  # [0]
        1.1772*q_r_crank_z + 4.905*q_r_rod_z + 19.62*q_r_slider_z,  # [1]
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
        _, _, q_r_crank_z, _,
        q_theta_crank, q_psi_crank, _, _,
        q_r_rod_z, _, q_theta_rod, q_psi_rod,
        _, _, q_r_slider_z, _,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_phid_rod, v_thetad_rod, v_psid_rod,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = _columns(v, n, 18, "v")

    cse0 = np.cos(q_psi_rod)
    cse1 = np.sin(q_theta_rod)
    cse2 = cse0*cse1
    cse3 = np.sin(q_psi_rod)
    cse4 = cse1*cse3
    cse5 = np.cos(q_theta_rod)
    cse6 = v_phid_rod*(-0.4472146529097166*cse2 + 0.8944266622941008*cse4 + 5.254189828941647e-07*cse5)
    cse7 = v_thetad_rod*(0.8944266622941008*cse0 + 0.4472146529097166*cse3)
    cse8 = v_thetad_rod*(0.2981417181776114*cse0 - 0.5962825497118436*cse3)
    cse9 = v_phid_rod*(0.5962825497118436*cse2 + 0.2981417181776114*cse4 + 0.7453580594528005*cse5)
    cse10 = v_thetad_rod*(-0.33333535914981494*cse0 + 0.666667964681058*cse3)
    cse11 = v_phid_rod*(-0.666667964681058*cse2 - 0.33333535914981494*cse4 + 0.6666643557356875*cse5)
    cse12 = np.sin(q_psi_crank)
    cse13 = v_phid_crank*np.sin(q_theta_crank)
    cse14 = cse12*cse13
    cse15 = np.cos(q_psi_crank)
    cse16 = cse15*v_thetad_crank
    cse17 = np.cos(q_psi_slider)
    cse18 = v_phid_slider*np.sin(q_theta_slider)
    cse19 = cse17*cse18
    cse20 = np.sin(q_psi_slider)
    cse21 = cse20*v_thetad_slider
    cse22 = cse18*cse20
    cse23 = cse17*v_thetad_slider
    cse24 = cse13*cse15
    cse25 = cse12*v_thetad_crank
    cse26 = v_phid_crank*np.cos(q_theta_crank)
    cse27 = v_phid_slider*np.cos(q_theta_slider)
    out = np.zeros((n, 2))
    out[:, 0] = 0.06*v_rd_crank_x**2 + 0.06*v_rd_crank_y**2 + 0.06*v_rd_crank_z**2 + 0.25*v_rd_rod_x**2 + 0.25*v_rd_rod_y**2 + 0.25*v_rd_rod_z**2 + 1.0*v_rd_slider_x**2 + 1.0*v_rd_slider_y**2 + 1.0*v_rd_slider_z**2 + (1/2)*(-cse14 - cse16)*(-0.0001*cse14 - 0.0001*cse16) + (1/2)*(-cse19 + cse21)*(-0.0001*cse19 + 0.0001*cse21) + (1/2)*(0.0001*cse22 + 0.0001*cse23)*(cse22 + cse23) + (1/2)*(1e-05*cse24 - 1e-05*cse25)*(cse24 - cse25) + (1/2)*(0.0001*cse26 + 0.0001*v_psid_crank)*(cse26 + v_psid_crank) + (1/2)*(0.0001*cse27 + 0.0001*v_psid_slider)*(cse27 + v_psid_slider) + (1/2)*(0.004*cse10 + 0.004*cse11 + 0.00266665742294275*v_psid_rod)*(cse10 + cse11 + 0.6666643557356875*v_psid_rod) + (1/2)*(0.0004*cse6 + 0.0004*cse7 + 2.101675931576659e-10*v_psid_rod)*(cse6 + cse7 + 5.254189828941647e-07*v_psid_rod) + (1/2)*(0.004*cse8 + 0.004*cse9 + 0.002981432237811202*v_psid_rod)*(cse8 + cse9 + 0.7453580594528005*v_psid_rod)
    out[:, 1] = 1.1772*q_r_crank_z + 4.905*q_r_rod_z + 19.62*q_r_slider_z
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
    # 311 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_phid_rod, v_thetad_rod, v_psid_rod,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
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
    cse9 = math.sin(q_phi_crank)
    cse10 = math.sin(q_theta_crank)
    cse11 = math.cos(q_theta_crank)
    cse12 = 0.0001*cse11*v_phid_crank + 0.0001*v_psid_crank
    cse13 = cse10*cse12
    cse14 = math.sin(q_psi_slider)
    cse15 = math.sin(q_theta_slider)
    cse16 = cse15*v_phid_slider
    cse17 = math.cos(q_psi_slider)
    cse18 = cse14*cse16 + cse17*v_thetad_slider
    cse19 = math.sin(q_phi_slider)
    cse20 = math.cos(q_theta_slider)
    cse21 = 0.0001*cse20
    cse22 = cse19*cse21
    cse23 = math.cos(q_phi_slider)
    cse24 = 0.0001*cse23
    cse25 = cse14*v_thetad_slider - cse16*cse17
    cse26 = cse11*cse9
    cse27 = math.sin(q_psi_crank)
    cse28 = 0.0001*cse27
    cse29 = math.cos(q_phi_crank)
    cse30 = math.cos(q_psi_crank)
    cse31 = 0.0001*cse30
    cse32 = cse10*v_phid_crank
    cse33 = -cse27*cse32 - cse30*v_thetad_crank
    cse34 = 0.0001*cse19
    cse35 = cse20*v_phid_slider + v_psid_slider
    cse36 = cse15*cse35
    cse37 = 1e-05*cse30
    cse38 = 1e-05*cse27
    cse39 = -cse27*v_thetad_crank + cse30*cse32
    cse40 = math.sin(q_phi_rod)
    cse41 = math.cos(q_theta_rod)
    cse42 = math.sin(q_psi_rod)
    cse43 = cse41*cse42
    cse44 = cse40*cse43
    cse45 = math.cos(q_psi_rod)
    cse46 = cse40*cse45
    cse47 = 0.002666671858724232*cse41
    cse48 = math.cos(q_phi_rod)
    cse49 = cse45*cse48
    cse50 = math.sin(q_theta_rod)
    cse51 = 0.00266665742294275*cse50
    cse52 = 0.002666671858724232*cse42
    cse53 = cse42*cse50
    cse54 = cse45*cse50
    cse55 = v_phid_rod*(0.6666643557356875*cse41 - 0.33333535914981494*cse53 - 0.666667964681058*cse54) + 0.6666643557356875*v_psid_rod + v_thetad_rod*(0.666667964681058*cse42 - 0.33333535914981494*cse45)
    cse56 = 0.00035777066491764035*cse43
    cse57 = cse41*cse46
    cse58 = 2.101675931576659e-10*cse50
    cse59 = 0.00017888586116388667*cse42
    cse60 = v_phid_rod*(5.254189828941647e-07*cse41 + 0.8944266622941008*cse53 - 0.4472146529097166*cse54) + 5.254189828941647e-07*v_psid_rod + v_thetad_rod*(0.4472146529097166*cse42 + 0.8944266622941008*cse45)
    cse61 = 0.0023851301988473744*cse42
    cse62 = 0.0011925668727104457*cse45
    cse63 = 0.002981432237811202*cse50
    cse64 = v_phid_rod*(0.7453580594528005*cse41 + 0.2981417181776114*cse53 + 0.5962825497118436*cse54) + 0.7453580594528005*v_psid_rod + v_thetad_rod*(-0.5962825497118436*cse42 + 0.2981417181776114*cse45)
    cse65 = cse21*cse23
    cse66 = cse43*cse48
    cse67 = cse41*cse49
    cse68 = cse11*cse29
    cse69 = 0.0001*cse15
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse13*cse9 + cse18*(-cse14*cse22 + cse17*cse24) + cse25*(cse14*cse24 + cse17*cse22) - cse3*q_r_crank_z + cse33*(cse26*cse28 - cse29*cse31) + cse34*cse36 + cse39*(-cse26*cse37 - cse29*cse38) - cse4*q_r_slider_z - cse5*q_r_rod_z + cse55*(cse40*cse51 + 0.0013333414365992598*cse44 + cse46*cse47 + cse48*cse52 - 0.0013333414365992598*cse49) + cse6*q_r_crank_y + cse60*(-cse40*cse56 + cse40*cse58 + cse48*cse59 + 0.00035777066491764035*cse49 + 0.00017888586116388667*cse57) + cse64*(cse40*cse63 - 0.0011925668727104457*cse44 - cse48*cse61 + cse48*cse62 - 0.0023851301988473744*cse57) + cse7*q_r_slider_y + cse8*q_r_rod_y,  # [3]
        cse0*q_r_crank_z + cse1*q_r_slider_z - cse13*cse29 + cse18*(cse14*cse65 + cse17*cse34) + cse2*q_r_rod_z - cse24*cse36 + cse25*(cse14*cse34 - cse17*cse65) + cse33*(-cse28*cse68 - cse31*cse9) + cse39*(cse37*cse68 - cse38*cse9) + cse55*(cse40*cse52 - 0.0013333414365992598*cse46 - cse47*cse49 - cse48*cse51 - 0.0013333414365992598*cse66) - cse6*q_r_crank_x + cse60*(cse40*cse59 + 0.00035777066491764035*cse46 + cse48*cse56 - cse48*cse58 - 0.00017888586116388667*cse67) + cse64*(-cse40*cse61 + cse40*cse62 - cse48*cse63 + 0.0011925668727104457*cse66 + 0.0023851301988473744*cse67) - cse7*q_r_slider_x - cse8*q_r_rod_x,  # [4]
        -cse0*q_r_crank_y - cse1*q_r_slider_y - cse10*cse28*cse33 + cse10*cse37*cse39 + cse11*cse12 + cse14*cse18*cse69 - cse17*cse25*cse69 - cse2*q_r_rod_y + cse21*cse35 + cse3*q_r_crank_x + cse4*q_r_slider_x + cse5*q_r_rod_x + cse55*(0.00266665742294275*cse41 - 0.0013333414365992598*cse53 - 0.002666671858724232*cse54) + cse60*(2.101675931576659e-10*cse41 + 0.00035777066491764035*cse53 - 0.00017888586116388667*cse54) + cse64*(0.002981432237811202*cse41 + 0.0011925668727104457*cse53 + 0.0023851301988473744*cse54),  # [5]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_phid_rod, v_thetad_rod, v_psid_rod,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
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
    cse9 = np.sin(q_phi_crank)
    cse10 = np.sin(q_theta_crank)
    cse11 = np.cos(q_theta_crank)
    cse12 = 0.0001*cse11*v_phid_crank + 0.0001*v_psid_crank
    cse13 = cse10*cse12
    cse14 = np.sin(q_psi_slider)
    cse15 = np.sin(q_theta_slider)
    cse16 = cse15*v_phid_slider
    cse17 = np.cos(q_psi_slider)
    cse18 = cse14*cse16 + cse17*v_thetad_slider
    cse19 = np.sin(q_phi_slider)
    cse20 = np.cos(q_theta_slider)
    cse21 = 0.0001*cse20
    cse22 = cse19*cse21
    cse23 = np.cos(q_phi_slider)
    cse24 = 0.0001*cse23
    cse25 = cse14*v_thetad_slider - cse16*cse17
    cse26 = cse11*cse9
    cse27 = np.sin(q_psi_crank)
    cse28 = 0.0001*cse27
    cse29 = np.cos(q_phi_crank)
    cse30 = np.cos(q_psi_crank)
    cse31 = 0.0001*cse30
    cse32 = cse10*v_phid_crank
    cse33 = -cse27*cse32 - cse30*v_thetad_crank
    cse34 = 0.0001*cse19
    cse35 = cse20*v_phid_slider + v_psid_slider
    cse36 = cse15*cse35
    cse37 = 1e-05*cse30
    cse38 = 1e-05*cse27
    cse39 = -cse27*v_thetad_crank + cse30*cse32
    cse40 = np.sin(q_phi_rod)
    cse41 = np.cos(q_theta_rod)
    cse42 = np.sin(q_psi_rod)
    cse43 = cse41*cse42
    cse44 = cse40*cse43
    cse45 = np.cos(q_psi_rod)
    cse46 = cse40*cse45
    cse47 = 0.002666671858724232*cse41
    cse48 = np.cos(q_phi_rod)
    cse49 = cse45*cse48
    cse50 = np.sin(q_theta_rod)
    cse51 = 0.00266665742294275*cse50
    cse52 = 0.002666671858724232*cse42
    cse53 = cse42*cse50
    cse54 = cse45*cse50
    cse55 = v_phid_rod*(0.6666643557356875*cse41 - 0.33333535914981494*cse53 - 0.666667964681058*cse54) + 0.6666643557356875*v_psid_rod + v_thetad_rod*(0.666667964681058*cse42 - 0.33333535914981494*cse45)
    cse56 = 0.00035777066491764035*cse43
    cse57 = cse41*cse46
    cse58 = 2.101675931576659e-10*cse50
    cse59 = 0.00017888586116388667*cse42
    cse60 = v_phid_rod*(5.254189828941647e-07*cse41 + 0.8944266622941008*cse53 - 0.4472146529097166*cse54) + 5.254189828941647e-07*v_psid_rod + v_thetad_rod*(0.4472146529097166*cse42 + 0.8944266622941008*cse45)
    cse61 = 0.0023851301988473744*cse42
    cse62 = 0.0011925668727104457*cse45
    cse63 = 0.002981432237811202*cse50
    cse64 = v_phid_rod*(0.7453580594528005*cse41 + 0.2981417181776114*cse53 + 0.5962825497118436*cse54) + 0.7453580594528005*v_psid_rod + v_thetad_rod*(-0.5962825497118436*cse42 + 0.2981417181776114*cse45)
    cse65 = cse21*cse23
    cse66 = cse43*cse48
    cse67 = cse41*cse49
    cse68 = cse11*cse29
    cse69 = 0.0001*cse15
    out = np.zeros((n, 6))
    out[:, 0] = cse0 + cse1 + cse2
    out[:, 1] = cse3 + cse4 + cse5
    out[:, 2] = cse6 + cse7 + cse8
    out[:, 3] = cse13*cse9 + cse18*(-cse14*cse22 + cse17*cse24) + cse25*(cse14*cse24 + cse17*cse22) - cse3*q_r_crank_z + cse33*(cse26*cse28 - cse29*cse31) + cse34*cse36 + cse39*(-cse26*cse37 - cse29*cse38) - cse4*q_r_slider_z - cse5*q_r_rod_z + cse55*(cse40*cse51 + 0.0013333414365992598*cse44 + cse46*cse47 + cse48*cse52 - 0.0013333414365992598*cse49) + cse6*q_r_crank_y + cse60*(-cse40*cse56 + cse40*cse58 + cse48*cse59 + 0.00035777066491764035*cse49 + 0.00017888586116388667*cse57) + cse64*(cse40*cse63 - 0.0011925668727104457*cse44 - cse48*cse61 + cse48*cse62 - 0.0023851301988473744*cse57) + cse7*q_r_slider_y + cse8*q_r_rod_y
    out[:, 4] = cse0*q_r_crank_z + cse1*q_r_slider_z - cse13*cse29 + cse18*(cse14*cse65 + cse17*cse34) + cse2*q_r_rod_z - cse24*cse36 + cse25*(cse14*cse34 - cse17*cse65) + cse33*(-cse28*cse68 - cse31*cse9) + cse39*(cse37*cse68 - cse38*cse9) + cse55*(cse40*cse52 - 0.0013333414365992598*cse46 - cse47*cse49 - cse48*cse51 - 0.0013333414365992598*cse66) - cse6*q_r_crank_x + cse60*(cse40*cse59 + 0.00035777066491764035*cse46 + cse48*cse56 - cse48*cse58 - 0.00017888586116388667*cse67) + cse64*(-cse40*cse61 + cse40*cse62 - cse48*cse63 + 0.0011925668727104457*cse66 + 0.0023851301988473744*cse67) - cse7*q_r_slider_x - cse8*q_r_rod_x
    out[:, 5] = -cse0*q_r_crank_y - cse1*q_r_slider_y - cse10*cse28*cse33 + cse10*cse37*cse39 + cse11*cse12 + cse14*cse18*cse69 - cse17*cse25*cse69 - cse2*q_r_rod_y + cse21*cse35 + cse3*q_r_crank_x + cse4*q_r_slider_x + cse5*q_r_rod_x + cse55*(0.00266665742294275*cse41 - 0.0013333414365992598*cse53 - 0.002666671858724232*cse54) + cse60*(2.101675931576659e-10*cse41 + 0.00035777066491764035*cse53 - 0.00017888586116388667*cse54) + cse64*(0.002981432237811202*cse41 + 0.0011925668727104457*cse53 + 0.0023851301988473744*cse54)
    return out


def body_frames(q, p):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (3, 12), 36 nonzero.
    """
    # 143 operations after common subexpression elimination
    (
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.sin(q_phi_crank)
    cse1 = math.sin(q_theta_crank)
    cse2 = math.cos(q_theta_crank)
    cse3 = math.cos(q_psi_crank)
    cse4 = cse0*cse3
    cse5 = math.cos(q_phi_crank)
    cse6 = math.sin(q_psi_crank)
    cse7 = cse5*cse6
    cse8 = cse0*cse6
    cse9 = cse3*cse5
    cse10 = math.sin(q_phi_rod)
    cse11 = math.cos(q_theta_rod)
    cse12 = math.sin(q_psi_rod)
    cse13 = cse11*cse12
    cse14 = cse10*cse13
    cse15 = math.cos(q_psi_rod)
    cse16 = cse11*cse15
    cse17 = 0.666667964681058*cse16
    cse18 = math.cos(q_phi_rod)
    cse19 = 0.33333535914981494*cse15
    cse20 = math.sin(q_theta_rod)
    cse21 = 0.6666643557356875*cse20
    cse22 = 0.666667964681058*cse12
    cse23 = 0.4472146529097166*cse16
    cse24 = 0.4472146529097166*cse12
    cse25 = 0.8944266622941008*cse15
    cse26 = 5.254189828941647e-07*cse20
    cse27 = 0.5962825497118436*cse16
    cse28 = 0.5962825497118436*cse12
    cse29 = 0.7453580594528005*cse20
    cse30 = 0.2981417181776114*cse15
    cse31 = cse13*cse18
    cse32 = cse12*cse20
    cse33 = cse15*cse20
    cse34 = math.cos(q_theta_slider)
    cse35 = math.sin(q_phi_slider)
    cse36 = math.cos(q_psi_slider)
    cse37 = cse35*cse36
    cse38 = math.cos(q_phi_slider)
    cse39 = math.sin(q_psi_slider)
    cse40 = cse38*cse39
    cse41 = cse35*cse39
    cse42 = cse36*cse38
    cse43 = math.sin(q_theta_slider)
    return np.array([
        q_r_crank_x,  # [0, 0]
        q_r_crank_y,  # [0, 1]
        q_r_crank_z,  # [0, 2]
        cse0*cse1,  # [0, 3]
        -cse2*cse4 - cse7,  # [0, 4]
        cse2*cse8 - cse9,  # [0, 5]
        -cse1*cse5,  # [0, 6]
        cse2*cse9 - cse8,  # [0, 7]
        -cse2*cse7 - cse4,  # [0, 8]
        cse2,  # [0, 9]
        cse1*cse3,  # [0, 10]
        -cse1*cse6,  # [0, 11]
        q_r_rod_x,  # [1, 0]
        q_r_rod_y,  # [1, 1]
        q_r_rod_z,  # [1, 2]
        cse10*cse17 + cse10*cse21 + 0.33333535914981494*cse14 - cse18*cse19 + cse18*cse22,  # [1, 3]
        cse10*cse23 + cse10*cse26 - 0.8944266622941008*cse14 + cse18*cse24 + cse18*cse25,  # [1, 4]
        -cse10*cse27 + cse10*cse29 - 0.2981417181776114*cse14 - cse18*cse28 + cse18*cse30,  # [1, 5]
        -cse10*cse19 + cse10*cse22 - cse17*cse18 - cse18*cse21 - 0.33333535914981494*cse31,  # [1, 6]
        cse10*cse24 + cse10*cse25 - cse18*cse23 - cse18*cse26 + 0.8944266622941008*cse31,  # [1, 7]
        -cse10*cse28 + cse10*cse30 + cse18*cse27 - cse18*cse29 + 0.2981417181776114*cse31,  # [1, 8]
        0.6666643557356875*cse11 - 0.33333535914981494*cse32 - 0.666667964681058*cse33,  # [1, 9]
        5.254189828941647e-07*cse11 + 0.8944266622941008*cse32 - 0.4472146529097166*cse33,  # [1, 10]
        0.7453580594528005*cse11 + 0.2981417181776114*cse32 + 0.5962825497118436*cse33,  # [1, 11]
        q_r_slider_x,  # [2, 0]
        q_r_slider_y,  # [2, 1]
        q_r_slider_z,  # [2, 2]
        cse34*cse37 + cse40,  # [2, 3]
        -cse34*cse41 + cse42,  # [2, 4]
        cse35*cse43,  # [2, 5]
        -cse34*cse42 + cse41,  # [2, 6]
        cse34*cse40 + cse37,  # [2, 7]
        -cse38*cse43,  # [2, 8]
        -cse36*cse43,  # [2, 9]
        cse39*cse43,  # [2, 10]
        cse34,  # [2, 11]
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
        q_r_crank_x, q_r_crank_y, q_r_crank_z, q_phi_crank,
        q_theta_crank, q_psi_crank, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    cse0 = np.sin(q_phi_crank)
    cse1 = np.sin(q_theta_crank)
    cse2 = np.cos(q_theta_crank)
    cse3 = np.cos(q_psi_crank)
    cse4 = cse0*cse3
    cse5 = np.cos(q_phi_crank)
    cse6 = np.sin(q_psi_crank)
    cse7 = cse5*cse6
    cse8 = cse0*cse6
    cse9 = cse3*cse5
    cse10 = np.sin(q_phi_rod)
    cse11 = np.cos(q_theta_rod)
    cse12 = np.sin(q_psi_rod)
    cse13 = cse11*cse12
    cse14 = cse10*cse13
    cse15 = np.cos(q_psi_rod)
    cse16 = cse11*cse15
    cse17 = 0.666667964681058*cse16
    cse18 = np.cos(q_phi_rod)
    cse19 = 0.33333535914981494*cse15
    cse20 = np.sin(q_theta_rod)
    cse21 = 0.6666643557356875*cse20
    cse22 = 0.666667964681058*cse12
    cse23 = 0.4472146529097166*cse16
    cse24 = 0.4472146529097166*cse12
    cse25 = 0.8944266622941008*cse15
    cse26 = 5.254189828941647e-07*cse20
    cse27 = 0.5962825497118436*cse16
    cse28 = 0.5962825497118436*cse12
    cse29 = 0.7453580594528005*cse20
    cse30 = 0.2981417181776114*cse15
    cse31 = cse13*cse18
    cse32 = cse12*cse20
    cse33 = cse15*cse20
    cse34 = np.cos(q_theta_slider)
    cse35 = np.sin(q_phi_slider)
    cse36 = np.cos(q_psi_slider)
    cse37 = cse35*cse36
    cse38 = np.cos(q_phi_slider)
    cse39 = np.sin(q_psi_slider)
    cse40 = cse38*cse39
    cse41 = cse35*cse39
    cse42 = cse36*cse38
    cse43 = np.sin(q_theta_slider)
    out = np.zeros((n, 3, 12))
    out[:, 0, 0] = q_r_crank_x
    out[:, 0, 1] = q_r_crank_y
    out[:, 0, 2] = q_r_crank_z
    out[:, 0, 3] = cse0*cse1
    out[:, 0, 4] = -cse2*cse4 - cse7
    out[:, 0, 5] = cse2*cse8 - cse9
    out[:, 0, 6] = -cse1*cse5
    out[:, 0, 7] = cse2*cse9 - cse8
    out[:, 0, 8] = -cse2*cse7 - cse4
    out[:, 0, 9] = cse2
    out[:, 0, 10] = cse1*cse3
    out[:, 0, 11] = -cse1*cse6
    out[:, 1, 0] = q_r_rod_x
    out[:, 1, 1] = q_r_rod_y
    out[:, 1, 2] = q_r_rod_z
    out[:, 1, 3] = cse10*cse17 + cse10*cse21 + 0.33333535914981494*cse14 - cse18*cse19 + cse18*cse22
    out[:, 1, 4] = cse10*cse23 + cse10*cse26 - 0.8944266622941008*cse14 + cse18*cse24 + cse18*cse25
    out[:, 1, 5] = -cse10*cse27 + cse10*cse29 - 0.2981417181776114*cse14 - cse18*cse28 + cse18*cse30
    out[:, 1, 6] = -cse10*cse19 + cse10*cse22 - cse17*cse18 - cse18*cse21 - 0.33333535914981494*cse31
    out[:, 1, 7] = cse10*cse24 + cse10*cse25 - cse18*cse23 - cse18*cse26 + 0.8944266622941008*cse31
    out[:, 1, 8] = -cse10*cse28 + cse10*cse30 + cse18*cse27 - cse18*cse29 + 0.2981417181776114*cse31
    out[:, 1, 9] = 0.6666643557356875*cse11 - 0.33333535914981494*cse32 - 0.666667964681058*cse33
    out[:, 1, 10] = 5.254189828941647e-07*cse11 + 0.8944266622941008*cse32 - 0.4472146529097166*cse33
    out[:, 1, 11] = 0.7453580594528005*cse11 + 0.2981417181776114*cse32 + 0.5962825497118436*cse33
    out[:, 2, 0] = q_r_slider_x
    out[:, 2, 1] = q_r_slider_y
    out[:, 2, 2] = q_r_slider_z
    out[:, 2, 3] = cse34*cse37 + cse40
    out[:, 2, 4] = -cse34*cse41 + cse42
    out[:, 2, 5] = cse35*cse43
    out[:, 2, 6] = -cse34*cse42 + cse41
    out[:, 2, 7] = cse34*cse40 + cse37
    out[:, 2, 8] = -cse38*cse43
    out[:, 2, 9] = -cse36*cse43
    out[:, 2, 10] = cse39*cse43
    out[:, 2, 11] = cse34
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
    # 218 operations after common subexpression elimination
    (
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, _, _,
        _, q_phi_rod, q_theta_rod, q_psi_rod,
        _, _, _, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_phid_rod, v_thetad_rod, v_psid_rod,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.sin(q_phi_crank)
    cse1 = math.cos(q_theta_crank)
    cse2 = cse1*v_phid_crank + v_psid_crank
    cse3 = math.sin(q_theta_crank)
    cse4 = cse2*cse3
    cse5 = math.cos(q_psi_crank)
    cse6 = cse0*cse5
    cse7 = math.cos(q_phi_crank)
    cse8 = math.sin(q_psi_crank)
    cse9 = cse7*cse8
    cse10 = cse3*cse5
    cse11 = cse10*v_phid_crank - cse8*v_thetad_crank
    cse12 = cse0*cse8
    cse13 = cse5*cse7
    cse14 = cse3*cse8
    cse15 = -cse14*v_phid_crank - cse5*v_thetad_crank
    cse16 = math.sin(q_phi_rod)
    cse17 = math.cos(q_theta_rod)
    cse18 = math.sin(q_psi_rod)
    cse19 = cse17*cse18
    cse20 = cse16*cse19
    cse21 = math.cos(q_psi_rod)
    cse22 = cse17*cse21
    cse23 = 0.5962825497118436*cse22
    cse24 = math.cos(q_phi_rod)
    cse25 = 0.5962825497118436*cse18
    cse26 = math.sin(q_theta_rod)
    cse27 = 0.7453580594528005*cse26
    cse28 = 0.2981417181776114*cse21
    cse29 = cse18*cse26
    cse30 = cse21*cse26
    cse31 = 0.7453580594528005*cse17 + 0.2981417181776114*cse29 + 0.5962825497118436*cse30
    cse32 = cse31*v_phid_rod + 0.7453580594528005*v_psid_rod + v_thetad_rod*(-cse25 + cse28)
    cse33 = 0.4472146529097166*cse22
    cse34 = 0.4472146529097166*cse18
    cse35 = 0.8944266622941008*cse21
    cse36 = 5.254189828941647e-07*cse26
    cse37 = 5.254189828941647e-07*cse17 + 0.8944266622941008*cse29 - 0.4472146529097166*cse30
    cse38 = cse37*v_phid_rod + 5.254189828941647e-07*v_psid_rod + v_thetad_rod*(cse34 + cse35)
    cse39 = 0.666667964681058*cse22
    cse40 = 0.33333535914981494*cse21
    cse41 = 0.6666643557356875*cse26
    cse42 = 0.666667964681058*cse18
    cse43 = 0.6666643557356875*cse17 - 0.33333535914981494*cse29 - 0.666667964681058*cse30
    cse44 = cse43*v_phid_rod + 0.6666643557356875*v_psid_rod + v_thetad_rod*(-cse40 + cse42)
    cse45 = cse19*cse24
    cse46 = math.sin(q_phi_slider)
    cse47 = math.cos(q_theta_slider)
    cse48 = cse47*v_phid_slider + v_psid_slider
    cse49 = math.sin(q_theta_slider)
    cse50 = cse48*cse49
    cse51 = math.cos(q_psi_slider)
    cse52 = cse49*v_phid_slider
    cse53 = math.sin(q_psi_slider)
    cse54 = -cse51*cse52 + cse53*v_thetad_slider
    cse55 = cse46*cse51
    cse56 = math.cos(q_phi_slider)
    cse57 = cse53*cse56
    cse58 = cse51*v_thetad_slider + cse52*cse53
    cse59 = cse46*cse53
    cse60 = cse51*cse56
    return np.array([
        v_rd_crank_x,  # [0, 0]
        v_rd_crank_y,  # [0, 1]
        v_rd_crank_z,  # [0, 2]
        cse0*cse4 + cse11*(-cse1*cse6 - cse9) + cse15*(cse1*cse12 - cse13),  # [0, 3]
        cse11*(cse1*cse13 - cse12) + cse15*(-cse1*cse9 - cse6) - cse4*cse7,  # [0, 4]
        cse1*cse2 + cse10*cse11 - cse14*cse15,  # [0, 5]
        v_rd_rod_x,  # [1, 0]
        v_rd_rod_y,  # [1, 1]
        v_rd_rod_z,  # [1, 2]
        cse32*(-cse16*cse23 + cse16*cse27 - 0.2981417181776114*cse20 - cse24*cse25 + cse24*cse28) + cse38*(cse16*cse33 + cse16*cse36 - 0.8944266622941008*cse20 + cse24*cse34 + cse24*cse35) + cse44*(cse16*cse39 + cse16*cse41 + 0.33333535914981494*cse20 - cse24*cse40 + cse24*cse42),  # [1, 3]
        cse32*(-cse16*cse25 + cse16*cse28 + cse23*cse24 - cse24*cse27 + 0.2981417181776114*cse45) + cse38*(cse16*cse34 + cse16*cse35 - cse24*cse33 - cse24*cse36 + 0.8944266622941008*cse45) + cse44*(-cse16*cse40 + cse16*cse42 - cse24*cse39 - cse24*cse41 - 0.33333535914981494*cse45),  # [1, 4]
        cse31*cse32 + cse37*cse38 + cse43*cse44,  # [1, 5]
        v_rd_slider_x,  # [2, 0]
        v_rd_slider_y,  # [2, 1]
        v_rd_slider_z,  # [2, 2]
        cse46*cse50 + cse54*(cse47*cse55 + cse57) + cse58*(-cse47*cse59 + cse60),  # [2, 3]
        -cse50*cse56 + cse54*(-cse47*cse60 + cse59) + cse58*(cse47*cse57 + cse55),  # [2, 4]
        cse47*cse48 - cse49*cse51*cse54 + cse49*cse53*cse58,  # [2, 5]
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
        _, _, _, q_phi_crank,
        q_theta_crank, q_psi_crank, _, _,
        _, q_phi_rod, q_theta_rod, q_psi_rod,
        _, _, _, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = _columns(q, n, 18, "q")

    (
        v_rd_crank_x, v_rd_crank_y, v_rd_crank_z, v_phid_crank,
        v_thetad_crank, v_psid_crank, v_rd_rod_x, v_rd_rod_y,
        v_rd_rod_z, v_phid_rod, v_thetad_rod, v_psid_rod,
        v_rd_slider_x, v_rd_slider_y, v_rd_slider_z, v_phid_slider,
        v_thetad_slider, v_psid_slider,
    ) = _columns(v, n, 18, "v")

    cse0 = np.sin(q_phi_crank)
    cse1 = np.cos(q_theta_crank)
    cse2 = cse1*v_phid_crank + v_psid_crank
    cse3 = np.sin(q_theta_crank)
    cse4 = cse2*cse3
    cse5 = np.cos(q_psi_crank)
    cse6 = cse0*cse5
    cse7 = np.cos(q_phi_crank)
    cse8 = np.sin(q_psi_crank)
    cse9 = cse7*cse8
    cse10 = cse3*cse5
    cse11 = cse10*v_phid_crank - cse8*v_thetad_crank
    cse12 = cse0*cse8
    cse13 = cse5*cse7
    cse14 = cse3*cse8
    cse15 = -cse14*v_phid_crank - cse5*v_thetad_crank
    cse16 = np.sin(q_phi_rod)
    cse17 = np.cos(q_theta_rod)
    cse18 = np.sin(q_psi_rod)
    cse19 = cse17*cse18
    cse20 = cse16*cse19
    cse21 = np.cos(q_psi_rod)
    cse22 = cse17*cse21
    cse23 = 0.5962825497118436*cse22
    cse24 = np.cos(q_phi_rod)
    cse25 = 0.5962825497118436*cse18
    cse26 = np.sin(q_theta_rod)
    cse27 = 0.7453580594528005*cse26
    cse28 = 0.2981417181776114*cse21
    cse29 = cse18*cse26
    cse30 = cse21*cse26
    cse31 = 0.7453580594528005*cse17 + 0.2981417181776114*cse29 + 0.5962825497118436*cse30
    cse32 = cse31*v_phid_rod + 0.7453580594528005*v_psid_rod + v_thetad_rod*(-cse25 + cse28)
    cse33 = 0.4472146529097166*cse22
    cse34 = 0.4472146529097166*cse18
    cse35 = 0.8944266622941008*cse21
    cse36 = 5.254189828941647e-07*cse26
    cse37 = 5.254189828941647e-07*cse17 + 0.8944266622941008*cse29 - 0.4472146529097166*cse30
    cse38 = cse37*v_phid_rod + 5.254189828941647e-07*v_psid_rod + v_thetad_rod*(cse34 + cse35)
    cse39 = 0.666667964681058*cse22
    cse40 = 0.33333535914981494*cse21
    cse41 = 0.6666643557356875*cse26
    cse42 = 0.666667964681058*cse18
    cse43 = 0.6666643557356875*cse17 - 0.33333535914981494*cse29 - 0.666667964681058*cse30
    cse44 = cse43*v_phid_rod + 0.6666643557356875*v_psid_rod + v_thetad_rod*(-cse40 + cse42)
    cse45 = cse19*cse24
    cse46 = np.sin(q_phi_slider)
    cse47 = np.cos(q_theta_slider)
    cse48 = cse47*v_phid_slider + v_psid_slider
    cse49 = np.sin(q_theta_slider)
    cse50 = cse48*cse49
    cse51 = np.cos(q_psi_slider)
    cse52 = cse49*v_phid_slider
    cse53 = np.sin(q_psi_slider)
    cse54 = -cse51*cse52 + cse53*v_thetad_slider
    cse55 = cse46*cse51
    cse56 = np.cos(q_phi_slider)
    cse57 = cse53*cse56
    cse58 = cse51*v_thetad_slider + cse52*cse53
    cse59 = cse46*cse53
    cse60 = cse51*cse56
    out = np.zeros((n, 3, 6))
    out[:, 0, 0] = v_rd_crank_x
    out[:, 0, 1] = v_rd_crank_y
    out[:, 0, 2] = v_rd_crank_z
    out[:, 0, 3] = cse0*cse4 + cse11*(-cse1*cse6 - cse9) + cse15*(cse1*cse12 - cse13)
    out[:, 0, 4] = cse11*(cse1*cse13 - cse12) + cse15*(-cse1*cse9 - cse6) - cse4*cse7
    out[:, 0, 5] = cse1*cse2 + cse10*cse11 - cse14*cse15
    out[:, 1, 0] = v_rd_rod_x
    out[:, 1, 1] = v_rd_rod_y
    out[:, 1, 2] = v_rd_rod_z
    out[:, 1, 3] = cse32*(-cse16*cse23 + cse16*cse27 - 0.2981417181776114*cse20 - cse24*cse25 + cse24*cse28) + cse38*(cse16*cse33 + cse16*cse36 - 0.8944266622941008*cse20 + cse24*cse34 + cse24*cse35) + cse44*(cse16*cse39 + cse16*cse41 + 0.33333535914981494*cse20 - cse24*cse40 + cse24*cse42)
    out[:, 1, 4] = cse32*(-cse16*cse25 + cse16*cse28 + cse23*cse24 - cse24*cse27 + 0.2981417181776114*cse45) + cse38*(cse16*cse34 + cse16*cse35 - cse24*cse33 - cse24*cse36 + 0.8944266622941008*cse45) + cse44*(-cse16*cse40 + cse16*cse42 - cse24*cse39 - cse24*cse41 - 0.33333535914981494*cse45)
    out[:, 1, 5] = cse31*cse32 + cse37*cse38 + cse43*cse44
    out[:, 2, 0] = v_rd_slider_x
    out[:, 2, 1] = v_rd_slider_y
    out[:, 2, 2] = v_rd_slider_z
    out[:, 2, 3] = cse46*cse50 + cse54*(cse47*cse55 + cse57) + cse58*(-cse47*cse59 + cse60)
    out[:, 2, 4] = -cse50*cse56 + cse54*(-cse47*cse60 + cse59) + cse58*(cse47*cse57 + cse55)
    out[:, 2, 5] = cse47*cse48 - cse49*cse51*cse54 + cse49*cse53*cse58
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
        ndarray of shape (3, 9), 15 nonzero.
    """
    # 2 operations after common subexpression elimination
    out = np.zeros((3, 9))
    out[_chart_INDEX] = (
        -1,  # [0, 2]
        1,  # [0, 4]
        1,  # [0, 6]
        -0.33333535914981494,  # [1, 0]
        0.8944266622941008,  # [1, 1]
        0.2981417181776114,  # [1, 2]
        -0.666667964681058,  # [1, 3]
        -0.4472146529097166,  # [1, 4]
        0.5962825497118436,  # [1, 5]
        0.6666643557356875,  # [1, 6]
        5.254189828941647e-07,  # [1, 7]
        0.7453580594528005,  # [1, 8]
        1,  # [2, 1]
        -1,  # [2, 3]
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
