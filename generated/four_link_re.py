# generator: mechgen 0.1.0
# template: numpy/module.py.j2
# mechanism: four_link
# formulation: re
# scheme: any
# input hash: 59b4aa5ebacec9f4
# sympy: 1.14.0
# note: generated file, do not edit; regenerate with `mechgen generate`

"""Equations of mechanism 'four_link' in the re formulation.

Emitted by mechgen; standalone: needs numpy only. Every function takes its vectors in this order:

    q (18): r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor, theta_rotor, psi_rotor, r_link2_x,
        r_link2_y, r_link2_z, phi_link2, theta_link2, psi_link2, r_link3_x, r_link3_y,
        r_link3_z, phi_link3, theta_link3, psi_link3
    v (18): rd_rotor_x, rd_rotor_y, rd_rotor_z, phid_rotor, thetad_rotor, psid_rotor,
        rd_link2_x, rd_link2_y, rd_link2_z, phid_link2, thetad_link2, psid_link2,
        rd_link3_x, rd_link3_y, rd_link3_z, phid_link3, thetad_link3, psid_link3
    lam (18): one multiplier per constraint row (CONSTRAINT_ROWS)
    dv (18): increment in velocity coordinates
    a (18): time derivatives of v
    t: time
    h: step size
    p (0): 

Constraint rows:
    0: A[DP1 #1] (constraint; rotor - ground)
    1: A[DP1 #2] (constraint; rotor - ground)
    2: A[CD x] (constraint; rotor - ground)
    3: A[CD y] (constraint; rotor - ground)
    4: A[CD z] (constraint; rotor - ground)
    5: D[DP1 #1] (constraint; link3 - ground)
    6: D[DP1 #2] (constraint; link3 - ground)
    7: D[CD x] (constraint; link3 - ground)
    8: D[CD y] (constraint; link3 - ground)
    9: D[CD z] (constraint; link3 - ground)
    10: spherical[CD x] (constraint; link3 - link2)
    11: spherical[CD y] (constraint; link3 - link2)
    12: spherical[CD z] (constraint; link3 - link2)
    13: universal[CD x] (constraint; rotor - link2)
    14: universal[CD y] (constraint; rotor - link2)
    15: universal[CD z] (constraint; rotor - link2)
    16: universal[DP1 #4] (constraint; rotor - link2)
    17: driver[angle #1] (constraint; ground - rotor)
"""

import math

import numpy as np

MECHGEN_MODULE = True
BACKEND = "numpy"
MECHANISM = 'four_link'
FORMULATION = 're'
INPUT_HASH = '59b4aa5ebacec9f4'
N_Q = 18
N_V = 18
N_C = 18
BODIES = ['rotor', 'link2', 'link3']
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
METADATA = {'mechanism': 'four_link',
 'formulation': 're',
 'scheme': '',
 'generator_version': '0.1.0',
 'sympy_version': '1.14.0',
 'bodies': ['rotor', 'link2', 'link3'],
 'q_layout': {'rotor': [0, 6], 'link2': [6, 12], 'link3': [12, 18]},
 'v_layout': {'rotor': [0, 6], 'link2': [6, 12], 'link3': [12, 18]},
 'q_names': ['r_rotor_x',
             'r_rotor_y',
             'r_rotor_z',
             'phi_rotor',
             'theta_rotor',
             'psi_rotor',
             'r_link2_x',
             'r_link2_y',
             'r_link2_z',
             'phi_link2',
             'theta_link2',
             'psi_link2',
             'r_link3_x',
             'r_link3_y',
             'r_link3_z',
             'phi_link3',
             'theta_link3',
             'psi_link3'],
 'v_names': ['rd_rotor_x',
             'rd_rotor_y',
             'rd_rotor_z',
             'phid_rotor',
             'thetad_rotor',
             'psid_rotor',
             'rd_link2_x',
             'rd_link2_y',
             'rd_link2_z',
             'phid_link2',
             'thetad_link2',
             'psid_link2',
             'rd_link3_x',
             'rd_link3_y',
             'rd_link3_z',
             'phid_link3',
             'thetad_link3',
             'psid_link3'],
 'n_q': 18,
 'n_v': 18,
 'n_c': 18,
 'constraint_rows': [{'owner': 'A',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'A',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['rotor', 'ground']},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'DP1 #1',
                      'bodies': ['link3', 'ground']},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'DP1 #2',
                      'bodies': ['link3', 'ground']},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['link3', 'ground']},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['link3', 'ground']},
                     {'owner': 'D',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['link3', 'ground']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['link3', 'link2']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['link3', 'link2']},
                     {'owner': 'spherical',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['link3', 'link2']},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'CD x',
                      'bodies': ['rotor', 'link2']},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'CD y',
                      'bodies': ['rotor', 'link2']},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'CD z',
                      'bodies': ['rotor', 'link2']},
                     {'owner': 'universal',
                      'kind': 'constraint',
                      'label': 'DP1 #4',
                      'bodies': ['rotor', 'link2']},
                     {'owner': 'driver',
                      'kind': 'constraint',
                      'label': 'angle #1',
                      'bodies': ['ground', 'rotor']}],
 'dropped_rows': [],
 'degrees_of_freedom': 0,
 'parameters': [],
 'parameter_defaults': [],
 'assemble': True,
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
 'notices': ["body 'rotor': inertia has a zero principal value (accepted where the constraints "
             'fix that motion)',
             "body 'rotor': principal inertias [0. 2. 4.] violate the triangle inequality J1 + "
             'J2 >= J3 (textbook simplification, accepted)',
             "body 'link2': inertia has a zero principal value (accepted where the constraints "
             'fix that motion)',
             "body 'link2': principal inertias [0.00e+00 1.00e-02 1.24e+01] violate the "
             'triangle inequality J1 + J2 >= J3 (textbook simplification, accepted)',
             "body 'link2': orientation orthonormalized (max |A^T A - I| was 5.50e-10, entries "
             'moved by up to 3.32e-10)',
             "body 'link3': inertia has a zero principal value (accepted where the constraints "
             'fix that motion)',
             "body 'link3': principal inertias [0.   0.01 4.54] violate the triangle "
             'inequality J1 + J2 >= J3 (textbook simplification, accepted)',
             "body 'link3': orientation orthonormalized (max |A^T A - I| was 2.58e-09, entries "
             'moved by up to 1.04e-09)'],
 'input_hash': '59b4aa5ebacec9f4'}
_tangent_INDEX = (
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]),
    np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]),
)
_Phi_q_INDEX = (
    np.array([0,
     0,
     0,
     1,
     1,
     1,
     2,
     3,
     4,
     5,
     5,
     6,
     6,
     6,
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
     16,
     16,
     16,
     16,
     16,
     17,
     17,
     17]),
    np.array([3,
     4,
     5,
     3,
     4,
     5,
     0,
     1,
     2,
     15,
     16,
     15,
     16,
     17,
     12,
     15,
     16,
     17,
     13,
     15,
     16,
     17,
     14,
     16,
     17,
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
     5]),
)
_nu_INDEX = np.array([17])
_gamma_INDEX = np.array([0, 1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
_M_INDEX = (
    np.array([0, 1, 2, 3, 3, 4, 4, 6, 7, 8, 9, 9, 10, 10, 12, 13, 14, 15, 15, 16, 16]),
    np.array([0, 1, 2, 3, 4, 3, 4, 6, 7, 8, 9, 10, 9, 10, 12, 13, 14, 15, 16, 15, 16]),
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
    np.array([3, 3, 4, 4, 9, 9, 10, 10, 15, 15, 16, 16]),
    np.array([4, 5, 4, 5, 10, 11, 10, 11, 16, 17, 16, 17]),
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
     11,
     15,
     15,
     15,
     16,
     16,
     16,
     17,
     17,
     17]),
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
     11,
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
     7,
     7,
     7,
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
     12,
     12,
     12,
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
     19,
     19,
     19,
     20,
     21,
     22,
     23,
     23,
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
     30,
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
     32,
     32,
     32,
     32,
     32,
     32,
     33,
     33,
     33,
     33,
     33,
     33,
     34,
     34,
     34,
     34,
     34,
     35,
     35,
     35]),
    np.array([0,
     20,
     31,
     1,
     21,
     32,
     2,
     22,
     33,
     3,
     4,
     5,
     9,
     10,
     18,
     19,
     31,
     32,
     34,
     35,
     3,
     4,
     5,
     9,
     10,
     18,
     19,
     31,
     32,
     33,
     34,
     35,
     3,
     4,
     5,
     9,
     10,
     18,
     19,
     31,
     32,
     33,
     34,
     35,
     6,
     28,
     31,
     7,
     29,
     32,
     8,
     30,
     33,
     3,
     4,
     5,
     9,
     10,
     11,
     28,
     29,
     31,
     32,
     34,
     3,
     4,
     5,
     9,
     10,
     11,
     28,
     29,
     30,
     31,
     32,
     33,
     34,
     9,
     10,
     11,
     28,
     29,
     30,
     31,
     32,
     33,
     12,
     25,
     28,
     13,
     26,
     29,
     14,
     27,
     30,
     15,
     16,
     17,
     23,
     24,
     25,
     26,
     28,
     29,
     15,
     16,
     17,
     23,
     24,
     25,
     26,
     27,
     28,
     29,
     30,
     15,
     16,
     17,
     24,
     25,
     26,
     27,
     28,
     29,
     30,
     3,
     4,
     5,
     3,
     4,
     5,
     0,
     1,
     2,
     15,
     16,
     15,
     16,
     17,
     12,
     15,
     16,
     17,
     13,
     15,
     16,
     17,
     14,
     16,
     17,
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
     5]),
)
_initial_frames_INDEX = (
    np.array([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    np.array([5, 7, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
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
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        dv_0, dv_1, dv_2, dv_3,
        dv_4, dv_5, dv_6, dv_7,
        dv_8, dv_9, dv_10, dv_11,
        dv_12, dv_13, dv_14, dv_15,
        dv_16, dv_17,
    ) = dv.tolist() if type(dv) is _ndarray and dv.shape == (18,) else _floats(dv, 18, "dv")

    return np.array([
        dv_0 + r_rotor_x,  # [0]
        dv_1 + r_rotor_y,  # [1]
        dv_2 + r_rotor_z,  # [2]
        dv_3 + phi_rotor,  # [3]
        dv_4 + theta_rotor,  # [4]
        dv_5 + psi_rotor,  # [5]
        dv_6 + r_link2_x,  # [6]
        dv_7 + r_link2_y,  # [7]
        dv_8 + r_link2_z,  # [8]
        dv_9 + phi_link2,  # [9]
        dv_10 + theta_link2,  # [10]
        dv_11 + psi_link2,  # [11]
        dv_12 + r_link3_x,  # [12]
        dv_13 + r_link3_y,  # [13]
        dv_14 + r_link3_z,  # [14]
        dv_15 + phi_link3,  # [15]
        dv_16 + theta_link3,  # [16]
        dv_17 + psi_link3,  # [17]
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
    # 128 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.cos(phi_rotor)
    cse1 = math.cos(psi_rotor)
    cse2 = math.cos(theta_rotor)
    cse3 = math.sin(psi_rotor)
    cse4 = math.sin(phi_rotor)
    cse5 = cse2*cse3*cse4
    cse6 = cse0*cse3
    cse7 = cse1*cse4
    cse8 = cse2*cse7
    cse9 = -r_rotor_y
    cse10 = -r_rotor_z
    cse11 = math.sin(theta_link3)
    cse12 = math.cos(phi_link3)
    cse13 = math.sin(phi_link3)
    cse14 = math.sin(psi_link3)
    cse15 = cse13*cse14
    cse16 = math.cos(psi_link3)
    cse17 = math.cos(theta_link3)
    cse18 = cse16*cse17
    cse19 = -3.7*cse12*cse14 - 3.7*cse13*cse18
    cse20 = 3.7*cse12*cse18 - 3.7*cse15
    cse21 = 3.7*cse11*cse16
    cse22 = math.cos(phi_link2)
    cse23 = 6.1*math.sin(psi_link2)
    cse24 = math.sin(phi_link2)
    cse25 = math.cos(theta_link2)
    cse26 = 6.1*math.cos(psi_link2)
    cse27 = cse25*cse26
    cse28 = cse22*cse23 + cse24*cse27
    cse29 = cse23*cse24
    cse30 = cse22*cse27
    cse31 = math.sin(theta_link2)
    cse32 = cse26*cse31
    cse33 = cse2*cse6
    cse34 = math.sin(theta_rotor)
    cse35 = cse3*cse34
    cse36 = 0.7497211555855399*cse34
    cse37 = math.pi*t
    return np.array([
        cse0*cse1 - cse5,  # [0]
        -cse6 - cse8,  # [1]
        -r_rotor_x,  # [2]
        cse9,  # [3]
        cse10,  # [4]
        -cse11*cse12,  # [5]
        cse12*cse16*cse17 - cse15,  # [6]
        -cse19 - r_link3_x - 4,  # [7]
        -cse20 - r_link3_y - 8.5,  # [8]
        -cse21 - r_link3_z,  # [9]
        cse19 + cse28 + r_link2_x - r_link3_x,  # [10]
        cse20 + cse29 - cse30 + r_link2_y - r_link3_y,  # [11]
        cse21 - cse32 + r_link2_z - r_link3_z,  # [12]
        2*cse0*cse1 - cse28 - 2*cse5 + r_link2_x - r_rotor_x,  # [13]
        -cse29 + cse30 + 2*cse33 + 2*cse7 + cse9 + r_link2_y,  # [14]
        cse10 + cse32 + 2*cse35 + r_link2_z,  # [15]
        -cse22*cse31*(-0.6617538733301699*cse0*cse1*cse2 - cse0*cse36 + 0.6617538733301699*cse3*cse4) + cse24*cse31*(cse36*cse4 + 0.6617538733301699*cse6 + 0.6617538733301699*cse8) + cse25*(-0.6617538733301699*cse1*cse34 + 0.7497211555855399*cse2),  # [16]
        cse35*math.sin(cse37) + (cse33 + cse7)*math.cos(cse37),  # [17]
    ])



def Phi_q(q, t, p):
    """Constraint Jacobian with respect to the velocity coordinates: dPhi/dt = Phi_q v + Phi_t
    (rA: variations through the Pi operator, seed 001 eqs. 13-16 and Table 2).

    Args:
        q: position coordinates (18).
        t: time.
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 77 nonzero.
    """
    # 217 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.sin(phi_rotor)
    cse1 = math.cos(psi_rotor)
    cse2 = cse0*cse1
    cse3 = math.cos(theta_rotor)
    cse4 = math.sin(psi_rotor)
    cse5 = math.cos(phi_rotor)
    cse6 = cse4*cse5
    cse7 = cse3*cse6
    cse8 = math.sin(theta_rotor)
    cse9 = cse0*cse4
    cse10 = cse8*cse9
    cse11 = cse2*cse3
    cse12 = cse1*cse5
    cse13 = cse12*cse3
    cse14 = -cse13 + cse9
    cse15 = cse2*cse8
    cse16 = cse3*cse9
    cse17 = -cse12 + cse16
    cse18 = math.sin(phi_link3)
    cse19 = math.sin(theta_link3)
    cse20 = cse18*cse19
    cse21 = math.cos(phi_link3)
    cse22 = math.cos(theta_link3)
    cse23 = cse21*cse22
    cse24 = math.sin(psi_link3)
    cse25 = cse21*cse24
    cse26 = math.cos(psi_link3)
    cse27 = cse18*cse26
    cse28 = cse22*cse27
    cse29 = cse19*cse21*cse26
    cse30 = cse23*cse24
    cse31 = 3.7*cse24
    cse32 = cse18*cse31
    cse33 = -3.7*cse21*cse22*cse26 + cse32
    cse34 = 3.7*cse26
    cse35 = cse20*cse34
    cse36 = -3.7*cse21*cse26 + cse22*cse32
    cse37 = 3.7*cse25 + 3.7*cse28
    cse38 = 3.7*cse29
    cse39 = 3.7*cse27 + 3.7*cse30
    cse40 = cse22*cse34
    cse41 = cse19*cse31
    cse42 = math.sin(phi_link2)
    cse43 = 6.1*math.sin(psi_link2)
    cse44 = cse42*cse43
    cse45 = math.cos(phi_link2)
    cse46 = math.cos(psi_link2)
    cse47 = math.cos(theta_link2)
    cse48 = cse44 - 6.1*cse45*cse46*cse47
    cse49 = math.sin(theta_link2)
    cse50 = 6.1*cse46
    cse51 = cse42*cse50
    cse52 = cse49*cse51
    cse53 = cse44*cse47 - 6.1*cse45*cse46
    cse54 = cse43*cse45
    cse55 = cse47*cse51 + cse54
    cse56 = cse45*cse49*cse50
    cse57 = cse47*cse54 + cse51
    cse58 = cse47*cse50
    cse59 = cse43*cse49
    cse60 = 2*cse6
    cse61 = cse1*cse8
    cse62 = 0.7497211555855399*cse8
    cse63 = 0.6617538733301699*cse13 + cse5*cse62 - 0.6617538733301699*cse9
    cse64 = cse42*cse49
    cse65 = cse0*cse62 + 0.6617538733301699*cse11 + 0.6617538733301699*cse6
    cse66 = cse45*cse49
    cse67 = cse65*cse66
    cse68 = -cse63
    cse69 = math.pi*t
    cse70 = math.cos(cse69)
    cse71 = math.sin(cse69)
    out = np.zeros((18, 18))
    out[_Phi_q_INDEX] = (
        -cse2 - cse7,  # [0, 3]
        cse10,  # [0, 4]
        -cse11 - cse6,  # [0, 5]
        cse14,  # [1, 3]
        cse15,  # [1, 4]
        cse17,  # [1, 5]
        -1,  # [2, 0]
        -1,  # [3, 1]
        -1,  # [4, 2]
        cse20,  # [5, 15]
        -cse23,  # [5, 16]
        -cse25 - cse28,  # [6, 15]
        -cse29,  # [6, 16]
        -cse27 - cse30,  # [6, 17]
        -1,  # [7, 12]
        -cse33,  # [7, 15]
        -cse35,  # [7, 16]
        -cse36,  # [7, 17]
        -1,  # [8, 13]
        cse37,  # [8, 15]
        cse38,  # [8, 16]
        cse39,  # [8, 17]
        -1,  # [9, 14]
        -cse40,  # [9, 16]
        cse41,  # [9, 17]
        1,  # [10, 6]
        -cse48,  # [10, 9]
        -cse52,  # [10, 10]
        -cse53,  # [10, 11]
        -1,  # [10, 12]
        cse33,  # [10, 15]
        cse35,  # [10, 16]
        cse36,  # [10, 17]
        1,  # [11, 7]
        cse55,  # [11, 9]
        cse56,  # [11, 10]
        cse57,  # [11, 11]
        -1,  # [11, 13]
        -cse37,  # [11, 15]
        -cse38,  # [11, 16]
        -cse39,  # [11, 17]
        1,  # [12, 8]
        -cse58,  # [12, 10]
        cse59,  # [12, 11]
        -1,  # [12, 14]
        cse40,  # [12, 16]
        -cse41,  # [12, 17]
        -1,  # [13, 0]
        -2*cse2 - 2*cse7,  # [13, 3]
        2*cse10,  # [13, 4]
        -2*cse11 - cse60,  # [13, 5]
        1,  # [13, 6]
        cse48,  # [13, 9]
        cse52,  # [13, 10]
        cse53,  # [13, 11]
        -1,  # [14, 1]
        2*cse1*cse5 - 2*cse16,  # [14, 3]
        -cse60*cse8,  # [14, 4]
        2*cse1*cse3*cse5 - 2*cse9,  # [14, 5]
        1,  # [14, 7]
        -cse55,  # [14, 9]
        -cse56,  # [14, 10]
        -cse57,  # [14, 11]
        -1,  # [15, 2]
        2*cse3*cse4,  # [15, 4]
        2*cse61,  # [15, 5]
        1,  # [15, 8]
        cse58,  # [15, 10]
        -cse59,  # [15, 11]
        cse63*cse64 - cse67,  # [16, 3]
        cse47*(-0.6617538733301699*cse1*cse3 - cse62) + cse64*(0.7497211555855399*cse0*cse3 - 0.6617538733301699*cse15) - cse66*(0.6617538733301699*cse12*cse8 - 0.7497211555855399*cse3*cse5),  # [16, 4]
        0.6617538733301699*cse4*cse47*cse8 + cse64*(0.6617538733301699*cse1*cse5 - 0.6617538733301699*cse16) - cse66*(0.6617538733301699*cse2 + 0.6617538733301699*cse7),  # [16, 5]
        cse64*cse68 + cse67,  # [16, 9]
        cse42*cse47*cse65 - cse45*cse47*cse68 - cse49*(0.7497211555855399*cse3 - 0.6617538733301699*cse61),  # [16, 10]
        -cse17*cse70,  # [17, 3]
        cse3*cse4*cse71 - cse6*cse70*cse8,  # [17, 4]
        -cse14*cse70 + cse61*cse71,  # [17, 5]
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
    # 19 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, _, _, _,
        _, _, _, _,
        _, _,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    t = float(t)

    cse0 = math.sin(psi_rotor)
    cse1 = math.pi*t
    out = np.zeros(18)
    out[_nu_INDEX] = (
        -math.pi*cse0*math.sin(theta_rotor)*math.cos(cse1) + math.pi*(cse0*math.cos(phi_rotor)*math.cos(theta_rotor) + math.sin(phi_rotor)*math.cos(psi_rotor))*math.sin(cse1),  # [17]
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
    # 654 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    t = float(t)

    cse0 = math.sin(psi_rotor)
    cse1 = math.cos(phi_rotor)
    cse2 = cse0*cse1
    cse3 = math.sin(theta_rotor)
    cse4 = cse3*phid_rotor
    cse5 = math.sin(phi_rotor)
    cse6 = math.cos(psi_rotor)
    cse7 = cse5*cse6
    cse8 = cse3*psid_rotor
    cse9 = math.cos(theta_rotor)
    cse10 = cse0*cse5
    cse11 = cse10*cse9
    cse12 = cse11*thetad_rotor
    cse13 = cse3*thetad_rotor
    cse14 = cse1*cse6
    cse15 = cse11 - cse14
    cse16 = cse14*cse9
    cse17 = cse10 - cse16
    cse18 = cse7*cse9
    cse19 = cse18 + cse2
    cse20 = cse2*cse9
    cse21 = cse20 + cse7
    cse22 = cse10*cse13
    cse23 = math.cos(phi_link3)
    cse24 = math.sin(theta_link3)
    cse25 = cse23*cse24
    cse26 = math.sin(phi_link3)
    cse27 = math.cos(theta_link3)
    cse28 = cse26*cse27
    cse29 = cse28*thetad_link3
    cse30 = cse25*thetad_link3
    cse31 = math.cos(psi_link3)
    cse32 = cse26*cse31
    cse33 = cse24*cse32
    cse34 = math.sin(psi_link3)
    cse35 = cse25*psid_link3
    cse36 = cse23*cse31
    cse37 = cse27*cse36
    cse38 = cse26*cse34
    cse39 = -cse37 + cse38
    cse40 = cse27*cse38
    cse41 = -cse36 + cse40
    cse42 = 3.7*cse36
    cse43 = cse24*phid_link3
    cse44 = 3.7*cse31
    cse45 = -3.7*cse24*cse26*cse34*psid_link3 + cse29*cse44 + cse42*cse43
    cse46 = cse24*thetad_link3
    cse47 = cse42*cse46
    cse48 = 3.7*cse34
    cse49 = cse23*cse48
    cse50 = cse28*cse44 + cse49
    cse51 = -cse50
    cse52 = 3.7*cse32
    cse53 = cse27*cse49 + cse52
    cse54 = -cse53
    cse55 = 3.7*cse38
    cse56 = cse46*cse55
    cse57 = -3.7*cse23*cse27*cse31*thetad_link3 + cse35*cse48 + cse43*cse52
    cse58 = cse46*cse52
    cse59 = -3.7*cse23*cse27*cse31 + cse55
    cse60 = -cse59
    cse61 = -3.7*cse23*cse31 + 3.7*cse40
    cse62 = -cse61
    cse63 = cse30*cse48
    cse64 = cse24*cse44
    cse65 = cse27*cse48
    cse66 = cse64*psid_link3 + cse65*thetad_link3
    cse67 = cse64*thetad_link3 + cse65*psid_link3
    cse68 = math.cos(phi_link2)
    cse69 = math.cos(psi_link2)
    cse70 = 6.1*cse69
    cse71 = cse68*cse70
    cse72 = math.sin(theta_link2)
    cse73 = cse72*phid_link2
    cse74 = math.sin(phi_link2)
    cse75 = math.sin(psi_link2)
    cse76 = math.cos(theta_link2)
    cse77 = cse70*cse74
    cse78 = cse76*cse77
    cse79 = cse71*cse73 - 6.1*cse72*cse74*cse75*psid_link2 + cse78*thetad_link2
    cse80 = cse72*thetad_link2
    cse81 = cse71*cse80
    cse82 = 6.1*cse75
    cse83 = cse68*cse82
    cse84 = cse78 + cse83
    cse85 = -cse84
    cse86 = cse76*cse83 + cse77
    cse87 = -cse86
    cse88 = cse74*cse82
    cse89 = cse80*cse88
    cse90 = -6.1*cse68*cse69*cse76*thetad_link2 + cse72*cse83*psid_link2 + cse73*cse77
    cse91 = cse77*cse80
    cse92 = -6.1*cse68*cse69*cse76 + cse88
    cse93 = -cse92
    cse94 = -6.1*cse68*cse69 + cse76*cse88
    cse95 = -cse94
    cse96 = cse80*cse83
    cse97 = cse70*cse72
    cse98 = cse76*cse82
    cse99 = cse97*psid_link2 + cse98*thetad_link2
    cse100 = cse97*thetad_link2 + cse98*psid_link2
    cse101 = 2*cse2
    cse102 = 2*cse7
    cse103 = 2*cse14
    cse104 = -cse103 + 2*cse11
    cse105 = 2*cse10
    cse106 = cse105 - 2*cse16
    cse107 = 2*cse20
    cse108 = -cse102 - cse107
    cse109 = -cse101 - 2*cse18
    cse110 = cse0*cse3
    cse111 = 2*cse110
    cse112 = cse0*cse9
    cse113 = 0.6617538733301699*cse10
    cse114 = cse72*cse74
    cse115 = cse68*cse72
    cse116 = 0.6617538733301699*cse2
    cse117 = 0.6617538733301699*cse112*cse76 + cse113*cse114*cse3 + cse115*cse116*cse3
    cse118 = 0.6617538733301699*cse7
    cse119 = cse118 + 0.6617538733301699*cse20
    cse120 = 0.6617538733301699*cse1*cse6 - 0.6617538733301699*cse11
    cse121 = cse115*cse120
    cse122 = cse114*cse119 + cse121
    cse123 = -cse114*cse119 - cse121
    cse124 = 0.6617538733301699*cse6
    cse125 = cse124*cse3
    cse126 = 0.6617538733301699*cse18
    cse127 = cse116 + cse126
    cse128 = 0.6617538733301699*cse16
    cse129 = cse68*cse76
    cse130 = -0.6617538733301699*cse110*cse72 - cse119*cse129 + cse120*cse74*cse76
    cse131 = -cse118*cse3 + 0.7497211555855399*cse5*cse9
    cse132 = cse115*cse131
    cse133 = -0.7497211555855399*cse1*cse9 + 0.6617538733301699*cse14*cse3
    cse134 = cse114*cse133 + cse132
    cse135 = -cse132 - cse133*cse72*cse74
    cse136 = cse125 - 0.7497211555855399*cse9
    cse137 = 0.7497211555855399*cse3
    cse138 = cse137*cse5
    cse139 = cse1*cse137 + cse128
    cse140 = -cse129*cse133 + cse131*cse74*cse76 - cse72*(-cse124*cse9 - cse137)
    cse141 = -cse113 + cse139
    cse142 = cse115*cse141
    cse143 = cse127 + cse138
    cse144 = cse114*cse143
    cse145 = cse142 + cse144
    cse146 = -cse141
    cse147 = cse74*cse76
    cse148 = cse129*cse143
    cse149 = cse146*cse147 + cse148
    cse150 = cse141*cse147 - cse148
    cse151 = math.pi**2
    cse152 = math.pi*t
    cse153 = math.sin(cse152)
    cse154 = math.cos(cse152)
    cse155 = -cse15
    cse156 = math.pi*cse153
    cse157 = math.pi*cse112*cse154 + cse156*cse2*cse3
    cse158 = -cse156*cse17
    cse159 = -cse154*cse21
    cse160 = -cse154*cse19
    cse161 = cse154*cse3
    cse162 = -cse14*cse161 + cse153*cse6*cse9
    cse163 = cse110*cse153
    out = np.zeros(18)
    out[_gamma_INDEX] = (
        -phid_rotor*(cse13*cse2 + cse15*phid_rotor + cse17*psid_rotor) - psid_rotor*(cse13*cse7 + cse15*psid_rotor + cse17*phid_rotor) - thetad_rotor*(cse12 + cse2*cse4 + cse7*cse8),  # [0]
        -phid_rotor*(cse13*cse14 + cse19*phid_rotor + cse21*psid_rotor) - psid_rotor*(cse19*psid_rotor + cse21*phid_rotor - cse22) - thetad_rotor*(-cse10*cse8 + cse14*cse4 + cse18*thetad_rotor),  # [1]
        -phid_link3*(cse25*phid_link3 + cse29) - thetad_link3*(cse28*phid_link3 + cse30),  # [5]
        -phid_link3*(cse33*thetad_link3 + cse39*phid_link3 + cse41*psid_link3) - psid_link3*(cse30*cse34 + cse39*psid_link3 + cse41*phid_link3) - thetad_link3*(cse33*phid_link3 + cse34*cse35 - cse37*thetad_link3),  # [6]
        cse45*thetad_link3 - phid_link3*(-cse47 + cse51*phid_link3 + cse54*psid_link3) - psid_link3*(cse51*psid_link3 + cse54*phid_link3 + cse56),  # [7]
        cse57*thetad_link3 - phid_link3*(-cse58 + cse60*phid_link3 + cse62*psid_link3) - psid_link3*(cse60*psid_link3 + cse62*phid_link3 - cse63),  # [8]
        -cse66*psid_link3 - cse67*thetad_link3,  # [9]
        -cse45*thetad_link3 + cse79*thetad_link2 - phid_link2*(-cse81 + cse85*phid_link2 + cse87*psid_link2) - phid_link3*(cse47 + cse50*phid_link3 + cse53*psid_link3) - psid_link2*(cse85*psid_link2 + cse87*phid_link2 + cse89) - psid_link3*(cse50*psid_link3 + cse53*phid_link3 - cse56),  # [10]
        -cse57*thetad_link3 + cse90*thetad_link2 - phid_link2*(-cse91 + cse93*phid_link2 + cse95*psid_link2) - phid_link3*(cse58 + cse59*phid_link3 + cse61*psid_link3) - psid_link2*(cse93*psid_link2 + cse95*phid_link2 - cse96) - psid_link3*(cse59*psid_link3 + cse61*phid_link3 + cse63),  # [11]
        -cse100*thetad_link2 + cse66*psid_link3 + cse67*thetad_link3 - cse99*psid_link2,  # [12]
        -cse79*thetad_link2 - phid_link2*(cse81 + cse84*phid_link2 + cse86*psid_link2) - phid_rotor*(cse101*cse13 + cse104*phid_rotor + cse106*psid_rotor) - psid_link2*(cse84*psid_link2 + cse86*phid_link2 - cse89) - psid_rotor*(cse102*cse13 + cse104*psid_rotor + cse106*phid_rotor) - thetad_rotor*(cse101*cse4 + cse102*cse8 + 2*cse12),  # [13]
        -cse90*thetad_link2 - phid_link2*(cse91 + cse92*phid_link2 + cse94*psid_link2) - phid_rotor*(cse105*cse13 + cse108*phid_rotor + cse109*psid_rotor) - psid_link2*(cse92*psid_link2 + cse94*phid_link2 + cse96) - psid_rotor*(-cse103*cse13 + cse108*psid_rotor + cse109*phid_rotor) - thetad_rotor*(2*cse0*cse3*cse5*phid_rotor - cse103*cse8 - cse107*thetad_rotor),  # [14]
        cse100*thetad_link2 + cse99*psid_link2 - psid_rotor*(-cse111*psid_rotor + 2*cse6*cse9*thetad_rotor) - thetad_rotor*(-cse111*thetad_rotor + 2*cse6*cse9*psid_rotor),  # [15]
        -phid_link2*(cse122*psid_rotor + cse134*thetad_rotor + cse145*phid_rotor + cse149*thetad_link2 + phid_link2*(cse115*cse146 - cse144)) - phid_rotor*(cse123*psid_rotor + cse135*thetad_rotor + cse145*phid_link2 + cse150*thetad_link2 + phid_rotor*(-cse142 - cse143*cse72*cse74)) - psid_rotor*(cse117*thetad_rotor + cse122*phid_link2 + cse123*phid_rotor + cse130*thetad_link2 + psid_rotor*(-cse114*cse127 - cse115*(-cse113 + cse128) + cse125*cse76)) - thetad_link2*(cse130*psid_rotor + cse140*thetad_rotor + cse149*phid_link2 + cse150*phid_rotor + thetad_link2*(cse136*cse76 - cse144 + cse146*cse68*cse72)) - thetad_rotor*(cse117*psid_rotor + cse134*phid_link2 + cse135*phid_rotor + cse140*thetad_link2 + thetad_rotor*(cse114*(-cse126 - cse138) - cse115*cse139 + cse136*cse76)),  # [16]
        cse0*cse151*cse153*cse3 + cse151*cse154*cse21 + math.pi*cse153*cse155*phid_rotor - cse157*thetad_rotor - phid_rotor*(cse154*cse22 - cse155*cse156 + cse159*phid_rotor + cse160*psid_rotor) - psid_rotor*(math.pi*cse154*cse3*cse6 - cse158) - psid_rotor*(-cse158 + cse160*phid_rotor + math.pi*cse161*cse6 + cse162*thetad_rotor + psid_rotor*(cse159 - cse163)) - thetad_rotor*(cse10*cse154*cse4 + cse157 + cse162*psid_rotor + thetad_rotor*(-cse154*cse20 - cse163)),  # [17]
    )
    return out



def M(q, p):
    """Mass matrix: diag(m I, J_bar) for rA (seed 001 eq. 31a), diag(m I, W^T J W) for rp (W =
    2G, eq. 39a) and re (W = B^e, eq. 43a).

    Args:
        q: position coordinates (18).
        p: parameters (0).

    Returns:
        ndarray of shape (18, 18), 21 nonzero.
    """
    # 51 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_rotor, psi_rotor, _, _,
        _, _, theta_link2, psi_link2,
        _, _, _, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.sin(psi_rotor)
    cse1 = cse0**2
    cse2 = math.sin(theta_rotor)
    cse3 = cse2**2
    cse4 = math.cos(psi_rotor)
    cse5 = cse4**2
    cse6 = 2.0*cse0*cse2*cse4
    cse7 = math.sin(psi_link2)
    cse8 = cse7**2
    cse9 = math.sin(theta_link2)
    cse10 = cse9**2
    cse11 = math.cos(psi_link2)
    cse12 = cse11**2
    cse13 = 12.39*cse11*cse7*cse9
    cse14 = math.sin(psi_link3)
    cse15 = cse14**2
    cse16 = math.sin(theta_link3)
    cse17 = cse16**2
    cse18 = math.cos(psi_link3)
    cse19 = cse18**2
    cse20 = 4.53*cse14*cse16*cse18
    out = np.zeros((18, 18))
    out[_M_INDEX] = (
        2.0,  # [0, 0]
        2.0,  # [1, 1]
        2.0,  # [2, 2]
        4.0*cse1*cse3 + 2.0*cse3*cse5,  # [3, 3]
        cse6,  # [3, 4]
        cse6,  # [4, 3]
        2.0*cse1 + 4.0*cse5,  # [4, 4]
        1.0,  # [6, 6]
        1.0,  # [7, 7]
        1.0,  # [8, 8]
        0.01*cse10*cse12 + 12.4*cse10*cse8,  # [9, 9]
        cse13,  # [9, 10]
        cse13,  # [10, 9]
        12.4*cse12 + 0.01*cse8,  # [10, 10]
        1.0,  # [12, 12]
        1.0,  # [13, 13]
        1.0,  # [14, 14]
        4.54*cse15*cse17 + 0.01*cse17*cse19,  # [15, 15]
        cse20,  # [15, 16]
        cse20,  # [16, 15]
        0.01*cse15 + 4.54*cse19,  # [16, 16]
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
    # 165 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_rotor, psi_rotor, _, _,
        _, _, theta_link2, psi_link2,
        _, _, _, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.sin(theta_rotor)
    cse1 = math.cos(psi_rotor)
    cse2 = cse1*thetad_rotor
    cse3 = 2.0*psid_rotor
    cse4 = math.sin(psi_rotor)
    cse5 = cse0*phid_rotor
    cse6 = cse4*cse5
    cse7 = 2.0*cse2
    cse8 = math.cos(theta_rotor)
    cse9 = cse8*phid_rotor
    cse10 = 4.0*psid_rotor
    cse11 = cse2 + cse6
    cse12 = cse11*(-cse10 - 4.0*cse9) + cse2*cse3 + cse3*cse6 - cse7*cse9
    cse13 = cse1*cse5
    cse14 = cse4*thetad_rotor
    cse15 = 4.0*cse14
    cse16 = cse13 - cse14
    cse17 = -cse10*cse13 - cse15*cse9 + cse16*(cse3 + 2.0*cse9) + 4.0*cse4*psid_rotor*thetad_rotor
    cse18 = cse11*(4.0*cse13 - cse15) + cse16*(-2.0*cse6 - cse7)
    cse19 = math.sin(theta_link2)
    cse20 = math.cos(psi_link2)
    cse21 = cse20*thetad_link2
    cse22 = 0.01*psid_link2
    cse23 = math.sin(psi_link2)
    cse24 = cse19*phid_link2
    cse25 = cse23*cse24
    cse26 = 0.01*cse21
    cse27 = math.cos(theta_link2)
    cse28 = cse27*phid_link2
    cse29 = 12.4*psid_link2
    cse30 = cse21 + cse25
    cse31 = cse21*cse22 + cse22*cse25 - cse26*cse28 + cse30*(-12.4*cse28 - cse29)
    cse32 = cse20*cse24
    cse33 = cse23*thetad_link2
    cse34 = 12.4*cse33
    cse35 = cse32 - cse33
    cse36 = 12.4*cse23*psid_link2*thetad_link2 - cse28*cse34 - cse29*cse32 + cse35*(cse22 + 0.01*cse28)
    cse37 = cse30*(12.4*cse32 - cse34) + cse35*(-0.01*cse25 - cse26)
    cse38 = math.sin(theta_link3)
    cse39 = math.cos(psi_link3)
    cse40 = cse39*thetad_link3
    cse41 = 0.01*psid_link3
    cse42 = math.sin(psi_link3)
    cse43 = cse38*phid_link3
    cse44 = cse42*cse43
    cse45 = 0.01*cse40
    cse46 = math.cos(theta_link3)
    cse47 = cse46*phid_link3
    cse48 = 4.54*psid_link3
    cse49 = cse40 + cse44
    cse50 = cse40*cse41 + cse41*cse44 - cse45*cse47 + cse49*(-4.54*cse47 - cse48)
    cse51 = cse39*cse43
    cse52 = cse42*thetad_link3
    cse53 = 4.54*cse52
    cse54 = cse51 - cse52
    cse55 = 4.54*cse42*psid_link3*thetad_link3 - cse47*cse53 - cse48*cse51 + cse54*(cse41 + 0.01*cse47)
    cse56 = cse49*(4.54*cse51 - cse53) + cse54*(-0.01*cse44 - cse45)
    out = np.zeros(18)
    out[_Q_INDEX] = (
        -19.62,  # [2]
        cse0*cse1*cse12 + cse0*cse17*cse4 + cse18*cse8,  # [3]
        cse1*cse17 - cse12*cse4,  # [4]
        cse18,  # [5]
        -9.81,  # [8]
        cse19*cse20*cse31 + cse19*cse23*cse36 + cse27*cse37,  # [9]
        cse20*cse36 - cse23*cse31,  # [10]
        cse37,  # [11]
        -9.81,  # [14]
        cse38*cse39*cse50 + cse38*cse42*cse55 + cse46*cse56,  # [15]
        cse39*cse55 - cse42*cse50,  # [16]
        cse56,  # [17]
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
    # 417 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_rotor, psi_rotor, _, _,
        _, _, theta_link2, psi_link2,
        _, _, _, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(theta_rotor)
    cse1 = math.cos(psi_rotor)
    cse2 = cse1*thetad_rotor
    cse3 = 2.0*psid_rotor
    cse4 = math.sin(psi_rotor)
    cse5 = math.sin(theta_rotor)
    cse6 = cse5*phid_rotor
    cse7 = cse4*cse6
    cse8 = 2.0*cse2
    cse9 = cse0*phid_rotor
    cse10 = 4.0*psid_rotor
    cse11 = 4.0*cse9
    cse12 = -cse10 - cse11
    cse13 = cse2 + cse7
    cse14 = cse12*cse13 + cse2*cse3 + cse3*cse7 - cse8*cse9
    cse15 = cse1*cse14
    cse16 = cse1*cse6
    cse17 = cse4*thetad_rotor
    cse18 = 4.0*cse17
    cse19 = 2.0*cse9
    cse20 = cse19 + cse3
    cse21 = cse16 - cse17
    cse22 = -cse10*cse16 - cse18*cse9 + cse20*cse21 + 4.0*cse4*psid_rotor*thetad_rotor
    cse23 = cse22*cse4
    cse24 = cse4*cse9
    cse25 = cse12*cse24 + 4.0*cse13*cse6 + cse24*cse3 + cse6*cse8
    cse26 = cse1*cse5
    cse27 = cse1*cse9
    cse28 = cse0*cse1*cse20*phid_rotor - cse10*cse27 - 2.0*cse21*cse6 + 4.0*cse4*cse5*phid_rotor*thetad_rotor
    cse29 = cse4*cse5
    cse30 = 4.0*cse16 - cse18
    cse31 = -2.0*cse7 - cse8
    cse32 = cse1*cse11*cse13 - cse19*cse21*cse4 + cse24*cse30 + cse27*cse31
    cse33 = cse12*cse21 + cse16*cse3 + cse17*cse19 - cse17*cse3
    cse34 = -cse13
    cse35 = cse10*cse2 + cse10*cse7 - cse11*cse2 + cse20*cse34
    cse36 = cse13*(-4.0*cse2 - 4.0*cse7) + cse21*cse30 + cse21*(-2.0*cse16 + 2.0*cse4*thetad_rotor) + cse31*cse34
    cse37 = math.cos(theta_link2)
    cse38 = math.cos(psi_link2)
    cse39 = cse38*thetad_link2
    cse40 = 0.01*psid_link2
    cse41 = math.sin(psi_link2)
    cse42 = math.sin(theta_link2)
    cse43 = cse42*phid_link2
    cse44 = cse41*cse43
    cse45 = 0.01*cse39
    cse46 = cse37*phid_link2
    cse47 = 12.4*psid_link2
    cse48 = 12.4*cse46
    cse49 = -cse47 - cse48
    cse50 = cse39 + cse44
    cse51 = cse39*cse40 + cse40*cse44 - cse45*cse46 + cse49*cse50
    cse52 = cse38*cse51
    cse53 = cse38*cse43
    cse54 = cse41*thetad_link2
    cse55 = 12.4*cse54
    cse56 = 0.01*cse46
    cse57 = cse40 + cse56
    cse58 = cse53 - cse54
    cse59 = 12.4*cse41*psid_link2*thetad_link2 - cse46*cse55 - cse47*cse53 + cse57*cse58
    cse60 = cse41*cse59
    cse61 = cse41*cse46
    cse62 = cse40*cse61 + cse43*cse45 + 12.4*cse43*cse50 + cse49*cse61
    cse63 = cse38*cse42
    cse64 = cse38*cse46
    cse65 = cse37*cse38*cse57*phid_link2 + 12.4*cse41*cse42*phid_link2*thetad_link2 - 0.01*cse43*cse58 - cse47*cse64
    cse66 = cse41*cse42
    cse67 = 12.4*cse53 - cse55
    cse68 = -0.01*cse44 - cse45
    cse69 = cse38*cse48*cse50 - cse41*cse56*cse58 + cse61*cse67 + cse64*cse68
    cse70 = cse40*cse53 - cse40*cse54 + cse49*cse58 + cse54*cse56
    cse71 = -cse50
    cse72 = cse39*cse47 - cse39*cse48 + cse44*cse47 + cse57*cse71
    cse73 = cse50*(-12.4*cse39 - 12.4*cse44) + cse58*cse67 + cse58*(0.01*cse41*thetad_link2 - 0.01*cse53) + cse68*cse71
    cse74 = math.cos(theta_link3)
    cse75 = math.cos(psi_link3)
    cse76 = cse75*thetad_link3
    cse77 = 0.01*psid_link3
    cse78 = math.sin(psi_link3)
    cse79 = math.sin(theta_link3)
    cse80 = cse79*phid_link3
    cse81 = cse78*cse80
    cse82 = 0.01*cse76
    cse83 = cse74*phid_link3
    cse84 = 4.54*psid_link3
    cse85 = 4.54*cse83
    cse86 = -cse84 - cse85
    cse87 = cse76 + cse81
    cse88 = cse76*cse77 + cse77*cse81 - cse82*cse83 + cse86*cse87
    cse89 = cse75*cse88
    cse90 = cse75*cse80
    cse91 = cse78*thetad_link3
    cse92 = 4.54*cse91
    cse93 = 0.01*cse83
    cse94 = cse77 + cse93
    cse95 = cse90 - cse91
    cse96 = 4.54*cse78*psid_link3*thetad_link3 - cse83*cse92 - cse84*cse90 + cse94*cse95
    cse97 = cse78*cse96
    cse98 = cse78*cse83
    cse99 = cse77*cse98 + cse80*cse82 + 4.54*cse80*cse87 + cse86*cse98
    cse100 = cse75*cse79
    cse101 = cse75*cse83
    cse102 = -cse101*cse84 + cse74*cse75*cse94*phid_link3 + 4.54*cse78*cse79*phid_link3*thetad_link3 - 0.01*cse80*cse95
    cse103 = cse78*cse79
    cse104 = 4.54*cse90 - cse92
    cse105 = -0.01*cse81 - cse82
    cse106 = cse101*cse105 + cse104*cse98 + cse75*cse85*cse87 - cse78*cse93*cse95
    cse107 = cse77*cse90 - cse77*cse91 + cse86*cse95 + cse91*cse93
    cse108 = -cse87
    cse109 = cse108*cse94 + cse76*cse84 - cse76*cse85 + cse81*cse84
    cse110 = cse104*cse95 + cse105*cse108 + cse87*(-4.54*cse76 - 4.54*cse81) + cse95*(0.01*cse78*thetad_link3 - 0.01*cse90)
    out = np.zeros((18, 18))
    out[_Q_q_INDEX] = (
        cse0*cse15 + cse0*cse23 + cse0*cse32 + cse25*cse26 + cse28*cse29 - cse5*(cse13*cse30 + cse21*cse31),  # [3, 4]
        cse0*cse36 - cse14*cse29 + cse22*cse26 + cse26*cse33 + cse29*cse35,  # [3, 5]
        cse1*cse28 - cse25*cse4,  # [4, 4]
        cse1*cse35 - cse15 - cse23 - cse33*cse4,  # [4, 5]
        cse32,  # [5, 4]
        cse36,  # [5, 5]
        cse37*cse52 + cse37*cse60 + cse37*cse69 - cse42*(cse50*cse67 + cse58*cse68) + cse62*cse63 + cse65*cse66,  # [9, 10]
        cse37*cse73 - cse51*cse66 + cse59*cse63 + cse63*cse70 + cse66*cse72,  # [9, 11]
        cse38*cse65 - cse41*cse62,  # [10, 10]
        cse38*cse72 - cse41*cse70 - cse52 - cse60,  # [10, 11]
        cse69,  # [11, 10]
        cse73,  # [11, 11]
        cse100*cse99 + cse102*cse103 + cse106*cse74 + cse74*cse89 + cse74*cse97 - cse79*(cse104*cse87 + cse105*cse95),  # [15, 16]
        cse100*cse107 + cse100*cse96 + cse103*cse109 - cse103*cse88 + cse110*cse74,  # [15, 17]
        cse102*cse75 - cse78*cse99,  # [16, 16]
        -cse107*cse78 + cse109*cse75 - cse89 - cse97,  # [16, 17]
        cse106,  # [17, 16]
        cse110,  # [17, 17]
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
    # 297 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_rotor, psi_rotor, _, _,
        _, _, theta_link2, psi_link2,
        _, _, _, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 2.0*psid_rotor
    cse1 = math.sin(psi_rotor)
    cse2 = math.sin(theta_rotor)
    cse3 = cse1*cse2
    cse4 = math.cos(theta_rotor)
    cse5 = math.cos(psi_rotor)
    cse6 = cse5*thetad_rotor
    cse7 = 2.0*cse6
    cse8 = 4.0*psid_rotor
    cse9 = 4.0*cse4
    cse10 = cse9*phid_rotor
    cse11 = -cse10 - cse8
    cse12 = cse3*phid_rotor
    cse13 = cse12 + cse6
    cse14 = cse0*cse3 + cse11*cse3 - cse13*cse9 - cse4*cse7
    cse15 = cse2*cse5
    cse16 = cse1*thetad_rotor
    cse17 = 4.0*cse16
    cse18 = 2.0*cse4*phid_rotor
    cse19 = cse0 + cse18
    cse20 = cse15*phid_rotor
    cse21 = -cse16 + cse20
    cse22 = -cse15*cse8 - cse17*cse4 + cse19*cse2*cse5 + 2.0*cse21*cse4
    cse23 = 4.0*cse13
    cse24 = -2.0*cse12 - cse7
    cse25 = cse15*cse24
    cse26 = -cse17 + 4.0*cse20
    cse27 = 2.0*cse21
    cse28 = cse15*cse23 + cse25 + cse26*cse3 - cse27*cse3
    cse29 = cse0*cse5 + cse11*cse5 - cse18*cse5
    cse30 = -cse1*cse10 - cse1*cse19 + 4.0*cse1*psid_rotor
    cse31 = cse1*cse24
    cse32 = -cse1*cse23 + cse26*cse5 - cse27*cse5 - cse31
    cse33 = 2.0*cse1*thetad_rotor - 2.0*cse20
    cse34 = 0.01*psid_link2
    cse35 = math.sin(psi_link2)
    cse36 = math.sin(theta_link2)
    cse37 = cse35*cse36
    cse38 = math.cos(theta_link2)
    cse39 = math.cos(psi_link2)
    cse40 = cse39*thetad_link2
    cse41 = 0.01*cse40
    cse42 = 12.4*psid_link2
    cse43 = 12.4*cse38
    cse44 = cse43*phid_link2
    cse45 = -cse42 - cse44
    cse46 = cse37*phid_link2
    cse47 = cse40 + cse46
    cse48 = cse34*cse37 + cse37*cse45 - cse38*cse41 - cse43*cse47
    cse49 = cse36*cse39
    cse50 = cse35*thetad_link2
    cse51 = 12.4*cse50
    cse52 = 0.01*cse38*phid_link2
    cse53 = cse34 + cse52
    cse54 = cse49*phid_link2
    cse55 = -cse50 + cse54
    cse56 = cse36*cse39*cse53 - cse38*cse51 + 0.01*cse38*cse55 - cse42*cse49
    cse57 = 12.4*cse47
    cse58 = -cse41 - 0.01*cse46
    cse59 = -cse51 + 12.4*cse54
    cse60 = 0.01*cse55
    cse61 = cse37*cse59 - cse37*cse60 + cse49*cse57 + cse49*cse58
    cse62 = cse34*cse39 + cse39*cse45 - cse39*cse52
    cse63 = -cse35*cse44 - cse35*cse53 + 12.4*cse35*psid_link2
    cse64 = -cse35*cse57 - cse35*cse58 + cse39*cse59 - cse39*cse60
    cse65 = -12.39*cse40 - 12.39*cse46
    cse66 = 12.39*cse35*thetad_link2 - 12.39*cse54
    cse67 = 0.01*psid_link3
    cse68 = math.sin(psi_link3)
    cse69 = math.sin(theta_link3)
    cse70 = cse68*cse69
    cse71 = math.cos(theta_link3)
    cse72 = math.cos(psi_link3)
    cse73 = cse72*thetad_link3
    cse74 = 0.01*cse73
    cse75 = 4.54*psid_link3
    cse76 = 4.54*cse71
    cse77 = cse76*phid_link3
    cse78 = -cse75 - cse77
    cse79 = cse70*phid_link3
    cse80 = cse73 + cse79
    cse81 = cse67*cse70 + cse70*cse78 - cse71*cse74 - cse76*cse80
    cse82 = cse69*cse72
    cse83 = cse68*thetad_link3
    cse84 = 4.54*cse83
    cse85 = 0.01*cse71*phid_link3
    cse86 = cse67 + cse85
    cse87 = cse82*phid_link3
    cse88 = -cse83 + cse87
    cse89 = cse69*cse72*cse86 - cse71*cse84 + 0.01*cse71*cse88 - cse75*cse82
    cse90 = 4.54*cse80
    cse91 = -cse74 - 0.01*cse79
    cse92 = -cse84 + 4.54*cse87
    cse93 = 0.01*cse88
    cse94 = cse70*cse92 - cse70*cse93 + cse82*cse90 + cse82*cse91
    cse95 = cse67*cse72 + cse72*cse78 - cse72*cse85
    cse96 = -cse68*cse77 - cse68*cse86 + 4.54*cse68*psid_link3
    cse97 = -cse68*cse90 - cse68*cse91 + cse72*cse92 - cse72*cse93
    cse98 = -4.53*cse73 - 4.53*cse79
    cse99 = 4.53*cse68*thetad_link3 - 4.53*cse87
    out = np.zeros((18, 18))
    out[_Q_v_INDEX] = (
        cse14*cse15 + cse22*cse3 + cse28*cse4,  # [3, 3]
        cse15*cse29 + cse3*cse30 + cse32*cse4,  # [3, 4]
        cse25 + cse3*cse33,  # [3, 5]
        -cse1*cse14 + cse22*cse5,  # [4, 3]
        -cse1*cse29 + cse30*cse5,  # [4, 4]
        -cse31 + cse33*cse5,  # [4, 5]
        cse28,  # [5, 3]
        cse32,  # [5, 4]
        cse37*cse56 + cse38*cse61 + cse48*cse49,  # [9, 9]
        cse37*cse63 + cse38*cse64 + cse49*cse62,  # [9, 10]
        cse37*cse66 + cse49*cse65,  # [9, 11]
        -cse35*cse48 + cse39*cse56,  # [10, 9]
        -cse35*cse62 + cse39*cse63,  # [10, 10]
        -cse35*cse65 + cse39*cse66,  # [10, 11]
        cse61,  # [11, 9]
        cse64,  # [11, 10]
        cse70*cse89 + cse71*cse94 + cse81*cse82,  # [15, 15]
        cse70*cse96 + cse71*cse97 + cse82*cse95,  # [15, 16]
        cse70*cse99 + cse82*cse98,  # [15, 17]
        -cse68*cse81 + cse72*cse89,  # [16, 15]
        -cse68*cse95 + cse72*cse96,  # [16, 16]
        -cse68*cse98 + cse72*cse99,  # [16, 17]
        cse94,  # [17, 15]
        cse97,  # [17, 16]
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
    # 111 operations after common subexpression elimination
    (
        _, _, _, _,
        theta_rotor, psi_rotor, _, _,
        _, _, theta_link2, psi_link2,
        _, _, _, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, acc_3,
        acc_4, _, _, _,
        _, acc_9, acc_10, _,
        _, _, _, acc_15,
        acc_16, _,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    cse0 = math.cos(psi_rotor)
    cse1 = math.sin(psi_rotor)
    cse2 = cse0*cse1
    cse3 = acc_4*cse2
    cse4 = math.cos(theta_rotor)
    cse5 = 2.0*cse4
    cse6 = cse1**2
    cse7 = math.sin(theta_rotor)
    cse8 = cse4*cse7
    cse9 = cse0**2
    cse10 = 2.0*cse7
    cse11 = acc_4*cse10
    cse12 = acc_3*cse2
    cse13 = math.cos(psi_link2)
    cse14 = math.sin(psi_link2)
    cse15 = cse13*cse14
    cse16 = acc_10*cse15
    cse17 = math.cos(theta_link2)
    cse18 = 12.39*cse17
    cse19 = cse14**2
    cse20 = math.sin(theta_link2)
    cse21 = cse17*cse20
    cse22 = cse13**2
    cse23 = 12.39*cse20
    cse24 = acc_10*cse23
    cse25 = acc_9*cse15
    cse26 = math.cos(psi_link3)
    cse27 = math.sin(psi_link3)
    cse28 = cse26*cse27
    cse29 = acc_16*cse28
    cse30 = math.cos(theta_link3)
    cse31 = 4.53*cse30
    cse32 = cse27**2
    cse33 = math.sin(theta_link3)
    cse34 = cse30*cse33
    cse35 = cse26**2
    cse36 = 4.53*cse33
    cse37 = acc_16*cse36
    cse38 = acc_15*cse28
    out = np.zeros((18, 18))
    out[_Ma_q_INDEX] = (
        acc_3*(8.0*cse6*cse8 + 4.0*cse8*cse9) + cse3*cse5,  # [3, 4]
        -cse11*cse6 + cse11*cse9 + 4.0*cse12*cse7**2,  # [3, 5]
        cse12*cse5,  # [4, 4]
        -acc_3*cse10*cse6 + 2.0*acc_3*cse7*cse9 - 4.0*cse3,  # [4, 5]
        acc_9*(24.8*cse19*cse21 + 0.02*cse21*cse22) + cse16*cse18,  # [9, 10]
        -cse19*cse24 + 24.78*cse20**2*cse25 + cse22*cse24,  # [9, 11]
        cse18*cse25,  # [10, 10]
        -acc_9*cse19*cse23 + 12.39*acc_9*cse20*cse22 - 24.78*cse16,  # [10, 11]
        acc_15*(9.08*cse32*cse34 + 0.02*cse34*cse35) + cse29*cse31,  # [15, 16]
        -cse32*cse37 + 9.06*cse33**2*cse38 + cse35*cse37,  # [15, 17]
        cse31*cse38,  # [16, 16]
        -acc_15*cse32*cse36 + 4.53*acc_15*cse33*cse35 - 9.06*cse29,  # [16, 17]
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
        ndarray of shape (18, 18), 39 nonzero.
    """
    # 408 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    cse0 = math.sin(phi_rotor)
    cse1 = math.sin(psi_rotor)
    cse2 = cse0*cse1
    cse3 = 0.6617538733301699*cse2
    cse4 = math.cos(phi_rotor)
    cse5 = math.sin(theta_rotor)
    cse6 = 0.7497211555855399*cse5
    cse7 = math.cos(theta_rotor)
    cse8 = math.cos(psi_rotor)
    cse9 = cse4*cse8
    cse10 = cse7*cse9
    cse11 = 0.6617538733301699*cse10
    cse12 = cse11 + cse4*cse6
    cse13 = cse12 - cse3
    cse14 = math.sin(theta_link2)
    cse15 = math.cos(phi_link2)
    cse16 = cse14*cse15
    cse17 = cse13*cse16
    cse18 = math.sin(phi_link2)
    cse19 = cse1*cse4
    cse20 = 0.6617538733301699*cse19
    cse21 = cse0*cse8
    cse22 = cse21*cse7
    cse23 = 0.6617538733301699*cse22
    cse24 = cse0*cse6 + cse23
    cse25 = cse20 + cse24
    cse26 = math.pi*t
    cse27 = math.cos(cse26)
    cse28 = cse19*cse7
    cse29 = cse21 + cse28
    cse30 = -cse27*cse29
    cse31 = cse2*cse7
    cse32 = cse19 + cse22
    cse33 = 2*cse9
    cse34 = 2*cse31
    cse35 = 2*cse21
    cse36 = 2*cse28
    cse37 = cse32*lam_1 + lam_0*(cse31 - cse9) + lam_13*(-cse33 + cse34) + lam_14*(-cse35 - cse36)
    cse38 = cse5*lam_0
    cse39 = cse5*cse9
    cse40 = 2*cse19
    cse41 = cse5*lam_13
    cse42 = 2*cse2
    cse43 = cse5*lam_14
    cse44 = cse27*lam_17
    cse45 = cse2*cse5
    cse46 = 0.6617538733301699*cse21
    cse47 = 0.7497211555855399*cse0*cse7 - cse46*cse5
    cse48 = cse16*cse47
    cse49 = -0.7497211555855399*cse4*cse7 + 0.6617538733301699*cse5*cse9
    cse50 = cse19*cse38 + cse39*lam_1 + cse40*cse41 + cse42*cse43 + cse44*cse45 + lam_16*(-cse14*cse18*cse49 - cse48)
    cse51 = cse20*cse7 + cse46
    cse52 = cse14*cse18
    cse53 = -0.6617538733301699*cse31 + 0.6617538733301699*cse4*cse8
    cse54 = cse16*cse53
    cse55 = cse29*lam_1 - cse32*cse44 + lam_0*(-cse10 + cse2) + lam_13*(-cse33*cse7 + cse42) + lam_14*(-2*cse22 - cse40) + lam_16*(-cse51*cse52 - cse54)
    cse56 = cse25*cse52
    cse57 = lam_16*(cse17 + cse56)
    cse58 = math.cos(theta_link2)
    cse59 = cse18*cse58
    cse60 = cse15*cse58
    cse61 = cse25*cse60
    cse62 = lam_16*(cse13*cse59 - cse61)
    cse63 = cse1*cse5
    cse64 = 2*lam_15
    cse65 = -cse63*cse64
    cse66 = math.sin(cse26)
    cse67 = cse63*cse66
    cse68 = 0.6617538733301699*cse8
    cse69 = cse5*cse68
    cse70 = cse69 - 0.7497211555855399*cse7
    cse71 = cse21*cse38 - cse33*cse43 + cse35*cse41 - cse45*lam_1 + cse64*cse7*cse8 + lam_16*(0.6617538733301699*cse1*cse58*cse7 + cse16*cse20*cse5 + cse3*cse5*cse52) + lam_17*(-cse27*cse39 + cse66*cse7*cse8)
    cse72 = lam_16*(cse48 + cse49*cse52)
    cse73 = lam_16*(-cse14*(-cse6 - cse68*cse7) + cse18*cse47*cse58 - cse49*cse60)
    cse74 = lam_16*(cse51*cse52 + cse54)
    cse75 = lam_16*(-0.6617538733301699*cse14*cse63 + cse18*cse53*cse58 - cse51*cse60)
    cse76 = -cse13
    cse77 = 6.1*math.sin(psi_link2)
    cse78 = math.cos(psi_link2)
    cse79 = 6.1*cse78
    cse80 = cse59*cse79
    cse81 = cse15*cse77 + cse80
    cse82 = -6.1*cse15*cse58*cse78 + cse18*cse77
    cse83 = -cse81*lam_10 + cse81*lam_13 - cse82*lam_11 + cse82*lam_14
    cse84 = cse16*cse79
    cse85 = cse52*cse79
    cse86 = -cse84*lam_10 + cse84*lam_13 - cse85*lam_11 + cse85*lam_14 + lam_16*(cse59*cse76 + cse61)
    cse87 = cse18*cse79 + cse60*cse77
    cse88 = -6.1*cse15*cse78 + cse59*cse77
    cse89 = -cse87*lam_10 + cse87*lam_13 - cse88*lam_11 + cse88*lam_14
    cse90 = cse60*cse79
    cse91 = cse14*cse79
    cse92 = cse91*lam_12 - cse91*lam_15
    cse93 = cse58*cse77
    cse94 = cse52*cse77
    cse95 = cse16*cse77
    cse96 = cse93*lam_12 - cse93*lam_15 + cse94*lam_10 - cse94*lam_13 - cse95*lam_11 + cse95*lam_14
    cse97 = math.cos(phi_link3)
    cse98 = math.sin(theta_link3)
    cse99 = cse97*cse98
    cse100 = cse99*lam_5
    cse101 = math.sin(psi_link3)
    cse102 = 3.7*cse101
    cse103 = cse102*cse97
    cse104 = math.sin(phi_link3)
    cse105 = math.cos(theta_link3)
    cse106 = cse104*cse105
    cse107 = math.cos(psi_link3)
    cse108 = 3.7*cse107
    cse109 = cse106*cse108
    cse110 = cse103 + cse109
    cse111 = cse101*cse104
    cse112 = 3.7*cse111
    cse113 = cse107*cse97
    cse114 = cse105*cse113
    cse115 = 3.7*cse114
    cse116 = cse112 - cse115
    cse117 = cse110*lam_10 - cse110*lam_7 + cse116*lam_11 - cse116*lam_8 + lam_6*(cse111 - cse114)
    cse118 = 3.7*cse113
    cse119 = cse118*cse98
    cse120 = cse104*cse108
    cse121 = cse120*cse98
    cse122 = cse104*cse107*cse98*lam_6 + cse106*lam_5 + cse119*lam_10 - cse119*lam_7 + cse121*lam_11 - cse121*lam_8
    cse123 = cse103*cse105 + cse120
    cse124 = cse105*cse112 - cse118
    cse125 = cse123*lam_10 - cse123*lam_7 + cse124*lam_11 - cse124*lam_8 + lam_6*(cse105*cse111 - cse113)
    cse126 = cse108*cse98
    cse127 = -cse126*lam_12 + cse126*lam_9
    cse128 = cse102*cse105
    cse129 = cse112*cse98
    cse130 = cse103*cse98
    cse131 = cse101*cse99*lam_6 - cse128*lam_12 + cse128*lam_9 - cse129*lam_10 + cse129*lam_7 + cse130*lam_11 - cse130*lam_8
    out = np.zeros((18, 18))
    out[_Phi_qT_lam_q_INDEX] = (
        cse30*lam_17 + cse37 + lam_16*(-cse14*cse18*cse25 - cse17),  # [3, 3]
        cse50,  # [3, 4]
        cse55,  # [3, 5]
        cse57,  # [3, 9]
        cse62,  # [3, 10]
        cse50,  # [4, 3]
        cse22*lam_1 + cse31*lam_0 + cse34*lam_13 - cse36*lam_14 + cse65 + lam_16*(-cse12*cse16 - cse24*cse52 + cse58*cse70) + lam_17*(-cse27*cse28 - cse67),  # [4, 4]
        cse71,  # [4, 5]
        cse72,  # [4, 9]
        cse73,  # [4, 10]
        cse55,  # [5, 3]
        cse71,  # [5, 4]
        cse37 + cse65 + lam_16*(-cse16*(cse11 - cse3) + cse52*(-cse20 - cse23) + cse58*cse69) + lam_17*(cse30 - cse67),  # [5, 5]
        cse74,  # [5, 9]
        cse75,  # [5, 10]
        cse57,  # [9, 3]
        cse72,  # [9, 4]
        cse74,  # [9, 5]
        cse83 + lam_16*(cse16*cse76 - cse56),  # [9, 9]
        cse86,  # [9, 10]
        cse89,  # [9, 11]
        cse62,  # [10, 3]
        cse73,  # [10, 4]
        cse75,  # [10, 5]
        cse86,  # [10, 9]
        -cse80*lam_10 + cse80*lam_13 + cse90*lam_11 - cse90*lam_14 + cse92 + lam_16*(cse14*cse15*cse76 - cse56 + cse58*cse70),  # [10, 10]
        cse96,  # [10, 11]
        cse89,  # [11, 9]
        cse96,  # [11, 10]
        cse83 + cse92,  # [11, 11]
        cse100 + cse117,  # [15, 15]
        cse122,  # [15, 16]
        cse125,  # [15, 17]
        cse122,  # [16, 15]
        cse100 + cse109*lam_10 - cse109*lam_7 - cse114*lam_6 - cse115*lam_11 + cse115*lam_8 + cse127,  # [16, 16]
        cse131,  # [16, 17]
        cse125,  # [17, 15]
        cse131,  # [17, 16]
        cse117 + cse127,  # [17, 17]
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
    # 612 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        acc_0, acc_1, acc_2, acc_3,
        acc_4, _, acc_6, acc_7,
        acc_8, acc_9, acc_10, _,
        acc_12, acc_13, acc_14, acc_15,
        acc_16, _,
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

    cse0 = math.cos(psi_rotor)
    cse1 = math.sin(psi_rotor)
    cse2 = math.sin(theta_rotor)
    cse3 = cse1*cse2
    cse4 = 2.0*cse0*cse3
    cse5 = math.sin(phi_rotor)
    cse6 = cse1*cse5
    cse7 = math.cos(theta_rotor)
    cse8 = math.cos(phi_rotor)
    cse9 = cse0*cse8
    cse10 = cse7*cse9
    cse11 = -cse10 + cse6
    cse12 = cse0*cse5
    cse13 = cse1*cse8
    cse14 = cse13*cse7
    cse15 = cse12 + cse14
    cse16 = 2*cse12
    cse17 = 2*cse14 + cse16
    cse18 = cse6*cse7
    cse19 = -2*cse0*cse8 + 2*cse18
    cse20 = math.pi*t
    cse21 = math.cos(cse20)
    cse22 = -cse0*cse8 + cse18
    cse23 = -cse22
    cse24 = cse1**2
    cse25 = cse2**2
    cse26 = cse0**2
    cse27 = cse0*thetad_rotor
    cse28 = 2.0*psid_rotor
    cse29 = cse2*phid_rotor
    cse30 = cse1*cse29
    cse31 = 2.0*cse27
    cse32 = cse7*phid_rotor
    cse33 = 4.0*psid_rotor
    cse34 = cse27 + cse30
    cse35 = cse27*cse28 + cse28*cse30 - cse31*cse32 + cse34*(-4.0*cse32 - cse33)
    cse36 = cse0*cse2
    cse37 = cse0*cse29
    cse38 = cse1*thetad_rotor
    cse39 = 4.0*cse38
    cse40 = cse37 - cse38
    cse41 = 4.0*cse1*psid_rotor*thetad_rotor - cse32*cse39 - cse33*cse37 + cse40*(cse28 + 2.0*cse32)
    cse42 = 0.6617538733301699*cse6
    cse43 = 0.7497211555855399*cse2
    cse44 = 0.6617538733301699*cse10 - cse42 + cse43*cse8
    cse45 = math.sin(theta_link2)
    cse46 = math.sin(phi_link2)
    cse47 = cse45*cse46
    cse48 = 0.6617538733301699*cse7
    cse49 = cse12*cse48 + 0.6617538733301699*cse13 + cse43*cse5
    cse50 = math.cos(phi_link2)
    cse51 = cse45*cse50
    cse52 = cse49*cse51
    cse53 = cse34*(4.0*cse37 - cse39)
    cse54 = cse40*(-2.0*cse30 - cse31)
    cse55 = 2*lam_15
    cse56 = 2*cse6
    cse57 = 2*cse13
    cse58 = math.sin(cse20)
    cse59 = math.cos(theta_link2)
    cse60 = 0.6617538733301699*cse12
    cse61 = -cse12*cse7 - cse13
    cse62 = math.cos(psi_link2)
    cse63 = math.sin(psi_link2)
    cse64 = cse45*cse63
    cse65 = 12.39*cse62*cse64
    cse66 = 6.1*cse63
    cse67 = cse46*cse66
    cse68 = cse50*cse59
    cse69 = 6.1*cse62
    cse70 = cse68*cse69
    cse71 = cse67 - cse70
    cse72 = cse50*cse66
    cse73 = cse46*cse59*cse69 + cse72
    cse74 = cse63**2
    cse75 = cse45**2
    cse76 = cse62**2
    cse77 = cse62*thetad_link2
    cse78 = 0.01*psid_link2
    cse79 = cse45*phid_link2
    cse80 = cse63*cse79
    cse81 = 0.01*cse77
    cse82 = cse59*phid_link2
    cse83 = 12.4*psid_link2
    cse84 = cse77 + cse80
    cse85 = cse77*cse78 + cse78*cse80 - cse81*cse82 + cse84*(-12.4*cse82 - cse83)
    cse86 = cse45*cse62
    cse87 = cse62*cse79
    cse88 = cse63*thetad_link2
    cse89 = 12.4*cse88
    cse90 = cse87 - cse88
    cse91 = 12.4*cse63*psid_link2*thetad_link2 - cse82*cse89 - cse83*cse87 + cse90*(cse78 + 0.01*cse82)
    cse92 = -cse44
    cse93 = cse84*(12.4*cse87 - cse89)
    cse94 = cse90*(-0.01*cse80 - cse81)
    cse95 = cse59*cse69
    cse96 = cse47*cse69
    cse97 = cse51*cse69
    cse98 = -0.6617538733301699*cse36 + 0.7497211555855399*cse7
    cse99 = cse45*cse66
    cse100 = -6.1*cse50*cse62 + cse59*cse67
    cse101 = cse46*cse69 + cse59*cse72
    cse102 = math.sin(phi_link3)
    cse103 = math.sin(theta_link3)
    cse104 = math.cos(psi_link3)
    cse105 = math.sin(psi_link3)
    cse106 = cse103*cse105
    cse107 = 4.53*cse104*cse106
    cse108 = cse102*cse105
    cse109 = 3.7*cse108
    cse110 = math.cos(phi_link3)
    cse111 = math.cos(theta_link3)
    cse112 = cse110*cse111
    cse113 = 3.7*cse104
    cse114 = cse112*cse113
    cse115 = cse109 - cse114
    cse116 = cse105*cse110
    cse117 = 3.7*cse116
    cse118 = cse102*cse104
    cse119 = cse111*cse118
    cse120 = 3.7*cse119
    cse121 = cse117 + cse120
    cse122 = cse105**2
    cse123 = cse103**2
    cse124 = cse104**2
    cse125 = cse104*thetad_link3
    cse126 = 0.01*psid_link3
    cse127 = cse103*phid_link3
    cse128 = cse105*cse127
    cse129 = 0.01*cse125
    cse130 = cse111*phid_link3
    cse131 = 4.54*psid_link3
    cse132 = cse125 + cse128
    cse133 = cse125*cse126 + cse126*cse128 - cse129*cse130 + cse132*(-4.54*cse130 - cse131)
    cse134 = cse103*cse104
    cse135 = cse104*cse127
    cse136 = cse105*thetad_link3
    cse137 = 4.54*cse136
    cse138 = cse135 - cse136
    cse139 = 4.54*cse105*psid_link3*thetad_link3 - cse130*cse137 - cse131*cse135 + cse138*(cse126 + 0.01*cse130)
    cse140 = cse132*(4.54*cse135 - cse137)
    cse141 = cse138*(-0.01*cse128 - cse129)
    cse142 = cse111*cse113
    cse143 = 3.7*cse118
    cse144 = cse103*cse143
    cse145 = 3.7*cse134
    cse146 = cse110*cse145
    cse147 = 3.7*cse106
    cse148 = cse109*cse111 - cse110*cse113
    cse149 = cse111*cse117 + cse143
    cse150 = h**(-2)
    cse151 = -cse117 - cse120
    cse152 = -cse109 + cse114
    cse153 = 6.1*cse86
    return np.array([
        2.0*acc_0 - lam_13 - lam_2,  # [0]
        2.0*acc_1 - lam_14 - lam_3,  # [1]
        2.0*acc_2 - lam_15 - lam_4 + 19.62,  # [2]
        acc_3*(4.0*cse24*cse25 + 2.0*cse25*cse26) + acc_4*cse4 + cse11*lam_1 - cse15*lam_0 - cse17*lam_13 - cse19*lam_14 + cse21*cse23*lam_17 - cse3*cse41 - cse35*cse36 - cse7*(cse53 + cse54) + lam_16*(cse44*cse47 - cse52),  # [3]
        acc_3*cse4 + acc_4*(2.0*cse24 + 4.0*cse26) - cse0*cse41 + cse1*cse35 + cse1*cse55*cse7 + cse12*cse2*lam_1 + cse2*cse56*lam_13 - cse2*cse57*lam_14 + cse2*cse6*lam_0 + lam_16*(cse47*(-cse2*cse60 + 0.7497211555855399*cse5*cse7) - cse51*(0.6617538733301699*cse2*cse9 - 0.7497211555855399*cse7*cse8) + cse59*(-cse0*cse48 - cse43)) + lam_17*(cse1*cse58*cse7 - cse13*cse2*cse21),  # [4]
        cse22*lam_1 + cse36*cse55 - cse53 - cse54 + cse61*lam_0 + lam_13*(-cse16*cse7 - cse57) + lam_14*(2*cse0*cse7*cse8 - cse56) + lam_16*(0.6617538733301699*cse3*cse59 + cse47*(0.6617538733301699*cse0*cse8 - cse42*cse7) - cse51*(0.6617538733301699*cse14 + cse60)) + lam_17*(-cse11*cse21 + cse36*cse58),  # [5]
        1.0*acc_6 + lam_10 + lam_13,  # [6]
        1.0*acc_7 + lam_11 + lam_14,  # [7]
        1.0*acc_8 + lam_12 + lam_15 + 9.81,  # [8]
        acc_10*cse65 + acc_9*(12.4*cse74*cse75 + 0.01*cse75*cse76) - cse59*(cse93 + cse94) - cse64*cse91 - cse71*lam_10 + cse71*lam_13 + cse73*lam_11 - cse73*lam_14 - cse85*cse86 + lam_16*(cse47*cse92 + cse52),  # [9]
        acc_10*(0.01*cse74 + 12.4*cse76) + acc_9*cse65 - cse62*cse91 + cse63*cse85 - cse95*lam_12 + cse95*lam_15 - cse96*lam_10 + cse96*lam_13 + cse97*lam_11 - cse97*lam_14 + lam_16*(-cse45*cse98 + cse46*cse49*cse59 - cse68*cse92),  # [10]
        -cse100*lam_10 + cse100*lam_13 + cse101*lam_11 - cse101*lam_14 - cse93 - cse94 + cse99*lam_12 - cse99*lam_15,  # [11]
        1.0*acc_12 - lam_10 - lam_7,  # [12]
        1.0*acc_13 - lam_11 - lam_8,  # [13]
        1.0*acc_14 - lam_12 - lam_9 + 9.81,  # [14]
        acc_15*(4.54*cse122*cse123 + 0.01*cse123*cse124) + acc_16*cse107 + cse102*cse103*lam_5 - cse106*cse139 - cse111*(cse140 + cse141) + cse115*lam_10 - cse115*lam_7 - cse121*lam_11 + cse121*lam_8 - cse133*cse134 + lam_6*(-cse116 - cse119),  # [15]
        acc_15*cse107 + acc_16*(0.01*cse122 + 4.54*cse124) - cse104*cse139 + cse105*cse133 - cse110*cse134*lam_6 - cse112*lam_5 + cse142*lam_12 - cse142*lam_9 + cse144*lam_10 - cse144*lam_7 - cse146*lam_11 + cse146*lam_8,  # [16]
        -cse140 - cse141 - cse147*lam_12 + cse147*lam_9 + cse148*lam_10 - cse148*lam_7 - cse149*lam_11 + cse149*lam_8 + lam_6*(-cse111*cse116 - cse118),  # [17]
        cse150*cse23,  # [18]
        cse150*cse61,  # [19]
        -cse150*r_rotor_x,  # [20]
        -cse150*r_rotor_y,  # [21]
        -cse150*r_rotor_z,  # [22]
        -cse103*cse110*cse150,  # [23]
        cse150*(cse104*cse110*cse111 - cse108),  # [24]
        cse150*(-cse151 - r_link3_x - 4),  # [25]
        cse150*(-cse152 - r_link3_y - 8.5),  # [26]
        cse150*(-cse145 - r_link3_z),  # [27]
        cse150*(cse151 + cse73 + r_link2_x - r_link3_x),  # [28]
        cse150*(cse152 + cse71 + r_link2_y - r_link3_y),  # [29]
        cse150*(cse145 - cse153 + r_link2_z - r_link3_z),  # [30]
        cse150*(-cse19 - cse73 + r_link2_x - r_rotor_x),  # [31]
        cse150*(cse17 - cse67 + cse70 + r_link2_y - r_rotor_y),  # [32]
        cse150*(cse153 + 2*cse3 + r_link2_z - r_rotor_z),  # [33]
        cse150*(cse47*cse49 - cse51*cse92 + cse59*cse98),  # [34]
        cse150*(cse15*cse21 + cse3*cse58),  # [35]
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
        ndarray of shape (36, 36), 202 nonzero.
    """
    # 1419 operations after common subexpression elimination
    (
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        _, _, _, phid_rotor,
        thetad_rotor, psid_rotor, _, _,
        _, phid_link2, thetad_link2, psid_link2,
        _, _, _, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    (
        _, _, _, acc_3,
        acc_4, _, _, _,
        _, acc_9, acc_10, _,
        _, _, _, acc_15,
        acc_16, _,
    ) = a.tolist() if type(a) is _ndarray and a.shape == (18,) else _floats(a, 18, "a")

    (
        lam_0, lam_1, _, _,
        _, lam_5, lam_6, lam_7,
        lam_8, lam_9, lam_10, lam_11,
        lam_12, lam_13, lam_14, lam_15,
        lam_16, lam_17,
    ) = lam.tolist() if type(lam) is _ndarray and lam.shape == (18,) else _floats(lam, 18, "lam")

    t = float(t)

    h = float(h)

    cse0 = math.sin(psi_rotor)
    cse1 = cse0**2
    cse2 = math.sin(theta_rotor)
    cse3 = cse2**2
    cse4 = 4.0*cse3
    cse5 = math.cos(psi_rotor)
    cse6 = cse5**2
    cse7 = 2.0*cse6
    cse8 = h**2
    cse9 = math.sin(phi_rotor)
    cse10 = cse0*cse9
    cse11 = 0.6617538733301699*cse10
    cse12 = math.cos(phi_rotor)
    cse13 = 0.7497211555855399*cse2
    cse14 = math.cos(theta_rotor)
    cse15 = cse12*cse5
    cse16 = cse14*cse15
    cse17 = 0.6617538733301699*cse16
    cse18 = cse12*cse13 + cse17
    cse19 = -cse11 + cse18
    cse20 = math.sin(theta_link2)
    cse21 = math.cos(phi_link2)
    cse22 = cse20*cse21
    cse23 = cse19*cse22
    cse24 = math.sin(phi_link2)
    cse25 = cse0*cse12
    cse26 = 0.6617538733301699*cse25
    cse27 = cse5*cse9
    cse28 = cse14*cse27
    cse29 = 0.6617538733301699*cse28
    cse30 = cse13*cse9 + cse29
    cse31 = cse26 + cse30
    cse32 = math.pi*t
    cse33 = math.cos(cse32)
    cse34 = cse14*cse25
    cse35 = cse27 + cse34
    cse36 = -cse35
    cse37 = cse33*cse36
    cse38 = cse10*cse14
    cse39 = -cse15 + cse38
    cse40 = cse25 + cse28
    cse41 = 2*cse15
    cse42 = 2*cse38
    cse43 = -cse41 + cse42
    cse44 = 2*cse27
    cse45 = 2*cse34
    cse46 = -cse44 - cse45
    cse47 = cse39*lam_0 + cse40*lam_1 + cse43*lam_13 + cse46*lam_14
    cse48 = 2.0*psid_rotor
    cse49 = cse0*cse2
    cse50 = cse5*thetad_rotor
    cse51 = 2.0*cse50
    cse52 = cse14*cse51
    cse53 = 4.0*psid_rotor
    cse54 = 4.0*cse14
    cse55 = cse54*phid_rotor
    cse56 = -cse53 - cse55
    cse57 = cse49*phid_rotor
    cse58 = cse50 + cse57
    cse59 = cse54*cse58
    cse60 = cse48*cse49 + cse49*cse56 - cse52 - cse59
    cse61 = cse2*cse5
    cse62 = cse0*thetad_rotor
    cse63 = 4.0*cse62
    cse64 = cse14*cse63
    cse65 = 2.0*cse14
    cse66 = cse65*phid_rotor
    cse67 = cse48 + cse66
    cse68 = cse61*phid_rotor
    cse69 = -cse62 + cse68
    cse70 = 2.0*cse14*cse69 + cse2*cse5*cse67 - cse53*cse61 - cse64
    cse71 = 4.0*cse58
    cse72 = -cse51 - 2.0*cse57
    cse73 = cse61*cse72
    cse74 = -cse63 + 4.0*cse68
    cse75 = 2.0*cse69
    cse76 = cse49*cse74 - cse49*cse75 + cse61*cse71 + cse73
    cse77 = 2.0*cse0*cse61
    cse78 = cse48*cse5 + cse5*cse56 - cse5*cse66
    cse79 = -cse0*cse55 - cse0*cse67 + 4.0*cse0*psid_rotor
    cse80 = cse0*cse72
    cse81 = -cse0*cse71 + cse5*cse74 - cse5*cse75 - cse80
    cse82 = cse14*cse2
    cse83 = 4.0*cse6
    cse84 = cse5*cse59*phid_rotor
    cse85 = cse14*cse5
    cse86 = cse85*phid_rotor
    cse87 = cse72*cse86
    cse88 = cse0*cse14
    cse89 = cse88*phid_rotor
    cse90 = cse74*cse89
    cse91 = cse0*cse65*cse69*phid_rotor
    cse92 = 4.0*cse0*psid_rotor*thetad_rotor - cse53*cse68 - cse64*phid_rotor + cse67*cse69
    cse93 = cse0*cse92
    cse94 = cse48*cse50 + cse48*cse57 - cse52*phid_rotor + cse56*cse58
    cse95 = cse5*cse94
    cse96 = cse2*phid_rotor
    cse97 = cse48*cse89 + cse51*cse96 + cse56*cse89 + cse71*cse96
    cse98 = 4.0*cse0*cse2*phid_rotor*thetad_rotor + cse14*cse5*cse67*phid_rotor - cse53*cse86 - cse75*cse96
    cse99 = cse0*cse5
    cse100 = acc_4*cse99
    cse101 = cse2*cse25
    cse102 = cse15*cse2
    cse103 = 2*cse25
    cse104 = cse103*cse2
    cse105 = 2*cse10
    cse106 = cse105*cse2
    cse107 = cse33*lam_17
    cse108 = cse10*cse2
    cse109 = 0.6617538733301699*cse27
    cse110 = -cse109*cse2 + 0.7497211555855399*cse14*cse9
    cse111 = cse110*cse22
    cse112 = -0.7497211555855399*cse12*cse14 + 0.6617538733301699*cse15*cse2
    cse113 = cse101*lam_0 + cse102*lam_1 + cse104*lam_13 + cse106*lam_14 + cse107*cse108 + lam_16*(-cse111 - cse112*cse20*cse24)
    cse114 = 2.0*cse0*thetad_rotor - 2.0*cse68
    cse115 = cse58*(-4.0*cse50 - 4.0*cse57)
    cse116 = cse114*cse69
    cse117 = cse69*cse74
    cse118 = -cse58
    cse119 = cse118*cse72
    cse120 = cse118*cse67 + cse50*cse53 - cse50*cse55 + cse53*cse57
    cse121 = -cse48*cse62 + cse48*cse68 + cse56*cse69 + cse62*cse66
    cse122 = acc_4*cse2
    cse123 = 2.0*cse1
    cse124 = acc_3*cse99
    cse125 = cse10 - cse16
    cse126 = cse105 - cse14*cse41
    cse127 = -cse103 - 2*cse28
    cse128 = -cse40
    cse129 = cse109 + cse14*cse26
    cse130 = cse20*cse24
    cse131 = 0.6617538733301699*cse12*cse5 - 0.6617538733301699*cse38
    cse132 = cse131*cse22
    cse133 = cse107*cse128 + cse125*lam_0 + cse126*lam_13 + cse127*lam_14 + cse35*lam_1 + lam_16*(-cse129*cse130 - cse132)
    cse134 = cse130*cse31
    cse135 = cse8*lam_16
    cse136 = cse135*(cse134 + cse23)
    cse137 = math.cos(theta_link2)
    cse138 = cse137*cse24
    cse139 = cse137*cse21
    cse140 = cse139*cse31
    cse141 = cse135*(cse138*cse19 - cse140)
    cse142 = -cse43
    cse143 = cse22*cse31
    cse144 = cse130*cse19 - cse143
    cse145 = -cse33*cse39
    cse146 = 2*lam_15
    cse147 = -cse146*cse49
    cse148 = math.sin(cse32)
    cse149 = cse148*cse49
    cse150 = 0.6617538733301699*cse61
    cse151 = -0.7497211555855399*cse14 + cse150
    cse152 = acc_3*cse2
    cse153 = 0.6617538733301699*cse137
    cse154 = cse2*cse27
    cse155 = -cse108*lam_1 + cse146*cse85 + cse154*lam_0 - cse2*cse41*lam_14 + cse2*cse44*lam_13 + lam_16*(cse11*cse130*cse2 + cse153*cse88 + cse2*cse22*cse26) + lam_17*(-cse102*cse33 + cse14*cse148*cse5)
    cse156 = cse135*(cse111 + cse112*cse130)
    cse157 = -cse13 - 0.6617538733301699*cse85
    cse158 = cse135*(cse110*cse137*cse24 - cse112*cse139 - cse157*cse20)
    cse159 = -cse104
    cse160 = 2*cse88
    cse161 = cse110*cse130 - cse112*cse22 + cse137*cse157
    cse162 = cse0*cse14*cse148 - cse101*cse33
    cse163 = cse135*(cse129*cse130 + cse132)
    cse164 = cse135*(-cse129*cse139 + cse131*cse137*cse24 - 0.6617538733301699*cse20*cse49)
    cse165 = -cse126
    cse166 = 2*cse61
    cse167 = -cse129*cse22 + cse130*cse131 + cse153*cse49
    cse168 = -cse125*cse33 + cse148*cse61
    cse169 = math.sin(psi_link2)
    cse170 = cse169**2
    cse171 = cse20**2
    cse172 = math.cos(psi_link2)
    cse173 = cse172**2
    cse174 = -cse19
    cse175 = 6.1*cse169
    cse176 = 6.1*cse172
    cse177 = cse138*cse176
    cse178 = cse175*cse21 + cse177
    cse179 = -cse178
    cse180 = -6.1*cse137*cse172*cse21 + cse175*cse24
    cse181 = -cse180
    cse182 = cse178*lam_13 + cse179*lam_10 + cse180*lam_14 + cse181*lam_11
    cse183 = 0.01*psid_link2
    cse184 = cse169*cse20
    cse185 = cse172*thetad_link2
    cse186 = 0.01*cse185
    cse187 = cse137*cse186
    cse188 = 12.4*psid_link2
    cse189 = 12.4*cse137
    cse190 = cse189*phid_link2
    cse191 = -cse188 - cse190
    cse192 = cse184*phid_link2
    cse193 = cse185 + cse192
    cse194 = cse189*cse193
    cse195 = cse183*cse184 + cse184*cse191 - cse187 - cse194
    cse196 = cse172*cse20
    cse197 = cse169*thetad_link2
    cse198 = 12.4*cse197
    cse199 = cse137*cse198
    cse200 = 0.01*cse137
    cse201 = cse200*phid_link2
    cse202 = cse183 + cse201
    cse203 = cse196*phid_link2
    cse204 = -cse197 + cse203
    cse205 = 0.01*cse137*cse204 + cse172*cse20*cse202 - cse188*cse196 - cse199
    cse206 = 12.4*cse193
    cse207 = -cse186 - 0.01*cse192
    cse208 = -cse198 + 12.4*cse203
    cse209 = 0.01*cse204
    cse210 = cse184*cse208 - cse184*cse209 + cse196*cse206 + cse196*cse207
    cse211 = 12.39*cse169
    cse212 = cse196*cse211
    cse213 = cse172*cse183 + cse172*cse191 - cse172*cse201
    cse214 = -cse169*cse190 - cse169*cse202 + 12.4*cse169*psid_link2
    cse215 = -cse169*cse206 - cse169*cse207 + cse172*cse208 - cse172*cse209
    cse216 = cse176*cse22
    cse217 = cse216*lam_10
    cse218 = cse130*cse176
    cse219 = cse218*lam_11
    cse220 = cse137*cse20
    cse221 = cse183*cse185 + cse183*cse192 - cse187*phid_link2 + cse191*cse193
    cse222 = cse172*cse221
    cse223 = 12.4*cse169*psid_link2*thetad_link2 - cse188*cse203 - cse199*phid_link2 + cse202*cse204
    cse224 = cse169*cse223
    cse225 = cse137*phid_link2
    cse226 = cse169*cse225
    cse227 = cse20*phid_link2
    cse228 = cse183*cse226 + cse186*cse227 + cse191*cse226 + cse206*cse227
    cse229 = cse172*cse225
    cse230 = cse137*cse172*cse202*phid_link2 + 12.4*cse169*cse20*phid_link2*thetad_link2 - cse188*cse229 - cse209*cse227
    cse231 = cse138*cse174 + cse140
    cse232 = -cse169*cse200*cse204*phid_link2 + cse172*cse194*phid_link2 + cse207*cse229 + cse208*cse226
    cse233 = -12.39*cse185 - 12.39*cse192
    cse234 = 12.39*cse169*thetad_link2 - 12.39*cse203
    cse235 = cse193*(-12.4*cse185 - 12.4*cse192)
    cse236 = cse204*(0.01*cse169*thetad_link2 - 0.01*cse203)
    cse237 = cse204*cse208
    cse238 = -cse193
    cse239 = cse207*cse238
    cse240 = cse185*cse188 - cse185*cse190 + cse188*cse192 + cse202*cse238
    cse241 = -cse183*cse197 + cse183*cse203 + cse191*cse204 + cse197*cse201
    cse242 = 12.39*cse20
    cse243 = acc_10*cse242
    cse244 = 24.78*cse169
    cse245 = acc_9*cse172
    cse246 = cse139*cse175 + cse176*cse24
    cse247 = -cse246
    cse248 = cse138*cse175 - 6.1*cse172*cse21
    cse249 = -cse248
    cse250 = cse246*lam_13 + cse247*lam_10 + cse248*lam_14 + cse249*lam_11
    cse251 = cse130*cse174 + cse143
    cse252 = -cse151
    cse253 = cse139*cse176
    cse254 = 6.1*cse196
    cse255 = cse254*lam_12 - cse254*lam_15
    cse256 = cse137*cse175
    cse257 = cse256*lam_15
    cse258 = acc_9*cse242
    cse259 = cse130*cse175
    cse260 = cse175*cse22
    cse261 = cse260*lam_11
    cse262 = cse259*lam_13
    cse263 = -cse218
    cse264 = cse137*cse176
    cse265 = -cse264
    cse266 = -cse216
    cse267 = cse137*cse24*cse31 - cse139*cse174 - cse20*cse252
    cse268 = cse175*cse20
    cse269 = -cse268
    cse270 = math.sin(psi_link3)
    cse271 = cse270**2
    cse272 = math.sin(theta_link3)
    cse273 = cse272**2
    cse274 = math.cos(psi_link3)
    cse275 = cse274**2
    cse276 = math.cos(phi_link3)
    cse277 = cse272*cse276*lam_5
    cse278 = cse270*cse276
    cse279 = 3.7*cse278
    cse280 = math.cos(theta_link3)
    cse281 = math.sin(phi_link3)
    cse282 = cse274*cse281
    cse283 = 3.7*cse282
    cse284 = cse280*cse283
    cse285 = cse279 + cse284
    cse286 = cse270*cse281
    cse287 = 3.7*cse286
    cse288 = cse274*cse276
    cse289 = cse280*cse288
    cse290 = 3.7*cse289
    cse291 = cse287 - cse290
    cse292 = -cse285
    cse293 = -cse291
    cse294 = cse285*lam_10 + cse291*lam_11 + cse292*lam_7 + cse293*lam_8 + lam_6*(cse286 - cse289)
    cse295 = 0.01*psid_link3
    cse296 = cse270*cse272
    cse297 = cse274*thetad_link3
    cse298 = 0.01*cse297
    cse299 = cse280*cse298
    cse300 = 4.54*psid_link3
    cse301 = 4.54*cse280
    cse302 = cse301*phid_link3
    cse303 = -cse300 - cse302
    cse304 = cse296*phid_link3
    cse305 = cse297 + cse304
    cse306 = cse301*cse305
    cse307 = cse295*cse296 + cse296*cse303 - cse299 - cse306
    cse308 = cse272*cse274
    cse309 = cse270*thetad_link3
    cse310 = 4.54*cse309
    cse311 = cse280*cse310
    cse312 = 0.01*cse280
    cse313 = cse312*phid_link3
    cse314 = cse295 + cse313
    cse315 = cse308*phid_link3
    cse316 = -cse309 + cse315
    cse317 = cse272*cse274*cse314 + 0.01*cse280*cse316 - cse300*cse308 - cse311
    cse318 = 4.54*cse305
    cse319 = -cse298 - 0.01*cse304
    cse320 = -cse310 + 4.54*cse315
    cse321 = 0.01*cse316
    cse322 = cse296*cse320 - cse296*cse321 + cse308*cse318 + cse308*cse319
    cse323 = 4.53*cse274*cse296
    cse324 = cse274*cse295 + cse274*cse303 - cse274*cse313
    cse325 = -cse270*cse302 - cse270*cse314 + 4.54*cse270*psid_link3
    cse326 = -cse270*cse318 - cse270*cse319 + cse274*cse320 - cse274*cse321
    cse327 = cse272*cse280
    cse328 = cse274*cse280
    cse329 = cse328*phid_link3
    cse330 = cse270*cse280
    cse331 = cse330*phid_link3
    cse332 = -cse270*cse312*cse316*phid_link3 + cse274*cse306*phid_link3 + cse319*cse329 + cse320*cse331
    cse333 = 4.54*cse270*psid_link3*thetad_link3 - cse300*cse315 - cse311*phid_link3 + cse314*cse316
    cse334 = cse270*cse333
    cse335 = cse295*cse297 + cse295*cse304 - cse299*phid_link3 + cse303*cse305
    cse336 = cse274*cse335
    cse337 = cse272*phid_link3
    cse338 = cse295*cse331 + cse298*cse337 + cse303*cse331 + cse318*cse337
    cse339 = 4.54*cse270*cse272*phid_link3*thetad_link3 + cse274*cse280*cse314*phid_link3 - cse300*cse329 - cse321*cse337
    cse340 = acc_16*cse270
    cse341 = 4.53*cse328
    cse342 = cse272*cse281
    cse343 = cse274*cse342
    cse344 = 3.7*cse288
    cse345 = cse272*cse344
    cse346 = 3.7*cse343
    cse347 = cse280*cse281*lam_5 + cse343*lam_6 + cse345*lam_10 - cse345*lam_7 + cse346*lam_11 - cse346*lam_8
    cse348 = -4.53*cse297 - 4.53*cse304
    cse349 = 4.53*cse270*thetad_link3 - 4.53*cse315
    cse350 = cse305*(-4.54*cse297 - 4.54*cse304)
    cse351 = cse316*(0.01*cse270*thetad_link3 - 0.01*cse315)
    cse352 = cse316*cse320
    cse353 = -cse305
    cse354 = cse319*cse353
    cse355 = cse297*cse300 - cse297*cse302 + cse300*cse304 + cse314*cse353
    cse356 = -cse295*cse309 + cse295*cse315 + cse303*cse316 + cse309*cse313
    cse357 = 4.53*cse272
    cse358 = acc_16*cse357
    cse359 = 9.06*cse274
    cse360 = acc_15*cse270
    cse361 = cse279*cse280 + cse283
    cse362 = cse280*cse287 - cse344
    cse363 = -cse361
    cse364 = -cse362
    cse365 = cse361*lam_10 + cse362*lam_11 + cse363*lam_7 + cse364*lam_8 + lam_6*(cse280*cse286 - cse288)
    cse366 = -cse278 - cse280*cse282
    cse367 = 3.7*cse308
    cse368 = -cse367*lam_12 + cse367*lam_9
    cse369 = 3.7*cse330
    cse370 = cse369*lam_12
    cse371 = acc_15*cse357
    cse372 = cse272*cse287
    cse373 = cse372*lam_10
    cse374 = cse272*cse279
    cse375 = cse374*lam_8
    cse376 = -cse276*cse280
    cse377 = -cse272*cse288
    cse378 = -cse346
    cse379 = 3.7*cse328
    cse380 = -cse379
    cse381 = -cse345
    cse382 = -cse278*cse280 - cse282
    cse383 = 3.7*cse296
    cse384 = -cse383
    out = np.zeros((36, 36))
    out[_index3_matrix_INDEX] = (
        2.0,  # [0, 0]
        -1,  # [0, 20]
        -1,  # [0, 31]
        2.0,  # [1, 1]
        -1,  # [1, 21]
        -1,  # [1, 32]
        2.0,  # [2, 2]
        -1,  # [2, 22]
        -1,  # [2, 33]
        cse1*cse4 + cse3*cse7 + cse8*(cse37*lam_17 + cse47 + lam_16*(-cse20*cse24*cse31 - cse23)) - h*(cse14*cse76 + cse49*cse70 + cse60*cse61),  # [3, 3]
        cse77 + cse8*(acc_3*(8.0*cse1*cse82 + cse82*cse83) + cse100*cse65 + cse113 - cse14*cse93 - cse14*cse95 - cse14*(cse84 + cse87 + cse90 - cse91) + cse2*(cse58*cse74 + cse69*cse72) - cse49*cse98 - cse61*cse97) - h*(cse14*cse81 + cse49*cse79 + cse61*cse78),  # [3, 4]
        cse8*(-cse120*cse49 - cse121*cse61 - cse122*cse123 + cse122*cse7 + cse124*cse4 + cse133 - cse14*(cse115 + cse116 + cse117 + cse119) + cse49*cse94 - cse61*cse92) - h*(cse114*cse49 + cse73),  # [3, 5]
        cse136,  # [3, 9]
        cse141,  # [3, 10]
        cse36,  # [3, 18]
        cse125,  # [3, 19]
        cse46,  # [3, 31]
        cse142,  # [3, 32]
        cse144,  # [3, 34]
        cse145,  # [3, 35]
        cse113*cse8 + cse77 - h*(-cse0*cse60 + cse5*cse70),  # [4, 3]
        cse123 + cse8*(cse0*cse97 + cse124*cse65 + cse147 + cse28*lam_1 + cse38*lam_0 + cse42*lam_13 - cse45*lam_14 - cse5*cse98 + lam_16*(-cse130*cse30 + cse137*cse151 - cse18*cse22) + lam_17*(-cse149 - cse33*cse34)) + cse83 - h*(-cse0*cse78 + cse5*cse79),  # [4, 4]
        cse8*(cse0*cse121 - 4.0*cse100 - cse120*cse5 - cse123*cse152 + cse152*cse7 + cse155 + cse93 + cse95) - h*(cse114*cse5 - cse80),  # [4, 5]
        cse156,  # [4, 9]
        cse158,  # [4, 10]
        cse108,  # [4, 18]
        cse154,  # [4, 19]
        cse106,  # [4, 31]
        cse159,  # [4, 32]
        cse160,  # [4, 33]
        cse161,  # [4, 34]
        cse162,  # [4, 35]
        cse133*cse8 - cse76*h,  # [5, 3]
        cse8*(cse155 - cse84 - cse87 - cse90 + cse91) - cse81*h,  # [5, 4]
        cse8*(-cse115 - cse116 - cse117 - cse119 + cse147 + cse47 + lam_16*(cse130*(-cse26 - cse29) + cse137*cse150 - cse22*(-cse11 + cse17)) + lam_17*(-cse149 + cse37)),  # [5, 5]
        cse163,  # [5, 9]
        cse164,  # [5, 10]
        cse128,  # [5, 18]
        cse39,  # [5, 19]
        cse127,  # [5, 31]
        cse165,  # [5, 32]
        cse166,  # [5, 33]
        cse167,  # [5, 34]
        cse168,  # [5, 35]
        1.0,  # [6, 6]
        1,  # [6, 28]
        1,  # [6, 31]
        1.0,  # [7, 7]
        1,  # [7, 29]
        1,  # [7, 32]
        1.0,  # [8, 8]
        1,  # [8, 30]
        1,  # [8, 33]
        cse136,  # [9, 3]
        cse156,  # [9, 4]
        cse163,  # [9, 5]
        12.4*cse170*cse171 + 0.01*cse171*cse173 + cse8*(cse182 + lam_16*(-cse134 + cse174*cse22)) - h*(cse137*cse210 + cse184*cse205 + cse195*cse196),  # [9, 9]
        cse212 + cse8*(12.39*acc_10*cse137*cse169*cse172 + acc_9*(24.8*cse170*cse220 + 0.02*cse173*cse220) - cse137*cse222 - cse137*cse224 - cse137*cse232 + 6.1*cse172*cse20*cse21*lam_13 + 6.1*cse172*cse20*cse24*lam_14 - cse184*cse230 - cse196*cse228 + cse20*(cse193*cse208 + cse204*cse207) - cse217 - cse219 + cse231*lam_16) - h*(cse137*cse215 + cse184*cse214 + cse196*cse213),  # [9, 10]
        cse8*(-cse137*(cse235 + cse236 + cse237 + cse239) - cse170*cse243 + cse171*cse244*cse245 + cse173*cse243 + cse184*cse221 - cse184*cse240 - cse196*cse223 - cse196*cse241 + cse250) - h*(cse184*cse234 + cse196*cse233),  # [9, 11]
        cse181,  # [9, 28]
        cse178,  # [9, 29]
        cse180,  # [9, 31]
        cse179,  # [9, 32]
        cse251,  # [9, 34]
        cse141,  # [10, 3]
        cse158,  # [10, 4]
        cse164,  # [10, 5]
        cse212 + cse8*(cse216*lam_13 - cse217 + cse218*lam_14 - cse219 + cse231*lam_16) - h*(-cse169*cse195 + cse172*cse205),  # [10, 9]
        0.01*cse170 + 12.4*cse173 + cse8*(cse137*cse211*cse245 + cse169*cse228 - cse172*cse230 - cse177*lam_10 + cse177*lam_13 + cse253*lam_11 - cse253*lam_14 + cse255 + lam_16*(-cse134 - cse137*cse252 + cse174*cse20*cse21)) - h*(-cse169*cse213 + cse172*cse214),  # [10, 10]
        cse8*(-acc_10*cse172*cse244 + cse169*cse241 - cse170*cse258 - cse172*cse240 + cse173*cse258 + cse222 + cse224 + cse256*lam_12 - cse257 + cse259*lam_10 + cse260*lam_14 - cse261 - cse262) - h*(-cse169*cse233 + cse172*cse234),  # [10, 11]
        cse263,  # [10, 28]
        cse216,  # [10, 29]
        cse265,  # [10, 30]
        cse218,  # [10, 31]
        cse266,  # [10, 32]
        cse264,  # [10, 33]
        cse267,  # [10, 34]
        -cse210*h + cse250*cse8,  # [11, 9]
        -cse215*h + cse8*(6.1*cse137*cse169*lam_12 + 6.1*cse169*cse20*cse21*lam_14 + 6.1*cse169*cse20*cse24*lam_10 - cse232 - cse257 - cse261 - cse262),  # [11, 10]
        cse8*(cse182 - cse235 - cse236 - cse237 - cse239 + cse255),  # [11, 11]
        cse249,  # [11, 28]
        cse246,  # [11, 29]
        cse268,  # [11, 30]
        cse248,  # [11, 31]
        cse247,  # [11, 32]
        cse269,  # [11, 33]
        1.0,  # [12, 12]
        -1,  # [12, 25]
        -1,  # [12, 28]
        1.0,  # [13, 13]
        -1,  # [13, 26]
        -1,  # [13, 29]
        1.0,  # [14, 14]
        -1,  # [14, 27]
        -1,  # [14, 30]
        4.54*cse271*cse273 + 0.01*cse273*cse275 + cse8*(cse277 + cse294) - h*(cse280*cse322 + cse296*cse317 + cse307*cse308),  # [15, 15]
        cse323 + cse8*(acc_15*(9.08*cse271*cse327 + 0.02*cse275*cse327) + cse272*(cse305*cse320 + cse316*cse319) - cse280*cse332 - cse280*cse334 - cse280*cse336 - cse296*cse339 - cse308*cse338 + cse340*cse341 + cse347) - h*(cse280*cse326 + cse296*cse325 + cse308*cse324),  # [15, 16]
        cse8*(-cse271*cse358 + cse273*cse359*cse360 + cse275*cse358 - cse280*(cse350 + cse351 + cse352 + cse354) + cse296*cse335 - cse296*cse355 - cse308*cse333 - cse308*cse356 + cse365) - h*(cse296*cse349 + cse308*cse348),  # [15, 17]
        cse342,  # [15, 23]
        cse366,  # [15, 24]
        cse293,  # [15, 25]
        cse285,  # [15, 26]
        cse291,  # [15, 28]
        cse292,  # [15, 29]
        cse323 + cse347*cse8 - h*(-cse270*cse307 + cse274*cse317),  # [16, 15]
        0.01*cse271 + 4.54*cse275 + cse8*(cse270*cse338 - cse274*cse339 + cse277 + cse284*lam_10 - cse284*lam_7 - cse289*lam_6 - cse290*lam_11 + cse290*lam_8 + cse341*cse360 + cse368) - h*(-cse270*cse324 + cse274*cse325),  # [16, 16]
        cse8*(cse270*cse356 - cse271*cse371 + cse272*cse278*lam_6 - cse274*cse355 + cse275*cse371 + cse334 + cse336 - cse340*cse359 + cse369*lam_9 - cse370 + cse372*lam_7 - cse373 + cse374*lam_11 - cse375) - h*(-cse270*cse348 + cse274*cse349),  # [16, 17]
        cse376,  # [16, 23]
        cse377,  # [16, 24]
        cse378,  # [16, 25]
        cse345,  # [16, 26]
        cse380,  # [16, 27]
        cse346,  # [16, 28]
        cse381,  # [16, 29]
        cse379,  # [16, 30]
        -cse322*h + cse365*cse8,  # [17, 15]
        -cse326*h + cse8*(3.7*cse270*cse272*cse276*lam_11 + cse270*cse272*cse276*lam_6 + 3.7*cse270*cse272*cse281*lam_7 + 3.7*cse270*cse280*lam_9 - cse332 - cse370 - cse373 - cse375),  # [17, 16]
        cse8*(cse294 - cse350 - cse351 - cse352 - cse354 + cse368),  # [17, 17]
        cse382,  # [17, 24]
        cse364,  # [17, 25]
        cse361,  # [17, 26]
        cse383,  # [17, 27]
        cse362,  # [17, 28]
        cse363,  # [17, 29]
        cse384,  # [17, 30]
        cse36,  # [18, 3]
        cse108,  # [18, 4]
        cse128,  # [18, 5]
        cse125,  # [19, 3]
        cse154,  # [19, 4]
        cse39,  # [19, 5]
        -1,  # [20, 0]
        -1,  # [21, 1]
        -1,  # [22, 2]
        cse342,  # [23, 15]
        cse376,  # [23, 16]
        cse366,  # [24, 15]
        cse377,  # [24, 16]
        cse382,  # [24, 17]
        -1,  # [25, 12]
        cse293,  # [25, 15]
        cse378,  # [25, 16]
        cse364,  # [25, 17]
        -1,  # [26, 13]
        cse285,  # [26, 15]
        cse345,  # [26, 16]
        cse361,  # [26, 17]
        -1,  # [27, 14]
        cse380,  # [27, 16]
        cse383,  # [27, 17]
        1,  # [28, 6]
        cse181,  # [28, 9]
        cse263,  # [28, 10]
        cse249,  # [28, 11]
        -1,  # [28, 12]
        cse291,  # [28, 15]
        cse346,  # [28, 16]
        cse362,  # [28, 17]
        1,  # [29, 7]
        cse178,  # [29, 9]
        cse216,  # [29, 10]
        cse246,  # [29, 11]
        -1,  # [29, 13]
        cse292,  # [29, 15]
        cse381,  # [29, 16]
        cse363,  # [29, 17]
        1,  # [30, 8]
        cse265,  # [30, 10]
        cse268,  # [30, 11]
        -1,  # [30, 14]
        cse379,  # [30, 16]
        cse384,  # [30, 17]
        -1,  # [31, 0]
        cse46,  # [31, 3]
        cse106,  # [31, 4]
        cse127,  # [31, 5]
        1,  # [31, 6]
        cse180,  # [31, 9]
        cse218,  # [31, 10]
        cse248,  # [31, 11]
        -1,  # [32, 1]
        cse142,  # [32, 3]
        cse159,  # [32, 4]
        cse165,  # [32, 5]
        1,  # [32, 7]
        cse179,  # [32, 9]
        cse266,  # [32, 10]
        cse247,  # [32, 11]
        -1,  # [33, 2]
        cse160,  # [33, 4]
        cse166,  # [33, 5]
        1,  # [33, 8]
        cse264,  # [33, 10]
        cse269,  # [33, 11]
        cse144,  # [34, 3]
        cse161,  # [34, 4]
        cse167,  # [34, 5]
        cse251,  # [34, 9]
        cse267,  # [34, 10]
        cse145,  # [35, 3]
        cse162,  # [35, 4]
        cse168,  # [35, 5]
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
    # 98 operations after common subexpression elimination
    (
        _, _, r_rotor_z, _,
        theta_rotor, psi_rotor, _, _,
        r_link2_z, _, theta_link2, psi_link2,
        _, _, r_link3_z, _,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, phid_rotor,
        thetad_rotor, _, rd_link2_x, rd_link2_y,
        rd_link2_z, phid_link2, thetad_link2, _,
        rd_link3_x, rd_link3_y, rd_link3_z, phid_link3,
        thetad_link3, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.cos(psi_link2)
    cse1 = cse0*thetad_link2
    cse2 = math.sin(psi_link2)
    cse3 = phid_link2*math.sin(theta_link2)
    cse4 = cse2*cse3
    cse5 = math.cos(psi_link3)
    cse6 = cse5*thetad_link3
    cse7 = math.sin(psi_link3)
    cse8 = phid_link3*math.sin(theta_link3)
    cse9 = cse7*cse8
    cse10 = math.cos(psi_rotor)
    cse11 = cse10*thetad_rotor
    cse12 = math.sin(psi_rotor)
    cse13 = phid_rotor*math.sin(theta_rotor)
    cse14 = cse12*cse13
    cse15 = cse2*thetad_link2
    cse16 = cse0*cse3
    cse17 = cse7*thetad_link3
    cse18 = cse5*cse8
    cse19 = cse12*thetad_rotor
    cse20 = cse10*cse13
    return np.array([
        9.81*r_link2_z + 9.81*r_link3_z + 19.62*r_rotor_z + 0.5*rd_link2_x**2 + 0.5*rd_link2_y**2 + 0.5*rd_link2_z**2 + 0.5*rd_link3_x**2 + 0.5*rd_link3_y**2 + 0.5*rd_link3_z**2 + 1.0*rd_rotor_x**2 + 1.0*rd_rotor_y**2 + 1.0*rd_rotor_z**2 + (1/2)*(cse1 + cse4)*(12.4*cse1 + 12.4*cse4) + (1/2)*(cse11 + cse14)*(4.0*cse11 + 4.0*cse14) + (1/2)*(-cse15 + cse16)*(-0.01*cse15 + 0.01*cse16) + (1/2)*(-cse17 + cse18)*(-0.01*cse17 + 0.01*cse18) + (1/2)*(-2.0*cse19 + 2.0*cse20)*(-cse19 + cse20) + (1/2)*(cse6 + cse9)*(4.54*cse6 + 4.54*cse9),  # [0]
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
    # 195 operations after common subexpression elimination
    (
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, phid_rotor,
        thetad_rotor, _, rd_link2_x, rd_link2_y,
        rd_link2_z, phid_link2, thetad_link2, _,
        rd_link3_x, rd_link3_y, rd_link3_z, phid_link3,
        thetad_link3, _,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = 1.0*rd_link2_x
    cse1 = 1.0*rd_link3_x
    cse2 = 2.0*rd_rotor_x
    cse3 = 1.0*rd_link2_y
    cse4 = 1.0*rd_link3_y
    cse5 = 2.0*rd_rotor_y
    cse6 = 1.0*rd_link2_z
    cse7 = 1.0*rd_link3_z
    cse8 = 2.0*rd_rotor_z
    cse9 = math.cos(psi_link2)
    cse10 = math.sin(psi_link2)
    cse11 = math.sin(theta_link2)
    cse12 = cse11*phid_link2
    cse13 = cse10*cse12 + cse9*thetad_link2
    cse14 = math.cos(phi_link2)
    cse15 = math.sin(phi_link2)
    cse16 = math.cos(theta_link2)
    cse17 = cse15*cse16
    cse18 = 12.4*cse10
    cse19 = math.cos(psi_link3)
    cse20 = math.sin(psi_link3)
    cse21 = math.sin(theta_link3)
    cse22 = cse21*phid_link3
    cse23 = cse19*thetad_link3 + cse20*cse22
    cse24 = math.cos(phi_link3)
    cse25 = math.sin(phi_link3)
    cse26 = math.cos(theta_link3)
    cse27 = cse25*cse26
    cse28 = 4.54*cse20
    cse29 = math.cos(psi_rotor)
    cse30 = math.sin(psi_rotor)
    cse31 = math.sin(theta_rotor)
    cse32 = cse31*phid_rotor
    cse33 = cse29*thetad_rotor + cse30*cse32
    cse34 = math.cos(phi_rotor)
    cse35 = math.sin(phi_rotor)
    cse36 = math.cos(theta_rotor)
    cse37 = cse35*cse36
    cse38 = 4.0*cse30
    cse39 = -cse10*thetad_link2 + cse12*cse9
    cse40 = 0.01*cse10
    cse41 = 0.01*cse9
    cse42 = cse19*cse22 - cse20*thetad_link3
    cse43 = 0.01*cse20
    cse44 = 0.01*cse19
    cse45 = cse29*cse32 - cse30*thetad_rotor
    cse46 = 2.0*cse30
    cse47 = 2.0*cse29
    return np.array([
        cse0 + cse1 + cse2,  # [0]
        cse3 + cse4 + cse5,  # [1]
        cse6 + cse7 + cse8,  # [2]
        cse13*(12.4*cse14*cse9 - cse17*cse18) + cse23*(4.54*cse19*cse24 - cse27*cse28) - cse3*r_link2_z + cse33*(4.0*cse29*cse34 - cse37*cse38) + cse39*(-cse14*cse40 - cse17*cse41) - cse4*r_link3_z + cse42*(-cse24*cse43 - cse27*cse44) + cse45*(-cse34*cse46 - cse37*cse47) - cse5*r_rotor_z + cse6*r_link2_y + cse7*r_link3_y + cse8*r_rotor_y,  # [3]
        cse0*r_link2_z + cse1*r_link3_z + cse13*(cse14*cse16*cse18 + 12.4*cse15*cse9) + cse2*r_rotor_z + cse23*(4.54*cse19*cse25 + cse24*cse26*cse28) + cse33*(4.0*cse29*cse35 + cse34*cse36*cse38) + cse39*(0.01*cse14*cse16*cse9 - cse15*cse40) + cse42*(0.01*cse19*cse24*cse26 - cse25*cse43) + cse45*(2.0*cse29*cse34*cse36 - cse35*cse46) - cse6*r_link2_x - cse7*r_link3_x - cse8*r_rotor_x,  # [4]
        -cse0*r_link2_y - cse1*r_link3_y + cse11*cse13*cse18 + cse11*cse39*cse41 - cse2*r_rotor_y + cse21*cse23*cse28 + cse21*cse42*cse44 + cse3*r_link2_x + cse31*cse33*cse38 + cse31*cse45*cse47 + cse4*r_link3_x + cse5*r_rotor_x,  # [5]
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
        r_rotor_x, r_rotor_y, r_rotor_z, phi_rotor,
        theta_rotor, psi_rotor, r_link2_x, r_link2_y,
        r_link2_z, phi_link2, theta_link2, psi_link2,
        r_link3_x, r_link3_y, r_link3_z, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    cse0 = math.cos(phi_rotor)
    cse1 = math.cos(psi_rotor)
    cse2 = math.cos(theta_rotor)
    cse3 = math.sin(phi_rotor)
    cse4 = math.sin(psi_rotor)
    cse5 = cse3*cse4
    cse6 = cse0*cse4
    cse7 = cse1*cse3
    cse8 = math.sin(theta_rotor)
    cse9 = math.cos(phi_link2)
    cse10 = math.cos(psi_link2)
    cse11 = math.cos(theta_link2)
    cse12 = math.sin(phi_link2)
    cse13 = math.sin(psi_link2)
    cse14 = cse12*cse13
    cse15 = cse13*cse9
    cse16 = cse10*cse12
    cse17 = math.sin(theta_link2)
    cse18 = math.cos(phi_link3)
    cse19 = math.cos(psi_link3)
    cse20 = math.cos(theta_link3)
    cse21 = math.sin(phi_link3)
    cse22 = math.sin(psi_link3)
    cse23 = cse21*cse22
    cse24 = cse18*cse22
    cse25 = cse19*cse21
    cse26 = math.sin(theta_link3)
    return np.array([
        r_rotor_x,  # [0, 0]
        r_rotor_y,  # [0, 1]
        r_rotor_z,  # [0, 2]
        cse0*cse1 - cse2*cse5,  # [0, 3]
        -cse2*cse7 - cse6,  # [0, 4]
        cse3*cse8,  # [0, 5]
        cse2*cse6 + cse7,  # [0, 6]
        cse0*cse1*cse2 - cse5,  # [0, 7]
        -cse0*cse8,  # [0, 8]
        cse4*cse8,  # [0, 9]
        cse1*cse8,  # [0, 10]
        cse2,  # [0, 11]
        r_link2_x,  # [1, 0]
        r_link2_y,  # [1, 1]
        r_link2_z,  # [1, 2]
        cse10*cse9 - cse11*cse14,  # [1, 3]
        -cse11*cse16 - cse15,  # [1, 4]
        cse12*cse17,  # [1, 5]
        cse11*cse15 + cse16,  # [1, 6]
        cse10*cse11*cse9 - cse14,  # [1, 7]
        -cse17*cse9,  # [1, 8]
        cse13*cse17,  # [1, 9]
        cse10*cse17,  # [1, 10]
        cse11,  # [1, 11]
        r_link3_x,  # [2, 0]
        r_link3_y,  # [2, 1]
        r_link3_z,  # [2, 2]
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
        _, _, _, phi_rotor,
        theta_rotor, psi_rotor, _, _,
        _, phi_link2, theta_link2, psi_link2,
        _, _, _, phi_link3,
        theta_link3, psi_link3,
    ) = q.tolist() if type(q) is _ndarray and q.shape == (18,) else _floats(q, 18, "q")

    (
        rd_rotor_x, rd_rotor_y, rd_rotor_z, phid_rotor,
        thetad_rotor, psid_rotor, rd_link2_x, rd_link2_y,
        rd_link2_z, phid_link2, thetad_link2, psid_link2,
        rd_link3_x, rd_link3_y, rd_link3_z, phid_link3,
        thetad_link3, psid_link3,
    ) = v.tolist() if type(v) is _ndarray and v.shape == (18,) else _floats(v, 18, "v")

    cse0 = math.sin(phi_rotor)
    cse1 = math.cos(theta_rotor)
    cse2 = cse1*phid_rotor + psid_rotor
    cse3 = math.sin(theta_rotor)
    cse4 = cse2*cse3
    cse5 = math.cos(psi_rotor)
    cse6 = math.sin(psi_rotor)
    cse7 = cse3*phid_rotor
    cse8 = cse5*thetad_rotor + cse6*cse7
    cse9 = math.cos(phi_rotor)
    cse10 = cse0*cse6
    cse11 = cse5*cse7 - cse6*thetad_rotor
    cse12 = cse6*cse9
    cse13 = cse0*cse5
    cse14 = math.sin(phi_link2)
    cse15 = math.cos(theta_link2)
    cse16 = cse15*phid_link2 + psid_link2
    cse17 = math.sin(theta_link2)
    cse18 = cse16*cse17
    cse19 = math.cos(psi_link2)
    cse20 = math.sin(psi_link2)
    cse21 = cse17*phid_link2
    cse22 = cse19*thetad_link2 + cse20*cse21
    cse23 = math.cos(phi_link2)
    cse24 = cse14*cse20
    cse25 = cse19*cse21 - cse20*thetad_link2
    cse26 = cse20*cse23
    cse27 = cse14*cse19
    cse28 = math.sin(phi_link3)
    cse29 = math.cos(theta_link3)
    cse30 = cse29*phid_link3 + psid_link3
    cse31 = math.sin(theta_link3)
    cse32 = cse30*cse31
    cse33 = math.cos(psi_link3)
    cse34 = math.sin(psi_link3)
    cse35 = cse31*phid_link3
    cse36 = cse33*thetad_link3 + cse34*cse35
    cse37 = math.cos(phi_link3)
    cse38 = cse28*cse34
    cse39 = cse33*cse35 - cse34*thetad_link3
    cse40 = cse34*cse37
    cse41 = cse28*cse33
    return np.array([
        rd_rotor_x,  # [0, 0]
        rd_rotor_y,  # [0, 1]
        rd_rotor_z,  # [0, 2]
        cse0*cse4 + cse11*(-cse1*cse13 - cse12) + cse8*(-cse1*cse10 + cse5*cse9),  # [0, 3]
        cse11*(cse1*cse5*cse9 - cse10) - cse4*cse9 + cse8*(cse1*cse12 + cse13),  # [0, 4]
        cse1*cse2 + cse11*cse3*cse5 + cse3*cse6*cse8,  # [0, 5]
        rd_link2_x,  # [1, 0]
        rd_link2_y,  # [1, 1]
        rd_link2_z,  # [1, 2]
        cse14*cse18 + cse22*(-cse15*cse24 + cse19*cse23) + cse25*(-cse15*cse27 - cse26),  # [1, 3]
        -cse18*cse23 + cse22*(cse15*cse26 + cse27) + cse25*(cse15*cse19*cse23 - cse24),  # [1, 4]
        cse15*cse16 + cse17*cse19*cse25 + cse17*cse20*cse22,  # [1, 5]
        rd_link3_x,  # [2, 0]
        rd_link3_y,  # [2, 1]
        rd_link3_z,  # [2, 2]
        cse28*cse32 + cse36*(-cse29*cse38 + cse33*cse37) + cse39*(-cse29*cse41 - cse40),  # [2, 3]
        -cse32*cse37 + cse36*(cse29*cse40 + cse41) + cse39*(cse29*cse33*cse37 - cse38),  # [2, 4]
        cse29*cse30 + cse31*cse33*cse39 + cse31*cse34*cse36,  # [2, 5]
    ]).reshape(3, 6)



def initial_frames(p):
    """Initial pose per body (rows), orientation orthonormalized where it was off by round-off.

    Args:
        p: parameters (0).

    Returns:
        ndarray of shape (3, 12), 27 nonzero.
    """
    # 1 operations after common subexpression elimination
    out = np.zeros((3, 12))
    out[_initial_frames_INDEX] = (
        1,  # [0, 5]
        1,  # [0, 7]
        -1,  # [0, 9]
        -3.74555772,  # [1, 0]
        -4.25,  # [1, 1]
        4.26236544,  # [1, 2]
        0.750157212000793,  # [1, 3]
        0.6140258560576415,  # [1, 4]
        0.24543106033238243,  # [1, 5]
        -0.6612594709887012,  # [1, 6]
        0.6967213111475145,  # [1, 7]
        0.278056337134458,  # [1, 8]
        -0.00026326970986453467,  # [1, 9]
        -0.37087957976352476,  # [1, 10]
        0.928680929062017,  # [1, 11]
        -5.74555772,  # [2, 0]
        -8.5,  # [2, 1]
        3.26236544,  # [2, 2]
        0.0,  # [2, 3]
        0.47412313479087503,  # [2, 4]
        0.8804585470401622,  # [2, 5]
        -1.0,  # [2, 6]
        0.0,  # [2, 7]
        0.0,  # [2, 8]
        0.0,  # [2, 9]
        -0.8804585470401624,  # [2, 10]
        0.4741231347908755,  # [2, 11]
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

