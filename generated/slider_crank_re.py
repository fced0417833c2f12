# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: slider_crank
# formulation: re
# scheme: any
# input hash: 7ae7897f7c5ad760
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
INPUT_HASH = '7ae7897f7c5ad760'
N_Q = 18
N_V = 18
N_C = 18
BODIES = ['crank', 'rod', 'slider']
PARAMETERS = []
PARAMETER_DEFAULTS = []
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
METADATA = {'mechanism': 'slider_crank',
 'formulation': 're',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['crank', 'rod', 'slider'],
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
                      'bodies': ['ground', 'crank']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['ground', 'crank']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['ground', 'crank']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #4',
                      'bodies': ['ground', 'crank']},
                     {'owner': 'revolute',
                      'kind': 'constraint',
                      'label': 'DP1 #5',
                      'bodies': ['ground', 'crank']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['rod', 'crank']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['rod', 'crank']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['rod', 'crank']},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['rod', 'slider']},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP2 #2',
                      'bodies': ['rod', 'slider']},
                     {'owner': 'revolute_cylindrical',
                      'kind': 'constraint',
                      'label': 'DP2 #3',
                      'bodies': ['rod', 'slider']},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['slider', 'ground']},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['slider', 'ground']},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP2 #3',
                      'bodies': ['slider', 'ground']},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP2 #4',
                      'bodies': ['slider', 'ground']},
                     {'owner': 'translational',
                      'kind': 'constraint',
                      'label': 'DP1 #5',
                      'bodies': ['slider', 'ground']},
                     {'owner': 'distance',
                      'kind': 'constraint',
                      'label': 'D #1',
                      'bodies': ['rod', 'slider']},
                     {'owner': 'driver',
                      'kind': 'constraint',
                      'label': 'angle #1',
                      'bodies': ['ground', 'crank']}],
 'dropped_rows': [],
 'reaction_sites': [{'owner': 'revolute',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['ground', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [0, 6]},
                    {'owner': 'spherical',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [6, 12]},
                    {'owner': 'revolute_cylindrical',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'slider'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [12, 18]},
                    {'owner': 'translational',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['slider', 'ground'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [18, 24]},
                    {'owner': 'distance',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['rod', 'slider'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [24, 30]},
                    {'owner': 'driver',
                     'kind': 'constraint',
                     'joint_kind': '',
                     'bodies': ['ground', 'crank'],
                     'components': ['fx', 'fy', 'fz', 'tx', 'ty', 'tz'],
                     'rows': [30, 36]}],
 'degrees_of_freedom': 0,
 'parameters': [],
 'parameter_defaults': [],
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
 'input_hash': '7ae7897f7c5ad760'}
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
     5,
     5,
     5]),
    np.array([1,
     2,
     3,
     7,
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
     7,
     11]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2]),
    np.array([1, 2, 3, 8, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 5, 7, 9]),
)
_chart_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2]),
    np.array([2, 4, 6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 1, 3, 8]),
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
    seed 001 eq. 37 keeps just I); identity for rp and re.

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



def Phi(q, t, p):
    """Constraint residuals Phi(q, t) (seed 001, eqs. 1-4, 9, 19).

    Args:
        q: position coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18,), 18 nonzero.
    """
    # 206 operations after common subexpression elimination
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
    cse3 = math.cos(q_theta_rod)
    cse4 = math.sin(q_phi_rod)
    cse5 = cse3*cse4
    cse6 = math.sin(q_psi_rod)
    cse7 = 0.33333535914981494*cse6
    cse8 = math.cos(q_psi_rod)
    cse9 = cse5*cse8
    cse10 = math.cos(q_phi_rod)
    cse11 = 0.33333535914981494*cse8
    cse12 = math.sin(q_theta_rod)
    cse13 = 0.6666643557356875*cse12
    cse14 = 0.666667964681058*cse6
    cse15 = -0.15*cse10*cse11 + 0.15*cse10*cse14 + 0.15*cse13*cse4 + 0.15*cse5*cse7 + 0.1000001947021587*cse9
    cse16 = -q_r_rod_x
    cse17 = math.sin(q_phi_crank)
    cse18 = math.cos(q_psi_crank)
    cse19 = cse18*cse2
    cse20 = math.sin(q_psi_crank)
    cse21 = cse10*cse3
    cse22 = cse21*cse8
    cse23 = -0.15*cse10*cse13 - 0.15*cse11*cse4 + 0.15*cse14*cse4 - 0.15*cse21*cse7 - 0.1000001947021587*cse22
    cse24 = -q_r_rod_y
    cse25 = cse0*cse19 - cse17*cse20
    cse26 = -q_r_rod_z
    cse27 = cse1*cse18
    cse28 = cse12*cse6
    cse29 = cse12*cse8
    cse30 = -0.050000303872472236*cse28 - 0.1000001947021587*cse29 + 0.09999965336035312*cse3
    cse31 = math.cos(q_theta_slider)
    cse32 = 0.8944266622941008*cse28 - 0.4472146529097166*cse29 + 5.254189828941647e-07*cse3
    cse33 = 0.8944266622941008*cse6
    cse34 = 5.254189828941647e-07*cse12
    cse35 = 0.4472146529097166*cse6
    cse36 = 0.8944266622941008*cse8
    cse37 = -cse10*cse34 + cse21*cse33 - 0.4472146529097166*cse22 + cse35*cse4 + cse36*cse4
    cse38 = math.sin(q_theta_slider)
    cse39 = math.cos(q_phi_slider)
    cse40 = cse38*cse39
    cse41 = cse10*cse35 + cse10*cse36 - cse33*cse5 + cse34*cse4 + 0.4472146529097166*cse9
    cse42 = math.sin(q_phi_slider)
    cse43 = cse38*cse42
    cse44 = cse26 - cse30 + q_r_slider_z
    cse45 = -cse23 + cse24 + q_r_slider_y
    cse46 = -cse15 + cse16 + q_r_slider_x
    cse47 = 0.2981417181776114*cse6
    cse48 = 0.7453580594528005*cse12
    cse49 = 0.5962825497118436*cse6
    cse50 = 0.2981417181776114*cse8
    cse51 = math.cos(q_psi_slider)
    cse52 = cse42*cse51
    cse53 = math.sin(q_psi_slider)
    cse54 = cse39*cse53
    cse55 = cse31*cse52 + cse54
    cse56 = cse42*cse53
    cse57 = cse39*cse51
    cse58 = -cse31*cse56 + cse57
    cse59 = cse38*q_r_slider_z
    cse60 = -cse31*cse57 + cse56
    cse61 = 0.2 - q_r_slider_x
    cse62 = 2*math.pi*t
    return np.array([
        q_r_crank_x,  # [0]
        q_r_crank_y - 0.1,  # [1]
        q_r_crank_z - 0.12,  # [2]
        -cse0*cse1,  # [3]
        cse2,  # [4]
        -0.08*cse0*cse20 + cse15 + cse16 - 0.08*cse17*cse19 + q_r_crank_x,  # [5]
        cse23 + cse24 + 0.08*cse25 + q_r_crank_y,  # [6]
        cse26 + 0.08*cse27 + cse30 + q_r_crank_z,  # [7]
        cse31*cse32 - cse37*cse40 + cse41*cse43,  # [8]
        cse32*cse44 + cse37*cse45 + cse41*cse46,  # [9]
        cse44*(0.2981417181776114*cse28 + 0.5962825497118436*cse29 + 0.7453580594528005*cse3) + cse45*(-cse10*cse48 + cse21*cse47 + 0.5962825497118436*cse22 - cse4*cse49 + cse4*cse50) + cse46*(-cse10*cse49 + cse10*cse50 + cse4*cse48 - cse47*cse5 - 0.5962825497118436*cse9),  # [10]
        -cse55,  # [11]
        cse58,  # [12]
        -cse51*cse59 - cse55*cse61 + cse60*q_r_slider_y,  # [13]
        -cse53*cse59 + cse58*cse61 - q_r_slider_y*(cse31*cse54 + cse52),  # [14]
        -cse60,  # [15]
        (cse31 + cse44)**2 + (-cse40 + cse45)**2 + (cse43 + cse46)**2 - 1,  # [16]
        -cse25*math.cos(cse62) + cse27*math.sin(cse62),  # [17]
    ])



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
    # 494 operations after common subexpression elimination
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
    cse7 = 0.08*cse0*cse6
    cse8 = math.cos(q_psi_crank)
    cse9 = 0.08*cse8
    cse10 = cse3*cse8
    cse11 = 0.08*cse10
    cse12 = math.sin(q_phi_rod)
    cse13 = math.sin(q_psi_rod)
    cse14 = cse12*cse13
    cse15 = 0.1000001947021587*cse14
    cse16 = math.cos(q_phi_rod)
    cse17 = math.sin(q_theta_rod)
    cse18 = 0.09999965336035312*cse17
    cse19 = cse16*cse18
    cse20 = math.cos(q_psi_rod)
    cse21 = cse12*cse20
    cse22 = 0.050000303872472236*cse21
    cse23 = math.cos(q_theta_rod)
    cse24 = cse16*cse20
    cse25 = 0.1000001947021587*cse24
    cse26 = cse23*cse25
    cse27 = cse13*cse16
    cse28 = 0.050000303872472236*cse27
    cse29 = cse23*cse28
    cse30 = 0.09999965336035312*cse23
    cse31 = cse12*cse30
    cse32 = cse17*cse20
    cse33 = 0.1000001947021587*cse12*cse32
    cse34 = 0.050000303872472236*cse14
    cse35 = cse17*cse34
    cse36 = cse15*cse23
    cse37 = cse22*cse23
    cse38 = cse3*cse6
    cse39 = cse0*cse8
    cse40 = cse39*cse4
    cse41 = cse5*cse6
    cse42 = 0.1000001947021587*cse27
    cse43 = cse12*cse18
    cse44 = 0.050000303872472236*cse24
    cse45 = 0.1000001947021587*cse21
    cse46 = cse23*cse45
    cse47 = cse23*cse34
    cse48 = cse16*cse30
    cse49 = cse17*cse25
    cse50 = cse17*cse28
    cse51 = cse23*cse42
    cse52 = cse23*cse44
    cse53 = cse4*cse8
    cse54 = cse1*cse6
    cse55 = cse20*cse23
    cse56 = 0.1000001947021587*cse55
    cse57 = 0.050000303872472236*cse13*cse23
    cse58 = cse13*cse17
    cse59 = 0.1000001947021587*cse58
    cse60 = 0.050000303872472236*cse32
    cse61 = 0.8944266622941008*cse24
    cse62 = 0.4472146529097166*cse27
    cse63 = 5.254189828941647e-07*cse17
    cse64 = 0.8944266622941008*cse14
    cse65 = 0.4472146529097166*cse21
    cse66 = cse12*cse63 - cse23*cse64 + cse23*cse65 + cse61 + cse62
    cse67 = math.sin(q_theta_slider)
    cse68 = math.cos(q_phi_slider)
    cse69 = cse67*cse68
    cse70 = cse66*cse69
    cse71 = cse16*cse63
    cse72 = 0.8944266622941008*cse21
    cse73 = 0.4472146529097166*cse14
    cse74 = 0.4472146529097166*cse24
    cse75 = cse23*cse74
    cse76 = 0.8944266622941008*cse13
    cse77 = cse23*cse76
    cse78 = cse16*cse77
    cse79 = cse71 - cse72 - cse73 + cse75 - cse78
    cse80 = math.sin(q_phi_slider)
    cse81 = cse67*cse80
    cse82 = math.cos(q_theta_slider)
    cse83 = -0.4472146529097166*cse55 - cse63 + cse77
    cse84 = 5.254189828941647e-07*cse23
    cse85 = cse17*cse76
    cse86 = -cse16*cse84 - cse16*cse85 + cse17*cse74
    cse87 = 0.4472146529097166*cse32
    cse88 = cse12*cse84 - cse12*cse87 + cse17*cse64
    cse89 = 0.8944266622941008*cse32 + 0.4472146529097166*cse58
    cse90 = cse23*cse61 + cse23*cse62 - cse64 + cse65
    cse91 = -cse16*cse76 - cse23*cse72 - cse23*cse73 + cse74
    cse92 = -cse71 + cse72 + cse73 - cse75 + cse78
    cse93 = cse84 + cse85 - cse87
    cse94 = cse68*cse82
    cse95 = cse80*cse82
    cse96 = 0.33333535914981494*cse23
    cse97 = 0.666667964681058*cse23
    cse98 = 0.6666643557356875*cse17
    cse99 = -0.1000001947021587*cse14 + 0.15*cse16*cse98 + 0.050000303872472236*cse21 + 0.15*cse24*cse97 + 0.15*cse27*cse96 - q_r_rod_y + q_r_slider_y
    cse100 = -cse42 - cse43 + cse44 - cse46 - cse47
    cse101 = -0.15*cse12*cse98 - 0.15*cse14*cse96 - 0.15*cse21*cse97 + 0.050000303872472236*cse24 - 0.1000001947021587*cse27 - q_r_rod_x + q_r_slider_x
    cse102 = cse15 - cse19 - cse22 - cse26 - cse29
    cse103 = cse18 + cse56 + cse57
    cse104 = -0.09999965336035312*cse23 + 0.1000001947021587*cse32 + 0.050000303872472236*cse58 - q_r_rod_z + q_r_slider_z
    cse105 = cse48 - cse49 - cse50
    cse106 = -cse31 + cse33 + cse35
    cse107 = -cse59 + cse60
    cse108 = -cse34 - cse45 - cse51 + cse52
    cse109 = -cse25 - cse28 + cse36 - cse37
    cse110 = 0.2981417181776114*cse12
    cse111 = cse110*cse13
    cse112 = 0.5962825497118436*cse21
    cse113 = 0.5962825497118436*cse27
    cse114 = 0.7453580594528005*cse17
    cse115 = 0.2981417181776114*cse16
    cse116 = cse115*cse20
    cse117 = -cse111*cse23 - cse112*cse23 - cse113 + cse114*cse12 + cse116
    cse118 = cse115*cse13
    cse119 = cse118*cse23
    cse120 = 0.5962825497118436*cse24
    cse121 = cse120*cse23
    cse122 = cse114*cse16
    cse123 = 0.5962825497118436*cse14
    cse124 = cse110*cse20
    cse125 = cse119 + cse121 - cse122 - cse123 + cse124
    cse126 = 0.2981417181776114*cse13
    cse127 = 0.5962825497118436*cse32
    cse128 = 0.7453580594528005*cse23
    cse129 = cse126*cse17 + cse127 + cse128
    cse130 = math.sin(q_psi_slider)
    cse131 = cse130*cse80
    cse132 = math.cos(q_psi_slider)
    cse133 = cse132*cse68
    cse134 = cse133*cse82
    cse135 = -cse131 + cse134
    cse136 = cse132*cse80
    cse137 = cse136*cse67
    cse138 = -cse131*cse82 + cse133
    cse139 = -cse138
    cse140 = cse130*cse68
    cse141 = cse140*cse82
    cse142 = -cse136 - cse141
    cse143 = cse131*cse67
    cse144 = cse136*cse82
    cse145 = -cse140 - cse144
    cse146 = cse140 + cse144
    cse147 = cse132*cse67
    cse148 = 0.2 - q_r_slider_x
    cse149 = cse82*q_r_slider_z
    cse150 = cse133*cse67
    cse151 = cse130*cse67
    cse152 = cse136 + cse141
    cse153 = 2*cse101 + 2*cse81
    cse154 = -2*cse69 + 2*cse99
    cse155 = 2*cse104 + 2*cse82
    cse156 = 2*math.pi*t
    cse157 = math.cos(cse156)
    cse158 = math.sin(cse156)
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        cse2,  # [3, 3]
        -cse5,  # [3, 4]
        -cse1,  # [4, 4]
        1,  # [5, 0]
        -cse5*cse9 + cse7,  # [5, 3]
        cse2*cse9,  # [5, 4]
        -cse11 + cse4*cse7,  # [5, 5]
        -1,  # [5, 6]
        -cse15 + cse19 + cse22 + cse26 + cse29,  # [5, 9]
        cse31 - cse33 - cse35,  # [5, 10]
        cse25 + cse28 - cse36 + cse37,  # [5, 11]
        1,  # [6, 1]
        -0.08*cse38 - 0.08*cse40,  # [6, 3]
        -cse1*cse11,  # [6, 4]
        -0.08*cse39 - 0.08*cse41,  # [6, 5]
        -1,  # [6, 7]
        cse42 + cse43 - cse44 + cse46 + cse47,  # [6, 9]
        -cse48 + cse49 + cse50,  # [6, 10]
        cse34 + cse45 + cse51 - cse52,  # [6, 11]
        1,  # [7, 2]
        0.08*cse53,  # [7, 4]
        -0.08*cse54,  # [7, 5]
        -1,  # [7, 8]
        -cse18 - cse56 - cse57,  # [7, 10]
        cse59 - cse60,  # [7, 11]
        -cse70 + cse79*cse81,  # [8, 9]
        -cse69*cse86 + cse81*cse88 + cse82*cse83,  # [8, 10]
        -cse69*cse90 + cse81*cse91 + cse82*cse89,  # [8, 11]
        cse70 + cse81*cse92,  # [8, 15]
        cse66*cse95 - cse67*cse93 - cse92*cse94,  # [8, 16]
        -cse66,  # [9, 6]
        -cse92,  # [9, 7]
        -cse93,  # [9, 8]
        cse100*cse92 + cse101*cse79 + cse102*cse66 + cse66*cse99,  # [9, 9]
        cse101*cse88 + cse103*cse93 + cse104*cse83 + cse105*cse92 + cse106*cse66 + cse86*cse99,  # [9, 10]
        cse101*cse91 + cse104*cse89 + cse107*cse93 + cse108*cse92 + cse109*cse66 + cse90*cse99,  # [9, 11]
        cse66,  # [9, 12]
        cse92,  # [9, 13]
        cse93,  # [9, 14]
        -cse117,  # [10, 6]
        -cse125,  # [10, 7]
        -cse129,  # [10, 8]
        cse100*cse125 + cse101*(-cse119 - cse121 + cse122 + cse123 - cse124) + cse102*cse117 + cse117*cse99,  # [10, 9]
        cse101*(cse111*cse17 + cse12*cse127 + cse12*cse128) + cse103*cse129 + cse104*(-cse114 + cse126*cse23 + 0.5962825497118436*cse55) + cse105*cse125 + cse106*cse117 + cse99*(-cse118*cse17 - cse120*cse17 - cse128*cse16),  # [10, 10]
        cse101*(-cse118 - cse120 + cse123*cse23 - cse124*cse23) + cse104*(0.2981417181776114*cse32 - 0.5962825497118436*cse58) + cse107*cse129 + cse108*cse125 + cse109*cse117 + cse99*(-cse111 - cse112 - cse113*cse23 + cse116*cse23),  # [10, 11]
        cse117,  # [10, 12]
        cse125,  # [10, 13]
        cse129,  # [10, 14]
        -cse135,  # [11, 15]
        cse137,  # [11, 16]
        cse139,  # [11, 17]
        cse142,  # [12, 15]
        cse143,  # [12, 16]
        cse145,  # [12, 17]
        cse146,  # [13, 12]
        cse131 - cse134,  # [13, 13]
        -cse147,  # [13, 14]
        -cse135*cse148 + cse146*q_r_slider_y,  # [13, 15]
        -cse132*cse149 + cse137*cse148 + cse150*q_r_slider_y,  # [13, 16]
        -cse138*cse148 + cse151*q_r_slider_z + cse152*q_r_slider_y,  # [13, 17]
        cse139,  # [14, 12]
        cse142,  # [14, 13]
        -cse151,  # [14, 14]
        -cse138*q_r_slider_y + cse142*cse148,  # [14, 15]
        -cse130*cse149 + cse140*cse67*q_r_slider_y + cse143*cse148,  # [14, 16]
        -cse135*q_r_slider_y + cse145*cse148 - cse147*q_r_slider_z,  # [14, 17]
        -cse146,  # [15, 15]
        -cse150,  # [15, 16]
        -cse152,  # [15, 17]
        -cse153,  # [16, 6]
        -cse154,  # [16, 7]
        -cse155,  # [16, 8]
        cse100*cse154 + cse102*cse153,  # [16, 9]
        cse103*cse155 + cse105*cse154 + cse106*cse153,  # [16, 10]
        cse107*cse155 + cse108*cse154 + cse109*cse153,  # [16, 11]
        cse153,  # [16, 12]
        cse154,  # [16, 13]
        cse155,  # [16, 14]
        cse153*cse69 + cse154*cse81,  # [16, 15]
        cse153*cse95 - cse154*cse94 - cse155*cse67,  # [16, 16]
        -cse157*(-cse38 - cse40),  # [17, 3]
        cse1*cse10*cse157 + cse158*cse53,  # [17, 4]
        -cse157*(-cse39 - cse41) - cse158*cse54,  # [17, 5]
    )
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
    # 21 operations after common subexpression elimination
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
    cse2 = math.cos(q_psi_crank)
    out = np.zeros(18)
    out[_nu_INDEX] = (
        -cse0*cse2*math.sin(q_theta_crank)*math.cos(cse1) - cse0*(cse2*math.cos(q_phi_crank)*math.cos(q_theta_crank) - math.sin(q_phi_crank)*math.sin(q_psi_crank))*math.sin(cse1),  # [17]
    )
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
    # 1615 operations after common subexpression elimination
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
    cse17 = cse12*cse16
    cse18 = 0.050000303872472236*cse17
    cse19 = cse16*cse7
    cse20 = 0.1000001947021587*cse19
    cse21 = cse11 - cse15 - cse18 - cse20
    cse22 = cse18*cse6
    cse23 = cse20*cse6
    cse24 = -cse22 - cse23
    cse25 = cse10*cse7
    cse26 = cse12*cse9
    cse27 = 0.1000001947021587*cse26
    cse28 = cse25 - cse27
    cse29 = math.sin(q_theta_rod)
    cse30 = 0.050000303872472236*cse19
    cse31 = cse29*cse30
    cse32 = 0.1000001947021587*cse17
    cse33 = cse29*cse32
    cse34 = -cse31 + cse33
    cse35 = cse12*cse29
    cse36 = cse10*cse35
    cse37 = cse29*cse7
    cse38 = 0.1000001947021587*cse37
    cse39 = cse38*cse9
    cse40 = 0.09999965336035312*cse6
    cse41 = cse40*cse9
    cse42 = -cse36 - cse39 + cse41
    cse43 = 0.09999965336035312*cse29
    cse44 = cse16*cse43
    cse45 = cse24 - cse44
    cse46 = math.cos(q_psi_crank)
    cse47 = cse0*cse46
    cse48 = 0.08*cse47
    cse49 = cse1*cse48
    cse50 = math.sin(q_psi_crank)
    cse51 = cse3*cse50
    cse52 = 0.08*cse51
    cse53 = cse49 + cse52
    cse54 = cse1*cse52 + cse48
    cse55 = cse0*cse50
    cse56 = 0.08*cse55
    cse57 = cse4*v_thetad_crank
    cse58 = cse4*v_psid_crank
    cse59 = cse3*cse46
    cse60 = 0.08*cse59
    cse61 = cse4*v_phid_crank
    cse62 = cse28 + cse45
    cse63 = cse62*v_phid_rod
    cse64 = cse21*v_psid_rod
    cse65 = cse42*v_thetad_rod
    cse66 = cse30*cse6
    cse67 = cse32*cse6
    cse68 = cse10*cse12
    cse69 = cse7*cse9
    cse70 = 0.1000001947021587*cse69
    cse71 = cse66 - cse67 + cse68 + cse70
    cse72 = cse10*cse37
    cse73 = 0.1000001947021587*cse35
    cse74 = cse73*cse9
    cse75 = cse72 - cse74
    cse76 = cse10*cse13
    cse77 = 0.1000001947021587*cse8
    cse78 = cse77*cse9
    cse79 = cse76 + cse78
    cse80 = cse30 - cse32
    cse81 = cse18*cse29
    cse82 = cse20*cse29
    cse83 = cse16*cse40
    cse84 = -cse81 - cse82 + cse83
    cse85 = cse43*cse9
    cse86 = cse79 + cse85
    cse87 = cse1*cse56 - cse60
    cse88 = cse1*cse60
    cse89 = cse56 - cse88
    cse90 = 0.050000303872472236*cse8
    cse91 = cse14 - cse90
    cse92 = 0.050000303872472236*cse35
    cse93 = cse38 + cse92
    cse94 = cse1*cse50
    cse95 = 0.08*v_thetad_crank
    cse96 = cse4*cse46
    cse97 = 0.08*v_psid_crank
    cse98 = 5.254189828941647e-07*cse29
    cse99 = cse9*cse98
    cse100 = 0.4472146529097166*cse9
    cse101 = cse100*cse7
    cse102 = cse101*cse6
    cse103 = 0.8944266622941008*cse9
    cse104 = cse103*cse12
    cse105 = cse104*cse6
    cse106 = cse102 - cse105
    cse107 = cse106 + cse99
    cse108 = 0.4472146529097166*cse17
    cse109 = 0.8944266622941008*cse19
    cse110 = -cse108 - cse109
    cse111 = cse107 + cse110
    cse112 = math.cos(q_theta_slider)
    cse113 = math.sin(q_phi_slider)
    cse114 = cse112*cse113
    cse115 = 0.8944266622941008*cse17
    cse116 = cse115*cse6
    cse117 = 0.4472146529097166*cse19
    cse118 = cse117*cse6
    cse119 = cse100*cse12
    cse120 = cse103*cse7
    cse121 = cse16*cse98
    cse122 = -cse116 + cse118 + cse119 + cse120 + cse121
    cse123 = math.cos(q_phi_slider)
    cse124 = cse112*cse123
    cse125 = cse122*cse124
    cse126 = cse111*cse114 - cse125
    cse127 = -cse102 + cse105 + cse108 + cse109 - cse99
    cse128 = cse114*cse127 + cse125
    cse129 = 5.254189828941647e-07*cse6
    cse130 = cse115*cse29 - cse117*cse29 + cse129*cse16
    cse131 = cse129*cse9
    cse132 = cse104*cse29
    cse133 = cse101*cse29
    cse134 = -cse131 - cse132 + cse133
    cse135 = math.sin(q_theta_slider)
    cse136 = 0.8944266622941008*cse12
    cse137 = cse136*cse6 - 0.4472146529097166*cse8 - cse98
    cse138 = cse114*cse130 - cse124*cse134 - cse135*cse137
    cse139 = cse101 - cse104 - cse108*cse6 - cse109*cse6
    cse140 = cse120*cse6
    cse141 = cse119*cse6
    cse142 = -cse115 + cse117 + cse140 + cse141
    cse143 = 0.8944266622941008*cse7
    cse144 = cse143*cse29 + 0.4472146529097166*cse35
    cse145 = cse114*cse139 - cse124*cse142 - cse135*cse144
    cse146 = 0.4472146529097166*cse37
    cse147 = cse136*cse29
    cse148 = cse129 - cse146 + cse147
    cse149 = cse113*cse135
    cse150 = cse122*cse149
    cse151 = cse123*cse135
    cse152 = cse127*cse151 - cse150
    cse153 = cse111*cse151
    cse154 = cse150 + cse153
    cse155 = cse130*cse151
    cse156 = cse134*cse149 + cse155
    cse157 = cse139*cse151
    cse158 = cse142*cse149 + cse157
    cse159 = cse131 + cse132 - cse133
    cse160 = cse149*cse159 - cse155
    cse161 = cse116 - cse118
    cse162 = -cse121 + cse161
    cse163 = cse146 - cse147
    cse164 = -cse129 + cse163
    cse165 = cse108*cse29 + cse109*cse29
    cse166 = -cse119*cse29 - cse120*cse29
    cse167 = 0.4472146529097166*cse13 + cse143*cse6
    cse168 = cse112*cse167 + cse149*cse165 - cse151*cse166
    cse169 = cse115 - cse117 - cse140 - cse141
    cse170 = cse149*cse169 - cse157
    cse171 = -cse119 - cse120
    cse172 = cse161 + cse171
    cse173 = cse106 + cse110
    cse174 = cse162 + cse171
    cse175 = cse142*v_psid_rod
    cse176 = cse122*v_phid_rod
    cse177 = cse134*v_thetad_rod
    cse178 = cse144*v_psid_rod
    cse179 = cse137*v_thetad_rod
    cse180 = cse139*v_psid_rod
    cse181 = cse111*v_phid_rod
    cse182 = cse130*v_thetad_rod
    cse183 = cse31 - cse33
    cse184 = 0.6666643557356875*cse29
    cse185 = -0.15*cse16*cse184 - 0.050000303872472236*cse17*cse6 - 0.1000001947021587*cse19*cse6 - 0.1000001947021587*cse26 + 0.050000303872472236*cse69 - q_r_rod_x + q_r_slider_x
    cse186 = 0.050000303872472236*cse13*cse9 - 0.1000001947021587*cse17 + 0.15*cse184*cse9 + 0.050000303872472236*cse19 + 0.1000001947021587*cse8*cse9 - q_r_rod_y + q_r_slider_y
    cse187 = -cse66 + cse67 - cse68 - cse70
    cse188 = cse81 + cse82 - cse83
    cse189 = 0.050000303872472236*cse35 + 0.1000001947021587*cse37 - 0.09999965336035312*cse6 - q_r_rod_z + q_r_slider_z
    cse190 = 0.050000303872472236*cse13 + cse43 + cse77
    cse191 = -cse14 + cse90
    cse192 = -cse72 + cse74
    cse193 = 0.050000303872472236*cse37 - cse73
    cse194 = cse122*cse183 + cse127*cse192 + cse130*cse187 + cse134*cse21 + cse137*cse193 + cse139*cse188 + cse142*cse42 + cse144*cse190 + cse148*cse191 + cse165*cse185 + cse166*cse186 + cse167*cse189
    cse195 = -cse76 - cse78
    cse196 = cse195 - cse85
    cse197 = -cse30 + cse32
    cse198 = cse196 + cse197
    cse199 = cse36 + cse39 - cse41
    cse200 = cse111*cse188 + cse122*cse199 + cse122*cse42 + cse127*cse188 + cse130*cse186 + cse130*cse198 + cse134*cse62 + cse159*cse185
    cse201 = 2*cse188
    cse202 = cse22 + cse23
    cse203 = cse202 + cse44
    cse204 = 2*cse42
    cse205 = -cse38 - cse92
    cse206 = cse205 + cse40
    cse207 = 2*cse190
    cse208 = -cse11 + cse15 + cse18 + cse20
    cse209 = cse111*cse187 + cse122*cse208 + cse122*cse21 + cse127*cse187 + cse139*cse186 + cse139*cse198 + cse142*cse62 + cse169*cse185
    cse210 = -cse25 + cse27
    cse211 = cse203 + cse210
    cse212 = 2*cse198
    cse213 = 2*cse62
    cse214 = 2*cse187
    cse215 = cse202 + cse210
    cse216 = 2*cse21
    cse217 = cse195 + cse197
    cse218 = 2*cse193
    cse219 = 0.7453580594528005*cse29
    cse220 = 0.5962825497118436*cse7
    cse221 = 0.2981417181776114*cse13
    cse222 = -cse219 + cse220*cse6 + cse221
    cse223 = cse222*v_thetad_rod
    cse224 = 0.2981417181776114*cse37
    cse225 = cse224 - 0.5962825497118436*cse35
    cse226 = cse225*v_psid_rod
    cse227 = 0.2981417181776114*cse69
    cse228 = 0.5962825497118436*cse9
    cse229 = cse12*cse228
    cse230 = cse16*cse219
    cse231 = cse16*cse220
    cse232 = cse231*cse6
    cse233 = 0.2981417181776114*cse17
    cse234 = cse233*cse6
    cse235 = cse227 - cse229 + cse230 - cse232 - cse234
    cse236 = cse235*v_phid_rod
    cse237 = 0.7453580594528005*cse6
    cse238 = cse237*cse9
    cse239 = cse228*cse7
    cse240 = cse239*cse29
    cse241 = 0.2981417181776114*cse35
    cse242 = cse241*cse9
    cse243 = -cse238 - cse240 - cse242
    cse244 = cse243*v_thetad_rod
    cse245 = cse229*cse6
    cse246 = 0.2981417181776114*cse8
    cse247 = cse246*cse9
    cse248 = -cse231 - cse233 - cse245 + cse247
    cse249 = cse248*v_psid_rod
    cse250 = cse219*cse9
    cse251 = cse221*cse9
    cse252 = cse239*cse6
    cse253 = -cse251 - cse252
    cse254 = cse250 + cse253
    cse255 = 0.5962825497118436*cse17
    cse256 = 0.2981417181776114*cse19
    cse257 = cse255 - cse256
    cse258 = cse254 + cse257
    cse259 = cse258*v_phid_rod
    cse260 = cse220*cse29
    cse261 = cse16*cse237 + cse16*cse260 + cse233*cse29
    cse262 = cse261*v_thetad_rod
    cse263 = -cse239 + cse255*cse6 - cse256*cse6 - 0.2981417181776114*cse26
    cse264 = cse263*v_psid_rod
    cse265 = -cse250 + cse251 + cse252 - cse255 + cse256
    cse266 = cse185*(cse231 + cse233 + cse245 - cse247) + cse186*cse263 + cse187*cse258 + cse187*cse265 + cse198*cse263 + cse208*cse235 + cse21*cse235 + cse248*cse62
    cse267 = cse232 + cse234
    cse268 = -cse227 + cse229
    cse269 = -cse241 - cse260
    cse270 = cse237 + cse241 + cse260
    cse271 = cse183*cse235 + cse185*(-cse255*cse29 + cse256*cse29) + cse186*(-cse224*cse9 + cse229*cse29) + cse187*cse261 + cse188*cse263 + cse189*(-0.5962825497118436*cse13 + cse246) + cse190*cse225 + cse191*cse270 + cse192*cse265 + cse193*cse222 + cse21*cse243 + cse248*cse42
    cse272 = cse185*(cse238 + cse240 + cse242) + cse186*cse261 + cse188*cse258 + cse188*cse265 + cse198*cse261 + cse199*cse235 + cse235*cse42 + cse243*cse62
    cse273 = -cse230 + cse267
    cse274 = math.sin(q_psi_slider)
    cse275 = cse123*cse274
    cse276 = cse112*cse275
    cse277 = math.cos(q_psi_slider)
    cse278 = cse113*cse277
    cse279 = -cse276 - cse278
    cse280 = cse112*cse278
    cse281 = -cse275 - cse280
    cse282 = cse113*cse274
    cse283 = cse135*v_thetad_slider
    cse284 = -cse279*v_phid_slider - cse281*v_psid_slider - cse282*cse283
    cse285 = cse123*cse277
    cse286 = cse135*v_phid_slider
    cse287 = cse135*v_psid_slider
    cse288 = cse112*v_thetad_slider
    cse289 = cse283*cse285
    cse290 = cse112*cse285
    cse291 = cse282 - cse290
    cse292 = cse278*cse283
    cse293 = cse112*cse282
    cse294 = -cse285 + cse293
    cse295 = cse275*cse283
    cse296 = cse291*v_psid_slider + cse294*v_phid_slider + cse295
    cse297 = cse285 - cse293
    cse298 = cse276 + cse278
    cse299 = cse135*v_rd_slider_z
    cse300 = cse135*q_r_slider_y
    cse301 = 0.2 - q_r_slider_x
    cse302 = cse135*cse301
    cse303 = cse112*q_r_slider_z
    cse304 = cse274*cse303 - cse275*cse300 - cse282*cse302
    cse305 = -cse279*cse301 + cse297*q_r_slider_y
    cse306 = cse135*q_r_slider_z
    cse307 = cse277*cse306
    cse308 = -cse282 + cse290
    cse309 = -cse281*cse301 + cse308*q_r_slider_y
    cse310 = cse135*cse285
    cse311 = cse112*v_rd_slider_z
    cse312 = -cse278*cse300 + cse301*cse310
    cse313 = cse135*v_rd_slider_x
    cse314 = cse275 + cse280
    cse315 = cse308*v_phid_slider
    cse316 = cse297*v_psid_slider
    cse317 = -cse277*cse303 + cse278*cse302 + cse310*q_r_slider_y
    cse318 = -cse281*q_r_slider_y + cse291*cse301
    cse319 = cse274*cse306
    cse320 = -cse279*q_r_slider_y + cse294*cse301
    cse321 = cse275*cse302 - cse282*cse300
    cse322 = 2*v_rd_rod_x
    cse323 = cse149*cse204 + cse151*cse201
    cse324 = 2*v_rd_rod_y
    cse325 = cse149*cse213 + cse151*cse212
    cse326 = 2*v_rd_slider_x
    cse327 = cse149*cse216 + cse151*cse214
    cse328 = cse123**2
    cse329 = 2*cse135**2
    cse330 = cse113**2
    cse331 = 2*cse149 + 2*cse185
    cse332 = -cse151 + cse186
    cse333 = 2*cse332
    cse334 = -cse149*cse331 + cse151*cse333
    cse335 = 2*v_rd_slider_y
    cse336 = cse114*cse333 + cse124*cse331
    cse337 = 0.10000060774494447*cse13
    cse338 = 0.19999930672070623*cse29
    cse339 = 2*v_rd_rod_z
    cse340 = 2*v_rd_slider_z
    cse341 = 2*cse283
    cse342 = 0.2000003894043174*cse9
    cse343 = 0.10000060774494447*cse19
    cse344 = 0.2000003894043174*cse17
    cse345 = 0.10000060774494447*cse17
    cse346 = 0.2000003894043174*cse19
    cse347 = 0.19999930672070623*cse6
    cse348 = 0.10000060774494447*cse9
    cse349 = 2*v_phid_slider
    cse350 = cse151*cse349
    cse351 = 2*v_thetad_slider
    cse352 = cse114*cse351
    cse353 = cse114*cse212 - cse124*cse213
    cse354 = cse114*cse201 - cse124*cse204 - cse135*cse207
    cse355 = cse114*cse214 - cse124*cse216 - cse135*cse218
    cse356 = 2*cse112**2
    cse357 = 2*cse112 + 2*cse189
    cse358 = cse187*cse212 + cse187*cse333 + cse208*cse331 + cse216*cse62
    cse359 = cse183*cse331 + cse187*cse201 + cse191*cse357 + cse192*cse333 + cse193*cse207 + cse204*cse21
    cse360 = cse188*cse212 + cse199*cse331 + cse201*cse332 + cse204*cse62
    cse361 = cse149*cse349
    cse362 = cse124*cse351
    cse363 = 2*math.pi
    cse364 = cse363*t
    cse365 = math.cos(cse364)
    cse366 = cse365*(cse1*cse55 - cse59)
    cse367 = cse1*cse59
    cse368 = cse365*(-cse367 + cse55)
    cse369 = math.sin(cse364)
    cse370 = cse369*cse96
    cse371 = -cse370
    cse372 = cse365*cse4
    cse373 = -cse369*cse94 - cse372*cse51
    cse374 = cse363*cse369
    cse375 = -cse363*cse372*cse50 + cse374*(-cse1*cse51 - cse47)
    cse376 = cse372*cse47
    cse377 = cse1*cse363*cse365*cse46 - cse374*cse4*cse59
    cse378 = cse374*(-cse1*cse47 - cse51)
    cse379 = 4*math.pi**2
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        -v_phid_crank*(cse2*v_thetad_crank + cse5*v_phid_crank) - v_thetad_crank*(cse2*v_phid_crank + cse5*v_thetad_crank),  # [3]
        cse1*v_thetad_crank**2,  # [4]
        -v_phid_crank*(cse53*v_phid_crank + cse54*v_psid_crank + cse57*cse60) - v_phid_rod*(cse63 + cse64 + cse65) - v_psid_crank*(cse53*v_psid_crank + cse54*v_phid_crank - cse56*cse57) - v_psid_rod*(cse21*v_phid_rod + cse34*v_thetad_rod + v_psid_rod*(cse24 + cse28)) - v_thetad_crank*(cse49*v_thetad_crank - cse56*cse58 + cse60*cse61) - v_thetad_rod*(cse34*v_psid_rod + cse42*v_phid_rod + cse45*v_thetad_rod),  # [5]
        -v_phid_crank*(cse48*cse57 + cse87*v_psid_crank + cse89*v_phid_crank) - v_phid_rod*(cse71*v_psid_rod + cse84*v_thetad_rod + v_phid_rod*(cse80 + cse86)) - v_psid_crank*(cse52*cse57 + cse87*v_phid_crank + cse89*v_psid_crank) - v_psid_rod*(cse71*v_phid_rod + cse75*v_thetad_rod + v_psid_rod*(cse79 + cse80)) - v_thetad_crank*(cse48*cse61 + cse52*cse58 - cse88*v_thetad_crank) - v_thetad_rod*(cse75*v_psid_rod + cse84*v_phid_rod + cse86*v_thetad_rod),  # [6]
        -v_psid_crank*(-cse94*cse95 - cse96*cse97) - v_psid_rod*(cse91*v_thetad_rod + cse93*v_psid_rod) - v_thetad_crank*(-cse94*cse97 - cse95*cse96) - v_thetad_rod*(cse91*v_psid_rod + v_thetad_rod*(-cse40 + cse93)),  # [7]
        -v_phid_rod*(cse126*v_thetad_slider + cse154*v_phid_slider + cse160*v_thetad_rod + cse170*v_psid_rod + v_phid_rod*(cse149*cse174 - cse153)) - v_phid_slider*(cse128*v_thetad_slider + cse152*v_phid_slider + cse154*v_phid_rod + cse156*v_thetad_rod + cse158*v_psid_rod) - v_psid_rod*(cse145*v_thetad_slider + cse158*v_phid_slider + cse168*v_thetad_rod + cse170*v_phid_rod + v_psid_rod*(cse112*cse163 + cse149*cse172 - cse151*cse173)) - v_thetad_rod*(cse138*v_thetad_slider + cse156*v_phid_slider + cse160*v_phid_rod + cse168*v_psid_rod + v_thetad_rod*(-cse107*cse151 + cse112*cse164 + cse149*cse162)) - v_thetad_slider*(cse126*v_phid_rod + cse128*v_phid_slider + cse138*v_thetad_rod + cse145*v_psid_rod + v_thetad_slider*(-cse112*cse148 + cse152)),  # [8]
        -v_phid_rod*(-cse111*v_rd_rod_x + cse111*v_rd_slider_x - cse122*v_rd_rod_y + cse122*v_rd_slider_y + cse200*v_thetad_rod + cse209*v_psid_rod + v_phid_rod*(cse111*cse186 + cse111*cse212 + cse122*cse211 + cse122*cse213 + cse127*cse198 + cse174*cse185)) - v_psid_rod*(-cse139*v_rd_rod_x + cse139*v_rd_slider_x - cse142*v_rd_rod_y + cse142*v_rd_slider_y - cse144*v_rd_rod_z + cse144*v_rd_slider_z + cse194*v_thetad_rod + cse209*v_phid_rod + v_psid_rod*(cse122*cse215 + cse127*cse217 + cse139*cse214 + cse142*cse216 + cse144*cse218 + cse148*cse205 + cse163*cse189 + cse172*cse185 + cse173*cse186)) - v_rd_rod_x*(-cse180 - cse181 - cse182) - v_rd_rod_y*(-cse175 - cse176 - cse177) - v_rd_rod_z*(-cse178 - cse179) - v_rd_slider_x*(cse180 + cse181 + cse182) - v_rd_slider_y*(cse175 + cse176 + cse177) - v_rd_slider_z*(cse178 + cse179) - v_thetad_rod*(-cse130*v_rd_rod_x + cse130*v_rd_slider_x - cse134*v_rd_rod_y + cse134*v_rd_slider_y - cse137*v_rd_rod_z + cse137*v_rd_slider_z + cse194*v_psid_rod + cse200*v_phid_rod + v_thetad_rod*(cse107*cse186 + cse122*cse203 + cse127*cse196 + cse130*cse201 + cse134*cse204 + cse137*cse207 + cse148*cse206 + cse162*cse185 + cse164*cse189)),  # [9]
        -v_phid_rod*(-cse235*v_rd_rod_y + cse235*v_rd_slider_y - cse258*v_rd_rod_x + cse258*v_rd_slider_x + cse266*v_psid_rod + cse272*v_thetad_rod + v_phid_rod*(cse185*(cse268 + cse273) + cse186*cse258 + cse198*cse265 + cse211*cse235 + cse212*cse258 + cse213*cse235)) - v_psid_rod*(-cse225*v_rd_rod_z + cse225*v_rd_slider_z - cse248*v_rd_rod_y + cse248*v_rd_slider_y - cse263*v_rd_rod_x + cse263*v_rd_slider_x + cse266*v_phid_rod + cse271*v_thetad_rod + v_psid_rod*(cse185*(cse267 + cse268) + cse186*(cse253 + cse257) + cse189*cse269 + cse205*cse270 + cse214*cse263 + cse215*cse235 + cse216*cse248 + cse217*cse265 + cse218*cse225)) - v_rd_rod_x*(-cse259 - cse262 - cse264) - v_rd_rod_y*(-cse236 - cse244 - cse249) - v_rd_rod_z*(-cse223 - cse226) - v_rd_slider_x*(cse259 + cse262 + cse264) - v_rd_slider_y*(cse236 + cse244 + cse249) - v_rd_slider_z*(cse223 + cse226) - v_thetad_rod*(-cse222*v_rd_rod_z + cse222*v_rd_slider_z - cse243*v_rd_rod_y + cse243*v_rd_slider_y - cse261*v_rd_rod_x + cse261*v_rd_slider_x + cse271*v_psid_rod + cse272*v_phid_rod + v_thetad_rod*(cse185*cse273 + cse186*cse254 + cse189*(-cse237 + cse269) + cse196*cse265 + cse201*cse261 + cse203*cse235 + cse204*cse243 + cse206*cse270 + cse207*cse222)),  # [10]
        -cse284*v_psid_slider - v_phid_slider*(-cse279*v_psid_slider - cse281*v_phid_slider + cse289) - v_thetad_slider*(cse278*cse288 - cse282*cse287 + cse285*cse286),  # [11]
        -cse296*v_phid_slider - v_psid_slider*(cse291*v_phid_slider + cse292 + cse294*v_psid_slider) - v_thetad_slider*(cse275*cse286 + cse278*cse287 + cse282*cse288),  # [12]
        -v_phid_slider*(cse305*v_psid_slider + cse308*v_rd_slider_x + cse309*v_phid_slider + cse312*v_thetad_slider + cse314*v_rd_slider_y) - v_psid_slider*(cse274*cse299 + cse297*v_rd_slider_x + cse298*v_rd_slider_y + cse304*v_thetad_slider + cse305*v_phid_slider + v_psid_slider*(cse307 + cse309)) - v_rd_slider_x*(-cse292 + cse315 + cse316) - v_rd_slider_y*(cse289 + cse298*v_psid_slider + cse314*v_phid_slider) - v_rd_slider_z*(cse274*cse287 - cse277*cse288) - v_thetad_slider*(-cse277*cse311 - cse278*cse313 + cse304*v_psid_slider + cse310*v_rd_slider_y + cse312*v_phid_slider + v_thetad_slider*(cse280*cse301 + cse290*q_r_slider_y + cse307)),  # [13]
        -cse284*v_rd_slider_x - cse296*v_rd_slider_y - v_phid_slider*(-cse279*v_rd_slider_x + cse294*v_rd_slider_y + cse318*v_psid_slider + cse320*v_phid_slider + cse321*v_thetad_slider) - v_psid_slider*(-cse277*cse299 - cse281*v_rd_slider_x + cse291*v_rd_slider_y + cse317*v_thetad_slider + cse318*v_phid_slider + v_psid_slider*(cse319 + cse320)) - v_rd_slider_z*(-cse274*cse288 - cse277*cse287) - v_thetad_slider*(cse135*cse275*v_rd_slider_y - cse274*cse311 - cse282*cse313 + cse317*v_psid_slider + cse321*v_phid_slider + v_thetad_slider*(cse276*q_r_slider_y + cse293*cse301 + cse319)),  # [14]
        -v_phid_slider*(cse292 - cse315 - cse316) - v_psid_slider*(cse295 - cse297*v_phid_slider - cse308*v_psid_slider) - v_thetad_slider*(cse275*cse287 + cse278*cse286 - cse285*cse288),  # [15]
        -v_phid_rod*(-cse198*cse322 + cse198*cse326 - cse324*cse62 + cse325*v_phid_slider + cse335*cse62 + cse353*v_thetad_slider + cse358*v_psid_rod + cse360*v_thetad_rod + v_phid_rod*(2*cse198**2 + cse211*cse331 + cse212*cse332 + 2*cse62**2)) - v_phid_slider*(-cse149*cse324 + cse149*cse335 - cse151*cse322 + cse151*cse326 + cse323*v_thetad_rod + cse325*v_phid_rod + cse327*v_psid_rod + cse336*v_thetad_slider + v_phid_slider*(cse328*cse329 + cse329*cse330 + cse334)) - v_psid_rod*(-cse187*cse322 + cse187*cse326 - cse193*cse339 + cse193*cse340 - cse21*cse324 + cse21*cse335 + cse327*v_phid_slider + cse355*v_thetad_slider + cse358*v_phid_rod + cse359*v_thetad_rod + v_psid_rod*(2*cse187**2 + 2*cse193**2 + cse205*cse357 + 2*cse21**2 + cse215*cse331 + cse217*cse333)) - v_rd_rod_x*(-cse201*v_thetad_rod - cse212*v_phid_rod - cse214*v_psid_rod + cse322 - cse326 - cse350 - cse352) - v_rd_rod_y*(cse324 - cse335 - cse361 + cse362 - 2*cse63 - 2*cse64 - 2*cse65) - v_rd_rod_z*(-cse207*v_thetad_rod - cse218*v_psid_rod + cse339 - cse340 + cse341) - v_rd_slider_x*(-cse322 + cse326 + cse350 + cse352 + v_phid_rod*(-cse337*cse9 - cse338*cse9 - cse342*cse8 - cse343 + cse344) + v_psid_rod*(-cse12*cse348 - cse342*cse7 - cse343*cse6 + cse344*cse6) + v_thetad_rod*(-cse16*cse347 + cse29*cse345 + cse29*cse346)) - v_rd_slider_y*(-cse324 + cse335 + cse361 - cse362 + v_phid_rod*(-cse12*cse342 - cse16*cse338 - cse345*cse6 - cse346*cse6 + cse348*cse7) + v_psid_rod*(-cse13*cse342 - cse345 - cse346 + cse348*cse8) + v_thetad_rod*(-cse342*cse37 + cse347*cse9 - cse348*cse35)) - v_rd_slider_z*(-cse339 + cse340 - cse341 + v_psid_rod*(-0.2000003894043174*cse35 + 0.10000060774494447*cse37) + v_thetad_rod*(cse337 + cse338 + 0.2000003894043174*cse8)) - v_thetad_rod*(-cse188*cse322 + cse188*cse326 - cse190*cse339 + cse190*cse340 + cse323*v_phid_slider - cse324*cse42 + cse335*cse42 + cse354*v_thetad_slider + cse359*v_psid_rod + cse360*v_phid_rod + v_thetad_rod*(2*cse188**2 + 2*cse190**2 + cse196*cse333 + cse203*cse331 + cse206*cse357 + 2*cse42**2)) - v_thetad_slider*(-cse114*cse322 + cse114*cse326 + cse124*cse324 - cse124*cse335 + cse135*cse339 - cse135*cse340 + cse336*v_phid_slider + cse353*v_phid_rod + cse354*v_thetad_rod + cse355*v_psid_rod + v_thetad_slider*(-cse112*cse357 + cse328*cse356 + cse329 + cse330*cse356 + cse334)),  # [16]
        -cse365*cse379*(cse367 - cse55) + cse370*cse379 - cse375*v_psid_crank - cse377*v_thetad_crank - cse378*v_phid_crank - v_phid_crank*(-cse366*v_psid_crank - cse368*v_phid_crank - cse376*v_thetad_crank + cse378) - v_psid_crank*(-cse366*v_phid_crank + cse373*v_thetad_crank + cse375 + v_psid_crank*(-cse368 + cse371)) - v_thetad_crank*(cse373*v_psid_crank - cse376*v_phid_crank + cse377 + v_thetad_crank*(cse365*cse367 + cse371)),  # [17]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

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



def Q(q, v, t, p):
    """Generalized applied and gyroscopic forces: gravity, point forces and torques, spring-
    dampers and W^T(-omega~ J omega - J W' v_rot) (seed 001 eqs. 31a, 39d, 43c).

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
    # 1176 operations after common subexpression elimination
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
    cse1 = math.cos(cse0)
    cse2 = math.cos(q_theta_crank)
    cse3 = math.cos(q_phi_crank)
    cse4 = math.cos(q_psi_crank)
    cse5 = cse3*cse4
    cse6 = cse2*cse5
    cse7 = math.sin(q_phi_crank)
    cse8 = math.sin(q_psi_crank)
    cse9 = cse7*cse8
    cse10 = cse1*(-cse6 + cse9)
    cse11 = math.sin(q_theta_crank)
    cse12 = cse11*cse3
    cse13 = cse12*lam_3
    cse14 = 0.08*cse6
    cse15 = 0.08*cse9
    cse16 = cse2*cse7
    cse17 = 0.08*cse4
    cse18 = cse16*cse17
    cse19 = 0.08*cse3
    cse20 = lam_5*(cse18 + cse19*cse8) + lam_6*(-cse14 + cse15)
    cse21 = cse1*lam_17
    cse22 = cse11*cse4
    cse23 = cse22*cse7
    cse24 = 0.08*lam_6
    cse25 = 0.08*cse5
    cse26 = cse11*lam_5
    cse27 = cse16*lam_3 - cse21*cse23 + cse23*cse24 + cse25*cse26
    cse28 = cse2*cse9
    cse29 = cse2*cse8
    cse30 = -cse21*(cse28 - cse5) + lam_5*(cse17*cse7 + cse19*cse29) + lam_6*(-cse25 + 0.08*cse28)
    cse31 = math.sin(cse0)
    cse32 = -cse22*cse31
    cse33 = 0.08*lam_7
    cse34 = -cse22*cse33
    cse35 = cse12*cse8
    cse36 = -cse15*cse26 + cse24*cse35 - cse29*cse33 + lam_17*(-cse1*cse35 - cse29*cse31)
    cse37 = 2*lam_16
    cse38 = math.cos(q_phi_rod)
    cse39 = math.sin(q_theta_rod)
    cse40 = 0.09999965336035312*cse39
    cse41 = cse38*cse40
    cse42 = math.cos(q_theta_rod)
    cse43 = math.cos(q_psi_rod)
    cse44 = cse38*cse43
    cse45 = 0.1000001947021587*cse44
    cse46 = cse42*cse45
    cse47 = math.sin(q_psi_rod)
    cse48 = cse38*cse47
    cse49 = 0.050000303872472236*cse48
    cse50 = cse42*cse49
    cse51 = -cse46 - cse50
    cse52 = -cse41 + cse51
    cse53 = math.sin(q_phi_rod)
    cse54 = cse47*cse53
    cse55 = 0.1000001947021587*cse54
    cse56 = cse43*cse53
    cse57 = 0.050000303872472236*cse56
    cse58 = cse55 - cse57
    cse59 = cse52 + cse58
    cse60 = cse37*cse59
    cse61 = 0.7453580594528005*cse39
    cse62 = cse38*cse61
    cse63 = 0.2981417181776114*cse38
    cse64 = cse47*cse63
    cse65 = cse42*cse64
    cse66 = 0.5962825497118436*cse44
    cse67 = cse42*cse66
    cse68 = -cse65 - cse67
    cse69 = cse62 + cse68
    cse70 = 0.5962825497118436*cse54
    cse71 = 0.2981417181776114*cse56
    cse72 = cse70 - cse71
    cse73 = cse69 + cse72
    cse74 = cse73*lam_10
    cse75 = 5.254189828941647e-07*cse39
    cse76 = cse38*cse75
    cse77 = 0.4472146529097166*cse44
    cse78 = cse42*cse77
    cse79 = 0.8944266622941008*cse48
    cse80 = cse42*cse79
    cse81 = cse78 - cse80
    cse82 = cse76 + cse81
    cse83 = 0.4472146529097166*cse54
    cse84 = 0.8944266622941008*cse56
    cse85 = -cse83 - cse84
    cse86 = cse82 + cse85
    cse87 = cse86*lam_9
    cse88 = -cse60 - cse74 - cse87
    cse89 = 0.050000303872472236*cse54
    cse90 = cse39*cse89
    cse91 = 0.1000001947021587*cse56
    cse92 = cse39*cse91
    cse93 = 0.09999965336035312*cse42
    cse94 = cse53*cse93
    cse95 = cse90 + cse92 - cse94
    cse96 = cse37*cse95
    cse97 = 0.7453580594528005*cse42
    cse98 = 0.5962825497118436*cse56
    cse99 = 0.2981417181776114*cse54
    cse100 = cse39*cse98 + cse39*cse99 + cse53*cse97
    cse101 = cse100*lam_10
    cse102 = 5.254189828941647e-07*cse42
    cse103 = 0.4472146529097166*cse56
    cse104 = 0.8944266622941008*cse54
    cse105 = cse102*cse53 - cse103*cse39 + cse104*cse39
    cse106 = cse105*lam_9
    cse107 = -cse101 - cse106 - cse96
    cse108 = cse42*cse57
    cse109 = cse42*cse55
    cse110 = -cse108 + cse109 - cse45 - cse49
    cse111 = cse110*cse37
    cse112 = cse42*cse70 - cse42*cse71 - cse64 - cse66
    cse113 = cse112*lam_10
    cse114 = -cse42*cse83 - cse42*cse84 + cse77 - cse79
    cse115 = cse114*lam_9
    cse116 = -cse111 - cse113 - cse115
    cse117 = -cse37
    cse118 = math.sin(q_theta_slider)
    cse119 = math.cos(q_phi_slider)
    cse120 = cse118*cse119
    cse121 = cse120*cse37
    cse122 = -cse121
    cse123 = math.cos(q_theta_slider)
    cse124 = math.sin(q_phi_slider)
    cse125 = cse123*cse124
    cse126 = cse125*cse37
    cse127 = -cse126
    cse128 = cse40*cse53
    cse129 = cse42*cse89
    cse130 = cse42*cse91
    cse131 = -cse129 - cse130
    cse132 = -cse128 + cse131
    cse133 = 0.050000303872472236*cse44
    cse134 = 0.1000001947021587*cse48
    cse135 = cse133 - cse134
    cse136 = cse132 + cse135
    cse137 = cse136*cse37
    cse138 = cse43*cse63
    cse139 = 0.5962825497118436*cse48
    cse140 = cse53*cse61
    cse141 = cse42*cse98
    cse142 = cse42*cse99
    cse143 = cse138 - cse139 + cse140 - cse141 - cse142
    cse144 = cse143*lam_10
    cse145 = 0.8944266622941008*cse44
    cse146 = 0.4472146529097166*cse48
    cse147 = cse53*cse75
    cse148 = cse104*cse42
    cse149 = cse103*cse42
    cse150 = cse145 + cse146 + cse147 - cse148 + cse149
    cse151 = cse150*lam_9
    cse152 = -cse137 - cse144 - cse151
    cse153 = cse39*cse49
    cse154 = cse39*cse45
    cse155 = cse38*cse93
    cse156 = -cse153 - cse154 + cse155
    cse157 = cse156*cse37
    cse158 = cse38*cse97
    cse159 = cse39*cse66
    cse160 = cse39*cse64
    cse161 = -cse158 - cse159 - cse160
    cse162 = cse161*lam_10
    cse163 = cse102*cse38
    cse164 = cse39*cse79
    cse165 = cse39*cse77
    cse166 = -cse163 - cse164 + cse165
    cse167 = cse166*lam_9
    cse168 = -cse157 - cse162 - cse167
    cse169 = cse133*cse42
    cse170 = cse134*cse42
    cse171 = cse169 - cse170 - cse89 - cse91
    cse172 = cse171*cse37
    cse173 = cse139*cse42
    cse174 = cse138*cse42
    cse175 = -cse173 + cse174 - cse98 - cse99
    cse176 = cse175*lam_10
    cse177 = cse145*cse42
    cse178 = cse146*cse42
    cse179 = cse103 - cse104 + cse177 + cse178
    cse180 = cse179*lam_9
    cse181 = -cse172 - cse176 - cse180
    cse182 = cse118*cse124
    cse183 = cse182*cse37
    cse184 = -cse183
    cse185 = cse119*cse123
    cse186 = cse185*cse37
    cse187 = cse42*cse47
    cse188 = cse42*cse43
    cse189 = 0.050000303872472236*cse187 + 0.1000001947021587*cse188 + cse40
    cse190 = cse189*cse37
    cse191 = 0.2981417181776114*cse187 + 0.5962825497118436*cse188 - cse61
    cse192 = cse191*lam_10
    cse193 = 0.8944266622941008*cse187 - 0.4472146529097166*cse188 - cse75
    cse194 = cse193*lam_9
    cse195 = -cse190 - cse192 - cse194
    cse196 = cse39*cse43
    cse197 = cse39*cse47
    cse198 = 0.050000303872472236*cse196 - 0.1000001947021587*cse197
    cse199 = cse198*cse37
    cse200 = 0.2981417181776114*cse196 - 0.5962825497118436*cse197
    cse201 = cse200*lam_10
    cse202 = 0.8944266622941008*cse196 + 0.4472146529097166*cse197
    cse203 = cse202*lam_9
    cse204 = -cse199 - cse201 - cse203
    cse205 = cse118*cse37
    cse206 = cse129 + cse130
    cse207 = cse128 + cse206
    cse208 = -cse133 + cse134
    cse209 = cse207 + cse208
    cse210 = 0.33333535914981494*cse42
    cse211 = 0.666667964681058*cse42
    cse212 = 0.6666643557356875*cse39
    cse213 = -0.15*cse210*cse54 - 0.15*cse211*cse56 - 0.15*cse212*cse53 + 0.050000303872472236*cse44 - 0.1000001947021587*cse48 - q_r_rod_x + q_r_slider_x
    cse214 = 2*cse182 + 2*cse213
    cse215 = 0.15*cse210*cse48 + 0.15*cse211*cse44 + 0.15*cse212*cse38 - 0.1000001947021587*cse54 + 0.050000303872472236*cse56 - q_r_rod_y + q_r_slider_y
    cse216 = -2*cse120 + 2*cse215
    cse217 = 2*cse59
    cse218 = cse141 + cse142
    cse219 = -cse140 + cse218
    cse220 = -cse138 + cse139
    cse221 = -cse62 + cse65 + cse67 - cse70 + cse71
    cse222 = 2*cse136
    cse223 = cse148 - cse149
    cse224 = -cse147 + cse223
    cse225 = -cse145 - cse146
    cse226 = cse224 + cse225
    cse227 = -cse76 - cse78 + cse80 + cse83 + cse84
    cse228 = cse120*cse86
    cse229 = cse46 + cse50
    cse230 = cse229 + cse41
    cse231 = -cse55 + cse57
    cse232 = cse153 + cse154 - cse155
    cse233 = 2*cse156
    cse234 = cse163 + cse164 - cse165
    cse235 = cse105*cse120
    cse236 = cse156*lam_5 + lam_10*(cse100*cse215 + cse100*cse59 + cse136*cse161 + cse143*cse156 + cse143*cse232 + cse213*(cse158 + cse159 + cse160) + cse221*cse95 + cse73*cse95) + lam_16*(cse136*cse233 + cse214*cse232 + cse216*cse95 + cse217*cse95) + lam_6*(-cse90 - cse92 + cse94) + lam_8*(cse182*cse234 - cse235) + lam_9*(cse105*cse215 + cse105*cse59 + cse136*cse166 + cse150*cse156 + cse150*cse232 + cse213*cse234 + cse227*cse95 + cse86*cse95)
    cse237 = -cse169 + cse170 + cse89 + cse91
    cse238 = 2*cse171
    cse239 = -cse103 + cse104 - cse177 - cse178
    cse240 = cse114*cse120
    cse241 = cse171*lam_5 + lam_10*(cse110*cse221 + cse110*cse73 + cse112*cse215 + cse112*cse59 + cse136*cse175 + cse143*cse171 + cse143*cse237 + cse213*(cse173 - cse174 + cse98 + cse99)) + lam_16*(cse110*cse216 + cse110*cse217 + cse136*cse238 + cse214*cse237) + lam_6*(cse108 - cse109 + cse45 + cse49) + lam_8*(cse182*cse239 - cse240) + lam_9*(cse110*cse227 + cse110*cse86 + cse114*cse215 + cse114*cse59 + cse136*cse179 + cse150*cse171 + cse150*cse237 + cse213*cse239)
    cse242 = 0.10000060774494447*cse48
    cse243 = 0.2000003894043174*cse44
    cse244 = 0.10000060774494447*cse56
    cse245 = 0.19999930672070623*cse39
    cse246 = 0.2000003894043174*cse54
    cse247 = cse74 + cse87
    cse248 = 0.10000060774494447*cse54
    cse249 = 0.2000003894043174*cse56
    cse250 = 0.10000060774494447*cse44
    cse251 = 0.2000003894043174*cse48
    cse252 = cse144 + cse151
    cse253 = cse150*cse182
    cse254 = lam_16*(cse120*cse217 + cse182*cse222) + lam_8*(cse228 + cse253)
    cse255 = cse150*cse185
    cse256 = lam_16*(cse125*cse217 - cse185*cse222) + lam_8*(cse125*cse86 - cse255)
    cse257 = 0.1000001947021587*cse196
    cse258 = 0.050000303872472236*cse197
    cse259 = -cse257 - cse258
    cse260 = cse259 + cse93
    cse261 = 0.1000001947021587*cse196 + 0.050000303872472236*cse197 - 0.09999965336035312*cse42 - q_r_rod_z + q_r_slider_z
    cse262 = 2*cse123 + 2*cse261
    cse263 = 2*cse95
    cse264 = 0.2981417181776114*cse197
    cse265 = 0.5962825497118436*cse196
    cse266 = cse264 + cse265 + cse97
    cse267 = -cse264 - cse265
    cse268 = 2*cse189
    cse269 = cse257 + cse258
    cse270 = 0.4472146529097166*cse196
    cse271 = 0.8944266622941008*cse197
    cse272 = cse270 - cse271
    cse273 = -cse102 + cse272
    cse274 = cse102 - cse270 + cse271
    cse275 = cse39*cse55
    cse276 = cse39*cse57
    cse277 = -cse275 + cse276
    cse278 = cse134*cse39
    cse279 = cse133*cse39
    cse280 = cse278 - cse279
    cse281 = 0.1000001947021587*cse187
    cse282 = 0.050000303872472236*cse188
    cse283 = -cse281 + cse282
    cse284 = cse39*cse83 + cse39*cse84
    cse285 = -cse145*cse39 - cse146*cse39
    cse286 = 0.4472146529097166*cse187 + 0.8944266622941008*cse188
    cse287 = lam_10*(cse100*cse110 + cse112*cse95 + cse143*cse277 + cse156*cse175 + cse161*cse171 + cse189*cse200 + cse191*cse198 + cse213*(-cse39*cse70 + cse39*cse71) + cse215*(-cse138*cse39 + cse139*cse39) + cse221*cse280 + cse261*(-0.5962825497118436*cse187 + 0.2981417181776114*cse188) + cse266*cse283) + lam_16*(cse110*cse263 + cse171*cse233 + cse198*cse268 + cse214*cse277 + cse216*cse280 + cse262*cse283) + lam_5*(cse275 - cse276) + lam_6*(-cse278 + cse279) + lam_7*(cse281 - cse282) + lam_8*(-cse120*cse285 + cse123*cse286 + cse182*cse284) + lam_9*(cse105*cse110 + cse114*cse95 + cse150*cse277 + cse156*cse179 + cse166*cse171 + cse189*cse202 + cse193*cse198 + cse213*cse284 + cse215*cse285 + cse227*cse280 + cse261*cse286 + cse274*cse283)
    cse288 = 0.19999930672070623*cse42
    cse289 = cse101 + cse106
    cse290 = cse162 + cse167
    cse291 = cse192 + cse194
    cse292 = lam_16*(cse120*cse263 + cse182*cse233) + lam_8*(cse166*cse182 + cse235)
    cse293 = lam_16*(-cse118*cse268 + cse125*cse263 - cse185*cse233) + lam_8*(cse105*cse125 - cse118*cse193 - cse166*cse185)
    cse294 = cse51 + cse58
    cse295 = cse206 + cse208
    cse296 = 2*cse198
    cse297 = 2*cse110
    cse298 = cse223 + cse225
    cse299 = cse81 + cse85
    cse300 = cse113 + cse115
    cse301 = cse176 + cse180
    cse302 = cse201 + cse203
    cse303 = lam_16*(cse120*cse297 + cse182*cse238) + lam_8*(cse179*cse182 + cse240)
    cse304 = lam_16*(-cse118*cse296 + cse125*cse297 - cse185*cse238) + lam_8*(cse114*cse125 - cse118*cse202 - cse179*cse185)
    cse305 = math.cos(q_psi_slider)
    cse306 = cse124*cse305
    cse307 = math.sin(q_psi_slider)
    cse308 = cse119*cse307
    cse309 = cse123*cse308
    cse310 = -cse306 - cse309
    cse311 = cse119*cse305
    cse312 = cse123*cse311
    cse313 = cse124*cse307
    cse314 = cse312 - cse313
    cse315 = cse121 - cse310*lam_14 + cse314*lam_13
    cse316 = cse118*lam_14
    cse317 = cse118*lam_13
    cse318 = cse126 - cse306*cse317 - cse313*cse316
    cse319 = cse123*cse306
    cse320 = -cse308 - cse319
    cse321 = cse123*cse313
    cse322 = cse311 - cse321
    cse323 = -cse320*lam_14 + cse322*lam_13
    cse324 = -cse311 + cse321
    cse325 = cse183 + cse324*lam_14 + lam_13*(cse308 + cse319)
    cse326 = -cse186 + cse308*cse316 + cse311*cse317
    cse327 = -cse312 + cse313
    cse328 = cse327*lam_14 + lam_13*(cse306 + cse309)
    cse329 = cse123*cse307
    cse330 = cse123*cse305
    cse331 = -cse205 - cse329*lam_14 - cse330*lam_13
    cse332 = cse118*cse305
    cse333 = cse118*cse307
    cse334 = -cse332*lam_14 + cse333*lam_13
    cse335 = cse119**2
    cse336 = 2*cse118**2
    cse337 = cse124**2
    cse338 = cse120*cse216 - cse182*cse214
    cse339 = cse120*cse227 - cse253
    cse340 = 0.2 - q_r_slider_x
    cse341 = -cse310*q_r_slider_y + cse324*cse340
    cse342 = cse314*q_r_slider_y - cse320*cse340
    cse343 = -cse314*lam_15 - cse320*lam_11 + cse324*lam_12
    cse344 = cse118*cse308
    cse345 = cse118*lam_11
    cse346 = cse118*cse306
    cse347 = cse118*cse313
    cse348 = cse118*cse311
    cse349 = cse311*cse345 + cse344*lam_12 + cse346*lam_15 + lam_13*(cse340*cse348 - cse346*q_r_slider_y) + lam_14*(cse340*cse344 - cse347*q_r_slider_y) + lam_16*(cse125*cse216 + cse185*cse214) + lam_8*(cse125*cse227 + cse255)
    cse350 = -cse310*lam_11 - cse322*lam_15 + cse327*lam_12 + lam_13*(-cse310*cse340 + cse322*q_r_slider_y) + lam_14*(-cse320*q_r_slider_y + cse327*cse340)
    cse351 = 2*cse123**2
    cse352 = cse332*q_r_slider_z
    cse353 = cse333*q_r_slider_z
    cse354 = -cse313*cse345 + cse344*lam_15 + cse346*lam_12 + lam_13*(cse329*q_r_slider_z - cse340*cse347 - cse344*q_r_slider_y) + lam_14*(-cse330*q_r_slider_z + cse340*cse346 + cse348*q_r_slider_y)
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        -cse10*lam_17 + cse13 + cse20,  # [3, 3]
        cse27,  # [3, 4]
        cse30,  # [3, 5]
        cse27,  # [4, 3]
        cse13 - cse14*lam_6 + cse18*lam_5 - cse2*lam_4 + cse34 + lam_17*(cse1*cse6 + cse32),  # [4, 4]
        cse36,  # [4, 5]
        cse30,  # [5, 3]
        cse36,  # [5, 4]
        cse20 + cse34 + lam_17*(-cse10 + cse32),  # [5, 5]
        cse37,  # [6, 6]
        cse88,  # [6, 9]
        cse107,  # [6, 10]
        cse116,  # [6, 11]
        cse117,  # [6, 12]
        cse122,  # [6, 15]
        cse127,  # [6, 16]
        cse37,  # [7, 7]
        cse152,  # [7, 9]
        cse168,  # [7, 10]
        cse181,  # [7, 11]
        cse117,  # [7, 13]
        cse184,  # [7, 15]
        cse186,  # [7, 16]
        cse37,  # [8, 8]
        cse195,  # [8, 10]
        cse204,  # [8, 11]
        cse117,  # [8, 14]
        cse205,  # [8, 16]
        cse88,  # [9, 6]
        cse152,  # [9, 7]
        cse136*lam_5 + lam_10*(cse143*cse209 + cse143*cse222 + cse213*(cse219 + cse220) + cse215*cse73 + cse217*cse73 + cse221*cse59) + lam_16*(2*cse136**2 + cse209*cse214 + cse216*cse59 + 2*cse59**2) + lam_6*(cse230 + cse231) + lam_8*(cse182*cse226 - cse228) + lam_9*(cse150*cse209 + cse150*cse222 + cse213*cse226 + cse215*cse86 + cse217*cse86 + cse227*cse59),  # [9, 9]
        cse236,  # [9, 10]
        cse241,  # [9, 11]
        cse247 + lam_16*(-cse242*cse42 - cse243*cse42 - cse244 - cse245*cse38 + cse246),  # [9, 12]
        cse252 + lam_16*(-cse245*cse53 - cse248*cse42 - cse249*cse42 + cse250 - cse251),  # [9, 13]
        cse254,  # [9, 15]
        cse256,  # [9, 16]
        cse107,  # [10, 6]
        cse168,  # [10, 7]
        cse195,  # [10, 8]
        cse236,  # [10, 9]
        cse132*lam_5 + cse230*lam_6 + lam_10*(cse100*cse263 + cse143*cse207 + cse161*cse233 + cse191*cse268 + cse213*cse219 + cse215*cse69 + cse221*cse52 + cse260*cse266 + cse261*(cse267 - cse97)) + lam_16*(2*cse156**2 + 2*cse189**2 + cse207*cse214 + cse216*cse52 + cse260*cse262 + 2*cse95**2) + lam_7*(cse269 - cse93) + lam_8*(-cse120*cse82 + cse123*cse273 + cse182*cse224) + lam_9*(cse105*cse263 + cse150*cse207 + cse166*cse233 + cse193*cse268 + cse213*cse224 + cse215*cse82 + cse227*cse52 + cse260*cse274 + cse261*cse273),  # [10, 10]
        cse287,  # [10, 11]
        cse289 + lam_16*(cse248*cse39 + cse249*cse39 - cse288*cse53),  # [10, 12]
        cse290 + lam_16*(-cse242*cse39 - cse243*cse39 + cse288*cse38),  # [10, 13]
        cse291 + lam_16*(0.10000060774494447*cse187 + 0.2000003894043174*cse188 + cse245),  # [10, 14]
        cse292,  # [10, 15]
        cse293,  # [10, 16]
        cse116,  # [11, 6]
        cse181,  # [11, 7]
        cse204,  # [11, 8]
        cse241,  # [11, 9]
        cse287,  # [11, 10]
        cse269*lam_7 + lam_10*(cse112*cse297 + cse143*cse295 + cse175*cse238 + cse200*cse296 + cse213*(cse218 + cse220) + cse215*(cse68 + cse72) + cse221*cse294 + cse259*cse266 + cse261*cse267) + lam_16*(2*cse110**2 + 2*cse171**2 + 2*cse198**2 + cse214*cse295 + cse216*cse294 + cse259*cse262) + lam_5*(cse131 + cse135) + lam_6*(cse229 + cse231) + lam_8*(-cse120*cse299 + cse123*cse272 + cse182*cse298) + lam_9*(cse114*cse297 + cse150*cse295 + cse179*cse238 + cse202*cse296 + cse213*cse298 + cse215*cse299 + cse227*cse294 + cse259*cse274 + cse261*cse272),  # [11, 11]
        cse300 + lam_16*(-cse242 - cse243 - cse244*cse42 + cse246*cse42),  # [11, 12]
        cse301 + lam_16*(-cse248 - cse249 + cse250*cse42 - cse251*cse42),  # [11, 13]
        cse302 + lam_16*(0.10000060774494447*cse196 - 0.2000003894043174*cse197),  # [11, 14]
        cse303,  # [11, 15]
        cse304,  # [11, 16]
        cse117,  # [12, 6]
        cse247 + cse60,  # [12, 9]
        cse289 + cse96,  # [12, 10]
        cse111 + cse300,  # [12, 11]
        cse37,  # [12, 12]
        cse315,  # [12, 15]
        cse318,  # [12, 16]
        cse323,  # [12, 17]
        cse117,  # [13, 7]
        cse137 + cse252,  # [13, 9]
        cse157 + cse290,  # [13, 10]
        cse172 + cse301,  # [13, 11]
        cse37,  # [13, 13]
        cse325,  # [13, 15]
        cse326,  # [13, 16]
        cse328,  # [13, 17]
        cse117,  # [14, 8]
        cse190 + cse291,  # [14, 10]
        cse199 + cse302,  # [14, 11]
        cse37,  # [14, 14]
        cse331,  # [14, 16]
        cse334,  # [14, 17]
        cse122,  # [15, 6]
        cse184,  # [15, 7]
        cse254,  # [15, 9]
        cse292,  # [15, 10]
        cse303,  # [15, 11]
        cse315,  # [15, 12]
        cse325,  # [15, 13]
        cse339*lam_8 + cse341*lam_14 + cse342*lam_13 + cse343 + lam_16*(cse335*cse336 + cse336*cse337 + cse338),  # [15, 15]
        cse349,  # [15, 16]
        cse350,  # [15, 17]
        cse127,  # [16, 6]
        cse186,  # [16, 7]
        cse205,  # [16, 8]
        cse256,  # [16, 9]
        cse293,  # [16, 10]
        cse304,  # [16, 11]
        cse318,  # [16, 12]
        cse326,  # [16, 13]
        cse331,  # [16, 14]
        cse349,  # [16, 15]
        -cse312*lam_15 + cse319*lam_11 + cse321*lam_12 + lam_13*(cse312*q_r_slider_y + cse319*cse340 + cse352) + lam_14*(cse309*q_r_slider_y + cse321*cse340 + cse353) + lam_16*(-cse123*cse262 + cse335*cse351 + cse336 + cse337*cse351 + cse338) + lam_8*(-cse123*cse274 + cse339),  # [16, 16]
        cse354,  # [16, 17]
        cse323,  # [17, 12]
        cse328,  # [17, 13]
        cse334,  # [17, 14]
        cse350,  # [17, 15]
        cse354,  # [17, 16]
        cse343 + lam_13*(cse342 + cse352) + lam_14*(cse341 + cse353),  # [17, 17]
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
    # 1106 operations after common subexpression elimination
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
    cse23 = math.sin(q_phi_crank)
    cse24 = cse0*cse23
    cse25 = 0.08*cse24
    cse26 = math.cos(q_phi_crank)
    cse27 = cse2*cse6
    cse28 = cse26*cse27
    cse29 = cse0*cse26
    cse30 = cse23*cse6
    cse31 = cse2*cse30
    cse32 = 9e-05*cse17*cse6
    cse33 = 2*math.pi*t
    cse34 = math.cos(cse33)
    cse35 = -cse29 - cse31
    cse36 = 0.0001*a_5
    cse37 = cse0**2
    cse38 = cse7**2
    cse39 = cse6**2
    cse40 = 0.08*cse8
    cse41 = 0.08*cse30
    cse42 = 0.08*lam_7
    cse43 = math.sin(cse33)
    cse44 = cse2*cse29
    cse45 = math.sin(q_theta_slider)
    cse46 = math.sin(q_phi_slider)
    cse47 = cse45*cse46
    cse48 = -q_r_rod_x
    cse49 = math.sin(q_phi_rod)
    cse50 = math.sin(q_psi_rod)
    cse51 = math.cos(q_theta_rod)
    cse52 = cse50*cse51
    cse53 = 0.33333535914981494*cse52
    cse54 = math.cos(q_psi_rod)
    cse55 = cse49*cse54
    cse56 = 0.666667964681058*cse51
    cse57 = math.cos(q_phi_rod)
    cse58 = 0.33333535914981494*cse54
    cse59 = math.sin(q_theta_rod)
    cse60 = 0.6666643557356875*cse59
    cse61 = 0.666667964681058*cse50
    cse62 = 0.15*cse49*cse53 + 0.15*cse49*cse60 + 0.15*cse55*cse56 - 0.15*cse57*cse58 + 0.15*cse57*cse61
    cse63 = cse48 - cse62 + q_r_slider_x
    cse64 = cse47 + cse63
    cse65 = 2*cse64
    cse66 = cse65*lam_16
    cse67 = 0.2981417181776114*cse50
    cse68 = cse49*cse67
    cse69 = 0.5962825497118436*cse55
    cse70 = 0.5962825497118436*cse50
    cse71 = cse57*cse70
    cse72 = 0.7453580594528005*cse59
    cse73 = 0.2981417181776114*cse54
    cse74 = cse57*cse73
    cse75 = cse49*cse72 - cse51*cse68 - cse51*cse69 - cse71 + cse74
    cse76 = cse75*lam_10
    cse77 = 0.8944266622941008*cse50
    cse78 = cse49*cse77
    cse79 = 0.4472146529097166*cse55
    cse80 = 0.4472146529097166*cse50
    cse81 = cse57*cse80
    cse82 = 0.8944266622941008*cse54
    cse83 = cse57*cse82
    cse84 = 5.254189828941647e-07*cse59
    cse85 = cse49*cse84 - cse51*cse78 + cse51*cse79 + cse81 + cse83
    cse86 = cse85*lam_9
    cse87 = math.cos(q_phi_slider)
    cse88 = cse45*cse87
    cse89 = cse54*cse57
    cse90 = -0.15*cse49*cse58 + 0.15*cse49*cse61 - 0.15*cse53*cse57 - 0.15*cse56*cse89 - 0.15*cse57*cse60
    cse91 = -q_r_rod_y
    cse92 = -cse90 + cse91 + q_r_slider_y
    cse93 = -cse88 + cse92
    cse94 = 2*cse93
    cse95 = cse94*lam_16
    cse96 = cse57*cse67
    cse97 = cse51*cse96
    cse98 = 0.5962825497118436*cse89
    cse99 = cse51*cse98
    cse100 = cse57*cse72
    cse101 = cse49*cse70
    cse102 = cse49*cse73
    cse103 = -cse100 - cse101 + cse102 + cse97 + cse99
    cse104 = cse103*lam_10
    cse105 = 0.4472146529097166*cse89
    cse106 = cse105*cse51
    cse107 = cse57*cse77
    cse108 = cse107*cse51
    cse109 = cse57*cse84
    cse110 = cse49*cse80
    cse111 = cse49*cse82
    cse112 = -cse106 + cse108 - cse109 + cse110 + cse111
    cse113 = cse112*lam_9
    cse114 = math.cos(q_theta_slider)
    cse115 = cse50*cse59
    cse116 = cse54*cse59
    cse117 = -0.33333535914981494*cse115 - 0.666667964681058*cse116 + 0.6666643557356875*cse51
    cse118 = 0.15*cse117
    cse119 = -q_r_rod_z
    cse120 = -cse118 + cse119 + q_r_slider_z
    cse121 = cse114 + cse120
    cse122 = 2*cse121
    cse123 = cse122*lam_16
    cse124 = 0.2981417181776114*cse115
    cse125 = 0.7453580594528005*cse51
    cse126 = 0.5962825497118436*cse116 + cse124 + cse125
    cse127 = cse126*lam_10
    cse128 = 5.254189828941647e-07*cse51
    cse129 = -0.4472146529097166*cse116 + cse128 + cse59*cse77
    cse130 = cse129*lam_9
    cse131 = v_phid_rod*v_thetad_rod
    cse132 = cse131*cse52
    cse133 = 0.0011925668727104457*cse54
    cse134 = cse59*v_phid_rod
    cse135 = cse134*v_psid_rod
    cse136 = cse51*cse54
    cse137 = cse131*cse136
    cse138 = 0.0023851301988473744*cse50
    cse139 = v_psid_rod*v_thetad_rod
    cse140 = cse139*cse54
    cse141 = cse134*v_thetad_rod
    cse142 = cse139*cse50
    cse143 = -cse58 + cse61
    cse144 = cse143*v_thetad_rod
    cse145 = cse117*v_phid_rod
    cse146 = cse129*v_phid_rod
    cse147 = cse80 + cse82
    cse148 = cse147*v_thetad_rod
    cse149 = cse146 + cse148 + 5.254189828941647e-07*v_psid_rod
    cse150 = cse149*(-0.0004*cse144 - 0.0004*cse145 - 0.000266665742294275*v_psid_rod)
    cse151 = cse144 + cse145 + 0.6666643557356875*v_psid_rod
    cse152 = 0.004*cse146
    cse153 = 0.004*cse148
    cse154 = 2.101675931576659e-09*v_psid_rod
    cse155 = cse151*(cse152 + cse153 + cse154)
    cse156 = -0.0011925668727104457*cse132 - cse133*cse135 + cse135*cse138 - 0.0023851301988473744*cse137 + 0.0023851301988473744*cse140 + 0.002981432237811202*cse141 + 0.0011925668727104457*cse142 + cse150 + cse155
    cse157 = 0.00017888586116388667*cse50
    cse158 = 0.00035777066491764035*cse54
    cse159 = -cse70 + cse73
    cse160 = cse159*v_thetad_rod
    cse161 = cse126*v_phid_rod
    cse162 = cse160 + cse161 + 0.7453580594528005*v_psid_rod
    cse163 = cse162*(0.004*cse144 + 0.004*cse145 + 0.00266665742294275*v_psid_rod)
    cse164 = cse151*(-0.004*cse160 - 0.004*cse161 - 0.002981432237811202*v_psid_rod)
    cse165 = -0.00035777066491764035*cse132 - cse135*cse157 - cse135*cse158 + 0.00017888586116388667*cse137 - 0.00017888586116388667*cse140 + 2.101675931576659e-10*cse141 + 0.00035777066491764035*cse142 + cse163 + cse164
    cse166 = 0.002666671858724232*cse50
    cse167 = 0.0013333414365992598*cse54
    cse168 = cse162*(-cse152 - cse153 - cse154)
    cse169 = cse149*(0.0004*cse160 + 0.0004*cse161 + 0.0002981432237811202*v_psid_rod)
    cse170 = 0.0013333414365992598*cse132 - cse135*cse166 + cse135*cse167 + 0.002666671858724232*cse137 - 0.002666671858724232*cse140 + 0.00266665742294275*cse141 - 0.0013333414365992598*cse142 + cse168 + cse169
    cse171 = 0.1000001947021587*cse50
    cse172 = cse171*cse49
    cse173 = 0.09999965336035312*cse59
    cse174 = cse173*cse57
    cse175 = 0.050000303872472236*cse55
    cse176 = 0.1000001947021587*cse89
    cse177 = cse176*cse51
    cse178 = 0.050000303872472236*cse50
    cse179 = cse178*cse57
    cse180 = cse179*cse51
    cse181 = cse171*cse57
    cse182 = cse173*cse49
    cse183 = 0.050000303872472236*cse89
    cse184 = 0.1000001947021587*cse55
    cse185 = cse184*cse51
    cse186 = cse178*cse49
    cse187 = cse186*cse51
    cse188 = cse85*cse88
    cse189 = cse106 - cse108 + cse109 - cse110 - cse111
    cse190 = -cse181 - cse182 + cse183 - cse185 - cse187
    cse191 = cse172 - cse174 - cse175 - cse177 - cse180
    cse192 = 0.00035777066491764035*cse115 - 0.00017888586116388667*cse116 + 2.101675931576659e-10*cse51
    cse193 = 0.0011925668727104457*cse115 + 0.0023851301988473744*cse116 + 0.002981432237811202*cse51
    cse194 = -0.0013333414365992598*cse115 - 0.002666671858724232*cse116 + 0.00266665742294275*cse51
    cse195 = 0.003999999999999006*cse51
    cse196 = 0.09999965336035312*cse51
    cse197 = cse196*cse49
    cse198 = cse184*cse59
    cse199 = 0.050000303872472236*cse115
    cse200 = cse199*cse49
    cse201 = cse178*cse51
    cse202 = 0.1000001947021587*cse136
    cse203 = cse173 + cse201 + cse202
    cse204 = -0.4472146529097166*cse136 + cse51*cse77 - cse84
    cse205 = cse105*cse59 - cse107*cse59 - cse128*cse57
    cse206 = cse199*cse57
    cse207 = cse176*cse59
    cse208 = cse196*cse57
    cse209 = -cse206 - cse207 + cse208
    cse210 = -cse197 + cse198 + cse200
    cse211 = cse128*cse49 + cse59*cse78 - cse59*cse79
    cse212 = cse133 - cse138
    cse213 = cse166 - cse167
    cse214 = cse157 + cse158
    cse215 = 1.6918154898933405e-09*cse54
    cse216 = 8.459102457131912e-10*cse50
    cse217 = cse172*cse51
    cse218 = cse175*cse51
    cse219 = 0.1000001947021587*cse115
    cse220 = 0.050000303872472236*cse116
    cse221 = cse59*cse80 + cse59*cse82
    cse222 = cse51*cse81 + cse51*cse83 - cse78 + cse79
    cse223 = cse105 - cse107 - cse110*cse51 - cse111*cse51
    cse224 = -cse219 + cse220
    cse225 = cse183*cse51
    cse226 = cse181*cse51
    cse227 = -cse184 - cse186 + cse225 - cse226
    cse228 = -cse176 - cse179 + cse217 - cse218
    cse229 = math.sin(q_psi_slider)
    cse230 = cse229*cse46
    cse231 = math.cos(q_psi_slider)
    cse232 = cse231*cse87
    cse233 = -cse114*cse230 + cse232
    cse234 = cse229*cse87
    cse235 = cse231*cse46
    cse236 = cse114*cse235
    cse237 = cse234 + cse236
    cse238 = cse114*cse234
    cse239 = -cse235 - cse238
    cse240 = cse114*cse232
    cse241 = cse230 - cse240
    cse242 = cse229*cse45
    cse243 = cse231*cse45
    cse244 = 0.0001*v_psid_slider
    cse245 = cse242*v_phid_slider
    cse246 = cse231*v_thetad_slider
    cse247 = cse114*v_phid_slider
    cse248 = 0.0001*cse247
    cse249 = cse245 + cse246
    cse250 = 0.0001*cse245
    cse251 = 0.0001*cse246
    cse252 = cse247 + v_psid_slider
    cse253 = -cse244*cse245 - cse244*cse246 + cse246*cse248 + cse249*(cse244 + cse248) + cse252*(-cse250 - cse251)
    cse254 = cse229*v_thetad_slider
    cse255 = cse243*v_phid_slider
    cse256 = cse254 - cse255
    cse257 = 0.0001*cse255
    cse258 = 0.0001*cse254
    cse259 = cse244*cse254 - cse244*cse255 - cse248*cse254 + cse252*(-cse257 + cse258) + cse256*(-cse244 - cse248)
    cse260 = cse249*(cse257 - cse258) + cse256*(cse250 + cse251) + 0.0001*cse45*v_phid_slider*v_thetad_slider
    cse261 = -cse230 + cse240
    cse262 = 0.2 - q_r_slider_x
    cse263 = 0.0001*a_17
    cse264 = cse45**2
    cse265 = 0.0001*cse229**2
    cse266 = 0.0001*cse231**2
    cse267 = cse114*cse87
    cse268 = cse114*cse46
    cse269 = cse232*cse45
    cse270 = cse114*q_r_slider_z
    cse271 = cse235*cse45
    cse272 = cse230*cse45
    cse273 = -cse234 - cse236
    cse274 = cse242*q_r_slider_z
    cse275 = cse235 + cse238
    cse276 = cse275*q_r_slider_y
    cse277 = cse233*cse262
    cse278 = -cse243*q_r_slider_z
    cse279 = h**(-2)
    cse280 = -cse24 + cse28
    return np.array([
        0.12*a_0 + lam_0 + lam_5,  # [0]
        0.12*a_1 + lam_1 + lam_6,  # [1]
        0.12*a_2 + lam_2 + lam_7 + 1.1772,  # [2]
        a_3*(0.0001*cse2**2 + 0.0001*cse37*cse38 + 1e-05*cse38*cse39) + a_4*cse32 + cse16*cse17 - cse2*cse22 + cse2*cse36 - cse21*cse8 + cse23*cse7*lam_3 - cse34*cse35*lam_17 + lam_5*(cse25 - 0.08*cse28) + lam_6*(-0.08*cse29 - 0.08*cse31),  # [3]
        a_3*cse32 + a_4*(1e-05*cse37 + 0.0001*cse39) + cse0*cse21 + cse16*cse6 - cse2*cse26*lam_3 - cse26*cse40*lam_6 + cse27*cse42 + cse41*cse7*lam_5 - cse7*lam_4 + lam_17*(cse26*cse34*cse8 + cse27*cse43),  # [4]
        0.0001*a_3*cse2 - cse17*cse42 - cse22 + cse36 + lam_17*(-cse17*cse43 - cse34*(-cse30 - cse44)) + lam_5*(cse2*cse25 - 0.08*cse26*cse6) + lam_6*(-cse41 - 0.08*cse44),  # [5]
        0.5*a_6 - cse66 - cse76 - cse86 - lam_5,  # [6]
        0.5*a_7 - cse104 - cse113 - cse95 - lam_6,  # [7]
        0.5*a_8 - cse123 - cse127 - cse130 - lam_7 + 4.905,  # [8]
        a_10*(cse143*cse194 + cse147*cse192 + cse159*cse193) + a_11*(-1.6918154898933405e-09*cse115 + 8.459102457131912e-10*cse116 + cse195) + a_9*(cse117*cse194 + cse126*cse193 + cse129*cse192) - cse117*cse170 - cse126*cse156 - cse129*cse165 + lam_10*(cse103*cse190 + cse191*cse75 + cse63*(cse100 + cse101 - cse102 - cse97 - cse99) + cse75*cse92) + lam_16*(cse190*cse94 + cse191*cse65) + lam_5*(-cse172 + cse174 + cse175 + cse177 + cse180) + lam_6*(cse181 + cse182 - cse183 + cse185 + cse187) + lam_8*(-cse188 + cse189*cse47) + lam_9*(cse112*cse190 + cse189*cse63 + cse191*cse85 + cse85*cse92),  # [9]
        a_10*(cse143*cse213 + cse147*cse214 + cse159*cse212) + a_11*(-cse215 - cse216) + a_9*(cse117*cse213 + cse126*cse212 + cse129*cse214) - cse143*cse170 - cse147*cse165 - cse156*cse159 + lam_10*(cse103*cse209 + cse120*(0.5962825497118436*cse136 + cse51*cse67 - cse72) + cse126*cse203 + cse210*cse75 + cse63*(cse124*cse49 + cse125*cse49 + cse59*cse69) + cse92*(-cse124*cse57 - cse125*cse57 - cse59*cse98)) + lam_16*(cse122*cse203 + cse209*cse94 + cse210*cse65) + lam_5*(cse197 - cse198 - cse200) + lam_6*(cse206 + cse207 - cse208) + lam_7*(-cse173 - cse201 - cse202) + lam_8*(cse114*cse204 - cse205*cse88 + cse211*cse47) + lam_9*(cse112*cse209 + cse120*cse204 + cse129*cse203 + cse205*cse92 + cse210*cse85 + cse211*cse63),  # [10]
        a_10*(-8.459102454963507e-10*cse50 - 1.6918154900017607e-09*cse54) + 0.003999999999999006*a_11 + a_9*(-1.6918154900017607e-09*cse115 + 8.459102454963507e-10*cse116 + cse195) - 1.6918154898933405e-09*cse132 - cse135*cse215 - cse135*cse216 + 8.459102457131912e-10*cse137 - 8.459102457131912e-10*cse140 - 0.003999999999999006*cse141 + 1.6918154898933405e-09*cse142 - 0.7453580594528005*cse150 - 0.7453580594528005*cse155 - 5.254189828941647e-07*cse163 - 5.254189828941647e-07*cse164 - 0.6666643557356875*cse168 - 0.6666643557356875*cse169 + lam_10*(cse103*cse227 + cse120*(-cse59*cse70 + cse59*cse73) + cse126*cse224 + cse228*cse75 + cse63*(cse101*cse51 - cse102*cse51 - cse96 - cse98) + cse92*(-cse51*cse71 + cse51*cse74 - cse68 - cse69)) + lam_16*(cse122*cse224 + cse227*cse94 + cse228*cse65) + lam_5*(cse176 + cse179 - cse217 + cse218) + lam_6*(cse184 + cse186 - cse225 + cse226) + lam_7*(cse219 - cse220) + lam_8*(cse114*cse221 - cse222*cse88 + cse223*cse47) + lam_9*(cse112*cse227 + cse120*cse221 + cse129*cse224 + cse222*cse92 + cse223*cse63 + cse228*cse85),  # [11]
        2.0*a_12 - cse233*lam_14 + cse237*lam_13 + cse66 + cse76 + cse86,  # [12]
        2.0*a_13 + cse104 + cse113 + cse239*lam_14 + cse241*lam_13 + cse95,  # [13]
        2.0*a_14 + cse123 + cse127 + cse130 - cse242*lam_14 - cse243*lam_13 + 19.62,  # [14]
        a_15*(0.0001*cse114**2 + cse264*cse265 + cse264*cse266) - cse114*cse260 + cse114*cse263 - cse237*lam_15 + cse239*lam_12 - cse242*cse259 + cse243*cse253 - cse261*lam_11 + lam_13*(cse237*q_r_slider_y - cse261*cse262) + lam_14*(-cse233*q_r_slider_y + cse239*cse262) + lam_16*(cse47*cse94 + cse65*cse88) + lam_8*(cse112*cse47 + cse188),  # [15]
        a_16*(cse265 + cse266) - cse229*cse253 - cse231*cse259 - cse269*lam_15 + cse271*lam_11 + cse272*lam_12 + lam_13*(-cse231*cse270 + cse262*cse271 + cse269*q_r_slider_y) + lam_14*(-cse229*cse270 + cse234*cse45*q_r_slider_y + cse262*cse272) + lam_16*(-cse122*cse45 - cse267*cse94 + cse268*cse65) + lam_8*(-cse112*cse267 - cse129*cse45 + cse268*cse85),  # [16]
        0.0001*a_15*cse114 - cse233*lam_11 - cse260 + cse263 + cse273*lam_12 - cse275*lam_15 + lam_13*(cse274 + cse276 - cse277) + lam_14*(-cse261*q_r_slider_y + cse262*cse273 + cse278),  # [17]
        cse279*q_r_crank_x,  # [18]
        cse279*(q_r_crank_y - 0.1),  # [19]
        cse279*(q_r_crank_z - 0.12),  # [20]
        -cse26*cse279*cse7,  # [21]
        cse2*cse279,  # [22]
        cse279*(0.08*cse35 + cse48 + cse62 + q_r_crank_x),  # [23]
        cse279*(0.08*cse280 + cse90 + cse91 + q_r_crank_y),  # [24]
        cse279*(cse118 + cse119 + cse40 + q_r_crank_z),  # [25]
        cse279*(-cse112*cse88 + cse114*cse129 + cse47*cse85),  # [26]
        cse279*(cse112*cse92 + cse120*cse129 + cse63*cse85),  # [27]
        cse279*(cse103*cse92 + cse120*cse126 + cse63*cse75),  # [28]
        -cse237*cse279,  # [29]
        cse233*cse279,  # [30]
        cse279*(-cse237*cse262 + cse241*q_r_slider_y + cse278),  # [31]
        cse279*(-cse274 - cse276 + cse277),  # [32]
        -cse241*cse279,  # [33]
        cse279*(cse121**2 + cse64**2 + cse93**2 - 1),  # [34]
        cse279*(-cse280*cse34 + cse43*cse8),  # [35]
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
    # 2927 operations after common subexpression elimination
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
    cse46 = math.cos(cse45)
    cse47 = math.cos(q_phi_crank)
    cse48 = cse0*cse47
    cse49 = cse1*cse48
    cse50 = math.sin(q_phi_crank)
    cse51 = cse5*cse50
    cse52 = cse46*(-cse49 + cse51)
    cse53 = cse3*cse47*lam_3
    cse54 = 0.08*cse49
    cse55 = 0.08*cse51 - cse54
    cse56 = cse1*cse50
    cse57 = cse0*cse56
    cse58 = 0.08*cse57
    cse59 = cse47*cse5
    cse60 = 0.08*cse59
    cse61 = cse55*lam_6 + lam_5*(cse58 + cse60)
    cse62 = 9e-05*cse1*cse18
    cse63 = -cse1*cse17 - cse1*cse21 + cse11*cse5 + cse13 - cse23*cse5
    cse64 = -cse1*cse36 + cse1*cse37 - cse1*cse41 + cse40
    cse65 = cse35*cse5
    cse66 = cse34*cse5
    cse67 = -cse32 - cse42*cse5 - cse65 + cse66
    cse68 = cse1*cse5
    cse69 = a_4*cse68
    cse70 = 9e-05*cse0
    cse71 = cse1*cse34
    cse72 = cse1*cse29
    cse73 = -cse13*cse15 + cse21*cse7 + cse30*cse71 - cse39*cse7 + cse42*cse72 + cse71*v_psid_crank
    cse74 = cse30*cse39
    cse75 = cse15*cse34 - cse15*cse35 + cse19*cse35 + cse20*cse42 + cse74
    cse76 = cse5*cse75
    cse77 = cse29*cse5
    cse78 = -cse11*cse72 - cse17*cse77 - cse21*cse77 + cse23*cse72 + cse34*v_thetad_crank
    cse79 = cse10*cse36 + cse28*cse30 + cse37*cse8 + cse37*cse9 - cse41*cse9
    cse80 = cse1*cse79
    cse81 = -cse11*cse7 + cse22*cse7 - cse28*cse7 + cse30*cse66 - cse36*cse77 + cse37*cse77
    cse82 = cse0*cse3
    cse83 = 0.0002*cse82
    cse84 = cse3*cse50
    cse85 = 0.08*cse1
    cse86 = cse84*cse85
    cse87 = cse46*lam_17
    cse88 = cse1*cse47
    cse89 = 0.08*cse88
    cse90 = cse3*cse89
    cse91 = cse0*cse50*lam_3 - cse1*cse84*cse87 + cse86*lam_6 + cse90*lam_5
    cse92 = cse11 + 0.00011*cse8 + 0.00011*cse9
    cse93 = -0.0002*cse15 + 0.0002*cse19 - cse21
    cse94 = 9e-05*cse3
    cse95 = a_4*cse94
    cse96 = cse10*cse42 + cse30*(-cse26 - cse27) + cse34*cse9 - cse35*cse9 - cse65*cse7
    cse97 = cse15 - cse19
    cse98 = -cse15*cse37 + cse15*cse41 + cse19*cse37 + cse36*cse97 + cse74
    cse99 = cse10*cse23 + cse10*cse28 + cse17*cse97 + cse20*(1e-05*cse15 - 1e-05*cse19)
    cse100 = a_3*cse68
    cse101 = cse0*cse51
    cse102 = 0.08*cse101 - cse89
    cse103 = cse48*cse5
    cse104 = 0.08*cse103
    cse105 = 0.08*cse56
    cse106 = cse102*lam_6 - cse87*(cse101 - cse88) + lam_5*(cse104 + cse105)
    cse107 = -cse58 - cse60
    cse108 = -cse46*(-cse57 - cse59)
    cse109 = math.sin(cse45)
    cse110 = -cse109*cse12
    cse111 = 0.08*lam_7
    cse112 = -cse111*cse12
    cse113 = a_3*cse94
    cse114 = cse3*cse46
    cse115 = cse0*cse109
    cse116 = -cse0*cse111*cse5 + cse3*cse60*lam_6 - 0.08*cse5*cse84*lam_5 + lam_17*(-cse114*cse59 - cse115*cse5)
    cse117 = -cse48
    cse118 = -cse3
    cse119 = -cse90
    cse120 = cse0*cse85
    cse121 = cse1*cse115 + cse114*cse88
    cse122 = -cse104 - cse105
    cse123 = -0.08*cse18
    cse124 = -cse109*cse18 - cse46*(-cse103 - cse56)
    cse125 = 2*lam_16
    cse126 = cse125*cse44
    cse127 = cse126 + 0.5
    cse128 = math.cos(q_phi_rod)
    cse129 = math.sin(q_theta_rod)
    cse130 = 0.09999965336035312*cse129
    cse131 = cse128*cse130
    cse132 = math.cos(q_psi_rod)
    cse133 = math.cos(q_theta_rod)
    cse134 = 0.1000001947021587*cse133
    cse135 = cse132*cse134
    cse136 = cse128*cse135
    cse137 = math.sin(q_psi_rod)
    cse138 = 0.050000303872472236*cse128
    cse139 = cse137*cse138
    cse140 = cse133*cse139
    cse141 = -cse136 - cse140
    cse142 = -cse131 + cse141
    cse143 = math.sin(q_phi_rod)
    cse144 = 0.1000001947021587*cse143
    cse145 = cse137*cse144
    cse146 = 0.050000303872472236*cse143
    cse147 = cse132*cse146
    cse148 = cse145 - cse147
    cse149 = cse142 + cse148
    cse150 = 2*cse149
    cse151 = cse150*lam_16
    cse152 = 0.7453580594528005*cse129
    cse153 = cse128*cse152
    cse154 = 0.2981417181776114*cse137
    cse155 = cse128*cse154
    cse156 = cse133*cse155
    cse157 = 0.5962825497118436*cse132
    cse158 = cse133*cse157
    cse159 = cse128*cse158
    cse160 = -cse156 - cse159
    cse161 = cse153 + cse160
    cse162 = 0.5962825497118436*cse137
    cse163 = cse143*cse162
    cse164 = 0.2981417181776114*cse132
    cse165 = cse143*cse164
    cse166 = cse163 - cse165
    cse167 = cse161 + cse166
    cse168 = cse167*lam_10
    cse169 = 5.254189828941647e-07*cse129
    cse170 = cse128*cse169
    cse171 = 0.4472146529097166*cse132
    cse172 = cse128*cse171
    cse173 = cse133*cse172
    cse174 = 0.8944266622941008*cse137
    cse175 = cse133*cse174
    cse176 = cse128*cse175
    cse177 = cse173 - cse176
    cse178 = cse170 + cse177
    cse179 = 0.4472146529097166*cse137
    cse180 = cse143*cse179
    cse181 = 0.8944266622941008*cse132
    cse182 = cse143*cse181
    cse183 = -cse180 - cse182
    cse184 = cse178 + cse183
    cse185 = cse184*lam_9
    cse186 = cse44*(-cse151 - cse168 - cse185)
    cse187 = 0.09999965336035312*cse133
    cse188 = cse143*cse187
    cse189 = cse129*cse132
    cse190 = 0.1000001947021587*cse189
    cse191 = cse143*cse190
    cse192 = cse129*cse137
    cse193 = cse146*cse192
    cse194 = -cse188 + cse191 + cse193
    cse195 = 2*cse194
    cse196 = cse195*lam_16
    cse197 = 0.7453580594528005*cse133
    cse198 = cse129*cse157
    cse199 = cse143*cse154
    cse200 = cse129*cse199 + cse143*cse197 + cse143*cse198
    cse201 = cse200*lam_10
    cse202 = 5.254189828941647e-07*cse133
    cse203 = cse143*cse171
    cse204 = cse129*cse174
    cse205 = -cse129*cse203 + cse143*cse202 + cse143*cse204
    cse206 = cse205*lam_9
    cse207 = cse44*(-cse196 - cse201 - cse206)
    cse208 = cse133*cse147
    cse209 = cse134*cse137
    cse210 = cse143*cse209
    cse211 = 0.1000001947021587*cse128
    cse212 = cse132*cse211
    cse213 = -cse139 - cse208 + cse210 - cse212
    cse214 = 2*cse213
    cse215 = cse214*lam_16
    cse216 = cse133*cse162
    cse217 = -cse128*cse157 - cse133*cse165 + cse143*cse216 - cse155
    cse218 = cse217*lam_10
    cse219 = cse133*cse181
    cse220 = -cse128*cse174 - cse133*cse180 - cse143*cse219 + cse172
    cse221 = cse220*lam_9
    cse222 = cse44*(-cse215 - cse218 - cse221)
    cse223 = -cse126
    cse224 = math.sin(q_theta_slider)
    cse225 = math.cos(q_phi_slider)
    cse226 = cse224*cse225
    cse227 = -cse126*cse226
    cse228 = math.cos(q_theta_slider)
    cse229 = math.sin(q_phi_slider)
    cse230 = cse228*cse229
    cse231 = -cse126*cse230
    cse232 = cse143*cse175
    cse233 = cse133*cse203
    cse234 = cse128*cse179
    cse235 = cse128*cse181
    cse236 = cse143*cse169
    cse237 = -cse232 + cse233 + cse234 + cse235 + cse236
    cse238 = -cse237
    cse239 = cse133*cse199
    cse240 = cse143*cse158
    cse241 = cse128*cse162
    cse242 = cse143*cse152
    cse243 = cse128*cse164
    cse244 = -cse239 - cse240 - cse241 + cse242 + cse243
    cse245 = -cse244
    cse246 = cse224*cse229
    cse247 = 0.33333535914981494*cse137
    cse248 = cse133*cse247
    cse249 = 0.666667964681058*cse132
    cse250 = cse133*cse249
    cse251 = 0.33333535914981494*cse132
    cse252 = 0.6666643557356875*cse129
    cse253 = 0.666667964681058*cse137
    cse254 = 0.15*cse128*cse251 - 0.15*cse128*cse253 - 0.15*cse143*cse248 - 0.15*cse143*cse250 - 0.15*cse143*cse252 - q_r_rod_x + q_r_slider_x
    cse255 = 2*cse246 + 2*cse254
    cse256 = -cse255
    cse257 = cse130*cse143
    cse258 = cse137*cse146
    cse259 = cse133*cse258
    cse260 = cse135*cse143
    cse261 = -cse259 - cse260
    cse262 = -cse257 + cse261
    cse263 = cse132*cse138
    cse264 = cse137*cse211
    cse265 = cse263 - cse264
    cse266 = cse262 + cse265
    cse267 = cse125*cse266
    cse268 = cse244*lam_10
    cse269 = cse237*lam_9
    cse270 = cse44*(-cse267 - cse268 - cse269)
    cse271 = cse138*cse192
    cse272 = cse128*cse190
    cse273 = cse128*cse187
    cse274 = -cse271 - cse272 + cse273
    cse275 = 2*cse274
    cse276 = cse275*lam_16
    cse277 = cse128*cse197
    cse278 = cse128*cse198
    cse279 = cse129*cse155
    cse280 = -cse277 - cse278 - cse279
    cse281 = cse280*lam_10
    cse282 = cse128*cse202
    cse283 = cse128*cse204
    cse284 = cse129*cse172
    cse285 = -cse282 - cse283 + cse284
    cse286 = cse285*lam_9
    cse287 = cse44*(-cse276 - cse281 - cse286)
    cse288 = cse133*cse263
    cse289 = cse128*cse209
    cse290 = cse132*cse144
    cse291 = -cse258 + cse288 - cse289 - cse290
    cse292 = 2*cse291
    cse293 = cse292*lam_16
    cse294 = cse143*cse157
    cse295 = cse128*cse216
    cse296 = cse133*cse243
    cse297 = -cse199 - cse294 - cse295 + cse296
    cse298 = cse297*lam_10
    cse299 = cse143*cse174
    cse300 = cse128*cse219
    cse301 = cse133*cse234
    cse302 = cse203 - cse299 + cse300 + cse301
    cse303 = cse302*lam_9
    cse304 = cse44*(-cse293 - cse298 - cse303)
    cse305 = -cse126*cse246
    cse306 = cse225*cse228
    cse307 = cse126*cse306
    cse308 = -cse170 - cse173 + cse176 + cse180 + cse182
    cse309 = -cse308
    cse310 = -cse153 + cse156 + cse159 - cse163 + cse165
    cse311 = -cse310
    cse312 = 0.15*cse128*cse248 + 0.15*cse128*cse250 + 0.15*cse128*cse252 + 0.15*cse143*cse251 - 0.15*cse143*cse253 - q_r_rod_y + q_r_slider_y
    cse313 = -2*cse226 + 2*cse312
    cse314 = -cse313
    cse315 = 0.050000303872472236*cse133
    cse316 = cse137*cse315
    cse317 = cse130 + cse135 + cse316
    cse318 = 2*cse317
    cse319 = cse318*lam_16
    cse320 = cse133*cse154 - cse152 + cse158
    cse321 = cse320*lam_10
    cse322 = -cse133*cse171 - cse169 + cse175
    cse323 = cse322*lam_9
    cse324 = cse44*(-cse319 - cse321 - cse323)
    cse325 = 0.050000303872472236*cse189
    cse326 = 0.1000001947021587*cse192
    cse327 = cse325 - cse326
    cse328 = 2*cse327
    cse329 = cse328*lam_16
    cse330 = cse129*cse162
    cse331 = cse129*cse164 - cse330
    cse332 = cse331*lam_10
    cse333 = cse129*cse181
    cse334 = cse129*cse179 + cse333
    cse335 = cse334*lam_9
    cse336 = cse44*(-cse329 - cse332 - cse335)
    cse337 = cse126*cse224
    cse338 = cse129*cse171
    cse339 = cse202 + cse204 - cse338
    cse340 = -cse339
    cse341 = cse129*cse154
    cse342 = cse197 + cse198 + cse341
    cse343 = -cse342
    cse344 = -cse129*cse247 - cse129*cse249 + 0.6666643557356875*cse133
    cse345 = -0.15*cse344 - q_r_rod_z + q_r_slider_z
    cse346 = 2*cse228 + 2*cse345
    cse347 = -cse346
    cse348 = 0.0013333414365992598*cse137
    cse349 = cse129*cse348
    cse350 = 0.002666671858724232*cse132
    cse351 = cse129*cse350
    cse352 = 0.00266665742294275*cse133
    cse353 = -cse349 - cse351 + cse352
    cse354 = 0.0011925668727104457*cse137
    cse355 = cse129*cse354
    cse356 = 0.0023851301988473744*cse132
    cse357 = cse129*cse356
    cse358 = 0.002981432237811202*cse133
    cse359 = cse355 + cse357 + cse358
    cse360 = 0.00017888586116388667*cse132
    cse361 = 0.00035777066491764035*cse137
    cse362 = cse129*cse361
    cse363 = 2.101675931576659e-10*cse133
    cse364 = -cse129*cse360 + cse362 + cse363
    cse365 = -cse162 + cse164
    cse366 = cse365*v_thetad_rod
    cse367 = cse342*v_phid_rod
    cse368 = 0.0004*cse366 + 0.0004*cse367 + 0.0002981432237811202*v_psid_rod
    cse369 = cse339*cse368
    cse370 = cse366 + cse367 + 0.7453580594528005*v_psid_rod
    cse371 = 0.0017888586116388664*cse189
    cse372 = 0.0035777066491764035*cse192
    cse373 = 2.101675931576659e-09*cse133
    cse374 = cse370*(cse371 - cse372 - cse373)
    cse375 = 0.00266665742294275*cse129
    cse376 = cse375*v_thetad_rod
    cse377 = cse339*v_phid_rod
    cse378 = cse179 + cse181
    cse379 = cse378*v_thetad_rod
    cse380 = cse377 + cse379 + 5.254189828941647e-07*v_psid_rod
    cse381 = cse380*(0.0002981432237811202*cse133 + 0.00023851301988473745*cse189 + 0.00011925668727104457*cse192)
    cse382 = 0.004*cse377
    cse383 = 0.004*cse379
    cse384 = 2.101675931576659e-09*v_psid_rod
    cse385 = -cse382 - cse383 - cse384
    cse386 = cse342*cse385
    cse387 = cse133*cse350
    cse388 = 0.0013333414365992598*cse132
    cse389 = cse129*cse388
    cse390 = cse389*v_psid_rod
    cse391 = cse348*v_thetad_rod
    cse392 = cse133*cse391
    cse393 = 0.002666671858724232*cse137
    cse394 = cse129*cse393
    cse395 = cse394*v_psid_rod
    cse396 = cse369 + cse374 + cse376 + cse381 + cse386 + cse387*v_thetad_rod + cse390 + cse392 - cse395
    cse397 = -cse251 + cse253
    cse398 = cse397*v_thetad_rod
    cse399 = cse344*v_phid_rod
    cse400 = cse398 + cse399 + 0.6666643557356875*v_psid_rod
    cse401 = cse400*(-cse355 - cse357 - cse358)
    cse402 = 0.004*cse398 + 0.004*cse399 + 0.00266665742294275*v_psid_rod
    cse403 = cse342*cse402
    cse404 = cse353*cse370
    cse405 = 2.101675931576659e-10*cse129
    cse406 = cse405*v_thetad_rod
    cse407 = cse360*v_thetad_rod
    cse408 = cse133*cse407
    cse409 = 0.00035777066491764035*cse132
    cse410 = cse129*cse409
    cse411 = cse133*cse361
    cse412 = -0.004*cse366 - 0.004*cse367 - 0.002981432237811202*v_psid_rod
    cse413 = cse344*cse412
    cse414 = 0.00017888586116388667*cse137
    cse415 = cse129*cse414
    cse416 = cse401 + cse403 + cse404 + cse406 + cse408 - cse410*v_psid_rod - cse411*v_thetad_rod + cse413 - cse415*v_psid_rod
    cse417 = cse400*(-cse371 + cse372 + cse373)
    cse418 = -0.0004*cse398 - 0.0004*cse399 - 0.000266665742294275*v_psid_rod
    cse419 = cse339*cse418
    cse420 = 0.002981432237811202*cse129
    cse421 = cse420*v_thetad_rod
    cse422 = 0.0023851301988473744*cse137
    cse423 = cse129*cse422
    cse424 = cse382 + cse383 + cse384
    cse425 = cse344*cse424
    cse426 = cse356*v_thetad_rod
    cse427 = cse133*cse426
    cse428 = 0.0011925668727104457*cse132
    cse429 = cse129*cse428
    cse430 = cse429*v_psid_rod
    cse431 = cse380*(-0.000266665742294275*cse133 + 0.00026666718587242325*cse189 + 0.00013333414365992598*cse192)
    cse432 = cse133*cse354
    cse433 = cse417 + cse419 + cse421 + cse423*v_psid_rod + cse425 - cse427 - cse430 + cse431 - cse432*v_thetad_rod
    cse434 = cse259 + cse260
    cse435 = cse257 + cse434
    cse436 = -cse263 + cse264
    cse437 = cse435 + cse436
    cse438 = cse239 + cse240
    cse439 = -cse242 + cse438
    cse440 = cse241 - cse243
    cse441 = 2*cse266
    cse442 = cse232 - cse233
    cse443 = -cse236 + cse442
    cse444 = -cse234 - cse235
    cse445 = cse443 + cse444
    cse446 = cse184*cse226
    cse447 = cse136 + cse140
    cse448 = cse131 + cse447
    cse449 = -cse145 + cse147
    cse450 = cse448 + cse449
    cse451 = cse368*cse378
    cse452 = cse365*cse385
    cse453 = cse350*v_psid_rod
    cse454 = cse380*(0.00011925668727104457*cse132 - 0.00023851301988473745*cse137)
    cse455 = 0.0017888586116388664*cse137
    cse456 = 0.0035777066491764035*cse132
    cse457 = cse370*(-cse455 - cse456)
    cse458 = cse133*cse348
    cse459 = -cse348*v_psid_rod + cse375*v_phid_rod + cse387*v_phid_rod + cse451 + cse452 - cse453 + cse454 + cse457 + cse458*v_phid_rod
    cse460 = cse397*cse412
    cse461 = cse365*cse402
    cse462 = cse400*(cse422 - cse428)
    cse463 = -cse388 + cse393
    cse464 = cse370*cse463
    cse465 = cse360*v_psid_rod
    cse466 = cse133*cse360
    cse467 = cse411*v_phid_rod
    cse468 = cse361*v_psid_rod + cse405*v_phid_rod + cse460 + cse461 + cse462 + cse464 - cse465 + cse466*v_phid_rod - cse467
    cse469 = cse400*(cse455 + cse456)
    cse470 = cse380*(0.00013333414365992598*cse132 - 0.00026666718587242325*cse137)
    cse471 = cse378*cse418
    cse472 = cse354*v_psid_rod
    cse473 = cse397*cse424
    cse474 = cse133*cse356
    cse475 = cse356*v_psid_rod + cse420*v_phid_rod - cse432*v_phid_rod + cse469 + cse470 + cse471 + cse472 + cse473 - cse474*v_phid_rod
    cse476 = -cse375 - cse387 - cse458
    cse477 = -cse405 + cse411 - cse466
    cse478 = -cse420 + cse432 + cse474
    cse479 = -cse248 - cse250 - cse252
    cse480 = cse479*v_phid_rod
    cse481 = cse424*cse480
    cse482 = cse322*v_phid_rod
    cse483 = 0.004*cse482
    cse484 = 0.0004*cse380
    cse485 = cse418*cse482
    cse486 = v_phid_rod*v_thetad_rod
    cse487 = v_phid_rod*v_psid_rod
    cse488 = cse133*cse487
    cse489 = cse129*v_phid_rod
    cse490 = cse355*cse486 + cse358*cse486 + cse400*cse483 + cse422*cse488 + cse426*cse489 - cse428*cse488 - cse480*cse484 + cse481 + cse485
    cse491 = cse423*v_phid_rod
    cse492 = cse380*cse418 + cse400*cse424 + cse421*v_phid_rod + cse426*v_psid_rod - cse427*v_phid_rod - cse430*v_phid_rod - cse432*cse486 + cse472*v_thetad_rod + cse491*v_psid_rod
    cse493 = cse412*cse480
    cse494 = cse320*v_phid_rod
    cse495 = cse402*cse494
    cse496 = cse362*cse486 + cse363*cse486 + 0.004*cse370*cse480 - 0.004*cse400*cse494 - cse407*cse489 - cse409*cse488 - cse414*cse488 + cse493 + cse495
    cse497 = cse415*v_phid_rod
    cse498 = cse410*v_phid_rod
    cse499 = cse361*v_thetad_rod
    cse500 = cse370*cse402 + cse400*cse412 + cse406*v_phid_rod - cse407*v_psid_rod + cse408*v_phid_rod - cse467*v_thetad_rod - cse497*v_psid_rod - cse498*v_psid_rod + cse499*v_psid_rod
    cse501 = cse368*cse482
    cse502 = cse385*cse494
    cse503 = -cse351*cse486 + cse352*cse486 - cse370*cse483 + cse388*cse488 - cse391*cse489 - cse393*cse488 + cse484*cse494 + cse501 + cse502
    cse504 = cse368*cse380 + cse370*cse385 + cse376*v_phid_rod + cse387*cse486 + cse390*v_phid_rod - cse391*v_psid_rod + cse392*v_phid_rod - cse395*v_phid_rod - cse453*v_thetad_rod
    cse505 = 0.003999999999999006*cse129
    cse506 = -cse505
    cse507 = 8.459102457131912e-10*cse132
    cse508 = cse133*cse507
    cse509 = 1.6918154898933405e-09*cse137
    cse510 = cse133*cse509
    cse511 = cse271 + cse272 - cse273
    cse512 = cse282 + cse283 - cse284
    cse513 = cse205*cse226
    cse514 = cse188 - cse191 - cse193
    cse515 = cse274*lam_5 + cse514*lam_6 + lam_10*(cse149*cse200 + cse167*cse194 + cse194*cse310 + cse200*cse312 + cse244*cse274 + cse244*cse511 + cse254*(cse277 + cse278 + cse279) + cse266*cse280) + lam_16*(cse150*cse194 + cse194*cse313 + cse255*cse511 + cse266*cse275) + lam_8*(cse246*cse512 - cse513) + lam_9*(cse149*cse205 + cse184*cse194 + cse194*cse308 + cse205*cse312 + cse237*cse274 + cse237*cse511 + cse254*cse512 + cse266*cse285)
    cse516 = 0.003999999999999006*cse133
    cse517 = 0.0002981432237811202*cse380
    cse518 = 2.101675931576659e-09*cse370
    cse519 = -cse350*v_thetad_rod + 5.254189828941647e-07*cse368 + 0.7453580594528005*cse385 + cse389*v_phid_rod - cse391 - cse394*v_phid_rod + cse517 - cse518
    cse520 = 0.002981432237811202*cse400
    cse521 = 0.00266665742294275*cse370
    cse522 = 0.7453580594528005*cse402 - cse407 + 0.6666643557356875*cse412 - cse497 - cse498 + cse499 - cse520 + cse521
    cse523 = 2.101675931576659e-09*cse400
    cse524 = 0.000266665742294275*cse380
    cse525 = cse354*v_thetad_rod + 5.254189828941647e-07*cse418 + 0.6666643557356875*cse424 + cse426 - cse429*v_phid_rod + cse491 + cse523 - cse524
    cse526 = cse129*cse507
    cse527 = 8.459102457131912e-10*cse137
    cse528 = cse129*cse527
    cse529 = 1.6918154898933405e-09*cse132
    cse530 = cse129*cse529
    cse531 = cse247 + cse249
    cse532 = cse171 - cse174
    cse533 = -cse389 + cse394
    cse534 = cse410 + cse415
    cse535 = -cse423 + cse429
    cse536 = -cse154 - cse157
    cse537 = -cse129*cse251 + cse129*cse253
    cse538 = cse532*v_thetad_rod
    cse539 = 0.004*cse538
    cse540 = cse334*v_phid_rod
    cse541 = 0.004*cse540
    cse542 = cse400*(cse539 + cse541)
    cse543 = cse537*v_phid_rod
    cse544 = cse531*v_thetad_rod
    cse545 = cse380*(-0.0004*cse543 - 0.0004*cse544)
    cse546 = cse538 + cse540
    cse547 = cse418*cse546
    cse548 = v_psid_rod*v_thetad_rod
    cse549 = cse133*cse486
    cse550 = cse543 + cse544
    cse551 = cse424*cse550
    cse552 = cse355*cse487 + cse357*cse487 - cse422*cse548 + cse422*cse549 + cse428*cse548 - cse428*cse549 + cse542 + cse545 + cse547 + cse551
    cse553 = cse331*v_phid_rod
    cse554 = cse536*v_thetad_rod
    cse555 = cse400*(-0.004*cse553 - 0.004*cse554)
    cse556 = cse553 + cse554
    cse557 = cse402*cse556
    cse558 = cse370*(0.004*cse543 + 0.004*cse544)
    cse559 = cse412*cse550
    cse560 = cse362*cse487 + cse409*cse548 - cse409*cse549 + cse414*cse548 - cse414*cse549 - cse465*cse489 + cse555 + cse557 + cse558 + cse559
    cse561 = cse380*(0.0004*cse553 + 0.0004*cse554)
    cse562 = cse385*cse556
    cse563 = cse370*(-cse539 - cse541)
    cse564 = cse368*cse546
    cse565 = -cse349*cse487 - cse351*cse487 - cse388*cse548 + cse388*cse549 + cse393*cse548 - cse393*cse549 + cse561 + cse562 + cse563 + cse564
    cse566 = cse258 - cse288 + cse289 + cse290
    cse567 = -cse203 + cse299 - cse300 - cse301
    cse568 = cse220*cse226
    cse569 = cse139 + cse208 - cse210 + cse212
    cse570 = cse291*lam_5 + cse569*lam_6 + lam_10*(cse149*cse217 + cse167*cse213 + cse213*cse310 + cse217*cse312 + cse244*cse291 + cse244*cse566 + cse254*(cse199 + cse294 + cse295 - cse296) + cse266*cse297) + lam_16*(cse150*cse213 + cse213*cse313 + cse255*cse566 + cse266*cse292) + lam_8*(cse246*cse567 - cse568) + lam_9*(cse149*cse220 + cse184*cse213 + cse213*cse308 + cse220*cse312 + cse237*cse291 + cse237*cse566 + cse254*cse567 + cse266*cse302)
    cse571 = 0.10000060774494447*cse137
    cse572 = cse133*cse571
    cse573 = 0.2000003894043174*cse132
    cse574 = cse133*cse573
    cse575 = 0.10000060774494447*cse132
    cse576 = cse143*cse575
    cse577 = 0.19999930672070623*cse129
    cse578 = 0.2000003894043174*cse137
    cse579 = cse143*cse578
    cse580 = cse168 + cse185
    cse581 = cse128*cse575
    cse582 = cse128*cse578
    cse583 = cse268 + cse269
    cse584 = cse237*cse246
    cse585 = cse44*(lam_16*(cse150*cse226 + cse246*cse441) + lam_8*(cse446 + cse584))
    cse586 = cse237*cse306
    cse587 = cse44*(lam_16*(cse150*cse230 - cse306*cse441) + lam_8*(cse184*cse230 - cse586))
    cse588 = cse226*cse237
    cse589 = cse184*cse246 - cse588
    cse590 = cse149*cse237 + cse184*cse254 + cse237*cse312 + cse266*cse308
    cse591 = cse149*cse244 + cse167*cse254 + cse244*cse312 + cse266*cse310
    cse592 = cse149*cse255 + cse266*cse313
    cse593 = cse409 + cse414
    cse594 = -cse422 + cse428
    cse595 = 0.050000303872472236*cse192
    cse596 = -cse190 - cse595
    cse597 = cse187 + cse596
    cse598 = -cse198 - cse341
    cse599 = cse190 + cse595
    cse600 = -cse204 + cse338
    cse601 = -cse202 + cse600
    cse602 = cse348 + cse350
    cse603 = -cse354 - cse356
    cse604 = cse360 - cse361
    cse605 = cse143*cse326
    cse606 = cse146*cse189
    cse607 = -cse605 + cse606
    cse608 = cse128*cse326
    cse609 = cse138*cse189
    cse610 = cse608 - cse609
    cse611 = cse132*cse315
    cse612 = -cse209 + cse611
    cse613 = cse129*cse180 + cse143*cse333
    cse614 = -cse128*cse333 - cse129*cse234
    cse615 = cse133*cse179 + cse219
    cse616 = lam_10*(cse194*cse217 + cse200*cse213 + cse244*cse607 + cse254*(cse129*cse165 - cse143*cse330) + cse274*cse297 + cse280*cse291 + cse310*cse610 + cse312*(cse128*cse330 - cse129*cse243) + cse317*cse331 + cse320*cse327 + cse342*cse612 + cse345*(cse133*cse164 - cse216)) + lam_16*(cse195*cse213 + cse255*cse607 + cse275*cse291 + cse313*cse610 + cse317*cse328 + cse346*cse612) + lam_5*(cse605 - cse606) + lam_6*(-cse608 + cse609) + lam_7*(cse209 - cse611) + lam_8*(-cse226*cse614 + cse228*cse615 + cse246*cse613) + lam_9*(cse194*cse220 + cse205*cse213 + cse237*cse607 + cse254*cse613 + cse274*cse302 + cse285*cse291 + cse308*cse610 + cse312*cse614 + cse317*cse334 + cse322*cse327 + cse339*cse612 + cse345*cse615)
    cse617 = 0.10000060774494447*cse192
    cse618 = cse143*cse573
    cse619 = 0.19999930672070623*cse133
    cse620 = cse201 + cse206
    cse621 = cse128*cse573
    cse622 = cse281 + cse286
    cse623 = cse321 + cse323
    cse624 = cse44*(lam_16*(cse195*cse226 + cse246*cse275) + lam_8*(cse246*cse285 + cse513))
    cse625 = cse44*(lam_16*(cse195*cse230 - cse224*cse318 - cse275*cse306) + lam_8*(cse205*cse230 - cse224*cse322 - cse285*cse306))
    cse626 = -cse130 - cse135 - cse316
    cse627 = cse205*cse246 - cse226*cse285 + cse228*cse322
    cse628 = cse194*cse237 + cse205*cse254 + cse274*cse308 + cse285*cse312 + cse317*cse339 + cse322*cse345
    cse629 = cse194*cse244 + cse200*cse254 + cse274*cse310 + cse280*cse312 + cse317*cse342 + cse320*cse345
    cse630 = cse194*cse255 + cse274*cse313 + cse317*cse346
    cse631 = 8.459102454963507e-10*cse132
    cse632 = 1.6918154900017607e-09*cse137
    cse633 = cse509*v_thetad_rod
    cse634 = 8.459102454963507e-10*cse137
    cse635 = 1.6918154900017607e-09*cse132
    cse636 = cse509*v_psid_rod
    cse637 = cse133*cse529
    cse638 = cse141 + cse148
    cse639 = cse434 + cse436
    cse640 = cse442 + cse444
    cse641 = cse177 + cse183
    cse642 = cse218 + cse221
    cse643 = cse298 + cse303
    cse644 = cse332 + cse335
    cse645 = cse44*(lam_16*(cse214*cse226 + cse246*cse292) + lam_8*(cse246*cse302 + cse568))
    cse646 = cse44*(lam_16*(cse214*cse230 - cse224*cse328 - cse292*cse306) + lam_8*(cse220*cse230 - cse224*cse334 - cse302*cse306))
    cse647 = -cse325 + cse326
    cse648 = cse220*cse246 - cse226*cse302 + cse228*cse334
    cse649 = cse213*cse237 + cse220*cse254 + cse291*cse308 + cse302*cse312 + cse327*cse339 + cse334*cse345
    cse650 = cse213*cse244 + cse217*cse254 + cse291*cse310 + cse297*cse312 + cse327*cse342 + cse331*cse345
    cse651 = cse213*cse255 + cse291*cse313 + cse327*cse346
    cse652 = cse126 + 2.0
    cse653 = math.cos(q_psi_slider)
    cse654 = cse229*cse653
    cse655 = math.sin(q_psi_slider)
    cse656 = cse225*cse655
    cse657 = cse228*cse656
    cse658 = -cse654 - cse657
    cse659 = cse225*cse653
    cse660 = cse228*cse659
    cse661 = cse229*cse655
    cse662 = cse660 - cse661
    cse663 = cse44*(cse125*cse226 - cse658*lam_14 + cse662*lam_13)
    cse664 = cse224*cse661
    cse665 = cse224*cse654
    cse666 = cse44*(cse125*cse230 - cse664*lam_14 - cse665*lam_13)
    cse667 = cse228*cse654
    cse668 = -cse656 - cse667
    cse669 = cse228*cse661
    cse670 = cse659 - cse669
    cse671 = cse44*(-cse668*lam_14 + cse670*lam_13)
    cse672 = cse656 + cse667
    cse673 = -cse670
    cse674 = -cse659 + cse669
    cse675 = cse44*(cse125*cse246 + cse672*lam_13 + cse674*lam_14)
    cse676 = cse224*cse656
    cse677 = cse224*cse659
    cse678 = cse44*(-cse125*cse306 + cse676*lam_14 + cse677*lam_13)
    cse679 = -cse660 + cse661
    cse680 = cse654 + cse657
    cse681 = cse44*(cse679*lam_14 + cse680*lam_13)
    cse682 = cse228*cse655
    cse683 = cse228*cse653
    cse684 = cse44*(-cse125*cse224 - cse682*lam_14 - cse683*lam_13)
    cse685 = cse224*cse653
    cse686 = cse224*cse655
    cse687 = cse44*(-cse685*lam_14 + cse686*lam_13)
    cse688 = -cse685
    cse689 = -cse686
    cse690 = cse228**2
    cse691 = cse686*v_phid_slider
    cse692 = cse653*v_thetad_slider
    cse693 = cse691 + cse692
    cse694 = 0.0001*cse693
    cse695 = 0.0001*cse691
    cse696 = 0.0001*cse692
    cse697 = cse695 + cse696
    cse698 = cse685*v_phid_slider
    cse699 = cse655*v_thetad_slider
    cse700 = -cse698 + cse699
    cse701 = 0.0001*cse700
    cse702 = 0.0001*cse698
    cse703 = 0.0001*cse699
    cse704 = cse702 - cse703
    cse705 = 0.0001*cse224
    cse706 = cse685*cse694 - cse685*cse697 + cse686*cse701 + cse686*cse704 + cse705*v_thetad_slider
    cse707 = cse228*v_phid_slider
    cse708 = 0.0001*cse707
    cse709 = 0.0001*v_psid_slider
    cse710 = -cse708 - cse709
    cse711 = cse707 + v_psid_slider
    cse712 = 0.0001*cse711
    cse713 = -cse702 + cse703
    cse714 = 0.0001*cse228
    cse715 = cse228*cse713 - cse685*cse709 - cse685*cse710 - cse685*cse712 - cse699*cse714 - cse700*cse714
    cse716 = -cse695 - cse696
    cse717 = cse708 + cse709
    cse718 = cse228*cse716 - cse686*cse709 - cse686*cse712 + cse686*cse717 + cse692*cse714 + cse693*cse714
    cse719 = cse224**2
    cse720 = cse653**2
    cse721 = 0.0001*cse720
    cse722 = cse655**2
    cse723 = 0.0001*cse722
    cse724 = cse225**2
    cse725 = 2*cse719
    cse726 = cse229**2
    cse727 = cse226*cse313 - cse246*cse255
    cse728 = cse226*cse308 - cse584
    cse729 = 0.2 - q_r_slider_x
    cse730 = -cse658*q_r_slider_y + cse674*cse729
    cse731 = cse668*cse729
    cse732 = cse662*q_r_slider_y
    cse733 = -cse731 + cse732
    cse734 = -cse662*lam_15 - cse668*lam_11 + cse674*lam_12
    cse735 = cse705*v_phid_slider
    cse736 = cse653*cse701 + cse653*cse704 - cse655*cse694 + cse655*cse697 + cse735
    cse737 = cse655*cse709
    cse738 = cse655*cse708
    cse739 = cse655*cse710 + cse655*cse712 + cse737 - cse738
    cse740 = cse653*cse708
    cse741 = cse653*cse709
    cse742 = -cse653*cse712 + cse653*cse717 + cse740 - cse741
    cse743 = 0.0002*cse224*cse228
    cse744 = cse691*cse709
    cse745 = cse692*cse709
    cse746 = cse692*cse708
    cse747 = cse693*cse717 + cse711*cse716 - cse744 - cse745 + cse746
    cse748 = cse653*cse747
    cse749 = cse655*cse707
    cse750 = cse224*v_phid_slider
    cse751 = -cse694*cse750 - cse702*v_thetad_slider - cse707*cse737 - cse711*cse738 - cse716*cse750 + cse717*cse749
    cse752 = cse653*cse707
    cse753 = cse695*v_thetad_slider + cse701*cse750 - cse707*cse741 - cse710*cse752 - cse711*cse740 - cse713*cse750
    cse754 = -cse698*cse709 - cse699*cse708 + cse699*cse709 + cse711*cse713
    cse755 = cse700*cse710 + cse754
    cse756 = cse655*cse755
    cse757 = cse694*cse752 - cse697*cse752 + cse701*cse749 + cse704*cse749 + cse708*v_thetad_slider
    cse758 = cse665*lam_15 + cse676*lam_12 + cse677*lam_11 + lam_13*(-cse665*q_r_slider_y + cse677*cse729) + lam_14*(-cse664*q_r_slider_y + cse676*cse729) + lam_16*(cse230*cse313 + cse255*cse306) + lam_8*(cse230*cse308 + cse586)
    cse759 = -0.0002*cse698 + 0.0002*cse699 - cse701
    cse760 = -0.0002*cse691 - 0.0002*cse692 + cse694
    cse761 = cse698 - cse699
    cse762 = cse717*cse761 + cse754
    cse763 = cse693*cse710 + cse697*cse711 + cse744 + cse745 - cse746
    cse764 = cse693*cse697 + cse693*cse716 + cse700*cse704 + cse704*cse761
    cse765 = cse658*cse729
    cse766 = cse670*q_r_slider_y
    cse767 = -cse658*lam_11 - cse670*lam_15 + cse679*lam_12 + lam_13*(-cse765 + cse766) + lam_14*(-cse668*q_r_slider_y + cse679*cse729)
    cse768 = cse246*cse308 + cse588
    cse769 = -cse662
    cse770 = -cse662*cse729 + cse672*q_r_slider_y
    cse771 = cse765 - cse766
    cse772 = -cse672
    cse773 = cse226*cse255 + cse246*cse313
    cse774 = 2*cse690
    cse775 = cse685*q_r_slider_z
    cse776 = cse686*q_r_slider_z
    cse777 = cse676*q_r_slider_y
    cse778 = cse664*cse729
    cse779 = cse682*q_r_slider_z
    cse780 = cse665*cse729 + cse677*q_r_slider_y - cse683*q_r_slider_z
    cse781 = -cse664*lam_11 + cse665*lam_12 + cse676*lam_15 + cse780*lam_14 + lam_13*(-cse777 - cse778 + cse779)
    cse782 = -cse224*cse339 + cse230*cse237 - cse306*cse308
    cse783 = cse777 + cse778 - cse779
    cse784 = -cse677
    cse785 = -cse224*cse346 + cse230*cse255 - cse306*cse313
    cse786 = -cse670*cse729 + cse680*q_r_slider_y + cse776
    cse787 = cse731 - cse732 - cse775
    cse788 = -cse680
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
        0.0001*cse0**2 + 1e-05*cse2*cse4 + 0.0001*cse4*cse6 + cse44*(-cse52*lam_17 + cse53 + cse61) - h*(cse0*cse25 + cse12*cse38 - cse18*cse43),  # [3, 3]
        cse44*(a_3*(2e-05*cse2*cse82 + cse6*cse83 - cse83) - a_5*cse24 + cse0*cse76 - cse0*cse78 - cse0*cse80 - cse12*cse81 + cse18*cse73 + cse3*(cse10*cse17 + cse13*v_thetad_crank + cse20*cse23) + cse69*cse70 + cse91) + cse62 - h*(cse0*cse63 + cse12*cse64 - cse18*cse67),  # [3, 4]
        cse33 + cse44*(-cse0*cse99 + 0.00018*cse100*cse4 + cse106 + cse12*cse75 - cse12*cse98 + cse18*cse79 + cse18*cse96 + cse2*cse95 - cse6*cse95) - h*(cse12*cse92 - cse18*cse93),  # [3, 5]
        cse84,  # [3, 21]
        cse55,  # [3, 23]
        cse107,  # [3, 24]
        cse108,  # [3, 35]
        cse44*cse91 + cse62 - h*(-cse1*cse43 - cse38*cse5),  # [4, 3]
        0.0001*cse2 + cse44*(-cse0*lam_4 + cse1*cse73 + cse100*cse70 + cse112 + cse5*cse81 + cse53 - cse54*lam_6 + cse58*lam_5 + lam_17*(cse110 + cse46*cse49)) + 1e-05*cse6 - h*(-cse1*cse67 - cse5*cse64),  # [4, 4]
        cse44*(cse1*cse96 + cse113*cse2 - cse113*cse6 + cse116 + cse5*cse98 - 0.00018*cse69 - cse76 + cse80) - h*(-cse1*cse93 - cse5*cse92),  # [4, 5]
        cse117,  # [4, 21]
        cse118,  # [4, 22]
        cse86,  # [4, 23]
        cse119,  # [4, 24]
        cse120,  # [4, 25]
        cse121,  # [4, 35]
        cse106*cse44 - cse25*h + cse33,  # [5, 3]
        cse44*(-a_3*cse24 + cse116 - cse78) - cse63*h,  # [5, 4]
        cse44*(cse112 + cse61 - cse99 + lam_17*(cse110 - cse52)) + 0.0001,  # [5, 5]
        cse102,  # [5, 23]
        cse122,  # [5, 24]
        cse123,  # [5, 25]
        cse124,  # [5, 35]
        cse127,  # [6, 6]
        cse186,  # [6, 9]
        cse207,  # [6, 10]
        cse222,  # [6, 11]
        cse223,  # [6, 12]
        cse227,  # [6, 15]
        cse231,  # [6, 16]
        -1,  # [6, 23]
        cse238,  # [6, 27]
        cse245,  # [6, 28]
        cse256,  # [6, 34]
        cse127,  # [7, 7]
        cse270,  # [7, 9]
        cse287,  # [7, 10]
        cse304,  # [7, 11]
        cse223,  # [7, 13]
        cse305,  # [7, 15]
        cse307,  # [7, 16]
        -1,  # [7, 24]
        cse309,  # [7, 27]
        cse311,  # [7, 28]
        cse314,  # [7, 34]
        cse127,  # [8, 8]
        cse324,  # [8, 10]
        cse336,  # [8, 11]
        cse223,  # [8, 14]
        cse337,  # [8, 16]
        -1,  # [8, 25]
        cse340,  # [8, 27]
        cse343,  # [8, 28]
        cse347,  # [8, 34]
        cse186,  # [9, 6]
        cse270,  # [9, 7]
        cse339*cse364 + cse342*cse359 + cse344*cse353 + cse44*(cse266*lam_5 + cse450*lam_6 + lam_10*(cse149*cse310 + cse150*cse167 + cse167*cse312 + cse244*cse437 + cse244*cse441 + cse254*(cse439 + cse440)) + lam_16*(2*cse149**2 + cse149*cse313 + cse255*cse437 + 2*cse266**2) + lam_8*(cse246*cse445 - cse446) + lam_9*(cse149*cse308 + cse150*cse184 + cse184*cse312 + cse237*cse437 + cse237*cse441 + cse254*cse445)) - h*(cse339*cse416 + cse342*cse433 + cse344*cse396),  # [9, 9]
        cse353*cse397 + cse359*cse365 + cse364*cse378 + cse44*(a_10*(cse365*cse478 + cse378*cse477 + cse397*cse476) + a_11*(cse506 + cse508 - cse510) + a_9*(cse320*cse359 + cse322*cse364 + cse339*cse477 + cse342*cse478 + cse344*cse476 + cse353*cse479) - cse320*cse492 - cse322*cse500 - cse339*cse496 - cse342*cse490 - cse344*cse503 - cse479*cse504 + cse515) - h*(cse339*cse468 + cse342*cse475 + cse344*cse459),  # [9, 10]
        -cse129*cse509 + cse44*(a_10*(cse353*cse531 + cse359*cse536 + cse364*cse532 + cse365*cse535 + cse378*cse534 + cse397*cse533) + a_11*(-cse528 - cse530) + a_9*(cse331*cse359 + cse334*cse364 + cse339*cse534 + cse342*cse535 + cse344*cse533 + cse353*cse537) - cse331*cse492 - cse334*cse500 - cse339*cse560 - cse342*cse552 - cse344*cse565 - cse504*cse537 + cse570) + cse516 + cse526 - h*(cse339*cse522 + cse342*cse525 + cse344*cse519),  # [9, 11]
        cse44*(cse580 + lam_16*(-cse128*cse572 - cse128*cse574 - cse128*cse577 - cse576 + cse579)),  # [9, 12]
        cse44*(cse583 + lam_16*(-cse143*cse572 - cse143*cse574 - cse143*cse577 + cse581 - cse582)),  # [9, 13]
        cse585,  # [9, 15]
        cse587,  # [9, 16]
        cse450,  # [9, 23]
        cse437,  # [9, 24]
        cse589,  # [9, 26]
        cse590,  # [9, 27]
        cse591,  # [9, 28]
        cse592,  # [9, 34]
        cse207,  # [10, 6]
        cse287,  # [10, 7]
        cse324,  # [10, 8]
        cse339*cse593 + cse342*cse594 + cse344*cse463 + cse44*cse515 - h*(cse365*cse433 + cse378*cse416 + cse396*cse397),  # [10, 9]
        cse365*cse594 + cse378*cse593 + cse397*cse463 + cse44*(a_9*(cse320*cse594 + cse322*cse593 + cse463*cse479) + cse262*lam_5 - cse365*cse490 - cse378*cse496 - cse397*cse503 + cse448*lam_6 + lam_10*(cse142*cse310 + cse161*cse312 + cse195*cse200 + cse244*cse435 + cse254*cse439 + cse275*cse280 + cse318*cse320 + cse342*cse597 + cse345*(-cse197 + cse598)) + lam_16*(cse142*cse313 + 2*cse194**2 + cse255*cse435 + 2*cse274**2 + 2*cse317**2 + cse346*cse597) + lam_7*(-cse187 + cse599) + lam_8*(-cse178*cse226 + cse228*cse601 + cse246*cse443) + lam_9*(cse142*cse308 + cse178*cse312 + cse195*cse205 + cse237*cse435 + cse254*cse443 + cse275*cse285 + cse318*cse322 + cse339*cse597 + cse345*cse601)) - h*(cse365*cse475 + cse378*cse468 + cse397*cse459),  # [10, 10]
        cse44*(a_10*(cse365*cse603 + cse378*cse604 + cse397*cse602 + cse463*cse531 + cse532*cse593 + cse536*cse594) + a_11*(-cse507 + cse509) + a_9*(cse331*cse594 + cse334*cse593 + cse339*cse604 + cse342*cse603 + cse344*cse602 + cse463*cse537) - cse365*cse552 - cse378*cse560 - cse397*cse565 - cse492*cse536 - cse500*cse532 - cse504*cse531 + cse616) - cse527 - cse529 - h*(cse365*cse525 + cse378*cse522 + cse397*cse519),  # [10, 11]
        cse44*(cse620 + lam_16*(cse129*cse618 + cse143*cse617 - cse143*cse619)),  # [10, 12]
        cse44*(cse622 + lam_16*(-cse128*cse617 + cse128*cse619 - cse129*cse621)),  # [10, 13]
        cse44*(cse623 + lam_16*(cse572 + cse574 + cse577)),  # [10, 14]
        cse624,  # [10, 15]
        cse625,  # [10, 16]
        cse514,  # [10, 23]
        cse511,  # [10, 24]
        cse626,  # [10, 25]
        cse627,  # [10, 26]
        cse628,  # [10, 27]
        cse629,  # [10, 28]
        cse630,  # [10, 34]
        cse222,  # [11, 6]
        cse304,  # [11, 7]
        cse336,  # [11, 8]
        cse129*cse631 - cse129*cse632 + cse44*cse570 + cse516 - h*(cse133*cse633 + 0.6666643557356875*cse369 + 0.6666643557356875*cse374 + 0.6666643557356875*cse381 + 0.6666643557356875*cse386 + 5.254189828941647e-07*cse401 + 5.254189828941647e-07*cse403 + 5.254189828941647e-07*cse404 + 5.254189828941647e-07*cse413 + 0.7453580594528005*cse417 + 0.7453580594528005*cse419 + 0.7453580594528005*cse425 + 0.7453580594528005*cse431 + cse505*v_thetad_rod - cse508*v_thetad_rod + cse528*v_psid_rod + cse530*v_psid_rod),  # [11, 9]
        cse44*(a_9*(cse133*cse631 - cse133*cse632 + cse506) + cse480*cse517 - cse480*cse518 - 0.7453580594528005*cse481 - cse482*cse520 + cse482*cse521 - 0.7453580594528005*cse485 - cse486*cse516 - cse486*cse526 - cse487*cse637 - cse488*cse527 + cse489*cse633 - 5.254189828941647e-07*cse493 + cse494*cse523 - cse494*cse524 - 5.254189828941647e-07*cse495 - 0.6666643557356875*cse501 - 0.6666643557356875*cse502 + cse616) - cse634 - cse635 - h*(0.6666643557356875*cse451 + 0.6666643557356875*cse452 + 0.6666643557356875*cse454 + 0.6666643557356875*cse457 + 5.254189828941647e-07*cse460 + 5.254189828941647e-07*cse461 + 5.254189828941647e-07*cse462 + 5.254189828941647e-07*cse464 + 0.7453580594528005*cse469 + 0.7453580594528005*cse470 + 0.7453580594528005*cse471 + 0.7453580594528005*cse473 + cse505*v_phid_rod + cse507*v_psid_rod - cse508*v_phid_rod + cse510*v_phid_rod - cse636),  # [11, 10]
        cse44*(a_10*(-cse631 + cse632) + a_9*(-cse129*cse634 - cse129*cse635) - cse486*cse637 - cse487*cse526 + cse489*cse636 + cse527*cse548 - cse527*cse549 + cse529*cse548 - 0.7453580594528005*cse542 - 0.7453580594528005*cse545 - 0.7453580594528005*cse547 - 0.7453580594528005*cse551 - 5.254189828941647e-07*cse555 - 5.254189828941647e-07*cse557 - 5.254189828941647e-07*cse558 - 5.254189828941647e-07*cse559 - 0.6666643557356875*cse561 - 0.6666643557356875*cse562 - 0.6666643557356875*cse563 - 0.6666643557356875*cse564 + cse599*lam_7 + lam_10*(cse214*cse217 + cse244*cse639 + cse254*(cse438 + cse440) + cse292*cse297 + cse310*cse638 + cse312*(cse160 + cse166) + cse328*cse331 + cse342*cse596 + cse345*cse598) + lam_16*(2*cse213**2 + cse255*cse639 + 2*cse291**2 + cse313*cse638 + 2*cse327**2 + cse346*cse596) + lam_5*(cse261 + cse265) + lam_6*(cse447 + cse449) + lam_8*(-cse226*cse641 + cse228*cse600 + cse246*cse640) + lam_9*(cse214*cse220 + cse237*cse639 + cse254*cse640 + cse292*cse302 + cse308*cse638 + cse312*cse641 + cse328*cse334 + cse339*cse596 + cse345*cse600)) - h*(3.5027810772243853e-07*cse368 - 2.0679515313825692e-25*cse370 - 2.710505431213761e-20*cse380 + 0.4969036504975035*cse385 + 2.0679515313825692e-25*cse400 + 3.916252734896588e-07*cse402 + 3.5027810772243853e-07*cse412 + 3.916252734896588e-07*cse418 + 0.4969036504975035*cse424 + cse507*v_thetad_rod + cse528*v_phid_rod + cse530*v_phid_rod - cse633) + 0.003999999999999006,  # [11, 11]
        cse44*(cse642 + lam_16*(-cse128*cse571 - cse133*cse576 + cse133*cse579 - cse621)),  # [11, 12]
        cse44*(cse643 + lam_16*(cse133*cse581 - cse133*cse582 - cse143*cse571 - cse618)),  # [11, 13]
        cse44*(cse644 + lam_16*(0.10000060774494447*cse189 - 0.2000003894043174*cse192)),  # [11, 14]
        cse645,  # [11, 15]
        cse646,  # [11, 16]
        cse569,  # [11, 23]
        cse566,  # [11, 24]
        cse647,  # [11, 25]
        cse648,  # [11, 26]
        cse649,  # [11, 27]
        cse650,  # [11, 28]
        cse651,  # [11, 34]
        cse223,  # [12, 6]
        cse44*(cse151 + cse580),  # [12, 9]
        cse44*(cse196 + cse620),  # [12, 10]
        cse44*(cse215 + cse642),  # [12, 11]
        cse652,  # [12, 12]
        cse663,  # [12, 15]
        cse666,  # [12, 16]
        cse671,  # [12, 17]
        cse237,  # [12, 27]
        cse244,  # [12, 28]
        cse672,  # [12, 31]
        cse673,  # [12, 32]
        cse255,  # [12, 34]
        cse223,  # [13, 7]
        cse44*(cse267 + cse583),  # [13, 9]
        cse44*(cse276 + cse622),  # [13, 10]
        cse44*(cse293 + cse643),  # [13, 11]
        cse652,  # [13, 13]
        cse675,  # [13, 15]
        cse678,  # [13, 16]
        cse681,  # [13, 17]
        cse308,  # [13, 27]
        cse310,  # [13, 28]
        cse679,  # [13, 31]
        cse658,  # [13, 32]
        cse313,  # [13, 34]
        cse223,  # [14, 8]
        cse44*(cse319 + cse623),  # [14, 10]
        cse44*(cse329 + cse644),  # [14, 11]
        cse652,  # [14, 14]
        cse684,  # [14, 16]
        cse687,  # [14, 17]
        cse339,  # [14, 27]
        cse342,  # [14, 28]
        cse688,  # [14, 31]
        cse689,  # [14, 32]
        cse346,  # [14, 34]
        cse227,  # [15, 6]
        cse305,  # [15, 7]
        cse585,  # [15, 9]
        cse624,  # [15, 10]
        cse645,  # [15, 11]
        cse663,  # [15, 12]
        cse675,  # [15, 13]
        cse44*(cse728*lam_8 + cse730*lam_14 + cse733*lam_13 + cse734 + lam_16*(cse724*cse725 + cse725*cse726 + cse727)) + 0.0001*cse690 + cse719*cse721 + cse719*cse723 - h*(cse228*cse706 - cse685*cse718 + cse686*cse715),  # [15, 15]
        cse44*(a_15*(cse720*cse743 + cse722*cse743 - cse743) - a_17*cse705 + cse224*(cse693*cse704 + cse697*cse700 + cse735*v_thetad_slider) + cse228*cse748 - cse228*cse756 - cse228*cse757 + cse685*cse751 - cse686*cse753 + cse758) - h*(cse228*cse736 - cse685*cse742 + cse686*cse739),  # [15, 16]
        cse44*(-cse228*cse764 - cse685*cse755 + cse685*cse762 - cse686*cse747 - cse686*cse763 + cse767) + cse714 - h*(-cse685*cse760 + cse686*cse759),  # [15, 17]
        cse768,  # [15, 26]
        cse769,  # [15, 29]
        cse658,  # [15, 30]
        cse770,  # [15, 31]
        cse771,  # [15, 32]
        cse772,  # [15, 33]
        cse773,  # [15, 34]
        cse231,  # [16, 6]
        cse307,  # [16, 7]
        cse337,  # [16, 8]
        cse587,  # [16, 9]
        cse625,  # [16, 10]
        cse646,  # [16, 11]
        cse666,  # [16, 12]
        cse678,  # [16, 13]
        cse684,  # [16, 14]
        cse44*cse758 - h*(cse653*cse715 + cse655*cse718),  # [16, 15]
        cse44*(-cse653*cse753 - cse655*cse751 - cse660*lam_15 + cse667*lam_11 + cse669*lam_12 + lam_13*(cse660*q_r_slider_y + cse667*cse729 + cse775) + lam_14*(cse657*q_r_slider_y + cse669*cse729 + cse776) + lam_16*(-cse228*cse346 + cse724*cse774 + cse725 + cse726*cse774 + cse727) + lam_8*(-cse228*cse339 + cse728)) + cse721 + cse723 - h*(cse653*cse739 + cse655*cse742),  # [16, 16]
        cse44*(-cse653*cse763 - cse655*cse762 - cse748 + cse756 + cse781) - h*(cse653*cse759 + cse655*cse760),  # [16, 17]
        cse782,  # [16, 26]
        cse665,  # [16, 29]
        cse664,  # [16, 30]
        cse780,  # [16, 31]
        cse783,  # [16, 32]
        cse784,  # [16, 33]
        cse785,  # [16, 34]
        cse671,  # [17, 12]
        cse681,  # [17, 13]
        cse687,  # [17, 14]
        cse44*cse767 - cse706*h + cse714,  # [17, 15]
        cse44*(-a_15*cse705 - cse757 + cse781) - cse736*h,  # [17, 16]
        cse44*(cse734 - cse764 + lam_13*(cse733 + cse775) + lam_14*(cse730 + cse776)) + 0.0001,  # [17, 17]
        cse673,  # [17, 29]
        cse668,  # [17, 30]
        cse786,  # [17, 31]
        cse787,  # [17, 32]
        cse788,  # [17, 33]
        1,  # [18, 0]
        1,  # [19, 1]
        1,  # [20, 2]
        cse84,  # [21, 3]
        cse117,  # [21, 4]
        cse118,  # [22, 4]
        1,  # [23, 0]
        cse55,  # [23, 3]
        cse86,  # [23, 4]
        cse102,  # [23, 5]
        -1,  # [23, 6]
        cse450,  # [23, 9]
        cse514,  # [23, 10]
        cse569,  # [23, 11]
        1,  # [24, 1]
        cse107,  # [24, 3]
        cse119,  # [24, 4]
        cse122,  # [24, 5]
        -1,  # [24, 7]
        cse437,  # [24, 9]
        cse511,  # [24, 10]
        cse566,  # [24, 11]
        1,  # [25, 2]
        cse120,  # [25, 4]
        cse123,  # [25, 5]
        -1,  # [25, 8]
        cse626,  # [25, 10]
        cse647,  # [25, 11]
        cse589,  # [26, 9]
        cse627,  # [26, 10]
        cse648,  # [26, 11]
        cse768,  # [26, 15]
        cse782,  # [26, 16]
        cse238,  # [27, 6]
        cse309,  # [27, 7]
        cse340,  # [27, 8]
        cse590,  # [27, 9]
        cse628,  # [27, 10]
        cse649,  # [27, 11]
        cse237,  # [27, 12]
        cse308,  # [27, 13]
        cse339,  # [27, 14]
        cse245,  # [28, 6]
        cse311,  # [28, 7]
        cse343,  # [28, 8]
        cse591,  # [28, 9]
        cse629,  # [28, 10]
        cse650,  # [28, 11]
        cse244,  # [28, 12]
        cse310,  # [28, 13]
        cse342,  # [28, 14]
        cse769,  # [29, 15]
        cse665,  # [29, 16]
        cse673,  # [29, 17]
        cse658,  # [30, 15]
        cse664,  # [30, 16]
        cse668,  # [30, 17]
        cse672,  # [31, 12]
        cse679,  # [31, 13]
        cse688,  # [31, 14]
        cse770,  # [31, 15]
        cse780,  # [31, 16]
        cse786,  # [31, 17]
        cse673,  # [32, 12]
        cse658,  # [32, 13]
        cse689,  # [32, 14]
        cse771,  # [32, 15]
        cse783,  # [32, 16]
        cse787,  # [32, 17]
        cse772,  # [33, 15]
        cse784,  # [33, 16]
        cse788,  # [33, 17]
        cse256,  # [34, 6]
        cse314,  # [34, 7]
        cse347,  # [34, 8]
        cse592,  # [34, 9]
        cse630,  # [34, 10]
        cse651,  # [34, 11]
        cse255,  # [34, 12]
        cse313,  # [34, 13]
        cse346,  # [34, 14]
        cse773,  # [34, 15]
        cse785,  # [34, 16]
        cse108,  # [35, 3]
        cse121,  # [35, 4]
        cse124,  # [35, 5]
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
    """Per reaction site (rows): the joint point c on body i and the joint frame E (axes as
    columns, written by rows), global frame.

    Args:
        q: position coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (6, 12), 56 nonzero.
    """
    # 159 operations after common subexpression elimination
    (
        _, _, _, _,
        _, _, q_r_rod_x, q_r_rod_y,
        q_r_rod_z, q_phi_rod, q_theta_rod, q_psi_rod,
        q_r_slider_x, q_r_slider_y, q_r_slider_z, q_phi_slider,
        q_theta_slider, q_psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.sin(q_phi_rod)
    cse1 = math.sin(q_psi_rod)
    cse2 = cse0*cse1
    cse3 = math.cos(q_theta_rod)
    cse4 = 0.050000303872472236*cse3
    cse5 = cse2*cse4
    cse6 = math.cos(q_psi_rod)
    cse7 = cse3*cse6
    cse8 = 0.1000001947021587*cse7
    cse9 = cse0*cse8
    cse10 = math.sin(q_theta_rod)
    cse11 = 0.09999965336035312*cse10
    cse12 = cse0*cse11
    cse13 = math.cos(q_phi_rod)
    cse14 = cse1*cse13
    cse15 = 0.1000001947021587*cse14
    cse16 = 0.050000303872472236*cse6
    cse17 = cse13*cse16
    cse18 = cse14*cse4
    cse19 = cse13*cse8
    cse20 = 0.1000001947021587*cse2
    cse21 = cse0*cse16
    cse22 = cse11*cse13
    cse23 = cse1*cse10
    cse24 = 0.050000303872472236*cse23
    cse25 = cse10*cse6
    cse26 = 0.1000001947021587*cse25
    cse27 = 0.09999965336035312*cse3
    cse28 = 0.33333535914981494*cse3
    cse29 = 0.666667964681058*cse7
    cse30 = 0.33333535914981494*cse6
    cse31 = 0.6666643557356875*cse10
    cse32 = cse0*cse29 + cse0*cse31 - cse13*cse30 + 0.666667964681058*cse14 + cse2*cse28
    cse33 = 0.8944266622941008*cse3
    cse34 = 0.4472146529097166*cse7
    cse35 = 0.8944266622941008*cse6
    cse36 = 5.254189828941647e-07*cse10
    cse37 = cse0*cse34 + cse0*cse36 + cse13*cse35 + 0.4472146529097166*cse14 - cse2*cse33
    cse38 = 0.2981417181776114*cse3
    cse39 = 0.5962825497118436*cse7
    cse40 = 0.7453580594528005*cse10
    cse41 = 0.2981417181776114*cse6
    cse42 = -cse0*cse39 + cse0*cse40 + cse13*cse41 - 0.5962825497118436*cse14 - cse2*cse38
    cse43 = -cse0*cse30 - cse13*cse29 - cse13*cse31 - cse14*cse28 + 0.666667964681058*cse2
    cse44 = cse0*cse35 - cse13*cse34 - cse13*cse36 + cse14*cse33 + 0.4472146529097166*cse2
    cse45 = cse0*cse41 + cse13*cse39 - cse13*cse40 + cse14*cse38 - 0.5962825497118436*cse2
    cse46 = -0.33333535914981494*cse23 - 0.666667964681058*cse25 + 0.6666643557356875*cse3
    cse47 = 0.8944266622941008*cse23 - 0.4472146529097166*cse25 + 5.254189828941647e-07*cse3
    cse48 = 0.2981417181776114*cse23 + 0.5962825497118436*cse25 + 0.7453580594528005*cse3
    cse49 = cse12 + cse15 - cse17 + cse5 + cse9 + q_r_rod_x
    cse50 = -cse18 - cse19 + cse20 - cse21 - cse22 + q_r_rod_y
    cse51 = -cse24 - cse26 + cse27 + q_r_rod_z
    cse52 = math.cos(q_theta_slider)
    cse53 = math.sin(q_phi_slider)
    cse54 = math.cos(q_psi_slider)
    cse55 = cse53*cse54
    cse56 = math.cos(q_phi_slider)
    cse57 = math.sin(q_psi_slider)
    cse58 = cse56*cse57
    cse59 = cse53*cse57
    cse60 = cse54*cse56
    cse61 = math.sin(q_theta_slider)
    out = np.zeros((6, 12))
    out[_reaction_frames_INDEX] = (
        0.1,  # [0, 1]
        0.12,  # [0, 2]
        1,  # [0, 3]
        1,  # [0, 7]
        1,  # [0, 11]
        -cse12 - cse15 + cse17 - cse5 - cse9 + q_r_rod_x,  # [1, 0]
        cse18 + cse19 - cse20 + cse21 + cse22 + q_r_rod_y,  # [1, 1]
        cse24 + cse26 - cse27 + q_r_rod_z,  # [1, 2]
        cse32,  # [1, 3]
        cse37,  # [1, 4]
        cse42,  # [1, 5]
        cse43,  # [1, 6]
        cse44,  # [1, 7]
        cse45,  # [1, 8]
        cse46,  # [1, 9]
        cse47,  # [1, 10]
        cse48,  # [1, 11]
        cse49,  # [2, 0]
        cse50,  # [2, 1]
        cse51,  # [2, 2]
        cse32,  # [2, 3]
        cse37,  # [2, 4]
        cse42,  # [2, 5]
        cse43,  # [2, 6]
        cse44,  # [2, 7]
        cse45,  # [2, 8]
        cse46,  # [2, 9]
        cse47,  # [2, 10]
        cse48,  # [2, 11]
        q_r_slider_x,  # [3, 0]
        q_r_slider_y,  # [3, 1]
        q_r_slider_z,  # [3, 2]
        cse52*cse55 + cse58,  # [3, 3]
        -cse52*cse59 + cse60,  # [3, 4]
        cse53*cse61,  # [3, 5]
        -cse52*cse60 + cse59,  # [3, 6]
        cse52*cse58 + cse55,  # [3, 7]
        -cse56*cse61,  # [3, 8]
        -cse54*cse61,  # [3, 9]
        cse57*cse61,  # [3, 10]
        cse52,  # [3, 11]
        cse49,  # [4, 0]
        cse50,  # [4, 1]
        cse51,  # [4, 2]
        cse32,  # [4, 3]
        cse37,  # [4, 4]
        cse42,  # [4, 5]
        cse43,  # [4, 6]
        cse44,  # [4, 7]
        cse45,  # [4, 8]
        cse46,  # [4, 9]
        cse47,  # [4, 10]
        cse48,  # [4, 11]
        1,  # [5, 3]
        1,  # [5, 7]
        1,  # [5, 11]
    )
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
    rp); see symbolic.formulations.chart_offset.

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

