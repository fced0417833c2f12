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
    # 141 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.sin(phi_crank)
    cse1 = math.cos(psi_crank)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_crank)
    cse4 = math.sin(psi_crank)
    cse5 = math.cos(phi_crank)
    cse6 = cse4*cse5
    cse7 = math.sin(theta_crank)
    cse8 = math.cos(phi_rod)
    cse9 = math.cos(psi_rod)
    cse10 = 0.15*cse9
    cse11 = cse10*cse8
    cse12 = math.sin(phi_rod)
    cse13 = math.sin(psi_rod)
    cse14 = cse12*cse13
    cse15 = math.cos(theta_rod)
    cse16 = 0.15*cse15
    cse17 = cse14*cse16
    cse18 = -cse11 + cse17
    cse19 = cse0*cse4
    cse20 = cse1*cse3*cse5
    cse21 = cse13*cse8
    cse22 = cse10*cse12 + cse16*cse21
    cse23 = math.sin(theta_rod)
    cse24 = 0.15*cse13*cse23
    cse25 = cse1*cse7
    cse26 = math.cos(theta_slider)
    cse27 = cse23*cse9
    cse28 = -cse14 + cse15*cse8*cse9
    cse29 = math.sin(theta_slider)
    cse30 = math.cos(phi_slider)
    cse31 = cse29*cse30
    cse32 = -cse12*cse15*cse9 - cse21
    cse33 = math.sin(phi_slider)
    cse34 = cse29*cse33
    cse35 = cse24 + r_rod_z - r_slider_z
    cse36 = -cse35
    cse37 = cse22 + r_rod_y - r_slider_y
    cse38 = -cse37
    cse39 = -cse11 + cse17 - r_rod_x + r_slider_x
    cse40 = math.cos(psi_slider)
    cse41 = math.sin(psi_slider)
    cse42 = cse33*cse41
    cse43 = cse26*cse42 - cse30*cse40
    cse44 = cse30*cse41
    cse45 = cse33*cse40
    cse46 = -cse26*cse45 - cse44
    cse47 = cse29*r_slider_z
    cse48 = -cse26*cse44 - cse45
    cse49 = 0.2 - r_slider_x
    cse50 = 2*math.pi*t
    return np.array([
        r_crank_x,  # [0]
        r_crank_y - 0.1,  # [1]
        r_crank_z - 0.12,  # [2]
        cse2 + cse3*cse6,  # [3]
        cse4*cse7,  # [4]
        -cse18 - 0.08*cse2*cse3 - 0.08*cse6 + r_crank_x - r_rod_x,  # [5]
        -0.08*cse19 + 0.08*cse20 + cse22 + r_crank_y - r_rod_y,  # [6]
        cse24 + 0.08*cse25 + r_crank_z - r_rod_z,  # [7]
        cse26*cse27 - cse28*cse31 + cse32*cse34,  # [8]
        cse27*cse36 + cse28*cse38 + cse32*cse39,  # [9]
        cse12*cse23*cse39 + cse15*cse36 - cse23*cse38*cse8,  # [10]
        cse43,  # [11]
        cse46,  # [12]
        cse41*cse47 + cse43*cse49 - cse48*r_slider_y,  # [13]
        -cse40*cse47 + cse46*cse49 - r_slider_y*(cse26*cse30*cse40 - cse42),  # [14]
        cse48,  # [15]
        (cse26 - cse35)**2 + (-cse31 - cse37)**2 + (cse18 + cse34 - r_rod_x + r_slider_x)**2 - 1,  # [16]
        cse25*math.sin(cse50) + (cse19 - cse20)*math.cos(cse50),  # [17]
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
    # 343 operations after common subexpression elimination
    (
        _, _, _, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(phi_crank)
    cse1 = math.cos(psi_crank)
    cse2 = math.cos(theta_crank)
    cse3 = math.sin(phi_crank)
    cse4 = math.sin(psi_crank)
    cse5 = cse3*cse4
    cse6 = cse2*cse5
    cse7 = math.sin(theta_crank)
    cse8 = cse0*cse4
    cse9 = cse2*cse4
    cse10 = cse1*cse7
    cse11 = cse0*cse1
    cse12 = 0.08*cse11
    cse13 = math.sin(phi_rod)
    cse14 = math.cos(psi_rod)
    cse15 = cse13*cse14
    cse16 = 0.15*cse15
    cse17 = math.cos(theta_rod)
    cse18 = math.sin(psi_rod)
    cse19 = math.cos(phi_rod)
    cse20 = cse18*cse19
    cse21 = 0.15*cse20
    cse22 = cse16 + cse17*cse21
    cse23 = math.sin(theta_rod)
    cse24 = cse13*cse18
    cse25 = 0.15*cse24
    cse26 = cse23*cse25
    cse27 = cse16*cse17 + cse21
    cse28 = cse1*cse3
    cse29 = 0.08*cse28
    cse30 = cse0*cse9
    cse31 = cse14*cse19
    cse32 = 0.15*cse31
    cse33 = cse17*cse25
    cse34 = -cse32 + cse33
    cse35 = cse21*cse23
    cse36 = -0.15*cse14*cse17*cse19 + cse25
    cse37 = cse1*cse2
    cse38 = cse4*cse7
    cse39 = 0.15*cse18
    cse40 = cse17*cse39
    cse41 = cse14*cse23
    cse42 = 0.15*cse41
    cse43 = cse17*cse31
    cse44 = cse24 - cse43
    cse45 = math.sin(phi_slider)
    cse46 = math.sin(theta_slider)
    cse47 = cse45*cse46
    cse48 = cse15*cse17
    cse49 = cse20 + cse48
    cse50 = -cse49
    cse51 = math.cos(phi_slider)
    cse52 = cse46*cse51
    cse53 = cse50*cse52
    cse54 = math.cos(theta_slider)
    cse55 = cse14*cse17
    cse56 = cse15*cse23
    cse57 = cse23*cse31
    cse58 = cse18*cse23
    cse59 = cse17*cse20
    cse60 = -cse15 - cse59
    cse61 = cse17*cse24
    cse62 = -cse31 + cse61
    cse63 = -cse44
    cse64 = -cse32 + cse33 - r_rod_x + r_slider_x
    cse65 = cse22 + r_rod_y - r_slider_y
    cse66 = -cse65
    cse67 = cse23*cse39 + r_rod_z - r_slider_z
    cse68 = -cse67
    cse69 = cse23**2
    cse70 = cse23*cse68
    cse71 = cse13*cse23
    cse72 = cse19*cse23
    cse73 = cse39*cse69
    cse74 = math.cos(psi_slider)
    cse75 = cse45*cse74
    cse76 = math.sin(psi_slider)
    cse77 = cse51*cse76
    cse78 = cse54*cse77 + cse75
    cse79 = cse45*cse76
    cse80 = cse46*cse79
    cse81 = cse54*cse75 + cse77
    cse82 = cse51*cse74
    cse83 = -cse54*cse82 + cse79
    cse84 = cse46*cse75
    cse85 = cse54*cse79 - cse82
    cse86 = cse46*cse76
    cse87 = 0.2 - r_slider_x
    cse88 = cse46*cse77
    cse89 = cse46*cse74
    cse90 = 2*cse47
    cse91 = -0.3*cse31 + 0.3*cse61
    cse92 = cse90 + cse91 - 2*r_rod_x + 2*r_slider_x
    cse93 = 2*cse52
    cse94 = 0.3*cse15 + 0.3*cse59
    cse95 = cse93 + cse94 + 2*r_rod_y - 2*r_slider_y
    cse96 = 2*cse54
    cse97 = 0.3*cse58 - cse96 + 2*r_rod_z - 2*r_slider_z
    cse98 = cse34 + cse47 - r_rod_x + r_slider_x
    cse99 = -cse52 - cse65
    cse100 = cse54 - cse67
    cse101 = 0.3*cse100
    cse102 = 0.3*cse24
    cse103 = 2*math.pi*t
    cse104 = math.cos(cse103)
    cse105 = math.sin(cse103)
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        1,  # [0, 0]
        1,  # [1, 1]
        1,  # [2, 2]
        cse0*cse1 - cse6,  # [3, 3]
        -cse7*cse8,  # [3, 4]
        cse0*cse1*cse2 - cse5,  # [3, 5]
        cse9,  # [4, 4]
        cse10,  # [4, 5]
        1,  # [5, 0]
        -0.08*cse11*cse2 + 0.08*cse5,  # [5, 3]
        0.08*cse10*cse3,  # [5, 4]
        -cse12 + 0.08*cse6,  # [5, 5]
        -1,  # [5, 6]
        -cse22,  # [5, 9]
        cse26,  # [5, 10]
        -cse27,  # [5, 11]
        1,  # [6, 1]
        -cse2*cse29 - 0.08*cse8,  # [6, 3]
        -cse12*cse7,  # [6, 4]
        -cse29 - 0.08*cse30,  # [6, 5]
        -1,  # [6, 7]
        -cse34,  # [6, 9]
        -cse35,  # [6, 10]
        -cse36,  # [6, 11]
        1,  # [7, 2]
        0.08*cse37,  # [7, 4]
        -0.08*cse38,  # [7, 5]
        -1,  # [7, 8]
        cse40,  # [7, 10]
        cse42,  # [7, 11]
        cse44*cse47 - cse53,  # [8, 9]
        cse47*cse56 + cse52*cse57 + cse54*cse55,  # [8, 10]
        cse45*cse46*cse62 - cse52*cse60 - cse54*cse58,  # [8, 11]
        cse47*cse63 + cse53,  # [8, 15]
        -cse41*cse46 + cse45*cse50*cse54 - cse51*cse54*cse63,  # [8, 16]
        cse49,  # [9, 6]
        cse44,  # [9, 7]
        -cse41,  # [9, 8]
        cse22*cse50 + cse34*cse63 + cse44*cse64 + cse50*cse66,  # [9, 9]
        -cse26*cse50 + cse35*cse63 - cse40*cse41 + cse55*cse68 + cse56*cse64 - cse57*cse66,  # [9, 10]
        -0.15*cse14**2*cse69 - cse18*cse70 + cse27*cse50 + cse36*cse63 + cse60*cse66 + cse62*cse64,  # [9, 11]
        cse50,  # [9, 12]
        cse63,  # [9, 13]
        cse41,  # [9, 14]
        -cse71,  # [10, 6]
        cse72,  # [10, 7]
        -cse17,  # [10, 8]
        cse22*cse71 - cse34*cse72 + cse64*cse72 + cse66*cse71,  # [10, 9]
        -cse13**2*cse73 + cse13*cse17*cse64 - cse17**2*cse39 - cse17*cse19*cse66 - cse19**2*cse73 - cse70,  # [10, 10]
        cse13*cse23*cse27 - cse17*cse42 - cse36*cse72,  # [10, 11]
        cse71,  # [10, 12]
        -cse72,  # [10, 13]
        cse17,  # [10, 14]
        cse78,  # [11, 15]
        -cse80,  # [11, 16]
        cse81,  # [11, 17]
        cse83,  # [12, 15]
        cse84,  # [12, 16]
        cse85,  # [12, 17]
        -cse85,  # [13, 12]
        cse78,  # [13, 13]
        cse86,  # [13, 14]
        cse78*cse87 - cse85*r_slider_y,  # [13, 15]
        cse54*cse76*r_slider_z - cse80*cse87 - cse88*r_slider_y,  # [13, 16]
        cse81*cse87 - cse83*r_slider_y + cse89*r_slider_z,  # [13, 17]
        cse81,  # [14, 12]
        cse83,  # [14, 13]
        -cse89,  # [14, 14]
        cse81*r_slider_y + cse83*cse87,  # [14, 15]
        cse46*cse82*r_slider_y - cse54*cse74*r_slider_z + cse84*cse87,  # [14, 16]
        cse78*r_slider_y + cse85*cse87 + cse86*r_slider_z,  # [14, 17]
        cse85,  # [15, 15]
        cse88,  # [15, 16]
        cse83,  # [15, 17]
        -cse92,  # [16, 6]
        cse95,  # [16, 7]
        cse97,  # [16, 8]
        cse91*cse99 + cse94*cse98,  # [16, 9]
        -cse101*cse17*cse18 - cse102*cse23*cse98 + 0.3*cse18*cse19*cse23*cse99,  # [16, 10]
        -cse101*cse41 + cse98*(0.3*cse20 + 0.3*cse48) + cse99*(cse102 - 0.3*cse43),  # [16, 11]
        cse92,  # [16, 12]
        -cse95,  # [16, 13]
        -cse97,  # [16, 14]
        cse90*cse99 + cse93*cse98,  # [16, 15]
        -2*cse100*cse46 + 2*cse45*cse54*cse98 - cse51*cse96*cse99,  # [16, 16]
        cse104*(cse2*cse28 + cse8),  # [17, 3]
        cse104*cse11*cse7 + cse105*cse37,  # [17, 4]
        cse104*(cse28 + cse30) - cse105*cse38,  # [17, 5]
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
    # 20 operations after common subexpression elimination
    (
        _, _, _, phi_crank,
        theta_crank, psi_crank, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(psi_crank)
    cse1 = 2*math.pi
    cse2 = cse1*t
    out = np.zeros(18)
    out[_nu_INDEX] = (
        -cse0*cse1*math.sin(theta_crank)*math.cos(cse2) + cse1*(-cse0*math.cos(phi_crank)*math.cos(theta_crank) + math.sin(phi_crank)*math.sin(psi_crank))*math.sin(cse2),  # [17]
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
    # 1342 operations after common subexpression elimination
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
    cse1 = math.cos(psi_crank)
    cse2 = cse0*cse1
    cse3 = math.sin(theta_crank)
    cse4 = cse3*psid_crank
    cse5 = math.cos(theta_crank)
    cse6 = math.sin(psi_crank)
    cse7 = cse0*cse6
    cse8 = cse5*cse7
    cse9 = math.sin(phi_crank)
    cse10 = cse6*cse9
    cse11 = cse3*thetad_crank
    cse12 = cse1*cse9
    cse13 = cse12 + cse8
    cse14 = -cse13
    cse15 = cse12*cse5
    cse16 = cse15 + cse7
    cse17 = -cse16
    cse18 = cse3*cse6
    cse19 = cse1*cse5
    cse20 = 0.08*cse2
    cse21 = cse3*phid_crank
    cse22 = 0.08*cse10
    cse23 = 0.08*cse15
    cse24 = math.sin(psi_rod)
    cse25 = math.cos(phi_rod)
    cse26 = cse24*cse25
    cse27 = 0.15*cse26
    cse28 = math.sin(theta_rod)
    cse29 = math.sin(phi_rod)
    cse30 = math.cos(psi_rod)
    cse31 = cse29*cse30
    cse32 = 0.15*cse31
    cse33 = cse28*psid_rod
    cse34 = math.cos(theta_rod)
    cse35 = cse24*cse29
    cse36 = 0.15*cse35
    cse37 = cse34*cse36
    cse38 = 0.08*cse7
    cse39 = cse23 + cse38
    cse40 = 0.08*cse12
    cse41 = cse40 + 0.08*cse8
    cse42 = cse28*thetad_rod
    cse43 = cse25*cse30
    cse44 = 0.15*cse43
    cse45 = cse37 - cse44
    cse46 = -cse34*cse44 + cse36
    cse47 = cse20*cse5
    cse48 = cse27*cse34
    cse49 = cse22 - cse47
    cse50 = -cse20 + cse22*cse5
    cse51 = cse32 + cse48
    cse52 = -cse51
    cse53 = cse27 + cse32*cse34
    cse54 = -cse53
    cse55 = cse1*cse3
    cse56 = 0.08*psid_crank
    cse57 = cse5*cse6
    cse58 = 0.08*thetad_crank
    cse59 = cse24*cse28
    cse60 = 0.15*cse59
    cse61 = cse30*cse34
    cse62 = math.sin(theta_slider)
    cse63 = math.cos(phi_slider)
    cse64 = cse62*cse63
    cse65 = cse28*cse31
    cse66 = math.sin(phi_slider)
    cse67 = -cse25*cse28*cse30*cse62*cse66 + cse64*cse65
    cse68 = -cse67
    cse69 = math.cos(theta_slider)
    cse70 = cse28*cse30
    cse71 = cse69*cse70
    cse72 = cse62*cse66
    cse73 = cse31*cse34
    cse74 = cse34*cse43
    cse75 = cse66*cse69
    cse76 = cse63*cse69
    cse77 = cse28*cse43
    cse78 = -cse61*cse62 + cse65*cse75 + cse76*cse77
    cse79 = cse24*cse34
    cse80 = cse28*cse35
    cse81 = -cse26*cse28*cse64 - cse69*cse79 - cse72*cse80
    cse82 = cse35 - cse74
    cse83 = cse64*cse82
    cse84 = cse26 + cse73
    cse85 = -cse62*cse66*cse84 + cse83
    cse86 = cse26*cse34
    cse87 = cse31 + cse86
    cse88 = cse34*cse35
    cse89 = -cse43 + cse88
    cse90 = cse64*cse89
    cse91 = cse72*cse87 - cse90
    cse92 = -cse84
    cse93 = cse72*cse92
    cse94 = cse83 + cse93
    cse95 = cse76*cse92
    cse96 = cse75*cse82 - cse95
    cse97 = -cse87
    cse98 = cse72*cse97 + cse90
    cse99 = -cse82
    cse100 = cse75*cse99 + cse95
    cse101 = cse59*cse62 + cse75*cse89 - cse76*cse97
    cse102 = cse59*psid_rod - cse61*thetad_rod
    cse103 = cse77*thetad_rod
    cse104 = cse65*thetad_rod
    cse105 = -cse89
    cse106 = cse28*cse36
    cse107 = cse37 - cse44 - r_rod_x + r_slider_x
    cse108 = cse51 + r_rod_y - r_slider_y
    cse109 = -cse108
    cse110 = -cse106*cse82 - cse106*cse99 + cse107*cse25*cse28*cse30 + cse109*cse28*cse29*cse30 + cse28*cse29*cse30*cse51 - cse45*cse77
    cse111 = cse28**2
    cse112 = cse34**2
    cse113 = cse24*cse30
    cse114 = cse29**2
    cse115 = cse111*cse113
    cse116 = 0.3*cse115
    cse117 = cse25**2
    cse118 = cse60 + r_rod_z - r_slider_z
    cse119 = -cse118
    cse120 = cse119*cse70
    cse121 = cse24**2
    cse122 = cse30**2
    cse123 = cse119*cse34
    cse124 = -cse106*cse89 - cse107*cse80 + cse109*cse24*cse25*cse28 + 0.15*cse121*cse28*cse34 - 0.3*cse122*cse28*cse34 - cse123*cse24 + 0.15*cse24*cse25*cse28*cse97 + 0.15*cse25*cse28*cse30*cse99 + cse28*cse29*cse30*cse53 - cse28*cse32*cse92 - cse46*cse77
    cse125 = 2*cse51
    cse126 = 2*cse45
    cse127 = -cse45
    cse128 = cse107*cse84 + cse109*cse82 + cse127*cse92 + cse51*cse99
    cse129 = -cse46
    cse130 = cse107*cse87 + cse109*cse89 + cse129*cse92 + cse45*cse97 + cse46*cse92 + cse51*cse89 + cse53*cse82 + cse53*cse99
    cse131 = cse28*rd_rod_z
    cse132 = cse28*rd_slider_z
    cse133 = 2*cse53
    cse134 = 2*cse46
    cse135 = cse25*cse28
    cse136 = cse29*cse34
    cse137 = cse135*phid_rod + cse136*thetad_rod
    cse138 = cse28*cse29
    cse139 = cse138*phid_rod - cse25*cse34*thetad_rod
    cse140 = cse129*cse138 + cse138*cse46
    cse141 = cse28*cse79
    cse142 = cse127*cse138
    cse143 = cse135*cse51
    cse144 = 0.15*cse30
    cse145 = cse111*cse144
    cse146 = cse25*cse34
    cse147 = 0.15*cse111*cse30 - cse112*cse144 - cse114*cse145 - cse117*cse145 - cse146*cse46 + cse29*cse34*cse53
    cse148 = cse107*cse146 + cse109*cse136 + cse136*cse51 - cse146*cse45
    cse149 = cse107*cse138
    cse150 = 0.44999999999999996*cse141
    cse151 = math.sin(psi_slider)
    cse152 = cse151*cse63
    cse153 = cse62*phid_slider
    cse154 = math.cos(psi_slider)
    cse155 = cse154*cse66
    cse156 = cse62*psid_slider
    cse157 = cse151*cse66
    cse158 = cse157*cse69
    cse159 = cse62*thetad_slider
    cse160 = -cse154*cse63 + cse158
    cse161 = -cse160
    cse162 = -cse154*cse63*cse69 + cse157
    cse163 = -cse162
    cse164 = -cse152*cse159 + cse161*phid_slider + cse163*psid_slider
    cse165 = -cse155*cse159 + cse161*psid_slider + cse163*phid_slider
    cse166 = cse154*cse63
    cse167 = cse155*cse69
    cse168 = cse152 + cse167
    cse169 = cse152*cse69
    cse170 = cse155 + cse169
    cse171 = cse159*cse166 + cse168*phid_slider + cse170*psid_slider
    cse172 = cse157*cse159
    cse173 = cse168*psid_slider + cse170*phid_slider - cse172
    cse174 = cse154*cse62
    cse175 = cse151*cse69
    cse176 = -cse170
    cse177 = -cse168
    cse178 = cse62*rd_slider_x
    cse179 = cse62*rd_slider_y
    cse180 = cse62*r_slider_y
    cse181 = 0.2 - r_slider_x
    cse182 = cse181*cse62
    cse183 = -cse152*cse182 + cse157*cse180
    cse184 = cse154*cse69*r_slider_z - cse155*cse182 - cse166*cse180
    cse185 = cse62*r_slider_z
    cse186 = cse151*cse185
    cse187 = -cse161*cse181 + cse170*r_slider_y
    cse188 = cse163*cse181 - cse168*r_slider_y
    cse189 = cse151*cse62
    cse190 = cse154*cse69
    cse191 = cse154*cse181*cse62*cse63 - cse155*cse180
    cse192 = cse154*cse185
    cse193 = cse151*cse69*r_slider_z - cse152*cse180 - cse157*cse182
    cse194 = cse162*r_slider_y
    cse195 = -cse160*r_slider_y + cse170*cse181
    cse196 = 2*rd_rod_z
    cse197 = 2*rd_slider_z
    cse198 = 0.3*cse70
    cse199 = 0.3*cse79
    cse200 = 2*cse159 + cse196 - cse197 + cse198*psid_rod + cse199*thetad_rod
    cse201 = 2*rd_rod_x
    cse202 = 2*rd_slider_x
    cse203 = 2*phid_slider
    cse204 = cse203*cse64
    cse205 = 2*thetad_slider
    cse206 = cse205*cse75
    cse207 = 0.3*cse35
    cse208 = cse207*cse42
    cse209 = 0.3*cse31
    cse210 = 0.3*cse86
    cse211 = cse209 + cse210
    cse212 = -cse211
    cse213 = 0.3*cse26
    cse214 = cse213 + 0.3*cse73
    cse215 = -cse214
    cse216 = 2*rd_rod_y
    cse217 = 2*rd_slider_y
    cse218 = cse203*cse72
    cse219 = cse205*cse76
    cse220 = cse213*cse42
    cse221 = 0.3*cse88
    cse222 = cse221 - 0.3*cse25*cse30
    cse223 = -cse222
    cse224 = cse207 - 0.3*cse74
    cse225 = -cse224
    cse226 = cse207*cse28
    cse227 = -cse226*cse64 + 0.3*cse24*cse25*cse28*cse62*cse66
    cse228 = cse45 + cse72 - r_rod_x + r_slider_x
    cse229 = 2*cse228
    cse230 = -cse108 - cse64
    cse231 = 2*cse230
    cse232 = cse229*cse76 + cse231*cse75
    cse233 = cse63**2
    cse234 = 2*cse62**2
    cse235 = cse66**2
    cse236 = -cse229*cse72 + cse231*cse64
    cse237 = cse213*cse28
    cse238 = -cse226*cse75 - cse237*cse76 + 0.3*cse24*cse34*cse62
    cse239 = cse198*cse62
    cse240 = -cse118 + cse69
    cse241 = 2*cse69**2
    cse242 = cse226*cse230 + cse228*cse237
    cse243 = 0.045*cse111
    cse244 = cse121*cse243
    cse245 = 0.3*cse240
    cse246 = cse245*cse59
    cse247 = -cse209*cse228*cse28 + 0.3*cse230*cse28*cse43 - cse245*cse61 + 0.045*cse70*cse79
    cse248 = cse211*cse230 + cse223*cse228
    cse249 = cse214*cse230 + cse225*cse228
    cse250 = 0.3*cse30
    cse251 = math.pi**2
    cse252 = 2*math.pi
    cse253 = cse252*t
    cse254 = math.sin(cse253)
    cse255 = math.cos(cse253)
    cse256 = -cse0*cse1*cse5 + cse10
    cse257 = cse252*cse254
    cse258 = cse2*cse257*cse3
    cse259 = cse252*cse255
    cse260 = cse18*cse259
    cse261 = cse13*cse257
    cse262 = cse12*cse255
    cse263 = -cse255*cse256
    cse264 = cse255*(cse0*cse1 - cse10*cse5)
    cse265 = cse254*cse55
    cse266 = -cse254*cse57 - cse255*cse3*cse7
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        -phid_crank*(cse10*cse11 + cse14*phid_crank + cse17*psid_crank) - psid_crank*(-cse11*cse2 + cse14*psid_crank + cse17*phid_crank) - thetad_crank*(-cse2*cse4 + cse3*cse6*cse9*phid_crank - cse8*thetad_crank),  # [3]
        -psid_crank*(cse1*cse5*thetad_crank - cse18*psid_crank) - thetad_crank*(-cse18*thetad_crank + cse19*psid_crank),  # [4]
        -phid_crank*(cse11*cse20 + cse39*phid_crank + cse41*psid_crank) - phid_rod*(cse27*cse42 + cse45*phid_rod + cse46*psid_rod) - psid_crank*(-cse11*cse22 + cse39*psid_crank + cse41*phid_crank) - psid_rod*(cse32*cse42 + cse45*psid_rod + cse46*phid_rod) - thetad_crank*(cse20*cse21 - cse22*cse4 + cse23*thetad_crank) - thetad_rod*(cse27*cse28*phid_rod + cse32*cse33 + cse37*thetad_rod),  # [5]
        -phid_crank*(cse11*cse40 + cse49*phid_crank + cse50*psid_crank) - phid_rod*(cse36*cse42 + cse52*phid_rod + cse54*psid_rod) - psid_crank*(cse11*cse38 + cse49*psid_crank + cse50*phid_crank) - psid_rod*(-cse42*cse44 + cse52*psid_rod + cse54*phid_rod) - thetad_crank*(cse21*cse40 + cse38*cse4 - cse47*thetad_crank) - thetad_rod*(0.15*cse24*cse28*cse29*phid_rod - cse33*cse44 - cse48*thetad_rod),  # [6]
        -psid_crank*(-cse55*cse56 - cse57*cse58) - psid_rod*(0.15*cse30*cse34*thetad_rod - cse60*psid_rod) - thetad_crank*(-cse55*cse58 - cse56*cse57) - thetad_rod*(-cse60*thetad_rod + 0.15*cse61*psid_rod),  # [7]
        -phid_rod*(cse68*thetad_rod - cse85*phid_rod + cse91*psid_rod + cse94*phid_slider + cse96*thetad_slider) - phid_slider*(cse100*thetad_slider + cse67*thetad_rod + cse94*phid_rod + cse98*psid_rod + phid_slider*(cse64*cse99 - cse93)) - psid_rod*(cse101*thetad_slider + cse81*thetad_rod + cse91*phid_rod + cse98*phid_slider + psid_rod*(-cse71 - cse85)) - thetad_rod*(cse67*phid_slider + cse68*phid_rod + cse78*thetad_slider + cse81*psid_rod + thetad_rod*(cse64*cse74 - cse71 + cse72*cse73)) - thetad_slider*(cse100*phid_slider + cse101*psid_rod + cse78*thetad_rod + cse96*phid_rod + thetad_slider*(cse62*cse63*cse99 - cse71 - cse93)),  # [8]
        -cse102*rd_rod_z + cse102*rd_slider_z - phid_rod*(cse110*thetad_rod + cse130*psid_rod + cse82*rd_slider_x + cse84*rd_rod_y + cse92*rd_slider_y + cse99*rd_rod_x + phid_rod*(cse125*cse82 + cse126*cse92 + cse128)) - psid_rod*(cse105*rd_rod_x + cse124*thetad_rod + cse130*phid_rod + cse131*cse24 - cse132*cse24 + cse87*rd_rod_y + cse89*rd_slider_x + cse97*rd_slider_y + psid_rod*(0.44999999999999996*cse115 - cse120 + cse128 + cse133*cse89 + cse134*cse97)) - rd_rod_x*(-cse104 + cse105*psid_rod + cse99*phid_rod) - rd_rod_y*(cse103 + cse84*phid_rod + cse87*psid_rod) - rd_slider_x*(cse104 + cse82*phid_rod + cse89*psid_rod) - rd_slider_y*(-cse103 + cse92*phid_rod + cse97*psid_rod) - thetad_rod*(cse110*phid_rod + cse124*psid_rod - cse61*rd_rod_z + cse61*rd_slider_z - cse65*rd_rod_x + cse65*rd_slider_x + cse77*rd_rod_y - cse77*rd_slider_y + thetad_rod*(cse107*cse29*cse30*cse34 - cse109*cse74 + 0.15*cse111*cse24*cse30 - 0.3*cse112*cse113 - cse114*cse116 - cse116*cse117 - cse120 + 0.15*cse24*cse25*cse34*cse99 - cse37*cse92)),  # [9]
        -cse131*thetad_rod + cse137*rd_rod_x - cse137*rd_slider_x + cse139*rd_rod_y - cse139*rd_slider_y + cse28*rd_slider_z*thetad_rod - phid_rod*(-cse135*rd_rod_x + cse135*rd_slider_x - cse138*rd_rod_y + cse138*rd_slider_y + cse140*psid_rod + cse148*thetad_rod + phid_rod*(cse109*cse135 + cse126*cse138 + cse142 + cse143 - cse149)) - psid_rod*(cse140*phid_rod + cse147*thetad_rod + psid_rod*(0.15*cse141 + cse142 - cse143)) - thetad_rod*(cse131 - cse132 - cse136*rd_rod_x + cse136*rd_slider_x + cse146*rd_rod_y - cse146*rd_slider_y + cse147*psid_rod + cse148*phid_rod + thetad_rod*(cse109*cse25*cse28 - cse114*cse150 - cse117*cse150 - cse123 - cse149 + 0.44999999999999996*cse24*cse28*cse34)),  # [10]
        -cse164*phid_slider - cse165*psid_slider - thetad_slider*(-cse152*cse153 - cse155*cse156 - cse158*thetad_slider),  # [11]
        -cse171*phid_slider - cse173*psid_slider - thetad_slider*(cse153*cse166 - cse156*cse157 + cse167*thetad_slider),  # [12]
        -cse164*rd_slider_y - phid_slider*(cse161*rd_slider_y + cse176*rd_slider_x + cse183*thetad_slider - cse187*phid_slider + cse188*psid_slider) - psid_slider*(cse163*rd_slider_y + cse174*rd_slider_z + cse177*rd_slider_x + cse184*thetad_slider + cse188*phid_slider + psid_slider*(-cse186 - cse187)) - rd_slider_x*(cse172 + cse176*phid_slider + cse177*psid_slider) - rd_slider_z*(cse174*psid_slider + cse175*thetad_slider) - thetad_slider*(-cse152*cse179 + cse157*cse178 + cse175*rd_slider_z + cse183*phid_slider + cse184*psid_slider + thetad_slider*(-cse158*cse181 - cse169*r_slider_y - cse186)),  # [13]
        -cse165*rd_slider_x - cse171*rd_slider_y - phid_slider*(cse163*rd_slider_x + cse168*rd_slider_y + cse191*thetad_slider + cse195*psid_slider + phid_slider*(cse168*cse181 - cse194)) - psid_slider*(cse161*rd_slider_x + cse170*rd_slider_y + cse189*rd_slider_z + cse193*thetad_slider + cse195*phid_slider + psid_slider*(cse168*cse181 + cse192 - cse194)) - rd_slider_z*(cse189*psid_slider - cse190*thetad_slider) - thetad_slider*(-cse155*cse178 + cse166*cse179 - cse190*rd_slider_z + cse191*phid_slider + cse193*psid_slider + thetad_slider*(cse166*cse69*r_slider_y + cse167*cse181 + cse192)),  # [14]
        -cse171*psid_slider - cse173*phid_slider - thetad_slider*(-cse153*cse157 + cse156*cse166 + cse169*thetad_slider),  # [15]
        -cse200*rd_rod_z + cse200*rd_slider_z - phid_rod*(cse211*rd_slider_x + cse212*rd_rod_x + cse222*rd_slider_y + cse223*rd_rod_y + phid_rod*(cse211*cse51 + cse222*cse45 + cse248) + phid_slider*(cse125*cse64 + cse126*cse72) + psid_rod*(cse214*cse51 + cse224*cse45 + cse249) + thetad_rod*(-cse226*cse51 + 0.3*cse24*cse25*cse28*cse45 - cse242) + thetad_slider*(cse125*cse75 - cse126*cse76)) - phid_slider*(-cse201*cse64 + cse202*cse64 - cse216*cse72 + cse217*cse72 + cse227*thetad_rod + cse232*thetad_slider + phid_rod*(cse211*cse64 + cse222*cse72) + phid_slider*(cse233*cse234 + cse234*cse235 + cse236) + psid_rod*(cse214*cse64 + cse224*cse72)) - psid_rod*(cse131*cse250 - cse132*cse250 + cse214*rd_slider_x + cse215*rd_rod_x + cse224*rd_slider_y + cse225*rd_rod_y + phid_rod*(cse211*cse53 + cse222*cse46 + cse249) + phid_slider*(cse133*cse64 + cse134*cse72) + psid_rod*(cse122*cse243 + cse214*cse53 + cse224*cse46 + cse246 + cse248) + thetad_rod*(-cse226*cse53 + cse237*cse46 + cse247) + thetad_slider*(cse133*cse75 - cse134*cse76 + cse239)) - rd_rod_x*(cse201 - cse202 - cse204 - cse206 + cse208 + cse212*phid_rod + cse215*psid_rod) - rd_rod_y*(cse216 - cse217 - cse218 + cse219 - cse220 + cse223*phid_rod + cse225*psid_rod) - rd_slider_x*(-cse201 + cse202 + cse204 + cse206 - cse208 + cse211*phid_rod + cse214*psid_rod) - rd_slider_y*(-cse216 + cse217 + cse218 - cse219 + cse220 + cse222*phid_rod + cse224*psid_rod) - thetad_rod*(cse199*rd_rod_z - cse199*rd_slider_z + cse226*rd_rod_x - cse226*rd_slider_x + cse227*phid_slider - cse237*rd_rod_y + cse237*rd_slider_y + cse238*thetad_slider + phid_rod*(-cse106*cse211 + 0.15*cse222*cse24*cse25*cse28 - cse242) + psid_rod*(-cse106*cse214 + cse224*cse27*cse28 + cse247) + thetad_rod*(0.045*cse112*cse121 + cse114*cse244 + cse117*cse244 + cse210*cse230 - cse221*cse228 + cse246)) - thetad_slider*(cse196*cse62 - cse197*cse62 - cse201*cse75 + cse202*cse75 + cse216*cse76 - cse217*cse76 + cse232*phid_slider + cse238*thetad_rod + phid_rod*(cse211*cse75 - cse222*cse76) + psid_rod*(cse214*cse75 - cse224*cse76 + cse239) + thetad_slider*(cse233*cse241 + cse234 + cse235*cse241 + cse236 - 2*cse240*cse69)),  # [16]
        4*cse1*cse251*cse254*cse3 + 2*math.pi*cse16*cse254*phid_crank + 4*cse251*cse255*cse256 - phid_crank*(-cse11*cse262 - cse16*cse257 + cse263*phid_crank + cse264*psid_crank) - psid_crank*(-cse260 - cse261) - psid_crank*(-cse260 - cse261 + cse264*phid_crank + cse266*thetad_crank + psid_crank*(cse263 - cse265)) - thetad_crank*(2*math.pi*cse1*cse255*cse5 - cse258) - thetad_crank*(cse19*cse259 - cse21*cse262 - cse258 + cse266*psid_crank + thetad_crank*(cse0*cse1*cse255*cse5 - cse265)),  # [17]
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

    cse0 = math.cos(theta_crank)
    cse1 = math.sin(psi_crank)
    cse2 = cse1**2
    cse3 = math.sin(theta_crank)
    cse4 = cse3**2
    cse5 = math.cos(psi_crank)
    cse6 = cse5**2
    cse7 = 9e-05*cse1*cse3*cse5
    cse8 = 0.0001*cse0
    cse9 = math.cos(theta_rod)
    cse10 = math.sin(psi_rod)
    cse11 = cse10**2
    cse12 = math.sin(theta_rod)
    cse13 = cse12**2
    cse14 = math.cos(psi_rod)
    cse15 = cse14**2
    cse16 = 0.0036*cse10*cse12*cse14
    cse17 = 0.004*cse9
    cse18 = math.cos(theta_slider)
    cse19 = math.sin(theta_slider)**2
    cse20 = 0.0001*math.sin(psi_slider)**2
    cse21 = 0.0001*math.cos(psi_slider)**2
    cse22 = 0.0001*cse18
    out = np.zeros((18, 18))
    out[_M_INDEX] = (
        0.12,  # [0, 0]
        0.12,  # [1, 1]
        0.12,  # [2, 2]
        0.0001*cse0**2 + 0.0001*cse2*cse4 + 1e-05*cse4*cse6,  # [3, 3]
        cse7,  # [3, 4]
        cse8,  # [3, 5]
        cse7,  # [4, 3]
        1e-05*cse2 + 0.0001*cse6,  # [4, 4]
        cse8,  # [5, 3]
        0.0001,  # [5, 5]
        0.5,  # [6, 6]
        0.5,  # [7, 7]
        0.5,  # [8, 8]
        0.004*cse11*cse13 + 0.0004*cse13*cse15 + 0.004*cse9**2,  # [9, 9]
        cse16,  # [9, 10]
        cse17,  # [9, 11]
        cse16,  # [10, 9]
        0.0004*cse11 + 0.004*cse15,  # [10, 10]
        cse17,  # [11, 9]
        0.004,  # [11, 11]
        2.0,  # [12, 12]
        2.0,  # [13, 13]
        2.0,  # [14, 14]
        0.0001*cse18**2 + cse19*cse20 + cse19*cse21,  # [15, 15]
        cse22,  # [15, 17]
        cse20 + cse21,  # [16, 16]
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
    # 184 operations after common subexpression elimination
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
    cse1 = math.sin(theta_crank)
    cse2 = cse1*phid_crank
    cse3 = math.cos(psi_crank)
    cse4 = cse3*thetad_crank
    cse5 = math.sin(psi_crank)
    cse6 = cse2*cse5
    cse7 = cse4 + cse6
    cse8 = cse5*thetad_crank
    cse9 = 0.0001*cse8
    cse10 = cse2*cse3
    cse11 = 0.0001*cse10 - cse9
    cse12 = 1e-05*cse4
    cse13 = cse10 - cse8
    cse14 = cse11*cse7 + cse13*(-cse12 - 1e-05*cse6) + 0.0001*cse2*thetad_crank
    cse15 = 1e-05*psid_crank
    cse16 = cse0*phid_crank
    cse17 = cse16 + psid_crank
    cse18 = 0.0001*psid_crank
    cse19 = -cse12*cse16 + cse15*cse4 + cse15*cse6 + cse17*(0.0001*cse4 + 0.0001*cse6) + cse7*(-0.0001*cse16 - cse18)
    cse20 = -cse10*cse18 - cse11*cse17 + cse13*(cse15 + 1e-05*cse16) - cse16*cse9 + cse18*cse8
    cse21 = math.cos(theta_rod)
    cse22 = math.sin(theta_rod)
    cse23 = cse22*phid_rod
    cse24 = math.cos(psi_rod)
    cse25 = cse24*thetad_rod
    cse26 = math.sin(psi_rod)
    cse27 = cse23*cse26
    cse28 = cse25 + cse27
    cse29 = cse26*thetad_rod
    cse30 = 0.004*cse29
    cse31 = cse23*cse24
    cse32 = -cse30 + 0.004*cse31
    cse33 = 0.0004*cse25
    cse34 = -cse29 + cse31
    cse35 = 0.004*cse23*thetad_rod + cse28*cse32 + cse34*(-0.0004*cse27 - cse33)
    cse36 = 0.0004*psid_rod
    cse37 = cse21*phid_rod
    cse38 = cse37 + psid_rod
    cse39 = 0.004*psid_rod
    cse40 = cse25*cse36 + cse27*cse36 + cse28*(-0.004*cse37 - cse39) - cse33*cse37 + cse38*(0.004*cse25 + 0.004*cse27)
    cse41 = cse29*cse39 - cse30*cse37 - cse31*cse39 - cse32*cse38 + cse34*(cse36 + 0.0004*cse37)
    cse42 = math.cos(theta_slider)
    cse43 = math.sin(theta_slider)
    cse44 = cse43*phid_slider
    cse45 = math.cos(psi_slider)
    cse46 = cse45*thetad_slider
    cse47 = math.sin(psi_slider)
    cse48 = cse44*cse47
    cse49 = cse46 + cse48
    cse50 = cse47*thetad_slider
    cse51 = 0.0001*cse50
    cse52 = cse44*cse45
    cse53 = -cse51 + 0.0001*cse52
    cse54 = 0.0001*cse46
    cse55 = 0.0001*cse48 + cse54
    cse56 = -cse50 + cse52
    cse57 = 0.0001*cse44*thetad_slider + cse49*cse53 - cse55*cse56
    cse58 = 0.0001*psid_slider
    cse59 = cse42*phid_slider
    cse60 = cse59 + psid_slider
    cse61 = cse58 + 0.0001*cse59
    cse62 = cse46*cse58 + cse48*cse58 - cse49*cse61 - cse54*cse59 + cse55*cse60
    cse63 = cse50*cse58 - cse51*cse59 - cse52*cse58 - cse53*cse60 + cse56*cse61
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -1.1772,  # [2]
        cse0*cse14 + cse1*cse19*cse3 + cse1*cse20*cse5,  # [3]
        -cse19*cse5 + cse20*cse3,  # [4]
        cse14,  # [5]
        -4.905,  # [8]
        cse21*cse35 + cse22*cse24*cse40 + cse22*cse26*cse41,  # [9]
        cse24*cse41 - cse26*cse40,  # [10]
        cse35,  # [11]
        -19.62,  # [14]
        cse42*cse57 + cse43*cse45*cse62 + cse43*cse47*cse63,  # [15]
        cse45*cse63 - cse47*cse62,  # [16]
        cse57,  # [17]
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
    # 453 operations after common subexpression elimination
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

    cse0 = math.sin(theta_crank)
    cse1 = cse0*phid_crank
    cse2 = 0.0001*cse1
    cse3 = math.cos(psi_crank)
    cse4 = cse3*thetad_crank
    cse5 = math.sin(psi_crank)
    cse6 = cse1*cse5
    cse7 = cse4 + cse6
    cse8 = cse5*thetad_crank
    cse9 = 0.0001*cse8
    cse10 = cse1*cse3
    cse11 = 0.0001*cse10 - cse9
    cse12 = 1e-05*cse4
    cse13 = -cse12 - 1e-05*cse6
    cse14 = cse10 - cse8
    cse15 = math.cos(theta_crank)
    cse16 = 1e-05*psid_crank
    cse17 = cse15*phid_crank
    cse18 = cse17 + psid_crank
    cse19 = 0.0001*cse4
    cse20 = cse19 + 0.0001*cse6
    cse21 = cse18*cse20
    cse22 = 0.0001*psid_crank
    cse23 = 0.0001*cse17
    cse24 = -cse22 - cse23
    cse25 = -cse12*cse17 + cse16*cse4 + cse16*cse6 + cse21 + cse24*cse7
    cse26 = cse25*cse3
    cse27 = -cse11
    cse28 = 1e-05*cse17
    cse29 = cse16 + cse28
    cse30 = -cse10*cse22 + cse14*cse29 - cse17*cse9 + cse18*cse27 + cse22*cse8
    cse31 = cse30*cse5
    cse32 = cse17*cse5
    cse33 = cse1*cse12 - cse1*cse20 + cse16*cse32 + cse18*cse23*cse5 + cse2*cse7 + cse24*cse32
    cse34 = cse0*cse3
    cse35 = cse17*cse3
    cse36 = cse23*cse3
    cse37 = 0.0001*cse0*cse5*phid_crank*thetad_crank - 1e-05*cse1*cse14 - cse1*cse27 + cse15*cse29*cse3*phid_crank - cse18*cse36 - cse22*cse35
    cse38 = cse0*cse5
    cse39 = cse11*cse32 + cse13*cse35 - cse14*cse28*cse5 + cse23*thetad_crank + cse36*cse7
    cse40 = cse10*cse16 + cse11*cse18 + cse14*cse24 - cse16*cse8 + cse28*cse8
    cse41 = -cse7
    cse42 = -cse17*cse19 + cse21 + cse22*cse4 + cse22*cse6 + cse29*cse41
    cse43 = cse11*cse14 + cse13*cse41 + cse14*(-1e-05*cse10 + 1e-05*cse5*thetad_crank) - cse20*cse7
    cse44 = math.sin(theta_rod)
    cse45 = cse44*phid_rod
    cse46 = 0.004*cse45
    cse47 = math.cos(psi_rod)
    cse48 = cse47*thetad_rod
    cse49 = math.sin(psi_rod)
    cse50 = cse45*cse49
    cse51 = cse48 + cse50
    cse52 = cse49*thetad_rod
    cse53 = 0.004*cse52
    cse54 = cse45*cse47
    cse55 = -cse53 + 0.004*cse54
    cse56 = 0.0004*cse48
    cse57 = -0.0004*cse50 - cse56
    cse58 = -cse52 + cse54
    cse59 = math.cos(theta_rod)
    cse60 = 0.0004*psid_rod
    cse61 = cse59*phid_rod
    cse62 = cse61 + psid_rod
    cse63 = 0.004*cse48
    cse64 = 0.004*cse50 + cse63
    cse65 = cse62*cse64
    cse66 = 0.004*psid_rod
    cse67 = 0.004*cse61
    cse68 = -cse66 - cse67
    cse69 = cse48*cse60 + cse50*cse60 + cse51*cse68 - cse56*cse61 + cse65
    cse70 = cse47*cse69
    cse71 = -cse55
    cse72 = 0.0004*cse61
    cse73 = cse60 + cse72
    cse74 = cse52*cse66 - cse53*cse61 - cse54*cse66 + cse58*cse73 + cse62*cse71
    cse75 = cse49*cse74
    cse76 = cse49*cse61
    cse77 = cse45*cse56 - cse45*cse64 + cse46*cse51 + cse49*cse62*cse67 + cse60*cse76 + cse68*cse76
    cse78 = cse44*cse47
    cse79 = cse47*cse61
    cse80 = cse47*cse67
    cse81 = 0.004*cse44*cse49*phid_rod*thetad_rod - 0.0004*cse45*cse58 - cse45*cse71 + cse47*cse59*cse73*phid_rod - cse62*cse80 - cse66*cse79
    cse82 = cse44*cse49
    cse83 = -cse49*cse58*cse72 + cse51*cse80 + cse55*cse76 + cse57*cse79 + cse67*thetad_rod
    cse84 = -cse52*cse60 + cse52*cse72 + cse54*cse60 + cse55*cse62 + cse58*cse68
    cse85 = -cse51
    cse86 = cse48*cse66 + cse50*cse66 - cse61*cse63 + cse65 + cse73*cse85
    cse87 = -cse51*cse64 + cse55*cse58 + cse57*cse85 + cse58*(0.0004*cse49*thetad_rod - 0.0004*cse54)
    cse88 = math.sin(theta_slider)
    cse89 = cse88*phid_slider
    cse90 = 0.0001*cse89
    cse91 = math.cos(psi_slider)
    cse92 = cse91*thetad_slider
    cse93 = math.sin(psi_slider)
    cse94 = cse89*cse93
    cse95 = cse92 + cse94
    cse96 = cse93*thetad_slider
    cse97 = 0.0001*cse96
    cse98 = cse89*cse91
    cse99 = -cse97 + 0.0001*cse98
    cse100 = 0.0001*cse92
    cse101 = cse100 + 0.0001*cse94
    cse102 = -cse101
    cse103 = -cse96 + cse98
    cse104 = math.cos(theta_slider)
    cse105 = 0.0001*psid_slider
    cse106 = cse104*phid_slider
    cse107 = 0.0001*cse106
    cse108 = cse105 + cse107
    cse109 = -cse108
    cse110 = cse106 + psid_slider
    cse111 = -cse100*cse106 + cse101*cse110 + cse105*cse92 + cse105*cse94
    cse112 = cse109*cse95 + cse111
    cse113 = cse112*cse91
    cse114 = cse105*cse96
    cse115 = cse105*cse98
    cse116 = cse106*cse97
    cse117 = -cse99
    cse118 = cse103*cse108 + cse110*cse117 + cse114 - cse115 - cse116
    cse119 = cse118*cse93
    cse120 = cse106*cse93
    cse121 = cse107*cse93
    cse122 = cse100*cse89 - cse101*cse89 + cse105*cse120 + cse109*cse120 + cse110*cse121 + cse90*cse95
    cse123 = cse88*cse91
    cse124 = cse106*cse91
    cse125 = cse107*cse91
    cse126 = -cse103*cse90 + cse104*cse108*cse91*phid_slider - cse105*cse124 - cse110*cse125 - cse117*cse89 + 0.0001*cse88*cse93*phid_slider*thetad_slider
    cse127 = cse88*cse93
    cse128 = cse102*cse124 - cse103*cse121 + cse107*thetad_slider + cse120*cse99 + cse125*cse95
    cse129 = cse103*cse109 + cse110*cse99 - cse114 + cse115 + cse116
    cse130 = -cse95
    cse131 = cse108*cse130 + cse111
    cse132 = cse102*cse130 + cse102*cse95 + cse103*cse117 + cse103*cse99
    out = np.zeros((18, 18))
    out[_Q_q_INDEX] = (
        -cse0*(cse11*cse7 + cse13*cse14 + cse2*thetad_crank) + cse15*cse26 + cse15*cse31 + cse15*cse39 + cse33*cse34 + cse37*cse38,  # [3, 4]
        cse15*cse43 - cse25*cse38 + cse30*cse34 + cse34*cse40 + cse38*cse42,  # [3, 5]
        cse3*cse37 - cse33*cse5,  # [4, 4]
        -cse26 + cse3*cse42 - cse31 - cse40*cse5,  # [4, 5]
        cse39,  # [5, 4]
        cse43,  # [5, 5]
        -cse44*(cse46*thetad_rod + cse51*cse55 + cse57*cse58) + cse59*cse70 + cse59*cse75 + cse59*cse83 + cse77*cse78 + cse81*cse82,  # [9, 10]
        cse59*cse87 - cse69*cse82 + cse74*cse78 + cse78*cse84 + cse82*cse86,  # [9, 11]
        cse47*cse81 - cse49*cse77,  # [10, 10]
        cse47*cse86 - cse49*cse84 - cse70 - cse75,  # [10, 11]
        cse83,  # [11, 10]
        cse87,  # [11, 11]
        cse104*cse113 + cse104*cse119 + cse104*cse128 + cse122*cse123 + cse126*cse127 - cse88*(cse102*cse103 + cse90*thetad_slider + cse95*cse99),  # [15, 16]
        cse104*cse132 - cse112*cse127 + cse118*cse123 + cse123*cse129 + cse127*cse131,  # [15, 17]
        -cse122*cse93 + cse126*cse91,  # [16, 16]
        -cse113 - cse119 - cse129*cse93 + cse131*cse91,  # [16, 17]
        cse128,  # [17, 16]
        cse132,  # [17, 17]
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
    # 366 operations after common subexpression elimination
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

    cse0 = 1e-05*psid_crank
    cse1 = math.sin(psi_crank)
    cse2 = math.sin(theta_crank)
    cse3 = cse1*cse2
    cse4 = math.cos(theta_crank)
    cse5 = math.cos(psi_crank)
    cse6 = cse5*thetad_crank
    cse7 = 1e-05*cse6
    cse8 = cse4*phid_crank
    cse9 = cse8 + psid_crank
    cse10 = 0.0001*cse2
    cse11 = 0.0001*psid_crank
    cse12 = 0.0001*cse8
    cse13 = -cse11 - cse12
    cse14 = cse3*phid_crank
    cse15 = cse14 + cse6
    cse16 = 0.0001*cse15
    cse17 = cse10*phid_crank
    cse18 = cse0*cse3 + cse1*cse10*cse9 + cse13*cse3 - cse16*cse4 - cse4*cse7 + cse4*(cse1*cse17 + 0.0001*cse6)
    cse19 = cse2*cse5
    cse20 = cse1*thetad_crank
    cse21 = 0.0001*cse20
    cse22 = cse10*cse5
    cse23 = 1e-05*cse8
    cse24 = cse0 + cse23
    cse25 = cse19*phid_crank
    cse26 = -cse20 + cse25
    cse27 = cse17*cse5 - cse21
    cse28 = -cse11*cse19 + cse2*cse24*cse5 - cse21*cse4 - cse22*cse9 + 1e-05*cse26*cse4 - cse27*cse4
    cse29 = -1e-05*cse14 - cse7
    cse30 = 1e-05*cse26
    cse31 = cse10*thetad_crank + cse15*cse22 + cse19*cse29 + cse27*cse3 - cse3*cse30
    cse32 = cse0*cse5 + cse13*cse5 - cse23*cse5 + 0.0001*cse5*cse9
    cse33 = -cse1*cse12 - cse1*cse24 + 0.0001*cse1*cse9 + 0.0001*cse1*psid_crank
    cse34 = -cse1*cse16 - cse1*cse29 + 0.0001*cse2*phid_crank + cse27*cse5 - cse30*cse5
    cse35 = 9.999999999999999e-06*cse14 + 9.999999999999999e-06*cse6
    cse36 = 0.00019*cse1*thetad_crank - 0.00019*cse25
    cse37 = 0.0004*psid_rod
    cse38 = math.sin(psi_rod)
    cse39 = math.sin(theta_rod)
    cse40 = cse38*cse39
    cse41 = math.cos(theta_rod)
    cse42 = math.cos(psi_rod)
    cse43 = cse42*thetad_rod
    cse44 = 0.0004*cse43
    cse45 = cse41*phid_rod
    cse46 = cse45 + psid_rod
    cse47 = 0.004*cse39
    cse48 = 0.004*psid_rod
    cse49 = 0.004*cse45
    cse50 = -cse48 - cse49
    cse51 = cse40*phid_rod
    cse52 = cse43 + cse51
    cse53 = 0.004*cse52
    cse54 = cse47*phid_rod
    cse55 = cse37*cse40 + cse38*cse46*cse47 + cse40*cse50 - cse41*cse44 - cse41*cse53 + cse41*(cse38*cse54 + 0.004*cse43)
    cse56 = cse39*cse42
    cse57 = cse38*thetad_rod
    cse58 = 0.004*cse57
    cse59 = cse42*cse47
    cse60 = 0.0004*cse45
    cse61 = cse37 + cse60
    cse62 = cse56*phid_rod
    cse63 = -cse57 + cse62
    cse64 = cse42*cse54 - cse58
    cse65 = cse39*cse42*cse61 - cse41*cse58 + 0.0004*cse41*cse63 - cse41*cse64 - cse46*cse59 - cse48*cse56
    cse66 = -cse44 - 0.0004*cse51
    cse67 = 0.0004*cse63
    cse68 = cse40*cse64 - cse40*cse67 + cse47*thetad_rod + cse52*cse59 + cse56*cse66
    cse69 = cse37*cse42 + 0.004*cse42*cse46 + cse42*cse50 - cse42*cse60
    cse70 = 0.004*cse38*cse46 - cse38*cse49 - cse38*cse61 + 0.004*cse38*psid_rod
    cse71 = -cse38*cse53 - cse38*cse66 + 0.004*cse39*phid_rod + cse42*cse64 - cse42*cse67
    cse72 = 0.0004000000000000002*cse43 + 0.0004000000000000002*cse51
    cse73 = 0.0076*cse38*thetad_rod - 0.0076*cse62
    cse74 = 0.0001*psid_slider
    cse75 = math.sin(psi_slider)
    cse76 = math.sin(theta_slider)
    cse77 = cse75*cse76
    cse78 = math.cos(theta_slider)
    cse79 = math.cos(psi_slider)
    cse80 = cse79*thetad_slider
    cse81 = 0.0001*cse80
    cse82 = cse78*phid_slider
    cse83 = cse82 + psid_slider
    cse84 = 0.0001*cse76
    cse85 = cse75*cse84
    cse86 = 0.0001*cse82
    cse87 = cse74 + cse86
    cse88 = -cse87
    cse89 = cse77*phid_slider + cse80
    cse90 = cse84*phid_slider
    cse91 = cse75*cse90 + cse81
    cse92 = cse74*cse77 + cse77*cse88 - cse78*cse81 - 0.0001*cse78*cse89 + cse78*cse91 + cse83*cse85
    cse93 = cse76*cse79
    cse94 = cse75*thetad_slider
    cse95 = 0.0001*cse94
    cse96 = cse79*cse84
    cse97 = cse93*phid_slider - cse94
    cse98 = cse79*cse90 - cse95
    cse99 = -cse98
    cse100 = -cse74*cse93 + cse76*cse79*cse87 - cse78*cse95 + 0.0001*cse78*cse97 + cse78*cse99 - cse83*cse96
    cse101 = -cse91
    cse102 = cse101*cse93 + cse77*cse98 + cse84*thetad_slider - cse85*cse97 + cse89*cse96
    cse103 = 0.0001*cse79
    cse104 = cse103*cse83 + cse74*cse79 - cse79*cse86 + cse79*cse88
    cse105 = 0.0001*cse75*cse83 - cse75*cse86 - cse75*cse87 + 0.0001*cse75*psid_slider
    cse106 = -cse101*cse75 - cse103*cse97 - 0.0001*cse75*cse89 + 0.0001*cse76*phid_slider + cse79*cse98
    out = np.zeros((18, 18))
    out[_Q_v_INDEX] = (
        cse18*cse19 + cse28*cse3 + cse31*cse4,  # [3, 3]
        cse19*cse32 + cse3*cse33 + cse34*cse4,  # [3, 4]
        cse19*cse35 + cse3*cse36,  # [3, 5]
        -cse1*cse18 + cse28*cse5,  # [4, 3]
        -cse1*cse32 + cse33*cse5,  # [4, 4]
        -cse1*cse35 + cse36*cse5,  # [4, 5]
        cse31,  # [5, 3]
        cse34,  # [5, 4]
        cse40*cse65 + cse41*cse68 + cse55*cse56,  # [9, 9]
        cse40*cse70 + cse41*cse71 + cse56*cse69,  # [9, 10]
        cse40*cse73 + cse56*cse72,  # [9, 11]
        -cse38*cse55 + cse42*cse65,  # [10, 9]
        -cse38*cse69 + cse42*cse70,  # [10, 10]
        -cse38*cse72 + cse42*cse73,  # [10, 11]
        cse68,  # [11, 9]
        cse71,  # [11, 10]
        cse100*cse77 + cse102*cse78 + cse92*cse93,  # [15, 15]
        cse104*cse93 + cse105*cse77 + cse106*cse78,  # [15, 16]
        cse77*cse99 + cse91*cse93,  # [15, 17]
        cse100*cse79 - cse75*cse92,  # [16, 15]
        -cse104*cse75 + cse105*cse79,  # [16, 16]
        -cse75*cse91 + cse79*cse99,  # [16, 17]
        cse102,  # [17, 15]
        cse106,  # [17, 16]
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
    # 104 operations after common subexpression elimination
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

    cse0 = math.sin(theta_crank)
    cse1 = 0.0001*cse0
    cse2 = math.cos(psi_crank)
    cse3 = math.sin(psi_crank)
    cse4 = cse2*cse3
    cse5 = acc_4*cse4
    cse6 = math.cos(theta_crank)
    cse7 = 9e-05*cse6
    cse8 = cse0*cse6
    cse9 = 0.0002*cse8
    cse10 = cse3**2
    cse11 = cse2**2
    cse12 = 9e-05*cse0
    cse13 = acc_4*cse12
    cse14 = acc_3*cse4
    cse15 = math.sin(theta_rod)
    cse16 = 0.004*cse15
    cse17 = math.cos(psi_rod)
    cse18 = math.sin(psi_rod)
    cse19 = cse17*cse18
    cse20 = acc_10*cse19
    cse21 = math.cos(theta_rod)
    cse22 = 0.0036*cse21
    cse23 = cse15*cse21
    cse24 = 0.008*cse23
    cse25 = cse18**2
    cse26 = cse17**2
    cse27 = 0.0036*cse15
    cse28 = acc_10*cse27
    cse29 = acc_9*cse19
    cse30 = math.sin(theta_slider)
    cse31 = 0.0001*cse30
    cse32 = 0.0002*cse30*math.cos(theta_slider)
    out = np.zeros((18, 18))
    out[_Ma_q_INDEX] = (
        acc_3*(cse10*cse9 + 2e-05*cse11*cse8 - cse9) - acc_5*cse1 + cse5*cse7,  # [3, 4]
        0.00018*cse0**2*cse14 - cse10*cse13 + cse11*cse13,  # [3, 5]
        cse14*cse7,  # [4, 4]
        9e-05*acc_3*cse0*cse11 - acc_3*cse10*cse12 - 0.00018*cse5,  # [4, 5]
        -acc_3*cse1,  # [5, 4]
        -acc_11*cse16 + acc_9*(0.0008*cse23*cse26 + cse24*cse25 - cse24) + cse20*cse22,  # [9, 10]
        0.0072*cse15**2*cse29 - cse25*cse28 + cse26*cse28,  # [9, 11]
        cse22*cse29,  # [10, 10]
        0.0036*acc_9*cse15*cse26 - acc_9*cse25*cse27 - 0.0072*cse20,  # [10, 11]
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
    # 922 operations after common subexpression elimination
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
    cse2 = math.sin(phi_crank)
    cse3 = math.sin(psi_crank)
    cse4 = cse2*cse3
    cse5 = math.cos(phi_crank)
    cse6 = math.cos(psi_crank)
    cse7 = math.cos(theta_crank)
    cse8 = cse1*(-cse4 + cse5*cse6*cse7)
    cse9 = cse2*cse6
    cse10 = cse3*cse5
    cse11 = cse10*cse7
    cse12 = 0.08*cse10
    cse13 = cse7*cse9
    cse14 = 0.08*cse4
    cse15 = cse5*cse6
    cse16 = 0.08*cse15*cse7
    cse17 = lam_3*(-cse11 - cse9) + lam_5*(cse12 + 0.08*cse13) + lam_6*(cse14 - cse16)
    cse18 = math.sin(theta_crank)
    cse19 = cse18*lam_3
    cse20 = 0.08*cse15
    cse21 = cse18*lam_5
    cse22 = 0.08*cse9
    cse23 = cse18*lam_6
    cse24 = cse1*lam_17
    cse25 = -cse18*cse24*cse9 + cse19*cse4 + cse20*cse21 + cse22*cse23
    cse26 = cse24*(-cse4*cse7 + cse5*cse6) + lam_3*(-cse10 - cse13) + lam_5*(0.08*cse11 + cse22) + lam_6*(cse14*cse7 - cse20)
    cse27 = cse18*cse3*lam_4
    cse28 = cse18*cse6
    cse29 = 0.08*lam_7
    cse30 = cse28*cse29
    cse31 = math.sin(cse0)
    cse32 = cse28*cse31
    cse33 = cse3*cse7
    cse34 = cse12*cse23 - cse14*cse21 - cse15*cse19 - cse29*cse33 + cse6*cse7*lam_4 + lam_17*(-cse1*cse10*cse18 - cse31*cse33)
    cse35 = 2*lam_16
    cse36 = math.cos(phi_rod)
    cse37 = math.sin(theta_rod)
    cse38 = cse37*lam_10
    cse39 = cse36*cse38
    cse40 = math.sin(phi_rod)
    cse41 = math.cos(psi_rod)
    cse42 = cse40*cse41
    cse43 = 0.3*cse42
    cse44 = math.cos(theta_rod)
    cse45 = math.sin(psi_rod)
    cse46 = cse36*cse45
    cse47 = 0.3*cse46
    cse48 = cse44*cse47
    cse49 = cse43 + cse48
    cse50 = cse40*cse45
    cse51 = -cse36*cse41*cse44 + cse50
    cse52 = -cse51
    cse53 = -cse39 - cse49*lam_16 + cse52*lam_9
    cse54 = cse44*lam_10
    cse55 = cse37*lam_9
    cse56 = -0.3*cse37*cse40*cse45*lam_16 + cse40*cse54 + cse42*cse55
    cse57 = -cse56
    cse58 = cse43*cse44 + cse47
    cse59 = cse44*cse50
    cse60 = -cse36*cse41 + cse59
    cse61 = -cse58*lam_16 - cse60*lam_9
    cse62 = -cse35
    cse63 = math.sin(theta_slider)
    cse64 = math.cos(phi_slider)
    cse65 = cse63*cse64
    cse66 = cse35*cse65
    cse67 = -cse66
    cse68 = math.sin(phi_slider)
    cse69 = math.cos(theta_slider)
    cse70 = cse68*cse69
    cse71 = cse35*cse70
    cse72 = -cse71
    cse73 = cse38*cse40
    cse74 = cse42*cse44
    cse75 = cse46 + cse74
    cse76 = 0.3*cse59
    cse77 = -0.3*cse36*cse41 + cse76
    cse78 = -cse77
    cse79 = -cse73 + cse75*lam_9 + cse78*lam_16
    cse80 = cse36*cse41
    cse81 = cse36*cse54 - cse37*cse47*lam_16 + cse55*cse80
    cse82 = cse44*cse46
    cse83 = cse42 + cse82
    cse84 = 0.3*cse50
    cse85 = -0.3*cse36*cse41*cse44 + cse84
    cse86 = -cse85
    cse87 = cse83*lam_9 + cse86*lam_16
    cse88 = cse63*cse68
    cse89 = cse35*cse88
    cse90 = -cse89
    cse91 = cse64*cse69
    cse92 = cse35*cse91
    cse93 = cse44*cse45
    cse94 = 0.3*lam_16
    cse95 = cse41*cse44
    cse96 = cse38 + cse93*cse94 - cse95*lam_9
    cse97 = cse37*cse45
    cse98 = cse37*cse41
    cse99 = cse94*cse98 + cse97*lam_9
    cse100 = cse35*cse63
    cse101 = 0.15*cse42
    cse102 = 0.15*cse82
    cse103 = cse101 + cse102
    cse104 = cse36*cse37
    cse105 = cse103*cse104
    cse106 = 0.15*cse80
    cse107 = 0.15*cse59
    cse108 = -cse106 + cse107
    cse109 = -cse108
    cse110 = cse37*cse40
    cse111 = cse109*cse110
    cse112 = 2*cse108
    cse113 = cse103 + r_rod_y - r_slider_y
    cse114 = -cse113
    cse115 = -cse106 + cse107 - r_rod_x + r_slider_x
    cse116 = cse110*cse115
    cse117 = cse108 + cse88 - r_rod_x + r_slider_x
    cse118 = -cse113 - cse65
    cse119 = cse117*cse78 + cse118*cse49
    cse120 = cse51*cse65
    cse121 = cse120 - cse63*cse68*cse75
    cse122 = 2*cse103
    cse123 = -cse75
    cse124 = cse103*cse52 + cse109*cse123 + cse114*cse51 + cse115*cse75
    cse125 = -cse103*lam_6 + cse108*lam_5
    cse126 = 0.15*cse50
    cse127 = cse126*cse37
    cse128 = cse37*cse47
    cse129 = cse37*cse84
    cse130 = cse117*cse128 + cse118*cse129
    cse131 = cse40*cse44
    cse132 = cse36*cse44
    cse133 = cse37*cse42
    cse134 = cse133*cse65 - cse36*cse37*cse41*cse63*cse68
    cse135 = cse37*cse80
    cse136 = 0.15*cse46
    cse137 = cse136*cse37
    cse138 = cse127*lam_6 - cse134*lam_8 + cse137*lam_5 + lam_10*(cse103*cse131 - cse108*cse132 + cse114*cse131 + cse115*cse132) + lam_9*(cse103*cse37*cse40*cse41 - cse108*cse135 + cse114*cse37*cse40*cse41 + cse115*cse36*cse37*cse41 - cse127*cse51 - cse127*cse52)
    cse139 = cse136 + 0.15*cse74
    cse140 = cse44*cse80
    cse141 = cse126 - 0.15*cse140
    cse142 = cse117*cse86 + cse118*cse58
    cse143 = -cse141
    cse144 = cse60*cse65
    cse145 = -cse83
    cse146 = -cse139*lam_6 + cse141*lam_5 + lam_10*(cse110*cse141 + cse110*cse143) + lam_8*(-cse144 + cse83*cse88) + lam_9*(cse103*cse60 + cse108*cse145 + cse114*cse60 + cse115*cse83 + cse123*cse141 + cse123*cse143 + cse139*cse51 + cse139*cse52)
    cse147 = cse39 + cse49*lam_16 + cse51*lam_9
    cse148 = cse123*lam_9 + cse73 + cse77*lam_16
    cse149 = cse123*cse88
    cse150 = lam_8*(cse120 + cse149)
    cse151 = cse123*cse91
    cse152 = lam_8*(-cse151 + cse51*cse70)
    cse153 = 0.15*cse97
    cse154 = -cse153*lam_7
    cse155 = cse69*cse98
    cse156 = cse40**2
    cse157 = 0.44999999999999996*cse44*cse97
    cse158 = cse36**2
    cse159 = cse153 + r_rod_z - r_slider_z
    cse160 = -cse159
    cse161 = cse160*cse44
    cse162 = cse44**2
    cse163 = cse45**2
    cse164 = 0.045*cse163
    cse165 = cse37**2
    cse166 = cse164*cse165
    cse167 = -cse159 + cse69
    cse168 = 0.3*cse167
    cse169 = cse168*cse97
    cse170 = cse41*cse45
    cse171 = 0.3*cse170
    cse172 = cse165*cse171
    cse173 = cse160*cse98
    cse174 = -cse117*cse37*cse43 + 0.3*cse118*cse37*cse80 - cse168*cse95 + 0.045*cse95*cse97
    cse175 = 0.15*cse41
    cse176 = cse165*cse175
    cse177 = cse37*cse50
    cse178 = cse41**2
    cse179 = cse101*cse37
    cse180 = -cse106*cse37*lam_6 + cse179*lam_5 + 0.15*cse95*lam_7 + lam_10*(-cse132*cse141 + cse139*cse40*cse44 - cse156*cse176 - cse158*cse176 - cse162*cse175 + 0.15*cse165*cse41) + lam_8*(-cse177*cse88 - cse37*cse46*cse65 - cse69*cse93) + lam_9*(cse114*cse36*cse37*cse45 - cse115*cse177 - cse123*cse179 - cse127*cse60 - cse135*cse141 + cse139*cse37*cse40*cse41 + 0.15*cse145*cse36*cse37*cse45 - cse161*cse45 + 0.15*cse163*cse37*cse44 - 0.3*cse178*cse37*cse44 + 0.15*cse36*cse37*cse41*cse52)
    cse181 = -cse81
    cse182 = -cse96
    cse183 = cse134*lam_8 + lam_16*(-cse129*cse65 + 0.3*cse36*cse37*cse45*cse63*cse68)
    cse184 = lam_16*(-cse128*cse91 - cse129*cse70 + 0.3*cse44*cse45*cse63) + lam_8*(cse133*cse70 + cse135*cse91 - cse63*cse95)
    cse185 = 2*cse139
    cse186 = 2*cse141
    cse187 = cse58*lam_16 + cse60*lam_9
    cse188 = cse145*lam_9 + cse85*lam_16
    cse189 = -cse99
    cse190 = lam_8*(cse144 + cse145*cse88)
    cse191 = 0.3*cse63*cse98
    cse192 = lam_8*(-cse145*cse91 + cse60*cse70 + cse63*cse97)
    cse193 = math.sin(psi_slider)
    cse194 = cse193*cse68
    cse195 = math.cos(psi_slider)
    cse196 = cse194 - cse195*cse64*cse69
    cse197 = -cse196
    cse198 = cse195*cse68
    cse199 = cse193*cse64
    cse200 = cse199*cse69
    cse201 = cse198 + cse200
    cse202 = cse197*lam_14 - cse201*lam_13 + cse66
    cse203 = cse193*lam_13
    cse204 = -cse195*cse88*lam_14 + cse203*cse88 + cse71
    cse205 = cse194*cse69
    cse206 = -cse195*cse64 + cse205
    cse207 = -cse206
    cse208 = cse198*cse69
    cse209 = cse199 + cse208
    cse210 = cse207*lam_14 - cse209*lam_13
    cse211 = cse207*lam_13 + cse209*lam_14 + cse89
    cse212 = cse195*cse63*cse64*lam_14 - cse203*cse65 - cse92
    cse213 = cse197*lam_13 + cse201*lam_14
    cse214 = -cse100 + cse193*cse69*lam_13 - cse195*cse69*lam_14
    cse215 = cse195*cse63
    cse216 = cse193*cse63
    cse217 = cse215*lam_13 + cse216*lam_14
    cse218 = 0.2 - r_slider_x
    cse219 = cse201*r_slider_y - cse207*cse218
    cse220 = cse196*r_slider_y
    cse221 = cse64**2
    cse222 = 2*cse63**2
    cse223 = cse68**2
    cse224 = 2*cse117
    cse225 = 2*cse118
    cse226 = -cse224*cse88 + cse225*cse65
    cse227 = cse201*lam_15 + cse207*lam_11 + cse209*lam_12
    cse228 = cse195*cse65
    cse229 = cse193*cse65
    cse230 = cse193*cse88
    cse231 = cse88*r_slider_y
    cse232 = cse228*lam_12 - cse229*lam_11 - cse230*lam_15 + lam_13*(-cse193*cse218*cse65 + cse193*cse231) + lam_14*(cse195*cse218*cse63*cse64 - cse195*cse231) + lam_16*(cse224*cse91 + cse225*cse70) + lam_8*(cse151 + cse52*cse70)
    cse233 = cse197*lam_11 + cse201*lam_12 + cse209*lam_15 + lam_13*(cse197*cse218 - cse209*r_slider_y) + lam_14*(cse201*cse218 - cse206*r_slider_y)
    cse234 = cse215*r_slider_z
    cse235 = cse216*r_slider_z
    cse236 = 2*cse69**2
    cse237 = cse195*cse88
    cse238 = cse228*lam_15 - cse230*lam_12 - cse237*lam_11 + lam_13*(cse195*cse69*r_slider_z - cse218*cse237 - cse228*r_slider_y) + lam_14*(cse193*cse69*r_slider_z - cse218*cse230 - cse229*r_slider_y)
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        cse17 + cse8*lam_17,  # [3, 3]
        cse25,  # [3, 4]
        cse26,  # [3, 5]
        cse25,  # [4, 3]
        -cse11*lam_3 - cse16*lam_6 + 0.08*cse2*cse6*cse7*lam_5 - cse27 - cse30 + lam_17*(cse1*cse5*cse6*cse7 - cse32),  # [4, 4]
        cse34,  # [4, 5]
        cse26,  # [5, 3]
        cse34,  # [5, 4]
        cse17 - cse27 - cse30 + lam_17*(-cse32 + cse8),  # [5, 5]
        cse35,  # [6, 6]
        cse53,  # [6, 9]
        cse57,  # [6, 10]
        cse61,  # [6, 11]
        cse62,  # [6, 12]
        cse67,  # [6, 15]
        cse72,  # [6, 16]
        cse35,  # [7, 7]
        cse79,  # [7, 9]
        cse81,  # [7, 10]
        cse87,  # [7, 11]
        cse62,  # [7, 13]
        cse90,  # [7, 15]
        cse92,  # [7, 16]
        cse35,  # [8, 8]
        cse96,  # [8, 10]
        cse99,  # [8, 11]
        cse62,  # [8, 14]
        cse100,  # [8, 16]
        cse53,  # [9, 6]
        cse79,  # [9, 7]
        -cse121*lam_8 + cse125 + lam_10*(cse104*cse114 + cse105 + cse110*cse112 + cse111 - cse116) + lam_16*(cse103*cse49 + cse108*cse77 + cse119) + lam_9*(cse112*cse123 + cse122*cse51 + cse124),  # [9, 9]
        cse138 + lam_16*(-cse127*cse49 - cse130 + 0.15*cse36*cse37*cse45*cse77),  # [9, 10]
        cse146 + lam_16*(cse139*cse49 + cse141*cse77 + cse142),  # [9, 11]
        cse147,  # [9, 12]
        cse148,  # [9, 13]
        cse150 + lam_16*(cse49*cse65 + cse77*cse88),  # [9, 15]
        cse152 + lam_16*(cse49*cse70 - cse77*cse91),  # [9, 16]
        cse57,  # [10, 6]
        cse81,  # [10, 7]
        cse96,  # [10, 8]
        cse138 + lam_16*(-cse103*cse129 + 0.3*cse108*cse36*cse37*cse45 - cse130),  # [10, 9]
        -cse102*lam_6 + cse107*lam_5 + cse154 + lam_10*(cse114*cse36*cse37 - cse116 - cse156*cse157 - cse157*cse158 - cse161 + 0.44999999999999996*cse37*cse44*cse45) + lam_16*(-cse117*cse76 + cse118*cse48 + cse156*cse166 + cse158*cse166 + cse162*cse164 + cse169) + lam_8*(cse140*cse65 - cse155 + cse74*cse88) + lam_9*(-cse107*cse123 - cse114*cse140 + cse115*cse40*cse41*cse44 - cse156*cse172 - cse158*cse172 - cse162*cse171 + 0.15*cse165*cse41*cse45 - cse173 + 0.15*cse36*cse44*cse45*cse52),  # [10, 10]
        cse180 + lam_16*(cse128*cse141 - cse129*cse139 + cse174),  # [10, 11]
        cse56,  # [10, 12]
        cse181,  # [10, 13]
        cse182,  # [10, 14]
        cse183,  # [10, 15]
        cse184,  # [10, 16]
        cse61,  # [11, 6]
        cse87,  # [11, 7]
        cse99,  # [11, 8]
        cse146 + lam_16*(cse103*cse58 + cse108*cse85 + cse142),  # [11, 9]
        cse180 + lam_16*(-cse127*cse58 + cse137*cse85 + cse174),  # [11, 10]
        cse125 + cse154 + lam_10*(-cse105 + cse111 + cse153*cse44) + lam_16*(cse119 + cse139*cse58 + cse141*cse85 + 0.045*cse165*cse178 + cse169) + lam_8*(-cse121 - cse155) + lam_9*(cse124 + cse145*cse186 + 0.44999999999999996*cse165*cse170 - cse173 + cse185*cse60),  # [11, 11]
        cse187,  # [11, 12]
        cse188,  # [11, 13]
        cse189,  # [11, 14]
        cse190 + lam_16*(cse58*cse65 + cse85*cse88),  # [11, 15]
        cse192 + lam_16*(cse191 + cse58*cse70 - cse85*cse91),  # [11, 16]
        cse62,  # [12, 6]
        cse147,  # [12, 9]
        cse56,  # [12, 10]
        cse187,  # [12, 11]
        cse35,  # [12, 12]
        cse202,  # [12, 15]
        cse204,  # [12, 16]
        cse210,  # [12, 17]
        cse62,  # [13, 7]
        cse148,  # [13, 9]
        cse181,  # [13, 10]
        cse188,  # [13, 11]
        cse35,  # [13, 13]
        cse211,  # [13, 15]
        cse212,  # [13, 16]
        cse213,  # [13, 17]
        cse62,  # [14, 8]
        cse182,  # [14, 10]
        cse189,  # [14, 11]
        cse35,  # [14, 14]
        cse214,  # [14, 16]
        cse217,  # [14, 17]
        cse67,  # [15, 6]
        cse90,  # [15, 7]
        cse150 + lam_16*(cse112*cse88 + cse122*cse65),  # [15, 9]
        cse183,  # [15, 10]
        cse190 + lam_16*(cse185*cse65 + cse186*cse88),  # [15, 11]
        cse202,  # [15, 12]
        cse211,  # [15, 13]
        -cse219*lam_13 + cse227 + lam_14*(cse209*cse218 - cse220) + lam_16*(cse221*cse222 + cse222*cse223 + cse226) + lam_8*(-cse149 + cse52*cse65),  # [15, 15]
        cse232,  # [15, 16]
        cse233,  # [15, 17]
        cse72,  # [16, 6]
        cse92,  # [16, 7]
        cse100,  # [16, 8]
        cse152 + lam_16*(-cse112*cse91 + cse122*cse70),  # [16, 9]
        cse184,  # [16, 10]
        cse192 + lam_16*(cse185*cse70 - cse186*cse91 + cse191),  # [16, 11]
        cse204,  # [16, 12]
        cse212,  # [16, 13]
        cse214,  # [16, 14]
        cse232,  # [16, 15]
        cse200*lam_15 - cse205*lam_11 + cse208*lam_12 + lam_13*(-cse200*r_slider_y - cse205*cse218 - cse235) + lam_14*(cse195*cse64*cse69*r_slider_y + cse208*cse218 + cse234) + lam_16*(-2*cse167*cse69 + cse221*cse236 + cse222 + cse223*cse236 + cse226) + lam_8*(-cse149 - cse155 + cse52*cse63*cse64),  # [16, 16]
        cse238,  # [16, 17]
        cse210,  # [17, 12]
        cse213,  # [17, 13]
        cse217,  # [17, 14]
        cse233,  # [17, 15]
        cse238,  # [17, 16]
        cse227 + lam_13*(-cse219 - cse235) + lam_14*(cse209*cse218 - cse220 + cse234),  # [17, 17]
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
    # 812 operations after common subexpression elimination
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

    cse0 = math.cos(theta_crank)
    cse1 = 0.0001*acc_5
    cse2 = math.sin(psi_crank)
    cse3 = math.cos(psi_crank)
    cse4 = math.sin(theta_crank)
    cse5 = cse3*cse4
    cse6 = 9e-05*cse2*cse5
    cse7 = math.cos(phi_crank)
    cse8 = math.sin(phi_crank)
    cse9 = cse2*cse8
    cse10 = cse0*cse9
    cse11 = 0.08*cse9
    cse12 = cse3*cse7
    cse13 = 0.08*cse0*cse12
    cse14 = cse2*cse7
    cse15 = 0.08*cse14
    cse16 = cse3*cse8
    cse17 = cse0*cse16
    cse18 = cse15 + 0.08*cse17
    cse19 = 2*math.pi*t
    cse20 = math.cos(cse19)
    cse21 = cse2**2
    cse22 = cse4**2
    cse23 = cse3**2
    cse24 = cse4*phid_crank
    cse25 = 0.0001*cse24*thetad_crank
    cse26 = cse3*thetad_crank
    cse27 = cse2*cse24
    cse28 = cse26 + cse27
    cse29 = cse2*thetad_crank
    cse30 = 0.0001*cse29
    cse31 = cse24*cse3
    cse32 = -cse30 + 0.0001*cse31
    cse33 = cse28*cse32
    cse34 = 1e-05*cse26
    cse35 = -cse29 + cse31
    cse36 = cse35*(-1e-05*cse27 - cse34)
    cse37 = 1e-05*psid_crank
    cse38 = cse0*phid_crank
    cse39 = cse38 + psid_crank
    cse40 = 0.0001*psid_crank
    cse41 = cse26*cse37 + cse27*cse37 + cse28*(-0.0001*cse38 - cse40) - cse34*cse38 + cse39*(0.0001*cse26 + 0.0001*cse27)
    cse42 = cse29*cse40 - cse30*cse38 - cse31*cse40 - cse32*cse39 + cse35*(cse37 + 1e-05*cse38)
    cse43 = cse2*cse4
    cse44 = cse0*cse3
    cse45 = 0.08*lam_7
    cse46 = 0.08*cse16
    cse47 = 0.08*cse12
    cse48 = math.sin(cse19)
    cse49 = -cse0*cse3*cse7 + cse9
    cse50 = cse0*cse14 + cse16
    cse51 = math.sin(phi_rod)
    cse52 = math.sin(theta_rod)
    cse53 = cse52*lam_10
    cse54 = cse51*cse53
    cse55 = math.sin(psi_rod)
    cse56 = math.cos(phi_rod)
    cse57 = cse55*cse56
    cse58 = math.cos(theta_rod)
    cse59 = math.cos(psi_rod)
    cse60 = cse51*cse59
    cse61 = cse58*cse60
    cse62 = cse57 + cse61
    cse63 = math.sin(phi_slider)
    cse64 = math.sin(theta_slider)
    cse65 = cse63*cse64
    cse66 = 2*cse65
    cse67 = cse56*cse59
    cse68 = 0.3*cse67
    cse69 = cse51*cse55
    cse70 = 0.3*cse69
    cse71 = cse58*cse70 - cse68
    cse72 = cse66 + cse71 - 2*r_rod_x + 2*r_slider_x
    cse73 = cse53*cse56
    cse74 = cse58*cse67
    cse75 = cse69 - cse74
    cse76 = math.cos(phi_slider)
    cse77 = cse64*cse76
    cse78 = 2*cse77
    cse79 = 0.3*cse57
    cse80 = cse58*cse79 + 0.3*cse60
    cse81 = cse78 + cse80 + 2*r_rod_y - 2*r_slider_y
    cse82 = cse58*lam_10
    cse83 = cse52*cse59
    cse84 = cse83*lam_9
    cse85 = math.cos(theta_slider)
    cse86 = 2*cse85
    cse87 = cse52*cse55
    cse88 = -cse86 + 0.3*cse87 + 2*r_rod_z - 2*r_slider_z
    cse89 = 0.004*acc_11
    cse90 = 0.0036*cse59*cse87
    cse91 = 0.15*cse57
    cse92 = cse58*cse91 + 0.15*cse60
    cse93 = 0.15*cse67
    cse94 = 0.15*cse69
    cse95 = cse58*cse94
    cse96 = -cse93 + cse95
    cse97 = cse58**2
    cse98 = cse55**2
    cse99 = cse52**2
    cse100 = cse59**2
    cse101 = cse100*cse99
    cse102 = -cse62
    cse103 = cse102*cse77
    cse104 = 0.004*cse52*phid_rod*thetad_rod
    cse105 = cse59*thetad_rod
    cse106 = cse87*phid_rod
    cse107 = cse105 + cse106
    cse108 = cse55*thetad_rod
    cse109 = 0.004*cse108
    cse110 = cse83*phid_rod
    cse111 = -cse109 + 0.004*cse110
    cse112 = cse107*cse111
    cse113 = 0.0004*cse105
    cse114 = -cse108 + cse110
    cse115 = cse114*(-0.0004*cse106 - cse113)
    cse116 = 0.0004*psid_rod
    cse117 = cse58*phid_rod
    cse118 = cse117 + psid_rod
    cse119 = 0.004*psid_rod
    cse120 = cse105*cse116 + cse106*cse116 + cse107*(-0.004*cse117 - cse119) - cse113*cse117 + cse118*(0.004*cse105 + 0.004*cse106)
    cse121 = cse108*cse119 - cse109*cse117 - cse110*cse119 - cse111*cse118 + cse114*(cse116 + 0.0004*cse117)
    cse122 = cse65 + cse96 - r_rod_x + r_slider_x
    cse123 = cse92 + r_rod_y - r_slider_y
    cse124 = -cse123 - cse77
    cse125 = cse51*cse52
    cse126 = cse52*cse56
    cse127 = -cse93 + cse95 - r_rod_x + r_slider_x
    cse128 = -cse123
    cse129 = -cse75
    cse130 = 0.15*cse55
    cse131 = cse52*cse94
    cse132 = cse52*cse91
    cse133 = cse58*cse59
    cse134 = cse52*cse60
    cse135 = cse52*cse67
    cse136 = 0.15*cse87
    cse137 = cse136 + r_rod_z - r_slider_z
    cse138 = -cse137 + cse85
    cse139 = 0.3*cse138
    cse140 = cse130*cse99
    cse141 = -cse137
    cse142 = cse141*cse52
    cse143 = cse141*cse58
    cse144 = 0.15*cse83
    cse145 = 0.15*cse61 + cse91
    cse146 = -0.15*cse74 + cse94
    cse147 = -cse57*cse58 - cse60
    cse148 = cse58*cse69 - cse67
    cse149 = math.sin(psi_slider)
    cse150 = cse149*cse76
    cse151 = math.cos(psi_slider)
    cse152 = cse151*cse63
    cse153 = cse150 + cse152*cse85
    cse154 = cse149*cse63
    cse155 = -cse151*cse76 + cse154*cse85
    cse156 = cse150*cse85 + cse152
    cse157 = -cse151*cse76*cse85 + cse154
    cse158 = cse149*cse64
    cse159 = cse151*cse64
    cse160 = 0.0001*acc_17
    cse161 = cse64**2
    cse162 = 0.0001*cse149**2
    cse163 = 0.0001*cse151**2
    cse164 = 0.2 - r_slider_x
    cse165 = -cse153
    cse166 = 0.0001*cse64*phid_slider*thetad_slider
    cse167 = cse151*thetad_slider
    cse168 = cse158*phid_slider
    cse169 = cse167 + cse168
    cse170 = cse149*thetad_slider
    cse171 = 0.0001*cse170
    cse172 = cse159*phid_slider
    cse173 = -cse171 + 0.0001*cse172
    cse174 = cse169*cse173
    cse175 = 0.0001*cse167
    cse176 = 0.0001*cse168 + cse175
    cse177 = -cse170 + cse172
    cse178 = -cse176*cse177
    cse179 = 0.0001*psid_slider
    cse180 = cse85*phid_slider
    cse181 = cse180 + psid_slider
    cse182 = cse179 + 0.0001*cse180
    cse183 = cse167*cse179 + cse168*cse179 - cse169*cse182 - cse175*cse180 + cse176*cse181
    cse184 = cse170*cse179 - cse171*cse180 - cse172*cse179 - cse173*cse181 + cse177*cse182
    cse185 = cse77*r_slider_y
    cse186 = cse164*cse65
    cse187 = cse159*r_slider_z
    cse188 = -cse156
    cse189 = cse155*cse164 + cse158*r_slider_z - cse188*r_slider_y
    cse190 = h**(-2)
    return np.array([
        0.12*acc_0 + lam_0 + lam_5,  # [0]
        0.12*acc_1 + lam_1 + lam_6,  # [1]
        0.12*acc_2 + lam_2 + lam_7 + 1.1772,  # [2]
        acc_3*(0.0001*cse0**2 + 0.0001*cse21*cse22 + 1e-05*cse22*cse23) + acc_4*cse6 + cse0*cse1 - cse0*(cse25 + cse33 + cse36) - cse18*lam_6 + cse20*lam_17*(cse14 + cse17) - cse41*cse5 - cse42*cse43 + lam_3*(-cse10 + cse3*cse7) + lam_5*(cse11 - cse13),  # [3]
        acc_3*cse6 + acc_4*(1e-05*cse21 + 0.0001*cse23) + cse0*cse2*lam_4 - cse14*cse4*lam_3 + cse2*cse41 - cse3*cse42 + cse4*cse46*lam_5 - cse4*cse47*lam_6 + cse44*cse45 + lam_17*(cse12*cse20*cse4 + cse44*cse48),  # [4]
        0.0001*acc_3*cse0 + cse1 - cse25 - cse33 - cse36 - cse43*cse45 - cse49*lam_3 + cse5*lam_4 + lam_17*(cse20*cse50 - cse43*cse48) + lam_5*(0.08*cse10 - cse47) + lam_6*(-cse0*cse15 - cse46),  # [5]
        0.5*acc_6 - cse54 + cse62*lam_9 - cse72*lam_16 - lam_5,  # [6]
        0.5*acc_7 + cse73 + cse75*lam_9 + cse81*lam_16 - lam_6,  # [7]
        0.5*acc_8 - cse82 - cse84 + cse88*lam_16 - lam_7 + 4.905,  # [8]
        acc_10*cse90 + acc_9*(0.0004*cse101 + 0.004*cse97 + 0.004*cse98*cse99) - cse120*cse83 - cse121*cse87 + cse58*cse89 - cse58*(cse104 + cse112 + cse115) - cse92*lam_5 - cse96*lam_6 + lam_10*(cse125*cse128 + cse125*cse92 + cse126*cse127 - cse126*cse96) + lam_16*(cse122*cse80 + cse124*cse71) + lam_8*(-cse103 + cse65*cse75) + lam_9*(cse102*cse128 + cse102*cse92 + cse127*cse75 + cse129*cse96),  # [9]
        acc_10*(0.004*cse100 + 0.0004*cse98) + acc_9*cse90 + cse120*cse55 - cse121*cse59 + cse130*cse58*lam_7 + cse131*lam_5 - cse132*lam_6 + lam_10*(cse127*cse51*cse58 - cse128*cse56*cse58 - cse130*cse97 - cse140*cse51**2 - cse140*cse56**2 - cse142) + lam_16*(-cse122*cse52*cse70 + 0.3*cse124*cse52*cse55*cse56 - cse139*cse55*cse58) + lam_8*(cse133*cse85 + cse134*cse65 + cse135*cse77) + lam_9*(-cse102*cse131 + cse127*cse134 - cse128*cse135 + cse129*cse132 - cse133*cse136 + cse143*cse59),  # [10]
        0.004*acc_9*cse58 - cse104 - cse112 - cse115 + cse144*lam_7 - cse145*lam_5 - cse146*lam_6 + cse89 + lam_10*(-cse126*cse146 - cse144*cse58 + cse145*cse51*cse52) + lam_16*(cse122*(0.3*cse61 + cse79) + cse124*(-cse58*cse68 + cse70) - cse139*cse83) + lam_8*(-cse147*cse77 + cse148*cse63*cse64 - cse85*cse87) + lam_9*(-0.15*cse101 + cse102*cse145 + cse127*cse148 + cse128*cse147 + cse129*cse146 - cse142*cse55),  # [11]
        2.0*acc_12 + cse102*lam_9 + cse153*lam_14 - cse155*lam_13 + cse54 + cse72*lam_16,  # [12]
        2.0*acc_13 + cse129*lam_9 + cse156*lam_13 + cse157*lam_14 - cse73 - cse81*lam_16,  # [13]
        2.0*acc_14 + cse158*lam_13 - cse159*lam_14 + cse82 + cse84 - cse88*lam_16 + 19.62,  # [14]
        acc_15*(cse161*cse162 + cse161*cse163 + 0.0001*cse85**2) + cse155*lam_15 + cse156*lam_11 + cse157*lam_12 - cse158*cse184 - cse159*cse183 + cse160*cse85 - cse85*(cse166 + cse174 + cse178) + lam_13*(-cse155*r_slider_y + cse156*cse164) + lam_14*(cse157*cse164 - cse165*r_slider_y) + lam_16*(cse122*cse78 + cse124*cse66) + lam_8*(cse103 + cse129*cse65),  # [15]
        acc_16*(cse162 + cse163) + cse149*cse183 - cse149*cse65*lam_11 + cse149*cse77*lam_15 - cse151*cse184 + cse151*cse65*lam_12 + lam_13*(-cse149*cse185 - cse149*cse186 + cse149*cse85*r_slider_z) + lam_14*(cse151*cse185 + cse151*cse186 - cse151*cse85*r_slider_z) + lam_16*(2*cse122*cse63*cse85 - cse124*cse76*cse86 - 2*cse138*cse64) + lam_8*(cse102*cse63*cse85 - cse129*cse76*cse85 - cse64*cse83),  # [16]
        0.0001*acc_15*cse85 + cse153*lam_11 + cse155*lam_12 + cse157*lam_15 + cse160 - cse166 - cse174 - cse178 + cse189*lam_14 + lam_13*(cse153*cse164 - cse157*r_slider_y + cse187),  # [17]
        cse190*r_crank_x,  # [18]
        cse190*(r_crank_y - 0.1),  # [19]
        cse190*(r_crank_z - 0.12),  # [20]
        cse190*cse50,  # [21]
        cse190*cse43,  # [22]
        cse190*(-cse18 - cse96 + r_crank_x - r_rod_x),  # [23]
        cse190*(-cse11 + cse13 + cse92 + r_crank_y - r_rod_y),  # [24]
        cse190*(cse136 + 0.08*cse5 + r_crank_z - r_rod_z),  # [25]
        cse190*(cse102*cse65 - cse129*cse77 + cse83*cse85),  # [26]
        cse190*(cse102*cse127 + cse128*cse129 + cse142*cse59),  # [27]
        cse190*(cse125*cse127 - cse126*cse128 + cse143),  # [28]
        cse155*cse190,  # [29]
        cse165*cse190,  # [30]
        cse189*cse190,  # [31]
        cse190*(cse157*r_slider_y + cse164*cse165 - cse187),  # [32]
        cse188*cse190,  # [33]
        cse190*(cse122**2 + cse124**2 + cse138**2 - 1),  # [34]
        cse190*(cse20*cse49 + cse48*cse5),  # [35]
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
    # 2133 operations after common subexpression elimination
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
    cse1 = math.sin(psi_crank)
    cse2 = cse1**2
    cse3 = math.sin(theta_crank)
    cse4 = cse3**2
    cse5 = math.cos(psi_crank)
    cse6 = cse5**2
    cse7 = h**2
    cse8 = math.cos(phi_crank)
    cse9 = cse1*cse8
    cse10 = 0.08*cse9
    cse11 = math.sin(phi_crank)
    cse12 = cse11*cse5
    cse13 = cse0*cse12
    cse14 = cse10 + 0.08*cse13
    cse15 = cse1*cse11
    cse16 = 0.08*cse15
    cse17 = cse5*cse8
    cse18 = 0.08*cse0*cse17
    cse19 = cse16 - cse18
    cse20 = cse0*cse9
    cse21 = cse12 + cse20
    cse22 = -cse21
    cse23 = 2*math.pi*t
    cse24 = math.cos(cse23)
    cse25 = cse0*cse5*cse8 - cse15
    cse26 = cse24*cse25
    cse27 = 1e-05*psid_crank
    cse28 = cse1*cse3
    cse29 = cse5*thetad_crank
    cse30 = 1e-05*cse29
    cse31 = 0.0001*cse3
    cse32 = cse0*phid_crank
    cse33 = cse32 + psid_crank
    cse34 = cse1*cse33
    cse35 = 0.0001*psid_crank
    cse36 = 0.0001*cse32
    cse37 = -cse35 - cse36
    cse38 = cse28*phid_crank
    cse39 = cse29 + cse38
    cse40 = 0.0001*cse0
    cse41 = 0.0001*cse29
    cse42 = cse31*phid_crank
    cse43 = cse1*cse42 + cse41
    cse44 = -cse0*cse30 + cse0*cse43 + cse27*cse28 + cse28*cse37 + cse31*cse34 - cse39*cse40
    cse45 = cse3*cse5
    cse46 = cse1*thetad_crank
    cse47 = 0.0001*cse33
    cse48 = 1e-05*cse32
    cse49 = cse27 + cse48
    cse50 = cse45*phid_crank
    cse51 = -cse46 + cse50
    cse52 = 0.0001*cse46
    cse53 = 0.0001*cse50 - cse52
    cse54 = -cse53
    cse55 = 1e-05*cse0*cse51 + cse0*cse54 + cse3*cse49*cse5 - cse35*cse45 - cse40*cse46 - cse45*cse47
    cse56 = cse31*thetad_crank
    cse57 = -cse30 - 1e-05*cse38
    cse58 = 1e-05*cse51
    cse59 = cse28*cse53 - cse28*cse58 + 0.0001*cse39*cse45 + cse45*cse57 + cse56
    cse60 = 9e-05*cse1*cse45
    cse61 = cse27*cse5 + cse37*cse5 + cse47*cse5 - cse48*cse5
    cse62 = 0.0001*cse1*cse33 - cse1*cse36 - cse1*cse49 + 0.0001*cse1*psid_crank
    cse63 = -0.0001*cse1*cse39 - cse1*cse57 + 0.0001*cse3*phid_crank + cse5*cse53 - cse5*cse58
    cse64 = cse24*lam_17
    cse65 = cse12*cse3*cse64
    cse66 = cse0*cse3
    cse67 = 0.0002*cse66
    cse68 = cse33*cse43
    cse69 = cse27*cse29 + cse27*cse38 - cse30*cse32 + cse37*cse39 + cse68
    cse70 = cse5*cse69
    cse71 = -cse32*cse52 + cse33*cse54 + cse35*cse46 - cse35*cse50 + cse49*cse51
    cse72 = cse1*cse71
    cse73 = cse1*cse32
    cse74 = cse3*phid_crank
    cse75 = cse27*cse73 + cse30*cse74 + cse34*cse36 + cse37*cse73 + cse39*cse42 - cse43*cse74
    cse76 = cse32*cse5
    cse77 = cse36*cse5
    cse78 = cse0*cse49*cse5*phid_crank + 0.0001*cse1*cse3*phid_crank*thetad_crank - cse33*cse77 - cse35*cse76 - cse54*cse74 - cse58*cse74
    cse79 = cse36*thetad_crank + cse39*cse77 + cse53*cse73 + cse57*cse76 - cse58*cse73
    cse80 = 9.999999999999999e-06*cse29 + 9.999999999999999e-06*cse38
    cse81 = 0.00019*cse1*thetad_crank - 0.00019*cse50
    cse82 = -cse39
    cse83 = -cse39*cse43 + cse51*cse53 + cse51*(1e-05*cse1*thetad_crank - 1e-05*cse50) + cse57*cse82
    cse84 = cse29*cse35 - cse32*cse41 + cse35*cse38 + cse49*cse82 + cse68
    cse85 = -cse27*cse46 + cse27*cse50 + cse33*cse53 + cse37*cse51 + cse46*cse48
    cse86 = 9e-05*cse3
    cse87 = acc_4*cse86
    cse88 = 0.00018*cse1
    cse89 = 0.08*cse12
    cse90 = 0.08*cse20 + cse89
    cse91 = 0.08*cse17
    cse92 = cse0*cse16 - cse91
    cse93 = cse13 + cse9
    cse94 = -cse0*cse15 + cse5*cse8
    cse95 = cse64*cse94 + cse90*lam_5 + cse92*lam_6 - cse93*lam_3
    cse96 = -cse14
    cse97 = cse24*cse93
    cse98 = cse3*lam_3
    cse99 = cse3*cse91
    cse100 = cse3*cse89
    cse101 = math.sin(cse23)
    cse102 = cse101*cse45
    cse103 = 0.08*lam_7
    cse104 = cse103*cse45 + cse28*lam_4
    cse105 = cse0*cse5
    cse106 = cse0*cse1
    cse107 = cse103*cse106
    cse108 = acc_3*cse86
    cse109 = cse16*cse3*lam_5
    cse110 = cse17*cse98
    cse111 = cse3*cse9
    cse112 = -cse101*cse106 - cse111*cse24
    cse113 = -cse111
    cse114 = -cse99
    cse115 = 0.08*cse105
    cse116 = cse101*cse105 + cse17*cse24*cse3
    cse117 = -cse90
    cse118 = -0.08*cse28
    cse119 = -cse101*cse28 + cse21*cse24
    cse120 = 2*lam_16
    cse121 = cse120*cse7
    cse122 = cse121 + 0.5
    cse123 = math.sin(theta_rod)
    cse124 = math.cos(phi_rod)
    cse125 = cse123*cse124
    cse126 = cse125*lam_10
    cse127 = math.sin(phi_rod)
    cse128 = math.cos(psi_rod)
    cse129 = cse127*cse128
    cse130 = 0.3*cse129
    cse131 = math.cos(theta_rod)
    cse132 = math.sin(psi_rod)
    cse133 = cse124*cse132
    cse134 = 0.3*cse133
    cse135 = cse131*cse134
    cse136 = cse130 + cse135
    cse137 = cse127*cse132
    cse138 = -cse124*cse128*cse131 + cse137
    cse139 = -cse138
    cse140 = cse7*(-cse126 - cse136*lam_16 + cse139*lam_9)
    cse141 = cse131*lam_10
    cse142 = cse123*cse127
    cse143 = cse128*cse142
    cse144 = -0.3*cse123*cse127*cse132*lam_16 + cse127*cse141 + cse143*lam_9
    cse145 = -cse144*cse7
    cse146 = cse130*cse131 + cse134
    cse147 = cse131*cse137
    cse148 = -cse124*cse128 + cse147
    cse149 = cse7*(-cse146*lam_16 - cse148*lam_9)
    cse150 = -cse121
    cse151 = math.sin(theta_slider)
    cse152 = math.cos(phi_slider)
    cse153 = cse151*cse152
    cse154 = -cse121*cse153
    cse155 = math.sin(phi_slider)
    cse156 = math.cos(theta_slider)
    cse157 = 2*cse156
    cse158 = cse157*lam_16
    cse159 = cse155*cse158
    cse160 = -cse159*cse7
    cse161 = cse129*cse131
    cse162 = cse133 + cse161
    cse163 = -cse142
    cse164 = cse151*cse155
    cse165 = 2*cse164
    cse166 = 0.3*cse147
    cse167 = -0.3*cse124*cse128 + cse166
    cse168 = cse165 + cse167 - 2*r_rod_x + 2*r_slider_x
    cse169 = -cse168
    cse170 = cse142*lam_10
    cse171 = -cse167
    cse172 = cse7*(cse162*lam_9 - cse170 + cse171*lam_16)
    cse173 = cse124*cse128
    cse174 = cse123*cse173
    cse175 = -cse123*cse134*lam_16 + cse124*cse141 + cse174*lam_9
    cse176 = cse175*cse7
    cse177 = cse131*cse133
    cse178 = cse129 + cse177
    cse179 = 0.3*cse137
    cse180 = -0.3*cse124*cse128*cse131 + cse179
    cse181 = -cse180
    cse182 = cse7*(cse178*lam_9 + cse181*lam_16)
    cse183 = -cse121*cse164
    cse184 = cse152*cse158
    cse185 = cse184*cse7
    cse186 = 2*cse153
    cse187 = cse136 + cse186 + 2*r_rod_y - 2*r_slider_y
    cse188 = cse131*cse132
    cse189 = 0.3*lam_16
    cse190 = cse128*cse131
    cse191 = cse123*lam_10 + cse188*cse189 - cse190*lam_9
    cse192 = cse191*cse7
    cse193 = cse123*cse132
    cse194 = cse123*cse128
    cse195 = cse189*cse194 + cse193*lam_9
    cse196 = cse195*cse7
    cse197 = cse121*cse151
    cse198 = -cse194
    cse199 = -cse131
    cse200 = 0.3*cse193
    cse201 = -cse157 + cse200 + 2*r_rod_z - 2*r_slider_z
    cse202 = cse131**2
    cse203 = cse132**2
    cse204 = cse123**2
    cse205 = cse203*cse204
    cse206 = cse128**2
    cse207 = cse204*cse206
    cse208 = 0.0004*psid_rod
    cse209 = cse128*thetad_rod
    cse210 = 0.0004*cse209
    cse211 = cse131*phid_rod
    cse212 = cse211 + psid_rod
    cse213 = 0.004*cse212
    cse214 = 0.004*psid_rod
    cse215 = 0.004*cse211
    cse216 = -cse214 - cse215
    cse217 = cse193*phid_rod
    cse218 = cse209 + cse217
    cse219 = 0.004*cse131
    cse220 = 0.004*cse209
    cse221 = 0.004*cse217 + cse220
    cse222 = -cse131*cse210 + cse131*cse221 + cse193*cse208 + cse193*cse213 + cse193*cse216 - cse218*cse219
    cse223 = cse132*thetad_rod
    cse224 = 0.0004*cse211
    cse225 = cse208 + cse224
    cse226 = cse194*phid_rod
    cse227 = -cse223 + cse226
    cse228 = 0.004*cse223
    cse229 = 0.004*cse226 - cse228
    cse230 = -cse229
    cse231 = cse123*cse128*cse225 + 0.0004*cse131*cse227 + cse131*cse230 - cse194*cse213 - cse194*cse214 - cse219*cse223
    cse232 = 0.004*cse123
    cse233 = cse232*thetad_rod
    cse234 = -cse210 - 0.0004*cse217
    cse235 = 0.0004*cse227
    cse236 = cse193*cse229 - cse193*cse235 + 0.004*cse194*cse218 + cse194*cse234 + cse233
    cse237 = 0.15*cse177
    cse238 = 0.15*cse129 + cse237
    cse239 = cse125*cse238
    cse240 = 0.15*cse173
    cse241 = 0.15*cse147
    cse242 = -cse240 + cse241
    cse243 = -cse242
    cse244 = cse142*cse243
    cse245 = 2*cse242
    cse246 = cse238 + r_rod_y - r_slider_y
    cse247 = -cse246
    cse248 = -cse240 + cse241 - r_rod_x + r_slider_x
    cse249 = cse142*cse248
    cse250 = cse164 + cse242 - r_rod_x + r_slider_x
    cse251 = -cse153 - cse246
    cse252 = cse136*cse251 + cse171*cse250
    cse253 = cse138*cse153
    cse254 = -cse151*cse155*cse162 + cse253
    cse255 = -cse162
    cse256 = cse138*cse247 + cse139*cse238 + cse162*cse248 + cse243*cse255
    cse257 = -cse238
    cse258 = cse242*lam_5 + cse257*lam_6
    cse259 = 0.0036*cse132
    cse260 = cse194*cse259
    cse261 = cse128*cse208 + cse128*cse213 + cse128*cse216 - cse128*cse224
    cse262 = cse132*cse215
    cse263 = 0.004*cse132*cse212 - cse132*cse225 + 0.004*cse132*psid_rod - cse262
    cse264 = 0.004*cse123*phid_rod + cse128*cse229 - cse128*cse235 - 0.004*cse132*cse218 - cse132*cse234
    cse265 = cse123*cse131
    cse266 = 0.008*cse265
    cse267 = cse206*cse265
    cse268 = 0.15*cse137
    cse269 = cse123*cse268
    cse270 = cse123*cse134
    cse271 = cse123*cse179
    cse272 = cse250*cse270 + cse251*cse271
    cse273 = cse215*thetad_rod
    cse274 = cse128*cse215
    cse275 = cse218*cse274
    cse276 = cse128*cse211
    cse277 = cse234*cse276
    cse278 = cse132*cse211
    cse279 = cse229*cse278
    cse280 = cse235*cse278
    cse281 = cse212*cse221
    cse282 = cse208*cse209 + cse208*cse217 - cse210*cse211 + cse216*cse218 + cse281
    cse283 = cse128*cse282
    cse284 = -cse211*cse228 + cse212*cse230 + cse214*cse223 - cse214*cse226 + cse225*cse227
    cse285 = cse132*cse284
    cse286 = 0.0004*cse226
    cse287 = cse123*phid_rod
    cse288 = cse208*cse278 + cse212*cse262 + cse216*cse278 + cse218*cse232*phid_rod - cse221*cse287 + cse286*thetad_rod
    cse289 = 0.004*cse123*cse132*phid_rod*thetad_rod + cse128*cse131*cse225*phid_rod - cse212*cse274 - cse214*cse276 - cse230*cse287 - cse235*cse287
    cse290 = cse190*cse259
    cse291 = cse127*cse131
    cse292 = cse124*cse131
    cse293 = -cse123*cse124*cse128*cse151*cse155 + cse143*cse153
    cse294 = 0.15*cse133
    cse295 = cse123*cse294
    cse296 = cse269*lam_6 - cse293*lam_8 + cse295*lam_5 + lam_10*(cse238*cse291 - cse242*cse292 + cse247*cse291 + cse248*cse292) + lam_9*(cse123*cse124*cse128*cse248 + cse123*cse127*cse128*cse238 + cse123*cse127*cse128*cse247 - cse138*cse269 - cse139*cse269 - cse174*cse242)
    cse297 = 0.0004000000000000002*cse209 + 0.0004000000000000002*cse217
    cse298 = 0.0076*cse132*thetad_rod - 0.0076*cse226
    cse299 = 0.15*cse161 + cse294
    cse300 = cse131*cse173
    cse301 = cse268 - 0.15*cse300
    cse302 = cse146*cse251 + cse181*cse250
    cse303 = -cse218*cse221
    cse304 = cse227*(0.0004*cse132*thetad_rod - cse286)
    cse305 = cse227*cse229
    cse306 = -cse218
    cse307 = cse234*cse306
    cse308 = cse209*cse214 - cse211*cse220 + cse214*cse217 + cse225*cse306 + cse281
    cse309 = -cse208*cse223 + cse208*cse226 + cse212*cse229 + cse216*cse227 + cse223*cse224
    cse310 = 0.0036*cse123
    cse311 = acc_10*cse310
    cse312 = cse128*cse132
    cse313 = 0.0072*cse312
    cse314 = -cse301
    cse315 = -cse299
    cse316 = cse148*cse153
    cse317 = -cse178
    cse318 = cse301*lam_5 + cse315*lam_6 + lam_10*(cse142*cse301 + cse142*cse314) + lam_8*(cse164*cse178 - cse316) + lam_9*(cse138*cse299 + cse139*cse299 + cse148*cse238 + cse148*cse247 + cse178*cse248 + cse242*cse317 + cse255*cse301 + cse255*cse314)
    cse319 = cse7*(cse126 + cse136*lam_16 + cse138*lam_9)
    cse320 = cse7*(cse167*lam_16 + cse170 + cse255*lam_9)
    cse321 = cse164*cse255
    cse322 = lam_8*(cse253 + cse321)
    cse323 = cse155*cse156
    cse324 = cse152*cse156
    cse325 = cse255*cse324
    cse326 = lam_8*(cse138*cse323 - cse325)
    cse327 = cse153*cse255
    cse328 = cse138*cse164 - cse327
    cse329 = cse138*cse248 + cse139*cse242 + cse238*cse255 + cse247*cse255
    cse330 = -cse125*cse242 + cse125*cse248 + cse142*cse238 + cse142*cse247
    cse331 = cse136*cse250 + cse167*cse251
    cse332 = 0.15*cse193
    cse333 = -cse332*lam_7
    cse334 = cse156*cse194
    cse335 = cse127**2
    cse336 = 0.44999999999999996*cse131*cse193
    cse337 = cse124**2
    cse338 = cse332 + r_rod_z - r_slider_z
    cse339 = -cse338
    cse340 = cse131*cse339
    cse341 = 0.045*cse205
    cse342 = cse156 - cse338
    cse343 = cse200*cse342
    cse344 = cse132*cse202
    cse345 = 0.3*cse128
    cse346 = cse132*cse204
    cse347 = cse345*cse346
    cse348 = cse194*cse339
    cse349 = 0.3*cse342
    cse350 = 0.3*cse123*cse173*cse251 - 0.3*cse143*cse250 + 0.045*cse188*cse194 - cse190*cse349
    cse351 = acc_9*cse310
    cse352 = 0.15*cse128
    cse353 = cse204*cse352
    cse354 = cse123*cse137
    cse355 = cse142*cse352
    cse356 = -cse123*cse240*lam_6 + 0.15*cse190*lam_7 + cse355*lam_5 + lam_10*(cse127*cse131*cse299 + 0.15*cse128*cse204 - cse202*cse352 - cse292*cse301 - cse335*cse353 - cse337*cse353) + lam_8*(-cse123*cse133*cse153 - cse156*cse188 - cse164*cse354) + lam_9*(0.15*cse123*cse124*cse128*cse139 + cse123*cse124*cse132*cse247 + 0.15*cse123*cse124*cse132*cse317 + cse123*cse127*cse128*cse299 + 0.15*cse123*cse131*cse203 - cse132*cse340 - cse148*cse269 - cse174*cse301 - cse248*cse354 - cse255*cse355 - 0.3*cse267)
    cse357 = cse144*cse7
    cse358 = -cse175*cse7
    cse359 = -cse191*cse7
    cse360 = cse7*(cse293*lam_8 + lam_16*(0.3*cse123*cse124*cse132*cse151*cse155 - cse153*cse271))
    cse361 = cse7*(lam_16*(0.3*cse131*cse132*cse151 - cse270*cse324 - cse271*cse323) + lam_8*(cse143*cse323 - cse151*cse190 + cse174*cse324))
    cse362 = -cse295
    cse363 = 0.15*cse188
    cse364 = cse143*cse164 + cse153*cse174 + cse156*cse190
    cse365 = cse128*cse249 + cse128*cse340 + cse139*cse295 - cse174*cse247 - cse194*cse363 - cse255*cse269
    cse366 = 0.15*cse346
    cse367 = cse123*cse339
    cse368 = cse127*cse131*cse248 - cse247*cse292 - cse335*cse366 - cse337*cse366 - 0.15*cse344 - cse367
    cse369 = 0.3*cse123*cse124*cse132*cse251 - cse188*cse349 - cse250*cse271
    cse370 = cse7*(cse146*lam_16 + cse148*lam_9)
    cse371 = cse7*(cse180*lam_16 + cse317*lam_9)
    cse372 = -cse195*cse7
    cse373 = lam_8*(cse164*cse317 + cse316)
    cse374 = cse151*cse194
    cse375 = 0.3*cse374
    cse376 = lam_8*(cse148*cse323 + cse151*cse193 - cse317*cse324)
    cse377 = 0.15*cse194
    cse378 = cse148*cse151*cse155 - cse153*cse317 - cse156*cse193
    cse379 = -cse132*cse367 + cse139*cse301 + cse148*cse248 - 0.15*cse207 + cse247*cse317 + cse255*cse299
    cse380 = cse123*cse127*cse299 - cse125*cse301 - cse131*cse377
    cse381 = cse146*cse250 + cse180*cse251 - cse194*cse349
    cse382 = cse121 + 2.0
    cse383 = math.sin(psi_slider)
    cse384 = cse155*cse383
    cse385 = math.cos(psi_slider)
    cse386 = -cse152*cse156*cse385 + cse384
    cse387 = -cse386
    cse388 = cse155*cse385
    cse389 = cse152*cse383
    cse390 = cse156*cse389
    cse391 = cse388 + cse390
    cse392 = -cse391
    cse393 = cse7*(cse120*cse153 + cse387*lam_14 + cse392*lam_13)
    cse394 = cse164*cse383
    cse395 = cse164*cse385
    cse396 = cse7*(cse159 + cse394*lam_13 - cse395*lam_14)
    cse397 = cse156*cse384
    cse398 = -cse152*cse385 + cse397
    cse399 = -cse398
    cse400 = cse156*cse388
    cse401 = cse389 + cse400
    cse402 = -cse401
    cse403 = cse7*(cse399*lam_14 + cse402*lam_13)
    cse404 = cse7*(cse120*cse164 + cse399*lam_13 + cse401*lam_14)
    cse405 = cse153*cse383
    cse406 = cse7*(cse151*cse152*cse385*lam_14 - cse184 - cse405*lam_13)
    cse407 = cse7*(cse387*lam_13 + cse391*lam_14)
    cse408 = -cse125
    cse409 = -cse187
    cse410 = cse7*(-cse120*cse151 + cse156*cse383*lam_13 - cse156*cse385*lam_14)
    cse411 = cse151*cse385
    cse412 = cse151*cse383
    cse413 = cse7*(cse411*lam_13 + cse412*lam_14)
    cse414 = -cse411
    cse415 = -cse201
    cse416 = cse156**2
    cse417 = cse151**2
    cse418 = cse383**2
    cse419 = 0.0001*cse418
    cse420 = cse385**2
    cse421 = 0.0001*cse420
    cse422 = 0.0001*psid_slider
    cse423 = cse385*thetad_slider
    cse424 = 0.0001*cse156
    cse425 = cse156*phid_slider
    cse426 = cse425 + psid_slider
    cse427 = 0.0001*cse412
    cse428 = 0.0001*cse425
    cse429 = cse422 + cse428
    cse430 = -cse429
    cse431 = cse412*phid_slider
    cse432 = cse423 + cse431
    cse433 = 0.0001*cse423
    cse434 = 0.0001*cse431 + cse433
    cse435 = cse156*cse434 + cse412*cse422 + cse412*cse430 - cse423*cse424 - cse424*cse432 + cse426*cse427
    cse436 = cse383*thetad_slider
    cse437 = 0.0001*cse411
    cse438 = cse411*phid_slider
    cse439 = -cse436 + cse438
    cse440 = 0.0001*cse436
    cse441 = 0.0001*cse438
    cse442 = -cse440 + cse441
    cse443 = -cse442
    cse444 = cse151*cse385*cse429 + 0.0001*cse156*cse439 + cse156*cse443 - cse411*cse422 - cse424*cse436 - cse426*cse437
    cse445 = 0.0001*cse151
    cse446 = cse445*thetad_slider
    cse447 = -cse434
    cse448 = cse411*cse447 + cse412*cse442 - cse427*cse439 + cse432*cse437 + cse446
    cse449 = 0.2 - r_slider_x
    cse450 = cse391*r_slider_y - cse399*cse449
    cse451 = cse386*r_slider_y
    cse452 = cse152**2
    cse453 = 2*cse417
    cse454 = cse155**2
    cse455 = -cse165*cse250 + cse186*cse251
    cse456 = cse391*lam_15 + cse399*lam_11 + cse401*lam_12
    cse457 = cse385*cse422
    cse458 = cse385*cse428
    cse459 = 0.0001*cse385
    cse460 = cse385*cse430 + cse426*cse459 + cse457 - cse458
    cse461 = cse383*cse428
    cse462 = 0.0001*cse383*cse426 - cse383*cse429 + 0.0001*cse383*psid_slider - cse461
    cse463 = 0.0001*cse151*phid_slider - 0.0001*cse383*cse432 - cse383*cse447 + cse385*cse442 - cse439*cse459
    cse464 = cse405*lam_11
    cse465 = cse394*lam_15
    cse466 = cse394*r_slider_y - cse405*cse449
    cse467 = cse151*cse152*cse385*cse449 - cse395*r_slider_y
    cse468 = 0.0002*cse151*cse156
    cse469 = cse139*cse323 + cse325
    cse470 = cse152*cse157
    cse471 = cse155*cse157
    cse472 = cse250*cse470 + cse251*cse471
    cse473 = cse422*cse423 + cse422*cse431 - cse425*cse433 + cse426*cse434
    cse474 = cse430*cse432 + cse473
    cse475 = cse385*cse474
    cse476 = cse422*cse436
    cse477 = cse422*cse438
    cse478 = cse425*cse440
    cse479 = cse426*cse443 + cse429*cse439 + cse476 - cse477 - cse478
    cse480 = cse383*cse479
    cse481 = cse383*cse425
    cse482 = cse445*phid_slider
    cse483 = cse151*phid_slider
    cse484 = cse383*cse422*cse425 + cse426*cse461 + cse430*cse481 + cse432*cse482 - cse434*cse483 + cse441*thetad_slider
    cse485 = 0.0001*cse151*cse383*phid_slider*thetad_slider + cse156*cse385*cse429*phid_slider - cse425*cse457 - cse426*cse458 - cse439*cse482 - cse443*cse483
    cse486 = cse385*cse425*cse447 + cse428*thetad_slider + cse432*cse458 - cse439*cse461 + cse442*cse481
    cse487 = cse432*cse447
    cse488 = cse439*cse443
    cse489 = cse439*cse442
    cse490 = -cse432
    cse491 = cse447*cse490
    cse492 = cse429*cse490 + cse473
    cse493 = cse426*cse442 + cse430*cse439 - cse476 + cse477 + cse478
    cse494 = cse391*cse449 - cse398*r_slider_y
    cse495 = cse387*lam_11 + cse391*lam_12 + cse401*lam_15 + cse494*lam_14 + lam_13*(cse387*cse449 - cse401*r_slider_y)
    cse496 = cse139*cse164 + cse327
    cse497 = cse386*cse449 - cse402*r_slider_y
    cse498 = cse165*cse251 + cse186*cse250
    cse499 = cse153*cse385
    cse500 = cse411*r_slider_z
    cse501 = cse412*r_slider_z
    cse502 = 2*cse416
    cse503 = cse395*lam_11
    cse504 = cse394*lam_12
    cse505 = -cse156*cse385*r_slider_z + cse395*cse449 + cse499*r_slider_y
    cse506 = -cse505
    cse507 = cse156*cse383*r_slider_z - cse394*cse449 - cse405*r_slider_y
    cse508 = -cse139*cse324 + cse155*cse156*cse255 - cse374
    cse509 = -cse394
    cse510 = -2*cse151*cse342 + 2*cse155*cse156*cse250 - cse251*cse470
    cse511 = cse401*cse449 - cse451 + cse500
    cse512 = -cse392*r_slider_y + cse398*cse449 + cse501
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
        0.0001*cse0**2 + 0.0001*cse2*cse4 + 1e-05*cse4*cse6 + cse7*(cse14*lam_5 + cse19*lam_6 + cse22*lam_3 + cse26*lam_17) - h*(cse0*cse59 + cse28*cse55 + cse44*cse45),  # [3, 3]
        cse60 + cse7*(acc_3*(cse2*cse67 + 2e-05*cse6*cse66 - cse67) + 9e-05*acc_4*cse0*cse1*cse5 - acc_5*cse31 - cse0*cse70 - cse0*cse72 - cse0*cse79 + cse1*cse11*cse3*lam_3 + 0.08*cse11*cse3*cse5*lam_6 - cse28*cse78 + 0.08*cse3*cse5*cse8*lam_5 + cse3*(cse39*cse53 + cse51*cse57 + cse56*phid_crank) - cse45*cse75 - cse65) - h*(cse0*cse63 + cse28*cse62 + cse45*cse61),  # [3, 4]
        cse40 + cse7*(acc_3*cse4*cse5*cse88 - cse0*cse83 - cse2*cse87 + cse28*cse69 - cse28*cse84 - cse45*cse71 - cse45*cse85 + cse6*cse87 + cse95) - h*(cse28*cse81 + cse45*cse80),  # [3, 5]
        cse94,  # [3, 21]
        cse19,  # [3, 23]
        cse96,  # [3, 24]
        cse97,  # [3, 35]
        cse60 + cse7*(cse100*lam_6 + cse15*cse98 - cse65 + cse99*lam_5) - h*(-cse1*cse44 + cse5*cse55),  # [4, 3]
        1e-05*cse2 + 0.0001*cse6 + cse7*(9e-05*acc_3*cse0*cse1*cse5 + 0.08*cse0*cse11*cse5*lam_5 + cse1*cse75 - cse104 - cse18*lam_6 - cse20*lam_3 - cse5*cse78 + lam_17*(cse0*cse24*cse5*cse8 - cse102)) - h*(-cse1*cse61 + cse5*cse62),  # [4, 4]
        cse7*(-acc_4*cse5*cse88 + cse1*cse85 + cse10*cse3*lam_6 + cse105*lam_4 - cse107 - cse108*cse2 + cse108*cse6 - cse109 - cse110 + cse112*lam_17 - cse5*cse84 + cse70 + cse72) - h*(-cse1*cse80 + cse5*cse81),  # [4, 5]
        cse113,  # [4, 21]
        cse106,  # [4, 22]
        cse100,  # [4, 23]
        cse114,  # [4, 24]
        cse115,  # [4, 25]
        cse116,  # [4, 35]
        cse40 - cse59*h + cse7*cse95,  # [5, 3]
        -cse63*h + cse7*(-acc_3*cse31 + cse0*cse5*lam_4 + 0.08*cse1*cse3*cse8*lam_6 - cse107 - cse109 - cse110 + cse112*lam_17 - cse79),  # [5, 4]
        cse7*(-cse104 + cse14*lam_5 + cse19*lam_6 + cse22*lam_3 - cse83 + lam_17*(-cse102 + cse26)) + 0.0001,  # [5, 5]
        cse25,  # [5, 21]
        cse45,  # [5, 22]
        cse92,  # [5, 23]
        cse117,  # [5, 24]
        cse118,  # [5, 25]
        cse119,  # [5, 35]
        cse122,  # [6, 6]
        cse140,  # [6, 9]
        cse145,  # [6, 10]
        cse149,  # [6, 11]
        cse150,  # [6, 12]
        cse154,  # [6, 15]
        cse160,  # [6, 16]
        -1,  # [6, 23]
        cse162,  # [6, 27]
        cse163,  # [6, 28]
        cse169,  # [6, 34]
        cse122,  # [7, 7]
        cse172,  # [7, 9]
        cse176,  # [7, 10]
        cse182,  # [7, 11]
        cse150,  # [7, 13]
        cse183,  # [7, 15]
        cse185,  # [7, 16]
        -1,  # [7, 24]
        cse138,  # [7, 27]
        cse125,  # [7, 28]
        cse187,  # [7, 34]
        cse122,  # [8, 8]
        cse192,  # [8, 10]
        cse196,  # [8, 11]
        cse150,  # [8, 14]
        cse197,  # [8, 16]
        -1,  # [8, 25]
        cse198,  # [8, 27]
        cse199,  # [8, 28]
        cse201,  # [8, 34]
        cse140,  # [9, 6]
        cse172,  # [9, 7]
        0.004*cse202 + 0.004*cse205 + 0.0004*cse207 + cse7*(-cse254*lam_8 + cse258 + lam_10*(cse125*cse247 + cse142*cse245 + cse239 + cse244 - cse249) + lam_16*(cse136*cse238 + cse167*cse242 + cse252) + lam_9*(2*cse138*cse238 + cse245*cse255 + cse256)) - h*(cse131*cse236 + cse193*cse231 + cse194*cse222),  # [9, 9]
        cse260 + cse7*(acc_10*cse290 - acc_11*cse232 + acc_9*(cse203*cse266 - cse266 + 0.0008*cse267) + cse123*(cse218*cse229 + cse227*cse234 + cse233*phid_rod) - cse131*cse283 - cse131*cse285 - cse131*(cse273 + cse275 + cse277 + cse279 - cse280) - cse193*cse289 - cse194*cse288 + cse296 + lam_16*(0.15*cse123*cse124*cse132*cse167 - cse136*cse269 - cse272)) - h*(cse131*cse264 + cse193*cse263 + cse194*cse261),  # [9, 10]
        cse219 + cse7*(acc_9*cse204*cse313 - cse131*(cse303 + cse304 + cse305 + cse307) + cse193*cse282 - cse193*cse308 - cse194*cse284 - cse194*cse309 - cse203*cse311 + cse206*cse311 + cse318 + lam_16*(cse136*cse299 + cse167*cse301 + cse302)) - h*(cse193*cse298 + cse194*cse297),  # [9, 11]
        cse319,  # [9, 12]
        cse320,  # [9, 13]
        cse7*(cse322 + lam_16*(cse136*cse153 + cse164*cse167)),  # [9, 15]
        cse7*(cse326 + lam_16*(cse136*cse323 - cse167*cse324)),  # [9, 16]
        cse257,  # [9, 23]
        cse243,  # [9, 24]
        cse328,  # [9, 26]
        cse329,  # [9, 27]
        cse330,  # [9, 28]
        cse331,  # [9, 34]
        cse145,  # [10, 6]
        cse176,  # [10, 7]
        cse192,  # [10, 8]
        cse260 + cse7*(cse296 + lam_16*(0.3*cse123*cse124*cse132*cse242 - cse238*cse271 - cse272)) - h*(cse128*cse231 - cse132*cse222),  # [10, 9]
        0.0004*cse203 + 0.004*cse206 + cse7*(acc_9*cse290 - cse128*cse289 + cse132*cse288 - cse237*lam_6 + cse241*lam_5 + cse333 + lam_10*(cse123*cse124*cse247 + 0.44999999999999996*cse123*cse131*cse132 - cse249 - cse335*cse336 - cse336*cse337 - cse340) + lam_16*(cse135*cse251 - cse166*cse250 + 0.045*cse202*cse203 + cse335*cse341 + cse337*cse341 + cse343) + lam_8*(cse153*cse300 + cse161*cse164 - cse334) + lam_9*(0.15*cse124*cse131*cse132*cse139 + cse127*cse128*cse131*cse248 + 0.15*cse128*cse132*cse204 - cse241*cse255 - cse247*cse300 - cse335*cse347 - cse337*cse347 - cse344*cse345 - cse348)) - h*(cse128*cse263 - cse132*cse261),  # [10, 10]
        cse7*(-acc_10*cse313 - cse128*cse308 + cse132*cse309 - cse203*cse351 + cse206*cse351 + cse283 + cse285 + cse356 + lam_16*(cse270*cse301 - cse271*cse299 + cse350)) - h*(cse128*cse298 - cse132*cse297),  # [10, 11]
        cse357,  # [10, 12]
        cse358,  # [10, 13]
        cse359,  # [10, 14]
        cse360,  # [10, 15]
        cse361,  # [10, 16]
        cse269,  # [10, 23]
        cse362,  # [10, 24]
        cse363,  # [10, 25]
        cse364,  # [10, 26]
        cse365,  # [10, 27]
        cse368,  # [10, 28]
        cse369,  # [10, 34]
        cse149,  # [11, 6]
        cse182,  # [11, 7]
        cse196,  # [11, 8]
        cse219 - cse236*h + cse7*(cse318 + lam_16*(cse146*cse238 + cse180*cse242 + cse302)),  # [11, 9]
        -cse264*h + cse7*(-acc_9*cse232 - cse273 - cse275 - cse277 - cse279 + cse280 + cse356 + lam_16*(-cse146*cse269 + cse180*cse295 + cse350)),  # [11, 10]
        cse7*(cse258 - cse303 - cse304 - cse305 - cse307 + cse333 + lam_10*(cse131*cse332 - cse239 + cse244) + lam_16*(cse146*cse299 + cse180*cse301 + 0.045*cse207 + cse252 + cse343) + lam_8*(-cse254 - cse334) + lam_9*(2*cse148*cse299 + 0.44999999999999996*cse204*cse312 + cse256 + 2*cse301*cse317 - cse348)) + 0.004,  # [11, 11]
        cse370,  # [11, 12]
        cse371,  # [11, 13]
        cse372,  # [11, 14]
        cse7*(cse373 + lam_16*(cse146*cse153 + cse164*cse180)),  # [11, 15]
        cse7*(cse376 + lam_16*(cse146*cse323 - cse180*cse324 + cse375)),  # [11, 16]
        cse315,  # [11, 23]
        cse314,  # [11, 24]
        cse377,  # [11, 25]
        cse378,  # [11, 26]
        cse379,  # [11, 27]
        cse380,  # [11, 28]
        cse381,  # [11, 34]
        cse150,  # [12, 6]
        cse319,  # [12, 9]
        cse357,  # [12, 10]
        cse370,  # [12, 11]
        cse382,  # [12, 12]
        cse393,  # [12, 15]
        cse396,  # [12, 16]
        cse403,  # [12, 17]
        cse255,  # [12, 27]
        cse142,  # [12, 28]
        cse399,  # [12, 31]
        cse401,  # [12, 32]
        cse168,  # [12, 34]
        cse150,  # [13, 7]
        cse320,  # [13, 9]
        cse358,  # [13, 10]
        cse371,  # [13, 11]
        cse382,  # [13, 13]
        cse404,  # [13, 15]
        cse406,  # [13, 16]
        cse407,  # [13, 17]
        cse139,  # [13, 27]
        cse408,  # [13, 28]
        cse391,  # [13, 31]
        cse386,  # [13, 32]
        cse409,  # [13, 34]
        cse150,  # [14, 8]
        cse359,  # [14, 10]
        cse372,  # [14, 11]
        cse382,  # [14, 14]
        cse410,  # [14, 16]
        cse413,  # [14, 17]
        cse194,  # [14, 27]
        cse131,  # [14, 28]
        cse412,  # [14, 31]
        cse414,  # [14, 32]
        cse415,  # [14, 34]
        cse154,  # [15, 6]
        cse183,  # [15, 7]
        cse7*(cse322 + lam_16*(cse165*cse242 + cse186*cse238)),  # [15, 9]
        cse360,  # [15, 10]
        cse7*(cse373 + lam_16*(cse165*cse301 + cse186*cse299)),  # [15, 11]
        cse393,  # [15, 12]
        cse404,  # [15, 13]
        0.0001*cse416 + cse417*cse419 + cse417*cse421 + cse7*(-cse450*lam_13 + cse456 + lam_14*(cse401*cse449 - cse451) + lam_16*(cse452*cse453 + cse453*cse454 + cse455) + lam_8*(cse139*cse153 - cse321)) - h*(cse156*cse448 + cse411*cse435 + cse412*cse444),  # [15, 15]
        cse7*(acc_15*(cse418*cse468 + cse420*cse468 - cse468) - acc_17*cse445 + cse151*cse152*cse385*lam_12 + cse151*(cse432*cse442 + cse439*cse447 + cse446*phid_slider) - cse156*cse475 - cse156*cse480 - cse156*cse486 - cse411*cse484 - cse412*cse485 - cse464 - cse465 + cse466*lam_13 + cse467*lam_14 + cse469*lam_8 + cse472*lam_16) - h*(cse156*cse463 + cse411*cse460 + cse412*cse462),  # [15, 16]
        cse424 + cse7*(-cse156*(cse487 + cse488 + cse489 + cse491) - cse411*cse479 - cse411*cse493 + cse412*cse474 - cse412*cse492 + cse495) - h*(cse411*cse434 + cse412*cse443),  # [15, 17]
        cse496,  # [15, 26]
        cse391,  # [15, 29]
        cse386,  # [15, 30]
        cse494,  # [15, 31]
        cse497,  # [15, 32]
        cse398,  # [15, 33]
        cse498,  # [15, 34]
        cse160,  # [16, 6]
        cse185,  # [16, 7]
        cse197,  # [16, 8]
        cse7*(cse326 + lam_16*(cse238*cse471 - cse242*cse470)),  # [16, 9]
        cse361,  # [16, 10]
        cse7*(cse376 + lam_16*(cse299*cse471 - cse301*cse470 + cse375)),  # [16, 11]
        cse396,  # [16, 12]
        cse406,  # [16, 13]
        cse410,  # [16, 14]
        cse7*(-cse464 - cse465 + cse466*lam_13 + cse467*lam_14 + cse469*lam_8 + cse472*lam_16 + cse499*lam_12) - h*(-cse383*cse435 + cse385*cse444),  # [16, 15]
        cse419 + cse421 + cse7*(cse383*cse484 - cse385*cse485 + cse390*lam_15 - cse397*lam_11 + cse400*lam_12 + lam_13*(-cse390*r_slider_y - cse397*cse449 - cse501) + lam_14*(cse152*cse156*cse385*r_slider_y + cse400*cse449 + cse500) + lam_16*(-cse157*cse342 + cse452*cse502 + cse453 + cse454*cse502 + cse455) + lam_8*(cse139*cse151*cse152 - cse321 - cse334)) - h*(-cse383*cse460 + cse385*cse462),  # [16, 16]
        cse7*(cse383*cse493 - cse385*cse492 + cse475 + cse480 + cse499*lam_15 - cse503 - cse504 + cse506*lam_13 + cse507*lam_14) - h*(-cse383*cse434 + cse385*cse443),  # [16, 17]
        cse508,  # [16, 26]
        cse509,  # [16, 29]
        cse395,  # [16, 30]
        cse507,  # [16, 31]
        cse505,  # [16, 32]
        cse405,  # [16, 33]
        cse510,  # [16, 34]
        cse403,  # [17, 12]
        cse407,  # [17, 13]
        cse413,  # [17, 14]
        cse424 - cse448*h + cse495*cse7,  # [17, 15]
        -cse463*h + cse7*(-acc_15*cse445 + cse151*cse152*cse385*lam_15 - cse486 - cse503 - cse504 + cse506*lam_13 + cse507*lam_14),  # [17, 16]
        cse7*(cse456 - cse487 - cse488 - cse489 - cse491 + cse511*lam_14 + lam_13*(-cse450 - cse501)) + 0.0001,  # [17, 17]
        cse401,  # [17, 29]
        cse398,  # [17, 30]
        cse511,  # [17, 31]
        cse512,  # [17, 32]
        cse386,  # [17, 33]
        1,  # [18, 0]
        1,  # [19, 1]
        1,  # [20, 2]
        cse94,  # [21, 3]
        cse113,  # [21, 4]
        cse25,  # [21, 5]
        cse106,  # [22, 4]
        cse45,  # [22, 5]
        1,  # [23, 0]
        cse19,  # [23, 3]
        cse100,  # [23, 4]
        cse92,  # [23, 5]
        -1,  # [23, 6]
        cse257,  # [23, 9]
        cse269,  # [23, 10]
        cse315,  # [23, 11]
        1,  # [24, 1]
        cse96,  # [24, 3]
        cse114,  # [24, 4]
        cse117,  # [24, 5]
        -1,  # [24, 7]
        cse243,  # [24, 9]
        cse362,  # [24, 10]
        cse314,  # [24, 11]
        1,  # [25, 2]
        cse115,  # [25, 4]
        cse118,  # [25, 5]
        -1,  # [25, 8]
        cse363,  # [25, 10]
        cse377,  # [25, 11]
        cse328,  # [26, 9]
        cse364,  # [26, 10]
        cse378,  # [26, 11]
        cse496,  # [26, 15]
        cse508,  # [26, 16]
        cse162,  # [27, 6]
        cse138,  # [27, 7]
        cse198,  # [27, 8]
        cse329,  # [27, 9]
        cse365,  # [27, 10]
        cse379,  # [27, 11]
        cse255,  # [27, 12]
        cse139,  # [27, 13]
        cse194,  # [27, 14]
        cse163,  # [28, 6]
        cse125,  # [28, 7]
        cse199,  # [28, 8]
        cse330,  # [28, 9]
        cse368,  # [28, 10]
        cse380,  # [28, 11]
        cse142,  # [28, 12]
        cse408,  # [28, 13]
        cse131,  # [28, 14]
        cse391,  # [29, 15]
        cse509,  # [29, 16]
        cse401,  # [29, 17]
        cse386,  # [30, 15]
        cse395,  # [30, 16]
        cse398,  # [30, 17]
        cse399,  # [31, 12]
        cse391,  # [31, 13]
        cse412,  # [31, 14]
        cse494,  # [31, 15]
        cse507,  # [31, 16]
        cse511,  # [31, 17]
        cse401,  # [32, 12]
        cse386,  # [32, 13]
        cse414,  # [32, 14]
        cse497,  # [32, 15]
        cse505,  # [32, 16]
        cse512,  # [32, 17]
        cse398,  # [33, 15]
        cse405,  # [33, 16]
        cse386,  # [33, 17]
        cse169,  # [34, 6]
        cse187,  # [34, 7]
        cse201,  # [34, 8]
        cse331,  # [34, 9]
        cse369,  # [34, 10]
        cse381,  # [34, 11]
        cse168,  # [34, 12]
        cse409,  # [34, 13]
        cse415,  # [34, 14]
        cse498,  # [34, 15]
        cse510,  # [34, 16]
        cse97,  # [35, 3]
        cse116,  # [35, 4]
        cse119,  # [35, 5]
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

    cse0 = phid_crank*math.cos(theta_crank)
    cse1 = phid_rod*math.cos(theta_rod)
    cse2 = phid_slider*math.cos(theta_slider)
    cse3 = math.cos(psi_crank)
    cse4 = cse3*thetad_crank
    cse5 = math.sin(psi_crank)
    cse6 = phid_crank*math.sin(theta_crank)
    cse7 = cse5*cse6
    cse8 = math.cos(psi_rod)
    cse9 = cse8*thetad_rod
    cse10 = math.sin(psi_rod)
    cse11 = phid_rod*math.sin(theta_rod)
    cse12 = cse10*cse11
    cse13 = math.cos(psi_slider)
    cse14 = cse13*thetad_slider
    cse15 = math.sin(psi_slider)
    cse16 = phid_slider*math.sin(theta_slider)
    cse17 = cse15*cse16
    cse18 = cse5*thetad_crank
    cse19 = cse3*cse6
    cse20 = cse10*thetad_rod
    cse21 = cse11*cse8
    cse22 = cse15*thetad_slider
    cse23 = cse13*cse16
    return np.array([
        1.1772*r_crank_z + 4.905*r_rod_z + 19.62*r_slider_z + 0.06*rd_crank_x**2 + 0.06*rd_crank_y**2 + 0.06*rd_crank_z**2 + 0.25*rd_rod_x**2 + 0.25*rd_rod_y**2 + 0.25*rd_rod_z**2 + 1.0*rd_slider_x**2 + 1.0*rd_slider_y**2 + 1.0*rd_slider_z**2 + (1/2)*(0.0001*cse0 + 0.0001*psid_crank)*(cse0 + psid_crank) + (1/2)*(0.004*cse1 + 0.004*psid_rod)*(cse1 + psid_rod) + (1/2)*(0.004*cse12 + 0.004*cse9)*(cse12 + cse9) + (1/2)*(0.0001*cse14 + 0.0001*cse17)*(cse14 + cse17) + (1/2)*(-cse18 + cse19)*(-1e-05*cse18 + 1e-05*cse19) + (1/2)*(0.0001*cse2 + 0.0001*psid_slider)*(cse2 + psid_slider) + (1/2)*(-cse20 + cse21)*(-0.0004*cse20 + 0.0004*cse21) + (1/2)*(-cse22 + cse23)*(-0.0001*cse22 + 0.0001*cse23) + (1/2)*(0.0001*cse4 + 0.0001*cse7)*(cse4 + cse7),  # [0]
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
    # 222 operations after common subexpression elimination
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
    cse1 = 0.5*rd_rod_x
    cse2 = 2.0*rd_slider_x
    cse3 = 0.12*rd_crank_y
    cse4 = 0.5*rd_rod_y
    cse5 = 2.0*rd_slider_y
    cse6 = 0.12*rd_crank_z
    cse7 = 0.5*rd_rod_z
    cse8 = 2.0*rd_slider_z
    cse9 = math.sin(phi_crank)
    cse10 = math.cos(theta_crank)
    cse11 = cse10*phid_crank + psid_crank
    cse12 = math.sin(theta_crank)
    cse13 = 0.0001*cse12
    cse14 = cse11*cse13
    cse15 = math.sin(phi_rod)
    cse16 = math.cos(theta_rod)
    cse17 = cse16*phid_rod + psid_rod
    cse18 = math.sin(theta_rod)
    cse19 = 0.004*cse18
    cse20 = cse17*cse19
    cse21 = 0.0001*math.sin(phi_slider)
    cse22 = math.sin(theta_slider)
    cse23 = math.cos(theta_slider)
    cse24 = cse23*phid_slider + psid_slider
    cse25 = cse22*cse24
    cse26 = math.cos(psi_crank)
    cse27 = math.sin(psi_crank)
    cse28 = cse12*phid_crank
    cse29 = cse26*thetad_crank + cse27*cse28
    cse30 = math.cos(phi_crank)
    cse31 = 0.0001*cse10
    cse32 = cse27*cse31
    cse33 = math.cos(psi_rod)
    cse34 = math.sin(psi_rod)
    cse35 = cse18*phid_rod
    cse36 = cse33*thetad_rod + cse34*cse35
    cse37 = math.cos(phi_rod)
    cse38 = 0.004*cse16
    cse39 = cse34*cse38
    cse40 = math.cos(psi_slider)
    cse41 = math.sin(psi_slider)
    cse42 = cse22*phid_slider
    cse43 = cse40*thetad_slider + cse41*cse42
    cse44 = math.cos(phi_slider)
    cse45 = cse21*cse41
    cse46 = cse26*cse28 - cse27*thetad_crank
    cse47 = 1e-05*cse27
    cse48 = 1e-05*cse26
    cse49 = cse33*cse35 - cse34*thetad_rod
    cse50 = 0.0004*cse34
    cse51 = 0.0004*cse33
    cse52 = cse40*cse42 - cse41*thetad_slider
    cse53 = 0.0001*cse44
    cse54 = cse41*cse53
    cse55 = cse21*cse40
    cse56 = 0.0001*cse22
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse14*cse9 + cse15*cse20 + cse21*cse25 + cse29*(0.0001*cse26*cse30 - cse32*cse9) - cse3*r_crank_z + cse36*(-cse15*cse39 + 0.004*cse33*cse37) - cse4*r_rod_z + cse43*(-cse23*cse45 + 0.0001*cse40*cse44) + cse46*(-cse10*cse48*cse9 - cse30*cse47) + cse49*(-cse15*cse16*cse51 - cse37*cse50) - cse5*r_slider_z + cse52*(-cse23*cse55 - cse54) + cse6*r_crank_y + cse7*r_rod_y + cse8*r_slider_y,  # [3]
        cse0*r_crank_z + cse1*r_rod_z - cse14*cse30 + cse2*r_slider_z - cse20*cse37 - cse25*cse53 + cse29*(0.0001*cse26*cse9 + cse30*cse32) + cse36*(0.004*cse15*cse33 + cse37*cse39) + cse43*(cse23*cse54 + cse55) + cse46*(1e-05*cse10*cse26*cse30 - cse47*cse9) + cse49*(-cse15*cse50 + 0.0004*cse16*cse33*cse37) + cse52*(0.0001*cse23*cse40*cse44 - cse45) - cse6*r_crank_x - cse7*r_rod_x - cse8*r_slider_x,  # [4]
        -cse0*r_crank_y - cse1*r_rod_y + cse11*cse31 + cse12*cse46*cse48 + cse13*cse27*cse29 + cse17*cse38 + cse18*cse49*cse51 + cse19*cse34*cse36 - cse2*r_slider_y + 0.0001*cse23*cse24 + cse3*r_crank_x + cse4*r_rod_x + cse40*cse52*cse56 + cse41*cse43*cse56 + cse5*r_slider_x,  # [5]
    ])



def body_frames(q):
    """Per body (rows): centre of mass r and orientation A by rows.

    Args:
        q: position coordinates (18).

    Returns:
        ndarray of shape (3, 12), 36 nonzero.
    """
    # 75 operations after common subexpression elimination
    (
        r_crank_x, r_crank_y, r_crank_z, phi_crank,
        theta_crank, psi_crank, r_rod_x, r_rod_y,
        r_rod_z, phi_rod, theta_rod, psi_rod,
        r_slider_x, r_slider_y, r_slider_z, phi_slider,
        theta_slider, psi_slider,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(phi_crank)
    cse1 = math.cos(psi_crank)
    cse2 = math.cos(theta_crank)
    cse3 = math.sin(phi_crank)
    cse4 = math.sin(psi_crank)
    cse5 = cse3*cse4
    cse6 = cse0*cse4
    cse7 = cse1*cse3
    cse8 = math.sin(theta_crank)
    cse9 = math.cos(phi_rod)
    cse10 = math.cos(psi_rod)
    cse11 = math.cos(theta_rod)
    cse12 = math.sin(phi_rod)
    cse13 = math.sin(psi_rod)
    cse14 = cse12*cse13
    cse15 = cse13*cse9
    cse16 = cse10*cse12
    cse17 = math.sin(theta_rod)
    cse18 = math.cos(phi_slider)
    cse19 = math.cos(psi_slider)
    cse20 = math.cos(theta_slider)
    cse21 = math.sin(phi_slider)
    cse22 = math.sin(psi_slider)
    cse23 = cse21*cse22
    cse24 = cse18*cse22
    cse25 = cse19*cse21
    cse26 = math.sin(theta_slider)
    return np.array([
        r_crank_x,  # [0, 0]
        r_crank_y,  # [0, 1]
        r_crank_z,  # [0, 2]
        cse0*cse1 - cse2*cse5,  # [0, 3]
        -cse2*cse7 - cse6,  # [0, 4]
        cse3*cse8,  # [0, 5]
        cse2*cse6 + cse7,  # [0, 6]
        cse0*cse1*cse2 - cse5,  # [0, 7]
        -cse0*cse8,  # [0, 8]
        cse4*cse8,  # [0, 9]
        cse1*cse8,  # [0, 10]
        cse2,  # [0, 11]
        r_rod_x,  # [1, 0]
        r_rod_y,  # [1, 1]
        r_rod_z,  # [1, 2]
        cse10*cse9 - cse11*cse14,  # [1, 3]
        -cse11*cse16 - cse15,  # [1, 4]
        cse12*cse17,  # [1, 5]
        cse11*cse15 + cse16,  # [1, 6]
        cse10*cse11*cse9 - cse14,  # [1, 7]
        -cse17*cse9,  # [1, 8]
        cse13*cse17,  # [1, 9]
        cse10*cse17,  # [1, 10]
        cse11,  # [1, 11]
        r_slider_x,  # [2, 0]
        r_slider_y,  # [2, 1]
        r_slider_z,  # [2, 2]
        cse18*cse19 - cse20*cse23,  # [2, 3]
        -cse20*cse25 - cse24,  # [2, 4]
        cse21*cse26,  # [2, 5]
        cse20*cse24 + cse25,  # [2, 6]
        cse18*cse19*cse20 - cse23,  # [2, 7]
        -cse18*cse26,  # [2, 8]
        cse22*cse26,  # [2, 9]
        cse19*cse26,  # [2, 10]
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
    # 141 operations after common subexpression elimination
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
    cse6 = math.sin(psi_crank)
    cse7 = cse3*phid_crank
    cse8 = cse5*thetad_crank + cse6*cse7
    cse9 = math.cos(phi_crank)
    cse10 = cse0*cse6
    cse11 = cse5*cse7 - cse6*thetad_crank
    cse12 = cse6*cse9
    cse13 = cse0*cse5
    cse14 = math.sin(phi_rod)
    cse15 = math.cos(theta_rod)
    cse16 = cse15*phid_rod + psid_rod
    cse17 = math.sin(theta_rod)
    cse18 = cse16*cse17
    cse19 = math.cos(psi_rod)
    cse20 = math.sin(psi_rod)
    cse21 = cse17*phid_rod
    cse22 = cse19*thetad_rod + cse20*cse21
    cse23 = math.cos(phi_rod)
    cse24 = cse14*cse20
    cse25 = cse19*cse21 - cse20*thetad_rod
    cse26 = cse20*cse23
    cse27 = cse14*cse19
    cse28 = math.sin(phi_slider)
    cse29 = math.cos(theta_slider)
    cse30 = cse29*phid_slider + psid_slider
    cse31 = math.sin(theta_slider)
    cse32 = cse30*cse31
    cse33 = math.cos(psi_slider)
    cse34 = math.sin(psi_slider)
    cse35 = cse31*phid_slider
    cse36 = cse33*thetad_slider + cse34*cse35
    cse37 = math.cos(phi_slider)
    cse38 = cse28*cse34
    cse39 = cse33*cse35 - cse34*thetad_slider
    cse40 = cse34*cse37
    cse41 = cse28*cse33
    return np.array([
        rd_crank_x,  # [0, 0]
        rd_crank_y,  # [0, 1]
        rd_crank_z,  # [0, 2]
        cse0*cse4 + cse11*(-cse1*cse13 - cse12) + cse8*(-cse1*cse10 + cse5*cse9),  # [0, 3]
        cse11*(cse1*cse5*cse9 - cse10) - cse4*cse9 + cse8*(cse1*cse12 + cse13),  # [0, 4]
        cse1*cse2 + cse11*cse3*cse5 + cse3*cse6*cse8,  # [0, 5]
        rd_rod_x,  # [1, 0]
        rd_rod_y,  # [1, 1]
        rd_rod_z,  # [1, 2]
        cse14*cse18 + cse22*(-cse15*cse24 + cse19*cse23) + cse25*(-cse15*cse27 - cse26),  # [1, 3]
        -cse18*cse23 + cse22*(cse15*cse26 + cse27) + cse25*(cse15*cse19*cse23 - cse24),  # [1, 4]
        cse15*cse16 + cse17*cse19*cse25 + cse17*cse20*cse22,  # [1, 5]
        rd_slider_x,  # [2, 0]
        rd_slider_y,  # [2, 1]
        rd_slider_z,  # [2, 2]
        cse28*cse32 + cse36*(-cse29*cse38 + cse33*cse37) + cse39*(-cse29*cse41 - cse40),  # [2, 3]
        -cse32*cse37 + cse36*(cse29*cse40 + cse41) + cse39*(cse29*cse33*cse37 - cse38),  # [2, 4]
        cse29*cse30 + cse31*cse33*cse39 + cse31*cse34*cse36,  # [2, 5]
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

