# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: slider_crank
# formulation: re
# scheme: any
# input hash: 62139eb2bc107b06
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
INPUT_HASH = '62139eb2bc107b06'
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
 'energy',
 'momentum',
 'body_frames',
 'body_velocities',
 'initial_frames',
 'initial_velocities']
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
             'energy',
             'momentum',
             'body_frames',
             'body_velocities',
             'initial_frames',
             'initial_velocities'],
 'notices': ["body 'rod': orientation orthonormalized (max |A^T A - I| was 1.24e-06, entries "
             'moved by up to 5.55e-07)'],
 'input_hash': '62139eb2bc107b06'}
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
     5,
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
    np.array([0, 1, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 8, 9, 9, 9, 10, 10, 11, 11, 12, 13, 14, 15, 15, 16, 17, 17]),
    np.array([0, 1, 2, 3, 4, 5, 3, 4, 3, 5, 6, 7, 8, 9, 10, 11, 9, 10, 9, 11, 12, 13, 14, 15, 17, 16, 15, 17]),
)
_Q_INDEX = np.array([2, 3, 4, 5, 8, 9, 10, 11, 14, 15, 16, 17])
_Q_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 5, 9, 9, 10, 10, 11, 11, 15, 15, 16, 16, 17, 17]),
    np.array([4, 5, 4, 5, 4, 5, 10, 11, 10, 11, 10, 11, 16, 17, 16, 17, 16, 17]),
)
_Q_v_INDEX = (
    np.array([3, 3, 3, 4, 4, 4, 5, 5, 9, 9, 9, 10, 10, 10, 11, 11, 15, 15, 15, 16, 16, 16, 17, 17]),
    np.array([3, 4, 5, 3, 4, 5, 3, 4, 9, 10, 11, 9, 10, 11, 9, 10, 15, 16, 17, 15, 16, 17, 15, 16]),
)
_Ma_q_INDEX = (
    np.array([3, 3, 4, 4, 5, 9, 9, 10, 10, 11, 15, 17]),
    np.array([4, 5, 4, 5, 4, 10, 11, 10, 11, 10, 16, 16]),
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
     21,
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
     5,
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
_initial_frames_INDEX = (
    np.array([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2]),
    np.array([1, 2, 3, 8, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 5, 7, 9]),
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
        r_crank_x, r_crank_y, r_crank_z, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13, dv_14, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    return np.array([
        dv_0 + r_crank_x,  # [0]
        dv_1 + r_crank_y,  # [1]
        dv_2 + r_crank_z,  # [2]
        dv_3 + phi_crank,  # [3]
        dv_4 + theta_crank,  # [4]
        dv_5 + psi_crank,  # [5]
        dv_6 + r_rod_x,  # [6]
        dv_7 + r_rod_y,  # [7]
        dv_8 + r_rod_z,  # [8]
        dv_9 + phi_rod,  # [9]
        dv_10 + theta_rod,  # [10]
        dv_11 + psi_rod,  # [11]
        dv_12 + r_slider_x,  # [12]
        dv_13 + r_slider_y,  # [13]
        dv_14 + r_slider_z,  # [14]
        dv_15 + phi_slider,  # [15]
        dv_16 + theta_slider,  # [16]
        dv_17 + psi_slider,  # [17]
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
    # 136 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(theta_crank)
    cse1 = math.cos(phi_crank)
    cse2 = math.sin(psi_crank)
    cse3 = cse1*cse2
    cse4 = math.sin(phi_crank)
    cse5 = math.cos(psi_crank)
    cse6 = cse4*cse5
    cse7 = math.sin(theta_crank)
    cse8 = math.cos(theta_rod)
    cse9 = math.sin(phi_rod)
    cse10 = math.sin(psi_rod)
    cse11 = cse10*cse9
    cse12 = math.cos(phi_rod)
    cse13 = math.cos(psi_rod)
    cse14 = cse12*cse13
    cse15 = -0.15*cse11*cse8 + 0.15*cse14
    cse16 = -r_rod_x
    cse17 = cse10*cse12
    cse18 = cse13*cse9
    cse19 = 0.15*cse17*cse8 + 0.15*cse18
    cse20 = -r_rod_y
    cse21 = cse0*cse1*cse5 - cse2*cse4
    cse22 = -r_rod_z
    cse23 = cse5*cse7
    cse24 = math.sin(theta_rod)
    cse25 = 0.15*cse10*cse24
    cse26 = math.cos(theta_slider)
    cse27 = cse13*cse24
    cse28 = -cse11 + cse14*cse8
    cse29 = math.sin(theta_slider)
    cse30 = math.cos(phi_slider)
    cse31 = cse29*cse30
    cse32 = -cse17 - cse18*cse8
    cse33 = math.sin(phi_slider)
    cse34 = cse29*cse33
    cse35 = cse22 - cse25 + r_slider_z
    cse36 = -cse19 + cse20 + r_slider_y
    cse37 = -cse15 + cse16 + r_slider_x
    cse38 = math.sin(psi_slider)
    cse39 = cse33*cse38
    cse40 = math.cos(psi_slider)
    cse41 = cse30*cse40
    cse42 = -cse26*cse39 + cse41
    cse43 = cse33*cse40
    cse44 = cse30*cse38
    cse45 = -cse26*cse43 - cse44
    cse46 = cse29*r_slider_z
    cse47 = cse26*cse44 + cse43
    cse48 = 0.2 - r_slider_x
    cse49 = 2*math.pi*t
    return np.array([
        r_crank_x,  # [0]
        r_crank_y - 0.1,  # [1]
        r_crank_z - 0.12,  # [2]
        cse0*cse3 + cse6,  # [3]
        cse2*cse7,  # [4]
        -0.08*cse0*cse6 + cse15 + cse16 - 0.08*cse3 + r_crank_x,  # [5]
        cse19 + cse20 + 0.08*cse21 + r_crank_y,  # [6]
        cse22 + 0.08*cse23 + cse25 + r_crank_z,  # [7]
        cse26*cse27 - cse28*cse31 + cse32*cse34,  # [8]
        cse27*cse35 + cse28*cse36 + cse32*cse37,  # [9]
        -cse12*cse24*cse36 + cse24*cse37*cse9 + cse35*cse8,  # [10]
        -cse42,  # [11]
        cse45,  # [12]
        cse38*cse46 - cse42*cse48 + cse47*r_slider_y,  # [13]
        -cse40*cse46 + cse45*cse48 - r_slider_y*(cse26*cse41 - cse39),  # [14]
        -cse47,  # [15]
        (cse26 + cse35)**2 + (-cse31 + cse36)**2 + (cse34 + cse37)**2 - 1,  # [16]
        -cse21*math.cos(cse49) + cse23*math.sin(cse49),  # [17]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 88 nonzero.
    """
    # 318 operations after common subexpression elimination
    (
        _, _, _, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(theta_crank)
    cse1 = math.sin(phi_crank)
    cse2 = math.sin(psi_crank)
    cse3 = cse1*cse2
    cse4 = cse0*cse3
    cse5 = math.cos(phi_crank)
    cse6 = math.cos(psi_crank)
    cse7 = cse5*cse6
    cse8 = math.sin(theta_crank)
    cse9 = cse2*cse5
    cse10 = cse0*cse7
    cse11 = cse1*cse6
    cse12 = 0.08*cse11
    cse13 = 0.08*cse7
    cse14 = math.sin(phi_rod)
    cse15 = math.cos(psi_rod)
    cse16 = cse14*cse15
    cse17 = 0.15*cse16
    cse18 = math.cos(theta_rod)
    cse19 = math.cos(phi_rod)
    cse20 = math.sin(psi_rod)
    cse21 = cse19*cse20
    cse22 = cse18*cse21
    cse23 = 0.15*cse22
    cse24 = math.sin(theta_rod)
    cse25 = cse14*cse24
    cse26 = 0.15*cse20
    cse27 = cse25*cse26
    cse28 = 0.15*cse21
    cse29 = cse16*cse18
    cse30 = 0.15*cse29
    cse31 = cse0*cse11
    cse32 = cse0*cse9
    cse33 = cse15*cse19
    cse34 = 0.15*cse33
    cse35 = cse14*cse20
    cse36 = cse18*cse35
    cse37 = 0.15*cse36
    cse38 = cse24*cse28
    cse39 = 0.15*cse35
    cse40 = cse18*cse33
    cse41 = 0.15*cse40
    cse42 = cse0*cse6
    cse43 = cse2*cse8
    cse44 = cse15*cse24
    cse45 = 0.15*cse44
    cse46 = -cse21 - cse29
    cse47 = math.sin(theta_slider)
    cse48 = math.cos(phi_slider)
    cse49 = cse47*cse48
    cse50 = cse46*cse49
    cse51 = cse35 - cse40
    cse52 = math.sin(phi_slider)
    cse53 = cse47*cse52
    cse54 = math.cos(theta_slider)
    cse55 = cse15*cse18
    cse56 = cse15*cse25
    cse57 = cse20*cse24
    cse58 = -cse16 - cse22
    cse59 = -cse33 + cse36
    cse60 = -cse35 + cse40
    cse61 = cse48*cse54
    cse62 = cse52*cse54
    cse63 = -cse34 + cse37
    cse64 = -0.15*cse16 - 0.15*cse22 - r_rod_y + r_slider_y
    cse65 = cse17 + cse23
    cse66 = -0.15*cse33 + 0.15*cse36 - r_rod_x + r_slider_x
    cse67 = cse18*cse20
    cse68 = -0.15*cse57 - r_rod_z + r_slider_z
    cse69 = cse19*cse64
    cse70 = 0.15*cse24**2
    cse71 = cse24*cse68
    cse72 = cse39 - cse41
    cse73 = cse28 + cse30
    cse74 = cse19*cse24
    cse75 = cse20*cse70
    cse76 = math.cos(psi_slider)
    cse77 = cse52*cse76
    cse78 = math.sin(psi_slider)
    cse79 = cse48*cse78
    cse80 = cse54*cse79
    cse81 = -cse77 - cse80
    cse82 = cse47*cse78
    cse83 = cse52*cse82
    cse84 = -cse54*cse77 - cse79
    cse85 = -cse84
    cse86 = cse48*cse76
    cse87 = cse54*cse86
    cse88 = cse52*cse78
    cse89 = -cse87 + cse88
    cse90 = cse47*cse76
    cse91 = cse52*cse90
    cse92 = cse54*cse88
    cse93 = -cse86 + cse92
    cse94 = cse86 - cse92
    cse95 = 0.2 - r_slider_x
    cse96 = cse54*r_slider_z
    cse97 = cse48*cse82
    cse98 = cse87 - cse88
    cse99 = cse53 + cse66
    cse100 = 2*cse99
    cse101 = -cse49 + cse64
    cse102 = 2*cse101
    cse103 = cse54 + cse68
    cse104 = 2*cse103
    cse105 = 0.3*cse103
    cse106 = 2*math.pi*t
    cse107 = math.cos(cse106)
    cse108 = math.sin(cse106)
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        -cse4 + cse7,  # [3, 3]
        -cse8*cse9,  # [3, 4]
        cse10 - cse3,  # [3, 5]
        cse0*cse2,  # [4, 4]
        cse6*cse8,  # [4, 5]
        1,  # [5, 0]
        -0.08*cse10 + 0.08*cse3,  # [5, 3]
        cse12*cse8,  # [5, 4]
        -cse13 + 0.08*cse4,  # [5, 5]
        -1,  # [5, 6]
        -cse17 - cse23,  # [5, 9]
        cse27,  # [5, 10]
        -cse28 - cse30,  # [5, 11]
        1,  # [6, 1]
        -0.08*cse31 - 0.08*cse9,  # [6, 3]
        -cse13*cse8,  # [6, 4]
        -cse12 - 0.08*cse32,  # [6, 5]
        -1,  # [6, 7]
        cse34 - cse37,  # [6, 9]
        -cse38,  # [6, 10]
        -cse39 + cse41,  # [6, 11]
        1,  # [7, 2]
        0.08*cse42,  # [7, 4]
        -0.08*cse43,  # [7, 5]
        -1,  # [7, 8]
        cse18*cse26,  # [7, 10]
        cse45,  # [7, 11]
        -cse50 + cse51*cse53,  # [8, 9]
        cse19*cse44*cse49 + cse53*cse56 + cse54*cse55,  # [8, 10]
        -cse49*cse58 + cse53*cse59 - cse54*cse57,  # [8, 11]
        cse50 + cse53*cse60,  # [8, 15]
        -cse44*cse47 + cse46*cse62 - cse60*cse61,  # [8, 16]
        -cse46,  # [9, 6]
        -cse60,  # [9, 7]
        -cse44,  # [9, 8]
        cse46*cse64 + cse46*cse65 + cse51*cse66 + cse60*cse63,  # [9, 9]
        -cse27*cse46 + cse38*cse60 - cse44*cse69 - cse45*cse67 + cse55*cse68 + cse56*cse66,  # [9, 10]
        -cse15**2*cse70 - cse20*cse71 + cse46*cse73 + cse58*cse64 + cse59*cse66 + cse60*cse72,  # [9, 11]
        cse46,  # [9, 12]
        cse60,  # [9, 13]
        cse44,  # [9, 14]
        -cse25,  # [10, 6]
        cse74,  # [10, 7]
        -cse18,  # [10, 8]
        cse25*cse64 + cse25*cse65 - cse63*cse74 + cse66*cse74,  # [10, 9]
        -cse14**2*cse75 + cse14*cse18*cse66 - cse18**2*cse26 - cse18*cse69 - cse19**2*cse75 - cse71,  # [10, 10]
        -cse18*cse45 + cse25*cse73 - cse72*cse74,  # [10, 11]
        cse25,  # [10, 12]
        -cse74,  # [10, 13]
        cse18,  # [10, 14]
        -cse81,  # [11, 15]
        -cse83,  # [11, 16]
        cse85,  # [11, 17]
        cse89,  # [12, 15]
        cse91,  # [12, 16]
        cse93,  # [12, 17]
        cse94,  # [13, 12]
        cse77 + cse80,  # [13, 13]
        cse82,  # [13, 14]
        -cse81*cse95 + cse94*r_slider_y,  # [13, 15]
        cse78*cse96 - cse83*cse95 - cse97*r_slider_y,  # [13, 16]
        -cse84*cse95 + cse90*r_slider_z + cse98*r_slider_y,  # [13, 17]
        cse85,  # [14, 12]
        cse89,  # [14, 13]
        -cse90,  # [14, 14]
        -cse84*r_slider_y + cse89*cse95,  # [14, 15]
        cse48*cse90*r_slider_y - cse76*cse96 + cse91*cse95,  # [14, 16]
        -cse81*r_slider_y + cse82*r_slider_z + cse93*cse95,  # [14, 17]
        -cse94,  # [15, 15]
        cse97,  # [15, 16]
        -cse98,  # [15, 17]
        -cse100,  # [16, 6]
        -cse102,  # [16, 7]
        -cse104,  # [16, 8]
        cse100*cse65 + cse102*cse63,  # [16, 9]
        0.3*cse101*cse21*cse24 - cse105*cse67 - 0.3*cse20*cse25*cse99,  # [16, 10]
        cse100*cse73 + cse102*cse72 - cse105*cse44,  # [16, 11]
        cse100,  # [16, 12]
        cse102,  # [16, 13]
        cse104,  # [16, 14]
        cse100*cse49 + cse102*cse53,  # [16, 15]
        cse100*cse62 - cse102*cse61 - cse104*cse47,  # [16, 16]
        -cse107*(-cse31 - cse9),  # [17, 3]
        cse107*cse7*cse8 + cse108*cse42,  # [17, 4]
        -cse107*(-cse11 - cse32) - cse108*cse43,  # [17, 5]
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
        _, _, _, phi_crank,
        theta_crank, psi_crank, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = 2*math.pi
    cse1 = cse0*t
    cse2 = math.cos(psi_crank)
    out = np.zeros(18)
    out[_nu_INDEX] = (
        -cse0*cse2*math.sin(theta_crank)*math.cos(cse1) - cse0*(cse2*math.cos(phi_crank)*math.cos(theta_crank) - math.sin(phi_crank)*math.sin(psi_crank))*math.sin(cse1),  # [17]
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
    # 1253 operations after common subexpression elimination
    (
        _, _, _, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_crank,
        thetad_crank, psid_crank, rd_rod_x, rd_rod_y,
        rd_rod_z, phid_rod, thetad_rod, psid_rod,
        rd_slider_x, rd_slider_y, rd_slider_z, phid_slider,
        thetad_slider, psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = math.cos(phi_crank)
    cse1 = math.sin(psi_crank)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_crank)
    cse4 = math.sin(phi_crank)
    cse5 = math.cos(psi_crank)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = -cse2 - cse7
    cse9 = cse8*phid_crank
    cse10 = math.sin(theta_crank)
    cse11 = cse0*cse5
    cse12 = cse10*cse11
    cse13 = cse2*cse3
    cse14 = -cse13 - cse6
    cse15 = cse1*cse4
    cse16 = cse10*cse15
    cse17 = cse3*cse5
    cse18 = cse1*cse10
    cse19 = math.cos(theta_rod)
    cse20 = math.sin(phi_rod)
    cse21 = math.sin(psi_rod)
    cse22 = cse20*cse21
    cse23 = cse19*cse22
    cse24 = 0.15*cse23
    cse25 = math.cos(phi_rod)
    cse26 = math.cos(psi_rod)
    cse27 = cse25*cse26
    cse28 = 0.15*cse27
    cse29 = cse24 - cse28
    cse30 = cse19*cse27
    cse31 = 0.15*cse30
    cse32 = 0.15*cse22
    cse33 = -cse31 + cse32
    cse34 = cse20*cse26
    cse35 = 0.15*cse34
    cse36 = math.sin(theta_rod)
    cse37 = cse36*thetad_rod
    cse38 = cse36*psid_rod
    cse39 = cse21*cse25
    cse40 = 0.15*cse39
    cse41 = cse36*cse40
    cse42 = cse33*psid_rod
    cse43 = cse29*phid_rod
    cse44 = 0.08*cse2
    cse45 = cse44 + 0.08*cse7
    cse46 = 0.08*cse6
    cse47 = 0.08*cse13 + cse46
    cse48 = 0.08*cse15
    cse49 = cse10*cse48
    cse50 = 0.08*cse11
    cse51 = cse10*phid_crank
    cse52 = 0.08*thetad_crank
    cse53 = cse10*thetad_crank
    cse54 = cse19*cse34
    cse55 = 0.15*cse54
    cse56 = -cse40 - cse55
    cse57 = cse19*cse39
    cse58 = 0.15*cse57
    cse59 = -cse35 - cse58
    cse60 = cse32*cse36
    cse61 = cse15*cse3
    cse62 = -cse50 + 0.08*cse61
    cse63 = cse11*cse3
    cse64 = cse48 - 0.08*cse63
    cse65 = cse21*cse36
    cse66 = 0.15*cse65
    cse67 = cse19*cse26
    cse68 = cse67*thetad_rod
    cse69 = cse1*cse3
    cse70 = cse10*cse5
    cse71 = 0.08*psid_crank
    cse72 = cse22 - cse30
    cse73 = math.sin(theta_slider)
    cse74 = math.cos(phi_slider)
    cse75 = cse73*cse74
    cse76 = cse72*cse75
    cse77 = -cse39 - cse54
    cse78 = math.sin(phi_slider)
    cse79 = cse73*cse78
    cse80 = cse77*cse79
    cse81 = cse76 + cse80
    cse82 = cse34*cse36
    cse83 = cse75*cse82
    cse84 = cse27*cse36
    cse85 = cse79*cse84
    cse86 = cse83 - cse85
    cse87 = cse23 - cse27
    cse88 = cse75*cse87
    cse89 = -cse34 - cse57
    cse90 = cse79*cse89 + cse88
    cse91 = -cse22 + cse30
    cse92 = cse75*cse91 - cse80
    cse93 = math.cos(theta_slider)
    cse94 = cse74*cse93
    cse95 = cse77*cse94
    cse96 = cse78*cse93
    cse97 = cse91*cse96 + cse95
    cse98 = -cse83 + cse85
    cse99 = cse26*cse36
    cse100 = -cse93*cse99
    cse101 = cse22*cse36
    cse102 = cse36*cse39
    cse103 = cse19*cse21
    cse104 = -cse101*cse79 - cse102*cse75 - cse103*cse93
    cse105 = -cse67*cse73 + cse82*cse96 + cse84*cse94
    cse106 = cse72*cse96 - cse95
    cse107 = cse65*cse73 + cse87*cse96 - cse89*cse94
    cse108 = cse34 + cse57
    cse109 = cse108*cse79 - cse88
    cse110 = cse39 + cse54
    cse111 = cse110*cse79 - cse76
    cse112 = cse77*phid_rod
    cse113 = cse84*thetad_rod
    cse114 = cse89*psid_rod
    cse115 = cse72*phid_rod
    cse116 = cse82*thetad_rod
    cse117 = cse87*psid_rod
    cse118 = cse36*rd_rod_z
    cse119 = cse40 + cse55
    cse120 = 0.15*cse23 - 0.15*cse27 - r_rod_x + r_slider_x
    cse121 = cse36*cse91
    cse122 = -cse66 - r_rod_z + r_slider_z
    cse123 = cse122*cse19
    cse124 = cse26**2
    cse125 = cse19*cse36
    cse126 = -0.15*cse108 - r_rod_y + r_slider_y
    cse127 = cse21**2
    cse128 = -cse101*cse120 + cse102*cse126 + cse119*cse82 + cse121*cse28 - cse123*cse21 - 0.3*cse124*cse125 + 0.15*cse125*cse127 - cse33*cse84 - cse35*cse36*cse77 + cse41*cse89 - cse60*cse87
    cse129 = cse35 + cse58
    cse130 = cse31 - cse32
    cse131 = cse108*cse120 + cse119*cse72 + cse119*cse91 + cse126*cse87 + cse129*cse87 + cse130*cse77 + cse29*cse89 + cse33*cse77
    cse132 = 2*cse119
    cse133 = 2*cse33
    cse134 = -cse122*cse99
    cse135 = cse36**2
    cse136 = -cse24 + cse28
    cse137 = cse110*cse120 + cse126*cse72 + cse129*cse91 + cse136*cse77
    cse138 = cse36*rd_slider_z
    cse139 = 2*cse29
    cse140 = 2*cse129
    cse141 = cse120*cse84 - cse121*cse32 + cse126*cse82 + cse129*cse82 - cse29*cse84 - cse60*cse72
    cse142 = cse65*psid_rod
    cse143 = cse20**2
    cse144 = 0.3*cse26
    cse145 = cse144*cse21
    cse146 = cse135*cse145
    cse147 = cse19**2
    cse148 = cse25**2
    cse149 = 0.15*cse26
    cse150 = cse135*cse149
    cse151 = cse20*cse36
    cse152 = cse151*phid_rod
    cse153 = cse19*cse25
    cse154 = cse153*thetad_rod
    cse155 = cse25*cse36
    cse156 = cse155*phid_rod
    cse157 = cse19*cse20
    cse158 = cse157*thetad_rod
    cse159 = cse130*cse151 + cse151*cse33
    cse160 = cse119*cse157 - cse143*cse150 - cse147*cse149 - cse148*cse150 + cse150 - cse153*cse33
    cse161 = cse136*cse151
    cse162 = cse129*cse155
    cse163 = cse120*cse153 + cse126*cse157 + cse129*cse157 - cse153*cse29
    cse164 = 0.44999999999999996*cse19*cse65
    cse165 = -cse120*cse151 + cse126*cse155
    cse166 = math.cos(psi_slider)
    cse167 = cse166*cse74
    cse168 = cse167*cse93
    cse169 = math.sin(psi_slider)
    cse170 = cse169*cse78
    cse171 = -cse168 + cse170
    cse172 = cse166*cse78
    cse173 = cse73*thetad_slider
    cse174 = cse170*cse93
    cse175 = -cse167 + cse174
    cse176 = -cse171*phid_slider - cse172*cse173 - cse175*psid_slider
    cse177 = cse169*cse74
    cse178 = cse73*phid_slider
    cse179 = cse73*psid_slider
    cse180 = -cse173*cse177
    cse181 = cse177*cse93
    cse182 = cse172 + cse181
    cse183 = cse170*cse173
    cse184 = -cse183
    cse185 = cse172*cse93
    cse186 = cse177 + cse185
    cse187 = cse167*cse173
    cse188 = cse182*psid_slider + cse186*phid_slider + cse187
    cse189 = -cse177 - cse185
    cse190 = cse168 - cse170
    cse191 = cse73*rd_slider_z
    cse192 = 0.2 - r_slider_x
    cse193 = -cse171*cse192 + cse189*r_slider_y
    cse194 = cse169*r_slider_z
    cse195 = -cse194*cse73
    cse196 = -cse172 - cse181
    cse197 = -cse175*cse192 + cse196*r_slider_y
    cse198 = cse192*cse73
    cse199 = cse73*r_slider_y
    cse200 = cse166*r_slider_z
    cse201 = -cse167*cse199 - cse172*cse198 + cse200*cse93
    cse202 = cse73*rd_slider_y
    cse203 = cse73*rd_slider_x
    cse204 = cse93*rd_slider_z
    cse205 = cse170*cse199 - cse177*cse198
    cse206 = cse167 - cse174
    cse207 = cse93*thetad_slider
    cse208 = cse196*phid_slider
    cse209 = cse189*psid_slider
    cse210 = -cse175*r_slider_y + cse182*cse192
    cse211 = -cse170*cse198 - cse177*cse199 + cse194*cse93
    cse212 = cse200*cse73
    cse213 = -cse171*r_slider_y + cse186*cse192
    cse214 = cse167*cse198 - cse172*cse199
    cse215 = 2*rd_rod_x
    cse216 = -cse139*cse94 + cse140*cse96
    cse217 = cse120 + cse79
    cse218 = 2*cse217
    cse219 = cse126 - cse75
    cse220 = 2*cse219
    cse221 = cse218*cse94 + cse220*cse96
    cse222 = 2*rd_rod_z
    cse223 = 0.3*cse22
    cse224 = cse223*cse36
    cse225 = 0.3*cse39
    cse226 = cse225*cse36
    cse227 = 0.3*cse103
    cse228 = -cse224*cse96 - cse226*cse94 + cse227*cse73
    cse229 = 0.3*cse99
    cse230 = cse132*cse96 - cse133*cse94 + cse229*cse73
    cse231 = 2*rd_slider_x
    cse232 = 2*rd_slider_y
    cse233 = 2*rd_rod_y
    cse234 = 2*rd_slider_z
    cse235 = cse78**2
    cse236 = 2*cse93**2
    cse237 = cse74**2
    cse238 = cse122 + cse93
    cse239 = 2*cse73**2
    cse240 = -cse218*cse79 + cse220*cse75
    cse241 = cse139*cse79 + cse140*cse75
    cse242 = -cse224*cse75 + cse226*cse79
    cse243 = cse132*cse75 + cse133*cse79
    cse244 = 0.3*cse57
    cse245 = 0.3*cse34
    cse246 = 2*phid_slider
    cse247 = cse246*cse75
    cse248 = cse223*cse37
    cse249 = 2*thetad_slider
    cse250 = cse249*cse96
    cse251 = cse119*cse140 + cse130*cse218 + cse132*cse219 + cse133*cse29
    cse252 = 0.3*cse238
    cse253 = cse252*cse65
    cse254 = cse136*cse218 + cse140*cse219
    cse255 = 0.3*cse27
    cse256 = -cse119*cse224 - cse217*cse245*cse36 + cse219*cse255*cse36 + cse226*cse33 - cse252*cse67 + 0.045*cse65*cse67
    cse257 = cse246*cse79
    cse258 = cse225*cse37
    cse259 = 0.3*cse23
    cse260 = cse249*cse94
    cse261 = 0.045*cse127
    cse262 = cse135*cse261
    cse263 = -cse129*cse224 - cse217*cse226 - cse219*cse224 + cse226*cse29
    cse264 = cse227*thetad_rod
    cse265 = cse229*psid_rod
    cse266 = cse249*cse73
    cse267 = 2*math.pi
    cse268 = cse267*t
    cse269 = math.cos(cse268)
    cse270 = cse269*(-cse11 + cse61)
    cse271 = cse269*(cse15 - cse63)
    cse272 = math.sin(cse268)
    cse273 = cse272*cse70
    cse274 = -cse273
    cse275 = cse10*cse269
    cse276 = -cse2*cse275 - cse272*cse69
    cse277 = cse267*cse272
    cse278 = cse267*cse269
    cse279 = cse14*cse277 - cse18*cse278
    cse280 = cse275*cse6
    cse281 = -cse12*cse277 + cse17*cse278
    cse282 = 4*math.pi**2
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        -phid_crank*(cse14*phid_crank + cse16*thetad_crank + cse8*psid_crank) - psid_crank*(-cse12*thetad_crank + cse14*psid_crank + cse9) - thetad_crank*(-cse12*psid_crank - cse13*thetad_crank + cse16*phid_crank),  # [3]
        -psid_crank*(cse17*thetad_crank - cse18*psid_crank) - thetad_crank*(cse17*psid_crank - cse18*thetad_crank),  # [4]
        -phid_crank*(cse45*phid_crank + cse47*psid_crank + cse50*cse53) - phid_rod*(cse37*cse40 + cse42 + cse43) - psid_crank*(cse45*psid_crank + cse47*phid_crank - cse49*thetad_crank) - psid_rod*(cse29*psid_rod + cse33*phid_rod + cse35*cse37) - thetad_crank*(-cse49*psid_crank + cse50*cse51 + cse52*cse7) - thetad_rod*(cse24*thetad_rod + cse35*cse38 + cse41*phid_rod),  # [5]
        -phid_crank*(cse46*cse53 + cse62*psid_crank + cse64*phid_crank) - phid_rod*(cse32*cse37 + cse56*psid_rod + cse59*phid_rod) - psid_crank*(cse44*cse53 + cse62*phid_crank + cse64*psid_crank) - psid_rod*(-cse28*cse37 + cse56*phid_rod + cse59*psid_rod) - thetad_crank*(cse10*cse44*psid_crank + cse46*cse51 - cse52*cse63) - thetad_rod*(-cse28*cse38 - cse58*thetad_rod + cse60*phid_rod),  # [6]
        -psid_crank*(-cse52*cse69 - cse70*cse71) - psid_rod*(-cse66*psid_rod + 0.15*cse68) - thetad_crank*(-cse52*cse70 - cse69*cse71) - thetad_rod*(-cse66*thetad_rod + 0.15*cse67*psid_rod),  # [7]
        -phid_rod*(cse106*thetad_slider + cse109*psid_rod + cse111*phid_rod + cse81*phid_slider + cse98*thetad_rod) - phid_slider*(cse81*phid_rod + cse86*thetad_rod + cse90*psid_rod + cse92*phid_slider + cse97*thetad_slider) - psid_rod*(cse104*thetad_rod + cse107*thetad_slider + cse109*phid_rod + cse90*phid_slider + psid_rod*(cse100 + cse111)) - thetad_rod*(cse104*psid_rod + cse105*thetad_slider + cse86*phid_slider + cse98*phid_rod + thetad_rod*(cse100 + cse30*cse75 + cse54*cse79)) - thetad_slider*(cse105*thetad_rod + cse106*phid_rod + cse107*psid_rod + cse97*phid_slider + thetad_slider*(cse100 + cse92)),  # [8]
        -phid_rod*(cse131*psid_rod + cse141*thetad_rod - cse72*rd_rod_x + cse72*rd_slider_x - cse77*rd_rod_y + cse77*rd_slider_y + phid_rod*(cse137 + cse139*cse77 + cse140*cse72)) - psid_rod*(cse118*cse21 + cse128*thetad_rod + cse131*phid_rod - cse138*cse21 - cse87*rd_rod_x + cse87*rd_slider_x - cse89*rd_rod_y + cse89*rd_slider_y + psid_rod*(cse132*cse87 + cse133*cse89 + cse134 + 0.44999999999999996*cse135*cse21*cse26 + cse137)) - rd_rod_x*(-cse115 - cse116 - cse117) - rd_rod_y*(-cse112 + cse113 - cse114) - rd_rod_z*(cse142 - cse68) - rd_slider_x*(cse115 + cse116 + cse117) - rd_slider_y*(cse112 - cse113 + cse114) - rd_slider_z*(-cse142 + cse68) - thetad_rod*(cse128*psid_rod + cse141*phid_rod - cse67*rd_rod_z + cse67*rd_slider_z - cse82*rd_rod_x + cse82*rd_slider_x + cse84*rd_rod_y - cse84*rd_slider_y + thetad_rod*(cse120*cse54 - cse126*cse30 + cse134 - cse143*cse146 - cse145*cse147 - cse146*cse148 + cse150*cse21 - cse24*cse77 + cse58*cse91)),  # [9]
        -cse118*thetad_rod + cse138*thetad_rod - phid_rod*(-cse151*rd_rod_y + cse151*rd_slider_y - cse155*rd_rod_x + cse155*rd_slider_x + cse159*psid_rod + cse163*thetad_rod + phid_rod*(cse139*cse151 + cse161 + cse162 + cse165)) - psid_rod*(cse159*phid_rod + cse160*thetad_rod + psid_rod*(cse161 - cse162 + cse19*cse66)) - rd_rod_x*(-cse156 - cse158) - rd_rod_y*(-cse152 + cse154) - rd_slider_x*(cse156 + cse158) - rd_slider_y*(cse152 - cse154) - thetad_rod*(cse118 - cse138 + cse153*rd_rod_y - cse153*rd_slider_y - cse157*rd_rod_x + cse157*rd_slider_x + cse160*psid_rod + cse163*phid_rod + thetad_rod*(-cse123 - cse143*cse164 - cse148*cse164 + cse164 + cse165)),  # [10]
        -cse176*psid_slider - phid_slider*(-cse171*psid_slider - cse175*phid_slider + cse180) - thetad_slider*(-cse172*cse179 - cse174*thetad_slider - cse177*cse178),  # [11]
        -cse188*phid_slider - psid_slider*(cse182*phid_slider + cse184 + cse186*psid_slider) - thetad_slider*(cse167*cse178 - cse170*cse179 + cse185*thetad_slider),  # [12]
        -phid_slider*(cse193*psid_slider + cse196*rd_slider_x + cse197*phid_slider + cse205*thetad_slider + cse206*rd_slider_y) - psid_slider*(cse166*cse191 + cse189*rd_slider_x + cse190*rd_slider_y + cse193*phid_slider + cse201*thetad_slider + psid_slider*(cse195 + cse197)) - rd_slider_x*(cse183 + cse208 + cse209) - rd_slider_y*(cse180 + cse190*psid_slider + cse206*phid_slider) - rd_slider_z*(cse166*cse179 + cse169*cse207) - thetad_slider*(cse169*cse204 + cse170*cse203 - cse177*cse202 + cse201*psid_slider + cse205*phid_slider + thetad_slider*(-cse174*cse192 - cse181*r_slider_y + cse195)),  # [13]
        -cse176*rd_slider_x - cse188*rd_slider_y - phid_slider*(-cse171*rd_slider_x + cse186*rd_slider_y + cse210*psid_slider + cse213*phid_slider + cse214*thetad_slider) - psid_slider*(cse169*cse191 - cse175*rd_slider_x + cse182*rd_slider_y + cse210*phid_slider + cse211*thetad_slider + psid_slider*(cse212 + cse213)) - rd_slider_z*(-cse166*cse207 + cse169*cse179) - thetad_slider*(-cse166*cse204 + cse167*cse202 - cse172*cse203 + cse211*psid_slider + cse214*phid_slider + thetad_slider*(cse168*r_slider_y + cse185*cse192 + cse212)),  # [14]
        -phid_slider*(cse184 - cse208 - cse209) - psid_slider*(cse187 - cse189*phid_slider - cse196*psid_slider) - thetad_slider*(cse167*cse179 - cse170*cse178 + cse181*thetad_slider),  # [15]
        -phid_rod*(-cse129*cse215 + cse129*cse231 + cse216*thetad_slider + cse232*cse29 - cse233*cse29 + cse241*phid_slider + cse251*psid_rod + cse263*thetad_rod + phid_rod*(2*cse129**2 + cse254 + 2*cse29**2)) - phid_slider*(-cse215*cse75 + cse221*thetad_slider + cse231*cse75 + cse232*cse79 - cse233*cse79 + cse241*phid_rod + cse242*thetad_rod + cse243*psid_rod + phid_slider*(cse235*cse239 + cse237*cse239 + cse240)) - psid_rod*(cse118*cse144 - cse119*cse215 + cse119*cse231 - cse138*cse144 + cse230*thetad_slider + cse232*cse33 - cse233*cse33 + cse243*phid_slider + cse251*phid_rod + cse256*thetad_rod + psid_rod*(2*cse119**2 + 0.045*cse124*cse135 + cse253 + cse254 + 2*cse33**2)) - rd_rod_x*(-cse132*psid_rod - cse140*phid_rod + cse215 - cse231 - cse247 + cse248 - cse250) - rd_rod_y*(-cse232 + cse233 - cse257 - cse258 + cse260 - 2*cse42 - 2*cse43) - rd_rod_z*(cse222 - cse234 + cse264 + cse265 + cse266) - rd_slider_x*(-cse215 + cse231 + cse247 - cse248 + cse250 + phid_rod*(cse244 + cse245) + psid_rod*(cse225 + 0.3*cse54)) - rd_slider_y*(cse232 - cse233 + cse257 + cse258 - cse260 + phid_rod*(-cse255 + cse259) + psid_rod*(cse223 - 0.3*cse30)) - rd_slider_z*(-cse222 + cse234 - cse264 - cse265 - cse266) - thetad_rod*(cse224*rd_rod_x - cse224*rd_slider_x - cse226*rd_rod_y + cse226*rd_slider_y + cse227*rd_rod_z - cse227*rd_slider_z + cse228*thetad_slider + cse242*phid_slider + cse256*psid_rod + cse263*phid_rod + thetad_rod*(cse143*cse262 + cse147*cse261 + cse148*cse262 - cse217*cse259 + cse219*cse244 + cse253)) - thetad_slider*(-cse215*cse96 + cse216*phid_rod + cse221*phid_slider + cse222*cse73 + cse228*thetad_rod + cse230*psid_rod + cse231*cse96 - cse232*cse94 + cse233*cse94 - cse234*cse73 + thetad_slider*(cse235*cse236 + cse236*cse237 - 2*cse238*cse93 + cse239 + cse240)),  # [16]
        -cse269*cse282*(-cse15 + cse63) + cse273*cse282 - cse277*cse9 - cse279*psid_crank - cse281*thetad_crank - phid_crank*(-cse270*psid_crank - cse271*phid_crank + cse277*cse8 - cse280*thetad_crank) - psid_crank*(-cse270*phid_crank + cse276*thetad_crank + cse279 + psid_crank*(-cse271 + cse274)) - thetad_crank*(cse276*psid_crank - cse280*phid_crank + cse281 + thetad_crank*(cse269*cse63 + cse274)),  # [17]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 28 nonzero.
    """
    # 61 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_crank, psi_crank, _, _,
        _, _, theta_rod, psi_rod,
        _, _, _, _,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.sin(psi_crank)
    cse1 = cse0**2
    cse2 = math.sin(theta_crank)
    cse3 = cse2**2
    cse4 = math.cos(psi_crank)
    cse5 = cse4**2
    cse6 = math.cos(theta_crank)
    cse7 = 9e-05*cse0*cse2*cse4
    cse8 = 0.0001*cse6
    cse9 = math.cos(psi_rod)
    cse10 = cse9**2
    cse11 = math.sin(theta_rod)
    cse12 = cse11**2
    cse13 = math.sin(psi_rod)
    cse14 = cse13**2
    cse15 = math.cos(theta_rod)
    cse16 = 0.0036*cse11*cse13*cse9
    cse17 = 0.004*cse15
    cse18 = math.sin(theta_slider)**2
    cse19 = 0.0001*math.sin(psi_slider)**2
    cse20 = 0.0001*math.cos(psi_slider)**2
    cse21 = math.cos(theta_slider)
    cse22 = 0.0001*cse21
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
        0.0004*cse10*cse12 + 0.004*cse12*cse14 + 0.004*cse15**2,  # [9, 9]
        cse16,  # [9, 10]
        cse17,  # [9, 11]
        cse16,  # [10, 9]
        0.004*cse10 + 0.0004*cse14,  # [10, 10]
        cse17,  # [11, 9]
        0.004,  # [11, 11]
        2.0,  # [12, 12]
        2.0,  # [13, 13]
        2.0,  # [14, 14]
        cse18*cse19 + cse18*cse20 + 0.0001*cse21**2,  # [15, 15]
        cse22,  # [15, 17]
        cse19 + cse20,  # [16, 16]
        cse22,  # [17, 15]
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
    # 191 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_crank, psi_crank, _, _,
        _, _, theta_rod, psi_rod,
        _, _, _, _,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_crank,
        thetad_crank, psid_crank, _, _,
        _, phid_rod, thetad_rod, psid_rod,
        _, _, _, phid_slider,
        thetad_slider, psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.sin(psi_crank)
    cse1 = cse0*thetad_crank
    cse2 = math.cos(theta_crank)
    cse3 = cse2*phid_crank
    cse4 = 0.0001*cse3
    cse5 = 0.0001*psid_crank
    cse6 = math.cos(psi_crank)
    cse7 = math.sin(theta_crank)
    cse8 = cse6*cse7
    cse9 = cse8*phid_crank
    cse10 = -cse1 + cse9
    cse11 = 1e-05*cse3
    cse12 = 1e-05*psid_crank
    cse13 = cse3 + psid_crank
    cse14 = 0.0001*cse9
    cse15 = 0.0001*cse1
    cse16 = -cse1*cse4 + cse1*cse5 + cse10*(cse11 + cse12) + cse13*(-cse14 + cse15) - cse5*cse9
    cse17 = cse0*cse7
    cse18 = cse6*thetad_crank
    cse19 = cse17*phid_crank
    cse20 = cse18 + cse19
    cse21 = -cse11*cse18 + cse12*cse18 + cse12*cse19 + cse13*(0.0001*cse18 + 0.0001*cse19) + cse20*(-cse4 - cse5)
    cse22 = cse10*(-1e-05*cse18 - 1e-05*cse19) + cse20*(cse14 - cse15) + 0.0001*cse7*phid_crank*thetad_crank
    cse23 = math.sin(psi_rod)
    cse24 = cse23*thetad_rod
    cse25 = math.cos(theta_rod)
    cse26 = cse25*phid_rod
    cse27 = 0.004*cse26
    cse28 = 0.004*psid_rod
    cse29 = math.cos(psi_rod)
    cse30 = math.sin(theta_rod)
    cse31 = cse29*cse30
    cse32 = cse31*phid_rod
    cse33 = 0.0004*psid_rod
    cse34 = -cse24 + cse32
    cse35 = cse26 + psid_rod
    cse36 = 0.004*cse32
    cse37 = 0.004*cse24
    cse38 = -cse24*cse27 + cse24*cse28 - cse28*cse32 + cse34*(0.0004*cse26 + cse33) + cse35*(-cse36 + cse37)
    cse39 = cse23*cse30
    cse40 = cse29*thetad_rod
    cse41 = 0.0004*cse40
    cse42 = cse39*phid_rod
    cse43 = cse40 + cse42
    cse44 = -cse26*cse41 + cse33*cse40 + cse33*cse42 + cse35*(0.004*cse40 + 0.004*cse42) + cse43*(-cse27 - cse28)
    cse45 = 0.004*cse30*phid_rod*thetad_rod + cse34*(-cse41 - 0.0004*cse42) + cse43*(cse36 - cse37)
    cse46 = math.sin(psi_slider)
    cse47 = cse46*thetad_slider
    cse48 = math.cos(theta_slider)
    cse49 = cse48*phid_slider
    cse50 = 0.0001*cse49
    cse51 = 0.0001*psid_slider
    cse52 = math.cos(psi_slider)
    cse53 = math.sin(theta_slider)
    cse54 = cse52*cse53
    cse55 = cse54*phid_slider
    cse56 = -cse47 + cse55
    cse57 = 0.0001*cse55
    cse58 = 0.0001*cse47
    cse59 = cse49 + psid_slider
    cse60 = -cse47*cse50 + cse47*cse51 - cse51*cse55 + cse56*(cse50 + cse51) + cse59*(-cse57 + cse58)
    cse61 = cse46*cse53
    cse62 = cse61*phid_slider
    cse63 = cse52*thetad_slider
    cse64 = cse62 + cse63
    cse65 = 0.0001*cse62
    cse66 = 0.0001*cse63
    cse67 = -cse50*cse63 + cse51*cse62 + cse51*cse63 + cse59*(cse65 + cse66) + cse64*(-cse50 - cse51)
    cse68 = 0.0001*cse53*phid_slider*thetad_slider + cse56*(-cse65 - cse66) + cse64*(cse57 - cse58)
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -1.1772,  # [2]
        cse16*cse17 + cse2*cse22 + cse21*cse8,  # [3]
        -cse0*cse21 + cse16*cse6,  # [4]
        cse22,  # [5]
        -4.905,  # [8]
        cse25*cse45 + cse31*cse44 + cse38*cse39,  # [9]
        -cse23*cse44 + cse29*cse38,  # [10]
        cse45,  # [11]
        -19.62,  # [14]
        cse48*cse68 + cse54*cse67 + cse60*cse61,  # [15]
        -cse46*cse67 + cse52*cse60,  # [16]
        cse68,  # [17]
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
    # 445 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_crank, psi_crank, _, _,
        _, _, theta_rod, psi_rod,
        _, _, _, _,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_crank,
        thetad_crank, psid_crank, _, _,
        _, phid_rod, thetad_rod, psid_rod,
        _, _, _, phid_slider,
        thetad_slider, psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(theta_crank)
    cse1 = math.sin(psi_crank)
    cse2 = cse1*thetad_crank
    cse3 = cse0*phid_crank
    cse4 = 0.0001*cse3
    cse5 = 0.0001*psid_crank
    cse6 = math.cos(psi_crank)
    cse7 = math.sin(theta_crank)
    cse8 = cse6*cse7
    cse9 = cse8*phid_crank
    cse10 = -cse2 + cse9
    cse11 = 1e-05*cse3
    cse12 = 1e-05*psid_crank
    cse13 = cse11 + cse12
    cse14 = cse3 + psid_crank
    cse15 = 0.0001*cse9
    cse16 = 0.0001*cse2
    cse17 = -cse15 + cse16
    cse18 = cse10*cse13 + cse14*cse17 - cse2*cse4 + cse2*cse5 - cse5*cse9
    cse19 = cse1*cse18
    cse20 = cse7*phid_crank
    cse21 = cse4*cse6
    cse22 = cse3*cse6
    cse23 = -1e-05*cse10*cse20 + cse13*cse22 - cse14*cse21 + cse16*cse20 - cse17*cse20 - cse22*cse5
    cse24 = cse1*cse7
    cse25 = cse6*thetad_crank
    cse26 = cse24*phid_crank
    cse27 = cse25 + cse26
    cse28 = -cse4 - cse5
    cse29 = 0.0001*cse26
    cse30 = 0.0001*cse25
    cse31 = cse29 + cse30
    cse32 = cse14*cse31
    cse33 = -cse11*cse25 + cse12*cse25 + cse12*cse26 + cse27*cse28 + cse32
    cse34 = cse33*cse6
    cse35 = cse15 - cse16
    cse36 = cse1*cse3
    cse37 = 1e-05*cse25
    cse38 = -1e-05*cse26 - cse37
    cse39 = -cse1*cse10*cse11 + cse21*cse27 + cse22*cse38 + cse35*cse36 + cse4*thetad_crank
    cse40 = 0.0001*cse20
    cse41 = cse1*cse14*cse4 + cse12*cse36 - cse20*cse31 + cse20*cse37 + cse27*cse40 + cse28*cse36
    cse42 = -cse25 - cse26
    cse43 = cse13*cse42 - cse25*cse4 + cse25*cse5 + cse26*cse5 + cse32
    cse44 = cse10*cse28 + cse11*cse2 - cse12*cse2 + cse12*cse9 + cse14*cse35
    cse45 = cse10*cse35 + cse10*(1e-05*cse2 - 1e-05*cse9) + cse27*(-cse29 - cse30) + cse38*cse42
    cse46 = math.cos(theta_rod)
    cse47 = math.sin(psi_rod)
    cse48 = cse46*phid_rod
    cse49 = cse47*thetad_rod
    cse50 = 0.004*cse49
    cse51 = 0.004*psid_rod
    cse52 = math.cos(psi_rod)
    cse53 = math.sin(theta_rod)
    cse54 = cse53*phid_rod
    cse55 = cse52*cse54
    cse56 = 0.0004*cse48
    cse57 = 0.0004*psid_rod
    cse58 = cse56 + cse57
    cse59 = -cse49 + cse55
    cse60 = cse48 + psid_rod
    cse61 = 0.004*cse55
    cse62 = cse50 - cse61
    cse63 = -cse48*cse50 + cse49*cse51 - cse51*cse55 + cse58*cse59 + cse60*cse62
    cse64 = cse47*cse63
    cse65 = 0.004*cse48
    cse66 = cse60*cse65
    cse67 = cse48*cse52
    cse68 = cse50*cse54 - cse51*cse67 - cse52*cse66 - 0.0004*cse54*cse59 - cse54*cse62 + cse58*cse67
    cse69 = cse47*cse53
    cse70 = 0.004*cse54
    cse71 = cse47*cse54
    cse72 = cse52*thetad_rod
    cse73 = 0.0004*cse72
    cse74 = -0.0004*cse71 - cse73
    cse75 = -cse50 + cse61
    cse76 = cse71 + cse72
    cse77 = 0.004*cse71
    cse78 = 0.004*cse72
    cse79 = cse77 + cse78
    cse80 = -cse51 - cse65
    cse81 = cse47*cse48
    cse82 = cse47*cse66 + cse54*cse73 - cse54*cse79 + cse57*cse81 + cse70*cse76 + cse80*cse81
    cse83 = cse52*cse53
    cse84 = cse60*cse79
    cse85 = -cse48*cse73 + cse57*cse71 + cse57*cse72 + cse76*cse80 + cse84
    cse86 = cse52*cse85
    cse87 = -cse47*cse56*cse59 + cse52*cse65*cse76 + cse65*thetad_rod + cse67*cse74 + cse75*cse81
    cse88 = -cse71 - cse72
    cse89 = -cse48*cse78 + cse51*cse71 + cse51*cse72 + cse58*cse88 + cse84
    cse90 = 0.0004*cse49
    cse91 = cse48*cse90 - cse49*cse57 + cse55*cse57 + cse59*cse80 + cse60*cse75
    cse92 = cse59*cse75 + cse59*(-0.0004*cse55 + cse90) + cse74*cse88 + cse76*(-cse77 - cse78)
    cse93 = math.cos(theta_slider)
    cse94 = cse93*phid_slider
    cse95 = cse94 + psid_slider
    cse96 = math.cos(psi_slider)
    cse97 = 0.0001*cse94
    cse98 = cse96*cse97
    cse99 = math.sin(psi_slider)
    cse100 = cse99*thetad_slider
    cse101 = 0.0001*cse100
    cse102 = math.sin(theta_slider)
    cse103 = cse102*cse96
    cse104 = cse103*phid_slider
    cse105 = 0.0001*cse104
    cse106 = cse101 - cse105
    cse107 = cse102*phid_slider
    cse108 = 0.0001*psid_slider
    cse109 = cse108 + cse97
    cse110 = cse94*cse96
    cse111 = -cse100 + cse104
    cse112 = 0.0001*cse107
    cse113 = cse101*cse107 - cse106*cse107 - cse108*cse110 + cse109*cse110 - cse111*cse112 - cse95*cse98
    cse114 = cse102*cse99
    cse115 = cse100*cse97
    cse116 = cse104*cse108
    cse117 = cse100*cse108
    cse118 = cse106*cse95 + cse109*cse111 - cse115 - cse116 + cse117
    cse119 = cse118*cse99
    cse120 = cse97*cse99
    cse121 = -cse108 - cse97
    cse122 = cse94*cse99
    cse123 = cse107*cse99
    cse124 = cse96*thetad_slider
    cse125 = cse123 + cse124
    cse126 = 0.0001*cse124
    cse127 = 0.0001*cse123
    cse128 = cse126 + cse127
    cse129 = cse107*cse126 - cse107*cse128 + cse108*cse122 + cse112*cse125 + cse120*cse95 + cse121*cse122
    cse130 = cse108*cse123 + cse108*cse124 - cse124*cse97 + cse128*cse95
    cse131 = cse121*cse125 + cse130
    cse132 = cse131*cse96
    cse133 = -cse101 + cse105
    cse134 = -cse126 - cse127
    cse135 = cse110*cse134 - cse111*cse120 + cse122*cse133 + cse125*cse98 + cse97*thetad_slider
    cse136 = -cse123 - cse124
    cse137 = cse109*cse136 + cse130
    cse138 = cse111*cse121 + cse115 + cse116 - cse117 + cse133*cse95
    cse139 = cse106*cse111 + cse111*cse133 + cse125*cse134 + cse134*cse136
    out = np.zeros((18, 18))
    out[_Q_q_INDEX] = (
        cse0*cse19 + cse0*cse34 + cse0*cse39 + cse23*cse24 + cse41*cse8 - cse7*(cse10*cse38 + cse27*cse35 + cse40*thetad_crank),  # [3, 4]
        cse0*cse45 + cse18*cse8 - cse24*cse33 + cse24*cse43 + cse44*cse8,  # [3, 5]
        -cse1*cse41 + cse23*cse6,  # [4, 4]
        -cse1*cse44 - cse19 - cse34 + cse43*cse6,  # [4, 5]
        cse39,  # [5, 4]
        cse45,  # [5, 5]
        cse46*cse64 + cse46*cse86 + cse46*cse87 - cse53*(cse59*cse74 + cse70*thetad_rod + cse75*cse76) + cse68*cse69 + cse82*cse83,  # [9, 10]
        cse46*cse92 + cse63*cse83 - cse69*cse85 + cse69*cse89 + cse83*cse91,  # [9, 11]
        -cse47*cse82 + cse52*cse68,  # [10, 10]
        -cse47*cse91 + cse52*cse89 - cse64 - cse86,  # [10, 11]
        cse87,  # [11, 10]
        cse92,  # [11, 11]
        -cse102*(cse111*cse134 + cse112*thetad_slider + cse125*cse133) + cse103*cse129 + cse113*cse114 + cse119*cse93 + cse132*cse93 + cse135*cse93,  # [15, 16]
        cse103*cse118 + cse103*cse138 - cse114*cse131 + cse114*cse137 + cse139*cse93,  # [15, 17]
        cse113*cse96 - cse129*cse99,  # [16, 16]
        -cse119 - cse132 + cse137*cse96 - cse138*cse99,  # [16, 17]
        cse135,  # [17, 16]
        cse139,  # [17, 17]
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
        ndarray of shape (18, 18), 24 nonzero.
    """
    # 365 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_crank, psi_crank, _, _,
        _, _, theta_rod, psi_rod,
        _, _, _, _,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_crank,
        thetad_crank, psid_crank, _, _,
        _, phid_rod, thetad_rod, psid_rod,
        _, _, _, phid_slider,
        thetad_slider, psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(theta_crank)
    cse1 = math.sin(psi_crank)
    cse2 = math.sin(theta_crank)
    cse3 = cse1*cse2
    cse4 = cse3*phid_crank
    cse5 = math.cos(psi_crank)
    cse6 = cse5*thetad_crank
    cse7 = 0.0001*cse4 + 0.0001*cse6
    cse8 = cse2*cse5
    cse9 = cse8*phid_crank
    cse10 = 0.0001*cse9
    cse11 = cse1*thetad_crank
    cse12 = 0.0001*cse11
    cse13 = cse10 - cse12
    cse14 = -1e-05*cse11 + 1e-05*cse9
    cse15 = 1e-05*cse6
    cse16 = -cse15 - 1e-05*cse4
    cse17 = 0.0001*cse2
    cse18 = cse13*cse3 - cse14*cse3 + cse16*cse8 + cse17*thetad_crank + cse7*cse8
    cse19 = cse0*phid_crank
    cse20 = 0.0001*cse19 + 0.0001*psid_crank
    cse21 = cse1*cse20
    cse22 = 0.0001*cse19
    cse23 = 0.0001*psid_crank
    cse24 = -cse22 - cse23
    cse25 = 1e-05*psid_crank
    cse26 = -cse0*cse15 - cse0*cse7 + cse0*(0.0001*cse4 + 0.0001*cse6) + cse2*cse21 + cse24*cse3 + cse25*cse3
    cse27 = cse20*cse5
    cse28 = 1e-05*cse19
    cse29 = cse25 + cse28
    cse30 = -cse0*cse12 + cse0*cse14 + cse0*(-cse10 + cse12) - cse2*cse27 - cse23*cse8 + cse29*cse8
    cse31 = -cse1*cse16 - cse1*cse7 + cse13*cse5 - cse14*cse5 + cse17*phid_crank
    cse32 = cse24*cse5 + cse25*cse5 + cse27 - cse28*cse5
    cse33 = -cse1*cse22 + cse1*cse23 - cse1*cse29 + cse21
    cse34 = 0.00011*cse4 + 0.00011*cse6 - cse7
    cse35 = 0.0002*cse11 + cse14 - 0.0002*cse9
    cse36 = math.sin(psi_rod)
    cse37 = math.sin(theta_rod)
    cse38 = cse36*cse37
    cse39 = cse38*phid_rod
    cse40 = math.cos(psi_rod)
    cse41 = cse40*thetad_rod
    cse42 = 0.004*cse39 + 0.004*cse41
    cse43 = cse37*cse40
    cse44 = cse43*phid_rod
    cse45 = 0.004*cse44
    cse46 = cse36*thetad_rod
    cse47 = 0.004*cse46
    cse48 = cse45 - cse47
    cse49 = 0.0004*cse44 - 0.0004*cse46
    cse50 = 0.0004*cse41
    cse51 = -0.0004*cse39 - cse50
    cse52 = 0.004*cse37
    cse53 = cse38*cse48 - cse38*cse49 + cse42*cse43 + cse43*cse51 + cse52*thetad_rod
    cse54 = math.cos(theta_rod)
    cse55 = cse54*phid_rod
    cse56 = cse55 + psid_rod
    cse57 = 0.004*cse55
    cse58 = 0.004*psid_rod
    cse59 = -cse57 - cse58
    cse60 = 0.0004*psid_rod
    cse61 = cse52*phid_rod
    cse62 = cse36*cse52*cse56 + cse38*cse59 + cse38*cse60 - cse42*cse54 - cse50*cse54 + cse54*(cse36*cse61 + 0.004*cse41)
    cse63 = 0.0004*cse55
    cse64 = cse60 + cse63
    cse65 = 0.004*cse56
    cse66 = -cse43*cse58 + cse43*cse64 - cse43*cse65 - cse47*cse54 + cse49*cse54 + cse54*(-cse45 + cse47)
    cse67 = -cse36*cse42 - cse36*cse51 + cse40*cse48 - cse40*cse49 + cse61
    cse68 = cse40*cse59 + cse40*cse60 - cse40*cse63 + cse40*cse65
    cse69 = -cse36*cse57 + cse36*cse58 - cse36*cse64 + cse36*cse65
    cse70 = 0.0044*cse39 + 0.0044*cse41 - cse42
    cse71 = -0.008*cse44 + 0.008*cse46 + cse49
    cse72 = math.cos(theta_slider)
    cse73 = math.sin(psi_slider)
    cse74 = math.sin(theta_slider)
    cse75 = cse73*cse74
    cse76 = cse75*phid_slider
    cse77 = math.cos(psi_slider)
    cse78 = cse77*thetad_slider
    cse79 = 0.0001*cse76 + 0.0001*cse78
    cse80 = cse74*cse77
    cse81 = 0.0001*cse76
    cse82 = 0.0001*cse78
    cse83 = -cse81 - cse82
    cse84 = cse80*phid_slider
    cse85 = cse73*thetad_slider
    cse86 = 0.0001*cse84 - 0.0001*cse85
    cse87 = 0.0001*cse84
    cse88 = 0.0001*cse85
    cse89 = cse87 - cse88
    cse90 = 0.0001*cse74
    cse91 = -cse75*cse86 + cse75*cse89 + cse79*cse80 + cse80*cse83 + cse90*thetad_slider
    cse92 = cse72*phid_slider
    cse93 = 0.0001*cse92 + 0.0001*psid_slider
    cse94 = 0.0001*cse92
    cse95 = 0.0001*psid_slider
    cse96 = -cse94 - cse95
    cse97 = -cse72*cse79 - cse72*cse82 + cse72*(cse81 + cse82) + cse75*cse93 + cse75*cse95 + cse75*cse96
    cse98 = cse94 + cse95
    cse99 = cse72*cse86 - cse72*cse88 + cse72*(-cse87 + cse88) - cse80*cse93 - cse80*cse95 + cse80*cse98
    cse100 = -cse73*cse79 - cse73*cse83 - cse77*cse86 + cse77*cse89 + cse90*phid_slider
    cse101 = cse77*cse93 - cse77*cse94 + cse77*cse95 + cse77*cse96
    cse102 = cse73*cse93 - cse73*cse94 + cse73*cse95 - cse73*cse98
    cse103 = 0.0002*cse76 + 0.0002*cse78 - cse79
    cse104 = -0.0002*cse84 + 0.0002*cse85 + cse86
    out = np.zeros((18, 18))
    out[_Q_v_INDEX] = (
        cse0*cse18 + cse26*cse8 + cse3*cse30,  # [3, 3]
        cse0*cse31 + cse3*cse33 + cse32*cse8,  # [3, 4]
        cse3*cse35 + cse34*cse8,  # [3, 5]
        -cse1*cse26 + cse30*cse5,  # [4, 3]
        -cse1*cse32 + cse33*cse5,  # [4, 4]
        -cse1*cse34 + cse35*cse5,  # [4, 5]
        cse18,  # [5, 3]
        cse31,  # [5, 4]
        cse38*cse66 + cse43*cse62 + cse53*cse54,  # [9, 9]
        cse38*cse69 + cse43*cse68 + cse54*cse67,  # [9, 10]
        cse38*cse71 + cse43*cse70,  # [9, 11]
        -cse36*cse62 + cse40*cse66,  # [10, 9]
        -cse36*cse68 + cse40*cse69,  # [10, 10]
        -cse36*cse70 + cse40*cse71,  # [10, 11]
        cse53,  # [11, 9]
        cse67,  # [11, 10]
        cse72*cse91 + cse75*cse99 + cse80*cse97,  # [15, 15]
        cse100*cse72 + cse101*cse80 + cse102*cse75,  # [15, 16]
        cse103*cse80 + cse104*cse75,  # [15, 17]
        -cse73*cse97 + cse77*cse99,  # [16, 15]
        -cse101*cse73 + cse102*cse77,  # [16, 16]
        -cse103*cse73 + cse104*cse77,  # [16, 17]
        cse91,  # [17, 15]
        cse100,  # [17, 16]
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
        ndarray of shape (18, 18), 12 nonzero.
    """
    # 100 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_crank, psi_crank, _, _,
        _, _, theta_rod, psi_rod,
        _, _, _, _,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, acc_3,
        acc_4, acc_5, _, _,
        _, acc_9, acc_10, acc_11,
        _, _, _, acc_15,
        _, acc_17,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    cse0 = math.cos(theta_crank)
    cse1 = math.sin(psi_crank)
    cse2 = math.cos(psi_crank)
    cse3 = cse1*cse2
    cse4 = 9e-05*cse0*cse3
    cse5 = math.sin(theta_crank)
    cse6 = 0.0001*cse5
    cse7 = cse0*cse5
    cse8 = 0.0002*cse7
    cse9 = cse2**2
    cse10 = cse1**2
    cse11 = 9e-05*cse5
    cse12 = acc_4*cse11
    cse13 = 0.00018*cse3
    cse14 = acc_3*cse11
    cse15 = math.sin(theta_rod)
    cse16 = 0.004*cse15
    cse17 = math.cos(theta_rod)
    cse18 = math.sin(psi_rod)
    cse19 = math.cos(psi_rod)
    cse20 = cse18*cse19
    cse21 = 0.0036*cse17*cse20
    cse22 = cse18**2
    cse23 = cse15*cse17
    cse24 = 0.008*cse23
    cse25 = cse19**2
    cse26 = 0.0036*cse15
    cse27 = acc_10*cse26
    cse28 = 0.0072*cse20
    cse29 = acc_9*cse26
    cse30 = math.sin(theta_slider)
    cse31 = 0.0001*cse30
    cse32 = 0.0002*cse30*math.cos(theta_slider)
    out = np.zeros((18, 18))
    out[_Ma_q_INDEX] = (
        acc_3*(cse10*cse8 + 2e-05*cse7*cse9 - cse8) + acc_4*cse4 - acc_5*cse6,  # [3, 4]
        acc_3*cse13*cse5**2 - cse10*cse12 + cse12*cse9,  # [3, 5]
        acc_3*cse4,  # [4, 4]
        -acc_4*cse13 - cse10*cse14 + cse14*cse9,  # [4, 5]
        -acc_3*cse6,  # [5, 4]
        acc_10*cse21 - acc_11*cse16 + acc_9*(cse22*cse24 + 0.0008*cse23*cse25 - cse24),  # [9, 10]
        acc_9*cse15**2*cse28 - cse22*cse27 + cse25*cse27,  # [9, 11]
        acc_9*cse21,  # [10, 10]
        -acc_10*cse28 - cse22*cse29 + cse25*cse29,  # [10, 11]
        -acc_9*cse16,  # [11, 10]
        acc_15*(cse32*math.sin(psi_slider)**2 + cse32*math.cos(psi_slider)**2 - cse32) - acc_17*cse31,  # [15, 16]
        -acc_15*cse31,  # [17, 16]
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
    # 821 operations after common subexpression elimination
    (
        _, _, _, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
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
    cse2 = math.cos(theta_crank)
    cse3 = math.cos(phi_crank)
    cse4 = math.cos(psi_crank)
    cse5 = cse3*cse4
    cse6 = cse2*cse5
    cse7 = math.sin(phi_crank)
    cse8 = math.sin(psi_crank)
    cse9 = cse7*cse8
    cse10 = cse1*(-cse6 + cse9)
    cse11 = 0.08*cse6
    cse12 = 0.08*cse9
    cse13 = cse4*cse7
    cse14 = cse13*cse2
    cse15 = 0.08*cse14
    cse16 = cse3*cse8
    cse17 = 0.08*cse16
    cse18 = cse16*cse2
    cse19 = lam_3*(-cse13 - cse18) + lam_5*(cse15 + cse17) + lam_6*(-cse11 + cse12)
    cse20 = math.sin(theta_crank)
    cse21 = cse1*lam_17
    cse22 = cse20*lam_3
    cse23 = 0.08*cse13
    cse24 = cse20*lam_6
    cse25 = 0.08*cse5
    cse26 = cse20*lam_5
    cse27 = -cse13*cse20*cse21 + cse22*cse9 + cse23*cse24 + cse25*cse26
    cse28 = cse2*cse9
    cse29 = -cse21*(cse28 - cse5) + lam_3*(-cse14 - cse16) + lam_5*(0.08*cse18 + cse23) + lam_6*(-cse25 + 0.08*cse28)
    cse30 = math.sin(cse0)
    cse31 = cse20*cse4
    cse32 = -cse30*cse31
    cse33 = 0.08*lam_7
    cse34 = -cse20*cse8*lam_4 - cse31*cse33
    cse35 = cse2*cse8
    cse36 = -cse12*cse26 + cse17*cse24 + cse2*cse4*lam_4 - cse22*cse5 - cse33*cse35 + lam_17*(-cse1*cse16*cse20 - cse30*cse35)
    cse37 = 2*lam_16
    cse38 = math.sin(phi_rod)
    cse39 = math.cos(psi_rod)
    cse40 = cse38*cse39
    cse41 = 0.15*cse40
    cse42 = math.cos(theta_rod)
    cse43 = math.cos(phi_rod)
    cse44 = math.sin(psi_rod)
    cse45 = cse43*cse44
    cse46 = cse42*cse45
    cse47 = 0.15*cse46
    cse48 = cse41 + cse47
    cse49 = cse37*cse48
    cse50 = cse38*cse44
    cse51 = cse39*cse43
    cse52 = cse42*cse51
    cse53 = cse50 - cse52
    cse54 = cse53*lam_9
    cse55 = math.sin(theta_rod)
    cse56 = cse55*lam_10
    cse57 = cse43*cse56
    cse58 = -cse49 - cse54 - cse57
    cse59 = 0.3*cse50
    cse60 = cse55*cse59
    cse61 = cse60*lam_16
    cse62 = cse42*lam_10
    cse63 = cse38*cse62
    cse64 = cse40*cse55
    cse65 = cse64*lam_9
    cse66 = cse61 - cse63 - cse65
    cse67 = 0.15*cse45
    cse68 = cse40*cse42
    cse69 = 0.15*cse68
    cse70 = cse67 + cse69
    cse71 = cse37*cse70
    cse72 = cse42*cse50
    cse73 = -cse51 + cse72
    cse74 = cse73*lam_9
    cse75 = -cse71 - cse74
    cse76 = -cse37
    cse77 = math.sin(theta_slider)
    cse78 = math.cos(phi_slider)
    cse79 = cse77*cse78
    cse80 = cse37*cse79
    cse81 = -cse80
    cse82 = math.sin(phi_slider)
    cse83 = math.cos(theta_slider)
    cse84 = cse82*cse83
    cse85 = cse37*cse84
    cse86 = -cse85
    cse87 = 0.15*cse72
    cse88 = 0.15*cse51
    cse89 = cse87 - cse88
    cse90 = cse37*cse89
    cse91 = cse38*cse56
    cse92 = -cse45 - cse68
    cse93 = cse92*lam_9
    cse94 = -cse90 - cse91 - cse93
    cse95 = 0.3*cse45
    cse96 = cse55*cse95
    cse97 = cse96*lam_16
    cse98 = cse43*cse62
    cse99 = cse51*cse55
    cse100 = cse99*lam_9
    cse101 = cse100 - cse97 + cse98
    cse102 = 0.15*cse52
    cse103 = 0.15*cse50
    cse104 = -cse102 + cse103
    cse105 = cse104*cse37
    cse106 = -cse40 - cse46
    cse107 = cse106*lam_9
    cse108 = -cse105 - cse107
    cse109 = cse77*cse82
    cse110 = cse109*cse37
    cse111 = -cse110
    cse112 = cse78*cse83
    cse113 = cse112*cse37
    cse114 = cse42*cse44
    cse115 = 0.3*lam_16
    cse116 = cse114*cse115
    cse117 = cse39*cse42
    cse118 = cse117*lam_9
    cse119 = cse116 - cse118 + cse56
    cse120 = cse39*cse55
    cse121 = cse115*cse120
    cse122 = cse44*cse55
    cse123 = cse122*lam_9
    cse124 = cse121 + cse123
    cse125 = cse37*cse77
    cse126 = -cse87 + cse88
    cse127 = -0.15*cse51 + 0.15*cse72 - r_rod_x + r_slider_x
    cse128 = cse109 + cse127
    cse129 = 2*cse128
    cse130 = cse40 + cse46
    cse131 = -0.15*cse130 - r_rod_y + r_slider_y
    cse132 = cse131 - cse79
    cse133 = 2*cse48
    cse134 = cse126*cse129 + cse132*cse133
    cse135 = cse38*cse55
    cse136 = cse126*cse135
    cse137 = cse43*cse55
    cse138 = cse137*cse48
    cse139 = 2*cse89
    cse140 = -cse127*cse135 + cse131*cse137
    cse141 = cse45 + cse68
    cse142 = -cse50 + cse52
    cse143 = cse126*cse92 + cse127*cse141 + cse131*cse53 + cse142*cse48
    cse144 = cse53*cse79
    cse145 = cse109*cse141 - cse144
    cse146 = cse89*lam_5 + lam_6*(-cse41 - cse47)
    cse147 = cse128*cse55
    cse148 = cse132*cse55
    cse149 = cse103*cse55
    cse150 = cse42*cse43
    cse151 = cse38*cse42
    cse152 = cse55*cse67
    cse153 = cse127*cse55
    cse154 = cse131*cse55
    cse155 = cse142*cse55
    cse156 = cse109*cse99
    cse157 = cse64*cse79
    cse158 = cse149*lam_6 + cse152*lam_5 + lam_10*(cse127*cse150 + cse131*cse151 - cse150*cse89 + cse151*cse48) + lam_16*(-cse147*cse95 - cse148*cse59 - cse48*cse60 + cse89*cse96) + lam_8*(cse156 - cse157) + lam_9*(-cse103*cse155 - cse149*cse53 + cse153*cse51 + cse154*cse40 + cse48*cse64 - cse89*cse99)
    cse159 = cse102 - cse103
    cse160 = 2*cse70
    cse161 = cse73*cse79
    cse162 = cse104*lam_5 + lam_10*(cse104*cse135 + cse135*cse159) + lam_16*(cse104*cse139 + cse129*cse159 + cse132*cse160 + cse133*cse70) + lam_6*(-cse67 - cse69) + lam_8*(cse109*cse130 - cse161) + lam_9*(cse104*cse92 + cse106*cse89 + cse127*cse130 + cse131*cse73 + cse142*cse70 + cse159*cse92 + cse48*cse73 + cse53*cse70)
    cse163 = 0.3*cse46
    cse164 = 0.3*cse40
    cse165 = cse54 + cse57
    cse166 = 0.3*cse72
    cse167 = 0.3*cse51
    cse168 = cse91 + cse93
    cse169 = cse109*cse92
    cse170 = lam_16*(cse109*cse139 + cse133*cse79) + lam_8*(cse144 + cse169)
    cse171 = cse112*cse92
    cse172 = lam_16*(-cse112*cse139 + cse133*cse84) + lam_8*(-cse171 + cse53*cse84)
    cse173 = cse38**2
    cse174 = cse55**2
    cse175 = cse44**2
    cse176 = 0.045*cse175
    cse177 = cse174*cse176
    cse178 = cse43**2
    cse179 = 0.15*cse122
    cse180 = -cse179 - r_rod_z + r_slider_z
    cse181 = cse180 + cse83
    cse182 = 0.3*cse181
    cse183 = cse122*cse182
    cse184 = cse42**2
    cse185 = 0.44999999999999996*cse122*cse42
    cse186 = cse180*cse42
    cse187 = cse39*cse44
    cse188 = cse174*cse187
    cse189 = 0.3*cse188
    cse190 = -cse120*cse180
    cse191 = 0.15*cse39
    cse192 = cse174*cse191
    cse193 = -cse179*lam_7
    cse194 = -cse120*cse83
    cse195 = cse41*cse55
    cse196 = cse39**2
    cse197 = cse42*cse55
    cse198 = cse109*cse55
    cse199 = 0.15*cse117*lam_7 + cse195*lam_5 - cse55*cse88*lam_6 + lam_10*(-cse104*cse150 + cse151*cse70 - cse173*cse192 - cse178*cse192 - cse184*cse191 + cse192) + lam_16*(cse104*cse96 + 0.045*cse117*cse122 - cse117*cse182 - cse147*cse164 + cse148*cse167 - cse60*cse70) + lam_8*(-cse114*cse83 - cse198*cse50 - cse45*cse55*cse79) + lam_9*(-cse104*cse99 + cse106*cse152 - cse149*cse73 - cse153*cse50 + cse154*cse45 + cse155*cse88 + 0.15*cse175*cse197 - cse186*cse44 - cse195*cse92 - 0.3*cse196*cse197 + cse64*cse70)
    cse200 = -cse61 + cse63 + cse65
    cse201 = -cse100 + cse97 - cse98
    cse202 = -cse116 + cse118 - cse56
    cse203 = lam_16*(cse198*cse95 - cse60*cse79) + lam_8*(-cse156 + cse157)
    cse204 = 0.3*cse77
    cse205 = lam_16*(-cse112*cse96 + cse114*cse204 - cse60*cse84) + lam_8*(cse112*cse99 - cse117*cse77 + cse64*cse84)
    cse206 = 2*cse104
    cse207 = -cse121 - cse123
    cse208 = lam_16*(cse109*cse206 + cse160*cse79) + lam_8*(cse106*cse109 + cse161)
    cse209 = lam_16*(-cse112*cse206 + cse120*cse204 + cse160*cse84) + lam_8*(-cse106*cse112 + cse122*cse77 + cse73*cse84)
    cse210 = math.sin(psi_slider)
    cse211 = cse210*cse82
    cse212 = math.cos(psi_slider)
    cse213 = cse212*cse78
    cse214 = cse213*cse83
    cse215 = cse211 - cse214
    cse216 = cse210*cse78
    cse217 = cse216*cse83
    cse218 = cse212*cse82
    cse219 = -cse217 - cse218
    cse220 = -cse215*lam_14 + cse219*lam_13 + cse80
    cse221 = cse77*lam_14
    cse222 = cse77*lam_13
    cse223 = cse211*cse222 - cse218*cse221 + cse85
    cse224 = cse211*cse83
    cse225 = -cse213 + cse224
    cse226 = cse218*cse83
    cse227 = -cse216 - cse226
    cse228 = -cse225*lam_14 + cse227*lam_13
    cse229 = cse216 + cse226
    cse230 = cse110 + cse229*lam_14 + lam_13*(cse213 - cse224)
    cse231 = -cse113 + cse213*cse221 - cse216*cse222
    cse232 = cse217 + cse218
    cse233 = cse232*lam_14 + lam_13*(-cse211 + cse214)
    cse234 = cse210*cse83
    cse235 = cse212*cse83
    cse236 = -cse125 + cse234*lam_13 - cse235*lam_14
    cse237 = cse212*cse77
    cse238 = cse210*cse77
    cse239 = cse237*lam_13 + cse238*lam_14
    cse240 = cse78**2
    cse241 = 2*cse77**2
    cse242 = cse82**2
    cse243 = 2*cse132
    cse244 = -cse109*cse129 + cse243*cse79
    cse245 = 0.2 - r_slider_x
    cse246 = -cse215*r_slider_y + cse229*cse245
    cse247 = cse219*r_slider_y - cse225*cse245
    cse248 = cse142*cse79 - cse169
    cse249 = -cse219*lam_15 - cse225*lam_11 + cse229*lam_12
    cse250 = cse245*cse77
    cse251 = cse77*r_slider_y
    cse252 = cse77*lam_15
    cse253 = cse77*lam_12
    cse254 = cse77*lam_11
    cse255 = -cse211*cse252 + cse213*cse253 - cse216*cse254 + lam_13*(cse211*cse251 - cse216*cse250) + lam_14*(cse213*cse250 - cse218*cse251) + lam_16*(cse112*cse129 + cse243*cse84) + lam_8*(cse142*cse84 + cse171)
    cse256 = -cse215*lam_11 - cse227*lam_15 + cse232*lam_12 + lam_13*(-cse215*cse245 + cse227*r_slider_y) + lam_14*(-cse225*r_slider_y + cse232*cse245)
    cse257 = 2*cse83**2
    cse258 = -cse238*r_slider_z
    cse259 = cse237*r_slider_z
    cse260 = -cse211*cse253 + cse213*cse252 - cse218*cse254 + lam_13*(-cse213*cse251 - cse218*cse250 + cse235*r_slider_z) + lam_14*(-cse211*cse250 - cse216*cse251 + cse234*r_slider_z)
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        -cse10*lam_17 + cse19,  # [3, 3]
        cse27,  # [3, 4]
        cse29,  # [3, 5]
        cse27,  # [4, 3]
        -cse11*lam_6 + cse15*lam_5 - cse18*lam_3 + cse34 + lam_17*(cse1*cse6 + cse32),  # [4, 4]
        cse36,  # [4, 5]
        cse29,  # [5, 3]
        cse36,  # [5, 4]
        cse19 + cse34 + lam_17*(-cse10 + cse32),  # [5, 5]
        cse37,  # [6, 6]
        cse58,  # [6, 9]
        cse66,  # [6, 10]
        cse75,  # [6, 11]
        cse76,  # [6, 12]
        cse81,  # [6, 15]
        cse86,  # [6, 16]
        cse37,  # [7, 7]
        cse94,  # [7, 9]
        cse101,  # [7, 10]
        cse108,  # [7, 11]
        cse76,  # [7, 13]
        cse111,  # [7, 15]
        cse113,  # [7, 16]
        cse37,  # [8, 8]
        cse119,  # [8, 10]
        cse124,  # [8, 11]
        cse76,  # [8, 14]
        cse125,  # [8, 16]
        cse58,  # [9, 6]
        cse94,  # [9, 7]
        cse145*lam_8 + cse146 + lam_10*(cse135*cse139 + cse136 + cse138 + cse140) + lam_16*(cse134 + 2*cse48**2 + 2*cse89**2) + lam_9*(cse133*cse53 + cse139*cse92 + cse143),  # [9, 9]
        cse158,  # [9, 10]
        cse162,  # [9, 11]
        cse165 + lam_16*(cse163 + cse164),  # [9, 12]
        cse168 + lam_16*(cse166 - cse167),  # [9, 13]
        cse170,  # [9, 15]
        cse172,  # [9, 16]
        cse66,  # [10, 6]
        cse101,  # [10, 7]
        cse119,  # [10, 8]
        cse158,  # [10, 9]
        cse193 - cse47*lam_6 + cse87*lam_5 + lam_10*(cse140 - cse173*cse185 - cse178*cse185 + cse185 - cse186) + lam_16*(-cse128*cse166 + cse132*cse163 + cse173*cse177 + cse176*cse184 + cse177*cse178 + cse183) + lam_8*(cse109*cse68 + cse194 + cse52*cse79) + lam_9*(cse127*cse68 - cse131*cse52 + cse142*cse47 - cse173*cse189 - cse178*cse189 - 0.3*cse184*cse187 + cse190 + cse192*cse44 - cse87*cse92),  # [10, 10]
        cse199,  # [10, 11]
        cse200,  # [10, 12]
        cse201,  # [10, 13]
        cse202,  # [10, 14]
        cse203,  # [10, 15]
        cse205,  # [10, 16]
        cse75,  # [11, 6]
        cse108,  # [11, 7]
        cse124,  # [11, 8]
        cse162,  # [11, 9]
        cse199,  # [11, 10]
        cse146 + cse193 + lam_10*(cse136 - cse138 + cse179*cse42) + lam_16*(2*cse104**2 + cse134 + 0.045*cse174*cse196 + cse183 + 2*cse70**2) + lam_8*(cse145 + cse194) + lam_9*(cse106*cse206 + cse143 + cse160*cse73 + 0.44999999999999996*cse188 + cse190),  # [11, 11]
        cse74 + lam_16*(0.3*cse68 + cse95),  # [11, 12]
        cse107 + lam_16*(-0.3*cse52 + cse59),  # [11, 13]
        cse207,  # [11, 14]
        cse208,  # [11, 15]
        cse209,  # [11, 16]
        cse76,  # [12, 6]
        cse165 + cse49,  # [12, 9]
        cse200,  # [12, 10]
        cse71 + cse74,  # [12, 11]
        cse37,  # [12, 12]
        cse220,  # [12, 15]
        cse223,  # [12, 16]
        cse228,  # [12, 17]
        cse76,  # [13, 7]
        cse168 + cse90,  # [13, 9]
        cse201,  # [13, 10]
        cse105 + cse107,  # [13, 11]
        cse37,  # [13, 13]
        cse230,  # [13, 15]
        cse231,  # [13, 16]
        cse233,  # [13, 17]
        cse76,  # [14, 8]
        cse202,  # [14, 10]
        cse207,  # [14, 11]
        cse37,  # [14, 14]
        cse236,  # [14, 16]
        cse239,  # [14, 17]
        cse81,  # [15, 6]
        cse111,  # [15, 7]
        cse170,  # [15, 9]
        cse203,  # [15, 10]
        cse208,  # [15, 11]
        cse220,  # [15, 12]
        cse230,  # [15, 13]
        cse246*lam_14 + cse247*lam_13 + cse248*lam_8 + cse249 + lam_16*(cse240*cse241 + cse241*cse242 + cse244),  # [15, 15]
        cse255,  # [15, 16]
        cse256,  # [15, 17]
        cse86,  # [16, 6]
        cse113,  # [16, 7]
        cse125,  # [16, 8]
        cse172,  # [16, 9]
        cse205,  # [16, 10]
        cse209,  # [16, 11]
        cse223,  # [16, 12]
        cse231,  # [16, 13]
        cse236,  # [16, 14]
        cse255,  # [16, 15]
        cse217*lam_15 - cse224*lam_11 + cse226*lam_12 + lam_13*(-cse217*r_slider_y - cse224*cse245 + cse258) + lam_14*(cse214*r_slider_y + cse226*cse245 + cse259) + lam_16*(-2*cse181*cse83 + cse240*cse257 + cse241 + cse242*cse257 + cse244) + lam_8*(cse194 + cse248),  # [16, 16]
        cse260,  # [16, 17]
        cse228,  # [17, 12]
        cse233,  # [17, 13]
        cse239,  # [17, 14]
        cse256,  # [17, 15]
        cse260,  # [17, 16]
        cse249 + lam_13*(cse247 + cse258) + lam_14*(cse246 + cse259),  # [17, 17]
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
    # 789 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_crank,
        thetad_crank, psid_crank, _, _,
        _, phid_rod, thetad_rod, psid_rod,
        _, _, _, phid_slider,
        thetad_slider, psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, acc_5, acc_6, acc_7,
        acc_8, acc_9, acc_10, acc_11,
        acc_12, acc_13, acc_14, acc_15,
        acc_16, acc_17,
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

    cse0 = math.sin(psi_crank)
    cse1 = cse0*thetad_crank
    cse2 = math.cos(theta_crank)
    cse3 = cse2*phid_crank
    cse4 = 0.0001*cse3
    cse5 = 0.0001*psid_crank
    cse6 = math.cos(psi_crank)
    cse7 = math.sin(theta_crank)
    cse8 = cse6*cse7
    cse9 = cse8*phid_crank
    cse10 = -cse1 + cse9
    cse11 = 1e-05*cse3
    cse12 = 1e-05*psid_crank
    cse13 = cse3 + psid_crank
    cse14 = 0.0001*cse9
    cse15 = 0.0001*cse1
    cse16 = -cse1*cse4 + cse1*cse5 + cse10*(cse11 + cse12) + cse13*(-cse14 + cse15) - cse5*cse9
    cse17 = cse0*cse7
    cse18 = cse6*thetad_crank
    cse19 = cse17*phid_crank
    cse20 = cse18 + cse19
    cse21 = -cse11*cse18 + cse12*cse18 + cse12*cse19 + cse13*(0.0001*cse18 + 0.0001*cse19) + cse20*(-cse4 - cse5)
    cse22 = cse10*(-1e-05*cse18 - 1e-05*cse19) + cse20*(cse14 - cse15) + 0.0001*cse7*phid_crank*thetad_crank
    cse23 = math.sin(phi_crank)
    cse24 = cse0*cse23
    cse25 = math.cos(phi_crank)
    cse26 = cse25*cse6
    cse27 = cse2*cse26
    cse28 = cse0*cse25
    cse29 = cse23*cse6
    cse30 = cse2*cse29
    cse31 = cse2*cse24
    cse32 = 9e-05*cse17*cse6
    cse33 = 2*math.pi*t
    cse34 = math.cos(cse33)
    cse35 = -cse28 - cse30
    cse36 = 0.0001*acc_5
    cse37 = cse0**2
    cse38 = cse7**2
    cse39 = cse6**2
    cse40 = 0.08*cse26
    cse41 = 0.08*cse29
    cse42 = cse2*cse6
    cse43 = 0.08*lam_7
    cse44 = math.sin(cse33)
    cse45 = -cse24 + cse27
    cse46 = cse2*cse28
    cse47 = math.sin(theta_slider)
    cse48 = math.sin(phi_slider)
    cse49 = cse47*cse48
    cse50 = math.cos(theta_rod)
    cse51 = math.sin(phi_rod)
    cse52 = math.sin(psi_rod)
    cse53 = cse51*cse52
    cse54 = cse50*cse53
    cse55 = math.cos(phi_rod)
    cse56 = math.cos(psi_rod)
    cse57 = cse55*cse56
    cse58 = -0.15*cse54 + 0.15*cse57
    cse59 = -r_rod_x
    cse60 = -cse58 + cse59 + r_slider_x
    cse61 = cse49 + cse60
    cse62 = 2*cse61
    cse63 = cse62*lam_16
    cse64 = math.sin(theta_rod)
    cse65 = cse51*cse64
    cse66 = cse65*lam_10
    cse67 = cse51*cse56
    cse68 = cse50*cse67
    cse69 = cse52*cse55
    cse70 = -cse68 - cse69
    cse71 = cse70*lam_9
    cse72 = math.cos(phi_slider)
    cse73 = cse47*cse72
    cse74 = cse50*cse69
    cse75 = 0.15*cse67 + 0.15*cse74
    cse76 = -r_rod_y
    cse77 = -cse75 + cse76 + r_slider_y
    cse78 = -cse73 + cse77
    cse79 = 2*cse78
    cse80 = cse79*lam_16
    cse81 = cse55*cse64
    cse82 = cse81*lam_10
    cse83 = cse50*cse57
    cse84 = -cse53 + cse83
    cse85 = cse84*lam_9
    cse86 = math.cos(theta_slider)
    cse87 = cse52*cse64
    cse88 = 0.15*cse87
    cse89 = -r_rod_z
    cse90 = -cse88 + cse89 + r_slider_z
    cse91 = cse86 + cse90
    cse92 = 2*cse91
    cse93 = cse92*lam_16
    cse94 = cse50*lam_10
    cse95 = cse56*cse64
    cse96 = cse95*lam_9
    cse97 = 0.15*cse67
    cse98 = 0.15*cse74
    cse99 = 0.15*cse54
    cse100 = 0.15*cse57
    cse101 = -cse100 + cse99
    cse102 = cse97 + cse98
    cse103 = cse53 - cse83
    cse104 = 0.004*acc_11
    cse105 = cse50*phid_rod
    cse106 = cse52*thetad_rod
    cse107 = 0.004*cse106
    cse108 = 0.004*psid_rod
    cse109 = cse95*phid_rod
    cse110 = 0.0004*psid_rod
    cse111 = -cse106 + cse109
    cse112 = cse105 + psid_rod
    cse113 = 0.004*cse109
    cse114 = -cse105*cse107 + cse106*cse108 - cse108*cse109 + cse111*(0.0004*cse105 + cse110) + cse112*(cse107 - cse113)
    cse115 = cse56*thetad_rod
    cse116 = 0.0004*cse115
    cse117 = cse87*phid_rod
    cse118 = cse115 + cse117
    cse119 = -cse105*cse116 + cse110*cse115 + cse110*cse117 + cse112*(0.004*cse115 + 0.004*cse117) + cse118*(-0.004*cse105 - cse108)
    cse120 = cse111*(-cse116 - 0.0004*cse117) + cse118*(-cse107 + cse113) + 0.004*cse64*phid_rod*thetad_rod
    cse121 = cse70*cse73
    cse122 = 0.0036*cse52*cse95
    cse123 = cse56**2
    cse124 = cse64**2
    cse125 = cse123*cse124
    cse126 = cse52**2
    cse127 = cse50**2
    cse128 = 0.15*cse53
    cse129 = cse128*cse64
    cse130 = cse57*cse64
    cse131 = cse64*cse67
    cse132 = 0.15*cse69
    cse133 = cse132*cse64
    cse134 = 0.15*cse52
    cse135 = cse134*cse50
    cse136 = cse64*cse90
    cse137 = cse124*cse134
    cse138 = 0.3*cse91
    cse139 = 0.3*cse64
    cse140 = cse50*cse90
    cse141 = 0.15*cse68
    cse142 = 0.15*cse83
    cse143 = 0.15*cse95
    cse144 = cse128 - cse142
    cse145 = -cse67 - cse74
    cse146 = cse132 + cse141
    cse147 = cse54 - cse57
    cse148 = math.cos(psi_slider)
    cse149 = cse148*cse48
    cse150 = math.sin(psi_slider)
    cse151 = cse150*cse72
    cse152 = -cse149*cse86 - cse151
    cse153 = cse148*cse72
    cse154 = cse150*cse48
    cse155 = cse154*cse86
    cse156 = cse153 - cse155
    cse157 = cse153*cse86
    cse158 = cse154 - cse157
    cse159 = cse151*cse86
    cse160 = cse149 + cse159
    cse161 = cse150*cse47
    cse162 = cse148*cse47
    cse163 = -cse149 - cse159
    cse164 = 0.2 - r_slider_x
    cse165 = cse150*thetad_slider
    cse166 = cse86*phid_slider
    cse167 = 0.0001*cse166
    cse168 = 0.0001*psid_slider
    cse169 = cse47*phid_slider
    cse170 = cse148*cse169
    cse171 = -cse165 + cse170
    cse172 = 0.0001*cse170
    cse173 = 0.0001*cse165
    cse174 = cse166 + psid_slider
    cse175 = -cse165*cse167 + cse165*cse168 - cse168*cse170 + cse171*(cse167 + cse168) + cse174*(-cse172 + cse173)
    cse176 = cse150*cse169
    cse177 = cse148*thetad_slider
    cse178 = cse176 + cse177
    cse179 = 0.0001*cse176
    cse180 = 0.0001*cse177
    cse181 = -cse167*cse177 + cse168*cse176 + cse168*cse177 + cse174*(cse179 + cse180) + cse178*(-cse167 - cse168)
    cse182 = 0.0001*cse169*thetad_slider + cse171*(-cse179 - cse180) + cse178*(cse172 - cse173)
    cse183 = 0.0001*acc_17
    cse184 = cse47**2
    cse185 = 0.0001*cse150**2
    cse186 = 0.0001*cse148**2
    cse187 = cse72*cse86
    cse188 = cse48*cse86
    cse189 = cse151*cse47
    cse190 = cse164*cse47
    cse191 = cse150*r_slider_z
    cse192 = -cse153 + cse155
    cse193 = cse162*r_slider_z
    cse194 = -cse154 + cse157
    cse195 = cse194*r_slider_y
    cse196 = cse152*cse164
    cse197 = cse191*cse47
    cse198 = h**(-2)
    return np.array([
        0.12*acc_0 + lam_0 + lam_5,  # [0]
        0.12*acc_1 + lam_1 + lam_6,  # [1]
        0.12*acc_2 + lam_2 + lam_7 + 1.1772,  # [2]
        acc_3*(0.0001*cse2**2 + 0.0001*cse37*cse38 + 1e-05*cse38*cse39) + acc_4*cse32 - cse16*cse17 - cse2*cse22 + cse2*cse36 - cse21*cse8 - cse34*cse35*lam_17 + lam_3*(cse26 - cse31) + lam_5*(0.08*cse24 - 0.08*cse27) + lam_6*(-0.08*cse28 - 0.08*cse30),  # [3]
        acc_3*cse32 + acc_4*(1e-05*cse37 + 0.0001*cse39) + cse0*cse2*lam_4 + cse0*cse21 - cse16*cse6 - cse28*cse7*lam_3 - cse40*cse7*lam_6 + cse41*cse7*lam_5 + cse42*cse43 + lam_17*(cse26*cse34*cse7 + cse42*cse44),  # [4]
        0.0001*acc_3*cse2 - cse17*cse43 - cse22 + cse36 + cse45*lam_3 + cse8*lam_4 + lam_17*(-cse17*cse44 - cse34*(-cse29 - cse46)) + lam_5*(0.08*cse31 - cse40) + lam_6*(-cse41 - 0.08*cse46),  # [5]
        0.5*acc_6 - cse63 - cse66 - cse71 - lam_5,  # [6]
        0.5*acc_7 - cse80 + cse82 - cse85 - lam_6,  # [7]
        0.5*acc_8 - cse93 - cse94 - cse96 - lam_7 + 4.905,  # [8]
        acc_10*cse122 + acc_9*(0.004*cse124*cse126 + 0.0004*cse125 + 0.004*cse127) + cse104*cse50 - cse114*cse87 - cse119*cse95 - cse120*cse50 + lam_10*(-cse101*cse81 + cse102*cse65 + cse60*cse81 + cse65*cse77) + lam_16*(cse101*cse79 + cse102*cse62) + lam_5*(-cse97 - cse98) + lam_6*(cse100 - cse99) + lam_8*(cse103*cse49 - cse121) + lam_9*(cse101*cse84 + cse102*cse70 + cse103*cse60 + cse70*cse77),  # [9]
        acc_10*(0.004*cse123 + 0.0004*cse126) + acc_9*cse122 - cse114*cse56 + cse119*cse52 + cse129*lam_5 - cse133*lam_6 + cse135*lam_7 + lam_10*(-cse127*cse134 - cse136 - cse137*cse51**2 - cse137*cse55**2 + cse50*cse51*cse60 - cse50*cse55*cse77) + lam_16*(-cse138*cse50*cse52 - cse139*cse53*cse61 + cse139*cse69*cse78) + lam_8*(cse130*cse73 + cse131*cse49 + cse50*cse56*cse86) + lam_9*(-cse129*cse70 - cse130*cse77 + cse131*cse60 + cse133*cse84 - cse135*cse95 + cse140*cse56),  # [10]
        0.004*acc_9*cse50 + cse104 - cse120 + cse143*lam_7 + lam_10*(-cse143*cse50 - cse144*cse81 + cse146*cse65) + lam_16*(-cse138*cse95 + cse144*cse79 + cse146*cse62) + lam_5*(-cse132 - cse141) + lam_6*(-cse128 + cse142) + lam_8*(-cse145*cse73 + cse147*cse49 - cse86*cse87) + lam_9*(-0.15*cse125 - cse136*cse52 + cse144*cse84 + cse145*cse77 + cse146*cse70 + cse147*cse60),  # [11]
        2.0*acc_12 - cse152*lam_14 + cse156*lam_13 + cse63 + cse66 + cse71,  # [12]
        2.0*acc_13 + cse158*lam_14 + cse160*lam_13 + cse80 - cse82 + cse85,  # [13]
        2.0*acc_14 + cse161*lam_13 - cse162*lam_14 + cse93 + cse94 + cse96 + 19.62,  # [14]
        acc_15*(cse184*cse185 + cse184*cse186 + 0.0001*cse86**2) - cse156*lam_15 + cse158*lam_12 - cse161*cse175 - cse162*cse181 - cse163*lam_11 - cse182*cse86 + cse183*cse86 + lam_13*(cse156*r_slider_y - cse163*cse164) + lam_14*(-cse152*r_slider_y + cse158*cse164) + lam_16*(cse49*cse79 + cse62*cse73) + lam_8*(cse121 + cse49*cse84),  # [15]
        acc_16*(cse185 + cse186) - cse148*cse175 + cse149*cse47*lam_12 + cse150*cse181 - cse154*cse47*lam_11 + cse189*lam_15 + lam_13*(-cse154*cse190 - cse189*r_slider_y + cse191*cse86) + lam_14*(-cse148*cse86*r_slider_z + cse149*cse190 + cse153*cse47*r_slider_y) + lam_16*(-cse187*cse79 + cse188*cse62 - cse47*cse92) + lam_8*(-cse187*cse84 + cse188*cse70 - cse47*cse95),  # [16]
        0.0001*acc_15*cse86 - cse152*lam_11 - cse182 + cse183 + cse192*lam_12 - cse194*lam_15 + lam_13*(cse193 + cse195 - cse196) + lam_14*(-cse163*r_slider_y + cse164*cse192 + cse197),  # [17]
        cse198*r_crank_x,  # [18]
        cse198*(r_crank_y - 0.1),  # [19]
        cse198*(r_crank_z - 0.12),  # [20]
        cse198*(cse29 + cse46),  # [21]
        cse17*cse198,  # [22]
        cse198*(0.08*cse35 + cse58 + cse59 + r_crank_x),  # [23]
        cse198*(0.08*cse45 + cse75 + cse76 + r_crank_y),  # [24]
        cse198*(0.08*cse8 + cse88 + cse89 + r_crank_z),  # [25]
        cse198*(cse49*cse70 - cse73*cse84 + cse86*cse95),  # [26]
        cse198*(cse136*cse56 + cse60*cse70 + cse77*cse84),  # [27]
        cse198*(cse140 + cse60*cse65 - cse77*cse81),  # [28]
        -cse156*cse198,  # [29]
        cse152*cse198,  # [30]
        cse198*(-cse156*cse164 + cse160*r_slider_y + cse197),  # [31]
        cse198*(-cse193 - cse195 + cse196),  # [32]
        -cse160*cse198,  # [33]
        cse198*(cse61**2 + cse78**2 + cse91**2 - 1),  # [34]
        cse198*(-cse34*cse45 + cse44*cse8),  # [35]
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
        ndarray of shape (36, 36), 288 nonzero.
    """
    # 1933 operations after common subexpression elimination
    (
        _, _, _, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_crank,
        thetad_crank, psid_crank, _, _,
        _, phid_rod, thetad_rod, psid_rod,
        _, _, _, phid_slider,
        thetad_slider, psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, acc_3,
        acc_4, acc_5, _, _,
        _, acc_9, acc_10, acc_11,
        _, _, _, acc_15,
        _, acc_17,
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

    cse0 = math.cos(theta_crank)
    cse1 = math.cos(psi_crank)
    cse2 = cse1**2
    cse3 = math.sin(theta_crank)
    cse4 = cse3**2
    cse5 = math.sin(psi_crank)
    cse6 = cse5**2
    cse7 = cse3*cse5
    cse8 = cse7*phid_crank
    cse9 = cse1*thetad_crank
    cse10 = cse8 + cse9
    cse11 = 0.0001*cse10
    cse12 = cse1*cse3
    cse13 = cse12*phid_crank
    cse14 = 0.0001*cse13
    cse15 = cse5*thetad_crank
    cse16 = 0.0001*cse15
    cse17 = cse14 - cse16
    cse18 = cse13 - cse15
    cse19 = 1e-05*cse18
    cse20 = 1e-05*cse9
    cse21 = -cse20 - 1e-05*cse8
    cse22 = 0.0001*cse3
    cse23 = cse11*cse12 + cse12*cse21 + cse17*cse7 - cse19*cse7 + cse22*thetad_crank
    cse24 = 0.0001*cse8
    cse25 = 0.0001*cse9
    cse26 = cse24 + cse25
    cse27 = cse0*phid_crank
    cse28 = cse27 + psid_crank
    cse29 = 0.0001*cse28
    cse30 = 0.0001*cse27
    cse31 = 0.0001*psid_crank
    cse32 = -cse30 - cse31
    cse33 = 1e-05*psid_crank
    cse34 = -cse0*cse11 - cse0*cse20 + cse0*cse26 + cse29*cse7 + cse32*cse7 + cse33*cse7
    cse35 = -cse14 + cse16
    cse36 = 1e-05*cse27
    cse37 = cse33 + cse36
    cse38 = 0.0001*cse0
    cse39 = cse0*cse19 + cse0*cse35 - cse12*cse29 - cse12*cse31 + cse12*cse37 - cse15*cse38
    cse40 = h**2
    cse41 = 2*math.pi*t
    cse42 = math.cos(cse41)
    cse43 = math.cos(phi_crank)
    cse44 = cse1*cse43
    cse45 = cse0*cse44
    cse46 = math.sin(phi_crank)
    cse47 = cse46*cse5
    cse48 = cse42*(-cse45 + cse47)
    cse49 = 0.08*cse45
    cse50 = 0.08*cse47
    cse51 = -cse49 + cse50
    cse52 = cse1*cse46
    cse53 = cse0*cse52
    cse54 = 0.08*cse53
    cse55 = cse43*cse5
    cse56 = 0.08*cse55
    cse57 = cse0*cse5
    cse58 = cse43*cse57
    cse59 = -cse52 - cse58
    cse60 = cse51*lam_6 + cse59*lam_3 + lam_5*(cse54 + cse56)
    cse61 = 9e-05*cse12*cse5
    cse62 = cse3*phid_crank
    cse63 = 0.0001*cse62
    cse64 = cse1*cse17 - cse1*cse19 - cse11*cse5 - cse21*cse5 + cse63
    cse65 = cse1*cse29
    cse66 = cse1*cse32 + cse1*cse33 - cse1*cse36 + cse65
    cse67 = cse29*cse5
    cse68 = -cse30*cse5 + cse31*cse5 - cse37*cse5 + cse67
    cse69 = acc_4*cse1
    cse70 = 9e-05*cse57
    cse71 = -cse13*cse31 - cse15*cse30 + cse15*cse31 + cse18*cse37 + cse28*cse35
    cse72 = cse5*cse71
    cse73 = cse1*cse27
    cse74 = cse15*cse63 - cse19*cse62 - cse27*cse65 - cse31*cse73 - cse35*cse62 + cse37*cse73
    cse75 = cse26*cse28
    cse76 = cse10*cse32 - cse20*cse27 + cse33*cse8 + cse33*cse9 + cse75
    cse77 = cse1*cse76
    cse78 = cse27*cse5
    cse79 = cse11*cse73 + cse17*cse78 - cse19*cse78 + cse21*cse73 + cse30*thetad_crank
    cse80 = 1e-05*cse13
    cse81 = cse11*cse62 - cse26*cse62 + cse27*cse67 + cse32*cse78 + cse33*cse78 + cse80*thetad_crank
    cse82 = cse0*cse3
    cse83 = 0.0002*cse82
    cse84 = cse12*cse46
    cse85 = 0.08*cse84
    cse86 = cse42*lam_17
    cse87 = cse12*cse43
    cse88 = 0.08*cse87
    cse89 = cse3*cse47*lam_3 - cse84*cse86 + cse85*lam_6 + cse88*lam_5
    cse90 = -cse11 + 0.00011*cse8 + 0.00011*cse9
    cse91 = -0.0002*cse13 + 0.0002*cse15 + cse19
    cse92 = 9e-05*cse3
    cse93 = acc_4*cse92
    cse94 = -cse8 - cse9
    cse95 = -cse30*cse9 + cse31*cse8 + cse31*cse9 + cse37*cse94 + cse75
    cse96 = cse13*cse33 - cse15*cse33 + cse15*cse36 + cse17*cse28 + cse18*cse32
    cse97 = cse10*(-cse24 - cse25) + cse17*cse18 + cse18*(1e-05*cse15 - cse80) + cse21*cse94
    cse98 = 0.00018*cse5
    cse99 = acc_3*cse1
    cse100 = cse46*cse57
    cse101 = 0.08*cse100 - 0.08*cse44
    cse102 = 0.08*cse58
    cse103 = 0.08*cse52
    cse104 = -cse53 - cse55
    cse105 = cse101*lam_6 + cse104*lam_3 - cse86*(cse100 - cse44) + lam_5*(cse102 + cse103)
    cse106 = -cse100 + cse44
    cse107 = -cse54 - cse56
    cse108 = -cse104*cse42
    cse109 = math.sin(cse41)
    cse110 = -cse109*cse12
    cse111 = 0.08*lam_7
    cse112 = -cse111*cse12 - cse7*lam_4
    cse113 = acc_3*cse92
    cse114 = cse3*cse55
    cse115 = cse0*cse1
    cse116 = -cse111*cse57 + 0.08*cse114*lam_6 + cse115*lam_4 - cse3*cse50*lam_5 - cse87*lam_3 + lam_17*(-cse109*cse57 - cse114*cse42)
    cse117 = -cse114
    cse118 = -cse88
    cse119 = 0.08*cse115
    cse120 = cse109*cse115 + cse42*cse87
    cse121 = cse45 - cse47
    cse122 = -cse102 - cse103
    cse123 = -0.08*cse7
    cse124 = -cse109*cse7 - cse42*cse59
    cse125 = 2*lam_16
    cse126 = cse125*cse40
    cse127 = cse126 + 0.5
    cse128 = math.cos(theta_rod)
    cse129 = math.cos(phi_rod)
    cse130 = math.sin(psi_rod)
    cse131 = cse129*cse130
    cse132 = cse128*cse131
    cse133 = 0.15*cse132
    cse134 = math.sin(phi_rod)
    cse135 = math.cos(psi_rod)
    cse136 = cse134*cse135
    cse137 = 0.15*cse136
    cse138 = cse133 + cse137
    cse139 = cse125*cse138
    cse140 = cse130*cse134
    cse141 = cse129*cse135
    cse142 = cse128*cse141
    cse143 = cse140 - cse142
    cse144 = cse143*lam_9
    cse145 = math.sin(theta_rod)
    cse146 = cse129*cse145
    cse147 = cse146*lam_10
    cse148 = cse40*(-cse139 - cse144 - cse147)
    cse149 = cse134*cse145
    cse150 = 0.3*lam_16
    cse151 = cse130*cse150
    cse152 = cse149*cse151
    cse153 = cse128*cse134
    cse154 = cse153*lam_10
    cse155 = cse135*lam_9
    cse156 = cse149*cse155
    cse157 = cse40*(cse152 - cse154 - cse156)
    cse158 = cse128*cse136
    cse159 = 0.15*cse158
    cse160 = 0.15*cse131
    cse161 = cse159 + cse160
    cse162 = cse125*cse161
    cse163 = cse128*cse140
    cse164 = -cse141 + cse163
    cse165 = cse164*lam_9
    cse166 = cse40*(-cse162 - cse165)
    cse167 = -cse126
    cse168 = math.sin(theta_slider)
    cse169 = math.cos(phi_slider)
    cse170 = cse168*cse169
    cse171 = -cse126*cse170
    cse172 = math.cos(theta_slider)
    cse173 = math.sin(phi_slider)
    cse174 = cse172*cse173
    cse175 = -cse126*cse174
    cse176 = -cse131 - cse158
    cse177 = -cse176
    cse178 = -cse149
    cse179 = cse168*cse173
    cse180 = -0.15*cse141 + 0.15*cse163 - r_rod_x + r_slider_x
    cse181 = cse179 + cse180
    cse182 = 2*cse181
    cse183 = -cse182
    cse184 = 0.15*cse163
    cse185 = 0.15*cse141
    cse186 = cse184 - cse185
    cse187 = cse125*cse186
    cse188 = cse149*lam_10
    cse189 = cse176*lam_9
    cse190 = cse40*(-cse187 - cse188 - cse189)
    cse191 = cse146*cse151
    cse192 = cse128*cse129
    cse193 = cse192*lam_10
    cse194 = cse146*cse155
    cse195 = cse40*(-cse191 + cse193 + cse194)
    cse196 = 0.15*cse142
    cse197 = 0.15*cse140
    cse198 = -cse196 + cse197
    cse199 = cse125*cse198
    cse200 = -cse132 - cse136
    cse201 = cse200*lam_9
    cse202 = cse40*(-cse199 - cse201)
    cse203 = -cse126*cse179
    cse204 = cse169*cse172
    cse205 = cse126*cse204
    cse206 = -cse140 + cse142
    cse207 = -cse206
    cse208 = cse132 + cse136
    cse209 = -0.15*cse208 - r_rod_y + r_slider_y
    cse210 = -cse170 + cse209
    cse211 = 2*cse210
    cse212 = -cse211
    cse213 = cse128*cse130
    cse214 = cse150*cse213
    cse215 = cse145*lam_10
    cse216 = cse128*cse135
    cse217 = cse216*lam_9
    cse218 = cse40*(cse214 + cse215 - cse217)
    cse219 = cse135*cse145
    cse220 = cse150*cse219
    cse221 = cse130*cse145
    cse222 = cse221*lam_9
    cse223 = cse40*(cse220 + cse222)
    cse224 = cse125*cse168
    cse225 = cse224*cse40
    cse226 = -cse219
    cse227 = -cse128
    cse228 = 0.15*cse221
    cse229 = -cse228 - r_rod_z + r_slider_z
    cse230 = cse172 + cse229
    cse231 = 2*cse230
    cse232 = -cse231
    cse233 = cse128**2
    cse234 = cse130**2
    cse235 = cse145**2
    cse236 = cse234*cse235
    cse237 = cse135**2
    cse238 = cse235*cse237
    cse239 = cse221*phid_rod
    cse240 = cse135*thetad_rod
    cse241 = cse239 + cse240
    cse242 = 0.004*cse241
    cse243 = cse219*phid_rod
    cse244 = 0.004*cse243
    cse245 = cse130*thetad_rod
    cse246 = 0.004*cse245
    cse247 = cse244 - cse246
    cse248 = cse243 - cse245
    cse249 = 0.0004*cse248
    cse250 = 0.0004*cse240
    cse251 = -0.0004*cse239 - cse250
    cse252 = 0.004*cse145
    cse253 = cse252*thetad_rod
    cse254 = cse219*cse242 + cse219*cse251 + cse221*cse247 - cse221*cse249 + cse253
    cse255 = cse128*phid_rod
    cse256 = cse255 + psid_rod
    cse257 = 0.004*cse256
    cse258 = 0.004*cse255
    cse259 = 0.004*psid_rod
    cse260 = -cse258 - cse259
    cse261 = 0.0004*psid_rod
    cse262 = 0.004*cse239
    cse263 = 0.004*cse240
    cse264 = cse262 + cse263
    cse265 = -cse128*cse242 - cse128*cse250 + cse128*cse264 + cse221*cse257 + cse221*cse260 + cse221*cse261
    cse266 = 0.0004*cse255
    cse267 = cse261 + cse266
    cse268 = -cse244 + cse246
    cse269 = 0.004*cse128
    cse270 = cse128*cse249 + cse128*cse268 - cse219*cse257 - cse219*cse259 + cse219*cse267 - cse245*cse269
    cse271 = -cse184 + cse185
    cse272 = cse138*cse211 + cse182*cse271
    cse273 = cse149*cse271
    cse274 = cse138*cse146
    cse275 = 2*cse186
    cse276 = cse149*cse180
    cse277 = cse146*cse209
    cse278 = -cse276 + cse277
    cse279 = 2*cse138
    cse280 = cse131 + cse158
    cse281 = cse138*cse206 + cse143*cse209 + cse176*cse271 + cse180*cse280
    cse282 = cse143*cse170
    cse283 = cse179*cse280 - cse282
    cse284 = -cse133 - cse137
    cse285 = cse186*lam_5 + cse284*lam_6
    cse286 = 0.0036*cse130
    cse287 = cse219*cse286
    cse288 = cse252*phid_rod
    cse289 = -cse130*cse242 - cse130*cse251 + cse135*cse247 - cse135*cse249 + cse288
    cse290 = cse135*cse257 + cse135*cse260 + cse135*cse261 - cse135*cse266
    cse291 = cse130*cse258
    cse292 = cse130*cse257 + cse130*cse259 - cse130*cse267 - cse291
    cse293 = cse216*cse286
    cse294 = -cse243*cse259 + cse245*cse259 - cse246*cse255 + cse248*cse267 + cse256*cse268
    cse295 = cse130*cse294
    cse296 = cse145*phid_rod
    cse297 = cse135*cse255
    cse298 = -cse135*cse256*cse258 + cse245*cse288 - cse249*cse296 - cse259*cse297 + cse267*cse297 - cse268*cse296
    cse299 = cse130*cse255
    cse300 = cse242*cse296 + cse250*cse296 + cse256*cse291 + cse260*cse299 + cse261*cse299 - cse264*cse296
    cse301 = cse256*cse264
    cse302 = cse239*cse261 + cse240*cse261 - cse240*cse266 + cse241*cse260 + cse301
    cse303 = cse135*cse302
    cse304 = cse242*cse297 + cse247*cse299 - cse249*cse299 + cse251*cse297 + cse258*thetad_rod
    cse305 = cse128*cse145
    cse306 = 0.008*cse305
    cse307 = cse237*cse305
    cse308 = cse138*cse149
    cse309 = 0.3*cse130
    cse310 = cse146*cse186
    cse311 = cse146*cse309
    cse312 = cse149*cse309
    cse313 = 0.15*cse130
    cse314 = cse149*cse313
    cse315 = cse128*cse180
    cse316 = cse128*cse209
    cse317 = cse146*cse313
    cse318 = cse149*cse209
    cse319 = cse146*cse180
    cse320 = cse135*cse146
    cse321 = cse179*cse320
    cse322 = cse135*cse149
    cse323 = cse170*cse322
    cse324 = cse314*lam_6 + cse317*lam_5 + lam_10*(cse129*cse315 + cse134*cse316 + cse138*cse153 - cse186*cse192) + lam_16*(-cse181*cse311 - cse210*cse312 - cse308*cse309 + cse309*cse310) + lam_8*(cse321 - cse323) + lam_9*(cse135*cse308 - cse135*cse310 + cse135*cse318 + cse135*cse319 - cse143*cse314 - cse206*cse314)
    cse325 = 0.0044*cse239 + 0.0044*cse240 - cse242
    cse326 = -0.008*cse243 + 0.008*cse245 + cse249
    cse327 = 0.0036*cse145
    cse328 = acc_10*cse327
    cse329 = -cse239 - cse240
    cse330 = cse239*cse259 + cse240*cse259 - cse255*cse263 + cse267*cse329 + cse301
    cse331 = cse243*cse261 - cse245*cse261 + cse245*cse266 + cse247*cse256 + cse248*cse260
    cse332 = cse241*(-cse262 - cse263) + cse247*cse248 + cse248*(-0.0004*cse243 + 0.0004*cse245) + cse251*cse329
    cse333 = cse130*cse135
    cse334 = 0.0072*cse333
    cse335 = cse196 - cse197
    cse336 = 2*cse161
    cse337 = 2*cse198
    cse338 = cse164*cse170
    cse339 = -cse159 - cse160
    cse340 = cse198*lam_5 + cse339*lam_6 + lam_10*(cse149*cse198 + cse149*cse335) + lam_16*(cse138*cse336 + cse161*cse211 + cse182*cse335 + cse186*cse337) + lam_8*(cse179*cse208 - cse338) + lam_9*(cse138*cse164 + cse143*cse161 + cse161*cse206 + cse164*cse209 + cse176*cse198 + cse176*cse335 + cse180*cse208 + cse186*cse200)
    cse341 = 0.3*cse131
    cse342 = cse128*cse341
    cse343 = cse144 + cse147
    cse344 = 0.3*cse163
    cse345 = 0.3*cse141
    cse346 = cse188 + cse189
    cse347 = cse176*cse179
    cse348 = cse40*(lam_16*(cse170*cse279 + cse179*cse275) + lam_8*(cse282 + cse347))
    cse349 = cse172*cse176
    cse350 = cse169*cse349
    cse351 = cse40*(lam_16*(cse174*cse279 - cse204*cse275) + lam_8*(cse143*cse174 - cse350))
    cse352 = cse170*cse176
    cse353 = cse143*cse179 - cse352
    cse354 = cse138*cse176 + cse143*cse180 + cse176*cse209 + cse186*cse206
    cse355 = cse308 - cse310 + cse318 + cse319
    cse356 = cse138*cse182 + cse186*cse211
    cse357 = cse134**2
    cse358 = 0.045*cse236
    cse359 = cse129**2
    cse360 = 0.3*cse230
    cse361 = cse221*cse360
    cse362 = 0.44999999999999996*cse128*cse221
    cse363 = cse128*cse229
    cse364 = 0.3*cse333
    cse365 = cse235*cse364
    cse366 = cse145*cse229
    cse367 = -cse135*cse366
    cse368 = 0.15*cse135
    cse369 = cse235*cse368
    cse370 = -cse228*lam_7
    cse371 = -cse172*cse219
    cse372 = acc_9*cse327
    cse373 = cse149*cse161
    cse374 = cse149*cse181
    cse375 = 0.3*cse135
    cse376 = cse146*cse198
    cse377 = cse149*cse368
    cse378 = cse146*cse368
    cse379 = cse149*cse179
    cse380 = cse146*cse170
    cse381 = 0.15*cse216*lam_7 + cse377*lam_5 - cse378*lam_6 + lam_10*(cse153*cse161 - cse192*cse198 - cse233*cse368 - cse357*cse369 - cse359*cse369 + cse369) + lam_16*(cse146*cse210*cse375 + 0.045*cse213*cse219 - cse216*cse360 - cse309*cse373 + cse309*cse376 - cse374*cse375) + lam_8*(-cse130*cse379 - cse130*cse380 - cse172*cse213) + lam_9*(-cse130*cse276 + cse130*cse277 - cse130*cse363 + cse135*cse373 - cse135*cse376 - cse164*cse314 - cse176*cse377 + cse200*cse317 + cse206*cse378 + 0.15*cse234*cse305 - 0.3*cse307)
    cse382 = cse40*(-cse152 + cse154 + cse156)
    cse383 = cse40*(cse191 - cse193 - cse194)
    cse384 = cse40*(-cse214 - cse215 + cse217)
    cse385 = cse40*(lam_16*(-cse170*cse312 + cse179*cse311) + lam_8*(-cse321 + cse323))
    cse386 = cse40*(lam_16*(0.3*cse168*cse213 - cse174*cse312 - cse204*cse311) + lam_8*(-cse168*cse216 + cse174*cse322 + cse204*cse320))
    cse387 = -cse317
    cse388 = cse128*cse313
    cse389 = cse135*cse379 + cse135*cse380 + cse172*cse216
    cse390 = 0.15*cse219
    cse391 = cse135*cse276 - cse135*cse277 + cse135*cse363 - cse176*cse314 + cse206*cse317 - cse213*cse390
    cse392 = cse235*cse313
    cse393 = -cse129*cse316 + cse134*cse315 - cse233*cse313 - cse357*cse392 - cse359*cse392 - cse366
    cse394 = cse210*cse311 - cse213*cse360 - cse309*cse374
    cse395 = cse40*(-cse220 - cse222)
    cse396 = cse40*(lam_16*(cse170*cse336 + cse179*cse337) + lam_8*(cse179*cse200 + cse338))
    cse397 = cse168*cse219
    cse398 = cse40*(lam_16*(cse174*cse336 - cse204*cse337 + 0.3*cse397) + lam_8*(cse164*cse174 + cse168*cse221 - cse200*cse204))
    cse399 = cse164*cse179 - cse170*cse200 - cse172*cse221
    cse400 = -cse130*cse366 + cse161*cse176 + cse164*cse180 + cse198*cse206 + cse200*cse209 - 0.15*cse238
    cse401 = -cse128*cse390 + cse373 - cse376
    cse402 = cse161*cse182 + cse198*cse211 - cse219*cse360
    cse403 = cse126 + 2.0
    cse404 = math.sin(psi_slider)
    cse405 = cse173*cse404
    cse406 = math.cos(psi_slider)
    cse407 = cse169*cse406
    cse408 = cse172*cse407
    cse409 = cse405 - cse408
    cse410 = cse169*cse404
    cse411 = cse172*cse410
    cse412 = cse173*cse406
    cse413 = -cse411 - cse412
    cse414 = cse40*(cse125*cse170 - cse409*lam_14 + cse413*lam_13)
    cse415 = cse168*cse412
    cse416 = cse168*cse405
    cse417 = cse40*(cse125*cse174 - cse415*lam_14 + cse416*lam_13)
    cse418 = cse172*cse405
    cse419 = -cse407 + cse418
    cse420 = cse172*cse412
    cse421 = -cse410 - cse420
    cse422 = cse40*(-cse419*lam_14 + cse421*lam_13)
    cse423 = cse407 - cse418
    cse424 = -cse421
    cse425 = cse410 + cse420
    cse426 = cse40*(cse125*cse179 + cse423*lam_13 + cse425*lam_14)
    cse427 = cse168*cse407
    cse428 = cse168*cse410
    cse429 = cse40*(-cse125*cse204 + cse427*lam_14 - cse428*lam_13)
    cse430 = cse411 + cse412
    cse431 = -cse405 + cse408
    cse432 = cse40*(cse430*lam_14 + cse431*lam_13)
    cse433 = -cse146
    cse434 = cse172*cse404
    cse435 = cse172*cse406
    cse436 = cse40*(-cse224 + cse434*lam_13 - cse435*lam_14)
    cse437 = cse168*cse406
    cse438 = cse168*cse404
    cse439 = cse40*(cse437*lam_13 + cse438*lam_14)
    cse440 = -cse437
    cse441 = cse172**2
    cse442 = cse168**2
    cse443 = cse406**2
    cse444 = 0.0001*cse443
    cse445 = cse404**2
    cse446 = 0.0001*cse445
    cse447 = cse438*phid_slider
    cse448 = cse406*thetad_slider
    cse449 = cse447 + cse448
    cse450 = 0.0001*cse449
    cse451 = 0.0001*cse447
    cse452 = 0.0001*cse448
    cse453 = -cse451 - cse452
    cse454 = cse437*phid_slider
    cse455 = cse404*thetad_slider
    cse456 = cse454 - cse455
    cse457 = 0.0001*cse456
    cse458 = 0.0001*cse454
    cse459 = 0.0001*cse455
    cse460 = cse458 - cse459
    cse461 = 0.0001*cse168
    cse462 = cse437*cse450 + cse437*cse453 - cse438*cse457 + cse438*cse460 + cse461*thetad_slider
    cse463 = cse172*phid_slider
    cse464 = cse463 + psid_slider
    cse465 = 0.0001*cse464
    cse466 = cse451 + cse452
    cse467 = 0.0001*cse172
    cse468 = cse467*phid_slider
    cse469 = 0.0001*psid_slider
    cse470 = -cse468 - cse469
    cse471 = cse449*cse467
    cse472 = cse172*cse466 + cse438*cse465 + cse438*cse469 + cse438*cse470 - cse448*cse467 - cse471
    cse473 = cse468 + cse469
    cse474 = -cse458 + cse459
    cse475 = cse456*cse467
    cse476 = cse172*cse474 - cse437*cse465 - cse437*cse469 + cse437*cse473 - cse455*cse467 + cse475
    cse477 = cse169**2
    cse478 = 2*cse442
    cse479 = cse173**2
    cse480 = cse170*cse211 - cse179*cse182
    cse481 = 0.2 - r_slider_x
    cse482 = -cse409*r_slider_y + cse425*cse481
    cse483 = cse419*cse481
    cse484 = cse413*r_slider_y
    cse485 = -cse483 + cse484
    cse486 = cse170*cse206 - cse347
    cse487 = -cse413*lam_15 - cse419*lam_11 + cse425*lam_12
    cse488 = cse168*phid_slider
    cse489 = 0.0001*cse488
    cse490 = -cse404*cse450 - cse404*cse453 - cse406*cse457 + cse406*cse460 + cse489
    cse491 = cse406*cse468
    cse492 = cse406*cse465 + cse406*cse469 + cse406*cse470 - cse491
    cse493 = cse404*cse468
    cse494 = cse404*cse465 + cse404*cse469 - cse404*cse473 - cse493
    cse495 = 0.0002*cse168*cse172
    cse496 = cse406*cse463
    cse497 = cse451*thetad_slider - cse457*cse488 - cse464*cse491 + cse473*cse496 - cse474*cse488 - cse491*psid_slider
    cse498 = cse455*cse468
    cse499 = cse454*cse469
    cse500 = cse455*cse469
    cse501 = cse456*cse473 + cse464*cse474 - cse498 - cse499 + cse500
    cse502 = cse404*cse501
    cse503 = cse404*cse463
    cse504 = cse450*cse488 + cse458*thetad_slider + cse464*cse493 - cse466*cse488 + cse470*cse503 + cse493*psid_slider
    cse505 = cse447*cse469 - cse448*cse468 + cse448*cse469 + cse464*cse466
    cse506 = cse449*cse470 + cse505
    cse507 = cse406*cse506
    cse508 = -cse404*cse475*phid_slider + cse406*cse471*phid_slider + cse453*cse496 + cse460*cse503 + cse468*thetad_slider
    cse509 = -cse416*lam_15 + cse427*lam_12 - cse428*lam_11 + lam_13*(cse416*r_slider_y - cse428*cse481) + lam_14*(-cse415*r_slider_y + cse427*cse481) + lam_16*(cse174*cse211 + cse182*cse204) + lam_8*(cse174*cse206 + cse350)
    cse510 = 0.0002*cse447 + 0.0002*cse448 - cse450
    cse511 = -0.0002*cse454 + 0.0002*cse455 + cse457
    cse512 = -cse447 - cse448
    cse513 = cse473*cse512 + cse505
    cse514 = cse456*cse470 + cse460*cse464 + cse498 + cse499 - cse500
    cse515 = cse449*cse453 + cse453*cse512 + cse456*cse460 + cse456*cse474
    cse516 = cse409*cse481
    cse517 = cse421*r_slider_y
    cse518 = -cse409*lam_11 - cse421*lam_15 + cse430*lam_12 + lam_13*(-cse516 + cse517) + lam_14*(-cse419*r_slider_y + cse430*cse481)
    cse519 = cse179*cse206 + cse352
    cse520 = -cse413
    cse521 = -cse413*cse481 + cse423*r_slider_y
    cse522 = cse516 - cse517
    cse523 = -cse423
    cse524 = cse170*cse182 + cse179*cse211
    cse525 = 2*cse441
    cse526 = cse438*r_slider_z
    cse527 = -cse526
    cse528 = cse437*r_slider_z
    cse529 = -cse416*cse481 - cse428*r_slider_y + cse434*r_slider_z
    cse530 = cse415*cse481
    cse531 = cse427*r_slider_y
    cse532 = cse435*r_slider_z
    cse533 = -cse415*lam_11 - cse416*lam_12 + cse427*lam_15 + cse529*lam_14 + lam_13*(-cse530 - cse531 + cse532)
    cse534 = cse173*cse349 - cse204*cse206 - cse397
    cse535 = -cse416
    cse536 = cse530 + cse531 - cse532
    cse537 = -cse168*cse231 + cse174*cse182 - cse204*cse211
    cse538 = -cse421*cse481 + cse431*r_slider_y + cse528
    cse539 = cse483 - cse484 + cse526
    cse540 = -cse431
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
        0.0001*cse0**2 + 1e-05*cse2*cse4 + 0.0001*cse4*cse6 + cse40*(-cse48*lam_17 + cse60) - h*(cse0*cse23 + cse12*cse34 + cse39*cse7),  # [3, 3]
        cse40*(acc_3*(2e-05*cse2*cse82 + cse6*cse83 - cse83) - acc_5*cse22 - cse0*cse72 - cse0*cse77 - cse0*cse79 - cse12*cse81 + cse3*(cse10*cse17 + cse18*cse21 + cse63*thetad_crank) + cse69*cse70 - cse7*cse74 + cse89) + cse61 - h*(cse0*cse64 + cse12*cse66 + cse68*cse7),  # [3, 4]
        cse38 + cse40*(-cse0*cse97 + cse105 - cse12*cse71 - cse12*cse96 + cse2*cse93 + cse4*cse98*cse99 - cse6*cse93 + cse7*cse76 - cse7*cse95) - h*(cse12*cse90 + cse7*cse91),  # [3, 5]
        cse106,  # [3, 21]
        cse51,  # [3, 23]
        cse107,  # [3, 24]
        cse108,  # [3, 35]
        cse40*cse89 + cse61 - h*(cse1*cse39 - cse34*cse5),  # [4, 3]
        0.0001*cse2 + cse40*(-cse1*cse74 + cse112 - cse49*lam_6 + cse5*cse81 + cse54*lam_5 - cse58*lam_3 + cse70*cse99 + lam_17*(cse110 + cse42*cse45)) + 1e-05*cse6 - h*(cse1*cse68 - cse5*cse66),  # [4, 4]
        cse40*(-cse1*cse95 + cse113*cse2 - cse113*cse6 + cse116 + cse5*cse96 - cse69*cse98 + cse72 + cse77) - h*(cse1*cse91 - cse5*cse90),  # [4, 5]
        cse117,  # [4, 21]
        cse57,  # [4, 22]
        cse85,  # [4, 23]
        cse118,  # [4, 24]
        cse119,  # [4, 25]
        cse120,  # [4, 35]
        cse105*cse40 - cse23*h + cse38,  # [5, 3]
        cse40*(-acc_3*cse22 + cse116 - cse79) - cse64*h,  # [5, 4]
        cse40*(cse112 + cse60 - cse97 + lam_17*(cse110 - cse48)) + 0.0001,  # [5, 5]
        cse121,  # [5, 21]
        cse12,  # [5, 22]
        cse101,  # [5, 23]
        cse122,  # [5, 24]
        cse123,  # [5, 25]
        cse124,  # [5, 35]
        cse127,  # [6, 6]
        cse148,  # [6, 9]
        cse157,  # [6, 10]
        cse166,  # [6, 11]
        cse167,  # [6, 12]
        cse171,  # [6, 15]
        cse175,  # [6, 16]
        -1,  # [6, 23]
        cse177,  # [6, 27]
        cse178,  # [6, 28]
        cse183,  # [6, 34]
        cse127,  # [7, 7]
        cse190,  # [7, 9]
        cse195,  # [7, 10]
        cse202,  # [7, 11]
        cse167,  # [7, 13]
        cse203,  # [7, 15]
        cse205,  # [7, 16]
        -1,  # [7, 24]
        cse207,  # [7, 27]
        cse146,  # [7, 28]
        cse212,  # [7, 34]
        cse127,  # [8, 8]
        cse218,  # [8, 10]
        cse223,  # [8, 11]
        cse167,  # [8, 14]
        cse225,  # [8, 16]
        -1,  # [8, 25]
        cse226,  # [8, 27]
        cse227,  # [8, 28]
        cse232,  # [8, 34]
        cse148,  # [9, 6]
        cse190,  # [9, 7]
        0.004*cse233 + 0.004*cse236 + 0.0004*cse238 + cse40*(cse283*lam_8 + cse285 + lam_10*(cse149*cse275 + cse273 + cse274 + cse278) + lam_16*(2*cse138**2 + 2*cse186**2 + cse272) + lam_9*(cse143*cse279 + cse176*cse275 + cse281)) - h*(cse128*cse254 + cse219*cse265 + cse221*cse270),  # [9, 9]
        cse287 + cse40*(acc_10*cse293 - acc_11*cse252 + acc_9*(cse234*cse306 - cse306 + 0.0008*cse307) - cse128*cse295 - cse128*cse303 - cse128*cse304 + cse145*(cse241*cse247 + cse248*cse251 + cse253*phid_rod) - cse219*cse300 - cse221*cse298 + cse324) - h*(cse128*cse289 + cse219*cse290 + cse221*cse292),  # [9, 10]
        cse269 + cse40*(acc_9*cse235*cse334 - cse128*cse332 - cse219*cse294 - cse219*cse331 + cse221*cse302 - cse221*cse330 - cse234*cse328 + cse237*cse328 + cse340) - h*(cse219*cse325 + cse221*cse326),  # [9, 11]
        cse40*(cse343 + lam_16*(0.3*cse136 + cse342)),  # [9, 12]
        cse40*(cse346 + lam_16*(cse344 - cse345)),  # [9, 13]
        cse348,  # [9, 15]
        cse351,  # [9, 16]
        cse284,  # [9, 23]
        cse271,  # [9, 24]
        cse353,  # [9, 26]
        cse354,  # [9, 27]
        cse355,  # [9, 28]
        cse356,  # [9, 34]
        cse157,  # [10, 6]
        cse195,  # [10, 7]
        cse218,  # [10, 8]
        cse287 + cse324*cse40 - h*(-cse130*cse265 + cse135*cse270),  # [10, 9]
        0.0004*cse234 + 0.004*cse237 + cse40*(acc_9*cse293 + cse130*cse300 - cse133*lam_6 - cse135*cse298 + cse184*lam_5 + cse370 + lam_10*(cse278 - cse357*cse362 - cse359*cse362 + cse362 - cse363) + lam_16*(-cse181*cse344 + cse210*cse342 + 0.045*cse233*cse234 + cse357*cse358 + cse358*cse359 + cse361) + lam_8*(cse142*cse170 + cse158*cse179 + cse371) + lam_9*(cse130*cse369 + cse133*cse206 - cse142*cse209 + cse158*cse180 - cse176*cse184 - cse233*cse364 - cse357*cse365 - cse359*cse365 + cse367)) - h*(-cse130*cse290 + cse135*cse292),  # [10, 10]
        cse40*(-acc_10*cse334 + cse130*cse331 - cse135*cse330 - cse234*cse372 + cse237*cse372 + cse295 + cse303 + cse381) - h*(-cse130*cse325 + cse135*cse326),  # [10, 11]
        cse382,  # [10, 12]
        cse383,  # [10, 13]
        cse384,  # [10, 14]
        cse385,  # [10, 15]
        cse386,  # [10, 16]
        cse314,  # [10, 23]
        cse387,  # [10, 24]
        cse388,  # [10, 25]
        cse389,  # [10, 26]
        cse391,  # [10, 27]
        cse393,  # [10, 28]
        cse394,  # [10, 34]
        cse166,  # [11, 6]
        cse202,  # [11, 7]
        cse223,  # [11, 8]
        -cse254*h + cse269 + cse340*cse40,  # [11, 9]
        -cse289*h + cse40*(-acc_9*cse252 - cse304 + cse381),  # [11, 10]
        cse40*(cse285 - cse332 + cse370 + lam_10*(cse128*cse228 + cse273 - cse274) + lam_16*(2*cse161**2 + 2*cse198**2 + 0.045*cse238 + cse272 + cse361) + lam_8*(cse283 + cse371) + lam_9*(cse164*cse336 + cse200*cse337 + 0.44999999999999996*cse235*cse333 + cse281 + cse367)) + 0.004,  # [11, 11]
        cse40*(cse165 + lam_16*(0.3*cse158 + cse341)),  # [11, 12]
        cse40*(cse201 + lam_16*(-cse128*cse345 + 0.3*cse140)),  # [11, 13]
        cse395,  # [11, 14]
        cse396,  # [11, 15]
        cse398,  # [11, 16]
        cse339,  # [11, 23]
        cse335,  # [11, 24]
        cse390,  # [11, 25]
        cse399,  # [11, 26]
        cse400,  # [11, 27]
        cse401,  # [11, 28]
        cse402,  # [11, 34]
        cse167,  # [12, 6]
        cse40*(cse139 + cse343),  # [12, 9]
        cse382,  # [12, 10]
        cse40*(cse162 + cse165),  # [12, 11]
        cse403,  # [12, 12]
        cse414,  # [12, 15]
        cse417,  # [12, 16]
        cse422,  # [12, 17]
        cse176,  # [12, 27]
        cse149,  # [12, 28]
        cse423,  # [12, 31]
        cse424,  # [12, 32]
        cse182,  # [12, 34]
        cse167,  # [13, 7]
        cse40*(cse187 + cse346),  # [13, 9]
        cse383,  # [13, 10]
        cse40*(cse199 + cse201),  # [13, 11]
        cse403,  # [13, 13]
        cse426,  # [13, 15]
        cse429,  # [13, 16]
        cse432,  # [13, 17]
        cse206,  # [13, 27]
        cse433,  # [13, 28]
        cse430,  # [13, 31]
        cse409,  # [13, 32]
        cse211,  # [13, 34]
        cse167,  # [14, 8]
        cse384,  # [14, 10]
        cse395,  # [14, 11]
        cse403,  # [14, 14]
        cse436,  # [14, 16]
        cse439,  # [14, 17]
        cse219,  # [14, 27]
        cse128,  # [14, 28]
        cse438,  # [14, 31]
        cse440,  # [14, 32]
        cse231,  # [14, 34]
        cse171,  # [15, 6]
        cse203,  # [15, 7]
        cse348,  # [15, 9]
        cse385,  # [15, 10]
        cse396,  # [15, 11]
        cse414,  # [15, 12]
        cse426,  # [15, 13]
        cse40*(cse482*lam_14 + cse485*lam_13 + cse486*lam_8 + cse487 + lam_16*(cse477*cse478 + cse478*cse479 + cse480)) + 0.0001*cse441 + cse442*cse444 + cse442*cse446 - h*(cse172*cse462 + cse437*cse472 + cse438*cse476),  # [15, 15]
        cse40*(acc_15*(cse443*cse495 + cse445*cse495 - cse495) - acc_17*cse461 + cse168*(cse449*cse460 + cse453*cse456 + cse489*thetad_slider) - cse172*cse502 - cse172*cse507 - cse172*cse508 - cse437*cse504 - cse438*cse497 + cse509) - h*(cse172*cse490 + cse437*cse492 + cse438*cse494),  # [15, 16]
        cse40*(-cse172*cse515 - cse437*cse501 - cse437*cse514 + cse438*cse506 - cse438*cse513 + cse518) + cse467 - h*(cse437*cse510 + cse438*cse511),  # [15, 17]
        cse519,  # [15, 26]
        cse520,  # [15, 29]
        cse409,  # [15, 30]
        cse521,  # [15, 31]
        cse522,  # [15, 32]
        cse523,  # [15, 33]
        cse524,  # [15, 34]
        cse175,  # [16, 6]
        cse205,  # [16, 7]
        cse225,  # [16, 8]
        cse351,  # [16, 9]
        cse386,  # [16, 10]
        cse398,  # [16, 11]
        cse417,  # [16, 12]
        cse429,  # [16, 13]
        cse436,  # [16, 14]
        cse40*cse509 - h*(-cse404*cse472 + cse406*cse476),  # [16, 15]
        cse40*(cse404*cse504 - cse406*cse497 + cse411*lam_15 - cse418*lam_11 + cse420*lam_12 + lam_13*(-cse411*r_slider_y - cse418*cse481 + cse527) + lam_14*(cse408*r_slider_y + cse420*cse481 + cse528) + lam_16*(-cse172*cse231 + cse477*cse525 + cse478 + cse479*cse525 + cse480) + lam_8*(cse371 + cse486)) + cse444 + cse446 - h*(-cse404*cse492 + cse406*cse494),  # [16, 16]
        cse40*(cse404*cse514 - cse406*cse513 + cse502 + cse507 + cse533) - h*(-cse404*cse510 + cse406*cse511),  # [16, 17]
        cse534,  # [16, 26]
        cse535,  # [16, 29]
        cse415,  # [16, 30]
        cse529,  # [16, 31]
        cse536,  # [16, 32]
        cse428,  # [16, 33]
        cse537,  # [16, 34]
        cse422,  # [17, 12]
        cse432,  # [17, 13]
        cse439,  # [17, 14]
        cse40*cse518 - cse462*h + cse467,  # [17, 15]
        cse40*(-acc_15*cse461 - cse508 + cse533) - cse490*h,  # [17, 16]
        cse40*(cse487 - cse515 + lam_13*(cse485 + cse527) + lam_14*(cse482 + cse528)) + 0.0001,  # [17, 17]
        cse424,  # [17, 29]
        cse419,  # [17, 30]
        cse538,  # [17, 31]
        cse539,  # [17, 32]
        cse540,  # [17, 33]
        1,  # [18, 0]
        1,  # [19, 1]
        1,  # [20, 2]
        cse106,  # [21, 3]
        cse117,  # [21, 4]
        cse121,  # [21, 5]
        cse57,  # [22, 4]
        cse12,  # [22, 5]
        1,  # [23, 0]
        cse51,  # [23, 3]
        cse85,  # [23, 4]
        cse101,  # [23, 5]
        -1,  # [23, 6]
        cse284,  # [23, 9]
        cse314,  # [23, 10]
        cse339,  # [23, 11]
        1,  # [24, 1]
        cse107,  # [24, 3]
        cse118,  # [24, 4]
        cse122,  # [24, 5]
        -1,  # [24, 7]
        cse271,  # [24, 9]
        cse387,  # [24, 10]
        cse335,  # [24, 11]
        1,  # [25, 2]
        cse119,  # [25, 4]
        cse123,  # [25, 5]
        -1,  # [25, 8]
        cse388,  # [25, 10]
        cse390,  # [25, 11]
        cse353,  # [26, 9]
        cse389,  # [26, 10]
        cse399,  # [26, 11]
        cse519,  # [26, 15]
        cse534,  # [26, 16]
        cse177,  # [27, 6]
        cse207,  # [27, 7]
        cse226,  # [27, 8]
        cse354,  # [27, 9]
        cse391,  # [27, 10]
        cse400,  # [27, 11]
        cse176,  # [27, 12]
        cse206,  # [27, 13]
        cse219,  # [27, 14]
        cse178,  # [28, 6]
        cse146,  # [28, 7]
        cse227,  # [28, 8]
        cse355,  # [28, 9]
        cse393,  # [28, 10]
        cse401,  # [28, 11]
        cse149,  # [28, 12]
        cse433,  # [28, 13]
        cse128,  # [28, 14]
        cse520,  # [29, 15]
        cse535,  # [29, 16]
        cse424,  # [29, 17]
        cse409,  # [30, 15]
        cse415,  # [30, 16]
        cse419,  # [30, 17]
        cse423,  # [31, 12]
        cse430,  # [31, 13]
        cse438,  # [31, 14]
        cse521,  # [31, 15]
        cse529,  # [31, 16]
        cse538,  # [31, 17]
        cse424,  # [32, 12]
        cse409,  # [32, 13]
        cse440,  # [32, 14]
        cse522,  # [32, 15]
        cse536,  # [32, 16]
        cse539,  # [32, 17]
        cse523,  # [33, 15]
        cse428,  # [33, 16]
        cse540,  # [33, 17]
        cse183,  # [34, 6]
        cse212,  # [34, 7]
        cse232,  # [34, 8]
        cse356,  # [34, 9]
        cse394,  # [34, 10]
        cse402,  # [34, 11]
        cse182,  # [34, 12]
        cse211,  # [34, 13]
        cse231,  # [34, 14]
        cse524,  # [34, 15]
        cse537,  # [34, 16]
        cse108,  # [35, 3]
        cse120,  # [35, 4]
        cse124,  # [35, 5]
    )
    return out



def energy(q, v, t, p):
    """Total mechanical energy: kinetic 1/2 m r'.r' + 1/2 w.J w plus gravity and spring
    potentials.

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (1,), 1 nonzero.
    """
    # 125 operations after common subexpression elimination
    (
        _, _, r_crank_z, _,
        theta_crank, psi_crank, _, _,
        r_rod_z, _, theta_rod, psi_rod,
        _, _, r_slider_z, _,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        rd_crank_x, rd_crank_y, rd_crank_z, phid_crank,
        thetad_crank, psid_crank, rd_rod_x, rd_rod_y,
        rd_rod_z, phid_rod, thetad_rod, psid_rod,
        rd_slider_x, rd_slider_y, rd_slider_z, phid_slider,
        thetad_slider, psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(psi_slider)
    cse1 = phid_slider*math.sin(theta_slider)
    cse2 = cse0*cse1
    cse3 = math.sin(psi_slider)
    cse4 = cse3*thetad_slider
    cse5 = math.cos(psi_rod)
    cse6 = phid_rod*math.sin(theta_rod)
    cse7 = cse5*cse6
    cse8 = math.sin(psi_rod)
    cse9 = cse8*thetad_rod
    cse10 = cse1*cse3
    cse11 = cse0*thetad_slider
    cse12 = cse6*cse8
    cse13 = cse5*thetad_rod
    cse14 = phid_slider*math.cos(theta_slider)
    cse15 = math.sin(psi_crank)
    cse16 = phid_crank*math.sin(theta_crank)
    cse17 = cse15*cse16
    cse18 = math.cos(psi_crank)
    cse19 = cse18*thetad_crank
    cse20 = phid_rod*math.cos(theta_rod)
    cse21 = cse16*cse18
    cse22 = cse15*thetad_crank
    cse23 = phid_crank*math.cos(theta_crank)
    return np.array([
        1.1772*r_crank_z + 4.905*r_rod_z + 19.62*r_slider_z + 0.06*rd_crank_x**2 + 0.06*rd_crank_y**2 + 0.06*rd_crank_z**2 + 0.25*rd_rod_x**2 + 0.25*rd_rod_y**2 + 0.25*rd_rod_z**2 + 1.0*rd_slider_x**2 + 1.0*rd_slider_y**2 + 1.0*rd_slider_z**2 + (1/2)*(0.0001*cse10 + 0.0001*cse11)*(cse10 + cse11) + (1/2)*(0.004*cse12 + 0.004*cse13)*(cse12 + cse13) + (1/2)*(0.0001*cse14 + 0.0001*psid_slider)*(cse14 + psid_slider) + (1/2)*(0.0001*cse17 + 0.0001*cse19)*(cse17 + cse19) + (1/2)*(0.0001*cse2 - 0.0001*cse4)*(cse2 - cse4) + (1/2)*(0.004*cse20 + 0.004*psid_rod)*(cse20 + psid_rod) + (1/2)*(1e-05*cse21 - 1e-05*cse22)*(cse21 - cse22) + (1/2)*(0.0001*cse23 + 0.0001*psid_crank)*(cse23 + psid_crank) + (1/2)*(0.0004*cse7 - 0.0004*cse9)*(cse7 - cse9),  # [0]
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
    # 216 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        rd_crank_x, rd_crank_y, rd_crank_z, phid_crank,
        thetad_crank, psid_crank, rd_rod_x, rd_rod_y,
        rd_rod_z, phid_rod, thetad_rod, psid_rod,
        rd_slider_x, rd_slider_y, rd_slider_z, phid_slider,
        thetad_slider, psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 0.12*rd_crank_x
    cse1 = 2.0*rd_slider_x
    cse2 = 0.5*rd_rod_x
    cse3 = 0.12*rd_crank_y
    cse4 = 2.0*rd_slider_y
    cse5 = 0.5*rd_rod_y
    cse6 = 0.12*rd_crank_z
    cse7 = 2.0*rd_slider_z
    cse8 = 0.5*rd_rod_z
    cse9 = math.sin(phi_crank)
    cse10 = math.sin(theta_crank)
    cse11 = math.cos(theta_crank)
    cse12 = 0.0001*cse11*phid_crank + 0.0001*psid_crank
    cse13 = cse10*cse12
    cse14 = math.sin(psi_crank)
    cse15 = 0.0001*cse14
    cse16 = cse11*cse15
    cse17 = math.cos(phi_crank)
    cse18 = math.cos(psi_crank)
    cse19 = 0.0001*cse18
    cse20 = cse10*phid_crank
    cse21 = cse14*cse20 + cse18*thetad_crank
    cse22 = math.sin(phi_rod)
    cse23 = math.cos(theta_rod)
    cse24 = math.sin(psi_rod)
    cse25 = 0.004*cse24
    cse26 = cse23*cse25
    cse27 = math.cos(phi_rod)
    cse28 = math.cos(psi_rod)
    cse29 = 0.004*cse28
    cse30 = math.sin(theta_rod)
    cse31 = cse30*phid_rod
    cse32 = cse24*cse31 + cse28*thetad_rod
    cse33 = math.sin(psi_slider)
    cse34 = math.sin(theta_slider)
    cse35 = cse34*phid_slider
    cse36 = math.cos(psi_slider)
    cse37 = cse33*cse35 + cse36*thetad_slider
    cse38 = math.cos(theta_slider)
    cse39 = math.sin(phi_slider)
    cse40 = 0.0001*cse39
    cse41 = cse33*cse40
    cse42 = math.cos(phi_slider)
    cse43 = 0.0001*cse42
    cse44 = cse36*cse43
    cse45 = 0.0001*cse38*phid_slider + 0.0001*psid_slider
    cse46 = cse34*cse45
    cse47 = 1e-05*cse18
    cse48 = cse11*cse47
    cse49 = 1e-05*cse14
    cse50 = -cse14*thetad_crank + cse18*cse20
    cse51 = 0.004*cse23*phid_rod + 0.004*psid_rod
    cse52 = cse30*cse51
    cse53 = -cse24*thetad_rod + cse28*cse31
    cse54 = 0.0004*cse28
    cse55 = cse23*cse54
    cse56 = 0.0004*cse24
    cse57 = -cse33*thetad_slider + cse35*cse36
    cse58 = cse36*cse40
    cse59 = cse33*cse43
    cse60 = 0.0001*cse34
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse13*cse9 + cse21*(-cse16*cse9 + cse17*cse19) + cse22*cse52 - cse3*r_crank_z + cse32*(-cse22*cse26 + cse27*cse29) + cse37*(-cse38*cse41 + cse44) + cse39*cse46 - cse4*r_slider_z - cse5*r_rod_z + cse50*(-cse17*cse49 - cse48*cse9) + cse53*(-cse22*cse55 - cse27*cse56) + cse57*(-cse38*cse58 - cse59) + cse6*r_crank_y + cse7*r_slider_y + cse8*r_rod_y,  # [3]
        cse0*r_crank_z + cse1*r_slider_z - cse13*cse17 + cse2*r_rod_z + cse21*(cse16*cse17 + cse19*cse9) - cse27*cse52 + cse32*(cse22*cse29 + cse26*cse27) + cse37*(cse38*cse59 + cse58) - cse42*cse46 + cse50*(cse17*cse48 - cse49*cse9) + cse53*(-cse22*cse56 + cse27*cse55) + cse57*(cse38*cse44 - cse41) - cse6*r_crank_x - cse7*r_slider_x - cse8*r_rod_x,  # [4]
        -cse0*r_crank_y - cse1*r_slider_y + cse10*cse15*cse21 + cse10*cse47*cse50 + cse11*cse12 - cse2*r_rod_y + cse23*cse51 + cse25*cse30*cse32 + cse3*r_crank_x + cse30*cse53*cse54 + cse33*cse37*cse60 + cse36*cse57*cse60 + cse38*cse45 + cse4*r_slider_x + cse5*r_rod_x,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (18).

    Returns:
        ndarray of shape (3, 12), 36 nonzero.
    """
    # 72 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(theta_crank)
    cse1 = math.sin(phi_crank)
    cse2 = math.sin(psi_crank)
    cse3 = cse1*cse2
    cse4 = math.cos(phi_crank)
    cse5 = math.cos(psi_crank)
    cse6 = cse4*cse5
    cse7 = cse1*cse5
    cse8 = cse2*cse4
    cse9 = math.sin(theta_crank)
    cse10 = math.cos(theta_rod)
    cse11 = math.sin(phi_rod)
    cse12 = math.sin(psi_rod)
    cse13 = cse11*cse12
    cse14 = math.cos(phi_rod)
    cse15 = math.cos(psi_rod)
    cse16 = cse14*cse15
    cse17 = cse11*cse15
    cse18 = cse12*cse14
    cse19 = math.sin(theta_rod)
    cse20 = math.cos(theta_slider)
    cse21 = math.sin(phi_slider)
    cse22 = math.sin(psi_slider)
    cse23 = cse21*cse22
    cse24 = math.cos(phi_slider)
    cse25 = math.cos(psi_slider)
    cse26 = cse24*cse25
    cse27 = cse21*cse25
    cse28 = cse22*cse24
    cse29 = math.sin(theta_slider)
    return np.array([
        r_crank_x,  # [0, 0]
        r_crank_y,  # [0, 1]
        r_crank_z,  # [0, 2]
        -cse0*cse3 + cse6,  # [0, 3]
        -cse0*cse7 - cse8,  # [0, 4]
        cse1*cse9,  # [0, 5]
        cse0*cse8 + cse7,  # [0, 6]
        cse0*cse6 - cse3,  # [0, 7]
        -cse4*cse9,  # [0, 8]
        cse2*cse9,  # [0, 9]
        cse5*cse9,  # [0, 10]
        cse0,  # [0, 11]
        r_rod_x,  # [1, 0]
        r_rod_y,  # [1, 1]
        r_rod_z,  # [1, 2]
        -cse10*cse13 + cse16,  # [1, 3]
        -cse10*cse17 - cse18,  # [1, 4]
        cse11*cse19,  # [1, 5]
        cse10*cse18 + cse17,  # [1, 6]
        cse10*cse16 - cse13,  # [1, 7]
        -cse14*cse19,  # [1, 8]
        cse12*cse19,  # [1, 9]
        cse15*cse19,  # [1, 10]
        cse10,  # [1, 11]
        r_slider_x,  # [2, 0]
        r_slider_y,  # [2, 1]
        r_slider_z,  # [2, 2]
        -cse20*cse23 + cse26,  # [2, 3]
        -cse20*cse27 - cse28,  # [2, 4]
        cse21*cse29,  # [2, 5]
        cse20*cse28 + cse27,  # [2, 6]
        cse20*cse26 - cse23,  # [2, 7]
        -cse24*cse29,  # [2, 8]
        cse22*cse29,  # [2, 9]
        cse25*cse29,  # [2, 10]
        cse20,  # [2, 11]
    ]).reshape(3, 12)



def body_velocities(q, v):
    """Per body (rows): centre-of-mass velocity and angular velocity, global frame.

    Args:
        q: position coordinates (18).
        v: velocity coordinates (18).

    Returns:
        ndarray of shape (3, 6), 18 nonzero.
    """
    # 137 operations after common subexpression elimination
    (
        _, _, _, phi_crank,
        theta_crank, psi_crank, _, _,
        _, phi_rod, theta_rod, psi_rod,
        _, _, _, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        rd_crank_x, rd_crank_y, rd_crank_z, phid_crank,
        thetad_crank, psid_crank, rd_rod_x, rd_rod_y,
        rd_rod_z, phid_rod, thetad_rod, psid_rod,
        rd_slider_x, rd_slider_y, rd_slider_z, phid_slider,
        thetad_slider, psid_slider,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.sin(phi_crank)
    cse1 = math.cos(theta_crank)
    cse2 = cse1*phid_crank + psid_crank
    cse3 = math.sin(theta_crank)
    cse4 = cse2*cse3
    cse5 = math.cos(psi_crank)
    cse6 = cse0*cse5
    cse7 = math.cos(phi_crank)
    cse8 = math.sin(psi_crank)
    cse9 = cse7*cse8
    cse10 = cse3*phid_crank
    cse11 = cse10*cse5 - cse8*thetad_crank
    cse12 = cse0*cse8
    cse13 = cse5*cse7
    cse14 = cse10*cse8 + cse5*thetad_crank
    cse15 = math.sin(phi_rod)
    cse16 = math.cos(theta_rod)
    cse17 = cse16*phid_rod + psid_rod
    cse18 = math.sin(theta_rod)
    cse19 = cse17*cse18
    cse20 = math.cos(psi_rod)
    cse21 = cse15*cse20
    cse22 = math.cos(phi_rod)
    cse23 = math.sin(psi_rod)
    cse24 = cse22*cse23
    cse25 = cse18*phid_rod
    cse26 = cse20*cse25 - cse23*thetad_rod
    cse27 = cse15*cse23
    cse28 = cse20*cse22
    cse29 = cse20*thetad_rod + cse23*cse25
    cse30 = math.sin(phi_slider)
    cse31 = math.cos(theta_slider)
    cse32 = cse31*phid_slider + psid_slider
    cse33 = math.sin(theta_slider)
    cse34 = cse32*cse33
    cse35 = math.cos(psi_slider)
    cse36 = cse33*cse35
    cse37 = math.sin(psi_slider)
    cse38 = cse36*phid_slider - cse37*thetad_slider
    cse39 = cse30*cse35
    cse40 = math.cos(phi_slider)
    cse41 = cse37*cse40
    cse42 = cse33*cse37
    cse43 = cse35*thetad_slider + cse42*phid_slider
    cse44 = cse30*cse37
    cse45 = cse35*cse40
    return np.array([
        rd_crank_x,  # [0, 0]
        rd_crank_y,  # [0, 1]
        rd_crank_z,  # [0, 2]
        cse0*cse4 + cse11*(-cse1*cse6 - cse9) + cse14*(-cse1*cse12 + cse13),  # [0, 3]
        cse11*(cse1*cse13 - cse12) + cse14*(cse1*cse9 + cse6) - cse4*cse7,  # [0, 4]
        cse1*cse2 + cse11*cse3*cse5 + cse14*cse3*cse8,  # [0, 5]
        rd_rod_x,  # [1, 0]
        rd_rod_y,  # [1, 1]
        rd_rod_z,  # [1, 2]
        cse15*cse19 + cse26*(-cse16*cse21 - cse24) + cse29*(-cse16*cse27 + cse28),  # [1, 3]
        -cse19*cse22 + cse26*(cse16*cse28 - cse27) + cse29*(cse16*cse24 + cse21),  # [1, 4]
        cse16*cse17 + cse18*cse20*cse26 + cse18*cse23*cse29,  # [1, 5]
        rd_slider_x,  # [2, 0]
        rd_slider_y,  # [2, 1]
        rd_slider_z,  # [2, 2]
        cse30*cse34 + cse38*(-cse31*cse39 - cse41) + cse43*(-cse31*cse44 + cse45),  # [2, 3]
        -cse34*cse40 + cse38*(cse31*cse45 - cse44) + cse43*(cse31*cse41 + cse39),  # [2, 4]
        cse31*cse32 + cse36*cse38 + cse42*cse43,  # [2, 5]
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
        0.6666643557356874,  # [1, 3]
        5.254189828548538e-07,  # [1, 4]
        0.7453580594528001,  # [1, 5]
        -0.3333353591498149,  # [1, 6]
        0.8944266622941005,  # [1, 7]
        0.2981417181776111,  # [1, 8]
        -0.666667964681058,  # [1, 9]
        -0.4472146529097166,  # [1, 10]
        0.5962825497118434,  # [1, 11]
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

